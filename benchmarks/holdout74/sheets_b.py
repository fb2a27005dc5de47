"""Hold-out 74 datasheets, part 2: a stepper motor driver carrier board, an I2C
humidity / temperature sensor IC, an IR receiver module family and an RS-232
transceiver IC.

A Slovenian / English carrier-board sheet (bilingual names wrapped over two lines, one
column per version, current per phase without and with heatsink, absolute maximum
per version, current-limit formula and operating temperature only in prose), an
Austrian sensor-IC data sheet in English (symbol-first columns, two grades in typ /
max column pairs, a symbol-only row, a "normal range" next to the full operating
range, measurement duration per repeatability, address table and command table), a
Lithuanian / English IR receiver sheet (carrier frequency per ordering code, supply
current per VS in a row pair with an unnamed second row, operating temperature only
in the limit table) and a Chinese analog-IC house sheet in English (upper-case heads,
ordering table with the temperature range per model, absolute maximum as plain
lines, section rows in the electrical table with VCC-dependent unnamed rows).
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
TAU = "\u03c4"


# ------------------------------------------- stepper driver carrier (Slovenian / English)
def krn_stp35(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="KRANJSKI MODULI d.o.o.  -  Kranj, Slovenija",
        header_right="KRN-STP35 / KRN-STP35H  -  Tehnični list / Data sheet",
        footer_left="TL-KRN-STP35 izdaja 3 / issue 3  -  2024-01-15",
        footer_right="Stran {page} od {nb}",
        table_fill=(230, 230, 230),
        accent=(0, 85, 150),
        grid=True,
    )
    s = Sheet(style, "KRN-STP35 stepper motor driver carrier")
    s.add_page()
    s.title_block(
        "KRN-STP35 / KRN-STP35H",
        "Gonilnik bipolarnega koračnega motorja / Bipolar stepper motor driver carrier",
        "STEP / DIR vmesnik, do 1/32 mikrokoraka / STEP / DIR interface, up to 1/32 microstep",
        19,
    )
    s.heading("1  Opis / Description", 10.5)
    s.para(
        "Modul poganja en bipolarni koračni motor. The carrier drives one bipolar stepper "
        "motor from a STEP / DIR interface. Both versions share the pinout of the common "
        "16-pin carrier footprint. KRN-STP35H uses a 4-layer board, a higher-voltage driver "
        "die and a bonded aluminium heatsink; it is the version for 24 V and 36 V machines.",
        8.5,
    )
    s.heading("2  Električne lastnosti / Electrical characteristics", 10.5)
    s.para("Ta = 25 " + DEG + ", če ni drugače navedeno / unless otherwise noted.", 7.5)
    s.table(
        [
            Col("Parameter", 205),
            Col("Simbol", 50, "C"),
            Col("KRN-STP35", 80, "C"),
            Col("KRN-STP35H", 80, "C"),
            Col("Enota / Unit", 84, "C"),
        ],
        [
            ["Napajalna napetost motorja /\nMotor supply voltage", "VMOT", "8 - 35", "8 - 45", "V"],
            [
                "Napajalna napetost logike /\nLogic supply voltage",
                "VDD",
                "3.0 - 5.5",
                "3.0 - 5.5",
                "V",
            ],
            [
                "Tok na fazo, brez hladilnika /\nCurrent per phase, no heatsink",
                "IOUT",
                "1.0",
                "1.4",
                "A",
            ],
            [
                "Tok na fazo, hladilnik + pretok zraka /\nCurrent per phase, heatsink + airflow",
                "IOUT",
                "1.8",
                "2.5",
                "A",
            ],
            [
                "Največji tok na fazo (kratkotrajno) /\nMaximum phase current (short)",
                "IPEAK",
                "2.0",
                "2.8",
                "A",
            ],
            [
                "Upornost mostiča (zgornji + spodnji) /\nBridge on-resistance (high + low side)",
                "RDS(on)",
                "0.32",
                "0.24",
                OHM,
            ],
            ["Tok logike / Logic supply current", "IDD", "5", "5", "mA"],
            ["Merilni upor / Current-sense resistor", "RS", "0.100", "0.068", OHM],
            ["Frekvenca STEP / STEP input frequency", "fSTEP", "250", "250", "kHz"],
        ],
        7.5,
    )
    s.heading("3  Mejne vrednosti / Absolute maximum ratings", 10.5)
    s.table(
        [
            Col("Parameter", 205),
            Col("Simbol", 50, "C"),
            Col("KRN-STP35", 80, "C"),
            Col("KRN-STP35H", 80, "C"),
            Col("Enota / Unit", 84, "C"),
        ],
        [
            ["Napetost motorja, mejna /\nMotor supply, limiting", "VMOT", "40", "50", "V"],
            [
                "Napetost logike, mejna /\nLogic supply, limiting",
                "VDD",
                "-0.3 ... 6.0",
                "-0.3 ... 6.0",
                "V",
            ],
            [
                "Napetost na logičnih vhodih /\nLogic input voltage",
                "VIN",
                "-0.3 ... 5.5",
                "-0.3 ... 5.5",
                "V",
            ],
            ["Temperatura spoja / Junction temperature", "TJ", "150", "150", DEG],
            ["Temperatura skladiščenja / Storage", "TSTG", "-40 ... +125", "-40 ... +125", DEG],
        ],
        7.5,
    )
    s.heading("4  Logični vhodi / Logic inputs", 10.5)
    s.table(
        [
            Col("Parameter", 205),
            Col("Simbol", 50, "C"),
            Col("Min.", 60, "C"),
            Col("Maks.", 60, "C"),
            Col("Enota / Unit", 124, "C"),
        ],
        [
            ["Vhodna napetost, visoka /\nInput voltage, high", "VIH", "2.2", "", "V"],
            ["Vhodna napetost, nizka /\nInput voltage, low", "VIL", "", "0.8", "V"],
            ["Širina impulza STEP / STEP pulse width", "tSTEP", "1.9", "", MU + "s"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5  Nastavitev toka / Setting the current limit", 10.5)
    s.para(
        "Tokovno omejitev nastavite s trimerjem. Set the limit with the trimmer while "
        "measuring VREF against GND: current limit = VREF x 5 for the KRN-STP35 (RS = "
        "0.100 Ohm) and VREF x 7.35 for the KRN-STP35H (RS = 0.068 Ohm). Without a heatsink "
        'keep the limit at or below the "no heatsink" row of section 2, otherwise the '
        "thermal shutdown (165 " + DEG + " junction) stops the motor every few seconds.",
        8.5,
    )
    s.heading("6  Mikrokoraki / Microstep selection", 10.5)
    s.table(
        [
            Col("MS1", 50, "C"),
            Col("MS2", 50, "C"),
            Col("MS3", 50, "C"),
            Col("Ločljivost / Resolution", 150, "C"),
            Col("Koraki na obrat (1.8" + "\u00b0" + " motor) / Steps per rev", 199, "C"),
        ],
        [
            ["L", "L", "L", "Full step", "200"],
            ["H", "L", "L", "1/2", "400"],
            ["L", "H", "L", "1/4", "800"],
            ["H", "H", "L", "1/8", "1600"],
            ["H", "H", "H", "1/16", "3200"],
            ["L", "L", "H", "1/32", "6400"],
        ],
        7.5,
    )
    s.heading("7  Priključki / Pinout", 10.5)
    s.table(
        [Col("Pin", 40, "C"), Col("Oznaka / Label", 90, "C"), Col("Opis / Description", 369)],
        [
            ["1", "EN", "Omogočanje, aktivno nizko / Enable, active low"],
            ["2-4", "MS1-MS3", "Izbira mikrokoraka / Microstep select (internal pull-down)"],
            ["5", "RST", "Reset, aktivno nizko / active low"],
            ["6", "SLP", "Spanje, aktivno nizko / Sleep, active low"],
            ["7", "STEP", "Korak na naraščajočem robu / Step on rising edge"],
            ["8", "DIR", "Smer / Direction"],
            ["9-10", "GND / VDD", "Logika / Logic supply"],
            ["11-14", "1B 1A 2A 2B", "Navitji motorja / Motor windings"],
            ["15-16", "GND / VMOT", "Napajanje motorja / Motor supply"],
        ],
        7.5,
    )
    s.heading("8  Opozorila / Warnings", 10.5)
    s.bullets(
        [
            "Motorja nikoli ne priklapljajte pod napetostjo. Never connect or disconnect the "
            "motor while VMOT is on: the inductive spike destroys the driver.",
            "Ob VMOT priključite elektrolitski kondenzator vsaj 47 " + MU + "F. Place at least "
            "47 " + MU + "F across VMOT close to the board; LC ringing on long leads can exceed "
            "the limiting value.",
            "Delovna temperatura okolice / Operating ambient temperature: -20 ... +85 " + DEG + ".",
            "Logični vhodi so združljivi s 3.3 V in 5 V krmilniki. Logic inputs accept 3.3 V "
            "and 5 V controllers when VDD matches the controller.",
        ],
        8.5,
    )
    s.heading("9  Zgodovina / History", 10.5)
    revision_table(
        s,
        [
            ["2022-03-10", "2", "KRN-STP35H dodan / added"],
            ["2024-01-15", "3", "Bridge resistance per version / upornost mostiča"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "krn-stp35.pdf")


# --------------------------------------------- humidity / temperature IC (Austrian house)
def alh2310(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="ALPENLAND SENSORIK",
        header_right="ALH2310 - Digital Humidity and Temperature Sensor",
        footer_left="Datasheet  -  DS000712  -  v3-01  -  2024-Jan-15",
        footer_right="{page} | {nb}",
        table_fill=(215, 238, 238),
        accent=(0, 110, 115),
        grid=False,
    )
    s = Sheet(style, "ALH2310 digital humidity and temperature sensor")
    s.add_page()
    s.title_block(
        "ALH2310",
        "Digital Humidity and Temperature Sensor with I2C Interface",
        "Grades: ALH2310 (standard) and ALH2310-P (precision). DFN-8, 2.5 x 2.5 x 0.9 mm",
        22,
    )
    s.heading("General Description", 10.5, rule=True)
    s.para(
        "The ALH2310 measures relative humidity and temperature and returns linearised, "
        "temperature-compensated values with a CRC over a 1 MHz I2C interface. An on-chip "
        "heater allows plausibility checks in condensing environments. The precision grade "
        "ALH2310-P is 100 % tested at three humidity points.",
        8.5,
    )
    s.heading("Humidity Sensor Performance", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 120),
            Col("Conditions", 115),
            Col("ALH2310\ntyp", 52, "C"),
            Col("ALH2310\nmax", 52, "C"),
            Col("ALH2310-P\ntyp", 52, "C"),
            Col("ALH2310-P\nmax", 52, "C"),
            Col("Unit", 56, "C"),
        ],
        [
            [
                "Accuracy tolerance",
                "25 " + DEG + ", 10 ... 90 %RH",
                PM + "2",
                PM + "3",
                PM + "1.5",
                PM + "2",
                "%RH",
            ],
            ["Repeatability", "high repeatability", "0.08", "", "0.08", "", "%RH"],
            ["Resolution", "", "0.01", "", "0.01", "", "%RH"],
            ["Hysteresis", "25 " + DEG, PM + "0.8", "", PM + "0.8", "", "%RH"],
            ["Response time", TAU + "63%, 1 m/s air", "8", "", "8", "", "s"],
            ["Specified range", "", "0 ... 100", "", "0 ... 100", "", "%RH"],
        ],
        7.5,
        head_rows=[["", "", "ALH2310", "<", "ALH2310-P", "<", ""]],
    )
    s.heading("Temperature Sensor Performance", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 120),
            Col("Conditions", 115),
            Col("ALH2310\ntyp", 52, "C"),
            Col("ALH2310\nmax", 52, "C"),
            Col("ALH2310-P\ntyp", 52, "C"),
            Col("ALH2310-P\nmax", 52, "C"),
            Col("Unit", 56, "C"),
        ],
        [
            [
                "Accuracy tolerance",
                "0 ... 65 " + DEG,
                PM + "0.2",
                PM + "0.3",
                PM + "0.1",
                PM + "0.2",
                DEG,
            ],
            ["", "-40 ... 125 " + DEG, PM + "0.4", PM + "0.6", PM + "0.3", PM + "0.4", DEG],
            ["Resolution", "", "0.01", "", "0.01", "", DEG],
            ["Specified range", "", "-40 ... 125", "", "-40 ... 125", "", DEG],
        ],
        7.5,
        head_rows=[["", "", "ALH2310", "<", "ALH2310-P", "<", ""]],
    )
    s.heading("Electrical Characteristics", 10.5, rule=True)
    s.para("TA = 25 " + DEG + ", VDD = 3.3 V unless noted.", 7.5)
    s.table(
        [
            Col("Symbol", 50, "C"),
            Col("Parameter", 130),
            Col("Conditions", 129),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["VDD", "Supply voltage", "", "1.62", "3.3", "3.6", "V"],
            ["IDD", "Supply current, idle", "no measurement", "", "0.2", "2.0", MU + "A"],
            ["", "Supply current, measuring", "during conversion", "", "600", "900", MU + "A"],
            [
                "",
                "Supply current, average",
                "1 meas./s, high repeatability",
                "",
                "2.3",
                "",
                MU + "A",
            ],
            ["tPU", "Power-up time", "VDD " + GE + " 1.62 V to idle", "", "0.6", "1.0", "ms"],
            ["VIL", "Input low voltage", "SCL, SDA, ADDR", "", "", "0.3 x VDD", "V"],
            ["VIH", "Input high voltage", "SCL, SDA, ADDR", "0.7 x VDD", "", "", "V"],
            ["VOL", "", "IOL = 3 mA", "", "", "0.4", "V"],
            ["fSCL", "I2C clock frequency", "", "0", "", "1000", "kHz"],
            ["PH", "Heater power", "VDD = 3.3 V", "", "33", "", "mW"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Absolute Maximum Ratings", 10.5, rule=True)
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Parameter", 220),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["VDD", "Supply voltage", "-0.3", "4.0", "V"],
            ["VIO", "Voltage on SCL, SDA, ADDR", "-0.3", "VDD + 0.3", "V"],
            ["TSTRG", "Storage temperature", "-40", "150", DEG],
            ["ESDHBM", "Electrostatic discharge, HBM", "", PM + "2", "kV"],
        ],
        7.5,
    )
    s.heading("Operating Conditions", 10.5, rule=True)
    s.para(
        "The sensor operates from -40 " + DEG + " to 125 " + DEG + " and 0 to 100 %RH. It shows "
        "best performance in the normal range of 5 " + DEG + " to 60 " + DEG + " and 20 %RH to "
        "80 %RH. Long exposure outside the normal range, especially above 80 %RH, may offset "
        "the humidity reading temporarily (about +3 %RH after 60 h at 90 %RH); the offset "
        "recovers slowly back in the normal range.",
        8.5,
    )
    s.heading("I2C Address", 10.5, rule=True)
    s.table(
        [
            Col("ADDR pin", 140, "C"),
            Col("7-bit address", 140, "C"),
            Col("Write / read byte", 219, "C"),
        ],
        [["GND", "0x44", "0x88 / 0x89"], ["VDD", "0x45", "0x8A / 0x8B"]],
        7.5,
    )
    s.para(
        "ADDR must not float. Pull-up resistors on SCL and SDA go to VDD of the sensor; the "
        "bus must not be pulled above VDD + 0.3 V.",
        8,
    )
    s.heading("Commands and Measurement Duration", 10.5, rule=True)
    s.table(
        [
            Col("Command", 70, "C"),
            Col("Function", 200),
            Col("Duration typ", 70, "C"),
            Col("Duration max", 70, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["0x2400", "Single shot, high repeatability", "11", "12.5", "ms"],
            ["0x240B", "Single shot, medium repeatability", "4.5", "6.0", "ms"],
            ["0x2416", "Single shot, low repeatability", "2.5", "4.0", "ms"],
            ["0x306D", "Heater on (1 s), then measure", "1100", "1110", "ms"],
            ["0x30A2", "Soft reset", "0.5", "1.0", "ms"],
            ["0xF32D", "Read status register", "-", "-", "-"],
        ],
        7.5,
    )
    s.heading("Ordering Information", 10.5, rule=True)
    s.table(
        [
            Col("Ordering code", 140),
            Col("Grade", 100, "C"),
            Col("Package", 100, "C"),
            Col("Delivery", 159, "C"),
        ],
        [
            ["ALH2310-DFN8-TR", "standard", "DFN-8", "Tape & reel, 5000 pcs"],
            ["ALH2310-P-DFN8-TR", "precision", "DFN-8", "Tape & reel, 5000 pcs"],
            [
                "ALH2310-P-DFN8-FC",
                "precision, filter cap",
                "DFN-8 + PTFE cap",
                "Tape & reel, 2000 pcs",
            ],
        ],
        7.5,
    )
    s.heading("Revision Information", 10.5, rule=True)
    revision_table(
        s,
        [
            ["2023-Mar-01", "v2-00", "ALH2310-P grade added"],
            ["2024-Jan-15", "v3-01", "Normal range wording; heater command duration"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "alh2310.pdf")


# --------------------------------------------------- IR receiver (Lithuanian / English)
def bto_ts4(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="UAB Baltijos optoelektronika, Kaunas",
        header_right="BTO-TS4 serija / series",
        footer_left="Dokumentas / Document BTO-TS4-LT/EN, 5 leidimas / edition 5",
        footer_right="Puslapis {page} iš {nb}",
        table_fill=(240, 225, 225),
        accent=(120, 20, 30),
        grid=True,
    )
    s = Sheet(style, "BTO-TS4 IR receiver modules")
    s.add_page()
    s.title_block(
        "BTO-TS4 serija / series",
        "IR imtuvų moduliai nuotolinio valdymo sistemoms /\nIR receiver modules for remote control systems",
        "",
        20,
    )
    s.heading("Savybės / Features", 10.5)
    s.bullets(
        [
            "Fotodiodas ir stiprintuvas viename korpuse / Photo detector and preamplifier in one package",
            "Vidinis filtras PCM dažniui / Internal filter for PCM frequency",
            "Išėjimas aktyvus žemu lygiu / Active-low output, TTL and CMOS compatible",
            "Tinka NEC, RC5, RC6, SIRC kodams / Suitable for NEC, RC5, RC6 and SIRC codes",
            "Apsauga nuo elektrinių trukdžių / Shielded against electrical field disturbance",
        ],
        8.5,
    )
    s.heading("Užsakymo kodai / Ordering codes", 10.5)
    s.table(
        [
            Col("Tipas / Type", 120),
            Col("Nešlio dažnis /\nCarrier frequency", 120, "C"),
            Col("Tipinis naudojimas / Typical use", 259),
        ],
        [
            ["BTO-TS436", "36 kHz", "RC5, RC6"],
            ["BTO-TS438", "38 kHz", "NEC, most TV and air-conditioner remotes"],
            ["BTO-TS440", "40 kHz", "SIRC"],
            ["BTO-TS456", "56 kHz", "high data rate codes, RC-MM"],
        ],
        8,
    )
    s.heading("Ribinės vertės / Absolute maximum ratings", 10.5)
    s.para("Tamb = 25 " + DEG + ", jei nenurodyta kitaip / unless otherwise specified", 7.5)
    s.table(
        [
            Col("Parametras / Parameter", 220),
            Col("Sąlygos / Test condition", 90),
            Col("Simbolis", 60, "C"),
            Col("Vertė / Value", 80, "C"),
            Col("Vnt. / Unit", 49, "C"),
        ],
        [
            ["Maitinimo įtampa / Supply voltage", "pin 3", "VS", "-0.3 ... 6.0", "V"],
            ["Maitinimo srovė / Supply current", "pin 3", "IS", "3", "mA"],
            ["Išėjimo įtampa / Output voltage", "pin 1", "VO", "-0.3 ... VS + 0.3", "V"],
            ["Išėjimo srovė / Output current", "pin 1", "IO", "5", "mA"],
            ["Darbinė temperatūra / Operating temperature", "", "Tamb", "-25 ... +85", DEG],
            ["Laikymo temperatūra / Storage temperature", "", "Tstg", "-40 ... +100", DEG],
            [
                "Litavimo temperatūra / Soldering temperature",
                "t " + LE + " 10 s",
                "Tsd",
                "260",
                DEG,
            ],
        ],
        8,
    )
    s.heading("Elektrinės charakteristikos / Electrical and optical characteristics", 10.5)
    s.para("Tamb = 25 " + DEG + ", jei nenurodyta kitaip / unless otherwise specified", 7.5)
    s.table(
        [
            Col("Parametras / Parameter", 150),
            Col("Sąlygos / Test condition", 120),
            Col("Simb.", 45, "C"),
            Col("Min.", 40, "C"),
            Col("Tip.", 40, "C"),
            Col("Maks.", 40, "C"),
            Col("Vnt.", 64, "C"),
        ],
        [
            ["Maitinimo įtampa /\nSupply voltage", "", "VS", "2.5", "", "5.5", "V"],
            [
                "Maitinimo srovė /\nSupply current",
                "VS = 3.3 V, Ev = 0",
                "ISD",
                "0.35",
                "0.45",
                "0.70",
                "mA",
            ],
            ["", "VS = 5 V, Ev = 0", "ISD", "0.45", "0.55", "0.90", "mA"],
            [
                "Perdavimo atstumas /\nTransmission distance",
                "Ev = 0, test signal, IRED 250 mA",
                "d",
                "",
                "24",
                "",
                "m",
            ],
            [
                "Išėjimo įtampa, žema /\nOutput voltage low",
                "IOSL = 0.5 mA, Ee = 0.7 mW/m2",
                "VOSL",
                "",
                "100",
                "250",
                "mV",
            ],
            ["Vidinis pull-up /\nInternal pull-up resistor", "to VS", "RPU", "", "33", "", "kOhm"],
            [
                "Jautrumo riba /\nMinimum irradiance",
                "test signal, 38 kHz",
                "Ee min",
                "",
                "0.12",
                "0.25",
                "mW/m2",
            ],
            [
                "Kryptingumas / Directivity",
                "angle of half transmission",
                "phi1/2",
                "",
                PM + "45",
                "",
                "deg",
            ],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Signalo reikalavimai / Data format requirements", 10.5)
    s.table(
        [
            Col("Parametras / Parameter", 250),
            Col("BTO-TS436 / 438 / 440", 125, "C"),
            Col("BTO-TS456", 124, "C"),
        ],
        [
            ["Minimalus paketo ilgis / Minimum burst length", "10 cycles", "6 cycles"],
            ["Pauzė po paketo / Gap after each burst", GE + " 12 cycles", GE + " 10 cycles"],
            ["Maks. paketų skaičius per sekundę / Max. bursts per second", "1400", "2000"],
            [
                "Nuolatinis signalas / Continuous carrier",
                "suppressed after 90 ms",
                "suppressed after 60 ms",
            ],
        ],
        8,
    )
    s.heading("Taikymas / Application circuit", 10.5)
    s.para(
        "Rekomenduojama RC grandinė maitinimo linijoje: 100 Ohm ir 4.7 " + MU + "F. Place "
        "100 Ohm in series with VS and 4.7 " + MU + "F from VS to GND, close to the receiver, to "
        "suppress supply ripple. The output has an internal pull-up to VS, so supply the "
        "receiver from the same voltage as the microcontroller (3.3 V or 5 V) and connect OUT "
        "directly to an input pin. An external pull-up of 10 kOhm or more is optional.",
        8.5,
    )
    s.para(
        "Jautrumas sumažėja esant tiesioginei saulės šviesai ar energiją taupančioms "
        "lempoms. Strong ambient light (direct sunlight, fluorescent lamps with electronic "
        "ballast) reduces the transmission distance; the reduction depends on the "
        "disturbance and is not specified.",
        8.5,
    )
    s.heading("Išvadai / Pinout", 10.5)
    s.table(
        [
            Col("Išvadas / Pin", 90, "C"),
            Col("Pavadinimas / Name", 120, "C"),
            Col("Funkcija / Function", 289),
        ],
        [
            ["1", "OUT", "Duomenų išėjimas, aktyvus žemas / Data output, active low"],
            ["2", "GND", "Įžeminimas / Ground"],
            ["3", "VS", "Maitinimas / Supply voltage"],
        ],
        8,
    )
    s.heading("Pastabos / Notes", 10.5)
    s.bullets(
        [
            "BTO-TS456 jautrumas 38 kHz signalui mažas. The BTO-TS456 barely responds to 38 kHz "
            "remotes; pick the ordering code that matches the carrier of your remote.",
            "Litavimas: ne ilgiau kaip 10 s. Hand soldering: 260 " + DEG + " for at most 10 s, "
            "keep 2 mm from the package.",
            "Korpusas nėra sandarus. The package is not sealed; protect it from moisture.",
        ],
        8.5,
    )
    s.heading("Leidimų istorija / Revision history", 10.5)
    revision_table(
        s,
        [
            ["2021-05-03", "4", "BTO-TS456 pridėtas / added"],
            ["2024-01-15", "5", "Supply current at VS = 5 V / srovė esant 5 V"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "bto-ts4.pdf")


# ------------------------------------------------ RS-232 transceiver (Chinese IC house)
def srx3232(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="SUZHOU RUIXIN MICROELECTRONICS",
        header_right="SRX3232 / SRX3232E",
        footer_left="REV. A.3   JANUARY 2024",
        footer_right="{page}",
        table_fill=(205, 220, 240),
        accent=(0, 60, 130),
        grid=True,
    )
    s = Sheet(style, "SRX3232 3.0V to 5.5V dual RS-232 transceiver")
    s.add_page()
    s.title_block(
        "SRX3232 / SRX3232E",
        "3.0V to 5.5V, 250kbps, Dual RS-232 Transceivers with 0.1" + MU + "F Charge Pump",
        "",
        18,
    )
    s.heading("GENERAL DESCRIPTION", 10)
    s.para(
        "The SRX3232 and SRX3232E are dual driver / dual receiver RS-232 transceivers for "
        "3.3V and 5V systems. A dual charge pump generates the RS-232 output levels from a "
        "single supply with four small external capacitors. The SRX3232E adds " + PM + "15kV "
        "ESD protection (human body model) on the RS-232 pins; the SRX3232 provides " + PM + "2kV. "
        "Both are pin compatible with the industry-standard 3232.",
        8.5,
    )
    s.heading("FEATURES", 10)
    s.side_by_side(
        lambda: s.bullets(
            [
                "3.0V to 5.5V Single Supply",
                "250kbps Guaranteed Data Rate",
                "Low Supply Current: 300" + MU + "A (TYP)",
                "Four 0.1" + MU + "F Charge-Pump Capacitors at 3.3V",
            ],
            8,
        ),
        lambda: s.bullets(
            [
                "RS-232 Pins ESD: " + PM + "15kV HBM (SRX3232E)",
                "Receiver Inputs Withstand " + PM + "25V",
                "Available in Green SOIC-16 and TSSOP-16",
                "Applications: industrial PCs, POS, modems",
            ],
            8,
        ),
        250,
    )
    s.heading("PACKAGE / ORDERING INFORMATION", 10)
    s.table(
        [
            Col("MODEL", 70, "C"),
            Col("PACKAGE", 65, "C"),
            Col("SPECIFIED TEMPERATURE RANGE", 130, "C"),
            Col("ORDERING NUMBER", 130, "C"),
            Col("PACKING OPTION", 104, "C"),
        ],
        [
            [
                "SRX3232",
                "SOIC-16",
                "0" + DEG + " to +70" + DEG,
                "SRX3232CS16G/TR",
                "Tape and Reel, 2500",
            ],
            [
                "SRX3232",
                "TSSOP-16",
                "0" + DEG + " to +70" + DEG,
                "SRX3232CT16G/TR",
                "Tape and Reel, 3000",
            ],
            [
                "SRX3232E",
                "SOIC-16",
                "-40" + DEG + " to +85" + DEG,
                "SRX3232EIS16G/TR",
                "Tape and Reel, 2500",
            ],
            [
                "SRX3232E",
                "TSSOP-16",
                "-40" + DEG + " to +85" + DEG,
                "SRX3232EIT16G/TR",
                "Tape and Reel, 3000",
            ],
        ],
        7.5,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10)
    s.lines(
        [
            "VCC to GND: -0.3V to 6V",
            "V+ to GND: -0.3V to 7V",
            "V- to GND: +0.3V to -7V",
            "Input Voltages, T1IN, T2IN to GND: -0.3V to 6V",
            "Input Voltages, R1IN, R2IN to GND: " + PM + "25V",
            "Output Voltages, T1OUT, T2OUT to GND: " + PM + "13.2V",
            "Output Voltages, R1OUT, R2OUT to GND: -0.3V to VCC + 0.3V",
            "Short-Circuit Duration, T1OUT, T2OUT to GND: Continuous",
            "Junction Temperature: +150" + DEG,
            "Storage Temperature Range: -65" + DEG + " to +150" + DEG,
        ],
        8,
        3.2,
    )
    s.para(
        "Stresses beyond those listed may cause permanent damage. Functional operation at "
        "these or any other conditions beyond the ELECTRICAL CHARACTERISTICS is not implied.",
        7.5,
    )
    s.heading("PIN CONFIGURATION (SOIC-16 / TSSOP-16)", 10)
    s.table(
        [Col("PIN", 40, "C"), Col("NAME", 70, "C"), Col("FUNCTION", 389)],
        [
            ["1, 3", "C1+, C1-", "Positive / negative terminal of the voltage-doubler capacitor"],
            ["2", "V+", "+5.5V generated by the charge pump"],
            ["4, 5", "C2+, C2-", "Positive / negative terminal of the inverting capacitor"],
            ["6", "V-", "-5.5V generated by the charge pump"],
            ["7, 14", "T2OUT, T1OUT", "RS-232 transmitter outputs"],
            ["8, 13", "R2IN, R1IN", "RS-232 receiver inputs"],
            ["9, 12", "R2OUT, R1OUT", "TTL/CMOS receiver outputs"],
            ["10, 11", "T2IN, T1IN", "TTL/CMOS transmitter inputs"],
            ["15, 16", "GND, VCC", "Ground, supply"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS", 10)
    s.para(
        "(VCC = 3.0V to 5.5V, C1 - C4 = 0.1" + MU + "F, TA = TMIN to TMAX, typical values at "
        "VCC = 3.3V and TA = +25" + DEG + ", unless otherwise noted.)",
        7.5,
    )
    s.table(
        [
            Col("PARAMETER", 140),
            Col("SYMBOL", 48, "C"),
            Col("CONDITIONS", 141),
            Col("MIN", 42, "C"),
            Col("TYP", 42, "C"),
            Col("MAX", 42, "C"),
            Col("UNITS", 44, "C"),
        ],
        [
            ["DC CHARACTERISTICS"],
            ["Supply Current", "ICC", "No load, VCC = 3.3V or 5V", "", "0.3", "1", "mA"],
            ["LOGIC INPUTS AND RECEIVER OUTPUTS"],
            ["Input Logic Threshold Low", "VIL", "T_IN", "", "", "0.8", "V"],
            ["Input Logic Threshold High", "VIH", "T_IN, VCC = 3.3V", "2.0", "", "", "V"],
            ["", "", "T_IN, VCC = 5.0V", "2.4", "", "", "V"],
            ["Output Voltage Low", "VOL", "R_OUT, IOUT = 1.6mA", "", "", "0.4", "V"],
            [
                "Output Voltage High",
                "VOH",
                "R_OUT, IOUT = -1.0mA",
                "VCC - 0.6",
                "VCC - 0.1",
                "",
                "V",
            ],
            ["RECEIVER INPUTS"],
            ["Input Voltage Range", "", "", "-25", "", "+25", "V"],
            ["Input Threshold Low", "", "VCC = 3.3V", "0.6", "1.2", "", "V"],
            ["", "", "VCC = 5.0V", "0.8", "1.5", "", "V"],
            ["Input Threshold High", "", "VCC = 3.3V", "", "1.5", "2.4", "V"],
            ["", "", "VCC = 5.0V", "", "1.8", "2.4", "V"],
            ["Input Resistance", "", "TA = +25" + DEG, "3", "5", "7", "kOhm"],
            ["TRANSMITTER OUTPUTS"],
            [
                "Output Voltage Swing",
                "",
                "All outputs loaded with 3kOhm to GND",
                PM + "5.0",
                PM + "5.4",
                "",
                "V",
            ],
            [
                "Output Resistance",
                "",
                "VCC = V+ = V- = 0V, TOUT = " + PM + "2V",
                "300",
                "",
                "",
                "Ohm",
            ],
            ["Output Short-Circuit Current", "", "", "", PM + "35", PM + "60", "mA"],
            ["TIMING CHARACTERISTICS"],
            [
                "Maximum Data Rate",
                "",
                "RL = 3kOhm, CL = 1000pF,\none transmitter switching",
                "250",
                "",
                "",
                "kbps",
            ],
            [
                "Receiver Propagation Delay",
                "tPHL, tPLH",
                "R_OUT, CL = 150pF",
                "",
                "0.3",
                "",
                MU + "s",
            ],
            ["Transmitter Skew", "", "|tPHL - tPLH|", "", "300", "", "ns"],
            ["ESD PROTECTION"],
            ["R_IN, T_OUT", "", "HBM, SRX3232E", "", PM + "15", "", "kV"],
            ["", "", "HBM, SRX3232", "", PM + "2", "", "kV"],
        ],
        7.5,
    )
    s.heading("CHARGE-PUMP CAPACITOR SELECTION", 10)
    s.table(
        [Col("VCC", 150, "C"), Col("C1", 150, "C"), Col("C2, C3, C4", 199, "C")],
        [
            ["3.0V to 3.6V", "0.1" + MU + "F", "0.1" + MU + "F"],
            ["4.5V to 5.5V", "0.047" + MU + "F", "0.33" + MU + "F"],
            ["3.0V to 5.5V", "0.1" + MU + "F", "0.47" + MU + "F"],
        ],
        7.5,
    )
    s.heading("APPLICATION NOTE", 10)
    s.para(
        "The transmitter inputs accept TTL and 3.3V CMOS levels at any VCC in the range, so "
        "a 3.3V microcontroller can drive the SRX3232 powered at 5V. The receiver outputs "
        "swing to VCC; when VCC = 5V they must not drive a 3.3V-only input directly. The "
        "device has no shutdown pin; with VCC removed the transmitter outputs are high "
        "impedance.",
        8,
    )
    s.heading("REVISION HISTORY", 10)
    revision_table(
        s,
        [
            ["JUNE 2022", "A.1", "Initial release"],
            ["JANUARY 2024", "A.3", "Receiver thresholds at VCC = 5.0V added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "srx3232.pdf")
