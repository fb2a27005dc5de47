"""Hold-out 160 datasheets, part 1: a real-time clock with an integrated temperature-
compensated oscillator, a logic-level MOSFET switch module for 12 V loads, a current and
power monitor IC with I2C and a pair of CAN transceivers (3.3 V and 5 V).

A Laayoune (Western Sahara) timing-IC house data sheet ("└ n." heads, "Frame n ╩"
captions, supply currents in column groups per version stacked per supply voltage, the bus
address only in prose, a register map and an ordering table as decoys), a Gustavia
(Saint Barthélemy) maker-boutique product sheet ("➼" heads, "Encart n ➙" captions, column
groups per version with the load current stacked per IN level and RDS(on) stacked per gate
voltage, derating only in prose, EUR prices), a Roseau (Dominica) analog-IC data sheet
("∑ n" heads, "Table n ∩" captions, a grade table, the full-scale range stacked per PGA
gain, conversion time stacked per resolution, an address grid and a register map) and a
Burnt Pine (Norfolk Island) interface-IC data sheet ("╧ n" heads, "Table n ╨" captions,
section rows per pin group, supply current stacked per mode with a unit per line, column
groups per version, limiting values per version).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

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
MIDDOT = "\u00b7"
CORNER = "\u2514"  # └
FRAME = "\u2569"  # ╩
ARROW_HEAD = "\u27bc"  # ➼
ARROW_CAP = "\u2799"  # ➙
SIGMA = "\u2211"  # ∑
CAP = "\u2229"  # ∩
HEAD_T = "\u2567"  # ╧
CAP_T = "\u2568"  # ╨


# ------------------------------------------------ TCXO real-time clock (Laayoune)
def lyr3215(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="SAGUIA CHRONOTECH",
        header_right="LYR3215 / LYR3215M  " + MIDDOT + "  Data sheet 19-3215, rev. C",
        footer_left="Saguia Chronotech SARL  "
        + MIDDOT
        + "  31, avenue de Smara  "
        + MIDDOT
        + "  Laayoune, Western Sahara  "
        + MIDDOT
        + "  rev. C, May 2024",
        footer_right="f. {page}/{nb}",
        rule_color=(138, 84, 36),
        table_fill=(246, 236, 220),
        accent=(120, 66, 20),
        grid=True,
    )
    s = Sheet(style, "LYR3215 / LYR3215M I2C real-time clock with TCXO")
    s.add_page()
    s.title_block(
        "LYR3215 / LYR3215M",
        "Extremely Accurate I" + SQ + "C Real-Time Clock with Integrated Temperature-"
        "Compensated Oscillator",
        "LYR3215: crystal TCXO, 16-pin SO (300 mil)   |   LYR3215M: MEMS resonator, 8-pin SO "
        "(150 mil)",
        20,
    )

    def general() -> None:
        s.heading(CORNER + " 1. General description", 10)
        s.para(
            "The LYR3215 is a low-cost real-time clock (RTC) with an I" + SQ + "C interface and "
            "an integrated temperature-compensated crystal oscillator (TCXO). A battery input "
            "keeps time when the main supply is interrupted. The clock counts seconds, minutes, "
            "hours, day, date, month and year with leap-year compensation valid up to 2100, "
            "and has two time-of-day alarms and a programmable square-wave output.",
            8.0,
        )
        s.para(
            "The LYR3215M replaces the crystal by a MEMS resonator in a smaller package. It "
            "shares the register map and the bus address with the LYR3215 but has no 32 kHz "
            "output pin and a wider frequency tolerance.",
            8.0,
        )

    def features() -> None:
        s.heading(CORNER + " 2. Features", 10)
        s.bullets(
            [
                "Accuracy " + PM + "2 ppm from 0 " + DEG + " to +40 " + DEG + " (LYR3215)",
                "Accuracy " + PM + "5 ppm from -40 " + DEG + " to +85 " + DEG + " (LYR3215M)",
                "Battery-backup input for continuous timekeeping",
                "Fast (400 kHz) I" + SQ + "C interface",
                "Digital temperature sensor, " + PM + "3 " + DEG + " accuracy",
                "Operating voltage 2.3 V to 5.5 V",
                "Two alarms, SQW/INT output, reset output",
            ],
            7.8,
            mark="\u25aa",
        )

    s.side_by_side(general, features, 262, 16)
    s.heading(CORNER + " 3. Recommended operating conditions", 10, rule=True)
    s.caption(
        "Frame 1 "
        + FRAME
        + " Recommended operating conditions (TA = -40 "
        + DEG
        + " to +85 "
        + DEG
        + ", unless otherwise noted)"
    )
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 54, "C"),
            Col("Conditions", 95, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Units", 50, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "", "2.3", "3.3", "5.5", "V"],
            ["Backup supply voltage", "V_{BAT}", "", "2.3", "3.0", "5.5", "V"],
            ["Logic 1 input, SDA, SCL", "V_{IH}", "", "0.7 x VCC", "", "VCC + 0.3", "V"],
            ["Logic 0 input, SDA, SCL", "V_{IL}", "", "-0.3", "", "0.3 x VCC", "V"],
            [
                "Pull-up voltage, SCL, SDA,\n32kHz, INT/SQW",
                "V_{PU}",
                "VCC = 0 V",
                "",
                "",
                "5.5",
                "V",
            ],
            ["Operating temperature", "T_{A}", "", "-40", "", "+85", DEG],
        ],
        7.4,
    )
    s.heading(CORNER + " 4. Electrical characteristics", 10, rule=True)
    s.caption(
        "Frame 2 "
        + FRAME
        + " Supply and timekeeping (TA = -40 "
        + DEG
        + " to +85 "
        + DEG
        + ", typical values at VCC = 3.3 V, VBAT = 3.0 V, TA = +25 "
        + DEG
        + ")"
    )
    s.table(
        [
            Col("Parameter", 100),
            Col("Conditions", 140),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Units", 91, "C"),
        ],
        [
            [
                "Active supply\ncurrent",
                "I" + SQ + "C active, fSCL = 400 kHz,\nVCC = 3.63 V\nVCC = 5.5 V",
                "\n\n",
                "\n200\n300",
                "\n\n",
                "\n150\n220",
                MU + "A",
            ],
            [
                "Standby supply\ncurrent",
                "I" + SQ + "C bus inactive, 32kHz\noutput on, SQW off,\nVCC = 3.63 V\nVCC = 5.5 V",
                "",
                "\n\n110\n170",
                "",
                "\n\n90\n140",
                MU + "A",
            ],
            [
                "Temperature\nconversion current",
                "I" + SQ + "C bus inactive,\nVCC = 3.63 V\nVCC = 5.5 V",
                "",
                "\n575\n650",
                "",
                "\n500\n600",
                MU + "A",
            ],
            [
                "Timekeeping\nbattery current",
                "VCC = 0 V, EOSC = 0,\nVBAT = 3.63 V\nVBAT = 5.5 V",
                "\n0.84\n1.0",
                "\n3.0\n3.5",
                "\n0.70\n0.90",
                "\n2.5\n3.0",
                MU + "A",
            ],
            ["Power-fail voltage", "V_{PF}", "2.575", "2.70", "2.575", "2.70", "V"],
            [
                "Frequency stability\nvs. temperature",
                "0 " + DEG + " to +40 " + DEG + "\n-40 " + DEG + " to +85 " + DEG,
                "",
                PM + "2.0\n" + PM + "3.5",
                "",
                PM + "5.0\n" + PM + "5.0",
                "ppm",
            ],
            ["Aging", "first year, after reflow", PM + "1.0", "", PM + "1.5", "", "ppm"],
            [
                "Temperature sensor\naccuracy",
                "VCC or VBAT = 3.3 V",
                "",
                PM + "3",
                "",
                PM + "3",
                DEG,
            ],
            ["Temperature\nconversion time", "t_{CONV}", "125", "200", "125", "200", "ms"],
        ],
        7.3,
        head_rows=[["", "", "LYR3215", "<", "LYR3215M", "<", ""]],
    )
    s.para(
        "The active and standby currents flow into VCC. While VCC is below VPF and below VBAT the "
        "device runs from VBAT, the I" + SQ + "C interface is disabled and only the timekeeping "
        "battery current is drawn.",
        7.6,
    )
    s.heading(CORNER + " 5. Absolute maximum ratings", 10, rule=True)
    s.caption("Frame 3 " + FRAME + " Absolute maximum ratings")
    s.table(
        [Col("Rating", 270), Col("Value", 140, "C"), Col("Units", 89, "C")],
        [
            [
                "Voltage range on any pin relative to ground (VCC, VBAT, SDA, SCL)",
                "-0.3 to +6.0",
                "V",
            ],
            ["Junction-to-ambient thermal resistance, SO-16", "73", DEG + "/W"],
            ["Storage temperature range", "-55 to +125", DEG],
            ["Lead temperature (soldering, 10 s)", "+260", DEG],
        ],
        7.3,
    )

    s.add_page()
    s.heading(CORNER + " 6. I" + SQ + "C interface", 10, rule=True)
    s.caption("Frame 4 " + FRAME + " AC characteristics of the serial bus (both versions)")
    s.table(
        [
            Col("Parameter", 130),
            Col("Symbol", 60, "C"),
            Col("Conditions", 110, "C"),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Units", 99, "C"),
        ],
        [
            [
                "SCL clock frequency",
                "f_{SCL}",
                "fast mode\nstandard mode",
                "100\n0",
                "400\n100",
                "kHz",
            ],
            [
                "Bus free time between\nSTOP and START",
                "t_{BUF}",
                "fast mode\nstandard mode",
                "1.3\n4.7",
                "",
                MU + "s",
            ],
            ["Output low voltage,\nSDA, INT/SQW, 32kHz", "V_{OL}", "I_{OL} = 3 mA", "", "0.4", "V"],
            ["Oscillator start-up\ntime", "t_{OSC}", "VCC applied", "", "1", "s"],
        ],
        7.3,
    )
    s.para(
        "The 7-bit slave address is 1101000 (0x68); it is fixed and cannot be changed, so only "
        "one LYR3215 or LYR3215M can sit on a bus. SDA, SCL, INT/SQW and 32kHz are open-drain "
        "and need external pull-up resistors. Fast-mode Plus (1 MHz) is not supported.",
        7.8,
    )
    s.heading(CORNER + " 7. Register map", 10, rule=True)
    s.caption("Frame 5 " + FRAME + " Timekeeping and control registers")
    s.table(
        [
            Col("Address", 60, "C"),
            Col("Function", 140),
            Col("Range", 110, "C"),
            Col("Bit 7", 70, "C"),
            Col("Reset value", 119, "C"),
        ],
        [
            ["00h", "Seconds", "00" + NDASH + "59", "0", "00h"],
            ["01h", "Minutes", "00" + NDASH + "59", "0", "00h"],
            ["02h", "Hours (12/24)", "1" + NDASH + "12 / 00" + NDASH + "23", "0", "00h"],
            ["07h" + NDASH + "0Ah", "Alarm 1", "", "A1Mx", "00h"],
            ["0Bh" + NDASH + "0Dh", "Alarm 2", "", "A2Mx", "00h"],
            ["0Eh", "Control", "", "EOSC", "1Ch"],
            ["0Fh", "Control/status", "", "OSF", "88h"],
            ["10h", "Aging offset", "-128 " + ELL + " +127", "sign", "00h"],
            [
                "11h" + NDASH + "12h",
                "Temperature MSB / LSB",
                "0.25 " + DEG + " steps",
                "sign",
                DASH,
            ],
        ],
        7.2,
    )
    s.heading(CORNER + " 8. Application information", 10, rule=True)
    s.bullets(
        [
            "Battery: a CR2032 lithium coin cell (3.0 V, 220 mAh) keeps the LYR3215 counting for "
            "about 8 years with VCC removed. The device has no trickle charger; do not fit a "
            "rechargeable cell and a charging resistor to the VBAT pin.",
            "If no battery is used, connect VBAT to ground.",
            "The pull-up resistors on SDA and SCL may go to 3.3 V or 5 V, independent of VCC, as "
            "long as VCC is within 2.3 V to 5.5 V.",
            "Every 64 s (LYR3215) or every 10 s (LYR3215M) the device measures the temperature "
            "and adjusts the oscillator; the conversion current flows only during the "
            "conversion.",
            "The RST pin is open-drain and is held low for 250 ms after VCC rises above VPF.",
        ],
        7.8,
        mark="\u25aa",
    )
    s.heading(CORNER + " 9. Ordering information", 10, rule=True)
    s.caption("Frame 6 " + FRAME + " Ordering information")
    s.table(
        [
            Col("Part number", 120),
            Col("Version", 80, "C"),
            Col("Temp. range", 110, "C"),
            Col("Package", 90, "C"),
            Col("Packing", 99, "C"),
        ],
        [
            ["LYR3215SN", "LYR3215", "-40 " + DEG + " to +85 " + DEG, "16 SO", "tube, 47 pcs"],
            ["LYR3215SN#T", "LYR3215", "-40 " + DEG + " to +85 " + DEG, "16 SO", "reel, 1000 pcs"],
            ["LYR3215MZ", "LYR3215M", "-40 " + DEG + " to +85 " + DEG, "8 SO", "tube, 100 pcs"],
            ["LYR3215MZ#T", "LYR3215M", "-40 " + DEG + " to +85 " + DEG, "8 SO", "reel, 2500 pcs"],
        ],
        7.2,
    )
    return save(s, out / "lyr3215.pdf")


# ------------------------------------------------ logic-level MOSFET module (Gustavia)
def gblfet12(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="COLOMBIER KIT BOUTIQUE  " + ARROW_HEAD + "  switching",
        header_right="GBL-FET12 / GBL-FET12D",
        footer_left="Colombier Kit Boutique  "
        + MIDDOT
        + "  rue du Bord de Mer  "
        + MIDDOT
        + "  Gustavia, Saint-Barth\u00e9lemy  "
        + MIDDOT
        + "  prices in EUR, VAT-free territory",
        footer_right="GBL " + MIDDOT + " {page}/{nb}",
        rule_color=(0, 128, 128),
        table_fill=(222, 244, 240),
        accent=(0, 104, 104),
        grid=False,
    )
    s = Sheet(style, "GBL-FET12 / GBL-FET12D logic-level MOSFET switch module")
    s.add_page()
    s.title_block(
        "GBL-FET12 / GBL-FET12D",
        "Logic-Level MOSFET Switch Module for 12 V Loads " + NDASH + " low side, PWM capable",
        "GBL-FET12: gate driven straight from IN   |   GBL-FET12D: with gate driver, full "
        "current from 3.3 V logic",
        19,
    )

    def intro() -> None:
        s.heading(ARROW_HEAD + " The module", 10)
        s.para(
            "One N-channel MOSFET switches the negative side of a DC load: LED strips, pumps, "
            "fans, solenoid valves, heating pads. The control input IN takes a logic signal "
            "from an Arduino, ESP32 or Raspberry Pi; a 10 k" + OHM + " resistor pulls IN low, "
            "so the load stays off while the controller boots.",
            7.8,
        )
        s.para(
            "On the GBL-FET12 the gate sees the IN voltage itself. The GBL-FET12D adds a gate "
            "driver that charges the gate to 10 V from the load supply, so the MOSFET is fully "
            "on even with 3.3 V at IN, and it switches fast enough for PWM up to 20 kHz.",
            7.8,
        )

    def glance() -> None:
        s.heading(ARROW_HEAD + " Short version", 10)
        s.bullets(
            [
                "Loads 5 V to 24 V DC (GBL-FET12D: 9 V to 24 V)",
                "Up to 15 A continuous",
                "IN: 3.3 V or 5 V logic",
                "MOSFET 30 V, 6.5 m" + OHM + " at VGS = 10 V",
                "Flyback diode on board (GBL-FET12D only)",
                "Screw terminals, 50 x 26 mm",
            ],
            7.8,
            mark="\u2013",
        )

    s.side_by_side(intro, glance, 282, 16)
    s.heading(ARROW_HEAD + " Specifications", 10.5, rule=True)
    s.caption("Encart 1 " + ARROW_CAP + " Ratings by version (Ta = 25 " + DEG + ", no heatsink)")
    s.table(
        [
            Col("Parameter", 88),
            Col("Conditions", 95),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Unit", 88, "C"),
        ],
        [
            ["Load supply\nvoltage", "V+ terminal", "5", "12", "24", "9", "12", "24", "V"],
            [
                "Continuous\nload current",
                "IN = 3.3 V\nIN = 5.0 V",
                "",
                "",
                "4\n10",
                "",
                "",
                "15\n15",
                "A",
            ],
            ["Peak load current", "10 ms pulse, 1 %", "", "", "40", "", "", "60", "A"],
            [
                "MOSFET on-state\nresistance",
                "VGS = 10 V\nVGS = 4.5 V\nVGS = 3.3 V",
                "",
                DASH + "\n9.0\n16",
                DASH + "\n12\n24",
                "",
                "6.5\n" + DASH + "\n" + DASH,
                "9.0\n" + DASH + "\n" + DASH,
                "m" + OHM,
            ],
            ["IN high level", "", "3.0", "", "5.5", "2.0", "", "5.5", "V"],
            ["IN low level", "", "", "", "0.8", "", "", "0.8", "V"],
            ["IN current", "IN = 5.0 V\nIN = 3.3 V", "", "0.5\n0.33", "", "", "0.9\n0.6", "", "mA"],
            ["PWM frequency", "", "", "", "1", "", "", "20", "kHz"],
            ["Driver supply\ncurrent", "from V+, IN low", "", DASH, "", "", "1.8", "2.5", "mA"],
            ["Ambient temperature", "operating", "-20", "", "+70", "-25", "", "+85", DEG],
        ],
        7.3,
        head_rows=[["", "", "GBL-FET12", "<", "<", "GBL-FET12D", "<", "<", ""]],
    )
    s.para(
        "Both versions use the same MOSFET. Its own data: drain-source voltage VDS 30 V, "
        "gate threshold VGS(th) 1.2 V min, 1.7 V typ, 2.2 V max (ID = 250 " + MU + "A).",
        7.6,
    )
    s.heading(ARROW_HEAD + " Do not exceed", 10.5, rule=True)
    s.caption("Encart 2 " + ARROW_CAP + " Absolute limits")
    s.table(
        [
            Col("Item", 220),
            Col("GBL-FET12", 90, "C"),
            Col("GBL-FET12D", 90, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["V+ to V" + NDASH, "30", "28", "V"],
            ["IN to GND", "-0.3 " + ELL + " +6.0", "-0.3 " + ELL + " +6.0", "V"],
            ["Storage temperature", "-40 " + ELL + " +100", "-40 " + ELL + " +100", DEG],
        ],
        7.3,
    )

    s.add_page()
    s.heading(ARROW_HEAD + " Terminals", 10.5, rule=True)
    s.caption("Encart 3 " + ARROW_CAP + " Screw terminals and header")
    s.table(
        [Col("Terminal", 90, "C"), Col("Function", 409)],
        [
            [
                "V+",
                "Load supply plus (5 " + ELL + " 24 V DC); on the GBL-FET12D this also feeds "
                "the gate driver",
            ],
            ["V" + NDASH, "Load supply minus, joined to GND on the board"],
            ["LOAD+", "To the load's plus lead (internally connected to V+)"],
            ["LOAD" + NDASH, "To the load's minus lead (MOSFET drain, switched)"],
            ["IN", "Control input, 10 k" + OHM + " pull-down"],
            ["GND", "Signal ground, connect to the controller's GND"],
        ],
        7.3,
    )
    s.heading(ARROW_HEAD + " Good to know", 10.5, rule=True)
    s.bullets(
        [
            "Low-side switch: LOAD" + NDASH + " is switched, LOAD+ is always live. The grounds of "
            "controller and load are shared; there is no isolation.",
            "With 3.3 V at IN the GBL-FET12 gate only sees 3.3 V and the MOSFET is not fully "
            "on. Keep the load under 4 A or use the GBL-FET12D.",
            "Inductive loads (relays, solenoids, motors): the GBL-FET12D has a 5 A flyback "
            "diode on board. The GBL-FET12 has none; fit one across the load.",
            "DC only. Do not switch mains or any AC load.",
            "Derating: above 40 "
            + DEG
            + " ambient reduce the continuous current by 0.25 A per "
            + DEG
            + ". A clip-on heatsink (GBL-HS1) raises the GBL-FET12D to 20 A at 25 "
            + DEG
            + ".",
            "The GBL-FET12D gate driver needs at least 9 V on V+. On a 5 V load supply use the "
            "GBL-FET12.",
        ],
        7.8,
        mark="\u2013",
    )
    s.heading(ARROW_HEAD + " Questions from the shop", 10.5, rule=True)
    faq = [
        (
            "Can I dim a 12 V LED strip with an ESP32?",
            "Yes. Take the GBL-FET12D for strips above 4 A; it accepts 3.3 V at IN and PWM up "
            "to 20 kHz. The GBL-FET12 is fine for short strips and PWM up to 1 kHz.",
        ),
        (
            "Can it run a 24 V solenoid valve?",
            "Yes, 24 V is the top of the range on both versions. Use the GBL-FET12D or add a "
            "diode across the coil.",
        ),
        (
            "Will it reverse a motor?",
            "No. It only switches on and off. For direction you need an H-bridge.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 7.8, bold=True)
        s.para(answer, 7.8)
    s.heading(ARROW_HEAD + " Prices", 10.5, rule=True)
    s.caption("Encart 4 " + ARROW_CAP + " Price list (EUR)")
    s.table(
        [Col("Article", 120), Col("Contents", 200), Col("Pack", 70, "C"), Col("EUR", 109, "C")],
        [
            ["GBL-FET12", "module, direct gate", "1", "6.90"],
            ["GBL-FET12-3", "module, direct gate", "3", "18.00"],
            ["GBL-FET12D", "module with gate driver", "1", "11.50"],
            ["GBL-HS1", "clip-on heatsink for both versions", "1", "3.20"],
        ],
        7.3,
    )
    s.para("Updated 12 February 2024. Ratings can change without notice.", 7.0)
    return save(s, out / "gbl-fet12.pdf")


# ------------------------------------------------ current / power monitor IC (Roseau)
def dmv2190(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="LAYOU RIVER ANALOG",
        header_right="DMV2190  " + MIDDOT + "  SLD-2190B  " + MIDDOT + "  June 2024",
        footer_left="Layou River Analog Ltd.  "
        + MIDDOT
        + "  Bath Road  "
        + MIDDOT
        + "  Roseau, Commonwealth of Dominica  "
        + MIDDOT
        + "  SLD-2190B",
        footer_right="Page {page} of {nb}",
        rule_color=(85, 107, 47),
        table_fill=(236, 241, 226),
        accent=(70, 90, 30),
        grid=True,
    )
    s = Sheet(style, "DMV2190 zero-drift bidirectional current / power monitor")
    s.add_page()
    s.title_block(
        "DMV2190",
        "Zero-Drift, Bidirectional Current / Power Monitor with I" + SQ + "C Interface",
        "Grades DMV2190A and DMV2190B  |  SOT23-8 and SOIC-8  |  bus voltage 0 V to 26 V",
        22,
    )

    def features() -> None:
        s.heading(SIGMA + " 1  Features", 10)
        s.bullets(
            [
                "Senses bus voltages from 0 V to 26 V",
                "Reports current, voltage and power",
                "16 programmable addresses",
                "Accuracy: 0.5 % max. over temperature (DMV2190B)",
                "Filtering options, calibration register",
                "Supply 3 V to 5.5 V",
            ],
            7.8,
        )

    def description() -> None:
        s.heading(SIGMA + " 2  Description", 10)
        s.para(
            "The DMV2190 is a current shunt and power monitor with an I" + SQ + "C / SMBus-"
            "compatible interface. It monitors both the voltage drop across a shunt and the "
            "shunt supply voltage. With a programmed calibration value it reads out current "
            "in amperes and power in watts directly.",
            7.8,
        )
        s.para(
            "The bus input works independently of the supply: the DMV2190 can run from 3.3 V "
            "and sense a 24 V rail. Grade B has tighter offset and gain error.",
            7.8,
        )

    s.side_by_side(features, description, 220, 16)
    s.heading(SIGMA + " 3  Grade selection", 10, rule=True)
    s.caption(
        "Table 1 " + CAP + " Differences between grades (TA = -40 " + DEG + " to +125 " + DEG + ")"
    )
    s.table(
        [
            Col("Parameter", 200),
            Col("DMV2190A", 100, "C"),
            Col("DMV2190B", 100, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Shunt offset voltage, max.", PM + "100", PM + "50", MU + "V"],
            ["Current measurement error, max.", PM + "1.0", PM + "0.5", "%"],
            ["Bus voltage measurement error, max.", PM + "1.0", PM + "0.5", "%"],
            ["Gain error, max.", PM + "0.4", PM + "0.2", "%"],
        ],
        7.3,
    )
    s.heading(SIGMA + " 4  Electrical characteristics", 10, rule=True)
    s.caption(
        "Table 2 " + CAP + " Electrical characteristics (TA = 25 " + DEG + ", VS = 3.3 V, "
        "VIN+ = 12 V, VSHUNT = VIN+ - VIN- = 32 mV, unless noted)"
    )
    s.table(
        [
            Col("Parameter", 108),
            Col("Conditions", 146),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 113, "C"),
        ],
        [
            ["Input"],
            [
                "Full-scale shunt\nvoltage range",
                "PGA = /1\nPGA = /2\nPGA = /4\nPGA = /8",
                "",
                PM + "40\n" + PM + "80\n" + PM + "160\n" + PM + "320",
                "",
                "mV",
            ],
            ["Bus voltage input\nrange (1)", "", "0", "", "26", "V"],
            ["Bus full-scale\nsetting", "BRNG = 0\nBRNG = 1", "", "16\n32", "", "V"],
            ["Common-mode\nrejection", "VIN+ = 0 V to 26 V", "100", "120", "", "dB"],
            ["ADC"],
            ["Resolution", "", "", "12", "", "bits"],
            ["Shunt voltage LSB", "", "", "10", "", MU + "V"],
            ["Bus voltage LSB", "", "", "4", "", "mV"],
            [
                "Conversion time",
                "9-bit\n10-bit\n11-bit\n12-bit",
                "",
                "84\n148\n276\n532",
                "93\n163\n304\n586",
                MU + "s",
            ],
            ["Power supply"],
            ["Supply voltage", "VS", "3.0", "", "5.5", "V"],
            [
                "Quiescent current",
                "active, continuous conversion\npower-down",
                "",
                "0.7\n6",
                "1.0\n15",
                "mA\n" + MU + "A",
            ],
            ["Power-on reset\nthreshold", "", "", "2.0", "", "V"],
            ["Specified temperature", "", "-40", "", "+125", DEG],
        ],
        7.2,
    )
    s.para(
        "(1) The bus full-scale setting of 32 V does not allow more than 26 V to be applied to "
        "VIN+ or VIN-.",
        7.3,
    )

    s.add_page()
    s.heading(SIGMA + " 5  Absolute maximum ratings", 10, rule=True)
    s.caption("Table 3 " + CAP + " Absolute maximum ratings")
    s.table(
        [Col("Parameter", 230), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 129, "C")],
        [
            ["Supply voltage, VS", "", "6", "V"],
            ["Differential input, VIN+ - VIN-", "-26", "26", "V"],
            ["Common-mode input, VIN+ and VIN-", "-0.3", "26", "V"],
            ["SDA, SCL", "-0.3", "6", "V"],
            ["Junction temperature", "", "150", DEG],
            ["Storage temperature", "-65", "150", DEG],
        ],
        7.3,
    )
    s.heading(SIGMA + " 6  Digital interface", 10, rule=True)
    s.caption("Table 4 " + CAP + " I" + SQ + "C characteristics (VS = 3.0 V to 5.5 V)")
    s.table(
        [
            Col("Parameter", 120),
            Col("Conditions", 150),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 129, "C"),
        ],
        [
            ["SCL frequency", "fast mode\nhigh-speed mode", "0.001\n0.001", "0.4\n2.56", "MHz"],
            ["Input high, SDA, SCL", "", "0.7 x VS", "6", "V"],
            ["Input low, SDA, SCL", "", "-0.3", "0.3 x VS", "V"],
            ["Output low, SDA", "IOL = 3 mA", "0", "0.4", "V"],
        ],
        7.3,
    )
    s.para(
        "SDA and SCL are open-drain and may be pulled up to 5 V even when VS is 3.3 V.",
        7.6,
    )
    s.caption("Table 5 " + CAP + " Slave address (7-bit) set by A1 and A0")
    s.table(
        [
            Col("A1 \\ A0", 99, "C"),
            Col("GND", 100, "C"),
            Col("VS", 100, "C"),
            Col("SDA", 100, "C"),
            Col("SCL", 100, "C"),
        ],
        [
            ["GND", "0x40", "0x41", "0x42", "0x43"],
            ["VS", "0x44", "0x45", "0x46", "0x47"],
            ["SDA", "0x48", "0x49", "0x4A", "0x4B"],
            ["SCL", "0x4C", "0x4D", "0x4E", "0x4F"],
        ],
        7.3,
    )
    s.heading(SIGMA + " 7  Register map", 10, rule=True)
    s.caption("Table 6 " + CAP + " Registers")
    s.table(
        [
            Col("Pointer", 60, "C"),
            Col("Name", 110),
            Col("Function", 200),
            Col("Reset", 70, "C"),
            Col("Access", 59, "C"),
        ],
        [
            ["00h", "Configuration", "reset, range, PGA, ADC resolution, mode", "399Fh", "R/W"],
            ["01h", "Shunt voltage", "shunt voltage result", DASH, "R"],
            ["02h", "Bus voltage", "bus voltage result", DASH, "R"],
            ["03h", "Power", "power result", "0000h", "R"],
            ["04h", "Current", "current result", "0000h", "R"],
            ["05h", "Calibration", "full-scale range and LSB of current and power", "0000h", "R/W"],
        ],
        7.2,
    )
    s.heading(SIGMA + " 8  Application notes", 10, rule=True)
    s.bullets(
        [
            "With a 0.1 " + OHM + " shunt and PGA = /8 the DMV2190 measures up to " + PM + "3.2 A "
            "with 0.8 mA resolution. Larger currents need a smaller shunt.",
            "The device measures on the high side or the low side; the shunt may sit in any "
            "supply line from 0 V to 26 V.",
            "Place a 0.1 " + MU + "F ceramic capacitor from VS to GND close to the device.",
            "The DMV2190 does not switch or limit the load current; it only measures.",
        ],
        7.8,
    )
    s.caption("Table 7 " + CAP + " Ordering information")
    s.table(
        [
            Col("Orderable device", 130),
            Col("Grade", 70, "C"),
            Col("Package", 100, "C"),
            Col("Pins", 60, "C"),
            Col("Package qty", 139, "C"),
        ],
        [
            ["DMV2190AIDCNR", "A", "SOT23", "8", "3000"],
            ["DMV2190AID", "A", "SOIC", "8", "75"],
            ["DMV2190BIDCNR", "B", "SOT23", "8", "3000"],
            ["DMV2190BID", "B", "SOIC", "8", "75"],
        ],
        7.2,
    )
    return save(s, out / "dmv2190.pdf")


# ------------------------------------------------ CAN transceivers (Burnt Pine)
def nfk1040(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="MOUNT PITT INTERFACE DEVICES",
        header_right="NFK1040-33 / NFK1040-50  "
        + MIDDOT
        + "  CAN transceivers  "
        + MIDDOT
        + "  DS-1040 issue 4",
        footer_left="Mount Pitt Interface Devices Pty Ltd  " + MIDDOT + "  Taylors Road, Burnt "
        "Pine, Norfolk Island 2899  " + MIDDOT + "  DS-1040 issue 4, April 2024",
        footer_right="{page} / {nb}",
        rule_color=(128, 24, 48),
        table_fill=(246, 228, 232),
        accent=(120, 20, 40),
        grid=False,
    )
    s = Sheet(style, "NFK1040-33 / NFK1040-50 CAN bus transceivers")
    s.add_page()
    s.title_block(
        "NFK1040-33 / NFK1040-50",
        "High-Speed CAN Transceivers, 3.3 V and 5 V Supply",
        "ISO 11898-2 physical layer  |  up to 1 Mbit/s  |  SO-8  |  slope control and standby "
        "through pin Rs",
        21,
    )

    def desc() -> None:
        s.heading(HEAD_T + " 1  Description", 10)
        s.para(
            "The NFK1040 transceivers connect a CAN protocol controller to a two-wire "
            "differential bus. The NFK1040-33 runs from a single 3.3 V supply and suits "
            "3.3 V microcontrollers such as ESP32 and STM32 parts with a built-in CAN or TWAI "
            "controller. The NFK1040-50 runs from 5 V and has a wider bus-fault range.",
            7.8,
        )
        s.para(
            "Both versions meet ISO 11898-2 and can be mixed on one bus. The Rs pin selects "
            "high-speed operation, slope control or a low-current standby mode.",
            7.8,
        )

    def feats() -> None:
        s.heading(HEAD_T + " 2  Features", 10)
        s.bullets(
            [
                "NFK1040-33: VCC 3.0 V to 3.6 V",
                "NFK1040-50: VCC 4.5 V to 5.5 V",
                "Data rate up to 1 Mbit/s",
                "Bus-fault protection -4 V to +16 V (-33) or " + PM + "40 V (-50)",
                "Standby: 370 " + MU + "A (-33), 8 " + MU + "A (-50)",
                "Up to 120 (-33) or 112 (-50) nodes",
            ],
            7.8,
        )

    s.side_by_side(desc, feats, 262, 16)
    s.heading(HEAD_T + " 3  Limiting values", 10, rule=True)
    s.caption(
        "Table 1 " + CAP_T + " Limiting values (stresses above these can cause permanent damage)"
    )
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Parameter", 165),
            Col("NFK1040-33", 90, "C"),
            Col("NFK1040-50", 90, "C"),
            Col("Unit", 94, "C"),
        ],
        [
            ["V_{CC}", "supply voltage", "-0.3 to +6.0", "-0.3 to +7.0", "V"],
            ["V_{CANH}, V_{CANL}", "voltage on bus pins", "-4 to +16", "-40 to +40", "V"],
            ["V_{I}", "voltage on TXD, Rs", "-0.5 to VCC + 0.5", "-0.3 to VCC + 0.3", "V"],
            ["V_{ESD}", "ESD, HBM, bus pins", PM + "16", PM + "4", "kV"],
            ["T_{stg}", "storage temperature", "-65 to +150", "-55 to +150", DEG],
        ],
        7.3,
    )
    s.heading(HEAD_T + " 4  Static characteristics", 10, rule=True)
    s.caption(
        "Table 2 "
        + CAP_T
        + " Static characteristics (TA = -40 "
        + DEG
        + " to +125 "
        + DEG
        + "; RL = 60 "
        + OHM
        + ")"
    )
    s.table(
        [
            Col("Parameter", 92),
            Col("Conditions", 100),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Unit", 91, "C"),
        ],
        [
            ["Supply; pin VCC"],
            ["Supply voltage", "", "3.0", "3.3", "3.6", "4.5", "5.0", "5.5", "V"],
            [
                "Supply current",
                "dominant, VTXD = 0 V\nrecessive, VTXD = VCC\nstandby, Rs = VCC",
                "",
                "10\n6\n370",
                "17\n10\n600",
                "",
                "45\n5\n8",
                "75\n10\n15",
                "mA\nmA\n" + MU + "A",
            ],
            ["Transmitter data input; pin TXD"],
            ["High-level input\nvoltage", "", "2.0", "", "VCC", "3.5", "", "VCC + 0.3", "V"],
            ["Low-level input\nvoltage", "", "0", "", "0.8", "-0.3", "", "1.5", "V"],
            ["Receiver data output; pin RXD"],
            ["High-level output\nvoltage", "IOH = -2 mA", "2.4", "3.2", "", "4.0", "4.6", "", "V"],
            ["Low-level output\nvoltage", "IOL = 2 mA", "", "0.2", "0.4", "", "0.2", "0.6", "V"],
            ["Bus lines; pins CANH and CANL"],
            [
                "Differential output\n(dominant)",
                "RL = 60 " + OHM,
                "1.5",
                "2.0",
                "3.0",
                "1.5",
                "2.25",
                "3.0",
                "V",
            ],
            ["Receiver differential\nthreshold", "", "0.5", "0.7", "0.9", "0.5", "0.7", "0.9", "V"],
            ["Slope control; pin Rs"],
            [
                "Standby input\nvoltage",
                "VRs for standby",
                "0.75 x VCC",
                "",
                "",
                "0.75 x VCC",
                "",
                "",
                "V",
            ],
        ],
        7.2,
        head_rows=[["", "", "NFK1040-33", "<", "<", "NFK1040-50", "<", "<", ""]],
    )
    s.para(
        "High-level input voltage of the NFK1040-50 TXD pin: the 3.5 V minimum is 0.7 x VCC at "
        "VCC = 5.0 V.",
        7.3,
    )

    s.add_page()
    s.heading(HEAD_T + " 5  Dynamic characteristics", 10, rule=True)
    s.caption(
        "Table 3 "
        + CAP_T
        + " Timing (RL = 60 "
        + OHM
        + ", CL = 100 pF, Rs = 0 "
        + OHM
        + " unless noted)"
    )
    s.table(
        [
            Col("Parameter", 170),
            Col("Conditions", 120),
            Col("NFK1040-33", 70, "C"),
            Col("NFK1040-50", 70, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Data rate, max.", "Rs = 0 " + OHM + " (high speed)", "1", "1", "Mbit/s"],
            ["Loop delay TXD to RXD, max.", "", "70", "135", "ns"],
            [
                "Differential output slew rate",
                "Rs = 10 k" + OHM + "\nRs = 100 k" + OHM,
                "15\n2",
                "24\n4",
                "V/" + MU + "s",
            ],
            ["Standby to normal wake time, max.", "", "0.5", "1.0", MU + "s"],
            ["TXD dominant time-out", "VTXD = 0 V", "none", "1.25", "ms"],
        ],
        7.3,
    )
    s.heading(HEAD_T + " 6  Pinning", 10, rule=True)
    s.caption("Table 4 " + CAP_T + " Pin description (both versions)")
    s.table(
        [Col("Pin", 40, "C"), Col("Symbol", 60, "C"), Col("Description", 399)],
        [
            ["1", "TXD", "transmit data input (from the CAN controller)"],
            ["2", "GND", "ground"],
            ["3", "VCC", "supply voltage"],
            ["4", "RXD", "receive data output (to the CAN controller), push-pull to VCC"],
            ["5", "Vref", "VCC / 2 reference output"],
            ["6", "CANL", "low-level CAN bus line"],
            ["7", "CANH", "high-level CAN bus line"],
            [
                "8",
                "Rs",
                "mode select: to GND for high speed, resistor for slope control, "
                "to VCC for standby",
            ],
        ],
        7.3,
    )
    s.heading(HEAD_T + " 7  Application information", 10, rule=True)
    s.para(
        "Terminate the bus at both ends with 120 " + OHM + ". With Rs at GND the transmitter runs "
        "at full speed; a 10 k" + OHM + " to 100 k" + OHM + " resistor from Rs to GND reduces "
        "the slope for lower emission at data rates up to 250 kbit/s. Do not leave Rs open.",
        7.8,
    )
    s.para(
        "RXD is a push-pull output that swings to VCC. The NFK1040-50 therefore drives RXD to "
        "about 5 V; a 3.3 V microcontroller input that is not 5 V tolerant needs a divider or "
        "level shifter. The NFK1040-33 drives RXD to 3.3 V and its TXD input accepts 3.3 V "
        "logic directly.",
        7.8,
    )
    s.para(
        "The NFK1040-33 has no TXD dominant time-out: a TXD pin stuck low blocks the bus until "
        "the fault is removed. The NFK1040-50 releases the bus after 1.25 ms.",
        7.8,
    )
    s.heading(HEAD_T + " 8  Ordering information", 10, rule=True)
    s.caption("Table 5 " + CAP_T + " Ordering information")
    s.table(
        [
            Col("Type number", 120),
            Col("VCC", 70, "C"),
            Col("Package", 80, "C"),
            Col("Temperature", 110, "C"),
            Col("Packing", 119, "C"),
        ],
        [
            ["NFK1040-33D", "3.3 V", "SO-8", "-40 to +125 " + DEG, "tube, 100"],
            ["NFK1040-33DR", "3.3 V", "SO-8", "-40 to +125 " + DEG, "reel, 2500"],
            ["NFK1040-50D", "5 V", "SO-8", "-40 to +125 " + DEG, "tube, 100"],
            ["NFK1040-50DR", "5 V", "SO-8", "-40 to +125 " + DEG, "reel, 2500"],
        ],
        7.3,
    )
    return save(s, out / "nfk1040.pdf")
