"""Hold-out 6 datasheets, part 2: a Linear Technology-style micropower buck regulator
(with the bullet column that marks full-temperature limits) and a Diodes
Incorporated-style Darlington transistor array family.
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
BULLET = "\u25cf"
SQ = "\u25a0"
EN = "\u2013"  # en dash, the minus sign of this vendor's sheets


# ------------------------------------------------------- LTC-style buck regulator
def clt3671(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="",
        header_right="",
        footer_left="3671fb",
        footer_right="{page}",
        rule_color=(0, 0, 0),
        table_fill=(225, 225, 225),
        accent=(0, 0, 0),
        grid=False,
    )
    s = Sheet(style, "CLT3671 / CLT3671-3.3 / CLT3671-5")
    s.add_page()
    s.title_block(
        "CLT3671/CLT3671-3.3/CLT3671-5",
        "40V, 600mA Micropower Synchronous Step-Down Regulator with 2.5"
        + MU
        + "A Quiescent Current",
        "Corvane Linear Technology",
        size=20,
    )

    def features() -> None:
        s.heading("FEATURES", 10, rule=True)
        s.bullets(
            [
                "Wide Input Voltage Range: 3.6V to 40V",
                "600mA Output Current",
                "Ultralow Quiescent Current Burst Mode\u00ae Operation: 2.5" + MU + "A IQ "
                "Regulating 12VIN to 3.3VOUT",
                "Fixed Output Voltages: 3.3V, 5V; Adjustable Output from 0.8V",
                "Fixed Frequency Operation: 2.2MHz",
                "Internal Compensation, Internal Soft-Start",
                "Thermally Enhanced 10-Lead MSOP and 3mm \u00d7 3mm DFN Packages",
            ],
            8.5,
            mark=SQ,
        )
        s.heading("APPLICATIONS", 10, rule=True)
        s.bullets(
            [
                "Battery and Energy Harvesting Systems",
                "Industrial Sensor Nodes",
                "Automotive Always-On Supplies",
            ],
            8.5,
            mark=SQ,
        )

    def description() -> None:
        s.heading("DESCRIPTION", 10, rule=True)
        s.para(
            "The CLT3671 is a high efficiency step-down DC/DC converter with integrated power "
            "switches that draws only 2.5" + MU + "A of quiescent current while regulating the "
            "output with no load. The part operates over a wide input voltage range and can deliver "
            "up to 600mA of output current. Burst Mode operation keeps the output ripple low at light "
            "loads; at heavier loads the part switches at a constant 2.2MHz.",
            8.5,
        )
        s.para(
            "The CLT3671-3.3 and CLT3671-5 have internally set output voltages; the CLT3671 output "
            "is set with an external resistor divider to any value from 0.8V up to the input voltage. "
            "A RUN pin with an accurate threshold and a power good output simplify sequencing.",
            8.5,
        )

    s.side_by_side(features, description, split=240, gap=18)
    s.heading("TYPICAL APPLICATION", 10, rule=True)
    s.para(
        "12V to 3.3V Step-Down Converter: VIN 4V to 40V, 4.7"
        + MU
        + "F input capacitor, 10"
        + MU
        + "H inductor, 22"
        + MU
        + "F output capacitor, CLT3671-3.3 with RUN tied to VIN, VOUT 3.3V "
        "at 600mA.",
        8.5,
    )
    s.figure(
        "Efficiency vs Load Current, CLT3671-3.3",
        "LOAD CURRENT (mA)",
        "EFFICIENCY (%)",
        ["0.01", "0.1", "1", "10", "100", "600"],
        ["50", "60", "70", "80", "90", "100"],
        [
            ("VIN = 5V", [(0, 0.52), (0.2, 0.7), (0.4, 0.8), (0.6, 0.85), (0.8, 0.86), (1, 0.8)]),
            ("VIN = 12V", [(0, 0.4), (0.2, 0.6), (0.4, 0.74), (0.6, 0.8), (0.8, 0.82), (1, 0.76)]),
            ("VIN = 24V", [(0, 0.3), (0.2, 0.5), (0.4, 0.66), (0.6, 0.74), (0.8, 0.78), (1, 0.72)]),
        ],
        height=105,
    )

    # ---- page 2
    s.add_page()

    def abs_max() -> None:
        s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5, rule=True)
        s.para("(Note 1)", 7.5)
        s.leaders(
            [
                ("VIN, RUN Voltage", f" {EN}0.3V to 42V"),
                ("FB/VOUT Voltage", f" {EN}0.3V to 6V"),
                ("PG Voltage", f" {EN}0.3V to 6V"),
                ("Operating Junction Temperature", ""),
                ("Range (Note 2) CLT3671E, CLT3671I", f" {EN}40{DEG} to 125{DEG}"),
                ("CLT3671H", f" {EN}40{DEG} to 150{DEG}"),
                ("Storage Temperature Range", f" {EN}65{DEG} to 150{DEG}"),
            ],
            8,
        )

    def pin_config() -> None:
        s.heading("PIN CONFIGURATION", 9.5, rule=True)
        s.lines(
            [
                "TOP VIEW  MSE PACKAGE, 10-LEAD PLASTIC MSOP",
                "1 VIN    10 SW",
                "2 RUN    9 GND",
                "3 PG     8 FB/VOUT",
                "4 NC     7 NC",
                "5 GND    6 BST",
                "EXPOSED PAD (PIN 11) IS GND, MUST BE SOLDERED TO PCB",
                f"\u03b8JA = 45{DEG}/W",
            ],
            7.5,
            3,
        )

    s.side_by_side(abs_max, pin_config, split=250, gap=18)
    s.heading("ORDER INFORMATION", 9.5, rule=True)
    s.table(
        [
            Col("LEAD FREE FINISH", 95),
            Col("TAPE AND REEL", 105),
            Col("PART MARKING*", 65, "C"),
            Col("PACKAGE DESCRIPTION", 132),
            Col("TEMPERATURE RANGE", 102, "C"),
        ],
        [
            [
                "CLT3671EMSE#PBF",
                "CLT3671EMSE#TRPBF",
                "3671",
                "10-Lead Plastic MSOP",
                f"{EN}40{DEG} to 125{DEG}",
            ],
            [
                "CLT3671IMSE-3.3#PBF",
                "CLT3671IMSE-3.3#TRPBF",
                "367133",
                "10-Lead Plastic MSOP",
                f"{EN}40{DEG} to 125{DEG}",
            ],
            [
                "CLT3671HMSE-5#PBF",
                "CLT3671HMSE-5#TRPBF",
                "36715",
                "10-Lead Plastic MSOP",
                f"{EN}40{DEG} to 150{DEG}",
            ],
            [
                "CLT3671EDD#PBF",
                "CLT3671EDD#TRPBF",
                "LKRV",
                "10-Lead (3mm \u00d7 3mm) DFN",
                f"{EN}40{DEG} to 125{DEG}",
            ],
        ],
        7.5,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5, rule=True)
    s.para(
        "The " + BULLET + " denotes the specifications which apply over the full operating "
        "temperature range, otherwise specifications are at TA = 25" + DEG + ". VIN = 12V, "
        "VRUN = 12V unless otherwise noted. (Note 2)",
        8,
    )
    ec = [
        Col("PARAMETER", 140),
        Col("CONDITIONS", 165),
        Col("", 20, "C"),
        Col("MIN", 42, "C"),
        Col("TYP", 42, "C"),
        Col("MAX", 42, "C"),
        Col("UNITS", 48, "C"),
    ]
    s.table(
        ec,
        [
            ["Input Voltage Range", "", BULLET, "3.6", "", "40", "V"],
            ["Quiescent Current in Shutdown", "VRUN = 0V", "", "", "0.7", "2", MU + "A"],
            ["Quiescent Current in Sleep", "CLT3671, VFB > 0.8V", "", "", "1.7", "4", MU + "A"],
            ["", "CLT3671-3.3, CLT3671-5, no load", BULLET, "", "2.5", "6", MU + "A"],
            ["Feedback Voltage", "CLT3671", "", "0.792", "0.800", "0.808", "V"],
            ["", "", BULLET, "0.784", "", "0.816", "V"],
            ["Output Voltage", "CLT3671-3.3, VIN = 4V to 40V", "", "3.267", "3.300", "3.333", "V"],
            ["", "", BULLET, "3.234", "", "3.366", "V"],
            ["", "CLT3671-5, VIN = 6V to 40V", "", "4.950", "5.000", "5.050", "V"],
            ["", "", BULLET, "4.900", "", "5.100", "V"],
            ["Dropout Voltage (VIN " + EN + " VOUT)", "IOUT = 100mA", "", "", "90", "", "mV"],
            ["", "IOUT = 600mA", BULLET, "", "550", "800", "mV"],
            ["Top Switch Current Limit", "", BULLET, "0.9", "1.2", "1.5", "A"],
            ["Switching Frequency", "", BULLET, "1.9", "2.2", "2.5", "MHz"],
            ["RUN Pin Threshold", "RUN Rising", BULLET, "0.96", "1.00", "1.04", "V"],
            ["PG Voltage Low", "IPG = 2mA", "", "", "0.1", "0.3", "V"],
        ],
        7.5,
    )
    s.para(
        "Note 1: Stresses beyond those listed under Absolute Maximum Ratings may cause permanent "
        "damage to the device. Exposure to any Absolute Maximum Rating condition for extended periods "
        "may affect device reliability and lifetime.",
        7,
    )
    s.para(
        "Note 2: The CLT3671E is guaranteed to meet performance specifications from 0"
        + DEG
        + " to 125"
        + DEG
        + " junction temperature. Specifications over the "
        + EN
        + "40"
        + DEG
        + " to 125"
        + DEG
        + " operating junction temperature range are assured by design, "
        "characterization and correlation with statistical process controls. The CLT3671I is "
        "guaranteed over the full " + EN + "40" + DEG + " to 125" + DEG + " operating junction "
        "temperature range and the CLT3671H over the full "
        + EN
        + "40"
        + DEG
        + " to 150"
        + DEG
        + " operating junction temperature range.",
        7,
    )

    # ---- page 3
    s.add_page()
    s.heading("PIN FUNCTIONS", 9.5, rule=True)
    s.para(
        "VIN (Pin 1): Input Supply. Bypass with a 1"
        + MU
        + "F or larger ceramic capacitor close to "
        "the pin.",
        8,
    )
    s.para(
        "RUN (Pin 2): Run Control Input. Above 1.04V the part is enabled; below 0.96V it enters "
        "shutdown. Tie to VIN if the shutdown feature is not used. Do not float this pin.",
        8,
    )
    s.para(
        "PG (Pin 3): Open-drain power good output, pulled low while the output is out of regulation.",
        8,
    )
    s.para(
        "FB/VOUT (Pin 8): For the CLT3671, connect to a resistor divider from the output: "
        "VOUT = 0.8V \u00d7 (1 + R1/R2). For the CLT3671-3.3 and CLT3671-5, connect directly to the "
        "output.",
        8,
    )
    s.heading("APPLICATIONS INFORMATION", 9.5, rule=True)
    s.para(
        "Inductor selection: for a 12V input and a 3.3V output at 400mA a 10" + MU + "H inductor "
        "gives a ripple current of about 110mA. A 22" + MU + "F output capacitor keeps the output "
        "ripple below 15mV in Burst Mode operation. These values are a starting point for the design "
        "and are not tested.",
        8,
    )
    s.figure(
        "Maximum Load Current vs Input Voltage",
        "INPUT VOLTAGE (V)",
        "LOAD CURRENT (mA)",
        ["0", "8", "16", "24", "32", "40"],
        ["0", "200", "400", "600", "800"],
        [
            ("VOUT = 3.3V", [(0.1, 0.8), (0.4, 0.8), (0.8, 0.78), (1, 0.75)]),
            ("VOUT = 5V", [(0.15, 0.78), (0.4, 0.78), (0.8, 0.76), (1, 0.74)]),
        ],
        height=95,
    )
    s.heading("REVISION HISTORY", 9.5, rule=True)
    revision_table(
        s,
        [
            ["A  08/22", "1", "Initial release"],
            ["B  01/24", "2", "Added H-grade; shutdown current typ. changed from 1" + MU + "A"],
        ],
        (70, 50, 379),
    )
    return save(s, out / "clt3671.pdf")


# ---------------------------------------------- Diodes-style Darlington array family
def kda2008(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KDA2008/KDA2009",
        header_right="",
        footer_left="KDA2008/KDA2009   Document number: DS40118 Rev. 3 - 2   \u00a9 Korvel Discrete Semiconductors Inc.",
        footer_right="{page} of 3",
        rule_color=(0, 84, 150),
        table_fill=(217, 230, 242),
        accent=(0, 84, 150),
    )
    s = Sheet(style, "KDA2008/KDA2009")
    s.add_page()
    s.title_block(
        "KDA2008/KDA2009",
        "8-CHANNEL HIGH-VOLTAGE, HIGH-CURRENT DARLINGTON TRANSISTOR ARRAY",
        size=20,
    )

    def description() -> None:
        s.heading("Description", 10)
        s.para(
            "The KDA2008 and KDA2009 are high-voltage, high-current Darlington arrays, each "
            "containing eight open-collector Darlington pairs with common emitters. Each channel is "
            "rated at 500mA and can withstand peak currents of 600mA. Suppression diodes are "
            "included for inductive load driving, and the inputs are pinned opposite the outputs "
            "to simplify board layout.",
            8.5,
        )
        s.para(
            "The KDA2008 has a 2.7k\u03a9 series base resistor for each Darlington pair for operation "
            "directly with TTL or 5V CMOS devices. The KDA2009 has a 10.5k\u03a9 series base "
            "resistor to allow operation directly from CMOS or PMOS that use supply voltages of 6V "
            "to 15V.",
            8.5,
        )

    def features() -> None:
        s.heading("Features", 10)
        s.bullets(
            [
                "Eight Darlingtons with Common Emitter",
                "500mA Rated Collector Current (Single Output)",
                "High-Voltage Outputs: 50V",
                "Output Clamp Diodes",
                "KDA2008: Inputs Compatible with TTL and 5V CMOS",
                "KDA2009: Inputs for 6V to 15V PMOS and CMOS",
                "Totally Lead-Free & Fully RoHS Compliant",
                "Packages: SO-18 and DIP-18",
            ],
            8.5,
        )

    s.side_by_side(description, features, split=260, gap=18)
    s.heading("Pin Assignments", 10)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("Function", 389)],
        [
            ["1 to 8", "1B to 8B", "Darlington base inputs"],
            ["9", "E", "Common emitter (ground)"],
            ["10", "COM", "Common cathode of the clamp diodes; connect to the load supply"],
            ["11 to 18", "8C to 1C", "Darlington collector outputs"],
        ],
        8,
    )
    s.heading("Applications", 10)
    s.bullets(
        [
            "Relay, solenoid and stepper motor drivers",
            "Lamp and LED display drivers",
            "Line drivers and logic buffers",
        ],
        8.5,
    )
    s.heading("Ordering Information", 10)
    s.table(
        [
            Col("Part Number", 110),
            Col("Input Resistor", 90, "C"),
            Col("Package", 90, "C"),
            Col("Packing", 209),
        ],
        [
            ["KDA2008S-13", "2.7k\u03a9", "SO-18", "2,500/Tape & Reel"],
            ["KDA2008N", "2.7k\u03a9", "DIP-18", "20/Tube"],
            ["KDA2009S-13", "10.5k\u03a9", "SO-18", "2,500/Tape & Reel"],
            ["KDA2009N", "10.5k\u03a9", "DIP-18", "20/Tube"],
        ],
        8,
    )

    # ---- page 2
    s.add_page()
    s.heading("Absolute Maximum Ratings (@TA = +25" + DEG + ", unless otherwise specified.)", 10)
    s.table(
        [
            Col("Characteristic", 250),
            Col("Symbol", 80, "C"),
            Col("Value", 100, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Collector-Emitter Voltage", "V_{CE}", "50", "V"],
            ["Input Voltage", "V_{I}", "30", "V"],
            ["Peak Collector Current (per channel)", "I_{CP}", "600", "mA"],
            ["Output Clamp Current", "I_{OK}", "500", "mA"],
            ["Total Emitter-Terminal Current", "I_{ET}", "-2.5", "A"],
            ["Power Dissipation  SO-18", "P_{D}", "1.0", "W"],
            ["                   DIP-18", "", "1.6", "W"],
            ["Operating Ambient Temperature Range", "T_{A}", "-40 to +85", DEG],
            ["Storage Temperature Range", "T_{STG}", "-65 to +150", DEG],
        ],
        8,
    )
    s.heading("Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Characteristic", 200),
            Col("Symbol", 60, "C"),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 50, "C"),
            Col("Test Condition", 89),
        ],
        [
            ["Collector-Emitter Voltage", "V_{CE}", "0", "50", "V", ""],
            [
                "Continuous Collector Current\n(per channel)",
                "I_{C}",
                "0",
                "500",
                "mA",
                "single output on",
            ],
        ],
        8,
    )
    s.heading("Electrical Characteristics (@TA = +25" + DEG + ", unless otherwise specified.)", 10)
    ec = [
        Col("Characteristic", 118),
        Col("Symbol", 50, "C"),
        Col("Device", 52, "C"),
        Col("Min", 32, "C"),
        Col("Typ", 32, "C"),
        Col("Max", 32, "C"),
        Col("Unit", 30, "C"),
        Col("Test Condition", 153),
    ]
    d = "\u2014"
    s.table(
        ec,
        [
            [
                "Collector-Emitter\nLeakage Current",
                "I_{CEX}",
                "All",
                d,
                d,
                "50",
                MU + "A",
                "VCE = 50V, II = 0",
            ],
            [
                "Collector-Emitter\nSaturation Voltage",
                "V_{CE(sat)}",
                "All",
                d,
                "0.9",
                "1.1",
                "V",
                "IC = 100mA, II = 250" + MU + "A",
            ],
            ["", "", "", d, "1.0", "1.3", "V", "IC = 200mA, II = 350" + MU + "A"],
            ["", "", "", d, "1.2", "1.6", "V", "IC = 350mA, II = 500" + MU + "A"],
            ["Input Current (on)", "I_{I(on)}", "KDA2008", d, "0.93", "1.35", "mA", "VI = 3.85V"],
            ["", "", "KDA2009", d, "0.35", "0.5", "mA", "VI = 5V"],
            ["", "", "", d, "1.0", "1.45", "mA", "VI = 12V"],
            [
                "Input Voltage (on)",
                "V_{I(on)}",
                "KDA2008",
                d,
                d,
                "2.4",
                "V",
                "VCE = 2V, IC = 200mA",
            ],
            ["", "", "", d, d, "2.7", "V", "VCE = 2V, IC = 250mA"],
            ["", "", "", d, d, "3.0", "V", "VCE = 2V, IC = 300mA"],
            ["", "", "KDA2009", d, d, "5.0", "V", "VCE = 2V, IC = 125mA"],
            ["", "", "", d, d, "6.0", "V", "VCE = 2V, IC = 200mA"],
            ["", "", "", d, d, "7.0", "V", "VCE = 2V, IC = 275mA"],
            ["", "", "", d, d, "8.0", "V", "VCE = 2V, IC = 350mA"],
            ["Clamp Diode\nLeakage Current", "I_{R}", "All", d, d, "50", MU + "A", "VR = 50V"],
            ["Clamp Diode\nForward Voltage", "V_{F}", "All", d, "1.7", "2.0", "V", "IF = 350mA"],
            ["Input Capacitance", "C_{I}", "All", d, "15", "25", "pF", "VI = 0, f = 1MHz"],
            ["Turn-On Delay", "t_{PLH}", "All", d, "0.25", "1", MU + "s", "0.5 EI to 0.5 EO"],
            ["Turn-Off Delay", "t_{PHL}", "All", d, "0.25", "1", MU + "s", "0.5 EI to 0.5 EO"],
        ],
        7.5,
    )

    # ---- page 3
    s.add_page()
    s.heading("Thermal Characteristics", 10)
    s.table(
        [
            Col("Characteristic", 250),
            Col("Symbol", 80, "C"),
            Col("Value", 100, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Thermal Resistance, Junction to Ambient  SO-18", "R_{\u03b8JA}", "100", DEG + "/W"],
            ["                                          DIP-18", "", "62", DEG + "/W"],
        ],
        8,
    )
    s.heading("Application Information", 10)
    s.para(
        "The maximum collector current of each channel depends on the number of channels that are on "
        "at the same time and on their duty cycle, because the package dissipation and the total "
        "emitter current limit the sum of all channels (see Figure 1). For inductive loads connect "
        "COM to the load supply so that the clamp diodes absorb the turn-off energy.",
        8.5,
    )
    s.para(
        "Example: a 5V microcontroller driving eight 12V relays with 60mA coils through a KDA2008S-13 "
        "keeps the total emitter current at 480mA and the package dissipation near 0.45W. This is an "
        "example, not a tested specification.",
        8.5,
    )
    s.figure(
        "Figure 1 Maximum Collector Current vs. Duty Cycle (SO-18, TA = 70" + DEG + ")",
        "DUTY CYCLE (%)",
        "IC PER CHANNEL (mA)",
        ["0", "20", "40", "60", "80", "100"],
        ["0", "100", "200", "300", "400", "500"],
        [
            ("1 channel on", [(0, 1.0), (0.6, 1.0), (0.8, 0.9), (1, 0.8)]),
            ("4 channels on", [(0, 1.0), (0.3, 0.9), (0.6, 0.6), (1, 0.42)]),
            ("8 channels on", [(0, 1.0), (0.2, 0.75), (0.6, 0.38), (1, 0.27)]),
        ],
        height=110,
    )
    s.heading("Revision History", 10)
    revision_table(
        s,
        [
            ["2021-05", "1", "Initial release"],
            ["2023-11", "2", "Peak collector current raised from 500mA; DIP-18 thermal data added"],
        ],
        (70, 50, 379),
    )
    return save(s, out / "kda2008.pdf")
