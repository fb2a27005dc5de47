"""Hold-out 114 datasheets, part 2: a LoRa transceiver module, a 24-bit load-cell ADC
board, a high-accuracy digital temperature sensor and a miniature PCB power relay.

A Quezon City RF-module hardware manual ("Chapter n" heads, a limits table holding
absolute and operating rows together, typ.-only TX current per output power and RX
current per bandwidth, one frequency column per version, an FAQ), a Paraguayan
Spanish / English maker-shop board sheet from Asunción (names wrapped over two lines,
a version table for the RATE strap, the chip's own temperature range only in a note,
a pin and pulse-count decoy, FAQ), a Trondheim sensor-house product data sheet
(captions below tables, accuracy per temperature band, address table, register and
standby-time decoys) and a Yuyao relay-works catalogue page (coil data with one
column per coil voltage and coil power, NO / NC contact columns, approval ratings
that differ from the catalogue ratings, an ordering-code key).
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


# ------------------------------------------------------------ LoRa module (Quezon City)
def lrx78(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="KALAYAAN RF SYSTEMS INC.",
        header_right="LRX-78 Series Hardware Manual v1.4",
        footer_left="Kalayaan RF Systems Inc., Quezon City, Philippines  \u00b7  KRF-HM-078",
        footer_right="pp. {page}/{nb}",
        rule_color=(200, 90, 0),
        table_fill=(253, 228, 200),
        accent=(190, 80, 0),
        grid=True,
    )
    s = Sheet(style, "LRX-78 LoRa transceiver module")
    s.add_page()
    s.title_block(
        "LRX-78-433 / LRX-78-470",
        "Long-range LoRa\u00ae transceiver module, SPI",
        "17 x 16 mm stamp-hole module  \u00b7  IPEX antenna connector  \u00b7  +20 dBm",
        20,
    )
    s.heading("Chapter 1  Overview", 10)
    s.para(
        "The LRX-78 is a sub-GHz radio module built around a LoRa spread-spectrum "
        "transceiver. The host drives it through SPI; DIO0 to DIO5 signal events. Two "
        "versions differ only in the matched frequency band. There is no on-board MCU "
        "and no AT firmware: the host runs the LoRa driver.",
        8.5,
    )
    s.heading("Chapter 2  Specification summary", 10)
    s.table(
        [Col("Item", 170), Col("LRX-78-433", 165, "C"), Col("LRX-78-470", 164, "C")],
        [
            ["Frequency range", "410 ~ 441 MHz", "470 ~ 510 MHz"],
            ["Modulation", "LoRa / FSK / GFSK / OOK", "LoRa / FSK / GFSK / OOK"],
            ["Max. output power", "+20 dBm", "+20 dBm"],
            ["Sensitivity, SF12 / BW 125 kHz", "-137 dBm", "-136 dBm"],
            ["LoRa bit rate", "0.018 ~ 37.5 kbps", "0.018 ~ 37.5 kbps"],
            ["Interface", "SPI, mode 0, up to 10 MHz", "SPI, mode 0, up to 10 MHz"],
            ["Antenna", "IPEX 50 " + OHM + " or stamp pad", "IPEX 50 " + OHM + " or stamp pad"],
        ],
        8,
    )
    s.heading("Chapter 3  Electrical limits", 10)
    s.para(
        "Rows marked * are absolute limits: exceeding them can destroy the module; they "
        "are not operating conditions.",
        8,
    )
    s.table(
        [
            Col("Parameter", 190),
            Col("Min", 60, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 50, "C"),
            Col("Remark", 79, "C"),
        ],
        [
            ["Supply voltage *", "-0.5", "", "3.9", "V", ""],
            ["Supply voltage, operating", "1.8", "3.3", "3.7", "V", "note 1"],
            ["Input level on DIO / SPI pins *", "-0.5", "", "VCC + 0.3", "V", ""],
            ["RF input level *", "", "", "+10", "dBm", ""],
            ["Operating temperature", "-40", "", "85", DEG, ""],
            ["Storage temperature *", "-55", "", "115", DEG, ""],
        ],
        8,
    )
    s.para(
        "Note 1: +20 dBm output needs VCC " + GE + " 3.3 V; between 1.8 V and 3.3 V the "
        "output is limited to +17 dBm.",
        7.5,
    )
    s.heading("Chapter 4  Current consumption", 10)
    s.para("VCC = 3.3 V, 25 " + DEG + ", 50 " + OHM + " load, typical values only.", 8)

    def tx() -> None:
        s.caption("4.1  Transmit (PA_BOOST)", 8)
        s.table(
            [Col("Output power", 100, "C"), Col("Current", 115, "C")],
            [
                ["+20 dBm", "120 mA"],
                ["+17 dBm", "87 mA"],
                ["+13 dBm", "29 mA"],
                ["+7 dBm", "20 mA"],
            ],
            8,
        )

    def rx() -> None:
        s.caption("4.2  Receive (LnaBoost on) and idle", 8)
        s.table(
            [Col("Mode / bandwidth", 130, "C"), Col("Current", 98, "C")],
            [
                ["RX, BW 125 kHz", "10.8 mA"],
                ["RX, BW 250 kHz", "11.6 mA"],
                ["RX, BW 500 kHz", "12.1 mA"],
                ["Standby", "1.6 mA"],
                ["Sleep", "0.2 " + MU + "A (max 1 " + MU + "A)"],
            ],
            8,
        )

    s.side_by_side(tx, rx, 240)
    s.add_page()
    s.heading("Chapter 5  Sensitivity (LRX-78-433, BW 125 kHz)", 10)
    s.table(
        [Col("Spreading factor", 130, "C")] + [Col(f"SF{n}", 61.5, "C") for n in range(7, 13)],
        [["Sensitivity (dBm)", "-123", "-126", "-129", "-132", "-134.5", "-137"]],
        8,
    )
    s.heading("Chapter 6  Pin definition", 10)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("Type", 50, "C"), Col("Description", 339)],
        [
            ["1", "GND", "-", "Ground"],
            ["3", "VCC", "P", "Supply, 1.8 ~ 3.7 V"],
            ["4", "MISO", "O", "SPI data out"],
            ["5", "MOSI", "I", "SPI data in"],
            ["6", "SCK", "I", "SPI clock"],
            ["7", "NSS", "I", "SPI chip select, active low"],
            ["8", "RESET", "I", "Reset, active low"],
            ["9-14", "DIO0 ~ DIO5", "I/O", "Event outputs (TxDone, RxDone, CadDone ...)"],
            ["16", "ANT", "RF", "Antenna pad (if IPEX not used)"],
        ],
        8,
    )
    s.heading("Chapter 7  Frequently used registers", 10)
    s.table(
        [Col("Address", 70, "C"), Col("Name", 120), Col("Reset", 70, "C"), Col("Meaning", 239)],
        [
            ["0x01", "RegOpMode", "0x09", "LoRa / FSK, sleep / standby / TX / RX"],
            ["0x09", "RegPaConfig", "0x4F", "PA select, output power"],
            ["0x1D", "RegModemConfig1", "0x72", "Bandwidth, coding rate"],
            ["0x42", "RegVersion", "0x12", "Silicon version, read only"],
        ],
        8,
    )
    s.heading("Chapter 8  FAQ", 10)
    s.para(
        "Q: Can the module be wired to a 5 V Arduino Uno?  A: Not directly. The SPI and "
        "DIO pins are not 5 V tolerant (see chapter 3); use a level shifter and a 3.3 V "
        "supply.",
        8.5,
    )
    s.para(
        "Q: What range will I get?  A: It depends on antenna, height and terrain; we do "
        "not state a range figure.",
        8.5,
    )
    s.para(
        "Q: Does the module support LoRaWAN?  A: The radio does; the LoRaWAN stack must "
        "run on the host MCU.",
        8.5,
    )
    revision_table(
        s,
        [
            ["2022-03-08", "v1.2", "470 MHz version added"],
            ["2023-10-19", "v1.4", "RX current per bandwidth; FAQ"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "lrx-78.pdf")


# ------------------------------------------- load-cell ADC board (Asunción, ES / EN)
def bal24(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Mbarete Electrónica S.R.L.  \u00b7  Asunción, Paraguay",
        header_right="BAL-24 / BAL-24R  Hoja técnica / Technical sheet",
        footer_left="Mbarete Electrónica  \u00b7  SKU MB-0711 / MB-0711R  \u00b7  Gs. 38.000",
        footer_right="Página {page} de {nb} / Page {page} of {nb}",
        rule_color=(170, 20, 30),
        table_fill=None,
        accent=(170, 20, 30),
        grid=False,
    )
    s = Sheet(style, "BAL-24 24-bit load cell amplifier board")
    s.add_page()
    s.title_block(
        "BAL-24 / BAL-24R",
        "Amplificador para celda de carga, ADC de 24 bits\n24-bit load cell amplifier / ADC board",
        "Para balanzas, básculas y sensores de fuerza  \u00b7  For scales and force sensors",
        19,
    )
    s.heading("Características / Features", 10)
    s.bullets(
        [
            "ADC sigma-delta de 24 bits / 24-bit sigma-delta ADC",
            "Dos canales: A (ganancia 128 o 64) y B (ganancia 32) / "
            "Two channels: A (gain 128 or 64), B (gain 32)",
            "Interfaz serie de 2 hilos DT / SCK (no es I\u00b2C) / "
            "2-wire serial interface DT / SCK (not I\u00b2C)",
            "Regulador de excitación en placa / On-board excitation regulator",
            "Oscilador interno, sin cristal / Internal oscillator, no crystal",
        ],
        8,
    )
    s.heading("Datos técnicos / Technical data", 10)
    s.table(
        [
            Col("Parámetro / Parameter", 200),
            Col("Mín. / Min", 65, "C"),
            Col("Típ. / Typ", 65, "C"),
            Col("Máx. / Max", 65, "C"),
            Col("Unidad / Unit", 104, "C"),
        ],
        [
            ["Tensión de alimentación /\nSupply voltage (VCC)", "2.6", "", "5.5", "V"],
            ["Corriente de funcionamiento /\nOperating current", "", "1.4", "1.6", "mA"],
            ["Corriente en reposo (PD_SCK alto) /\nPower-down current", "", "0.3", "1", MU + "A"],
            ["Tensión de excitación E+ /\nExcitation voltage (VCC = 5 V)", "", "4.3", "", "V"],
            [
                "Entrada diferencial, ganancia 128 /\nDifferential input, gain 128",
                "",
                PM + "20",
                "",
                "mV",
            ],
            [
                "Entrada diferencial, ganancia 64 /\nDifferential input, gain 64",
                "",
                PM + "40",
                "",
                "mV",
            ],
            [
                "Temperatura de trabajo (placa) /\nWorking temperature (board)",
                "-10",
                "",
                "+60",
                DEG,
            ],
        ],
        8,
    )
    s.para(
        "Nota: el chip ADC por sí solo está especificado de -40 "
        + DEG
        + " a +85 "
        + DEG
        + "; la placa (conectores, regulador) se limita al rango indicado arriba. "
        "Note: the ADC chip alone is rated -40 " + DEG + " to +85 " + DEG + "; the board "
        "is limited to the range above. Input ranges are for VCC = 5 V.",
        7.5,
    )
    s.heading("Versiones / Versions", 10)
    s.table(
        [Col("", 200), Col("BAL-24", 149, "C"), Col("BAL-24R", 150, "C")],
        [
            ["Pin RATE en placa / RATE strap", "GND", "VCC"],
            ["Velocidad de salida /\nOutput data rate", "10 SPS", "80 SPS"],
            ["Tiempo de asentamiento /\nSettling time", "400 ms", "50 ms"],
            ["Rechazo 50 / 60 Hz / 50 / 60 Hz rejection", "sí / yes", "no"],
        ],
        8,
    )
    s.add_page()
    s.heading("Conexiones / Pinout", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Función", 200), Col("Function", 239)],
        [
            ["VCC", "Alimentación", "Supply"],
            ["GND", "Tierra", "Ground"],
            ["DT", "Salida de datos (DOUT)", "Serial data out"],
            ["SCK", "Reloj / apagado (PD_SCK)", "Serial clock / power down"],
            ["E+ / E-", "Excitación de la celda", "Load cell excitation"],
            ["A+ / A-", "Señal canal A", "Channel A signal"],
            ["B+ / B-", "Señal canal B", "Channel B signal"],
        ],
        8,
    )
    s.heading("Pulsos de SCK / SCK pulses per reading", 10)
    s.table(
        [
            Col("Pulsos / Pulses", 120, "C"),
            Col("Canal / Channel", 180, "C"),
            Col("Ganancia / Gain", 199, "C"),
        ],
        [["25", "A", "128"], ["26", "B", "32"], ["27", "A", "64"]],
        8,
    )
    s.para(
        "Si SCK queda en alto más de 60 " + MU + "s, el ADC entra en reposo. If SCK stays "
        "high for more than 60 " + MU + "s the ADC powers down. Keep SCK high-time below "
        "50 " + MU + "s while reading.",
        8,
    )
    s.heading("Preguntas frecuentes / FAQ", 10)
    s.para(
        "¿Funciona con 3,3 V? / Does it work at 3.3 V?  Sí. Con VCC = 3,3 V los niveles "
        "de DT y SCK siguen a VCC, así que un ESP32 o una Raspberry Pi leen la placa "
        "directamente. Yes: with VCC = 3.3 V the DT and SCK levels follow VCC, so an ESP32 "
        "or a Raspberry Pi can read the board directly.",
        8,
    )
    s.para(
        "¿Cómo paso el BAL-24 a 80 muestras? / How do I get 80 SPS on a BAL-24?  Corte el "
        "puente J1 y suelde RATE a VCC. Cut jumper J1 and solder RATE to VCC; the BAL-24R "
        "ships that way.",
        8,
    )
    s.para(
        "¿Qué celda de carga uso? / Which load cell?  Cualquier puente completo de "
        "4 hilos, 1 a 2 mV/V. Any 4-wire full bridge with 1 to 2 mV/V output. The board "
        "does not state a maximum weight: that is set by the load cell.",
        8,
    )
    s.para(
        "¿Tiene dirección I\u00b2C? / Does it have an I\u00b2C address?  No. El protocolo "
        "es propio de 2 hilos. No, the protocol is a simple 2-wire clocked read.",
        8,
    )
    revision_table(
        s,
        [
            ["2023-02-01", "1.0", "Primera edición / first issue"],
            ["2024-01-10", "1.1", "BAL-24R agregado / BAL-24R added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "bal-24.pdf")


# ------------------------------------------------ temperature sensor (Trondheim)
def tsq3817(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Nordlys Precision Sensors AS",
        header_right="TSQ3817  Product data sheet",
        footer_left="TSQ3817 \u00b7 Rev. 2 \u00b7 2023-11 \u00b7 Trondheim, Norway",
        footer_right="{page}",
        rule_color=(20, 40, 90),
        table_fill=None,
        accent=(20, 40, 90),
        grid=False,
    )
    s = Sheet(style, "TSQ3817 high-accuracy digital temperature sensor")
    s.add_page()
    s.title_block(
        "TSQ3817",
        "\u00b10.1 \u00b0C digital temperature sensor with I\u00b2C / SMBus interface",
        "WSON-6 (2 mm x 2 mm) \u00b7 16-bit \u00b7 NIST-traceable calibration",
        20,
    )
    s.heading("1  Features", 10)
    s.bullets(
        [
            PM + "0.1 " + DEG + " accuracy from -20 " + DEG + " to +50 " + DEG + " without "
            "calibration by the user",
            "16-bit result, 7.8125 m" + DEG + " per LSB",
            "Supply 1.8 V to 5.5 V",
            "Four bus addresses selected by the ADD0 pin",
            "3.5 " + MU + "A average at one conversion per second (8 averages)",
            "Programmable alert with hysteresis, EEPROM for user data",
        ],
        8.5,
    )
    s.heading("2  Description", 10)
    s.para(
        "The TSQ3817 replaces platinum RTDs and thermistors in medical and cold-chain "
        "designs. The die is trimmed at three temperatures in production; the result "
        "register holds two's-complement data. The part starts in continuous-conversion "
        "mode with eight averages.",
        8.5,
    )
    s.heading("3  Limiting values", 10)
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Parameter", 230),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["V+", "supply voltage", "-0.3", "6", "V"],
            ["VI", "voltage on SDA, SCL, ALERT, ADD0", "-0.3", "6", "V"],
            ["Tj", "junction temperature", "-55", "150", DEG],
            ["Tstg", "storage temperature", "-60", "150", DEG],
        ],
        8,
    )
    s.caption("Table 1.  Limiting values", 8)
    s.heading("4  Recommended operating conditions", 10)
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Parameter", 230),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["V+", "supply voltage", "1.8", "3.3", "5.5", "V"],
            ["Tamb", "operating ambient temperature", "-55", "", "150", DEG],
        ],
        8,
    )
    s.caption("Table 2.  Recommended operating conditions", 8)
    s.heading("5  Temperature accuracy", 10)
    s.para("V+ = 1.8 V to 5.5 V, continuous conversion, 8 averages.", 8)
    s.table(
        [
            Col("Temperature band", 220),
            Col("Min", 70, "C"),
            Col("Typ", 70, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["-20 " + DEG + " to +50 " + DEG, "-0.1", PM + "0.02", "0.1", DEG],
            ["-40 " + DEG + " to +70 " + DEG, "-0.15", "", "0.15", DEG],
            ["-40 " + DEG + " to +100 " + DEG, "-0.2", "", "0.2", DEG],
            ["-55 " + DEG + " to +150 " + DEG, "-0.3", "", "0.3", DEG],
        ],
        8,
    )
    s.caption("Table 3.  Temperature accuracy", 8)
    s.add_page()
    s.heading("6  Characteristics", 10)
    s.para("Tamb = 25 " + DEG + ", V+ = 3.3 V unless otherwise specified.", 8)
    s.table(
        [
            Col("Symbol", 55, "C"),
            Col("Parameter", 150),
            Col("Conditions", 105),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["", "resolution", "", "", "7.8125", "", "m" + DEG],
            ["tconv", "conversion time", "one conversion", "", "15.5", "17.5", "ms"],
            ["IDD", "supply current", "converting", "", "135", "220", MU + "A"],
            ["", "", "1 Hz, 8 averages", "", "3.5", "", MU + "A"],
            ["ISD", "shutdown current", "", "", "0.15", "1", MU + "A"],
            ["VIH", "", "", "0.7 V+", "", "", "V"],
            ["VIL", "", "", "", "", "0.3 V+", "V"],
            ["VOL", "", "IOL = 3 mA", "", "", "0.4", "V"],
            ["fSCL", "SCL clock frequency", "", "0.001", "", "0.4", "MHz"],
            ["ttimeout", "SMBus timeout", "", "20", "", "35", "ms"],
        ],
        8,
    )
    s.caption("Table 4.  Characteristics", 8)
    s.heading("7  Address selection", 10)
    s.table(
        [
            Col("ADD0 connected to", 200),
            Col("7-bit address", 150, "C"),
            Col("8-bit write byte", 149, "C"),
        ],
        [
            ["GND", "0x48", "0x90"],
            ["V+", "0x49", "0x92"],
            ["SDA", "0x4A", "0x94"],
            ["SCL", "0x4B", "0x96"],
        ],
        8,
    )
    s.caption("Table 5.  Address selection", 8)
    s.heading("8  Registers", 10)
    s.table(
        [
            Col("Pointer", 60, "C"),
            Col("Register", 150),
            Col("Reset", 80, "C"),
            Col("Function", 209),
        ],
        [
            ["00h", "TEMP_RESULT", "8000h", "last result"],
            ["01h", "CONFIG", "0220h", "mode, averaging, cycle time"],
            ["02h", "THIGH_LIMIT", "6000h", "high alert limit (192 " + DEG + ")"],
            ["03h", "TLOW_LIMIT", "8000h", "low alert limit (-256 " + DEG + ")"],
            ["0Fh", "DEVICE_ID", "3817h", "identifier, not an address"],
        ],
        8,
    )
    s.caption("Table 6.  Register map", 8)
    s.heading("9  Conversion cycle time (CONV bits, 8 averages)", 10)
    s.table(
        [Col("CONV", 70, "C")]
        + [Col(b, 53.6, "C") for b in ("000", "001", "010", "011", "100", "101", "110", "111")],
        [["Cycle", "125 ms", "125 ms", "250 ms", "500 ms", "1 s", "4 s", "8 s", "16 s"]],
        8,
    )
    s.caption("Table 7.  Conversion cycle time", 8)
    revision_table(
        s,
        [["2022-06-13", "1", "first release"], ["2023-11-07", "2", "accuracy bands added"]],
        (90, 60, 349),
    )
    return save(s, out / "tsq3817.pdf")


# --------------------------------------------------- miniature PCB relay (Yuyao)
def yrd(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="LONGSHAN RELAY WORKS  -  YUYAO, ZHEJIANG",
        header_right="GENERAL PURPOSE RELAYS",
        footer_left="Longshan Relay Works catalogue 2024  -  specifications subject to change",
        footer_right="R-{page}",
        rule_color=(0, 0, 0),
        table_fill=(215, 215, 215),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "YRD series miniature PCB power relay")
    s.add_page()
    s.title_block(
        "YRD Series",
        "Miniature PCB Power Relay  10 A",
        "1 Form C (SPDT)  -  sealed and flux-proof types  -  19.0 x 15.5 x 15.3 mm",
        20,
    )
    s.heading("FEATURES", 10)
    s.bullets(
        [
            "Switching capacity up to 10 A",
            "Coil power 0.36 W (L type) or 0.45 W (D type)",
            "PCB layout compatible with the industry-standard cube relay",
            "Sealed type for wave soldering and washing",
        ],
        8.5,
    )
    s.heading("CONTACT DATA", 10)
    s.table(
        [Col("Item", 200), Col("NO contact", 150, "C"), Col("NC contact", 149, "C")],
        [
            ["Contact arrangement", "1 Form C", "1 Form C"],
            ["Rated load (resistive), AC", "10 A 250 VAC", "7 A 250 VAC"],
            ["Rated load (resistive), DC", "10 A 30 VDC", "7 A 30 VDC"],
            ["Inductive load (cos phi = 0.4)", "3 A 250 VAC", "2 A 250 VAC"],
            ["Max. switching voltage", "250 VAC / 110 VDC", "250 VAC / 110 VDC"],
            ["Max. switching power", "2500 VA / 300 W", "1750 VA / 210 W"],
            ["Contact resistance", "100 mOhm max. (1 A 6 VDC)", "100 mOhm max."],
            ["Contact material", "AgCdO", "AgCdO"],
        ],
        8,
    )
    s.heading("COIL DATA (at 23 " + DEG + ")", 10)
    s.table(
        [
            Col("Coil code", 130),
            Col("05  L", 92, "C"),
            Col("05  D", 92, "C"),
            Col("12  L", 92, "C"),
            Col("12  D", 93, "C"),
        ],
        [
            ["Rated voltage (VDC)", "5", "5", "12", "12"],
            ["Coil current (mA)", "71.4", "89.3", "30.0", "37.5"],
            ["Coil resistance (Ohm) +/-10 %", "70", "55", "400", "320"],
            ["Coil power (W)", "0.36", "0.45", "0.36", "0.45"],
            ["Pick-up voltage (VDC) max.", "3.75", "3.75", "9.0", "9.0"],
            ["Drop-out voltage (VDC) min.", "0.5", "0.5", "1.2", "1.2"],
            ["Max. allowable voltage (VDC)", "6.5", "6.5", "15.6", "15.6"],
        ],
        8,
    )
    s.heading("CHARACTERISTICS", 10)
    s.table(
        [Col("Item", 220), Col("Value", 279)],
        [
            ["Operate time (at rated voltage)", "10 ms max."],
            ["Release time", "5 ms max."],
            ["Insulation resistance", "100 MOhm min. (500 VDC)"],
            ["Dielectric strength, coil - contacts", "1500 VAC 1 min"],
            ["Dielectric strength, open contacts", "1000 VAC 1 min"],
            ["Mechanical endurance", "10 000 000 operations"],
            ["Electrical endurance", "100 000 operations (rated resistive load, NO)"],
            ["Ambient temperature", "-25 " + DEG + " ~ +70 " + DEG + " (note 2)"],
            ["Humidity", "35 % ~ 85 % RH"],
            ["Weight", "approx. 10 g"],
        ],
        8,
    )
    s.add_page()
    s.heading("SAFETY APPROVAL RATINGS", 10)
    s.table(
        [Col("Agency", 120), Col("File No.", 120, "C"), Col("Ratings", 259)],
        [
            ["UL / cUL", "E3217xx", "10 A 125 VAC, 10 A 28 VDC (NO), general use"],
            ["TUV", "R 50 4417xx", "10 A 250 VAC, cos phi = 1, 10 000 ops"],
        ],
        8,
    )
    s.para(
        "Approval ratings are the values tested by the agency; they may be lower than the "
        "catalogue ratings on page R-1.",
        8,
    )
    s.heading("ORDERING CODE", 10)
    s.table(
        [
            Col("Example", 110),
            Col("YRD", 60, "C"),
            Col("-05VDC", 80, "C"),
            Col("-S", 60, "C"),
            Col("L", 60, "C"),
            Col("-C", 129, "C"),
        ],
        [
            [
                "Meaning",
                "series",
                "coil voltage\n05 / 12",
                "S: sealed\nF: flux-proof",
                "L: 0.36 W\nD: 0.45 W",
                "C: 1 Form C\nA: 1 Form A (NO only)",
            ],
        ],
        8,
    )
    s.heading("PIN LAYOUT (bottom view)", 10)
    s.table(
        [Col("Pin", 80, "C"), Col("Function", 200), Col("Spacing", 219, "C")],
        [
            ["1", "COM", "-"],
            ["2, 5", "Coil", "12.0 mm between coil pins"],
            ["3", "NC", "2.0 mm from COM row"],
            ["4", "NO", "-"],
        ],
        8,
    )
    s.heading("NOTES", 10)
    s.para(
        "1. The coil is not polarised. A flyback diode across the coil is required when "
        "the relay is driven by a transistor; a microcontroller pin cannot drive the coil "
        "directly.",
        8,
    )
    s.para(
        "2. Above +60 " + DEG + " ambient use only the L (0.36 W) type at rated voltage; "
        "the D type is rated -25 " + DEG + " ~ +60 " + DEG + " only.",
        8,
    )
    s.para(
        "3. Continuous coil voltage above the max. allowable value shortens coil life "
        "and may burn the coil. Pick-up and drop-out values are for a coil at 23 "
        + DEG
        + "; a hot coil needs a higher voltage to pick up.",
        8,
    )
    s.para(
        "4. Breaking DC loads above 30 VDC causes arcing; the electrical endurance "
        "figure does not apply to lamp or motor loads.",
        8,
    )
    revision_table(
        s,
        [["2022-09", "C", "D type added"], ["2024-01", "D", "approval ratings updated"]],
        (90, 60, 349),
    )
    return save(s, out / "yrd.pdf")
