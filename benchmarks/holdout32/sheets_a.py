"""Hold-out 32 datasheets: three Bluetooth audio receiver modules and a capacitive
proximity switch.

A Chinese module manual (full-width key-value lines, one column per version,
FAQ values), a Japanese module specification (condition in the table title,
"typ." only current table, absolute maximum vs recommended with the same row
names), a US analog-house module (condition sentence, wrapped names,
symbol-only rows, EC continued on page 2) and a German DIN-style capacitive
proximity switch leaflet (one column per ordering code, footnote marks).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FW_COLON = "\uff1a"
FW_TILDE = "\uff5e"
LE = "\u2264"


# ------------------------------------------------ BT audio receiver (China)
def btr52(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="BTR-52A Bluetooth Audio Receiver Module  User Manual",
        header_right="V1.3",
        footer_left="Shenzhen Yinhe Shengxun Technology Co., Ltd.",
        footer_right="Page {page}",
        table_fill=(200, 225, 250),
        accent=(0, 90, 170),
    )
    s = Sheet(style, "BTR-52A user manual")
    s.add_page()
    s.title_block("BTR-52A / BTR-52A-PA", "Bluetooth 5.0 Audio Receiver Module", "User Manual", 20)
    s.heading("1. Product Overview", 10.5)
    s.para(
        "BTR-52A is a stereo Bluetooth audio receiver board. It pairs with phones, "
        "tablets and PCs and outputs audio on a 3.5 mm line-out jack. BTR-52A-PA adds "
        "a 2 x 5 W class-D amplifier for driving 4 " + OHM + " speakers directly. "
        "Both boards support A2DP and AVRCP profiles and can be controlled by AT "
        "commands over the serial port.",
        8.5,
    )
    s.heading("2. Basic Parameters", 10.5)
    s.lines(
        [
            "Bluetooth version" + FW_COLON + "V5.0 (A2DP 1.3 / AVRCP 1.6)",
            "Frequency range" + FW_COLON + "2.402GHz" + FW_TILDE + "2.480GHz",
            "Transmit power" + FW_COLON + "Class 2, " + LE + "4dBm",
            "Receive sensitivity" + FW_COLON + "-88dBm",
            "Transmission distance" + FW_COLON + "10m (open space)",
            "Serial port" + FW_COLON + "UART, 9600bps (default), 8N1",
            "Working temperature" + FW_COLON + "-20" + FW_TILDE + "70" + FW_C,
        ],
        9,
    )
    s.heading("3. Version Parameters", 10.5)
    s.table(
        [Col("Item", 150), Col("BTR-52A", 175, "C"), Col("BTR-52A-PA", 174, "C")],
        [
            ["Supply voltage", "DC3.7" + FW_TILDE + "5V", "DC5" + FW_TILDE + "12V"],
            ["Working current\n(playing)", LE + "35mA", LE + "1.2A (full power)"],
            ["Standby current", LE + "6mA", LE + "15mA"],
            ["Audio output", "Line out 3.5mm, stereo", "2 x 5W @ 4" + OHM + ", 12V"],
            ["Board size", "32 x 22 mm", "45 x 32 mm"],
        ],
        8,
    )
    s.heading("4. Pin Description", 10.5)
    s.table(
        [Col("No.", 40, "C"), Col("Pin", 70, "C"), Col("Description", 389)],
        [
            ["1", "VCC", "Power input (see Version Parameters)"],
            ["2", "GND", "Ground"],
            ["3", "TX", "UART transmit, 3.3V level"],
            ["4", "RX", "UART receive, 3.3V level"],
            ["5", "LED", "Status LED output (blink = pairing)"],
            ["6", "KEY", "Play/pause key, active low"],
        ],
        8,
    )

    s.add_page()
    s.heading("5. AT Command Examples", 10.5)
    s.table(
        [Col("Command", 120), Col("Response", 120), Col("Function", 259)],
        [
            ["AT+NAME?", "+NAME=BTR52A", "Query device name"],
            ["AT+VOL=15", "OK", "Set volume (0-30)"],
            ["AT+BAUD=4", "OK", "Set baud rate to 115200bps (code 4)"],
            ["AT+RESET", "OK", "Restart the module"],
        ],
        8,
    )
    s.heading("6. FAQ", 10.5)
    s.lines(
        [
            "Q1" + FW_COLON + "Can BTR-52A be powered from a 3.3V supply?",
            "A" + FW_COLON + "No. The minimum supply is 3.7V; below it the module resets.",
            "Q2" + FW_COLON + "Can the TX/RX pins connect to a 5V Arduino directly?",
            "A" + FW_COLON + "The UART is 3.3V level and not 5V tolerant; use a level shifter.",
            "Q3" + FW_COLON + "Does it support aptX or LDAC?",
            "A" + FW_COLON + "No, SBC and AAC only.",
            "Q4" + FW_COLON + "Is the board waterproof?",
            "A" + FW_COLON + "No protection rating is specified.",
            "Q5" + FW_COLON + "Minimum speaker impedance for BTR-52A-PA?",
            "A" + FW_COLON + "4" + OHM + ". Lower impedance is not specified.",
        ],
        8.5,
    )
    s.heading("7. Revision", 10.5)
    revision_table(s, [["2024-03-11", "V1.3", "Added BTR-52A-PA version"]], (120, 80, 299))
    return save(s, out / "btr-52a.pdf")


# ------------------------------------------------ BT audio receiver (Japan)
def kba20(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="KBA-A20 Series  Specification",
        header_right="No. KS-2210-E3",
        footer_left="Kurosawa Musen Kogyo Co., Ltd.",
        footer_right="{page}/{nb}",
        table_fill=None,
        grid=False,
    )
    s = Sheet(style, "KBA-A20 specification")
    s.add_page()
    s.title_block("KBA-A20 / KBA-A20D", "Bluetooth Audio Receiver Module (Sink)", "", 18)
    s.heading("\u25a0 Outline", 10)
    s.para(
        "The KBA-A20 series is a surface-mount Bluetooth 5.2 audio sink module with an "
        "integrated antenna. KBA-A20 has a stereo analog line output; KBA-A20D outputs "
        "audio on an I2S digital interface. A host controls the module over UART "
        "(115200 bps, 8N1). The module is certified for Japan (MIC) and CE.",
        8.5,
    )
    s.heading("\u25a0 Absolute Maximum Ratings", 10)
    s.table(
        [Col("Item", 180), Col("Symbol", 70, "C"), Col("Rating", 150, "C"), Col("Unit", 99, "C")],
        [
            ["Supply voltage", "V_{DD}", "-0.3 to 4.0", "V"],
            ["I/O supply voltage", "V_{DDIO}", "-0.3 to 4.0", "V"],
            ["Input voltage", "V_{IN}", "-0.3 to VDDIO+0.3", "V"],
            ["Operating temperature", "T_{opr}", "-40 to +85", DEG],
            ["Storage temperature", "T_{stg}", "-40 to +105", DEG],
        ],
        8,
    )
    s.heading("\u25a0 Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Item", 180),
            Col("Symbol", 70, "C"),
            Col("Min.", 60, "C"),
            Col("Typ.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "3.0", "3.3", "3.6", "V"],
            ["I/O supply voltage", "V_{DDIO}", "1.7", "", "3.6", "V"],
            ["Operating temperature", "T_{opr}", "-20", "", "+70", DEG],
        ],
        8,
    )
    s.heading("\u25a0 Electrical Characteristics  (Ta=25" + FW_C + ", VDD=3.3V, VDDIO=1.8V)", 10)
    s.table(
        [
            Col("Item", 180),
            Col("Symbol", 70, "C"),
            Col("Min.", 60, "C"),
            Col("Typ.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Input high voltage", "V_{IH}", "0.7VDDIO", "", "", "V"],
            ["Input low voltage", "V_{IL}", "", "", "0.3VDDIO", "V"],
            ["Output high voltage\n(IOH = -2 mA)", "V_{OH}", "VDDIO-0.4", "", "", "V"],
            ["Line output level\n(KBA-A20, 1 kHz, 0 dBFS)", "V_{LO}", "", "0.9", "1.0", "Vrms"],
            ["I2S sample rate\n(KBA-A20D)", "f_{S}", "", "44.1 / 48", "", "kHz"],
        ],
        8,
    )
    s.para("Note: values in the Min./Max. columns are guaranteed; Typ. values are reference.", 7.5)

    s.add_page()
    s.heading("\u25a0 Current Consumption  (typ.)", 10)
    s.para("Conditions: Ta=25" + FW_C + ", paired with a reference phone at 1 m.", 8)
    s.table(
        [
            Col("Mode", 200),
            Col("VDD=3.3V", 100, "C"),
            Col("VDD=3.0V", 100, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["A2DP streaming (SBC)", "14.5", "16.0", "mA"],
            ["Connected, idle", "2.1", "2.3", "mA"],
            ["Discoverable", "4.8", "5.2", "mA"],
            ["Deep sleep", "12", "12", MU + "A"],
        ],
        8,
    )
    s.heading("\u25a0 RF Characteristics", 10)
    s.table(
        [Col("Item", 200), Col("Spec.", 150, "C"), Col("Unit", 149, "C")],
        [
            ["Frequency range", "2402 to 2480", "MHz"],
            ["Output power (typ.)", "+6", "dBm"],
            ["Receiver sensitivity (BDR, typ.)", "-93", "dBm"],
            ["Receiver sensitivity (EDR 3M, typ.)", "-86", "dBm"],
        ],
        8,
    )
    s.heading("\u25a0 Terminal Assignment", 10)
    s.table(
        [Col("No.", 40, "C"), Col("Name", 80), Col("I/O", 40, "C"), Col("Function", 339)],
        [
            ["1", "VDD", "-", "Power supply"],
            ["2", "VDDIO", "-", "I/O power supply"],
            ["3", "UART_TX", "O", "Host UART output"],
            ["4", "UART_RX", "I", "Host UART input"],
            ["5", "AOUT_L / I2S_BCK", "O", "Left line output (KBA-A20) / bit clock (KBA-A20D)"],
            ["6", "AOUT_R / I2S_WS", "O", "Right line output (KBA-A20) / word select (KBA-A20D)"],
            ["7", "I2S_DOUT", "O", "Serial data (KBA-A20D only)"],
            ["8", "GND", "-", "Ground"],
        ],
        8,
    )
    s.heading("\u25a0 Cautions", 10)
    s.para(
        "1. The I/O terminals are not 5 V tolerant. 2. Humidity during operation is "
        "not specified; avoid condensation. 3. The antenna keep-out area must be free "
        "of copper.",
        8,
    )
    return save(s, out / "kba-a20.pdf")


# ------------------------------------------------ BT audio receiver with amplifier (US)
def va2410(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="VA2410",
        header_right="SLVS-2410B - JUNE 2025",
        footer_left="Vantage Audio Semiconductor",
        footer_right="{page}",
        table_fill=(235, 235, 235),
        accent=(170, 0, 0),
    )
    s = Sheet(style, "VA2410 datasheet")
    s.add_page()
    s.title_block(
        "VA2410", "Bluetooth 5.3 Audio Receiver Module with 3-W Class-D Amplifier", "", 16
    )

    def left() -> None:
        s.heading("1 Features", 10)
        s.bullets(
            [
                "Bluetooth 5.3 BR/EDR audio sink, A2DP / AVRCP / HFP",
                "3-W mono class-D output into 4 " + OHM + " at VBAT = 5 V",
                "Integrated Li-ion charger, 200-mA charge current",
                "UART host interface, 115200 baud default",
                "1.8-V / 3.3-V I/O (VIO)",
            ],
            8,
        )

    def right() -> None:
        s.heading("2 Description", 10)
        s.para(
            "The VA2410 combines a Bluetooth audio receiver, a filterless class-D "
            "amplifier and a battery charger in one shielded module. It runs from one "
            "Li-ion cell or a 5-V USB supply.",
            8,
        )

    s.side_by_side(left, right, 250)
    s.heading("3 Absolute Maximum Ratings", 10)
    s.leaders(
        [
            ("Supply voltage, VBAT", "-0.3 V to 6 V"),
            ("Charger input voltage, VCHG", "-0.3 V to 7 V"),
            ("I/O supply voltage, VIO", "-0.3 V to 3.9 V"),
            ("Storage temperature, Tstg", "-55" + DEG + " to 125" + DEG),
        ],
        8,
    )
    s.heading("4 Recommended Operating Conditions", 10)
    s.table(
        [
            Col("", 200),
            Col("MIN", 70, "C"),
            Col("NOM", 70, "C"),
            Col("MAX", 70, "C"),
            Col("UNIT", 89, "C"),
        ],
        [
            ["VBAT  Supply voltage", "3.0", "3.7", "5.5", "V"],
            ["VCHG  Charger input voltage", "4.5", "5.0", "5.5", "V"],
            ["VIO  I/O supply voltage", "1.7", "", "3.6", "V"],
            ["TA  Operating free-air temperature", "-20", "", "70", DEG],
        ],
        8,
    )
    s.heading("5 Electrical Characteristics", 10)
    s.para("VBAT = 3.7 V, VIO = 3.3 V, TA = 25" + DEG + " unless otherwise noted.", 8)
    cols = [
        Col("PARAMETER", 150),
        Col("SYMBOL", 50, "C"),
        Col("TEST CONDITIONS", 140),
        Col("MIN", 40, "C"),
        Col("TYP", 40, "C"),
        Col("MAX", 40, "C"),
        Col("UNIT", 39, "C"),
    ]
    s.table(
        cols,
        [
            ["SUPPLY"],
            [
                "Supply current,\nstreaming",
                "I_{BAT}",
                "A2DP, amplifier muted",
                "",
                "11",
                "16",
                "mA",
            ],
            ["", "I_{BAT}", "A2DP, 1 W into 4 " + OHM, "", "330", "", "mA"],
            ["Shutdown current", "I_{SD}", "EN = 0", "", "1.5", "4", MU + "A"],
            ["CHARGER"],
            ["Charge current", "I_{CHG}", "VCHG = 5 V", "170", "200", "230", "mA"],
            ["Charge termination\nvoltage", "V_{TERM}", "", "4.16", "4.20", "4.24", "V"],
        ],
        8,
    )
    s.para("Electrical Characteristics continue on the next page.", 7.5)

    s.add_page()
    s.heading("5 Electrical Characteristics (continued)", 10)
    s.para("VBAT = 3.7 V, VIO = 3.3 V, TA = 25" + DEG + " unless otherwise noted.", 8)
    s.table(
        cols,
        [
            ["CLASS-D AMPLIFIER"],
            [
                "Output power",
                "P_{O}",
                "VBAT = 5 V, RL = 4 " + OHM + ", THD = 10 %",
                "",
                "3.0",
                "",
                "W",
            ],
            ["", "P_{O}", "VBAT = 3.7 V, RL = 4 " + OHM + ", THD = 10 %", "", "1.6", "", "W"],
            ["LOGIC (UART_RX, EN)"],
            ["", "V_{IL}", "", "", "", "0.3 x VIO", "V"],
            ["", "V_{IH}", "", "0.7 x VIO", "", "VIO + 0.3", "V"],
            ["", "V_{OL}", "IOL = 2 mA", "", "", "0.4", "V"],
            ["RADIO"],
            ["Output power", "P_{RF}", "", "", "8", "10", "dBm"],
            ["Receiver\nsensitivity", "", "BDR, 0.1 % BER", "", "-92", "", "dBm"],
        ],
        8,
    )
    s.para(
        "The VA2410 has no internal level shifting: UART_RX and EN must not exceed "
        "VIO + 0.3 V. The speaker output is bridge-tied; do not connect OUT- to ground. "
        "Thermal resistance of the module is not specified.",
        8,
    )
    s.heading("6 Pin Functions", 10)
    s.table(
        [Col("PIN", 40, "C"), Col("NAME", 80), Col("TYPE", 50, "C"), Col("DESCRIPTION", 329)],
        [
            ["1", "VBAT", "PWR", "Battery / supply input"],
            ["2", "VCHG", "PWR", "5-V charger input"],
            ["3", "VIO", "PWR", "I/O supply"],
            ["4, 5", "OUT+, OUT-", "O", "Class-D speaker outputs (BTL)"],
            ["6", "UART_TX", "O", "Host UART output"],
            ["7", "UART_RX", "I", "Host UART input"],
            ["8", "EN", "I", "Enable, high = on"],
        ],
        8,
    )
    return save(s, out / "va2410.pdf")


# ------------------------------------------------ capacitive proximity switch (Germany)
def kcp18(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="KCP 18 Kapazitive Sensoren / Capacitive sensors",
        header_right="Datenblatt / Data sheet 2025-02",
        footer_left="Brenninger Sensortechnik GmbH  -  Technische Aenderungen vorbehalten",
        footer_right="{page}",
        table_fill=(225, 235, 215),
        accent=(40, 110, 40),
        grid=False,
    )
    s = Sheet(style, "KCP 18 data sheet")
    s.add_page()
    s.title_block("KCP 18", "Capacitive proximity switch M18, DC 3-wire", "", 18)

    def left() -> None:
        s.heading("Features", 10)
        s.bullets(
            [
                "Metal housing M18 x 1, brass nickel-plated",
                "Sensing distance adjustable by potentiometer",
                "Detects liquids, granulates and solids",
                "Degree of protection IP67",
                "Short-circuit and reverse-polarity protected",
            ],
            8,
        )

    def right() -> None:
        s.heading("Applications", 10)
        s.bullets(
            ["Level detection through plastic tank walls", "Hopper fill level", "Conveyor belts"],
            8,
        )

    s.side_by_side(left, right, 260)
    s.heading("Technical data", 10)
    s.table(
        [
            Col("", 150),
            Col("", 45, "C"),
            Col("KCP 18-08-PO\n(flush)", 100, "C"),
            Col("KCP 18-08-NO\n(flush)", 100, "C"),
            Col("KCP 18-12-PO\n(non-flush)", 104, "C"),
        ],
        [
            ["Article number", "", "620 418", "620 419", "620 421"],
            ["Output function", "", "PNP, NO", "NPN, NO", "PNP, NO"],
            ["Rated sensing\ndistance Sn", "mm", "8", "8", "12"],
            ["Adjustment range", "mm", "2 ... 8", "2 ... 8", "3 ... 12"],
            ["Operating voltage UB", "V DC", "10 ... 30", "10 ... 30", "10 ... 30"],
            ["Residual ripple", "%", LE + " 10", LE + " 10", LE + " 10"],
            ["No-load supply\ncurrent", "mA", LE + " 12", LE + " 12", LE + " 15"],
            ["Output current", "mA", LE + " 200 *1", LE + " 200 *1", LE + " 150"],
            ["Voltage drop at Ie", "V", LE + " 2.0", LE + " 2.0", LE + " 2.5"],
            ["Switching frequency", "Hz", "100", "100", "50"],
            ["Ambient temperature", DEG, "-25 ... +70", "-25 ... +70", "-25 ... +70"],
        ],
        8,
    )
    s.para("*1 At ambient temperature above +50" + DEG + ": 150 mA.", 7.5)
    s.para(
        "All values at UB = 24 V DC and Ta = +23" + DEG + " unless stated otherwise. "
        "Rated sensing distance on a grounded steel plate 18 x 18 x 1 mm.",
        7.5,
    )

    s.add_page()
    s.heading("Technical data (continued)", 10)
    s.table(
        [
            Col("", 150),
            Col("", 45, "C"),
            Col("KCP 18-08-PO", 100, "C"),
            Col("KCP 18-08-NO", 100, "C"),
            Col("KCP 18-12-PO", 104, "C"),
        ],
        [
            ["Hysteresis", "% Sr", "3 ... 20", "3 ... 20", "3 ... 20"],
            ["Power-on delay", "ms", LE + " 300", LE + " 300", LE + " 300"],
            ["Degree of protection", "", "IP67", "IP67", "IP67"],
            ["Connection", "", "M12, 4-pin", "M12, 4-pin", "Cable 2 m"],
        ],
        8,
    )
    s.heading("Connection", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Wire colour", 100), Col("Function", 349)],
        [
            ["1", "BN (brown)", "+UB"],
            ["3", "BU (blue)", "0 V"],
            ["4", "BK (black)", "Switching output"],
            ["2", "WH (white)", "not connected"],
        ],
        8,
    )
    s.heading("Notes", 10)
    s.para(
        "Correction factors for other materials: water approx. 1.0, wood approx. 0.2 ... 0.7, "
        "PVC approx. 0.5, glass approx. 0.6. The sensors are not approved for use in "
        "explosive atmospheres. Operation on AC supplies is not permitted. The "
        "minimum load current is not specified.",
        8,
    )
    return save(s, out / "kcp-18.pdf")
