"""Hold-out 127 datasheets, part 1: a heated metal-oxide gas sensor module, an RS-485
transceiver IC, a 5 V to 3.3 V LDO breakout board and an H-bridge DC motor driver module.

A Bandar Seri Begawan (Brunei) maker-store product datasheet ("✪" heads, BND prices,
sensor data in column groups per version, a typical Rs / R0 table and FAQ), a Dhahran
(Saudi Arabia) interface-IC house data sheet ("◦ n." heads, "Table n—Title" captions
above full-grid tables, electrical characteristics in column groups per supply version
with stacked supply-current rows, function and ordering tables as decoys), a Paramaribo
(Suriname) maker-store product sheet ("▫" heads, SRD prices with comma decimals, column
groups per board version, dropout stacked per load, "Good to know" notes) and a
Nuku'alofa (Tonga) maker-store product sheet ("⚙" heads, T$ prices, column groups per
current version, continuous current stacked per cooling, truth table and FAQ).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

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
ARROW = "\u2192"
TIMES = "\u00d7"
MINUS = "\u2212"
OKINA = "\u02bb"


# ------------------------------------------- MOx gas sensor module (Bandar Seri Begawan)
def zmq41(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="KIULAP MAKER HUB  \u00b7  sensor modules",
        header_right="ZMQ-41 series  \u00b7  Product datasheet v2.3",
        footer_left="Kiulap Maker Hub Sdn Bhd  \u00b7  Unit 12, Kiulap Plaza, Bandar Seri Begawan "
        "BE1518, Brunei Darussalam  \u00b7  ROC RC/00031477",
        footer_right="m/s {page} dari {nb}",
        rule_color=(160, 118, 20),
        table_fill=(252, 246, 222),
        accent=(40, 36, 30),
        grid=False,
    )
    s = Sheet(style, "ZMQ-41C / ZMQ-41Q gas sensor module")
    s.add_page()
    s.title_block(
        "ZMQ-41C / ZMQ-41Q",
        "Heated metal-oxide (MOx) gas sensor module " + DASH + " analog + digital output",
        "Product datasheet v2.3  \u00b7  March 2024  \u00b7  SKU KMH-GAS-41C / KMH-GAS-41Q  "
        "\u00b7  4-pin 2.54 mm header, 32 " + TIMES + " 22 mm",
        21,
    )

    def glance() -> None:
        s.heading("\u272a At a glance", 10.5)
        s.bullets(
            [
                "One 5 V supply (4.75 " + ELL + " 5.25 V); the heater runs straight from VCC",
                "AO: analog voltage that rises with gas concentration, 0.2 " + ELL + " 4.5 V",
                "DO: comparator output, active LOW, threshold set with the blue trimmer",
                "ZMQ-41C for combustible gases, ZMQ-41Q for air-quality gases",
                "Power LED (red) and alarm LED (green) on the board",
                "Two M3 mounting holes, 26 mm apart",
            ],
            7.8,
            "\u25b8",
        )

    def what() -> None:
        s.heading("\u272a What it is", 10.5)
        s.para(
            "A tin-dioxide sensing element on a small heater, soldered to a board with a load "
            "resistor, an LM393-type comparator and two LEDs. Clean air keeps the element's "
            "resistance Rs high; reducing gases lower it, so the voltage on AO goes up. The "
            "comparator turns DO LOW once AO passes the trimmer setting.",
            7.8,
        )
        s.para(
            "Good for gas-leak alarms, ventilation triggers, air-quality lamps and school "
            "projects. It shows a trend, not a certified concentration.",
            7.8,
        )

    s.side_by_side(glance, what, 262, 16)
    s.heading("\u272a Sensor data", 10.5, rule=True)
    s.table(
        [
            Col("Item", 118),
            Col("Condition", 142),
            Col("ZMQ-41C", 82, "C"),
            Col("ZMQ-41Q", 82, "C"),
            Col("Unit", 75, "C"),
        ],
        [
            ["Target gases", "", "LPG, propane,\nmethane, H" + "\u2082", "NH" + "\u2083"
             + ", alcohol,\nbenzene, smoke", ""],
            ["Detection range", "C: propane, Q: NH" + "\u2083", "300 " + ELL + " 10 000",
             "10 " + ELL + " 1000", "ppm"],
            [
                "Sensitivity\nRs(air) / Rs(gas)",
                "1000 ppm propane (C)\n100 ppm NH" + "\u2083" + " (Q)",
                GE + " 5",
                GE + " 3",
                DASH,
            ],
            ["Load resistor RL", "on board", "10", "20", "k" + OHM],
            ["Heater resistance", "at 25 " + DEG, "33 " + PM + " 3", "31 " + PM + " 3", OHM],
            ["Heater power", "VCC = 5.0 V", LE + " 800", LE + " 850", "mW"],
            [
                "Warm-up after\npower-on",
                "AO within 10 % of\nits settled value",
                "60",
                "120",
                "s",
            ],
            [
                "Preheat before\nfirst use",
                "new sensor, or after\nstorage > 1 month",
                "48",
                "24",
                "h",
            ],
            ["Response time T90", "clean air " + ARROW + " test gas", LE + " 10", LE + " 15", "s"],
            ["Recovery time", "test gas " + ARROW + " clean air", LE + " 30", LE + " 60", "s"],
        ],
        7.5,
        head_rows=[["", "", "Version", "<", ""]],
    )
    s.heading("\u272a Electrical characteristics (both versions, TA = 25 " + DEG + ")", 10.5,
              rule=True)
    s.table(
        [
            Col("Parameter", 118),
            Col("Symbol", 44, "C"),
            Col("Conditions", 145),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "heater and board", "4.75", "5.0", "5.25", "V"],
            [
                "Supply current\n(module total)",
                "I_{CC}",
                "VCC = 5.0 V, ZMQ-41C\nVCC = 5.0 V, ZMQ-41Q",
                "",
                "160\n170",
                "180\n190",
                "mA",
            ],
            ["Analog output", "V_{AO}", "clean air " + ARROW + " saturation", "0.2", "", "4.5", "V"],
            ["DO output low", "V_{OL}", "I_{SINK} = 4 mA", "", "", "0.4", "V"],
            ["DO sink current", "I_{SINK}", "LED + external load", "", "", "15", "mA"],
            ["DO output high", "V_{OH}", "10 k" + OHM + " pull-up to VCC", "", "= VCC", "", ""],
            ["Comparator threshold", "V_{TH}", "blue trimmer", "0.1", "", "4.9", "V"],
            ["Power LED current", "I_{LED}", "red LED, 2.2 k" + OHM, "", "2", "", "mA"],
        ],
        7.5,
    )
    s.para(
        "About 150 mA of the supply current flows through the heater; it is on whenever VCC is "
        "present. A 100 " + MU + "F capacitor across VCC and GND is fitted on the board.",
        7.5,
    )

    s.add_page()
    s.heading("\u272a Environment and limits", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 170),
            Col("Condition", 160),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Operating temperature", "", "-10", "+50", DEG],
            ["Operating humidity", "non-condensing", "15", "90", "%RH"],
            ["Oxygen content", "sensor data valid", "18", "21", "% O" + "\u2082"],
            ["Storage temperature", "sealed bag", "-20", "+70", DEG],
            ["Supply voltage, absolute max.", "not for operation", "", "6.0", "V"],
            ["Voltage on AO, DO", "absolute max.", "-0.3", "VCC + 0.3", "V"],
        ],
        7.5,
    )
    s.heading("\u272a Pinout", 10.5, rule=True)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("What it does", 399)],
        [
            ["1", "VCC", "+5 V supply (4.75 " + ELL + " 5.25 V), heater included"],
            ["2", "GND", "Ground"],
            ["3", "DO", "Digital output, LOW when AO is above the trimmer threshold"],
            ["4", "AO", "Analog output 0.2 " + ELL + " 4.5 V"],
        ],
        7.5,
    )
    s.heading("\u272a Typical Rs / R0 values (20 " + DEG + ", 65 %RH)", 10.5, rule=True)
    s.table(
        [
            Col("ZMQ-41C, propane (ppm)", 130, "C"),
            Col("Rs / R0", 70, "C"),
            Col("", 20),
            Col("ZMQ-41Q, NH" + "\u2083" + " (ppm)", 130, "C"),
            Col("Rs / R0", 70, "C"),
            Col("", 79),
        ],
        [
            ["300", "1.9", "", "10", "2.4", ""],
            ["1000", "1.0", "", "50", "1.3", ""],
            ["3000", "0.58", "", "100", "1.0", ""],
            ["10 000", "0.33", "", "200", "0.75", ""],
        ],
        7.5,
    )
    s.para(
        "R0 is the sensor resistance in 1000 ppm propane (ZMQ-41C) or 100 ppm NH" + "\u2083"
        + " (ZMQ-41Q). Rs = RL " + TIMES + " (VCC - VAO) / VAO.",
        7.5,
    )
    s.heading("\u272a Questions we get", 10.5, rule=True)
    s.bullets(
        [
            "Can I run it from a 3.7 V Li-ion cell or a 3.3 V pin? No. The heater is specified at "
            "5 V; from one Li-ion cell (3.0 " + ELL + " 4.2 V) it runs too cool and the Rs / R0 "
            "values above do not apply. Use a 5 V boost converter.",
            "5 V Arduino (Uno, Nano)? Yes: VCC to 5V, GND to GND, AO to A0 and DO to any "
            "digital pin. The module draws up to 190 mA, which the 5V pin supplies on USB power.",
            "ESP32 or Raspberry Pi? Power the module from 5 V. AO reaches 4.5 V and DO is "
            "pulled up to VCC (5 V), so both need a divider (e.g. 10 k" + OHM + " over 20 k"
            + OHM + ") before they go to a 3.3 V input.",
            "Battery life? The heater never sleeps. There is no low-power or standby mode; a "
            "2000 mAh 5 V power bank lasts roughly 11 hours.",
            "Does it read ppm? Not directly. The module is not calibrated and there is no ppm "
            "accuracy figure. Find R0 in known air and use the Rs / R0 table as a guide.",
        ],
        7.5,
        "\u25b8",
    )
    s.heading("\u272a Order", 10.5, rule=True)
    s.table(
        [
            Col("SKU", 110),
            Col("Version", 80, "C"),
            Col("Contents", 189),
            Col("Price (BND)", 120, "C"),
        ],
        [
            ["KMH-GAS-41C", "ZMQ-41C", "1 module, 4-wire jumper lead", "7.50"],
            ["KMH-GAS-41Q", "ZMQ-41Q", "1 module, 4-wire jumper lead", "7.90"],
            ["KMH-GAS-41C-5", "ZMQ-41C", "5 modules, no leads", "33.00"],
        ],
        7.5,
    )
    return save(s, out / "zmq-41.pdf")


# ------------------------------------------------------- RS-485 transceiver IC (Dhahran)
def wqt4085(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="DHAHRAN INTERFACE DEVICES",
        header_right="WQT4085 / WQT4085H " + DASH + " RS-485 / RS-422 Transceivers",
        footer_left="Dhahran Interface Devices Co.  \u00b7  Dhahran Techno Valley, Dhahran 34466, "
        "Saudi Arabia  \u00b7  CR 2051067342",
        footer_right="DS-WQT4085 rev. A3  {page}/{nb}",
        rule_color=(110, 50, 40),
        table_fill=(245, 236, 220),
        accent=(110, 50, 40),
        grid=True,
    )
    s = Sheet(style, "WQT4085 / WQT4085H half-duplex RS-485 transceivers")
    s.add_page()
    s.title_block(
        "WQT4085 / WQT4085H",
        "Half-Duplex RS-485 / RS-422 Transceivers, 1/8 Unit Load, up to 16 Mbps",
        "3.3-V supply version (WQT4085) and 5-V supply version (WQT4085H)  \u00b7  SOIC-8 and "
        "MSOP-8  \u00b7  Data sheet rev. A3, March 2024",
        20,
    )

    def features() -> None:
        s.heading("\u25e6 1. Features", 10)
        s.bullets(
            [
                "WQT4085: 3.0-V to 3.6-V supply; WQT4085H: 4.5-V to 5.5-V supply",
                "Signalling rate up to 12 Mbps (WQT4085) or 16 Mbps (WQT4085H)",
                "1/8 unit load: up to 256 transceivers on one bus",
                "Bus pins protected to " + PM + "15 kV (human-body model)",
                "Fail-safe receiver: open, shorted and idle buses read HIGH",
                "Low-current shutdown mode, 1 " + MU + "A maximum",
                "Logic inputs DI, DE and RE are 5.5-V tolerant on both versions",
                "I grade -40 " + DEG + " to 85 " + DEG + "; E grade -40 " + DEG + " to 125 " + DEG,
            ],
            7.6,
            "\u2022",
        )

    def description() -> None:
        s.heading("\u25e6 2. Applications", 10)
        s.bullets(
            [
                "Modbus RTU and other field buses",
                "Building automation, HVAC and lighting networks",
                "Energy meters and solar inverters",
                "Industrial sensors on long cables",
            ],
            7.6,
            "\u2022",
        )
        s.heading("\u25e6 3. Description", 10)
        s.para(
            "The WQT4085 and WQT4085H each contain one differential driver and one "
            "differential receiver for half-duplex RS-485 and RS-422 links. The driver and the "
            "receiver have separate active-high (DE) and active-low (RE) enables; with DE low "
            "and RE high the part enters shutdown. The two versions differ only in their supply "
            "range and maximum signalling rate.",
            7.6,
        )

    s.side_by_side(features, description, 250, 16)
    s.heading("\u25e6 4. Absolute Maximum Ratings", 10)
    s.caption("Table 1" + DASH + "Absolute maximum ratings (over operating free-air temperature)")
    s.table(
        [Col("Parameter", 260), Col("Min", 70, "C"), Col("Max", 90, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage, VCC", "-0.3", "7.0", "V"],
            ["Voltage on bus pins A, B", "-8", "+13", "V"],
            ["Voltage on logic inputs DI, DE, RE", "-0.3", "6.0", "V"],
            ["Voltage on receiver output RO", "-0.3", "VCC + 0.3", "V"],
            ["Junction temperature", "", "150", DEG],
            ["Storage temperature", "-65", "150", DEG],
        ],
        7.5,
    )
    s.heading("\u25e6 5. Recommended Operating Conditions", 10)
    s.caption("Table 2" + DASH + "Recommended operating conditions")
    s.table(
        [
            Col("Parameter", 180),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Nom", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage, WQT4085", "V_{CC}", "3.0", "3.3", "3.6", "V"],
            ["Supply voltage, WQT4085H", "V_{CC}", "4.5", "5.0", "5.5", "V"],
            ["Bus common-mode voltage", "V_{CM}", "-7", "", "+12", "V"],
            ["High-level input voltage (DI, DE, RE)", "V_{IH}", "2.0", "", "5.5", "V"],
            ["Low-level input voltage (DI, DE, RE)", "V_{IL}", "0", "", "0.8", "V"],
            ["Signalling rate, WQT4085", "1/t_{UI}", "", "", "12", "Mbps"],
            ["Signalling rate, WQT4085H", "1/t_{UI}", "", "", "16", "Mbps"],
            [
                "Operating free-air temperature",
                "T_{A}",
                "I grade: -40\nE grade: -40",
                "",
                "85\n125",
                DEG,
            ],
        ],
        7.5,
    )
    s.heading("\u25e6 6. Electrical Characteristics", 10)
    s.caption("Table 3" + DASH + "Electrical characteristics (over recommended operating "
              "conditions, typical at TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 100),
            Col("Test conditions", 124),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            [
                "Differential output\nvoltage |VOD|",
                "RL = 54 " + OHM + "\nRL = 100 " + OHM,
                "1.5\n2.0",
                "2.0\n2.4",
                "",
                "2.0\n2.5",
                "2.8\n3.2",
                "",
                "V",
            ],
            [
                "Driver short-circuit\noutput current",
                "VO = -7 V to +12 V",
                "",
                "",
                PM + "250",
                "",
                "",
                PM + "250",
                "mA",
            ],
            [
                "Receiver input threshold",
                "VCM = -7 V to +12 V",
                "-200",
                "-125",
                "-50",
                "-200",
                "-125",
                "-50",
                "mV",
            ],
            ["Receiver input resistance", "A, B", "96", "", "", "96", "", "", "k" + OHM],
            ["Receiver output high", "IOH = -4 mA", "2.9", "", "", "4.6", "", "", "V"],
            ["Receiver output low", "IOL = 4 mA", "", "", "0.4", "", "", "0.4", "V"],
            [
                "Supply current",
                "DE = VCC, RE = 0, no load\nDE = 0, RE = 0 (receiver only)\n"
                "DE = VCC, RL = 54 " + OHM,
                "",
                "0.7\n0.5\n48",
                "1.2\n0.9\n65",
                "",
                "0.9\n0.6\n62",
                "1.5\n1.0\n80",
                "mA",
            ],
            ["Shutdown current", "DE = 0, RE = VCC", "", "0.05", "1", "", "0.1", "1", MU + "A"],
            [
                "Driver propagation\ndelay",
                "RL = 54 " + OHM + ", CL = 50 pF",
                "",
                "20",
                "35",
                "",
                "15",
                "30",
                "ns",
            ],
        ],
        7.2,
        head_rows=[["", "", "WQT4085, VCC = 3.3 V", "<", "<", "WQT4085H, VCC = 5 V", "<", "<",
                    ""]],
    )

    s.add_page()
    s.heading("\u25e6 7. Pin Configuration and Functions", 10)
    s.caption("Table 4" + DASH + "Pin functions (SOIC-8 and MSOP-8)")
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("Type", 70, "C"), Col("Description", 329)],
        [
            ["1", "RO", "Output", "Receiver output"],
            ["2", "RE", "Input", "Receiver enable, active low"],
            ["3", "DE", "Input", "Driver enable, active high"],
            ["4", "DI", "Input", "Driver input"],
            ["5", "GND", "Ground", "Device ground"],
            ["6", "A", "Bus I/O", "Non-inverting driver output / receiver input"],
            ["7", "B", "Bus I/O", "Inverting driver output / receiver input"],
            ["8", "VCC", "Supply", "3.3 V (WQT4085) or 5 V (WQT4085H)"],
        ],
        7.5,
    )
    s.heading("\u25e6 8. Function Tables", 10)
    s.caption("Table 5" + DASH + "Driver function")
    s.table(
        [Col("DE", 80, "C"), Col("DI", 80, "C"), Col("A", 80, "C"), Col("B", 80, "C"),
         Col("State", 179)],
        [
            ["H", "H", "H", "L", "Driving a logic 1"],
            ["H", "L", "L", "H", "Driving a logic 0"],
            ["L", "X", "Z", "Z", "Driver off (high impedance)"],
        ],
        7.5,
    )
    s.caption("Table 6" + DASH + "Receiver function")
    s.table(
        [Col("RE", 80, "C"), Col("VID = VA - VB", 160, "C"), Col("RO", 80, "C"),
         Col("State", 179)],
        [
            ["L", GE + " -50 mV", "H", "Logic 1"],
            ["L", LE + " -200 mV", "L", "Logic 0"],
            ["L", "open, short or idle bus", "H", "Fail-safe high"],
            ["H", "X", "Z", "Receiver off"],
        ],
        7.5,
    )
    s.heading("\u25e6 9. Application Information", 10)
    s.para(
        "Terminate each end of the bus with 120 " + OHM + " matched to the cable. Because each "
        "receiver presents 1/8 of a standard unit load (96 k" + OHM + "), up to 256 WQT4085 or "
        "WQT4085H transceivers can share one bus. A twisted-pair cable carries 100 kbps over "
        "1200 m.",
        7.6,
    )
    s.para(
        "The logic inputs DI, DE and RE accept 5-V levels even when VCC = 3.3 V, so a 3.3-V "
        "WQT4085 can be driven from a 5-V microcontroller; RO swings only to VCC. The WQT4085H "
        "needs at least 4.5 V and does not work from a 3.3-V rail.",
        7.6,
    )
    s.para(
        "The transceivers are not isolated. Nodes on separate supplies or in separate buildings "
        "must keep the ground difference plus the signal within the -7 V to +12 V common-mode "
        "range; beyond it, use an isolated transceiver.",
        7.6,
    )
    s.heading("\u25e6 10. Ordering Information", 10)
    s.caption("Table 7" + DASH + "Orderable devices")
    s.table(
        [
            Col("Orderable part", 110),
            Col("Supply", 60, "C"),
            Col("Package", 80, "C"),
            Col("Grade", 130, "C"),
            Col("Reel quantity", 119, "C"),
        ],
        [
            ["WQT4085IDR", "3.3 V", "SOIC-8", "I, -40 to 85 " + DEG, "2500"],
            ["WQT4085EDR", "3.3 V", "SOIC-8", "E, -40 to 125 " + DEG, "2500"],
            ["WQT4085IMR", "3.3 V", "MSOP-8", "I, -40 to 85 " + DEG, "3000"],
            ["WQT4085HIDR", "5 V", "SOIC-8", "I, -40 to 85 " + DEG, "2500"],
            ["WQT4085HEDR", "5 V", "SOIC-8", "E, -40 to 125 " + DEG, "2500"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2022-11", "A1", "Initial release"],
            ["2023-06", "A2", "MSOP-8 added; E grade added"],
            ["2024-03", "A3", "Shutdown current max. 1 " + MU + "A; application information"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "wqt4085.pdf")


# ------------------------------------------------------ 5 V to 3.3 V LDO board (Paramaribo)
def srmld33(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="WATERKANT ELEKTRONIKA  \u00b7  maker parts  \u00b7  Paramaribo",
        header_right="SRM-LD33 / SRM-LD33Q  \u00b7  product sheet",
        footer_left="Waterkant Elektronika N.V.  \u00b7  Waterkant 84, Paramaribo, Suriname  \u00b7  "
        "KKF 61234  \u00b7  prices in SRD incl. 10 % BTW",
        footer_right="vel {page}/{nb}",
        rule_color=(0, 112, 74),
        table_fill=(228, 244, 234),
        accent=(0, 90, 60),
        grid=False,
    )
    s = Sheet(style, "SRM-LD33 / SRM-LD33Q 3.3 V regulator boards")
    s.add_page()
    s.title_block(
        "SRM-LD33 / SRM-LD33Q",
        "5 V " + ARROW + " 3.3 V linear regulator breakout boards",
        "SRM-LD33: 800 mA standard LDO  \u00b7  SRM-LD33Q: 300 mA low-quiescent LDO with enable  "
        "\u00b7  20 x 15 mm  \u00b7  April 2024",
        21,
    )

    def overview() -> None:
        s.heading("\u25ab Overview", 10.5)
        s.para(
            "Two small boards that turn 5 V from USB, a power bank or a 5 V adapter into a clean "
            "3.3 V rail for sensors, radios and microcontrollers. The SRM-LD33 is the workhorse "
            "for heavier loads; the SRM-LD33Q sips almost nothing when the load sleeps and is "
            "made for battery projects.",
            8,
        )
        s.para(
            "Both boards carry input and output ceramic capacitors, a red power LED with a "
            "solder jumper (JP1) and a 4-pin 2.54 mm header. The SRM-LD33Q also brings out the "
            "regulator's EN pin.",
            8,
        )

    def quick() -> None:
        s.heading("\u25ab Quick facts", 10.5)
        s.table(
            [Col("", 70), Col("", 150)],
            [
                ["Input", "5 V typical"],
                ["Output", "3.3 V fixed"],
                ["Current", "800 mA / 300 mA"],
                ["Regulator", "LDO, SOT-223 / SOT-23-5"],
                ["Board", "20 x 15 mm, 1.6 mm FR4"],
                ["Header", "VIN, GND, 3V3, EN"],
            ],
            7.8,
            show_head=False,
        )

    s.side_by_side(overview, quick, 265, 14)
    s.heading("\u25ab Specifications", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 138),
            Col("Condition", 150),
            Col("SRM-LD33", 76, "C"),
            Col("SRM-LD33Q", 76, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Input voltage", "recommended", "4.5 " + ELL + " 12", "3.6 " + ELL + " 6.0", "V"],
            ["Input voltage, absolute max.", "do not exceed", "15", "6.5", "V"],
            ["Output voltage", "IOUT = 10 mA, 25 " + DEG, "3.3 " + PM + " 1 %", "3.3 " + PM + " 2 %",
             "V"],
            ["Output current", "continuous, see note 1", "800", "300", "mA"],
            ["Current limit", "output shorted", "1000", "450", "mA"],
            [
                "Dropout voltage, max.",
                "IOUT = 100 mA\nIOUT = 300 mA\nIOUT = 800 mA",
                "1.0\n1.1\n1.2",
                "0.05\n0.25\n" + DASH,
                "V",
            ],
            [
                "Quiescent current\n(regulator only)",
                "no load, typ. / max.",
                "5 / 10 mA",
                "1.5 / 3.0 " + MU + "A",
                "",
            ],
            ["Board no-load current", "JP1 closed (LED on), typ.", "6.2 mA", "1.2 mA", ""],
            ["Shutdown current", "EN = 0 V, typ.", DASH, "0.1 " + MU + "A", ""],
            ["Line regulation", "VIN = 4.5 " + ELL + " 6 V", "0.2", "0.1", "%"],
            ["Load regulation", "IOUT = 1 mA " + ARROW + " full load", "0.4", "0.6", "%"],
            ["Ripple rejection", "f = 1 kHz", "60", "50", "dB"],
            ["Output capacitor", "on board, ceramic", "22", "10", MU + "F"],
            ["Operating temperature", "ambient", "-40 " + ELL + " +85", "-40 " + ELL + " +85", DEG],
        ],
        7.6,
        head_rows=[["", "", "Board version", "<", ""]],
    )
    s.para(
        "Note 1: the regulator turns (VIN - 3.3 V) x IOUT into heat. Without extra cooling the "
        "SRM-LD33 board handles about 1.2 W: roughly 700 mA from a 5 V input, but only about "
        "130 mA from 12 V. The SRM-LD33Q dissipates at most 0.5 W.",
        7.6,
    )

    s.add_page()
    s.heading("\u25ab Pads and jumpers", 10.5, rule=True)
    s.table(
        [Col("Pad", 60, "C"), Col("SRM-LD33", 180), Col("SRM-LD33Q", 259)],
        [
            ["VIN", "4.5 " + ELL + " 12 V in", "3.6 " + ELL + " 6.0 V in"],
            ["GND", "ground", "ground"],
            ["3V3", "3.3 V out, 800 mA", "3.3 V out, 300 mA"],
            ["EN", "not connected", "enable, HIGH = on; 100 k" + OHM + " pull-up to VIN"],
            ["JP1", "cut to remove the power LED", "cut to remove the power LED"],
        ],
        7.6,
    )
    s.heading("\u25ab Good to know", 10.5, rule=True)
    s.bullets(
        [
            "A USB power bank or a 5 V phone charger is the ideal source for both boards.",
            "ESP32 boards peak at about 500 mA while Wi-Fi transmits. Use the SRM-LD33 with a "
            "5 V input; the SRM-LD33Q (300 mA) browns out.",
            "One Li-ion / LiPo cell (3.0 " + ELL + " 4.2 V): SRM-LD33Q only, and only while the "
            "cell stays above 3.6 V. The SRM-LD33 needs at least 4.5 V in.",
            "12 V adapter: SRM-LD33 only, for loads up to about 130 mA (heat, see note 1). The "
            "SRM-LD33Q is destroyed above 6.5 V.",
            "Cut JP1 to save the LED current (about 1.2 mA) in battery projects.",
            "Do not back-feed 3.3 V into the 3V3 pad while VIN is unpowered.",
        ],
        7.6,
        "\u2013",
    )
    s.heading("\u25ab Typical dropout (SRM-LD33, 25 " + DEG + ")", 10.5, rule=True)
    s.table(
        [Col("IOUT (mA)", 100, "C"), Col("0", 66, "C"), Col("100", 66, "C"), Col("300", 66, "C"),
         Col("500", 66, "C"), Col("800", 66, "C"), Col("", 69)],
        [["Dropout (V)", "0.90", "0.95", "1.00", "1.05", "1.10", ""]],
        7.6,
    )
    s.heading("\u25ab Buy", 10.5, rule=True)
    s.table(
        [Col("Art. no.", 90), Col("Board", 100), Col("Pack", 150), Col("Price (SRD)", 159, "C")],
        [
            ["WE-1033", "SRM-LD33", "1 board, header loose", "45,00"],
            ["WE-1033Q", "SRM-LD33Q", "1 board, header loose", "62,50"],
            ["WE-1033-10", "SRM-LD33", "10 boards", "395,00"],
        ],
        7.6,
    )
    s.para(
        "Pick-up at the shop on the Waterkant or delivery within Paramaribo. Prices include "
        "10 % BTW.",
        7.4,
    )
    return save(s, out / "srm-ld33.pdf")


# ------------------------------------------------ H-bridge motor driver module (Nuku'alofa)
def khb7a(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="FANGA" + OKINA + "UTA ROBOTICS  \u00b7  Nuku" + OKINA + "alofa",
        header_right="KHB-7A / KHB-15A motor driver  \u00b7  product sheet",
        footer_left="Fanga" + OKINA + "uta Robotics Ltd  \u00b7  Taufa" + OKINA + "ahau Road, Nuku"
        + OKINA + "alofa, Tonga  \u00b7  TIN 60012345  \u00b7  prices in T$ incl. 15 % CT",
        footer_right="Peesi {page} " + OKINA + "o e {nb}",
        rule_color=(175, 28, 40),
        table_fill=(250, 234, 234),
        accent=(150, 20, 32),
        grid=False,
    )
    s = Sheet(style, "KHB-7A / KHB-15A single H-bridge motor driver")
    s.add_page()
    s.title_block(
        "KHB-7A / KHB-15A",
        "Brushed-DC motor driver module " + DASH + " MOSFET H-bridge, PWM / IN1 / IN2",
        "6 " + ELL + " 30 V motor supply  \u00b7  3.3 V and 5 V logic  \u00b7  current-sense "
        "output  \u00b7  product sheet rev. 2, 2024",
        20,
    )

    def features() -> None:
        s.heading("\u2699 Features", 10)
        s.bullets(
            [
                "Four N-channel MOSFETs, one brushed DC motor per board",
                "KHB-7A: 7 A continuous, KHB-15A: 10 A continuous without heatsink",
                "PWM up to 20 kHz (silent above the audible range)",
                "Logic inputs work with 3.3 V and 5 V controllers",
                "CS pin: analog voltage proportional to motor current",
                "Undervoltage lockout, current limit, fault LED",
                "Screw terminals for motor and supply, 2.54 mm logic header",
            ],
            7.5,
            "\u2022",
        )

    def desc() -> None:
        s.heading("\u2699 Description", 10)
        s.para(
            "The KHB boards drive one brushed DC motor in both directions. IN1 and IN2 set the "
            "direction (or brake), PWM sets the speed. A gate driver with charge pump keeps the "
            "high-side MOSFETs fully on, even at 100 % duty. The KHB-15A uses larger MOSFETs and "
            "a thicker copper board; both share the same header and truth table.",
            7.5,
        )
        s.para(
            "Typical uses: robot drive wheels, linear actuators, pumps, e-bike test rigs and "
            "camera sliders.",
            7.5,
        )

    s.side_by_side(features, desc, 250, 16)
    s.heading("\u2699 Power stage", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 126),
            Col("Condition", 160),
            Col("KHB-7A", 74, "C"),
            Col("KHB-15A", 74, "C"),
            Col("Unit", 65, "C"),
        ],
        [
            ["Motor supply VM", "recommended", "6 " + ELL + " 27", "7 " + ELL + " 30", "V"],
            ["Motor supply, absolute max.", "", "30", "35", "V"],
            ["Undervoltage lockout", "VM falling", "5.5", "6.5", "V"],
            [
                "Continuous output\ncurrent",
                "no heatsink, 25 " + DEG + "\nwith HS-40 heatsink, 25 " + DEG,
                "7\n10",
                "10\n15",
                "A",
            ],
            ["Peak output current", LE + " 1 s, then thermal limit", "20", "35", "A"],
            ["On-resistance per\nMOSFET", "VGS = 10 V, 25 " + DEG + ", typ.", "18", "8", "m" + OHM],
            ["Current-sense output CS", "per A of motor current", "100", "50", "mV/A"],
            ["CS output range", "", "0 " + ELL + " 3.0", "0 " + ELL + " 3.0", "V"],
            ["PWM frequency", "", "0 " + ELL + " 20", "0 " + ELL + " 20", "kHz"],
            ["Quiescent current\nfrom VM", "PWM = 0, LEDs on", "12", "14", "mA"],
        ],
        7.5,
        head_rows=[["", "", "Version", "<", ""]],
    )
    s.heading("\u2699 Logic side (both versions)", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 55, "C"),
            Col("Condition", 120),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 42, "C"),
        ],
        [
            ["Logic supply", "V_{CC}", "", "3.0", "", "5.5", "V"],
            ["Logic supply current", "I_{CC}", "VCC = 5 V", "", "3", "5", "mA"],
            ["Input high (PWM, IN1, IN2)", "V_{IH}", "", "2.0", "", "5.5", "V"],
            ["Input low (PWM, IN1, IN2)", "V_{IL}", "", "-0.3", "", "0.8", "V"],
            ["Input pull-down", "R_{PD}", "", "", "47", "", "k" + OHM],
            ["5V OUT (on-board regulator)", "V_{5V}", "VM " + GE + " 7 V, load " + LE + " 100 mA",
             "4.8", "5.0", "5.2", "V"],
            ["Operating temperature", "T_{A}", "", "-20", "", "+70", DEG],
            ["Storage temperature", "T_{S}", "", "-40", "", "+85", DEG],
        ],
        7.5,
    )

    s.add_page()
    s.heading("\u2699 Truth table", 10.5, rule=True)
    s.table(
        [
            Col("PWM", 60, "C"),
            Col("IN1", 60, "C"),
            Col("IN2", 60, "C"),
            Col("MA", 60, "C"),
            Col("MB", 60, "C"),
            Col("Motor", 199),
        ],
        [
            ["H", "H", "L", "VM", "GND", "Forward"],
            ["H", "L", "H", "GND", "VM", "Reverse"],
            ["H", "H", "H", "GND", "GND", "Brake (low side)"],
            ["H", "L", "L", "open", "open", "Coast"],
            ["L", "X", "X", "GND", "GND", "Brake while PWM is low"],
        ],
        7.5,
    )
    s.heading("\u2699 Connections", 10.5, rule=True)
    s.table(
        [Col("Pin / terminal", 100), Col("Name", 70, "C"), Col("Function", 329)],
        [
            ["J1-1", "VCC", "Logic supply 3.0 " + ELL + " 5.5 V"],
            ["J1-2", "GND", "Logic ground (joined to power ground on the board)"],
            ["J1-3", "PWM", "Speed input, 0 " + ELL + " 20 kHz"],
            ["J1-4", "IN1", "Direction input 1"],
            ["J1-5", "IN2", "Direction input 2"],
            ["J1-6", "CS", "Current sense, 100 mV/A (KHB-7A) or 50 mV/A (KHB-15A)"],
            ["J1-7", "5V OUT", "5 V, 100 mA max., for a small controller"],
            ["T1", "VM / GND", "Motor supply screw terminal"],
            ["T2", "MA / MB", "Motor screw terminal"],
        ],
        7.5,
    )
    s.heading("\u2699 FAQ", 10.5, rule=True)
    s.bullets(
        [
            "Car battery? Yes. A 12 V lead-acid battery (up to 14.4 V while charging) suits both "
            "versions; add a 1000 " + MU + "F capacitor across VM and GND.",
            "3S or 4S LiPo (up to 16.8 V)? Yes, both versions.",
            "4 " + TIMES + " AA cells (6 V)? The KHB-7A only starts on fresh cells and stops at "
            "its 5.5 V lockout as they sag; the KHB-15A needs 7 V. Use 6 " + TIMES + " AA or a "
            "2S LiPo.",
            "Raspberry Pi or ESP32? Yes. VIH is 2.0 V, so 3.3 V GPIOs drive PWM, IN1 and IN2 "
            "directly; power VCC from the 3.3 V pin.",
            "Reverse polarity? There is no protection. Swapping VM and GND destroys the MOSFETs.",
            "Braking a big motor pumps energy back into VM. With a bench supply that cannot sink "
            "current, fit a TVS diode or a large capacitor.",
            "Two motors? Use two boards; they can share one supply.",
        ],
        7.5,
        "\u2022",
    )
    s.heading("\u2699 Prices", 10.5, rule=True)
    s.table(
        [Col("Item", 120), Col("Description", 240), Col("Price (T$)", 139, "C")],
        [
            ["FR-KHB-7A", "KHB-7A motor driver module", "39.00"],
            ["FR-KHB-15A", "KHB-15A motor driver module", "64.00"],
            ["FR-HS-40", "HS-40 clip-on heatsink with pad", "12.50"],
        ],
        7.5,
    )
    return save(s, out / "khb-7a.pdf")
