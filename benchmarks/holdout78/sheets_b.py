"""Hold-out 78 datasheets, part 2: a 433 MHz superheterodyne receiver module, an
isolated 5 V DC-DC converter series, an 8-channel optocoupled relay board and a UV
index sensor module.

A Croatian / English receiver data sheet (bilingual names wrapped over two lines, one
min / typ / max column group per version, absolute maximum rows in a second table,
antenna length and encoders in prose), a Chinese power-module house series sheet in
English (a selection guide with one row per part number, input / output / general
specification tables with "Item / Operating Conditions" columns, isolation per part
number in one cell, the minimum load only in a note), a Bulgarian / English relay board
sheet with Cyrillic (one column per coil version, an unnamed second row for the input
current at 3.3 V, contact ratings per load kind, a FAQ on 3.3 V controllers) and a
Chilean maker-shop product sheet in English (a version comparison card, a table of
readings that are not specifications, the I2C address pair only in prose, a FAQ).
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
PHI = "\u03c6"


# ------------------------------------------------------------ 433 MHz receiver (Croatia)
def rxs433(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="JADRAN RF d.o.o.",
        header_right="RXS-433  Tehnički list / Data sheet",
        footer_left="Jadran RF d.o.o., Split, Hrvatska  -  TL-RXS433-HR/EN  izd. 3",
        footer_right="Stranica {page} od {nb}",
        table_fill=(225, 235, 250),
        accent=(0, 60, 140),
        grid=True,
    )
    s = Sheet(style, "RXS-433 superheterodyne receiver module")
    s.add_page()
    s.title_block(
        "RXS-433 / RXS-433L",
        "Superheterodinski prijemnik 433,92 MHz / 433.92 MHz superheterodyne receiver",
        "ASK / OOK, izlaz podataka / data output, 30 x 14 mm",
        18,
    )
    s.heading("1  Opis / Description", 10)
    s.para(
        "RXS-433 je superheterodinski prijemnik s PLL-om za daljinske upravljače. The "
        "RXS-433 is a PLL-based superheterodyne receiver for ASK / OOK remote controls on "
        "433.92 MHz. It decodes nothing itself: the DATA pin follows the received envelope, "
        "so an encoder such as EV1527, PT2262 or HT12E at the transmitter and a decoder or a "
        "microcontroller at the receiver are needed. The RXS-433L is the low-voltage "
        "version for 3 V systems.",
        8,
    )
    s.heading("2  Električne karakteristike / Electrical characteristics", 10)
    s.para("Ta = 25 " + DEG + ", f = 433,92 MHz, ako nije drugačije navedeno / unless noted.", 7)
    s.table(
        [
            Col("Parametar / Parameter", 150),
            Col("Simb.", 36, "C"),
            Col("min", 40, "C"),
            Col("tip", 40, "C"),
            Col("maks", 40, "C"),
            Col("min", 40, "C"),
            Col("tip", 40, "C"),
            Col("maks", 40, "C"),
            Col("Jed.", 33, "C"),
        ],
        [
            [
                "Napon napajanja /\nSupply voltage",
                "VCC",
                "4.5",
                "5.0",
                "5.5",
                "2.2",
                "3.0",
                "3.6",
                "V",
            ],
            ["Struja napajanja /\nSupply current", "ICC", "", "3.5", "4.5", "", "2.8", "3.6", "mA"],
            [
                "Radna frekvencija /\nOperating frequency",
                "f0",
                "",
                "433.92",
                "",
                "",
                "433.92",
                "",
                "MHz",
            ],
            [
                "Osjetljivost (1 kb/s) /\nSensitivity (1 kbps)",
                "Ps",
                "",
                "-108",
                "-105",
                "",
                "-106",
                "-103",
                "dBm",
            ],
            ["Širina pojasa MF /\nIF bandwidth", "BIF", "", "280", "", "", "280", "", "kHz"],
            ["Brzina podataka /\nData rate", "DR", "", "", "5", "", "", "3", "kb/s"],
            [
                "Izlaz, visoka razina /\nOutput high level",
                "VOH",
                "VCC-0.5",
                "",
                "",
                "VCC-0.4",
                "",
                "",
                "V",
            ],
            ["Izlaz, niska razina /\nOutput low level", "VOL", "", "", "0.4", "", "", "0.3", "V"],
            ["Vrijeme uključenja /\nPower-on time", "tON", "", "20", "30", "", "25", "40", "ms"],
            [
                "Radna temperatura /\nOperating temperature",
                "Ta",
                "-20",
                "",
                "+70",
                "-20",
                "",
                "+70",
                DEG,
            ],
        ],
        7,
        head_rows=[["", "", "RXS-433", "<", "<", "RXS-433L", "<", "<", ""]],
    )
    s.heading("3  Granične vrijednosti / Absolute maximum ratings", 10)
    s.table(
        [
            Col("Parametar / Parameter", 230),
            Col("RXS-433", 90, "C"),
            Col("RXS-433L", 90, "C"),
            Col("Jed. / Unit", 89, "C"),
        ],
        [
            ["Napon napajanja / Supply voltage", "7.0", "4.0", "V"],
            ["Razina na ulazu antene / RF input level", "+10", "+10", "dBm"],
            ["Temperatura skladištenja / Storage temperature", "-40 ... +85", "-40 ... +85", DEG],
        ],
        7.5,
    )
    s.para(
        "Rad izvan ovih granica može trajno oštetiti modul. Operation beyond these limits "
        "may damage the module permanently; they are not operating conditions.",
        7,
    )
    s.add_page()
    s.heading("4  Priključci / Pin assignment", 10)
    s.table(
        [Col("Br. / No.", 60, "C"), Col("Naziv / Name", 90, "C"), Col("Funkcija / Function", 349)],
        [
            ["1", "GND", "masa / ground"],
            ["2", "DATA", "digitalni izlaz / data output"],
            ["3", "DATA", "isti signal kao 2 / same as pin 2"],
            ["4", "VCC", "napajanje / supply"],
            ["5", "GND", "masa / ground"],
            ["6", "ANT", "antena, 50 " + OHM + " / antenna, 50 " + OHM],
        ],
        7.5,
    )
    s.heading("5  Antena i domet / Antenna and range", 10)
    s.para(
        "Za najbolji rezultat koristite ravnu žicu duljine 17,3 cm. For best results "
        "solder a straight 17.3 cm wire (quarter wave) to ANT. Range depends on the "
        "transmitter, the antenna and the surroundings; no guaranteed range is given.",
        8,
    )
    s.heading("6  Napomene / Notes", 10)
    s.bullets(
        [
            "Napajanje filtrirati / Decouple VCC with 10 " + MU + "F + 100 nF close to pin 4; "
            "switching regulators nearby reduce sensitivity.",
            "Izlaz DATA je CMOS na razini VCC / the DATA output swings to VCC: an RXS-433 "
            "on 5 V gives a 5 V high level.",
            "Prijemnik nije predviđen za 315 MHz ili 868 MHz / not usable on 315 MHz or "
            "868 MHz; those bands need other versions.",
            "Bez dekodera DATA pokazuje šum kad nema signala / with no signal the DATA pin "
            "shows noise; software must filter it.",
        ],
        8,
    )
    s.heading("7  Narudžba / Ordering", 10)
    s.table(
        [
            Col("Oznaka / Code", 150, "C"),
            Col("Napon / Supply", 120, "C"),
            Col("Pakiranje / Packing", 229, "C"),
        ],
        [
            ["RXS-433", "5 V", "tray, 50 pcs"],
            ["RXS-433L", "3 V", "tray, 50 pcs"],
            ["RXS-433-K", "5 V", "kit with 17.3 cm antenna wire"],
        ],
        7.5,
    )
    revision_table(
        s,
        [["2023-02-20", "3", "RXS-433L dodan / RXS-433L added"]],
        (90, 60, 349),
    )
    return save(s, out / "rxs-433.pdf")


# ------------------------------------------------------------ isolated DC-DC (China)
def zq1(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="QIYUAN POWER",
        header_right="ZQ1 Series  1W, fixed input, isolated & unregulated single output",
        footer_left="Zhuhai Qiyuan Power Technology Co., Ltd.  2023.06-A/1  Specifications "
        "subject to change without prior notice",
        footer_right="Page {page}",
        table_fill=(230, 230, 240),
        accent=(160, 0, 0),
        grid=True,
    )
    s = Sheet(style, "ZQ1 series 1 W isolated DC-DC converter")
    s.add_page()
    s.title_block(
        "ZQ1-0505S / ZQ1-0505SH / ZQ1-0503S",
        "1W isolated DC-DC converter, SIP-4 package",
        "RoHS  -  Patent protection",
        18,
    )
    s.heading("FEATURES", 9.5)
    s.bullets(
        [
            "Efficiency up to 80%",
            "I/O isolation test voltage 1500 VDC (ZQ1-0505SH: 3000 VDC)",
            "Operating ambient temperature range: -40" + DEG + " to +105" + DEG,
            "No-load input current as low as 20 mA",
            "Compact SIP-4 package, industry standard pin-out",
        ],
        8,
    )
    s.heading("Selection Guide", 9.5)
    s.table(
        [
            Col("Part No.", 95),
            Col("Input Voltage (VDC)\nNominal (Range)", 95, "C"),
            Col("Output\nVoltage (VDC)", 65, "C"),
            Col("Output Current (mA)\nMax. / Min.", 85, "C"),
            Col("Efficiency (%)\nTyp. @ Full Load", 80, "C"),
            Col("Max. Capacitive\nLoad (" + MU + "F)", 79, "C"),
        ],
        [
            ["ZQ1-0505S", "5 (4.5-5.5)", "5", "200 / 20", "80", "220"],
            ["ZQ1-0505SH", "5 (4.5-5.5)", "5", "200 / 20", "79", "220"],
            ["ZQ1-0503S", "5 (4.5-5.5)", "3.3", "303 / 30", "74", "220"],
            ["ZQ1-1205S", "12 (10.8-13.2)", "5", "200 / 20", "81", "220"],
        ],
        7.5,
    )
    s.heading("Input Specifications", 9.5)
    cols = [
        Col("Item", 120),
        Col("Operating Conditions", 140),
        Col("Min.", 50, "C"),
        Col("Typ.", 50, "C"),
        Col("Max.", 50, "C"),
        Col("Unit", 89, "C"),
    ]
    s.table(
        cols,
        [
            ["Input Current", "5VDC input, full load", "--", "250", "--", "mA"],
            ["(full load / no-load)", "5VDC input, no-load", "--", "20", "40", "mA"],
            ["Reflected Ripple Current", "", "--", "15", "--", "mA"],
            ["Surge Voltage (1sec. max.)", "5VDC input", "-0.7", "--", "9", "VDC"],
            ["Input Filter", "Capacitance filter", "", "", "", ""],
            ["Hot Plug", "Unavailable", "", "", "", ""],
        ],
        7.5,
    )
    s.heading("Output Specifications", 9.5)
    s.table(
        cols,
        [
            ["Output Voltage Accuracy", "full load", "", PM + "3", "", "%"],
            ["Line Regulation", "input voltage change " + PM + "1%", "--", "--", PM + "1.2", "%"],
            ["Load Regulation", "10%-100% load, 5VDC output", "--", "10", "15", "%"],
            ["", "10%-100% load, 3.3VDC output", "--", "15", "20", "%"],
            ["Ripple & Noise*", "20MHz bandwidth", "--", "50", "100", "mVp-p"],
            ["Temperature Coefficient", "full load", "--", PM + "0.02", "--", "%/" + DEG],
            ["Short-circuit Protection", "", "--", "--", "1", "s"],
        ],
        7.5,
    )
    s.para('*Ripple and noise are measured with the "parallel cable" method.', 7)
    s.add_page()
    s.heading("General Specifications", 9.5)
    s.table(
        cols,
        [
            [
                "Isolation",
                "input-output, 1 minute,\nleakage current < 1mA",
                "1500",
                "--",
                "--",
                "VDC",
            ],
            ["", "ZQ1-0505SH", "3000", "--", "--", "VDC"],
            ["Insulation Resistance", "input-output, 500VDC", "1000", "--", "--", "M" + OHM],
            ["Isolation Capacitance", "input-output, 100kHz/0.1V", "--", "20", "--", "pF"],
            ["Operating Temperature", "derating when above 85" + DEG, "-40", "--", "105", DEG],
            ["Storage Temperature", "", "-55", "--", "125", DEG],
            ["Storage Humidity", "non-condensing", "--", "--", "95", "%RH"],
            ["Case Temperature Rise", "Ta=25" + DEG, "--", "25", "--", DEG],
            ["Switching Frequency", "full load, nominal input", "--", "100", "--", "kHz"],
            ["MTBF", "MIL-HDBK-217F@25" + DEG, "3500", "--", "--", "k hours"],
        ],
        7.5,
    )
    s.heading("Physical Specifications", 9.5)
    s.table(
        [Col("Item", 120), Col("Value", 379)],
        [
            ["Casing Material", "Black plastic; flame-retardant and heat-resistant (UL94 V-0)"],
            ["Dimensions", "11.60 x 6.00 x 10.16 mm"],
            ["Weight", "1.6g (Typ.)"],
            ["Cooling Method", "Free air convection"],
        ],
        7.5,
    )
    s.heading("Pin-Out", 9.5)
    s.table(
        [
            Col("Pin", 60, "C"),
            Col("1", 110, "C"),
            Col("2", 110, "C"),
            Col("4", 110, "C"),
            Col("5", 109, "C"),
        ],
        [["Function", "-Vin", "+Vin", "0V", "+Vo"]],
        7.5,
    )
    s.heading("Notes", 9.5)
    s.para(
        "1. The load must not be lower than 10% of the rated load. Below that the output "
        "voltage rises above the tolerance and the product may be damaged over time. For "
        "light loads add a dummy resistor or choose a regulated series.",
        7.5,
    )
    s.para(
        "2. Unless otherwise specified, data are measured at Ta=25" + DEG + ", humidity "
        "<75%RH, nominal input voltage and rated output load.",
        7.5,
    )
    s.para(
        "3. The output is not regulated: it follows the input voltage. Do not use the ZQ1 "
        "where the load needs a tightly regulated supply; add a linear regulator after it.",
        7.5,
    )
    s.para(
        "4. The isolation test voltage is a production test, not a continuous working "
        "voltage. The ZQ1 is not certified for reinforced insulation or medical use.",
        7.5,
    )
    return save(s, out / "zq1.pdf")


# ------------------------------------------------------------ 8-channel relay board (Bulgaria)
def rb8(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="ТРАКИЯ ЕЛЕКТРОНИКА ЕООД / TRAKIA ELEKTRONIKA",
        header_right="RB8-OC  Техническо описание / Technical description",
        footer_left="Тракия Електроника ЕООД, Пловдив  -  RB8-OC_BG-EN_v1.2",
        footer_right="Стр. {page} от {nb} / Page {page} of {nb}",
        table_fill=(240, 228, 228),
        accent=(140, 20, 20),
        grid=False,
    )
    s = Sheet(style, "RB8-OC 8-channel optocoupled relay board")
    s.add_page()
    s.title_block(
        "RB8-OC-05 / RB8-OC-12",
        "8-канална релейна платка с оптрони / 8-channel optocoupled relay board",
        "Вход с ниско ниво / low-level trigger, JD-VCC джъмпер / jumper, 138 x 56 mm",
        17,
    )
    s.heading("1. Описание / Description", 10)
    s.para(
        "Всеки канал има оптрон, транзистор, диод и светодиод. Each channel has an "
        "optocoupler, a driver transistor, a flyback diode and an indicator LED. An input "
        "pulled LOW switches its relay ON. With the JD-VCC jumper fitted, the relay coils "
        "and the input side share one supply; remove it and feed JD-VCC separately for "
        "full optical isolation.",
        8,
    )
    s.heading("2. Захранване и входове / Supply and inputs", 10)
    s.table(
        [
            Col("Параметър / Parameter", 230),
            Col("Условие / Condition", 95, "C"),
            Col("RB8-OC-05", 65, "C"),
            Col("RB8-OC-12", 65, "C"),
            Col("Ед. / Unit", 44, "C"),
        ],
        [
            [
                "Захранване на релетата /\nRelay supply (JD-VCC)",
                "",
                "4.75 ... 5.25",
                "11.4 ... 12.6",
                "V",
            ],
            [
                "Захранване на входната страна /\nInput-side supply (VCC)",
                "",
                "3.0 ... 5.5",
                "3.0 ... 5.5",
                "V",
            ],
            ["Ток на бобината, на реле /\nCoil current, per relay", "", "72", "30", "mA"],
            ["Съпротивление на бобината /\nCoil resistance", "", "70", "400", OHM],
            [
                "Ток, всички 8 релета включени /\nCurrent, all 8 relays ON",
                "typ.",
                "0.6",
                "0.25",
                "A",
            ],
            ["Входен ток, вход LOW /\nInput current, input LOW", "VCC = 5.0 V", "3.5", "3.5", "mA"],
            ["", "VCC = 3.3 V", "1.9", "1.9", "mA"],
            ["Реле включено при /\nRelay ON at input", "", LE + " 1.0", LE + " 1.0", "V"],
            [
                "Реле изключено при /\nRelay OFF at input",
                "",
                GE + " VCC - 0.5",
                GE + " VCC - 0.5",
                "V",
            ],
        ],
        7.5,
    )
    s.heading("3. Контакти / Contacts (1 x SPDT на канал / per channel)", 10)
    s.table(
        [
            Col("Параметър / Parameter", 230),
            Col("Активен товар /\nResistive", 90, "C"),
            Col("Индуктивен товар /\nInductive (cos " + PHI + " = 0.4)", 110, "C"),
            Col("Ед. / Unit", 69, "C"),
        ],
        [
            ["Ток при 250 V AC / Current at 250 V AC", "10", "5", "A"],
            ["Ток при 30 V DC / Current at 30 V DC", "10", "3", "A"],
            [
                "Макс. комутирано напрежение /\nMax. switching voltage",
                "250 V AC / 30 V DC",
                "250 V AC / 30 V DC",
                "",
            ],
        ],
        7.5,
    )
    s.heading("4. Околна среда / Environment", 10)
    s.table(
        [
            Col("Параметър / Parameter", 230),
            Col("Стойност / Value", 200, "C"),
            Col("Ед. / Unit", 69, "C"),
        ],
        [
            ["Работна температура / Operating temperature", "-20 ... +60", DEG],
            ["Температура на съхранение / Storage temperature", "-40 ... +85", DEG],
            ["Влажност / Humidity, non-condensing", "5 ... 85", "%RH"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5. Клеми и изводи / Terminals and header", 10)
    s.table(
        [Col("Извод / Pin", 110, "C"), Col("Функция / Function", 389)],
        [
            ["GND", "маса / ground"],
            ["IN1 ... IN8", "входове, активни LOW / inputs, active LOW"],
            ["VCC", "захранване на входната страна / input-side supply"],
            ["JD-VCC", "захранване на бобините / coil supply (jumper to VCC)"],
            ["NO / COM / NC", "винтови клеми, 5.08 mm / screw terminals, 5.08 mm pitch"],
        ],
        7.5,
    )
    s.heading("6. Изолация / Isolation", 10)
    s.para(
        "Оптроните са с изолация 5000 Vrms. The optocouplers are rated 5000 Vrms, but "
        "that is a component rating: the board itself has 4 mm between coil side and "
        "contact side and carries no safety approval. Mains wiring must be done by a "
        "qualified person and kept in a closed enclosure.",
        8,
    )
    s.heading("7. Въпроси / FAQ", 10)
    s.para(
        "Мога ли да управлявам платката с 3,3 V контролер? / Can I drive the board from a "
        "3.3 V controller? Yes, but not with VCC on 5 V: a 3.3 V HIGH is below VCC - 0.5 V "
        "and the relay stays ON. Remove the JD-VCC jumper, feed VCC from the controller's "
        "3.3 V and JD-VCC from 5 V (RB8-OC-05) or 12 V (RB8-OC-12).",
        8,
    )
    s.para(
        "Колко ток трябва да осигури захранването? / How big must the supply be? Allow the "
        "'all 8 relays ON' current from section 2 plus 20 %. A USB port alone is not enough "
        "for the RB8-OC-05 with all relays on.",
        8,
    )
    s.para(
        "Подходяща ли е за двигатели? / Is it suitable for motors? Small motors only: use "
        "the inductive column of section 3 and add a snubber across the contact.",
        8,
    )
    revision_table(
        s,
        [
            ["2022-10-03", "1.1", "RB8-OC-12 добавена / RB8-OC-12 added"],
            ["2024-01-22", "1.2", "входен ток при 3,3 V / input current at 3.3 V added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "rb8-oc.pdf")


# ------------------------------------------------------------ UV index sensor (Chile)
def uvq(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Cordillera Makers SpA - Santiago",
        header_right="UVQ-11A / UVQ-11D product sheet",
        footer_left="Cordillera Makers SpA, Providencia, Santiago de Chile - ventas@cordillera.example",
        footer_right="{page} de {nb}",
        table_fill=(255, 236, 214),
        accent=(170, 60, 0),
        grid=False,
    )
    s = Sheet(style, "UVQ-11 UV index sensor module")
    s.add_page()
    s.title_block(
        "UVQ-11A / UVQ-11D UV Index Sensor",
        "Know when the sun is too strong - analog or I2C",
        "SKU CM-UVQ11A  $4.990 CLP     SKU CM-UVQ11D  $7.490 CLP     (prices incl. IVA)",
        18,
    )
    s.para(
        "Santiago summers reach UV index 11 and above, so we built two small boards that "
        "measure it. The UVQ-11A has a UV photodiode and an op-amp and gives a voltage you "
        "read with any ADC. The UVQ-11D has a digital UV sensor chip with I2C. That chip "
        "uses two addresses: 0x38 for the command and the low byte, and 0x39 for the high "
        "byte of the reading. Keep both free on your bus. It also answers the SMBus alert "
        "address 0x0C, which is not a sensor address.",
        8.5,
    )
    s.heading("Which one do I need?", 10.5)
    s.table(
        [Col("", 170), Col("UVQ-11A (analog)", 160, "C"), Col("UVQ-11D (I2C)", 169, "C")],
        [
            ["Supply voltage (VCC)", "3.0 - 5.5 V", "2.7 - 5.5 V"],
            ["Supply current", "0.3 mA typ.", "0.1 mA active, 1 " + MU + "A shutdown"],
            ["Output", "analog voltage", "I2C, 16-bit count"],
            ["Output range", "0 - 1.1 V for UV index 0 - 11", "0 - 65535 counts"],
            ["Spectral range", "240 - 370 nm", "320 - 410 nm (UV-A)"],
            ["Update / integration time", "< 0.5 s (RC filter)", "62.5 / 125 / 250 / 500 ms"],
            ["I2C clock", "-", "up to 400 kHz"],
            ["Pull-ups on board", "-", "10 k" + OHM + " to VCC"],
        ],
        8,
    )
    s.heading("How to convert", 10.5)
    s.para(
        "UVQ-11A: UV index = Vout / 0.1 V. An output of 0.5 V means UV index 5. The output "
        "keeps rising above index 11 and saturates at about 1.3 V, so a 3.3 V ADC never "
        "sees more than that.",
        8.5,
    )
    s.para(
        "UVQ-11D: at 125 ms integration one UV index step is about 187 counts. The chip has "
        "no UV index register; do the maths in your code. Our library for Arduino and "
        "MicroPython does it for you.",
        8.5,
    )
    s.heading("What we measured (not specifications)", 10.5)
    s.para("Rooftop in Providencia, clear sky, UVQ-11A on 5 V, 2024 summer.", 7.5)
    s.table(
        [Col("Date and time", 170), Col("Vout", 110, "C"), Col("UV index (SINCA)", 219, "C")],
        [
            ["12 Jan, 13:30", "1.21 V", "12"],
            ["12 Jan, 17:00", "0.62 V", "6"],
            ["3 Mar, 13:30", "0.93 V", "9"],
        ],
        8,
    )
    s.add_page()
    s.heading("Limits", 10.5)
    s.bullets(
        [
            "Never put more than 6 V on VCC (both boards).",
            "Operating temperature -20 " + DEG + " to +70 " + DEG + " (electronics; the "
            "sensor window is fine in direct sun).",
            "Storage -30 " + DEG + " to +85 " + DEG + ".",
            "The UVQ-11D's SDA and SCL are pulled to VCC: on a 3.3 V board power it from 3.3 V.",
        ],
        8.5,
    )
    s.heading("Pins", 10.5)
    s.table(
        [Col("Pin", 80, "C"), Col("UVQ-11A", 200, "C"), Col("UVQ-11D", 219, "C")],
        [
            ["1", "VCC", "VCC"],
            ["2", "GND", "GND"],
            ["3", "OUT (analog)", "SDA"],
            ["4", "EN (high = on, 10 k pull-up)", "SCL"],
            ["5", "-", "ACK (SMBus alert, open drain)"],
        ],
        8,
    )
    s.heading("Preguntas / FAQ", 10.5)
    s.para(
        "Can I leave it outside? The boards are not waterproof and have no IP rating. Put "
        "them under a PTFE or quartz dome; ordinary glass and most plastics block UV.",
        8.5,
    )
    s.para(
        "How accurate is it? These are hobby boards; they follow the official index well on "
        "clear days (see our table) but we do not state an accuracy.",
        8.5,
    )
    s.para(
        "Will the UVQ-11A work with the ESP32 ADC? Yes: the output stays below about 1.3 V, "
        "inside the ESP32's ADC range at 11 dB attenuation.",
        8.5,
    )
    s.para(
        "Does it measure UV-C from germicidal lamps? No. The UVQ-11A starts at 240 nm with "
        "very low response there, and the UVQ-11D sees UV-A only.",
        8.5,
    )
    revision_table(
        s,
        [["2024-02-05", "1.1", "UVQ-11D added; saturation voltage measured"]],
        (90, 60, 349),
    )
    return save(s, out / "uvq-11.pdf")
