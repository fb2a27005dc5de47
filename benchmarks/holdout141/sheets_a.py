"""Hold-out 141 datasheets, part 1: a linear Hall joystick module, an 8-channel 12-bit SPI
ADC IC, a 24 V to 5 V 2 A automotive buck module and a 3.3 V PDM MEMS microphone.

A Valparaíso (Chile) maker-store "Ficha técnica" in Spanish and English ("✢" heads,
two-line bilingual row names, column groups per version, supply current and output swing
stacked per VCC, a push-switch card, FAQ and CLP price list), a Salzburg (Austria)
analog-IC house data sheet ("n ∙ Title" heads, "Tbl. n" captions above the tables, an
electrical table in I-grade / E-grade column groups continued on page 2, throughput and
clock stacked per VDD, pin, configuration-bit and ordering tables as decoys), an Ulsan
(Korea) automotive-electronics supplier sheet ("⋆ n." heads, abs max in version columns,
output voltage, output current and no-load current stacked per condition, wiring table
and application notes) and a Bergen (Norway) acoustics company data sheet (Helvetica,
"n / Title" heads, "T n." captions, acoustic data in port-version column groups, supply
current stacked per mode, reflow and ordering tables as decoys).
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
MINUS = "\u2212"
ELL = "\u2026"
SQ = "\u00b2"
ARROW = "\u2192"
TIMES = "\u00d7"
DOT = "\u00b7"


# ------------------------------------------------ linear Hall joystick module (Valparaíso)
def kvj230(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="CERRO ALEGRE ELECTRÓNICA",
        header_right="Ficha técnica / Datasheet  " + DOT + "  KVJ-230 / KVJ-230F",
        footer_left="Cerro Alegre Electrónica SpA  " + DOT + "  Subida Almirante Montt 418, "
        "Valparaíso, Chile  " + DOT + "  RUT 76.514.302-7",
        footer_right="{page} de {nb}",
        rule_color=(0, 118, 168),
        table_fill=(226, 241, 248),
        accent=(196, 72, 40),
        grid=False,
    )
    s = Sheet(style, "KVJ-230 / KVJ-230F 2-axis Hall-effect joystick module")
    s.add_page()
    s.title_block(
        "KVJ-230 / KVJ-230F",
        "Módulo joystick Hall de 2 ejes / 2-axis Hall-effect joystick module",
        "Sin contacto en X / Y " + DOT + " pulsador en Z " + DOT + " salidas ratiométricas "
        "(KVJ-230) o fijas (KVJ-230F)  |  Contactless X / Y, push switch on Z, ratiometric "
        "(KVJ-230) or fixed-level (KVJ-230F) outputs  |  Ficha rev. B, marzo 2024",
        21,
    )

    def description() -> None:
        s.heading("\u2722 Descripción / Description", 10)
        s.para(
            "Dos sensores Hall lineales leen la posición de un imán en la base de la palanca: "
            "no hay pistas resistivas que se gasten ni ruido de cursor.",
            7.8,
        )
        s.para(
            "Two linear Hall sensors read a magnet in the base of the lever, so there are no "
            "resistive tracks to wear out and no wiper noise. The KVJ-230 outputs are "
            "ratiometric to VCC, like a potentiometer stick. The KVJ-230F has an on-board "
            "3.3 V regulator and fixed-level outputs for wide-input panels and RC consoles.",
            7.8,
        )

    def features() -> None:
        s.heading("\u2722 Características / Features", 10)
        s.bullets(
            [
                "Vida de la palanca / lever life: 5 000 000 ciclos",
                "Recorrido / travel: " + PM + "25" + "\u00b0" + " en X e Y",
                "KVJ-230: salidas 10 " + ELL + " 90 % de VCC",
                "KVJ-230F: entrada 4.5 " + ELL + " 16 V, salidas 0.25 " + ELL + " 3.05 V",
                "Pulsador en el eje Z (SW a GND)",
                "Fijación 4 x M3, 26.5 x 31 mm",
            ],
            7.8,
            "\u25b9",
        )

    s.side_by_side(description, features, 262, 14)
    s.heading("\u2722 Datos eléctricos / Electrical data", 10, rule=True)
    s.para("TA = 25 " + DEG + ", carga / load 10 k" + OHM + " en X e Y, LED PWR montado / fitted", 7.5)
    s.table(
        [
            Col("Parámetro / Parameter", 118),
            Col("Condición / Condition", 109),
            Col("Mín.", 37, "C"),
            Col("Típ.", 37, "C"),
            Col("Máx.", 37, "C"),
            Col("Mín.", 37, "C"),
            Col("Típ.", 37, "C"),
            Col("Máx.", 37, "C"),
            Col("Unidad", 50, "C"),
        ],
        [
            [
                "Tensión de alimentación\nSupply voltage",
                "VCC a / to GND",
                "3.0",
                "",
                "5.5",
                "4.5",
                "12",
                "16",
                "V",
            ],
            [
                "Corriente de alimentación\nSupply current",
                "VCC = 3.3 V\nVCC = 5.0 V\nVCC = 12 V",
                "",
                "6.8\n7.4\n" + DASH,
                "9.0\n10\n" + DASH,
                "",
                DASH + "\n8.9\n9.2",
                DASH + "\n12\n12.5",
                "mA",
            ],
            [
                "Corriente del LED PWR\nPower LED share",
                "incluida arriba /\nincluded above",
                "",
                "1.5",
                "",
                "",
                "1.5",
                "",
                "mA",
            ],
            [
                "Excursión de salida X / Y\nX / Y output swing",
                "VCC = 3.3 V\nVCC = 5.0 V\nVCC = 12 V",
                "0.33\n0.50\n" + DASH,
                "",
                "2.97\n4.50\n" + DASH,
                DASH + "\n0.25\n0.25",
                "",
                DASH + "\n3.05\n3.05",
                "V",
            ],
            [
                "Tensión central (reposo)\nCentre output, at rest",
                "VCC = 5.0 V",
                "2.40",
                "2.50",
                "2.60",
                "1.60",
                "1.65",
                "1.70",
                "V",
            ],
            [
                "Sensibilidad\nSensitivity",
                "VCC = 5.0 V",
                "",
                "80",
                "",
                "",
                "56",
                "",
                "mV/\u00b0",
            ],
            ["Carga de salida\nOutput load", "a / to GND", "10", "", "", "10", "", "", "k" + OHM],
            [
                "Ancho de banda\nBandwidth (" + MINUS + "3 dB)",
                "",
                "",
                "1.2",
                "",
                "",
                "1.2",
                "",
                "kHz",
            ],
            [
                "Tiempo de arranque\nPower-on time",
                "hasta salida válida /\nto valid output",
                "",
                "0.4",
                "1",
                "",
                "2",
                "5",
                "ms",
            ],
            [
                "Ruido de salida\nOutput noise",
                "10 Hz " + ELL + " 1 kHz",
                "",
                "2",
                "",
                "",
                "1.5",
                "",
                "mVrms",
            ],
        ],
        7.2,
        head_rows=[["", "", "KVJ-230", "<", "<", "KVJ-230F", "<", "<", ""]],
    )
    s.heading("\u2722 Pulsador (eje Z) / Push switch (Z axis)", 10, rule=True)
    s.table(
        [Col("", 170), Col("", 329)],
        [
            ["Tipo / Type", "táctil, normalmente abierto; cierra SW a GND / tactile, NO, closes SW to GND"],
            ["Capacidad / Rating", "12 V DC, 50 mA (carga resistiva / resistive)"],
            ["Resistencia de contacto / Contact resistance", LE + " 100 m" + OHM],
            ["Fuerza de accionamiento / Operating force", "3.5 N"],
            ["Vida / Life", "200 000 operaciones / operations"],
        ],
        7.4,
        show_head=False,
    )

    s.add_page()
    s.heading("\u2722 Valores máximos absolutos / Absolute maximum ratings", 10, rule=True)
    s.table(
        [Col("Parámetro / Parameter", 209), Col("KVJ-230", 105, "C"), Col("KVJ-230F", 105, "C"), Col("Unidad", 80, "C")],
        [
            ["Tensión VCC / VCC voltage", MINUS + "0.3 " + ELL + " +6.0", MINUS + "16 " + ELL + " +20", "V"],
            ["Tensión en SW / Voltage on SW", MINUS + "0.3 " + ELL + " VCC + 0.3", MINUS + "0.3 " + ELL + " +6.0", "V"],
            ["Corriente de salida X, Y / Output current X, Y", PM + "5", PM + "5", "mA"],
            ["Temperatura de almacenamiento / Storage temperature", MINUS + "40 " + ELL + " +85", MINUS + "40 " + ELL + " +85", DEG],
        ],
        7.4,
    )
    s.heading("\u2722 Condiciones de operación / Operating conditions", 10, rule=True)
    s.table(
        [Col("Parámetro / Parameter", 209), Col("KVJ-230", 105, "C"), Col("KVJ-230F", 105, "C"), Col("Unidad", 80, "C")],
        [
            ["Temperatura de operación\nOperating temperature", MINUS + "25 " + ELL + " +70", MINUS + "20 " + ELL + " +70", DEG],
            ["Humedad de operación\nOperating humidity", "10 " + ELL + " 90, sin condensación", "10 " + ELL + " 90, sin condensación", "%HR"],
        ],
        7.4,
    )
    s.heading("\u2722 Conexión / Pinout", 10, rule=True)
    s.table(
        [Col("Pin", 40, "C"), Col("Serigrafía / Silkscreen", 120, "C"), Col("Función / Function", 339)],
        [
            ["1", "GND", "Tierra / ground"],
            ["2", "+5V", "Alimentación / supply (KVJ-230: 3.0 " + ELL + " 5.5 V; KVJ-230F: 4.5 " + ELL + " 16 V)"],
            ["3", "VRx", "Salida eje X / X-axis output"],
            ["4", "VRy", "Salida eje Y / Y-axis output"],
            ["5", "SW", "Pulsador a GND, sin pull-up / switch to GND, no pull-up"],
        ],
        7.4,
    )
    s.para(
        "La serigrafía dice +5V en ambas versiones. The silkscreen reads +5V on both versions; "
        "the label is historical and does not limit the KVJ-230F to 5 V.",
        7.5,
    )
    s.heading("\u2722 Preguntas frecuentes / FAQ", 10, rule=True)
    faq = [
        (
            "¿Funciona a 3,3 V? / Does it run from 3.3 V?",
            "KVJ-230: sí / yes, the outputs then scale to 0.33 " + ELL + " 2.97 V. KVJ-230F: no. "
            "Its regulator needs at least 4.5 V on VCC; at 3.3 V it drops out and the centre "
            "voltage drifts with the supply.",
        ),
        (
            "¿Lo conecto al ADC del ESP32? / Can I wire it to an ESP32 ADC?",
            "Yes with a KVJ-230 powered from the ESP32 3V3 pin, or with a KVJ-230F on 5 V or 12 V: "
            "both keep the outputs below 3.1 V. A KVJ-230 powered from 5 V swings up to 4.5 V, "
            "which is above the 3.3 V limit of the ESP32 pins. Do not do that.",
        ),
        (
            "¿Necesita pull-up el pulsador? / Does the switch need a pull-up?",
            "Sí / yes. SW only closes to GND and there is no resistor on the board: use "
            "INPUT_PULLUP or a 10 k" + OHM + " resistor to VCC.",
        ),
        (
            "¿Arduino Uno a 5 V? / 5 V Arduino Uno?",
            "KVJ-230 on the 5V pin: the stick rests at about 512 counts and reaches about "
            "102 / 921 counts at full travel. The KVJ-230F also works, but only uses 5 " + ELL + " 62 % "
            "of the ADC range.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 7.8, bold=True)
        s.para(answer, 7.6)
    s.heading("\u2722 Lista de precios / Price list (CLP, IVA 19 % incluido)", 10, rule=True)
    s.table(
        [Col("Código / Code", 110), Col("Descripción / Description", 269), Col("Precio", 120, "R")],
        [
            ["KVJ-230-N", "Joystick Hall, salidas ratiométricas, capuchón negro", "$4.990"],
            ["KVJ-230F-N", "Joystick Hall, regulador 3.3 V, capuchón negro", "$6.490"],
            ["KVJ-CAP-R", "Capuchón rojo / red cap (x2)", "$790"],
            ["KVJ-CBL-20", "Cable Dupont 5 hilos, 20 cm", "$590"],
        ],
        7.4,
    )
    return save(s, out / "kvj-230.pdf")


# ------------------------------------------------ 8-channel 12-bit SPI ADC IC (Salzburg)
def bva2812(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="SALZACH ANALOG",
        header_right="BVA2812  " + DOT + "  Data Sheet  " + DOT + "  Edition 2",
        footer_left="Salzach Analog GmbH  " + DOT + "  Salzburg, Austria  " + DOT + "  FN 418263 t  "
        + DOT + "  BVA2812 data sheet, Edition 2 (2024-04)",
        footer_right="S. {page}/{nb}",
        rule_color=(0, 82, 92),
        table_fill=(228, 238, 240),
        accent=(0, 82, 92),
        grid=True,
    )
    s = Sheet(style, "BVA2812 8-channel 12-bit A/D converter with SPI interface")
    s.add_page()
    s.title_block(
        "BVA2812",
        "2.7 V to 5.5 V, 8-Channel, 12-Bit Successive-Approximation A/D Converter with SPI "
        "Serial Interface",
        "PDIP-16  " + DOT + "  SOIC-16  " + DOT + "  TSSOP-16        I-grade and E-grade        "
        "Edition 2, April 2024",
        22,
    )

    def features() -> None:
        s.heading("1 \u2219 Features", 10.5)
        s.bullets(
            [
                "12-bit resolution, no missing codes",
                "8 single-ended or 4 pseudo-differential inputs",
                "SPI-compatible serial interface (modes 0,0 and 1,1)",
                "Single supply 2.7 V to 5.5 V",
                "Low power CMOS: 330 " + MU + "A typ. converting, 0.4 " + MU + "A typ. standby",
                "On-chip sample and hold",
                "I-grade " + MINUS + "40 " + DEG + " to +85 " + DEG + ", E-grade " + MINUS + "40 "
                + DEG + " to +125 " + DEG,
            ],
            8.0,
            "\u2013",
        )

    def description() -> None:
        s.heading("2 \u2219 Description", 10.5)
        s.para(
            "The BVA2812 is a successive-approximation converter with an input multiplexer "
            "for eight single-ended or four pseudo-differential channels. The full-scale "
            "range is set by the external reference on VREF. Communication is a simple "
            "serial interface compatible with the SPI protocol. A conversion takes 12 clock "
            "cycles after a sample time of 1.5 cycles.",
            8.0,
        )
        s.para(
            "Typical applications: sensor interfaces, data acquisition, battery-powered "
            "instruments, joystick and potentiometer readout on single-board computers.",
            8.0,
        )

    s.side_by_side(features, description, 245, 16)
    s.caption("Tbl. 1  Absolute maximum ratings")
    s.table(
        [Col("Parameter", 300), Col("Rating", 199, "C")],
        [
            ["Supply voltage VDD", "7.0 V"],
            ["All inputs and outputs with respect to VSS", MINUS + "0.6 V to VDD + 0.6 V"],
            ["Storage temperature", MINUS + "65 " + DEG + " to +150 " + DEG],
            ["Junction temperature", "+150 " + DEG],
            ["ESD protection on all pins (HBM)", "4 kV"],
        ],
        7.6,
    )
    s.heading("3 \u2219 Electrical Characteristics", 10.5)
    s.para(
        "Unless otherwise noted: VDD = VREF = 5 V, VSS = 0 V, fSCLK at its maximum for the "
        "VDD given. I-grade: TA = " + MINUS + "40 " + DEG + " to +85 " + DEG + "; E-grade: TA = "
        + MINUS + "40 " + DEG + " to +125 " + DEG + ". Typical values at 25 " + DEG + ".",
        7.6,
    )
    s.caption("Tbl. 2  Electrical characteristics")
    cols = [
        Col("Parameter", 96),
        Col("Symbol", 40, "C"),
        Col("Conditions", 98),
        Col("Min", 34, "C"),
        Col("Typ", 34, "C"),
        Col("Max", 34, "C"),
        Col("Min", 34, "C"),
        Col("Typ", 34, "C"),
        Col("Max", 34, "C"),
        Col("Unit", 61, "C"),
    ]
    group = [["", "", "", "I-grade", "<", "<", "E-grade", "<", "<", ""]]
    s.table(
        cols,
        [
            ["Conversion rate"],
            ["Conversion time", "t_{CONV}", "", "", "", "12", "", "", "12", "clock cycles"],
            [
                "Throughput rate",
                "f_{SAMPLE}",
                "VDD = 5 V\nVDD = 2.7 V",
                "",
                "",
                "140\n60",
                "",
                "",
                "120\n50",
                "ksps",
            ],
            ["Sample time", "t_{SAMPLE}", "", "", "1.5", "", "", "1.5", "", "clock cycles"],
            ["DC accuracy"],
            ["Resolution", "", "", "", "12", "", "", "12", "", "bit"],
            ["Integral nonlinearity", "INL", "", "", PM + "0.75", PM + "1", "", PM + "1", PM + "2", "LSB"],
            [
                "Differential\nnonlinearity",
                "DNL",
                "no missing codes",
                "",
                PM + "0.5",
                PM + "1",
                "",
                PM + "0.5",
                PM + "1",
                "LSB",
            ],
            ["Offset error", "", "", "", PM + "1.25", PM + "3", "", PM + "1.25", PM + "4", "LSB"],
            ["Gain error", "", "", "", PM + "1.25", PM + "5", "", PM + "1.25", PM + "6", "LSB"],
            ["Analog inputs"],
            [
                "Input voltage range,\nsingle-ended",
                "",
                "IN+ to VSS",
                "0",
                "",
                "VREF",
                "0",
                "",
                "VREF",
                "V",
            ],
            ["IN" + MINUS + " input range", "", "pseudo-differential", MINUS + "100", "", "+100", MINUS + "100", "", "+100", "mV"],
            ["Leakage current", "", "", "", "0.001", PM + "1", "", "0.001", PM + "2", MU + "A"],
            ["Switch resistance", "R_{SS}", "", "", "1", "", "", "1", "", "k" + OHM],
            ["Sample capacitor", "C_{SAMPLE}", "", "", "20", "", "", "20", "", "pF"],
            ["Reference input"],
            ["Voltage range", "V_{REF}", "", "0.25", "", "VDD", "0.25", "", "VDD", "V"],
            [
                "Current drain",
                "I_{REF}",
                "converting\nCS = VDD",
                "",
                "120\n0.002",
                "160\n3",
                "",
                "120\n0.002",
                "180\n5",
                MU + "A",
            ],
        ],
        7.0,
        head_rows=group,
    )
    s.para("Continued on page 2.", 7.2)

    s.add_page()
    s.caption("Tbl. 2  Electrical characteristics (continued)")
    s.table(
        cols,
        [
            ["Digital input / output"],
            ["High-level input voltage", "V_{IH}", "", "0.7 VDD", "", "", "0.7 VDD", "", "", "V"],
            ["Low-level input voltage", "V_{IL}", "", "", "", "0.3 VDD", "", "", "0.3 VDD", "V"],
            ["High-level output\nvoltage", "V_{OH}", "IOH = " + MINUS + "1 mA,\nVDD = 5 V", "4.1", "", "", "4.1", "", "", "V"],
            ["Low-level output\nvoltage", "V_{OL}", "IOL = 1 mA,\nVDD = 5 V", "", "", "0.4", "", "", "0.4", "V"],
            [
                "Clock frequency",
                "f_{SCLK}",
                "VDD = 5 V\nVDD = 2.7 V",
                "",
                "",
                "2.6\n1.1",
                "",
                "",
                "2.2\n0.9",
                "MHz",
            ],
            ["Clock high / low time", "t_{HI}, t_{LO}", "VDD = 5 V", "180", "", "", "220", "", "", "ns"],
            ["CS fall to first clock", "t_{SUCS}", "", "100", "", "", "100", "", "", "ns"],
            ["Power requirements"],
            ["Operating voltage", "V_{DD}", "", "2.7", "", "5.5", "2.7", "", "5.5", "V"],
            [
                "Operating current",
                "I_{DD}",
                "converting, DOUT open\nVDD = VREF = 5 V\nVDD = VREF = 2.7 V",
                "",
                "\n330\n190",
                "\n480\n290",
                "",
                "\n330\n190",
                "\n550\n330",
                MU + "A",
            ],
            ["Standby current", "I_{DDS}", "CS = VDD = 5.0 V", "", "0.4", "2", "", "0.4", "8", MU + "A"],
        ],
        7.0,
        head_rows=group,
    )
    s.heading("4 \u2219 Pin Description", 10.5)
    s.table(
        [Col("PDIP / SOIC / TSSOP pin", 110, "C"), Col("Name", 80, "C"), Col("Function", 309)],
        [
            ["1 " + ELL + " 8", "CH0 " + ELL + " CH7", "Analog inputs"],
            ["9", "DGND", "Digital ground"],
            ["10", "CS/SHDN", "Chip select; high = standby"],
            ["11", "DIN", "Serial data in"],
            ["12", "DOUT", "Serial data out, push-pull to VDD"],
            ["13", "CLK", "Serial clock"],
            ["14", "AGND", "Analog ground"],
            ["15", "VREF", "Reference input, 0.25 V to VDD"],
            ["16", "VDD", "Supply 2.7 V to 5.5 V"],
        ],
        7.4,
    )
    s.heading("5 \u2219 Serial Communication", 10.5)
    s.para(
        "Pull CS low, then clock in a start bit (DIN = 1), SGL/DIFF and the three channel bits "
        "D2, D1, D0. The sample is taken during the next 1.5 clocks, then DOUT shifts out a "
        "null bit and the 12-bit result, MSB first. With 8-bit SPI hardware, three bytes carry "
        "one conversion; the result is the last 12 bits.",
        7.8,
    )
    s.caption("Tbl. 3  Configuration bits (SGL/DIFF = 1, single-ended)")
    s.table(
        [Col("D2 D1 D0", 90, "C"), Col("Channel", 90, "C"), Col("D2 D1 D0", 90, "C"), Col("Channel", 229, "C")],
        [
            ["0 0 0", "CH0", "1 0 0", "CH4"],
            ["0 0 1", "CH1", "1 0 1", "CH5"],
            ["0 1 0", "CH2", "1 1 0", "CH6"],
            ["0 1 1", "CH3", "1 1 1", "CH7"],
        ],
        7.4,
    )
    s.heading("6 \u2219 Application Hints", 10.5)
    s.bullets(
        [
            "Logic levels follow VDD. DOUT swings to VDD, so a BVA2812 powered from 5 V drives "
            "DOUT to 5 V, which a 3.3 V-only microcontroller input must not receive. Power the "
            "BVA2812 from the host's 3.3 V rail or divide DOUT down.",
            "There is no internal reference. VREF sets the full scale; with VREF = VDD = 3.3 V "
            "one LSB is 0.806 mV.",
            "There is no separate power-down pin: CS high puts the converter into standby.",
            "Drive the inputs from a source below 1 k" + OHM + " or buffer them; higher source "
            "impedance needs a lower clock rate.",
        ],
        7.6,
        "\u2013",
    )
    s.caption("Tbl. 4  Ordering information")
    s.table(
        [Col("Order code", 110), Col("Grade", 90, "C"), Col("Package", 110, "C"), Col("Packing", 189, "C")],
        [
            ["BVA2812-I/P", "I", "PDIP-16", "tube, 25 pcs"],
            ["BVA2812-I/SL", "I", "SOIC-16", "reel, 2600 pcs"],
            ["BVA2812-I/ST", "I", "TSSOP-16", "reel, 2500 pcs"],
            ["BVA2812-E/SL", "E", "SOIC-16", "reel, 2600 pcs"],
            ["BVA2812-E/ST", "E", "TSSOP-16", "reel, 2500 pcs"],
        ],
        7.4,
    )
    revision_table(
        s,
        [
            ["2023-06-12", "1", "First edition"],
            ["2024-04-03", "2", "E-grade added; fSCLK and IDD limits at 125 " + DEG],
        ],
        (90, 60, 349),
    )
    return save(s, out / "bva2812.pdf")


# ---------------------------------------- 24 V to 5 V 2 A automotive buck module (Ulsan)
def udb2405(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="TAEHWA MOBILITY ELECTRONICS",
        header_right="UDB-2405 / UDB-2405U  Product Specification",
        footer_left="Taehwa Mobility Electronics Co., Ltd.  |  Ulsan, Republic of Korea  |  "
        "Doc. TME-UDB2405-DS Rev. C",
        footer_right="Pg {page}/{nb}",
        rule_color=(226, 112, 18),
        table_fill=(253, 236, 214),
        accent=(40, 40, 40),
        grid=True,
    )
    s = Sheet(style, "UDB-2405 / UDB-2405U automotive step-down converter module")
    s.add_page()
    s.title_block(
        "UDB-2405 / UDB-2405U",
        "24 V / 12 V to 5 V, 2 A Automotive Step-Down Converter Module",
        "Wide input 8 " + ELL + " 36 V  |  load-dump rated  |  potted aluminium case (UDB-2405) "
        "or dual USB-A outlet (UDB-2405U)  |  Rev. C, 2024-03",
        19,
    )

    def features() -> None:
        s.heading("\u22c6 1. Features", 9.5)
        s.bullets(
            [
                "8 " + ELL + " 36 V input for 12 V and 24 V vehicle systems",
                "Survives ISO 16750-2 load dump (test B, 24 V system): 60 V for 400 ms",
                "Reverse-polarity protection to " + MINUS + "36 V (UDB-2405 only)",
                "Synchronous buck, 400 kHz, up to 91 % efficiency",
                "5 V, 2 A continuous; hiccup short-circuit protection",
                "Over-temperature shutdown at 150 " + DEG + " (IC junction)",
                "EN input for ignition (ACC) control",
            ],
            7.4,
            "\u25aa",
        )

    def applications() -> None:
        s.heading("\u22c6 2. Applications", 9.5)
        s.bullets(
            [
                "Dash cameras, GPS trackers, telematics boxes",
                "USB charging in trucks, buses and agricultural machines",
                "5 V rails for single-board computers in vehicles",
            ],
            7.4,
            "\u25aa",
        )
        s.para(
            "The UDB-2405 is fully potted in an aluminium case with four flying leads. The "
            "UDB-2405U has the same converter with a dual USB-A outlet; its data lines are "
            "shorted (BC1.2 dedicated charging port).",
            7.4,
        )

    s.side_by_side(features, applications, 270, 14)
    s.heading("\u22c6 3. Absolute maximum ratings", 9.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("Condition", 130),
            Col("UDB-2405", 80, "C"),
            Col("UDB-2405U", 80, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Input voltage", "continuous", "40", "40", "V"],
            ["Input voltage, load dump", "pulse " + LE + " 400 ms", "60", "60", "V"],
            ["Reverse input voltage", "continuous", MINUS + "36", "not protected", "V"],
            ["EN pin voltage", "", MINUS + "0.3 " + ELL + " 40", MINUS + "0.3 " + ELL + " 40", "V"],
            ["Storage temperature", "", MINUS + "40 " + ELL + " +105", MINUS + "40 " + ELL + " +105", DEG],
        ],
        7.3,
    )
    s.heading(
        "\u22c6 4. Electrical characteristics (TA = 25 " + DEG + ", VIN = 24 V unless noted)", 9.5
    )
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 50, "C"),
            Col("Conditions", 150),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 63, "C"),
        ],
        [
            ["Input voltage range", "V_{IN}", "operating", "8", "24", "36", "V"],
            ["Start-up voltage", "V_{IN(ON)}", "VIN rising", "", "7.2", "7.6", "V"],
            ["Shutdown voltage", "V_{IN(OFF)}", "VIN falling", "6.1", "6.5", "", "V"],
            [
                "Output voltage",
                "V_{OUT}",
                "UDB-2405, IOUT = 0 " + ELL + " 2 A\nUDB-2405U, at USB socket",
                "4.90\n4.95",
                "5.00\n5.10",
                "5.10\n5.25",
                "V",
            ],
            [
                "Output current,\ncontinuous",
                "I_{OUT}",
                "TA " + LE + " +60 " + DEG + "\nTA = +85 " + DEG,
                "",
                "",
                "2.0\n1.5",
                "A",
            ],
            ["Current limit", "I_{LIM}", "hiccup above", "2.4", "2.8", "3.3", "A"],
            [
                "No-load input\ncurrent",
                "I_{Q}",
                "VIN = 12 V, IOUT = 0\nVIN = 24 V, IOUT = 0",
                "",
                "4.5\n6.0",
                "7\n9",
                "mA",
            ],
            ["Shutdown input current", "I_{SD}", "EN = 0 V", "", "25", "45", MU + "A"],
            [
                "Efficiency",
                "\u03b7",
                "VIN = 12 V, IOUT = 2 A\nVIN = 24 V, IOUT = 2 A",
                "",
                "91\n88",
                "",
                "%",
            ],
            ["Output ripple", "", "20 MHz BW, IOUT = 2 A", "", "30", "60", "mVpp"],
            ["Load regulation", "", "IOUT = 0.1 " + ELL + " 2 A", "", PM + "0.5", PM + "1.5", "%"],
            ["Switching frequency", "f_{SW}", "", "360", "400", "440", "kHz"],
            ["EN threshold", "V_{EN}", "on\noff", "2.0\n", "", "\n0.8", "V"],
        ],
        7.2,
    )

    s.add_page()
    s.heading("\u22c6 5. Environmental and mechanical data", 9.5)
    s.table(
        [Col("Item", 170), Col("UDB-2405", 165, "C"), Col("UDB-2405U", 164, "C")],
        [
            ["Operating temperature", MINUS + "40 " + ELL + " +85 " + DEG + " (derating above +60 " + DEG + ")", MINUS + "40 " + ELL + " +85 " + DEG + " (derating above +60 " + DEG + ")"],
            ["Ingress protection", "IP67 (potted)", "IP40 (USB outlet open)"],
            ["Case", "aluminium, black anodised", "ABS, black"],
            ["Dimensions", "62 x 38 x 18 mm", "70 x 40 x 24 mm"],
            ["Weight", "58 g", "46 g"],
            ["Connections", "4 leads, 18 AWG, 30 cm", "2 leads, 18 AWG, 30 cm + 2 x USB-A"],
            ["Mounting", "2 x M4 flange", "double-sided tape or 2 x M3"],
        ],
        7.3,
    )
    s.heading("\u22c6 6. Wiring", 9.5)
    s.table(
        [Col("Lead / socket", 120), Col("Colour", 110, "C"), Col("Function", 269)],
        [
            ["VIN+", "red", "battery +, through a 3 A fuse (12 V) or 2 A fuse (24 V)"],
            ["GND", "black", "chassis / battery " + MINUS + "; common with output GND"],
            ["EN", "yellow", "ignition (ACC); leave open or tie to VIN+ for always on"],
            ["VOUT", "red / white", "5 V out (UDB-2405 only)"],
            ["GND OUT", "black / white", "0 V out (UDB-2405 only)"],
            ["USB1, USB2", DASH, "UDB-2405U: 5 V out, 2.0 A for both sockets together"],
        ],
        7.3,
    )
    s.heading("\u22c6 7. Application notes", 9.5)
    s.bullets(
        [
            "Engine cranking: the output stays in regulation as long as VIN stays above the "
            "shutdown voltage (6.5 V typ.). Deep cranking dips on 12 V systems can restart "
            "the load.",
            "The output is not isolated: input GND and output GND are the same node.",
            "Do not connect the outputs of two modules in parallel.",
            "The UDB-2405U has no reverse-polarity protection: check the polarity before "
            "connecting it to the battery.",
            "For 48 V systems use the UDB-4805 (separate data sheet).",
        ],
        7.4,
        "\u25aa",
    )
    s.heading("\u22c6 8. Ordering information", 9.5)
    s.table(
        [Col("Order code", 130), Col("Output", 140, "C"), Col("Leads", 110, "C"), Col("MOQ", 119, "C")],
        [
            ["UDB-2405-L30", "5 V / 2 A leads", "30 cm", "10 pcs"],
            ["UDB-2405-L100", "5 V / 2 A leads", "100 cm", "10 pcs"],
            ["UDB-2405U-2A", "2 x USB-A, 2 A total", "30 cm", "20 pcs"],
        ],
        7.3,
    )
    revision_table(
        s,
        [
            ["2022-11-08", "A", "Initial release"],
            ["2023-06-21", "B", "UDB-2405U added"],
            ["2024-03-14", "C", "Output current at +85 " + DEG + "; load-dump rating per ISO 16750-2"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "udb-2405.pdf")


# ------------------------------------------------ 3.3 V PDM MEMS microphone (Bergen)
def emq4731(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="V\u00c5GEN ACOUSTICS",
        header_right="EMQ-4731 Data Sheet v1.4",
        footer_left="V\u00e5gen Acoustics AS  -  Bryggen, Bergen, Norway  -  EMQ-4731 Product "
        "Data Sheet v1.4, May 2024",
        footer_right="Sheet {page}/{nb}",
        rule_color=(70, 82, 98),
        table_fill=None,
        accent=(30, 60, 110),
        grid=False,
    )
    s = Sheet(style, "EMQ-4731 digital MEMS microphone with PDM output")
    s.add_page()
    s.title_block(
        "EMQ-4731",
        "Digital MEMS Microphone with PDM Output - High SNR, Low-Power Mode",
        "Top-port EMQ-4731-T  |  Bottom-port EMQ-4731-B  |  3.50 x 2.65 x 0.98 mm LGA-5  |  "
        "Data Sheet v1.4",
        22,
    )

    def description() -> None:
        s.heading("1 / Description", 10.5)
        s.para(
            "The EMQ-4731 is an omnidirectional MEMS microphone with a pulse-density-modulated "
            "(PDM) output. A capacitive MEMS sensor, a low-noise preamplifier and a fourth-order "
            "sigma-delta modulator share one small LGA package. The clock from the host sets "
            "the mode: standard, low-power or sleep.",
            8.0,
        )
        s.para(
            "Two microphones can share one clock and one data line for stereo; the SELECT pin "
            "chooses the clock edge on which a microphone drives DATA.",
            8.0,
        )

    def features() -> None:
        s.heading("Features", 10.5)
        s.bullets(
            [
                "64 dB(A) SNR (EMQ-4731-B: 65 dB(A))",
                "-26 dBFS sensitivity, +/-1 dB",
                "122 dB SPL acoustic overload point (-T)",
                "Standard mode 1.0 - 3.3 MHz clock",
                "Low-power mode 0.35 - 0.85 MHz clock",
                "650 \u00b5A standard, 230 \u00b5A low-power",
                "Stereo on one data line",
                "Lead-free reflow, 260 \u00b0C",
            ],
            8.0,
        )

    s.side_by_side(description, features, 290, 16)
    s.heading("2 / Acoustic characteristics", 10.5, rule=True)
    s.caption("T 1.  Acoustic data (VDD = 3.3 V, fCLK = 2.4 MHz, 25 \u00b0C, 94 dB SPL at 1 kHz)")
    s.table(
        [
            Col("Parameter", 110),
            Col("Conditions", 113),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Unit", 48, "C"),
        ],
        [
            ["Directivity", "", "", "omni", "", "", "omni", "", ""],
            ["Sensitivity", "94 dB SPL, 1 kHz", "-27", "-26", "-25", "-27", "-26", "-25", "dBFS"],
            ["Signal-to-noise ratio", "20 Hz - 20 kHz, A-wtd", "", "64", "", "", "65", "", "dB(A)"],
            ["Total harmonic distortion", "94 dB SPL", "", "0.2", "0.5", "", "0.2", "0.5", "%"],
            ["Acoustic overload point", "10 % THD", "", "122", "", "", "120", "", "dB SPL"],
            ["Power supply rejection", "217 Hz, 100 mVpp", "", "-90", "", "", "-90", "", "dBFS(A)"],
            ["Low-frequency roll-off", "-3 dB", "", "35", "", "", "40", "", "Hz"],
            ["Resonance peak", "", "", "22", "", "", "18", "", "kHz"],
        ],
        7.3,
        head_rows=[["", "", "EMQ-4731-T", "<", "<", "EMQ-4731-B", "<", "<", ""]],
    )
    s.heading("3 / Electrical characteristics", 10.5, rule=True)
    s.caption("T 2.  Electrical data (VDD = 3.3 V, 25 \u00b0C, no load on DATA unless noted)")
    s.table(
        [
            Col("Parameter", 100),
            Col("Symbol", 44, "C"),
            Col("Conditions", 161),
            Col("Min", 46, "C"),
            Col("Typ", 46, "C"),
            Col("Max", 46, "C"),
            Col("Unit", 56, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "", "2.2", "3.3", "3.6", "V"],
            [
                "Supply current",
                "I_{DD}",
                "standard mode, fCLK = 2.4 MHz\nlow-power mode, fCLK = 768 kHz\n"
                "sleep mode, fCLK < 250 kHz",
                "",
                "650\n230\n12",
                "780\n280\n20",
                "\u00b5A",
            ],
            ["Clock frequency", "f_{CLK}", "standard mode\nlow-power mode", "1.0\n0.35", "2.4\n0.768", "3.3\n0.85", "MHz"],
            ["Clock duty cycle", "", "", "40", "", "60", "%"],
            [
                "Start-up time",
                "t_{START}",
                "VDD and CLK applied, standard mode\nVDD and CLK applied, low-power mode",
                "",
                "",
                "10\n20",
                "ms",
            ],
            ["Mode-change time", "", "between standard and low-power", "", "", "10", "ms"],
            ["Input high level", "V_{IH}", "CLK, SELECT", "0.65 x VDD", "", "VDD + 0.3", "V"],
            ["Input low level", "V_{IL}", "CLK, SELECT", "-0.3", "", "0.35 x VDD", "V"],
            ["Output low level", "V_{OL}", "DATA, IOUT = 2 mA", "", "", "0.3", "V"],
            ["DATA load capacitance", "C_{LOAD}", "", "", "", "100", "pF"],
        ],
        7.3,
    )

    s.add_page()
    s.heading("4 / Absolute maximum ratings", 10.5, rule=True)
    s.caption("T 3.  Stresses beyond these values may damage the device")
    s.table(
        [Col("Parameter", 260), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 99, "C")],
        [
            ["Supply voltage VDD", "-0.3", "4.0", "V"],
            ["CLK, SELECT, DATA", "-0.3", "VDD + 0.3", "V"],
            ["Storage temperature", "-40", "+100", "\u00b0C"],
            ["Mechanical shock", "", "10 000", "g"],
            ["ESD, HBM, all pins", "", "2", "kV"],
        ],
        7.3,
    )
    s.heading("5 / Operating conditions", 10.5, rule=True)
    s.para(
        "Operating temperature range: -40 \u00b0C to +85 \u00b0C. All specifications apply "
        "from 2.2 V to 3.6 V unless a table states otherwise. Supplies below 2.2 V (1.8 V "
        "rails) are not supported.",
        8.0,
    )
    s.heading("6 / Pin functions", 10.5, rule=True)
    s.caption("T 4.  Pads (bottom view)")
    s.table(
        [Col("Pad", 50, "C"), Col("Name", 80, "C"), Col("Function", 369)],
        [
            ["1", "DATA", "PDM data output, tri-stated in the other half clock cycle"],
            ["2", "SELECT", "Channel select: GND = data valid after the falling edge (left), VDD = after the rising edge (right)"],
            ["3", "GND", "Ground, connect to the PCB ground plane"],
            ["4", "CLK", "Clock input from the host"],
            ["5", "VDD", "Supply, 0.1 \u00b5F decoupling capacitor close to the pad"],
        ],
        7.2,
    )
    s.heading("7 / Application information", 10.5, rule=True)
    s.bullets(
        [
            "Stereo: two microphones share CLK and DATA. Tie SELECT of the left microphone to "
            "GND and SELECT of the right microphone to VDD.",
            "Host: connect DATA and CLK to a PDM input (for example the ESP32 I2S peripheral "
            "in PDM RX mode, an nRF52 PDM block or an STM32 DFSDM). The EMQ-4731 is not an "
            "I\u00b2S microphone and cannot be read by a plain I\u00b2S receiver.",
            "Logic levels: CLK and SELECT are referenced to VDD and are not 5 V tolerant. "
            "Drive them from a host that runs from the same supply as the microphone.",
            "Keep the DATA trace short: the output is specified for a load of 100 pF at most.",
            "Sleep: stop the clock or slow it below 250 kHz; DATA goes high-impedance.",
        ],
        7.8,
    )
    s.heading("8 / Soldering", 10.5, rule=True)
    s.caption("T 5.  Reflow profile (J-STD-020)")
    s.table(
        [Col("Stage", 200), Col("Value", 150, "C"), Col("Unit", 149, "C")],
        [
            ["Peak package body temperature", "260", "\u00b0C"],
            ["Time above 217 \u00b0C", "60 - 150", "s"],
            ["Time within 5 \u00b0C of peak", "30", "s"],
            ["Maximum reflow cycles", "3", "-"],
        ],
        7.2,
    )
    s.heading("9 / Ordering information", 10.5, rule=True)
    s.table(
        [Col("Order code", 150), Col("Port", 110, "C"), Col("Packing", 239, "C")],
        [
            ["EMQ-4731-T-TR", "top", "reel, 5000 pcs"],
            ["EMQ-4731-B-TR", "bottom", "reel, 5000 pcs"],
            ["EMQ-4731-B-EVB", "bottom", "flex evaluation board, 1 pc"],
        ],
        7.2,
    )
    return save(s, out / "emq-4731.pdf")
