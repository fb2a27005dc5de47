"""Hold-out 12 datasheets: a touch IC, modules and a motor family.

A Tontek-style translated touch-pad IC sheet (option-pin table as decoys,
supply-dependent values stacked in one cell), a Chinese OLED module
specification (approval box, general specification table, init commands as
decoys, pull-ups to VCC in a note), an Adafruit-style learning-guide printout
of an I2S class-D amplifier board (values in prose and pinout paragraphs) and a
Precision-Microdrives-style coin vibration motor family sheet (one column per
version).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"


def _photo(s: Sheet, label: str, width: float, height: float) -> None:
    y = s.get_y()
    s.set_fill_color(228, 228, 228)
    s.rect(s.l_margin, y, width, height, "F")
    s.set_font(s.family, "", 7.5)
    s.set_xy(s.l_margin, y + height / 2 - 5)
    s.cell(width, 10, label, align="C")
    s.set_xy(s.l_margin, y + height + 4)


# ------------------------------------------------------ Tontek-style touch IC
def tkp223(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="TKP223",
        header_right="1 Key Touch Pad Detector IC",
        footer_left="Tonghe Technology Inc.   This specification is subject to change without notice.",
        footer_right="P. {page}",
        rule_color=(0, 0, 0),
        table_fill=(235, 235, 235),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "TKP223 touch pad detector")
    s.add_page()
    s.title_block(
        "TKP223-BA6", "1 KEY TOUCH PAD DETECTOR IC", "Tonghe Technology Inc.   V2.6", size=18
    )
    s.heading("\u25cf GENERAL DESCRIPTION", 9.5)
    s.para(
        "The TKP223 is a touch pad detector IC which offers 1 touch key. The touching detection IC is "
        "designed for replacing traditional direct button key with diverse pad size. Low power "
        "consumption and wide operating voltage are the contact key features for DC or AC "
        "application.",
        8.2,
    )
    s.heading("\u25cf FEATURES", 9.5)
    s.bullets(
        [
            "Operating voltage 2.0V~5.5V",
            "Operating current @VDD=3V, no load, SLRFTB=1: At low power mode typical 1.5uA, maximum 3.0uA; "
            "At fast mode typical 3.5uA, maximum 7.0uA",
            "The response time max about 60mS at fast mode, 220mS at low power mode @VDD=3V",
            "Sensitivity can adjust by the capacitance (0~50pF) outside",
            "Have the maximum key-on time about 100sec (can be disabled by MOTB option)",
            "Stable touching detection of human body for replacing traditional direct switch key",
            "Provides Fast mode and Low Power mode selection by pad option (LPMB pin)",
            "Provides direct mode, toggle mode by pad option (TOG pin); open drain mode by bonding option "
            "(OPDO pin)",
            "CMOS output active high or active low selected by pad option (AHLB pin)",
            "After power-on have about 0.5sec stable-time, during the time do not touch the key pad, and "
            "the function is disabled",
            "Auto calibration for life",
        ],
        8.0,
    )
    s.heading("\u25cf APPLICATION", 9.5)
    s.para("Wide consumer products; water proofed electric products; button key replacement", 8.2)
    s.heading("\u25cf PACKAGE / ORDERING", 9.5)
    s.table(
        [
            Col("Product", 120),
            Col("Package", 90, "C"),
            Col("Output", 140, "C"),
            Col("Packing", 149, "C"),
        ],
        [
            ["TKP223-BA6", "SOT-23-6L", "CMOS (OPDO option: open drain)", "3000 pcs / reel"],
            ["TKP223N-BA6", "SOT-23-6L", "Open drain only", "3000 pcs / reel"],
        ],
        7.8,
    )

    # ---- page 2
    s.add_page()
    s.heading("\u25cf PAD DESCRIPTION", 9.5)
    s.table(
        [
            Col("Pin No.", 50, "C"),
            Col("Name", 60, "C"),
            Col("I/O type", 60, "C"),
            Col("Description", 329),
        ],
        [
            ["1", "Q", "O", "CMOS output pin"],
            ["2", "VSS", "P", "Negative power supply, ground"],
            ["3", "I", "I/O", "Sensor input pin"],
            [
                "4",
                "AHLB",
                "I-PL",
                "Output active high or low selection, 1(default) => active low, 0 => active high",
            ],
            ["5", "VDD", "P", "Positive power supply"],
            ["6", "TOG", "I-PL", "Output type option: 0(default) => direct mode, 1 => toggle mode"],
        ],
        7.8,
    )
    s.caption("Option table (option pins; the numbers are logic states, not specifications)")
    s.table(
        [Col("TOG", 60, "C"), Col("AHLB", 60, "C"), Col("Pin Q option feature", 379)],
        [
            ["0", "0", "Direct mode, CMOS output active high"],
            ["0", "1", "Direct mode, CMOS output active low"],
            ["1", "0", "Toggle mode, power on state = 0"],
            ["1", "1", "Toggle mode, power on state = 1"],
        ],
        7.8,
    )
    s.heading("\u25cf ABSOLUTE MAXIMUM RATINGS", 9.5)
    s.table(
        [
            Col("Parameter", 220),
            Col("Symbol", 70, "C"),
            Col("Rating", 130, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Operating Temperature", "T_{OP}", "-20 ~ +70", DEG],
            ["Storage Temperature", "T_{STG}", "-50 ~ +125", DEG],
            ["Power Supply Voltage", "V_{DD}", "V_{SS}-0.3 ~ V_{SS}+5.5", "V"],
            ["Input Voltage", "V_{IN}", "V_{SS}-0.3 ~ V_{DD}+0.3", "V"],
            ["Human Body Mode ESD", "ESD", "5", "KV"],
        ],
        7.8,
    )
    s.heading("\u25cf DC/AC CHARACTERISTICS", 9.5)
    s.para("(Test condition at room temperature = 25" + DEG + ")", 8.0)
    s.table(
        [
            Col("Parameter", 120),
            Col("Symbol", 45, "C"),
            Col("Test Condition", 130),
            Col("Min", 40, "C"),
            Col("Typ.", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 84, "C"),
        ],
        [
            ["Operating Voltage", "V_{DD}", "", "2.0", "3", "5.5", "V"],
            ["Internal Regulator Output", "V_{REG}", "", "", "2.3", "", "V"],
            [
                "Operating Current",
                "I_{OP}",
                "VDD=3V, Fast mode\nVDD=3V, Low power mode",
                "",
                "3.5\n1.5",
                "7.0\n3.0",
                "uA",
            ],
            [
                "",
                "",
                "VDD=5V, Fast mode\nVDD=5V, Low power mode",
                "",
                "6.5\n2.5",
                "13.0\n5.0",
                "uA",
            ],
            [
                "Output Sink Current",
                "I_{OL}",
                "VDD=3V, VOL=0.6V\nVDD=5V, VOL=0.6V",
                "",
                "8\n14",
                "",
                "mA",
            ],
            [
                "Output Drive Current",
                "I_{OH}",
                "VDD=3V, VOH=2.4V\nVDD=5V, VOH=4.0V",
                "",
                "-4\n-8",
                "",
                "mA",
            ],
            [
                "Input Pin Pull-high Resistor",
                "R_{PH}",
                "VDD=3V, input pin",
                "",
                "30",
                "",
                "K" + OHM,
            ],
            [
                "Output Response Time",
                "T_{R}",
                "VDD=3V, Fast mode\nVDD=3V, Low power mode",
                "",
                "",
                "60\n220",
                "mS",
            ],
            ["Sensitivity capacitor", "C_{S}", "", "0", "", "50", "pF"],
        ],
        7.4,
    )
    s.para(
        "Note: the output Q is intended to drive a logic input or a small-signal transistor. The typical "
        "sink and drive currents above are not limits for continuous loads; the maximum continuous "
        "output current is not specified.",
        7.8,
    )

    # ---- page 3
    s.add_page()
    s.heading("\u25cf APPLICATION CIRCUIT NOTES", 9.5)
    s.bullets(
        [
            "On the PCB, the length of the wire from the touch pad to the IC pin should be shorter. "
            "And the wire do not parallel and cross with other wire.",
            "The power supply must be stable. If the supply voltage drifts or shifts quickly, it maybe "
            "causes sensitivity anomalies or false detections.",
            "The material of the panel covering on the PCB can not include the metal or the electric "
            "element. The paints on the surface are the same.",
            "The C1 capacitor must be used between VDD and VSS; and should be routed with very short "
            "tracks to the device's VDD and VSS pins.",
            "The capacitance Cs can be used to adjust the sensitivity. The value of Cs is smaller, the "
            "sensitivity is higher. The usable range is 0 ~ 50pF.",
            "The sensing pad must not be covered by more than a few millimetres of plastic or glass; the "
            "maximum panel thickness is not specified because it depends on the pad size and material.",
            "Operation under water or with water film on the panel is not specified.",
        ],
        8.0,
    )
    revision_table(
        s,
        [
            ["2019/05", "V2.5", "Add SOT-23-6L"],
            ["2021/11", "V2.6", "Update DC characteristics at VDD=5V"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "tkp223.pdf")


# ----------------------------------------------------- Chinese OLED module
def kol096(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Jingcheng Display Technology Co., Ltd.",
        header_right="SPECIFICATION FOR OLED MODULE   KOL-096I-W",
        footer_left="Doc No.: JC-KOL096I-SPEC",
        footer_right="Page {page}",
        rule_color=(90, 90, 90),
        table_fill=(210, 225, 240),
        accent=(20, 40, 110),
        grid=True,
    )
    s = Sheet(style, "KOL-096I OLED module specification")
    s.add_page()
    s.title_block(
        "SPECIFICATION FOR OLED MODULE",
        "MODEL NO.: KOL-096I-W (white) / KOL-096I-B (blue)",
        "0.96 inch 128"
        + "\u00d7"
        + "64 dot matrix passive-matrix OLED, I2C interface, 4-pin header",
        size=17,
    )
    s.table(
        [Col("CUSTOMER", 120), Col("", 379)],
        [
            ["CUSTOMER NAME", ""],
            ["CUSTOMER APPROVED", "\u25a1 Approved     \u25a1 Not approved"],
            ["DATE", ""],
        ],
        8.0,
    )
    s.table(
        [Col("PREPARED BY", 166, "C"), Col("CHECKED BY", 166, "C"), Col("APPROVED BY", 167, "C")],
        [["Li Wei", "Zhang Min", "Chen Hao"]],
        8.0,
    )
    s.heading("RECORD OF REVISION", 9.5)
    revision_table(
        s,
        [
            ["2022-06-10", "A0", "First issue"],
            ["2023-09-02", "A1", "Add blue version, update current"],
        ],
        (100, 60, 339),
    )
    s.heading("1. GENERAL SPECIFICATION", 9.5)
    s.table(
        [Col("Item", 170), Col("Dimension", 230, "C"), Col("Unit", 99, "C")],
        [
            ["Dot Matrix", "128 \u00d7 64 Dots", "\u2014"],
            ["Module dimension", "27.3 \u00d7 27.8 \u00d7 3.7", "mm"],
            ["Active Area", "21.74 \u00d7 10.86", "mm"],
            ["Pixel Size", "0.15 \u00d7 0.15", "mm"],
            ["Pixel Pitch", "0.17 \u00d7 0.17", "mm"],
            ["Display Mode", "Passive Matrix", "\u2014"],
            ["Display Color", "White (KOL-096I-W) / Blue (KOL-096I-B)", "\u2014"],
            ["Drive Duty", "1/64 Duty", "\u2014"],
            ["Driver IC", "JC1306", "\u2014"],
            ["Interface", "I2C", "\u2014"],
            ["Mounting holes", "4 \u00d7 \u00d82.0", "mm"],
        ],
        8.0,
    )

    # ---- page 2
    s.add_page()
    s.heading("2. INTERFACE PIN FUNCTION", 9.5)
    s.table(
        [Col("No.", 40, "C"), Col("Symbol", 70, "C"), Col("Function", 389)],
        [
            ["1", "GND", "Power ground"],
            ["2", "VCC", "Power supply for module (on-board 3.3V LDO and charge pump)"],
            ["3", "SCL", "I2C clock input (4.7k\u03a9 pull-up to VCC on board)"],
            ["4", "SDA", "I2C data input/output (4.7k\u03a9 pull-up to VCC on board)"],
        ],
        8.0,
    )
    s.heading("3. ABSOLUTE MAXIMUM RATINGS", 9.5)
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 60, "C"),
            Col("Notes", 69, "C"),
        ],
        [
            ["Supply Voltage for module", "VCC", "-0.3", "6.0", "V", "1, 2"],
            ["Operating Temperature", "TOP", "-40", "70", DEG, "3"],
            ["Storage Temperature", "TSTG", "-40", "85", DEG, "3"],
        ],
        8.0,
    )
    s.para(
        'Note 1: All the above voltages are on the basis of "GND = 0V".  Note 2: When this module is '
        "used beyond the above absolute maximum ratings, permanent breakage of the module may occur.  "
        "Note 3: The defined temperature ranges do not include the polarizer; the polarizer is not "
        "rated for direct sunlight.",
        7.4,
    )
    s.heading("4. ELECTRICAL CHARACTERISTICS", 9.5)
    s.heading("4.1 DC Electrical Characteristics", 8.8)
    s.para("(Ta = 25" + DEG + ", GND = 0V)", 7.8)
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 50, "C"),
            Col("Condition", 120),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply Voltage for module", "VCC", "\u2014", "3.0", "3.3", "5.5", "V"],
            ["High Level Input", "VIH", "SCL, SDA", "2.0", "\u2014", "VCC", "V"],
            ["Low Level Input", "VIL", "SCL, SDA", "0", "\u2014", "0.8", "V"],
            ["Low Level Output", "VOL", "SDA, IOL = 3mA", "0", "\u2014", "0.4", "V"],
            [
                "Operating Current for VCC",
                "ICC",
                "VCC = 3.3V, 100% display ON\nVCC = 5.0V, 100% display ON",
                "\u2014",
                "22\n24",
                "30\n33",
                "mA",
            ],
            ["", "", "VCC = 3.3V, 50% display ON", "\u2014", "11", "15", "mA"],
            [
                "Sleep Mode Current",
                "ISLEEP",
                "VCC = 3.3V, display OFF (AEh)",
                "\u2014",
                "8",
                "20",
                "\u00b5A",
            ],
        ],
        7.4,
    )
    s.heading("4.2 I2C Interface", 8.8)
    s.table(
        [Col("Item", 200), Col("Value", 200, "C"), Col("Unit", 99, "C")],
        [
            ["Slave address (SA0 = 0, default)", "0x3C (write byte 0x78)", "\u2014"],
            ["Slave address (SA0 = 1, move R3 to R4)", "0x3D (write byte 0x7A)", "\u2014"],
            ["SCL clock frequency", "400 (max)", "kHz"],
        ],
        7.8,
    )
    s.para(
        "Note: the SCL/SDA pull-up resistors on the module are connected to VCC. When the module is "
        "powered from 5V, the bus is pulled up to 5V; remove the resistors if other devices on the bus "
        "are not 5V tolerant.",
        7.6,
    )

    # ---- page 3
    s.add_page()
    s.heading("5. OPTICAL CHARACTERISTICS", 9.5)
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 60, "C"),
            Col("Condition", 100),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Viewing angle", "\u03b8", "\u2014", "160", "\u2014", "\u2014", "deg"],
            ["Contrast ratio", "CR", "Dark room", "2000:1", "\u2014", "\u2014", "\u2014"],
            ["Brightness (white)", "Lbr", "Contrast 0xCF", "60", "80", "\u2014", "cd/m\u00b2"],
            ["Brightness (blue)", "Lbr", "Contrast 0xCF", "50", "70", "\u2014", "cd/m\u00b2"],
        ],
        7.6,
    )
    s.heading("6. INITIALIZATION CODE (reference)", 9.5)
    s.para(
        "Command bytes written after the control byte 0x00. These are register values, not "
        "specifications.",
        7.8,
    )
    s.table(
        [Col("Step", 40, "C"), Col("Command", 120, "C"), Col("Function", 339)],
        [
            ["1", "0xAE", "Display OFF (sleep)"],
            ["2", "0xD5, 0x80", "Set display clock divide ratio / oscillator frequency"],
            ["3", "0xA8, 0x3F", "Set multiplex ratio (64)"],
            ["4", "0x8D, 0x14", "Enable internal charge pump"],
            ["5", "0x81, 0xCF", "Set contrast"],
            ["6", "0xAF", "Display ON"],
        ],
        7.6,
    )
    s.heading("7. RELIABILITY AND PRECAUTIONS", 9.5)
    s.bullets(
        [
            "Lifetime: the end of life is defined as 50% of the initial brightness. The lifetime figure "
            "depends on the display content and is not guaranteed in this specification.",
            "Static images displayed for a long time may cause image sticking (burn-in).",
            "Do not apply a supply voltage to VCC before GND is connected.",
            "Water resistance / outdoor use is not specified.",
        ],
        8.0,
    )
    return save(s, out / "kol096.pdf")


# -------------------------------------------- Adafruit-style amplifier guide
def kamp357(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Knotwork Electronics Learning System",
        header_right="KAMP-357 I2S 3W Class D Amplifier Breakout",
        footer_left="\u00a9 Knotwork Electronics   learn.knotwork.example",
        footer_right="Page {page} of 3",
        rule_color=(130, 130, 130),
        table_fill=(240, 240, 240),
        accent=(30, 30, 30),
        grid=False,
    )
    s = Sheet(style, "KAMP-357 I2S amplifier breakout")
    s.add_page()
    s.title_block(
        "I2S 3W Class D Amplifier Breakout",
        "KAMP-357 (product ID 3571)",
        "Created by the Knotwork team",
        size=18,
    )
    y0 = s.get_y()
    _photo(s, "[ photo: breakout board with terminal block ]", 200, 110)
    s.set_y(y0)
    with s.column(s.l_margin + 215, 284):
        s.heading("Overview", 10)
        s.para(
            "Listen to this good news - we now have an all-in-one digital audio amp breakout board that "
            "works incredibly well with the Raspberry Pi! If you'd like an amp that does not need an "
            "analog input, this little mono amplifier takes standard I2S digital audio input and not "
            "only decodes it into analog, but also amplifies it directly into a speaker.",
            7.9,
        )
    s.set_y(max(s.get_y(), y0 + 118))
    s.para(
        "Perfect for adding sound to your embedded project. It takes I2S (not I2C!) digital audio: "
        "bit clock, left/right (word select) clock and data. There is no I2C or analog audio input, "
        "so the board cannot be fed from a voltage-output DAC.",
        8.2,
    )
    s.heading("Specs", 10)
    s.bullets(
        [
            "Output Power: 3.2W at 4\u03a9, 10% THD, 1.8W at 8\u03a9, 10% THD with 5V supply",
            "PSRR: 77 dB typical @ 1KHz",
            "I2S sample rates from 8KHz to 96KHz",
            "No MCLK required",
            "Automatically detects 32 different sample rates and 3 different I2S formats",
            "Filterless Class D outputs, no output filter required",
            "Nine selectable gains: 3dB, 6dB, 9dB, 12dB, 15dB (default 9dB)",
            "Click-pop reduction, thermal shutdown and short-circuit protection",
        ],
        8.2,
    )
    s.para(
        "Power draw depends on the volume and the speaker: expect about 650mA at full volume into 4\u03a9 "
        "at 5V. At idle with no audio the board draws 2.4mA.",
        8.2,
    )

    # ---- page 2
    s.add_page()
    s.heading("Pinouts", 11)
    s.heading("Power Pins", 9.5)
    s.para(
        "Vin - this is the power pin. Give it 2.5V to 5.5V DC. The board works at 3.3V, but you will get "
        "more power out of 5V. The logic pins are referenced to Vin: there is no level shifting, so use "
        "the same voltage as your microcontroller logic where possible.",
        8.2,
    )
    s.para("GND - common ground for power and logic.", 8.2)
    s.heading("I2S Pins", 9.5)
    s.para(
        "BCLK - the bit clock, also known as the data clock or just 'clock' - comes from the I2S master to "
        "tell the slave when to read the data pin. LRC - the left/right clock, also known as word select. "
        "DIN - the data in. Logic high input voltage is 1.3V minimum and logic low is 0.6V maximum, so 3.3V "
        "and 5V logic both work; inputs must not go above Vin + 0.3V.",
        8.2,
    )
    s.heading("Gain and Shutdown", 9.5)
    s.para(
        "GAIN - the gain of the amplifier is set by this pin. Floating gives 9dB; tied to GND directly "
        "12dB; tied to Vin directly 6dB; 100K to GND 15dB; 100K to Vin 3dB.",
        8.2,
    )
    s.para(
        "SD - shutdown and channel select. The board has a 1M\u03a9 pull-up from SD to Vin, so by default "
        "it outputs the (L+R)/2 stereo average. Pull SD below 0.16V to shut the amp down. Between 0.16V and "
        "0.77V: stereo average; between 0.77V and 1.4V: right channel; above 1.4V: left channel.",
        8.2,
    )
    s.table(
        [Col("SD pin voltage", 200, "C"), Col("Mode", 299)],
        [
            ["< 0.16 V", "Shutdown (0.6 \u00b5A typical from Vin)"],
            ["0.16 V to 0.77 V", "Stereo average (L+R)/2"],
            ["0.77 V to 1.4 V", "Right channel"],
            ["> 1.4 V", "Left channel"],
        ],
        8.0,
    )
    s.heading("Speaker Output", 9.5)
    s.para(
        "The output is a bridge-tied 'Class D' output. Connect a 4\u03a9 to 8\u03a9 speaker directly across "
        "the + and - terminals. Do not connect either output to ground, and do not connect the output to "
        "another amplifier's input, a headphone jack or a motor: it is a PWM signal at about 300KHz, not an "
        "analog line level.",
        8.2,
    )

    # ---- page 3
    s.add_page()
    s.heading("Raspberry Pi Wiring", 11)
    s.table(
        [Col("Amp pin", 150, "C"), Col("Raspberry Pi pin", 170, "C"), Col("BCM GPIO", 179, "C")],
        [
            ["Vin", "Pin 2 (5V)", "\u2014"],
            ["GND", "Pin 6", "\u2014"],
            ["BCLK", "Pin 12", "GPIO18"],
            ["LRC", "Pin 35", "GPIO19"],
            ["DIN", "Pin 40", "GPIO21"],
        ],
        8.0,
    )
    s.para(
        "Run the installer script and reboot; the example plays a 440Hz test tone at 44100Hz, 16 bits. "
        "These numbers are test-tone settings, not limits of the board.",
        8.2,
    )
    s.heading("FAQ", 11)
    s.para(
        "Q: Can I run it from a LiPo battery? A: Yes, Vin accepts 2.5V to 5.5V, but make sure your battery "
        "and its protection circuit can deliver the peak current at full volume.",
        8.2,
    )
    s.para(
        "Q: What is the operating temperature range? A: We have not characterised the board over "
        "temperature, so we cannot give one.",
        8.2,
    )
    s.para(
        "Q: Can I use two of these for stereo? A: Yes, set one board's SD pin for left and the other for "
        "right and share BCLK, LRC and DIN.",
        8.2,
    )
    return save(s, out / "kamp357.pdf")


# --------------------------------- Precision-Microdrives-style coin motor
def vmc(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Vireo Motion Ltd.",
        header_right="Product Data Sheet   VMC Coin Vibration Motors",
        footer_left="Vireo Motion Ltd.   sales@vireo-motion.example",
        footer_right="Datasheet Rev 4  \u2013  {page}",
        rule_color=(0, 120, 120),
        table_fill=(220, 238, 238),
        accent=(0, 110, 110),
        grid=True,
    )
    s = Sheet(style, "VMC coin vibration motors")
    s.add_page()
    s.title_block(
        "VMC-08 / VMC-10 / VMC-12",
        "Coin (Pancake) Vibration Motors \u2013 8 mm, 10 mm and 12 mm",
        "Shaftless, ERM, flying leads, 3M adhesive backing",
        size=18,
    )
    _photo(s, "[ product photo: 10 mm coin motor with leads ]", 200, 90)
    s.heading("Key Features", 10)
    s.table(
        [
            Col("Key feature", 180),
            Col("VMC-08", 106, "C"),
            Col("VMC-10", 106, "C"),
            Col("VMC-12", 107, "C"),
        ],
        [
            ["Body diameter", "8 mm", "10 mm", "12 mm"],
            ["Body length", "2.7 mm", "3.4 mm", "3.4 mm"],
            ["Rated voltage", "3 V", "3 V", "3 V"],
            ["Rated vibration speed", "12,000 rpm", "12,000 rpm", "11,500 rpm"],
            ["Typical normalised amplitude", "0.6 G", "0.8 G", "1.2 G"],
            ["Typical rated operating current", "70 mA", "80 mA", "95 mA"],
        ],
        8.2,
    )
    s.para(
        "Ordering codes: VMC-08-001 (150 mm leads), VMC-10-001 (100 mm leads), VMC-12-001 "
        "(100 mm leads). Minimum order quantity 100 pcs.",
        8.2,
    )

    # ---- page 2
    s.add_page()
    s.heading("Typical Performance Characteristics", 10)
    s.para(
        "All values at 25"
        + DEG
        + " and rated voltage unless otherwise stated. Typical values only; "
        "a min or max is given where the column says so.",
        8.0,
    )
    s.table(
        [
            Col("Characteristic", 200),
            Col("VMC-08", 95, "C"),
            Col("VMC-10", 95, "C"),
            Col("VMC-12", 95, "C"),
            Col("Unit", 14 + 0, "C"),
        ],
        [
            ["Rated operating voltage", "3.0", "3.0", "3.0", "V"],
            ["Operating voltage range", "2.5 - 3.5", "2.5 - 3.5", "2.5 - 3.8", "V"],
            ["Certified start voltage (max)", "2.3", "2.3", "2.2", "V"],
            ["Rated operating current (max)", "85", "95", "110", "mA"],
            ["Start current (max)", "120", "130", "150", "mA"],
            ["Terminal resistance", "30", "27", "22", OHM],
            ["Rated vibration speed", "12,000", "12,000", "11,500", "rpm"],
            ["Typical vibration amplitude", "0.6", "0.8", "1.2", "G"],
            ["Typical lag time", "30", "34", "40", "ms"],
            ["Typical rise time", "80", "90", "105", "ms"],
            ["Typical stop time", "120", "140", "160", "ms"],
        ],
        8.0,
    )
    s.heading("Environmental", 10)
    s.table(
        [Col("Characteristic", 200), Col("Value", 200, "C"), Col("Unit", 99, "C")],
        [
            ["Operating temperature", "-20 to +60", DEG],
            ["Storage temperature", "-30 to +70", DEG],
            ["Insulation resistance (at 100 V DC)", "10 (min)", "M" + OHM],
            ["Lifetime (continuous, 2 s on / 1 s off)", "300,000 cycles", "\u2014"],
        ],
        8.0,
    )
    s.heading("Driving the Motor", 10)
    s.para(
        "Never drive the motor directly from a microcontroller or logic IC output pin: the start current "
        "far exceeds what such pins can supply and the back EMF can damage the pin. Use a transistor, "
        "MOSFET or a dedicated haptic driver, with a flyback diode across the motor. PWM can be used to "
        "reduce the speed; below the start voltage the motor may not start reliably.",
        8.2,
    )
    s.para(
        "The motor is an ERM (eccentric rotating mass) device with a brushed DC motor inside. Brush noise "
        "is conducted onto the supply; its level is not specified. Add a 0.1\u00b5F capacitor across the "
        "terminals if it disturbs sensitive circuits.",
        8.2,
    )
    s.para(
        "Lead wires: 32 AWG, red (+) and blue (-). Mounting: peel-and-stick adhesive. Water resistance "
        "is not rated.",
        8.2,
    )
    return save(s, out / "vmc.pdf")
