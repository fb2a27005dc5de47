"""Hold-out 110 datasheets, part 1: a bidirectional current / power monitor IC, a
barometric pressure sensor IC, a fixed-output 1 A LDO family and a 7-channel
Darlington array.

A Huntsville (Alabama) mixed-signal house (numbered "6.x" specification sections,
an electrical table with spanning section rows, a version row pair for the ambient
range, averaging / conversion-time and address tables), a Chemnitz MEMS house data
sheet in English ("Table n:" captions above the tables, two-line parameter names,
a typ.-only current table per oversampling setting, addresses only in prose), a
Shaoxing power-IC house (one column per output version, dropout per load current in
rows, absolute maximum 15 V vs recommended 12 V input) and a Catania discrete-device
house (device summary table, input on-voltage per collector current and per
version in unnamed continuation rows, peak current only in prose).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
TIMES = "\u00d7"
EN = "\u2013"
LE = "\u2264"
GE = "\u2265"


# ------------------------------------------------- current / power monitor (Huntsville)
def rmx226(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="RMX226, RMX226Q1",
        header_right="RMX-0226B " + EN + " JUNE 2022 " + EN + " REVISED DECEMBER 2023",
        footer_left="Redstone Mixed-Signal, Inc.  |  Huntsville, Alabama  |  Product Folder: RMX226",
        footer_right="{page}",
        table_fill=(228, 236, 232),
        accent=(0, 90, 60),
        grid=False,
    )
    s = Sheet(style, "RMX226 current and power monitor")
    s.add_page()
    s.title_block(
        "RMX226",
        "36-V, 16-Bit, Bidirectional Current and Power Monitor With I\u00b2C-Compatible Interface",
        "",
        21,
    )
    s.heading("1  Features", 10)
    s.bullets(
        [
            "Senses bus voltages from 0 V to 36 V, independent of the supply",
            "High-side or low-side sensing; reports current, voltage and power",
            "Programmable averaging (1 to 1024 samples) and conversion times",
            "Alert pin for over- and under-limit events (open drain)",
            "I\u00b2C and SMBus compatible, up to 2.94 MHz in high-speed mode, 16 addresses",
            "Powered from 2.7 V to 5.5 V; 330 " + MU + "A typical",
        ],
        8.5,
    )
    s.heading("2  Description", 10)
    s.para(
        "The RMX226 measures the voltage across a shunt resistor and the bus voltage and "
        "computes current and power in its own registers. A multiplying register sets the "
        "current LSB, so the host reads amperes and watts directly. The open-drain ALERT "
        "output can be pulled up to any voltage up to 5.5 V and signals a conversion ready "
        "flag or a programmed limit. The automotive grade RMX226Q1 is characterized for "
        "ambient temperatures up to 125 " + DEG + ".",
        8.5,
    )
    s.table(
        [Col("PART NUMBER", 150), Col("PACKAGE", 150), Col("BODY SIZE (NOM)", 199)],
        [
            ["RMX226", "VSSOP (10)", "3.00 mm " + TIMES + " 3.00 mm"],
            ["RMX226Q1", "VSSOP (10)", "3.00 mm " + TIMES + " 3.00 mm"],
        ],
        7.5,
    )
    s.heading("6  Specifications", 10)
    s.caption("6.1  Absolute Maximum Ratings")
    s.para("Over operating free-air temperature range (unless otherwise noted) (1)", 7.5)
    s.table(
        [
            Col("", 230),
            Col("", 110),
            Col("MIN", 50, "C"),
            Col("MAX", 50, "C"),
            Col("UNIT", 59, "C"),
        ],
        [
            ["Supply voltage, VS", "", "", "6", "V"],
            [
                "Analog inputs, IN+, IN" + EN,
                "Differential (VIN+) " + EN + " (VIN" + EN + ")",
                "-40",
                "40",
                "V",
            ],
            ["", "Common-mode", "-0.3", "40", "V"],
            ["VBUS pin", "", "-0.3", "40", "V"],
            ["SDA, SCL, ALERT, A0, A1", "", "-0.3", "6", "V"],
            ["Junction temperature, TJ", "", "", "150", DEG],
            ["Storage temperature, Tstg", "", "-65", "150", DEG],
        ],
        7.5,
    )
    s.para(
        "(1) Stresses beyond those listed under Absolute Maximum Ratings may cause permanent "
        "damage to the device. They are stress ratings only.",
        7,
    )
    s.caption("6.3  Recommended Operating Conditions")
    s.table(
        [
            Col("", 200),
            Col("", 110),
            Col("MIN", 45, "C"),
            Col("NOM", 45, "C"),
            Col("MAX", 45, "C"),
            Col("UNIT", 54, "C"),
        ],
        [
            ["VCM  Common-mode input voltage", "", "0", "", "36", "V"],
            ["VS  Operating supply voltage", "", "2.7", "3.3", "5.5", "V"],
            ["TA  Operating free-air temperature", "RMX226", "-40", "", "85", DEG],
            ["", "RMX226Q1", "-40", "", "125", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.caption("6.5  Electrical Characteristics")
    s.para(
        "At TA = 25 "
        + DEG
        + ", VS = 3.3 V, VSENSE = VIN+ "
        + EN
        + " VIN"
        + EN
        + " = 0 mV and VBUS = 12 V (unless otherwise noted)",
        7.5,
    )
    s.table(
        [
            Col("PARAMETER", 150),
            Col("TEST CONDITIONS", 140),
            Col("MIN", 45, "C"),
            Col("TYP", 45, "C"),
            Col("MAX", 45, "C"),
            Col("UNIT", 74, "C"),
        ],
        [
            ["INPUT"],
            ["Shunt voltage input range", "", "-163.84", "", "163.835", "mV"],
            ["Bus voltage input range (2)", "", "0", "", "36", "V"],
            [
                "CMRR  Common-mode rejection",
                "0 V " + LE + " VIN+ " + LE + " 36 V",
                "126",
                "140",
                "",
                "dB",
            ],
            ["Shunt offset voltage", "", "", PM + "2.5", PM + "10", MU + "V"],
            ["Bus offset voltage", "", "", PM + "1.25", PM + "7.5", "mV"],
            ["Input bias current (IN+, IN" + EN + ")", "", "", "10", "", MU + "A"],
            ["DC ACCURACY"],
            ["ADC native resolution", "", "", "16", "", "Bits"],
            ["Shunt voltage LSB", "", "", "5", "", MU + "V"],
            ["Bus voltage LSB", "", "", "1.25", "", "mV"],
            ["Shunt voltage gain error", "", "", PM + "0.02", PM + "0.1", "%"],
            ["ADC conversion time", "CT bit = 100", "", "1.1", "1.2", "ms"],
            ["POWER SUPPLY"],
            ["IQ  Quiescent current", "Active", "", "330", "420", MU + "A"],
            ["", "Shutdown", "", "0.5", "2", MU + "A"],
            ["Power-on reset threshold", "", "", "2", "", "V"],
            ["DIGITAL INPUT / OUTPUT"],
            ["VIH", "", "0.7 " + TIMES + " VS", "", "6", "V"],
            ["VIL", "", "-0.5", "", "0.3 " + TIMES + " VS", "V"],
            ["VOL  SDA, ALERT", "IOL = 3 mA", "", "", "0.4", "V"],
        ],
        7.5,
    )
    s.para(
        "(2) The bus pin withstands 40 V, but bus voltages are measured only from 0 V to 36 V. "
        "Do not apply more than 36 V for measurement.",
        7,
    )
    s.caption("6.6  Timing Requirements (I\u00b2C)")
    s.table(
        [
            Col("", 200),
            Col("", 110),
            Col("MIN", 45, "C"),
            Col("MAX", 45, "C"),
            Col("UNIT", 99, "C"),
        ],
        [
            ["F(SCL)  SCL operating frequency", "Fast mode", "0.001", "0.4", "MHz"],
            ["", "High-speed mode", "0.001", "2.94", "MHz"],
            ["t(BUF)  Bus free time", "Fast mode", "600", "", "ns"],
        ],
        7.5,
    )
    s.caption("7.5  Averaging and Conversion Time Settings (Configuration Register 00h)")
    s.table(
        [
            Col("Bits [11:9] AVG", 95, "C"),
            Col("Averages", 70, "C"),
            Col("Bits VBUSCT / VSHCT", 120, "C"),
            Col("Conversion time", 100, "C"),
            Col("Default", 114, "C"),
        ],
        [
            ["000", "1", "000", "140 " + MU + "s", "AVG = 000"],
            ["001", "4", "001", "204 " + MU + "s", ""],
            ["010", "16", "010", "332 " + MU + "s", ""],
            ["011", "64", "011", "588 " + MU + "s", ""],
            ["100", "128", "100", "1.1 ms", "VBUSCT = VSHCT = 100"],
            ["101", "256", "101", "2.116 ms", ""],
            ["110", "512", "110", "4.156 ms", ""],
            ["111", "1024", "111", "8.244 ms", ""],
        ],
        7,
    )
    s.caption("7.6  Serial Bus Address")
    s.para(
        "Two pins, A1 and A0, each tied to GND, VS, SDA or SCL, select one of 16 addresses "
        "from 0x40 (A1 = A0 = GND) to 0x4F (A1 = A0 = SCL). The manufacturer ID register "
        "(FEh) reads 5249h and the die ID register (FFh) reads 2260h; these are not bus "
        "addresses.",
        7.5,
    )
    revision_table(
        s,
        [["December 2023", "B", "Added RMX226Q1 grade; corrected bus offset"]],
        (100, 60, 339),
    )
    return save(s, out / "rmx226.pdf")


# ------------------------------------------------------- barometer (Chemnitz MEMS)
def ksp388(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="Kaßberg Sensortechnik GmbH",
        header_right="KSP388 | Data sheet",
        footer_left="Document number KS-DS-388-03 | Revision 1.3 | Technical data subject to change",
        footer_right="{page} | {nb}",
        table_fill=(222, 230, 242),
        accent=(25, 55, 110),
        grid=True,
    )
    s = Sheet(style, "KSP388 digital barometric pressure sensor")
    s.add_page()
    s.title_block(
        "KSP388",
        "Digital barometric pressure sensor with temperature output",
        "Altitude tracking for drones, wearables and indoor navigation",
        22,
    )
    s.heading("1  Key parameters", 10.5)
    s.lines(
        [
            "Pressure range: 300 ... 1250 hPa",
            "Package: 10-pin LGA, 2.0 " + TIMES + " 2.0 " + TIMES + " 0.75 mm",
            "Relative accuracy (typ.): " + PM + "0.08 hPa, equivalent to " + PM + "0.66 m",
            "Average current consumption (typ.): 3.2 " + MU + "A at 1 Hz, lowest oversampling",
            "Digital interfaces: I\u00b2C and SPI (3-wire and 4-wire), interrupt pin",
            "FIFO: 512 bytes",
        ],
        9,
    )
    s.heading("2  Specification", 10.5)
    s.para(
        "If not stated otherwise, values are valid over the full operating temperature and "
        "supply range; typical values at VDD = VDDIO = 1.8 V and 25 " + DEG + ".",
        8,
    )
    s.caption("Table 1: Electrical and performance parameters")
    s.table(
        [
            Col("Parameter", 120),
            Col("Symbol", 50, "C"),
            Col("Condition", 125),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Operating temperature\nrange", "TA", "operational", "-40", "25", "+85", DEG],
            ["", "", "full accuracy", "0", "", "+65", DEG],
            ["Operating pressure\nrange", "P", "full accuracy", "300", "", "1250", "hPa"],
            [
                "Supply voltage\ninternal domains",
                "VDD",
                "ripple max. 50 mVpp",
                "1.65",
                "1.8",
                "3.6",
                "V",
            ],
            ["Supply voltage\nI/O domain", "VDDIO", "", "1.2", "1.8", "3.6", "V"],
            ["Sleep current", "IDDSL", "", "", "2.0", "4.0", MU + "A"],
            ["Standby current", "IDDSB", "normal mode, no measurement", "", "3.4", "6.0", MU + "A"],
            ["Peak current", "IPEAK", "during pressure conversion", "", "690", "", MU + "A"],
            [
                "Absolute accuracy\npressure",
                "Pabs",
                "300 ... 1100 hPa, 0 ... 65 " + DEG,
                "",
                PM + "0.50",
                "",
                "hPa",
            ],
            [
                "Relative accuracy\npressure",
                "Prel",
                "900 ... 1100 hPa, 25 ... 40 " + DEG,
                "",
                PM + "0.08",
                "",
                "hPa",
            ],
            ["Absolute accuracy\ntemperature", "Tabs", "0 ... 65 " + DEG, "", PM + "0.5", "", DEG],
            ["Long-term stability", "Pstab", "12 months", "", PM + "0.33", "", "hPa"],
            ["Start-up time", "tstartup", "power-on to first communication", "", "", "2", "ms"],
        ],
        7.5,
    )
    s.caption("Table 2: Current consumption per oversampling setting (forced mode, 1 Hz, typ.)")
    s.table(
        [
            Col("Oversampling setting", 130),
            Col("Pressure", 60, "C"),
            Col("Temperature", 70, "C"),
            Col("IDD at 1 Hz", 80, "C"),
            Col("RMS noise", 70, "C"),
            Col("Typical use", 89),
        ],
        [
            ["Ultra low power", TIMES + "1", TIMES + "1", "3.2 " + MU + "A", "6.6 Pa", "weather"],
            ["Low power", TIMES + "2", TIMES + "1", "5.1 " + MU + "A", "5.3 Pa", "drop detection"],
            [
                "Standard resolution",
                TIMES + "4",
                TIMES + "1",
                "8.7 " + MU + "A",
                "3.8 Pa",
                "handheld",
            ],
            [
                "High resolution",
                TIMES + "8",
                TIMES + "1",
                "15.0 " + MU + "A",
                "2.4 Pa",
                "wearables",
            ],
            [
                "Ultra high resolution",
                TIMES + "16",
                TIMES + "2",
                "23.8 " + MU + "A",
                "1.7 Pa",
                "indoor navigation",
            ],
        ],
        7.5,
    )
    s.add_page()
    s.heading("3  Absolute maximum ratings", 10.5)
    s.caption("Table 3: Absolute maximum ratings")
    s.table(
        [
            Col("Parameter", 170),
            Col("Condition", 130),
            Col("Min", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Voltage at any supply pin", "VDD and VDDIO pin", "-0.3", "4.25", "V"],
            ["Voltage at any interface pin", "", "-0.3", "VDDIO + 0.3", "V"],
            ["Storage temperature", LE + " 65 % rel. H.", "-45", "+85", DEG],
            ["Pressure", "", "0", "20 000", "hPa"],
            ["ESD", "HBM, at any pin", "", PM + "2", "kV"],
        ],
        7.5,
    )
    s.heading("4  Digital interfaces", 10.5)
    s.para(
        "The KSP388 supports I\u00b2C and SPI. The interface is selected by the CSB pin: CSB "
        "tied to VDDIO selects I\u00b2C, a falling edge on CSB switches the device to SPI until "
        "the next power-on reset. In I\u00b2C mode the 7-bit device address is 111011x: with SDO "
        "connected to GND the address is 0x76, with SDO connected to VDDIO it is 0x77. The "
        "CHIP_ID register (0x00) returns 0x52; it is not an address.",
        8,
    )
    s.caption("Table 4: Interface parameters")
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 119, "C"),
        ],
        [
            ["Clock frequency I\u00b2C\n(high-speed mode)", "fSCL", "", "", "3.4", "MHz"],
            ["Clock frequency SPI", "fSPI", "", "", "10", "MHz"],
            ["", "VIH", "0.7 VDDIO", "", "", "V"],
            ["", "VIL", "", "", "0.3 VDDIO", "V"],
            ["Pull-up resistor I\u00b2C", "Rpull", "", "4.7", "", "k" + OHM],
        ],
        7.5,
    )
    s.heading("5  Pin-out", 10.5)
    s.table(
        [
            Col("Pin", 40, "C"),
            Col("Name", 70, "C"),
            Col("I/O type", 70, "C"),
            Col("Description", 319),
        ],
        [
            ["1", "VDDIO", "Supply", "Digital / interface supply"],
            ["2", "SCK", "In", "SPI serial clock / I\u00b2C SCL"],
            ["4", "SDI", "In/Out", "SPI data in / I\u00b2C SDA"],
            ["5", "SDO", "In/Out", "SPI data out / I\u00b2C address LSB"],
            ["6", "CSB", "In", "Chip select"],
            ["7", "INT", "Out", "Interrupt output"],
            ["10", "VDD", "Supply", "Supply for analog and digital core"],
        ],
        7.5,
    )
    s.heading("6  Handling and soldering", 10.5)
    s.para(
        "Do not expose the vent hole to liquids or cleaning agents. Reflow according to "
        "IPC/JEDEC J-STD-020 with a peak temperature of 260 " + DEG + ". Moisture sensitivity "
        "level MSL 1.",
        8,
    )
    revision_table(
        s,
        [
            ["2022-09", "1.2", "Added table 2 (current per oversampling setting)"],
            ["2023-11", "1.3", "Storage temperature corrected"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "ksp388.pdf")


# ------------------------------------------------------------ LDO family (Shaoxing)
def kj1117(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Shaoxing Kuaiji Semiconductor Co., Ltd.",
        header_right="KJ1117 Series",
        footer_left="KJ1117 Rev.1.6  www.example.com/kuaiji  Specifications are subject to change without notice",
        footer_right="- {page} -",
        table_fill=(214, 228, 248),
        accent=(10, 60, 150),
        grid=True,
    )
    s = Sheet(style, "KJ1117 1A low dropout positive voltage regulator")
    s.add_page()
    s.title_block(
        "KJ1117 Series",
        "1A Low Dropout Positive Voltage Regulator, Fixed 1.8V / 2.5V / 3.3V / 5.0V",
        "",
        20,
    )
    s.heading("FEATURES", 10)
    s.bullets(
        [
            "Fixed output versions KJ1117-18, -25, -33 and -50 in one family",
            "Output current up to 1A; current limit and thermal shutdown",
            "Dropout voltage 1.3V maximum at full load current",
            "Line regulation 0.2% max., load regulation 0.4% max.",
            "Stable with 22" + MU + "F tantalum output capacitor",
            "SOT-223 and TO-252 packages",
        ],
        8.5,
    )
    s.heading("GENERAL DESCRIPTION", 10)
    s.para(
        "The KJ1117 series are positive low dropout regulators designed to provide up to "
        "1A output current. Each fixed version is trimmed to within " + PM + "1% of its nominal "
        "output voltage. Typical applications are 5V to 3.3V post regulators for "
        "microcontroller boards, active SCSI terminators and battery chargers.",
        8.5,
    )
    s.heading("ORDERING INFORMATION", 10)
    s.table(
        [
            Col("Order code", 110),
            Col("Output", 70, "C"),
            Col("Package", 90, "C"),
            Col("Marking", 90, "C"),
            Col("Packing", 139, "C"),
        ],
        [
            ["KJ1117-18SF", "1.8V", "SOT-223", "1117-18", "Tape & reel, 2500 pcs"],
            ["KJ1117-25SF", "2.5V", "SOT-223", "1117-25", "Tape & reel, 2500 pcs"],
            ["KJ1117-33SF", "3.3V", "SOT-223", "1117-33", "Tape & reel, 2500 pcs"],
            ["KJ1117-50SF", "5.0V", "SOT-223", "1117-50", "Tape & reel, 2500 pcs"],
            ["KJ1117-33DF", "3.3V", "TO-252", "1117-33D", "Tape & reel, 2500 pcs"],
        ],
        7.5,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10)
    s.table(
        [
            Col("Parameter", 220),
            Col("Symbol", 70, "C"),
            Col("Rating", 120, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Input Voltage", "VIN", "15", "V"],
            ["Power Dissipation", "PD", "Internally Limited", "W"],
            ["Maximum Junction Temperature", "TJ", "150", DEG],
            ["Storage Temperature", "TSTG", "-65 ~ 150", DEG],
            ["Lead Temperature (Soldering, 10 sec)", "TLEAD", "260", DEG],
        ],
        7.5,
    )
    s.heading("RECOMMENDED OPERATING CONDITIONS", 10)
    s.table(
        [
            Col("Parameter", 220),
            Col("Symbol", 70, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Input Voltage", "VIN", "Note 1", "12", "V"],
            ["Operating Junction Temperature", "TJ", "0", "125", DEG],
        ],
        7.5,
    )
    s.para(
        "Note 1: The minimum input voltage is the output voltage plus the dropout voltage at "
        "the required load current (see DROPOUT VOLTAGE).",
        7.5,
    )
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS PER VERSION", 10)
    s.para(
        "TJ = 25" + DEG + ", VIN = VOUT + 1.5V, IOUT = 10mA, unless otherwise specified.",
        7.5,
    )
    s.table(
        [
            Col("Parameter", 130),
            Col("Conditions", 125),
            Col("KJ1117-18", 61, "C"),
            Col("KJ1117-25", 61, "C"),
            Col("KJ1117-33", 61, "C"),
            Col("KJ1117-50", 61, "C"),
        ],
        [
            ["Output Voltage (typ.)", "", "1.800V", "2.500V", "3.300V", "5.000V"],
            [
                "Output Voltage (min.)",
                "0 " + LE + " IOUT " + LE + " 1A",
                "1.782V",
                "2.475V",
                "3.267V",
                "4.950V",
            ],
            [
                "Output Voltage (max.)",
                "0 " + LE + " IOUT " + LE + " 1A",
                "1.818V",
                "2.525V",
                "3.333V",
                "5.050V",
            ],
            [
                "Line Regulation (max.)",
                "VOUT+1.5V " + LE + " VIN " + LE + " 12V",
                "3.6mV",
                "5.0mV",
                "6.6mV",
                "10mV",
            ],
            [
                "Load Regulation (max.)",
                "0 " + LE + " IOUT " + LE + " 1A",
                "7.2mV",
                "10mV",
                "13mV",
                "20mV",
            ],
            ["Quiescent Current (typ.)", "VIN " + LE + " 12V", "5mA", "5mA", "5mA", "5mA"],
            ["Quiescent Current (max.)", "VIN " + LE + " 12V", "10mA", "10mA", "10mA", "10mA"],
        ],
        7.5,
    )
    s.heading("COMMON ELECTRICAL CHARACTERISTICS", 10)
    s.table(
        [
            Col("Parameter", 130),
            Col("Conditions", 140),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Dropout Voltage", "IOUT = 100mA", "", "1.00", "1.10", "V"],
            ["", "IOUT = 500mA", "", "1.05", "1.20", "V"],
            ["", "IOUT = 800mA", "", "1.10", "1.25", "V"],
            ["", "IOUT = 1A", "", "1.15", "1.30", "V"],
            ["Current Limit", "VIN - VOUT = 1.5V", "1.1", "1.5", "1.9", "A"],
            ["Ripple Rejection", "f = 120Hz, COUT = 22" + MU + "F", "60", "75", "", "dB"],
            ["Temperature Stability", "", "", "0.5", "", "%"],
            ["Thermal Shutdown", "", "", "165", "", DEG],
            ["Thermal Resistance", "SOT-223, junction to ambient", "", "90", "", DEG + "/W"],
            ["", "TO-252, junction to ambient", "", "60", "", DEG + "/W"],
        ],
        7.5,
    )
    s.heading("APPLICATION INFORMATION", 10)
    s.para(
        "Input capacitor: a 10" + MU + "F tantalum or ceramic capacitor close to the input pin "
        "is recommended. Output capacitor: the KJ1117 needs at least 22" + MU + "F tantalum on "
        "the output for stability (ESR 0.3" + OHM + " to 22" + OHM + "); very low-ESR ceramic "
        "capacitors alone may cause oscillation.",
        8,
    )
    s.para(
        "Power dissipation: PD = (VIN - VOUT) " + TIMES + " IOUT. Example: KJ1117-33 at 12V "
        "input and 500mA gives 4.35W, far above what the SOT-223 package can dissipate at "
        "room temperature; the thermal shutdown will cycle the output.",
        8,
    )
    s.heading("PIN CONFIGURATION", 10)
    s.table(
        [
            Col("Pin (SOT-223)", 100, "C"),
            Col("Pin (TO-252)", 100, "C"),
            Col("Name", 90, "C"),
            Col("Function", 209),
        ],
        [
            ["1", "1", "GND", "Ground"],
            ["2", "2 (tab)", "VOUT", "Regulated output"],
            ["3", "3", "VIN", "Input"],
            ["tab", "-", "VOUT", "Connected to pin 2"],
        ],
        7.5,
    )
    return save(s, out / "kj1117.pdf")


# ------------------------------------------------------- Darlington array (Catania)
def sme2003(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Simeto Semiconduttori",
        header_right="SME2003, SME2004",
        footer_left="DS-SME2003  Rev 5  -  March 2024",
        footer_right="{page}/{nb}",
        table_fill=(240, 228, 214),
        accent=(120, 50, 10),
        grid=True,
    )
    s = Sheet(style, "SME2003 SME2004 seven Darlington arrays")
    s.add_page()
    s.title_block(
        "SME2003, SME2004",
        "Seven high-voltage, high-current Darlington transistor arrays",
        "Datasheet - production data",
        20,
    )
    s.heading("Features", 10)
    s.bullets(
        [
            "Seven Darlington pairs with common-emitter outputs",
            "Output current 500 mA per channel",
            "Output voltage up to 50 V",
            "Integrated suppression diodes for inductive loads",
            "Outputs can be paralleled for higher current",
            "SME2003: inputs compatible with TTL and 5 V CMOS (2.7 k" + OHM + " series resistor)",
            "SME2004: inputs for 6 V to 15 V CMOS and PMOS (10.5 k" + OHM + " series resistor)",
        ],
        8.5,
    )
    s.heading("Description", 10)
    s.para(
        "The SME2003 and SME2004 are monolithic arrays of seven NPN Darlington pairs with "
        "open-collector outputs and free-wheeling clamp diodes. Typical loads are relays, "
        "solenoids, unipolar stepper motors, lamps and LED displays. Each output sinks up to "
        "500 mA; the peak current of one output is 600 mA. The allowed current per output "
        "falls when several outputs conduct at the same time (see Table 5).",
        8.5,
    )
    s.caption("Table 1. Device summary")
    s.table(
        [
            Col("Order code", 110),
            Col("Input resistor", 90, "C"),
            Col("Package", 90, "C"),
            Col("Packing", 209),
        ],
        [
            ["SME2003N", "2.7 k" + OHM, "DIP-16", "Tube"],
            ["SME2003D1013TR", "2.7 k" + OHM, "SO-16", "Tape and reel"],
            ["SME2004N", "10.5 k" + OHM, "DIP-16", "Tube"],
            ["SME2004D1013TR", "10.5 k" + OHM, "SO-16", "Tape and reel"],
        ],
        7.5,
    )
    s.heading("1  Electrical ratings", 10)
    s.caption("Table 2. Absolute maximum ratings")
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Parameter", 240),
            Col("Value", 110, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["VCE", "Output voltage", "50", "V"],
            ["VI", "Input voltage", "30", "V"],
            ["IC", "Continuous collector current (each output)", "500", "mA"],
            ["IB", "Continuous base current", "25", "mA"],
            ["Ptot", "Power dissipation (one Darlington pair)", "1.0", "W"],
            ["", "Total package power, DIP-16 at Tamb = 25 " + DEG, "2.25", "W"],
            ["Tamb", "Operating ambient temperature range", "-20 to 85", DEG],
            ["Tstg", "Storage temperature range", "-55 to 150", DEG],
            ["TJ", "Junction temperature", "150", DEG],
        ],
        7.5,
    )
    s.caption("Table 3. Thermal data")
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Parameter", 240),
            Col("DIP-16", 100, "C"),
            Col("SO-16", 99, "C"),
        ],
        [["Rthj-amb", "Thermal resistance junction-ambient (" + DEG + "/W)", "70", "120"]],
        7.5,
    )
    s.add_page()
    s.heading("2  Electrical characteristics", 10)
    s.caption(
        "Table 4. Electrical characteristics (Tamb = 25 " + DEG + " unless otherwise specified)"
    )
    s.table(
        [
            Col("Symbol", 55, "C"),
            Col("Parameter", 105),
            Col("Test conditions", 150),
            Col("Min.", 40, "C"),
            Col("Typ.", 40, "C"),
            Col("Max.", 40, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["ICEX", "Output leakage current", "VCE = 50 V", "", "", "50", MU + "A"],
            [
                "VCE(sat)",
                "Collector-emitter",
                "IC = 100 mA, IB = 250 " + MU + "A",
                "",
                "0.9",
                "1.1",
                "V",
            ],
            ["", "saturation voltage", "IC = 200 mA, IB = 350 " + MU + "A", "", "1.1", "1.3", "V"],
            ["", "", "IC = 350 mA, IB = 500 " + MU + "A", "", "1.3", "1.6", "V"],
            ["II(on)", "Input current", "SME2003, VI = 3.85 V", "", "0.93", "1.35", "mA"],
            ["", "", "SME2004, VI = 5 V", "", "0.35", "0.5", "mA"],
            ["VI(on)", "Input on voltage", "SME2003, VCE = 2 V, IC = 200 mA", "", "", "2.4", "V"],
            ["", "", "SME2003, VCE = 2 V, IC = 250 mA", "", "", "2.7", "V"],
            ["", "", "SME2003, VCE = 2 V, IC = 300 mA", "", "", "3.0", "V"],
            ["", "", "SME2004, VCE = 2 V, IC = 125 mA", "", "", "5.0", "V"],
            ["", "", "SME2004, VCE = 2 V, IC = 200 mA", "", "", "6.0", "V"],
            ["", "", "SME2004, VCE = 2 V, IC = 275 mA", "", "", "7.0", "V"],
            ["", "", "SME2004, VCE = 2 V, IC = 350 mA", "", "", "8.0", "V"],
            ["hFE", "DC forward current gain", "VCE = 2 V, IC = 350 mA", "1000", "", "", ""],
            ["CI", "Input capacitance", "", "", "15", "25", "pF"],
            ["tPLH", "Turn-on delay", "0.5 VI to 0.5 VO", "", "0.25", "1", MU + "s"],
            ["tPHL", "Turn-off delay", "0.5 VI to 0.5 VO", "", "0.25", "1", MU + "s"],
            ["IR", "Clamp diode leakage current", "VR = 50 V", "", "", "50", MU + "A"],
            ["VF", "Clamp diode forward voltage", "IF = 350 mA", "", "1.7", "2.0", "V"],
        ],
        7.5,
    )
    s.caption(
        "Table 5. Maximum collector current per output vs duty cycle (DIP-16, Tamb = 50 "
        + DEG
        + ")"
    )
    s.table(
        [
            Col("Outputs conducting", 110, "C"),
            Col("Duty cycle 10 %", 95, "C"),
            Col("Duty cycle 50 %", 95, "C"),
            Col("Duty cycle 100 %", 95, "C"),
            Col("Unit", 104, "C"),
        ],
        [
            ["1", "500", "500", "500", "mA"],
            ["4", "500", "330", "200", "mA"],
            ["7", "500", "230", "140", "mA"],
        ],
        7.5,
    )
    s.heading("3  Pin connection", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 70, "C"), Col("Function", 369)],
        [
            ["1 ... 7", "IN1 ... IN7", "Inputs"],
            ["8", "E (GND)", "Common emitter"],
            ["9", "COM", "Common cathode of the clamp diodes (connect to the load supply)"],
            ["10 ... 16", "OUT7 ... OUT1", "Open-collector outputs"],
        ],
        7.5,
    )
    s.heading("4  Application hints", 10)
    s.para(
        "For inductive loads connect COM to the positive load supply so the clamp diodes "
        "catch the turn-off spike; the load supply must not exceed 50 V. The SME2003 is the "
        "right choice for 5 V logic; with 3.3 V logic check the input on voltage against "
        "the required collector current.",
        8,
    )
    revision_table(
        s,
        [
            ["12-Jun-2019", "4", "Added SO-16 order codes"],
            ["04-Mar-2024", "5", "Updated Table 5"],
        ],
        (100, 60, 339),
    )
    return save(s, out / "sme2003.pdf")
