"""Hold-out 23 datasheets: four NFC readers.

A Chinese NFC module user manual (key-value blocks with full-width punctuation,
DIP-switch table as decoy), a European NFC controller IC (symbol-first tables,
limiting values vs operating conditions, static characteristics continued on
page 2), a Japanese NFC reader/writer module (typ-only table with one column per
version, abs max vs recommended rows with the same names) and a US analog-house
NFC front end (dot-leader abs max, min/typ/max with blanks and footnote marks).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
CJK_DEG = "\u2103"
FT = "\uff5e"
FC = "\uff1a"
LE = "\u2264"


# ------------------------------------------------ NFC module (Chinese module manual)
def vkn532(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="VKN-532 NFC Module User Manual V1.3",
        header_right="Shenzhen Vokin Electronics Co., Ltd.",
        footer_left="www.vokin-elec.example  |  Vokin Electronics",
        footer_right="Page {page}",
        table_fill=(225, 240, 225),
        accent=(0, 100, 40),
    )
    s = Sheet(style, "VKN-532 NFC module")
    s.add_page()
    s.title_block("VKN-532 / VKN-532L", "13.56MHz NFC Reader/Writer Module  User Manual")
    s.heading("1. Overview", 10.5, rule=True)
    s.para(
        "The VKN-532 series is a near field communication module built around an NFC "
        "controller and an on-board PCB antenna. It reads and writes MIFARE Classic, "
        "NTAG21x and ISO14443-4 cards and can emulate a card. The host interface (HSU, "
        "I2C or SPI) is chosen with the two-way DIP switch. VKN-532L is the low-power "
        "3.3V-only version for battery products.",
        8.5,
    )
    s.heading("2. Parameters", 10.5, rule=True)
    s.caption("2.1 VKN-532 (standard version)")
    s.lines(
        [
            "Working voltage" + FC + "3.3V" + FT + "5.5V",
            "Working current" + FC + LE + "120mA (RF field on)",
            "Standby current" + FC + LE + "15mA",
            "Logic level" + FC + "3.3V TTL (on-board LDO)",
            "Read distance" + FC + "3" + FT + "5cm (MIFARE Classic card)",
        ],
        9,
        3.5,
    )
    s.caption("2.2 VKN-532L (low-power version)")
    s.lines(
        [
            "Working voltage" + FC + "2.7V" + FT + "3.6V",
            "Working current" + FC + LE + "70mA (RF field on)",
            "Sleep current" + FC + LE + "50uA (power-down mode)",
            "Logic level" + FC + "same as supply",
            "Read distance" + FC + "2" + FT + "4cm (MIFARE Classic card)",
        ],
        9,
        3.5,
    )
    s.caption("2.3 Common")
    s.lines(
        [
            "Working frequency" + FC + "13.56MHz",
            "Interface" + FC + "HSU (UART) / I2C / SPI",
            "Working temperature" + FC + "-20" + CJK_DEG + FT + "+70" + CJK_DEG,
            "Storage temperature" + FC + "-40" + CJK_DEG + FT + "+85" + CJK_DEG,
            "Size" + FC + "42.7mm " + "\u00d7" + " 40.4mm " + "\u00d7" + " 4mm",
        ],
        9,
        3.5,
    )
    s.add_page()
    s.heading("3. Interface Selection", 10.5, rule=True)
    s.table(
        [Col("Mode", 120, "C"), Col("SW1", 100, "C"), Col("SW2", 100, "C"), Col("Note", 179)],
        [
            ["HSU", "0", "0", "default"],
            ["I2C", "1", "0", "pull-ups 4.7k on board"],
            ["SPI", "0", "1", "mode 0"],
        ],
        8.5,
    )
    s.heading("4. Communication", 10.5, rule=True)
    s.bullets(
        [
            "HSU: 115200bps default, 8N1. Other rates can be set by command (9600bps to 921600bps).",
            "I2C: 7-bit slave address 0x24, clock up to 400kHz.",
            "SPI: clock up to 5MHz, LSB first.",
        ],
        8.5,
    )
    s.heading("5. Pin Definition", 10.5, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 90, "C"), Col("Function", 359)],
        [
            ["1", "GND", "Ground"],
            ["2", "VCC", "Power supply"],
            ["3", "SDA/TXD", "I2C data / UART TX"],
            ["4", "SCL/RXD", "I2C clock / UART RX"],
            ["5", "IRQ", "Interrupt output, active low"],
            ["6", "RSTO", "Reset output"],
        ],
        8.5,
    )
    s.heading("6. Notes", 10.5, rule=True)
    s.bullets(
        [
            "VKN-532L: do not connect VCC to 5V. Its signal pins are not 5V tolerant.",
            "Metal behind the antenna reduces the read distance strongly.",
            "ESD rating of the module is not specified.",
        ],
        8.5,
    )
    return save(s, out / "vkn-532.pdf")


# ------------------------------------------------ NFC controller IC (European semiconductor)
def trn7160(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Velsen Semiconductors",
        header_right="TRN7160  NFC controller",
        footer_left="TRN7160  Product data sheet  Rev. 2.1 - 14 March 2023",
        footer_right="{page} of {nb}",
        table_fill=(225, 232, 240),
        accent=(0, 60, 120),
        grid=False,
    )
    s = Sheet(style, "TRN7160 NFC controller")
    s.add_page()
    s.title_block("TRN7160", "NFC controller with I2C and SPI host interface", size=20)
    s.heading("1. General description", 10)
    s.para(
        "The TRN7160 is a highly integrated NFC controller for reader/writer, card emulation "
        "and peer-to-peer operation. It supports ISO/IEC 14443 A and B, FeliCa and ISO/IEC "
        "15693 at 13.56 MHz. A battery supply pin (VBAT) and a separate pad supply (VDD(PAD)) "
        "allow direct connection to a Li-ion cell and a 1.8 V or 3.3 V host.",
        8.5,
    )
    s.heading("2. Features and benefits", 10)

    def left() -> None:
        s.bullets(
            [
                "I2C-bus interface, Fast mode up to 400 kHz",
                "SPI interface up to 7 MHz",
                "Hard power-down current 10 " + MU + "A typical",
            ],
            8,
        )

    def right() -> None:
        s.bullets(
            [
                "Transmitter current up to 250 mA",
                "Low-power card detection",
                "HVQFN40 package, 6 mm x 6 mm",
            ],
            8,
        )

    s.side_by_side(left, right, 245)
    s.heading("3. Limiting values", 10)
    lim = [
        Col("Symbol", 70),
        Col("Parameter", 150),
        Col("Conditions", 130),
        Col("Min", 50, "C"),
        Col("Max", 50, "C"),
        Col("Unit", 49, "C"),
    ]
    s.table(
        lim,
        [
            ["V_{BAT}", "battery supply voltage", "", "-0.5", "6.0", "V"],
            ["V_{DD(PAD)}", "pad supply voltage", "", "-0.5", "4.0", "V"],
            ["T_{stg}", "storage temperature", "", "-55", "+150", DEG],
            ["T_{amb}", "ambient temperature", "", "-40", "+85", DEG],
        ],
        8,
    )
    s.heading("4. Recommended operating conditions", 10)
    s.table(
        [
            Col("Symbol", 70),
            Col("Parameter", 150),
            Col("Conditions", 110),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["V_{BAT}", "battery supply voltage", "", "2.7", "3.6", "5.5", "V"],
            ["V_{DD(PAD)}", "pad supply voltage", "1.8 V host", "1.65", "1.8", "1.95", "V"],
            ["", "", "3.3 V host", "3.0", "3.3", "3.6", "V"],
            ["T_{amb}", "ambient temperature", "", "-30", "", "+85", DEG],
        ],
        8,
    )
    s.heading("5. Static characteristics", 10)
    s.para("V_BAT = 3.6 V; T_amb = 25 " + DEG + "; unless otherwise specified.", 8)
    sc = [
        Col("Symbol", 60),
        Col("Parameter", 135),
        Col("Conditions", 125),
        Col("Min", 40, "C"),
        Col("Typ", 40, "C"),
        Col("Max", 40, "C"),
        Col("Unit", 59, "C"),
    ]
    s.table(
        sc,
        [
            ["I_{pd}", "hard power-down\ncurrent", "VEN = 0 V", "", "10", "20^{[1]}", MU + "A"],
            ["I_{stb}", "standby current", "polling off", "", "25", "", MU + "A"],
            [
                "I_{TVDD}",
                "transmitter supply\ncurrent",
                "field on, 50 " + "\u03a9" + " load",
                "",
                "100",
                "250",
                "mA",
            ],
        ],
        8,
    )
    s.add_page()
    s.caption("Table 5.  Static characteristics ...continued")
    s.para("V_BAT = 3.6 V; T_amb = 25 " + DEG + "; unless otherwise specified.", 8)
    s.table(
        sc,
        [
            [
                "V_{IH}",
                "HIGH-level input\nvoltage",
                "pins SDA, SCL, MOSI",
                "0.7 VDD(PAD)",
                "",
                "",
                "V",
            ],
            [
                "V_{IL}",
                "LOW-level input\nvoltage",
                "pins SDA, SCL, MOSI",
                "",
                "",
                "0.3 VDD(PAD)",
                "V",
            ],
            [
                "V_{OH}",
                "HIGH-level output\nvoltage",
                "pin IRQ; IOH = -1 mA",
                "VDD(PAD) - 0.4",
                "",
                "",
                "V",
            ],
        ],
        8,
    )
    s.para("[1] Tested at T_amb = 85 " + DEG + ".", 7.5)
    s.heading("6. I2C address selection", 10)
    s.table(
        [Col("I2CADR1", 120, "C"), Col("I2CADR0", 120, "C"), Col("7-bit address", 259, "C")],
        [["0", "0", "0x28"], ["0", "1", "0x29"], ["1", "0", "0x2A"], ["1", "1", "0x2B"]],
        8,
    )
    s.heading("7. Register overview", 10)
    s.table(
        [
            Col("Address", 80, "C"),
            Col("Name", 120),
            Col("Reset value", 90, "C"),
            Col("Description", 209),
        ],
        [
            ["0x01", "SYS_CTRL", "0x05", "power mode, 5 = standby"],
            ["0x12", "RF_CFG", "0x3F", "field strength setting"],
            ["0x33", "IRQ_MASK", "0xFF", "interrupt enable"],
        ],
        8,
    )
    s.heading("8. Application information", 10)
    s.para(
        "The reading distance depends on the antenna size and tuning and is not specified "
        "in this document. Connect VBAT directly to a single Li-ion cell; no LDO is required.",
        8.5,
    )
    revision_table(
        s,
        [
            ["14 March 2023", "2.1", "Limiting values updated"],
            ["02 May 2022", "2.0", "Product data sheet"],
        ],
        (120, 80, 299),
    )
    return save(s, out / "trn7160.pdf")


# ------------------------------------------------ NFC reader/writer module (Japanese maker)
def mfr20(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="NFC Reader/Writer Module  MFR-20 Series",
        header_right="Kasama Denshi Co., Ltd.",
        footer_left="KD-SPEC-2024-031  Specifications are subject to change without notice.",
        footer_right="{page}/{nb}",
        table_fill=(240, 232, 220),
        accent=(120, 40, 0),
    )
    s = Sheet(style, "MFR-20 NFC reader/writer module")
    s.add_page()
    s.title_block("MFR-20T / MFR-20R", "NFC Reader/Writer Module  Specification")
    s.heading("1. Outline", 10)
    s.bullets(
        [
            "ISO/IEC 14443 Type A (MIFARE Ultralight, NTAG) and FeliCa reader/writer",
            "MFR-20T" + FC + "TTL serial (5V level)  /  MFR-20R" + FC + "RS-232C",
            "Communication speed" + FC + "9600 / 19200 / 38400 bps (DIP switch, default 19200 bps)",
            "Buzzer and LED on board",
        ],
        8.5,
    )
    s.heading("2. Absolute Maximum Ratings (Ta=25" + CJK_DEG + ")", 10)
    cols = [Col("Item", 170), Col("Symbol", 70, "C"), Col("Rating", 160, "C"), Col("Unit", 99, "C")]
    s.table(
        cols,
        [
            ["Supply voltage", "V_{CC}", "6.0", "V"],
            ["Input voltage (RXD)  MFR-20T", "V_{IN}", "-0.3" + FT + "V_{CC}+0.3", "V"],
            ["Input voltage (RXD)  MFR-20R", "V_{IN}", PM + "15", "V"],
            ["Operating temperature", "T_{opr}", "-10" + FT + "+60", CJK_DEG],
            ["Storage temperature", "T_{stg}", "-20" + FT + "+70", CJK_DEG],
        ],
        8,
    )
    s.heading("3. Recommended Operating Conditions", 10)
    s.table(
        cols,
        [
            ["Supply voltage", "V_{CC}", "4.75" + FT + "5.25", "V"],
            ["Operating temperature", "T_{opr}", "0" + FT + "+50", CJK_DEG],
            ["Operating humidity", "-", "20" + FT + "80 (no condensation)", "%RH"],
        ],
        8,
    )
    s.heading("4. Electrical Characteristics (Ta=25" + CJK_DEG + ", VCC=5V)", 10)
    s.para("Typical values.", 8)
    s.table(
        [
            Col("Item", 170),
            Col("Symbol", 60, "C"),
            Col("MFR-20T", 90, "C"),
            Col("MFR-20R", 90, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Supply current (waiting)", "I_{CC1}", "45", "52", "mA"],
            ["Supply current (card access)", "I_{CC2}", "110", "118", "mA"],
            ["Output high level (TXD)", "V_{OH}", "4.6", "+5.5", "V"],
            ["Communication distance *", "-", "0" + FT + "30", "0" + FT + "30", "mm"],
        ],
        8,
    )
    s.para("* With the KD standard card, in free air.", 7.5)
    s.add_page()
    s.heading("5. Connector (CN1)", 10)
    s.table(
        [Col("No.", 50, "C"), Col("MFR-20T", 200), Col("MFR-20R", 249)],
        [
            ["1", "VCC", "VCC"],
            ["2", "TXD (TTL)", "TXD (RS-232C)"],
            ["3", "RXD (TTL)", "RXD (RS-232C)"],
            ["4", "GND", "GND"],
        ],
        8.5,
    )
    s.heading("6. Command Frame", 10)
    s.table(
        [Col("Byte", 60, "C"), Col("Content", 160), Col("Value", 279)],
        [
            ["0", "STX", "0x02"],
            ["1", "Length", "0x03 - 0xFF"],
            ["2", "Command", "0x10 read / 0x11 write"],
            ["n", "ETX", "0x03"],
        ],
        8.5,
    )
    s.heading("7. Precautions", 10)
    s.bullets(
        [
            "Operation at 3.3V supply is not guaranteed.",
            "ISO/IEC 15693 (vicinity) tags are not supported.",
            "Allow 200ms after power-on before the first command.",
            "Waterproof / dustproof performance is not specified.",
        ],
        8.5,
    )
    return save(s, out / "mfr-20.pdf")


# ------------------------------------------------ NFC front end IC (US analog house)
def cnf3911(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="CNF3911",
        header_right="Tessaly Semiconductor",
        footer_left="CNF3911 Rev. C  |  tessaly-semi.example",
        footer_right="{page}",
        table_fill=(235, 235, 235),
        accent=(150, 0, 0),
    )
    s = Sheet(style, "CNF3911 NFC reader front end")
    s.add_page()
    s.title_block("CNF3911", "High-Power NFC Reader Front End with SPI", size=20)

    def feats() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "Supply: 2.4 V to 5.5 V (VDD)",
                "Separate I/O supply VDD_IO 1.65 V to 5.5 V",
                "Up to 1.4 W output power into the antenna",
                "SPI up to 10 MHz",
                "Power-down current 1 " + MU + "A",
            ],
            8,
        )

    def desc() -> None:
        s.heading("DESCRIPTION", 9.5)
        s.para(
            "The CNF3911 is an NFC reader front end for payment terminals, access control and "
            "long-range readers. Its differential driver delivers up to 1.4 W at 13.56 MHz. The "
            "I/O supply pin lets the digital interface run at the host's logic level.",
            8,
        )

    s.side_by_side(feats, desc, 220)
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5)
    s.leaders(
        [
            ("Supply Voltage (VDD)", "6.0 V"),
            ("I/O Supply Voltage (VDD_IO)", "6.0 V"),
            ("Digital Input Voltage", "-0.3 V to VDD_IO + 0.3 V"),
            ("Operating Junction Temperature", "-40" + DEG + " to +125" + DEG),
            ("Storage Temperature Range", "-65" + DEG + " to +150" + DEG),
        ],
        8,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5)
    s.para(
        "VDD = 3.3 V, VDD_IO = 3.3 V, TA = 25 " + DEG + " unless otherwise noted. "
        "Specifications apply over TA = -40" + DEG + " to +105" + DEG + " where marked \u2022.",
        8,
    )
    ec = [
        Col("PARAMETER", 130),
        Col("SYMBOL", 50, "C"),
        Col("CONDITIONS", 130),
        Col("", 14, "C"),
        Col("MIN", 40, "C"),
        Col("TYP", 40, "C"),
        Col("MAX", 40, "C"),
        Col("UNITS", 55, "C"),
    ]
    s.table(
        ec,
        [
            ["Supply Voltage", "VDD", "", "\u2022", "2.4", "", "5.5", "V"],
            ["I/O Supply Voltage", "VDD_IO", "", "\u2022", "1.65", "", "5.5", "V"],
            ["Power-Down Current", "IPD", "EN = 0 V", "", "", "1", "5^{(1)}", MU + "A"],
            ["Idle Current", "IIDLE", "oscillator on, field off", "", "", "2.7", "4.5", "mA"],
            ["Field-On Supply\nCurrent", "IFIELD", "VDD = 5.0 V, 1.4 W", "", "", "350", "", "mA"],
            ["", "", "VDD = 3.3 V, 0.5 W", "", "", "180", "", "mA"],
            ["Input High Voltage", "VIH", "", "\u2022", "0.7 x VDD_IO", "", "", "V"],
            ["SPI Clock Frequency", "fSCLK", "", "\u2022", "", "", "10", "MHz"],
        ],
        7.5,
    )
    s.para("(1) Guaranteed by design, not production tested.", 7)
    s.add_page()
    s.heading("PIN CONFIGURATION AND FUNCTIONS", 9.5)
    s.table(
        [Col("PIN", 40, "C"), Col("NAME", 80), Col("TYPE", 60, "C"), Col("DESCRIPTION", 319)],
        [
            ["1", "VDD", "P", "Main supply, 2.4 V to 5.5 V"],
            ["2", "VDD_IO", "P", "I/O supply"],
            ["7", "RFO1", "O", "Antenna driver output 1"],
            ["8", "RFO2", "O", "Antenna driver output 2"],
            ["15", "IRQ", "O", "Interrupt request, push-pull to VDD_IO"],
            ["24", "EN", "I", "Enable, active high"],
        ],
        8,
    )
    s.heading("ORDERING INFORMATION", 9.5)
    s.table(
        [
            Col("PART NUMBER", 140),
            Col("TEMP RANGE", 120, "C"),
            Col("PACKAGE", 120, "C"),
            Col("QTY", 119, "C"),
        ],
        [
            ["CNF3911-QFN32", "-40" + DEG + " to +105" + DEG, "QFN-32 5x5", "2500"],
            ["CNF3911-QFN32-T", "-40" + DEG + " to +105" + DEG, "QFN-32 5x5", "250"],
        ],
        8,
    )
    s.heading("APPLICATIONS INFORMATION", 9.5)
    s.para(
        "With VDD_IO tied to the host supply, the CNF3911 connects directly to 1.8 V, 3.3 V or "
        "5 V microcontrollers. The achievable reading distance depends on antenna geometry; "
        "the CNF3911 data sheet does not specify a reading distance. I2C is not available.",
        8.5,
    )
    return save(s, out / "cnf3911.pdf")
