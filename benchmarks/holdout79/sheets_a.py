"""Hold-out 79 datasheets, part 1: a CO2 NDIR sensor module, a 4-channel 16-bit ADC
breakout, a 12 V to 5 V buck converter module and a capacitive soil-moisture sensor.

A Chinese gas-sensor house user manual in plain English (item / parameter table with a
range-selection table per version, average vs peak current, PWM formula and command
frames as decoys, the RXD 5 V note only in Cautions), a Japanese maker-kit shop product
note in English (board table beside the on-board chip's min / typ / max table with an
unnamed power-down row over temperature, PGA full-scale table, the VDD + 0.3 V input
limit in a boxed note, board vs chip temperature ranges), a Serbian / English buck
module sheet (bilingual names wrapped over two lines, one column per version, limiting
value 28 V vs operating 24 V, efficiency table as decoy) and a US STEM-kit sensor card
(headless spec card, typical readings per supply voltage, teacher notes and
troubleshooting holding the limits).
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
NDASH = "\u2013"


# ------------------------------------------------------------ CO2 NDIR module (Zhengzhou)
def ndc320(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Zhengzhou Qiaoyun Sensor Co., Ltd.",
        header_right="NDC-320 Infrared CO2 Sensor Module  User Manual  V2.1",
        footer_left="Tel: +86-371-6555 0000   E-mail: sales@qiaoyun-sensor.example   "
        "Add: High-tech Zone, Zhengzhou",
        footer_right="{page}",
        rule_color=(0, 70, 140),
        table_fill=(214, 230, 245),
        accent=(0, 70, 140),
        grid=True,
    )
    s = Sheet(style, "NDC-320 infrared CO2 sensor module user manual")
    s.add_page()
    s.title_block(
        "NDC-320",
        "Intelligent Infrared Carbon Dioxide Sensor Module",
        "User Manual  (Version 2.1, valid from 2024-03-01)",
        20,
    )
    s.heading("1. Profile", 10.5)
    s.para(
        "NDC-320 is a common type, small size sensor, using non-dispersive infrared (NDIR) "
        "principle to detect the existence of CO2 in the air, with good selectivity and "
        "non-oxygen dependence. It is built with temperature compensation, and has UART "
        "output and PWM output at the same time. The module is factory calibrated and "
        "supports automatic baseline correction (ABC).",
        8.5,
    )
    s.heading("2. Main Features", 10.5)
    s.bullets(
        [
            "High sensitivity, high resolution, low power consumption",
            "UART and PWM output modes provided at the same time",
            "Temperature compensation, excellent linear output",
            "Long life: the gold-plated gas chamber and infrared lamp last more than 5 years",
        ],
        8.5,
    )
    s.heading("3. Technical Parameters", 10.5)
    s.table(
        [Col("Item", 150), Col("Parameter", 349)],
        [
            ["Product model", "NDC-320A / NDC-320B / NDC-320C"],
            ["Target gas", "CO2"],
            ["Working voltage", "4.5 V ~ 5.5 V DC"],
            ["Average current", "< 60 mA (@5 V supply)"],
            ["Peak current", "150 mA (@5 V supply, lamp on)"],
            ["Interface level", "3.3 V TTL"],
            ["Output signal", "UART (TTL) and PWM"],
            ["Preheat time", "3 min"],
            ["Response time", "T90 < 120 s"],
            ["Working temperature", "0 ~ 50 " + DEG],
            ["Working humidity", "0 ~ 95 %RH (non-condensing)"],
            ["Storage temperature", "-20 ~ 60 " + DEG],
            [
                "Dimension",
                "33 mm " + TIMES + " 20 mm " + TIMES + " 9 mm (W " + TIMES + " H " + TIMES + " D)",
            ],
            ["Weight", "6 g"],
        ],
        8,
    )
    s.heading("4. Range Selection", 10.5)
    s.table(
        [
            Col("Model", 95),
            Col("Detection range", 115, "C"),
            Col("Accuracy", 175, "C"),
            Col("Resolution", 114, "C"),
        ],
        [
            ["NDC-320A", "400 ~ 2000 ppm", PM + "(50 ppm + 5 % reading)", "1 ppm"],
            ["NDC-320B", "400 ~ 5000 ppm", PM + "(50 ppm + 5 % reading)", "1 ppm"],
            ["NDC-320C", "400 ~ 10000 ppm", PM + "(100 ppm + 5 % reading)", "5 ppm"],
        ],
        8,
    )
    s.heading("5. Pins Definition", 10.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80, "C"), Col("Description", 369)],
        [
            ["1", "Vin", "Power input (4.5 ~ 5.5 V)"],
            ["2", "GND", "Ground"],
            ["3", "RXD", "UART receive (of the module)"],
            ["4", "TXD", "UART transmit (of the module)"],
            ["5", "PWM", "PWM output"],
            ["6", "HD", "Zero point calibration, pull low for 7 s"],
        ],
        8,
    )
    s.add_page()
    s.heading("6. Output Modes", 10.5)
    s.caption("6.1 UART output")
    s.para(
        "Baud rate 9600 bps, data bits 8, stop bit 1, no parity. The sensor answers every "
        "read command with a 9-byte frame; the gas concentration is byte 2 " + TIMES + " 256 + "
        "byte 3.",
        8.5,
    )
    s.table(
        [Col("Command", 70, "C"), Col("Function", 150), Col("Frame sent by host", 279)],
        [
            ["0x86", "Read CO2 concentration", "FF 01 86 00 00 00 00 00 79"],
            ["0x87", "Zero point calibration", "FF 01 87 00 00 00 00 00 78"],
            ["0x88", "Span point calibration", "FF 01 88 07 D0 00 00 00 A0"],
            ["0x79", "ABC logic on / off", "FF 01 79 A0 00 00 00 00 E6"],
            ["0x99", "Detection range setting", "FF 01 99 00 00 00 13 88 CB"],
        ],
        8,
    )
    s.caption("6.2 PWM output")
    s.para(
        "PWM cycle 1004 ms " + PM + "5 %; high level output at the start of the cycle 2 ms; "
        "middle cycle 1000 ms; low level at the end of the cycle 2 ms. CO2 concentration "
        "from PWM: Cppm = Range " + TIMES + " (TH - 2 ms) / (TH + TL - 4 ms), where Range "
        "is 2000, 5000 or 10000 according to the model.",
        8.5,
    )
    s.heading("7. Calibration", 10.5)
    s.para(
        "ABC: after power-on the module records the lowest reading of every 24 h and takes it "
        "as 400 ppm. ABC suits offices and homes that are aired at least once a day; turn it "
        "off (command 0x79) in greenhouses, incubators and other closed rooms. Zero point "
        "calibration must be done in fresh air (400 ppm) after the module has worked for at "
        "least 20 minutes.",
        8.5,
    )
    s.heading("8. Cautions", 10.5)
    s.bullets(
        [
            "The supply must deliver the 150 mA peak current; a weak supply makes the readings "
            "jump. Ripple on Vin should stay below 50 mV.",
            "TXD and PWM are 3.3 V outputs. RXD is 5 V tolerant, so the module can be connected "
            "directly to a 5 V microcontroller.",
            "Avoid dust, oil, corrosive gases and condensation; do not press the gas chamber.",
            "Welding: hand soldering only, 350 " + DEG + " for less than 3 s per pin; no reflow.",
            "Readings within the preheat time are not valid.",
        ],
        8.5,
    )
    revision_table(
        s,
        [
            ["2022-06-10", "V1.0", "First release"],
            ["2023-09-18", "V2.0", "NDC-320C (10000 ppm) added"],
            ["2024-03-01", "V2.1", "Cautions: RXD level, supply ripple"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "ndc-320.pdf")


# ------------------------------------------------------------ 4-channel 16-bit ADC (Tokyo shop)
def mkb_adc16(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Musashino Kit Bazaar  |  Product Note PN-0417",
        header_right="MKB-ADC16  4ch 16-bit ADC board",
        footer_left="Musashino Kit Bazaar, Kichijoji, Tokyo  -  shop notes are not a warranty",
        footer_right="rev.3  p.{page}/{nb}",
        rule_color=(40, 120, 70),
        table_fill=None,
        accent=(40, 120, 70),
        grid=False,
    )
    s = Sheet(style, "MKB-ADC16 4-channel 16-bit ADC board")
    s.add_page()
    s.title_block(
        "MKB-ADC16",
        "4-channel 16-bit delta-sigma ADC board with PGA (I2C)",
        "Board: MKB-ADC16 (pin headers) / MKB-ADC16-S (screw terminals)   On-board chip: TAD1115",
        19,
    )
    s.heading("[1] Overview", 10)
    s.para(
        "This small board carries the TAD1115 16-bit ADC with a programmable gain amplifier, "
        "a comparator (ALRT/RDY pin) and four inputs that can be read single-ended (A0 ... A3 "
        "against GND) or as two differential pairs. Both versions are the same circuit; the "
        "-S version only has screw terminals for the inputs. The 10 k" + OHM + " pull-up "
        "resistors on SCL and SDA go to VDD, so the I2C bus runs at whatever voltage you "
        "power the board with.",
        8.5,
    )
    s.heading("[2] Board specifications", 10)
    s.table(
        [Col("Item", 135), Col("Spec", 190), Col("Remarks", 174)],
        [
            ["Supply voltage (VDD)", "2.0 to 5.5 V", "3.3 V and 5 V hosts both OK"],
            ["Resolution", "16 bit", "15 bit + sign in single-ended"],
            ["Data rate", "8 / 16 / 32 / 64 / 128 / 250 / 475 / 860 SPS", "set in config register"],
            ["Interface", "I2C", "Standard and Fast mode"],
            ["I2C address", "0x48 / 0x49 / 0x4A / 0x4B", "ADDR jumper, default 0x48"],
            ["Operating temperature (board)", "-20 to +70 " + DEG, "limited by terminals / PCB"],
            ["Size", "28 x 18 mm", "2 x M2 holes"],
        ],
        7.8,
    )
    s.heading("[3] TAD1115 chip data (VDD = 3.3 V, Ta = 25 " + DEG + ")", 10)
    s.para("Values from the chip maker's data sheet, quoted for reference.", 7.5)
    s.table(
        [
            Col("Parameter", 130),
            Col("Condition", 130),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 104, "C"),
        ],
        [
            ["Supply current", "continuous conversion", "", "150", "200", MU + "A"],
            ["Power-down current", "Ta = 25 " + DEG, "", "0.5", "2", MU + "A"],
            ["", "Ta = -40 to +125 " + DEG, "", "", "5", MU + "A"],
            ["Integral nonlinearity", "FSR = " + PM + "2.048 V", "", "1", "", "LSB"],
            ["Analog input voltage", "any AINx, operating", "GND", "", "VDD", "V"],
            ["VIH", "SCL, SDA, ADDR", "0.7 VDD", "", "5.5", "V"],
            ["VIL", "SCL, SDA, ADDR", "GND", "", "0.3 VDD", "V"],
            ["SCL clock frequency", "Standard / Fast mode", "0.01", "", "0.4", "MHz"],
            ["", "High-speed mode", "0.01", "", "3.4", "MHz"],
            ["Operating temperature", "chip", "-40", "", "+125", DEG],
        ],
        7.5,
    )
    s.heading("[4] Absolute maximum (board)", 10)
    s.table(
        [Col("Item", 200), Col("Rating", 150, "C"), Col("Note", 149)],
        [
            ["VDD to GND", "-0.3 to 7.0 V", "never an operating value"],
            ["Analog input to GND", "GND - 0.3 to VDD + 0.3 V", "for every PGA setting"],
            ["Input current, any pin", "10 mA", "momentary"],
            ["Storage temperature", "-30 to +80 " + DEG, ""],
        ],
        7.8,
    )
    s.add_page()
    s.heading("[5] PGA full-scale range", 10)
    s.table(
        [
            Col("PGA setting", 110, "C"),
            Col("Full-scale range (FSR)", 150, "C"),
            Col("LSB size", 120, "C"),
            Col("Default", 119, "C"),
        ],
        [
            ["2/3", PM + "6.144 V", "187.5 " + MU + "V", ""],
            ["1", PM + "4.096 V", "125 " + MU + "V", ""],
            ["2", PM + "2.048 V", "62.5 " + MU + "V", "yes"],
            ["4", PM + "1.024 V", "31.25 " + MU + "V", ""],
            ["8", PM + "0.512 V", "15.625 " + MU + "V", ""],
            ["16", PM + "0.256 V", "7.8125 " + MU + "V", ""],
        ],
        7.8,
    )
    s.para(
        "Important: the FSR only sets the scaling. Whatever the PGA setting, an input pin "
        "must stay between GND - 0.3 V and VDD + 0.3 V. Powered from 3.3 V the board cannot "
        "read a 5 V signal on the " + PM + "6.144 V range; use a divider or power the board "
        "from 5 V.",
        8.5,
        bold=True,
    )
    s.heading("[6] Address jumper", 10)
    s.table(
        [
            Col("ADDR connected to", 200),
            Col("7-bit address", 150, "C"),
            Col("8-bit write", 149, "C"),
        ],
        [
            ["GND (default, solder bridge)", "0x48", "0x90"],
            ["VDD", "0x49", "0x92"],
            ["SDA", "0x4A", "0x94"],
            ["SCL", "0x4B", "0x96"],
        ],
        7.8,
    )
    s.heading("[7] Pins", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Function", 439)],
        [
            ["VDD", "supply 2.0 to 5.5 V"],
            ["GND", "ground"],
            ["SCL / SDA", "I2C, 10 k" + OHM + " pull-ups to VDD on board"],
            ["ADDR", "address select, see [6]"],
            ["ALRT", "comparator / conversion-ready output, open drain"],
            ["A0 ... A3", "analog inputs"],
        ],
        7.8,
    )
    s.heading("[8] Shop notes", 10)
    s.bullets(
        [
            "Four boards (four addresses) can share one bus; for more use an I2C multiplexer.",
            "Reading a 4-20 mA loop: put a 150 " + OHM + " shunt across the input (0.6 to "
            "3.0 V) and use the " + PM + "4.096 V range.",
            "At 860 SPS the noise is higher than at 8 SPS; see the chip maker's noise tables.",
            "The board is not calibrated by us; accuracy is that of the chip.",
        ],
        8.5,
    )
    return save(s, out / "mkb-adc16.pdf")


# ------------------------------------------------------------ 12 V -> 5 V buck (Serbian / English)
def fb1205(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Elektronika Fruška d.o.o.  Novi Sad",
        header_right="FB-1205  Tehnički list / Technical sheet",
        footer_left="FB-1205 izdanje 3 / issue 3  -  zadržavamo pravo izmena / subject to change",
        footer_right="Strana {page} od {nb} / Page {page} of {nb}",
        rule_color=(20, 100, 60),
        table_fill=None,
        accent=(20, 100, 60),
        grid=False,
    )
    s = Sheet(style, "FB-1205 buck converter module")
    s.add_page()
    s.title_block(
        "FB-1205T / FB-1205U",
        "Silazni pretvarač 12 V " + NDASH + " 5 V / Step-down converter 12 V to 5 V",
        "FB-1205T: izlaz na klemama / screw-terminal output     FB-1205U: USB-A utičnica / "
        "USB-A socket output",
        19,
    )
    s.heading("1  Opis / Description", 10.5)
    s.para(
        "Modul pretvara napon akumulatora ili adaptera u stabilnih 5 V. The module turns the "
        "voltage of a battery or mains adapter into a regulated 5 V rail for "
        "microcontrollers, cameras and USB devices. The synchronous buck IC switches at "
        "340 kHz. Both versions share the same board; the FB-1205U adds a USB-A socket with "
        "D+ / D- shorted (BC1.2 dedicated charging port). Quick Charge and USB PD are not "
        "supported.",
        8.5,
    )
    s.heading("2  Električni podaci / Electrical data", 10.5)
    s.para(
        "Ta = 25 " + DEG + ", ulaz / input 12 V, ako nije drugačije navedeno / unless noted.", 7.5
    )
    s.table(
        [Col("Parametar / Parameter", 230), Col("FB-1205T", 135, "C"), Col("FB-1205U", 134, "C")],
        [
            ["Ulazni napon, radni /\nInput voltage, operating", "8 ... 24 V DC", "8 ... 24 V DC"],
            ["Izlazni napon /\nOutput voltage", "5.1 V " + PM + " 2 %", "5.1 V " + PM + " 2 %"],
            ["Izlazna struja, trajna /\nOutput current, continuous", "3 A", "2.4 A"],
            ["Izlazna struja, vršna (10 s) /\nOutput current, peak (10 s)", "4 A", "3 A"],
            ["Struja praznog hoda /\nNo-load input current", "6 mA", "9 mA"],
            ["Najmanja razlika ulaz-izlaz /\nMinimum input-output difference", "1.5 V", "1.5 V"],
            [
                "Radna temperatura /\nOperating temperature",
                "-25 ... +70 " + DEG,
                "-25 ... +70 " + DEG,
            ],
        ],
        7.8,
    )
    s.para(
        "Iznad 50 " + DEG + " smanjiti struju / above 50 " + DEG + " derate the output "
        "current linearly to 60 % at +70 " + DEG + ".",
        7.5,
    )
    s.heading("3  Granične vrednosti / Limiting values", 10.5)
    s.para(
        "Prekoračenje može trajno oštetiti modul. Exceeding them may destroy the module; "
        "they are not operating conditions.",
        7.5,
    )
    s.table(
        [Col("Parametar / Parameter", 300), Col("Vrednost / Value", 199, "C")],
        [
            ["Ulazni napon, granični /\nInput voltage, limiting", "28 V"],
            ["Temperatura skladištenja /\nStorage temperature", "-40 ... +85 " + DEG],
        ],
        7.8,
    )
    s.heading("4  Zaštite / Protection", 10.5)
    s.bullets(
        [
            "Kratak spoj izlaza / output short circuit: da / yes (hiccup mode)",
            "Pregrevanje / over-temperature: da / yes (IC shutdown)",
            "Obrnut polaritet ulaza / input reverse polarity: ne / none - a wrong connection "
            "destroys the module",
            "Prenapon na ulazu / input over-voltage: TVS diode clamping at 30 V (transients only)",
        ],
        8.5,
    )
    s.add_page()
    s.heading("5  Stepen iskorišćenja / Efficiency (FB-1205T)", 10.5)
    s.table(
        [
            Col("Ulaz / Input", 125, "C"),
            Col("0.5 A", 93, "C"),
            Col("1 A", 93, "C"),
            Col("2 A", 94, "C"),
            Col("3 A", 94, "C"),
        ],
        [
            ["9 V", "91 %", "92 %", "90 %", "88 %"],
            ["12 V", "90 %", "92 %", "91 %", "89 %"],
            ["24 V", "85 %", "88 %", "87 %", "85 %"],
        ],
        7.8,
    )
    s.heading("6  Primena u vozilu / Use in a vehicle", 10.5)
    s.para(
        "U automobilu (12 V) modul radi direktno. In a car (12 V system, up to 14.4 V while "
        "charging) the module can be connected directly. In 24 V trucks and buses the "
        "charging voltage reaches 28 V and load-dump pulses go higher; there the FB-1205 is "
        "outside its operating range. Use the FB-2405 from our catalogue instead.",
        8.5,
    )
    s.heading("7  Priključci / Connections", 10.5)
    s.table(
        [Col("Oznaka / Mark", 100, "C"), Col("Funkcija / Function", 399)],
        [
            ["IN+ / IN-", "ulaz / input, vijčane kleme / screw terminals 5.0 mm"],
            ["OUT+ / OUT-", "izlaz / output (FB-1205T), kleme 3.5 mm"],
            ["USB", "izlaz / output (FB-1205U), USB-A"],
            ["LED", "zelena = izlaz prisutan / green = output present"],
        ],
        7.8,
    )
    s.heading("8  Mehanički podaci / Mechanical data", 10.5)
    s.table(
        [Col("Parametar / Parameter", 250), Col("FB-1205T", 125, "C"), Col("FB-1205U", 124, "C")],
        [
            ["Dimenzije / Dimensions", "46 x 27 x 14 mm", "52 x 27 x 15 mm"],
            ["Masa / Weight", "14 g", "17 g"],
        ],
        7.8,
    )
    s.table(
        [Col("Datum / Date", 90), Col("Izdanje / Issue", 70, "C"), Col("Izmena / Change", 339)],
        [
            ["2023-02-14", "1", "prvo izdanje / first issue"],
            ["2023-11-03", "2", "FB-1205U dodat / added"],
            ["2024-05-21", "3", "granični napon 28 V / limiting voltage 28 V"],
        ],
        7.5,
    )
    return save(s, out / "fb-1205.pdf")


# ------------------------------------------------------------ capacitive soil sensor (US STEM kit)
def grw_cs12(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Gristmill Learning Labs  -  Sensor Card 07",
        header_right="GRW-CS12 Capacitive Soil Moisture Sensor",
        footer_left="(c) 2024 Gristmill Learning Labs, Inc., Burlington, Vermont  -  "
        "classroom use permitted",
        footer_right="side {page} of {nb}",
        rule_color=(200, 110, 20),
        table_fill=(252, 236, 214),
        accent=(170, 80, 10),
        grid=True,
    )
    s = Sheet(style, "GRW-CS12 capacitive soil moisture sensor card")
    s.add_page()
    s.title_block(
        "GRW-CS12",
        "Capacitive Soil Moisture Sensor - Sensor Card 07",
        "Grades 6-12 - works with Arduino, micro:bit (with edge adapter), ESP32 and "
        "Raspberry Pi Pico",
        20,
    )
    s.heading("What it does", 10.5)
    s.para(
        "Push the probe into the soil up to the white line. The board measures how much the "
        "soil around the copper-free probe changes a capacitor, and turns it into a voltage on "
        "the AOUT pin: the wetter the soil, the LOWER the voltage. Because the probe has no "
        "exposed metal, it does not corrode like the old two-fork resistive sensors.",
        8.5,
    )
    s.heading("Specs at a glance", 10.5)
    s.table(
        [Col("", 170), Col("", 329)],
        [
            ["Operating voltage", "3.3 V to 5.5 V DC"],
            ["Current draw", "about 5 mA"],
            ["Output", "analog voltage on AOUT, 1.2 V (in water) to 3.0 V (in dry air)"],
            ["Connector", "3-pin JST-PH: GND, VCC, AOUT (cable 20 cm included)"],
            ["On-board regulator", "3.3 V LDO - AOUT never goes above 3.0 V"],
            ["Probe length", "98 mm, push in no deeper than the white line (60 mm)"],
            ["Use it between", "0 " + DEG + " and 50 " + DEG + " (no frozen soil)"],
        ],
        8,
        show_head=False,
    )
    s.heading("Typical readings (our classroom test, potting soil, 20 " + DEG + ")", 10.5)
    s.table(
        [
            Col("Where the probe is", 199),
            Col("VCC = 3.3 V", 100, "C"),
            Col("VCC = 5.0 V", 100, "C"),
            Col("Arduino analogRead()", 100, "C"),
        ],
        [
            ["In dry air", "2.85 V", "2.95 V", "about 600"],
            ["Dry soil", "2.20 V", "2.30 V", "about 470"],
            ["Just watered", "1.40 V", "1.45 V", "about 300"],
            ["In a glass of water", "1.20 V", "1.25 V", "about 255"],
        ],
        8,
    )
    s.para(
        "The Arduino column is for an Uno at 5 V (10-bit, 0-1023 = 0-5 V). Your numbers will "
        "be different: every soil, and every sensor, is a little different.",
        7.5,
    )
    s.heading("Wiring", 10.5)
    s.table(
        [
            Col("Sensor wire", 120, "C"),
            Col("Arduino Uno", 125, "C"),
            Col("ESP32", 127, "C"),
            Col("Pico", 127, "C"),
        ],
        [
            ["black GND", "GND", "GND", "GND (pin 38)"],
            ["red VCC", "5V", "3V3", "3V3(OUT) (pin 36)"],
            ["yellow AOUT", "A0", "GPIO34", "GP26 / ADC0 (pin 31)"],
        ],
        8,
    )
    s.add_page()
    s.heading("For the teacher", 10.5)
    s.para(
        "The readings are relative. The GRW-CS12 is not calibrated to volumetric water "
        'content, so use it to compare "drier" and "wetter" and let the class make its own '
        "dry / wet scale. After switching the sensor on, wait 500 ms before the first "
        "reading; the oscillator needs that long to settle. The on-board regulator is rated "
        "for 6 V at most: do not connect VCC to the 9 V battery clip or a 12 V pump supply.",
        8.5,
    )
    s.heading("Troubleshooting", 10.5)
    s.bullets(
        [
            "Reading stuck near 3.0 V: the probe is not in the soil, or AOUT is not connected.",
            "Reading jumps around: keep the cable short. We tested up to 1 m; longer cables "
            "pick up noise.",
            "Sensor stopped working after rain: the top part with the electronics is NOT "
            "waterproof. Only the probe below the white line may get wet; cover the top or "
            "bring it in.",
            "Reading drifts over a day: temperature changes the reading a little; compare "
            "readings taken at the same time of day.",
        ],
        8.5,
    )
    s.heading("Kit contents", 10.5)
    s.table(
        [Col("Item", 300), Col("Qty", 80, "C"), Col("Order no.", 119, "C")],
        [
            ["GRW-CS12 sensor", "1", "GL-0712"],
            ["JST-PH 3-pin cable, 20 cm", "1", "GL-0713"],
            ["Lesson cards 07-A to 07-D", "4", "GL-0714"],
        ],
        8,
    )
    s.heading("Try this", 10.5)
    s.lines(
        [
            "1. Water a pot and log the reading every 10 minutes for a day.",
            "2. Compare sand, potting soil and clay with the same amount of water.",
            '3. Make a "water me" light: turn on an LED when the reading goes above your dry '
            "threshold.",
        ],
        8.5,
    )
    return save(s, out / "grw-cs12.pdf")
