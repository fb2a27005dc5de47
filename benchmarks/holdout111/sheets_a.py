"""Hold-out 111 datasheets, part 1: a Hall-effect current sensor IC family, a dual
H-bridge motor driver board, a 12-bit I2C DAC and a LoRa transceiver module.

A New England sensor-IC house sheet (selection guide, common characteristics and
one performance table per current version with section rows, ratiometric output
explained in prose), a Zambian maker-store board sheet (key / value card, a
chip-limits table next to the board ratings, jumper rules in prose, FAQ), a
Californian mixed-signal DAC sheet (TI-like numbered sections, an address table
whose upper bits come from the ordering option, output load current vs
short-circuit current) and a Vietnamese RF-module company's English data sheet
(TX current per power level, not-5 V-tolerant statement, register table decoy).
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
TIMES = "\u00d7"


# ------------------------------------------------------- Hall current sensor IC (US)
def bwx712(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="BRIGHTWATER MAGNETICS",
        header_right="BWX712  Hall-Effect Current Sensor IC",
        footer_left="Brightwater Magnetics Inc.  |  14 Amherst Street, Nashua, NH 03064  |  BWX712-DS Rev. 5",
        footer_right="page {page}",
        rule_color=(90, 40, 110),
        table_fill=(238, 232, 242),
        accent=(90, 40, 110),
        grid=False,
    )
    s = Sheet(style, "BWX712 Hall-effect linear current sensor IC")
    s.add_page()
    s.title_block(
        "BWX712",
        "Fully Integrated, Hall-Effect-Based Linear Current Sensor IC with 2.1 kVRMS "
        "Isolation and a Low-Resistance Current Conductor",
        "Versions BWX712ELC-05B, BWX712ELC-20A, BWX712ELC-30A  -  SOIC-8",
        19,
    )

    def left() -> None:
        s.heading("Features and Benefits", 9.5)
        s.bullets(
            [
                "Low-noise analog signal path",
                "80 kHz bandwidth, set through the FILTER pin",
                "5 " + MU + "s output rise time in response to step input current",
                "1.2 mOhm internal conductor resistance",
                "Output voltage proportional to AC or DC currents",
                "Single supply operation, nominal 5 V",
                "66 to 185 mV/A output sensitivity",
                "Nearly zero magnetic hysteresis",
            ],
            8,
        )

    def right() -> None:
        s.heading("Description", 9.5)
        s.para(
            "The BWX712 provides an economical and precise solution for AC or DC current "
            "sensing in industrial, commercial and communication systems. Applied current "
            "flowing through the copper conduction path (pins 1-2 to pins 3-4) generates a "
            "magnetic field which the Hall IC converts into a proportional voltage. The "
            "output of the device has a positive slope when an increasing current flows "
            "from IP+ to IP-. The terminals of the conductive path are electrically "
            "isolated from the signal leads (pins 5 through 8).",
            8,
        )

    s.side_by_side(left, right, 225)
    s.heading("Selection Guide", 9.5)
    s.table(
        [
            Col("Part Number", 120),
            Col("T_{A} (" + DEG + ")", 80, "C"),
            Col("Optimized Range, I_{P} (A)", 130, "C"),
            Col("Sensitivity, Sens (Typ) (mV/A)", 169, "C"),
        ],
        [
            ["BWX712ELC-05B", "-40 to 85", PM + "5", "185"],
            ["BWX712ELC-20A", "-40 to 85", PM + "20", "100"],
            ["BWX712ELC-30A", "-40 to 85", PM + "30", "66"],
        ],
        8,
    )
    s.heading("Absolute Maximum Ratings", 9.5)
    s.table(
        [
            Col("Characteristic", 175),
            Col("Symbol", 60, "C"),
            Col("Notes", 150),
            Col("Rating", 64, "C"),
            Col("Units", 50, "C"),
        ],
        [
            ["Supply Voltage", "V_{CC}", "", "8", "V"],
            ["Reverse Supply Voltage", "V_{RCC}", "", "-0.1", "V"],
            ["Output Voltage", "V_{IOUT}", "", "8", "V"],
            ["Reverse Output Voltage", "V_{RIOUT}", "", "-0.1", "V"],
            ["Output Current Source", "I_{IOUT(Source)}", "", "3", "mA"],
            ["Output Current Sink", "I_{IOUT(Sink)}", "", "10", "mA"],
            ["Overcurrent Transient Tolerance", "I_{P}", "1 pulse, 100 ms", "100", "A"],
            ["Nominal Operating Ambient\nTemperature", "T_{A}", "Range E", "-40 to 85", DEG],
            ["Maximum Junction Temperature", "T_{J}(max)", "", "165", DEG],
            ["Storage Temperature", "T_{stg}", "", "-65 to 170", DEG],
        ],
        7.5,
    )
    s.heading("Isolation Characteristics", 9.5)
    s.table(
        [
            Col("Characteristic", 175),
            Col("Notes", 210),
            Col("Rating", 64, "C"),
            Col("Units", 50, "C"),
        ],
        [
            ["Dielectric Strength Test Voltage", "Agency type-tested for 60 s", "2100", "VAC"],
            ["Working Voltage for Basic Isolation", "For basic (single) isolation", "354", "VDC"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("COMMON OPERATING CHARACTERISTICS", 9.5)
    s.para(
        "Over full range of TA, VCC = 5 V, unless otherwise specified.",
        7.5,
    )
    cols = [
        Col("Characteristic", 150),
        Col("Symbol", 55, "C"),
        Col("Test Conditions", 150),
        Col("Min.", 38, "C"),
        Col("Typ.", 38, "C"),
        Col("Max.", 38, "C"),
        Col("Units", 30, "C"),
    ]
    s.table(
        cols,
        [
            ["Supply Voltage", "V_{CC}", "", "4.5", "5.0", "5.5", "V"],
            ["Supply Current", "I_{CC}", "V_{CC} = 5.0 V, output open", "-", "10", "13", "mA"],
            ["Output Capacitance Load", "C_{LOAD}", "VIOUT to GND", "-", "-", "10", "nF"],
            ["Output Resistive Load", "R_{LOAD}", "VIOUT to GND", "4.7", "-", "-", "kOhm"],
            [
                "Primary Conductor Resistance",
                "R_{PRIMARY}",
                "T_{A} = 25 " + DEG,
                "-",
                "1.2",
                "-",
                "mOhm",
            ],
            ["Rise Time", "t_{r}", "I_{P} = I_{P}(max), C_{F} = open", "-", "5", "-", MU + "s"],
            ["Frequency Bandwidth", "f", "-3 dB, T_{A} = 25 " + DEG, "-", "80", "-", "kHz"],
            ["Nonlinearity", "E_{LIN}", "Over full range of I_{P}", "-", "1.5", "-", "%"],
            [
                "Zero Current Output\nVoltage",
                "V_{IOUT(Q)}",
                "Bidirectional; I_{P} = 0 A,\nT_{A} = 25 " + DEG,
                "-",
                "V_{CC} " + TIMES + " 0.5",
                "-",
                "V",
            ],
            [
                "Power-On Time",
                "t_{PO}",
                "Output reaches 90 % of\nsteady state, T_{A} = 25 " + DEG,
                "-",
                "35",
                "-",
                MU + "s",
            ],
        ],
        7.5,
    )
    s.heading("PERFORMANCE CHARACTERISTICS BY VERSION", 9.5)
    s.para(
        "TA = -40 " + DEG + " to 85 " + DEG + ", CF = 1 nF, VCC = 5 V, unless otherwise specified.",
        7.5,
    )
    s.table(
        cols,
        [
            ["x05B PERFORMANCE CHARACTERISTICS"],
            ["Optimized Accuracy Range", "I_{P}", "", "-5", "-", "5", "A"],
            [
                "Sensitivity",
                "Sens",
                "Over full range of I_{P}, T_{A} = 25 " + DEG,
                "180",
                "185",
                "190",
                "mV/A",
            ],
            ["Noise", "V_{NOISE(PP)}", "Peak-to-peak, T_{A} = 25 " + DEG, "-", "21", "-", "mV"],
            [
                "Total Output Error",
                "E_{TOT}",
                "I_{P} = " + PM + "5 A, T_{A} = 25 " + DEG,
                "-",
                PM + "1.5",
                "-",
                "%",
            ],
            ["x20A PERFORMANCE CHARACTERISTICS"],
            ["Optimized Accuracy Range", "I_{P}", "", "-20", "-", "20", "A"],
            [
                "Sensitivity",
                "Sens",
                "Over full range of I_{P}, T_{A} = 25 " + DEG,
                "96",
                "100",
                "104",
                "mV/A",
            ],
            ["Noise", "V_{NOISE(PP)}", "Peak-to-peak, T_{A} = 25 " + DEG, "-", "11", "-", "mV"],
            [
                "Total Output Error",
                "E_{TOT}",
                "I_{P} = " + PM + "20 A, T_{A} = 25 " + DEG,
                "-",
                PM + "1.5",
                "-",
                "%",
            ],
            ["x30A PERFORMANCE CHARACTERISTICS"],
            ["Optimized Accuracy Range", "I_{P}", "", "-30", "-", "30", "A"],
            [
                "Sensitivity",
                "Sens",
                "Over full range of I_{P}, T_{A} = 25 " + DEG,
                "63",
                "66",
                "69",
                "mV/A",
            ],
            ["Noise", "V_{NOISE(PP)}", "Peak-to-peak, T_{A} = 25 " + DEG, "-", "7", "-", "mV"],
            [
                "Total Output Error",
                "E_{TOT}",
                "I_{P} = " + PM + "30 A, T_{A} = 25 " + DEG,
                "-",
                PM + "1.5",
                "-",
                "%",
            ],
        ],
        7.5,
    )
    s.heading("Ratiometry", 9.5)
    s.para(
        "The BWX712 is ratiometric: its zero-current output voltage and its sensitivity are "
        "proportional to the supply voltage VCC. Supply the sensor from the same 5 V rail "
        "that serves as the reference of the analog-to-digital converter reading VIOUT, and "
        "a drift of that rail cancels. The device is specified and tested for 4.5 V to "
        "5.5 V only; operation from a 3.3 V rail is outside its operating range. At "
        "VCC = 5 V the output of the -05B version spans 2.5 V "
        + PM
        + " 0.925 V over "
        + PM
        + "5 A, so it can exceed the input range of a 3.3 V converter.",
        8,
    )
    s.heading("Pin-out List", 9.5)
    s.table(
        [Col("Number", 60, "C"), Col("Name", 80, "C"), Col("Description", 359)],
        [
            ["1 and 2", "IP+", "Terminals for current being sensed; fused internally"],
            ["3 and 4", "IP-", "Terminals for current being sensed; fused internally"],
            ["5", "GND", "Signal ground terminal"],
            ["6", "FILTER", "Terminal for external capacitor that sets bandwidth"],
            ["7", "VIOUT", "Analog output signal"],
            ["8", "VCC", "Device power supply terminal"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["March 2021", "4", "Added -30A version"],
            ["June 2023", "5", "Updated isolation characteristics; ratiometry section"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "bwx712.pdf")


# ------------------------------------------------- dual H-bridge board (Lusaka store)
def lrs298(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Lusaka Robotics Supply  -  Cairo Road, Lusaka",
        header_right="Product sheet  LRS-298D",
        footer_left="LRS-298D  |  SKU 40-2981  |  K 145.00 incl. VAT  |  shop hours Mon-Sat 08:00-17:00",
        footer_right="sheet {page}/{nb}",
        rule_color=(110, 110, 40),
        table_fill=(240, 240, 220),
        accent=(90, 90, 20),
        grid=False,
    )
    s = Sheet(style, "LRS-298D dual H-bridge motor driver board")
    s.add_page()
    s.title_block(
        "LRS-298D Dual Motor Driver Board",
        "Two DC motors or one bipolar stepper, built around an L298N-type dual full bridge",
        "Red PCB, 43 x 43 x 27 mm with heat sink, screw terminals, 5V-EN jumper. SKU 40-2981.",
        18,
    )
    s.heading("Board at a glance", 10)
    s.lines(
        [
            "Driver chip:  L298N-type dual full bridge (Multiwatt-15) with aluminium heat sink",
            "Motor supply (+12V terminal):  5 V to 35 V DC",
            "Logic supply:  5 V (from the onboard 78M05 or from outside, see jumper notes)",
            "Drive current:  2 A per channel continuous, 3 A peak",
            "Logic current:  0 to 36 mA",
            "Maximum power:  25 W (with the heat sink, T = 75 " + DEG + ")",
            "Control inputs:  IN1-IN4 direction, ENA / ENB enable or PWM",
            "Weight:  30 g",
        ],
        8.5,
        3.5,
    )
    s.heading("Board ratings", 10)
    s.para("Measured by us on three boards at 25 " + DEG + " room temperature.", 7.5)
    s.table(
        [
            Col("Item", 180),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 45, "C"),
            Col("Remark", 109),
        ],
        [
            ["Motor supply voltage", "5", "12", "35", "V", "+12V terminal"],
            ["Logic supply voltage (5V jumper removed)", "4.5", "5", "7", "V", "+5V terminal"],
            ["Output current per channel, continuous", "", "", "2", "A", "heat sink fitted"],
            [
                "Output current per channel, peak",
                "",
                "",
                "3",
                "A",
                "100 " + MU + "s, non-repetitive",
            ],
            ["Input high level (IN1-IN4, ENA, ENB)", "2.3", "", "5", "V", ""],
            ["Input low level (IN1-IN4, ENA, ENB)", "-0.3", "", "1.5", "V", ""],
            ["Quiescent current from motor supply", "", "13", "22", "mA", "EN high, no load"],
            ["Quiescent current from logic supply", "", "24", "36", "mA", "EN high, no load"],
            ["Total voltage drop of the bridge", "", "1.8", "3.2", "V", "at 1 A"],
            ["Total voltage drop of the bridge", "", "", "4.9", "V", "at 2 A"],
            ["Ambient temperature", "-20", "", "+70", DEG, "board in free air"],
        ],
        7.5,
    )
    s.heading("Chip limits (from the L298N maker's sheet, not board ratings)", 10)
    s.table(
        [Col("Limit", 250), Col("Symbol", 70, "C"), Col("Value", 100, "C"), Col("Unit", 79, "C")],
        [
            ["Power supply", "VS", "50", "V"],
            ["Logic supply voltage", "VSS", "7", "V"],
            ["Input and enable voltage", "VIN, VEN", "-0.3 to 7", "V"],
            ["Junction operating temperature", "Tj", "-25 to 130", DEG],
            ["Storage temperature", "Tstg", "-40 to 150", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("The 5V-EN jumper and the onboard 78M05", 10)
    s.bullets(
        [
            "Jumper ON (as shipped): the 78M05 makes 5 V for the logic from the motor supply. The "
            "+5V terminal is then an OUTPUT. You may take up to 100 mA from it, enough for an "
            "Arduino Uno.",
            "Keep the jumper ON only while the motor supply is 12 V or less. The 78M05 gets hot "
            "and its input is rated 35 V, but above 12 V it cannot shed the heat on this small board.",
            "Jumper OFF: feed 5 V into the +5V terminal from your controller or another regulator. "
            "Use this for any motor supply above 12 V (up to 35 V).",
            "Never feed 5 V into the +5V terminal while the jumper is ON.",
        ],
        8,
    )
    s.heading("Terminals and headers", 10)
    s.table(
        [Col("Name", 80, "C"), Col("Type", 90, "C"), Col("What it does", 329)],
        [
            ["OUT1, OUT2", "screw", "Motor A"],
            ["OUT3, OUT4", "screw", "Motor B"],
            ["+12V", "screw", "Motor supply, 5 V to 35 V"],
            ["GND", "screw", "Common ground: join it to your controller's GND"],
            ["+5V", "screw", "5 V output (jumper ON) or 5 V logic input (jumper OFF)"],
            ["ENA, ENB", "2-pin header", "Enable A / B; remove the caps to PWM the speed"],
            ["IN1 ... IN4", "pin header", "Direction inputs"],
        ],
        7.5,
    )
    s.heading("Direction table (motor A; motor B the same with IN3 / IN4, ENB)", 10)
    s.table(
        [Col("ENA", 60, "C"), Col("IN1", 60, "C"), Col("IN2", 60, "C"), Col("Motor A", 319)],
        [
            ["1", "1", "0", "Forward"],
            ["1", "0", "1", "Reverse"],
            ["1", "1", "1", "Fast brake (both low side or high side on)"],
            ["0", "X", "X", "Free running stop"],
        ],
        7.5,
    )
    s.heading("FAQ", 10)
    s.para(
        "Q: Can I control it from a 3.3 V board (ESP32, Raspberry Pi Pico)?\n"
        "A: Yes. The inputs read high from 2.3 V, so 3.3 V logic works. The board still needs "
        "its 5 V logic supply, from the jumper or from outside, and the grounds must be joined.",
        8,
    )
    s.para(
        "Q: How much does the bridge lose?\n"
        "A: Count on 2 V to 3 V lost in the bridge at 1 A, more at 2 A (see the ratings). A 6 V "
        "motor on a 6 V supply will run slow; give it 8 V to 9 V.",
        8,
    )
    s.para(
        "Q: Is there a current sense output?\n"
        "A: No. The SENSE pins of the chip are tied to GND on this board.",
        8,
    )
    s.para(
        "Q: Does it switch off when it overheats?\n"
        "A: The chip has a thermal shutdown, but its maker gives no trip temperature for it and "
        "neither do we. Keep the heat sink on.",
        8,
    )
    s.heading("Price list", 10)
    s.table(
        [Col("SKU", 80, "C"), Col("Item", 300), Col("Price (ZMW)", 119, "C")],
        [
            ["40-2981", "LRS-298D dual motor driver board", "145.00"],
            ["40-2982", "LRS-298D + 2 x TT gear motor kit", "260.00"],
            ["40-0012", "Jumper wires, female-female, 20 pcs", "25.00"],
        ],
        7.5,
    )
    return save(s, out / "lrs-298d.pdf")


# ------------------------------------------------------ 12-bit I2C DAC (California)
def sqd1625(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="SEQUOIA MIXED-SIGNAL",
        header_right="SQD1625  SLDS-1625C - REVISED APRIL 2024",
        footer_left="Copyright 2024, Sequoia Mixed-Signal, Inc., Santa Cruz, California",
        footer_right="{page} of {nb}",
        rule_color=(30, 90, 50),
        table_fill=(225, 230, 225),
        accent=(30, 90, 50),
        grid=True,
    )
    s = Sheet(style, "SQD1625 12-bit I2C DAC with EEPROM")
    s.add_page()
    s.title_block(
        "SQD1625",
        "12-Bit, Single-Channel Buffered-Output DAC with EEPROM and I2C Interface",
        "",
        19,
    )

    def left() -> None:
        s.heading("1 Features", 9.5)
        s.bullets(
            [
                "12-bit resolution, monotonic by design",
                "On-board EEPROM stores the output code and power-down setting",
                "Rail-to-rail output buffer, full scale = VDD",
                "Settling time 6 " + MU + "s (typ)",
                "I2C: standard (100 kHz), fast (400 kHz) and high-speed (3.4 MHz) modes",
                "Four address options (ordering code) + one address pin",
                "SOT-23-6 package",
            ],
            7.5,
        )
        s.heading("2 Applications", 9.5)
        s.bullets(
            ["Set-point and offset trimming", "Sensor calibration", "Low-power bias sources"], 7.5
        )

    def right() -> None:
        s.heading("3 Description", 9.5)
        s.para(
            "The SQD1625 is a single-channel, 12-bit voltage-output digital-to-analog "
            "converter. The output amplifier is a rail-to-rail buffer whose full scale is the "
            "supply voltage, so no external reference is needed. The device powers up to the "
            "code stored in its EEPROM. The bus address is 1100 A2 A1 A0: A2 and A1 are set at "
            "the factory by the ordering option (-A0 to -A3) and A0 follows the A0 pin. The "
            "device operates from a single 2.7 V to 5.5 V supply over -40 " + DEG + " to "
            "+125 " + DEG + ".",
            7.5,
        )

    s.side_by_side(left, right, 235)
    s.heading("6 Specifications", 10.5)
    s.heading("6.1 Absolute Maximum Ratings", 9)
    s.para("Over operating free-air temperature range (unless otherwise noted) (1)", 7)
    s.table(
        [Col("", 260), Col("MIN", 60, "C"), Col("MAX", 60, "C"), Col("UNIT", 119, "C")],
        [
            ["Supply voltage, VDD to GND", "-0.3", "6.5", "V"],
            ["Digital input voltage (SCL, SDA, A0) to GND", "-0.3", "VDD + 0.3", "V"],
            ["Current at any input pin", "", PM + "2", "mA"],
            ["Junction temperature, TJ", "", "150", DEG],
            ["Storage temperature, Tstg", "-65", "150", DEG],
        ],
        7.5,
    )
    s.para(
        "(1) Stresses beyond those listed under Absolute Maximum Ratings may cause permanent "
        "damage. These are stress ratings only; functional operation at these or any other "
        "conditions beyond those under Recommended Operating Conditions is not implied.",
        6.5,
    )
    s.heading("6.2 Recommended Operating Conditions", 9)
    s.table(
        [
            Col("", 230),
            Col("MIN", 55, "C"),
            Col("NOM", 55, "C"),
            Col("MAX", 55, "C"),
            Col("UNIT", 104, "C"),
        ],
        [
            ["VDD  Supply voltage", "2.7", "", "5.5", "V"],
            ["IOUT  Output load current, source or sink", "", "", "5", "mA"],
            ["RL  Load resistance", "1", "", "", "k" + OHM],
            ["CL  Load capacitance", "", "", "1000", "pF"],
            ["TA  Operating free-air temperature", "-40", "", "125", DEG],
        ],
        7.5,
    )
    s.heading("6.3 Electrical Characteristics", 9)
    s.para(
        "All limits at TA = -40 " + DEG + " to +125 " + DEG + ", VDD = 2.7 V to 5.5 V, "
        "RL = 2 k" + OHM + " to GND, CL = 200 pF (unless otherwise noted). Typical values "
        "at TA = 25 " + DEG + ", VDD = 5 V.",
        7,
    )
    s.table(
        [
            Col("PARAMETER", 150),
            Col("TEST CONDITIONS", 165),
            Col("MIN", 45, "C"),
            Col("TYP", 45, "C"),
            Col("MAX", 45, "C"),
            Col("UNIT", 49, "C"),
        ],
        [
            ["STATIC PERFORMANCE"],
            ["Resolution", "", "12", "", "", "Bits"],
            ["Integral nonlinearity (INL)", "Code 100 to 4000", "", PM + "2", PM + "14.5", "LSB"],
            [
                "Differential nonlinearity (DNL)",
                "Monotonic by design",
                "",
                PM + "0.2",
                PM + "0.75",
                "LSB",
            ],
            ["Offset error", "Code 0", "", "0.02", "0.75", "% of FSR"],
            ["OUTPUT"],
            ["Short-circuit current, ISC", "VOUT shorted to GND or VDD", "", "15", "24", "mA"],
            ["Settling time", "1/4 to 3/4 scale, to " + PM + "1 LSB", "", "6", "", MU + "s"],
            ["POWER SUPPLY"],
            ["Supply current, normal mode", "VDD = 5.5 V, no load", "", "210", "400", MU + "A"],
            ["Supply current, normal mode", "VDD = 3.6 V, no load", "", "190", "380", MU + "A"],
            ["Supply current, power-down", "VDD = 5.5 V", "", "0.06", "2", MU + "A"],
            ["EEPROM"],
            ["EEPROM write time", "", "", "25", "50", "ms"],
            ["Endurance", "", "1 000 000", "", "", "cycles"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("6.4 Digital Interface", 9)
    s.table(
        [
            Col("PARAMETER", 150),
            Col("TEST CONDITIONS", 165),
            Col("MIN", 45, "C"),
            Col("TYP", 45, "C"),
            Col("MAX", 45, "C"),
            Col("UNIT", 49, "C"),
        ],
        [
            ["High-level input voltage, VIH", "SCL, SDA, A0", "0.7 VDD", "", "", "V"],
            ["Low-level input voltage, VIL", "SCL, SDA, A0", "", "", "0.3 VDD", "V"],
            ["Low-level output voltage, VOL", "SDA, IOL = 3 mA", "", "", "0.4", "V"],
            ["SCL frequency, fSCL", "Standard mode", "0", "", "100", "kHz"],
            ["", "Fast mode", "0", "", "400", "kHz"],
            ["", "High-speed mode", "0", "", "3.4", "MHz"],
        ],
        7.5,
    )
    s.heading("7.1 Device Addressing", 9)
    s.para(
        "The 7-bit address is 1 1 0 0 A2 A1 A0. A2 and A1 are programmed at the factory and "
        "are given by the ordering option; A0 is the logic level of the A0 pin. Up to eight "
        "devices can share one bus if four ordering options are used.",
        7.5,
    )
    s.table(
        [
            Col("Ordering option", 110, "C"),
            Col("A2 A1 (factory)", 95, "C"),
            Col("A0 pin = GND", 100, "C"),
            Col("A0 pin = VDD", 100, "C"),
            Col("Note", 94, "C"),
        ],
        [
            ["SQD1625-A0", "0 0", "0x60", "0x61", "default"],
            ["SQD1625-A1", "0 1", "0x62", "0x63", ""],
            ["SQD1625-A2", "1 0", "0x64", "0x65", ""],
            ["SQD1625-A3", "1 1", "0x66", "0x67", "on request"],
        ],
        7.5,
    )
    s.heading("7.2 Write Commands", 9)
    s.table(
        [Col("C2 C1 C0", 90, "C"), Col("Command", 200), Col("Bytes after address", 209, "C")],
        [
            ["0 0 X", "Fast mode write (DAC register)", "2"],
            ["0 1 0", "Write DAC register", "3"],
            ["0 1 1", "Write DAC register and EEPROM", "3"],
        ],
        7.5,
    )
    s.heading("7.3 Power-Down Modes", 9)
    s.table(
        [Col("PD1 PD0", 90, "C"), Col("Output in power-down", 409)],
        [
            ["0 0", "Normal operation"],
            ["0 1", "1 k" + OHM + " to GND"],
            ["1 0", "100 k" + OHM + " to GND"],
            ["1 1", "500 k" + OHM + " to GND"],
        ],
        7.5,
    )
    s.heading("8 Application Information", 9)
    s.para(
        "The output is a voltage source, not a current driver. Keep the load at 1 k"
        + OHM
        + " or more and the load current within the recommended 5 mA; the short-circuit "
        "current in 6.3 only tells what flows into a fault. Drive LEDs, relays or motors "
        "through a transistor. The I2C lines need external pull-up resistors to VDD; the "
        "device has none.",
        7.5,
    )
    s.heading("9 Pin Functions", 9)
    s.table(
        [Col("PIN", 50, "C"), Col("NAME", 70, "C"), Col("DESCRIPTION", 379)],
        [
            ["1", "VOUT", "Analog output voltage"],
            ["2", "GND", "Ground"],
            ["3", "VDD", "Supply, 2.7 V to 5.5 V; also the DAC reference"],
            ["4", "SDA", "I2C data"],
            ["5", "SCL", "I2C clock"],
            ["6", "A0", "Address bit 0"],
        ],
        7.5,
    )
    s.heading("10 Ordering Information", 9)
    s.table(
        [
            Col("Orderable device", 140),
            Col("Package", 90, "C"),
            Col("Top mark", 90, "C"),
            Col("Pack", 179, "C"),
        ],
        [
            ["SQD1625A0T-E/CH", "SOT-23-6", "AJNN", "Tape and reel, 3000"],
            ["SQD1625A1T-E/CH", "SOT-23-6", "AKNN", "Tape and reel, 3000"],
            ["SQD1625A2T-E/CH", "SOT-23-6", "ALNN", "Tape and reel, 3000"],
        ],
        7.5,
    )
    return save(s, out / "sqd1625.pdf")


# ------------------------------------------------- LoRa module (Ho Chi Minh City RF)
def srflm78(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="SAIGON RF JSC  |  LoRa module series",
        header_right="SRF-DS-LM78  v1.2",
        footer_left="Saigon RF Joint Stock Company, Tan Binh District, Ho Chi Minh City  |  www.example.vn/saigonrf",
        footer_right="{page}/{nb}",
        rule_color=(20, 40, 100),
        table_fill=(220, 228, 245),
        accent=(20, 40, 100),
        grid=True,
    )
    s = Sheet(style, "SRF-LM78 LoRa transceiver module")
    s.add_page()
    s.title_block(
        "SRF-LM78 LoRa Transceiver Module",
        "SX1278-class long-range spread-spectrum module, SPI, stamp-hole 16 x 16 mm",
        "Versions: SRF-LM78-433 (410-450 MHz) and SRF-LM78-470 (450-510 MHz)",
        18,
    )
    s.heading("\u258c 1. Overview", 10)
    s.para(
        "The SRF-LM78 is a LoRa / FSK transceiver module with a shielding can, a 32 MHz TCXO "
        "and an IPEX connector plus a half-hole antenna pad. The host talks to it over a 4-wire "
        "SPI bus (mode 0, SCK up to 10 MHz). Two versions differ only in the matching network "
        "and the SAW-free band: order the -433 or the -470 for your region.",
        8.5,
    )
    s.heading("\u258c 2. Key parameters", 10)
    s.table(
        [
            Col("Item", 170),
            Col("SRF-LM78-433", 110, "C"),
            Col("SRF-LM78-470", 110, "C"),
            Col("Remark", 109),
        ],
        [
            ["Frequency range", "410 ~ 450 MHz", "450 ~ 510 MHz", ""],
            ["Modulation", "LoRa, FSK, GFSK, OOK", "LoRa, FSK, GFSK, OOK", ""],
            ["Max. output power", "+20 dBm", "+20 dBm", "PA_BOOST"],
            ["Receiving sensitivity", "-139 dBm", "-137 dBm", "SF12, BW 125 kHz"],
            ["LoRa data rate", "0.018 ~ 37.5 kbps", "0.018 ~ 37.5 kbps", "depends on SF / BW"],
            ["Antenna", "IPEX / pad", "IPEX / pad", "50 " + OHM],
        ],
        8,
    )
    s.heading("\u258c 3. Electrical specifications", 10)
    s.para("Conditions: VDD = 3.3 V, TA = 25 " + DEG + ", 433 MHz unless noted.", 7.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("Condition", 150),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Supply voltage (VDD)", "operating", "1.8", "3.3", "3.7", "V"],
            ["Supply voltage (VDD)", "absolute maximum", "-0.5", "", "3.9", "V"],
            ["Voltage on any I/O pin", "absolute maximum", "-0.5", "", "VDD + 0.3", "V"],
            ["Input high level (VIH)", "", "0.7 VDD", "", "", "V"],
            ["Input low level (VIL)", "", "", "", "0.3 VDD", "V"],
            ["SPI clock (SCK)", "", "", "", "10", "MHz"],
            ["Sleep current", "registers kept", "", "0.2", "1", MU + "A"],
            ["Standby current", "crystal on", "", "1.6", "1.8", "mA"],
            ["RX current", "LnaBoost off", "", "10.8", "", "mA"],
            ["RX current", "LnaBoost on", "", "11.5", "", "mA"],
            ["Operating temperature", "", "-40", "", "+85", DEG],
            ["Storage temperature", "", "-55", "", "+115", DEG],
        ],
        7.5,
    )
    s.heading("\u258c 4. Transmit current per output power", 10)
    s.para(
        "VDD = 3.3 V, 433 MHz, CW, 50 "
        + OHM
        + " load. The -470 version draws within "
        + PM
        + "5 % of these values.",
        7.5,
    )
    s.table(
        [
            Col("Output power setting", 150, "C"),
            Col("PA pin", 110, "C"),
            Col("TX current (typ)", 120, "C"),
            Col("Note", 119, "C"),
        ],
        [
            ["+20 dBm", "PA_BOOST", "120 mA", "duty cycle " + LE + " 1 %"],
            ["+17 dBm", "PA_BOOST", "87 mA", ""],
            ["+13 dBm", "RFO", "29 mA", ""],
            ["+7 dBm", "RFO", "20 mA", ""],
        ],
        7.5,
    )
    s.add_page()
    s.heading("\u258c 5. Design notes", 10)
    s.bullets(
        [
            "The module runs from 1.8 V to 3.7 V. Its I/O pins are NOT 5 V tolerant: with a 5 V "
            "MCU (Arduino Uno, Nano, Mega) put a level shifter on NSS, SCK, MOSI and RESET, and "
            "power VDD from a 3.3 V regulator.",
            "Plan the 3.3 V rail for at least 150 mA peak if you use +20 dBm; the +20 dBm "
            "setting is for duty cycles of 1 % or less.",
            "Never transmit without an antenna or a 50 " + OHM + " load.",
            "Keep a 10 " + MU + "F and a 100 nF capacitor close to VDD.",
            "Range depends on antenna, height and terrain; we publish no range figure.",
        ],
        8,
    )
    s.heading("\u258c 6. Pin definition", 10)
    s.table(
        [Col("Pin", 45, "C"), Col("Name", 80, "C"), Col("Type", 60, "C"), Col("Description", 314)],
        [
            ["1", "ANT", "RF", "Antenna pad (50 " + OHM + ")"],
            ["2, 8", "GND", "P", "Ground"],
            ["3", "VDD", "P", "Supply 1.8 ~ 3.7 V"],
            ["4", "RESET", "I", "Reset, active low"],
            ["5", "DIO0", "O", "TxDone / RxDone interrupt"],
            ["12", "SCK", "I", "SPI clock"],
            ["13", "MISO", "O", "SPI data out"],
            ["14", "MOSI", "I", "SPI data in"],
            ["15", "NSS", "I", "SPI chip select, active low"],
        ],
        7.5,
    )
    s.heading("\u258c 7. Main registers (for reference)", 10)
    s.table(
        [
            Col("Address", 70, "C"),
            Col("Name", 110, "C"),
            Col("Reset", 70, "C"),
            Col("Function", 249),
        ],
        [
            ["0x01", "RegOpMode", "0x09", "LoRa / FSK mode, sleep / standby / TX / RX"],
            ["0x06-0x08", "RegFrf", "0x6C8000", "Carrier frequency"],
            ["0x09", "RegPaConfig", "0x4F", "PA select and output power"],
            ["0x1D", "RegModemConfig1", "0x72", "Bandwidth, coding rate"],
            ["0x1E", "RegModemConfig2", "0x70", "Spreading factor"],
            ["0x42", "RegVersion", "0x12", "Chip version"],
        ],
        7.5,
    )
    s.heading("\u258c 8. Ordering information", 10)
    s.table(
        [
            Col("Order code", 140, "C"),
            Col("Band", 120, "C"),
            Col("Antenna", 120, "C"),
            Col("MOQ", 119, "C"),
        ],
        [
            ["SRF-LM78-433", "410 ~ 450 MHz", "IPEX + pad", "10 pcs"],
            ["SRF-LM78-470", "450 ~ 510 MHz", "IPEX + pad", "10 pcs"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-05-04", "1.0", "First release"],
            ["2024-02-19", "1.2", "TX current table, design notes"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "srf-lm78.pdf")
