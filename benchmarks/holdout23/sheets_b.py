"""Hold-out 23 datasheets: four piezo buzzer drivers.

A US analog-house piezo sounder driver IC (features beside description,
dot-leader abs max, condition sentence, min/typ/max with blanks, footnote marks,
unnamed gain-mode rows), a Chinese buzzer driver board manual (key-value lines,
one column per trigger version, values only in notes), a Danish piezo siren
driver module (one column per ordering code, unit column, continued on page 2)
and a Japanese piezo driver IC (units in the column head, symbol-only rows,
values only in prose).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
CJK_DEG = "\u2103"
FT = "\uff5e"
FC = "\uff1a"
LE = "\u2264"
GE = "\u2265"


# ------------------------------------------------ piezo sounder driver IC (US analog house)
def kbd4412(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KBD4412",
        header_right="Ardent Linear, Inc.",
        footer_left="KBD4412 Rev. B  |  Ardent Linear, Inc.  |  www.ardentlinear.example",
        footer_right="{page}",
        table_fill=(230, 236, 244),
        accent=(0, 50, 110),
    )
    s = Sheet(style, "KBD4412 piezo sounder driver")
    s.add_page()
    s.title_block("KBD4412", "Piezo Sounder Driver with Integrated Charge Pump", size=20)

    def feats() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "2.5 V to 5.5 V Supply Range",
                "Up to 18 VPP Output at VDD = 3 V",
                "Selectable Gain 1x / 2x / 3x",
                "1 " + MU + "A Maximum Shutdown Current",
                "Direct PWM Input from a GPIO",
            ],
            8,
        )

    def desc() -> None:
        s.heading("DESCRIPTION", 9.5)
        s.para(
            "The KBD4412 drives ceramic piezo sounders with a differential output of up to "
            "three times the supply voltage, giving much louder alarms than a GPIO pin can. "
            "A 1.2 MHz charge pump generates the boosted rail; the only external parts are "
            "three capacitors. The input takes a square wave of 0.1 kHz to 20 kHz.",
            8,
        )

    s.side_by_side(feats, desc, 210)
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5)
    s.leaders(
        [
            ("Supply Voltage, VDD", "-0.3 V to 6.0 V"),
            ("EN, IN, GAIN Input Voltage", "-0.3 V to VDD + 0.3 V"),
            ("Operating Temperature Range", "-40" + DEG + " to +85" + DEG),
            ("Junction Temperature", "+150" + DEG),
            ("Storage Temperature Range", "-65" + DEG + " to +150" + DEG),
        ],
        8,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5)
    s.para(
        "VDD = 3.0 V, TA = 25 " + DEG + ", CCP = 1 " + MU + "F, load = 30 nF piezo, unless "
        "otherwise noted.",
        8,
    )
    s.table(
        [
            Col("PARAMETER", 120),
            Col("SYMBOL", 50, "C"),
            Col("CONDITIONS", 140),
            Col("MIN", 45, "C"),
            Col("TYP", 45, "C"),
            Col("MAX", 45, "C"),
            Col("UNITS", 54, "C"),
        ],
        [
            ["Supply Voltage Range", "V_{DD}", "", "2.5", "", "5.5", "V"],
            ["Quiescent Current", "I_{Q}", "EN = VDD, IN = 0 V", "", "1.6", "3.0", "mA"],
            ["Shutdown Current", "I_{SD}", "EN = 0 V", "", "0.1", "1.0^{(1)}", MU + "A"],
            ["Output Voltage Swing", "V_{OUT}", "GAIN = 3x", "", "18", "", "VPP"],
            ["", "", "GAIN = 2x", "", "12", "", "VPP"],
            ["", "", "GAIN = 1x", "", "6", "", "VPP"],
            ["Input High Voltage", "V_{IH}", "EN, IN", "1.4", "", "", "V"],
            ["Input Low Voltage", "V_{IL}", "EN, IN", "", "", "0.4", "V"],
            ["Start-Up Time", "t_{ON}", "EN rising to output", "", "0.8", "", "ms"],
        ],
        7.5,
    )
    s.para("(1) Over the full operating temperature range.", 7)
    s.add_page()
    s.heading("PIN DESCRIPTIONS", 9.5)
    s.table(
        [Col("PIN", 40, "C"), Col("NAME", 70), Col("FUNCTION", 389)],
        [
            ["1", "VDD", "Supply input. Bypass with 1 " + MU + "F to GND."],
            ["2", "IN", "Square-wave input"],
            ["3", "EN", "Enable, active high"],
            ["4", "GAIN", "Gain select (see table)"],
            ["5", "OUTP", "Positive output to piezo"],
            ["6", "OUTN", "Negative output to piezo"],
            ["7", "GND", "Ground"],
        ],
        8,
    )
    s.heading("GAIN SELECTION", 9.5)
    s.table(
        [Col("GAIN PIN", 160, "C"), Col("MODE", 160, "C"), Col("OUTPUT (VDD = 3 V)", 179, "C")],
        [["GND", "1x", "6 VPP"], ["Open", "2x", "12 VPP"], ["VDD", "3x", "18 VPP"]],
        8,
    )
    s.heading("APPLICATIONS INFORMATION", 9.5)
    s.para(
        "The KBD4412 is intended for ceramic piezo sounders only. Electromagnetic (magnetic) "
        "buzzers and loudspeakers are not supported. At VDD = 5 V in 3x mode the output "
        "reaches 30 VPP. The output short-circuit current is not specified.",
        8.5,
    )
    revision_table(
        s,
        [["09/2023", "B", "Added 5 V note"], ["03/2022", "A", "Initial release"]],
        (100, 80, 319),
    )
    return save(s, out / "kbd4412.pdf")


# ------------------------------------------------ buzzer driver board (Chinese module manual)
def pbd12(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="PBD-12 Buzzer Driver Module",
        header_right="Haoyu Electronic Technology",
        footer_left="Haoyu Electronic  PBD-12 manual V2.0",
        footer_right="- {page} -",
        table_fill=(250, 235, 210),
        accent=(160, 80, 0),
    )
    s = Sheet(style, "PBD-12 buzzer driver module")
    s.add_page()
    s.title_block("PBD-12L / PBD-12H", "Piezo Buzzer Driver Module (transistor driver)")
    s.heading("Product Description", 10.5, rule=True)
    s.para(
        "PBD-12 is a small buzzer board with an S8550 (PBD-12L) or S8050 (PBD-12H) transistor "
        "driver and a 12mm passive piezo buzzer. Feed it a PWM signal for tones, or a steady "
        "level for a click. PBD-12L sounds when I/O is low, PBD-12H sounds when I/O is high.",
        8.5,
    )
    s.heading("Specifications", 10.5, rule=True)
    s.lines(
        [
            "Working voltage" + FC + "3.3V" + FT + "5V",
            "Buzzer type" + FC + "passive piezo, 12mm",
            "Resonant frequency" + FC + "2.7kHz",
            "Working temperature" + FC + "-10" + CJK_DEG + FT + "+60" + CJK_DEG,
            "PCB size" + FC + "26mm " + "\u00d7" + " 15mm",
        ],
        9,
        3.5,
    )
    s.heading("Version Comparison", 10.5, rule=True)
    s.table(
        [Col("Item", 180), Col("PBD-12L", 150, "C"), Col("PBD-12H", 169, "C")],
        [
            ["Driver transistor", "S8550 (PNP)", "S8050 (NPN)"],
            ["Trigger level", "low level", "high level"],
            ["Working current (sounding)", LE + "30mA", LE + "25mA"],
            ["Static current (silent)", LE + "0.5mA", LE + "0.1mA"],
            ["I/O input current", "about 1mA", "about 1mA"],
        ],
        8.5,
    )
    s.add_page()
    s.heading("Pin Description", 10.5, rule=True)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 100, "C"), Col("Description", 339)],
        [
            ["1", "VCC", "3.3V" + FT + "5V"],
            ["2", "I/O", "trigger / PWM input"],
            ["3", "GND", "ground"],
        ],
        8.5,
    )
    s.heading("Notes", 10.5, rule=True)
    s.bullets(
        [
            "PBD-12H: I/O high level "
            + GE
            + "2.0V turns the buzzer on, so a 3.3V MCU can drive it "
            "at VCC = 5V.",
            "PBD-12L: the I/O must be pulled up to VCC to stop the sound. With VCC = 5V a 3.3V "
            "MCU cannot switch it off completely; use VCC = 3.3V or an open-drain output with "
            "a pull-up to VCC.",
            "Do not exceed 5.5V on VCC.",
            "Sound pressure level is not specified (depends on frequency and enclosure).",
        ],
        8.5,
    )
    s.heading("Example (Arduino)", 10.5, rule=True)
    s.lines(["tone(8, 2700, 200);   // pin 8, 2700 Hz, 200 ms", "delay(1000);"], 8.5, 3)
    return save(s, out / "pbd-12.pdf")


# ------------------------------------------------ piezo siren driver module (Danish maker)
def epz310(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="EPZ-310 Piezo Siren Driver",
        header_right="Nordlyd Elektronik A/S",
        footer_left="Nordlyd Elektronik A/S  \u00b7  Aarhus  \u00b7  Data sheet EPZ-310 / 2024-02",
        footer_right="{page} / {nb}",
        table_fill=(215, 228, 235),
        accent=(0, 85, 120),
        grid=False,
    )
    s = Sheet(style, "EPZ-310 piezo siren driver module")
    s.add_page()
    s.title_block("EPZ-310", "Piezo siren driver module for 12 V and 24 V systems", size=20)
    s.para(
        "EPZ-310 drives one or two piezo sirens from a vehicle or control-cabinet supply. A "
        "logic input (3.3 V or 5 V) switches the tone on and off; the module generates a "
        "sweeping 2.5-4.0 kHz signal itself. Three ordering codes are available.",
        8.5,
    )
    s.heading("Ordering codes", 10)
    s.table(
        [Col("Ordering code", 140), Col("Supply", 120), Col("Temperature range", 239)],
        [
            ["EPZ-310-12", "12 V systems", "standard"],
            ["EPZ-310-24", "24 V systems", "standard"],
            ["EPZ-310-24I", "24 V systems", "extended (industrial)"],
        ],
        8.5,
    )
    s.heading("Technical data", 10)
    s.para("Values at 25 " + DEG + " unless stated otherwise.", 8)
    cols = [
        Col("Parameter", 175),
        Col("Unit", 45, "C"),
        Col("EPZ-310-12", 93, "C"),
        Col("EPZ-310-24", 93, "C"),
        Col("EPZ-310-24I", 93, "C"),
    ]
    s.table(
        cols,
        [
            ["Supply voltage, continuous", "V DC", "9 ... 15", "18 ... 30", "18 ... 30"],
            ["Supply voltage, max. 1 min", "V DC", "18", "36", "36"],
            ["Quiescent current\n(input low)", "mA", "4", "5", "5"],
            ["Output current, max.", "mA", "150", "100", "100"],
            ["Peak output current\n(< 10 ms)", "mA", "400", "300", "300"],
            ["Output frequency", "kHz", "2.5 ... 4.0", "2.5 ... 4.0", "2.5 ... 4.0"],
            ["Control input high", "V", GE + " 2.0", GE + " 2.0", GE + " 2.0"],
            ["Control input low", "V", LE + " 0.8", LE + " 0.8", LE + " 0.8"],
        ],
        8,
    )
    s.add_page()
    s.caption("Technical data (continued)")
    s.table(
        cols,
        [
            ["Control input, max.", "V", "5.5", "5.5", "5.5"],
            ["Operating temperature", DEG, "-25 ... +70", "-25 ... +70", "-40 ... +85"],
            ["Storage temperature", DEG, "-40 ... +85", "-40 ... +85", "-40 ... +85"],
            ["Protection class", "-", "IP20", "IP20", "IP20"],
            ["Weight", "g", "18", "18", "18"],
        ],
        8,
    )
    s.heading("Terminal assignment", 10)
    s.table(
        [Col("Terminal", 70, "C"), Col("Marking", 90, "C"), Col("Function", 339)],
        [
            ["X1.1", "+V", "supply +"],
            ["X1.2", "0V", "supply -"],
            ["X2.1", "IN", "control input"],
            ["X3.1/2", "S1", "siren 1"],
            ["X3.3/4", "S2", "siren 2"],
        ],
        8,
    )
    s.heading("Notes", 10)
    s.bullets(
        [
            "The sound pressure depends on the siren used and is not specified for the module.",
            "Reverse polarity protected. The output is short-circuit proof.",
            "Do not connect magnetic (coil) sounders.",
        ],
        8.5,
    )
    return save(s, out / "epz-310.pdf")


# ------------------------------------------------ piezo driver IC (Japanese semiconductor maker)
def hbz03(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Piezo Buzzer Driver IC",
        header_right="HBZ03 Series",
        footer_left="Hokuto Onkyo Kogyo Co., Ltd.   HOK-DS-0815-E",
        footer_right="{page}/{nb}",
        table_fill=(238, 238, 238),
        accent=(0, 0, 0),
    )
    s = Sheet(style, "HBZ03 piezo buzzer driver IC")
    s.add_page()
    s.title_block("HBZ03A / HBZ03B", "Piezo Buzzer Driver IC with Built-in Oscillator", size=20)
    s.heading("Overview", 10)
    s.para(
        "HBZ03A and HBZ03B drive a piezo buzzer in a bridge connection. HBZ03A has a fixed "
        "4 kHz oscillator; HBZ03B takes an external clock on the CLK pin. A single control "
        "pin starts the sound. The supply range is 1.8 V to 5.5 V for both versions, and the "
        "standby current is 0.5 " + MU + "A typ.",
        8.5,
    )
    s.heading("Absolute Maximum Ratings (Ta = 25" + DEG + ")", 10)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 70, "C"),
            Col("Limits", 150, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Power supply voltage", "VDD", "7.0", "V"],
            ["Input voltage", "VIN", "-0.3 to VDD+0.3", "V"],
            ["Power dissipation", "Pd", "400 *1", "mW"],
            ["Operating temperature", "Topr", "-40 to +105", DEG],
            ["Storage temperature", "Tstg", "-55 to +125", DEG],
        ],
        8,
    )
    s.para("*1 Derate by 4 mW/" + DEG + " above 25" + DEG + ".", 7.5)
    s.heading(
        "Electrical Characteristics (Unless otherwise specified, Ta = 25" + DEG + ", VDD = 3.0 V)",
        10,
    )
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 55, "C"),
            Col("Min.", 40, "C"),
            Col("Typ.", 40, "C"),
            Col("Max.", 40, "C"),
            Col("Unit", 40, "C"),
            Col("Conditions", 134),
        ],
        [
            ["Circuit current", "IDD", "-", "0.9", "1.5", "mA", "CTRL = H, no load"],
            ["", "IST", "-", "0.5", "2.0", MU + "A", "CTRL = L"],
            ["Output ON resistance", "RON", "-", "6", "12", "\u03a9", "IO = 50 mA, H + L side"],
            ["Output current", "IO", "-", "-", "100", "mA", "peak"],
            ["CTRL input", "VIH", "0.8 x VDD", "-", "-", "V", ""],
            ["", "VIL", "-", "-", "0.2 x VDD", "V", ""],
            ["Oscillation frequency", "fOSC", "3.6", "4.0", "4.4", "kHz", "HBZ03A"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Pin Description", 10)
    s.table(
        [Col("Pin No.", 60, "C"), Col("Pin name", 90, "C"), Col("HBZ03A", 170), Col("HBZ03B", 179)],
        [
            ["1", "VDD", "power supply", "power supply"],
            ["2", "CTRL", "sound on/off", "sound on/off"],
            ["3", "CLK", "N.C.", "clock input (0.5 - 8 kHz)"],
            ["4", "OUT1", "buzzer +", "buzzer +"],
            ["5", "OUT2", "buzzer -", "buzzer -"],
            ["6", "GND", "ground", "ground"],
        ],
        8,
    )
    s.heading("Application Notes", 10)
    s.bullets(
        [
            "The bridge output applies a signal of about 2 x VDD peak-to-peak to the buzzer.",
            "The CTRL threshold follows VDD: with VDD = 5.0 V the HIGH level must be 4.0 V or more.",
            "Thermal shutdown and output short protection are not built in.",
            "Electromagnetic buzzers can not be driven.",
        ],
        8.5,
    )
    s.heading("Marking", 10)
    s.table(
        [Col("Part No.", 160), Col("Marking", 160, "C"), Col("Package", 179, "C")],
        [["HBZ03A-TR", "B3A", "SOT-23-6"], ["HBZ03B-TR", "B3B", "SOT-23-6"]],
        8,
    )
    return save(s, out / "hbz03.pdf")
