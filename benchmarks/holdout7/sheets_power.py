"""Hold-out 7 datasheets: a Torex-style LDO series (one sheet, a voltage chart per
output voltage) and an Alpha & Omega-style small-signal MOSFET.
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

CELS = "\u2103"
MU = "\u00b5"
PM = "\u00b1"
LE, GE = "\u2264", "\u2265"
OHM = "\u03a9"
CIRCLED = "\u2460\u2461\u2462\u2463\u2464\u2465"


# ------------------------------------------------------------ Torex-style LDO
def tx6213(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="",
        header_right="TX6213 Series",
        footer_left="",
        footer_right="{page}/4",
        rule_color=(0, 90, 60),
        table_fill=(220, 236, 226),
        accent=(0, 90, 60),
        grid=True,
    )
    s = Sheet(style, "TX6213 Series High Speed LDO Regulators")
    s.add_page()
    s.title_block(
        "TX6213 Series",
        "High Speed LDO Regulators, Low ESR Cap. Compatible",
        "ETR0397_012   \u2606GreenOperation Compatible   Tokiwa Devices Co., Ltd.",
    )

    def left() -> None:
        s.heading("\u25a0GENERAL DESCRIPTION", 9)
        s.para(
            "The TX6213 series are precise, low noise, positive voltage LDO regulators "
            "manufactured using CMOS processes. The series achieves high ripple rejection and low "
            "dropout and consists of a voltage reference, an error amplifier, a current limiter and "
            "a phase compensation circuit. Output voltage is selectable in 0.1V steps within a "
            "range of 1.2V to 5.0V. The series is also compatible with low ESR ceramic capacitors "
            "which give added output stability. The current limiter's foldback circuit also "
            "operates as a short protect for the output current limiter and the output pin.",
            7.6,
        )
        s.heading("\u25a0APPLICATIONS", 9)
        s.bullets(
            [
                "Battery powered equipment",
                "Wireless sensor nodes",
                "Reference voltage sources",
                "Cameras, video recorders",
            ],
            7.6,
            "\u25cf",
        )

    def right() -> None:
        s.heading("\u25a0FEATURES", 9)
        s.lines(
            [
                "Maximum Output Current   : 250mA (VOUT=3.0V, TYP.)",
                "Dropout Voltage              : 250mV @ IOUT=100mA",
                "Operating Voltage Range  : 1.8V ~ 6.0V",
                "Output Voltage Range       : 1.2V ~ 5.0V (0.1V increments)",
                "Highly Accurate                 : " + PM + "2%",
                "Low Power Consumption    : 1.0" + MU + "A (TYP.)",
                "Ripple Rejection                : 60dB @1kHz",
                "Operating Ambient Temperature : -40" + CELS + " ~ +85" + CELS,
                "Low ESR Capacitor             : Ceramic Capacitor",
                "Packages                           : SOT-23, SOT-89, USP-6B",
                "Environmentally Friendly  : EU RoHS Compliant, Pb Free",
            ],
            7.6,
            2.6,
        )

    s.side_by_side(left, right, 236, 16)
    s.heading("\u25a0TYPICAL APPLICATION CIRCUIT", 9)
    s.para(
        "VIN \u2500\u2500 CIN 1.0"
        + MU
        + "F (ceramic) \u2500\u2500 TX6213 \u2500\u2500 CL 1.0"
        + MU
        + "F (ceramic) \u2500\u2500 VOUT",
        7.6,
    )
    s.heading("\u25a0PRODUCT CLASSIFICATION", 9)
    s.para("\u25cfOrdering Information", 8, bold=True)
    s.para(
        "TX6213P"
        + CIRCLED[0]
        + CIRCLED[1]
        + CIRCLED[2]
        + CIRCLED[3]
        + CIRCLED[4]
        + "-"
        + CIRCLED[5]
        + "(*1)",
        8,
    )
    s.table(
        [
            Col("DESIGNATOR", 90, "C"),
            Col("ITEM", 110),
            Col("SYMBOL", 70, "C"),
            Col("DESCRIPTION", 229),
        ],
        [
            [
                CIRCLED[0] + CIRCLED[1],
                "Output Voltage",
                "12 ~ 50",
                "e.g. 3.0V \u2192 " + CIRCLED[0] + "=3, " + CIRCLED[1] + "=0",
            ],
            [CIRCLED[2], "Output Voltage Accuracy", "2", PM + "2%"],
            [
                CIRCLED[3] + CIRCLED[4] + "-" + CIRCLED[5],
                "Packages\n(Order Unit)",
                "MR-G\nPR-G\nER-G",
                "SOT-23 (3,000/Reel)\nSOT-89 (1,000/Reel)\nUSP-6B (3,000/Reel)",
            ],
        ],
        7.4,
    )
    s.para(
        '(*1) The "-G" suffix denotes Halogen and Antimony free as well as being fully EU RoHS compliant.',
        7,
    )

    # ---- page 2
    s.add_page()
    s.heading("\u25a0PIN CONFIGURATION / PIN ASSIGNMENT", 9)
    s.table(
        [
            Col("PIN NUMBER\nSOT-23", 80, "C"),
            Col("PIN NUMBER\nSOT-89", 80, "C"),
            Col("PIN NUMBER\nUSP-6B", 80, "C"),
            Col("PIN NAME", 70, "C"),
            Col("FUNCTION", 189),
        ],
        [
            ["1", "1", "5", "VSS", "Ground"],
            ["2", "3", "1", "VOUT", "Output"],
            ["3", "2", "4", "VIN", "Power Input"],
            ["\u2014", "\u2014", "2, 3, 6", "NC", "No Connection"],
        ],
        7.6,
    )
    s.heading("\u25a0ABSOLUTE MAXIMUM RATINGS", 9)
    s.para("Ta = 25" + CELS, 7.6)
    s.table(
        [
            Col("PARAMETER", 170),
            Col("SYMBOL", 70, "C"),
            Col("RATINGS", 170, "C"),
            Col("UNITS", 89, "C"),
        ],
        [
            ["Input Voltage", "V_{IN}", "6.5", "V"],
            ["Output Current", "I_{OUT}", "500 (*1)", "mA"],
            ["Output Voltage", "V_{OUT}", "V_{SS}-0.3 ~ V_{IN}+0.3", "V"],
            ["Power Dissipation", "Pd", "SOT-23   250\nSOT-89   500\nUSP-6B   100", "mW"],
            ["Operating Ambient Temperature", "Topr", "-40 ~ +85", CELS],
            ["Storage Temperature", "Tstg", "-55 ~ +125", CELS],
        ],
        7.6,
    )
    s.para("(*1) IOUT \u2264 Pd / (VIN - VOUT)", 7)
    s.heading("\u25a0ELECTRICAL CHARACTERISTICS", 9)
    s.para(
        "TX6213P302xx  (VOUT(T) = 3.0V)                                                     Ta = 25"
        + CELS,
        7.8,
        bold=True,
    )
    ec_cols = [
        Col("PARAMETER", 86),
        Col("SYMBOL", 52, "C"),
        Col("CONDITIONS", 133),
        Col("MIN.", 40, "C"),
        Col("TYP.", 40, "C"),
        Col("MAX.", 40, "C"),
        Col("UNITS", 50, "C"),
        Col("CIRCUIT", 58, "C"),
    ]
    s.table(
        ec_cols,
        [
            [
                "Output Voltage",
                "V_{OUT(E)}(*2)",
                "I_{OUT}=30mA",
                "2.940",
                "3.000",
                "3.060",
                "V",
                CIRCLED[0],
            ],
            [
                "Maximum\nOutput Current",
                "I_{OUTMAX}",
                "V_{IN}=V_{OUT(T)}+1.0V",
                "250",
                "-",
                "-",
                "mA",
                CIRCLED[0],
            ],
            [
                "Load Regulation",
                "\u0394V_{OUT}",
                "1mA " + LE + " I_{OUT} " + LE + " 100mA",
                "-",
                "15",
                "50",
                "mV",
                CIRCLED[0],
            ],
            [
                "Dropout Voltage",
                "Vdif1 (*3)\nVdif2 (*3)",
                "I_{OUT}=30mA\nI_{OUT}=100mA",
                "-\n-",
                "60\n200",
                "100\n300",
                "mV\nmV",
                CIRCLED[0],
            ],
            [
                "Supply Current",
                "I_{SS}",
                "V_{IN}=V_{OUT(T)}+1.0V",
                "-",
                "1.0",
                "3.0",
                MU + "A",
                CIRCLED[1],
            ],
            [
                "Line Regulation",
                "\u0394V_{OUT}/\n(\u0394V_{IN}\u00b7V_{OUT})",
                "V_{OUT(T)}+1.0V " + LE + " V_{IN} " + LE + " 6.0V\nI_{OUT}=30mA",
                "-",
                "0.05",
                "0.20",
                "%/V",
                CIRCLED[0],
            ],
            ["Input Voltage", "V_{IN}", "-", "1.8", "-", "6.0", "V", "-"],
            [
                "Output Voltage\nTemperature\nCharacteristics",
                "\u0394V_{OUT}/\n(\u0394Topr\u00b7V_{OUT})",
                "I_{OUT}=30mA\n-40" + CELS + " " + LE + " Topr " + LE + " 85" + CELS,
                "-",
                PM + "100",
                "-",
                "ppm/" + CELS,
                CIRCLED[0],
            ],
            [
                "Ripple Rejection\nRate",
                "PSRR",
                "V_{IN}=[V_{OUT(T)}+1.0]V+0.5Vp-pAC\nI_{OUT}=30mA, f=1kHz",
                "-",
                "60",
                "-",
                "dB",
                CIRCLED[2],
            ],
            [
                "Current Limit",
                "I_{LIM}",
                "V_{IN}=V_{OUT(T)}+1.0V",
                "-",
                "350",
                "-",
                "mA",
                CIRCLED[0],
            ],
            [
                "Short Circuit\nCurrent",
                "I_{SHORT}",
                "V_{IN}=V_{OUT(T)}+1.0V\nV_{OUT}=V_{SS}",
                "-",
                "40",
                "-",
                "mA",
                CIRCLED[0],
            ],
        ],
        7.2,
    )
    s.para(
        "NOTE:\n"
        "*1: Unless otherwise stated, VIN = VOUT(T)+1.0V.\n"
        "*2: VOUT(T) = Nominal output voltage; VOUT(E) = Effective output voltage (i.e. the output "
        'voltage when "VOUT(T)+1.0V" is provided at the VIN pin while maintaining a certain IOUT value).\n'
        "*3: Vdif = {VIN1 (*4) - VOUT1 (*5)}\n"
        "*4: VIN1 = The input voltage when VOUT1 appears as input voltage is gradually decreased.\n"
        "*5: VOUT1 = A voltage equal to 98% of the output voltage whenever an amply stabilized "
        "IOUT {VOUT(T)+1.0V} is input.",
        6.8,
    )

    # ---- page 3
    s.add_page()
    s.heading("\u25a0VOLTAGE CHART", 9)
    s.para(
        "The values below apply to each nominal output voltage; conditions as in the Electrical "
        "Characteristics table (Ta = 25" + CELS + ").",
        7.6,
    )
    vc_cols = [
        Col("NOMINAL\nOUTPUT\nVOLTAGE", 70, "C"),
        Col("E-0\nMIN.", 52, "C"),
        Col("E-0\nMAX.", 52, "C"),
        Col("E-1\nIOUTMAX\nMIN.", 60, "C"),
        Col("E-2\nVdif1\nTYP.", 52, "C"),
        Col("E-2\nVdif1\nMAX.", 52, "C"),
        Col("E-3\nVdif2\nTYP.", 52, "C"),
        Col("E-3\nVdif2\nMAX.", 52, "C"),
        Col("E-4\nISS\nMAX.", 57, "C"),
    ]
    s.table(
        vc_cols,
        [
            ["1.2", "1.176", "1.224", "100", "780", "900", "-", "-", "3.0"],
            ["1.5", "1.470", "1.530", "150", "520", "650", "-", "-", "3.0"],
            ["1.8", "1.764", "1.836", "150", "310", "420", "620", "800", "3.0"],
            ["2.5", "2.450", "2.550", "200", "110", "160", "350", "480", "3.0"],
            ["2.8", "2.744", "2.856", "200", "80", "120", "260", "370", "3.0"],
            ["3.0", "2.940", "3.060", "250", "60", "100", "200", "300", "3.0"],
            ["3.3", "3.234", "3.366", "250", "55", "90", "180", "270", "3.5"],
            ["5.0", "4.900", "5.100", "300", "40", "70", "130", "200", "4.0"],
        ],
        7.6,
        head_rows=[
            [
                "",
                "OUTPUT VOLTAGE\n(V)",
                "<",
                "MAXIMUM\nOUTPUT\nCURRENT (mA)",
                "DROPOUT VOLTAGE 1\n(mV) IOUT=30mA",
                "<",
                "DROPOUT VOLTAGE 2\n(mV) IOUT=100mA",
                "<",
                "SUPPLY\nCURRENT\n(" + MU + "A)",
            ]
        ],
    )
    s.para(
        "Note: For output voltages of 1.5V and below, the minimum operating input voltage of 1.8V "
        "limits the dropout measurement at IOUT=100mA; Vdif2 is not specified for these products.",
        7.2,
    )
    s.heading("\u25a0OPERATIONAL EXPLANATION", 9)
    s.para(
        "The voltage divided by resistors R1 and R2 is compared with the internal reference voltage "
        "by the error amplifier. The P-channel MOSFET which is connected to the VOUT pin is then "
        "driven by the subsequent output signal. The output voltage at the VOUT pin is controlled "
        "and stabilized by a system of negative feedback. The current limit circuit and short "
        "protect circuit operate in relation to the level of output current.",
        7.6,
    )
    s.para(
        "<Low ESR Capacitor> With the TX6213 series, a stable output voltage is achievable even if "
        "used with low ESR capacitors. In order to ensure the effectiveness of the phase "
        "compensation, we suggest that an output capacitor (CL) of 1.0" + MU + "F or more is "
        "connected as close as possible to the output pin (VOUT) and the VSS pin. Please use an "
        "input capacitor (CIN) of 1.0" + MU + "F for a stable input power source.",
        7.6,
    )
    s.para(
        "<Current Limiter, Short-Circuit Protection> The TX6213 series includes a combination of a "
        "fixed current limiter circuit and a foldback circuit. When the load current reaches the "
        "current limit level, the fixed current limiter circuit operates and the output voltage "
        "drops. As a result of this drop in output voltage, the foldback circuit operates, the "
        "output voltage drops further and the output current decreases. When the output pin is "
        "shorted, a current of about 40mA flows.",
        7.6,
    )
    s.heading("\u25a0NOTES ON USE", 9)
    s.bullets(
        [
            "Please use this IC within the stated absolute maximum ratings. The IC is liable to "
            "malfunction should the ratings be exceeded.",
            "Where wiring impedance is high, operations may become unstable due to noise and/or "
            "phase lag depending on output current. Please wire the input capacitor and the output "
            "capacitor as close to the IC as possible.",
            "The IC is not designed for use as a battery charger; reverse current from VOUT to VIN "
            "is not limited.",
        ],
        7.4,
    )

    # ---- page 4
    s.add_page()
    s.heading("\u25a0TYPICAL PERFORMANCE CHARACTERISTICS", 9)
    s.figure(
        "(1) Output Voltage vs. Output Current   TX6213P302 (VIN=4.0V, Ta=25" + CELS + ")",
        "Output Current: IOUT (mA)",
        "Output Voltage: VOUT (V)",
        ["0", "100", "200", "300", "400"],
        ["0.0", "1.0", "2.0", "3.0", "4.0"],
        [
            (
                "Ta=25" + CELS,
                [(0, 0.75), (0.6, 0.745), (0.8, 0.73), (0.87, 0.5), (0.6, 0.2), (0.1, 0.0)],
            )
        ],
    )
    s.figure(
        "(2) Dropout Voltage vs. Output Current   TX6213P302",
        "Output Current: IOUT (mA)",
        "Dropout Voltage: Vdif (V)",
        ["0", "50", "100", "150", "200", "250"],
        ["0.0", "0.2", "0.4", "0.6", "0.8"],
        [
            ("Ta=-40" + CELS, [(0, 0), (0.4, 0.2), (1.0, 0.5)]),
            ("Ta=25" + CELS, [(0, 0), (0.4, 0.25), (1.0, 0.62)]),
            ("Ta=85" + CELS, [(0, 0), (0.4, 0.3), (1.0, 0.75)]),
        ],
    )
    s.figure(
        "(3) Supply Current vs. Input Voltage   TX6213P302 (no load)",
        "Input Voltage: VIN (V)",
        "Supply Current: ISS (" + MU + "A)",
        ["0", "1", "2", "3", "4", "5", "6"],
        ["0.0", "0.5", "1.0", "1.5", "2.0"],
        [("Ta=25" + CELS, [(0, 0), (0.3, 0.3), (0.5, 0.55), (0.7, 0.5), (1.0, 0.52)])],
    )
    return save(s, out / "tx6213.pdf")


# ------------------------------------------------ Alpha & Omega-style MOSFET
def aqn3415(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="",
        header_right="AQN3415",
        footer_left="Rev.3.0: October 2022                    www.alvorasemi.example",
        footer_right="Page {page} of 3",
        rule_color=(0, 0, 0),
        table_fill=(230, 230, 230),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "AQN3415 30V N-Channel MOSFET")
    s.add_page()
    s.title_block("AQN3415", "30V N-Channel MOSFET", "Alvora Semiconductor", 20)

    def left() -> None:
        s.heading("General Description", 9.5)
        s.para(
            "The AQN3415 uses advanced trench technology to provide excellent RDS(ON), low gate "
            "charge and operation with gate voltages as low as 2.5V. This device is suitable for "
            "use as a load switch or in PWM applications.",
            7.8,
        )
        s.bullets(["100% UIS Tested", "100% Rg Tested"], 7.8)

    def right() -> None:
        s.heading("Product Summary", 9.5)
        s.table(
            [Col("", 150), Col("", 85, "R")],
            [
                ["V_{DS}", "30V"],
                ["I_{D}  (at V_{GS}=10V)", "5.8A"],
                ["R_{DS(ON)}  (at V_{GS}=10V)", "< 28m" + OHM],
                ["R_{DS(ON)}  (at V_{GS}=4.5V)", "< 33m" + OHM],
                ["R_{DS(ON)}  (at V_{GS}=2.5V)", "< 52m" + OHM],
            ],
            7.8,
            show_head=False,
        )

    s.side_by_side(left, right, 240, 20)
    s.para("SOT-23  (Top View):  pin 1 = G,  pin 2 = S,  pin 3 = D", 7.8)
    s.table(
        [
            Col("Orderable Part Number", 130),
            Col("Package Type", 110, "C"),
            Col("Form", 130, "C"),
            Col("Minimum Order Quantity", 129, "C"),
        ],
        [["AQN3415", "SOT-23", "Tape & Reel", "3000"]],
        7.6,
    )
    s.heading("Absolute Maximum Ratings  TA=25\u00b0C unless otherwise noted", 9.5)
    am_cols = [
        Col("Parameter", 230),
        Col("Symbol", 90, "C"),
        Col("Maximum", 100, "C"),
        Col("Units", 79, "C"),
    ]
    s.table(
        am_cols,
        [
            ["Drain-Source Voltage", "V_{DS}", "30", "V"],
            ["Gate-Source Voltage", "V_{GS}", PM + "12", "V"],
            [
                "Continuous Drain                T_{A}=25\u00b0C\nCurrent ^{G}                      T_{A}=70\u00b0C",
                "I_{D}",
                "5.8\n4.6",
                "A",
            ],
            ["Pulsed Drain Current ^{C}", "I_{DM}", "30", "A"],
            [
                "                                          T_{A}=25\u00b0C\nPower Dissipation ^{B}            T_{A}=70\u00b0C",
                "P_{D}",
                "1.4\n0.9",
                "W",
            ],
            ["Junction and Storage Temperature Range", "T_{J}, T_{STG}", "-55 to 150", "\u00b0C"],
        ],
        7.8,
    )
    s.table(
        [
            Col("Thermal Characteristics\nParameter", 230),
            Col("Symbol", 90, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Units", 79, "C"),
        ],
        [
            [
                "Maximum Junction-to-Ambient ^{A}    t " + LE + " 10s",
                "R_{\u03b8JA}",
                "70",
                "90",
                "\u00b0C/W",
            ],
            [
                "Maximum Junction-to-Ambient ^{A D}  Steady-State",
                "R_{\u03b8JA}",
                "100",
                "125",
                "\u00b0C/W",
            ],
            [
                "Maximum Junction-to-Lead          Steady-State",
                "R_{\u03b8JL}",
                "63",
                "80",
                "\u00b0C/W",
            ],
        ],
        7.8,
    )

    # ---- page 2
    s.add_page()
    s.heading("Electrical Characteristics (TJ=25\u00b0C unless otherwise noted)", 9.5)
    ec_cols = [
        Col("Symbol", 52),
        Col("Parameter", 118),
        Col("Conditions", 150),
        Col("Min", 38, "C"),
        Col("Typ", 38, "C"),
        Col("Max", 38, "C"),
        Col("Units", 65, "C"),
    ]
    s.table(
        ec_cols,
        [
            ["STATIC PARAMETERS"],
            [
                "BV_{DSS}",
                "Drain-Source Breakdown Voltage",
                "I_{D}=250\u00b5A, V_{GS}=0V",
                "30",
                "",
                "",
                "V",
            ],
            [
                "I_{DSS}",
                "Zero Gate Voltage Drain Current",
                "V_{DS}=30V, V_{GS}=0V\n                     T_{J}=55\u00b0C",
                "",
                "",
                "1\n5",
                "\u00b5A",
            ],
            [
                "I_{GSS}",
                "Gate-Body leakage current",
                "V_{DS}=0V, V_{GS}=" + PM + "12V",
                "",
                "",
                PM + "100",
                "nA",
            ],
            [
                "V_{GS(th)}",
                "Gate Threshold Voltage",
                "V_{DS}=V_{GS}, I_{D}=250\u00b5A",
                "0.5",
                "0.95",
                "1.4",
                "V",
            ],
            ["I_{D(ON)}", "On state drain current", "V_{GS}=4.5V, V_{DS}=5V", "30", "", "", "A"],
            [
                "R_{DS(ON)}",
                "Static Drain-Source On-Resistance",
                "V_{GS}=10V, I_{D}=5.8A\n                     T_{J}=125\u00b0C\nV_{GS}=4.5V, I_{D}=5A\nV_{GS}=2.5V, I_{D}=4A",
                "",
                "22\n33\n26\n36",
                "28\n42\n33\n52",
                "m" + OHM + "\n\nm" + OHM + "\nm" + OHM,
            ],
            ["g_{FS}", "Forward Transconductance", "V_{DS}=5V, I_{D}=5.8A", "", "25", "", "S"],
            ["V_{SD}", "Diode Forward Voltage", "I_{S}=1A, V_{GS}=0V", "", "0.75", "1", "V"],
            ["I_{S}", "Maximum Body-Diode Continuous Current ^{G}", "", "", "", "2", "A"],
            ["DYNAMIC PARAMETERS"],
            ["C_{iss}", "Input Capacitance", "V_{GS}=0V, V_{DS}=15V, f=1MHz", "", "580", "", "pF"],
            ["C_{oss}", "Output Capacitance", "", "", "75", "", "pF"],
            ["C_{rss}", "Reverse Transfer Capacitance", "", "", "50", "", "pF"],
            ["R_{g}", "Gate resistance", "f=1MHz", "1.5", "3", "4.5", OHM],
            ["SWITCHING PARAMETERS"],
            [
                "Q_{g}(10V)",
                "Total Gate Charge",
                "V_{GS}=10V, V_{DS}=15V, I_{D}=5.8A",
                "",
                "12.5",
                "18",
                "nC",
            ],
            ["Q_{g}(4.5V)", "Total Gate Charge", "", "", "6", "9", "nC"],
            ["Q_{gs}", "Gate Source Charge", "", "", "1.4", "", "nC"],
            ["Q_{gd}", "Gate Drain Charge", "", "", "2.2", "", "nC"],
            [
                "t_{D(on)}",
                "Turn-On DelayTime",
                "V_{GS}=10V, V_{DS}=15V, R_{L}=2.6" + OHM + ",\nR_{GEN}=3" + OHM,
                "",
                "3.5",
                "",
                "ns",
            ],
            ["t_{r}", "Turn-On Rise Time", "", "", "2.5", "", "ns"],
            ["t_{D(off)}", "Turn-Off DelayTime", "", "", "21", "", "ns"],
            ["t_{f}", "Turn-Off Fall Time", "", "", "4", "", "ns"],
            [
                "t_{rr}",
                "Body Diode Reverse Recovery Time",
                "I_{F}=5.8A, dI/dt=500A/\u00b5s",
                "",
                "8",
                "",
                "ns",
            ],
            [
                "Q_{rr}",
                "Body Diode Reverse Recovery Charge",
                "I_{F}=5.8A, dI/dt=500A/\u00b5s",
                "",
                "2.6",
                "",
                "nC",
            ],
        ],
        7.2,
    )
    s.para(
        "A. The value of R\u03b8JA is measured with the device mounted on 1in\u00b2 FR-4 board with "
        "2oz. Copper, in a still air environment with TA =25\u00b0C. The value in any given "
        "application depends on the user's specific board design.\n"
        "B. The power dissipation PD is based on TJ(MAX)=150\u00b0C, using \u2264 10s junction-to-ambient "
        "thermal resistance.\n"
        "C. Repetitive rating, pulse width limited by junction temperature TJ(MAX)=150\u00b0C. Ratings are "
        "based on low frequency and duty cycles to keep initial TJ=25\u00b0C.\n"
        "D. The R\u03b8JA is the sum of the thermal impedance from junction to lead R\u03b8JL and lead to ambient.\n"
        "E. The static characteristics in Figures 1 to 6 are obtained using <300\u00b5s pulses, duty cycle "
        "0.5% max.\n"
        "G. The maximum current rating is package limited.",
        6.8,
    )
    s.para(
        "THIS PRODUCT HAS BEEN DESIGNED AND QUALIFIED FOR THE CONSUMER MARKET. APPLICATIONS OR USES "
        "AS CRITICAL COMPONENTS IN LIFE SUPPORT DEVICES OR SYSTEMS ARE NOT AUTHORIZED.",
        6.8,
    )

    # ---- page 3
    s.add_page()
    s.heading("TYPICAL ELECTRICAL AND THERMAL CHARACTERISTICS", 9.5)
    s.figure(
        "Figure 1: On-Region Characteristics (Note E)",
        "VDS (Volts)",
        "ID (A)",
        ["0", "1", "2", "3", "4", "5"],
        ["0", "5", "10", "15", "20", "25", "30"],
        [
            ("VGS=10V", [(0, 0), (0.1, 0.6), (0.3, 0.9), (1.0, 0.95)]),
            ("VGS=4.5V", [(0, 0), (0.1, 0.5), (0.3, 0.8), (1.0, 0.85)]),
            ("VGS=2.5V", [(0, 0), (0.1, 0.25), (0.3, 0.4), (1.0, 0.42)]),
            ("VGS=2V", [(0, 0), (0.1, 0.08), (1.0, 0.1)]),
        ],
        height=110,
    )
    s.figure(
        "Figure 3: On-Resistance vs. Drain Current and Gate Voltage (Note E)",
        "ID (A)",
        "RDS(ON) (m\u03a9)",
        ["0", "2", "4", "6", "8", "10"],
        ["10", "20", "30", "40", "50", "60"],
        [
            ("VGS=2.5V", [(0, 0.45), (1.0, 0.6)]),
            ("VGS=4.5V", [(0, 0.3), (1.0, 0.36)]),
            ("VGS=10V", [(0, 0.22), (1.0, 0.26)]),
        ],
        height=110,
    )
    s.figure(
        "Figure 5: On-Resistance vs. Gate-Source Voltage (Note E); ID=5.8A, "
        "RDS(ON) = 31m\u03a9 typ. at VGS=3.3V, TJ=25\u00b0C",
        "VGS (Volts)",
        "RDS(ON) (m\u03a9)",
        ["2", "4", "6", "8", "10"],
        ["0", "20", "40", "60", "80"],
        [
            ("25\u00b0C", [(0, 0.55), (0.15, 0.39), (0.3, 0.33), (1.0, 0.28)]),
            ("125\u00b0C", [(0, 0.7), (0.15, 0.55), (0.3, 0.47), (1.0, 0.41)]),
        ],
        height=110,
    )
    return save(s, out / "aqn3415.pdf")
