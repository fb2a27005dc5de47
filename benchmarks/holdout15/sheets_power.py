"""Hold-out 15 datasheets: power and actuator parts.

A Linear-Technology-style buck-boost regulator family (one column per output
version, output current per input voltage continued on page 2), a Maxim-style
Peltier (TEC) driver (conditions in a header sentence, abs max and recommended
rows that overlap, a register-free pin table), a Chinese load-cell
specification (one column per capacity) and a Japanese thermal printer
mechanism sheet (typ.-only table, head current only in a note).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
CJK_DEG = "\u2103"


# ------------------------------------------------------ buck-boost (US analog)
def _kbb_page1(s: Sheet) -> None:
    s.title_block(
        "KBB6320",
        "1.2 A, 2 MHz Synchronous Buck-Boost Regulator with 25 " + MU + "A Quiescent Current",
        "KBB6320-33 (3.3 V fixed), KBB6320-50 (5 V fixed), KBB6320-ADJ",
        size=22,
    )

    def feat() -> None:
        s.heading("FEATURES", 9)
        s.bullets(
            [
                "Regulated Output with VIN Above, Below or Equal to VOUT",
                "Input Range: 1.8 V to 5.5 V",
                "Up to 1.2 A Output Current (KBB6320-33, VIN " + "\u2265" + " 2.5 V)",
                "2 MHz Fixed Frequency Operation",
                "25 " + MU + "A Quiescent Current in Burst Mode",
                "Shutdown Current < 1 " + MU + "A, Output Disconnect",
                "3 mm x 3 mm 10-Lead DFN Package",
            ],
            8,
        )

    def app() -> None:
        s.heading("APPLICATIONS", 9)
        s.bullets(
            [
                "Single Li-Ion / 3-Cell Alkaline to 3.3 V",
                "USB-Powered Sensor Nodes",
                "Handheld Instruments",
                "Backup Supplies from Supercapacitors",
            ],
            8,
        )
        s.heading("DESCRIPTION", 9)
        s.para(
            "The KBB6320 is a synchronous buck-boost converter that keeps its output in "
            "regulation when the input is above, below or equal to the output. A proprietary "
            "switching algorithm gives a seamless transition between modes. Burst Mode "
            "operation keeps the efficiency high down to 1 mA loads.",
            8,
        )

    s.side_by_side(feat, app, 240)
    s.heading("ABSOLUTE MAXIMUM RATINGS (Note 1)", 9, rule=True)
    s.leaders(
        [
            ("VIN, VOUT Voltages", "-0.3 V to 6 V"),
            ("EN, PGOOD, FB Voltages", "-0.3 V to 6 V"),
            ("SW1, SW2 Voltages (DC)", "-0.3 V to 6 V"),
            ("Operating Junction Temperature Range (Note 2)", "-40 " + DEG + " to 125 " + DEG),
            ("Storage Temperature Range", "-65 " + DEG + " to 150 " + DEG),
        ],
        8,
    )
    s.heading("ORDER INFORMATION", 9, rule=True)
    s.table(
        [
            Col("LEAD FREE FINISH", 110),
            Col("TAPE AND REEL", 120),
            Col("PART MARKING", 80, "C"),
            Col("OUTPUT", 80, "C"),
            Col("TEMPERATURE RANGE", 109, "C"),
        ],
        [
            [
                "KBB6320EDD-33#PBF",
                "KBB6320EDD-33#TRPBF",
                "LGXK",
                "3.3 V",
                "-40 " + DEG + " to 125 " + DEG,
            ],
            [
                "KBB6320EDD-50#PBF",
                "KBB6320EDD-50#TRPBF",
                "LGXM",
                "5.0 V",
                "-40 " + DEG + " to 125 " + DEG,
            ],
            [
                "KBB6320EDD-ADJ#PBF",
                "KBB6320EDD-ADJ#TRPBF",
                "LGXN",
                "ADJ",
                "-40 " + DEG + " to 125 " + DEG,
            ],
        ],
        7.5,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 9, rule=True)
    s.para(
        "The " + "\u25cf" + " denotes the specifications which apply over the full operating "
        "temperature range, otherwise specifications are at TA = 25 " + DEG + ". VIN = 3.6 V, "
        "EN = VIN unless otherwise noted.",
        8,
    )
    s.table(
        [
            Col("PARAMETER", 150),
            Col("CONDITIONS", 150),
            Col("", 20, "C"),
            Col("MIN", 42, "C"),
            Col("TYP", 42, "C"),
            Col("MAX", 42, "C"),
            Col("UNITS", 53, "C"),
        ],
        [
            ["Input Operating Range", "", "\u25cf", "1.8", "", "5.5", "V"],
            [
                "Input Undervoltage\nLockout Threshold",
                "VIN Rising",
                "\u25cf",
                "1.55",
                "1.65",
                "1.75",
                "V",
            ],
            ["Output Voltage", "KBB6320-33", "\u25cf", "3.23", "3.30", "3.37", "V"],
            ["", "KBB6320-50", "\u25cf", "4.90", "5.00", "5.10", "V"],
            ["Feedback Voltage", "KBB6320-ADJ", "\u25cf", "0.588", "0.600", "0.612", "V"],
            [
                "Quiescent Current,\nBurst Mode",
                "VOUT in Regulation, No Load",
                "",
                "",
                "25",
                "40",
                MU + "A",
            ],
            ["Shutdown Current", "EN = 0 V", "", "", "0.1", "1", MU + "A"],
            ["Oscillator Frequency", "", "\u25cf", "1.8", "2.0", "2.2", "MHz"],
        ],
        7.5,
    )


def _kbb_page2(s: Sheet) -> None:
    s.heading("ELECTRICAL CHARACTERISTICS (continued)", 9, rule=True)
    s.table(
        [
            Col("PARAMETER", 150),
            Col("CONDITIONS", 150),
            Col("", 20, "C"),
            Col("MIN", 42, "C"),
            Col("TYP", 42, "C"),
            Col("MAX", 42, "C"),
            Col("UNITS", 53, "C"),
        ],
        [
            ["EN Input High Threshold", "", "\u25cf", "1.2", "", "", "V"],
            ["EN Input Low Threshold", "", "\u25cf", "", "", "0.4", "V"],
            ["PMOS Switch Resistance", "", "", "", "0.09", "", OHM],
            ["NMOS Switch Resistance", "", "", "", "0.07", "", OHM],
            ["Peak Current Limit", "Boost Mode", "\u25cf", "2.2", "2.6", "", "A"],
            ["PGOOD Threshold", "Referenced to VOUT, Falling", "", "-13", "-10", "-7", "%"],
        ],
        7.5,
    )
    s.heading("MAXIMUM OUTPUT CURRENT (Note 3)", 9, rule=True)
    s.table(
        [
            Col("INPUT VOLTAGE", 159),
            Col("KBB6320-33", 110, "C"),
            Col("KBB6320-50", 110, "C"),
            Col("UNITS", 120, "C"),
        ],
        [
            ["VIN = 1.8 V", "0.5", "0.3", "A"],
            ["VIN = 2.5 V", "1.2", "0.6", "A"],
            ["VIN = 3.6 V", "1.2", "1.0", "A"],
            ["VIN = 5.0 V", "1.2", "1.2", "A"],
        ],
        8,
    )
    s.para(
        "Note 1: Stresses beyond those listed under Absolute Maximum Ratings may cause "
        "permanent damage to the device.\n"
        "Note 2: The KBB6320E is guaranteed to meet performance specifications from 0 "
        + DEG
        + " to 85 "
        + DEG
        + ". Specifications over the -40 "
        + DEG
        + " to 125 "
        + DEG
        + " operating junction temperature range are assured by design.\n"
        "Note 3: Output current is limited by the peak switch current limit; values are typical "
        "and not production tested.",
        7.5,
    )
    s.heading("PIN FUNCTIONS", 9, rule=True)
    s.table(
        [Col("PIN", 50, "C"), Col("NAME", 70), Col("FUNCTION", 379)],
        [
            [
                "1",
                "SW1",
                "Switch pin, input side. Connect the 2.2 " + MU + "H inductor from SW1 to SW2.",
            ],
            ["2", "GND", "Ground."],
            ["3", "SW2", "Switch pin, output side."],
            ["4", "VOUT", "Output. Bypass with at least 22 " + MU + "F."],
            ["5", "FB", "Feedback input (ADJ). Tie to VOUT on the fixed versions."],
            ["6", "PGOOD", "Open-drain power-good output."],
            ["7", "EN", "Enable. Pull above 1.2 V to enable; do not float."],
            ["8-10", "VIN", "Input supply. Bypass with 10 " + MU + "F."],
        ],
        7.5,
    )
    s.heading("APPLICATIONS INFORMATION", 9, rule=True)
    s.para(
        "Inductor selection: a 2.2 " + MU + "H inductor with a saturation current of at least "
        "3 A is recommended. Output voltage of the ADJ version: VOUT = 0.6 V x (1 + R1/R2); "
        "R1 = 453 k" + OHM + " and R2 = 100 k" + OHM + " give 3.32 V. Thermal: with the "
        "exposed pad soldered to a ground plane the KBB6320 can deliver its rated current "
        "continuously at 85 " + DEG + " ambient; no thermal resistance figure is given in "
        "this data sheet.",
        8,
    )


def kbb6320(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KBB6320",
        header_right="6320f",
        footer_left="Halvorsen Linear Technology Corporation   Milpitas, CA",
        footer_right="{page}",
        rule_color=(0, 0, 0),
        table_fill=(225, 225, 225),
        accent=(150, 0, 0),
    )
    s = Sheet(style, "KBB6320 buck-boost regulator")
    s.add_page()
    _kbb_page1(s)
    s.add_page()
    _kbb_page2(s)
    return save(s, out / "kbb6320.pdf")


# ------------------------------------------------------ TEC driver (US analog, Maxim-like)
def _ktc_page1(s: Sheet) -> None:
    s.title_block(
        "KTC1978",
        "Integrated Temperature Controller for Peltier Modules",
        "19-4471; Rev 2; 6/23",
        size=20,
    )

    def desc() -> None:
        s.heading("General Description", 9)
        s.para(
            "The KTC1978 is a compact temperature controller for Peltier thermoelectric cooler "
            "(TEC) modules. On-chip power FETs in an H-bridge drive the TEC with bipolar "
            "current, so the same circuit heats or cools. An uncommitted precision amplifier "
            "reads an NTC thermistor bridge. Voltage and current limits of the TEC are set by "
            "resistors. The device operates from a single supply and switches at 1 MHz.",
            8,
        )

    def feat() -> None:
        s.heading("Features", 9)
        s.bullets(
            [
                "Single-Supply Operation: +3.0 V to +5.5 V",
                PM + "1.5 A TEC Current (Heating and Cooling)",
                "Adjustable TEC Current and Voltage Limits",
                "0.001 " + DEG + " Temperature Stability",
                "1 MHz Switching Frequency",
                "Thin QFN 48 Package, 7 mm x 7 mm",
            ],
            8,
        )

    s.side_by_side(desc, feat, 250)
    s.heading("Absolute Maximum Ratings", 9, rule=True)
    s.leaders(
        [
            ("VDD, PVDD to GND", "-0.3 V to +6 V"),
            ("SHDN, CTLI, MAXI, MAXV to GND", "-0.3 V to (VDD + 0.3 V)"),
            ("Continuous TEC Current (OS1, OS2)", PM + "2.0 A"),
            ("Operating Temperature Range", "-40 " + DEG + " to +85 " + DEG),
            ("Junction Temperature", "+150 " + DEG),
            ("Storage Temperature Range", "-65 " + DEG + " to +150 " + DEG),
        ],
        8,
    )
    s.heading("Recommended Operating Conditions", 9, rule=True)
    s.table(
        [
            Col("PARAMETER", 170),
            Col("SYMBOL", 70, "C"),
            Col("MIN", 60, "C"),
            Col("MAX", 60, "C"),
            Col("UNITS", 139, "C"),
        ],
        [
            ["Supply Voltage", "V_{DD}", "3.0", "5.5", "V"],
            ["TEC Current", "I_{TEC}", "-1.5", "+1.5", "A"],
            ["Ambient Temperature", "T_{A}", "-40", "+85", DEG],
        ],
        8,
    )
    s.heading("Electrical Characteristics", 9, rule=True)
    s.para(
        "(VDD = PVDD = 5 V, TA = 0 " + DEG + " to +85 " + DEG + ", unless otherwise noted. "
        "Typical values are at TA = +25 " + DEG + ".)",
        8,
    )
    s.table(
        [
            Col("PARAMETER", 140),
            Col("SYMBOL", 55, "C"),
            Col("CONDITIONS", 140),
            Col("MIN", 38, "C"),
            Col("TYP", 38, "C"),
            Col("MAX", 38, "C"),
            Col("UNITS", 50, "C"),
        ],
        [
            ["Supply Current", "I_{DD}", "No load, SHDN = VDD", "", "3", "6", "mA"],
            ["Shutdown Supply\nCurrent", "I_{SHDN}", "SHDN = GND", "", "2", "10", MU + "A"],
            ["Switching Frequency", "f_{SW}", "", "0.85", "1.0", "1.15", "MHz"],
            ["On-Resistance,\nn-Channel", "R_{ON(N)}", "", "", "0.04", "0.07", OHM],
            ["On-Resistance,\np-Channel", "R_{ON(P)}", "", "", "0.06", "0.1", OHM],
            ["SHDN Input High", "V_{IH}", "", "2.0", "", "", "V"],
            ["SHDN Input Low", "V_{IL}", "", "", "", "0.8", "V"],
        ],
        7.5,
    )


def _ktc_page2(s: Sheet) -> None:
    s.heading("Electrical Characteristics (continued)", 9, rule=True)
    s.para("(VDD = PVDD = 3.3 V, TA = +25 " + DEG + ", unless otherwise noted.)", 8)
    s.table(
        [
            Col("PARAMETER", 140),
            Col("SYMBOL", 55, "C"),
            Col("CONDITIONS", 140),
            Col("MIN", 38, "C"),
            Col("TYP", 38, "C"),
            Col("MAX", 38, "C"),
            Col("UNITS", 50, "C"),
        ],
        [
            ["Supply Current", "I_{DD}", "No load, SHDN = VDD", "", "2.5", "5", "mA"],
            ["Maximum TEC Current", "I_{TEC(MAX)}", "MAXI = REF", "1.35", "1.5", "1.65", "A"],
            [
                "Reference Output\nVoltage",
                "V_{REF}",
                "IREF = 0 to 1 mA",
                "1.485",
                "1.50",
                "1.515",
                "V",
            ],
        ],
        7.5,
    )
    s.heading("Pin Description", 9, rule=True)
    s.table(
        [Col("PIN", 60, "C"), Col("NAME", 60), Col("FUNCTION", 379)],
        [
            ["1, 2", "OS1", "TEC connection, side 1. Current flows OS1 to OS2 when cooling."],
            ["7, 8", "OS2", "TEC connection, side 2."],
            ["12", "SHDN", "Shutdown input. Drive low to shut down; 3.3 V logic compatible."],
            ["18", "MAXI", "TEC current limit. ITEC(MAX) = 1.5 A x VMAXI / VREF."],
            ["19", "MAXV", "TEC voltage limit. VTEC(MAX) = 4 x VMAXV."],
            ["24", "REF", "1.50 V reference output."],
            ["30-33", "PVDD", "Power supply of the H-bridge."],
        ],
        7.5,
    )
    s.heading("Applications Information", 9, rule=True)
    s.para(
        "Choosing the TEC: the KTC1978 drives modules whose maximum current is 1.5 A or less. "
        "For larger modules (for example a 40 mm x 40 mm 6 A module) use an external H-bridge. "
        "The TEC voltage limit must be set below the module's rated voltage; with MAXV at 1.25 "
        "V the limit is 5 V. Thermistor: use a 10 k" + OHM + " NTC in the bridge; other "
        "values require a recalculation of the bridge resistors. Loop compensation values in "
        "Figure 3 (1 " + MU + "F, 100 k" + OHM + ") are examples, not limits.",
        8,
    )
    s.para(
        "Power dissipation: the package's thermal data are not given in this document; for "
        "operation above +70 " + DEG + " contact the factory.",
        8,
    )
    revision_table(
        s,
        [
            ["3/21", "0", "Initial release"],
            ["6/23", "2", "Added 3.3 V electrical characteristics"],
        ],
        (80, 60, 359),
    )


def ktc1978(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="KTC1978",
        header_right="Integrated Temperature Controller for Peltier Modules",
        footer_left="Marisol Integrated Products (invented)   www.example.invalid",
        footer_right="{page}",
        rule_color=(120, 20, 60),
        table_fill=(235, 225, 230),
        accent=(120, 20, 60),
    )
    s = Sheet(style, "KTC1978 TEC controller")
    s.add_page()
    _ktc_page1(s)
    s.add_page()
    _ktc_page2(s)
    return save(s, out / "ktc1978.pdf")


# ------------------------------------------------------ load cell (Chinese spec)
def _klc_page1(s: Sheet) -> None:
    s.title_block(
        "KLC-B1 Series Aluminium Alloy Parallel Beam Load Cell",
        "Product Specification",
        "Model: KLC-B1-1kg / 5kg / 10kg / 20kg    Doc No.: KLC-QS-2201    Rev: A3",
        size=15,
    )
    s.heading("1. Features", 10, rule=True)
    s.bullets(
        [
            "Aluminium alloy, anodized surface, single-point parallel beam",
            "Full-bridge strain gauge, 4-wire cable",
            "Suitable for electronic scales, kitchen scales and weighing modules (HX-type ADC)",
            "Protection class: IP65",
        ],
        8.5,
        "\u25c6",
    )
    s.heading("2. Technical Parameters", 10, rule=True)
    s.table(
        [
            Col("Item", 170),
            Col("KLC-B1-1kg", 75, "C"),
            Col("KLC-B1-5kg", 75, "C"),
            Col("KLC-B1-10kg", 75, "C"),
            Col("KLC-B1-20kg", 104, "C"),
        ],
        [
            ["Rated load", "1kg", "5kg", "10kg", "20kg"],
            [
                "Rated output",
                "1.0" + PM + "0.15mV/V",
                "1.0" + PM + "0.15mV/V",
                "2.0" + PM + "0.15mV/V",
                "2.0" + PM + "0.15mV/V",
            ],
            ["Combined error", "0.05%F.S", "0.05%F.S", "0.03%F.S", "0.03%F.S"],
            ["Creep (30min)", "0.05%F.S", "0.05%F.S", "0.03%F.S", "0.03%F.S"],
            ["Zero balance", PM + "0.1mV/V", PM + "0.1mV/V", PM + "0.1mV/V", PM + "0.1mV/V"],
            [
                "Input resistance",
                "1066" + PM + "20" + OHM,
                "1066" + PM + "20" + OHM,
                "410" + PM + "15" + OHM,
                "410" + PM + "15" + OHM,
            ],
            [
                "Output resistance",
                "1000" + PM + "10" + OHM,
                "1000" + PM + "10" + OHM,
                "350" + PM + "3" + OHM,
                "350" + PM + "3" + OHM,
            ],
            ["Safe overload", "120%F.S", "120%F.S", "150%F.S", "150%F.S"],
        ],
        7.5,
    )


def _klc_page2(s: Sheet) -> None:
    s.heading("2. Technical Parameters (continued)", 10, rule=True)
    s.table(
        [Col("Item", 170), Col("Value", 180), Col("Remark", 149)],
        [
            ["Recommended excitation voltage", "3~10VDC", ""],
            ["Maximum excitation voltage", "15VDC", "all capacities"],
            ["Insulation resistance", "\u2265" + "2000M" + OHM, "50VDC"],
            ["Compensated temperature range", "-10~+40" + CJK_DEG, ""],
            ["Operating temperature range", "-20~+60" + CJK_DEG, ""],
            ["Ultimate overload", "200%F.S", "permanent damage above"],
        ],
        8,
    )
    s.heading("3. Wiring", 10, rule=True)
    s.table(
        [Col("Wire colour", 120), Col("Signal", 140), Col("Connect to (HX-type ADC)", 239)],
        [
            ["Red", "Excitation + (E+)", "E+ / AVDD"],
            ["Black", "Excitation - (E-)", "E- / AGND"],
            ["Green", "Signal + (S+)", "A+ (pin 8)"],
            ["White", "Signal - (S-)", "A- (pin 7)"],
        ],
        8,
    )
    s.heading("4. Notes", 10, rule=True)
    s.para(
        "1) Full-scale output = rated output x excitation voltage. Example: KLC-B1-5kg at 5V "
        "excitation gives 5mV at 5kg.\n"
        "2) Mounting screws M4 (1kg, 5kg) or M5 (10kg, 20kg), tightening torque 3 N.m. The "
        "arrow on the body shows the load direction.\n"
        "3) Fatigue life and behaviour in condensing humidity are not specified.\n"
        "4) Cable length 200mm, diameter 2mm. Do not pull the cable.",
        8.5,
    )
    s.heading("5. Ordering", 10, rule=True)
    s.table(
        [
            Col("Order code", 160),
            Col("Capacity", 90, "C"),
            Col("Package qty", 90, "C"),
            Col("Carton", 159, "C"),
        ],
        [
            ["KLC-B1-001", "1kg", "50", "400"],
            ["KLC-B1-005", "5kg", "50", "400"],
            ["KLC-B1-010", "10kg", "20", "160"],
            ["KLC-B1-020", "20kg", "20", "160"],
        ],
        8,
    )


def klcb1(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="KLC-B1 Series Load Cell",
        header_right="Dongguan Keli Weighing Sensor Co., Ltd.",
        footer_left="Dongguan Keli Weighing Sensor Co., Ltd. (invented)   Tel: 0769-0000000",
        footer_right="Page {page}",
        rule_color=(0, 90, 160),
        table_fill=(215, 230, 245),
        accent=(0, 70, 140),
    )
    s = Sheet(style, "KLC-B1 load cell")
    s.add_page()
    _klc_page1(s)
    s.add_page()
    _klc_page2(s)
    return save(s, out / "klc-b1.pdf")


# ------------------------------------------------------ thermal printer mechanism (Japanese)
def _ktp_page1(s: Sheet) -> None:
    s.title_block(
        "KTP-205 Series",
        "Thermal Printer Mechanism  Technical Reference",
        "KTP-205-A (2 inch, 5 V logic)  /  KTP-205-B (2 inch, 3.3 V logic)",
        size=18,
    )
    s.heading("1. Outline", 10, rule=True)
    s.para(
        "The KTP-205 is a compact line thermal printer mechanism for 58 mm paper. It consists "
        "of a thermal head with 384 dots per line, a stepping motor for paper feed, a platen "
        "and a paper-end sensor. The thermal head driver accepts serial data.",
        8.5,
    )
    s.heading("2. General Specifications", 10, rule=True)
    s.table(
        [Col("Item", 200), Col("Specification", 299)],
        [
            ["Printing method", "Thermal line printing"],
            ["Dot density", "8 dots/mm (203 dpi)"],
            ["Dots per line", "384 dots"],
            ["Paper width", "58 mm"],
            ["Printing speed", "Max. 60 mm/s (depends on drive voltage and print ratio)"],
            ["Head resistance", "176 " + OHM + " " + PM + "4 %"],
            ["Operating temperature", "0 to 50 " + DEG],
            ["Operating humidity", "20 to 85 %RH (no condensation)"],
            ["Storage temperature", "-20 to 60 " + DEG],
            ["Abrasion resistance", "50 km (paper feed length)"],
        ],
        8,
    )
    s.heading("3. Electrical Characteristics", 10, rule=True)
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 60, "C"),
            Col("KTP-205-A", 90, "C"),
            Col("KTP-205-B", 90, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Head drive voltage", "V_{H}", "4.2 to 8.5", "4.2 to 8.5", "V"],
            ["Logic voltage", "V_{DD}", "4.75 to 5.25", "3.0 to 3.6", "V"],
            ["Logic current", "I_{DD}", "0.1", "0.08", "A (max.)"],
            ["Motor drive voltage", "V_{P}", "4.2 to 8.5", "4.2 to 8.5", "V"],
            ["Motor current\n(per phase)", "I_{P}", "0.35", "0.35", "A (typ.)"],
        ],
        8,
    )


def _ktp_page2(s: Sheet) -> None:
    s.heading("3. Electrical Characteristics (continued)", 10, rule=True)
    s.table(
        [Col("Item", 200), Col("Conditions", 170), Col("Typ.", 60, "C"), Col("Unit", 69, "C")],
        [
            ["Head current", "VH = 7.2 V, 64 dots on", "1.8*", "A"],
            ["Head current", "VH = 5.0 V, 64 dots on", "1.25*", "A"],
            ["Paper-end sensor current", "VDD", "20", "mA"],
            ["Head temperature detection", "Thermistor, 25 " + DEG, "30", "k" + OHM],
        ],
        8,
    )
    s.para(
        "* Peak value. The number of dots energized at the same time is set by the control "
        "circuit; with 128 dots on the peak head current doubles. All values in this table "
        "are typical.",
        8,
    )
    s.heading("4. Precautions for Use", 10, rule=True)
    s.para(
        "(1) Never energize the head without paper; the head may be damaged.\n"
        "(2) The power supply of VH must supply the peak head current without dropping below "
        "4.2 V. A supply above 8.5 V damages the head.\n"
        "(3) Logic levels of KTP-205-A are 5 V CMOS; do not drive them from 3.3 V logic. Use "
        "KTP-205-B for 3.3 V systems.\n"
        "(4) Printing quality at temperatures below 5 " + DEG + " is not guaranteed. Print "
        "density at 8 V and 20 " + DEG + " is not specified for non-recommended paper.",
        8.5,
    )
    s.heading("5. Interface Connector (FPC 0.5 mm pitch)", 10, rule=True)
    s.table(
        [Col("Pin No.", 60, "C"), Col("Signal", 80), Col("Function", 359)],
        [
            ["1-2", "VH", "Head drive voltage"],
            ["3", "DI", "Print data input (serial)"],
            ["4", "CLK", "Clock for data transfer, max. 8 MHz"],
            ["5", "LAT", "Data latch"],
            ["6-9", "STB1-STB4", "Strobe (96 dots each)"],
            ["10", "TM", "Thermistor"],
            ["11", "VDD", "Logic supply"],
            ["12-13", "GND", "Ground"],
            ["14-17", "A, /A, B, /B", "Motor phases"],
        ],
        7.5,
    )


def ktp205(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="KTP-205 Series Technical Reference",
        header_right="Kurobe Instruments Inc.",
        footer_left="Kurobe Instruments Inc. (invented)   KTP205-TR-E01",
        footer_right="- {page} -",
        rule_color=(0, 0, 0),
        table_fill=None,
        accent=(0, 0, 0),
    )
    s = Sheet(style, "KTP-205 thermal printer mechanism")
    s.add_page()
    _ktp_page1(s)
    s.add_page()
    _ktp_page2(s)
    return save(s, out / "ktp205.pdf")
