"""Reference facts of the hundred-and-thirty-seventh hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import GR, IV, LM, MP, NW, TA, TF, VT, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
ELL = "\u2026"
ARROW = "\u2192"
NDASH = "\u2013"
MDASH = "\u2014"
FWEQ = "\uff1d"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- TFB-36 / TFB-36N
TF_VCC = f(
    TF,
    1,
    "Supply voltage VCC 4.5 5.0 5.5 V",
    it(TF, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VCC, TFB-36"),
)
TF_VCC_N = f(
    TF,
    1,
    "Supply (VCC pin) 4.5 " + ELL + " 5.5 V 3.0 " + ELL + " 3.6 V TFB-36N: VCC is the card supply",
    it("TFB-36N", "supply_voltage", "V", lo=3.0, hi=3.6, condition="VCC, TFB-36N column"),
)
TF_VIH = f(
    TF,
    1,
    "Input high voltage VIH CS, SCK, MOSI 2.0 5.5 V",
    it(TF, "input_high_voltage", "V", lo=2.0, hi=5.5, condition="CS, SCK, MOSI, TFB-36"),
)
TF_IWRITE = f(
    TF,
    1,
    "card write, SCK = 10 MHz 48 100",
    it(TF, "supply_current", "mA", typ=48, hi=100, condition="card write, SCK = 10 MHz, VCC = 5 V"),
)
TF_INIT = f(
    TF,
    1,
    "card initialisation 100 400",
    it(
        TF,
        "spi_clock_frequency",
        "kHz",
        lo=100,
        hi=400,
        condition="SCK during card initialisation",
    ),
)
TF_SCK = f(
    TF,
    1,
    "SPI clock 25 MHz max 25 MHz max 100 " + ELL + " 400 kHz during card init",
    it(TF, "spi_clock_frequency", "MHz", hi=25, condition="data transfer"),
)
TF_3V3OUT = f(
    TF,
    2,
    "3V3 3.3 V out, 50 mA max for you",
    it(TF, "output_current", "mA", hi=50, condition="3V3 pin, for the user's circuit"),
)
TF_5VBOARD = note(
    TF,
    1,
    "signals into 3.3 V for the card, so it plugs straight into a 5 V Arduino.",
)
TF_N_NO5V = note(
    TF,
    2,
    "TFB-36N: no level shifter. Never connect it to a 5 V board: 5 V on CS, SCK or MOSI "
    "destroys the card.",
)
TF_ON33 = note(
    TF,
    2,
    "TFB-36 on a 3.3 V board: it needs 4.5 V or more on VCC. Feed VCC from the board's 5 V "
    "(USB) pin; the buffer accepts 3.3 V signals (VIH 2.0 V) and MISO comes back at 3.3 V.",
)
TF_SHARE = note(
    TF,
    2,
    "Sharing the SPI bus (TFB-36): the buffer releases MISO when CS is high, so other SPI "
    "devices with their own CS can share SCK, MOSI and MISO.",
)
TF_ESP32ROW = note(TF, 2, "ESP32 DevKit GPIO5 GPIO23 GPIO19 GPIO18 TFB-36N, VCC to 3V3")
TF_CD = note(TF, 2, "CD is a switch to GND with an on-board pull-up to 3.3 V.")

# ---------------------------------------------------------------- LMQ-64 (R / G / B)
LM_VCC = f(
    LM,
    1,
    "Supply voltage VCC 4.0 5.0 5.5 V",
    it(LM, "supply_voltage", "V", lo=4.0, typ=5.0, hi=5.5, condition="VCC, all colours"),
)
LM_VIH = f(
    LM,
    1,
    "Logic input high DIN, CLK, CS VIH 3.5 V voltage VCC = 4.0 " + ELL + " 5.5 V",
    it(LM, "input_high_voltage", "V", lo=3.5, condition="DIN, CLK, CS; VCC = 4.0 ... 5.5 V"),
)
LM_SHDN = f(
    LM,
    1,
    "ISHDN 150 350 " + MU + "A",
    it(LM, "standby_current", "uA", typ=150, hi=350, condition="shutdown mode"),
)
LM_I15 = f(
    LM,
    1,
    "intensity 15/15 320 290 260",
    it(
        "LMQ-64R",
        "supply_current",
        "mA",
        value=320,
        condition="all 64 LEDs on, intensity 15/15, red",
    ),
)
LM_I8B = f(
    LM,
    1,
    "intensity 8/15 170 155 140",
    it(
        "LMQ-64B",
        "supply_current",
        "mA",
        value=140,
        condition="all 64 LEDs on, intensity 8/15, blue",
    ),
)
LM_TOPR = f(
    LM,
    1,
    "Operating temperature TA 0 +70 " + DEG,
    it(LM, "operating_temperature", DEG, lo=0, hi=70, condition="driver rating"),
)
LM_SHARE = note(
    LM,
    1,
    "Because the driver only latches on CS, the LMQ-64 can share CLK and DIN (MOSI) with "
    "other SPI devices that have their own chip select.",
)
LM_33 = note(
    LM,
    2,
    "The VR7290 needs 3.5 V on DIN, CLK and CS for a logic high, more than a 3.3 V pin gives.",
)
LM_COLD = note(
    LM, 2, "The driver is rated 0 to +70 " + DEG + ". Below 0 " + DEG + " it is outside its rating"
)
LM_UNO = note(
    LM,
    2,
    "Yes: VCC to 5 V, DIN to D11, CLK to D13 and CS to D10",
)
LM_CHAIN4 = note(
    LM,
    2,
    "For a chain of 4 modules use a 5 V 2 A supply and feed it at the first module",
)

# ---------------------------------------------------------------- MPP-2S05 / MPP-2S10B
MP_CONT10 = f(
    MP,
    1,
    "Continuous discharge 5A 10 A with air flow, 25 " + DEG + " current",
    it("MPP-2S10B", "output_current", "A", value=10, condition="continuous discharge, MPP-2S10B"),
)
MP_CONT05 = f(
    MP,
    1,
    "Continuous discharge 5A 10 A with air flow, 25 " + DEG + " current",
    it(MP, "output_current", "A", value=5, condition="continuous discharge, MPP-2S05"),
)
MP_PEAK05 = f(
    MP,
    1,
    "Peak discharge current 8A 15 A for max. 3 s",
    it(MP, "peak_output_current", "A", value=8, condition="peak discharge, max. 3 s, MPP-2S05"),
)
MP_IQ10 = f(
    MP,
    1,
    "Quiescent current 8 "
    + MU
    + "A typ. / 15 "
    + MU
    + "A max. 25 "
    + MU
    + "A typ. / 40 "
    + MU
    + "A max. normal state",
    it("MPP-2S10B", "quiescent_current", "uA", typ=25, hi=40, condition="normal state, MPP-2S10B"),
)
MP_RON05 = f(
    MP,
    1,
    "MOSFET on-resistance 18 m" + OHM + " 8 m" + OHM + " charge + discharge path",
    it(MP, "on_resistance", "mOhm", value=18, condition="charge + discharge path, MPP-2S05"),
)
MP_TOPR = f(
    MP,
    1,
    "Operating temperature -20 "
    + ELL
    + " +65 "
    + DEG
    + " -20 "
    + ELL
    + " +65 "
    + DEG
    + " board only",
    it(MP, "operating_temperature", DEG, lo=-20, hi=65, condition="board only, both versions"),
)
MP_BAL = note(MP, 1, "Balancing no yes, 42 mA starts at 4.18 V per cell")
MP_BLEED = note(MP, 1, "bleed current at 4.20 V 42 mA")
MP_PACK = note(MP, 2, "The pack gives 6.0 " + NDASH + " 8.4 V, not 12 V.")
MP_LFP = note(
    MP,
    2,
    "No. The 4.25 V over-charge and 2.80 V over-discharge points are set for Li-ion chemistry; "
    "LiFePO4 cells stop at 3.65 V and would never be protected against over-charge.",
)
MP_MOTORS = note(
    MP,
    2,
    "add up what the motors draw together and stay below 5 A (MPP-2S05) or 10 A (MPP-2S10B) "
    "continuous",
)

# ---------------------------------------------------------------- VTP-100 (-5 / -24)
VT_VS = f(
    VT,
    1,
    "permitted range 10 30 Supply voltage V DC nominal 12 / 24",
    it(VT, "supply_voltage", "V", lo=10, hi=30, condition="permitted range"),
)
VT_IS24 = f(
    VT,
    1,
    "VS = 24 V 14 20",
    it(VT, "supply_current", "mA", typ=14, hi=20, condition="VS = 24 V, no output load"),
)
VT_AIN10 = f(
    VT,
    1,
    "jumper J1 = 10V 0 10",
    it(VT, "analog_input_range", "V", lo=0, hi=10, condition="AIN, jumper J1 = 10V"),
)
VT_IOUT24 = f(
    VT,
    1,
    "Output current max. 20 mA (source / sink) max. 100 mA (sink)",
    it("VTP-100-24", "output_current", "mA", hi=100, condition="sink, open collector, VTP-100-24"),
)
VT_VOH5 = f(
    VT,
    1,
    "Output high level 4.75 " + ELL + " 5.25 V (no load) external pull-up, max. 30 V",
    it("VTP-100-5", "output_high_voltage", "V", lo=4.75, hi=5.25, condition="no load, VTP-100-5"),
)
VT_AINMAX = f(
    VT,
    1,
    "Input voltage AIN to GND -5 30 V",
    it(VT, "abs_max_input_voltage", "V", lo=-5, hi=30, condition="AIN to GND"),
)
VT_5VMCU = note(
    VT,
    2,
    "5 V microcontrollers (Arduino Uno, Mega): connect OUT of the VTP-100-5 straight to an "
    "input pin and GND to GND.",
)
VT_33MCU = note(
    VT,
    2,
    "do not connect the VTP-100-5 output to a 3.3 V input; its high level is 5 V.",
)

# ---------------------------------------------------------------- TAX3116
TA_VDD = f(
    TA,
    1,
    "Supply voltage Vdd 1.71 2.5 3.6 V",
    it(TA, "supply_voltage", "V", lo=1.71, typ=2.5, hi=3.6, condition="Vdd"),
)
TA_SENS8 = f(
    TA,
    1,
    "FS = " + PM + "8 g, high-resolution 4",
    it(
        TA,
        "sensitivity",
        "mg/LSB",
        typ=4,
        quantity="acceleration",
        condition="FS = +/-8 g, high-resolution mode",
    ),
)
TA_ADDR = f(
    TA,
    2,
    "SA0 = 0 (GND) gives 0x18 and SA0 = 1 (Vdd_IO) gives 0x19",
    it(TA, "i2c_address", values=["0x18", "0x19"], condition="SA0 = GND / Vdd_IO"),
)
TA_ADDR18 = f(
    TA,
    2,
    "SA0 = 0 (GND) gives 0x18",
    it(TA, "i2c_address", values=["0x18"], condition="SA0 = GND"),
)
TA_ILP50 = f(
    TA,
    1,
    "IddLP ODR = 50 Hz 4 " + MU + "A",
    it(TA, "supply_current", "uA", typ=4, condition="low-power mode, ODR = 50 Hz"),
)
TA_ODRN = f(
    TA,
    1,
    "normal / high-resolution 1 1344",
    it(TA, "data_rate", "Hz", hi=1344, condition="ODR, normal / high-resolution mode"),
)
TA_SPI = f(
    TA,
    2,
    "fc(SPC) SPI clock frequency 10 MHz",
    it(TA, "spi_clock_frequency", "MHz", hi=10, condition="SPI"),
)
TA_NO5V = note(
    TA,
    2,
    "All control pins are referred to Vdd_IO and are not 5 V tolerant; with a 5 V host use a "
    "level translator.",
)
TA_SHOCK = note(TA, 1, "Aunp Acceleration, unpowered, 0.2 ms 10 000 g")

# ---------------------------------------------------------------- IVD2710
IV_VM = f(
    IV,
    1,
    "Motor power supply voltage VM 2.7 10.8 V",
    it(IV, "load_supply_voltage", "V", lo=2.7, hi=10.8, condition="VM, recommended"),
)
IV_VMABS = f(
    IV,
    1,
    "Motor power supply voltage VM -0.3 11.8 V",
    it(IV, "abs_max_supply_voltage", "V", lo=-0.3, hi=11.8, condition="VM, absolute maximum"),
)
IV_SLEEP = f(
    IV,
    1,
    "IVMQ nSLEEP" + FWEQ + "0 V, TA" + FWEQ + "25 " + DEG + " 1.6 2.5 " + MU + "A",
    it(IV, "standby_current", "uA", typ=1.6, hi=2.5, condition="VM sleep mode, nSLEEP = 0 V"),
)
IV_VIH = f(
    IV,
    1,
    "Input high voltage VIH xINx, nSLEEP 2.0 V",
    it(IV, "input_high_voltage", "V", lo=2.0, condition="xINx, nSLEEP"),
)
IV_I85 = f(
    IV,
    2,
    "TA" + FWEQ + "85 " + DEG + " 0.9 A 2.0 A",
    it(IV, "output_current", "A", value=0.9, condition="RMS per bridge, TA = 85 C, JEDEC 4-layer"),
)
IV_IRMS = f(
    IV,
    1,
    "Motor RMS current per H-bridge IRMS 0 1.5 A",
    it(IV, "output_current", "A", hi=1.5, condition="RMS per H-bridge, recommended"),
)
IV_RON27 = f(
    IV,
    1,
    "VM" + FWEQ + "2.7 V, IO" + FWEQ + "500 mA, TJ" + FWEQ + "25 " + DEG + " 470 530",
    it(
        IV,
        "on_resistance",
        "mOhm",
        typ=470,
        hi=530,
        condition="HS + LS, VM = 2.7 V, IO = 500 mA, TJ = 25 C",
    ),
)
IV_LOGIC = note(IV, 2, "The logic inputs accept 3.3 V and 5 V levels (VIH 2.0 V)")

# ---------------------------------------------------------------- GRF-940 (-3 / -4)
GR_VCC = f(
    GR,
    1,
    "Supply voltage (VCC) 3.3 " + NDASH + " 5.5 V 3.3 " + NDASH + " 5.5 V",
    it(GR, "supply_voltage", "V", lo=3.3, hi=5.5, condition="VCC, both versions"),
)
GR_IFLAME = f(
    GR,
    1,
    "9 mA 9 mA flame (DO low, LED on)",
    it(GR, "supply_current", "mA", value=9, condition="flame detected, DO low, LED on"),
)
GR_TRESP = f(
    GR,
    1,
    "Response time < 15 ms < 15 ms flame appears " + ARROW + " DO low",
    it(GR, "response_time", "ms", hi=15, condition="flame appears -> DO low"),
)
GR_CANDLE = f(
    GR,
    1,
    "Candle most sensitive up to 60 cm",
    it(
        GR,
        "measurement_range",
        "cm",
        hi=60,
        quantity="distance",
        condition="detection distance, candle, trimmer most sensitive",
    ),
)
GR_33 = note(
    GR,
    2,
    "With an ESP32, a Raspberry Pi or a Pico power it from the board's 3.3 V pin: the module "
    "then gives a 3.3 V high level.",
)
GR_SPECTRAL = note(GR, 1, "Spectral range 760 " + NDASH + " 1100 nm 760 " + NDASH + " 1100 nm")

# ---------------------------------------------------------------- NWM-210 (Q / D)
NW_VBAT = f(
    NW,
    1,
    "Supply voltage VBAT 3.4 4.0 4.4 V",
    it(NW, "supply_voltage", "V", lo=3.4, typ=4.0, hi=4.4, condition="VBAT"),
)
NW_PEAK = f(
    NW,
    1,
    "Peak supply current IVBAT,peak transmit burst 2.0 A",
    it(NW, "supply_current", "A", hi=2.0, condition="peak, transmit burst"),
)
NW_SLEEP9 = f(
    NW,
    1,
    "AT+CSCLK=1, BS-PA-MFRMS = 9 0.9",
    it(NW, "standby_current", "mA", typ=0.9, condition="sleep mode, AT+CSCLK=1, BS-PA-MFRMS = 9"),
)
NW_VIH = f(
    NW,
    2,
    "Input high voltage VIH 2.1 2.8 3.1 V",
    it(NW, "input_high_voltage", "V", lo=2.1, typ=2.8, hi=3.1, condition="2.8 V domain, RXD etc."),
)
NW_ABSDIG = f(
    NW,
    2,
    "Voltage at digital pins -0.3 3.1 V",
    it(
        NW,
        "abs_max_input_voltage",
        "V",
        lo=-0.3,
        hi=3.1,
        condition="digital pins, absolute maximum",
    ),
)
NW_LIION = note(NW, 1, "A single Li-ion cell (3.5 " + NDASH + " 4.2 V) is the ideal supply.")
NW_33HOST = note(
    NW,
    2,
    "The pins are not 3.3 V or 5 V tolerant. With a 3.3 V host, feed the host's TX through a "
    "divider (1 k" + OHM + " / 2.2 k" + OHM + ") or a level shifter into RXD",
)
NW_RI = note(NW, 2, "13 RI O Ring indicator")
