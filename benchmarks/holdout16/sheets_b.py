"""Hold-out 16 datasheets: interface, motion and optical parts.

A Korean-style hardwired TCP/IP Ethernet controller (register map and pin
numbers as decoys, power table continued on page 3), a Chinese geared
stepper-motor specification (one column per voltage version, units glued to
numbers), a Chinese fingerprint-module user manual (key-value lines, one
column per version, 5 V answers only in FAQ lines, packet format decoys) and
a Japanese photointerrupter sheet (full-width punctuation, (Ta=25℃)
header, input / output blocks in one table, an unnamed supply-current row).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
CJK_DEG = "\u2103"
FC = "\uff1a"  # full-width colon
FT = "\uff5e"  # full-width tilde
LP, RP = "\uff08", "\uff09"


# ------------------------------------------------ Ethernet controller (Korean vendor)
def ken2860(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="KEN2860 Datasheet Version 1.0.4",
        header_right="Nuri Netlogic",
        footer_left="\u00a9 Copyright 2022 Nuri Netlogic Co., Ltd. All rights reserved.",
        footer_right="{page} / {nb}",
        rule_color=(20, 80, 170),
        table_fill=(220, 230, 250),
        accent=(20, 80, 170),
    )
    s = Sheet(style, "KEN2860 hardwired TCP/IP Ethernet controller")
    s.alias_nb_pages()
    s.add_page()
    s.title_block(
        "KEN2860",
        "Hardwired TCP/IP Embedded Ethernet Controller with SPI",
        "Document history and latest version: see the revision table on page 3.",
        size=22,
    )
    s.para(
        "The KEN2860 chip is a Hardwired Internet controller designed as a full hardwired "
        "TCP/IP stack with an integrated 10/100 Ethernet MAC and PHY. It provides an easy "
        "way for an embedded system to reach the Internet through a high speed SPI bus "
        "that works as the host interface.",
        8.5,
    )
    s.heading("Features", 10)
    s.bullets(
        [
            "Supports Hardwired TCP/IP Protocols : TCP, UDP, ICMP, IPv4, ARP, IGMP, PPPoE",
            "Supports 8 independent sockets simultaneously",
            "Supports Power down mode and Wake on LAN over UDP",
            "Supports High Speed Serial Peripheral Interface (SPI MODE 0, 3)",
            "Internal 32 Kbytes Memory for TX/RX Buffers",
            "10BaseT/100BaseTX Ethernet PHY embedded",
            "Supports Auto Negotiation (Full and half duplex, 10 and 100-based)",
            "3.3V operation with 5V I/O signal tolerance",
            "LED outputs (Full/Half duplex, Link, Speed, Active)",
            "48 Pin LQFP Lead-Free Package (7x7mm, 0.5mm pitch)",
        ],
        8.5,
    )
    s.heading("1 Pin Assignment", 10, rule=True)
    s.table(
        [Col("Pin No", 60, "C"), Col("Symbol", 70), Col("Type", 40, "C"), Col("Description", 329)],
        [
            ["1", "TXN", "AO", "TXN/TXP signal pair, differential transmit"],
            ["5", "RXN", "AI", "RXN/RXP signal pair, differential receive"],
            ["10", "EXRES1", "AI", "External reference resistor 12.49 k" + OHM + " (1%)"],
            ["30", "XI/CLKIN", "I", "25 MHz crystal input (" + PM + "30 ppm) or 3.3 V clock"],
            ["32", "SCSn", "I", "Chip select for SPI, active low"],
            ["33", "SCLK", "I", "SPI clock input"],
            ["34", "MISO", "O", "SPI master input slave output"],
            ["35", "MOSI", "I", "SPI master output slave input"],
            ["36", "INTn", "O", "Interrupt output, active low"],
            ["37", "RSTn", "I", "Reset, active low; hold low for at least 500 " + MU + "s"],
        ],
        7.5,
    )
    s.heading("2 Register Map (Common Register Block)", 10, rule=True)
    s.table(
        [Col("Offset", 70, "C"), Col("Register", 200), Col("Reset value", 229, "C")],
        [
            ["0x0000", "Mode (MR)", "0x00"],
            ["0x0001 - 0x0004", "Gateway Address (GAR0-3)", "0x00"],
            ["0x0009 - 0x000E", "Source Hardware Address (SHAR0-5)", "0x00"],
            ["0x002E", "PHY Configuration (PHYCFGR)", "0b10111XXX"],
            ["0x0039", "Chip Version (VERSIONR)", "0x04"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5 Electrical Specifications", 11, rule=True)
    s.heading("5.1 Absolute Maximum Ratings", 9.5)
    s.table(
        [Col("Symbol", 60), Col("Parameter", 200), Col("Rating", 140, "C"), Col("Unit", 99, "C")],
        [
            ["VDD", "DC Supply voltage", "-0.5 to 4.6", "V"],
            ["VIN", "DC input voltage", "-0.5 to 6", "V"],
            ["VOUT", "DC output voltage", "-0.5 to 4.6", "V"],
            ["IIN", "DC input current", PM + "5", "mA"],
            ["TOP", "Operating temperature", "-40 to 85", DEG],
            ["TSTG", "Storage temperature", "-65 to 150", DEG],
        ],
        7.5,
    )
    s.para(
        "*COMMENT: Stressing the device beyond the \u201cAbsolute Maximum Ratings\u201d may "
        "cause permanent damage.",
        7.5,
    )
    s.heading("5.2 DC Characteristics", 9.5)
    s.para("(Test Condition: Ta = -40 to 85" + DEG + ")", 7.5)
    s.table(
        [
            Col("Symbol", 50),
            Col("Parameter", 120),
            Col("Test Condition", 119),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["VDD", "Supply voltage", "Apply VDD, AVDD", "2.97", "3.3", "3.63", "V"],
            ["VIH", "High level input\nvoltage", "", "2.0", "-", "5.5", "V"],
            ["VIL", "Low level input\nvoltage", "", "-0.3", "-", "0.8", "V"],
            ["VOH", "High level output\nvoltage", "IOH = -8 mA", "2.4", "-", "VDD", "V"],
            ["VOL", "Low level output\nvoltage", "IOL = 8 mA", "-", "-", "0.4", "V"],
            ["IIN", "Input Current", "VIN = VDD", "-", "-", PM + "5", MU + "A"],
        ],
        7.5,
    )
    s.heading("5.3 Power Dissipation", 9.5)
    s.para("(Test Condition: VDD = 3.3 V, AVDD = 3.3 V, Ta = 25" + DEG + ")", 7.5)
    s.table(
        [
            Col("Condition", 240),
            Col("Min", 60, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["100M Link", "-", "132", "-", "mA"],
            ["10M Link", "-", "79", "-", "mA"],
            ["Un-Link (Auto-negotiation mode)", "-", "75", "-", "mA"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5.3 Power Dissipation (continued)", 9.5)
    s.table(
        [
            Col("Condition", 240),
            Col("Min", 60, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["100M Transmitting", "-", "132", "-", "mA"],
            ["10M Transmitting", "-", "84", "-", "mA"],
            ["Power Down mode", "-", "13", "-", "mA"],
        ],
        7.5,
    )
    s.heading("5.4 AC Characteristics: SPI Timing", 9.5)
    s.table(
        [
            Col("Symbol", 60),
            Col("Description", 240),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Units", 79, "C"),
        ],
        [
            ["FSCK", "SCK Clock Frequency", "", "80", "MHz"],
            ["TWH", "SCK High Time", "6", "", "ns"],
            ["TWL", "SCK Low Time", "6", "", "ns"],
            ["TCS", "SCSn High Time", "5", "", "ns"],
        ],
        7.5,
    )
    s.para(
        "Note: 80 MHz is the guaranteed SPI clock. In practice the maximum SPI clock depends "
        "on the board layout and on the host; 33 MHz to 50 MHz are common values.",
        7.5,
    )
    s.heading("5.5 Crystal Characteristics", 9.5)
    s.table(
        [Col("Parameter", 240), Col("Range", 259)],
        [
            ["Frequency", "25 MHz"],
            ["Frequency Tolerance (at 25" + DEG + ")", PM + "30 ppm"],
            ["Shunt Capacitance", "7 pF Max"],
            ["Drive Level", "59.12 " + MU + "W / 1 mW"],
            ["Load Capacitance", "18 pF"],
        ],
        7.5,
    )
    s.para(
        "ESD ratings and Power over Ethernet operation are not covered by this document.",
        7.5,
    )
    s.heading("Document History Information", 9.5, rule=True)
    revision_table(
        s,
        [
            ["Ver. 1.0.0", "Aug 2019", "Initial release"],
            ["Ver. 1.0.4", "Nov 2022", "Corrected power dissipation table (5.3)"],
        ],
        (80, 80, 339),
    )
    return save(s, out / "ken2860.pdf")


# ------------------------------------------------ geared stepper motor (Chinese spec)
def ksm28(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Changzhou Kaisheng Motor Co., Ltd.",
        header_right="SPECIFICATION  No. KS-2016-028",
        footer_left="Tel: +86-519-8xxx xxxx   www.kaisheng-motor.example",
        footer_right="Page {page}",
        rule_color=(0, 0, 0),
        table_fill=(235, 235, 235),
        accent=(0, 0, 0),
    )
    s = Sheet(style, "KSM-28 geared stepper motor")
    s.add_page()
    s.title_block(
        "KSM-28 Series",
        "Permanent Magnet Geared Stepper Motor  \u03a628mm",
        "Models: KSM-28-05 (DC5V) / KSM-28-12 (DC12V)",
        size=22,
    )
    s.heading("1. Scope", 10)
    s.para(
        "This specification applies to the KSM-28 series 4-phase 5-wire unipolar permanent "
        "magnet stepper motor with reduction gear box, used in air conditioner louvers, "
        "cameras, small valves and hobby robots.",
        8.5,
    )
    s.heading("2. Electrical and Mechanical Characteristics", 10)
    s.table(
        [Col("Item", 170), Col("KSM-28-05", 165, "C"), Col("KSM-28-12", 164, "C")],
        [
            ["Rated voltage", "DC5V", "DC12V"],
            ["Number of phase", "4", "4"],
            ["Speed variation ratio", "1/64", "1/64"],
            ["Stride angle", "5.625\u00b0/64", "5.625\u00b0/64"],
            ["Frequency", "100Hz", "100Hz"],
            [
                "DC resistance",
                "50" + OHM + PM + "7%(25" + CJK_DEG + ")",
                "200" + OHM + PM + "7%(25" + CJK_DEG + ")",
            ],
            ["Rated current per phase", "100mA", "60mA"],
            ["Idle In-traction Frequency", ">600Hz", ">600Hz"],
            ["Idle Out-traction Frequency", ">1000Hz", ">1000Hz"],
            ["In-traction Torque", ">34.3mN.m(120Hz)", ">34.3mN.m(120Hz)"],
            ["Self-positioning Torque", ">34.3mN.m", ">34.3mN.m"],
            ["Friction torque", "600-1200 gf.cm", "600-1200 gf.cm"],
            ["Pull in torque", "300 gf.cm", "300 gf.cm"],
            ["Insulated resistance", ">10M" + OHM + "(500V)", ">10M" + OHM + "(500V)"],
            ["Insulated electricity power", "600VAC/1mA/1s", "600VAC/1mA/1s"],
            ["Insulation grade", "A", "A"],
            ["Rise in Temperature", "<40K(120Hz)", "<40K(120Hz)"],
            ["Noise", "<35dB(120Hz,No load,10cm)", "<35dB(120Hz,No load,10cm)"],
        ],
        8,
    )
    s.heading("3. Environmental Conditions", 10)
    s.lines(
        [
            "Operating temperature" + FC + "-10" + CJK_DEG + FT + "+50" + CJK_DEG,
            "Storage temperature" + FC + "-20" + CJK_DEG + FT + "+70" + CJK_DEG,
            "Operating humidity" + FC + "\u226485%RH (no condensation)",
        ],
        8.5,
    )
    s.add_page()
    s.heading("4. Wiring and Excitation Sequence", 10)
    s.para("Lead wire: UL1061 AWG26, 5 wires, connector JST XH 2.54mm 5P.", 8.5)
    s.table(
        [
            Col("Lead colour", 90),
            Col("Phase", 60, "C"),
            Col("1", 43, "C"),
            Col("2", 43, "C"),
            Col("3", 43, "C"),
            Col("4", 43, "C"),
            Col("5", 43, "C"),
            Col("6", 43, "C"),
            Col("7", 43, "C"),
            Col("8", 48, "C"),
        ],
        [
            ["5 Red", "COM", "+", "+", "+", "+", "+", "+", "+", "+"],
            ["4 Orange", "A", "-", "-", "", "", "", "", "", "-"],
            ["3 Yellow", "B", "", "-", "-", "-", "", "", "", ""],
            ["2 Pink", "C", "", "", "", "-", "-", "-", "", ""],
            ["1 Blue", "D", "", "", "", "", "", "-", "-", "-"],
        ],
        8,
    )
    s.para(
        "Direction of rotation: CW seen from the shaft side when excited in the order "
        "1-2-3-4-5-6-7-8 (1-2 phase excitation, half step). With 2-phase excitation two "
        "windings are energised at the same time.",
        8.5,
    )
    s.heading("5. Dimensions (unit: mm)", 10)
    s.table(
        [Col("Item", 200), Col("Value", 299)],
        [
            ["Motor diameter", "\u03a628"],
            ["Output shaft", "\u03a65, flats 3.0, length 10"],
            ["Mounting hole pitch", "35"],
            ["Mounting hole", "2-\u03a64.2"],
            ["Weight", "approx. 30g"],
        ],
        8,
    )
    s.heading("6. Notes", 10)
    s.bullets(
        [
            "The motor must be driven by a driver circuit (e.g. Darlington array); "
            "do not connect the windings to microcontroller pins directly.",
            "Service life and protection rating (IP) are not specified for this motor.",
            "Specifications are subject to change without notice.",
        ],
        8.5,
    )
    s.heading("7. Revision", 10)
    revision_table(
        s,
        [["2016-03-10", "A0", "First issue"], ["2021-07-22", "A2", "Added KSM-28-12 column"]],
        (80, 60, 359),
    )
    return save(s, out / "ksm28.pdf")


# ------------------------------------------------ fingerprint module (Chinese manual)
def kfpr307(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="KFP-R307 Fingerprint Module User Manual",
        header_right="V2.3",
        footer_left="Hangzhou Zhiwen Biometric Technology Co., Ltd.",
        footer_right="- {page} -",
        rule_color=(200, 90, 0),
        table_fill=(250, 230, 210),
        accent=(200, 90, 0),
    )
    s = Sheet(style, "KFP-R307 fingerprint module user manual")
    s.add_page()
    s.title_block(
        "KFP-R307 / KFP-R307S",
        "Optical Fingerprint Identification Module  User Manual",
        size=20,
    )
    s.heading("I. Introduction", 10)
    s.para(
        "KFP-R307 is an optical fingerprint module with an integrated image sensor and "
        "DSP. It can enroll, store and search fingerprints and talks to the host through "
        "a UART. KFP-R307S is the low-voltage version with touch-sensing wake-up for "
        "battery products.",
        8.5,
    )
    s.heading("II. Main Parameters", 10)
    s.lines(
        [
            "Fingerprint image time: <1.0 second",
            "Window area: 14mm x 18mm",
            "Template size: 512 bytes",
            "Storage capacity: 1000 templates",
            "Security level: 5 (from low to high: 1, 2, 3, 4, 5)",
            "False Acceptance Rate (FAR): <0.001% (security level 3)",
            "False Rejection Rate (FRR): <1.0% (security level 3)",
            "Search time: <1.0 second (1:1000, mean value)",
            "Host interface: UART (TTL logical level) / USB 1.1",
            "Baud rate (UART): (9600 x N) bps, N = 1~12 (default N = 6, i.e. 57600 bps)",
            "Working environment: Temp: -20"
            + CJK_DEG
            + "~+50"
            + CJK_DEG
            + "  RH: 40%~85% (no condensation)",
            "Storage environment: Temp: -40" + CJK_DEG + "~+85" + CJK_DEG,
        ],
        8.5,
        3.5,
    )
    s.heading("III. Version Comparison", 10)
    s.table(
        [Col("Parameter", 170), Col("KFP-R307", 165, "C"), Col("KFP-R307S", 164, "C")],
        [
            ["Supply voltage", "DC 4.2~6.0V", "DC 3.3V" + PM + "5%"],
            ["Working current", "\u226465mA", "\u226450mA"],
            ["Peak current", "\u2264150mA", "\u2264100mA"],
            ["Standby current (finger detect)", "-", "\u22645" + MU + "A"],
            ["UART logic level", "3.3V TTL", "3.3V TTL"],
            ["Touch output (pin 5)", "No", "Yes, active high"],
        ],
        8,
    )
    s.heading("IV. Pin Definition", 10)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70), Col("Colour", 70), Col("Description", 319)],
        [
            ["1", "VCC", "Red", "Power input (see version table)"],
            ["2", "GND", "Black", "Signal ground"],
            ["3", "TXD", "Yellow", "Data output, 3.3V TTL"],
            ["4", "RXD", "White", "Data input"],
            ["5", "TOUCH", "Blue", "Finger detection output (KFP-R307S only)"],
            ["6", "3V3T", "Green", "Touch sensing supply 3.3V (KFP-R307S only)"],
        ],
        8,
    )
    s.add_page()
    s.heading("V. Communication Protocol", 10)
    s.para(
        "Data package format: Header (2 bytes, 0xEF01), Module address (4 bytes, default "
        "0xFFFFFFFF), Package identifier (1 byte), Package length (2 bytes), Package "
        "content, Checksum (2 bytes). UART frame: 1 start bit, 8 data bits, 1 stop bit, "
        "no parity. After power-on the module needs about 200 ms of initialization before "
        "it accepts commands.",
        8.5,
    )
    s.table(
        [Col("Instruction code", 100, "C"), Col("Name", 150), Col("Function", 249)],
        [
            ["0x01", "GenImg", "Collect finger image"],
            ["0x02", "Img2Tz", "Generate character file from image"],
            ["0x04", "Search", "Search the finger library"],
            ["0x06", "Store", "Store template (page ID 0~999)"],
            ["0x0E", "SetSysPara", "Set baud rate (N), security level, package size"],
        ],
        8,
    )
    s.heading("VI. FAQ", 10)
    s.lines(
        [
            "Q: Can I connect the module to a 5V Arduino UNO directly?",
            "A: TXD outputs 3.3V logic, which the Arduino reads as high. The RXD input of",
            "   the KFP-R307 is 5V tolerant. The RXD of the KFP-R307S is NOT 5V tolerant;",
            "   use a resistor divider or a level shifter.",
            "Q: Can the KFP-R307 run from a 3.3V supply?",
            "A: No. The KFP-R307 needs 4.2V to 6.0V. Use the KFP-R307S for 3.3V systems.",
            "Q: Is the module waterproof?",
            "A: The protection rating (IP) is not specified; keep the sensor window dry.",
            "Q: How many fingerprints can it store?",
            "A: 1000 templates (page ID 0~999).",
        ],
        8.5,
        3.5,
    )
    s.heading("VII. Revision", 10)
    revision_table(
        s,
        [["2019.05", "V2.0", "First English edition"], ["2022.11", "V2.3", "Added KFP-R307S"]],
        (80, 60, 359),
    )
    return save(s, out / "kfp-r307.pdf")


# ------------------------------------------------ photointerrupter (Japanese, Sharp-like)
def kpi2610(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="KPI-2610 Series",
        header_right="Hoshino Optoelectronics",
        footer_left="Sheet No.: OP22-0415E",
        footer_right="{page}",
        rule_color=(0, 0, 0),
        table_fill=None,
        accent=(0, 0, 0),
    )
    s = Sheet(style, "KPI-2610 series OPIC photointerrupter")
    s.add_page()
    s.title_block(
        "KPI-2610 Series",
        "Transmissive Photointerrupter with OPIC Output, Gap 5mm",
        "KPI-2610 (output high when interrupted) / KPI-2611 (output low when interrupted)",
        size=20,
    )
    s.heading("\u25a0 Features", 10)
    s.bullets(
        [
            "1. Gap between emitter and detector" + FC + "5mm",
            "2. Slit width" + FC + "0.5mm",
            "3. TTL and LSTTL compatible output (open collector)",
            "4. Operating supply voltage" + FC + "4.5" + FT + "5.5V",
            "5. Lead-free, RoHS directive compliant",
        ],
        8.5,
        "",
    )
    s.heading("\u25a0 Applications", 10)
    s.bullets(["1. Printers, copiers", "2. Optical encoders, position detection"], 8.5, "")
    s.heading("\u25a0 Model Line-up", 10)
    s.table(
        [Col("Model No.", 150), Col("KPI-2610", 175, "C"), Col("KPI-2611", 174, "C")],
        [
            ["Output at light interruption", "High level", "Low level"],
            ["Output form", "Open collector", "Open collector"],
            ["Marking", "2610", "2611"],
        ],
        8,
    )
    s.heading("\u25a0 Absolute Maximum Ratings", 10)
    s.para(LP + "Ta=25" + CJK_DEG + RP, 8)
    s.table(
        [
            Col("Parameter", 110),
            Col("", 110),
            Col("Symbol", 70, "C"),
            Col("Rating", 110, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Input", "Forward current", "IF", "50", "mA"],
            ["", "Reverse voltage", "VR", "6", "V"],
            ["", "Power dissipation", "P", "75", "mW"],
            ["Output", "Supply voltage", "VCC", "-0.5" + FT + "+7", "V"],
            ["", "Output voltage", "VO", "17", "V"],
            ["", "Low level output current", "IOL", "50", "mA"],
            ["", "Power dissipation", "PO", "250", "mW"],
            ["Operating temperature", "", "Topr", "-25" + FT + "+85", CJK_DEG],
            ["Storage temperature", "", "Tstg", "-40" + FT + "+100", CJK_DEG],
            ["*1 Soldering temperature", "", "Tsol", "260", CJK_DEG],
        ],
        8,
    )
    s.para("*1 For 5 s, at the position of 1.5mm from the resin edge.", 7.5)
    s.add_page()
    s.heading("\u25a0 Electro-optical Characteristics", 10)
    s.para(LP + "Unless otherwise specified, Ta=25" + CJK_DEG + ", VCC=5V" + RP, 8)
    s.table(
        [
            Col("Parameter", 70),
            Col("", 95),
            Col("Symbol", 45, "C"),
            Col("Conditions", 125),
            Col("MIN.", 38, "C"),
            Col("TYP.", 38, "C"),
            Col("MAX.", 38, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["Input", "Forward voltage", "VF", "IF=20mA", "-", "1.2", "1.4", "V"],
            ["", "Reverse current", "IR", "VR=3V", "-", "-", "10", MU + "A"],
            ["Output", "Operating supply\nvoltage", "VCC", "", "4.5", "-", "5.5", "V"],
            ["", "Low level output\nvoltage", "VOL", "IOL=16mA", "-", "0.15", "0.4", "V"],
            ["", "High level output\ncurrent", "IOH", "VO=VCC", "-", "-", "100", MU + "A"],
            ["", "Supply current", "ICC", "Light beam passing", "-", "3.0", "5.0", "mA"],
            ["", "", "", "Light beam interrupted", "-", "3.5", "5.5", "mA"],
            [
                "Transfer\ncharac-\nteristics",
                "Threshold input\ncurrent",
                "IFLH",
                "",
                "-",
                "2.5",
                "5.0",
                "mA",
            ],
            ["", "Response time", "tPLH, tPHL", "IF=20mA, RL=280" + OHM, "-", "3", "15", MU + "s"],
        ],
        8,
    )
    s.heading("\u25a0 Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 80, "C"),
            Col("MIN.", 70, "C"),
            Col("MAX.", 70, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Forward current", "IF", "15", "25", "mA"],
            ["Supply voltage", "VCC", "4.5", "5.5", "V"],
        ],
        8,
    )
    s.heading("\u25a0 Precautions for Use", 10)
    s.bullets(
        [
            "(1) The output is an open collector; connect a pull-up resistor to a supply "
            "not higher than 17V.",
            "(2) Disturbing light (sunlight, fluorescent lamps) may cause malfunction. The "
            "external light immunity is not specified; design a light shield.",
            "(3) A bypass capacitor of 0.01" + MU + "F or more should be connected between "
            "VCC and GND near the device.",
            "(4) Reliability data (MTBF) are available on request.",
        ],
        8.5,
        "",
    )
    return save(s, out / "kpi2610.pdf")
