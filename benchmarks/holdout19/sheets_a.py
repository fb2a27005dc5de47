"""Hold-out 19 datasheets: thermostat IC, voltage detector, TVS array, PTC fuses.

A US analog-house sheet of a factory-programmed digital thermostat (Maxim-like;
header-sentence conditions, unnamed rows per temperature range), a Japanese
voltage detector with watchdog (ABLIC-like; one EC table per detection
voltage, continued on the next page), a European TVS/ESD array (Nexperia-like;
numbered sections, limiting values vs characteristics, one row per type) and
a US PTC resettable fuse sheet (Bourns-like; one row per model with units in
the heads, table continued on page 2).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
X = "\u00d7"


# ------------------------------------------------ digital thermostat (US analog)
def vth6120(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="VTH6120",
        header_right="Factory-Programmed Digital Thermostat in SOT23",
        footer_left="Varden Microsystems, Inc.  19-6120; Rev 2; 3/24",
        footer_right="{page}",
        table_fill=(225, 225, 225),
        accent=(0, 0, 0),
    )
    s = Sheet(style, "VTH6120 digital thermostat")
    s.add_page()
    s.title_block(
        "VTH6120", "Factory-Programmed, Low-Power Digital Thermostat with Open-Drain Output"
    )
    s.heading("General Description", 10, rule=True)
    s.para(
        "The VTH6120 is a fully integrated temperature switch. Its open-drain TOVER output "
        "goes low when the die temperature exceeds a trip point set at the factory "
        "(+60" + DEG + ", +80" + DEG + " or +100" + DEG + "). A logic input selects 2" + DEG + " "
        "or 10" + DEG + " of hysteresis. The part needs no external components and has no "
        "serial interface; the trip point cannot be changed by the user.",
        8.5,
    )
    s.heading("Features", 10, rule=True)
    s.bullets(
        [
            "+2.7V to +5.5V Supply Range",
            "30" + MU + "A Typical Supply Current",
            PM + "0.5" + DEG + " Typical Trip-Point Accuracy",
            "Open-Drain Output Sinks 10mA",
            "Pin-Selectable 2" + DEG + " or 10" + DEG + " Hysteresis",
            "5-Pin SOT23 Package",
        ],
        8.5,
    )
    s.heading("Ordering Information", 10, rule=True)
    s.table(
        [
            Col("PART", 110),
            Col("TRIP POINT", 90, "C"),
            Col("TEMP RANGE", 110, "C"),
            Col("PIN-PACKAGE", 95, "C"),
            Col("TOP MARK", 94, "C"),
        ],
        [
            ["VTH6120UK060", "+60" + DEG, "-40" + DEG + " to +125" + DEG, "5 SOT23", "AFKE"],
            ["VTH6120UK080", "+80" + DEG, "-40" + DEG + " to +125" + DEG, "5 SOT23", "AFKF"],
            ["VTH6120UK100", "+100" + DEG, "-40" + DEG + " to +125" + DEG, "5 SOT23", "AFKG"],
        ],
        8,
    )
    s.heading("Absolute Maximum Ratings", 10, rule=True)
    s.leaders(
        [
            ("VDD to GND", "-0.3V to +6V"),
            ("TOVER to GND", "-0.3V to +6V"),
            ("HYST to GND", "-0.3V to (VDD + 0.3V)"),
            ("TOVER Current", "20mA"),
            ("Continuous Power Dissipation (TA = +70" + DEG + ")", "571mW"),
            ("Operating Temperature Range", "-55" + DEG + " to +150" + DEG),
            ("Junction Temperature", "+150" + DEG),
            ("Storage Temperature Range", "-65" + DEG + " to +150" + DEG),
        ],
        8,
    )
    s.para(
        "Stresses beyond those listed under Absolute Maximum Ratings may cause permanent "
        "damage to the device. These are stress ratings only.",
        7,
    )
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS", 10, rule=True)
    s.para(
        "(VDD = +2.7V to +5.5V, TA = -40" + DEG + " to +125" + DEG + ", unless otherwise noted. "
        "Typical values are at VDD = +3.3V and TA = +25" + DEG + ".)",
        7.5,
    )
    s.table(
        [
            Col("PARAMETER", 112),
            Col("SYMBOL", 52, "C"),
            Col("CONDITIONS", 155),
            Col("MIN", 42, "C"),
            Col("TYP", 42, "C"),
            Col("MAX", 42, "C"),
            Col("UNITS", 54, "C"),
        ],
        [
            ["Supply Voltage Range", "V_{DD}", "", "2.7", "", "5.5", "V"],
            ["Supply Current", "I_{DD}", "", "", "30", "50", MU + "A"],
            [
                "Temperature Threshold\nAccuracy",
                "\u0394T_{TH}",
                "TA = 0" + DEG + " to +70" + DEG,
                "-2.0",
                PM + "0.5",
                "+2.0",
                DEG,
            ],
            ["", "", "TA = -40" + DEG + " to +125" + DEG, "-4.0", "", "+4.0", DEG],
            ["Temperature Threshold\nHysteresis", "T_{HYST}", "HYST = GND", "", "2", "", DEG],
            ["", "", "HYST = VDD", "", "10", "", DEG],
            ["HYST Input High Voltage", "V_{IH}", "", "0.7 x VDD", "", "", "V"],
            ["HYST Input Low Voltage", "V_{IL}", "", "", "", "0.3 x VDD", "V"],
            ["Output Low Voltage", "V_{OL}", "ISINK = 3mA, VDD = 2.7V", "", "", "0.3", "V"],
            ["", "", "ISINK = 10mA, VDD = 4.5V", "", "", "0.5", "V"],
            ["Output Leakage Current", "I_{LEAK}", "VTOVER = 5.5V", "", "", "1", MU + "A"],
            ["Power-On Delay", "t_{PU}", "VDD rising above 2.7V", "", "2", "", "ms"],
        ],
        7.5,
    )
    s.heading("Pin Description", 10, rule=True)
    s.table(
        [Col("PIN", 50, "C"), Col("NAME", 80, "C"), Col("FUNCTION", 369)],
        [
            [
                "1",
                "HYST",
                "Hysteresis select. Connect to GND for 2" + DEG + ", to VDD for 10" + DEG,
            ],
            ["2", "GND", "Ground"],
            ["3", "VDD", "Supply input. Bypass with 0.1" + MU + "F to GND"],
            ["4", "N.C.", "No connection"],
            ["5", "TOVER", "Open-drain, active-low overtemperature output"],
        ],
        7.5,
    )
    s.heading("Applications Information", 10, rule=True)
    s.para(
        "TOVER is an open-drain output. Pull it up with 10k" + OHM + " to any voltage up to "
        "5.5V; the pull-up voltage may be higher than VDD, so a VTH6120 supplied from 3.3V "
        "can signal a 5V controller. TOVER can sink 10mA and drive a small relay driver "
        "transistor or an LED directly, but must not switch a relay coil itself.",
        8,
    )
    s.para(
        "The VTH6120 senses its own die temperature. The thermal time constant depends on "
        "the PCB, the airflow and the mounting and is not specified in this data sheet.",
        8,
    )
    return save(s, out / "vth6120.pdf")


# ------------------------------------------------ voltage detector with watchdog (Japan)
def hw61(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="HW61 Series",
        header_right="Hoshida Semiconductor Co., Ltd.",
        footer_left="Rev.3.1_00",
        footer_right="{page}",
        table_fill=(235, 235, 245),
        accent=(0, 40, 120),
    )
    s = Sheet(style, "HW61 series voltage detector with watchdog timer")
    s.add_page()
    s.title_block("HW61 Series", "VOLTAGE DETECTOR WITH WATCHDOG TIMER", "", 20)
    s.para(
        "The HW61 Series is a CMOS voltage detector with a built-in watchdog timer. It "
        "resets a microcontroller when the supply falls below the detection voltage and "
        "when the WDI pin is not toggled within the watchdog time-out period.",
        8.5,
    )
    s.heading("\u25a0 Features", 10)
    s.lines(
        [
            "\u2022 Detection voltage:             2.9 V, 4.4 V",
            "\u2022 Detection voltage accuracy:    " + PM + "1.5%",
            "\u2022 Current consumption:           1.5 " + MU + "A typ. (HW61x29, VDD = 3.5 V)",
            "\u2022 Operating voltage range:       0.9 V to 6.0 V",
            "\u2022 Output form:                   Nch open-drain (HW61N), CMOS (HW61C)",
            "\u2022 Operating temperature range:   Ta = -40" + DEG + " to +85" + DEG,
        ],
        8.5,
        3,
    )
    s.heading("\u25a0 Product Name List", 10)
    s.table(
        [
            Col("Product name", 130),
            Col("Detection voltage", 110, "C"),
            Col("Output form", 130, "C"),
            Col("Package", 129, "C"),
        ],
        [
            ["HW61N29-M5T1", "2.9 V", "Nch open-drain", "SOT-23-5"],
            ["HW61C29-M5T1", "2.9 V", "CMOS", "SOT-23-5"],
            ["HW61N44-M5T1", "4.4 V", "Nch open-drain", "SOT-23-5"],
            ["HW61C44-M5T1", "4.4 V", "CMOS", "SOT-23-5"],
        ],
        8,
    )
    s.heading("\u25a0 Absolute Maximum Ratings", 10)
    s.para("(Ta = +25" + DEG + " unless otherwise specified)", 7.5)
    s.table(
        [
            Col("Item", 180),
            Col("Symbol", 70, "C"),
            Col("Absolute Maximum Rating", 180, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Power supply voltage", "V_{DD} - V_{SS}", "8.0", "V"],
            ["WDI input voltage", "V_{WDI}", "V_{SS} - 0.3 to V_{DD} + 0.3", "V"],
            ["Output voltage   Nch open-drain", "V_{OUT}", "V_{SS} - 0.3 to V_{SS} + 8.0", "V"],
            ["                 CMOS", "", "V_{SS} - 0.3 to V_{DD} + 0.3", "V"],
            ["Output current", "I_{OUT}", "50", "mA"],
            ["Operating ambient temperature", "T_{opr}", "-40 to +85", DEG],
            ["Storage temperature", "T_{stg}", "-40 to +125", DEG],
        ],
        7.5,
    )
    s.heading("\u25a0 Electrical Characteristics", 10)
    s.para(
        "1. HW61x29 (detection voltage 2.9 V)   (Ta = +25" + DEG + " unless otherwise specified)", 8
    )
    ec_cols = [
        Col("Item", 110),
        Col("Symbol", 50, "C"),
        Col("Condition", 139),
        Col("Min.", 45, "C"),
        Col("Typ.", 45, "C"),
        Col("Max.", 45, "C"),
        Col("Unit", 65, "C"),
    ]
    s.table(
        ec_cols,
        [
            ["Detection voltage", "-V_{DET}", "", "2.857", "2.900", "2.943", "V"],
            ["Hysteresis width", "V_{HYS}", "", "0.087", "0.145", "0.203", "V"],
            ["Current consumption", "I_{SS}", "VDD = 3.5 V", "", "1.5", "3.0", MU + "A"],
            ["Operating voltage", "V_{DD}", "", "0.9", "", "6.0", "V"],
            ["Watchdog time-out", "t_{WD}", "", "1.1", "1.6", "2.3", "s"],
            ["Reset time-out period", "t_{RST}", "", "140", "200", "280", "ms"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("\u25a0 Electrical Characteristics (continued)", 10)
    s.para(
        "2. HW61x44 (detection voltage 4.4 V)   (Ta = +25" + DEG + " unless otherwise specified)", 8
    )
    s.table(
        ec_cols,
        [
            ["Detection voltage", "-V_{DET}", "", "4.334", "4.400", "4.466", "V"],
            ["Hysteresis width", "V_{HYS}", "", "0.132", "0.220", "0.308", "V"],
            ["Current consumption", "I_{SS}", "VDD = 5.5 V", "", "2.0", "4.0", MU + "A"],
            ["Operating voltage", "V_{DD}", "", "0.9", "", "6.0", "V"],
            ["Watchdog time-out", "t_{WD}", "", "1.1", "1.6", "2.3", "s"],
            ["Reset time-out period", "t_{RST}", "", "140", "200", "280", "ms"],
        ],
        7.5,
    )
    s.para("3. Common to all products   (Ta = +25" + DEG + " unless otherwise specified)", 8)
    s.table(
        ec_cols,
        [
            ['WDI input voltage "H"', "V_{IH}", "", "0.8" + X + "VDD", "", "", "V"],
            ['WDI input voltage "L"', "V_{IL}", "", "", "", "0.2" + X + "VDD", "V"],
            ["WDI pulse width", "t_{WDI}", "", "1", "", "", MU + "s"],
            [
                "Output current",
                "I_{OUT}",
                "Nch, VDS = 0.5 V\nVDD = 1.2 V",
                "0.23",
                "0.50",
                "",
                "mA",
            ],
            ["", "", "Nch, VDS = 0.5 V\nVDD = 2.4 V", "1.60", "3.20", "", "mA"],
            ["Leakage current", "I_{LEAK}", "Nch, VOUT = 6.0 V", "", "", "0.1", MU + "A"],
        ],
        7.5,
    )
    s.heading("\u25a0 Pin Configuration (SOT-23-5)", 10)
    s.table(
        [Col("Pin No.", 60, "C"), Col("Symbol", 80, "C"), Col("Description", 359)],
        [
            ["1", "OUT", 'Reset output (active "L")'],
            ["2", "VSS", "GND pin"],
            ["3", "WDI", "Watchdog input; leave open to disable the watchdog"],
            ["4", "NC", "No connection"],
            ["5", "VDD", "Power supply pin"],
        ],
        7.5,
    )
    s.heading("\u25a0 Precautions", 10)
    s.lines(
        [
            "\u2022 Pull the Nch open-drain output up to a voltage of 8.0 V or less.",
            "\u2022 The CMOS output swings between VSS and VDD only.",
            "\u2022 Behaviour of the detector under radiation is not specified.",
        ],
        8,
        3,
    )
    revision_table(
        s,
        [["2023-06", "3.0", "Initial release"], ["2024-02", "3.1", "Added HW61C44"]],
        (90, 60, 349),
    )
    return save(s, out / "hw61.pdf")


# ------------------------------------------------ TVS / ESD protection array (European)
def zpa4u(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Zelvar Semiconductors",
        header_right="ZPA4U05; ZPA4U33",
        footer_left="ZPA4U05_ZPA4U33  Product data sheet  Rev. 2 \u2014 8 March 2024",
        footer_right="{page} of {nb}",
        table_fill=(220, 235, 240),
        accent=(0, 90, 130),
        grid=False,
    )
    s = Sheet(style, "ZPA4U05; ZPA4U33 4-line ESD protection")
    s.add_page()
    s.title_block(
        "ZPA4U05; ZPA4U33",
        "Ultra low capacitance 4-line ESD protection array",
        "Rev. 2 \u2014 8 March 2024                        Product data sheet",
    )
    s.heading("1. General description", 10, rule=True)
    s.para(
        "Ultra low capacitance unidirectional ElectroStatic Discharge (ESD) protection "
        "array for four data lines in a SOT363 small Surface-Mounted Device (SMD) plastic "
        "package, designed to protect high-speed interfaces such as USB 2.0 and HDMI.",
        8.5,
    )
    s.heading("2. Features and benefits", 10, rule=True)
    s.bullets(
        [
            "ESD protection of 4 lines up to " + PM + "15 kV (contact discharge)",
            "IEC 61000-4-2, level 4",
            "Ultra low line capacitance: 0.45 pF",
            "Reverse standoff voltage 5 V (ZPA4U05) or 3.3 V (ZPA4U33)",
        ],
        8.5,
    )
    s.heading("3. Quick reference data", 10, rule=True)
    qcols = [
        Col("Symbol", 50),
        Col("Parameter", 120),
        Col("Conditions", 139),
        Col("Min", 45, "C"),
        Col("Typ", 45, "C"),
        Col("Max", 45, "C"),
        Col("Unit", 55, "C"),
    ]
    s.table(
        qcols,
        [
            ["V_{RWM}", "reverse standoff\nvoltage", "ZPA4U05", "-", "-", "5.0", "V"],
            ["", "", "ZPA4U33", "-", "-", "3.3", "V"],
            ["C_{d}", "diode capacitance", "f = 1 MHz; VR = 0 V", "-", "0.45", "0.6", "pF"],
        ],
        7.5,
    )
    s.heading("4. Pinning information", 10, rule=True)
    s.table(
        [Col("Pin", 60, "C"), Col("Symbol", 80, "C"), Col("Description", 359)],
        [
            ["1", "IO1", "ESD protection line 1"],
            ["2", "GND", "ground"],
            ["3", "IO2", "ESD protection line 2"],
            ["4", "IO3", "ESD protection line 3"],
            ["5", "VBUS", "supply rail protection"],
            ["6", "IO4", "ESD protection line 4"],
        ],
        7.5,
    )
    s.heading("5. Ordering information", 10, rule=True)
    s.table(
        [
            Col("Type number", 120),
            Col("Package", 80, "C"),
            Col("Description", 220),
            Col("Version", 79, "C"),
        ],
        [
            ["ZPA4U05", "TSSOP6", "plastic surface-mounted package; 6 leads", "SOT363"],
            ["ZPA4U33", "TSSOP6", "plastic surface-mounted package; 6 leads", "SOT363"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("6. Limiting values", 10, rule=True)
    s.para("In accordance with the Absolute Maximum Rating System (IEC 60134).", 7.5)
    s.table(
        qcols,
        [
            [
                "V_{ESD}",
                "electrostatic\ndischarge voltage",
                "IEC 61000-4-2; contact [1]",
                "-15",
                "-",
                "+15",
                "kV",
            ],
            ["", "", "IEC 61000-4-2; air [1]", "-20", "-", "+20", "kV"],
            ["P_{PP}", "peak pulse power", "tp = 8/20 " + MU + "s [2]", "-", "-", "45", "W"],
            ["I_{PP}", "peak pulse current", "tp = 8/20 " + MU + "s [2]", "-", "-", "3.5", "A"],
            ["T_{j}", "junction temperature", "", "-", "-", "150", DEG],
            ["T_{amb}", "ambient temperature", "", "-40", "-", "+125", DEG],
            ["T_{stg}", "storage temperature", "", "-65", "-", "+150", DEG],
        ],
        7.5,
    )
    s.para(
        "[1] Device stressed with ten non-repetitive ESD pulses.  "
        "[2] In accordance with IEC 61000-4-5 (surge); per line to GND.",
        7,
    )
    s.heading("7. Characteristics", 10, rule=True)
    s.para("Tamb = 25 " + DEG + " unless otherwise specified.", 7.5)
    s.table(
        qcols,
        [
            ["V_{RWM}", "reverse standoff\nvoltage", "ZPA4U05", "-", "-", "5.0", "V"],
            ["", "", "ZPA4U33", "-", "-", "3.3", "V"],
            ["V_{BR}", "breakdown voltage", "IR = 1 mA; ZPA4U05", "6.0", "7.2", "9.0", "V"],
            ["", "", "IR = 1 mA; ZPA4U33", "4.0", "4.8", "6.0", "V"],
            ["I_{RM}", "reverse leakage\ncurrent", "VRWM = 5 V; ZPA4U05", "-", "1", "50", "nA"],
            ["", "", "VRWM = 3.3 V; ZPA4U33", "-", "5", "100", "nA"],
            ["V_{CL}", "clamping voltage", "IPP = 1 A; ZPA4U05 [1]", "-", "-", "10", "V"],
            ["", "", "IPP = 1 A; ZPA4U33 [1]", "-", "-", "8", "V"],
            ["C_{d}", "diode capacitance", "f = 1 MHz; VR = 0 V", "-", "0.45", "0.6", "pF"],
        ],
        7.5,
    )
    s.para(
        "[1] Non-repetitive current pulse 8/20 " + MU + "s exponentially decaying waveform "
        "according to IEC 61000-4-5.",
        7,
    )
    s.heading("8. Application information", 10, rule=True)
    s.para(
        "Place the device as close to the connector as possible. Choose the type whose "
        "reverse standoff voltage is at or above the highest signal voltage on the line: a "
        "5 V signal needs the ZPA4U05; the ZPA4U33 conducts on 5 V lines. The device is not "
        "rated for protection against lightning surges on long outdoor cables; performance "
        "to IEC 61000-4-5 beyond the values in Section 6 is not specified.",
        8,
    )
    return save(s, out / "zpa4u.pdf")


# ------------------------------------------------ PTC resettable fuses (US component)
def mfx(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="MFX Series - PTC Resettable Fuses",
        header_right="CALVERTON",
        footer_left="Specifications are subject to change without notice. Calverton Circuit Protection Inc.",
        footer_right="{page}",
        table_fill=(245, 210, 210),
        accent=(170, 20, 30),
    )
    s = Sheet(style, "MFX series PTC resettable fuses")
    s.add_page()
    s.title_block("MFX Series", "Multifuse-style PTC Resettable Fuses, Radial Leaded")
    s.heading("Features", 10)
    s.bullets(
        [
            "Radial leaded devices, hold currents 0.20 A to 2.00 A",
            "Maximum voltage 30 V (MFX020 - MFX160); 16 V (MFX200)",
            "Operating temperature -40 " + DEG + " to +85 " + DEG,
            "Agency recognition: UL, cUL, TUV",
        ],
        8.5,
    )
    s.heading("Electrical Characteristics", 10)
    s.para(
        "Ihold and Itrip at 23 "
        + DEG
        + " in still air. Resistance measured at 23 "
        + DEG
        + " before soldering.",
        7.5,
    )
    cols = [
        Col("Model", 62),
        Col("V max.\n(Vdc)", 46, "C"),
        Col("I max.\n(A)", 44, "C"),
        Col("Ihold\n(A)", 46, "C"),
        Col("Itrip\n(A)", 46, "C"),
        Col("Pd typ.\n(W)", 46, "C"),
        Col("Trip time\nat (A)", 54, "C"),
        Col("Trip time\nmax. (s)", 54, "C"),
        Col("R min.\n(Ohms)", 50, "C"),
        Col("R1 max.\n(Ohms)", 51, "C"),
    ]
    s.table(
        cols,
        [
            ["MFX020", "30", "40", "0.20", "0.40", "0.40", "1.0", "2.2", "1.50", "4.40"],
            ["MFX030", "30", "40", "0.30", "0.60", "0.48", "1.5", "3.0", "0.76", "3.00"],
            ["MFX050", "30", "40", "0.50", "1.00", "0.50", "2.5", "4.0", "0.35", "1.30"],
            ["MFX075", "30", "40", "0.75", "1.50", "0.60", "3.8", "5.0", "0.18", "0.72"],
        ],
        7.5,
    )
    s.para(
        "Ihold = hold current: maximum current the device will pass without tripping. "
        "Itrip = trip current: minimum current at which the device will always trip. "
        "V max. = maximum voltage the device can withstand without damage at rated current. "
        "I max. = maximum fault current. Pd = power dissipated in the tripped state. "
        "R1 max. = maximum resistance one hour after reflow or tripping.",
        7.5,
    )
    s.heading("Thermal Derating (percentage of Ihold)", 10)
    s.table(
        [Col("Ambient", 99)]
        + [
            Col(t, 80, "C")
            for t in ("-40 " + DEG, "0 " + DEG, "23 " + DEG, "50 " + DEG, "85 " + DEG)
        ],
        [["% of Ihold", "145 %", "118 %", "100 %", "78 %", "52 %"]],
        8,
    )
    s.add_page()
    s.heading("Electrical Characteristics (continued)", 10)
    s.table(
        cols,
        [
            ["MFX110", "30", "40", "1.10", "2.20", "0.70", "5.5", "6.6", "0.12", "0.41"],
            ["MFX160", "30", "40", "1.60", "3.20", "0.90", "8.0", "10.0", "0.06", "0.22"],
            ["MFX200", "16", "40", "2.00", "4.00", "0.90", "10.0", "12.0", "0.05", "0.17"],
        ],
        7.5,
    )
    s.heading("Environmental Specifications", 10)
    s.table(
        [Col("Test", 200), Col("Conditions", 200), Col("Resistance change", 99, "C")],
        [
            ["Passive aging", "+85 " + DEG + ", 1000 hours", PM + "5 %"],
            ["Humidity aging", "+85 " + DEG + ", 85 % R.H., 1000 hours", PM + "5 %"],
            ["Thermal shock", "+85 " + DEG + " / -40 " + DEG + ", 10 times", PM + "10 %"],
            ["Trip endurance", "V max., 48 hours", PM + "10 %"],
        ],
        7.5,
    )
    s.heading("Physical Dimensions (mm)", 10)
    s.table(
        [
            Col("Model", 99),
            Col("A max.", 100, "C"),
            Col("B max.", 100, "C"),
            Col("C nom.", 100, "C"),
            Col("Lead dia.", 100, "C"),
        ],
        [
            ["MFX020 - MFX075", "7.4", "12.7", "5.1", "0.51"],
            ["MFX110 - MFX200", "9.5", "14.0", "5.1", "0.81"],
        ],
        7.5,
    )
    s.heading("Application Notes", 10)
    s.para(
        "Select a device whose Ihold at the highest ambient temperature (see Thermal "
        "Derating) is above the normal load current and whose V max. is above the "
        "circuit voltage. A tripped device stays latched while voltage is applied; remove "
        "the fault and the power to reset it. MFX devices are for DC circuits only and "
        "are not rated for AC mains. Trip behaviour after more than 100 trip cycles is "
        "not specified.",
        8,
    )
    return save(s, out / "mfx.pdf")
