"""Hold-out 56 datasheets, part 2: a GPS receiver module, a solid-state relay module,
a 3-axis gyroscope IC and an e-paper display module.

A Taiwanese GNSS module specification (a table whose columns are operating modes,
sensitivity and TTFF rows, NMEA baud rate in prose), an Italian solid-state relay
board sheet (one column per ordering code, load-side vs control-side rows, a
minimum load current in prose), a Japanese gyroscope data sheet (symbol-only rows,
sensitivity per full scale as unnamed continuation rows, operating-mode current
table typ.-only, register map as decoy) and a Chinese e-paper module specification
(condition sentence with full-width brackets, key/value lines, refresh table).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
LP = "\uff08"
RP = "\uff09"
LE = "\u2264"


# ------------------------------------------------ GPS receiver module (Taiwan)
def ngm6q(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Tamsui Positioning Technology Corp.",
        header_right="NGM-6Q Series  Product Specification",
        footer_left="Confidential - TPT  |  Spec No. TPT-NGM6Q-003",
        footer_right="P.{page}/{nb}",
        table_fill=(222, 232, 250),
        accent=(20, 40, 120),
    )
    s = Sheet(style, "NGM-6Q GNSS receiver module")
    s.add_page()
    s.title_block(
        "NGM-6Q",
        "Multi-GNSS Receiver Module (GPS / GLONASS / BeiDou / Galileo)",
        "NGM-6Q-C: 12.2 x 16.0 mm LCC, for external antenna   |   NGM-6Q-P: 25 x 25 mm "
        "ceramic patch on board",
        17,
    )
    s.heading("1. General Description", 10, rule=True)
    s.para(
        "The NGM-6Q is a 72-channel GNSS receiver with built-in LNA, SAW filter and flash. "
        "It outputs NMEA 0183 sentences on UART at 9600 bps by default; 4800, 19200, 38400, "
        "57600 and 115200 bps can be set by command and stored in flash. The navigation "
        "update rate is 1 Hz by default and up to 10 Hz.",
        8.5,
    )
    s.heading("2. GNSS Performance", 10, rule=True)
    s.table(
        [Col("Item", 160), Col("Condition", 150), Col("Value", 110, "C"), Col("Unit", 79, "C")],
        [
            ["Frequency", "GPS / Galileo", "1575.42", "MHz"],
            ["", "BeiDou B1I", "1561.098", "MHz"],
            ["Sensitivity", "Tracking", "-165", "dBm"],
            ["", "Cold start acquisition", "-148", "dBm"],
            ["Time to first fix", "Cold start, open sky", "26", "s"],
            ["", "Hot start", "1", "s"],
            ["Horizontal position\naccuracy", "CEP50, open sky, 24 h", "1.5", "m"],
            ["Velocity accuracy", "50 % @ 30 m/s", "0.05", "m/s"],
            ["Dynamic limits", "Altitude / velocity", "18000 / 515", "m / m/s"],
        ],
        7.5,
    )
    s.heading("3. Power Consumption", 10, rule=True)
    s.para(
        "VCC = 3.3 V, Ta = 25 " + DEG + ", GPS + BeiDou, typical values. NGM-6Q-P includes the "
        "patch antenna LNA current.",
        7.5,
    )
    s.table(
        [
            Col("Version", 110),
            Col("Acquisition", 95, "C"),
            Col("Tracking", 95, "C"),
            Col("Standby", 95, "C"),
            Col("Backup (V_BCKP)", 104, "C"),
        ],
        [
            ["NGM-6Q-C", "27 mA", "22 mA", "0.45 mA", "12 " + MU + "A"],
            ["NGM-6Q-P", "33 mA", "28 mA", "0.45 mA", "12 " + MU + "A"],
        ],
        7.5,
    )
    s.heading("4. Electrical Characteristics", 10, rule=True)
    s.table(
        [
            Col("Parameter", 140),
            Col("Symbol", 60, "C"),
            Col("Min.", 50, "C"),
            Col("Typ.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unit", 45, "C"),
            Col("Remark", 104, "C"),
        ],
        [
            ["Main supply", "VCC", "2.8", "3.3", "4.3", "V", ""],
            ["Backup supply", "V_BCKP", "1.5", "3.0", "3.6", "V", "RTC + SRAM"],
            ["", "VIH", "2.0", "", "3.6", "V", "RXD, RESET_N"],
            ["", "VIL", "-0.3", "", "0.8", "V", "RXD, RESET_N"],
            ["", "VOH", "2.4", "", "3.1", "V", "TXD, 1PPS, IOH = -2 mA"],
            ["Antenna supply output", "VCC_RF", "", "VCC - 0.1", "", "V", "NGM-6Q-C only"],
            ["Antenna supply current", "IRF", "", "", "30", "mA", "NGM-6Q-C only"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5. Absolute Maximum Ratings", 10, rule=True)
    s.table(
        [Col("Parameter", 200), Col("Min.", 80, "C"), Col("Max.", 80, "C"), Col("Unit", 139, "C")],
        [
            ["VCC", "-0.3", "4.5", "V"],
            ["V_BCKP", "-0.3", "3.6", "V"],
            ["RXD input", "-0.3", "3.6", "V"],
            ["RF input power (RF_IN)", "", "+10", "dBm"],
        ],
        7.5,
    )
    s.heading("6. Environmental", 10, rule=True)
    s.table(
        [Col("Item", 200), Col("NGM-6Q-C", 150, "C"), Col("NGM-6Q-P", 149, "C")],
        [
            ["Operating temperature", "-40 ~ +85 " + DEG, "-30 ~ +80 " + DEG],
            ["Storage temperature", "-40 ~ +90 " + DEG, "-40 ~ +85 " + DEG],
            ["Humidity (non-condensing)", "5 ~ 95 %", "5 ~ 95 %"],
            ["MSL", "3", "not applicable"],
        ],
        7.5,
    )
    s.heading("7. Pin Assignment (NGM-6Q-C)", 10, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80, "C"), Col("I/O", 50, "C"), Col("Description", 319)],
        [
            ["1", "GND", "-", "Ground"],
            ["2", "TXD", "O", "UART transmit, NMEA output"],
            ["3", "RXD", "I", "UART receive, 3.6 V max"],
            ["4", "1PPS", "O", "Time pulse, 100 ms high"],
            ["6", "V_BCKP", "I", "Backup supply"],
            ["8", "VCC", "I", "Main supply"],
            ["11", "RF_IN", "I", "50 Ohm antenna input"],
            ["14", "VCC_RF", "O", "Active antenna supply"],
        ],
        7.5,
    )
    s.heading("8. NMEA Output Sentences (default)", 10, rule=True)
    s.table(
        [Col("Sentence", 100, "C"), Col("Content", 300), Col("Default rate", 99, "C")],
        [
            ["GGA", "Time, position, fix type, satellites", "1"],
            ["RMC", "Recommended minimum data", "1"],
            ["GSV", "Satellites in view", "1 per 5 fixes"],
            ["VTG", "Course and speed", "off"],
        ],
        7.5,
    )
    s.para(
        "Note: The UART is 3.3 V LVTTL. Do not connect RXD directly to a 5 V TX line; use a "
        "divider or a level shifter.",
        8,
    )
    revision_table(
        s,
        [["2023-05-30", "0.9", "Preliminary"], ["2024-01-08", "1.1", "Added NGM-6Q-P"]],
        (100, 60, 339),
    )
    return save(s, out / "ngm-6q.pdf")


# ------------------------------------------------ solid-state relay module (Italian)
def ssr2(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="BREMBATE ELETTRONICA S.r.l.",
        header_right="Scheda tecnica / Data sheet  SSR-2",
        footer_left="Brembate Elettronica S.r.l. - Via dell'Industria 12 - Bergamo",
        footer_right="pag. {page}/{nb}",
        table_fill=(238, 232, 220),
        accent=(120, 30, 30),
        grid=True,
    )
    s = Sheet(style, "SSR-2 two-channel solid-state relay module")
    s.add_page()
    s.title_block(
        "SSR-2",
        "Two-channel solid-state relay module / Modulo relè statico a due canali",
        "Optocoupled, screw terminals, DIN-rail clip optional",
        19,
    )
    s.heading("Description", 10.5, rule=True)
    s.para(
        "The SSR-2 module switches two loads without moving contacts. The AC versions use "
        "zero-cross triac output stages; the DC version uses a MOSFET output. Each channel "
        "has a status LED and a series input resistor, so the control pins can be driven "
        "directly from a microcontroller pin. The AC versions need a load current of at least "
        "0.1 A to turn off reliably; with very small loads (LED lamps, contactor coils) a "
        "residual voltage may remain across the load because of the snubber.",
        8.5,
    )
    s.heading("Technical data per ordering code", 10.5, rule=True)
    s.table(
        [
            Col("Characteristic", 170),
            Col("SSR-2A-5", 85, "C"),
            Col("SSR-2A-12", 85, "C"),
            Col("SSR-2D-5", 85, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Control side"],
            ["Module supply DC+ (nominal)", "5", "12", "5", "V"],
            ["Module supply range", "4.5 - 6", "10 - 14", "4.5 - 6", "V"],
            ["Control input, switch-on level", "2.5 - 6", "2.5 - 14", "2.5 - 6", "V"],
            ["Control input, switch-off level", "0 - 1.0", "0 - 1.0", "0 - 1.0", "V"],
            ["Control current per channel", "6", "6", "8", "mA"],
            ["Load side"],
            ["Load voltage", "75 - 264 AC", "75 - 264 AC", "5 - 60 DC", "V"],
            ["Load current per channel\n(resistive, 40 " + DEG + ")", "2", "2", "3", "A"],
            ["Off-state leakage current", "1.5", "1.5", "0.01", "mA"],
            ["On-state voltage drop", "1.6", "1.6", "0.2", "V"],
            ["Surge current (10 ms)", "20", "20", "-", "A"],
        ],
        7.5,
    )
    s.heading("General data", 10.5, rule=True)
    s.table(
        [Col("Item", 250), Col("Value", 249, "C")],
        [
            ["Isolation input / output", "2500 V AC, 1 min"],
            ["Operating temperature", "-30 ... +80 " + DEG],
            ["Storage temperature", "-30 ... +100 " + DEG],
            ["Switch-on time (AC versions)", "max. half a mains cycle"],
            ["Dimensions", "55 x 33 x 24 mm"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Connections", 10.5, rule=True)
    s.table(
        [Col("Terminal", 90, "C"), Col("Name", 90, "C"), Col("Function", 319)],
        [
            ["J1-1", "DC+", "Module supply (see ordering code)"],
            ["J1-2", "DC-", "Ground"],
            ["J1-3", "CH1", "Control input channel 1, active high"],
            ["J1-4", "CH2", "Control input channel 2, active high"],
            ["J2 / J3", "LOAD", "Load terminals, 2.5 mm2 max"],
        ],
        7.5,
    )
    s.heading("Derating", 10.5, rule=True)
    s.table(
        [Col("Ambient", 170, "C"), Col("SSR-2A (AC)", 165, "C"), Col("SSR-2D (DC)", 164, "C")],
        [
            ["up to 40 " + DEG, "2 A", "3 A"],
            ["60 " + DEG, "1.2 A", "2 A"],
            ["80 " + DEG, "0.5 A", "1 A"],
        ],
        7.5,
    )
    s.heading("Notes", 10.5, rule=True)
    s.bullets(
        [
            "The AC versions cannot switch DC loads: a triac does not turn off on DC.",
            "The SSR-2D-5 is not protected against inductive kick-back; fit a free-wheeling "
            "diode across motors and solenoids.",
            "No fuse on board. Use a fast 3.15 A fuse per channel on the load side.",
            "Not approved for safety isolation in medical equipment.",
        ],
        8.5,
    )
    revision_table(
        s,
        [
            ["2022-11-20", "A", "Prima emissione / first issue"],
            ["2024-01-12", "C", "SSR-2D-5 added"],
        ],
        (100, 60, 339),
    )
    return save(s, out / "ssr-2.pdf")


# ------------------------------------------------ 3-axis gyroscope (Japanese semiconductor)
def kgy3300(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="OIKAWA MEMS DEVICES",
        header_right="KGY-3300  Data Sheet",
        footer_left="Oikawa MEMS Devices Co., Ltd.  No. ODS-3300-E Rev.1.2",
        footer_right="{page}/{nb}",
        table_fill=None,
        accent=(0, 0, 0),
        grid=False,
    )
    s = Sheet(style, "KGY-3300 3-axis gyroscope")
    s.add_page()
    s.title_block(
        "KGY-3300",
        "Low Power 3-Axis Digital Angular Rate Sensor",
        "16-bit output, I2C / SPI, LGA-14 (2.5 x 3.0 x 0.83 mm)",
        19,
    )
    s.heading("■ Outline", 10)
    s.para(
        "KGY-3300 is a 3-axis gyroscope with selectable full scale from "
        + PM
        + "125 to "
        + PM
        + "2000 dps. It has a 1 KB FIFO and two interrupt pins. Output data rates are "
        "25 Hz to 6.4 kHz.",
        8.5,
    )
    s.heading("■ Recommended Operating Conditions", 10)
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
            ["Supply voltage", "VDD", "1.71", "1.8", "3.6", "V"],
            ["Interface supply voltage", "VDDIO", "1.2", "1.8", "3.6", "V"],
            ["Operating ambient\ntemperature", "Topr", "-40", "", "+85", DEG],
        ],
        7.5,
    )
    s.heading("■ Sensor Characteristics", 10)
    s.para("（VDD = VDDIO = 1.8 V, Ta = 25 " + DEG + " unless otherwise specified）", 7.5)
    s.table(
        [
            Col("Item", 140),
            Col("Symbol", 55, "C"),
            Col("Condition", 125, "C"),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Full scale", "FS", "selectable", PM + "125", "", PM + "2000", "dps"],
            ["Sensitivity", "So", "FS = " + PM + "125 dps", "", "262.4", "", "LSB/dps"],
            ["", "", "FS = " + PM + "250 dps", "", "131.2", "", "LSB/dps"],
            ["", "", "FS = " + PM + "500 dps", "", "65.6", "", "LSB/dps"],
            ["", "", "FS = " + PM + "1000 dps", "", "32.8", "", "LSB/dps"],
            ["", "", "FS = " + PM + "2000 dps", "", "16.4", "", "LSB/dps"],
            ["Sensitivity tolerance", "", "", "-3", "", "+3", "%"],
            ["Zero-rate offset", "ZRO", "", "-2.5", PM + "0.5", "+2.5", "dps"],
            ["Rate noise density", "", "ODR = 200 Hz", "", "0.007", "", "dps/\u221aHz"],
            ["Output data rate", "ODR", "", "25", "", "6400", "Hz"],
        ],
        7.5,
    )
    s.heading("■ Electrical Characteristics", 10)
    s.table(
        [
            Col("Item", 140),
            Col("Symbol", 55, "C"),
            Col("Condition", 125, "C"),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["", "VIH", "", "0.7 x VDDIO", "", "", "V"],
            ["", "VIL", "", "", "", "0.3 x VDDIO", "V"],
            ["", "VOL", "IOL = 3 mA", "", "", "0.2 x VDDIO", "V"],
            ["I2C clock", "fSCL", "", "", "", "1000", "kHz"],
            ["SPI clock", "fSCLK", "", "", "", "10", "MHz"],
        ],
        7.5,
    )
    s.heading("■ Current Consumption (typ.)", 10)
    s.para("VDD = 1.8 V, Ta = 25 " + DEG + ", all three axes enabled", 7.5)
    s.table(
        [
            Col("", 120),
            Col("High performance", 95, "C"),
            Col("Normal", 95, "C"),
            Col("Low power", 95, "C"),
            Col("Power-down", 94, "C"),
        ],
        [
            ["ODR", "1600 Hz", "200 Hz", "25 Hz", "-"],
            ["IDD", "0.85 mA", "0.42 mA", "0.11 mA", "2.5 " + MU + "A"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("■ Absolute Maximum Ratings", 10)
    s.table(
        [Col("Item", 200), Col("Symbol", 80, "C"), Col("Rating", 120, "C"), Col("Unit", 99, "C")],
        [
            ["Supply voltage", "VDD", "-0.3 ～ 4.2", "V"],
            ["Interface supply voltage", "VDDIO", "-0.3 ～ 4.2", "V"],
            ["Input voltage (any pin)", "VIN", "-0.3 ～ VDDIO + 0.3", "V"],
            ["Mechanical shock", "", "5000 (0.3 ms)", "g"],
            ["Storage temperature", "Tstg", "-40 ～ +125", DEG],
        ],
        7.5,
    )
    s.heading("■ Digital Interface", 10)
    s.para(
        "I2C slave address is 1101010b (0x6A) with SA0 = GND and 1101011b (0x6B) with SA0 = "
        "VDDIO. Pulling CS low selects SPI (4-wire, mode 3). The WHO_AM_I register returns 0x6C.",
        8.5,
    )
    s.heading("■ Register Map (excerpt)", 10)
    s.table(
        [Col("Addr.", 60, "C"), Col("Name", 120), Col("Default", 70, "C"), Col("Description", 249)],
        [
            ["0x0F", "WHO_AM_I", "0x6C", "Device ID"],
            ["0x11", "CTRL2_G", "0x00", "ODR_G[3:0], FS_G[2:0]"],
            ["0x16", "CTRL7_G", "0x00", "power mode select"],
            ["0x22", "OUTX_L_G", "-", "X-axis rate, low byte"],
            ["0x3A", "FIFO_STATUS", "0x00", "FIFO level"],
        ],
        7.5,
    )
    s.heading("■ Pin Description", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80, "C"), Col("Function", 369)],
        [
            ["1", "SDO/SA0", "SPI data out / I2C address LSB"],
            ["5", "VDDIO", "Interface supply"],
            ["8", "VDD", "Supply"],
            ["12", "CS", "SPI chip select / I2C mode when high"],
            ["13", "SCL", "I2C clock / SPI clock"],
            ["14", "SDA", "I2C data / SPI data in"],
        ],
        7.5,
    )
    s.para(
        "Notice: The contents of this document may be changed without notice. The product is "
        "not designed for use in life-support systems.",
        7.5,
    )
    return save(s, out / "kgy-3300.pdf")


# ------------------------------------------------ e-paper display module (Chinese spec)
def epd29(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Quanzhou Mobai Display Co., Ltd.",
        header_right="MB-EPD29 Module Specification",
        footer_left="MB-EPD29-SPEC  V1.3",
        footer_right="Page {page}/{nb}",
        table_fill=(235, 235, 235),
        accent=(40, 40, 40),
    )
    s = Sheet(style, "MB-EPD29 2.9 inch e-paper module")
    s.add_page()
    s.title_block(
        "MB-EPD29",
        "2.9 inch E-Paper Display Module (296 x 128, black / white and black / white / red)",
        "MB-EPD29-BW：2 colours      MB-EPD29-BWR：3 colours",
        17,
    )
    s.heading("1. Features", 10)
    s.lines(
        [
            "Display size" + FWC + "2.9 inch，active area 66.9 x 29.1 mm",
            "Resolution" + FWC + "296 x 128 pixels",
            "Interface" + FWC + "4-wire SPI（3-wire optional by BS pin）",
            "Working voltage" + FWC + "3.3V / 5V（on-board LDO and level shifter）",
            "Display keeps image without power",
            "Viewing angle" + FWC + ">170°",
        ],
        8.5,
    )
    s.heading("2. Electrical Characteristics", 10)
    s.para(LP + "Unless otherwise specified，Ta=25" + FW_C + "，VCC=3.3V" + RP, 7.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 60, "C"),
            Col("Condition", 100, "C"),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Module power supply", "VCC", "-", "3.0", "3.3", "5.5", "V"],
            ["High level input", "VIH", "VCC=3.3V", "2.3", "-", "-", "V"],
            ["Low level input", "VIL", "VCC=3.3V", "-", "-", "0.7", "V"],
            ["Refresh current", "IUPDATE", "BW / BWR", "-", "8 / 9", "-", "mA"],
            ["Deep sleep current", "ISLEEP", "-", "-", "1", "5", MU + "A"],
            ["SPI clock (write)", "fSCL", "-", "-", "-", "20", "MHz"],
            ["SPI clock (read)", "", "-", "-", "-", "2.5", "MHz"],
        ],
        7.5,
    )
    s.heading("3. Refresh Characteristics", 10)
    s.table(
        [
            Col("Item", 170),
            Col("MB-EPD29-BW", 110, "C"),
            Col("MB-EPD29-BWR", 110, "C"),
            Col("Remark", 109, "C"),
        ],
        [
            ["Full refresh time", "2 s", "15 s", "Ta=25" + FW_C],
            ["Partial refresh time", "0.3 s", "not support", ""],
            ["Refresh power（typ）", "26.4 mW", "29.7 mW", ""],
            ["Operating temperature", "0" + FWT + "50" + FW_C, "0" + FWT + "40" + FW_C, "*1"],
            ["Storage temperature", "-25" + FWT + "70" + FW_C, "-25" + FWT + "60" + FW_C, "*2"],
        ],
        7.5,
    )
    s.para(
        "*1 Below 0" + FW_C + " the particles move slowly，refresh time increase and ghosting "
        "may happen. *2 Keep the module away from UV light and store in white (blank) image.",
        7.5,
    )
    s.add_page()
    s.heading("4. Absolute Maximum Rating", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 80, "C"),
            Col("Rating", 120, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Module power supply", "VCC", "-0.3" + FWT + "6.0", "V"],
            ["Logic input voltage", "VIN", "-0.3" + FWT + "VCC+0.3", "V"],
        ],
        7.5,
    )
    s.heading("5. Pin Definition", 10)
    s.table(
        [Col("No.", 50, "C"), Col("Pin", 70, "C"), Col("Description", 379)],
        [
            ["1", "VCC", "3.3V/5V power input"],
            ["2", "GND", "Ground"],
            ["3", "DIN", "SPI MOSI"],
            ["4", "CLK", "SPI SCK"],
            ["5", "CS", "Chip select，low active"],
            ["6", "DC", "Data / command，high for data"],
            ["7", "RST", "Reset，low active"],
            ["8", "BUSY", "Busy output，high when refreshing"],
        ],
        7.5,
    )
    s.heading("6. Notice for Use", 10)
    s.bullets(
        [
            "After refresh please let the panel into deep sleep，high voltage kept on the "
            "panel for long time will damage it.",
            "Refresh interval at least 180 s for BWR version; at least one full refresh after "
            "5 partial refresh for BW version.",
            "The module is not water-proof and not for outdoor sun light direct.",
            "Humidity in operation" + FWC + "35%" + FWT + "65%RH.",
        ],
        8.5,
    )
    revision_table(
        s,
        [["2023-08-01", "1.0", "New"], ["2024-01-13", "1.3", "Add BWR refresh power"]],
        (100, 60, 339),
    )
    return save(s, out / "mb-epd29.pdf")
