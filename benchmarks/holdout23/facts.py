"""Reference facts of the twenty-third hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation).
"""

from __future__ import annotations

from qkit import CN, EP, HB, KB, MF, PB, TR, VK, Fact, ev, it

# --------------------------------------------------------------------------- VKN-532
VK_VCC: Fact = (
    [it(VK, "supply_voltage", "V", lo=3.3, hi=5.5, condition="VKN-532 standard version")],
    [ev(VK, 1, "Working voltage：3.3V～5.5V")],
)
VK_VCC_L: Fact = (
    [it("VKN-532L", "supply_voltage", "V", lo=2.7, hi=3.6, condition="VKN-532L low-power")],
    [ev(VK, 1, "Working voltage：2.7V～3.6V")],
)
VK_I: Fact = (
    [it(VK, "supply_current", "mA", hi=120, condition="VKN-532, RF field on")],
    [ev(VK, 1, "Working current：≤120mA (RF field on)")],
)
VK_I_L: Fact = (
    [it("VKN-532L", "supply_current", "mA", hi=70, condition="VKN-532L, RF field on")],
    [ev(VK, 1, "Working current：≤70mA (RF field on)")],
)
VK_STB: Fact = (
    [it(VK, "standby_current", "mA", hi=15, condition="VKN-532 standby")],
    [ev(VK, 1, "Standby current：≤15mA")],
)
VK_SLEEP_L: Fact = (
    [it("VKN-532L", "standby_current", "uA", hi=50, condition="VKN-532L power-down")],
    [ev(VK, 1, "Sleep current：≤50uA (power-down mode)")],
)
VK_IF: Fact = (
    [it(VK, "interface", values=["UART", "I2C", "SPI"], condition="HSU = UART")],
    [ev(VK, 1, "Interface：HSU (UART) / I2C / SPI")],
)
VK_Q_I2C = "I2C: 7-bit slave address 0x24, clock up to 400kHz."
VK_ADDR: Fact = ([it(VK, "i2c_address", values=["0x24"])], [ev(VK, 2, VK_Q_I2C)])
VK_I2CF: Fact = ([it(VK, "i2c_clock_frequency", "kHz", hi=400)], [ev(VK, 2, VK_Q_I2C)])
VK_BAUD: Fact = (
    [it(VK, "baud_rate", "bps", value=115200, condition="HSU default")],
    [ev(VK, 2, "HSU: 115200bps default, 8N1.")],
)
VK_SPI: Fact = (
    [it(VK, "spi_clock_frequency", "MHz", hi=5)],
    [ev(VK, 2, "SPI: clock up to 5MHz, LSB first.")],
)
VK_TOP: Fact = (
    [it(VK, "operating_temperature", "°C", lo=-20, hi=70, condition="both versions")],
    [ev(VK, 1, "Working temperature：-20℃～+70℃")],
)
VK_FREQ: Fact = (
    [it(VK, "frequency_band", "MHz", value=13.56)],
    [ev(VK, 1, "Working frequency：13.56MHz")],
)
VK_DIST: Fact = (
    [
        it(
            VK,
            "measurement_range",
            "cm",
            lo=3,
            hi=5,
            quantity="distance",
            condition="VKN-532, MIFARE Classic card",
        )
    ],
    [ev(VK, 1, "Read distance：3～5cm (MIFARE Classic card)")],
)
VK_DIST_L: Fact = (
    [
        it(
            "VKN-532L",
            "measurement_range",
            "cm",
            lo=2,
            hi=4,
            quantity="distance",
            condition="VKN-532L, MIFARE Classic card",
        )
    ],
    [ev(VK, 1, "Read distance：2～4cm (MIFARE Classic card)")],
)
VK_LOGIC: Fact = (
    [it(VK, "io_supply_voltage", "V", value=3.3, condition="VKN-532 logic level, 3.3V TTL")],
    [ev(VK, 1, "Logic level：3.3V TTL (on-board LDO)")],
)
VK_NO5V_L: Fact = (
    [],
    [ev(VK, 2, "VKN-532L: do not connect VCC to 5V. Its signal pins are not 5V tolerant.")],
)
VK_ESD = [ev(VK, 2, "ESD rating of the module is not specified.")]

# --------------------------------------------------------------------------- TRN7160
TR_VBAT: Fact = (
    [it(TR, "supply_voltage", "V", lo=2.7, typ=3.6, hi=5.5, condition="VBAT recommended")],
    [ev(TR, 1, "VBAT battery supply voltage 2.7 3.6 5.5 V")],
)
TR_ABS: Fact = (
    [it(TR, "abs_max_supply_voltage", "V", hi=6.0, condition="VBAT limiting value")],
    [ev(TR, 1, "VBAT battery supply voltage -0.5 6.0 V")],
)
TR_PAD18: Fact = (
    [it(TR, "io_supply_voltage", "V", lo=1.65, typ=1.8, hi=1.95, condition="VDD(PAD), 1.8 V host")],
    [ev(TR, 1, "VDD(PAD) pad supply voltage 1.8 V host 1.65 1.8 1.95 V")],
)
TR_PAD33: Fact = (
    [it(TR, "io_supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VDD(PAD), 3.3 V host")],
    [ev(TR, 1, "3.3 V host 3.0 3.3 3.6 V")],
)
TR_PAD_ABS: Fact = (
    [],
    [ev(TR, 1, "VDD(PAD) pad supply voltage -0.5 4.0 V")],
)
TR_TOP: Fact = (
    [it(TR, "operating_temperature", "°C", lo=-30, hi=85, condition="Tamb recommended")],
    [ev(TR, 1, "Tamb ambient temperature -30 +85 °C")],
)
TR_PD: Fact = (
    [it(TR, "standby_current", "uA", typ=10, hi=20, condition="hard power-down, VEN = 0 V")],
    [ev(TR, 1, "Ipd VEN = 0 V 10 20[1] µA")],
)
TR_STB: Fact = (
    [it(TR, "standby_current", "uA", typ=25, condition="standby, polling off")],
    [ev(TR, 1, "Istb standby current polling off 25 µA")],
)
TR_ITX: Fact = (
    [it(TR, "supply_current", "mA", typ=100, hi=250, condition="ITVDD, field on, 50 Ohm load")],
    [ev(TR, 1, "ITVDD field on, 50 Ω load 100 250 mA")],
)
TR_I2CF: Fact = (
    [it(TR, "i2c_clock_frequency", "kHz", hi=400)],
    [ev(TR, 1, "I2C-bus interface, Fast mode up to 400 kHz")],
)
TR_SPI: Fact = (
    [it(TR, "spi_clock_frequency", "MHz", hi=7)],
    [ev(TR, 1, "SPI interface up to 7 MHz")],
)
TR_ADDR: Fact = (
    [it(TR, "i2c_address", values=["0x28", "0x29", "0x2A", "0x2B"], condition="I2CADR1/0")],
    [ev(TR, 2, "0 0 0x28 0 1 0x29 1 0 0x2A 1 1 0x2B")],
)
TR_DIST = [
    ev(TR, 2, "The reading distance depends on the antenna size and tuning and is not specified")
]

# --------------------------------------------------------------------------- MFR-20
MF_VCC: Fact = (
    [it(MF, "supply_voltage", "V", lo=4.75, hi=5.25, condition="recommended, both versions")],
    [ev(MF, 1, "Supply voltage VCC 4.75～5.25 V")],
)
MF_ABS: Fact = (
    [it(MF, "abs_max_supply_voltage", "V", hi=6.0)],
    [ev(MF, 1, "Supply voltage VCC 6.0 V")],
)
MF_TOP: Fact = (
    [it(MF, "operating_temperature", "°C", lo=0, hi=50, condition="recommended")],
    [ev(MF, 1, "Operating temperature Topr 0～+50 ℃")],
)
MF_BAUD: Fact = (
    [it(MF, "baud_rate", "bps", value=19200, condition="default; 9600 / 38400 by DIP switch")],
    [ev(MF, 1, "Communication speed：9600 / 19200 / 38400 bps (DIP switch, default 19200 bps)")],
)
MF_Q_ICC2 = "Supply current (card access) ICC2 110 118 mA"
MF_I_T: Fact = (
    [it("MFR-20T", "supply_current", "mA", typ=110, condition="card access")],
    [ev(MF, 1, MF_Q_ICC2)],
)
MF_I_R: Fact = (
    [it("MFR-20R", "supply_current", "mA", typ=118, condition="card access")],
    [ev(MF, 1, MF_Q_ICC2)],
)
MF_IW_R: Fact = (
    [it("MFR-20R", "supply_current", "mA", typ=52, condition="waiting")],
    [ev(MF, 1, "Supply current (waiting) ICC1 45 52 mA")],
)
MF_VOH_T: Fact = (
    [it("MFR-20T", "output_high_voltage", "V", typ=4.6, condition="TXD")],
    [ev(MF, 1, "Output high level (TXD) VOH 4.6 +5.5 V")],
)
MF_DIST: Fact = (
    [it(MF, "measurement_range", "mm", lo=0, hi=30, quantity="distance", condition="KD card")],
    [ev(MF, 1, "Communication distance * - 0～30 0～30 mm")],
)
MF_HUM: Fact = (
    [it(MF, "operating_humidity", "%RH", lo=20, hi=80, condition="no condensation")],
    [ev(MF, 1, "Operating humidity - 20～80 (no condensation) %RH")],
)
MF_RXD_R: Fact = (
    [it("MFR-20R", "abs_max_input_voltage", "V", lo=-15, hi=15, condition="RXD, RS-232C")],
    [ev(MF, 1, "Input voltage (RXD) MFR-20R VIN ±15 V")],
)
MF_WARM: Fact = (
    [it(MF, "warm_up_time", "ms", value=200, condition="before first command")],
    [ev(MF, 2, "Allow 200ms after power-on before the first command.")],
)
MF_NO33: Fact = ([], [ev(MF, 2, "Operation at 3.3V supply is not guaranteed.")])
MF_WATER = [ev(MF, 2, "Waterproof / dustproof performance is not specified.")]

# --------------------------------------------------------------------------- CNF3911
CN_VDD: Fact = (
    [it(CN, "supply_voltage", "V", lo=2.4, hi=5.5, condition="VDD")],
    [ev(CN, 1, "Supply Voltage VDD • 2.4 5.5 V")],
)
CN_VIO: Fact = (
    [it(CN, "io_supply_voltage", "V", lo=1.65, hi=5.5, condition="VDD_IO")],
    [ev(CN, 1, "I/O Supply Voltage VDD_IO • 1.65 5.5 V")],
)
CN_PD: Fact = (
    [it(CN, "standby_current", "uA", typ=1, hi=5, condition="power-down, EN = 0 V")],
    [ev(CN, 1, "Power-Down Current IPD EN = 0 V 1 5(1) µA")],
)
CN_IDLE: Fact = (
    [it(CN, "quiescent_current", "mA", typ=2.7, hi=4.5, condition="idle, field off")],
    [ev(CN, 1, "Idle Current IIDLE oscillator on, field off 2.7 4.5 mA")],
)
CN_IF5: Fact = (
    [it(CN, "supply_current", "mA", typ=350, condition="field on, VDD = 5.0 V, 1.4 W")],
    [ev(CN, 1, "IFIELD VDD = 5.0 V, 1.4 W 350 mA")],
)
CN_IF3: Fact = (
    [it(CN, "supply_current", "mA", typ=180, condition="field on, VDD = 3.3 V, 0.5 W")],
    [ev(CN, 1, "VDD = 3.3 V, 0.5 W 180 mA")],
)
CN_SPI: Fact = (
    [it(CN, "spi_clock_frequency", "MHz", hi=10)],
    [ev(CN, 1, "SPI Clock Frequency fSCLK • 10 MHz")],
)
CN_TOP: Fact = (
    [it(CN, "operating_temperature", "°C", lo=-40, hi=105, condition="ordering information")],
    [ev(CN, 2, "CNF3911-QFN32 -40°C to +105°C")],
)
CN_POUT: Fact = (
    [it(CN, "tx_power", "W", hi=1.4)],
    [ev(CN, 1, "Up to 1.4 W output power into the antenna")],
)
CN_NOI2C: Fact = ([], [ev(CN, 2, "I2C is not available.")])
CN_IF: Fact = (
    [it(CN, "interface", values=["SPI"])],
    [ev(CN, 1, "SPI up to 10 MHz"), ev(CN, 2, "I2C is not available.")],
)
CN_DIST = [ev(CN, 2, "the CNF3911 data sheet does not specify a reading distance")]

# --------------------------------------------------------------------------- KBD4412
KB_VDD: Fact = (
    [it(KB, "supply_voltage", "V", lo=2.5, hi=5.5)],
    [ev(KB, 1, "Supply Voltage Range VDD 2.5 5.5 V")],
)
KB_ABS: Fact = (
    [it(KB, "abs_max_supply_voltage", "V", hi=6.0)],
    [ev(KB, 1, "-0.3 V to 6.0 V")],
)
KB_IQ: Fact = (
    [it(KB, "quiescent_current", "mA", typ=1.6, hi=3.0, condition="EN = VDD, IN = 0 V")],
    [ev(KB, 1, "IQ EN = VDD, IN = 0 V 1.6 3.0 mA")],
)
KB_ISD: Fact = (
    [it(KB, "standby_current", "uA", typ=0.1, hi=1.0, condition="shutdown, EN = 0 V")],
    [ev(KB, 1, "ISD EN = 0 V 0.1 1.0(1) µA")],
)
KB_V3X: Fact = (
    [it(KB, "output_voltage", "V", typ=18, condition="peak-to-peak, GAIN = 3x, VDD = 3.0 V")],
    [ev(KB, 1, "GAIN = 3x 18 VPP")],
)
KB_V2X: Fact = (
    [it(KB, "output_voltage", "V", typ=12, condition="peak-to-peak, GAIN = 2x, VDD = 3.0 V")],
    [ev(KB, 1, "GAIN = 2x 12 VPP")],
)
KB_V5: Fact = (
    [it(KB, "output_voltage", "V", value=30, condition="peak-to-peak, VDD = 5 V, 3x")],
    [ev(KB, 2, "At VDD = 5 V in 3x mode the output reaches 30 VPP.")],
)
KB_VIH: Fact = (
    [it(KB, "input_high_voltage", "V", lo=1.4, condition="EN, IN")],
    [ev(KB, 1, "VIH EN, IN 1.4 V")],
)
KB_VIL: Fact = (
    [it(KB, "input_low_voltage", "V", hi=0.4, condition="EN, IN")],
    [ev(KB, 1, "VIL EN, IN 0.4 V")],
)
KB_TOP: Fact = (
    [it(KB, "operating_temperature", "°C", lo=-40, hi=85)],
    [ev(KB, 1, "-40°C to +85°C")],
)
KB_MAG: Fact = (
    [],
    [ev(KB, 2, "Electromagnetic (magnetic) buzzers and loudspeakers are not supported.")],
)
KB_SC = [ev(KB, 2, "The output short-circuit current is not specified.")]

# --------------------------------------------------------------------------- PBD-12
PB_VCC: Fact = (
    [it(PB, "supply_voltage", "V", lo=3.3, hi=5, condition="both versions")],
    [ev(PB, 1, "Working voltage：3.3V～5V")],
)
PB_MAX: Fact = (
    [it(PB, "abs_max_supply_voltage", "V", hi=5.5, condition="do not exceed")],
    [ev(PB, 2, "Do not exceed 5.5V on VCC.")],
)
PB_Q_I = "Working current (sounding) ≤30mA ≤25mA"
PB_I_L: Fact = (
    [it("PBD-12L", "supply_current", "mA", hi=30, condition="sounding")],
    [ev(PB, 1, PB_Q_I)],
)
PB_I_H: Fact = (
    [it("PBD-12H", "supply_current", "mA", hi=25, condition="sounding")],
    [ev(PB, 1, PB_Q_I)],
)
PB_Q_S = "Static current (silent) ≤0.5mA ≤0.1mA"
PB_S_L: Fact = (
    [it("PBD-12L", "quiescent_current", "mA", hi=0.5, condition="silent")],
    [ev(PB, 1, PB_Q_S)],
)
PB_S_H: Fact = (
    [it("PBD-12H", "quiescent_current", "mA", hi=0.1, condition="silent")],
    [ev(PB, 1, PB_Q_S)],
)
PB_TOP: Fact = (
    [it(PB, "operating_temperature", "°C", lo=-10, hi=60)],
    [ev(PB, 1, "Working temperature：-10℃～+60℃")],
)
PB_VIH_H: Fact = (
    [it("PBD-12H", "input_high_voltage", "V", lo=2.0, condition="I/O high turns buzzer on")],
    [ev(PB, 2, "PBD-12H: I/O high level ≥2.0V turns the buzzer on")],
)
PB_L_33: Fact = (
    [],
    [ev(PB, 2, "With VCC = 5V a 3.3V MCU cannot switch it off completely")],
)
PB_SPL = [ev(PB, 2, "Sound pressure level is not specified")]

# --------------------------------------------------------------------------- EPZ-310
EP_Q_V = "Supply voltage, continuous V DC 9 ... 15 18 ... 30 18 ... 30"
EP_V12: Fact = (
    [it("EPZ-310-12", "supply_voltage", "V", lo=9, hi=15, condition="continuous")],
    [ev(EP, 1, EP_Q_V)],
)
EP_V24: Fact = (
    [it("EPZ-310-24", "supply_voltage", "V", lo=18, hi=30, condition="continuous")],
    [ev(EP, 1, EP_Q_V)],
)
EP_V24I: Fact = (
    [it("EPZ-310-24I", "supply_voltage", "V", lo=18, hi=30, condition="continuous")],
    [ev(EP, 1, EP_Q_V)],
)
EP_Q_VMAX = "Supply voltage, max. 1 min V DC 18 36 36"
EP_VMAX12: Fact = (
    [it("EPZ-310-12", "abs_max_supply_voltage", "V", hi=18, condition="max. 1 min")],
    [ev(EP, 1, EP_Q_VMAX)],
)
EP_IQ24: Fact = (
    [it("EPZ-310-24", "quiescent_current", "mA", value=5, condition="input low")],
    [ev(EP, 1, "Quiescent current mA 4 5 5")],
)
EP_Q_IO = "Output current, max. mA 150 100 100"
EP_IO12: Fact = (
    [it("EPZ-310-12", "output_current", "mA", hi=150)],
    [ev(EP, 1, EP_Q_IO)],
)
EP_IO24: Fact = (
    [it("EPZ-310-24", "output_current", "mA", hi=100)],
    [ev(EP, 1, EP_Q_IO)],
)
EP_IPK12: Fact = (
    [it("EPZ-310-12", "peak_output_current", "mA", hi=400, condition="< 10 ms")],
    [ev(EP, 1, "Peak output current mA 400 300 300")],
)
EP_VIH: Fact = (
    [it(EP, "input_high_voltage", "V", lo=2.0, condition="control input, all codes")],
    [ev(EP, 1, "Control input high V ≥ 2.0 ≥ 2.0 ≥ 2.0")],
)
EP_VINMAX: Fact = (
    [it(EP, "abs_max_input_voltage", "V", hi=5.5, condition="control input, all codes")],
    [ev(EP, 2, "Control input, max. V 5.5 5.5 5.5")],
)
EP_Q_T = "Operating temperature °C -25 ... +70 -25 ... +70 -40 ... +85"
EP_T24: Fact = (
    [it("EPZ-310-24", "operating_temperature", "°C", lo=-25, hi=70)],
    [ev(EP, 2, EP_Q_T)],
)
EP_T24I: Fact = (
    [it("EPZ-310-24I", "operating_temperature", "°C", lo=-40, hi=85)],
    [ev(EP, 2, EP_Q_T)],
)
EP_T12: Fact = (
    [it("EPZ-310-12", "operating_temperature", "°C", lo=-25, hi=70)],
    [ev(EP, 2, EP_Q_T)],
)
EP_IP: Fact = (
    [it(EP, "ip_rating", values=["IP20"])],
    [ev(EP, 2, "Protection class - IP20 IP20 IP20")],
)
EP_SPL = [
    ev(EP, 2, "The sound pressure depends on the siren used and is not specified for the module.")
]
EP_MAG: Fact = ([], [ev(EP, 2, "Do not connect magnetic (coil) sounders.")])

# --------------------------------------------------------------------------- HBZ03
HB_VDD: Fact = (
    [it(HB, "supply_voltage", "V", lo=1.8, hi=5.5, condition="both versions")],
    [ev(HB, 1, "The supply range is 1.8 V to 5.5 V for both versions")],
)
HB_ABS: Fact = (
    [it(HB, "abs_max_supply_voltage", "V", hi=7.0)],
    [ev(HB, 1, "Power supply voltage VDD 7.0 V")],
)
HB_IDD: Fact = (
    [it(HB, "supply_current", "mA", typ=0.9, hi=1.5, condition="CTRL = H, no load")],
    [ev(HB, 1, "IDD - 0.9 1.5 mA CTRL = H, no load")],
)
HB_IST: Fact = (
    [it(HB, "standby_current", "uA", typ=0.5, hi=2.0, condition="CTRL = L")],
    [ev(HB, 1, "IST - 0.5 2.0 µA CTRL = L")],
)
HB_IO: Fact = (
    [it(HB, "peak_output_current", "mA", hi=100, condition="peak")],
    [ev(HB, 1, "Output current IO - - 100 mA peak")],
)
HB_RON: Fact = (
    [it(HB, "on_resistance", "Ohm", typ=6, hi=12, condition="IO = 50 mA, H + L side")],
    [ev(HB, 1, "RON - 6 12 Ω IO = 50 mA, H + L side")],
)
HB_TOP: Fact = (
    [it(HB, "operating_temperature", "°C", lo=-40, hi=105, condition="abs max table only")],
    [ev(HB, 1, "Operating temperature Topr -40 to +105 °C")],
)
HB_VIH5: Fact = (
    [it(HB, "input_high_voltage", "V", lo=4.0, condition="CTRL, VDD = 5.0 V")],
    [ev(HB, 2, "with VDD = 5.0 V the HIGH level must be 4.0 V or more")],
)
HB_MAG: Fact = ([], [ev(HB, 2, "Electromagnetic buzzers can not be driven.")])
HB_PROT = [ev(HB, 2, "Thermal shutdown and output short protection are not built in.")]
