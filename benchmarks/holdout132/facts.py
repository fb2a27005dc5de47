"""Reference facts of the hundred-and-thirty-second hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page (quotes are the page text
with runs of whitespace collapsed; check_quotes.py checks them)."""

from __future__ import annotations

from qkit import BJ, DL, HU, KB, KV, SP, SQ, SV, Fact, Item, ev, it

DEG = "°C"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- SVE24B64 (I2C EEPROM)
SV_VCC_Q = "Supply voltage VCC 1.7 5.5 2.5 5.5 V"
SV_VCC_I = f(SV, 1, SV_VCC_Q,
             it("SVE24B64-I", "supply_voltage", "V", lo=1.7, hi=5.5, condition="VCC, grade I"))
SV_VCC_E = f(SV, 1, SV_VCC_Q,
             it("SVE24B64-E", "supply_voltage", "V", lo=2.5, hi=5.5, condition="VCC, grade E"))
SV_ADDR = f(
    SV, 2,
    "The 7-bit slave address is therefore 1010 A2 A1 A0, i.e. 0x50 to 0x57 (0x50 with "
    "A2 = A1 = A0 = GND).",
    it(SV, "i2c_address", values=["0x50", "0x51", "0x52", "0x53", "0x54", "0x55", "0x56", "0x57"],
       condition="7-bit, set by A2..A0"),
)
SV_ADDR_LLL = f(SV, 2, "GND GND GND 0x50 A0h A1h",
                it(SV, "i2c_address", values=["0x50"], condition="A2 = A1 = A0 = GND"))
SV_ADDR_HHH = f(SV, 2, "VCC VCC VCC 0x57 AEh AFh",
                it(SV, "i2c_address", values=["0x57"], condition="A2 = A1 = A0 = VCC"))
SV_FSCL_LOW = f(
    SV, 2, "1.7 V ≤ VCC < 2.5 V 0 400 SCL clock frequency fSCL kHz",
    it(SV, "i2c_clock_frequency", "kHz", lo=0, hi=400, condition="1.7 V <= VCC < 2.5 V"),
)
SV_STBY_E = f(
    SV, 1, "SCL = SDA = VCC = 5.5 V 0.1 1 0.1 5 Standby current ICCS µA",
    it("SVE24B64-E", "standby_current", "uA", typ=0.1, hi=5, condition="grade E, VCC = 5.5 V"),
)
SV_INMAX = f(
    SV, 2,
    "Inputs are not 5 V tolerant: keep SDA, SCL, WP and A0–A2 below VCC + 1.0 V, which is "
    "4.3 V when VCC = 3.3 V. On a bus pulled up to 5 V, supply the SVE24B64 from 5 V as well.",
    it(SV, "abs_max_input_voltage", "V", hi=4.3, condition="SDA, SCL, WP, A0-A2 at VCC = 3.3 V "
       "(VCC + 1.0 V)"),
)
SV_WRITE = note(SV, 1, "Write current ICC(W) VCC = 5.5 V, during tWC 1.5 3 1.5 3 mA")
SV_RETENTION = note(SV, 2, "Data retention — TA = 55 °C 100 years")
SV_TEMP = note(SV, 1, "Ambient temperature TA operating -40 +85 -40 +125 °C")

# ---------------------------------------------------------------- DOL-40 (laser ToF module)
DL_VIN = f(DL, 1, "Supply voltage VIN 3.0 3.3 5.5 V",
           it(DL, "supply_voltage", "V", lo=3.0, typ=3.3, hi=5.5, condition="VIN"))
DL_ADDR = f(
    DL, 2,
    "The module answers at the 7-bit address 0x29 after every power-up and after every XSHUT "
    "pulse",
    it(DL, "i2c_address", values=["0x29"], condition="7-bit, after power-up / XSHUT"),
)
DL_XSHUT = note(DL, 2, "XSHUT has a 47 kΩ pull-up to VIN, so a module whose XSHUT is not wired "
                "is always awake.")
DL_MULTI = note(DL, 2, "To run several DOL-40 on one bus, hold all but one in shutdown with their "
                "XSHUT lines, give the awake module a new address, then wake the next one.")
DL_RATE = f(DL, 1, "Ranging rate timing budget 20 ms 50 50 Hz",
            it(DL, "data_rate", "Hz", hi=50, condition="ranging rate, 20 ms timing budget"))
DL_GREY_W = f(
    DL, 1, "grey target 17 %, indoor 1800 1100 mm",
    it("DOL-40W", "measurement_range", "mm", hi=1100, quantity="distance",
       condition="maximum distance, grey target 17 %, indoor, DOL-40W column"),
)
DL_SD = f(DL, 1, "Shutdown current ISD XSHUT = low, incl. regulator 4 8 µA",
          it(DL, "standby_current", "uA", typ=4, hi=8, condition="XSHUT = low, incl. regulator"))
DL_ARDUINO = note(DL, 2, "5 V boards (Arduino Uno, Mega): connect VIN to 5 V and SDA / SCL "
                  "directly. The on-board translator shifts the sensor's 2.8 V levels to VIN.")
DL_DARK = note(DL, 2, "Dark targets return less light: see the grey-target row of Table A.")
DL_CLASS = note(DL, 1, "Class 1 laser product (IEC 60825-1:2014)")

# ---------------------------------------------------------------- BJX-LV4 / BJX-LV4T (shifter)
BJ_LV_Q = "Low-side supply (LV / VCCA) 1.8 – 5.0 V 1.65 – 3.6 V not above high side"
BJ_HV_Q = "High-side supply (HV / VCCB) 2.5 – 5.5 V 2.3 – 5.5 V"
BJ_LV = f(BJ, 1, BJ_LV_Q,
          it(BJ, "io_supply_voltage", "V", lo=1.8, hi=5.0, condition="LV, low side, BJX-LV4"))
BJ_HV = f(BJ, 1, BJ_HV_Q,
          it(BJ, "io_supply_voltage", "V", lo=2.5, hi=5.5, condition="HV, high side, BJX-LV4"))
BJ_LVT_A = f(BJ, 1, BJ_LV_Q,
             it("BJX-LV4T", "io_supply_voltage", "V", lo=1.65, hi=3.6, condition="VCCA, low side"))
BJ_LVT_B = f(BJ, 1, BJ_HV_Q,
             it("BJX-LV4T", "io_supply_voltage", "V", lo=2.3, hi=5.5, condition="VCCB, high side"))
BJ_I2C = f(BJ, 1, "I²C clock, max. 400 kHz — on-board pull-ups",
           it(BJ, "i2c_clock_frequency", "kHz", hi=400, condition="BJX-LV4, on-board pull-ups"))
BJ_T_I2C = note(BJ, 2, "The BJX-LV4T must not be used on I²C or on any line with pull-up "
                "resistors below 50 kΩ: its one-shot edge accelerators fight the pull-ups and "
                "the bus stalls. Use the BJX-LV4 for I²C.")
BJ_TPD = note(BJ, 1, "Propagation delay — 5 ns typ. VCCA 3.3 V, VCCB 5 V")
BJ_PUSH = note(BJ, 1, "Push-pull data rate, max. 2 Mbit/s 24 Mbit/s")
BJ_FAQ_ESP = note(BJ, 2, "Is a 3.3 V ESP32 and a 5 V Arduino on the same I²C bus OK? – Yes, "
                  "with the BJX-LV4: ESP32 side on LV, Arduino side on HV.")

# ---------------------------------------------------------------- SHQ25F32 (SPI NOR flash)
SQ_VCC_Q = "Supply voltage VCC 2.7 3.6 1.65 1.95 V"
SQ_VCC_V = f(SQ, 1, SQ_VCC_Q,
             it("SHQ25F32V", "supply_voltage", "V", lo=2.7, hi=3.6, condition="VCC, SHQ25F32V"))
SQ_VCC_W = f(SQ, 1, SQ_VCC_Q,
             it("SHQ25F32W", "supply_voltage", "V", lo=1.65, hi=1.95, condition="VCC, SHQ25F32W"))
SQ_ABS_W = f(SQ, 1, "Supply voltage VCC -0.6 to 4.0 -0.6 to 2.5 V",
             it("SHQ25F32W", "abs_max_supply_voltage", "V", lo=-0.6, hi=2.5,
                condition="VCC, SHQ25F32W column"))
SQ_FR_V = f(
    SQ, 2, "Clock frequency, all instructions FR 133 104 MHz except Read Data (03h)",
    it("SHQ25F32V", "spi_clock_frequency", "MHz", hi=133,
       condition="all instructions except Read Data (03h), SHQ25F32V"),
)
SQ_03 = f(SQ, 2, "Clock frequency, Read Data (03h) fR 50 50 MHz",
          it(SQ, "spi_clock_frequency", "MHz", hi=50, condition="Read Data (03h), both versions"))
SQ_DPD = f(SQ, 1, "Deep power-down current ICC2 after B9h, CS# = VCC 1 5 µA",
           it(SQ, "standby_current", "uA", typ=1, hi=5, condition="deep power-down"))
SQ_READ = note(SQ, 1, "fR = 50 MHz, single, SO open 6 10 Read current ICC3 mA fR = 104 MHz, "
               "Quad I/O, open 12 18")
SQ_5V = note(SQ, 2, "The I/O pins are not 5 V tolerant (maximum VCC + 0.4 V). Connect a 5 V "
             "microcontroller through a level translator.")
SQ_REFLOW = note(SQ, 1, "Lead temperature, reflow 260 260 °C")

# ---------------------------------------------------------------- HUM-232 (TTL / RS-232)
HU_VCC = f(HU, 1, "Supply voltage VCC 3.0 5.5 V",
           it(HU, "supply_voltage", "V", lo=3.0, hi=5.5, condition="VCC"))
HU_RATE = f(HU, 1, "CL = 1000 pF, RL = 3 kΩ 250 Data rate kbit/s",
            it(HU, "baud_rate", "kbit/s", hi=250, condition="CL = 1000 pF, RL = 3 kOhm"))
HU_VIH5 = f(HU, 1, "TTL input high (TXD pin) V VCC = 5.0 V 2.4",
            it(HU, "input_high_voltage", "V", lo=2.4, condition="TXD pin, VCC = 5.0 V"))
HU_RIN = f(HU, 1, "RS-232 receiver input (RXD on the RS-232 side) -25 +25 V",
           it(HU, "abs_max_input_voltage", "V", lo=-25, hi=25, condition="RS-232 receiver input"))
HU_TOPR = f(HU, 1, "Operating temperature 0 +70 °C",
            it(HU, "operating_temperature", DEG, lo=0, hi=70))
HU_ISO = note(HU, 2, "Not isolated: the RS-232 ground and your board ground are the same.")
HU_DTE = note(HU, 2, "The DB9 socket is wired like a PC serial port (DTE). Use a null-modem cable "
              "to another PC or PLC programming port")
HU_BAUDS = note(HU, 2, "for example 9600, 57600 and 115200 baud.")
HU_CABLE = note(HU, 1, "CL = 2500 pF, RL = 3 kΩ 120")

# ---------------------------------------------------------------- KVF-136 (LiFePO4 charger)
KV_VIN = f(KV, 1, "Tensão de entrada VIN 4.5 5.0 6.0 4.5 5.0 6.0 V Input voltage",
           it(KV, "supply_voltage", "V", lo=4.5, typ=5.0, hi=6.0, condition="VIN, both versions"))
KV_VCHG = f(
    KV, 1, "Tensão de carga 0 … 45 °C 3.564 3.600 3.636 3.564 3.600 3.636 V Charge voltage",
    it(KV, "output_voltage", "V", lo=3.564, typ=3.6, hi=3.636, condition="charge voltage"),
)
KV_ICHG10 = f(
    KV, 1, "Corrente de carga VBAT = 3.2 V 450 500 550 900 1000 1100 mA Charge current",
    it("KVF-136-10", "output_current", "mA", lo=900, typ=1000, hi=1100,
       condition="charge current, KVF-136-10, VBAT = 3.2 V"),
)
KV_PRE05 = f(
    KV, 1, "Corrente de pré-carga VBAT < 2.2 V 50 100 mA Precharge current",
    it("KVF-136-05", "output_current", "mA", typ=50, condition="precharge, VBAT < 2.2 V, "
       "KVF-136-05"),
)
KV_DRAIN = f(
    KV, 1, "Corrente de fuga da bateria VIN open 1.5 3 1.5 3 µA Battery drain current",
    it(KV, "standby_current", "uA", typ=1.5, hi=3, condition="battery drain, VIN open"),
)
KV_ABS = f(KV, 1, "Tensão de entrada / Input voltage VIN -0.3 8.0 V",
           it(KV, "abs_max_supply_voltage", "V", lo=-0.3, hi=8.0, condition="VIN"))
KV_12V = note(KV, 2, "Above 6.0 V on VIN the charger stops; above 8.0 V it is damaged. Do not "
              "connect 6 V solar panels directly (open-circuit voltage up to 7.5 V) and never a "
              "12 V supply.")
KV_LIION = note(KV, 2, "For LiFePO4 only. Do not use with 4.2 V Li-ion or LiPo cells: they would "
                "stop at 3.6 V, roughly half charged.")
KV_USB = note(KV, 2, "Fonte USB / USB source: the KVF-136-10 draws up to 1.1 A. Use a charger or "
              "power bank rated for at least 1.5 A")
KV_TAMB = note(KV, 1, "Temperatura ambiente de funcionamento -20 +70 °C Operating ambient "
               "temperature")
KV_HEAT = note(KV, 2, "A KVF-136-10 charging a 3.0 V cell from 5 V dissipates 2 W; above 115 °C "
               "die temperature the charge current is reduced automatically.")

# ---------------------------------------------------------------- KBS3102 (pulse-ox IC)
KB_VDD = f(KB, 1, "Power supply voltage VDD guaranteed by PSRR test 1.7 1.8 2.0 V",
           it(KB, "supply_voltage", "V", lo=1.7, typ=1.8, hi=2.0, condition="VDD, core"))
KB_VLED = f(KB, 1, "LED supply voltage VLED VLED+ to PGND 3.1 3.3 5.0 V",
            it(KB, "supply_voltage", "V", lo=3.1, typ=3.3, hi=5.0, condition="VLED+, LED supply"))
KB_ADDR = f(KB, 2, "The KBS3102 is an I²C slave at the 7-bit address 0x57 (write byte 0xAE, read "
            "byte 0xAF).", it(KB, "i2c_address", values=["0x57"], condition="7-bit, fixed"))
KB_RATE = f(KB, 1, "Sample rate programmable 50 3200 sps",
            it(KB, "data_rate", "sps", lo=50, hi=3200, condition="sample rate, programmable"))
KB_TACC = f(KB, 1, "TACC TA = -40 °C to +85 °C ±1 °C",
            it(KB, "accuracy", DEG, lo=-1, hi=1, quantity="temperature",
               condition="on-die temperature sensor, TA = -40 to +85 C"))
KB_ABS_VDD = f(KB, 1, "VDD to GND -0.3 to +2.2 V",
               it(KB, "abs_max_supply_voltage", "V", lo=-0.3, hi=2.2, condition="VDD"))
KB_3V3 = note(KB, 2, "Power VDD from a 1.8 V LDO. VDD must never exceed 2.2 V: do not connect "
              "VDD to a 3.3 V rail.")
KB_PULL = note(KB, 2, "SDA, SCL and INT are open-drain and may be pulled up to any voltage up to "
               "5.5 V, independent of VDD.")
KB_FIXED = note(KB, 2, "The address is fixed, so only one KBS3102 can sit on a bus.")
KB_SPO2 = note(KB, 2, "SpO2 accuracy depends on the finger contact, the algorithm and the "
               "calibration of the end product; it is not specified for the KBS3102 itself.")
KB_ALC = note(KB, 2, "The ambient-light cancellation removes 50 / 60 Hz lamp flicker and slow "
              "daylight changes.")
KB_VLED33 = note(KB, 2, "VLED+ can come from the 3.3 V system rail")

# ---------------------------------------------------------------- SPK-IR03 (IR obstacle)
SP_VCC = f(SP, 1, "Supply voltage 3.3 – 5.0 3.3 – 5.0 V",
           it(SP, "supply_voltage", "V", lo=3.3, hi=5.0, condition="VCC, both versions"))
SP_RANGE33 = f(
    SP, 1, "Detection distance cm VCC = 3.3 V, white paper 2 – 20 2 – 20",
    it(SP, "measurement_range", "cm", lo=2, hi=20, quantity="distance",
       condition="detection distance, VCC = 3.3 V, white paper"),
)
SP_OUT = f(SP, 1, "Output type digital, active low digital, active low",
           it(SP, "output_signal_type", values=["digital"], condition="active low"))
SP_EN5 = f(
    SP, 1, "Supply current VCC = 5.0 V, EN = low — 1.2 mA (IR LED off)",
    it("SPK-IR03E", "standby_current", "mA", value=1.2,
       condition="IR LED off, EN = low, VCC = 5.0 V, SPK-IR03E"),
)
SP_PI = note(SP, 2, "OUT is pulled up to VCC by 10 kΩ. On 3.3 V boards (ESP32, Raspberry Pi) "
             "power the module from 3.3 V, otherwise the 5 V high level reaches the GPIO pin.")
SP_BLACK = note(SP, 2, "Black, dark-blue and shiny surfaces reflect little IR. They are only "
                "detected much closer than white paper.")
SP_SUN = note(SP, 2, "Direct sunlight and halogen lamps blind the receiver and the output may "
              "stay LOW.")
