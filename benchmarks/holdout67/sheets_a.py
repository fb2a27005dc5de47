"""Hold-out 67 datasheets, part 1: an LTE-M modem module, a digital barometer IC with
SPI and I2C, a sensorless BLDC motor driver board and an isolated hall current sensor.

A Korean-English modem specification (one column per version, "Table continue to
next page", interface level only in a caution box), a German sensor IC sheet
(units in brackets in the parameter name, a "Value" column holding "a ... b", the
conditions as a header sentence, SPI / I2C in one row per interface), a BLDC board
manual translated from Chinese (numbered spec lines, limits in a Notice list) and a
US analog-house current sensor (one column group per current range, numbered
footnote marks fused to values, table continued on page 2).
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
FWL = "\uff08"
FWR = "\uff09"
LE = "\u2264"
GE = "\u2265"


# ------------------------------------------------ LTE-M modem (Korean-English)
def lm200(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="HANBIT WIRELESS Co., Ltd.",
        header_right="HW-LM200 Series Hardware Spec.",
        footer_left="Confidential  /  Doc No. HWS-LM200-HS  Rev 0.9",
        footer_right="- {page} -",
        table_fill=(214, 230, 214),
        accent=(20, 90, 40),
    )
    s = Sheet(style, "HW-LM200 LTE-M / NB-IoT module")
    s.add_page()
    s.title_block(
        "HW-LM200 / HW-LM200G",
        "LTE Cat-M1 / NB2 module hardware specification",
        "HW-LM200G version have additional GNSS receiver. Both version use same LGA-94 foot print.",
        19,
    )
    s.heading("1. General feature", 10.5)
    s.bullets(
        [
            "3GPP Rel.14 LTE Cat-M1 and Cat-NB2, PSM and eDRX supported",
            "Main UART for AT command, default 115200 bps, auto baud is not support",
            "Embedded IPv4 / IPv6, TCP / UDP / MQTT / LwM2M stack",
            "Size 17.7 x 15.8 x 2.3 mm, LGA-94",
        ],
        8.5,
    )
    s.heading("2. Version table", 10.5)
    s.table(
        [Col("Item", 180), Col("HW-LM200", 160, "C"), Col("HW-LM200G", 159, "C")],
        [
            ["LTE band", "B1/2/3/4/5/8/12/13/20/25/28", "B1/2/3/4/5/8/12/13/20/25/28"],
            ["GNSS", "-", "GPS / GLONASS / BeiDou"],
            ["Max. output power", "23 dBm (Power Class 5)", "23 dBm (Power Class 5)"],
            ["Operating temperature", "-40 ~ +85 " + DEG, "-30 ~ +75 " + DEG],
            ["Extended temperature *1", "-", "-40 ~ +85 " + DEG],
            ["Storage temperature", "-40 ~ +90 " + DEG, "-40 ~ +90 " + DEG],
        ],
        8,
    )
    s.para(
        "*1 In extended temperature HW-LM200G can keep data connection, but GNSS "
        "performance is not guarantee.",
        7.5,
    )
    s.heading("3. Power supply", 10.5)
    s.table(
        [
            Col("Parameter", 180),
            Col("Pin", 60, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 94, "C"),
        ],
        [
            ["Power supply\nvoltage", "VBAT", "3.3", "3.8", "4.3", "V"],
            ["Voltage drop during\nTX burst", "VBAT", "", "", "400", "mV"],
            ["Peak supply current", "VBAT", "", "", "0.48", "A"],
            ["I/O domain output", "VDD_EXT", "1.75", "1.8", "1.85", "V"],
        ],
        8,
    )
    s.heading("4. Current consumption (typical, VBAT = 3.8 V, 25 " + DEG + ")", 10.5)
    s.table(
        [
            Col("Mode", 180),
            Col("Condition", 159),
            Col("HW-LM200", 80, "C"),
            Col("HW-LM200G", 80, "C"),
        ],
        [
            ["PSM", "RTC on", "3.2 " + MU + "A", "3.6 " + MU + "A"],
            ["eDRX", "81.92 s cycle", "28 " + MU + "A", "31 " + MU + "A"],
            ["Idle", "DRX 1.28 s", "1.4 mA", "1.6 mA"],
        ],
        8,
    )
    s.para("Table continue to next page", 7.5)
    s.add_page()
    s.heading("4. Current consumption (continue)", 10.5)
    s.table(
        [
            Col("Mode", 180),
            Col("Condition", 159),
            Col("HW-LM200", 80, "C"),
            Col("HW-LM200G", 80, "C"),
        ],
        [
            ["LTE-M TX", "B20, 23 dBm", "215 mA", "218 mA"],
            ["", "B4, 23 dBm", "232 mA", "236 mA"],
            ["NB-IoT TX", "B20, 23 dBm", "198 mA", "201 mA"],
            ["GNSS tracking", "LTE in PSM", "-", "24 mA"],
        ],
        8,
    )
    s.heading("5. Absolute maximum rating", 10.5)
    s.table(
        [Col("Parameter", 260), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 99, "C")],
        [
            ["VBAT", "-0.3", "4.7", "V"],
            ["Digital I/O input voltage", "-0.3", "2.1", "V"],
            ["USB_VBUS", "-0.3", "5.5", "V"],
        ],
        8,
    )
    s.heading("6. Caution", 10.5)
    s.bullets(
        [
            "All UART and GPIO are 1.8 V level. It is not 3.3 V tolerant, please use level "
            "translator for 3.3 V or 5 V MCU.",
            "Power supply must can provide 0.5 A or more. Please put 100 " + MU + "F low ESR "
            "capacitor near VBAT.",
            "Do not supply the module by USB_VBUS. USB_VBUS is only for detection.",
        ],
        8,
    )
    s.heading("7. Pin assignment (excerpt)", 10.5)
    s.table(
        [Col("Pin No.", 70, "C"), Col("Name", 110), Col("I/O", 60, "C"), Col("Description", 259)],
        [
            ["42, 43", "VBAT", "PI", "Main power 3.3 ~ 4.3 V"],
            ["17", "MAIN_TXD", "DO", "UART transmit, 1.8 V"],
            ["18", "MAIN_RXD", "DI", "UART receive, 1.8 V"],
            ["24", "VDD_EXT", "PO", "1.8 V output, max 50 mA"],
            ["64", "GNSS_ANT", "AI", "HW-LM200G only"],
        ],
        8,
    )
    revision_table(
        s,
        [["2024.03.11", "0.8", "Draft"], ["2024.09.02", "0.9", "Add HW-LM200G current"]],
        (100, 60, 339),
    )
    return save(s, out / "hw-lm200.pdf")


# ------------------------------------------------ barometer IC (German)
def np31(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Nordwind Sensorik GmbH",
        header_right="NP-31  Datenblatt / Data sheet",
        footer_left="NP-31_DS_EN_1.3  |  Änderungen vorbehalten / subject to change",
        footer_right="Seite {page} von {nb}",
        table_fill=(230, 230, 240),
        accent=(40, 40, 120),
        grid=False,
    )
    s = Sheet(style, "NP-31 digital barometer")
    s.add_page()
    s.title_block(
        "NP-31",
        "Digital absolute pressure sensor with SPI and I2C interface",
        "LGA-8, 2.0 x 2.0 x 0.75 mm, metal lid",
        20,
    )
    s.heading("1 Kurzbeschreibung / Short description", 10, rule=True)
    s.para(
        "The NP-31 combines a MEMS absolute pressure cell, a temperature sensor and a 24-bit "
        "converter. Digital interfaces: SPI (mode 0 and 3, 4-wire) and I2C. Interface "
        "selection by CSB: tied to VDDIO at power-up selects I2C; a falling edge selects SPI.",
        8.5,
    )
    s.heading("2 Technische Daten / Specifications", 10, rule=True)
    s.para(
        "All values at VDD = 1.8 V, VDDIO = 1.8 V, Tamb = 25 " + DEG + " unless other "
        "conditions are given in the row.",
        7.5,
    )
    s.table(
        [
            Col("Parameter [unit]", 200),
            Col("Condition", 150),
            Col("Value", 80, "C"),
            Col("Typ.", 69, "C"),
        ],
        [
            ["Druckbereich / Pressure range [hPa]", "", "260 ... 1260", ""],
            ["Core supply VDD [V]", "", "1.65 ... 3.6", "1.8"],
            ["Interface supply VDDIO [V]", "", "1.2 ... 3.6", "1.8"],
            ["Absolute accuracy [hPa]", "300 ... 1100 hPa, -20 ... +65 " + DEG, PM + "0.8", ""],
            ["", "300 ... 1100 hPa, 0 ... +40 " + DEG, PM + "0.5", ""],
            ["Relative accuracy [Pa]", "any 10 hPa step, 25 " + DEG, PM + "6", ""],
            ["Current at 1 Hz,\nhigh-resolution mode [" + MU + "A]", "", "", "12"],
            ["Current at 1 Hz,\nlow-power mode [" + MU + "A]", "", "", "2.8"],
            ["Standby current [" + MU + "A]", "", "max. 1.0", "0.3"],
            ["Operating temperature [" + DEG + "]", "full function", "-40 ... +85", ""],
        ],
        7.5,
    )
    s.heading("3 Schnittstellen / Interfaces", 10, rule=True)
    s.table(
        [
            Col("Interface", 90),
            Col("Clock frequency", 110, "C"),
            Col("Levels", 299),
        ],
        [
            ["I2C", "max. 3.4 MHz (HS)", "VIH 0.7 VDDIO, VIL 0.3 VDDIO"],
            ["SPI", "max. 10 MHz", "VIH 0.7 VDDIO, VIL 0.3 VDDIO"],
        ],
        7.5,
    )
    s.para(
        "I2C slave address: 0x5A with SDO to GND, 0x5B with SDO to VDDIO. SDO must not be "
        "left floating.",
        8,
    )
    s.heading("4 Grenzwerte / Absolute maximum ratings", 10, rule=True)
    s.table(
        [Col("Parameter", 260), Col("min", 70, "C"), Col("max", 70, "C"), Col("unit", 99, "C")],
        [
            ["VDD, VDDIO", "-0.3", "4.0", "V"],
            ["Any digital pin", "-0.3", "VDDIO + 0.3", "V"],
            ["Overpressure", "", "10000", "hPa"],
            ["Storage temperature", "-45", "+85", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5 Anschlussbelegung / Pin-out", 10, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80), Col("Function", 369)],
        [
            ["1", "GND", "Ground"],
            ["2", "CSB", "Chip select (SPI) / interface select"],
            ["3", "SDI", "SPI data in / I2C SDA"],
            ["4", "SCK", "SPI clock / I2C SCL"],
            ["5", "SDO", "SPI data out / I2C address LSB"],
            ["6", "VDDIO", "Interface supply"],
            ["7", "GND", "Ground"],
            ["8", "VDD", "Core supply"],
        ],
        7.5,
    )
    s.heading("6 Registerübersicht / Register map (excerpt)", 10, rule=True)
    s.table(
        [Col("Addr.", 60, "C"), Col("Name", 110), Col("Reset", 60, "C"), Col("Content", 269)],
        [
            ["0x0D", "CHIP_ID", "0x31", "fixed identification"],
            ["0x1B", "PWR_CTRL", "0x00", "bit 5:4 mode (00 standby, 01 forced, 11 normal)"],
            ["0x1C", "OSR", "0x02", "oversampling, 0x05 = x32"],
            ["0x04", "PRESS_0", "0x80", "pressure data, LSB"],
        ],
        7.5,
    )
    s.heading("7 Hinweise / Notes", 10, rule=True)
    s.bullets(
        [
            "The NP-31 is not specified for use in liquids; the metal lid is not sealed.",
            "A 5 V host needs a level shifter; VDDIO may not exceed 3.6 V in operation.",
            "Solder reflow shifts the offset by up to 1 hPa; recovery within 5 days.",
        ],
        8,
    )
    revision_table(
        s,
        [["2023-11-20", "1.2", "Accuracy bands split"], ["2024-06-05", "1.3", "SPI 10 MHz"]],
        (100, 60, 339),
    )
    return save(s, out / "np-31.pdf")


# ------------------------------------------------ sensorless BLDC board (Chinese)
def bl12(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="JIAXIN MOTION TECHNOLOGY",
        header_right="ZS-BL12 User Manual",
        footer_left="www.jiaxin-motion.example  V1.2",
        footer_right="{page}/{nb}",
        table_fill=(240, 228, 200),
        accent=(170, 60, 0),
    )
    s = Sheet(style, "ZS-BL12 sensorless BLDC driver")
    s.add_page()
    s.title_block(
        "ZS-BL12",
        "Sensorless brushless DC motor driver board (no hall)",
        "Suitable for fan, water pump, small spindle",
        20,
    )
    s.heading("1、Product parameters", 10.5)
    s.lines(
        [
            "1、Working voltage" + FWC + "DC 6V" + FWT + "28V",
            "2、Rated current"
            + FWC
            + "12A"
            + FWL
            + "with heatsink"
            + FWR
            + "，5A without heatsink",
            "3、Peak current" + FWC + "20A" + FWL + "less than 1 second" + FWR,
            "4、Speed control" + FWC + "PWM 1kHz" + FWT + "20kHz or 0" + FWT + "5V analog",
            "5、Standby current" + FWC + LE + "8mA" + FWL + "12V" + FWR,
            "6、Working temperature" + FWC + "-20" + FW_C + FWT + "+60" + FW_C,
            "7、Size" + FWC + "63mm x 45mm x 22mm",
        ],
        9,
    )
    s.heading("2、Interface description", 10.5)
    s.table(
        [Col("Terminal", 90, "C"), Col("Name", 90, "C"), Col("Description", 319)],
        [
            ["J1-1", "V+", "Power input positive, 6~28V"],
            ["J1-2", "GND", "Power input negative"],
            ["J2-1/2/3", "U V W", "Motor three phase output"],
            ["J3-1", "5V", "5V output for potentiometer, max 20mA"],
            ["J3-2", "SV", "Speed signal input (PWM or 0~5V)"],
            ["J3-3", "F/R", "Direction, GND = reverse"],
            ["J3-4", "FG", "Speed pulse output, open drain"],
            ["J3-5", "GND", "Signal ground"],
        ],
        8,
    )
    s.heading("3、Test data (typical, 24V, 4 pole-pair motor)", 10.5)
    s.table(
        [
            Col("Duty (%)", 90, "C"),
            Col("Current (A)", 100, "C"),
            Col("Speed (rpm)", 100, "C"),
            Col("Board temp. (" + FW_C + ")", 209, "C"),
        ],
        [
            ["25", "1.1", "2400", "31"],
            ["50", "3.2", "5100", "38"],
            ["100", "9.6", "10200", "57"],
        ],
        8,
    )
    s.add_page()
    s.heading("4、Notice", 10.5)
    s.lines(
        [
            "1、Input voltage must not exceed 30V，over voltage will damage MOSFET directly.",
            "2、No reverse polarity protection，please check the wire before power on.",
            "3、PWM signal high level 3.3V or 5V both OK，PWM low level must below 0.8V.",
            "4、FG output pull-up voltage max 24V，sink max 10mA.",
            "5、This board is for sensorless motor only，motor with hall can use but hall wire not connect.",
            "6、Motor start need some load，no-load high speed motor maybe start fail.",
        ],
        8.5,
    )
    s.heading("5、FAQ", 10.5)
    s.lines(
        [
            "Q" + FWC + "Can I use 2S lithium battery?",
            "A" + FWC + "2S is 8.4V max，it is OK. 7S (29.4V) is over voltage，can not use.",
            "Q" + FWC + "Motor only vibrate，not rotate?",
            "A" + FWC + "Please increase PWM duty above 15%，or check phase wire.",
            "Q" + FWC + "Is there over current protection?",
            "A" + FWC + "Yes，current limit at 22A，board will stop and need restart power.",
        ],
        8.5,
    )
    s.heading("6、Package list", 10.5)
    s.lines(["ZS-BL12 board x1，10K potentiometer x1，heatsink x1（ZS-BL12H version only）"], 8.5)
    return save(s, out / "zs-bl12.pdf")


# ------------------------------------------------ isolated hall current sensor (US)
def smc4120(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="SORREL MICROSYSTEMS",
        header_right="SMC4120",
        footer_left="SMC4120 Rev. C  |  sorrel-micro.example",
        footer_right="{page}",
        table_fill=(225, 225, 225),
        accent=(0, 60, 120),
    )
    s = Sheet(style, "SMC4120 isolated hall current sensor")
    s.add_page()
    s.title_block(
        "SMC4120",
        "Fully Integrated, Galvanically Isolated Hall-Effect Current Sensor IC",
        "SOIC-8; SMC4120-05B, SMC4120-20B and SMC4120-50B current ranges",
        18,
    )
    s.heading("FEATURES AND BENEFITS", 9.5)
    s.bullets(
        [
            "1.2 m" + OHM + " primary conductor resistance",
            "2.1 kVRMS isolation rating, 8-lead SOIC",
            "Ratiometric analog output, VCC/2 at zero current",
            "80 kHz bandwidth, 5 " + MU + "s output rise time",
        ],
        8,
    )
    s.heading("SELECTION GUIDE", 9.5)
    s.table(
        [
            Col("Part Number", 160),
            Col("Primary Sampled Current, IP (A)", 170, "C"),
            Col("Sensitivity (mV/A)", 169, "C"),
        ],
        [
            ["SMC4120-05B", PM + "5", "264"],
            ["SMC4120-20B", PM + "20", "100"],
            ["SMC4120-50B", PM + "50", "40"],
        ],
        8,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5, rule=True)
    s.para(
        "Valid at TA = -40" + DEG + " to 125" + DEG + ", VCC = 5 V, CBYP = 0.1 " + MU + "F, "
        "unless otherwise noted.",
        7.5,
    )
    s.table(
        [
            Col("Characteristic", 130),
            Col("Symbol", 50, "C"),
            Col("Test Conditions", 150),
            Col("Min.", 42, "C"),
            Col("Typ.", 42, "C"),
            Col("Max.", 42, "C"),
            Col("Unit", 43, "C"),
        ],
        [
            ["Supply Voltage", "VCC", "", "4.5", "5.0", "5.5", "V"],
            ["Supply Current", "ICC", "VCC = 5.0 V, output open", "", "10", "13 ^{(1)}", "mA"],
            ["Output Capacitance\nLoad", "CL", "VIOUT to GND", "", "", "10", "nF"],
            ["Output Resistive Load", "RL", "VIOUT to GND", "4.7", "", "", "k" + OHM],
            ["Zero Current Output", "VIOUT(Q)", "IP = 0 A, TA = 25" + DEG, "", "2.5", "", "V"],
            ["Rise Time", "tr", "IP step, TA = 25" + DEG, "", "5", "", MU + "s"],
            ["Power-On Time", "tPO", "", "", "35 ^{(2)}", "", MU + "s"],
        ],
        7.5,
    )
    s.para(
        "(1) Maximum over the full temperature range. (2) Time from VCC reaching 4.5 V until the "
        "output is within " + PM + "10 % of its final value.",
        7,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5)
    s.leaders(
        [
            ("Supply Voltage, VCC ", " 8 V"),
            ("Reverse Supply Voltage ", " -0.1 V"),
            ("Output Voltage, VIOUT ", " 8 V"),
            ("Operating Ambient Temperature, TA (suffix B) ", " -40" + DEG + " to 125" + DEG),
            ("Storage Temperature ", " -65" + DEG + " to 165" + DEG),
        ],
        8,
    )
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS (continued)", 9.5, rule=True)
    s.table(
        [
            Col("Characteristic", 130),
            Col("Symbol", 50, "C"),
            Col("Test Conditions", 150),
            Col("Min.", 42, "C"),
            Col("Typ.", 42, "C"),
            Col("Max.", 42, "C"),
            Col("Unit", 43, "C"),
        ],
        [
            ["SMC4120-05B PERFORMANCE"],
            ["Sensitivity", "Sens", "TA = 25" + DEG, "", "264", "", "mV/A"],
            [
                "Total Output Error",
                "ETOT",
                "TA = 25" + DEG + " to 125" + DEG,
                "-2.5",
                "",
                "2.5",
                "%",
            ],
            ["", "", "TA = -40" + DEG + " to 25" + DEG, "-4.0 ^{(3)}", "", "4.0 ^{(3)}", "%"],
            ["SMC4120-20B PERFORMANCE"],
            ["Sensitivity", "Sens", "TA = 25" + DEG, "", "100", "", "mV/A"],
            [
                "Total Output Error",
                "ETOT",
                "TA = 25" + DEG + " to 125" + DEG,
                "-1.5",
                "",
                "1.5",
                "%",
            ],
            ["", "", "TA = -40" + DEG + " to 25" + DEG, "-3.0 ^{(3)}", "", "3.0 ^{(3)}", "%"],
            ["SMC4120-50B PERFORMANCE"],
            ["Sensitivity", "Sens", "TA = 25" + DEG, "", "40", "", "mV/A"],
            [
                "Total Output Error",
                "ETOT",
                "TA = 25" + DEG + " to 125" + DEG,
                "-1.5",
                "",
                "1.5",
                "%",
            ],
            ["", "", "TA = -40" + DEG + " to 25" + DEG, "-2.5 ^{(3)}", "", "2.5 ^{(3)}", "%"],
        ],
        7.5,
    )
    s.para("(3) Guaranteed by characterization, not tested in production.", 7)
    s.heading("APPLICATION INFORMATION", 9.5)
    s.para(
        "The output is ratiometric to VCC: at VCC = 5 V the zero-current output is 2.5 V and "
        "the output swings toward the rails with current. The SMC4120 is not intended for "
        "operation from a 3.3 V supply; use the SMC4130 family for 3.3 V systems. When the "
        "output drives a 3.3 V ADC input, a resistive divider is required. The primary "
        "conductor can survive 100 A for 100 ms at 25" + DEG + "; a continuous current above "
        "the sampled range saturates the output but does not damage the device.",
        8,
    )
    s.heading("PINOUT", 9.5)
    s.table(
        [Col("Number", 70, "C"), Col("Name", 90), Col("Description", 339)],
        [
            ["1, 2", "IP+", "Terminals for current being sampled"],
            ["3, 4", "IP-", "Terminals for current being sampled"],
            ["5", "GND", "Signal ground"],
            ["6", "FILTER", "External capacitor sets bandwidth"],
            ["7", "VIOUT", "Analog output"],
            ["8", "VCC", "Supply"],
        ],
        7.5,
    )
    return save(s, out / "smc4120.pdf")
