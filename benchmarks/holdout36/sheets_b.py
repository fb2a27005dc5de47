"""Hold-out 36 datasheets: two BMS protection boards and two metal-oxide varistor series.

A Chinese BMS board manual (one column per chemistry version, full-width
values, FAQ), a Taiwanese 4S BMS specification (numbered rows,
table continued on page 2, footnote marks), a German bilingual varistor catalogue
(one row per ordering code, symbol-only column heads, units in the header) and a
US multilayer varistor sheet (one column per version, footnotes, dot leaders).
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


# ------------------------------------------------ 3S BMS board (China)
def jbp3s(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="JBP-3S20 Series 3S BMS Protection Board  Manual",
        header_right="V3.0",
        footer_left="Dongguan Jiabao New Energy Electronics Co., Ltd.",
        footer_right="Page {page}",
        table_fill=(200, 225, 250),
        accent=(0, 70, 160),
    )
    s = Sheet(style, "JBP-3S20 manual")
    s.add_page()
    s.title_block(
        "JBP-3S20-L / JBP-3S20-F", "3S 20A BMS Protection Board with Balance", "Product Manual", 20
    )
    s.heading("1. Overview", 10.5)
    s.para(
        "JBP-3S20 is a protection board for 3-cell series battery packs. Version -L is for "
        "3.7V Li-ion / Li-polymer cells (11.1V pack), version -F for 3.2V LiFePO4 cells "
        "(9.6V pack). Same port for charge and discharge (common port). Passive balancing "
        "is active during charge.",
        8.5,
    )
    s.heading("2. Common Parameters", 10.5)
    s.lines(
        [
            "Max continuous discharge current" + FW_COLON + "20A",
            "Max continuous charge current" + FW_COLON + "10A",
            "Over-current protection" + FW_COLON + "40" + PM + "5A (delay 10ms)",
            "Short-circuit protection" + FW_COLON + "yes, self-recovery after load removal",
            "Self consumption" + FW_COLON + LE + "25" + MU + "A",
            "Working temperature" + FW_COLON + "-20" + FW_TILDE + "60" + FW_C,
            "Board size" + FW_COLON + "56 x 21 x 3.4 mm",
        ],
        9,
    )
    s.heading("3. Version Parameters", 10.5)
    s.table(
        [
            Col("Item", 170),
            Col("JBP-3S20-L (Li-ion)", 165, "C"),
            Col("JBP-3S20-F (LiFePO4)", 164, "C"),
        ],
        [
            ["Charging voltage", "12.6V", "10.8V~11.1V"],
            [
                "Over-charge detection\nvoltage (per cell)",
                "4.25" + PM + "0.025V",
                "3.75" + PM + "0.025V",
            ],
            [
                "Over-charge release\nvoltage (per cell)",
                "4.15" + PM + "0.05V",
                "3.55" + PM + "0.05V",
            ],
            [
                "Over-discharge detection\nvoltage (per cell)",
                "2.8" + PM + "0.05V",
                "2.2" + PM + "0.05V",
            ],
            ["Balance start voltage", "4.18V", "3.60V"],
            ["Balance current", "42mA", "36mA"],
        ],
        8,
    )
    s.heading("4. Wiring", 10.5)
    s.table(
        [Col("Pad", 60, "C"), Col("Connect to", 439)],
        [
            ["B-", "Negative of cell 1"],
            ["B1", "Positive of cell 1 / negative of cell 2"],
            ["B2", "Positive of cell 2 / negative of cell 3"],
            ["B+", "Positive of cell 3"],
            ["P- / P+", "Load and charger (common port)"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. FAQ", 10.5)
    s.lines(
        [
            "Q1" + FW_COLON + "Can I use JBP-3S20-L for a 4S pack?",
            "A" + FW_COLON + "No. It is for 3S only. For 2S or 4S choose another model.",
            "Q2" + FW_COLON + "Can the board start a brushed motor with 60A inrush?",
            "A"
            + FW_COLON
            + "No. Over-current protection trips at 40A; inrush above this will cut off.",
            "Q3" + FW_COLON + "Does the board have temperature protection?",
            "A" + FW_COLON + "No NTC. Over-temperature protection is not provided.",
            "Q4" + FW_COLON + "What is the over-discharge release voltage?",
            "A" + FW_COLON + "Release by charging; the release voltage is not specified.",
            "Q5" + FW_COLON + "Can I charge -F with a 12.6V Li-ion charger?",
            "A" + FW_COLON + "No. Use a 10.8V~11.1V LiFePO4 charger.",
        ],
        8.5,
    )
    s.heading("6. Revision", 10.5)
    revision_table(s, [["2025-04-09", "V3.0", "Added JBP-3S20-F (LiFePO4)"]], (120, 80, 299))
    return save(s, out / "jbp-3s20.pdf")


# ------------------------------------------------ 4S smart BMS (Taiwan)
def tsb4s(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="TSB-4S60 Battery Management System  Specification",
        header_right="Doc. TSB-SP-0108  Ver. B",
        footer_left="Hsinchu Power Design Corp.  www.hpd.example.tw",
        footer_right="P.{page}/{nb}",
        table_fill=(235, 235, 235),
        accent=(150, 0, 0),
    )
    s = Sheet(style, "TSB-4S60 specification")
    s.add_page()
    s.title_block(
        "TSB-4S60",
        "4-Series Li-ion / LiFePO4 Battery Management System with UART",
        "Specification",
        20,
    )
    s.heading("1. Features", 10.5)
    s.bullets(
        [
            "4S Li-ion (NMC) or 4S LiFePO4, selected by firmware (default: LiFePO4)",
            "Continuous discharge 60 A, separate charge port 30 A",
            "Two NTC inputs (10 kOhm, B = 3435)",
            "Isolated UART, 9600 bps, for pack monitoring",
        ],
        8.5,
    )
    s.heading("2. Electrical Specification", 10.5)
    s.caption("Table 1. (Ta = 25 \u00b0C unless otherwise noted)")
    cols = [
        Col("No.", 30, "C"),
        Col("Item", 170),
        Col("Condition", 110),
        Col("Min.", 45, "C"),
        Col("Typ.", 45, "C"),
        Col("Max.", 45, "C"),
        Col("Unit", 54, "C"),
    ]
    s.table(
        cols,
        [
            ["1", "Pack voltage range", "LiFePO4", "8.0", "", "14.6", "V"],
            ["2", "", "Li-ion", "10.0", "", "16.8", "V"],
            ["3", "Continuous discharge\ncurrent", "heat sink attached *1", "", "", "60", "A"],
            ["4", "Continuous charge\ncurrent", "C- port", "", "", "30", "A"],
            ["5", "Over-charge detection", "LiFePO4, per cell", "3.60", "3.65", "3.70", "V"],
            ["6", "", "Li-ion, per cell", "4.20", "4.25", "4.30", "V"],
            ["7", "Over-discharge\ndetection", "LiFePO4, per cell", "2.40", "2.50", "2.60", "V"],
            ["8", "", "Li-ion, per cell", "2.90", "3.00", "3.10", "V"],
            ["9", "Discharge over-current", "delay 1 s", "", "120", "", "A"],
        ],
        8,
    )
    s.para(
        "*1 Without the heat sink the continuous discharge current is limited to 35 A.",
        7.5,
    )
    s.heading("3. Wiring", 10.5)
    s.table(
        [Col("Wire", 80, "C"), Col("Colour", 80, "C"), Col("Function", 339)],
        [
            ["B-", "blue 10AWG", "Pack negative"],
            ["P-", "black 10AWG", "Discharge negative"],
            ["C-", "black 12AWG", "Charge negative"],
            ["J1-1..5", "22AWG", "Cell sense B0..B4"],
        ],
        8,
    )
    s.add_page()
    s.caption("Table 1. Electrical Specification (continued)")
    s.table(
        cols,
        [
            ["10", "Short-circuit\nprotection delay", "", "", "300", "", MU + "s"],
            ["11", "Balance current", "per cell, passive", "", "80", "", "mA"],
            ["12", "Balance start\nvoltage", "LiFePO4 / Li-ion", "", "3.40 / 4.10", "", "V"],
            ["13", "Sleep current", "no load, UART off", "", "", "60", MU + "A"],
            ["14", "Operating current", "UART active", "", "8", "", "mA"],
            ["15", "Charge over-temperature", "NTC1", "", "50 *2", "", DEG],
            ["16", "Discharge over-\ntemperature", "NTC1", "", "65 *2", "", DEG],
            ["17", "Operating temperature", "", "-20", "", "65", DEG],
        ],
        8,
    )
    s.para("*2 Release 5 \u00b0C below the detection value.", 7.5)
    s.heading("4. UART Frame", 10.5)
    s.table(
        [Col("Byte", 60, "C"), Col("Content", 140), Col("Example", 299)],
        [
            ["0", "Header", "0xA5"],
            ["1", "Command", "0x90 (SOC), 0x91 (cell voltages)"],
            ["2-9", "Data", "0x0E 0x42 = 3650 mV"],
            ["12", "Checksum", "sum of bytes 0-11, low byte"],
        ],
        8,
    )
    s.heading("5. Notes", 10.5)
    s.bullets(
        [
            "Low-temperature charge protection is not specified for this version.",
            "Use a charger with constant-voltage output within the pack voltage range above.",
            "UART pins are isolated; logic level 3.3 V, 5 V tolerant.",
        ],
        8.5,
    )
    revision_table(s, [["2025-11-20", "B", "Li-ion firmware option added"]], (110, 70, 319))
    return save(s, out / "tsb-4s60.pdf")


# ------------------------------------------------ Disc varistors (Germany)
def vrs14(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="VR S14 series  Metal oxide varistors, leaded",
        header_right="Voltmark Elektronik AG",
        footer_left="Please read cautions and warnings on page 2.",
        footer_right="Page {page} of {nb}",
        table_fill=(230, 240, 230),
        accent=(0, 100, 70),
        grid=False,
    )
    s = Sheet(style, "VR S14 varistors")
    s.add_page()
    s.title_block(
        "VR S14K",
        "Metal oxide varistors / Metalloxid-Varistoren, disk 14 mm",
        "Series data sheet",
        20,
    )
    s.heading("Features / Merkmale", 10)
    s.bullets(
        [
            "Disk size 14 mm, radial leads, epoxy coating",
            "Surge current up to 6000 A (8/20 \u00b5s, single pulse)",
            "UL 1449 recognised (except VR S14K11)",
            "Operating temperature / Betriebstemperatur: -40 ... +85 \u00b0C",
        ],
        8.5,
    )
    s.heading("Electrical specifications / Elektrische Kenndaten", 10)
    s.para("Maximum ratings (TA = 85 \u00b0C) and characteristics (TA = 25 \u00b0C)", 8)
    s.table(
        [
            Col("Ordering code", 100),
            Col("Type", 70),
            Col("V_{RMS}\nV", 42, "C"),
            Col("V_{DC}\nV", 42, "C"),
            Col("i_{max}\nA", 42, "C"),
            Col("W_{max}\nJ", 40, "C"),
            Col("V_{V}\n(1 mA) V", 55, "C"),
            Col("V_{c}\nV", 42, "C"),
            Col("i_{c}\nA", 36, "C"),
            Col("C_{typ}\npF", 30, "C"),
        ],
        [
            ["VM14S110K1A", "VR S14K11", "11", "14", "1000", "4.5", "18", "36", "10", "32000"],
            ["VM14S170K1A", "VR S14K17", "17", "22", "1000", "6.4", "27", "53", "10", "20000"],
            ["VM14S250K1A", "VR S14K25", "25", "31", "1000", "8.4", "39", "77", "10", "13000"],
            ["VM14S300K1A", "VR S14K30", "30", "38", "2000", "11", "47", "93", "10", "9700"],
            ["VM14S141K1A", "VR S14K140", "140", "180", "6000", "50", "220", "360", "50", "1100"],
            ["VM14S231K1A", "VR S14K230", "230", "300", "6000", "84", "360", "595", "50", "680"],
            ["VM14S271K1A", "VR S14K275", "275", "350", "6000", "110", "430", "710", "50", "570"],
            ["VM14S321K1A", "VR S14K320", "320", "420", "6000", "130", "510", "840", "50", "470"],
        ],
        7.5,
    )
    s.para(
        "VRMS, VDC: max. continuous operating voltage; imax: max. surge current 8/20 \u00b5s, "
        "single pulse; Wmax: max. energy absorption 2 ms; VV: varistor voltage at 1 mA, "
        "tolerance \u00b110 %; Vc: max. clamping voltage at ic (8/20 \u00b5s).",
        7.5,
    )
    s.heading("Power dissipation / Verlustleistung", 10)
    s.lines(["Max. average power dissipation Pmax: 0.6 W (all types)"], 8.5)
    s.add_page()
    s.heading("Cautions and warnings / Hinweise", 10)
    s.bullets(
        [
            "Varistors are not suited for continuous voltage above VRMS / VDC; a varistor "
            "operated above its rating may overheat and ignite.",
            "Connect a thermal fuse or a fuse in series when used on mains.",
            "Surge life (number of permissible pulses) depends on the pulse current; see the "
            "derating curves. Values for repetitive pulses above 2 pulses are not specified here.",
            "Response time: < 25 ns (typical value for zinc oxide material).",
        ],
        8.5,
    )
    s.heading("Marking / Kennzeichnung", 10)
    s.table(
        [Col("Item", 160), Col("Example", 339)],
        [
            ["Logo, type, VRMS", "VM S14K275"],
            ["Date code", "2542 (year 2025, week 42)"],
        ],
        8,
    )
    s.heading("Packing / Verpackung", 10)
    s.table(
        [Col("Suffix", 100), Col("Packing", 200), Col("Quantity", 199, "C")],
        [
            ["K1A", "bulk", "1000 pcs"],
            ["K1T", "tape and ammo", "750 pcs"],
        ],
        8,
    )
    revision_table(s, [["2025-02-11", "2.1", "VR S14K11 added"]], (110, 70, 319))
    return save(s, out / "vr-s14.pdf")


# ------------------------------------------------ Multilayer varistors (US)
def cmv(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="Carver Circuit Protection",
        header_right="CMV Series  Multilayer Varistors",
        footer_left="Specifications subject to change without notice.  Revised 06/2025",
        footer_right="{page}",
        table_fill=(200, 200, 200),
        accent=(0, 0, 0),
    )
    s = Sheet(style, "CMV multilayer varistors")
    s.add_page()
    s.title_block(
        "CMV0603 Series", "Surface Mount Multilayer Varistors (MLV) for Low-Voltage Lines", "", 20
    )
    s.heading("Description", 10)
    s.para(
        "CMV0603 multilayer varistors protect low-voltage DC lines, data lines and "
        "interface ports against ESD and transients. They are offered for 3.3 V, 5 V, "
        "12 V and 18 V working voltages in an EIA 0603 package.",
        8.5,
    )
    s.heading("Absolute Maximum Ratings", 10)
    s.leaders(
        [
            ("Operating temperature", "-55 to +125 C"),
            ("Storage temperature", "-55 to +150 C"),
            ("Peak current (8/20 us)", "see table"),
        ],
        8.5,
    )
    s.heading("Electrical Characteristics (TA = 25 C)", 10)
    s.table(
        [
            Col("Parameter", 160),
            Col("Unit", 45, "C"),
            Col("CMV0603-3V3", 74, "C"),
            Col("CMV0603-5V5", 74, "C"),
            Col("CMV0603-12", 73, "C"),
            Col("CMV0603-18", 73, "C"),
        ],
        [
            ["Max. continuous DC\nworking voltage", "V", "3.3", "5.5", "12", "18"],
            ["Max. continuous AC\nvoltage (RMS)", "V", "2.5", "4.0", "9.0", "14"],
            ["Breakdown voltage\n@ 1 mA DC", "V", "5.0-7.0", "7.1-9.3", "14.5-17.5", "22-28"],
            ["Max. clamping voltage\n@ 1 A (8/20 us)", "V", "15", "19", "32", "45"],
            ["Peak current (8/20 us)", "A", "30", "30", "30 (1)", "20 (1)"],
            ["Max. leakage current\n@ working voltage", "uA", "50", "25", "10", "10"],
            ["Typical capacitance\n@ 1 MHz", "pF", "850", "470", "120", "60"],
            ["ESD rating, IEC 61000-4-2\n(contact)", "kV", "8", "8", "8", "8 (2)"],
        ],
        8,
    )
    s.para(
        "(1) Single pulse. Repetitive ratings are not specified.   (2) Air discharge "
        "rating 15 kV for CMV0603-18 only.",
        7.5,
    )
    s.add_page()
    s.heading("Application Notes", 10)
    s.para(
        "Choose a part whose maximum continuous working voltage is at or above the highest "
        "normal line voltage (including tolerance). For a 5 V USB VBUS line (up to 5.25 V) "
        "the CMV0603-5V5 is recommended. The typical capacitance of the 3.3 V and 5.5 V parts "
        "is too high for USB 2.0 high-speed (480 Mbps) data lines; for those, use the "
        "CMV0402-5V5LC low-capacitance series (separate data sheet). The capacitance of "
        "CMV0603-12 and -18 is acceptable for CAN and RS-485 lines up to 1 Mbps.",
        8.5,
    )
    s.para(
        "These devices are not rated for AC mains (line voltage) surge protection. Energy "
        "absorption ratings (joules) are not specified for this series.",
        8.5,
    )
    s.heading("Part Numbering", 10)
    s.table(
        [Col("Field", 120), Col("Code", 120), Col("Meaning", 259)],
        [
            ["Series", "CMV", "multilayer varistor"],
            ["Size", "0603", "1.6 x 0.8 mm"],
            ["Working voltage", "3V3 / 5V5 / 12 / 18", "max. continuous DC voltage"],
            ["Packing", "-TR", "4000 pcs per 7-inch reel"],
        ],
        8,
    )
    s.heading("Soldering", 10)
    s.lines(["Reflow peak 260 C, 10 s max; 3 reflow cycles max."], 8.5)
    return save(s, out / "cmv0603.pdf")
