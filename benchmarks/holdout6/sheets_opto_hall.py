"""Hold-out 6 datasheets, part 3: an Everlight-style phototransistor photocoupler with
CTR rank variants and an Allegro-style Hall-effect switch family (three
sensitivity options, two temperature ranges, two supply classes).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
EN = "\u2013"
SQ = "\u25a0"


# ------------------------------------------------- Everlight-style photocoupler
def tcx3817(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Brightwell Photonics",
        header_right="4 PIN DIP PHOTOTRANSISTOR PHOTOCOUPLER  TCX-3817 Series",
        footer_left="Copyright \u00a9 2024, Brightwell Photonics Co., Ltd.   Issue No: DPC-0000381 Rev.5",
        footer_right="{page}",
        rule_color=(0, 110, 60),
        table_fill=(214, 236, 222),
        accent=(0, 110, 60),
    )
    s = Sheet(style, "TCX-3817 Series")
    s.add_page()
    s.title_block("4 PIN DIP PHOTOTRANSISTOR PHOTOCOUPLER", "TCX-3817 Series", size=16)
    s.heading("Features", 10)
    s.bullets(
        [
            "Current transfer ratio (CTR: MIN. 50% at IF = 5mA, VCE = 5V)",
            "High isolation voltage between input and output (Viso = 5000 Vrms)",
            "Creepage distance > 7.62 mm",
            "Operating temperature up to +110" + DEG,
            "Compact dual-in-line package",
            "Pb free and RoHS compliant",
        ]
    )
    s.heading("Description", 10)
    s.para(
        "The TCX-3817 series of devices each consist of an infrared emitting diode, optically "
        "coupled to a phototransistor detector. They are packaged in a 4-pin DIP package and are "
        "available in wide-lead spacing and SMD options."
    )
    s.heading("Applications", 10)
    s.bullets(
        [
            "Programmable controllers",
            "System appliances, measuring instruments",
            "Signal transmission between circuits of different potentials and impedances",
        ]
    )
    s.heading("Absolute Maximum Ratings (Ta=25" + DEG + ")", 10)
    s.table(
        [
            Col("Parameter", 60, "C"),
            Col("", 190),
            Col("Symbol", 70, "C"),
            Col("Rating", 100, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Input", "Forward current", "I_{F}", "50", "mA"],
            ["", "Peak forward current (1" + MU + "s pulse, 300pps)", "I_{FM}", "1", "A"],
            ["", "Reverse voltage", "V_{R}", "6", "V"],
            ["", "Power dissipation", "P_{D}", "70", "mW"],
            ["Output", "Power dissipation", "P_{C}", "150", "mW"],
            ["", "Collector current", "I_{C}", "50", "mA"],
            ["", "Collector-Emitter voltage", "V_{CEO}", "80", "V"],
            ["", "Emitter-Collector voltage", "V_{ECO}", "6", "V"],
            ["", "Total power dissipation", "P_{TOT}", "200", "mW"],
            ["", "Isolation voltage *1", "V_{ISO}", "5000", "V rms"],
            ["", "Operating temperature", "T_{OPR}", "-55 ~ +110", DEG],
            ["", "Storage temperature", "T_{STG}", "-55 ~ +125", DEG],
            ["", "Soldering temperature *2", "T_{SOL}", "260", DEG],
        ],
        8,
    )
    s.para(
        "Notes: *1 AC for 1 minute, R.H. = 40 ~ 60% R.H. In this test, pins 1 & 2 are shorted "
        "together, and pins 3 & 4 are shorted together.   *2 For 10 seconds.",
        7.5,
    )

    # ---- page 2
    s.add_page()
    s.heading("Electro-Optical Characteristics (Ta=25" + DEG + " unless specified otherwise)", 10)
    d = "-"
    s.table(
        [
            Col("Parameter", 58, "C"),
            Col("", 108),
            Col("Symbol", 50, "C"),
            Col("Min.", 38, "C"),
            Col("Typ.", 38, "C"),
            Col("Max.", 38, "C"),
            Col("Unit", 34, "C"),
            Col("Condition", 135),
        ],
        [
            ["Input", "Forward voltage", "V_{F}", d, "1.2", "1.4", "V", "IF = 20mA"],
            ["", "Reverse current", "I_{R}", d, d, "10", MU + "A", "VR = 4V"],
            ["", "Input capacitance", "C_{in}", d, "30", "250", "pF", "V = 0, f = 1kHz"],
            [
                "Output",
                "Collector-Emitter dark\ncurrent",
                "I_{CEO}",
                d,
                d,
                "100",
                "nA",
                "VCE = 20V, IF = 0mA",
            ],
            ["", "Collector-Emitter\nbreakdown voltage", "BV_{CEO}", "80", d, d, "V", "IC = 0.1mA"],
            ["", "Emitter-Collector\nbreakdown voltage", "BV_{ECO}", "6", d, d, "V", "IE = 0.1mA"],
            [
                "Transfer\ncharac-\nteristics",
                "Current transfer ratio",
                "CTR",
                "50",
                d,
                "600",
                "%",
                "IF = 5mA, VCE = 5V",
            ],
            [
                "",
                "Collector-Emitter\nsaturation voltage",
                "V_{CE(sat)}",
                d,
                "0.1",
                "0.2",
                "V",
                "IF = 20mA, IC = 1mA",
            ],
            [
                "",
                "Isolation resistance",
                "R_{IO}",
                "5\u00d710^{10}",
                "10^{11}",
                d,
                "\u03a9",
                "VIO = 500V DC, 40~60% R.H.",
            ],
            ["", "Floating capacitance", "C_{IO}", d, "0.6", "1.0", "pF", "VIO = 0, f = 1MHz"],
            [
                "",
                "Cut-off frequency",
                "f_{c}",
                d,
                "80",
                d,
                "kHz",
                "VCE = 5V, IC = 2mA, RL = 100\u03a9, -3dB",
            ],
            [
                "",
                "Rise time",
                "t_{r}",
                d,
                "4",
                "18",
                MU + "s",
                "VCE = 2V, IC = 2mA, RL = 100\u03a9",
            ],
            [
                "",
                "Fall time",
                "t_{f}",
                d,
                "3",
                "18",
                MU + "s",
                "VCE = 2V, IC = 2mA, RL = 100\u03a9",
            ],
        ],
        7.5,
    )
    s.heading("CTR Rank Table", 10)
    s.table(
        [
            Col("Model No.", 110),
            Col("Rank mark", 90, "C"),
            Col("CTR (%)", 110, "C"),
            Col("Condition", 189, "C"),
        ],
        [
            ["TCX-3817A", "A", "80 ~ 160", "IF = 5mA, VCE = 5V, Ta = 25" + DEG],
            ["TCX-3817B", "B", "130 ~ 260", ""],
            ["TCX-3817C", "C", "200 ~ 400", ""],
            ["TCX-3817D", "D", "300 ~ 600", ""],
            ["TCX-3817", "A, B, C, D or no mark", "50 ~ 600", ""],
        ],
        8,
    )
    s.heading("Order Information", 10)
    s.para("Part Number: TCX-3817X(Y)(Z)-V", 8.5, bold=True)
    s.lines(
        [
            "X = CTR rank (A, B, C or D; blank for no rank)",
            "Y = Lead form option (S: SMD, M: wide lead bend 0.4 inch spacing, none: standard DIP)",
            "Z = Tape and reel option (TA, TB or none)",
            "V = VDE safety approved option",
        ],
        8,
        3,
    )

    # ---- page 3
    s.add_page()
    s.heading("Typical Electro-Optical Characteristics Curves", 10)
    s.figure(
        "Fig. 5 Current Transfer Ratio vs. Forward Current (VCE = 5V, Ta = 25" + DEG + ")",
        "Forward Current IF (mA)",
        "Current Transfer Ratio CTR (%)",
        ["0.1", "0.5", "1", "5", "10", "50"],
        ["0", "50", "100", "150", "200", "250"],
        [
            (
                "normalised, rank A",
                [(0, 0.2), (0.25, 0.42), (0.45, 0.55), (0.65, 0.62), (0.8, 0.58), (1, 0.35)],
            )
        ],
        height=100,
    )
    s.figure(
        "Fig. 7 Collector Current vs. Collector-Emitter Voltage (Ta = 25" + DEG + ")",
        "Collector-Emitter Voltage VCE (V)",
        "Collector Current IC (mA)",
        ["0", "2", "4", "6", "8", "10"],
        ["0", "10", "20", "30", "40", "50"],
        [
            ("IF = 20mA", [(0, 0), (0.05, 0.7), (0.2, 0.8), (1, 0.84)]),
            ("IF = 10mA", [(0, 0), (0.05, 0.45), (0.2, 0.5), (1, 0.53)]),
            ("IF = 5mA", [(0, 0), (0.05, 0.22), (0.2, 0.25), (1, 0.27)]),
        ],
        height=100,
    )
    s.heading("Revision History", 10)
    revision_table(
        s,
        [
            ["2019-04-10", "3", "Rank D added"],
            ["2022-08-30", "4", "Operating temperature extended from +100" + DEG],
            ["2024-01-22", "5", "New format"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "tcx-3817.pdf")


# ---------------------------------------------- Allegro-style Hall-effect switch family
def ahs129x(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="AHS1291, AHS1292, and AHS1293",
        header_right="Hall-Effect Unipolar Switches, Three Sensitivity Options",
        footer_left="Altamira MicroSystems, LLC   www.altamira-micro.example   AHS129x-DS, Rev. 2",
        footer_right="{page}",
        rule_color=(140, 20, 30),
        table_fill=(235, 225, 225),
        accent=(140, 20, 30),
        grid=False,
    )
    s = Sheet(style, "AHS1291, AHS1292, and AHS1293")
    s.add_page()
    s.title_block(
        "AHS1291, AHS1292, and AHS1293",
        "Hall-Effect Unipolar Switches, Three Sensitivity Options",
        size=17,
    )

    def features() -> None:
        s.heading("Features and Benefits", 9.5, rule=True)
        s.bullets(
            [
                "Unipolar switchpoints, south pole operates",
                "AHS1291 and AHS1292: operation from unregulated 12 V supplies",
                "AHS1293: low-voltage version for 3 V and 5 V systems",
                "Open-drain output, 25 mA sink",
                "Reverse battery protection (AHS1291, AHS1292)",
                "Solid-state reliability; small SOT-23W and SIP packages",
            ],
            8,
        )

    def description() -> None:
        s.heading("Description", 9.5, rule=True)
        s.para(
            "The AHS129x Hall-effect switches are temperature-stable, stress-resistant sensor ICs. "
            "Each device includes a voltage regulator, a Hall-voltage generator, a small-signal "
            "amplifier, a Schmitt trigger and an open-drain output. The three family members differ "
            "in their magnetic switchpoints; the AHS1293 in addition is built for a lower supply "
            "voltage and draws less current.",
            8,
        )

    s.side_by_side(features, description, split=245, gap=18)
    s.heading("Selection Guide", 10)
    s.table(
        [
            Col("Part Number", 100),
            Col("Packing*", 120),
            Col("Mounting", 125),
            Col("Ambient, T_{A}", 80, "C"),
            Col("Supply", 74, "C"),
        ],
        [
            [
                "AHS1291ELHLT-T",
                "7-in. reel, 3000 pieces",
                "3-pin SOT-23W surface mount",
                f"{EN}40{DEG} to 85{DEG}",
                "12 V",
            ],
            [
                "AHS1291LUA-T",
                "Bulk, 500 pieces",
                "3-pin SIP through hole",
                f"{EN}40{DEG} to 150{DEG}",
                "12 V",
            ],
            [
                "AHS1292ELHLT-T",
                "7-in. reel, 3000 pieces",
                "3-pin SOT-23W surface mount",
                f"{EN}40{DEG} to 85{DEG}",
                "12 V",
            ],
            [
                "AHS1292LUA-T",
                "Bulk, 500 pieces",
                "3-pin SIP through hole",
                f"{EN}40{DEG} to 150{DEG}",
                "12 V",
            ],
            [
                "AHS1293ELHLT-T",
                "7-in. reel, 3000 pieces",
                "3-pin SOT-23W surface mount",
                f"{EN}40{DEG} to 85{DEG}",
                "3 V / 5 V",
            ],
        ],
        7.5,
    )
    s.para("*Contact Altamira for additional packing options.", 7)
    s.heading("Absolute Maximum Ratings", 10)
    s.table(
        [
            Col("Characteristic", 150),
            Col("Symbol", 70, "C"),
            Col("Notes", 140),
            Col("Rating", 80, "C"),
            Col("Units", 59, "C"),
        ],
        [
            ["Supply Voltage", "V_{CC}", "AHS1291, AHS1292", "30", "V"],
            ["", "", "AHS1293", "7", "V"],
            ["Reverse Battery Voltage", "V_{RCC}", "AHS1291, AHS1292", f"{EN}30", "V"],
            ["Output Off Voltage", "V_{OUT}", "AHS1291, AHS1292", "30", "V"],
            ["", "", "AHS1293", "7", "V"],
            ["Output Current Sink", "I_{OUTSINK}", "", "25", "mA"],
            ["Magnetic Flux Density", "B", "", "Unlimited", "G"],
            ["Operating Ambient Temperature", "T_{A}", "Range E", f"{EN}40 to 85", DEG],
            ["", "", "Range L", f"{EN}40 to 150", DEG],
            ["Maximum Junction Temperature", "T_{J}(max)", "", "165", DEG],
            ["Storage Temperature", "T_{stg}", "", f"{EN}65 to 170", DEG],
        ],
        7.5,
    )

    # ---- page 2
    s.add_page()
    s.para(
        "ELECTRICAL CHARACTERISTICS: Valid over full operating voltage and ambient temperature "
        "range, unless otherwise noted",
        8.5,
        bold=True,
    )
    ec = [
        Col("Characteristics", 105),
        Col("Symbol", 58, "C"),
        Col("Test Conditions", 166),
        Col("Min.", 40, "C"),
        Col("Typ.^{1}", 40, "C"),
        Col("Max.", 40, "C"),
        Col("Units", 50, "C"),
    ]
    s.table(
        ec,
        [
            [
                "Supply Voltage^{2}",
                "V_{CC}",
                "AHS1291, AHS1292; operating, TJ < 165" + DEG,
                "3.8",
                EN,
                "24",
                "V",
            ],
            ["", "", "AHS1293; operating, TJ < 165" + DEG, "2.5", EN, "5.5", "V"],
            [
                "Output Leakage Current",
                "I_{OUTOFF}",
                "VOUT = 24 V (AHS1293: 5.5 V), B < BRP",
                EN,
                EN,
                "10",
                MU + "A",
            ],
            ["Output On Voltage", "V_{OUT(SAT)}", "IOUT = 20 mA, B > BOP", EN, "215", "400", "mV"],
            ["Power-On Time", "t_{PO}", "VCC " + "\u2265" + " VCC(min.)", EN, EN, "25", MU + "s"],
            [
                "Output Rise Time^{3}",
                "t_{r}",
                "RLOAD = 820 \u03a9, CS = 20 pF",
                EN,
                EN,
                "0.5",
                MU + "s",
            ],
            [
                "Output Fall Time^{3}",
                "t_{f}",
                "RLOAD = 820 \u03a9, CS = 20 pF",
                EN,
                EN,
                "0.5",
                MU + "s",
            ],
            ["Supply Current", "I_{CC(ON)}", "AHS1291, AHS1292; B > BOP", EN, "4.1", "7.5", "mA"],
            ["", "I_{CC(OFF)}", "AHS1291, AHS1292; B < BRP", EN, "3.8", "7.5", "mA"],
            ["", "I_{CC}", "AHS1293; VCC = 3 V", EN, "1.6", "2.5", "mA"],
            [
                "Reverse Battery Current",
                "I_{RCC}",
                f"VRCC = {EN}30 V; AHS1291, AHS1292",
                EN,
                EN,
                f"{EN}10",
                "mA",
            ],
            [
                "Supply Zener Clamp Voltage",
                "V_{Z}",
                "ICC = 10.5 mA; TA = 25" + DEG + "; AHS1291, AHS1292",
                "32",
                EN,
                EN,
                "V",
            ],
        ],
        7.5,
    )
    s.para(
        "\u00b9 Typical data are at TA = 25 " + DEG + " and VCC = 12 V (AHS1293: VCC = 3 V); for "
        "design information only.  \u00b2 Maximum voltage must be adjusted for power dissipation "
        "and junction temperature; see Power Derating section.  \u00b3 CS = oscilloscope probe "
        "capacitance.",
        7,
    )
    s.heading("MAGNETIC CHARACTERISTICS\u2074", 9)
    s.table(
        ec,
        [
            ["Operate Point", "B_{OP}", "AHS1291", "60", "100", "150", "G"],
            ["", "", "AHS1292", "150", "230", "300", "G"],
            ["", "", "AHS1293", "25", "45", "65", "G"],
            ["Release Point", "B_{RP}", "AHS1291", "30", "70", "120", "G"],
            ["", "", "AHS1292", "110", "180", "260", "G"],
            ["", "", "AHS1293", "10", "30", "50", "G"],
            ["Hysteresis", "B_{HYS}", "BOP " + EN + " BRP; AHS1291", "10", "30", "50", "G"],
            ["", "", "AHS1292", "20", "50", "80", "G"],
            ["", "", "AHS1293", "5", "15", "25", "G"],
        ],
        7.5,
    )
    s.para(
        "\u2074 Magnetic flux density, B, is indicated as a negative value for north-polarity magnetic "
        "fields, and as a positive value for south-polarity magnetic fields. 1 G (gauss) = 0.1 mT "
        "(millitesla).",
        7,
    )
    s.heading("Functional Description", 10)
    s.para(
        "The output of these devices switches low (turns on) when a south-polarity magnetic field "
        "perpendicular to the Hall element exceeds the operate point threshold, BOP. When the magnetic "
        "field is reduced below the release point, BRP, the device output goes high (turns off). The "
        "output is an open-drain and needs an external pull-up resistor to a voltage not above the "
        "Output Off Voltage rating.",
        8,
    )
    s.para(
        "Typical application: a 0.1 "
        + MU
        + "F bypass capacitor between VCC and GND and a 10 k\u03a9 "
        "pull-up resistor on the output. With a 5 mm \u00d7 2 mm NdFeB magnet the AHS1293 switches "
        "at an air gap of about 6 mm in the evaluation fixture; magnet and gap are application "
        "dependent.",
        8,
    )
    s.figure(
        "Supply Current versus Supply Voltage (TA = 25 " + DEG + ")",
        "Supply Voltage, VCC (V)",
        "ICC (mA)",
        ["0", "5", "10", "15", "20", "25"],
        ["0", "2", "4", "6", "8"],
        [
            ("AHS1291/2, B > BOP", [(0.15, 0.5), (0.3, 0.5), (0.6, 0.52), (0.96, 0.53)]),
            ("AHS1293", [(0.1, 0.19), (0.2, 0.2), (0.22, 0.21)]),
        ],
        height=80,
    )
    s.heading("Revision History", 9)
    revision_table(
        s,
        [
            ["2023-03-01", "1", "Initial release"],
            ["2024-02-12", "2", "AHS1293 added; BOP of AHS1291 changed"],
        ],
        (70, 80, 349),
    )
    return save(s, out / "ahs129x.pdf")
