"""Hold-out 34 datasheets: an ammonia gas sensor module, an NO2 gas sensor IC, a
multi-channel spectral sensor and an IR transmitter LED module.

A Chinese module manual (full-width key-value lines, one column per version,
FAQ values), a Japanese sensor specification (condition in the table title,
absolute maximum vs recommended with the same row names, "typ." only table),
an Austrian IC data sheet (condition sentence, wrapped names, symbol-only rows,
EC continued on page 2, register map) and a US maker-shop product guide
(values only in prose and the overview list, footnote marks).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FW_COLON = "\uff1a"
FW_TILDE = "\uff5e"
LE = "\u2264"
GE = "\u2265"


# ------------------------------------------------ NH3 gas sensor module (China)
def knh3(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="KNH-3 Series Ammonia Gas Sensor Module  User Manual",
        header_right="V2.1",
        footer_left="Zhengzhou Hengan Gas Sensing Technology Co., Ltd.",
        footer_right="Page {page}",
        table_fill=(210, 235, 210),
        accent=(0, 120, 60),
    )
    s = Sheet(style, "KNH-3 user manual")
    s.add_page()
    s.title_block("KNH-3A / KNH-3U", "NH3 Ammonia Gas Sensor Module", "User Manual", 20)
    s.heading("1. Profile", 10.5)
    s.para(
        "KNH-3 is a metal-oxide semiconductor ammonia (NH3) sensor module for livestock "
        "farms, cold storage and refrigeration leak alarms. KNH-3A gives an analog "
        "voltage and a digital alarm output (threshold set by the on-board "
        "potentiometer); KNH-3U has a calibrated UART output in ppm.",
        8.5,
    )
    s.heading("2. Main Parameters", 10.5)
    s.lines(
        [
            "Target gas" + FW_COLON + "Ammonia (NH3)",
            "Sensor type" + FW_COLON + "MOS, heated",
            "Preheat time" + FW_COLON + GE + "24h (first use), " + GE + "3min (daily)",
            "Response time (T90)" + FW_COLON + LE + "30s",
            "Working temperature" + FW_COLON + "-10" + FW_TILDE + "50" + FW_C,
            "Working humidity" + FW_COLON + "15" + FW_TILDE + "90%RH (no condensation)",
            "Storage temperature" + FW_COLON + "-20" + FW_TILDE + "60" + FW_C,
        ],
        9,
    )
    s.heading("3. Version Parameters", 10.5)
    s.table(
        [Col("Item", 150), Col("KNH-3A", 175, "C"), Col("KNH-3U", 174, "C")],
        [
            ["Supply voltage", "DC5V" + PM + "0.1V", "DC4.5" + FW_TILDE + "5.5V"],
            ["Working current\n(heater on)", LE + "150mA", LE + "85mA"],
            ["Detection range", "10" + FW_TILDE + "300ppm", "0" + FW_TILDE + "100ppm"],
            ["Output", "AO 0.1" + FW_TILDE + "4.0V / DO TTL", "UART 9600bps, 3.3V level"],
            ["Resolution", "-", "1ppm"],
            ["Board size", "32 x 22 mm", "32 x 20 mm"],
        ],
        8,
    )
    s.heading("4. Pin Description", 10.5)
    s.table(
        [Col("No.", 40, "C"), Col("Pin", 70, "C"), Col("Description", 389)],
        [
            ["1", "VCC", "Power input (see Version Parameters)"],
            ["2", "GND", "Ground"],
            ["3", "AO / TX", "KNH-3A: analog out; KNH-3U: UART TX"],
            ["4", "DO / RX", "KNH-3A: alarm out, low = alarm; KNH-3U: UART RX"],
        ],
        8,
    )

    s.add_page()
    s.heading("5. UART Protocol (KNH-3U)", 10.5)
    s.table(
        [Col("Byte", 60, "C"), Col("Content", 140), Col("Example", 299)],
        [
            ["0", "Start 0xFF", "FF"],
            ["1", "Gas code", "0x17 (NH3)"],
            ["2-3", "Concentration", "0x00 0x2D = 45 ppm"],
            ["4", "Checksum", "sum of bytes 1-3, inverted + 1"],
        ],
        8,
    )
    s.heading("6. FAQ", 10.5)
    s.lines(
        [
            "Q1" + FW_COLON + "Can KNH-3A be powered from 3.3V?",
            "A" + FW_COLON + "No. The heater needs 5V; at 3.3V the reading is invalid.",
            "Q2" + FW_COLON + "Can KNH-3U TX connect to a 5V Arduino RX?",
            "A" + FW_COLON + "Yes. RX of KNH-3U is not 5V tolerant; use a divider.",
            "Q3" + FW_COLON + "What is the accuracy of KNH-3A?",
            "A" + FW_COLON + "KNH-3A is for alarm use; accuracy is not specified.",
            "Q4" + FW_COLON + "Accuracy of KNH-3U?",
            "A" + FW_COLON + PM + "5ppm (0" + FW_TILDE + "50ppm), " + PM + "10% reading (>50ppm)",
            "Q5" + FW_COLON + "Is the module waterproof?",
            "A" + FW_COLON + "No. IP rating is not specified; keep away from water.",
        ],
        8.5,
    )
    s.heading("7. Revision", 10.5)
    revision_table(s, [["2025-06-02", "V2.1", "Added KNH-3U version"]], (120, 80, 299))
    return save(s, out / "knh-3.pdf")


# ------------------------------------------------ NO2 gas sensor IC (Japan)
def ndz2310(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="NDZ-2310 Product Specification",
        header_right="Doc. No. TS-NDZ-0412E",
        footer_left="Hoshino Kankyo Sensor Co., Ltd.",
        footer_right="{page}/{nb}",
        table_fill=None,
        grid=False,
    )
    s = Sheet(style, "NDZ-2310 specification")
    s.add_page()
    s.title_block("NDZ-2310", "MEMS Metal-Oxide NO2 Gas Sensor with I2C Interface", "", 18)
    s.heading("\u25a0 Outline", 10)
    s.para(
        "NDZ-2310 is a digital nitrogen dioxide (NO2) sensor in a 3.0 x 3.0 mm LGA "
        "package. A micro-hotplate, an ADC and a signal processor are integrated. The "
        "sensor is read over I2C at the fixed 7-bit address 0x5C; Standard and Fast mode "
        "(up to 400 kHz) are supported. Detection range is 0.05 to 5 ppm NO2.",
        8.5,
    )
    s.heading("\u25a0 Absolute Maximum Ratings", 10)
    s.table(
        [Col("Item", 200), Col("Symbol", 70, "C"), Col("Rating", 150, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage", "V_{DD}", "-0.3 ～ 4.0", "V"],
            ["Input voltage (SDA, SCL)", "V_{IN}", "-0.3 ～ VDD+0.3", "V"],
            ["Operating temperature", "T_{opr}", "-40 ～ +85", "℃"],
            ["Storage temperature", "T_{stg}", "-40 ～ +100", "℃"],
        ],
        8,
    )
    s.heading("\u25a0 Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Item", 200),
            Col("Symbol", 70, "C"),
            Col("Condition", 150, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "1.7 ～ 3.6", "V"],
            ["Operating temperature", "T_{opr}", "-10 ～ +50", "℃"],
            ["Operating humidity", "RH", "10 ～ 90 (no condensation)", "%RH"],
        ],
        8,
    )
    s.heading("\u25a0 Electrical Characteristics (Ta=25℃, VDD=1.8V)", 10)
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 55, "C"),
            Col("Condition", 130),
            Col("Min.", 40, "C"),
            Col("Typ.", 40, "C"),
            Col("Max.", 40, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Average supply\ncurrent", "I_{DD}", "Continuous mode", "", "4.2", "6.0", "mA"],
            ["", "I_{DD}", "Low-power mode, 1 sample/60 s", "", "0.35", "", "mA"],
            ["Sleep current", "I_{SLP}", "Heater off", "", "0.5", "2.0", MU + "A"],
            ["Input high level", "V_{IH}", "SDA, SCL", "0.7VDD", "", "", "V"],
            ["Input low level", "V_{IL}", "SDA, SCL", "", "", "0.3VDD", "V"],
            ["I2C clock", "f_{SCL}", "", "", "", "400", "kHz"],
        ],
        8,
    )

    s.add_page()
    s.heading("\u25a0 Sensing Characteristics (typ.)", 10)
    s.caption("Ta=25℃, 50%RH, after 48 h burn-in. All values are typical.")
    s.table(
        [Col("Item", 220), Col("Continuous mode", 140, "C"), Col("Low-power mode", 139, "C")],
        [
            ["Detection range", "0.05 ～ 5 ppm", "0.1 ～ 5 ppm"],
            ["Resolution", "10 ppb", "20 ppb"],
            ["Response time (T90)", "60 s", "180 s"],
            ["Warm-up time after\npower-on", "10 min", "30 min"],
        ],
        8,
    )
    s.heading("\u25a0 Terminal Description", 10)
    s.table(
        [Col("No.", 40, "C"), Col("Name", 80, "C"), Col("Function", 379)],
        [
            ["1", "VDD", "Power supply"],
            ["2", "SCL", "I2C clock (open drain, external pull-up)"],
            ["3", "SDA", "I2C data (open drain, external pull-up)"],
            ["4", "GND", "Ground"],
            ["5, 6", "NC", "Do not connect"],
        ],
        8,
    )
    s.heading("\u25a0 Cautions", 10)
    s.bullets(
        [
            "Do not expose to silicone vapour, H2S or high concentrations of ozone.",
            "The sensor is not 5 V tolerant; SDA and SCL must not exceed VDD + 0.3 V.",
            "Accuracy in ppm is not specified; calibrate in the final product.",
            "Long-term drift is not specified.",
        ],
        8,
    )
    revision_table(s, [["2025-04-12", "E", "First English edition"]], (120, 80, 299))
    return save(s, out / "ndz-2310.pdf")


# ------------------------------------------------ spectral sensor (Austria)
def spx7341(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="SPX7341  11-Channel Spectral Sensor",
        header_right="Datasheet DS000742 v3-00",
        footer_left="Alpenoptik Semiconductors AG",
        footer_right="Page {page}",
        table_fill=(230, 236, 245),
        accent=(0, 70, 140),
    )
    s = Sheet(style, "SPX7341 datasheet")
    s.add_page()
    s.title_block("SPX7341", "11-Channel Multi-Spectral Digital Sensor", "", 18)

    def left() -> None:
        s.heading("General Description", 10)
        s.para(
            "The SPX7341 measures eight visible channels (415 nm to 680 nm), one NIR "
            "channel, a clear channel and a flicker channel. Data are read over an "
            "I2C interface (7-bit address 0x39) at up to 1 MHz (Fast mode Plus).",
            8,
        )

    def right() -> None:
        s.heading("Key Benefits & Features", 10)
        s.bullets(
            [
                "8 visible + NIR + clear + flicker channels",
                "16-bit ADC per channel, 6 parallel ADCs",
                "Flicker detection 50 / 60 Hz",
                "OLGA-8 package, 3.1 x 2.0 x 1.0 mm",
                "Operating temperature -30 " + DEG + " to 70 " + DEG,
            ],
            8,
        )

    s.side_by_side(left, right, 250)
    s.heading("Absolute Maximum Ratings", 10)
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Parameter", 200),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 50, "C"),
            Col("Comments", 69),
        ],
        [
            ["V_{DD}", "Supply voltage to ground", "-0.3", "2.2", "V", ""],
            ["V_{IO}", "Digital I/O terminal voltage", "-0.3", "3.6", "V", ""],
            ["T_{strg}", "Storage temperature", "-40", "85", DEG, ""],
            ["ESD_{HBM}", "Electrostatic discharge HBM", "", PM + "2000", "V", "JS-001"],
        ],
        8,
    )
    s.heading("Electrical Characteristics", 10)
    s.para(
        "All limits are guaranteed at VDD = 1.8 V, TA = 25 " + DEG + " unless otherwise "
        "noted. Typical values are not guaranteed.",
        8,
    )
    cols = [
        Col("Symbol", 55, "C"),
        Col("Parameter", 140),
        Col("Conditions", 140),
        Col("Min", 40, "C"),
        Col("Typ", 40, "C"),
        Col("Max", 40, "C"),
        Col("Unit", 44, "C"),
    ]
    s.table(
        cols,
        [
            ["Power"],
            ["V_{DD}", "Supply voltage", "", "1.7", "1.8", "2.0", "V"],
            ["V_{LDR}", "LED driver pin\nvoltage", "", "", "", "3.6", "V"],
            ["I_{DD}", "Supply current,\nactive", "All ADCs enabled", "", "210", "280", MU + "A"],
            ["I_{DD}", "", "Sleep state", "", "0.7", "5", MU + "A"],
            ["Digital I/O"],
            ["V_{IH}", "", "SCL, SDA", "1.26", "", "", "V"],
            ["V_{IL}", "", "SCL, SDA", "", "", "0.54", "V"],
            ["V_{OL}", "", "3 mA sink", "", "", "0.4", "V"],
        ],
        8,
    )
    s.para("continued on next page", 7.5)

    s.add_page()
    s.heading("Electrical Characteristics (continued)", 10)
    s.para("VDD = 1.8 V, TA = 25 " + DEG + " unless otherwise noted.", 8)
    s.table(
        cols,
        [
            ["Optical"],
            ["", "ADC resolution", "", "", "16", "", "bit"],
            ["", "Integration time", "ASTEP, ATIME", "0.0028", "", "46600", "ms"],
            ["", "Channel FWHM", "F1 to F8", "", "30", "50", "nm"],
            ["", "LED drive\ncurrent", "LED_DRIVE register", "4", "", "258", "mA"],
            ["Timing"],
            ["f_{SCL}", "I2C clock frequency", "", "", "", "1000", "kHz"],
            ["t_{INIT}", "Power-on to ready", "", "", "", "200", MU + "s"],
        ],
        8,
    )
    s.para(
        "The SPX7341 requires a 1.8 V supply; the I/O pins (SCL, SDA, INT, GPIO) may be "
        "pulled up to any voltage up to 3.3 V. Operating humidity is not specified.",
        8,
    )
    s.heading("Register Map (excerpt)", 10)
    s.table(
        [Col("Addr", 50, "C"), Col("Name", 90), Col("Reset", 60, "C"), Col("Description", 299)],
        [
            ["0x80", "ENABLE", "0x00", "Power on, spectral measurement enable"],
            ["0x81", "ATIME", "0x00", "Integration time step count"],
            ["0x92", "ID", "0x24", "Part number identification"],
            ["0xA9", "CFG0", "0x00", "Low-power mode, register bank"],
            ["0xB0", "STATUS2", "0x00", "Saturation flags"],
        ],
        8,
    )
    return save(s, out / "spx7341.pdf")


# ------------------------------------------------ IR transmitter LED module (US maker shop)
def irb38(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="IR Blaster Breakout - IRB-38 / IRB-38HP",
        header_right="SKU 4721 / 4722",
        footer_left="Copperleaf Makerworks LLC  -  learn.copperleaf.example",
        footer_right="Page {page} of {nb}",
        table_fill=(245, 230, 210),
        accent=(200, 90, 0),
    )
    s = Sheet(style, "IRB-38 product guide")
    s.add_page()
    s.title_block("IRB-38 / IRB-38HP", "IR Transmitter LED Breakout (940 nm)", "Product Guide", 18)
    s.heading("Overview", 11)
    s.para(
        "Control TVs, air conditioners and anything else with an IR remote! The IRB-38 has "
        "one 940 nm IR LED driven by a small N-channel MOSFET, so your microcontroller pin "
        "only has to switch the gate. The IRB-38HP has four LEDs for whole-room coverage, "
        "about 8 m instead of about 3 m for the IRB-38. Both work with 3.3 V and 5 V "
        "boards: the SIG input turns on at 1.5 V. Send a 38 kHz modulated signal; the "
        "board has no carrier generator of its own.",
        8.5,
    )
    s.bullets(
        [
            "Power: 3.0 - 5.5 V on VIN",
            "Peak wavelength 940 nm, half angle " + PM + "20" + "\u00b0",
            "Carrier: 30 - 56 kHz from your code (38 kHz typical)",
            "Size: 20 x 15 mm (IRB-38), 30 x 20 mm (IRB-38HP)",
        ],
        8.5,
    )
    s.heading("Specifications", 11)
    s.table(
        [Col("", 170), Col("IRB-38", 120, "C"), Col("IRB-38HP", 120, "C"), Col("Unit", 89, "C")],
        [
            ["LEDs", "1", "4", ""],
            ["LED current, pulsed\n(SIG high, VIN = 5 V)", "100", "400 *", "mA"],
            ["Average current at\n38 kHz, 50 % duty", "50", "200", "mA"],
            ["Idle current (SIG low)", "< 0.1", "< 0.1", "mA"],
            ["Range (typical room)", "3", "8", "m"],
        ],
        8,
    )
    s.para(
        "* IRB-38HP: at VIN = 3.3 V the LED current drops to about 180 mA. Do not hold SIG "
        "high for more than 100 ms continuously on the IRB-38HP.",
        7.5,
    )

    s.add_page()
    s.heading("Pinout", 11)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 70, "C"), Col("What it does", 369)],
        [
            ["1", "VIN", "3.0-5.5 V power for the LEDs"],
            ["2", "GND", "Common ground"],
            ["3", "SIG", "Logic input, 10 kohm pull-down, high = LEDs on"],
        ],
        8,
    )
    s.heading("Arduino Example", 11)
    s.lines(
        [
            "#include <IRremote.h>",
            "#define IR_SEND_PIN 3",
            "void setup() { Serial.begin(115200); IrSender.begin(IR_SEND_PIN); }",
            "void loop()  { IrSender.sendNEC(0x0102, 0x34, 0); delay(2000); }",
        ],
        8,
    )
    s.heading("FAQ", 11)
    s.lines(
        [
            "Can I power the IRB-38HP from the 3V3 pin of my board? Only if that pin can",
            "supply at least 200 mA average; most on-board 3.3 V regulators cannot.",
            "Operating temperature? 0 to 50 " + DEG + ", like the rest of our breakouts.",
            "Is it outdoor rated? No. There is no conformal coating and no IP rating.",
            "Which IR receiver pairs with it? Any 38 kHz receiver module.",
        ],
        8.5,
    )
    return save(s, out / "irb-38.pdf")
