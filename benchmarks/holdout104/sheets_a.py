"""Hold-out 104 datasheets, part 1: an RS-232 to TTL converter board, a 16-channel
12-bit PWM servo driver board, a pulse-oximeter / heart-rate sensor module and a
5 V 4-channel solid-state relay board.

A Montevideo maker-store product sheet (version columns, two supply-current rows
that differ only by VCC, a TTL tolerance answer in the FAQ), a Denver robotics
shop hookup guide (a flavour table whose columns are the two boards, logic-side
limits in a symbol table, the address range in prose beside a register table), an
Occitan / English technical sheet (bilingual names wrapped over two lines, module
and chip temperature ranges that look alike) and a Sardinian / English board sheet
(bilingual wrapped names, ON / OFF input levels, load current at two ambient
temperatures, a minimum load only in the FAQ).
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


# ------------------------------------------------- RS-232 <-> TTL board (Montevideo shop)
def mvr3232(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="CERRO LABS  ·  electronics for makers  ·  Montevideo, Uruguay",
        header_right="Product sheet MVR-3232 / MVR-3232F",
        footer_left="Cerro Labs S.R.L. · Av. Rivera 2841, Montevideo · ventas@cerrolabs.example",
        footer_right="pg {page}/{nb}",
        rule_color=(20, 50, 110),
        table_fill=(228, 234, 245),
        accent=(20, 50, 110),
        grid=False,
    )
    s = Sheet(style, "MVR-3232 RS-232 to TTL converter board")
    s.add_page()
    s.title_block(
        "MVR-3232 / MVR-3232F",
        "RS-232 <-> TTL serial converter board (3232-type transceiver)",
        "SKU CL-0417  MVR-3232 .......... UYU 290     SKU CL-0418  MVR-3232F (flow control) .......... UYU 390",
        20,
    )

    def left() -> None:
        s.heading("What it does", 10)
        s.para(
            "Connects the UART of a microcontroller (Arduino, ESP32, Raspberry Pi, STM32) to a "
            "PC COM port, a GPS, a weighing scale or a PLC programming port with real RS-232 "
            "levels. A charge pump on the transceiver makes the positive and negative RS-232 "
            "voltages from VCC, so no extra supply is needed.",
            8.5,
        )

    def right() -> None:
        s.heading("Quick facts", 10)
        s.bullets(
            [
                "Runs from the same supply as your microcontroller: 3.0 V to 5.5 V on VCC",
                "2 drivers + 2 receivers; the MVR-3232F also brings out RTS / CTS",
                "Four 0.1 " + MU + "F pump capacitors already on the board",
                "Power LED on the MVR-3232 (not fitted on the -F)",
                PM + "15 kV ESD protection on the DB9 pins",
            ],
            8.5,
        )

    s.side_by_side(left, right, 235)
    s.heading("Versions", 10.5, rule=True)
    s.table(
        [Col("", 175), Col("MVR-3232", 162, "C"), Col("MVR-3232F", 162, "C")],
        [
            ["Connector", "DB9 female (DCE wiring)", "DB9 male (DTE wiring)"],
            ["Signals", "TXD, RXD", "TXD, RXD, RTS, CTS"],
            ["Transceiver grade", "commercial", "industrial"],
            ["Operating temperature", "0 to +70 " + DEG, "-40 to +85 " + DEG],
            ["Supply current, no load (VCC = 3.3 V)", "1.6 mA", "0.4 mA"],
            ["Supply current, no load (VCC = 5 V)", "3.2 mA", "0.5 mA"],
            ["Board size", "32 " + TIMES + " 18 mm", "38 " + TIMES + " 31 mm"],
        ],
        8,
    )
    s.para("The supply current of the MVR-3232 includes its power LED.", 7.5)
    s.heading("Electrical characteristics", 10.5, rule=True)
    s.para("TA = 25 " + DEG + ", VCC = 3.3 V unless noted. Same for both versions.", 7.5)
    s.table(
        [
            Col("Parameter", 160),
            Col("Conditions", 139),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["Supply voltage VCC", "", "3.0", "3.3", "5.5", "V"],
            ["RS-232 output swing", "RL = 3 k" + OHM + " to GND", PM + "5.0", PM + "5.4", "", "V"],
            ["RS-232 input threshold, low", "", "0.6", "1.2", "", "V"],
            ["RS-232 input threshold, high", "", "", "1.5", "2.4", "V"],
            ["RS-232 input resistance", "", "3", "5", "7", "k" + OHM],
            ["TTL input high (TXD, RTS)", "VCC = 3.3 V", "2.0", "", "", "V"],
            ["TTL input high (TXD, RTS)", "VCC = 5.0 V", "2.4", "", "", "V"],
            ["TTL input low (TXD, RTS)", "", "", "", "0.8", "V"],
            ["TTL output high (RXD, CTS)", "IOUT = -1 mA", "VCC - 0.6", "VCC - 0.1", "", "V"],
            ["TTL output low (RXD, CTS)", "IOUT = 1.6 mA", "", "", "0.4", "V"],
            ["Data rate", "RL = 3 k" + OHM + ", CL = 1000 pF", "", "", "250", "kbps"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Do not exceed", 10.5, rule=True)
    s.table(
        [Col("Item", 250), Col("Limit", 249, "C")],
        [
            ["VCC to GND", "-0.3 V to +6.0 V"],
            ["TTL inputs TXD, RTS", "-0.3 V to +6.0 V"],
            ["RS-232 inputs (DB9)", PM + "25 V"],
            ["RS-232 outputs", "short to GND: continuous"],
            ["Storage temperature", "-55 " + DEG + " to +125 " + DEG],
        ],
        8,
        show_head=False,
    )
    s.heading("Pin-out", 10.5, rule=True)
    s.table(
        [Col("Header J1", 70, "C"), Col("Signal", 90), Col("DB9 pin", 70, "C"), Col("Notes", 269)],
        [
            ["1", "VCC", "-", "3.0-5.5 V in"],
            ["2", "TXD (in)", "3 (-F) / 2", "from the MCU TX pin"],
            ["3", "RXD (out)", "2 (-F) / 3", "to the MCU RX pin"],
            ["4", "GND", "5", "common ground"],
            ["5", "RTS (in)", "7", "MVR-3232F only"],
            ["6", "CTS (out)", "8", "MVR-3232F only"],
        ],
        7.5,
    )
    s.heading("Questions we get", 10.5, rule=True)
    s.para("Q: Can the TTL side go straight to a 5 V Arduino while VCC is 3.3 V?", 8.5, bold=True)
    s.para(
        "A: The TXD and RTS inputs accept up to 5.5 V at any VCC, so the Arduino's TX is fine, "
        "but RXD only swings up to VCC. Simplest: feed VCC from the Arduino's 5 V pin.",
        8.5,
    )
    s.para("Q: How fast can it go?", 8.5, bold=True)
    s.para(
        "A: 250 kbps on the bench with a short cable. With cables longer than 5 m we only "
        "promise 115200 baud.",
        8.5,
    )
    s.para("Q: Is the board isolated?", 8.5, bold=True)
    s.para(
        "A: No. GND on J1 and pin 5 of the DB9 are the same copper. For long runs between "
        "buildings use an isolated converter.",
        8.5,
    )
    s.para("Q: Does it need a 12 V supply for the RS-232 levels?", 8.5, bold=True)
    s.para("A: No, the charge pump makes them from VCC.", 8.5)
    s.para("Q: Will it talk to my RS-485 energy meter?", 8.5, bold=True)
    s.para("A: No. RS-485 is a different bus; see our MVR-485 board.", 8.5)
    s.heading("Package contents", 10.5, rule=True)
    s.bullets(["1 board (DB9 soldered)", "1 six-way female jumper cable, 20 cm"], 8.5)
    revision_table(
        s,
        [
            ["2022-08-11", "1", "first sheet"],
            ["2024-01-09", "2", "MVR-3232F added, ESD figure"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "mvr-3232.pdf")


# --------------------------------------------- 16-ch PWM servo board (Denver robotics shop)
def rmt_pwm16(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="FRONT RANGE ROBOTICS  ·  Denver, CO",
        header_right="Hookup & Spec Guide  RMT-PWM16 / RMT-PWM16C  rev C",
        footer_left="frontrange-robotics.example/rmt-pwm16   ·   questions: help@frontrange-robotics.example",
        footer_right="{page} / {nb}",
        rule_color=(70, 100, 130),
        table_fill=(222, 232, 242),
        accent=(40, 70, 110),
        grid=True,
    )
    s = Sheet(style, "RMT-PWM16 16-channel PWM servo driver board")
    s.add_page()
    s.title_block(
        "RMT-PWM16",
        "16-Channel 12-bit PWM / Servo Driver Board, I2C",
        "Item 3170 (RMT-PWM16)  $14.95     Item 3171 (RMT-PWM16C, on-board 5 V converter)  $24.95",
        21,
    )
    s.para(
        "Sixteen servos or LEDs from two I2C pins. Every channel has its own 12-bit PWM "
        "generator, so your microcontroller sets a pulse width once and forgets about it. "
        "The logic side and the servo power side are separate: VCC feeds the PWM chip, the "
        "servo rail V+ feeds the three-pin servo headers.",
        8.5,
    )
    s.heading("Two flavours", 10.5)
    s.table(
        [Col("", 150), Col("RMT-PWM16", 175, "C"), Col("RMT-PWM16C", 174, "C")],
        [
            [
                "Servo power input",
                "V+ terminal, fed straight\nto the servo rail",
                "VIN terminal into an\non-board buck converter",
            ],
            ["Servo power input range", "4.8 V to 6.0 V", "7 V to 24 V"],
            ["Servo rail V+", "whatever you feed it", "5.0 V " + PM + "3 %"],
            ["Servo rail current", "10 A max (terminal block)", "3 A continuous, 4 A for 1 s"],
            ["Reverse-polarity protection", "yes (P-FET)", "yes (series diode)"],
            ["Board size", "62 " + TIMES + " 25 mm", "62 " + TIMES + " 38 mm"],
        ],
        8,
    )
    s.heading("Logic side (both flavours)", 10.5)
    s.table(
        [
            Col("Parameter", 165),
            Col("Symbol", 50, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 40, "C"),
            Col("Notes", 94),
        ],
        [
            ["Logic supply", "VCC", "2.3", "3.3", "5.5", "V", ""],
            ["Logic supply current", "ICC", "", "6", "10", "mA", "incl. power LED"],
            ["Sleep current", "ICC(SLP)", "", "2.2", "15", MU + "A", "chip only, LED cut"],
            ["I2C clock", "fSCL", "0", "", "1000", "kHz", "Fm+"],
            ["", "VIH", "0.7 VCC", "", "5.5", "V", "SDA, SCL, OE"],
            ["", "VIL", "-0.5", "", "0.3 VCC", "V", "SDA, SCL, OE"],
            ["PWM frequency", "fPWM", "24", "", "1526", "Hz", "25 MHz osc."],
            ["PWM resolution", "", "", "12", "", "bit", "4096 steps"],
            ["Output sink current", "IOL", "", "", "25", "mA", "per channel"],
            ["Output source current", "IOH", "", "", "-10", "mA", "per channel"],
        ],
        7.5,
    )
    s.para(
        "Each signal pin has a 220 " + OHM + " series resistor. Pulses are as high as VCC: with "
        "VCC = 3.3 V they are 3.3 V pulses, which every hobby servo we sell accepts.",
        8,
    )
    s.heading("Addressing", 10.5)
    s.para(
        "Six solder jumpers A0 to A5 set the 7-bit I2C address. With all jumpers open the "
        "board answers at 0x40; closing jumpers adds their binary weight, up to 0x7F. Leave "
        "0x70 unused: it is the all-call address every board also answers by default.",
        8.5,
    )
    s.add_page()
    s.heading("Register map (excerpt)", 10.5)
    s.table(
        [Col("Register", 90), Col("Address", 70, "C"), Col("Default", 70, "C"), Col("What", 269)],
        [
            ["MODE1", "0x00", "0x11", "sleep bit, auto-increment"],
            ["MODE2", "0x01", "0x04", "output drive totem-pole / open-drain"],
            ["LED0_ON_L", "0x06", "0x00", "channel 0 on-time, low byte"],
            ["LED15_OFF_H", "0x45", "0x10", "channel 15 off-time, high byte"],
            ["ALL_LED_ON_L", "0xFA", "-", "all channels at once"],
            ["PRE_SCALE", "0xFE", "0x1E", "PWM frequency (0x1E = 200 Hz)"],
        ],
        7.5,
    )
    s.heading("Prescale values for common frequencies", 10.5)
    s.table(
        [
            Col("Target", 120, "C"),
            Col("PRE_SCALE (dec)", 130, "C"),
            Col("PRE_SCALE (hex)", 130, "C"),
            Col("Use", 119),
        ],
        [
            ["50 Hz", "121", "0x79", "analog servos"],
            ["60 Hz", "101", "0x65", "older servos"],
            ["333 Hz", "17", "0x11", "digital servos"],
            ["1000 Hz", "5", "0x05", "LED dimming"],
        ],
        7.5,
    )
    s.heading("Do not exceed", 10.5)
    s.table(
        [Col("Item", 250), Col("Limit", 249, "C")],
        [
            ["VCC (logic)", "-0.5 V to 6.0 V"],
            ["V+ (RMT-PWM16)", "7.0 V (1000 " + MU + "F rail capacitor is a 6.3 V part)"],
            ["VIN (RMT-PWM16C)", "28 V"],
            ["Ambient temperature, board", "-20 " + DEG + " to +60 " + DEG],
            ["Storage temperature", "-40 " + DEG + " to +85 " + DEG],
        ],
        7.5,
    )
    s.heading("Hookup FAQ", 10.5)
    s.bullets(
        [
            "Can I run the servos from my Arduino's 5V pin? One micro servo, maybe. More than "
            "that and the Arduino browns out: feed V+ (or VIN on the C) from its own supply.",
            "Raspberry Pi? Yes. Power VCC from the Pi's 3.3 V pin and the I2C lines stay at 3.3 V; "
            "no level shifter needed.",
            "Chaining: the 6-pin headers on both ends pass VCC, SDA, SCL, OE and GND through. "
            "Give every board its own address.",
            "4 x AA (6 V with fresh alkalines) on V+ is fine. A 2S LiPo (8.4 V charged) must go to "
            "the RMT-PWM16C's VIN, never to V+ of the plain board.",
            "OE pin: pull low (default, 10 k" + OHM + " pull-down) to enable outputs.",
        ],
        8.5,
    )
    revision_table(
        s,
        [
            ["2021-05-03", "A", "first release"],
            ["2022-10-17", "B", "reverse-polarity FET"],
            ["2024-02-26", "C", "RMT-PWM16C added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "rmt-pwm16.pdf")


# ------------------------------------------ pulse-oximeter module (Occitan / English, Toulouse)
def oxp30(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="CARDIOLAB TOLOSA  ·  Tolosa / Toulouse",
        header_right="OXP-30 / OXP-30R  ·  Fuèlha tecnica / Technical sheet  ·  Ed. 2",
        footer_left="Cardiolab Tolosa SAS  ·  Carrièra de la Pomme 12, 31000 Tolosa",
        footer_right="Pagina {page} de {nb} / Page {page} of {nb}",
        rule_color=(85, 90, 30),
        table_fill=(232, 234, 214),
        accent=(85, 90, 30),
        grid=True,
    )
    s = Sheet(style, "OXP-30 pulse-oximetry and heart-rate sensor module")
    s.add_page()
    s.title_block(
        "OXP-30 · OXP-30R",
        "Modul de pols e de saturacion d'oxigèn (I2C)\nPulse-oximetry and heart-rate sensor module (I2C)",
        "",
        20,
    )
    s.para(
        "Lo OXP-30 pòrta un captador optic integrat (LED roja, LED infraroja, fotodiòde, "
        "ADC e interfàcia I2C). / The OXP-30 carries an integrated optical sensor (red LED, "
        "infrared LED, photodiode, ADC and I2C interface). The plain OXP-30 needs two supplies, "
        "1.8 V for the core and 3.3 V for the LEDs; the OXP-30R has both regulators on board "
        "and runs from one supply.",
        8.5,
    )
    s.heading("1  Versions / Versions", 10.5)
    s.table(
        [Col("", 170), Col("OXP-30", 165, "C"), Col("OXP-30R", 164, "C")],
        [
            [
                "Alimentacion /\nSupply",
                "VDD 1.8 V + VLED 3.3 V,\nseparate pins",
                "VIN, single pin",
            ],
            ["Regulators a bòrd /\nOn-board regulators", "none", "1.8 V and 3.3 V LDO"],
            [
                "Tirants I2C /\nI2C pull-ups",
                "none (add 4.7 k" + OHM + " to 1.8 V)",
                "4.7 k" + OHM + " to 3.3 V",
            ],
        ],
        7.5,
    )
    s.heading("2  Condicions de foncionament recomandadas / Recommended operating conditions", 10.5)
    cols = [
        Col("Paramètre / Parameter", 175),
        Col("Simb.", 50, "C"),
        Col("Min.", 45, "C"),
        Col("Tip.", 45, "C"),
        Col("Max.", 45, "C"),
        Col("Unitat", 45, "C"),
        Col("Version", 94, "C"),
    ]
    s.table(
        cols,
        [
            [
                "Tension d'alimentacion del nuclèu\nCore supply voltage",
                "VDD",
                "1.7",
                "1.8",
                "2.0",
                "V",
                "OXP-30",
            ],
            [
                "Tension d'alimentacion de las LED\nLED supply voltage",
                "VLED",
                "3.1",
                "3.3",
                "5.0",
                "V",
                "OXP-30",
            ],
            [
                "Tension d'intrada del modul\nModule input voltage",
                "VIN",
                "3.3",
                "5.0",
                "5.5",
                "V",
                "OXP-30R",
            ],
            [
                "Temperatura de foncionament del modul\nModule operating temperature",
                "TA",
                "-20",
                "",
                "+60",
                DEG,
                "both",
            ],
        ],
        7.5,
    )
    s.heading("3  Caracteristicas electricas / Electrical characteristics", 10.5)
    s.para("VDD = 1.8 V, VLED = 3.3 V, TA = 25 " + DEG + " (OXP-30R: VIN = 5 V).", 7.5)
    s.table(
        [
            Col("Paramètre / Parameter", 165),
            Col("Condicions / Conditions", 114),
            Col("Min.", 40, "C"),
            Col("Tip.", 40, "C"),
            Col("Max.", 40, "C"),
            Col("Unitat", 100, "C"),
        ],
        [
            [
                "Corrent d'alimentacion VDD\nVDD supply current",
                "mòde SpO2 / SpO2 mode",
                "",
                "600",
                "1200",
                MU + "A",
            ],
            ["", "mòde pols / HR mode", "", "550", "1100", MU + "A"],
            ["Corrent en arrèst\nShutdown current", "VDD", "", "0.7", "10", MU + "A"],
            [
                "Corrent del modul OXP-30R\nOXP-30R module current",
                "VIN = 5 V, SpO2, LED 7 mA",
                "",
                "9",
                "",
                "mA",
            ],
            [
                "Corrent de LED programable\nProgrammable LED current",
                "each LED",
                "0",
                "",
                "50",
                "mA",
            ],
            ["Resolucion de l'ADC\nADC resolution", "", "", "18", "", "bits"],
            ["Frequéncia d'escandalhatge\nSample rate", "", "50", "", "3200", "sps"],
            ["Frequéncia del relòtge SCL\nSCL clock frequency", "", "0", "", "400", "kHz"],
            ["Tension d'intrada nauta\nInput high voltage", "SDA, SCL", "1.4", "", "", "V"],
            ["Tension d'intrada bassa\nInput low voltage", "SDA, SCL", "", "", "0.4", "V"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("4  Valors maximals absoluts / Absolute maximum ratings", 10.5)
    s.table(
        [Col("Paramètre / Parameter", 260), Col("Valor / Value", 150, "C"), Col("Unitat", 89, "C")],
        [
            ["VDD", "-0.3 ... 2.2", "V"],
            ["VLED", "-0.3 ... 6.0", "V"],
            ["VIN (OXP-30R)", "-0.3 ... 6.0", "V"],
            ["SDA, SCL, INT", "-0.3 ... 6.0", "V"],
            [
                "Temperatura de foncionament del circuit\nIC operating temperature",
                "-40 ... +85",
                DEG,
            ],
            ["Temperatura d'emmagazinatge\nStorage temperature", "-40 ... +105", DEG],
        ],
        7.5,
    )
    s.heading("5  Interfàcia I2C / I2C interface", 10.5)
    s.para(
        "Adreça (7 bits) / 7-bit address: 0x57. Escritura / write 0xAE, lectura / read 0xAF. "
        "Lo registre PART_ID (0xFF) respond 0x15 / The PART_ID register (0xFF) reads 0x15. "
        "INT es a drenatge dubèrt, actiu bas / INT is open-drain, active low: pull it up to "
        "the host's I/O voltage (6.0 V at most).",
        8.5,
    )
    s.heading("6  Connexions / Pin description", 10.5)
    s.table(
        [
            Col("Pin", 45, "C"),
            Col("OXP-30", 80, "C"),
            Col("OXP-30R", 80, "C"),
            Col("Foncion / Function", 294),
        ],
        [
            ["1", "VLED", "VIN", "LED supply / module supply"],
            ["2", "GND", "GND", "ground"],
            ["3", "SCL", "SCL", "I2C clock"],
            ["4", "SDA", "SDA", "I2C data"],
            ["5", "INT", "INT", "interrupt, open-drain"],
            ["6", "VDD", "n.c.", "1.8 V core (OXP-30 only)"],
        ],
        7.5,
    )
    s.heading("7  Nòtas / Notes", 10.5)
    s.bullets(
        [
            "Aqueste modul es pas un dispositiu medical. / This module is not a medical device; "
            "SpO2 accuracy depends on the host algorithm and is not specified.",
            "Tenètz lo det sens quichar / Rest the finger without pressing: pressure changes the "
            "perfusion and the reading.",
            "OXP-30: las linhas I2C son pas protegidas / the I2C lines have no level shifter; "
            "keep them at the level of your pull-ups.",
        ],
        8.5,
    )
    revision_table(
        s,
        [
            ["2023-06-12", "1", "Primièra edicion / first edition"],
            ["2024-03-04", "2", "OXP-30R apondut / OXP-30R added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "oxp-30.pdf")


# ------------------------------------------- 4-ch SSR board (Sardinian / English, Cagliari)
def srb4l05(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="SARDELETTRÒNICA  ·  Casteddu / Cagliari",
        header_right="SRB-4L05 · Fitza tècnica / Technical sheet",
        footer_left="Sardelettrònica s.r.l.  ·  Via Roma 88, 09124 Casteddu",
        footer_right="Fògiu {page} de {nb} / Sheet {page} of {nb}",
        rule_color=(0, 105, 105),
        table_fill=None,
        accent=(0, 105, 105),
        grid=False,
    )
    s = Sheet(style, "SRB-4L05 4-channel solid-state relay board")
    s.add_page()
    s.title_block(
        "SRB-4L05",
        "Ischeda de 4 relè a istadu sòlidu, 5 V\n4-channel solid-state relay board, 5 V",
        "SRB-4L05 (standard)  ·  SRB-4L05F (cun fusìbiles / with fuses)",
        20,
    )
    s.bullets(
        [
            "Cumandu a livellu bassu / Low-level trigger: input LOW = relay ON",
            "Cummutatzione a zeru de tensione / Zero-cross switching",
            "Isolamentu òpticu intro de su relè / Opto-isolated inside each SSR",
            "Unu LED pro canale / One LED per channel",
        ],
        8.5,
    )
    s.heading("Alimentatzione e intradas / Supply and inputs", 10.5, rule=True)
    s.table(
        [
            Col("Paràmetru / Parameter", 230),
            Col("Min.", 55, "C"),
            Col("Tìp.", 55, "C"),
            Col("Màx.", 55, "C"),
            Col("Unidade", 104, "C"),
        ],
        [
            ["Tensione de alimentatzione\nSupply voltage (DC+)", "4.75", "5.0", "5.25", "V"],
            ["Currente pro canale ativu\nCurrent per active channel", "", "12", "15", "mA"],
            [
                "Currente cun totus sos canales ativos\nCurrent, all four channels on",
                "",
                "48",
                "60",
                "mA",
            ],
            ["Intrada, relè ativadu\nInput, relay ON", "0", "", "1.5", "V"],
            ["Intrada, relè disativadu\nInput, relay OFF", "3.5", "", "5.25", "V"],
            [
                "Currente de intrada (intrada a 0 V)\nInput current (input at 0 V)",
                "",
                "2.5",
                "",
                "mA",
            ],
        ],
        7.5,
    )
    s.heading("Essida, pro canale / Output, per channel", 10.5, rule=True)
    s.table(
        [Col("Paràmetru / Parameter", 230), Col("SRB-4L05", 135, "C"), Col("SRB-4L05F", 134, "C")],
        [
            ["Tensione de sa càrriga\nLoad voltage", "75 ... 264 V AC", "75 ... 264 V AC"],
            [
                "Currente de sa càrriga, 25 " + DEG + "\nLoad current, 25 " + DEG + " ambient",
                "2 A",
                "2 A",
            ],
            [
                "Currente de sa càrriga, 55 " + DEG + "\nLoad current, 55 " + DEG + " ambient",
                "1 A",
                "1 A",
            ],
            ["Currente de puntu (unu tzìclu)\nSurge current (one cycle)", "30 A", "fuse limited"],
            ["Fusìbile / Fuse", "-", "2 A T, 5 " + TIMES + " 20 mm"],
            ["Fuga in OFF (200 V AC)\nOff-state leakage (200 V AC)", "1.5 mA", "1.5 mA"],
            ["Caduta in ON\nOn-state voltage drop", "1.6 V", "1.6 V"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Valores màssimos assolutos / Absolute maximum ratings", 10.5, rule=True)
    s.table(
        [Col("Paràmetru / Parameter", 300), Col("Valore / Value", 199, "C")],
        [
            ["Tensione DC+ / DC+ voltage", "6.0 V"],
            ["Tensione de sa càrriga / Load voltage", "280 V AC"],
            ["Isolamentu intrada-essida / Input-output isolation", "2500 V AC, 1 min"],
            ["Temperatura de funtzionamentu\nOperating temperature", "-30 ... +80 " + DEG],
            ["Temperatura de magasinu\nStorage temperature", "-30 ... +100 " + DEG],
        ],
        7.5,
    )
    s.heading("Morsetos / Terminals", 10.5, rule=True)
    s.table(
        [
            Col("Morsetu / Terminal", 120, "C"),
            Col("Nùmene / Name", 120, "C"),
            Col("Funtzione / Function", 259),
        ],
        [
            ["J1-1", "DC+", "5 V"],
            ["J1-2", "DC-", "GND"],
            ["J1-3 ... J1-6", "IN1 ... IN4", "control inputs, LOW = ON"],
            ["K1 ... K4", "A / B", "AC load in series with the relay"],
        ],
        7.5,
    )
    s.heading("Avvertèntzias / Cautions", 10.5, rule=True)
    s.bullets(
        [
            "Custos relès no funtzionant cun càrrigas in DC. / These relays do not switch DC "
            "loads: the internal triac never turns off on direct current.",
            "Sa parte AC est in tensione de rete. / The AC side is at mains voltage: mount the "
            "board in a closed box.",
            "Cun su canale abertu lassade s'intrada libera o a DC+. / To keep a channel off, leave "
            "its input open or tie it to DC+.",
        ],
        8.5,
    )
    s.heading("Preguntas / Questions", 10.5, rule=True)
    s.para("Podet cumandare làmpadas LED? / Can it drive LED lamps?", 8.5, bold=True)
    s.para(
        "Sì, ma sa càrriga mìnima est 0.1 A. / Yes, but the minimum load current is 0.1 A: "
        "smaller loads may glow when the channel is off because of the leakage.",
        8.5,
    )
    s.para("Podet cumandare unu motore de 230 V? / A 230 V motor?", 8.5, bold=True)
    s.para(
        "Petzi motores minores de 1 A. / Only motors drawing under 1 A running; the inrush "
        "must stay below the surge rating.",
        8.5,
    )
    revision_table(
        s,
        [
            ["2023-02-20", "1", "Prima editzione / first edition"],
            ["2024-05-06", "2", "SRB-4L05F annanghidu / SRB-4L05F added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "srb-4l05.pdf")
