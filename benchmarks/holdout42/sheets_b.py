"""Hold-out 42 datasheets: three PLC digital input modules and a pressure transmitter.

A German bilingual DIN-rail I/O leaflet (condition sentence, one column per
channel-count version, table continued on page 2), a US industrial data sheet
in analog-house style (abs max overlapping recommended rows, symbol-only rows,
min/typ/max with blanks, footnote marks), a Chinese module manual (full-width
key-value lines, one column per voltage version, Modbus register map) and a US
analog-house pressure transmitter (condition sentence, two output versions).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
LE = "\u2264"
GE = "\u2265"
ELL = "\u2026"


# ------------------------------------------------ PLC DI (Germany)
def edi16(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Lahnwerk Steuerungstechnik GmbH",
        header_right="Datenblatt / Data sheet EDI 1608 / EDI 1616",
        footer_left="Technische Änderungen vorbehalten / Subject to change",
        footer_right="Seite / Page {page}",
        table_fill=None,
        accent=(0, 60, 120),
        grid=False,
    )
    s = Sheet(style, "EDI 1608 data sheet")
    s.add_page()
    s.title_block(
        "EDI 1608 / EDI 1616",
        "Digitales Eingangsmodul 24 V DC, plus-/minusschaltend / Digital input module 24 V DC, sink/source",
        "",
        18,
    )
    s.para(
        "Eingangsmodul für das Lahnwerk-Rückwandbus-System, 8 oder 16 Eingänge, "
        "Typ 1 / Typ 3 nach IEC 61131-2, gemeinsamer Bezugspunkt je 8 Kanäle wählbar "
        "(plus- oder minusschaltend). / Input module for the Lahnwerk backplane "
        "system, 8 or 16 inputs, type 1 / type 3 to IEC 61131-2, common per 8 channels "
        "selectable for sink or source wiring.",
        8.5,
    )
    s.heading("Grenzwerte / Limit values", 10, rule=True)
    s.table(
        [Col("", 330), Col("", 169, "R")],
        [
            ["Eingangsspannung / Input voltage (dauernd / continuous)", "max. 30 V DC"],
            ["Eingangsspannung / Input voltage (< 500 ms)", "max. 35 V DC"],
            ["Verpolung / Reverse input voltage", "max. -30 V DC"],
        ],
        8,
        show_head=False,
    )
    s.heading("Tabelle 1 Technische Daten / Table 1 Technical data", 10, rule=True)
    s.para(
        "Alle Werte bei Ue = 24 V DC, Tu = 25 °C, sofern nicht anders angegeben. / All "
        "values at Ue = 24 V DC, Tu = 25 °C unless otherwise stated.",
        8,
    )
    s.table(
        [Col("", 250), Col("EDI 1608", 100, "C"), Col("EDI 1616", 100, "C"), Col("", 49, "C")],
        [
            ["Eingänge / Inputs"],
            ["Anzahl Eingänge /\nNumber of inputs", "8", "16", ""],
            ["Nenneingangsspannung /\nRated input voltage", "24", "24", "V DC"],
            ["Signal „1“ / Signal “1”", "15 … 30", "11 … 30", "V DC"],
            ["Signal „0“ / Signal “0”", "-3 … +5", "-3 … +5", "V DC"],
            ["Eingangsstrom bei „1“ /\nInput current at “1”", "6", "2.5", "mA"],
            ["Eingangsverzögerung /\nInput delay", "3", "3", "ms"],
            ["Versorgung / Supply"],
            ["Stromaufnahme Rückwandbus /\nBackplane current (5 V)", "35", "55", "mA"],
        ],
        8,
    )
    s.add_page()
    s.heading("Tabelle 1 (Fortsetzung) / Table 1 (continued)", 10, rule=True)
    s.table(
        [Col("", 250), Col("EDI 1608", 100, "C"), Col("EDI 1616", 100, "C"), Col("", 49, "C")],
        [
            ["Potentialtrennung / Isolation"],
            ["Kanal / Bus /\nChannel to bus", "500", "500", "V AC"],
            ["Umgebung / Environment"],
            ["Betriebstemperatur /\nOperating temperature", "0 … +55", "0 … +55", "°C"],
            ["Lagertemperatur /\nStorage temperature", "-25 … +70", "-25 … +70", "°C"],
            ["Relative Feuchte /\nRelative humidity", "5 … 95", "5 … 95", "%"],
            ["Schutzart / Protection", "IP20", "IP20", ""],
        ],
        8,
    )
    s.heading("Hinweise / Notes", 10, rule=True)
    s.para(
        "Zweileiter-Näherungsschalter mit einem Reststrom bis 1.5 mA sind am EDI 1616 "
        "zulässig. / Two-wire proximity switches with a leakage current up to 1.5 mA "
        "are permitted on the EDI 1616. Zulassung UL / cULus: nicht spezifiziert. / UL "
        "approval: not specified.",
        8.5,
    )
    s.heading("Klemmenbelegung / Terminals", 10, rule=True)
    s.table(
        [
            Col("Klemme / Terminal", 120, "C"),
            Col("Signal", 120, "C"),
            Col("Beschreibung / Description", 259),
        ],
        [
            ["1 … 8", "I0 … I7", "Eingänge / Inputs"],
            ["9", "COM0", "Bezug / Common I0 … I7"],
            ["10 … 17", "I8 … I15", "Eingänge / Inputs (EDI 1616)"],
            ["18", "COM1", "Bezug / Common I8 … I15"],
        ],
        8,
    )
    s.heading("Bestelldaten / Ordering data", 10, rule=True)
    s.table(
        [Col("Typ / Type", 160), Col("Art.-Nr. / Item no.", 160, "C"), Col("VE / Pack", 179, "C")],
        [["EDI 1608", "2281 608", "1"], ["EDI 1616", "2281 616", "1"]],
        8,
    )
    return save(s, out / "edi16.pdf")


# ------------------------------------------------ PLC DI (US, analog-house style)
def iox8(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="IOX-8DI",
        header_right="HALVORSEN CONTROLS, INC.",
        footer_left="Halvorsen Controls, Inc.  Document HC-0418 Rev. B",
        footer_right="{page}",
        table_fill=(215, 215, 215),
        accent=(120, 0, 0),
        grid=True,
    )
    s = Sheet(style, "IOX-8DI data sheet")
    s.add_page()
    s.title_block(
        "IOX-8DI", "8-Channel 24 V Sink/Source Digital Input Module with Modbus RTU", "", 20
    )

    def feats() -> None:
        s.heading("FEATURES", 10)
        s.bullets(
            [
                "8 inputs, sink or source per group of 4",
                "Modbus RTU over RS-485, 1200 to 115200 baud",
                "Supply 10 V to 30 V DC",
                "Channel-to-logic isolation 1500 VRMS",
                "Per-channel LED, 35 mm DIN rail",
            ],
            8.5,
        )

    def desc() -> None:
        s.heading("DESCRIPTION", 10)
        s.para(
            "The IOX-8DI reads eight 24 V PLC-style inputs and reports them as Modbus "
            "discrete inputs and counters. Each group of four inputs has its own common "
            "so PNP and NPN sensors can be mixed.",
            8.5,
        )

    s.side_by_side(feats, desc, 240)
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10)
    s.table(
        [
            Col("Parameter", 260),
            Col("Symbol", 80, "C"),
            Col("Rating", 100, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltage", "V_{S}", "36", "V"],
            ["Input voltage, any input to COM", "V_{IN}", "-36 to 36", "V"],
            ["RS-485 A, B to GND", "", "-7 to 12", "V"],
            ["Operating temperature", "T_{A}", "-40 to 85", "°C"],
        ],
        8,
    )
    s.heading("RECOMMENDED OPERATING CONDITIONS", 10)
    s.table(
        [
            Col("Parameter", 260),
            Col("Symbol", 80, "C"),
            Col("MIN", 50, "C"),
            Col("MAX", 50, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltage", "V_{S}", "10", "30", "V"],
            ["Input voltage, any input to COM", "V_{IN}", "0", "30", "V"],
            ["Operating temperature", "T_{A}", "-25", "70", "°C"],
        ],
        8,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 10)
    s.para("VS = 24 V, TA = 25 °C unless otherwise noted.", 8)
    s.table(
        [
            Col("Parameter", 170),
            Col("Test conditions", 140),
            Col("MIN", 45, "C"),
            Col("TYP", 45, "C"),
            Col("MAX", 45, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Supply current", "all inputs off", "", "22", "35", "mA"],
            ["", "all inputs on", "", "30", "45", "mA"],
            ["V_{IH}", "", "11", "", "30", "V"],
            ["V_{IL}", "", "-3", "", "5", "V"],
            ["I_{IN}", "V_{IN} = 24 V", "2", "3", "5", "mA"],
            ["Input filter delay", "", "", "4 (1)", "", "ms"],
            ["Counter input\nfrequency", "inputs 1 and 2 only", "", "", "5 (2)", "kHz"],
        ],
        8,
    )
    s.para(
        "(1) Configurable 0.1 ms to 20 ms in register 40012.  (2) 50 % duty cycle; other "
        "inputs 100 Hz max.",
        7.5,
    )
    s.add_page()
    s.heading("MODBUS REGISTER MAP", 10)
    s.table(
        [
            Col("Address", 80, "C"),
            Col("Type", 100, "C"),
            Col("Name", 150),
            Col("Default", 169, "C"),
        ],
        [
            ["10001-10008", "Discrete input", "Input state 1-8", "-"],
            ["40001", "Holding", "Slave address", "1"],
            ["40002", "Holding", "Baud rate code", "3 (9600)"],
            ["40012", "Holding", "Filter time, 0.1 ms", "40"],
            ["30001-30004", "Input", "Counter 1-2 (32 bit)", "0"],
        ],
        8,
    )
    s.heading("TERMINALS", 10)
    s.table(
        [Col("Terminal", 80, "C"), Col("Name", 100, "C"), Col("Function", 319)],
        [
            ["1, 2", "V+, V-", "Supply 10-30 V DC"],
            ["3, 4", "A, B", "RS-485"],
            ["5-8, 9", "IN1-IN4, COM1", "Input group 1"],
            ["10-13, 14", "IN5-IN8, COM2", "Input group 2"],
        ],
        8,
    )
    s.heading("APPLICATION NOTES", 10)
    s.para(
        "Three-wire PNP and NPN sensors can be connected directly. Two-wire sensor "
        "leakage current is not specified; use a bleeder resistor if in doubt. The "
        "RS-485 port is not isolated from the supply. Bus length up to 1200 m at 9600 baud.",
        8.5,
    )
    return save(s, out / "iox-8di.pdf")


# ------------------------------------------------ PLC DI (China)
def zkdi8(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="ZK-DI8 Series Optocoupler Input Module  User Manual",
        header_right="Dongguan Zhikong Electronics Co., Ltd.",
        footer_left="Tel: 0769-0000-0000",
        footer_right="- {page} -",
        table_fill=(210, 235, 210),
        accent=(0, 110, 40),
        grid=True,
    )
    s = Sheet(style, "ZK-DI8 manual")
    s.add_page()
    s.title_block(
        "ZK-DI8-12 / ZK-DI8-24",
        "8-Channel Optocoupler Isolated Digital Input Module (NPN/PNP)",
        "",
        17,
    )
    s.heading("1. Introduction", 10, rule=True)
    s.para(
        "The ZK-DI8 converts 8 PLC-level signals (NPN or PNP, selected by the COM "
        "jumper) into isolated outputs for MCU or PLC, and also reports them over "
        "RS-485 Modbus RTU.",
        8.5,
    )
    s.heading("2. Specifications", 10, rule=True)
    s.table(
        [Col("Item", 179), Col("ZK-DI8-12", 160, "C"), Col("ZK-DI8-24", 160, "C")],
        [
            ["Power supply", f"DC 12V{PM}10%", f"DC 24V (18{FWT}30V)"],
            ["Input signal\nvoltage", f"DC 12V (9{FWT}15V)", f"DC 24V (18{FWT}30V)"],
            ["Input ON threshold", f"{GE}7V", f"{GE}14V"],
            ["Input current\n(per channel)", "4.5mA (12V)", "5mA (24V)"],
            ["Static current", f"{LE}30mA", f"{LE}20mA"],
            ["Response time", f"{LE}1ms", f"{LE}1ms"],
            ["Isolation", "2500Vrms", "2500Vrms"],
        ],
        8,
    )
    s.lines(
        [
            f"RS-485 baud rate{FWC}2400 / 4800 / 9600 / 19200 / 38400bps",
            f"Signal output to MCU{FWC}open collector, pull-up 3.3{FWT}5V, {LE}50mA",
            f"Working temperature{FWC}-25{FWT}70{FW_C}",
            f"Working humidity{FWC}{LE}90%RH (no condensation)",
        ],
        8.5,
    )
    s.add_page()
    s.heading("3. Modbus Register Table", 10, rule=True)
    s.table(
        [Col("Register", 100, "C"), Col("Function code", 100, "C"), Col("Description", 299)],
        [
            ["0x0000", "0x02", "Input 1~8 state"],
            ["0x00FD", "0x03/0x06", "Slave address (1~247), default 1"],
            ["0x00FE", "0x03/0x06", "Baud rate code 0~4, default 2 (9600)"],
        ],
        8,
    )
    s.heading("4. Wiring", 10, rule=True)
    s.table(
        [Col("Terminal", 100, "C"), Col("Description", 399)],
        [
            ["V+ / V-", "Module power"],
            ["A / B", "RS-485"],
            ["IN1~IN8", "Signal inputs"],
            ["COM", "Input common: to V- for PNP, to V+ for NPN"],
            ["OUT1~OUT8", "Isolated open collector outputs"],
        ],
        8,
    )
    s.heading("5. Notes", 10, rule=True)
    s.bullets(
        [
            "Do not connect 24V signals to the ZK-DI8-12 inputs; the input resistor will overheat.",
            "12V signals are below the ZK-DI8-24 ON threshold and are not detected.",
            "Counting / high-speed pulse input is not specified.",
            "Protection class: not specified (open PCB on DIN rail carrier).",
        ],
        8.5,
    )
    return save(s, out / "zk-di8.pdf")


# ------------------------------------------------ pressure transmitter (US)
def kpt(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KPT-200 Series",
        header_right="Keystone Process Instruments",
        footer_left="Keystone Process Instruments, Inc.  KPT-200 DS Rev. A",
        footer_right="{page} of {nb}",
        table_fill=(220, 228, 240),
        accent=(0, 40, 110),
        grid=True,
    )
    s = Sheet(style, "KPT-200 data sheet")
    s.add_page()
    s.title_block(
        "KPT-200V / KPT-200R",
        "Industrial Pressure Transmitter, 0 to 10 V or Ratiometric Output",
        "",
        19,
    )
    s.heading("FEATURES", 10)
    s.bullets(
        [
            'Stainless steel 316L wetted parts, 1/4" NPT',
            "Ranges 0 to 100 psi through 0 to 5000 psi",
            "KPT-200V: 0 to 10 V output;  KPT-200R: 0.5 to 4.5 V ratiometric",
            "Total error band ±1.0 % FS over -20 °C to +85 °C",
        ],
        8.5,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10)
    s.table(
        [Col("Parameter", 300), Col("Value", 140, "C"), Col("Unit", 59, "C")],
        [
            ["Supply voltage, KPT-200V", "36", "V"],
            ["Supply voltage, KPT-200R", "16", "V"],
            ["Operating temperature", "-40 to 105", "°C"],
        ],
        8,
    )
    s.heading("ELECTRICAL SPECIFICATIONS", 10)
    s.para("VS = 24 V (KPT-200V) or 5.0 V (KPT-200R), TA = 25 °C unless otherwise noted.", 8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Version", 80, "C"),
            Col("MIN", 55, "C"),
            Col("TYP", 55, "C"),
            Col("MAX", 55, "C"),
            Col("Unit", 104, "C"),
        ],
        [
            ["Supply voltage", "KPT-200V", "12", "24", "30", "V"],
            ["", "KPT-200R", "4.75", "5.0", "5.25", "V"],
            ["Supply current", "KPT-200V", "", "4", "6", "mA"],
            ["", "KPT-200R", "", "2.5", "3.5", "mA"],
            ["Output voltage", "KPT-200V", "0", "", "10", "V"],
            ["", "KPT-200R", "0.5", "", "4.5", "V"],
            ["Load resistance", "KPT-200V", "5", "", "", "kOhm"],
            ["Response time\n(10 % to 90 %)", "both", "", "1", "2", "ms"],
            ["Accuracy (1)", "both", "-0.25", "", "0.25", "% FS"],
        ],
        8,
    )
    s.para("(1) BFSL, includes non-linearity, hysteresis and repeatability at 25 °C.", 7.5)
    s.add_page()
    s.heading("ENVIRONMENTAL", 10)
    s.table(
        [Col("Parameter", 300), Col("Value", 199)],
        [
            ["Operating temperature", "-40 °C to +85 °C"],
            ["Compensated temperature", "-20 °C to +85 °C"],
            ["Storage temperature", "-40 °C to +105 °C"],
            ["Ingress protection", "IP67 (cable version), IP65 (Packard connector)"],
        ],
        8,
    )
    s.heading("PRESSURE RANGES", 10)
    s.table(
        [
            Col("Range code", 120, "C"),
            Col("Range", 120, "C"),
            Col("Proof", 120, "C"),
            Col("Burst", 139, "C"),
        ],
        [
            ["-0100", "0 to 100 psi", "200 psi", "500 psi"],
            ["-0500", "0 to 500 psi", "1000 psi", "2500 psi"],
            ["-5000", "0 to 5000 psi", "7500 psi", "10000 psi"],
        ],
        8,
    )
    s.heading("WIRING (PACKARD CONNECTOR)", 10)
    s.table(
        [Col("Pin", 80, "C"), Col("Wire color", 120, "C"), Col("Function", 299)],
        [["A", "red", "+VS"], ["B", "black", "common"], ["C", "white", "output"]],
        8,
    )
    s.heading("APPLICATION INFORMATION", 10)
    s.para(
        "The KPT-200R output is ratiometric to the supply and suits a 5 V ADC referenced "
        "to the same supply. The 0 to 10 V output of the KPT-200V exceeds the input range "
        "of 3.3 V and 5 V microcontroller ADCs; use a divider. Hazardous-location (ATEX / "
        "Class I Div 2) approval is not specified. Hydrogen service is not specified.",
        8.5,
    )
    return save(s, out / "kpt-200.pdf")
