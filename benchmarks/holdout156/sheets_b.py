"""Hold-out 156 datasheets, part 2: a logic-level N-channel power MOSFET, a time-of-flight
distance sensor, a 20x4 character LCD with I2C backpack and a 12 V 1 A switching wall adapter.

A Road Town (British Virgin Islands) power-semiconductor house data sheet ("⏥ n  Title" heads,
"Table n ◁" captions, a product-summary box, ratings in column groups per package, on-resistance
stacked per gate voltage, drain current stacked per case temperature, a typical curve and
application hints that hold the 3.3 V gate-drive statement), a Cayenne (French Guiana) sensor
house data sheet ("◓ n. Title" heads, "Table n ⤷" captions, ranging distance stacked per mode,
target and light in version column groups, supply current stacked per state, XSHUT and address
rules only in prose, pin, register and ordering tables as decoys), a Mogadishu (Somalia) maker
store product sheet ("➟" heads without numbers, "Strip n ◽" captions, version column groups,
an address table per solder-jumper setting with 8-bit bytes, an expander pin map, customer
questions, USD prices, Somali page footer) and a Fort-de-France (Martinique) power-supply
company "fiche technique" in French / English ("╔ n  TITRE / TITLE" heads, "Tableau n ┬ Table n"
captions, two-line bilingual row names in version column groups, rows stacked per input voltage,
units inside the cells, numbered notes).
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
FLAT = "\u23e5"  # ⏥
WTRI = "\u25c1"  # ◁
HALF = "\u25d3"  # ◓
HOOK = "\u2937"  # ⤷
ARR = "\u279f"  # ➟
SQS = "\u25fd"  # ◽
DBOX = "\u2554"  # ╔
TEE = "\u252c"  # ┬


# ------------------------------------------------ logic-level N-channel MOSFET (Road Town)
def tor5530l(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="TORTOLA POWER DEVICES",
        header_right="TOR5530L / TOR5530LS  \u00b7  PD-5530L rev. 3",
        footer_left="Tortola Power Devices Ltd.  \u00b7  Wickhams Cay II, Road Town, Tortola, British "
        "Virgin Islands  \u00b7  www.tortolapower.vg",
        footer_right="{page}/{nb}  PD-5530L",
        rule_color=(30, 40, 100),
        table_fill=(252, 246, 214),
        accent=(30, 40, 100),
        grid=False,
    )
    s = Sheet(style, "TOR5530L / TOR5530LS logic-level N-channel MOSFET")
    s.add_page()
    s.title_block(
        "TOR5530L / TOR5530LS",
        "55 V, 47 A Logic-Level N-Channel Power MOSFET",
        "TOR5530L: TO-220AB  |  TOR5530LS: D" + SQ + "PAK (TO-263)  |  Planar stripe technology",
        21,
    )

    def features() -> None:
        s.heading(FLAT + " Features", 10)
        s.bullets(
            [
                "Logic-level gate drive: RDS(on) specified at VGS = 4.0 V",
                "Fully avalanche rated",
                "175 " + DEG + " operating junction temperature",
                "Fast switching",
                "Lead-free plating, RoHS compliant",
            ],
            7.8,
        )
        s.heading(FLAT + " Applications", 10)
        s.bullets(
            [
                "Low-side switches for solenoids, motors, LED strips",
                "DC/DC converters, load switches, battery protection",
            ],
            7.8,
        )

    def summary() -> None:
        s.caption("Table 1 " + WTRI + " Product summary")
        s.table(
            [Col("Parameter", 150), Col("Value", 65, "C"), Col("Unit", 45, "C")],
            [
                ["V_{DSS}", "55", "V"],
                ["R_{DS(on)} max, VGS = 10 V", "22", "m" + OHM],
                ["R_{DS(on)} max, VGS = 5.0 V", "25", "m" + OHM],
                ["R_{DS(on)} max, VGS = 4.0 V", "35", "m" + OHM],
                ["I_{D}, TC = 25 " + DEG, "47", "A"],
                ["Q_{g} typ, VGS = 5 V", "33", "nC"],
            ],
            7.4,
        )

    s.side_by_side(features, summary, 222, 16)
    s.heading(FLAT + " 1  Absolute maximum ratings", 10.5, rule=True)
    s.caption("Table 2 " + WTRI + " Absolute maximum ratings (TC = 25 " + DEG + " unless noted)")
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 50, "C"),
            Col("Conditions", 125),
            Col("TOR5530L", 60, "C"),
            Col("TOR5530LS", 60, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Drain-source voltage", "V_{DS}", "", "55", "55", "V"],
            ["Gate-source voltage", "V_{GS}", "", PM + "16", PM + "16", "V"],
            [
                "Continuous drain current,\nVGS = 10 V",
                "I_{D}",
                "TC = 25 " + DEG + "\nTC = 100 " + DEG,
                "47\n33",
                "47\n33",
                "A",
            ],
            ["Pulsed drain current (1)", "I_{DM}", "", "160", "160", "A"],
            [
                "Power dissipation",
                "P_{D}",
                "TC = 25 " + DEG + "\nTA = 25 " + DEG + ", free air\n"
                "TA = 25 " + DEG + ", 1 in" + SQ + " pad (2)",
                "110\n2.0\n" + DASH,
                "110\n" + DASH + "\n3.8",
                "W",
            ],
            ["Linear derating factor", "", "above TC = 25 " + DEG, "0.71", "0.71", "W/" + DEG],
            [
                "Single-pulse avalanche energy",
                "E_{AS}",
                "L = 0.3 mH, ID = 28 A",
                "200",
                "200",
                "mJ",
            ],
            [
                "Operating junction and\nstorage temperature",
                "T_{J}, T_{STG}",
                "",
                "-55 to +175",
                "-55 to +175",
                DEG,
            ],
            ["Soldering temperature", "", "1.6 mm from case, 10 s", "300", DASH, DEG],
        ],
        7.3,
    )
    s.para(
        "(1) Pulse width limited by the maximum junction temperature.  (2) Mounted on 1 in"
        + SQ
        + " of 2 oz copper on FR-4.",
        7.2,
    )
    s.heading(FLAT + " 2  Thermal resistance", 10.5, rule=True)
    s.caption("Table 3 " + WTRI + " Thermal resistance")
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("TOR5530L", 80, "C"),
            Col("TOR5530LS", 80, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Junction to case", "R_{\u03b8JC}", "1.4", "1.4", DEG + "/W"],
            ["Case to sink, flat greased surface", "R_{\u03b8CS}", "0.50", DASH, DEG + "/W"],
            ["Junction to ambient, free air", "R_{\u03b8JA}", "62", DASH, DEG + "/W"],
            ["Junction to ambient, 1 in" + SQ + " pad (2)", "R_{\u03b8JA}", DASH, "40", DEG + "/W"],
        ],
        7.3,
    )
    s.heading(FLAT + " 3  Static characteristics", 10.5, rule=True)
    s.caption(
        "Table 4 "
        + WTRI
        + " Static electrical characteristics (TJ = 25 "
        + DEG
        + " unless noted, both packages)"
    )
    s.table(
        [
            Col("Parameter", 120),
            Col("Symbol", 58, "C"),
            Col("Conditions", 146),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 55, "C"),
        ],
        [
            [
                "Drain-source breakdown\nvoltage",
                "V_{(BR)DSS}",
                "VGS = 0 V, ID = 250 " + MU + "A",
                "55",
                "",
                "",
                "V",
            ],
            [
                "Static drain-source\non-resistance",
                "R_{DS(on)}",
                "VGS = 10 V, ID = 28 A\nVGS = 5.0 V, ID = 24 A\nVGS = 4.0 V, ID = 20 A",
                "",
                "17\n20\n27",
                "22\n25\n35",
                "m" + OHM,
            ],
            [
                "Gate threshold voltage",
                "V_{GS(th)}",
                "VDS = VGS, ID = 250 " + MU + "A",
                "1.0",
                "1.6",
                "2.0",
                "V",
            ],
            [
                "Zero gate voltage\ndrain current",
                "I_{DSS}",
                "VDS = 55 V, VGS = 0 V\nVDS = 44 V, TJ = 150 " + DEG,
                "",
                "",
                "25\n250",
                MU + "A",
            ],
            ["Gate-source leakage", "I_{GSS}", "VGS = " + PM + "16 V", "", "", PM + "100", "nA"],
            ["Forward transconductance", "g_{fs}", "VDS = 25 V, ID = 28 A", "21", "", "", "S"],
        ],
        7.3,
    )

    s.add_page()
    s.heading(FLAT + " 4  Dynamic characteristics", 10.5, rule=True)
    s.caption("Table 5 " + WTRI + " Dynamic characteristics (TJ = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 120),
            Col("Symbol", 58, "C"),
            Col("Conditions", 146),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 55, "C"),
        ],
        [
            [
                "Total gate charge",
                "Q_{g}",
                "ID = 28 A, VDS = 44 V,\nVGS = 5.0 V",
                "",
                "33",
                "48",
                "nC",
            ],
            ["Gate-source charge", "Q_{gs}", "", "", "9", "", "nC"],
            ["Gate-drain charge", "Q_{gd}", "", "", "18", "", "nC"],
            [
                "Turn-on delay time\nRise time\nTurn-off delay time\nFall time",
                "t_{d(on)}\nt_{r}\nt_{d(off)}\nt_{f}",
                "VDD = 28 V, ID = 28 A,\nRG = 3.4 " + OHM + ", VGS = 5.0 V",
                "",
                "11\n84\n26\n15",
                "",
                "ns",
            ],
            [
                "Input capacitance\nOutput capacitance\nReverse transfer cap.",
                "C_{iss}\nC_{oss}\nC_{rss}",
                "VGS = 0 V, VDS = 25 V,\nf = 1 MHz",
                "",
                "1700\n400\n150",
                "",
                "pF",
            ],
        ],
        7.3,
    )
    s.heading(FLAT + " 5  Source-drain diode", 10.5, rule=True)
    s.caption("Table 6 " + WTRI + " Body diode characteristics")
    s.table(
        [
            Col("Parameter", 120),
            Col("Symbol", 58, "C"),
            Col("Conditions", 146),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 55, "C"),
        ],
        [
            ["Continuous source current", "I_{S}", "body diode", "", "", "47", "A"],
            ["Pulsed source current", "I_{SM}", "body diode", "", "", "160", "A"],
            ["Diode forward voltage", "V_{SD}", "IS = 28 A, VGS = 0 V", "", "", "1.3", "V"],
            [
                "Reverse recovery time",
                "t_{rr}",
                "IF = 28 A, di/dt = 100 A/" + MU + "s",
                "",
                "80",
                "120",
                "ns",
            ],
        ],
        7.3,
    )
    s.figure(
        "Figure 1 " + WTRI + " Normalised on-resistance against junction temperature (ID = 28 A, "
        "VGS = 10 V)",
        "Junction temperature TJ (" + DEG + ")",
        "RDS(on), normalised",
        ["-60", "-20", "20", "60", "100", "140", "180"],
        ["0.5", "1.0", "1.5", "2.0", "2.5"],
        [
            (
                "VGS = 10 V",
                [
                    (0.04, 0.18),
                    (0.25, 0.22),
                    (0.46, 0.29),
                    (0.67, 0.38),
                    (0.88, 0.49),
                    (0.98, 0.55),
                ],
            )
        ],
        ["typical values"],
        110,
        260,
    )
    s.heading(FLAT + " 6  Application hints", 10.5, rule=True)
    s.bullets(
        [
            "Gate drive: the threshold is at most 2.0 V, but RDS(on) is only guaranteed from "
            "VGS = 4.0 V. At VGS = 3.3 V the channel is not fully enhanced and no RDS(on) is "
            "specified. Do not drive the gate directly from 3.3 V logic for load currents above "
            "5 A; use a gate driver or 5 V logic.",
            "The gate withstands " + PM + "16 V, so a 12 V gate driver may be used.",
            "Inductive loads (solenoids, relays, motors) need a freewheeling diode across the "
            "load; repeated avalanche is not allowed.",
            "TO-220AB in free air: each watt raises the junction by about 62 " + DEG + ". Without "
            "a heatsink keep the dissipation below 2 W.",
        ],
        7.5,
    )
    s.caption("Table 7 " + WTRI + " Ordering and marking")
    s.table(
        [
            Col("Part number", 110),
            Col("Package", 110, "C"),
            Col("Packing", 160, "C"),
            Col("Marking", 119, "C"),
        ],
        [
            ["TOR5530L", "TO-220AB", "tube, 50 pcs", "5530L"],
            ["TOR5530LS", "D" + SQ + "PAK", "tube, 50 pcs", "5530LS"],
            ["TOR5530LSTR", "D" + SQ + "PAK", "tape and reel, 800 pcs", "5530LS"],
        ],
        7.3,
    )
    return save(s, out / "tor5530l.pdf")


# ------------------------------------------------ time-of-flight distance sensor (Cayenne)
def aqt5310(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="APPROUAGUE SENSING",
        header_right="AQT5310 / AQT5310L  \u00b7  DS-5310 r\u00e9v. 2",
        footer_left="Approuague Sensing SAS  \u00b7  Zone industrielle de Collery, 97300 Cayenne, "
        "Guyane  \u00b7  DS-5310 r\u00e9v. 2, juin 2024",
        footer_right="{page} \u2215 {nb}",
        rule_color=(34, 100, 50),
        table_fill=(230, 242, 228),
        accent=(24, 80, 40),
        grid=True,
    )

    def head(n: int, text: str, size: float = 10.5, rule: bool = True) -> None:
        s.heading(HALF + " " + str(n) + ". " + text, size, rule=rule)

    s = Sheet(style, "AQT5310 / AQT5310L time-of-flight ranging sensor")
    s.add_page()
    s.title_block(
        "AQT5310 / AQT5310L",
        "Time-of-Flight Ranging Sensor with I" + SQ + "C Interface",
        "940 nm VCSEL, class 1 laser  |  optical LGA-12, 4.4 x 2.4 x 1.0 mm  |  AQT5310: up to 2 m  "
        "|  AQT5310L: long-range version up to 4 m",
        20,
    )

    def features() -> None:
        head(1, "Features", 10, rule=False)
        s.bullets(
            [
                "Absolute distance, independent of target colour in the specified range",
                "Single supply 2.6 " + ELL + " 3.5 V",
                "I" + SQ + "C up to 400 kHz, default address 0x29",
                "XSHUT reset input and GPIO1 interrupt output",
                "Timing budget 20 " + ELL + " 1000 ms",
                "25" + "\u00b0" + " field of view",
            ],
            7.6,
        )

    def description() -> None:
        head(2, "Description", 10, rule=False)
        s.para(
            "The AQT5310 measures the flight time of 940 nm infrared pulses from its VCSEL to the "
            "target and back with a single-photon detector array. Unlike intensity-based sensors "
            "it reports absolute distance in millimetres.",
            7.6,
        )
        s.para(
            "The AQT5310L uses a stronger VCSEL and larger collection optics to double the range. "
            "It draws more current during ranging.",
            7.6,
        )

    s.side_by_side(features, description, 245, 16)
    head(3, "Absolute maximum ratings")
    s.caption("Table 1 " + HOOK + " Absolute maximum ratings")
    s.table(
        [Col("Parameter", 250), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 109, "C")],
        [
            ["AVDD", "-0.5", "3.6", "V"],
            ["SCL, SDA, XSHUT, GPIO1", "-0.5", "3.6", "V"],
            ["ESD, human body model", "", PM + "2", "kV"],
            ["Storage temperature", "-40", "+85", DEG],
        ],
        7.4,
    )
    head(4, "Recommended operating conditions")
    s.caption("Table 2 " + HOOK + " Recommended operating conditions")
    s.table(
        [
            Col("Parameter", 104),
            Col("Conditions", 112),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Unit", 57, "C"),
        ],
        [
            ["Supply voltage", "AVDD", "2.6", "2.8", "3.5", "2.6", "2.8", "3.5", "V"],
            ["Voltage on SCL,\nSDA, XSHUT", "", "-0.3", "", "3.5", "-0.3", "", "3.5", "V"],
            ["Input high voltage", "SCL, SDA, XSHUT", "1.96", "", "", "1.96", "", "", "V"],
            ["Input low voltage", "SCL, SDA, XSHUT", "", "", "0.84", "", "", "0.84", "V"],
            ["Output low voltage", "SDA, GPIO1, 4 mA", "", "", "0.4", "", "", "0.4", "V"],
            ["Ambient temperature", "", "-20", "", "+70", "-40", "", "+85", DEG],
        ],
        7.3,
        head_rows=[["", "", "AQT5310", "<", "<", "AQT5310L", "<", "<", ""]],
    )
    head(5, "Ranging performance")
    s.caption(
        "Table 3 " + HOOK + " Ranging performance (TA = 25 " + DEG + ", AVDD = 2.8 V, no "
        "cover glass)"
    )
    s.table(
        [
            Col("Parameter", 92),
            Col("Conditions", 199),
            Col("AQT5310", 70, "C"),
            Col("AQT5310L", 70, "C"),
            Col("Unit", 68, "C"),
        ],
        [
            [
                "Maximum ranging\ndistance",
                "white target (88 %), indoor, default mode\nwhite target "
                "(88 %), indoor, long-range mode\ngrey target (17 %), indoor, default mode\nwhite "
                "target (88 %), outdoor, overcast",
                "120\n200\n70\n60",
                "220\n400\n140\n110",
                "cm",
            ],
            ["Minimum distance", "any target", "3", "3", "cm"],
            [
                "Ranging accuracy",
                "white target at 1 m, timing budget 20 ms\nwhite target at 1 m, "
                "timing budget 33 ms\nwhite target at 1 m, timing budget 200 ms",
                PM + "40\n" + PM + "25\n" + PM + "12",
                PM + "45\n" + PM + "30\n" + PM + "15",
                "mm",
            ],
            [
                "Timing budget",
                "programmable (default 33 ms)",
                "20 " + ELL + " 1000",
                "20 " + ELL + " 1000",
                "ms",
            ],
            ["Field of view", "full cone", "25", "25", "\u00b0"],
        ],
        7.3,
    )

    s.add_page()
    head(6, "Electrical characteristics")
    s.caption("Table 4 " + HOOK + " Electrical characteristics (AVDD = 2.8 V, TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 100),
            Col("Conditions", 118),
            Col("Min", 35, "C"),
            Col("Typ", 35, "C"),
            Col("Max", 35, "C"),
            Col("Min", 35, "C"),
            Col("Typ", 35, "C"),
            Col("Max", 35, "C"),
            Col("Unit", 71, "C"),
        ],
        [
            [
                "Supply current",
                "HW standby, XSHUT low\nSW standby\nactive ranging, average\nactive ranging, peak",
                "",
                "3\n5\n19\n40",
                "7\n9\n\n",
                "",
                "4\n6\n26\n60",
                "8\n10\n\n",
                MU + "A\n" + MU + "A\nmA\nmA",
            ],
            ["Boot time", "XSHUT high to ready", "", "", "1.2", "", "", "1.2", "ms"],
            ["I" + SQ + "C clock frequency", "", "0", "", "400", "0", "", "400", "kHz"],
        ],
        7.3,
        head_rows=[["", "", "AQT5310", "<", "<", "AQT5310L", "<", "<", ""]],
    )
    head(7, "I" + SQ + "C address and XSHUT")
    s.para(
        "After power-up or after XSHUT is released, the sensor answers at the 7-bit address 0x29 "
        "(write byte 0x52, read byte 0x53). The host can write a new 7-bit address to register "
        "0x8A; it is kept only until the next power-down or until XSHUT goes low, so the host "
        "must set it again at every start.",
        7.5,
    )
    s.para(
        "Several sensors on one bus: wire each XSHUT to its own host GPIO. Hold all sensors in "
        "reset, release one, give it a new address, then release the next. Without separate "
        "XSHUT lines all sensors start at 0x29 and collide.",
        7.5,
    )
    s.para(
        "XSHUT is active low and has no internal pull-up; pull it to AVDD with 10 k" + OHM + " "
        "when it is not driven. No pin is 5 V tolerant: the voltage on SCL, SDA, XSHUT and GPIO1 "
        "must not exceed 3.5 V in operation. Boards from third parties that add a regulator and "
        "level shifters are not covered by this data sheet.",
        7.5,
    )
    head(8, "Pins")
    s.caption("Table 5 " + HOOK + " Pin description")
    s.table(
        [Col("Pin", 35, "C"), Col("Name", 90), Col("Type", 60, "C"), Col("Description", 314)],
        [
            ["1", "AVDDVCSEL", "supply", "VCSEL supply, connect to AVDD"],
            ["2", "AVSSVCSEL", "ground", "VCSEL ground"],
            ["3, 4, 6, 12", "GND", "ground", "ground"],
            ["5", "XSHUT", "input", "shutdown, active low, no internal pull-up"],
            ["7", "GPIO1", "output", "interrupt, open drain"],
            ["8", "DNC", "", "do not connect"],
            ["9", "SDA", "in/out", "I" + SQ + "C data"],
            ["10", "SCL", "input", "I" + SQ + "C clock"],
            ["11", "AVDD", "supply", "supply, 2.6 " + ELL + " 3.5 V"],
        ],
        7.2,
    )
    s.caption("Table 6 " + HOOK + " Identification registers")
    s.table(
        [Col("Register", 80, "C"), Col("Name", 160), Col("Value", 90, "C"), Col("Note", 169)],
        [
            ["0xC0", "MODEL_ID", "0xEE", "both versions"],
            ["0xC1", "MODULE_TYPE", "0xAA / 0xAB", "AQT5310 / AQT5310L"],
            ["0x8A", "I2C_SLAVE_ADDRESS", "0x29", "7-bit, volatile"],
        ],
        7.2,
    )
    head(9, "Ordering")
    s.caption("Table 7 " + HOOK + " Ordering codes")
    s.table(
        [
            Col("Order code", 120),
            Col("Version", 100, "C"),
            Col("Packing", 150, "C"),
            Col("Note", 129),
        ],
        [
            ["AQT5310-TR", "AQT5310", "tape and reel, 5000 pcs", ""],
            ["AQT5310L-TR", "AQT5310L", "tape and reel, 5000 pcs", ""],
            ["AQT5310-EVK", "AQT5310", "evaluation board", "3.3 V regulator on board"],
        ],
        7.2,
    )
    s.para(
        "Performance behind a cover window depends on the window material, its thickness and "
        "the air gap; ask Approuague Sensing for the cover-glass application note.",
        7.4,
    )
    return save(s, out / "aqt5310.pdf")


# ------------------------------------------------ 20x4 LCD with I2C backpack (Mogadishu)
def hm2004(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="HAMAR MAKER HUB  \u00b7  displays",
        header_right="HM2004-I5 / HM2004-I3  \u00b7  product sheet",
        footer_left="Hamar Maker Hub  \u00b7  Maka al-Mukarama Road, Hodan, Mogadishu, Somalia  \u00b7  "
        "prices in USD",
        footer_right="Bogga {page} / {nb}",
        rule_color=(65, 137, 221),
        table_fill=(232, 242, 252),
        accent=(30, 95, 180),
        grid=False,
    )
    s = Sheet(style, "HM2004-I5 / HM2004-I3 20x4 character LCD with I2C backpack")
    s.add_page()
    s.title_block(
        "HM2004-I5 / HM2004-I3",
        "20 x 4 Character LCD with I" + SQ + "C Backpack",
        "SKU HMH-2004-I5: blue backlight, white characters, 5 V  |  SKU HMH-2004-I3: "
        "yellow-green backlight, dark characters, 3.3 V",
        20,
    )

    def what() -> None:
        s.heading(ARR + " What you get", 10)
        s.para(
            "A 20-column, 4-line character display with an HD44780-compatible controller and a "
            "soldered-on I" + SQ + "C backpack built around a PCF8574-type 8-bit port expander. "
            "Four wires (GND, VCC, SDA, SCL) instead of sixteen, and the usual LiquidCrystal I2C "
            "libraries work unchanged.",
            7.8,
        )
        s.para(
            "The HM2004-I5 is the classic 5 V module. The HM2004-I3 has a 3.3 V panel with an "
            "on-board negative bias generator and a PCF8574A-type expander, which moves its "
            "address range (see Strip 4).",
            7.8,
        )

    def quick() -> None:
        s.heading(ARR + " Quick numbers", 10)
        s.bullets(
            [
                "I5: 5 V, about 28 mA with backlight",
                "I3: 3.3 V, about 22 mA with backlight",
                "I" + SQ + "C up to 100 kHz",
                "Default address 0x27 (I5) or 0x3F (I3)",
                "Backlight on/off by software or jumper",
                "98 x 60 mm, four M3 holes",
            ],
            7.8,
        )

    s.side_by_side(what, quick, 280, 16)
    s.heading(ARR + " Specifications", 10.5, rule=True)
    s.caption("Strip 1 " + SQS + " Electrical and environmental data")
    s.table(
        [
            Col("Item", 98),
            Col("Conditions", 125),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Unit", 40, "C"),
        ],
        [
            ["Supply voltage", "VCC", "4.5", "5.0", "5.5", "3.0", "3.3", "3.6", "V"],
            [
                "Supply current",
                "backlight on\nbacklight off (LED jumper out)",
                "",
                "28\n1.5",
                "40\n2.5",
                "",
                "22\n1.2",
                "30\n2.0",
                "mA",
            ],
            ["Backlight current", "part of the supply current", "", "24", "", "", "18", "", "mA"],
            ["Input high voltage", "SDA, SCL", "3.5", "", "", "2.3", "", "", "V"],
            ["Input low voltage", "SDA, SCL", "", "", "1.5", "", "", "1.0", "V"],
            ["I" + SQ + "C clock", "SCL", "0", "", "100", "0", "", "100", "kHz"],
            ["Operating\ntemperature", "", "0", "", "+50", "-20", "", "+70", DEG],
            ["Storage\ntemperature", "", "-10", "", "+60", "-30", "", "+80", DEG],
        ],
        7.3,
        head_rows=[["", "", "HM2004-I5", "<", "<", "HM2004-I3", "<", "<", ""]],
    )
    s.caption("Strip 2 " + SQS + " Display")
    s.table(
        [Col("Item", 140), Col("HM2004-I5", 180, "C"), Col("HM2004-I3", 179, "C")],
        [
            ["Format", "20 characters x 4 lines", "20 characters x 4 lines"],
            ["Character matrix", "5 x 8 dots", "5 x 8 dots"],
            ["LCD type", "STN negative, blue", "STN positive, yellow-green"],
            ["Viewing direction", "6 o'clock", "6 o'clock"],
            ["Viewing area", "76.0 x 25.2 mm", "76.0 x 25.2 mm"],
            ["Module size", "98.0 x 60.0 x 24 mm", "98.0 x 60.0 x 24 mm"],
            ["Default I" + SQ + "C address", "0x27", "0x3F"],
            ["Character ROM", "A00 (ASCII + katakana)", "A00 (ASCII + katakana)"],
        ],
        7.3,
    )
    s.heading(ARR + " Pins and jumpers", 10.5, rule=True)
    s.caption("Strip 3 " + SQS + " Backpack header and jumpers")
    s.table(
        [Col("Name", 80, "C"), Col("What it is", 419)],
        [
            ["GND", "ground"],
            ["VCC", "supply, 5 V (I5) or 3.3 V (I3)"],
            ["SDA", "I" + SQ + "C data, 4.7 k" + OHM + " pull-up to VCC on the backpack"],
            ["SCL", "I" + SQ + "C clock, 4.7 k" + OHM + " pull-up to VCC on the backpack"],
            ["LED jumper", "remove to switch the backlight off for good"],
            ["A0, A1, A2", "address pads, open = 1, bridged with solder = 0"],
            ["Trimmer", "contrast; turn until the blocks in line 1 just disappear"],
        ],
        7.3,
    )

    s.add_page()
    s.heading(ARR + " Address table", 10.5, rule=True)
    s.caption(
        "Strip 4 " + SQS + " I" + SQ + "C address by solder pads (7-bit address, 8-bit "
        "write byte in brackets)"
    )
    s.table(
        [
            Col("A2", 60, "C"),
            Col("A1", 60, "C"),
            Col("A0", 60, "C"),
            Col("HM2004-I5", 160, "C"),
            Col("HM2004-I3", 159, "C"),
        ],
        [
            ["open", "open", "open", "0x27 (0x4E)", "0x3F (0x7E)"],
            ["open", "open", "bridged", "0x26 (0x4C)", "0x3E (0x7C)"],
            ["open", "bridged", "open", "0x25 (0x4A)", "0x3D (0x7A)"],
            ["open", "bridged", "bridged", "0x24 (0x48)", "0x3C (0x78)"],
            ["bridged", "open", "open", "0x23 (0x46)", "0x3B (0x76)"],
            ["bridged", "open", "bridged", "0x22 (0x44)", "0x3A (0x74)"],
            ["bridged", "bridged", "open", "0x21 (0x42)", "0x39 (0x72)"],
            ["bridged", "bridged", "bridged", "0x20 (0x40)", "0x38 (0x70)"],
        ],
        7.3,
    )
    s.caption("Strip 5 " + SQS + " Expander pin map")
    s.table(
        [Col("Expander bit", 91, "C")] + [Col("P" + str(n), 51, "C") for n in range(8)],
        [["LCD signal", "RS", "R/W", "E", "LED", "D4", "D5", "D6", "D7"]],
        7.3,
    )
    s.heading(ARR + " Good to know", 10.5, rule=True)
    s.bullets(
        [
            "The backpack pulls SDA and SCL up to VCC with 4.7 k" + OHM + ". On the I5 that puts "
            "5 V on the bus, and its inputs need at least 3.5 V for a high level. A 3.3 V board "
            "(ESP32, Raspberry Pi, Pico) needs a level shifter with the I5, or take the I3.",
            "The I5 does not work from 3.3 V: below 4.5 V the characters fade and the trimmer "
            "cannot bring them back.",
            "The expander is only rated for 100 kHz. If other parts on your bus run at 400 kHz, "
            "slow the whole bus down to 100 kHz.",
            "Up to eight displays of one version fit on one bus, each with its own A0-A2 setting.",
            "Blue (I5) panels get slow in the cold and stop below 0 " + DEG + ". For a cold shed "
            "or a garage take the I3.",
        ],
        7.6,
    )
    s.heading(ARR + " Customer questions", 10.5, rule=True)
    faq = [
        (
            "Can I power it from the 12 V adapter of my LED strip?",
            "No. Give the I5 5 V and the I3 3.3 V. 12 V on VCC destroys the backpack and the LCD "
            "controller.",
        ),
        (
            "How many hours does the backlight last?",
            "We do not have a lifetime figure from the panel maker, so we cannot promise one.",
        ),
        (
            "Which characters can it show?",
            "ASCII, Japanese katakana and a few symbols from ROM A00. Eight more characters can "
            "be defined by you. There is no Arabic or Cyrillic ROM.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 7.8, bold=True)
        s.para(answer, 7.8)
    s.heading(ARR + " Prices", 10.5, rule=True)
    s.caption("Strip 6 " + SQS + " Price list (USD)")
    s.table(
        [Col("SKU", 120), Col("Item", 210), Col("1 pc", 80, "C"), Col("3 pcs", 89, "C")],
        [
            ["HMH-2004-I5", "HM2004-I5, blue, 5 V", "9.80", "27.00"],
            ["HMH-2004-I3", "HM2004-I3, yellow-green, 3.3 V", "10.50", "29.00"],
            ["HMH-BP-8574", "I" + SQ + "C backpack only", "2.40", "6.50"],
        ],
        7.3,
    )
    return save(s, out / "hm2004.pdf")


# ------------------------------------------------ 12 V 1 A wall adapter (Fort-de-France)
def pla1210(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="PEL\u00c9E ALIMENTATIONS",
        header_right="PLA-1210 / PLA-1210V  \u00b7  Fiche technique / Data sheet  \u00b7  \u00e9d. 5",
        footer_left="Pel\u00e9e Alimentations SARL  \u00b7  41 boulevard du G\u00e9n\u00e9ral de Gaulle, "
        "97200 Fort-de-France, Martinique  \u00b7  SIRET 824 117 093 00021",
        footer_right="page {page} de {nb}",
        rule_color=(150, 30, 40),
        table_fill=(250, 240, 226),
        accent=(130, 20, 30),
        grid=True,
    )

    def head(n: int, fr: str, en: str) -> None:
        s.heading(DBOX + " " + str(n) + "  " + fr + " / " + en, 10.5, rule=True)

    def cap(n: int, fr: str, en: str) -> None:
        s.caption("Tableau " + str(n) + " " + TEE + " Table " + str(n) + "   " + fr + " / " + en)

    s = Sheet(style, "PLA-1210 / PLA-1210V 12 V 1 A switching wall adapter")
    s.add_page()
    s.title_block(
        "PLA-1210 / PLA-1210V",
        "Adaptateur secteur \u00e0 d\u00e9coupage 12 V 1 A / 12 V 1 A switching wall adapter",
        "Fiche Europe / Europlug  |  jack 5.5 x 2.1 mm, centre + / barrel 5.5 x 2.1 mm, centre "
        "positive  |  PLA-1210V : rendement niveau VI / efficiency level VI",
        21,
    )

    def fr() -> None:
        s.heading(DBOX + " 1  DESCRIPTION (FR)", 10)
        s.para(
            "Adaptateur mural \u00e0 d\u00e9coupage, sortie 12 V continu r\u00e9gul\u00e9e, 1 A. "
            "Entr\u00e9e universelle, classe II. Le PLA-1210V consomme moins \u00e0 vide, a une "
            "tension de sortie plus pr\u00e9cise et une protection thermique.",
            7.8,
        )

    def en() -> None:
        s.heading("DESCRIPTION (EN)", 10)
        s.para(
            "Switching wall adapter with a regulated 12 V DC output, 1 A. Universal input, class "
            "II. The PLA-1210V draws less power at no load, holds its output voltage tighter and "
            "has over-temperature protection.",
            7.8,
        )

    s.side_by_side(fr, en, 240, 19)
    cols = [
        Col("Param\u00e8tre / Parameter", 100),
        Col("Conditions", 128),
        Col("Min", 35, "C"),
        Col("Typ", 35, "C"),
        Col("Max", 35, "C"),
        Col("Min", 35, "C"),
        Col("Typ", 35, "C"),
        Col("Max", 35, "C"),
        Col("Unit\u00e9 / Unit", 61, "C"),
    ]
    groups = [["", "", "PLA-1210", "<", "<", "PLA-1210V", "<", "<", ""]]
    head(2, "ENTR\u00c9E", "INPUT")
    cap(1, "Entr\u00e9e", "Input (TA = 25 " + DEG + ")")
    s.table(
        cols,
        [
            [
                "Tension d'entr\u00e9e\nInput voltage",
                "nominale / rated\nlimites / limits",
                "100\n90",
                "",
                "240\n264",
                "100\n90",
                "",
                "240\n264",
                "VAC",
            ],
            ["Fr\u00e9quence\nFrequency", "", "47", "50/60", "63", "47", "50/60", "63", "Hz"],
            [
                "Courant d'entr\u00e9e\nInput current",
                "115 VAC, pleine charge / full load\n230 VAC, pleine charge / full load",
                "",
                "",
                "0.35\n0.20",
                "",
                "",
                "0.30\n0.18",
                "A",
            ],
            [
                "Courant d'appel\nInrush current",
                "230 VAC, d\u00e9marrage \u00e0 froid / cold start",
                "",
                "",
                "30",
                "",
                "",
                "25",
                "A",
            ],
            [
                "Puissance \u00e0 vide\nNo-load power",
                "115 VAC\n230 VAC",
                "",
                "",
                "0.20 W\n0.25 W",
                "",
                "",
                "65 mW\n75 mW",
                "",
            ],
            [
                "Rendement moyen\nAverage efficiency",
                "115 VAC\n230 VAC",
                "80.5\n81.0",
                "",
                "",
                "84.5\n85.0",
                "",
                "",
                "%",
            ],
        ],
        7.3,
        head_rows=groups,
    )
    head(3, "SORTIE", "OUTPUT")
    cap(2, "Sortie", "Output (TA = 25 " + DEG + ", 230 VAC)")
    s.table(
        cols,
        [
            [
                "Tension de sortie\nOutput voltage",
                "0 " + ELL + " 1.0 A",
                "11.4",
                "12.0",
                "12.6",
                "11.64",
                "12.0",
                "12.36",
                "V",
            ],
            [
                "Courant de sortie\nOutput current",
                "continu / continuous",
                "0",
                "",
                "1.0",
                "0",
                "",
                "1.0",
                "A",
            ],
            [
                "Courant de cr\u00eate\nPeak current",
                LE + " 500 ms",
                "",
                "",
                "1.3",
                "",
                "",
                "1.5",
                "A",
            ],
            [
                "Puissance de sortie\nOutput power",
                "continu / continuous",
                "",
                "",
                "12",
                "",
                "",
                "12",
                "W",
            ],
            [
                "Ondulation et bruit\nRipple and noise",
                "20 MHz, note 1",
                "",
                "",
                "150",
                "",
                "",
                "100",
                "mVp-p",
            ],
            [
                "R\u00e9gulation de charge\nLoad regulation",
                "10 " + ELL + " 100 % charge / load",
                "",
                "",
                PM + "5",
                "",
                "",
                PM + "3",
                "%",
            ],
            [
                "D\u00e9lai de d\u00e9marrage\nStart-up delay",
                "115 VAC, pleine charge / full load\n230 VAC, pleine charge / full load",
                "",
                "",
                "3.0\n1.5",
                "",
                "",
                "2.0\n1.0",
                "s",
            ],
            [
                "Temps de maintien\nHold-up time",
                "230 VAC, pleine charge / full load",
                "10",
                "",
                "",
                "10",
                "",
                "",
                "ms",
            ],
        ],
        7.3,
        head_rows=groups,
    )

    s.add_page()
    head(4, "PROTECTIONS", "PROTECTIONS")
    cap(3, "Protections", "Protections")
    s.table(
        [Col("Fonction / Function", 120), Col("PLA-1210", 190), Col("PLA-1210V", 189)],
        [
            [
                "Surintensit\u00e9\nOvercurrent",
                "1.1 " + ELL + " 1.8 A, mode hoquet / hiccup "
                "mode\nr\u00e9armement automatique / auto recovery",
                "1.6 " + ELL + " 2.0 A, mode "
                "hoquet / hiccup mode\nr\u00e9armement automatique / auto recovery",
            ],
            [
                "Court-circuit\nShort circuit",
                "permanent, mode hoquet / hiccup",
                "permanent, mode hoquet / hiccup",
            ],
            [
                "Surtension\nOvervoltage",
                "13.8 " + ELL + " 16.2 V, \u00e9cr\u00eatage / clamp",
                "13.8 " + ELL + " 16.2 V, \u00e9cr\u00eatage / clamp",
            ],
            [
                "Surchauffe\nOver-temperature",
                "non / no",
                "oui / yes, coupure et r\u00e9armement / shutdown and recovery",
            ],
        ],
        7.3,
    )
    head(5, "ENVIRONNEMENT", "ENVIRONMENT")
    cap(4, "Environnement", "Environment")
    s.table(
        [
            Col("Param\u00e8tre / Parameter", 150),
            Col("Conditions", 150),
            Col("PLA-1210", 70, "C"),
            Col("PLA-1210V", 70, "C"),
            Col("Unit\u00e9 / Unit", 59, "C"),
        ],
        [
            [
                "Temp\u00e9rature de fonctionnement\nOperating temperature",
                "pleine charge / full load",
                "0 " + ELL + " +40",
                "0 " + ELL + " +40",
                DEG,
            ],
            [
                "Temp\u00e9rature de stockage\nStorage temperature",
                "",
                "-20 " + ELL + " +80",
                "-20 " + ELL + " +80",
                DEG,
            ],
            [
                "Humidit\u00e9 de fonctionnement\nOperating humidity",
                "sans condensation / non-condensing",
                "20 " + ELL + " 90",
                "20 " + ELL + " 90",
                "%RH",
            ],
            [
                "Humidit\u00e9 de stockage\nStorage humidity",
                "",
                "10 " + ELL + " 95",
                "10 " + ELL + " 95",
                "%RH",
            ],
            ["Altitude de fonctionnement\nOperating altitude", "", "2000", "2000", "m"],
            ["MTBF", "25 " + DEG + ", MIL-HDBK-217F", "50 000", "80 000", "h"],
        ],
        7.3,
    )
    head(6, "S\u00c9CURIT\u00c9 ET CEM", "SAFETY AND EMC")
    cap(5, "S\u00e9curit\u00e9 et CEM", "Safety and EMC")
    s.table(
        [Col("Param\u00e8tre / Parameter", 160), Col("PLA-1210 et / and PLA-1210V", 339)],
        [
            ["Classe de protection\nProtection class", "II, double isolation / double insulation"],
            ["Norme de s\u00e9curit\u00e9\nSafety standard", "IEC 62368-1"],
            ["Isolement primaire-secondaire\nIsolation input-output", "3000 VAC, 1 min"],
            ["Courant de fuite\nLeakage current", LE + " 0.25 mA at 264 VAC"],
            ["CEM\nEMC", "EN 55032 classe / class B, EN 61000-3-2, EN 61000-3-3"],
            [
                "Indice de protection\nIngress protection",
                "IP20, usage int\u00e9rieur uniquement / indoor use only",
            ],
        ],
        7.3,
    )
    head(7, "M\u00c9CANIQUE", "MECHANICAL")
    s.lines(
        [
            "Dimensions : 65 x 42 x 30 mm (sans fiche / without plug)  |  Masse / Weight : 78 g",
            "C\u00e2ble / Cable : 1.5 m, 2 x 0.5 mm"
            + SQ
            + "  |  Jack : 5.5 x 2.1 x 10 mm, centre + "
            "/ centre positive",
        ],
        7.6,
    )
    head(8, "REMARQUES", "NOTES")
    s.bullets(
        [
            "(1) Ondulation mesur\u00e9e en bout de c\u00e2ble avec 0.1 "
            + MU
            + "F et 47 "
            + MU
            + "F en "
            "parall\u00e8le. / Ripple measured at the end of the cable with 0.1 "
            + MU
            + "F and 47 "
            + MU
            + "F in parallel.",
            "(2) Le PLA-1210 n'a pas de protection thermique : ne pas l'enfermer. / The PLA-1210 has "
            "no over-temperature protection: do not enclose it.",
            "(3) Ne pas utiliser pour charger des batteries. / Not for charging batteries: a battery "
            "on the output can back-feed the adapter.",
            "(4) Charges capacitives : 2200 "
            + MU
            + "F au plus. / Capacitive loads: at most 2200 "
            + MU
            + "F at the output; larger values can make the adapter restart in hiccup mode.",
        ],
        7.4,
        mark="",
    )
    cap(6, "R\u00e9f\u00e9rences de commande", "Order codes")
    s.table(
        [
            Col("R\u00e9f\u00e9rence / Order code", 130),
            Col("Version", 90, "C"),
            Col("Fiche / Plug", 160, "C"),
            Col("Prix / Price (EUR TTC)", 119, "C"),
        ],
        [
            ["PLA-1210-EU", "PLA-1210", "Europlug (CEE 7/16)", "8.90"],
            ["PLA-1210V-EU", "PLA-1210V", "Europlug (CEE 7/16)", "11.40"],
            ["PLA-1210V-UK", "PLA-1210V", "BS 1363", "12.60"],
            ["PLA-1210V-US", "PLA-1210V", "NEMA 1-15", "11.90"],
        ],
        7.3,
    )
    return save(s, out / "pla-1210.pdf")
