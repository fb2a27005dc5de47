"""Hold-out 38 datasheets: two clock fan-out buffers and two 2.4 GHz transceiver modules.

A US analog-house sheet (condition sentence, dot-leader abs max, one output
frequency row per supply voltage, wrapped names, pin table), a Japanese clock
distribution IC (one column per version, "typ." only table, abs max vs
recommended with the same row names), a Chinese 2.4 GHz module manual
(full-width key-value lines, one column per version, FAQ) and a Korean module
specification (numbered sections, unnamed current rows, register map decoy).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
FW_C = "\u2103"
FW_COLON = "\uff1a"
FW_TILDE = "\uff5e"
LE = "\u2264"
GE = "\u2265"

EC_COLS = [
    Col("Symbol", 52, "C"),
    Col("Parameter", 130),
    Col("Conditions", 157),
    Col("Min", 38, "C"),
    Col("Typ", 38, "C"),
    Col("Max", 38, "C"),
    Col("Unit", 46, "C"),
]


# ------------------------------------------------ clock fan-out buffer (US)
def qcb4108(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="QCB4108",
        header_right="SNQS118B - JUNE 2023 - REVISED MAY 2025",
        footer_left="Quillon Semiconductor, Inc.  |  www.quillon-semi.example",
        footer_right="{page}",
        table_fill=(230, 230, 230),
        accent=(150, 20, 20),
        grid=True,
    )
    s = Sheet(style, "QCB4108 1:8 LVCMOS clock fan-out buffer")
    s.add_page()
    s.title_block("QCB4108", "1:8 Low-Jitter LVCMOS Clock Fan-Out Buffer", "", 22)
    s.heading("1 Features", 10, rule=True)
    s.bullets(
        [
            "One LVCMOS input to eight LVCMOS outputs",
            "Core and output supply 1.8 V, 2.5 V or 3.3 V (single VDD)",
            "Output-to-output skew 50 ps maximum",
            "Additive phase jitter 0.05 ps RMS (typ) at 125 MHz",
            "Synchronous output enable (OE), outputs held LOW when disabled",
            "16-pin TSSOP (QCB4108PW) and 16-pin QFN 3 mm x 3 mm (QCB4108RGT)",
        ],
        8.5,
    )
    s.heading("2 Applications", 10, rule=True)
    s.para(
        "Clock distribution for FPGAs, Ethernet PHYs, audio converters and video "
        "processors; replacing a crystal oscillator per device by one oscillator and a "
        "QCB4108.",
        8.5,
    )
    s.heading("3 Absolute Maximum Ratings", 10, rule=True)
    s.caption("Over operating free-air temperature range (unless otherwise noted) (1)")
    s.leaders(
        [
            ("Supply voltage, VDD", "-0.5 V to 4.6 V"),
            ("Input voltage, CLKIN, OE", "-0.5 V to VDD + 0.5 V"),
            ("Continuous output current, per output", "" + PM + "50 mA"),
            ("Junction temperature, TJ", "125 " + DEG),
            ("Storage temperature, Tstg", "-65 " + DEG + " to 150 " + DEG),
        ],
        8.5,
    )
    s.para(
        "(1) Stresses beyond those listed may cause permanent damage. These are stress "
        "ratings only; functional operation is not implied.",
        7,
    )
    s.heading("4 Recommended Operating Conditions", 10, rule=True)
    s.table(
        [
            Col("", 200),
            Col("", 100),
            Col("MIN", 48, "C"),
            Col("NOM", 48, "C"),
            Col("MAX", 48, "C"),
            Col("UNIT", 55, "C"),
        ],
        [
            ["Supply voltage, VDD", "1.8-V operation", "1.71", "1.8", "1.89", "V"],
            ["", "2.5-V operation", "2.375", "2.5", "2.625", "V"],
            ["", "3.3-V operation", "3.0", "3.3", "3.6", "V"],
            ["Operating free-air temperature, TA", "", "-40", "", "85", DEG],
        ],
        8,
    )
    s.heading("5 Electrical Characteristics", 10, rule=True)
    s.para(
        "VDD = 3.3 V " + PM + " 10%, TA = -40 " + DEG + " to 85 " + DEG + " (unless "
        "otherwise noted). Typical values are at VDD = 3.3 V, TA = 25 " + DEG + ".",
        8,
    )
    s.table(
        [
            Col("", 215),
            Col("TEST CONDITIONS", 130),
            Col("MIN", 38, "C"),
            Col("TYP", 38, "C"),
            Col("MAX", 38, "C"),
            Col("UNIT", 40, "C"),
        ],
        [
            ["f_{OUT}  Output frequency", "VDD = 3.3 V", "", "", "200", "MHz"],
            ["", "VDD = 2.5 V", "", "", "160", "MHz"],
            ["", "VDD = 1.8 V", "", "", "100", "MHz"],
            ["I_{DD}  Static supply current", "CLKIN = 0 V, no load", "", "1.5", "4", "mA"],
            [
                "I_{DD(DYN)}  Dynamic supply current,\nall outputs switching",
                "f = 100 MHz, CL = 5 pF",
                "",
                "38",
                "52",
                "mA",
            ],
            ["V_{IH}  High-level input voltage", "", "0.7 x VDD", "", "", "V"],
            ["V_{IL}  Low-level input voltage", "", "", "", "0.3 x VDD", "V"],
            ["V_{OH}  High-level output voltage", "IOH = -8 mA", "2.6", "", "", "V"],
            ["V_{OL}  Low-level output voltage", "IOL = 8 mA", "", "", "0.4", "V"],
            ["t_{PD}  Propagation delay, CLKIN to\nany output", "", "1.2", "2.0", "3.0", "ns"],
            ["t_{SK(O)}  Output skew", "", "", "", "50", "ps"],
        ],
        8,
    )
    s.add_page()
    s.heading("6 Pin Configuration and Functions", 10, rule=True)
    s.table(
        [
            Col("PIN NAME", 90),
            Col("PW NO.", 60, "C"),
            Col("RGT NO.", 60, "C"),
            Col("TYPE", 50, "C"),
            Col("DESCRIPTION", 239),
        ],
        [
            ["CLKIN", "1", "15", "I", "Clock input, 100 kOhm pull-down"],
            ["OE", "2", "16", "I", "Output enable, 100 kOhm pull-up"],
            ["Y0 - Y7", "3-6, 11-14", "1-4, 9-12", "O", "LVCMOS clock outputs, 25 Ohm source"],
            ["VDD", "7, 10", "5, 8", "P", "Supply; 0.1 uF to GND at each pin"],
            ["GND", "8, 9", "6, 7, PAD", "G", "Ground"],
        ],
        8,
    )
    s.heading("7 Detailed Description", 10, rule=True)
    s.para(
        "The QCB4108 copies one single-ended clock to eight outputs. All outputs switch "
        "between GND and VDD, so the output swing follows the supply: at VDD = 1.8 V the "
        "outputs are 1.8 V LVCMOS. The input thresholds also scale with VDD; a 3.3 V "
        "clock into a QCB4108 running at 1.8 V exceeds VDD + 0.5 V and is not allowed. "
        "Each output drives one point-to-point trace; the 25 Ohm source impedance "
        "matches a 50 Ohm line with a 25 Ohm series resistor.",
        8.5,
    )
    s.heading("8 Application and Implementation", 10, rule=True)
    s.para(
        "Place a 0.1 uF capacitor at each VDD pin. A crystal cannot be connected to "
        "CLKIN; use an oscillator. Behaviour with a spread-spectrum clock at CLKIN is "
        "not specified.",
        8.5,
    )
    s.heading("9 Device and Documentation Support", 10, rule=True)
    s.table(
        [
            Col("ORDERABLE DEVICE", 140),
            Col("PACKAGE", 120),
            Col("PINS", 50, "C"),
            Col("PACKAGE QTY", 90, "C"),
            Col("Op Temp (" + DEG + ")", 99, "C"),
        ],
        [
            ["QCB4108PWR", "TSSOP (PW)", "16", "2000", "-40 to 85"],
            ["QCB4108RGTR", "VQFN (RGT)", "16", "3000", "-40 to 85"],
        ],
        8,
    )
    revision_table(s, [["May 2025", "B", "Added 1.8-V operation limits"]], (110, 70, 319))
    return save(s, out / "qcb4108.pdf")


# ------------------------------------------------ clock distribution IC (Japan)
def tkc9304(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="TKC9304 series",
        header_right="Tokaiwa Denshi Co., Ltd.",
        footer_left="TKC9304-DS-J2  2024.10",
        footer_right="- {page} -",
        table_fill=(235, 235, 245),
        accent=(0, 0, 90),
        grid=True,
    )
    s = Sheet(style, "TKC9304 series 1:4 clock buffer")
    s.add_page()
    s.title_block("TKC9304 series", "1:4 Clock Buffer for Consumer Equipment", "", 20)
    s.heading("\u25a0 Outline", 10)
    s.para(
        "The TKC9304 series is a 1:4 clock buffer for consumer equipment. Two versions are "
        "available: TKC9304A for 3.3 V systems and TKC9304B for 2.5 V systems. Package: "
        "SOT-23-8 for both versions.",
        8.5,
    )
    s.heading("\u25a0 Features", 10)
    s.lines(
        [
            "\u30fb Input frequency" + FW_COLON + "up to 133 MHz",
            "\u30fb Output skew" + FW_COLON + "80 ps max.",
            "\u30fb Operating temperature" + FW_COLON + "-40" + FW_TILDE + "+105" + FW_C,
        ],
        8.5,
        12,
    )
    s.heading("\u25a0 Absolute Maximum Ratings (Ta=25" + FW_C + ")", 10)
    s.table(
        [Col("Item", 170), Col("Symbol", 80, "C"), Col("Rating", 150, "C"), Col("Unit", 99, "C")],
        [
            ["Supply voltage", "VDD", "-0.3" + FW_TILDE + "4.0", "V"],
            ["Input voltage", "VIN", "-0.3" + FW_TILDE + "VDD+0.3", "V"],
            ["Operating temperature", "Topr", "-40" + FW_TILDE + "+105", FW_C],
            ["Storage temperature", "Tstg", "-55" + FW_TILDE + "+125", FW_C],
        ],
        8,
    )
    s.heading("\u25a0 Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Item", 150),
            Col("Version", 90, "C"),
            Col("Min.", 60, "C"),
            Col("Typ.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "TKC9304A", "3.0", "3.3", "3.6", "V"],
            ["", "TKC9304B", "2.3", "2.5", "2.7", "V"],
            ["Operating temperature", "A / B", "-40", "", "+85", FW_C],
        ],
        8,
    )
    s.para(
        "Operation between +85" + FW_C + " and +105" + FW_C + " is allowed with the "
        "output frequency derated to 66 MHz max.",
        7.5,
    )
    s.heading(
        "\u25a0 Electrical Characteristics (Ta=25" + FW_C + ", VDD=typ., CL=15pF)",
        10,
    )
    s.table(
        [
            Col("Item", 160),
            Col("Symbol", 55, "C"),
            Col("Conditions", 90, "C"),
            Col("TKC9304A", 75, "C"),
            Col("TKC9304B", 75, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Output frequency\n(max.)", "fOUT", "", "133", "100", "MHz"],
            ["Supply current\n(max.)", "IDD", "f=50MHz", "12", "9", "mA"],
            ["Output H voltage\n(min.)", "VOH", "IOH=-4mA", "2.4", "1.8", "V"],
            ["Input H voltage\n(min.)", "VIH", "", "2.0", "1.7", "V"],
            ["Input L voltage\n(max.)", "VIL", "", "0.8", "0.7", "V"],
        ],
        8,
    )
    s.add_page()
    s.heading("\u25a0 Typical Characteristics (typ.)", 10)
    s.para("Reference values. These values are not guaranteed.", 8)
    s.table(
        [
            Col("Item", 200),
            Col("Symbol", 70, "C"),
            Col("TKC9304A", 80, "C"),
            Col("TKC9304B", 80, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Standby current (CLKIN=L)", "ISTB", "3", "2", MU + "A"],
            ["Propagation delay", "tPD", "2.5", "3.1", "ns"],
            ["Additive jitter (RMS)", "tJIT", "0.3", "0.4", "ps"],
        ],
        8,
    )
    s.heading("\u25a0 Pin Description", 10)
    s.table(
        [Col("Pin No.", 70, "C"), Col("Name", 90, "C"), Col("Function", 339)],
        [
            ["1", "CLKIN", "Clock input"],
            ["2", "VDD", "Power supply"],
            ["3", "GND", "Ground"],
            ["4, 5, 6, 7", "Q1" + FW_TILDE + "Q4", "Clock outputs"],
            ["8", "NC", "No connection"],
        ],
        8,
    )
    s.heading("\u25a0 Cautions", 10)
    s.bullets(
        [
            "TKC9304B must not be supplied with 3.3 V; use TKC9304A in 3.3 V systems.",
            "The inputs are not 5 V tolerant (VIN max. VDD+0.3 V).",
            "ESD withstand voltage is not specified in this document.",
            "Connect a 0.1" + MU + "F ceramic capacitor between VDD and GND.",
        ],
        8.5,
    )
    revision_table(s, [["2024.10", "J2", "English labels added"]], (110, 70, 319))
    return save(s, out / "tkc9304.pdf")


# ------------------------------------------------ 2.4 GHz module (China)
def nrx24(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="NRX-24L / NRX-24LPA",
        header_right="Shenzhen Lianxin RF Technology Co., Ltd.",
        footer_left="NRX-24L User Manual V1.3",
        footer_right="{page}/{nb}",
        table_fill=(220, 240, 225),
        accent=(0, 110, 60),
        grid=True,
    )
    s = Sheet(style, "NRX-24L user manual")
    s.add_page()
    s.title_block("NRX-24L / NRX-24LPA", "2.4GHz Wireless Transceiver Module", "User Manual", 20)
    s.heading("1. Introduction", 10)
    s.para(
        "NRX-24L is a 2.4 GHz GFSK transceiver module with PCB antenna; NRX-24LPA adds a "
        "PA + LNA and an SMA antenna for long range. Both use the same 8-pin 2.54 mm header "
        "and the same SPI register set, so firmware is interchangeable.",
        8.5,
    )
    s.heading("2. Main Parameters", 10)
    s.lines(
        [
            "Frequency" + FW_COLON + "2.400" + FW_TILDE + "2.525GHz",
            "Air data rate" + FW_COLON + "250kbps / 1Mbps / 2Mbps",
            "Interface" + FW_COLON + "SPI, clock " + LE + "10MHz",
            "Operating temp." + FW_COLON + "-40" + FW_TILDE + "85" + FW_C,
            "Size" + FW_COLON + "29 x 15 mm (NRX-24L), 41 x 16 mm (NRX-24LPA)",
        ],
        8.5,
        12,
    )
    s.heading("3. Electrical Parameters", 10)
    s.table(
        [
            Col("Parameter", 170),
            Col("NRX-24L", 110, "C"),
            Col("NRX-24LPA", 110, "C"),
            Col("Note", 109, "C"),
        ],
        [
            ["Supply voltage", "1.9" + FW_TILDE + "3.6V", "2.0" + FW_TILDE + "3.6V", ""],
            ["TX power", LE + "0dBm", LE + "20dBm", "max. setting"],
            ["\nTX current", "11.3mA", "115mA", "@max. power"],
            ["\nRX current", "13.5mA", "45mA", "2Mbps"],
            ["Standby", "26" + MU + "A", "32" + MU + "A", "Standby-I"],
            ["Power down", "0.9" + MU + "A", "4" + MU + "A", ""],
            ["RX sens.", "-85dBm", "-95dBm", "@2Mbps"],
            ["Range", "100m", "1000m", "open area, 250kbps"],
        ],
        8,
    )
    s.add_page()
    s.heading("4. Pin Definition", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80, "C"), Col("Description", 369)],
        [
            ["1", "GND", "Ground"],
            ["2", "VCC", "Power 1.9-3.6 V (see table)"],
            ["3", "CE", "Chip enable, active high"],
            ["4", "CSN", "SPI chip select, active low"],
            ["5", "SCK", "SPI clock"],
            ["6", "MOSI", "SPI data in"],
            ["7", "MISO", "SPI data out (3.3 V level)"],
            ["8", "IRQ", "Interrupt, active low"],
        ],
        8,
    )
    s.heading("5. FAQ", 10)
    s.lines(
        [
            "Q1" + FW_COLON + "Can I power the module from the 5V pin of an Arduino?",
            "A" + FW_COLON + "No. VCC above 3.6V damages the module. Use a 3.3V regulator.",
            "Q2" + FW_COLON + "Can the SPI pins connect directly to a 5V MCU?",
            "A" + FW_COLON + "Yes, CE/CSN/SCK/MOSI inputs are 5V tolerant; MISO outputs 3.3V.",
            "Q3" + FW_COLON + "Why does the NRX-24LPA reset my board?",
            "A" + FW_COLON + "TX peaks reach 115mA; add a 10" + MU + "F capacitor at VCC.",
            "Q4" + FW_COLON + "Is the module waterproof / for high humidity?",
            "A" + FW_COLON + "Humidity rating is not specified. Use an enclosure.",
        ],
        8.5,
        12,
    )
    s.heading("6. Ordering", 10)
    s.table(
        [
            Col("Model", 120),
            Col("Antenna", 140),
            Col("Package qty", 100, "C"),
            Col("Weight", 139, "C"),
        ],
        [
            ["NRX-24L", "PCB trace", "100 pcs/tray", "1.8 g"],
            ["NRX-24LPA", "SMA + 2dBi rod", "50 pcs/tray", "6.5 g"],
        ],
        8,
    )
    return save(s, out / "nrx-24l.pdf")


# ------------------------------------------------ 2.4 GHz module (Korea)
def krf2400(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="KRF-2400 Module Specification",
        header_right="Daewon Micro RF Co., Ltd.",
        footer_left="Doc. No. DMR-KRF2400-SPEC  Ver 2.1",
        footer_right="Page {page} / {nb}",
        table_fill=(225, 235, 250),
        accent=(20, 50, 140),
        grid=True,
    )
    s = Sheet(style, "KRF-2400 specification")
    s.add_page()
    s.title_block("KRF-2400", "2.4 GHz Proprietary RF Transceiver Module", "Specification", 20)
    s.heading("1. Overview", 10, rule=True)
    s.para(
        "KRF-2400 is a 2.4 GHz ISM band transceiver module with chip antenna for remote "
        "controls and sensor networks. The host connects through a 4-wire SPI at up to "
        "8 MHz. On-air data rates are 250 kbps, 1 Mbps and 2 Mbps. The module is "
        "castellated (18 pads, 15 x 12 mm).",
        8.5,
    )
    s.heading("2. Absolute Maximum Ratings", 10, rule=True)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Supply voltage", "VDD", "-0.3", "3.9", "V"],
            ["Input voltage (digital pins)", "VIO", "-0.3", "VDD+0.3", "V"],
            ["RF input level", "PRF", "", "10", "dBm"],
            ["Storage temperature", "TSTG", "-40", "125", DEG],
        ],
        8,
    )
    s.heading("3. Recommended Operating Conditions", 10, rule=True)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "VDD", "2.2", "3.0", "3.6", "V"],
            ["Operating temperature", "TOP", "-30", "25", "85", DEG],
        ],
        8,
    )
    s.heading("4. Electrical Characteristics", 10, rule=True)
    s.para("Conditions: VDD = 3.0 V, TA = 25 " + DEG + ", unless otherwise specified.", 8)
    s.table(
        EC_COLS,
        [
            ["IDD", "Supply current", "TX, 0 dBm", "", "12.0", "14.5", "mA"],
            ["", "", "TX, -6 dBm", "", "9.0", "", "mA"],
            ["", "", "RX, 2 Mbps", "", "12.5", "15.0", "mA"],
            ["", "", "RX, 250 kbps", "", "11.8", "", "mA"],
            ["", "", "Standby", "", "22", "", MU + "A"],
            ["", "", "Power down", "", "0.4", "1.0", MU + "A"],
            ["VIH", "", "", "0.7 x VDD", "", "VDD", "V"],
            ["VIL", "", "", "0", "", "0.3 x VDD", "V"],
            ["VOH", "", "IOH = -0.5 mA", "VDD-0.3", "", "", "V"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. RF Characteristics", 10, rule=True)
    s.para("Conditions: VDD = 3.0 V, TA = 25 " + DEG + ".", 8)
    s.table(
        [
            Col("Parameter", 190),
            Col("Condition", 150),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 39, "C"),
        ],
        [
            ["Frequency range", "", "2400", "", "2525", "MHz"],
            ["Output power", "max. setting", "", "0", "4", "dBm"],
            ["Receiver sensitivity", "2 Mbps, 0.1% BER", "", "-82", "", "dBm"],
            ["", "1 Mbps, 0.1% BER", "", "-85", "", "dBm"],
            ["", "250 kbps, 0.1% BER", "", "-94", "", "dBm"],
        ],
        8,
    )
    s.heading("6. Pin Assignment", 10, rule=True)
    s.table(
        [Col("No.", 40, "C"), Col("Name", 80, "C"), Col("Type", 50, "C"), Col("Description", 329)],
        [
            ["1, 9, 18", "GND", "P", "Ground"],
            ["2", "VDD", "P", "2.2 V to 3.6 V supply"],
            ["3", "CE", "DI", "RF enable"],
            ["4", "CSN", "DI", "SPI chip select"],
            ["5", "SCK", "DI", "SPI clock"],
            ["6", "MOSI", "DI", "SPI data in"],
            ["7", "MISO", "DO", "SPI data out"],
            ["8", "IRQ", "DO", "Interrupt, active low"],
        ],
        8,
    )
    s.heading("7. Register Map (excerpt)", 10, rule=True)
    s.table(
        [
            Col("Addr", 50, "C"),
            Col("Name", 90, "C"),
            Col("Reset", 60, "C"),
            Col("Description", 299),
        ],
        [
            ["0x00", "CONFIG", "0x08", "PWR_UP, PRIM_RX, CRC"],
            ["0x05", "RF_CH", "0x02", "Channel 0-125 (2400 + n MHz)"],
            ["0x06", "RF_SETUP", "0x0E", "Data rate, output power (0/-6/-12/-18 dBm)"],
            ["0x07", "STATUS", "0x0E", "IRQ flags"],
        ],
        8,
    )
    s.heading("8. Notes", 10, rule=True)
    s.bullets(
        [
            "Digital inputs are referenced to VDD; a 5 V logic level exceeds the "
            "absolute maximum rating. Use a level shifter with 5 V hosts.",
            "Communication range depends on environment and is not specified.",
            "Operating humidity: 10 % to 90 % RH, non-condensing.",
        ],
        8.5,
    )
    return save(s, out / "krf-2400.pdf")
