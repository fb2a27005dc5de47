"""Hold-out 9 datasheets: a New-Japan-Radio-style thermocouple-to-digital
converter (stacked accuracy conditions, a bit map full of decoy numbers,
interface table continued on the next page) and a Fairchild-style dual I2C
digital potentiometer family (one row per resistance version, command table
and address bits as decoys).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"


# ----------------------------------------------- NJR-style thermocouple converter
def kjx31856(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="KJX31856",
        header_right="KISARAGI JAPAN RADIO CO.,LTD.",
        footer_left="Ver.2023-06-20",
        footer_right="- {page} -",
        rule_color=(0, 0, 0),
        table_fill=None,
        grid=True,
    )
    s = Sheet(style, "KJX31856 K-type thermocouple to digital converter")
    s.add_page()
    s.title_block("KJX31856", "K-TYPE THERMOCOUPLE-TO-DIGITAL CONVERTER WITH SPI OUTPUT", size=20)

    def left() -> None:
        s.heading("GENERAL DESCRIPTION", 9.5)
        s.para(
            "The KJX31856 is a cold-junction compensated thermocouple-to-digital converter "
            "for K-type thermocouples. It digitizes the thermocouple signal and the "
            "temperature of its own die, and outputs the compensated result as a 14-bit "
            "signed value through a read-only SPI-compatible serial interface. Open "
            "thermocouple and shorts to GND or V+ are detected and flagged.",
            7.8,
        )
        s.para(
            "The KJX31856 is suitable for heating controllers, 3D printers, ovens and "
            "industrial process monitors where a wide temperature range is measured with "
            "low cost sensors.",
            7.8,
        )
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "Operating Voltage          3.0V to 3.6V",
                "Thermocouple Type          K type only",
                "Resolution                 14bit, 0.25" + DEG,
                "Cold-Junction Compensation",
                "Interface                  SPI compatible (read only)",
                "Open / Short Detection",
                "Package Outline            MSOP8, SOP8",
            ],
            7.6,
            mark="\u25cf",
        )

    def right() -> None:
        s.heading("PACKAGE OUTLINE", 9.5)
        s.table(
            [Col("", 110, "C"), Col("", 110, "C")],
            [["KJX31856R\n(MSOP8)", "KJX31856E\n(SOP8)"]],
            7.6,
            show_head=False,
            row_height=40,
        )
        s.heading("PIN CONFIGURATION", 9.5)
        s.table(
            [Col("PIN No.", 40, "C"), Col("SYMBOL", 45, "C"), Col("FUNCTION", 135)],
            [
                ["1", "GND", "Ground"],
                ["2", "T-", "Thermocouple Input (-)"],
                ["3", "T+", "Thermocouple Input (+)"],
                ["4", "V+", "Power Supply"],
                ["5", "SCK", "Serial Clock Input"],
                ["6", "/CS", "Chip Select, active low"],
                ["7", "SO", "Serial Data Output"],
                ["8", "DNC", "Do Not Connect"],
            ],
            7.4,
        )

    s.side_by_side(left, right, 265, 14)
    s.heading("ORDERING INFORMATION", 9.5)
    s.table(
        [
            Col("PART NUMBER", 110),
            Col("PACKAGE", 70, "C"),
            Col("RoHS", 50, "C"),
            Col("MARKING", 70, "C"),
            Col("QUANTITY\n(pcs/reel)", 80, "C"),
            Col("Topr", 119, "C"),
        ],
        [
            ["KJX31856R-TE1", "MSOP8", "yes", "31856", "2000", "-40 to +125" + DEG],
            ["KJX31856E-TE2", "SOP8", "yes", "KJX31856", "2500", "-40 to +125" + DEG],
        ],
        7.4,
    )
    s.heading("BLOCK DIAGRAM", 9.5)
    s.para(
        "T+ / T- \u2192 input buffer \u2192 ADC \u2192 digital control \u2192 SO;  cold-junction "
        "sensor \u2192 ADC;  fault detection on T+ / T-;  /CS, SCK \u2192 serial interface.",
        7.6,
    )

    # ---- page 2
    s.add_page()
    s.heading("ABSOLUTE MAXIMUM RATINGS (Ta=25" + DEG + ")", 9.5)
    s.table(
        [
            Col("PARAMETER", 170),
            Col("SYMBOL", 70, "C"),
            Col("RATINGS", 150, "C"),
            Col("UNIT", 50, "C"),
        ],
        [
            ["Supply Voltage", "V+", "-0.3 to +4.0", "V"],
            ["SCK, SO, /CS Voltage", "V_{IO}", "-0.3 to V+ +0.3", "V"],
            ["T+, T- Voltage", "V_{T}", "-0.3 to V+ +0.3", "V"],
            ["Power Dissipation", "P_{D}", "MSOP8: 470\nSOP8: 590", "mW"],
            ["Operating Temperature", "T_{opr}", "-40 to +125", DEG],
            ["Storage Temperature", "T_{stg}", "-65 to +150", DEG],
        ],
        7.6,
    )
    s.heading("RECOMMENDED OPERATING CONDITIONS", 9.5)
    s.table(
        [
            Col("PARAMETER", 170),
            Col("SYMBOL", 70, "C"),
            Col("MIN.", 50, "C"),
            Col("TYP.", 50, "C"),
            Col("MAX.", 50, "C"),
            Col("UNIT", 50, "C"),
        ],
        [["Supply Voltage", "V+", "3.0", "3.3", "3.6", "V"]],
        7.6,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5)
    s.para("(V+=3.3V, Ta=-40 to +125" + DEG + ", unless otherwise noted.)", 7.6)
    ec_cols = [
        Col("PARAMETER", 105),
        Col("SYMBOL", 50, "C"),
        Col("TEST CONDITION", 170),
        Col("MIN.", 40, "C"),
        Col("TYP.", 40, "C"),
        Col("MAX.", 40, "C"),
        Col("UNIT", 54, "C"),
    ]
    s.table(
        ec_cols,
        [
            [
                "Thermocouple\nTemperature Error",
                "",
                "T_{TC}=-200 to +700" + DEG + ", Ta=-20 to +85" + DEG + "\n"
                "T_{TC}=+700 to +1350" + DEG + ", Ta=-20 to +85" + DEG + "\n"
                "T_{TC}=-270 to +1372" + DEG + ", Ta=-40 to +125" + DEG,
                "-2.0\n-4.0\n-6.0",
                "-\n-\n-",
                "+2.0\n+4.0\n+6.0",
                DEG,
            ],
            ["Thermocouple\nTemperature Resolution", "", "", "-", "0.25", "-", DEG],
            [
                "Internal (Cold-Junction)\nTemperature Error",
                "",
                "Ta=-20 to +85" + DEG + "\nTa=-40 to +125" + DEG,
                "-1.0\n-2.0",
                "-\n-",
                "+1.0\n+2.0",
                DEG,
            ],
            ["Cold-Junction\nTemperature Resolution", "", "", "-", "0.0625", "-", DEG],
            ["Temperature\nConversion Time", "t_{CONV}", "Note 1", "-", "70", "100", "ms"],
            ["Power-Supply Rejection", "PSR", "", "-", "0.3", "-", DEG + "/V"],
            ["Supply Current", "I_{CC}", "No load", "-", "0.9", "1.5", "mA"],
            [
                "Thermocouple Input\nBias Current",
                "I_{BIAS}",
                "Ta=-40 to +125" + DEG,
                "-100",
                "-",
                "+100",
                "nA",
            ],
        ],
        7.2,
    )
    s.para(
        "Note 1: The conversion time is the time from /CS rising to the next result. "
        "Conversions run continuously while /CS is high; pulling /CS low stops the conversion "
        "in progress and outputs the last result.",
        7.0,
    )
    s.heading("SERIAL INTERFACE CHARACTERISTICS", 9.5)
    s.para("(V+=3.0V to 3.6V, Ta=-40 to +125" + DEG + ", unless otherwise noted.)", 7.6)
    si_cols = [
        Col("PARAMETER", 130),
        Col("SYMBOL", 55, "C"),
        Col("TEST CONDITION", 120),
        Col("MIN.", 45, "C"),
        Col("TYP.", 40, "C"),
        Col("MAX.", 45, "C"),
        Col("UNIT", 64, "C"),
    ]
    s.table(
        si_cols,
        [
            ["Input Low Voltage", "V_{IL}", "", "-", "-", "0.3 x V+", "V"],
            ["Input High Voltage", "V_{IH}", "", "0.7 x V+", "-", "-", "V"],
            ["Input Leakage Current", "I_{LEAK}", "V_{IN}=GND or V+", "-1", "-", "+1", MU + "A"],
        ],
        7.2,
    )

    # ---- page 3
    s.add_page()
    s.heading("SERIAL INTERFACE CHARACTERISTICS (continued)", 9.5)
    s.para("(V+=3.0V to 3.6V, Ta=-40 to +125" + DEG + ", unless otherwise noted.)", 7.6)
    s.table(
        si_cols,
        [
            ["Output High Voltage", "V_{OH}", "I_{SOURCE}=1.6mA", "V+ -0.4", "-", "-", "V"],
            ["Output Low Voltage", "V_{OL}", "I_{SINK}=1.6mA", "-", "-", "0.4", "V"],
            ["Serial Clock Frequency", "f_{SCK}", "", "-", "-", "5", "MHz"],
            ["SCK Pulse High Width", "t_{CH}", "", "100", "-", "-", "ns"],
            ["SCK Pulse Low Width", "t_{CL}", "", "100", "-", "-", "ns"],
            ["/CS Fall to SCK Rise", "t_{CSS}", "C_{L}=10pF", "100", "-", "-", "ns"],
            ["/CS Fall to Output Enable", "t_{DV}", "C_{L}=10pF", "-", "-", "100", "ns"],
        ],
        7.2,
    )
    s.heading("OUTPUT DATA FORMAT", 9.5)
    s.para(
        "A read is 32 bits long (SCK is clocked 32 times while /CS is low); reading only "
        "the first 16 bits returns the thermocouple temperature and the fault flag. "
        "The thermocouple temperature is a 14-bit two's complement value in 0.25"
        + DEG
        + " steps; the internal temperature is a 12-bit value in 0.0625"
        + DEG
        + " steps.",
        7.6,
    )
    s.table(
        [Col("BIT", 60, "C"), Col("NAME", 140), Col("DESCRIPTION", 299)],
        [
            ["D31", "Sign", "Sign of thermocouple temperature"],
            [
                "D30 - D18",
                "TC Temperature",
                "13-bit magnitude, MSB = 1024" + DEG + ", LSB = 0.25" + DEG,
            ],
            ["D17", "Reserved", "Always reads 0"],
            ["D16", "Fault", "1 when any of SCV, SCG or OC is set"],
            ["D15", "Sign", "Sign of internal temperature"],
            [
                "D14 - D4",
                "Internal Temperature",
                "11-bit magnitude, MSB = 64" + DEG + ", LSB = 0.0625" + DEG,
            ],
            ["D3", "Reserved", "Always reads 0"],
            ["D2", "SCV", "1 when the thermocouple is shorted to V+"],
            ["D1", "SCG", "1 when the thermocouple is shorted to GND"],
            ["D0", "OC", "1 when the thermocouple is open"],
        ],
        7.2,
    )
    s.heading("TEMPERATURE DATA EXAMPLES", 9.5)
    s.table(
        [
            Col("TEMPERATURE (" + DEG + ")", 110, "C"),
            Col("D31 - D18 (binary)", 200, "C"),
            Col("HEX", 189, "C"),
        ],
        [
            ["+1600.00", "0110 0100 0000 00", "0x1900"],
            ["+1000.00", "0011 1110 1000 00", "0x0FA0"],
            ["+100.75", "0000 0110 0100 11", "0x0193"],
            ["+25.00", "0000 0001 1001 00", "0x0064"],
            ["0.00", "0000 0000 0000 00", "0x0000"],
            ["-0.25", "1111 1111 1111 11", "0x3FFF"],
            ["-250.00", "1111 0000 0110 00", "0x3C18"],
        ],
        7.2,
    )
    s.heading("APPLICATION NOTES", 9.5)
    s.para(
        "The KJX31856 is trimmed for K-type (chromel-alumel) thermocouples only; J, T, N, S "
        "or R types give wrong results. The converter assumes a linear Seebeck coefficient "
        "of 41.276" + MU + "V/" + DEG + " between 0" + DEG + " and +1000" + DEG + ". The cold "
        "junction is the package itself: keep the KJX31856 close to the thermocouple "
        "connector and away from heat sources. A 0.1" + MU + "F bypass capacitor must be placed "
        "between V+ and GND. T- must not be connected to GND externally; the device biases it.",
        7.6,
    )
    revision_table(
        s,
        [["2021-03-01", "1.0", "Initial release"], ["2023-06-20", "2.0", "Added SOP8 package"]],
        (80, 60, 359),
    )
    return save(s, out / "kjx31856.pdf")


# ----------------------------------------------- Fairchild-style digital potentiometer
def kdp4361(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KDP4361 \u2014 Dual 256-Tap I\u00b2C Digital Potentiometer",
        header_right="Product Specification",
        footer_left="\u00a9 2022 Kestrel Devices Corporation      KDP4361 Rev. 1.0.3",
        footer_right="www.kestreldevices.example   {page}",
        rule_color=(0, 0, 0),
        table_fill=(210, 210, 210),
        accent=(0, 0, 0),
        grid=False,
    )
    s = Sheet(style, "KDP4361 Dual 256-Tap I2C Digital Potentiometer")
    s.add_page()
    s.title_block(
        "KESTREL DEVICES",
        "KDP4361\nDual 256-Tap I\u00b2C Digital Potentiometer (Volatile)",
        "August 2022",
        size=16,
    )

    def left() -> None:
        s.heading("Features", 10)
        s.bullets(
            [
                "Two independent 256-position potentiometers",
                "End-to-end resistance: 10k" + OHM + ", 50k" + OHM + ", 100k" + OHM,
                "I\u00b2C-compatible serial interface, 100kHz / 400kHz",
                "Four selectable addresses (A0, A1)",
                "Single supply: 2.7V to 5.5V",
                "Low standby current: 1" + MU + "A max",
                "Power-on reset to midscale (80h)",
                "Extended temperature range: -40" + DEG + " to +85" + DEG,
                "14-lead TSSOP package",
            ],
            8,
        )
        s.heading("Applications", 10)
        s.bullets(
            [
                "Volume and gain adjustment",
                "LCD bias and contrast trimming",
                "Sensor calibration",
                "Programmable filters",
            ],
            8,
        )

    def right() -> None:
        s.heading("Description", 10)
        s.para(
            "The KDP4361 integrates two digitally controlled potentiometers, each with 256 "
            "wiper positions between the terminals RH and RL. The wiper positions are set "
            "through an I\u00b2C-compatible two-wire interface. The wiper registers are "
            "volatile; at power-up both wipers return to midscale.",
            8,
        )
        s.para(
            "The KDP4361 is available in three resistance versions. It works as a "
            "three-terminal potentiometer or as a two-terminal variable resistor. The "
            "terminal voltages must stay between GND and VDD; the KDP4361 is not intended "
            "for signals that swing below ground.",
            8,
        )

    s.side_by_side(left, right, 240, 18)
    s.heading("Ordering Information", 10)
    s.table(
        [
            Col("Part Number", 110),
            Col("R_{AB} (k" + OHM + ")", 70, "C"),
            Col("Operating\nTemperature Range", 100, "C"),
            Col("Package", 110, "C"),
            Col("Packing Method", 109, "C"),
        ],
        [
            [
                "KDP4361-103MTC",
                "10",
                "-40" + DEG + " to +85" + DEG,
                "14-Lead TSSOP",
                "Tape and Reel",
            ],
            [
                "KDP4361-503MTC",
                "50",
                "-40" + DEG + " to +85" + DEG,
                "14-Lead TSSOP",
                "Tape and Reel",
            ],
            [
                "KDP4361-104MTC",
                "100",
                "-40" + DEG + " to +85" + DEG,
                "14-Lead TSSOP",
                "Tape and Reel",
            ],
        ],
        7.6,
    )
    s.heading("Pin Description", 10)
    s.table(
        [Col("Pin #", 45, "C"), Col("Name", 55, "C"), Col("Description", 399)],
        [
            ["1", "A0", "Address input 0; tie to GND or VDD"],
            ["2", "SCL", "Serial clock input"],
            ["3", "SDA", "Serial data input/output, open drain"],
            ["4", "GND", "Ground"],
            ["5", "RL0", "Low terminal of potentiometer 0"],
            ["6", "RW0", "Wiper of potentiometer 0"],
            ["7", "RH0", "High terminal of potentiometer 0"],
            ["8", "RH1", "High terminal of potentiometer 1"],
            ["9", "RW1", "Wiper of potentiometer 1"],
            ["10", "RL1", "Low terminal of potentiometer 1"],
            ["11, 12", "NC", "No connection"],
            ["13", "A1", "Address input 1; tie to GND or VDD"],
            ["14", "VDD", "Positive supply, 2.7V to 5.5V"],
        ],
        7.4,
    )

    # ---- page 2
    s.add_page()
    s.heading("Absolute Maximum Ratings", 10)
    s.para(
        "Stresses exceeding the absolute maximum ratings may damage the device. The device "
        "may not function or be operable above the recommended operating conditions.",
        7.4,
    )
    s.table(
        [
            Col("Symbol", 60),
            Col("Parameter", 230),
            Col("Min.", 55, "C"),
            Col("Max.", 80, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["V_{DD}", "Supply Voltage", "-0.3", "7.0", "V"],
            ["V_{IN}", "Digital Input Voltage (SDA, SCL, A0, A1)", "-0.3", "7.0", "V"],
            ["V_{RH}, V_{RL}, V_{RW}", "Terminal Voltage", "-0.3", "V_{DD} +0.3", "V"],
            ["I_{W}", "Wiper Current", "-5", "+5", "mA"],
            ["T_{STG}", "Storage Temperature", "-65", "+150", DEG],
            ["ESD", "Human Body Model, JESD22-A114", "", "4", "kV"],
        ],
        7.4,
    )
    s.heading("Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Symbol", 60),
            Col("Parameter", 230),
            Col("Min.", 55, "C"),
            Col("Max.", 80, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["V_{DD}", "Supply Voltage", "2.7", "5.5", "V"],
            ["V_{TERM}", "Terminal Voltage (RH, RL, RW)", "0", "V_{DD}", "V"],
            ["I_{W}", "Continuous Wiper Current", "-2", "+2", "mA"],
            ["T_{A}", "Operating Temperature", "-40", "+85", DEG],
        ],
        7.4,
    )
    s.heading("Electrical Characteristics", 10)
    s.para(
        "Unless otherwise noted: VDD = 2.7V to 5.5V, TA = -40" + DEG + " to +85" + DEG + ". "
        "Typical values are at VDD = 5V, TA = 25" + DEG + ".",
        7.4,
    )
    cols = [
        Col("Symbol", 50),
        Col("Parameter", 120),
        Col("Conditions", 150),
        Col("Min.", 40, "C"),
        Col("Typ.", 40, "C"),
        Col("Max.", 40, "C"),
        Col("Units", 59, "C"),
    ]
    s.table(
        cols,
        [
            ["Rheostat and Potentiometer Mode"],
            ["N", "Resolution", "", "", "8", "", "Bits"],
            [
                "R_{AB}",
                "End-to-End Resistance",
                "KDP4361-103\nKDP4361-503\nKDP4361-104",
                "",
                "10\n50\n100",
                "",
                "k" + OHM,
            ],
            ["\u0394R_{AB}", "Resistance Tolerance", "T_{A} = 25" + DEG, "-20", "", "+20", "%"],
            [
                "R_{W}",
                "Wiper Resistance",
                "V_{DD} = 5V, I_{W} = 1mA\nV_{DD} = 2.7V, I_{W} = 1mA",
                "",
                "60\n110",
                "150\n250",
                OHM,
            ],
            ["INL", "Integral Nonlinearity", "Potentiometer mode", "-1", "", "+1", "LSB"],
            ["DNL", "Differential Nonlinearity", "Potentiometer mode", "-0.5", "", "+0.5", "LSB"],
            ["TC_{AB}", "Resistance Tempco", "", "", "35", "", "ppm/" + DEG],
            [
                "BW",
                "-3dB Bandwidth",
                "Code = 80h, C_{L} = 10pF\nKDP4361-103\nKDP4361-503\nKDP4361-104",
                "",
                "\n1000\n200\n100",
                "",
                "kHz",
            ],
            ["Digital Inputs and Outputs"],
            ["V_{IH}", "Input High Voltage", "SDA, SCL, A0, A1", "0.7 x V_{DD}", "", "", "V"],
            ["V_{IL}", "Input Low Voltage", "SDA, SCL, A0, A1", "", "", "0.3 x V_{DD}", "V"],
            ["V_{OL}", "SDA Output Low Voltage", "I_{OL} = 3mA", "", "", "0.4", "V"],
            ["Power Supply"],
            [
                "I_{DD}",
                "Supply Current",
                "f_{SCL} = 400kHz\nV_{DD} = 5.5V",
                "",
                "60",
                "100",
                MU + "A",
            ],
            ["I_{SB}", "Standby Current", "SCL = SDA = V_{DD}", "", "0.3", "1", MU + "A"],
            ["Serial Interface Timing (Note 1)"],
            ["f_{SCL}", "SCL Clock Frequency", "", "0", "", "400", "kHz"],
            ["t_{BUF}", "Bus Free Time", "", "1.3", "", "", MU + "s"],
            ["t_{SU:STA}", "Start Setup Time", "", "0.6", "", "", MU + "s"],
        ],
        7.0,
    )
    s.para("Note 1: Guaranteed by design; not tested in production.", 7.0)

    # ---- page 3
    s.add_page()
    s.heading("I\u00b2C Interface", 10)
    s.para(
        "The KDP4361 is a slave device. The 7-bit slave address is 0 1 0 1 1 A1 A0; the two "
        "least significant bits are set by the A1 and A0 pins.",
        8,
    )
    s.table(
        [
            Col("A1", 60, "C"),
            Col("A0", 60, "C"),
            Col("Address (7-bit)", 140, "C"),
            Col("Write byte", 120, "C"),
            Col("Read byte", 119, "C"),
        ],
        [
            ["0", "0", "0101100 (2Ch)", "58h", "59h"],
            ["0", "1", "0101101 (2Dh)", "5Ah", "5Bh"],
            ["1", "0", "0101110 (2Eh)", "5Ch", "5Dh"],
            ["1", "1", "0101111 (2Fh)", "5Eh", "5Fh"],
        ],
        7.4,
    )
    s.heading("Command Byte", 10)
    s.table(
        [Col("Command", 80, "C"), Col("Bits C7 - C0", 120, "C"), Col("Function", 299)],
        [
            ["00h", "0000 0000", "Write data byte to wiper 0"],
            ["01h", "0000 0001", "Write data byte to wiper 1"],
            ["10h", "0001 0000", "Read wiper 0"],
            ["11h", "0001 0001", "Read wiper 1"],
            ["20h", "0010 0000", "Shutdown: open RH, wiper connected to RL"],
            ["40h", "0100 0000", "Reset both wipers to midscale (80h)"],
        ],
        7.4,
    )
    s.para(
        "The resistance between wiper and RL is RWL(D) = D / 256 x RAB + RW, where D is "
        "the decimal value of the data byte (0 to 255). For the KDP4361-103 at D = 128 "
        "this is 5000" + OHM + " plus the wiper resistance.",
        8,
    )
    s.heading("Application Information", 10)
    s.para(
        "The digital inputs are not clamped to VDD: SDA and SCL may be pulled up to 5V while "
        "the KDP4361 runs from 3.3V. The wiper is a CMOS switch; the current through RW must "
        "stay within the continuous wiper current rating at every code, including codes near "
        "zero scale where only RW limits the current in rheostat mode.",
        8,
    )
    revision_table(
        s,
        [["Mar 2020", "1.0.0", "Initial release"], ["Aug 2022", "1.0.3", "Added bandwidth data"]],
        (80, 60, 359),
    )
    return save(s, out / "kdp4361.pdf")
