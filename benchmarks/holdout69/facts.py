"""Reference facts of the sixty-ninth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import CR, FR, HX, JY, NK, OR, PB, VR, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
FWEQ = "\uff1d"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- ORB6620
OR_VDD = f(
    OR,
    1,
    "Tension d'alimentation coeur / VDD 1.71 1.8 3.6 V Core supply voltage",
    it(OR, "supply_voltage", "V", lo=1.71, typ=1.8, hi=3.6, condition="core VDD"),
)
OR_VDDIO = f(
    OR,
    1,
    "Tension des E/S / VDDIO 1.62 3.6 V",
    it(OR, "io_supply_voltage", "V", lo=1.62, hi=3.6, condition="VDDIO"),
)
OR_TOP = f(
    OR,
    1,
    "Température de fonctionnement / Ta -40 +85 " + DEG + " Operating temperature",
    it(OR, "operating_temperature", DEG, lo=-40, hi=85),
)
OR_SCL = f(
    OR,
    1,
    "Fréquence SCL / SCL clock fSCL 1000 kHz mode Fm+",
    it(OR, "i2c_clock_frequency", "kHz", hi=1000),
)
OR_SPI = f(
    OR, 1, "Fréquence SPC / SPI clock fSPC 10 MHz", it(OR, "spi_clock_frequency", "MHz", hi=10)
)
OR_ABS = f(
    OR,
    1,
    "Tension d'alimentation coeur / Core supply voltage VDD -0.3 ... 4.0 V",
    it(OR, "abs_max_supply_voltage", "V", hi=4.0, condition="VDD, absolute maximum"),
)
OR_ADDR = f(
    OR,
    1,
    "With SA0 tied to GND the 7-bit slave address is 0x6A; with SA0 tied to VDDIO it is 0x6B",
    it(OR, "i2c_address", values=["0x6A", "0x6B"]),
)
OR_WHO = note(
    OR, 1, "the WHO_AM_I register reads 0x7C; this is an identifier and not a bus address"
)
OR_I_6 = f(
    OR,
    1,
    "Accéléromètre + gyromètre, haute performance / 1.66 kHz 1.10 mA Accel + gyro, high-performance",
    it(OR, "supply_current", "mA", typ=1.10, condition="accel + gyro, high-performance"),
)
OR_I_LP = f(
    OR,
    1,
    "Accéléromètre seul, basse consommation / 52 Hz 26 " + MU + "A Accel only, low-power",
    it(OR, "supply_current", "uA", typ=26, condition="accel only, low-power, 52 Hz"),
)
OR_PD = f(
    OR,
    1,
    "Mode veille / Power-down (both sensors) - 3.5 " + MU + "A",
    it(OR, "standby_current", "uA", typ=3.5, condition="power-down"),
)
OR_FS_XL = f(
    OR,
    2,
    "FS_XL " + PM + "2 / " + PM + "4 / " + PM + "8 / " + PM + "16 g",
    it(OR, "measurement_range", "g", lo=-16, hi=16, quantity="acceleration"),
)
OR_FS_G = f(
    OR,
    2,
    "FS_G " + PM + "125 ... " + PM + "2000 dps",
    it(OR, "measurement_range", "dps", lo=-2000, hi=2000, quantity="angular_rate"),
)
OR_TST = f(
    OR,
    1,
    "Température de stockage / Storage temperature Tstg -40 ... +125 " + DEG,
    it(OR, "storage_temperature", DEG, lo=-40, hi=125),
)
OR_SHOCK = note(OR, 1, "Choc mécanique / Mechanical shock (0.2 ms) 10 000 g")

# ---------------------------------------------------------------- CRS3410
CR_VIN = f(CR, 1, "Input Voltage Range 2.7 5.5 V", it(CR, "supply_voltage", "V", lo=2.7, hi=5.5))
CR_ABS = (
    [it(CR, "abs_max_supply_voltage", "V", hi=6, condition="VIN, CTRL")],
    [ev(CR, 1, "VIN, CTRL Voltage"), ev(CR, 1, "-0.3 V to 6 V")],
)
CR_IQ = f(
    CR,
    1,
    "Quiescent Current VFB = 0.3 V, Not Switching 1.8 2.5 mA",
    it(CR, "quiescent_current", "mA", typ=1.8, hi=2.5, condition="not switching"),
)
CR_SD = f(
    CR,
    1,
    "Shutdown Current VCTRL = 0 V 0.1 1 " + MU + "A",
    it(CR, "standby_current", "uA", typ=0.1, hi=1, condition="shutdown, VCTRL = 0 V"),
)
CR_OVP_A = f(
    CR,
    1,
    "Output Overvoltage CRS3410A 26 28 30 V",
    it("CRS3410A", "output_voltage", "V", lo=26, typ=28, hi=30, condition="OVP threshold"),
)
CR_OVP_B = f(
    CR,
    1,
    "Protection Threshold CRS3410B 36 38 40 V",
    it("CRS3410B", "output_voltage", "V", lo=36, typ=38, hi=40, condition="OVP threshold"),
)
CR_NLED = note(
    CR,
    2,
    "the CRS3410A supports up to 6 LEDs and the CRS3410B up to 10 LEDs in series",
)
CR_RGB = note(CR, 2, "The CRS3410 is not intended to drive RGB or parallel LED strings.")
CR_TOP = f(
    CR,
    2,
    "The CRS3410 is guaranteed over the -40 " + DEG + " to 85 " + DEG + " ambient operating "
    "temperature range",
    it(CR, "operating_temperature", DEG, lo=-40, hi=85, condition="ambient (Note 2)"),
)
CR_VIH = f(CR, 2, "VIH 1.4 V", it(CR, "input_high_voltage", "V", lo=1.4, condition="CTRL"))
CR_VIL = f(CR, 2, "VIL 0.4 V", it(CR, "input_low_voltage", "V", hi=0.4, condition="CTRL"))
CR_ILED = f(
    CR,
    2,
    "Recommended LED Current (Note 6) 20 25 mA",
    it(CR, "output_current", "mA", typ=20, hi=25, condition="recommended LED current"),
)

# ---------------------------------------------------------------- HX-801
HX_VCC = f(
    HX,
    1,
    "Working voltage" + FWC + "3.3V" + FWT + "5V",
    it(HX, "supply_voltage", "V", lo=3.3, hi=5),
)
HX_MAX = f(
    HX,
    2,
    "Maximum voltage is 5.5V, 12V will burn the LM393",
    it(HX, "abs_max_supply_voltage", "V", hi=5.5),
)
HX_TOP = f(
    HX,
    2,
    "Working temperature is -10" + FW_C + FWT + "+60" + FW_C,
    it(HX, "operating_temperature", DEG, lo=-10, hi=60),
)
HX_ICC = f(
    HX,
    1,
    "Working current no vibration, DO low 4.2 mA",
    it(HX, "supply_current", "mA", typ=4.2, condition="no vibration, VCC = 5 V"),
)
HX_ICC_V = f(
    HX,
    1,
    "vibration, DO high 3.1 mA",
    it(HX, "supply_current", "mA", typ=3.1, condition="vibration, DO high, VCC = 5 V"),
)
HX_DRIVE = f(
    HX, 1, "Output drive ability" + FWC + "more than 15mA", it(HX, "output_current", "mA", lo=15)
)
HX_OUT = f(
    HX,
    1,
    "Output form" + FWC + "digital switch output (0 and 1)",
    it(HX, "output_signal_type", values=["digital"]),
)
HX_HUM = f(
    HX,
    2,
    "Humidity" + FWC + "10%" + FWT + "90%RH (no condensation)",
    it(HX, "operating_humidity", "%RH", lo=10, hi=90),
)
HX_TST = f(
    HX,
    2,
    "Storage temperature" + FWC + "-20" + FW_C + FWT + "+70" + FW_C,
    it(HX, "storage_temperature", DEG, lo=-20, hi=70),
)
HX_3V3 = note(HX, 2, "Yes, power VCC with 3.3V then DO high level is 3.3V.")
HX_NOG = note(HX, 2, "Spring switch have no fixed g value, adjust the potentiometer by test.")
HX_ONOFF = note(HX, 2, "No, it only detect vibration on/off.")
HX_WET = note(HX, 2, "it is not waterproof, please add housing")

# ---------------------------------------------------------------- FR4-5V
FR_VCC = f(
    FR,
    1,
    "Kortforsyning / Board supply (VCC, JD-VCC) 4.75 - 5.25 4.75 - 5.25 V",
    it(FR, "supply_voltage", "V", lo=4.75, hi=5.25),
)
FR_COIL = f(
    FR,
    1,
    "Strøm pr. trukket relæ / 72 72 mA Current per energised relay",
    it(FR, "supply_current", "mA", typ=72, condition="per energised relay"),
)
FR_ON_LINE = "Indgang aktiveret ved / ≥ 2.5 ≤ 0.8 V Input switches relay ON at"
FR_H_ON = f(
    FR, 1, FR_ON_LINE, it("FR4-5V-H", "input_high_voltage", "V", lo=2.5, condition="relay ON")
)
FR_L_ON = f(
    FR, 1, FR_ON_LINE, it("FR4-5V-L", "input_low_voltage", "V", hi=0.8, condition="relay ON")
)
FR_3V3 = note(
    FR,
    1,
    "a 3.3 V logic high does not release the relay reliably on the -L version. Use the "
    "FR4-5V-H with 3.3 V controllers.",
)
FR_H_MAX = f(
    FR,
    1,
    "Indgang maks. / Input voltage, max. 5.5 VCC V",
    it("FR4-5V-H", "abs_max_input_voltage", "V", hi=5.5),
)
FR_AC_LINE = "250 V AC 10 A 3A 2A"
FR_CONT = f(
    FR,
    1,
    FR_AC_LINE,
    it(FR, "contact_current", "A", hi=10, condition="250 V AC resistive"),
)
FR_IND = f(FR, 1, FR_AC_LINE, it(FR, "contact_current", "A", hi=3, condition="250 V AC inductive"))
FR_LAMP = f(FR, 1, FR_AC_LINE, it(FR, "contact_current", "A", hi=2, condition="250 V AC lamp"))
FR_DC = f(
    FR,
    1,
    "30 V DC 10 A 3A -",
    it(FR, "contact_current", "A", hi=10, condition="30 V DC resistive"),
)
FR_DC_IND = f(
    FR, 1, "30 V DC 10 A 3A -", it(FR, "contact_current", "A", hi=3, condition="30 V DC inductive")
)
FR_TOP = f(
    FR,
    1,
    "Driftstemperatur / Operating temperature -20 ... +60 " + DEG,
    it(FR, "operating_temperature", DEG, lo=-20, hi=60),
)
FR_JD = note(FR, 2, "use a separate 5 V supply on JD-VCC if the Arduino is USB powered")
FR_DIODE = note(FR, 2, "Yes, every coil has its own diode on the board.")

# ---------------------------------------------------------------- NKD3208
NK_VDD = f(
    NK,
    1,
    "Supply voltage VDD 2.7 5.0 5.5 V",
    it(NK, "supply_voltage", "V", lo=2.7, typ=5.0, hi=5.5),
)
NK_ABS = f(NK, 1, "Supply voltage VDD 7.0 V", it(NK, "abs_max_supply_voltage", "V", hi=7.0))
NK_TOP = f(
    NK,
    1,
    "Operating ambient Topr -40 +85 " + FW_C + " temperature",
    it(NK, "operating_temperature", DEG, lo=-40, hi=85),
)
NK_CLK5 = f(
    NK,
    1,
    "[VDD" + FWEQ + "5.0V] Clock frequency fCLK 2.0 MHz",
    it(NK, "spi_clock_frequency", "MHz", hi=2.0, condition="VDD = 5.0 V"),
)
NK_CLK27 = f(
    NK,
    1,
    "[VDD" + FWEQ + "2.7V] Clock frequency fCLK 0.8 MHz",
    it(NK, "spi_clock_frequency", "MHz", hi=0.8, condition="VDD = 2.7 V"),
)
NK_CLK33 = f(
    NK,
    2,
    "When VDD is 3.3 V, use fCLK of 1.2 MHz or lower.",
    it(NK, "spi_clock_frequency", "MHz", hi=1.2, condition="VDD = 3.3 V"),
)
NK_FS5 = f(
    NK,
    1,
    "Sampling rate fS fCLK" + FWEQ + "2.0MHz 100 ksps",
    it(NK, "data_rate", "ksps", hi=100, condition="VDD = 5.0 V"),
)
NK_FS27 = f(
    NK,
    1,
    "Sampling rate fS fCLK" + FWEQ + "0.8MHz 40 ksps",
    it(NK, "data_rate", "ksps", hi=40, condition="VDD = 2.7 V"),
)
NK_IDD5 = f(
    NK,
    1,
    "Operating current IDD conversion 400 550 " + MU + "A",
    it(NK, "supply_current", "uA", typ=400, hi=550, condition="VDD = 5.0 V"),
)
NK_IDD27 = f(
    NK,
    1,
    "Operating current IDD conversion 250 400 " + MU + "A",
    it(NK, "supply_current", "uA", typ=250, hi=400, condition="VDD = 2.7 V"),
)
NK_SB5 = f(
    NK,
    1,
    "Standby current IDDS CS" + FWEQ + "VDD 0.5 2 " + MU + "A",
    it(NK, "standby_current", "uA", typ=0.5, hi=2, condition="VDD = 5.0 V"),
)
NK_SB27 = f(
    NK,
    1,
    "Standby current IDDS CS" + FWEQ + "VDD 0.3 1 " + MU + "A",
    it(NK, "standby_current", "uA", typ=0.3, hi=1, condition="VDD = 2.7 V"),
)
NK_RES = f(NK, 1, "Resolution 12 bit", it(NK, "resolution", "bit", value=12))
NK_VOL = f(NK, 2, "VOL 0.4 V", it(NK, "output_low_voltage", "V", hi=0.4))
NK_5VLOGIC = note(NK, 2, "a 5 V logic signal must not drive this IC when it is operated at 3.3 V")

# ---------------------------------------------------------------- VRF-LW
VR_BAND_LINE = "Kmitočtové pásmo / Frequency band 863 - 870 902 - 928 MHz"
VR_BAND868 = f(VR, 1, VR_BAND_LINE, it("VRF-LW868", "frequency_band", "MHz", lo=863, hi=870))
VR_BAND915 = f(VR, 1, VR_BAND_LINE, it("VRF-LW915", "frequency_band", "MHz", lo=902, hi=928))
VR_TX868 = (
    [it("VRF-LW868", "tx_power", "dBm", hi=14, condition="max. TX output power")],
    [
        ev(VR, 1, "Max. vysílací výkon / +141) +202) dBm Max. TX output power"),
        ev(VR, 1, "Limited by the module firmware to the EU868 regional maximum of +14 dBm."),
    ],
)
VR_TX915 = (
    [it("VRF-LW915", "tx_power", "dBm", hi=20, condition="conducted, VDD = 3.3 V")],
    [
        ev(VR, 1, "Max. vysílací výkon / +141) +202) dBm Max. TX output power"),
        ev(VR, 2, "Do not operate without antenna or 50 Ohm load at +20 dBm."),
    ],
)
VR_TX915_LOW = f(
    VR,
    1,
    "below VDD = 3.0 V the output is limited to +17 dBm",
    it("VRF-LW915", "tx_power", "dBm", hi=17, condition="VDD below 3.0 V"),
)
VR_TXI868 = f(
    VR,
    1,
    "Proud při vysílání (max. výkon) / 44 1183) mA TX current at max. power",
    it("VRF-LW868", "supply_current", "mA", typ=44, condition="TX at max. power"),
)
VR_PEAK = note(VR, 1, "Peak; size the supply for at least 150 mA.")
VR_RX = f(
    VR,
    1,
    "Proud při příjmu / RX current 11.5 11.5 mA",
    it(VR, "supply_current", "mA", typ=11.5, condition="RX"),
)
VR_SENS = f(
    VR,
    1,
    "Citlivost / RX sensitivity -137 -137 dBm SF12, BW 125 kHz",
    it(VR, "rx_sensitivity", "dBm", typ=-137, condition="SF12, BW 125 kHz"),
)
VR_SLEEP = f(
    VR,
    1,
    "Spánek / Sleep current 1.8 1.8 " + MU + "A (RTC running)",
    it(VR, "standby_current", "uA", typ=1.8, condition="sleep, RTC running"),
)
VR_VDD = f(
    VR,
    1,
    "Napájecí napětí / Supply voltage VDD 2.2 3.3 3.6 V",
    it(VR, "supply_voltage", "V", lo=2.2, typ=3.3, hi=3.6),
)
VR_ABS = f(
    VR,
    1,
    "Napětí na VDD, mezní / VDD, limiting 4.0 V abs. max.",
    it(VR, "abs_max_supply_voltage", "V", hi=4.0),
)
VR_TOP = f(
    VR,
    1,
    "Provozní teplota / Operating temperature -40 +85 " + DEG,
    it(VR, "operating_temperature", DEG, lo=-40, hi=85),
)
VR_BAUD = f(
    VR,
    1,
    "the default setting is 9600 bps, 8N1, and it can be changed to 115200 bps with AT+BAUD",
    it(VR, "baud_rate", "bps", value=9600, condition="default"),
)
VR_5V = note(VR, 1, "The I/O pins are 3.3 V CMOS and are not 5 V tolerant.")

# ---------------------------------------------------------------- PMK-BST12
PB_VIN = f(
    PB,
    1,
    "Feed the board with anything from 2.5 V to 5.5 V",
    it(PB, "supply_voltage", "V", lo=2.5, hi=5.5),
)
PB_ABS = f(PB, 1, "Never put more than 6 V on VIN", it(PB, "abs_max_supply_voltage", "V", hi=6))
PB_VOUT = f(
    PB,
    1,
    "The output is 12 V within " + PM + "4 % across the input range",
    it(PB, "output_voltage", "V", value=12),
)
PB_HEAD = "Max. continuous output current at 12 V VIN = 3.0 V VIN = 3.7 V VIN = 5.0 V"
PB_ROW = "still air, 25 " + DEG + " 180 mA 250 mA 400 mA"
PB_I30 = (
    [it(PB, "output_current", "mA", hi=180, condition="VIN = 3.0 V")],
    [ev(PB, 1, PB_HEAD), ev(PB, 1, PB_ROW)],
)
PB_I37 = (
    [it(PB, "output_current", "mA", hi=250, condition="VIN = 3.7 V")],
    [ev(PB, 1, PB_HEAD), ev(PB, 1, PB_ROW)],
)
PB_I50 = (
    [it(PB, "output_current", "mA", hi=400, condition="VIN = 5.0 V")],
    [ev(PB, 1, PB_HEAD), ev(PB, 1, PB_ROW)],
)
PB_NL = f(
    PB,
    1,
    "With nothing connected to the output the board draws about 1.5 mA from the input",
    it(PB, "quiescent_current", "mA", typ=1.5, condition="no load"),
)
PB_TOP = f(
    PB,
    1,
    "We test every batch between -20 " + DEG + " and +70 " + DEG,
    it(PB, "operating_temperature", DEG, lo=-20, hi=70),
)
PB_2S = note(PB, 2, "Can I use it with a 2S LiPo (7.4 V)? A: No - see the 6 V limit above.")
PB_FIXED = note(PB, 2, "Not from this board; it is fixed at 12 V.")
PB_AA = note(PB, 2, "below 2.5 V it stops. Expect the 3.0 V row above at best.")
PB_NOOCP = note(PB, 1, "There is no over-current shutdown.")

# ---------------------------------------------------------------- JY-091
JY_VCC = f(
    JY,
    1,
    "Module supply voltage VCC 3.0 3.3 5.5 V all",
    it(JY, "supply_voltage", "V", lo=3.0, typ=3.3, hi=5.5),
)
JY_ABS = f(
    JY,
    1,
    "Module supply voltage VCC -0.3 6.0 V",
    it(JY, "abs_max_supply_voltage", "V", hi=6.0),
)
JY_TOP = f(
    JY,
    1,
    "Operating temperature TOP -30 +70 " + FW_C,
    it(JY, "operating_temperature", DEG, lo=-30, hi=70),
)
JY_ICC_W = f(
    JY,
    1,
    "Operating current ICC VCC=5V, all pixels on 21 28 mA W",
    it("JY-091W", "supply_current", "mA", typ=21, hi=28, condition="VCC = 5 V, all pixels on"),
)
JY_ICC_B = f(
    JY,
    1,
    "VCC=5V, all pixels on 17 24 mA B",
    it("JY-091B", "supply_current", "mA", typ=17, hi=24, condition="VCC = 5 V, all pixels on"),
)
JY_SLP = f(
    JY,
    1,
    "Sleep current ISLP display off (0xAE) 8 15 " + MU + "A all",
    it(JY, "standby_current", "uA", typ=8, hi=15, condition="display off"),
)
JY_SCL = f(
    JY,
    1,
    "I2C clock frequency fSCL 400 kHz all",
    it(JY, "i2c_clock_frequency", "kHz", hi=400),
)
JY_ADDR = f(
    JY,
    2,
    "Default slave address is 0x3C (7-bit; 0x78 as 8-bit write address). Move the 0 ohm "
    "resistor on the back from position R1 to R2 to change the address to 0x3D.",
    it(JY, "i2c_address", values=["0x3C", "0x3D"]),
)
JY_VIH = note(JY, 1, "Input high voltage VIH SCL, SDA 0.8VCC V all")
JY_PULL = note(JY, 2, "SCL and SDA are pulled up to VCC on the board by 4.7k resistors.")
JY_HUM = f(
    JY,
    2,
    "Humidity" + FWC + "operating 20%" + FWT + "80%RH, no condensation.",
    it(JY, "operating_humidity", "%RH", lo=20, hi=80),
)
FR_L_OFF = note(FR, 1, "Indgang frigiver ved / ≤ 0.8 ≥ VCC - 0.5 V Input releases relay at")
OR_VIN = note(
    OR, 1, "Tension sur toute broche d'entrée / Input pin voltage Vin -0.3 ... VDDIO + 0.3 V"
)
VR_RANGE = note(
    VR, 2, "Range depends on antenna and environment; typical values are not guaranteed."
)
PB_RIPPLE = note(
    PB,
    1,
    "Output ripple is about 60 mV peak-to-peak at full load with the on-board 22 µF capacitor.",
)
CR_I6 = note(
    CR,
    2,
    "Higher LED currents are possible as long as the switch current limit is not reached",
)
