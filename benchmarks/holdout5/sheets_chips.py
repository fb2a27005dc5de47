"""Hold-out 5 datasheets, part 1: a Renesas-style 16-bit microcontroller and a
Toshiba-style brushed DC motor driver.
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

LE = "\u2264"  # ≤
DASH = "\u2014"  # em dash as an empty cell
MINUS = "\u2212"


# ----------------------------------------------------- Renesas-style microcontroller
RZK_COLS = [
    Col("Items", 92),
    Col("Symbol", 40, "C"),
    Col("Conditions", 185),
    Col("MIN.", 38, "C"),
    Col("TYP.", 38, "C"),
    Col("MAX.", 64, "C"),
    Col("Unit", 32, "C"),
]


def _rzk_pin_head(s: Sheet, part: str) -> None:
    s.caption(
        f"(TA = {MINUS}40 to +85{chr(176)}C, 1.6 V {LE} EVDD0 {LE} VDD {LE} 5.5 V, "
        f"VSS = EVSS0 = 0 V)   ({part})",
        7.5,
    )


def rzk1624(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="RZK1624 Group",
        header_right="32. ELECTRICAL SPECIFICATIONS (A: TA = -40 to +85\u00b0C)",
        footer_left="R01DS0417EJ0110  Rev.1.10    Sep 30, 2023",
        footer_right="Page {page} of {nb}",
        accent=(0, 48, 135),
        rule_color=(0, 48, 135),
        table_fill=(224, 230, 242),
    )
    s = Sheet(style, "RZK1624 Group Datasheet")
    s.add_page()
    s.title_block(
        "RZK1624 Group",
        "RENESTA MCU  True Low Power Platform, 16-bit Microcontroller, 32 MHz, up to 64 KB Flash",
        "Datasheet   R01DS0417EJ0110   Rev.1.10   Sep 30, 2023   Kiryu Microdevices Corporation",
    )
    s.heading("1. OUTLINE", rule=True)
    s.heading("1.1 Features", 9.5)
    s.bullets(
        [
            "Ultra-low power consumption technology",
            "  VDD = single power supply voltage of 1.6 to 5.5 V which can operate a 5 V-tolerant "
            "free-standing system (see 32.2 for the speed allowed at each voltage)",
            "  HALT mode, STOP mode, SNOOZE mode",
            "16-bit CPU core: 3-stage pipeline, minimum instruction execution time 31.25 ns at 32 MHz",
            "Code flash memory 32 KB / 64 KB, data flash memory 4 KB, RAM 4 KB / 5.5 KB",
            f"High-speed on-chip oscillator: 32 MHz, 24 MHz, 16 MHz ... 1 MHz, "
            f"accuracy {chr(177)}1.0 % (TA = {MINUS}20 to +85{chr(176)}C)",
            "Serial interfaces: CSI (3-wire), UART (2 channels), simplified I2C, I2C bus (IICA, 1 ch)",
            "10-bit resolution A/D converter (VDD = EVDD0 = 1.6 to 5.5 V): 12 channels",
            "I/O ports: 38 (N-ch open-drain I/O with 6 V tolerance: 4)",
            "Operating ambient temperature: see 1.2 (A grade and G grade)",
        ],
        8,
    )
    s.heading("1.2 Ordering Information", 9.5)
    s.table(
        [
            Col("Pin count", 50, "C"),
            Col("Package", 120),
            Col("Fields of application", 120),
            Col("Ordering part number", 209),
        ],
        [
            [
                "32 pins",
                "32-pin plastic LQFP (7 x 7)",
                "A: Consumer applications,\nTA = -40 to +85\u00b0C",
                "RZK1624ACAFP#V0, RZK1624ACEFP#V0",
            ],
            [
                "32 pins",
                "32-pin plastic LQFP (7 x 7)",
                "G: Industrial applications,\nTA = -40 to +105\u00b0C",
                "RZK1624GCAFP#V0, RZK1624GCEFP#V0",
            ],
            [
                "48 pins",
                "48-pin plastic LFQFP (7 x 7)",
                "A: Consumer applications,\nTA = -40 to +85\u00b0C",
                "RZK1624ACAFB#V0",
            ],
        ],
        7.5,
    )
    s.para(
        "Caution  The electrical specifications of the A grade (TA = -40 to +85\u00b0C) are given in "
        "chapter 32. For the G grade (TA = -40 to +105\u00b0C) see chapter 33, which lists only the "
        "values that differ; all other values are the same as in chapter 32.",
        7.5,
    )
    s.heading("1.3 Pin Functions (excerpt)", 9.5)
    s.table(
        [Col("Function name", 80), Col("I/O", 40, "C"), Col("Function", 379)],
        [
            ["VDD", DASH, "Positive power supply for all pins"],
            [
                "EVDD0",
                DASH,
                "Positive power supply for ports (other than P20 to P27, P121 to P124)",
            ],
            ["SCLA0, SDAA0", "I/O", "Serial clock / data I/O of the I2C bus (IICA0)"],
            ["ANI0 to ANI11", "Input", "Analog voltage inputs of the A/D converter"],
            ["RESET", "Input", "System reset input (active low)"],
        ],
        7.5,
    )

    # ---- page 2: absolute maximum ratings and pin characteristics (1/2)
    s.add_page()
    s.heading("32. ELECTRICAL SPECIFICATIONS (A: TA = -40 to +85\u00b0C)", 10.5)
    s.heading("32.1 Absolute Maximum Ratings", 9.5)
    s.caption("Absolute Maximum Ratings (TA = 25\u00b0C)", 7.5)
    s.table(
        [
            Col("Items", 110),
            Col("Symbols", 50, "C"),
            Col("Conditions", 170),
            Col("Ratings", 120, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Supply voltage", "VDD", "", "-0.5 to +6.5", "V"],
            ["", "EVDD0", "", "-0.5 to +6.5", "V"],
            [
                "Input voltage",
                "VI1",
                "P00 to P17, P30 to P37, RESET",
                "-0.3 to EVDD0 + 0.3\nand -0.3 to VDD + 0.3 Note 1",
                "V",
            ],
            ["", "VI2", "P60 to P63 (N-ch open-drain)", "-0.3 to +6.5", "V"],
            ["Output current, high", "IOH1", "Per pin", "-40", "mA"],
            ["Output current, low", "IOL1", "Per pin", "40", "mA"],
            [
                "Operating ambient temperature",
                "TA",
                "In normal operation mode",
                "-40 to +85",
                "\u00b0C",
            ],
            ["Storage temperature", "Tstg", "", "-65 to +150", "\u00b0C"],
        ],
        7.5,
    )
    s.para(
        "Note 1. Must be 6.5 V or lower.\n"
        "Caution  Product quality may suffer if the absolute maximum rating is exceeded even momentarily "
        "for any parameter. That is, the absolute maximum ratings are rated values at which the product "
        "is on the verge of suffering physical damage.",
        7,
    )
    s.heading("32.2 Operating Voltage and Speed", 9.5)
    s.table(
        [
            Col("Main system clock mode", 150),
            Col("Operating voltage range", 170),
            Col("CPU operating frequency", 179),
        ],
        [
            ["HS (high-speed main) mode", f"2.7 V {LE} VDD {LE} 5.5 V", "1 MHz to 32 MHz"],
            ["", f"2.4 V {LE} VDD {LE} 5.5 V", "1 MHz to 16 MHz"],
            ["LS (low-speed main) mode", f"1.8 V {LE} VDD {LE} 5.5 V", "1 MHz to 8 MHz"],
            ["LV (low-voltage main) mode", f"1.6 V {LE} VDD {LE} 5.5 V", "1 MHz to 4 MHz"],
        ],
        7.5,
    )
    s.heading("32.3 DC Characteristics", 9.5)
    s.heading("32.3.1 Pin characteristics", 8.5)
    _rzk_pin_head(s, "1/2")
    s.table(
        RZK_COLS,
        [
            [
                "Output current,\nhigh Note 1",
                "IOH1",
                f"Per pin for P00 to P17, 4.0 V {LE} EVDD0 {LE} 5.5 V",
                "",
                "",
                "-10.0 Note 2",
                "mA",
            ],
            [
                "",
                "",
                f"Per pin for P00 to P17, 2.7 V {LE} EVDD0 < 4.0 V",
                "",
                "",
                "-3.0 Note 2",
                "mA",
            ],
            [
                "",
                "",
                f"Per pin for P00 to P17, 1.8 V {LE} EVDD0 < 2.7 V",
                "",
                "",
                "-1.0 Note 2",
                "mA",
            ],
            ["", "", f"Total of all pins, 4.0 V {LE} EVDD0 {LE} 5.5 V", "", "", "-55.0", "mA"],
            [
                "Output current,\nlow Note 3",
                "IOL1",
                f"Per pin for P00 to P17, 4.0 V {LE} EVDD0 {LE} 5.5 V",
                "",
                "",
                "20.0 Note 2",
                "mA",
            ],
            [
                "",
                "",
                f"Per pin for P00 to P17, 2.7 V {LE} EVDD0 < 4.0 V",
                "",
                "",
                "10.0 Note 2",
                "mA",
            ],
            [
                "",
                "",
                f"Per pin for P00 to P17, 1.8 V {LE} EVDD0 < 2.7 V",
                "",
                "",
                "3.0 Note 2",
                "mA",
            ],
            ["", "", "Per pin for P60 to P63", "", "", "15.0 Note 2", "mA"],
        ],
        7,
    )
    s.para(
        "Note 1. Value of current at which the device operation is guaranteed even if the current flows "
        "from the EVDD0 pin to an output pin.\n"
        "Note 2. Do not exceed the total current value.\n"
        "Note 3. Value of current at which the device operation is guaranteed even if the current flows "
        "from an output pin to the EVSS0 pin.",
        7,
    )
    s.para(
        "Remark  Unless specified otherwise, the characteristics of alternate-function pins are the same as those of the port pins.",
        7,
    )

    # ---- page 3: pin characteristics (2/2), supply current, IICA, A/D
    s.add_page()
    _rzk_pin_head(s, "2/2")
    s.table(
        RZK_COLS,
        [
            [
                "Input voltage,\nhigh",
                "VIH1",
                "P00 to P17, P30 to P37 (normal input buffer)",
                "0.8EVDD0",
                "",
                "EVDD0",
                "V",
            ],
            ["", "VIH2", "P60 to P63", "0.7VDD", "", "6.0", "V"],
            [
                "Input voltage,\nlow",
                "VIL1",
                "P00 to P17, P30 to P37 (normal input buffer)",
                "0",
                "",
                "0.2EVDD0",
                "V",
            ],
            [
                "Output voltage,\nhigh",
                "VOH1",
                f"4.0 V {LE} EVDD0 {LE} 5.5 V, IOH1 = -10.0 mA",
                "EVDD0 - 1.5",
                "",
                "",
                "V",
            ],
            ["", "", f"1.8 V {LE} EVDD0 {LE} 5.5 V, IOH1 = -1.0 mA", "EVDD0 - 0.5", "", "", "V"],
            [
                "Output voltage,\nlow",
                "VOL1",
                f"4.0 V {LE} EVDD0 {LE} 5.5 V, IOL1 = 20.0 mA",
                "",
                "",
                "1.3",
                "V",
            ],
            ["", "", f"1.8 V {LE} EVDD0 {LE} 5.5 V, IOL1 = 3.0 mA", "", "", "0.4", "V"],
            [
                "On-chip pull-up\nresistance",
                "RU",
                "VI = EVSS0, input port",
                "10",
                "20",
                "100",
                "k\u03a9",
            ],
        ],
        7,
    )
    s.heading("32.3.2 Supply current characteristics", 8.5)
    s.caption(
        f"(TA = {MINUS}40 to +85{chr(176)}C, 1.6 V {LE} EVDD0 {LE} VDD {LE} 5.5 V, VSS = EVSS0 = 0 V)",
        7.5,
    )
    s.table(
        RZK_COLS,
        [
            [
                "Supply\ncurrent Note 1",
                "IDD1",
                "Operating mode, HS mode, fIH = 32 MHz, VDD = 5.0 V",
                "",
                "3.2",
                "5.6",
                "mA",
            ],
            ["", "", "Operating mode, HS mode, fIH = 32 MHz, VDD = 3.0 V", "", "3.2", "5.6", "mA"],
            ["", "", "Operating mode, LS mode, fIH = 8 MHz, VDD = 3.0 V", "", "1.1", "1.9", "mA"],
            ["", "", "Operating mode, LV mode, fIH = 4 MHz, VDD = 2.0 V", "", "0.9", "1.4", "mA"],
            ["", "IDD2", "HALT mode, HS mode, fIH = 32 MHz, VDD = 3.0 V", "", "0.54", "1.63", "mA"],
            ["", "IDD3\nNote 2", "STOP mode, TA = -40\u00b0C", "", "0.18", "0.51", "\u00b5A"],
            ["", "", "STOP mode, TA = +25\u00b0C", "", "0.23", "0.51", "\u00b5A"],
            ["", "", "STOP mode, TA = +50\u00b0C", "", "0.36", "1.10", "\u00b5A"],
            ["", "", "STOP mode, TA = +85\u00b0C", "", "0.97", "3.50", "\u00b5A"],
        ],
        7,
    )
    s.para(
        "Note 1. Total current flowing into VDD and EVDD0, including the input leakage current flowing "
        "when the level of the input pin is fixed to VDD, EVDD0 or VSS, EVSS0. Peripheral operation "
        "current is not included.\nNote 2. The values do not include the current flowing into the "
        "12-bit interval timer and the watchdog timer.",
        7,
    )
    s.heading("32.4 Serial Interface IICA", 8.5)
    s.table(
        [
            Col("Parameter", 100),
            Col("Symbol", 40, "C"),
            Col("Conditions", 177),
            Col("MIN.", 38, "C"),
            Col("MAX.", 60, "C"),
            Col("Unit", 34, "C"),
            Col("", 50, "C"),
        ],
        [
            [
                "SCLA0 clock\nfrequency",
                "fSCL",
                f"Standard mode, fCLK {chr(8805)} 1 MHz, 1.6 V {LE} EVDD0 {LE} 5.5 V",
                "0",
                "100",
                "kHz",
                "",
            ],
            [
                "",
                "",
                f"Fast mode, fCLK {chr(8805)} 3.5 MHz, 1.8 V {LE} EVDD0 {LE} 5.5 V",
                "0",
                "400",
                "kHz",
                "",
            ],
            [
                "",
                "",
                f"Fast mode plus, fCLK {chr(8805)} 10 MHz, 2.7 V {LE} EVDD0 {LE} 5.5 V",
                "0",
                "1000",
                "kHz",
                "",
            ],
        ],
        7,
    )
    s.heading("32.5 A/D Converter Characteristics", 8.5)
    s.table(
        [
            Col("Parameter", 100),
            Col("Symbol", 40, "C"),
            Col("Conditions", 177),
            Col("MIN.", 38, "C"),
            Col("TYP.", 38, "C"),
            Col("MAX.", 56, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["Resolution", "RES", "", "8", "", "10", "bit"],
            [
                "Conversion time",
                "tCONV",
                f"10-bit resolution, 2.7 V {LE} VDD {LE} 5.5 V",
                "2.125",
                "",
                "39",
                "\u00b5s",
            ],
            ["Analog input voltage", "VAIN", "ANI0 to ANI11, reference = VDD", "0", "", "VDD", "V"],
            ["", "", "Internal reference voltage (1.45 V) selected", "0", "", "1.45", "V"],
        ],
        7,
    )

    # ---- page 4: G grade differences
    s.add_page()
    s.heading("33. ELECTRICAL SPECIFICATIONS (G: TA = -40 to +105\u00b0C)", 10.5)
    s.para(
        'This chapter describes the electrical specifications for the products "G: Industrial '
        'applications (TA = -40 to +105\u00b0C)". Only the values that differ from chapter 32 are '
        "listed. The G grade cannot use the LV (low-voltage main) mode.",
        8,
    )
    s.caption(
        f"(TA = {MINUS}40 to +105{chr(176)}C, 2.4 V {LE} EVDD0 {LE} VDD {LE} 5.5 V, VSS = EVSS0 = 0 V)",
        7.5,
    )
    s.table(
        RZK_COLS,
        [
            ["Operating ambient\ntemperature", "TA", "G grade", "-40", "", "+105", "\u00b0C"],
            ["Supply voltage", "VDD", "G grade, HS mode", "2.4", "", "5.5", "V"],
            [
                "Supply\ncurrent",
                "IDD3",
                "STOP mode, TA = +105\u00b0C",
                "",
                "3.0",
                "12.9",
                "\u00b5A",
            ],
            [
                "Output current,\nhigh",
                "IOH1",
                f"Per pin for P00 to P17, 4.0 V {LE} EVDD0 {LE} 5.5 V",
                "",
                "",
                "-3.0",
                "mA",
            ],
            [
                "Output current,\nlow",
                "IOL1",
                f"Per pin for P00 to P17, 4.0 V {LE} EVDD0 {LE} 5.5 V",
                "",
                "",
                "8.5",
                "mA",
            ],
        ],
        7,
    )
    s.heading("Application example (not a specification)", 8.5)
    s.para(
        "A door sensor built on the RZK1624 that wakes from STOP mode every 2 s, converts one channel "
        "for 40 \u00b5s and sends 16 bytes over UART at 115200 bps averages about 2.4 \u00b5A from a "
        "3.0 V lithium cell; a 1000 mAh cell then lasts longer than 10 years.",
        8,
    )
    s.heading("Revision History", 8.5)
    revision_table(
        s,
        [
            ["Jun 12, 2022", "1.00", "First edition issued"],
            [
                "Sep 30, 2023",
                "1.10",
                "32.3.2: STOP current at +50\u00b0C added; 33: G grade output current changed from 4.0 mA to 8.5 mA",
            ],
        ],
        (80, 50, 369),
    )
    return save(s, out / "rzk1624.pdf")


# ------------------------------------------------------ Toshiba-style DC motor driver
def kdm7841(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="KDM7841FTG",
        header_right="Kanazawa Device & Storage",
        footer_left="\u00a9 2023 Kanazawa Device & Storage Corporation",
        footer_right="{page}   2023-11-20   Rev.2.0",
        accent=(200, 0, 0),
        rule_color=(120, 120, 120),
        table_fill=(236, 236, 236),
    )
    s = Sheet(style, "KDM7841FTG Datasheet")
    s.add_page()
    s.para("KANAZAWA BiCD Integrated Circuit   Silicon Monolithic", 8)
    s.title_block(
        "KDM7841FTG", "PWM Chopper-Type Brushed DC Motor Driver (1 channel, 47 V / 3.0 A)", size=20
    )
    s.para(
        "The KDM7841FTG is a PWM chopper-type one-channel H-bridge driver for brushed DC motors. "
        "It uses a BiCD process; the output transistors are low on-resistance DMOS FETs. The motor "
        "is controlled by two logic inputs (IN1, IN2); a constant-current chopper limits the motor "
        "current to a value set by the VREF voltage and the sense resistor. An internal 5 V "
        "regulator (VCC pin) supplies the logic, so only the motor power supply is needed.",
        8.5,
    )
    s.heading("Features", 10)
    s.bullets(
        [
            "One-channel H-bridge for brushed DC motors",
            "Motor power supply: 10 V to 47 V (absolute maximum 50 V)",
            "Output current: 3.5 A (absolute maximum), 3.0 A (operating range)",
            "Output ON resistance (upper + lower): 0.45 \u03a9 (typ.)",
            "Built-in internal regulator: no external logic supply required",
            "Standby mode (STBY = L) to cut the supply current",
            "Error detection: thermal shutdown (TSD), over-current detection (ISD), under-voltage lockout (UVLO)",
            "Package: P-WQFN24-0404-0.50 (4 mm x 4 mm)",
        ],
        8.5,
        mark="\u25cf",
    )
    s.para(
        "Note: Please be careful about thermal conditions during use. This product has a MOS structure "
        "and is sensitive to electrostatic discharge.",
        7.5,
    )
    s.heading("Pin Description", 10)
    s.table(
        [Col("Pin No.", 50, "C"), Col("Pin name", 70, "C"), Col("Function", 379)],
        [
            ["1, 2", "OUT1", "Motor output 1"],
            ["4", "RS", "Motor current sense resistor connection"],
            ["6, 7", "OUT2", "Motor output 2"],
            ["9", "VM", "Motor power supply"],
            [
                "11",
                "VCC",
                "Internal regulator output (connect 0.1 \u00b5F; do not use as a power source for other ICs)",
            ],
            ["13", "IN1", "Logic input 1 (with internal pull-down)"],
            ["14", "IN2", "Logic input 2 (with internal pull-down)"],
            ["15", "STBY", "Standby input: H = operation, L = standby"],
            ["16", "VREF", "Current limit reference voltage input"],
            ["18", "LO", "Error detection flag output (open drain)"],
            ["20, 21", "GND", "Ground"],
        ],
        7.5,
    )
    s.heading("Function table", 10)
    s.table(
        [
            Col("IN1", 60, "C"),
            Col("IN2", 60, "C"),
            Col("STBY", 60, "C"),
            Col("OUT1", 70, "C"),
            Col("OUT2", 70, "C"),
            Col("Mode", 179),
        ],
        [
            ["H", "H", "H", "L", "L", "Short brake"],
            ["L", "H", "H", "L", "H", "CCW"],
            ["H", "L", "H", "H", "L", "CW"],
            ["L", "L", "H", "OFF", "OFF", "Stop (high impedance)"],
            ["X", "X", "L", "OFF", "OFF", "Standby"],
        ],
        7.5,
    )

    # ---- page 2
    s.add_page()
    s.heading("Absolute Maximum Ratings (Ta = 25\u00b0C)", 10)
    s.table(
        [
            Col("Characteristics", 150),
            Col("Symbol", 60, "C"),
            Col("Rating", 80, "C"),
            Col("Unit", 45, "C"),
            Col("Remarks", 164),
        ],
        [
            ["Motor power supply", "V_{M}", "50", "V", ""],
            ["Motor output voltage", "V_{OUT}", "50", "V", ""],
            ["Motor output current", "I_{OUT}", "3.5", "A", "(Note 1)"],
            ["Internal regulator current", "I_{VCC}", "5", "mA", ""],
            ["Logic input voltage", "V_{IN}", "-0.4 to 6.0", "V", "IN1, IN2, STBY"],
            ["VREF input voltage", "V_{REF}", "-0.4 to 5.0", "V", ""],
            ["LO output voltage", "V_{LO}", "6.0", "V", ""],
            ["Power dissipation", "P_{D}", "1.3", "W", "(Note 2)"],
            ["Operating temperature", "T_{opr}", "-20 to 85", "\u00b0C", ""],
            ["Storage temperature", "T_{stg}", "-55 to 150", "\u00b0C", ""],
            ["Junction temperature", "T_{j(max)}", "150", "\u00b0C", ""],
        ],
        8,
    )
    s.para(
        "Note 1: Usually, the maximum current value at the time of use is 70% or less of the absolute "
        "maximum ratings at Ta = 25\u00b0C. The maximum current value may be further limited by the "
        "ambient temperature and the board conditions.\n"
        "Note 2: Mounted on a 4-layer glass epoxy board (76.2 mm x 114.3 mm x 1.6 mm, Cu 35 \u00b5m), "
        "Ta = 25\u00b0C.\n"
        "The absolute maximum ratings of a semiconductor device are a set of specified parameter values "
        "that must not be exceeded during operation, even for an instant.",
        7.5,
    )
    s.heading("Operating Ranges (Ta = -20 to 85\u00b0C)", 10)
    s.table(
        [
            Col("Characteristics", 150),
            Col("Symbol", 60, "C"),
            Col("Min", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 40, "C"),
            Col("Remarks", 114),
        ],
        [
            ["Motor power supply", "V_{M}", "10", "24", "47", "V", ""],
            ["Motor output current", "I_{OUT}", "\u2015", "\u2015", "3.0", "A", ""],
            ["Logic input voltage", "V_{IN(H)}", "2.0", "\u2015", "5.5", "V", "IN1, IN2, STBY"],
            ["", "V_{IN(L)}", "0", "\u2015", "0.8", "V", "IN1, IN2, STBY"],
            ["PWM input frequency", "f_{PWM}", "\u2015", "\u2015", "100", "kHz", "IN1, IN2"],
            ["VREF input voltage", "V_{REF}", "0", "2.0", "3.6", "V", ""],
        ],
        8,
    )
    s.heading(
        "Electrical Characteristics (Ta = 25\u00b0C, VM = 24 V, unless otherwise specified)", 10
    )
    s.table(
        [
            Col("Characteristics", 120),
            Col("Symbol", 50, "C"),
            Col("Test Condition", 150),
            Col("Min", 38, "C"),
            Col("Typ.", 38, "C"),
            Col("Max", 38, "C"),
            Col("Unit", 65, "C"),
        ],
        [
            [
                "Logic input\nhysteresis",
                "V_{IN(HYS)}",
                "IN1, IN2, STBY",
                "100",
                "\u2015",
                "300",
                "mV",
            ],
            ["Logic input current", "I_{IN(H)}", "V_{IN} = 3.3 V", "20", "33", "50", "\u00b5A"],
            ["Supply current", "I_{M1}", "STBY = L (standby mode)", "\u2015", "2", "5", "\u00b5A"],
            ["", "I_{M2}", "STBY = H, outputs open, IN1 = IN2 = L", "\u2015", "3.5", "5.0", "mA"],
            [
                "",
                "I_{M3}",
                "STBY = H, outputs open, IN1 = H, IN2 = L",
                "\u2015",
                "4.0",
                "6.0",
                "mA",
            ],
            [
                "Output ON resistance",
                "R_{on(H+L)}",
                "I_{OUT} = 2.0 A, Tj = 25\u00b0C",
                "\u2015",
                "0.45",
                "0.60",
                "\u03a9",
            ],
            [
                "Output leakage current",
                "I_{OH}",
                "V_{M} = 50 V, V_{OUT} = 0 V",
                "\u2015",
                "\u2015",
                "1",
                "\u00b5A",
            ],
            ["Diode forward voltage", "V_{F}", "I_{OUT} = 2.0 A", "\u2015", "1.0", "1.3", "V"],
            ["Internal regulator\nvoltage", "V_{CC}", "I_{CC} = 5 mA", "4.75", "5.0", "5.25", "V"],
            [
                "Over-current\ndetection",
                "I_{SD}",
                "Design target value (Note 3)",
                "4.0",
                "5.5",
                "7.0",
                "A",
            ],
            [
                "Thermal shutdown",
                "T_{SD}",
                "Design target value (Note 3)",
                "145",
                "160",
                "175",
                "\u00b0C",
            ],
            ["VM UVLO", "V_{UVLO}", "VM falling", "6.9", "7.8", "8.7", "V"],
        ],
        7.5,
    )
    s.para("Note 3: Not tested in production; guaranteed by design.", 7.5)

    # ---- page 3
    s.add_page()
    s.heading("Typical Application (example)", 10)
    s.para(
        "The example below drives a 24 V brush motor from a 24 V supply with a 0.22 \u03a9 sense "
        "resistor and VREF = 1.1 V, which sets the chopping limit to 1.1 V / (5 x 0.22 \u03a9) = "
        "1.0 A. The values in the example are for reference only and are not guaranteed; the "
        "motor, its stall current and the board must be evaluated by the customer.",
        8.5,
    )
    s.figure(
        "Figure 1  Power dissipation PD \u2013 ambient temperature Ta (Note 2 board)",
        "Ambient temperature Ta (\u00b0C)",
        "PD (W)",
        ["0", "25", "50", "75", "100", "125", "150"],
        ["0", "0.5", "1.0", "1.5"],
        [("4-layer board", [(0.0, 0.87), (1 / 6, 0.87), (1.0, 0.0)])],
        height=110,
    )
    s.heading("Usage Considerations", 10)
    s.bullets(
        [
            "Connect a bypass capacitor of 10 \u00b5F or more and 0.1 \u00b5F close to the VM pin.",
            "The VCC pin is the output of the internal regulator for the logic of this IC only. Do not "
            "draw more than 5 mA from it.",
            "The logic inputs accept 3.3 V and 5 V logic levels; they have internal pull-down resistors of 100 k\u03a9 (typ.).",
            "Use the IC within the operating ranges; operation at the absolute maximum ratings is not guaranteed.",
        ],
        8.5,
        mark="\u25cf",
    )
    s.heading("Revision history", 10)
    revision_table(
        s,
        [
            ["2022-05-10", "1.0", "First release"],
            [
                "2023-11-20",
                "2.0",
                "Operating range of VM changed from 10-40 V to 10-47 V; ISD added",
            ],
        ],
        (80, 50, 369),
    )
    return save(s, out / "kdm7841ftg.pdf")
