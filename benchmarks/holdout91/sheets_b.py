"""Hold-out 91 datasheets, part 2: an 8-channel 12-bit SPI ADC breakout, a 30 A
brushless ESC, a 0.96 inch I2C OLED module and a +/-20 A Hall current sensor module.

An Amman maker-shop product sheet (headless "Quick facts" lines, a limits table with
one row per supply voltage, a bench table of typical values with columns per supply
voltage, board-version rows, the reference limit and 3.3 V advice only in a FAQ,
channel-select and header tables as decoys), a Shantou RC-factory instruction manual
in plain English (a model table whose BEC cell carries voltage and current, input
voltages only in prose, a servo-count note, programming and beep tables whose
cut-off voltages are not limits), an Azerbaijani / English OLED module sheet
(bilingual names wrapped over two lines, absolute maximum vs recommended VCC, a
driver-IC logic-supply decoy row, a version column for current, the 7-bit addresses
next to the 8-bit write bytes in prose, a command table) and a Tunis maker-store
current-sensor sheet (version columns for supply, sensitivity and output swing, a
typ.-only noise row, the overload limit and ESP32 advice only in notes and a FAQ).
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


# ------------------------------------------------------------ ADB-8S12 ADC breakout
def adb8s12(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Petra Electronics  \u00b7  Amman, Jordan",
        header_right="Product sheet  ADB-8S12 / ADB-8S12-R",
        footer_left="petra-elec.jo  \u00b7  item PE-1312 (JOD 6.900) / PE-1313 (JOD 8.500)",
        footer_right="Page {page} | {nb}",
        table_fill=(214, 236, 238),
        accent=(0, 104, 116),
        grid=False,
    )
    s = Sheet(style, "ADB-8S12 8-channel 12-bit SPI ADC breakout")
    s.add_page()
    s.title_block(
        "ADB-8S12  8-Channel 12-bit ADC Breakout (SPI)",
        "Two boards: ADB-8S12 (reference = VDD) and ADB-8S12-R (on-board 4.096 V reference)",
        "Successive-approximation ADC with 8 single-ended or 4 pseudo-differential inputs, "
        "screw terminals for the inputs and a 2.54 mm header for the SPI bus.",
        17,
    )
    s.heading("Quick facts", 10.5, rule=True)
    s.lines(
        [
            "Resolution ................ 12 bit, 8 single-ended / 4 pseudo-differential channels",
            "Interface .................. SPI (modes 0,0 and 1,1), 4 wires: CS, CLK, DIN, DOUT",
            "Board supply ............ 2.7 V to 5.5 V (ADB-8S12), 4.5 V to 5.5 V (ADB-8S12-R)",
            "Input range ............... 0 V to VREF (VREF = VDD, or 4.096 V on the -R)",
            "Board size ................. 30 x 22 mm, two M2.5 holes",
        ],
        8.5,
        3.5,
    )
    s.heading("Operating limits", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 190),
            Col("Condition", 120),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Supply voltage VDD, ADB-8S12", "", "2.7", "5.5", "V"],
            ["Supply voltage VDD, ADB-8S12-R", "reference needs headroom", "4.5", "5.5", "V"],
            ["SPI clock frequency", "VDD = 5.0 V", "0.01", "2.0", "MHz"],
            ["", "VDD = 2.7 V", "0.01", "1.0", "MHz"],
            ["Sample rate", "VDD = 5.0 V", "", "100", "ksps"],
            ["", "VDD = 2.7 V", "", "50", "ksps"],
            ["Analog input voltage", "CH0 ... CH7 to GND", "0", "VREF", "V"],
            ["Operating temperature", "", "-40", "+85", DEG],
        ],
        7.6,
    )
    s.para(
        "Absolute limits (from the converter chip): VDD up to 7.0 V, any input pin "
        "-0.6 V ... VDD + 0.6 V. Going past them can destroy the chip.",
        8.0,
    )
    s.heading("What we measured on the bench (typical)", 10.5, rule=True)
    s.table(
        [
            Col("Quantity", 210),
            Col("VDD = 5.0 V", 95, "C"),
            Col("VDD = 2.7 V", 95, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Chip current while converting", "400", "250", MU + "A"],
            ["Chip current, CS high (standby)", "0.5", "0.2", MU + "A"],
            ["Power LED (can be cut at JP3)", "1.8", "0.4", "mA"],
            ["Integral non-linearity", PM + "0.75", PM + "1.0", "LSB"],
            ["Noise, inputs shorted", "0.4", "0.6", "LSB RMS"],
        ],
        7.6,
    )
    s.para(
        "All figures at 25 " + DEG + " with fCLK = 1 MHz. The ADB-8S12-R adds the reference "
        "(about 120 " + MU + "A) and cannot be run at 2.7 V.",
        8.0,
    )

    s.add_page()
    s.heading("Header pins", 10.5, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Label", 70, "C"), Col("Function", 379)],
        [
            ["1", "VDD", "board supply (see limits)"],
            ["2", "GND", "ground, also AGND of the inputs"],
            ["3", "CLK", "SPI clock"],
            ["4", "DOUT", "data from the ADC (MISO), push-pull at VDD level"],
            ["5", "DIN", "data to the ADC (MOSI)"],
            ["6", "CS", "chip select, active low, 10 k" + OHM + " pull-up to VDD"],
        ],
        7.6,
    )
    s.heading("Channel selection (start bit, then these 4 bits)", 10.5, rule=True)
    s.table(
        [
            Col("SGL/DIFF", 70, "C"),
            Col("D2", 50, "C"),
            Col("D1", 50, "C"),
            Col("D0", 50, "C"),
            Col("Input", 279),
        ],
        [
            ["1", "0", "0", "0", "CH0 single-ended"],
            ["1", "0", "1", "1", "CH3 single-ended"],
            ["1", "1", "1", "1", "CH7 single-ended"],
            ["0", "0", "0", "0", "CH0 = IN+, CH1 = IN-"],
            ["0", "1", "1", "1", "CH7 = IN+, CH6 = IN-"],
        ],
        7.6,
    )
    s.heading("FAQ", 10.5, rule=True)
    s.para(
        "Can I use it with a Raspberry Pi?\n"
        "Yes, the ADB-8S12 works at 3.3 V: take VDD from the Pi's 3.3 V pin and the logic "
        "levels match. Keep the SPI clock at 1 MHz or below. The ADB-8S12-R does not work "
        "from 3.3 V because its reference needs at least 4.5 V.",
        8.0,
    )
    s.para(
        "Can I measure a 12 V battery directly?\n"
        "No. The inputs must stay between 0 V and VREF. Use a resistor divider (for example "
        "10 k" + OHM + " / 3.3 k" + OHM + " for up to 15 V with VREF = 4.096 V).",
        8.0,
    )
    s.para(
        "Can I run the board at 5 V from an Arduino Uno?\n"
        "Yes. At 5 V you can clock it at up to 2 MHz and reach 100 ksps.",
        8.0,
    )
    s.para(
        "Is the reference on the -R board accurate?\n"
        "It is a 0.1 % part. We do not calibrate boards; any gain or offset correction is "
        "left to your code.",
        8.0,
    )
    s.heading("Changes", 10.5, rule=True)
    revision_table(
        s,
        [["2023-07-30", "A", "First sheet"], ["2024-01-12", "B", "-R board, bench table"]],
        (90, 60, 349),
    )
    return save(s, out / "adb-8s12.pdf")


# ------------------------------------------------------------ RVF-30A brushless ESC
def rvf30a(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="RUIFENG HOBBY",
        header_right="RVF series brushless ESC  \u00b7  User Instructions",
        footer_left="Shantou Ruifeng Model Technology Co., Ltd.   www.ruifeng-rc.cn",
        footer_right="Page-{page}",
        table_fill=(255, 234, 206),
        accent=(196, 64, 0),
        grid=True,
    )
    s = Sheet(style, "RVF-30A brushless electronic speed controller")
    s.add_page()
    s.title_block(
        "RVF-30A / RVF-30A-S",
        "Brushless Electronic Speed Controller (ESC)  \u00b7  User Instructions",
        "Thank you for purchasing a RUIFENG HOBBY product. High-power systems for RC models "
        "can be dangerous; please read this manual carefully before use.",
        20,
    )
    s.heading("\u2605 Features", 10.5)
    s.bullets(
        [
            "Standard RC PWM throttle input, 1000 ~ 2000 " + MU + "s pulse, 50 ~ 432 Hz frame rate",
            "Throttle range calibration, works with most transmitters",
            "Built-in BEC: linear on the RVF-30A, switching on the RVF-30A-S",
            "Low-voltage cut-off, over-heat protection, throttle signal loss protection",
            "Safe power-on: the motor never starts until the throttle stick is at its lowest",
        ],
        8.3,
    )
    s.heading("\u2605 Specifications", 10.5)
    s.table(
        [
            Col("Model", 70, "C"),
            Col("Cont.\ncurrent", 50, "C"),
            Col("Burst\n(10 s)", 50, "C"),
            Col("LiPo", 45, "C"),
            Col("NiMH", 50, "C"),
            Col("BEC output", 95, "C"),
            Col("Weight", 45, "C"),
            Col("Size (mm)", 94, "C"),
        ],
        [
            [
                "RVF-30A",
                "30 A",
                "40 A",
                "2 ~ 3S",
                "5 ~ 9 cells",
                "5 V / 2 A (linear)",
                "25 g",
                "45 x 24 x 9",
            ],
            [
                "RVF-30A-S",
                "30 A",
                "40 A",
                "2 ~ 4S",
                "5 ~ 12 cells",
                "5.5 V / 3 A (switch)",
                "28 g",
                "48 x 24 x 10",
            ],
        ],
        7.6,
    )
    s.para(
        "Input voltage: the RVF-30A works from 6.0 ~ 12.6 V (2 ~ 3S LiPo); the RVF-30A-S "
        "from 6.0 ~ 16.8 V (2 ~ 4S LiPo). Never connect a 4S pack to the RVF-30A: the linear "
        "BEC and the input capacitors are not made for it.",
        8.3,
    )
    s.para(
        "Servo load on the linear BEC (RVF-30A): with a 2S pack up to 5 standard servos, with "
        "a 3S pack at most 3 standard servos (or 4 micro servos). The switching BEC of the "
        "RVF-30A-S is not limited by the pack voltage.",
        8.3,
    )
    s.heading("\u2605 Connection", 10.5)
    s.para(
        "Red and black thick wires: battery. Three motor wires: any order; swap two of them "
        "to reverse the motor. Signal cable (brown - red - orange / yellow): brown = GND, "
        "red = BEC output, orange = throttle signal. The signal input accepts 3.3 V and 5 V "
        "pulses (logic high " + GE + " 2.5 V), so it can be driven straight from a flight "
        "controller or a microcontroller pin. If the receiver already has a power source, "
        "remove the red wire of the signal cable.",
        8.3,
    )
    s.heading("\u2605 Throttle range calibration", 10.5)
    s.bullets(
        [
            "1. Switch on the transmitter, move the throttle stick to the top.",
            "2. Connect the battery; wait for the two beeps (top point stored).",
            "3. Move the stick to the bottom within 5 s; a long beep confirms the range.",
        ],
        8.3,
        "",
    )

    s.add_page()
    s.heading(
        "\u2605 Programmable items (default in bold type in the manual of the program card)", 10.0
    )
    s.table(
        [
            Col("Item", 110),
            Col("Option 1", 97, "C"),
            Col("Option 2", 97, "C"),
            Col("Option 3", 97, "C"),
            Col("Default", 98, "C"),
        ],
        [
            ["Brake", "Off", "Soft", "Hard", "Off"],
            ["Battery type", "LiPo", "NiMH", "-", "LiPo"],
            [
                "Low-voltage cut-off",
                "Low (2.8 V/cell)",
                "Middle (3.0 V/cell)",
                "High (3.2 V/cell)",
                "Middle",
            ],
            ["Cut-off mode", "Reduce power", "Stop", "-", "Reduce power"],
            [
                "Timing",
                "Low (3.75" + "\u00b0)",
                "Middle (15" + "\u00b0)",
                "High (26.25" + "\u00b0)",
                "Middle",
            ],
            ["Start mode", "Normal", "Soft", "Very soft", "Normal"],
            ["PWM frequency (motor)", "8 kHz", "16 kHz", "-", "8 kHz"],
        ],
        7.6,
    )
    s.heading("\u2605 Beep codes", 10.5)
    s.table(
        [Col("Sound", 170), Col("Meaning", 329)],
        [
            ["\u266a123", "power on, self-test OK"],
            ["Number of beeps = cells", "detected LiPo cell count (2, 3 or 4)"],
            ["Beep every 2 s", "input voltage out of range"],
            ["Beep every 1 s", "no throttle signal"],
            ["Beep every 0.25 s", "throttle stick not at the lowest position"],
        ],
        7.6,
    )
    s.heading("\u2605 Protection functions", 10.5)
    s.bullets(
        [
            "Low-voltage cut-off: when a cell falls below the selected threshold (default "
            "3.0 V per cell) the power is reduced or the motor stopped (see Cut-off mode).",
            "Over-heat protection: the output is reduced when the ESC reaches 110 " + DEG + ".",
            "Throttle signal loss: the motor stops if no valid signal is received for 1 s.",
            "Start-up protection: the motor is switched off if it fails to start within 2 s.",
        ],
        8.3,
    )
    s.heading("\u2605 Attention", 10.5)
    s.bullets(
        [
            "The ESC is not waterproof. Keep it away from water and dust.",
            "Make sure the ESC gets cooling air; do not wrap it in foam.",
            "Remove the propeller when calibrating or programming.",
            "Burst current is allowed for 10 s at most; choose motor and propeller so that the "
            "continuous current stays at or below 30 A.",
        ],
        8.3,
    )
    s.heading("\u2605 Manual history", 10.5)
    revision_table(
        s,
        [["2022-11", "V1.0", "First issue"], ["2024-02", "V1.2", "RVF-30A-S added"]],
        (90, 60, 349),
    )
    return save(s, out / "rvf-30a.pdf")


# ------------------------------------------------------------ XZ-OLED96 display
def xzoled96(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Xəzər Elektronika MMC  ·  Bakı",
        header_right="XZ-OLED96  ·  Texniki sənəd / Technical sheet",
        footer_left="XZ-OLED96-W / XZ-OLED96-YB   v2.0   xezer-elektronika.az",
        footer_right="Səhifə {page} / {nb}",
        table_fill=(214, 234, 214),
        accent=(20, 100, 50),
        grid=True,
    )
    s = Sheet(style, "XZ-OLED96 0.96 inch I2C OLED module")
    s.add_page()
    s.title_block(
        "XZ-OLED96",
        "0,96 düym OLED ekran modulu (I2C)  /  0.96 inch OLED display module (I2C)",
        "Versiyalar / Versions: XZ-OLED96-W (ağ / white), XZ-OLED96-YB (sarı-mavi / "
        "yellow-blue: top 16 rows yellow, 48 rows blue). 128 x 64 piksel / pixels, "
        "SSD1306-compatible controller, 4-pin header.",
        20,
    )
    s.heading("Xüsusiyyətlər / Features", 10.5, rule=True)
    s.bullets(
        [
            "Özü işıq saçır, arxa işıq lazım deyil / self-emissive, no backlight needed",
            "On-board 3.3 V regulator and charge pump: one supply pin for 3.3 V and 5 V boards",
            "Viewing angle > 160°, contrast 2000 : 1",
        ],
        8.0,
    )
    s.heading("Mütləq maksimal qiymətlər / Absolute maximum ratings", 10.5, rule=True)
    s.table(
        [
            Col("Parametr / Parameter", 230),
            Col("Simvol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Maks / Max", 60, "C"),
            Col("Vahid", 89, "C"),
        ],
        [
            ["Qidalanma gərginliyi\nSupply voltage", "VCC", "-0.3", "6.0", "V"],
            [
                "Siqnal girişləri (SCL, SDA)\nSignal inputs (SCL, SDA)",
                "V_{IN}",
                "-0.3",
                "VCC + 0.3",
                "V",
            ],
            ["Saxlama temperaturu\nStorage temperature", "T_{STG}", "-40", "+85", DEG],
        ],
        7.6,
    )
    s.heading("Tövsiyə olunan iş şəraiti / Recommended operating conditions", 10.5, rule=True)
    s.table(
        [
            Col("Parametr / Parameter", 200),
            Col("Simvol", 50, "C"),
            Col("Min", 45, "C"),
            Col("Tip / Typ", 45, "C"),
            Col("Maks / Max", 50, "C"),
            Col("Vahid", 40, "C"),
            Col("Qeyd / Note", 69),
        ],
        [
            ["Qidalanma gərginliyi\nSupply voltage", "VCC", "3.0", "3.3", "5.5", "V", "module pin"],
            [
                "Sürücü IC məntiq gərginliyi\nDriver IC logic supply",
                "V_{DD}",
                "1.65",
                "",
                "3.3",
                "V",
                "internal",
            ],
            [
                "Giriş yüksək səviyyə\nInput high level",
                "V_{IH}",
                "0.7 VCC",
                "",
                "VCC",
                "V",
                "SCL, SDA",
            ],
            ["Giriş aşağı səviyyə\nInput low level", "V_{IL}", "0", "", "0.3 VCC", "V", "SCL, SDA"],
            ["I2C takt tezliyi\nI2C clock frequency", "f_{SCL}", "", "", "400", "kHz", ""],
            ["İşləmə temperaturu\nOperating temperature", "T_{OP}", "-30", "", "+70", DEG, ""],
        ],
        7.6,
    )
    s.heading("Cərəyan sərfi / Current consumption (VCC = 5.0 V, 25 °C)", 10.5, rule=True)
    s.table(
        [
            Col("Rejim / Mode", 200),
            Col("Versiya", 70, "C"),
            Col("Tip / Typ", 70, "C"),
            Col("Maks / Max", 70, "C"),
            Col("Vahid", 89, "C"),
        ],
        [
            ["Bütün piksellər yanılı\nAll pixels on", "W", "25", "32", "mA"],
            ["", "YB", "20", "27", "mA"],
            ["Mətn ekranı (≈ 30 % piksel)\nText screen (≈ 30 % pixels)", "W", "9", "", "mA"],
            ["", "YB", "8", "", "mA"],
            ["Yuxu rejimi (0xAE)\nSleep mode (0xAE)", "W, YB", "10", "20", "µA"],
        ],
        7.6,
    )

    s.add_page()
    s.heading("Optik göstəricilər / Optical data", 10.5, rule=True)
    s.table(
        [
            Col("Parametr / Parameter", 230),
            Col("XZ-OLED96-W", 110, "C"),
            Col("XZ-OLED96-YB", 110, "C"),
            Col("Vahid", 49, "C"),
        ],
        [
            ["Parlaqlıq / Brightness", "120", "100 / 90", "cd/m²"],
            ["Aktiv sahə / Active area", "21.74 x 10.86", "21.74 x 10.86", "mm"],
            ["Piksel addımı / Pixel pitch", "0.17 x 0.17", "0.17 x 0.17", "mm"],
            ["Ömür (50 % parlaqlıq) / Lifetime to 50 %", "10 000", "10 000", "h"],
        ],
        7.6,
    )
    s.heading("Çıxışlar / Pins", 10.5, rule=True)
    s.table(
        [Col("No.", 50, "C"), Col("Ad / Name", 80, "C"), Col("Təsvir / Description", 369)],
        [
            ["1", "GND", "torpaq / ground"],
            ["2", "VCC", "qidalanma / supply, 3.0 ... 5.5 V"],
            ["3", "SCL", "I2C takt / clock, 4.7 kΩ pull-up to VCC on the module"],
            ["4", "SDA", "I2C məlumat / data, 4.7 kΩ pull-up to VCC on the module"],
        ],
        7.6,
    )
    s.heading("I2C ünvanı / I2C address", 10.5, rule=True)
    s.para(
        "Standart ünvan 0x3C. The module ships with address 0x3C (R3 soldered in the "
        "position marked 0x78). Moving R3 to the position marked 0x7A selects 0x3D. The "
        "silk-screen values 0x78 / 0x7A are 8-bit write bytes (address shifted left with "
        "R/W = 0), not 7-bit addresses: enter 0x3C or 0x3D in your library.",
        8.0,
    )
    s.para(
        "Diqqət / Note: the SCL and SDA pull-ups go to VCC. With VCC = 5 V the bus idles at "
        "5 V; for an ESP32, a Raspberry Pi or any 3.3 V host power the module from 3.3 V so "
        "the bus idles at 3.3 V.",
        8.0,
    )
    s.heading("Əsas əmrlər / Main commands", 10.5, rule=True)
    s.table(
        [Col("Əmr / Command", 110, "C"), Col("Təsvir / Description", 389)],
        [
            ["0xAE / 0xAF", "display off (sleep) / display on"],
            ["0x81, n", "contrast, n = 0x00 ... 0xFF (reset 0x7F)"],
            ["0x8D, 0x14", "enable the charge pump (needed with the on-board regulator)"],
            ["0x20, n", "addressing mode (0 = horizontal, 2 = page)"],
            ["0xA8, 0x3F", "multiplex ratio 64"],
        ],
        7.6,
    )
    s.heading("Dəyişikliklər / Revision history", 10.5, rule=True)
    revision_table(
        s,
        [
            ["2023-04-03", "1.0", "İlk buraxılış / first issue"],
            ["2024-03-26", "2.0", "YB version, current table"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "xz-oled96.pdf")


# ------------------------------------------------------------ HCS-20A current sensor
def hcs20(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Carthage Components SARL  -  Tunis",
        header_right="HCS-20A Hall current sensor module",
        footer_left="carthage-components.tn   ref. CC-HCS20-5 (24.500 TND)  /  CC-HCS20-3 (24.500 TND)",
        footer_right="page {page} of {nb}",
        table_fill=(232, 222, 240),
        accent=(88, 40, 120),
        grid=True,
    )
    s = Sheet(style, "HCS-20A Hall-effect current sensor module")
    s.add_page()
    s.title_block(
        "HCS-20A-5  /  HCS-20A-3",
        "+/-20 A Hall-effect current sensor module, analog output",
        "Measures DC and AC current through an isolated copper path; the output is a "
        "voltage centred on VCC/2. The -5 is for 5 V boards (Arduino), the -3 for 3.3 V "
        "boards (ESP32, Raspberry Pi Pico, STM32).",
        20,
    )
    s.heading("In a nutshell", 10.5)
    s.bullets(
        [
            "Bidirectional, " + PM + "20 A, galvanically isolated (2.1 kV RMS, 1 min)",
            "Ratiometric output: zero current gives half the supply voltage",
            "80 kHz bandwidth, 4 " + MU + "s response time",
            "1.2 m" + OHM + " primary conductor, 2-pole screw terminal for up to 6 mm² wire",
            "Power LED, 0.1 " + MU + "F filter cap on the output (can be removed)",
        ],
        8.3,
    )
    s.heading("Specifications", 10.5)
    s.table(
        [
            Col("Parameter", 160),
            Col("HCS-20A-5", 85, "C"),
            Col("HCS-20A-3", 85, "C"),
            Col("Unit", 50, "C"),
            Col("Notes", 119),
        ],
        [
            ["Supply voltage", "4.5 ~ 5.5", "3.0 ~ 3.6", "V", ""],
            ["Supply current (typical)", "10", "8", "mA", "incl. power LED"],
            ["Measuring range", PM + "20", PM + "20", "A", "DC or AC peak"],
            ["Sensitivity", "100", "66", "mV/A", "at 25 " + DEG + ", ratiometric"],
            ["Zero-current output", "2.5", "1.65", "V", "= VCC / 2"],
            ["Output voltage swing", "0.5 ~ 4.5", "0.33 ~ 2.97", "V", "at " + PM + "20 A"],
            ["Total output error", PM + "1.5", PM + "1.5", "%", "25 " + DEG],
            ["", PM + "3.0", PM + "3.0", "%", "-40 ~ +85 " + DEG],
            ["Output noise (typical)", "12", "10", "mVp-p", "0.1 " + MU + "F filter fitted"],
            ["Response time", "4", "4", MU + "s", "90 % of step"],
            ["Bandwidth (-3 dB)", "80", "80", "kHz", "without filter cap"],
            ["Operating temperature", "-40 ~ +85", "-40 ~ +85", DEG, ""],
        ],
        7.6,
    )
    s.para(
        "Overload: the copper path survives 100 A for 100 ms. Outside " + PM + "20 A the "
        "output simply saturates near the rails; it does not give a usable reading.",
        8.0,
    )
    s.para(
        "The isolation is for the sensor only: the screw terminal is rated 300 V. Do not use "
        "the module on mains without an enclosure; the primary terminal is not touch-proof.",
        8.0,
    )

    s.add_page()
    s.heading("Pins", 10.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Description", 379)],
        [
            ["1", "VCC", "supply (see version)"],
            ["2", "OUT", "analog output, VCC/2 at 0 A"],
            ["3", "GND", "ground"],
            ["IP+ / IP-", "primary", "screw terminal, current path (isolated)"],
        ],
        7.6,
    )
    s.heading("Reading it with a microcontroller", 10.5)
    s.para(
        "Current in amperes = (VOUT - VCC/2) / sensitivity. With the HCS-20A-5 on an Arduino "
        "Uno (10-bit ADC, 5 V reference) one ADC step is 4.9 mV, i.e. 49 mA; averaging 16 "
        "readings helps against the output noise. Measure VCC/2 at zero current once after "
        "power-up and subtract it, because the zero point moves with the supply.",
        8.3,
    )
    s.heading("FAQ", 10.5)
    s.para(
        "Can I use the HCS-20A-5 with an ESP32?\n"
        "Not directly. Its output swings up to 4.5 V, more than an ESP32 ADC pin may see. "
        "Use the HCS-20A-3 powered from the ESP32's 3.3 V pin, or divide the output down.",
        8.3,
    )
    s.para(
        "Can it measure mains current of a kettle?\n"
        "The sensing path is isolated and a 2 kW kettle draws about 9 A, inside the range; "
        "but the module must be built into a closed box and wired by a qualified person.",
        8.3,
    )
    s.para(
        "Why does the reading drift when I switch on my motor?\n"
        "Strong magnetic fields near the module (motors, other current paths) add to the "
        "reading. Keep 5 cm distance or use a twisted pair for the primary wiring.",
        8.3,
    )
    s.heading("Document history", 10.5)
    revision_table(
        s,
        [["2023-08-21", "1.0", "First release"], ["2024-04-02", "1.1", "HCS-20A-3 added, FAQ"]],
        (90, 60, 349),
    )
    return save(s, out / "hcs-20a.pdf")
