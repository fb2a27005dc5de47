"""Hold-out 45 datasheets, part 2: a CANopen I/O module, a HART modem IC, a
Japanese PoE powered-device module and a Japanese single-phase soft starter.

A German fieldbus module leaflet (one column per version, object dictionary as
decoy), a US analog-house IC data sheet (condition sentence, symbol-only rows,
min/typ/max with blanks, abs max vs EC), a Japanese specification with ■
headings and ※ notes (abs max and recommended rows of the same name) and a
Japanese catalogue page (typ.-only table, values in prose).
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
OHM = "\u03a9"


# --------------------------------------------------------- CANopen I/O module (DE)
def cio16(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="KESSLER FELDBUS GmbH",
        header_right="CIO-16 CANopen I/O",
        footer_left="Datenblatt CIO-16 · V1.3 · 2024-02",
        footer_right="{page} / {nb}",
        table_fill=(235, 235, 215),
        accent=(90, 90, 0),
    )
    s = Sheet(style, "CIO-16 CANopen I/O module")
    s.add_page()
    s.title_block("CIO-16", "CANopen digital I/O module for DIN rail, IP20", "", 22)
    s.para(
        "The CIO-16 family connects 24 V digital sensors and actuators to a CANopen "
        "network (CiA 301 / CiA 401). Node ID 1 … 127 and bit rate are set with "
        "rotary switches. Two versions: CIO-16DI with 16 inputs and CIO-16DIO with "
        "8 inputs and 8 outputs.",
        8.5,
    )
    s.heading("Technical data", 10, rule=True)
    s.table(
        [Col("", 200), Col("CIO-16DI", 150, "C"), Col("CIO-16DIO", 149, "C")],
        [
            ["Supply voltage (logic and inputs)", "24 V DC (18 … 30 V)", "24 V DC (18 … 30 V)"],
            ["Current consumption\n(without output load)", "60 mA", "80 mA"],
            ["Digital inputs", "16", "8"],
            ["Digital outputs", "–", "8, high-side switching"],
            ["Output current per channel", "–", "0.5 A"],
            ["Total output current", "–", "4 A"],
            ["Weight", "120 g", "140 g"],
        ],
        8,
    )
    s.heading("Digital inputs", 10, rule=True)
    s.table(
        [Col("Parameter", 250), Col("Value", 249)],
        [
            ["Input type", "type 1 per IEC 61131-2, sinking"],
            ['Signal voltage "1"', "15 … 30 V"],
            ['Signal voltage "0"', "-3 … +5 V"],
            ["Input current at 24 V", "3 mA"],
            ["Input filter", "3 ms"],
        ],
        8,
    )
    s.heading("CAN interface", 10, rule=True)
    s.table(
        [Col("Parameter", 250), Col("Value", 249)],
        [
            ["Physical layer", "ISO 11898-2 (high speed CAN)"],
            ["Bit rate", "10 kbit/s … 1 Mbit/s"],
            ["Isolation CAN to logic", "500 V DC"],
            ["Termination", "120 " + OHM + " switchable"],
        ],
        8,
    )
    s.add_page()
    s.heading("Environmental data", 10, rule=True)
    s.table(
        [Col("Parameter", 250), Col("Value", 249)],
        [
            ["Operating temperature", "0 … +55 °C"],
            ["Storage temperature", "-25 … +85 °C"],
            ["Relative humidity", "5 … 95 %, no condensation"],
            ["Degree of protection", "IP20"],
        ],
        8,
    )
    s.heading("Object dictionary (excerpt)", 10, rule=True)
    s.table(
        [Col("Index", 70, "C"), Col("Sub", 50, "C"), Col("Name", 200), Col("Default", 179)],
        [
            ["0x1000", "0", "device type", "0x000F0191"],
            ["0x1017", "0", "producer heartbeat time", "1000 ms"],
            ["0x6000", "1 … 2", "read input 8-bit", "–"],
            ["0x6200", "1", "write output 8-bit", "0x00"],
            ["0x6206", "1", "error mode output", "0xFF"],
        ],
        8,
    )
    s.heading("Notes", 10, rule=True)
    s.bullets(
        [
            "CAN FD frames are not supported.",
            "Maximum bus length depends on bit rate; see CiA 303-1.",
            "The outputs are short-circuit proof; inductive loads need a freewheeling diode.",
        ],
        8.5,
    )
    revision_table(s, [["2024-02", "1.3", "CIO-16DIO added"]], (100, 60, 339))
    return save(s, out / "cio-16.pdf")


# ----------------------------------------------------------------- HART modem (US)
def hm2110(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Cascade Mixed-Signal",
        header_right="HM2110 / HM2111",
        footer_left="Rev. B  |  Information furnished by Cascade Mixed-Signal is believed accurate.",
        footer_right="{page}",
        table_fill=(230, 230, 245),
        accent=(40, 40, 140),
    )
    s = Sheet(style, "HM2110 HART modem")
    s.add_page()
    s.title_block("HM2110/HM2111", "Low Power HART Modem", "DATA SHEET", 20)

    def left() -> None:
        s.heading("FEATURES", 10)
        s.bullets(
            [
                "Bell 202 FSK modem, 1200 Hz / 2200 Hz",
                "1200 bit/s half-duplex UART interface",
                "Internal oscillator with 3.6864 MHz crystal",
                "HM2111: integrated 1.2 V reference",
                "4 mm × 4 mm LFCSP-24 package",
            ],
            8,
        )

    def right() -> None:
        s.heading("GENERAL DESCRIPTION", 10)
        s.para(
            "The HM2110 is a single-chip HART modem for 4-20 mA loop-powered field "
            "instruments. The HM2111 adds a 1.2 V reference for the loop DAC. Both "
            "run from 2.7 V to 5.5 V and are specified from -40 °C to +85 °C.",
            8,
        )

    s.side_by_side(left, right, 230)
    s.heading("SPECIFICATIONS", 10)
    s.para(
        "VCC = 2.7 V to 5.5 V, TA = -40 °C to +85 °C, unless otherwise noted. "
        "Typical values are at VCC = 3.3 V, TA = 25 °C.",
        8,
    )
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 50, "C"),
            Col("Test Conditions/Comments", 135),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["POWER SUPPLY"],
            ["Supply Voltage", "V_{CC}", "", "2.7", "", "5.5", "V"],
            ["Supply Current", "I_{CC}", "receive mode, HM2110", "", "120", "180", MU + "A"],
            ["", "", "transmit mode, HM2110", "", "160", "240", MU + "A"],
            ["", "", "HM2111, reference on", "", "185", "270", MU + "A"],
            ["MODULATOR"],
            ["Output Amplitude", "", "RL = 160 " + OHM, "400", "500", "600", "mVp-p"],
            ["Mark Frequency", "", "logic 1", "", "1200", "", "Hz"],
            ["Space Frequency", "", "logic 0", "", "2200", "", "Hz"],
            ["DEMODULATOR"],
            ["Carrier Detect\nThreshold", "", "", "80", "100", "120", "mVp-p"],
            ["Input Impedance", "", "RXA pin", "150", "", "", "k" + OHM],
            ["DIGITAL INPUTS"],
            ["", "V_{IH}", "", "0.7 × VCC", "", "", "V"],
            ["", "V_{IL}", "", "", "", "0.3 × VCC", "V"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10)
    s.table(
        [Col("Parameter", 250), Col("Rating", 249)],
        [
            ["VCC to GND", "-0.3 V to +6 V"],
            ["Digital Inputs to GND", "-0.3 V to VCC + 0.3 V"],
            ["Operating Temperature Range", "-40 °C to +125 °C"],
            ["Storage Temperature Range", "-65 °C to +150 °C"],
            ["ESD (HBM)", "2 kV"],
        ],
        8,
        show_head=False,
    )
    s.para(
        "Operation between +85 °C and +125 °C is allowed but parameters are not "
        "guaranteed in that range.",
        7.5,
    )
    s.heading("PIN FUNCTION DESCRIPTIONS", 10)
    s.table(
        [Col("Pin No.", 60, "C"), Col("Mnemonic", 80), Col("Description", 359)],
        [
            ["1", "VCC", "supply, decouple with 100 nF"],
            ["4", "RXA", "HART input from the loop (via 1.5 nF and 300 k" + OHM + " filter)"],
            ["9", "TXA", "FSK output"],
            ["12", "RTS", "request to send, low = transmit"],
            ["13", "CD", "carrier detect output"],
            ["16", "REF", "1.2 V reference output (HM2111 only)"],
            ["20", "XTAL1", "3.6864 MHz crystal"],
        ],
        8,
    )
    s.heading("ORDERING GUIDE", 10)
    s.table(
        [
            Col("Model", 120),
            Col("Reference", 100),
            Col("Temperature Range", 140),
            Col("Package", 139),
        ],
        [
            ["HM2110BCPZ", "none", "-40 °C to +85 °C", "24-lead LFCSP"],
            ["HM2111BCPZ", "1.2 V internal", "-40 °C to +85 °C", "24-lead LFCSP"],
        ],
        8,
    )
    s.heading("NOTES", 10)
    s.bullets(
        [
            "The HM2110 does not include an intrinsic safety (IS) certification; "
            "the IS rating of the instrument is not specified here.",
            "The UART levels follow VCC; no level shifter is needed on a 3.3 V MCU at VCC = 3.3 V.",
        ],
        8,
    )
    return save(s, out / "hm2110.pdf")


# ------------------------------------------------------- PoE PD module (JP, 802.3at)
def pe25(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Hoshizora Tsushin Kogyo Co., Ltd.",
        header_right="PE-25 Specification",
        footer_left="SPEC No. HT-PE25-003",
        footer_right="{page}/{nb}",
        table_fill=None,
        accent=(0, 0, 0),
    )
    s = Sheet(style, "PE-25 PoE+ PD module specification")
    s.add_page()
    s.title_block("PE-25 Series", "PoE+ (IEEE 802.3at Type 2) PD module  Specification", "", 18)
    s.heading("■ Line-up", 10)
    s.table(
        [
            Col("Model", 120),
            Col("Output", 120, "C"),
            Col("Rated current", 130, "C"),
            Col("Class", 129, "C"),
        ],
        [
            ["PE-25-12", "12 V", "2.0 A", "4"],
            ["PE-25-24", "24 V", "1.0 A", "4"],
        ],
        8,
    )
    s.heading("■ Absolute maximum ratings", 10)
    s.table(
        [Col("Item", 200), Col("Rating", 200, "C"), Col("Unit", 99, "C")],
        [
            ["Input voltage", "-0.3" + FWT + "60", "V"],
            ["Operating temperature", "-30" + FWT + "+80", FW_C],
            ["Storage temperature", "-40" + FWT + "+85", FW_C],
        ],
        8,
    )
    s.heading("■ Recommended operating conditions", 10)
    s.table(
        [
            Col("Item", 200),
            Col("Min.", 75, "C"),
            Col("Typ.", 75, "C"),
            Col("Max.", 75, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Input voltage", "42", "", "57", "V"],
            ["Operating temperature", "-20", "", "+60", FW_C],
        ],
        8,
    )
    s.para("※ Between +60" + FW_C + " and +80" + FW_C + " reduce output power to 50%.", 8)
    s.heading("■ Electrical characteristics (Ta=25" + FW_C + ", Vin=54V)", 10)
    s.table(
        [
            Col("Item", 140),
            Col("Condition", 120),
            Col("Min.", 50, "C"),
            Col("Typ.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Output voltage", "PE-25-12", "11.64", "12.0", "12.36", "V"],
            ["", "PE-25-24", "23.28", "24.0", "24.72", "V"],
            ["Output ripple", "20MHz BW", "", "", "120", "mVp-p"],
            ["Efficiency", "full load", "", "90", "", "%"],
            ["Isolation", "input-output, 1 min", "1500", "", "", "V AC"],
        ],
        8,
    )
    s.add_page()
    s.heading("■ Connector", 10)
    s.table(
        [Col("CN", 60, "C"), Col("Pin", 60, "C"), Col("Signal", 100), Col("Note", 279)],
        [
            ["CN1", "1", "VA1", "from data pairs 1/2, 3/6"],
            ["CN1", "2", "VA2", ""],
            ["CN1", "3", "VB1", "from spare pairs 4/5, 7/8"],
            ["CN1", "4", "VB2", ""],
            ["CN2", "1", "+Vout", ""],
            ["CN2", "2", "-Vout", ""],
        ],
        8,
    )
    s.heading("■ Notes", 10)
    s.lines(
        [
            "※1 Works with 802.3af (Type 1) PSE with output power limited to 12.95W.",
            "※2 Short circuit protection: hiccup mode, auto recovery.",
            "※3 IEEE 802.3bt (Type 3/4) is not supported.",
            "※4 Surge immunity (IEC 61000-4-5) is not specified.",
        ],
        8,
    )
    s.heading("■ Revision", 10)
    revision_table(
        s, [["2023/04/10", "A", "initial"], ["2024/01/22", "B", "PE-25-24 added"]], (100, 60, 339)
    )
    return save(s, out / "pe-25.pdf")


# -------------------------------------------------- single-phase soft starter (JP)
def kss1(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Mitsuhama Denki",
        header_right="KSS-1 series",
        footer_left="Catalog KSS1-E 2023.10",
        footer_right="{page}",
        table_fill=(240, 225, 225),
        accent=(150, 0, 0),
    )
    s = Sheet(style, "KSS-1 single-phase soft starter")
    s.add_page()
    s.title_block("KSS-1", "Soft starter for single-phase motors (compressors, pumps)", "", 20)
    s.para(
        "KSS-1 reduces the starting current of single-phase induction motors "
        "(capacitor-start and PSC types) by phase control of the main winding. "
        "Supply is 1-phase 220 to 240 V AC, 50/60 Hz. Start time is fixed internally "
        "at about 1.5 s. The unit is designed for up to 20 starts per hour.",
        8.5,
    )
    s.heading("Ratings", 10)
    s.table(
        [
            Col("Item", 180),
            Col("KSS-1-16", 110, "C"),
            Col("KSS-1-25", 110, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Rated current", "16", "25", "A"],
            ["Applicable motor output", "2.2", "3.7", "kW"],
            ["Starting current\nlimit", "40", "60", "A"],
            ["Weight", "0.35", "0.45", "kg"],
        ],
        8,
    )
    s.heading("Characteristics (typical values)", 10)
    s.para("All values are typical, at 230 V AC and 25 " + DEG + ".", 8)
    s.table(
        [Col("Item", 250), Col("Typ.", 150, "C"), Col("Unit", 99, "C")],
        [
            ["Starting current reduction", "50", "%"],
            ["Standby power", "0.8", "W"],
            ["Leakage current (off state)", "1.5", "mA"],
        ],
        8,
    )
    s.heading("Environment", 10)
    s.table(
        [Col("Item", 250), Col("Spec", 249)],
        [
            ["Ambient temperature", "-20 to +50 " + DEG],
            ["Storage temperature", "-30 to +70 " + DEG],
            ["Enclosure", "IP54"],
        ],
        8,
    )
    s.add_page()
    s.heading("Terminals", 10)
    s.table(
        [Col("Terminal", 80, "C"), Col("Function", 250), Col("Wire size", 169)],
        [
            ["L", "line input", "2.5 to 6 mm²"],
            ["N", "neutral input", "2.5 to 6 mm²"],
            ["M", "to motor main winding", "2.5 to 6 mm²"],
            ["A1/A2", "alarm contact", "0.5 to 1.5 mm²"],
        ],
        8,
    )
    s.heading("Alarm contact", 10)
    s.para("Alarm contact A1-A2 (NO): 1 A at 250 V AC. Opens on overtemperature.", 8.5)
    s.heading("Notes", 10)
    s.bullets(
        [
            "Not for three-phase motors.",
            "Use on 110/120 V AC supplies is not supported.",
            "Operation with a variable frequency drive upstream is not specified.",
        ],
        8.5,
    )
    return save(s, out / "kss-1.pdf")
