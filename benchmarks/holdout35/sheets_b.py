"""Hold-out 35 datasheets: a DIN-rail isolating signal conditioner, an ultrasonic
flow meter, a chlorine gas sensor and a carbon monoxide sensor module.

A German bilingual leaflet (one column per ordering code with article numbers,
footnote marks), an Indian flow meter brochure ("typ." only table, one column
per pipe size, values in the feature list), a Japanese electrochemical sensor
specification (■ headings, full-width punctuation, no supply voltage at all) and
a US analog-house module data sheet (condition sentence, EC continued on page 2,
dot-leader absolute maximum ratings).
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
FW_LP = "\uff08"
FW_RP = "\uff09"
LE = "\u2264"
GE = "\u2265"
M3 = "m\u00b3"


# --------------------------------------- DIN-rail isolating amplifier (Germany)
def ktv(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="KTV 12 Trennverstärker / Isolating signal conditioner",
        header_right="Datenblatt / Data sheet  DB-KTV12  2026-02",
        footer_left="Kessler Messtechnik GmbH  ·  Pforzheim  ·  Technische Änderungen vorbehalten",
        footer_right="{page} / 2",
        table_fill=(235, 235, 220),
        accent=(110, 90, 0),
    )
    s = Sheet(style, "KTV 12 data sheet")
    s.add_page()
    s.title_block(
        "KTV 12-UI/U  ·  KTV 12-UI/I",
        "Trennverstärker für Normsignale / Isolating signal conditioner, 12.5 mm DIN rail",
        "",
        17,
    )
    s.para(
        "Galvanische 3-Wege-Trennung von Eingang, Ausgang und Versorgung. / 3-way "
        "galvanic isolation between input, output and supply. Input range selectable by "
        "DIP switch: 0 ... 10 V, 0 ... 20 mA or 4 ... 20 mA. Screw terminals, "
        "TS35 rail mounting.",
        8.5,
    )
    s.heading("Bestelldaten / Ordering data", 10, rule=True)
    s.table(
        [
            Col("Beschreibung / Description", 209),
            Col("Typ / Type", 145, "C"),
            Col("Art.-Nr. / Order No.", 145, "C"),
        ],
        [
            ["Ausgang / Output 0 ... 10 V", "KTV 12-UI/U", "2907 115"],
            ["Ausgang / Output 4 ... 20 mA", "KTV 12-UI/I", "2907 128"],
        ],
        8.5,
    )
    s.heading("Technische Daten / Technical data", 10, rule=True)
    s.table(
        [
            Col("", 185),
            Col("KTV 12-UI/U", 120, "C"),
            Col("KTV 12-UI/I", 120, "C"),
            Col("Einheit / Unit", 74, "C"),
        ],
        [
            ["Versorgung / Supply"],
            ["Versorgungsspannung\nSupply voltage", "19.2 ... 30", "19.2 ... 30", "V DC"],
            ["Stromaufnahme (24 V)\nCurrent consumption", LE + " 22", LE + " 35 *1", "mA"],
            ["Eingang / Input"],
            ["Eingangswiderstand U\nInput resistance, voltage", "100", "100", "k" + OHM],
            ["Eingangswiderstand I\nInput resistance, current", "50", "50", OHM],
            ["Max. Eingangsspannung\nMax. input voltage", "30", "30", "V"],
            ["Ausgang / Output"],
            ["Ausgangssignal\nOutput signal", "0 ... 10", "4 ... 20", "V / mA"],
            ["Bürde / Load", GE + " 10 k" + OHM, LE + " 500 " + OHM, "-"],
        ],
        8,
    )
    s.para(
        "*1 Bei 20 mA Ausgangsstrom und 500 " + OHM + " Bürde. / At 20 mA output current and "
        "500 " + OHM + " load.",
        7.5,
    )

    s.add_page()
    s.heading("Technische Daten (Fortsetzung) / Technical data (continued)", 10, rule=True)
    s.table(
        [
            Col("", 185),
            Col("KTV 12-UI/U", 120, "C"),
            Col("KTV 12-UI/I", 120, "C"),
            Col("Einheit / Unit", 74, "C"),
        ],
        [
            ["Übertragung / Transmission"],
            ["Übertragungsfehler\nTransmission error", "< 0.1", "< 0.1", "% v. E. / % FS"],
            ["Sprungantwort (10-90 %)\nStep response", "< 5", "< 5", "ms"],
            ["Trennung / Isolation"],
            ["Prüfspannung\nTest voltage", "2.5", "2.5", "kV AC, 50 Hz, 1 min"],
            ["Umgebung / Ambient"],
            [
                "Umgebungstemperatur (Betrieb)\nAmbient temperature (operation)",
                "-25 ... +60 *2",
                "-25 ... +60 *2",
                DEG,
            ],
            ["Lagertemperatur\nStorage temperature", "-40 ... +85", "-40 ... +85", DEG],
            ["Schutzart / Degree of protection", "IP20", "IP20", "-"],
        ],
        8,
    )
    s.para(
        "*2 Bei Anreihung ohne Abstand: max. +50 " + DEG + ". / When mounted side by side "
        "without spacing: max. +50 " + DEG + ".",
        7.5,
    )
    s.heading("Anschlussbelegung / Terminal assignment", 10, rule=True)
    s.table(
        [Col("Klemme / Terminal", 110, "C"), Col("Funktion / Function", 389)],
        [
            ["1.1 / 1.2", "Eingang + / - (Input + / -)"],
            ["2.1 / 2.2", "Ausgang + / - (Output + / -)"],
            ["3.1 / 3.2", "24 V DC / 0 V (Versorgung / supply)"],
        ],
        8,
    )
    s.heading("Hinweise / Notes", 10, rule=True)
    s.bullets(
        [
            "Luftfeuchtigkeit: 5 ... 95 %, ohne Betauung / Humidity: 5 ... 95 %, non-condensing.",
            "Keine Angabe zur Verpolung des Eingangs. / Input reverse polarity protection "
            "is not specified.",
            "UL-Zulassung: nicht spezifiziert / UL approval: not specified.",
        ],
        8,
    )
    revision_table(s, [["2026-02-10", "02", "KTV 12-UI/I ergänzt / added"]], (120, 80, 299))
    return save(s, out / "ktv-12.pdf")


# ----------------------------------------------- ultrasonic flow meter (India)
def ufm(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="AquaSonic UFM-200 Series",
        header_right="Product Data Sheet  PDS/UFM/07",
        footer_left="Prakash Flowtronics Pvt. Ltd., MIDC Bhosari, Pune 411026, India",
        footer_right="Page {page} of 2",
        table_fill=(250, 225, 200),
        accent=(190, 80, 0),
    )
    s = Sheet(style, "UFM-200 product data sheet")
    s.add_page()
    s.title_block("UFM-215 / UFM-220 / UFM-225", "Inline Ultrasonic Water Flow Meter", "", 18)

    def left() -> None:
        s.heading("Applications", 10)
        s.bullets(
            [
                "Water utilities and district metering",
                "Irrigation and borewells",
                "HVAC chilled water",
            ],
            8.5,
        )
        s.heading("Construction", 10)
        s.para(
            "Transit-time measurement with two stainless steel transducers in a "
            "brass spool body; no moving parts.",
            8.5,
        )

    def right() -> None:
        s.heading("Key Features", 10)
        s.bullets(
            [
                "Accuracy " + PM + "1 % of reading (0.3 ... 5 m/s)",
                "Power supply 24 VDC " + PM + " 10 %, consumption < 2 W",
                "Outputs: 4 ... 20 mA, pulse (open collector, max 30 V / 50 mA), "
                "RS-485 Modbus RTU (9600 bps default)",
                "Protection class IP68 (sensor), IP65 (display head)",
                "Ambient temperature -10 ... +55 " + DEG,
            ],
            8.5,
        )

    s.side_by_side(left, right, 200)
    s.heading("Size-wise Data", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 170),
            Col("UFM-215", 95, "C"),
            Col("UFM-220", 95, "C"),
            Col("UFM-225", 95, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Nominal size", "DN15", "DN20", "DN25", "-"],
            ["Minimum flow Qmin", "0.03", "0.05", "0.08", M3 + "/h"],
            ["Nominal flow Qn", "2.5", "4.0", "6.3", M3 + "/h"],
            ["Maximum flow Qmax", "3.1", "5.0", "7.9", M3 + "/h"],
            ["Pressure loss\nat Qn", "0.10", "0.12", "0.15", "bar"],
            ["Weight", "0.9", "1.2", "1.6", "kg"],
        ],
        8,
    )
    s.heading("Typical Performance", 10.5, rule=True)
    s.table(
        [Col("Parameter", 250), Col("Typ.", 120, "C"), Col("Unit", 129, "C")],
        [
            ["Response time (display)", "1", "s"],
            ["Repeatability", "0.2", "%"],
            ["Current consumption at 24 VDC", "65", "mA"],
            ["Fluid temperature", "0 ... 90", DEG],
            ["Max. working pressure", "16", "bar"],
        ],
        8,
    )

    s.add_page()
    s.heading("Electrical Connections", 10.5, rule=True)
    s.table(
        [Col("Wire colour", 110), Col("Signal", 130), Col("Remark", 259)],
        [
            ["Brown", "+24 VDC", "Supply"],
            ["White", "0 V", "Supply return"],
            ["Green", "RS-485 A", "Terminate 120 " + OHM + " at bus end"],
            ["Yellow", "RS-485 B", ""],
            ["Grey", "Pulse out", "1 pulse = 1 litre (default)"],
            ["Pink", "4 ... 20 mA", "Active, max. load 500 " + OHM],
        ],
        8,
    )
    s.heading("Modbus Registers (excerpt)", 10.5, rule=True)
    s.table(
        [Col("Register", 80, "C"), Col("Content", 200), Col("Format", 219)],
        [
            ["40001", "Flow rate, l/h", "float32"],
            ["40003", "Totaliser, litre", "uint32"],
            ["40010", "Baud rate code", "0 = 2400, 1 = 4800, 2 = 9600, 3 = 19200"],
        ],
        8,
    )
    s.heading("Frequently Asked Questions", 10.5, rule=True)
    s.lines(
        [
            "Q. Can I power the meter from a 12 V battery?",
            "A. No. Supply must be 24 VDC " + PM + " 10 %.",
            "Q. Can the meter be used for hot water above 90 " + DEG + "?",
            "A. No. Fluid temperature is limited to 0 ... 90 " + DEG + ".",
            "Q. Is the meter approved for custody transfer / billing?",
            "A. No. MID / OIML approval is not specified for this series.",
            "Q. Is the 4 ... 20 mA output isolated?",
            "A. Output isolation is not specified.",
        ],
        8.5,
    )
    revision_table(s, [["12-01-2026", "R07", "UFM-225 added"]], (120, 80, 299))
    return save(s, out / "ufm-200.pdf")


# ------------------------------------------- chlorine electrochemical cell (Japan)
def kcl2(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="KCL2-10  Specification",
        header_right="Doc. No. TS-KCL2-10-03",
        footer_left="Kaneda Gas Sensor Industries Co., Ltd.",
        footer_right="{page}/2",
        table_fill=None,
        accent=(0, 0, 0),
        grid=False,
    )
    s = Sheet(style, "KCL2-10 specification")
    s.add_page()
    s.title_block("KCL2-10", "Electrochemical Chlorine (Cl2) Gas Sensor", "", 20)
    s.heading("\u25a0 Outline", 10.5)
    s.para(
        "KCL2-10 is a three-electrode electrochemical sensor for chlorine (Cl2) in water "
        "treatment plants and swimming pools. The output is a current proportional to "
        "the Cl2 concentration; an external potentiostat circuit (bias 0 mV) is needed. "
        "The sensor itself has no supply voltage.",
        8.5,
    )
    s.heading("\u25a0 Specifications", 10.5)
    s.table(
        [Col("Item", 190), Col("Specification", 200), Col("Remarks", 109)],
        [
            ["Target gas", "Chlorine (Cl2)", ""],
            ["Measurement range", "0" + FW_TILDE + "10 ppm", ""],
            ["Maximum overload", "50 ppm", ""],
            ["Sensitivity", "-600" + PM + "150 nA/ppm", "at 5 ppm"],
            ["Response time\n" + FW_LP + "T90" + FW_RP, LE + "60 s", "0" + "\u2192" + "5 ppm"],
            ["Resolution", "0.05 ppm", "with recommended circuit"],
            [
                "Zero current\n" + FW_LP + "clean air, 20" + FW_C + FW_RP,
                "-50" + FW_TILDE + "+50 nA",
                "",
            ],
            ["Recommended load resistor", "10 " + OHM, ""],
        ],
        8.5,
    )
    s.heading("\u25a0 Environmental Conditions", 10.5)
    s.table(
        [Col("Item", 190), Col("Operating", 155, "C"), Col("Storage", 154, "C")],
        [
            ["Temperature", "-20" + FW_TILDE + "+50" + FW_C, "0" + FW_TILDE + "+20" + FW_C],
            ["Humidity", "15" + FW_TILDE + "90 %RH", "15" + FW_TILDE + "90 %RH"],
            ["Pressure", "90" + FW_TILDE + "110 kPa", "-"],
        ],
        8.5,
    )

    s.add_page()
    s.heading("\u25a0 Typical Characteristics " + FW_LP + "typ." + FW_RP, 10.5)
    s.table(
        [Col("Item", 250), Col("typ.", 120, "C"), Col("Unit", 129, "C")],
        [
            ["Long-term output drift", "< 2", "% signal / month"],
            ["Expected operating life", "2", "years in air"],
            ["Cross-sensitivity, H2S 20 ppm", "-2", "ppm Cl2 equiv."],
            ["Cross-sensitivity, NO2 10 ppm", "+8", "ppm Cl2 equiv."],
        ],
        8.5,
    )
    s.heading("\u25a0 Terminals", 10.5)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 120, "C"), Col("Function", 319)],
        [
            ["1", "W", "Working electrode"],
            ["2", "R", "Reference electrode"],
            ["3", "C", "Counter electrode"],
        ],
        8.5,
    )
    s.heading("\u25a0 Cautions", 10.5)
    s.lines(
        [
            "1" + FW_RP + " Do not apply a voltage between terminals; the sensor is damaged.",
            "2" + FW_RP + " Warm-up" + FW_COLON + " after connecting to the circuit, wait 30 "
            "min before use.",
            "3" + FW_RP + " Accuracy" + FW_COLON + " not specified (depends on calibration).",
            "4" + FW_RP + " Ingress protection" + FW_COLON + " not specified.",
        ],
        8.5,
    )
    revision_table(s, [["2025.10.01", "03", "Storage temperature changed"]], (120, 80, 299))
    return save(s, out / "kcl2-10.pdf")


# ------------------------------------------------ CO sensor module (US analog)
def kco(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KCO5120",
        header_right="SNAS-K512B - JUNE 2025 - REVISED JANUARY 2026",
        footer_left="Kestrel Analog Devices, Inc.",
        footer_right="{page}",
        table_fill=(230, 230, 230),
        accent=(200, 0, 0),
    )
    s = Sheet(style, "KCO5120 data sheet")
    s.add_page()
    s.title_block("KCO5120", "Digital Carbon Monoxide (CO) Sensor Module with I2C", "", 20)

    def left() -> None:
        s.heading("1 Features", 10)
        s.bullets(
            [
                "Measurement range: 0 ppm to 1000 ppm CO",
                "Factory calibrated, temperature compensated",
                "I2C interface up to 400 kHz",
                "Operating temperature: -20" + DEG.replace("\u00b0C", " \u00b0C") + " to 50 " + DEG,
                "Warm-up time: 60 s",
            ],
            8.5,
        )

    def right() -> None:
        s.heading("2 Description", 10)
        s.para(
            "The KCO5120 combines an electrochemical CO cell with a low-noise "
            "potentiostat, a 16-bit ADC and a microcontroller. The 7-bit I2C address is "
            "0x52. The module runs from 2.7 V to 5.5 V and draws about 1.2 mA while "
            "measuring once per second.",
            8.5,
        )

    s.side_by_side(left, right, 240)
    s.heading("6.1 Absolute Maximum Ratings", 10, rule=True)
    s.leaders(
        [
            ("Supply voltage, VDD", "-0.3 V to 6.0 V"),
            ("Input voltage, SDA, SCL", "-0.3 V to 6.0 V"),
            ("CO exposure (short term)", "5000 ppm"),
            ("Storage temperature", "-40 " + DEG + " to 60 " + DEG),
        ],
        8.5,
    )
    s.heading("6.2 Recommended Operating Conditions", 10, rule=True)
    s.table(
        [
            Col("", 220),
            Col("MIN", 70, "C"),
            Col("NOM", 70, "C"),
            Col("MAX", 70, "C"),
            Col("UNIT", 69, "C"),
        ],
        [
            ["VDD  Supply voltage", "2.7", "3.3", "5.5", "V"],
            ["TA  Operating ambient temperature", "-20", "", "50", DEG],
            ["RH  Operating relative humidity\n(non-condensing)", "15", "", "90", "%RH"],
        ],
        8,
    )
    s.heading("6.3 Electrical Characteristics", 10, rule=True)
    s.para("VDD = 3.3 V, TA = 25 " + DEG + " unless otherwise noted", 8.5)
    s.table(
        [
            Col("PARAMETER", 130),
            Col("TEST CONDITIONS", 150),
            Col("MIN", 50, "C"),
            Col("TYP", 50, "C"),
            Col("MAX", 50, "C"),
            Col("UNIT", 69, "C"),
        ],
        [
            ["POWER SUPPLY"],
            ["IDD  Supply current,\nmeasuring", "1 measurement / s", "", "1.2", "2.0", "mA"],
            ["", "VDD = 5.0 V", "", "1.4", "2.4", "mA"],
            ["ISLEEP  Sleep current", "", "", "3", "8", MU + "A"],
            ["CO SENSING"],
            ["Accuracy", "0 ppm to 100 ppm", "", PM + "5", "", "ppm"],
            ["", "100 ppm to 1000 ppm", "", PM + "5", "", "% of reading"],
            ["Resolution", "", "", "1", "", "ppm"],
            ["Response time, t90", "0 to 100 ppm step", "", "35", "60", "s"],
        ],
        8,
    )

    s.add_page()
    s.heading("6.3 Electrical Characteristics (continued)", 10, rule=True)
    s.table(
        [
            Col("PARAMETER", 130),
            Col("TEST CONDITIONS", 150),
            Col("MIN", 50, "C"),
            Col("TYP", 50, "C"),
            Col("MAX", 50, "C"),
            Col("UNIT", 69, "C"),
        ],
        [
            ["DIGITAL I/O"],
            ["VIL", "", "", "", "0.3 x VDD", "V"],
            ["VIH", "", "0.7 x VDD", "", "", "V"],
            ["VOL", "IOL = 3 mA", "", "", "0.4", "V"],
            ["fSCL  I2C clock\nfrequency", "", "", "", "400", "kHz"],
        ],
        8,
    )
    s.para(
        "SDA and SCL are open-drain; pull-up resistors to VDD are required. The inputs are "
        "not tolerant of voltages above VDD + 0.3 V.",
        8,
    )
    s.heading("7 Register Map", 10, rule=True)
    s.table(
        [Col("ADDR", 60, "C"), Col("NAME", 110), Col("RESET", 70, "C"), Col("DESCRIPTION", 259)],
        [
            ["0x00", "CO_PPM", "0x0000", "CO concentration, 1 ppm/LSB"],
            ["0x02", "STATUS", "0x80", "bit 7 = warm-up active"],
            ["0x04", "MEAS_RATE", "0x01", "measurements per second (1 to 4)"],
            ["0x0A", "SLEEP", "0x00", "write 0xA5 to enter sleep"],
        ],
        8,
    )
    s.heading("8 Application Information", 10, rule=True)
    s.para(
        "Lifetime in air is not specified; replace the module according to the "
        "end-equipment standard (e.g. UL 2034). Cross-sensitivity to hydrogen is not "
        "specified.",
        8.5,
    )
    s.heading("9 Revision History", 10, rule=True)
    revision_table(s, [["January 2026", "B", "Added VDD = 5.0 V current row"]], (120, 80, 299))
    return save(s, out / "kco5120.pdf")
