"""Hold-out 132 datasheets, part 1: an I2C serial EEPROM IC, a laser time-of-flight distance
sensor module, a 4-channel bidirectional logic-level shifter board and an SPI NOR flash IC.

A San Salvador (El Salvador) memory-IC house data sheet ("N° n" heads, bilingual "Tabla n /
Table n" captions above the tables, DC characteristics in column groups per temperature
grade, SCL clock and timing stacked per VCC band, an address / control-byte table and
ordering codes as decoys), a Prishtina (Kosovo) optics-module house datasheet ("⬖ n" heads,
"Table A —" letter captions below the tables, ranging performance in column groups per
field-of-view version with maximum distance stacked per target and light, register, pin and
ordering tables as decoys), a Serrekunda / Banjul (The Gambia) maker-store sheet ("✣"
heads, no captions, a which-one-do-I-need comparison, version columns, dalasi prices) and a
Tabriz (Iran) serial-flash house data sheet ("◭ n." heads, "Tab. (n)" captions above the
tables, recommended conditions and AC timing in column groups per supply version, stacked
read currents, program / erase times and an instruction table as decoys).
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
DASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
SQ = "\u00b2"
ARROW = "\u2192"
TIMES = "\u00d7"
NO = "N\u00b0"


# ------------------------------------------------ 64-Kbit I2C EEPROM (San Salvador)
def sve24b64(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="CUSCATL\u00c1N MEMORIA",
        header_right="SVE24B64  \u00b7  64-Kbit I" + SQ + "C Serial EEPROM  \u00b7  "
        "DS-24B64 rev. C",
        footer_left="Cuscatl\u00e1n Memoria, S.A. de C.V.  \u00b7  Antiguo Cuscatl\u00e1n, "
        "San Salvador, El Salvador  \u00b7  DS-24B64 rev. C  \u00b7  marzo / March 2024",
        footer_right="{page} de {nb}",
        rule_color=(88, 88, 96),
        table_fill=(236, 230, 246),
        accent=(88, 60, 130),
        grid=False,
    )
    s = Sheet(style, "SVE24B64 64-Kbit I2C Serial EEPROM")
    s.add_page()
    s.title_block(
        "SVE24B64",
        "64-Kbit (8192 " + TIMES + " 8) I" + SQ + "C Serial EEPROM",
        "Temperature grades I (industrial) and E (extended)  |  SOIC-8, TSSOP-8, UDFN-8, "
        "SOT-23-5  |  Data sheet DS-24B64 rev. C",
        22,
    )

    def features() -> None:
        s.heading("Features", 10)
        s.bullets(
            [
                "Single supply: 1.7 V to 5.5 V (grade I), 2.5 V to 5.5 V (grade E)",
                "2-wire I" + SQ + "C-compatible interface: 1 MHz at VCC " + GE + " 2.5 V, "
                "400 kHz down to 1.7 V",
                "32-byte page write buffer, self-timed write cycle (5 ms max.)",
                "Hardware write protection of the whole array (WP pin)",
                "Schmitt-trigger inputs with 50 ns spike filter",
                "Low-power CMOS: 0.3 mA read (typ.), 0.1 " + MU + "A standby (typ.)",
                "1 000 000 erase / write cycles per byte",
                "Up to eight devices on one bus (A2, A1, A0)",
                "ESD protection " + GE + " 4000 V (HBM)",
            ],
            7.6,
        )

    def description() -> None:
        s.heading("General description", 10)
        s.para(
            "The SVE24B64 is a 64-Kbit electrically erasable PROM organised as 8192 words of "
            "8 bits. It is built for calibration data, configuration tables and event counters "
            "in battery-powered and mains equipment. A 32-byte page buffer lets a whole page "
            "be written in a single self-timed cycle, and sequential reads can stream the full "
            "array in one transfer.",
            7.8,
        )
        s.para(
            "Three address inputs (A2, A1, A0) let up to eight SVE24B64 share one bus. The "
            "SOT-23-5 version has no address pins. Grade I parts run from 1.7 V; grade E parts "
            "are tested from 2.5 V up to +125 " + DEG + " ambient.",
            7.8,
        )

    s.side_by_side(features, description, 250, 16)
    s.heading(NO + " 1   Absolute maximum ratings", 10.5, rule=True)
    s.caption("Tabla 1 / Table 1  " + DASH + "  Absolute maximum ratings", 8)
    s.table(
        [Col("Parameter", 250), Col("Rating", 170, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage VCC", "-0.5 to +6.25", "V"],
            ["Voltage on SDA, SCL, WP, A0" + NDASH + "A2", "-0.6 to VCC + 1.0", "V"],
            ["Ambient temperature with power applied", "-55 to +125", DEG],
            ["Storage temperature", "-65 to +150", DEG],
            ["DC output current (SDA, low)", "5", "mA"],
            ["ESD, human-body model, all pins", GE + " 4000", "V"],
        ],
        7.5,
    )
    s.heading(NO + " 2   DC characteristics", 10.5, rule=True)
    s.caption(
        "Tabla 2 / Table 2  " + DASH + "  DC characteristics per temperature grade "
        "(grade I: TA = -40 to +85 " + DEG + "; grade E: TA = -40 to +125 " + DEG + ")",
        8,
    )
    s.table(
        [
            Col("Parameter", 92),
            Col("Symbol", 38, "C"),
            Col("Conditions", 125),
            Col("Min", 33, "C"),
            Col("Typ", 33, "C"),
            Col("Max", 33, "C"),
            Col("Min", 33, "C"),
            Col("Typ", 33, "C"),
            Col("Max", 33, "C"),
            Col("Unit", 46, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "", "1.7", "", "5.5", "2.5", "", "5.5", "V"],
            [
                "Input high voltage",
                "V_{IH}",
                "SCL, SDA, WP, A0" + NDASH + "A2",
                "0.7 VCC",
                "",
                "",
                "0.7 VCC",
                "",
                "",
                "V",
            ],
            ["Input low voltage", "V_{IL}", "", "", "", "0.3 VCC", "", "", "0.3 VCC", "V"],
            [
                "Output low voltage",
                "V_{OL}",
                "I_{OL} = 3.0 mA, VCC = 4.5 V\nI_{OL} = 2.1 mA, VCC = 2.5 V\n"
                "I_{OL} = 1.0 mA, VCC = 1.7 V",
                "",
                "",
                "0.40\n0.40\n0.20",
                "",
                "",
                "0.40\n0.40\n" + DASH,
                "V",
            ],
            ["Input leakage current", "I_{LI}", "V_{IN} = 0 V to VCC", "", "", PM + "1", "", "",
             PM + "1", MU + "A"],
            [
                "Read current",
                "I_{CC(R)}",
                "VCC = 5.5 V, f_{SCL} = 400 kHz",
                "",
                "0.3",
                "1",
                "",
                "0.3",
                "1",
                "mA",
            ],
            [
                "Write current",
                "I_{CC(W)}",
                "VCC = 5.5 V, during t_{WC}",
                "",
                "1.5",
                "3",
                "",
                "1.5",
                "3",
                "mA",
            ],
            [
                "Standby current",
                "I_{CCS}",
                "SCL = SDA = VCC = 5.5 V\nSCL = SDA = VCC = 1.8 V",
                "",
                "0.1\n0.05",
                "1\n0.5",
                "",
                "0.1\n" + DASH,
                "5\n" + DASH,
                MU + "A",
            ],
            ["Ambient temperature", "T_{A}", "operating", "-40", "", "+85", "-40", "", "+125", DEG],
        ],
        7.2,
        head_rows=[["", "", "", "Grade I", "<", "<", "Grade E", "<", "<", ""]],
    )
    s.para(
        "Note: grade E parts are not specified below VCC = 2.5 V. Typical values are at "
        "TA = 25 " + DEG + " and VCC = 5.0 V unless noted.",
        7.2,
    )

    s.add_page()
    s.heading(NO + " 3   AC characteristics", 10.5, rule=True)
    s.caption(
        "Tabla 3 / Table 3  " + DASH + "  AC characteristics (both grades, CL " + LE + " 100 pF)",
        8,
    )
    s.table(
        [
            Col("Parameter", 118),
            Col("Symbol", 46, "C"),
            Col("Conditions", 150),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 85, "C"),
        ],
        [
            [
                "SCL clock frequency",
                "f_{SCL}",
                "1.7 V " + LE + " VCC < 2.5 V\n2.5 V " + LE + " VCC " + LE + " 5.5 V",
                "0\n0",
                "400\n1000",
                "kHz",
            ],
            [
                "Clock high time",
                "t_{HIGH}",
                "1.7 V " + LE + " VCC < 2.5 V\n2.5 V " + LE + " VCC " + LE + " 5.5 V",
                "600\n260",
                "",
                "ns",
            ],
            [
                "Clock low time",
                "t_{LOW}",
                "1.7 V " + LE + " VCC < 2.5 V\n2.5 V " + LE + " VCC " + LE + " 5.5 V",
                "1300\n500",
                "",
                "ns",
            ],
            ["Bus free time", "t_{BUF}", "between STOP and START", "1300", "", "ns"],
            ["Input spike suppression", "t_{SP}", "SDA, SCL", "", "50", "ns"],
            ["Write cycle time", "t_{WC}", "byte or page write", "", "5", "ms"],
            ["Power-up delay", "t_{PU}", "VCC " + GE + " 1.7 V to first START", "100", "",
             MU + "s"],
            ["Endurance", DASH, "25 " + DEG + ", page mode", "1 000 000", "", "cycles"],
            ["Data retention", DASH, "TA = 55 " + DEG, "100", "", "years"],
        ],
        7.5,
    )
    s.para(
        "Grade E above +85 " + DEG + ": f_SCL is limited to 400 kHz over the whole supply "
        "range. Pull-up resistors: 4.7 k" + OHM + " for 100 kHz and 400 kHz, 2.2 k" + OHM
        + " for 1 MHz; total bus capacitance 400 pF max.",
        7.5,
    )
    s.heading(NO + " 4   Device addressing", 10.5, rule=True)
    s.para(
        "After a START the master sends the control byte: the 4-bit device type 1010, the "
        "chip-select bits A2 A1 A0 and the R/W bit. The 7-bit slave address is therefore "
        "1010 A2 A1 A0, i.e. 0x50 to 0x57 (0x50 with A2 = A1 = A0 = GND). Logic analysers "
        "that show the full byte display A0h / A1h for 0x50. The SOT-23-5 version has no "
        "address pins and always answers at 0x50.",
        7.8,
    )
    s.caption("Tabla 4 / Table 4  " + DASH + "  Address inputs and control byte", 8)
    s.table(
        [
            Col("A2", 45, "C"),
            Col("A1", 45, "C"),
            Col("A0", 45, "C"),
            Col("7-bit address", 110, "C"),
            Col("Control byte, write", 127, "C"),
            Col("Control byte, read", 127, "C"),
        ],
        [
            ["GND", "GND", "GND", "0x50", "A0h", "A1h"],
            ["GND", "GND", "VCC", "0x51", "A2h", "A3h"],
            ["GND", "VCC", "GND", "0x52", "A4h", "A5h"],
            ["GND", "VCC", "VCC", "0x53", "A6h", "A7h"],
            ["VCC", "GND", "GND", "0x54", "A8h", "A9h"],
            ["VCC", "GND", "VCC", "0x55", "AAh", "ABh"],
            ["VCC", "VCC", "GND", "0x56", "ACh", "ADh"],
            ["VCC", "VCC", "VCC", "0x57", "AEh", "AFh"],
        ],
        7.3,
    )
    s.heading(NO + " 5   Notes for 3.3 V and 5 V systems", 10.5, rule=True)
    s.bullets(
        [
            "Inputs are not 5 V tolerant: keep SDA, SCL, WP and A0" + NDASH + "A2 below "
            "VCC + 1.0 V, which is 4.3 V when VCC = 3.3 V. On a bus pulled up to 5 V, supply "
            "the SVE24B64 from 5 V as well.",
            "WP tied to VCC write-protects the entire array. WP has an internal pull-down; "
            "left open, writes are enabled.",
            "A0, A1 and A2 have internal pull-downs. Tie them to GND or VCC on the board; do "
            "not leave them open in noisy equipment.",
        ],
        7.6,
    )
    s.heading(NO + " 6   Ordering information", 10.5, rule=True)
    s.caption("Tabla 5 / Table 5  " + DASH + "  Ordering codes", 8)
    s.table(
        [
            Col("Ordering code", 120),
            Col("Grade", 50, "C"),
            Col("Package", 130),
            Col("Temperature", 110, "C"),
            Col("Reel", 89, "C"),
        ],
        [
            ["SVE24B64-I/SN", "I", "SOIC-8, 150 mil", "-40 to +85 " + DEG, "3300"],
            ["SVE24B64-I/ST", "I", "TSSOP-8", "-40 to +85 " + DEG, "2500"],
            ["SVE24B64-I/MU", "I", "UDFN-8, 2 " + TIMES + " 3 mm", "-40 to +85 " + DEG, "3000"],
            ["SVE24B64-I/OT", "I", "SOT-23-5 (address 0x50)", "-40 to +85 " + DEG, "3000"],
            ["SVE24B64-E/SN", "E", "SOIC-8, 150 mil", "-40 to +125 " + DEG, "3300"],
            ["SVE24B64-E/ST", "E", "TSSOP-8", "-40 to +125 " + DEG, "2500"],
        ],
        7.3,
    )
    revision_table(
        s,
        [
            ["2022-06-20", "A", "Primera edici\u00f3n / first release"],
            ["2023-04-11", "B", "Grade E added; SOT-23-5 package"],
            ["2024-03-05", "C", "1 MHz from 2.5 V; standby current at 1.8 V added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "sve24b64.pdf")


# ------------------------------------------------ laser ToF ranging module (Prishtina)
def dol40(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="DARDANIA OPTICS",
        header_right="DOL-40 / DOL-40W  \u00b7  Laser ranging module  \u00b7  Datasheet v1.3",
        footer_left="Dardania Optics Sh.p.k.  \u00b7  Rr. Agim Ramadani, 10000 Prishtin\u00eb, "
        "Kosovo  \u00b7  DS-DOL40-EN v1.3",
        footer_right="Faqe {page} / {nb}",
        rule_color=(150, 60, 30),
        table_fill=(250, 236, 214),
        accent=(150, 60, 30),
        grid=True,
    )
    s = Sheet(style, "DOL-40 laser time-of-flight ranging module")
    s.add_page()
    s.title_block(
        "DOL-40",
        "Time-of-flight laser ranging module, I" + SQ + "C",
        "Versions DOL-40 (18" + "\u00b0" + " field of view) and DOL-40W (27" + "\u00b0" + " wide "
        "field of view)  \u00b7  940 nm VCSEL, Class 1  \u00b7  on-board 2.8 V regulator and "
        "I" + SQ + "C level translator",
        21,
    )

    def overview() -> None:
        s.heading("\u2b16 1  Overview", 10)
        s.para(
            "The DOL-40 measures absolute distance by timing the flight of 940 nm infrared "
            "laser pulses, so the result does not depend on the colour of the target as much "
            "as with triangulating IR sensors. A SPAD receiver array, the VCSEL emitter and a "
            "ranging microcontroller sit in one optical package; the module adds a 2.8 V "
            "regulator, an I" + SQ + "C level translator and the XSHUT and GPIO1 lines on a "
            "6-pin header.",
            7.8,
        )
        s.para(
            "Typical uses are robot collision avoidance, gesture and presence detection, "
            "liquid-level and bin-fill sensing and camera focus assist.",
            7.8,
        )

    def highlights() -> None:
        s.heading("Highlights", 10)
        s.bullets(
            [
                "Distance up to 4 m (DOL-40) or 2.5 m (DOL-40W)",
                "Ranging rate up to 50 Hz",
                "VIN 3.0 " + NDASH + " 5.5 V, I/O levels follow VIN",
                "I" + SQ + "C up to 400 kHz, default address 0x29",
                "XSHUT and GPIO1 (interrupt) on the header",
                "Class 1 laser product (IEC 60825-1:2014)",
                "20 " + TIMES + " 16 mm, two M2 holes",
            ],
            7.6,
        )

    s.side_by_side(overview, highlights, 265, 16)
    s.heading("\u2b16 2  Ranging performance", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 110),
            Col("Condition", 175),
            Col("DOL-40", 70, "C"),
            Col("DOL-40W", 70, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Field of view", "full cone", "18", "27", "\u00b0"],
            ["Minimum distance", "", "40", "30", "mm"],
            ["Maximum distance", "white target 88 %, indoor, no IR", "4000", "2500", "mm"],
            ["", "grey target 17 %, indoor", "1800", "1100", "mm"],
            ["", "white target 88 %, outdoor, overcast", "1300", "800", "mm"],
            ["Ranging accuracy", "up to 1000 mm, indoor", PM + "15", PM + "20", "mm"],
            ["", "1000 mm to maximum, indoor", PM + "3", PM + "4", "% of distance"],
            ["Repeatability (1" + "\u03c3" + ")", "1000 mm, white, 33 ms budget", "2.5", "3.5",
             "mm"],
            ["Resolution", "", "1", "1", "mm"],
            ["Ranging rate", "timing budget 20 ms", "50", "50", "Hz"],
            ["Timing budget", "adjustable, default 33 ms", "20 " + ELL + " 1000",
             "20 " + ELL + " 1000", "ms"],
        ],
        7.5,
        head_rows=[["", "", "Version", "<", ""]],
    )
    s.caption(
        "Table A " + DASH + " Ranging performance (TA = 25 " + DEG + ", VIN = 3.3 V, "
        "continuous mode)",
        8,
    )
    s.para(
        "Maximum distance is the distance at which at least 94 % of the readings are still "
        "reported as valid (range status 0).",
        7.4,
    )
    s.heading("\u2b16 3  Electrical characteristics", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 118),
            Col("Symbol", 46, "C"),
            Col("Conditions", 143),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 66, "C"),
        ],
        [
            ["Supply voltage", "V_{IN}", "", "3.0", "3.3", "5.5", "V"],
            ["Sensor core supply", "V_{DD}", "on-board regulator output", "", "2.8", "", "V"],
            ["Average current, ranging", "I_{RNG}", "continuous, 33 ms budget", "", "19", "26",
             "mA"],
            ["Peak current", "I_{PK}", "during VCSEL pulse", "", "40", "", "mA"],
            ["Software standby current", "I_{STBY}", "sensor in SW standby", "", "7", "12",
             MU + "A"],
            ["Shutdown current", "I_{SD}", "XSHUT = low, incl. regulator", "", "4", "8",
             MU + "A"],
            ["Boot time", "t_{BOOT}", "XSHUT rising to ready", "", "", "1.2", "ms"],
            ["I" + SQ + "C clock frequency", "f_{SCL}", "", "0", "", "400", "kHz"],
            ["Input high voltage", "V_{IH}", "SDA, SCL, XSHUT", "0.7 VIN", "", "VIN", "V"],
            ["Input low voltage", "V_{IL}", "SDA, SCL, XSHUT", "", "", "0.3 VIN", "V"],
        ],
        7.5,
    )
    s.caption(
        "Table B " + DASH + " Electrical characteristics (TA = 25 " + DEG + ", VIN = 3.3 V "
        "unless noted)",
        8,
    )

    s.add_page()
    s.heading("\u2b16 4  Absolute maximum ratings and environment", 10.5, rule=True)
    s.table(
        [Col("Parameter", 259), Col("Min", 70, "C"), Col("Max", 90, "C"), Col("Unit", 80, "C")],
        [
            ["Supply voltage VIN", "-0.3", "6.0", "V"],
            ["SDA, SCL, XSHUT, GPIO1", "-0.3", "VIN + 0.3", "V"],
            ["Operating temperature", "-20", "+70", DEG],
            ["Storage temperature", "-40", "+85", DEG],
            ["ESD, human-body model", "", "2", "kV"],
        ],
        7.5,
    )
    s.caption("Table C " + DASH + " Absolute maximum ratings and environment", 8)
    s.heading("\u2b16 5  I" + SQ + "C address and registers", 10.5, rule=True)
    s.para(
        "The module answers at the 7-bit address 0x29 after every power-up and after every "
        "XSHUT pulse (a logic analyser's 8-bit view shows 0x52 / 0x53). The address can be "
        "changed in register 0x8A, but the new value is lost at the next power cycle or when "
        "XSHUT goes low. XSHUT has a 47 k" + OHM + " pull-up to VIN, so a module whose XSHUT "
        "is not wired is always awake. To run several DOL-40 on one bus, hold all but one in "
        "shutdown with their XSHUT lines, give the awake module a new address, then wake the "
        "next one.",
        7.8,
    )
    s.table(
        [
            Col("Register", 170),
            Col("Index", 60, "C"),
            Col("Default", 60, "C"),
            Col("Description", 209),
        ],
        [
            ["IDENTIFICATION_MODEL_ID", "0xC0", "0xEE", "reads 0xEE on every DOL-40"],
            ["IDENTIFICATION_REVISION_ID", "0xC2", "0x10", "silicon revision"],
            ["I2C_SLAVE_DEVICE_ADDRESS", "0x8A", "0x29", "7-bit address, volatile"],
            ["SYSRANGE_START", "0x00", "0x00", "0x01 single shot, 0x02 continuous"],
            ["RESULT_RANGE_STATUS", "0x14", DASH, "status bits 6:3, range in bytes 10-11"],
            ["GPIO_HV_MUX_ACTIVE_HIGH", "0x84", "0x01", "GPIO1 interrupt polarity"],
        ],
        7.4,
    )
    s.caption("Table D " + DASH + " Frequently used registers", 8)
    s.heading("\u2b16 6  Pin assignment", 10.5, rule=True)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("Function", 389)],
        [
            ["1", "VIN", "Supply 3.0 " + NDASH + " 5.5 V"],
            ["2", "GND", "Ground"],
            ["3", "SCL", "I" + SQ + "C clock, 10 k" + OHM + " pull-up to VIN on board"],
            ["4", "SDA", "I" + SQ + "C data, 10 k" + OHM + " pull-up to VIN on board"],
            ["5", "GPIO1", "Interrupt output, open drain, 10 k" + OHM + " pull-up to VIN"],
            ["6", "XSHUT", "Shutdown input, active low, 47 k" + OHM + " pull-up to VIN"],
        ],
        7.4,
    )
    s.caption("Table E " + DASH + " Pins (6-pin 2.54 mm header)", 8)
    s.heading("\u2b16 7  Application notes", 10.5, rule=True)
    s.bullets(
        [
            "5 V boards (Arduino Uno, Mega): connect VIN to 5 V and SDA / SCL directly. The "
            "on-board translator shifts the sensor's 2.8 V levels to VIN.",
            "3.3 V boards (ESP32, Raspberry Pi): connect VIN to 3.3 V.",
            "Outdoor figures are for overcast daylight. Ranging in direct sunlight is not "
            "characterised.",
            "Dark targets return less light: see the grey-target row of Table A. Cover windows "
            "in front of the sensor need an air gap and an IR-transparent material; ask for "
            "our cover-window application note.",
        ],
        7.6,
    )
    s.table(
        [
            Col("Ordering code", 120),
            Col("Version", 80, "C"),
            Col("Header", 170),
            Col("Price (EUR, excl. VAT)", 129, "C"),
        ],
        [
            ["DOL-40", "18\u00b0", "loose 6-pin header", "9.80"],
            ["DOL-40-H", "18\u00b0", "header soldered", "10.40"],
            ["DOL-40W", "27\u00b0", "loose 6-pin header", "10.90"],
            ["DOL-40W-H", "27\u00b0", "header soldered", "11.50"],
        ],
        7.4,
    )
    s.caption("Table F " + DASH + " Ordering information", 8)
    return save(s, out / "dol-40.pdf")


# ------------------------------------------------ 4-channel level shifter (Banjul)
def bjxlv4(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="KAIRABA MAKER HUB",
        header_right="BJX-LV4 \u00b7 BJX-LV4T  4-channel logic level converters",
        footer_left="Kairaba Maker Hub \u00b7 Kairaba Avenue, Serrekunda (Greater Banjul), "
        "The Gambia \u00b7 TIN 1002 4471 \u00b7 prices in dalasi (D) incl. 15 % VAT",
        footer_right="p. {page}/{nb}",
        rule_color=(20, 110, 90),
        table_fill=None,
        accent=(20, 110, 90),
        grid=False,
    )
    s = Sheet(style, "BJX-LV4 and BJX-LV4T logic level converters")
    s.add_page()
    s.title_block(
        "BJX-LV4 / BJX-LV4T",
        "4-channel bidirectional logic level converter boards",
        "Two boards, one footprint: the BJX-LV4 has MOSFET channels for I" + SQ + "C and slow "
        "signals, the BJX-LV4T has an auto-direction buffer for fast push-pull signals (SPI, "
        "UART, LED-strip data).",
        21,
    )
    s.heading("\u2723 Which one do I need?", 11)
    s.table(
        [Col("", 150), Col("BJX-LV4", 175), Col("BJX-LV4T", 174)],
        [
            ["Channel type", "N-MOSFET + 10 k" + OHM + " pull-ups both sides",
             "auto-direction buffer, no pull-ups"],
            ["Best for", "I" + SQ + "C, 1-Wire, slow GPIO", "SPI, UART, WS2812 data, fast GPIO"],
            ["Open-drain buses (I" + SQ + "C)", "yes", "no"],
            ["Needs OE pin wired", "no", "yes (OE to the low side)"],
        ],
        8,
    )
    s.heading("\u2723 Specifications", 11)
    s.table(
        [Col("Parameter", 135), Col("BJX-LV4", 125, "C"), Col("BJX-LV4T", 125, "C"),
         Col("Notes", 114)],
        [
            ["Low-side supply (LV / VCCA)", "1.8 " + NDASH + " 5.0 V", "1.65 " + NDASH + " 3.6 V",
             "not above high side"],
            ["High-side supply (HV / VCCB)", "2.5 " + NDASH + " 5.5 V", "2.3 " + NDASH + " 5.5 V",
             ""],
            ["Channels", "4", "4", "bidirectional"],
            ["On-board pull-ups", "10 k" + OHM + " to LV and HV", "none", ""],
            ["I" + SQ + "C clock, max.", "400 kHz", DASH, "on-board pull-ups"],
            ["Push-pull data rate, max.", "2 Mbit/s", "24 Mbit/s", "LV4: 2.2 k" + OHM
             + " extra"],
            ["Propagation delay", DASH, "5 ns typ.", "VCCA 3.3 V, VCCB 5 V"],
            ["Static supply current", "pull-ups only", "5 " + MU + "A max. per side", ""],
            ["Output enable", DASH, "OE, high = on", ""],
            ["Operating temperature", "-20 " + NDASH + " +70 " + DEG, "-40 " + NDASH + " +85 "
             + DEG, ""],
            ["Board size", "13 " + TIMES + " 16 mm", "15 " + TIMES + " 16 mm", "2.54 mm pitch"],
        ],
        8,
    )
    s.heading("\u2723 Wiring", 11)
    s.bullets(
        [
            "LV to the low-voltage side (for example 3.3 V), HV to the high-voltage side (for "
            "example 5 V), GND common to both boards.",
            "Both supplies must be present. LV must never be higher than HV.",
            "Signals go in on LV1" + NDASH + "LV4 and come out on HV1" + NDASH + "HV4 at the HV "
            "level, and the other way round. Each channel passes signals only, at most 10 mA.",
            "BJX-LV4T: tie OE to VCCA. Left open, OE is pulled low and all outputs stay "
            "high-impedance.",
        ],
        8,
    )
    s.heading("\u2723 How fast can the BJX-LV4 go?", 11)
    s.para(
        "With the on-board 10 k" + OHM + " pull-ups a rising edge takes about 1 " + MU + "s, "
        "which is fine for standard-mode (100 kHz) and fast-mode (400 kHz) I" + SQ + "C. "
        "Adding 2.2 k" + OHM + " pull-ups on both sides brings push-pull signals up to about "
        "2 Mbit/s. Anything faster " + NDASH + " WS2812 LED data at 800 kHz needs clean edges "
        "of about 150 ns, SPI above 2 MHz " + NDASH + " needs the BJX-LV4T.",
        8,
    )

    s.add_page()
    s.heading("\u2723 Good to know", 11)
    s.bullets(
        [
            "The BJX-LV4T must not be used on I" + SQ + "C or on any line with pull-up "
            "resistors below 50 k" + OHM + ": its one-shot edge accelerators fight the "
            "pull-ups and the bus stalls. Use the BJX-LV4 for I" + SQ + "C.",
            "Neither board shifts above 5.5 V. For 12 V or 24 V signals use an optocoupler "
            "board.",
            "Neither board is for RS-232 (" + PM + "12 V) or RS-485 lines " + NDASH + " use a "
            "transceiver module.",
            "The BJX-LV4 channels are passive MOSFETs: the board draws no current of its own, "
            "only the current through the pull-ups while a line is low (about 0.33 mA at 3.3 V "
            "and 0.5 mA at 5 V per low line).",
        ],
        8,
    )
    s.heading("\u2723 Pinout", 11)
    s.table(
        [Col("Pin", 70, "C"), Col("BJX-LV4", 150), Col("BJX-LV4T", 150), Col("Level", 129)],
        [
            ["1", "LV", "VCCA", "low-side supply"],
            ["2" + NDASH + "5", "LV1 " + NDASH + " LV4", "A1 " + NDASH + " A4", "low side"],
            ["6", "GND", "GND", DASH],
            ["7", "HV", "VCCB", "high-side supply"],
            ["8" + NDASH + "11", "HV1 " + NDASH + " HV4", "B1 " + NDASH + " B4", "high side"],
            ["12", "GND", "OE", "LV4: ground, LV4T: enable"],
        ],
        8,
    )
    s.heading("\u2723 FAQ", 11)
    s.bullets(
        [
            "Can I connect a 1.2 V FPGA bank? " + NDASH + " No. The lowest low side is 1.8 V "
            "(BJX-LV4) or 1.65 V (BJX-LV4T).",
            "Does the board need its own power? " + NDASH + " Yes, both LV and HV must be "
            "connected; the channels take their levels from these pins.",
            "Can I mix directions on one board? " + NDASH + " Yes, every channel works both "
            "ways on its own.",
            "Is a 3.3 V ESP32 and a 5 V Arduino on the same I" + SQ + "C bus OK? " + NDASH
            + " Yes, with the BJX-LV4: ESP32 side on LV, Arduino side on HV.",
        ],
        8,
    )
    s.heading("\u2723 Order", 11)
    s.table(
        [Col("SKU", 130), Col("Description", 250), Col("Price", 119, "C")],
        [
            ["BJX-LV4", "4-ch MOSFET level converter, headers loose", "D 95"],
            ["BJX-LV4-5P", "pack of 5 BJX-LV4", "D 400"],
            ["BJX-LV4T", "4-ch auto-direction level converter", "D 180"],
        ],
        8,
    )
    return save(s, out / "bjx-lv4.pdf")


# ------------------------------------------------ 32-Mbit SPI NOR flash (Tabriz)
def shq25f32(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="SAHAND MEMORY DEVICES",
        header_right="SHQ25F32  32M-bit Serial NOR Flash",
        footer_left="Sahand Memory Devices Co.  \u00b7  Tabriz Science and Technology Park, "
        "Tabriz, Iran  \u00b7  SMD-DS-25F32 Ver. 1.4",
        footer_right="\u2013 {page} of {nb} \u2013",
        rule_color=(0, 120, 130),
        table_fill=(220, 242, 244),
        accent=(0, 95, 110),
        grid=True,
    )
    s = Sheet(style, "SHQ25F32 32M-bit serial NOR flash")
    s.add_page()
    s.title_block(
        "SHQ25F32",
        "32M-bit 3 V and 1.8 V Serial NOR Flash with Dual / Quad SPI",
        "SHQ25F32V: 2.7 V " + NDASH + " 3.6 V  \u00b7  SHQ25F32W: 1.65 V " + NDASH + " 1.95 V  "
        "\u00b7  uniform 4 KB sectors  \u00b7  256-byte pages",
        20,
    )

    def features() -> None:
        s.heading("\u25ed 1. Features", 10)
        s.bullets(
            [
                "32M-bit (4M " + TIMES + " 8), uniform 4 KB sectors, 32 KB / 64 KB blocks",
                "Standard, Dual and Quad SPI; SPI modes 0 and 3",
                "Fast read up to 133 MHz (V) / 104 MHz (W)",
                "Deep power-down 1 " + MU + "A (typ.)",
                "Page program 0.4 ms, sector erase 45 ms (typ.)",
                "100 000 program / erase cycles, 20-year retention",
                "SOIC-8 208-mil, WSON-8 6 " + TIMES + " 5 mm, USON-8 4 " + TIMES + " 3 mm",
                "-40 " + DEG + " to +85 " + DEG,
            ],
            7.4,
        )

    def description() -> None:
        s.heading("\u25ed 2. General description", 10)
        s.para(
            "The SHQ25F32 is a 32M-bit serial NOR flash for code shadowing, execute-in-place "
            "and data logging. It is organised in 16 384 programmable pages of 256 bytes; "
            "pages are erased in groups of 16 (4 KB sector), 128 (32 KB block), 256 (64 KB "
            "block) or as a whole chip.",
            7.6,
        )
        s.para(
            "Two supply versions share one instruction set: the SHQ25F32V for 3 V systems "
            "and the SHQ25F32W for 1.8 V systems. Dual and Quad I/O instructions use WP# and "
            "HOLD# as IO2 and IO3.",
            7.6,
        )

    s.side_by_side(features, description, 250, 14)
    s.heading("\u25ed 3. Absolute maximum ratings", 10.5)
    s.caption("Tab. (1)  Absolute maximum ratings", 8)
    s.table(
        [Col("Parameter", 190), Col("SHQ25F32V", 115, "C"), Col("SHQ25F32W", 115, "C"),
         Col("Unit", 79, "C")],
        [
            ["Supply voltage VCC", "-0.6 to 4.0", "-0.6 to 2.5", "V"],
            ["Voltage on any I/O pin", "-0.6 to VCC + 0.4", "-0.6 to VCC + 0.4", "V"],
            ["Storage temperature", "-65 to +150", "-65 to +150", DEG],
            ["Lead temperature, reflow", "260", "260", DEG],
            ["ESD, human-body model", "2000", "2000", "V"],
        ],
        7.4,
    )
    s.heading("\u25ed 4. Recommended operating conditions", 10.5)
    s.caption("Tab. (2)  Recommended operating conditions", 8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 50, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "2.7", "3.6", "1.65", "1.95", "V"],
            ["Ambient temperature, operating", "T_{A}", "-40", "+85", "-40", "+85", DEG],
        ],
        7.4,
        head_rows=[["", "", "SHQ25F32V", "<", "SHQ25F32W", "<", ""]],
    )
    s.heading("\u25ed 5. DC characteristics", 10.5)
    s.caption(
        "Tab. (3)  DC characteristics (both versions over their recommended conditions; "
        "typical at 25 " + DEG + " and 3.0 V / 1.8 V)",
        8,
    )
    s.table(
        [
            Col("Parameter", 108),
            Col("Symbol", 42, "C"),
            Col("Conditions", 170),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 53, "C"),
        ],
        [
            ["Input leakage", "I_{LI}", "", "", "", PM + "2", MU + "A"],
            ["Standby current", "I_{CC1}", "CS# = VCC, inputs at VCC or GND", "", "10", "50",
             MU + "A"],
            ["Deep power-down current", "I_{CC2}", "after B9h, CS# = VCC", "", "1", "5", MU + "A"],
            [
                "Read current",
                "I_{CC3}",
                "f_{R} = 50 MHz, single, SO open\nf_{R} = 104 MHz, Quad I/O, open",
                "",
                "6\n12",
                "10\n18",
                "mA",
            ],
            ["Program current", "I_{CC4}", "page program in progress", "", "15", "25", "mA"],
            ["Erase current", "I_{CC5}", "sector, block or chip erase", "", "15", "25", "mA"],
            ["Input low voltage", "V_{IL}", "", "-0.5", "", "0.3 VCC", "V"],
            ["Input high voltage", "V_{IH}", "", "0.7 VCC", "", "VCC + 0.4", "V"],
            ["Output low voltage", "V_{OL}", "I_{OL} = 100 " + MU + "A", "", "", "0.2", "V"],
            ["Output high voltage", "V_{OH}", "I_{OH} = -100 " + MU + "A", "VCC - 0.2", "", "",
             "V"],
        ],
        7.3,
    )

    s.add_page()
    s.heading("\u25ed 6. AC characteristics", 10.5)
    s.caption("Tab. (4)  AC characteristics (CL = 30 pF)", 8)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 55, "C"),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Clock frequency, all instructions\nexcept Read Data (03h)", "F_{R}", "", "133", "",
             "104", "MHz"],
            ["Clock frequency, Read Data (03h)", "f_{R}", "", "50", "", "50", "MHz"],
            ["Clock high / low time", "t_{CLH}, t_{CLL}", "3.5", "", "4.5", "", "ns"],
            ["CS# deselect time", "t_{SHSL}", "10", "", "10", "", "ns"],
            ["Clock low to output valid", "t_{CLQV}", "", "6", "", "7", "ns"],
            ["CS# high to power-down", "t_{DP}", "", "3", "", "3", MU + "s"],
            ["Release from deep power-down", "t_{RES1}", "", "3", "", "3", MU + "s"],
            ["VCC(min) to CS# low", "t_{VSL}", "20", "", "20", "", MU + "s"],
            ["Delay before write instruction", "t_{PUW}", "1", "10", "1", "10", "ms"],
        ],
        7.4,
        head_rows=[["", "", "SHQ25F32V", "<", "SHQ25F32W", "<", ""]],
    )
    s.heading("\u25ed 7. Program and erase", 10.5)
    s.caption("Tab. (5)  Program and erase characteristics (both versions)", 8)
    s.table(
        [Col("Parameter", 220), Col("Symbol", 70, "C"), Col("Typ", 65, "C"), Col("Max", 65, "C"),
         Col("Unit", 79, "C")],
        [
            ["Page program, 256 bytes", "t_{PP}", "0.4", "3", "ms"],
            ["Sector erase, 4 KB", "t_{SE}", "45", "400", "ms"],
            ["Block erase, 32 KB", "t_{BE1}", "120", "1600", "ms"],
            ["Block erase, 64 KB", "t_{BE2}", "150", "2000", "ms"],
            ["Chip erase", "t_{CE}", "10", "50", "s"],
            ["Endurance, per sector", DASH, "100 000 (min.)", "", "cycles"],
            ["Data retention", DASH, "20 (min.)", "", "years"],
        ],
        7.4,
    )
    s.heading("\u25ed 8. Instruction set (excerpt)", 10.5)
    s.caption("Tab. (6)  Frequently used instructions", 8)
    s.table(
        [Col("Instruction", 170), Col("Code", 60, "C"), Col("Address bytes", 80, "C"),
         Col("Dummy clocks", 80, "C"), Col("Data", 109, "C")],
        [
            ["Write Enable", "06h", "0", "0", DASH],
            ["Read Data", "03h", "3", "0", "1 to " + "\u221e"],
            ["Fast Read", "0Bh", "3", "8", "1 to " + "\u221e"],
            ["Quad I/O Fast Read", "EBh", "3", "6", "1 to " + "\u221e"],
            ["Page Program", "02h", "3", "0", "1 to 256"],
            ["Sector Erase (4 KB)", "20h", "3", "0", DASH],
            ["Chip Erase", "C7h / 60h", "0", "0", DASH],
            ["Deep Power-down", "B9h", "0", "0", DASH],
            ["Release Power-down", "ABh", "0", "0", DASH],
            ["Read JEDEC ID", "9Fh", "0", "0", "5Ah 40h 16h"],
        ],
        7.4,
    )
    s.heading("\u25ed 9. Design notes", 10.5)
    s.bullets(
        [
            "The I/O pins are not 5 V tolerant (maximum VCC + 0.4 V). Connect a 5 V "
            "microcontroller through a level translator.",
            "WP# and HOLD# have no internal pull-ups. Tie them to VCC in single-SPI designs.",
            "After power-up wait t_VSL before driving CS# low; no write instruction is "
            "accepted before t_PUW.",
            "A 0.1 " + MU + "F capacitor close to VCC is required.",
        ],
        7.5,
    )
    s.heading("\u25ed 10. Ordering information", 10.5)
    s.table(
        [Col("Part number", 150), Col("Supply", 100, "C"), Col("Package", 170),
         Col("Packing", 79, "C")],
        [
            ["SHQ25F32VSIG", "2.7 " + NDASH + " 3.6 V", "SOIC-8 208-mil", "tube"],
            ["SHQ25F32VZPIG", "2.7 " + NDASH + " 3.6 V", "WSON-8 6 " + TIMES + " 5 mm", "reel"],
            ["SHQ25F32WSIG", "1.65 " + NDASH + " 1.95 V", "SOIC-8 208-mil", "tube"],
            ["SHQ25F32WUXIG", "1.65 " + NDASH + " 1.95 V", "USON-8 4 " + TIMES + " 3 mm", "reel"],
        ],
        7.4,
    )
    return save(s, out / "shq25f32.pdf")
