"""Hold-out 56 datasheets, part 1: a barometric pressure sensor module, a 12-bit SPI
DAC, a boost converter module and a 16-channel PWM servo driver board.

A Swiss sensor module sheet (a table whose columns are operating modes, calibrated
vs operating temperature range, module supply vs sensor-die supply), a US analog
house DAC (a 'Note n' footnote on every limit, condition sentence, table continued
on page 2, unnamed continuation rows at another VDD), a boost module manual
translated from Chinese (bulleted spec list in odd English, values in prose, a test
data table of typical points) and a UK maker-shop servo driver board (a table with
one column per supply rail, jumper address table as decoy, FAQ).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
LE = "\u2264"
GE = "\u2265"


# ------------------------------------------------ barometric pressure module (Swiss)
def altap7(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="RIGI MESSSYSTEME AG",
        header_right="ALTA-P7  |  Data Sheet",
        footer_left="Rigi Messsysteme AG, Küssnacht  |  DS-ALTA-P7-EN v2.1",
        footer_right="{page} | {nb}",
        table_fill=(226, 236, 246),
        accent=(0, 70, 140),
        grid=False,
    )
    s = Sheet(style, "ALTA-P7 barometric pressure module")
    s.add_page()
    s.title_block(
        "ALTA-P7",
        "Digital barometric pressure and altitude module",
        "Breakout board with on-board 3.3 V regulator and level translator, I2C",
        20,
    )
    s.heading("1  Overview", 10.5, rule=True)
    s.para(
        "The ALTA-P7 carries a piezo-resistive absolute pressure die with an integrated "
        "24-bit sigma-delta converter, a 3.3 V low-dropout regulator and a bidirectional "
        "level translator on SDA and SCL. The module may therefore be powered from and "
        "talk to 3.3 V or 5 V hosts. The bus supports standard, fast and fast-mode plus "
        "operation; the host clock must not exceed 1 MHz.",
        8.5,
    )
    s.heading("2  Performance", 10.5, rule=True)
    s.para("Tamb = 25 " + DEG + ", module supply VS = 5.0 V, unless otherwise stated.", 7.5)
    s.table(
        [
            Col("Characteristic", 190),
            Col("Conditions", 130),
            Col("min.", 45, "C"),
            Col("typ.", 45, "C"),
            Col("max.", 45, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Pressure span", "", "300", "", "1100", "hPa"],
            [
                "Absolute pressure error",
                "700 ... 1100 hPa, 0 ... +65 " + DEG,
                "-1.0",
                "",
                "+1.0",
                "hPa",
            ],
            [
                "Relative pressure error",
                "950 ... 1050 hPa, +25 " + DEG,
                "-0.12",
                "",
                "+0.12",
                "hPa",
            ],
            ["Pressure resolution (LSB)", "", "", "0.016", "", "Pa"],
            [
                "Temperature error of the\ninternal temperature channel",
                "0 ... +65 " + DEG,
                "-1.5",
                "",
                "+1.5",
                DEG,
            ],
            ["Long-term stability", "per year", "", PM + "1.0", "", "hPa"],
        ],
        7.5,
    )
    s.heading("3  Current drawn from VS, per operating mode", 10.5, rule=True)
    s.para(
        "Typical values; one measurement per second (1 Hz) unless the mode runs free. "
        "Regulator quiescent current included.",
        7.5,
    )
    s.table(
        [
            Col("", 150),
            Col("Sleep", 80, "C"),
            Col("Eco (1 Hz)", 85, "C"),
            Col("Balanced (1 Hz)", 92, "C"),
            Col("Precision (1 Hz)", 92, "C"),
        ],
        [
            [
                "Current from VS",
                "4.1 " + MU + "A",
                "9.5 " + MU + "A",
                "17 " + MU + "A",
                "41 " + MU + "A",
            ],
            ["Oversampling (pressure)", "-", "x1", "x4", "x16"],
            ["Conversion time", "-", "6.4 ms", "13.3 ms", "41.2 ms"],
            ["RMS noise (pressure)", "-", "2.6 Pa", "1.3 Pa", "0.6 Pa"],
        ],
        7.5,
    )
    s.heading("4  Operating conditions", 10.5, rule=True)
    s.table(
        [
            Col("Item", 190),
            Col("Symbol", 60, "C"),
            Col("min.", 55, "C"),
            Col("max.", 55, "C"),
            Col("Unit", 50, "C"),
            Col("Remark", 89, "C"),
        ],
        [
            ["Module supply voltage", "VS", "2.8", "5.5", "V", "pin VS"],
            ["Sensor die supply (on board)", "VDD", "1.71", "3.6", "V", "not accessible"],
            ["Operating temperature", "Tamb", "-40", "+85", DEG, "see 4.1"],
            ["Calibrated temperature range", "", "0", "+65", DEG, ""],
            ["Bus clock frequency", "fSCL", "", "1000", "kHz", ""],
        ],
        7.5,
    )
    s.para(
        "4.1  Outside the calibrated range the module keeps working but the pressure error "
        "in section 2 is not guaranteed. Condensation on the membrane must be avoided; the "
        "module has no gel fill and is not water-proof.",
        7.5,
    )
    s.heading("5  Absolute maximum ratings", 10.5, rule=True)
    s.table(
        [Col("Item", 250), Col("Rating", 150, "C"), Col("Unit", 99, "C")],
        [
            ["Module supply VS to GND", "-0.3 ... +6.0", "V"],
            ["SDA, SCL to GND", "-0.3 ... VS + 0.3", "V"],
            ["Overpressure", "20000", "hPa"],
            ["Storage temperature", "-45 ... +85", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("6  Connections", 10.5, rule=True)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Description", 359)],
        [
            ["1", "VS", "Supply 2.8 ... 5.5 V"],
            ["2", "GND", "Ground"],
            ["3", "SCL", "Serial clock (level translated, 10 k" + OHM + " pull-up to VS)"],
            ["4", "SDA", "Serial data (level translated, 10 k" + OHM + " pull-up to VS)"],
            ["5", "INT", "Data-ready output, push-pull, VS level"],
            ["6", "SA0", "Address select, internal pull-down"],
        ],
        7.5,
    )
    s.heading("7  Bus address", 10.5, rule=True)
    s.table(
        [Col("SA0", 200, "C"), Col("7-bit address", 299, "C")],
        [["open or GND (default)", "0x5C"], ["VS", "0x5D"]],
        7.5,
    )
    s.heading("8  Register overview (excerpt)", 10.5, rule=True)
    s.table(
        [Col("Address", 70, "C"), Col("Name", 120), Col("Reset", 70, "C"), Col("Function", 239)],
        [
            ["0x0F", "WHO_AM_I", "0xB3", "device identification"],
            ["0x10", "CTRL_1", "0x00", "mode: 00 sleep, 01 eco, 10 balanced, 11 precision"],
            ["0x28", "PRESS_OUT_XL", "0x00", "pressure LSB"],
            ["0x2B", "TEMP_OUT_L", "0x00", "temperature LSB"],
        ],
        7.5,
    )
    s.heading("9  Application notes", 10.5, rule=True)
    s.bullets(
        [
            "Altitude resolution in Precision mode is about 5 cm at sea level.",
            "Keep the vent hole free; do not cover it with conformal coating.",
            "For weather stations, Eco mode with one reading per minute is sufficient.",
        ],
        8,
    )
    revision_table(
        s,
        [["2023-03-14", "1.0", "Initial release"], ["2024-01-09", "2.1", "Mode table reworked"]],
        (100, 60, 339),
    )
    return save(s, out / "alta-p7.pdf")


# ------------------------------------------------ 12-bit SPI DAC (US analog house)
def cx7512(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="MERRIWETHER ANALOG",
        header_right="CX7512 / CX7512B",
        footer_left="Merriwether Analog, Inc.  |  Document 7512fb",
        footer_right="{page}",
        table_fill=(235, 235, 235),
        accent=(150, 0, 0),
    )
    s = Sheet(style, "CX7512 dual 12-bit SPI DAC")
    s.add_page()
    s.title_block(
        "CX7512",
        "Dual 12-Bit Voltage-Output DAC with Internal Reference and SPI Interface",
        "CX7512A: INL " + PM + "2 LSB max grade.  CX7512B: INL " + PM + "4 LSB max grade.",
        19,
    )

    def left() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "Two 12-bit rail-to-rail voltage outputs",
                "Internal 2.048 V reference (10 ppm/" + DEG + " typ)",
                "Output span 2.048 V (G = 1) or 4.096 V (G = 2)",
                "Single supply 2.7 V to 5.5 V",
                "50 MHz-class SPI, daisy-chain capable",
                "MSOP-10 package",
            ],
            8,
        )

    def right() -> None:
        s.heading("APPLICATIONS", 9.5)
        s.bullets(
            ["Set-point and bias generation", "Programmable LED drive", "Data acquisition"], 8
        )
        s.heading("DESCRIPTION", 9.5)
        s.para(
            "The CX7512 is a dual 12-bit DAC with buffered outputs. A power-on reset sets both "
            "outputs to zero scale. Each channel may be shut down separately.",
            8,
        )

    s.side_by_side(left, right, 230)
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5, rule=True)
    s.para(
        "VDD = 5 V, VREF = internal, G = 2, RL = 5 kOhm, CL = 100 pF, "
        "TA = 25 "
        + DEG
        + " unless otherwise noted. Limits apply over TA = -40 "
        + DEG
        + " to 125 "
        + DEG
        + " where marked (Note 2).",
        7.5,
    )
    s.table(
        [
            Col("PARAMETER", 150),
            Col("CONDITIONS", 150),
            Col("MIN", 44, "C"),
            Col("TYP", 44, "C"),
            Col("MAX", 44, "C"),
            Col("UNITS", 67, "C"),
        ],
        [
            ["DC Performance (Note 3)"],
            ["Resolution", "", "12", "", "", "Bits"],
            ["Integral Nonlinearity", "CX7512A (Note 2)", "", PM + "0.5", PM + "2", "LSB"],
            ["", "CX7512B (Note 2)", "", PM + "1", PM + "4", "LSB"],
            ["Differential Nonlinearity", "Monotonic (Note 4)", "", "", PM + "1", "LSB"],
            ["Offset Error", "Code 64 (Note 2)", "", PM + "2", PM + "12", "mV"],
            ["Gain Error", "(Note 2)", "", PM + "0.2", PM + "1", "%FSR"],
            ["Output"],
            ["Output Voltage Swing", "G = 2, VDD = 5 V", "0", "", "4.096", "V"],
            ["Short-Circuit Output\nCurrent", "Sourcing / sinking (Note 5)", "", "24", "", "mA"],
            ["Settling Time", "1/4 to 3/4 scale, " + PM + "0.5 LSB", "", "6", "", "\u00b5s"],
            ["Power Supply"],
            ["VDD", "(Note 6)", "2.7", "", "5.5", "V"],
            ["IDD", "Both channels on, VDD = 5 V", "", "440", "650", "\u00b5A"],
            ["", "Both channels on, VDD = 3 V", "", "380", "560", "\u00b5A"],
            ["Shutdown Supply\nCurrent", "Both channels off (Note 2)", "", "0.4", "2.5", "\u00b5A"],
        ],
        7.5,
    )
    s.para(
        "Note 1: Stresses beyond Absolute Maximum Ratings may cause permanent damage. "
        "Note 2: Guaranteed over -40 " + DEG + " to 125 " + DEG + " by production test. "
        "Note 3: Linearity tested from code 64 to code 4032. Note 4: Guaranteed by design. "
        "Note 5: Output is protected; do not short for more than 1 second per channel. "
        "Note 6: With G = 2 the output span is limited by VDD; use G = 1 below VDD = 4.2 V.",
        7,
    )
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS (continued)", 9.5, rule=True)
    s.table(
        [
            Col("PARAMETER", 150),
            Col("CONDITIONS", 150),
            Col("MIN", 44, "C"),
            Col("TYP", 44, "C"),
            Col("MAX", 44, "C"),
            Col("UNITS", 67, "C"),
        ],
        [
            ["Reference"],
            ["Internal Reference\nVoltage", "(Note 2)", "2.036", "2.048", "2.060", "V"],
            ["Reference Tempco", "(Note 4)", "", "10", "40", "ppm/" + DEG],
            ["Digital Inputs"],
            ["VIH", "VDD = 2.7 V to 5.5 V (Note 4)", "0.7 x VDD", "", "", "V"],
            ["VIL", "VDD = 2.7 V to 5.5 V (Note 4)", "", "", "0.3 x VDD", "V"],
            ["Timing (Note 7)"],
            ["fSCK", "", "", "", "20", "MHz"],
            ["t1", "SCK high time", "20", "", "", "ns"],
            ["t2", "CS falling to SCK rising", "15", "", "", "ns"],
        ],
        7.5,
    )
    s.para(
        "Note 7: Timing is specified at VDD = 2.7 V to 5.5 V, CL = 20 pF on SDO. The 50 MHz "
        "figure on page 1 refers to the write-only daisy-chain mode at VDD = 5 V and is "
        "typical only.",
        7,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS (Note 1)", 9.5, rule=True)
    s.lines(
        [
            "VDD to GND ........................................................ -0.3 V to 6 V",
            "Digital Inputs to GND ............................................. -0.3 V to 6 V",
            "VOUTA, VOUTB to GND ........................................ -0.3 V to VDD + 0.3 V",
            "Operating Temperature Range ....................................... -40"
            + DEG
            + " to 125"
            + DEG,
            "Storage Temperature Range ......................................... -65"
            + DEG
            + " to 150"
            + DEG,
        ],
        8,
    )
    s.heading("PIN FUNCTIONS", 9.5, rule=True)
    s.table(
        [Col("PIN", 50, "C"), Col("NAME", 70, "C"), Col("FUNCTION", 379)],
        [
            ["1", "VDD", "Supply input, 2.7 V to 5.5 V. Bypass with 0.1 \u00b5F."],
            ["2", "CS", "Chip select, active low"],
            ["3", "SCK", "Serial clock"],
            ["4", "SDI", "Serial data input"],
            ["5", "LDAC", "Load DAC, active low"],
            ["6", "SHDN", "Shutdown, active low"],
            ["7", "VOUTB", "DAC B output"],
            ["8", "GND", "Ground"],
            ["9", "VOUTA", "DAC A output"],
            ["10", "SDO", "Serial data output (daisy chain)"],
        ],
        7.5,
    )
    s.heading("WRITE COMMAND WORD", 9.5, rule=True)
    s.table(
        [
            Col("BIT 15", 62, "C"),
            Col("BIT 14", 62, "C"),
            Col("BIT 13", 62, "C"),
            Col("BIT 12", 62, "C"),
            Col("BITS 11-0", 251, "C"),
        ],
        [["A/B", "BUF", "GA (1 = 1x)", "SHDN", "D11 ... D0 (code 0 ... 4095)"]],
        7.5,
    )
    return save(s, out / "cx7512.pdf")


# ------------------------------------------------ boost converter module (translated Chinese manual)
def bst60(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Foshan Jinhui Power Electronic Co., Ltd.",
        header_right="JH-BST60 User Manual",
        footer_left="www.jinhui-power.example  Tel：0757-8800-6060",
        footer_right="- {page} -",
        table_fill=(255, 236, 214),
        accent=(190, 60, 0),
    )
    s = Sheet(style, "JH-BST60 boost converter module")
    s.add_page()
    s.title_block(
        "JH-BST60",
        "600W High Power DC-DC Boost Module (Step-up) User Manual",
        "Product model：JH-BST60 （Non-isolated，constant voltage / constant current）",
        18,
    )
    s.heading("1、Product Introduce", 10.5)
    s.para(
        "This module is a high power boost converter, can rise the low voltage to high "
        "voltage, it can use for car power, notebook charging, LED driver and so on. The "
        "output voltage must be higher than the input voltage, otherwise the module is "
        "not work (input voltage will go through to output directly by the diode). Please "
        "notice: input is not have anti-reverse protection, reverse connect will burn the "
        "module immediately.",
        8.5,
    )
    s.heading("2、Technical Parameters", 10.5)
    s.bullets(
        [
            "Input voltage range" + FWC + "10V" + FWT + "60V",
            "Input current" + FWC + "12A (MAX)，more than 10A please strengthen the cooling",
            "Output voltage range" + FWC + "12V" + FWT + "80V (continuously adjustable)",
            "Output current" + FWC + "8A (MAX)，more than 5A please add the fan",
            "Output power" + FWC + "input voltage x 10A (example 12V x 10A = 120W，"
            "24V x 10A = 240W，48V x 12A = 576W)",
            "No-load current" + FWC + "15mA (12V boost to 20V)",
            "Conversion efficiency" + FWC + "95% highest (see test data)",
            "Working frequency" + FWC + "150KHz",
            "Output ripple" + FWC + "50mV (12V rise 20V 5A load)",
            "Constant current range" + FWC + "0.2A" + FWT + "8A",
            "Working temperature"
            + FWC
            + "-40"
            + FW_C
            + FWT
            + "+85"
            + FW_C
            + "（environment temperature more than 40"
            + FW_C
            + "，please reduce power）",
            "Short circuit protection" + FWC + "NO (please add fuse at input)",
            "Size" + FWC + "76mm x 60mm x 56mm",
        ],
        8.5,
    )
    s.heading("3、Test Data (input 24V, room temperature, for reference)", 10.5)
    s.table(
        [
            Col("Output setting", 110, "C"),
            Col("Load current", 100, "C"),
            Col("Input current", 100, "C"),
            Col("Efficiency", 90, "C"),
            Col("Temp. rise", 99, "C"),
        ],
        [
            ["36V", "2A", "3.14A", "95.5%", "18" + FW_C],
            ["36V", "5A", "7.95A", "94.3%", "35" + FW_C],
            ["48V", "3A", "6.35A", "94.5%", "29" + FW_C],
            ["60V", "4A", "10.7A", "93.4%", "46" + FW_C],
        ],
        7.5,
    )
    s.add_page()
    s.heading("4、Wiring and Adjust", 10.5)
    s.table(
        [Col("Terminal / Part", 130, "C"), Col("Function", 369)],
        [
            ["IN+ / IN-", "Power input (10V" + FWT + "60V), wire 2.5mm2 at least"],
            ["OUT+ / OUT-", "Boost output"],
            ["CV pot", "Adjust output voltage，clockwise is increase"],
            ["CC pot", "Adjust constant current，clockwise is increase"],
            ["LED1 (red)", "Constant current working indicate"],
            ["LED2 (blue)", "Charge full indicate (current below 10% of CC setting)"],
        ],
        7.5,
    )
    s.heading("5、Notice", 10.5)
    s.bullets(
        [
            "Input voltage must not more than 60V，please also pay attention that output "
            "voltage must be at least 2V higher than the input voltage.",
            "When use for charging battery，please add anti-back diode at output, otherwise "
            "the battery will reverse back to the module.",
            "The module can not use for step-down. Two modules can not parallel connect.",
            "Before connect load, please adjust voltage in no-load state first.",
        ],
        8.5,
    )
    s.heading("6、FAQ", 10.5)
    s.para(
        "Q：Can I boost my 12V lead-acid battery to 19V for notebook? A：Yes, please set "
        "CC at 4A first. Q：Is the module water-proof? A：No. Q：Can it start at 8V? "
        "A：No, the under voltage lock out will stop the module below 10V.",
        8.5,
    )
    return save(s, out / "jh-bst60.pdf")


# ------------------------------------------------ 16-channel PWM servo driver (UK maker shop)
def svd16(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Pennine Robotics Ltd",
        header_right="SVD-16 Product Guide",
        footer_left="pennine-robotics.example  |  SVD-16 guide issue 4",
        footer_right="Page {page} of {nb}",
        table_fill=(230, 240, 225),
        accent=(30, 90, 30),
    )
    s = Sheet(style, "SVD-16 16-channel PWM servo driver")
    s.add_page()
    s.title_block(
        "SVD-16",
        "16-Channel 12-bit PWM / Servo Driver Board, I2C",
        "Order codes: SVD-16 (standard) and SVD-16T (with screw terminal and 1000 \u00b5F bulk cap)",
        19,
    )
    s.para(
        "Drive up to 16 hobby servos or LEDs from just two I2C pins. Each output has its "
        "own 12-bit PWM generator, so your microcontroller does not have to keep refreshing "
        "the pulses. Six address jumpers let you chain up to 62 boards on one bus. The logic "
        "side and the servo side are powered separately: VCC feeds the chip, V+ goes only to "
        "the red wires of the servo headers.",
        8.5,
    )
    s.heading("Power rails at a glance", 10.5, rule=True)
    s.table(
        [
            Col("", 170),
            Col("Logic (VCC pin)", 165, "C"),
            Col("Servo power (V+ terminal / pin)", 164, "C"),
        ],
        [
            ["Voltage you can use", "2.3 V to 5.5 V", "4.8 V to 6.0 V"],
            ["Never go above", "6.0 V", "7.0 V (1)"],
            ["Typical current", "8 mA (all outputs running)", "depends on servos (2)"],
            ["Reverse-polarity protection", "no", "SVD-16T only (3)"],
            ["Current the board can carry", "-", "SVD-16: 3 A / SVD-16T: 8 A"],
        ],
        7.5,
    )
    s.para(
        "(1) Above 6.0 V most standard servos are damaged; 7.0 V is the limit of the bulk "
        "capacitor. (2) A typical SG90-class micro servo draws 150 to 250 mA when moving and "
        "up to 700 mA stalled. (3) Series MOSFET on the terminal input; V+ on the side pin "
        "bypasses it.",
        7.5,
    )
    s.heading("Output and interface", 10.5, rule=True)
    s.table(
        [Col("What", 200), Col("Value", 150, "C"), Col("Notes", 149)],
        [
            ["PWM resolution", "12 bit (4096 steps)", "per channel"],
            ["PWM frequency", "24 Hz to 1526 Hz", "one setting for all 16"],
            ["Servo pulse at 50 Hz", "approx. 4.9 \u00b5s per step", ""],
            ["Output drive, per pin", "25 mA sink / 10 mA source", "at VCC = 5 V"],
            ["Output series resistor", "220 Ohm", "on every signal pin"],
            ["I2C clock", "up to 1 MHz", "Fast-mode Plus"],
            ["I2C pull-ups", "10 kOhm to VCC", "on board"],
            ["Operating temperature", "-20 \u00b0C to +70 \u00b0C", "board"],
        ],
        7.5,
    )
    s.heading("Logic levels", 10.5, rule=True)
    s.para(
        "SDA, SCL and OE are referenced to VCC. Power VCC from the same supply as your "
        "microcontroller's I/O: 3.3 V for a Raspberry Pi or ESP32, 5 V for an Arduino Uno. "
        "The inputs are 5.5 V tolerant even when VCC is 3.3 V.",
        8.5,
    )
    s.add_page()
    s.heading("Address jumpers", 10.5, rule=True)
    s.table(
        [
            Col("A5", 50, "C"),
            Col("A4", 50, "C"),
            Col("A3", 50, "C"),
            Col("A2", 50, "C"),
            Col("A1", 50, "C"),
            Col("A0", 50, "C"),
            Col("7-bit address", 199, "C"),
        ],
        [
            ["0", "0", "0", "0", "0", "0", "0x40 (default)"],
            ["0", "0", "0", "0", "0", "1", "0x41"],
            ["0", "0", "0", "0", "1", "0", "0x42"],
            ["1", "1", "1", "1", "1", "0", "0x7E"],
        ],
        7.5,
    )
    s.para(
        "Addresses 0x70 (all-call) and 0x00 (general call) are reserved, so 62 addresses "
        "from 0x40 to 0x7F are usable.",
        8,
    )
    s.heading("Header pinout", 10.5, rule=True)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Use", 359)],
        [
            ["1", "GND", "Ground (common to logic and servo side)"],
            ["2", "OE", "Output enable, active low, 10 kOhm pull-down"],
            ["3", "SCL", "I2C clock"],
            ["4", "SDA", "I2C data"],
            ["5", "VCC", "Logic supply 2.3 V to 5.5 V"],
            ["6", "V+", "Servo supply pass-through (optional)"],
        ],
        7.5,
    )
    s.heading("FAQ", 10.5, rule=True)
    s.bullets(
        [
            "Can I power the servos from my Arduino's 5 V pin? One micro servo, maybe. More "
            "than that: use a separate 5 V or 6 V supply on V+ and join the grounds.",
            "Can I run 7.4 V (2S LiPo) servos? Not on V+ directly; the board is limited as "
            "above. Use a BEC set to 6.0 V or less.",
            "Does the board measure servo current or position? No.",
            "Is there a 16-channel limit per bus? No, chain boards with different addresses.",
        ],
        8.5,
    )
    revision_table(
        s,
        [["2021-06-02", "2", "SVD-16T added"], ["2024-01-11", "4", "Rail table, FAQ"]],
        (100, 60, 339),
    )
    return save(s, out / "svd-16.pdf")
