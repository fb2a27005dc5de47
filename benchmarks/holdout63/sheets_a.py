"""Hold-out 63 datasheets, part 1: a Zigbee radio module, a 9-axis IMU breakout
board, a bidirectional I2C level shifter board and an active buzzer module.

A Korean module specification in Korean-English (one column per version, a table
continued on page 2, absolute maximum vs recommended rows of the same names), a
Dutch maker-shop product sheet (sensor data as two half-width tables side by side,
a 'Typical performance' prose section stating limits), a US maker-shop level
shifter guide (a table whose columns are supply-voltage pairs, values in a FAQ)
and a Japanese buzzer sheet (one column per rated voltage, typ.-only rows).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
LP = "\uff08"
RP = "\uff09"


# ------------------------------------------------------------ Zigbee module (Korean)
def smz2410(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="SEORAK MESH Co., Ltd.",
        header_right="SMZ-2410 Series  Product Specification  Rev 1.3",
        footer_left="Seorak Mesh Co., Ltd.  Gangneung, Korea  |  Confidential",
        footer_right="- {page} -",
        table_fill=(232, 240, 228),
        accent=(20, 90, 60),
    )
    s = Sheet(style, "SMZ-2410 Zigbee module")
    s.add_page()
    s.title_block(
        "SMZ-2410 / SMZ-2410P",
        "2.4 GHz Zigbee 3.0 Module (IEEE 802.15.4)",
        "Product Specification  |  Document No. SM-PS-2410-E",
        19,
    )
    s.heading("1. General Description", 10)
    s.para(
        "SMZ-2410 series is small size Zigbee module with 32-bit ARM core and 512 KB "
        "flash. Module has AT command firmware and the host control module by UART. "
        "SMZ-2410P has built-in power amplifier (PA) and LNA for long distance. Both "
        "version use same pin-out and same firmware, so customer can change version "
        "without PCB change.",
        8.5,
    )
    s.heading("2. Feature", 10)
    s.bullets(
        [
            "Zigbee 3.0 stack, router / end device / coordinator",
            "Frequency band 2405 MHz ~ 2480 MHz (16 channel, 5 MHz step)",
            "UART interface, default baud rate 115200 bps (8N1), AT command",
            "Sleep current is very low for battery end device",
            "On-board PCB antenna or U.FL connector (option -U)",
        ],
        8.5,
    )
    s.heading("3. RF Characteristic (each version)", 10)
    s.para("Test condition : VCC = 3.3 V, Ta = 25 " + DEG + ", channel 18 (2440 MHz)", 7.5)
    s.table(
        [
            Col("Item", 170),
            Col("SMZ-2410", 110, "C"),
            Col("SMZ-2410P", 110, "C"),
            Col("Unit", 50, "C"),
            Col("Remark", 59, "C"),
        ],
        [
            ["Maximum output power", "+8", "+20", "dBm", "conducted"],
            ["Receive sensitivity", "-100", "-104", "dBm", "PER 1 %"],
            ["TX current at max power", "34", "128", "mA", "typ."],
            ["RX current", "11", "19", "mA", "typ."],
            ["Deep sleep current", "1.2", "2.0", MU + "A", "RAM retained"],
            ["Line-of-sight range", "200", "800", "m", "reference"],
        ],
        7.8,
    )
    s.heading("4. Absolute Maximum Rating", 10)
    s.table(
        [Col("Item", 200), Col("Symbol", 70, "C"), Col("Rating", 120, "C"), Col("Unit", 60, "C")],
        [
            ["Supply voltage", "VCC", "-0.3 ~ 3.9", "V"],
            ["Voltage on any I/O pin", "VIO", "-0.3 ~ VCC+0.3", "V"],
            ["RF input level", "PRF", "+10", "dBm"],
            ["Storage temperature", "Tstg", "-40 ~ +125", DEG],
        ],
        7.8,
    )
    s.heading("5. Recommended Operating Condition", 10)
    s.table(
        [
            Col("Item", 150),
            Col("Version", 90, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Supply voltage", "SMZ-2410", "2.0", "3.3", "3.6", "V"],
            ["", "SMZ-2410P", "2.7", "3.3", "3.6", "V"],
            ["Operating temperature", "SMZ-2410", "-40", "", "+105", DEG],
            ["", "SMZ-2410P", "-40", "", "+85", DEG],
        ],
        7.8,
    )
    s.para("* Table continue to next page.", 7.5)
    s.add_page()
    s.heading("5. Recommended Operating Condition (continue)", 10)
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 90, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Input high voltage", "VIH", "0.7xVCC", "", "VCC", "V"],
            ["Input low voltage", "VIL", "0", "", "0.3xVCC", "V"],
            ["", "VOH", "VCC-0.4", "", "", "V"],
            ["", "VOL", "", "", "0.4", "V"],
            ["Operating humidity", "", "10", "", "90", "%RH"],
        ],
        7.8,
    )
    s.para(
        "Note) Module I/O is not 5 V tolerant. When host MCU is 5 V, please use level "
        "shift circuit on TXD and RXD.",
        8,
    )
    s.heading("6. Pin Description", 10)
    s.table(
        [
            Col("Pin No.", 60, "C"),
            Col("Name", 80, "C"),
            Col("Type", 60, "C"),
            Col("Description", 289),
        ],
        [
            ["1", "GND", "P", "Ground"],
            ["2", "VCC", "P", "Power supply 3.3 V"],
            ["3", "TXD", "O", "UART transmit"],
            ["4", "RXD", "I", "UART receive"],
            ["5", "RST", "I", "Reset, active low (internal 47 k pull-up)"],
            ["6", "WAKE", "I", "Wake-up from sleep, rising edge"],
            ["7", "LINK", "O", "Network joined indicator"],
            ["8", "GND", "P", "Ground"],
        ],
        7.8,
    )
    s.heading("7. AT Command (part)", 10)
    s.table(
        [Col("Command", 120), Col("Function", 250), Col("Default", 119, "C")],
        [
            ["AT+BAUD=<n>", "Set UART baud, n = 0 ~ 7", "6"],
            ["AT+PANID", "Read / write PAN ID", "0x1A62"],
            ["AT+CH=<n>", "Channel 11 ~ 26", "18"],
            ["AT+TXP=<n>", "Output power step 0 ~ 9", "9"],
        ],
        7.8,
    )
    s.heading("8. Certification", 10)
    s.para(
        "KC certification is finished for SMZ-2410. Other region certification "
        "(CE, FCC) is under progress; please contact sales.",
        8.5,
    )
    revision_table(
        s,
        [["2023.03.02", "1.0", "First release"], ["2023.11.20", "1.3", "Add SMZ-2410P"]],
        (90, 60, 339),
    )
    return save(s, out / "smz-2410.pdf")


# --------------------------------------------------------- 9-axis IMU breakout (Dutch)
def vmb9(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Waalhaven Makerlab",
        header_right="Product sheet  WM-IMU9",
        footer_left="Waalhaven Makerlab B.V.  |  Rotterdam  |  wm-imu9_sheet_v4",
        footer_right="p. {page}/{nb}",
        table_fill=(255, 236, 214),
        accent=(200, 90, 0),
        grid=False,
    )
    s = Sheet(style, "WM-IMU9 9-axis motion breakout")
    s.add_page()
    s.title_block(
        "WM-IMU9",
        "9-axis motion breakout: accelerometer, gyroscope, magnetometer",
        "Ordering codes: WM-IMU9 (pin headers)  |  WM-IMU9-Q (Qwiic-style connectors, no regulator)",
        20,
    )
    s.heading("What it is", 10.5, rule=True)
    s.para(
        "A 25 x 18 mm board with a 6-axis inertial unit and a separate 3-axis "
        "magnetometer on one I2C bus. The WM-IMU9 has a 3.3 V low-dropout regulator "
        "and MOSFET level shifting on SDA / SCL; the WM-IMU9-Q leaves both out and "
        "must be fed with 3.3 V on its connector.",
        8.5,
    )
    s.heading("Typical performance", 10.5, rule=True)
    s.para(
        "Feed the WM-IMU9 with anything from 3.0 V to 5.5 V on VIN; the WM-IMU9-Q "
        "wants 3.3 V, and at least 3.0 V and no more than 3.6 V on its connector. "
        "With all nine axes running at 100 Hz the board draws about 4.1 mA; with the "
        "gyroscope off it drops to 1.3 mA, and in full sleep to 9 " + MU + "A "
        "(regulator included). The bus runs at up to 400 kHz; we do not recommend "
        "fast-mode plus. Keep the board between -20 " + DEG + " and +70 " + DEG + " "
        "while it works: the solder-jumpered calibration data is held only in that range.",
        8.5,
    )
    s.heading("Sensor data", 10.5, rule=True)
    s.para("Typ. values at 3.3 V logic, 25 " + DEG + ".", 7.5)

    def left() -> None:
        s.caption("Accelerometer", 8)
        s.table(
            [Col("Parameter", 92), Col("Value", 78, "C"), Col("Unit", 44, "C")],
            [
                ["Selectable\nfull scale", PM + "2 / 4 / 8 / 16", "g"],
                ["Sensitivity\nat " + PM + "2 g", "16384", "LSB/g"],
                ["Zero-g offset", PM + "60", "mg"],
                ["Output data rate", "12.5 ... 1600", "Hz"],
            ],
            7.3,
        )

    def right() -> None:
        s.caption("Gyroscope", 8)
        s.table(
            [Col("Parameter", 92), Col("Value", 78, "C"), Col("Unit", 44, "C")],
            [
                ["Selectable\nfull scale", PM + "250 ... " + PM + "2000", "dps"],
                ["Sensitivity\nat " + PM + "250 dps", "131", "LSB/dps"],
                ["Zero-rate offset", PM + "3", "dps"],
                ["Output data rate", "25 ... 6400", "Hz"],
            ],
            7.3,
        )

    s.side_by_side(left, right, 232, 35)
    s.caption("Magnetometer", 8)
    s.table(
        [Col("Parameter", 180), Col("Value", 120, "C"), Col("Unit", 60, "C")],
        [
            ["Measurement range", PM + "4900", MU + "T"],
            ["Resolution", "0.15", MU + "T/LSB"],
            ["Output data rate", "10 / 20 / 50 / 100", "Hz"],
        ],
        7.3,
    )
    s.heading("Connections", 10.5, rule=True)
    s.table(
        [Col("Pad", 60), Col("WM-IMU9", 130), Col("WM-IMU9-Q", 130), Col("Note", 179)],
        [
            ["VIN", "3.0 - 5.5 V in", "not fitted", "regulator input"],
            ["3V3", "3.3 V out, 50 mA max", "3.3 V in", "Qwiic red wire"],
            ["SDA / SCL", "level-shifted", "3.3 V only", "10 k" + OHM + " pull-ups"],
            ["INT1 / INT2", "3.3 V push-pull", "3.3 V push-pull", "not 5 V tolerant"],
            ["AD0", "jumper", "jumper", "address select"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("I2C addresses", 10.5, rule=True)
    s.table(
        [Col("Device on the board", 170), Col("AD0 open", 100, "C"), Col("AD0 bridged", 100, "C")],
        [
            ["Inertial unit (accel + gyro)", "0x6A", "0x6B"],
            ["Magnetometer", "0x1E", "0x1E"],
        ],
        7.5,
    )
    s.heading("Register quick reference (inertial unit)", 10.5, rule=True)
    s.table(
        [Col("Register", 90), Col("Address", 70, "C"), Col("Reset", 70, "C"), Col("What", 269)],
        [
            ["WHO_AM_I", "0x0F", "0x6C", "identity, read only"],
            ["CTRL1_XL", "0x10", "0x00", "accel ODR and full scale"],
            ["CTRL2_G", "0x11", "0x00", "gyro ODR and full scale"],
            ["STATUS", "0x1E", "0x00", "data ready flags"],
            ["OUTX_L_G", "0x22", "-", "gyro X, low byte"],
        ],
        7.5,
    )
    s.heading("Limits - do not go past these", 10.5, rule=True)
    s.leaders(
        [
            ("VIN (WM-IMU9)", "6.0 V"),
            ("3V3 pad fed from outside (WM-IMU9-Q)", "4.0 V"),
            ("SDA, SCL (WM-IMU9, level-shifted)", "6.0 V"),
            ("Mechanical shock, powered", "10 000 g for 0.2 ms"),
            ("Storage", "-40 to +105 " + DEG),
        ],
        8.5,
    )
    s.heading("Good to know", 10.5, rule=True)
    s.bullets(
        [
            "Both ordering codes are the same sensors; only the power and connector parts differ.",
            "The magnetometer needs a hard-iron calibration after mounting; we do not "
            "state a heading accuracy.",
            "The board has no fuse and no reverse-polarity protection.",
        ],
        8.5,
    )
    revision_table(
        s,
        [["2024-02-10", "v3", "WM-IMU9-Q added"], ["2024-06-03", "v4", "Typical performance text"]],
        (90, 60, 349),
    )
    return save(s, out / "wm-imu9.pdf")


# ---------------------------------------------- bidirectional level shifter (US maker)
def tls4(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="TALLGRASS INTERFACE WORKS",
        header_right="TLS-4 Hookup & Spec Guide",
        footer_left="Tallgrass Interface Works, Omaha NE  -  guide TLS4-G rev C",
        footer_right="Page {page}",
        table_fill=(210, 225, 240),
        accent=(30, 60, 120),
    )
    s = Sheet(style, "TLS-4 bidirectional level shifter board")
    s.add_page()
    s.title_block(
        "TLS-4",
        "4-Channel Bidirectional Logic Level Converter (I2C-safe)",
        "TLS-4 (BSS138 type, 10k pull-ups on both sides)  -  TLS-4H (2.2k pull-ups on HV side)",
        20,
    )
    s.heading("OVERVIEW", 10)
    s.para(
        "The TLS-4 joins a low-voltage bus (LV side) and a high-voltage bus (HV side) "
        "on four channels. Each channel is an N-MOSFET with pull-ups on both sides, so "
        "it works in both directions without a direction pin and is safe for I2C's "
        "open-drain lines. Tie LV to the lower rail and HV to the higher rail; LV must "
        "always be at least 0.4 V below HV.",
        8.5,
    )
    s.heading("RAILS", 10)
    s.table(
        [
            Col("", 150),
            Col("Min", 60, "C"),
            Col("Nom", 60, "C"),
            Col("Max", 60, "C"),
            Col("", 50, "C"),
        ],
        [
            ["LV reference rail", "1.8", "3.3", "3.6", "V"],
            ["HV reference rail", "2.7", "5.0", "5.5", "V"],
            ["Current per rail, idle", "", "", "1", MU + "A"],
        ],
        8,
    )
    s.heading("HOW FAST CAN IT GO?", 10)
    s.para(
        "Maximum clock per rail pair, TLS-4, 100 pF on the HV side, 25 " + DEG + ". "
        "The TLS-4H's stiffer pull-ups raise the limits in the last row.",
        8,
    )
    s.table(
        [
            Col("Signal", 150),
            Col("1.8 V <-> 3.3 V", 85, "C"),
            Col("1.8 V <-> 5 V", 85, "C"),
            Col("3.3 V <-> 5 V", 85, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["I2C SCL / SDA (open-drain)", "100", "100", "400", "kHz"],
            ["Push-pull (UART, SPI)", "0.8", "0.5", "2", "MHz"],
            ["TLS-4H, I2C", "400", "400", "1000", "kHz"],
        ],
        8,
    )
    s.heading("ABSOLUTE MAXIMUM", 10)
    s.leaders(
        [
            ("HV rail to GND", "6.0 V"),
            ("LV rail to GND", "4.0 V"),
            ("Any channel pin, HV side", "-0.3 V to HV + 0.3 V"),
            ("Continuous current through one channel", "50 mA"),
            ("Operating temperature", "-40 " + DEG + " to +85 " + DEG),
        ],
        8.5,
    )
    s.heading("PINOUT", 10)
    s.table(
        [Col("LV side", 80, "C"), Col("HV side", 80, "C"), Col("Function", 339)],
        [
            ["LV", "HV", "reference rails (no regulator on board)"],
            ["GND", "GND", "common ground, both must be connected"],
            ["LV1 - LV4", "HV1 - HV4", "channel 1 to 4"],
        ],
        8,
    )
    s.add_page()
    s.heading("FAQ", 10)
    s.para(
        "Q: Can the TLS-4 supply my sensor? - No. LV and HV are reference inputs; the "
        "board has no regulator and passes no power from one side to the other.",
        8.5,
    )
    s.para(
        "Q: Will it work with a WS2812 LED strip? - Not reliably. The strip's 800 kHz "
        "data is above the push-pull limits in the table; use a buffer instead.",
        8.5,
    )
    s.para(
        "Q: Does it work for analog signals? - No; channels are digital only.",
        8.5,
    )
    s.para(
        "Q: How long may the HV side cable be? - We have not characterized long "
        "cables; the table assumes 100 pF.",
        8.5,
    )
    s.heading("WHAT IS ON THE BOARD", 10)
    s.table(
        [Col("Ref", 60, "C"), Col("Part", 150), Col("Value", 100, "C"), Col("Note", 189)],
        [
            ["Q1-Q4", "N-MOSFET, SOT-23", "BSS138 type", "VGS(th) 1.3 V typ."],
            ["R1-R4", "LV pull-ups", "10 k", "0402"],
            ["R5-R8", "HV pull-ups", "10 k (TLS-4H: 2.2 k)", "0402"],
        ],
        8,
    )
    revision_table(
        s,
        [["2022-08-01", "A", "first guide"], ["2024-04-18", "C", "TLS-4H, speed table"]],
        (90, 60, 349),
    )
    return save(s, out / "tls-4.pdf")


# ------------------------------------------------------- active buzzer module (Japan)
def hbz(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="HIYOSHI ONKYO BUHIN K.K.",
        header_right="HBZ-M Series  SPECIFICATIONS",
        footer_left="Hiyoshi Onkyo Buhin K.K.  Spec. No. HB-2207-03",
        footer_right="{page}/{nb}",
        table_fill=None,
        grid=False,
    )
    s = Sheet(style, "HBZ-M active buzzer module")
    s.add_page()
    s.title_block(
        "HBZ-M3 / HBZ-M5 / HBZ-M12",
        "Active Buzzer Module (built-in oscillator, transistor driven)",
        LP + "Module with 3-pin header: VCC / I/O / GND" + RP,
        18,
    )
    s.heading("■ Outline", 10)
    s.para(
        "Magnetic transducer with oscillating circuit on board. A low level on I/O "
        "switches the PNP driver on and the buzzer sounds; high level or open is silent.",
        8.5,
    )
    s.heading("■ Electrical characteristics", 10)
    s.para(LP + "Ta=25" + FW_C + ", distance 10 cm, rated voltage" + RP, 7.5)
    s.table(
        [
            Col("Item", 150),
            Col("HBZ-M3", 75, "C"),
            Col("HBZ-M5", 75, "C"),
            Col("HBZ-M12", 75, "C"),
            Col("Unit", 45, "C"),
            Col("Note", 79, "C"),
        ],
        [
            ["Rated voltage", "3", "5", "12", "V DC", ""],
            [
                "Operating voltage",
                "2.5" + FWT + "4.5",
                "3.5" + FWT + "7",
                "8" + FWT + "16",
                "V DC",
                "",
            ],
            ["Rated current", "22", "25", "18", "mA", "max."],
            ["Sound pressure level", "83", "85", "88", "dB", "min."],
            [
                "Resonant frequency",
                "2300" + PM + "300",
                "2300" + PM + "300",
                "2300" + PM + "300",
                "Hz",
                "",
            ],
            ["I/O low level\n(sound ON)", "0.6", "0.8", "0.8", "V", "max."],
        ],
        7.8,
    )
    s.heading("■ Environmental", 10)
    s.table(
        [Col("Item", 150), Col("Spec.", 200, "C"), Col("Note", 149, "C")],
        [
            ["Operating temperature", "-20" + FWT + "+70 " + FW_C, ""],
            ["Storage temperature", "-30" + FWT + "+80 " + FW_C, ""],
            ["Humidity", "85 %RH max.", "no condensation"],
        ],
        7.8,
    )
    s.heading("■ Absolute maximum", 10)
    s.table(
        [
            Col("Item", 150),
            Col("HBZ-M3", 90, "C"),
            Col("HBZ-M5", 90, "C"),
            Col("HBZ-M12", 90, "C"),
            Col("Unit", 79, "C"),
        ],
        [["VCC", "5.5", "9", "20", "V"], ["I/O pin", "VCC", "VCC", "VCC", "V"]],
        7.8,
    )
    s.add_page()
    s.heading("■ Typical characteristics", 10)
    s.table(
        [Col("VCC (HBZ-M5)", 120, "C"), Col("Current", 120, "C"), Col("SPL at 10 cm", 120, "C")],
        [["3.5 V", "14 mA", "78 dB"], ["5 V", "21 mA", "85 dB"], ["7 V", "30 mA", "89 dB"]],
        7.8,
    )
    s.para(
        LP + "typ. only" + RP + " These are typical measurements, not guaranteed.",
        7.5,
    )
    s.heading("■ Pin assignment", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Function", 359)],
        [
            ["1", "VCC", "Supply (see rated voltage of each type)"],
            ["2", "I/O", "Control, low = sound. Pull-up 10 k" + OHM + " to VCC on board"],
            ["3", "GND", "Ground"],
        ],
        7.8,
    )
    s.heading("■ Precautions", 10)
    s.bullets(
        [
            "I/O is pulled up to VCC. With HBZ-M12 at 12 V, the I/O pin rises to 12 V "
            "when the host output is off; do not connect it directly to a 3.3 V or 5 V "
            "microcontroller pin (use an open-collector transistor).",
            "Do not drive with PWM or audio signal; the tone is fixed by the built-in oscillator.",
            "Washing is not allowed (the sound hole is not sealed).",
        ],
        8.5,
    )
    revision_table(
        s,
        [["2022.07.11", "01", "Issued"], ["2024.01.25", "03", "HBZ-M12 added"]],
        (90, 60, 349),
    )
    return save(s, out / "hbz-m.pdf")
