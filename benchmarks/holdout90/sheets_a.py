"""Hold-out 90 datasheets, part 1: a laser PM2.5 sensor (UART), a 10-DOF barometer + IMU
breakout (I2C), a 3.3 V / 800 mA LDO module with enable and a Bluetooth 5 serial module.

A Qingdao particle-sensor house user manual in plain English (numbered "Technical
Index" table with an unnamed second consistency row, a symbol-only interface-level
table with one column per model, a fan-start peak beside the active current, the
fan settling time only in the notes), a Kraków maker-shop product sheet for a 10-DOF
breakout (board-version table, sensor table whose thermometer range looks like an
operating range, addresses and WHO_AM_I in prose, limits in a "Good to know" Q&A),
a Finnish / English LDO module data sheet (bilingual names wrapped over two lines,
a condition sentence, an unnamed full-temperature row, dropout per load current in
columns, the dissipation limit only in prose) and a Taipei Bluetooth module data
sheet (description beside key features, an ordering table carrying TX power, RF and
current columns per antenna version, AT-command and pin tables as decoys).
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
FW_C = "\u2103"
UGM3 = MU + "g/m\u00b3"


# ------------------------------------------------------------ LPS-25T particle sensor
def lps25t(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Qingdao Lanpu Environmental Sensing Co., Ltd.",
        header_right="LPS-25T Series User Manual  V2.3",
        footer_left="Document No. LP-UM-2507   All rights reserved",
        footer_right="Page {page}, Total {nb}",
        table_fill=(214, 232, 222),
        accent=(20, 95, 60),
        grid=True,
    )
    s = Sheet(style, "LPS-25T laser particle concentration sensor")
    s.add_page()
    s.title_block(
        "LPS-25T Series",
        "Digital Laser Particle Concentration Sensor - User Manual",
        "Models: LPS-25T (3.3 V TTL serial port) and LPS-25T-5 (5 V TTL serial port)",
        20,
    )
    s.heading("1. Overview", 10.5, rule=True)
    s.para(
        "The LPS-25T is a digital universal particle concentration sensor based on laser "
        "light scattering. A built-in fan draws air through the measuring chamber; the "
        "scattered light is converted to the number and mass concentration of suspended "
        "particles (PM1.0, PM2.5 and PM10) and sent out on the serial port. The two models "
        "differ only in the level of the serial port and control pins (see 3.2); both need "
        "5 V for the fan.",
        8.5,
    )
    s.heading("2. Features", 10.5, rule=True)
    s.bullets(
        [
            "Laser scattering principle, minimum distinguishable particle diameter 0.3 " + MU + "m",
            "Zero false alarm rate, real-time response, frame output in active mode",
            "Standard serial output, passive (question and answer) mode selectable",
            "Sleep mode through the SET pin or by command, fan and laser switched off",
        ],
        8.5,
    )
    s.heading("3. Technical Index", 10.5, rule=True)
    s.caption("3.1 Main technical index")
    s.table(
        [
            Col("No.", 28, "C"),
            Col("Parameter", 170),
            Col("Index", 150, "C"),
            Col("Remark", 151),
        ],
        [
            [
                "1",
                "Range of measurement",
                "0.3 ~ 1.0; 1.0 ~ 2.5; 2.5 ~ 10",
                MU + "m (particle size)",
            ],
            ["2", "Effective range (PM2.5 standard)", "0 ~ 500 " + UGM3, ""],
            ["3", "Maximum range (PM2.5 standard)", GE + " 1000 " + UGM3, ""],
            ["4", "Resolution", "1 " + UGM3, ""],
            [
                "5",
                "Maximum consistency error\n(PM2.5 standard value)",
                PM + "10 " + UGM3,
                "at 0 ~ 100 " + UGM3,
            ],
            ["", "", PM + "10 %", "at 100 ~ 500 " + UGM3],
            ["6", "Single response time", "< 1 s", ""],
            ["7", "Total response time", LE + " 10 s", ""],
            ["8", "DC power supply", "Min. 4.5  Typ. 5.0  Max. 5.5 V", "fan needs 5 V"],
            ["9", "Active current", LE + " 100 mA", "fan and laser running"],
            ["10", "Standby current", LE + " 200 " + MU + "A", "SET = low or sleep command"],
            ["11", "Working temperature range", "-10 ~ +60 " + DEG, ""],
            ["12", "Working humidity range", "0 ~ 99 %", "non-condensing"],
            ["13", "Storage temperature", "-40 ~ +80 " + DEG, ""],
            ["14", "Mean time to failure", GE + " 3 years", ""],
            ["15", "Physical size", "48 x 37 x 12 mm", ""],
        ],
        7.5,
    )
    s.caption("3.2 Serial port and control pin level by model")
    s.table(
        [
            Col("Symbol", 70, "C"),
            Col("Condition", 150),
            Col("LPS-25T", 95, "C"),
            Col("LPS-25T-5", 95, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["V_{OH}", "TXD, IOH = -1 mA, min.", "2.8", "4.5", "V"],
            ["V_{OL}", "TXD, IOL = 1 mA, max.", "0.4", "0.4", "V"],
            ["V_{IH}", "RXD, SET, RESET, min.", "2.7", "4.0", "V"],
            ["V_{IL}", "RXD, SET, RESET, max.", "0.8", "0.8", "V"],
            ["V_{IN,max}", "RXD, SET, RESET, absolute", "3.6", "5.5", "V"],
        ],
        7.5,
    )
    s.para(
        "VCC is 5 V for both models. The serial port of the LPS-25T is 3.3 V; connecting "
        "RXD, SET or RESET of the LPS-25T directly to 5 V logic can damage it.",
        7.5,
    )

    s.add_page()
    s.heading("4. Pin Definition", 10.5, rule=True)
    s.table(
        [Col("PIN", 40, "C"), Col("Name", 70, "C"), Col("Description", 389)],
        [
            ["PIN1", "VCC", "Power positive, 5 V"],
            ["PIN2", "GND", "Power negative"],
            ["PIN3", "SET", "High level or floating: normal working; low level: sleep mode"],
            ["PIN4", "RXD", "Serial port receiving pin"],
            ["PIN5", "TXD", "Serial port sending pin"],
            ["PIN6", "RESET", "Module reset signal, low level reset"],
            ["PIN7, PIN8", "NC", "Not connected"],
        ],
        7.5,
    )
    s.heading("5. Communication Protocol", 10.5, rule=True)
    s.para(
        "Serial port setting: 9600 bps, 8 data bits, no parity, 1 stop bit. After power on "
        "the sensor is in active mode and sends a 32-byte frame by itself; when the "
        "concentration changes slowly the interval is 2.3 s, when it changes fast it is "
        "200 ~ 800 ms. In passive mode the host asks with the read command.",
        8.5,
    )
    s.table(
        [Col("Byte", 60, "C"), Col("Content", 190), Col("Remark", 249)],
        [
            ["0", "Start character 1", "0x42 (fixed)"],
            ["1", "Start character 2", "0x4D (fixed)"],
            ["2 ~ 3", "Frame length", "2 x 13 + 2 = 28"],
            ["4 ~ 5", "Data 1: PM1.0 concentration", "CF = 1, standard particle, " + UGM3],
            ["6 ~ 7", "Data 2: PM2.5 concentration", "CF = 1, standard particle, " + UGM3],
            ["8 ~ 9", "Data 3: PM10 concentration", "CF = 1, standard particle, " + UGM3],
            ["16 ~ 17", "Data 7: particles > 0.3 " + MU + "m", "count in 0.1 L of air"],
            ["30 ~ 31", "Check code", "sum of bytes 0 ~ 29"],
        ],
        7.5,
    )
    s.table(
        [Col("Command", 90, "C"), Col("Data", 90, "C"), Col("Function", 319)],
        [
            ["0xE2", "0x00", "Read in passive mode"],
            ["0xE1", "0x00 / 0x01", "Change mode: 0x00 passive, 0x01 active"],
            ["0xE4", "0x00 / 0x01", "Sleep / wake up"],
        ],
        7.5,
    )
    s.heading("6. Notes", 10.5, rule=True)
    s.bullets(
        [
            "The data are only correct after the fan has run for at least 30 s after power "
            "on or after waking up; discard the first frames.",
            "When the fan starts, the current can reach 160 mA for less than 50 ms; size "
            "the 5 V supply for this peak.",
            "Install with the air inlet and outlet unobstructed; do not face the inlet "
            "into an air stream and keep it away from water spray.",
            "The metal shell is connected to GND; do not connect it to any other potential.",
        ],
        8,
    )
    revision_table(
        s,
        [
            ["2022-03-10", "V2.0", "First English edition"],
            ["2023-08-22", "V2.2", "LPS-25T-5 model added"],
            ["2025-01-06", "V2.3", "Interface level table 3.2 added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "lps-25t.pdf")


# ------------------------------------------------------------ VB-10DOF breakout
def vb10dof(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="VISTULA BOTWORKS  -  Krakow",
        header_right="product sheet  VB-10DOF",
        footer_left="vistulabotworks.pl  -  prices incl. 23 % VAT, valid 2025-02",
        footer_right="sheet {page}",
        table_fill=(250, 236, 214),
        accent=(170, 70, 20),
        grid=False,
    )
    s = Sheet(style, "VB-10DOF 10-DOF motion and pressure breakout")
    s.add_page()
    s.title_block(
        "VB-10DOF",
        "10-DOF breakout: accelerometer, gyroscope, magnetometer, barometer (I2C)",
        "SKU VB-0107  VB-10DOF (3.3-5 V board)  89.00 PLN     SKU VB-0108  VB-10DOF-L "
        "(3.3 V board)  79.00 PLN",
        20,
    )
    s.heading("What's on the board", 10.5)
    s.para(
        "Three sensor chips on one 25 x 18 mm board: the VBI-6 six-axis IMU (3-axis "
        "accelerometer + 3-axis gyroscope), the VBM-3 three-axis magnetometer and the "
        "VBP-280 barometer with a built-in thermometer. Everything talks I2C on the same two "
        "wires. The VB-10DOF has a 3.3 V regulator and a level shifter so it plugs straight "
        "into 5 V boards; the cheaper VB-10DOF-L leaves both out and is for 3.3 V systems.",
        8.5,
    )
    s.heading("Board versions", 10.5)
    s.table(
        [Col("", 195), Col("VB-10DOF", 152, "C"), Col("VB-10DOF-L", 152, "C")],
        [
            ["Supply on VIN", "3.3 - 5.5 V", "3.0 - 3.6 V"],
            ["VIN, never exceed", "6.0 V", "3.9 V"],
            ["On-board regulator", "3.3 V LDO, 150 mA", "none (VIN goes to the chips)"],
            ["Logic level on SDA / SCL", "same as VIN (shifter)", "3.3 V only"],
            ["Current, all sensors running (typ.)", "4.6 mA", "3.9 mA"],
            ["Current, all sensors asleep (typ.)", "45 " + MU + "A", "9 " + MU + "A"],
            ["I2C pull-ups", "10 k" + OHM + " to VIN", "10 k" + OHM + " to 3.3 V"],
        ],
        8,
    )
    s.heading("Sensors", 10.5)
    s.table(
        [
            Col("Sensor", 90),
            Col("Range", 160, "C"),
            Col("Resolution / accuracy", 150, "C"),
            Col("Output rate", 99, "C"),
        ],
        [
            [
                "Accelerometer",
                PM + "2 / " + PM + "4 / " + PM + "8 / " + PM + "16 g",
                "16 bit",
                "up to 1.6 kHz",
            ],
            ["Gyroscope", PM + "125 ... " + PM + "2000 \u00b0/s", "16 bit", "up to 1.6 kHz"],
            ["Magnetometer", PM + "8 gauss", "16 bit", "up to 200 Hz"],
            ["Barometer", "300 ... 1100 hPa", PM + "1.0 hPa absolute", "up to 157 Hz"],
            ["", "", PM + "0.12 hPa relative", ""],
            ["Thermometer", "-40 ... +85 " + DEG, PM + "1.0 " + DEG, "with pressure"],
        ],
        8,
    )
    s.heading("I2C addresses", 10.5)
    s.para(
        "The bus runs at up to 400 kHz (fast mode). Out of the box the VBI-6 IMU answers at "
        "0x6A; close solder jumper A and it moves to 0x6B. The VBM-3 magnetometer is fixed at "
        "0x1E. The barometer sits at 0x77, or 0x76 with jumper B closed. Do not confuse the "
        "IMU's WHO_AM_I value 0x6C or the barometer chip ID 0x58 with addresses.",
        8.5,
    )

    s.add_page()
    s.heading("Pinout", 10.5)
    s.table(
        [Col("Pin", 60, "C"), Col("What it does", 439)],
        [
            ["VIN", "Power in (see board versions)"],
            [
                "3V3",
                "VB-10DOF: regulator output, up to 100 mA left for your circuit; -L: not fitted",
            ],
            ["GND", "Ground"],
            ["SCL", "I2C clock"],
            ["SDA", "I2C data"],
            ["INT1", "IMU interrupt 1 (push-pull, 3.3 V)"],
            ["INT2", "IMU interrupt 2 (push-pull, 3.3 V)"],
            ["DRDY", "Magnetometer data ready (3.3 V)"],
        ],
        8,
    )
    s.heading("Good to know", 10.5)
    s.lines(
        [
            "Q: Does it work with a 5 V Arduino Uno?",
            "A: The VB-10DOF does. The VB-10DOF-L does not: it is 3.3 V only and its SDA / SCL "
            "are not 5 V tolerant.",
            "Q: How cold / hot can it run?",
            "A: We test every board from -20 to +70 " + DEG + ". The chips alone are rated wider "
            "(-40 to +85 " + DEG + "), but the board is only specified -20 to +70 " + DEG + ".",
            "Q: Can I use SPI?",
            "A: No. The chips could, but the breakout is wired for I2C only.",
            "Q: Is it waterproof or coated?",
            "A: No. Keep it dry; for outdoor use put it in a vented box.",
            "Q: Why does my altitude drift?",
            "A: Air pressure changes with the weather; use the relative accuracy for "
            "short-term height changes.",
        ],
        8,
        3,
    )
    s.heading("In the bag", 10.5)
    s.bullets(
        [
            "1 x VB-10DOF or VB-10DOF-L board",
            "1 x 8-pin male header (not soldered)",
            "Example code: github link on the product page",
        ],
        8,
    )
    revision_table(
        s,
        [
            ["2024-05-02", "1.0", "First sheet"],
            ["2025-02-11", "1.1", "VB-10DOF-L added; temperature range clarified"],
        ],
        (90, 50, 359),
    )
    return save(s, out / "vb-10dof.pdf")


# ------------------------------------------------------------ PLD-33E LDO (Finnish)
def pld33e(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Pohjolan Piirilevy Oy - Oulu",
        header_right="PLD-33E  Tuoteseloste / Data sheet",
        footer_left="PLD-33E-FI/EN versio 3 - Oikeus muutoksiin pidätetään / Subject to change",
        footer_right="Sivu {page} / {nb}",
        table_fill=(218, 228, 242),
        accent=(20, 50, 120),
        grid=True,
    )
    s = Sheet(style, "PLD-33E 3.3 V 800 mA LDO module with enable")
    s.add_page()
    s.title_block(
        "PLD-33E",
        "3,3 V / 800 mA LDO-moduuli EN-ohjauksella / 3.3 V / 800 mA LDO module with enable",
        "Kiinteä 3,3 V lähtö, ulkoinen EN-tulo, 2,54 mm nastarivi / fixed 3.3 V output, "
        "external EN input, 2.54 mm header",
        19,
    )
    s.heading("1  Kuvaus / Description", 10.5)
    s.para(
        "PLD-33E on pieni lineaarisäädin-moduuli, jossa on 10 " + MU + "F keraamiset "
        "kondensaattorit tulossa ja lähdössä. The PLD-33E is a small linear regulator module "
        "with 10 " + MU + "F ceramic capacitors on input and output. EN has a 1 M" + OHM + " "
        "pull-up to VIN: leave it open and the output is always on, pull it low to switch "
        "the output off.",
        8.5,
    )
    s.heading("2  Raja-arvot / Absolute maximum ratings", 10.5)
    s.table(
        [
            Col("Parametri / Parameter", 250),
            Col("Symb.", 50, "C"),
            Col("Arvo / Value", 120, "C"),
            Col("Yks. / Unit", 79, "C"),
        ],
        [
            ["Tulojännite / Input voltage", "VIN", "-0.3 ... 16", "V"],
            ["EN-nastan jännite / EN pin voltage", "VEN", "-0.3 ... VIN + 0.3", "V"],
            ["Liitoslämpötila / Junction temperature", "TJ", "+150", DEG],
            ["Varastointilämpötila / Storage temperature", "Tstg", "-55 ... +150", DEG],
        ],
        7.5,
    )
    s.heading("3  Suositellut käyttöolosuhteet / Recommended operating conditions", 10.5)
    s.table(
        [
            Col("Parametri / Parameter", 205),
            Col("Symb.", 50, "C"),
            Col("Min.", 55, "C"),
            Col("Tyyp. / Typ.", 65, "C"),
            Col("Maks. / Max.", 65, "C"),
            Col("Yks. / Unit", 59, "C"),
        ],
        [
            ["Tulojännite /\nInput voltage", "VIN", "4.3", "5.0", "12", "V"],
            ["Lähtövirta /\nOutput current", "IOUT", "0", "", "800", "mA"],
            ["Ympäristön lämpötila /\nAmbient temperature", "TA", "-40", "", "+85", DEG],
        ],
        7.5,
    )
    s.heading("4  Sähköiset ominaisuudet / Electrical characteristics", 10.5)
    s.para(
        "VIN = 5,0 V, IOUT = 10 mA, TA = 25 "
        + DEG
        + ", ellei toisin mainita / VIN = 5.0 V, IOUT = 10 mA, TA = 25 "
        + DEG
        + " unless otherwise noted.",
        7.5,
    )
    s.table(
        [
            Col("Parametri / Parameter", 150),
            Col("Symb.", 42, "C"),
            Col("Ehdot / Conditions", 120, "C"),
            Col("Min.", 42, "C"),
            Col("Typ.", 42, "C"),
            Col("Max.", 42, "C"),
            Col("Unit", 61, "C"),
        ],
        [
            [
                "Lähtöjännite /\nOutput voltage",
                "VOUT",
                "TA = 25 " + DEG,
                "3.234",
                "3.300",
                "3.366",
                "V",
            ],
            ["", "", "TA = -40 ... +85 " + DEG, "3.201", "", "3.399", "V"],
            ["Lepovirta /\nQuiescent current", "IQ", "IOUT = 0 mA", "", "55", "90", MU + "A"],
            [
                "Virta, EN alhaalla /\nShutdown current",
                "ISD",
                "VEN = 0 V",
                "",
                "0.1",
                "1.0",
                MU + "A",
            ],
            ["Virranrajoitus /\nCurrent limit", "ILIM", "VOUT = 3.0 V", "850", "1100", "", "mA"],
            ["EN, päälle /\nEN turn-on level", "VEN(H)", "", "1.2", "", "", "V"],
            ["EN, pois /\nEN turn-off level", "VEN(L)", "", "", "", "0.4", "V"],
            ["Lämpösuojaus /\nThermal shutdown", "TSD", "TJ rising", "", "160", "", DEG],
        ],
        7.5,
    )

    s.add_page()
    s.heading("5  Pudotusjännite / Dropout voltage", 10.5)
    s.para(
        "VDROP = VIN - VOUT kun VOUT on pudonnut 2 % / when VOUT has fallen by 2 %, TA = 25 "
        + DEG
        + ".",
        7.5,
    )
    s.table(
        [
            Col("", 139),
            Col("IOUT = 100 mA", 90, "C"),
            Col("IOUT = 300 mA", 90, "C"),
            Col("IOUT = 500 mA", 90, "C"),
            Col("IOUT = 800 mA", 90, "C"),
        ],
        [
            ["Tyyp. / Typ. (mV)", "60", "180", "300", "480"],
            ["Maks. / Max. (mV)", "100", "280", "450", "700"],
        ],
        7.5,
    )
    s.heading("6  Lämpö / Heat", 10.5)
    s.para(
        "Moduuli voi hukata enintään 1,2 W ilman lisäjäähdytystä. The module can dissipate "
        "at most 1.2 W without extra cooling: keep (VIN - 3.3 V) x IOUT at or below 1.2 W. "
        "Esimerkki / Example: from 5 V keep the load at or below 700 mA; from 12 V keep it "
        "below 130 mA.",
        8.5,
    )
    s.heading("7  Liitännät / Connections", 10.5)
    s.table(
        [
            Col("Nasta / Pin", 80, "C"),
            Col("Nimi / Name", 80, "C"),
            Col("Kuvaus / Description", 339),
        ],
        [
            ["1", "VIN", "Tulo / input 4.3 ... 12 V"],
            ["2", "GND", "Maa / ground"],
            ["3", "EN", "Ohjaus / enable, 1 M" + OHM + " pull-up to VIN"],
            ["4", "3V3", "Lähtö / output 3.3 V"],
            ["5", "GND", "Maa / ground"],
        ],
        7.5,
    )
    s.heading("8  Usein kysyttyä / FAQ", 10.5)
    s.lines(
        [
            "K / Q: Voiko EN-tuloa ohjata 3,3 V logiikalla? / Can 3.3 V logic drive EN?",
            "V / A: Kyllä / Yes: any level above 1.2 V switches the output on.",
            "K / Q: Onko moduulissa käänteisnapaisuussuoja? / Is there reverse-polarity protection?",
            "V / A: Ei / No. A reversed supply destroys the regulator.",
            "K / Q: Voiko lähtöjä kytkeä rinnan? / Can two modules be paralleled?",
            "V / A: Ei suositella / Not recommended.",
        ],
        8,
        3,
    )
    revision_table(
        s,
        [
            ["2023-09-04", "1", "Ensimmäinen julkaisu / first release"],
            ["2024-06-18", "2", "Pudotusjännitetaulukko / dropout table added"],
            ["2025-03-03", "3", "Lämpö-osio / heat section added"],
        ],
        (90, 50, 359),
    )
    return save(s, out / "pld-33e.pdf")


# ------------------------------------------------------------ XW-B50 BLE module (Taipei)
def xwb50(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="XINYI WIRELESS CORP.  |  Taipei",
        header_right="XW-B50 Series Datasheet  Rev 1.2",
        footer_left="Xinyi Wireless Corp. Confidential - specifications subject to change without notice",
        footer_right="- {page} -",
        table_fill=(205, 220, 240),
        accent=(0, 70, 140),
        grid=True,
    )
    s = Sheet(style, "XW-B50 Bluetooth 5.0 LE serial module")
    s.add_page()
    s.title_block(
        "XW-B50 Series",
        "Bluetooth 5.0 Low Energy Serial Module (UART, AT Commands)",
        "XW-B50P (PCB antenna)  /  XW-B50U (u.FL connector, PA)",
        20,
    )

    def left() -> None:
        s.heading("General Description", 10)
        s.para(
            "The XW-B50 modules turn a UART into a Bluetooth 5.0 LE link. Data sent to RXD go "
            "out over the air and data received over the air come out of TXD (transparent "
            "mode); AT commands set name, role, baud rate and TX power. The XW-B50U adds a "
            "power amplifier and a u.FL connector for an external antenna.",
            8,
        )

    def right() -> None:
        s.heading("Key Features", 10)
        s.bullets(
            [
                "Bluetooth 5.0 LE, 1 Mbps and 2 Mbps PHY",
                "Transparent UART, AT command set",
                "Default 9600 bps, 8N1",
                "Supply 1.8 V ~ 3.6 V",
                "Deep sleep 1.6 " + MU + "A, wake-up by UART",
                "Range up to 80 m (XW-B50U, 2 dBi antenna, open space)",
            ],
            8,
        )

    s.side_by_side(left, right, 255)
    s.heading("1. Ordering Information", 10.5)
    s.table(
        [
            Col("Part No.", 90),
            Col("Antenna", 120),
            Col("Max. TX power", 90, "C"),
            Col("Size (mm)", 100, "C"),
            Col("Packing", 99, "C"),
        ],
        [
            ["XW-B50P", "PCB trace antenna", "+4 dBm", "16.6 x 11.2 x 2.0", "Reel, 1000 pcs"],
            ["XW-B50U", "u.FL (IPEX) connector", "+8 dBm", "16.6 x 11.2 x 2.2", "Reel, 1000 pcs"],
        ],
        7.5,
    )
    s.heading("2. Absolute Maximum Ratings", 10.5)
    s.table(
        [
            Col("Parameter", 220),
            Col("Symbol", 70, "C"),
            Col("Rating", 130, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "VCC", "-0.3 ~ 3.9", "V"],
            ["Voltage on any I/O pin", "VIO", "-0.3 ~ VCC + 0.3 (3.9 max.)", "V"],
            ["RF input level", "", "+10", "dBm"],
            ["Storage temperature", "TSTG", "-40 ~ +125", DEG],
        ],
        7.5,
    )
    s.heading("3. Recommended Operating Conditions", 10.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Supply voltage", "VCC", "1.8", "3.3", "3.6", "V"],
            ["Operating temperature", "TA", "-40", "", "+85", DEG],
            ["Input high voltage", "VIH", "0.7 VCC", "", "VCC", "V"],
            ["Input low voltage", "VIL", "0", "", "0.3 VCC", "V"],
        ],
        7.5,
    )
    s.para(
        "Note: the UART and GPIO pins are 3.3 V CMOS and are not 5 V tolerant. With a 5 V "
        "host, put a resistor divider or a level shifter in the host's TX line.",
        7.5,
    )

    s.add_page()
    s.heading("4. RF and Current Characteristics", 10.5)
    s.para("VCC = 3.3 V, TA = 25 " + DEG + ", 1 Mbps PHY unless noted.", 7.5)
    s.table(
        [Col("Item", 220), Col("XW-B50P", 95, "C"), Col("XW-B50U", 95, "C"), Col("Unit", 89, "C")],
        [
            ["Frequency range", "2402 ~ 2480", "2402 ~ 2480", "MHz"],
            ["TX power, highest setting", "+4", "+8", "dBm"],
            ["RX sensitivity (1 Mbps)", "-96", "-97", "dBm"],
            ["TX current, highest setting", "7.8", "16.5", "mA"],
            ["RX current", "6.1", "6.6", "mA"],
            ["Average current, advertising 1 s", "95", "110", MU + "A"],
            ["Deep sleep current", "1.6", "1.6", MU + "A"],
        ],
        7.5,
    )
    s.heading("5. UART and AT Commands", 10.5)
    s.para(
        "Default 9600 bps, 8 data bits, no parity, 1 stop bit. AT+BAUD selects 1200, 2400, "
        "4800, 9600, 19200, 38400, 57600, 115200, 230400, 460800 or 921600 bps; the setting is "
        "kept after power off. Commands end with CR LF.",
        8,
    )
    s.table(
        [Col("Command", 110), Col("Parameter", 150), Col("Function", 239)],
        [
            ["AT", "-", "Test, answers OK"],
            ["AT+BAUD<n>", "n = 0 ... 10 (3 = 9600)", "UART baud rate"],
            ["AT+POWER<n>", "n = 0 ... 4 (-20, -8, 0, +4, +8 dBm)", "TX power (4 only on XW-B50U)"],
            ["AT+NAME<s>", "up to 20 characters", "Device name"],
            ["AT+ROLE<n>", "0 peripheral / 1 central", "Role"],
            ["AT+SLEEP", "-", "Enter deep sleep"],
        ],
        7.5,
    )
    s.heading("6. Pin Description", 10.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80, "C"), Col("Type", 60, "C"), Col("Description", 309)],
        [
            ["1", "VCC", "P", "Supply 1.8 ~ 3.6 V"],
            ["2", "GND", "P", "Ground"],
            ["3", "TXD", "O", "UART output"],
            ["4", "RXD", "I", "UART input"],
            ["5", "STATE", "O", "High when connected"],
            ["6", "KEY", "I", "Low > 3 s: factory reset"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-04-12", "1.0", "Initial release"],
            ["2023-11-30", "1.2", "XW-B50U added; current table updated"],
        ],
        (90, 50, 359),
    )
    return save(s, out / "xw-b50.pdf")
