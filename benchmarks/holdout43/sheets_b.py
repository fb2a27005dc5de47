"""Hold-out 43 datasheets: an LVDT conditioner, a rotary torque sensor, two relays.

A US analog-house LVDT signal conditioner IC (condition sentence, min/typ/max with
blanks, symbol-only rows, abs max vs recommended with the same rows, pin table), a
Japanese rotary torque sensor specification (one column per rated torque, "typ."
only table), a German safety relay sheet (one column per supply version, footnote
marks) and an Italian three-phase monitoring relay leaflet (one column per mains
version, wrapped names).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
FW_C = "\u2103"
FWT = "\uff5e"
LE = "\u2264"
GE = "\u2265"


# ------------------------------------------------ LVDT signal conditioner (US)
def klv(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KLV5210",
        header_right="Kestrel Linear Devices",
        footer_left="Rev. B  |  Information furnished by Kestrel Linear Devices is believed accurate.",
        footer_right="{page}",
        table_fill=(230, 230, 230),
        accent=(120, 0, 20),
    )
    s = Sheet(style, "KLV5210 datasheet")
    s.add_page()
    s.title_block("KLV5210", "LVDT / RVDT Signal Conditioner", "Single-supply or dual-supply", 22)

    def left() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "Complete LVDT interface on one chip",
                "Excitation 20 Hz to 20 kHz, set by one capacitor",
                "Drives up to 24 V rms primary",
                "Single 12 V to 30 V or dual ±15 V supply",
                "Ratiometric: half-bridge or 4/5-wire LVDT",
            ],
            8,
        )

    def right() -> None:
        s.heading("APPLICATIONS", 9.5)
        s.bullets(["Position feedback in hydraulic actuators", "Gauging", "Valve position"], 8)

    s.side_by_side(left, right, 300)
    s.heading("SPECIFICATIONS", 10, rule=True)
    s.para("VS = ±15 V, TA = 25 °C, excitation 2.5 kHz unless otherwise noted.", 8, bold=True)
    s.table(
        [
            Col("Parameter", 140),
            Col("Symbol", 55, "C"),
            Col("Conditions", 124),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["EXCITATION OUTPUT"],
            ["Frequency range", "f_{EXC}", "", "0.02", "", "20", "kHz"],
            ["Output voltage", "V_{EXC}", "", "2.1", "", "24", "V rms"],
            ["Output current", "", "", "", "", "30", "mA rms"],
            ["SIGNAL OUTPUT"],
            ["Output voltage\nrange", "V_{OUT}", "RL = 2 kΩ", "-10", "", "+10", "V"],
            ["", "", "VS = 12 V single", "0", "", "10", "V"],
            ["Nonlinearity", "", "", "", "0.025", "0.075", "% FS"],
            ["Bandwidth", "", "-3 dB", "", "250", "", "Hz"],
            ["POWER SUPPLY"],
            ["Dual supply", "", "", f"{PM}13", f"{PM}15", f"{PM}18", "V"],
            ["Single supply", "", "", "12", "", "30", "V"],
            ["Quiescent current", "I_{Q}", "no load", "", "12", "16", "mA"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10, rule=True)
    s.table(
        [Col("Parameter", 300), Col("Rating", 199)],
        [
            ["Supply voltage (dual)", f"{PM}20 V"],
            ["Supply voltage (single)", "36 V"],
            ["Operating temperature", "-40 °C to +105 °C"],
            ["Storage temperature", "-65 °C to +150 °C"],
        ],
        8,
    )
    s.heading("RECOMMENDED OPERATING CONDITIONS", 10, rule=True)
    s.table(
        [Col("Parameter", 300), Col("Rating", 199)],
        [
            ["Supply voltage (dual)", f"{PM}13 V to {PM}18 V"],
            ["Supply voltage (single)", "12 V to 30 V"],
            ["Operating temperature", "-40 °C to +85 °C"],
        ],
        8,
    )
    s.heading("PIN CONFIGURATION AND FUNCTION DESCRIPTIONS (SOIC-20)", 10, rule=True)
    s.table(
        [Col("Pin No.", 60, "C"), Col("Mnemonic", 90), Col("Description", 349)],
        [
            ["1", "-VS", "Negative supply (connect to GND for single supply)"],
            ["2, 3", "EXC1, EXC2", "Excitation outputs to LVDT primary"],
            ["10", "VOUT", "Signal output"],
            ["12", "FREQ", "Excitation frequency capacitor (CF = 35 µF·Hz / f)"],
            ["20", "+VS", "Positive supply"],
        ],
        8,
    )
    s.para(
        "Note: the KLV5210 has no digital interface; the output is an analog voltage only. "
        "A 4-20 mA current output is not provided and is not specified.",
        8,
    )
    revision_table(
        s, [["03/2024", "A", "Initial"], ["10/2025", "B", "Single supply"]], (80, 60, 359)
    )
    return save(s, out / "klv5210.pdf")


# ------------------------------------------------ rotary torque sensor (Japan)
def rtq(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="RTQ-300 Series  Specifications  No. RTQ-S-0301",
        header_right="Kiso Sokki Co., Ltd.",
        footer_left="Specifications are subject to change without notice.",
        footer_right="{page}/{nb}",
        table_fill=(235, 235, 235),
        accent=(0, 0, 0),
    )
    s = Sheet(style, "RTQ-300 specifications")
    s.add_page()
    s.title_block("RTQ-300 Series", "Rotary Torque Sensor (non-contact, strain gauge)", "", 18)
    s.para(
        "The RTQ-300 series measures static and dynamic torque of rotating shafts. "
        "Signals are transferred without slip rings. The output is ±5 V (RTQ-3xxV) or "
        "a 10 kHz ±5 kHz frequency signal (RTQ-3xxF).",
        8.5,
    )
    s.heading("1. Ratings", 10, rule=True)
    s.table(
        [
            Col("Item", 160),
            Col("RTQ-302", 85, "C"),
            Col("RTQ-310", 85, "C"),
            Col("RTQ-350", 85, "C"),
            Col("Unit", 84, "C"),
        ],
        [
            ["Rated torque", "2", "10", "50", "N·m"],
            ["Max. rotational speed", "8000", "6000", "4000", "min⁻¹"],
            ["Safe overload", "150", "150", "150", "% R.C."],
            ["Accuracy\n(non-linearity)", f"{PM}0.2", f"{PM}0.2", f"{PM}0.1", "% R.O."],
            ["Mass", "0.35", "0.48", "1.2", "kg"],
        ],
        8,
    )
    s.heading("2. Electrical", 10, rule=True)
    s.table(
        [Col("Item", 160), Col("Specification", 339)],
        [
            ["Supply voltage", f"DC 24 V {PM}10 %"],
            ["Output (V type)", f"{PM}5 V at rated torque (load {GE} 10 kΩ)"],
            ["Output (F type)", f"10 kHz {PM}5 kHz, TTL 5 V square wave"],
            ["Response (V type)", "1 ms (-3 dB 1 kHz)"],
            ["Speed pickup", "60 pulses / rev, open collector"],
        ],
        8,
    )
    s.heading("3. Current consumption (typ.)", 10, rule=True)
    s.table(
        [Col("Version", 250), Col("typ.", 150, "C"), Col("Unit", 99, "C")],
        [["V type", "90", "mA"], ["F type", "70", "mA"]],
        8,
    )
    s.para("Values above are typical values at DC 24 V, 25 ℃ and are not guaranteed.", 8)
    s.add_page()
    s.heading("4. Environment", 10, rule=True)
    s.table(
        [Col("Item", 200), Col("Specification", 299)],
        [
            ["Operating temperature", "0 ～ +60 ℃"],
            ["Compensated temperature", "+10 ～ +50 ℃"],
            ["Storage temperature", "-20 ～ +70 ℃"],
            ["Protection", "IP54"],
        ],
        8,
    )
    s.heading("5. Connector (M12, 8-pin)", 10, rule=True)
    s.table(
        [Col("Pin", 60, "C"), Col("Signal", 120), Col("Wire colour", 319)],
        [
            ["1", "+24 V", "brown"],
            ["2", "0 V", "white"],
            ["3", "Torque out", "green"],
            ["4", "Signal GND", "yellow"],
            ["5", "Speed out", "grey"],
        ],
        8,
    )
    s.heading("6. Notes", 10, rule=True)
    s.bullets(
        [
            "Use couplings suited to the rated speed; shaft keys are supplied.",
            "Explosion-proof versions are not available.",
            "Digital interfaces (RS-485, CAN, USB) are not provided on the RTQ-300 series.",
        ],
        8,
    )
    revision_table(s, [["2024-05-01", "1", "First issue"]], (120, 80, 299))
    return save(s, out / "rtq-300.pdf")


# ------------------------------------------------ safety relay (Germany)
def nsr(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="NSR 3.2  Sicherheitsschaltgerät / Safety relay",
        header_right="Neckarwerk Sicherheitstechnik GmbH",
        footer_left="Technische Änderungen vorbehalten / Subject to change",
        footer_right="{page}/{nb}",
        table_fill=(255, 230, 200),
        accent=(200, 80, 0),
    )
    s = Sheet(style, "NSR 3.2 datasheet")
    s.add_page()
    s.title_block("NSR 3.2", "Safety relay for emergency stop and safety gates", "", 20)
    s.para(
        "Dual-channel safety relay with 3 safety contacts (NO) and 1 auxiliary contact "
        "(NC), manual or automatic start, cross-circuit detection. PL e / Cat. 4 to "
        "EN ISO 13849-1, SIL 3 to EN 62061.",
        8.5,
    )
    s.heading("Technische Daten / Technical data", 10, rule=True)
    s.table(
        [Col("", 200), Col("NSR 3.2-24", 150, "C"), Col("NSR 3.2-230", 149, "C")],
        [
            ["Rated supply voltage UB", "24 V AC/DC", "230 V AC"],
            ["Supply voltage tolerance", "-15 % / +10 %", "-15 % / +10 %"],
            ["Power consumption", "2.2 W (1)", "4.5 VA"],
            ["Safety contacts", "3 NO", "3 NO"],
            ["Auxiliary contact", "1 NC", "1 NC"],
            ["Switching capacity\nsafety contacts", "6 A / 250 V AC (2)", "6 A / 250 V AC (2)"],
            ["", "6 A / 24 V DC", "6 A / 24 V DC"],
            ["Auxiliary contact rating", "2 A / 24 V DC", "2 A / 24 V DC"],
            ["Response time", f"{LE} 30 ms", f"{LE} 30 ms"],
            ["Release time (E-stop)", f"{LE} 20 ms", f"{LE} 20 ms"],
        ],
        8,
    )
    s.para(
        "(1) at UB = 24 V DC, all relays energised.  (2) AC-15: 3 A / 230 V; DC-13: 2 A / 24 V.",
        7.5,
    )
    s.heading("Umgebung / Environment", 10, rule=True)
    s.table(
        [Col("", 200), Col("", 299)],
        [
            ["Operating temperature", "-20 °C … +55 °C"],
            ["Storage temperature", "-40 °C … +75 °C"],
            ["Protection housing / terminals", "IP40 / IP20"],
        ],
        8,
        show_head=False,
    )
    s.add_page()
    s.heading("Anschlussklemmen / Terminals", 10, rule=True)
    s.table(
        [Col("Terminal", 80, "C"), Col("Function", 419)],
        [
            ["A1 / A2", "Supply voltage UB"],
            ["S11 / S12 / S21 / S22", "Input channels 1 and 2 (24 V DC test pulses)"],
            ["S33 / S34", "Start circuit (manual or automatic)"],
            ["13-14, 23-24, 33-34", "Safety contacts (NO)"],
            ["41-42", "Auxiliary contact (NC)"],
        ],
        8,
    )
    s.heading("Hinweise / Notes", 10, rule=True)
    s.bullets(
        [
            "The auxiliary contact 41-42 must not be used in safety circuits.",
            "Input circuits S11-S22: max. line resistance 2 x 30 Ω.",
            "The inputs accept potential-free contacts only; OSSD (semiconductor) outputs "
            "of light curtains are not specified for the NSR 3.2.",
            "Mechanical life 10 million operations; electrical life not specified.",
        ],
        8,
    )
    revision_table(s, [["2024-09-01", "01", "Erstausgabe / first edition"]], (120, 80, 299))
    return save(s, out / "nsr-32.pdf")


# ------------------------------------------------ three-phase monitoring relay (Italy)
def mtr(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="MTR-3F  Relè di controllo trifase / Three-phase monitoring relay",
        header_right="Elettrovalle S.r.l.",
        footer_left="Elettrovalle S.r.l. - Bergamo - www.elettrovalle.example",
        footer_right="{page}",
        table_fill=(220, 240, 220),
        accent=(0, 100, 40),
    )
    s = Sheet(style, "MTR-3F leaflet")
    s.add_page()
    s.title_block("MTR-3F", "Three-phase monitoring relay, 22.5 mm DIN rail", "", 18)
    s.para(
        "Monitors phase sequence, phase loss, asymmetry and over / under voltage of "
        "three-phase mains. The relay is supplied from the monitored lines (no separate "
        "supply). Asymmetry threshold adjustable 5 … 15 %, trip delay 0.1 … 10 s.",
        8.5,
    )
    s.heading("Dati tecnici / Technical data", 10, rule=True)
    s.table(
        [
            Col("Parametro / Parameter", 190),
            Col("MTR-3F-230", 105, "C"),
            Col("MTR-3F-400", 105, "C"),
            Col("MTR-3F-480", 94, "C"),
        ],
        [
            [
                "Tensione nominale\nRated voltage (L-L)",
                "3 x 230 V AC",
                "3 x 400 V AC",
                "3 x 480 V AC",
            ],
            ["Campo di misura\nMeasuring range", "160 … 280 V", "300 … 500 V", "380 … 580 V"],
            ["Frequenza / Frequency", "45 … 65 Hz", "45 … 65 Hz", "45 … 65 Hz"],
            ["Assorbimento\nPower consumption", "1.5 VA", "2 VA", "2.5 VA"],
            ["Contatto di uscita\nOutput contact", "1 CO", "1 CO", "1 CO"],
            [
                "Portata contatto\nContact rating",
                "8 A / 250 V AC",
                "8 A / 250 V AC",
                "5 A / 250 V AC",
            ],
            ["Tempo di risposta\nResponse time (phase loss)", "< 200 ms", "< 200 ms", "< 200 ms"],
        ],
        7.8,
    )
    s.add_page()
    s.heading("Condizioni ambientali / Ambient", 10, rule=True)
    s.leaders(
        [
            ("Temperatura di funzionamento / Operating temperature", "-20 … +60 °C"),
            ("Temperatura di stoccaggio / Storage temperature", "-30 … +70 °C"),
            ("Grado di protezione / Protection", "IP20 (terminals), IP40 (front)"),
        ],
        8,
    )
    s.heading("Morsetti / Terminals", 10, rule=True)
    s.table(
        [Col("Morsetto", 90, "C"), Col("Funzione / Function", 409)],
        [
            ["L1 L2 L3", "Monitored lines and supply"],
            ["11-12-14", "Output relay (CO)"],
        ],
        8,
    )
    s.heading("Note / Notes", 10, rule=True)
    s.bullets(
        [
            "The neutral conductor is not monitored (no N terminal).",
            "The output relay is energised when all parameters are correct.",
            "Use on variable frequency drive outputs is not specified.",
        ],
        8,
    )
    revision_table(s, [["2024-04-15", "1.0", "Prima edizione"]], (120, 80, 299))
    return save(s, out / "mtr-3f.pdf")
