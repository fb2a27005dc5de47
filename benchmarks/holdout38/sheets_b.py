"""Hold-out 38 datasheets: two zero-cross detector modules and two 12 V submersible pumps.

A British module data sheet (serif, condition sentence, "typ." only table,
values in prose), a Taiwanese specification (narrow font, numbered table
continued on page 2, one row per version, footnote marks), a Chinese maker-shop
pump manual (full-width key-value lines, one column per version, FAQ) and a
German bilingual pump catalogue page (one row per ordering code, symbols and
units in a two-line head).
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


# ------------------------------------------------ zero-cross detector (UK)
def zxd2(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="ZXD-2 Mains Zero-Crossing Detector",
        header_right="Ashcombe Electronics Ltd",
        footer_left="DS-ZXD2 Issue 4  |  Registered in England No. 0000000",
        footer_right="Page {page} of {nb}",
        table_fill=(235, 235, 235),
        accent=(90, 0, 40),
        grid=False,
    )
    s = Sheet(style, "ZXD-2 data sheet")
    s.add_page()
    s.title_block("ZXD-2", "Isolated Mains Zero-Crossing Detector Module", "Data Sheet", 22)
    s.heading("Description", 10, rule=True)
    s.para(
        "The ZXD-2 produces one logic pulse at every zero crossing of an AC mains voltage "
        "(two pulses per cycle). A bidirectional optocoupler isolates the mains side from "
        "the logic side; the open-collector output is pulled up to VCC by a 10 kOhm "
        "resistor on the board, so the output high level equals the logic supply. The "
        "module accepts any mains from 85 V to 264 V AC and is intended for phase-angle "
        "dimmers, triac control and mains frequency measurement with a microcontroller.",
        8.5,
    )
    s.heading("Features", 10, rule=True)
    s.bullets(
        [
            "Universal input 85 - 264 VAC",
            "3750 Vrms isolation (optocoupler rating)",
            "Logic supply 3.0 V to 5.5 V: works with 3.3 V and 5 V microcontrollers",
            "Active-low output pulse centred on the zero crossing",
            "Screw terminal (mains) and 3-pin 2.54 mm header (logic)",
        ],
        8.5,
    )
    s.heading("Absolute Maximum Ratings", 10, rule=True)
    s.table(
        [
            Col("Parameter", 230),
            Col("Symbol", 70, "C"),
            Col("Value", 110, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["AC input voltage (continuous)", "VAC", "300", "Vrms"],
            ["Logic supply voltage", "VCC", "7", "V"],
            ["Output sink current", "IO", "20", "mA"],
            ["Storage temperature", "Tstg", "-40 to +100", DEG],
        ],
        8,
    )
    s.heading("Electrical Characteristics", 10, rule=True)
    s.para("VAC = 230 V, 50 Hz; VCC = 5 V; Tamb = 25 " + DEG + " unless otherwise stated.", 8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 50, "C"),
            Col("Conditions", 120),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Logic supply voltage", "VCC", "", "3.0", "", "5.5", "V"],
            ["Logic supply current", "ICC", "output low", "", "0.6", "1.0", "mA"],
            ["Output pulse width", "tW", "VAC = 230 V", "", "0.9", "", "ms"],
            ["", "", "VAC = 120 V, 60 Hz", "", "1.6", "", "ms"],
            ["Output low voltage", "VOL", "IO = 2 mA", "", "", "0.4", "V"],
            ["Input current\n(mains side)", "IAC", "VAC = 230 V", "", "0.45", "", "mA"],
            ["Operating ambient\ntemperature", "Tamb", "", "-20", "", "70", DEG],
        ],
        8,
    )
    s.add_page()
    s.heading("Typical Performance", 10, rule=True)
    s.caption("Typical values only; not tested in production.")
    s.table(
        [Col("Parameter", 260), Col("VCC = 3.3 V", 120, "C"), Col("VCC = 5 V", 119, "C")],
        [
            ["Delay, zero crossing to pulse centre (us)", "40", "35"],
            ["Output fall time (us)", "6", "4"],
            ["Power dissipated in input resistors (W)", "0.11", "0.11"],
        ],
        8,
    )
    s.heading("Connections", 10, rule=True)
    s.table(
        [Col("Terminal", 80, "C"), Col("Name", 80, "C"), Col("Function", 339)],
        [
            ["J1-1", "L", "Mains live (fused 100 mA on board)"],
            ["J1-2", "N", "Mains neutral"],
            ["J2-1", "VCC", "Logic supply 3.0 - 5.5 V"],
            ["J2-2", "ZC", "Zero-cross output, active low"],
            ["J2-3", "GND", "Logic ground"],
        ],
        8,
    )
    s.heading("Application Notes", 10, rule=True)
    s.para(
        "Connect ZC to an interrupt-capable input. With VCC = 3.3 V the module can be "
        "wired directly to a 3.3 V microcontroller such as an ESP32 or a Raspberry Pi "
        "GPIO. The detector is intended for 50 Hz and 60 Hz mains; operation on 400 Hz "
        "supplies is not specified. The module has no enclosure and must be mounted "
        "inside an earthed or insulating housing. Safety agency approval (UL / VDE) is "
        "not specified for this module.",
        8.5,
    )
    revision_table(s, [["Feb 2025", "4", "Added 120 V pulse width"]], (110, 70, 319))
    return save(s, out / "zxd-2.pdf")


# ------------------------------------------------ zero-cross detector (Taiwan)
def hz0102(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="HZ-0102 Series  Zero Cross Detect Module",
        header_right="Hsinchu ZeroTech Corp.",
        footer_left="Spec. No. HZT-0102-E  Rev. C",
        footer_right="{page}",
        table_fill=(230, 230, 210),
        accent=(80, 60, 0),
        grid=True,
    )
    s = Sheet(style, "HZ-0102 series specification")
    s.add_page()
    s.title_block(
        "HZ-0102L / HZ-0102H", "Zero Cross Detect Module, 5 V TTL output", "SPECIFICATION", 20
    )
    s.heading("1. Features", 10, rule=True)
    s.bullets(
        [
            "Two input versions: HZ-0102L for 100-120 V mains, HZ-0102H for 200-240 V mains",
            "Push-pull TTL output (5 V level), rising edge at each zero crossing",
            "Input frequency 50/60 Hz",
            "PCB 32 x 20 mm, 2 x M2 mounting holes",
        ],
        8.5,
    )
    s.heading("2. Specifications", 10, rule=True)
    s.caption("Table 1  Electrical specifications (Ta = 25 " + DEG + ")")
    cols = [
        Col("No.", 30, "C"),
        Col("Item", 140),
        Col("Condition / Version", 120),
        Col("Min.", 45, "C"),
        Col("Typ.", 45, "C"),
        Col("Max.", 45, "C"),
        Col("Unit", 74, "C"),
    ]
    s.table(
        cols,
        [
            ["2-1", "AC input voltage", "HZ-0102L", "90", "110", "132", "VAC"],
            ["", "", "HZ-0102H", "180", "220", "264", "VAC"],
            ["2-2", "AC input frequency", "", "47", "", "63", "Hz"],
            ["2-3", "DC supply voltage", "VCC pin", "4.75", "5.0", "5.25", "V"],
            ["2-4", "DC supply current", "VCC = 5 V", "", "3.5", "5 *1", "mA"],
            ["2-5", "Output high\nvoltage", "IOH = -1 mA", "4.2", "", "", "V"],
            ["2-6", "Output low\nvoltage", "IOL = 4 mA", "", "", "0.5", "V"],
        ],
        8,
    )
    s.para("*1 Including the on-board power LED (about 1.5 mA); LED can be removed.", 7.5)
    s.heading("3. Mechanical", 10, rule=True)
    s.table(
        [Col("Item", 160), Col("Value", 339)],
        [
            ["Dimensions", "32 x 20 x 14 mm"],
            ["Terminal", "CN1: 2-pin 5.08 mm screw terminal; CN2: 3-pin 2.54 mm header"],
            ["Weight", "6 g"],
        ],
        8,
    )
    s.add_page()
    s.caption("Table 1  Electrical specifications (continued)")
    s.table(
        cols,
        [
            ["2-7", "Output delay", "after zero crossing", "", "100", "200", MU + "s"],
            ["2-8", "Isolation voltage", "input-output, 1 min", "2500", "", "", "VAC"],
            ["2-9", "Operating\ntemperature", "", "-10", "", "60 *2", DEG],
            ["2-10", "Storage temperature", "", "-20", "", "80", DEG],
        ],
        8,
    )
    s.para("*2 At 264 VAC input derate to 50 " + DEG + " (HZ-0102H).", 7.5)
    s.heading("4. Pin Assignment", 10, rule=True)
    s.table(
        [
            Col("Connector", 80, "C"),
            Col("Pin", 50, "C"),
            Col("Signal", 80, "C"),
            Col("Description", 289),
        ],
        [
            ["CN1", "1", "AC-L", "AC line input"],
            ["CN1", "2", "AC-N", "AC neutral input"],
            ["CN2", "1", "VCC", "+5 V DC"],
            ["CN2", "2", "OUT", "Zero-cross output (5 V push-pull)"],
            ["CN2", "3", "GND", "Ground"],
        ],
        8,
    )
    s.heading("5. Notes", 10, rule=True)
    s.bullets(
        [
            "The output swings to VCC (5 V). For 3.3 V controllers use a resistor divider "
            "or a level shifter; a direct connection to a non-5V-tolerant input is not "
            "allowed.",
            "Do not connect HZ-0102L to 220 V mains.",
            "Conformal coating: not specified.",
        ],
        8.5,
    )
    return save(s, out / "hz-0102.pdf")


# ------------------------------------------------ 12 V submersible pump (China)
def qs1250(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="QS-1250 / QS-1250H",
        header_right="Ningbo Lanquan Pump Electric Co., Ltd.",
        footer_left="QS-1250 Product Manual V2.0",
        footer_right="{page}/{nb}",
        table_fill=(215, 235, 245),
        accent=(0, 90, 140),
        grid=True,
    )
    s = Sheet(style, "QS-1250 product manual")
    s.add_page()
    s.title_block(
        "QS-1250 / QS-1250H", "DC12V Brushless Submersible Water Pump", "Product Manual", 20
    )
    s.heading("1. Product Introduction", 10)
    s.para(
        "QS-1250 is a brushless DC magnetic-drive pump for fountains, aquariums, "
        "hydroponics and water cooling. The motor is fully potted in epoxy, so the pump "
        "can work under water. QS-1250H is the high-head version with a larger impeller "
        "and a PWM speed input (yellow wire).",
        8.5,
    )
    s.heading("2. General Parameters", 10)
    s.lines(
        [
            "Motor type" + FW_COLON + "brushless DC, magnetic drive",
            "Waterproof grade" + FW_COLON + "IP68",
            "Liquid temperature" + FW_COLON + "0" + FW_TILDE + "50" + FW_C,
            "Noise" + FW_COLON + LE + "35dB",
            "Life time" + FW_COLON + GE + "20000h",
            "Outlet" + FW_COLON + "OD 8mm / ID 6mm",
        ],
        8.5,
        12,
    )
    s.heading("3. Performance Parameters", 10)
    s.table(
        [
            Col("Parameter", 170),
            Col("QS-1250", 110, "C"),
            Col("QS-1250H", 110, "C"),
            Col("Note", 109, "C"),
        ],
        [
            ["Rated voltage", "DC12V", "DC12V", ""],
            ["Working voltage\nrange", "DC6" + FW_TILDE + "13V", "DC9" + FW_TILDE + "13V", ""],
            ["Rated current", "0.35A", "0.8A", "@12V"],
            ["Rated power", "4.2W", "9.6W", "@12V"],
            ["Max. flow", "240L/H", "500L/H", "0m head"],
            ["Max. head", "3m", "5m", ""],
            ["PWM input", "-", "1" + FW_TILDE + "25kHz, 5V", "yellow wire"],
            ["Cable length", "1m", "1m", "2 wires / 3 wires"],
        ],
        8,
    )
    s.add_page()
    s.heading("4. Wiring", 10)
    s.table(
        [Col("Wire colour", 120), Col("QS-1250", 150, "C"), Col("QS-1250H", 229, "C")],
        [
            ["Red", "+12V", "+12V"],
            ["Black", "GND", "GND"],
            ["Yellow", "-", "PWM speed (0% = stop, 100% = full)"],
        ],
        8,
    )
    s.heading("5. FAQ", 10)
    s.lines(
        [
            "Q1" + FW_COLON + "Can the pump run dry?",
            "A" + FW_COLON + "Dry running is allowed for max. 10 minutes; longer dry running",
            "    damages the shaft bushing.",
            "Q2" + FW_COLON + "Can I connect it directly to an Arduino pin?",
            "A" + FW_COLON + "No. A pin gives only a few mA. Use a MOSFET or relay module.",
            "Q3" + FW_COLON + "Can it pump sea water or oil?",
            "A" + FW_COLON + "Only clean fresh water. Sea water use is not specified.",
            "Q4" + FW_COLON + "What is the start-up current?",
            "A" + FW_COLON + "About 2 x rated current for less than 0.5 s.",
            "Q5" + FW_COLON + "Can QS-1250 run on 5V USB?",
            "A" + FW_COLON + "No, minimum working voltage is 6V. Below 6V it may not start.",
        ],
        8.5,
        12,
    )
    s.heading("6. Packing", 10)
    s.table(
        [
            Col("Model", 120),
            Col("Carton qty", 120, "C"),
            Col("Carton size", 140, "C"),
            Col("G.W.", 119, "C"),
        ],
        [
            ["QS-1250", "100 pcs", "45 x 30 x 25 cm", "9 kg"],
            ["QS-1250H", "60 pcs", "45 x 30 x 25 cm", "11 kg"],
        ],
        8,
    )
    return save(s, out / "qs-1250.pdf")


# ------------------------------------------------ 12 V submersible pump (Germany)
def dp12(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Aquatec DP12 - Tauchpumpen / Submersible pumps",
        header_right="Aquatec Pumpentechnik GmbH",
        footer_left="Katalog / Catalogue 2025  -  Technische Aenderungen vorbehalten",
        footer_right="{page}",
        table_fill=(240, 230, 200),
        accent=(0, 70, 40),
        grid=False,
    )
    s = Sheet(style, "Aquatec DP12 catalogue page")
    s.add_page()
    s.title_block(
        "DP12", "12-V-Tauchpumpen / 12 V submersible pumps", "Datenblatt / Data sheet", 22
    )
    s.heading("Merkmale / Features", 10, rule=True)
    s.bullets(
        [
            "Kreiselpumpe mit Nassläufer-Motor / centrifugal pump with wet-rotor motor",
            "Schutzart IP68, Tauchtiefe max. 1 m / protection IP68, immersion max. 1 m",
            "Betriebsspannung 12 V DC " + PM + " 10 % / operating voltage 12 V DC " + PM + " 10 %",
            "Anschlusskabel 3 m / cable 3 m, with 2.1 mm DC plug",
            "Verpolungsschutz / reverse-polarity protected",
        ],
        8.5,
    )
    s.heading("Technische Daten / Technical data", 10, rule=True)
    s.caption("Nennwerte bei 12 V DC, Wasser 20 " + DEG + " / ratings at 12 V DC, water 20 " + DEG)
    s.table(
        [
            Col("Bestell-Nr.", 80),
            Col("U_{N}", 50, "C"),
            Col("I_{N}", 50, "C"),
            Col("I_{A}", 50, "C"),
            Col("P_{N}", 50, "C"),
            Col("Q_{max}", 60, "C"),
            Col("H_{max}", 55, "C"),
            Col("Masse", 54, "C"),
            Col("Auslass", 50, "C"),
        ],
        [
            ["DP12-400", "12", "0.5", "1.2", "6", "400", "2.0", "160", "G1/2"],
            ["DP12-800", "12", "1.1", "2.6", "13", "800", "3.5", "240", "G1/2"],
            ["DP12-1500", "12", "2.1", "4.8", "25", "1500", "5.0", "390", "G3/4"],
        ],
        8,
        head_rows=[["Order code", "V DC", "A", "A", "W", "l/h", "m", "g", "thread"]],
    )
    s.para(
        "Legende / Legend: UN Nennspannung / rated voltage; IN Nennstrom / rated current; "
        "IA Anlaufstrom / start-up current (max., < 200 ms); PN Nennleistung / rated "
        "power; Qmax Fördermenge bei 0 m / flow at 0 m head; Hmax max. Förderhöhe / max. "
        "head.",
        7.5,
    )
    s.heading("Einsatzbedingungen / Operating conditions", 10, rule=True)
    s.table(
        [Col("Parameter", 250), Col("Wert / Value", 249)],
        [
            ["Medientemperatur / liquid temperature", "+4 " + DEG + " ... +35 " + DEG],
            ["Umgebungstemperatur / ambient temperature", "0 " + DEG + " ... +40 " + DEG],
            ["Lagertemperatur / storage temperature", "-20 " + DEG + " ... +60 " + DEG],
            ["pH-Wert / pH of liquid", "6 ... 8"],
        ],
        8,
    )
    s.add_page()
    s.heading("Hinweise / Notes", 10, rule=True)
    s.bullets(
        [
            "Trockenlauf ist nicht zulässig. / Dry running is not permitted.",
            "Nur für Süßwasser. Salzwasser nicht zulässig. / Fresh water only; salt water "
            "not permitted.",
            "Drehzahlsteuerung per PWM: nicht spezifiziert. / Speed control by PWM: not specified.",
            "Netzteil nach Anlaufstrom IA auslegen. / Size the power supply for the start-up "
            "current IA.",
        ],
        8.5,
    )
    s.heading("Zubehör / Accessories", 10, rule=True)
    s.table(
        [Col("Art.-Nr.", 100), Col("Beschreibung / Description", 300), Col("VE / Pack", 99, "C")],
        [
            ["DP-NT12-2", "Steckernetzteil 12 V / 2 A / plug-in power supply 12 V 2 A", "1"],
            ["DP-NT12-5", "Tischnetzteil 12 V / 5 A / desktop power supply 12 V 5 A", "1"],
            ["DP-FS1", "Schwimmerschalter / float switch, 250 V 3 A", "1"],
        ],
        8,
    )
    revision_table(s, [["2025-01", "3", "DP12-1500 neu / added"]], (110, 70, 319))
    return save(s, out / "dp12.pdf")
