"""Hold-out 147 datasheets, part 2: a CAN FD transceiver IC, a micro servo, a 1.3" 128x64 OLED
display module and a capacitive liquid-level sensor IC.

A Nijmegen (Netherlands) semiconductor house "Product data sheet" ("n • Title" heads, "Tab n:"
captions, limiting values vs static characteristics, supply currents stacked per mode with a
unit per line, section rows per pin, a version table per data-rate grade, ordering and pinning
tables as decoys), a Nanning (China) servo factory "Product Specification" ("▯ n." upper-case
heads, numbered "n-m" items, performance in column groups per version and test voltage), a
Honiara (Solomon Islands) maker-store product datasheet ("❚" heads, dot-leader "At a glance"
list, current in column groups per colour and supply, wiring notes, FAQ, SBD prices) and an
Eskişehir (Türkiye) IC house data sheet ("∷ n" heads, bilingual "Tablo n / Table n" captions,
supply current stacked per mode, grade table, an address table with 8-bit bytes, a register
map and ordering table as decoys).
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
TILDE = "~"
BULLET = "\u2022"
BOX = "\u25af"
BAR = "\u275a"
DOTS4 = "\u2237"
DEGS = "\u00b0"


# ------------------------------------------------ CAN FD transceiver (Nijmegen)
def wcf1462(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="Waalbrug Semiconductors",
        header_right="WCF1462  " + DASH + "  High-speed CAN FD transceiver with VIO",
        footer_left="WCF1462  \u00b7  Product data sheet  \u00b7  Rev. 2.1 " + DASH + " 8 April 2024  "
        "\u00b7  Waalbrug Semiconductors B.V., Nijmegen, The Netherlands",
        footer_right="{page} of {nb}",
        rule_color=(88, 44, 131),
        table_fill=(238, 232, 246),
        accent=(88, 44, 131),
        grid=False,
    )
    s = Sheet(style, "WCF1462 high-speed CAN FD transceiver")
    s.add_page()
    s.title_block(
        "WCF1462",
        "High-speed CAN FD transceiver with standby mode and I/O level adapter",
        "Product data sheet  \u00b7  Rev. 2.1 " + DASH + " 8 April 2024",
        24,
    )

    def general() -> None:
        s.heading("1 " + BULLET + " General description", 10.5)
        s.para(
            "The WCF1462 is a high-speed CAN transceiver that provides the interface between a "
            "Controller Area Network (CAN) protocol controller and the physical two-wire CAN bus. "
            "It meets ISO 11898-2:2016 and supports CAN FD. Timing is guaranteed for data rates "
            "up to 5 Mbit/s; the WCF1462/8 is tested for 8 Mbit/s.",
            7.8,
        )
        s.para(
            "A VIO pin supplies the digital inputs and outputs, so the WCF1462 connects directly "
            "to microcontrollers running from 1.8 V, 2.5 V, 3.3 V or 5 V. In standby mode the "
            "transmitter and the normal receiver are off and the current from VCC drops to a few "
            "microamperes.",
            7.8,
        )

    def features() -> None:
        s.heading("2 " + BULLET + " Features and benefits", 10.5)
        s.bullets(
            [
                "ISO 11898-2:2016 and SAE J2284-1 to -5 compliant",
                "CAN FD up to 5 Mbit/s (WCF1462/8: 8 Mbit/s)",
                "VIO input for 1.8 V to 5 V microcontrollers",
                "Standby current from VCC 10 " + MU + "A max.",
                "Bus pins robust to " + PM + "42 V",
                "Up to 110 nodes on one bus",
                "TXD dominant time-out; undervoltage detection on VCC and VIO",
                "SO8 and leadless HVSON8 packages",
            ],
            7.8,
        )

    s.side_by_side(general, features, 260, 16)
    s.heading("3 " + BULLET + " Ordering information", 10.5, rule=True)
    s.caption("Tab 1:  Ordering information")
    s.table(
        [
            Col("Type number", 90),
            Col("Package name", 70, "C"),
            Col("Description", 269),
            Col("Version", 70, "C"),
        ],
        [
            ["WCF1462T", "SO8", "plastic small outline package; 8 leads; body width 3.9 mm", "SOT96-1"],
            ["WCF1462TK", "HVSON8", "plastic thermal enhanced very thin small outline; no leads; "
             "3 x 3 x 0.85 mm", "SOT782-1"],
            ["WCF1462T/8", "SO8", "as WCF1462T, tested for 8 Mbit/s", "SOT96-1"],
            ["WCF1462TK/8", "HVSON8", "as WCF1462TK, tested for 8 Mbit/s", "SOT782-1"],
        ],
        7.3,
    )
    s.heading("4 " + BULLET + " Pinning information", 10.5, rule=True)
    s.caption("Tab 2:  Pin description")
    s.table(
        [Col("Symbol", 70, "C"), Col("Pin", 50, "C"), Col("Description", 379)],
        [
            ["TXD", "1", "transmit data input"],
            ["GND", "2", "ground"],
            ["VCC", "3", "transceiver supply voltage"],
            ["RXD", "4", "receive data output; reads out data from the bus lines"],
            ["VIO", "5", "supply voltage for I/O level adapter"],
            ["CANL", "6", "LOW-level CAN bus line"],
            ["CANH", "7", "HIGH-level CAN bus line"],
            ["STB", "8", "standby mode control input (HIGH = standby)"],
        ],
        7.3,
    )
    s.heading("5 " + BULLET + " Limiting values", 10.5, rule=True)
    s.caption("Tab 3:  Limiting values (in accordance with the Absolute Maximum Rating System, IEC 60134)")
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Parameter", 140),
            Col("Conditions", 139),
            Col("Min", 50, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["V_{CC}", "supply voltage", "", "-0.3", "+6.0", "V"],
            ["V_{IO}", "I/O level adapter supply", "", "-0.3", "+6.0", "V"],
            ["V_{x}", "voltage on pin x", "pins CANH, CANL", "-42", "+42", "V"],
            ["", "", "pins TXD, RXD, STB", "-0.3", "V_{IO} + 0.3", "V"],
            ["V_{(CANH-CANL)}", "voltage between CANH and CANL", "", "-27", "+27", "V"],
            ["V_{ESD}", "electrostatic discharge", "HBM, pins CANH, CANL\nHBM, other pins", "-8\n-4",
             "+8\n+4", "kV"],
            ["T_{vj}", "virtual junction temperature", "", "-40", "+150", DEG],
            ["T_{stg}", "storage temperature", "", "-55", "+150", DEG],
        ],
        7.3,
    )

    s.add_page()
    s.heading("6 " + BULLET + " Static characteristics", 10.5, rule=True)
    s.caption("Tab 4:  Static characteristics (Tvj = -40 " + DEG + " to +150 " + DEG + "; VCC = 4.5 V "
              "to 5.5 V; VIO = 1.71 V to 5.5 V; RL = 60 " + OHM + ")")
    s.table(
        [
            Col("Symbol", 58, "C"),
            Col("Parameter", 110),
            Col("Conditions", 151),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 45, "C"),
        ],
        [
            ["Supply; pin VCC"],
            ["V_{CC}", "supply voltage", "", "4.5", DASH, "5.5", "V"],
            [
                "I_{CC}",
                "supply current",
                "Normal mode; dominant; VTXD = 0 V\nNormal mode; recessive; VTXD = VIO\nStandby mode",
                "25\n2.5\n" + DASH,
                "48\n5\n" + DASH,
                "70\n10\n10",
                "mA\nmA\n" + MU + "A",
            ],
            ["V_{uvd(VCC)}", "undervoltage detection\nvoltage on pin VCC", "", "3.5", DASH, "4.3",
             "V"],
            ["I/O level adapter supply; pin VIO"],
            ["V_{IO}", "supply voltage on pin VIO", "", "1.71", DASH, "5.5", "V"],
            [
                "I_{IO}",
                "supply current on pin VIO",
                "Normal mode; dominant\nNormal mode; recessive\nStandby mode",
                DASH + "\n" + DASH + "\n" + DASH,
                "150\n10\n" + DASH,
                "300\n50\n1",
                MU + "A",
            ],
            ["V_{uvd(VIO)}", "undervoltage detection\nvoltage on pin VIO", "", "1.0", DASH, "1.5",
             "V"],
            ["Standby mode control input and CAN transmit data input; pins STB and TXD"],
            ["V_{IH}", "HIGH-level input voltage", "", "0.7V_{IO}", DASH, "V_{IO} + 0.3", "V"],
            ["V_{IL}", "LOW-level input voltage", "", "-0.3", DASH, "0.3V_{IO}", "V"],
            ["CAN receive data output; pin RXD"],
            ["V_{OH}", "HIGH-level output voltage", "IOH = -2 mA", "V_{IO} - 0.4", DASH, DASH, "V"],
            ["V_{OL}", "LOW-level output voltage", "IOL = 2 mA", DASH, DASH, "0.4", "V"],
            ["Bus lines; pins CANH and CANL"],
            ["V_{O(dom)}", "dominant output voltage", "pin CANH\npin CANL", "2.75\n0.5", "3.5\n1.5",
             "4.5\n2.25", "V"],
            ["V_{th(RX)dif}", "differential receiver\nthreshold voltage", "Normal mode; -12 V to +12 V "
             "common mode", "0.5", "0.7", "0.9", "V"],
            ["I_{O(sc)}", "short-circuit output\ncurrent", "pin CANH or CANL", DASH, DASH, "115",
             "mA"],
            ["R_{i(cm)}", "common-mode input\nresistance", "", "9", "15", "28", "k" + OHM],
        ],
        7.2,
    )
    s.heading("7 " + BULLET + " Dynamic characteristics", 10.5, rule=True)
    s.caption("Tab 5:  Version overview (Tvj = -40 " + DEG + " to +150 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 200),
            Col("Conditions", 129),
            Col("WCF1462", 60, "C"),
            Col("WCF1462/8", 60, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["maximum data rate (data phase)", "", "5", "8", "Mbit/s"],
            ["loop delay TXD to RXD, max.", "CL = 100 pF", "255", "210", "ns"],
            ["TXD dominant time-out time", "VTXD = 0 V", "0.8 " + ELL + " 9", "0.8 " + ELL + " 9", "ms"],
            ["standby to normal mode delay, max.", "", "47", "47", MU + "s"],
        ],
        7.3,
    )
    s.heading("8 " + BULLET + " Application information", 10.5, rule=True)
    s.para(
        "In a typical 12 V automotive or 24 V industrial node, VCC comes from a 5 V regulator and "
        "VIO from the supply of the microcontroller, for example 3.3 V. When the microcontroller "
        "also runs from 5 V, connect VIO to VCC. Terminate the bus at both ends with 120 " + OHM
        + ", or with split termination (2 x 60 " + OHM + " and 4.7 nF). With the common-mode "
        "input resistance of Tab 4, up to 110 nodes can share one bus.",
        7.8,
    )
    s.para(
        "Pin STB has an internal pull-up to VIO: the WCF1462 starts in standby mode until the "
        "microcontroller drives STB LOW. Pin TXD has an internal pull-up to VIO, so an open TXD "
        "keeps the bus recessive.",
        7.8,
    )
    return save(s, out / "wcf1462.pdf")


# ------------------------------------------------ micro servo (Nanning)
def ysv917(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="YONGJIANG MOTION TECHNOLOGY CO., LTD.",
        header_right="PRODUCT SPECIFICATION  \u00b7  YSV-917 / YSV-917M",
        footer_left="Yongjiang Motion Technology Co., Ltd.  \u00b7  No. 36 Keyuan Avenue, Nanning, "
        "Guangxi, P.R. China  \u00b7  Spec. No. YJ-SP-0917 Rev. B",
        footer_right="P{page}/{nb}",
        rule_color=(168, 52, 32),
        table_fill=(255, 247, 220),
        accent=(168, 52, 32),
        grid=True,
    )
    s = Sheet(style, "YSV-917 / YSV-917M micro servo product specification")
    s.add_page()
    s.title_block(
        "YSV-917 / YSV-917M",
        "Micro Servo " + DASH + " Product Specification",
        "YSV-917: nylon gear  |  YSV-917M: metal gear, 1 ball bearing  |  analog, PWM control  |  "
        "Spec. No. YJ-SP-0917 Rev. B, 2024-01-22",
        21,
    )
    item_cols = [Col("No.", 40, "C"), Col("Item", 170), Col("Specification", 289)]
    s.heading(BOX + " 1. APPLY ENVIRONMENTAL CONDITION", 9.5, rule=True)
    s.table(
        item_cols,
        [
            ["1-1", "Storage temperature range", "-20 " + DEG + " " + TILDE + " +60 " + DEG],
            ["1-2", "Operating temperature range", "-10 " + DEG + " " + TILDE + " +50 " + DEG],
            ["1-3", "Operating humidity range", "90 %RH max., no condensation"],
            ["1-4", "Standard test environment", "25 " + PM + " 5 " + DEG + ", 65 " + PM + " 10 %RH"],
        ],
        7.4,
    )
    s.heading(BOX + " 2. STANDARD OPERATING CONDITION", 9.5, rule=True)
    s.table(
        item_cols,
        [
            ["2-1", "Operating voltage range", "4.8 V " + TILDE + " 6.0 V DC"],
            ["2-2", "Test voltages", "4.8 V and 6.0 V (see section 4)"],
            ["2-3", "Recommended power source", "4 cells NiMH (4.8 V) or a regulated 5 V / 6 V BEC"],
        ],
        7.4,
    )
    s.heading(BOX + " 3. MECHANICAL SPECIFICATION", 9.5, rule=True)
    s.table(
        item_cols,
        [
            ["3-1", "Dimensions", "22.8 x 12.2 x 28.5 mm"],
            ["3-2", "Weight", "YSV-917: 9.0 g  /  YSV-917M: 13.4 g"],
            ["3-3", "Gear material", "YSV-917: POM (nylon)  /  YSV-917M: copper alloy and steel"],
            ["3-4", "Bearing", "YSV-917: bushing  /  YSV-917M: 1 ball bearing"],
            ["3-5", "Connector wire", "3 x 26 AWG, 250 " + PM + " 5 mm, brown (" + NDASH + ") / red (+) "
             "/ orange (signal)"],
            ["3-6", "Horn spline", "21 teeth, diameter 4.8 mm"],
        ],
        7.4,
    )
    s.heading(BOX + " 4. ELECTRICAL AND PERFORMANCE SPECIFICATION", 9.5, rule=True)
    s.table(
        [
            Col("No.", 32, "C"),
            Col("Item", 118),
            Col("Condition", 95),
            Col("4.8 V", 48, "C"),
            Col("6.0 V", 48, "C"),
            Col("4.8 V", 48, "C"),
            Col("6.0 V", 48, "C"),
            Col("Unit", 62, "C"),
        ],
        [
            ["4-1", "Idle current", "stopped, pulse applied", "5", "6", "6", "8", "mA"],
            ["4-2", "Operating speed", "no load", "0.12", "0.10", "0.11", "0.09", "sec/60" + DEGS],
            ["4-3", "Running current", "no load", "140", "180", "160", "200", "mA"],
            ["4-4", "Stall torque", "at locked", "1.6", "1.9", "2.2", "2.6", "kgf\u00b7cm"],
            ["4-5", "Stall current", "at locked", "650", "800", "900", "1100", "mA"],
            ["4-6", "Standby current", "no pulse (signal low)", "4", "5", "4", "5", "mA"],
        ],
        7.4,
        head_rows=[["", "", "", "YSV-917", "<", "YSV-917M", "<", ""]],
    )
    s.para(
        "Values are typical and measured at the standard test environment (1-4) with the supply "
        "voltage shown in the column head.",
        7.4,
    )
    s.figure(
        "Fig. 1  Output angle vs. pulse width (YSV-917 and YSV-917M, 6.0 V)",
        "Pulse width (" + MU + "s)",
        "Angle (" + DEGS + ")",
        ["500", "1000", "1500", "2000", "2500"],
        ["0", "45", "90", "135", "180"],
        [("nominal", [(0.0, 0.0), (1.0, 1.0)]), ("tolerance band", [(0.0, 0.05), (1.0, 0.97)])],
        notes=["neutral 1500 " + MU + "s = 90" + DEGS],
        height=110,
        width=250,
    )

    s.add_page()
    s.heading(BOX + " 5. CONTROL SPECIFICATION", 9.5, rule=True)
    s.table(
        item_cols,
        [
            ["5-1", "Control system", "Pulse width control (PWM)"],
            ["5-2", "Pulse amplitude", "3.0 V " + TILDE + " 5.5 V"],
            ["5-3", "Pulse period", "20 ms (50 Hz), accepted 15 " + TILDE + " 25 ms"],
            ["5-4", "Pulse width range", "500 " + TILDE + " 2500 " + MU + "s"],
            ["5-5", "Neutral position", "1500 " + MU + "s"],
            ["5-6", "Operating angle", "180" + DEGS + " " + PM + " 10" + DEGS + " (500 " + TILDE
             + " 2500 " + MU + "s)"],
            ["5-7", "Direction", "clockwise when the pulse width increases"],
            ["5-8", "Dead band width", "5 " + MU + "s"],
            ["5-9", "Motor", "3-pole ferrite DC motor"],
        ],
        7.4,
    )
    s.heading(BOX + " 6. CAUTIONS", 9.5, rule=True)
    s.bullets(
        [
            "Do not apply more than 6.0 V. A 2-cell LiPo pack (7.4 V) connected directly destroys "
            "the control board.",
            "Do not turn the output shaft by hand or force the horn against a stop.",
            "Stall current flows whenever the horn is blocked. Do not hold a blocked position for "
            "more than a few seconds.",
            "When several servos share one supply, size it for the sum of the stall currents: "
            "four YSV-917M at 6.0 V can draw 4.4 A.",
            "Do not take servo power from the 5 V pin of a microcontroller board when more than "
            "one servo moves at a time.",
        ],
        7.8,
    )
    s.heading(BOX + " 7. PACKING AND ORDERING", 9.5, rule=True)
    s.table(
        [
            Col("Model", 90),
            Col("Gear", 80, "C"),
            Col("Accessories", 209),
            Col("Carton qty", 120, "C"),
        ],
        [
            ["YSV-917", "nylon", "3 horns, 2 screws, 1 horn screw", "200 pcs"],
            ["YSV-917M", "metal", "3 horns, 2 screws, 1 horn screw", "150 pcs"],
            ["YSV-917C", "nylon", "continuous rotation version, see Spec. YJ-SP-0918", "200 pcs"],
        ],
        7.4,
    )
    s.heading(BOX + " 8. REVISION RECORD", 9.5, rule=True)
    s.table(
        [Col("Rev.", 50, "C"), Col("Date", 90, "C"), Col("Content", 359)],
        [
            ["A", "2023-06-10", "first issue"],
            ["B", "2024-01-22", "YSV-917M added; stall current at 6.0 V corrected from 1000 to "
             "1100 mA"],
        ],
        7.4,
    )
    return save(s, out / "ysv-917.pdf")


# ------------------------------------------------ 1.3" 128x64 OLED module (Honiara)
def mto1364(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="MATANIKO MAKER SUPPLY",
        header_right="Product datasheet  \u00b7  MTO-1364 1.3\" OLED",
        footer_left="Mataniko Maker Supply  \u00b7  Mendana Avenue, Point Cruz, Honiara, Solomon "
        "Islands  \u00b7  prices in SBD incl. 10 % GST",
        footer_right="pg {page}|{nb}",
        rule_color=(0, 140, 140),
        table_fill=(224, 245, 244),
        accent=(0, 110, 110),
        grid=False,
    )
    s = Sheet(style, "MTO-1364 1.3 inch 128x64 OLED display module")
    s.add_page()
    s.title_block(
        "MTO-1364",
        "1.3\" 128 x 64 OLED Display Module (I" + SQ + "C / SPI)",
        "MTO-1364-4: 4-pin, I" + SQ + "C only  |  MTO-1364-7: 7-pin, SPI or I" + SQ + "C  |  "
        "white (W) or blue (B) pixels",
        21,
    )
    s.heading(BAR + " At a glance", 10.5, rule=True)
    s.leaders(
        [
            ("Resolution", "128 x 64 pixels"),
            ("Diagonal", "1.30 in (active area 29.4 x 14.7 mm)"),
            ("Driver IC", "SH1106-compatible, 132 x 64 RAM"),
            ("Supply (VCC)", "3.3 V to 5.0 V (on-board 3.3 V LDO)"),
            ("Interface", "I" + SQ + "C (both), 4-wire SPI (MTO-1364-7)"),
            ("I" + SQ + "C address", "0x3C, or 0x3D with the ADDR bridge closed"),
            ("Logic level", "3.3 V"),
            ("Colours", "white (MTO-1364-4W, -7W) or blue (MTO-1364-4B, -7B)"),
        ],
        8.2,
    )
    s.heading(BAR + " Electrical data", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 130),
            Col("Condition", 140),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage VCC", "through on-board LDO", "3.3", "", "5.0", "V"],
            ["Supply voltage, abs. max.", "", "", "", "6.0", "V"],
            ["Logic input high (VIH)", "all signal pins", "2.4", "", "3.6", "V"],
            ["Logic input low (VIL)", "all signal pins", "0", "", "0.6", "V"],
            ["I" + SQ + "C clock", "", "", "", "400", "kHz"],
            ["SPI clock", "MTO-1364-7, 4-wire SPI", "", "", "10", "MHz"],
            ["Sleep current (module)", "display OFF, LDO on", "", "60", "100", MU + "A"],
            ["Operating temperature", "", "-40", "", "+70", DEG],
            ["Storage temperature", "", "-40", "", "+85", DEG],
        ],
        7.6,
    )
    s.heading(BAR + " Current by colour", 10.5, rule=True)
    s.table(
        [
            Col("Screen content", 155),
            Col("VCC 3.3 V", 70, "C"),
            Col("VCC 5.0 V", 70, "C"),
            Col("VCC 3.3 V", 70, "C"),
            Col("VCC 5.0 V", 70, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["All pixels on", "30", "31", "24", "25", "mA"],
            ["Half of the pixels on", "16", "16", "13", "13", "mA"],
            ["Typical text screen", "8", "8", "7", "7", "mA"],
            ["Display OFF (sleep)", "0.06", "0.06", "0.06", "0.06", "mA"],
        ],
        7.6,
        head_rows=[["", "White (W)", "<", "Blue (B)", "<", ""]],
    )
    s.para(
        "Measured on our bench at 25 " + DEG + " with the contrast register at 0x80 (default). "
        "At VCC = 3.3 V the LDO is in dropout and the panel runs very slightly dimmer.",
        7.6,
    )
    s.heading(BAR + " Pins", 10.5, rule=True)

    def pins4() -> None:
        s.caption("MTO-1364-4")
        s.table(
            [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("Use", 136)],
            [
                ["1", "GND", "ground"],
                ["2", "VCC", "3.3 " + ELL + " 5.0 V"],
                ["3", "SCL", "I" + SQ + "C clock"],
                ["4", "SDA", "I" + SQ + "C data"],
            ],
            7.4,
        )

    def pins7() -> None:
        s.caption("MTO-1364-7")
        s.table(
            [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("Use", 137)],
            [
                ["1", "GND", "ground"],
                ["2", "VCC", "3.3 " + ELL + " 5.0 V"],
                ["3", "D0", "SPI clock / I" + SQ + "C SCL"],
                ["4", "D1", "SPI MOSI / I" + SQ + "C SDA"],
                ["5", "RES", "reset, active low"],
                ["6", "DC", "data / command"],
                ["7", "CS", "chip select, active low"],
            ],
            7.4,
        )

    s.side_by_side(pins4, pins7, 236, 26)

    s.add_page()
    s.heading(BAR + " Wiring notes", 10.5, rule=True)
    s.bullets(
        [
            "5 V boards (Arduino Uno, Nano, Mega) over I" + SQ + "C: connect straight away. The "
            "MTO-1364-4 pulls SDA and SCL up to 3.3 V with 4.7 k" + OHM + " resistors and the "
            "Arduino only pulls the lines low, so the display never sees 5 V. Power VCC from 5 V.",
            "The MTO-1364-7 in SPI mode has no level shifting and no pull-ups: D0, D1, RES, DC and "
            "CS go straight to the driver IC and must not see more than 3.6 V. With 5 V boards use "
            "a level shifter.",
            "3.3 V boards (ESP32, Raspberry Pi, Pico): power VCC from 3.3 V or 5 V and connect "
            "the signal pins directly.",
            "MTO-1364-7 in I" + SQ + "C mode: move R3 to R1, bridge R8 and tie CS to GND. DC then "
            "selects the address (DC low 0x3C, DC high 0x3D).",
            "Two displays on one I" + SQ + "C bus: close the ADDR bridge on one of them (0x3D).",
            "The SH1106 has 132 columns. Libraries written for the 128-column SSD1306 show the "
            "picture shifted by 2 pixels; pick an SH1106 driver.",
        ],
        7.9,
    )
    s.heading(BAR + " FAQ", 10.5, rule=True)
    faq = [
        (
            "How long will the panel last?",
            "OLED pixels age with use and static content wears faster. We do not have a lifetime "
            "figure from the panel maker. Switch the display off or use a screen saver when you "
            "can.",
        ),
        (
            "My silkscreen says 0x78. Is that a different address?",
            "0x78 and 0x7A are the 8-bit write addresses. In Arduino and MicroPython use the 7-bit "
            "addresses 0x3C and 0x3D.",
        ),
        (
            "Can I run it from a 3.7 V LiPo?",
            "Yes. VCC accepts 3.3 " + ELL + " 5.0 V; a full cell at 4.2 V is fine and the display "
            "keeps working down to 3.3 V.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 8.0, bold=True)
        s.para(answer, 8.0)
    s.heading(BAR + " Prices", 10.5, rule=True)
    s.table(
        [Col("Item", 120), Col("Description", 220), Col("SBD", 80, "C"), Col("In stock", 79, "C")],
        [
            ["MTO-1364-4W", "4-pin, I" + SQ + "C, white", "95.00", "yes"],
            ["MTO-1364-4B", "4-pin, I" + SQ + "C, blue", "89.00", "yes"],
            ["MTO-1364-7W", "7-pin, SPI / I" + SQ + "C, white", "110.00", "yes"],
            ["MTO-1364-7B", "7-pin, SPI / I" + SQ + "C, blue", "105.00", "2 left"],
            ["MTO-1364-4W x 5", "5-pack, white", "420.00", "yes"],
        ],
        7.6,
    )
    return save(s, out / "mto-1364.pdf")


# ------------------------------------------------ capacitive liquid-level IC (Eskişehir)
def clz4208(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="PORSUK M\u0130KROELEKTRON\u0130K",
        header_right="CLZ4208 / CLZ4208Q  \u00b7  Veri Sayfas\u0131 / Data Sheet  \u00b7  Rev. C",
        footer_left="Porsuk Mikroelektronik A.\u015e.  \u00b7  Organize Sanayi B\u00f6lgesi, 26110 "
        "Eski\u015fehir, T\u00fcrkiye  \u00b7  DS-CLZ4208-EN Rev. C, 2024-05",
        footer_right="Sayfa / Page {page}/{nb}",
        rule_color=(70, 80, 100),
        table_fill=(235, 236, 240),
        accent=(40, 50, 90),
        grid=True,
    )
    s = Sheet(style, "CLZ4208 capacitive liquid-level sensor IC")
    s.add_page()
    s.title_block(
        "CLZ4208 / CLZ4208Q",
        "Capacitive Liquid-Level Sensor IC with I" + SQ + "C Interface",
        "4 sensing channels  |  active shield drivers  |  16-bit  |  contactless sensing through "
        "non-metallic tank walls",
        21,
    )

    def features() -> None:
        s.heading(DOTS4 + " 1 Features", 10)
        s.bullets(
            [
                "Level sensing through plastic or glass walls up to 10 mm thick",
                "Input range " + PM + "16 pF, offset up to 96 pF",
                "Resolution 0.5 fF at 100 S/s",
                "Output data rate 100, 200 or 400 S/s",
                "Supply 3.0 V to 3.6 V; SDA and SCL tolerate 5.5 V",
                "Two active shield drivers",
                "CLZ4208Q: AEC-Q100 Grade 1, -40 " + DEG + " to +125 " + DEG,
            ],
            7.8,
        )

    def description() -> None:
        s.heading(DOTS4 + " 2 Description", 10)
        s.para(
            "The CLZ4208 measures the capacitance between electrodes on the outside of a tank "
            "and turns it into a liquid level. One channel reads the level electrode, one a "
            "reference electrode that is always covered, and two channels cancel the effect of "
            "hands, condensation and temperature. It is designed and characterised for water "
            "and water-based liquids.",
            7.8,
        )
        s.para(
            "Typical uses: coffee machines, humidifiers, water dispensers, pet feeders, "
            "washer-fluid tanks (CLZ4208Q).",
            7.8,
        )

    s.side_by_side(features, description, 240, 16)
    s.heading(DOTS4 + " 3 Electrical characteristics", 10, rule=True)
    s.caption("Tablo 1 / Table 1  Electrical characteristics (VDD = 3.3 V, TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 104),
            Col("Symbol", 48, "C"),
            Col("Conditions", 140),
            Col("Min", 46, "C"),
            Col("Typ", 46, "C"),
            Col("Max", 46, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "", "3.0", "3.3", "3.6", "V"],
            [
                "Supply current",
                "I_{DD}",
                "active, 400 S/s\nactive, 100 S/s\nstandby, no conversion\nshutdown, SHDN = 1",
                "",
                "620\n410\n25\n0.5",
                "850\n560\n40\n2",
                MU + "A",
            ],
            ["Input range", "C_{IN}", "differential to CAPDAC", "-16", "", "+16", "pF"],
            ["Offset (CAPDAC)", "C_{OFF}", "5-bit, 3.125 pF steps", "0", "", "96", "pF"],
            ["Resolution", "", "100 S/s\n400 S/s", "", "0.5\n1.2", "", "fF"],
            ["Output data rate", "ODR", "selectable", "100", "", "400", "S/s"],
            ["Input high level", "V_{IH}", "SDA, SCL", "0.7 x VDD", "", "5.5", "V"],
            ["Input low level", "V_{IL}", "SDA, SCL", "-0.3", "", "0.3 x VDD", "V"],
            ["Output low level", "V_{OL}", "SDA, 3 mA sink", "", "", "0.4", "V"],
            ["I" + SQ + "C clock", "f_{SCL}", "", "0", "", "400", "kHz"],
        ],
        7.3,
    )
    s.caption("Tablo 2 / Table 2  Grades")
    s.table(
        [
            Col("Parameter", 190),
            Col("CLZ4208", 130, "C"),
            Col("CLZ4208Q", 130, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Operating ambient temperature", "-20 " + ELL + " +85", "-40 " + ELL + " +125", DEG],
            ["Offset drift", "0.8", "1.2", "fF/" + DEG],
            ["Gain drift", PM + "60", PM + "60", "ppm/" + DEG],
            ["Qualification", DASH, "AEC-Q100 Grade 1", DASH],
            ["Package", "MSOP-10", "WSON-10 (wettable flanks)", DASH],
        ],
        7.3,
    )
    s.heading(DOTS4 + " 4 Absolute maximum ratings", 10, rule=True)
    s.caption("Tablo 3 / Table 3  Absolute maximum ratings")
    s.table(
        [Col("Parameter", 250), Col("Min", 70, "C"), Col("Max", 90, "C"), Col("Unit", 89, "C")],
        [
            ["Supply voltage VDD", "-0.3", "4.0", "V"],
            ["Voltage on SDA, SCL", "-0.3", "6.0", "V"],
            ["Voltage on CIN1 " + ELL + " CIN4, SHLD1, SHLD2, ADDR", "-0.3", "VDD + 0.3", "V"],
            ["Junction temperature", "", "+150", DEG],
            ["Storage temperature", "-55", "+150", DEG],
            ["ESD, human body model", "", PM + "2000", "V"],
        ],
        7.3,
    )

    s.add_page()
    s.heading(DOTS4 + " 5 I" + SQ + "C address", 10, rule=True)
    s.para(
        "The ADDR pin is read once at power-up and selects one of four 7-bit addresses. The "
        "first byte on the bus is the address shifted left with the R/W bit (8-bit bytes in the "
        "table). Note that 0x3C and 0x3D are also used by many OLED displays; use ADDR = GND or "
        "VDD when a display shares the bus.",
        7.8,
    )
    s.caption("Tablo 4 / Table 4  Address selection")
    s.table(
        [
            Col("ADDR connected to", 130, "C"),
            Col("7-bit address", 110, "C"),
            Col("Write byte", 110, "C"),
            Col("Read byte", 149, "C"),
        ],
        [
            ["GND", "0x2C", "0x58", "0x59"],
            ["VDD", "0x2D", "0x5A", "0x5B"],
            ["SCL", "0x3C", "0x78", "0x79"],
            ["SDA", "0x3D", "0x7A", "0x7B"],
        ],
        7.3,
    )
    s.heading(DOTS4 + " 6 Register map", 10, rule=True)
    s.caption("Tablo 5 / Table 5  Registers (16-bit, MSB first)")
    s.table(
        [
            Col("Address", 70, "C"),
            Col("Name", 130),
            Col("Description", 209),
            Col("Reset", 90, "C"),
        ],
        [
            ["0x00 " + ELL + " 0x07", "MEAS1 " + ELL + " MEAS4", "results, MSB / LSB words", "0x0000"],
            ["0x08 " + ELL + " 0x0B", "CONF_MEAS1 " + ELL + " 4", "channel and CAPDAC setting", "0x1C00"],
            ["0x0C", "LVL_CONF", "rate, repeat, SHDN, start", "0x0000"],
            ["0x0D", "LVL_THRESH", "level alarm threshold", "0x0800"],
            ["0xFE", "MANUFACTURER_ID", "Porsuk Mikroelektronik", "0x504D"],
            ["0xFF", "DEVICE_ID", "CLZ4208", "0x4208"],
        ],
        7.3,
    )
    s.heading(DOTS4 + " 7 Application notes", 10, rule=True)
    s.bullets(
        [
            "A level electrode of 100 x 10 mm on a 3 mm ABS wall changes by about 2 pF between an "
            "empty and a full tank.",
            "Keep the traces from CIN1 " + ELL + " CIN4 to the electrodes short and run the shield "
            "(SHLD1, SHLD2) beside and behind them.",
            "Place a 1 " + MU + "F and a 100 nF capacitor at VDD.",
            "SDA and SCL can be pulled up to 5 V while VDD is 3.3 V, so the CLZ4208 can sit on the "
            "I" + SQ + "C bus of a 5 V microcontroller.",
            "Metal tanks and metal-coated walls block the field; the CLZ4208 cannot sense through "
            "them.",
        ],
        7.8,
    )
    s.heading(DOTS4 + " 8 Ordering information", 10, rule=True)
    s.caption("Tablo 6 / Table 6  Ordering codes")
    s.table(
        [
            Col("Ordering code", 130),
            Col("Grade", 90, "C"),
            Col("Package", 130, "C"),
            Col("Packing", 149, "C"),
        ],
        [
            ["CLZ4208DGS", "CLZ4208", "MSOP-10", "tube, 80 pcs"],
            ["CLZ4208DGSR", "CLZ4208", "MSOP-10", "reel, 2500 pcs"],
            ["CLZ4208QDSQR", "CLZ4208Q", "WSON-10", "reel, 3000 pcs"],
        ],
        7.3,
    )
    return save(s, out / "clz4208.pdf")
