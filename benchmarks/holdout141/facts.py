"""Reference facts of the hundred-and-forty-first hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page (runs of whitespace
collapsed; check_quotes.py checks this)."""

from __future__ import annotations

from qkit import BV, EM, HB, KV, RA, SV, TK, UD, Fact, Item, ev, it

DEG = "\u00b0C"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- KVJ-230 / KVJ-230F
KV_VCC_Q = "Tensión de alimentación VCC a / to GND 3.0 5.5 4.5 12 16 V Supply voltage"
KV_VCC = f(KV, 1, KV_VCC_Q, it(KV, "supply_voltage", "V", lo=3.0, hi=5.5, condition="VCC, KVJ-230 column"))
KVF_VCC = f(
    KV,
    1,
    KV_VCC_Q,
    it("KVJ-230F", "supply_voltage", "V", lo=4.5, typ=12, hi=16, condition="VCC, KVJ-230F column"),
)
KV_SWING5 = f(
    KV,
    1,
    "Excursión de salida X / Y VCC = 5.0 V 0.50 4.50 0.25 3.05 V X / Y output swing",
    it(KV, "analog_output_voltage", "V", lo=0.50, hi=4.50, condition="X / Y swing, VCC = 5.0 V, KVJ-230"),
)
KV_SWING33 = f(
    KV,
    1,
    "VCC = 3.3 V 0.33 2.97 — — Excursión de salida X / Y",
    it(KV, "analog_output_voltage", "V", lo=0.33, hi=2.97, condition="X / Y swing, VCC = 3.3 V, KVJ-230"),
)
KVF_SWING = f(
    KV,
    1,
    "Excursión de salida X / Y VCC = 5.0 V 0.50 4.50 0.25 3.05 V X / Y output swing VCC = 12 V "
    "— — 0.25 3.05",
    it(
        "KVJ-230F",
        "analog_output_voltage",
        "V",
        lo=0.25,
        hi=3.05,
        condition="X / Y swing, KVJ-230F, VCC = 5.0 V and 12 V",
    ),
)
KVF_TON = f(
    KV,
    1,
    "Tiempo de arranque hasta salida válida / 0.4 1 2 5 ms Power-on time to valid output",
    it("KVJ-230F", "warm_up_time", "ms", typ=2, hi=5, condition="power-on time to valid output, KVJ-230F"),
)
KV_TOP = f(
    KV,
    2,
    "Temperatura de operación −25 … +70 −20 … +70 °C Operating temperature",
    it(KV, "operating_temperature", DEG, lo=-25, hi=70, condition="KVJ-230 column"),
)
KV_ESP_OK = note(
    KV,
    2,
    "Yes with a KVJ-230 powered from the ESP32 3V3 pin, or with a KVJ-230F on 5 V or 12 V: both "
    "keep the outputs below 3.1 V.",
)
KV_ESP_NO = note(
    KV,
    2,
    "A KVJ-230 powered from 5 V swings up to 4.5 V, which is above the 3.3 V limit of the ESP32 "
    "pins. Do not do that.",
)
KV_F33 = note(KV, 2, "KVJ-230F: no. Its regulator needs at least 4.5 V on VCC")
KV_ARDUINO = note(
    KV,
    2,
    "KVJ-230 on the 5V pin: the stick rests at about 512 counts and reaches about 102 / 921 "
    "counts at full travel.",
)

# ---------------------------------------------------------------- BVA2812
BV_VDD = f(
    BV,
    2,
    "Operating voltage VDD 2.7 5.5 2.7 5.5 V",
    it(BV, "supply_voltage", "V", lo=2.7, hi=5.5, condition="VDD, I- and E-grade"),
)
BV_SCLK_Q = "VDD = 5 V 2.6 2.2 Clock frequency fSCLK MHz VDD = 2.7 V 1.1 0.9"
BV_SCLK_I5 = f(
    BV,
    2,
    BV_SCLK_Q,
    it("BVA2812-I", "spi_clock_frequency", "MHz", hi=2.6, condition="fSCLK, VDD = 5 V, I-grade"),
)
BV_SCLK_27 = f(
    BV,
    2,
    BV_SCLK_Q,
    it("BVA2812-I", "spi_clock_frequency", "MHz", hi=1.1, condition="fSCLK, VDD = 2.7 V, I-grade"),
)
BV_RATE_E27 = f(
    BV,
    1,
    "VDD = 5 V 140 120 Throughput rate fSAMPLE ksps VDD = 2.7 V 60 50",
    it("BVA2812-E", "data_rate", "ksps", hi=50, condition="throughput, VDD = 2.7 V, E-grade"),
)
BV_IDDS_I = f(
    BV,
    2,
    "Standby current IDDS CS = VDD = 5.0 V 0.4 2 0.4 8 µA",
    it("BVA2812-I", "standby_current", "uA", typ=0.4, hi=2, condition="CS = VDD = 5.0 V, I-grade"),
)
BV_SPI = f(
    BV,
    1,
    "SPI-compatible serial interface (modes 0,0 and 1,1)",
    it(BV, "interface", values=["SPI"], condition="SPI-compatible serial interface"),
)
BV_INRANGE = note(BV, 1, "Input voltage range, IN+ to VSS 0 VREF 0 VREF V single-ended")
BV_VREF = note(BV, 1, "Voltage range VREF 0.25 VDD 0.25 VDD V")
BV_DOUT = note(
    BV,
    2,
    "a BVA2812 powered from 5 V drives DOUT to 5 V, which a 3.3 V-only microcontroller input "
    "must not receive.",
)
BV_NOREF = note(BV, 2, "There is no internal reference. VREF sets the full scale")

# ---------------------------------------------------------------- UDB-2405 / UDB-2405U
UD_VIN = f(
    UD,
    1,
    "Input voltage range VIN operating 8 24 36 V",
    it(UD, "supply_voltage", "V", lo=8, typ=24, hi=36, condition="VIN, operating"),
)
UD_IOUT_Q = "Output current, TA ≤ +60 °C 2.0 IOUT A continuous TA = +85 °C 1.5"
UD_IOUT85 = f(UD, 1, UD_IOUT_Q, it(UD, "output_current", "A", hi=1.5, condition="continuous, TA = +85 °C"))
UD_IOUT60 = f(UD, 1, UD_IOUT_Q, it(UD, "output_current", "A", hi=2.0, condition="continuous, TA ≤ +60 °C"))
UD_ABS = f(
    UD,
    1,
    "Input voltage continuous 40 40 V",
    it(UD, "abs_max_supply_voltage", "V", hi=40, condition="input, continuous"),
)
UD_IQ24 = f(
    UD,
    1,
    "No-load input VIN = 12 V, IOUT = 0 4.5 7 IQ mA current VIN = 24 V, IOUT = 0 6.0 9",
    it(UD, "quiescent_current", "mA", typ=6.0, hi=9, condition="no-load input current, VIN = 24 V"),
)
UD_IPU = f(
    UD,
    2,
    "Ingress protection IP67 (potted) IP40 (USB outlet open)",
    it("UDB-2405U", "ip_rating", values=["IP40"], condition="UDB-2405U, USB outlet open"),
)
UD_VOUT = f(
    UD,
    1,
    "UDB-2405, IOUT = 0 … 2 A 4.90 5.00 5.10 Output voltage VOUT V",
    it(UD, "output_voltage", "V", lo=4.90, typ=5.00, hi=5.10, condition="UDB-2405, IOUT = 0 ... 2 A"),
)
UD_48 = note(UD, 2, "For 48 V systems use the UDB-4805 (separate data sheet).")

# ---------------------------------------------------------------- EMQ-4731
EM_VDD = f(
    EM,
    1,
    "Supply voltage VDD 2.2 3.3 3.6 V",
    it(EM, "supply_voltage", "V", lo=2.2, typ=3.3, hi=3.6, condition="VDD"),
)
EM_ILP = f(
    EM,
    1,
    "Supply current IDD low-power mode, fCLK = 768 kHz 230 280 µA",
    it(EM, "supply_current", "uA", typ=230, hi=280, condition="low-power mode, fCLK = 768 kHz"),
)
EM_SLEEP = f(
    EM,
    1,
    "µA sleep mode, fCLK < 250 kHz 12 20",
    it(EM, "standby_current", "uA", typ=12, hi=20, condition="sleep mode, fCLK < 250 kHz"),
)
EM_TSTART_LP = f(
    EM,
    1,
    "VDD and CLK applied, standard mode 10 Start-up time tSTART ms VDD and CLK applied, "
    "low-power mode 20",
    it(EM, "warm_up_time", "ms", hi=20, condition="start-up time, low-power mode"),
)
EM_ABS = f(
    EM,
    2,
    "Supply voltage VDD -0.3 4.0 V",
    it(EM, "abs_max_supply_voltage", "V", hi=4.0, condition="VDD"),
)
EM_5V = note(EM, 2, "CLK and SELECT are referenced to VDD and are not 5 V tolerant.")
EM_STEREO = note(
    EM,
    2,
    "Tie SELECT of the left microphone to GND and SELECT of the right microphone to VDD.",
)
EM_HOST = note(
    EM,
    2,
    "connect DATA and CLK to a PDM input (for example the ESP32 I2S peripheral in PDM RX mode",
)

# ---------------------------------------------------------------- RAS-202
RA_VON = f(
    RA,
    1,
    "Control voltage, ON CHn to DC− 3.0 32 V DC",
    it(RA, "input_high_voltage", "V", lo=3.0, hi=32, condition="control voltage ON, CHn to DC-"),
)
RA_VLOAD = f(
    RA,
    1,
    "Load voltage AC, 50 / 60 Hz 24 280 V AC",
    it(RA, "contact_voltage", "VAC", lo=24, hi=280, condition="load voltage, AC 50 / 60 Hz"),
)
RA_ILOAD = f(
    RA,
    1,
    "Load current, TA = 25 °C 0.1 2.0 A resistive TA = 60 °C 0.1 1.2",
    it(RA, "contact_current", "A", hi=2.0, condition="per channel, resistive, TA = 25 °C"),
)
RA_I24 = f(
    RA,
    1,
    "Control input current at 12 V 8.5 mA (per channel) at 24 V 9.5",
    it(RA, "supply_current", "mA", typ=9.5, condition="control input current per channel at 24 V"),
)
RA_DC = note(RA, 2, "No. The triac output only works on AC: once a DC load is on, it never turns off.")
RA_GPIO = note(
    RA,
    2,
    "The inputs accept any logic level from 3 V up to 32 V, so an ESP32 or Raspberry Pi (3.3 V) "
    "or an Arduino (5 V) GPIO drives CH1 and CH2 directly.",
)
RA_SURGE = note(RA, 1, "Surge current non-repetitive, 1 cycle, 50 Hz 20 A")
RA_LEAK = note(RA, 1, "Off-state leakage 240 V AC, 50 Hz 1.5 mA")

# ---------------------------------------------------------------- HBX3232 / HBX3232E
HB_VCC = f(
    HB,
    1,
    "Supply voltage VCC 3.0 3.3 5.5 V",
    it(HB, "supply_voltage", "V", lo=3.0, typ=3.3, hi=5.5, condition="VCC, recommended"),
)
HB_RATE = f(
    HB,
    2,
    "Maximum data rate 250 kbps",
    it(HB, "baud_rate", "kbps", lo=250, condition="RL = 3 kOhm, CL = 1000 pF, one transmitter switching"),
)
HB_ICC33 = f(
    HB,
    2,
    "Supply current, VCC = 3.3V 0.3 1.0 ICC mA no load",
    it(HB, "supply_current", "mA", typ=0.3, hi=1.0, condition="no load, VCC = 3.3 V"),
)
HB_VIH_Q = "Input logic low VIL 0.8 V VCC = 3.3V 2.0 Input logic high VIH V VCC = 5.0V 2.4"
HB_VIH5 = f(HB, 2, HB_VIH_Q, it(HB, "input_high_voltage", "V", lo=2.4, condition="T1IN, T2IN, VCC = 5.0 V"))
HB_VIH33 = f(HB, 2, HB_VIH_Q, it(HB, "input_high_voltage", "V", lo=2.0, condition="T1IN, T2IN, VCC = 3.3 V"))
HB_TOP_E = f(
    HB,
    1,
    "HBX3232C 0 70 Operating temperature ℃ HBX3232E −40 85",
    it("HBX3232E", "operating_temperature", DEG, lo=-40, hi=85, condition="HBX3232E"),
)
HB_ROUT = note(
    HB,
    2,
    "R1OUT and R2OUT swing from GND to VCC. At VCC = 5V they must not drive a 3.3V-only input "
    "(Raspberry Pi, ESP32): power the HBX3232 from 3.3V instead.",
)
HB_NOSHDN = note(HB, 2, "The HBX3232 has no shutdown mode. For battery designs use the HBX3222E.")
HB_RATE_COND = note(HB, 2, "RL = 3kΩ, CL = 1000pF, Maximum data rate 250 kbps one transmitter switching")

# ---------------------------------------------------------------- TKN-N27
TK_VBAT = f(
    TK,
    1,
    "VBAT module supply 2.6 3.3 4.2 V",
    it(TK, "supply_voltage", "V", lo=2.6, typ=3.3, hi=4.2, condition="VBAT"),
)
TK_PSM = f(
    TK,
    1,
    "PSM RTC running, registration kept 3.6 6 µA",
    it(TK, "standby_current", "uA", typ=3.6, hi=6, condition="PSM, VBAT = 3.3 V"),
)
TK_BAUD = f(
    TK,
    2,
    "Main UART (TXD, RXD, RTS, CTS): 4800 bps to 921600 bps, default 115200 bps, 8N1",
    it(TK, "baud_rate", "bps", value=115200, condition="main UART, default"),
)
TK_PEAK = f(
    TK,
    1,
    "Peak supply current TX burst at 23 dBm 400 480 mA",
    it(TK, "supply_current", "mA", typ=400, hi=480, condition="peak, TX burst at 23 dBm"),
)
TK_ABS = f(
    TK,
    1,
    "Absolute maximum ratings Parameter Min Max Unit VBAT -0.3 4.5 V",
    it(TK, "abs_max_supply_voltage", "V", hi=4.5, condition="VBAT"),
)
TK_VIH = f(
    TK,
    2,
    "Input high voltage VIH 1.17 2.0 V",
    it(TK, "input_high_voltage", "V", lo=1.17, hi=2.0, condition="1.8 V domain"),
)
TK_VOH = f(
    TK,
    2,
    "Output high voltage VOH 1.35 V",
    it(TK, "output_high_voltage", "V", lo=1.35, condition="1.8 V domain"),
)
TK_IO = note(TK, 2, "are in the 1.8 V domain and are not 3.3 V tolerant.")
TK_5V = note(TK, 2, "A 5 V rail needs an LDO or a buck converter.")
TK_LIION = note(
    TK,
    2,
    "A Li-ion, LiFePO4 or Li-SOCl2 cell with a buffer capacitor can feed VBAT directly within "
    "2.6 … 4.2 V.",
)

# ---------------------------------------------------------------- SVT-18P
SV_RANGE_Q = "Probe measuring range −20 +70 −40 +100 °C (tip in soil, water or compost)"
SV_RANGE_S = f(
    SV,
    1,
    SV_RANGE_Q,
    it(
        "SVT-18P-S",
        "measurement_range",
        DEG,
        lo=-40,
        hi=100,
        quantity="temperature",
        condition="probe measuring range, silicone cable (-S)",
    ),
)
SV_ACC = f(
    SV,
    1,
    "−10 … +70 °C −0.5 +0.5 Accuracy",
    it(SV, "accuracy", DEG, lo=-0.5, hi=0.5, quantity="temperature", condition="-10 ... +70 °C"),
)
SV_CONV11 = f(
    SV,
    1,
    "9-bit 40 10-bit 80 Conversion time ms 11-bit 160 12-bit (default) 320",
    it(SV, "response_time", "ms", hi=160, condition="conversion time, 11-bit"),
)
SV_IP = f(
    SV,
    2,
    "Probe and cable are IP68 (1.5 m of water, 72 h).",
    it(SV, "ip_rating", values=["IP68"], condition="probe and cable"),
)
SV_VDD = f(
    SV,
    1,
    "Supply voltage, VDD 3-wire mode (red wire) 3.0 5.5 V",
    it(SV, "supply_voltage", "V", lo=3.0, hi=5.5, condition="VDD, 3-wire mode"),
)
SV_ESP = note(SV, 2, "ESP32 and Raspberry Pi: power VDD from 3.3 V and pull DQ up to 3.3 V.")
SV_PULLUP = note(SV, 2, "up to 10 m 4.7 kΩ up to 3 m only")
