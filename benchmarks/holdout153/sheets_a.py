"""Hold-out 153 datasheets, part 1: a low-quiescent-current LDO regulator, a brushed DC motor
H-bridge driver, a digital humidity and temperature sensor and a 16-bit I2C I/O expander.

A Malabo (Equatorial Guinea) power-IC house data sheet ("⋗ n" heads, "Data block n ⊸"
captions, electrical characteristics in column groups per output-voltage version, dropout
stacked per load current, quiescent current stacked per temperature, a thermal table and a
power-dissipation limit in prose), a Conakry (Guinea) motor-driver IC house data sheet ("╬ n"
upper-case heads, "[Tab. n]" captions, recommended conditions in column groups per version,
section rows per pin group, sleep current and on-resistance stacked per temperature, a truth
table, pin and ordering tables as decoys), a Juba (South Sudan) sensor-IC house data sheet
("⎇ n" heads, "⦃n⦄" captions, accuracy in typ. / max. column groups per grade, supply current
stacked per mode and temperature, address and command tables) and a Stanley (Falkland
Islands) interface-IC house data sheet ("⌘ n." heads, "TABLE n ⊦" captions, a grade table,
I2C clock stacked per supply range, addressing and register tables as decoys).
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
ARROW = "\u2192"
UP = "\u2191"
THETA = "\u03b8"
TAU = "\u03c4"
GT3 = "\u22d7"  # ⋗
LOLLI = "\u22b8"  # ⊸
CROSS = "\u256c"  # ╬
ALT = "\u2387"  # ⎇
WL = "\u2983"  # ⦃
WR = "\u2984"  # ⦄
CMD = "\u2318"  # ⌘
TURN = "\u22a6"  # ⊦


# ------------------------------------------------ low-IQ LDO regulator (Malabo)
def vrb4130(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="BIOKO SEMICONDUCTORES",
        header_right="VRB4130 series  \u00b7  250 mA low-IQ LDO  \u00b7  DS-4130 rev. C",
        footer_left="Bioko Semiconductores S.L.  \u00b7  Carretera del Aeropuerto km 3, Malabo, "
        "Guinea Ecuatorial  \u00b7  DS-4130 rev. C, May 2024",
        footer_right="sheet {page}/{nb}",
        rule_color=(104, 116, 30),
        table_fill=(241, 244, 222),
        accent=(84, 96, 20),
        grid=True,
    )
    s = Sheet(style, "VRB4130 series 250 mA low quiescent current LDO regulator")
    s.add_page()
    s.title_block(
        "VRB4130-33 / VRB4130-50",
        "250 mA, 1.6 " + MU + "A Quiescent Current, Low-Dropout Linear Regulator",
        "Fixed 3.3 V (VRB4130-33) and 5.0 V (VRB4130-50) outputs  |  input up to 16 V  |  "
        "SOT-23-5 with EN, SOT-89-3 without EN",
        20,
    )

    def features() -> None:
        s.heading(GT3 + " 1  Features", 10)
        s.bullets(
            [
                "Quiescent current 1.6 " + MU + "A typ. (VRB4130-33, no load)",
                "Input voltage up to 16 V",
                "250 mA output current",
                "Dropout 260 mV max. at 100 mA (VRB4130-33)",
                PM + "2 % output voltage tolerance",
                "Stable with a 1 " + MU + "F ceramic output capacitor",
                "Current limit with short-circuit foldback, thermal shutdown",
                "EN input (SOT-23-5); 0.05 " + MU + "A typ. in shutdown",
            ],
            7.8,
        )

    def description() -> None:
        s.heading(GT3 + " 2  Description", 10)
        s.para(
            "The VRB4130 series are positive linear regulators for battery-powered products that "
            "spend most of their life asleep. The ground current stays in the microampere range "
            "from no load up to the full 250 mA, so a sleeping sensor node loses almost nothing "
            "in the regulator.",
            7.8,
        )
        s.para(
            "Two fixed output voltages are offered: VRB4130-33 (3.3 V) and VRB4130-50 (5.0 V). "
            "The SOT-23-5 package has an active-high EN input. The SOT-89-3 package has no EN "
            "pin; the regulator is on whenever input power is present.",
            7.8,
        )

    s.side_by_side(features, description, 240, 16)
    s.heading(GT3 + " 3  Absolute maximum ratings", 10, rule=True)
    s.caption(
        "Data block 1 " + LOLLI + " Absolute maximum ratings (over operating junction "
        "temperature, unless noted)"
    )
    s.table(
        [
            Col("Parameter", 220),
            Col("Symbol", 70, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Input voltage", "VIN", "-0.3", "18", "V"],
            ["Enable voltage", "VEN", "-0.3", "18", "V"],
            ["Output voltage", "VOUT", "-0.3", "6.0", "V"],
            ["Output current", "IOUT", "internally limited", "", ""],
            ["Junction temperature", "TJ", "-40", "+150", DEG],
            ["Storage temperature", "Tstg", "-65", "+150", DEG],
            ["ESD, human body model", "HBM", "", PM + "2000", "V"],
        ],
        7.4,
    )
    s.heading(GT3 + " 4  Recommended operating conditions", 10, rule=True)
    s.caption("Data block 2 " + LOLLI + " Recommended operating conditions")
    s.table(
        [
            Col("Parameter", 220),
            Col("Symbol", 70, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Input voltage (see note)", "VIN", "2.5", "16", "V"],
            ["Output current", "IOUT", "0", "250", "mA"],
            ["Output capacitor, ceramic, ESR " + LE + " 1 " + OHM, "COUT", "1", "22", MU + "F"],
            ["Enable voltage", "VEN", "0", "16", "V"],
            ["Operating ambient temperature", "TA", "-40", "+85", DEG],
            ["Operating junction temperature", "TJ", "-40", "+125", DEG],
        ],
        7.4,
    )
    s.para(
        "Note: below VOUT(nom) + VDO the output tracks the input minus the dropout voltage. For "
        "a regulated output, VIN must be at least VOUT(nom) plus "
        "the dropout voltage of Data block 4 at your load current.",
        7.4,
    )
    s.heading(GT3 + " 5  Pin configuration", 10, rule=True)
    s.caption("Data block 3 " + LOLLI + " Pin functions")
    s.table(
        [
            Col("Name", 60, "C"),
            Col("SOT-23-5", 70, "C"),
            Col("SOT-89-3", 70, "C"),
            Col("Function", 299),
        ],
        [
            ["VIN", "1", "2, tab", "Input; place 1 " + MU + "F ceramic close to the pin"],
            ["GND", "2", "1", "Ground"],
            ["EN", "3", DASH, "Enable, active high; do not leave floating"],
            ["NC", "4", DASH, "Not connected"],
            ["VOUT", "5", "3", "Regulated output; 1 " + MU + "F to 22 " + MU + "F ceramic"],
        ],
        7.4,
    )
    s.figure(
        "Figure 1 " + LOLLI + " Dropout voltage vs. output current (TA = 25 " + DEG + ", typical)",
        "Output current (mA)",
        "Dropout (mV)",
        ["0", "50", "100", "150", "200", "250"],
        ["0", "100", "200", "300", "400", "500"],
        [
            ("VRB4130-33", [(0.0, 0.0), (0.04, 0.05), (0.4, 0.36), (0.7, 0.6), (1.0, 0.9)]),
            ("VRB4130-50", [(0.0, 0.0), (0.04, 0.04), (0.4, 0.3), (0.7, 0.5), (1.0, 0.76)]),
        ],
        height=105,
        width=250,
    )
    s.add_page()
    s.heading(GT3 + " 6  Electrical characteristics", 10, rule=True)
    s.caption(
        "Data block 4 " + LOLLI + " Electrical characteristics (TA = 25 " + DEG + ", VIN = "
        "VOUT(nom) + 1 V, IOUT = 1 mA, unless noted)"
    )
    s.table(
        [
            Col("Parameter", 84),
            Col("Conditions", 119),
            Col("Min", 35, "C"),
            Col("Typ", 35, "C"),
            Col("Max", 35, "C"),
            Col("Min", 35, "C"),
            Col("Typ", 35, "C"),
            Col("Max", 35, "C"),
            Col("Unit", 86, "C"),
        ],
        [
            [
                "Output voltage",
                "IOUT = 1 mA",
                "3.234",
                "3.300",
                "3.366",
                "4.900",
                "5.000",
                "5.100",
                "V",
            ],
            [
                "Line regulation",
                "VOUT(nom) + 1 V " + LE + " VIN " + LE + " 16 V",
                "",
                "0.02",
                "0.10",
                "",
                "0.02",
                "0.10",
                "%/V",
            ],
            [
                "Load regulation",
                "IOUT = 1 " + ELL + " 250 mA",
                "",
                "0.3",
                "1.0",
                "",
                "0.3",
                "1.0",
                "%",
            ],
            [
                "Dropout voltage\n(VOUT = 97 % of nom.)",
                "IOUT = 10 mA\nIOUT = 100 mA\nIOUT = 250 mA",
                "",
                "25\n180\n450",
                "40\n260\n650",
                "",
                "20\n150\n380",
                "35\n220\n550",
                "mV",
            ],
            [
                "Quiescent current\n(ground current)",
                "IOUT = 0, TA = 25 "
                + DEG
                + "\nIOUT = 0, TA = -40 "
                + ELL
                + " +85 "
                + DEG
                + "\nIOUT = 100 mA",
                "",
                "1.6\n\n60",
                "3.0\n4.5\n110",
                "",
                "1.8\n\n65",
                "3.4\n5.0\n120",
                MU + "A",
            ],
            [
                "Shutdown current",
                "VEN = 0 V, VIN = 16 V",
                "",
                "0.05",
                "0.5",
                "",
                "0.05",
                "0.5",
                MU + "A",
            ],
            [
                "Output current limit",
                "VOUT = 90 % of nom.",
                "300",
                "400",
                "550",
                "300",
                "400",
                "550",
                "mA",
            ],
            [
                "Short-circuit current^{(1)}",
                "VOUT = 0 V (foldback)",
                "",
                "60",
                "",
                "",
                "60",
                "",
                "mA",
            ],
            [
                "PSRR",
                "f = 100 Hz\nf = 1 kHz\nf = 10 kHz",
                "",
                "60\n45\n30",
                "",
                "",
                "58\n42\n28",
                "",
                "dB",
            ],
            [
                "Output noise",
                "10 Hz " + ELL + " 100 kHz, IOUT = 10 mA",
                "",
                "90",
                "",
                "",
                "130",
                "",
                MU + "Vrms",
            ],
            ["EN high threshold", "VEN rising", "1.2", "", "", "1.2", "", "", "V"],
            ["EN low threshold", "VEN falling", "", "", "0.4", "", "", "0.4", "V"],
            [
                "Start-up time",
                "EN " + UP + " to VOUT = 90 %",
                "",
                "300",
                "",
                "",
                "420",
                "",
                MU + "s",
            ],
            [
                "Thermal shutdown",
                "TJ rising\nhysteresis",
                "",
                "155\n20",
                "",
                "",
                "155\n20",
                "",
                DEG,
            ],
        ],
        7.2,
        head_rows=[["", "", "VRB4130-33", "<", "<", "VRB4130-50", "<", "<", ""]],
    )
    s.para("(1) Foldback current limit; guaranteed by design, not tested in production.", 7.0)

    s.heading(GT3 + " 7  Thermal information", 10, rule=True)
    s.caption("Data block 5 " + LOLLI + " Thermal information (JEDEC 1s2p board)")
    s.table(
        [
            Col("Package", 130),
            Col(THETA + "JA", 90, "C"),
            Col(THETA + "JC(top)", 90, "C"),
            Col("PD at TA = 25 " + DEG, 99, "C"),
            Col("PD at TA = 85 " + DEG, 90, "C"),
        ],
        [
            ["SOT-23-5 (M5)", "250 " + DEG + "/W", "90 " + DEG + "/W", "400 mW", "160 mW"],
            ["SOT-89-3 (P3)", "110 " + DEG + "/W", "45 " + DEG + "/W", "900 mW", "360 mW"],
        ],
        7.4,
    )
    s.para(
        "The power dissipated in the regulator is PD = (VIN "
        + NDASH
        + " VOUT) "
        + TIMES
        + " IOUT. "
        "Keep PD at or below the value of Data block 5 for your package and ambient temperature. "
        "Example: a VRB4130-33 in SOT-23-5 fed from 12 V may deliver only 46 mA at 25 "
        + DEG
        + " before it reaches 400 mW. The 155 "
        + DEG
        + " thermal shutdown protects the part; it "
        "is not an operating point.",
        7.6,
    )
    s.heading(GT3 + " 8  Application information", 10, rule=True)
    s.bullets(
        [
            "EN has no internal pull-up or pull-down. Tie it to VIN when the enable function is "
            "not used.",
            "Current can flow backwards through the VRB4130. If VOUT is held more than 0.3 V above "
            "VIN (for example a battery back-feeding the output while the input is open), current "
            "flows from VOUT to VIN through the pass transistor's body diode. Add a Schottky diode "
            "in that case.",
            "The output capacitor must be at least 1 " + MU + "F effective capacitance. Large "
            "electrolytic capacitors on VOUT are allowed in parallel with the ceramic one.",
            "Current limit and foldback: with the output shorted the current folds back to about "
            "60 mA, so the part survives a permanent short at 25 " + DEG + " ambient.",
        ],
        7.8,
    )
    s.heading(GT3 + " 9  Questions from designers", 10, rule=True)
    faq = [
        (
            "Can the VRB4130-33 run an ESP32 from one Li-ion cell?",
            "Only while the cell stays well above 3.3 V. Wi-Fi transmit peaks of 250 mA need up "
            "to 650 mV of headroom, so the output starts to sag once the cell falls below about "
            "3.95 V, long before the cell is empty. A buck-boost converter suits that case "
            "better.",
        ),
        (
            "Is the VRB4130-50 suitable for a 9 V battery?",
            "Yes. 9 V is inside the 16 V input range and above 5.0 V plus the dropout. At 100 mA "
            "the part dissipates 0.4 W, which needs the SOT-89-3 package.",
        ),
    ]
    for question, answer in faq:
        s.para("Q. " + question, 7.8, bold=True)
        s.para("A. " + answer, 7.8)
    s.heading(GT3 + " 10  Ordering information", 10, rule=True)
    s.caption("Data block 6 " + LOLLI + " Ordering codes")
    s.table(
        [
            Col("Order code", 120),
            Col("Output", 60, "C"),
            Col("Package", 90, "C"),
            Col("Marking", 70, "C"),
            Col("Packing", 159, "C"),
        ],
        [
            ["VRB4130-33M5", "3.3 V", "SOT-23-5", "C33E", "reel, 3000 pcs"],
            ["VRB4130-33P3", "3.3 V", "SOT-89-3", "C33P", "reel, 1000 pcs"],
            ["VRB4130-50M5", "5.0 V", "SOT-23-5", "C50E", "reel, 3000 pcs"],
            ["VRB4130-50P3", "5.0 V", "SOT-89-3", "C50P", "reel, 1000 pcs"],
        ],
        7.4,
    )
    return save(s, out / "vrb4130.pdf")


# ------------------------------------------------ brushed DC motor H-bridge (Conakry)
def kbm3620(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KALOUM MICROSYST\u00c8MES",
        header_right="KBM3620, KBM3620S  " + DASH + "  Brushed DC motor driver",
        footer_left="Kaloum Microsyst\u00e8mes SARL  \u00b7  Boulevard du Commerce, Kaloum, Conakry, "
        "R\u00e9publique de Guin\u00e9e  \u00b7  SLVK-3620B, June 2024",
        footer_right="page {page} - {nb}",
        rule_color=(150, 30, 40),
        table_fill=(250, 232, 230),
        accent=(130, 20, 30),
        grid=False,
    )
    s = Sheet(style, "KBM3620 and KBM3620S brushed DC motor driver")
    s.add_page()
    s.title_block(
        "KBM3620, KBM3620S",
        "45-V H-Bridge Brushed DC Motor Driver With Current Regulation",
        "KBM3620: 3.6 A peak, HSOP-8 with thermal pad   |   KBM3620S: 2.0 A peak, SOIC-8 without "
        "thermal pad",
        21,
    )

    def features() -> None:
        s.heading(CROSS + " 1  FEATURES", 9.5)
        s.bullets(
            [
                "H-bridge driver for one brushed DC motor",
                "6.5 V to 45 V operating supply voltage",
                "3.6 A peak output current (KBM3620)",
                "Low RDS(on): 565 m" + OHM + " high side + low side (KBM3620, 25 " + DEG + ")",
                "Two-pin PWM control, up to 100 kHz",
                "Current regulation without a sense resistor",
                "Sleep mode when both inputs are low",
                "Undervoltage lockout, overcurrent and thermal protection",
            ],
            7.8,
        )

    def description() -> None:
        s.heading(CROSS + " 2  APPLICATIONS", 9.5)
        s.para(
            "Printers, toys and robotics, valves and small pumps, door locks, vending machines.",
            7.8,
        )
        s.heading(CROSS + " 3  DESCRIPTION", 9.5)
        s.para(
            "The KBM3620 is a brushed DC motor driver with four integrated N-channel power FETs "
            "in an H-bridge, charge pump, current regulation and protection circuits. Two logic "
            "inputs, IN1 and IN2, select forward, reverse, brake and coast. The output current is "
            "regulated to a trip level set by one resistor from ILIM to ground; no current-sense "
            "resistor is needed in the motor path.",
            7.8,
        )
        s.para(
            "The KBM3620S uses the same die in an SOIC-8 package without thermal pad. It is rated "
            "for lower current and a narrower temperature range.",
            7.8,
        )

    s.side_by_side(features, description, 235, 18)
    s.heading(CROSS + " 4  ABSOLUTE MAXIMUM RATINGS", 9.5, rule=True)
    s.caption("[Tab. 1]  Absolute maximum ratings over operating free-air temperature range")
    s.table(
        [Col("Parameter", 250), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 109, "C")],
        [
            ["Power supply voltage, VM", "-0.3", "50", "V"],
            ["Logic input voltage, IN1, IN2", "-0.3", "7", "V"],
            ["Current limit pin voltage, ILIM", "-0.3", "3.6", "V"],
            ["Output current, OUT1, OUT2", "internally limited", "", ""],
            ["Junction temperature, TJ", "-40", "150", DEG],
            ["Storage temperature, Tstg", "-65", "150", DEG],
        ],
        7.4,
    )
    s.heading(CROSS + " 5  RECOMMENDED OPERATING CONDITIONS", 9.5, rule=True)
    s.caption("[Tab. 2]  Recommended operating conditions, per version")
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 55, "C"),
            Col("Min", 52, "C"),
            Col("Max", 52, "C"),
            Col("Min", 52, "C"),
            Col("Max", 52, "C"),
            Col("Unit", 46, "C"),
        ],
        [
            ["Motor power supply voltage", "VM", "6.5", "45", "6.5", "45", "V"],
            ["Logic input voltage", "VIN", "0", "5.5", "0", "5.5", "V"],
            ["Logic input PWM frequency", "fPWM", "0", "100", "0", "100", "kHz"],
            ["Peak output current^{(1)}", "IPEAK", "", "3.6", "", "2.0", "A"],
            [
                "Continuous output current (RMS),\n2-layer board, no airflow",
                "IRMS",
                "",
                "1.6",
                "",
                "0.9",
                "A",
            ],
            [
                "Continuous output current (RMS),\n4-layer board with thermal vias",
                "IRMS",
                "",
                "2.4",
                "",
                "1.3",
                "A",
            ],
            ["Operating ambient temperature", "TA", "-40", "125", "-40", "85", DEG],
        ],
        7.4,
        head_rows=[["", "", "KBM3620", "<", "KBM3620S", "<", ""]],
    )
    s.para(
        "(1) Limited by the overcurrent protection (IOCP in Tab. 3); not a continuous rating.", 7.0
    )
    s.para(
        "The continuous current is limited by the package and the board, not by the driver: "
        "the junction must stay below 150 "
        + DEG
        + ". The continuous values apply at TA = 25 "
        + DEG
        + ". The peak current is the highest current the outputs carry before overcurrent "
        "protection can trip.",
        7.6,
    )

    s.figure(
        "[Fig. 1]  High-side + low-side on resistance vs. junction temperature (typical)",
        "Junction temperature (" + DEG + ")",
        "RDS(on) (m" + OHM + ")",
        ["-40", "0", "40", "80", "125"],
        ["400", "700", "1000", "1300", "1600"],
        [
            ("KBM3620", [(0.0, 0.05), (0.24, 0.13), (0.4, 0.18), (0.7, 0.29), (1.0, 0.4)]),
            ("KBM3620S", [(0.0, 0.33), (0.24, 0.44), (0.4, 0.5), (0.7, 0.68), (1.0, 0.79)]),
        ],
        height=110,
        width=250,
    )
    s.add_page()
    s.heading(CROSS + " 6  ELECTRICAL CHARACTERISTICS", 9.5, rule=True)
    s.caption(
        "[Tab. 3]  Electrical characteristics, TA = 25 " + DEG + ", VM = 24 V (unless "
        "otherwise noted)"
    )
    s.table(
        [
            Col("Parameter", 98),
            Col("Test conditions", 127),
            Col("Min", 33, "C"),
            Col("Typ", 33, "C"),
            Col("Max", 33, "C"),
            Col("Min", 33, "C"),
            Col("Typ", 33, "C"),
            Col("Max", 33, "C"),
            Col("Unit", 66, "C"),
        ],
        [
            ["POWER SUPPLY (VM)"],
            [
                "VM operating supply\ncurrent",
                "VM = 24 V, IN1 = 1, no load\nVM = 12 V, IN1 = 1, no load",
                "",
                "3.0\n2.6",
                "5.0\n4.5",
                "",
                "2.2\n1.9",
                "4.0\n3.5",
                "mA",
            ],
            [
                "VM current in sleep",
                "IN1 = IN2 = 0, TA = 25 " + DEG + "\nIN1 = IN2 = 0, TA = 85 " + DEG,
                "",
                "0.3\n1.5",
                "1.0\n4.0",
                "",
                "0.2\n1.0",
                "0.8\n3.0",
                MU + "A",
            ],
            [
                "Sleep entry time",
                "IN1 = IN2 = 0 to sleep",
                "",
                "1.0",
                "1.5",
                "",
                "1.0",
                "1.5",
                "ms",
            ],
            [
                "Wake-up time",
                "IN1 or IN2 high to output active",
                "",
                "",
                "50",
                "",
                "",
                "50",
                MU + "s",
            ],
            ["LOGIC-LEVEL INPUTS (IN1, IN2)"],
            ["Input logic low voltage", "", "", "", "0.5", "", "", "0.5", "V"],
            ["Input logic high voltage", "", "1.5", "", "", "1.5", "", "", "V"],
            ["Input hysteresis", "", "", "0.5", "", "", "0.5", "", "V"],
            ["Input pulldown resistance", "to GND", "", "100", "", "", "100", "", "k" + OHM],
            ["MOTOR DRIVER OUTPUTS (OUT1, OUT2)"],
            [
                "RDS(on) total,\nhigh side + low side",
                "IOUT = 0.5 A, TJ = 25 " + DEG + "\nIOUT = 0.5 A, TJ = 125 " + DEG,
                "",
                "565\n850",
                "650\n1000",
                "",
                "900\n1350",
                "1050\n1600",
                "m" + OHM,
            ],
            ["Output dead time", "", "", "220", "", "", "220", "", "ns"],
            ["CURRENT REGULATION"],
            [
                "Current trip constant",
                "ITRIP = AILIM / RILIM",
                "58",
                "64",
                "70",
                "58",
                "64",
                "70",
                "kV",
            ],
            ["ILIM resistor", "RILIM", "18", "", "100", "32", "", "100", "k" + OHM],
            ["Regulation off time", "tOFF", "", "25", "", "", "25", "", MU + "s"],
            ["PROTECTION CIRCUITS"],
            [
                "VM undervoltage\nlockout",
                "VM falling\nVM rising",
                "5.8\n6.0",
                "6.1\n6.3",
                "6.4\n6.5",
                "5.8\n6.0",
                "6.1\n6.3",
                "6.4\n6.5",
                "V",
            ],
            ["Overcurrent trip level", "IOCP", "3.7", "4.5", "", "2.1", "2.6", "", "A"],
            ["Overcurrent retry time", "tRETRY", "", "3", "", "", "3", "", "ms"],
            [
                "Thermal shutdown",
                "TJ rising\nhysteresis",
                "150\n",
                "175\n40",
                "",
                "150\n",
                "175\n40",
                "",
                DEG,
            ],
        ],
        7.2,
        head_rows=[["", "", "KBM3620", "<", "<", "KBM3620S", "<", "<", ""]],
    )
    s.heading(CROSS + " 7  CONTROL", 9.5, rule=True)
    s.caption("[Tab. 4]  H-bridge control")
    s.table(
        [
            Col("IN1", 50, "C"),
            Col("IN2", 50, "C"),
            Col("OUT1", 55, "C"),
            Col("OUT2", 55, "C"),
            Col("Description", 289),
        ],
        [
            ["0", "0", "High-Z", "High-Z", "Coast; the device enters sleep after 1 ms"],
            ["0", "1", "L", "H", "Reverse (current OUT2 " + ARROW + " OUT1)"],
            ["1", "0", "H", "L", "Forward (current OUT1 " + ARROW + " OUT2)"],
            ["1", "1", "L", "L", "Brake; low-side slow decay"],
        ],
        7.4,
    )
    s.heading(CROSS + " 8  APPLICATION NOTES", 9.5, rule=True)
    s.bullets(
        [
            "Bypass VM with a 0.1 "
            + MU
            + "F ceramic capacitor and a bulk capacitor of at least 47 "
            + MU
            + "F close to the device.",
            "IN1 and IN2 work with 1.8 V, 3.3 V and 5 V logic with no level translator. No logic "
            "supply pin: VM feeds the logic.",
            "A motor run from a 5 V USB supply is not a supported use: below 6.5 V the "
            "device can stay in undervoltage lockout.",
            "ILIM must not be left open. Choose RILIM = 64 kV / ITRIP, and not below the minimum "
            "of Tab. 3 for your version.",
            "When the motor stalls the current is chopped at ITRIP. The device does not report a "
            "stall; there is no nFAULT pin.",
        ],
        7.6,
    )
    s.caption("[Tab. 5]  Pin functions")
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 60, "C"), Col("Function", 389)],
        [
            ["1", "GND", "Logic ground"],
            ["2", "IN2", "Logic input 2, internal pulldown"],
            ["3", "IN1", "Logic input 1, internal pulldown"],
            ["4", "ILIM", "Current limit resistor to ground"],
            ["5, 7", "OUT1, OUT2", "H-bridge outputs to the motor"],
            ["6", "PGND", "Power ground"],
            ["8", "VM", "Motor supply, 6.5 V to 45 V"],
            ["PAD", DASH, "Thermal pad, connect to ground (KBM3620 only)"],
        ],
        7.4,
    )
    s.caption("[Tab. 6]  Ordering information")
    s.table(
        [
            Col("Orderable device", 140),
            Col("Package", 120, "C"),
            Col("Pins", 60, "C"),
            Col("Packing", 179, "C"),
        ],
        [
            ["KBM3620DDAR", "HSOP-8 (exposed pad)", "8", "reel, 2500"],
            ["KBM3620SDR", "SOIC-8", "8", "reel, 2500"],
        ],
        7.4,
    )
    return save(s, out / "kbm3620.pdf")


# ------------------------------------------------ humidity / temperature sensor (Juba)
def jhs410(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="JEBEL KUJUR SENSORS",
        header_right="JHS-410 / JHS-415  \u00b7  Datasheet v2.3",
        footer_left="Jebel Kujur Sensors Ltd.  \u00b7  Hai Malakal, Juba, Republic of South Sudan  "
        "\u00b7  JKS-DS-041 v2.3, April 2024",
        footer_right="{page} | {nb}",
        rule_color=(30, 90, 160),
        table_fill=(226, 236, 248),
        accent=(20, 70, 140),
        grid=False,
    )
    s = Sheet(style, "JHS-410 / JHS-415 digital humidity and temperature sensor")
    s.add_page()
    s.title_block(
        "JHS-410 / JHS-415",
        "Digital Humidity and Temperature Sensor, I" + SQ + "C, 2.4 V " + ELL + " 5.5 V",
        "DFN-8, 2.5 " + TIMES + " 2.5 " + TIMES + " 0.9 mm  |  JHS-410 standard grade, JHS-415 "
        "high-accuracy grade  |  ALERT output",
        20,
    )

    def highlights() -> None:
        s.heading(ALT + " 1  Main points", 10)
        s.bullets(
            [
                "RH accuracy " + PM + "2 %RH (JHS-415) or " + PM + "3 %RH (JHS-410), typ.",
                "Temperature accuracy "
                + PM
                + "0.2 "
                + DEG
                + " (JHS-415) or "
                + PM
                + "0.3 "
                + DEG
                + " (JHS-410), typ.",
                "Supply voltage 2.4 V " + ELL + " 5.5 V",
                "I" + SQ + "C up to 1 MHz, two selectable addresses",
                "Single-shot and periodic measurement modes",
                "ALERT output with programmable limits",
            ],
            7.6,
        )

    def overview() -> None:
        s.heading(ALT + " 2  Overview", 10)
        s.para(
            "The JHS-41x family combines a capacitive humidity element, a band-gap temperature "
            "sensor and a 16-bit ADC with calibration data and an I" + SQ + "C interface. "
            "Readings are linearised and temperature-compensated on chip and carry a CRC-8 "
            "checksum.",
            7.6,
        )
        s.para(
            "The ADDR pin selects one of two I" + SQ + "C addresses, so two sensors can share one "
            "bus. Both grades share package, pinout and command set.",
            7.6,
        )

    s.side_by_side(highlights, overview, 250, 16)
    s.heading(ALT + " 3  Sensing performance", 10, rule=True)
    s.caption(WL + "1" + WR + "  Relative humidity (VDD = 3.3 V, T = 25 " + DEG + ")")
    rh_cols = [
        Col("Parameter", 110),
        Col("Condition", 125),
        Col("Typ.", 52, "C"),
        Col("Max.", 52, "C"),
        Col("Typ.", 52, "C"),
        Col("Max.", 52, "C"),
        Col("Unit", 56, "C"),
    ]
    s.table(
        rh_cols,
        [
            [
                "Accuracy tolerance",
                "10 " + ELL + " 90 %RH\n0 " + ELL + " 10, 90 " + ELL + " 100 %RH",
                PM + "3\n",
                PM + "4\n" + PM + "6",
                PM + "2\n",
                PM + "3\n" + PM + "4",
                "%RH",
            ],
            [
                "Repeatability",
                "high\nmedium\nlow",
                "0.10\n0.15\n0.25",
                "",
                "0.10\n0.15\n0.25",
                "",
                "%RH",
            ],
            ["Resolution", "", "0.01", "", "0.01", "", "%RH"],
            ["Hysteresis", "at 25 " + DEG, PM + "0.8", "", PM + "0.8", "", "%RH"],
            [
                "Specified range",
                "non-condensing",
                "0 " + ELL + " 100",
                "",
                "0 " + ELL + " 100",
                "",
                "%RH",
            ],
            ["Response time", TAU + "63 %, 1 m/s air", "8", "", "8", "", "s"],
            ["Long-term drift", "", "< 0.25", "", "< 0.25", "", "%RH/yr"],
        ],
        7.3,
        head_rows=[["", "", "JHS-410", "<", "JHS-415", "<", ""]],
    )
    s.caption(WL + "2" + WR + "  Temperature (VDD = 3.3 V)")
    s.table(
        rh_cols,
        [
            [
                "Accuracy tolerance",
                "0 " + ELL + " 65 " + DEG + "\n-40 " + ELL + " +125 " + DEG,
                PM + "0.3\n",
                PM + "0.5\n" + PM + "0.8",
                PM + "0.2\n",
                PM + "0.3\n" + PM + "0.6",
                DEG,
            ],
            [
                "Repeatability",
                "high\nmedium\nlow",
                "0.04\n0.08\n0.15",
                "",
                "0.04\n0.08\n0.15",
                "",
                DEG,
            ],
            ["Resolution", "", "0.015", "", "0.015", "", DEG],
            ["Specified range", "", "-40 " + ELL + " +125", "", "-40 " + ELL + " +125", "", DEG],
            ["Response time", TAU + "63 %", "5 " + ELL + " 30", "", "5 " + ELL + " 30", "", "s"],
        ],
        7.3,
        head_rows=[["", "", "JHS-410", "<", "JHS-415", "<", ""]],
    )
    s.para(
        "The sensor operates from -40 to +125 " + DEG + " and 0 to 100 %RH (non-condensing). For "
        "long-term stability keep it within the normal range of 5 "
        + ELL
        + " 60 "
        + DEG
        + " and 20 "
        + ELL
        + " 80 %RH; long exposure to high humidity can offset the RH reading "
        "by up to +3 %RH, which recovers slowly in normal conditions.",
        7.5,
    )
    s.heading(ALT + " 4  Timing and limits", 10, rule=True)
    s.caption(
        WL + "3" + WR + "  Measurement duration (max. values include the power-up of the ADC)"
    )
    s.table(
        [
            Col("Repeatability", 150),
            Col("Typ.", 90, "C"),
            Col("Max.", 90, "C"),
            Col("Unit", 169, "C"),
        ],
        [
            ["high", "12.5", "15", "ms"],
            ["medium", "4.5", "6", "ms"],
            ["low", "2.5", "4", "ms"],
        ],
        7.3,
    )
    s.caption(WL + "4" + WR + "  Absolute maximum ratings")
    s.table(
        [Col("Parameter", 230), Col("Min", 70, "C"), Col("Max", 90, "C"), Col("Unit", 109, "C")],
        [
            ["Supply voltage VDD", "-0.3", "6.0", "V"],
            ["Voltage on any I/O pin", "-0.3", "VDD + 0.3", "V"],
            ["Input current on any pin", "", PM + "100", "mA"],
            ["Operating temperature", "-40", "+125", DEG],
            ["Storage temperature", "-40", "+150", DEG],
            ["ESD, human body model", "", PM + "4", "kV"],
            ["ESD, charged device model", "", PM + "750", "V"],
        ],
        7.3,
    )
    s.add_page()
    s.heading(ALT + " 5  Electrical specifications", 10, rule=True)
    s.caption(WL + "5" + WR + "  Electrical specifications (T = 25 " + DEG + ", both grades)")
    s.table(
        [
            Col("Parameter", 88),
            Col("Symbol", 42, "C"),
            Col("Conditions", 162),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 81, "C"),
        ],
        [
            ["Supply voltage", "VDD", "", "2.4", "3.3", "5.5", "V"],
            ["Power-up level", "VPOR", "static, VDD rising", "1.8", "2.1", "2.35", "V"],
            [
                "Resting supply\ncurrent",
                "IDD",
                "single-shot mode, T = 25 "
                + DEG
                + "\nsingle-shot mode, T = 125 "
                + DEG
                + "\nperiodic mode, between measurements",
                "",
                "0.2\n\n45",
                "2.0\n6.0\n70",
                MU + "A",
            ],
            ["Supply current,\nmeasuring", "IDD", "during conversion", "", "750", "1400", MU + "A"],
            [
                "Mean supply\ncurrent",
                "IDD,avg",
                "1 meas./s, high repeatability\n1 meas./s, low repeatability",
                "",
                "2.8\n1.1",
                "",
                MU + "A",
            ],
            ["Heater power", "PH", "heater on, VDD = 2.4 " + ELL + " 5.5 V", "3.6", "", "33", "mW"],
            ["Power-up time", "tPU", "VDD " + GE + " VPOR to ready", "", "0.5", "1.0", "ms"],
            ["Soft reset time", "tSR", "after soft reset", "", "0.5", "1.5", "ms"],
            [
                "Input low voltage",
                "VIL",
                "SDA, SCL, ADDR, nRESET",
                "-0.3",
                "",
                "0.3 " + TIMES + " VDD",
                "V",
            ],
            [
                "Input high voltage",
                "VIH",
                "SDA, SCL, ADDR, nRESET",
                "0.7 " + TIMES + " VDD",
                "",
                "VDD + 0.3",
                "V",
            ],
            ["Output low voltage", "VOL", "SDA, ALERT, 3 mA sink", "", "", "0.4", "V"],
            ["SCL clock frequency", "fSCL", "", "0", "", "1000", "kHz"],
        ],
        7.2,
    )

    s.heading(ALT + " 6  I" + SQ + "C interface", 10, rule=True)
    s.caption(WL + "6" + WR + "  I" + SQ + "C address")
    s.table(
        [
            Col("ADDR pin", 140),
            Col("7-bit address", 110, "C"),
            Col("Write byte", 110, "C"),
            Col("Read byte", 139, "C"),
        ],
        [
            ["connected to VSS", "0x4A", "0x94", "0x95"],
            ["connected to VDD", "0x4B", "0x96", "0x97"],
        ],
        7.3,
    )
    s.para(
        "Tie ADDR firmly to VSS or VDD; it must not change while the sensor is powered. With "
        "two addresses, at most two JHS-41x fit on one I" + SQ + "C bus; use a bus multiplexer "
        "for more.",
        7.5,
    )
    s.para(
        "SDA, SCL, ADDR and nRESET accept at most VDD + 0.3 V. A JHS-41x supplied with 3.3 V must "
        "therefore not see pull-ups to 5 V. When the host works at 5 V, supply the sensor with "
        "5 V as well (VDD up to 5.5 V is allowed) or use a level shifter.",
        7.5,
    )
    s.caption(WL + "7" + WR + "  Command set (16-bit commands, MSB first)")
    s.table(
        [Col("Command", 250), Col("Code", 90, "C"), Col("Note", 159)],
        [
            ["Single shot, high repeatability, clock stretching", "0x2E01", ""],
            ["Single shot, medium repeatability, clock stretching", "0x2E0B", ""],
            ["Single shot, low repeatability, clock stretching", "0x2E16", ""],
            ["Periodic, 1 meas./s, high repeatability", "0x2231", "stop with 0x30B9"],
            ["Periodic, 10 meas./s, high repeatability", "0x2734", "stop with 0x30B9"],
            ["Soft reset", "0x30A5", ""],
            ["Heater on / off", "0x306E / 0x3061", ""],
            ["Read status register", "0xF32A", ""],
        ],
        7.3,
    )
    s.heading(ALT + " 7  Pin assignment and ordering", 10, rule=True)
    s.caption(WL + "8" + WR + "  Pins (DFN-8, top view)")
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Function", 379)],
        [
            ["1", "SDA", "I" + SQ + "C data, open drain"],
            ["2", "ADDR", "address select; VSS " + ARROW + " 0x4A, VDD " + ARROW + " 0x4B"],
            ["3", "ALERT", "alert output, push-pull; leave open if unused"],
            ["4", "SCL", "I" + SQ + "C clock"],
            ["5", "VDD", "supply, 2.4 " + ELL + " 5.5 V; 100 nF to VSS"],
            ["6", "nRESET", "reset, active low; internal 50 k" + OHM + " pull-up"],
            ["7", "R", "no electrical function; connect to VSS"],
            ["8", "VSS", "ground (and exposed pad)"],
        ],
        7.3,
    )
    s.caption(WL + "9" + WR + "  Ordering")
    s.table(
        [Col("Order code", 130), Col("Grade", 110, "C"), Col("Packing", 259, "C")],
        [
            ["JHS-410-DR", "standard", "tape and reel, 2500 pcs"],
            ["JHS-415-DR", "high accuracy", "tape and reel, 2500 pcs"],
            ["JHS-415-DS", "high accuracy", "sample strip, 10 pcs"],
        ],
        7.3,
    )
    return save(s, out / "jhs-410.pdf")


# ------------------------------------------------ 16-bit I2C I/O expander (Stanley)
def flx2317(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="TUSSAC LOGIC",
        header_right="FLX2317  16-Bit I/O Expander with I" + SQ + "C Interface",
        footer_left="Tussac Logic Ltd.  \u00b7  Ross Road, Stanley, Falkland Islands  \u00b7  DS-2317 "
        "Issue 4",
        footer_right=NDASH + " {page} " + NDASH,
        rule_color=(20, 90, 60),
        table_fill=(226, 240, 231),
        accent=(20, 80, 50),
        grid=True,
    )
    s = Sheet(style, "FLX2317 16-bit I/O expander with I2C interface")
    s.add_page()
    s.title_block(
        "FLX2317",
        "16-Bit I/O Expander with I" + SQ + "C Interface and Interrupt Outputs",
        "Grades: FLX2317-I (industrial) and FLX2317-E (extended)  |  SOIC-28, SSOP-28, QFN-28",
        22,
    )

    def features() -> None:
        s.heading(CMD + " 1. Features", 10)
        s.bullets(
            [
                "16 bidirectional I/O in two 8-bit ports",
                "I" + SQ + "C clock up to 1.7 MHz (VDD 4.5 " + ELL + " 5.5 V)",
                "Three address pins: up to eight devices on one bus",
                "Two interrupt outputs, mirrored or separate",
                "Configurable 100 k" + OHM + " pull-up on every input",
                "Standby current 1 " + MU + "A max. (FLX2317-I)",
                "1.8 V to 5.5 V operation (FLX2317-I)",
            ],
            7.6,
        )

    def description() -> None:
        s.heading(CMD + " 2. Description", 10)
        s.para(
            "The FLX2317 adds 16 general-purpose I/O lines to any I" + SQ + "C host. Each pin can "
            "be an input or an output; inputs can have their polarity inverted, a weak pull-up "
            "switched on and an interrupt on change. The two ports A and B each have their own "
            "interrupt output, INTA and INTB, which can be mirrored.",
            7.6,
        )
        s.para(
            "The FLX2317-I is specified from 1.8 V; the FLX2317-E trades the low-voltage range "
            "for operation up to +125 " + DEG + ".",
            7.6,
        )

    s.side_by_side(features, description, 240, 16)
    s.heading(CMD + " 3. Device grades", 10, rule=True)
    s.caption("TABLE 1 " + TURN + " Grade overview")
    s.table(
        [
            Col("Grade", 90),
            Col("Supply voltage VDD", 110, "C"),
            Col("Ambient temperature", 120, "C"),
            Col("Standby current, max.", 100, "C"),
            Col("Packages", 79, "C"),
        ],
        [
            [
                "FLX2317-I",
                "1.8 V " + ELL + " 5.5 V",
                "-40 " + DEG + " " + ELL + " +85 " + DEG,
                "1 " + MU + "A",
                "SO, SS, ML",
            ],
            [
                "FLX2317-E",
                "2.7 V " + ELL + " 5.5 V",
                "-40 " + DEG + " " + ELL + " +125 " + DEG,
                "3 " + MU + "A",
                "SO, ML",
            ],
        ],
        7.3,
    )
    s.heading(CMD + " 4. Absolute maximum ratings", 10, rule=True)
    s.caption("TABLE 2 " + TURN + " Absolute maximum ratings")
    s.table(
        [Col("Parameter", 300), Col("Rating", 120, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage VDD", "-0.3 " + ELL + " 6.5", "V"],
            ["Voltage on any pin except VDD", "VSS - 0.6 " + ELL + " VDD + 0.6", "V"],
            ["Maximum current into VDD", "125", "mA"],
            ["Maximum current out of VSS", "150", "mA"],
            ["Output current sunk or sourced by any I/O pin", "25", "mA"],
            ["Input clamp current (VI < 0 or VI > VDD)", PM + "20", "mA"],
            ["Ambient temperature under bias", "-40 " + ELL + " +125", DEG],
            ["Storage temperature", "-65 " + ELL + " +150", DEG],
        ],
        7.3,
    )
    s.heading(CMD + " 5. DC characteristics", 10, rule=True)
    s.caption(
        "TABLE 3 "
        + TURN
        + " DC characteristics (FLX2317-I: TA = -40 "
        + ELL
        + " +85 "
        + DEG
        + "; FLX2317-E: TA = -40 "
        + ELL
        + " +125 "
        + DEG
        + ")"
    )
    s.table(
        [
            Col("Parameter", 92),
            Col("Sym.", 36, "C"),
            Col("Conditions", 168),
            Col("Min", 46, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 46, "C"),
            Col("Unit", 75, "C"),
        ],
        [
            ["Supply voltage", "VDD", "FLX2317-I\nFLX2317-E", "1.8\n2.7", "", "5.5\n5.5", "V"],
            [
                "Supply current,\noperating",
                "IDD",
                "SCL = 1.7 MHz, VDD = 5.5 V\nSCL = 400 kHz, VDD = 3.3 V",
                "",
                "\n0.25",
                "1.0\n0.5",
                "mA",
            ],
            [
                "Standby current",
                "IDDS",
                "FLX2317-I, all inputs at VDD or VSS\nFLX2317-E, all inputs at VDD or VSS",
                "",
                "",
                "1\n3",
                MU + "A",
            ],
            ["Input low voltage", "VIL", "GPIO, SCL, SDA, RESET", "VSS", "", "0.2 VDD", "V"],
            [
                "Input high voltage",
                "VIH",
                "GPIO, RESET\nSCL, SDA",
                "0.8 VDD\n0.7 VDD",
                "",
                "VDD\nVDD",
                "V",
            ],
            [
                "Output low voltage",
                "VOL",
                "GPIO, IOL = 8.0 mA, VDD = 4.5 V\nINT, IOL = 1.6 mA, VDD = 4.5 V",
                "",
                "",
                "0.6\n0.6",
                "V",
            ],
            [
                "Output high voltage",
                "VOH",
                "GPIO, IOH = -3.0 mA, VDD = 4.5 V\nGPIO, IOH = -400 " + MU + "A, VDD = 1.8 V",
                "VDD - 0.7\nVDD - 0.7",
                "",
                "",
                "V",
            ],
            ["Weak pull-up current", "IPU", "VDD = 5 V, pin at 0 V", "40", "75", "115", MU + "A"],
            [
                "Input leakage current",
                "ILI",
                "VSS " + LE + " VPIN " + LE + " VDD",
                "",
                "",
                PM + "1",
                MU + "A",
            ],
        ],
        7.1,
    )

    s.caption("TABLE 4 " + TURN + " I" + SQ + "C bus clock by supply voltage")
    s.table(
        [
            Col("Bus mode", 120),
            Col("Supply range", 150, "C"),
            Col("fSCL max.", 100, "C"),
            Col("Unit", 129, "C"),
        ],
        [
            [
                "Standard mode\nFast mode\nHigh-speed mode",
                "VDD = 1.8 "
                + ELL
                + " 5.5 V\nVDD = 2.7 "
                + ELL
                + " 5.5 V\nVDD = 4.5 "
                + ELL
                + " 5.5 V",
                "100\n400\n1700",
                "kHz",
            ],
        ],
        7.3,
    )
    s.add_page()
    s.heading(CMD + " 6. Addressing", 10, rule=True)
    s.para(
        "The 7-bit slave address is 0100 A2 A1 A0. A2, A1 and A0 are pins and must be tied to VDD "
        "or VSS; they are not latched at power-up and must not float. Eight FLX2317 at most per "
        "I" + SQ + "C bus.",
        7.6,
    )
    s.caption("TABLE 5 " + TURN + " Slave address by address pins")
    s.table(
        [
            Col("A2 A1 A0", 100, "C"),
            Col("7-bit address", 100, "C"),
            Col("Write byte", 100, "C"),
            Col("Read byte", 100, "C"),
            Col("Note", 99, "C"),
        ],
        [
            ["0 0 0", "0x20", "0x40", "0x41", "default"],
            ["0 0 1", "0x21", "0x42", "0x43", ""],
            ["0 1 0", "0x22", "0x44", "0x45", ""],
            ["0 1 1", "0x23", "0x46", "0x47", ""],
            ["1 0 0", "0x24", "0x48", "0x49", ""],
            ["1 0 1", "0x25", "0x4A", "0x4B", ""],
            ["1 1 0", "0x26", "0x4C", "0x4D", ""],
            ["1 1 1", "0x27", "0x4E", "0x4F", ""],
        ],
        7.2,
    )
    s.heading(CMD + " 7. Register map", 10, rule=True)
    s.caption("TABLE 6 " + TURN + " Control registers (IOCON.BANK = 0)")
    s.table(
        [
            Col("Address", 60, "C"),
            Col("Register", 90, "C"),
            Col("Function", 229),
            Col("Reset", 120, "C"),
        ],
        [
            ["0x00 / 0x01", "IODIRA / B", "I/O direction, 1 = input", "0xFF"],
            ["0x02 / 0x03", "IPOLA / B", "input polarity", "0x00"],
            ["0x04 / 0x05", "GPINTENA / B", "interrupt on change enable", "0x00"],
            ["0x0A / 0x0B", "IOCON", "configuration (BANK, MIRROR, ODR, INTPOL)", "0x00"],
            ["0x0C / 0x0D", "GPPUA / B", "100 k" + OHM + " pull-up enable", "0x00"],
            ["0x12 / 0x13", "GPIOA / B", "port value", "0x00"],
            ["0x14 / 0x15", "OLATA / B", "output latch", "0x00"],
        ],
        7.2,
    )
    s.heading(CMD + " 8. Application information", 10, rule=True)
    s.bullets(
        [
            "Each I/O pin sinks 8 mA with VOL " + LE + " 0.6 V. The 25 mA per pin of TABLE 2 only "
            "says when damage starts; do not design to it. The sum of all currents must stay below 150 "
            "mA out of VSS and 125 mA into VDD.",
            "A pin may see at most VDD + 0.6 V: the I/O pins cannot take 5 V when the FLX2317 runs "
            "at 3.3 V.",
            "RESET has no internal pull-up. Tie it to VDD through 10 k" + OHM + " or drive it from "
            "the host.",
            "INTA and INTB are push-pull after reset; set IOCON.ODR for open-drain outputs when "
            "several devices share one interrupt line.",
        ],
        7.6,
    )
    s.heading(CMD + " 9. Reader questions", 10, rule=True)
    s.para("Can the FLX2317 drive a relay coil directly?", 7.6, bold=True)
    s.para(
        "No. A small 5 V relay coil draws 70 " + ELL + " 90 mA, far above the 8 mA a pin can sink. "
        "Use a transistor or a driver array.",
        7.6,
    )
    s.para("Is there an SPI version?", 7.6, bold=True)
    s.para("Not from Tussac Logic. The FLX2317 has an I" + SQ + "C interface only.", 7.6)
    s.caption("TABLE 7 " + TURN + " Ordering")
    s.table(
        [
            Col("Order code", 130),
            Col("Grade", 80, "C"),
            Col("Package", 140, "C"),
            Col("Packing", 149, "C"),
        ],
        [
            ["FLX2317-I/SO", "-I", "SOIC-28, 7.5 mm", "tube, 27 pcs"],
            ["FLX2317-I/SS", "-I", "SSOP-28, 5.3 mm", "tube, 47 pcs"],
            ["FLX2317-I/ML", "-I", "QFN-28, 6 " + TIMES + " 6 mm", "reel, 3300 pcs"],
            ["FLX2317-E/SO", "-E", "SOIC-28, 7.5 mm", "tube, 27 pcs"],
            ["FLX2317-E/ML", "-E", "QFN-28, 6 " + TIMES + " 6 mm", "reel, 3300 pcs"],
        ],
        7.2,
    )
    return save(s, out / "flx2317.pdf")
