"""Hold-out 62 datasheets, part 1: a metal-oxide gas sensor module, an adjustable
linear regulator IC, a rail-to-rail quad op-amp IC and a capacitive touch sensor IC.

A Korean module specification in Korean-English (one column per target gas version,
heater data only in a 'Typical Performance' prose section, ※ notes), a US analog
house regulator (each limit given twice: a row at TJ = 25 °C and an unlabelled row in
bold for the full temperature range), a Japanese op-amp sheet (two look-alike
electrical tables, one per supply voltage, symbol-only rows) and a Chinese touch
key IC in Chinese-English (key / value lines, table continued on page 2, register
map as decoy).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
LE = "\u2264"
GE = "\u2265"
REF = "\u203b"


# ------------------------------------------------------ MOX gas sensor module (Korea)
def gsm7(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="HANBIT SENSORTEC CO., LTD.",
        header_right="Product Specification  GSM-7 Series",
        footer_left="Hanbit Sensortec  Doc No. HBS-PS-0731  Rev. C",
        footer_right="- {page} -",
        table_fill=(214, 230, 222),
        accent=(0, 100, 70),
    )
    s = Sheet(style, "GSM-7 series gas sensor module")
    s.add_page()
    s.title_block(
        "GSM-7 Series",
        "Metal Oxide Semiconductor Gas Sensor Module",
        "GSM-7L (LPG / propane)  |  GSM-7M (methane / natural gas)  |  GSM-7A (alcohol)",
        20,
    )
    s.heading("1. Product Summary", 10.5, rule=True)
    s.para(
        "GSM-7 series module is composed by tin dioxide (SnO2) sensing element, heater "
        "driving circuit and LM393 comparator. Module give analog output AOUT which is "
        "rising according to gas concentration, and digital output DOUT which become LOW "
        "when concentration is over the threshold set by potentiometer. Sensing element "
        "is same for all version; only the catalytic filter is different.",
        8.5,
    )
    s.heading("2. Specification by Version", 10.5, rule=True)
    s.table(
        [
            Col("Item", 150),
            Col("GSM-7L", 110, "C"),
            Col("GSM-7M", 110, "C"),
            Col("GSM-7A", 110, "C"),
        ],
        [
            ["Target gas", "LPG, propane", "Methane, natural gas", "Ethanol vapour"],
            ["Detection concentration", "200 ~ 5000 ppm", "300 ~ 10000 ppm", "10 ~ 500 ppm"],
            ["Sensitivity (Rs in air /\nRs in target gas)", GE + " 5", GE + " 3", GE + " 4"],
            ["Load resistance RL", "10 k" + OHM, "20 k" + OHM, "200 k" + OHM],
            ["Alarm preset (DOUT)", "1000 ppm", "5000 ppm", "0.4 mg/L"],
        ],
        8,
    )
    s.heading("3. Module Electrical Data", 10.5, rule=True)
    s.para("(Test condition: VCC = 5.0 V, Ta = 20 " + DEG + ", RH 65 %)", 7.5)
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 55, "C"),
            Col("Spec", 120, "C"),
            Col("Unit", 50, "C"),
            Col("Remark", 84, "C"),
        ],
        [
            ["Module working voltage", "VCC", "5.0 " + PM + " 0.2", "V", REF + "1"],
            ["Module working current", "ICC", LE + " 160", "mA", "heater on"],
            ["AOUT voltage range", "VAO", "0.1 ~ 4.8", "V", ""],
            ["DOUT low level", "VOL", LE + " 0.4", "V", "sink 4 mA"],
            ["Response time (90 %)", "tres", LE + " 10", "s", ""],
            ["Recovery time", "trec", LE + " 30", "s", ""],
        ],
        8,
    )
    s.para(
        REF + "1  Heater of sensing element is supplied from VCC directly. Do not use 3.3 V "
        "supply; the heater is not reaching working temperature and output is not "
        "correct.",
        7.5,
    )
    s.heading("4. Typical Performance", 10.5, rule=True)
    s.para(
        "Heater resistance of the element is 31 " + OHM + " " + PM + " 3 " + OHM + " at room "
        "temperature and heater consumption is about 800 mW. For first use after long storage, "
        "the sensor should be pre-heated (burn-in) for more than 48 hours. In normal use, "
        "wait at least 3 minutes after power on before reading AOUT. The module is working "
        "between -10 and +50 " + DEG + " ambient and below 95 %RH (no condensation). The "
        "sensitivity is guaranteed only between 10 and 40 " + DEG + ".",
        8.5,
    )
    s.add_page()
    s.heading("5. Absolute Maximum Ratings", 10.5, rule=True)
    s.table(
        [Col("Item", 220), Col("Rating", 150, "C"), Col("Unit", 60, "C")],
        [
            ["Supply voltage VCC", "6.0", "V"],
            ["Heater voltage VH", "5.5", "V"],
            ["Storage temperature", "-20 ~ +70", DEG],
        ],
        8,
    )
    s.heading("6. Pin Assignment", 10.5, rule=True)
    s.table(
        [Col("Pin No.", 60, "C"), Col("Name", 80, "C"), Col("Description", 290)],
        [
            ["1", "VCC", "Power supply 5 V"],
            ["2", "GND", "Ground"],
            ["3", "DOUT", "Digital output, open collector with 10 k pull-up"],
            ["4", "AOUT", "Analog output"],
        ],
        8,
    )
    s.heading("7. Dimension", 10.5, rule=True)
    s.para(
        "PCB 32 x 22 mm, thickness 1.6 mm. Mounting hole 2 x " + "\u00f8" + "3.0 mm, "
        "pitch 26 mm. Sensor height 27 mm from PCB bottom.",
        8.5,
    )
    s.heading("8. Caution", 10.5, rule=True)
    s.bullets(
        [
            "Do not expose the sensor to silicone vapour, high concentration of organic "
            "solvent or corrosive gas (H2S, SO2, Cl2).",
            "The module is not a certified safety device. Do not use it for life protection "
            "alarm without certified detector.",
            "Sensor surface is hot during operation (about 60 " + DEG + "). Do not touch.",
        ],
        8.5,
    )
    revision_table(
        s,
        [
            ["2021.03.02", "A", "First release"],
            ["2022.07.15", "B", "GSM-7A added"],
            ["2024.01.10", "C", "Typical performance section rewritten"],
        ],
        (90, 60, 280),
    )
    return save(s, out / "gsm-7.pdf")


# ---------------------------------------- adjustable linear regulator (US analog)
def lr3170(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="HALVORSEN LINEAR",
        header_right="LR3170  1.5 A Adjustable Positive Regulator",
        footer_left="Halvorsen Linear, Inc.   LR3170 Rev. F",
        footer_right="{page}",
        table_fill=(230, 230, 230),
        accent=(150, 20, 20),
    )
    s = Sheet(style, "LR3170 adjustable regulator")
    s.add_page()
    s.title_block(
        "LR3170",
        "1.5 A Adjustable Positive Voltage Regulator",
        "LR3170T (TO-220)  |  LR3170S (SOT-223, 1.0 A)",
        22,
    )

    def left() -> None:
        s.heading("FEATURES", 10)
        s.bullets(
            [
                "Output adjustable from 1.25 V to 37 V",
                "Output current in excess of 1.5 A (TO-220)",
                "0.01 %/V line regulation",
                "Internal thermal overload protection",
                "Output safe-area compensation",
            ],
            8,
        )

    def right() -> None:
        s.heading("APPLICATIONS", 10)
        s.bullets(
            ["Bench supplies", "Battery chargers", "Post-regulation of switchers"],
            8,
        )

    s.side_by_side(left, right, 260)
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10)
    s.leaders(
        [
            ("Input-to-Output Voltage Differential (VIN - VOUT)", "40 V"),
            ("Power Dissipation", "Internally Limited"),
            ("Operating Junction Temperature Range", "0 " + DEG + " to 125 " + DEG),
            ("Storage Temperature", "-65 " + DEG + " to 150 " + DEG),
        ],
        8,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 10)
    s.para(
        "VIN - VOUT = 5 V, IOUT = 10 mA. Limits in standard type are for TJ = 25 " + DEG + " "
        "only; limits in boldface type (second line of a parameter) apply over the full "
        "operating temperature range 0 " + DEG + " to 125 " + DEG + ".",
        7.5,
    )
    bold = [2, 5]
    s.table(
        [
            Col("Parameter", 150),
            Col("Conditions", 170),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Units", 59, "C"),
        ],
        [
            [
                "Reference Voltage",
                "3 V " + LE + " (VIN - VOUT) " + LE + " 40 V",
                "1.238",
                "1.250",
                "1.262",
                "V",
            ],
            ["", "10 mA " + LE + " IOUT " + LE + " 1.5 A, P " + LE + " 20 W", "", "", "", ""],
            ["", "", "1.225", "1.250", "1.270", "V"],
            ["Adjustment Pin Current", "", "", "50", "100", MU + "A"],
            ["Minimum Load Current", "(VIN - VOUT) = 40 V", "", "3.5", "", "mA"],
            ["", "", "", "", "10", "mA"],
            ["Current Limit", "(VIN - VOUT) " + LE + " 15 V, LR3170T", "1.5", "2.2", "", "A"],
            ["", "(VIN - VOUT) " + LE + " 15 V, LR3170S", "1.0", "1.6", "", "A"],
            ["Dropout Voltage", "IOUT = 1.5 A", "", "2.0", "2.5", "V"],
            [
                "Line Regulation",
                "3 V " + LE + " (VIN - VOUT) " + LE + " 40 V",
                "",
                "0.01",
                "0.04",
                "%/V",
            ],
            ["Ripple Rejection", "VOUT = 10 V, f = 120 Hz", "", "65", "", "dB"],
        ],
        7.5,
        bold_rows=bold,
    )
    s.add_page()
    s.heading("THERMAL CHARACTERISTICS", 10)
    s.table(
        [Col("Package", 140), Col("\u03b8JA (" + DEG + "/W)", 130, "C"), Col("Max IOUT", 120, "C")],
        [["TO-220 (LR3170T)", "50", "1.5 A"], ["SOT-223 (LR3170S)", "62", "1.0 A"]],
        8,
    )
    s.heading("APPLICATION INFORMATION", 10)
    s.para(
        "The output voltage is set by two resistors: VOUT = 1.25 V x (1 + R2 / R1) + "
        "IADJ x R2. R1 is normally 240 " + OHM + " so that the 10 mA minimum load current "
        "flows even with no external load. The input must be at least 3 V above the "
        "desired output voltage for the device to stay in regulation. An input bypass "
        "capacitor of 0.1 " + MU + "F is recommended if the regulator is more than 6 "
        "inches from the filter capacitors; a 1 " + MU + "F tantalum output capacitor "
        "improves transient response.",
        8.5,
    )
    s.heading("PIN CONFIGURATION", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("TO-220", 120, "C"), Col("SOT-223", 120, "C")],
        [["1", "ADJ", "ADJ"], ["2", "VOUT", "VOUT"], ["3", "VIN", "VIN"], ["Tab", "VOUT", "VOUT"]],
        8,
    )
    s.heading("ORDERING INFORMATION", 10)
    s.table(
        [Col("Order Code", 140), Col("Package", 120), Col("Temp. Range", 120, "C")],
        [
            ["LR3170T", "TO-220-3", "0 to 125 " + DEG],
            ["LR3170S", "SOT-223-3", "0 to 125 " + DEG],
        ],
        8,
    )
    return save(s, out / "lr3170.pdf")


# ------------------------------------------------------ quad op-amp (Japanese house)
def tq4604(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Hakone Semiconductor",
        header_right="TQ4604",
        footer_left="Hakone Semiconductor Co., Ltd.  Ver.2.3",
        footer_right="{page}/{nb}",
        table_fill=(235, 235, 245),
        accent=(30, 40, 120),
        grid=False,
    )
    s = Sheet(style, "TQ4604 quad op-amp")
    s.add_page()
    s.title_block(
        "TQ4604",
        "Low Voltage Rail-to-Rail Input/Output Quad Operational Amplifier",
        "",
        20,
    )
    s.heading("\u25a0 General Description", 10)
    s.para(
        "The TQ4604 is a quad CMOS operational amplifier with rail-to-rail input and "
        "output. It operates from a single supply and is suitable for battery powered "
        "sensor interfaces. Each amplifier draws a low current.",
        8.5,
    )
    s.heading("\u25a0 Features", 10)
    s.bullets(
        [
            "Operating Voltage            +1.8V to +5.5V",
            "Rail-to-Rail Input and Output",
            "Gain Bandwidth Product       1MHz typ.",
            "Package Outline              TQ4604M: SOP14 / TQ4604V: SSOP14",
        ],
        8.5,
        "\u25cf",
    )
    s.heading("\u25a0 Absolute Maximum Ratings (Ta=25" + FW_C + ")", 10)
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 70, "C"),
            Col("Ratings", 110, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["Supply Voltage", "V^{+}", "7.0", "V"],
            ["Differential Input Voltage", "VID", PM + "7.0", "V"],
            ["Common Mode Input Voltage", "VICM", "-0.3 ~ V^{+}+0.3", "V"],
            ["Operating Temperature", "Topr", "-40 ~ +125", FW_C],
            ["Storage Temperature", "Tstg", "-50 ~ +150", FW_C],
        ],
        8,
    )
    s.heading("\u25a0 Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 70, "C"),
            Col("Conditions", 110, "C"),
            Col("Unit", 60, "C"),
        ],
        [["Supply Voltage", "V^{+}", "1.8 ~ 5.5", "V"]],
        8,
    )
    s.heading(
        "\u25a0 Electrical Characteristics " + "\uff08V+=5V, V-=0V, Ta=25" + FW_C + "\uff09", 10
    )
    cols = [
        Col("Parameter", 150),
        Col("Symbol", 45, "C"),
        Col("Conditions", 125, "C"),
        Col("Min.", 40, "C"),
        Col("Typ.", 40, "C"),
        Col("Max.", 40, "C"),
        Col("Unit", 59, "C"),
    ]
    s.table(
        cols,
        [
            ["Input Offset Voltage", "VIO", "", "", "0.5", "4", "mV"],
            ["Input Bias Current", "IB", "", "", "1", "", "pA"],
            ["Large Signal Voltage Gain", "AV", "RL=10k" + OHM, "80", "100", "", "dB"],
            ["", "VOH", "RL=10k" + OHM + " to 2.5V", "4.95", "4.98", "", "V"],
            ["", "VOL", "RL=10k" + OHM + " to 2.5V", "", "0.02", "0.05", "V"],
            ["Output Source Current", "ISOURCE", "VO=0V", "", "30", "", "mA"],
            ["Supply Current\n(All Amplifiers)", "ICC", "No load", "", "340", "520", MU + "A"],
            ["Gain Bandwidth Product", "GB", "", "", "1", "", "MHz"],
            ["Slew Rate", "SR", "", "", "0.6", "", "V/" + MU + "s"],
        ],
        7.5,
    )
    s.add_page()
    s.heading(
        "\u25a0 Electrical Characteristics " + "\uff08V+=1.8V, V-=0V, Ta=25" + FW_C + "\uff09", 10
    )
    s.table(
        cols,
        [
            ["Input Offset Voltage", "VIO", "", "", "0.5", "5", "mV"],
            ["", "VOH", "RL=10k" + OHM + " to 0.9V", "1.75", "1.78", "", "V"],
            ["", "VOL", "RL=10k" + OHM + " to 0.9V", "", "0.02", "0.05", "V"],
            ["Supply Current\n(All Amplifiers)", "ICC", "No load", "", "260", "420", MU + "A"],
            ["Gain Bandwidth Product", "GB", "", "", "0.8", "", "MHz"],
            ["Slew Rate", "SR", "", "", "0.4", "", "V/" + MU + "s"],
        ],
        7.5,
    )
    s.heading("\u25a0 Pin Configuration", 10)
    s.table(
        [
            Col("Pin No.", 60, "C"),
            Col("Symbol", 70, "C"),
            Col("Pin No.", 60, "C"),
            Col("Symbol", 70, "C"),
        ],
        [
            ["1", "A OUTPUT", "8", "C OUTPUT"],
            ["2", "A -INPUT", "9", "C -INPUT"],
            ["3", "A +INPUT", "10", "C +INPUT"],
            ["4", "V^{+}", "11", "V^{-}"],
            ["5", "B +INPUT", "12", "D +INPUT"],
            ["6", "B -INPUT", "13", "D -INPUT"],
            ["7", "B OUTPUT", "14", "D OUTPUT"],
        ],
        8,
    )
    s.heading("\u25a0 Application Note", 10)
    s.para(
        "Output current must be limited so that the junction temperature does not "
        "exceed 150" + FW_C + ". Capacitive load over 100pF may cause oscillation at unity "
        "gain; insert series resistor.",
        8.5,
    )
    return save(s, out / "tq4604.pdf")


# ---------------------------------------------- capacitive touch key IC (China, CN-EN)
def xt8t(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="SITONG MICRO",
        header_right="XT8T Datasheet V1.4",
        footer_left="Shenzhen Sitong Microelectronics Co., Ltd.",
        footer_right="Page {page} / {nb}",
        table_fill=(250, 232, 214),
        accent=(190, 80, 0),
    )
    s = Sheet(style, "XT8T 8-key capacitive touch IC")
    s.add_page()
    s.title_block("XT8T", "8-Key Capacitive Touch Sensor IC with I2C Interface", "", 20)
    s.heading("1\u3001Summary", 10.5)
    s.para(
        "XT8T is 8 channel capacitive touch detect IC. It can through 1~10mm thick "
        "glass or acrylic panel detect finger touch. Each key have independent "
        "output, and I2C interface can read all key state. Built-in LDO make the IC "
        "work stable under power noise.",
        8.5,
    )
    s.heading("2\u3001Feature", 10.5)
    s.lines(
        [
            "\u25c6 Working voltage" + FWC + "2.4V" + FWT + "5.5V",
            "\u25c6 Key number" + FWC + "8 keys, independent output or I2C",
            "\u25c6 I2C slave address" + FWC + "0x5A (ADDR=GND), 0x5B (ADDR=VDD)",
            "\u25c6 I2C speed" + FWC + "up to 400kHz",
            "\u25c6 Working temperature" + FWC + "-40" + FW_C + FWT + "+85" + FW_C,
            "\u25c6 Package" + FWC + "SOP16 / QFN16 (3x3)",
        ],
        8.5,
    )
    s.heading("3\u3001Electrical Characteristic", 10.5)
    s.para("\uff08Unless otherwise specified, Ta=25" + FW_C + "\uff09", 7.5)
    s.table(
        [
            Col("Parameter", 160),
            Col("Symbol", 50, "C"),
            Col("Test condition", 125, "C"),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Working voltage", "VDD", "", "2.4", "", "5.5", "V"],
            ["Working current", "IDD", "VDD=3V, fast mode", "", "1.2", "", "mA"],
            ["", "", "VDD=5V, fast mode", "", "2.0", "", "mA"],
            ["Sleep current", "ISLP", "VDD=3V, no touch 8s", "", "6", "10", MU + "A"],
            ["", "", "VDD=5V, no touch 8s", "", "9", "15", MU + "A"],
            ["Response time", "TR", "fast mode", "", "60", "", "ms"],
            ["", "", "low power mode", "", "160", "", "ms"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("3\u3001Electrical Characteristic (continue)", 10.5)
    s.table(
        [
            Col("Parameter", 160),
            Col("Symbol", 50, "C"),
            Col("Test condition", 125, "C"),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Output sink current", "IOL", "VDD=5V, VOL=0.6V", "", "", "8", "mA"],
            ["Input high voltage\n(SDA/SCL/ADDR)", "VIH", "", "0.7VDD", "", "VDD+0.3", "V"],
            ["Input low voltage\n(SDA/SCL/ADDR)", "VIL", "", "-0.3", "", "0.3VDD", "V"],
            ["Power-on calibration time", "TCAL", "", "", "0.5", "", "s"],
            ["ESD (HBM)", "", "all pin", "", "", "4000", "V"],
        ],
        7.5,
    )
    s.heading("4\u3001Absolute Maximum Rating", 10.5)
    s.lines(
        [
            "Power voltage VDD" + FWC + "-0.3V" + FWT + "6.0V",
            "Input voltage" + FWC + "-0.3V" + FWT + "VDD+0.3V",
            "Storage temperature" + FWC + "-50" + FW_C + FWT + "+125" + FW_C,
        ],
        8.5,
    )
    s.heading("5\u3001Register Map", 10.5)
    s.table(
        [
            Col("Address", 60, "C"),
            Col("Name", 90, "C"),
            Col("Default", 60, "C"),
            Col("Description", 230),
        ],
        [
            ["0x00", "KEY_STATE", "0x00", "bit7~bit0 = K8~K1 touch state"],
            ["0x01", "SENS", "0x04", "sensitivity level 0~7"],
            ["0x02", "MODE", "0x01", "0: low power mode, 1: fast mode"],
            ["0x03", "SLEEP_T", "0x08", "no-touch time before sleep (s)"],
            ["0x10", "CHIP_ID", "0x38", "read only"],
        ],
        8,
    )
    s.heading("6\u3001Application Notice", 10.5)
    s.para(
        "1. Key sensing pad size recommend 10x10mm ~ 15x15mm. 2. After power on, do not "
        "touch the key in 0.5s, IC is doing calibration. 3. SDA and SCL need pull-up "
        "resistor 4.7k to VDD; the pins are not tolerant to voltage higher than VDD+0.3V.",
        8.5,
    )
    return save(s, out / "xt8t.pdf")
