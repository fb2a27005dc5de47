"""Hold-out 26 datasheets: voltage supervisor, analog switch, PT100 transmitter, DC contactor.

A US analog-house voltage supervisor / reset IC (one threshold column per
ordering code, condition sentence, symbol-only rows, pin table as decoy), a
Japanese analog switch (serif, rules only, on-resistance per supply in unnamed
second rows, abs max vs recommended rows with the same names), a German
bilingual PT100 head transmitter (one column per range version continued on
page 2, load formula in prose) and a Swedish DC contactor (coil data one column
per coil version, conditions in the header, values only in a feature list).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"


# ------------------------------------------------ voltage supervisor (US analog house)
def rsv809(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="RSV809",
        header_right="Coldwater Analog Inc.",
        footer_left="DS-RSV809 Rev. C  -  May 2025",
        footer_right="Page {page} of 2",
        table_fill=(222, 228, 240),
        accent=(0, 60, 130),
    )
    s = Sheet(style, "RSV809 voltage supervisor")
    s.add_page()
    s.title_block(
        "RSV809",
        "Low-Power 3-Pin Voltage Supervisor with Active-Low Push-Pull Reset",
        "RSV809-29  |  RSV809-31  |  RSV809-46",
    )

    def feats() -> None:
        s.heading("Features", 10)
        s.bullets(
            [
                "Precision monitoring of 3.0-V, 3.3-V and 5-V rails",
                "Factory-trimmed reset thresholds",
                "Reset timeout: 140 ms minimum",
                "Ultra-low supply current",
                "Guaranteed RESET valid to VCC = 1.0 V",
                "Active-low push-pull output",
                "SOT-23-3 and SC-70-3 packages",
            ],
            8,
        )

    def desc() -> None:
        s.heading("Description", 10)
        s.para(
            "The RSV809 family monitors the power supply of microcontrollers and "
            "digital systems. RESET is asserted whenever VCC falls below the factory-set "
            "threshold VTH and stays asserted for the reset timeout after VCC has risen "
            "above VTH again. No external components are needed. The output is push-pull "
            "and drives RESET low; for an open-drain output see the RSV803 family. "
            "The device does not include a manual-reset input or a watchdog timer.",
            8,
        )

    s.side_by_side(feats, desc, 240)
    s.heading("Absolute Maximum Ratings", 10)
    s.leaders(
        [
            ("VCC to GND", "-0.3 V to +6.5 V"),
            ("RESET to GND", "-0.3 V to (VCC + 0.3 V)"),
            ("Output current, RESET", "20 mA"),
            ("Operating temperature range", "-40" + DEG + " to +125" + DEG),
            ("Storage temperature range", "-65" + DEG + " to +150" + DEG),
        ],
        8,
    )
    s.heading("Electrical Characteristics", 10)
    s.para(
        "VCC = full range, TA = -40" + DEG + " to +125" + DEG + " unless otherwise noted. "
        "Typical values are at TA = +25" + DEG + " and VCC = 3.3 V.",
        8,
    )
    s.table(
        [
            Col("PARAMETER", 130),
            Col("SYMBOL", 50, "C"),
            Col("CONDITIONS", 154),
            Col("MIN", 40, "C"),
            Col("TYP", 40, "C"),
            Col("MAX", 40, "C"),
            Col("UNITS", 45, "C"),
        ],
        [
            [
                "Operating Voltage\nRange",
                "V_{CC}",
                "TA = 0" + DEG + " to +70" + DEG,
                "1.0",
                "",
                "5.5",
                "V",
            ],
            ["", "", "TA = -40" + DEG + " to +125" + DEG, "1.2", "", "5.5", "V"],
            ["Supply Current", "I_{CC}", "VCC = 3.6 V, no load", "", "0.6", "1.5", MU + "A"],
            ["", "", "VCC = 5.5 V, no load", "", "0.9", "2.5", MU + "A"],
            ["", "t_{RP}", "VCC rising above VTH", "140", "200", "280", "ms"],
            [
                "VCC to RESET\nDelay",
                "t_{RD}",
                "VCC falling at 1 mV/" + MU + "s",
                "",
                "20",
                "",
                MU + "s",
            ],
            ["", "V_{OL}", "VCC > 2.7 V, ISINK = 1.2 mA", "", "", "0.3", "V"],
            ["", "V_{OH}", "VCC > 2.7 V, ISOURCE = 500 " + MU + "A", "0.8 x VCC", "", "", "V"],
            ["Threshold Tempco", "", "", "", "30", "", "ppm/" + DEG],
        ],
        7.5,
    )
    s.para("Reset thresholds are listed per ordering code on page 2.", 7.5)

    s.add_page()
    s.heading("Reset Threshold by Ordering Code", 10)
    s.para("TA = +25" + DEG + " (1)", 8)
    s.table(
        [
            Col("", 150),
            Col("RSV809-29", 100, "C"),
            Col("RSV809-31", 100, "C"),
            Col("RSV809-46", 100, "C"),
            Col("UNIT", 49, "C"),
        ],
        [
            ["Nominal rail", "3.0 V", "3.3 V", "5.0 V", ""],
            ["VTH min", "2.89", "3.04", "4.56", "V"],
            ["VTH typ", "2.93", "3.08", "4.63", "V"],
            ["VTH max", "2.97", "3.12", "4.70", "V"],
            ["Hysteresis (typ)", "12", "13", "19", "mV"],
        ],
        8,
    )
    s.para(
        "(1) Over TA = -40"
        + DEG
        + " to +125"
        + DEG
        + " the threshold accuracy widens to "
        + PM
        + "2.5 %.",
        7,
    )
    s.heading("Pin Configuration and Functions", 10)
    s.table(
        [Col("PIN", 50, "C"), Col("NAME", 80, "C"), Col("FUNCTION", 369)],
        [
            ["1", "GND", "Ground"],
            ["2", "RESET", "Active-low push-pull reset output"],
            ["3", "VCC", "Supply voltage and monitored input"],
        ],
        8,
    )
    s.heading("Applications Information", 10)
    s.para(
        "Choose the ordering code whose threshold lies just below the minimum operating "
        "voltage of the supervised rail: RSV809-31 for a 3.3-V microcontroller, RSV809-46 "
        "for a 5-V system. Because RESET is push-pull and referenced to VCC, it must not "
        "be wired-OR with other reset sources. A 100-nF bypass capacitor is recommended "
        "when VCC has fast transients. Negative-going VCC transients shorter than 20 "
        + MU
        + "s usually do not cause a reset. ESD rating (HBM) is not specified in this data sheet.",
        8,
    )
    revision_table(
        s,
        [["May 2025", "C", "Added RSV809-31"], ["Jan 2024", "B", "Updated tRP limits"]],
        (80, 60, 359),
    )
    return save(s, out / "rsv809.pdf")


# ------------------------------------------------ analog switch (Japanese maker)
def tsa4053(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="TSA4053 / TSA4053Q",
        header_right="Tokai Microdevices Corporation",
        footer_left="Data Sheet No. TMD-E4053-02",
        footer_right="- {page} -",
        table_fill=None,
        grid=False,
        accent=(90, 0, 0),
    )
    s = Sheet(style, "TSA4053 analog switch")
    s.add_page()
    s.title_block(
        "TSA4053",
        "Triple SPDT Low On-Resistance CMOS Analog Switch",
        "TSA4053 (industrial)  /  TSA4053Q (automotive)",
    )
    s.heading("OVERVIEW", 10)
    s.para(
        "The TSA4053 is a triple single-pole double-throw (SPDT) CMOS analog switch. "
        "Each switch conducts equally well in both directions and passes signals from "
        "GND to VDD. Break-before-make switching prevents the two throws from being "
        "shorted momentarily. The control inputs A, B, C and INH accept 1.8-V logic at "
        "VDD = 3.3 V. The TSA4053Q is the AEC-Q100 qualified version.",
        8.5,
    )
    s.heading("FEATURES", 10)
    s.bullets(
        [
            "Single supply operation 1.65 V to 5.5 V",
            "Low on-resistance: 2.5 " + OHM + " (typ.) at VDD = 5 V",
            "-3 dB bandwidth: 250 MHz (typ.)",
            "Rail-to-rail signal handling",
            "Package: TSSOP-16 / QFN-16 (3 mm x 3 mm)",
        ],
        8.5,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10)
    s.para("(Ta = 25" + DEG + ")", 8)
    s.table(
        [Col("Item", 200), Col("Symbol", 70, "C"), Col("Rating", 150, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage", "V_{DD}", "-0.5 to 6.5", "V"],
            ["Input voltage (A, B, C, INH)", "V_{IN}", "-0.5 to 6.5", "V"],
            ["Switch voltage", "V_{S}", "-0.5 to VDD + 0.5", "V"],
            ["Continuous switch current", "I_{S}", PM + "50", "mA"],
            ["Operating temperature\nTSA4053 / TSA4053Q", "T_{opr}", "-40 to 85 / -40 to 125", DEG],
            ["Storage temperature", "T_{stg}", "-65 to 150", DEG],
        ],
        8,
    )
    s.heading("RECOMMENDED OPERATING CONDITIONS", 10)
    s.table(
        [
            Col("Item", 200),
            Col("Symbol", 70, "C"),
            Col("Min.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 119, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "1.65", "5.5", "V"],
            ["Input voltage (A, B, C, INH)", "V_{IN}", "0", "5.5", "V"],
            ["Switch voltage", "V_{S}", "0", "VDD", "V"],
            ["Operating temperature", "T_{opr}", "-40", "85", DEG],
        ],
        8,
    )
    s.para("Note: TSA4053Q operating temperature: -40 to 125 " + DEG + ".", 7.5)

    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS", 10)
    s.para("(Unless otherwise specified, Ta = 25" + DEG + ")", 8)
    s.table(
        [
            Col("Item", 120),
            Col("Symbol", 50, "C"),
            Col("Conditions", 155),
            Col("Min.", 40, "C"),
            Col("Typ.", 40, "C"),
            Col("Max.", 40, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["On-resistance", "R_{ON}", "VDD = 4.5 V, IS = 10 mA", "", "2.5", "4.0", OHM],
            ["", "", "VDD = 3.0 V, IS = 10 mA", "", "4.0", "6.5", OHM],
            ["", "", "VDD = 1.8 V, IS = 10 mA", "", "12", "25", OHM],
            [
                "On-resistance\nmatching",
                "" + "\u0394" + "R_{ON}",
                "VDD = 4.5 V",
                "",
                "0.2",
                "",
                OHM,
            ],
            ["Input high voltage", "V_{IH}", "VDD = 3.0 to 3.6 V", "1.4", "", "", "V"],
            ["", "", "VDD = 4.5 to 5.5 V", "2.0", "", "", "V"],
            ["Input low voltage", "V_{IL}", "VDD = 3.0 to 3.6 V", "", "", "0.5", "V"],
            ["", "", "VDD = 4.5 to 5.5 V", "", "", "0.8", "V"],
            [
                "Supply current",
                "I_{DD}",
                "VDD = 5.5 V, VIN = 0 V or VDD",
                "",
                "0.01",
                "1.0",
                MU + "A",
            ],
            ["Turn-on time", "t_{ON}", "VDD = 4.5 V, RL = 300 " + OHM, "", "15", "35", "ns"],
        ],
        7.5,
    )
    s.heading("PIN DESCRIPTION", 10)
    s.table(
        [Col("Pin No.", 60, "C"), Col("Name", 80, "C"), Col("Description", 359)],
        [
            ["1, 2, 3, 5", "Y1, Y0, Z1, Z0", "Throw terminals"],
            ["6", "INH", "Inhibit: all switches off when high"],
            ["9, 10, 11", "C, B, A", "Channel select inputs"],
            ["8 / 16", "GND / VDD", "Ground / supply"],
        ],
        8,
    )
    s.heading("APPLICATION NOTES", 10)
    s.para(
        "Signals outside the range GND to VDD are clamped by internal diodes; the TSA4053 "
        "has no negative supply pin and cannot pass bipolar audio signals without a DC "
        "bias. Total harmonic distortion at audio frequencies is not specified. "
        "For 5-V logic on a 3.3-V supply, observe the input voltage limit of 5.5 V.",
        8,
    )
    revision_table(
        s, [["2025-02", "02", "Added TSA4053Q"], ["2023-09", "01", "First edition"]], (80, 60, 359)
    )
    return save(s, out / "tsa4053.pdf")


# ------------------------------------------------ PT100 head transmitter (German bilingual)
def htp100(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Hallberg Messtechnik GmbH",
        header_right="Datenblatt / Data sheet HTP-100",
        footer_left="DB-HTP100-DE/EN  Ausgabe 04/2025",
        footer_right="Seite {page}/2",
        table_fill=(235, 235, 215),
        accent=(120, 80, 0),
    )
    s = Sheet(style, "HTP-100 PT100 transmitter")
    s.add_page()
    s.title_block(
        "HTP-100",
        "Kopftransmitter f\u00fcr Pt100 / Head-mount transmitter for Pt100, 4 ... 20 mA",
        "Zweileiter / two-wire",
    )
    s.para(
        "Der HTP-100 wandelt das Signal eines Pt100-Widerstandsthermometers in ein "
        "lineares Stromsignal 4 ... 20 mA. / The HTP-100 converts the signal of a Pt100 "
        "resistance thermometer (2- or 3-wire connection) into a temperature-linear "
        "4 ... 20 mA loop current. It fits connection heads form B. The measuring range "
        "is fixed at the factory; see the order variants.",
        8.5,
    )
    s.heading("Technische Daten / Technical data", 10)
    s.table(
        [Col("Merkmal / Feature", 230), Col("Wert / Value", 269)],
        [
            ["Eingang / Input", "Pt100 nach/to IEC 60751, 2- oder/or 3-Leiter/wire"],
            ["Sensorstrom / Sensor current", "< 0.6 mA"],
            ["Ausgang / Output", "4 ... 20 mA, zweileiter / two-wire"],
            ["Hilfsenergie / Supply voltage UB", "8 ... 35 V DC (loop powered)"],
            ["Verpolschutz / Reverse polarity", "ja / yes"],
            ["Fehlerstrom / Sensor break", "> 21 mA (upscale)"],
            ["Umgebungstemperatur / Ambient", "-40 ... +85 " + DEG],
            ["Lagertemperatur / Storage", "-40 ... +100 " + DEG],
            ["Schutzart / Protection", "IP00 (Geh\u00e4use / housing), IP20 (Klemmen / terminals)"],
        ],
        8,
        show_head=True,
    )
    s.heading("Varianten / Order variants", 10)
    s.para("Angaben bei/at Ta = 23 " + DEG + ", UB = 24 V", 8)
    s.table(
        [
            Col("", 150),
            Col("HTP-100-A", 87, "C"),
            Col("HTP-100-B", 87, "C"),
            Col("HTP-100-C", 87, "C"),
            Col("Einheit / Unit", 88, "C"),
        ],
        [
            ["Messbereich /\nMeasuring range", "-50 ... +150", "0 ... +100", "0 ... +400", DEG],
            ["Genauigkeit / Accuracy", PM + "0.2", PM + "0.1", PM + "0.4", "% d. Spanne / of span"],
            ["Art.-Nr. / Article no.", "41720", "41721", "41722", ""],
        ],
        8,
    )
    s.para("Fortsetzung auf Seite 2 / continued on page 2", 7.5)

    s.add_page()
    s.heading("Varianten / Order variants (Fortsetzung / continued)", 10)
    s.table(
        [
            Col("", 150),
            Col("HTP-100-A", 87, "C"),
            Col("HTP-100-B", 87, "C"),
            Col("HTP-100-C", 87, "C"),
            Col("Einheit / Unit", 88, "C"),
        ],
        [
            ["Temperaturkoeffizient /\nTemperature drift", "0.01", "0.01", "0.02", "% / K"],
            ["Einstellzeit / Response time", "< 1", "< 1", "< 2", "s"],
            ["Mindestspannung /\nMinimum supply", "8", "8", "10", "V DC"],
        ],
        8,
    )
    s.heading("B\u00fcrde / Load", 10)
    s.para(
        "Die zul\u00e4ssige B\u00fcrde ist / The permissible loop load is RL max = (UB - 8 V) / 0.022 A "
        "(HTP-100-C: (UB - 10 V) / 0.022 A). Example: at UB = 24 V, RL max = 727 " + OHM + ".",
        8.5,
    )
    s.heading("Anschluss / Connection", 10)
    s.table(
        [Col("Klemme / Terminal", 120, "C"), Col("Funktion / Function", 379)],
        [
            ["1, 2", "Pt100 (2-wire: bridge 2 and 3)"],
            ["3", "Pt100 3-wire compensation"],
            ["+ / -", "Loop 4 ... 20 mA, UB 8 ... 35 V"],
        ],
        8,
    )
    s.heading("Hinweise / Notes", 10)
    s.para(
        "Ein Pt1000 kann nicht angeschlossen werden. / Pt1000 sensors are not supported. "
        "Galvanische Trennung: nein / Galvanic isolation: none; an isolated supply or "
        "isolated input is needed when the sensor is grounded. Eine Zulassung f\u00fcr "
        "explosionsgef\u00e4hrdete Bereiche ist nicht angegeben / Approval for hazardous "
        "areas (Ex) is not specified.",
        8.5,
    )
    revision_table(s, [["04/2025", "C", "Variante C"], ["11/2023", "B", "EN"]], (80, 60, 359))
    return save(s, out / "htp-100.pdf")


# ------------------------------------------------ DC contactor (Swedish maker)
def dkc150(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Norvik Switchgear AB",
        header_right="DKC150 DC Contactor",
        footer_left="Product data sheet  NS-DKC150  2025-03",
        footer_right="{page} / 3",
        table_fill=(210, 230, 230),
        accent=(0, 90, 100),
    )
    s = Sheet(style, "DKC150 DC contactor")
    s.add_page()
    s.title_block(
        "DKC150",
        "Sealed DC Contactor, 150 A, 1 Form X (SPST-NO, double break)",
        "Coil versions DKC150-12 / -24 / -48",
    )

    def feats() -> None:
        s.heading("Features", 10)
        s.bullets(
            [
                "150 A continuous carry current",
                "Switching voltage up to 450 V DC",
                "Hermetically sealed, gas-filled contacts",
                "Bidirectional main contacts",
                "Coil with economizer: 1.6 W holding power",
                "Auxiliary contact (option -AUX), 2 A at 30 V DC",
            ],
            8,
        )

    def desc() -> None:
        s.heading("Applications", 10)
        s.para(
            "Battery disconnect in energy storage systems, forklifts and golf carts, "
            "DC fast charger output switching and solar string isolation. The main "
            "contacts are not polarity sensitive. The coil is driven directly from the "
            "vehicle or system supply; the built-in economizer reduces coil power "
            "after 100 ms.",
            8,
        )

    s.side_by_side(feats, desc, 250)
    s.heading("Main contact ratings", 10)
    s.table(
        [Col("Parameter", 230), Col("Value", 180, "C"), Col("Unit", 89, "C")],
        [
            ["Contact arrangement", "1 Form X (SPST-NO)", ""],
            ["Continuous current (carry)", "150", "A"],
            ["Rated operating voltage", "12 ... 450", "V DC"],
            ["Make/break current at 450 V DC,\nresistive", "150 (1,000 cycles)", "A"],
            ["Max. break current (1 cycle)", "1,500 @ 320 V DC", "A"],
            ["Contact resistance, max.", "0.3", "m" + OHM],
            ["Dielectric strength", "2,200", "V AC rms"],
        ],
        8,
    )
    s.heading("Environmental", 10)
    s.table(
        [Col("Parameter", 230), Col("Value", 180, "C"), Col("Unit", 89, "C")],
        [
            ["Operating ambient temperature", "-40 ... +85", DEG],
            ["Storage temperature", "-55 ... +105", DEG],
            ["Mechanical life", "1,000,000", "cycles"],
            ["Weight", "320", "g"],
        ],
        8,
    )

    s.add_page()
    s.heading("Coil data", 10)
    s.para("All values at 23 " + DEG + " coil temperature unless stated otherwise.", 8)
    s.table(
        [
            Col("", 170),
            Col("DKC150-12", 95, "C"),
            Col("DKC150-24", 95, "C"),
            Col("DKC150-48", 95, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Nominal coil voltage", "12", "24", "48", "V DC"],
            ["Coil voltage range\n(continuous)", "9 ... 16", "18 ... 32", "36 ... 60", "V DC"],
            ["Pick-up voltage, max.", "8", "16", "32", "V DC"],
            ["Drop-out voltage, min.", "1.2", "2.4", "4.8", "V DC"],
            ["Inrush current (100 ms)", "3.8", "1.9", "0.95", "A"],
            ["Holding current", "0.13", "0.07", "0.035", "A"],
            ["Holding power", "1.6", "1.6", "1.6", "W"],
            ["Coil resistance (holding)", "90", "360", "1,440", OHM],
        ],
        8,
    )
    s.para(
        "Operate time (incl. bounce): 30 ms max. Release time: 12 ms max. "
        "The coil has an internal suppression; no external diode is required.",
        8,
    )
    s.heading("Ordering code", 10)
    s.table(
        [Col("Position", 90, "C"), Col("Code", 90, "C"), Col("Meaning", 319)],
        [
            ["1", "DKC150", "Series, 150 A"],
            ["2", "-12 / -24 / -48", "Nominal coil voltage (V DC)"],
            ["3", "-AUX", "With auxiliary contact (optional)"],
            ["4", "-M8", "M8 main terminals (standard)"],
        ],
        8,
    )
    s.heading("Mounting", 10)
    s.para(
        "Any mounting orientation. Tightening torque of the M8 main terminals: 8 ... 10 Nm; "
        "coil connector: 2-pin Molex type. Use busbars or cables of at least 35 mm\u00b2.",
        8,
    )

    s.add_page()
    s.heading("Application notes", 10)
    s.para(
        "Breaking currents above 150 A reduces electrical life; the 1,500 A value is an "
        "emergency break rating only. The contactor is not suitable for AC loads. "
        "The ingress protection rating of the housing is not specified; the contact "
        "chamber is hermetically sealed. For 24-V vehicle systems use DKC150-24; a 12-V "
        "coil on a 24-V system overheats the economizer.",
        8.5,
    )
    s.heading("Auxiliary contact (option -AUX)", 10)
    s.table(
        [Col("Parameter", 230), Col("Value", 180, "C"), Col("Unit", 89, "C")],
        [
            ["Form", "1 Form A", ""],
            ["Rating", "2 @ 30 V DC", "A"],
            ["Minimum load", "10 mA @ 5 V DC", ""],
        ],
        8,
    )
    revision_table(
        s, [["2025-03", "3", "-48 coil added"], ["2024-06", "2", "Aux option"]], (80, 60, 359)
    )
    return save(s, out / "dkc150.pdf")
