"""Hold-out 28 datasheets: a surface EMG amplifier module and three alcohol sensors.

A German EMG amplifier module (one column per ordering code, units in their own
column, table continued on page 2, footnote marks), a Japanese alcohol gas
sensor element (standard test conditions in a header sentence, rated vs
maximum circuit voltage), a Chinese alcohol sensor module manual (full-width
key-value lines, one column per version, FAQ-only values) and a Dutch
breath-alcohol sensor module (abs max vs operating rows with the same names,
UART protocol bytes as decoys).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"


# ------------------------------------------------- surface EMG amplifier (German)
def ema10(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="EMA-10  Oberflächen-EMG-Verstärker / Surface EMG amplifier",
        header_right="Lindqvist Biosignaltechnik GmbH",
        footer_left="Datenblatt / Data sheet EMA-10  -  Ausgabe 03/2025",
        footer_right="Seite / Page {page}",
        table_fill=(210, 225, 235),
        accent=(0, 70, 110),
    )
    s = Sheet(style, "EMA-10 surface EMG amplifier")
    s.add_page()
    s.title_block(
        "EMA-10",
        "Surface EMG amplifier module with envelope output",
        "EMA-10-3  |  EMA-10-5  |  EMA-10-D",
    )
    s.heading("Merkmale / Features", 10, rule=True)
    s.bullets(
        [
            "Differential input with driven right-leg reference",
            "Fixed gain 1000 (EMA-10-3, EMA-10-5); 24-bit SPI output (EMA-10-D)",
            "Band-pass 20 Hz to 450 Hz, 4th order",
            "Envelope output, 100 ms time constant",
            "Module 30 mm x 18 mm, 2.54 mm pin header",
        ],
        8.5,
    )
    s.heading("Technische Daten / Technical data", 10, rule=True)
    s.para("Tamb = 25 " + DEG + ", unless otherwise stated. Values per ordering code.", 8)
    cols = [
        Col("Parameter", 150),
        Col("Symbol", 50, "C"),
        Col("EMA-10-3", 80, "C"),
        Col("EMA-10-5", 80, "C"),
        Col("EMA-10-D", 80, "C"),
        Col("Unit", 59, "C"),
    ]
    s.table(
        cols,
        [
            ["Versorgung / Supply"],
            ["Supply voltage", "V_{S}", "3.0 ... 3.6", "4.5 ... 5.5", "3.0 ... 3.6", "V"],
            ["Supply current, typ.", "I_{S}", "2.1", "2.4", "3.8 ^{1)}", "mA"],
            ["Supply current, max.", "I_{S}", "3.0", "3.5", "5.0 ^{1)}", "mA"],
            ["Signal"],
            ["Gain", "G", "1000", "1000", "-", "V/V"],
            ["Envelope output\nrange", "V_{OUT}", "0.05 ... 3.2", "0.05 ... 4.9", "-", "V"],
            ["Input range\n(differential)", "V_{IN}", PM + "2.5", PM + "2.5", PM + "150", "mV"],
            ["Sample rate", "f_{S}", "-", "-", "250 ... 2000", "Hz"],
            ["SPI clock", "f_{SCK}", "-", "-", "max. 8", "MHz"],
        ],
        8,
    )
    s.para("1) SPI idle, 1000 Hz sample rate.", 7.5)
    s.para("Continued on page 2.", 7.5)
    s.add_page()
    s.heading("Technische Daten (Fortsetzung) / Technical data (continued)", 10, rule=True)
    s.table(
        cols,
        [
            ["Eingang / Input"],
            ["Common-mode\nrejection", "CMRR", "110", "110", "100", "dB"],
            ["Input noise (RTI)", "e_{n}", "1.5", "1.5", "2.2", MU + "Vrms"],
            ["Umgebung / Environment"],
            ["Operating temperature", "T_{A}", "0 ... 50", "0 ... 50", "-20 ... 60", DEG],
            ["Storage temperature", "T_{S}", "-20 ... 70", "-20 ... 70", "-20 ... 70", DEG],
            ["Relative humidity", "", "10 ... 85 ^{2)}", "10 ... 85 ^{2)}", "10 ... 85 ^{2)}", "%"],
        ],
        8,
    )
    s.para("2) Non-condensing.", 7.5)
    s.heading("Grenzwerte / Absolute maximum ratings", 10, rule=True)
    s.table(
        [
            Col("Parameter", 200),
            Col("EMA-10-3, -D", 110, "C"),
            Col("EMA-10-5", 110, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage VS", "4.0", "6.0", "V"],
            ["Electrode input, any pin", PM + "5", PM + "5", "V"],
        ],
        8,
    )
    s.heading("Anschlussbelegung / Pinout", 10, rule=True)
    s.table(
        [Col("Pin", 40, "C"), Col("EMA-10-3 / -5", 200), Col("EMA-10-D", 259)],
        [
            ["1", "VS", "VS"],
            ["2", "GND", "GND"],
            ["3", "ENV (envelope)", "SCLK"],
            ["4", "RAW", "MISO"],
            ["5", "-", "CS"],
            ["6", "-", "DRDY"],
        ],
        8,
    )
    s.heading("Hinweise / Notes", 10, rule=True)
    s.para(
        "The EMA-10 is not a medical device and provides no patient isolation. "
        "Use battery-powered equipment only. Electrode cable length: 1 m supplied; a "
        "maximum cable length is not specified. Logic levels of the EMA-10-D follow VS.",
        8,
    )
    return save(s, out / "ema-10.pdf")


# -------------------------------------------------- alcohol gas sensor element (JP)
def tga3b(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="TGA-3B",
        header_right="Hayate Sensor Works, Ltd.",
        footer_left="Hayate Sensor Works  Product Information  TGA-3B  Rev.04 (2025/02)",
        footer_right="{page}",
        table_fill=None,
        grid=False,
    )
    s = Sheet(style, "TGA-3B alcohol gas sensor")
    s.add_page()
    s.title_block(
        "TGA-3B", "Metal-oxide semiconductor sensor for the detection of alcohol vapour", size=18
    )
    s.heading("■ Features", 10)
    s.bullets(
        [
            "High sensitivity to ethanol, low sensitivity to gasoline vapour",
            "Detection range: 50～5,000 ppm of ethanol",
            "Low heater power: 280 mW (typ.)",
            "TO-5 metal can with stainless steel mesh",
        ],
        8.5,
    )
    s.heading("■ Applications", 10)
    s.para("Breath alcohol checkers, alcohol leak detectors, ignition interlocks (screening).", 8.5)
    s.heading("■ Specifications", 10)
    s.para(
        "Standard test conditions: VH = 5.0 V, VC = 5.0 V, RL = 10 kΩ, Ta = 20 ± 2 ℃, "
        "RH = 65 ± 5 %, after 7 days of pre-heating. Values apply under these conditions "
        "unless otherwise noted.",
        8,
    )
    s.table(
        [
            Col("Item", 130),
            Col("Symbol", 50, "C"),
            Col("Condition", 140),
            Col("Specification", 179, "C"),
        ],
        [
            ["Heater voltage", "V_{H}", "AC or DC", "5.0 ± 0.2 V"],
            ["Circuit voltage", "V_{C}", "DC only", "5.0 ± 0.2 V (max. 24 V) *1"],
            ["Heater resistance", "R_{H}", "Room temperature", "83 Ω ± 5 Ω"],
            ["Heater current", "I_{H}", "VH = 5.0 V", "56 mA (typ.)"],
            ["Heater power\nconsumption", "P_{H}", "VH = 5.0 V", "280 mW (typ.)"],
            ["Sensor resistance", "R_{s}", "300 ppm ethanol", "1 kΩ～5 kΩ"],
            ["Sensitivity\n(change ratio)", "β", "Rs(300ppm)/Rs(50ppm)", "0.25～0.45"],
            ["Load resistance", "R_{L}", "", "≥ 0.45 kΩ *2"],
        ],
        8,
    )
    s.para("*1 Power dissipation of the sensor element must not exceed 15 mW.", 7.5)
    s.para("*2 Choose RL so that the element dissipation limit (*1) is kept.", 7.5)
    s.heading("■ Environment", 10)
    s.table(
        [Col("Item", 200), Col("Range", 299)],
        [
            ["Operating temperature", "-10～+50 ℃"],
            ["Operating humidity", "95 %RH max. (no condensation)"],
            ["Storage temperature", "-20～+60 ℃ (sealed bag)"],
        ],
        8,
    )
    s.add_page()
    s.heading("■ Basic Measuring Circuit", 10)
    s.para(
        "The sensor needs two voltages: the heater voltage (VH) and the circuit voltage "
        "(VC). The output VRL across the load resistor RL changes with the sensor "
        "resistance: VRL = VC × RL / (Rs + RL). Use a regulated 5 V supply; a heater "
        "voltage outside 4.8～5.2 V changes the sensitivity.",
        8.5,
    )
    s.heading("■ Pin Connection (bottom view)", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Connection", 439)],
        [
            ["1, 3", "Sensor electrode"],
            ["2", "Heater"],
            ["4, 6", "Sensor electrode"],
            ["5", "Heater"],
        ],
        8,
    )
    s.heading("■ Warm-up and Response", 10)
    s.bullets(
        [
            "Initial stabilisation after long storage: 48 hours or more of energising.",
            "Warm-up after short power-off: at least 3 minutes before reading.",
            "Response time (90 %): within 10 s after exposure to 300 ppm ethanol.",
            "Recovery time: not specified; depends on the exposure concentration.",
        ],
        8.5,
    )
    s.heading("■ Cautions", 10)
    s.bullets(
        [
            "Avoid exposure to silicone vapours, which cause permanent loss of sensitivity.",
            "The sensor is not certified for evidential (legal) breath alcohol testing.",
            "Expected life is 5 years in air under the standard circuit conditions.",
        ],
        8.5,
    )
    return save(s, out / "tga-3b.pdf")


# --------------------------------------------------- alcohol sensor module (Chinese)
def zka3(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="ZK-A3 Alcohol Sensor Module Manual",
        header_right="Dongguan Zhikong Sensor Technology Co., Ltd.",
        footer_left="ZK-A3 V2.1  2024-08",
        footer_right="- {page} -",
        table_fill=(220, 235, 255),
        accent=(0, 80, 160),
    )
    s = Sheet(style, "ZK-A3 alcohol sensor module")
    s.add_page()
    s.title_block("ZK-A3 / ZK-A3U", "Alcohol (ethanol) gas sensor module", size=18)
    s.heading("1. Product Introduction", 10, rule=True)
    s.para(
        "ZK-A3 uses a tin dioxide (SnO2) gas sensing element. The module outputs an "
        "analog voltage (AO) and a digital alarm (DO, threshold set by the blue "
        "potentiometer). ZK-A3U adds an MCU and a UART port that reports the "
        "concentration in ppm.",
        8.5,
    )
    s.heading("2. Specifications", 10, rule=True)
    s.lines(
        [
            "Detection gas：alcohol (ethanol) vapour",
            "Detection range：10～1000ppm",
            "Preheat time：≥24h (first use), ≥60s (normal use)",
            "Heater power：≤800mW",
            "Working temperature：-10～+50" + FW_C,
            "Working humidity：≤95%RH",
        ],
        8.5,
        4.5,
    )
    s.heading("3. Version Comparison", 10, rule=True)
    s.table(
        [Col("Parameter", 150), Col("ZK-A3", 175, "C"), Col("ZK-A3U", 174, "C")],
        [
            ["Working voltage", "5V±0.1V", "5V±0.2V"],
            ["Working current", "≤160mA", "≤180mA"],
            ["Output", "AO：0～5V；DO：TTL", "UART (TTL 3.3V)"],
            ["Baud rate", "-", "9600bps"],
            ["DO output current", "≤15mA (LM393)", "-"],
            ["Board size", "32×20mm", "32×22mm"],
        ],
        8,
    )
    s.heading("4. Pin Description", 10, rule=True)
    s.table(
        [Col("Pin", 60, "C"), Col("ZK-A3", 200), Col("ZK-A3U", 239)],
        [
            ["1", "VCC (5V)", "VCC (5V)"],
            ["2", "GND", "GND"],
            ["3", "DO", "TXD"],
            ["4", "AO", "RXD"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. UART Protocol (ZK-A3U)", 10, rule=True)
    s.lines(
        [
            "Frame：0xFF 0x86 HIGH LOW 0x00 0x00 0x00 0x00 CHECKSUM",
            "Concentration (ppm) = HIGH × 256 + LOW",
            "Read command：0xFF 0x01 0x86 0x00 0x00 0x00 0x00 0x00 0x79",
            "Active upload interval：1s",
        ],
        8.5,
        4.5,
    )
    s.heading("6. FAQ", 10, rule=True)
    s.lines(
        [
            "Q：Can ZK-A3 work at 3.3V?",
            "A：No. The heater needs 5V; at 3.3V the sensor will not reach working temperature.",
            "Q：Can the ZK-A3U TXD pin connect directly to a 5V Arduino?",
            "A：Yes, 5V Arduino reads 3.3V TTL high correctly. RXD input is 5V tolerant.",
            "Q：What is the measurement accuracy?",
            "A：The module is for trend detection only; accuracy is not specified.",
            "Q：Can it be used for drunk driving tests?",
            "A：No. It is not a calibrated breathalyzer.",
        ],
        8.5,
        4.5,
    )
    s.heading("7. Attention", 10, rule=True)
    s.bullets(
        [
            "The sensor body is hot during operation (about 50" + FW_C + " on the cap).",
            "Do not use in environments with organic silicone vapour.",
            "Average life：about 2 years.",
        ],
        8.5,
    )
    return save(s, out / "zk-a3.pdf")


# --------------------------------------------- breath alcohol sensor module (Dutch)
def bac20(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="BAC-20 Breath Alcohol Sensor Module",
        header_right="Veldhoven Gas Sensing B.V.",
        footer_left="Product data sheet  BAC-20  Rev. 2  -  12 June 2025",
        footer_right="{page} of 2",
        table_fill=(240, 240, 240),
        accent=(90, 40, 120),
    )
    s = Sheet(style, "BAC-20 breath alcohol sensor module")
    s.add_page()
    s.title_block(
        "BAC-20", "Electrochemical breath alcohol sensor module with I2C and UART", size=18
    )
    s.heading("1. General description", 10)
    s.para(
        "The BAC-20 combines an electrochemical fuel-cell alcohol sensor with a "
        "potentiostat and a microcontroller. It reports the breath alcohol "
        "concentration over I2C (7-bit address 0x2A) or UART. The BAC-20-I is "
        "configured for I2C, the BAC-20-U for UART (115200 bit/s, 8N1).",
        8.5,
    )
    s.heading("2. Features and benefits", 10)
    s.bullets(
        [
            "Measuring range 0 mg/L to 2.00 mg/L BrAC",
            "Accuracy " + PM + "0.02 mg/L at 0.25 mg/L",
            "Low power: sleep current below 10 " + MU + "A",
            "Result ready 8 s after the end of blowing",
        ],
        8.5,
    )
    s.heading("3. Limiting values", 10)
    s.para("In accordance with the Absolute Maximum Rating System (IEC 60134).", 8)
    cols = [
        Col("Symbol", 50),
        Col("Parameter", 130),
        Col("Conditions", 129),
        Col("Min", 45, "C"),
        Col("Typ", 45, "C"),
        Col("Max", 45, "C"),
        Col("Unit", 55, "C"),
    ]
    s.table(
        [c for c in cols if c.head != "Typ"],
        [
            ["V_{DD}", "supply voltage", "", "-0.3", "6.0", "V"],
            ["V_{I}", "input voltage", "SDA, SCL, RXD", "-0.3", "VDD + 0.3", "V"],
            ["T_{amb}", "ambient temperature", "operating", "-10", "+55", DEG],
            ["T_{stg}", "storage temperature", "", "-20", "+60", DEG],
        ],
        8,
    )
    s.heading("4. Static characteristics", 10)
    s.para("VDD = 3.3 V; Tamb = 25 " + DEG + "; unless otherwise specified.", 8)
    s.table(
        cols,
        [
            ["V_{DD}", "supply voltage", "", "3.0", "3.3", "5.5", "V"],
            ["I_{DD}", "supply current", "measuring", "", "6", "12", "mA"],
            ["", "", "idle, sensor biased", "", "0.9", "", "mA"],
            ["I_{DD(sleep)}", "sleep current", "SLEEP command", "", "4", "10", MU + "A"],
            ["V_{IH}", "HIGH-level input\nvoltage", "", "0.7VDD", "", "", "V"],
            ["V_{IL}", "LOW-level input\nvoltage", "", "", "", "0.3VDD", "V"],
            ["f_{SCL}", "SCL clock\nfrequency", "", "", "", "100", "kHz"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. Measurement characteristics", 10)
    s.table(
        cols,
        [
            ["", "measuring range", "BrAC", "0", "", "2.00", "mg/L"],
            ["", "resolution", "", "", "0.01", "", "mg/L"],
            ["t_{wu}", "warm-up time", "after power-on", "", "20", "30", "s"],
            ["", "recovery time", "after 0.5 mg/L", "", "", "60", "s"],
            ["", "operating humidity", "non-condensing", "10", "", "95", "%RH"],
        ],
        8,
    )
    s.heading("6. Ordering information", 10)
    s.table(
        [Col("Type number", 120), Col("Interface", 120), Col("Package", 259)],
        [
            ["BAC-20-I", "I2C", "module 38 x 22 x 14 mm, 6-pin 1.25 mm connector"],
            ["BAC-20-U", "UART", "module 38 x 22 x 14 mm, 6-pin 1.25 mm connector"],
        ],
        8,
    )
    s.heading("7. Register / command overview (I2C)", 10)
    s.table(
        [Col("Code", 60, "C"), Col("Name", 120), Col("Description", 319)],
        [
            ["0x01", "START", "Start a breath measurement"],
            ["0x02", "READ_BRAC", "Two bytes, value x 0.01 mg/L"],
            ["0x05", "SLEEP", "Enter sleep mode"],
            ["0x10", "STATUS", "Bit 0 busy, bit 1 result ready"],
        ],
        8,
    )
    s.heading("8. Application information", 10)
    s.para(
        "The sensor life is 2 years or 20,000 tests, whichever comes first. "
        "Calibration is recommended every 6 months. The BAC-20 is a screening device; "
        "its conformity with OIML R 126 or EN 16280 is not specified.",
        8.5,
    )
    revision_table(s, [["2025-06-12", "2", "Sleep current limit added"]], (90, 60, 349))
    return save(s, out / "bac-20.pdf")
