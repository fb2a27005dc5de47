"""Hold-out 154 datasheets, part 1: a 0.96" I2C OLED display board, an NDIR CO2 sensor module,
a 16-channel I2C PWM / servo controller IC and a unipolar Hall-effect switch.

A Jamestown (Saint Helena) maker-store product sheet ("☉" heads, "Slate n ⇝" captions, column
groups per board version with the supply current stacked per screen content, sleep current
with a unit in each cell, power-up delay only in the hook-up notes, a command table and prices
in SHP), an Aleppo (Syria) gas-sensor "User manual" ("╓ n" heads, bilingual "Jadwal n / Table
n" captions, min / typ / max groups per measuring-range version, the baud rate and the output
formulas only in prose, a serial command table with hex bytes and range bytes as decoys), a
Ramallah (Palestine) semiconductor data sheet ("n ⋇ Title" heads, "Table n ⊷" captions, a
grade overview, static characteristics in grade column groups with section rows and rows
stacked per supply voltage, an address table and a register map as decoys) and an N'Djamena
(Chad) Hall-sensor data sheet ("⟅n⟆" heads, "Tabl. n ⟹" captions, supply current stacked per
output state, magnetic characteristics in grade column groups stacked per temperature, mT in
the tables and gauss in the features, pin-out per package).
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
NDASH = "\u2013"
MDASH = "\u2014"
ELL = "\u2026"
SQ = "\u00b2"
TIMES = "\u00d7"
MINUS = "\u2212"
SUN = "\u2609"  # heads of the Jamestown sheet
SQUIG = "\u21dd"  # captions of the Jamestown sheet
BOXH = "\u2553"  # heads of the Aleppo sheet
STAR3 = "\u22c7"  # heads of the Ramallah sheet
LOLLI = "\u22b7"  # captions of the Ramallah sheet
WL, WR = "\u27c5", "\u27c6"  # heads of the N'Djamena sheet
DARROW = "\u27f9"  # captions of the N'Djamena sheet
POUND = "\u00a3"


# ------------------------------------------------ 0.96" OLED display board (Jamestown)
def lho0961(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="LADDER HILL ELECTRONICS  " + SUN + "  display boards",
        header_right='LHO-0961 0.96" OLED  \u00b7  product sheet',
        footer_left="Ladder Hill Electronics  \u00b7  Market Street, Jamestown, Saint Helena STHL "
        "1ZZ  \u00b7  prices in SHP (St Helena pounds)",
        footer_right="sheet {page}\u00b7{nb}",
        rule_color=(112, 40, 92),
        table_fill=(246, 233, 242),
        accent=(96, 30, 78),
        grid=False,
    )
    s = Sheet(style, "LHO-0961 0.96 inch 128x64 OLED display board")
    s.add_page()
    s.title_block(
        "LHO-0961",
        '0.96" 128 x 64 OLED Display Board, I' + SQ + "C, SSD1306-class driver",
        "LHO-0961-3: 3.3 V board, no regulator    |    LHO-0961-5: 5 V board with 3.3 V LDO and "
        "MOSFET level shifters    |    white pixels, 4-pin header",
        21,
    )

    def about() -> None:
        s.heading(SUN + " The panel in brief", 10)
        s.para(
            "A small self-lit display for status screens, menus and sensor read-outs. There is no "
            "backlight: every pixel makes its own light, so black is really black and the text "
            "stays readable from the side. The panel is driven by an SSD1306-class controller with "
            "its own charge pump, so the board needs only one supply.",
            8.0,
        )
        s.para(
            "We make two boards from the same panel. The LHO-0961-3 wires the header straight to "
            "the driver chip. The LHO-0961-5 adds a 3.3 V regulator and two small MOSFETs that "
            "translate SDA and SCL, so it can live on a 5 V bus.",
            8.0,
        )

    def which() -> None:
        s.heading(SUN + " Pick your board", 10)
        s.bullets(
            [
                "Controller and supply both 3.3 V (ESP32, Pico, Raspberry Pi): LHO-0961-3",
                "5 V controller (Uno, Nano, Mega): LHO-0961-5",
                "3.3 V controller but only a 5 V rail for the display: LHO-0961-5",
                "Two displays on one bus: one of them with the address resistor moved",
            ],
            8.0,
        )

    s.side_by_side(about, which, 268, 16)
    s.heading(SUN + " Electrical data", 10.5, rule=True)
    s.caption("Slate 1 " + SQUIG + " Electrical data per board (TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 92),
            Col("Condition", 104),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Unit", 75, "C"),
        ],
        [
            ["Supply voltage VCC", "", "3.0", "3.3", "3.6", "4.5", "5.0", "5.5", "V"],
            [
                "Logic input high\n(SDA, SCL)",
                "header pins",
                "2.4",
                "",
                "3.6",
                "2.0",
                "",
                "5.5",
                "V",
            ],
            ["Logic input low\n(SDA, SCL)", "header pins", "0", "", "0.6", "0", "", "0.8", "V"],
            ["On-board pull-ups", "SDA, SCL, header side", "", "10", "", "", "none", "", "k" + OHM],
            ["I" + SQ + "C clock (SCL)", "", "", "", "400", "", "", "400", "kHz"],
            [
                "Supply current\n(VCC)",
                "all pixels on\nhalf of the pixels on\ntext, 4 lines",
                "",
                "21\n12\n6",
                "27\n16\n9",
                "",
                "24\n14\n8",
                "31\n19\n12",
                "mA",
            ],
            [
                "Sleep current\n(display OFF)",
                "command 0xAE, VCC on",
                "",
                "8 " + MU + "A",
                "15 " + MU + "A",
                "",
                "1.9 mA",
                "3.0 mA",
                "see cell",
            ],
            ["Operating temperature", "", "-30", "", "+70", "-20", "", "+70", DEG],
            ["Storage temperature", "", "-40", "", "+85", "-40", "", "+85", DEG],
        ],
        7.4,
        head_rows=[["", "", "LHO-0961-3", "<", "<", "LHO-0961-5", "<", "<", ""]],
    )
    s.para(
        "Currents measured with the contrast register at 0xCF and the charge pump on (0x8D, "
        "0x14). On the LHO-0961-5 the sleep current is mostly the regulator and the power LED.",
        7.6,
    )
    s.heading(SUN + " Never above these", 10.5, rule=True)
    s.caption("Slate 2 " + SQUIG + " Absolute maximum ratings")
    s.table(
        [
            Col("Item", 190),
            Col("LHO-0961-3", 100, "C"),
            Col("LHO-0961-5", 100, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["VCC to GND", "-0.3 " + ELL + " 4.0", "-0.3 " + ELL + " 6.0", "V"],
            ["SDA, SCL to GND", "-0.3 " + ELL + " 4.0", "-0.3 " + ELL + " 6.0", "V"],
            ["Storage temperature", "-40 " + ELL + " +85", "-40 " + ELL + " +85", DEG],
        ],
        7.4,
    )
    s.heading(SUN + " Pins", 10.5, rule=True)
    s.caption("Slate 3 " + SQUIG + " Header, left to right, panel facing you")
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("LHO-0961-3", 180), Col("LHO-0961-5", 219)],
        [
            ["1", "GND", "ground", "ground"],
            [
                "2",
                "VCC",
                "3.0 " + ELL + " 3.6 V, straight to the driver",
                "4.5 " + ELL + " 5.5 V, into the 3.3 V LDO",
            ],
            ["3", "SCL", "10 k" + OHM + " pull-up to VCC", "through a MOSFET shifter"],
            ["4", "SDA", "10 k" + OHM + " pull-up to VCC", "through a MOSFET shifter"],
        ],
        7.4,
    )

    s.add_page()
    s.heading(SUN + " Address", 10.5, rule=True)
    s.para(
        "The 7-bit I" + SQ + "C address is 0x3C as shipped. Move the 0 " + OHM + " resistor on "
        "the back from the ADDR-L pads to the ADDR-H pads for 0x3D. The silkscreen prints the "
        "8-bit form of the same two addresses (0x78 / 0x7A), which some older libraries expect.",
        8.0,
    )
    s.heading(SUN + " Wiring it up", 10.5, rule=True)
    s.bullets(
        [
            "LHO-0961-3: every header pin goes straight to the driver chip. Keep VCC, SDA and SCL "
            "at 3.6 V or below. On a 5 V Arduino it needs a level shifter on SDA and SCL and its "
            "own 3.3 V supply.",
            "LHO-0961-5: the regulator needs 4.5 V or more on VCC to hold 3.3 V for the panel. "
            "Below that the picture flickers or the driver does not start at all.",
            "The LHO-0961-5 has no pull-ups on the header side. Most controller boards and "
            "sensor breakouts already have them; if your bus has none, add 4.7 k" + OHM + " to "
            "your controller's logic voltage.",
            "After power-up wait at least 100 ms before sending the init sequence. The charge "
            "pump needs this time; a display that stays dark after a cold start usually got its "
            "commands too early.",
            "Long wires: keep the I" + SQ + "C wires under 30 cm at 400 kHz, or drop to 100 kHz.",
        ],
        7.9,
    )
    s.heading(SUN + " Common questions", 10.5, rule=True)
    faq = [
        (
            "Does it show grey levels?",
            "No. Every pixel is either on or off. The contrast command (0x81) dims or brightens "
            "the whole panel at once.",
        ),
        (
            "How fast can I redraw the screen?",
            "A full 1024-byte frame takes about 25 ms at 400 kHz, so around 40 frames per second "
            "is the practical ceiling. At 100 kHz expect about 10.",
        ),
        (
            "Why does my screen show random dots after reset?",
            "The display RAM is not cleared at power-up. Send a clear-screen before the "
            "display-on command.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 8.0, bold=True)
        s.para(answer, 8.0)
    s.heading(SUN + " Driver commands we use", 10.5, rule=True)
    s.caption("Slate 4 " + SQUIG + " Init sequence used by our example sketch")
    s.table(
        [Col("Byte(s)", 90, "C"), Col("Command", 170), Col("Note", 239)],
        [
            ["0xAE", "display OFF (sleep)", "first command after reset"],
            ["0xD5, 0x80", "clock divide / oscillator", "default frame rate"],
            ["0xA8, 0x3F", "multiplex ratio", "64 rows"],
            ["0x8D, 0x14", "charge pump on", "required on both boards"],
            ["0x20, 0x00", "horizontal addressing", ""],
            ["0xA1, 0xC8", "segment remap, COM scan", "picture the right way up"],
            ["0x81, 0xCF", "contrast", "0x00 " + ELL + " 0xFF"],
            ["0xAF", "display ON", "last command"],
        ],
        7.4,
    )
    s.heading(SUN + " Prices", 10.5, rule=True)
    s.caption("Slate 5 " + SQUIG + " Price list (SHP)")
    s.table(
        [Col("Stock code", 120), Col("Board", 120), Col("Pack", 90, "C"), Col("Price", 169, "C")],
        [
            ["LH-OL96-3", "LHO-0961-3", "1 pc", POUND + " 4.20"],
            ["LH-OL96-3X3", "LHO-0961-3", "3 pcs", POUND + " 11.50"],
            ["LH-OL96-5", "LHO-0961-5", "1 pc", POUND + " 4.90"],
            ["LH-OL96-5X3", "LHO-0961-5", "3 pcs", POUND + " 13.40"],
        ],
        7.4,
    )
    s.para("Shipped with the header loose in the bag. Sheet date 2024-05-20.", 7.0)
    return save(s, out / "lho-0961.pdf")


# ------------------------------------------------ NDIR CO2 sensor module (Aleppo)
def qcd19(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="QALAAT SENSOR TECHNOLOGIES",
        header_right="QCD-19 series NDIR CO2 module  \u00b7  User manual V2.3",
        footer_left="Qalaat Sensor Technologies Co.  \u00b7  Al-Aziziyah, Aleppo, Syria  \u00b7  "
        "QST-UM-019 V2.3, February 2024",
        footer_right="{page} / {nb}",
        rule_color=(0, 98, 64),
        table_fill=(226, 241, 233),
        accent=(0, 84, 54),
        grid=True,
    )
    s = Sheet(style, "QCD-19K2 / QCD-19K5 NDIR CO2 sensor module")
    s.add_page()
    s.title_block(
        "QCD-19K2 / QCD-19K5",
        "NDIR Infrared CO2 Sensor Module " + NDASH + " UART, PWM and Analog Output",
        "QCD-19K2: 0 " + NDASH + " 2000 ppm    |    QCD-19K5: 0 " + NDASH + " 5000 ppm    |    "
        "gold-plated optical chamber, 7-pin 2.54 mm header",
        20,
    )
    s.heading(BOXH + " 1  Profile", 10.5, rule=True)
    s.para(
        "The QCD-19 is a compact non-dispersive infrared (NDIR) carbon-dioxide sensor. A pulsed "
        "infrared lamp shines through a gold-plated light pipe onto a dual-channel detector; the "
        "absorption at 4.26 " + MU + "m gives the CO2 concentration. The module has built-in "
        "temperature compensation and outputs the result three ways: serial (UART), pulse width "
        "(PWM) and an analog voltage. It is meant for indoor air quality, HVAC, ventilation "
        "control and greenhouses.",
        8.2,
    )
    s.heading(BOXH + " 2  Main parameters", 10.5, rule=True)
    s.caption("Jadwal 1 / Table 1  Measurement")
    s.table(
        [
            Col("Item", 140),
            Col("QCD-19K2", 150, "C"),
            Col("QCD-19K5", 150, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Target gas", "CO2", "CO2", ""],
            ["Measuring range", "0 ~ 2000", "0 ~ 5000", "ppm"],
            ["Accuracy", PM + "(50 ppm + 5 % of reading)", PM + "(80 ppm + 5 % of reading)", ""],
            ["Resolution", "1", "1", "ppm"],
            ["Detection principle", "NDIR, dual channel", "NDIR, dual channel", ""],
        ],
        7.6,
    )
    s.caption("Jadwal 2 / Table 2  Electrical and environmental data (Ta = 25 " + DEG + ")")
    s.table(
        [
            Col("Item", 104),
            Col("Condition", 111),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Unit", 68, "C"),
        ],
        [
            ["Working voltage", "pin Vin", "4.5", "5.0", "5.5", "4.5", "5.0", "5.5", "V"],
            ["Average supply\ncurrent", "Vin = 5.0 V", "", "18", "40", "", "22", "50", "mA"],
            ["Peak supply\ncurrent", "lamp pulse, Vin = 5.0 V", "", "", "125", "", "", "150", "mA"],
            ["RXD input high", "", "2.3", "", "5.5", "2.3", "", "5.5", "V"],
            [
                "TXD / PWM output\nhigh level",
                "IOH = -1 mA",
                "2.8",
                "3.3",
                "",
                "2.8",
                "3.3",
                "",
                "V",
            ],
            ["Analog output Vo", "0 ppm to full range", "0.4", "", "2.0", "0.4", "", "2.0", "V"],
            ["PWM cycle", "", "", "1004", "", "", "1004", "", "ms"],
            ["Preheat time", "after power-on", "", "", "3", "", "", "3", "min"],
            ["Response time T90", "step change", "", "", "120", "", "", "150", "s"],
            ["Working temperature", "", "0", "", "50", "-10", "", "50", DEG],
            ["Working humidity", "non-condensing", "0", "", "90", "0", "", "90", "%RH"],
            ["Storage temperature", "", "-20", "", "60", "-20", "", "60", DEG],
        ],
        7.4,
        head_rows=[["", "", "QCD-19K2", "<", "<", "QCD-19K5", "<", "<", ""]],
    )
    s.heading(BOXH + " 3  Output signals", 10.5, rule=True)
    s.para(
        "UART: the module answers on TXD at 9600 bps, 8 data bits, 1 stop bit, no parity. The "
        "rate is fixed and cannot be changed by command. TXD and PWM drive 3.3 V logic levels; "
        "RXD accepts 3.3 V or 5 V logic.",
        8.0,
    )
    s.para(
        "PWM: one cycle lasts 1004 ms (" + PM + "5 %). It starts with a 2 ms high, then carries "
        "the value, then ends with a 2 ms low. Concentration = range "
        + TIMES
        + " (TH "
        + MINUS
        + " 2 ms) / (TH + TL "
        + MINUS
        + " 4 ms), with range = 2000 for the QCD-19K2 and 5000 for "
        "the QCD-19K5.",
        8.0,
    )
    s.para(
        "Analog: Vo rises linearly from 0.4 V at 0 ppm to 2.0 V at the top of the range. The "
        "output impedance is about 1 k" + OHM + "; read it with a high-impedance ADC input.",
        8.0,
    )

    s.add_page()
    s.heading(BOXH + " 4  Pin definition", 10.5, rule=True)
    s.caption("Jadwal 3 / Table 3  Header pins")
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("Description", 399)],
        [
            ["1", "Vin", "supply input, 4.5 ~ 5.5 V"],
            ["2", "GND", "ground"],
            ["3", "Vo", "analog output 0.4 ~ 2.0 V"],
            ["4", "PWM", "pulse-width output, 1004 ms cycle"],
            ["5", "HD", "zero-point calibration: pull low for at least 7 s in fresh air"],
            ["6", "RXD", "UART receive"],
            ["7", "TXD", "UART transmit"],
        ],
        7.4,
    )
    s.heading(BOXH + " 5  Serial commands", 10.5, rule=True)
    s.caption("Jadwal 4 / Table 4  Command frames (9 bytes, FF 01 CMD ... checksum)")
    s.table(
        [Col("Command", 70, "C"), Col("Function", 150), Col("Data bytes", 130), Col("Remark", 149)],
        [
            ["0x86", "read CO2 concentration", "none", "reply: HIGH x 256 + LOW = ppm"],
            ["0x87", "zero-point calibration", "none", "in 400 ppm air only"],
            ["0x88", "span-point calibration", "span HIGH, LOW", "e.g. 0x07, 0xD0 = 2000"],
            ["0x79", "ABC on / off", "0xA0 = on, 0x00 = off", "on after power-up"],
            ["0x99", "set detection range", "0x07D0 or 0x1388", "2000 or 5000 ppm"],
        ],
        7.4,
    )
    s.para(
        "Checksum = (NOT (byte1 + ... + byte7)) + 1. Send a command no more often than once per "
        "second; the reading is refreshed once per PWM cycle.",
        7.8,
    )
    s.heading(BOXH + " 6  Absolute maximum ratings", 10.5, rule=True)
    s.caption("Jadwal 5 / Table 5  Absolute maximum ratings")
    s.table(
        [Col("Item", 220), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 139, "C")],
        [
            ["Supply voltage Vin", "-0.3", "6.0", "V"],
            ["Voltage on RXD, HD", "-0.3", "5.5", "V"],
            ["Storage temperature", "-20", "60", DEG],
        ],
        7.4,
    )
    s.heading(BOXH + " 7  Calibration and ABC", 10.5, rule=True)
    s.para(
        "Automatic baseline correction (ABC) is on when the module leaves the factory. Every 24 h "
        "the module takes the lowest reading of the last cycle as 400 ppm. This suits rooms that "
        "are aired at least once a day. Switch ABC off (command 0x79) in places that never see "
        "fresh air, such as a greenhouse with CO2 enrichment or a sealed box, and calibrate by "
        "hand instead.",
        8.0,
    )
    s.para(
        "Manual zero calibration: run the module for at least 20 min in outdoor air (about 400 "
        "ppm), then pull HD low for 7 s or send command 0x87.",
        8.0,
    )
    s.heading(BOXH + " 8  Cautions", 10.5, rule=True)
    s.bullets(
        [
            "Do not run the module from 3.3 V. The lamp driver needs the full working voltage; "
            "below 4.5 V the readings drift and then freeze.",
            "The supply must deliver the peak current of the lamp pulses without dipping. Put "
            "100 " + MU + "F close to Vin when the wires are long.",
            "Readings during the preheat time are not valid.",
            "Do not blow onto the sensor or place it in a direct air jet; pressure changes show "
            "up as CO2 changes.",
            "Do not solder to the sensor body or press on the optical chamber.",
            "Keep the module away from condensing water, organic solvents and corrosive gases.",
        ],
        7.9,
    )
    s.para("Specifications may change without notice. QST-UM-019 V2.3.", 7.0)
    return save(s, out / "qcd-19.pdf")


# ------------------------------------------------ 16-channel PWM controller IC (Ramallah)
def zmp9616(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="ZAYTOUN MICROSYSTEMS",
        header_right="ZMP9616  \u00b7  16-channel, 12-bit PWM controller  \u00b7  Rev. 1.4",
        footer_left="Zaytoun Microsystems Ltd.  \u00b7  Al-Irsal Street, Ramallah, Palestine  "
        "\u00b7  ZMP9616 data sheet Rev. 1.4 " + MDASH + " 2 May 2024",
        footer_right="{page}/{nb}",
        rule_color=(86, 104, 44),
        table_fill=(238, 242, 224),
        accent=(70, 88, 30),
        grid=True,
    )
    s = Sheet(style, "ZMP9616 16-channel 12-bit PWM controller")
    s.add_page()
    s.title_block(
        "ZMP9616 / ZMP9616A",
        "16-Channel, 12-Bit PWM LED and Servo Controller with I" + SQ + "C-Bus Interface",
        "ZMP9616: industrial grade    |    ZMP9616A: extended grade    |    TSSOP28 and HVQFN28",
        21,
    )

    def general() -> None:
        s.heading("1 " + STAR3 + " General description", 10)
        s.para(
            "The ZMP9616 is an I" + SQ + "C-bus controlled 16-channel PWM generator. Each output "
            "has its own 12-bit ON and OFF counter, so duty cycle and phase can be set "
            "independently from 0 % to 100 %. All outputs share one frequency, set by a "
            "prescaler from the internal 25 MHz oscillator or from an external clock.",
            7.8,
        )
        s.para(
            "The outputs can be push-pull or open-drain. The part drives LEDs directly and makes "
            "the control pulses for RC servos and ESCs.",
            7.8,
        )

    def features() -> None:
        s.heading("2 " + STAR3 + " Features", 10)
        s.bullets(
            [
                "16 outputs, 12-bit (4096 steps) per output",
                "PWM frequency 24 Hz to 1526 Hz (internal oscillator)",
                "I" + SQ + "C Fast-mode Plus, 6 address pins",
                "Outputs sink 25 mA and source 10 mA at 5 V",
                "SDA, SCL and address inputs are 5.5 V tolerant",
                "Active-low output enable (OE)",
                "External clock input up to 50 MHz",
            ],
            7.8,
        )

    s.side_by_side(general, features, 250, 16)
    s.heading("3 " + STAR3 + " Grade overview", 10.5, rule=True)
    s.caption("Table 1 " + LOLLI + " Grades")
    s.table(
        [
            Col("Grade", 80),
            Col("Supply VDD", 100, "C"),
            Col("Ambient temperature", 130, "C"),
            Col("Packages", 189),
        ],
        [
            ["ZMP9616", "2.3 V to 5.5 V", "-40 " + DEG + " to +85 " + DEG, "TSSOP28, HVQFN28"],
            ["ZMP9616A", "3.0 V to 5.5 V", "-40 " + DEG + " to +125 " + DEG, "TSSOP28"],
        ],
        7.4,
    )
    s.heading("4 " + STAR3 + " Limiting values", 10.5, rule=True)
    s.caption("Table 2 " + LOLLI + " Limiting values (both grades)")
    s.table(
        [
            Col("Parameter", 170),
            Col("Conditions", 150),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage VDD", "", "-0.5", "6.0", "V"],
            ["Voltage on SDA, SCL, A0-A5, OE", "", "-0.5", "6.0", "V"],
            ["Voltage on LED0-LED15", "output off", "-0.5", "5.5", "V"],
            ["Output current per LEDn", "sink", "", "25", "mA"],
            ["Ground current IGND", "sum of all pins", "", "400", "mA"],
            ["Total power dissipation", "", "", "400", "mW"],
            ["Storage temperature", "", "-65", "+150", DEG],
        ],
        7.3,
    )
    s.heading("5 " + STAR3 + " Static characteristics", 10.5, rule=True)
    s.caption(
        "Table 3 " + LOLLI + " Static characteristics (Tamb over the grade's range unless noted)"
    )
    s.table(
        [
            Col("Parameter", 98),
            Col("Conditions", 119),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 34, "C"),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 34, "C"),
            Col("Unit", 78, "C"),
        ],
        [
            ["Supply"],
            ["Supply voltage VDD", "", "2.3", "", "5.5", "3.0", "", "5.5", "V"],
            [
                "Supply current\n(operating)",
                "VDD = 3.3 V, fSCL = 1 MHz\nVDD = 5.0 V, fSCL = 1 MHz",
                "",
                "4.0\n6.0",
                "7.0\n10.0",
                "",
                "4.5\n6.5",
                "9.0\n13.0",
                "mA",
            ],
            [
                "Standby current\n(SLEEP = 1)",
                "no clock, VDD = 5.5 V",
                "",
                "2.2",
                "15.5",
                "",
                "3.0",
                "45",
                MU + "A",
            ],
            ["Power-on reset level", "VDD rising", "", "1.7", "2.0", "", "1.7", "2.0", "V"],
            ["Inputs SCL, SDA, A0-A5, OE"],
            ["Input low voltage", "", "-0.5", "", "0.3VDD", "-0.5", "", "0.3VDD", "V"],
            ["Input high voltage", "", "0.7VDD", "", "5.5", "0.7VDD", "", "5.5", "V"],
            ["SDA low-level current", "VOL = 0.4 V", "20", "", "", "20", "", "", "mA"],
            ["LED outputs LED0-LED15"],
            [
                "Sink current\n(VOL = 0.5 V)",
                "VDD = 2.3 V\nVDD = 3.0 V\nVDD = 4.5 V",
                "12\n18\n25",
                "",
                "",
                "\n15\n22",
                "",
                "",
                "mA",
            ],
            [
                "Source current\n(VOH = VDD - 0.5 V)",
                "VDD = 2.3 V\nVDD = 3.0 V\nVDD = 4.5 V",
                "1\n5\n10",
                "",
                "",
                "\n4\n8",
                "",
                "",
                "mA",
            ],
            ["Off-state leakage", "open-drain, VO = 5.5 V", "", "", "1", "", "", "2", MU + "A"],
        ],
        7.2,
        head_rows=[["", "", "ZMP9616", "<", "<", "ZMP9616A", "<", "<", ""]],
    )
    s.para(
        "The ZMP9616A is not specified below VDD = 3.0 V; its 2.3 V cells are left empty. Source "
        "current flows out of the pin.",
        7.4,
    )

    s.add_page()
    s.heading("6 " + STAR3 + " Dynamic characteristics", 10.5, rule=True)
    s.caption("Table 4 " + LOLLI + " Dynamic characteristics (both grades)")
    s.table(
        [
            Col("Parameter", 170),
            Col("Conditions", 150),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["SCL clock frequency", "Fast-mode Plus", "0", "", "1000", "kHz"],
            ["Internal oscillator", "", "23", "25", "27", "MHz"],
            ["External clock EXTCLK", "", "0", "", "50", "MHz"],
            ["OE to output delay", "push-pull, CL = 50 pF", "", "40", "", "ns"],
            ["Bus free time", "between STOP and START", "0.5", "", "", MU + "s"],
        ],
        7.3,
    )
    s.heading("7 " + STAR3 + " Addressing", 10.5, rule=True)
    s.para(
        "The 7-bit slave address is 1 A5 A4 A3 A2 A1 A0; each address pin reads 0 when tied to "
        "VSS and 1 when tied to VDD. The pins have no internal pull resistors and must not float.",
        7.8,
    )
    s.caption("Table 5 " + LOLLI + " Address examples and reserved addresses")
    s.table(
        [Col("A5 A4 A3 A2 A1 A0", 130, "C"), Col("7-bit address", 110, "C"), Col("Remark", 259)],
        [
            ["0 0 0 0 0 0", "0x40", "all address pins to VSS"],
            ["0 0 0 0 0 1", "0x41", ""],
            ["0 0 0 0 1 0", "0x42", ""],
            ["0 0 0 1 0 1", "0x45", "A0 and A2 to VDD"],
            ["0 0 1 0 0 0", "0x48", ""],
            ["1 1 1 1 1 1", "0x7F", "all address pins to VDD"],
            ["", "0x70", "LED All Call, active after reset; avoid as a slave address"],
            ["", "0x71, 0x72, 0x74", "sub-addresses 1 to 3, off after reset"],
            ["", "0x00", "general call: software reset"],
        ],
        7.3,
    )
    s.heading("8 " + STAR3 + " Register map (excerpt)", 10.5, rule=True)
    s.caption("Table 6 " + LOLLI + " Registers")
    s.table(
        [
            Col("Address", 70, "C"),
            Col("Name", 110),
            Col("Reset value", 80, "C"),
            Col("Function", 239),
        ],
        [
            ["0x00", "MODE1", "0x11", "SLEEP bit 4, ALLCALL bit 0"],
            ["0x01", "MODE2", "0x04", "OUTDRV bit 2 (1 = push-pull)"],
            ["0x06", "LED0_ON_L", "0x00", "first of 4 bytes per output"],
            ["0x42", "LED15_OFF_H", "0x10", "last output register"],
            ["0xFA", "ALL_LED_ON_L", "0x00", "writes all outputs at once"],
            ["0xFE", "PRE_SCALE", "0x1E", "prescaler, 200 Hz after reset"],
        ],
        7.3,
    )
    s.heading("9 " + STAR3 + " Application information", 10.5, rule=True)
    s.bullets(
        [
            "Frequency: prescale = round(25 MHz / (4096 " + TIMES + " f)) - 1. PRE_SCALE accepts 3 "
            "to 255, which gives 1526 Hz down to 24 Hz. For RC servos write 121 for 50 Hz.",
            "Servos: the outputs carry only the control pulse. Power the servos from their own "
            "supply and join the grounds; do not feed servo current through VDD.",
            "Higher-voltage loads: in open-drain mode (OUTDRV = 0) an output may be pulled up to "
            "no more than 5.5 V. For 12 V LED strings add an external MOSFET per channel.",
            "Total current: the sum of all output currents and the SDA current flows through the "
            "GND pins and must stay below 400 mA.",
            "Mixed buses: SDA and SCL tolerate 5.5 V at any VDD, so a ZMP9616 at VDD = 3.3 V may "
            "sit on a bus pulled up to 5 V.",
        ],
        7.8,
    )
    s.caption("Table 7 " + LOLLI + " Ordering information")
    s.table(
        [Col("Type number", 120), Col("Grade", 90), Col("Package", 120), Col("Packing", 169)],
        [
            ["ZMP9616PW", "ZMP9616", "TSSOP28", "reel, 2500 pcs"],
            ["ZMP9616BS", "ZMP9616", "HVQFN28, 6 x 6 mm", "reel, 4000 pcs"],
            ["ZMP9616APW", "ZMP9616A", "TSSOP28", "reel, 2500 pcs"],
        ],
        7.3,
    )
    return save(s, out / "zmp9616.pdf")


# ------------------------------------------------ unipolar Hall-effect switch (N'Djamena)
def chx3140(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="CHARI SEMICONDUCTEURS",
        header_right="CHX3140E / CHX3140L  \u00b7  Hall-effect switch  \u00b7  DS-3140-C",
        footer_left="Chari Semiconducteurs SA  \u00b7  Avenue Charles de Gaulle, N'Djamena, "
        "Chad  \u00b7  DS-3140-C, November 2023",
        footer_right="f. {page}/{nb}",
        rule_color=(150, 84, 20),
        table_fill=(250, 238, 218),
        accent=(128, 66, 10),
        grid=False,
    )
    s = Sheet(style, "CHX3140 unipolar Hall-effect switch")
    s.add_page()
    s.title_block(
        "CHX3140",
        "Unipolar Hall-Effect Switch with Open-Collector Output",
        "CHX3140E: -40 "
        + ELL
        + " +85 "
        + DEG
        + "    |    CHX3140L: -40 "
        + ELL
        + " +150 "
        + DEG
        + "    |    TO-92S (suffix UA) and SOT-23W (suffix LH)",
        21,
    )

    def description() -> None:
        s.heading(WL + "1" + WR + " Description", 10)
        s.para(
            "The CHX3140 combines a Hall element, a voltage regulator, a small-signal amplifier, "
            "a Schmitt trigger and an open-collector output transistor on one die. The regulator "
            "lets the device run from 4.5 V to 24 V. The output turns on (pulls low) when a south "
            "pole of sufficient strength faces the branded side and turns off when the field "
            "falls below the release point.",
            7.8,
        )

    def features() -> None:
        s.heading(WL + "2" + WR + " Features", 10)
        s.bullets(
            [
                "Supply 4.5 V to 24 V, reverse-battery protected",
                "Open-collector output, sinks up to 25 mA",
                "Operate point 70 " + ELL + " 350 G at 25 " + DEG,
                "South pole only; no latching",
                "Two temperature grades",
                "TO-92S and SOT-23W packages",
            ],
            7.8,
        )

    s.side_by_side(description, features, 262, 16)
    s.heading(WL + "3" + WR + " Absolute maximum ratings", 10.5, rule=True)
    s.caption("Tabl. 1 " + DARROW + " Absolute maximum ratings")
    s.table(
        [
            Col("Characteristic", 180),
            Col("Symbol", 60, "C"),
            Col("Grade / note", 110, "C"),
            Col("Rating", 90, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "", "28", "V"],
            ["Reverse-battery voltage", "V_{RCC}", "", "-30", "V"],
            ["Magnetic flux density", "B", "", "unlimited", ""],
            ["Output off voltage", "V_{OUT}", "", "28", "V"],
            ["Continuous output current", "I_{OUT}", "sink", "25", "mA"],
            ["Operating ambient temperature", "T_{A}", "E\nL", "-40 to +85\n-40 to +150", DEG],
            ["Junction temperature", "T_{J}", "", "+165", DEG],
            ["Storage temperature", "T_{stg}", "", "-65 to +170", DEG],
        ],
        7.4,
    )
    s.heading(WL + "4" + WR + " Electrical characteristics", 10.5, rule=True)
    s.caption(
        "Tabl. 2 "
        + DARROW
        + " Electrical characteristics, TA = 25 "
        + DEG
        + ", VCC = 4.5 V to 24 V, both grades"
    )
    s.table(
        [
            Col("Characteristic", 96),
            Col("Symbol", 56, "C"),
            Col("Test conditions", 142),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "operating", "4.5", "", "24", "V"],
            [
                "Output saturation\nvoltage",
                "V_{OUT(SAT)}",
                "IOUT = 20 mA, B > BOP",
                "",
                "175",
                "400",
                "mV",
            ],
            [
                "Output leakage\ncurrent",
                "I_{OFF}",
                "VOUT = 24 V, B < BRP",
                "",
                "< 0.1",
                "10",
                MU + "A",
            ],
            [
                "Supply current",
                "I_{CC}",
                "output OFF, B < BRP\noutput ON, B > BOP",
                "",
                "4.4\n5.3",
                "8.0\n9.0",
                "mA",
            ],
            [
                "Output rise time",
                "t_{r}",
                "RL = 820 " + OHM + ", CL = 20 pF",
                "",
                "0.04",
                "2.0",
                MU + "s",
            ],
            [
                "Output fall time",
                "t_{f}",
                "RL = 820 " + OHM + ", CL = 20 pF",
                "",
                "0.18",
                "2.0",
                MU + "s",
            ],
            [
                "Power-on time",
                "t_{PO}",
                "VCC " + GE + " 4.5 V to valid output",
                "",
                "",
                "35",
                MU + "s",
            ],
        ],
        7.4,
    )
    s.para(
        "Note: the output transistor is off at power-on until tPO has passed, whatever the field.",
        7.4,
    )

    s.add_page()
    s.heading(WL + "5" + WR + " Magnetic characteristics", 10.5, rule=True)
    s.caption("Tabl. 3 " + DARROW + " Magnetic characteristics, VCC = 4.5 V to 24 V (1 mT = 10 G)")
    s.table(
        [
            Col("Characteristic", 82),
            Col("Temperature", 92),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Unit", 77, "C"),
        ],
        [
            [
                "Operate point\nB_{OP}",
                "TA = 25 " + DEG + "\nover grade range",
                "7.0\n3.5",
                "20.0\n",
                "35.0\n45.0",
                "7.0\n2.5",
                "20.0\n",
                "35.0\n47.5",
                "mT",
            ],
            [
                "Release point\nB_{RP}",
                "TA = 25 " + DEG + "\nover grade range",
                "5.0\n2.5",
                "14.5\n",
                "33.0\n43.0",
                "5.0\n2.0",
                "14.5\n",
                "33.0\n45.0",
                "mT",
            ],
            [
                "Hysteresis\nB_{HYS}",
                "TA = 25 " + DEG + "\nover grade range",
                "2.0\n1.5",
                "5.5\n",
                "",
                "2.0\n1.5",
                "5.5\n",
                "",
                "mT",
            ],
        ],
        7.4,
        head_rows=[["", "", "CHX3140E", "<", "<", "CHX3140L", "<", "<", ""]],
    )
    s.para(
        "Positive values mean a south pole facing the branded side. A north pole has no effect "
        "on the output.",
        7.6,
    )
    s.heading(WL + "6" + WR + " Application information", 10.5, rule=True)
    s.bullets(
        [
            "The output is an open collector. Connect a pull-up resistor from OUT to the logic "
            "supply of the circuit that reads it. The pull-up may go to any voltage up to 24 V, "
            "independent of VCC; for 3.3 V logic use 10 k" + OHM + " to 3.3 V.",
            "Place 0.1 " + MU + "F from VCC to GND close to the device.",
            "The switch does not latch. It releases as soon as the field falls below BRP, so a "
            "magnet that passes by gives one low pulse.",
            "Switching distance depends on the magnet. With a 10 x 3 mm N35 disc magnet the "
            "output typically switches at about 8 mm (not tested in production).",
        ],
        7.8,
    )
    s.heading(WL + "7" + WR + " Pin-out", 10.5, rule=True)
    s.caption("Tabl. 4 " + DARROW + " Pins, branded side facing you")
    s.table(
        [
            Col("Pin", 50, "C"),
            Col("TO-92S (UA)", 150, "C"),
            Col("SOT-23W (LH)", 150, "C"),
            Col("Function", 149),
        ],
        [
            ["1", "VCC", "VCC", "supply"],
            ["2", "GND", "OUT", "see package"],
            ["3", "OUT", "GND", "see package"],
        ],
        7.4,
    )
    s.heading(WL + "8" + WR + " Ordering information", 10.5, rule=True)
    s.caption("Tabl. 5 " + DARROW + " Ordering codes")
    s.table(
        [
            Col("Ordering code", 120),
            Col("Grade", 70, "C"),
            Col("TA range", 110, "C"),
            Col("Package", 90, "C"),
            Col("Packing", 109),
        ],
        [
            ["CHX3140EUA", "E", "-40 to +85 " + DEG, "TO-92S", "bulk, 1000 pcs"],
            ["CHX3140ELH-T", "E", "-40 to +85 " + DEG, "SOT-23W", "reel, 3000 pcs"],
            ["CHX3140LUA", "L", "-40 to +150 " + DEG, "TO-92S", "bulk, 1000 pcs"],
            ["CHX3140LLH-T", "L", "-40 to +150 " + DEG, "SOT-23W", "reel, 3000 pcs"],
        ],
        7.4,
    )
    s.para(
        "Chari Semiconducteurs reserves the right to change this document. Not designed for "
        "life-support applications.",
        7.0,
    )
    return save(s, out / "chx3140.pdf")
