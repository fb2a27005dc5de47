"""Reference facts of the eighty-sixth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import DA, KP, LR, OK, PX, SD, TC, TG, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
GE = "\u2265"
LE = "\u2264"
TIMES = "\u00d7"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers the reference rests on: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- TCV3471
TC_VDD = f(
    TC,
    1,
    "Supply voltage VDD 2.7 3.0 3.6 V",
    it(TC, "supply_voltage", "V", lo=2.7, typ=3.0, hi=3.6, condition="recommended"),
)
TC_ABS = f(
    TC,
    1,
    "Supply voltage VDD -0.3 3.8 V",
    it(TC, "abs_max_supply_voltage", "V", hi=3.8, condition="absolute maximum"),
)
TC_VIABS = f(
    TC,
    1,
    "Digital input voltage (SCL, SDA) VI -0.3 3.8 V",
    it(TC, "abs_max_input_voltage", "V", hi=3.8, condition="SCL, SDA"),
)
TC_TOP = f(
    TC,
    1,
    "Operating free-air temperature TA -30 85 " + DEG,
    it(TC, "operating_temperature", DEG, lo=-30, hi=85),
)
TC_ISLP = f(
    TC,
    1,
    "Sleep state, no bus activity 2.5 10 " + MU + "A",
    it(TC, "standby_current", "uA", typ=2.5, hi=10, condition="sleep state"),
)
TC_VIH = f(
    TC, 1, "VIH SCL, SDA 1.26 V", it(TC, "input_high_voltage", "V", lo=1.26, condition="SCL, SDA")
)
TC_ADDR = f(
    TC,
    1,
    "7-bit slave address 0x39; the address cannot be changed",
    it(TC, "i2c_address", values=["0x39"]),
)
TC_5V = note(
    TC,
    1,
    "The bus pins are not 5 V tolerant; with a 5 V host use a level translator.",
)
TC_PULL = note(
    TC, 1, "SCL and SDA pull-up resistors may be returned to any rail from 1.62 V up to VDD."
)

# ---------------------------------------------------------------- BL-DAC12
DA_VCC = f(
    DA,
    1,
    "Voltan bekalan / VCC 2.7 5.0 5.5 V Supply voltage",
    it(DA, "supply_voltage", "V", lo=2.7, typ=5.0, hi=5.5),
)
DA_TOP = f(
    DA,
    1,
    "Suhu kendalian papan / TA -20 +70 " + DEG + " Board operating temperature",
    it(DA, "operating_temperature", DEG, lo=-20, hi=70, condition="board"),
)
DA_IOUT = f(
    DA,
    1,
    "Arus keluaran / IOUT 5 mA Output current (source or sink)",
    it(DA, "output_current", "mA", hi=5, condition="VOUT, source or sink"),
)
DA_I33 = (
    [
        it(
            DA,
            "supply_current",
            "uA",
            typ=170,
            hi=270,
            condition="VCC = 3.3 V, active, one channel, unloaded",
        )
    ],
    [
        ev(DA, 1, "Aktif, tipikal / Active, typical 150 170 210 " + MU + "A"),
        ev(DA, 1, "Aktif, maksimum / Active, maximum 250 270 400 " + MU + "A"),
    ],
)
DA_ADDR = f(
    DA,
    1,
    "Alamat I2C / I2C address: 0x60 as shipped; close solder jumper A0 for 0x61.",
    it(DA, "i2c_address", values=["0x60", "0x61"]),
)
DA_RES = f(DA, 1, "Resolusi / Resolution 12 bit", it(DA, "resolution", "bit", value=12))
DA_5V = note(
    DA,
    2,
    "Power the board from the Arduino 5V pin; the pull-ups then go to 5 V and the output "
    "spans 0 - 5 V.",
)
DA_33 = note(
    DA,
    2,
    "Power VCC from 3.3 V, not 5 V, because the on-board pull-ups go to VCC and would put 5 V "
    "on the 3.3 V pins.",
)
DA_10V = note(DA, 2, "Not from this board. The output can never be above VCC")

# ---------------------------------------------------------------- LRX
LR_VCC = f(
    LR,
    1,
    "Supply voltage DC 3.0 - 3.6 V DC 3.0 - 3.6 V 3.3 V typ.",
    it(LR, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6),
)
LR_ABS = f(LR, 2, "Supply must not exceed 3.8 V.", it(LR, "abs_max_supply_voltage", "V", hi=3.8))
LR_5V = note(LR, 2, "Do not connect VCC to 5 V: the laser diode driver will be damaged")
LR_BAUD = f(
    LR,
    1,
    "The serial port works at 19200 bps, 8 data bits, no parity, 1 stop bit",
    it(LR, "baud_rate", "bps", value=19200, condition="default, as delivered"),
)
LR_GREY80 = f(
    LR,
    1,
    "Measuring range, grey target (18 %) 0.03 - 25 m 0.05 - 50 m indoor",
    it(
        "LRX-80",
        "measurement_range",
        "m",
        lo=0.05,
        hi=50,
        quantity="distance",
        condition="grey 18 % target, indoor",
    ),
)
LR_ACC40 = f(
    LR,
    1,
    "Accuracy " + PM + "2 mm " + PM + "3 mm slow mode, note 1",
    it("LRX-40", "accuracy", "mm", lo=-2, hi=2, quantity="distance", condition="slow mode"),
)
LR_I40 = f(
    LR,
    1,
    "Current, measuring 90 mA 130 mA laser on",
    it("LRX-40", "supply_current", "mA", typ=90, condition="measuring, laser on"),
)
LR_IOFF = f(
    LR,
    1,
    "Current, power off (PWR_EN low) 10 " + MU + "A 10 " + MU + "A",
    it(LR, "standby_current", "uA", typ=10, condition="power off, PWR_EN low"),
)
LR_TOP = f(
    LR,
    1,
    "Operating temperature 0 - 40 " + DEG + " 0 - 40 " + DEG,
    it(LR, "operating_temperature", DEG, lo=0, hi=40),
)
LR_SUN = note(
    LR,
    2,
    "It works, but the range in bright sunlight is not specified and is usually much shorter "
    "than the indoor values.",
)
LR_WET = note(LR, 2, "The module is not waterproof or dust-proof; mount it behind a clean window.")

# ---------------------------------------------------------------- KPP-12D
KP_VR = f(
    KP,
    1,
    "Operating voltage range DC 6.0 ~ 13.2 V flow scales with voltage",
    it(KP, "supply_voltage", "V", lo=6.0, hi=13.2),
)
KP_I = f(
    KP,
    1,
    "Rated current " + LE + " 300 mA at rated voltage, water",
    it(KP, "supply_current", "mA", hi=300, condition="rated, 12 V, water"),
)
KP_ISTART = f(
    KP,
    1,
    "Starting current " + LE + " 900 mA < 50 ms",
    it(KP, "supply_current", "mA", hi=900, condition="starting, < 50 ms"),
)
KP_P = f(KP, 1, "Rated power 3.6 W", it(KP, "power_consumption", "W", value=3.6))
KP_TOP = f(
    KP,
    2,
    "Operating temperature 0 ~ 40 " + DEG + " liquid not frozen",
    it(KP, "operating_temperature", DEG, lo=0, hi=40),
)

# ---------------------------------------------------------------- TRG-PD20
TG_I20 = f(
    TG,
    1,
    "Continuous output current 3 5 (note) A",
    it(TG, "output_current", "A", hi=3, condition="TRG-PD20, continuous"),
)
TG_12 = f(
    TG,
    1,
    "OFF ON OFF 12 V fans, pumps, 12 V strips",
    it(TG, "output_voltage", "V", value=12, condition="SW2 ON"),
)
TG_TOPH = f(
    TG,
    1,
    "Operating temperature -10 ... +60 -10 ... +50 " + DEG,
    it("TRG-PD20H", "operating_temperature", DEG, lo=-10, hi=50),
)
TG_24 = f(
    TG,
    2,
    "Can I get 24 V out? No. 20 V is the highest fixed PD voltage the board requests.",
    it(TG, "output_voltage", "V", hi=20, condition="highest setting"),
)
TG_RIPPLE = note(
    TG,
    2,
    "ripple is whatever your charger delivers; we do not specify it.",
)

# ---------------------------------------------------------------- SDB
SD_V5 = f(
    SD,
    1,
    "Supply on VCC pin 3.6 - 6.0 3.0 - 3.6 V",
    it("SDB-5V", "supply_voltage", "V", lo=3.6, hi=6.0),
)
SD_V3 = f(
    SD,
    1,
    "Supply on VCC pin 3.6 - 6.0 3.0 - 3.6 V",
    it("SDB-3V", "supply_voltage", "V", lo=3.0, hi=3.6),
)
SD_VIH5 = f(
    SD,
    1,
    "Logic high input (CS, SCK, MOSI) 2.0 - 5.5 2.3 - 3.6 V",
    it("SDB-5V", "input_high_voltage", "V", lo=2.0, hi=5.5, condition="CS, SCK, MOSI"),
)
SD_SPI5 = f(SD, 1, "SPI clock, max. 20 25 MHz", it("SDB-5V", "spi_clock_frequency", "MHz", hi=20))
SD_IFACE = f(SD, 1, "Both talk SPI only (no SDIO 4-bit mode).", it(SD, "interface", values=["SPI"]))
SD_33 = note(
    SD,
    2,
    "the regulator needs VCC of at least 3.6 V to hold 3.3 V, so cards may fail during writes. "
    "Use the SDB-3V on 3.3 V boards.",
)
SD_SHARE = note(
    SD,
    2,
    "Can the SDB-5V share the SPI bus with other devices? Yes. Its buffer releases MISO when "
    "CS is high.",
)

# ---------------------------------------------------------------- PXL5
PX_VIN = f(
    PX,
    1,
    "Input voltage 5 (4.5 - 5.5) 5 (4.5 - 5.5) 5 (4.5 - 5.5) V DC",
    it(PX, "supply_voltage", "V", lo=4.5, typ=5, hi=5.5),
)
PX_I_LINE = "Max. current, full white 1.8 3.6 8.6 A/m"
PX_I30 = f(
    PX,
    1,
    PX_I_LINE,
    it("PXL5-30", "supply_current", "A", hi=1.8, condition="per metre, full white"),
)
PX_I60 = f(
    PX,
    1,
    PX_I_LINE,
    it("PXL5-60", "supply_current", "A", hi=3.6, condition="per metre, full white"),
)
PX_I144 = f(
    PX,
    1,
    PX_I_LINE,
    it("PXL5-144", "supply_current", "A", hi=8.6, condition="per metre, full white"),
)
PX_RUN = note(PX, 1, "Max. run fed from one end 5 3 1 m")
PX_IP = f(
    PX,
    1,
    "Bare (IP20), coated (IP65) or sleeved (IP67).",
    it(PX, "ip_rating", values=["IP20", "IP65", "IP67"]),
)
PX_TOP20 = f(
    PX,
    2,
    "-IP20 bare, no coating -20 to +50 " + DEG,
    it(PX, "operating_temperature", DEG, lo=-20, hi=50, condition="-IP20 bare tape"),
)
PX_TOP65 = f(
    PX,
    2,
    "-IP65 silicone coated top -20 to +45 " + DEG,
    it(PX, "operating_temperature", DEG, lo=-20, hi=45, condition="-IP65 coated tape"),
)
PX_VIH = (
    [it(PX, "input_high_voltage", "V", lo=3.5, condition="DIN at VDD = 5.0 V (0.7 x VDD)")],
    [
        ev(PX, 1, "Data input high level VIH 0.7 " + TIMES + " VDD VDD + 0.5 V"),
        ev(PX, 1, "At VDD = 5.0 V a data high must reach 3.5 V."),
    ],
)
PX_33 = note(
    PX,
    1,
    "Controllers with 3.3 V outputs (ESP32, Raspberry Pi, Pico) need a 74AHCT125 or similar "
    "buffer powered from the tape's 5 V.",
)
PX_12V = note(PX, 2, "Do not connect 12 V: the LEDs are rated 5 V and will be destroyed.")

# ---------------------------------------------------------------- OKM-2
OK_VIH_LINE = "Ingangsspanning, hoog (uitgang aan) / " + GE + " 2.8 " + GE + " 3.0 V"
OK_VIH_S = f(
    OK,
    1,
    OK_VIH_LINE,
    it("OKM-2S", "input_high_voltage", "V", lo=2.8, condition="IN, output on"),
)
OK_VCC2_LINE = "Voedingsspanning uitgangszijde / 3.3 - 24 4.5 - 5.5 V Output-side supply VCC2"
OK_VCC2_S = f(
    OK,
    1,
    OK_VCC2_LINE,
    it("OKM-2S", "supply_voltage", "V", lo=3.3, hi=24, condition="output side VCC2"),
)
OK_IOUT_LINE = "Uitgangsstroom, continu / 50 13 mA Output sink current, continuous"
OK_IOUT_S = f(
    OK, 1, OK_IOUT_LINE, it("OKM-2S", "output_current", "mA", hi=50, condition="sink, continuous")
)
OK_IOUT_HS = f(
    OK, 1, OK_IOUT_LINE, it("OKM-2HS", "output_current", "mA", hi=13, condition="sink, continuous")
)
OK_ABS_HS = f(
    OK,
    1,
    "Voedingsspanning VCC2 / 30 7 V Supply voltage VCC2",
    it("OKM-2HS", "abs_max_supply_voltage", "V", hi=7, condition="VCC2, limiting value"),
)
OK_RELAY = note(
    OK,
    2,
    "OKM-2S: a small coil up to 50 mA with a flyback diode. OKM-2HS: no, use a transistor.",
)
OK_LIFE = note(
    OK, 2, "LED output falls slowly with time and current; we do not give a lifetime figure."
)
