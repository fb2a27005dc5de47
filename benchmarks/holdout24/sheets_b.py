"""Hold-out 24 datasheets: UV index IC, thermocouple amplifier IC and module, touch controller.

A Swiss sensor house's I2C UV index sensor (typ-only table, address pin, one
table per mode), a US analog house's K-type thermocouple amplifier with analog
output (one column per accuracy grade, specified vs operating range), a Chinese
module manual of a K-type thermocouple SPI board, and an Italian capacitive touch
controller (conditions in a header sentence, table continued on page 2,
register map as decoy).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
CJK_DEG = "\u2103"
FC = "\uff1a"
FT = "\uff5e"
OHM = "\u03a9"


# ------------------------------------------------ I2C UV index sensor IC (Swiss)
def luv6075(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="LUV6075  UV Index Sensor",
        header_right="Alpenlicht Sensors AG",
        footer_left="Document 6075-DS-02  ·  v2.1",
        footer_right="{page}/2",
        table_fill=(235, 235, 245),
        grid=False,
        accent=(60, 0, 120),
    )
    s = Sheet(style, "LUV6075 UV index sensor")
    s.add_page()
    s.title_block(
        "LUV6075", "Digital UV Index Sensor with I\u00b2C Interface", "LUV6075-A  ·  LUV6075-B"
    )
    s.heading("Highlights", 10)
    s.bullets(
        [
            "UV index output 0 to 15 with 0.01 resolution, erythema-weighted response",
            "Supply voltage 1.7 V to 3.6 V, I\u00b2C up to 400 kHz (Fast-mode)",
            "Two factory-set addresses: LUV6075-A 0x38, LUV6075-B 0x39",
            "Interrupt pin with programmable threshold",
            "DFN-6 package, 2.0 x 2.0 x 0.65 mm, UV-transparent window",
        ],
        8.5,
    )
    s.heading("1 Electrical specifications", 10)
    s.para("Default conditions: VDD = 1.8 V, T = 25 " + DEG + ". All values typical.", 8)
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 70, "C"),
            Col("Condition", 150),
            Col("Typ.", 45, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "", "1.7 - 3.6", "V"],
            ["Supply current", "I_{DD}", "Continuous measurement", "160", MU + "A"],
            ["", "", "One-shot, 1 Hz", "12", MU + "A"],
            ["Idle current", "I_{IDLE}", "Between measurements", "0.6", MU + "A"],
            ["Conversion time", "t_{CONV}", "High resolution", "100", "ms"],
            ["Power-up time", "t_{PU}", "VDD to ready", "5", "ms"],
        ],
        8,
    )
    s.heading("2 Sensor performance", 10)
    s.para("Default conditions: VDD = 1.8 V, T = 25 " + DEG + ", sunlight spectrum.", 8)
    s.table(
        [Col("Parameter", 190), Col("Condition", 220), Col("Value", 45, "C"), Col("Unit", 44, "C")],
        [
            ["UV index accuracy", "UVI 0 ... 11", PM + "0.5", "UVI"],
            ["", "UVI 11 ... 15", PM + "10", "%"],
            ["Spectral range", "50 % points", "280 - 400", "nm"],
            ["Operating temperature", "Full accuracy", "-20 - +70", DEG],
            ["", "Functional", "-40 - +85", DEG],
        ],
        8,
    )
    s.add_page()
    s.heading("3 Absolute maximum ratings", 10)
    s.table(
        [Col("Parameter", 190), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 169, "C")],
        [
            ["VDD to GND", "-0.3", "4.0", "V"],
            ["SDA, SCL, INT to GND", "-0.3", "VDD + 0.3", "V"],
            ["Storage temperature", "-40", "125", DEG],
            ["ESD (HBM)", "", "2", "kV"],
        ],
        8,
    )
    s.heading("4 Interface", 10)
    s.para(
        "The I\u00b2C interface supports standard mode and Fast-mode up to 400 kHz; Fast-mode "
        "Plus is not supported. Input high level VIH = 0.7 x VDD, input low level "
        "VIL = 0.3 x VDD. SDA and SCL are not 5 V tolerant; with VDD = 1.8 V the pull-ups "
        "must go to the 1.8 V rail. The address cannot be changed by the user.",
        8.5,
    )
    s.heading("5 Register overview", 10)
    s.table(
        [Col("Address", 70, "C"), Col("Name", 110), Col("Reset", 60, "C"), Col("Function", 259)],
        [
            ["0x00", "MAIN_CTRL", "0x00", "Enable, mode"],
            ["0x04", "MEAS_RATE", "0x22", "Resolution 18 bit, 100 ms"],
            ["0x10", "UVI_DATA_0", "0x00", "UV index x 100, LSB"],
            ["0x11", "UVI_DATA_1", "0x00", "UV index x 100, MSB"],
            ["0x1A", "INT_CFG", "0x10", "Interrupt configuration"],
        ],
        8,
    )
    s.heading("6 Notes", 10)
    s.bullets(
        [
            "Accuracy behind a cover glass depends on the glass and is not specified.",
            "The sensor is not intended for UV-C monitoring (germicidal lamps).",
        ],
        8,
    )
    revision_table(s, [["2025-04", "2.1", "Fast-mode Plus removed"]], (80, 60, 359))
    return save(s, out / "luv6075.pdf")


# ------------------------------------------------ analog K thermocouple amplifier (US)
def kta495(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="KTA495A/KTA495B",
        header_right="Marrow Creek Semiconductor",
        footer_left="Rev. C  |  Information furnished is believed to be accurate.",
        footer_right="{page}",
        table_fill=(210, 220, 240),
        accent=(0, 40, 120),
    )
    s = Sheet(style, "KTA495 thermocouple amplifier")
    s.add_page()
    s.title_block(
        "KTA495A/KTA495B",
        "Precision K-Type Thermocouple Amplifier with Cold Junction Compensation",
    )
    s.para(
        "FEATURES: Low cost; 5 mV/" + DEG + " direct voltage output; single-supply operation "
        "from 2.7 V to 36 V; cold-junction compensation on chip; rail-to-rail output stage; "
        "SOIC-8 package.",
        8.5,
    )
    s.para(
        "The KTA495 amplifies the small voltage of a K-type thermocouple and outputs "
        "5 mV/" + DEG + " referenced to 0 " + DEG + ". With a 5 V supply the output covers "
        "0 " + DEG + " to about +950 " + DEG + " at the hot junction; lower supplies limit "
        "the upper end (VOUT cannot exceed VS - 0.2 V).",
        8.5,
    )
    s.heading("SPECIFICATIONS", 10)
    s.para("TA = 25 " + DEG + ", VS = 5 V, VREF = 0 V, unless otherwise noted.", 8)
    s.table(
        [
            Col("Parameter", 130),
            Col("Conditions", 120),
            Col("KTA495A\nMin", 36, "C"),
            Col("\nTyp", 36, "C"),
            Col("\nMax", 36, "C"),
            Col("KTA495B\nMin", 36, "C"),
            Col("\nTyp", 36, "C"),
            Col("\nMax", 36, "C"),
            Col("Unit", 33, "C"),
        ],
        [
            ["TEMPERATURE ACCURACY"],
            ["Initial accuracy", "TA = 25 " + DEG, "", "", PM + "1", "", "", PM + "2", DEG],
            [
                "Accuracy over\nspecified range",
                "TA = 0 " + DEG + " to 50 " + DEG,
                "",
                "",
                PM + "2",
                "",
                "",
                PM + "3",
                DEG,
            ],
            ["Output gain", "", "", "5", "", "", "5", "", "mV/" + DEG],
            ["POWER SUPPLY"],
            ["Operating voltage\nrange", "", "2.7", "", "36", "2.7", "", "36", "V"],
            ["Quiescent current", "VS = 5 V", "", "80", "120", "", "80", "120", MU + "A"],
            ["", "VS = 36 V", "", "95", "180", "", "95", "180", MU + "A"],
            ["OUTPUT"],
            [
                "Output voltage swing",
                "RL = 10 k" + OHM,
                "0.01",
                "",
                "VS - 0.2",
                "0.01",
                "",
                "VS - 0.2",
                "V",
            ],
            ["Short-circuit current", "", "", "15", "", "", "15", "", "mA"],
        ],
        8,
    )
    s.add_page()
    s.heading("SPECIFICATIONS (continued)", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("KTA495A", 100, "C"),
            Col("KTA495B", 100, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Specified temperature range (ambient)", "0 to +50", "0 to +50", DEG],
            ["Operating temperature range (ambient)", "-40 to +125", "-40 to +125", DEG],
            ["Response time (output, 10 % to 90 %)", "30", "30", MU + "s"],
        ],
        8,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10)
    s.table(
        [Col("Parameter", 250), Col("Rating", 249)],
        [
            ["Supply voltage", "+40 V"],
            ["Input voltage (+IN, -IN)", "-VS to +VS"],
            ["Storage temperature range", "-65 " + DEG + " to +150 " + DEG],
            ["Lead temperature (soldering, 10 s)", "300 " + DEG],
        ],
        8,
    )
    s.heading("PIN CONFIGURATION AND FUNCTION DESCRIPTIONS", 10)
    s.table(
        [Col("Pin No.", 60, "C"), Col("Mnemonic", 90, "C"), Col("Description", 349)],
        [
            ["1", "-IN", "Thermocouple negative (alumel)"],
            ["2", "REF", "Output reference, connect to ground"],
            ["3", "-VS", "Negative supply or ground"],
            ["5", "OUT", "Output, 5 mV/" + DEG],
            ["7", "+VS", "Positive supply"],
            ["8", "+IN", "Thermocouple positive (chromel)"],
        ],
        8,
    )
    s.heading("APPLICATIONS INFORMATION", 10)
    s.para(
        "Connect OUT directly to a microcontroller ADC. On a 3.3 V ADC the output reaches full "
        "scale at 660 " + DEG + "; for higher temperatures divide the output. The KTA495 is "
        "for K-type thermocouples only; use with J or T types is not specified. Measuring "
        "below 0 " + DEG + " requires a negative supply or an offset on REF.",
        8.5,
    )
    return save(s, out / "kta495.pdf")


# ------------------------------------------------ K thermocouple SPI module (Chinese manual)
def tk6675(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="TK-6675 Thermocouple Module  Instruction Manual",
        header_right="Ningbo Haoxin Instruments Co., Ltd.",
        footer_left="www.example-haoxin.cn",
        footer_right="{page}",
        table_fill=(225, 240, 255),
        accent=(0, 90, 170),
    )
    s = Sheet(style, "TK-6675 thermocouple module")
    s.add_page()
    s.title_block(
        "TK-6675",
        "K-Type Thermocouple Temperature Module (SPI)",
        "TK-6675 / TK-6675-P (with M6 probe)",
    )
    s.heading("1. Overview", 10)
    s.para(
        "The TK-6675 converts a K-type thermocouple to digital through a cold-junction "
        "compensated converter and outputs 12-bit data over a read-only SPI interface "
        "(SO, SCK, CS). The TK-6675-P version is delivered with a 50 cm M6 screw probe.",
        8.5,
    )
    s.heading("2. Specifications", 10)
    s.table(
        [Col("Item", 180), Col("Parameter", 319)],
        [
            ["Operating voltage", "3.0V" + FT + "5.5V DC"],
            ["Operating current", "1.5mA (max. 2.5mA)"],
            [
                "Measuring range",
                "0" + CJK_DEG + FT + "1024" + CJK_DEG + " (module)\n"
                "0" + CJK_DEG + FT + "400" + CJK_DEG + " (TK-6675-P probe)",
            ],
            ["Resolution", "0.25" + CJK_DEG + " (12 bit)"],
            ["Accuracy", PM + "2" + CJK_DEG + " (0" + FT + "700" + CJK_DEG + ")"],
            ["Conversion time", "0.17s typ., 0.22s max."],
            ["SPI clock", "max. 4.3MHz"],
            ["Module working temperature", "-20" + CJK_DEG + FT + "+85" + CJK_DEG],
        ],
        8.5,
    )
    s.heading("3. Interface", 10)
    s.table(
        [Col("Pin", 80, "C"), Col("Name", 80, "C"), Col("Description", 339)],
        [
            ["1", "GND", "Ground"],
            ["2", "VCC", "3.0V" + FT + "5.5V"],
            ["3", "SCK", "Serial clock input"],
            ["4", "CS", "Chip select, low active"],
            ["5", "SO", "Serial data output (level = VCC)"],
        ],
        8.5,
    )
    s.add_page()
    s.heading("4. Data Format", 10)
    s.table(
        [
            Col("Bit", 80, "C"),
            Col("D15", 60, "C"),
            Col("D14" + FT + "D3", 150, "C"),
            Col("D2", 70, "C"),
            Col("D1", 60, "C"),
            Col("D0", 79, "C"),
        ],
        [["Value", "0", "12-bit temperature", "Open TC", "ID = 0", "3-state"]],
        8.5,
    )
    s.heading("5. Precautions", 10)
    s.lines(
        [
            "1. Read no faster than every 0.22s, otherwise the conversion restarts.",
            "2. SO high level equals VCC: at 5V supply use a level shifter for 3.3V MCUs.",
            "3. The thermocouple must be electrically isolated (not grounded tip).",
            "4. Negative temperatures cannot be measured.",
            "5. Probe cable insulation: glass fibre, max. 400" + CJK_DEG + ".",
            "6. Waterproof rating of the probe: not specified.",
        ],
        8.5,
    )
    s.heading("6. Arduino Wiring", 10)
    s.table(
        [Col("Module", 120, "C"), Col("Arduino UNO", 180, "C"), Col("Note", 199)],
        [
            ["VCC", "5V", "3.3V also works"],
            ["SCK", "D6", "software SPI"],
            ["CS", "D5", ""],
            ["SO", "D4", ""],
        ],
        8.5,
    )
    return save(s, out / "tk-6675.pdf")


# ------------------------------------------------ capacitive touch controller (Italian)
def qtc12(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="QTC12 - 12-channel capacitive touch controller",
        header_right="Sensitiva Microsistemi S.r.l.",
        footer_left="DS-QTC12-EN rev. 3",
        footer_right="{page}/3",
        table_fill=(240, 230, 230),
        accent=(140, 0, 30),
    )
    s = Sheet(style, "QTC12 capacitive touch controller")
    s.add_page()
    s.title_block(
        "QTC12",
        "12-Channel Capacitive Touch Sensor Controller, I2C",
        "QTC12-QF (QFN-20)  |  QTC12-TS (TSSOP-20)",
        size=20,
    )
    s.heading("1. General description", 10)
    s.para(
        "QTC12 is a self-capacitance touch controller for up to 12 electrodes (keys, "
        "sliders, proximity). Baseline tracking and a programmable debounce make it usable "
        "behind plastic panels up to 3 mm thick. Touch status is read over I2C; the IRQ pin "
        "goes low on any change. The address is set by the ADDR pin: GND 0x5A, VDD 0x5B, "
        "SDA 0x5C, SCL 0x5D.",
        8.5,
    )
    s.heading("2. Absolute maximum ratings", 10)
    s.table(
        [
            Col("Symbol", 70, "C"),
            Col("Parameter", 230),
            Col("Min.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["V_{DD}", "Supply voltage", "-0.3", "3.9", "V"],
            ["V_{IO}", "Voltage on any pin", "-0.3", "V_{DD} + 0.3", "V"],
            ["T_{STG}", "Storage temperature", "-55", "150", DEG],
        ],
        8,
    )
    s.heading("3. Operating conditions", 10)
    s.table(
        [
            Col("Symbol", 70, "C"),
            Col("Parameter", 230),
            Col("Min.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["V_{DD}", "Supply voltage", "1.71", "3.6", "V"],
            ["T_{A}", "Ambient temperature", "-40", "85", DEG],
        ],
        8,
    )
    s.heading("4. Electrical characteristics", 10)
    s.para(
        "VDD = 3.3 V, TA = 25 " + DEG + " unless otherwise noted. Typical values are not "
        "guaranteed.",
        8,
    )
    cols = [
        Col("Symbol", 70, "C"),
        Col("Parameter", 150),
        Col("Conditions", 130),
        Col("Min.", 40, "C"),
        Col("Typ.", 40, "C"),
        Col("Max.", 40, "C"),
        Col("Unit", 29, "C"),
    ]
    s.table(
        cols,
        [
            [
                "I_{DD}",
                "Run current",
                "12 electrodes,\n16 ms sample period",
                "",
                "29",
                "45",
                MU + "A",
            ],
            ["", "", "1 electrode,\n128 ms sample period", "", "2", "", MU + "A"],
            ["I_{STOP}", "Stop mode current", "", "", "0.8", "3", MU + "A"],
            ["V_{IH}", "Input high voltage\n(SDA, SCL, ADDR)", "", "0.7 V_{DD}", "", "", "V"],
            ["V_{IL}", "Input low voltage\n(SDA, SCL, ADDR)", "", "", "", "0.3 V_{DD}", "V"],
            ["V_{OL}", "IRQ, SDA output low", "I_{OL} = 3 mA", "", "", "0.4", "V"],
        ],
        8,
    )
    s.add_page()
    s.heading("4. Electrical characteristics (continued)", 10)
    s.para("VDD = 3.3 V, TA = 25 " + DEG + " unless otherwise noted.", 8)
    s.table(
        cols,
        [
            ["f_{SCL}", "I2C clock", "", "", "", "400", "kHz"],
            ["C_{E}", "Electrode capacitance\nrange", "", "10", "", "200", "pF"],
            ["t_{RESP}", "Touch response\ntime", "debounce = 2,\n16 ms period", "", "48", "", "ms"],
            ["t_{POR}", "Power-on reset\nto I2C ready", "", "", "", "10", "ms"],
        ],
        8,
    )
    s.heading("5. Pin description (QFN-20)", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80, "C"), Col("Type", 60, "C"), Col("Description", 309)],
        [
            ["1", "IRQ", "OD", "Interrupt, open drain, active low"],
            ["2", "SCL", "I", "I2C clock"],
            ["3", "SDA", "I/OD", "I2C data"],
            ["4", "ADDR", "I", "Address select"],
            ["5", "VREG", "P", "1.8 V internal regulator, 1 " + MU + "F to GND"],
            ["6-17", "E0-E11", "A", "Electrode inputs"],
            ["18", "VDD", "P", "Supply 1.71 V to 3.6 V"],
            ["19", "VSS", "P", "Ground"],
            ["20", "NC", "-", "Not connected"],
        ],
        8,
    )
    s.heading("6. Register map (excerpt)", 10)
    s.table(
        [Col("Reg.", 60, "C"), Col("Name", 120), Col("Reset", 60, "C"), Col("Description", 259)],
        [
            ["0x00", "TOUCH_L", "0x00", "Touch status E0-E7"],
            ["0x01", "TOUCH_H", "0x00", "Touch status E8-E11"],
            ["0x41", "TTH0", "0x0F", "Touch threshold E0 (15 counts)"],
            ["0x5B", "DEBOUNCE", "0x22", "Touch / release debounce"],
            ["0x5D", "CONFIG2", "0x24", "Sample period 16 ms"],
            ["0x80", "SOFT_RESET", "-", "Write 0x63 to reset"],
        ],
        8,
    )
    s.add_page()
    s.heading("7. Application notes", 10)
    s.bullets(
        [
            "QTC12 is a 3.3 V device. On a 5 V board, supply it from a 3.3 V regulator and "
            "use level shifters on SDA, SCL and IRQ; the pins are not 5 V tolerant.",
            "Keep electrode traces shorter than 100 mm; route ground hatch at 50 % fill.",
            "Operation with water films on the panel (wet conditions) is not specified.",
            "Glove operation is not specified.",
        ],
        8.5,
    )
    s.heading("8. Ordering information", 10)
    s.table(
        [Col("Order code", 150), Col("Package", 120, "C"), Col("Packing", 229)],
        [
            ["QTC12-QF-R", "QFN-20 3x3", "Tape and reel, 5000"],
            ["QTC12-TS-T", "TSSOP-20", "Tube, 75"],
        ],
        8,
    )
    revision_table(
        s, [["2025-01", "3", "tRESP added"], ["2024-06", "2", "ADDR = SCL option"]], (80, 60, 359)
    )
    return save(s, out / "qtc12.pdf")
