"""Hold-out 150 datasheets, part 2: a 1.54" 240x240 TFT LCD module with SPI, a 433 MHz ASK/OOK
transmitter and receiver module pair, a dual low-side MOSFET gate driver IC and a 10-DOF IMU
breakout board.

A Majuro (Marshall Islands) maker-store sheet ("❦ Title" heads, "Table n ❉" captions,
electrical data in column groups per version with the supply current stacked per supply and
backlight state, pin tables side by side, wiring notes, FAQ and USD prices), a Moroni (Comoros)
radio-kit shop sheet ("n ≈ Title" heads, "Table n §" captions, one table per module with
current and output power stacked per supply and a unit per line, range only in prose, KMF
prices), a Santa Clara (Cuba) IC house data sheet ("–n– UPPER-CASE" heads, Spanish "TABLA n."
captions, DC and switching tables in column groups per version with section rows, supply
current stacked per input state, a temperature-grade table and ordering codes) and a George
Town (Cayman Islands) maker-store sheet ("✸ UPPER-CASE" heads, "Tbl ⁙ n" captions, sensitivity
stacked per full-scale range, board data in column groups per version with a unit per line, an
address table and KYD prices).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
DEGS = "\u00b0"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
DASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
SQ = "\u00b2"
TIMES = "\u00d7"
MINUS = "\u2212"
APPROX = "\u2248"
SECT = "\u00a7"
ROOT = "\u221a"
HEART = "\u2766"  # ❦
FLOR = "\u2749"  # ❉
STAR8 = "\u2738"  # ✸
DOTS5 = "\u2059"  # ⁙


# ------------------------------------------------ 1.54" 240x240 TFT module (Majuro)
def rkt154(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="LAURA LAGOON ELECTRONICS  " + HEART + "  displays for makers",
        header_right="RKT-154 / RKT-154V  \u00b7  module sheet v2",
        footer_left="Laura Lagoon Electronics  \u00b7  Delap Village, Majuro, Republic of the Marshall "
        "Islands MH 96960  \u00b7  prices in USD",
        footer_right="- {page} of {nb} -",
        rule_color=(0, 120, 150),
        table_fill=(224, 243, 247),
        accent=(0, 96, 128),
        grid=True,
    )
    s = Sheet(style, "RKT-154 / RKT-154V 1.54 inch 240x240 IPS TFT module")
    s.add_page()
    s.title_block(
        "RKT-154 / RKT-154V",
        '1.54" IPS TFT Display Module, 240 ' + TIMES + " 240, SPI (ST7789-type controller)",
        "RKT-154: 7 pins, 3.3 V only  USD 7.90    |    RKT-154V: 8 pins with CS, regulator and "
        "level shifter, 3.3 " + NDASH + " 5 V  USD 9.60",
        19,
    )

    def about() -> None:
        s.heading(HEART + " What you get", 10)
        s.para(
            "A bright 1.54 inch IPS panel with 240 "
            + TIMES
            + " 240 pixels on a 31 "
            + TIMES
            + " 43 mm board. Colours stay true from every side. The panel is driven over SPI by an "
            "ST7789-type controller, so Adafruit_ST7789, TFT_eSPI, LVGL and MicroPython st7789 "
            "drivers work.",
            7.9,
        )
        s.para(
            "The RKT-154 is the bare version for 3.3 V boards. The RKT-154V adds a 3.3 V LDO, a "
            "74LVC level shifter on every input and a CS pin, so it also runs on 5 V Arduino "
            "boards.",
            7.9,
        )

    def facts() -> None:
        s.heading(HEART + " Quick facts", 10)
        s.bullets(
            [
                "240 " + TIMES + " 240 pixels, 262 K colours, IPS",
                "4-wire SPI, write only on the RKT-154V",
                "Backlight on BLK, PWM dimmable",
                "Mounting holes M2, 26 mm apart",
                "Pin header 2.54 mm (not soldered)",
                "Screen protector film on delivery",
            ],
            7.9,
        )

    s.side_by_side(about, facts, 268, 16)
    s.heading(HEART + " Electrical data", 10.5, rule=True)
    s.caption("Table 1 " + FLOR + " Electrical data by version (Ta = 25 " + DEG + ")")
    s.table(
        [
            Col("Item", 100),
            Col("Condition", 146),
            *[Col(h, 34, "C") for h in ("Min", "Typ", "Max") * 2],
            Col("Unit", 49, "C"),
        ],
        [
            ["Supply voltage VCC", "", "3.0", "3.3", "3.6", "3.3", "5.0", "5.5", "V"],
            [
                "Logic input high\nlevel",
                "SCL, SDA, RES, DC, CS",
                "2.3",
                "",
                "3.6",
                "2.3",
                "",
                "5.5",
                "V",
            ],
            ["Logic input low\nlevel", "SCL, SDA, RES, DC, CS", "", "", "0.7", "", "", "0.8", "V"],
            ["SPI clock, write", "", "", "", "62.5", "", "", "40", "MHz"],
            ["SPI clock, read", "RDID, RDDST", "", "", "6.6", "", "", DASH, "MHz"],
            [
                "Supply current",
                "VCC = 3.3 V, backlight 100 %\nVCC = 3.3 V, backlight off\nVCC = 5.0 V, "
                "backlight 100 %\nVCC = 5.0 V, backlight off",
                "",
                "38\n6\n" + DASH + "\n" + DASH,
                "",
                "",
                "40\n7\n42\n8",
                "",
                "mA",
            ],
            ["Sleep current", "SLPIN, backlight off", "", "0.15", "", "", "0.9", "", "mA"],
            ["BLK PWM frequency", "", "", "", "20", "", "", "20", "kHz"],
            ["Operating temperature", "", "-20", "", "+70", "-20", "", "+70", DEG],
            ["Storage temperature", "", "-30", "", "+80", "-30", "", "+80", DEG],
        ],
        7.4,
        head_rows=[["", "", "RKT-154", "<", "<", "RKT-154V", "<", "<", ""]],
    )
    s.caption("Table 2 " + FLOR + " Panel")
    s.table(
        [Col("Item", 160), Col("Value", 339)],
        [
            ["Diagonal", "1.54 inch (39.1 mm), IPS, normally black"],
            ["Resolution", "240 " + TIMES + " 240 RGB"],
            ["Colour depth", "262 K (RGB666) or 65 K (RGB565)"],
            ["Active area", "27.72 " + TIMES + " 27.72 mm"],
            [
                "Viewing angle",
                "80"
                + DEGS
                + " / 80"
                + DEGS
                + " / 80"
                + DEGS
                + " / 80"
                + DEGS
                + " (left / right / up / down)",
            ],
            [
                "Controller",
                "ST7789-type, 240 " + TIMES + " 320 RAM, so a 0 or 80 line offset applies",
            ],
        ],
        7.4,
    )

    s.add_page()
    s.heading(HEART + " Pins", 10.5, rule=True)

    def pins_bare() -> None:
        s.caption("Table 3 " + FLOR + " RKT-154 (7 pins)")
        s.table(
            [Col("Pin", 34, "C"), Col("Name", 44, "C"), Col("Function", 162)],
            [
                ["1", "GND", "ground"],
                ["2", "VCC", "3.3 V supply"],
                ["3", "SCL", "SPI clock"],
                ["4", "SDA", "SPI data in (MOSI)"],
                ["5", "RES", "reset, active low"],
                ["6", "DC", "data / command"],
                ["7", "BLK", "backlight, open = on"],
            ],
            7.4,
        )

    def pins_v() -> None:
        s.caption("Table 4 " + FLOR + " RKT-154V (8 pins)")
        s.table(
            [Col("Pin", 34, "C"), Col("Name", 44, "C"), Col("Function", 165)],
            [
                ["1", "GND", "ground"],
                ["2", "VCC", "3.3 " + ELL + " 5.5 V supply"],
                ["3", "SCL", "SPI clock"],
                ["4", "SDA", "SPI data in (MOSI)"],
                ["5", "RES", "reset, active low"],
                ["6", "DC", "data / command"],
                ["7", "CS", "chip select, active low"],
                ["8", "BLK", "backlight, open = on"],
            ],
            7.4,
        )

    s.side_by_side(pins_bare, pins_v, 240, 16)
    s.heading(HEART + " Wiring notes", 10.5, rule=True)
    s.bullets(
        [
            "RKT-154: 3.3 V only. Its inputs go straight to the controller and do not tolerate 5 V "
            "logic. With a 5 V board use the RKT-154V or a level shifter.",
            "The RKT-154 has no CS pin; CS is tied low on the board, so it cannot share the SPI "
            "bus. Use SPI mode 3 (CPOL = 1, CPHA = 1).",
            "RKT-154V: VCC 3.3 V to 5.5 V. The LDO makes 3.3 V for the panel; at VCC = 3.3 V it "
            "drops about 0.1 V and the panel runs at 3.2 V, which is fine.",
            "The RKT-154V level shifter only passes signals towards the display, so the controller "
            "cannot be read back (no RDID).",
            "BLK: open or high = backlight on, low = off, PWM up to 20 kHz for dimming. The "
            "backlight LEDs draw about 32 mA at 100 %.",
        ],
        7.9,
    )
    s.heading(HEART + " FAQ", 10.5, rule=True)
    faq = [
        (
            "Which SPI clock should I use on an ESP32?",
            "40 MHz works on both versions with wires under 10 cm. Above 20 MHz keep the wires "
            "short and use a common ground wire next to SCL.",
        ),
        (
            "How fast can I redraw the whole screen?",
            "At 40 MHz a full 240 " + TIMES + " 240 frame in RGB565 takes about 23 ms, so about "
            "40 frames per second without other work.",
        ),
        (
            "My picture is shifted by 80 lines. Why?",
            "The controller RAM is 240 " + TIMES + " 320. Set the row offset to 80 for rotations 2 "
            "and 3.",
        ),
        (
            "Does it work with a Raspberry Pi Pico?",
            "Yes, both versions. The Pico uses 3.3 V logic.",
        ),
    ]
    for question, answer in faq:
        s.para("Q  " + question, 7.9, bold=True)
        s.para(answer, 7.9)
    s.heading(HEART + " Prices", 10.5, rule=True)
    s.caption("Table 5 " + FLOR + " Price list (USD)")
    s.table(
        [Col("Item no.", 110), Col("Description", 230), Col("Qty", 60, "C"), Col("USD", 99, "C")],
        [
            ["LL-RKT154", "RKT-154, 7 pins", "1", "7.90"],
            ["LL-RKT154-5", "RKT-154, 7 pins", "5", "35.00"],
            ["LL-RKT154V", "RKT-154V, 8 pins", "1", "9.60"],
            ["LL-RKT154V-5", "RKT-154V, 8 pins", "5", "43.00"],
            ["LL-HDR8", "header soldered on", "1", "0.50"],
        ],
        7.4,
    )
    return save(s, out / "rkt-154.pdf")


# ------------------------------------------------ 433 MHz ASK/OOK pair (Moroni)
def rgk433(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="NGAZIDJA RADIO KITS",
        header_right="RGK-433T / RGK-433R " + APPROX + " 433 MHz module pair",
        footer_left="Ngazidja Radio Kits SARL  \u00b7  Rue de la Corniche, Moroni, Union of the Comoros  "
        "\u00b7  prices in KMF",
        footer_right="page {page}",
        rule_color=(150, 70, 20),
        table_fill=(250, 236, 222),
        accent=(130, 55, 10),
        grid=True,
    )
    s = Sheet(style, "RGK-433T / RGK-433R 433 MHz ASK transmitter and receiver")
    s.add_page()
    s.title_block(
        "RGK-433T / RGK-433R",
        "433.92 MHz ASK / OOK Transmitter and Superheterodyne Receiver",
        "Sold as a pair (RGK-433P) or singly  |  for remote controls, weather stations and simple "
        "telemetry",
        20,
    )

    def about() -> None:
        s.heading("1 " + APPROX + " About the pair", 10.5)
        s.para(
            "The RGK-433T is a SAW-stabilised transmitter: while DATA is high it sends a 433.92 MHz "
            "carrier, while DATA is low it is silent. The RGK-433R is a superheterodyne receiver "
            "that turns the carrier back into a logic signal on DATA. Together they carry on/off "
            "keyed data a few kilobits per second.",
            8.3,
        )

    def short() -> None:
        s.heading("The pair in short", 10.5)
        s.bullets(
            [
                "Transmitter 3 V to 12 V, up to +14 dBm",
                "Receiver 5 V, " + MINUS + "108 dBm at 1 kbps",
                "Antenna: 17.3 cm wire on the ANT pad",
                "Works with RadioHead ASK and rc-switch",
            ],
            8.3,
        )

    s.side_by_side(about, short, 270, 16)
    s.heading("2 " + APPROX + " Transmitter RGK-433T", 10.5, rule=True)
    s.caption("Table 1 " + SECT + " Transmitter characteristics (Ta = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 120),
            Col("Condition", 170),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltage", "", "3.0", "", "12.0", "V"],
            [
                "Supply current",
                "DATA high, VCC = 3.0 V\nDATA high, VCC = 5.0 V\nDATA high, VCC = 12 V\nDATA low",
                "",
                "9\n14\n28\n" + DASH,
                "\n\n\n1",
                "mA\nmA\nmA\n" + MU + "A",
            ],
            [
                "Output power",
                "VCC = 3.0 V, 50 " + OHM + "\nVCC = 5.0 V, 50 " + OHM + "\nVCC = 12 V, 50 " + OHM,
                "",
                "+2\n+8\n+14",
                "",
                "dBm",
            ],
            ["Carrier frequency", "SAW resonator", "433.845", "433.920", "433.995", "MHz"],
            ["Data rate", "OOK", "", "", "10", "kbps"],
            ["DATA input high", "", "2.0", "", "VCC", "V"],
            ["DATA input low", "", "", "", "0.5", "V"],
            ["Operating temperature", "", "-20", "", "+70", DEG],
        ],
        8.0,
    )
    s.heading("3 " + APPROX + " Receiver RGK-433R", 10.5, rule=True)
    s.caption("Table 2 " + SECT + " Receiver characteristics (Ta = 25 " + DEG + ", VCC = 5.0 V)")
    s.table(
        [
            Col("Parameter", 120),
            Col("Condition", 170),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltage", "", "4.5", "5.0", "5.5", "V"],
            ["Supply current", "", "", "4.5", "6.0", "mA"],
            [
                "Sensitivity",
                "1 kbps, BER 10^{-3}\n4.8 kbps, BER 10^{-3}",
                "",
                "-108\n-103",
                "",
                "dBm",
            ],
            ["Receive frequency", "", "", "433.92", "", "MHz"],
            ["IF bandwidth", "", "", "300", "", "kHz"],
            ["Data rate", "", "", "", "5", "kbps"],
            ["DATA output high", "IOH = -0.5 mA", "4.3", "", "", "V"],
            ["DATA output low", "IOL = 0.5 mA", "", "", "0.4", "V"],
            ["Start-up time", "power on to valid DATA", "", "", "25", "ms"],
            ["Operating temperature", "", "-20", "", "+70", DEG],
        ],
        8.0,
    )

    s.add_page()
    s.heading("4 " + APPROX + " Pins", 10.5, rule=True)
    s.caption("Table 3 " + SECT + " Pin order (component side up, pins towards you)")
    s.table(
        [
            Col("Module", 110),
            Col("Pin 1", 95, "C"),
            Col("Pin 2", 95, "C"),
            Col("Pin 3", 95, "C"),
            Col("Pin 4", 104, "C"),
        ],
        [
            ["RGK-433T", "DATA", "VCC", "GND", DASH],
            ["RGK-433R", "VCC", "DATA", "DATA", "GND"],
        ],
        8.0,
    )
    s.para(
        "Both modules have an ANT pad at the corner. Solder a 17.3 cm straight wire (a quarter "
        "wave at 433.92 MHz) or a spring antenna to it. The two DATA pins of the receiver are "
        "joined on the board.",
        8.3,
    )
    s.heading("5 " + APPROX + " Range", 10.5, rule=True)
    s.para(
        "With 17.3 cm wire antennas on both modules and the transmitter at 12 V, expect about "
        "150 m in open field and 20 to 30 m through the walls of a house. At 5 V the range is "
        "roughly half. Range falls further with metal nearby, with a coiled antenna and with "
        "higher data rates.",
        8.3,
    )
    s.heading("6 " + APPROX + " Good to know", 10.5, rule=True)
    s.bullets(
        [
            "The receiver needs 5 V. Below 4.5 V its sensitivity drops quickly and DATA fills with "
            "noise; it does not work from 3.3 V.",
            "Receiver DATA swings up to about 4.3 V when the receiver runs from 5 V. A 3.3 V "
            "microcontroller input (ESP32, Raspberry Pi, RP2040) needs a divider such as "
            "10 k" + OHM + " / 20 k" + OHM + ".",
            "The transmitter has no encoder. Send packets with a preamble through RadioHead ASK or "
            "rc-switch; plain UART bytes arrive only with a long preamble and a slow rate.",
            "The transmitter DATA input accepts 3.3 V and 5 V logic at any supply from 3 V to 12 V.",
            "Without data the receiver outputs random noise pulses. This is normal; the library "
            "filters them.",
            "433.05 " + NDASH + " 434.79 MHz is a licence-free band in many countries, with rules "
            "on duty cycle and power. Check the rules where you use it.",
        ],
        8.3,
    )
    s.heading("7 " + APPROX + " Prices", 10.5, rule=True)
    s.caption("Table 4 " + SECT + " Price list (KMF)")
    s.table(
        [Col("Code", 110), Col("Contents", 230), Col("Price", 159, "C")],
        [
            ["RGK-433P", "one RGK-433T + one RGK-433R", "1 500"],
            ["RGK-433T", "transmitter only", "700"],
            ["RGK-433R", "receiver only", "950"],
            ["RGK-ANT", "spring antenna 433 MHz, 2 pcs", "300"],
        ],
        8.0,
    )
    return save(s, out / "rgk-433.pdf")


# ------------------------------------------------ dual low-side MOSFET driver (Santa Clara)
def zmv2427(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="SEMICONDUCTORES VILLA CLARA",
        header_right="ZMV2427 / ZMV2427H  " + NDASH + "  Hoja de datos / Data sheet",
        footer_left="Semiconductores Villa Clara S.A.  \u00b7  Carretera a Camajuan\u00ed km 5, Santa "
        "Clara, Villa Clara, Cuba  \u00b7  ZMV-2427 Rev. D (2024)",
        footer_right="p\u00e1g. {page}/{nb}",
        rule_color=(30, 30, 30),
        table_fill=(235, 235, 225),
        accent=(160, 20, 30),
        grid=True,
    )
    s = Sheet(style, "ZMV2427 / ZMV2427H dual low-side MOSFET driver")
    s.add_page()
    s.title_block(
        "ZMV2427 / ZMV2427H",
        "Dual Non-Inverting Low-Side MOSFET Driver, 1.5 A / 3 A Peak",
        "DIP-8, SOIC-8, MSOP-8  |  VDD 4.5 V to 18 V  |  temperature grades E ("
        + MINUS
        + "40 "
        + DEG
        + " to +85 "
        + DEG
        + ") and V ("
        + MINUS
        + "40 "
        + DEG
        + " to +125 "
        + DEG
        + ")",
        22,
    )

    def features() -> None:
        s.heading(NDASH + "1" + NDASH + " FEATURES", 10)
        s.bullets(
            [
                "1.5 A (ZMV2427) or 3.0 A (ZMV2427H) peak output current",
                "Wide supply range: 4.5 V to 18 V",
                "0.10 mA supply current with both inputs low (ZMV2427)",
                "TTL / CMOS inputs from 2.4 V at any VDD",
                "Matched rise and fall times, 19 ns / 15 ns into 1000 pF",
                "Outputs withstand 0.5 A of reverse current without latch-up",
                "Inputs withstand " + MINUS + "5 V",
            ],
            8.2,
        )

    def description() -> None:
        s.heading(NDASH + "2" + NDASH + " DESCRIPTION", 10)
        s.para(
            "The ZMV2427 and ZMV2427H are dual drivers that turn logic signals into fast, strong "
            "gate pulses for N-channel MOSFETs and IGBTs switched at the low side. Each output "
            "follows its input (non-inverting). The ZMV2427H has larger output transistors for "
            "gate charges above 50 nC.",
            8.2,
        )
        s.para(
            "Both parts are pin-compatible with the industry-standard dual 1.5 A drivers.",
            8.2,
        )

    s.side_by_side(features, description, 250, 16)
    s.heading(NDASH + "3" + NDASH + " ELECTRICAL CHARACTERISTICS", 10, rule=True)
    s.caption(
        "TABLA 1. DC characteristics, TA = 25 " + DEG + ", 4.5 V " + LE + " VDD " + LE + " 18 V"
    )
    groups = [["", "", "", "ZMV2427", "<", "<", "ZMV2427H", "<", "<", ""]]
    cols = [
        Col("Parameter", 106),
        Col("Symbol", 40, "C"),
        Col("Conditions", 113),
        *[Col(h, 32, "C") for h in ("Min", "Typ", "Max") * 2],
        Col("Unit", 48, "C"),
    ]
    s.table(
        cols,
        [
            ["Input"],
            ["Logic 1, high input\nvoltage", "VIH", "", "2.4", "", "", "2.4", "", "", "V"],
            ["Logic 0, low input\nvoltage", "VIL", "", "", "", "0.8", "", "", "0.8", "V"],
            [
                "Input current",
                "IIN",
                "0 V " + LE + " VIN " + LE + " VDD",
                "-1",
                "",
                "1",
                "-1",
                "",
                "1",
                MU + "A",
            ],
            ["Output"],
            [
                "High output voltage",
                "VOH",
                "DC test",
                "VDD " + MINUS + " 0.025",
                "",
                "",
                "VDD " + MINUS + " 0.025",
                "",
                "",
                "V",
            ],
            ["Low output voltage", "VOL", "DC test", "", "", "0.025", "", "", "0.025", "V"],
            [
                "Output resistance,\nhigh state",
                "ROH",
                "IOUT = 10 mA, VDD = 18 V",
                "",
                "7",
                "10",
                "",
                "2.8",
                "4.0",
                OHM,
            ],
            [
                "Output resistance,\nlow state",
                "ROL",
                "IOUT = 10 mA, VDD = 18 V",
                "",
                "6",
                "9",
                "",
                "2.5",
                "3.5",
                OHM,
            ],
            ["Peak output current", "IPK", "VDD = 18 V", "", "1.5", "", "", "3.0", "", "A"],
            [
                "Latch-up protection,\nreverse current",
                "IREV",
                "withstand",
                "0.5",
                "",
                "",
                "0.5",
                "",
                "",
                "A",
            ],
            ["Power supply"],
            ["Supply voltage", "VDD", "", "4.5", "", "18", "4.5", "", "18", "V"],
            [
                "Supply current",
                "IS",
                "VIN = 3 V, both inputs\nVIN = 0 V, both inputs",
                "",
                "1.0\n0.10",
                "2.0\n0.25",
                "",
                "1.2\n0.15",
                "2.5\n0.30",
                "mA",
            ],
        ],
        7.6,
        head_rows=groups,
    )
    s.caption("TABLA 2. Switching times, TA = 25 " + DEG + ", VDD = 18 V")
    s.table(
        cols,
        [
            [
                "Rise time",
                "tR",
                "CL = 1000 pF\nCL = 4700 pF",
                "",
                "19\n60",
                "30\n90",
                "",
                "12\n32",
                "20\n50",
                "ns",
            ],
            [
                "Fall time",
                "tF",
                "CL = 1000 pF\nCL = 4700 pF",
                "",
                "15\n50",
                "25\n75",
                "",
                "10\n28",
                "18\n45",
                "ns",
            ],
            ["Delay time, rising", "tD1", "CL = 1000 pF", "", "20", "30", "", "22", "32", "ns"],
            ["Delay time, falling", "tD2", "CL = 1000 pF", "", "40", "50", "", "38", "50", "ns"],
        ],
        7.6,
        head_rows=groups,
    )

    s.add_page()
    s.heading(NDASH + "4" + NDASH + " RATINGS AND GRADES", 10, rule=True)
    s.caption("TABLA 3. Absolute maximum ratings")
    s.table(
        [Col("Rating", 260), Col("Min", 70, "C"), Col("Max", 80, "C"), Col("Unit", 89, "C")],
        [
            ["Supply voltage VDD", "", "22", "V"],
            ["Input voltage, IN A and IN B", "-5", "VDD + 0.3", "V"],
            ["Power dissipation, TA = 70 " + DEG + ": DIP-8", "", "730", "mW"],
            ["Power dissipation, TA = 70 " + DEG + ": SOIC-8", "", "470", "mW"],
            ["Power dissipation, TA = 70 " + DEG + ": MSOP-8", "", "340", "mW"],
            ["Junction temperature", "", "+150", DEG],
            ["Storage temperature", "-65", "+150", DEG],
        ],
        7.6,
    )
    s.caption("TABLA 4. Temperature grades and packages")
    s.table(
        [
            Col("Grade", 60, "C"),
            Col("Operating ambient", 120, "C"),
            Col("ZMV2427 packages", 150, "C"),
            Col("ZMV2427H packages", 169, "C"),
        ],
        [
            ["E", "-40 " + DEG + " " + ELL + " +85 " + DEG, "DIP-8, SOIC-8, MSOP-8", "SOIC-8"],
            ["V", "-40 " + DEG + " " + ELL + " +125 " + DEG, "SOIC-8, MSOP-8", "SOIC-8"],
        ],
        7.6,
    )
    s.heading(NDASH + "5" + NDASH + " APPLICATION NOTES", 10, rule=True)
    s.bullets(
        [
            "VDD must be at least 4.5 V. The outputs swing to VDD, so a 5 V supply gives a 5 V gate "
            "drive; use logic-level MOSFETs then, or 10 V to 15 V for standard MOSFETs.",
            "Put a 1 " + MU + "F ceramic and a 4.7 " + MU + "F low-ESR capacitor right at VDD; the "
            "peak current comes from them, not from the supply.",
            "The input thresholds do not depend on VDD. A 3.3 V microcontroller output drives "
            "IN A and IN B directly at any VDD from 4.5 V to 18 V.",
            "Tie unused inputs to GND or VDD.",
            "Power: each output dissipates about CG " + TIMES + " VDD" + SQ + " " + TIMES + " f, "
            "plus VDD "
            + TIMES
            + " IS. Example: 10 nF at 12 V and 100 kHz gives 144 mW per output. "
            "Compare the total with the package limit in TABLA 3.",
        ],
        8.2,
    )
    s.caption("TABLA 5. Pin functions")
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Function", 359)],
        [
            ["1, 8", "NC", "no connection"],
            ["2", "IN A", "input A"],
            ["3", "GND", "ground"],
            ["4", "IN B", "input B"],
            ["5", "OUT B", "output B"],
            ["6", "VDD", "supply, 4.5 " + ELL + " 18 V"],
            ["7", "OUT A", "output A"],
        ],
        7.6,
    )
    s.caption("TABLA 6. Ordering codes")
    s.table(
        [
            Col("Order code", 130),
            Col("Version", 100, "C"),
            Col("Grade", 70, "C"),
            Col("Package", 199, "C"),
        ],
        [
            ["ZMV2427EPA", "ZMV2427", "E", "DIP-8"],
            ["ZMV2427EOA", "ZMV2427", "E", "SOIC-8"],
            ["ZMV2427EUA", "ZMV2427", "E", "MSOP-8"],
            ["ZMV2427VOA", "ZMV2427", "V", "SOIC-8"],
            ["ZMV2427HEOA", "ZMV2427H", "E", "SOIC-8"],
            ["ZMV2427HVOA", "ZMV2427H", "V", "SOIC-8"],
        ],
        7.6,
    )
    return save(s, out / "zmv2427.pdf")


# ------------------------------------------------ 10-DOF IMU breakout (George Town)
def cym10d(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="SEVEN MILE MAKERWORKS  " + STAR8 + "  sensor boards",
        header_right="CYM-10D / CYM-10D5  \u00b7  board datasheet",
        footer_left="Seven Mile Makerworks Ltd  \u00b7  West Bay Road, George Town, Grand Cayman, "
        "Cayman Islands  \u00b7  prices in KYD",
        footer_right="{page}/{nb}",
        rule_color=(200, 120, 0),
        table_fill=(255, 244, 220),
        accent=(170, 90, 0),
        grid=False,
    )
    s = Sheet(style, "CYM-10D / CYM-10D5 10-DOF IMU breakout")
    s.add_page()
    s.title_block(
        "CYM-10D / CYM-10D5",
        "10-DOF I" + SQ + "C IMU Breakout: Accel, Gyro, Magnetometer, Barometer",
        "CYM-10D: 3.3 V only  KYD 11.20    |    CYM-10D5: LDO and level shifter, 5 V ready  KYD 13.40",
        19,
    )

    def board() -> None:
        s.heading(STAR8 + " WHAT'S ON THE BOARD", 10)
        s.para(
            "Three sensor chips on a 25 " + TIMES + " 18 mm board: a 6-axis IMU (3-axis "
            "accelerometer and 3-axis gyro), a 3-axis magnetometer and a barometric pressure and "
            "temperature sensor. All three sit on one I"
            + SQ
            + "C bus with 4.7 k"
            + OHM
            + " pull-ups. Ten degrees of freedom for drones, balancing robots, head trackers and "
            "altimeters.",
            7.8,
        )

    def short() -> None:
        s.heading(STAR8 + " THE SHORT VERSION", 10)
        s.bullets(
            [
                "Accel " + PM + "2 / 4 / 8 / 16 g, gyro up to " + PM + "2000 " + DEGS + "/s",
                "Magnetometer " + PM + "800 " + MU + "T",
                "Barometer 300 " + NDASH + " 1100 hPa",
                "I" + SQ + "C only, 400 kHz",
                "CYM-10D5 runs from 5 V",
            ],
            7.8,
        )

    s.side_by_side(board, short, 280, 16)
    s.heading(STAR8 + " SENSOR DATA", 10.5, rule=True)
    s.caption("Tbl " + DOTS5 + " 1  Motion sensors (6-axis IMU, typical values)")
    s.table(
        [
            Col("Quantity", 76),
            Col("Full-scale setting", 95, "C"),
            Col("Sensitivity", 120, "C"),
            Col("Noise density", 104, "C"),
            Col("Output data rate", 104, "C"),
        ],
        [
            [
                "Acceleration",
                PM + "2 g\n" + PM + "4 g\n" + PM + "8 g\n" + PM + "16 g",
                "16384 LSB/g\n8192 LSB/g\n4096 LSB/g\n2048 LSB/g",
                "100 " + MU + "g/" + ROOT + "Hz",
                "4 Hz " + ELL + " 4 kHz",
            ],
            [
                "Angular rate",
                PM
                + "250 "
                + DEGS
                + "/s\n"
                + PM
                + "500 "
                + DEGS
                + "/s\n"
                + PM
                + "1000 "
                + DEGS
                + "/s\n"
                + PM
                + "2000 "
                + DEGS
                + "/s",
                "131 LSB/("
                + DEGS
                + "/s)\n65.5 LSB/("
                + DEGS
                + "/s)\n32.8 LSB/("
                + DEGS
                + "/s)\n16.4 "
                "LSB/(" + DEGS + "/s)",
                "0.008 " + DEGS + "/s/" + ROOT + "Hz",
                "4 Hz " + ELL + " 8 kHz",
            ],
        ],
        7.4,
    )
    s.caption("Tbl " + DOTS5 + " 2  Magnetometer and barometer (typical values)")
    s.table(
        [Col("Item", 120), Col("Magnetometer", 170, "C"), Col("Barometer", 209, "C")],
        [
            ["Measuring range", PM + "800 " + MU + "T", "300 " + ELL + " 1100 hPa"],
            ["Resolution", "0.15 " + MU + "T", "0.16 Pa (ultra-high resolution mode)"],
            ["Absolute accuracy", DASH, PM + "1.0 hPa (0 " + ELL + " 65 " + DEG + ")"],
            ["Relative accuracy", DASH, PM + "0.12 hPa (950 " + ELL + " 1050 hPa, 25 " + DEG + ")"],
            ["Output data rate", "10 / 50 / 100 / 200 Hz", "up to 157 Hz"],
            ["Temperature output", DASH, "-40 " + ELL + " +85 " + DEG + ", " + PM + "1 " + DEG],
        ],
        7.4,
    )
    s.heading(STAR8 + " BOARD DATA", 10.5, rule=True)
    s.caption("Tbl " + DOTS5 + " 3  Board electrical data by version")
    s.table(
        [
            Col("Item", 104),
            Col("Condition", 155),
            *[Col(h, 34, "C") for h in ("Min", "Typ", "Max") * 2],
            Col("Unit", 36, "C"),
        ],
        [
            ["Supply voltage", "pin VIN", "3.0", "3.3", "3.6", "3.6", "5.0", "6.0", "V"],
            [
                "I" + SQ + "C bus level",
                "SDA, SCL high level",
                "",
                "3.3",
                "3.6",
                "3.0",
                "",
                "5.5",
                "V",
            ],
            [
                "Supply current",
                "all sensors on, default data rates\nIMU only, magnetometer and "
                "barometer off\nall sensors asleep",
                "",
                "4.1\n3.0\n18",
                "",
                "",
                "4.2\n3.1\n95",
                "",
                "mA\nmA\n" + MU + "A",
            ],
            ["Power LED", "LED jumper closed", "", "1.0", "", "", "1.0", "", "mA"],
            ["I" + SQ + "C clock", "", "", "", "400", "", "", "400", "kHz"],
            ["Operating temperature", "", "-40", "", "+85", "-40", "", "+85", DEG],
        ],
        7.4,
        head_rows=[["", "", "CYM-10D", "<", "<", "CYM-10D5", "<", "<", ""]],
    )

    s.add_page()
    s.heading(STAR8 + " I" + SQ + "C ADDRESSES", 10.5, rule=True)
    s.caption("Tbl " + DOTS5 + " 4  Addresses (7-bit), both versions")
    s.table(
        [
            Col("Chip", 80),
            Col("Function", 120),
            Col("Default", 70, "C"),
            Col("Alternative", 80, "C"),
            Col("How to change", 149),
        ],
        [
            ["IMU", "accel + gyro", "0x68", "0x69", "close solder jumper AD0"],
            ["MAG", "magnetometer", "0x0D", DASH, "fixed"],
            ["BARO", "pressure + temperature", "0x76", "0x77", "close solder jumper SDO"],
        ],
        7.4,
    )
    s.heading(STAR8 + " WIRING NOTES", 10.5, rule=True)
    s.bullets(
        [
            "CYM-10D: put 3.3 V on VIN. There is no regulator and no level shifter; 5 V on VIN, SDA "
            "or SCL damages the sensors.",
            "CYM-10D5: 3.6 V to 6.0 V on VIN (the 5 V pin of an Arduino is ideal). The shifters "
            "let 3.3 V and 5 V hosts talk to it. It does not run from a 3.3 V pin: the LDO needs "
            "at least 3.6 V in.",
            "I" + SQ + "C only. The SPI pins of the IMU are not brought out. INT (IMU) and DRDY "
            "(magnetometer) are on the header.",
            "Both jumpers open = 0x68 and 0x76. Closing a jumper moves that chip to the "
            "alternative address.",
            "Keep the board away from motors, speakers, magnets and steel screws; they bend the "
            "field the magnetometer sees.",
        ],
        7.8,
    )
    s.heading(STAR8 + " QUICK ANSWERS", 10.5, rule=True)
    faq = [
        (
            "Another chip on my bus already uses 0x68.",
            "Close AD0 and the IMU answers at 0x69.",
        ),
        (
            "How good is it as an altimeter?",
            "The relative accuracy of " + PM + "0.12 hPa is about " + PM + "1 m of height. The "
            "absolute height depends on the weather; set the sea-level pressure first.",
        ),
        (
            "Does it do sensor fusion on the chip?",
            "No. Read the raw data and run a filter such as Madgwick or Mahony on your "
            "microcontroller.",
        ),
        (
            "Can I run the CYM-10D from a 1S LiPo?",
            "Not directly (4.2 V is too much). Use the CYM-10D5, which takes 3.6 V to 6.0 V.",
        ),
    ]
    for question, answer in faq:
        s.para(STAR8 + " " + question, 7.8, bold=True)
        s.para(answer, 7.8)
    s.heading(STAR8 + " PRICES", 10.5, rule=True)
    s.caption("Tbl " + DOTS5 + " 5  Price list (KYD)")
    s.table(
        [Col("SKU", 110), Col("Item", 230), Col("Qty", 60, "C"), Col("KYD", 99, "C")],
        [
            ["SMM-CYM10D", "CYM-10D board", "1", "11.20"],
            ["SMM-CYM10D5", "CYM-10D5 board", "1", "13.40"],
            ["SMM-CYM10D5-3", "CYM-10D5 board", "3", "36.90"],
            ["SMM-JST4", "4-pin JST-SH cable, 10 cm", "1", "0.80"],
        ],
        7.4,
    )
    return save(s, out / "cym-10d.pdf")
