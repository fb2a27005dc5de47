"""Hold-out 13 datasheets: power-side parts.

A Chinese shop-style USB-C PD trigger board sheet (key-value specifications,
a configuration-resistor table as decoys, the 5 V fall-back only in prose), a
Fortune-style one-cell Li-ion protection IC family (one column per version),
a Panasonic-style coin-cell product specification (one column per size) and a
Sunon-style DC fan "specification for approval" (one column per voltage).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"


def _photo(s: Sheet, label: str, width: float, height: float) -> None:
    y = s.get_y()
    s.set_fill_color(228, 228, 228)
    s.rect(s.l_margin, y, width, height, "F")
    s.set_font(s.family, "", 7.5)
    s.set_xy(s.l_margin, y + height / 2 - 5)
    s.cell(width, 10, label, align="C")
    s.set_xy(s.l_margin, y + height + 4)


# ------------------------------------------------------ PD trigger board (shop sheet)
def _qypd_page1(s: Sheet) -> None:
    s.title_block(
        "QY-PD20 USB Type-C PD Decoy / Trigger Board",
        "Fast-charge trigger module, 5V 9V 12V 15V 20V selectable",
        "Qiyuan Maker Electronics   Item No. QY-PD20-CFG   Product manual V1.3",
        size=15,
    )
    _photo(s, "[ product photo: QY-PD20 board, Type-C receptacle, 3 solder pads ]", 499, 90)
    s.heading("Product description", 10, rule=True)
    s.para(
        "QY-PD20 is a small PD decoy board. It requests a fixed voltage from a USB PD 2.0 / PD 3.0 "
        "power adapter and passes it to the output pads, so a laptop charger or a power bank can power "
        "a 9V or 12V project. The voltage is selected with the 3-bit solder jumper CFG (see table)."
    )
    s.heading("Specifications", 10, rule=True)
    s.lines(
        [
            "Input: USB Type-C, PD 2.0 / PD 3.0 charger (PPS not supported)",
            "Output voltage: 5V / 9V / 12V / 15V / 20V selectable",
            "Factory default: 20V (all CFG jumpers open)",
            "Output current: max 3A (5A only with a 5A e-marked cable and a 100W charger)",
            "Board quiescent current: about 1.5mA",
            "Output terminals: 2 solder pads VOUT+ / GND, pad pitch 2.54mm",
            "Working temperature: -20 ~ +70" + DEG,
            "Size: 25mm x 12mm x 4.5mm",
        ],
        9,
    )
    s.heading("Voltage setting (CFG solder jumpers)", 10, rule=True)
    s.table(
        [
            Col("CFG1", 70, "C"),
            Col("CFG2", 70, "C"),
            Col("CFG3", 70, "C"),
            Col("Requested voltage", 120, "C"),
            Col("Resistor on CFG (alt.)", 169, "C"),
        ],
        [
            ["open", "open", "open", "20V", "open"],
            ["short", "open", "open", "5V", "6.8k" + OHM],
            ["open", "short", "open", "9V", "24k" + OHM],
            ["open", "open", "short", "12V", "56k" + OHM],
            ["short", "short", "open", "15V", "120k" + OHM],
        ],
        8,
    )
    s.para(
        "Note 1: the requested voltage is only output if the charger offers it. If the charger has no "
        "matching PDO, or it is a normal 5V USB charger without PD, the board outputs 5V."
    )


def _qypd_page2(s: Sheet) -> None:
    s.heading("Wiring and notes", 10, rule=True)
    s.bullets(
        [
            "Solder the load to VOUT+ and GND. Check the voltage with a multimeter before connecting "
            "the load, because the default setting is 20V.",
            "The board has no output over-current protection and no reverse polarity protection; "
            "the over-current protection is done by the charger.",
            "Cut the default trace on the back before using the resistor setting.",
            "The LED on the board is on when the PD contract is established.",
        ]
    )
    s.heading("FAQ", 10, rule=True)
    s.lines(
        [
            "Q: Can it output 3.3V?  A: No. The lowest output voltage is 5V.",
            "Q: What is the output ripple?  A: Ripple depends on the charger; it is not specified.",
            "Q: Can two boards be connected in parallel?  A: Not recommended.",
            "Q: Does it support PPS / 28V EPR?  A: No.",
        ],
        8.5,
    )
    s.heading("Package list", 10, rule=True)
    s.lines(["1 x QY-PD20 board (without cable)", "Net weight: 2g"], 8.5)


def qypd20(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Qiyuan Maker Electronics",
        header_right="QY-PD20 product manual",
        footer_left="www.qiyuan-maker.example   Shenzhen, China",
        footer_right="{page}/{nb}",
        rule_color=(0, 110, 180),
        table_fill=(215, 235, 250),
        accent=(0, 90, 160),
    )
    s = Sheet(style, "QY-PD20 PD trigger board")
    s.alias_nb_pages()
    s.add_page()
    _qypd_page1(s)
    s.add_page()
    _qypd_page2(s)
    return save(s, out / "qypd20.pdf")


# ------------------------------------------------------ Fortune-style protection IC
def _fq312_page1(s: Sheet) -> None:
    s.title_block("FQ312", "One Cell Lithium-ion/Polymer Battery Protection IC", "", size=20)
    s.heading("GENERAL DESCRIPTION", 9.5, rule=True)
    s.para(
        "The FQ312 series is intended to protect one cell lithium-ion or lithium-polymer rechargeable "
        "battery from damage or degrading the lifetime due to overcharge, overdischarge and/or "
        "overcurrent. The ultra-small package and less required external components make it ideal to "
        "integrate the FQ312 into the limited space of a battery pack. It is for one cell only; do not "
        "use it for two or more cells in series."
    )
    s.heading("FEATURES", 9.5, rule=True)
    s.bullets(
        [
            "Reduction in Board Size due to Miniature Package SOT-23-6",
            "Ultra-Low Quiescent Current at 3.0uA (Vcc=3.9V)",
            "Ultra-Low Power-Down Current at 0.1uA (Vcc=2.0V)",
            "Overcharge Detection Voltage accuracy " + PM + "25mV",
            "Delay times are generated inside; only two external N-channel MOSFETs are required",
        ]
    )
    s.heading("ORDERING INFORMATION", 9.5, rule=True)
    s.table(
        [
            Col("Part Number", 110),
            Col("Package", 80, "C"),
            Col("Marking", 70, "C"),
            Col("Packing", 239),
        ],
        [
            ["FQ312-A", "SOT-23-6", "P2A", "Tape & Reel, 3000 pcs/reel"],
            ["FQ312-B", "SOT-23-6", "P2B", "Tape & Reel, 3000 pcs/reel"],
            ["FQ312-C", "SOT-23-6", "P2C", "Tape & Reel, 3000 pcs/reel"],
            ["FQ312-D", "SOT-23-6", "P2D", "Tape & Reel, 3000 pcs/reel"],
        ],
        8,
    )
    s.heading("PIN CONFIGURATION", 9.5, rule=True)
    s.table(
        [Col("Pin No.", 60, "C"), Col("Symbol", 70, "C"), Col("Description", 369)],
        [
            ["1", "OD", "MOSFET gate connection pin for discharge control"],
            ["2", "CS", "Input pin for current sense, charger detect"],
            ["3", "OC", "MOSFET gate connection pin for charge control"],
            ["4", "TD", "Test pin for reduce delay time"],
            ["5", "VCC", "Power supply, through a resistor (R1 = 100" + OHM + ")"],
            ["6", "GND", "Ground pin"],
        ],
        8,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5, rule=True)
    s.para("(GND = 0V, Ta = 25" + DEG + " unless otherwise specified)", 8)
    s.table(
        [
            Col("Parameter", 220),
            Col("Symbol", 70, "C"),
            Col("Rating", 129, "C"),
            Col("Unit", 80, "C"),
        ],
        [
            ["Input voltage between VCC and GND", "VCC", "-0.3 to +10", "V"],
            ["OC output pin voltage", "VOC", "VCC -24 to VCC +0.3", "V"],
            ["CS input pin voltage", "VCS", "VCC -24 to VCC +0.3", "V"],
            ["Operating temperature range", "TOPR", "-40 to +85", DEG],
            ["Storage temperature range", "TSTG", "-40 to +125", DEG],
        ],
        8,
    )


def _fq312_page2(s: Sheet) -> None:
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5, rule=True)
    s.para(
        "(Ta = 25"
        + DEG
        + " unless otherwise specified. Values per version; tolerance in the last column)",
        8,
    )
    cols = [
        Col("Parameter", 170),
        Col("Symbol", 52, "C"),
        Col("FQ312-A", 52, "C"),
        Col("FQ312-B", 52, "C"),
        Col("FQ312-C", 52, "C"),
        Col("FQ312-D", 52, "C"),
        Col("Tol.", 37, "C"),
        Col("Unit", 32, "C"),
    ]
    s.table(
        cols,
        [
            ["DETECTION VOLTAGE"],
            [
                "Overcharge Detection Voltage",
                "VOCU",
                "4.250",
                "4.300",
                "4.350",
                "4.425",
                PM + "25",
                "V*",
            ],
            [
                "Overcharge Release Voltage",
                "VOCR",
                "4.050",
                "4.100",
                "4.150",
                "4.225",
                PM + "50",
                "V*",
            ],
            [
                "Overdischarge Detection Voltage",
                "VODL",
                "2.40",
                "2.50",
                "2.90",
                "2.50",
                PM + "80",
                "V*",
            ],
            [
                "Overdischarge Release Voltage",
                "VODR",
                "3.00",
                "3.00",
                "3.00",
                "3.00",
                PM + "80",
                "V*",
            ],
            ["Overcurrent Detection Voltage", "VOI1", "150", "150", "100", "200", PM + "15", "mV"],
            [
                "Short Current Detection Voltage",
                "VSHORT",
                "1.35",
                "1.35",
                "1.35",
                "1.35",
                PM + "0.3",
                "V",
            ],
        ],
        7.6,
    )
    s.para("*For the rows marked V*, the tolerance is given in mV.", 7.5)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 52, "C"),
            Col("Test Condition", 117),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 40, "C"),
        ],
        [
            ["SUPPLY CURRENT"],
            ["Supply Current", "ICC", "VCC = 3.9V", "", "3.0", "6.0", MU + "A"],
            ["Power-Down Current", "IPD", "VCC = 2.0V", "", "", "0.1", MU + "A"],
            ["OPERATING VOLTAGE"],
            ["Operating Voltage between VCC and GND", "VCC", "", "1.5", "", "8.0", "V"],
            ["DELAY TIME"],
            ["Overcharge Delay Time", "TOC", "VCC = 3.6V to 4.4V", "", "80", "200", "ms"],
            ["Overdischarge Delay Time", "TOD", "VCC = 3.6V to 2.0V", "", "40", "100", "ms"],
            ["Overcurrent Delay Time", "TOI1", "VCC = 3.6V", "", "10", "20", "ms"],
            ["Short Circuit Delay Time", "TSHORT", "VCC = 3.0V", "", "5", "50", MU + "s"],
        ],
        7.6,
    )
    s.heading("APPLICATION NOTE", 9.5, rule=True)
    s.para(
        "The overcurrent threshold of the pack is set by the overcurrent detection voltage and the "
        "on-resistance of the two external MOSFETs in series: I = VOI1 / (2 x RDS(on)). The MOSFETs are "
        "not part of the FQ312 and their RDS(on) is taken from their own datasheet. The charger must "
        "regulate the cell below the overcharge detection voltage of the chosen version."
    )
    revision_table(
        s, [["2023/05", "1.2", "Add FQ312-D"], ["2021/11", "1.1", "First edition"]], (90, 60, 349)
    )


def fq312(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Fortuna Semiconductor Corp.",
        header_right="FQ312",
        footer_left="Fortuna Semiconductor Corp. reserves the right to change this document without notice.",
        footer_right="Rev. 1.2 | Page {page}",
        rule_color=(0, 0, 0),
        table_fill=(230, 230, 230),
    )
    s = Sheet(style, "FQ312 protection IC")
    s.add_page()
    _fq312_page1(s)
    s.add_page()
    _fq312_page2(s)
    return save(s, out / "fq312.pdf")


# ------------------------------------------------------ Panasonic-style coin cells
def _kcr_page1(s: Sheet) -> None:
    s.title_block(
        "Manganese Dioxide Lithium Coin Batteries",
        "KCR2016 / KCR2025 / KCR2032",
        "PRODUCT SPECIFICATION",
        16,
    )
    s.para(
        "This specification applies to the lithium coin batteries KCR2016, KCR2025 and KCR2032 "
        "manufactured by Kaisei Energy Devices. Nominal values are measured at 20"
        + DEG
        + " unless "
        "otherwise noted."
    )
    s.heading("1. Specifications", 10, rule=True)
    cols = [
        Col("Item", 190),
        Col("KCR2016", 90, "C"),
        Col("KCR2025", 90, "C"),
        Col("KCR2032", 90, "C"),
        Col("Unit", 39, "C"),
    ]
    s.table(
        cols,
        [
            ["Nominal voltage", "3", "3", "3", "V"],
            ["Nominal capacity (1)", "90", "165", "220", "mAh"],
            ["Standard discharge current", "0.1", "0.2", "0.2", "mA"],
            ["Max. continuous discharge current", "2.0", "2.5", "3.0", "mA"],
            ["Max. pulse discharge current (2)", "8", "10", "12", "mA"],
            ["Diameter", "20.0", "20.0", "20.0", "mm"],
            ["Thickness", "1.6", "2.5", "3.2", "mm"],
            ["Weight (approx.)", "1.7", "2.5", "3.0", "g"],
            ["Operating temperature", "-30 ~ +70", "-30 ~ +70", "-30 ~ +70", DEG],
        ],
        8,
    )
    s.para(
        "(1) Discharge to 2.0V end voltage through a 15k"
        + OHM
        + " load (KCR2016: 30k"
        + OHM
        + ") at 20"
        + DEG
        + ".\n"
        "(2) Pulse of 5 ms every 5 s until 2.0V end voltage; pulse currents above this value reduce the "
        "usable capacity.",
        7.5,
    )
    s.heading(
        "2. Discharge characteristics (KCR2032, 15k" + OHM + ", 20" + DEG + ")", 10, rule=True
    )
    s.figure(
        "Fig. 1  Typical discharge curve",
        "Duration (h)",
        "Voltage (V)",
        ["0", "200", "400", "600", "800", "1000", "1200"],
        ["1.5", "2.0", "2.5", "3.0", "3.5"],
        [
            (
                "KCR2032",
                [(0, 0.74), (0.05, 0.68), (0.6, 0.64), (0.85, 0.58), (0.93, 0.4), (0.97, 0.15)],
            )
        ],
        height=110,
    )


def _kcr_page2(s: Sheet) -> None:
    s.heading("3. Storage and self-discharge", 10, rule=True)
    s.para(
        "Store at normal temperature and humidity. The self-discharge at 20"
        + DEG
        + " is about 1% of "
        "the capacity per year. Storage above 45"
        + DEG
        + " accelerates the self-discharge. The internal "
        "resistance is not a guaranteed value and is therefore not specified here."
    )
    s.heading("4. Warnings", 10, rule=True)
    s.bullets(
        [
            "Do not charge. These are primary batteries; charging can cause leakage, fire or explosion.",
            "When a device must be backed up by a main supply, use a blocking diode and a current-limiting "
            "resistor so that no charge current flows into the battery.",
            "Do not connect batteries in parallel with a different type or state of charge.",
            "Keep out of the reach of children. If swallowed, consult a doctor immediately.",
        ]
    )
    s.heading("5. Marking and packing", 10, rule=True)
    s.table(
        [Col("Model", 120), Col("Marking example", 150), Col("Packing", 229)],
        [
            ["KCR2016", "KCR2016 3V  K 2305", "Tray 500 pcs, carton 10 trays"],
            ["KCR2025", "KCR2025 3V  K 2305", "Tray 500 pcs, carton 10 trays"],
            ["KCR2032", "KCR2032 3V  K 2305", "Tray 400 pcs, carton 10 trays"],
        ],
        8,
    )
    s.para('"2305" in the marking is the production year and week (example), not a rating.', 8)
    revision_table(
        s,
        [["2024-02", "C", "Pulse current note revised"], ["2019-07", "B", "KCR2016 added"]],
        (90, 60, 349),
    )


def kcr(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Kaisei Energy Devices Co., Ltd.",
        header_right="Lithium Coin Batteries",
        footer_left="Specifications are subject to change without notice.  KED-LCB-2032",
        footer_right="- {page} -",
        rule_color=(0, 60, 140),
        table_fill=(225, 232, 245),
        accent=(0, 60, 140),
    )
    s = Sheet(style, "KCR coin batteries")
    s.add_page()
    _kcr_page1(s)
    s.add_page()
    _kcr_page2(s)
    return save(s, out / "kcr2032.pdf")


# ------------------------------------------------------ Sunon-style DC fan
def _kf_page1(s: Sheet) -> None:
    s.title_block(
        "SPECIFICATION FOR APPROVAL", "DC Brushless Fan  KF2510 series (25 x 25 x 10 mm)", "", 16
    )
    s.table(
        [Col("Customer", 120), Col("", 130), Col("Approved by", 120), Col("", 129)],
        [
            ["Customer P/N", "", "Checked by", ""],
            ["Sunway P/N", "KF2510-05 / KF2510-12", "Drawn by", "L. Chen"],
        ],
        8,
    )
    s.heading("1. General specification", 10, rule=True)
    s.para(
        "Unless otherwise noted, values are measured at 25"
        + DEG
        + ", 65 %RH, in free air, after 3 minutes of running.",
        8,
    )
    cols = [
        Col("Item", 210),
        Col("KF2510-05", 110, "C"),
        Col("KF2510-12", 110, "C"),
        Col("Unit", 69, "C"),
    ]
    s.table(
        cols,
        [
            ["Rated voltage", "5", "12", "VDC"],
            ["Operating voltage", "4.5 ~ 5.5", "10.8 ~ 13.2", "VDC"],
            ["Starting voltage (min.)", "3.5", "7.0", "VDC"],
            ["Rated current", "0.08", "0.05", "A"],
            ["Rated input power", "0.40", "0.60", "W"],
            ["Rated speed", "10000 " + PM + "10%", "10000 " + PM + "10%", "RPM"],
            ["Max. air flow", "1.7", "1.7", "CFM"],
            ["Max. static pressure", "2.5", "2.5", "mmH2O"],
            ["Acoustical noise", "22", "22", "dB(A)"],
            ["Bearing", "Vapo bearing", "Vapo bearing", ""],
        ],
        8,
    )
    s.heading("2. Options", 10, rule=True)
    s.table(
        [Col("Suffix", 60, "C"), Col("Lead wires", 110), Col("Function", 329)],
        [
            ["(none)", "red (+), black (-)", "2-wire, no signal output"],
            [
                "-F",
                "red, black, yellow",
                "FG tachometer output, open collector, 2 pulses per revolution",
            ],
            ["-R", "red, black, yellow", "RD lock alarm output, open collector (high when locked)"],
        ],
        8,
    )
    s.para(
        "FG / RD output (options -F, -R): open collector, Vce max. 13.8V, Ic max. 5mA. A pull-up "
        "resistor to the user's logic supply is required. The output saturation voltage is not specified.",
        8,
    )


def _kf_page2(s: Sheet) -> None:
    s.heading("3. Environmental", 10, rule=True)
    s.table(
        [Col("Item", 210), Col("Specification", 289)],
        [
            ["Operating temperature", "-10 ~ +70" + DEG],
            ["Storage temperature", "-40 ~ +75" + DEG],
            ["Operating humidity", "5 ~ 90 %RH (no condensation)"],
            ["Life expectancy (L10)", "40,000 hours at 40" + DEG + ", 15~65 %RH, rated voltage"],
            ["Insulation resistance", "10 M" + OHM + " min. at 500 VDC (frame to lead wire)"],
        ],
        8,
    )
    s.heading("4. Protection", 10, rule=True)
    s.bullets(
        [
            "Locked rotor protection: the drive is switched off when the rotor is locked and restarts "
            "automatically when the lock is removed.",
            "Polarity protection: the fan does not run and is not damaged if the leads are reversed.",
            "The fan is not protected against water or dust; no IP class is rated.",
        ]
    )
    s.heading("5. Performance curve (rated voltage)", 10, rule=True)
    s.figure(
        "Fig. 1  Static pressure vs. air flow",
        "Air flow (CFM)",
        "Static pressure (mmH2O)",
        ["0", "0.5", "1.0", "1.5", "2.0"],
        ["0", "1.0", "2.0", "3.0"],
        [("KF2510-05 / -12", [(0, 0.83), (0.3, 0.66), (0.6, 0.4), (0.85, 0.0)])],
        height=100,
    )
    revision_table(
        s, [["2024-03-11", "A1", "Add -R option"], ["2022-08-02", "A0", "New issue"]], (90, 60, 349)
    )


def kf2510(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="SUNWAY THERMAL MOTION CO., LTD.",
        header_right="Doc. No. SPA-KF2510-A1",
        footer_left="Sunway Thermal Motion Co., Ltd.   Specification for approval",
        footer_right="Page {page} of 2",
        table_fill=(240, 240, 240),
    )
    s = Sheet(style, "KF2510 DC fan")
    s.add_page()
    _kf_page1(s)
    s.add_page()
    _kf_page2(s)
    return save(s, out / "kf2510.pdf")
