"""Hold-out 120 datasheets, part 2: a Bluetooth LE radio module, an NTC thermistor
signal-conditioner board, a 7-segment LED display driver IC and a Hall-effect
water-flow sensor.

A Malmö radio-module house data sheet ("❯ n" heads, "Tbl. n" captions above the
tables, one column per antenna version, RX sensitivity stacked per PHY, currents per
radio state, an AT-command and pin table as decoys), a Maputo maker-store product sheet
("▷" heads, MT prices with comma decimals, one column per supply version, accuracy rows
whose names wrap over two lines, a probe block with its own temperature limits, an
output and an NTC resistance table as decoys, FAQ), a Busan display-driver IC data sheet
("◐ n." heads, recommended conditions in column groups per version, input thresholds
and segment current stacked per VDD, 8-bit bus bytes and a command summary full of hex
codes as decoys) and a Cixi flow-sensor factory product specification ("Article n"
heads, sign-off line, a model table, a numbered spec table with the output level
stacked per supply, a flow / frequency test table as a decoy, no ambient operating
range).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
ELL = "\u2026"
SQ = "\u00b2"


# ------------------------------------------------------------- BLE module (Malmö)
def mrmb54(out: Path) -> Path:
    mark = "\u276f "
    style = Style(
        font="DejaVuCond",
        header_left="\u00d6RESUND RADIO MODULES AB",
        header_right="MRM-B54  Bluetooth LE module  \u00b7  Data sheet v1.3",
        footer_left="\u00d6resund Radio Modules AB  \u00b7  Stora Varvsgatan 11, 211 19 Malm\u00f6, "
        "Sweden  \u00b7  Doc. ORM-DS-054 v1.3 (2024-02)",
        footer_right="Page {page}/{nb}",
        rule_color=(40, 50, 160),
        table_fill=(226, 234, 248),
        accent=(35, 45, 140),
        grid=True,
    )
    s = Sheet(style, "MRM-B54 Bluetooth LE module")
    s.add_page()
    s.title_block(
        "MRM-B54",
        "Bluetooth Low Energy 5.2 module with UART AT-command interface",
        "MRM-B54P (PCB antenna)  \u00b7  MRM-B54U (u.FL connector)  \u00b7  24 castellated pads",
        21,
    )

    def overview() -> None:
        s.heading(mark + "1  Overview", 10)
        s.para(
            "MRM-B54 is a small, certified Bluetooth Low Energy module built around a "
            "single-chip 2.4 GHz SoC with an Arm Cortex-M4 core. The factory firmware turns "
            "it into a serial-to-BLE bridge: a host MCU talks to it with AT commands over "
            "UART or sends data transparently once a central has connected. Custom firmware "
            "can be loaded over SWD.",
            7.8,
        )
        s.para(
            "The module supports Bluetooth LE only; Bluetooth Classic (BR/EDR) profiles such "
            "as SPP or A2DP are not available.",
            7.8,
        )

    def features() -> None:
        s.heading(mark + "Key features", 10)
        s.bullets(
            [
                "Bluetooth LE 5.2: 1M, 2M and Coded PHY",
                "TX power -20 dBm to +8 dBm",
                "RX sensitivity -97 dBm (1 Mbps)",
                "Supply 1.8 V to 3.6 V",
                "1.6 " + MU + "A sleep with RTC running",
                "UART up to 1 Mbaud, AT commands",
                "512 kB flash, 64 kB RAM",
                "CE RED and FCC modular approval",
            ],
            7.8,
            "\u25aa",
        )

    s.side_by_side(overview, features, 265, 16)
    s.heading(mark + "2  Versions", 10)
    s.caption("Tbl. 1  Version differences", 7.8)
    s.table(
        [Col("", 150), Col("MRM-B54P", 175), Col("MRM-B54U", 174)],
        [
            ["Antenna", "PCB trace antenna, 1.5 dBi peak", "u.FL connector, external antenna"],
            [
                "Operating temperature",
                "-40 " + DEG + " to +85 " + DEG,
                "-40 " + DEG + " to +105 " + DEG,
            ],
            ["Size", "13.0 x 18.5 x 2.2 mm", "13.0 x 15.2 x 2.2 mm"],
            ["Approvals", "CE RED, FCC ID 2BQ4R-B54P", "CE RED (with listed antennas only)"],
            ["Order code (reel of 500)", "MRM-B54P-TR500", "MRM-B54U-TR500"],
        ],
        7.6,
    )
    s.heading(mark + "3  Absolute maximum ratings", 10)
    s.caption("Tbl. 2  Absolute maximum ratings", 7.8)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min", 60, "C"),
            Col("Max", 90, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "VDD", "-0.3", "+3.9", "V"],
            ["Voltage on any I/O pin", "VIO", "-0.3", "VDD + 0.3", "V"],
            ["RF input level", "", "", "+10", "dBm"],
            ["Storage temperature", "TSTG", "-40", "+125", DEG],
            ["ESD (HBM)", "", "", "2", "kV"],
        ],
        7.6,
    )
    s.heading(mark + "4  Recommended operating conditions", 10)
    s.caption("Tbl. 3  Recommended operating conditions", 7.8)
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
            ["Supply voltage", "VDD", "1.8", "3.0", "3.6", "V"],
            ["Supply rise time (0 V to 1.8 V)", "tR", "", "", "60", "ms"],
            ["Supply ripple, 0 to 1 MHz", "", "", "", "30", "mVpp"],
            ["Operating temperature", "TA", "see Tbl. 1", "", "", ""],
        ],
        7.6,
    )
    s.heading(mark + "5  Radio characteristics", 10)
    s.caption("Tbl. 4  Radio (VDD = 3.0 V, TA = 25 " + DEG + ")", 7.8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Condition", 150),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Frequency range", "", "2402", "", "2480", "MHz"],
            ["Channels", "2 MHz spacing", "", "40", "", ""],
            ["TX output power", "programmable, 4 dB steps", "-20", "", "+8", "dBm"],
            ["RX sensitivity", "1 Mbps, BER 0.1 %", "", "-97", "", "dBm"],
            ["", "2 Mbps", "", "-94", "", "dBm"],
            ["", "Coded PHY, 500 kbps", "", "-99", "", "dBm"],
            ["", "Coded PHY, 125 kbps", "", "-103", "", "dBm"],
            ["Maximum RX input level", "", "", "0", "", "dBm"],
        ],
        7.6,
    )

    s.add_page()
    s.heading(mark + "6  Current consumption", 10)
    s.caption("Tbl. 5  Current consumption (VDD = 3.0 V, TA = 25 " + DEG + ")", 7.8)
    s.table(
        [Col("Mode", 230), Col("Typ", 60, "C"), Col("Unit", 50, "C"), Col("Note", 159)],
        [
            ["TX, +8 dBm", "14.2", "mA", "radio on, CPU waiting"],
            ["TX, 0 dBm", "6.1", "mA", ""],
            ["RX, 1 Mbps", "5.4", "mA", ""],
            ["Idle, CPU running, radio off", "1.9", "mA", "UART active"],
            ["Advertising, 0 dBm, 1 s interval", "18", MU + "A", "average"],
            ["Sleep, RTC on, RAM retained", "1.6", MU + "A", "wakes on UART RX or timer"],
            ["Power-off", "0.4", MU + "A", "wakes on WAKE pin only"],
        ],
        7.6,
    )
    s.heading(mark + "7  Digital I/O", 10)
    s.caption("Tbl. 6  GPIO and UART pins", 7.8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Condition", 150),
            Col("Min", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Input high voltage, VIH", "", "0.7 x VDD", "VDD", "V"],
            ["Input low voltage, VIL", "", "0", "0.3 x VDD", "V"],
            ["Output high voltage, VOH", "standard drive, 2 mA", "VDD - 0.4", "VDD", "V"],
            ["Output low voltage, VOL", "standard drive, 2 mA", "0", "0.4", "V"],
            ["Output current", "high drive, per pin", "", "10", "mA"],
        ],
        7.6,
    )
    s.para(
        "The I/O pins are not 5 V tolerant. Connect a 5 V host through a level shifter or a "
        "resistor divider on its TX line.",
        7.8,
    )
    s.heading(mark + "8  UART and AT commands", 10)
    s.para(
        "Factory default: 115200 baud, 8 data bits, no parity, 1 stop bit, no flow control. "
        "The rate can be changed with AT+BAUD to any standard value from 1200 to 1000000 "
        "baud; it is stored in flash.",
        7.8,
    )
    s.caption("Tbl. 7  Frequently used AT commands", 7.8)
    s.table(
        [Col("Command", 150), Col("Function", 210), Col("Example / range", 139)],
        [
            ["AT+NAME=<name>", "advertised device name", "up to 20 characters"],
            ["AT+BAUD=<rate>", "UART baud rate", "AT+BAUD=57600"],
            ["AT+TXPWR=<dBm>", "TX output power", "-20 to 8"],
            ["AT+ADVINT=<ms>", "advertising interval", "20 to 10240"],
            ["AT+PHY=<n>", "preferred PHY", "1 = 1M, 2 = 2M, 3 = Coded"],
            ["AT+SLEEP", "enter sleep", "any UART byte wakes it"],
            ["AT+OFF", "power-off", "WAKE pin low wakes it"],
        ],
        7.6,
    )
    s.heading(mark + "9  Pin assignment (excerpt)", 10)
    s.caption("Tbl. 8  Pins", 7.8)
    s.table(
        [Col("Pad", 50, "C"), Col("Name", 90, "C"), Col("Type", 60, "C"), Col("Description", 299)],
        [
            ["1, 12, 24", "GND", "P", "ground"],
            ["2", "VDD", "P", "supply, 1.8 V to 3.6 V"],
            ["5", "UART_TX", "O", "module transmit"],
            ["6", "UART_RX", "I", "module receive"],
            ["9", "WAKE", "I", "wake from power-off, active low"],
            ["10", "STATUS", "O", "high while a central is connected"],
            ["22", "ANT / u.FL", "RF", "MRM-B54P: internal; MRM-B54U: to connector"],
        ],
        7.6,
    )
    return save(s, out / "mrm-b54.pdf")


# ------------------------------------------------- NTC signal-conditioner board (Maputo)
def lpent10(out: Path) -> Path:
    mark = "\u25b7 "
    style = Style(
        font="DejaVuSerif",
        header_left="Ba\u00eda Electr\u00f3nica  \u00b7  Maputo",
        header_right="LPE-NT10  NTC thermometer board",
        footer_left="Ba\u00eda Electr\u00f3nica, Lda  \u00b7  Av. Julius Nyerere 1420, Maputo  "
        "\u00b7  NUIT 400 118 273  \u00b7  pre\u00e7os em MT, IVA incl.",
        footer_right="folha {page}/{nb}",
        rule_color=(40, 120, 80),
        table_fill=None,
        accent=(30, 100, 65),
        grid=False,
    )
    s = Sheet(style, "LPE-NT10 NTC thermistor signal-conditioner board")
    s.add_page()
    s.title_block(
        "LPE-NT10-5 / LPE-NT10-3",
        "NTC thermistor signal-conditioner board with probe: linear analog output plus a "
        "threshold output",
        "Ref. BE-3371 (LPE-NT10-5, for 5 V boards)  \u00b7  Ref. BE-3372 (LPE-NT10-3, for "
        "3.3 V boards)  \u00b7  board 32 x 14 mm, probe on 1 m cable",
        18,
    )
    s.heading(mark + "What it does", 10.5)
    s.para(
        "The board feeds a 10 k" + OHM + " NTC probe from a precision reference and straightens "
        "its curve with an op-amp stage, so the AO pin gives a straight line from -20 "
        + DEG
        + " to +100 "
        + DEG
        + ": read it with any ADC and convert with one multiplication. A "
        "comparator with a trimmer gives a digital DO output that switches at a temperature "
        "you set (fan, heater or alarm) without any code.",
        8.3,
    )
    s.table(
        [
            Col("Ref.", 60),
            Col("Version", 110),
            Col("Use with", 120),
            Col("1 un.", 100, "R"),
            Col("10 un. (each)", 109, "R"),
        ],
        [
            ["BE-3371", "LPE-NT10-5", "Arduino Uno, Nano", "MT 520,00", "MT 465,00"],
            ["BE-3372", "LPE-NT10-3", "ESP32, Pi Pico, STM32", "MT 560,00", "MT 495,00"],
        ],
        8.0,
    )
    s.heading(mark + "Specifications", 10.5)
    s.table(
        [
            Col("Item", 170),
            Col("LPE-NT10-5", 95, "C"),
            Col("LPE-NT10-3", 95, "C"),
            Col("Note", 139),
        ],
        [
            ["Supply voltage (VCC)", "4.75 - 5.25 V", "3.0 - 3.6 V", "regulated supply"],
            ["Supply current", "3.1 mA typ.", "2.4 mA typ.", "DO off"],
            [
                "Measuring range",
                "-20 " + ELL + " +100 " + DEG,
                "-20 " + ELL + " +100 " + DEG,
                "AO clamps outside",
            ],
            ["Analog output AO", "0.30 - 4.50 V", "0.30 - 2.70 V", "over the range"],
            ["Output slope", "35 mV/" + DEG, "20 mV/" + DEG, "see formula below"],
            [
                "Accuracy (board + probe)\n0 " + ELL + " +70 " + DEG,
                PM + "1.0 " + DEG,
                PM + "1.0 " + DEG,
                "",
            ],
            [
                "Accuracy (board + probe)\n-20 " + ELL + " 0 / +70 " + ELL + " +100 " + DEG,
                PM + "2.0 " + DEG,
                PM + "2.5 " + DEG,
                "",
            ],
            ["AO load", GE + " 10 k" + OHM, GE + " 10 k" + OHM, "to GND"],
            [
                "DO output",
                "comparator, 10 k" + OHM + "\npull-up to VCC",
                "comparator, 10 k" + OHM + "\npull-up to VCC",
                "low when T > set point",
            ],
            ["DO sink current", "15 mA max.", "15 mA max.", "LED on board"],
        ],
        8.0,
    )
    s.para(
        "AO = 1.00 V + 35 mV/"
        + DEG
        + " x T (LPE-NT10-5);  AO = 0.70 V + 20 mV/"
        + DEG
        + " x T (LPE-NT10-3), T in "
        + DEG
        + ". AO comes from an internal reference, so it "
        "does not move with VCC.",
        8.0,
    )
    s.heading(mark + "Probe", 10.5)
    s.table(
        [Col("", 170), Col("", 329)],
        [
            [
                "Sensor",
                "NTC 10 k"
                + OHM
                + " "
                + PM
                + "1 % at 25 "
                + DEG
                + ", B25/85 = 3950 K "
                + PM
                + "1 %",
            ],
            ["Construction", "stainless steel tip 5 x 25 mm, epoxy-sealed, 1 m PVC cable"],
            ["Probe temperature limits", "-40 " + DEG + " to +105 " + DEG + " (cable included)"],
            ["Time constant (63 %)", "10 s in stirred water"],
        ],
        8.0,
        show_head=False,
    )
    s.heading(mark + "Board", 10.5)
    s.table(
        [Col("", 170), Col("", 329)],
        [
            ["Operating temperature", "0 " + DEG + " to +60 " + DEG + ", keep the board dry"],
            ["Storage temperature", "-20 " + DEG + " to +70 " + DEG],
            ["Connector", "4-pin 2.54 mm header (VCC, GND, AO, DO) + 2-pin probe socket"],
        ],
        8.0,
        show_head=False,
    )

    s.add_page()
    s.heading(mark + "Output voltage at a few temperatures", 10.5)
    s.table(
        [
            Col("T (" + DEG + ")", 90, "C"),
            Col("AO, LPE-NT10-5 (V)", 130, "C"),
            Col("AO, LPE-NT10-3 (V)", 130, "C"),
            Col("Probe resistance", 149, "C"),
        ],
        [
            ["-20", "0.30", "0.30", "105.4 k" + OHM],
            ["0", "1.00", "0.70", "33.6 k" + OHM],
            ["25", "1.875", "1.20", "10.0 k" + OHM],
            ["50", "2.75", "1.70", "3.59 k" + OHM],
            ["75", "3.625", "2.20", "1.65 k" + OHM],
            ["100", "4.50", "2.70", "0.70 k" + OHM],
        ],
        8.0,
    )
    s.heading(mark + "Wiring", 10.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Connect to", 449)],
        [
            ["VCC", "5 V (LPE-NT10-5) or 3.3 V (LPE-NT10-3)"],
            ["GND", "ground"],
            ["AO", "an analog input (A0 on an Uno, an ADC1 pin on an ESP32)"],
            ["DO", "a digital input, or leave open and just watch the red LED"],
        ],
        8.0,
    )
    s.heading(mark + "Setting the DO threshold", 10.5)
    s.para(
        "Put the probe at the temperature where DO should switch, then turn the blue trimmer "
        "until the red LED just lights. The comparator has about 1 " + DEG + " of hysteresis, "
        "so DO does not chatter.",
        8.3,
    )
    s.heading(mark + "Questions we get", 10.5)
    faq = [
        (
            "Is the probe waterproof?",
            "The tip is epoxy-sealed and can sit in water, coffee or an aquarium. We do not "
            "state an IP rating, and the cable should not be immersed for long.",
        ),
        (
            "Why does AO read 0.30 V all the time?",
            "The probe is unplugged or colder than -20 " + DEG + ": AO clamps at the bottom of "
            "its range. A reading stuck at the top means a shorted probe or more than +100 "
            + DEG
            + ".",
        ),
        (
            "Can I use the DO output alone?",
            "Yes. DO goes low (LED on) when the probe is warmer than the set point, and it can "
            "sink 15 mA, enough for a small relay module input but not a bare relay coil.",
        ),
        (
            "Can I use two boards on one Arduino?",
            "Yes, each needs its own analog input. Share VCC and GND.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 8.3, bold=True)
        s.para(answer, 8.3)
    return save(s, out / "lpe-nt10.pdf")


# -------------------------------------------------- 7-segment LED display driver (Busan)
def hds6733(out: Path) -> Path:
    mark = "\u25d0 "
    style = Style(
        font="DejaVu",
        header_left="HAEUNDAE DISPLAY SEMICONDUCTOR",
        header_right="HDS6733 / HDS6733L",
        footer_left="HDS-E-6733 Rev 1.1  \u00b7  2024.01  \u00b7  Haeundae Display Semiconductor "
        "Co., Ltd., Busan, Korea",
        footer_right="P. {page}/{nb}",
        rule_color=(70, 70, 70),
        table_fill=(245, 240, 225),
        accent=(60, 60, 60),
        grid=True,
    )
    s = Sheet(style, "HDS6733 7-segment LED display driver")
    s.add_page()
    s.title_block(
        "HDS6733 / HDS6733L",
        "8-Digit 7-Segment LED Display Driver with I" + SQ + "C Interface and Key Scan",
        "SOP-28 / SSOP-28  \u00b7  HDS6733: 5 V  \u00b7  HDS6733L: low-voltage version",
        20,
    )
    s.heading(mark + "1. GENERAL DESCRIPTION", 10)
    s.para(
        "The HDS6733 drives up to eight common-cathode 7-segment digits (seven segments plus "
        "decimal point each) or 64 discrete LEDs by multiplexing. Segment outputs source a "
        "constant current and digit outputs sink the digit current, so no external resistors "
        "or transistors are needed. A 16-step PWM sets the brightness, and an 8 x 3 key "
        "matrix is scanned in the background. The host writes the display RAM over I"
        + SQ
        + "C; three address pins let up to eight drivers share one bus. The HDS6733L is the "
        "low-voltage version for 3.3 V systems.",
        8.0,
    )
    s.heading(mark + "2. FEATURES", 10)

    def feat_left() -> None:
        s.bullets(
            [
                "8 digits x 8 segments (64 LEDs)",
                "Segment current 20 mA typ. at 5 V",
                "16-step PWM brightness",
                "Blinking at 0.5 Hz, 1 Hz or 2 Hz",
            ],
            7.8,
        )

    def feat_right() -> None:
        s.bullets(
            [
                "I" + SQ + "C interface up to 400 kHz",
                "8 addresses selected by A0 to A2",
                "8 x 3 key scan with interrupt output",
                "Standby current 5 " + MU + "A typ.",
            ],
            7.8,
        )

    s.side_by_side(feat_left, feat_right, 245, 9)
    s.heading(mark + "3. ORDERING INFORMATION", 10)
    s.table(
        [
            Col("Part number", 120),
            Col("Package", 90, "C"),
            Col("VDD range", 100, "C"),
            Col("Packing", 189, "C"),
        ],
        [
            ["HDS6733-S28", "SOP-28", "4.5 V to 5.5 V", "tube, 27 pcs"],
            ["HDS6733-SS28", "SSOP-28", "4.5 V to 5.5 V", "reel, 2000 pcs"],
            ["HDS6733L-S28", "SOP-28", "2.7 V to 5.5 V", "tube, 27 pcs"],
            ["HDS6733L-SS28", "SSOP-28", "2.7 V to 5.5 V", "reel, 2000 pcs"],
        ],
        7.6,
    )
    s.heading(mark + "4. ABSOLUTE MAXIMUM RATINGS (Ta = 25 " + DEG + ")", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Rating", 140, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Supply voltage", "VDD", "-0.3 to 6.0", "V"],
            ["Input voltage (SCL, SDA, A0-A2)", "VIN", "-0.3 to VDD + 0.3", "V"],
            ["Digit output sink current", "IDIG", "200", "mA"],
            ["Power dissipation (SOP-28)", "PD", "1200", "mW"],
            ["Operating temperature", "Topr", "-40 to +85", DEG],
            ["Storage temperature", "Tstg", "-55 to +150", DEG],
        ],
        7.6,
    )
    s.heading(mark + "5. RECOMMENDED OPERATING CONDITIONS", 10)
    s.table(
        [
            Col("Parameter", 130),
            Col("Symbol", 45, "C"),
            Col("Min", 44, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Min", 44, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 76, "C"),
        ],
        [
            ["Supply voltage", "VDD", "4.5", "5.0", "5.5", "2.7", "3.3", "5.5", "V"],
            ["High-level input voltage", "VIH", "0.7 VDD", "", "VDD", "0.7 VDD", "", "VDD", "V"],
            ["Low-level input voltage", "VIL", "0", "", "0.3 VDD", "0", "", "0.3 VDD", "V"],
            ["Operating temperature", "Topr", "-40", "", "+85", "-40", "", "+85", DEG],
        ],
        7.6,
        head_rows=[["", "", "HDS6733", "<", "<", "HDS6733L", "<", "<", ""]],
    )

    s.add_page()
    s.heading(mark + "6. ELECTRICAL CHARACTERISTICS (Ta = 25 " + DEG + ")", 10)
    s.table(
        [
            Col("Parameter", 122),
            Col("Symbol", 45, "C"),
            Col("Condition", 150),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Unit", 68, "C"),
        ],
        [
            [
                "Operating current",
                "IDD",
                "display on, all segments,\nno LED load, VDD = 5 V",
                "",
                "4.5",
                "7",
                "mA",
            ],
            ["Standby current", "ISTB", "oscillator off, VDD = 5 V", "", "5", "10", MU + "A"],
            [
                "Input high voltage\n(SCL, SDA, A0-A2)",
                "VIH",
                "VDD = 5.0 V\nVDD = 3.3 V (HDS6733L)",
                "3.5\n2.31",
                "",
                "",
                "V",
            ],
            [
                "Input low voltage\n(SCL, SDA, A0-A2)",
                "VIL",
                "VDD = 5.0 V\nVDD = 3.3 V (HDS6733L)",
                "",
                "",
                "1.5\n0.99",
                "V",
            ],
            ["SDA output low voltage", "VOL", "IOL = 3 mA", "", "", "0.4", "V"],
            [
                "Segment source current",
                "ISEG",
                "VDD = 5 V, VSEG = 3 V\nVDD = 3.3 V, VSEG = 1.8 V",
                "16\n9",
                "20\n12",
                "24\n15",
                "mA",
            ],
            ["Digit sink current", "IDIG", "VDIG = 1 V, VDD = 5 V", "140", "160", "", "mA"],
            ["Oscillator frequency", "fOSC", "", "", "400", "", "kHz"],
            ["SCL clock frequency", "fSCL", "", "", "", "400", "kHz"],
            ["Power-on reset release", "VPOR", "", "", "2.2", "", "V"],
        ],
        7.6,
    )
    s.heading(mark + "7. I" + SQ + "C ADDRESS", 10)
    s.para(
        "The 7-bit slave address is 1011 A2 A1 A0 in binary: 0x58 with A2 = A1 = A0 = 0, up "
        "to 0x5F with all three pins high. A0 to A2 have internal pull-downs. The first byte "
        "on the bus is therefore B0h (write) or B1h (read) when the address pins are left "
        "open.",
        8.0,
    )
    s.heading(mark + "8. COMMAND SUMMARY", 10)
    s.table(
        [Col("Command", 130), Col("Code (hex)", 90, "C"), Col("Description", 279)],
        [
            ["Display RAM address", "00 to 0F", "write pointer, followed by segment data"],
            ["System setup", "20 / 21", "oscillator off (standby) / on"],
            ["Key data address", "40 to 45", "read pointer for the key matrix"],
            ["Display setup", "80 to 87", "display off / on, blinking off, 2 Hz, 1 Hz, 0.5 Hz"],
            ["Interrupt setup", "A0 to A3", "INT pin off / on, active low or high"],
            ["Dimming", "E0 to EF", "brightness 1/16 to 16/16 duty"],
        ],
        7.6,
    )
    s.para(
        "After power-on the oscillator is off and the display is blank. Send 21h, then 81h "
        "(display on, no blinking) and EFh (full brightness) before writing digits.",
        7.8,
    )
    s.heading(mark + "9. PIN DESCRIPTION", 10)
    s.table(
        [Col("Pin", 70, "C"), Col("Name", 90, "C"), Col("Description", 339)],
        [
            ["1-8", "DIG0-DIG7", "digit outputs (common cathode), open-drain sink"],
            ["9-16", "SEG0-SEG7", "segment outputs a to g and DP, constant-current source"],
            ["17-19", "KS0-KS2", "key scan inputs"],
            ["20", "INT", "key interrupt, open-drain"],
            ["21-23", "A0-A2", "address select, internal pull-down"],
            ["24", "SDA", "serial data, open-drain"],
            ["25", "SCL", "serial clock input"],
            ["26", "VDD", "supply"],
            ["27, 28", "GND", "ground"],
        ],
        7.6,
    )
    return save(s, out / "hds6733.pdf")


# ------------------------------------------------------- Hall water-flow sensor (Cixi)
def cxf201(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="CIXI HENGTONG FLUID INSTRUMENT CO., LTD.",
        header_right="Q/CXHT 021-2023    CXF-201 series",
        footer_left="No. 88 Xinxing Road, Zhouxiang Town, Cixi, Zhejiang, China  -  Tel "
        "+86-574-6352 0188  -  Spec. No. HT-CXF201-E04",
        footer_right="Pg.{page} of {nb}",
        rule_color=(170, 130, 0),
        table_fill=(250, 244, 220),
        accent=(120, 90, 0),
        grid=True,
    )
    s = Sheet(style, "CXF-201 Hall-effect water flow sensor")
    s.add_page()
    s.title_block(
        "CXF-201A / CXF-201B",
        "Hall-effect water flow sensor with pulse output - Product Specification",
        "Version: E04    Date: 2023-11-20    Prepared: Lin Q.    Checked: Zhou H.    "
        "Approved: Shen W.",
        20,
    )
    s.heading("Article 1   Scope", 10.5)
    s.para(
        "This specification covers the CXF-201 series of turbine flow sensors for water. A "
        "rotor with a ring magnet turns in the water stream; a Hall-effect sensor outside the "
        "water chamber turns each revolution into electrical pulses. The pulse frequency is "
        "proportional to the flow. Typical uses: water dispensers, coffee machines, water "
        "heaters, garden irrigation and flow monitoring with microcontrollers.",
        8.3,
    )
    s.heading("Article 2   Models", 10.5)
    s.table(
        [
            Col("Model", 70, "C"),
            Col("Thread", 55, "C"),
            Col("Flow range", 85, "C"),
            Col("Pulse characteristic", 110, "C"),
            Col("Pulses per litre", 80, "C"),
            Col("Max. working pressure", 99, "C"),
        ],
        [
            ["CXF-201A", 'G1/2"', "1 - 30 L/min", "F = 7.5 x Q", "450", "1.75 MPa"],
            ["CXF-201B", 'G3/4"', "2 - 60 L/min", "F = 4.8 x Q", "288", "1.2 MPa"],
        ],
        8.0,
    )
    s.para("F: pulse frequency in Hz; Q: flow in L/min.", 7.8)
    s.heading("Article 3   Electrical and performance specifications", 10.5)
    s.table(
        [Col("No.", 35, "C"), Col("Item", 135), Col("Specification", 205), Col("Remark", 124)],
        [
            ["3.1", "Rated working voltage", "DC 5 V", ""],
            ["3.2", "Working voltage range", "DC 4.5 V - 18 V", ""],
            ["3.3", "Working current", "max. 15 mA", "at DC 5 V"],
            [
                "3.4",
                "Output signal",
                "square-wave pulse, NPN with\n10 kOhm pull-up to VCC",
                "3-wire",
            ],
            [
                "3.5",
                "Output high level",
                "min. 4.5 V (VCC = 5 V)\nmin. 11.5 V (VCC = 12 V)",
                "follows VCC",
            ],
            ["3.6", "Output low level", "max. 0.5 V", "sink 10 mA"],
            ["3.7", "Duty cycle", "50 % +/- 10 %", ""],
            ["3.8", "Output rise / fall time", "0.04 us / 0.18 us", "no load"],
            ["3.9", "Accuracy", "+/- 5 %", "CXF-201A 3 - 30 L/min,\nCXF-201B 5 - 60 L/min"],
            ["3.10", "Insulation resistance", "> 100 MOhm", "at DC 500 V"],
            ["3.11", "Pressure test", "1.75 MPa (A) / 1.2 MPa (B), 1 min", "no leakage"],
        ],
        8.0,
    )
    s.heading("Article 4   Environmental conditions", 10.5)
    s.table(
        [Col("No.", 35, "C"), Col("Item", 135), Col("Specification", 329)],
        [
            ["4.1", "Liquid temperature", "max. 80 \u00b0C"],
            ["4.2", "Operating humidity", "25 % - 95 % RH (no condensation)"],
            ["4.3", "Storage temperature", "-25 \u00b0C - +80 \u00b0C"],
            ["4.4", "Storage humidity", "max. 90 % RH"],
        ],
        8.0,
    )

    s.add_page()
    s.heading("Article 5   Flow - frequency test data (CXF-201A, water, 25 \u00b0C)", 10.5)
    s.table(
        [
            Col("Flow (L/min)", 100, "C"),
            Col("Nominal F (Hz)", 110, "C"),
            Col("Measured F (Hz)", 110, "C"),
            Col("Error", 80, "C"),
            Col("Result", 99, "C"),
        ],
        [
            ["2", "15.0", "15.2", "+1.3 %", "OK"],
            ["5", "37.5", "37.9", "+1.1 %", "OK"],
            ["10", "75.0", "74.1", "-1.2 %", "OK"],
            ["20", "150.0", "151.6", "+1.1 %", "OK"],
            ["30", "225.0", "221.8", "-1.4 %", "OK"],
        ],
        8.0,
    )
    s.heading("Article 6   Wiring", 10.5)
    s.table(
        [Col("Wire colour", 100, "C"), Col("Function", 399)],
        [
            ["Red", "VCC, DC 4.5 V - 18 V"],
            ["Black", "GND"],
            ["Yellow", "pulse output (10 kOhm pull-up to VCC inside the sensor)"],
        ],
        8.0,
    )
    s.heading("Article 7   Materials", 10.5)
    s.table(
        [Col("Part", 130), Col("Material", 369)],
        [
            ["Housing", "PA66 + 30 % glass fibre, black"],
            ["Rotor", "POM"],
            ["Magnet", "ferrite ring, 6 poles"],
            ["Shaft", "stainless steel SUS304"],
            ["Seal", "NBR O-ring"],
            ["Cable", "3 x 26 AWG, PVC, 150 mm, JST XH-3P"],
        ],
        8.0,
    )
    s.heading("Article 8   Installation notes", 10.5)
    s.bullets(
        [
            "Install with the flow in the direction of the arrow on the housing.",
            "Keep a straight pipe of at least 10 diameters before the sensor; remove air "
            "from the line before measuring.",
            "Do not exceed the maximum working pressure; avoid water hammer.",
            "Mount the sensor with the cable above the water line and keep the connector dry.",
            "For water only. Not for fuel, oil or other flammable liquids.",
            "Calibrate in the final installation if better than +/- 5 % is needed.",
        ],
        8.0,
        "-",
    )
    s.heading("Article 9   Reliability tests", 10.5)
    s.table(
        [Col("No.", 35, "C"), Col("Test", 160), Col("Condition", 304)],
        [
            ["9.1", "Life test", "3000 h continuous at 20 L/min, 25 \u00b0C water"],
            ["9.2", "Thermal cycling", "-25 \u00b0C / +80 \u00b0C, 30 min each, 10 cycles"],
            ["9.3", "Drop test", "1 m onto concrete, 3 times, each axis"],
            ["9.4", "Vibration", "10 - 55 Hz, 1.5 mm amplitude, 2 h per axis"],
        ],
        8.0,
    )
    return save(s, out / "cxf-201.pdf")
