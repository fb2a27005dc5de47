"""Hold-out 14 datasheets: power-side parts.

A TI-style eFuse family (one column per OVP version, abs max and recommended
tables with overlapping rows), a European isolated DC/DC converter family (one
row per ordering code, a table continued on page 2), a Chinese solenoid-valve
product specification (one column per coil version) and a Japanese-style
coin-type supercapacitor sheet (one column per ordering code, footnote marks).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"


# ------------------------------------------------------ eFuse (US analog house)
def _kps_page1(s: Sheet) -> None:
    s.title_block("KPS2592", "2.9-V to 18-V, 5-A eFuse with Fixed Overvoltage Protection", "")
    left = [
        "2.9-V to 18-V operating range, 20-V absolute maximum",
        "Integrated 30-m" + OHM + " (typ.) power MOSFET",
        "Adjustable current limit 0.5 A to 5 A (RILIM)",
        "Fixed overvoltage cut-off: 6.1 V (A), 13.8 V (B)",
        "Active-high enable with 1.2-V threshold",
        "Thermal shutdown, auto-retry",
    ]
    right = [
        "USB and 5-V / 12-V hot-plug rails",
        "Set-top boxes, smart meters",
        "Solenoid and motor supplies",
        "HDD and SSD power",
    ]

    def feat() -> None:
        s.heading("1 Features", 10)
        s.bullets(left, 8.5)

    def appl() -> None:
        s.heading("2 Applications", 10)
        s.bullets(right, 8.5)

    s.side_by_side(feat, appl, 300)
    s.heading("3 Description", 10)
    s.para(
        "The KPS2592 family of eFuses provides circuit protection for 5-V and 12-V rails. The "
        "devices limit the load current to the level set with one resistor, cut the output off when "
        "the input rises above the fixed overvoltage threshold of the version, and protect the load "
        "against short circuits. The KPS2592C has no overvoltage cut-off and is intended for rails up "
        "to 18 V. A PIR sensor, a microcontroller or any logic output can drive EN."
    )
    s.heading("4 Device Options", 10)
    s.table(
        [
            Col("PART NUMBER", 110),
            Col("OVP THRESHOLD", 110, "C"),
            Col("TARGET RAIL", 120, "C"),
            Col("PACKAGE", 159, "C"),
        ],
        [
            ["KPS2592ADRC", "6.1 V", "5 V", "VSON-10 (3 mm x 3 mm)"],
            ["KPS2592BDRC", "13.8 V", "12 V", "VSON-10 (3 mm x 3 mm)"],
            ["KPS2592CDRC", "none", "2.9 V to 18 V", "VSON-10 (3 mm x 3 mm)"],
        ],
        8,
    )
    s.heading("5 Pin Functions", 10)
    s.table(
        [Col("PIN", 40, "C"), Col("NAME", 60), Col("I/O", 40, "C"), Col("DESCRIPTION", 359)],
        [
            ["1-4", "IN", "I", "Input supply (4 pins)"],
            ["5", "EN", "I", "Enable, active high; do not leave floating"],
            ["6", "ILIM", "I/O", "Current-limit resistor to GND"],
            ["7-10", "OUT", "O", "Output to the load (4 pins)"],
            ["PAD", "GND", "-", "Ground, thermal pad"],
        ],
        8,
    )


def _kps_page2(s: Sheet) -> None:
    s.heading("6 Specifications", 11)
    s.caption("6.1 Absolute Maximum Ratings")
    s.para("over operating free-air temperature range (unless otherwise noted)(1)", 7.5)
    s.table(
        [Col("", 200), Col("MIN", 70, "C"), Col("MAX", 70, "C"), Col("UNIT", 60, "C")],
        [
            ["IN, OUT", "-0.3", "20", "V"],
            ["EN, ILIM", "-0.3", "7", "V"],
            ["Output current, continuous", "", "6", "A"],
            ["Junction temperature, T_{J}", "-40", "150", DEG],
            ["Storage temperature, T_{stg}", "-65", "150", DEG],
        ],
        8,
    )
    s.para(
        "(1) Stresses beyond those listed may cause permanent damage. Operation at the absolute "
        "maximum ratings is not implied; see Recommended Operating Conditions.",
        7,
    )
    s.caption("6.2 Recommended Operating Conditions")
    s.table(
        [
            Col("", 200),
            Col("MIN", 70, "C"),
            Col("NOM", 70, "C"),
            Col("MAX", 70, "C"),
            Col("UNIT", 60, "C"),
        ],
        [
            ["IN, input voltage", "2.9", "", "18", "V"],
            ["EN", "0", "", "6", "V"],
            ["Continuous output\ncurrent", "", "", "5", "A"],
            ["R_{ILIM}", "6.8", "", "68", "k" + OHM],
            ["T_{A}, ambient temperature", "-40", "", "85", DEG],
        ],
        8,
    )
    s.caption("6.3 Electrical Characteristics")
    s.para(
        "-40 "
        + DEG
        + " <= TJ <= 125 "
        + DEG
        + ", VIN = 12 V, VEN = 2 V, RILIM = 34 k"
        + OHM
        + " (unless otherwise noted)",
        7.5,
    )
    s.table(
        [
            Col("PARAMETER", 160),
            Col("TEST CONDITIONS", 140),
            Col("MIN", 45, "C"),
            Col("TYP", 45, "C"),
            Col("MAX", 45, "C"),
            Col("UNIT", 64, "C"),
        ],
        [
            ["SUPPLY"],
            ["Quiescent current, I_{Q}", "EN high, no load", "", "0.3", "0.45", "mA"],
            ["Shutdown current", "EN = 0 V", "", "15", "30", MU + "A"],
            ["POWER SWITCH"],
            ["On resistance, R_{ON}", "T_{J} = 25 " + DEG, "", "30", "38", "m" + OHM],
            ["", "T_{J} = 125 " + DEG, "", "", "55", "m" + OHM],
            ["CURRENT LIMIT"],
            ["Current limit, I_{LIM}", "R_{ILIM} = 34 k" + OHM, "0.9", "1.0", "1.1", "A"],
            ["", "R_{ILIM} = 6.8 k" + OHM, "4.5", "5.0", "5.5", "A"],
            ["ENABLE"],
            ["EN rising threshold", "", "1.1", "1.2", "1.3", "V"],
            ["EN falling threshold", "", "0.95", "1.05", "1.15", "V"],
            ["OVERVOLTAGE"],
            ["OVP threshold,\nrising, V_{OVP}", "KPS2592A", "5.85", "6.1", "6.35", "V"],
            ["", "KPS2592B", "13.2", "13.8", "14.4", "V"],
            ["THERMAL"],
            ["Thermal shutdown", "T_{J} rising", "", "160", "", DEG],
        ],
        7.5,
    )
    s.para("Current limit: ILIM (A) = 34 / RILIM (k" + OHM + ").", 8)


def kps2592(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KPS2592",
        header_right="SLVS-K2592B - MARCH 2025",
        footer_left="Norbridge Power Semiconductor",
        footer_right="{page}",
        rule_color=(200, 0, 0),
        table_fill=(235, 235, 235),
        accent=(200, 0, 0),
    )
    s = Sheet(style, "KPS2592 eFuse")
    s.add_page()
    _kps_page1(s)
    s.add_page()
    _kps_page2(s)
    return save(s, out / "kps2592.pdf")


# ------------------------------------------------------ isolated DC/DC (European)
def _ris_page1(s: Sheet) -> None:
    s.title_block(
        "RIS1-05 Series",
        "1 Watt SIP7 Single Output Isolated DC/DC Converter",
        "Rhenotec Power AG",
        size=18,
    )
    s.bullets(
        [
            "Input 5 V " + PM + "10 %, unregulated output",
            "I/O isolation 1000 VDC (3000 VDC with suffix /H)",
            "Efficiency up to 82 %",
            "Operating temperature -40 " + DEG + " to +85 " + DEG + " (see derating)",
            "UL 62368-1 recognised",
        ],
        8.5,
        mark="-",
    )
    s.heading("Selection Guide", 10, rule=True)
    s.table(
        [
            Col("Part Number", 90),
            Col("Input\nVoltage\n[VDC]", 60, "C"),
            Col("Output\nVoltage\n[VDC]", 60, "C"),
            Col("Output\nCurrent\n[mA]", 60, "C"),
            Col("Input Current\nno load / full load\n[mA]", 110, "C"),
            Col("Efficiency\n[%]", 50, "C"),
            Col("Max. Cap.\nLoad [" + MU + "F]", 69, "C"),
        ],
        [
            ["RIS1-0503", "5", "3.3", "303", "25 / 265", "75", "220"],
            ["RIS1-0505", "5", "5", "200", "25 / 250", "80", "220"],
            ["RIS1-0509", "5", "9", "111", "30 / 244", "82", "100"],
            ["RIS1-0512", "5", "12", "84", "30 / 246", "82", "47"],
            ["RIS1-0515", "5", "15", "66", "30 / 241", "82", "47"],
        ],
        8,
    )
    s.para("Ordering example: RIS1-0505/H = 5 V in, 5 V out, 3000 VDC isolation.", 7.5)
    s.heading(
        "Specifications (measured at TA = 25 " + DEG + ", nominal input, rated load)", 10, rule=True
    )
    s.table(
        [Col("Parameter", 170), Col("Condition", 150), Col("Value", 179)],
        [
            ["Input voltage range", "", "4.5 - 5.5 VDC"],
            ["Minimum load", "", "10 % of rated output current (1)"],
            ["Output voltage accuracy", "", PM + "5 % max."],
            ["Line regulation", "per 1 % input change", "1.2 % typ."],
            [
                "Load regulation",
                "10 % to 100 % load",
                "3.3 V output: 15 % max.\n5 V output: 10 % max.\n9 V, 12 V, 15 V output: 8 % max.",
            ],
            ["Ripple and noise", "20 MHz BW", "75 mVp-p typ., 150 mVp-p max."],
            ["Short circuit protection", "", "1 second"],
        ],
        8,
    )
    s.para(
        "(1) Operation below minimum load will not damage the converter, but the output voltage "
        "may rise above the specification. Table continued on next page.",
        7,
    )


def _ris_page2(s: Sheet) -> None:
    s.heading("Specifications (continued)", 10, rule=True)
    s.table(
        [Col("Parameter", 170), Col("Condition", 150), Col("Value", 179)],
        [
            ["I/O isolation voltage", "tested for 1 second", "1000 VDC\n3000 VDC (suffix /H)"],
            ["Isolation resistance", "500 VDC", "1 G" + OHM + " min."],
            ["Isolation capacitance", "", "60 pF typ."],
            ["Switching frequency", "", "100 kHz typ."],
            ["Operating temperature", "with derating", "-40 " + DEG + " to +85 " + DEG],
            ["Full power up to", "", "+71 " + DEG],
            ["Storage temperature", "", "-55 " + DEG + " to +125 " + DEG],
            ["MTBF", "MIL-HDBK-217F, +25 " + DEG, "> 2000 x 10^3 hours"],
            ["Weight", "", "2.2 g"],
        ],
        8,
    )
    s.heading("Pin-Out (SIP7)", 10, rule=True)
    s.table(
        [Col("Pin", 60, "C"), Col("Function", 120)],
        [["1", "-Vin"], ["2", "+Vin"], ["4", "-Vout"], ["5", "+Vout"], ["7", "NC"]],
        8,
    )
    s.para(
        "Notes: the RIS1 series has no input reverse-polarity protection. A remote on/off "
        "function is not available. Do not connect outputs in parallel."
    )
    revision_table(s, [["2024-06", "RIS1-05/3", "Max. capacitive load added"]], (80, 80, 339))


def ris1(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="RIS1-05 Series",
        header_right="Rhenotec Power",
        footer_left="www.rhenotec.example   Specifications subject to change",
        footer_right="Page {page} of {nb}",
        rule_color=(0, 100, 60),
        table_fill=(220, 240, 228),
        accent=(0, 100, 60),
    )
    s = Sheet(style, "RIS1-05 Series")
    s.alias_nb_pages()
    s.add_page()
    _ris_page1(s)
    s.add_page()
    _ris_page2(s)
    return save(s, out / "ris1-05.pdf")


# ------------------------------------------------------ solenoid valve (Chinese spec)
def _zf_page1(s: Sheet) -> None:
    s.title_block(
        "ZF-2W025 Series Solenoid Valve",
        '2/2-way direct acting, normally closed, brass body, G1/4"',
        "Zhejiang Fenghe Fluid Control Co., Ltd.   Product Specification  Rev. C",
        size=15,
    )
    s.heading("1. Technical parameters", 10, rule=True)
    s.table(
        [
            Col("Item", 150),
            Col("ZF-2W025-12", 115, "C"),
            Col("ZF-2W025-24", 115, "C"),
            Col("ZF-2W025-220", 119, "C"),
        ],
        [
            ["Rated voltage", "DC12V", "DC24V", "AC220V 50Hz"],
            ["Voltage tolerance", PM + "10%", PM + "10%", PM + "10%"],
            ["Rated current", "0.42A", "0.21A", "0.04A"],
            ["Coil power", "5W", "5W", "8VA"],
            ["Coil resistance (20" + DEG + ")", "28.8" + OHM, "115" + OHM, "-"],
            ["Coil insulation", "Class F", "Class F", "Class H"],
        ],
        8.5,
    )
    s.lines(
        [
            "Working medium: water, air, light oil",
            "Working pressure: 0 ~ 0.8 MPa",
            "Orifice: 2.5mm",
            "Response time (open): " + "\u2264" + " 50ms",
            "Ambient temperature: -5 ~ +50" + DEG,
            "Protection class: IP65 (with connector fitted)",
            "Body material: brass; seal: NBR",
            "Duty: continuous (100% ED)",
        ],
        9,
    )
    s.heading("2. Wiring", 10, rule=True)
    s.para(
        "DC coils have no polarity. When the coil is switched by a transistor or MOSFET, put a "
        "flyback diode across the coil. The valve is normally closed: it opens only while the coil "
        "is powered."
    )


def _zf_page2(s: Sheet) -> None:
    s.heading("3. Order code", 10, rule=True)
    s.table(
        [Col("Position", 90, "C"), Col("Code", 90, "C"), Col("Meaning", 319)],
        [
            ["1", "ZF", "Fenghe valve"],
            ["2", "2W", "2/2-way"],
            ["3", "025", 'orifice 2.5 mm, port G1/4"'],
            ["4", "12 / 24 / 220", "coil voltage"],
        ],
        8.5,
    )
    s.heading("4. Notes", 10, rule=True)
    s.bullets(
        [
            "Minimum pressure difference: 0 MPa (direct acting).",
            "Install with the coil upward; filter the medium (mesh 80 or finer).",
            "The maximum medium temperature is not given in this specification; contact us for hot "
            "water use.",
            "The coil becomes hot in continuous duty; this is normal.",
        ]
    )
    s.heading("5. Packing", 10, rule=True)
    s.lines(["1 pc per box, 50 pcs per carton", "Net weight: 185g"], 9)


def zf2w(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Zhejiang Fenghe Fluid Control",
        header_right="ZF-2W025 specification",
        footer_left="Yuhuan, Zhejiang, China",
        footer_right="{page}/{nb}",
        rule_color=(30, 30, 120),
        table_fill=(225, 225, 240),
        accent=(30, 30, 120),
    )
    s = Sheet(style, "ZF-2W025 Solenoid Valve")
    s.alias_nb_pages()
    s.add_page()
    _zf_page1(s)
    s.add_page()
    _zf_page2(s)
    return save(s, out / "zf2w025.pdf")


# ------------------------------------------------------ supercapacitor (Japanese)
def _kdh_page1(s: Sheet) -> None:
    s.title_block(
        "Electric Double Layer Capacitor  KDH Series",
        "Coin type, 5.5 V, for memory back-up",
        "Kaneda Electronic Components Co., Ltd.",
        size=16,
    )
    s.heading("1. Features", 10, rule=True)
    s.bullets(
        [
            "High capacitance in a small coin package",
            "Back-up of RTC and memory for hours to days",
            "Not suitable for large current discharge (see ESR)",
        ]
    )
    s.heading("2. Specifications", 10, rule=True)
    s.table(
        [
            Col("Item", 170),
            Col("KDH5R5-0R1", 105, "C"),
            Col("KDH5R5-0R22", 105, "C"),
            Col("KDH5R5-1R0", 119, "C"),
        ],
        [
            ["Maximum operating voltage", "5.5 V", "5.5 V", "5.5 V"],
            ["Nominal capacitance *1", "0.1 F", "0.22 F", "1.0 F"],
            ["Capacitance tolerance", "-20 to +80 %", "-20 to +80 %", "-20 to +80 %"],
            ["ESR (at 1 kHz) *2", "100 " + OHM, "75 " + OHM, "30 " + OHM],
            ["Current (30 min value) *3", "0.15 mA", "0.33 mA", "1.5 mA"],
            ["Voltage holding\ncharacteristic *4", "4.2 V min.", "4.2 V min.", "4.2 V min."],
            ["Diameter x height", "11.5 x 3.5 mm", "11.5 x 5.5 mm", "21.5 x 7.5 mm"],
        ],
        8,
    )
    s.para("Category temperature range: -25 to +70 " + DEG, 8.5)
    s.para(
        "*1 Constant current discharge from 5.0 V to 3.0 V.  *2 AC 10 mA.  *3 Current after 30 "
        "minutes of charging at 5.0 V through 0 " + OHM + ".  *4 Voltage after 24 hours at room "
        "temperature, open, after charging at 5.0 V for 24 hours.",
        7.5,
    )


def _kdh_page2(s: Sheet) -> None:
    s.heading("3. Precautions", 10, rule=True)
    s.bullets(
        [
            "Do not apply a voltage higher than the maximum operating voltage.",
            "The capacitor has polarity; the case is the negative terminal.",
            "Because of the high ESR, the KDH series cannot supply motor, LED or radio "
            "transmit currents.",
            "A charging resistor is recommended when the charging source has a current limit.",
            "Lifetime at the upper category temperature is not specified in this document.",
        ]
    )
    s.heading("4. Marking", 10, rule=True)
    s.table(
        [Col("Marking", 100, "C"), Col("Meaning", 200)],
        [
            ["5R5", "5.5 V"],
            ["105", "1.0 F (10 x 10^5 " + MU + "F)"],
            ["224", "0.22 F"],
            ["104", "0.1 F"],
        ],
        8,
    )
    revision_table(s, [["2023-11-02", "3", "Voltage holding added"]], (90, 60, 349))


def kdh(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Kaneda Electronic Components",
        header_right="KDH Series  Spec. No. KE-DLC-055",
        footer_left="Osaka, Japan",
        footer_right="{page}",
        rule_color=(0, 0, 0),
        table_fill=None,
        accent=(0, 0, 0),
    )
    s = Sheet(style, "KDH Series EDLC")
    s.add_page()
    _kdh_page1(s)
    s.add_page()
    _kdh_page2(s)
    return save(s, out / "kdh5r5.pdf")
