"""Hold-out 34 datasheets: a KNX bus coupler module, a mains EMI filter module, a
PLL clock synthesiser and an AC-DC open-frame power supply.

A German leaflet (narrow font, bilingual headings, one column per ordering code
with a units column, footnote marks, continued on page 2), a Japanese EMI-filter
catalogue (serif-like, rules only, one column per rated current, derating note),
a US analog-house clock IC (dot-leader abs max, condition sentence, wrapped
names, blanks, register map) and a Taiwanese power-supply sheet (one column per
output version, table continued on page 2, footnotes).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
LE = "\u2264"
FW_C = "\u2103"
FW_TILDE = "\uff5e"


# ------------------------------------------------ KNX bus coupler (Germany)
def kbc256(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="KBC 256  KNX-Busankoppler / KNX Bus Coupler Module",
        header_right="Datenblatt / Data sheet 03/2025",
        footer_left="Lindenau Gebäudesysteme GmbH  ·  Kassel",
        footer_right="{page}/{nb}",
        table_fill=(225, 225, 225),
        accent=(0, 110, 110),
    )
    s = Sheet(style, "KBC 256 data sheet")
    s.add_page()
    s.title_block("KBC 256", "KNX TP1 Bus Coupler Module with UART / Busankoppler", "", 18)

    def left() -> None:
        s.heading("Merkmale / Features", 10)
        s.bullets(
            [
                "KNX TP1-256 physical layer, 9600 bit/s on the bus",
                "UART host interface 19200 Bd, 8E1",
                "Integrated DC/DC converter for the host",
                "Galvanic isolation: none (host shares bus minus)",
                "Certified to EN 50090",
            ],
            8,
        )

    def right() -> None:
        s.heading("Anwendungen / Applications", 10)
        s.bullets(
            [
                "Room controllers and push buttons",
                "Actuators with own microcontroller",
                "Sensors powered from the bus",
            ],
            8,
        )

    s.side_by_side(left, right, 260)
    s.heading("Technische Daten / Technical data", 10)
    s.table(
        [
            Col("Bestellbezeichnung / Ordering code", 180),
            Col("KBC 256-3", 95, "C"),
            Col("KBC 256-5", 95, "C"),
            Col("KBC 256-20", 95, "C"),
            Col("Einheit", 34, "C"),
        ],
        [
            ["Artikelnummer / Article no.", "256 031", "256 051", "256 201", ""],
            ["Busspannung / Bus voltage", "21 ... 32", "21 ... 32", "21 ... 32", "V DC"],
            ["Stromaufnahme Bus /\nBus current consumption", "≤ 12", "≤ 12", "≤ 12", "mA"],
            ["Hilfsspannung Ausgang /\nAuxiliary output voltage", "3.3", "5.0", "20 *1", "V"],
            ["Ausgangsstrom / Output\ncurrent", "≤ 60", "≤ 40", "≤ 10", "mA"],
            ["UART-Pegel / UART level", "3.3", "3.3", "5.0", "V"],
        ],
        8,
        head_rows=[["", "Typ / Type", "<", "<", ""]],
    )
    s.para(
        "*1 KBC 256-20: unregulated, follows bus voltage minus 2 V. "
        "Alle Werte bei Busspannung 29 V, Ta = 25 °C / all values at bus voltage 29 V.",
        7.5,
    )
    s.para("Fortsetzung nächste Seite / continued on next page", 7.5)

    s.add_page()
    s.heading("Technische Daten (Fortsetzung) / Technical data (continued)", 10)
    s.table(
        [
            Col("Bestellbezeichnung / Ordering code", 180),
            Col("KBC 256-3", 95, "C"),
            Col("KBC 256-5", 95, "C"),
            Col("KBC 256-20", 95, "C"),
            Col("Einheit", 34, "C"),
        ],
        [
            [
                "Betriebstemperatur /\nOperating temperature",
                "-5 ... +45",
                "-5 ... +45",
                "-5 ... +45 *2",
                "°C",
            ],
            [
                "Lagertemperatur / Storage\ntemperature",
                "-25 ... +70",
                "-25 ... +70",
                "-25 ... +70",
                "°C",
            ],
            ["Schutzart / Protection", "IP20", "IP20", "IP20", ""],
            ["Abmessungen / Dimensions", "25 x 15", "25 x 15", "30 x 15", "mm"],
        ],
        8,
    )
    s.para("*2 above +40 °C: output current ≤ 5 mA.", 7.5)
    s.heading("Anschlussbelegung / Pin assignment", 10)
    s.table(
        [Col("Pin", 40, "C"), Col("Signal", 80, "C"), Col("Beschreibung / Description", 379)],
        [
            ["1", "KNX+", "Bus plus (red)"],
            ["2", "KNX-", "Bus minus (black), = GND of host"],
            ["3", "VAUX", "Auxiliary output to host"],
            ["4", "TXD", "UART output to host"],
            ["5", "RXD", "UART input from host (not 5 V tolerant on -3 / -5)"],
            ["6", "SAVE", "Bus voltage fail warning, low active"],
        ],
        8,
    )
    s.heading("Hinweise / Notes", 10)
    s.bullets(
        [
            "The KBC 256 must only be connected to a KNX bus with SELV power supply.",
            "Relative humidity: 5 ... 93 %, no condensation.",
            "Relative Feuchte: 5 ... 93 %, keine Betauung.",
            "Surge immunity of the host side is not specified.",
        ],
        8,
    )
    return save(s, out / "kbc-256.pdf")


# ------------------------------------------------ mains EMI filter (Japan)
def rfn(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="RFN-2000 Series  Noise Filter for AC Lines",
        header_right="Catalog No. NF-2025-06",
        footer_left="Kitamura Denshi Kogyo Co., Ltd.",
        footer_right="- {page} -",
        table_fill=None,
        grid=False,
    )
    s = Sheet(style, "RFN-2000 catalogue")
    s.add_page()
    s.title_block("RFN-2000 Series", "Single-Phase Mains EMI Filter Module", "", 18)
    s.heading("■ Features", 10)
    s.bullets(
        [
            "Two-stage filter for switching power supplies and inverters",
            "Rated voltage 250 VAC, 50/60 Hz (DC use: see note *3)",
            "Faston 250 terminals, metal case, screw mounting",
            "UL 1283 / EN 60939 recognised",
        ],
        8,
        mark="●",
    )
    s.heading("■ Specifications", 10)
    s.table(
        [
            Col("Item", 160),
            Col("RFN-2006", 85, "C"),
            Col("RFN-2010", 85, "C"),
            Col("RFN-2020", 85, "C"),
            Col("Unit", 84, "C"),
        ],
        [
            ["Rated voltage", "250", "250", "250", "VAC"],
            ["Rated current *1", "6", "10", "20", "A"],
            ["Leakage current\n(250 VAC, 60 Hz)", "0.5", "0.5", "0.8", "mA max."],
            ["Test voltage\n(line - case)", "2500", "2500", "2500", "VAC, 1 min"],
            ["DC resistance", "25", "12", "5", "m" + OHM + " max."],
            ["Insulation resistance", "100", "100", "100", "M" + OHM + " min."],
            ["Mass", "110", "150", "290", "g"],
        ],
        8,
    )
    s.para(
        "*1 At ambient temperature 40 ℃. Above 40 ℃ derate linearly to 50 % of the rated "
        "current at 85 ℃.",
        7.5,
    )
    s.heading("■ Environmental", 10)
    s.table(
        [Col("Item", 200), Col("Specification", 299)],
        [
            ["Operating temperature", "-25 ～ +85 ℃ *2"],
            ["Storage temperature", "-40 ～ +85 ℃"],
            ["Humidity", "95 %RH max. (40 ℃, no condensation)"],
        ],
        8,
    )
    s.para("*2 Including self-heating.", 7.5)

    s.add_page()
    s.heading("■ Insertion Loss (typ., 50 Ω system)", 10)
    s.table(
        [
            Col("Frequency", 160),
            Col("RFN-2006", 85, "C"),
            Col("RFN-2010", 85, "C"),
            Col("RFN-2020", 85, "C"),
            Col("Unit", 84, "C"),
        ],
        [
            ["150 kHz, common mode", "35", "32", "28", "dB"],
            ["1 MHz, common mode", "60", "58", "55", "dB"],
            ["1 MHz, normal mode", "50", "48", "45", "dB"],
            ["30 MHz, common mode", "45", "42", "40", "dB"],
        ],
        8,
    )
    s.heading("■ Ordering Code", 10)
    s.table(
        [Col("Code", 140), Col("Rated current", 120, "C"), Col("Packing", 239)],
        [
            ["RFN-2006-T", "6 A", "Tray, 20 pcs"],
            ["RFN-2010-T", "10 A", "Tray, 20 pcs"],
            ["RFN-2020-T", "20 A", "Tray, 10 pcs"],
        ],
        8,
    )
    s.heading("■ Precautions", 10)
    s.bullets(
        [
            "*3 For DC lines the filter may be used up to 250 VDC at the rated current.",
            "The case must be connected to protective earth.",
            "Use in 3-phase circuits is not allowed.",
            "Vibration and shock resistance are not specified in this catalogue.",
        ],
        8,
        mark="●",
    )
    revision_table(s, [["2025-06-20", "06", "RFN-2020 added"]], (120, 80, 299))
    return save(s, out / "rfn-2000.pdf")


# ------------------------------------------------ PLL clock synthesiser (US analog)
def cks5351(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="CKS5351",
        header_right="SNAS-5351C - MARCH 2025",
        footer_left="Bravura Timing Devices, Inc.",
        footer_right="{page}",
        table_fill=(235, 235, 235),
        accent=(150, 0, 0),
    )
    s = Sheet(style, "CKS5351 datasheet")
    s.add_page()
    s.title_block("CKS5351", "I2C-Programmable 3-Output PLL Clock Synthesizer", "", 16)

    def left() -> None:
        s.heading("1 Features", 10)
        s.bullets(
            [
                "Generates 3 clocks from 8 kHz to 200 MHz",
                "25-MHz or 27-MHz crystal reference",
                "Two fractional-N PLLs",
                "I2C interface, address 0x60 (0x61 with A0 high)",
                "-40" + DEG + " to 85" + DEG + " operating temperature",
            ],
            8,
        )

    def right() -> None:
        s.heading("2 Description", 10)
        s.para(
            "The CKS5351 replaces crystals and oscillators in cost-sensitive designs. "
            "Outputs run from a separate VDDO supply (1.8 V, 2.5 V or 3.3 V), so clocks "
            "can drive logic of a different voltage than the core.",
            8,
        )

    s.side_by_side(left, right, 250)
    s.heading("3 Absolute Maximum Ratings", 10)
    s.leaders(
        [
            ("Core supply voltage, VDD", "-0.5 V to 3.8 V"),
            ("Output supply voltage, VDDO", "-0.5 V to 3.8 V"),
            ("Input voltage, SCL, SDA", "-0.5 V to 3.8 V"),
            ("Junction temperature, TJ", "150" + DEG),
            ("Storage temperature, Tstg", "-55" + DEG + " to 150" + DEG),
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
            ["VDD  Core supply voltage", "2.97", "3.3", "3.63", "V"],
            ["VDDO  Output supply voltage", "1.71", "", "3.63", "V"],
            ["TA  Ambient temperature", "-40", "", "85", DEG],
        ],
        8,
    )
    s.heading("5 Electrical Characteristics", 10)
    s.para("VDD = 3.3 V, VDDO = 3.3 V, TA = 25" + DEG + " unless otherwise noted.", 8)
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
            ["Core supply current", "I_{DD}", "PLLs enabled, outputs off", "", "22", "35", "mA"],
            [
                "Output supply\ncurrent, per output",
                "I_{DDO}",
                "CL = 5 pF, 100 MHz",
                "",
                "2.2",
                "5.6",
                "mA",
            ],
            ["", "I_{DDO}", "CL = 5 pF, 200 MHz", "", "4.4", "", "mA"],
            ["Power-down current", "I_{PD}", "All PLLs off", "", "10", "", MU + "A"],
            ["OUTPUTS"],
            ["Output frequency", "f_{OUT}", "", "0.008", "", "200", "MHz"],
            ["Output high voltage", "V_{OH}", "IOH = -4 mA", "VDDO - 0.6", "", "", "V"],
            ["Output low voltage", "V_{OL}", "IOL = 4 mA", "", "", "0.6", "V"],
        ],
        8,
    )

    s.add_page()
    s.heading("5 Electrical Characteristics (continued)", 10)
    s.para("VDD = 3.3 V, VDDO = 3.3 V, TA = 25" + DEG + " unless otherwise noted.", 8)
    s.table(
        cols,
        [
            ["OUTPUTS (continued)"],
            ["Period jitter,\npeak-to-peak", "J_{PER}", "Integer mode", "", "40", "70", "ps"],
            ["", "J_{PER}", "Fractional mode", "", "70", "155", "ps"],
            ["Duty cycle", "", "fOUT <= 160 MHz", "45", "50", "55", "%"],
            ["I2C"],
            ["", "V_{IL}", "SCL, SDA", "-0.5", "", "0.3 x VDD", "V"],
            ["", "V_{IH}", "SCL, SDA", "0.7 x VDD", "", "3.63", "V"],
            ["SCL clock frequency", "f_{SCL}", "", "", "", "400", "kHz"],
            ["CRYSTAL"],
            ["Crystal frequency", "f_{XTAL}", "", "25", "", "27", "MHz"],
        ],
        8,
    )
    s.para(
        "SCL and SDA are not 5-V tolerant. Output phase noise and the lock time of the "
        "PLLs are not specified.",
        8,
    )
    s.heading("6 Register Map (excerpt)", 10)
    s.table(
        [Col("ADDR", 50, "C"), Col("NAME", 110), Col("DEFAULT", 60, "C"), Col("DESCRIPTION", 279)],
        [
            ["0", "DEVICE_STATUS", "0x00", "SYS_INIT, LOL_A, LOL_B, LOS"],
            ["3", "OUTPUT_ENABLE", "0xFF", "CLKx_OEB, 1 = disabled"],
            ["16-18", "CLK0_CTRL..CLK2_CTRL", "0x80", "Power down, drive strength 2/4/6/8 mA"],
            ["183", "XTAL_CL", "0xD2", "Crystal load 6 / 8 / 10 pF"],
        ],
        8,
    )
    s.heading("7 Pin Functions", 10)
    s.table(
        [Col("PIN", 40, "C"), Col("NAME", 80), Col("DESCRIPTION", 379)],
        [
            ["1", "VDD", "Core supply"],
            ["2, 3", "XA, XB", "Crystal input"],
            ["4, 5", "SCL, SDA", "I2C bus"],
            ["6, 7, 9", "CLK0-CLK2", "Clock outputs"],
            ["8", "VDDO", "Output supply"],
            ["10", "GND", "Ground"],
        ],
        8,
    )
    return save(s, out / "cks5351.pdf")


# ------------------------------------------------ AC-DC open-frame PSU (Taiwan)
def ofp25(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="25W Single Output Open Frame Power Supply",
        header_right="OFP-25 series",
        footer_left="Huayang Power Electronics (Taiwan) Corp.  File Name: OFP-25-SPEC 2025-02-10",
        footer_right="{page}/{nb}",
        table_fill=(255, 240, 200),
        accent=(0, 60, 150),
    )
    s = Sheet(style, "OFP-25 specification")
    s.add_page()
    s.title_block("OFP-25 series", "25 W Single Output Open Frame AC-DC Power Supply", "", 18)
    s.heading("Features", 10)
    s.bullets(
        [
            "Universal AC input / full range",
            "Protections: short circuit / overload / over voltage",
            "Cooling by free air convection",
            "LED indicator for power on",
            "3 years warranty",
        ],
        8,
    )
    s.heading("SPECIFICATION", 10)
    cols = [
        Col("", 60),
        Col("MODEL", 120),
        Col("OFP-25-5", 80, "C"),
        Col("OFP-25-12", 80, "C"),
        Col("OFP-25-24", 80, "C"),
        Col("", 79),
    ]
    wide = [Col("", 60), Col("", 120), Col("", 319)]
    s.table(
        cols,
        [
            ["OUTPUT", "DC VOLTAGE", "5V", "12V", "24V", ""],
            ["", "RATED CURRENT", "5A", "2.1A", "1.1A", ""],
            ["", "CURRENT RANGE", "0 ~ 5A", "0 ~ 2.1A", "0 ~ 1.1A", ""],
            ["", "RATED POWER", "25W", "25.2W", "26.4W", ""],
            ["", "RIPPLE & NOISE\n(max.) Note.2", "80mVp-p", "120mVp-p", "150mVp-p", ""],
            ["", "VOLTAGE ADJ.\nRANGE", "4.75 ~ 5.5V", "10.8 ~ 13.2V", "21.6 ~ 26.4V", ""],
            ["", "VOLTAGE\nTOLERANCE Note.3", PM + "2.0%", PM + "1.0%", PM + "1.0%", ""],
        ],
        7.5,
    )
    s.gap(-5)
    s.table(
        wide,
        [
            ["INPUT", "VOLTAGE RANGE", "85 ~ 264VAC   120 ~ 370VDC"],
            ["", "FREQUENCY RANGE", "47 ~ 63Hz"],
            ["", "AC CURRENT (Typ.)", "0.7A/115VAC   0.4A/230VAC"],
            ["", "INRUSH CURRENT\n(Typ.)", "COLD START 35A/230VAC"],
        ],
        7.5,
        show_head=False,
    )
    s.para("Continued on next page.", 7.5)

    s.add_page()
    s.heading("SPECIFICATION (continued)", 10)
    s.table(
        cols,
        [["PROTECTION", "OVER VOLTAGE", "5.75 ~ 6.75V", "13.8 ~ 16.2V", "27.6 ~ 32.4V", ""]],
        7.5,
    )
    s.gap(-5)
    s.table(
        wide,
        [
            ["", "OVERLOAD", "110 ~ 150% rated output power, hiccup mode"],
            ["ENVIRON-\nMENT", "WORKING TEMP.", "-20 ~ +70" + DEG + " (Refer to derating curve)"],
            ["", "WORKING HUMIDITY", "20 ~ 90% RH non-condensing"],
            ["", "STORAGE TEMP.", "-40 ~ +85" + DEG + ", 10 ~ 95% RH"],
            ["SAFETY", "WITHSTAND VOLTAGE", "I/P-O/P:3KVAC"],
            ["", "ISOLATION\nRESISTANCE", "I/P-O/P: 100M Ohms / 500VDC"],
            ["OTHERS", "DIMENSION", "76.2 x 50.8 x 24 mm (L x W x H)"],
        ],
        7.5,
        show_head=False,
    )
    s.para(
        "NOTE 1. All parameters NOT specially mentioned are measured at 230VAC input, rated "
        "load and 25" + DEG + " of ambient temperature.",
        7.5,
    )
    s.para(
        '2. Ripple & noise are measured at 20MHz of bandwidth by using a 12" twisted pair-wire '
        "terminated with a 0.1uf & 47uf parallel capacitor.",
        7.5,
    )
    s.para("3. Tolerance: includes set up tolerance, line regulation and load regulation.", 7.5)
    s.para(
        "4. Derating: 100% load up to 50" + DEG + ", linearly to 60% load at 70" + DEG + ".",
        7.5,
    )
    s.para(
        "5. Hold-up time and EMC class are not specified for the open-frame version; they "
        "depend on the end system.",
        7.5,
    )
    s.heading("Connector", 10)
    s.table(
        [Col("Connector", 120), Col("Pin No.", 80, "C"), Col("Assignment", 299)],
        [
            ["CN1 (input)", "1 / 3", "AC/N, AC/L"],
            ["CN2 (output)", "1, 2 / 3, 4", "-V / +V"],
        ],
        8,
    )
    return save(s, out / "ofp-25.pdf")
