"""Hold-out 73 datasheets, part 2: an addressable RGB LED pixel, an I2C EEPROM IC, a
thermocouple-to-digital converter IC (SPI) and a rotary encoder module.

A Chinese LED-pixel data sheet in plain English (Roman-numeral sections, operating
temperature only in the absolute maximum table, VIH per supply in symbol-only rows,
per-pixel current only in the application prose, timing / optical / reflow tables as
decoys), a US memory-house EEPROM sheet (device selection table, dot-leader absolute
maximum list with an "ambient with power applied" range, "Param. No." DC and AC tables
with min / max only, unnamed condition rows per supply range, grade and temperature
range in the table head, address only in the addressing prose), an Austrian sensor-IC
data sheet (benefits / features table, ordering table, condition paragraph, symbol-only
logic rows, one column per thermocouple type) and a Ukrainian / English encoder module
sheet (wrapped bilingual names, version columns, environment table, notes).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"


# ------------------------------------------------------------ addressable RGB pixel
def yx6852(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="YAOXING OPTO",
        header_right="YX6852 Intelligent control LED integrated light source",
        footer_left="Foshan Yaoxing Optoelectronic Co., Ltd.   Specification Rev 1.2",
        footer_right="Page {page}",
        rule_color=(180, 20, 20),
        table_fill=(245, 222, 222),
        accent=(170, 20, 20),
        grid=True,
    )
    s = Sheet(style, "YX6852 intelligent control LED integrated light source")
    s.add_page()
    s.title_block(
        "YX6852 / YX6852W",
        "Intelligent control LED integrated light source (5050, RGB / RGBW)",
        "",
        21,
    )
    s.heading("I. Product Overview", 10.5)
    s.para(
        "YX6852 is an intelligent control LED light source in which the control circuit and "
        "the RGB chips are integrated in one 5050 package. It includes an intelligent digital "
        "port data latch and a signal reshaping amplification drive circuit, a precision "
        "internal oscillator and a constant-current output stage, so the colour of every "
        "pixel stays consistent. Data are sent in cascade over one line (NZR code). "
        "YX6852W adds a white chip (RGBW, 4 x 8-bit per pixel).",
        8.5,
    )
    s.heading("II. Main Features", 10.5)
    s.bullets(
        [
            "Control circuit and LED chips in one 5050 package (5.0 x 5.0 x 1.6 mm)",
            "Built-in signal reshaping: the waveform is regenerated at every pixel",
            "256 grey levels per colour, 16777216 colours (YX6852)",
            "Data transmission rate 800 Kbps, single-wire NZR code",
            "PWM scanning frequency 1.2 KHz; refresh 30 frames/s with 1024 pixels in cascade",
            "Power-on reset: all LEDs stay dark until the first data frame",
            "Cascading distance between two pixels up to 5 m without extra circuit",
        ],
        8.5,
    )
    s.heading("III. Applications", 10.5)
    s.para(
        "LED strips and modules, full-colour pixel screens, decorative and stage lighting, "
        "toys, game machines.",
        8.5,
    )
    s.heading("IV. Absolute Maximum Ratings (Ta = 25 " + DEG + ", VSS = 0 V)", 10.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Range", 150, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Power supply voltage", "VDD", "-0.5 ~ +6.0", "V"],
            ["Logic input voltage", "VI", "-0.5 ~ VDD + 0.5", "V"],
            ["Working temperature", "Topr", "-25 ~ +80", DEG],
            ["Storage temperature", "Tstg", "-40 ~ +105", DEG],
            ["ESD pressure (HBM)", "VESD", "4K", "V"],
        ],
        8,
    )
    s.heading(
        "V. Electrical Characteristics (Ta = 25 " + DEG + ", VSS = 0 V, unless otherwise "
        "specified)",
        10.5,
    )
    s.table(
        [
            Col("Parameter", 140),
            Col("Symbol", 50, "C"),
            Col("Condition", 120, "C"),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Supply voltage", "VDD", "-", "3.7", "5.0", "5.3", "V"],
            ["Input current", "II", "VI = VDD / VSS", "", "", PM + "1", MU + "A"],
            ["", "VIH", "VDD = 5.0 V", "3.5", "", "", "V"],
            ["", "VIL", "VDD = 5.0 V", "", "", "1.5", "V"],
            ["", "VIH", "VDD = 3.7 V", "2.6", "", "", "V"],
            ["", "VIL", "VDD = 3.7 V", "", "", "1.1", "V"],
            ["Static current", "IDD", "all LEDs off", "", "0.35", "0.6", "mA"],
            ["LED drive current", "IOUT", "R, G, B each", "", "12", "", "mA"],
            ["", "", "W (YX6852W only)", "", "18", "", "mA"],
            ["Output high level", "VOH", "DOUT, IOH = -6 mA", "VDD - 0.5", "", "", "V"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("VI. Data Transfer Time", 10.5)
    s.table(
        [
            Col("Item", 90, "C"),
            Col("Description", 200),
            Col("Value", 110, "C"),
            Col("Tolerance", 99, "C"),
        ],
        [
            ["T0H", "0 code, high-level time", "0.3 " + MU + "s", PM + "0.15 " + MU + "s"],
            ["T1H", "1 code, high-level time", "0.6 " + MU + "s", PM + "0.15 " + MU + "s"],
            ["T0L", "0 code, low-level time", "0.9 " + MU + "s", PM + "0.15 " + MU + "s"],
            ["T1L", "1 code, low-level time", "0.6 " + MU + "s", PM + "0.15 " + MU + "s"],
            ["RES", "frame unit, low-level time", "> 80 " + MU + "s", "-"],
        ],
        8,
    )
    s.para(
        "Data order: G7 ... G0, R7 ... R0, B7 ... B0 (YX6852W: + W7 ... W0), high bit "
        "first. Each pixel takes its 24 (32) bits and reshapes the rest to DOUT.",
        8,
    )
    s.heading("VII. Optical Characteristics (IF = 12 mA per chip, Ta = 25 " + DEG + ")", 10.5)
    s.table(
        [
            Col("Colour", 110, "C"),
            Col("Wavelength / CCT", 130, "C"),
            Col("Luminous intensity", 140, "C"),
            Col("Viewing angle", 119, "C"),
        ],
        [
            ["Red", "620 ~ 630 nm", "550 ~ 700 mcd", "120" + "\u00b0"],
            ["Green", "515 ~ 530 nm", "1100 ~ 1400 mcd", "120" + "\u00b0"],
            ["Blue", "465 ~ 475 nm", "200 ~ 400 mcd", "120" + "\u00b0"],
            ["White (YX6852W)", "6000 ~ 6500 K", "1500 ~ 1800 mcd", "120" + "\u00b0"],
        ],
        8,
    )
    s.heading("VIII. Typical Application", 10.5)
    s.para(
        "At full white one YX6852 pixel draws up to 36 mA from VDD (YX6852W: 54 mA), so a "
        "strip with 60 pixels per metre needs about 2.2 A per metre at 5 V. Put a 100 nF "
        "capacitor next to every pixel and a 330 " + OHM + " resistor in series with the first "
        "DIN. A controller running from 3.3 V has an output high level below VIH at VDD = 5.0 "
        "V: use a level shifter, or feed the first pixel from 3.7 V.",
        8.5,
    )
    s.heading("IX. Pin Function", 10.5)
    s.table(
        [Col("No.", 60, "C"), Col("Symbol", 80, "C"), Col("Function", 359)],
        [
            ["1", "VDD", "power supply"],
            ["2", "DOUT", "control data signal output"],
            ["3", "VSS", "ground"],
            ["4", "DIN", "control data signal input"],
        ],
        8,
    )
    s.heading("X. Reflow Soldering", 10.5)
    s.table(
        [Col("Profile feature", 250), Col("Lead-free", 249, "C")],
        [
            ["Preheat 150 ~ 200 " + DEG, "60 ~ 120 s"],
            ["Time above 217 " + DEG, "60 ~ 90 s"],
            ["Peak temperature", "245 " + DEG + " max, 10 s max"],
            ["Number of reflows", "2 max"],
        ],
        8,
    )
    s.para(
        "Moisture sensitivity level 5a: bake at 70 " + DEG + " for 24 h if the bag has been "
        "open for more than 24 h.",
        8,
    )
    return save(s, out / "yx6852.pdf")


# ------------------------------------------------------------ I2C EEPROM (US memory house)
def mv24128(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="MV24L128/MV24H128",
        header_right="MESA VERDE MEMORY",
        footer_left="\u00a9 2023 Mesa Verde Memory, Inc.",
        footer_right="DS20417C-page {page}",
        table_fill=(225, 225, 225),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "MV24L128/MV24H128 128K I2C serial EEPROM")
    s.add_page()
    s.title_block("MV24L128/MV24H128", "128K I2C Serial EEPROM", "", 20)

    def left() -> None:
        s.caption("Device Selection Table")
        s.table(
            [
                Col("Part Number", 58),
                Col("VCC Range", 52, "C"),
                Col("Max. Clock", 50, "C"),
                Col("Temp.", 35, "C"),
            ],
            [
                ["MV24L128", "1.7-5.5V", "400 kHz(1)", "I"],
                ["MV24H128", "2.5-5.5V", "1 MHz", "I, E"],
            ],
            7,
        )
        s.para("Note 1: 100 kHz for VCC < 2.5V.", 7)
        s.caption("Features")
        s.bullets(
            [
                "Single supply with operation down to 1.7V for MV24L128 devices, 2.5V for "
                "MV24H128 devices",
                "Low-power CMOS technology:",
                "  Active current 3 mA, max.",
                "  Standby current 1 " + MU + "A, max. (I-temp)",
                "2-wire serial interface, I2C compatible",
                "Schmitt Trigger inputs for noise suppression",
                "Page write time 5 ms max.",
                "Self-timed erase/write cycle",
                "64-byte page write buffer",
                "Hardware write-protect",
                "ESD protection > 4,000V",
                "More than 1 million erase/write cycles",
                "Data retention > 200 years",
                "Temperature ranges:",
                "  Industrial (I): -40" + DEG + " to +85" + DEG,
                "  Automotive (E): -40" + DEG + " to +125" + DEG,
            ],
            7.5,
        )

    def right() -> None:
        s.caption("Description")
        s.para(
            "The Mesa Verde Memory MV24L128/MV24H128 (MV24X128*) is a 16K x 8 (128 Kbit) "
            "Serial Electrically Erasable PROM (EEPROM), capable of operation across a broad "
            "voltage range (1.7V to 5.5V). It has been developed for advanced, low-power "
            "applications such as personal communications and data acquisition. This device "
            "also has a page write capability of up to 64 bytes of data. It is capable of "
            "both random and sequential reads up to the 128K boundary. Functional address "
            "lines allow up to eight devices on the same bus, for up to 1 Mbit address "
            "space.",
            7.5,
        )
        s.caption("Packages")
        s.para("8-lead PDIP, 8-lead SOIC, 8-lead TSSOP, 8-lead DFN and 5-lead SOT-23.", 7.5)
        s.para("* MV24X128 is used throughout this document for both devices.", 7)

    s.side_by_side(left, right, 205, 14)
    s.heading("1.0  ELECTRICAL CHARACTERISTICS", 10)
    s.caption("Absolute Maximum Ratings (\u2020)")
    s.leaders(
        [
            ("VCC", "6.5V"),
            ("All inputs and outputs w.r.t. VSS", "-0.6V to VCC + 1.0V"),
            ("Storage temperature", "-65" + DEG + " to +150" + DEG),
            ("Ambient temperature with power applied", "-40" + DEG + " to +125" + DEG),
            ("ESD protection on all pins", "> 4 kV"),
        ],
        7.5,
    )
    s.para(
        "\u2020 NOTICE: Stresses above those listed under \u201cAbsolute Maximum Ratings\u201d "
        "may cause permanent damage to the device. This is a stress rating only and "
        "functional operation of the device at those or any other conditions above those "
        "indicated in the operational listings of this specification is not implied.",
        7,
    )
    s.caption("TABLE 1-1:  DC CHARACTERISTICS")
    cols = [
        Col("Param.\nNo.", 36, "C"),
        Col("Sym.", 44, "C"),
        Col("Characteristic", 118),
        Col("Min.", 44, "C"),
        Col("Max.", 44, "C"),
        Col("Units", 34, "C"),
        Col("Conditions", 179),
    ]
    s.table(
        cols,
        [
            [
                "Electrical Characteristics:\nIndustrial (I): TA = -40"
                + DEG
                + " to +85"
                + DEG
                + ", VCC = +1.7V to 5.5V\nAutomotive (E): TA = -40"
                + DEG
                + " to +125"
                + DEG
                + ", VCC = +2.5V to 5.5V"
            ],
            ["D1", "-", "A0, A1, A2, SCL, SDA\nand WP pins:", "-", "-", "-", "-"],
            ["D2", "VIH", "High-level input voltage", "0.7 VCC", "-", "V", "-"],
            ["D3", "VIL", "Low-level input voltage", "-", "0.3 VCC", "V", "VCC " + GE + " 2.5V"],
            ["", "", "", "-", "0.2 VCC", "V", "VCC < 2.5V"],
            [
                "D4",
                "VHYS",
                "Hysteresis of Schmitt\nTrigger inputs (SDA, SCL)",
                "0.05 VCC",
                "-",
                "V",
                "VCC " + GE + " 2.5V",
            ],
            ["D5", "VOL", "Low-level output voltage", "-", "0.40", "V", "IOL = 3.0 mA, VCC = 4.5V"],
            ["D6", "ILI", "Input leakage current", "-", PM + "1", MU + "A", "VIN = VSS or VCC"],
            [
                "D7",
                "ICC Read",
                "Operating current",
                "-",
                "400",
                MU + "A",
                "VCC = 5.5V, SCL = 400 kHz",
            ],
            ["D8", "ICC Write", "", "-", "3", "mA", "VCC = 5.5V"],
            [
                "D9",
                "ICCS",
                "Standby current",
                "-",
                "1",
                MU + "A",
                "TA = -40" + DEG + " to +85" + DEG + ",\nSCL = SDA = VCC = 5.5V",
            ],
            [
                "",
                "",
                "",
                "-",
                "5",
                MU + "A",
                "TA = -40" + DEG + " to +125" + DEG + ",\nSCL = SDA = VCC = 5.5V",
            ],
        ],
        7,
    )
    s.add_page()
    s.caption("TABLE 1-2:  AC CHARACTERISTICS")
    s.table(
        cols,
        [
            ["1", "FCLK", "Clock frequency", "-", "100", "kHz", "1.7V " + LE + " VCC < 2.5V"],
            ["", "", "", "-", "400", "kHz", "2.5V " + LE + " VCC " + LE + " 5.5V (MV24L128)"],
            ["", "", "", "-", "1000", "kHz", "2.5V " + LE + " VCC " + LE + " 5.5V (MV24H128)"],
            [
                "2",
                "THIGH",
                "Clock high time",
                "600",
                "-",
                "ns",
                "2.5V " + LE + " VCC " + LE + " 5.5V",
            ],
            [
                "3",
                "TLOW",
                "Clock low time",
                "1300",
                "-",
                "ns",
                "2.5V " + LE + " VCC " + LE + " 5.5V",
            ],
            ["4", "TR", "SDA and SCL rise time", "-", "300", "ns", "Note 1"],
            [
                "9",
                "TAA",
                "Output valid from clock",
                "-",
                "900",
                "ns",
                "2.5V " + LE + " VCC " + LE + " 5.5V",
            ],
            ["16", "TWC", "Write cycle time\n(byte or page)", "-", "5", "ms", "-"],
            ["17", "-", "Endurance", "1,000,000", "-", "cycles", "Page mode, 25" + DEG + ", 5.5V"],
        ],
        7,
    )
    s.para("Note 1: Not 100% tested. CB = total capacitance of one bus line in pF.", 7)
    s.heading("2.0  PIN DESCRIPTIONS", 10)
    s.table(
        [
            Col("Name", 60, "C"),
            Col("PDIP", 50, "C"),
            Col("SOIC", 50, "C"),
            Col("TSSOP", 50, "C"),
            Col("SOT-23", 50, "C"),
            Col("Function", 239),
        ],
        [
            ["A0", "1", "1", "1", "-", "User Configurable Chip Select"],
            ["A1", "2", "2", "2", "-", "User Configurable Chip Select"],
            ["A2", "3", "3", "3", "-", "User Configurable Chip Select"],
            ["VSS", "4", "4", "4", "2", "Ground"],
            ["SDA", "5", "5", "5", "3", "Serial Data"],
            ["SCL", "6", "6", "6", "1", "Serial Clock"],
            ["WP", "7", "7", "7", "5", "Write-Protect Input"],
            ["VCC", "8", "8", "8", "4", "+1.7V to 5.5V (MV24L128), +2.5V to 5.5V (MV24H128)"],
        ],
        7,
    )
    s.heading("3.0  DEVICE ADDRESSING", 10)
    s.para(
        "A control byte is the first byte received following the Start condition from the "
        "master device. The control byte consists of a 4-bit control code; for the MV24X128 "
        "this is set as '1010' binary for read and write operations. The next three bits of "
        "the control byte are the Chip Select bits (A2, A1, A0), which must match the levels "
        "on the A2, A1 and A0 pins. In 7-bit notation the device therefore answers at 0x50 to "
        "0x57 (0x50 with A2 = A1 = A0 = VSS). The SOT-23 package has no address pins and "
        "answers at 0x50 only. The memory array is organised as 16,384 bytes (0x0000 to "
        "0x3FFF) in 256 pages of 64 bytes.",
        7.5,
    )
    s.heading("4.0  PRODUCT IDENTIFICATION SYSTEM", 10)
    s.lines(
        [
            "PART NO.  MV24L128 / MV24H128   -   X (T = Tape and Reel)   -   X (Temperature "
            "Range)   /   XX (Package)",
            "Temperature Range:   I = -40"
            + DEG
            + " to +85"
            + DEG
            + "     E = -40"
            + DEG
            + " to +125"
            + DEG,
            "Package:   P = PDIP     SN = SOIC     ST = TSSOP     MF = DFN     OT = SOT-23",
            "Examples:   MV24L128-I/SN  (1.7V, Industrial, SOIC)     MV24H128T-E/ST  (2.5V, "
            "Automotive, TSSOP, tape and reel)",
        ],
        7.5,
        3,
    )
    s.heading("APPENDIX A:  REVISION HISTORY", 10)
    revision_table(
        s,
        [
            ["08/2019", "A", "Original release"],
            ["03/2021", "B", "Added SOT-23 package"],
            ["11/2023", "C", "Updated standby current, E-temp; 1 MHz for MV24H128"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "mv24128.pdf")


# ------------------------------------------------------------ thermocouple converter (Austrian)
def ktc1855(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="karawanken sensor microsystems",
        header_right="KTC1855 \u2013 Datasheet",
        footer_left="Datasheet \u2022 DS001855 \u2022 v2-01 \u2022 2023-Nov-07   Document Feedback",
        footer_right="{page} / {nb}",
        rule_color=(0, 120, 130),
        table_fill=(215, 238, 240),
        accent=(0, 105, 115),
        grid=False,
    )
    s = Sheet(style, "KTC1855 cold-junction compensated thermocouple-to-digital converter")
    s.add_page()
    s.title_block(
        "KTC1855",
        "Cold-Junction Compensated Thermocouple-to-Digital Converter",
        "K-, J- and T-type versions  \u2022  14-bit  \u2022  SPI-compatible read-only interface",
        22,
    )
    s.heading("1  General Description", 10.5)
    s.para(
        "The KTC1855 performs cold-junction compensation and digitizes the signal from a "
        "K-, J- or T-type thermocouple (one type per ordering code). The data are output as "
        "a 14-bit signed word through a read-only SPI-compatible serial interface with a "
        "resolution of 0.25 " + DEG + ". The internal cold-junction sensor has a resolution "
        "of 0.0625 " + DEG + ". The converter detects an open thermocouple and a "
        "thermocouple shorted to GND or to VCC.",
        8.5,
    )
    s.heading("2  Key Benefits & Features", 10.5)
    s.table(
        [Col("Benefits", 250), Col("Features", 249)],
        [
            ["Direct digital temperature, no external ADC", "14-bit, 0.25 " + DEG + " resolution"],
            ["Runs from the 3.3 V rail of a microcontroller", "3.0 V to 3.6 V supply"],
            ["Quick reading", "SCK up to 5 MHz"],
            ["Safe operation", "Open circuit, short to GND, short to VCC detection"],
            ["Small footprint", "8-pin SOIC"],
        ],
        8,
    )
    s.heading("3  Ordering Information", 10.5)
    s.table(
        [
            Col("Ordering Code", 110),
            Col("Type", 60, "C"),
            Col("Package", 70, "C"),
            Col("Marking", 70, "C"),
            Col("Delivery Form", 189),
        ],
        [
            ["KTC1855K-ASOT", "K", "SOIC-8", "1855K", "Tape & Reel, 2500 pcs"],
            ["KTC1855J-ASOT", "J", "SOIC-8", "1855J", "Tape & Reel, 2500 pcs"],
            ["KTC1855T-ASOT", "T", "SOIC-8", "1855T", "Tape & Reel, 2500 pcs"],
        ],
        8,
    )
    s.heading("4  Absolute Maximum Ratings", 10.5)
    s.para(
        "Stresses beyond those listed may cause permanent damage. These are stress ratings "
        "only; functional operation under these conditions is not implied.",
        7.5,
    )
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Parameter", 170),
            Col("Min", 50, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 40, "C"),
            Col("Comments", 119),
        ],
        [
            ["VCC", "Supply voltage to GND", "-0.3", "4.0", "V", ""],
            ["VIN", "Input voltage, all other pins", "-0.3", "VCC + 0.3", "V", ""],
            ["IIN", "Input current, T+ and T-", "-20", "20", "mA", "latch-up safe"],
            ["ESDHBM", "Electrostatic discharge HBM", "", PM + "2", "kV", "JS-001"],
            ["TSTRG", "Storage temperature", "-65", "150", DEG, ""],
            ["TJ", "Junction temperature", "", "150", DEG, ""],
            ["TBODY", "Package body temperature", "", "260", DEG, "IPC/JEDEC J-STD-020"],
        ],
        8,
    )
    s.add_page()
    s.heading("5  Electrical Characteristics", 10.5)
    s.para(
        "All limits are guaranteed. The parameters with Min and Max values are guaranteed "
        "with production tests or SQC methods. VCC = 3.0 V to 3.6 V, TA = -40 "
        + DEG
        + " to +125 "
        + DEG
        + ", unless otherwise noted. Typical values at VCC = 3.3 V, "
        "TA = 25 " + DEG + ".",
        7.5,
    )
    s.table(
        [
            Col("Symbol", 45, "C"),
            Col("Parameter", 115),
            Col("Conditions", 154),
            Col("Min", 45, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["VCC", "Supply voltage", "", "3.0", "3.3", "3.6", "V"],
            ["ICC", "Supply current", "conversion running", "", "0.9", "1.5", "mA"],
            [
                "",
                "Thermocouple temperature\nerror (KTC1855K)",
                "TTC = -200 " + DEG + " to +700 " + DEG + ",\nTA = -20 " + DEG + " to +85 " + DEG,
                "-2",
                "",
                "+2",
                DEG,
            ],
            ["", "", "TTC = +700 " + DEG + " to +1350 " + DEG, "-4", "", "+4", DEG],
            [
                "",
                "Cold-junction accuracy",
                "TA = -20 " + DEG + " to +85 " + DEG,
                "-2",
                "",
                "+2",
                DEG,
            ],
            ["", "Thermocouple resolution", "", "", "0.25", "", DEG],
            ["", "Cold-junction resolution", "", "", "0.0625", "", DEG],
            ["tCONV", "Conversion time", "", "", "70", "100", "ms"],
            ["VIH", "", "CS, SCK", "2.0", "", "", "V"],
            ["VIL", "", "CS, SCK", "", "", "0.8", "V"],
            ["VOH", "", "SO, ISOURCE = 1.6 mA", "VCC - 0.4", "", "", "V"],
            ["VOL", "", "SO, ISINK = 1.6 mA", "", "", "0.4", "V"],
            ["fSCK", "Serial clock frequency", "", "", "", "5", "MHz"],
            ["TA", "Operating temperature", "", "-40", "", "125", DEG],
        ],
        7.5,
    )
    s.heading("6  Thermocouple Versions", 10.5)
    s.table(
        [
            Col("Parameter", 160),
            Col("KTC1855K", 110, "C"),
            Col("KTC1855J", 110, "C"),
            Col("KTC1855T", 119, "C"),
        ],
        [
            ["Thermocouple type", "K (NiCr-NiAl)", "J (Fe-CuNi)", "T (Cu-CuNi)"],
            [
                "Measuring range TTC",
                "-200 ... +1350 " + DEG,
                "-210 ... +1200 " + DEG,
                "-270 ... +400 " + DEG,
            ],
            [
                "Seebeck coefficient used",
                "41.276 " + MU + "V/" + DEG,
                "57.953 " + MU + "V/" + DEG,
                "52.18 " + MU + "V/" + DEG,
            ],
        ],
        8,
    )
    s.heading("7  Serial Interface", 10.5)
    s.para(
        "Drive CS low to stop any conversion in progress and to output the first bit on SO. "
        "A complete read takes 32 clocks; reading the first 14 bits gives the thermocouple "
        "temperature only. The interface is read-only: there is no SI pin. The inputs are "
        "not 5 V tolerant; with a 5 V host use a level shifter on CS and SCK.",
        8.5,
    )
    s.table(
        [Col("Bit", 80, "C"), Col("Name", 150), Col("Description", 269)],
        [
            ["D31 ... D18", "14-bit TC temperature", "signed, 0.25 " + DEG + " per LSB"],
            ["D16", "Fault", "1 when SCV, SCG or OC is set"],
            ["D15 ... D4", "12-bit internal temperature", "signed, 0.0625 " + DEG + " per LSB"],
            ["D2 / D1 / D0", "SCV / SCG / OC", "short to VCC / short to GND / open circuit"],
        ],
        8,
    )
    s.heading("8  Revision Information", 10.5)
    revision_table(
        s,
        [
            ["2022-Mar-14", "v1-00", "Initial version"],
            ["2023-Nov-07", "v2-01", "T-type version added; cold-junction accuracy updated"],
        ],
        (100, 60, 339),
    )
    return save(s, out / "ktc1855.pdf")


# ------------------------------------------------------------ rotary encoder module (Ukrainian)
def dme_en20(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="ДНІПРОВСЬКА МЕХАТРОНІКА / DNIPRO MECHATRONICS",
        header_right="Технічний опис / Technical sheet",
        footer_left="DME-EN20  \u2022  ред. 2 / rev. 2  \u2022  2023",
        footer_right="Сторінка {page} з {nb} / Page {page} of {nb}",
        rule_color=(20, 60, 140),
        table_fill=(222, 230, 248),
        accent=(20, 60, 140),
        grid=False,
    )
    s = Sheet(style, "DME-EN20 rotary encoder module")
    s.add_page()
    s.title_block(
        "DME-EN20",
        "Модуль інкрементального енкодера з кнопкою / Incremental rotary encoder module with "
        "push button",
        "Версії / Versions: DME-EN20-15, DME-EN20-20",
        20,
    )
    s.heading("1. Опис / Description", 10.5)
    s.para(
        "Модуль містить механічний енкодер з кнопкою на валу. The module carries a 2-bit "
        "quadrature mechanical encoder with a push switch on the shaft, three 10 k"
        + OHM
        + " pull-up resistors to the + pin (CLK, DT, SW) and a 5-pin header (GND, +, SW, DT, "
        "CLK). The outputs are contacts to GND with pull-ups: a 3.3 V or a 5 V board reads "
        "them directly when + is tied to its own logic supply.",
        8.5,
    )
    s.heading("2. Версії / Versions", 10.5)
    s.table(
        [
            Col("Параметр / Parameter", 230),
            Col("DME-EN20-15", 135, "C"),
            Col("DME-EN20-20", 134, "C"),
        ],
        [
            ["Імпульсів на оберт /\nPulses per revolution", "15", "20"],
            ["Фіксованих положень /\nDetents", "30", "20"],
            ["Довжина вала /\nShaft length", "20 mm", "15 mm"],
            ["Макс. швидкість обертання /\nMax. rotational speed", "60 r/min", "100 r/min"],
        ],
        8,
    )
    s.heading("3. Електричні характеристики / Electrical characteristics", 10.5)
    s.table(
        [
            Col("Параметр / Parameter", 190),
            Col("Мін. / Min", 55, "C"),
            Col("Тип. / Typ", 55, "C"),
            Col("Макс. / Max", 55, "C"),
            Col("Од. / Unit", 45, "C"),
            Col("Примітка / Note", 99, "C"),
        ],
        [
            ["Напруга живлення (+) /\nSupply voltage (+)", "3.0", "", "5.5", "V", ""],
            [
                "Струм споживання /\nCurrent consumption",
                "",
                "",
                "1.5",
                "mA",
                "+ = 5 V, CLK, DT,\nSW all low",
            ],
            ["Опір підтяжки /\nPull-up resistance", "", "10", "", "k" + OHM, ""],
            ["Навантаження контактів /\nEncoder contact rating", "", "", "10", "mA", "5 V DC"],
            ["Кнопка /\nPush switch rating", "", "", "50", "mA", "12 V DC"],
            ["Брязкіт контактів /\nChattering", "", "", "3", "ms", "15 r/min"],
        ],
        8,
    )
    s.heading("4. Умови експлуатації / Environment and life", 10.5)
    s.table(
        [Col("Параметр / Parameter", 260), Col("Значення / Value", 239, "C")],
        [
            ["Робоча температура / Operating temperature", "-20 ... +60 " + DEG],
            ["Температура зберігання / Storage temperature", "-40 ... +85 " + DEG],
            ["Відносна вологість / Relative humidity", "85 % max., без конденсату / no dew"],
            ["Ресурс обертання / Rotational life", "30 000 циклів / cycles"],
            ["Ресурс кнопки / Push switch life", "20 000 натискань / operations"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. Виводи / Pin-out", 10.5)
    s.table(
        [Col("Вивід / Pin", 80, "C"), Col("Назва / Name", 90, "C"), Col("Опис / Description", 329)],
        [
            ["1", "GND", "загальний / ground"],
            ["2", "+", "живлення 3.0 ... 5.5 V / supply 3.0 ... 5.5 V"],
            ["3", "SW", "кнопка, низький рівень при натисканні / push button, low when pressed"],
            ["4", "DT", "вихід B / output B"],
            ["5", "CLK", "вихід A / output A"],
        ],
        8,
    )
    s.heading("6. Вихідні сигнали / Output signals", 10.5)
    s.para(
        "За годинниковою стрілкою CLK випереджає DT на 90\u00b0. Turning clockwise, CLK "
        "leads DT by 90\u00b0; one detent step of the DME-EN20-20 is one full cycle of the "
        "sequence below, on the DME-EN20-15 one detent is half a cycle.",
        8.5,
    )
    s.table(
        [
            Col("Крок / Step", 100, "C"),
            Col("CLK", 130, "C"),
            Col("DT", 130, "C"),
            Col("", 139, "C"),
        ],
        [
            ["0", "1", "1", "фіксатор / detent"],
            ["1", "0", "1", ""],
            ["2", "0", "0", ""],
            ["3", "1", "0", ""],
        ],
        8,
    )
    s.heading("7. Примітки / Notes", 10.5)
    s.lines(
        [
            "1) Модуль не має конденсаторів. The module has no debounce capacitors: "
            "debounce in software",
            "    or fit 10 nF from CLK and DT to GND.",
            "2) + може бути 3,3 V або 5 V. + may be 3.3 V or 5 V; the outputs then swing to "
            "that voltage.",
            "    Never feed more than 5.5 V: the pull-ups would lift the outputs above your "
            "MCU's pin rating.",
            "3) Модуль не герметичний. The module is not sealed; keep dust and liquids away.",
            "4) Крутний момент / torque 10 ... 40 mN"
            + "\u00b7"
            + "m; гайка / nut M7, max. 1 N"
            + "\u00b7"
            + "m.",
        ],
        8,
        3,
    )
    s.heading("8. Редакції / Revisions", 10.5)
    revision_table(
        s,
        [
            ["2022-04", "1", "перша редакція / first issue"],
            ["2023-10", "2", "версія -15, брязкіт / version -15, chattering"],
        ],
        (100, 60, 339),
    )
    return save(s, out / "dme-en20.pdf")
