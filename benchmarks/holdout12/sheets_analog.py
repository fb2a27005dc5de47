"""Hold-out 12 datasheets: analog ICs.

An ABLIC-style voltage detector family (product-name structure, one row per
detection-voltage version, ratios of the set detection voltage as limits) and a
3PEAK-style current-sense amplifier family (one column per gain version,
stacked supply conditions, swing relative to the supply).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
TIMES = "\u00d7"


# ------------------------------------------------------ ABLIC-style detector
def ks1209(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="ULTRA-LOW CURRENT CONSUMPTION HIGH-ACCURACY VOLTAGE DETECTOR",
        header_right="KS-1209 Series",
        footer_left="Aoba Linear IC Inc.",
        footer_right="Rev.2.1_00   {page}",
        rule_color=(0, 90, 160),
        table_fill=(225, 235, 245),
        accent=(0, 70, 140),
        grid=True,
    )
    s = Sheet(style, "KS-1209 Series voltage detector")
    s.add_page()
    s.title_block(
        "KS-1209 Series",
        "ULTRA-LOW CURRENT CONSUMPTION HIGH-ACCURACY VOLTAGE DETECTOR",
        "www.aoba-linear.example    \u00a9 Aoba Linear IC Inc., 2023",
        size=20,
    )
    s.para(
        "The KS-1209 Series is a high-accuracy voltage detector developed using CMOS technology. "
        "The detection voltage is fixed internally with an accuracy of " + PM + "1.0%. Two output "
        "forms, Nch open-drain output and CMOS output, are available. The ultra-low current "
        "consumption makes the series suitable for battery-powered equipment.",
        8.3,
    )
    s.heading("\u25a0 Features", 9.5)
    s.bullets(
        [
            "Detection voltage:                 1.8 V to 4.2 V (selectable in 0.1 V steps on request)",
            "Detection voltage accuracy:   " + PM + "1.0%",
            "Current consumption:              0.27 " + MU + "A typ. (VDD = 3.5 V)",
            "Operating voltage range:         0.6 V to 10.0 V",
            "Hysteresis width:                   5% typ.",
            'Output form:                          Nch open-drain output (active "L"), CMOS output (active "L")',
            "Operation temperature range:  Ta = -40" + DEG + " to +85" + DEG,
            "Lead-free (Sn 100%), halogen-free",
        ],
        8.2,
        mark="\u2022",
    )
    s.heading("\u25a0 Applications", 9.5)
    s.bullets(
        [
            "Power monitor for microcontrollers and reset for CPUs",
            "Battery checkers and power-fail detection",
            "Power line monitoring for portable equipment",
        ],
        8.2,
    )
    s.heading("\u25a0 Packages", 9.5)
    s.para("SOT-23-5, SC-82AB", 8.3)
    s.heading("\u25a0 Product Name Structure", 9.5)
    s.para(
        "KS-1209  x  xx  -  xxxx  G   (x: output form A = Nch open-drain, B = CMOS; xx: detection "
        "voltage 18 = 1.8 V ... 42 = 4.2 V; xxxx: package and taping code M5T1 = SOT-23-5, N4T1 = SC-82AB)",
        8.0,
    )
    s.caption("Table 1  Product name list")
    s.table(
        [
            Col("Product name", 150),
            Col("Detection voltage -V_{DET(S)}", 130, "C"),
            Col("Output form", 120, "C"),
            Col("Package", 99, "C"),
        ],
        [
            ["KS-1209A18-M5T1G", "1.8 V", "Nch open-drain", "SOT-23-5"],
            ["KS-1209A27-M5T1G", "2.7 V", "Nch open-drain", "SOT-23-5"],
            ["KS-1209A30-N4T1G", "3.0 V", "Nch open-drain", "SC-82AB"],
            ["KS-1209B30-M5T1G", "3.0 V", "CMOS", "SOT-23-5"],
            ["KS-1209B42-M5T1G", "4.2 V", "CMOS", "SOT-23-5"],
        ],
        8.0,
    )

    # ---- page 2
    s.add_page()
    s.heading("\u25a0 Pin Configuration", 9.5)
    s.table(
        [
            Col("Pin No. SOT-23-5", 90, "C"),
            Col("Pin No. SC-82AB", 90, "C"),
            Col("Symbol", 70, "C"),
            Col("Description", 249),
        ],
        [
            ["1", "2", "OUT", "Voltage detection output pin"],
            ["2", "4", "VDD", "Input voltage pin"],
            ["3", "1", "VSS", "GND pin"],
            ["4, 5", "3", "NC", "No connection"],
        ],
        8.0,
    )
    s.heading("\u25a0 Absolute Maximum Ratings", 9.5)
    s.para("(Ta = +25" + DEG + " unless otherwise specified)", 8.0)
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 70, "C"),
            Col("Absolute maximum rating", 200, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Power supply voltage", "V_{DD} - V_{SS}", "12", "V"],
            [
                "Output voltage   Nch open-drain output",
                "V_{OUT}",
                "V_{SS} - 0.3 to V_{SS} + 12",
                "V",
            ],
            ["Output voltage   CMOS output", "V_{OUT}", "V_{SS} - 0.3 to V_{DD} + 0.3", "V"],
            ["Output current", "I_{OUT}", "50", "mA"],
            ["Operation ambient temperature", "T_{opr}", "-40 to +85", DEG],
            ["Storage temperature", "T_{stg}", "-40 to +125", DEG],
        ],
        8.0,
    )
    s.para(
        "Caution  The absolute maximum ratings are rated values exceeding which the product could "
        "suffer physical damage. These values must therefore not be exceeded under any conditions.",
        7.6,
    )
    s.heading("\u25a0 Electrical Characteristics", 9.5)
    s.para("(Ta = +25" + DEG + " unless otherwise specified)", 8.0)
    ec = [
        Col("Item", 104),
        Col("Symbol", 46, "C"),
        Col("Condition", 130),
        Col("Min.", 50, "C"),
        Col("Typ.", 50, "C"),
        Col("Max.", 50, "C"),
        Col("Unit", 34, "C"),
        Col("Test circuit", 35, "C"),
    ]
    s.table(
        ec,
        [
            [
                "Detection voltage *1",
                "-V_{DET}",
                "\u2014",
                "-V_{DET(S)}\n" + TIMES + " 0.99",
                "-V_{DET(S)}",
                "-V_{DET(S)}\n" + TIMES + " 1.01",
                "V",
                "1",
            ],
            [
                "Hysteresis width",
                "V_{HYS}",
                "\u2014",
                "-V_{DET}\n" + TIMES + " 0.03",
                "-V_{DET}\n" + TIMES + " 0.05",
                "-V_{DET}\n" + TIMES + " 0.07",
                "V",
                "1",
            ],
            [
                "Current consumption",
                "I_{SS}",
                "V_{DD} = 3.5 V",
                "\u2014",
                "0.27",
                "0.90",
                MU + "A",
                "2",
            ],
            ["Operating voltage", "V_{DD}", "\u2014", "0.6", "\u2014", "10.0", "V", "1"],
            [
                "Output current",
                "I_{OUT}",
                "Output transistor Nch,\nV_{DS} = 0.5 V, V_{DD} = 1.2 V",
                "1.36",
                "2.55",
                "\u2014",
                "mA",
                "3",
            ],
            [
                "",
                "",
                "Output transistor Pch (CMOS only),\nV_{DS} = 0.5 V, V_{DD} = 4.8 V",
                "1.62",
                "2.86",
                "\u2014",
                "mA",
                "4",
            ],
            [
                "Leakage current",
                "I_{LEAK}",
                "Nch, V_{DD} = 10.0 V, V_{OUT} = 10.0 V",
                "\u2014",
                "\u2014",
                "0.1",
                MU + "A",
                "3",
            ],
            ["Detection delay", "t_{DET}", "\u2014", "\u2014", "60", "\u2014", MU + "s", "5"],
            [
                "Detection voltage\ntemperature coefficient *2",
                "\u0394-V_{DET}/\u0394Ta",
                "Ta = -40 to +85" + DEG,
                "\u2014",
                PM + "100",
                PM + "350",
                "ppm/" + DEG,
                "1",
            ],
        ],
        7.4,
    )
    s.para(
        "*1  -VDET: actual detection voltage value, -VDET(S): set detection voltage value (the "
        "centre value of the detection voltage range in Table 2).",
        7.3,
    )
    s.para(
        "*2  The change in temperature of the detection voltage [mV/" + DEG + "] is calculated by "
        "multiplying the temperature coefficient by the set detection voltage.",
        7.3,
    )

    # ---- page 3
    s.add_page()
    s.caption("Table 2  Detection voltage by product (Ta = +25" + DEG + ")")
    s.table(
        [
            Col("Product name", 150),
            Col("Min.", 80, "C"),
            Col("Typ.", 80, "C"),
            Col("Max.", 80, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["KS-1209A18", "1.782", "1.800", "1.818", "V"],
            ["KS-1209A27", "2.673", "2.700", "2.727", "V"],
            ["KS-1209A30 / B30", "2.970", "3.000", "3.030", "V"],
            ["KS-1209B42", "4.158", "4.200", "4.242", "V"],
        ],
        8.0,
    )
    s.heading("\u25a0 Operation", 9.5)
    s.para(
        "When the power supply voltage (VDD) is higher than the release voltage (+VDET), the Nch "
        'transistor is OFF and the output is "H". In the Nch open-drain output product the output '
        "then goes to the level of the external pull-up: an external pull-up resistor (100 k"
        + OHM
        + ' typ.) is required, and the output cannot supply current in the "H" state. The CMOS '
        'output product outputs VDD as "H". When VDD falls below -VDET, the output goes "L".',
        8.2,
    )
    s.para(
        "The output of the Nch open-drain product may be pulled up to a voltage other than VDD, up "
        "to 10.0 V, so that it can interface with a controller supplied from another rail. The "
        'minimum operating voltage of 0.6 V is the VDD at which the output is still held "L"; '
        "below it the output is undefined.",
        8.2,
    )
    s.heading("\u25a0 Precautions", 9.5)
    s.bullets(
        [
            "When a resistor is inserted in the VDD line, the through-current at detection may cause "
            "oscillation. Keep the input impedance low.",
            "The detection delay of 60 "
            + MU
            + "s typ. is not adjustable; an external delay circuit is needed for "
            "a longer reset pulse.",
            'Current consumption during detection (output "L") is not specified separately.',
            "Aoba Linear IC assumes no responsibility for the way in which this IC is used in products.",
        ],
        8.0,
    )
    revision_table(
        s,
        [["2021-04", "1.0", "Initial release"], ["2023-02", "2.1", "SC-82AB package added"]],
        (80, 60, 359),
    )
    return save(s, out / "ks1209.pdf")


# ---------------------------------------------- 3PEAK-style current sense amp
def tpq181(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="TPQ181",
        header_right="26-V, Bidirectional-Ready, Low-Side / High-Side Current-Sense Amplifier",
        footer_left="www.triplesummit.example",
        footer_right="Rev. B.2  |  {page}",
        rule_color=(200, 30, 40),
        table_fill=(242, 242, 242),
        accent=(200, 30, 40),
        grid=False,
    )
    s = Sheet(style, "TPQ181 current-sense amplifier")
    s.add_page()
    s.title_block(
        "TPQ181",
        "26-V Common-Mode, Voltage-Output Current-Sense Amplifier",
        "TPQ181A1 / TPQ181A2 / TPQ181A3 / TPQ181A4",
        size=22,
    )

    def feats() -> None:
        s.heading("Features", 9.5)
        s.bullets(
            [
                "Common-Mode Voltage Range: -0.2 V to 26 V",
                "Gain Options: 20 V/V (A1), 50 V/V (A2), 100 V/V (A3), 200 V/V (A4)",
                "Gain Error: " + PM + "1% (Max), Offset: " + PM + "150 " + MU + "V (Max)",
                "Supply Voltage: 2.7 V to 5.5 V",
                "Quiescent Current: 195 " + MU + "A (Typ)",
                "Bandwidth: up to 350 kHz (A1)",
                "Temperature Range: -40" + DEG + " to 125" + DEG,
                "Packages: SOT23-5, SC70-5",
            ],
            8.0,
        )

    def apps() -> None:
        s.heading("Applications", 9.5)
        s.bullets(
            [
                "Motor Control",
                "Battery Chargers and Power Banks",
                "Solenoid and Valve Drives",
                "LED Lighting",
                "Server Power Monitoring",
            ],
            8.0,
        )
        s.heading("Description", 9.5)
        s.para(
            "The TPQ181 is a voltage-output current-sense amplifier that senses the drop across a "
            "shunt resistor at common-mode voltages from -0.2 V to 26 V, independent of the supply "
            "voltage. Four fixed gains are available. The device operates from a single 2.7-V to "
            "5.5-V supply and draws 195 " + MU + "A.",
            8.0,
        )

    s.side_by_side(feats, apps, 250)
    s.heading("Order Information", 9.5)
    s.table(
        [
            Col("Order Number", 120),
            Col("Gain", 60, "C"),
            Col("Package", 80, "C"),
            Col("Marking Code", 80, "C"),
            Col("Transport Media, Quantity", 159, "C"),
        ],
        [
            ["TPQ181A1-TR", "20 V/V", "SOT23-5", "Q1A", "Tape and Reel, 3,000"],
            ["TPQ181A2-TR", "50 V/V", "SOT23-5", "Q1B", "Tape and Reel, 3,000"],
            ["TPQ181A3-TR", "100 V/V", "SOT23-5", "Q1C", "Tape and Reel, 3,000"],
            ["TPQ181A4-TR", "200 V/V", "SOT23-5", "Q1D", "Tape and Reel, 3,000"],
            ["TPQ181A2-CR", "50 V/V", "SC70-5", "Q2B", "Tape and Reel, 3,000"],
        ],
        7.8,
    )
    s.heading("Pin Configuration and Functions", 9.5)
    s.table(
        [
            Col("Pin No.", 60, "C"),
            Col("Name", 60, "C"),
            Col("I/O", 50, "C"),
            Col("Description", 329),
        ],
        [
            ["1", "OUT", "O", "Output voltage"],
            ["2", "GND", "\u2014", "Ground"],
            ["3", "IN+", "I", "Current-sense input, connect to the supply side of the shunt"],
            ["4", "IN-", "I", "Current-sense input, connect to the load side of the shunt"],
            ["5", "V+", "\u2014", "Power supply, 2.7 V to 5.5 V"],
        ],
        7.8,
    )
    s.heading("Absolute Maximum Ratings", 9.5)
    s.table(
        [Col("Parameter", 250), Col("Min", 60, "C"), Col("Max", 60, "C"), Col("Unit", 129, "C")],
        [
            ["Supply Voltage, V+", "", "6.0", "V"],
            ["Differential Input Voltage, IN+ to IN-", "-30", "30", "V"],
            ["Common-Mode Input Voltage, IN+ or IN- to GND", "-0.3", "30", "V"],
            ["Output Voltage", "GND - 0.3", "V+ + 0.3", "V"],
            ["Junction Temperature", "", "150", DEG],
            ["Storage Temperature", "-65", "150", DEG],
        ],
        7.8,
    )

    # ---- page 2
    s.add_page()
    s.heading("Electrical Characteristics", 10)
    s.para(
        "All test conditions: V+ = 5.0 V, VCM = 12 V, VSENSE = VIN+ - VIN-, TA = 25"
        + DEG
        + ", unless otherwise noted. Values in bold-face ranges apply over TA = -40"
        + DEG
        + " to 125"
        + DEG
        + ".",
        7.8,
    )
    ec = [
        Col("Symbol", 50, "C"),
        Col("Parameter", 118),
        Col("Conditions", 150),
        Col("Min", 42, "C"),
        Col("Typ", 42, "C"),
        Col("Max", 42, "C"),
        Col("Unit", 55, "C"),
    ]
    s.table(
        ec,
        [
            ["Input"],
            [
                "V_{CM}",
                "Common-Mode Input Range",
                "T_{A} = -40" + DEG + " to 125" + DEG,
                "-0.2",
                "",
                "26",
                "V",
            ],
            ["CMRR", "Common-Mode Rejection", "V_{CM} = 0 V to 26 V", "84", "100", "", "dB"],
            [
                "V_{OS}",
                "Offset Voltage, RTI",
                "V_{SENSE} = 0 mV",
                "-150",
                PM + "25",
                "150",
                MU + "V",
            ],
            ["", "", "V_{CM} = 0 V", "-500", PM + "100", "500", MU + "V"],
            ["I_{B}", "Input Bias Current", "IN+, IN-, each input", "", "80", "", MU + "A"],
            ["Output"],
            [
                "G",
                "Gain",
                "TPQ181A1\nTPQ181A2\nTPQ181A3\nTPQ181A4",
                "",
                "20\n50\n100\n200",
                "",
                "V/V",
            ],
            ["E_{G}", "Gain Error", "V_{OUT} = 0.5 V to V+ - 0.5 V", "-1", PM + "0.2", "1", "%"],
            [
                "V_{OH}",
                "Swing to V+",
                "R_{L} = 10 k" + OHM + " to GND",
                "",
                "V+ - 0.02",
                "V+ - 0.05",
                "V",
            ],
            [
                "V_{OL}",
                "Swing to GND",
                "R_{L} = 10 k" + OHM + " to GND, V_{SENSE} = 0 mV",
                "",
                "1",
                "10",
                "mV",
            ],
            ["Power Supply"],
            [
                "V+",
                "Operating Voltage Range",
                "T_{A} = -40" + DEG + " to 125" + DEG,
                "2.7",
                "",
                "5.5",
                "V",
            ],
            [
                "I_{Q}",
                "Quiescent Current",
                "V_{SENSE} = 0 mV\nV+ = 2.7 V\nV+ = 5.0 V",
                "",
                "\n170\n195",
                "\n240\n260",
                MU + "A",
            ],
            [
                "",
                "",
                "T_{A} = -40" + DEG + " to 125" + DEG + ", V+ = 5.0 V",
                "",
                "",
                "300",
                MU + "A",
            ],
            ["T_{A}", "Specified Temperature Range", "", "-40", "", "125", DEG],
        ],
        7.3,
    )
    s.caption("Gain-Dependent Characteristics (V+ = 5.0 V, CLOAD = 10 pF, TA = 25" + DEG + ")")
    s.table(
        [
            Col("Parameter", 150),
            Col("TPQ181A1", 87, "C"),
            Col("TPQ181A2", 87, "C"),
            Col("TPQ181A3", 87, "C"),
            Col("TPQ181A4", 88, "C"),
        ],
        [
            ["Gain (V/V)", "20", "50", "100", "200"],
            ["-3 dB Bandwidth (kHz)", "350", "210", "150", "105"],
            ["Slew Rate (V/" + MU + "s)", "2", "2", "2", "2"],
            ["Output Noise Density (nV/" + "\u221aHz)", "800", "2000", "4000", "8000"],
            ["Max. V_{SENSE} for V_{OUT} = 4.9 V (mV)", "245", "98", "49", "24.5"],
        ],
        7.6,
    )
    s.heading("Application Information", 9.5)
    s.para(
        "Select the shunt so that the largest expected VSENSE multiplied by the gain stays below "
        "the output swing to V+. With V+ = 3.3 V the output can reach about 3.28 V into 10 k"
        + OHM
        + "; the output cannot exceed the supply. The common-mode range does not depend on V+, so a "
        "3.3-V supplied amplifier can sense a 24-V rail on the high side.",
        8.0,
    )
    s.para(
        "The inputs are not protected against reverse battery connection beyond -0.3 V. Transients "
        "on inductive loads (motors, solenoids) above the absolute maximum rating must be clamped "
        "externally; the required clamp is application dependent and not specified here.",
        8.0,
    )
    return save(s, out / "tpq181.pdf")
