"""Hold-out 134 datasheets, part 2: a 12-key capacitive touch IC (I2C), a soil-moisture
sensor module with comparator output, a thermocouple amplifier IC with analog output and a
Bluetooth LE module with UART AT commands.

A Bandung (Indonesia) touch-IC house data sheet in English with Indonesian chapter heads
("BAB n · Title", "Tabel n / Table n" captions, supply range stacked per regulator
configuration, run-mode current per sample period, an address table, a register map with
addresses that look like I2C addresses, I2C timing and pin tables as decoys), a Freetown
(Sierra Leone) maker-store product sheet ("✤" heads, leone prices, rows stacked per supply
voltage, a typical-readings table and a price list as decoys), an Aveiro (Portugal) sensor-IC
house data sheet ("n.º" heads, "Table n:" captions below the tables, accuracy stacked per
version and range, the measurement range per supply in a separate table, an EMF table and
pin table as decoys) and a Plovdiv (Bulgaria) radio-module house data sheet ("▤ n." heads,
bilingual "Таблица n / Table n" captions, stacked rows per version and mode, a baud-rate
index table and AT command table as decoys).
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
ARROW = "\u2192"
TIMES = "\u00d7"
MINUS = "\u2212"
SQ2 = "\u00b2"


# ------------------------------------------------ 12-key capacitive touch IC (Bandung)
def pkt6112(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="PRIANGAN TOUCH SEMIKONDUKTOR",
        header_right="PKT6112 Data Sheet  |  Rev 1.4",
        footer_left="PT Priangan Touch Semikonduktor  \u00b7  Jl. Dago 118, Bandung 40135, Indonesia  "
        "\u00b7  www.priangantouch.co.id",
        footer_right="hlm. {page} dari {nb}",
        rule_color=(38, 110, 92),
        table_fill=(226, 240, 234),
        accent=(38, 110, 92),
        grid=True,
    )
    s = Sheet(style, "PKT6112 12-channel capacitive touch controller")
    s.add_page()
    s.title_block(
        "PKT6112",
        "12-Channel Capacitive Touch Sensor Controller with I" + SQ2 + "C Interface",
        "QFN-20, 3 mm " + TIMES + " 3 mm   \u00b7   four selectable I" + SQ2 + "C addresses   "
        "\u00b7   open-drain IRQ output",
        20,
    )

    def features() -> None:
        s.heading("BAB 1 \u00b7 Features", 9.5)
        s.bullets(
            [
                "12 touch electrodes plus a 13th proximity channel",
                "Supply 1.71 V to 3.6 V (see Table 2)",
                "29 " + MU + "A run current at 16 ms sample period",
                "3 " + MU + "A stop-mode current",
                "I" + SQ2 + "C interface, standard and fast mode",
                "Four addresses set by the ADDR pin",
                "Open-drain IRQ on every touch and release",
                "Automatic baseline tracking and debounce",
                MINUS + "40 " + DEG + " to +85 " + DEG,
            ],
            7.6,
        )

    def description() -> None:
        s.heading("BAB 2 \u00b7 Description", 9.5)
        s.para(
            "The PKT6112 measures the capacitance of up to 12 electrodes by charging each one "
            "with a programmable constant current and timing the voltage rise. A digital filter "
            "with baseline tracking compares each reading with its baseline and reports touch "
            "and release events through the status registers and the IRQ pin.",
            7.6,
        )
        s.para(
            "Typical uses are 3 " + TIMES + " 4 keypads for door locks and appliances, touch "
            "sliders and wheels, and proximity wake-up. Electrodes can be copper pads under "
            "glass or plastic up to 3 mm thick, or conductive paint and fruit for demonstrations.",
            7.6,
        )

    s.side_by_side(features, description, 230, 16)
    s.heading("BAB 3 \u00b7 Absolute Maximum Ratings", 9.5, rule=True)
    s.caption("Tabel 1 / Table 1  Absolute maximum ratings", 8)
    s.table(
        [Col("Parameter", 240), Col("Symbol", 60, "C"), Col("Min", 50, "C"), Col("Max", 70, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage", "V_{DD}", MINUS + "0.3", "4.0", "V"],
            ["Voltage on any other pin", "V_{IN}", MINUS + "0.3", "V_{DD} + 0.3", "V"],
            ["Current into any pin", "", "", PM + "10", "mA"],
            ["Storage temperature", "T_{STG}", MINUS + "40", "125", DEG],
            ["ESD, human-body model", "", "", PM + "2000", "V"],
        ],
        7.4,
    )
    s.heading("BAB 4 \u00b7 Recommended Operating Conditions", 9.5, rule=True)
    s.caption("Tabel 2 / Table 2  Recommended operating conditions", 8)
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 45, "C"),
            Col("Configuration", 160),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            [
                "Supply voltage",
                "V_{DD}",
                "internal regulator on\n(VREG to 100 nF)\nregulator bypassed\n(VREG tied to VDD)",
                "2.0\n\n1.71\n",
                "3.3\n\n1.8\n",
                "3.6\n\n2.75\n",
                "V",
            ],
            ["Operating temperature", "T_{A}", "", MINUS + "40", "", "+85", DEG],
        ],
        7.4,
    )
    s.heading("BAB 5 \u00b7 Electrical Characteristics", 9.5, rule=True)
    s.caption("Tabel 3 / Table 3  DC characteristics, VDD = 3.3 V, TA = 25 " + DEG, 8)
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 45, "C"),
            Col("Conditions", 160),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            [
                "Run-mode supply\ncurrent",
                "I_{DD}",
                "12 electrodes, sample period 16 ms\n12 electrodes, sample period 1 ms",
                "",
                "29\n393",
                "40\n500",
                MU + "A",
            ],
            ["Stop-mode current", "I_{DDS}", "all electrodes disabled", "", "3", "6", MU + "A"],
            ["Input high voltage", "V_{IH}", "SDA, SCL, ADDR", "0.7 " + TIMES + " VDD", "", "", "V"],
            ["Input low voltage", "V_{IL}", "SDA, SCL, ADDR", "", "", "0.3 " + TIMES + " VDD", "V"],
            ["Output low voltage", "V_{OL}", "SDA, IRQ, I_{OL} = 3 mA", "", "", "0.4", "V"],
            ["Input leakage", "I_{IL}", "", "", "0.025", "1", MU + "A"],
            ["Electrode charge\ncurrent", "I_{CHG}", "programmable, 1 " + MU + "A steps", "1", "", "63", MU + "A"],
            ["Electrode charge time", "t_{CHG}", "programmable", "0.5", "", "32", MU + "s"],
            ["Electrode capacitance", "C_{E}", "measurable range", "0.45", "", "2000", "pF"],
            ["Sample period", "t_{S}", "ESI setting", "1", "", "128", "ms"],
            ["Power-on reset time", "t_{POR}", "VDD to first I" + SQ2 + "C access", "", "", "1", "ms"],
        ],
        7.4,
    )
    s.para(
        "The run-mode current scales almost linearly with the number of enabled electrodes "
        "and inversely with the sample period. Between samples the analog front end is off.",
        7.4,
    )

    s.add_page()
    s.heading("BAB 6 \u00b7 I" + SQ2 + "C Interface", 9.5, rule=True)
    s.para(
        "The PKT6112 is an I" + SQ2 + "C slave in standard mode (100 kHz) and fast mode "
        "(400 kHz). The 7-bit address is chosen by connecting the ADDR pin to one of four "
        "nets (Table 4). The 8-bit bytes 0xB4, 0xB6, 0xB8 and 0xBA seen in some host libraries "
        "are the write addresses, i.e. the 7-bit address shifted left by one.",
        7.6,
    )

    def addr() -> None:
        s.caption("Tabel 4 / Table 4  I" + SQ2 + "C address", 8)
        s.table(
            [Col("ADDR connected to", 120, "C"), Col("7-bit address", 110, "C")],
            [["GND", "0x5A"], ["VDD", "0x5B"], ["SDA", "0x5C"], ["SCL", "0x5D"]],
            7.4,
        )

    def timing() -> None:
        s.caption("Tabel 5 / Table 5  I" + SQ2 + "C timing", 8)
        s.table(
            [Col("Parameter", 140), Col("Min", 40, "C"), Col("Max", 40, "C"), Col("Unit", 35, "C")],
            [
                ["SCL clock frequency", "0", "400", "kHz"],
                ["Hold time, START", "0.6", "", MU + "s"],
                ["SCL low period", "1.3", "", MU + "s"],
                ["SCL high period", "0.6", "", MU + "s"],
                ["Bus free time", "1.3", "", MU + "s"],
            ],
            7.4,
        )

    s.side_by_side(addr, timing, 234, 10)
    s.para(
        "SDA and IRQ are open-drain. Pull them up to VDD (4.7 k" + OHM + " for 400 kHz). The "
        "pins are not 5 V tolerant: on a bus pulled up to 5 V, or with a 5 V host, use a level "
        "translator. Up to four PKT6112 share one bus, giving 48 keys.",
        7.6,
    )
    s.heading("BAB 7 \u00b7 Register Map (excerpt)", 9.5, rule=True)
    s.caption("Tabel 6 / Table 6  Register map", 8)
    s.table(
        [Col("Address", 70, "C"), Col("Name", 120), Col("Reset value", 70, "C"), Col("Description", 239)],
        [
            ["0x00", "TOUCH_STAT0", "0x00", "Touch status, electrodes 0 to 7"],
            ["0x01", "TOUCH_STAT1", "0x00", "Touch status, electrodes 8 to 11 and proximity"],
            ["0x04 " + ELL + " 0x1D", "FILT_DATA", DASH, "Filtered data, 10 bit, two bytes per electrode"],
            ["0x1E " + ELL + " 0x2A", "BASELINE", DASH, "Baseline values"],
            ["0x41 " + ELL + " 0x5A", "TTH / RTH", "0x00", "Touch and release thresholds"],
            ["0x5B", "DEBOUNCE", "0x00", "Touch and release debounce"],
            ["0x5C", "AFE_CFG1", "0x10", "Charge current (CDC), first filter"],
            ["0x5D", "AFE_CFG2", "0x24", "Charge time (CDT), second filter, ESI"],
            ["0x5E", "ECR", "0x00", "Electrode configuration; run / stop mode"],
            ["0x80", "SOFT_RESET", DASH, "Write 0x63 to reset"],
        ],
        7.3,
    )
    s.heading("BAB 8 \u00b7 Pin Description", 9.5, rule=True)
    s.caption("Tabel 7 / Table 7  Pin description, QFN-20", 8)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Type", 60, "C"), Col("Function", 299)],
        [
            ["1", "IRQ", "O (OD)", "Interrupt output, active low"],
            ["2", "SCL", "I", "I" + SQ2 + "C clock"],
            ["3", "SDA", "I/O (OD)", "I" + SQ2 + "C data"],
            ["4", "ADDR", "I", "Address select (Table 4)"],
            ["5", "VREG", "P", "Internal regulator output; 100 nF to GND, or tie to VDD"],
            ["6", "VSS", "P", "Ground"],
            ["7", "REXT", "I", "Reference resistor 75 k" + OHM + ", 1 %, to VSS"],
            ["8 " + ELL + " 19", "ELE0 " + ELL + " ELE11", "A", "Electrode inputs"],
            ["20", "VDD", "P", "Supply"],
        ],
        7.3,
    )
    s.heading("BAB 9 \u00b7 Ordering Information", 9.5, rule=True)
    s.table(
        [Col("Part number", 140), Col("Package", 100, "C"), Col("Temperature", 120, "C"), Col("Packing", 139, "C")],
        [
            ["PKT6112QR2", "QFN-20", MINUS + "40 to +85 " + DEG, "tape and reel, 5000"],
            ["PKT6112QT", "QFN-20", MINUS + "40 to +85 " + DEG, "tray, 490"],
        ],
        7.3,
    )
    return save(s, out / "pkt6112.pdf")


# ------------------------------------------------ soil-moisture sensor module (Freetown)
def ftsm41(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="LUMLEY BEACH MAKER HUB",
        header_right="FTS-M41 soil moisture sensor  \u00b7  product sheet",
        footer_left="Lumley Beach Maker Hub Ltd  \u00b7  Wilkinson Road, Freetown, Sierra Leone  \u00b7  "
        "TIN 1029384-7  \u00b7  WhatsApp +232 76 000 414",
        footer_right="Page {page} / {nb}",
        rule_color=(46, 120, 60),
        table_fill=None,
        accent=(46, 120, 60),
        grid=False,
    )
    s = Sheet(style, "FTS-M41 soil moisture sensor module")
    s.add_page()
    s.title_block(
        "FTS-M41 Soil Moisture Sensor",
        "Resistive fork probe with comparator board: analog (AO) and digital (DO) outputs",
        "FTS-M41 nickel-plated probe  NLe 85.00   \u00b7   FTS-M41G gold-plated (ENIG) probe  "
        "NLe 140.00   \u00b7   prices incl. 15 % GST",
        19,
    )

    def bag() -> None:
        s.heading("\u2724 What's in the bag", 10)
        s.bullets(
            [
                "Fork probe, 60 " + TIMES + " 20 mm, two prongs",
                "Comparator board 32 " + TIMES + " 14 mm with trimmer, PWR LED and DO LED",
                "2-wire cable, 20 cm, female-female",
            ],
            8.0,
        )

    def how() -> None:
        s.heading("\u2724 How it works", 10)
        s.para(
            "The probe and a 10 k" + OHM + " resistor on the board form a voltage divider. Wet "
            "soil conducts better, so AO falls as the soil gets wetter. A comparator (LM393 "
            "type) compares AO with the trimmer setting and switches DO.",
            8.0,
        )

    s.side_by_side(bag, how, 240, 16)
    s.heading("\u2724 Specifications", 10, rule=True)
    s.table(
        [
            Col("Parameter", 118),
            Col("Condition", 170),
            Col("Min", 46, "C"),
            Col("Typ", 46, "C"),
            Col("Max", 46, "C"),
            Col("Unit", 73, "C"),
        ],
        [
            ["Supply voltage VCC", "", "3.3", "", "5.5", "V"],
            [
                "Supply current",
                "VCC = 3.3 V, probe in wet soil\nVCC = 5.0 V, probe in wet soil",
                "",
                "4\n7",
                "6\n11",
                "mA",
            ],
            [
                "AO, probe in air",
                "VCC = 3.3 V\nVCC = 5.0 V",
                "",
                "3.2\n4.9",
                "",
                "V",
            ],
            [
                "AO, probe in tap water",
                "VCC = 3.3 V\nVCC = 5.0 V",
                "",
                "0.9\n1.4",
                "",
                "V",
            ],
            ["AO output range", "follows VCC", "0", "", "VCC", "V"],
            ["AO source resistance", "divider on the board", "", "10", "", "k" + OHM],
            ["DO output", "open collector, 10 k" + OHM + " pull-up to VCC", "", "", "", ""],
            ["DO sink current", "", "", "", "15", "mA"],
            ["DO low level", "I_{OL} = 4 mA", "", "", "0.4", "V"],
            ["DO switching", "DO low when soil wetter than set point", "", "", "", ""],
            ["Probe to board cable", "recommended length", "", "", "1", "m"],
            ["Operating temperature", "board and probe", MINUS + "10", "", "+60", DEG],
        ],
        7.6,
    )
    s.para(
        "The supply current includes the PWR LED (about 1 mA). When DO is low the DO LED adds "
        "about 2 mA. The probe itself sees DC: see 'Make the probe last' on page 2.",
        7.6,
    )
    s.heading("\u2724 Pins", 10, rule=True)
    s.table(
        [Col("Board pin", 80, "C"), Col("Name", 70, "C"), Col("Connect to", 349)],
        [
            ["1", "VCC", "3.3 V or 5 V of your board (or a GPIO, see page 2)"],
            ["2", "GND", "Ground"],
            ["3", "DO", "Digital input of your board"],
            ["4", "AO", "Analog input (ADC) of your board"],
            ["P+ / P" + MINUS, "probe", "The two wires of the fork probe (either way round)"],
        ],
        7.6,
    )
    s.heading("\u2724 Probe versions", 10, rule=True)
    s.table(
        [Col("", 140), Col("FTS-M41", 150, "C"), Col("FTS-M41G", 150, "C"), Col("", 59)],
        [
            ["Probe plating", "nickel over copper", "ENIG gold over nickel", ""],
            ["Prong length", "45 mm", "45 mm", ""],
            ["Board and cable", "same", "same", ""],
            ["Price (NLe, incl. GST)", "85.00", "140.00", ""],
        ],
        7.6,
    )

    s.add_page()
    s.heading("\u2724 Typical readings", 10, rule=True)
    s.table(
        [
            Col("Probe in", 120),
            Col("AO at VCC = 5 V", 100, "C"),
            Col("Arduino Uno\nanalogRead()", 95, "C"),
            Col("AO at VCC = 3.3 V", 100, "C"),
            Col("ESP32\nanalogRead()", 84, "C"),
        ],
        [
            ["Air", "4.9 V", "1003", "3.2 V", "4010"],
            ["Dry garden soil", "4.0 V", "818", "2.6 V", "3230"],
            ["Moist soil", "2.6 V", "532", "1.7 V", "2050"],
            ["Freshly watered soil", "1.7 V", "348", "1.1 V", "1290"],
            ["Tap water", "1.4 V", "287", "0.9 V", "1020"],
        ],
        7.6,
    )
    s.para(
        "Readings are relative. The FTS-M41 does not measure volumetric water content in %; "
        "they depend on your soil, its salt content and how firmly the probe sits. Take your own "
        "dry and wet readings and scale between them.",
        8.0,
    )
    s.heading("\u2724 Make the probe last", 10, rule=True)
    s.para(
        "The probe carries DC whenever the module is powered, and the positive prong slowly "
        "dissolves. Powered all the time, the nickel plating of the FTS-M41 lasts a few weeks in "
        "wet soil; the gold plating of the FTS-M41G lasts a season. Power the module only while "
        "you read: feed VCC from a GPIO pin that can source at least 12 mA, wait 100 ms, read "
        "AO, then switch it off again.",
        8.0,
    )
    s.heading("\u2724 Good to know", 10, rule=True)
    s.bullets(
        [
            "AO follows VCC. Powered from 5 V, AO goes up to 4.9 V in dry soil: do not feed it to "
            "the analog pin of a 3.3 V board (ESP32, Raspberry Pi Pico, STM32). Run the module "
            "from 3.3 V instead.",
            "DO is high (dry) or low (wet) with a 10 k" + OHM + " pull-up to VCC, so its high "
            "level is VCC. From 5 V it must not go to a 3.3 V-only input.",
            "Turn the trimmer clockwise to make DO switch at drier soil.",
            "The board is not waterproof. Keep it above ground in a box; only the fork goes "
            "into the soil, up to the line on the prongs.",
            "The Raspberry Pi has no analog input: use DO, or add an ADC board.",
        ],
        8.0,
    )
    s.heading("\u2724 FAQ", 10, rule=True)
    faq = [
        (
            "Can DO switch a relay module or a pump directly?",
            "DO can drive the input of a low-level-trigger relay module (it sinks up to 15 mA). It "
            "cannot power a pump or a relay coil.",
        ),
        (
            "Can I run it from a 9 V battery?",
            "No, 5.5 V is the maximum. Use the 5 V pin of your board.",
        ),
        (
            "Can I use a longer cable to the probe?",
            "Up to 1 m works. Longer leads pick up noise and the readings wander.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 8.0, bold=True)
        s.para(answer, 8.0)
    s.heading("\u2724 Price list", 10, rule=True)
    s.table(
        [Col("Item", 90), Col("Description", 259), Col("Qty", 50, "C"), Col("NLe (incl. GST)", 100, "R")],
        [
            ["LBM-S041", "FTS-M41 soil moisture sensor, nickel probe", "1", "85.00"],
            ["LBM-S041G", "FTS-M41G soil moisture sensor, gold probe", "1", "140.00"],
            ["LBM-S041P", "Spare nickel probe with cable", "1", "40.00"],
            ["LBM-S041-10", "FTS-M41, pack of 10", "10", "780.00"],
        ],
        7.6,
    )
    return save(s, out / "fts-m41.pdf")


# ------------------------------------------------ thermocouple amplifier IC, analog out (Aveiro)
def vqa4955(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="RIA SENSOR MICROSYSTEMS",
        header_right="VQA4955K / VQA4955J  \u00b7  Data Sheet Rev. B",
        footer_left="Ria Sensor Microsystems, Lda.  \u00b7  Aveiro, Portugal  \u00b7  NIPC 514 287 093  "
        "\u00b7  VQA4955 Rev. B, 2024-05",
        footer_right="p. {page} de {nb}",
        rule_color=(30, 70, 150),
        table_fill=None,
        accent=(30, 70, 150),
        grid=False,
    )
    s = Sheet(style, "VQA4955K / VQA4955J thermocouple amplifier")
    s.add_page()
    s.title_block(
        "VQA4955K / VQA4955J",
        "Precision Thermocouple Amplifier with Cold-Junction Compensation and 5 mV/" + DEG
        + " Analog Output",
        "VQA4955K for type K, VQA4955J for type J thermocouples   \u00b7   single supply 2.7 V to "
        "36 V   \u00b7   MSOP-8",
        20,
    )

    def features() -> None:
        s.heading("1.\u00ba FEATURES", 10)
        s.bullets(
            [
                "Complete thermocouple front end: amplifier, cold-junction compensation, reference",
                "Output 5 mV/" + DEG + ", ready for any ADC",
                "Single supply 2.7 V to 36 V, or dual supplies up to " + PM + "18 V",
                "Low quiescent current: 180 " + MU + "A",
                "Rail-to-rail output",
                "Thermocouple break detection",
            ],
            8.0,
        )

    def description() -> None:
        s.heading("2.\u00ba DESCRIPTION", 10)
        s.para(
            "The VQA4955K and VQA4955J are instrumentation amplifiers with a built-in "
            "temperature sensor that compensates the cold junction. They turn the small "
            "thermocouple voltage into 5 mV/" + DEG + " referenced to the REF pin, so a "
            "microcontroller reads the hot-junction temperature with one analog input and no "
            "lookup of the cold-junction temperature.",
            8.0,
        )

    s.side_by_side(features, description, 244, 16)
    s.heading("3.\u00ba SPECIFICATIONS", 10, rule=True)
    s.table(
        [
            Col("Parameter", 112),
            Col("Test conditions / comments", 199),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 56, "C"),
        ],
        [
            ["TEMPERATURE MEASUREMENT"],
            ["Output sensitivity", "V_{OUT} = T_{MJ} " + TIMES + " 5 mV/" + DEG + " + V_{REF}", "", "5", "", "mV/" + DEG],
            [
                "Accuracy,\nVQA4955K",
                "T_{MJ} = 0 " + ELL + " +400 " + DEG + ", T_{A} = 25 " + DEG + "\nT_{MJ} = "
                + MINUS + "25 " + ELL + " +1000 " + DEG + ", T_{A} = 25 " + DEG,
                MINUS + "2\n" + MINUS + "4",
                "",
                "+2\n+4",
                DEG,
            ],
            [
                "Accuracy,\nVQA4955J",
                "T_{MJ} = 0 " + ELL + " +400 " + DEG + ", T_{A} = 25 " + DEG + "\nT_{MJ} = "
                + MINUS + "25 " + ELL + " +700 " + DEG + ", T_{A} = 25 " + DEG,
                MINUS + "1.5\n" + MINUS + "3",
                "",
                "+1.5\n+3",
                DEG,
            ],
            ["Ambient drift", "T_{A} = 0 " + ELL + " 50 " + DEG, "", PM + "0.02", "", DEG + "/" + DEG],
            ["Output noise", "0.1 Hz to 10 Hz", "", "0.08", "", DEG + " rms"],
            ["Bandwidth", MINUS + "3 dB", "", "2.5", "", "kHz"],
            ["OUTPUT"],
            ["Output voltage, high", "R_{L} = 100 k" + OHM, "", "", "V_{S} " + MINUS + " 0.20", "V"],
            ["Output voltage, low", "R_{L} = 100 k" + OHM, "0.05", "", "", "V"],
            ["Short-circuit current", "sourcing / sinking", "", "5", "", "mA"],
            ["POWER SUPPLY"],
            [
                "Supply voltage",
                "single supply\ndual supply",
                "2.7\n" + PM + "1.35",
                "",
                "36\n" + PM + "18",
                "V",
            ],
            [
                "Quiescent\ncurrent",
                "V_{S} = 5 V\nV_{S} = 36 V",
                "",
                "180\n210",
                "250\n280",
                MU + "A",
            ],
            ["Operating temperature", "ambient, device", MINUS + "40", "", "+125", DEG],
        ],
        7.5,
    )
    s.para(
        "Unless noted: VS = 5 V, VREF = 0 V, TA = 25 " + DEG + ", RL = 100 k" + OHM + ". "
        "TMJ is the measurement (hot) junction temperature and TA the temperature of the "
        "VQA4955, which is the cold junction. Accuracy includes the thermocouple's own "
        "non-linearity over the stated range.",
        7.5,
    )
    s.caption("Table 1: Specifications", 8)

    s.add_page()
    s.heading("4.\u00ba MEASUREMENT RANGE AND SUPPLY", 10, rule=True)
    s.para(
        "The output cannot go below 0.05 V or above VS " + MINUS + " 0.20 V. With a single "
        "supply and REF at 0 V the VQA4955 therefore cannot show temperatures below +10 " + DEG
        + ", and the supply sets the highest temperature it can show. Raise REF, or use dual "
        "supplies, to measure below +10 " + DEG + ".",
        8.0,
    )
    s.table(
        [
            Col("Supply", 110),
            Col("REF", 70, "C"),
            Col("VQA4955K", 120, "C"),
            Col("VQA4955J", 120, "C"),
            Col("", 79),
        ],
        [
            ["3.3 V single", "0 V", "+10 " + ELL + " +620 " + DEG, "+10 " + ELL + " +620 " + DEG, ""],
            ["5 V single", "0 V", "+10 " + ELL + " +960 " + DEG, "+10 " + ELL + " +750 " + DEG, ""],
            ["5 V single", "1.25 V", MINUS + "200 " + ELL + " +710 " + DEG, MINUS + "200 " + ELL + " +710 " + DEG, ""],
            ["12 V single", "0 V", "+10 " + ELL + " +1250 " + DEG, "+10 " + ELL + " +750 " + DEG, ""],
            [PM + "5 V dual", "0 V", MINUS + "200 " + ELL + " +960 " + DEG, MINUS + "200 " + ELL + " +750 " + DEG, ""],
        ],
        7.6,
        head_rows=[["", "", "Measurement range", "<", ""]],
    )
    s.caption("Table 2: Measurement range versus supply and REF voltage", 8)
    s.para(
        "The thermocouple itself limits the range to " + MINUS + "200 " + ELL + " +1250 " + DEG
        + " for type K and " + MINUS + "200 " + ELL + " +750 " + DEG + " for type J.",
        8.0,
    )
    s.heading("5.\u00ba ABSOLUTE MAXIMUM RATINGS", 10, rule=True)
    s.table(
        [Col("Parameter", 300), Col("Rating", 120, "C"), Col("", 79)],
        [
            ["Supply voltage, single (+VS to " + MINUS + "VS)", "36 V", ""],
            ["Input voltage, +IN and " + MINUS + "IN", MINUS + "VS " + MINUS + " 0.3 V to +VS + 0.3 V", ""],
            ["Output short-circuit duration", "indefinite", ""],
            ["Storage temperature", MINUS + "65 " + DEG + " to +150 " + DEG, ""],
            ["ESD, human-body model", "1 kV", ""],
        ],
        7.6,
    )
    s.caption("Table 3: Absolute maximum ratings", 8)
    s.heading("6.\u00ba PIN CONFIGURATION", 10, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Function", 379)],
        [
            ["1", MINUS + "IN", "Thermocouple negative lead (alumel for K, constantan for J)"],
            ["2", "REF", "Output reference; 0 V or an offset voltage"],
            ["3", MINUS + "VS", "Negative supply, or GND with a single supply"],
            ["4", "SENSE", "Connect to OUT"],
            ["5", "OUT", "Output, 5 mV/" + DEG],
            ["6", "+VS", "Positive supply"],
            ["7", "NC", "No connection"],
            ["8", "+IN", "Thermocouple positive lead (chromel for K, iron for J)"],
        ],
        7.6,
    )
    s.caption("Table 4: Pin functions, MSOP-8", 8)
    s.heading("7.\u00ba THERMOCOUPLE VOLTAGE AND OUTPUT", 10, rule=True)
    s.table(
        [
            Col("T_{MJ}", 80, "C"),
            Col("Type K EMF", 100, "C"),
            Col("Type J EMF", 100, "C"),
            Col("VQA4955 output, REF = 0 V", 150, "C"),
            Col("", 69),
        ],
        [
            ["0 " + DEG, "0.000 mV", "0.000 mV", "0.000 V", ""],
            ["100 " + DEG, "4.096 mV", "5.269 mV", "0.500 V", ""],
            ["400 " + DEG, "16.397 mV", "21.848 mV", "2.000 V", ""],
            ["700 " + DEG, "29.129 mV", "39.132 mV", "3.500 V", ""],
            ["1000 " + DEG, "41.276 mV", DASH, "5.000 V", ""],
        ],
        7.6,
    )
    s.caption("Table 5: Thermocouple EMF (cold junction at 0 " + DEG + ") and ideal output", 8)
    s.heading("8.\u00ba APPLICATION NOTES", 10, rule=True)
    s.para(
        "ADC range. Power the VQA4955 from the same supply as the ADC that reads it. Powered "
        "from 5 V, the output reaches 4.8 V and can overdrive a 3.3 V ADC input; powered from "
        "3.3 V it cannot.",
        8.0,
    )
    s.para(
        "Ungrounded thermocouples need a bias path: connect " + MINUS + "IN to REF through "
        "1 M" + OHM + ". Grounded or exposed-junction probes touching a metal part at another "
        "potential than the circuit ground are outside the input range and give wrong readings.",
        8.0,
    )
    s.para(
        "Keep the VQA4955 and the thermocouple connector at the same temperature; a warm "
        "regulator beside the connector adds its temperature difference to the error.",
        8.0,
    )
    s.heading("9.\u00ba ORDERING GUIDE", 10, rule=True)
    s.table(
        [Col("Model", 130), Col("Thermocouple", 90, "C"), Col("Package", 90, "C"), Col("Packing", 189, "C")],
        [
            ["VQA4955KRMZ", "type K", "MSOP-8", "tube, 50"],
            ["VQA4955KRMZ-R7", "type K", "MSOP-8", "7-inch reel, 1000"],
            ["VQA4955JRMZ", "type J", "MSOP-8", "tube, 50"],
        ],
        7.6,
    )
    return save(s, out / "vqa4955.pdf")


# ------------------------------------------------ Bluetooth LE module, UART AT commands (Plovdiv)
def plb25u(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="TRIMONTIUM WIRELESS",
        header_right="PLB-25U  \u00b7  BLE 5.0 serial module  \u00b7  PLB-25U-DS-EN v1.2",
        footer_left="Trimontium Wireless EOOD  \u00b7  Plovdiv, Bulgaria  \u00b7  UIC 205 331 874  \u00b7  "
        "support@trimontium-wireless.bg",
        footer_right="стр. {page} от {nb} / page {page} of {nb}",
        rule_color=(160, 40, 80),
        table_fill=(248, 228, 236),
        accent=(160, 40, 80),
        grid=True,
    )
    s = Sheet(style, "PLB-25U Bluetooth LE serial module")
    s.add_page()
    s.title_block(
        "PLB-25U",
        "Bluetooth\u00ae Low Energy 5.0 Serial Module with AT Command Firmware",
        "PLB-25U-M stamp module   \u00b7   PLB-25U-B carrier board with LDO and header   "
        "\u00b7   firmware PLB-AT v2.4",
        20,
    )

    def overview() -> None:
        s.heading("\u25a4 1. Overview", 10)
        s.para(
            "The PLB-25U turns a UART into a transparent Bluetooth Low Energy link. Out of the "
            "box it advertises as 'PLB25U', accepts one connection from a phone or a central and "
            "passes bytes in both directions through a custom GATT service. AT commands set the "
            "name, role, transmit power, advertising interval and sleep modes.",
            7.8,
        )
        s.para(
            "The PLB-25U-M is soldered onto your board. The PLB-25U-B carries the same module with "
            "a 3.3 V LDO, a STATE LED and a 6-pin header for breadboards.",
            7.8,
        )

    def key() -> None:
        s.heading("\u25a4 Key figures", 10)
        s.table(
            [Col("", 80), Col("", 130)],
            [
                ["Standard", "Bluetooth 5.0, LE only"],
                ["Band", "2.4 GHz ISM"],
                ["TX power", MINUS + "20 " + ELL + " +4 dBm"],
                ["Sensitivity", MINUS + "94 dBm (1 Mbps)"],
                ["Interface", "UART, 9600 bps default"],
                ["Range", "up to 60 m, line of sight"],
                ["Size (M / B)", "18 " + TIMES + " 12 / 34 " + TIMES + " 16 mm"],
            ],
            7.5,
            show_head=False,
        )

    s.side_by_side(overview, key, 275, 14)
    s.heading("\u25a4 2. Radio", 10)
    s.caption("Таблица 1 / Table 1  RF characteristics, TA = 25 " + DEG, 8)
    s.table(
        [
            Col("Parameter", 130),
            Col("Condition", 150),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 84, "C"),
        ],
        [
            ["Frequency range", "40 channels, 2 MHz spacing", "2402", "", "2480", "MHz"],
            ["PHY data rate", "LE 1M / LE 2M", "", "1 / 2", "", "Mbps"],
            ["TX output power", "AT+POWE, 8 steps", MINUS + "20", "0", "+4", "dBm"],
            ["RX sensitivity", "LE 1M, PER 30.8 %\nLE 2M, PER 30.8 %", "", MINUS + "94\n" + MINUS + "91", "", "dBm"],
            ["Antenna", "PCB trace, gain", "", "1.5", "", "dBi"],
        ],
        7.5,
    )
    s.heading("\u25a4 3. Electrical characteristics", 10)
    s.caption("Таблица 2 / Table 2  DC characteristics, TA = 25 " + DEG + ", VCC = 3.3 V (M) / VIN = 5.0 V (B)", 8)
    s.table(
        [
            Col("Parameter", 110),
            Col("Condition", 170),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 84, "C"),
        ],
        [
            [
                "Supply voltage",
                "PLB-25U-M, VCC pad\nPLB-25U-B, VIN pin",
                "1.8\n3.6",
                "3.3\n5.0",
                "3.6\n6.0",
                "V",
            ],
            ["TX current", "0 dBm, radio on\n+4 dBm, radio on", "", "5.3\n8.2", "", "mA"],
            ["RX current", "radio on, LE 1M", "", "5.5", "", "mA"],
            [
                "Average current,\nadvertising",
                "interval 100 ms\ninterval 500 ms\ninterval 1000 ms",
                "",
                "410\n95\n52",
                "",
                MU + "A",
            ],
            ["Average current,\nconnected", "interval 50 ms, no data", "", "180", "", MU + "A"],
            ["Sleep current", "AT+SLEEP1, wakes on UART byte", "", "2.6", "4.0", MU + "A"],
            ["Deep-sleep current", "AT+SLEEP2, wakes on WAKE pin", "", "0.6", "1.0", MU + "A"],
            [
                "Carrier board\noverhead (B only)",
                "LDO + STATE LED lit\nLDO, LED jumper cut",
                "",
                "1.6\n0.055",
                "",
                "mA",
            ],
            ["I/O input high", "RXD, WAKE, EN", "0.7 " + TIMES + " VCC", "", "VCC + 0.3", "V"],
            ["I/O input low", "RXD, WAKE, EN", MINUS + "0.3", "", "0.3 " + TIMES + " VCC", "V"],
            ["I/O output high", "TXD, STATE, I_{OH} = " + MINUS + "2 mA", "VCC " + MINUS + " 0.4", "", "", "V"],
        ],
        7.4,
    )
    s.caption("Таблица 3 / Table 3  Ratings", 8)
    s.table(
        [
            Col("Parameter", 140),
            Col("PLB-25U-M", 120, "C"),
            Col("PLB-25U-B", 120, "C"),
            Col("Unit", 119, "C"),
        ],
        [
            ["Supply, absolute maximum", MINUS + "0.3 " + ELL + " 3.9", MINUS + "0.3 " + ELL + " 6.5", "V"],
            ["Voltage on I/O pins, abs. max.", MINUS + "0.3 " + ELL + " VCC + 0.3", MINUS + "0.3 " + ELL + " 3.6", "V"],
            ["Operating temperature", MINUS + "40 " + ELL + " +85", MINUS + "20 " + ELL + " +70", DEG],
            ["Storage temperature", MINUS + "40 " + ELL + " +125", MINUS + "40 " + ELL + " +85", DEG],
        ],
        7.4,
    )

    s.add_page()
    s.heading("\u25a4 4. UART and AT commands", 10)
    s.para(
        "UART: 8 data bits, no parity, 1 stop bit, no flow control; 9600 bps as shipped. "
        "Commands are accepted while no central is connected; they end without CR/LF. In a "
        "connection, every byte on RXD is sent over the air. Change the baud rate with "
        "AT+BAUD<n>; the new rate applies after AT+RESET.",
        7.8,
    )

    def baud() -> None:
        s.caption("Таблица 4 / Table 4  AT+BAUD<n>", 8)
        s.table(
            [Col("n", 40, "C"), Col("Baud rate (bps)", 90, "C")],
            [
                ["0", "1200"],
                ["1", "2400"],
                ["2", "4800"],
                ["3", "9600 (default)"],
                ["4", "19200"],
                ["5", "38400"],
                ["6", "57600"],
                ["7", "115200"],
            ],
            7.4,
        )

    def commands() -> None:
        s.caption("Таблица 5 / Table 5  Main AT commands", 8)
        s.table(
            [Col("Command", 95), Col("Reply", 70), Col("Function", 185)],
            [
                ["AT", "OK", "Test"],
                ["AT+NAME<x>", "OK+Set:<x>", "Device name, up to 20 characters"],
                ["AT+ROLE<n>", "OK+Set:<n>", "0 = peripheral (default), 1 = central"],
                ["AT+POWE<n>", "OK+Set:<n>", "0 " + ELL + " 7 = " + MINUS + "20, " + MINUS + "16, " + MINUS + "12, " + MINUS + "8, " + MINUS + "4, 0, +2, +4 dBm"],
                ["AT+ADVI<n>", "OK+Set:<n>", "0 = 100 ms " + ELL + " 9 = 4000 ms, default 2 = 500 ms"],
                ["AT+SLEEP<n>", "OK+SLEEP", "1 = sleep, 2 = deep sleep"],
                ["AT+RESET", "OK+RESET", "Restart with saved settings"],
                ["AT+VERS?", "PLB-AT v2.4", "Firmware version"],
            ],
            7.2,
        )

    s.side_by_side(baud, commands, 136, 12)
    s.heading("\u25a4 5. Pins", 10)
    s.caption("Таблица 6 / Table 6  PLB-25U-B header (1 to 6) and PLB-25U-M pads", 8)
    s.table(
        [Col("B pin", 45, "C"), Col("M pad", 45, "C"), Col("Name", 60, "C"), Col("Function", 349)],
        [
            ["1", "14", "STATE", "High while connected (LED on the B board)"],
            ["2", "1", "VIN / VCC", "B: 3.6 " + ELL + " 6.0 V into the LDO; M: 1.8 " + ELL + " 3.6 V direct"],
            ["3", "2, 9", "GND", "Ground"],
            ["4", "4", "TXD", "UART output of the module, 3.3 V logic on the B board"],
            ["5", "5", "RXD", "UART input of the module"],
            ["6", "11", "EN / WAKE", "Low = enable; wakes from deep sleep on a falling edge"],
        ],
        7.4,
    )
    s.heading("\u25a4 6. Design notes", 10)
    s.para(
        "Logic levels. The UART pins are 3.3 V logic on both versions and are not 5 V "
        "tolerant, the PLB-25U-B included: its LDO only powers the module, it does not shift "
        "levels. From a 5 V Arduino put a divider (1 k" + OHM + " / 2 k" + OHM + ") in the "
        "line from the Arduino's TX to RXD. TXD of the module drives 3.3 V, which a 5 V AVR "
        "reads as high.",
        7.8,
    )
    s.para(
        "Bluetooth Classic. The PLB-25U is LE only. It does not do the Serial Port Profile "
        "(SPP) of Bluetooth Classic, so it cannot pair with an HC-05 / HC-06 or with PC and "
        "Android apps that expect SPP; use a BLE terminal app instead.",
        7.8,
    )
    s.para(
        "Coin cells. The PLB-25U-M runs from a CR2032 when it advertises at 500 ms or longer "
        "and sleeps between events. Put 47 " + MU + "F across the cell: transmit peaks of "
        "8.2 mA at +4 dBm make the voltage of an aged cell collapse. The PLB-25U-B cannot run "
        "from a coin cell (VIN " + GE + " 3.6 V).",
        7.8,
    )
    s.para(
        "Antenna. Keep 5 mm of free space around the antenna end of the module, with no copper "
        "on any layer underneath and no metal case. Range indoors is typically 10 " + ELL
        + " 20 m.",
        7.8,
    )
    s.heading("\u25a4 7. Ordering information", 10)
    s.table(
        [Col("Part number", 120), Col("Version", 150), Col("Packing", 110, "C"), Col("MOQ", 119, "C")],
        [
            ["PLB-25U-M-T", "stamp module", "tape, 800 / reel", "800"],
            ["PLB-25U-M-S", "stamp module", "tray, 100", "100"],
            ["PLB-25U-B", "carrier board with header", "bag, 10", "10"],
        ],
        7.4,
    )
    return save(s, out / "plb-25u.pdf")
