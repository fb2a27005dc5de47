"""Hold-out 87 datasheets, part 2: a 2-channel opto-isolated MOSFET switch module, a 0.91
inch I2C OLED module, an NTC thermistor module and a 5 V gear motor with encoder.

A Swiss distributor's technical data sheet with German / French / English row
names in three columns (current columns without / with heat sink, the PWM limit of
the optocoupler only in a remark), a Yiwu exporter's product data sheet (trade
terms and carton data beside the specification, 8-bit and 7-bit address in one
line, a current table per colour with one column per supply voltage), a Shenzhen
kit maker's lesson page (specification list, a schematic description, an Arduino
wiring table and an example sketch full of numbers that are not specifications,
the element range vs the module range) and a Shenzhen micro-motor factory
specification (one column per gear ratio, an encoder table, insulation test and
wire tables as decoys).
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


# ------------------------------------------------------------ MOSFET switch (Swiss)
def psw2m(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="LIMMAT ELEKTRONIK AG  ·  Hardturmstrasse 140  ·  8005 Zürich",
        header_right="Art. 40-2217 / 40-2218",
        footer_left="Technisches Datenblatt · Fiche technique · Technical data sheet   PSW-2M   03/2024",
        footer_right="Seite / Page {page}/{nb}",
        table_fill=(240, 225, 225),
        accent=(200, 16, 46),
        grid=False,
    )
    s = Sheet(style, "PSW-2M 2-channel opto-isolated MOSFET switch module")
    s.add_page()
    s.title_block(
        "PSW-2M",
        "2-Kanal MOSFET-Schaltmodul, optoentkoppelt · Module de commutation MOSFET 2 canaux, "
        "optocouplé · 2-channel MOSFET power switch module, opto-isolated",
        "Art. 40-2217: PSW-2M (ohne Kühlkörper / sans dissipateur / without heat sink)    "
        "Art. 40-2218: PSW-2M-HS (mit Kühlkörper / avec dissipateur / with heat sink)",
        20,
    )
    s.heading("Beschreibung · Description · Description", 10)
    s.para(
        "Zwei N-Kanal-MOSFETs schalten DC-Lasten auf der Minusseite (Low-Side). Die "
        "Steuereingänge sind über Optokoppler galvanisch getrennt. / Deux MOSFET canal N "
        "commutent des charges DC côté négatif. / Two N-channel MOSFETs switch DC loads on "
        "the low side. The control inputs are isolated by optocouplers, so a 5 V "
        "microcontroller and the load supply need no common ground. The MOSFET gates are "
        "fed from the load supply through the optocoupler.",
        8.5,
    )
    s.heading("Technische Daten · Caractéristiques techniques · Technical data", 10)
    s.table(
        [
            Col("Deutsch", 125),
            Col("Français", 125),
            Col("English", 125),
            Col("Wert / Valeur / Value", 124, "C"),
        ],
        [
            [
                "Steuerspannung VCC",
                "Tension de commande VCC",
                "Control supply VCC",
                "5 V DC (4.5 ... 5.5 V)",
            ],
            ["Eingang EIN", "Entrée MARCHE", "Input ON level", GE + " 3.0 V"],
            ["Eingang AUS", "Entrée ARRÊT", "Input OFF level", LE + " 1.0 V"],
            [
                "Eingangsstrom pro Kanal",
                "Courant d'entrée par canal",
                "Input current per channel",
                "8 mA @ 5 V",
            ],
            ["Lastspannung V+", "Tension de charge V+", "Load voltage V+", "6 ... 36 V DC"],
            ["Drain-Source-Spannung", "Tension drain-source", "MOSFET VDS rating", "40 V"],
            [
                "Einschaltwiderstand",
                "Résistance à l'état passant",
                "On-resistance RDS(on)",
                "7 m" + OHM + " typ. (VGS = 10 V)",
            ],
            [
                "Betriebstemperatur",
                "Température de service",
                "Operating temperature",
                "-20 ... +60 " + DEG,
            ],
            ["Abmessungen", "Dimensions", "Dimensions", "52 " + TIMES + " 36 " + TIMES + " 18 mm"],
        ],
        7.5,
    )
    s.heading(
        "Dauerstrom pro Kanal · Courant permanent par canal · Continuous current per channel", 10
    )
    s.table(
        [
            Col("Lastspannung / Load voltage", 175),
            Col("PSW-2M (ohne KK / no heat sink)", 162, "C"),
            Col("PSW-2M-HS (mit KK / heat sink)", 162, "C"),
        ],
        [
            ["12 V DC", "5 A", "15 A"],
            ["24 V DC", "5 A", "15 A"],
            ["6 ... 9 V DC (Gate unvollständig / gate not fully on)", "2 A", "4 A"],
            ["Impuls / Pulse (10 ms)", "30 A", "30 A"],
        ],
        7.5,
    )
    s.para(
        "Beide Kanäle gleichzeitig: Summe max. 8 A (PSW-2M) bzw. 24 A (PSW-2M-HS). / Both "
        "channels on: total max. 8 A (PSW-2M) or 24 A (PSW-2M-HS). Ta = 25 " + DEG + ".",
        7.5,
    )
    s.add_page()
    s.heading("Anschlüsse · Raccordements · Connections", 10)
    s.table(
        [Col("Klemme / Borne / Terminal", 150), Col("Funktion / Fonction / Function", 349)],
        [
            ["VCC, GND (Stiftleiste / header)", "5 V Steuerseite / côté commande / control side"],
            ["IN1, IN2", "Steuereingänge / entrées / control inputs (active high)"],
            ["V+, V- (Schraubklemme)", "Lastversorgung / alimentation charge / load supply"],
            ["OUT1-, OUT2-", "Last zwischen V+ und OUTx- / load between V+ and OUTx-"],
        ],
        7.5,
    )
    s.heading("Bemerkungen · Remarques · Remarks", 10)
    s.bullets(
        [
            "PWM: max. 1 kHz. Die Optokoppler schalten langsam; bei höherer Frequenz werden die "
            "MOSFETs heiss. / PWM max. 1 kHz. / PWM up to 1 kHz only: the optocouplers are "
            "slow and the MOSFETs overheat at higher frequencies.",
            "Induktive Lasten (Motoren, Ventile, Relais): Freilaufdiode extern vorsehen, auf "
            "dem Modul ist keine vorhanden. / No freewheeling diode on board: add one across "
            "motors, valves or relay coils.",
            "Mindest-Lastspannung 6 V, weil die Gates aus V+ versorgt werden; unter 10 V ist "
            "das Gate nicht voll durchgesteuert (siehe Tabelle). / Minimum load voltage 6 V; "
            "below 10 V the gate is not fully enhanced.",
            "3,3-V-Mikrocontroller: Ein 3,3-V-Pegel liegt über der Schwelle von 3,0 V, der "
            "Eingangsstrom sinkt aber auf ca. 3 mA. / 3.3 V logic: above the 3.0 V ON level, "
            "input current about 3 mA.",
            "Nur Gleichspannung! Keine Netzspannung (230 V AC) schalten. / DC only; never "
            "switch 230 V AC mains.",
        ],
        8,
    )
    s.heading("Lieferumfang · Contenu · Contents", 10)
    s.para(
        "1 Modul, 2 Stiftleisten, bei PSW-2M-HS 2 Kühlkörper montiert. / 1 module, 2 pin "
        "headers; PSW-2M-HS with 2 heat sinks fitted.",
        8,
    )
    s.heading("Preise · Prix · Prices (CHF, inkl. MWST)", 10)
    s.table(
        [
            Col("Art.", 80),
            Col("Typ", 120),
            Col("1 Stk.", 99, "C"),
            Col("10 Stk.", 100, "C"),
            Col("50 Stk.", 100, "C"),
        ],
        [
            ["40-2217", "PSW-2M", "6.90", "6.20", "5.50"],
            ["40-2218", "PSW-2M-HS", "9.80", "8.90", "7.90"],
        ],
        7.5,
    )
    return save(s, out / "psw-2m.pdf")


# ------------------------------------------------------------ 0.91" OLED (Yiwu exporter)
def hqoled(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="YIWU HUANQIU ELECTRONIC TRADING CO., LTD.",
        header_right="PRODUCT DATA SHEET",
        footer_left="Yiwu, Zhejiang, China  ·  sales@huanqiu-elec.example  ·  Specifications are subject to change",
        footer_right="{page} / {nb}",
        table_fill=(210, 228, 240),
        accent=(0, 90, 150),
        grid=True,
    )
    s = Sheet(style, "HQ-OLED091 0.91 inch 128x32 I2C OLED module")
    s.add_page()
    s.title_block(
        "HQ-OLED091",
        "0.91 inch 128" + TIMES + "32 OLED Display Module, I2C (IIC) Interface",
        "Item No.: HQ-OLED091-W (white)  /  HQ-OLED091-BL (blue)",
        20,
    )

    def left() -> None:
        s.caption("TRADE TERMS")
        s.table(
            [Col("", 80), Col("", 118)],
            [
                ["MOQ", "100 pcs"],
                ["Price term", "FOB Ningbo"],
                ["Lead time", "7-15 days"],
                ["Payment", "T/T, PayPal"],
                ["Sample", "available"],
                ["HS code", "8531.20"],
            ],
            7.5,
            show_head=False,
        )

    def right() -> None:
        s.caption("PACKING")
        s.table(
            [Col("", 105), Col("", 170)],
            [
                ["Inner packing", "100 pcs / anti-static bag"],
                ["Carton", "2000 pcs / carton"],
                ["Carton size", "42 " + TIMES + " 32 " + TIMES + " 28 cm"],
                ["G.W. / N.W.", "9.5 kg / 8.2 kg"],
                ["Module weight", "approx. 2 g"],
                ["Origin", "China"],
            ],
            7.5,
            show_head=False,
        )

    s.side_by_side(left, right, 200)
    s.heading("SPECIFICATION", 10.5, rule=True)
    s.table(
        [Col("Item", 150), Col("Specification", 349)],
        [
            ["Display size", "0.91 inch"],
            ["Resolution", "128 " + TIMES + " 32 dots"],
            ["Display colour", "white (-W) / blue (-BL), black background"],
            ["Driver IC", "SSD1306 compatible"],
            ["Interface", "I2C (IIC), 4 pins: GND VCC SCL SDA"],
            ["I2C address", "0x78 (8-bit write address) = 0x3C (7-bit), fixed"],
            ["I2C clock", "up to 400 kHz"],
            ["Working voltage", "3.3V ~ 5V DC (on-board 3.3 V regulator and level shift)"],
            ["Sleep current", "< 10 " + MU + "A (display OFF command 0xAE)"],
            ["Viewing angle", "> 160" + "\u00b0"],
            ["Working temperature", "-30" + DEG + " ~ +70" + DEG],
            ["Storage temperature", "-40" + DEG + " ~ +85" + DEG],
            ["Module size", "38 " + TIMES + " 12 " + TIMES + " 3.7 mm"],
            ["Display area", "22.38 " + TIMES + " 5.58 mm"],
        ],
        7.5,
    )
    s.heading("CURRENT CONSUMPTION (all pixels ON, 25" + DEG + ")", 10.5, rule=True)
    s.table(
        [
            Col("Item No.", 150),
            Col("VCC = 3.3V", 116, "C"),
            Col("VCC = 5V", 116, "C"),
            Col("Unit", 117, "C"),
        ],
        [
            ["HQ-OLED091-W", "19", "23", "mA"],
            ["HQ-OLED091-BL", "15", "18", "mA"],
        ],
        7.5,
    )
    s.para("Typical text display (about 30 % of pixels on): 6 ~ 8 mA.", 8)
    s.add_page()
    s.heading("PIN DEFINITION", 10.5, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Symbol", 80, "C"), Col("Function", 369)],
        [
            ["1", "GND", "Ground"],
            ["2", "VCC", "Power supply 3.3V ~ 5V"],
            ["3", "SCL", "I2C clock (4.7 k" + OHM + " pull-up to module 3.3 V on board)"],
            ["4", "SDA", "I2C data (4.7 k" + OHM + " pull-up to module 3.3 V on board)"],
        ],
        7.5,
    )
    s.heading("INITIALISATION COMMANDS (EXAMPLE)", 10.5, rule=True)
    s.table(
        [Col("Command", 90, "C"), Col("Parameter", 90, "C"), Col("Meaning", 319)],
        [
            ["0xAE", "-", "Display OFF (sleep)"],
            ["0xD5", "0x80", "Clock divide ratio / oscillator frequency"],
            ["0xA8", "0x1F", "Multiplex ratio 32"],
            ["0x8D", "0x14", "Charge pump ON"],
            ["0x81", "0x8F", "Contrast"],
            ["0xAF", "-", "Display ON"],
        ],
        7.5,
    )
    s.heading("NOTICE", 10.5, rule=True)
    s.bullets(
        [
            "The I2C address cannot be changed on this board; two HQ-OLED091 on one bus will "
            "conflict.",
            "Do not apply more than 6V to VCC; reverse connection of VCC and GND will damage "
            "the module.",
            "The glass is fragile; do not press the display area or bend the FPC.",
            "Avoid showing a fixed image for a long time to prevent burn-in.",
            "Waterproof: no.",
        ],
        8,
    )
    s.heading("QUALITY AND CERTIFICATES", 10.5, rule=True)
    s.para(
        "100 % function tested before packing. RoHS compliant. Warranty 12 months from "
        "shipment. Custom cable length and logo printing available for orders over 5000 pcs.",
        8,
    )
    return save(s, out / "hq-oled091.pdf")


# ------------------------------------------------------------ NTC module (kit lesson)
def lmkt17(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="LUMI MAKER 37-in-1 Sensor Kit  -  Tutorial",
        header_right="Lesson 17  NTC Thermistor Module",
        footer_left="Shenzhen Lumi Maker Education Co., Ltd.  |  www.lumimaker.example",
        footer_right="- {page} -",
        table_fill=(255, 244, 214),
        accent=(230, 110, 20),
        grid=False,
    )
    s = Sheet(style, "LMK-T17 NTC thermistor temperature sensor module lesson")
    s.add_page()
    s.title_block(
        "Lesson 17: NTC Thermistor Module (LMK-T17)",
        "Read temperature with an analog pin and switch a digital pin at a set temperature",
        "",
        18,
    )
    s.heading("1. Introduction", 11)
    s.para(
        "The LMK-T17 module carries a 10 k" + OHM + " NTC thermistor, a 10 k" + OHM + " "
        "fixed resistor, an LM393 comparator and a blue potentiometer. The thermistor and "
        "the fixed resistor form a voltage divider whose voltage goes to the AO pin. The "
        "comparator compares this voltage with the potentiometer setting and drives the DO "
        "pin: DO goes LOW and the D0-LED lights when the temperature rises above the set "
        "point. Turn the potentiometer clockwise to raise the set point.",
        8.5,
    )
    s.heading("2. Specification", 11)
    s.lines(
        [
            "Working voltage: 3.3V - 5V",
            "Working current: about 4 mA (power LED on, DO high)",
            "Output: AO (analog voltage, 0 V to VCC) and DO (digital, LOW / HIGH)",
            "DO drive capability: 15 mA",
            "Thermistor: 10 k" + OHM + " at 25" + DEG + ", B(25/50) = 3950 K " + PM + "1 %",
            "Temperature range of the thermistor element: -40" + DEG + " ~ +125" + DEG,
            "Recommended measuring range of the module: -20" + DEG + " ~ +80" + DEG,
            "Board size: 32 x 14 mm, one M3 mounting hole",
        ],
        9,
        3.5,
    )
    s.para(
        "Note: the module is not calibrated. With the Steinhart-Hart (B parameter) formula "
        "in the example below expect about " + PM + "2" + DEG + " near room temperature. The "
        "PCB, LM393 and potentiometer are rated for -20" + DEG + " ~ +70" + DEG + "; only the "
        "thermistor itself may go beyond this range when mounted on wires.",
        8,
    )
    s.heading("3. Pinout", 11)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 70, "C"), Col("Description", 369)],
        [
            ["1", "AO", "Analog output of the divider"],
            ["2", "GND", "Ground"],
            ["3", "VCC", "3.3V - 5V"],
            ["4", "DO", "Comparator output (LOW when hotter than the set point)"],
        ],
        8.5,
    )
    s.heading("4. Wiring with the UNO board", 11)
    s.table(
        [Col("LMK-T17", 120, "C"), Col("UNO", 120, "C"), Col("Comment", 259)],
        [
            ["AO", "A0", "10-bit ADC, 0 ~ 1023"],
            ["DO", "D2", "digitalRead()"],
            ["VCC", "5V", "3.3V also works (change VCC in the code)"],
            ["GND", "GND", ""],
        ],
        8.5,
    )
    s.add_page()
    s.heading("5. Example code", 11)
    code = [
        "#define SERIESRESISTOR 10000    // 10k fixed resistor",
        "#define NOMINAL_R      10000    // 10k at 25 C",
        "#define NOMINAL_T      25",
        "#define BCOEFFICIENT   3950",
        "const int aoPin = A0;  const int doPin = 2;",
        "void setup() { Serial.begin(9600); pinMode(doPin, INPUT); }",
        "void loop() {",
        "  float r = SERIESRESISTOR / (1023.0 / analogRead(aoPin) - 1);",
        "  float t = 1.0 / (log(r / NOMINAL_R) / BCOEFFICIENT + 1.0 / (NOMINAL_T + 273.15));",
        '  Serial.print(t - 273.15); Serial.print(" C  DO=");',
        "  Serial.println(digitalRead(doPin));  delay(500);",
        "}",
    ]
    s.lines(code, 8, 3)
    s.heading("6. Test result", 11)
    s.para(
        "Open the Serial Monitor at 9600 baud. At room temperature the reading is about 24 "
        "to 26 " + DEG + ". Hold the thermistor between two fingers: the value rises to about "
        "31 " + DEG + " within 10 to 15 seconds. If the set point was adjusted just above room "
        "temperature, DO changes from 1 to 0 and the D0-LED lights.",
        8.5,
    )
    s.heading("7. Frequently asked questions", 11)
    s.para("Why does my reading show -273 " + DEG + "?", 8.5, bold=True)
    s.para("AO is not connected, so analogRead returns 0. Check the wire to A0.", 8.5)
    s.para("Can I use it in water or outdoors?", 8.5, bold=True)
    s.para("No. The board is not waterproof. For liquids use a sealed NTC probe on a cable.", 8.5)
    s.para("Can DO drive a relay directly?", 8.5, bold=True)
    s.para(
        "Only a relay module with its own driver transistor. DO can sink or source 15 mA, "
        "which is not enough for a bare relay coil.",
        8.5,
    )
    s.heading("8. Parts list", 11)
    s.table(
        [Col("Ref.", 60, "C"), Col("Part", 200), Col("Value", 239)],
        [
            ["RT1", "NTC thermistor", "10 k" + OHM + ", B 3950"],
            ["R1", "Resistor", "10 k" + OHM + " 1 %"],
            ["R2, R3", "LED resistors", "1 k" + OHM],
            ["U1", "Comparator", "LM393"],
            ["VR1", "Potentiometer", "10 k" + OHM],
        ],
        8.5,
    )
    return save(s, out / "lmk-t17.pdf")


# ------------------------------------------------------------ gear motor (Shenzhen factory)
def mge12d(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="SHENZHEN XINDA MICRO MOTOR CO., LTD.",
        header_right="SPECIFICATION  No. XD-SP-12D-05E",
        footer_left="Approved: Li W.   Checked: Zhou H.   Drawn: Chen Y.   Date: 2023.08.21",
        footer_right="Sheet {page} of {nb}",
        table_fill=(225, 225, 225),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "MGE-12D 5 V micro gear motor with hall encoder")
    s.add_page()
    s.title_block(
        "MGE-12D Series",
        "12 mm Micro Metal Gear Motor with Magnetic Hall Encoder, DC 5V",
        "Models: MGE-12D-50 / MGE-12D-100 / MGE-12D-298 (gear ratio 1:50, 1:100, 1:298)",
        20,
    )
    s.heading("1. Scope", 10.5)
    s.para(
        "This specification applies to the MGE-12D series DC brushed gear motors with a "
        "two-channel hall encoder on the rear shaft, for small robots, smart locks and "
        "camera sliders.",
        8.5,
    )
    s.heading("2. Rated conditions", 10.5)
    s.table(
        [Col("Item", 200), Col("Specification", 299)],
        [
            ["Rated voltage", "DC 5.0 V"],
            ["Operating voltage range", "DC 3.0 V ~ 6.0 V"],
            ["Rotation direction", "CW viewed from output shaft (M+ positive)"],
            ["Operating temperature", "-10 " + DEG + " ~ +60 " + DEG],
            ["Storage temperature", "-20 " + DEG + " ~ +80 " + DEG],
            ["Operating humidity", "15 % ~ 90 % RH (no condensation)"],
        ],
        7.5,
    )
    s.heading("3. Electrical and mechanical characteristics (at DC 5.0 V, 25 " + DEG + ")", 10.5)
    s.table(
        [
            Col("Item", 150),
            Col("Unit", 55, "C"),
            Col("MGE-12D-50", 98, "C"),
            Col("MGE-12D-100", 98, "C"),
            Col("MGE-12D-298", 98, "C"),
        ],
        [
            ["Gear ratio", "-", "1:50", "1:100", "1:298"],
            [
                "No-load speed",
                "rpm",
                "400 " + PM + " 10 %",
                "200 " + PM + " 10 %",
                "67 " + PM + " 10 %",
            ],
            ["No-load current", "mA", LE + " 60", LE + " 60", LE + " 60"],
            ["Rated torque", "kgf·cm", "0.25", "0.45", "1.2"],
            ["Rated speed", "rpm", "320", "160", "54"],
            ["Rated current", "mA", LE + " 180", LE + " 200", LE + " 220"],
            ["Stall torque", "kgf·cm", "1.1", "2.0", "5.5"],
            ["Stall current", "mA", LE + " 750", LE + " 750", LE + " 750"],
            ["Gearbox backlash", "°", LE + " 3", LE + " 3", LE + " 3"],
        ],
        7.5,
    )
    s.para(
        "Do not keep the motor stalled for more than 5 s. For the MGE-12D-298 the output "
        "torque at stall may break the gearbox; limit continuous load to the rated torque.",
        7.5,
    )
    s.add_page()
    s.heading("4. Encoder", 10.5)
    s.table(
        [Col("Item", 200), Col("Specification", 299)],
        [
            ["Type", "Magnetic, hall effect, 2 channels (A / B, 90" + "\u00b0" + " phase shift)"],
            ["Encoder supply voltage", "DC 3.3 V ~ 5.0 V"],
            ["Encoder current consumption", LE + " 10 mA"],
            ["Resolution", "7 pulses per motor revolution per channel"],
            ["Output", "Open collector with 10 k" + OHM + " pull-up to encoder VCC"],
            ["Max. output frequency", "10 kHz"],
        ],
        7.5,
    )
    s.para(
        "Counts per output-shaft revolution = 7 " + TIMES + " gear ratio per channel (e.g. 350 "
        "for MGE-12D-50); with 4" + TIMES + " decoding of A and B the count is four times "
        "higher. Because the pull-ups go to the encoder VCC, the A / B high level equals the "
        "encoder supply.",
        8,
    )
    s.heading("5. Wire connection (6-pin PH2.0 connector)", 10.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Colour", 90, "C"), Col("Function", 359)],
        [
            ["1", "Red", "M+ (motor power)"],
            ["2", "White", "M- (motor power)"],
            ["3", "Blue", "Encoder VCC"],
            ["4", "Black", "Encoder GND"],
            ["5", "Yellow", "Encoder A"],
            ["6", "Green", "Encoder B"],
        ],
        7.5,
    )
    s.heading("6. Tests and reliability", 10.5)
    s.table(
        [Col("Item", 200), Col("Condition / requirement", 299)],
        [
            [
                "Insulation resistance",
                GE + " 10 M" + OHM + " at DC 500 V between terminals and case",
            ],
            ["Dielectric strength", "AC 300 V, 1 s, no breakdown"],
            ["Noise", LE + " 55 dB (10 cm, no load)"],
            ["Axial play of output shaft", "0.05 ~ 0.30 mm"],
            ["Output shaft", "D-shaft, 3 mm, length 10 mm"],
        ],
        7.5,
    )
    s.heading("7. Notes", 10.5)
    s.bullets(
        [
            "The motor needs a driver (H-bridge); never connect M+ / M- to a microcontroller pin.",
            "Fit a 0.1 " + MU + "F ceramic capacitor across M+ / M- to reduce noise.",
            "Do not reverse the encoder supply; the hall sensor has no reverse protection.",
        ],
        8,
    )
    s.heading("8. Revision", 10.5)
    revision_table(
        s,
        [["2022.05.10", "A", "First issue"], ["2023.08.21", "B", "Encoder supply 3.3 V added"]],
        (110, 70, 319),
    )
    return save(s, out / "mge-12d.pdf")
