"""Hold-out 118 datasheets, part 2: a LoRa UART radio module, a Hall-effect current sensor
IC, a 2.13" e-paper display module and a PIR motion sensor module.

A Guilin RF-module user manual ("n." heads, one stacked row per band version and per
air data rate, a mode table, a command / register-bit table and a product list as
decoys, 3.3 V-only UART warning in the design notes), a Reutlingen sensor-IC data sheet
("Tab. n:" captions above tables, selection guide and per-version rows, temperature
grades only in the ordering code, ratiometric output), a Taoyuan e-paper product
specification ("\u25aa n" heads, panel vs module rows, deep-sleep vs standby current,
reliability-test and command decoys) and a La Paz maker-store product sheet (two
version columns, "\u00bb" heads, pot / jumper table, FAQ, prices in bolivianos).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
ARROW = "\u2192"


# -------------------------------------------------------------- LoRa module (Guilin)
def glnlr30(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Guilin Lijiang RF Technology Co., Ltd.",
        header_right="GLN-LR30 Series User Manual  V1.3",
        footer_left="No. 18 Qixing Road, Guilin, Guangxi, China  \u00b7  www.lijiang-rf.example",
        footer_right="Page {page} / {nb}",
        rule_color=(0, 120, 130),
        table_fill=(214, 238, 240),
        accent=(0, 95, 105),
        grid=True,
    )
    s = Sheet(style, "GLN-LR30 LoRa serial port module")
    s.add_page()
    s.title_block(
        "GLN-LR30-400T / GLN-LR30-900T",
        "LoRa Wireless Serial Port Module (UART, transparent transmission)",
        "",
        17,
    )
    s.heading("1. Overview", 10.5, rule=True)
    s.para(
        "GLN-LR30 is a LoRa spread-spectrum wireless serial port module. Data written to the "
        "UART is sent over the air and comes out of the UART of the receiving module, so no "
        "protocol knowledge is needed. Two versions cover the 433 MHz and the 868 / 915 MHz "
        "bands. The communication distance reaches 5 km (clear line of sight, antenna gain "
        "5 dBi, height 2.5 m, air data rate 2.4 kbps, maximum output power).",
        8.0,
    )
    s.heading("2. Features", 10.5, rule=True)
    s.bullets(
        [
            "LoRa modulation, fixed-point, broadcast and transparent transmission",
            "Wake-on-radio (WOR) for battery-powered receivers",
            "Air data rate 0.3 kbps to 19.2 kbps, set by command",
            "240-byte packets, automatic sub-packaging of longer data",
            "Parameters saved in power-down memory",
            "Stamp-hole pads and IPEX connector, 24 x 43 mm",
        ],
        8.0,
        "\u25c6",
    )
    s.heading("3. Specification", 10.5, rule=True)
    s.table(
        [
            Col("Main parameter", 128),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 40, "C"),
            Col("Remark", 181),
        ],
        [
            ["Supply voltage", "3.3", "5.0", "5.5", "V", GE + " 5.0 V guarantees output power"],
            ["Communication level", "", "3.3", "", "V", "5 V TTL may damage the module"],
            [
                "Operating frequency\n(400T)",
                "410.125",
                "433.125",
                "493.125",
                "MHz",
                "1 MHz channel step",
            ],
            [
                "Operating frequency\n(900T)",
                "850.125",
                "868.125",
                "930.125",
                "MHz",
                "1 MHz channel step",
            ],
            ["Transmit power\n(400T / 900T)", "", "", "20\n22", "dBm", "4 levels, set by command"],
            [
                "Transmit current\n(400T / 900T)",
                "",
                "105\n125",
                "",
                "mA",
                "instantaneous, at max power",
            ],
            ["Receive current", "", "12", "", "mA", ""],
            ["Sleep current", "", "2", "5", MU + "A", "M0 = M1 = 1, deep sleep"],
            ["WOR average current", "", "28", "", MU + "A", "wake-up period 2000 ms"],
            [
                "Receiving sensitivity",
                "",
                "-147\n-139\n-126",
                "",
                "dBm",
                "air data rate 0.3 kbps\nair data rate 2.4 kbps\nair data rate 19.2 kbps",
            ],
            ["Air data rate", "0.3", "2.4", "19.2", "kbps", "default 2.4 kbps"],
            ["UART baud rate", "1200", "9600", "115200", "bps", "default 9600, 8N1"],
            ["Operating temperature", "-40", "", "+85", DEG, "industrial grade"],
            ["Storage temperature", "-40", "", "+85", DEG, ""],
            ["Operating humidity", "10", "", "90", "%", "non-condensing"],
        ],
        7.5,
    )
    s.heading("4. Pin Definition", 10.5, rule=True)
    s.table(
        [
            Col("No.", 40, "C"),
            Col("Name", 60, "C"),
            Col("Direction", 70, "C"),
            Col("Function", 329),
        ],
        [
            ["1", "M0", "input", "mode select, weak pull-up; do not leave floating"],
            ["2", "M1", "input", "mode select, weak pull-up; do not leave floating"],
            ["3", "RXD", "input", "UART input, connect to host TXD"],
            ["4", "TXD", "output", "UART output, connect to host RXD"],
            ["5", "AUX", "output", "busy indicator, low while busy / self-check"],
            ["6", "VCC", "", "power supply 3.3 V to 5.5 V"],
            ["7", "GND", "", "ground"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5. Working Modes", 10.5, rule=True)
    s.table(
        [Col("Mode", 100), Col("M1", 40, "C"), Col("M0", 40, "C"), Col("Description", 319)],
        [
            ["0 Transparent", "0", "0", "UART and wireless channel open, normal use"],
            ["1 WOR", "0", "1", "transmits with a wake-up preamble / receives periodically"],
            ["2 Configuration", "1", "0", "accepts commands at 9600 8N1, radio off"],
            ["3 Deep sleep", "1", "1", "radio and UART off, lowest current"],
        ],
        7.5,
    )
    s.heading("6. Command Format", 10.5, rule=True)
    s.table(
        [Col("Command", 110), Col("Description", 389)],
        [
            ["C0 + 6 bytes", "set parameters and save them (power-down memory)"],
            ["C2 + 6 bytes", "set parameters without saving"],
            ["C1 C1 C1", "read the saved parameters"],
            ["C3 C3 C3", "read the version number"],
            ["C4 C4 C4", "reset the module"],
        ],
        7.5,
    )
    s.caption("SPED byte, bits 5-3: UART baud rate", 8.0)
    s.table(
        [
            Col("Bits", 60, "C"),
            Col("Baud", 90, "C"),
            Col("Bits", 60, "C"),
            Col("Baud", 90, "C"),
            Col("Bits", 60, "C"),
            Col("Baud", 139, "C"),
        ],
        [
            ["000", "1200", "011", "9600 (default)", "110", "57600"],
            ["001", "2400", "100", "19200", "111", "115200"],
            ["010", "4800", "101", "38400", "", ""],
        ],
        7.5,
    )
    s.heading("7. Hardware Design Notes", 10.5, rule=True)
    s.bullets(
        [
            "Use a DC supply with ripple below 100 mV that can deliver the transmit current "
            "bursts; place a 100 " + MU + "F capacitor close to VCC.",
            "RXD, TXD, M0, M1 and AUX are 3.3 V TTL. With a 5 V microcontroller add a level "
            "converter; series resistors alone do not guarantee reliability.",
            "Below 5.0 V supply the maximum output power is reduced by about 1 dB to 2 dB.",
            "Keep the antenna away from metal and from the module's own ground plane; a poor "
            "antenna shortens the range far more than the power setting.",
            "The module is not certified by itself; end products need their own approval "
            "for the region in which they are sold.",
        ],
        7.5,
        "\u25c6",
    )
    s.heading("8. Product List", 10.5, rule=True)
    s.table(
        [
            Col("Model", 110),
            Col("Band", 110, "C"),
            Col("Max power", 80, "C"),
            Col("Test distance", 90, "C"),
            Col("Size", 109, "C"),
        ],
        [
            ["GLN-LR30-400T", "410-493 MHz", "20 dBm", "5 km", "24 x 43 mm"],
            ["GLN-LR30-900T", "850-930 MHz", "22 dBm", "6 km", "24 x 43 mm"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2022-03-10", "1.0", "Initial release"],
            ["2022-11-02", "1.2", "900T added"],
            ["2023-08-21", "1.3", "WOR current, design notes"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "gln-lr30.pdf")


# --------------------------------------------------- Hall current sensor (Reutlingen)
def hzt4725(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Neckaralb Sensortechnik",
        header_right="HZT4725  \u2013  Datasheet",
        footer_left="Neckaralb Sensortechnik GmbH  \u00b7  Reutlingen  \u00b7  HZT4725-DS-EN  "
        "\u00b7  Version 1.1  \u00b7  2023-11-07",
        footer_right="{page} / {nb}",
        rule_color=(0, 0, 0),
        table_fill=(232, 232, 232),
        accent=(190, 20, 20),
        grid=True,
    )
    s = Sheet(style, "HZT4725 Hall-effect current sensor IC")
    s.add_page()
    s.title_block(
        "HZT4725",
        "Isolated Hall-Effect Current Sensor IC, " + PM + "5 A to " + PM + "20 A and 0 A to "
        "30 A, 5 V Supply, SOIC-8",
        "",
        20,
    )

    def feats() -> None:
        s.heading("Features", 10)
        s.bullets(
            [
                "Low-resistance primary path, 1.2 m" + OHM,
                "2400 VRMS isolation, primary to signal pins",
                "120 kHz bandwidth, 4 " + MU + "s output rise time",
                "Analog output ratiometric to VCC",
                "Factory-trimmed sensitivity and offset",
                "Bidirectional (B) and unidirectional (U) versions",
                "AEC-Q100 Grade 0 qualified (L temperature code)",
            ],
            8.0,
        )

    def apps() -> None:
        s.heading("Applications", 10)
        s.bullets(
            [
                "Motor and inverter current sensing",
                "Battery monitoring, 12 V and 48 V systems",
                "Over-current detection in power supplies",
                "Solar charge controllers",
            ],
            8.0,
        )

    s.side_by_side(feats, apps, 260)
    s.caption("Tab. 1: Selection guide", 8.5)
    s.table(
        [
            Col("Version", 80),
            Col("Current range IPR", 105, "C"),
            Col("Sensitivity (typ.)", 100, "C"),
            Col("Zero-current output", 110, "C"),
            Col("Direction", 104, "C"),
        ],
        [
            ["HZT4725-05B", "-5 A to +5 A", "400 mV/A", "0.5 x VCC", "bidirectional"],
            ["HZT4725-10B", "-10 A to +10 A", "200 mV/A", "0.5 x VCC", "bidirectional"],
            ["HZT4725-20B", "-20 A to +20 A", "100 mV/A", "0.5 x VCC", "bidirectional"],
            ["HZT4725-30U", "0 A to 30 A", "133 mV/A", "0.1 x VCC", "unidirectional"],
        ],
        7.5,
    )
    s.caption("Tab. 2: Ordering code", 8.5)
    s.table(
        [
            Col("Ordering code", 170),
            Col("Temperature code", 100, "C"),
            Col("Ambient range", 120, "C"),
            Col("Packing", 109, "C"),
        ],
        [
            ["HZT4725ELC-xxx-T", "E", "-40 " + DEG + " to +85 " + DEG, "tape, 3000 pcs"],
            ["HZT4725LLC-xxx-T", "L", "-40 " + DEG + " to +150 " + DEG, "tape, 3000 pcs"],
        ],
        7.5,
    )
    s.para("xxx = version code from Tab. 1 (05B, 10B, 20B, 30U).", 7.5)
    s.caption("Tab. 3: Absolute maximum ratings", 8.5)
    s.table(
        [
            Col("Characteristic", 170),
            Col("Symbol", 60, "C"),
            Col("Notes", 139),
            Col("Rating", 70, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["Supply voltage", "VCC", "", "6.0", "V"],
            ["Reverse supply voltage", "VRCC", "", "-0.1", "V"],
            ["Output voltage", "VIOUT", "", "6.0", "V"],
            ["Output current, source or sink", "IIOUT", "", "10", "mA"],
            ["Junction temperature", "TJ(max)", "", "165", DEG],
            ["Storage temperature", "Tstg", "", "-65 to 165", DEG],
        ],
        7.5,
    )
    s.caption("Tab. 4: Common electrical characteristics", 8.5)
    s.para(
        "Over the full range of TA for the temperature code and VCC = 5 V, unless otherwise "
        "specified.",
        7.5,
    )
    cols = [
        Col("Characteristic", 120),
        Col("Symbol", 50, "C"),
        Col("Test conditions", 139),
        Col("Min.", 40, "C"),
        Col("Typ.", 40, "C"),
        Col("Max.", 40, "C"),
        Col("Unit", 70, "C"),
    ]
    s.table(
        cols,
        [
            ["Supply voltage", "VCC", "", "4.5", "5.0", "5.5", "V"],
            ["Supply current", "ICC", "output open", "", "10", "14", "mA"],
            ["Output load resistance", "RL", "VIOUT to GND or VCC", "4.7", "", "", "k" + OHM],
            ["Output load capacitance", "CL", "VIOUT to GND", "", "", "10", "nF"],
            ["Primary conductor\nresistance", "RIP", "TA = 25 " + DEG, "", "1.2", "", "m" + OHM],
            ["Bandwidth", "BW", "small signal, -3 dB", "", "120", "", "kHz"],
            ["Rise time", "tr", "IP step, 10 % to 90 %", "", "4", "", MU + "s"],
            [
                "Power-on time",
                "tPO",
                "VCC " + GE + " 4.5 V to valid output",
                "",
                "64",
                "",
                MU + "s",
            ],
            [
                "Saturation voltage,\nhigh / low",
                "VSAT",
                "RL = 4.7 k" + OHM,
                "4.7\n",
                "",
                "\n0.4",
                "V",
            ],
        ],
        7.5,
    )
    s.add_page()
    s.caption("Tab. 5: Performance characteristics per version (VCC = 5 V)", 8.5)
    s.table(
        [
            Col("Characteristic", 110),
            Col("Symbol", 50, "C"),
            Col("Version", 80, "C"),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit", 50, "C"),
            Col("Notes", 74),
        ],
        [
            ["Sensitivity", "Sens", "-05B", "392", "400", "408", "mV/A", "TA = 25 " + DEG],
            ["", "", "-10B", "196", "200", "204", "mV/A", "TA = 25 " + DEG],
            ["", "", "-20B", "98", "100", "102", "mV/A", "TA = 25 " + DEG],
            ["", "", "-30U", "130.3", "133", "135.7", "mV/A", "TA = 25 " + DEG],
            ["Noise, RMS", "VN", "-05B", "", "8", "", "mV", "full BW"],
            ["", "", "-10B", "", "5", "", "mV", "full BW"],
            ["", "", "-20B", "", "3", "", "mV", "full BW"],
            ["", "", "-30U", "", "3.5", "", "mV", "full BW"],
            ["Total output error", "ETOT", "all", "-2.5", "", "2.5", "%", "IP = IPR(max)"],
            ["Zero-current output", "VIOUT(Q)", "B versions", "", "2.5", "", "V", "IP = 0 A"],
            ["", "", "-30U", "", "0.5", "", "V", "IP = 0 A"],
        ],
        7.5,
    )
    s.caption("Tab. 6: Pin-out (SOIC-8)", 8.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80, "C"), Col("Description", 369)],
        [
            ["1, 2", "IP+", "primary current terminals, current into the device"],
            ["3, 4", "IP-", "primary current terminals, current out of the device"],
            ["5", "GND", "signal ground"],
            ["6", "FILTER", "optional capacitor to GND to lower the bandwidth"],
            ["7", "VIOUT", "analog output"],
            ["8", "VCC", "supply, bypass with 0.1 " + MU + "F to GND"],
        ],
        7.5,
    )
    s.heading("Application information", 10)
    s.para(
        "The output voltage is VIOUT = VIOUT(Q) + Sens x IP and both terms scale with VCC "
        "(ratiometric): measure VCC with the same ADC reference, or use a reference derived "
        "from VCC. The HZT4725 is specified and trimmed for VCC = 4.5 V to 5.5 V only; it does "
        "not work from a 3.3 V supply.",
        8.0,
    )
    s.para(
        "The output swings from about 0.4 V up to 4.7 V. When it drives a 3.3 V ADC, divide it "
        "down (for example 10 k" + OHM + " / 20 k" + OHM + ") or limit the current range so "
        "that VIOUT cannot exceed the ADC's input range.",
        8.0,
    )
    s.para(
        "The isolation rating applies to the package only. Creepage on the user's board "
        "(at least 8 mm recommended for mains) is the designer's responsibility.",
        8.0,
    )
    revision_table(
        s,
        [
            ["2022-06-15", "1.0", "First release"],
            ["2023-11-07", "1.1", "-30U version added; noise values updated"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "hzt4725.pdf")


# ------------------------------------------------------ e-paper module (Taoyuan)
def qze213(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Taoyuan Qingzhi E-Paper Corp.",
        header_right="Doc No. QZE-PS-213-05   Product Specification",
        footer_left="Taoyuan Qingzhi E-Paper Corp.  \u00b7  Guishan Dist., Taoyuan City, Taiwan",
        footer_right="Sheet {page} of {nb}",
        rule_color=(90, 100, 115),
        table_fill=(225, 229, 235),
        accent=(55, 65, 85),
        grid=True,
    )
    s = Sheet(style, "QZE-213 2.13 inch e-paper display module")
    s.add_page()
    s.title_block(
        "QZE-213BW / QZE-213BWR",
        "2.13 inch Active Matrix E-Paper Display Module, 250 x 122 dots, SPI",
        "QZE-213BW: black / white, partial refresh  \u00b7  QZE-213BWR: black / white / red  "
        "\u00b7  both supplied as panel (-P, 24-pin FPC) or module (-M, adapter board)",
        17,
    )
    s.heading("\u25aa 1  General Description", 10.5)
    s.para(
        "The QZE-213 is a reflective electrophoretic display with an integrated driver IC, "
        "timing controller, oscillator, DC-DC and on-chip waveform memory. The image stays "
        "visible without power. The -M module adds an adapter board with a 3.3 V low-dropout "
        "regulator and a level translator so the display can be connected to 3.3 V or 5 V "
        "controllers through an 8-pin header.",
        8.0,
    )
    s.heading("\u25aa 2  Mechanical Specification", 10.5)
    s.table(
        [Col("Item", 170), Col("Specification", 230, "C"), Col("Unit", 99, "C")],
        [
            ["Screen size", "2.13", "inch"],
            ["Display resolution", "250 (H) x 122 (V)", "dot"],
            ["Active area", "48.55 x 23.71", "mm"],
            ["Pixel pitch", "0.194 x 0.194", "mm"],
            ["Outline (panel / module)", "59.2 x 29.2 x 1.0 / 65.0 x 30.0 x 7.5", "mm"],
        ],
        7.5,
    )
    s.heading("\u25aa 3  Electrical Characteristics", 10.5)
    s.para("Ta = 25 " + DEG + ", unless otherwise noted.", 7.5)
    s.table(
        [
            Col("Parameter", 128),
            Col("Symbol", 50, "C"),
            Col("Condition", 120),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 81, "C"),
        ],
        [
            ["Panel logic supply", "VCI", "-P panel, FPC pin", "2.2", "3.0", "3.7", "V"],
            ["Module supply", "VCC", "-M module, header pin", "3.0", "3.3", "5.5", "V"],
            ["High level input voltage", "VIH", "-P panel", "0.8 VCI", "", "", "V"],
            ["Low level input voltage", "VIL", "-P panel", "", "", "0.2 VCI", "V"],
            ["Serial clock (write)", "fSCL", "", "", "", "20", "MHz"],
            ["Serial clock (read)", "fSCL", "", "", "", "2.5", "MHz"],
            [
                "Update current",
                "IUPD",
                "BW, full refresh\nBWR, full refresh",
                "",
                "3.2\n4.5",
                "6.0\n8.0",
                "mA",
            ],
            ["Standby current", "ISTBY", "no update, not in deep sleep", "", "70", "", MU + "A"],
            [
                "Deep sleep current",
                "ISLP",
                "-P panel\n-M module (incl. LDO)",
                "",
                "0.8\n3",
                "2.0\n6",
                MU + "A",
            ],
            ["Full refresh time", "tFR", "BW\nBWR", "", "2.0\n15", "", "s"],
            ["Partial refresh time", "tPR", "BW only", "", "0.3", "", "s"],
        ],
        7.5,
    )
    s.para(
        "The -M module's level translator accepts 3.3 V and 5 V logic on all header inputs. "
        "BUSY is driven at 3.3 V on both versions.",
        7.5,
    )
    s.heading("\u25aa 4  Environmental Conditions", 10.5)
    s.table(
        [
            Col("Parameter", 170),
            Col("Min", 70, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 70, "C"),
            Col("Remark", 119),
        ],
        [
            ["Operating temperature", "0", "50", DEG, ""],
            ["Operating humidity", "35", "65", "%RH", ""],
            ["Storage temperature", "-25", "70", DEG, "no update"],
            ["Storage humidity", "", "55", "%RH", "Ta " + LE + " 25 " + DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("\u25aa 5  Interface (-M module, 8-pin header)", 10.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("I/O", 60, "C"), Col("Description", 319)],
        [
            ["1", "VCC", "P", "supply 3.0 V to 5.5 V"],
            ["2", "GND", "P", "ground"],
            ["3", "DIN", "I", "SPI MOSI"],
            ["4", "CLK", "I", "SPI SCK"],
            ["5", "CS", "I", "chip select, low active"],
            ["6", "DC", "I", "data / command, high = data"],
            ["7", "RST", "I", "reset, low active"],
            ["8", "BUSY", "O", "high while the driver is busy"],
        ],
        7.5,
    )
    s.heading("\u25aa 6  Command Table (excerpt)", 10.5)
    s.table(
        [Col("Command", 70, "C"), Col("Name", 150), Col("Data / note", 279)],
        [
            ["0x01", "Driver output control", "3 bytes: 0xF9, 0x00, 0x00 (250 gates)"],
            ["0x10", "Deep sleep mode", "0x01 = mode 1 (RAM kept), 0x03 = mode 2"],
            ["0x11", "Data entry mode", "0x03 = X increment, Y increment"],
            ["0x12", "SW reset", "wait until BUSY is low (about 10 ms)"],
            ["0x20", "Master activation", "starts the update sequence"],
            ["0x22", "Display update control 2", "0xF7 = full, 0xFF = partial (BW only)"],
            ["0x24", "Write RAM (black / white)", "250 x 122 / 8 bytes"],
            ["0x26", "Write RAM (red)", "BWR only"],
        ],
        7.5,
    )
    s.heading("\u25aa 7  Reliability Test", 10.5)
    s.table(
        [Col("No.", 40, "C"), Col("Test item", 170), Col("Condition", 210), Col("Result", 79, "C")],
        [
            ["1", "High temperature operation", "50 " + DEG + ", 240 h", "pass"],
            ["2", "Low temperature operation", "0 " + DEG + ", 240 h", "pass"],
            ["3", "High temperature storage", "70 " + DEG + ", 240 h", "pass"],
            ["4", "Low temperature storage", "-25 " + DEG + ", 240 h", "pass"],
            ["5", "High temperature, high humidity", "40 " + DEG + ", 80 %RH, 240 h", "pass"],
            ["6", "Thermal shock", "-25 " + DEG + " / 70 " + DEG + ", 50 cycles", "pass"],
            ["7", "ESD (contact)", PM + "2 kV, 150 pF / 330 " + OHM, "pass"],
        ],
        7.5,
    )
    s.para(
        "Tests 3 to 6 are done in storage (no update). After each test the display is kept "
        "2 h at 25 " + DEG + " before it is checked.",
        7.5,
    )
    s.heading("\u25aa 8  Precautions", 10.5)
    s.bullets(
        [
            "Refresh the display at least once every 24 hours; an image left for weeks may "
            "leave a ghost. For the BWR version the interval between full refreshes should "
            "be at least 180 s.",
            "Put the driver into deep sleep after every update; leaving it in standby shortens "
            "the display's life.",
            "Updates outside the operating temperature range give faded or wrong colours and "
            "are not guaranteed.",
            "The panel is glass: do not bend the FPC tail closer than 1 mm to the glass edge.",
            "Protect the display from UV light; the front film is not UV-stabilised.",
        ],
        7.5,
        "\u2013",
    )
    revision_table(
        s,
        [
            ["2022-02-18", "03", "first issue of -M module"],
            ["2023-05-09", "05", "module deep-sleep current, reliability table"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "qze-213.pdf")


# ------------------------------------------------------------ PIR module (La Paz)
def aymms50(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="AYLLU MAKER STORE  \u00b7  La Paz  \u00b7  Cochabamba  \u00b7  Santa Cruz",
        header_right="AYM-MS50 / AYM-MS50M",
        footer_left="Ayllu Maker Store  \u00b7  Calle Sagárnaga 415, La Paz, Bolivia  \u00b7  "
        "prices in Bs (bolivianos)",
        footer_right="{page} de {nb}",
        rule_color=(165, 20, 60),
        table_fill=None,
        accent=(150, 15, 55),
        grid=False,
    )
    s = Sheet(style, "AYM-MS50 PIR motion sensor module")
    s.add_page()
    s.title_block(
        "AYM-MS50 / AYM-MS50M",
        "PIR Motion Sensor Modules (pyroelectric infrared)",
        "Code AY-2231: AYM-MS50, adjustable, Bs 18  \u00b7  Code AY-2232: AYM-MS50M, mini, Bs 22",
        19,
    )
    s.para(
        "Passive infrared motion sensors: the output goes high when a person or an animal "
        "moves in front of the Fresnel lens. The AYM-MS50 is the classic large board with two "
        "potentiometers and a trigger jumper, for alarms, stair lights and door bells. The "
        "AYM-MS50M is a mini module with fixed settings and a very low idle current, for "
        "battery projects.",
        8.5,
    )
    s.heading("\u00bb Specifications", 11)
    s.table(
        [Col("", 170), Col("AYM-MS50", 165, "C"), Col("AYM-MS50M", 164, "C")],
        [
            ["Supply voltage", "4.5 V to 20 V DC", "2.7 V to 12 V DC"],
            ["Idle current (no motion)", "< 65 " + MU + "A", "< 20 " + MU + "A"],
            ["Output, motion detected", "high, 3.3 V", "high, 2.9 V typ."],
            ["Output, no motion", "low, 0 V", "low, 0 V"],
            ["Output hold time", "5 s to 300 s (Tx pot)", "2 s, fixed"],
            ["Blocking time after output low", "2.5 s", "2.3 s"],
            ["Trigger mode", "L single / H repeat (jumper)", "repeat only"],
            ["Detection distance", "3 m to 7 m (Sx pot)", "up to 3 m"],
            ["Detection angle", "< 110" + "\u00b0" + " cone", "< 100" + "\u00b0" + " cone"],
            ["Warm-up after power-on", "about 60 s", "about 30 s"],
            [
                "Operating temperature",
                "-15 " + DEG + " to +70 " + DEG,
                "-20 " + DEG + " to +60 " + DEG,
            ],
            ["Lens diameter", "23 mm", "12 mm"],
            ["Board size", "32 x 24 mm", "10 x 23 mm"],
        ],
        8.0,
        head_fill=False,
    )
    s.heading("\u00bb Power notes", 11)
    s.bullets(
        [
            "The AYM-MS50 has a 3.3 V regulator and a protection diode on board; below 4.5 V "
            "the regulator drops out and the sensor triggers by itself.",
            "The AYM-MS50M has no regulator: it runs straight from VCC, so never go above 12 V.",
            "During the warm-up the output may switch high and low a few times. Ignore it.",
        ],
        8.0,
    )
    s.heading("\u00bb Adjustments (AYM-MS50)", 11)
    s.table(
        [Col("Part", 100), Col("Turn clockwise", 200), Col("Turn anticlockwise", 199)],
        [
            ["Sx pot", "more distance (up to 7 m)", "less distance (down to 3 m)"],
            ["Tx pot", "longer hold (up to 300 s)", "shorter hold (down to 5 s)"],
            ["Jumper L", "single trigger: one pulse, then wait", ""],
            ["Jumper H", "repeat trigger: stays high while people move", ""],
        ],
        8.0,
    )
    s.add_page()
    s.heading("\u00bb Pins", 11)
    s.table(
        [Col("Pin", 60, "C"), Col("AYM-MS50", 200), Col("AYM-MS50M", 239)],
        [
            ["1", "VCC (4.5 V to 20 V)", "VCC"],
            ["2", "OUT", "OUT"],
            ["3", "GND", "GND"],
            ["pads RL / RT", "optional LDR (night only) and thermistor", "-"],
        ],
        8.0,
    )
    s.heading("\u00bb Tips for fewer false alarms", 11)
    s.bullets(
        [
            "Do not point it at heaters, air conditioners, windows with direct sun or moving "
            "curtains.",
            "Give it a steady supply: the MS50 reacts to ripple on VCC. Add 100 " + MU + "F "
            "next to the board when it shares a supply with relays or motors.",
            "Mount it 2 m to 2.5 m high, looking across the path people walk, not straight at "
            "them: PIR sensors see sideways movement best.",
            "The sensor sees changes in infrared, not heat: a person standing still is not "
            "detected after the hold time.",
        ],
        8.0,
    )
    s.heading("\u00bb Questions from customers", 11)
    s.bullets(
        [
            "Does it work through glass? No. Glass and plastic windows block the infrared the "
            "sensor needs.",
            "Can I use it outdoors? Only under a roof or inside a box with a PIR window. The "
            "boards are not waterproof and have no IP rating.",
            "Can the OUT pin drive a relay directly? No. Use a transistor or a relay module "
            "with its own driver.",
            "Does it detect pets? Yes, cats and dogs are detected; there is no pet-immune version.",
        ],
        8.0,
    )
    s.heading("\u00bb Prices", 11)
    s.table(
        [Col("Code", 100), Col("Product", 200), Col("1 pc", 90, "R"), Col("10 pcs", 109, "R")],
        [
            ["AY-2231", "AYM-MS50 PIR module", "Bs 18", "Bs 150"],
            ["AY-2232", "AYM-MS50M mini PIR", "Bs 22", "Bs 190"],
            ["AY-2239", "Outdoor box with PIR window", "Bs 35", "Bs 300"],
        ],
        8.0,
    )
    return save(s, out / "aym-ms50.pdf")
