"""Hold-out 10 datasheets: a Winbond-style serial NOR flash family (3 V "V" and
1.8 V "W" versions side by side in one DC table, an instruction table of hex
opcodes as decoys, read / program / erase currents) and a Cirrus-Logic-style
12/16-bit I2C ADC pair (PGA full-scale table with LSB size per version, a noise
table per gain and data rate, register defaults as decoys).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"


# ---------------------------------------------------------- Winbond-style flash
def wq25s64(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="",
        header_right="WQ25S64V / WQ25S64W",
        footer_left="Publication Release Date: March 08, 2023        Revision G",
        footer_right="- {page} -",
        rule_color=(0, 0, 0),
        table_fill=(230, 230, 230),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "WQ25S64V / WQ25S64W 64M-bit Serial Flash Memory")
    s.add_page()
    s.title_block(
        "WQ25S64V / WQ25S64W",
        "3V and 1.8V 64M-BIT SERIAL FLASH MEMORY WITH DUAL/QUAD SPI",
        "Wintrec Memory Corporation",
        size=18,
    )
    s.heading("1. GENERAL DESCRIPTIONS", 9.5)
    s.para(
        "The WQ25S64 (64M-bit) Serial Flash memory provides a storage solution for systems "
        "with limited space, pins and power. The WQ25S64V operates on a single 2.7V to 3.6V "
        "power supply and the WQ25S64W on a 1.65V to 1.95V supply, with current consumption "
        "as low as 1" + MU + "A for Power-down. The 64M-bit array is organized into 32,768 "
        "programmable pages of 256-bytes each. Up to 256 bytes can be programmed at a time. "
        "Pages can be erased in groups of 16 (4KB sector erase), groups of 128 (32KB block "
        "erase), groups of 256 (64KB block erase) or the entire chip (chip erase).",
        7.4,
    )
    s.heading("2. FEATURES", 9.5)

    def left() -> None:
        s.bullets(
            [
                "New Family of SpiFlash Memories",
                "  WQ25S64V: 64M-bit, 2.7V to 3.6V",
                "  WQ25S64W: 64M-bit, 1.65V to 1.95V",
                "  Standard SPI: CLK, /CS, DI, DO",
                "  Dual SPI / Quad SPI: IO0-IO3",
                "Highest Performance Serial Flash",
                "  133MHz Standard/Dual/Quad SPI clocks (V)",
                "  104MHz clocks (W)",
                "  Min. 100K Program-Erase cycles per sector",
                "  More than 20-year data retention",
            ],
            7.2,
        )

    def right() -> None:
        s.bullets(
            [
                "Low Power, Wide Temperature Range",
                "  Single 2.7V to 3.6V supply (V)",
                "  <1" + MU + "A Power-down (typ.)",
                "  -40" + DEG + " to +85" + DEG + " operating range (IQ)",
                "  -40" + DEG + " to +105" + DEG + " operating range (JQ)",
                "Flexible Architecture with 4KB sectors",
                "  Uniform Sector/Block Erase (4K/32K/64K-Byte)",
                "  Program 1 to 256 byte per programmable page",
                "Space Efficient Packaging",
                "  8-pin SOIC 208-mil, 8-pad WSON 6x5-mm",
            ],
            7.2,
        )

    s.side_by_side(left, right, 245, 10)
    s.heading("3. ORDERING INFORMATION", 9.5)
    s.table(
        [
            Col("Part Number", 110),
            Col("Supply", 80, "C"),
            Col("Package", 110),
            Col("Temperature", 100),
            Col("Top Side Marking", 99),
        ],
        [
            [
                "WQ25S64VSSIQ",
                "2.7V-3.6V",
                "SOIC-8 208-mil",
                "-40" + DEG + " to +85" + DEG,
                "25S64VSIQ",
            ],
            [
                "WQ25S64VZPJQ",
                "2.7V-3.6V",
                "WSON-8 6x5-mm",
                "-40" + DEG + " to +105" + DEG,
                "25S64VPJQ",
            ],
            [
                "WQ25S64WSSIQ",
                "1.65V-1.95V",
                "SOIC-8 208-mil",
                "-40" + DEG + " to +85" + DEG,
                "25S64WSIQ",
            ],
            [
                "WQ25S64WZPIQ",
                "1.65V-1.95V",
                "WSON-8 6x5-mm",
                "-40" + DEG + " to +85" + DEG,
                "25S64WPIQ",
            ],
        ],
        7.0,
    )
    s.heading("4. PIN DESCRIPTION SOIC 208-MIL, WSON 6X5-MM", 9.5)
    s.table(
        [
            Col("PAD NO.", 50, "C"),
            Col("PAD NAME", 80, "C"),
            Col("I/O", 40, "C"),
            Col("FUNCTION", 329),
        ],
        [
            ["1", "/CS", "I", "Chip Select Input"],
            ["2", "DO (IO1)", "I/O", "Data Output (Data Input Output 1)"],
            ["3", "/WP (IO2)", "I/O", "Write Protect Input (Data Input Output 2)"],
            ["4", "GND", "", "Ground"],
            ["5", "DI (IO0)", "I/O", "Data Input (Data Input Output 0)"],
            ["6", "CLK", "I", "Serial Clock Input"],
            ["7", "/HOLD (IO3)", "I/O", "Hold Input (Data Input Output 3)"],
            ["8", "VCC", "", "Power Supply"],
        ],
        7.0,
    )

    # ---- page 2
    s.add_page()
    s.heading("5. INSTRUCTION SET TABLE 1 (STANDARD SPI INSTRUCTIONS)", 9.5)
    s.table(
        [
            Col("Data Input Output", 130),
            Col("Byte 1", 60, "C"),
            Col("Byte 2", 70, "C"),
            Col("Byte 3", 70, "C"),
            Col("Byte 4", 70, "C"),
            Col("Byte 5", 99, "C"),
        ],
        [
            ["Write Enable", "06h", "", "", "", ""],
            ["Read Status Register-1", "05h", "(S7-S0)", "", "", ""],
            ["Read Data", "03h", "A23-A16", "A15-A8", "A7-A0", "(D7-D0)"],
            ["Fast Read", "0Bh", "A23-A16", "A15-A8", "A7-A0", "dummy"],
            ["Page Program", "02h", "A23-A16", "A15-A8", "A7-A0", "D7-D0"],
            ["Sector Erase (4KB)", "20h", "A23-A16", "A15-A8", "A7-A0", ""],
            ["Block Erase (64KB)", "D8h", "A23-A16", "A15-A8", "A7-A0", ""],
            ["Chip Erase", "C7h/60h", "", "", "", ""],
            ["Power-down", "B9h", "", "", "", ""],
            ["Release Power-down / ID", "ABh", "dummy", "dummy", "dummy", "(ID7-ID0)"],
            ["JEDEC ID", "9Fh", "(MF7-MF0)", "(ID15-ID8)", "(ID7-ID0)", ""],
        ],
        7.0,
    )
    s.para(
        "Manufacturer ID (MF7-MF0) = C2h. Device ID (ID15-ID0) = 4017h for the WQ25S64V and "
        "6017h for the WQ25S64W. Data bytes shown in parentheses are output from the device.",
        7.0,
    )
    s.heading("6. ELECTRICAL CHARACTERISTICS", 9.5)
    s.heading("6.1 Absolute Maximum Ratings (1)", 8.5)
    s.table(
        [
            Col("PARAMETERS", 150),
            Col("SYMBOL", 60, "C"),
            Col("CONDITIONS", 110),
            Col("RANGE", 109, "C"),
            Col("UNIT", 40, "C"),
        ],
        [
            ["Supply Voltage", "VCC", "WQ25S64V\nWQ25S64W", "-0.6 to +4.6\n-0.6 to +2.5", "V"],
            ["Voltage Applied to Any Pin", "VIO", "Relative to Ground", "-0.6 to VCC+0.4", "V"],
            ["Storage Temperature", "TSTG", "", "-65 to +150", DEG],
            ["Electrostatic Discharge Voltage", "VESD", "Human Body Model", "-2000 to +2000", "V"],
        ],
        7.0,
    )
    s.para(
        "1. This device has been designed and tested for the specified operation ranges. "
        "Proper operation outside of these levels is not guaranteed.",
        6.8,
    )
    s.heading("6.2 Operating Ranges", 8.5)
    s.table(
        [
            Col("PARAMETER", 150),
            Col("SYMBOL", 60, "C"),
            Col("CONDITIONS", 150),
            Col("MIN", 45, "C"),
            Col("MAX", 45, "C"),
            Col("UNIT", 49, "C"),
        ],
        [
            [
                "Supply Voltage",
                "VCC",
                "WQ25S64V, FR = 133MHz\nWQ25S64W, FR = 104MHz",
                "2.7\n1.65",
                "3.6\n1.95",
                "V",
            ],
            [
                "Ambient Temperature,\nOperating",
                "TA",
                "Industrial (IQ)\nIndustrial Plus (JQ)",
                "-40\n-40",
                "+85\n+105",
                DEG,
            ],
        ],
        7.0,
    )
    s.heading("6.3 Endurance and Data Retention", 8.5)
    s.table(
        [Col("PARAMETER", 200), Col("CONDITIONS", 170), Col("MIN", 60, "C"), Col("UNIT", 69, "C")],
        [
            ["Erase/Program Cycles", "4KB sector, 32/64KB block or full chip", "100,000", "Cycles"],
            ["Data Retention", "Full temperature range", "20", "years"],
        ],
        7.0,
    )

    # ---- page 3
    s.add_page()
    s.heading("6.4 DC Electrical Characteristics", 9.5)
    s.para("Over the operating ranges of section 6.2 unless otherwise noted.", 7.2)
    cols = [
        Col("PARAMETER", 92),
        Col("SYM.", 34, "C"),
        Col("CONDITIONS", 117),
        Col("MIN", 36, "C"),
        Col("TYP", 36, "C"),
        Col("MAX", 40, "C"),
        Col("MIN", 36, "C"),
        Col("TYP", 36, "C"),
        Col("MAX", 40, "C"),
        Col("UNIT", 32, "C"),
    ]
    s.table(
        cols,
        [
            ["Input Capacitance", "CIN", "VIN = 0V", "", "", "6", "", "", "6", "pF"],
            ["Input Leakage", "ILI", "", "", "", PM + "2", "", "", PM + "2", MU + "A"],
            [
                "Standby Current",
                "ICC1",
                "/CS = VCC,\nVIN = GND or VCC",
                "",
                "10",
                "50",
                "",
                "12",
                "60",
                MU + "A",
            ],
            [
                "Power-down Current",
                "ICC2",
                "/CS = VCC,\nVIN = GND or VCC",
                "",
                "1",
                "5",
                "",
                "1",
                "8",
                MU + "A",
            ],
            [
                "Current Read Data /\nDual /Quad 50MHz",
                "ICC3",
                "C = 0.1 VCC / 0.9 VCC\nDO = Open",
                "",
                "8",
                "15",
                "",
                "6",
                "12",
                "mA",
            ],
            [
                "Current Read Data /\nDual /Quad 104MHz",
                "ICC3",
                "C = 0.1 VCC / 0.9 VCC\nDO = Open",
                "",
                "12",
                "20",
                "",
                "10",
                "18",
                "mA",
            ],
            [
                "Current Read Data /\nDual /Quad 133MHz",
                "ICC3",
                "C = 0.1 VCC / 0.9 VCC\nDO = Open",
                "",
                "15",
                "25",
                "",
                "-",
                "-",
                "mA",
            ],
            ["Current Page Program", "ICC5", "/CS = VCC", "", "20", "25", "", "15", "20", "mA"],
            [
                "Current Sector/Block\nErase",
                "ICC6",
                "/CS = VCC",
                "",
                "20",
                "25",
                "",
                "15",
                "20",
                "mA",
            ],
            ["Current Chip Erase", "ICC7", "/CS = VCC", "", "20", "25", "", "15", "20", "mA"],
            ["Input Low Voltage", "VIL", "", "-0.5", "", "VCC x 0.3", "-0.5", "", "VCC x 0.3", "V"],
            [
                "Input High Voltage",
                "VIH",
                "",
                "VCC x 0.7",
                "",
                "VCC + 0.4",
                "VCC x 0.7",
                "",
                "VCC + 0.4",
                "V",
            ],
            [
                "Output Low Voltage",
                "VOL",
                "IOL = 100" + MU + "A",
                "",
                "",
                "0.2",
                "",
                "",
                "0.2",
                "V",
            ],
            [
                "Output High Voltage",
                "VOH",
                "IOH = -100" + MU + "A",
                "VCC - 0.2",
                "",
                "",
                "VCC - 0.2",
                "",
                "",
                "V",
            ],
        ],
        6.8,
        head_rows=[["", "", "", "WQ25S64V", "<", "<", "WQ25S64W", "<", "<", ""]],
    )
    s.heading("6.5 AC Electrical Characteristics (selected)", 9.5)
    s.table(
        cols,
        [
            [
                "Clock frequency for all\ninstructions except 03h",
                "FR",
                "",
                "D.C.",
                "",
                "133",
                "D.C.",
                "",
                "104",
                "MHz",
            ],
            [
                "Clock freq. Read Data\ninstruction (03h)",
                "fR",
                "",
                "D.C.",
                "",
                "50",
                "D.C.",
                "",
                "50",
                "MHz",
            ],
            ["Page Program Time", "tPP", "", "", "0.4", "3", "", "0.4", "3", "ms"],
            ["Sector Erase Time (4KB)", "tSE", "", "", "45", "400", "", "50", "400", "ms"],
            ["Block Erase Time (64KB)", "tBE2", "", "", "150", "2,000", "", "150", "2,000", "ms"],
            ["Chip Erase Time", "tCE", "", "", "20", "100", "", "25", "100", "s"],
            ["/CS High to Power-down", "tDP", "", "", "", "3", "", "", "3", MU + "s"],
        ],
        6.8,
        head_rows=[["", "", "", "WQ25S64V", "<", "<", "WQ25S64W", "<", "<", ""]],
    )
    s.para(
        "Note: the WQ25S64V supports a 133MHz clock only for VCC = 3.0V to 3.6V; for "
        "VCC = 2.7V to 3.0V the maximum FR is 104MHz. Inputs are not 5V tolerant: the "
        "voltage on any pin must not exceed VCC + 0.4V.",
        7.0,
    )
    revision_table(
        s,
        [
            ["2021/06/01", "E", "Added JQ temperature grade"],
            ["2023/03/08", "G", "Updated ICC3 at 104MHz"],
        ],
        (80, 50, 250),
    )
    return save(s, out / "wq25s64.pdf")


# ------------------------------------------------------- Cirrus-Logic-style ADC
def cla161x(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="CLA1612 / CLA1616",
        header_right="",
        footer_left="Copyright \u00a9 Corvid Logic, Inc. 2023 (All Rights Reserved)     DS1616F2     JUN '23",
        footer_right="{page}",
        rule_color=(90, 90, 90),
        table_fill=None,
        accent=(150, 0, 30),
        grid=False,
    )
    s = Sheet(style, "CLA1612 / CLA1616 Low-Power I2C ADCs with PGA")
    s.add_page()
    s.title_block(
        "CLA1612 / CLA1616",
        "12-Bit and 16-Bit, 4-Channel, I\u00b2C-Compatible Delta-Sigma ADCs with PGA",
        "Corvid Logic",
        size=20,
    )

    def left() -> None:
        s.heading("Features", 10)
        s.bullets(
            [
                "12-bit (CLA1612) or 16-bit (CLA1616) no-missing-code resolution",
                "Wide supply range: 2.0 V to 5.5 V",
                "Low current consumption: 150 " + MU + "A (continuous-conversion mode)",
                "Programmable data rate: 8 SPS to 860 SPS (CLA1616), 128 SPS to 3300 SPS (CLA1612)",
                "Programmable gain amplifier (PGA) with six full-scale ranges",
                "Four single-ended or two differential inputs",
                "Internal low-drift voltage reference and oscillator",
                "I\u00b2C interface: four pin-selectable addresses",
                "Programmable comparator with ALERT/RDY output",
            ],
            7.4,
        )

    def right() -> None:
        s.heading("Description", 10)
        s.para(
            "The CLA1612 and CLA1616 are precision, low-power analog-to-digital converters in "
            "an ultra-small MSOP-10 package. Both include a programmable gain amplifier, a "
            "voltage reference, an oscillator and a digital comparator. Data are transferred "
            "via an I\u00b2C-compatible serial interface. The devices operate from a single "
            "supply and perform conversions at data rates up to 3300 samples per second "
            "(CLA1612) or 860 samples per second (CLA1616).",
            7.4,
        )
        s.para(
            "In single-shot mode the device powers down automatically after a conversion, "
            "greatly reducing current during idle periods. The devices are specified from "
            "-40" + DEG + " to +125" + DEG + ".",
            7.4,
        )
        s.heading("Applications", 10)
        s.bullets(
            [
                "Portable instrumentation",
                "Battery monitoring",
                "Temperature measurement",
                "Factory automation",
            ],
            7.4,
        )

    s.side_by_side(left, right, 245, 16)
    s.heading("Ordering Information", 10)
    s.table(
        [
            Col("Model", 100),
            Col("Resolution", 70, "C"),
            Col("Max Data Rate", 90, "C"),
            Col("Package", 90),
            Col("Temperature", 149),
        ],
        [
            ["CLA1612-IMZ", "12 bits", "3300 SPS", "MSOP-10", "-40" + DEG + " to +125" + DEG],
            ["CLA1616-IMZ", "16 bits", "860 SPS", "MSOP-10", "-40" + DEG + " to +125" + DEG],
            ["CDB1616", "", "", "Evaluation board", ""],
        ],
        7.2,
    )
    s.heading("Pin Description", 10)
    s.table(
        [Col("Pin #", 40, "C"), Col("Pin Name", 70), Col("Pin Description", 389)],
        [
            ["1", "ADDR", "I\u00b2C slave address select (GND, VDD, SDA or SCL)"],
            ["2", "ALERT/RDY", "Digital comparator output or conversion ready (open drain)"],
            ["3", "GND", "Ground"],
            ["4 - 7", "AIN0 - AIN3", "Analog inputs"],
            ["8", "VDD", "Power supply, 2.0 V to 5.5 V"],
            ["9", "SDA", "Serial data (open drain)"],
            ["10", "SCL", "Serial clock input"],
        ],
        7.2,
    )

    # ---- page 2
    s.add_page()
    s.heading("1. CHARACTERISTICS AND SPECIFICATIONS", 10)
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9)
    s.table(
        [
            Col("Parameter", 220),
            Col("Symbol", 60, "C"),
            Col("Min", 50, "C"),
            Col("Max", 60, "C"),
            Col("Units", 50, "C"),
        ],
        [
            ["Power-supply voltage", "VDD", "-0.3", "7", "V"],
            ["Analog input voltage", "AINx", "GND - 0.3", "VDD + 0.3", "V"],
            ["SDA, SCL, ADDR, ALERT/RDY voltage", "", "GND - 0.5", "5.5", "V"],
            ["Input current, continuous, any pin", "", "-10", "10", "mA"],
            ["Storage temperature", "TSTG", "-60", "150", DEG],
        ],
        7.2,
    )
    s.para(
        "WARNING: Operation at or beyond these limits may result in permanent damage. In "
        "no event should more than VDD + 0.3 V be applied to any analog input, whatever "
        "full-scale range the PGA is set to; the digital pins tolerate 5.5 V at any VDD.",
        7.0,
    )
    s.heading("ANALOG CHARACTERISTICS", 9)
    s.para(
        "(TA = 25" + DEG + "; VDD = 3.3 V; FSR = " + PM + "2.048 V; data rate = 128 SPS "
        "(CLA1616) or 1600 SPS (CLA1612); unless otherwise noted.)",
        7.2,
    )
    cols = [
        Col("Parameter", 150),
        Col("Conditions", 140),
        Col("Min", 45, "C"),
        Col("Typ", 45, "C"),
        Col("Max", 55, "C"),
        Col("Unit", 64, "C"),
    ]
    s.table(
        cols,
        [
            ["Analog Input"],
            [
                "Full-scale input voltage range",
                "FSR = " + PM + "4.096 V(1)",
                "",
                PM + "4.096",
                "",
                "V",
            ],
            ["Analog input voltage", "AINx to GND", "GND", "", "VDD", "V"],
            ["Differential input impedance", "FSR = " + PM + "2.048 V", "", "4.9", "", "M" + OHM],
            ["System Performance"],
            ["Resolution", "CLA1612\nCLA1616", "12\n16", "", "", "Bits"],
            ["Data rate", "CLA1612\nCLA1616", "128\n8", "", "3300\n860", "SPS"],
            ["Data rate variation", "All data rates", "-10", "", "10", "%"],
            ["Integral nonlinearity", "CLA1616, FSR = " + PM + "2.048 V", "", "", "1", "LSB"],
            ["Offset error", "FSR = " + PM + "2.048 V", "", PM + "1", PM + "3", "LSB"],
            ["Gain error", "FSR = " + PM + "2.048 V", "", "0.01", "0.15", "%"],
            ["Power Supply"],
            ["Power-supply voltage", "", "2.0", "", "5.5", "V"],
            [
                "Supply current",
                "Power-down, TA = 25" + DEG + "\nPower-down, up to 125" + DEG + "\nOperating",
                "",
                "0.5\n\n150",
                "2\n5\n200",
                MU + "A",
            ],
            [
                "Power dissipation",
                "VDD = 5.0 V\nVDD = 3.3 V\nVDD = 2.0 V",
                "",
                "0.9\n0.5\n0.3",
                "",
                "mW",
            ],
        ],
        7.0,
    )
    s.para(
        "(1) This parameter expresses the full-scale range of the ADC scaling. In no event "
        "should more than VDD + 0.3 V be applied to this device.",
        6.8,
    )
    s.heading("DIGITAL CHARACTERISTICS", 9)
    s.para(
        "(TA = -40" + DEG + " to +125" + DEG + "; VDD = 2.0 V to 5.5 V, unless otherwise noted.)",
        7.2,
    )
    s.table(
        cols,
        [
            ["High-level input voltage (VIH)", "", "0.7 VDD", "", "5.5", "V"],
            ["Low-level input voltage (VIL)", "", "GND - 0.5", "", "0.3 VDD", "V"],
            ["Low-level output voltage (VOL)", "IOL = 3 mA", "GND", "", "0.4", "V"],
            [
                "I\u00b2C clock frequency (fSCL)",
                "Standard / fast mode\nHigh-speed mode",
                "0.01\n0.01",
                "",
                "0.4\n3.4",
                "MHz",
            ],
            ["Operating temperature", "", "-40", "", "125", DEG],
        ],
        7.0,
    )

    # ---- page 3
    s.add_page()
    s.heading("2. PGA FULL-SCALE RANGE AND NOISE", 10)
    s.caption("Table 1. Full-Scale Range and Corresponding LSB Size")
    s.table(
        [
            Col("PGA setting (FSR)", 130, "C"),
            Col("CLA1612 LSB size", 130, "C"),
            Col("CLA1616 LSB size", 130, "C"),
        ],
        [
            [PM + "6.144 V(1)", "3 mV", "187.5 " + MU + "V"],
            [PM + "4.096 V(1)", "2 mV", "125 " + MU + "V"],
            [PM + "2.048 V", "1 mV", "62.5 " + MU + "V"],
            [PM + "1.024 V", "0.5 mV", "31.25 " + MU + "V"],
            [PM + "0.512 V", "0.25 mV", "15.625 " + MU + "V"],
            [PM + "0.256 V", "0.125 mV", "7.8125 " + MU + "V"],
        ],
        7.2,
    )
    s.para(
        "(1) This value expresses the full-scale range of the ADC scaling. Do not apply more "
        "than VDD + 0.3 V to the analog inputs of the device.",
        6.8,
    )
    s.caption("Table 2. CLA1616 Noise in " + MU + "VRMS (" + MU + "VPP) at VDD = 3.3 V")
    s.table(
        [Col("Data rate (SPS)", 70, "C")]
        + [
            Col(PM + f, 71, "C")
            for f in ("6.144 V", "4.096 V", "2.048 V", "1.024 V", "0.512 V", "0.256 V")
        ],
        [
            [
                "8",
                "187.5 (187.5)",
                "125 (125)",
                "62.5 (62.5)",
                "31.25 (31.25)",
                "15.62 (15.62)",
                "7.81 (7.81)",
            ],
            [
                "16",
                "187.5 (187.5)",
                "125 (125)",
                "62.5 (62.5)",
                "31.25 (31.25)",
                "15.62 (15.62)",
                "7.81 (7.81)",
            ],
            [
                "64",
                "187.5 (187.5)",
                "125 (125)",
                "62.5 (62.5)",
                "31.25 (31.25)",
                "15.62 (31.25)",
                "7.81 (15.62)",
            ],
            [
                "128",
                "187.5 (187.5)",
                "125 (125)",
                "62.5 (62.5)",
                "31.25 (31.25)",
                "15.62 (46.87)",
                "7.81 (23.43)",
            ],
            [
                "250",
                "187.5 (375)",
                "125 (250)",
                "62.5 (125)",
                "31.25 (62.5)",
                "17.64 (62.5)",
                "9.44 (39.06)",
            ],
            [
                "475",
                "235.2 (1125)",
                "156.3 (625)",
                "78.7 (312.5)",
                "39.1 (187.5)",
                "24.8 (109.4)",
                "14.2 (62.5)",
            ],
            [
                "860",
                "374.3 (1687.5)",
                "252.6 (1250)",
                "126.9 (562.5)",
                "63.4 (312.5)",
                "38.1 (187.5)",
                "22.3 (109.4)",
            ],
        ],
        6.8,
    )
    s.heading("3. I\u00b2C ADDRESS SELECTION", 10)
    s.table(
        [Col("ADDR pin connected to", 150), Col("Slave address (7-bit)", 150, "C")],
        [
            ["GND", "1001000 (0x48)"],
            ["VDD", "1001001 (0x49)"],
            ["SDA", "1001010 (0x4A)"],
            ["SCL", "1001011 (0x4B)"],
        ],
        7.2,
    )
    s.heading("4. REGISTER MAP", 10)
    s.table(
        [
            Col("Pointer", 60, "C"),
            Col("Register", 140),
            Col("Reset value", 80, "C"),
            Col("Notes", 219),
        ],
        [
            ["00", "Conversion register", "0000h", "Read only; two's complement"],
            [
                "01",
                "Config register",
                "8583h",
                "OS, MUX[2:0], PGA[2:0] = 010 (" + PM + "2.048 V), MODE = 1",
            ],
            ["10", "Lo_thresh register", "8000h", "Comparator low threshold"],
            ["11", "Hi_thresh register", "7FFFh", "Comparator high threshold"],
        ],
        7.2,
    )
    s.para(
        "Data rate bits DR[2:0] = 100 select 128 SPS (CLA1616) or 1600 SPS (CLA1612) after "
        "reset. The conversion time is 1/DR; after a single-shot start the device needs "
        "25 " + MU + "s to wake up before the conversion begins.",
        7.2,
    )
    revision_table(
        s, [["JUN '23", "F2", "Added CLA1612 noise note; corrected Table 1"]], (70, 50, 250)
    )
    return save(s, out / "cla161x.pdf")
