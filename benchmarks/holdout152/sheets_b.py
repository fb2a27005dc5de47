"""Hold-out 152 datasheets, part 2: a PIR motion sensor module, a 2 A zero-cross solid-state
relay, a GPS receiver module with UART and a 24-bit load-cell ADC.

A Malabo (Equatorial Guinea) detector maker writing Spanish / English ("↨ n. Título / Title"
heads, "Recuadro n ╫ Table n" captions, two-line bilingual row names in column groups per
version, XAF prices), a Misrata (Libya) relay factory "Technical Data" sheet ("╬ n."
upper-case heads, "Data n ┴" captions, input side in column groups per input version, load
current stacked per ambient temperature, numbered notes), a Mukalla (Yemen) GPS-module
"Integration Manual" ("⊗ n" heads, "Table n ⋰" captions, performance in version columns,
supply current per mode with a unit per line, a breakout-board table, baud rates only in
prose, NMEA, pad and ordering tables as decoys) and a Basseterre (Saint Kitts and Nevis) IC
house data sheet ("⚭ n" heads, "Table n ✠" captions, a grade table, supply current with a
unit per line, input range stacked per gain, the excitation limit only in the application
text).
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
SQ = "\u00b2"
TIMES = "\u00d7"
ARROW = "\u2192"
UDB = "\u21a8"  # ↨
XDBL = "\u256b"  # ╫
CROSS = "\u256c"  # ╬
UPT = "\u2534"  # ┴
OTIMES = "\u2297"  # ⊗
UPDOTS = "\u22f0"  # ⋰
MARRIAGE = "\u26ad"  # ⚭
MALTESE = "\u2720"  # ✠


# ------------------------------------------------ PIR motion sensor module (Malabo)
def mvq501(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="BIOKO DETECTORES S.L.",
        header_right="Hoja de datos / Data sheet  \u00b7  MVQ-501  \u00b7  MVQ-501M",
        footer_left="Bioko Detectores S.L.  \u00b7  Avenida de la Independencia, Malabo, Guinea "
        "Ecuatorial / Equatorial Guinea  \u00b7  precios en XAF / prices in XAF",
        footer_right="p\u00e1g. {page} " + XDBL + " {nb}",
        rule_color=(120, 110, 20),
        table_fill=(246, 243, 220),
        accent=(100, 90, 10),
        grid=True,
    )
    s = Sheet(style, "MVQ-501 / MVQ-501M PIR motion detector module")
    s.add_page()
    s.title_block(
        "MVQ-501 / MVQ-501M",
        "M\u00f3dulo detector de movimiento PIR / PIR motion detector module",
        "MVQ-501: 4,5 "
        + ELL
        + " 20 V, retardo y alcance ajustables / adjustable delay and range  |"
        "  MVQ-501M: mini, 2,7 " + ELL + " 12 V, retardo fijo / fixed delay",
        19,
    )

    def description() -> None:
        s.heading(UDB + " 1. Descripci\u00f3n / Description", 10)
        s.para(
            "Sensor piroel\u00e9ctrico dual con lente de Fresnel y circuito de control. La salida "
            "pasa a nivel alto cuando una persona se mueve dentro del campo de detecci\u00f3n.",
            7.8,
        )
        s.para(
            "Dual pyroelectric sensor with a Fresnel lens and a control IC. The output goes high "
            "when a person moves inside the detection field. Typical uses: stair lights, alarms, "
            "wake-up of a battery-powered microcontroller.",
            7.8,
        )

    def features() -> None:
        s.heading(UDB + " 2. Caracter\u00edsticas / Features", 10)
        s.bullets(
            [
                "Salida digital 3,3 V / 3.3 V digital output",
                "Disparo repetible o \u00fanico (MVQ-501) / repeatable or single trigger",
                "Bajo consumo / low standby current",
                "Lente / lens: 23 mm (MVQ-501), 10 mm (MVQ-501M)",
                "Placa / board: 32 x 24 mm, 12 x 25 mm",
            ],
            7.8,
        )

    s.side_by_side(description, features, 255, 16)
    s.heading(UDB + " 3. Datos el\u00e9ctricos / Electrical data", 10, rule=True)
    s.caption(
        "Recuadro 1 "
        + XDBL
        + " Table 1  Datos por versi\u00f3n / Data per version (Ta = 25 "
        + DEG
        + ")"
    )
    s.table(
        [
            Col("Par\u00e1metro / Parameter", 134),
            Col("Condici\u00f3n / Condition", 102),
            Col("M\u00edn", 33, "C"),
            Col("T\u00edp", 33, "C"),
            Col("M\u00e1x", 33, "C"),
            Col("M\u00edn", 33, "C"),
            Col("T\u00edp", 33, "C"),
            Col("M\u00e1x", 33, "C"),
            Col("Unidad / Unit", 55, "C"),
        ],
        [
            [
                "Tensi\u00f3n de alimentaci\u00f3n\nSupply voltage",
                "VCC",
                "4.5",
                "",
                "20",
                "2.7",
                "",
                "12",
                "V",
            ],
            [
                "Corriente en reposo\nQuiescent current",
                "sin movimiento\nno motion",
                "",
                "50",
                "65",
                "",
                "12",
                "20",
                MU + "A",
            ],
            [
                "Tensi\u00f3n de salida, nivel alto\nOutput high voltage",
                "VCC " + GE + " 4.5 V\nVCC = 2.7 V",
                "3.1\n" + DASH,
                "3.3\n" + DASH,
                "3.4\n" + DASH,
                "3.0\n2.4",
                "3.3\n2.6",
                "3.4\n" + DASH,
                "V",
            ],
            [
                "Tensi\u00f3n de salida, nivel bajo\nOutput low voltage",
                "",
                "",
                "",
                "0.1",
                "",
                "",
                "0.1",
                "V",
            ],
            [
                "Corriente de salida\nOutput current",
                "fuente / source",
                "",
                "",
                "1.0",
                "",
                "",
                "0.5",
                "mA",
            ],
            ["Tiempo de retardo\nDelay time", "pot. Tx", "5", "", "300", "", "8", "", "s"],
            ["Tiempo de bloqueo\nBlocking time", "", "", "2.5", "", "", "2.0", "", "s"],
            [
                "Alcance de detecci\u00f3n\nDetection range",
                "pot. Sx, persona / person",
                "3",
                "",
                "7",
                "",
                "4",
                "5",
                "m",
            ],
            [
                "\u00c1ngulo de detecci\u00f3n\nDetection angle",
                "cono / cone",
                "",
                "110",
                "",
                "",
                "100",
                "",
                "grados / degrees",
            ],
            [
                "Tiempo de inicializaci\u00f3n\nInitialisation time",
                "tras conectar\nafter power-on",
                "",
                "60",
                "",
                "",
                "30",
                "",
                "s",
            ],
            [
                "Temperatura de trabajo\nOperating temperature",
                "",
                "-15",
                "",
                "+70",
                "-20",
                "",
                "+80",
                DEG,
            ],
        ],
        7.2,
        head_rows=[["", "", "MVQ-501", "<", "<", "MVQ-501M", "<", "<", ""]],
    )
    s.para(
        "Durante la inicializaci\u00f3n la salida puede cambiar de 0 a 3 veces. / During "
        "initialisation the output may toggle 0 to 3 times; ignore it.",
        7.5,
    )
    s.heading(UDB + " 4. Valores l\u00edmite / Limiting values", 10, rule=True)
    s.caption(
        "Recuadro 2 " + XDBL + " Table 2  Valores l\u00edmite absolutos / Absolute maximum ratings"
    )
    s.table(
        [
            Col("Par\u00e1metro / Parameter", 240),
            Col("MVQ-501", 90, "C"),
            Col("MVQ-501M", 90, "C"),
            Col("Unidad / Unit", 79, "C"),
        ],
        [
            ["Tensi\u00f3n de alimentaci\u00f3n / Supply voltage", "24", "14", "V"],
            ["Tensi\u00f3n inversa / Reverse supply voltage", "-0.5", "-0.3", "V"],
            [
                "Temperatura de almacenamiento / Storage temperature",
                "-40 " + ELL + " +100",
                "-40 " + ELL + " +100",
                DEG,
            ],
        ],
        7.3,
    )

    s.add_page()
    s.heading(UDB + " 5. Conexiones y ajustes / Pins and settings", 10, rule=True)
    s.caption("Recuadro 3 " + XDBL + " Table 3  Pines y puentes / Pins and jumpers")
    s.table(
        [Col("Elemento / Item", 110), Col("MVQ-501", 190), Col("MVQ-501M", 199)],
        [
            ["VCC", "4,5 " + ELL + " 20 V", "2,7 " + ELL + " 12 V"],
            ["OUT", "3,3 V alto / high", "3,3 V alto / high (VCC " + GE + " 4.5 V)"],
            ["GND", "0 V", "0 V"],
            [
                "Puente / jumper L-H",
                "L: disparo \u00fanico / single trigger\nH: repetible / repeatable",
                "no tiene; siempre repetible\nnone; always repeatable",
            ],
            ["Pot. Sx / Tx", "alcance / range, retardo / delay", "no tiene / none"],
        ],
        7.3,
    )
    s.heading(UDB + " 6. Notas de uso / Application notes", 10, rule=True)
    notes = [
        (
            "La salida alta es de 3,3 V aunque el m\u00f3dulo se alimente con 12 V.",
            "The output high level is 3.3 V even when the module runs from 12 V. It can drive a "
            "3.3 V or 5 V microcontroller input directly.",
        ),
        (
            "Para un rel\u00e9 o una tira de LED use un transistor.",
            "To switch a relay coil or an LED strip, use a transistor: the output sources 1 mA at "
            "most (0.5 mA on the MVQ-501M).",
        ),
        (
            "No alimente el MVQ-501 con 3,3 V.",
            "The MVQ-501 will not start on 3.3 V: it needs 4.5 V or more. For 3.3 V and "
            "battery systems choose the MVQ-501M.",
        ),
        (
            "Evite el sol directo, calefactores y corrientes de aire.",
            "Keep the lens out of direct sun and away from heaters and air vents; fast changes of "
            "background temperature cause false triggers.",
        ),
    ]
    for es, en in notes:
        s.para(es, 7.8, bold=True)
        s.para(en, 7.8)
    s.heading(UDB + " 7. Preguntas frecuentes / FAQ", 10, rule=True)
    faq = [
        (
            "\u00bfDetecta a trav\u00e9s de un cristal? / Does it see through a window?",
            "No. El vidrio bloquea el infrarrojo lejano. / No. Window glass stops the far-infrared "
            "radiation the sensor needs.",
        ),
        (
            "\u00bfSirve con pilas? / Can it run from batteries?",
            "S\u00ed, el MVQ-501M con 3 pilas AA (4,5 V) o una LiPo. / Yes: the MVQ-501M from 3 x "
            "AA (4.5 V) or one LiPo cell.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 7.8, bold=True)
        s.para(answer, 7.8)
    s.heading(UDB + " 8. Precios / Prices", 10, rule=True)
    s.caption(
        "Recuadro 4 " + XDBL + " Table 4  Precios en XAF, IVA incluido / Prices in XAF, VAT "
        "included"
    )
    s.table(
        [
            Col("C\u00f3digo / Code", 120),
            Col("Versi\u00f3n / Version", 120),
            Col("Cantidad / Qty", 100, "C"),
            Col("XAF", 159, "C"),
        ],
        [
            ["BD-MVQ501", "MVQ-501", "1", "1 200"],
            ["BD-MVQ501-10", "MVQ-501", "10", "10 500"],
            ["BD-MVQ501M", "MVQ-501M", "1", "1 650"],
            ["BD-MVQ501M-10", "MVQ-501M", "10", "14 800"],
        ],
        7.3,
    )
    return save(s, out / "mvq-501.pdf")


# ------------------------------------------------ 2 A zero-cross SSR (Misrata)
def mzr2a(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="ZARRUQ SWITCHGEAR CO.  \u2014  TECHNICAL DATA",
        header_right="MZR-2A SERIES SOLID STATE RELAY",
        footer_left="Zarruq Switchgear Co.  \u00b7  Industrial Zone, Misrata, Libya  \u00b7  "
        "Doc. ZS-TD-0202, Issue 4, 2024-02",
        footer_right="Sheet {page} " + UPT + " {nb}",
        rule_color=(140, 90, 40),
        table_fill=(244, 234, 220),
        accent=(120, 70, 20),
        grid=True,
    )
    s = Sheet(style, "MZR-2A series 2 A zero-cross solid state relay")
    s.add_page()
    s.title_block(
        "MZR-2A SERIES",
        "Solid State Relay, 2 A, Zero-Cross, for AC Loads " + NDASH + " MZR-2A-05 (5 V DC "
        "input) / MZR-2A-12 (12 V DC input)",
        "SIP-4 package  |  triac output with snubber  |  photo-coupled, 2500 V AC isolation",
        21,
    )

    def general() -> None:
        s.heading(CROSS + " 1. GENERAL", 10)
        s.para(
            "The MZR-2A is a compact PCB-mount solid state relay for switching AC loads up to 2 A "
            "from a DC control signal. A photo-triac with zero-cross detection drives the output "
            "triac, so the load turns on near the zero crossing of the mains voltage and produces "
            "little interference. No contacts, no click, no contact wear.",
            7.8,
        )

    def features() -> None:
        s.heading(CROSS + " FEATURES", 10)
        s.bullets(
            [
                "Load 100 " + ELL + " 240 V AC, 0.1 " + ELL + " 2 A",
                "Zero-cross turn-on",
                "Input 5 V DC or 12 V DC",
                "Built-in RC snubber",
                "Same footprint as common 2 A SIP relays",
            ],
            7.8,
        )

    s.side_by_side(general, features, 270, 16)
    s.heading(CROSS + " 2. RATINGS", 10, rule=True)
    s.caption("Data 1 " + UPT + " Input (control) side, Ta = 25 " + DEG)
    s.table(
        [
            Col("Item", 150),
            Col("Condition", 104),
            Col("Min", 32, "C"),
            Col("Typ", 32, "C"),
            Col("Max", 32, "C"),
            Col("Min", 32, "C"),
            Col("Typ", 32, "C"),
            Col("Max", 32, "C"),
            Col("Unit", 53, "C"),
        ],
        [
            ["Rated input voltage", "", "", "5", "", "", "12", "", "V DC"],
            ["Input voltage range", "operating", "4.0", "", "6.0", "9.6", "", "14.4", "V DC"],
            ["Turn-on voltage", "output guaranteed on", "", "", "4.0", "", "", "9.6", "V DC"],
            ["Turn-off voltage", "output guaranteed off", "1.0", "", "", "1.0", "", "", "V DC"],
            ["Input current", "at rated voltage", "", "7.0", "10", "", "8.5", "12", "mA"],
            ["Input impedance", "", "", "560", "", "", "1300", "", OHM],
        ],
        7.4,
        head_rows=[["", "", "MZR-2A-05", "<", "<", "MZR-2A-12", "<", "<", ""]],
    )
    s.caption("Data 2 " + UPT + " Output (load) side, both versions")
    s.table(
        [
            Col("Item", 150),
            Col("Condition", 150),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Rated load voltage", "", "100", "", "240", "V AC"],
            ["Load voltage range", "50 / 60 Hz", "75", "", "264", "V AC"],
            [
                "Load current *",
                "Ta = 25 " + DEG + "\nTa = 40 " + DEG + "\nTa = 60 " + DEG,
                "0.1\n0.1\n0.1",
                "",
                "2.0\n1.5\n0.8",
                "A",
            ],
            ["Inrush current", "60 Hz, one cycle, non-repetitive", "", "", "30", "A"],
            ["Off-state leakage current", "200 V AC, 50 Hz", "", "", "1.5", "mA"],
            ["On-state voltage drop", "at 2 A", "", "", "1.6", "V"],
            ["Operate time", "", "", "", "1/2 cycle + 1", "ms"],
            ["Release time", "", "", "", "1/2 cycle + 1", "ms"],
            ["Insulation resistance", "at 500 V DC", "1000", "", "", "M" + OHM],
            ["Dielectric strength", "input to output, 1 min", "2500", "", "", "V AC"],
        ],
        7.4,
    )
    s.para(
        "* Resistive load (cos " + "\u03c6" + " = 1), relay soldered to a PCB without heatsink, "
        "free air. Between the rows derate linearly.",
        7.4,
    )
    s.heading(CROSS + " 3. ENVIRONMENT", 10, rule=True)
    s.caption("Data 3 " + UPT + " Environmental conditions")
    s.table(
        [Col("Item", 200), Col("Value", 200, "C"), Col("Unit", 99, "C")],
        [
            ["Operating temperature", "-30 " + ELL + " +80 (no icing)", DEG],
            ["Storage temperature", "-30 " + ELL + " +100", DEG],
            ["Operating humidity", "45 " + ELL + " 85 (no condensation)", "%RH"],
            ["Weight", "approx. 5", "g"],
        ],
        7.4,
    )

    s.add_page()
    s.heading(CROSS + " 4. ABSOLUTE MAXIMUM RATINGS", 10, rule=True)
    s.caption("Data 4 " + UPT + " Absolute maximum ratings (Ta = 25 " + DEG + ")")
    s.table(
        [
            Col("Item", 220),
            Col("MZR-2A-05", 100, "C"),
            Col("MZR-2A-12", 100, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Input voltage", "7.0", "16", "V DC"],
            ["Reverse input voltage", "5", "5", "V"],
            ["Repetitive peak off-state voltage", "600", "600", "V"],
            ["Load voltage", "264", "264", "V AC"],
        ],
        7.4,
    )
    s.heading(CROSS + " 5. TERMINALS", 10, rule=True)
    s.caption("Data 5 " + UPT + " Terminal arrangement (top view, pitch 5.08 / 2.54 mm)")
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Description", 359)],
        [
            ["1", "~ (L)", "Load terminal, to the load"],
            ["2", "~ (N)", "Load terminal, to the AC line"],
            ["3", "+", "Input +, control voltage"],
            ["4", NDASH, "Input " + NDASH + ", control ground"],
        ],
        7.4,
    )
    s.heading(CROSS + " 6. NOTES ON USE", 10, rule=True)
    s.lines(
        [
            "6.1  Switches alternating current only. With a DC load the output triac stays on once it "
            "has been triggered.",
            "6.2  The relay turns on at the next zero crossing. It cannot be used with "
            "phase-angle dimmers or for soft start.",
            "6.3  Ratings are for resistive loads. For lamps, motors, solenoids and transformers "
            "ask us before use.",
            "6.4  The off-state leakage (up to 1.5 mA) can leave LED lamps below 3 W faintly lit while the "
            "relay is off.",
            "6.5  The MZR-2A-05 input needs 4.0 V to turn on. A 3.3 V logic pin is not enough: "
            "drive it through a transistor from 5 V.",
            "6.6  Load currents below 0.1 A may not keep the output triac latched on.",
            "6.7  No flyback diode is needed at the input; the input is an LED with a series "
            "resistor.",
        ],
        7.8,
        3.4,
    )
    s.heading(CROSS + " 7. ORDERING", 10, rule=True)
    s.caption("Data 6 " + UPT + " Ordering codes")
    s.table(
        [Col("Code", 120), Col("Input", 100, "C"), Col("Load", 140, "C"), Col("Packing", 139, "C")],
        [
            ["MZR-2A-05", "5 V DC", "2 A, 100 " + ELL + " 240 V AC", "tube, 25 pcs"],
            ["MZR-2A-12", "12 V DC", "2 A, 100 " + ELL + " 240 V AC", "tube, 25 pcs"],
            ["MZR-2A-05T", "5 V DC", "2 A, 100 " + ELL + " 240 V AC", "tray, 500 pcs"],
            ["MZR-5A-05H *", "5 V DC", "5 A, with heatsink", "separate sheet"],
        ],
        7.4,
    )
    s.para("* Different product, listed for reference. Not covered by this sheet.", 7.2)
    return save(s, out / "mzr-2a.pdf")


# ------------------------------------------------ GPS receiver module (Mukalla)
def qnm60(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="MUKALLA GEO-MODULES",
        header_right="QNM-60 series Integration Manual  IM-QNM60 v2.0",
        footer_left="Mukalla Geo-Modules  \u00b7  Corniche Road, Mukalla, Hadramawt, Yemen  "
        "\u00b7  IM-QNM60 v2.0 (2024)",
        footer_right=OTIMES + " {page} / {nb}",
        rule_color=(180, 100, 0),
        table_fill=None,
        accent=(150, 80, 0),
        grid=False,
    )
    s = Sheet(style, "QNM-60 / QNM-60T GPS receiver module integration manual")
    s.add_page()
    s.title_block(
        "QNM-60 / QNM-60T",
        "GPS Receiver Module " + NDASH + " Integration Manual",
        "16 x 12.2 x 2.4 mm LCC  |  UART and USB  |  crystal (QNM-60) or TCXO (QNM-60T)  |  "
        "breakout board QNM-60-BB",
        21,
    )

    def overview() -> None:
        s.heading(OTIMES + " 1  Overview", 10)
        s.para(
            "The QNM-60 series are stand-alone GPS receivers in a small LCC package. The "
            "QNM-60T adds a TCXO for faster cold starts and better timing, and a flash memory that "
            "keeps the configuration. Both track GPS satellites alone (L1 C/A with SBAS); they do not receive "
            "GLONASS, Galileo or BeiDou.",
            7.8,
        )

    def key() -> None:
        s.heading(OTIMES + " 2  Key data", 10)
        s.bullets(
            [
                "50 channels, -161 dBm tracking",
                "Update rate up to 5 Hz / 10 Hz",
                "VCC 2.7 " + ELL + " 3.6 V",
                "Tracking current 37 mA (QNM-60)",
                "1 PPS time pulse",
            ],
            7.8,
        )

    s.side_by_side(overview, key, 270, 16)
    s.heading(OTIMES + " 3  Performance", 10, rule=True)
    s.caption("Table 1 " + UPDOTS + " GPS performance per version")
    s.table(
        [
            Col("Parameter", 130),
            Col("Condition", 120),
            Col("QNM-60", 95, "C"),
            Col("QNM-60T", 95, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Receiver type", "", "GPS L1 C/A, SBAS", "GPS L1 C/A, SBAS", ""],
            ["Channels", "", "50", "50", ""],
            ["Navigation update rate", "max.", "5", "10", "Hz"],
            [
                "Time to first fix",
                "cold start\nwarm start\nhot start",
                "32\n29\n1",
                "27\n26\n1",
                "s",
            ],
            [
                "Sensitivity",
                "tracking\nreacquisition\ncold start",
                "-161\n-160\n-147",
                "-162\n-160\n-148",
                "dBm",
            ],
            ["Horizontal position\naccuracy", "CEP 50 %, 24 h static", "2.5", "2.0", "m"],
            ["Velocity accuracy", "50 %", "0.1", "0.1", "m/s"],
            ["Time pulse accuracy", "RMS", "60", "30", "ns"],
            [
                "Operational limits",
                "dynamics\naltitude\nvelocity",
                LE + " 4 g\n50 000\n500",
                LE + " 4 g\n50 000\n500",
                "\nm\nm/s",
            ],
        ],
        7.4,
    )
    s.heading(OTIMES + " 4  Operating conditions", 10, rule=True)
    s.caption("Table 2 " + UPDOTS + " Module pins, both versions")
    s.table(
        [
            Col("Parameter", 118),
            Col("Symbol", 55, "C"),
            Col("Condition", 110),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 90, "C"),
        ],
        [
            ["Supply voltage", "VCC", "module pad 23", "2.7", "3.0", "3.6", "V"],
            ["Backup voltage", "V_{BCKP}", "module pad 22", "1.4", "", "3.6", "V"],
            ["Input high level", "V_{IH}", "RXD", "2.0", "", "3.6", "V"],
            ["Input low level", "V_{IL}", "RXD", "0", "", "0.8", "V"],
            ["Output high level", "V_{OH}", "TXD, 4 mA, VCC = 3.0 V", "2.6", "", "", "V"],
            ["Output low level", "V_{OL}", "TXD, 4 mA", "", "", "0.4", "V"],
            ["Antenna supply current", "I_{RF}", "VCC_RF pad", "", "", "50", "mA"],
            ["Operating temperature", "T_{A}", "", "-40", "", "+85", DEG],
        ],
        7.4,
    )
    s.heading(OTIMES + " 5  Supply current", 10, rule=True)
    s.caption("Table 3 " + UPDOTS + " Supply current per mode, VCC = 3.0 V, typical")
    s.table(
        [Col("Mode", 200), Col("QNM-60", 100, "C"), Col("QNM-60T", 100, "C"), Col("Unit", 99, "C")],
        [
            ["Acquisition", "47", "52", "mA"],
            ["Tracking (continuous mode)", "37", "41", "mA"],
            ["Power save mode, 1 Hz", "11", "13", "mA"],
            ["Backup (V_BCKP only, VCC off)", "22", "25", MU + "A"],
        ],
        7.4,
    )
    s.heading(OTIMES + " 6  Absolute maximum ratings", 10, rule=True)
    s.caption("Table 4 " + UPDOTS + " Stress ratings, both versions")
    s.table(
        [Col("Parameter", 250), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 109, "C")],
        [
            ["Supply voltage VCC", "-0.5", "4.0", "V"],
            ["Voltage on RXD", "-0.5", "3.6", "V"],
            ["RF input power", "", "+15", "dBm"],
            ["Storage temperature", "-40", "+105", DEG],
        ],
        7.4,
    )

    s.add_page()
    s.heading(OTIMES + " 7  Breakout board QNM-60-BB", 10, rule=True)
    s.para(
        "The QNM-60-BB carries a QNM-60, a 3.3 V LDO, a 25 x 25 mm patch antenna, a "
        "rechargeable backup cell and a PPS LED on a 27 x 36 mm board with a 4-pin header (VIN, "
        "GND, TX, RX). The UART pins have no level shifter: RX goes straight to the module's RXD.",
        7.8,
    )
    s.caption("Table 5 " + UPDOTS + " QNM-60-BB board data")
    s.table(
        [
            Col("Parameter", 150),
            Col("Condition", 130),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Board input voltage", "VIN pin", "3.6", "5.0", "5.5", "V"],
            ["LDO output", "internal 3.3 V rail", "", "3.3", "", "V"],
            [
                "Board current",
                "VIN = 5.0 V, acquisition\nVIN = 5.0 V, tracking",
                "",
                "55\n45",
                "",
                "mA",
            ],
            ["PPS LED current", "LED on", "", "1.5", "", "mA"],
        ],
        7.4,
    )
    s.heading(OTIMES + " 8  Serial interface", 10, rule=True)
    s.para(
        "The UART comes up at 9600 baud, 8 data bits, no parity, 1 stop bit, and outputs NMEA at "
        "1 Hz. The rate can be changed from 4800 to 230400 baud with the binary protocol. On the "
        "QNM-60 the new setting is kept only while V_BCKP is present; the QNM-60T can save it to "
        "flash. RXD must never see 5 V: on a 5 V host put a 1 k"
        + OHM
        + " / 2 k"
        + OHM
        + " divider in the host TX line. The USB port (full speed, 12 Mbit/s) is on the module "
        "pads only, not on the breakout board.",
        7.8,
    )
    s.heading(OTIMES + " 9  NMEA output", 10, rule=True)
    s.caption("Table 6 " + UPDOTS + " NMEA 0183 v2.3 sentences at power-up")
    s.table(
        [Col("Sentence", 80, "C"), Col("Content", 300), Col("Default", 119, "C")],
        [
            ["GGA", "Time, position, fix quality, satellites, HDOP, altitude", "on, 1 Hz"],
            ["GLL", "Latitude, longitude, time", "on, 1 Hz"],
            ["GSA", "DOP and active satellites", "on, 1 Hz"],
            ["GSV", "Satellites in view, elevation, azimuth, C/N0", "on, 1 Hz"],
            ["RMC", "Recommended minimum data", "on, 1 Hz"],
            ["VTG", "Course and speed over ground", "on, 1 Hz"],
            ["ZDA", "Date and time", "off"],
        ],
        7.3,
    )
    s.heading(OTIMES + " 10  Pads", 10, rule=True)
    s.caption("Table 7 " + UPDOTS + " Module pads used most (24 pads in all)")
    s.table(
        [Col("Pad", 60, "C"), Col("Name", 100, "C"), Col("Function", 339)],
        [
            ["3", "TIMEPULSE", "1 PPS output, 100 ms pulse"],
            ["5", "USB_DM", "USB data " + NDASH],
            ["6", "USB_DP", "USB data +"],
            ["9", "VCC_RF", "Antenna supply output (VCC - 0.1 V)"],
            ["11", "RF_IN", "GPS signal input, 50 " + OHM],
            ["20", "TXD", "UART output"],
            ["21", "RXD", "UART input"],
            ["22", "V_BCKP", "Backup supply"],
            ["23", "VCC", "Supply"],
        ],
        7.3,
    )
    s.heading(OTIMES + " 11  Design-in notes", 10, rule=True)
    s.bullets(
        [
            "Use an active antenna with 15 "
            + ELL
            + " 30 dB gain; VCC_RF feeds it with up to 50 mA.",
            "Route RF_IN as a 50 " + OHM + " line, as short as possible.",
            "Without V_BCKP every start is a cold start.",
            "Ordering: QNM-60 (tray 250), QNM-60T (tray 250), QNM-60-BB (single board).",
        ],
        7.8,
    )
    return save(s, out / "qnm-60.pdf")


# ------------------------------------------------ 24-bit load-cell ADC (Basseterre)
def npx7110(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="BRIMSTONE HILL MICROSYSTEMS",
        header_right="NPX7110 / NPX7110E  " + MARRIAGE + "  data sheet",
        footer_left="Brimstone Hill Microsystems Ltd.  \u00b7  Bay Road, Basseterre, Saint Kitts "
        "and Nevis  \u00b7  BHM-0711 rev. 3",
        footer_right="{page} " + MALTESE + " {nb}",
        rule_color=(60, 100, 90),
        table_fill=(226, 238, 234),
        accent=(40, 80, 70),
        grid=True,
    )
    s = Sheet(style, "NPX7110 / NPX7110E 24-bit ADC for weigh scales")
    s.add_page()
    s.title_block(
        "NPX7110 / NPX7110E",
        "24-Bit Analog-to-Digital Converter for Weigh Scales and Bridge Sensors",
        "two differential channels  |  PGA 32 / 64 / 128  |  on-chip regulator and oscillator  |"
        "  SOP-16",
        21,
    )

    def features() -> None:
        s.heading(MARRIAGE + " 1  Features", 10)
        s.bullets(
            [
                "Channel A: gain 128 or 64; channel B: gain 32",
                "10 SPS or 80 SPS, selected by the RATE pin",
                "Regulator for load-cell excitation",
                "Simple 2-wire serial port (PD_SCK, DOUT)",
                "Supply 2.6 " + ELL + " 5.5 V",
                "Normal current 1.4 mA, power-down below 1 " + MU + "A",
            ],
            7.8,
        )

    def description() -> None:
        s.heading(MARRIAGE + " 2  Description", 10)
        s.para(
            "The NPX7110 joins a low-noise programmable-gain amplifier, a 24-bit delta-sigma "
            "converter, an oscillator and a regulator for the bridge supply. It connects straight "
            "to a strain-gauge load cell and needs no other analog parts besides a PNP transistor "
            "for the excitation.",
            7.8,
        )
        s.para(
            "The NPX7110E is the extended-temperature grade for outdoor scales, livestock "
            "scales and vehicle-mounted load sensing.",
            7.8,
        )

    s.side_by_side(features, description, 240, 16)
    s.heading(MARRIAGE + " 3  Grades", 10, rule=True)
    s.caption("Table 1 " + MALTESE + " Grade overview")
    s.table(
        [
            Col("Grade", 90),
            Col("Ambient temperature", 120, "C"),
            Col("Power-down current, max. at top temperature", 160, "C"),
            Col("Package", 60, "C"),
            Col("Marking", 69, "C"),
        ],
        [
            [
                "NPX7110",
                "-40 " + ELL + " +85 " + DEG,
                "1 " + MU + "A at +85 " + DEG,
                "SOP-16",
                "7110",
            ],
            [
                "NPX7110E",
                "-40 " + ELL + " +125 " + DEG,
                "5 " + MU + "A at +125 " + DEG,
                "SOP-16",
                "7110E",
            ],
        ],
        7.3,
    )
    s.heading(MARRIAGE + " 4  Electrical characteristics", 10, rule=True)
    s.caption(
        "Table 2 "
        + MALTESE
        + " Electrical characteristics (AVDD = DVDD = 5.0 V, TA = 25 "
        + DEG
        + ", both grades, unless noted)"
    )
    s.table(
        [
            Col("Parameter", 104),
            Col("Symbol", 46, "C"),
            Col("Conditions", 150),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 67, "C"),
        ],
        [
            ["Analog input"],
            [
                "Full-scale differential\ninput range",
                "V_{IN}",
                "channel A, gain 128\nchannel A, gain 64\nchannel B, gain 32",
                "",
                "",
                PM + "20\n" + PM + "40\n" + PM + "80",
                "mV",
            ],
            ["Common-mode input\nrange", "V_{CM}", "", "AGND + 1.2", "", "AVDD - 1.3", "V"],
            [
                "Output data rate",
                "f_{DATA}",
                "internal oscillator, RATE = 0\ninternal oscillator, RATE = 1",
                "",
                "10\n80",
                "",
                "SPS",
            ],
            ["Output settling time", "t_{S}", "RATE = 0\nRATE = 1", "", "400\n50", "", "ms"],
            ["Resolution", "", "output data word", "", "24", "", "bits"],
            [
                "Input noise",
                "",
                "gain 128, RATE = 0\ngain 128, RATE = 1",
                "",
                "50\n90",
                "",
                "nV rms",
            ],
            ["Gain drift", "", "gain 128", "", "5", "", "ppm/" + DEG],
            ["Power supply"],
            ["Regulator input", "V_{SUP}", "", "2.7", "", "5.5", "V"],
            ["Analog supply", "AVDD", "", "2.6", "", "5.5", "V"],
            ["Digital supply", "DVDD", "", "2.6", "", "5.5", "V"],
            [
                "Supply current",
                "I_{DD}",
                "normal operation\npower-down",
                "",
                "1.4\n0.3",
                "1.8\n1",
                "mA\n" + MU + "A",
            ],
            ["Bandgap reference", "V_{BG}", "", "", "1.25", "", "V"],
            ["Digital"],
            ["Input high level", "V_{IH}", "PD_SCK, RATE", "0.7 DVDD", "", "", "V"],
            ["Input low level", "V_{IL}", "PD_SCK, RATE", "", "", "0.3 DVDD", "V"],
            ["PD_SCK high time", "T_{3}", "", "0.2", "1", "50", MU + "s"],
            ["PD_SCK low time", "T_{4}", "", "0.2", "1", "", MU + "s"],
            ["Power-down entry", "", "PD_SCK held high", "60", "", "", MU + "s"],
        ],
        7.2,
    )

    s.add_page()
    s.heading(MARRIAGE + " 5  Absolute maximum ratings", 10, rule=True)
    s.caption("Table 3 " + MALTESE + " Absolute maximum ratings")
    s.table(
        [Col("Parameter", 250), Col("Rating", 150, "C"), Col("Unit", 99, "C")],
        [
            ["VSUP, AVDD, DVDD to AGND", "-0.3 " + ELL + " 6.0", "V"],
            ["Analog inputs INA" + PM + ", INB" + PM, "-0.3 " + ELL + " AVDD + 0.3", "V"],
            ["Digital pins", "-0.3 " + ELL + " DVDD + 0.3", "V"],
            ["Storage temperature", "-65 " + ELL + " +150", DEG],
            ["ESD, human body model", PM + "2000", "V"],
        ],
        7.3,
    )
    s.heading(MARRIAGE + " 6  Channel and gain selection", 10, rule=True)
    s.caption("Table 4 " + MALTESE + " PD_SCK pulses per read select the next conversion")
    s.table(
        [
            Col("PD_SCK pulses", 120, "C"),
            Col("Next channel", 120, "C"),
            Col("Gain", 100, "C"),
            Col("Full scale at AVDD = 5 V", 159, "C"),
        ],
        [
            ["25", "A", "128", PM + "20 mV"],
            ["26", "B", "32", PM + "80 mV"],
            ["27", "A", "64", PM + "40 mV"],
        ],
        7.3,
    )
    s.heading(MARRIAGE + " 7  Serial interface", 10, rule=True)
    s.para(
        "The NPX7110 is neither an I" + SQ + "C nor an SPI device. DOUT goes low when a "
        "conversion is ready; the host then sends 25 to 27 clock pulses on PD_SCK and reads "
        "the 24-bit two's complement result MSB first on the rising edges. Two ordinary GPIO pins "
        "are enough. Holding PD_SCK high for more than 60 "
        + MU
        + "s puts the chip into power-down; "
        "a low level wakes it and the first result is ready after the settling time.",
        7.8,
    )
    s.para(
        "The digital pins work at the DVDD level. A 3.3 V microcontroller connects directly when "
        "DVDD is taken from its 3.3 V rail, while VSUP and AVDD can stay at 5 V.",
        7.8,
    )
    s.heading(MARRIAGE + " 8  Typical application", 10, rule=True)
    s.para(
        "The on-chip regulator drives an external PNP transistor (for example a BC807 or S8550) "
        "that supplies AVDD and the load-cell excitation E+. AVDD = VBG x (R1 + R2) / R2; with "
        "R1 = 20 k" + OHM + " and R2 = 8.2 k" + OHM + " this gives 4.30 V. VSUP must be at least "
        "100 mV above the AVDD you set. With a PNP of current gain 100 or more the excitation "
        "current can be up to 40 mA: one 350 " + OHM + " load cell draws 12 mA at 4.3 V, two in "
        "parallel 25 mA.",
        7.8,
    )
    s.para(
        "On a 3.3 V supply set AVDD to 3.0 V or less: R1 = 14 k"
        + OHM
        + " and R2 = 10 k"
        + OHM
        + " give 3.00 V. The full-scale input range scales with AVDD, so it is then 60 % of the "
        "5 V figures.",
        7.8,
    )
    s.caption("Table 5 " + MALTESE + " Application circuit parts (5 V scale)")
    s.table(
        [Col("Part", 100, "C"), Col("Value", 150, "C"), Col("Purpose", 249)],
        [
            ["R1", "20 k" + OHM + ", 1 %", "regulator divider, upper"],
            ["R2", "8.2 k" + OHM + ", 1 %", "regulator divider, lower"],
            ["Q1", "BC807 / S8550", "PNP pass transistor for AVDD and E+"],
            ["C1, C2", "10 " + MU + "F + 100 nF", "AVDD decoupling"],
            ["X1", "not fitted", "optional 11.0592 MHz crystal (11 / 88 SPS)"],
        ],
        7.3,
    )
    s.heading(MARRIAGE + " 9  Ordering", 10, rule=True)
    s.caption("Table 6 " + MALTESE + " Ordering codes")
    s.table(
        [
            Col("Ordering code", 140),
            Col("Grade", 100, "C"),
            Col("Package", 100, "C"),
            Col("Packing", 159, "C"),
        ],
        [
            ["NPX7110-SR", "NPX7110", "SOP-16", "reel, 2500 pcs"],
            ["NPX7110-ST", "NPX7110", "SOP-16", "tube, 50 pcs"],
            ["NPX7110E-SR", "NPX7110E", "SOP-16", "reel, 2500 pcs"],
        ],
        7.3,
    )
    return save(s, out / "npx7110.pdf")
