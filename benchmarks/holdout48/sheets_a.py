"""Hold-out 48 datasheets, part 1: an RF step attenuator, an RF mixer, two quad
NAND gates.

A US analog-house attenuator data sheet (features beside description,
condition sentence, dot-leader absolute maximum list, truth table as decoy), a
Japanese mixer specification (item / specification tables, typ.-only table), a
Dutch-style logic data sheet (limiting values vs recommended, one column per
VCC) and a Chinese logic IC data sheet (full-width punctuation, table continued
on page 2).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"


# ------------------------------------------------ RF step attenuator (US analog)
def rsa6031(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="CORVANT MICRODEVICES",
        header_right="RSA6031",
        footer_left="Rev. B  |  Corvant Microdevices, Inc.",
        footer_right="Page {page} of {nb}",
        table_fill=(225, 232, 240),
        accent=(0, 60, 120),
    )
    s = Sheet(style, "RSA6031 digital step attenuator")
    s.add_page()
    s.title_block("RSA6031", "6-Bit, 31.5 dB Digital Step Attenuator, 9 kHz to 6 GHz", "", 20)

    def left() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "31.5 dB range in 0.5 dB steps",
                "Attenuation accuracy " + PM + "(0.15 + 3% of state) dB",
                "Serial (SPI-compatible) and parallel control",
                "1.8 V logic compatible control inputs",
                "Single supply 2.7 V to 5.5 V",
                "20-lead 4 mm x 4 mm LFCSP",
            ],
            8,
        )

    def right() -> None:
        s.heading("GENERAL DESCRIPTION", 9.5)
        s.para(
            "The RSA6031 is a 50 " + "\u03a9" + " 6-bit digital step attenuator for "
            "base-station, test equipment and IoT gateway receive chains. The part covers "
            "9 kHz to 6 GHz and keeps a glitch-safe transition between states. The serial "
            "interface accepts clock rates up to 25 MHz. A power-up state pin (PUP) selects "
            "maximum or minimum attenuation at power on.",
            8,
        )

    s.side_by_side(left, right, 210)
    s.heading("SPECIFICATIONS", 9.5)
    s.para(
        "VDD = 3.3 V, TA = 25" + DEG + ", ZS = ZL = 50 " + "\u03a9" + ", unless otherwise noted.",
        8,
    )
    s.table(
        [
            Col("Parameter", 150),
            Col("Test Conditions/Comments", 140),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["FREQUENCY RANGE", "", "0.009", "", "6000", "MHz"],
            ["INSERTION LOSS", "1 GHz", "", "1.1", "1.5", "dB"],
            ["", "4 GHz", "", "1.7", "2.3", "dB"],
            ["INPUT 0.1 dB\nCOMPRESSION POINT", "1 MHz to 6 GHz", "", "31", "", "dBm"],
            ["INPUT THIRD-ORDER\nINTERCEPT POINT", "two tones, 1 MHz spacing", "", "55", "", "dBm"],
            ["SWITCHING TIME", "50% CTRL to 90% RF", "", "150", "", "ns"],
            ["SUPPLY CURRENT", "VDD = 3.3 V", "", "110", "170", MU + "A"],
            ["", "VDD = 5.0 V", "", "190", "260", MU + "A"],
            ["LOGIC INPUTS", "V1 to V32, LE, CLK, DATA, PUP", "", "", "", ""],
            ["  Input High Voltage, VINH", "", "1.17", "", "3.6", "V"],
            ["  Input Low Voltage, VINL", "", "-0.3", "", "0.6", "V"],
            ["  Input Current", "", "", "", PM + "1", MU + "A"],
        ],
        7.5,
    )
    s.heading("RECOMMENDED OPERATING CONDITIONS", 9.5)
    s.table(
        [Col("Parameter", 200), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 159, "C")],
        [
            ["Supply voltage, VDD", "2.7", "5.5", "V"],
            ["RF input power, CW, f > 50 MHz", "", "+27", "dBm"],
            ["Operating temperature, TA", "-40", "+105", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5)
    s.leaders(
        [
            ("Supply voltage, VDD ", " -0.3 V to +5.5 V"),
            ("Digital input voltage ", " -0.3 V to +3.6 V"),
            ("RF input power, f > 50 MHz, 25" + DEG + " ", " +30 dBm"),
            ("RF input power, f < 50 MHz ", " +24 dBm"),
            ("Storage temperature range ", " -65" + DEG + " to +150" + DEG),
            ("ESD, human body model ", " 2 kV"),
        ],
        8,
    )
    s.para(
        "The digital inputs are not 5 V tolerant: a 5 V logic signal on any control pin "
        "exceeds the absolute maximum rating even when VDD = 5 V.",
        8,
    )
    s.heading("PARALLEL MODE TRUTH TABLE", 9.5)
    s.table(
        [
            Col("V32", 50, "C"),
            Col("V16", 50, "C"),
            Col("V8", 50, "C"),
            Col("V4", 50, "C"),
            Col("V2", 50, "C"),
            Col("V1", 50, "C"),
            Col("Attenuation state (dB)", 199, "C"),
        ],
        [
            ["0", "0", "0", "0", "0", "0", "0 (reference)"],
            ["0", "0", "0", "0", "0", "1", "0.5"],
            ["0", "0", "1", "0", "0", "0", "4"],
            ["1", "0", "0", "0", "0", "0", "16"],
            ["1", "1", "1", "1", "1", "1", "31.5"],
        ],
        7.5,
    )
    s.heading("SERIAL INTERFACE TIMING", 9.5)
    s.table(
        [Col("Parameter", 200), Col("Symbol", 70, "C"), Col("Min", 70, "C"), Col("Unit", 159)],
        [
            ["Serial clock frequency", "fCLK", "25 (max)", "MHz"],
            ["Data setup time", "tSU", "10", "ns"],
            ["LE pulse width", "tLEW", "30", "ns"],
        ],
        7.5,
    )
    s.para(
        "Thermal resistance of the LFCSP package depends on the board and is not specified "
        "in this revision.",
        8,
    )
    s.heading("REVISION HISTORY", 9.5)
    revision_table(
        s, [["03/2024", "A", "Initial"], ["09/2024", "B", "5 V note added"]], (80, 50, 369)
    )
    return save(s, out / "rsa6031.pdf")


# ------------------------------------------------ RF mixer (JP specification)
def tmx2450(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Takamatsu Musen Kogyo Co., Ltd.",
        header_right="TMX2450 Specification  Doc. TM-M-0921",
        footer_left="Specifications are subject to change without notice.",
        footer_right="{page}/{nb}",
        table_fill=None,
    )
    s = Sheet(style, "TMX2450 down-conversion mixer")
    s.add_page()
    s.title_block("TMX2450", "2.4 GHz Band Down-Conversion Mixer IC with LO Buffer", "", 18)
    s.heading("1. Outline", 10)
    s.para(
        "TMX2450 is a double-balanced Gilbert-cell down-conversion mixer for the 2.4 GHz "
        "ISM band with an integrated LO buffer. The IF output is open collector. Two "
        "versions are available: TMX2450-L (low current) and TMX2450-H (high linearity).",
        8.5,
    )
    s.heading("2. Absolute maximum ratings (Ta = 25 ℃)", 10)
    s.table(
        [Col("Item", 180), Col("Symbol", 70, "C"), Col("Rating", 130, "C"), Col("Unit", 119, "C")],
        [
            ["Supply voltage", "V_{CC}", "4.0", "V"],
            ["RF / LO input power", "P_{IN}", "+10", "dBm"],
            ["Power dissipation", "P_{D}", "250", "mW"],
            ["Operating temperature", "T_{opr}", "-40～+85", FW_C],
            ["Storage temperature", "T_{stg}", "-55～+125", FW_C],
        ],
        8,
    )
    s.heading("3. Recommended operating conditions", 10)
    s.table(
        [
            Col("Item", 180),
            Col("Symbol", 70, "C"),
            Col("Specification", 130, "C"),
            Col("Unit", 119, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "2.7～3.3", "V"],
            ["LO input level", "P_{LO}", "-10～0", "dBm"],
            ["Operating temperature", "T_{opr}", "-30～+85", FW_C],
        ],
        8,
    )
    s.heading("4. Electrical characteristics", 10)
    s.para("(VCC = 3.0 V, Ta = 25 ℃, fRF = 2450 MHz, fLO = 2140 MHz, PLO = -5 dBm)", 8)
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 55, "C"),
            Col("TMX2450-L\nMin. / Typ. / Max.", 147, "C"),
            Col("TMX2450-H\nMin. / Typ. / Max.", 147, "C"),
        ],
        [
            ["Circuit current", "I_{CC}", "- / 6.5 / 8.5 mA", "- / 14 / 18 mA"],
            ["Conversion gain", "CG", "8 / 10 / - dB", "9 / 11 / - dB"],
            ["Noise figure (SSB)", "NF", "- / 9.5 / 11.5 dB", "- / 10.5 / 12.5 dB"],
            ["Input 3rd order\nintercept point", "IIP3", "-8 / -5 / - dBm", "0 / +3 / - dBm"],
            ["LO-RF isolation", "", "25 / 30 / - dB", "25 / 30 / - dB"],
            ["Standby current", "I_{STB}", "- / - / 1 " + MU + "A", "- / - / 1 " + MU + "A"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. Reference data (typ.)", 10)
    s.para("The values below are typical and are given for reference only.", 8)
    s.table(
        [Col("Item", 220), Col("Condition", 150), Col("Typ.", 60, "C"), Col("Unit", 69, "C")],
        [
            ["RF frequency range", "", "2300～2600", "MHz"],
            ["IF frequency range", "", "50～400", "MHz"],
            ["Input 1 dB compression", "TMX2450-H", "-6", "dBm"],
            ["Conversion gain", "VCC = 2.7 V, TMX2450-L", "9", "dB"],
            ["Circuit current", "VCC = 2.7 V, TMX2450-L", "5.8", "mA"],
        ],
        8,
    )
    s.heading("6. Control terminal (EN)", 10)
    s.table(
        [Col("Item", 220), Col("Min.", 70, "C"), Col("Max.", 70, "C"), Col("Unit", 139, "C")],
        [
            ["EN high level input voltage", "1.6", "V_{CC}", "V"],
            ["EN low level input voltage", "0", "0.4", "V"],
        ],
        8,
    )
    s.heading("7. Terminal assignment", 10)
    s.table(
        [Col("No.", 50, "C"), Col("Name", 80), Col("Function", 369)],
        [
            ["1", "RF", "RF input (50 " + "\u03a9" + ")"],
            ["3", "LO", "LO input"],
            ["5", "EN", "enable, H = operation"],
            ["6", "VCC", "3.0 V supply"],
            ["8", "IF", "IF output, open collector, pull-up to VCC via 820 nH"],
        ],
        8,
    )
    s.para(
        "※ ESD withstand voltage and moisture sensitivity level are not specified in this "
        "document. Contact our sales office.",
        8,
    )
    s.heading("8. Revision", 10)
    revision_table(
        s, [["2023.06.01", "1.0", "first issue"], ["2024.02.20", "1.1", "-H added"]], (90, 60, 349)
    )
    return save(s, out / "tmx2450.pdf")


# ------------------------------------------------ quad NAND (Dutch product data sheet)
def nq74lv00(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Nordvik Semiconductors",
        header_right="NQ74LV00  Quad 2-input NAND gate",
        footer_left="Product data sheet  Rev. 3 - 11 March 2024",
        footer_right="{page} of {nb}",
        table_fill=(228, 228, 228),
        accent=(0, 90, 150),
        grid=False,
    )
    s = Sheet(style, "NQ74LV00 quad 2-input NAND gate")
    s.add_page()
    s.title_block("NQ74LV00", "Quad 2-input NAND gate, 5 V tolerant inputs", "", 20)
    s.heading("1. General description", 10)
    s.para(
        "The NQ74LV00 provides four 2-input NAND gates. Inputs can be driven from either "
        "3.3 V or 5 V devices; this allows the device to translate 5 V signals down to a "
        "lower VCC. Schmitt-trigger action is not provided.",
        8.5,
    )
    s.heading("2. Features and benefits", 10)
    s.bullets(
        [
            "Wide supply voltage range from 1.65 V to 5.5 V",
            "Overvoltage tolerant inputs to 5.5 V",
            PM + "24 mA output drive (VCC = 3.0 V)",
            "Latch-up performance exceeds 250 mA",
            "ESD protection: HBM 2000 V, CDM 1000 V",
        ],
        8.5,
    )
    s.heading("3. Ordering information", 10)
    s.table(
        [Col("Type number", 110), Col("Package", 80), Col("Description", 250), Col("Version", 59)],
        [
            ["NQ74LV00D", "SO14", "plastic small outline, 14 leads", "SOT108-1"],
            ["NQ74LV00PW", "TSSOP14", "plastic thin shrink small outline, 14 leads", "SOT402-1"],
        ],
        8,
    )
    s.caption("Table 4. Limiting values")
    s.table(
        [
            Col("Symbol", 60),
            Col("Parameter", 150),
            Col("Conditions", 129),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["V_{CC}", "supply voltage", "", "-0.5", "+6.5", "V"],
            ["V_{I}", "input voltage", "", "-0.5", "+6.5", "V"],
            ["I_{O}", "output current", "V_{O} = 0 V to V_{CC}", "", PM + "50", "mA"],
            ["T_{stg}", "storage temperature", "", "-65", "+150", DEG],
        ],
        7.5,
    )
    s.caption("Table 5. Recommended operating conditions")
    s.table(
        [
            Col("Symbol", 60),
            Col("Parameter", 150),
            Col("Conditions", 129),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["V_{CC}", "supply voltage", "", "1.65", "5.5", "V"],
            ["V_{I}", "input voltage", "", "0", "5.5", "V"],
            ["T_{amb}", "ambient temperature", "", "-40", "+125", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.caption("Table 6. Static characteristics")
    s.para("At recommended operating conditions; voltages are referenced to GND.", 8)
    s.table(
        [
            Col("Symbol", 50),
            Col("Parameter", 105),
            Col("Conditions", 124),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 70, "C"),
        ],
        [
            [
                "V_{IH}",
                "HIGH-level input\nvoltage",
                "V_{CC} = 1.65 V to 1.95 V",
                "0.65V_{CC}",
                "",
                "",
                "V",
            ],
            ["", "", "V_{CC} = 2.3 V to 2.7 V", "1.7", "", "", "V"],
            ["", "", "V_{CC} = 3.0 V to 3.6 V", "2.0", "", "", "V"],
            ["", "", "V_{CC} = 4.5 V to 5.5 V", "0.7V_{CC}", "", "", "V"],
            ["V_{IL}", "LOW-level input\nvoltage", "V_{CC} = 3.0 V to 3.6 V", "", "", "0.8", "V"],
            ["", "", "V_{CC} = 4.5 V to 5.5 V", "", "", "0.3V_{CC}", "V"],
            [
                "V_{OH}",
                "HIGH-level output\nvoltage",
                "I_{O} = -24 mA; V_{CC} = 3.0 V",
                "2.2",
                "",
                "",
                "V",
            ],
            ["", "", "I_{O} = -32 mA; V_{CC} = 4.5 V", "3.8", "", "", "V"],
            [
                "V_{OL}",
                "LOW-level output\nvoltage",
                "I_{O} = 24 mA; V_{CC} = 3.0 V",
                "",
                "",
                "0.55",
                "V",
            ],
            [
                "I_{CC}",
                "supply current",
                "V_{I} = V_{CC} or GND; I_{O} = 0 A;\nV_{CC} = 5.5 V",
                "",
                "0.1",
                "10",
                MU + "A",
            ],
            ["C_{I}", "input capacitance", "", "", "4", "", "pF"],
        ],
        7.5,
    )
    s.caption("Table 7. Dynamic characteristics")
    s.para("T_amb = -40 °C to +85 °C; C_L = 50 pF", 8)
    s.table(
        [
            Col("Symbol", 50),
            Col("Parameter", 105),
            Col("Conditions", 124),
            Col("Min", 50, "C"),
            Col("Typ[1]", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 70, "C"),
        ],
        [
            [
                "t_{pd}",
                "propagation delay",
                "nA, nB to nY; V_{CC} = 1.8 V",
                "",
                "6.2",
                "14.0",
                "ns",
            ],
            ["", "", "V_{CC} = 3.3 V", "", "3.1", "5.5", "ns"],
            ["", "", "V_{CC} = 5.0 V", "", "2.4", "4.3", "ns"],
        ],
        7.5,
    )
    s.para("[1] Typical values are measured at T_amb = 25 °C.", 7.5)
    s.caption("Table 2. Pin description")
    s.table(
        [Col("Symbol", 120), Col("Pin", 120, "C"), Col("Description", 259)],
        [
            ["1A to 4A", "1, 4, 9, 12", "data input"],
            ["1Y to 4Y", "3, 6, 8, 11", "data output"],
            ["GND", "7", "ground (0 V)"],
            ["VCC", "14", "supply voltage"],
        ],
        7.5,
    )
    return save(s, out / "nq74lv00.pdf")


# ------------------------------------------------ quad NAND (Chinese IC data sheet)
def hx74hc00(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Hangzhou Xinrui Microelectronics",
        header_right="HX74HC00 / HX74HCT00  Datasheet V2.1",
        footer_left="www.xinrui-ic.example",
        footer_right="Page {page}",
        table_fill=(230, 240, 250),
        accent=(0, 70, 140),
    )
    s = Sheet(style, "HX74HC00 quad NAND gate")
    s.add_page()
    s.title_block("HX74HC00 / HX74HCT00", "High-speed CMOS quad 2-input NAND gate", "", 19)
    s.heading("1. Description", 10)
    s.para(
        "HX74HC00 and HX74HCT00 are quad 2-input NAND gates in silicon-gate CMOS. "
        "HX74HCT00 has TTL-compatible inputs for direct connection to LSTTL and 3.3 V "
        "logic outputs; HX74HC00 has CMOS input levels.",
        8.5,
    )
    s.heading("2. Features", 10)
    s.lines(
        [
            "Supply voltage" + FWC + "HX74HC00 2.0V" + FWT + "6.0V; HX74HCT00 4.5V" + FWT + "5.5V",
            "Output drive" + FWC + PM + "4mA @ VCC=4.5V",
            "Low power" + FWC + "ICC " + "\u2264" + " 2" + MU + "A @ 25" + FW_C,
            "Package" + FWC + "SOP14 / TSSOP14 / DIP14",
        ],
        8.8,
        3.5,
    )
    s.heading("3. Absolute maximum ratings", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 80, "C"),
            Col("Value", 130, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Supply voltage", "VCC", "-0.5" + FWT + "+7.0", "V"],
            ["Input voltage", "VI", "-0.5" + FWT + "VCC+0.5", "V"],
            ["Output current (per pin)", "IO", PM + "25", "mA"],
            ["Storage temperature", "TSTG", "-65" + FWT + "+150", FW_C],
        ],
        8,
    )
    s.heading("4. Recommended operating conditions", 10)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 60, "C"),
            Col("HX74HC00", 110, "C"),
            Col("HX74HCT00", 110, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Supply voltage", "VCC", "2.0" + FWT + "6.0", "4.5" + FWT + "5.5", "V"],
            ["Input voltage", "VI", "0" + FWT + "VCC", "0" + FWT + "VCC", "V"],
            ["Operating temperature", "TA", "-40" + FWT + "+85", "-40" + FWT + "+85", FW_C],
        ],
        8,
    )
    s.heading("5. DC electrical characteristics", 10)
    s.para("Conditions" + FWC + "TA = 25" + FW_C + ", unless otherwise noted", 8)
    s.table(
        [
            Col("Parameter", 140),
            Col("Symbol", 45, "C"),
            Col("Conditions", 140),
            Col("Min", 45, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["HX74HC00", "", "", "", "", "", ""],
            ["High level input voltage", "VIH", "VCC=2.0V", "1.5", "", "", "V"],
            ["", "", "VCC=4.5V", "3.15", "", "", "V"],
            ["", "", "VCC=6.0V", "4.2", "", "", "V"],
            ["Low level input voltage", "VIL", "VCC=4.5V", "", "", "1.35", "V"],
        ],
        7.5,
    )
    s.para("(continued on next page)", 7.5)
    s.add_page()
    s.heading("5. DC electrical characteristics (continued)", 10)
    s.table(
        [
            Col("Parameter", 140),
            Col("Symbol", 45, "C"),
            Col("Conditions", 140),
            Col("Min", 45, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["HX74HCT00", "", "", "", "", "", ""],
            ["High level input voltage", "VIH", "VCC=4.5V" + FWT + "5.5V", "2.0", "", "", "V"],
            ["Low level input voltage", "VIL", "VCC=4.5V" + FWT + "5.5V", "", "", "0.8", "V"],
            ["Both versions", "", "", "", "", "", ""],
            ["High level output\nvoltage", "VOH", "VCC=4.5V, IOH=-4mA", "3.98", "4.3", "", "V"],
            ["Low level output\nvoltage", "VOL", "VCC=4.5V, IOL=4mA", "", "0.17", "0.26", "V"],
            ["Quiescent supply current", "ICC", "VCC=6.0V, VI=VCC or GND", "", "", "2", MU + "A"],
            ["Propagation delay", "tPD", "VCC=4.5V, CL=50pF", "", "9", "18", "ns"],
        ],
        7.5,
    )
    s.para(
        "Note" + FWC + "HX74HC00 is not recommended for 3.3V logic driving at VCC=5V; "
        "use HX74HCT00.",
        8,
    )
    s.heading("6. Pin configuration", 10)
    s.table(
        [
            Col("Pin", 60, "C"),
            Col("Name", 80, "C"),
            Col("Pin", 60, "C"),
            Col("Name", 80, "C"),
            Col("Note", 219),
        ],
        [
            ["1", "1A", "8", "3Y", ""],
            ["2", "1B", "9", "3A", ""],
            ["7", "GND", "14", "VCC", "decouple 100nF"],
        ],
        8,
    )
    s.heading("7. Ordering information", 10)
    s.table(
        [
            Col("Part number", 170),
            Col("Package", 100, "C"),
            Col("Marking", 100, "C"),
            Col("Reel (pcs)", 129, "C"),
        ],
        [["HX74HC00M/TR", "SOP14", "HC00", "2500"], ["HX74HCT00T/TR", "TSSOP14", "HCT00", "3000"]],
        8,
    )
    return save(s, out / "hx74hc00.pdf")
