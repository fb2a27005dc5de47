"""Hold-out 39 datasheets: inclinometer, radar level, ultrasonic level and sound level sheets.

A Chinese dual-axis inclinometer module manual (full-width key-value lines, one
column per version, register map, FAQ), a Korean 80 GHz radar level sensor
specification (numbered sections, abs max vs recommended, look-alike
temperature rows), a Taiwanese ultrasonic level transmitter (numbered rows, a
table continued on page 2, footnotes) and a Dutch sound level meter module
(prose values, I2C address, FAQ).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
FW_C = "\u2103"
FW_COLON = "\uff1a"
FW_TILDE = "\uff5e"
LE = "\u2264"


# ------------------------------------------------ dual-axis inclinometer (China)
def qjt(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="QIANJIAO SENSING",
        header_right="QJ-T Series User Manual V2.3",
        footer_left="Shenzhen Qianjiao Sensing Technology Co., Ltd.",
        footer_right="{page}",
        table_fill=(255, 236, 200),
        accent=(190, 80, 0),
        grid=True,
    )
    s = Sheet(style, "QJ-T30 / QJ-T90 dual-axis inclinometer")
    s.add_page()
    s.title_block("QJ-T30 / QJ-T90", "Dual-Axis Inclinometer Module (RS485, Modbus-RTU)", "")
    s.heading("1. Product overview", 10)
    s.para(
        "The QJ-T series measures pitch and roll (X and Y axis) with a MEMS sensor and "
        "outputs the angles over RS485. Typical uses: tower and pole tilt monitoring, "
        "bridge and slope monitoring, solar trackers.",
        9,
    )
    s.heading("2. Main parameters", 10)
    s.lines(
        [
            "Supply voltage" + FW_COLON + "DC 9" + FW_TILDE + "36V",
            "Output" + FW_COLON + "RS485 (Modbus-RTU)",
            "Baud rate" + FW_COLON + "9600 bps (default), 2400" + FW_TILDE + "115200 bps",
            "Operating temperature" + FW_COLON + "-40" + FW_TILDE + "+85" + FW_C,
            "Protection" + FW_COLON + "IP67 (aluminium housing)",
        ],
        9,
    )
    s.heading("3. Version differences", 10)
    s.table(
        [Col("Parameter", 190), Col("QJ-T30", 155, "C"), Col("QJ-T90", 154, "C")],
        [
            ["Measuring range", PM + "30°", PM + "90°"],
            ["Accuracy\n(25" + FW_C + ", within range)", PM + "0.01°", PM + "0.05°"],
            ["Resolution", "0.001°", "0.01°"],
            ["Output rate", "5 Hz", "20 Hz"],
            ["Working current\n(12 V)", LE + "25 mA", LE + "30 mA"],
            ["Zero temperature drift", PM + "0.002°/" + FW_C, PM + "0.008°/" + FW_C],
        ],
        9,
    )
    s.heading("4. Wiring", 10)
    s.table(
        [Col("Wire colour", 120, "C"), Col("Function", 379)],
        [
            ["Red", "VCC  DC 9" + FW_TILDE + "36V"],
            ["Black", "GND"],
            ["Yellow", "RS485 A+"],
            ["Blue", "RS485 B-"],
        ],
        9,
    )
    s.add_page()
    s.heading("5. Register map (function code 03)", 10)
    s.table(
        [Col("Address", 90, "C"), Col("Content", 200), Col("Note", 209)],
        [
            ["0x0000", "X angle", "signed, x1000 (QJ-T30) / x100 (QJ-T90)"],
            ["0x0001", "Y angle", "signed, same scale as X"],
            ["0x0010", "Device address", "1" + FW_TILDE + "247, default 1"],
            ["0x0011", "Baud rate code", "0=2400 ... 3=9600 ... 6=115200"],
            ["0x0020", "Zero set", "write 0x0001"],
        ],
        9,
    )
    s.heading("6. FAQ", 10)
    s.para("Q" + FW_COLON + "Can I power it from the 5V of an Arduino?", 9, True)
    s.para(
        "A" + FW_COLON + "No. The minimum supply voltage is 9V; at 5V the module does not "
        "start. Use a 12V adapter.",
        9,
    )
    s.para("Q" + FW_COLON + "Can I connect A+/B- directly to the TX/RX pins of my board?", 9, True)
    s.para(
        "A" + FW_COLON + "No. RS485 is a differential bus. Use an RS485-to-TTL converter "
        "(e.g. MAX485 board) between the module and the UART.",
        9,
    )
    s.para("Q" + FW_COLON + "Is it suitable for vibration measurement?", 9, True)
    s.para(
        "A" + FW_COLON + "No. It is a static inclinometer. The vibration resistance is not "
        "specified.",
        9,
    )
    s.heading("7. Packing list", 10)
    s.table(
        [Col("Item", 300), Col("Qty", 199, "C")],
        [
            ["QJ-T inclinometer with 1 m cable", "1"],
            ["M4 screws", "4"],
            ["Calibration certificate", "1"],
        ],
        9,
    )
    return save(s, out / "qj-t.pdf")


# ------------------------------------------------ radar level sensor (Korea)
def klr80(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="DAEYANG LEVEL SYSTEMS",
        header_right="KLR-80 Product Specification  DY-SPEC-0812  Rev.1.2",
        footer_left="Daeyang Level Systems Co., Ltd.  Incheon, Korea",
        footer_right="{page} / {nb}",
        table_fill=(220, 230, 245),
        accent=(0, 40, 110),
        grid=True,
    )
    s = Sheet(style, "KLR-80 80 GHz radar level sensor")
    s.add_page()
    s.title_block("KLR-80S / KLR-80L", "80 GHz FMCW Radar Level Sensor, 2-wire 4-20 mA / HART", "")
    s.heading("1. General", 10, rule=True)
    s.para(
        "The KLR-80 series measures the level of liquids in tanks and open channels "
        "without contact. The KLR-80S has a 25 mm lens antenna, the KLR-80L a 75 mm lens "
        "antenna for longer range.",
        9,
    )
    s.heading("2. Absolute Maximum Ratings", 10, rule=True)
    s.table(
        [Col("Item", 250), Col("Rating", 150, "C"), Col("Unit", 99, "C")],
        [
            ["Loop supply voltage", "35", "V DC"],
            ["Process temperature", "-40 ~ +150", DEG],
            ["Process pressure", "-1 ~ +10", "bar"],
        ],
        9,
    )
    s.heading("3. Recommended Operating Conditions", 10, rule=True)
    s.table(
        [
            Col("Item", 200),
            Col("Min", 70, "C"),
            Col("Typ", 70, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Loop supply voltage", "12", "24", "30", "V DC"],
            ["Ambient temperature", "-40", "", "80", DEG],
            ["Process temperature", "-40", "", "120", DEG],
            ["Process pressure", "-1", "", "3", "bar"],
        ],
        9,
    )
    s.heading("4. Performance", 10, rule=True)
    s.para(
        "Conditions: 24 V DC loop, 250 Ohm load, Ta = 25 " + DEG + " unless otherwise specified.",
        8.5,
    )
    s.table(
        [
            Col("Item", 170),
            Col("Condition", 129),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["Measuring range", "KLR-80S", "0.08", "", "15", "m"],
            ["", "KLR-80L", "0.15", "", "30", "m"],
            ["Accuracy", "", "", PM + "1", PM + "2", "mm"],
            ["Frequency", "FMCW sweep", "76", "", "81", "GHz"],
            ["Beam angle", "KLR-80S", "", "8", "", "°"],
            ["", "KLR-80L", "", "3", "", "°"],
            ["Update time", "", "", "0.5", "", "s"],
            ["Output current", "4-20 mA loop", "3.8", "", "20.5", "mA"],
        ],
        9,
    )
    s.add_page()
    s.heading("5. Terminal Assignment", 10, rule=True)
    s.table(
        [Col("Terminal", 90, "C"), Col("Marking", 100, "C"), Col("Description", 309)],
        [
            ["1", "+", "Loop +, 12 ~ 30 V DC"],
            ["2", "-", "Loop -, 4-20 mA signal"],
            ["3", "HART", "HART test point, 250 Ohm min. loop resistance"],
            ["4", "PE", "Protective earth"],
        ],
        9,
    )
    s.heading("6. Mechanical / Environmental", 10, rule=True)
    s.table(
        [Col("Item", 250), Col("Specification", 249)],
        [
            ["Process connection", "G1-1/2 A thread (KLR-80S), DN80 flange (KLR-80L)"],
            ["Housing", "Aluminium die cast, IP67"],
            ["Ambient humidity", "0 ~ 100 % RH, condensing"],
            ["Weight", "1.2 kg (S) / 2.4 kg (L)"],
        ],
        9,
    )
    s.heading("7. Application Notes", 10, rule=True)
    s.bullets(
        [
            "The output is a 4-20 mA current loop. To read it with a 3.3 V ADC, use a 150 Ohm "
            "shunt (0.6 ~ 3.0 V); the sensor needs at least 12 V across its terminals.",
            "Measurement through heavy foam is not specified.",
            "No digital interface other than HART is available (no RS-485, no Modbus).",
        ],
        9,
    )
    revision_table(s, [["2025-04-02", "1.2", "KLR-80L range 30 m"]], (110, 70, 319))
    return save(s, out / "klr-80.pdf")


# ------------------------------------------------ ultrasonic level transmitter (Taiwan)
def ult(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="HSIN-YU INSTRUMENTS",
        header_right="ULT Series Specification  SPEC-ULT-07",
        footer_left="Hsin-Yu Instruments Corp.  Taichung, Taiwan",
        footer_right="Page {page}",
        table_fill=(225, 240, 225),
        accent=(0, 100, 60),
        grid=True,
    )
    s = Sheet(style, "ULT-06 / ULT-12 ultrasonic level transmitter")
    s.add_page()
    s.title_block("ULT-06 / ULT-12", "Ultrasonic Level Transmitter, 4~20 mA + RS485", "")
    s.heading("1. Description", 10)
    s.para(
        "Non-contact level transmitter for water tanks, sumps and chemical tanks. The "
        "ULT-06 covers 6 m, the ULT-12 covers 12 m. Both have a built-in LCD and two "
        "alarm relays.",
        9,
    )
    s.heading("2. Specification", 10)
    s.caption("Table 1  Specification")
    s.table(
        [
            Col("No.", 35, "C"),
            Col("Item", 150),
            Col("ULT-06", 130, "C"),
            Col("ULT-12", 130, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["1", "Measuring range", "0.25~6", "0.4~12", "m"],
            ["2", "Blind zone", "0.25", "0.4", "m"],
            ["3", "Accuracy", PM + "0.25", PM + "0.25", "% F.S."],
            ["4", "Resolution", "1", "1", "mm"],
            ["5", "Beam angle", "8", "6", "°"],
            ["6", "Supply voltage", "24 (18~30)", "24 (18~30)", "V DC"],
            ["7", "Power consumption", LE + "1.5", LE + "2.0", "W"],
            ["8", "Analog output", "4~20 *1", "4~20 *1", "mA"],
            ["9", "Load resistance", LE + "500", LE + "500", "Ohm"],
            ["10", "Digital output", "RS485 Modbus RTU", "RS485 Modbus RTU", "-"],
            ["11", "Relay output", "2 x SPDT *2", "2 x SPDT *2", "-"],
            ["12", "Response time", "1", "2", "s"],
        ],
        9,
    )
    s.para("*1 Active output; do not feed the loop from an external supply.", 8)
    s.para("*2 Contact rating 5 A at 250 VAC / 5 A at 30 VDC (resistive).", 8)
    s.add_page()
    s.caption("Table 1  Specification (continued)")
    s.table(
        [
            Col("No.", 35, "C"),
            Col("Item", 150),
            Col("ULT-06", 130, "C"),
            Col("ULT-12", 130, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["13", "Operating temperature", "-20~+60", "-20~+60", DEG],
            ["14", "Storage temperature", "-40~+80", "-40~+80", DEG],
            [
                "15",
                "Protection",
                "IP67 (probe) / IP65 (housing)",
                "IP67 (probe) / IP65 (housing)",
                "-",
            ],
            ["16", "Temperature compensation", "built-in *3", "built-in *3", "-"],
            ["17", "Process connection", "G2 thread", "G3 thread", "-"],
        ],
        9,
    )
    s.para(
        "*3 Compensation range -20~+60 "
        + DEG
        + "; outside this range the accuracy is not guaranteed.",
        8,
    )
    s.heading("3. Terminal table", 10)
    s.table(
        [Col("Terminal", 80, "C"), Col("Label", 100, "C"), Col("Function", 319)],
        [
            ["1", "24V+", "Supply +"],
            ["2", "0V", "Supply -"],
            ["3", "I+", "4~20 mA output (active)"],
            ["4", "A", "RS485 A"],
            ["5", "B", "RS485 B"],
            ["6-8", "R1", "Relay 1 NO / COM / NC"],
            ["9-11", "R2", "Relay 2 NO / COM / NC"],
        ],
        9,
    )
    s.heading("4. Notes", 10)
    s.bullets(
        [
            "Default Modbus address 1, 9600 bps, 8N1.",
            "Liquids with heavy vapour or foam attenuate the echo; performance under these "
            "conditions is not specified.",
            "Do not install the ULT-06 where the liquid surface can come closer than 0.25 m.",
        ],
        9,
    )
    revision_table(s, [["2025/02/10", "A3", "ULT-12 power consumption updated"]], (110, 70, 319))
    return save(s, out / "ult.pdf")


# ------------------------------------------------ sound level meter module (Netherlands)
def slm30(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Vellinga Acoustics B.V.",
        header_right="SLM-30 product data sheet",
        footer_left="Vellinga Acoustics B.V.  ·  Eindhoven  ·  vellinga-acoustics.example",
        footer_right="{page}",
        table_fill=None,
        accent=(120, 0, 60),
        grid=False,
    )
    s = Sheet(style, "SLM-30 sound level meter module")
    s.add_page()
    s.title_block(
        "SLM-30 / SLM-30A",
        "Decibel Meter Module with A-weighting",
        "SLM-30: I2C output  ·  SLM-30A: analog output only",
    )
    s.para(
        "The SLM-30 is a small sound level meter board with a MEMS microphone and an "
        "on-board processor that applies A-weighting and reports the equivalent "
        "continuous sound level in dB(A). It runs from 3.0 V to 5.5 V, so it works with "
        "both 3.3 V and 5 V boards, and draws about 9 mA. The measuring range is 35 dB(A) "
        "to 120 dB(A) with an accuracy of " + PM + "1.5 dB at 94 dB, 1 kHz.",
        9,
    )
    s.heading("Specifications", 11, rule=True)
    s.table(
        [
            Col("Parameter", 200),
            Col("Min", 60, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 119, "C"),
        ],
        [
            ["Supply voltage VCC", "3.0", "", "5.5", "V"],
            ["Supply current", "", "9", "12", "mA"],
            ["Frequency range", "30", "", "8000", "Hz"],
            ["Time weighting", "", "125 / 1000", "", "ms (fast / slow)"],
            ["Analog output\n(SLM-30A)", "0.35", "", "1.2", "V"],
            ["I2C clock (SLM-30)", "", "", "100", "kHz"],
            ["Operating temperature", "-10", "", "+60", DEG],
        ],
        8.5,
    )
    s.para("Analog output scale: 10 mV/dB (0.35 V = 35 dB(A), 1.2 V = 120 dB(A)).", 8.5)
    s.heading("I2C", 11, rule=True)
    s.para(
        "The SLM-30 answers at the fixed 7-bit address 0x48. Register 0x0A holds the "
        "current level in dB(A) x 10. The board has no pull-up resistors; add 4.7 kOhm "
        "to VCC.",
        8.5,
    )
    s.add_page()
    s.heading("Header pins", 11, rule=True)
    s.table(
        [Col("Pin", 60, "C"), Col("SLM-30", 200), Col("SLM-30A", 239)],
        [["1", "VCC", "VCC"], ["2", "GND", "GND"], ["3", "SDA", "AOUT"], ["4", "SCL", "NC"]],
        8.5,
    )
    s.heading("FAQ", 11, rule=True)
    s.para("Will it work with a 5 V Arduino Uno?", 8.5, True)
    s.para("Yes. VCC 5 V is within range and the I2C pins follow VCC.", 8.5)
    s.para("Can I use it outdoors?", 8.5, True)
    s.para(
        "The board is not protected against water. An IP rating is not specified; use "
        "a windscreen and a weatherproof enclosure.",
        8.5,
    )
    s.para("Is it a Class 1 or Class 2 sound level meter?", 8.5, True)
    s.para("Neither. The SLM-30 is not certified to IEC 61672.", 8.5)
    s.para("How long after power-up are readings valid?", 8.5, True)
    s.para("After about 2 s, when the first slow-weighted value is available.", 8.5)
    revision_table(s, [["2025-05", "1.1", "SLM-30A analog version added"]], (110, 70, 319))
    return save(s, out / "slm-30.pdf")
