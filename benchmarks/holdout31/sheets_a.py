"""Hold-out 31 datasheets: light curtain, circuit breaker, speed sensor, mist maker driver.

A German safety light curtain leaflet (one column per ordering code with article
numbers, units column, wrapped names, values only in the feature list), a
Japanese miniature circuit breaker catalogue (serif, one column per rated current,
footnote marks, table continued on page 2), an Italian inductive speed sensor
leaflet (condensed font, "typ." only table, values in the feature list) and a
Chinese ultrasonic mist maker driver manual (full-width key-value lines, one
column per version, FAQ).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
DOTS = "\u2026"


# ------------------------------------------------------------ safety light curtain (DE)
def slg4(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="SLG 4 Safety Light Curtain",
        header_right="Orvald Sicherheitstechnik GmbH",
        footer_left="Technical data sheet SLG 4  8021344 / 2025-03  Subject to change",
        footer_right="{page} / {nb}",
        table_fill=(255, 221, 0),
        accent=(40, 40, 40),
    )
    s = Sheet(style, "SLG 4 safety light curtain")
    s.add_page()
    s.title_block("SLG 4", "Safety light curtain, type 4 (IEC 61496-1/-2)", "SLG 4-14 / SLG 4-30")

    def feats() -> None:
        s.heading("Features", 10)
        s.bullets(
            [
                "Type 4, SIL 3 (IEC 61508), PL e (ISO 13849-1)",
                "Two PNP safety outputs (OSSD), cross-circuit monitored",
                "Restart interlock and external device monitoring (EDM)",
                "Enclosure rating IP65",
                "Protective field heights 150 mm to 1,800 mm",
                "M12 8-pin connector on the receiver",
            ],
            8,
        )

    def appl() -> None:
        s.heading("Application", 10)
        s.para(
            "The SLG 4 protects hazardous points and access openings on presses, "
            "packaging machines and robot cells. The sender and receiver are mounted "
            "opposite each other; any object of at least the resolution that enters "
            "the protective field switches both OSSDs off. Finger protection: SLG 4-14; "
            "hand protection: SLG 4-30.",
            8,
        )

    s.side_by_side(feats, appl, 230)
    s.heading("Technical data", 10)
    cols = [Col("", 200), Col("", 50, "C"), Col("SLG 4-14", 125, "C"), Col("SLG 4-30", 124, "C")]
    s.table(
        cols,
        [
            ["Protective field", "", "", ""],
            ["Resolution", "mm", "14", "30"],
            ["Scanning range", "m", "0.2 " + DOTS + " 6", "0.3 " + DOTS + " 15"],
            ["Response time", "ms", "12", "8"],
            ["Electrical data", "", "", ""],
            [
                "Supply voltage UV",
                "V DC",
                "24 (19.2 " + DOTS + " 28.8)",
                "24 (19.2 " + DOTS + " 28.8)",
            ],
            ["Current consumption\nsender", "mA", "60", "60"],
            ["Current consumption\nreceiver (no load)", "mA", "110", "95"],
            ["Switching current\nper OSSD", "mA", "300", "300"],
            ["Test / restart input,\nHIGH level", "V", "11 " + DOTS + " 30", "11 " + DOTS + " 30"],
        ],
        7.5,
        head_rows=[["Ordering code", "<", "1071-214", "1071-230"]],
        bold_rows=(0, 4),
    )
    s.para(
        "Voltage must be supplied by a power supply unit with safe isolation (SELV/PELV) "
        "per IEC 60204-1.",
        7.5,
    )

    s.add_page()
    s.heading("Technical data (continued)", 10)
    s.table(
        cols,
        [
            ["Ambient data", "", "", ""],
            ["Operating temperature", DEG, "0 " + DOTS + " +55", "0 " + DOTS + " +55"],
            ["Storage temperature", DEG, "-25 " + DOTS + " +70", "-25 " + DOTS + " +70"],
            ["Air humidity\n(non-condensing)", "%", "15 " + DOTS + " 95", "15 " + DOTS + " 95"],
            ["Mechanical data", "", "", ""],
            ["Housing cross-section", "mm", "30 x 40", "30 x 40"],
            ["Weight per 300 mm", "g", "420", "420"],
        ],
        7.5,
        head_rows=[["Ordering code", "<", "1071-214", "1071-230"]],
        bold_rows=(0, 4),
    )
    s.heading("Connection (receiver, M12 8-pin)", 10)
    s.table(
        [Col("Pin", 40, "C"), Col("Wire colour", 80), Col("Signal", 379)],
        [
            ["1", "white", "EDM input"],
            ["2", "brown", "+24 V DC"],
            ["3", "green", "Restart input"],
            ["4", "yellow", "Configuration (bridge to pin 2 for 300 ms restart delay)"],
            ["5", "grey", "OSSD 1"],
            ["6", "pink", "OSSD 2"],
            ["7", "blue", "0 V"],
            ["8", "red", "Not connected"],
        ],
        7.5,
    )
    s.heading("Notes", 10)
    s.bullets(
        [
            "The OSSDs are short-circuit protected; capacitive load max. 2.2 " + MU + "F.",
            "Muting is not supported by the SLG 4.",
            "The maximum cable length between the receiver and the safety relay is not "
            "specified in this data sheet; see the operating instructions.",
            "Do not operate the SLG 4 from a 12 V supply.",
        ],
        8,
    )
    revision_table(
        s,
        [["2025-03", "C", "SLG 4-30 receiver current"], ["2024-06", "B", "New layout"]],
        (90, 60, 349),
    )
    return save(s, out / "slg4.pdf")


# ------------------------------------------------------- miniature circuit breaker (JP)
def tbk63(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="TBK-63 Series Miniature Circuit Breakers",
        header_right="Tsurugawa Electric Co., Ltd.",
        footer_left="Cat. No. TB-E-1187-2",
        footer_right="- {page} -",
        table_fill=None,
        accent=(0, 0, 0),
        grid=False,
    )
    s = Sheet(style, "TBK-63 miniature circuit breaker")
    s.add_page()
    s.title_block("TBK-63", "Miniature Circuit Breakers, 1-pole, C characteristic", "", 20)
    s.heading("\u25a0 Features", 10)
    s.bullets(
        [
            "Rated breaking capacity 6 kA (IEC 60898-1)",
            "For AC and DC circuits",
            "35 mm DIN rail mounting, width 17.5 mm per pole",
            "Terminal protection IP20",
        ],
        8.5,
        "\u25cf",
    )
    s.heading("\u25a0 Ratings", 10)
    cols = [
        Col("Item", 175),
        Col("TBK-63C06", 81, "C"),
        Col("TBK-63C10", 81, "C"),
        Col("TBK-63C16", 81, "C"),
        Col("TBK-63C25", 81, "C"),
    ]
    s.table(
        cols,
        [
            ["Rated current In (A)", "6", "10", "16", "25"],
            ["Rated voltage AC (V)", "230/400", "230/400", "230/400", "230/400"],
            ["Rated voltage DC (V)", "60 *1", "60 *1", "60 *1", "48 *1"],
            ["Rated breaking\ncapacity (kA)", "6", "6", "6", "6"],
            ["Instantaneous trip\ncurrent (A)", "30 to 60", "50 to 100", "80 to 160", "125 to 250"],
            ["Power loss per pole\n(W) *2", "1.6", "1.9", "2.4", "3.1"],
        ],
        8,
    )
    s.para("*1 per pole, time constant L/R " + "\u2264" + " 4 ms.   *2 at rated current.", 7.5)
    s.para("Continued on next page.", 7.5)

    s.add_page()
    s.heading("\u25a0 Ratings (continued)", 10)
    s.table(
        cols,
        [
            [
                "Ambient temperature\nfor operation (" + FW_C + ")",
                "-25 to +55",
                "-25 to +55",
                "-25 to +55",
                "-25 to +55",
            ],
            ["Reference calibration\ntemperature (" + FW_C + ")", "30", "30", "30", "30"],
            [
                "Storage temperature (" + FW_C + ")",
                "-40 to +70",
                "-40 to +70",
                "-40 to +70",
                "-40 to +70",
            ],
            ["Electrical endurance\n(operations)", "10,000", "10,000", "10,000", "8,000"],
            ["Terminal capacity (mm" + "\u00b2" + ")", "1 to 25", "1 to 25", "1 to 25", "1 to 25"],
        ],
        8,
    )
    s.heading("\u25a0 Derating by ambient temperature (typ.)", 10)
    s.table(
        [
            Col("Ambient", 115),
            Col("C06", 96, "C"),
            Col("C10", 96, "C"),
            Col("C16", 96, "C"),
            Col("C25", 96, "C"),
        ],
        [
            ["30 " + FW_C, "6.0 A", "10.0 A", "16.0 A", "25.0 A"],
            ["40 " + FW_C, "5.7 A", "9.5 A", "15.2 A", "23.7 A"],
            ["55 " + FW_C, "5.2 A", "8.7 A", "13.9 A", "21.8 A"],
        ],
        8,
    )
    s.heading("\u25a0 Precautions", 10)
    s.bullets(
        [
            "Observe the polarity marking (+ on terminal 1) when used in DC circuits.",
            "Breaking capacity in DC circuits above 60 V is not specified; use the 2-pole type.",
            "Operating humidity: not specified. Avoid condensation.",
        ],
        8.5,
        "-",
    )
    return save(s, out / "tbk63.pdf")


# --------------------------------------------------------- inductive speed sensor (IT)
def isv18(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="ISV 18 - Inductive speed sensor",
        header_right="Veltra Sensori S.r.l.",
        footer_left="Veltra Sensori S.r.l.  Via dell'Artigianato 14, Reggio Emilia  DS-ISV18-EN rev.05",
        footer_right="pag. {page}/{nb}",
        table_fill=(200, 225, 245),
        accent=(0, 90, 160),
    )
    s = Sheet(style, "ISV 18 inductive speed sensor")
    s.add_page()
    s.title_block(
        "ISV 18", "Inductive speed sensor M18 for gear wheels, DC 3-wire", "ISV 18-PS / ISV 18-NS"
    )

    def feats() -> None:
        s.heading("Main features", 10)
        s.bullets(
            [
                "Target: ferromagnetic gear wheel, module " + "\u2265" + " 1",
                "Switching frequency up to 12 kHz",
                "Sensing distance 2 mm (flush)",
                "Protection degree IP67, stainless steel housing",
                "Reverse polarity and short-circuit protected",
            ],
            8.5,
        )

    def desc() -> None:
        s.heading("Description", 10)
        s.para(
            "The ISV 18 detects the teeth of a rotating gear wheel and outputs one pulse "
            "per tooth. The ISV 18-PS has a PNP output, the ISV 18-NS an NPN output. "
            "The sensor is supplied from 10 to 30 V DC; the output can sink or source "
            "up to 200 mA. The output frequency is limited by the switching frequency, "
            "not by the maximum speed of the wheel.",
            8.5,
        )

    s.side_by_side(feats, desc, 230)
    s.heading("Electrical data", 10)
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 60, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Supply voltage", "U_{B}", "10", "24", "30", "V DC"],
            ["Ripple", "", "", "", "10", "%"],
            ["No-load supply\ncurrent", "I_{0}", "", "8", "15", "mA"],
            ["Output current", "I_{a}", "", "", "200", "mA"],
            ["Voltage drop\nat I_{a} = 200 mA", "U_{d}", "", "1.2", "2.0", "V"],
            ["Leakage current\n(output off)", "I_{r}", "", "", "10", MU + "A"],
        ],
        8,
    )
    s.heading("Absolute maximum ratings", 10)
    s.table(
        [Col("Parameter", 190), Col("Value", 150, "C"), Col("Unit", 159, "C")],
        [
            ["Supply voltage", "36", "V DC"],
            ["Output current (short-circuit)", "350", "mA"],
            ["Storage temperature", "-40 to +100", DEG],
        ],
        8,
    )

    s.add_page()
    s.heading("Sensing and environment (typ.)", 10)
    s.table(
        [Col("Parameter", 250), Col("Value", 150, "C"), Col("Unit", 99, "C")],
        [
            ["Sensing distance (flush, Fe 360)", "2", "mm"],
            ["Hysteresis", "5", "% of Sn"],
            ["Switching frequency (module 2)", "12", "kHz"],
            ["Switching frequency (module 1)", "8", "kHz"],
            ["Operating temperature", "-25 ... +85", DEG],
        ],
        8,
    )
    s.heading("Ordering codes", 10)
    s.table(
        [
            Col("Code", 120),
            Col("Output", 80, "C"),
            Col("Connection", 150),
            Col("Item no.", 149, "C"),
        ],
        [
            ["ISV 18-PS", "PNP NO", "M12 4-pin connector", "410 218 11"],
            ["ISV 18-NS", "NPN NO", "M12 4-pin connector", "410 218 12"],
            ["ISV 18-PS-2M", "PNP NO", "2 m PUR cable", "410 218 21"],
        ],
        8,
    )
    s.heading("Wiring", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Colour", 100), Col("Function", 349)],
        [
            ["1", "brown", "+UB"],
            ["3", "blue", "0 V"],
            ["4", "black", "Output"],
            ["2", "white", "n.c."],
        ],
        8,
    )
    s.heading("Notes", 10)
    s.para(
        "The sensor is not suited for direct connection to 5 V logic inputs without a "
        "level shifter. Vibration and shock resistance are not specified for this "
        "series. Maximum cable length: 30 m.",
        8.5,
    )
    return save(s, out / "isv18.pdf")


# ----------------------------------------------- ultrasonic mist maker driver (CN)
def umd24(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="UMD-24 Ultrasonic Atomizer Driver Board User Manual",
        header_right="Dongguan Wushi Electronics Co., Ltd.",
        footer_left="UMD-24  V1.3",
        footer_right="Page {page}",
        table_fill=(220, 240, 255),
        accent=(0, 110, 160),
    )
    s = Sheet(style, "UMD-24 mist maker driver")
    s.add_page()
    s.title_block(
        "UMD-24A / UMD-24B", "Ultrasonic Mist Maker (Atomizer) Driver Board, 1.7MHz", "", 18
    )
    s.heading("1. Product introduction", 10)
    s.para(
        "UMD-24 drives 1.7MHz piezo ceramic atomizing discs for humidifiers, fog "
        "fountains and terrariums. UMD-24A drives one 20mm disc; UMD-24B drives three "
        "discs. The EN pin switches the mist on and off and can also be pulsed to "
        "reduce the mist amount.",
        8.5,
    )
    s.heading("2. Basic parameters", 10)
    s.lines(
        [
            "Working voltage\uff1aDC24V\u00b11V (23\uff5e25V)",
            "Oscillation frequency\uff1a1.7MHz\u00b150kHz",
            "EN input level\uff1a3.3\uff5e5V (high = mist on)",
            "EN input current\uff1a\u22641mA",
            "EN PWM frequency\uff1a\u2264100Hz",
            "Working temperature\uff1a1\uff5e50" + FW_C,
        ],
        9,
        13,
    )
    s.heading("3. Version comparison", 10)
    s.table(
        [
            Col("Item", 170),
            Col("UMD-24A", 110, "C"),
            Col("UMD-24B", 110, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Number of discs", "1", "3", "pcs"],
            ["Working current", "\u2264650", "\u22641800", "mA"],
            ["Standby current\n(EN low)", "\u226415", "\u226425", "mA"],
            ["Mist output", "\u2265300", "\u2265900", "mL/h"],
            ["Board size", "45\u00d730", "70\u00d745", "mm"],
        ],
        8,
    )

    s.add_page()
    s.heading("4. Pin definition", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 90), Col("Description", 349)],
        [
            ["1", "VIN", "DC24V input (+)"],
            ["2", "GND", "Ground"],
            ["3", "EN", "Enable input, internal 10k pull-down"],
            ["4", "WL", "Water level float switch (short to GND = water OK)"],
            ["5, 6", "P1, P2", "Atomizing disc connection"],
        ],
        8,
    )
    s.heading("5. Arduino example", 10)
    s.lines(
        [
            "const int EN_PIN = 9;          // D9 -> EN",
            "void setup() { pinMode(EN_PIN, OUTPUT); }",
            "void loop() { digitalWrite(EN_PIN, HIGH); delay(5000);",
            "              digitalWrite(EN_PIN, LOW);  delay(2000); }",
        ],
        8,
        11,
    )
    s.heading("6. FAQ", 10)
    s.lines(
        [
            "Q\uff1aCan I power it from 12V?",
            "A\uff1aNo. Below 22V the oscillator does not start reliably.",
            "Q\uff1aWhat water temperature is allowed?",
            "A\uff1aWater temperature range is not specified; do not use hot water.",
            "Q\uff1aIs the EN input isolated?",
            "A\uff1aNo, EN shares GND with the 24V supply.",
            "Q\uff1aHow long does the disc last?",
            "A\uff1aDisc life is not specified (depends on water hardness).",
        ],
        8.5,
        12,
    )
    return save(s, out / "umd24.pdf")
