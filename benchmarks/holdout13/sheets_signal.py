"""Hold-out 13 datasheets: timing, isolation, I/O and an RFID module.

A SiTime-style MEMS oscillator (supply versions and their currents stacked in
one cell, a table continued on the next page, a part-number decoder whose
digits are not specifications), a Silicon-Labs-style digital isolator (grades
in the ordering guide, one table per supply), a Diodes-style 16-bit I2C I/O
expander (address and register tables as decoys, per-VDD drive stacked) and a
Chinese RFID reader-module manual (key-value parameters, "do not connect to
5V" in prose).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"


# ------------------------------------------------------ SiTime-style MEMS oscillator
def _ksx_page1(s: Sheet) -> None:
    s.title_block(
        "KSX1010",
        "Low Power, Standard Frequency MEMS Oscillator",
        "1 MHz to 110 MHz, LVCMOS output",
        20,
    )

    def features() -> None:
        s.heading("Features", 10)
        s.bullets(
            [
                "Any frequency between 1 MHz and 110 MHz accurate to 6 decimal places",
                "100% pin-to-pin drop-in replacement to quartz-based XO",
                "Excellent total frequency stability as low as " + PM + "20 ppm",
                "Operating temperature from -40" + DEG + " to 85" + DEG,
                "Low power consumption of 3.5 mA typical at 1.8 V",
                "Standby mode for longest battery life",
                "LVCMOS/HCMOS compatible output",
                "2.0 x 1.6, 2.5 x 2.0, 3.2 x 2.5 mm packages",
            ],
            8,
        )

    def apps() -> None:
        s.heading("Applications", 10)
        s.bullets(
            [
                "Storage, SSD",
                "Ethernet, PCI-Express (refer to the KSX1020 for jitter data)",
                "Consumer electronics",
                "Industrial sensors",
            ],
            8,
        )

    s.side_by_side(features, apps, 280)
    s.caption("Table 1. Electrical Characteristics")
    s.para(
        "All Min and Max limits are specified over temperature and rated operating voltage with 15 pF "
        "output load unless otherwise stated. Typical values are at 25"
        + DEG
        + " and nominal supply voltage.",
        7.8,
    )
    cols = [
        Col("Parameters", 110),
        Col("Symbol", 40, "C"),
        Col("Min.", 38, "C"),
        Col("Typ.", 38, "C"),
        Col("Max.", 38, "C"),
        Col("Unit", 32, "C"),
        Col("Condition", 203),
    ]
    s.table(
        cols,
        [
            ["Frequency Range"],
            ["Output Frequency Range", "f", "1", "", "110", "MHz", ""],
            ["Frequency Stability and Aging"],
            [
                "Frequency Stability",
                "F_stab",
                "-20\n-25\n-50",
                "",
                "+20\n+25\n+50",
                "ppm\nppm\nppm",
                "Inclusive of initial tolerance at 25"
                + DEG
                + ",\n1st year aging, variations over operating\ntemperature, supply voltage and load",
            ],
            ["Operating Temperature Range"],
            [
                "Operating Temperature",
                "T_use",
                "-20\n-40",
                "",
                "+70\n+85",
                DEG + "\n" + DEG,
                "Extended Commercial\nIndustrial",
            ],
            ["Supply Voltage and Current Consumption"],
            [
                "Supply Voltage",
                "Vdd",
                "1.62\n2.25\n2.52\n2.97",
                "1.8\n2.5\n2.8\n3.3",
                "1.98\n2.75\n3.08\n3.63",
                "V\nV\nV\nV",
                "1.8 V version\n2.5 V version\n2.8 V version\n3.3 V version",
            ],
            [
                "Current Consumption",
                "Idd",
                "",
                "3.8\n3.7\n3.5",
                "4.5\n4.2\n4.1",
                "mA\nmA\nmA",
                "No load, f = 20 MHz, Vdd = 2.8 V or 3.3 V\nNo load, f = 20 MHz, Vdd = 2.5 V\nNo load, f = 20 MHz, Vdd = 1.8 V",
            ],
            [
                "Standby Current",
                "I_std",
                "",
                "2.6\n1.4",
                "4.3\n2.5",
                MU + "A\n" + MU + "A",
                "ST = GND, Vdd = 2.8 V or 3.3 V\nST = GND, Vdd = 1.8 V",
            ],
        ],
        7.4,
    )


def _ksx_page2(s: Sheet) -> None:
    s.caption("Table 1. Electrical Characteristics (continued)")
    s.para("Conditions as on page 1; Vdd is the nominal supply of the ordered version.", 7.8)
    cols = [
        Col("Parameters", 110),
        Col("Symbol", 40, "C"),
        Col("Min.", 38, "C"),
        Col("Typ.", 38, "C"),
        Col("Max.", 38, "C"),
        Col("Unit", 32, "C"),
        Col("Condition", 203),
    ]
    s.table(
        cols,
        [
            ["LVCMOS Output Characteristics"],
            ["Duty Cycle", "DC", "45", "", "55", "%", "All Vdds"],
            [
                "Rise/Fall Time",
                "Tr, Tf",
                "",
                "1.0",
                "2.0",
                "ns",
                "20% - 80%, Vdd = 2.5 V, 2.8 V or 3.3 V",
            ],
            [
                "Output High Voltage",
                "VOH",
                "90%",
                "",
                "",
                "Vdd",
                "IOH = -4 mA (Vdd = 3.3 V)\nIOH = -2 mA (Vdd = 1.8 V)",
            ],
            [
                "Output Low Voltage",
                "VOL",
                "",
                "",
                "10%",
                "Vdd",
                "IOL = 4 mA (Vdd = 3.3 V)\nIOL = 2 mA (Vdd = 1.8 V)",
            ],
            ["Input Characteristics"],
            ["Input High Voltage", "VIH", "70%", "", "", "Vdd", "Pin 1, OE or ST"],
            ["Input Low Voltage", "VIL", "", "", "30%", "Vdd", "Pin 1, OE or ST"],
            ["Startup and Resume Timing"],
            [
                "Startup Time",
                "T_start",
                "",
                "",
                "5",
                "ms",
                "Measured from the time Vdd reaches\nits rated minimum value",
            ],
            ["Resume Time", "T_resume", "", "", "5", "ms", "From ST rising edge"],
        ],
        7.4,
    )
    s.para(
        "Jitter and phase noise are not given in this document; the KSX1010 is not characterised for "
        "jitter-sensitive serial links.",
        8,
    )
    s.caption("Table 2. Absolute Maximum Ratings")
    s.table(
        [Col("Parameter", 250), Col("Min.", 70, "C"), Col("Max.", 70, "C"), Col("Unit", 109, "C")],
        [
            ["Storage Temperature", "-65", "150", DEG],
            ["Vdd", "-0.5", "4", "V"],
            ["Junction Temperature", "", "150", DEG],
        ],
        7.6,
    )
    s.caption("Table 3. Pin Description")
    s.table(
        [Col("Pin", 40, "C"), Col("Symbol", 70, "C"), Col("Functionality", 389)],
        [
            [
                "1",
                "OE / ST / NC",
                "H or open: output enabled; L: output high-Z (OE) or standby (ST)",
            ],
            ["2", "GND", "Electrical ground"],
            ["3", "OUT", "Oscillator output"],
            ["4", "VDD", "Power supply voltage"],
        ],
        7.6,
    )


def _ksx_page3(s: Sheet) -> None:
    s.caption("Ordering Information")
    s.para("Part number example: KSX1010AI-33E-25.000000Y", 9, bold=True)
    s.table(
        [Col("Field", 80, "C"), Col("Code", 120), Col("Meaning", 299)],
        [
            ["Revision", "A", "Product revision"],
            ["Temperature", "C / I", "C = -20 to +70" + DEG + "; I = -40 to +85" + DEG],
            ["Package", "1 / 2 / 3", "1 = 2.0 x 1.6 mm; 2 = 2.5 x 2.0 mm; 3 = 3.2 x 2.5 mm"],
            [
                "Stability",
                "F / E / D",
                "F = " + PM + "20 ppm; E = " + PM + "25 ppm; D = " + PM + "50 ppm",
            ],
            ["Voltage", "18 / 25 / 28 / 33", "1.8 V / 2.5 V / 2.8 V / 3.3 V"],
            ["Frequency", "25.000000", "Output frequency in MHz, six decimals"],
            ["Pin 1", "Y / Z / blank", "Y = ST (standby); Z = no connect; blank = OE"],
            ["Packing", "T / D", "T = 12 mm tape & reel, 3k reel; D = 8 mm tape & reel, 3k reel"],
        ],
        7.8,
    )
    s.para(
        "The example KSX1010AI-33E-25.000000Y is a 3.3 V, 25 MHz part; the digits of a part number "
        "are codes, not operating limits.",
        8,
    )
    revision_table(
        s,
        [["1.03", "2024-05-02", "Standby current updated"], ["1.00", "2020-01-10", "Final"]],
        (90, 80, 329),
    )


def ksx1010(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="KSX1010",
        header_right="Low Power, Standard Frequency Oscillator",
        footer_left="Kinetic Silicon Timing   Rev 1.03   Revised May 2, 2024",
        footer_right="Page {page} of 3",
        rule_color=(0, 0, 0),
        table_fill=(255, 237, 214),
        accent=(200, 90, 0),
        grid=False,
    )
    s = Sheet(style, "KSX1010 MEMS oscillator")
    for page in (_ksx_page1, _ksx_page2, _ksx_page3):
        s.add_page()
        page(s)
    return save(s, out / "ksx1010.pdf")


# ------------------------------------------------------ Silicon-Labs-style digital isolator
_ISO_COLS = (
    Col("Parameter", 135),
    Col("Symbol", 45, "C"),
    Col("Test Condition", 150),
    Col("Min", 38, "C"),
    Col("Typ", 38, "C"),
    Col("Max", 38, "C"),
    Col("Unit", 55, "C"),
)


def _kis_page1(s: Sheet) -> None:
    s.title_block("KIS8621/22", "LOW-POWER DUAL-CHANNEL DIGITAL ISOLATOR", "", 20)

    def features() -> None:
        s.heading("Features", 9.5)
        s.bullets(
            [
                "High-speed operation: DC to 150 Mbps (B grade), DC to 1 Mbps (A grade)",
                "No start-up initialization required",
                "Wide operating supply voltage: 2.5 to 5.5 V",
                "Up to 5000 VRMS isolation (wide-body SOIC-16)",
                "Default output high or low (ordering option)",
                "Precise timing (typical): 11 ns propagation delay",
            ],
            8,
        )

    def apps() -> None:
        s.heading("Applications", 9.5)
        s.bullets(
            [
                "Industrial automation systems",
                "Isolated SPI, RS-232 and RS-485",
                "Motor control",
                "Power inverters",
            ],
            8,
        )
        s.para("KIS8621: two forward channels. KIS8622: one forward and one reverse channel.", 8)

    s.side_by_side(features, apps, 270)
    s.caption("Table 1. Recommended Operating Conditions")
    s.table(
        list(_ISO_COLS),
        [
            [
                "Ambient Operating Temperature",
                "TA",
                "150 Mbps, 15 pF, 5 V",
                "-40",
                "25",
                "125",
                DEG,
            ],
            ["Supply Voltage", "VDD1", "", "2.5", "", "5.5", "V"],
            ["", "VDD2", "", "2.5", "", "5.5", "V"],
        ],
        7.4,
    )
    s.caption("Table 2. Electrical Characteristics")
    s.para("(VDD1 = 5 V " + PM + "10%, VDD2 = 5 V " + PM + "10%, TA = -40 to 125 " + DEG + ")", 8)
    s.table(
        list(_ISO_COLS),
        [
            ["High Level Input Voltage", "VIH", "", "2.0", "", "", "V"],
            ["Low Level Input Voltage", "VIL", "", "", "", "0.8", "V"],
            ["High Level Output Voltage", "VOH", "loh = -4 mA", "VDD - 0.4", "4.8", "", "V"],
            ["Low Level Output Voltage", "VOL", "lol = 4 mA", "", "0.2", "0.4", "V"],
            ["Input Leakage Current", "IL", "", "", "", PM + "10", MU + "A"],
            ["Supply current KIS8621"],
            [
                "DC, VI = 0 (default high)",
                "IDD1\nIDD2",
                "All inputs 0 DC",
                "",
                "1.2\n1.9",
                "1.8\n2.6",
                "mA\nmA",
            ],
            [
                "1 Mbps (B grade)",
                "IDD1\nIDD2",
                "All inputs 500 kHz clock,\nCL = 15 pF",
                "",
                "1.6\n2.0",
                "2.2\n2.8",
                "mA\nmA",
            ],
            [
                "100 Mbps (B grade)",
                "IDD1\nIDD2",
                "All inputs 50 MHz clock,\nCL = 15 pF",
                "",
                "2.2\n8.5",
                "3.1\n11.2",
                "mA\nmA",
            ],
            ["Timing Characteristics"],
            ["Maximum Data Rate", "", "A grade\nB grade", "0\n0", "", "1.0\n150", "Mbps\nMbps"],
            ["Propagation Delay", "tPHL, tPLH", "B grade", "5.0", "11", "13", "ns"],
        ],
        7.4,
    )


def _kis_page2(s: Sheet) -> None:
    s.caption("Table 3. Electrical Characteristics (3.3 V operation)")
    s.para(
        "(VDD1 = 3.3 V " + PM + "10%, VDD2 = 3.3 V " + PM + "10%, TA = -40 to 125 " + DEG + ")", 8
    )
    s.table(
        list(_ISO_COLS),
        [
            ["High Level Input Voltage", "VIH", "", "2.0", "", "", "V"],
            ["Low Level Input Voltage", "VIL", "", "", "", "0.8", "V"],
            ["High Level Output Voltage", "VOH", "loh = -4 mA", "VDD - 0.4", "3.1", "", "V"],
            ["Low Level Output Voltage", "VOL", "lol = 4 mA", "", "0.2", "0.4", "V"],
            [
                "100 Mbps (B grade)",
                "IDD1\nIDD2",
                "All inputs 50 MHz clock,\nCL = 15 pF",
                "",
                "2.0\n6.1",
                "2.9\n8.3",
                "mA\nmA",
            ],
        ],
        7.4,
    )
    s.caption("Table 4. Insulation and Safety-Related Specifications")
    s.table(
        [
            Col("Parameter", 200),
            Col("Test Condition", 160),
            Col("SOIC-8 (NB)", 70, "C"),
            Col("SOIC-16 (WB)", 69, "C"),
        ],
        [
            ["Isolation rating, 1 minute", "", "2500", "5000"],
            ["(VRMS)", "", "", ""],
            ["Nominal external air gap (clearance, mm)", "", "4.7", "8.0"],
            ["Nominal external tracking (creepage, mm)", "", "3.9", "8.0"],
            ["Comparative Tracking Index", "DIN IEC 60112", "600", "600"],
        ],
        7.4,
    )
    s.para(
        "Working voltage ratings, certification status (UL, CSA, VDE) and common-mode transient "
        "immunity will be published in a later revision of this data sheet.",
        8,
    )
    s.caption("Table 5. Ordering Guide")
    s.table(
        [
            Col("Ordering Part Number", 110),
            Col("Inputs VDD1 side", 65, "C"),
            Col("Inputs VDD2 side", 65, "C"),
            Col("Max data rate", 65, "C"),
            Col("Default output", 60, "C"),
            Col("Isolation rating", 64, "C"),
            Col("Package", 70, "C"),
        ],
        [
            ["KIS8621AB-B-IS", "2", "0", "1 Mbps", "High", "2.5 kVrms", "SOIC-8"],
            ["KIS8621BB-B-IS", "2", "0", "150 Mbps", "High", "2.5 kVrms", "SOIC-8"],
            ["KIS8621BD-B-IS", "2", "0", "150 Mbps", "Low", "2.5 kVrms", "SOIC-8"],
            ["KIS8622BB-B-IS", "1", "1", "150 Mbps", "High", "2.5 kVrms", "SOIC-8"],
            ["KIS8621BB-E-IS1", "2", "0", "150 Mbps", "High", "5.0 kVrms", "SOIC-16"],
        ],
        7.4,
    )
    s.para(
        "All devices are rated for -40 to 125 "
        + DEG
        + ' ambient. "-IS" = SOIC tube; add "R" for tape and reel.',
        7.8,
    )


def kis8621(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KIS8621/22",
        header_right="",
        footer_left="Rev. 0.9   Keystone Isolation Semiconductor   Preliminary",
        footer_right="{page}",
        rule_color=(180, 0, 30),
        table_fill=(245, 245, 245),
        accent=(180, 0, 30),
    )
    s = Sheet(style, "KIS8621/22 digital isolator")
    s.add_page()
    _kis_page1(s)
    s.add_page()
    _kis_page2(s)
    return save(s, out / "kis8621.pdf")


# ------------------------------------------------------ Diodes-style I/O expander
def _kxe_page1(s: Sheet) -> None:
    s.title_block(
        "KXE9535 / KXE9535A", "16-bit I2C-bus and SMBus Low Power I/O Port with Interrupt", "", 18
    )
    s.heading("Features", 10, rule=True)
    s.bullets(
        [
            "Operating power supply voltage from 1.65V to 5.5V",
            "5V tolerant I/Os",
            "Bidirectional translation between I2C-bus and P-port supply (single VDD)",
            "Low standby current: 1uA (max) at 5.5V",
            "400kHz fast mode I2C-bus",
            "3 hardware address pins allow up to 8 devices per version on one bus",
            "Open-drain active-low interrupt output",
            "Latched outputs with high current drive capability for directly driving LEDs",
            "Operating temperature -40" + DEG + " to 85" + DEG,
            "Package: TSSOP-24, QFN-24 (4x4)",
        ],
        8,
    )
    s.heading("Description", 10, rule=True)
    s.para(
        "The KXE9535 and KXE9535A provide 16 bits of general purpose parallel I/O expansion for the "
        "I2C-bus / SMBus. The two versions differ only in the fixed part of the slave address: KXE9535 "
        "uses 0100 A2 A1 A0 and KXE9535A uses 0111 A2 A1 A0, so that up to sixteen devices (eight of "
        "each) can share one bus."
    )
    s.heading("Slave Address", 10, rule=True)
    s.table(
        [
            Col("Device", 90),
            Col("A2", 40, "C"),
            Col("A1", 40, "C"),
            Col("A0", 40, "C"),
            Col("7-bit address", 90, "C"),
            Col("Write byte / Read byte", 199, "C"),
        ],
        [
            ["KXE9535", "L", "L", "L", "0x20", "0x40 / 0x41"],
            ["KXE9535", "H", "H", "H", "0x27", "0x4E / 0x4F"],
            ["KXE9535A", "L", "L", "L", "0x38", "0x70 / 0x71"],
            ["KXE9535A", "H", "H", "H", "0x3F", "0x7E / 0x7F"],
        ],
        8,
    )
    s.heading("Register Map", 10, rule=True)
    s.table(
        [
            Col("Command", 70, "C"),
            Col("Register", 200),
            Col("Protocol", 100, "C"),
            Col("Power-up default", 129, "C"),
        ],
        [
            ["0x00", "Input Port 0", "Read byte", "xxxx xxxx"],
            ["0x01", "Input Port 1", "Read byte", "xxxx xxxx"],
            ["0x02", "Output Port 0", "Read/write byte", "1111 1111"],
            ["0x03", "Output Port 1", "Read/write byte", "1111 1111"],
            ["0x04 / 0x05", "Polarity Inversion Port 0 / 1", "Read/write byte", "0000 0000"],
            ["0x06 / 0x07", "Configuration Port 0 / 1", "Read/write byte", "1111 1111"],
        ],
        8,
    )


def _kxe_page2(s: Sheet) -> None:
    s.heading("Absolute Maximum Ratings", 10, rule=True)
    s.leaders(
        [
            ("Supply Voltage VDD", "-0.5V to +6.0V"),
            ("Input / Output Voltage (P-port, SCL, SDA)", "-0.5V to +6.0V"),
            ("Continuous output low current per P-port pin", "50mA"),
            ("Continuous current through GND", "250mA"),
            ("Storage Temperature", "-65" + DEG + " to +150" + DEG),
        ]
    )
    s.heading("Electrical Characteristics", 10, rule=True)
    s.para(
        "VDD = 1.65V to 5.5V; TA = -40" + DEG + " to 85" + DEG + ", unless otherwise specified.", 8
    )
    s.table(
        [
            Col("Symbol", 45, "C"),
            Col("Parameter", 120),
            Col("Conditions", 170),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["VDD", "Supply voltage", "", "1.65", "", "5.5", "V"],
            [
                "IDD",
                "Operating current",
                "VDD = 5.5V, fSCL = 400kHz,\nno load",
                "",
                "135",
                "200",
                MU + "A",
            ],
            [
                "ISTB",
                "Standby current",
                "VDD = 5.5V, inputs at VDD or GND,\nfSCL = 0kHz",
                "",
                "0.25",
                "1",
                MU + "A",
            ],
            ["VPOR", "Power-on reset voltage", "", "", "1.2", "1.5", "V"],
            ["VIH", "High-level input voltage", "SCL, SDA, P-port", "0.7 x VDD", "", "5.5", "V"],
            ["VIL", "Low-level input voltage", "SCL, SDA, P-port", "-0.5", "", "0.3 x VDD", "V"],
            [
                "IOL",
                "P-port low-level output\ncurrent",
                "VOL = 0.5V, VDD = 2.3V\nVOL = 0.5V, VDD = 3.0V\nVOL = 0.5V, VDD = 4.5V",
                "8\n10\n17",
                "",
                "",
                "mA\nmA\nmA",
            ],
            [
                "VOH",
                "P-port high-level output\nvoltage",
                "IOH = -8mA, VDD = 2.3V\nIOH = -8mA, VDD = 3.0V\nIOH = -8mA, VDD = 4.75V",
                "1.8\n2.6\n4.1",
                "",
                "",
                "V\nV\nV",
            ],
            ["IOL", "INT output low current", "VOL = 0.4V", "3", "", "", "mA"],
            ["fSCL", "SCL clock frequency", "", "0", "", "400", "kHz"],
        ],
        7.4,
    )
    s.para(
        "Each P-port pin can sink the current of an LED directly. The total current through GND must "
        "stay below the absolute maximum rating when several outputs are low at the same time.",
        8,
    )
    revision_table(
        s,
        [["Jan 2024", "2-2", "Updated standby current"], ["Mar 2021", "1-1", "Initial release"]],
        (90, 60, 349),
    )


def kxe9535(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="KXE9535 / KXE9535A",
        header_right="Document number: DS40412 Rev. 2-2",
        footer_left="Dunmore Integrated Devices   www.dunmore-id.example",
        footer_right="{page} of 2",
        rule_color=(230, 0, 20),
        table_fill=(238, 238, 238),
        accent=(0, 0, 0),
        grid=False,
    )
    s = Sheet(style, "KXE9535 I/O expander")
    s.add_page()
    _kxe_page1(s)
    s.add_page()
    _kxe_page2(s)
    return save(s, out / "kxe9535.pdf")


# ------------------------------------------------------ Chinese RFID reader module manual
def _ht_page1(s: Sheet) -> None:
    s.title_block(
        "HT-RC522M RFID Reader Module",
        "13.56MHz Mifare read / write module, SPI interface",
        "Hengtai Smart Card Technology   User Manual V2.0",
        15,
    )
    y = s.get_y()
    s.set_fill_color(228, 228, 228)
    s.rect(s.l_margin, y, 499, 80, "F")
    s.set_font(s.family, "", 7.5)
    s.set_xy(s.l_margin, y + 35)
    s.cell(499, 10, "[ module photo: blue PCB with antenna loop, 8-pin header ]", align="C")
    s.set_xy(s.l_margin, y + 86)
    s.heading("■ Product parameters", 10, rule=True)
    s.lines(
        [
            "1. Working current：13~26mA / DC 3.3V",
            "2. Idle current：10~13mA / DC 3.3V",
            "3. Sleep current：<80uA",
            "4. Peak current：<30mA",
            "5. Working frequency：13.56MHz",
            "6. Supported card types：mifare1 S50, mifare1 S70, mifare UltraLight, mifare Pro, mifare DESFire",
            "7. Product physical characteristics：size 40mm×60mm",
            "8. Environment operating temperature：-20~80" + DEG,
            "9. Environment storage temperature：-40~85" + DEG,
            "10. Environmental relative humidity：5%~95%",
            "11. Data transfer rate：SPI, max 10Mbit/s",
            "12. Card reading distance：0~50mm (depends on card and antenna)",
        ],
        8.8,
        3.2,
    )
    s.heading("■ Pin definition", 10, rule=True)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("Function", 389)],
        [
            ["1", "SDA", "SPI chip select (NSS)"],
            ["2", "SCK", "SPI clock"],
            ["3", "MOSI", "SPI data in"],
            ["4", "MISO", "SPI data out"],
            ["5", "IRQ", "Interrupt output (not connected in the example)"],
            ["6", "GND", "Ground"],
            ["7", "RST", "Reset / power-down, low active"],
            ["8", "3.3V", "Power supply 3.3V"],
        ],
        8,
    )


def _ht_page2(s: Sheet) -> None:
    s.heading("■ Power supply and level", 10, rule=True)
    s.para(
        "The module supply voltage is 3.3V (3.0~3.6V). Do not connect VCC to 5V, the chip will be "
        "damaged. The SPI pins and RST are 3.3V level and are not 5V tolerant: with a 5V main board "
        "(for example an Arduino UNO) use a level converter on SCK, MOSI, SDA and RST."
    )
    s.para(
        "The reading distance is measured with the supplied S50 white card at 3.3V. Metal near the "
        "antenna reduces the distance; the distance through enclosures or with other cards is not "
        "specified."
    )
    s.heading("■ Command codes (reference)", 10, rule=True)
    s.table(
        [Col("Command", 120), Col("Code", 70, "C"), Col("Action", 309)],
        [
            ["Idle", "0000b", "No action, cancels current command"],
            ["Mem", "0001b", "Stores 25 bytes into the internal buffer"],
            ["CalcCRC", "0011b", "Activates the CRC coprocessor"],
            ["Transceive", "1100b", "Transmits data from FIFO buffer to antenna and receives"],
            ["MFAuthent", "1110b", "Performs the MIFARE standard authentication"],
            ["SoftReset", "1111b", "Resets the chip"],
        ],
        8,
    )
    s.para("FIFO buffer size: 64 byte. Default SPI mode 0, MSB first.", 8)
    s.heading("■ Wiring example (Arduino UNO, through a level converter)", 10, rule=True)
    s.table(
        [Col("Module pin", 120), Col("Arduino UNO pin", 120, "C"), Col("Note", 259)],
        [
            ["SDA", "D10", "via level converter"],
            ["SCK", "D13", "via level converter"],
            ["MOSI", "D11", "via level converter"],
            ["MISO", "D12", "3.3V output is read as high by the UNO"],
            ["RST", "D9", "via level converter"],
            ["3.3V", "3.3V", "UNO 3.3V pin, 50mA max (board spec)"],
        ],
        8,
    )


def htrc522(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Hengtai Smart Card Technology Co., Ltd.",
        header_right="HT-RC522M",
        footer_left="Hengtai Smart Card Technology   Tel: 0755-0000000",
        footer_right="- {page} -",
        rule_color=(30, 30, 120),
        table_fill=(225, 225, 245),
        accent=(30, 30, 120),
    )
    s = Sheet(style, "HT-RC522M RFID module")
    s.add_page()
    _ht_page1(s)
    s.add_page()
    _ht_page2(s)
    return save(s, out / "htrc522.pdf")
