"""Hold-out 39 datasheets: snow depth, road ice, pH interface and chlorophyll sheets.

A Scandinavian snow depth sensor manual (units in a separate column, derating
note, FAQ), a German bilingual road ice / frost detector (one column per
version, footnotes), a US analog-house pH probe interface IC module (condition
sentence, symbol rows, blanks) and a Japanese chlorophyll fluorescence sensor
(full-width key-value lines, abs max vs recommended, typ.-only table).
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


# ------------------------------------------------ snow depth sensor (Norway)
def sdx50(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Nordvik Måleteknikk AS",
        header_right="SDX-50 User Manual  |  Doc. NM-2214 rev. D",
        footer_left="Nordvik Måleteknikk AS  ·  Tromsø, Norway  ·  nordvik-maaleteknikk.example",
        footer_right="Page {page} of {nb}",
        table_fill=(214, 228, 240),
        accent=(0, 70, 120),
        grid=False,
    )
    s = Sheet(style, "SDX-50 ultrasonic snow depth sensor")
    s.add_page()
    s.title_block(
        "SDX-50",
        "Ultrasonic Snow Depth Sensor",
        "SDX-50 (standard)  /  SDX-50H (heated transducer)",
    )
    s.para(
        "The SDX-50 measures the distance from the transducer to the snow surface with a "
        "50 kHz ultrasonic pulse and reports snow depth relative to a reference height "
        "set at installation. Speed of sound is corrected with an internal air "
        "temperature probe. The SDX-50H adds a 2.5 W transducer heater that keeps the "
        "membrane free of rime; the heater needs its own 12 V supply.",
        9,
    )
    s.heading("Technical data", 11, rule=True)
    s.table(
        [Col("Parameter", 210), Col("Value", 200), Col("Unit", 89, "C")],
        [
            ["Measuring range (distance to target)", "0.4 ... 10", "m"],
            ["Resolution", "1", "mm"],
            ["Accuracy", PM + "1 cm or " + PM + "0.4 % of distance (1)", ""],
            ["Beam angle (-3 dB)", "12", "°"],
            ["Measurement interval", "1 ... 3600 (default 60)", "s"],
            ["Supply voltage", "10 ... 30", "V DC"],
            ["Current consumption,\nmeasuring", "45 (at 12 V)", "mA"],
            ["Current consumption, idle", "0.6", "mA"],
            ["Heater supply (SDX-50H only)", "12 " + PM + " 10 %", "V DC"],
            ["Heater power (SDX-50H only)", "2.5", "W"],
            ["Operating temperature", "-45 ... +50 (2)", DEG],
            ["Storage temperature", "-50 ... +70", DEG],
            ["Protection class", "IP67", ""],
            ["Weight", "0.9", "kg"],
        ],
        8.5,
    )
    s.para(
        "(1) whichever is greater, on a flat snow surface, after temperature correction.  "
        "(2) Derating: below -35 " + DEG + " the usable measuring range of the standard "
        "SDX-50 is reduced to 6 m; the SDX-50H keeps 10 m down to -45 " + DEG + ".",
        7.5,
    )
    s.heading("Digital interfaces", 11, rule=True)
    s.bullets(
        [
            "SDI-12 (version 1.4), 1200 baud, address 0 by default",
            "RS-485, Modbus RTU, 9600 baud default (selectable 1200 ... 38400 baud), 8N1",
            "No analog output. A 4-20 mA converter is available as accessory NM-AC420.",
        ],
        8.5,
    )
    s.add_page()
    s.heading("Cable and wiring", 11, rule=True)
    s.table(
        [Col("Wire", 60, "C"), Col("Colour", 90), Col("Signal", 120), Col("Remark", 229)],
        [
            ["1", "brown", "+V supply", "10 ... 30 V DC"],
            ["2", "white", "GND", "common for supply and bus"],
            ["3", "green", "SDI-12 data", "5 V logic levels per SDI-12"],
            ["4", "yellow", "RS-485 A", "120 Ohm termination at line end"],
            ["5", "grey", "RS-485 B", ""],
            ["6", "pink", "Heater +12 V", "SDX-50H only, max. 0.25 A"],
        ],
        8.5,
    )
    s.heading("Modbus input registers", 11, rule=True)
    s.table(
        [Col("Register", 70, "C"), Col("Content", 200), Col("Scale", 100), Col("Type", 129)],
        [
            ["30001", "Snow depth", "0.1 mm", "INT32"],
            ["30003", "Distance to target", "0.1 mm", "UINT32"],
            ["30005", "Air temperature", "0.01 " + DEG, "INT16"],
            ["30006", "Signal quality", "0 ... 100", "UINT16"],
            ["30007", "Status word", "bit field", "UINT16"],
        ],
        8.5,
    )
    s.heading("Frequently asked questions", 11, rule=True)
    s.para(
        "Q: Can I power the SDX-50 from the 5 V pin of my logger or microcontroller board?",
        8.5,
        True,
    )
    s.para(
        "A: No. The electronics need at least 10 V; below that the sensor does not start. "
        "Use a 12 V battery or a step-up converter.",
        8.5,
    )
    s.para("Q: Is the reading valid during heavy snowfall?", 8.5, True)
    s.para(
        "A: Falling snow scatters the pulse and the signal quality register drops. The "
        "accuracy during snowfall is not specified; use the signal quality value to "
        "discard readings.",
        8.5,
    )
    s.para("Q: Can the SDI-12 line be connected to a 3.3 V microcontroller?", 8.5, True)
    s.para(
        "A: The SDI-12 line uses 5 V logic levels. A 3.3 V input needs a level shifter.",
        8.5,
    )
    s.gap(4)
    revision_table(
        s,
        [["2024-11", "D", "Added SDX-50H heater data"], ["2023-02", "C", "Modbus map extended"]],
        (110, 70, 319),
    )
    return save(s, out / "sdx-50.pdf")


# ------------------------------------------------ road ice / frost detector (Germany)
def rif200(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="STRASSENWERK Messtechnik GmbH",
        header_right="Datenblatt / Data sheet  RIF-200",
        footer_left="STRASSENWERK Messtechnik GmbH · Ausgabe 03/2025 · Änderungen vorbehalten",
        footer_right="{page}/{nb}",
        table_fill=(235, 235, 235),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "RIF-200 Glatteis- und Reifmelder / road ice and frost detector")
    s.add_page()
    s.title_block(
        "RIF-200 / RIF-200H",
        "Glatteis- und Reifmelder  /  Road ice and frost detector",
        "Fahrbahnsensor zum Einbau in die Deckschicht  /  flush-mounted road surface sensor",
    )
    s.heading("Merkmale / Features", 10, rule=True)
    s.bullets(
        [
            "Fahrbahntemperatur, Gefrierpunkt, Nässe / road temperature, freezing point, wetness",
            "Glättealarm über Relais / ice alarm by relay contact",
            "RS-485 Schnittstelle, Modbus RTU, 19200 Bd / RS-485 interface, Modbus RTU, 19200 Bd",
            "RIF-200H: aktive Beheizung zur Taupunktbestimmung / active heating for frost point",
        ],
        8.5,
    )
    s.heading("Technische Daten / Technical data", 10, rule=True)
    s.table(
        [Col("Kenngröße / Parameter", 199), Col("RIF-200", 150, "C"), Col("RIF-200H", 150, "C")],
        [
            [
                "Versorgungsspannung /\nsupply voltage",
                "12 V DC " + PM + " 10 %",
                "24 V DC (18 ... 30 V)",
            ],
            ["Stromaufnahme /\ncurrent consumption", "35 mA", "40 mA / 1.1 A 1)"],
            [
                "Messbereich Fahrbahntemperatur /\nroad temperature range",
                "-40 ... +60 " + DEG,
                "-40 ... +80 " + DEG,
            ],
            ["Genauigkeit / accuracy\n(-10 ... +10 " + DEG + ")", PM + "0.3 K", PM + "0.2 K"],
            ["Gefrierpunkt / freezing point range", "0 ... -15 " + DEG, "0 ... -20 " + DEG],
            ["Relaiskontakt / relay contact", "30 V DC, 1 A", "30 V DC, 1 A"],
            ["Messzyklus / measuring cycle", "60 s", "60 s / 300 s 2)"],
        ],
        8.5,
    )
    s.para(
        "1) mit Heizung / with heater active.  2) Zyklus mit Heizphase / cycle including heating phase.",
        7.5,
    )
    s.heading("Einsatzbedingungen / Operating conditions", 10, rule=True)
    s.table(
        [Col("Kenngröße / Parameter", 250), Col("Wert / value", 249, "C")],
        [
            [
                "Betriebstemperatur Elektronik / electronics operating temperature",
                "-40 ... +70 " + DEG,
            ],
            ["Lagertemperatur / storage temperature", "-40 ... +85 " + DEG],
            ["Schutzart Sensorkopf / sensor head protection", "IP68"],
            ["Schutzart Anschlussbox / junction box protection", "IP65"],
            ["Kabellänge / cable length", "10 m (max. 100 m)"],
        ],
        8.5,
    )
    s.add_page()
    s.heading("Anschluss / Connection", 10, rule=True)
    s.table(
        [Col("Klemme / terminal", 110, "C"), Col("Signal", 140), Col("Hinweis / note", 249)],
        [
            ["1", "+UB", "RIF-200: 12 V, RIF-200H: 24 V"],
            ["2", "0 V", ""],
            ["3 / 4", "RS-485 A / B", "Adresse 1 ... 247, Werkseinstellung 12"],
            ["5 / 6", "Relais NO / COM", "potentialfrei / volt-free"],
        ],
        8.5,
    )
    s.heading("Hinweise / Notes", 10, rule=True)
    s.bullets(
        [
            "Der RIF-200 darf nicht an 24 V betrieben werden. / Do not connect the RIF-200 "
            "to 24 V; use the RIF-200H for 24 V systems.",
            "Das Relais ist nicht für Netzspannung zugelassen. / The relay is not rated for "
            "mains voltage.",
            "Erkennung der Tausalzkonzentration: nicht spezifiziert. / Detection of de-icing "
            "salt concentration: not specified.",
            "Einbautiefe bündig mit der Fahrbahnoberfläche, Toleranz 0 ... -2 mm. / Mount "
            "flush with the road surface, tolerance 0 ... -2 mm.",
        ],
        8.5,
    )
    s.heading("Bestellangaben / Ordering", 10, rule=True)
    s.table(
        [
            Col("Bestell-Nr. / order no.", 150),
            Col("Typ / type", 150),
            Col("Beschreibung / description", 199),
        ],
        [
            ["8200-120", "RIF-200", "12 V, passiv / passive"],
            ["8200-240", "RIF-200H", "24 V, beheizt / heated"],
            ["8200-900", "Einbausatz", "Montagehülse / mounting sleeve"],
        ],
        8.5,
    )
    return save(s, out / "rif-200.pdf")


# ------------------------------------------------ pH probe interface (US analog house)
def phi1011(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="PHI-1011",
        header_right="Corvane Analog  |  DS-PHI1011 Rev. C",
        footer_left="Corvane Analog Devices, Inc.  |  www.corvane-analog.example",
        footer_right="{page}",
        table_fill=(230, 230, 230),
        accent=(20, 60, 140),
        grid=True,
    )
    s = Sheet(style, "PHI-1011 pH probe interface module")
    s.add_page()
    s.title_block(
        "PHI-1011",
        "Isolated-Ground pH Probe Interface Module with Analog and I2C Output",
        "PHI-1011A (analog output)  |  PHI-1011-I (I2C output)",
    )
    s.heading("FEATURES", 10, rule=True)
    s.bullets(
        [
            "Connects any combination pH electrode (BNC) to a 3.3 V or 5 V microcontroller",
            "Ultra-low input bias current: 1 pA max at 25 " + DEG,
            "Analog output centred at VDD/2 for pH 7 (PHI-1011A)",
            "16-bit I2C output with 0.01 pH resolution (PHI-1011-I)",
            "PT1000 input for automatic temperature compensation",
        ],
        8.5,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10, rule=True)
    s.leaders(
        [
            ("Supply voltage, VDD", "-0.3 V to 6.0 V"),
            ("Probe input (BNC centre) to REF", PM + "2.5 V"),
            ("SDA, SCL, ADDR", "-0.3 V to VDD + 0.3 V"),
            ("Storage temperature range", "-55 " + DEG + " to 125 " + DEG),
        ],
        8.5,
    )
    s.heading("RECOMMENDED OPERATING CONDITIONS", 10, rule=True)
    s.table(
        [
            Col("PARAMETER", 220),
            Col("MIN", 60, "C"),
            Col("TYP", 60, "C"),
            Col("MAX", 60, "C"),
            Col("UNIT", 99, "C"),
        ],
        [
            ["Supply voltage, VDD", "2.7", "3.3", "5.5", "V"],
            ["Operating temperature, TA", "-40", "", "85", DEG],
        ],
        8.5,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 10, rule=True)
    s.para("VDD = 3.3 V, TA = 25 " + DEG + " unless otherwise noted.", 8.5)
    s.table(
        [
            Col("SYMBOL", 48, "C"),
            Col("PARAMETER", 150),
            Col("CONDITIONS", 121),
            Col("MIN", 40, "C"),
            Col("TYP", 40, "C"),
            Col("MAX", 40, "C"),
            Col("UNIT", 60, "C"),
        ],
        [
            ["I_{DD}", "Supply current", "PHI-1011A", "", "210", "350", MU + "A"],
            ["", "", "PHI-1011-I, converting", "", "480", "700", MU + "A"],
            ["I_{B}", "Input bias current,\nprobe input", "", "", "0.1", "1", "pA"],
            ["V_{OUT}", "Output voltage at pH 7", "PHI-1011A", "1.62", "1.65", "1.68", "V"],
            ["", "Output slope", "PHI-1011A, 25 " + DEG, "", "-59.16", "", "mV/pH"],
            ["V_{SW}", "Output swing", "PHI-1011A, RL = 10 kOhm", "0.05", "", "3.25", "V"],
            ["t_{CONV}", "Conversion time", "PHI-1011-I", "", "120", "150", "ms"],
            ["V_{IH}", "", "SDA, SCL", "0.7 x VDD", "", "", "V"],
            ["V_{IL}", "", "SDA, SCL", "", "", "0.3 x VDD", "V"],
            ["f_{SCL}", "I2C clock frequency", "", "", "", "400", "kHz"],
        ],
        8,
    )
    s.add_page()
    s.heading("PIN FUNCTIONS", 10, rule=True)
    s.table(
        [Col("PIN", 40, "C"), Col("NAME", 70), Col("TYPE", 50, "C"), Col("DESCRIPTION", 339)],
        [
            ["1", "VDD", "P", "Supply, 2.7 V to 5.5 V; 1 uF to GND"],
            ["2", "GND", "G", "Ground"],
            ["3", "AOUT / SDA", "O / IO", "PHI-1011A: analog output; PHI-1011-I: I2C data"],
            ["4", "NC / SCL", "- / I", "PHI-1011-I: I2C clock"],
            ["5", "ADDR", "I", "PHI-1011-I: address select (GND or VDD)"],
            ["6", "PT+ / PT-", "I", "PT1000 element, 2-wire"],
        ],
        8,
    )
    s.heading("I2C INTERFACE (PHI-1011-I)", 10, rule=True)
    s.para(
        "The 7-bit I2C address is 0x48 with ADDR tied to GND and 0x49 with ADDR tied to "
        "VDD. The module has 10 kOhm pull-up resistors to VDD on SDA and SCL; with VDD = "
        "5 V the bus therefore idles at 5 V.",
        8.5,
    )
    s.table(
        [Col("REG", 50, "C"), Col("NAME", 110), Col("RESET", 70, "C"), Col("DESCRIPTION", 269)],
        [
            ["0x00", "PH_RESULT", "0x0000", "pH x 100, unsigned 16 bit"],
            ["0x02", "TEMP", "0x09C4", "temperature x 100 in " + DEG],
            ["0x04", "CAL_MID", "0x02BC", "mid calibration point (pH x 100)"],
            ["0x06", "CONFIG", "0x0010", "bit 4: temperature compensation on"],
        ],
        8,
    )
    s.heading("APPLICATION INFORMATION", 10, rule=True)
    s.para(
        "The probe reference is isolated from GND, so several PHI-1011 modules can measure "
        "in the same tank. Operation with ORP (redox) electrodes is not specified. The "
        "PHI-1011A output is ratiometric to VDD: at VDD = 5 V, pH 7 reads 2.5 V. Electrode "
        "cables longer than 5 m are not recommended.",
        8.5,
    )
    revision_table(s, [["Mar 2025", "C", "Added PHI-1011-I conversion time"]], (110, 70, 319))
    return save(s, out / "phi-1011.pdf")


# ------------------------------------------------ chlorophyll fluorescence (Japan)
def cfs10(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="TSUKUMO SOKKI",
        header_right="CFS-10 Specification  No. TS-E0417",
        footer_left="Tsukumo Sokki Co., Ltd.",
        footer_right="- {page} -",
        table_fill=(240, 240, 240),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "CFS-10 chlorophyll fluorescence sensor")
    s.add_page()
    s.title_block(
        "CFS-10 Series",
        "In-situ Chlorophyll Fluorescence Sensor",
        "CFS-10A (analog)  /  CFS-10R (RS-232C)",
    )
    s.heading("■ Features", 10)
    s.lines(
        [
            "Excitation" + FW_COLON + "470 nm LED,  Detection" + FW_COLON + "685 nm",
            "Measuring range"
            + FW_COLON
            + "0"
            + FW_TILDE
            + "400 "
            + MU
            + "g/L (chlorophyll-a equivalent)",
            "Depth rating" + FW_COLON + "100 m (titanium housing)",
            "Wiper" + FW_COLON + "none (copper shutter option CS-1)",
        ],
        9,
    )
    s.heading("■ Absolute Maximum Ratings", 10)
    s.table(
        [Col("Item", 200), Col("Symbol", 80, "C"), Col("Rating", 130, "C"), Col("Unit", 89, "C")],
        [
            ["Supply voltage", "VCC", "16", "V"],
            ["Operating temperature", "Topr", "-5" + FW_TILDE + "+45", FW_C],
            ["Storage temperature", "Tstg", "-20" + FW_TILDE + "+60", FW_C],
        ],
        8.5,
    )
    s.heading("■ Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Item", 200),
            Col("Symbol", 80, "C"),
            Col("Min.", 70, "C"),
            Col("Max.", 70, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "VCC", "6", "15", "V"],
            ["Operating temperature", "Topr", "0", "+35", FW_C],
        ],
        8.5,
    )
    s.para(
        "Note: Between +35 " + FW_C + " and +45 " + FW_C + " the dark offset rises; "
        "accuracy is not guaranteed above +35 " + FW_C + ".",
        8,
    )
    s.heading("■ Electrical and Optical Characteristics (Ta=25" + FW_C + ", VCC=12V)", 10)
    s.table(
        [
            Col("Item", 170),
            Col("CFS-10A", 110, "C"),
            Col("CFS-10R", 110, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Output", "0" + FW_TILDE + "5 V", "RS-232C", "-"],
            ["Current consumption\n(measuring)", "40", "55", "mA"],
            ["Current consumption\n(sleep)", "-", "0.3", "mA"],
            ["Baud rate", "-", "9600", "bps"],
            ["Response time (T90)", "0.5", "1", "s"],
            ["Detection limit", "0.02", "0.02", MU + "g/L"],
        ],
        8.5,
    )
    s.add_page()
    s.heading("■ Typical Characteristics (typ.)", 10)
    s.para("These values are typical and not guaranteed.", 8)
    s.table(
        [Col("Item", 250), Col("Value (typ.)", 140, "C"), Col("Unit", 109, "C")],
        [
            ["Warm-up time", "30", "s"],
            ["Linearity (R" + "\u00b2" + ", uranine standard)", "0.999", "-"],
            ["Temperature coefficient", "-1.4", "%/" + FW_C],
            ["Power consumption (CFS-10A, 12 V)", "0.48", "W"],
        ],
        8.5,
    )
    s.heading("■ Connector Pin Assignment (MCBH-6)", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("CFS-10A", 200), Col("CFS-10R", 239)],
        [
            ["1", "VCC (6" + FW_TILDE + "15V)", "VCC (6" + FW_TILDE + "15V)"],
            ["2", "GND", "GND"],
            ["3", "Analog OUT", "TXD"],
            ["4", "Analog GND", "RXD"],
            ["5", "Gain select", "NC"],
            ["6", "NC", "NC"],
        ],
        8.5,
    )
    s.heading("■ Cautions", 10)
    s.bullets(
        [
            "The RS-232C output of the CFS-10R uses " + PM + "5.5 V levels. Do not connect it "
            "directly to a 3.3 V or 5 V UART; use an RS-232C level converter.",
            "The analog output of the CFS-10A reaches 5 V; a 3.3 V ADC input needs a divider.",
            "Phycocyanin (blue-green algae) response is not specified.",
            "Keep the optical window out of direct sunlight during measurement.",
        ],
        8.5,
    )
    revision_table(s, [["2025.01", "2", "CFS-10R sleep current added"]], (110, 70, 319))
    return save(s, out / "cfs-10.pdf")
