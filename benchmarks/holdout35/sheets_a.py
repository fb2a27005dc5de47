"""Hold-out 35 datasheets: a microwave Doppler motion sensor module, a radon
detector module, a dew-point transmitter and a Sigfox radio module.

A Chinese module manual (full-width key-value lines, one column per version,
FAQ values), a Swiss IC-style module data sheet (condition sentence, wrapped
names, symbol-only rows, EC continued on page 2, register map), a Finnish
industrial transmitter brochure (grouped spec tables continued on page 2,
values in prose) and a Korean radio module sheet (one column per ordering code,
absolute maximum vs recommended with the same row names).
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
M3 = "m\u00b3"


# ------------------------------------------- 24 GHz Doppler radar module (China)
def kdr24(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="KDR-24M Series 24GHz Microwave Motion Sensor Module  User Manual",
        header_right="Rev 1.3",
        footer_left="Shenzhen Leiwei Sensing Technology Co., Ltd.",
        footer_right="Page {page}",
        table_fill=(205, 225, 245),
        accent=(20, 70, 150),
    )
    s = Sheet(style, "KDR-24M user manual")
    s.add_page()
    s.title_block("KDR-24M / KDR-24M3", "24GHz Microwave Doppler Motion Sensor Module", "", 20)
    s.heading("1. Product Profile", 10.5)
    s.para(
        "KDR-24M is a K-band Doppler radar motion sensor for lighting control, smart "
        "toilets and door openers. It detects moving people behind plastic, glass or "
        "thin wood. KDR-24M has an on-board LDO for a wide DC input; KDR-24M3 has no "
        "regulator and must be fed from a clean 3.3V rail. Both give a digital OUT "
        "level; KDR-24M3 also reports distance over UART.",
        8.5,
    )
    s.heading("2. Common Parameters", 10.5)
    s.lines(
        [
            "Operating frequency" + FW_COLON + "24.000" + FW_TILDE + "24.250GHz",
            "Detection distance" + FW_COLON + "0.5" + FW_TILDE + "8m (adjustable, human body)",
            "Detection angle" + FW_COLON + "80" + "\u00b0" + " x 32" + "\u00b0" + " (-3dB)",
            "Hold time (OUT)" + FW_COLON + "2s" + FW_TILDE + "600s, default 30s",
            "Working temperature" + FW_COLON + "-20" + FW_TILDE + "70" + FW_C,
            "Storage temperature" + FW_COLON + "-40" + FW_TILDE + "85" + FW_C,
        ],
        9,
    )
    s.heading("3. Version Parameters", 10.5)
    s.table(
        [Col("Item", 150), Col("KDR-24M", 175, "C"), Col("KDR-24M3", 174, "C")],
        [
            ["Supply voltage", "DC5" + FW_TILDE + "12V", "DC3.0" + FW_TILDE + "3.6V"],
            ["Working current\n(average)", LE + "45mA", LE + "38mA"],
            ["OUT level", "High 3.3V / Low 0V", "High 3.3V / Low 0V"],
            ["UART", "-", "115200bps, 3.3V TTL"],
            ["EIRP", "13dBm", "13dBm"],
            ["Board size", "35 x 26 mm", "30 x 20 mm"],
        ],
        8,
    )
    s.heading("4. Pin Description", 10.5)
    s.table(
        [Col("No.", 40, "C"), Col("Pin", 70, "C"), Col("Description", 389)],
        [
            ["1", "VIN", "Power input (see Version Parameters)"],
            ["2", "GND", "Ground"],
            ["3", "OUT", "Motion output, high = target present"],
            ["4", "TX", "KDR-24M3 only: UART TX (distance frame)"],
            ["5", "RX", "KDR-24M3 only: UART RX (commands)"],
        ],
        8,
    )

    s.add_page()
    s.heading("5. UART Frame (KDR-24M3)", 10.5)
    s.table(
        [Col("Byte", 60, "C"), Col("Content", 140), Col("Example", 299)],
        [
            ["0-1", "Header", "0xF4 0xF3"],
            ["2", "Length", "0x05"],
            ["3", "State", "0x01 = moving target"],
            ["4-5", "Distance (cm)", "0x01 0x2C = 300 cm"],
            ["6", "Tail", "0xF5"],
        ],
        8,
    )
    s.heading("6. FAQ", 10.5)
    s.lines(
        [
            "Q1" + FW_COLON + "Can KDR-24M3 be powered from 5V?",
            "A" + FW_COLON + "No. KDR-24M3 has no LDO; above 3.6V the RF chip is damaged.",
            "Q2" + FW_COLON + "Can OUT drive a relay coil directly?",
            "A" + FW_COLON + "No. OUT can source 8mA max.; use a transistor.",
            "Q3" + FW_COLON + "Can KDR-24M OUT go to a 5V Arduino input?",
            "A" + FW_COLON + "Yes. 3.3V high is read as HIGH by 5V AVR boards.",
            "Q4" + FW_COLON + "Working humidity?",
            "A" + FW_COLON + "Working humidity is not specified; avoid condensation.",
            "Q5" + FW_COLON + "Is it waterproof?",
            "A" + FW_COLON + "No. IP rating is not specified; use a plastic cover.",
        ],
        8.5,
    )
    s.heading("7. Revision", 10.5)
    revision_table(s, [["2025-09-12", "1.3", "Added KDR-24M3 version"]], (120, 80, 299))
    return save(s, out / "kdr-24m.pdf")


# ---------------------------------------------------- radon module (Switzerland)
def rnm200(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="RNM-200 Radon Sensor Module",
        header_right="Datasheet  |  Version 1.1 - March 2026",
        footer_left="Alpenmess Sensorik AG  |  www.alpenmess.example",
        footer_right="{page}/2",
        table_fill=(230, 230, 230),
        accent=(160, 20, 40),
        grid=False,
    )
    s = Sheet(style, "RNM-200 datasheet")
    s.add_page()
    s.title_block("RNM-200", "Radon Sensor Module with UART and I2C Interface", "", 22)

    def left() -> None:
        s.heading("Description", 10)
        s.para(
            "The RNM-200 is a pulsed ionisation chamber radon sensor module for smart "
            "ventilation, indoor air quality monitors and building automation. It reports "
            "the radon activity concentration as a 1 h and 24 h moving average. Host "
            "communication is UART (19200 baud, 8N1) or I2C (fixed 7-bit address 0x2E, "
            "up to 100 kHz).",
            8.5,
        )

    def right() -> None:
        s.heading("Features", 10)
        s.bullets(
            [
                "Measurement range 0 ... 20 000 Bq/m" + "\u00b3",
                "First valid value after 60 min",
                "No radioactive source, no calibration by user",
                "Operating temperature 0 ... +50 " + DEG,
                "Operating humidity 10 ... 85 %RH, non-condensing",
            ],
            8.5,
        )

    s.side_by_side(left, right, 240)
    s.heading("1  Absolute Maximum Ratings", 10, rule=True)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Supply voltage", "VDD", "-0.3", "6.0", "V"],
            ["Voltage on any I/O pin", "VIO", "-0.3", "VDD + 0.3", "V"],
            ["Storage temperature", "TSTG", "-20", "60", DEG],
        ],
        8,
    )
    s.heading("2  Electrical Characteristics", 10, rule=True)
    s.para("VDD = 5.0 V, TA = 25 " + DEG + " unless otherwise noted.", 8.5, bold=True)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 55, "C"),
            Col("Conditions", 110),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Supply"],
            ["Supply voltage", "VDD", "", "4.5", "5.0", "5.5", "V"],
            ["Average supply\ncurrent", "IDD", "measuring", "", "28", "45", "mA"],
            ["", "", "HV start-up, < 2 s", "", "", "120", "mA"],
            ["Power-on reset\nthreshold", "VPOR", "VDD rising", "", "3.9", "", "V"],
            ["Digital interface"],
            ["", "VIH", "", "2.3", "", "", "V"],
            ["", "VIL", "", "", "", "0.8", "V"],
            ["", "VOH", "IOH = -2 mA", "2.9", "", "", "V"],
        ],
        8,
    )
    s.para(
        "The UART and I2C lines are 3.3 V push-pull / open-drain outputs and are 5 V "
        "tolerant inputs.",
        8,
    )

    s.add_page()
    s.heading("2  Electrical Characteristics (continued)", 10, rule=True)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 55, "C"),
            Col("Conditions", 110),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Measurement"],
            ["Sensitivity", "", "", "", "0.5", "", "cph/(Bq/m" + "\u00b3" + ")"],
            ["Accuracy 1)", "", "24 h avg.,\n> 300 Bq/m" + "\u00b3", "", PM + "10", "", "%"],
            ["Start-up time", "tSU", "first value", "", "60", "", "min"],
            ["Interface"],
            ["I2C clock frequency", "fSCL", "", "", "", "100", "kHz"],
            ["UART baud rate", "", "8N1", "", "19200", "", "Bd"],
        ],
        8,
    )
    s.para("1) Statistical uncertainty (1 sigma). Long-term drift is not specified.", 7.5)
    s.heading("3  Register Map (I2C)", 10, rule=True)
    s.table(
        [
            Col("Address", 70, "C"),
            Col("Name", 120),
            Col("Access", 60, "C"),
            Col("Description", 249),
        ],
        [
            ["0x00", "STATUS", "R", "bit 0 = data valid, bit 7 = HV fault"],
            ["0x02", "RN_1H", "R", "1 h average, Bq/m" + "\u00b3" + ", 16 bit"],
            ["0x04", "RN_24H", "R", "24 h average, Bq/m" + "\u00b3" + ", 16 bit"],
            ["0x10", "CTRL", "R/W", "write 0x5A to restart the chamber"],
        ],
        8,
    )
    s.heading("4  Ordering Information", 10, rule=True)
    s.table(
        [Col("Part number", 150), Col("Description", 349)],
        [["RNM-200-01", "Module with 6-pin JST GH connector, tray of 20"]],
        8,
    )
    s.heading("5  Revision History", 10, rule=True)
    revision_table(s, [["2026-03-02", "1.1", "I2C interface added"]], (120, 80, 299))
    return save(s, out / "rnm-200.pdf")


# -------------------------------------------- dew-point transmitter (Finland)
def dpt60(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Nordhygro DPT60 Series",
        header_right="Technical data",
        footer_left="Nordhygro Oy, Vantaa, Finland   B211044EN-B",
        footer_right="{page}",
        table_fill=(215, 235, 240),
        accent=(0, 90, 110),
        grid=False,
    )
    s = Sheet(style, "DPT60 technical data")
    s.add_page()
    s.title_block("DPT60", "Dew-Point Transmitter for Compressed Air and Dryers", "", 22)
    s.para(
        "The DPT60 measures dew point down to -60 " + DEG + " Td in compressed air lines, "
        "refrigerant and desiccant dryers. The polymer sensor is auto-calibrated "
        "every hour. DPT60A has a loop-powered 4 ... 20 mA output; DPT60M has an RS-485 "
        "Modbus RTU interface (default 19200 bit/s, 8E1) and is powered from a 24 V "
        "supply.",
        9,
    )
    s.heading("Measurement performance", 10.5, rule=True)
    s.table(
        [Col("", 230), Col("", 269)],
        [
            ["Measurement range, dew point", "-60 ... +20 " + DEG + " Td"],
            [
                "Accuracy, dew point\n(at +20 " + DEG + " ambient)",
                PM
                + "2 "
                + DEG
                + " Td at -40 ... +20 "
                + DEG
                + " Td\n"
                + PM
                + "3 "
                + DEG
                + " Td at -60 ... -40 "
                + DEG
                + " Td",
            ],
            ["Response time T63\n(-10 \u2192 -40 " + DEG + " Td, 1 l/min)", "5 s"],
            ["Response time T90", "45 s"],
            ["Pressure range", "0 ... 20 bar(g)"],
        ],
        8.5,
        show_head=False,
    )
    s.heading("Operating environment", 10.5, rule=True)
    s.table(
        [Col("", 230), Col("", 269)],
        [
            ["Operating temperature, electronics", "-40 ... +60 " + DEG],
            ["Operating temperature, gas", "-40 ... +70 " + DEG],
            ["Storage temperature", "-40 ... +80 " + DEG],
            ["Ingress protection", "IP66"],
        ],
        8.5,
        show_head=False,
    )
    s.heading("Inputs and outputs", 10.5, rule=True)
    s.table(
        [Col("", 150), Col("DPT60A (4 ... 20 mA)", 175, "C"), Col("DPT60M (Modbus)", 174, "C")],
        [
            ["Supply voltage", "10 ... 28 VDC (loop)", "18 ... 30 VDC"],
            ["Current consumption", "max. 22 mA (loop)", "typ. 15 mA at 24 VDC"],
            ["Output scaling", "4 mA = -60 " + DEG + " Td\n20 mA = +20 " + DEG + " Td", "-"],
        ],
        8.5,
    )

    s.add_page()
    s.heading("Inputs and outputs (continued)", 10.5, rule=True)
    s.table(
        [Col("", 150), Col("DPT60A (4 ... 20 mA)", 175, "C"), Col("DPT60M (Modbus)", 174, "C")],
        [
            ["Max. loop load", "500 " + "\u03a9" + " at 24 VDC", "-"],
            ["Serial interface", "-", "RS-485, non-isolated"],
            ["Baud rate", "-", "9600 / 19200 / 38400 bit/s"],
            ["Start-up time", "10 s", "10 s"],
            ["Connector", "M12, 4-pin, A-coded", "M12, 5-pin, A-coded"],
        ],
        8.5,
    )
    s.heading("Mechanics", 10.5, rule=True)
    s.table(
        [Col("", 230), Col("", 269)],
        [
            ["Process connection", 'G1/2" ISO 228-1'],
            ["Housing material", "AISI 316L"],
            ["Weight", "110 g"],
        ],
        8.5,
        show_head=False,
    )
    s.heading("Notes", 10.5, rule=True)
    s.bullets(
        [
            "Humidity of the ambient air around the electronics is not specified; do "
            "not install in condensing locations.",
            "The transmitter is not intended for use in explosive atmospheres; no ATEX approval.",
            "Modbus register list: see DPT60 User Guide M211045EN.",
        ],
        8.5,
        mark="\u25aa",
    )
    s.heading("Wiring (M12)", 10.5, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("DPT60A", 220), Col("DPT60M", 229)],
        [
            ["1", "Loop +", "+24 VDC"],
            ["2", "-", "RS-485 B"],
            ["3", "Loop -", "GND"],
            ["4", "-", "RS-485 A"],
        ],
        8.5,
    )
    revision_table(s, [["2026-01", "B", "DPT60M added"]], (120, 80, 299))
    return save(s, out / "dpt60.pdf")


# ------------------------------------------------------ Sigfox module (Korea)
def ksm(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="KSM-S2 Series Sigfox Module",
        header_right="Datasheet Ver. 1.4",
        footer_left="Copyright (c) Hanbit Wireless Co., Ltd. All rights reserved.",
        footer_right="- {page} -",
        table_fill=(225, 225, 240),
        accent=(40, 40, 120),
    )
    s = Sheet(style, "KSM-S2 datasheet")
    s.add_page()
    s.title_block("KSM-S2R1 / S2R2 / S2R4", "Sigfox Verified Radio Module", "", 18)
    s.heading("1. General Description", 10.5)
    s.para(
        "The KSM-S2 series are Sigfox Verified modules in a 13 x 11 mm LGA package. "
        "An integrated MCU runs the Sigfox stack; the host sends AT commands over a "
        "UART at 9600 bps, 8N1. The three ordering codes differ in radio "
        "configuration (RC) and PA.",
        8.5,
    )
    s.heading("2. Ordering Codes and RF Characteristics", 10.5)
    s.para("Ta = 25 " + DEG + ", VDD = 3.3 V", 8.5, bold=True)
    s.table(
        [
            Col("Item", 140),
            Col("KSM-S2R1", 110, "C"),
            Col("KSM-S2R2", 110, "C"),
            Col("KSM-S2R4", 110, "C"),
            Col("Unit", 29, "C"),
        ],
        [
            ["Sigfox zone", "RC1 (EU)", "RC2 (US)", "RC4 (APAC)", "-"],
            ["TX frequency", "868.130", "902.200", "920.800", "MHz"],
            ["Max. TX output\npower", "14", "22", "22", "dBm"],
            ["TX current", "42", "230", "230", "mA"],
            ["RX sensitivity\n(600 bps)", "-126", "-129", "-129", "dBm"],
            ["RX current", "11", "11", "11", "mA"],
        ],
        8,
    )
    s.heading("3. Absolute Maximum Ratings", 10.5)
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
            ["Input voltage (digital pins)", "VIN", "-0.3", "VDD+0.3", "V"],
            ["RF input level", "", "", "10", "dBm"],
            ["Storage temperature", "TSTG", "-40", "+125", DEG],
        ],
        8,
    )
    s.heading("4. Recommended Operating Conditions", 10.5)
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
            ["Supply voltage", "VDD", "1.8", "3.3", "3.6", "V"],
            ["Supply voltage\n(KSM-S2R2 / R4, +22 dBm)", "VDD", "3.0", "3.3", "3.6", "V"],
            ["Operating temperature", "TA", "-30", "", "+85", DEG],
        ],
        8,
    )

    s.add_page()
    s.heading("5. DC Characteristics", 10.5)
    s.para("Ta = 25 " + DEG + ", VDD = 3.3 V unless otherwise noted", 8.5, bold=True)
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
            ["Sleep current", "ISLP", "", "1.5", "4", MU + "A"],
            ["Input high voltage", "VIH", "0.7VDD", "", "", "V"],
            ["Input low voltage", "VIL", "", "", "0.3VDD", "V"],
            ["Output high voltage", "VOH", "VDD-0.4", "", "", "V"],
        ],
        8,
    )
    s.heading("6. Pin Assignment", 10.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80, "C"), Col("Type", 60, "C"), Col("Description", 309)],
        [
            ["1", "GND", "P", "Ground"],
            ["5", "VDD", "P", "Supply"],
            ["9", "UART_TX", "O", "AT response"],
            ["10", "UART_RX", "I", "AT command (not 5 V tolerant)"],
            ["14", "RESET", "I", "Active low, internal pull-up"],
            ["18", "RF", "I/O", "50 " + "\u03a9" + " antenna port"],
        ],
        8,
    )
    s.heading("7. AT Command Examples", 10.5)
    s.table(
        [Col("Command", 160), Col("Response", 120), Col("Function", 219)],
        [
            ["AT$SF=0102030405", "OK", "Send 5-byte uplink (max. 12 bytes)"],
            ["AT$I=10", "0021A3F1", "Read device ID"],
            ["AT$P=2", "OK", "Deep sleep"],
        ],
        8,
    )
    s.heading("8. Notes", 10.5)
    s.bullets(
        [
            "Operating humidity is not specified for the bare module.",
            "Place a bulk capacitor of at least 100 " + MU + "F near VDD for KSM-S2R2 / R4.",
        ],
        8.5,
    )
    revision_table(s, [["2025-11-20", "1.4", "KSM-S2R4 added"]], (120, 80, 299))
    return save(s, out / "ksm-s2.pdf")
