"""Hold-out 107 datasheets, part 2: a 0.96 inch OLED module, a current / power monitor IC,
an active piezo buzzer and a Hall-effect current sensor IC.

A Bogotá maker-store product datasheet in English (two interface versions in columns,
module VCC next to the driver chip's own VDD / panel VCC rows, the address jumper in
prose), a Salt Lake City mixed-signal house (two grade column groups, bus full-scale
range vs bus input limit, PGA shunt ranges, specified vs operating temperature, an
address-pin table, conversion-time and register decoys), a Yangzhou acoustic factory
"Specification for Approval" (columns per rated voltage, environmental test
temperatures beside the operating range, a sign-off box) and a Romansh / English sensor
data sheet (wrapped bilingual names, columns per current range, 3.3 V advice in prose).
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


# ----------------------------------------------------- 0.96" OLED module (Bogotá store)
def chp_oled96(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="ELECTRÓNICA CHAPINERO S.A.S.  ·  Bogotá D.C., Colombia",
        header_right="Product datasheet  CHP-OLED96",
        footer_left="NIT 901.234.567-8   ventas@example.co   Prices in COP, IVA included",
        footer_right="sheet {page}/{nb}",
        table_fill=(214, 234, 248),
        accent=(0, 84, 140),
        grid=True,
    )
    s = Sheet(style, "CHP-OLED96 0.96 inch OLED module")
    s.add_page()
    s.title_block(
        "CHP-OLED96-I / CHP-OLED96-S",
        "0.96 inch 128 x 64 monochrome OLED display module",
        "Ref. 30112 CHP-OLED96-I (4-pin I2C)  $ 18.900    Ref. 30113 CHP-OLED96-S (7-pin SPI)  "
        "$ 21.500",
        19,
    )
    s.heading("Overview", 10.5)
    s.para(
        "A self-luminous OLED panel on a 27 x 27 mm board with an SSD-type controller, "
        "a 3.3 V regulator and the charge pump for the panel. The board can be powered "
        "with 3.3 V to 5 V on VCC, so it works with 5 V Arduino and 3.3 V ESP32 / "
        "Raspberry Pi boards alike. The I2C version ships at 7-bit address 0x3C; move the "
        "0 " + OHM + " resistor on the back from the '0x78' pads to the '0x7A' pads to get "
        "0x3D (the pad labels give the 8-bit write address). The SDA / SCL pull-ups "
        "(4.7 k" + OHM + ") go to VCC.",
        8.5,
    )
    s.heading("Module specifications", 10.5)
    s.table(
        [Col("Item", 175), Col("CHP-OLED96-I", 160, "C"), Col("CHP-OLED96-S", 164, "C")],
        [
            ["Interface", "I2C", "4-wire SPI"],
            ["Module supply voltage VCC", "3.3 - 5.0 V", "3.3 - 5.0 V"],
            ["Max. bus clock", "400 kHz", "10 MHz"],
            ["Current, typical picture (30 % lit)", "9 mA", "9 mA"],
            ["Current, all pixels on", "22 mA typ. / 28 mA max.", "22 mA typ. / 28 mA max."],
            ["Current, display off (sleep)", "80 " + MU + "A", "80 " + MU + "A"],
            ["Pins", "GND, VCC, SCL, SDA", "GND, VCC, D0, D1, RES, DC, CS"],
            ["Colour", "white or blue", "white or blue"],
        ],
        8,
    )
    s.para(
        "The sleep current is mostly the regulator's own consumption; the controller by "
        "itself needs only a few " + MU + "A.",
        8,
    )
    s.heading("Controller and panel ratings (from the chip maker)", 10.5)
    s.para(
        "These values belong to the controller chip and the panel on the board, not to "
        "the module's VCC pin. They are given for reference only.",
        8,
    )
    s.table(
        [
            Col("Parameter", 180),
            Col("Symbol", 60, "C"),
            Col("Min.", 55, "C"),
            Col("Typ.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 94, "C"),
        ],
        [
            ["Logic supply of the controller", "VDD", "1.65", "3.3", "3.5", "V"],
            ["Panel driving voltage (charge pump)", "VCC(panel)", "7.0", "", "15.0", "V"],
            ["Frame frequency", "FFRM", "", "105", "", "Hz"],
            ["Input high voltage", "VIH", "0.8 x VDD", "", "VDD", "V"],
            ["Input low voltage", "VIL", "0", "", "0.2 x VDD", "V"],
        ],
        8,
    )
    s.add_page()
    s.heading("Environment and optics", 10.5)
    s.table(
        [Col("Item", 200), Col("Value", 180, "C"), Col("Note", 119)],
        [
            ["Operating temperature", "-30 ... +70 " + DEG, ""],
            ["Storage temperature", "-40 ... +80 " + DEG, ""],
            ["Viewing angle", "> 160" + "\u00b0", ""],
            ["Brightness (white)", "100 cd/m" + "\u00b2" + " typ.", "all pixels on"],
            ["Lifetime to half brightness", "10 000 h", "at 25 " + DEG + ", 50 % lit"],
            ["Active area", "21.74 x 10.86 mm", ""],
        ],
        8,
    )
    s.heading("Quick start", 10.5)
    s.bullets(
        [
            "Arduino: use the Adafruit SSD1306 or U8g2 library, address 0x3C, 128 x 64.",
            "Raspberry Pi: enable I2C, i2cdetect -y 1 shows 3c.",
            "ESP32: any two GPIOs can be SDA / SCL; power from the 3V3 pin.",
            "SPI version: keep the wires under 20 cm at 10 MHz.",
        ],
        8.5,
    )
    s.heading("Common commands (controller)", 10.5)
    s.table(
        [Col("Hex", 70, "C"), Col("Command", 180), Col("Note", 249)],
        [
            ["0xAE / 0xAF", "Display OFF / ON", "OFF = sleep"],
            ["0x81", "Set contrast", "followed by 0x00 ... 0xFF"],
            ["0x8D", "Charge pump setting", "0x14 = enable"],
            ["0xA8", "Set multiplex ratio", "0x3F for 64 rows"],
        ],
        8,
    )
    s.heading("Questions we get", 10.5)
    s.para("Does it work on a 1S Li-ion cell directly?", 8.5, bold=True)
    s.para(
        "A full cell is 4.2 V, inside the 3.3 - 5.0 V range; below about 3.3 V the "
        "regulator drops out and the display may flicker.",
        8.5,
    )
    s.para("Can I read it in direct sunlight?", 8.5, bold=True)
    s.para("We have no sunlight readability data; it is an indoor display.", 8.5)
    revision_table(
        s,
        [["2023-05-15", "A", "first sheet"], ["2024-01-30", "B", "SPI version added"]],
        (90, 60, 349),
    )
    return save(s, out / "chp-oled96.pdf")


# ---------------------------------------------- current / power monitor (Salt Lake City)
def vim3219(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="WASATCH MIXED SIGNAL",
        header_right="VIM3219A, VIM3219B",
        footer_left="SLCS-219C - MAY 2023 - REVISED JANUARY 2024   Wasatch Mixed Signal, Inc.",
        footer_right="{page}",
        table_fill=None,
        accent=(20, 40, 110),
        grid=False,
    )
    s = Sheet(style, "VIM3219 current / power monitor")
    s.add_page()
    s.title_block(
        "VIM3219",
        "Zero-Drift, Bidirectional Current / Power Monitor With I2C Interface",
        "PRODUCTION DATA",
        19,
    )

    def left() -> None:
        s.heading("1  Features", 9.5)
        s.bullets(
            [
                "Senses bus voltages from 0 V to 26 V",
                "Reports current, voltage and power",
                "16 programmable addresses",
                "High accuracy: 0.5 % max over temperature (VIM3219B)",
                "Filtering options, calibration registers",
                "SOT23-8 and SOIC-8 packages",
            ],
            7.5,
        )
        s.heading("2  Applications", 9.5)
        s.bullets(["Servers", "Battery chargers", "Power tools", "Test equipment"], 7.5)

    def right() -> None:
        s.heading("3  Description", 9.5)
        s.para(
            "The VIM3219 is a current-shunt and power monitor with an I2C / SMBus "
            "interface. It monitors both shunt drop and supply voltage, with programmable "
            "conversion times and filtering. A programmable calibration value, combined "
            "with an internal multiplier, enables direct readouts in amperes. The device "
            "operates from a single 3.0 V to 5.5 V supply, drawing a maximum of 1 mA, and "
            "is specified from -25 " + DEG + " to +85 " + DEG + ". The bus voltage "
            "full-scale range (BRNG bit) can be set to 16 V or 32 V; the bus input "
            "itself must never exceed 26 V. The PGA selects a shunt full-scale range of "
            + PM
            + "40 mV, "
            + PM
            + "80 mV, "
            + PM
            + "160 mV or "
            + PM
            + "320 mV.",
            7.5,
        )

    s.side_by_side(left, right, 200)
    s.heading("6.1  Absolute Maximum Ratings", 9.5)
    s.table(
        [Col("", 250), Col("MIN", 70, "C"), Col("MAX", 70, "C"), Col("UNIT", 109, "C")],
        [
            ["Supply voltage, VS", "", "6", "V"],
            ["Analog inputs IN+, IN-: differential (VIN+ - VIN-)", "-26", "26", "V"],
            ["Analog inputs IN+, IN-: common-mode", "-0.3", "26", "V"],
            ["SDA, SCL", "-0.3", "6", "V"],
            ["Operating temperature", "-40", "125", DEG],
            ["Storage temperature, Tstg", "-65", "150", DEG],
        ],
        7.5,
    )
    s.heading("6.2  Electrical Characteristics", 9.5)
    s.para(
        "At TA = 25 " + DEG + ", VS = 3.3 V, VIN+ = 12 V, VSHUNT = (VIN+ - VIN-) = 32 mV, "
        "PGA = /1, BRNG = 1, unless otherwise noted.",
        7.5,
    )
    s.table(
        [
            Col("PARAMETER", 120),
            Col("TEST CONDITIONS", 110),
            Col("MIN", 33, "C"),
            Col("TYP", 33, "C"),
            Col("MAX", 33, "C"),
            Col("MIN", 33, "C"),
            Col("TYP", 33, "C"),
            Col("MAX", 33, "C"),
            Col("UNIT", 71, "C"),
        ],
        [
            ["Full-scale current sense", "PGA = /1", "0", "", PM + "40", "0", "", PM + "40", "mV"],
            ["(input) voltage range", "PGA = /8", "0", "", PM + "320", "0", "", PM + "320", "mV"],
            ["Bus voltage (input", "BRNG = 0", "0", "", "16", "0", "", "16", "V"],
            ["voltage) range", "BRNG = 1", "0", "", "32", "0", "", "32", "V"],
            [
                "Offset voltage, shunt",
                "PGA = /1",
                "",
                PM + "10",
                PM + "100",
                "",
                PM + "10",
                PM + "50",
                MU + "V",
            ],
            [
                "Current measurement error",
                "over temperature",
                "",
                "",
                PM + "1",
                "",
                "",
                PM + "0.5",
                "%",
            ],
            ["ADC resolution", "", "", "", "12", "", "", "12", "bits"],
            ["Shunt voltage LSB", "", "", "10", "", "", "10", "", MU + "V"],
            ["Bus voltage LSB", "", "", "4", "", "", "4", "", "mV"],
            ["Operating supply range", "", "3", "", "5.5", "3", "", "5.5", "V"],
            ["Quiescent current", "", "", "0.7", "1", "", "0.7", "1", "mA"],
            ["", "power-down mode", "", "6", "15", "", "6", "15", MU + "A"],
            ["Bus clock frequency", "fast mode", "", "", "400", "", "", "400", "kHz"],
            ["", "high-speed mode", "", "", "2.56", "", "", "2.56", "MHz"],
            ["Specified temperature", "", "-25", "", "85", "-25", "", "85", DEG],
        ],
        7,
        head_rows=[["", "", "VIM3219A", "<", "<", "VIM3219B", "<", "<", ""]],
    )
    s.add_page()
    s.heading("7.1  Address Pins", 9.5)
    s.para(
        "Two address pins, A0 and A1, select one of 16 slave addresses. Each pin can be "
        "tied to GND, VS, SDA or SCL. The table lists the corners; the full map runs "
        "from 0x40 to 0x4F.",
        7.5,
    )
    s.table(
        [Col("A1", 100, "C"), Col("A0", 100, "C"), Col("SLAVE ADDRESS (7-bit)", 299, "C")],
        [
            ["GND", "GND", "1000000 (0x40)"],
            ["GND", "VS", "1000001 (0x41)"],
            ["VS", "GND", "1000100 (0x44)"],
            ["SCL", "SCL", "1001111 (0x4F)"],
        ],
        7.5,
    )
    s.heading("7.2  ADC Settings and Conversion Time", 9.5)
    s.table(
        [
            Col("ADC MODE (BADC / SADC)", 160, "C"),
            Col("MODE / SAMPLES", 160, "C"),
            Col("CONVERSION TIME", 179, "C"),
        ],
        [
            ["0000", "9 bit", "84 " + MU + "s"],
            ["0011", "12 bit", "532 " + MU + "s"],
            ["1011", "8 samples", "4.26 ms"],
            ["1111", "128 samples", "68.10 ms"],
        ],
        7.5,
    )
    s.heading("7.3  Register Map", 9.5)
    s.table(
        [
            Col("POINTER", 70, "C"),
            Col("REGISTER", 130),
            Col("POWER-ON RESET", 110, "C"),
            Col("TYPE", 60, "C"),
            Col("FUNCTION", 129),
        ],
        [
            ["00h", "Configuration", "0x399F", "R/W", "reset, ranges, modes"],
            ["01h", "Shunt voltage", "-", "R", "shunt drop"],
            ["02h", "Bus voltage", "-", "R", "bus voltage"],
            ["03h", "Power", "0x0000", "R", "power"],
            ["04h", "Current", "0x0000", "R", "current"],
            ["05h", "Calibration", "0x0000", "R/W", "full-scale range"],
        ],
        7.5,
    )
    s.heading("8  Application Information", 9.5)
    s.para(
        "With a 0.1 " + OHM + " shunt and PGA = /8 the full-scale current is 3.2 A. The "
        "VS pin and the bus voltage are independent: a 3.3 V VS can monitor a 24 V bus. "
        "SDA and SCL are open-drain and may be pulled up to 5.5 V whatever VS is.",
        7.5,
    )
    revision_table(
        s,
        [["May 2023", "*", "Initial release"], ["Jan 2024", "C", "Added power-down current"]],
        (90, 60, 349),
    )
    return save(s, out / "vim3219.pdf")


# ---------------------------------------------------- active piezo buzzer (Yangzhou)
def tqb1295(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Yangzhou Tianqin Acoustic Components Co., Ltd.",
        header_right="Spec. No. TQ-SA-1295A  Rev. 02",
        footer_left="No. 88 Wenchang Road, Yangzhou, Jiangsu  Tel +86-514-0000-0000",
        footer_right="Sheet {page} of {nb}",
        table_fill=(232, 232, 232),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "TQB-1295A active piezo buzzer")
    s.add_page()
    s.title_block("SPECIFICATION FOR APPROVAL", "Product: Active piezo buzzer (self-drive)", "", 16)
    s.table(
        [
            Col("Customer", 100),
            Col("", 150),
            Col("Model", 90),
            Col("TQB-1295A-03 / -05 / -12", 159),
        ],
        [
            ["Customer P/N", "", "Drawing No.", "TQ-D-1295A"],
            ["Date", "2024-02-26", "Sample lot", "S2402-07"],
        ],
        8,
    )
    s.heading("1. Scope", 10.5)
    s.para(
        "This specification applies to the piezoelectric buzzer with built-in oscillator "
        "circuit, 12 mm diameter, 9.5 mm height, PCB pins. Apply DC voltage of the rated "
        "polarity; the buzzer sounds at once.",
        8.5,
    )
    s.heading("2. Electrical and Acoustic Characteristics", 10.5)
    s.para("Test conditions: 25 " + PM + " 2 " + DEG + ", 45 - 75 % RH, unless noted.", 8)
    s.table(
        [
            Col("No.", 30, "C"),
            Col("Item", 160),
            Col("TQB-1295A-03", 90, "C"),
            Col("TQB-1295A-05", 90, "C"),
            Col("TQB-1295A-12", 90, "C"),
            Col("Unit", 39, "C"),
        ],
        [
            ["2-1", "Rated voltage", "3", "5", "12", "V DC"],
            ["2-2", "Operating voltage", "2 ~ 4", "4 ~ 8", "8 ~ 16", "V DC"],
            [
                "2-3",
                "Current consumption\n(at rated voltage)",
                LE + " 8",
                LE + " 12",
                LE + " 15",
                "mA",
            ],
            [
                "2-4",
                "Resonant frequency",
                "2300 " + PM + " 300",
                "2300 " + PM + " 300",
                "2300 " + PM + " 300",
                "Hz",
            ],
            [
                "2-5",
                "Sound pressure level\n(at 10 cm, rated voltage)",
                GE + " 80",
                GE + " 85",
                GE + " 88",
                "dB",
            ],
            ["2-6", "Tone", "continuous", "continuous", "continuous", ""],
        ],
        8,
    )
    s.heading("3. Environmental Characteristics", 10.5)
    s.table(
        [Col("No.", 30, "C"), Col("Item", 160), Col("Specification", 309)],
        [
            ["3-1", "Operating temperature", "-20 ~ +70 " + DEG],
            ["3-2", "Storage temperature", "-30 ~ +80 " + DEG],
            ["3-3", "Weight", "approx. 2 g"],
            ["3-4", "Housing material", "PPO, black"],
        ],
        8,
    )
    s.add_page()
    s.heading("4. Reliability Tests", 10.5)
    s.para(
        "After each test and 2 h recovery at room temperature the SPL shall change by no "
        "more than 10 dB from the initial value.",
        8,
    )
    s.table(
        [Col("No.", 30, "C"), Col("Test", 130), Col("Condition", 339)],
        [
            ["4-1", "High temperature", "+85 " + DEG + ", 96 h, no voltage applied"],
            ["4-2", "Low temperature", "-40 " + DEG + ", 96 h, no voltage applied"],
            ["4-3", "Humidity", "+40 " + DEG + ", 90 ~ 95 % RH, 96 h"],
            ["4-4", "Thermal shock", "-40 " + DEG + " 30 min / +85 " + DEG + " 30 min, 5 cycles"],
            ["4-5", "Operating life", "rated voltage, 25 " + DEG + ", 1000 h continuous"],
            ["4-6", "Drop", "75 cm onto hardwood, 3 times"],
            ["4-7", "Solderability", "260 " + PM + " 5 " + DEG + ", 3 " + PM + " 1 s"],
        ],
        8,
    )
    s.heading("5. Dimensions (mm)", 10.5)
    s.table(
        [Col("Item", 200), Col("Value", 299, "C")],
        [
            ["Diameter", "12.0 " + PM + " 0.2"],
            ["Height", "9.5 " + PM + " 0.3"],
            ["Pin pitch", "7.6 " + PM + " 0.5 (+ pin longer)"],
        ],
        8,
    )
    s.heading("6. Notes", 10.5)
    s.bullets(
        [
            "Do not wash the buzzer; the sound hole is not sealed.",
            "Do not apply reverse voltage.",
            "A microcontroller pin can switch the buzzer through an NPN transistor; "
            "do not drive it from a PWM signal, the tone is set by the built-in oscillator.",
        ],
        8,
    )
    s.table(
        [Col("Prepared", 166, "C"), Col("Checked", 166, "C"), Col("Approved", 167, "C")],
        [["Li W.", "Zhou H.", "Chen Y."]],
        8,
    )
    revision_table(
        s,
        [["2023-07-03", "01", "Initial"], ["2024-02-26", "02", "12 V version added"]],
        (90, 60, 349),
    )
    return save(s, out / "tqb-1295a.pdf")


# -------------------------------------------------- Hall current sensor (Romansh / EN)
def rhs712(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Sensorica Grischuna SA  ·  Cuira / Chur",
        header_right="RHS-712  Fegl da datas / Data sheet",
        footer_left="RHS-712-DS-RM-EN v1.3  ·  Midadas resalvadas / subject to change",
        footer_right="Pagina {page} da {nb} / Page {page} of {nb}",
        table_fill=(240, 222, 222),
        accent=(140, 0, 30),
        grid=True,
    )
    s = Sheet(style, "RHS-712 Hall-effect current sensor")
    s.add_page()
    s.title_block(
        "RHS-712-05B / -20A / -30A",
        "Sensor da current cun effect Hall / Hall-effect linear current sensor",
        "Isolaziun galvanica 2.1 kV RMS, SOIC-8 / galvanically isolated, SOIC-8",
        18,
    )
    s.heading("1  Descripziun / Description", 10)
    s.para(
        "Il current passa tras il conductur da cuir intern (1.2 m" + OHM + "). The current "
        "flows through the internal copper path (1.2 m" + OHM + "); its magnetic field is "
        "turned into a proportional voltage. With no current the output sits at VCC / 2 "
        "(2.5 V at VCC = 5 V) and it rises for positive current. The sensor is designed "
        "for a 5 V supply only; for a 3.3 V ADC keep VCC at 5 V and divide the output "
        "down.",
        8.5,
    )
    s.heading("2  Valurs da limita / Absolute maximum ratings", 10)
    s.table(
        [
            Col("Parameter / Parameter", 260),
            Col("Simbol", 60, "C"),
            Col("Valur / Value", 100, "C"),
            Col("Unitad", 79, "C"),
        ],
        [
            ["Tensiun d'alimentaziun / Supply voltage", "VCC", "8", "V"],
            ["Tensiun d'isolaziun / Isolation voltage (1 min)", "VISO", "2100", "V RMS"],
            ["Current da surchargia / Overcurrent, single pulse 100 ms", "IP", "100", "A"],
            ["Temperatura da deposit / Storage temperature", "Tstg", "-65 ... 170", DEG],
        ],
        7.5,
    )
    s.heading("3  Caracteristicas communablas / Common characteristics (TA = 25 " + DEG + ")", 10)
    s.table(
        [
            Col("Parameter / Parameter", 190),
            Col("Simbol", 50, "C"),
            Col("Min.", 50, "C"),
            Col("Typ.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unitad / Unit", 109, "C"),
        ],
        [
            ["Tensiun d'alimentaziun /\nSupply voltage", "VCC", "4.5", "5.0", "5.5", "V"],
            ["Current d'alimentaziun /\nSupply current", "ICC", "", "10", "13", "mA"],
            [
                "Tensiun da sortida senza current /\nZero-current output voltage",
                "VIOUT(Q)",
                "",
                "VCC x 0.5",
                "",
                "V",
            ],
            ["Temp da reacziun /\nRise time", "tr", "", "5", "", MU + "s"],
            ["Largezza da banda /\nBandwidth", "f", "", "80", "", "kHz"],
            ["Temperatura da funcziun /\nOperating temperature", "TA", "-40", "", "85", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("4  Caracteristicas tenor versiun / Characteristics per version", 10)
    s.para("VCC = 5 V, TA = 25 " + DEG + ", valurs tipicas / typical values unless stated.", 7.5)
    s.table(
        [
            Col("Parameter / Parameter", 190),
            Col("RHS-712-05B", 95, "C"),
            Col("RHS-712-20A", 95, "C"),
            Col("RHS-712-30A", 95, "C"),
            Col("Unitad", 24, "C"),
        ],
        [
            [
                "Interval da mesiraziun /\nOptimized current range",
                PM + "5",
                PM + "20",
                PM + "30",
                "A",
            ],
            ["Sensibladad / Sensitivity", "185", "100", "66", "mV/A"],
            [
                "Tolleranza da sensibladad /\nSensitivity tolerance (min ... max)",
                "180 ... 190",
                "96 ... 104",
                "64 ... 68",
                "mV/A",
            ],
            ["Canera / Noise (peak-to-peak)", "21", "11", "7", "mV"],
            ["Errur total / Total output error", PM + "1.5", PM + "1.5", PM + "1.5", "%"],
        ],
        7.5,
    )
    s.heading("5  Connexiuns / Pin-out", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Num / Name", 100, "C"), Col("Funcziun / Function", 339)],
        [
            ["1, 2", "IP+", "Terminal per il current / current in"],
            ["3, 4", "IP-", "Terminal per il current / current out"],
            ["5", "GND", "Massa dal signal / signal ground"],
            ["6", "FILTER", "Condensatur extern per la largezza da banda / bandwidth capacitor"],
            ["7", "VIOUT", "Sortida analoga / analog output"],
            ["8", "VCC", "Alimentaziun / supply"],
        ],
        7.5,
    )
    s.heading("6  Remartgas d'applicaziun / Application notes", 10)
    s.bullets(
        [
            "A 1 nF capacitor on FILTER keeps the full bandwidth; 47 nF lowers the noise "
            "and the bandwidth.",
            "The output is ratiometric: sensitivity and zero level scale with VCC.",
            "Conductors on the IP side may be at mains potential; the low-voltage side "
            "is isolated up to the rating above.",
            "Tegnair lontan magnets / keep magnets and current-carrying wires away from "
            "the package.",
        ],
        8,
    )
    revision_table(
        s,
        [["2023-04-11", "1.2", "Versiun 30A agiuntada"], ["2024-03-02", "1.3", "Text bilingual"]],
        (90, 60, 349),
    )
    return save(s, out / "rhs-712.pdf")
