"""Hold-out 59 datasheets, part 2: a motor encoder module, an OLED display module, a
soil temperature and moisture probe with RS-485 and a UV index sensor module.

A Chinese gear-motor encoder manual (key/value lines with full-width punctuation,
one column per gear ratio, motor vs encoder supply), a Korean OLED module
specification (one column per interface version, "Please don't" notes, charge-pump
voltage as a decoy), a Chinese soil probe user manual (one column per output
version, measuring range vs working environment, Modbus register table) and a US
maker-shop UV sensor board whose limits live in a 'Typical performance' prose
section.
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
FWCO = "\uff0c"
FWL = "\uff08"
FWR = "\uff09"
LE = "\u2264"
GE = "\u2265"


# ------------------------------------------------- motor encoder module (Chinese)
def jgbe12(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="SHENZHEN TUOYUAN MOTOR CO., LTD.",
        header_right="JGB-E12 Hall encoder gear motor",
        footer_left="TUOYUAN MOTOR  JGB-E12 manual V2.0",
        footer_right="- {page} -",
        table_fill=(210, 230, 250),
        accent=(10, 60, 150),
    )
    s = Sheet(style, "JGB-E12 encoder gear motor")
    s.add_page()
    s.title_block(
        "JGB-E12",
        "Hall Encoder DC Gear Motor Module (12V)",
        "AB phase incremental encoder, with pull-up resistors",
        20,
    )
    s.heading("1、Product Introduction", 10.5)
    s.para(
        "JGB-E12 is a 12V DC gear motor with a magnetic Hall encoder board on the rear "
        "shaft. The encoder gives two square waves A and B with 90° phase difference, "
        "so the controller can know the speed and the direction. Encoder board and motor "
        "are powered separately.",
        8.5,
    )
    s.heading("2、Encoder Parameters", 10.5)
    s.lines(
        [
            "Encoder power supply" + FWC + "3.3V" + FWT + "5V DC",
            "Encoder working current" + FWC + LE + "10mA (5V)",
            "Basic pulse" + FWC + "11 PPR (motor shaft, each phase)",
            "Output signal"
            + FWC
            + "AB two-phase square wave"
            + FWCO
            + "open collector with 10K pull-up to encoder VCC",
            "Output high level" + FWC + "= encoder VCC",
            "Max. output frequency" + FWC + "20KHz",
        ],
        8.5,
    )
    s.heading("3、Motor Parameters", 10.5)
    s.para(FWL + "Test condition" + FWC + "12V DC" + FWCO + "25" + FW_C + FWR, 8)
    s.table(
        [
            Col("Model", 120),
            Col("JGB-E12-30", 95, "C"),
            Col("JGB-E12-90", 95, "C"),
            Col("JGB-E12-150", 95, "C"),
            Col("Unit", 94, "C"),
        ],
        [
            ["Reduction ratio", "1:30", "1:90", "1:150", "-"],
            ["No-load speed", "333", "110", "66", "rpm"],
            ["No-load current", "120", "120", "120", "mA"],
            ["Rated torque", "1.2", "3.5", "5.0", "kg.cm"],
            ["Rated current", "450", "480", "500", "mA"],
            ["Stall current", "1.6", "1.6", "1.6", "A"],
            ["Pulses per output\nshaft turn (A phase)", "330", "990", "1650", "PPR"],
        ],
        8,
    )
    s.lines(
        [
            "Motor rated voltage"
            + FWC
            + "12V DC"
            + FWCO
            + "can work 6V"
            + FWT
            + "12V (speed lower)",
            "Working temperature" + FWC + "-10" + FW_C + FWT + "+60" + FW_C,
        ],
        8.5,
    )
    s.add_page()
    s.heading("4、Wiring (6-pin PH2.0)", 10.5)
    s.table(
        [
            Col("Pin", 50, "C"),
            Col("Colour", 80, "C"),
            Col("Name", 80, "C"),
            Col("Description", 289),
        ],
        [
            ["1", "Red", "M+", "Motor power +  (to driver output)"],
            ["2", "Black", "GND", "Encoder ground"],
            ["3", "Yellow", "C1 (A)", "Encoder A phase output"],
            ["4", "Green", "C2 (B)", "Encoder B phase output"],
            ["5", "Blue", "3.3V/5V", "Encoder power +"],
            ["6", "White", "M-", "Motor power -  (to driver output)"],
        ],
        8,
    )
    s.heading("5、Notes", 10.5)
    s.bullets(
        [
            "1、Encoder VCC never connect to 12V motor power"
            + FWCO
            + "the Hall chip will burn out.",
            "2、The A/B output high level follow the encoder VCC"
            + FWCO
            + "so for 3.3V controller please give the encoder 3.3V.",
            "3、Motor must be driven by motor driver (for example H-bridge)"
            + FWCO
            + "do not connect motor to MCU pin directly.",
            "4、No EMC test report for this product.",
        ],
        8.5,
        "",
    )
    s.heading("6、Speed Calculation Example", 10.5)
    s.para(
        "JGB-E12-30" + FWC + "counting both edges of A and B gives 4 x 330 = 1320 counts for one "
        "turn of the output shaft. At 333 rpm the A phase frequency is 333 x 330 / 60 = 1.8 kHz.",
        8.5,
    )
    return save(s, out / "jgb-e12.pdf")


# ----------------------------------------------------- OLED display module (Korean)
def kod096(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="HANBIT DISPLAY Co., Ltd.",
        header_right="SPEC No. HB-KOD096-R03",
        footer_left="HANBIT DISPLAY  -  Confidential  -  Approval Sheet",
        footer_right="{page} / {nb}",
        table_fill=(230, 230, 245),
        accent=(60, 40, 120),
    )
    s = Sheet(style, "KOD-096 OLED display module")
    s.add_page()
    s.title_block(
        "KOD-096",
        "0.96 inch 128 x 64 Monochrome OLED Module",
        "Customer Approval Specification  /  Model: KOD-096I, KOD-096S",
        18,
    )
    s.heading("1. General Specification", 10)
    s.table(
        [Col("No.", 40, "C"), Col("Item", 170), Col("Specification", 200), Col("Unit", 89, "C")],
        [
            ["1", "Display type", "Passive matrix OLED, white", "-"],
            ["2", "Resolution", "128 x 64", "dot"],
            ["3", "Active area", "21.74 x 11.18", "mm"],
            ["4", "Module size", "27.3 x 27.8 x 3.7", "mm"],
            ["5", "Driver IC", "HB1306 (on glass)", "-"],
        ],
        7.5,
    )
    s.heading("2. Electrical Characteristics", 10)
    s.para("Ta = 25 " + DEG + ", VCC = 3.3 V (unless otherwise noted)", 7.5)
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 50, "C"),
            Col("KOD-096I (I2C)", 105, "C"),
            Col("KOD-096S (SPI)", 105, "C"),
            Col("Unit", 40, "C"),
            Col("Note", 49, "C"),
        ],
        [
            ["Module power voltage", "VCC", "3.0 ~ 5.0", "3.0 ~ 5.0", "V", "*1"],
            ["Logic signal level", "VIO", "= VCC", "= VCC", "V", ""],
            ["Panel drive voltage", "VPP", "7.25", "7.25", "V", "*2"],
            [
                "Operating current\n(all pixels on)",
                "ICC",
                "21 typ. / 28 max.",
                "23 typ. / 30 max.",
                "mA",
                "",
            ],
            ["Operating current\n(50 % pixels on)", "ICC", "12 typ.", "13 typ.", "mA", ""],
            ["Sleep current", "ISLP", "10 max.", "10 max.", MU + "A", "*3"],
            ["Interface clock", "fCLK", "400 max.", "10 max.", "kHz / MHz", "*4"],
        ],
        7.5,
    )
    s.para(
        "*1 On-board LDO 3.3 V; the module input may be 3.0 V to 5.0 V.  "
        "*2 Generated inside by charge pump, not supplied by user.  "
        "*3 Display OFF command (AEh), VCC applied.  "
        "*4 KOD-096I: SCL clock in kHz. KOD-096S: SCLK clock in MHz.",
        7,
    )
    s.heading("3. Absolute Maximum Ratings", 10)
    s.table(
        [
            Col("Item", 200),
            Col("Symbol", 70, "C"),
            Col("Min.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Module power voltage", "VCC", "-0.3", "5.5", "V"],
            ["Operating temperature", "TOP", "-30", "+70", DEG],
            ["Storage temperature", "TST", "-40", "+80", DEG],
        ],
        7.5,
    )
    s.para("Please don't use the module over 5.5 V, the LDO will be damaged permanently.", 8)
    s.heading("4. Optical Characteristics", 10)
    s.table(
        [
            Col("Item", 200),
            Col("Min.", 70, "C"),
            Col("Typ.", 70, "C"),
            Col("Max.", 70, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Brightness", "100", "130", "", "cd/m2"],
            ["Contrast ratio", "2000:1", "", "", "-"],
            ["Viewing angle", "160", "", "", "deg"],
            ["Life time (50 % brightness)", "10000", "", "", "hour"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5. Interface Pin Assignment", 10)
    s.table(
        [
            Col("Pin", 40, "C"),
            Col("KOD-096I", 110, "C"),
            Col("KOD-096S", 110, "C"),
            Col("Description", 239),
        ],
        [
            ["1", "GND", "GND", "Ground"],
            ["2", "VCC", "VCC", "Power 3.0 ~ 5.0 V"],
            ["3", "SCL", "D0 (SCLK)", "Clock"],
            ["4", "SDA", "D1 (MOSI)", "Data"],
            ["5", "-", "RES", "Reset, low active"],
            ["6", "-", "DC", "Data / command"],
            ["7", "-", "CS", "Chip select, low active"],
        ],
        7.5,
    )
    s.heading("6. I2C Slave Address (KOD-096I only)", 10)
    s.para(
        "The 7-bit slave address is 0x3C with the address resistor R3 in the default "
        "position. Moving R3 to position R4 sets the address to 0x3D. Write address byte "
        "0x78 / 0x7A includes the R/W bit.",
        8,
    )
    s.heading("7. Command Table (extract)", 10)
    s.table(
        [
            Col("Hex", 60, "C"),
            Col("Command", 190),
            Col("Default", 100, "C"),
            Col("Range", 149, "C"),
        ],
        [
            ["81h", "Set contrast", "7Fh", "00h ~ FFh"],
            ["A8h", "Set multiplex ratio", "3Fh", "0Fh ~ 3Fh"],
            ["D5h", "Set clock divide ratio", "80h", "-"],
            ["8Dh", "Charge pump setting", "10h", "10h / 14h"],
            ["AEh / AFh", "Display OFF / ON", "AEh", "-"],
        ],
        7.5,
    )
    s.heading("8. Precautions", 10)
    s.bullets(
        [
            "Static image for long time makes image sticking (burn-in). Please use screen saver.",
            "Please don't touch the FPC with bare hand.",
            "Humidity: operating 90 %RH max. without condensation is not guaranteed; keep away from dew.",
        ],
        8,
    )
    revision_table(
        s,
        [["2022.08.10", "R01", "First release"], ["2024.01.22", "R03", "KOD-096S added"]],
        (80, 60, 359),
    )
    return save(s, out / "kod-096.pdf")


# ------------------------------------------------- soil probe RS-485 (Chinese manual)
def srtm3(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="ZHUOYU AGRITECH",
        header_right="SR-TM3 Soil Temperature & Moisture Transmitter User Manual",
        footer_left="Zhuoyu Agritech (Hangzhou) Co., Ltd.",
        footer_right="Page {page}",
        table_fill=(220, 240, 220),
        accent=(30, 110, 30),
    )
    s = Sheet(style, "SR-TM3 soil temperature and moisture transmitter")
    s.add_page()
    s.title_block(
        "SR-TM3",
        "Soil Temperature and Moisture Transmitter",
        "SR-TM3-485 (RS-485 Modbus-RTU)  /  SR-TM3-I (4~20mA)",
        20,
    )
    s.heading("1. Product Overview", 10.5)
    s.para(
        "The SR-TM3 probe is buried in soil to measure volumetric water content and "
        "temperature. Stainless steel needles, epoxy sealed body, suitable for long-time "
        "burying. Protection class IP68.",
        8.5,
    )
    s.heading("2. Technical Parameters", 10.5)
    s.table(
        [Col("Parameter", 170), Col("SR-TM3-485", 165, "C"), Col("SR-TM3-I", 164, "C")],
        [
            ["Power supply", "DC 5～30V", "DC 12～30V"],
            ["Max. power consumption", "0.3W (24V DC)", "0.7W (24V DC)"],
            ["Output", "RS-485, Modbus-RTU", "2 x 4～20mA (moisture, temperature)"],
            ["Moisture range", "0～100 %", "0～100 %"],
            [
                "Moisture accuracy",
                "±3 % (0～53 %)\n±5 % (53～100 %)",
                "±3 % (0～53 %)\n±5 % (53～100 %)",
            ],
            ["Temperature range", "-40～+80 " + FW_C, "-40～+80 " + FW_C + " (4mA～20mA)"],
            [
                "Temperature accuracy",
                "±0.5 " + FW_C + " (25 " + FW_C + ")",
                "±0.5 " + FW_C + " (25 " + FW_C + ")",
            ],
            ["Response time", LE + "1s", LE + "1s"],
            ["Load resistance", "-", LE + "500Ω (24V)"],
        ],
        8,
    )
    s.heading("3. Working Environment", 10.5)
    s.lines(
        [
            "Transmitter working temperature" + FWC + "-20～+60 " + FW_C,
            "Cable" + FWC + "2 m standard, RVVP 4 x 0.3 mm²",
            "Communication distance" + FWC + "RS-485 up to 1000 m (shielded twisted pair)",
        ],
        8.5,
    )
    s.heading("4. Wiring", 10.5)
    s.table(
        [Col("Wire colour", 120, "C"), Col("SR-TM3-485", 190, "C"), Col("SR-TM3-I", 189, "C")],
        [
            ["Brown", "Power +", "Power +"],
            ["Black", "Power - (GND)", "Power -"],
            ["Yellow", "485-A", "Moisture 4～20mA out"],
            ["Blue", "485-B", "Temperature 4～20mA out"],
        ],
        8,
    )
    s.para(
        "Note" + FWC + "wrong wiring of power to 485-A/485-B may damage the transmitter. "
        "The RS-485 lines are not isolated from the power supply.",
        8,
    )
    s.add_page()
    s.heading("5. Communication Protocol (SR-TM3-485)", 10.5)
    s.lines(
        [
            "Data format" + FWC + "8 data bits" + FWCO + "no parity" + FWCO + "1 stop bit",
            "Baud rate" + FWC + "2400 / 4800 / 9600 bps" + FWCO + "factory default 4800 bps",
            "Device address" + FWC + "1～254" + FWCO + "factory default 1",
            "Function code" + FWC + "03H read" + FWCO + "06H write",
        ],
        8.5,
    )
    s.table(
        [
            Col("Register", 90, "C"),
            Col("Content", 200),
            Col("Operation", 90, "C"),
            Col("Remark", 119),
        ],
        [
            ["0000H", "Moisture (x10, %)", "03", "e.g. 0164H = 35.6 %"],
            ["0001H", "Temperature (x10, " + FW_C + ")", "03", "signed, FF9BH = -10.1"],
            ["07D0H", "Device address", "03 / 06", "1～254"],
            ["07D1H", "Baud rate", "03 / 06", "0:2400 1:4800 2:9600"],
        ],
        8,
    )
    s.heading("6. Read Example", 10.5)
    s.lines(
        ["Query" + FWC + "01 03 00 00 00 02 C4 0B", "Answer" + FWC + "01 03 04 02 92 FF 9B 5A 3D"],
        8.5,
    )
    s.para("Moisture = 0292H = 658 → 65.8 %, temperature = FF9BH → -10.1 " + FW_C + ".", 8)
    s.heading("7. Installation Notes", 10.5)
    s.bullets(
        [
            "Insert all needles fully into the soil; avoid stones.",
            "Soil salinity affects the moisture reading; the accuracy is for mineral soil.",
            "Do not pull the cable to take out the probe.",
        ],
        8.5,
    )
    return save(s, out / "sr-tm3.pdf")


# -------------------------------------------------------- UV index sensor (US maker)
def uvi3(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="BRIGHTWATER INSTRUMENTS",
        header_right="UVI-3 UV Index Sensor Board",
        footer_left="Brightwater Instruments  |  UVI-3 datasheet rev 1.1",
        footer_right="{page}",
        table_fill=(245, 235, 250),
        accent=(110, 40, 150),
    )
    s = Sheet(style, "UVI-3 UV index sensor board")
    s.add_page()
    s.title_block(
        "UVI-3", "UV Index Sensor Board", "UVI-3A analog output  |  UVI-3D I2C output", 22
    )
    s.heading("Overview", 11)
    s.para(
        "The UVI-3 uses a gallium-nitride photodiode with a responsivity between 240 nm and "
        "370 nm, which closely matches the erythemal action spectrum behind the UV index. "
        "The UVI-3A gives a voltage proportional to the UV index; the UVI-3D digitizes it "
        "and answers on I2C.",
        8.5,
    )
    s.heading("Typical performance", 11)
    s.para(
        "Both boards run from any supply between 2.7 V and 5.5 V, and an on-board regulator "
        "is not needed. The UVI-3A draws about 90 " + MU + "A and never more than 150 " + MU + "A. "
        "Its output rises by 0.1 V per UV index step, from 0 V in darkness to 1.1 V at UV "
        "index 11; the output cannot go higher than 1.2 V even in full sun.",
        8.5,
    )
    s.para(
        "The UVI-3D converts eight times a second and draws 160 " + MU + "A while converting, "
        "dropping to 1 " + MU + "A in shutdown. Its SDA and SCL lines are pulled up to the supply "
        "through 10 k"
        + "\u03a9"
        + " and handle clock rates up to 400 kHz. Readings are resolved to 0.1 UV index. "
        "Both boards are specified from -20 " + DEG + " to +70 " + DEG + " ambient.",
        8.5,
    )
    s.heading("At a glance", 11)
    s.table(
        [Col("", 170), Col("UVI-3A", 165, "C"), Col("UVI-3D", 164, "C")],
        [
            ["Output", "Analog voltage", "I2C"],
            ["I2C address", "-", "0x38"],
            ["Response time", "0.5 s", "0.125 s"],
            ["Connector", '3-pin 0.1" header', "4-pin JST-SH"],
        ],
        8.5,
    )
    s.heading("Absolute maximum", 11)
    s.table(
        [Col("", 250), Col("", 249)],
        [
            ["Supply voltage", "6.0 V"],
            ["Any signal pin", "-0.3 V to supply + 0.3 V"],
            ["Storage", "-40 " + DEG + " to +85 " + DEG],
        ],
        8.5,
        show_head=False,
    )
    s.add_page()
    s.heading("Registers (UVI-3D)", 11)
    s.table(
        [Col("Address", 80, "C"), Col("Name", 120), Col("Reset", 80, "C"), Col("Description", 219)],
        [
            ["0x00", "CTRL", "0x01", "bit 0: 1 = run, 0 = shutdown"],
            ["0x01", "UVI_L", "0x00", "UV index x10, low byte"],
            ["0x02", "UVI_H", "0x00", "UV index x10, high byte"],
            ["0x0F", "ID", "0x55", "Part ID"],
        ],
        8.5,
    )
    s.heading("Hookup notes", 11)
    s.bullets(
        [
            "Keep the sensor window clear; ordinary window glass blocks most UV-B.",
            "The board is not weatherproof. Outdoors, mount it under a PTFE or quartz cover.",
            "Any ADC that reads 0 V to 1.2 V will do for the UVI-3A; a 3.3 V or 5 V Arduino "
            "analog input works.",
        ],
        8.5,
    )
    s.heading("Dimensions", 11)
    s.para("UVI-3A: 18 x 14 mm. UVI-3D: 20 x 16 mm. Two M2 holes, 13 mm apart.", 8.5)
    revision_table(
        s, [["2023-06", "1.0", "Initial"], ["2024-02", "1.1", "UVI-3D added"]], (80, 60, 359)
    )
    return save(s, out / "uvi-3.pdf")
