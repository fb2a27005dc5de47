"""Hold-out 33 datasheets: two water leak detectors and two formaldehyde sensors.

A Chinese module manual (full-width key-value lines, one column per version,
FAQ values, Arduino sketch as decoy), a US analog-house IC (dot-leader absolute
maximum, condition sentence, wrapped names, unnamed second rows, EC continued
on page 2), a Chinese gas-module manual (key-value lines, protocol bytes as
decoys, FAQ values) and a Swiss sensor-house sheet (address only in the
highlights, conditions in a table note, "typ." accuracy table, abs max vs
recommended with the same row names).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
C = "\uff1a"
T = "\uff5e"
LE = "\u2264"
GE = "\u2265"


# ------------------------------------------------ water leak module (China)
def lk20(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="LK-20 Water Leak Detection Module  User Manual",
        header_right="Rev 2.1",
        footer_left="Dongguan Runshui Electronics Co., Ltd.",
        footer_right="Page {page}",
        table_fill=(210, 235, 215),
        accent=(0, 120, 60),
    )
    s = Sheet(style, "LK-20 user manual")
    s.add_page()
    s.title_block("LK-20 / LK-20R", "Water Leak Detection Module", "User Manual", 20)
    s.heading("1. Introduction", 10.5)
    s.para(
        "LK-20 detects water on the floor with a gold-plated electrode probe. When the probe "
        "gets wet the red LED lights and the DO pin goes low; the AO pin gives an analog "
        "value that rises with the amount of water. LK-20R adds an on-board relay so that a "
        "solenoid valve or alarm can be switched directly without a microcontroller.",
        8.5,
    )
    s.heading("2. Basic Parameters", 10.5)
    s.lines(
        [
            "Detection method" + C + "electrode probe (water conductivity)",
            "Response time" + C + LE + "0.5s",
            "Indicator" + C + "power LED (green), alarm LED (red)",
            "Sensitivity" + C + "adjustable by potentiometer (LK-20 only)",
            "Working temperature" + C + "-10" + T + "60" + FW_C,
            "Probe cable" + C + "1m, 2-core",
        ],
        9,
    )
    s.heading("3. Version Parameters", 10.5)
    s.table(
        [Col("Item", 150), Col("LK-20", 175, "C"), Col("LK-20R", 174, "C")],
        [
            ["Supply voltage", "DC3.3" + T + "5V", "DC12V" + PM + "10%"],
            ["Working current\n(water detected)", LE + "20mA", LE + "70mA (relay on)"],
            ["Standby current", LE + "5mA", LE + "8mA"],
            ["Output", "DO (low = wet) + AO 0" + T + "VCC", "Relay NO/NC"],
            ["Contact rating", "-", "10A 250VAC / 10A 30VDC"],
            ["Board size", "32 x 14 mm", "50 x 26 mm"],
        ],
        8,
    )
    s.heading("4. Pin Description (LK-20)", 10.5)
    s.table(
        [Col("No.", 40, "C"), Col("Pin", 70, "C"), Col("Description", 389)],
        [
            ["1", "VCC", "Power input 3.3V-5V"],
            ["2", "GND", "Ground"],
            ["3", "DO", "Digital output, low level when water is detected"],
            ["4", "AO", "Analog output 0-VCC"],
        ],
        8,
    )

    s.add_page()
    s.heading("5. Arduino Example", 10.5)
    s.lines(
        [
            "void setup() { Serial.begin(115200); pinMode(2, INPUT); }",
            "void loop() {",
            "  int v = analogRead(A0);  // wet if v < 500",
            '  if (digitalRead(2) == LOW) Serial.println("LEAK");',
            "  delay(200);",
            "}",
        ],
        8,
        3.5,
    )
    s.heading("6. FAQ", 10.5)
    s.lines(
        [
            "Q1" + C + "Can the DO pin of LK-20 connect to a 3.3V board?",
            "A" + C + "DO swings to VCC. Power the module from 3.3V, or use a divider at 5V.",
            "Q2" + C + "Can LK-20R be powered from 5V?",
            "A" + C + "No. The relay coil is 12V; below 10.8V the relay may not pull in.",
            "Q3" + C + "Can the relay of LK-20R switch a 24VDC solenoid valve?",
            "A" + C + "Yes, within 10A 30VDC. Add a flyback diode across the valve coil.",
            "Q4" + C + "Is the board waterproof?",
            "A" + C + "Only the probe may get wet. The board protection rating is not specified.",
            "Q5" + C + "Maximum probe cable extension?",
            "A" + C + "Not specified. Longer cables pick up noise.",
        ],
        8.5,
    )
    s.heading("7. Revision", 10.5)
    revision_table(s, [["2024-05-20", "Rev 2.1", "Added LK-20R relay version"]], (120, 80, 299))
    return save(s, out / "lk-20.pdf")


# ------------------------------------------------ water leak IC (US analog house)
def kld3102(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KLD3102",
        header_right="SLDS-0412B - MARCH 2024",
        footer_left="Northgate Analog Devices, Inc.",
        footer_right="{page}",
        table_fill=(230, 230, 230),
        accent=(150, 0, 0),
        grid=False,
    )
    s = Sheet(style, "KLD3102 datasheet")
    s.add_page()
    s.title_block("KLD3102", "Low-Power Water Leak Detector with AC Electrode Drive", "", 18)
    left, right = 48.0, 310.0
    y = s.get_y()
    with s.column(left, 240):
        s.heading("1 Features", 10)
        s.bullets(
            [
                "Supply range: 2.7 V to 5.5 V",
                "Low supply current: 38 " + MU + "A typical",
                "AC electrode drive prevents probe corrosion",
                "Open-drain ALARM output",
                "Sensitivity set by one resistor",
                "Built-in 2-s alarm delay",
                "-40" + DEG + " to 85" + DEG + " operation",
            ],
            8.5,
        )
    y1 = s.get_y()
    s.set_y(y)
    with s.column(right, 237):
        s.heading("2 Description", 10)
        s.para(
            "The KLD3102 senses water between two electrodes by driving them with a 1-kHz "
            "square wave, so no DC current flows through the water and the probe does not "
            "corrode. When the electrode resistance falls below the threshold set at RSET, "
            "the open-drain ALARM output pulls low after the alarm delay. The ALARM pin may "
            "be pulled up to any voltage up to 5.5 V, independent of VDD.",
            8.5,
        )
    s.set_y(max(y1, s.get_y()) + 4)
    s.heading("3 Absolute Maximum Ratings", 10)
    s.para("over operating free-air temperature range (unless otherwise noted)", 7.5)
    s.leaders(
        [
            ("Supply voltage, VDD", "-0.3 V to 6.5 V"),
            ("ALARM pin voltage", "-0.3 V to 6.5 V"),
            ("E1, E2, RSET pin voltage", "-0.3 V to VDD + 0.3 V"),
            ("ALARM sink current", "20 mA"),
            ("Operating junction temperature, TJ", "-40" + DEG + " to 125" + DEG),
            ("Storage temperature, Tstg", "-65" + DEG + " to 150" + DEG),
        ],
        8.5,
    )
    s.heading("4 Recommended Operating Conditions", 10)
    s.table(
        [
            Col("", 230),
            Col("MIN", 60, "C"),
            Col("NOM", 60, "C"),
            Col("MAX", 60, "C"),
            Col("UNIT", 89, "C"),
        ],
        [
            ["VDD  Supply voltage", "2.7", "3.3", "5.5", "V"],
            ["VPU  ALARM pull-up voltage", "", "", "5.5", "V"],
            ["RSET  Threshold-setting resistor", "50k", "", "2M", OHM],
            ["TA  Operating ambient temperature", "-40", "", "85", DEG],
        ],
        8,
    )
    s.heading("5 Electrical Characteristics", 10)
    s.para("VDD = 3.3 V, TA = 25 " + DEG + " unless otherwise noted.", 8)
    cols = [
        Col("PARAMETER", 150),
        Col("TEST CONDITIONS", 150),
        Col("MIN", 45, "C"),
        Col("TYP", 45, "C"),
        Col("MAX", 45, "C"),
        Col("UNIT", 64, "C"),
    ]
    s.table(
        cols,
        [
            ["SUPPLY"],
            ["I_{DD}  Supply current,\nelectrodes dry", "VDD = 3.3 V", "", "38", "55", MU + "A"],
            ["", "VDD = 5.0 V", "", "52", "75", MU + "A"],
            [
                "I_{DD(ALM)}  Supply current,\nalarm active",
                "ALARM low, no load",
                "",
                "120",
                "180",
                MU + "A",
            ],
            ["V_{UVLO}  Undervoltage lockout", "VDD rising", "2.35", "2.5", "2.65", "V"],
            ["ELECTRODE DRIVE"],
            ["f_{EXC}  Excitation frequency", "", "0.8", "1.0", "1.2", "kHz"],
            [
                "R_{TH}  Wet threshold\nresistance",
                "RSET = 1 M" + OHM,
                "400",
                "500",
                "600",
                "k" + OHM,
            ],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5 Electrical Characteristics (continued)", 10)
    s.para("VDD = 3.3 V, TA = 25 " + DEG + " unless otherwise noted.", 8)
    s.table(
        cols,
        [
            ["ALARM OUTPUT"],
            ["V_{OL}", "I_{SINK} = 4 mA", "", "0.12", "0.3", "V"],
            ["", "I_{SINK} = 10 mA", "", "0.4", "0.6", "V"],
            ["I_{LKG}  Output leakage", "V_{ALARM} = 5.5 V", "", "0.01", "1", MU + "A"],
            ["t_{DLY}  Alarm delay", "", "1.6", "2.0", "2.4", "s"],
            ["TEST INPUT"],
            ["V_{IH}", "", "1.6", "", "", "V"],
            ["V_{IL}", "", "", "", "0.6", "V"],
        ],
        7.5,
    )
    s.heading("6 Pin Functions", 10)
    s.table(
        [Col("PIN", 40, "C"), Col("NAME", 60, "C"), Col("DESCRIPTION", 399)],
        [
            ["1", "VDD", "Supply, bypass with 100 nF"],
            ["2", "GND", "Ground"],
            ["3", "E1", "Electrode 1 (AC drive)"],
            ["4", "E2", "Electrode 2 (sense)"],
            ["5", "RSET", "Threshold resistor to GND (1 M" + OHM + " gives 500 k" + OHM + ")"],
            ["6", "ALARM", "Open-drain output, active low"],
            ["7", "TEST", "Pull high to force an alarm"],
            ["8", "NC", "No connection"],
        ],
        8,
    )
    s.heading("7 Application Information", 10)
    s.para(
        "Keep the electrode traces short. The electrode cable length is not specified; the "
        "KLD3102 has no internal protection against transients induced on long cables, and "
        "its ESD rating is not specified in this revision. The ALARM output can drive an "
        "LED or a 5-V microcontroller input directly through a pull-up resistor.",
        8.5,
    )
    s.heading("8 Revision History", 10)
    revision_table(s, [["March 2024", "B", "Added 10-mA VOL row"]], (120, 80, 299))
    return save(s, out / "kld3102.pdf")


# ------------------------------------------------ HCHO module (China)
def fm30(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="FM-30 Formaldehyde Sensor Module",
        header_right="Manual V1.0",
        footer_left="Hangzhou Qingkong Sensing Technology Co., Ltd.",
        footer_right="- {page} -",
        table_fill=(250, 230, 200),
        accent=(180, 90, 0),
    )
    s = Sheet(style, "FM-30 manual")
    s.add_page()
    s.title_block("FM-30", "Electrochemical Formaldehyde (HCHO) Sensor Module", "", 19)
    s.heading("1. Overview", 10.5)
    s.para(
        "FM-30 is a general-purpose formaldehyde module using an electrochemical cell. It is "
        "factory calibrated with temperature compensation and outputs the concentration over "
        "a serial port. Typical uses are air purifiers, fresh-air systems and handheld "
        "air-quality meters.",
        8.5,
    )
    s.heading("2. Technical Parameters", 10.5)
    s.lines(
        [
            "Detection gas" + C + "formaldehyde (HCHO)",
            "Measuring range" + C + "0" + T + "5ppm",
            "Resolution" + C + "0.001ppm",
            "Working voltage" + C + "DC3.7" + T + "5.5V",
            "Working current" + C + LE + "8mA",
            "Output signal" + C + "UART (TTL, 3.3V level)",
            "Preheat time" + C + LE + "3min",
            "Response time" + C + "T90" + LE + "60s",
            "Working temperature" + C + "0" + T + "50" + FW_C,
            "Working humidity" + C + "15" + T + "90%RH (no condensation)",
            "Storage temperature" + C + "0" + T + "40" + FW_C,
            "Lifetime" + C + "2 years (in air)",
        ],
        9,
    )
    s.heading("3. Pin Definition", 10.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80, "C"), Col("Description", 369)],
        [
            ["1", "VIN", "Power input (5V recommended)"],
            ["2", "GND", "Ground"],
            ["3", "TXD", "UART output, 3.3V level"],
            ["4", "RXD", "UART input, 3.3V level"],
            ["5", "NC", "Reserved, leave open"],
        ],
        8,
    )

    s.add_page()
    s.heading("4. Communication Protocol", 10.5)
    s.para("Baud rate 9600, data bits 8, stop bit 1, no parity. Active upload every 1s.", 8.5)
    s.table(
        [
            Col("Byte", 60, "C"),
            Col("0", 48, "C"),
            Col("1", 48, "C"),
            Col("2", 48, "C"),
            Col("3", 48, "C"),
            Col("4", 48, "C"),
            Col("5", 48, "C"),
            Col("6", 48, "C"),
            Col("7", 48, "C"),
            Col("8", 55, "C"),
        ],
        [
            ["Upload", "0xFF", "0x17", "0x04", "0x00", "0x00", "0x25", "0x13", "0x88", "0x25"],
            ["Meaning", "start", "gas", "unit", "dec.", "high", "low", "FS H", "FS L", "check"],
        ],
        8,
    )
    s.para(
        "Concentration (ppb) = byte4 x 256 + byte5. Example above: 0x0025 = 37 ppb. "
        "Full scale 0x1388 = 5000 ppb.",
        8.5,
    )
    s.heading("5. FAQ", 10.5)
    s.lines(
        [
            "Q1" + C + "Can FM-30 be powered from 3.3V?",
            "A" + C + "No. Below 3.7V the readings are invalid.",
            "Q2" + C + "Can the RXD pin connect to a 5V Arduino TX?",
            "A" + C + "No, RXD is 3.3V level and not 5V tolerant; use a divider or level shifter.",
            "Q3" + C + "Does alcohol affect the reading?",
            "A" + C + "Yes. Cross-sensitivity data is not specified.",
            "Q4" + C + "Can the module be used outdoors?",
            "A" + C + "Not specified. Avoid rain and condensation.",
        ],
        8.5,
    )
    s.heading("6. Precautions", 10.5)
    s.bullets(
        [
            "Do not expose to high concentrations of organic solvents.",
            "Keep the module powered 24 h before the first calibration check.",
            "Do not cover the sensor window.",
        ],
        8.5,
    )
    s.heading("7. Revision", 10.5)
    revision_table(s, [["2024-02-01", "V1.0", "First release"]], (120, 80, 299))
    return save(s, out / "fm-30.pdf")


# ------------------------------------------------ HCHO sensor (Swiss)
def sfh41(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Datasheet SFH41",
        header_right="Version 1.2 - April 2024",
        footer_left="Aerolytics Sensortechnik AG, Zug, Switzerland",
        footer_right="{page}/{nb}",
        table_fill=(225, 232, 240),
        accent=(0, 60, 120),
        grid=False,
    )
    s = Sheet(style, "SFH41 datasheet")
    s.add_page()
    s.title_block("SFH41", "Digital Formaldehyde Sensor Module", "", 20)
    s.heading("Product Highlights", 10)
    s.bullets(
        [
            "Electrochemical HCHO sensing, fully calibrated output in ppb",
            "I2C interface, fixed address 0x5D",
            "Runs from a 3.3 V or 5 V supply",
            "Humidity and temperature compensation on board",
            "Long lifetime: 6 years",
        ],
        8.5,
    )
    s.heading("1 Sensor Specifications", 10)
    s.table(
        [
            Col("Parameter", 170),
            Col("Conditions", 150),
            Col("Value", 90, "C"),
            Col("Units", 89, "C"),
        ],
        [
            ["Measurement range", "-", "0 - 1000", "ppb"],
            ["Accuracy of\nHCHO reading", "0 - 200 ppb", PM + "20", "ppb"],
            ["", "200 - 1000 ppb", PM + "10", "% m.v."],
            ["Resolution", "-", "1", "ppb"],
            ["Response time", "t63, step 0 to 100 ppb", "< 2", "min"],
            ["Start-up time", "first valid reading", "10", "s"],
            ["Lifetime", "typ. indoor air", "6", "years"],
        ],
        8,
    )
    s.para(
        "Table 1: typ. values at 25 " + DEG + ", 50 %RH and VDD = 3.3 V unless otherwise stated.",
        7.5,
    )
    s.heading("2 Electrical Specifications", 10)
    cols = [
        Col("Parameter", 130),
        Col("Symbol", 50, "C"),
        Col("Conditions", 130),
        Col("Min", 45, "C"),
        Col("Typ", 45, "C"),
        Col("Max", 45, "C"),
        Col("Units", 54, "C"),
    ]
    s.table(
        cols,
        [
            ["Supply voltage", "V_{DD}", "", "3.15", "3.3", "5.5", "V"],
            ["Supply current", "I_{DD}", "measurement, VDD = 3.3 V", "", "4.2", "5.5", "mA"],
            ["", "", "measurement, VDD = 5.0 V", "", "3.6", "4.8", "mA"],
            ["Idle current", "I_{IDLE}", "idle mode", "", "0.25", "0.4", "mA"],
            ["Input low voltage", "V_{IL}", "", "-0.5", "", "0.99", "V"],
            ["Input high voltage", "V_{IH}", "", "2.31", "", "VDD+0.3", "V"],
        ],
        7.5,
    )
    s.para("Table 2: at 25 " + DEG + " (continued on next page).", 7.5)
    s.add_page()
    s.table(
        cols,
        [
            ["Output low voltage", "V_{OL}", "3 mA sink", "", "", "0.66", "V"],
            ["I2C clock", "f_{SCL}", "standard mode", "0", "", "100", "kHz"],
            ["Power-up time", "t_{PU}", "after VDD > 3.0 V", "", "", "25", "ms"],
        ],
        7.5,
    )
    s.para(
        "Table 2 (continued). Only I2C standard mode is supported; fast mode (400 kHz) is "
        "not supported. SDA and SCL must not exceed VDD + 0.3 V.",
        7.5,
    )
    s.heading("3 Absolute Maximum Ratings", 10)
    s.table(
        [Col("Parameter", 200), Col("Rating", 150, "C"), Col("Units", 149, "C")],
        [
            ["Supply voltage VDD", "-0.3 to 6.0", "V"],
            ["Operating temperature", "-10 to +50", DEG],
            ["Operating humidity", "0 to 95", "%RH"],
            ["Storage temperature", "0 to +40", DEG],
        ],
        8,
    )
    s.heading("4 Recommended Operating Conditions", 10)
    s.table(
        [Col("Parameter", 200), Col("Range", 150, "C"), Col("Units", 149, "C")],
        [
            ["Operating temperature", "+10 to +40", DEG],
            ["Operating humidity", "20 to 80", "%RH"],
        ],
        8,
    )
    s.para(
        "Outside the recommended range the sensor operates but the accuracy of Table 1 is not "
        "guaranteed.",
        8,
    )
    s.heading("5 I2C Commands", 10)
    s.table(
        [
            Col("Command", 90, "C"),
            Col("Hex code", 90, "C"),
            Col("Execution time", 100, "C"),
            Col("Description", 219),
        ],
        [
            ["start", "0x0006", "1 ms", "Start continuous measurement"],
            ["stop", "0x0104", "50 ms", "Return to idle mode"],
            ["read", "0x0327", "2 ms", "Read HCHO, RH, T (9 bytes)"],
            ["reset", "0xD304", "100 ms", "Soft reset"],
        ],
        8,
    )
    s.heading("6 Notes", 10)
    s.para(
        "Avoid silicone vapours and high ethanol concentrations. Cross-sensitivity to ethanol is "
        "not specified. The sensor must not be operated in condensing conditions.",
        8,
    )
    s.heading("Revision History", 10)
    revision_table(s, [["April 2024", "1.2", "Added VDD = 5.0 V current row"]], (120, 80, 299))
    return save(s, out / "sfh41.pdf")
