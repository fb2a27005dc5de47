"""Hold-out 142 datasheets, part 2: a 4-digit 7-segment LED driver IC, a LiPo charger and
5 V boost module, a Hall water flow sensor and a barometric pressure module with a 3.3 V LDO.

A Jeonju (Korea) display-driver IC house data sheet ("⊿ n." heads, "[Table n]" captions
above the tables, segment current stacked per current setting, input thresholds stacked per
VDD, pin, address and command tables as decoys), a Kisumu (Kenya) maker-store product sheet
("⚬" heads, KES prices incl. 16 % VAT, wrapped two-line row names, output current stacked
per battery voltage, pads / LED table and FAQ), an Arequipa (Peru) maker-store sheet
("n ~ Title" heads, S/ prices incl. IGV, data in column groups per thread size, current
stacked per supply voltage, wiring table and FAQ) and a Yogyakarta (Indonesia) maker-store
sheet ("Bab n ·" heads, Rp prices incl. PPN, module rows beside sensor-die rows, supply
current and measurement time stacked per oversampling mode, header and register tables as
decoys, notes).
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
TIMES = "\u00d7"
I2C = "I\u00b2C"


# ------------------------------------------------ 4-digit 7-segment LED driver IC (Jeonju)
def hj7s04(out: Path) -> Path:
    head = "\u22bf"
    style = Style(
        font="DejaVu",
        header_left="HANJI MICRODEVICES",
        header_right="HJ7S04  4-digit 7-segment LED driver  \u00b7  Datasheet Ver 1.0",
        footer_left="Hanji Microdevices Co., Ltd.  \u00b7  Deokjin-gu, Jeonju, Korea  \u00b7  "
        "HJ7S04-DS-E Ver 1.0",
        footer_right="({page}/{nb})",
        rule_color=(84, 140, 120),
        table_fill=(224, 238, 230),
        accent=(50, 105, 88),
        grid=True,
    )
    s = Sheet(style, "HJ7S04 4-digit 7-segment LED driver")
    s.add_page()
    s.title_block(
        "HJ7S04",
        "4-Digit 7-Segment LED Driver with " + I2C + " Interface and Constant-Current Segments",
        "Common-cathode displays  |  8 current steps per segment  |  SOP-20 / TSSOP-20  |  "
        "HJ7S04-DS-E Ver 1.0 (2024.06)",
        21,
    )

    def description() -> None:
        s.heading(head + " 1. GENERAL DESCRIPTION", 9.5)
        s.para(
            "The HJ7S04 drives up to four common-cathode 7-segment digits with decimal point. "
            "Eight constant-current segment sources and four digit sinks are multiplexed by "
            "an internal oscillator, so the host only writes the display RAM over " + I2C
            + ". The segment current is set for all segments at once with one command; no "
            "series resistors are needed.",
            7.4,
        )

    def features() -> None:
        s.heading(head + " 2. FEATURES", 9.5)
        s.bullets(
            [
                "4 digits " + TIMES + " 8 segments (7 + DP)",
                "Segment current 2.5 " + ELL + " 20 mA, 8 steps",
                "Segment matching " + PM + "5 % max",
                "VDD 3.0 " + ELL + " 5.5 V",
                I2C + " up to 400 kHz, 8 addresses",
                "0.9 mA operating, 2 " + MU + "A shutdown",
                "Blink 0.5 / 1 / 2 Hz",
            ],
            7.4,
        )

    s.side_by_side(description, features, 285, 14)
    s.heading(head + " 3. ABSOLUTE MAXIMUM RATINGS", 9.5)
    s.caption("[Table 1] Absolute maximum ratings (TA = 25 " + DEG + ")", 7.8)
    s.table(
        [Col("Parameter", 190), Col("Symbol", 70, "C"), Col("Rating", 140, "C"), Col("Unit", 99, "C")],
        [
            ["Supply voltage", "V_{DD}", "-0.3 ~ 6.0", "V"],
            ["Input voltage (SDA, SCL, A0 ~ A2)", "V_{IN}", "-0.3 ~ VDD + 0.3", "V"],
            ["Segment output current", "I_{SEG}", "30", "mA"],
            ["Digit sink current", "I_{DIG}", "200", "mA"],
            ["Power dissipation", "P_{D}", "1.0 (SOP-20) / 0.8 (TSSOP-20)", "W"],
            ["Operating temperature", "T_{OPR}", "-40 ~ +85", DEG],
            ["Storage temperature", "T_{STG}", "-55 ~ +150", DEG],
        ],
        7.3,
    )
    s.heading(head + " 4. RECOMMENDED OPERATING CONDITIONS", 9.5)
    s.caption("[Table 2] Recommended operating conditions", 7.8)
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 70, "C"),
            Col("Min.", 55, "C"),
            Col("Typ.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "3.0", "5.0", "5.5", "V"],
            ["LED forward voltage", "V_{F}", "", "", "VDD - 0.8", "V"],
            ["Pull-up resistance on SDA, SCL", "R_{PU}", "1.5", "4.7", "10", "k" + OHM],
        ],
        7.3,
    )
    s.heading(head + " 5. ELECTRICAL CHARACTERISTICS", 9.5)
    s.caption("[Table 3] DC characteristics (TA = 25 " + DEG + ", VDD = 5.0 V unless otherwise specified)", 7.8)
    s.table(
        [
            Col("Parameter", 108),
            Col("Symbol", 48, "C"),
            Col("Condition", 163),
            Col("Min.", 40, "C"),
            Col("Typ.", 40, "C"),
            Col("Max.", 40, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["Operating supply\ncurrent", "I_{DD}", "display blank, oscillator on, VDD = 5.0 V\ndisplay blank, oscillator on, VDD = 3.3 V", "", "0.9\n0.6", "1.5\n1.0", "mA"],
            ["Shutdown current", "I_{SHDN}", "oscillator off, " + I2C + " idle", "", "2", "8", MU + "A"],
            [
                "Segment output\ncurrent",
                "I_{SEG}",
                "current setting 000\ncurrent setting 011\ncurrent setting 111",
                "2.2\n9.0\n18.0",
                "2.5\n10.0\n20.0",
                "2.8\n11.0\n22.0",
                "mA",
            ],
            ["Segment current\nmatching", "\u0394I_{SEG}", "between segments, setting 111", "", PM + "3", PM + "5", "%"],
            [
                "Segment driver\nheadroom",
                "V_{HR}",
                "VDD - VSEG, I_{SEG} within 5 % of setting",
                "",
                "0.6",
                "0.8",
                "V",
            ],
            ["Digit sink voltage", "V_{DIG}", "I_{DIG} = 160 mA", "", "0.25", "0.40", "V"],
            ["Input high voltage", "V_{IH}", "SDA, SCL, A0 ~ A2, VDD = 3.3 V\nSDA, SCL, A0 ~ A2, VDD = 5.0 V", "2.3\n3.5", "", "", "V"],
            ["Input low voltage", "V_{IL}", "SDA, SCL, A0 ~ A2, VDD = 3.3 V\nSDA, SCL, A0 ~ A2, VDD = 5.0 V", "", "", "1.0\n1.5", "V"],
            ["SDA output low voltage", "V_{OL}", "I_{OL} = 3 mA", "", "", "0.4", "V"],
            ["SCL clock frequency", "f_{SCL}", "", "", "", "400", "kHz"],
            ["Frame frequency", "f_{FRAME}", "all four digits", "110", "125", "140", "Hz"],
        ],
        7.2,
    )

    s.add_page()
    s.heading(head + " 6. PIN DESCRIPTION", 9.5)
    s.caption("[Table 4] Pin description (SOP-20 and TSSOP-20)", 7.8)
    s.table(
        [Col("Pin No.", 60, "C"), Col("Pin name", 90, "C"), Col("I/O", 50, "C"), Col("Description", 299)],
        [
            ["1 ~ 8", "SEG A ~ SEG G, DP", "O", "constant-current segment sources"],
            ["9 ~ 12", "DIG1 ~ DIG4", "O", "digit sinks (common cathode)"],
            ["13", "GND", DASH, "ground"],
            ["14 ~ 16", "A0 ~ A2", "I", "address select, internal 100 k" + OHM + " pull-down"],
            ["17", "SCL", "I", I2C + " clock"],
            ["18", "SDA", "I/O", I2C + " data, open drain"],
            ["19", "VDD", DASH, "supply 3.0 ~ 5.5 V"],
            ["20", "NC", DASH, "no connection"],
        ],
        7.3,
    )
    s.heading(head + " 7. " + I2C + " SLAVE ADDRESS", 9.5)
    s.caption("[Table 5] Slave address selection", 7.8)
    s.table(
        [
            Col("A2", 50, "C"),
            Col("A1", 50, "C"),
            Col("A0", 50, "C"),
            Col("7-bit address", 110, "C"),
            Col("Write byte", 110, "C"),
            Col("Read byte", 129, "C"),
        ],
        [
            ["0", "0", "0", "0x70", "E0h", "E1h"],
            ["0", "0", "1", "0x71", "E2h", "E3h"],
            ["0", "1", "0", "0x72", "E4h", "E5h"],
            ["0", "1", "1", "0x73", "E6h", "E7h"],
            ["1", "0", "0", "0x74", "E8h", "E9h"],
            ["1", "0", "1", "0x75", "EAh", "EBh"],
            ["1", "1", "0", "0x76", "ECh", "EDh"],
            ["1", "1", "1", "0x77", "EEh", "EFh"],
        ],
        7.2,
    )
    s.heading(head + " 8. COMMAND SET", 9.5)
    s.caption("[Table 6] Commands (one byte after the slave address)", 7.8)
    s.table(
        [Col("Command", 90, "C"), Col("Name", 110), Col("Function", 299)],
        [
            ["0x20 / 0x21", "System setup", "oscillator off (shutdown) / on"],
            ["0x80 ~ 0x87", "Display setup", "display on / off, blink off / 2 Hz / 1 Hz / 0.5 Hz"],
            ["0xE0 ~ 0xE7", "Segment current", "setting 000 ~ 111: 2.5 mA to 20 mA in 2.5 mA steps"],
            ["0x00 ~ 0x07", "RAM pointer", "display RAM, two bytes per digit"],
        ],
        7.3,
    )
    s.heading(head + " 9. APPLICATION NOTES", 9.5)
    s.para(
        "Choosing VDD. The segment sources need VDD - VF " + GE + " 0.8 V to hold their current. "
        "Red, orange and yellow-green displays (VF about 1.8 ~ 2.2 V) run from 3.3 V or 5 V. "
        "Blue, white and pure-green displays (VF about 2.9 ~ 3.3 V) need VDD = 5 V.",
        7.4,
    )
    s.para(
        "3.3 V hosts. The input thresholds follow VDD (Table 3). With VDD = 5.0 V an input needs "
        "3.5 V to read high, so a 3.3 V microcontroller either runs the HJ7S04 from 3.3 V or "
        "uses a level translator. Pull SDA and SCL up to the host supply.",
        7.4,
    )
    s.para(
        "Display type. Only common-cathode displays are supported. Digit sinks carry up to 8 "
        "segment currents at once (160 mA at setting 111).",
        7.4,
    )
    s.para(
        "Power dissipation. Example at VDD = 5 V, setting 111 and red LEDs (VF = 2.0 V) with all "
        "segments lit: (5.0 - 2.0) V " + TIMES + " 20 mA " + TIMES + " 8 = 0.48 W plus the digit "
        "sink loss 0.04 W. Use the SOP-20 package at this setting above +60 " + DEG + ".",
        7.4,
    )
    s.heading(head + " 10. ORDERING INFORMATION", 9.5)
    s.caption("[Table 7] Ordering information", 7.8)
    s.table(
        [Col("Part number", 130), Col("Package", 110, "C"), Col("Packing", 120, "C"), Col("Marking", 139, "C")],
        [
            ["HJ7S04-S20", "SOP-20", "tube, 40 pcs", "HJ7S04"],
            ["HJ7S04-T20R", "TSSOP-20", "reel, 2500 pcs", "7S04"],
        ],
        7.3,
    )
    revision_table(
        s,
        [["2024.02.14", "0.9", "Preliminary"], ["2024.06.03", "1.0", "Input thresholds per VDD added"]],
        (90, 60, 349),
    )
    return save(s, out / "hj7s04.pdf")


# ------------------------------------------------ LiPo charger + 5 V boost module (Kisumu)
def vlc51(out: Path) -> Path:
    head = "\u26ac "
    style = Style(
        font="DejaVuCond",
        header_left="LAKESIDE MAKER HUB  \u00b7  KISUMU",
        header_right="VLC-51 LiPo charger + 5 V boost  \u00b7  product sheet",
        footer_left="Lakeside Maker Hub  \u00b7  Oginga Odinga Street, Kisumu, Kenya  \u00b7  "
        "KRA PIN P051789342K  \u00b7  prices in KES incl. 16 % VAT",
        footer_right="sheet {page}/{nb}",
        rule_color=(20, 90, 160),
        table_fill=None,
        accent=(20, 90, 160),
        grid=False,
    )
    s = Sheet(style, "VLC-51 LiPo charger and 5 V boost module")
    s.add_page()
    s.title_block(
        "VLC-51",
        "LiPo Charger + 5 V 1 A Boost Module (1S, USB-C in, USB-A out)",
        "SKU LMH-0451  |  for one 3.7 V Li-ion / LiPo cell  |  36 " + TIMES + " 25 mm  |  "
        "sheet updated May 2024",
        22,
    )

    def what() -> None:
        s.heading(head + "What it does", 10)
        s.para(
            "Solder one Li-ion or LiPo cell to B+ / B-, plug in a USB-C phone charger, and the "
            "VLC-51 charges the cell. At the same time its boost converter makes 5 V for your "
            "project on the USB-A socket and on the OUT pads, like a small power bank you can "
            "build in. The cell is protected against over-discharge, over-current and short "
            "circuit by a protection IC on the board.",
            7.8,
        )

    def prices() -> None:
        s.heading(head + "Prices (KES, incl. 16 % VAT)", 10)
        s.table(
            [Col("Item", 150), Col("KES", 50, "R")],
            [
                ["VLC-51 module", "450"],
                ["VLC-51 + 2000 mAh LiPo", "1,150"],
                ["VLC-51 + 18650 holder", "520"],
                ["10 " + TIMES + " VLC-51", "4,100"],
            ],
            7.5,
        )

    s.side_by_side(what, prices, 270, 16)
    s.heading(head + "Specifications", 10, rule=True)
    s.table(
        [Col("Parameter", 150), Col("Value", 170), Col("Notes", 179)],
        [
            ["Charging input voltage\n(USB-C or IN+ / IN-)", "4.5 " + NDASH + " 5.5 V", "5 V nominal"],
            ["Input voltage, absolute\nmaximum", "7 V", "no charging above 5.5 V"],
            ["Charge current", "1.0 A (J1 closed) / 0.5 A (J1 cut)", PM + "10 %"],
            ["Charge voltage", "4.20 V " + PM + "1 %", "constant current, then constant voltage"],
            ["Pre-charge current", "100 mA", "while the cell is below 2.9 V"],
            ["Charge termination current", "100 mA", "red LED off, green LED on"],
            ["Battery", "1 cell Li-ion / LiPo, 3.7 V nominal", "not for LiFePO4"],
            ["Over-discharge cut-off", "2.75 V", "released when charging starts"],
            ["Battery over-current\nprotection", "3 A", "short circuit: < 1 ms"],
            ["Boost output voltage", "5.0 V (4.95 " + NDASH + " 5.15 V)", "USB-A socket and OUT+ / OUT-"],
            [
                "Boost output current,\ncontinuous",
                "1.0 A\n0.8 A\n0.6 A",
                "battery " + GE + " 3.6 V\nbattery 3.3 V\nbattery 3.0 V",
            ],
            ["Output current while\ncharging (pass-through)", "0.5 A max.", "output fed from the USB-C input"],
            ["Efficiency", "92 % / 88 %", "battery 3.7 V, 0.5 A / 1.0 A out"],
            ["Battery drain, output\non, no load", "1.8 mA", ""],
            ["Battery drain, output\noff", "22 " + MU + "A", "after auto-off or KEY double press"],
            ["Auto-off", "load < 40 mA for 30 s", "cannot be disabled"],
            ["Operating temperature", "0 " + NDASH + " +45 " + DEG + "\n-10 " + NDASH + " +60 " + DEG, "charging\ndischarging"],
        ],
        7.5,
    )
    s.para(
        "Ratings are for a healthy cell with at least 2000 mAh capacity. Small cells (below "
        "1000 mAh) should be charged with J1 cut (0.5 A).",
        7.5,
    )

    s.add_page()
    s.heading(head + "Pads, jumper and LEDs", 10, rule=True)
    s.table(
        [Col("Marking", 80), Col("What it is", 419)],
        [
            ["B+ / B-", "battery cell (solder pads, 2 mm" + "\u00b2" + " wire max.)"],
            ["IN+ / IN-", "5 V charging input, parallel to the USB-C socket"],
            ["OUT+ / OUT-", "5 V boost output, parallel to the USB-A socket"],
            ["KEY", "push button to GND: short press = output on, double press = output off"],
            ["J1", "charge current jumper (closed = 1.0 A, cut = 0.5 A)"],
            ["LED red / green", "charging / charged"],
            ["LED blue", "output on; flashes 4 times before auto-off"],
        ],
        7.5,
    )
    s.heading(head + "Good to know", 10, rule=True)
    s.bullets(
        [
            "The output current figures fall with the cell voltage because the boost converter "
            "has to step up further from an empty cell.",
            "There is no thermistor input for the cell; the board stops charging by itself only "
            "when the board temperature is outside 0 " + NDASH + " 45 " + DEG + ".",
            "USB-C: the VLC-51 asks for 5 V only. It works with any USB-C phone charger; USB "
            "Power Delivery chargers stay at 5 V.",
        ],
        7.6,
    )
    s.heading(head + "Questions we get", 10, rule=True)
    faq = [
        (
            "Will it keep my ESP32 / Arduino project running?",
            "Only if the project draws at least 40 mA all the time. Below 40 mA for 30 s the "
            "boost switches off like a power bank and stays off until KEY is pressed. Projects "
            "that sleep most of the time will be switched off.",
        ),
        (
            "Can I use the output while the cell charges?",
            "Yes. With a charger plugged in, the output is fed straight from the USB-C input and "
            "is limited to 0.5 A; a bigger load trips the output off.",
        ),
        (
            "Raspberry Pi?",
            "A Pi Zero 2 W (about 0.35 A, short peaks to 0.6 A) is fine while the cell is above "
            "3.3 V. A Pi 4 or Pi 5 needs 3 A or more: no.",
        ),
        (
            "Can I charge from a small solar panel?",
            "Only through a 5 V regulator. A bare \u201c6 V\u201d panel rises to 7 " + NDASH
            + " 8 V without load and exceeds the 7 V limit.",
        ),
        (
            "Can I use a LiFePO4 cell?",
            "No. The charger ends at 4.20 V, which overcharges a LiFePO4 cell.",
        ),
    ]
    for qtext, atext in faq:
        s.para("Q: " + qtext, 7.8, bold=True)
        s.para("A: " + atext, 7.8)
    return save(s, out / "vlc-51.pdf")


# ------------------------------------------------ Hall water flow sensor (Arequipa)
def mtf12(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="MISTI ELECTRÓNICA",
        header_right="MTF-12 / MTF-34 / MTF-14 water flow sensors  \u2013  hoja técnica / data sheet",
        footer_left="Misti Electrónica E.I.R.L.  \u00b7  Calle Mercaderes 214, Arequipa, Perú  \u00b7  "
        "RUC 20603958127  \u00b7  precios en S/ con IGV 18 %",
        footer_right="Hoja {page}/{nb}",
        rule_color=(150, 40, 30),
        table_fill=(240, 236, 226),
        accent=(150, 40, 30),
        grid=True,
    )
    s = Sheet(style, "MTF-12 water flow sensor")
    s.add_page()
    s.title_block(
        "MTF-12",
        "Hall-Effect Water Flow Sensors with Pulse Output " + NDASH + " MTF-14, MTF-12, MTF-34",
        "Threads G1/4\", G1/2\" and G3/4\"  |  5 " + NDASH + " 18 V DC  |  3-wire cable with "
        "connector  |  edition 2024-07",
        22,
    )

    def desc() -> None:
        s.heading("1 ~ Description", 10.5)
        s.para(
            "A small turbine with a magnet spins in the water stream; a Hall sensor in the "
            "sealed head turns each revolution into a square-wave pulse. The pulse frequency "
            "rises with the flow, so a microcontroller counts pulses to get litres per minute "
            "and total volume. Bodies are glass-fibre nylon PA66 with a stainless-steel shaft. "
            "Suitable for irrigation, coffee machines, water dispensers and aquarium plumbing.",
            8,
        )

    def prices() -> None:
        s.heading("2 ~ Precios / Prices", 10.5)
        s.table(
            [Col("Item", 120), Col("S/", 55, "R")],
            [
                ["MTF-14 (G1/4\")", "32.50"],
                ["MTF-12 (G1/2\")", "24.90"],
                ["MTF-34 (G3/4\")", "39.90"],
                ["MTF-12, 10 units", "219.00"],
            ],
            7.6,
        )

    s.side_by_side(desc, prices, 290, 16)
    s.heading("3 ~ Versions", 10.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("MTF-14", 85, "C"),
            Col("MTF-12", 85, "C"),
            Col("MTF-34", 85, "C"),
            Col("Unit", 94, "C"),
        ],
        [
            ["Thread", "G1/4\"", "G1/2\"", "G3/4\"", DASH],
            ["Flow range", "0.3 " + NDASH + " 6", "1 " + NDASH + " 30", "2 " + NDASH + " 60", "L/min"],
            ["Pulse frequency\n(F in Hz, Q in L/min)", "F = 38 " + TIMES + " Q", "F = 7.5 " + TIMES + " Q", "F = 5.5 " + TIMES + " Q", "Hz"],
            ["Pulses per litre", "2280", "450", "330", DASH],
            ["Flow accuracy", PM + "5", PM + "3", PM + "3", "% of reading"],
            ["Max. water pressure", "0.8", "1.75", "1.75", "MPa"],
            ["Weight", "28", "43", "78", "g"],
        ],
        7.6,
        head_rows=[["", "Version", "<", "<", ""]],
    )
    s.heading("4 ~ Electrical data (all versions)", 10.5)
    s.table(
        [
            Col("Parameter", 130),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 45, "C"),
            Col("Notes", 174),
        ],
        [
            ["Supply voltage", "5", "", "18", "V DC", "5 V or 12 V usual"],
            ["Supply voltage,\nabsolute maximum", "", "", "24", "V DC", "reverse polarity protected"],
            ["Operating current", "", "6\n8\n10", "10\n13\n15", "mA", "at 5 V\nat 12 V\nat 18 V"],
            ["Output high level", "VCC - 0.5", "", "", "V", "internal 10 k" + OHM + " pull-up to VCC"],
            ["Output low level", "", "", "0.5", "V", "at 10 mA sink current"],
            ["Output sink current", "", "", "10", "mA", "open collector with pull-up"],
            ["Pulse duty cycle", "40", "50", "60", "%", ""],
            ["Insulation resistance", "100", "", "", "M" + OHM, "500 V DC"],
        ],
        7.6,
    )
    s.heading("5 ~ Environment", 10.5)
    s.table(
        [Col("Item", 170), Col("Value", 329)],
        [
            ["Water temperature", LE + " 80 " + DEG],
            ["Ambient operating temperature", "-10 " + NDASH + " +60 " + DEG],
            ["Storage temperature", "-25 " + NDASH + " +80 " + DEG],
            ["Ambient humidity", "35 " + NDASH + " 90 %RH"],
            ["Degree of protection", "IP65 (sensor head; the connector is not sealed)"],
        ],
        7.6,
        show_head=False,
    )

    s.add_page()
    s.heading("6 ~ Wiring", 10.5)
    s.table(
        [Col("Wire", 90), Col("Signal", 110), Col("Connect to", 299)],
        [
            ["red", "+VCC", "5 " + NDASH + " 18 V DC"],
            ["black", "GND", "ground of the supply and of the counter"],
            ["yellow", "OUT", "counter or interrupt input (see notes)"],
        ],
        7.6,
    )
    s.para(
        "Cable 30 cm, 3 " + TIMES + " 0.2 mm2, with a 3-pin JST-XH (2.54 mm) connector. "
        "Extension up to 10 m with shielded cable.",
        7.8,
    )
    s.heading("7 ~ Notes", 10.5)
    s.bullets(
        [
            "The output level equals the supply voltage. The yellow wire is pulled up inside "
            "the sensor to the red wire: at 5 V supply the pulses are 5 V high, at 12 V supply "
            "they are 12 V high.",
            "Arduino Uno / Nano and other 5 V boards: power the sensor from the 5 V pin and "
            "connect the yellow wire directly to an interrupt pin (D2 or D3).",
            "ESP32, Raspberry Pi and other 3.3 V boards: power the sensor from 5 V and insert a "
            "divider, 10 k" + OHM + " from the yellow wire to the GPIO and 20 k" + OHM
            + " from the GPIO to GND. Never connect the yellow wire straight to a 3.3 V GPIO.",
            "Mount the sensor with the arrow in the flow direction and with at least 10 pipe "
            "diameters of straight pipe before it.",
            "Water only. Not for fuel, oil, solvents or corrosive liquids.",
        ],
        7.8,
    )
    s.heading("8 ~ FAQ", 10.5)
    faq = [
        (
            "How do I get litres?",
            "Count pulses and divide by the pulses per litre of your version, e.g. 450 for the "
            "MTF-12. Flow in L/min = frequency / 7.5 for the MTF-12.",
        ),
        (
            "What happens below the flow range?",
            "The turbine may stop or turn irregularly; readings below the lower end of the flow "
            "range are not reliable.",
        ),
        (
            "Hot water?",
            "Up to 80 " + DEG + " water temperature. For a solar water heater loop that reaches "
            "90 " + DEG + " or more, choose a brass sensor instead.",
        ),
        (
            "Can I power it from 12 V and read it with an Arduino Uno?",
            "Not directly: the pulses would be 12 V high. Power it from 5 V instead, or use a "
            "divider (10 k" + OHM + " / 6.8 k" + OHM + ").",
        ),
    ]
    for qtext, atext in faq:
        s.para(qtext, 7.8, bold=True)
        s.para(atext, 7.8)
    return save(s, out / "mtf-12.pdf")


# ------------------------------------------------ barometric pressure module (Yogyakarta)
def gkb388(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="MERAPI ELEKTRONIKA",
        header_right="GKB-388  \u00b7  modul sensor tekanan udara / barometric module",
        footer_left="CV Merapi Elektronika  \u00b7  Jl. Kaliurang km 5, Yogyakarta  \u00b7  "
        "NPWP 81.402.773.5-542.000  \u00b7  harga termasuk PPN 11 %",
        footer_right="hal. {page}/{nb}",
        rule_color=(110, 60, 20),
        table_fill=(246, 236, 220),
        accent=(110, 60, 20),
        grid=False,
    )
    s = Sheet(style, "GKB-388 barometric pressure module")
    s.add_page()
    s.title_block(
        "GKB-388",
        "Barometric Pressure & Temperature Module " + NDASH + " " + I2C + " / SPI, on-board 3.3 V LDO",
        "SKU MRP-388  |  7-pin header  |  20 " + TIMES + " 15 mm  |  revisi 2, Juni 2024",
        22,
    )

    def overview() -> None:
        s.heading("Bab 1 \u00b7 Overview", 10)
        s.para(
            "The GKB-388 carries a digital barometric pressure and temperature sensor, a 3.3 V "
            "low-dropout regulator, MOSFET level shifters on SDA / SCL and a power LED. Feed "
            "it 3.3 V or 5 V on VIN and read it over " + I2C + " or SPI. Good for weather "
            "stations, altimeters for drones and rockets, and indoor floor detection.",
            7.6,
        )

    def prices() -> None:
        s.heading("Bab 2 \u00b7 Harga / Prices", 10)
        s.table(
            [Col("Item", 130), Col("Rp", 60, "R")],
            [
                ["GKB-388", "38.500"],
                ["GKB-388, header soldered", "41.000"],
                ["GKB-388, 5 pcs", "179.000"],
            ],
            7.4,
        )

    s.side_by_side(overview, prices, 285, 16)
    s.heading("Bab 3 \u00b7 Specifications", 10, rule=True)
    s.table(
        [
            Col("Parameter", 128),
            Col("Condition", 150),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 86, "C"),
        ],
        [
            ["Module (board)"],
            ["Input voltage (VIN)", "", "3.3", "5.0", "5.5", "V"],
            ["Input voltage, absolute\nmaximum", "VIN pin", "", "", "6.0", "V"],
            ["LDO output (3V3 pin)", "VIN " + GE + " 3.6 V", "3.23", "3.30", "3.37", "V"],
            ["LDO dropout", "50 mA", "", "0.15", "0.25", "V"],
            ["Current available at\n3V3 pin", "for other circuits", "", "", "100", "mA"],
            ["LDO quiescent current", "no load", "", "45", "65", MU + "A"],
            ["Module current,\npower LED on", "sensor in sleep, VIN = 5 V", "", "1.3", "", "mA"],
            ["Module current,\nLED removed", "sensor in sleep, J1 cut", "", "46", "70", MU + "A"],
            ["I" + "\u00b2" + "C clock", "through the level shifters", "", "", "400", "kHz"],
            ["SPI clock", "3.3 V logic only", "", "", "10", "MHz"],
            ["Operating temperature", "", "-40", "", "+85", DEG],
            ["Sensor (on the board)"],
            ["Pressure range", "", "300", "", "1100", "hPa"],
            ["Absolute accuracy,\npressure", "0 " + ELL + " +65 " + DEG + "\n-20 " + ELL + " 0 " + DEG, "", "", PM + "1.0\n" + PM + "1.7", "hPa"],
            ["Relative accuracy,\npressure", "700 " + ELL + " 1100 hPa, +25 " + ELL + " +40 " + DEG, "", PM + "0.12", "", "hPa"],
            ["Pressure resolution", "oversampling " + TIMES + "16", "", "0.16", "", "Pa"],
            ["Temperature accuracy", "0 " + ELL + " +65 " + DEG, "", "", PM + "1.0", DEG],
            [
                "Supply current at 1 Hz",
                "ultra-low-power (" + TIMES + "1)\nstandard (" + TIMES + "4)\nhigh resolution ("
                + TIMES + "16)",
                "",
                "2.8\n4.2\n11.5",
                "",
                MU + "A",
            ],
            ["Peak current", "during conversion", "", "650", "", MU + "A"],
            ["Sleep current", "sensor die only", "", "0.2", "0.5", MU + "A"],
            [
                "Measurement time",
                "ultra-low-power (" + TIMES + "1)\nstandard (" + TIMES + "4)\nhigh resolution ("
                + TIMES + "16)",
                "",
                "5.5\n11.5\n38.7",
                "6.4\n13.3\n43.2",
                "ms",
            ],
        ],
        7.2,
    )

    s.add_page()
    s.heading("Bab 4 \u00b7 Header pins", 10, rule=True)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 80), Col("Function", 379)],
        [
            ["1", "VIN", "supply 3.3 " + ELL + " 5.5 V"],
            ["2", "GND", "ground"],
            ["3", "3V3", "LDO output, up to 100 mA for other circuits"],
            ["4", "SCL / SCK", I2C + " clock (level-shifted) / SPI clock (3.3 V)"],
            ["5", "SDA / SDI", I2C + " data (level-shifted) / SPI data in (3.3 V)"],
            ["6", "SDO / ADR", "SPI data out / " + I2C + " address select"],
            ["7", "CSB", "SPI chip select; leave open for " + I2C + " (10 k" + OHM + " pull-up)"],
        ],
        7.4,
    )
    s.heading("Bab 5 \u00b7 " + I2C + " address", 10, rule=True)
    s.para(
        "The module answers at 0x77 with the ADR pad open (as shipped). Bridge the ADR pad to "
        "GND, or pull SDO / ADR low, to move it to 0x76. Two GKB-388 can share one bus this "
        "way. CSB must stay open or high in " + I2C + " mode.",
        7.8,
    )
    s.heading("Bab 6 \u00b7 Registers", 10, rule=True)
    s.table(
        [Col("Address", 60, "C"), Col("Name", 90), Col("Reset", 60, "C"), Col("Content", 289)],
        [
            ["0xD0", "CHIP_ID", "0x5A", "identifies the sensor"],
            ["0xE0", "RESET", "0x00", "write 0xB6 for a soft reset"],
            ["0xF4", "CTRL_MEAS", "0x00", "oversampling and power mode"],
            ["0xF5", "CONFIG", "0x00", "standby time 0.5 " + ELL + " 4000 ms, IIR filter"],
            ["0xF7 " + ELL + " 0xF9", "PRESS", "0x80 0x00 0x00", "20-bit pressure result"],
            ["0xFA " + ELL + " 0xFC", "TEMP", "0x80 0x00 0x00", "20-bit temperature result"],
        ],
        7.4,
    )
    s.heading("Bab 7 \u00b7 Catatan / Notes", 10, rule=True)
    s.bullets(
        [
            "5 V boards (Arduino Uno, Mega): use " + I2C + ". SDA and SCL are level-shifted "
            "to VIN, so 5 V logic is fine. Do not use SPI with 5 V boards: SCK, SDI, SDO and CSB "
            "go straight to the 3.3 V sensor.",
            "3.3 V boards (ESP32, Raspberry Pi): VIN from 3.3 V works. The LDO is then in "
            "dropout and the sensor runs at about 3.2 V. " + I2C + " and SPI are both fine.",
            "The module has 10 k" + OHM + " pull-ups on SDA and SCL to VIN. With more than "
            "three modules on one bus, remove some pull-ups.",
            "J1 (solder jumper beside the power LED): cut it to switch the LED off for battery "
            "use.",
            "Altitude: near sea level 1 hPa is about 8.4 m. For altimeter use choose high "
            "resolution (" + TIMES + "16) and the IIR filter.",
            "Keep light and air flow away from the sensor opening; do not cover it with "
            "conformal coating.",
        ],
        7.8,
    )
    revision_table(
        s,
        [
            ["2023-08-09", "rev 1", "First sheet"],
            ["2024-06-17", "rev 2", "Module currents and LDO data added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "gkb-388.pdf")
