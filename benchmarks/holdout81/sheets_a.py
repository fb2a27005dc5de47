"""Hold-out 81 datasheets, part 1: a waterproof ultrasonic distance sensor, an 8-channel
logic level shifter board, a 5 V / 2 A boost converter module and a single-wire
temperature-humidity sensor.

A Xiamen sensor house product manual in English (two-digit upper-case section heads,
a version-comparison table UART vs PWM, current per supply voltage in a condition
column, a UART frame table and the TX level only in a note), a Slovak / English
level shifter board sheet (bilingual names wrapped over two lines, limiting values
overlapping the operating ones, a data-rate table per supply pair, FAQ), a
Bangladeshi maker-shop product card for a boost module (taka prices, an "In the
box" list, output current per input voltage, absolute input limit only in the
warnings) and a Zhuhai sensor company datasheet for a single-wire humidity sensor
(bracketed section numbers, accuracy per range, typ.-only response times, timing
decoys, cable length per supply voltage only in the application notes).
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


# ------------------------------------------------- waterproof ultrasonic sensor (Xiamen)
def wps(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="HAIYIN SENSING",
        header_right="WPS-A20 Series  |  Product Manual V2.1",
        footer_left="Xiamen Haiyin Sensing Technology Co., Ltd.  |  sales@haiyin-sensing.example",
        footer_right="Page {page}",
        table_fill=(214, 224, 240),
        accent=(20, 40, 100),
        grid=True,
    )
    s = Sheet(style, "WPS-A20 waterproof ultrasonic distance sensor")
    s.add_page()
    s.title_block(
        "WPS-A20U / WPS-A20P",
        "Waterproof Ultrasonic Distance Sensor (UART / PWM output)",
        "Sealed 40 kHz transducer head on 2.5 m cable, separate control board",
        19,
    )
    s.heading("01  OVERVIEW", 10)
    s.para(
        "The WPS-A20 series measures the distance to a flat target with a sealed single-head "
        "ultrasonic transducer. The head can be mounted in tanks, bins and car bumpers; the "
        "control board must be kept dry. Two output versions are offered: the WPS-A20U sends "
        "the distance as a 4-byte serial frame, the WPS-A20P returns an echo pulse whose width "
        "is proportional to the distance. Both versions share the same board and pinout.",
        8.5,
    )
    s.heading("02  VERSION COMPARISON", 10)
    s.table(
        [Col("Item", 150), Col("WPS-A20U", 175, "C"), Col("WPS-A20P", 174, "C")],
        [
            ["Output type", "UART, TTL level", "pulse width (PWM)"],
            ["Serial format", "9600 bps, 8N1", "-"],
            ["Ranging range", "25 - 450 cm", "25 - 400 cm"],
            ["Measuring cycle", "100 ms (automatic)", "on trigger, " + GE + " 60 ms apart"],
            ["Trigger input", "RX high or open: automatic", "TRIG low pulse 10 - 50 " + MU + "s"],
            ["Output resolution", "1 mm", "1 cm (58 " + MU + "s per cm)"],
        ],
        7.8,
    )
    s.heading("03  ELECTRICAL CHARACTERISTICS", 10)
    s.para("Ta = 25 " + DEG + " unless noted. Values apply to both versions.", 7.5)
    s.table(
        [
            Col("Parameter", 140),
            Col("Condition", 110),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Operating voltage", "VCC", "3.3", "5.0", "5.5", "V"],
            ["Operating current", "VCC = 3.3 V", "", "8", "12", "mA"],
            ["", "VCC = 5.0 V", "", "15", "20", "mA"],
            ["Sleep current", "-P only, no trigger", "", "2.5", "5", MU + "A"],
            ["Output high level (TX / ECHO)", "IOH = -1 mA", "VCC - 0.4", "", "", "V"],
            ["Output low level (TX / ECHO)", "IOL = 1 mA", "", "", "0.4", "V"],
            ["Operating temperature", "", "-15", "", "+60", DEG],
            ["Storage temperature", "", "-25", "", "+80", DEG],
        ],
        7.5,
    )
    s.heading("04  ABSOLUTE MAXIMUM RATINGS", 10)
    s.table(
        [Col("Item", 230), Col("Rating", 150, "C"), Col("Unit", 119, "C")],
        [
            ["Supply voltage VCC", "-0.3 to 6.0", "V"],
            ["RX / TRIG input voltage", "-0.3 to VCC + 0.3", "V"],
            ["Water depth over the head (static)", "1", "m"],
        ],
        7.5,
    )
    s.heading("05  MEASUREMENT PERFORMANCE", 10)
    s.table(
        [Col("Item", 180), Col("Value", 319)],
        [
            ["Accuracy (flat target, 25 " + DEG + ")", PM + "(1 cm + 0.3 % of reading)"],
            ["Beam angle (-3 dB)", "about 40" + "\u00b0" + " cone"],
            ["Blind zone", "0 - 25 cm: no valid reading, the sensor reports 0"],
            ["Protection class", "IP67 (transducer head and cable); control board: none"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("06  UART FRAME (WPS-A20U)", 10)
    s.table(
        [Col("Byte", 60, "C"), Col("Name", 110, "C"), Col("Content", 329)],
        [
            ["0", "Header", "0xFF"],
            ["1", "DATA_H", "distance high byte (mm)"],
            ["2", "DATA_L", "distance low byte (mm)"],
            ["3", "SUM", "(0xFF + DATA_H + DATA_L) & 0xFF"],
        ],
        7.5,
    )
    s.para(
        "Example: FF 07 A1 A7 means 0x07A1 = 1953 mm. Frames follow each other every 100 ms, "
        "about 10 frames per second, as long as RX is high or left open. Pull RX low to "
        "stop the output and reduce the current.",
        8,
    )
    s.heading("07  PIN DEFINITION", 10)
    s.table(
        [
            Col("Wire", 80, "C"),
            Col("WPS-A20U", 120, "C"),
            Col("WPS-A20P", 120, "C"),
            Col("Description", 179),
        ],
        [
            ["Red", "VCC", "VCC", "3.3 - 5.5 V"],
            ["Black", "GND", "GND", "ground"],
            ["Yellow", "RX", "TRIG", "control input"],
            ["White", "TX", "ECHO", "data output"],
        ],
        7.5,
    )
    s.heading("08  APPLICATION NOTES", 10)
    s.bullets(
        [
            "The TX / ECHO output is a push-pull stage supplied from VCC: its high level "
            "follows VCC. When the sensor runs from 5 V and the host is a 3.3 V controller, "
            "put a resistor divider in the TX / ECHO line.",
            "Condensation or a water film on the head shortens the usable range.",
            "Soft or angled targets (foam, grass, water surface at more than 15"
            + "\u00b0"
            + ") may not return an echo.",
            "Keep at least 10 cm between the head and the tank wall.",
            "The cable may be shortened but not extended beyond 5 m.",
        ],
        8,
    )
    s.heading("09  ORDERING INFORMATION", 10)
    s.table(
        [
            Col("Order code", 150),
            Col("Output", 110, "C"),
            Col("Cable", 90, "C"),
            Col("MOQ", 149, "C"),
        ],
        [
            ["WPS-A20U-250", "UART", "2.5 m", "10 pcs"],
            ["WPS-A20P-250", "PWM", "2.5 m", "10 pcs"],
            ["WPS-A20U-500", "UART", "5.0 m", "50 pcs"],
        ],
        7.5,
    )
    revision_table(
        s,
        [["2023-11-02", "V2.0", "New control board"], ["2024-03-18", "V2.1", "Sleep current"]],
        (90, 60, 349),
    )
    return save(s, out / "wps-a20.pdf")


# ---------------------------------------------- 8-channel level shifter (Slovak / English)
def lls8(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="TATRA MODULY s.r.o.  -  Poprad",
        header_right="LLS-8B  Technický list / Technical sheet",
        footer_left="TM-LLS8B-SK-EN  vyd. 3 / issue 3",
        footer_right="Str. {page}/{nb}",
        table_fill=(232, 236, 214),
        accent=(85, 100, 20),
        grid=False,
    )
    s = Sheet(style, "LLS-8B 8-channel bidirectional level shifter board")
    s.add_page()
    s.title_block(
        "LLS-8B",
        "8-kanálový obojsmerný prevodník úrovní / 8-channel bidirectional level shifter",
        "Doska 20 x 15 mm, 2 x 10 pin 2.54 mm / board 20 x 15 mm, 2 x 10 pins 2.54 mm",
        20,
    )
    s.heading("1  Popis / Description", 10.5)
    s.para(
        "Doska prevádza logické úrovne medzi stranou A (nižšie napätie) a stranou B (vyššie "
        "napätie) v oboch smeroch bez riadenia smeru. The board translates logic levels between "
        "side A (lower voltage) and side B (higher voltage) in both directions without a "
        "direction pin. Each of the eight channels senses which side drives it. The OE pin is "
        "pulled up to VA through 10 k" + OHM + " on the board; pull it low to put all I/O in "
        "the high-impedance state.",
        8.5,
    )
    s.heading("2  Prevádzkové podmienky / Operating conditions", 10.5)
    s.table(
        [
            Col("Parameter", 205),
            Col("Symbol", 55, "C"),
            Col("Min.", 48, "C"),
            Col("Typ.", 48, "C"),
            Col("Max.", 48, "C"),
            Col("Jedn. / Unit", 95, "C"),
        ],
        [
            ["Napájanie strany A /\nSide A supply voltage", "VA", "1.2", "", "3.6", "V"],
            ["Napájanie strany B /\nSide B supply voltage", "VB", "1.65", "", "5.5", "V"],
            ["Podmienka / Condition", "", "", "VA " + LE + " VB", "", ""],
            ["Prevádzková teplota /\nOperating temperature", "Ta", "-40", "", "+85", DEG],
        ],
        7.8,
    )
    s.heading("3  Medzné hodnoty / Limiting values", 10.5)
    s.table(
        [
            Col("Parameter", 255),
            Col("Symbol", 60, "C"),
            Col("Hodnota / Value", 110, "C"),
            Col("Jedn. / Unit", 74, "C"),
        ],
        [
            ["Napájanie strany A / Side A supply", "VA", "-0.5 ... 4.6", "V"],
            ["Napájanie strany B / Side B supply", "VB", "-0.5 ... 6.5", "V"],
            ["Vstupy a výstupy A / A-port I/O", "VI/O(A)", "-0.5 ... 4.6", "V"],
            ["Vstupy a výstupy B / B-port I/O", "VI/O(B)", "-0.5 ... 6.5", "V"],
            ["Skladovacia teplota / Storage temperature", "Tstg", "-65 ... +150", DEG],
        ],
        7.8,
    )
    s.heading("4  Elektrické charakteristiky / Electrical characteristics", 10.5)
    s.para(
        "Ta = -40 ... +85 "
        + DEG
        + ", 1.2 V "
        + LE
        + " VA "
        + LE
        + " 3.6 V, 1.65 V "
        + LE
        + " VB "
        + LE
        + " 5.5 V.",
        7.5,
    )
    s.table(
        [
            Col("Parameter", 175),
            Col("Symbol", 52, "C"),
            Col("Podmienky / Conditions", 102, "C"),
            Col("Min.", 40, "C"),
            Col("Typ.", 40, "C"),
            Col("Max.", 40, "C"),
            Col("Jedn.", 50, "C"),
        ],
        [
            [
                "Kľudový prúd strany A /\nSide A quiescent current",
                "ICCA",
                "OE = VA, I/O open",
                "",
                "2",
                "5",
                MU + "A",
            ],
            [
                "Kľudový prúd strany B /\nSide B quiescent current",
                "ICCB",
                "OE = VA, I/O open",
                "",
                "2",
                "5",
                MU + "A",
            ],
            [
                "Prúd pri OE = L /\nCurrent with OE low",
                "ICCZ",
                "OE = GND",
                "",
                "0.1",
                "1",
                MU + "A",
            ],
            ["", "VIH(OE)", "VA = 1.8 V", "1.17", "", "", "V"],
            ["", "VIL(OE)", "VA = 1.8 V", "", "", "0.63", "V"],
            ["Čas zapnutia OE /\nOE enable time", "ten", "", "", "", "200", "ns"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5  Prenosová rýchlosť / Data rate", 10.5)
    s.para(
        "Max. prenosová rýchlosť pri kapacite záťaže 15 pF / maximum data rate with 15 pF load:",
        8,
    )
    s.table(
        [
            Col("VA / VB", 140, "C"),
            Col("Push-pull", 120, "C"),
            Col("Open-drain", 120, "C"),
            Col("Jedn. / Unit", 119, "C"),
        ],
        [
            ["1.2 V / 3.3 V", "20", "2", "Mbps"],
            ["1.8 V / 5.0 V", "60", "2", "Mbps"],
            ["3.3 V / 5.0 V", "100", "2", "Mbps"],
        ],
        7.8,
    )
    s.heading("6  Zapojenie / Pinout", 10.5)
    s.table(
        [
            Col("Pin", 50, "C"),
            Col("Strana A / Side A", 150, "C"),
            Col("Pin", 50, "C"),
            Col("Strana B / Side B", 150, "C"),
            Col("", 99, "C"),
        ],
        [
            ["1", "VA", "20", "VB", ""],
            ["2 ... 9", "A1 ... A8", "19 ... 12", "B1 ... B8", ""],
            ["10", "OE", "11", "GND", ""],
        ],
        7.8,
    )
    s.heading("7  Otázky a odpovede / FAQ", 10.5)
    s.lines(
        [
            "Q: Môžem dať na stranu A 5 V? / Can side A be 5 V?",
            "A: Nie. / No. VA is 3.6 V at most and must never be higher than VB.",
            "Q: Funguje to s I2C? / Does it work for I2C?",
            "A: Yes, for standard and fast mode I2C up to 400 kHz, with at most 100 pF per side.",
            "   Keep the bus pull-ups at 4.7 k" + OHM + " or more; stronger pull-ups stop the",
            "   one-shot edge accelerators from releasing the line.",
            "Q: Môžem tým spínať LED alebo relé? / Can I drive LEDs or relays with it?",
            "A: No. The outputs are meant for CMOS inputs only; we do not rate them for a load.",
            "Q: Aké napätie má doska pre 1-Wire senzory? / Is it fine for 1-Wire?",
            "A: Yes, it passes open-drain signals; the 1-Wire pull-up goes on side B.",
        ],
        8,
    )
    s.heading("8  Objednávacie kódy / Ordering codes", 10.5)
    s.table(
        [Col("Kód / Code", 140), Col("Vyhotovenie / Version", 240), Col("Bal. / Pack", 119)],
        [
            ["LLS-8B", "pin headers supplied loose", "1 ks / pc"],
            ["LLS-8B-H", "headers soldered", "1 ks / pc"],
            ["LLS-8B-T10", "10 boards on tape", "10 ks / pcs"],
        ],
        7.8,
    )
    revision_table(
        s, [["2024-02-12", "3", "Data-rate table added / doplnená tabuľka"]], (90, 60, 349)
    )
    return save(s, out / "lls-8b.pdf")


# ---------------------------------------------------- 5 V / 2 A boost module (Bangladesh)
def bst5(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Bengal Circuit Bazaar  -  Dhaka",
        header_right="Product card BCB-BST5-2A",
        footer_left="Bengal Circuit Bazaar, Elephant Road, Dhaka 1205  -  prices incl. VAT",
        footer_right="page {page} | {nb}",
        table_fill=(205, 235, 230),
        accent=(0, 105, 95),
        grid=False,
    )
    s = Sheet(style, "BST5-2A boost converter module 5 V 2 A")
    s.add_page()
    s.title_block(
        "BST5-2A  5V 2A Boost Module",
        "Single Li-ion cell to 5 V USB step-up converter",
        "SKU BCB-0932 (USB-A socket version BST5-2A-U) / BCB-0933 (solder pads BST5-2A-P)  -  "
        "Tk 180 / Tk 160",
        18,
    )
    s.heading("Why makers buy this", 11)
    s.bullets(
        [
            "Turns one 18650 or LiPo cell into a USB 5 V supply for phones, ESP32 boards and "
            "LED strips.",
            "Synchronous boost at 1 MHz, small 2.2 " + MU + "H inductor, no heat sink needed "
            "up to 1 A.",
            "Blue LED shows that the output is on.",
            "Short-circuit and over-current protection (hiccup mode), output recovers by itself.",
        ],
        8.5,
    )
    s.heading("In the box", 11)
    s.lines(["1 x BST5-2A board, 1 x 2-pin screw terminal (P version only)"], 8.5)
    s.heading("Specs", 11)
    s.table(
        [Col("", 170), Col("", 329)],
        [
            ["Input voltage", "3.0 V to 5.0 V DC"],
            ["Output voltage", "5.1 V " + PM + " 2 % (fixed)"],
            ["Output current", "up to 2 A, see table below"],
            ["No-load input current", "0.8 mA (VIN 3.7 V, LED removed); 3.2 mA with LED"],
            ["Output ripple", "50 mV p-p typical at 1 A"],
            ["Switching frequency", "1 MHz"],
            ["Size", "25 x 18 x 5 mm"],
            ["Working temperature", "-20 " + DEG + " to +65 " + DEG],
        ],
        8.5,
        show_head=False,
    )
    s.heading("How much current can I take?", 11)
    s.para(
        "The 2 A in the name is the output current at the top of the input range. At lower "
        "input voltages the converter reaches its 3.5 A switch limit earlier:",
        8.5,
    )
    s.table(
        [
            Col("Input voltage", 140),
            Col("3.0 V", 90, "C"),
            Col("3.7 V", 90, "C"),
            Col("4.2 V", 90, "C"),
            Col("5.0 V", 89, "C"),
        ],
        [
            ["Max. output current at 5.1 V", "1.0 A", "1.5 A", "2.0 A", "2.0 A"],
            ["Efficiency at that load", "87 %", "90 %", "92 %", "95 %"],
        ],
        8.5,
    )
    s.para(
        "Above 50 " + DEG + " ambient take no more than 1.5 A whatever the input. When the input "
        "falls below 2.8 V the board switches off (under-voltage lockout) and starts again above "
        "3.0 V.",
        8.5,
    )
    s.add_page()
    s.heading("Warnings", 11)
    s.bullets(
        [
            "Never connect more than 5.5 V to the input: that is the absolute limit of the "
            "converter IC. A 2S pack (7.4 V) or a 9 V battery destroys the board.",
            "No reverse-polarity protection on the input. Check the cell polarity before "
            "connecting.",
            "This is not a charger. It does not charge the cell and has no low-voltage "
            "cut-off for the cell other than the 2.8 V lockout above.",
            "When VIN is present and the converter is off, the output is not disconnected: about "
            "VIN minus 0.3 V appears at the output.",
        ],
        8.5,
    )
    s.heading("USB data lines (BST5-2A-U)", 11)
    s.table(
        [Col("USB-A pin", 90, "C"), Col("Signal", 100, "C"), Col("On this board", 309)],
        [
            ["1", "VBUS", "5.1 V output"],
            ["2", "D-", "tied to D+ (dedicated charging port, most phones draw up to 1.5 A)"],
            ["3", "D+", "tied to D-"],
            ["4", "GND", "ground"],
        ],
        8.5,
    )
    s.heading("Customer questions", 11)
    s.lines(
        [
            "Q: Will it run a Raspberry Pi 4?",
            "A: The Pi 4 wants 5.1 V at 3 A. This board gives 2 A at best, so the Pi will show",
            "   under-voltage warnings under load. A Pi Zero is fine.",
            "Q: Can I use 3 x AA (4.5 V)?  A: Yes, that is inside the input range.",
            "Q: Is the output adjustable?  A: No, it is fixed at 5.1 V.",
            "Q: Does it have a thermal shutdown?  A: The IC has one, the maker does not say at",
            "   what temperature.",
        ],
        8.5,
    )
    s.heading("Price list", 11)
    s.table(
        [
            Col("Qty", 120, "C"),
            Col("BST5-2A-U", 130, "C"),
            Col("BST5-2A-P", 130, "C"),
            Col("Ships in", 119, "C"),
        ],
        [
            ["1 - 9", "Tk 180", "Tk 160", "1 day"],
            ["10 - 49", "Tk 165", "Tk 145", "1 day"],
            ["50+", "Tk 150", "Tk 130", "3 days"],
        ],
        8.5,
    )
    revision_table(
        s, [["2024-06-30", "r4", "Current table per input voltage added"]], (90, 60, 349)
    )
    return save(s, out / "bst5-2a.pdf")


# ------------------------------------------- single-wire humidity / temperature (Zhuhai)
def ths22(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="LIANCHUANG SENSOR",
        header_right="THS-22 Digital Temperature and Humidity Sensor",
        footer_left="Zhuhai Lianchuang Sensor Co., Ltd.  www.lcsensor.example  Tel +86 756 000 0000",
        footer_right="{page}",
        table_fill=(215, 240, 220),
        accent=(0, 110, 60),
        grid=True,
    )
    s = Sheet(style, "THS-22 digital temperature and humidity sensor")
    s.add_page()
    s.title_block(
        "THS-22 / THS-22M",
        "Calibrated digital temperature and relative humidity sensor, single-bus output",
        "THS-22: 4-pin sensor in housing  |  THS-22M: sensor on module with 5.1 k"
        + OHM
        + " pull-up, 3-pin",
        18,
    )
    s.heading("[1] Product overview", 10.5)
    s.para(
        "The THS-22 contains a capacitive humidity element and a high-precision temperature "
        "element connected to an 8-bit microcontroller. Every sensor is calibrated in a "
        "humidity chamber and the coefficients are stored in OTP memory. Data is sent over a "
        "single-bus (one data line) interface; it is not compatible with the Dallas 1-Wire "
        "protocol. The host must wait at least 2 s between two readings.",
        8.5,
    )
    s.heading("[2] Sensor performance", 10.5)
    s.table(
        [
            Col("Parameter", 130),
            Col("Condition", 135),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Humidity range", "", "0", "", "99.9", "%RH"],
            ["Humidity accuracy", "25 " + DEG + ", 10 - 90 %RH", "", PM + "2", PM + "3", "%RH"],
            ["", "25 " + DEG + ", < 10 or > 90 %RH", "", "", PM + "5", "%RH"],
            ["Humidity resolution", "", "", "0.1", "", "%RH"],
            ["Temperature range", "", "-40", "", "+80", DEG],
            ["Temperature accuracy", "-20 ... +60 " + DEG, "", PM + "0.3", PM + "0.5", DEG],
            ["Temperature resolution", "", "", "0.1", "", DEG],
            ["Long-term drift", "humidity", "", "< 0.5", "", "%RH / yr"],
        ],
        7.5,
    )
    s.heading("[3] Response time (typ.)", 10.5)
    s.table(
        [Col("Quantity", 160), Col("Condition", 200), Col("Typ", 139, "C")],
        [
            ["Humidity", "t63, 1 m/s air flow, 25 " + DEG, "6 s"],
            ["Temperature", "t63, 1 m/s air flow", "10 s"],
        ],
        7.5,
    )
    s.heading("[4] Electrical characteristics", 10.5)
    s.table(
        [
            Col("Parameter", 130),
            Col("Condition", 135),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Supply voltage", "VDD", "3.3", "5.0", "5.5", "V"],
            ["Supply current", "measuring", "", "1.5", "2.5", "mA"],
            ["", "standby", "", "40", "60", MU + "A"],
            ["Sampling period", "", "2", "", "", "s"],
            ["Data line low level", "VOL, 3 mA", "", "", "0.4", "V"],
        ],
        7.5,
    )
    s.heading("[5] Absolute maximum ratings", 10.5)
    s.lines(
        [
            "VDD to GND: -0.3 V to 6.0 V          DATA to GND: -0.3 V to VDD + 0.3 V",
            "Storage: 10 - 40 " + DEG + ", 20 - 60 %RH (in the original bag)",
        ],
        8,
    )
    s.add_page()
    s.heading("[6] Single-bus timing", 10.5)
    s.table(
        [
            Col("Symbol", 70, "C"),
            Col("Description", 230),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Tbe", "host start signal, low time", "0.8", "1", "20", "ms"],
            ["Trel", "sensor response, low time", "75", "80", "85", MU + "s"],
            ["TH0", "bit '0', high time", "22", "26", "30", MU + "s"],
            ["TH1", "bit '1', high time", "68", "70", "75", MU + "s"],
        ],
        7.5,
    )
    s.para(
        "One reading is 40 bits: 16 bits humidity (x10), 16 bits temperature (x10, MSB = sign), "
        "8 bits checksum.",
        8,
    )
    s.heading("[7] Pin assignment", 10.5)
    s.table(
        [
            Col("THS-22 pin", 90, "C"),
            Col("THS-22M pin", 90, "C"),
            Col("Name", 80, "C"),
            Col("Function", 239),
        ],
        [
            ["1", "+", "VDD", "supply"],
            ["2", "out", "DATA", "single-bus data, open drain"],
            ["3", "-", "NC", "not connected"],
            ["4", "-", "GND", "ground (THS-22M: pin '-')"],
        ],
        7.5,
    )
    s.heading("[8] Application notes", 10.5)
    s.bullets(
        [
            "Pull-up: THS-22 needs an external 4.7 - 10 k" + OHM + " resistor from DATA to VDD; "
            "the THS-22M already has 5.1 k" + OHM + ".",
            "Cable length: up to 20 m at VDD = 5 V with a 5.1 k" + OHM + " pull-up. At VDD = "
            "3.3 V keep the cable shorter than 1 m, otherwise readings fail.",
            "Normal operating range: 0 - 50 " + DEG + " and 20 - 80 %RH. Long exposure outside "
            "it (above 80 %RH especially) may shift the humidity reading by up to 3 %RH; it "
            "recovers at normal conditions.",
            "Do not expose the sensor to condensing water, solvents or direct sunlight. It is "
            "not waterproof.",
            "After power-on wait 1 s before the first start signal.",
        ],
        8,
    )
    revision_table(s, [["2023-09-05", "V1.3", "Timing table updated"]], (90, 60, 349))
    return save(s, out / "ths-22.pdf")
