"""Hold-out 158 datasheets, part 2: a GPS receiver module with UART, a digital PIR motion
sensor module, a 0.96" OLED display module and a 24 V to 5 V 3 A step-down module.

An Alofi (Niue) GNSS-module "Design-in Handbook" ("Topic n — Title" heads, bilingual
"Laupepa n / Table n" captions, performance and operating conditions in column groups per
version, units per line, default baud rate and RXD limit only in prose), a Brades
(Montserrat) maker-store sheet ("❁" heads, "Tally n ⊶" captions, quiescent current stacked
per supply in version groups, output level stacked per supply, warm-up time only in prose,
EC$ prices), a Mata-Utu (Wallis and Futuna) maker-store sheet ("⚉ n  Title" heads,
"Planche n ⚊" captions, current per display state with a unit per line in version groups,
addresses and pull-up behaviour in prose, F CFP prices) and a Flying Fish Cove (Christmas
Island) power-module sheet ("✲ n  Title" heads, "Docket n ≋" captions, output current
stacked per input voltage and per ambient temperature, dropout only in prose, AUD prices).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
DASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
SQ = "\u00b2"
FLOWER = "\u2741"  # ❁
LINK = "\u22b6"  # ⊶
DOTS = "\u2689"  # ⚉
BAR = "\u268a"  # ⚊
STAR = "\u2732"  # ✲
WAVES = "\u224b"  # ≋


# ------------------------------------------------ GPS receiver module (Alofi)
def vkg260(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="TAGALOA NAVIGATION",
        header_right="VKG-260 Series  \u00b7  Design-in Handbook  \u00b7  IM-260 issue 4",
        footer_left="Tagaloa Navigation Ltd.  \u00b7  Commercial Centre, Alofi, Niue  \u00b7  "
        "IM-260 issue 4, April 2024",
        footer_right="IM-260 \u00b7 {page}/{nb}",
        rule_color=(20, 60, 120),
        table_fill=(246, 238, 220),
        accent=(20, 60, 120),
        grid=True,
    )
    s = Sheet(style, "VKG-260 series GPS receiver module")
    s.add_page()
    s.title_block(
        "VKG-260 Series",
        "GPS Receiver Module with UART " + DASH + " Design-in Handbook",
        "VKG-260P (ceramic patch antenna on board) and VKG-260U (u.FL connector, active antenna "
        "supply)  |  25 x 35 mm board  |  UART, 1PPS",
        21,
    )

    def overview() -> None:
        s.heading("Topic 1 " + DASH + " Product overview", 10)
        s.para(
            "The VKG-260 modules are complete GPS receivers on a small board: receiver chip, "
            "TCXO, flash, a low-dropout regulator, a rechargeable backup cell and a fix LED. "
            "They send NMEA sentences on a UART and give a 1PPS pulse. The VKG-260P carries a "
            "25 x 25 mm ceramic patch antenna; the VKG-260U has a u.FL connector and feeds an "
            "active antenna.",
            8.0,
        )

    def glance() -> None:
        s.heading("Topic 2 " + DASH + " Headline figures", 10)
        s.bullets(
            [
                "GPS L1 C/A, 50 channels",
                "Hot start 1 s",
                "Tracking sensitivity down to -161 dBm (VKG-260U)",
                "Runs from 3.3 V or 5 V boards",
                "UART NMEA output, 1PPS, fix LED",
                "Backup cell keeps almanac and clock",
            ],
            8.0,
        )

    s.side_by_side(overview, glance, 262, 16)
    s.heading("Topic 3 " + DASH + " GPS performance", 10, rule=True)
    s.caption("Laupepa 1 / Table 1  Receiver performance (open sky, 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 110),
            Col("Condition", 130),
            Col("VKG-260P", 95, "C"),
            Col("VKG-260U", 95, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Receiver type", "", "GPS L1 C/A, 50 ch", "GPS L1 C/A, 50 ch", DASH],
            [
                "Time to first fix",
                "cold start\nwarm start\nhot start",
                "32\n28\n1",
                "29\n26\n1",
                "s",
            ],
            [
                "Sensitivity",
                "tracking\nreacquisition\ncold start",
                "-159\n-156\n-145",
                "-161\n-158\n-147",
                "dBm",
            ],
            ["Horizontal position\naccuracy", "CEP 50, 24 h static", "2.5", "2.5", "m"],
            ["Navigation update\nrate", "default\nmaximum", "1\n5", "1\n5", "Hz"],
            ["Velocity accuracy", "50 % at 30 m/s", "0.1", "0.1", "m/s"],
            [
                "Operational limits",
                "velocity\naltitude\nacceleration",
                "500\n50 000\n4",
                "500\n50 000\n4",
                "m/s\nm\ng",
            ],
            ["Timepulse accuracy", "RMS", "30", "30", "ns"],
        ],
        7.5,
    )
    s.heading("Topic 4 " + DASH + " Electrical specification", 10, rule=True)
    s.caption("Laupepa 2 / Table 2  Absolute maximum ratings")
    s.table(
        [Col("Parameter", 260), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 99, "C")],
        [
            ["Supply voltage, VCC pin", "-0.5", "6.0", "V"],
            ["Voltage on RXD", "-0.3", "3.6", "V"],
            ["RF input power (VKG-260U, u.FL)", "", "+10", "dBm"],
            ["Storage temperature", "-40", "+85", DEG],
        ],
        7.4,
    )
    s.caption("Laupepa 3 / Table 3  Operating conditions")
    s.table(
        [
            Col("Parameter", 104),
            Col("Condition", 110),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 34, "C"),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 34, "C"),
            Col("Unit", 81, "C"),
        ],
        [
            ["Supply voltage\n(VCC header pin)", "", "2.7", "", "5.5", "3.3", "", "5.5", "V"],
            [
                "Supply current",
                "acquisition\ntracking\npower save, 1 Hz",
                "",
                "45\n36\n11",
                "67\n\n",
                "",
                "52\n43\n18",
                "75\n\n",
                "mA",
            ],
            ["Backup current", "VCC off, backup cell", "", "22", "", "", "22", "", MU + "A"],
            [
                "Antenna supply\n(u.FL centre pin)",
                "voltage\ncurrent",
                "",
                DASH + "\n" + DASH,
                "",
                "\n",
                "3.0\n",
                "\n35",
                "V\nmA",
            ],
            ["TXD output high", "IOH = -2 mA", "2.7", "", "", "2.7", "", "", "V"],
            ["RXD input high", "", "2.0", "", "3.6", "2.0", "", "3.6", "V"],
            ["RXD input low", "", "-0.3", "", "0.8", "-0.3", "", "0.8", "V"],
            ["Operating\ntemperature", "", "-40", "", "+85", "-40", "", "+85", DEG],
        ],
        7.4,
        head_rows=[["", "", "VKG-260P", "<", "<", "VKG-260U", "<", "<", ""]],
    )
    s.para(
        "VKG-260U supply currents do not include the current of the active antenna.",
        7.4,
    )

    s.add_page()
    s.heading("Topic 5 " + DASH + " UART and protocol", 10, rule=True)
    s.para(
        "The module starts at 9600 bps, 8 data bits, no parity, 1 stop bit, and sends NMEA 0183 "
        "sentences once per second. The rate can be changed from 4800 to 115200 bps with the "
        "$PTNV,CFG,BAUD command; the setting survives a power cycle only while the backup cell "
        "is charged.",
        8.0,
    )
    s.para(
        "TXD and RXD are 3.3 V logic. RXD is not 5 V tolerant: from a 5 V board, put a 1 k"
        + OHM
        + " / 2 k"
        + OHM
        + " divider into the line that drives RXD. TXD can go straight to "
        "the RX input of a 5 V board that reads 2.7 V as high.",
        8.0,
    )
    s.caption("Laupepa 4 / Table 4  Default NMEA output")
    s.table(
        [Col("Sentence", 80, "C"), Col("Content", 300), Col("Default", 119, "C")],
        [
            ["GGA", "time, position, fix type, satellites used", "every fix"],
            ["GSA", "DOP and active satellites", "every fix"],
            ["GSV", "satellites in view", "every fix"],
            ["RMC", "recommended minimum data", "every fix"],
            ["VTG", "course and speed over ground", "every fix"],
            ["GLL", "latitude and longitude", "every fix"],
        ],
        7.4,
    )
    s.caption("Laupepa 5 / Table 5  Header pins (2.54 mm)")
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80, "C"), Col("Description", 369)],
        [
            [
                "1",
                "VCC",
                "supply, 2.7 " + ELL + " 5.5 V (VKG-260P), 3.3 " + ELL + " 5.5 V (VKG-260U)",
            ],
            ["2", "RXD", "UART data into the module, 3.3 V logic"],
            ["3", "TXD", "UART data out of the module, 3.3 V logic"],
            ["4", "GND", "ground"],
            ["5", "PPS", "1 pulse per second, 100 ms high, after the first fix"],
        ],
        7.4,
    )
    s.heading("Topic 6 " + DASH + " Keep-alive battery and fix LED", 10, rule=True)
    s.para(
        "A rechargeable 3 V lithium cell (ML414 type) keeps the almanac, the last position and "
        "the real-time clock while VCC is off, so that the next start is a warm or hot start. "
        "It is charged from VCC; a full cell lasts about two weeks without power. The blue LED "
        "is on while there is no fix and blinks once per second after a fix.",
        8.0,
    )
    s.heading("Topic 7 " + DASH + " Antenna", 10, rule=True)
    s.bullets(
        [
            "VKG-260P: keep the patch facing the sky with a clear view. Do not mount it under "
            "metal or carbon fibre.",
            "VKG-260U: the u.FL centre pin carries 3.0 V for active antennas drawing up to "
            "35 mA. A passive antenna also works but gives less sensitivity.",
            "Indoors the modules rarely get a fix; put the antenna at a window or outside.",
        ],
        8.0,
    )
    s.caption("Laupepa 6 / Table 6  Ordering information")
    s.table(
        [Col("Order code", 120), Col("Description", 379)],
        [
            ["VKG-260P-M1", "module with 25 x 25 mm patch antenna and 5-pin header"],
            ["VKG-260U-M1", "module with u.FL connector and 5-pin header"],
            ["ANT-VKG28", "active antenna for VKG-260U, 28 dB gain, 3 m cable, magnetic base"],
        ],
        7.4,
    )
    return save(s, out / "vkg-260.pdf")


# ------------------------------------------------ PIR motion sensor module (Brades)
def emr270(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="LITTLE BAY ELECTRONICS WORKSHOP",
        header_right="EMR-270 / EMR-270L  " + FLOWER + "  module sheet",
        footer_left="Little Bay Electronics Workshop  \u00b7  Brades, Montserrat, W.I.  \u00b7  "
        "prices in EC$",
        footer_right="card {page} of {nb}",
        rule_color=(0, 122, 74),
        table_fill=(224, 244, 232),
        accent=(0, 100, 60),
        grid=True,
    )
    s = Sheet(style, "EMR-270 / EMR-270L PIR motion sensor module")
    s.add_page()
    s.title_block(
        "EMR-270 / EMR-270L",
        "Digital PIR Motion Sensor Module",
        "EMR-270: 4.5 " + NDASH + " 20 V, adjustable range and hold time  |  EMR-270L: low-voltage "
        "mini, 2.7 " + NDASH + " 12 V",
        20,
    )

    def what() -> None:
        s.heading(FLOWER + " The idea", 10)
        s.para(
            "A passive infrared (PIR) sensor behind a Fresnel lens, with a signal-processing IC "
            "that turns movement of a warm body into a clean digital output: OUT goes high when "
            "someone moves in the field of view and falls back after the hold time.",
            7.8,
        )
        s.para(
            "The EMR-270 is the full-size board with two trimmers and a trigger-mode jumper. The "
            "EMR-270L is the 10 mm mini version with fixed settings for battery projects.",
            7.8,
        )

    def quick() -> None:
        s.heading(FLOWER + " Numbers first", 10)
        s.bullets(
            [
                "Detects people up to 7 m away (EMR-270)",
                "Digital output, high on motion",
                "Hold time 5 s " + ELL + " 300 s (EMR-270), 2 s fixed (EMR-270L)",
                "Standby current about 50 " + MU + "A (EMR-270), 12 " + MU + "A (EMR-270L)",
                "3-pin header: VCC, OUT, GND",
            ],
            7.8,
        )

    s.side_by_side(what, quick, 262, 16)
    s.heading(FLOWER + " Specifications", 10.5, rule=True)
    s.caption("Tally 1 " + LINK + " Module data by version (Ta = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 92),
            Col("Conditions", 112),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "VCC pin", "4.5", "", "20", "2.7", "", "12", "V"],
            [
                "Quiescent current\n(no motion)",
                "VCC = 3.3 V\nVCC = 5 V\nVCC = 12 V",
                "",
                DASH + "\n50\n56",
                DASH + "\n65\n75",
                "",
                "12\n14\n17",
                "20\n22\n25",
                MU + "A",
            ],
            [
                "Output high\nvoltage",
                "VCC = 3.3 V\nVCC = 5 V\nVCC = 12 V",
                DASH + "\n3.1\n3.1",
                DASH + "\n3.3\n3.3",
                DASH + "\n3.4\n3.4",
                "3.0\n4.7\n" + DASH,
                "",
                "",
                "V",
            ],
            ["Output low voltage", "IOL = 1 mA", "", "", "0.1", "", "", "0.1", "V"],
            ["Output current", "source, OUT high", "", "", "10", "", "", "2", "mA"],
            ["Detection range", "SENS trimmer (EMR-270)", "3", "", "7", "3", "", "5", "m"],
            ["Detection angle", "cone", "", "110", "", "", "100", "", "\u00b0"],
            ["Hold time", "TIME trimmer (EMR-270)", "5", "", "300", "", "2", "", "s"],
            ["Block time", "after OUT falls", "", "2.5", "", "", "2.0", "", "s"],
            ["Operating\ntemperature", "", "-15", "", "+70", "-20", "", "+60", DEG],
        ],
        7.3,
        head_rows=[["", "", "EMR-270", "<", "<", "EMR-270L", "<", "<", ""]],
    )
    s.para(
        "After power-on the sensor has to settle: allow about 60 s (EMR-270) or 10 s (EMR-270L) "
        "before you trust the output. OUT may switch 0 to 3 times during this time.",
        7.6,
    )
    s.heading(FLOWER + " Ratings you must not exceed", 10.5, rule=True)
    s.caption("Tally 2 " + LINK + " Absolute limits")
    s.table(
        [
            Col("Item", 220),
            Col("EMR-270", 100, "C"),
            Col("EMR-270L", 100, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage VCC", "24", "14", "V"],
            ["Reverse supply voltage", "-24 (diode)", "not protected", "V"],
            ["Storage temperature", "-40 " + ELL + " +80", "-40 " + ELL + " +80", DEG],
        ],
        7.3,
    )

    s.add_page()
    s.heading(FLOWER + " Pins and adjustments", 10.5, rule=True)
    s.caption("Tally 3 " + LINK + " Header and controls")
    s.table(
        [Col("Item", 110, "C"), Col("EMR-270", 200), Col("EMR-270L", 189)],
        [
            ["VCC", "supply, 4.5 " + ELL + " 20 V", "supply, 2.7 " + ELL + " 12 V"],
            ["OUT", "3.3 V high on motion", "high on motion, level follows VCC"],
            ["GND", "ground", "ground"],
            ["SENS trimmer", "range 3 " + ELL + " 7 m, clockwise = farther", DASH],
            ["TIME trimmer", "hold 5 " + ELL + " 300 s, clockwise = longer", DASH],
            ["L / H jumper", "L single trigger, H repeat trigger", "fixed: repeat trigger"],
        ],
        7.3,
    )
    s.heading(FLOWER + " Tips", 10.5, rule=True)
    s.bullets(
        [
            "The EMR-270 output comes from its own 3.3 V regulator, also when VCC is 12 V, so it "
            "can go straight to a 3.3 V or a 5 V microcontroller input.",
            "The EMR-270L output follows VCC. Supply it from 3.3 V when it feeds a 3.3 V input.",
            "The EMR-270 does not run from 3.3 V: its regulator needs at least 4.5 V at VCC.",
            "Neither output can pull in a relay coil directly. Use a transistor stage or a relay "
            "module with its own driver.",
            "Glass and clear plastic block the far infrared the sensor sees: it does not detect "
            "anyone through a window.",
            "Keep the lens away from heaters, air vents and direct sun; fast temperature changes "
            "cause false triggers. Indoor use only: the module is not weatherproof.",
        ],
        7.8,
    )
    s.heading(FLOWER + " Questions and answers", 10.5, rule=True)
    faq = [
        (
            "It triggers by itself right after I power it up. Broken?",
            "No. That is the settling time described under the specification table.",
        ),
        (
            "Can I get a hold time shorter than 5 s?",
            "Not on the EMR-270; the TIME trimmer stops at 5 s. The EMR-270L holds for 2 s.",
        ),
        (
            "Will a 9 V battery do?",
            "Yes, for both versions. The EMR-270L then puts about 9 V on OUT, so do not connect "
            "it to a 3.3 V input.",
        ),
    ]
    for question, answer in faq:
        s.para("Q: " + question, 7.8, bold=True)
        s.para("A: " + answer, 7.8)
    s.heading(FLOWER + " Price list", 10.5, rule=True)
    s.caption("Tally 4 " + LINK + " Prices (EC$)")
    s.table(
        [Col("Item", 140), Col("Contents", 220), Col("Price", 139, "C")],
        [
            ["LBW-EMR270", "1 x EMR-270", "9.50"],
            ["LBW-EMR270-5", "5 x EMR-270", "40.00"],
            ["LBW-EMR270L", "1 x EMR-270L", "11.00"],
            ["LBW-LENS-DOME", "spare dome lens, 23 mm", "2.50"],
        ],
        7.3,
    )
    return save(s, out / "emr-270.pdf")


# ------------------------------------------------ 0.96" OLED module (Mata-Utu)
def uvd9612(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="UVEA PIXEL ATELIER",
        header_right="UVD-9612 / UVD-9612R  " + DOTS + "  display module sheet",
        footer_left="Uvea Pixel Atelier  \u00b7  Mata-Utu, Wallis et Futuna  \u00b7  prix en F CFP / "
        "prices in CFP francs",
        footer_right="recto {page}/{nb}",
        rule_color=(214, 86, 60),
        table_fill=(252, 240, 228),
        accent=(170, 60, 40),
        grid=False,
    )
    s = Sheet(style, "UVD-9612 / UVD-9612R 0.96 inch OLED display module")
    s.add_page()
    s.title_block(
        "UVD-9612 / UVD-9612R",
        '0.96" 128 x 64 OLED Display Module ' + NDASH + " I" + SQ + "C and SPI",
        "UVD-9612: 3.3 V only, bare module  |  UVD-9612R: regulator and level shifter on board, "
        "3.3 " + NDASH + " 5 V  |  white, 7-pin header",
        20,
    )

    def about() -> None:
        s.heading(DOTS + " 1  About this display", 10)
        s.para(
            "A 0.96 inch passive-matrix OLED with 128 x 64 white pixels and a single-chip "
            "controller with built-in charge pump. Out of the box it talks I" + SQ + "C; move "
            "two 0 " + OHM + " links on the back to use 4-wire SPI on the same 7-pin header.",
            7.8,
        )
        s.para(
            "The UVD-9612 connects the controller straight to the header. The UVD-9612R adds a "
            "3.3 V regulator and MOSFET level shifters so that it also runs on 5 V boards.",
            7.8,
        )

    def points() -> None:
        s.heading(DOTS + " 2  Why this one", 10)
        s.bullets(
            [
                "128 x 64 pixels, white on black",
                "I" + SQ + "C (default) or 4-wire SPI",
                "No backlight: about 11 mA with text",
                "UVD-9612R: 3.3 V and 5 V boards",
                "27.3 x 27.8 mm, 4 x M2 holes",
            ],
            7.8,
        )

    s.side_by_side(about, points, 262, 16)
    s.heading(DOTS + " 3  Electrical data", 10, rule=True)
    s.caption("Planche 1 " + BAR + " Module characteristics (Ta = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 96),
            Col("Conditions", 120),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 34, "C"),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 34, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "VCC pin", "3.0", "3.3", "3.6", "3.3", "5.0", "5.5", "V"],
            [
                "Logic input high\nvoltage",
                "SCL/SCK, SDA/MOSI,\nCS, DC, RES",
                "2.6",
                "",
                "3.6",
                "2.0",
                "",
                "5.5",
                "V",
            ],
            ["Logic input low\nvoltage", "", "", "", "0.6", "", "", "0.8", "V"],
            [
                "Operating current",
                "all pixels on\ntext, about 50 % on\ndisplay off (0xAE)",
                "",
                "21\n11\n8",
                "28\n15\n15",
                "",
                "23\n13\n95",
                "30\n17\n150",
                "mA\nmA\n" + MU + "A",
            ],
            ["I" + SQ + "C clock", "", "", "", "400", "", "", "400", "kHz"],
            ["SPI clock", "tcycle " + GE + " 100 ns", "", "", "10", "", "", "10", "MHz"],
            ["Panel drive voltage", "internal charge pump", "", "7.5", "", "", "7.5", "", "V"],
            ["Operating\ntemperature", "", "-30", "", "+70", "-30", "", "+70", DEG],
        ],
        7.3,
        head_rows=[["", "", "UVD-9612", "<", "<", "UVD-9612R", "<", "<", ""]],
    )
    s.para(
        "UVD-9612R currents are measured at VCC = 5.0 V and include the regulator. The UVD-9612 "
        "has no regulator: VCC goes to the controller directly.",
        7.4,
    )
    s.caption("Planche 2 " + BAR + " Absolute limits")
    s.table(
        [
            Col("Item", 220),
            Col("UVD-9612", 100, "C"),
            Col("UVD-9612R", 100, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["VCC", "4.0", "6.0", "V"],
            ["Any logic pin", "4.0", "6.0", "V"],
            ["Storage temperature", "-40 " + ELL + " +85", "-40 " + ELL + " +85", DEG],
        ],
        7.3,
    )
    s.heading(DOTS + " 4  Display", 10, rule=True)
    s.caption("Planche 3 " + BAR + " Optical and mechanical data")
    s.table(
        [Col("Item", 220), Col("Value", 279)],
        [
            ["Resolution", "128 x 64 pixels"],
            ["Active area", "21.74 x 10.86 mm"],
            ["Pixel pitch", "0.17 x 0.17 mm"],
            ["Colour", "white"],
            ["Viewing angle", "> 160\u00b0"],
            ["Brightness", "100 cd/m" + SQ + " typical"],
            ["Module size / weight", "27.3 x 27.8 x 3.7 mm / 2.6 g"],
        ],
        7.3,
    )

    s.add_page()
    s.heading(DOTS + " 5  Pins", 10, rule=True)
    s.caption("Planche 4 " + BAR + " 7-pin header, left to right")
    s.table(
        [
            Col("Pin", 40, "C"),
            Col("Name", 90, "C"),
            Col("I" + SQ + "C mode", 180),
            Col("SPI mode", 189),
        ],
        [
            ["1", "GND", "ground", "ground"],
            ["2", "VCC", "supply", "supply"],
            ["3", "SCL / D0", "I" + SQ + "C clock", "SPI clock"],
            ["4", "SDA / D1", "I" + SQ + "C data", "SPI data in (MOSI)"],
            ["5", "RES", "reset, active low", "reset, active low"],
            ["6", "DC", "address select (SA0)", "data / command"],
            ["7", "CS", "tie to GND", "chip select, active low"],
        ],
        7.3,
    )
    s.heading(DOTS + " 6  I" + SQ + "C or SPI", 10, rule=True)
    s.para(
        "In I" + SQ + "C mode the 7-bit address is 0x3C with DC tied to GND and 0x3D with DC tied "
        "to VCC, so two displays can share one bus. CS must be tied to GND and RES needs either a "
        "low pulse after power-up or the 10 k" + OHM + " pull-up fitted on the board. For SPI, "
        "move the links R3 and R4 to the positions marked SPI; the display then needs all seven "
        "pins.",
        7.8,
    )
    s.heading(DOTS + " 7  Hook-up rules", 10, rule=True)
    s.bullets(
        [
            "UVD-9612: VCC 3.0 " + ELL + " 3.6 V and logic levels up to 3.6 V. Wired straight to a "
            "5 V Arduino it will be damaged; use the UVD-9612R or a level shifter.",
            "UVD-9612R: 3.3 V or 5 V on VCC, logic inputs accept up to 5.5 V.",
            "On the UVD-9612R the host-side I" + SQ + "C pull-ups (4.7 k" + OHM + ") go to VCC. "
            "With VCC = 5 V the bus is pulled up to 5 V, which a 3.3 V-only microcontroller does "
            "not accept.",
            "The UVD-9612 has 4.7 k" + OHM + " pull-ups to its own VCC (3.3 V).",
            "The 7.5 V panel voltage is made on the glass by the charge pump; it is not "
            "available on any pin.",
        ],
        7.8,
    )
    s.heading(DOTS + " 8  Commands worth knowing", 10, rule=True)
    s.caption("Planche 5 " + BAR + " Controller commands (hex)")
    s.table(
        [Col("Command", 100, "C"), Col("Function", 399)],
        [
            ["0xAE / 0xAF", "display off (sleep) / on"],
            ["0x8D, 0x14", "charge pump on (needed after every reset)"],
            ["0x81, n", "contrast, n = 0x00 " + ELL + " 0xFF"],
            ["0xA6 / 0xA7", "normal / inverted display"],
            ["0x20, n", "memory addressing mode"],
        ],
        7.3,
    )
    s.heading(DOTS + " 9  Asked at the counter", 10, rule=True)
    faq = [
        (
            "Does the picture burn in?",
            "OLED pixels age with use. A static image shown for months leaves a faint ghost. No "
            "hour rating is published for this panel.",
        ),
        (
            "Can I read it in sunlight?",
            "Indoors it is crisp; outdoors in bright sun it is hard to read.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 7.8, bold=True)
        s.para(answer, 7.8)
    s.caption("Planche 6 " + BAR + " Prices (F CFP)")
    s.table(
        [Col("Reference", 130), Col("Version", 130), Col("Qty", 80, "C"), Col("Price", 159, "C")],
        [
            ["UPA-9612", "UVD-9612", "1", "1 100"],
            ["UPA-9612R", "UVD-9612R", "1", "1 450"],
            ["UPA-9612R-4", "UVD-9612R", "4", "5 200"],
        ],
        7.3,
    )
    return save(s, out / "uvd-9612.pdf")


# ------------------------------------------------ 24 V to 5 V 3 A buck module (Flying Fish Cove)
def rcb2405(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="RED CRAB POWER",
        header_right="RCB-2405 / RCB-2405U  \u00b7  technical data",
        footer_left="Red Crab Power Pty Ltd  \u00b7  Flying Fish Cove, Christmas Island WA 6798  "
        "\u00b7  prices in AUD, GST-free",
        footer_right="RCB {page}-{nb}",
        rule_color=(190, 36, 30),
        table_fill=(255, 234, 224),
        accent=(160, 24, 20),
        grid=True,
    )
    s = Sheet(style, "RCB-2405 / RCB-2405U 24 V to 5 V 3 A step-down module")
    s.add_page()
    s.title_block(
        "RCB-2405 / RCB-2405U",
        "24 V to 5 V, 3 A Step-Down Converter Module",
        "RCB-2405: open board, screw terminals  |  RCB-2405U: potted case, two USB-A outputs, IP65  "
        "|  8 " + NDASH + " 32 V in, 5 V out",
        20,
    )

    def overview() -> None:
        s.heading(STAR + " 1  Overview", 10)
        s.para(
            "A synchronous buck converter that turns a 12 V or 24 V vehicle, solar or industrial "
            "supply into 5 V for single-board computers, LED controllers, cameras and USB "
            "devices. The RCB-2405 is an open board with screw terminals. The RCB-2405U is "
            "potted in an aluminium case with two USB-A sockets and 30 cm input leads.",
            7.8,
        )

    def features() -> None:
        s.heading(STAR + " 2  Features", 10)
        s.bullets(
            [
                "3 A continuous output",
                "Up to 93 % efficiency",
                "Short-circuit and over-temperature protection",
                "RCB-2405U: reverse-polarity protected, IP65",
                "340 kHz switching",
            ],
            7.8,
        )

    s.side_by_side(overview, features, 270, 16)
    s.heading(STAR + " 3  Electrical specifications", 10, rule=True)
    s.caption(
        "Docket 1 " + WAVES + " Characteristics by version (TA = 25 " + DEG + ", VIN = 24 V "
        "unless noted)"
    )
    s.table(
        [
            Col("Parameter", 92),
            Col("Conditions", 115),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Unit", 76, "C"),
        ],
        [
            ["Input voltage\n(operating)", "", "8.0", "24", "32", "9.0", "24", "32", "V"],
            [
                "Output voltage",
                "IOUT = 0 " + ELL + " 3 A",
                "4.90",
                "5.00",
                "5.10",
                "5.00",
                "5.15",
                "5.30",
                "V",
            ],
            [
                "Continuous output\ncurrent",
                "VIN = 12 V\nVIN = 24 V\nVIN = 32 V",
                "",
                "",
                "3.0\n3.0\n2.5",
                "",
                "",
                "3.0\n3.0\n2.5",
                "A",
            ],
            [
                "Output current\nderating",
                "TA = 50 " + DEG + "\nTA = 70 " + DEG,
                "",
                "",
                "2.5\n1.5",
                "",
                "",
                "2.0\n1.2",
                "A",
            ],
            ["Output current\nper USB port", "", "", "", DASH, "", "", "2.4", "A"],
            ["Current limit", "output shorted", "", "4.2", "", "", "4.0", "", "A"],
            [
                "Input current,\nno load",
                "VIN = 12 V\nVIN = 24 V",
                "",
                "9\n6",
                "",
                "",
                "14\n11",
                "",
                "mA",
            ],
            [
                "Efficiency",
                "VIN = 12 V, IOUT = 2 A\nVIN = 24 V, IOUT = 3 A",
                "",
                "93\n90",
                "",
                "",
                "92\n89",
                "",
                "%",
            ],
            ["Output ripple", "20 MHz BW, IOUT = 3 A", "", "45", "", "", "60", "", "mVpp"],
            ["Switching frequency", "", "", "340", "", "", "340", "", "kHz"],
            ["Operating\ntemperature", "see derating", "-40", "", "+85", "-30", "", "+70", DEG],
        ],
        7.3,
        head_rows=[["", "", "RCB-2405", "<", "<", "RCB-2405U", "<", "<", ""]],
    )
    s.para(
        "The output stays in regulation as long as VIN is at least 2.5 V above the output at "
        "3 A (1.5 V at 1 A). Below that the output follows the input down. The RCB-2405U output "
        "is set slightly high to make up for the drop in USB cables.",
        7.6,
    )
    s.heading(STAR + " 4  Absolute maximum ratings", 10, rule=True)
    s.caption("Docket 2 " + WAVES + " Absolute maximum ratings")
    s.table(
        [
            Col("Item", 230),
            Col("RCB-2405", 100, "C"),
            Col("RCB-2405U", 100, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Input voltage, continuous", "36", "36", "V"],
            ["Input voltage, transient " + LE + " 100 ms", "40", "40", "V"],
            ["Reverse input voltage", "not protected", "-32", "V"],
            ["Storage temperature", "-40 " + ELL + " +105", "-40 " + ELL + " +105", DEG],
        ],
        7.3,
    )

    s.add_page()
    s.heading(STAR + " 5  Connections", 10, rule=True)
    s.caption("Docket 3 " + WAVES + " Terminals and leads")
    s.table(
        [Col("Marking", 100, "C"), Col("RCB-2405", 200), Col("RCB-2405U", 199)],
        [
            ["IN+", "screw terminal, 8 " + ELL + " 32 V", "red lead, 18 AWG, 30 cm"],
            ["IN-", "screw terminal", "black lead, 18 AWG, 30 cm"],
            ["OUT+ / OUT-", "screw terminals, 5 V", DASH],
            ["USB1, USB2", DASH, "USB-A, 5 V, 2.4 A each, 3 A together"],
            ["LED", "red, output on", "blue, output on"],
        ],
        7.3,
    )
    s.heading(STAR + " 6  Protection and behaviour", 10, rule=True)
    s.bullets(
        [
            "Short circuit: the output shuts down and retries about every 0.5 s (hiccup mode). "
            "It recovers by itself when the short is removed.",
            "Over-temperature: the converter stops when the IC overheats and restarts when it has "
            "cooled down.",
            "Reverse polarity: the RCB-2405 has no protection and is destroyed; the RCB-2405U "
            "survives a reversed input and stays off.",
            "No isolation: IN- and OUT- are the same ground.",
            "The RCB-2405U case is potted and rated IP65. The RCB-2405 is an open board and needs "
            "a housing.",
            "Do not connect two outputs in parallel.",
        ],
        7.8,
    )
    s.heading(STAR + " 7  Mechanical data", 10, rule=True)
    s.caption("Docket 4 " + WAVES + " Dimensions and weight")
    s.table(
        [Col("Item", 160), Col("RCB-2405", 170, "C"), Col("RCB-2405U", 169, "C")],
        [
            ["Size", "46 x 26 x 14 mm", "65 x 48 x 22 mm"],
            ["Weight", "14 g", "85 g"],
            ["Mounting", "2 x M3 holes", "2 x 4.5 mm slots"],
            ["Cooling", "free air, keep 10 mm clear", "case on metal surface"],
        ],
        7.3,
    )
    s.heading(STAR + " 8  FAQ", 10, rule=True)
    faq = [
        (
            "Can I use it in a 24 V truck?",
            "Yes. A 24 V system runs at up to about 28.8 V while charging, inside the 32 V "
            "maximum. Load-dump spikes longer than 100 ms or above 40 V need an extra TVS diode "
            "in front of the module.",
        ),
        (
            "Can I run it from a 12 V car socket?",
            "Yes, 12 V to 14.4 V is inside the input range of both versions.",
        ),
        (
            "Does it work as a battery charger?",
            "No. It is a fixed 5 V supply with no charge control.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 7.8, bold=True)
        s.para(answer, 7.8)
    s.heading(STAR + " 9  Prices", 10, rule=True)
    s.caption("Docket 5 " + WAVES + " Price list (AUD, GST-free)")
    s.table(
        [Col("Item", 130), Col("Version", 130), Col("Qty", 80, "C"), Col("Price", 159, "C")],
        [
            ["RCP-2405", "RCB-2405", "1", "9.80"],
            ["RCP-2405-10", "RCB-2405", "10", "85.00"],
            ["RCP-2405U", "RCB-2405U", "1", "18.90"],
        ],
        7.3,
    )
    return save(s, out / "rcb-2405.pdf")
