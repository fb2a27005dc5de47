"""Hold-out 99 datasheets, part 2: a 0.91 inch 128x32 I2C OLED module, a 12 V 4-pin
PWM PC fan, a PIR motion sensor module and a bidirectional current-sense amplifier IC.

A Dubai maker-store product datasheet (product card with AED prices, a min/typ/max
table, current per colour version in columns, the 8-bit address decoy in a tip box,
on-board driver supply rows), a Poznan PC-cooling brand technical specification (one
column per speed version, a PWM-control table with the control input levels, a
duty-versus-speed table, a speed curve, life and tach only in notes), a Belarusian /
English technical description of a PIR module (Cyrillic names wrapped over two lines,
lens-version columns, open-collector output limits, warm-up only in the operating
notes) and a Grenoble fabless "Datasheet - production data" (features beside the
description, one column per gain version, absolute maximum common-mode beside the
operating range, offset rows per gain without a parameter name).
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
TIMES = "\u00d7"
SQRT = "\u221a"


# ------------------------------------------------------------ 0.91" OLED (Dubai store)
def aqm_ol091(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="AL QUOZ MAKER SUPPLY  |  Dubai, UAE",
        header_right="Product Datasheet  AQM-OL091",
        footer_left="Prices in AED incl. 5% VAT. Specifications may change without notice.",
        footer_right="Sheet {page}/{nb}",
        rule_color=(0, 120, 130),
        table_fill=(210, 236, 238),
        accent=(0, 100, 110),
        grid=True,
    )
    s = Sheet(style, "AQM-OL091 0.91 inch OLED module")
    s.add_page()
    s.title_block(
        'AQM-OL091  0.91" OLED Display 128x32, I2C',
        "SKU AQM-OL091-W (white) AED 18.00   |   SKU AQM-OL091-B (blue) AED 18.00",
        "4-pin header GND / VCC / SCL / SDA. Ships with header pins unsoldered.",
        16,
    )
    s.heading("Product card", 10.5)
    s.lines(
        [
            "Display: 0.91 inch passive-matrix OLED, 128 x 32 pixels, monochrome",
            "Colours: white (-W) or blue (-B)",
            "Interface: I2C only (no SPI pads on this board)",
            "Works with: 3.3 V and 5 V boards - Arduino Uno, ESP32, Raspberry Pi",
            "Controller: SSD1306-compatible, on-board 3.3 V regulator and charge pump",
            "Active area: 22.38 x 5.58 mm; module 38 x 12 x 3.6 mm",
        ],
        8.5,
        3,
    )
    s.heading("Electrical specifications", 10.5)
    s.para("Ta = 25 " + DEG + " unless noted.", 7.5)
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 45, "C"),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 40, "C"),
            Col("Remarks", 129),
        ],
        [
            ["Module supply voltage", "VCC", "3.3", "-", "5.0", "V", "VCC pin"],
            [
                "Controller logic supply",
                "VDD",
                "1.65",
                "3.3",
                "3.5",
                "V",
                "on-board LDO, not a pin",
            ],
            ["Panel drive voltage", "VPP", "7.0", "7.5", "9.0", "V", "internal charge pump"],
            ["I2C clock", "fSCL", "-", "-", "400", "kHz", ""],
            ["Input high voltage SCL/SDA", "VIH", "2.3", "-", "-", "V", "any VCC"],
            ["Input low voltage SCL/SDA", "VIL", "-", "-", "0.9", "V", "any VCC"],
            ["Sleep current", "ISLP", "-", "10", "25", MU + "A", "display OFF cmd (AEh)"],
        ],
        7.5,
    )
    s.heading("Current by version (VCC = 5.0 V)", 10.5)
    s.table(
        [
            Col("Display content", 200),
            Col("AQM-OL091-W", 100, "C"),
            Col("AQM-OL091-B", 100, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Typical text screen (about 25 % lit)", "8", "6", "mA"],
            ["All pixels on, max.", "24", "19", "mA"],
        ],
        7.5,
    )
    s.heading("Limits - do not exceed", 10.5)
    s.table(
        [Col("Item", 200), Col("Value", 150, "C"), Col("Unit", 149, "C")],
        [
            ["VCC", "-0.3 ~ 6.0", "V"],
            ["SCL, SDA", "-0.3 ~ 6.0", "V"],
            ["Operating temperature", "-30 ~ +70", DEG],
            ["Storage temperature", "-40 ~ +80", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("I2C address", 10.5)
    s.para(
        "Default 7-bit address 0x3C. Move the 0 ohm resistor from R3 to R4 on the back to "
        "change it to 0x3D, so two displays can share one bus.",
        8.5,
    )
    s.para(
        "TIP: some sellers and old libraries write 0x78 / 0x7A. Those are the 8-bit write "
        "bytes of the same two addresses, not extra addresses. In Arduino and MicroPython "
        "use 0x3C.",
        8.5,
        bold=True,
    )
    s.heading("Logic levels and pull-ups", 10.5)
    s.para(
        "SCL and SDA carry 4.7 kOhm pull-ups to the on-board 3.3 V regulator output, not to "
        "VCC. The bus therefore idles at 3.3 V even when VCC is 5 V, which is safe for "
        "ESP32 and Raspberry Pi pins. A 5 V Arduino reads 3.3 V as HIGH.",
        8.5,
    )
    s.heading("Optical data", 10.5)
    s.table(
        [
            Col("Item", 200),
            Col("AQM-OL091-W", 100, "C"),
            Col("AQM-OL091-B", 100, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Brightness (typ.)", "120", "100", "cd/m2"],
            ["Contrast ratio (dark room)", "2000:1", "2000:1", ""],
            ["Viewing angle", "> 160", "> 160", "deg"],
        ],
        7.5,
    )
    s.heading("Common commands (for library authors)", 10.5)
    s.table(
        [Col("Command", 80, "C"), Col("Meaning", 260), Col("Value for this panel", 159, "C")],
        [
            ["A8h", "Set multiplex ratio", "1Fh (32 rows)"],
            ["DAh", "COM pins configuration", "02h"],
            ["81h", "Contrast", "8Fh"],
            ["8Dh", "Charge pump", "14h (enable)"],
            ["AEh / AFh", "Display OFF / ON", "-"],
        ],
        7.5,
    )
    s.heading("Questions we get", 10.5)
    s.para("Will it burn in?", 8.5, bold=True)
    s.para(
        "OLED pixels age with use. Use a screen saver or turn the panel off (AEh) when idle.",
        8.5,
    )
    s.para("Can I run it from a single AA cell?", 8.5, bold=True)
    s.para("No. VCC must be at least 3.3 V.", 8.5)
    s.heading("Package contents", 10.5)
    s.para("1 x OLED module, 1 x 4-pin 2.54 mm header. Cables not included.", 8.5)
    return save(s, out / "aqm-ol091.pdf")


# ------------------------------------------------------------ 12 V PWM fan (Poznan)
def wa12(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="WARTA AIRFLOW",
        header_right="Technical specification TS-1225P",
        footer_left="Warta Airflow sp. z o.o., Poznan, Poland  -  issue 2, 2024-04",
        footer_right="{page}/{nb}",
        rule_color=(40, 40, 40),
        table_fill=(232, 232, 232),
        accent=(200, 60, 0),
        grid=True,
    )
    s = Sheet(style, "WA12-25P 120 mm PWM fan")
    s.add_page()
    s.title_block(
        "WA12-25P  120 x 120 x 25 mm PWM fan",
        "12 V DC brushless, 4-pin PWM control, tachometer output, fluid dynamic bearing",
        "Versions: WA12-25P-L (quiet, 1200 rpm)  and  WA12-25P-H (high speed, 2000 rpm)",
        17,
    )
    s.heading("1. Electrical and mechanical data", 10.5)
    s.table(
        [
            Col("Item", 190),
            Col("WA12-25P-L", 110, "C"),
            Col("WA12-25P-H", 110, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Rated voltage", "12", "12", "V DC"],
            ["Operating voltage", "7.0 ~ 13.2", "7.0 ~ 13.2", "V DC"],
            ["Starting voltage (100 % PWM)", "5.0", "6.0", "V DC"],
            ["Rated current (100 % PWM)", "0.10", "0.21", "A"],
            ["Rated power input", "1.2", "2.52", "W"],
            ["Rated speed (100 % PWM)", "1200 " + PM + " 10 %", "2000 " + PM + " 10 %", "rpm"],
            ["Minimum speed (0 % PWM)", "300 " + PM + " 20 %", "450 " + PM + " 20 %", "rpm"],
            ["Max. air flow", "48.6", "78.2", "CFM"],
            ["Max. static pressure", "1.32", "2.90", "mm H2O"],
            ["Noise level (1 m)", "18.0", "31.5", "dB(A)"],
            ["Start-up current, peak", "0.25", "0.45", "A"],
            ["Weight", "135", "135", "g"],
        ],
        7.8,
    )
    s.heading("2. PWM control input (pin 4)", 10.5)
    s.table(
        [
            Col("Item", 190),
            Col("Min", 60, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 50, "C"),
            Col("Note", 79),
        ],
        [
            ["PWM frequency", "21", "25", "28", "kHz", "both versions"],
            ["Input low level", "-", "-", "0.8", "V", ""],
            ["Input high level", "2.0", "-", "5.25", "V", ""],
            ["Internal pull-up voltage", "-", "3.3", "5.25", "V", "open pin = 100 %"],
            ["Sink current at low level", "-", "-", "5", "mA", ""],
        ],
        7.8,
    )
    s.para(
        "Drive pin 4 from an open-drain or open-collector output, or from a push-pull "
        "output of 3.3 V or 5 V logic. An unconnected pin 4 runs the fan at full speed.",
        8,
    )
    s.heading("3. Speed versus PWM duty cycle (12 V, 25 kHz, typical)", 10.5)
    s.table(
        [
            Col("Duty cycle", 139),
            Col("0 %", 60, "C"),
            Col("20 %", 60, "C"),
            Col("40 %", 60, "C"),
            Col("60 %", 60, "C"),
            Col("80 %", 60, "C"),
            Col("100 %", 60, "C"),
        ],
        [
            ["WA12-25P-L (rpm)", "300", "300", "480", "720", "960", "1200"],
            ["WA12-25P-H (rpm)", "450", "450", "800", "1200", "1600", "2000"],
        ],
        7.8,
    )
    s.figure(
        "Fig. 1  Fan speed versus PWM duty cycle (typical)",
        "PWM duty cycle (%)",
        "Speed (rpm)",
        ["0", "20", "40", "60", "80", "100"],
        ["0", "500", "1000", "1500", "2000"],
        [
            ("WA12-25P-H", [(0, 0.225), (0.2, 0.225), (0.4, 0.4), (0.6, 0.6), (0.8, 0.8), (1, 1)]),
            (
                "WA12-25P-L",
                [(0, 0.15), (0.2, 0.15), (0.4, 0.24), (0.6, 0.36), (0.8, 0.48), (1, 0.6)],
            ),
        ],
        height=100,
        width=250,
    )
    s.add_page()
    s.heading("4. Tachometer output (pin 3)", 10.5)
    s.bullets(
        [
            "Open collector; the host supplies the pull-up (to 3.3 V, 5 V or 12 V, max. 13.2 V).",
            "Two pulses per revolution: rpm = f(Hz) x 30.",
            "Maximum sink current 5 mA; VOL " + LE + " 0.5 V at 5 mA.",
            "Locked rotor: the output stops toggling; the motor retries every 4 s "
            "(automatic restart).",
        ],
        8.5,
    )
    s.heading("5. Connector", 10.5)
    s.table(
        [Col("Pin", 60, "C"), Col("Wire colour", 110, "C"), Col("Function", 329)],
        [
            ["1", "black", "GND"],
            ["2", "yellow", "+12 V"],
            ["3", "green", "tachometer (sense) output"],
            ["4", "blue", "PWM control input"],
        ],
        7.8,
    )
    s.para(
        "Housing: 4-pin 2.54 mm fan connector, backward compatible with 3-pin headers (no PWM control then).",
        8,
    )
    s.heading("6. Environment and reliability", 10.5)
    s.table(
        [Col("Item", 200), Col("Value", 299)],
        [
            ["Operating temperature", "-10 ~ +70 " + DEG],
            ["Storage temperature", "-40 ~ +75 " + DEG],
            ["Operating humidity", "5 ~ 90 % RH, non-condensing"],
            ["Life expectancy L10", "60 000 h at 40 " + DEG],
            ["Insulation resistance", "10 M" + OHM + " at 500 V DC"],
            ["Protection", "locked rotor auto restart, reverse polarity"],
        ],
        7.8,
    )
    s.heading("7. Notes", 10.5)
    s.bullets(
        [
            "Values at 12 V, 25 " + DEG + ", 65 % RH, measured in free air.",
            "Do not apply more than 13.8 V to pin 2 even briefly; the driver IC is "
            "destroyed above this (absolute maximum).",
            "The fan is not rated for IP protection and must be kept dry.",
            "Noise measured in an anechoic chamber, microphone 1 m from the intake side.",
        ],
        8.5,
    )
    s.heading("8. Revision record", 10.5)
    revision_table(
        s,
        [
            ["2024-04-02", "2", "-H version added; PWM input levels"],
            ["2023-10-16", "1", "first issue"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "wa12-25p.pdf")


# ------------------------------------------------------------ PIR module (Belarusian / English)
def ns_pir20(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="ТАА «Нёман Сэнсар» / Nioman Sensor LLC, Гродна / Hrodna",
        header_right="NS-PIR20  Тэхнічнае апісанне / Technical description",
        footer_left="NS-PIR20 ТА-03 / TD-03, 2024",
        footer_right="Старонка {page} з {nb} / Page {page} of {nb}",
        rule_color=(30, 50, 120),
        table_fill=(222, 228, 246),
        accent=(30, 50, 120),
        grid=True,
    )
    s = Sheet(style, "NS-PIR20 PIR motion sensor module")
    s.add_page()
    s.title_block(
        "NS-PIR20",
        "Модуль пірасэнсара руху / PIR motion sensor module",
        "Выхад з адкрытым калектарам / Open-collector output  -  4.5 ~ 20 V DC",
        20,
    )
    s.heading("1  Прызначэнне / Purpose", 10.5)
    s.para(
        "Модуль рэгіструе рух чалавека ў зоне дзеяння. The NS-PIR20 detects a moving person "
        "by the change of infrared radiation. The output is an NPN open-collector transistor "
        "that switches ON (conducts to GND) while motion is detected; an external pull-up "
        "resistor is required. Two trimmers set the range and the hold time; a jumper selects "
        "single (L) or repeatable (H) trigger.",
        8.5,
    )
    s.heading("2  Тэхнічныя характарыстыкі / Specifications", 10.5)
    cols = [
        Col("Параметр / Parameter", 225),
        Col("NS-PIR20", 95, "C"),
        Col("NS-PIR20M", 95, "C"),
        Col("Адз. / Unit", 84, "C"),
    ]
    s.table(
        cols,
        [
            ["Напружанне жыўлення /\nSupply voltage", "4.5 ~ 20", "4.5 ~ 20", "V DC"],
            [
                "Ток спакою /\nQuiescent current",
                "45 (typ), 60 (max)",
                "45 (typ), 60 (max)",
                MU + "A",
            ],
            ["Лінза /\nLens", "23 mm dome", "10 mm mini", ""],
            ["Далёкасць выяўлення /\nDetection range", "3 ~ 7 (adj.)", "max 3", "m"],
            ["Вугал выяўлення /\nDetection angle", "110", "100", "deg"],
            ["Час утрымання /\nHold time", "2.5 ~ 200 (adj.)", "2.5 ~ 200 (adj.)", "s"],
            ["Час блакіроўкі /\nBlock time", "2.5", "2.5", "s"],
            ["Рабочая тэмпература /\nOperating temperature", "-20 ~ +60", "-20 ~ +60", DEG],
            ["Тэмпература захоўвання /\nStorage temperature", "-40 ~ +80", "-40 ~ +80", DEG],
        ],
        7.5,
    )
    s.heading("3  Выхад / Output (OUT pin)", 10.5)
    s.table(
        [
            Col("Параметр / Parameter", 225),
            Col("Умовы / Conditions", 150),
            Col("Значэнне / Value", 124, "C"),
        ],
        [
            ["Тып выхаду /\nOutput type", "", "NPN open collector"],
            ["Макс. напружанне на выхадзе /\nMax. output voltage (OFF)", "", "30 V"],
            ["Макс. ток выхаду /\nMax. output sink current", "", "50 mA"],
            ["Рэшткавае напружанне /\nOutput saturation voltage", "I_OUT = 10 mA", LE + " 0.4 V"],
            ["", "I_OUT = 50 mA", LE + " 1.0 V"],
            ["Стан пры руху /\nState on motion", "", "ON (low)"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("4  Падключэнне / Connection", 10.5)
    s.table(
        [
            Col("Кантакт / Pin", 90, "C"),
            Col("Назва / Name", 90, "C"),
            Col("Апісанне / Description", 319),
        ],
        [
            ["1", "VCC", "+4.5 ~ 20 V"],
            ["2", "OUT", "open collector, pull-up to the host supply"],
            ["3", "GND", "0 V"],
        ],
        7.5,
    )
    s.para(
        "With a microcontroller: connect a 10 kOhm pull-up from OUT to the logic supply of "
        "the microcontroller (3.3 V or 5 V) or enable its internal pull-up; the input then "
        "reads LOW on motion. The module itself may be powered from 5 V or 12 V, or from any "
        "supply up to 20 V (see Warnings).",
        8,
    )
    s.heading("5  Эксплуатацыя / Operating notes", 10.5)
    s.bullets(
        [
            "Пасля ўключэння / After power-on the module needs 30 ~ 60 s to stabilise; the "
            "output may switch during this time.",
            "Avoid direct sunlight, heaters and air-conditioning outlets in the field of view.",
            "The module is for indoor use; it has no housing and no protection against water.",
            "Jumper H: repeatable trigger (hold time restarts on each motion); jumper L: "
            "single trigger.",
        ],
        8.5,
    )
    s.heading("6  Папярэджанні / Warnings", 10.5)
    s.bullets(
        [
            "Абсалютна максімальнае напружанне жыўлення / Absolute maximum supply voltage: "
            "24 V. Between 20 V and 24 V the module survives but false triggering is possible.",
            "Do not connect a relay coil to OUT without a flyback diode.",
            "The module does not distinguish people from animals.",
        ],
        8.5,
    )
    s.heading("7  Камплектнасць / Delivery set", 10.5)
    s.para(
        "Модуль - 1 шт. / module - 1 pc; лінза / lens (fitted); тэхнічнае апісанне / this description.",
        8,
    )
    s.heading("8  Гісторыя / History", 10.5)
    revision_table(
        s,
        [
            ["2024-01", "03", "NS-PIR20M added / дададзены NS-PIR20M"],
            ["2022-05", "02", "Output current 50 mA"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "ns-pir20.pdf")


# ------------------------------------------------------------ current-sense amplifier (FR)
def tsa2190(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="",
        header_right="",
        footer_left="DS2190 - Rev 3 - May 2024    Taillefer Semiconducteurs    www.taillefer-semi.fr",
        footer_right="{page}/{nb}",
        rule_color=(20, 60, 110),
        table_fill=None,
        accent=(20, 60, 110),
        grid=False,
    )
    s = Sheet(style, "TSA2190 current-sense amplifier")
    s.add_page()
    s.title_block(
        "TSA2190",
        "26 V bidirectional, zero-drift current-sense amplifier with reference input",
        "Datasheet - production data",
        22,
    )

    def left() -> None:
        s.heading("Features", 10)
        s.bullets(
            [
                "Wide common-mode range: -0.2 V to 26 V",
                "Supply voltage: 2.7 V to 5.5 V",
                "Gain versions: 20, 50, 100 and 200 V/V",
                "Bidirectional: output centred on VREF",
                "Offset voltage: " + PM + "150 " + MU + "V max. (A2 ... A4)",
                "Gain error: " + PM + "1 % max.",
                "Quiescent current: 195 " + MU + "A typ.",
                "Specified from -40 " + DEG + " to 125 " + DEG,
                "SOT23-6 and SC70-6 packages",
            ],
            8,
        )
        s.heading("Applications", 10)
        s.bullets(
            [
                "Motor and solenoid current",
                "Battery chargers",
                "Power management",
                "Server and telecom",
            ],
            8,
        )

    def right() -> None:
        s.heading("Description", 10)
        s.para(
            "The TSA2190 senses current across a shunt resistor at common-mode voltages from "
            "-0.2 V to 26 V, independent of its own supply. The output is VOUT = G x VSENSE "
            "+ VREF, so with REF at mid-supply it measures current in both directions. Four "
            "fixed gains are offered. The zero-drift architecture keeps the offset low "
            "enough for full-scale sense voltages of 10 mV.",
            8,
        )
        s.para(
            "Maximum sense voltage before the output saturates: (VS - VREF) / G for "
            "positive and VREF / G for negative current.",
            8,
        )

    s.side_by_side(left, right, 230, 18)
    s.heading("1  Product summary", 10.5, rule=True)
    s.table(
        [
            Col("Order code", 110),
            Col("Gain", 60, "C"),
            Col("Package", 90, "C"),
            Col("Marking", 80, "C"),
            Col("Bandwidth (-3 dB)", 159, "C"),
        ],
        [
            ["TSA2190A1ILT", "20 V/V", "SOT23-6", "K21", "350 kHz"],
            ["TSA2190A2ILT", "50 V/V", "SOT23-6", "K22", "210 kHz"],
            ["TSA2190A3ICT", "100 V/V", "SC70-6", "K23", "150 kHz"],
            ["TSA2190A4ICT", "200 V/V", "SC70-6", "K24", "105 kHz"],
        ],
        7.5,
    )
    s.heading("2  Absolute maximum ratings", 10.5, rule=True)
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Parameter", 250),
            Col("Value", 110, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["VS", "Supply voltage", "6", "V"],
            ["VCM", "Common-mode voltage, IN+ and IN- to GND", "-0.3 to 28", "V"],
            ["VID", "Differential input voltage", PM + "26", "V"],
            ["VREF, VOUT", "REF and OUT to GND", "-0.3 to VS + 0.3", "V"],
            ["Tj", "Junction temperature", "150", DEG],
            ["Tstg", "Storage temperature", "-65 to 150", DEG],
        ],
        7.5,
    )
    s.heading("3  Operating conditions", 10.5, rule=True)
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Parameter", 250),
            Col("Value", 110, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["VS", "Supply voltage", "2.7 to 5.5", "V"],
            ["VCM", "Common-mode input voltage", "-0.2 to 26", "V"],
            ["Toper", "Operating free-air temperature", "-40 to 125", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("4  Electrical characteristics", 10.5, rule=True)
    s.para(
        "VS = 5 V, VCM = 12 V, VSENSE = VIN+ - VIN- = 0 mV, VREF = VS / 2, Tamb = 25 "
        + DEG
        + " unless otherwise specified.",
        7.5,
    )
    ec = [
        Col("Symbol", 48, "C"),
        Col("Parameter", 120),
        Col("Conditions", 165),
        Col("Min.", 40, "C"),
        Col("Typ.", 40, "C"),
        Col("Max.", 40, "C"),
        Col("Unit", 46, "C"),
    ]
    s.table(
        ec,
        [
            ["Input"],
            [
                "CMRR",
                "Common-mode rejection ratio",
                "VCM = -0.1 V to 26 V, Tamb = -40 to 125 " + DEG,
                "84",
                "100",
                "",
                "dB",
            ],
            ["Vos", "Offset voltage, RTI", "TSA2190A1", "", PM + "100", PM + "500", MU + "V"],
            ["", "", "TSA2190A2, A3, A4", "", PM + "25", PM + "150", MU + "V"],
            [
                "dVos/dT",
                "Offset drift",
                "Tamb = -40 to 125 " + DEG,
                "",
                "0.1",
                "0.5",
                MU + "V/" + DEG,
            ],
            ["IB", "Input bias current", "IN+ and IN-", "", "75", "", MU + "A"],
            ["Output"],
            ["EG", "Gain error", "VOUT = 0.5 V to VS - 0.5 V", "", PM + "0.1", PM + "1", "%"],
            ["", "Swing to VS", "RL = 10 k" + OHM + " to GND", "", "VS - 0.02", "VS - 0.03", "V"],
            ["", "Swing to GND", "RL = 10 k" + OHM + " to GND", "", "1", "10", "mV"],
            ["SR", "Slew rate", "", "", "2", "", "V/" + MU + "s"],
            ["en", "Voltage noise density", "f = 1 kHz, RTI", "", "40", "", "nV/" + SQRT + "Hz"],
            ["Power supply"],
            ["IQ", "Quiescent current", "", "", "195", "260", MU + "A"],
            ["", "", "Tamb = -40 to 125 " + DEG, "", "", "300", MU + "A"],
            [
                "PSRR",
                "Power-supply rejection",
                "VS = 2.7 V to 5.5 V",
                "",
                PM + "8",
                PM + "40",
                MU + "V/V",
            ],
        ],
        7.2,
    )
    s.heading("5  Gain and bandwidth per version", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 180),
            Col("A1", 70, "C"),
            Col("A2", 70, "C"),
            Col("A3", 70, "C"),
            Col("A4", 70, "C"),
            Col("Unit", 39, "C"),
        ],
        [
            ["Gain G", "20", "50", "100", "200", "V/V"],
            ["Bandwidth, -3 dB (CLOAD = 10 pF)", "350", "210", "150", "105", "kHz"],
            ["Settling to 0.5 %, 2 V step", "12", "15", "20", "30", MU + "s"],
        ],
        7.5,
    )
    s.heading("6  Pin description", 10.5, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Function", 379)],
        [
            ["1", "OUT", "output voltage"],
            ["2", "GND", "ground"],
            ["3", "VS", "supply 2.7 V to 5.5 V"],
            ["4", "IN-", "shunt, load side"],
            ["5", "IN+", "shunt, supply side"],
            ["6", "REF", "reference input, 0 V to VS"],
        ],
        7.5,
    )
    s.heading("7  Application hints", 10.5, rule=True)
    s.para(
        "The inputs may sit at any voltage from -0.2 V to 26 V while VS is 2.7 V to 5.5 V, "
        "so a 3.3 V microcontroller can measure a 24 V rail directly. The inputs tolerate "
        "up to 28 V in fault conditions but are not specified there. Connect REF to GND "
        "for unidirectional sensing; the output then swings from 10 mV (max) above GND.",
        8,
    )
    s.heading("8  Revision history", 10.5, rule=True)
    revision_table(
        s,
        [
            ["21-May-2024", "3", "Added SC70-6 for A3 and A4"],
            ["09-Nov-2023", "2", "Offset drift limit added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "tsa2190.pdf")
