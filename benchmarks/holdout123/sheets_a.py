"""Hold-out 123 datasheets, part 1: a rain / leaf-wetness sensor board, a 12-bit 8-channel
SPI ADC IC, a 12 V to 5 V car-adapter module and a sensorless BLDC fan controller board.

A Cuenca (Ecuador) maker-store "Hoja técnica" in Spanish and English ("⬢" heads, two-line
bilingual row names, version columns for the rain and leaf plates, supply current and AO
range stacked per VCC, FAQ, prices in US$), a Tromsø (Norway) analog-IC house data sheet
(letter heads "A", "B" ..., "Tab. Xn" captions above the tables, accuracy in column
groups per grade, sample rate, clock and current stacked per VDD, pin, control-bit and
timing tables as decoys), a Guadalajara (Mexico) maker-store sheet ("➔" heads, column
groups per version, output current stacked per input voltage, FAQ, prices in MXN) and a
Changwon (Korea) motor-control house product specification ("◼ n." heads, "[Table n-m]"
captions, absolute maximum vs recommended rows in column groups per version, "(Remark n)"
notes).
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
ELL = "\u2026"
SQ = "\u00b2"
ARROW = "\u2192"
TIMES = "\u00d7"
HEX = "\u2b22"  # ⬢
RARR = "\u2794"  # ➔
BOX = "\u25fc"  # ◼


# ------------------------------------------- rain / leaf-wetness sensor board (Cuenca)
def llu21(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="ELECTRÓNICA TOMEBAMBA  \u00b7  Cuenca, Ecuador",
        header_right="LLU-21R / LLU-21H  \u00b7  Hoja técnica / Datasheet",
        footer_left="Electrónica Tomebamba Cía. Ltda.  \u00b7  Calle Larga 7-44 y Borrero, Cuenca, "
        "Ecuador  \u00b7  RUC 0190347712001",
        footer_right="Hoja técnica \u00b7 {page} de {nb}",
        rule_color=(110, 70, 40),
        table_fill=(250, 244, 228),
        accent=(110, 70, 40),
        grid=True,
    )
    s = Sheet(style, "LLU-21R / LLU-21H rain and leaf-wetness sensor board")
    s.add_page()
    s.title_block(
        "LLU-21R / LLU-21H",
        "Sensor de lluvia y de humedad foliar con comparador / Rain and leaf-wetness sensor "
        "board with comparator",
        "Placa sensora + módulo comparador LLU-21C  \u00b7  salida analógica AO y digital DO / "
        "analog AO and digital DO outputs  \u00b7  Precios en US$ con IVA 15 %",
        20,
    )

    def descripcion() -> None:
        s.heading(HEX + " Descripción / Description", 10.5)
        s.para(
            "Una placa sensora con pistas entrelazadas detecta el agua; el módulo LLU-21C "
            "convierte la resistencia de la placa en una tensión (AO) y, con un comparador y un "
            "potenciómetro, en una salida digital (DO). "
            "A sensing plate with interleaved traces detects water; the LLU-21C board turns "
            "the plate resistance into a voltage (AO) and, through a comparator and a trimmer, "
            "into a digital output (DO). The LLU-21R plate is for rain on roofs, windows and "
            "awnings; the LLU-21H leaf-shaped plate imitates a leaf for crop-disease models "
            "in orchards and greenhouses.",
            8.0,
        )

    def incluye() -> None:
        s.heading(HEX + " Incluye / In the box", 10.5)
        s.bullets(
            [
                "Placa sensora / sensing plate (R o / or H)",
                "Módulo comparador / comparator board LLU-21C",
                "Cable placa-módulo / plate-to-board cable",
                "4 cables Dupont hembra-hembra / 4 female Dupont wires",
            ],
            7.8,
            "\u2013",
        )

    s.side_by_side(descripcion, incluye, 300, 16)
    s.heading(HEX + " Versiones / Versions", 10.5, rule=True)
    s.table(
        [
            Col("Característica / Feature", 186),
            Col("LLU-21R", 104, "C"),
            Col("LLU-21H", 104, "C"),
            Col("Nota / Note", 105, "C"),
        ],
        [
            [
                "Placa sensora /\nSensing plate",
                "54 x 40 mm, FR-4,\nníquel / nickel",
                "80 x 30 mm, hoja / leaf,\noro / ENIG",
                "",
            ],
            ["Área activa / Active area", "19 cm" + SQ, "18 cm" + SQ, ""],
            ["Cable placa-módulo /\nPlate-to-board cable", "20 cm", "1.5 m", "Dupont / JST-PH"],
            [
                "Temperatura de operación, placa /\nOperating temperature, plate",
                "-30 " + ELL + " +85 " + DEG,
                "-40 " + ELL + " +85 " + DEG,
                "sólo la placa /\nplate only",
            ],
            [
                "Resistencia de la placa, seca /\nPlate resistance, dry",
                "> 20 M" + OHM,
                "> 50 M" + OHM,
                "",
            ],
            [
                "AO con placa seca, VCC = 5 V /\nAO with dry plate, VCC = 5 V",
                "4.8 V",
                "4.9 V",
                "típ. / typ.",
            ],
            [
                "AO con placa mojada, VCC = 5 V /\nAO with wet plate, VCC = 5 V",
                "0.9 V",
                "1.6 V",
                "típ., placa cubierta /\ntyp., plate covered",
            ],
            ["Precio / Price (US$, IVA incl.)", "3.50", "6.90", "kit completo / full kit"],
        ],
        7.6,
        head_rows=[["", "Versión / Version", "<", ""]],
    )
    s.heading(
        HEX + " Características eléctricas / Electrical characteristics (módulo / board LLU-21C, "
        "Ta = 25 " + DEG + ")",
        10.5,
        rule=True,
    )
    s.table(
        [
            Col("Parámetro / Parameter", 150),
            Col("Símbolo", 38, "C"),
            Col("Condiciones / Conditions", 150),
            Col("Mín.", 36, "C"),
            Col("Típ.", 36, "C"),
            Col("Máx.", 36, "C"),
            Col("Unidad", 53, "C"),
        ],
        [
            ["Tensión de alimentación /\nSupply voltage", "V_{CC}", "", "3.0", "5.0", "5.5", "V"],
            [
                "Corriente de alimentación /\nSupply current",
                "I_{CC}",
                "VCC = 3.3 V, DO alto / DO high\nVCC = 5.0 V, DO alto / DO high",
                "",
                "2.1\n3.4",
                "3.0\n4.5",
                "mA",
            ],
            [
                "Corriente con LED DO encendido /\nCurrent with DO LED on",
                "I_{CC}",
                "VCC = 5.0 V, placa mojada / wet plate",
                "",
                "6.2",
                "8.0",
                "mA",
            ],
            [
                "Rango de la salida AO /\nAO output range",
                "V_{AO}",
                "VCC = 3.3 V\nVCC = 5.0 V",
                "0.2\n0.3",
                "",
                "3.2\n4.9",
                "V",
            ],
            [
                "Impedancia de salida AO /\nAO output impedance",
                "R_{AO}",
                "",
                "",
                "10",
                "",
                "k" + OHM,
            ],
            [
                "Umbral DO (potenciómetro) /\nDO threshold (trimmer)",
                "V_{TH}",
                "VCC = 5.0 V",
                "0.5",
                "",
                "4.5",
                "V",
            ],
            ["Histéresis / Hysteresis", "V_{HYS}", "", "", "40", "", "mV"],
            [
                "Salida DO, nivel bajo /\nDO output low",
                "V_{OL}",
                "I_{OL} = 4 mA",
                "",
                "",
                "0.4",
                "V",
            ],
            ["Corriente de sumidero DO /\nDO sink current", "I_{OL}", "", "", "", "15", "mA"],
            [
                "Pull-up de DO /\nDO pull-up resistor",
                "R_{PU}",
                "a VCC / to VCC",
                "",
                "10",
                "",
                "k" + OHM,
            ],
            [
                "Tiempo de respuesta DO /\nDO response time",
                "t_{R}",
                "gota sobre placa seca /\ndrop on a dry plate",
                "",
                "0.2",
                "1",
                "s",
            ],
        ],
        7.4,
    )

    s.add_page()
    s.heading(HEX + " Valores máximos absolutos / Absolute maximum ratings", 10.5, rule=True)
    s.table(
        [Col("Parámetro / Parameter", 260), Col("Valor / Value", 150, "C"), Col("Unidad", 89, "C")],
        [
            ["Tensión de alimentación / Supply voltage VCC", "-0.3 " + ELL + " 6.0", "V"],
            ["Tensión en DO y AO / Voltage on DO and AO", "-0.3 " + ELL + " VCC + 0.3", "V"],
            ["Corriente en DO / DO current", "20", "mA"],
            ["Temperatura de almacenamiento / Storage temperature", "-40 " + ELL + " +85", DEG],
        ],
        7.6,
    )
    s.heading(
        HEX + " Condiciones de operación del módulo / Board operating conditions (LLU-21C)",
        10.5,
        rule=True,
    )
    s.table(
        [
            Col("Parámetro / Parameter", 260),
            Col("Mín.", 60, "C"),
            Col("Máx.", 60, "C"),
            Col("Unidad", 119, "C"),
        ],
        [
            ["Temperatura de operación / Operating temperature", "-20", "+60", DEG],
            ["Humedad, sin condensación / Humidity, non-condensing", "10", "90", "%RH"],
        ],
        7.6,
    )
    s.heading(HEX + " Conexiones / Connections", 10.5, rule=True)
    s.table(
        [Col("Conector / Connector", 110), Col("Pin", 50, "C"), Col("Función / Function", 339)],
        [
            ["J1 (4 pines / pins)", "1  VCC", "Alimentación / supply 3.0 " + ELL + " 5.5 V"],
            ["", "2  GND", "Tierra / ground"],
            ["", "3  DO", "Salida digital, BAJA con agua / digital out, LOW when wet"],
            ["", "4  AO", "Salida analógica, baja con agua / analog out, lower when wet"],
            [
                "J2 (2 pines / pins)",
                "1, 2",
                "Placa sensora (sin polaridad) / sensing plate (no polarity)",
            ],
            [
                "LED",
                "PWR / DO",
                "Rojo: alimentación; verde: DO activo (agua) / red: power; green: DO active",
            ],
        ],
        7.6,
    )
    s.heading(HEX + " Notas de uso / Application notes", 10.5, rule=True)
    s.bullets(
        [
            "Electrólisis / Electrolysis: con tensión continua las pistas se corroen en semanas. "
            "Alimente VCC desde un pin GPIO sólo durante la lectura. Power the board from a GPIO "
            "pin only while reading; AO and DO are valid 10 ms after VCC is applied.",
            "DO es BAJO con la placa mojada y ALTO con la placa seca. DO is LOW when the plate is "
            "wet and HIGH when it is dry; it is an open-collector output with a 10 k"
            + OHM
            + " pull-up to VCC.",
            "LLU-21H: monte la hoja a 45"
            + "\u00b0"
            + " entre el follaje. Mount the leaf plate at 45"
            + "\u00b0"
            + " inside the canopy, facing north (southern hemisphere: south).",
        ],
        7.6,
        "\u25aa",
    )
    s.heading(HEX + " Preguntas frecuentes / FAQ", 10.5, rule=True)
    faq = [
        (
            "¿Funciona con ESP32? / Does it work with an ESP32?",
            "Sí, con VCC desde el pin 3V3. Yes, with VCC from the 3V3 pin: AO then stays below "
            "3.2 V. Powered from 5 V, AO reaches 4.9 V, more than an ESP32 ADC pin may see, and "
            "DO is pulled up to 5 V.",
        ),
        (
            "¿Puedo alimentarlo desde un pin digital del Arduino? / Can I power it from an "
            "Arduino digital pin?",
            "Sí. Yes: the LLU-21C draws at most 8.0 mA, well under the 20 mA we recommend per "
            "Arduino Uno pin.",
        ),
        (
            "¿Mide cuántos milímetros llueve? / Does it measure rainfall in mm?",
            "No. Detecta agua sobre la placa; no es un pluviómetro. It detects water on the plate; "
            "it is not a rain gauge.",
        ),
        (
            "¿Puede el módulo quedar a la intemperie? / Can the comparator board stay outdoors?",
            "No. Sólo la placa sensora es para la lluvia. Only the sensing plate is made for rain: "
            "keep the LLU-21C board in a box, out of the rain, within -20 "
            + ELL
            + " +60 "
            + DEG
            + ".",
        ),
    ]
    for question, answer in faq:
        s.para("P / Q: " + question, 7.8, bold=True)
        s.para("R / A: " + answer, 7.8)
    s.heading(HEX + " Pedidos / Ordering", 10.5, rule=True)
    s.table(
        [Col("Código / Code", 90), Col("Descripción / Description", 329), Col("US$", 80, "C")],
        [
            ["ET-LLU21R", "Kit lluvia: placa LLU-21R + módulo LLU-21C + cable 20 cm", "3.50"],
            ["ET-LLU21H", "Kit hoja: placa LLU-21H + módulo LLU-21C + cable 1.5 m", "6.90"],
            ["ET-LLU21C", "Módulo comparador LLU-21C solo / board only", "1.80"],
            ["ET-LLU21R-10", "10 x kit lluvia / 10 x rain kit", "29.00"],
        ],
        7.6,
    )
    return save(s, out / "llu-21.pdf")


# ------------------------------------------------ 12-bit 8-channel SPI ADC IC (Tromsø)
def npa1228(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="NORDLYS HALVLEDER",
        header_right="NPA1228  \u00b7  12-bit, 8-channel SAR ADC with SPI",
        footer_left="Nordlys Halvleder AS  \u00b7  Storgata 91, 9008 Tromsø, Norway  \u00b7  "
        "Org.nr. 921 554 306  \u00b7  DS-NPA1228 v1.4",
        footer_right="side {page} av {nb}",
        rule_color=(60, 64, 72),
        table_fill=(232, 240, 248),
        accent=(60, 64, 72),
        grid=False,
    )
    s = Sheet(style, "NPA1228 12-bit 8-channel SAR ADC with SPI")
    s.add_page()
    s.title_block(
        "NPA1228",
        "12-Bit, 8-Channel Successive-Approximation ADC with SPI Serial Interface",
        "2.7 V to 5.5 V  \u00b7  100 ksps at 5 V  \u00b7  Grades A and B  \u00b7  PDIP-16, "
        "SOIC-16, TSSOP-20",
        22,
    )

    def features() -> None:
        s.heading("A   Features", 10.5)
        s.bullets(
            [
                "12-bit resolution, no missing codes",
                "8 single-ended inputs or 4 pseudo-differential pairs",
                "Up to 100 ksps at VDD = 5 V, 50 ksps at 2.7 V",
                "SPI-compatible serial interface, modes 0,0 and 1,1",
                "Single supply 2.7 V to 5.5 V",
                "400 " + MU + "A typical at 5 V and 100 ksps",
                "0.5 " + MU + "A typical standby current",
                "-40 " + DEG + " to +85 " + DEG + " ambient",
            ],
            7.8,
        )

    def applications() -> None:
        s.heading("B   Applications", 10.5)
        s.bullets(
            [
                "Sensor interfaces",
                "Battery-powered data loggers",
                "Process control and PLC analog input cards",
                "Multi-channel hobby and lab instruments",
            ],
            7.8,
        )
        s.heading("C   General description", 10.5)
        s.para(
            "The NPA1228 is a 12-bit successive-approximation ADC with an 8-channel input "
            "multiplexer and a sample-and-hold. It has no internal reference: the full scale is "
            "set by the voltage on the VREF pin. Conversion results are read over a 3-wire SPI "
            "port, MSB first. Between conversions the NPA1228 powers down automatically.",
            7.8,
        )

    s.side_by_side(features, applications, 230, 18)
    s.heading("D   Specifications", 10.5, rule=True)
    s.caption(
        "Tab. D1  Accuracy per grade (VDD = VREF = 5 V, fSAMPLE = 100 ksps, TA = -40 "
        + DEG
        + " to +85 "
        + DEG
        + ")"
    )
    s.table(
        [
            Col("Parameter", 130),
            Col("Symbol", 40, "C"),
            Col("Conditions", 95),
            Col("Min", 32, "C"),
            Col("Typ", 32, "C"),
            Col("Max", 32, "C"),
            Col("Min", 32, "C"),
            Col("Typ", 32, "C"),
            Col("Max", 32, "C"),
            Col("Unit", 42, "C"),
        ],
        [
            ["Resolution", "", "", "", "12", "", "", "12", "", "bits"],
            [
                "Integral nonlinearity",
                "INL",
                "",
                "",
                PM + "0.75",
                PM + "1",
                "",
                PM + "1",
                PM + "2",
                "LSB",
            ],
            [
                "Differential nonlinearity",
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
            ["Offset error", "", "", "", PM + "1.25", PM + "3", "", PM + "1.25", PM + "3", "LSB"],
            ["Gain error", "", "", "", PM + "1.25", PM + "3", "", PM + "1.25", PM + "5", "LSB"],
            [
                "Signal-to-noise and distortion",
                "SINAD",
                "f_{IN} = 1 kHz",
                "68",
                "72",
                "",
                "66",
                "72",
                "",
                "dB",
            ],
        ],
        7.4,
        head_rows=[["", "", "", "NPA1228A", "<", "<", "NPA1228B", "<", "<", ""]],
    )
    s.caption(
        "Tab. D2  Electrical characteristics (both grades; VDD = VREF = 5 V unless noted, TA = -40 "
        + DEG
        + " to +85 "
        + DEG
        + ", typical at 25 "
        + DEG
        + ")"
    )
    s.table(
        [
            Col("Parameter", 140),
            Col("Symbol", 50, "C"),
            Col("Conditions", 130),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Unit", 65, "C"),
        ],
        [
            ["Dynamic performance"],
            ["Sample rate", "f_{SAMPLE}", "VDD = 5.0 V\nVDD = 2.7 V", "", "", "100\n50", "ksps"],
            ["Conversion time", "t_{CONV}", "", "", "12", "", "clock cycles"],
            ["Analog inputs"],
            ["Input voltage range", "", "single-ended, CHx to VSS", "0", "", "VREF", "V"],
            ["", "", "pseudo-differential, IN+ to IN-", "0", "", "VREF", "V"],
            ["Sampling capacitance", "C_{SAMPLE}", "", "", "20", "", "pF"],
            ["Input leakage current", "", "", "", PM + "0.001", PM + "1", MU + "A"],
            ["Reference input"],
            ["Reference voltage", "V_{REF}", "", "0.25", "", "VDD", "V"],
            [
                "Reference current",
                "I_{REF}",
                "during conversion\nCS = VDD",
                "",
                "100\n0.001",
                "150\n3",
                MU + "A",
            ],
            ["Digital inputs and outputs"],
            ["High-level input voltage", "V_{IH}", "", "0.7 VDD", "", "", "V"],
            ["Low-level input voltage", "V_{IL}", "", "", "", "0.3 VDD", "V"],
            ["High-level output voltage", "V_{OH}", "I_{OH} = -1 mA", "4.1", "", "", "V"],
            ["Low-level output voltage", "V_{OL}", "I_{OL} = 1 mA", "", "", "0.4", "V"],
            [
                "Clock frequency (1)",
                "f_{CLK}",
                "VDD = 5.0 V\nVDD = 2.7 V",
                "",
                "",
                "2.0\n1.0",
                "MHz",
            ],
            ["Power requirements"],
            ["Supply voltage", "V_{DD}", "", "2.7", "", "5.5", "V"],
            [
                "Operating current",
                "I_{DD}",
                "VDD = 5.0 V, 100 ksps\nVDD = 2.7 V, 50 ksps",
                "",
                "400\n250",
                "550\n350",
                MU + "A",
            ],
            ["Standby current", "I_{DDS}", "CS = VDD = 5.0 V", "", "0.5", "2", MU + "A"],
        ],
        7.4,
    )
    s.para(
        "(1) Keep fCLK at 10 kHz or more: at lower clock rates the sample capacitor droops and "
        "linearity suffers. fSAMPLE = fCLK / 20.",
        7.2,
    )

    s.add_page()
    s.caption("Tab. D3  Absolute maximum ratings")
    s.table(
        [Col("Parameter", 300), Col("Rating", 120, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage VDD to VSS", "7.0", "V"],
            ["Any input or output to VSS", "-0.6 to VDD + 0.6", "V"],
            ["Input current into any pin (except supply)", PM + "10", "mA"],
            ["Storage temperature", "-65 to +150", DEG],
            ["Junction temperature", "+150", DEG],
            ["ESD, human body model, all pins", "4", "kV"],
        ],
        7.4,
    )
    s.caption("Tab. D4  Recommended operating conditions")
    s.table(
        [Col("Parameter", 200), Col("Min", 60, "C"), Col("Max", 60, "C"), Col("Unit", 179, "C")],
        [
            ["Supply voltage VDD", "2.7", "5.5", "V"],
            ["Reference voltage VREF", "0.25", "VDD", "V"],
            ["Ambient temperature TA", "-40", "+85", DEG],
        ],
        7.4,
    )
    s.heading("E   Pin description", 10.5, rule=True)
    s.table(
        [
            Col("PDIP / SOIC", 70, "C"),
            Col("TSSOP", 60, "C"),
            Col("Name", 70, "C"),
            Col("Function", 299),
        ],
        [
            ["1 " + ELL + " 8", "3 " + ELL + " 10", "CH0 " + ELL + " CH7", "Analog inputs"],
            ["9", "11", "DGND", "Digital ground"],
            ["10", "12", "CS/SHDN", "Chip select, low = active; high = shutdown"],
            ["11", "13", "DIN", "Serial data in (configuration bits)"],
            ["12", "14", "DOUT", "Serial data out, high impedance while CS is high"],
            ["13", "15", "CLK", "Serial clock"],
            ["14", "16", "AGND", "Analog ground"],
            ["15", "18", "VREF", "Reference input, 0.25 V to VDD"],
            ["16", "20", "VDD", "Supply, 2.7 V to 5.5 V"],
        ],
        7.4,
    )
    s.heading("F   Serial interface", 10.5, rule=True)
    s.para(
        "A conversion starts with the first rising CLK edge after CS goes low and DIN is high "
        "(start bit). The next four bits select the input. The NPA1228 samples on the following "
        "1.5 clocks, sends a null bit and then 12 data bits, MSB first.",
        7.8,
    )
    s.caption("Tab. F1  Input selection (control bits after the start bit)")
    s.table(
        [Col("SGL/DIFF", 70, "C"), Col("D2 D1 D0", 80, "C"), Col("Input", 349)],
        [
            ["1", "0 0 0 " + ELL + " 1 1 1", "single-ended CH0 " + ELL + " CH7"],
            ["0", "0 0 0", "pseudo-differential CH0 = IN+, CH1 = IN-"],
            ["0", "0 0 1", "pseudo-differential CH0 = IN-, CH1 = IN+"],
            ["0", "0 1 0 " + ELL + " 1 1 1", "pairs CH2/CH3, CH4/CH5, CH6/CH7 likewise"],
        ],
        7.4,
    )
    s.caption("Tab. F2  Timing (VDD = 5 V)")
    s.table(
        [
            Col("Parameter", 230),
            Col("Symbol", 70, "C"),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Clock high time / low time", "t_{HI}, t_{LO}", "250", "", "ns"],
            ["CS fall to first rising CLK edge", "t_{SUCS}", "100", "", "ns"],
            ["DIN setup / hold", "t_{SU}, t_{HD}", "50", "", "ns"],
            ["CLK fall to output data valid", "t_{DO}", "", "200", "ns"],
            ["CS disable time", "t_{CSH}", "500", "", "ns"],
        ],
        7.4,
    )
    s.heading("G   Application information", 10.5, rule=True)
    s.bullets(
        [
            "3.3 V hosts: run VDD from 3.3 V. At VDD = 5 V the digital inputs need at least "
            "3.5 V (0.7 " + TIMES + " VDD), more than a 3.3 V SPI master drives, and DOUT swings "
            "to 5 V.",
            "Full scale is VREF, and VREF can be no higher than VDD: the largest input the "
            "NPA1228 converts is 5.5 V. Scale 0-10 V and 4-20 mA signals down first.",
            "Source impedance: the allowed source impedance depends on the clock rate; see "
            "application note AN-1228-03.",
            "The NPA1228 can share an SPI bus with other devices: DOUT is high impedance while CS "
            "is high.",
        ],
        7.6,
        "\u2013",
    )
    s.caption("Tab. G1  Ordering information")
    s.table(
        [
            Col("Order code", 110),
            Col("Grade", 60, "C"),
            Col("Package", 110, "C"),
            Col("Delivery", 219),
        ],
        [
            ["NPA1228A-P", "A", "PDIP-16", "tube, 25 pcs"],
            ["NPA1228A-S", "A", "SOIC-16", "tube, 50 pcs"],
            ["NPA1228B-P", "B", "PDIP-16", "tube, 25 pcs"],
            ["NPA1228B-S", "B", "SOIC-16", "tube, 50 pcs"],
            ["NPA1228B-T-R", "B", "TSSOP-20", "tape and reel, 2500 pcs"],
        ],
        7.4,
    )
    s.para(
        "DS-NPA1228 v1.4 (2024-04-18): TSSOP pin numbers corrected; application information added.",
        7.0,
    )
    return save(s, out / "npa1228.pdf")


# ------------------------------------------------ 12 V to 5 V car-adapter module (Guadalajara)
def cvr1205(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="VOLTIQUE OCCIDENTE  \u00b7  Guadalajara",
        header_right="CVR-1205 / -1205U / -1205H  \u00b7  Hoja técnica",
        footer_left="Voltique Occidente S.A. de C.V.  \u00b7  Av. López Mateos Sur 2077, Guadalajara, "
        "Jal., México  \u00b7  RFC VOC180522KT4",
        footer_right="HOJA {page} DE {nb}",
        rule_color=(190, 40, 30),
        table_fill=None,
        accent=(190, 40, 30),
        grid=False,
    )
    s = Sheet(style, "CVR-1205 12 V to 5 V car step-down converter module")
    s.add_page()
    s.title_block(
        "CVR-1205 \u00b7 CVR-1205U \u00b7 CVR-1205H",
        "Convertidor reductor para auto / 12 V " + ARROW + " 5 V car step-down converter module",
        "Precios en MXN con IVA (16 %)  \u00b7  Envíos a todo México  \u00b7  Garantía 6 meses",
        19,
    )

    def overview() -> None:
        s.heading(RARR + " Overview", 10)
        s.para(
            "A synchronous buck converter that turns the 12 V (or 24 V) of a car, van or boat "
            "into a steady 5 V for dash cams, GPS trackers, Raspberry Pi and Arduino projects "
            "and phones. The CVR-1205 has screw terminals and an EN pin; the CVR-1205U has two "
            "USB-A ports instead; the CVR-1205H is the high-current version with an aluminium "
            "heat sink.",
            7.8,
        )

    def box() -> None:
        s.heading(RARR + " En la caja / In the box", 10)
        s.bullets(
            [
                "1 x módulo / module",
                "CVR-1205H: heat sink, thermal pad, 2 x M2 screws",
                "Heat-shrink sleeve (CVR-1205, -1205U)",
            ],
            7.8,
            "\u25b8",
        )

    s.side_by_side(overview, box, 300, 16)
    s.heading(RARR + " Specifications", 10, rule=True)
    s.table(
        [
            Col("Item", 160),
            Col("CVR-1205", 90, "C"),
            Col("CVR-1205U", 90, "C"),
            Col("CVR-1205H", 90, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            [
                "Input voltage",
                "8 " + NDASH + " 32",
                "8 " + NDASH + " 32",
                "9 " + NDASH + " 24",
                "V DC",
            ],
            ["Output voltage", "5.1", "5.1", "5.1", "V"],
            ["Load regulation, 0 " + ARROW + " full load", PM + "1", PM + "1", PM + "1.5", "%"],
            [
                "Continuous output current",
                "3.0",
                "2.4 per port\n3.0 total",
                "5.0 (1)",
                "A",
            ],
            ["Peak output current, 10 s", "4.0", "3.4", "6.5", "A"],
            ["Output connection", "screw terminal", "2 x USB-A", "screw + XT30", ""],
            ["No-load input current, Vin = 12 V", "9", "14", "12", "mA"],
            ["Standby current, EN = low", "45", "no EN pin", "60", MU + "A"],
            ["Switching frequency", "340", "340", "180", "kHz"],
            ["Output ripple, full load", "60", "60", "80", "mVpp"],
            ["Efficiency, 12 V in, full load", "92", "90", "93", "%"],
            ["Reverse-polarity protection", "no", "yes (diode)", "no", ""],
            [
                "Operating temperature",
                "-25 " + NDASH + " +70",
                "-25 " + NDASH + " +70",
                "-25 " + NDASH + " +55 (2)",
                DEG,
            ],
            ["Size (L x W x H)", "46 x 27 x 12", "52 x 30 x 16", "60 x 40 x 22", "mm"],
        ],
        7.6,
        head_rows=[["", "Versión / Version", "<", "<", ""]],
    )
    s.para(
        "(1) With the supplied heat sink and 1 m/s air flow; without the heat sink the CVR-1205H "
        "delivers 3.5 A continuous.  (2) At a full 5 A load; at 3.5 A the CVR-1205H runs to +70 "
        + DEG
        + " like the other versions.",
        7.2,
    )
    s.heading(RARR + " Output current vs input voltage", 10, rule=True)
    s.table(
        [
            Col("Input voltage", 110, "C"),
            Col("CVR-1205", 90, "C"),
            Col("CVR-1205U (total)", 100, "C"),
            Col("CVR-1205H", 90, "C"),
            Col("Efficiency (CVR-1205)", 109, "C"),
        ],
        [
            ["8 V", "2.0 A", "2.0 A", DASH, "94 %"],
            ["9 V", "2.5 A", "2.5 A", "3.5 A", "93 %"],
            ["12 V", "3.0 A", "3.0 A", "5.0 A", "92 %"],
            ["24 V", "3.0 A", "3.0 A", "5.0 A", "88 %"],
            ["32 V", "2.5 A", "2.5 A", DASH, "85 %"],
        ],
        7.6,
    )
    s.para(
        "Measured at 25 " + DEG + " on our bench, CVR-1205H with heat sink. Below 9 V the "
        "converter runs in dropout and the output current is limited to keep the inductor cool.",
        7.2,
    )

    s.add_page()
    s.heading(RARR + " Absolute maximum ratings / Valores máximos", 10, rule=True)
    s.table(
        [
            Col("Item", 250),
            Col("CVR-1205 / -1205U", 90, "C"),
            Col("CVR-1205H", 90, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Input voltage, continuous", "36", "28", "V"],
            ["Input transient, load dump (400 ms, clamped by TVS)", "40", "40", "V"],
            ["EN pin voltage", "0 " + NDASH + " Vin", "0 " + NDASH + " Vin", "V"],
            ["Storage temperature", "-40 " + NDASH + " +85", "-40 " + NDASH + " +85", DEG],
        ],
        7.6,
    )
    s.heading(RARR + " Protections", 10, rule=True)
    s.bullets(
        [
            "Undervoltage lockout: starts at 7.2 V input, stops below 6.5 V.",
            "Short circuit: hiccup mode, restarts by itself when the short is removed.",
            "Thermal shutdown of the regulator IC at 160 " + DEG + ", restart at 140 " + DEG + ".",
            "There is no output over-voltage protection.",
            "Reverse polarity: only the CVR-1205U has a series diode (costs about 0.4 V of "
            "headroom). A reversed input destroys the CVR-1205 and CVR-1205H.",
        ],
        7.8,
        "\u25b8",
    )
    s.heading(RARR + " Terminals and pins", 10, rule=True)
    s.table(
        [Col("Pin", 80, "C"), Col("Function", 270), Col("Versions", 149, "C")],
        [
            ["VIN+", "Input, 8 " + NDASH + " 32 V (CVR-1205H: 9 " + NDASH + " 24 V)", "all"],
            ["GND", "Ground, input and output common", "all"],
            ["EN", "High or open = on; below 0.8 V = off; may be tied to VIN", "CVR-1205, -1205H"],
            ["VOUT+", "5.1 V output", "CVR-1205, -1205H"],
            ["USB D+ / D-", "Both held at 2.7 V (Apple 2.4 A code)", "CVR-1205U"],
        ],
        7.6,
    )
    s.heading(RARR + " Preguntas frecuentes / FAQ", 10, rule=True)
    faq = [
        (
            "Will it power a Raspberry Pi 4 (5 V, 3 A)?",
            "CVR-1205: yes, 3.0 A continuous from 12 V input up. CVR-1205U: not from one port "
            "(2.4 A per port). CVR-1205H: yes.",
        ),
        (
            "24 V trucks and buses?",
            "CVR-1205 and CVR-1205U: yes, the 28.8 V charging voltage of a 24 V system is inside "
            "the 8 " + NDASH + " 32 V input range. CVR-1205H: no, 24 V maximum.",
        ),
        (
            "Fast charging (Quick Charge, USB PD)?",
            "No. The USB ports give 5 V only; D+ and D- are set for Apple-style 2.4 A charging.",
        ),
        (
            "Can I leave it connected when the car is parked?",
            "Use the EN pin or an ignition-switched feed. With EN low the CVR-1205 takes 45 "
            + MU
            + "A. The CVR-1205U has no EN pin and takes 14 mA with nothing plugged in, "
            "about 10 Ah per month.",
        ),
        (
            "Does it keep running while the engine cranks?",
            "Down to about 7.5 V input at 1 A; below 6.5 V it switches off and restarts at 7.2 V.",
        ),
    ]
    for question, answer in faq:
        s.para("P: " + question, 7.8, bold=True)
        s.para("R: " + answer, 7.8)
    s.heading(RARR + " Pedidos / Ordering", 10, rule=True)
    s.table(
        [Col("SKU", 80, "C"), Col("Producto", 269), Col("Precio (MXN)", 150, "C")],
        [
            ["VO-1205", "CVR-1205, terminales de tornillo", "$89.00"],
            ["VO-1205U", "CVR-1205U, 2 x USB-A", "$129.00"],
            ["VO-1205H", "CVR-1205H, 5 A con disipador", "$219.00"],
            ["VO-1205-5", "CVR-1205, paquete de 5", "$399.00"],
        ],
        7.6,
    )
    return save(s, out / "cvr-1205.pdf")


# ------------------------------------------------ sensorless BLDC fan controller board (Changwon)
def bfc3610(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="HANBIT MOTION",
        header_right="BFC-3610 / BFC-3624  Product Specification  Rev. 1.3",
        footer_left="Hanbit Motion Co., Ltd.  38, Seongsan-ro, Changwon-si, Gyeongsangnam-do, Korea  "
        "Tel. +82-55-281-4410",
        footer_right="No. {page} / {nb}",
        rule_color=(50, 90, 140),
        table_fill=(236, 238, 242),
        accent=(50, 90, 140),
        grid=True,
    )
    s = Sheet(style, "BFC-3610 / BFC-3624 sensorless BLDC fan controller board")
    s.add_page()
    s.title_block(
        "BFC-3610 / BFC-3624",
        "Sensorless BLDC Fan Controller Board (3-phase, 4-wire PWM speed control)",
        "Product Specification  Rev. 1.3  2024.03   BFC-3610: 12 V fans   BFC-3624: 24 V fans",
        19,
    )

    def overview() -> None:
        s.heading(BOX + " 1. Overview", 10)
        s.para(
            "The BFC-3610 series drives 3-phase brushless DC fans and blowers without Hall "
            "sensors. Speed is set by a PWM signal as on a 4-wire PC fan; an FG output reports "
            "the speed. The board has soft start, locked-rotor protection with automatic "
            "restart, over-current limit and thermal shutdown.",
            7.8,
        )

    def features() -> None:
        s.heading(BOX + " 2. Features", 10)
        s.bullets(
            [
                "Sine-wave drive, low acoustic noise",
                "PWM speed input, 3.3 V and 5 V logic",
                "Open-drain FG speed output",
                "5 V auxiliary output for a sensor or MCU",
                "Sleep input for battery systems",
                "Size 40 x 30 mm, 2 x M3 holes",
            ],
            7.8,
            "\u25aa",
        )

    s.side_by_side(overview, features, 290, 16)
    s.heading(BOX + " 3. Ratings", 10, rule=True)
    s.caption("[Table 3-1] Absolute maximum ratings (Ta = 25 " + DEG + ")")
    s.table(
        [
            Col("Item", 190),
            Col("Symbol", 60, "C"),
            Col("BFC-3610", 85, "C"),
            Col("BFC-3624", 85, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "V_{IN}", "20", "35", "V"],
            ["PWM, SLEEP input voltage", "V_{I}", "-0.3 ~ 5.5", "-0.3 ~ 5.5", "V"],
            ["FG output voltage (open drain)", "V_{FG}", "5.5", "5.5", "V"],
            ["FG output current", "I_{FG}", "10", "10", "mA"],
            ["Phase output current, peak (" + LE + " 1 s)", "I_{OP}", "5.0", "4.0", "A"],
            ["Junction temperature", "T_{j}", "150", "150", DEG],
            ["Storage temperature", "T_{stg}", "-40 ~ 125", "-40 ~ 125", DEG],
        ],
        7.6,
        head_rows=[["", "", "Rating", "<", ""]],
    )
    s.caption("[Table 3-2] Recommended operating conditions")
    s.table(
        [
            Col("Item", 190),
            Col("Symbol", 60, "C"),
            Col("BFC-3610", 85, "C"),
            Col("BFC-3624", 85, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "V_{IN}", "7 ~ 18", "18 ~ 30", "V"],
            ["Continuous phase output current", "I_{O}", "3.0", "2.0", "A"],
            ["PWM input frequency", "f_{PWM}", "1 ~ 50", "1 ~ 50", "kHz"],
            ["Operating temperature", "T_{opr}", "-20 ~ +85", "-20 ~ +70", DEG],
            ["Fan power (guide)", "P_{M}", "2 ~ 30", "5 ~ 40", "W"],
        ],
        7.6,
    )
    s.heading(BOX + " 4. Electrical characteristics", 10, rule=True)
    s.caption(
        "[Table 4-1] Electrical characteristics (Ta = 25 " + DEG + ", VIN = 12 V / 24 V for "
        "BFC-3610 / BFC-3624)"
    )
    s.table(
        [
            Col("Item", 130),
            Col("Symbol", 48, "C"),
            Col("Condition", 135),
            Col("Min.", 40, "C"),
            Col("Typ.", 40, "C"),
            Col("Max.", 40, "C"),
            Col("Unit", 66, "C"),
        ],
        [
            [
                "Quiescent supply current,\nmotor stopped",
                "I_{Q}",
                "PWM duty 0 %, VIN = 12 V\nPWM duty 0 %, VIN = 24 V",
                "",
                "6.5\n8.0",
                "10\n12",
                "mA",
            ],
            ["Standby current", "I_{STBY}", "SLEEP = L", "", "18", "40", MU + "A"],
            ["5 V auxiliary output", "V_{5V}", "I_{O} = 0 ~ 50 mA", "4.75", "5.0", "5.25", "V"],
            ["5 V auxiliary output current", "I_{5V}", "", "", "", "50", "mA"],
            ["PWM input high level", "V_{IH}", "", "2.0", "", "5.5", "V"],
            ["PWM input low level", "V_{IL}", "", "", "", "0.8", "V"],
            ["PWM input pull-up", "R_{PU}", "to internal 5 V", "", "47", "", "k" + OHM],
            ["FG output low level", "V_{OL}", "I_{OL} = 5 mA", "", "", "0.4", "V"],
            [
                "Output on-resistance\n(high side + low side)",
                "R_{ON}",
                "I_{O} = 1 A",
                "",
                "0.25",
                "0.40",
                OHM,
            ],
            ["Speed control range", "", "PWM duty", "10", "", "100", "%"],
            ["Start-up time", "t_{ST}", "0 " + ARROW + " minimum speed", "", "0.8", "1.5", "s"],
            ["Lock protection, restart period", "t_{LOCK}", "", "", "5", "", "s"],
            ["Current limit", "I_{LIM}", "BFC-3610\nBFC-3624", "", "4.0\n3.0", "", "A"],
            ["Thermal shutdown", "T_{SD}", "", "150", "165", "", DEG],
        ],
        7.4,
    )

    s.add_page()
    s.heading(BOX + " 5. Connectors", 10, rule=True)
    s.caption("[Table 5-1] Pin assignment")
    s.table(
        [Col("Connector", 110), Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Description", 269)],
        [
            ["CN1 (power)", "1", "VIN", "Supply, 7 ~ 18 V (BFC-3610) / 18 ~ 30 V (BFC-3624)"],
            ["", "2", "GND", "Ground"],
            ["CN2 (control)", "1", "GND", "Ground"],
            ["", "2", "5V", "Auxiliary output, 5 V, 50 mA max."],
            ["", "3", "FG", "Speed output, open drain, 2 pulses per revolution (4-pole fan)"],
            ["", "4", "PWM", "Speed input; open = full speed"],
            ["", "5", "SLEEP", "Low = standby; open or high = run"],
            ["CN3 (motor)", "1 ~ 3", "U, V, W", "Motor phases"],
        ],
        7.6,
    )
    s.heading(BOX + " 6. Application notes", 10, rule=True)
    s.para(
        "(Remark 1) The PWM input is 5 V tolerant and accepts 3.3 V logic (VIH 2.0 V min.). "
        "Left open, it is pulled up and the fan runs at full speed, so a fan never stops when "
        "a control cable falls off.",
        7.8,
    )
    s.para(
        "(Remark 2) FG is an open-drain output: pull it up to the host's own supply (3.3 V or "
        "5 V) with 10 k" + OHM + ". Speed in rpm = FG frequency x 60 / 2 for a 4-pole fan.",
        7.8,
    )
    s.para(
        "(Remark 3) The board has no reverse-polarity protection. A reversed supply destroys "
        "the output stage.",
        7.8,
    )
    s.para(
        "(Remark 4) The 5 V auxiliary output is for a small sensor or microcontroller only; "
        "do not load it with more than 50 mA.",
        7.8,
    )
    s.para(
        "(Remark 5) Do not connect or disconnect the motor while VIN is applied.",
        7.8,
    )
    s.heading(BOX + " 7. Speed input timing", 10, rule=True)
    s.caption("[Table 7-1] PWM duty to speed (typical, 12 V fan, 3000 rpm rated)")
    s.table(
        [
            Col("PWM duty", 100, "C"),
            Col("Fan speed", 130, "C"),
            Col("Input current", 130, "C"),
            Col("Remark", 139),
        ],
        [
            ["0 %", "stop", "6.5 mA", "motor stopped"],
            ["10 %", "450 rpm", "0.05 A", "minimum speed"],
            ["50 %", "1500 rpm", "0.35 A", ""],
            ["100 %", "3000 rpm", "1.6 A", "full speed"],
        ],
        7.6,
    )
    s.heading(BOX + " 8. Ordering information", 10, rule=True)
    s.caption("[Table 8-1] Ordering codes")
    s.table(
        [
            Col("Part number", 120),
            Col("Fan voltage", 80, "C"),
            Col("Cables", 160),
            Col("MOQ", 139, "C"),
        ],
        [
            ["BFC-3610-A", "12 V", "with 5-pin control cable", "10"],
            ["BFC-3610-B", "12 V", "board only", "50"],
            ["BFC-3624-A", "24 V", "with 5-pin control cable", "10"],
            ["BFC-3624-B", "24 V", "board only", "50"],
        ],
        7.6,
    )
    revision_table(
        s,
        [
            ["2023.06.12", "1.0", "Initial release"],
            ["2023.11.02", "1.2", "BFC-3624 added"],
            ["2024.03.20", "1.3", "Operating temperature of BFC-3624 changed to -20 ~ +70 " + DEG],
        ],
        (80, 50, 369),
    )
    return save(s, out / "bfc-3610.pdf")
