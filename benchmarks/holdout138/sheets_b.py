"""Hold-out 138 datasheets, part 2: a 24 V sink / source digital input module, a CAN FD
transceiver IC with an I/O supply pin, a 128 x 64 monochrome LCD module and a single-cell
LiPo fuel gauge module.

A Tulsa (Oklahoma) industrial-controls "Technical Data" publication ("n :: TITLE" heads,
"Table n - Title" captions above the tables, specifications in column groups per catalog
number, a terminal table and catalog table as decoys), a Riga (Latvia) automotive
interface-IC "Product data sheet" ("n ⁄ TITLE" heads, "Tab. n." captions, supply
currents stacked per mode with a unit per line, pinning and dynamic tables as decoys),
a Haiphong (Viet Nam) LCD-module factory "Product Specification" ("❍ n." heads, item /
contents tables, backlight data in column groups per model, the SPI clock only as a
timing-table note, a command table as a decoy) and a Mendoza (Argentina) maker-store
sheet in Spanish / English ("(n) Título / Title" heads, ARS prices, register table as
a decoy, FAQ).
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
TIMES = "\u00d7"
FS = "\u2044"


# ------------------------------------------------ 24 V DC digital input module (Tulsa)
def dix824(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="RED FORK AUTOMATION  \u2022  DIX Series Distributed I/O",
        header_right="Technical Data",
        footer_left="Red Fork Automation, Inc.  \u2022  Tulsa, Oklahoma  \u2022  "
        "Publication DIX-TD824B-EN-P " + NDASH + " March 2024",
        footer_right="{page}",
        rule_color=(60, 60, 60),
        table_fill=(225, 225, 225),
        accent=(200, 90, 0),
        grid=False,
    )
    s = Sheet(style, "DIX-824 / DIX-824L 8-point 24 V DC digital input module")
    s.add_page()
    s.title_block(
        "DIX-824 / DIX-824L",
        "8-Point 24 V DC Sink / Source Digital Input Module",
        "Catalog Numbers DIX-824, DIX-824L  \u2022  DIN-rail mounting  \u2022  IEC 61131-2 "
        "Type 1 (DIX-824) / Type 3 (DIX-824L) inputs",
        22,
    )
    s.heading("1 :: ABOUT THIS MODULE", 10, rule=True)
    s.para(
        "The DIX-824 and DIX-824L read eight 24 V DC field signals in two groups of four "
        "(COM A for I0 " + ELL + " I3, COM B for I4 " + ELL + " I7). Each group is wired "
        "sinking or sourcing. The field side is powered by the 24 V field supply; the logic "
        "side presents eight push-pull outputs OUT0 " + ELL + " OUT7 at the level of the "
        "logic supply VL, so a microcontroller or single-board computer can read the inputs "
        "directly. Field and logic sides are isolated.",
        8.0,
    )
    s.heading("2 :: INPUT SPECIFICATIONS", 10, rule=True)
    s.caption("Table 1 - Input specifications", 8.0)
    s.table(
        [
            Col("Attribute", 175),
            Col("DIX-824", 162, "C"),
            Col("DIX-824L", 162, "C"),
        ],
        [
            ["Inputs", "8 (2 groups of 4)", "8 (2 groups of 4)"],
            ["Input type", "sink or source, per group", "sink or source, per group"],
            ["Rated input voltage", "24 V DC", "12 / 24 V DC"],
            ["On-state voltage range", "15 " + ELL + " 30 V DC", "8 " + ELL + " 30 V DC"],
            ["Off-state voltage, max", "5 V DC", "3 V DC"],
            [
                "On-state current",
                "2.0 mA min at 15 V\n4.0 mA nom at 24 V\n6.0 mA max at 30 V",
                "2.0 mA min at 8 V\n6.0 mA nom at 24 V\n7.5 mA max at 30 V",
            ],
            ["Off-state current, max", "1.5 mA", "1.0 mA"],
            ["Input impedance, nom", "6.0 k" + OHM, "4.0 k" + OHM],
            [
                "Input filter (DIP switch S1)",
                "0.1 / 1 / 3 / 16 ms, default 3 ms",
                "0.1 / 1 / 3 / 16 ms, default 3 ms",
            ],
            ["Input voltage, max (non-destructive)", "35 V DC", "35 V DC"],
            ["Reverse-polarity protection", "yes", "yes"],
        ],
        8.0,
    )
    s.heading("3 :: POWER AND LOGIC SIDE", 10, rule=True)
    s.caption("Table 2 - Power and logic specifications (both catalog numbers)", 8.0)
    s.table(
        [Col("Attribute", 175), Col("Value", 324)],
        [
            ["Field supply voltage (V+ to 0V)", "24 V DC nom, 19.2 " + ELL + " 28.8 V DC"],
            ["Field supply current", "35 mA at 24 V DC, all inputs on"],
            ["Logic supply VL", "3.0 " + ELL + " 5.5 V DC"],
            ["Logic supply current", "6 mA at VL = 3.3 V; 8 mA at VL = 5 V"],
            [
                "Logic outputs OUT0 " + ELL + " OUT7",
                "push-pull; VOH " + GE + " VL - 0.4 V at 4 mA; VOL " + LE + " 0.4 V at 4 mA",
            ],
            ["Isolation, field to logic", "500 V AC for 1 min (type tested)"],
            ["Power dissipation, max", "1.3 W"],
        ],
        8.0,
    )

    s.add_page()
    s.heading("4 :: ENVIRONMENTAL SPECIFICATIONS", 10, rule=True)
    s.caption("Table 3 - Environmental specifications", 8.0)
    s.table(
        [Col("Attribute", 175), Col("Value", 324)],
        [
            ["Temperature, operating", "0 " + ELL + " 55 " + DEG + " (32 " + ELL + " 131 \u00b0F)"],
            ["Temperature, storage", "-40 " + ELL + " 85 " + DEG + " (-40 " + ELL + " 185 \u00b0F)"],
            ["Relative humidity", "5 " + ELL + " 95 %, non-condensing"],
            ["Enclosure type rating", "IP20 (open type, mount in an enclosure)"],
            ["Vibration", "2 g at 10 " + ELL + " 500 Hz"],
            ["Shock, operating", "15 g"],
            ["Altitude", "2000 m max"],
            ["Wire size", "0.2 " + ELL + " 2.5 mm" + SQ + " (24 " + ELL + " 14 AWG), 0.5 N\u00b7m"],
        ],
        8.0,
    )
    s.heading("5 :: WIRING", 10, rule=True)
    s.caption("Table 4 - Terminal assignment", 8.0)
    s.table(
        [Col("Terminal", 80, "C"), Col("Signal", 80, "C"), Col("Description", 339)],
        [
            ["1 " + ELL + " 4", "I0 " + ELL + " I3", "Inputs, group A"],
            ["5", "COM A", "Common of group A: 0V for sinking, +24 V for sourcing"],
            ["6 " + ELL + " 9", "I4 " + ELL + " I7", "Inputs, group B"],
            ["10", "COM B", "Common of group B"],
            ["11 / 12", "V+ / 0V", "Field supply 24 V DC"],
            ["13 / 14", "VL / GND", "Logic supply from the host"],
            ["15 " + ELL + " 22", "OUT0 " + ELL + " OUT7", "Logic outputs to the host, high = input on"],
        ],
        8.0,
    )
    s.para(
        "Sinking inputs (COM to 0V) work with PNP (sourcing) sensors; sourcing inputs (COM to "
        "+24 V) work with NPN (sinking) sensors. Both groups may be wired differently.",
        8.0,
    )
    s.heading("6 :: APPLICATION NOTES", 10, rule=True)
    s.bullets(
        [
            "12 V sensors need the DIX-824L. The DIX-824 does not reliably read 12 V as ON.",
            "Two-wire proximity sensors: the sensor's off-state leakage must be below the "
            "module's off-state current (1.5 mA DIX-824, 1.0 mA DIX-824L), else the input "
            "may read ON.",
            "Logic side: connect VL to the host's I/O voltage (3.3 V for Raspberry Pi and "
            "ESP32 boards, 5 V for Arduino Uno). OUT levels follow VL.",
            "Pulse inputs: with the 0.1 ms filter setting the inputs follow pulse trains up to "
            "1 kHz. Use a counter module for faster encoders.",
        ],
        8.0,
        "\u2022",
    )
    s.heading("7 :: CATALOG NUMBERS", 10, rule=True)
    s.caption("Table 5 - Catalog numbers and accessories", 8.0)
    s.table(
        [Col("Cat. No.", 100), Col("Description", 300), Col("Weight", 99, "C")],
        [
            ["DIX-824", "8-point 24 V DC sink / source input module, IEC Type 1", "95 g"],
            ["DIX-824L", "8-point 12 / 24 V DC sink / source input module, IEC Type 3", "95 g"],
            ["DIX-TB10", "Spare 10-pin field terminal block", "12 g"],
            ["DIX-EC1", "End cap for DIN rail", "4 g"],
        ],
        8.0,
    )
    return save(s, out / "dix-824.pdf")


# ------------------------------------------------ CAN FD transceiver IC (Riga)
def rcf1462(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="DAUGAVA AUTOMOTIVE SILICON",
        header_right="RCF1462 / RCF1462V  CAN FD transceiver",
        footer_left="Daugava Automotive Silicon SIA  \u00b7  Riga, Latvia  \u00b7  RCF1462  "
        "\u00b7  Product data sheet  \u00b7  Rev. 2.0  \u00b7  14 February 2024",
        footer_right="Page {page} / {nb}",
        rule_color=(150, 20, 40),
        table_fill=(250, 228, 232),
        accent=(150, 20, 40),
        grid=True,
    )
    s = Sheet(style, "RCF1462 / RCF1462V CAN FD transceiver")
    s.add_page()
    s.title_block(
        "RCF1462 / RCF1462V",
        "CAN FD Transceiver with Standby Mode and 1.8 V to 5 V I/O Interface",
        "SO8 and HVSON8 (3 mm " + TIMES + " 3 mm)  \u00b7  AEC-Q100 Grade 1  \u00b7  Product data "
        "sheet",
        21,
    )

    def general() -> None:
        s.heading("1 " + FS + " GENERAL DESCRIPTION", 9.5)
        s.para(
            "The RCF1462 is a high-speed CAN transceiver for CAN FD networks in cars and "
            "industrial systems. It provides the differential transmit and receive interface "
            "between a CAN controller and the two-wire bus. The RCF1462V adds a VIO pin so "
            "that TXD, RXD and STB follow the supply of the microcontroller.",
            7.5,
        )

    def features() -> None:
        s.heading("2 " + FS + " FEATURES AND BENEFITS", 9.5)
        s.bullets(
            [
                "ISO 11898-2:2016 and SAE J2284-1 to -5",
                "CAN FD data phase up to 5 Mbit/s",
                "RCF1462V: VIO pin for 1.8 V, 3.3 V and 5 V controllers",
                "Standby mode with bus wake-up",
                "CANH / CANL protected to " + PM + "58 V",
                "TXD dominant time-out",
                "Undervoltage detection on VCC and VIO",
            ],
            7.5,
            "\u2022",
        )

    s.side_by_side(general, features, 250, 16)
    s.heading("3 " + FS + " ORDERING INFORMATION", 9.5)
    s.caption("Tab. 1.  Ordering information", 7.5)
    s.table(
        [Col("Type number", 110), Col("Package", 90, "C"), Col("Pin 5", 90, "C"),
         Col("Description", 209)],
        [
            ["RCF1462T", "SO8", "n.c.", "I/O levels referenced to VCC (5 V)"],
            ["RCF1462VT", "SO8", "VIO", "I/O levels referenced to VIO"],
            ["RCF1462VHN", "HVSON8", "VIO", "as RCF1462VT, 3 mm " + TIMES + " 3 mm leadless"],
        ],
        7.5,
    )
    s.heading("4 " + FS + " PINNING", 9.5)
    s.caption("Tab. 2.  Pin description", 7.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Symbol", 70, "C"), Col("Description", 379)],
        [
            ["1", "TXD", "transmit data input"],
            ["2", "GND", "ground"],
            ["3", "VCC", "transceiver supply voltage (5 V)"],
            ["4", "RXD", "receive data output; reads out data from the bus lines"],
            ["5", "VIO / n.c.", "I/O supply (RCF1462V); not connected on RCF1462"],
            ["6", "CANL", "LOW-level CAN bus line"],
            ["7", "CANH", "HIGH-level CAN bus line"],
            ["8", "STB", "standby mode control input, HIGH = standby"],
        ],
        7.5,
    )
    s.heading("5 " + FS + " LIMITING VALUES", 9.5)
    s.caption("Tab. 3.  Limiting values (in accordance with the Absolute Maximum Rating System)", 7.5)
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Parameter", 160),
            Col("Conditions", 120),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["V_{CC}", "supply voltage", "", "-0.3", "+6.0", "V"],
            ["V_{IO}", "I/O supply voltage", "RCF1462V", "-0.3", "+6.0", "V"],
            ["V_{x}", "voltage on CANH, CANL", "with respect to GND", "-58", "+58", "V"],
            ["V_{I}", "voltage on TXD, RXD, STB", "", "-0.3", "+6.0", "V"],
            ["T_{amb}", "ambient temperature", "operating", "-40", "+125", DEG],
            ["T_{stg}", "storage temperature", "", "-55", "+150", DEG],
        ],
        7.5,
    )

    s.add_page()
    s.heading("6 " + FS + " STATIC CHARACTERISTICS", 9.5)
    s.caption(
        "Tab. 4.  Static characteristics (Tvj = -40 " + DEG + " to +150 " + DEG + "; VCC = 4.5 V "
        "to 5.5 V; VIO = 1.7 V to 5.5 V; RL = 60 " + OHM + " unless otherwise specified)",
        7.5,
    )
    s.table(
        [
            Col("Symbol", 50, "C"),
            Col("Parameter", 95),
            Col("Conditions", 154),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 80, "C"),
        ],
        [
            ["V_{CC}", "supply voltage", "", "4.5", "5.0", "5.5", "V"],
            ["V_{IO}", "I/O supply voltage", "RCF1462V", "1.7", "", "5.5", "V"],
            [
                "I_{CC}",
                "supply current",
                "Normal mode, bus recessive\nNormal mode, bus dominant\nStandby mode",
                "",
                "2.5\n45\n8",
                "5\n70\n15",
                "mA\nmA\n" + MU + "A",
            ],
            [
                "I_{IO}",
                "I/O supply current",
                "Normal mode\nStandby mode",
                "",
                "60\n1",
                "100\n3",
                MU + "A\n" + MU + "A",
            ],
            ["V_{uvd(VCC)}", "undervoltage detection\nvoltage on VCC", "", "3.5", "4.0", "4.3", "V"],
            ["V_{uvd(VIO)}", "undervoltage detection\nvoltage on VIO", "", "1.0", "1.3", "1.6", "V"],
            ["V_{IH}", "HIGH-level input\nvoltage (TXD, STB)", "", "0.7VIO", "", "", "V"],
            ["V_{IL}", "LOW-level input\nvoltage (TXD, STB)", "", "", "", "0.3VIO", "V"],
            ["V_{OH}", "HIGH-level output\nvoltage (RXD)", "I_{OH} = -2 mA", "VIO-0.4", "", "", "V"],
            ["V_{OL}", "LOW-level output\nvoltage (RXD)", "I_{OL} = 2 mA", "", "", "0.4", "V"],
            ["V_{O(dom)}", "dominant output\nvoltage", "CANH\nCANL", "2.75\n0.5", "3.5\n1.5", "4.5\n2.25", "V"],
            ["V_{th(RX)dif}", "differential receiver\nthreshold voltage", "", "0.5", "0.7", "0.9", "V"],
            ["R_{i(cm)}", "common-mode input\nresistance", "", "9", "15", "28", "k" + OHM],
        ],
        7.5,
    )
    s.para(
        "For the RCF1462 (no VIO pin) VIO is connected internally to VCC: all TXD, RXD and STB "
        "levels then refer to VCC.",
        7.5,
    )
    s.heading("7 " + FS + " DYNAMIC CHARACTERISTICS", 9.5)
    s.caption("Tab. 5.  Dynamic characteristics", 7.5)
    s.table(
        [
            Col("Symbol", 70, "C"),
            Col("Parameter", 150),
            Col("Conditions", 119),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 40, "C"),
        ],
        [
            ["t_{d(TXD-RXD)}", "loop delay", "", "", "150", "255", "ns"],
            ["t_{bit(RXD)}", "bit time on RXD", "t_{bit(TXD)} = 500 ns\nt_{bit(TXD)} = 200 ns",
             "400\n120", "", "550\n220", "ns"],
            ["t_{to(dom)TXD}", "TXD dominant time-out", "", "0.8", "", "4.5", "ms"],
            ["t_{wake(busdom)}", "bus dominant wake-up", "Standby mode", "0.5", "", "1.8", MU + "s"],
        ],
        7.5,
    )
    s.heading("8 " + FS + " APPLICATION INFORMATION", 9.5)
    s.bullets(
        [
            "3.3 V microcontrollers: use the RCF1462V and connect VIO to the microcontroller "
            "supply; VCC still needs 5 V. The RCF1462 drives RXD to VCC and must not be "
            "connected to 3.3 V-only inputs.",
            "VCC must stay between 4.5 V and 5.5 V; the transceiver does not operate from 3.3 V "
            "alone.",
            "Terminate the bus with 120 " + OHM + " at each end (60 " + OHM + " total).",
            "Standby: set STB HIGH. A dominant bus phase longer than twake pulls RXD LOW to "
            "wake the controller.",
        ],
        7.5,
        "\u2022",
    )
    return save(s, out / "rcf1462.pdf")


# ------------------------------------------------ 128 x 64 LCD module (Haiphong)
def vgd1264s(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="LACH TRAY DISPLAY CO., LTD.",
        header_right="PRODUCT SPECIFICATION  \u00b7  VGD-1264S",
        footer_left="Lach Tray Display Co., Ltd.  \u00b7  Haiphong, Viet Nam  \u00b7  "
        "Doc. No. LTD-PS-1264S-A2",
        footer_right="P.{page} of {nb}",
        rule_color=(85, 107, 47),
        table_fill=(232, 238, 214),
        accent=(85, 107, 47),
        grid=True,
    )
    s = Sheet(style, "VGD-1264S 128 x 64 graphic LCD module")
    s.add_page()
    s.title_block(
        "VGD-1264S",
        "128 " + TIMES + " 64 Graphic LCD Module, ST7567-Compatible Serial Controller",
        "Models VGD-1264S-YG (yellow-green STN, yellow-green backlight)  \u00b7  VGD-1264S-BW "
        "(blue STN negative, white backlight)  \u00b7  4-wire SPI",
        20,
    )
    s.heading("\u274d 1. General Specifications", 9.5)
    s.table(
        [Col("Item", 150), Col("Contents", 270), Col("Unit", 79, "C")],
        [
            ["Display format", "128 " + TIMES + " 64 dots", DASH],
            ["Display mode", "YG: STN positive, transflective / BW: STN negative, transmissive", DASH],
            ["Viewing direction", "6 o'clock", DASH],
            ["Driving method", "1/65 duty, 1/9 bias", DASH],
            ["Controller", "ST7567-compatible, chip on glass", DASH],
            ["Interface", "4-wire serial (SPI, write only)", DASH],
            ["Module size (W " + TIMES + " H " + TIMES + " T)", "60.0 " + TIMES + " 43.5 " + TIMES + " 5.2", "mm"],
            ["Viewing area", "52.0 " + TIMES + " 29.0", "mm"],
            ["Dot size / dot pitch", "0.37 " + TIMES + " 0.37 / 0.40 " + TIMES + " 0.40", "mm"],
            ["Weight", "18", "g"],
        ],
        7.5,
    )
    s.heading("\u274d 2. Absolute Maximum Ratings", 9.5)
    s.table(
        [
            Col("Item", 170),
            Col("Symbol", 70, "C"),
            Col("Min", 70, "C"),
            Col("Max", 100, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Supply voltage for logic", "V_{DD}", "-0.3", "4.0", "V"],
            ["Input voltage", "V_{IN}", "-0.3", "VDD + 0.3", "V"],
            ["Operating temperature", "T_{OP}", "-20", "+70", DEG],
            ["Storage temperature", "T_{ST}", "-30", "+80", DEG],
        ],
        7.5,
    )
    s.heading("\u274d 3. Electrical Characteristics (VSS = 0 V, Ta = 25 " + DEG + ")", 9.5)
    s.table(
        [
            Col("Item", 110),
            Col("Symbol", 50, "C"),
            Col("Condition", 145),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltage for logic", "V_{DD}", "", "3.0", "3.3", "3.6", "V"],
            ["LCD driving voltage", "V_{0}", "internal booster", "8.8", "9.0", "9.2", "V"],
            ["Input high voltage", "V_{IH}", "", "0.8 VDD", "", "VDD", "V"],
            ["Input low voltage", "V_{IL}", "", "0", "", "0.2 VDD", "V"],
            [
                "Supply current\n(logic, no backlight)",
                "I_{DD}",
                "display on, checker pattern\nsleep mode",
                "",
                "280\n2",
                "450\n5",
                MU + "A",
            ],
        ],
        7.5,
    )
    s.heading("\u274d 4. Backlight Characteristics (Ta = 25 " + DEG + ")", 9.5)
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 50, "C"),
            Col("Condition", 110),
            Col("VGD-1264S-YG", 70, "C"),
            Col("VGD-1264S-BW", 70, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Forward voltage", "V_{F}", "at recommended IF", "2.1", "3.0", "V"],
            ["Forward current, recommended", "I_{F}", "", "30", "15", "mA"],
            ["Forward current, maximum", "I_{F(MAX)}", "", "40", "25", "mA"],
            ["Luminance (on LCD surface)", "L_{V}", "at recommended IF", "60", "45", "cd/m" + SQ],
            ["Colour", DASH, "", "yellow-green", "white", DASH],
        ],
        7.5,
        head_rows=[["", "", "", "Model", "<", ""]],
    )
    s.para(
        "The backlight has no current-limiting resistor on the module. Add a series resistor "
        "between your supply and LEDA, e.g. 39 " + OHM + " for the -BW from 3.3 V.",
        7.5,
    )

    s.add_page()
    s.heading("\u274d 5. Optical Characteristics (Ta = 25 " + DEG + ")", 9.5)
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 60, "C"),
            Col("Condition", 120),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Contrast ratio", "CR", "6 o'clock", "4", "6", "", DASH],
            ["Response time (rise)", "t_{r}", "Ta = 25 " + DEG, "", "150", "250", "ms"],
            ["Response time (fall)", "t_{f}", "Ta = 25 " + DEG, "", "200", "300", "ms"],
        ],
        7.5,
    )
    s.heading("\u274d 6. Interface Pin Function", 9.5)
    s.table(
        [Col("Pin No.", 50, "C"), Col("Symbol", 60, "C"), Col("Level", 60, "C"),
         Col("Function", 329)],
        [
            ["1", "CS", "L", "Chip select, active low"],
            ["2", "RST", "L", "Reset, active low"],
            ["3", "A0", "H/L", "H: display data, L: command"],
            ["4", "SCL", "H/L", "Serial clock"],
            ["5", "SI", "H/L", "Serial data input"],
            ["6", "VDD", DASH, "Logic supply 3.3 V"],
            ["7", "VSS", DASH, "Ground"],
            ["8", "LEDA", DASH, "Backlight anode (series resistor required)"],
            ["9", "LEDK", DASH, "Backlight cathode"],
        ],
        7.5,
    )
    s.heading("\u274d 7. Serial Interface Timing (VDD = 3.3 V, Ta = 25 " + DEG + ")", 9.5)
    s.table(
        [Col("Item", 200), Col("Symbol", 80, "C"), Col("Min", 70, "C"), Col("Max", 70, "C"),
         Col("Unit", 79, "C")],
        [
            ["Serial clock period", "t_{SCYC}", "50", "", "ns"],
            ["SCL high pulse width", "t_{SHW}", "25", "", "ns"],
            ["SCL low pulse width", "t_{SLW}", "25", "", "ns"],
            ["Address set-up time", "t_{SAS}", "20", "", "ns"],
            ["Data set-up time", "t_{SDS}", "20", "", "ns"],
            ["Data hold time", "t_{SDH}", "10", "", "ns"],
            ["CS-SCL time", "t_{CSS}", "20", "", "ns"],
        ],
        7.5,
    )
    s.para(
        "Note: tSCYC = 50 ns corresponds to a maximum SCL frequency of 20 MHz.",
        7.5,
    )
    s.heading("\u274d 8. Command Summary (excerpt)", 9.5)
    s.table(
        [Col("Command", 180), Col("Code (hex)", 140, "C"), Col("Remark", 179)],
        [
            ["Display OFF / ON", "AE / AF", "AE also in sleep sequence"],
            ["Set start line", "40 " + ELL + " 7F", "line 0 " + ELL + " 63"],
            ["Set page address", "B0 " + ELL + " B7", "8 pages of 8 rows"],
            ["Set column address", "1x, 0x", "upper / lower nibble"],
            ["Bias select", "A2 / A3", "1/9 / 1/7"],
            ["Power control", "2F", "booster, regulator, follower on"],
            ["Electronic volume", "81 + 00 " + ELL + " 3F", "contrast, default 20"],
            ["Sleep", "AE + A5", "display off, all points on"],
            ["Software reset", "E2", ""],
        ],
        7.5,
    )
    s.heading("\u274d 9. Precautions", 9.5)
    s.bullets(
        [
            "VDD is 3.0 " + NDASH + " 3.6 V. The module is not 5 V tolerant: with 5 V "
            "microcontrollers use a level shifter on CS, RST, A0, SCL and SI and power VDD "
            "from 3.3 V.",
            "The serial interface is write-only; status cannot be read back.",
            "Liquid crystal responds more slowly at low temperature.",
            "Do not press the glass or the FPC bend area; avoid condensation.",
        ],
        7.5,
        "\u274d",
    )
    return save(s, out / "vgd-1264s.pdf")


# ------------------------------------------------ 1-cell LiPo fuel gauge module (Mendoza)
def mzg1s(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Chacras Maker Store",
        header_right="MZG-1S  \u00b7  Hoja de datos / Data sheet",
        footer_left="Chacras Maker Store S.R.L.  \u00b7  Mendoza, Argentina  \u00b7  "
        "CUIT 30-71598234-6",
        footer_right="Hoja {page} de {nb}",
        rule_color=(105, 20, 55),
        table_fill=None,
        accent=(105, 20, 55),
        grid=False,
    )
    s = Sheet(style, "MZG-1S single-cell LiPo fuel gauge module")
    s.add_page()
    s.title_block(
        "MZG-1S",
        "Medidor de carga para 1 celda LiPo / Single-Cell LiPo Fuel Gauge Module (I" + SQ
        + "C, ALERT)",
        "MZG-1S (JST-PH 2.0 connectors)  \u00b7  MZG-1S-Q (with two 4-pin Qwiic-style I" + SQ
        + "C connectors)",
        22,
    )

    def description() -> None:
        s.heading("(1) Descripción / Description", 10)
        s.para(
            "The MZG-1S sits between a single LiPo or Li-ion cell and your project. It "
            "measures the cell voltage and estimates the state of charge (SOC) with a model "
            "algorithm, so no sense resistor is needed. The host reads voltage and SOC over "
            "I" + SQ + "C; the ALRT pin goes low when the charge falls below a threshold.",
            8.0,
        )

    def key_data() -> None:
        s.heading("(2) Datos clave / Key data", 10)
        s.leaders(
            [
                ("Cell / Celda", "1 " + TIMES + " LiPo / Li-ion"),
                ("I" + SQ + "C address", "0x36 (fixed)"),
                ("Alert output", "ALRT, open-drain"),
                ("Voltage resolution", "1.25 mV"),
                ("Board", "23 " + TIMES + " 18 mm"),
            ],
            8.0,
        )

    s.side_by_side(description, key_data, 265, 16)
    s.heading("(3) Especificaciones / Specifications", 10, rule=True)
    s.table(
        [
            Col("Parámetro / Parameter", 150),
            Col("Condición / Condition", 145),
            Col("Mín", 45, "C"),
            Col("Típ", 45, "C"),
            Col("Máx", 45, "C"),
            Col("Unidad", 69, "C"),
        ],
        [
            ["Cell voltage BAT+", "operating", "2.5", "", "4.5", "V"],
            ["Supply current", "IC active", "", "23", "40", MU + "A"],
            ["Supply current", "hibernate", "", "4", "6", MU + "A"],
            ["Supply current", "sleep (SDA = SCL = low > 2.5 s)", "", "0.5", "2", MU + "A"],
            ["Power LED current", "JP1 closed", "", "1.0", "", "mA"],
            ["Voltage measurement error", "VCELL = 3.6 V, 25 " + DEG, "-7.5", "", "+7.5", "mV"],
            ["Voltage resolution", "", "", "1.25", "", "mV"],
            ["SOC resolution", "", "", "1/256", "", "%"],
            ["I" + SQ + "C clock frequency", "", "0", "", "400", "kHz"],
            ["SDA, SCL input high", "", "1.4", "", "", "V"],
            ["SDA, SCL input low", "", "", "", "0.5", "V"],
            ["ALRT output low", "I = 4 mA", "", "", "0.4", "V"],
            ["Pass-through current BAT " + "\u2192" + " SYS", "continuous", "", "", "2", "A"],
            ["Operating temperature", "", "-20", "", "+70", DEG],
            ["Storage temperature", "", "-40", "", "+85", DEG],
        ],
        8.0,
    )
    s.heading("(4) Límites absolutos / Absolute maximum ratings", 10, rule=True)
    s.table(
        [Col("Parámetro / Parameter", 250), Col("Mín", 70, "C"), Col("Máx", 70, "C"),
         Col("Unidad", 109, "C")],
        [
            ["BAT+ to GND", "-0.3", "6.0", "V"],
            ["SDA, SCL, ALRT to GND", "-0.3", "6.0", "V"],
        ],
        8.0,
    )

    s.add_page()
    s.heading("(5) Conexiones / Connections", 10, rule=True)
    s.table(
        [Col("Pin", 80), Col("Función / Function", 419)],
        [
            ["BAT+ / BAT-", "From the cell (JST-PH 2.0)"],
            ["SYS+ / SYS-", "To the load or charger; connected straight through to BAT+ / BAT-"],
            ["SDA / SCL", "I" + SQ + "C; 10 k" + OHM + " pull-ups to BAT+ through solder jumper JP2"],
            ["ALRT", "Alert, open-drain, active low"],
            ["GND", "Ground (= BAT-)"],
        ],
        8.0,
    )
    s.heading("(6) Registros / Registers (16-bit, big-endian)", 10, rule=True)
    s.table(
        [Col("Addr", 60, "C"), Col("Name", 90), Col("Default", 80, "C"), Col("Description", 269)],
        [
            ["0x02", "VCELL", DASH, "cell voltage, 1.25 mV per LSB"],
            ["0x04", "SOC", DASH, "state of charge, 1/256 % per LSB"],
            ["0x06", "MODE", "0x0000", "quick-start, sleep enable"],
            ["0x08", "VERSION", "0x0012", "IC version"],
            ["0x0A", "HIBRT", "0x8030", "hibernate thresholds"],
            ["0x0C", "CONFIG", "0x971C", "alert threshold in bits 4:0 (default 4 %)"],
            ["0x14", "VALRT", "0x00FF", "voltage alert window"],
            ["0xFE", "CMD", DASH, "write 0x5400 to reset"],
        ],
        8.0,
    )
    s.heading("(7) Preguntas frecuentes / FAQ", 10, rule=True)
    s.bullets(
        [
            "¿Funciona con Arduino de 5 V? / 5 V Arduino? " + DASH + " Yes. SDA, SCL and ALRT "
            "accept up to 5.5 V whatever the cell voltage, so a bus pulled up to 5 V on the "
            "host side is fine (open JP2 then).",
            "¿Y con ESP32 o Raspberry Pi? " + DASH + " The pull-ups go to BAT+ (up to 4.2 V), "
            "above the 3.6 V limit of ESP32 and Raspberry Pi pins. Open JP2 and use the host's "
            "3.3 V pull-ups.",
            "¿Carga la batería? / Does it charge the cell? " + DASH + " No. It only measures; "
            "use a charger module on SYS+ / SYS-.",
            "¿Sirve para 2 celdas? / Two cells in series? " + DASH + " No. BAT+ is rated "
            "6.0 V absolute maximum; a 2S pack (8.4 V) destroys the gauge.",
            "¿Alerta? / Alert threshold? " + DASH + " 4 % SOC by default, programmable from 1 "
            "to 32 % in CONFIG.",
        ],
        8.0,
        "\u2022",
    )
    s.heading("(8) Precios / Prices", 10, rule=True)
    s.table(
        [Col("SKU", 120), Col("Descripción / Description", 260), Col("Precio / Price", 119, "C")],
        [
            ["MZG-1S", "module, JST-PH 2.0 in / out", "$ 6.900 ARS"],
            ["MZG-1S-Q", "module, JST-PH + two Qwiic-style connectors", "$ 8.400 ARS"],
        ],
        8.0,
    )
    s.para("Precios con IVA incluido / prices include VAT. Envíos a todo el país.", 7.5)
    return save(s, out / "mzg-1s.pdf")
