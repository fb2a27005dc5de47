"""Hold-out 146 datasheets, part 2: an infrared thermopile temperature sensor IC, an 8x8 LED
matrix driver module, a BLE 5 module with UART AT commands and a 24-bit load-cell ADC IC.

An Uppsala (Sweden) sensor company data sheet ("█ n" heads, "Table n." captions above the
tables, "n (N)" page marks, limits in column groups per supply version, supply and sleep
current stacked per version, accuracy stacked per temperature band, an SMBus memory map
and a conversion example as decoys), a Cochabamba (Bolivia) maker-store sheet in Spanish /
English (core Helvetica, "[+]" heads, two-line bilingual row names, per-colour column
groups, prices in Bs incl. 13 % IVA, a 3.3 V board paragraph, register, pinout and price
tables as decoys), a Pohang (Korea) wireless-module "Product Specification" ("├ n." heads,
"[Table n]" captions, RX sensitivity stacked per PHY, currents stacked per mode, AT command
and pad tables as decoys) and an Antalya (Türkiye) IC house data sheet ("⊟ n." heads,
Turkish / English "TABLO n / TABLE n" captions, full-scale range stacked per gain, data
rate and noise stacked per setting, supply and power-down current stacked per VDD, a
configuration register and pin table as decoys).
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
ARROW = "\u2192"
TIMES = "\u00d7"


# ------------------------------------------------ IR thermopile sensor IC (Uppsala)
def utp6614(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="FYRIS\u00c5N SENSOR",
        header_right="UTP6614  Infrared thermometer IC  \u00b7  Data sheet",
        footer_left="Fyris\u00e5n Sensor AB  \u00b7  Uppsala, Sweden  \u00b7  Document 6614-DS-02  \u00b7  "
        "Issue 2  \u00b7  2024-04-18",
        footer_right="{page} ({nb})",
        rule_color=(170, 120, 20),
        table_fill=(248, 240, 220),
        accent=(120, 80, 10),
        grid=True,
    )
    s = Sheet(style, "UTP6614 infrared thermometer IC")
    s.add_page()
    s.title_block(
        "UTP6614",
        "Digital infrared thermometer IC in TO-39 with SMBus (I\u00b2C-compatible) and PWM output",
        "Supply versions UTP6614-5 (5 V) and UTP6614-3 (3 V)  \u00b7  single zone  \u00b7  "
        "90\u00b0 or 35\u00b0 field of view",
        22,
    )

    def features() -> None:
        s.heading("\u2588 1  Features", 10)
        s.bullets(
            [
                "Factory calibrated for -40 " + ELL + " +125 " + DEG + " sensor (ambient) "
                "temperature and -70 " + ELL + " +380 " + DEG + " object temperature",
                "Accuracy " + PM + "0.5 " + DEG + " around room temperature",
                "Measurement resolution 0.02 " + DEG,
                "SMBus-compatible digital interface, 10 " + ELL + " 100 kHz",
                "Customisable PWM output for continuous reading",
                "Sleep mode (UTP6614-3 only)",
                "Emissivity programmable 0.1 " + ELL + " 1.0",
            ],
            7.8,
            "\u2013",
        )

    def description() -> None:
        s.heading("\u2588 2  Description", 10)
        s.para(
            "The UTP6614 is a non-contact infrared thermometer in a TO-39 can. A thermopile "
            "chip, a low-noise amplifier, a 17-bit ADC and a DSP are integrated with a "
            "silicon filter window. The object and ambient temperatures are linearised in the "
            "IC and can be read over the SMBus or as a PWM signal.",
            7.8,
        )
        s.para(
            "The UTP6614-5 contains a regulator and runs from 5 V; the UTP6614-3 runs directly "
            "from a 3 V rail or a battery and adds a sleep mode.",
            7.8,
        )

    s.side_by_side(features, description, 250, 16)
    s.heading("\u2588 3  Absolute maximum ratings", 10)
    s.caption("Table 1.  Absolute maximum ratings")
    s.table(
        [Col("Parameter", 200), Col("UTP6614-5", 110, "C"), Col("UTP6614-3", 110, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage (over-voltage)", "7.0", "4.0", "V"],
            ["Reverse supply voltage", "0.4", "0.4", "V"],
            ["Voltage on SDA/PWM, SCL", "-0.5 " + ELL + " 5.5", "-0.3 " + ELL + " VDD + 0.3", "V"],
            ["SDA/PWM sink current", "25", "25", "mA"],
            ["Storage temperature", "-40 " + ELL + " +125", "-40 " + ELL + " +125", DEG],
            ["ESD (HBM)", "2", "2", "kV"],
        ],
        7.6,
    )
    s.heading("\u2588 4  Electrical characteristics", 10)
    s.caption("Table 2.  Electrical characteristics (Ta = 25 " + DEG + " unless otherwise stated)")
    s.table(
        [
            Col("Parameter", 96),
            Col("Symbol", 50, "C"),
            Col("Test conditions", 155),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 72, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "UTP6614-5\nUTP6614-3", "4.5\n2.6", "5.0\n3.0", "5.5\n3.6", "V"],
            ["Supply current", "I_{DD}", "no load, UTP6614-5\nno load, UTP6614-3", "", "1.3\n1.0", "2.0\n1.5", "mA"],
            ["Sleep current", "I_{SLEEP}", "UTP6614-3, SMBus idle", "", "2.5", "5", MU + "A"],
            ["Power-on reset level", "V_{POR}", "UTP6614-5\nUTP6614-3", "", "1.9\n1.4", "", "V"],
            ["Power-up time to\nfirst valid data", "t_{POR}", "IIR filter at default", "", "0.25", "", "s"],
            ["Output refresh period", "t_{REF}", "default filter setting", "", "100", "", "ms"],
            ["SMBus input high", "V_{IH}", "both versions", "1.4", "", "", "V"],
            ["SMBus input low", "V_{IL}", "both versions", "", "", "0.6", "V"],
            ["SDA output low", "V_{OL}", "I_{OL} = 2 mA", "", "", "0.2", "V"],
            ["SMBus clock frequency", "f_{SMB}", "", "10", "", "100", "kHz"],
            ["SMBus timeout", "t_{TO}", "SCL held low", "25", "", "35", "ms"],
        ],
        7.3,
    )
    s.para(
        "The UTP6614-5 has no sleep mode: its internal regulator stays on while VDD is applied. "
        "Sleep mode and the sleep current apply to the UTP6614-3 only.",
        7.6,
    )

    s.add_page()
    s.heading("\u2588 5  Temperature measurement", 10)
    s.caption("Table 3.  Measurement characteristics (both versions, 90\u00b0 field of view)")
    s.table(
        [
            Col("Parameter", 118),
            Col("Conditions", 200),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 46, "C"),
        ],
        [
            ["Object temperature range", "", "-70", "", "+380", DEG],
            ["Ambient (sensor)\ntemperature range", "", "-40", "", "+125", DEG],
            [
                "Accuracy",
                "Ta 0 " + ELL + " +50 " + DEG + ", To 0 " + ELL + " +60 " + DEG + "\n"
                "Ta 0 " + ELL + " +50 " + DEG + ", To -40 " + ELL + " 0 or +60 " + ELL + " +120 " + DEG + "\n"
                "Ta -40 " + ELL + " +85 " + DEG + ", To -40 " + ELL + " +120 " + DEG,
                "",
                "",
                PM + "0.5\n" + PM + "1.0\n" + PM + "2.0",
                DEG,
            ],
            ["Resolution", "SMBus, object and ambient", "", "0.02", "", DEG],
            ["", "PWM output, full scale 10 bit", "", "0.14", "", DEG],
            ["Field of view", "50 % points, UTP6614-xAAA", "", "90", "", "\u00b0"],
            ["", "50 % points, UTP6614-xBAA", "", "35", "", "\u00b0"],
        ],
        7.4,
    )
    s.heading("\u2588 6  SMBus interface", 10)
    s.para(
        "The UTP6614 is an SMBus slave with the default 7-bit address 0x5A. The address is kept "
        "in EEPROM cell 0x2E and can be changed to any value from 0x01 to 0x7F; every UTP6614 "
        "also answers address 0x00, whatever its programmed address. Several devices on one "
        "bus need different addresses: connect them one at a time and program each one before "
        "adding the next.",
        7.6,
    )
    s.para(
        "The maximum SMBus clock is 100 kHz; the UTP6614 is not specified for 400 kHz Fast-mode "
        "buses. SDA and SCL of the UTP6614-5 accept pull-ups to 3.3 V or 5 V, because the input "
        "thresholds are SMBus levels. On the UTP6614-3 the pull-ups must not go above its own "
        "VDD.",
        7.6,
    )
    s.caption("Table 4.  Memory map (selection)")
    s.table(
        [Col("Address", 60, "C"), Col("Memory", 60, "C"), Col("Name", 170), Col("Factory default", 100, "C"), Col("Note", 109)],
        [
            ["0x06", "RAM", "Ta, ambient temperature", DASH, "read only"],
            ["0x07", "RAM", "To, object temperature", DASH, "read only"],
            ["0x20", "EEPROM", "To max (PWM range)", "0x9993", "= +380 " + DEG],
            ["0x21", "EEPROM", "To min (PWM range)", "0x62E3", "= -70 " + DEG],
            ["0x22", "EEPROM", "PWM control", "0x0201", "PWM off, SMBus on"],
            ["0x24", "EEPROM", "Emissivity", "0xFFFF", "= 1.00"],
            ["0x2E", "EEPROM", "SMBus address", "0xBE5A", "low byte = address"],
        ],
        7.4,
    )
    s.para(
        "Conversion: T = raw " + TIMES + " 0.02 - 273.15 " + DEG + ". Example: To = 0x3AF7 = "
        "15095 gives 15095 " + TIMES + " 0.02 - 273.15 = 28.75 " + DEG + ".",
        7.6,
    )
    s.heading("\u2588 7  PWM output", 10)
    s.para(
        "In PWM mode the SDA/PWM pin carries a pulse-width-modulated signal whose duty cycle "
        "is proportional to the object temperature between To min and To max. The PWM period "
        "and the output range are set in EEPROM; see application note AN-6614-2.",
        7.6,
    )
    s.heading("\u2588 8  Ordering information", 10)
    s.caption("Table 5.  Ordering codes")
    s.table(
        [Col("Ordering code", 120), Col("Supply", 80, "C"), Col("Field of view", 100, "C"), Col("Package", 199, "C")],
        [
            ["UTP6614-5AAA", "5 V", "90\u00b0", "TO-39, tube of 50"],
            ["UTP6614-3AAA", "3 V", "90\u00b0", "TO-39, tube of 50"],
            ["UTP6614-3BAA", "3 V", "35\u00b0", "TO-39 with lens cap, tube of 50"],
        ],
        7.4,
    )
    return save(s, out / "utp6614.pdf")


# ------------------------------------------------ 8x8 LED matrix module (Cochabamba)
def cmx88(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="TUNARI ELECTR\u00d3NICA",
        header_right="CMX-88  \u00b7  M\u00f3dulo matriz LED 8x8 SPI / 8x8 LED matrix module",
        footer_left="Tunari Electr\u00f3nica  \u00b7  Av. Hero\u00ednas 512, Cochabamba, Bolivia  \u00b7  "
        "NIT 1023456027  \u00b7  precios en Bs con IVA 13 %",
        footer_right="P\u00e1g. {page} / {nb}",
        rule_color=(200, 80, 50),
        table_fill=(252, 232, 222),
        accent=(170, 60, 30),
        grid=False,
    )
    s = Sheet(style, "CMX-88 8x8 LED matrix module")
    s.add_page()
    s.title_block(
        "CMX-88 (R / G / B)",
        "M\u00f3dulo matriz LED 8x8 con driver SPI / 8x8 LED matrix module with SPI driver",
        "Colores / colours: rojo CMX-88R  \u00b7  verde CMX-88G  \u00b7  azul CMX-88B  \u00b7  "
        "encadenable / cascadable  \u00b7  5 V",
        21,
    )

    def description() -> None:
        s.heading("[+] Descripci\u00f3n / Description", 10)
        s.para(
            "Matriz de 64 LED de 3 mm con un driver multiplexado en la placa. Se controla con "
            "tres l\u00edneas (DIN, CLK, CS) y se encadena uniendo DOUT con DIN del siguiente.",
            7.8,
        )
        s.para(
            "A matrix of 64 3 mm LEDs with an on-board multiplexing driver. Three lines (DIN, "
            "CLK, CS) control it, and modules chain by wiring DOUT to the next module's DIN. "
            "Works with the usual LedControl and MD_Parola libraries.",
            7.8,
        )

    def glance() -> None:
        s.heading("[+] Resumen / At a glance", 10)
        s.lines(
            [
                "Alimentaci\u00f3n / Supply: 5 V",
                "Interfaz / Interface: SPI (DIN, CLK, CS)",
                "Brillo / Brightness: 16 niveles / levels",
                "Cascada / Chain: DOUT " + "\u2013" + " DIN",
                "Tama\u00f1o / Size: 32 x 32 x 14 mm",
            ],
            7.8,
            3.5,
        )

    s.side_by_side(description, glance, 285, 16)
    s.heading("[+] Especificaciones / Specifications", 10, rule=True)
    s.table(
        [
            Col("Par\u00e1metro / Parameter", 150),
            Col("Condici\u00f3n / Condition", 135),
            Col("M\u00edn.", 46, "C"),
            Col("T\u00edp.", 46, "C"),
            Col("M\u00e1x.", 46, "C"),
            Col("Unidad", 76, "C"),
        ],
        [
            ["Tensi\u00f3n de alimentaci\u00f3n\nSupply voltage", "VCC", "4.0", "5.0", "5.5", "V"],
            ["Consumo, LED apagados\nCurrent, all LEDs off", "display on, any brightness", "", "8", "12", "mA"],
            ["Consumo en apagado\nShutdown current", "registro 0x0C = 0x00", "", "150", "", MU + "A"],
            ["Entrada nivel alto\nInput high voltage", "DIN, CLK, CS; VCC = 5 V", "3.5", "", "", "V"],
            ["Entrada nivel bajo\nInput low voltage", "DIN, CLK, CS", "", "", "0.8", "V"],
            ["Frecuencia de reloj\nSPI clock frequency", "CLK", "", "", "10", "MHz"],
            ["Frecuencia de barrido\nScan (multiplex) rate", "8 filas / 8 rows", "", "800", "", "Hz"],
            ["Corriente de segmento\nSegment current, peak", "RSET = 10 k", "", "40", "", "mA"],
            ["Temperatura de operaci\u00f3n\nOperating temperature", "", "-10", "", "+60", DEG],
        ],
        7.4,
    )
    s.heading("[+] Por color / Per colour", 10, rule=True)
    s.table(
        [
            Col("Par\u00e1metro / Parameter", 200),
            Col("CMX-88R", 80, "C"),
            Col("CMX-88G", 80, "C"),
            Col("CMX-88B", 80, "C"),
            Col("Unidad", 59, "C"),
        ],
        [
            ["Longitud de onda\nWavelength", "625", "570", "468", "nm"],
            ["Tensi\u00f3n directa del LED\nLED forward voltage", "2.0", "2.2", "3.0", "V"],
            ["Consumo, todo encendido, brillo 15\nCurrent, all LEDs on, brightness 15", "320", "260", "240", "mA"],
            ["Consumo, texto t\u00edpico, brillo 7\nCurrent, typical text, brightness 7", "90", "75", "70", "mA"],
            ["Precio / Price (Bs, IVA incl.)", "35.00", "38.00", "42.00", "Bs"],
        ],
        7.4,
        head_rows=[["", "Valores t\u00edpicos, VCC = 5 V / typical values", "<", "<", ""]],
    )
    s.para(
        "Sume el consumo de todos los m\u00f3dulos de la cadena y elija la fuente de 5 V para ese "
        "total. / Add up the current of every module in the chain and size the 5 V supply for "
        "the total; from four modules on, feed 5 V at both ends of the chain.",
        7.6,
    )

    s.add_page()
    s.heading("[+] Conexiones / Pinout", 10, rule=True)
    s.table(
        [Col("Pin", 40, "C"), Col("Entrada / IN", 100, "C"), Col("Salida / OUT", 100, "C"), Col("Funci\u00f3n / Function", 259)],
        [
            ["1", "VCC", "VCC", "5 V (pasa al siguiente m\u00f3dulo / passed on)"],
            ["2", "GND", "GND", "tierra / ground"],
            ["3", "DIN", "DOUT", "datos / data"],
            ["4", "CS", "CS", "selecci\u00f3n, activo bajo / chip select, active low"],
            ["5", "CLK", "CLK", "reloj / clock"],
        ],
        7.6,
    )
    s.heading("[+] Registros del driver / Driver registers", 10, rule=True)
    s.table(
        [Col("Direcci\u00f3n / Address", 100, "C"), Col("Registro / Register", 160), Col("Valores / Values", 239)],
        [
            ["0x09", "Decode mode", "0x00 = matriz / matrix (sin decodificar)"],
            ["0x0A", "Intensity", "0x00 " + ELL + " 0x0F (16 niveles / levels)"],
            ["0x0B", "Scan limit", "0x07 = 8 filas / rows"],
            ["0x0C", "Shutdown", "0x00 = apagado / shutdown, 0x01 = normal"],
            ["0x0F", "Display test", "0x01 = todos encendidos / all on"],
        ],
        7.6,
    )
    s.heading("[+] Con placas de 3,3 V / With 3.3 V boards (ESP32, Raspberry Pi)", 10, rule=True)
    s.para(
        "El driver funciona a 5 V y necesita al menos 3,5 V para un nivel alto en DIN, CLK y CS. "
        "Una salida de 3,3 V no es un nivel alto garantizado.",
        7.8,
    )
    s.para(
        "The driver runs from 5 V and needs at least 3.5 V for a logic HIGH on DIN, CLK and CS. "
        "A 3.3 V output is not a guaranteed HIGH: use a buffer such as a 74HCT125 powered from "
        "5 V between the board and the module. Running the module itself from 3.3 V is not "
        "supported.",
        7.8,
    )
    s.heading("[+] Preguntas frecuentes / FAQ", 10, rule=True)
    s.para("\u00bfCu\u00e1ntos m\u00f3dulos puedo encadenar? / How many modules can I chain?", 7.8, bold=True)
    s.para(
        "Los datos pasan por todos / data passes through any number of modules; the libraries "
        "handle up to 16 per CS line. The limit is the 5 V supply (see Per colour).",
        7.8,
    )
    s.para("\u00bfPuedo regular el brillo? / Can I dim it?", 7.8, bold=True)
    s.para(
        "S\u00ed, con el registro 0x0A (16 niveles). / Yes, with register 0x0A (16 levels). Do not "
        "PWM the VCC line.",
        7.8,
    )
    s.heading("[+] Precios / Prices", 10, rule=True)
    s.table(
        [Col("SKU", 70, "C"), Col("Producto / Product", 289), Col("Precio Bs", 70, "C"), Col("Stock", 70, "C")],
        [
            ["TE-2201", "CMX-88R matriz roja / red", "35.00", "s\u00ed / yes"],
            ["TE-2202", "CMX-88G matriz verde / green", "38.00", "s\u00ed / yes"],
            ["TE-2203", "CMX-88B matriz azul / blue", "42.00", "2-3 d\u00edas"],
            ["TE-2204", "Pack 4 x CMX-88R (32 x 8)", "129.00", "s\u00ed / yes"],
        ],
        7.6,
    )
    return save(s, out / "cmx-88.pdf")


# ------------------------------------------------ BLE 5 module (Pohang)
def wrb52(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="YEONGIL RF",
        header_right="WRB-52P / WRB-52U  Product Specification  V1.3",
        footer_left="Yeongil RF Co., Ltd.  \u00b7  55, Cheolgang-ro, Nam-gu, Pohang, Gyeongbuk, Korea  \u00b7  "
        "www.yeongil-rf.co.kr",
        footer_right="- {page} / {nb} -",
        rule_color=(0, 110, 120),
        table_fill=(220, 242, 244),
        accent=(0, 95, 105),
        grid=True,
    )
    s = Sheet(style, "WRB-52P / WRB-52U Bluetooth Low Energy 5.0 module")
    s.add_page()
    s.title_block(
        "WRB-52P / WRB-52U",
        "Bluetooth\u00ae Low Energy 5.0 module with UART AT-command interface",
        "PCB antenna (WRB-52P) or u.FL connector (WRB-52U)  \u00b7  1.8 V to 3.6 V  \u00b7  "
        "14 " + TIMES + " 11 " + TIMES + " 2.1 mm, 10 castellated pads",
        21,
    )

    def overview() -> None:
        s.heading("\u251c 1. Overview", 10)
        s.para(
            "The WRB-52 is a ready-to-use Bluetooth Low Energy peripheral. A host "
            "microcontroller talks to it over a UART: in command mode it sends AT commands, "
            "in data mode every byte received over the air appears on TXD and every byte "
            "on RXD is sent to the connected central (transparent UART). No Bluetooth stack "
            "programming is needed.",
            7.8,
        )

    def features() -> None:
        s.heading("\u251c 2. Key features", 10)
        s.bullets(
            [
                "Bluetooth 5.0 Low Energy, 1 Mbps and 2 Mbps PHY",
                "TX power -20 dBm to +4 dBm",
                "Transparent UART with AT commands",
                "System sleep with wake-up by WAKE pin or UART",
                "-40 " + DEG + " to +85 " + DEG,
            ],
            7.8,
            "\u25aa",
        )

    s.side_by_side(overview, features, 260, 16)
    s.heading("\u251c 3. Absolute maximum ratings", 10)
    s.caption("[Table 1] Absolute maximum ratings")
    s.table(
        [Col("Parameter", 200), Col("Symbol", 70, "C"), Col("Min", 60, "C"), Col("Max", 80, "C"), Col("Unit", 89, "C")],
        [
            ["Supply voltage", "VCC", "-0.3", "3.9", "V"],
            ["Voltage on any I/O pad", "V_{IO}", "-0.3", "VCC + 0.3", "V"],
            ["RF input level", "P_{RF}", "", "+10", "dBm"],
            ["Storage temperature", "T_{STG}", "-40", "+125", DEG],
            ["ESD (HBM), all pads", "V_{ESD}", "", "2000", "V"],
        ],
        7.6,
    )
    s.heading("\u251c 4. Recommended operating conditions", 10)
    s.caption("[Table 2] Recommended operating conditions")
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 60, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 104, "C"),
        ],
        [
            ["Supply voltage", "VCC", "1.8", "3.3", "3.6", "V"],
            ["Supply rise time (0 V to 1.8 V)", "t_{R}", "", "", "60", "ms"],
            ["Operating temperature", "T_{A}", "-40", "", "+85", DEG],
        ],
        7.6,
    )
    s.heading("\u251c 5. RF characteristics", 10)
    s.caption("[Table 3] RF characteristics (VCC = 3.3 V, TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 130),
            Col("Conditions", 160),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Frequency range", "", "2402", "", "2480", "MHz"],
            ["Channels", "2 MHz spacing, 3 advertising", "", "40", "", ""],
            ["Output power", "programmable with AT+TXPWR\n(factory default 0 dBm)", "-20", "0", "+4", "dBm"],
            ["Receiver sensitivity", "1 Mbps PHY, BER 0.1 %\n2 Mbps PHY, BER 0.1 %", "", "-96\n-93", "", "dBm"],
            ["Antenna gain (peak)", "WRB-52P, PCB antenna", "", "1.5", "", "dBi"],
            ["Frequency tolerance", "32 MHz crystal, all conditions", "", "", PM + "40", "ppm"],
        ],
        7.4,
    )
    s.heading("\u251c 6. Power consumption", 10)
    s.caption("[Table 4] Current consumption (VCC = 3.3 V, TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Mode", 130),
            Col("Conditions", 200),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Peak current,\ntransmitting", "TX power +4 dBm\nTX power 0 dBm", "7.5\n5.3", "", "mA"],
            ["Peak current, receiving", "1 Mbps PHY", "5.4", "", "mA"],
            ["Advertising, average", "interval 1 s, 0 dBm, 31-byte payload", "38", "", MU + "A"],
            ["Connected, average", "connection interval 100 ms, no data", "52", "", MU + "A"],
            ["System sleep", "RAM retained, wake-up by WAKE pin\nor by a falling edge on RXD", "2.6", "4.0", MU + "A"],
            ["Deep sleep (power-off)", "wake-up by WAKE pin only, reboot", "0.5", "1.0", MU + "A"],
        ],
        7.4,
    )

    s.add_page()
    s.heading("\u251c 7. UART interface", 10)
    s.para(
        "Default setting: 9600 bps, 8 data bits, no parity, 1 stop bit, no flow control. The "
        "baud rate can be changed with AT+BAUD to any of 1200 to 115200 bps; the setting is kept "
        "after power-off. The UART levels follow VCC. The pads are not 5 V tolerant: a 5 V "
        "host must drive RXD through a level shifter or a resistor divider.",
        7.8,
    )
    s.caption("[Table 5] AT commands (selection; each command ends with CR LF)")
    s.table(
        [Col("Command", 120), Col("Function", 170), Col("Parameters / reply", 209)],
        [
            ["AT", "test", "OK"],
            ["AT+NAME=<name>", "set device name", "up to 20 characters, default WRB52-xxxx"],
            ["AT+BAUD=<n>", "set UART baud rate", "0: 1200, 1: 2400, 2: 4800, 3: 9600,\n4: 19200, 5: 38400, 6: 57600, 7: 115200"],
            ["AT+TXPWR=<p>", "set TX power", "-20, -16, -12, -8, -4, 0, 3, 4 (dBm)"],
            ["AT+ADVI=<ms>", "advertising interval", "20 to 10240 ms, default 100 ms"],
            ["AT+SLEEP", "enter system sleep", "OK, then sleep"],
            ["AT+RESET", "software reset", "OK, then reboot"],
        ],
        7.4,
    )
    s.heading("\u251c 8. Pad description", 10)
    s.caption("[Table 6] Pad description")
    s.table(
        [Col("Pad", 40, "C"), Col("Name", 70, "C"), Col("Type", 60, "C"), Col("Description", 329)],
        [
            ["1", "GND", "P", "ground"],
            ["2", "VCC", "P", "supply 1.8 V to 3.6 V"],
            ["3", "TXD", "O", "UART transmit data (module output)"],
            ["4", "RXD", "I", "UART receive data (module input)"],
            ["5", "WAKE", "I", "wake-up from sleep, active low, internal pull-up"],
            ["6", "LINK", "O", "connection status, high while connected"],
            ["7", "RESET_N", "I", "reset, active low, internal pull-up"],
            ["8", "SWDIO", "I/O", "factory programming only"],
            ["9", "SWCLK", "I", "factory programming only"],
            ["10", "GND", "P", "ground"],
        ],
        7.4,
    )
    s.heading("\u251c 9. Design notes", 10)
    s.bullets(
        [
            "Place the WRB-52P at the edge of the host board with the antenna end outside the "
            "board or over a 7 mm keep-out area without copper on any layer.",
            "Decouple VCC with 10 " + MU + "F and 100 nF close to pad 2. The supply must deliver "
            "the transmit peak current without dropping below 1.8 V.",
            "The WRB-52U needs an external 2.4 GHz antenna with a u.FL (IPEX MHF1) cable.",
            "Reflow: lead-free profile, peak 250 " + DEG + ", at most two reflow cycles.",
        ],
        7.6,
        "\u25aa",
    )
    s.heading("\u251c 10. Ordering information", 10)
    s.caption("[Table 7] Ordering information")
    s.table(
        [Col("Part number", 130), Col("Antenna", 150, "C"), Col("Packing", 219, "C")],
        [
            ["WRB-52P-T", "PCB antenna", "tape and reel, 1000 pcs"],
            ["WRB-52U-T", "u.FL connector", "tape and reel, 1000 pcs"],
            ["WRB-52P-EVB", "PCB antenna", "evaluation board with USB-UART bridge"],
        ],
        7.4,
    )
    return save(s, out / "wrb-52.pdf")


# ------------------------------------------------ 24-bit load-cell ADC IC (Antalya)
def ank1238(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="KONYAALTI M\u0130KROELEKTRON\u0130K",
        header_right="ANK1238  24-bit bridge-sensor ADC",
        footer_left="Konyaalt\u0131 Mikroelektronik A.\u015e.  \u00b7  Antalya Teknokent, T\u00fcrkiye  \u00b7  "
        "ANK1238-DS-EN  \u00b7  Rev. C  \u00b7  Nisan 2024",
        footer_right="sheet {page} of {nb}",
        rule_color=(128, 30, 40),
        table_fill=(250, 230, 232),
        accent=(128, 30, 40),
        grid=False,
    )
    s = Sheet(style, "ANK1238 24-bit bridge-sensor ADC")
    s.add_page()
    s.title_block(
        "ANK1238",
        "24-bit \u0394\u03a3 ADC for bridge sensors with PGA, internal oscillator and two-wire "
        "serial port",
        "2.6 V to 5.5 V single supply  \u00b7  SOP-8  \u00b7  10 / 40 / 640 / 1280 SPS",
        21,
    )

    def features() -> None:
        s.heading("\u229f 1. Features", 9.5)
        s.bullets(
            [
                "24-bit resolution, no missing codes",
                "PGA with gains 1, 2, 64 and 128",
                "Input noise 50 nV RMS (PGA 128, 10 SPS)",
                "Internal oscillator, no crystal",
                "On-chip temperature sensor",
                "Power-down current below 1 " + MU + "A at 3.3 V",
                "Two-wire serial port (SCLK, DRDY/DOUT)",
            ],
            7.6,
            "\u2022",
        )

    def applications() -> None:
        s.heading("\u229f 2. Applications", 9.5)
        s.bullets(
            [
                "Kitchen, body and parcel scales",
                "Hive and silo weighing",
                "Pressure and strain-gauge bridges",
                "Force measurement in test rigs",
            ],
            7.6,
            "\u2022",
        )
        s.heading("\u229f 3. Description", 9.5)
        s.para(
            "The ANK1238 converts the differential output of a resistive bridge into a "
            "24-bit word. The reference input is normally tied to the bridge excitation, so the "
            "reading is ratiometric and does not depend on the supply voltage.",
            7.6,
        )

    s.side_by_side(features, applications, 235, 16)
    s.heading("\u229f 4. Absolute maximum ratings", 9.5, rule=True)
    s.caption("TABLO 1 / TABLE 1  Absolute maximum ratings")
    s.table(
        [Col("Parameter", 260), Col("Min", 70, "C"), Col("Max", 90, "C"), Col("Unit", 79, "C")],
        [
            ["VDD to GND", "-0.3", "6.0", "V"],
            ["Analog inputs AINP, AINN, REFP", "-0.3", "VDD + 0.3", "V"],
            ["Digital inputs SCLK, DRDY/DOUT", "-0.3", "VDD + 0.3", "V"],
            ["Input current, any pin", "-10", "10", "mA"],
            ["Junction temperature", "", "150", DEG],
            ["Storage temperature", "-60", "+150", DEG],
        ],
        7.4,
    )
    s.heading("\u229f 5. Electrical characteristics", 9.5, rule=True)
    s.caption(
        "TABLO 2 / TABLE 2  Electrical characteristics (TA = 25 " + DEG + ", VDD = 5 V, VREF = VDD, "
        "unless otherwise noted)"
    )
    s.table(
        [
            Col("Parameter", 110),
            Col("Conditions", 150),
            Col("Min", 48, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 81, "C"),
        ],
        [
            ["ANALOG INPUT"],
            [
                "Full-scale differential\ninput range",
                "PGA = 1\nPGA = 2\nPGA = 64\nPGA = 128",
                "",
                PM + "2.5\n" + PM + "1.25\n" + PM + "39\n" + PM + "19.5",
                "",
                "V\nV\nmV\nmV",
            ],
            ["Common-mode input range", "PGA = 64 or 128", "1.5", "", "VDD - 1.5", "V"],
            ["Differential input\nimpedance", "PGA = 128", "", "5", "", "G" + OHM],
            ["SYSTEM PERFORMANCE"],
            ["Resolution", "no missing codes", "24", "", "", "bit"],
            ["Output data rate", "SPEED = 00\nSPEED = 01\nSPEED = 10\nSPEED = 11", "", "10\n40\n640\n1280", "", "SPS"],
            ["Input noise (RMS)", "PGA 128, 10 SPS\nPGA 128, 40 SPS\nPGA 128, 640 SPS", "", "50\n90\n390", "", "nV"],
            ["Offset drift", "PGA = 128", "", "2", "", "nV/" + DEG],
            ["Integral non-linearity", "PGA = 128", "", "0.001", "0.003", "% FSR"],
            ["POWER SUPPLY"],
            ["Supply voltage", "VDD", "2.6", "", "5.5", "V"],
            ["Supply current,\nnormal mode", "VDD = 3.3 V\nVDD = 5.0 V", "", "0.85\n1.0", "1.1\n1.3", "mA"],
            ["Supply current,\npower-down", "VDD = 3.3 V\nVDD = 5.0 V", "", "0.1\n0.2", "1\n2", MU + "A"],
            ["Operating temperature", "", "-40", "", "+85", DEG],
        ],
        7.2,
    )

    s.add_page()
    s.heading("\u229f 6. Digital interface", 9.5, rule=True)
    s.caption("TABLO 3 / TABLE 3  Digital characteristics")
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 60, "C"),
            Col("Min", 65, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 65, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Input high voltage (SCLK)", "V_{IH}", "0.7 VDD", "", "", "V"],
            ["Input low voltage (SCLK)", "V_{IL}", "", "", "0.2 VDD", "V"],
            ["Output high voltage (DOUT)", "V_{OH}", "VDD - 0.4", "", "", "V"],
            ["Output low voltage (DOUT)", "V_{OL}", "", "", "0.4", "V"],
            ["SCLK frequency", "f_{SCLK}", "", "", "1.1", "MHz"],
            ["SCLK high time", "t_{H}", "0.45", "", "", MU + "s"],
            ["Power-down entry (SCLK high)", "t_{PD}", "100", "", "", MU + "s"],
        ],
        7.4,
    )
    s.para(
        "The two-wire port is a synchronous serial port clocked by the host: DRDY/DOUT goes LOW "
        "when a conversion is ready and the host then clocks the 24 data bits out with SCLK. "
        "It has no device address and must not share its lines with I\u00b2C devices. Holding "
        "SCLK HIGH for more than 100 " + MU + "s puts the ANK1238 into power-down.",
        7.6,
    )
    s.para(
        "DOUT is a push-pull output that swings between GND and VDD. When the host runs from "
        "3.3 V, power the ANK1238 from the same 3.3 V (the bridge may be excited from it too) or "
        "add a level shifter on DOUT.",
        7.6,
    )
    s.heading("\u229f 7. Configuration register", 9.5, rule=True)
    s.caption("TABLO 4 / TABLE 4  Configuration register (write command 0x65, read command 0x56)")
    s.table(
        [Col("Bits", 60, "C"), Col("Name", 80, "C"), Col("Setting", 359)],
        [
            ["7", DASH, "reserved, write 0"],
            ["6:5", "SPEED", "00: 10 SPS, 01: 40 SPS, 10: 640 SPS, 11: 1280 SPS"],
            ["4", "REFO", "0: reference output on, 1: off"],
            ["3:2", "PGA", "00: " + TIMES + "1, 01: " + TIMES + "2, 10: " + TIMES + "64, 11: " + TIMES + "128"],
            ["1:0", "CH", "00: channel A, 01: reserved, 10: temperature, 11: inputs shorted"],
        ],
        7.4,
    )
    s.heading("\u229f 8. Pin functions", 9.5, rule=True)
    s.caption("TABLO 5 / TABLE 5  Pin functions (SOP-8)")
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 90, "C"), Col("Function", 369)],
        [
            ["1", "REFP", "positive reference input"],
            ["2", "REFN", "negative reference input (normally GND)"],
            ["3", "AINP", "positive analog input"],
            ["4", "AINN", "negative analog input"],
            ["5", "GND", "ground"],
            ["6", "VDD", "supply 2.6 V to 5.5 V"],
            ["7", "SCLK", "serial clock input"],
            ["8", "DRDY/DOUT", "data ready / serial data output"],
        ],
        7.4,
    )
    s.heading("\u229f 9. Application information", 9.5, rule=True)
    s.para(
        "Connect the load cell's E+ to VDD and REFP and its E- to GND and REFN. The bridge is "
        "excited directly from the supply: a 350 " + OHM + " load cell draws 14.3 mA at 5 V and "
        "9.4 mA at 3.3 V from the supply, not through the ANK1238. Place 100 nF and 10 " + MU + "F "
        "at VDD. For the lowest noise use 10 SPS and PGA 128.",
        7.6,
    )
    s.para(
        "Full-scale range: " + PM + "0.5 " + TIMES + " VREF / PGA. With VREF = 3.3 V and PGA 128 "
        "it is " + PM + "12.9 mV.",
        7.6,
    )
    s.heading("\u229f 10. Ordering information", 9.5, rule=True)
    s.caption("TABLO 6 / TABLE 6  Ordering information")
    s.table(
        [Col("Order code", 120), Col("Package", 120, "C"), Col("Packing", 259, "C")],
        [
            ["ANK1238-S8", "SOP-8", "tube, 100 pcs"],
            ["ANK1238-S8R", "SOP-8", "tape and reel, 2500 pcs"],
        ],
        7.4,
    )
    return save(s, out / "ank1238.pdf")
