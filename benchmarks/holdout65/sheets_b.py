"""Hold-out 65 datasheets, part 2: a 16-channel I2C PWM LED driver IC, a laser
time-of-flight distance module, an RS-485 transceiver board and a 2-channel relay module.

A Chinese IC data sheet in Chinese-English (full-width punctuation, a table whose
columns are supply voltages, the operating temperature inside the absolute maximum
table), a Korean-English module specification (ranging-mode columns, ※ notes), a
Brazilian Portuguese / English bilingual board sheet (decimal commas, one column per
version) and a Turkish / English relay module sheet (one column per trigger version,
contact ratings per load kind).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
LP = "\uff08"
RP = "\uff09"
FWEQ = "\uff1d"
REF = "\u203b"


# ------------------------------------------------ PWM LED driver IC (China)
def hm9616(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Hongmai Microelectronics",
        header_right="HM9616  Datasheet  V1.4",
        footer_left="Shenzhen Hongmai Microelectronics Co., Ltd.",
        footer_right="{page} / {nb}",
        table_fill=(225, 235, 245),
        accent=(0, 60, 140),
    )
    s = Sheet(style, "HM9616 16-channel PWM LED driver")
    s.add_page()
    s.title_block(
        "HM9616",
        "16-Channel 12-bit PWM LED Driver with I2C Interface",
        "TSSOP-28 / QFN-28 (4x4)",
        20,
    )
    s.heading("1、Features", 10, rule=True)
    s.bullets(
        [
            "Supply voltage" + FWC + "2.3V" + FWT + "5.5V",
            "16 LED outputs, 12-bit (4096 steps) PWM each, push-pull or open-drain",
            "Each output sinks 25mA" + LP + "VDD" + FWEQ + "5V" + RP,
            "PWM frequency 24Hz"
            + FWT
            + "1526Hz, internal 25MHz oscillator or external clock up to 50MHz",
            "I2C Fm+ up to 1MHz, 6 address pins",
            "SDA, SCL, A0" + FWT + "A5, OE inputs are 5V tolerant",
        ],
        8.5,
    )
    s.heading("2、Electrical Characteristics", 10, rule=True)
    s.para(LP + "Ta" + FWEQ + "25" + FW_C + ", unless otherwise specified" + RP, 7.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 55, "C"),
            Col("", 40, "C"),
            Col("VDD" + FWEQ + "3.3V", 85, "C"),
            Col("VDD" + FWEQ + "5.0V", 85, "C"),
            Col("Unit", 84, "C"),
        ],
        [
            ["Operating current\n(no load, oscillator on)", "IDD", "Typ.", "2.5", "6", "mA"],
            ["", "", "Max.", "6", "10", "mA"],
            ["Standby current (SLEEP" + FWEQ + "1)", "ISTB", "Typ.", "2.2", "2.7", MU + "A"],
            ["", "", "Max.", "12", "15", MU + "A"],
            [
                "LOW-level output current\n(LEDn, VOL" + FWEQ + "0.5V)",
                "IOL",
                "Min.",
                "12",
                "25",
                "mA",
            ],
            ["HIGH-level output current\n(LEDn, push-pull)", "IOH", "Min.", "-4", "-10", "mA"],
            ["Input HIGH voltage", "VIH", "Min.", "2.3", "3.5", "V"],
            ["Input LOW voltage", "VIL", "Max.", "1.0", "1.5", "V"],
        ],
        7.5,
    )
    s.heading("3、Absolute Maximum Ratings", 10, rule=True)
    s.table(
        [Col("Parameter", 220), Col("Rating", 160, "C"), Col("Unit", 119, "C")],
        [
            ["Supply voltage VDD", "-0.5" + FWT + "6.0", "V"],
            ["LEDn output voltage", "-0.5" + FWT + "5.5", "V"],
            ["SDA, SCL, A0" + FWT + "A5, OE", "-0.5" + FWT + "5.5", "V"],
            ["Total ground current", "400", "mA"],
            ["Operating temperature", "-40" + FWT + "+85", FW_C],
            ["Storage temperature", "-65" + FWT + "+150", FW_C],
        ],
        7.5,
    )
    s.add_page()
    s.heading("4、Recommended Operating Conditions", 10, rule=True)
    s.table(
        [Col("Parameter", 220), Col("Min.", 70, "C"), Col("Max.", 70, "C"), Col("Unit", 139, "C")],
        [
            ["VDD", "2.3", "5.5", "V"],
            ["LEDn sink current, per output", "", "25", "mA"],
            ["SCL clock frequency", "0", "1000", "kHz"],
        ],
        7.5,
    )
    s.heading("5、Device Address", 10, rule=True)
    s.para(
        "Slave address"
        + FWC
        + "1 A5 A4 A3 A2 A1 A0 (7-bit). All address pins to GND"
        + FWC
        + "0x40. 0x70 is the LED All Call address after power-on and cannot be used by a second "
        "device unless All Call is disabled.",
        8.0,
    )
    s.heading("6、Register Map (part)", 10, rule=True)
    s.table(
        [
            Col("Address", 70, "C"),
            Col("Name", 120),
            Col("Default", 90, "C"),
            Col("Description", 219),
        ],
        [
            ["0x00", "MODE1", "0x11", "SLEEP, AI, ALLCALL"],
            ["0x01", "MODE2", "0x04", "OUTDRV (totem pole)"],
            ["0x06", "LED0_ON_L", "0x00", "LED0 on time, low byte"],
            ["0xFA", "ALL_LED_ON_L", "0x00", "All outputs"],
            ["0xFE", "PRE_SCALE", "0x1E", "PWM frequency = 25MHz / (4096 x (PRE_SCALE + 1))"],
        ],
        7.5,
    )
    s.heading("7、Application Notes", 10, rule=True)
    s.bullets(
        [
            "For LEDs on a supply above 5.5V use external N-MOSFETs; LEDn must never see more than 5.5V.",
            "PRE_SCALE can only be written when SLEEP" + FWEQ + "1.",
        ],
        8.0,
    )
    revision_table(s, [["2025-11-03", "V1.4", "QFN-28 added"]], (90, 60, 349))
    return save(s, out / "hm9616.pdf")


# ------------------------------------------- laser ToF distance module (Korea)
def tofk40(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="HANBIT PHOTONICS CO., LTD.",
        header_right="SPEC No. HP-TOF-K40-02",
        footer_left="HANBIT PHOTONICS  |  Pangyo, Korea",
        footer_right="- {page} -",
        table_fill=(235, 235, 235),
        accent=(40, 40, 40),
    )
    s = Sheet(style, "TOF-K40 laser distance module")
    s.add_page()
    s.title_block(
        "TOF-K40",
        "Laser Time-of-Flight Distance Sensor Module Product Specification",
        "Ver. 2.0  |  Module with 940 nm VCSEL, SPAD receiver, 2.8 V LDO and level shifter",
        18,
    )
    s.heading("1. Product Summary", 10, rule=True)
    s.table(
        [Col("Item", 180), Col("Specification", 319)],
        [
            ["Operation voltage (VIN)", "2.6 V ~ 5.5 V (on-board 2.8 V LDO)"],
            ["Interface", "I2C (up to 400 kHz), GPIO1 interrupt, XSHUT"],
            ["I2C device address", "0x29 (7-bit), can change by software"],
            ["Laser", "940 nm VCSEL, Class 1 (IEC 60825-1:2014)"],
            ["Field of view", "27 deg (full)"],
            ["Operating temperature", "-20 ~ +70 " + DEG],
            ["Size", "13 x 18 x 3 mm"],
        ],
        7.5,
    )
    s.para(
        REF + " SDA, SCL, GPIO1 and XSHUT are level-shifted to VIN. Pull-up 10 kΩ to VIN on board.",
        7.5,
    )
    s.heading("2. Ranging Performance", 10, rule=True)
    s.para(
        "Target: white 88 % reflectance, full FoV coverage. Value is typical unless Min./Max. is written.",
        7.5,
    )
    s.table(
        [
            Col("Item", 170),
            Col("Condition", 110),
            Col("Short", 70, "C"),
            Col("Medium", 70, "C"),
            Col("Long", 79, "C"),
        ],
        [
            ["Maximum distance", "Dark", "1.3 m", "2.9 m", "4.0 m"],
            ["", "Indoor ambient\n(200 kcps/SPAD)", "1.3 m", "1.8 m", "1.2 m"],
            ["Minimum distance", "", "40 mm", "40 mm", "40 mm"],
            ["Ranging accuracy", "Dark, < 1 m", PM + "15 mm", PM + "15 mm", PM + "20 mm"],
            ["Timing budget", "Min.", "20 ms", "33 ms", "33 ms"],
        ],
        7.5,
    )
    s.para(
        REF
        + " Ranging under direct sunlight is not guaranteed. "
        + REF
        + " When a cover glass is used, cross-talk calibration is required.",
        7.5,
    )
    s.add_page()
    s.heading("3. Electrical Characteristics", 10, rule=True)
    s.table(
        [
            Col("Item", 170),
            Col("Symbol", 60, "C"),
            Col("Min.", 55, "C"),
            Col("Typ.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 104, "C"),
        ],
        [
            ["Operation voltage", "VIN", "2.6", "3.3", "5.5", "V"],
            ["Operation current\n(ranging, average)", "IIN", "", "19", "", "mA"],
            ["Peak current\n(laser pulse)", "IPK", "", "", "40", "mA"],
            ["Standby current\n(XSHUT = Low)", "ISB", "", "5", "", MU + "A"],
            ["I2C clock", "fSCL", "", "", "400", "kHz"],
        ],
        7.5,
    )
    s.heading("4. Absolute Maximum Rating", 10, rule=True)
    s.table(
        [Col("Item", 230), Col("Rating", 140, "C"), Col("Unit", 129, "C")],
        [
            ["VIN", "-0.3 ~ 6.0", "V"],
            ["SDA, SCL, XSHUT", "-0.3 ~ VIN + 0.3", "V"],
            ["Storage temperature", "-40 ~ +85", DEG],
        ],
        7.5,
    )
    s.heading("5. Pin Description", 10, rule=True)
    s.table(
        [Col("No.", 50, "C"), Col("Name", 90), Col("Description", 359)],
        [
            ["1", "VIN", "Power input 2.6 ~ 5.5 V"],
            ["2", "GND", "Ground"],
            ["3", "SCL", "I2C clock"],
            ["4", "SDA", "I2C data"],
            ["5", "GPIO1", "Interrupt output, open drain"],
            ["6", "XSHUT", "Shutdown input, active Low"],
        ],
        7.5,
    )
    s.heading("6. Caution", 10, rule=True)
    s.bullets(
        [
            "Please don't look into the laser aperture with optical instruments.",
            "Please remove the protective film before use.",
            "Two modules on one bus: hold one in XSHUT and change the address of the other.",
        ],
        8.0,
    )
    return save(s, out / "tof-k40.pdf")


# ---------------------------------------- RS-485 transceiver board (Brazil)
def nb485(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Nordeste Eletr\u00f4nica Ltda.",
        header_right="Folha de dados / Data sheet  NB-485M",
        footer_left="Nordeste Eletr\u00f4nica Ltda. - Recife, PE - Brasil",
        footer_right="Folha {page} de {nb}",
        table_fill=(220, 240, 225),
        accent=(0, 100, 50),
    )
    s = Sheet(style, "NB-485M RS-485 transceiver board")
    s.add_page()
    s.title_block(
        "NB-485M-3 / NB-485M-5",
        "M\u00f3dulo transceptor RS-485 / RS-485 transceiver board (TTL UART to RS-485)",
        "Half duplex, automatic or manual direction control, 120 Ohm termination by jumper",
        16,
    )
    s.heading("1. Caracter\u00edsticas / Characteristics", 10, rule=True)
    s.para("Valores a 25 " + DEG + " / values at 25 " + DEG + ".", 7.5)
    s.table(
        [
            Col("Par\u00e2metro / Parameter", 230),
            Col("NB-485M-3", 135, "C"),
            Col("NB-485M-5", 134, "C"),
        ],
        [
            [
                "Tens\u00e3o de alimenta\u00e7\u00e3o /\nSupply voltage (VCC)",
                "3.0 - 3.6 V",
                "4.5 - 5.5 V",
            ],
            ["Corrente sem carga /\nSupply current, no load", "0.6 mA", "0.9 mA"],
            ["Taxa de dados m\u00e1x. /\nMaximum data rate", "250 kbit/s", "2.5 Mbit/s"],
            ["Carga unit\u00e1ria / Unit load", "1/8 UL", "1/4 UL"],
            ["N\u00f3s no barramento /\nNodes on one bus", "256", "128"],
            ["Modo comum / Bus common-mode range", "-7 ... +12 V", "-7 ... +12 V"],
            ["ESD nos pinos A, B / ESD on A, B", PM + "15 kV (HBM)", PM + "15 kV (HBM)"],
            [
                "Entradas DI, DE, /RE / Logic inputs",
                "toleram 5 V / 5 V tolerant",
                "n\u00edvel VCC / VCC level",
            ],
            [
                "Temperatura de opera\u00e7\u00e3o /\nOperating temperature",
                "-40 ... +85 " + DEG,
                "-20 ... +70 " + DEG,
            ],
        ],
        7.5,
    )
    s.heading("2. Limites absolutos / Absolute maximum ratings", 10, rule=True)
    s.table(
        [
            Col("", 230),
            Col("m\u00edn. / min", 90, "C"),
            Col("m\u00e1x. / max", 90, "C"),
            Col("", 89, "C"),
        ],
        [
            ["VCC (NB-485M-3)", "-0.3", "4.0", "V"],
            ["VCC (NB-485M-5)", "-0.3", "7.0", "V"],
            ["A, B", "-8", "+13", "V"],
            ["DI, DE, /RE", "-0.3", "6.0", "V"],
            ["Temperatura de armazenamento / Storage", "-55", "+125", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("3. Liga\u00e7\u00f5es / Connections", 10, rule=True)
    s.table(
        [Col("Pino / Pin", 80, "C"), Col("Fun\u00e7\u00e3o / Function", 419)],
        [
            ["VCC", "Alimenta\u00e7\u00e3o / supply"],
            ["GND", "Terra / ground"],
            ["RO", "Sa\u00edda do receptor / receiver output (to MCU RX)"],
            ["DI", "Entrada do driver / driver input (from MCU TX)"],
            ["DE, /RE", "Dire\u00e7\u00e3o / direction (tie together; J2 = auto direction)"],
            ["A, B", "Barramento / bus terminal (A = non-inverting)"],
        ],
        7.5,
    )
    s.heading("4. Jumpers", 10, rule=True)
    s.table(
        [
            Col("Jumper", 80, "C"),
            Col("Fun\u00e7\u00e3o / Function", 300),
            Col("F\u00e1brica / as shipped", 119, "C"),
        ],
        [
            ["J1", "Termina\u00e7\u00e3o 120 Ohm / 120 Ohm termination", "fechado / closed"],
            ["J2", "Dire\u00e7\u00e3o autom\u00e1tica / auto direction", "aberto / open"],
            ["J3", "Polariza\u00e7\u00e3o 680 Ohm / 680 Ohm fail-safe bias", "fechado / closed"],
        ],
        7.5,
    )
    s.heading("5. Observa\u00e7\u00f5es / Notes", 10, rule=True)
    s.bullets(
        [
            "Cabo de par tran\u00e7ado at\u00e9 1200 m a 100 kbit/s. / Twisted pair up to 1200 m at 100 kbit/s.",
            "Feche J1 apenas nas duas pontas do barramento. / Close J1 only at the two ends of the bus.",
            "A dire\u00e7\u00e3o autom\u00e1tica (J2) funciona at\u00e9 115200 bit/s. / Auto direction (J2) works "
            "up to 115200 bit/s.",
            "Sem isola\u00e7\u00e3o galv\u00e2nica. / No galvanic isolation.",
        ],
        8.0,
    )
    revision_table(
        s, [["2025-06-12", "C", "NB-485M-3 com entradas 5 V / 5 V tolerant inputs"]], (90, 60, 349)
    )
    return save(s, out / "nb-485m.pdf")


# ------------------------------------------------ 2-channel relay module (Turkey)
def rly2c(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Anadolu Elektronik",
        header_right="RLY-2C  Teknik Bilgi / Technical information",
        footer_left="Anadolu Elektronik San. ve Tic. Ltd. \u015eti. - \u0130zmir",
        footer_right="Sayfa {page}/{nb}",
        table_fill=(245, 225, 225),
        accent=(160, 0, 30),
        grid=False,
    )
    s = Sheet(style, "RLY-2C 2-channel relay module")
    s.add_page()
    s.title_block(
        "RLY-2C-L / RLY-2C-H",
        "2 kanall\u0131 5 V r\u00f6le mod\u00fcl\u00fc / 2-channel 5 V relay module with optocouplers",
        "-L: low-level trigger  |  -H: high-level trigger  |  JD-VCC jumper for a separate relay supply",
        17,
    )
    s.heading("Teknik \u00f6zellikler / Technical specifications", 10, rule=True)
    s.table(
        [Col("", 230), Col("RLY-2C-L", 135, "C"), Col("RLY-2C-H", 134, "C")],
        [
            ["Besleme / Module supply (VCC, JD-VCC)", "5 V " + PM + "5 %", "5 V " + PM + "5 %"],
            ["R\u00f6le \u00e7ekerken / Relay pulls in at", "IN \u2264 1.5 V", "IN \u2265 2.5 V"],
            [
                "R\u00f6le b\u0131rak\u0131rken / Relay releases at",
                "IN \u2265 4.2 V or open",
                "IN \u2264 0.8 V or open",
            ],
            ["Giri\u015f ak\u0131m\u0131 / IN current", "1.9 mA (IN = 0 V)", "2.2 mA (IN = 3.3 V)"],
            ["Bobin ak\u0131m\u0131 / Coil current per relay", "72 mA", "72 mA"],
            ["Bo\u015fta ak\u0131m / Idle current, relays off", "< 1 mA", "< 1 mA"],
        ],
        7.5,
    )
    s.para(
        "Both versions need 5 V on VCC. With the -L version the input must be pulled up to "
        "at least 4.2 V to release the relay, so a 3.3 V output cannot switch it off; use the "
        "-H version with 3.3 V controllers.",
        8.0,
    )
    s.heading("Kontak de\u011ferleri / Contact ratings (per channel)", 10, rule=True)
    s.table(
        [
            Col("Y\u00fck / Load", 230),
            Col("Gerilim / Voltage", 135, "C"),
            Col("Ak\u0131m / Current", 134, "C"),
        ],
        [
            ["Rezistif / Resistive AC", "250 V AC", "10 A"],
            ["Rezistif / Resistive DC", "30 V DC", "10 A"],
            ["Ind\u00fcktif / Inductive AC (cos \u03c6 = 0.4)", "250 V AC", "3 A"],
            ["Mod\u00fcl klemensi / Board terminal", "", "7 A"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Di\u011fer / Other", 10, rule=True)
    s.table(
        [Col("", 260), Col("", 239)],
        [
            ["Kontak tipi / Contact form", "1 changeover (NO / COM / NC) per channel"],
            ["\u00c7ekme / b\u0131rakma s\u00fcresi / Operate / release time", "10 ms / 5 ms max"],
            ["Mekanik \u00f6m\u00fcr / Mechanical life", "10 000 000 operations"],
            ["Elektriksel \u00f6m\u00fcr / Electrical life", "100 000 operations (10 A, 250 V AC)"],
            ["Optokuplör izolasyonu / Optocoupler isolation", "5000 Vrms"],
            [
                "\u00c7al\u0131\u015fma s\u0131cakl\u0131\u011f\u0131 / Operating temperature",
                "0 ... +60 " + DEG,
            ],
            ["Boyut / Size", "50 x 38 x 19 mm"],
        ],
        7.5,
        show_head=False,
    )
    s.heading("Ba\u011flant\u0131 / Connection", 10, rule=True)
    s.table(
        [Col("Pin", 80, "C"), Col("A\u00e7\u0131klama / Description", 419)],
        [
            ["VCC", "5 V, optocoupler side"],
            ["GND", "Ground"],
            ["IN1, IN2", "Control inputs, channel 1 and 2"],
            ["JD-VCC", "Relay coil supply (jumper to VCC as shipped)"],
        ],
        7.5,
    )
    s.heading("Uyar\u0131lar / Warnings", 10, rule=True)
    s.bullets(
        [
            "For full isolation remove the JD-VCC jumper and feed JD-VCC with a separate 5 V supply.",
            "Mains wiring must be done by a qualified person. The PCB has no fuse.",
            "Use a snubber or varistor when switching motors or contactors.",
        ],
        8.0,
    )
    return save(s, out / "rly-2c.pdf")
