"""Hold-out 25 datasheets: NB-IoT modem module, seven-segment display driver, energy
metering IC, Zigbee module.

A Chinese hardware design manual of an NB-IoT module (min/typ/max table, 1.8 V I/O
only in prose, abs max on page 2 overlapping the operating table, one column per
version), a Dutch LED display driver (two-line parameter names, input high level
as a fraction of VDD with one evaluated row, address per strap in the description),
a three-page US energy metering IC (narrow font, EC continued on page 2, register
map decoy, notes on page 3) and a Taiwanese Zigbee module (one column per ordering
code, footnote marks, 'not specified' list).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
CJK_DEG = "\u2103"
FC = "\uff1a"
FT = "\uff5e"


# ------------------------------------------------ NB-IoT module (Chinese hardware manual)
def nmn25(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="NM-N25 Hardware Design Manual",
        header_right="Hangzhou Yunlian IoT Technology Co., Ltd.",
        footer_left="Confidential  V1.2",
        footer_right="{page}",
        table_fill=(200, 220, 245),
        accent=(0, 60, 160),
    )
    s = Sheet(style, "NM-N25 NB-IoT module")
    s.add_page()
    s.title_block("NM-N25 / NM-N25G", "LTE Cat NB2 (NB-IoT) Module, LCC 16 x 18 mm")
    s.heading("1. Overview", 10)
    s.para(
        "NM-N25 is a multi-band NB-IoT module supporting 3GPP Rel.14 Cat NB2. NM-N25G adds "
        "a GNSS receiver (GPS + BeiDou). The main UART defaults to 9600 bps and supports "
        "4800 bps to 921600 bps. All digital I/O run at VDD_EXT = 1.8 V; a level shifter "
        "is required for 3.3 V or 5 V hosts.",
        8.5,
    )
    s.heading("2. Versions", 10)
    s.table(
        [Col("Item", 150), Col("NM-N25", 175, "C"), Col("NM-N25G", 174, "C")],
        [
            ["LTE bands", "B1/B3/B5/B8/B20/B28", "B1/B3/B5/B8/B20/B28"],
            ["GNSS", "-", "GPS + BeiDou"],
            ["PSM current (typ.)", "3.5 µA", "4.2 µA"],
            [
                "Operating temperature",
                "-35" + CJK_DEG + FT + "+75" + CJK_DEG,
                "-30" + CJK_DEG + FT + "+75" + CJK_DEG,
            ],
            [
                "Extended temperature",
                "-40" + CJK_DEG + FT + "+85" + CJK_DEG + " (1)",
                "-40" + CJK_DEG + FT + "+85" + CJK_DEG + " (1)",
            ],
        ],
        8,
    )
    s.para(
        "(1) In the extended range the module works, but RF performance may deviate from 3GPP.", 7.5
    )
    s.heading("3. Power Supply", 10)
    s.table(
        [
            Col("Parameter", 150),
            Col("Description", 150),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["VBAT", "Power supply", "3.1", "3.6", "4.2", "V"],
            ["IVBAT", "PSM", "", "3.5", "", "µA"],
            ["", "Idle, DRX = 2.56 s", "", "1.1", "", "mA"],
            ["", "TX 23 dBm, B8", "", "250", "", "mA"],
            ["", "Peak (burst)", "", "", "480", "mA"],
            ["VDD_EXT", "I/O output voltage", "1.71", "1.8", "1.89", "V"],
        ],
        8,
    )
    s.heading("4. RF Performance", 10)
    s.table(
        [Col("Item", 200), Col("Value", 299)],
        [
            ["Max. TX power", "23 dBm " + PM + "2 dB (Power Class 3)"],
            ["RX sensitivity", "-129 dBm (with repetitions), B8"],
            ["Data rate", "DL 127 kbps / UL 158.5 kbps (multi-tone)"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. Digital I/O Characteristics (VDD_EXT = 1.8 V)", 10)
    s.table(
        [
            Col("Symbol", 100),
            Col("Description", 200),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["VIH", "Input high voltage", "1.26", "2.0", "V"],
            ["VIL", "Input low voltage", "-0.3", "0.54", "V"],
            ["VOH", "Output high voltage", "1.35", "", "V"],
            ["VOL", "Output low voltage", "", "0.45", "V"],
        ],
        8,
    )
    s.heading("6. Absolute Maximum Ratings", 10)
    s.table(
        [Col("Parameter", 250), Col("Min", 80, "C"), Col("Max", 80, "C"), Col("Unit", 89, "C")],
        [
            ["VBAT", "-0.3", "4.5", "V"],
            ["Voltage on digital I/O", "-0.3", "2.1", "V"],
            ["Storage temperature", "-45", "+90", CJK_DEG],
        ],
        8,
    )
    s.heading("7. Pin Assignment (excerpt)", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 100), Col("I/O", 60, "C"), Col("Description", 279)],
        [
            ["29", "MAIN_TXD", "DO", "Main UART transmit (AT commands)"],
            ["30", "MAIN_RXD", "DI", "Main UART receive"],
            ["42", "VBAT", "PI", "Main supply, 3.1 V to 4.2 V"],
            ["24", "VDD_EXT", "PO", "1.8 V output, max. 50 mA"],
        ],
        8,
    )
    s.heading("8. Notes", 10)
    s.lines(
        [
            "1. Use a supply able to deliver at least 0.5 A; add 100 µF near VBAT.",
            "2. CE / FCC certification status of NM-N25G is not specified in this manual.",
            "3. Battery life depends on network settings and is not specified.",
        ],
        8.5,
    )
    return save(s, out / "nm-n25.pdf")


# ------------------------------------------------ 7-segment LED driver (Dutch IC maker)
def sgd8(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="SGD8  8-digit LED display driver",
        header_right="Noordlicht Semiconductors B.V.",
        footer_left="Product data sheet  Rev. 4 - 11 June 2025",
        footer_right="{page} of 2",
        table_fill=(250, 230, 200),
        accent=(200, 100, 0),
    )
    s = Sheet(style, "SGD8 seven-segment display driver")
    s.add_page()
    s.title_block("SGD8", "8-digit seven-segment LED display driver with I2C-bus interface")
    s.heading("1. General description", 10)
    s.para(
        "The SGD8 drives up to 8 digits of common-cathode seven-segment LED displays "
        "(SGD8-K) or common-anode displays (SGD8-A) by multiplexed scanning. Segment "
        "current is set with one external resistor RSET. The I2C-bus slave address is "
        "0x70 to 0x77, selected by pins A2 to A0 (A2 = A1 = A0 = GND gives 0x70).",
        8.5,
    )
    s.heading("2. Features", 10)
    s.bullets(
        [
            "8 digits x 8 segments (7 segments + decimal point), 64 LEDs",
            "16-step digital brightness control",
            "Scan rate 800 Hz, no visible flicker",
            "I2C-bus up to 400 kHz",
        ],
        8,
    )
    s.heading("3. Limiting values", 10)
    s.table(
        [
            Col("Symbol", 70),
            Col("Parameter", 180),
            Col("Conditions", 110),
            Col("Min", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["V_{DD}", "supply voltage", "", "-0.5", "6.0", "V"],
            ["I_{DIG}", "digit sink current", "per digit pin", "", "400", "mA"],
            ["T_{stg}", "storage temperature", "", "-65", "+150", DEG],
            ["T_{amb}", "ambient temperature", "operating", "-40", "+85", DEG],
        ],
        8,
    )
    s.heading("4. Static characteristics", 10)
    s.para(
        "VDD = 4.5 V to 5.5 V; Tamb = -40 "
        + DEG
        + " to +85 "
        + DEG
        + "; unless otherwise specified.",
        8,
    )
    cols = [
        Col("Symbol", 60),
        Col("Parameter", 130),
        Col("Conditions", 130),
        Col("Min", 40, "C"),
        Col("Typ", 40, "C"),
        Col("Max", 40, "C"),
        Col("Unit", 59, "C"),
    ]
    s.table(
        cols,
        [
            ["V_{DD}", "supply voltage", "", "4.5", "5.0", "5.5", "V"],
            ["I_{DD}", "operating supply\ncurrent", "all segments off", "", "8", "12", "mA"],
            ["I_{stb}", "standby supply\ncurrent", "SHDN bit = 1", "", "150", "250", MU + "A"],
            ["I_{SEG}", "segment drive\ncurrent", "RSET = 10 k" + OHM, "", "25", "", "mA"],
            ["", "", "RSET = 6.2 k" + OHM, "", "40", "", "mA"],
            ["V_{IH}", "HIGH-level input\nvoltage", "SDA, SCL", "0.7VDD", "", "", "V"],
            ["", "", "VDD = 5.0 V", "3.5", "", "", "V"],
            ["V_{IL}", "LOW-level input\nvoltage", "SDA, SCL", "", "", "0.3VDD", "V"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5. Dynamic characteristics", 10)
    s.table(
        cols,
        [
            ["f_{SCL}", "SCL clock\nfrequency", "", "0", "", "400", "kHz"],
            ["f_{scan}", "scan rate", "8 digits", "", "800", "", "Hz"],
        ],
        7.5,
    )
    s.heading("6. Ordering information", 10)
    s.table(
        [Col("Type number", 120), Col("Display", 170), Col("Package", 209)],
        [["SGD8-K", "common cathode", "SO24"], ["SGD8-A", "common anode", "SO24"]],
        8,
    )
    s.heading("7. Register overview", 10)
    s.table(
        [
            Col("Address", 70, "C"),
            Col("Register", 120),
            Col("Reset", 70, "C"),
            Col("Description", 239),
        ],
        [
            ["0x00-0x07", "DIGIT0-7", "0x00", "segment data of digit 0 to 7"],
            ["0x09", "DECODE", "0x00", "code-B decode per digit"],
            ["0x0A", "INTENSITY", "0x07", "brightness, 16 steps"],
            ["0x0C", "SHDN", "0x01", "bit 0 = 1: standby"],
        ],
        8,
    )
    s.heading("8. Application information", 10)
    s.para(
        "Segment current above 40 mA per segment must not be set. The SGD8 drives one LED "
        "per segment; operation with high-voltage displays that have several LEDs in series "
        "per segment is not specified. Liquid crystal displays are not supported.",
        8.5,
    )
    revision_table(
        s, [["20250611", "4", "SGD8-A added"], ["20221003", "1", "Initial version"]], (80, 60, 359)
    )
    return save(s, out / "sgd8.pdf")


# ------------------------------------------------ energy metering IC (US analog house, 3 p.)
def emx7953(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="EMX7953",
        header_right="Westbrook Mixed-Signal, Inc.",
        footer_left="Rev. C   Information furnished is believed to be accurate.",
        footer_right="Page {page} of 3",
        table_fill=(225, 225, 240),
        accent=(40, 40, 120),
    )
    s = Sheet(style, "EMX7953 energy metering IC")
    s.add_page()
    s.title_block("EMX7953", "Single-Phase Energy Metering IC with SPI or UART Interface")
    s.heading("FEATURES", 10)
    s.para(
        "Active, reactive and apparent energy; RMS voltage and current. Less than 0.1% "
        "error in active energy over a dynamic range of 3000 to 1. Two versions: EMX7953-S "
        "with SPI (up to 5 MHz) and EMX7953-U with UART (4800 baud default, 9600 baud by "
        "pin BAUD = high). 3.0 V to 3.6 V single supply.",
        8,
    )
    s.heading("SPECIFICATIONS", 10)
    s.para(
        "AVDD = DVDD = 3.3 V " + PM + " 10%, AGND = DGND = 0 V, on-chip reference, "
        "CLKIN = 3.579545 MHz, TMIN to TMAX = -40" + DEG + " to +85" + DEG + ", unless "
        "otherwise noted.",
        8,
    )
    cols = [
        Col("Parameter", 160),
        Col("Min", 45, "C"),
        Col("Typ", 45, "C"),
        Col("Max", 45, "C"),
        Col("Unit", 50, "C"),
        Col("Test Conditions/Comments", 154),
    ]
    s.table(
        cols,
        [
            ["ACCURACY"],
            ["Active energy error", "", "0.1", "", "%", "over 3000:1 dynamic range"],
            ["Reactive energy error", "", "0.2", "", "%", "over 1000:1 dynamic range"],
            ["ANALOG INPUTS"],
            ["Current channel (IAP, IAN)", "", "", PM + "250", "mV peak", "differential, gain = 1"],
            ["Voltage channel (VP, VN)", "", "", PM + "500", "mV peak", "differential"],
            ["Input impedance (dc)", "400", "", "", "k" + OHM, ""],
            ["REFERENCE"],
            ["Reference voltage", "", "1.2", "", "V", "on-chip"],
            ["Temperature coefficient", "", "10", "50", "ppm/" + DEG, ""],
        ],
        7.5,
    )
    s.add_page()
    s.heading("SPECIFICATIONS (continued)", 10)
    s.table(
        cols,
        [
            ["POWER SUPPLY"],
            ["AVDD, DVDD", "3.0", "3.3", "3.6", "V", ""],
            ["Supply current", "", "6.2", "8.0", "mA", "normal mode"],
            ["", "", "20", "", MU + "A", "sleep mode"],
            ["LOGIC INPUTS"],
            ["Input high voltage, VINH", "2.0", "", "", "V", "DVDD = 3.3 V"],
            ["Input low voltage, VINL", "", "", "0.8", "V", "DVDD = 3.3 V"],
            ["SERIAL INTERFACE"],
            ["SPI clock (EMX7953-S)", "", "", "5", "MHz", ""],
            ["UART baud rate (EMX7953-U)", "", "4800", "", "baud", "BAUD = low"],
            ["", "", "9600", "", "baud", "BAUD = high"],
        ],
        7.5,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10)
    s.table(
        [Col("Parameter", 300), Col("Rating", 199)],
        [
            ["AVDD, DVDD to AGND", "-0.3 V to +3.9 V"],
            ["Analog input voltage to AGND, IAP, IAN, VP, VN", "-2 V to +2 V"],
            ["Digital input voltage to DGND", "-0.3 V to DVDD + 0.3 V"],
            ["Operating temperature range", "-40" + DEG + " to +85" + DEG],
            ["Storage temperature range", "-65" + DEG + " to +150" + DEG],
        ],
        8,
    )
    s.add_page()
    s.heading("REGISTER MAP (EXCERPT)", 10)
    s.table(
        [
            Col("Address", 70, "C"),
            Col("Name", 100),
            Col("Bits", 50, "C"),
            Col("Default", 70, "C"),
            Col("Description", 209),
        ],
        [
            ["0x102", "CONFIG", "16", "0x8004", "Configuration"],
            ["0x21E", "AWATT", "24", "0x000000", "Active power, phase A"],
            ["0x21A", "IRMSA", "24", "0x000000", "Current RMS"],
            ["0x21C", "VRMS", "24", "0x000000", "Voltage RMS"],
            ["0x800", "VERSION", "8", "0x03", "Silicon version"],
        ],
        8,
    )
    s.heading("APPLICATIONS INFORMATION", 10)
    s.para(
        "A shunt of 250 " + MU + OHM + " gives 10 mV at 40 A, well inside the current channel "
        "range. The voltage channel needs a resistor divider from the mains (for example "
        "1 M" + OHM + " : 1 k" + OHM + "). The digital inputs are not 5 V tolerant. "
        "Accuracy for dc (solar string) metering is not specified; the signal path is "
        "ac-coupled by default. A second (neutral) current channel is not available.",
        8,
    )
    revision_table(
        s,
        [["04/2025", "C", "EMX7953-U baud rate"], ["11/2023", "A", "Initial version"]],
        (80, 60, 359),
    )
    return save(s, out / "emx7953.pdf")


# ------------------------------------------------ Zigbee module (Taiwanese module maker)
def zbm26(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="ZBM-26 Series Zigbee 3.0 Module",
        header_right="Hsinchu Airlink Technology Corp.",
        footer_left="DS-ZBM26-EN v2.0",
        footer_right="{page} / 2",
        table_fill=(230, 215, 245),
        accent=(110, 40, 150),
    )
    s = Sheet(style, "ZBM-26 Zigbee module")
    s.add_page()
    s.title_block("ZBM-26 Series", "IEEE 802.15.4 / Zigbee 3.0 Module, 2.4 GHz")
    s.heading("1. Introduction", 10)
    s.para(
        "The ZBM-26 series are certified Zigbee 3.0 modules with an integrated Cortex-M33 "
        "SoC. ZBM-26 and ZBM-26U differ only in the antenna; ZBM-26P adds a power "
        "amplifier. The host talks to the module over UART (115200 bps, 8N1 by default) "
        "with the AT command set or the EZSP protocol.",
        8.5,
    )
    s.heading("2. Specifications by ordering code", 10)
    s.table(
        [
            Col("Parameter", 160),
            Col("ZBM-26", 105, "C"),
            Col("ZBM-26P", 105, "C"),
            Col("ZBM-26U", 104, "C"),
            Col("Unit", 25, "C"),
        ],
        [
            ["Antenna", "PCB", "PCB", "u.FL", ""],
            ["Supply voltage", "2.0 - 3.6", "2.4 - 3.6", "2.0 - 3.6", "V"],
            ["Max. TX power", "+10", "+20", "+10", "dBm"],
            ["RX sensitivity (1% PER)", "-103", "-105", "-103", "dBm"],
            ["TX current @ max. power", "25", "130 (1)", "25", "mA"],
            ["RX current", "9.5", "11", "9.5", "mA"],
            ["Deep sleep current", "1.5", "1.8", "1.5", MU + "A"],
            ["Operating temperature", "-40 to +85", "-40 to +85", "-40 to +105", DEG],
        ],
        8,
    )
    s.para("(1) At VCC = 3.3 V. The supply must deliver 200 mA peak for ZBM-26P.", 7.5)
    s.heading("3. Common characteristics", 10)
    s.table(
        [Col("Parameter", 200), Col("Value", 299)],
        [
            ["Frequency range", "2405 - 2480 MHz (channels 11 - 26)"],
            ["Data rate", "250 kbps (O-QPSK)"],
            ["Protocol", "Zigbee 3.0 (Zigbee PRO 2017)"],
            ["GPIO output high", "VCC - 0.3 V min. at 3 mA"],
            ["Storage temperature", "-40 to +125 " + DEG],
        ],
        8,
    )
    s.add_page()
    s.heading("4. Absolute maximum ratings", 10)
    s.table(
        [Col("Parameter", 250), Col("Min", 80, "C"), Col("Max", 80, "C"), Col("Unit", 89, "C")],
        [
            ["Supply voltage VCC", "-0.3", "3.8", "V"],
            ["Voltage on any GPIO", "-0.3", "VCC + 0.3", "V"],
            ["RF input level", "", "+10", "dBm"],
        ],
        8,
    )
    s.heading("5. Pin definition", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 90), Col("Description", 359)],
        [
            ["1", "VCC", "Supply"],
            ["2", "GND", "Ground"],
            ["9", "TXD", "UART transmit (PA05)"],
            ["10", "RXD", "UART receive (PA06)"],
            ["14", "nRST", "Reset, active low"],
        ],
        8,
    )
    s.heading("6. Limitations", 10)
    s.bullets(
        [
            "GPIO pins are not 5 V tolerant.",
            "Communication range depends on installation and is not specified.",
            "Thread and Matter firmware: not specified for this series.",
        ],
        8,
    )
    revision_table(
        s, [["2025-03", "2.0", "ZBM-26U added"], ["2024-05", "1.0", "First release"]], (80, 60, 359)
    )
    return save(s, out / "zbm-26.pdf")
