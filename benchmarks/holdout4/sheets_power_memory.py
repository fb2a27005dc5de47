"""Hold-out 4 datasheets: an MPS-style buck converter and an Atmel-style I2C EEPROM.

Each builder writes one invented part in the look of a vendor family that the
earlier hold-out sets did not use. Numbers are made up but kept physically
plausible; the questions (questions_*.py) cite them by page.
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save


# ------------------------------------------------------------ MPS-style buck converter
def mxp2453(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="MXP2453 – 36V, 3A, 500kHz SYNCHRONOUS STEP-DOWN CONVERTER",
        header_right="MISTRAL POWER",
        footer_left="MXP2453 Rev. 1.2    www.mistralpower.com    3/14/2024    Mistral Proprietary Information. "
        "Unauthorized Photocopy and Duplication Prohibited.",
        footer_right="{page}",
        accent=(170, 20, 30),
        rule_color=(90, 90, 90),
        table_fill=(215, 215, 215),
    )
    s = Sheet(style, "MXP2453 datasheet")
    s.add_page()
    s.title_block(
        "MXP2453",
        "36V, 3A, 500kHz Synchronous Step-Down Converter in TSOT23-8",
        "Mistral Power Semiconductor",
    )

    def description() -> None:
        s.heading("DESCRIPTION", 10)
        s.para(
            "The MXP2453 is a high-frequency, synchronous, rectified, step-down, switch-mode converter "
            "with built-in power MOSFETs. It offers a very compact solution to achieve 3A of continuous "
            "output current over a wide input supply range, with excellent load and line regulation.",
            8,
        )
        s.para(
            "The MXP2453 has synchronous-mode operation for higher efficiency over the output current "
            "load range. Current-mode operation provides fast transient response and eases loop "
            "stabilization. Full protection features include over-current protection (OCP) with hiccup "
            "mode and thermal shutdown (TSD).",
            8,
        )
        s.para(
            "The MXP2453 requires a minimal number of readily available, standard, external components "
            "and is available in a space-saving TSOT23-8 package. Fixed 3.3V (MXP2453-33) and 5V "
            "(MXP2453-50) output versions are available.",
            8,
        )

    def features() -> None:
        s.heading("FEATURES", 10)
        s.bullets(
            [
                "Wide 4.5V to 36V Operating Input Range",
                "3A Continuous Output Current",
                "90mΩ/50mΩ Low RDS(ON) Internal Power MOSFETs",
                "Low 120µA Quiescent Current",
                "500kHz Fixed Switching Frequency",
                "Internal Soft-Start",
                "Over-Current Protection and Hiccup Mode",
                "Thermal Shutdown",
                "Adjustable Output from 0.8V, Fixed 3.3V and 5V Versions",
                "Available in a TSOT23-8 Package",
            ],
            8,
            mark="■",
        )
        s.heading("APPLICATIONS", 10)
        s.bullets(
            [
                "Industrial IoT Nodes",
                "12V and 24V Distributed Power Systems",
                "Smart Meters and Security Cameras",
                "Set-Top Boxes",
            ],
            8,
            mark="■",
        )
        s.para(
            "All Mistral parts are lead-free, halogen-free, and adhere to the RoHS directive.", 7
        )

    s.side_by_side(description, features, 240, gap=20)
    s.heading("TYPICAL APPLICATION", 10, rule=True)
    s.figure(
        "Efficiency vs. Load Current, VOUT = 5V, L = 10µH",
        "Load Current (A)",
        "Efficiency (%)",
        ["0", "0.5", "1.0", "1.5", "2.0", "2.5", "3.0"],
        ["50", "60", "70", "80", "90", "100"],
        [
            ("VIN = 12V", [(0.0, 0.5), (0.1, 0.8), (0.3, 0.86), (0.6, 0.84), (1.0, 0.78)]),
            ("VIN = 24V", [(0.0, 0.4), (0.1, 0.72), (0.3, 0.8), (0.6, 0.8), (1.0, 0.74)]),
            ("VIN = 36V", [(0.0, 0.3), (0.1, 0.64), (0.3, 0.74), (0.6, 0.75), (1.0, 0.7)]),
        ],
        height=110,
    )

    # ---- page 2
    s.add_page()
    s.heading("ORDERING INFORMATION", 10, rule=True)
    s.table(
        [
            Col("Part Number*", 130),
            Col("Output Voltage", 110, "C"),
            Col("Package", 110, "C"),
            Col("Top Marking", 149, "C"),
        ],
        [
            ["MXP2453GJ", "Adjustable", "TSOT23-8", "See Below"],
            ["MXP2453GJ-33", "3.3V", "TSOT23-8", "See Below"],
            ["MXP2453GJ-50", "5V", "TSOT23-8", "See Below"],
        ],
    )
    s.para("* For Tape & Reel, add suffix -Z (e.g. MXP2453GJ-Z).", 7)

    def ratings() -> None:
        s.heading("ABSOLUTE MAXIMUM RATINGS (1)", 9.5)
        s.leaders(
            [
                ("Supply voltage (V_{IN})", "-0.3V to 40V"),
                ("Switch voltage (V_{SW})", "-0.3V (-5V for <10ns) to 41V"),
                ("BST to SW", "-0.3V to 6V"),
                ("EN", "-0.3V to 40V"),
                ("All other pins", "-0.3V to 6V"),
                ("Continuous power dissipation (T_{A} = +25°C) ^{(2)}", "1.25W"),
                ("Junction temperature", "150°C"),
                ("Lead temperature", "260°C"),
                ("Storage temperature", "-65°C to +150°C"),
            ],
            7.8,
        )
        s.heading("Recommended Operating Conditions (3)", 9.5)
        s.leaders(
            [
                ("Supply voltage (V_{IN})", "4.5V to 36V"),
                ("Output voltage (V_{OUT})", "0.8V to 0.9 x V_{IN}"),
                ("Operating junction temp. (T_{J})", "-40°C to +125°C"),
            ],
            7.8,
        )

    def thermal() -> None:
        s.heading("Thermal Resistance (4)", 9.5)
        s.table(
            [Col("Package", 90), Col("θ_{JA}", 45, "C"), Col("θ_{JC}", 45, "C"), Col("", 40, "C")],
            [["TSOT23-8", "100", "55", "°C/W"]],
            size=7.8,
        )
        s.para(
            "NOTES:\n"
            "1) Exceeding these ratings may damage the device.\n"
            "2) The maximum allowable power dissipation is a function of the maximum junction temperature "
            "TJ (MAX), the junction-to-ambient thermal resistance θJA, and the ambient temperature TA: "
            "PD (MAX) = (TJ (MAX) - TA) / θJA. Exceeding it causes excessive die temperature, and the "
            "regulator goes into thermal shutdown.\n"
            "3) The device is not guaranteed to function outside of its operating conditions.\n"
            "4) Measured on JESD51-7, 4-layer PCB.",
            7,
        )

    s.side_by_side(ratings, thermal, 270, gap=20)
    s.heading("ELECTRICAL CHARACTERISTICS", 10, rule=True)
    s.para(
        "VIN = 12V, VEN = 2V, TJ = -40°C to +125°C (5), typical value is tested at TJ = +25°C, unless "
        "otherwise noted.",
        7.8,
    )
    mps = [
        Col("Parameter", 128),
        Col("Symbol", 64),
        Col("Condition", 139),
        Col("Min", 38, "C"),
        Col("Typ", 38, "C"),
        Col("Max", 38, "C"),
        Col("Units", 54, "C"),
    ]
    s.table(
        mps,
        [
            ["Supply current (shutdown)", "I_{IN}", "V_{EN} = 0V", "", "3", "8", "µA"],
            [
                "Supply current (quiescent)",
                "I_{Q}",
                "V_{EN} = 2V, V_{FB} = 0.85V,\nno switching",
                "",
                "120",
                "180",
                "µA",
            ],
            ["HS switch-on resistance", "R_{DS(ON)_HS}", "V_{BST-SW} = 5V", "", "90", "", "mΩ"],
            ["LS switch-on resistance", "R_{DS(ON)_LS}", "V_{CC} = 5V", "", "50", "", "mΩ"],
            ["Switch leakage", "I_{SW_LKG}", "V_{EN} = 0V, V_{SW} = 12V", "", "", "1", "µA"],
            ["HS current limit", "I_{LIMIT}", "Under 40% duty cycle", "4.2", "5.2", "", "A"],
            ["Oscillator frequency", "f_{SW}", "V_{FB} = 0.75V", "440", "500", "560", "kHz"],
            ["Foldback frequency", "f_{FB}", "V_{FB} < 0.4V", "", "50", "", "% f_{SW}"],
            ["Maximum duty cycle", "D_{MAX}", "V_{FB} = 0.75V", "90", "94", "", "%"],
            ["Minimum on time ^{(6)}", "t_{ON_MIN}", "", "", "60", "", "ns"],
            ["Feedback voltage", "V_{FB}", "T_{J} = 25°C", "0.792", "0.800", "0.808", "V"],
            ["", "", "T_{J} = -40°C to +125°C", "0.784", "", "0.816", "V"],
            ["Feedback current", "I_{FB}", "V_{FB} = 0.82V", "", "10", "50", "nA"],
            ["EN rising threshold", "V_{EN_RISING}", "", "1.15", "1.40", "1.65", "V"],
            ["EN hysteresis", "V_{EN_HYS}", "", "", "230", "", "mV"],
            ["EN input current", "I_{EN}", "V_{EN} = 2V", "", "2", "", "µA"],
            [
                "VIN under-voltage lockout\nthreshold rising",
                "INUV_{Vth}",
                "",
                "3.7",
                "4.0",
                "4.3",
                "V",
            ],
            [
                "VIN under-voltage lockout\nthreshold hysteresis",
                "INUV_{HYS}",
                "",
                "",
                "650",
                "",
                "mV",
            ],
            ["VCC regulator", "V_{CC}", "I_{CC} = 5mA", "4.6", "4.9", "5.2", "V"],
            ["Soft-start period", "t_{SS}", "", "", "1.5", "", "ms"],
            ["Thermal shutdown ^{(6)}", "", "", "", "165", "", "°C"],
            ["Thermal hysteresis ^{(6)}", "", "", "", "20", "", "°C"],
        ],
        size=7.3,
    )
    s.para(
        "NOTES: 5) Not tested in production; guaranteed by over-temperature correlation. "
        "6) Guaranteed by design.",
        7,
    )

    # ---- page 3
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS – FIXED OUTPUT VERSIONS", 10, rule=True)
    s.caption("MXP2453-33: VIN = 12V, TJ = 25°C, unless otherwise noted.", 8)
    s.table(
        mps,
        [
            ["Output voltage", "V_{OUT}", "I_{OUT} = 0A to 3A", "3.234", "3.300", "3.366", "V"],
            ["", "", "I_{OUT} = 0A to 3A,\nT_{J} = -40°C to +125°C", "3.201", "", "3.399", "V"],
            ["Input voltage for regulation", "V_{IN}", "I_{OUT} = 3A", "4.5", "", "36", "V"],
            ["Line regulation", "", "V_{IN} = 5V to 36V, I_{OUT} = 1A", "", "0.1", "", "%/V"],
        ],
        size=7.3,
    )
    s.caption("MXP2453-50: VIN = 12V, TJ = 25°C, unless otherwise noted.", 8)
    s.table(
        mps,
        [
            ["Output voltage", "V_{OUT}", "I_{OUT} = 0A to 3A", "4.900", "5.000", "5.100", "V"],
            ["", "", "I_{OUT} = 0A to 3A,\nT_{J} = -40°C to +125°C", "4.850", "", "5.150", "V"],
            ["Input voltage for regulation", "V_{IN}", "I_{OUT} = 3A", "6.5", "", "36", "V"],
            ["Line regulation", "", "V_{IN} = 7V to 36V, I_{OUT} = 1A", "", "0.1", "", "%/V"],
        ],
        size=7.3,
    )
    s.heading("PIN FUNCTIONS", 10, rule=True)
    s.table(
        [Col("Pin #", 34, "C"), Col("Name", 44, "C"), Col("Description", 421)],
        [
            [
                "1",
                "GND",
                "System ground. Reference ground of the regulated output voltage; connect the input and\noutput capacitors to GND with short, wide traces.",
            ],
            ["2", "SW", "Switch output. Connect using a wide PCB trace."],
            [
                "3",
                "EN",
                "Enable. Pull EN high to turn the converter on; pull it low to turn it off. Do not float EN.",
            ],
            [
                "4",
                "VIN",
                "Supply voltage. The MXP2453 operates from a 4.5V to 36V input rail. Decouple VIN with a\nceramic capacitor (10µF or more) placed close to the IC.",
            ],
            [
                "5",
                "VCC",
                "Internal bias supply. Decouple with a 1µF capacitor; do not load VCC externally.",
            ],
            [
                "6",
                "FB",
                "Feedback. Adjustable version: connect to the tap of an external resistor divider (VFB = 0.8V).\nFixed versions (-33, -50): connect FB directly to the output.",
            ],
            ["7", "BST", "Bootstrap. Connect a 0.1µF capacitor between SW and BST."],
            ["8", "NC", "No connection."],
        ],
        size=7.5,
    )
    s.heading("APPLICATION INFORMATION", 10, rule=True)
    s.para(
        "Setting the Output Voltage (adjustable version). The output voltage is set by a resistor divider "
        "from the output to FB: VOUT = VFB × (1 + R1 / R2). For a 12V output with R2 = 10kΩ, choose "
        "R1 = 140kΩ.",
        8,
    )
    s.para(
        "Selecting the Inductor. For a 24V-to-5V converter delivering 2.5A, a 10µH inductor gives about "
        "0.79A of peak-to-peak ripple current at 500kHz. Choose an inductor rated for at least 3.5A of "
        "saturation current. Two 22µF ceramic output capacitors keep the output ripple below 10mV.",
        8,
    )
    s.heading("REVISION HISTORY", 10, rule=True)
    s.table(
        [Col("Revision #", 70, "C"), Col("Revision Date", 90, "C"), Col("Description", 339)],
        [
            ["1.0", "9/2/2022", "Initial release"],
            ["1.1", "4/18/2023", "Added MXP2453-33 and MXP2453-50 fixed output versions"],
            ["1.2", "3/14/2024", "Updated input voltage for regulation of MXP2453-50"],
        ],
    )
    return save(s, out / "mxp2453.pdf")


# ------------------------------------------------------------ Atmel-style I2C EEPROM
def ze24c256(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="ZE24C256",
        header_right="[DATASHEET]",
        footer_left="Zeltra ZE24C256 [DATASHEET]    Zeltra-8811C-SEEPROM-ZE24C256-Datasheet_012024",
        footer_right="{page}",
        accent=(0, 70, 140),
        rule_color=(0, 70, 140),
        table_fill=(214, 224, 238),
    )
    s = Sheet(style, "ZE24C256 datasheet")
    s.add_page()
    s.title_block(
        "ZE24C256",
        "I²C-Compatible (Two-Wire) Serial EEPROM\n256-Kbit (32,768 x 8)",
        "Zeltra Memory Devices",
    )
    s.heading("Features", 11)
    s.bullets(
        [
            "Low-voltage operation",
            "  VCC = 1.7V to 5.5V",
            "Internally organized as 32,768 x 8 (256K)",
            "Industrial temperature range: -40°C to +85°C",
            "I²C-compatible (Two-Wire) serial interface",
            "  100kHz Standard mode, 1.7V to 5.5V",
            "  400kHz Fast mode, 1.7V to 5.5V",
            "  1MHz Fast mode plus (FM+), 2.5V to 5.5V",
            "Schmitt triggers, filtered inputs for noise suppression",
            "Bidirectional data transfer protocol",
            "Write-protect pin for full array hardware data protection",
            "Ultra low active current (3mA maximum) and standby current (6µA maximum)",
            "64-byte page write mode",
            "  Partial page writes allowed",
            "Random and sequential read modes",
            "Self-timed write cycle within 5ms maximum",
            "High reliability",
            "  Endurance: 1,000,000 write cycles",
            "  Data retention: 100 years",
            "Green package options (lead-free/halide-free/RoHS compliant)",
            "  8-lead SOIC, 8-lead TSSOP and 8-pad UDFN",
            "Die sale options: wafer form and tape and reel available",
        ],
        9,
    )
    s.heading("Description", 11)
    s.para(
        "The Zeltra ZE24C256 provides 262,144 bits of Serial Electrically Erasable and Programmable "
        "Read-Only Memory (EEPROM) organized as 32,768 words of 8 bits each. The device's cascading "
        "feature allows up to eight devices to share a common two-wire bus. The device is optimized for "
        "use in many industrial and commercial applications where low-power and low-voltage operation "
        "are essential. The device is available in space-saving 8-lead SOIC, 8-lead TSSOP and 8-pad "
        "UDFN packages. All packages operate from 1.7V to 5.5V.",
        9,
    )
    s.para(
        "Typical use: a data logger that stores one 16-byte record every 10 minutes fills the "
        "32,768-byte array with 2,048 records in about 14 days; writing each record as part of a page "
        "keeps the number of write cycles per cell far below the endurance limit.",
        9,
    )

    # ---- page 2
    s.add_page()
    s.heading("1.   Pin Descriptions and Pinouts", 11)
    s.caption("Table 1-1.   Pin Function Table")
    s.table(
        [
            Col("Pin Symbol", 52, "C"),
            Col("Pin Name and Functional Description", 330),
            Col("Asserted State", 55, "C"),
            Col("Pin Type", 62, "C"),
        ],
        [
            [
                "A0",
                "Device Address Input: A0, A1 and A2 are hard-wired; as many as eight devices\nmay be addressed on a single bus. Pins left floating are pulled low internally.",
                "–",
                "Input",
            ],
            ["A1", "Device Address Input: see A0.", "–", "Input"],
            ["A2", "Device Address Input: see A0.", "–", "Input"],
            ["GND", "Ground: the ground reference for the power supply.", "–", "Power"],
            [
                "SDA",
                "Serial Data: bidirectional, open-drain; may be wire-ORed with other open-drain devices.",
                "–",
                "Input/Output",
            ],
            [
                "SCL",
                "Serial Clock: data is clocked in on the rising edge and out on the falling edge.",
                "–",
                "Input",
            ],
            [
                "WP",
                "Write-Protect: when connected to VCC, write operations to the memory array are inhibited.",
                "High",
                "Input",
            ],
            ["VCC", "Device Power Supply: 1.7V to 5.5V.", "–", "Power"],
        ],
        size=8,
    )
    s.heading("7.   Electrical Characteristics", 11)
    s.heading("7.1   Absolute Maximum Ratings*", 10)

    def maxima() -> None:
        s.leaders(
            [
                ("Operating Temperature", "-55°C to +125°C"),
                ("Storage Temperature", "-65°C to +150°C"),
                ("Voltage on Any Pin w.r.t. Ground", "-1.0V to +7.0V"),
                ("Maximum Operating Voltage", "6.25V"),
                ("DC Output Current", "5.0mA"),
            ],
            8.5,
        )

    def notice() -> None:
        s.para(
            '*Notice: Stresses beyond those listed under "Absolute Maximum Ratings" may cause permanent '
            "damage to the device. This is a stress rating only and functional operation of the device at "
            "these or any other conditions beyond those indicated in the operational sections of this "
            "specification is not implied. Exposure to absolute maximum rating conditions for extended "
            "periods may affect device reliability.",
            7.5,
        )

    s.side_by_side(maxima, notice, 250, gap=16, box=True)
    s.heading("7.2   DC and AC Operating Range", 10)
    s.caption("Table 7-1.   DC and AC Operating Range")
    s.table(
        [Col("Parameter", 180), Col("Grade", 180), Col("ZE24C256", 139, "C")],
        [
            ["Operating Temperature (Case)", "Industrial Temperature Range", "-40°C to +85°C"],
            ["V_{CC} Power Supply", "Low Voltage Grade", "1.7V to 5.5V"],
        ],
        size=8,
    )
    s.heading("7.3   DC Characteristics", 10)
    s.caption("Table 7-2.   DC Characteristics")
    s.para(
        "Parameters are applicable over the operating range in Section 7.2, unless otherwise noted.",
        8,
    )
    s.table(
        [
            Col("Symbol", 40, "C"),
            Col("Parameter", 92),
            Col("Test Condition", 195),
            Col("Min", 40, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 56, "C"),
            Col("Units", 40, "C"),
        ],
        [
            ["V_{CC1}", "Supply Voltage", "", "1.7", "", "5.5", "V"],
            ["I_{CC1}", "Supply Current", "V_{CC} = 5.0V, Read at 400kHz", "", "1.0", "2.0", "mA"],
            ["I_{CC2}", "Supply Current", "V_{CC} = 5.0V, Write at 400kHz", "", "2.0", "3.0", "mA"],
            [
                "I_{SB1}",
                "Standby Current",
                "1.7V ≤ V_{CC} < 2.5V, V_{IN} = V_{CC} or V_{SS}",
                "",
                "",
                "1.0",
                "µA",
            ],
            [
                "I_{SB2}",
                "Standby Current",
                "2.5V ≤ V_{CC} < 3.6V, V_{IN} = V_{CC} or V_{SS}",
                "",
                "",
                "3.0",
                "µA",
            ],
            [
                "I_{SB3}",
                "Standby Current",
                "3.6V ≤ V_{CC} ≤ 5.5V, V_{IN} = V_{CC} or V_{SS}",
                "",
                "",
                "6.0",
                "µA",
            ],
            [
                "I_{LI}",
                "Input Leakage Current",
                "V_{IN} = V_{CC} or V_{SS}",
                "",
                "0.10",
                "3.0",
                "µA",
            ],
            [
                "I_{LO}",
                "Output Leakage Current",
                "V_{OUT} = V_{CC} or V_{SS}",
                "",
                "0.05",
                "3.0",
                "µA",
            ],
            ["V_{IL}", "Input Low Level ^{(1)}", "", "-0.6", "", "V_{CC} x 0.3", "V"],
            ["V_{IH}", "Input High Level ^{(1)}", "", "V_{CC} x 0.7", "", "V_{CC} + 0.5", "V"],
            [
                "V_{OL1}",
                "Output Low Level",
                "1.7V ≤ V_{CC} < 2.5V, I_{OL} = 0.15mA",
                "",
                "",
                "0.2",
                "V",
            ],
            [
                "V_{OL2}",
                "Output Low Level",
                "2.5V ≤ V_{CC} ≤ 5.5V, I_{OL} = 3.0mA",
                "",
                "",
                "0.4",
                "V",
            ],
        ],
        size=8,
    )
    s.para("Note:   1.   VIL min and VIH max are reference only and are not tested.", 7.5)

    # ---- page 3
    s.add_page()
    s.heading("7.4   AC Characteristics", 10)
    s.caption("Table 7-3.   AC Characteristics")
    s.para(
        "Parameters are applicable over the operating range in Section 7.2, CL = 100pF, unless otherwise "
        "noted. Test conditions are listed in Note 2.",
        8,
    )
    s.table(
        [
            Col("Symbol", 50, "C"),
            Col("Parameter", 210),
            Col("Min", 48, "C"),
            Col("Max", 48, "C"),
            Col("Min", 48, "C"),
            Col("Max", 48, "C"),
            Col("Units", 47, "C"),
        ],
        [
            ["f_{SCL}", "Clock Frequency, SCL", "", "400", "", "1000", "kHz"],
            ["t_{LOW}", "Clock Pulse Width Low", "1,300", "", "500", "", "ns"],
            ["t_{HIGH}", "Clock Pulse Width High", "600", "", "400", "", "ns"],
            [
                "t_{I}",
                "Input Filter Spike Suppression (SCL, SDA) ^{(1)}",
                "",
                "100",
                "",
                "50",
                "ns",
            ],
            ["t_{AA}", "Clock Low to Data Out Valid", "50", "900", "50", "450", "ns"],
            [
                "t_{BUF}",
                "Time the bus must be free before a new\ntransmission can start ^{(1)}",
                "1,300",
                "",
                "500",
                "",
                "ns",
            ],
            ["t_{HD.STA}", "Start Hold Time", "600", "", "250", "", "ns"],
            ["t_{SU.STA}", "Start Setup Time", "600", "", "250", "", "ns"],
            ["t_{HD.DAT}", "Data In Hold Time", "0", "", "0", "", "ns"],
            ["t_{SU.DAT}", "Data In Setup Time", "100", "", "100", "", "ns"],
            ["t_{R}", "Inputs Rise Time ^{(1)}", "", "300", "", "300", "ns"],
            ["t_{F}", "Inputs Fall Time ^{(1)}", "", "300", "", "100", "ns"],
            ["t_{WR}", "Write Cycle Time", "", "5", "", "5", "ms"],
        ],
        size=8,
        head_rows=[["", "", "1.7V ≤ VCC < 2.5V", "<", "2.5V ≤ VCC ≤ 5.5V", "<", ""]],
    )
    s.para(
        "Notes:   1.   This parameter is ensured by characterization and is not 100% tested.\n"
        "            2.   AC measurement conditions: RL (connects between SDA and VCC): 1.3kΩ (2.5V, 5.0V), "
        "10kΩ (1.7V); input pulse voltages: 0.3 x VCC to 0.7 x VCC; input rise and fall times ≤ 50ns; "
        "input and output timing reference voltages: 0.5 x VCC.",
        7.5,
    )
    s.caption("Table 7-4.   EEPROM Cell Performance Characteristics")
    s.table(
        [
            Col("Operation", 110),
            Col("Test Condition", 210),
            Col("Min", 60, "C"),
            Col("Max", 40, "C"),
            Col("Units", 79, "C"),
        ],
        [
            [
                "Write Endurance ^{(1)}",
                "T_{A} = 25°C, V_{CC} = 3.3V, Page Write mode",
                "1,000,000",
                "—",
                "Write Cycles",
            ],
            ["Data Retention ^{(1)}", "T_{A} = 55°C", "100", "—", "Years"],
        ],
        size=8,
    )
    s.heading("8.   Device Addressing", 11)
    s.para(
        "Accessing the device requires an 8-bit device address word following a Start condition to enable "
        "the device for a read or write operation. The device address word consists of a mandatory "
        "'1010' (Ah) sequence for the four most significant bits. The next three bits are the A2, A1 and "
        "A0 device address bits, which must compare to their corresponding hard-wired input pins; up to "
        "eight devices may therefore share one bus. The eighth bit of the device address is the "
        "read/write operation select bit: a read is initiated if this bit is high and a write if it is low.",
        9,
    )
    s.caption("Table 8-1.   7-bit Bus Address by A2, A1, A0 Strapping")
    s.table(
        [
            Col("A2", 50, "C"),
            Col("A1", 50, "C"),
            Col("A0", 50, "C"),
            Col("7-bit Address", 110, "C"),
            Col("Write Byte", 110, "C"),
            Col("Read Byte", 110, "C"),
        ],
        [
            [
                a2,
                a1,
                a0,
                f"{0x50 + n:02X}h",
                f"{(0x50 + n) << 1:02X}h",
                f"{((0x50 + n) << 1) | 1:02X}h",
            ]
            for n, (a2, a1, a0) in enumerate(
                (str(n >> 2 & 1), str(n >> 1 & 1), str(n & 1)) for n in range(8)
            )
        ],
        size=8,
    )
    s.add_page()
    s.heading("9.   Ordering Information", 11)
    s.table(
        [
            Col("Ordering Code", 110),
            Col("Lead Finish", 80, "C"),
            Col("Package", 55, "C"),
            Col("Delivery Information", 104, "C"),
            Col("Operation Range", 150, "C"),
        ],
        [
            ["ZE24C256-SSHL-B", "NiPdAu", "8S1", "Bulk (Tubes)", "Industrial Temperature"],
            ["ZE24C256-SSHL-T", "NiPdAu", "8S1", "Tape and Reel", "(-40°C to 85°C)"],
            ["ZE24C256-XHL-B", "NiPdAu", "8X", "Bulk (Tubes)", ""],
            ["ZE24C256-XHL-T", "NiPdAu", "8X", "Tape and Reel", ""],
            ["ZE24C256-MAHL-T", "NiPdAu", "8MA2", "Tape and Reel", ""],
        ],
        size=8,
    )
    s.para("8S1: 8-lead JEDEC SOIC;  8X: 8-lead TSSOP;  8MA2: 8-pad 2 x 3 x 0.6mm UDFN.", 7.5)
    s.heading("10.   Revision History", 11)
    revision_table(
        s,
        [
            ["06/2021", "8811A", "Initial document release"],
            ["11/2022", "8811B", "Added 1MHz Fast mode plus for 2.5V ≤ VCC ≤ 5.5V"],
            ["01/2024", "8811C", "Updated standby current ISB3"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "ze24c256.pdf")
