"""Hold-out 101 datasheets, part 2: a DC gear motor in 6 V and 12 V versions, a USB-C
power-delivery trigger board, a 4-digit 7-segment display driver board and a barometric
pressure sensor breakout.

A Shengzhou micro-motor factory specification (numbered item rows, one column per rated
voltage with ≤ limits, a typical test-data table), a West Frisian / English trigger-board
sheet (two-line bilingual parameter names, a switch table, a current limit stated per
output voltage), a Scottish Gaelic / English display-board sheet (a typ.-only brightness
table, per-colour columns, the 3.3 V logic caveat in prose) and a Kigali maker-shop
breakout sheet (bare vs regulator version columns, the address and the I2C speed on the
regulated version only in notes, RWF prices).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
LE = "\u2264"
GE = "\u2265"
OHM = "\u03a9"
TIMES = "\u00d7"


# ------------------------------------------------------ DC gear motor (Shengzhou)
def kt25(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="SHENGZHOU KAITE MICRO MOTOR CO., LTD.",
        header_right="SPECIFICATION   Doc. KT-SP-25370   Ver. A2",
        footer_left="Customer: STANDARD      Sample No. 23-0918      Drawn: Li W.   Checked: Zhou H.",
        footer_right="Page {page}",
        rule_color=(0, 0, 0),
        table_fill=(232, 232, 232),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "KT-25GA370 DC gear motor specification")
    s.add_page()
    s.title_block(
        "KT-25GA370 DC Gear Motor",
        "Specification for 25 mm spur gear motor, 6 V and 12 V types, 100 rpm",
        "Models: KT-25GA370-06-100 (6 V type), KT-25GA370-12-100 (12 V type)",
        18,
    )
    s.heading("1. Scope", 10)
    s.para(
        "This specification applies to the brushed DC gear motors KT-25GA370-06-100 and "
        "KT-25GA370-12-100, a 370-size motor with a 25 mm spur gearbox, reduction ratio 1:34.",
        8.3,
    )
    s.heading("2. Test conditions", 10)
    s.para(
        "Unless otherwise specified, measurements are made at temperature 25 "
        + PM
        + " 5 "
        + DEG
        + ", humidity 60 "
        + PM
        + " 15 % RH, with a regulated DC power supply, motor horizontal.",
        8.3,
    )
    s.heading("3. Electrical and mechanical characteristics", 10)
    s.table(
        [
            Col("No.", 30, "C"),
            Col("Item", 170),
            Col("Unit", 55, "C"),
            Col("6 V type", 95, "C"),
            Col("12 V type", 95, "C"),
            Col("Remark", 54, "C"),
        ],
        [
            ["3-1", "Rated voltage", "V DC", "6", "12", ""],
            ["3-2", "Operating voltage range", "V DC", "3.0 ~ 7.5", "6.0 ~ 13.5", ""],
            [
                "3-3",
                "No-load speed",
                "rpm",
                "100 " + PM + " 10 %",
                "100 " + PM + " 10 %",
                "at rated V",
            ],
            ["3-4", "No-load current", "mA", LE + " 120", LE + " 60", "at rated V"],
            ["3-5", "Rated torque", "kg\u00b7cm", "1.0", "1.0", ""],
            [
                "3-6",
                "Rated speed",
                "rpm",
                "78 " + PM + " 10 %",
                "80 " + PM + " 10 %",
                "at rated torque",
            ],
            ["3-7", "Rated current", "mA", LE + " 450", LE + " 220", "at rated torque"],
            ["3-8", "Stall torque", "kg\u00b7cm", GE + " 4.8", GE + " 5.0", ""],
            ["3-9", "Stall current", "A", LE + " 2.6", LE + " 1.3", "at rated V"],
            ["3-10", "Reduction ratio", "-", "1:34", "1:34", ""],
            ["3-11", "Insulation resistance", "M" + OHM, GE + " 10", GE + " 10", "DC 250 V"],
            ["3-12", "Noise", "dB", LE + " 55", LE + " 55", "10 cm"],
            ["3-13", "Weight", "g", "96", "96", ""],
        ],
        7.6,
    )
    s.para(
        "Rotation: CW seen from the output shaft with + on the red lead. Do not keep the motor "
        "stalled for more than 5 s; the stall current heats the winding quickly.",
        8,
    )
    s.heading("4. Typical test data (sample, 6 V type, 6.0 V)", 10)
    s.table(
        [
            Col("Load torque (kg\u00b7cm)", 130),
            Col("0", 70, "C"),
            Col("0.5", 70, "C"),
            Col("1.0", 70, "C"),
            Col("2.0", 70, "C"),
            Col("4.9", 89, "C"),
        ],
        [
            ["Speed (rpm)", "104", "92", "79", "56", "0"],
            ["Current (A)", "0.085", "0.26", "0.44", "0.86", "2.35"],
            ["Output power (W)", "0", "0.47", "0.81", "1.15", "0"],
        ],
        7.6,
    )
    s.heading("5. Environmental conditions", 10)
    s.table(
        [Col("Item", 200), Col("Condition", 299)],
        [
            ["Operating temperature", "-10 ~ +60 " + DEG],
            ["Storage temperature", "-20 ~ +70 " + DEG],
            ["Operating humidity", "30 ~ 90 % RH, no condensation"],
        ],
        7.6,
    )

    s.add_page()
    s.heading("6. Dimensions", 10)
    s.table(
        [Col("Item", 200), Col("Value", 150, "C"), Col("Tolerance", 149, "C")],
        [
            ["Gearbox diameter", "25.0 mm", PM + "0.1 mm"],
            ["Overall length (without shaft)", "52.0 mm", PM + "0.5 mm"],
            ["Output shaft", "D-cut, " + "\u00d8" + "4 mm", "-0.01 / -0.03 mm"],
            ["Shaft length", "12.0 mm", PM + "0.3 mm"],
            ["Mounting holes", "2 " + TIMES + " M3 on 17 mm pitch", ""],
        ],
        7.6,
    )
    s.heading("7. Reliability", 10)
    s.table(
        [Col("No.", 30, "C"), Col("Test", 150), Col("Condition", 190), Col("Criterion", 129)],
        [
            ["7-1", "Life test", "rated voltage, rated torque, continuous, 25 " + DEG, "500 h"],
            [
                "7-2",
                "High temperature",
                "+60 " + DEG + ", 96 h, no load",
                "speed change " + LE + " " + PM + "20 %",
            ],
            [
                "7-3",
                "Low temperature",
                "-10 " + DEG + ", 96 h, no load",
                "speed change " + LE + " " + PM + "20 %",
            ],
            ["7-4", "Vibration", "10 ~ 55 Hz, 1.5 mm, 2 h per axis", "no abnormality"],
        ],
        7.4,
    )
    s.heading("8. Notes for use", 10)
    s.bullets(
        [
            "Choose a driver whose continuous rating is at least the rated current and whose "
            "peak rating is at least the stall current of the motor type used.",
            "Fit a 100 nF capacitor across the motor terminals to reduce brush noise.",
            "No encoder is fitted. A Hall encoder version (KT-25GA370E) is available on request "
            "and has its own specification.",
            "The motor is not waterproof and not dust-proof. Do not use it in water, oil mist or "
            "corrosive gas.",
            "Speed may be controlled by PWM; a frequency of 10 ~ 20 kHz keeps the motor quiet.",
        ],
        8.2,
    )
    s.heading("9. Packing", 10)
    s.table(
        [Col("Item", 200), Col("Value", 299)],
        [
            ["Inner box", "20 pcs"],
            ["Carton", "100 pcs, 10.5 kg, 42 " + TIMES + " 30 " + TIMES + " 22 cm"],
        ],
        7.6,
    )
    s.heading("10. Revision", 10)
    s.table(
        [Col("Ver.", 50, "C"), Col("Date", 90, "C"), Col("Content", 359)],
        [
            ["A1", "2022-11-04", "First issue"],
            ["A2", "2023-09-18", "Stall current of 12 V type changed, weight updated"],
        ],
        7.4,
    )
    return save(s, out / "kt-25ga370.pdf")


# ------------------------------------------ USB-C PD trigger (West Frisian / English)
def epdt20(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Elfst\u00eaden Elektroanika \u00b7 Ljouwert",
        header_right="EPD-T20 \u00b7 Technyske gegevens / Technical data",
        footer_left="Elfst\u00eaden Elektroanika B.V. \u00b7 Ljouwert / Leeuwarden, Fryslân",
        footer_right="Side {page} fan {nb} / Page {page} of {nb}",
        rule_color=(200, 30, 40),
        table_fill=(222, 232, 245),
        accent=(0, 70, 140),
        grid=False,
    )
    s = Sheet(style, "EPD-T20 USB-C PD trigger board")
    s.add_page()
    s.title_block(
        "EPD-T20S / EPD-T20J",
        "USB-C PD trigger boerd / USB-C Power Delivery trigger board",
        "Kiesber 5 / 9 / 12 / 15 / 20 V \u00b7 Selectable 5 / 9 / 12 / 15 / 20 V",
        20,
    )
    s.heading("Beskriuwing / Description", 10)
    s.para(
        "It EPD-T20 boerd freget in USB PD-lader om in fêste spanning en leit dy op de "
        "skroefklemmen. The EPD-T20 board asks a USB Power Delivery charger for one fixed "
        "voltage and puts it on the screw terminals. EPD-T20S: 5-position slide switch, "
        "screw terminals. EPD-T20J: solder jumpers, solder pads, 18 " + TIMES + " 10 mm.",
        8.3,
    )
    s.heading("Technyske gegevens / Technical data", 10)
    cols = [
        Col("Parameter", 175),
        Col("Betingst / Condition", 130, "C"),
        Col("Min.", 45, "C"),
        Col("Typ.", 45, "C"),
        Col("Maks. / Max.", 50, "C"),
        Col("Ienh. / Unit", 54, "C"),
    ]
    s.table(
        cols,
        [
            [
                "Ynfierspanning (VBUS)\nInput voltage (VBUS)",
                "USB PD 2.0 / 3.0 boarne / source",
                "4.75",
                "",
                "21",
                "V",
            ],
            [
                "Absolute maksimale VBUS\nAbsolute maximum VBUS",
                "net wurkjend / non-operating",
                "",
                "",
                "25",
                "V",
            ],
            [
                "Útfierspanning, kiesber\nOutput voltage, selectable",
                "5 / 9 / 12 / 15 / 20 V",
                "",
                "",
                "",
                "",
            ],
            ["Útfierstroom EPD-T20S\nOutput current EPD-T20S", "5 V ... 15 V", "", "", "3", "A"],
            ["", "20 V, 5 A e-marked kabel / cable", "", "", "5", "A"],
            [
                "Útfierstroom EPD-T20J\nOutput current EPD-T20J",
                "alle spanningen / all voltages",
                "",
                "",
                "3",
                "A",
            ],
            [
                "Oan-wjerstân útfier-MOSFET\nOutput MOSFET on-resistance",
                "VGS = 10 V",
                "",
                "12",
                "18",
                "m" + OHM,
            ],
            [
                "Eigen stroomferbrûk\nSelf-consumption",
                "útfier út / output off",
                "",
                "1.8",
                "3",
                "mA",
            ],
            ["Wurktemperatuer\nOperating temperature", "", "0", "", "+50", DEG],
            ["Opslachtemperatuer\nStorage temperature", "", "-20", "", "+70", DEG],
        ],
        7.4,
    )
    s.para(
        "It boerd regelet net: de útfierspanning is wat de lader leveret. / The board does not "
        "regulate: the output voltage is whatever the charger delivers (USB PD allows "
        + PM
        + "5 %). The output MOSFET only switches on after the charger has accepted the "
        "request.",
        7.8,
    )
    s.heading("Skeakelstân / Switch position (EPD-T20S)", 10)
    s.table(
        [
            Col("Stân / Position", 90, "C"),
            Col("Spanning / Voltage", 110, "C"),
            Col("Frege stroom / Requested current", 160, "C"),
            Col("LED", 139, "C"),
        ],
        [
            ["1", "5 V", "3 A", "grien / green"],
            ["2", "9 V", "3 A", "grien / green"],
            ["3", "12 V", "3 A", "grien / green"],
            ["4", "15 V", "3 A", "grien / green"],
            ["5", "20 V", "5 A (3 A sûnder / without e-marker)", "blau / blue"],
        ],
        7.4,
    )
    s.para(
        "EPD-T20J: slute jumper J1 ... J5 foar 5 / 9 / 12 / 15 / 20 V; mar ien jumper tagelyk. / "
        "Close jumper J1 ... J5 for 5 / 9 / 12 / 15 / 20 V; only one jumper at a time.",
        7.8,
    )

    s.add_page()
    s.heading("Warskôging / Warnings", 10)
    s.bullets(
        [
            "As de lader de keazen spanning net oanbiedt, bliuwt de útfier út en knipperet de LED "
            "read. / If the charger does not offer the selected voltage, the output stays off and "
            "the LED blinks red. There is no fallback to 5 V.",
            "Gjin PPS: programmearbere spanningen wurde net stipe. / No PPS: programmable "
            "(PPS) voltages are not supported.",
            "Nea spanning op de útfierklemmen sette. / Never feed power into the output terminals.",
            "5 A wurdt allinnich by 20 V frege. / 5 A is requested at 20 V only; at 5 V the "
            "board never asks for more than 3 A.",
        ],
        8.2,
    )
    s.heading("Faak stelde fragen / FAQ", 10)
    s.para(
        "F: Wurket it mei in gewoane USB-A lader? / Q: Does it work with a plain USB-A charger?\n"
        "A: Allinnich yn stân 1 (5 V). / Only in position 1 (5 V); plain chargers have no PD.\n"
        "F: Hoe grut is de rimpel? / Q: How large is the ripple?\n"
        "A: Dat hinget ôf fan de lader; it boerd filtert net. / That depends on the charger; "
        "the board adds no filtering and no ripple figure is given.\n"
        "F: Kin ik in laptop fan 19 V fiede? / Q: Can I power a 19 V laptop?\n"
        "A: USB PD hat gjin 19 V; 20 V is it tichtste. Kontrolearje de ynfier fan it apparaat. / "
        "USB PD has no 19 V step; 20 V is the nearest. Check the input range of the device.",
        8.2,
    )
    s.heading("Ofmjittings en oansluting / Dimensions and connection", 10)
    s.table(
        [Col("", 170), Col("EPD-T20S", 165, "C"), Col("EPD-T20J", 164, "C")],
        [
            ["Ofmjittings / Dimensions", "32 " + TIMES + " 14 mm", "18 " + TIMES + " 10 mm"],
            ["Útfier / Output", "2-pins skroefklem / 2-pin screw terminal", "soldeerpads / pads"],
            ["Ynfier / Input", "USB-C 16P", "USB-C 16P"],
            ["Gewicht / Weight", "3.1 g", "1.2 g"],
        ],
        7.4,
    )
    s.heading("Bestelkoades / Order codes", 10)
    s.table(
        [
            Col("Koade / Code", 120),
            Col("Omskriuwing / Description", 259),
            Col("Priis / Price", 120, "C"),
        ],
        [
            ["EE-1020", "EPD-T20S, switch + screw terminals", "\u20ac 6,95"],
            ["EE-1021", "EPD-T20J, solder jumpers", "\u20ac 4,50"],
            ["EE-1025", "5 A e-marked USB-C cable, 1 m", "\u20ac 9,95"],
        ],
        7.4,
    )
    return save(s, out / "epd-t20.pdf")


# -------------------------------------- 4-digit display board (Scottish Gaelic / English)
def dg7s4(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Dealan Gàidhealach \u00b7 Highland Electronics, Inbhir Nis / Inverness",
        header_right="DG-7S4  \u00b7  Duilleag-dàta / Data sheet",
        footer_left="dealan-gaidhealach.example \u00b7 Clàr-innse / Catalogue 2024",
        footer_right="Duilleag {page} de {nb}",
        rule_color=(30, 90, 60),
        table_fill=(222, 238, 228),
        accent=(30, 90, 60),
        grid=True,
    )
    s = Sheet(style, "DG-7S4 4-digit 7-segment display board")
    s.add_page()
    s.title_block(
        "DG-7S4-R / DG-7S4-W",
        "Bòrd taisbeanaidh 4-figearan / 4-digit 7-segment LED display board",
        '0.56" (14.2 mm) figearan / digits \u00b7 colon \u00b7 two-wire serial interface (CLK, DIO)',
        19,
    )
    s.para(
        "Tha an DG-7S4 na bhòrd le ceithir figearan agus draibhear LED. / The DG-7S4 carries a "
        "4-digit common-anode display and a constant-current LED driver with an 8-step "
        "brightness control. DG-7S4-R has red segments, DG-7S4-W white segments. The "
        "two-wire interface (CLK, DIO) is not I\u00b2C: there is no device address, and the "
        "board cannot share an I\u00b2C bus with other devices. Both lines have 10 k"
        + OHM
        + " pull-ups to VCC on the board.",
        8.2,
    )
    s.heading("Rangachadh as àirde / Absolute maximum ratings", 10)
    s.table(
        [
            Col("Paramadair / Parameter", 240),
            Col("Luach / Value", 150, "C"),
            Col("Aonad / Unit", 109, "C"),
        ],
        [
            ["Bholtachd solarachaidh / Supply voltage VCC", "-0.5 ~ 7.0", "V"],
            ["Bholtachd inntrigidh / Input voltage CLK, DIO", "-0.5 ~ VCC + 0.5", "V"],
            ["Teòthachd stòraidh / Storage temperature", "-40 ~ +80", DEG],
        ],
        7.6,
    )
    s.heading("Feartan dealain / Electrical characteristics", 10)
    s.para("Ta = 25 " + DEG + " mura h-eil e air a ràdh / unless noted", 7.6)
    s.table(
        [
            Col("Paramadair / Parameter", 160),
            Col("Suidheachadh / Condition", 112, "C"),
            Col("Meud. / Min", 50, "C"),
            Col("Àbh. / Typ", 50, "C"),
            Col("As motha / Max", 62, "C"),
            Col("Aonad / Unit", 65, "C"),
        ],
        [
            ["Bholtachd obrachaidh\nOperating voltage, -R", "", "3.3", "5.0", "5.5", "V"],
            ["Bholtachd obrachaidh\nOperating voltage, -W", "", "4.5", "5.0", "5.5", "V"],
            [
                "Sruth, a h-uile pìos air\nCurrent, all segments on",
                "-R, VCC = 5 V, brightness 8/8",
                "",
                "82",
                "95",
                "mA",
            ],
            ["", "-R, VCC = 3.3 V, brightness 8/8", "", "45", "55", "mA"],
            ["", "-W, VCC = 5 V, brightness 8/8", "", "110", "130", "mA"],
            ["Sruth, taisbeanadh dheth\nCurrent, display off", "VCC = 5 V", "", "1.5", "3", "mA"],
            ["V_{IH}", "CLK, DIO", "0.7 " + TIMES + " VCC", "", "", "V"],
            ["V_{IL}", "CLK, DIO", "", "", "0.3 " + TIMES + " VCC", "V"],
            ["Tricead CLK\nCLK frequency", "", "", "", "250", "kHz"],
            ["Teòthachd obrachaidh\nOperating temperature", "", "-20", "", "+70", DEG],
        ],
        7.3,
    )
    s.heading("Soilleireachd / Brightness steps (-R, VCC = 5 V, all segments on, typical)", 10)
    s.table(
        [
            Col("Ceum / Step", 60, "C"),
            Col("Àithne / Command", 90, "C"),
            Col("Leud buille / Pulse width", 120, "C"),
            Col("Sruth / Current", 110, "C"),
            Col("", 119, "C"),
        ],
        [
            ["1", "0x88", "1/16", "12 mA", ""],
            ["2", "0x89", "2/16", "18 mA", ""],
            ["3", "0x8A", "4/16", "27 mA", ""],
            ["4", "0x8B", "10/16", "52 mA", ""],
            ["5", "0x8C", "11/16", "57 mA", ""],
            ["6", "0x8D", "12/16", "62 mA", ""],
            ["7", "0x8E", "13/16", "70 mA", ""],
            ["8", "0x8F", "14/16", "82 mA", "default"],
        ],
        7.3,
    )

    s.add_page()
    s.heading("3.3 V agus 5 V / Using 3.3 V and 5 V hosts", 10)
    s.para(
        "Ma tha am bòrd air 5 V, tha VIH 3.5 V. / With the board on 5 V the input-high "
        "threshold is 0.7 " + TIMES + " VCC = 3.5 V, so 3.3 V logic signals are out of "
        "specification, and the on-board pull-ups pull CLK and DIO up to 5 V, which a 3.3 V "
        "microcontroller that is not 5 V tolerant must not see. With a 3.3 V host, power the -R "
        "board from 3.3 V. The -W board needs at least 4.5 V for its white LEDs and is therefore "
        "meant for 5 V hosts only.",
        8.2,
    )
    s.heading("Prìnichean / Pin header", 10)
    s.table(
        [Col("Prìne / Pin", 70, "C"), Col("Ainm / Name", 90, "C"), Col("Gnìomh / Function", 339)],
        [
            ["1", "CLK", "Gleoc / Clock input, 10 k" + OHM + " pull-up to VCC"],
            ["2", "DIO", "Dàta / Data input-output, 10 k" + OHM + " pull-up to VCC"],
            ["3", "VCC", "Solarachadh / Supply"],
            ["4", "GND", "Talamh / Ground"],
        ],
        7.4,
    )
    s.heading("Àitheantan / Commands", 10)
    s.table(
        [Col("Àithne / Command", 120, "C"), Col("Ciall / Meaning", 379)],
        [
            ["0x40", "Write data, auto address increment"],
            ["0x44", "Write data, fixed address"],
            ["0xC0 ~ 0xC3", "Digit address 1 ~ 4"],
            ["0x80", "Display off"],
            ["0x88 ~ 0x8F", "Display on, brightness step 1 ~ 8"],
        ],
        7.4,
    )
    s.heading("Còdan figearan / Segment codes (dp g f e d c b a)", 10)
    s.table(
        [
            Col("0", 49, "C"),
            Col("1", 50, "C"),
            Col("2", 50, "C"),
            Col("3", 50, "C"),
            Col("4", 50, "C"),
            Col("5", 50, "C"),
            Col("6", 50, "C"),
            Col("7", 50, "C"),
            Col("8", 50, "C"),
            Col("9", 50, "C"),
        ],
        [["0x3F", "0x06", "0x5B", "0x4F", "0x66", "0x6D", "0x7D", "0x07", "0x7F", "0x6F"]],
        7.4,
    )
    s.heading("Tomhasan / Dimensions", 10)
    s.table(
        [Col("", 200), Col("DG-7S4-R", 150, "C"), Col("DG-7S4-W", 149, "C")],
        [
            ["Bòrd / Board", "42 " + TIMES + " 24 mm", "42 " + TIMES + " 24 mm"],
            ["Dath / Colour", "dearg / red, 625 nm", "geal / white"],
            ["Toll-sgriubha / Mounting holes", "4 " + TIMES + " M2", "4 " + TIMES + " M2"],
            ["Prìs / Price", "\u00a3 2.40", "\u00a3 2.90"],
        ],
        7.4,
    )
    s.para(
        "Ceistean / Questions: the viewing angle and the luminous intensity of the segments "
        "are not measured by us; the display module is bought in.",
        7.8,
    )
    return save(s, out / "dg-7s4.pdf")


# -------------------------------------------- barometric breakout (Kigali maker shop)
def bar390(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="INYANGE MAKER HUB  \u00b7  KN 3 Rd, Kigali, Rwanda",
        header_right="Product sheet IMH-BAR390 / IMH-BAR390R",
        footer_left="inyange-makerhub.example  \u00b7  WhatsApp orders  \u00b7  prices in RWF incl. VAT",
        footer_right="{page} / {nb}",
        rule_color=(0, 110, 80),
        table_fill=(255, 240, 200),
        accent=(0, 110, 80),
        grid=False,
    )
    s = Sheet(style, "IMH-BAR390 barometric pressure breakout")
    s.add_page()
    s.title_block(
        "IMH-BAR390 / IMH-BAR390R",
        "Barometric pressure + temperature breakout (I2C / SPI)",
        "SKU 4417 (bare board, RWF 9 500)  \u00b7  SKU 4418 (R: with 3.3 V regulator and level "
        "shifter, RWF 12 000)",
        19,
    )
    s.heading("What is it?", 10.5)
    s.para(
        "A small board with the BPS-390 barometric pressure sensor. Use it for weather stations, "
        "altitude logging on drones and indoor floor detection. The bare IMH-BAR390 connects "
        "VIN straight to the sensor, so it is for 1.8 V to 3.3 V systems only. The IMH-BAR390R "
        "adds a 3.3 V regulator and an I2C level shifter, so 5 V Arduino boards can use it "
        "directly.",
        8.5,
    )
    s.heading("Board specifications", 10.5)
    s.table(
        [Col("", 170), Col("IMH-BAR390 (bare)", 165, "C"), Col("IMH-BAR390R", 164, "C")],
        [
            ["VIN supply range", "1.71 V ~ 3.6 V", "3.5 V ~ 5.5 V"],
            ["Interfaces", "I2C and SPI", "I2C only"],
            ["Logic level", "= VIN", "3.3 V to 5 V (shifted)"],
            ["Board current, measuring 1 Hz", "3.4 " + MU + "A", "60 " + MU + "A (regulator)"],
            ["Power LED", "none", "1.1 mA, cut JP3 to remove"],
            ["3V3 output pin", "-", "up to 100 mA for other parts"],
            ["Size", "15 " + TIMES + " 12 mm", "21 " + TIMES + " 15 mm"],
        ],
        7.8,
    )
    s.heading("Sensor (BPS-390) characteristics", 10.5)
    s.table(
        [
            Col("Parameter", 145),
            Col("Condition", 150, "C"),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Sensor supply VDD", "", "1.71", "1.8", "3.6", "V"],
            ["Pressure range", "", "300", "", "1250", "hPa"],
            [
                "Absolute pressure accuracy",
                "0 ~ 65 " + DEG + ", 300 ~ 1100 hPa",
                "-0.50",
                "",
                "+0.50",
                "hPa",
            ],
            ["", "-20 ~ 0 " + DEG + ", 300 ~ 1100 hPa", "-1.0", "", "+1.0", "hPa"],
            [
                "Relative pressure accuracy",
                "900 ~ 1100 hPa, 25 ~ 40 " + DEG,
                "-0.03",
                "",
                "+0.03",
                "hPa",
            ],
            ["Pressure resolution", "highest oversampling", "", "0.016", "", "Pa"],
            ["Temperature accuracy", "0 ~ 65 " + DEG, "-0.5", "", "+0.5", DEG],
            ["Current, 1 Hz low power", "sensor only", "", "3.4", "", MU + "A"],
            ["Peak current", "during conversion", "", "680", "", MU + "A"],
            ["Sleep current", "sensor only", "", "0.8", "2", MU + "A"],
            ["I2C clock", "sensor", "", "", "3.4", "MHz"],
            ["SPI clock", "bare board only", "", "", "10", "MHz"],
            ["Operating temperature", "", "-40", "", "+85", DEG],
        ],
        7.4,
    )
    s.para(
        "Absolute maximum for the sensor: VDD 4.25 V. Do not connect 5 V to VIN of the bare board!",
        8,
        bold=True,
    )

    s.add_page()
    s.heading("Wiring", 10.5)
    s.table(
        [Col("Pin", 60, "C"), Col("IMH-BAR390 (bare)", 220), Col("IMH-BAR390R", 219)],
        [
            ["VIN", "1.71 ~ 3.6 V", "3.5 ~ 5.5 V"],
            ["3V3", "-", "regulator output"],
            ["GND", "ground", "ground"],
            ["SCL / SCK", "I2C clock / SPI clock", "I2C clock (5 V tolerant)"],
            ["SDA / SDI", "I2C data / SPI data in", "I2C data (5 V tolerant)"],
            ["SDO", "address select / SPI data out", "address select"],
            ["CS", "high = I2C, low = SPI", "tied high (I2C)"],
        ],
        7.6,
    )
    s.heading("Notes", 10.5)
    s.bullets(
        [
            "I2C address: 0x77 as shipped (SDO pulled up on the board). Solder the SDO jumper to "
            "GND for 0x76, so two boards can share one bus.",
            "The chip ID register 0xD0 reads 0x60. That is not an address.",
            "On the R board the level shifter limits the I2C clock to 400 kHz; the 3.4 MHz "
            "high-speed mode works on the bare board only.",
            "Pull-ups: 10 k" + OHM + " on SCL and SDA, to VIN on the bare board and to the host "
            "side on the R board.",
            "The sensor is not waterproof. Keep the vent hole open and away from direct sun.",
        ],
        8.3,
    )
    s.heading("Altitude example", 10.5)
    s.table(
        [Col("Altitude (m)", 120, "C"), Col("Pressure (hPa)", 130, "C"), Col("Place", 249)],
        [
            ["0", "1013", "sea level (standard)"],
            ["1567", "~ 840", "Kigali, typical"],
            ["4507", "~ 580", "Karisimbi summit"],
        ],
        7.6,
    )
    s.heading("FAQ", 10.5)
    s.para(
        "Can I use it to measure water depth? No. The sensor measures air pressure and must "
        "stay dry; it is not specified for liquids.\n"
        "How long does the sensor last? We do not have a lifetime or drift figure from the "
        "sensor maker.\n"
        "Does the R board work from a 3.3 V board? Feed 3.3 V to the 3V3 pin and leave VIN open; "
        "VIN below 3.5 V is outside the regulator's range.",
        8.3,
    )
    s.heading("Order codes and prices", 10.5)
    s.table(
        [Col("SKU", 60, "C"), Col("Item", 300), Col("Price (RWF)", 139, "C")],
        [
            ["4417", "IMH-BAR390 bare board, headers loose", "9 500"],
            ["4418", "IMH-BAR390R with regulator and level shifter", "12 000"],
            ["4419", "Pack of 5 x IMH-BAR390R", "55 000"],
        ],
        7.6,
    )
    return save(s, out / "imh-bar390.pdf")
