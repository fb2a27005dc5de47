"""Reference facts of the seventy-first hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import CL, DV, KK, KR, LM, PI, PR, SB, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
LE = "\u2264"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- SMB-52 (BLE module)
SB_VCC = f(
    SB,
    1,
    "Điện áp nguồn / VCC 1.8 3.3 3.6 V Supply voltage",
    it(SB, "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.6, condition="VCC, operating conditions"),
)
SB_ABS = f(
    SB,
    1,
    "Điện áp nguồn / Supply voltage VCC -0.3 ... 3.9 V",
    it(SB, "abs_max_supply_voltage", "V", hi=3.9, condition="VCC, absolute maximum"),
)
SB_TX_U = f(
    SB,
    1,
    "Công suất phát tối đa / +4 +8 dBm Max. transmit power",
    it("SMB-52U", "tx_power", "dBm", hi=8, condition="SMB-52U, max. transmit power"),
)
SB_ITX_A = f(
    SB,
    1,
    "Dòng phát ở công suất tối đa / 7.8 16.5 mA TX current at max. power",
    it("SMB-52A", "supply_current", "mA", typ=7.8, condition="SMB-52A, TX at max. power (+4 dBm)"),
)
SB_ITX_U = f(
    SB,
    1,
    "Dòng phát ở công suất tối đa / 7.8 16.5 mA TX current at max. power",
    it("SMB-52U", "supply_current", "mA", typ=16.5, condition="SMB-52U, TX at max. power (+8 dBm)"),
)
SB_SLEEP = f(
    SB,
    1,
    "Ngủ sâu / Deep sleep (AT+SLEEP) 2.4 2.4 " + MU + "A",
    it(SB, "standby_current", "uA", typ=2.4, condition="deep sleep (AT+SLEEP), both versions"),
)
SB_BAUD = f(
    SB,
    1,
    "Out of the box the UART runs at 9600 bps, 8 data bits, no parity, 1 stop bit",
    it(SB, "baud_rate", "bps", value=9600, condition="default UART rate"),
)
SB_TOP = f(
    SB,
    1,
    "Nhiệt độ làm việc / TA -40 +85 " + DEG + " Operating temperature",
    it(SB, "operating_temperature", DEG, lo=-40, hi=85),
)
SB_5V = note(SB, 2, "The RXD pin is not 5 V tolerant")
SB_RANGE_U = note(
    SB, 2, "the range of the SMB-52U depends on the antenna you fit, so we do not state one"
)

# ---------------------------------------------------------------- PRV-2110 (barometer)
PR_VDD = f(
    PR,
    1,
    "Tensione di alimentazione VDD 1.71 1.8 3.6 V",
    it(PR, "supply_voltage", "V", lo=1.71, typ=1.8, hi=3.6, condition="VDD"),
)
PR_VDDIO = f(
    PR,
    1,
    "Tensione interfaccia VDDIO 1.2 3.6 V",
    it(PR, "io_supply_voltage", "V", lo=1.2, hi=3.6, condition="VDDIO"),
)
PR_ABS = f(
    PR,
    1,
    "Tensione di alimentazione / Supply voltage VDD -0.3 4.25 V",
    it(PR, "abs_max_supply_voltage", "V", hi=4.25, condition="VDD, absolute maximum"),
)
PR_RANGE = f(
    PR,
    1,
    "Campo / Range 300 ... 1100 hPa",
    it(PR, "measurement_range", "hPa", lo=300, hi=1100, quantity="pressure"),
)
PR_ADDR = (
    [it(PR, "i2c_address", values=["0x76", "0x77"], condition="SDO to GND / SDO to VDDIO")],
    [
        ev(PR, 1, "On I2C the 7-bit address is 0x76 when"),
        ev(PR, 1, "SDO is tied to GND and 0x77 when SDO is tied to VDDIO"),
    ],
)
PR_TOP = f(
    PR,
    1,
    "Campo di funzionamento TA operativo / operational -40 +85 " + DEG,
    it(PR, "operating_temperature", DEG, lo=-40, hi=85, condition="operational"),
)
PR_ACC_COLD = f(
    PR,
    1,
    "300 ... 1100 hPa, -1.0 +1.0 hPa -40 ... 0 " + DEG,
    it(
        PR,
        "accuracy",
        "hPa",
        lo=-1.0,
        hi=1.0,
        quantity="pressure",
        condition="absolute, 300 ... 1100 hPa, -40 ... 0 °C",
    ),
)
PR_SLEEP = f(
    PR,
    1,
    "Corrente in sleep IDDSL 0.1 0.3 " + MU + "A",
    it(PR, "standby_current", "uA", typ=0.1, hi=0.3, condition="sleep"),
)
PR_I_HR = f(
    PR,
    2,
    "Alta risoluzione / High resolution x16 37.8 ms 21 " + MU + "A",
    it(PR, "supply_current", "uA", typ=21, condition="high resolution (OSR x16), 1 Hz"),
)
PR_I_ULP = f(
    PR,
    2,
    "Ultra basso consumo / Ultra low power x1 5.5 ms 2.8 " + MU + "A",
    it(PR, "supply_current", "uA", typ=2.8, condition="ultra low power (OSR x1), 1 Hz"),
)
PR_I2C = f(
    PR,
    1,
    "I2C fino a / up to 3.4 MHz (Hs)",
    it(PR, "i2c_clock_frequency", "MHz", hi=3.4),
)
PR_WATER = note(PR, 2, "The port is not waterproof")
PR_NOISE = note(PR, 1, "Rumore / Noise 0.9 Pa RMS (OSR x16)")

# ---------------------------------------------------------------- DVK2230 (motor driver)
DV_VM = f(
    DV,
    1,
    "Motortáp / Motor supply VM 2.5 13.5 V",
    it(DV, "load_supply_voltage", "V", lo=2.5, hi=13.5, condition="VM, recommended"),
)
DV_VM_ABS = f(
    DV,
    1,
    "Motortáp feszültség / Motor supply voltage VM 15 V",
    it(DV, "abs_max_supply_voltage", "V", hi=15, condition="VM, absolute maximum"),
)
DV_VCC = f(
    DV,
    1,
    "Logikai táp / Logic supply VCC 2.7 3.3 5.5 V",
    it(DV, "logic_supply_voltage", "V", lo=2.7, typ=3.3, hi=5.5, condition="VCC, recommended"),
)
DV_IOUT_H = f(
    DV,
    1,
    "Folyamatos kimeneti áram csatornánként / 1.5 1.0 A Continuous output current per channel",
    it("DVK2230H", "output_current", "A", hi=1.5, condition="DVK2230H (HTSSOP-24), per channel"),
)
DV_IOUT_S = f(
    DV,
    1,
    "Folyamatos kimeneti áram csatornánként / 1.5 1.0 A Continuous output current per channel",
    it("DVK2230S", "output_current", "A", hi=1.0, condition="DVK2230S (SSOP-24), per channel"),
)
DV_PEAK = f(
    DV,
    1,
    "Kimeneti csúcsáram / Output peak current IOUT(peak) 3.2 A (tw " + LE + " 10 ms, single pulse)",
    it(DV, "peak_output_current", "A", hi=3.2, condition="tw <= 10 ms, single pulse"),
)
DV_TOP = f(
    DV,
    1,
    "Üzemi hőmérséklet / Topr -20 +85 " + DEG + " Operating ambient temperature",
    it(DV, "operating_temperature", DEG, lo=-20, hi=85),
)
DV_VIH = f(
    DV,
    2,
    "VIH IN1, IN2, PWM, STBY 2.0 V",
    it(DV, "input_high_voltage", "V", lo=2.0, condition="IN1, IN2, PWM, STBY"),
)
DV_RON12 = f(
    DV,
    2,
    "VM = 12 V Bekapcsolt ellenállás / RON IOUT = 0.5 A 0.41 0.55",
    it(DV, "on_resistance", "Ohm", typ=0.41, hi=0.55, condition="VM = 12 V, H + L, 0.5 A"),
)
DV_LOGIC = note(DV, 2, "The logic inputs accept 3.3 V and 5 V logic levels at any VCC within range")
DV_25C = note(
    DV, 1, "continuous current on a 4-layer board, Ta = 25 " + DEG + "; both channels loaded"
)

# ---------------------------------------------------------------- KK-SDM2 (microSD)
KK_VCC = f(
    KK,
    1,
    "Supply (VCC pin) 4.5 V to 5.5 V 3.0 V to 3.6 V",
    it(KK, "supply_voltage", "V", lo=4.5, hi=5.5, condition="KK-SDM2 (5 V board)"),
)
KK3_VCC = f(
    KK,
    1,
    "Supply (VCC pin) 4.5 V to 5.5 V 3.0 V to 3.6 V",
    it("KK-SDM2-3V", "supply_voltage", "V", lo=3.0, hi=3.6, condition="KK-SDM2-3V (no regulator)"),
)
KK_IDLE = f(
    KK,
    1,
    "Board idle current, no card 3.5 mA 0.1 mA",
    it(KK, "supply_current", "mA", value=3.5, condition="KK-SDM2 board idle, no card"),
)
KK_SPI = f(
    KK,
    1,
    "the card itself does up to 25 MHz; the buffer on the KK-SDM2 is good for 16 MHz",
    it(KK, "spi_clock_frequency", "MHz", hi=16, condition="KK-SDM2, limited by the buffer"),
)
KK_LOGIC = note(KK, 1, "Logic inputs (SCK, MOSI, CS) 3.3 V or 5 V 3.3 V only")
KK_BUDGET = f(
    KK,
    1,
    "Budget 100 mA peaks for the card plus the board's own idle current above",
    it("KK-SDM2-3V", "supply_current", "mA", hi=100, condition="card peaks to budget for"),
)
KK3_IDLE = f(
    KK,
    1,
    "Board idle current, no card 3.5 mA 0.1 mA",
    it("KK-SDM2-3V", "supply_current", "mA", value=0.1, condition="KK-SDM2-3V board idle, no card"),
)
KK_NO5V = note(
    KK,
    2,
    "Can I put 5 V on the KK-SDM2-3V? A: No. There is no regulator; anything above 3.6 V on VCC "
    "goes straight to the card and kills it.",
)
KK_NO3V3 = note(KK, 2, "Can the KK-SDM2 run from 3.3 V? A: Not reliably")
KK_TEMP = f(
    KK,
    2,
    "The board parts are rated for -25 " + DEG + " to +85 " + DEG,
    it(KK, "operating_temperature", DEG, lo=-25, hi=85, condition="board parts"),
)

# ---------------------------------------------------------------- SDN-PIR5 (PIR)
PI_VCC = f(
    PI,
    1,
    "Tegangan kerja / DC 4.5 V - 20 V DC 2.7 V - 12 V Working voltage",
    it(PI, "supply_voltage", "V", lo=4.5, hi=20, condition="SDN-PIR5"),
)
PI_VCC_M = f(
    PI,
    1,
    "Tegangan kerja / DC 4.5 V - 20 V DC 2.7 V - 12 V Working voltage",
    it("SDN-PIR5M", "supply_voltage", "V", lo=2.7, hi=12, condition="SDN-PIR5M"),
)
PI_IQ = f(
    PI,
    1,
    "Arus diam / < 60 " + MU + "A < 15 " + MU + "A Quiescent current",
    it(PI, "standby_current", "uA", hi=60, condition="SDN-PIR5 quiescent"),
)
PI_RANGE_M = f(
    PI,
    1,
    "Jarak deteksi / Sensing distance " + LE + " 7 m (trimmer Sx) " + LE + "3m",
    it("SDN-PIR5M", "measurement_range", "m", hi=3, quantity="distance", condition="SDN-PIR5M"),
)
PI_VOH = f(
    PI,
    1,
    "Level keluaran / Output level tinggi / high 3.3 V, rendah / low 0 V",
    it(PI, "output_high_voltage", "V", value=3.3, condition="OUT high"),
)
PI_TOP = f(
    PI,
    1,
    "Suhu kerja / -15 "
    + DEG
    + " ~ +70 "
    + DEG
    + " -15 "
    + DEG
    + " ~ +70 "
    + DEG
    + " Operating temperature",
    it(PI, "operating_temperature", DEG, lo=-15, hi=70, condition="both versions"),
)
PI_WARM = f(
    PI,
    2,
    "After power-up the module needs about 60 s to settle",
    it(PI, "warm_up_time", "s", value=60, condition="settling after power-up"),
)
PI_IOUT = f(
    PI,
    2,
    "OUT can source at most 10 mA",
    it(PI, "output_current", "mA", hi=10, condition="OUT pin source current"),
)
PI_REG = note(
    PI,
    2,
    "Below 4.5 V the on-board 3.3 V regulator drops out; the SDN-PIR5M has no regulator.",
)
PI_READ = note(
    PI, 2, "With 3.3 V high, OUT is read as HIGH by 5 V Arduino boards and by 3.3 V boards."
)

# ---------------------------------------------------------------- KRT-1S1A (charger)
KR_VIN = f(
    KR,
    1,
    "Τάση εισόδου / Input voltage VIN 4.5 5.0 5.5 V",
    it(KR, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VIN"),
)
KR_ABS = f(
    KR,
    1,
    "Τάση εισόδου VIN / Input voltage VIN " + "." * 113 + " -0.3 V to 8 V",
    it(KR, "abs_max_supply_voltage", "V", hi=8, condition="VIN, absolute maximum"),
)
KR_VFLOAT = f(
    KR,
    1,
    "Τάση φόρτισης / Regulated VFLOAT CV phase 4.158 4.2 4.242 V charge voltage",
    it(
        KR, "output_voltage", "V", lo=4.158, typ=4.2, hi=4.242, condition="regulated charge voltage"
    ),
)
KR_ICHG = f(
    KR,
    1,
    "Ρεύμα φόρτισης / Charge current ICHG RPROG = 1.2 kΩ 900 1000 1100 mA",
    it(
        KR,
        "output_current",
        "mA",
        lo=900,
        typ=1000,
        hi=1100,
        condition="charge current, RPROG 1.2k",
    ),
)
KR_I_2K = f(
    KR,
    2,
    "RPROG (kΩ) 10 5 2 1.66 1.2 ICHG (mA) 130 250 580 700 1000",
    it(KR, "output_current", "mA", value=580, condition="charge current, RPROG = 2 kOhm"),
)
KR_DRAIN_P = f(
    KR,
    1,
    "KRT-1S1A-P 4 7 " + MU + "A",
    it("KRT-1S1A-P", "standby_current", "uA", typ=4, hi=7, condition="battery drain, VIN open"),
)
KR_TOP = f(
    KR,
    2,
    "Module operating temperature: -10 " + DEG + " to +85 " + DEG,
    it(KR, "operating_temperature", DEG, lo=-10, hi=85, condition="module"),
)
KR_CELL = note(KR, 2, "Li-ion cells must only be charged between 0 " + DEG + " and 45 " + DEG)
KR_2S = note(
    KR,
    2,
    "Can I charge two cells in series (2S)? No. VFLOAT is 4.2 V: one cell, or several cells "
    "in parallel.",
)

# ---------------------------------------------------------------- LMA4350 (I2S mic)
LM_VDD = f(
    LM,
    1,
    "Toitepinge / Supply voltage VDD 1.62 1.8 3.6 V",
    it(LM, "supply_voltage", "V", lo=1.62, typ=1.8, hi=3.6),
)
LM_ABS = f(
    LM,
    1,
    "Toitepinge / Supply voltage VDD -0.3 ... 4.0 V",
    it(LM, "abs_max_supply_voltage", "V", hi=4.0),
)
LM_WS = f(
    LM,
    1,
    "WS sagedus / Word select frequency fWS 16 64 kHz",
    it(LM, "data_rate", "kHz", lo=16, hi=64, condition="word select = sample rate"),
)
LM_I33 = f(
    LM,
    1,
    "Töövool / Supply current, typ. fSCK = 3.072 MHz 600 720 " + MU + "A max. 750 900 " + MU + "A",
    it(LM, "supply_current", "uA", typ=720, hi=900, condition="VDD = 3.3 V, fSCK = 3.072 MHz"),
)
LM_START = f(
    LM,
    2,
    "Käivitusaeg / Start-up time tSTART 85 ms",
    it(LM, "warm_up_time", "ms", hi=85, condition="start-up time"),
)
LM_RES = f(
    LM,
    2,
    "Andmeformaat / data format: 24-bit two's complement, MSB first",
    it(LM, "resolution", "bit", value=24),
)
LM_5V = note(LM, 2, "Do not run the LMA4350 from 5 V; the maximum rating is 4.0 V.")
LM_FR = note(LM, 2, "Frequency response and THD plots are in application note AN-4350-01.")

# ---------------------------------------------------------------- CC-LLS (level shifter)
CL_LV = f(
    CL,
    1,
    "LV (low side) 1.8 3.3 3.6 V",
    it(CL, "io_supply_voltage", "V", lo=1.8, typ=3.3, hi=3.6, condition="LV side"),
)
CL_HV = f(
    CL,
    1,
    "HV (high side) 2.7 5.0 5.5 V",
    it(CL, "io_supply_voltage", "V", lo=2.7, typ=5.0, hi=5.5, condition="HV side"),
)
CL_I2C = f(
    CL,
    1,
    "I2C, on-board 10 k pull-ups only 400 kHz 100 pF bus",
    it(CL, "i2c_clock_frequency", "kHz", hi=400, condition="on-board 10 k pull-ups only"),
)
CL_SPI_UP = f(
    CL,
    1,
    "SPI / push-pull, LV to HV 2 MHz rising edge is slow",
    it(CL, "spi_clock_frequency", "MHz", hi=2, condition="push-pull, LV to HV"),
)
CL_TOP = f(
    CL,
    2,
    "Working temperature -40 to +85 " + DEG + " -40 to +85 " + DEG,
    it(CL, "operating_temperature", DEG, lo=-40, hi=85),
)
CL_12V = note(CL, 2, "Can it shift 12 V signals? No, HV tops out at 5.5 V.")
CL_ESD = note(CL, 2, "Is it ESD protected? Only what the BSS138 gives you; no extra parts.")
CL_PI = note(
    CL, 2, "Can I run 5 V I2C sensors from a Raspberry Pi? Yes: LV = 3.3 V from the Pi, HV = 5 V."
)
