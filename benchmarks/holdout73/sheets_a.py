"""Hold-out 73 datasheets, part 1: an NDIR CO2 sensor module, a 16x2 character LCD with
an I2C backpack, a logic-level MOSFET switch module and a voltage sensor (divider) module.

A Chinese infrared-sensor house user's manual in plain English (two-column "Item /
Parameter" table with captions below the tables, one column per range version, the
peak lamp current only in a note, UART command table), a Lithuanian / English LCD
module description (bilingual names wrapped over two lines, version columns, an
unnamed second current row, pull-ups to VDD in a note, 3.3 V only in the FAQ), a
Thai maker-shop product information sheet (ratings card per version, a current table
whose rows are signal levels and whose columns are ambient temperatures, the MOSFET's
own symbol-only data) and a Slovenian / English divider module data sheet (ranges per
ADC reference in wrapped rows, no supply, warnings and FAQ).
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


# ------------------------------------------------------------ NDIR CO2 module
def lsr_cm20(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="LINGSHAN INFRARED",
        header_right="Intelligent Infrared Gas Sensor  LSR-CM20",
        footer_left="Wuhan Lingshan Infrared Technology Co., Ltd.  |  LSR-CM20 User's Manual V1.4",
        footer_right="{page}/{nb}",
        table_fill=(214, 230, 245),
        accent=(0, 70, 140),
        grid=True,
    )
    s = Sheet(style, "LSR-CM20 NDIR CO2 sensor module user's manual")
    s.add_page()
    s.title_block(
        "LSR-CM20",
        "Infrared CO2 Sensor Module  -  User's Manual (Version 1.4)",
        "Valid from: 2023.06.01",
        21,
    )
    s.heading("1. Profile", 10.5, rule=True)
    s.para(
        "LSR-CM20 is a general-purpose, small-size sensor that uses the non-dispersive "
        "infrared (NDIR) principle to detect the CO2 concentration in air. It has good "
        "selectivity, no oxygen dependence and a long life. A temperature sensor is built in "
        "for compensation. Digital output is UART (TTL level) and PWM, which makes the "
        "module easy to use with a microcontroller. It is developed from mature infrared "
        "absorption gas detection technology, precise optical path design and a careful "
        "circuit design.",
        8.5,
    )
    s.heading("2. Applications", 10.5, rule=True)
    s.para(
        "HVAC and refrigeration, indoor air quality monitors, air purifiers, smart home, "
        "ventilation systems of schools and offices, agriculture and animal husbandry.",
        8.5,
    )
    s.heading("3. Main Parameters", 10.5, rule=True)
    s.table(
        [Col("Item", 170), Col("Parameter", 329)],
        [
            ["Target gas", "Carbon dioxide (CO2)"],
            ["Working voltage", "4.5 V ~ 5.5 V DC"],
            ["Average current", "< 60 mA (@ 5 V supply)"],
            ["Interface level", "3.3 V (the RXD input tolerates 5 V)"],
            ["Measuring range", "see Table 2"],
            ["Output signal", "UART (TTL level), PWM"],
            ["Preheat time", "3 min"],
            ["Response time", "T90 < 120 s"],
            ["Working temperature", "0 ~ 50 " + DEG],
            ["Working humidity", "0 ~ 95 %RH (non-condensing)"],
            ["Storage temperature", "-20 ~ 60 " + DEG],
            ["Dimensions", "33 mm x 20 mm x 9 mm (L x W x H)"],
            ["Weight", "5 g"],
            ["Lifespan", "> 5 years"],
        ],
        8,
        head_fill=True,
    )
    s.caption("Table 1  Main parameters")
    s.gap(6)
    s.table(
        [
            Col("Model", 130),
            Col("LSR-CM20-2K", 95, "C"),
            Col("LSR-CM20-5K", 95, "C"),
            Col("LSR-CM20-10K", 95, "C"),
            Col("Unit", 84, "C"),
        ],
        [
            ["Detection range", "0 ~ 2000", "0 ~ 5000", "0 ~ 10000", "ppm"],
            [
                "Accuracy",
                PM + "(50 ppm + 5 %)",
                PM + "(50 ppm + 5 %)",
                PM + "(100 ppm + 5 %)",
                "of reading",
            ],
            ["Resolution", "1", "1", "5", "ppm"],
            ["PWM full-scale value", "2000", "5000", "10000", "ppm"],
        ],
        8,
    )
    s.caption("Table 2  Measuring range and accuracy per model")
    s.para(
        "Note: the average current is given above. While the infrared lamp flashes, the "
        "module draws pulses of up to 150 mA; choose a power supply that can deliver at "
        "least 150 mA.",
        8,
    )
    s.add_page()
    s.heading("4. Pin Definition", 10.5, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Description", 379)],
        [
            ["1", "Vin", "Power input (4.5 ~ 5.5 V)"],
            ["2", "GND", "Ground"],
            ["3", "RXD", "UART receive (3.3 V level, 5 V tolerant)"],
            ["4", "TXD", "UART transmit (3.3 V level)"],
            ["5", "PWM", "PWM output (3.3 V level)"],
            ["6", "HD", "Zero calibration: pull low for more than 7 s in 400 ppm air"],
            ["7", "Vo", "Reserved, leave open"],
        ],
        8,
    )
    s.caption("Table 3  Pins")
    s.heading("5. Communication Protocol", 10.5, rule=True)
    s.para(
        "General settings: baud rate 9600, data bits 8, stop bit 1, parity none. Every "
        "frame has 9 bytes: start byte 0xFF, sensor number 0x01, command, 5 data bytes and "
        "a checksum.",
        8.5,
    )
    s.table(
        [Col("Command", 80, "C"), Col("Function", 230), Col("Remark", 189)],
        [
            ["0x86", "Read CO2 concentration", "returns 2 bytes, high byte first"],
            ["0x87", "Zero point calibration", "in 400 ppm fresh air"],
            ["0x88", "Span point calibration", "span gas 2000 ppm"],
            ["0x79", "ABC logic on / off", "0xA0 on, 0x00 off"],
            ["0x99", "Detection range setting", "2000 / 5000 / 10000"],
        ],
        8,
    )
    s.caption("Table 4  Commands")
    s.lines(
        [
            "Send:    FF 01 86 00 00 00 00 00 79",
            "Return:  FF 86 02 60 47 00 00 00 D1   ->  CO2 = 0x02 x 256 + 0x60 = 608 ppm",
        ],
        8.5,
    )
    s.heading("6. PWM Output", 10.5, rule=True)
    s.para(
        "Cycle 1004 ms " + PM + " 5 % (high level at the start 2 ms, middle part "
        "1000 ms, low level at the end 2 ms). The PWM output high level is 3.3 V. "
        "CO2 concentration from PWM: Cppm = Range x (TH - 2 ms) / (TH + TL - 4 ms), where "
        "TH is the high time, TL the low time of one cycle and Range the PWM full-scale "
        "value of Table 2.",
        8.5,
    )
    s.heading("7. Notes", 10.5, rule=True)
    s.lines(
        [
            "1) ABC (automatic baseline correction) is on by default: the module takes the "
            "lowest reading of each 24 h",
            "    as 400 ppm. Turn it off in greenhouses or rooms that never reach fresh-air level.",
            "2) Do not supply the module from 3.3 V: below 4.5 V the lamp driver does not "
            "start and the reading stays at 0.",
            "3) Hand-solder the pins at 350 " + DEG + " for no more than 3 s; do not reflow "
            "the module.",
            "4) Keep the air window free; do not press on the optical chamber.",
        ],
        8,
        3,
    )
    s.heading("8. FAQ", 10.5, rule=True)
    s.para(
        "Q: Can I read the LSR-CM20 over I2C?  A: No. The module has UART and PWM outputs only.",
        8.5,
    )
    s.para(
        "Q: How long after power-on are readings valid?  A: After the 3 min preheat. Full "
        "accuracy is reached after the first 24 h ABC cycle.",
        8.5,
    )
    s.heading("9. Revision History", 10.5, rule=True)
    revision_table(
        s,
        [
            ["2021.03.10", "V1.0", "First release"],
            ["2022.08.22", "V1.3", "Added 10K model"],
            ["2023.06.01", "V1.4", "Peak current note, FAQ"],
        ],
        (110, 70, 319),
    )
    return save(s, out / "lsr-cm20.pdf")


# ------------------------------------------------------------ 16x2 LCD + I2C (Lithuanian)
def nel1602(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="NEMUNO ELEKTRONIKA  -  Kaunas",
        header_right="Techninis aprašas / Technical description",
        footer_left="NEL1602-I2C  |  Leidimas 3 / Issue 3  |  2023-09",
        footer_right="Puslapis {page} iš {nb} / Page {page} of {nb}",
        rule_color=(30, 110, 60),
        table_fill=(225, 240, 228),
        accent=(30, 110, 60),
        grid=False,
    )
    s = Sheet(style, "NEL1602-I2C 16x2 character LCD with I2C backpack")
    s.add_page()
    s.title_block(
        "NEL1602-I2C",
        "Simbolinis LCD 16x2 su I2C adapteriu / 16x2 character LCD with I2C backpack",
        "Versijos / Versions: NEL1602-I2C-B (mėlyna / blue), NEL1602-I2C-G (geltonai žalia / "
        "yellow-green)",
        20,
    )
    s.heading("1. Aprašymas / Description", 10.5)
    s.para(
        "Standartinis 16 simbolių x 2 eilučių LCD su HD44780 suderinamu valdikliu ir I2C "
        "adapteriu galinėje pusėje. A standard 16-character x 2-line LCD with an "
        "HD44780-compatible controller and an I2C backpack (8-bit port expander) soldered "
        "on the back: only four wires (GND, VCC, SDA, SCL) are needed. The contrast is set "
        "with the blue trimmer; the backlight can be switched off with the LED jumper or by "
        "software (bit P3).",
        8.5,
    )
    s.heading("2. Versijos / Versions", 10.5)
    s.table(
        [
            Col("Parametras / Parameter", 200),
            Col("NEL1602-I2C-B", 150, "C"),
            Col("NEL1602-I2C-G", 149, "C"),
        ],
        [
            [
                "Ekrano spalva /\nDisplay colour",
                "balti ant mėlyno /\nwhite on blue",
                "juodi ant geltonai žalio /\nblack on yellow-green",
            ],
            ["Adapterio lustas /\nExpander chip", "PCF8574T", "PCF8574AT"],
            ["I2C adresas (A0-A2 atviri) /\nI2C address (A0-A2 open)", "0x27", "0x3F"],
            ["Adresų sritis /\nAddress range", "0x20 ... 0x27", "0x38 ... 0x3F"],
            [
                "Darbinė temperatūra /\nOperating temperature",
                "0 ... +50 " + DEG,
                "-20 ... +70 " + DEG,
            ],
        ],
        8,
    )
    s.heading("3. Ribinės vertės / Absolute maximum ratings", 10.5)
    s.table(
        [
            Col("Parametras / Parameter", 230),
            Col("Simbolis", 60, "C"),
            Col("Min.", 60, "C"),
            Col("Maks.", 80, "C"),
            Col("Vnt.", 69, "C"),
        ],
        [
            ["Maitinimo įtampa / Supply voltage", "VDD", "-0.3", "7.0", "V"],
            ["Įėjimo įtampa (SDA, SCL) / Input voltage", "VIN", "-0.3", "VDD + 0.3", "V"],
            ["Sandėliavimo temperatūra / Storage temperature", "TSTG", "-30", "+80", DEG],
        ],
        8,
    )
    s.heading("4. Elektrinės charakteristikos / Electrical characteristics (Ta = 25 °C)", 10.5)
    s.table(
        [
            Col("Parametras / Parameter", 150),
            Col("Simb.", 40, "C"),
            Col("Sąlyga / Condition", 90, "C"),
            Col("Min.", 38, "C"),
            Col("Tip.", 38, "C"),
            Col("Maks.", 38, "C"),
            Col("Vnt.", 35, "C"),
            Col("Versija", 70, "C"),
        ],
        [
            ["Maitinimo įtampa /\nSupply voltage", "VDD", "", "4.5", "5.0", "5.5", "V", "B, G"],
            [
                "Srovė, apšvietimas įjungtas /\nCurrent, backlight on",
                "IDD",
                "VDD = 5 V",
                "",
                "24",
                "32",
                "mA",
                "B",
            ],
            ["", "", "VDD = 5 V", "", "45", "60", "mA", "G"],
            [
                "Srovė, apšvietimas išjungtas /\nCurrent, backlight off",
                "IDD",
                "VDD = 5 V",
                "",
                "1.5",
                "2.5",
                "mA",
                "B, G",
            ],
            [
                "I2C takto dažnis /\nI2C clock frequency",
                "fSCL",
                "",
                "",
                "",
                "100",
                "kHz",
                "B, G",
            ],
            ["", "VIH", "VDD = 5 V", "3.5", "", "", "V", "B, G"],
            ["", "VIL", "VDD = 5 V", "", "", "1.5", "V", "B, G"],
        ],
        7.5,
    )
    s.para(
        "Pastaba / Note: SDA ir SCL linijos adapteryje prijungtos prie VDD per 4,7 k"
        + OHM
        + " rezistorius. SDA and SCL are pulled up to VDD by 4.7 k"
        + OHM
        + " resistors on "
        "the backpack, so with VDD = 5 V the bus idles at 5 V.",
        8,
    )
    s.add_page()
    s.heading("5. Adreso trumpikliai / Address jumpers", 10.5)
    s.para("Uždarytas trumpiklis = 0 / a closed jumper pulls the pin to 0.", 8)
    s.table(
        [
            Col("A2", 60, "C"),
            Col("A1", 60, "C"),
            Col("A0", 60, "C"),
            Col("NEL1602-I2C-B", 160, "C"),
            Col("NEL1602-I2C-G", 159, "C"),
        ],
        [
            ["atviras / open", "atviras / open", "atviras / open", "0x27", "0x3F"],
            ["atviras / open", "atviras / open", "uždarytas / closed", "0x26", "0x3E"],
            ["atviras / open", "uždarytas / closed", "atviras / open", "0x25", "0x3D"],
            ["uždarytas / closed", "uždarytas / closed", "uždarytas / closed", "0x20", "0x38"],
        ],
        7.5,
    )
    s.heading("6. Adapterio jungtys / Backpack port mapping", 10.5)
    s.table(
        [Col("Prievadas / Port", 120, "C"), Col("LCD", 120, "C"), Col("Funkcija / Function", 259)],
        [
            ["P0", "RS", "registro parinkimas / register select"],
            ["P1", "RW", "skaitymas / rašymas / read / write"],
            ["P2", "E", "įgalinimas / enable"],
            ["P3", "BL", "apšvietimas / backlight (1 = on)"],
            ["P4 ... P7", "D4 ... D7", "duomenys, 4 bitų režimas / data, 4-bit mode"],
        ],
        8,
    )
    s.heading("7. Mechaniniai duomenys / Mechanical data", 10.5)
    s.lines(
        [
            "Modulio matmenys / Module outline:  80.0 x 36.0 x 20.0 mm (su adapteriu / with "
            "backpack)",
            "Matomas plotas / Viewing area:  64.5 x 16.0 mm",
            "Simbolio dydis / Character size:  2.95 x 5.55 mm (5 x 8 taškų / dots)",
            "Tvirtinimo skylės / Mounting holes:  4 x " + "\u00d8" + "3.0 mm, 75.0 x 31.0 mm",
        ],
        8.5,
    )
    s.heading("8. Dažni klausimai / FAQ", 10.5)
    s.para("Ar ekranas veikia nuo 3,3 V? / Does the display work from 3.3 V?", 8.5, bold=True)
    s.para(
        "Ne. Esant 3,3 V skystųjų kristalų įtampa per maža. No. At 3.3 V the LCD drive "
        "voltage is too low and the characters cannot be seen even with the trimmer turned "
        "fully; supply the module with 5 V and put a level shifter between a 3.3 V host and "
        "SDA / SCL.",
        8.5,
    )
    s.para("Matau tik kvadratėlius. / I only see blocks in the first line.", 8.5, bold=True)
    s.para(
        "Pasukite kontrasto rezistorių. Turn the contrast trimmer; if the blocks stay, the "
        "display was not initialised (wrong I2C address).",
        8.5,
    )
    s.heading("9. Leidimai / Revisions", 10.5)
    revision_table(
        s,
        [
            ["2021-02", "1", "Pirmas leidimas / first issue"],
            ["2022-05", "2", "Versija G / version G added"],
            ["2023-09", "3", "DUK / FAQ"],
        ],
        (100, 70, 329),
    )
    return save(s, out / "nel1602-i2c.pdf")


# ------------------------------------------------------------ MOSFET module (Thai maker shop)
def skm_mos40(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="SIAM KIT MAKER  \u2022  Bangkok",
        header_right="Product Information Sheet",
        footer_left="SKU 10482 / 10483  \u2022  prices incl. 7 % VAT  \u2022  sheet PI-0482 rev B",
        footer_right="{page} / {nb}",
        rule_color=(200, 90, 0),
        table_fill=(253, 235, 215),
        accent=(170, 70, 0),
        grid=True,
    )
    s = Sheet(style, "SKM-MOS40 logic-level MOSFET switch module")
    s.add_page()
    s.title_block(
        "SKM-MOS40",
        "Logic-level MOSFET switch module, 1 or 2 channels",
        "For LED strips, 12 V pumps, solenoids and small DC motors.  SKM-MOS40-1 (SKU 10482, "
        "1 channel) THB 65  \u2022  SKM-MOS40-2 (SKU 10483, 2 channels) THB 110",
        21,
    )
    s.heading("What's on the board", 10.5)
    s.para(
        "Each channel uses one N-channel logic-level MOSFET (LRF3708, TO-252) that switches "
        "the low side of your load, a 100 "
        + OHM
        + " gate resistor, a 10 k"
        + OHM
        + " gate pull-down, a red LED on the signal and an SS34 freewheel diode across the "
        "load terminals. There is no optocoupler: the signal ground and the load ground are "
        "the same.",
        8.5,
    )
    s.heading("Ratings card", 10.5)
    s.table(
        [Col("Item", 200), Col("SKM-MOS40-1", 150, "C"), Col("SKM-MOS40-2", 149, "C")],
        [
            ["Channels", "1", "2"],
            ["Load voltage (V+ to OUT-)", "DC 5 ... 36 V", "DC 5 ... 36 V"],
            ["Signal input (SIG)", "3.0 ... 20 V", "3.0 ... 20 V"],
            ["Signal current at 5 V", "0.5 mA", "0.5 mA per channel"],
            ["Maximum PWM frequency", "5 kHz", "5 kHz"],
            ["Freewheel diode", "SS34 (3 A)", "SS34 (3 A) per channel"],
            ["Board size", "33 x 17 mm", "33 x 30 mm"],
        ],
        8,
    )
    s.heading("How much current can it switch?", 10.5)
    s.para(
        "That depends on how hard the gate is driven and how warm it is around the board. "
        "Continuous load current per channel, no heatsink, board in free air:",
        8.5,
    )
    s.table(
        [
            Col("Signal level on SIG", 200),
            Col("25 " + DEG + " ambient", 150, "C"),
            Col("50 " + DEG + " ambient", 149, "C"),
        ],
        [
            ["SIG = 3.3 V", "7 A", "5 A"],
            ["SIG = 5 V", "12 A", "9 A"],
            ["SIG " + GE + " 10 V", "15 A", "11 A"],
        ],
        8.5,
    )
    s.para(
        "SKM-MOS40-2: the values are per channel, and both channels together must stay "
        "below 20 A (shared GND terminal).",
        8,
    )
    s.heading("Never exceed", 10.5)
    s.bullets(
        [
            "40 V between V+ / OUT- (the MOSFET's rating, no margin left)",
            "20 V on SIG, and never a negative voltage on SIG",
            "a load that is not DC: the board cannot switch AC",
        ],
        8.5,
    )
    s.para(
        "Working temperature of the board: -20 ... +60 "
        + DEG
        + ". Store at -40 ... +85 "
        + DEG
        + ".",
        8.5,
    )
    s.add_page()
    s.heading("The MOSFET (from the LRF3708 data sheet)", 10.5)
    s.para("TJ = 25 " + DEG + " unless stated. These are transistor values, not board ratings.", 8)
    s.table(
        [
            Col("Symbol", 70, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 50, "C"),
            Col("Conditions", 214),
        ],
        [
            ["V_{DSS}", "40", "", "", "V", "VGS = 0 V, ID = 250 " + MU + "A"],
            ["V_{GS(th)}", "1.0", "1.6", "2.5", "V", "VDS = VGS, ID = 250 " + MU + "A"],
            ["R_{DS(on)}", "", "7.5", "9.5", "m" + OHM, "VGS = 10 V, ID = 20 A"],
            ["", "", "11", "14", "m" + OHM, "VGS = 4.5 V, ID = 15 A"],
            ["V_{GS}", "-20", "", "20", "V", "absolute maximum"],
            ["I_{D}", "", "", "50", "A", "TC = 25 " + DEG + ", infinite heatsink"],
        ],
        8,
    )
    s.heading("Terminals", 10.5)
    s.table(
        [Col("Terminal", 100, "C"), Col("Connect to", 399)],
        [
            ["V+", "plus of the load supply (also goes to the load's plus)"],
            ["OUT-", "minus of the load"],
            ["GND", "minus of the load supply and GND of your controller"],
            ["SIG", "GPIO or PWM pin of your controller"],
        ],
        8,
    )
    s.heading("FAQ", 10.5)
    s.para("Will it switch 230 V AC?", 8.5, bold=True)
    s.para("No. DC loads only, up to 36 V.", 8.5)
    s.para("My ESP32 is 3.3 V. Does it work?", 8.5, bold=True)
    s.para(
        "Yes, the LRF3708 is a logic-level part and is fully on with 3.3 V on the gate, but "
        "look at the current table: 7 A at most without a heatsink (5 A at 50 " + DEG + ").",
        8.5,
    )
    s.para("Can I switch the plus side (high-side)?", 8.5, bold=True)
    s.para("No. The MOSFET is on the minus side of the load.", 8.5)
    s.para("Is there reverse-polarity protection?", 8.5, bold=True)
    s.para("No. Swapping V+ and GND destroys the freewheel diode at once.", 8.5)
    s.heading("Changes", 10.5)
    revision_table(
        s,
        [
            ["2022-11-02", "A", "first sheet"],
            ["2023-07-19", "B", "current table with 50 " + DEG + " column, FAQ"],
        ],
        (110, 60, 329),
    )
    return save(s, out / "skm-mos40.pdf")


# ------------------------------------------------------------ voltage divider module (Slovenian)
def svm_d(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="SAVINJA ELEKTRONIKA d.o.o.  -  Celje",
        header_right="Tehnični list / Data sheet  SVM-D",
        footer_left="SVM-D  izdaja 2 / issue 2  (2023)",
        footer_right="Stran {page} od {nb} / Page {page} of {nb}",
        table_fill=(230, 230, 210),
        accent=(90, 70, 20),
        grid=True,
    )
    s = Sheet(style, "SVM-D25 / SVM-D50 voltage sensor module")
    s.add_page()
    s.title_block(
        "SVM-D25 / SVM-D50",
        "Modul za merjenje napetosti (delilnik) / Voltage sensor module (resistive divider)",
        "Za Arduino, ESP32, Raspberry Pi Pico in druge mikrokrmilnike z ADC / for any "
        "microcontroller with an ADC input",
        20,
    )
    s.heading("1  Opis / Description", 10.5)
    s.para(
        "Modul zmanjša merjeno enosmerno napetost, da jo lahko prebere ADC vhod "
        "mikrokrmilnika. The module scales a DC voltage down so that the ADC input of a "
        "microcontroller can read it. It is a passive resistor divider (SVM-D25: 30 k"
        + OHM
        + " / 7.5 k"
        + OHM
        + ", ratio 5 : 1; SVM-D50: 90 k"
        + OHM
        + " / 10 k"
        + OHM
        + ", ratio 10 : 1) built with 1 % resistors; it needs no supply. The '+' pin of the "
        "3-pin header is not connected on the board.",
        8.5,
    )
    s.heading("2  Lastnosti / Features", 10.5)
    s.bullets(
        [
            "Vijačne sponke za merjeno napetost / screw terminals for the measured voltage",
            "Izhod S neposredno na ADC / output S straight to an ADC pin",
            "Brez napajanja, brez nastavitev / no supply, nothing to adjust",
            "Dimenzije / size 27 x 14 mm",
        ],
        8.5,
    )
    s.heading("3  Tehnični podatki / Technical data", 10.5)
    s.table(
        [
            Col("Parameter / Parameter", 220),
            Col("SVM-D25", 90, "C"),
            Col("SVM-D50", 90, "C"),
            Col("Enota / Unit", 99, "C"),
        ],
        [
            ["Delilno razmerje /\nDivision ratio", "5 : 1", "10 : 1", "-"],
            [
                "Merilno območje, ADC z referenco 5 V /\nMeasuring range, ADC with 5 V reference",
                "0 ... 25",
                "0 ... 50",
                "V",
            ],
            [
                "Merilno območje, ADC z referenco 3,3 V /\nMeasuring range, ADC with 3.3 V "
                "reference",
                "0 ... 16.5",
                "0 ... 33",
                "V",
            ],
            [
                "Ločljivost, 10-bitni ADC, 5 V /\nResolution, 10-bit ADC, 5 V",
                "24.4",
                "48.9",
                "mV",
            ],
            ["Vhodna upornost /\nInput resistance", "37.5", "100", "k" + OHM],
            ["Toleranca uporov /\nResistor tolerance", PM + "1", PM + "1", "%"],
            [
                "Največja vhodna napetost /\nMaximum input voltage (never exceed)",
                "30",
                "60",
                "V DC",
            ],
            ["Delovna temperatura /\nOperating temperature", "-20 ... +70", "-20 ... +70", DEG],
        ],
        8,
    )
    s.para(
        "Izhod S je enak vhodni napetosti, deljeni z razmerjem. The output S equals the input "
        "voltage divided by the ratio; above the measuring range S exceeds the ADC reference "
        "and the reading clips at full scale.",
        8,
    )
    s.add_page()
    s.heading("4  Priključki / Pins", 10.5)
    s.table(
        [Col("Oznaka / Label", 110, "C"), Col("Opis / Description", 389)],
        [
            ["VCC (sponka)", "merjena napetost + / measured voltage, plus (screw terminal)"],
            ["GND (sponka)", "merjena napetost - / measured voltage, minus (screw terminal)"],
            ["S", "izhod na ADC / output to the ADC pin"],
            ["+", "ni povezan / not connected"],
            ["-", "masa mikrokrmilnika / microcontroller GND (same as terminal GND)"],
        ],
        8,
    )
    s.heading("5  Primer izračuna / Worked example", 10.5)
    s.para(
        "Arduino Uno (10-bit, 5 V), SVM-D25, ADC prebere 512 / reads 512:  U = 512 x 5.0 / "
        "1023 x 5 = 12.51 V.  ESP32 (12-bit, 3.3 V), SVM-D50, ADC prebere 2048 / reads "
        "2048:  U = 2048 x 3.3 / 4095 x 10 = 16.50 V.",
        8.5,
    )
    s.heading("6  Opozorila / Warnings", 10.5)
    s.bullets(
        [
            "Samo enosmerna napetost; nikoli omrežna napetost. DC only; never mains.",
            "Vhod ni galvansko ločen. The input is not isolated: the input minus is the ADC "
            "ground.",
            "Ni zaščite pred napačno polariteto. No reverse-polarity protection: a negative "
            "input pulls the ADC pin below ground.",
        ],
        8.5,
    )
    s.heading("7  Pogosta vprašanja / FAQ", 10.5)
    s.para("Ali modul potrebuje napajanje 5 V? / Does the module need 5 V?", 8.5, bold=True)
    s.para(
        "Ne. Pin '+' ni povezan; priključite le S in -. No. The '+' pin is not connected; "
        "wire S and - only.",
        8.5,
    )
    s.para("Katera verzija za 3,3 V ADC? / Which version for a 3.3 V ADC?", 8.5, bold=True)
    s.para(
        "Pri 3,3 V referenci se območje zmanjša na 16,5 V oziroma 33 V. With a 3.3 V "
        "reference the range shrinks to 16.5 V (SVM-D25) or 33 V (SVM-D50); pick the "
        "version whose range covers the highest voltage you expect, charging voltage "
        "included.",
        8.5,
    )
    s.heading("8  Zgodovina / History", 10.5)
    revision_table(
        s,
        [
            ["2021-10", "1", "Prva izdaja / first issue"],
            ["2023-04", "2", "SVM-D50, 3,3 V območja / 3.3 V ranges, FAQ"],
        ],
        (100, 60, 339),
    )
    return save(s, out / "svm-d.pdf")
