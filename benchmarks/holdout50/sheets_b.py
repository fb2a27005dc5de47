"""Hold-out 50 datasheets, part 2: two binary counter ICs and two bus switch ICs.

A Dutch-style 12-stage binary ripple counter (limiting values vs recommended,
rows per VCC without a parameter name), a Japanese 4-bit synchronous counter
with 5 V tolerant inputs (serif, one column per ordering code, typ.-only
table), a US FET bus switch (numbered 6.x sections, MIN NOM MAX, version with
level-shift diode) and a Chinese low-voltage bus switch (full-width punctuation,
table continued on page 2).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"


# ------------------------------------------------ 12-stage binary counter (Dutch)
def vs74hc4040(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Vlietstra Semiconductors",
        header_right="VS74HC4040  12-stage binary ripple counter",
        footer_left="Product data sheet  Rev. 4 - 12 March 2024",
        footer_right="{page} of {nb}",
        table_fill=None,
        grid=False,
    )
    s = Sheet(style, "VS74HC4040 binary counter")
    s.add_page()
    s.title_block("VS74HC4040", "12-stage binary ripple counter", "", 18)
    s.heading("1. General description", 10)
    s.para(
        "The VS74HC4040 is a 12-stage binary ripple counter with a clock input (CP, "
        "HIGH-to-LOW edge-triggered), an overriding asynchronous master reset input (MR) "
        "and twelve parallel outputs (Q0 to Q11). Inputs include clamp diodes.",
        8.5,
    )
    s.heading("2. Features and benefits", 10)
    s.bullets(
        [
            "Wide supply voltage range from 2.0 V to 6.0 V",
            "Output drive capability: standard outputs",
            "Specified from -40 °C to +85 °C and from -40 °C to +125 °C",
            "Complies with JEDEC standard JESD7A",
        ],
        8.5,
    )
    s.heading("3. Limiting values", 10)
    s.para("Table 3. Limiting values", 8, bold=True)
    s.table(
        [
            Col("Symbol", 50),
            Col("Parameter", 150),
            Col("Conditions", 130),
            Col("Min", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["V_{CC}", "supply voltage", "", "-0.5", "+7.0", "V"],
            ["I_{O}", "output current", "VO = -0.5 V to VCC + 0.5 V", "-", PM + "25", "mA"],
            ["I_{CC}", "supply current", "", "-", "50", "mA"],
            ["T_{stg}", "storage temperature", "", "-65", "+150", DEG],
            ["P_{tot}", "total power dissipation", "SO16 package", "-", "500", "mW"],
        ],
        7.5,
    )
    s.heading("4. Recommended operating conditions", 10)
    s.para("Table 4. Recommended operating conditions", 8, bold=True)
    s.table(
        [
            Col("Symbol", 50),
            Col("Parameter", 150),
            Col("Conditions", 130),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["V_{CC}", "supply voltage", "", "2.0", "5.0", "6.0", "V"],
            ["V_{I}", "input voltage", "", "0", "-", "V_{CC}", "V"],
            ["T_{amb}", "ambient temperature", "", "-40", "+25", "+125", DEG],
            [
                "Δt/ΔV",
                "input transition rise\nand fall rate",
                "VCC = 4.5 V",
                "-",
                "1.67",
                "139",
                "ns/V",
            ],
        ],
        7.5,
    )
    s.heading("5. Static characteristics", 10)
    s.para(
        "Table 5. Static characteristics\nVoltages are referenced to GND (ground = 0 V).",
        8,
        bold=True,
    )
    s.table(
        [
            Col("Symbol", 45),
            Col("Parameter", 110),
            Col("Conditions", 130),
            Col("-40 °C to +85 °C\nMin / Typ / Max", 110, "C"),
            Col("-40 °C to +125 °C\nMin / Max", 70, "C"),
            Col("Unit", 34, "C"),
        ],
        [
            ["V_{IH}", "HIGH-level\ninput voltage", "VCC = 2.0 V", "1.5 / 1.2 / -", "1.5 / -", "V"],
            ["", "", "VCC = 4.5 V", "3.15 / 2.4 / -", "3.15 / -", "V"],
            ["", "", "VCC = 6.0 V", "4.2 / 3.2 / -", "4.2 / -", "V"],
            [
                "V_{IL}",
                "LOW-level\ninput voltage",
                "VCC = 4.5 V",
                "- / 2.1 / 1.35",
                "- / 1.35",
                "V",
            ],
            [
                "V_{OH}",
                "HIGH-level\noutput voltage",
                "IO = -4.0 mA; VCC = 4.5 V",
                "3.84 / 4.32 / -",
                "3.7 / -",
                "V",
            ],
            [
                "I_{CC}",
                "supply current",
                "VI = VCC or GND; IO = 0 A;\nVCC = 6.0 V",
                "- / - / 80",
                "- / 160",
                MU + "A",
            ],
        ],
        7.5,
    )
    s.add_page()
    s.heading("6. Dynamic characteristics", 10)
    s.para("Table 6. Dynamic characteristics\nGND = 0 V; CL = 50 pF; Tamb = 25 °C", 8, bold=True)
    s.table(
        [
            Col("Symbol", 50),
            Col("Parameter", 140),
            Col("Conditions", 130),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["f_{max}", "maximum frequency", "VCC = 2.0 V", "6", "27", "-", "MHz"],
            ["", "", "VCC = 4.5 V", "30", "82", "-", "MHz"],
            ["", "", "VCC = 6.0 V", "35", "98", "-", "MHz"],
            ["t_{pd}", "CP to Q0\npropagation delay", "VCC = 4.5 V", "-", "16", "34", "ns"],
        ],
        7.5,
    )
    s.heading("7. Pinning information", 10)
    s.table(
        [Col("Symbol", 80), Col("Pin", 120, "C"), Col("Description", 299)],
        [
            ["Q0 to Q11", "9, 7, 6, 5, 3, 2, 4, 13, 12, 14, 15, 1", "parallel outputs"],
            ["GND", "8", "ground (0 V)"],
            ["CP", "10", "clock input (HIGH-to-LOW, edge-triggered)"],
            ["MR", "11", "master reset input (active HIGH)"],
            ["VCC", "16", "supply voltage"],
        ],
        7.5,
    )
    s.heading("8. Ordering information", 10)
    s.table(
        [Col("Type number", 120), Col("Temperature range", 120), Col("Package", 259)],
        [
            ["VS74HC4040D", "-40 °C to +125 °C", "SO16, plastic small outline"],
            ["VS74HC4040PW", "-40 °C to +125 °C", "TSSOP16, thin shrink small outline"],
        ],
        7.5,
    )
    s.para("ESD protection is not stated in this revision of the data sheet.", 8)
    return save(s, out / "vs74hc4040.pdf")


# ------------------------------------------------ 4-bit synchronous counter (JP, serif)
def mr74lvc161(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="MIYOSHI DENKI SEMICONDUCTOR",
        header_right="MR74LVC161FT / MR74LVC161FK",
        footer_left="2024-04-22",
        footer_right="{page}",
        table_fill=(240, 240, 240),
    )
    s = Sheet(style, "MR74LVC161 synchronous binary counter")
    s.add_page()
    s.title_block(
        "MR74LVC161", "Low-Voltage CMOS Synchronous Presettable 4-bit Binary Counter", "", 15
    )
    s.para(
        "The MR74LVC161 is a high-speed 4-bit synchronous binary counter with asynchronous "
        "clear, fabricated with silicon-gate CMOS technology. All inputs are 5 V tolerant, "
        "so the device can interface 5 V systems to 3 V systems.",
        8.5,
    )
    s.heading("Features", 10)
    s.bullets(
        [
            "Low-voltage operation: VCC = 1.65 V to 3.6 V",
            "High-speed: fmax = 150 MHz (typ.) at VCC = 3.3 V",
            "Output current: IOH/IOL = " + PM + "24 mA (min) at VCC = 3.0 V",
            "5.5 V tolerant inputs",
        ],
        8.5,
    )
    s.heading("Absolute Maximum Ratings (Note 1)", 10)
    s.table(
        [
            Col("Characteristics", 180),
            Col("Symbol", 70, "C"),
            Col("Rating", 140, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Power supply voltage", "V_{CC}", "-0.5 to 6.5", "V"],
            ["DC input voltage", "V_{IN}", "-0.5 to 6.5", "V"],
            ["DC output voltage", "V_{OUT}", "-0.5 to V_{CC} + 0.5", "V"],
            ["Output current", "I_{OUT}", PM + "50", "mA"],
            ["Storage temperature", "T_{stg}", "-65 to 150", DEG],
        ],
        7.5,
    )
    s.para(
        "Note 1: Exceeding any of the absolute maximum ratings, even briefly, may cause damage.",
        7.5,
    )
    s.heading("Operating Ranges", 10)
    s.table(
        [
            Col("Characteristics", 180),
            Col("Symbol", 60, "C"),
            Col("MR74LVC161FT", 95, "C"),
            Col("MR74LVC161FK", 95, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Power supply voltage", "V_{CC}", "1.65 to 3.6", "1.65 to 3.6", "V"],
            ["Input voltage", "V_{IN}", "0 to 5.5", "0 to 5.5", "V"],
            ["Output voltage", "V_{OUT}", "0 to V_{CC}", "0 to V_{CC}", "V"],
            ["Operating temperature", "T_{opr}", "-40 to 85", "-40 to 125", DEG],
        ],
        7.5,
    )
    s.heading("Electrical Characteristics (DC)", 10)
    s.para("(Ta = -40 to 85 °C)", 8)
    s.table(
        [
            Col("Characteristics", 110),
            Col("Symbol", 45, "C"),
            Col("Test Condition", 150),
            Col("VCC (V)", 60, "C"),
            Col("Min", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["High-level input\nvoltage", "V_{IH}", "", "1.65 to 1.95", "0.65 x V_{CC}", "", "V"],
            ["", "", "", "2.3 to 2.7", "1.7", "", "V"],
            ["", "", "", "2.7 to 3.6", "2.0", "", "V"],
            ["Low-level input\nvoltage", "V_{IL}", "", "2.7 to 3.6", "", "0.8", "V"],
            ["High-level output\nvoltage", "V_{OH}", "IOH = -24 mA", "3.0", "2.2", "", "V"],
            [
                "Quiescent supply\ncurrent",
                "I_{CC}",
                "VIN = VCC or GND",
                "3.6",
                "",
                "10.0",
                MU + "A",
            ],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Electrical Characteristics (AC)", 10)
    s.para("(CL = 50 pF, RL = 500 Ω, input tr = tf = 2.5 ns)", 8)
    s.table(
        [
            Col("Characteristics", 150),
            Col("Symbol", 50, "C"),
            Col("VCC (V)", 80, "C"),
            Col("Min", 50, "C"),
            Col("Typ.", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Maximum clock\nfrequency", "f_{max}", "2.5 " + PM + " 0.2", "80", "-", "-", "MHz"],
            ["", "", "3.3 " + PM + " 0.3", "100", "150", "-", "MHz"],
            [
                "Propagation delay\ntime (CK-Q)",
                "t_{pd}",
                "3.3 " + PM + " 0.3",
                "1.5",
                "-",
                "7.5",
                "ns",
            ],
        ],
        7.5,
    )
    s.heading("Reference Data (typ.)", 10)
    s.table(
        [
            Col("Characteristics", 200),
            Col("Condition", 160),
            Col("Typ.", 60, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Input capacitance", "VCC = 3.3 V", "4", "pF"],
            ["Power dissipation capacitance", "VCC = 3.3 V", "24", "pF"],
            ["Maximum clock frequency", "VCC = 1.8 V", "45", "MHz"],
        ],
        7.5,
    )
    s.heading("Function Table", 10)
    s.table(
        [
            Col("CLR", 60, "C"),
            Col("LOAD", 60, "C"),
            Col("ENP", 60, "C"),
            Col("ENT", 60, "C"),
            Col("CK", 60, "C"),
            Col("Function", 199),
        ],
        [
            ["L", "X", "X", "X", "X", "Clear (Q = 0000)"],
            ["H", "L", "X", "X", "↑", "Preset data"],
            ["H", "H", "H", "H", "↑", "Count up"],
            ["H", "H", "L", "X", "X", "No count"],
        ],
        7.5,
    )
    s.heading("Pin Assignment (top view)", 10)
    s.table(
        [Col("Pin No.", 60, "C"), Col("Name", 80), Col("Pin No.", 60, "C"), Col("Name", 299)],
        [
            ["1", "CLR", "16", "VCC"],
            ["2", "CK", "15", "RCO"],
            ["8", "GND", "9", "LOAD"],
        ],
        7.5,
    )
    s.para("Marking: LVC161. FT: TSSOP16, FK: VSSOP16 (automotive temperature grade).", 8)
    return save(s, out / "mr74lvc161.pdf")


# ------------------------------------------------ FET bus switch (US interface IC)
def asw3245(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="ASHGROVE LOGIC",
        header_right="ASW3245, ASW3245D  SCDS-1187B",
        footer_left="Copyright (c) 2024, Ashgrove Logic Inc.",
        footer_right="{page}",
        table_fill=(225, 225, 225),
        accent=(160, 0, 0),
    )
    s = Sheet(style, "ASW3245 octal FET bus switch")
    s.add_page()
    s.title_block(
        "ASW3245, ASW3245D",
        "Octal FET Bus Switch (ASW3245D: with 5-V to 3.3-V Level Shift)",
        "",
        15,
    )
    s.heading("1 Features", 10)
    s.bullets(
        [
            "5-" + OHM + " switch connection between two ports",
            "TTL-compatible input levels",
            "Near-zero propagation delay",
            "ASW3245D: internal diode drops VCC for 5-V to 3.3-V translation",
            "Latch-up performance exceeds 250 mA per JESD 17",
        ],
        8.5,
    )
    s.heading("2 Description", 10)
    s.para(
        "The ASW3245 provides eight bits of high-speed bus switching. When the output-enable "
        "(OE) input is low, the 8-bit switch is on and port A is connected to port B. When OE "
        "is high, the switch is open and a high-impedance state exists between the two ports. "
        "The ASW3245D adds a series diode in the VCC path so that, with VCC = 5 V, the B port "
        "output high level is limited to about 3.6 V.",
        8.5,
    )
    s.heading("6 Specifications", 10)
    s.heading("6.1 Absolute Maximum Ratings", 9)
    s.table(
        [Col("", 230), Col("MIN", 60, "C"), Col("MAX", 60, "C"), Col("UNIT", 149, "C")],
        [
            ["Supply voltage, VCC", "-0.5", "7", "V"],
            ["Input voltage, VI (control and switch)", "-0.5", "7", "V"],
            ["Continuous channel current", "", "128", "mA"],
            ["Storage temperature, Tstg", "-65", "150", DEG],
        ],
        7.5,
    )
    s.heading("6.2 Recommended Operating Conditions", 9)
    s.table(
        [
            Col("", 230),
            Col("MIN", 50, "C"),
            Col("NOM", 50, "C"),
            Col("MAX", 50, "C"),
            Col("UNIT", 119, "C"),
        ],
        [
            ["VCC   Supply voltage", "4.5", "5", "5.5", "V"],
            ["VIH   High-level control input voltage", "2", "", "", "V"],
            ["VIL   Low-level control input voltage", "", "", "0.8", "V"],
            ["TA    Operating free-air temperature", "-40", "", "85", DEG],
        ],
        7.5,
    )
    s.heading("6.3 Electrical Characteristics", 9)
    s.para("over recommended operating free-air temperature range (unless otherwise noted)", 8)
    s.table(
        [
            Col("PARAMETER", 120),
            Col("TEST CONDITIONS", 170),
            Col("MIN", 45, "C"),
            Col("TYP(1)", 45, "C"),
            Col("MAX", 45, "C"),
            Col("UNIT", 74, "C"),
        ],
        [
            ["ICC  Supply current", "VCC = 5.5 V, IO = 0, VI = VCC or GND", "", "", "3", MU + "A"],
            ["ron(2)  ON-state\nresistance", "VCC = 4.5 V, VI = 0, II = 64 mA", "", "5", "7", OHM],
            ["", "VCC = 4.5 V, VI = 2.4 V, II = 15 mA", "", "10", "15", OHM],
            [
                "VOH  B-port output high,\nASW3245D",
                "VCC = 5 V, VI = 5 V, IO = -100 " + MU + "A",
                "3.3",
                "3.6",
                "3.9",
                "V",
            ],
            ["II   Control inputs", "VCC = 5.5 V, VI = 5.5 V or GND", "", "", PM + "1", MU + "A"],
        ],
        7.5,
    )
    s.para(
        "(1) All typical values are at VCC = 5 V, TA = 25" + DEG + ".  (2) Measured by the "
        "voltage drop between the A and B terminals at the indicated current through the switch.",
        7.5,
    )
    s.add_page()
    s.heading("6.4 Switching Characteristics", 9)
    s.table(
        [
            Col("PARAMETER", 120),
            Col("FROM (INPUT)", 90, "C"),
            Col("TO (OUTPUT)", 90, "C"),
            Col("MIN", 50, "C"),
            Col("MAX", 50, "C"),
            Col("UNIT", 99, "C"),
        ],
        [
            ["tpd(3)", "A or B", "B or A", "", "0.25", "ns"],
            ["ten", "OE", "A or B", "1.6", "5.2", "ns"],
            ["tdis", "OE", "A or B", "1", "5.5", "ns"],
        ],
        7.5,
    )
    s.para(
        "(3) The propagation delay is the calculated RC time constant of the on-state "
        "resistance and a 50-pF load capacitance.",
        7.5,
    )
    s.heading("7 Pin Functions", 10)
    s.table(
        [Col("PIN", 50, "C"), Col("NAME", 70), Col("I/O", 50, "C"), Col("DESCRIPTION", 329)],
        [
            ["1", "OE", "I", "Output enable, active low"],
            ["2-9", "A1-A8", "I/O", "Port A"],
            ["10", "GND", "-", "Ground"],
            ["11-18", "B8-B1", "I/O", "Port B"],
            ["20", "VCC", "-", "Supply"],
        ],
        7.5,
    )
    s.heading("8 Device Options", 10)
    s.table(
        [
            Col("ORDERABLE DEVICE", 150),
            Col("LEVEL SHIFT", 100, "C"),
            Col("PACKAGE", 100, "C"),
            Col("PINS", 149, "C"),
        ],
        [
            ["ASW3245PWR", "No", "TSSOP", "20"],
            ["ASW3245DPWR", "Yes (diode)", "TSSOP", "20"],
        ],
        7.5,
    )
    s.para("Bandwidth (-3 dB) of the switch is not specified in this data sheet.", 8)
    s.heading("Revision History", 10)
    revision_table(
        s, [["05/2023", "A", "Initial"], ["08/2024", "B", "ASW3245D added"]], (80, 50, 369)
    )
    return save(s, out / "asw3245.pdf")


# ------------------------------------------------ low-voltage bus switch (Chinese IC)
def gx3l384(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Guangxin Semiconductor (GXS)",
        header_right="GX3L384 / GX3L384Q",
        footer_left="GXS  Datasheet  V1.2",
        footer_right="{page} / {nb}",
        table_fill=(215, 230, 250),
        accent=(0, 70, 160),
    )
    s = Sheet(style, "GX3L384 10-bit bus switch")
    s.add_page()
    s.title_block("GX3L384", "10-Bit Low-Voltage Bus Switch, 2.3V～3.6V", "", 18)
    s.heading("Features", 10)
    s.lines(
        [
            "- Supply voltage" + FWC + "2.3V" + FWT + "3.6V",
            "- On resistance" + FWC + "4Ω (typ.) at VCC=3.0V",
            "- Bandwidth" + FWC + "400MHz (typ.)",
            "- Two 5-bit groups, separate enable (1OE, 2OE)",
            "- GX3L384Q" + FWC + "AEC-Q100 Grade 1",
        ],
        8.5,
    )
    s.heading("Description", 10)
    s.para(
        "GX3L384 is a 10-bit bus switch for 2.5V/3.3V buses. The switch is bidirectional. "
        "I/O pins are not 5V tolerant: signals above VCC+0.5V must not be applied. For a "
        "5V bus, use a level translator.",
        8.5,
    )
    s.heading("Absolute Maximum Ratings", 10)
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 60, "C"),
            Col("Value", 140, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Supply voltage", "VCC", "-0.5" + FWT + "4.6", "V"],
            ["Control input voltage", "VIN", "-0.5" + FWT + "4.6", "V"],
            ["Switch I/O voltage", "VI/O", "-0.5" + FWT + "VCC+0.5", "V"],
            ["Storage temperature", "TSTG", "-65" + FWT + "+150", FW_C],
        ],
        8,
    )
    s.heading("Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 50, "C"),
            Col("GX3L384", 110, "C"),
            Col("GX3L384Q", 110, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltage", "VCC", "2.3" + FWT + "3.6", "2.3" + FWT + "3.6", "V"],
            ["Operating temperature", "TA", "-40" + FWT + "+85", "-40" + FWT + "+125", FW_C],
        ],
        8,
    )
    s.heading("DC Electrical Characteristics", 10)
    s.para("Conditions" + FWC + "TA = -40" + FWT + "+85" + FW_C + ", unless otherwise noted", 8)
    s.table(
        [
            Col("Parameter", 120),
            Col("Symbol", 45, "C"),
            Col("Conditions", 150),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Control input\nhigh voltage", "VIH", "VCC=2.3V" + FWT + "2.7V", "1.7", "", "", "V"],
            ["", "", "VCC=2.7V" + FWT + "3.6V", "2.0", "", "", "V"],
            ["Control input\nlow voltage", "VIL", "VCC=2.3V" + FWT + "3.6V", "", "", "0.7", "V"],
            ["On resistance", "RON", "VCC=3.0V, VIN=0V, ION=24mA", "", "4", "6", "Ω"],
        ],
        8,
    )
    s.add_page()
    s.heading("DC Electrical Characteristics (continued)", 10)
    s.table(
        [
            Col("Parameter", 120),
            Col("Symbol", 45, "C"),
            Col("Conditions", 150),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["On resistance", "RON", "VCC=2.3V, VIN=0V, ION=24mA", "", "8", "12", "Ω"],
            ["Quiescent supply\ncurrent", "ICC", "VCC=3.6V, VIN=VCC or GND", "", "", "10", "μA"],
            ["Input leakage", "II", "VCC=3.6V", "", "", "±1", "μA"],
        ],
        8,
    )
    s.heading("AC Characteristics", 10)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 55, "C"),
            Col("Conditions", 140),
            Col("Typ", 60, "C"),
            Col("Unit", 94, "C"),
        ],
        [
            ["-3dB bandwidth", "BW", "RL=50Ω", "400", "MHz"],
            ["Propagation delay", "tPD", "CL=50pF", "0.2", "ns"],
            ["Off isolation", "OIRR", "f=10MHz", "-60", "dB"],
        ],
        8,
    )
    s.heading("Pin Description", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80), Col("Description", 359)],
        [
            ["1", "1OE", "Group 1 enable, active low"],
            ["2-11", "A/B", "Switch I/O"],
            ["12", "GND", "Ground"],
            ["13", "2OE", "Group 2 enable, active low"],
            ["24", "VCC", "Power supply"],
        ],
        8,
    )
    s.heading("Ordering Information", 10)
    s.table(
        [Col("Part Number", 150), Col("Package", 120, "C"), Col("Packing", 229, "C")],
        [
            ["GX3L384TSR", "TSSOP-24", "Tape and reel, 3000"],
            ["GX3L384QTSR", "TSSOP-24", "Tape and reel, 3000"],
        ],
        8,
    )
    return save(s, out / "gx3l384.pdf")
