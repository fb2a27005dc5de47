"""Hold-out 22 datasheets: flame sensor, split-core CT, Geiger module, TRIAC dimmer.

A Japanese sensor maker's sheet of a pyroelectric flame sensor (abs max vs
recommended rows with the same names, typ-only table), a Japanese catalogue of
split-core current transformers (one column per model, unit column, continued
on page 2), a German bilingual leaflet of a Geiger counter module (head-less
data table, tube voltage as decoy) and a Swedish maker's TRIAC dimmer module
(min/typ/max with blanks, footnote marks, unnamed heat-sink row).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
CJK_DEG = "\u2103"
FT = "\uff5e"
LE = "\u2264"


# ------------------------------------------------ pyroelectric flame sensor (Japanese maker)
def kpf350(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Pyroelectric Infrared Flame Sensor  KPF-350 Series",
        header_right="Kiyose Ceramic Co., Ltd.",
        footer_left="Specifications are subject to change without notice.  KC-2023-117",
        footer_right="{page}",
        table_fill=(230, 230, 245),
        accent=(40, 40, 120),
    )
    s = Sheet(style, "KPF-350 flame sensor")
    s.add_page()
    s.title_block("KPF-350A / KPF-350B", "Pyroelectric Infrared Flame Sensor (4.3 " + MU + "m)")
    s.heading("Features", 10)
    s.bullets(
        [
            "Detects the 4.3 " + MU + "m CO2 emission band of hydrocarbon flames",
            "KPF-350A: single channel / KPF-350B: dual channel with 3.9 " + MU + "m reference",
            "Built-in source follower and band-pass amplifier, analog output",
            "Low current consumption, TO-39 metal can",
        ],
        8.5,
    )
    s.heading("Absolute Maximum Ratings (Ta=25" + CJK_DEG + ")", 10)
    cols = [Col("Item", 180), Col("Symbol", 80, "C"), Col("Rating", 140, "C"), Col("Unit", 99, "C")]
    s.table(
        cols,
        [
            ["Supply voltage", "V_{DD}", "12", "V"],
            ["Operating temperature", "T_{opr}", "-40" + FT + "+85", CJK_DEG],
            ["Storage temperature", "T_{stg}", "-40" + FT + "+100", CJK_DEG],
        ],
        8,
    )
    s.heading("Recommended Operating Conditions", 10)
    s.table(
        cols,
        [
            ["Supply voltage", "V_{DD}", "3.0" + FT + "10", "V"],
            ["Operating temperature", "T_{opr}", "-20" + FT + "+70", CJK_DEG],
        ],
        8,
    )
    s.heading("Electrical and Optical Characteristics (Ta=25" + CJK_DEG + ", VDD=5V)", 10)
    s.para("All values are typical.", 8)
    s.table(
        [
            Col("Item", 170),
            Col("Symbol", 60, "C"),
            Col("KPF-350A", 90, "C"),
            Col("KPF-350B", 90, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Supply current", "I_{DD}", "12", "20", MU + "A"],
            ["Output offset voltage", "V_{O}", "1.0", "1.0", "V"],
            ["Filter centre wavelength", "\u03bb_{C}", "4.3", "4.3 / 3.9", MU + "m"],
            ["Field of view", "FOV", "100", "90", "deg"],
            ["Detection distance *", "-", "15", "15", "m"],
        ],
        8,
    )
    s.para("* n-heptane flame, 0.1 m x 0.1 m pan, 1 Hz flicker.", 7.5)
    s.add_page()
    s.heading("Pin Connection", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("KPF-350A", 200), Col("KPF-350B", 239)],
        [
            ["1", "VDD", "VDD"],
            ["2", "OUT", "OUT1 (4.3 " + MU + "m)"],
            ["3", "GND (case)", "OUT2 (3.9 " + MU + "m)"],
            ["4", "-", "GND (case)"],
        ],
        8.5,
    )
    s.heading("Precautions", 10)
    s.bullets(
        [
            "Detection of hydrogen flames is not specified.",
            "Allow 30 s after power-on for the output to stabilise.",
            "Do not touch the filter window; clean with ethanol only.",
            "Soldering: 260" + CJK_DEG + ", within 5 s, 2 mm or more from the base.",
        ],
        8.5,
    )
    return save(s, out / "kpf-350.pdf")


# ------------------------------------------------ split-core current transformer (Japanese catalogue)
def uct(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Split-Core Current Transformers  UCT Series",
        header_right="Usami Denki Co., Ltd.",
        footer_left="Usami Denki  Catalogue No. UD-CT-0423",
        footer_right="{page}",
        table_fill=(235, 235, 220),
        accent=(80, 60, 0),
    )
    s = Sheet(style, "UCT series split-core current transformers")
    s.add_page()
    s.title_block("UCT Series", "Split-Core (Clamp-on) AC Current Transformers", size=20)
    s.para(
        "The UCT series clamps around an existing conductor without disconnecting it. "
        "UCT-10, UCT-16 and UCT-24 give a secondary current; UCT-16V has a built-in burden "
        "resistor and gives a voltage output.",
        8.5,
    )
    s.heading("Specifications", 10)
    cols = [
        Col("Item", 150),
        Col("Unit", 45, "C"),
        Col("UCT-10", 76, "C"),
        Col("UCT-16", 76, "C"),
        Col("UCT-16V", 76, "C"),
        Col("UCT-24", 76, "C"),
    ]
    s.table(
        cols,
        [
            ["Rated primary current", "A", "30", "80", "80", "200"],
            ["Measuring range", "A", "0 \u2013 60", "0 \u2013 120", "0 \u2013 100", "0 \u2013 300"],
            ["Turns ratio", "-", "1:2000", "1:3000", "-", "1:3000"],
            ["Output type", "-", "current", "current", "voltage", "current"],
            ["Rated output", "-", "15 mA", "26.7 mA", "1 V", "66.7 mA"],
            [
                "Recommended burden\nresistor",
                "\u03a9",
                LE + "100",
                LE + "50",
                "built-in",
                LE + "10",
            ],
            ["Accuracy\n(at rated current)", "%", PM + "1", PM + "1", PM + "2", PM + "1"],
        ],
        8,
    )
    s.para("Table continues on the next page.", 7.5)
    s.heading("Outline", 10)
    s.para(
        "Hinged PBT housing with snap lock; lead wire 1 m (UL1015 AWG24). Window sizes are "
        "given in the specification table.",
        8.5,
    )
    s.add_page()
    s.heading("Specifications (continued)", 10)
    s.table(
        cols,
        [
            ["Window diameter", "mm", "10", "16", "16", "24"],
            ["Frequency", "Hz", "50/60", "50/60", "50/60", "50/60"],
            ["Dielectric strength", "-", "AC 3 kV", "AC 3 kV", "AC 3 kV", "AC 3 kV"],
            [
                "Operating temperature",
                DEG,
                "-25 \u2013 +70",
                "-25 \u2013 +70",
                "-25 \u2013 +70",
                "-25 \u2013 +60",
            ],
            ["Mass", "g", "35", "60", "62", "120"],
        ],
        8,
    )
    s.heading("Cautions", 10)
    s.bullets(
        [
            "Never leave the secondary of a current-output type open while the primary "
            "carries current: a dangerous voltage appears.",
            "DC current cannot be measured.",
            "Phase error is not specified.",
            "Use on insulated conductors only.",
        ],
        8.5,
    )
    return save(s, out / "uct.pdf")


# ------------------------------------------------ Geiger counter module (German leaflet)
def gzm1(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="Strahlwerk Messtechnik GmbH",
        header_right="Datenblatt / Data sheet GZM-1",
        footer_left="Strahlwerk Messtechnik GmbH  Technische \u00c4nderungen vorbehalten",
        footer_right="Seite {page}/2",
        table_fill=(225, 225, 225),
        accent=(150, 0, 0),
    )
    s = Sheet(style, "GZM-1 Geiger counter module")
    s.add_page()
    s.title_block("GZM-1 / GZM-1L", "Geiger-M\u00fcller-Z\u00e4hlmodul / Geiger counter module")
    s.para(
        "Das GZM-1 enth\u00e4lt ein Gl\u00e4sz\u00e4hlrohr und die Hochspannungserzeugung. "
        "The GZM-1 carries a glass GM tube and its own high-voltage generator; each "
        "detected particle gives one pulse on OUT. The GZM-1L is the 3.3 V version with a "
        "boost stage.",
        8.5,
    )
    s.heading("Technische Daten / Technical data", 10)
    s.table(
        [Col("", 230), Col("", 269)],
        [
            ["Betriebsspannung / Supply voltage", "GZM-1: 4.5 ... 5.5 V\nGZM-1L: 3.0 ... 3.6 V"],
            ["Stromaufnahme / Supply current", "GZM-1: 12 mA typ.\nGZM-1L: 18 mA typ."],
            ["Z\u00e4hlrohrspannung / Tube voltage", "400 V (intern, fest / internal, fixed)"],
            ["Ausgang / Output", "OUT, active low pulse, 100 " + MU + "s"],
            ["Nulleffekt / Background", "approx. 25 cpm"],
            ["Totzeit / Dead time", "90 " + MU + "s"],
            ["Betriebstemperatur / Operating temperature", "-10 ... +50 " + DEG],
            ["Lagertemperatur / Storage temperature", "-30 ... +60 " + DEG],
            ["Abmessungen / Dimensions", "108 x 30 x 18 mm"],
        ],
        8.5,
        show_head=False,
    )
    s.heading("Anschl\u00fcsse / Connections", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Funktion / Function", 359)],
        [
            ["1", "VCC", "Versorgung / supply"],
            ["2", "OUT", "Impulsausgang / pulse output, 10 k pull-up to VCC on board"],
            ["3", "GND", "Masse / ground"],
        ],
        8.5,
    )
    s.add_page()
    s.heading("Hinweise / Notes", 10)
    s.para(
        "OUT is pulled up to VCC on the board, so the pulse high level equals the supply "
        "voltage (5 V on GZM-1). Alpha radiation is not detected (glass tube). The "
        "accuracy of a dose-rate reading is not specified; the module counts pulses only.",
        8.5,
    )
    s.para(
        "Lebensgefahr: Die Z\u00e4hlrohrspannung von 400 V liegt offen auf der Platine. "
        "Danger: the 400 V tube voltage is exposed on the board.",
        8.5,
        bold=True,
    )
    s.heading("Bestellangaben / Ordering", 10)
    s.table(
        [Col("Typ / Type", 120), Col("Best.-Nr. / Order no.", 140), Col("Version", 239)],
        [
            ["GZM-1", "470 112 05", "5 V supply"],
            ["GZM-1L", "470 112 33", "3.3 V supply (boost stage)"],
        ],
        8.5,
    )
    return save(s, out / "gzm-1.pdf")


# ------------------------------------------------ TRIAC dimmer module (Swedish maker)
def nvd(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Nordvolt Elektronik AB",
        header_right="NVD-AC2  AC Dimmer Module",
        footer_left="Nordvolt Elektronik AB, G\u00f6teborg  |  DS-NVD-AC2 v3",
        footer_right="{page} (2)",
        table_fill=(215, 235, 215),
        accent=(0, 90, 50),
    )
    s = Sheet(style, "NVD-AC2 TRIAC dimmer module")
    s.add_page()
    s.title_block("NVD-AC2", "Isolated TRIAC AC Dimmer Module with Zero-Cross Output")
    s.para(
        "NVD-AC2 dims resistive mains loads by phase-angle control. An optically "
        "isolated gate input fires the TRIAC; the zero-cross output tells the "
        "microcontroller when each half-wave starts.",
        8.5,
    )
    s.heading("Absolute maximum ratings", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Logic supply voltage", "V_{CC}", "-0.3", "6.0", "V"],
            ["Gate input voltage", "V_{G}", "-0.5", "V_{CC}+0.5", "V"],
            ["Surge load current (10 ms)", "I_{TSM}", "", "25", "A"],
        ],
        8,
    )
    s.heading("Electrical characteristics", 10)
    s.para("Tamb = 25 " + DEG + " unless otherwise stated.", 8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 55, "C"),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 40, "C"),
            Col("Conditions", 119),
        ],
        [
            ["Logic supply voltage", "V_{CC}", "3.0", "", "5.5", "V", ""],
            ["Gate input high\nvoltage", "V_{IH}", "2.0", "", "", "V", ""],
            ["Gate input low\nvoltage", "V_{IL}", "", "", "0.8", "V", ""],
            ["Gate input current", "I_{G}", "", "6", "10", "mA", "V_{CC} = 5 V"],
            ["Load voltage", "V_{L}", "90", "230", "250", "V AC", "50/60 Hz"],
            ["Load current", "I_{L}", "", "", "2.0 ^{1)}", "A", "no heat sink"],
            ["", "", "", "", "4.0 ^{2)}", "A", "with heat sink HS-2"],
            ["Zero-cross pulse width", "t_{ZC}", "", "400", "", MU + "s", "230 V, 50 Hz"],
            ["Operating temperature", "T_{amb}", "-20", "", "+60", DEG, ""],
        ],
        8,
    )
    s.para("1) Resistive load, Tamb " + LE + " 40 " + DEG + ".", 7.5)
    s.para("2) Heat sink HS-2 fitted, resistive load, Tamb " + LE + " 40 " + DEG + ".", 7.5)
    s.add_page()
    s.heading("Connections", 10)
    s.table(
        [Col("Terminal", 80, "C"), Col("Name", 80, "C"), Col("Description", 339)],
        [
            ["J1-1", "VCC", "Logic supply 3.0-5.5 V"],
            ["J1-2", "GATE", "TRIAC fire input (active high)"],
            ["J1-3", "ZC", "Zero-cross output, open collector, 10 k pull-up to VCC"],
            ["J1-4", "GND", "Logic ground"],
            ["J2-1/2", "AC-IN", "Mains L / N"],
            ["J2-3/4", "LOAD", "Load L / N"],
        ],
        8,
    )
    s.heading("Application notes", 10)
    s.bullets(
        [
            "For resistive loads (incandescent lamps, heaters) only.",
            "Dimming of LED lamps is not specified.",
            "Motors and other inductive loads are not supported.",
            "Isolation between J1 and J2: 3750 V rms, 1 min.",
        ],
        8.5,
    )
    return save(s, out / "nvd-ac2.pdf")
