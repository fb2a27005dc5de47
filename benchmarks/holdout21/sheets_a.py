"""Hold-out 21 datasheets: gesture sensor, pulse-oximeter AFE, turbidity module, microSD module.

A Taiwanese IC vendor's translated sheet of a gesture sensor (condition
sentence, symbol-only rows, register map as decoys), a US analog-house sheet
of a pulse-oximeter / heart-rate front end (dot-leader abs max, EC table
continued on page 2), a Chinese module manual of a turbidity sensor
(key-value lines with full-width colons) and a Chinese maker-shop manual of a
microSD card module (one column per version).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
CJK_DEG = "\u2103"
FC = "\uff1a"
FT = "\uff5e"
LE = "\u2264"


# ------------------------------------------------ gesture sensor (Taiwanese IC vendor)
def gsx7620(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="GSX7620U  Integrated Gesture Recognition Sensor",
        header_right="Hsinpu Optoelectronics Corp.",
        footer_left="Hsinpu Confidential  Version 1.4 | Doc No. GSX7620U-DS-14",
        footer_right="Page {page} of 2",
        table_fill=(255, 235, 205),
        accent=(200, 90, 0),
    )
    s = Sheet(style, "GSX7620U gesture sensor datasheet")
    s.add_page()
    s.title_block("GSX7620U", "Integrated Gesture Recognition Sensor with I2C Interface")

    def desc() -> None:
        s.heading("General Description", 10)
        s.para(
            "GSX7620U integrates an IR LED driver, an optical array sensor and a gesture "
            "engine in one package. Nine hand gestures are recognised on chip and reported "
            "through interrupt and I2C registers; no MCU processing is needed. The sensor "
            "works through cover glass and ignores ambient light up to 100k lux.",
            8.5,
        )

    def feats() -> None:
        s.heading("Key Features", 10)
        s.bullets(
            [
                "9 gestures: up, down, left, right, forward, backward, CW, CCW, wave",
                "Gesture speed 60" + "\u00b0" + "/s to 600" + "\u00b0" + "/s (normal mode), "
                "60" + "\u00b0" + "/s to 1200" + "\u00b0" + "/s (gaming mode)",
                "Detection distance 5cm to 15cm",
                "I2C slave address 0x73, up to 400kHz",
                "Built-in proximity detection",
            ],
            8,
        )

    s.side_by_side(desc, feats, 240)
    s.heading("Absolute Maximum Ratings", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 80, "C"),
            Col("Min.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "-0.3", "4.0", "V"],
            ["I/O voltage", "V_{BUS}", "-0.3", "4.0", "V"],
            ["Storage temperature", "T_{STG}", "-40", "125", DEG],
            ["ESD (HBM)", "", "", "2", "kV"],
        ],
        8,
    )
    s.heading("Electrical Characteristics", 10)
    s.para("(VDD = 3.3 V, VBUS = 3.3 V, TA = 25 " + DEG + " unless otherwise noted)", 8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 70, "C"),
            Col("Min.", 50, "C"),
            Col("Typ.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unit", 40, "C"),
            Col("Conditions", 89),
        ],
        [
            ["Supply voltage", "V_{DD}", "2.8", "3.3", "3.6", "V", ""],
            ["I/O supply voltage", "V_{BUS}", "1.8", "", "3.3", "V", "I2C / INT level"],
            [
                "Operating current\n(gesture mode)",
                "I_{GES}",
                "",
                "2.2",
                "2.9",
                "mA",
                "normal mode,\n120 fps",
            ],
            ["", "I_{GAM}", "", "2.9", "3.6", "mA", "gaming mode,\n240 fps"],
            ["Operating current\n(proximity mode)", "I_{PS}", "", "1.3", "", "mA", ""],
            ["Suspend current", "I_{SUS}", "", "15", "25", MU + "A", "VDD on, I2C idle"],
            ["Input high voltage", "V_{IH}", "0.7 x V_{BUS}", "", "", "V", "SDA, SCL"],
            ["Input low voltage", "V_{IL}", "", "", "0.3 x V_{BUS}", "V", "SDA, SCL"],
            ["I2C clock", "f_{SCL}", "", "", "400", "kHz", ""],
            ["Operating temperature", "T_{OPR}", "-40", "", "85", DEG, ""],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Gesture Performance", 10)
    s.para(
        "Recognition rate is not specified for gloved hands or for cover glass thicker "
        "than 1 mm. Detection distance is measured with a 15 x 15 cm grey card.",
        8.5,
    )
    s.heading("Register Bank 0 (excerpt)", 10)
    s.table(
        [
            Col("Address", 70, "C"),
            Col("Name", 130),
            Col("Default", 70, "C"),
            Col("Description", 229),
        ],
        [
            ["0x00", "PartID_L", "0x20", "part ID low byte"],
            ["0x01", "PartID_H", "0x76", "part ID high byte"],
            ["0x43", "Gesture_Flag_0", "0x00", "bit0 up ... bit7 CCW"],
            ["0x65", "R_IDLE_TIME", "0xAC", "idle time, 3.3 V x 12"],
            ["0xEF", "Bank_Select", "0x00", "0 = bank 0, 1 = bank 1"],
        ],
        8,
    )
    s.heading("Pin Configuration", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80, "C"), Col("Type", 60, "C"), Col("Description", 309)],
        [
            ["1", "VDD", "P", "2.8 ~ 3.6 V supply"],
            ["2", "GND", "G", "ground"],
            ["3", "SDA", "I/O", "I2C data (open drain)"],
            ["4", "SCL", "I", "I2C clock"],
            ["5", "INT", "O", "interrupt, active low"],
            ["6", "VBUS", "P", "I/O supply 1.8 ~ 3.3 V"],
        ],
        8,
    )
    return save(s, out / "gsx7620.pdf")


# ------------------------------------------------ pulse oximeter AFE (US analog house)
def hro3010(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="HRO3010",
        header_right="Pulse Oximeter and Heart-Rate Sensor Front End",
        footer_left="19-7731; Rev 2; 3/26      Altamont Mixed-Signal, Inc.",
        footer_right="{page}",
        table_fill=None,
        accent=(0, 0, 0),
    )
    s = Sheet(style, "HRO3010 pulse oximeter and heart-rate sensor")
    s.add_page()
    s.title_block("HRO3010", "High-Sensitivity Pulse Oximeter and Heart-Rate Sensor for Wearables")

    def desc() -> None:
        s.heading("General Description", 10)
        s.para(
            "The HRO3010 combines red and IR LEDs, a photodetector, low-noise analog "
            "front end with 18-bit delta-sigma ADC and ambient-light cancellation in a "
            "5.6mm x 3.3mm x 1.55mm 14-pin optical module. It runs from a single 1.8V "
            "supply and a separate 3.3V supply for the internal LEDs.",
            8.5,
        )

    def feats() -> None:
        s.heading("Benefits and Features", 10)
        s.bullets(
            [
                "Ultra-Low Shutdown Current (0.7" + MU + "A, typ)",
                "Programmable Sample Rate 50sps to 3200sps",
                "I2C-Compatible Interface, Fast Mode",
                "-40" + DEG + " to +85" + DEG + " Operating Temperature Range",
            ],
            8,
        )

    s.side_by_side(desc, feats, 260)
    s.heading("Absolute Maximum Ratings", 10)
    s.leaders(
        [
            ("VDD to GND", "-0.3V to +2.2V"),
            ("VLED+ to PGND", "-0.3V to +6.0V"),
            ("SDA, SCL, INT to GND", "-0.3V to +6.0V"),
            ("Continuous Input Current into Any Terminal", PM + "20mA"),
            ("Operating Temperature Range", "-40" + DEG + " to +85" + DEG),
            ("Storage Temperature Range", "-40" + DEG + " to +105" + DEG),
        ],
        8,
    )
    s.heading("Electrical Characteristics", 10)
    cond = (
        "(VDD = 1.8V, VLED+ = 5.0V, TA = +25"
        + DEG
        + ", min/max are at TA = -40"
        + DEG
        + " to +85"
        + DEG
        + ", unless otherwise noted.)"
    )
    s.para(cond, 7.5)
    cols = [
        Col("PARAMETER", 130),
        Col("SYMBOL", 55, "C"),
        Col("CONDITIONS", 150),
        Col("MIN", 40, "C"),
        Col("TYP", 40, "C"),
        Col("MAX", 40, "C"),
        Col("UNITS", 44, "C"),
    ]
    s.table(
        cols,
        [
            ["POWER SUPPLY"],
            ["Power-Supply Voltage", "V_{DD}", "Guaranteed by RGB test", "1.7", "1.8", "2.0", "V"],
            [
                "LED Supply Voltage\n(VLED+ to PGND)",
                "V_{LED+}",
                "Guaranteed by PSRR of LED\ndriver",
                "3.1",
                "3.3",
                "5.0",
                "V",
            ],
            [
                "Supply Current",
                "I_{DD}",
                "SpO2 and HR mode,\nPW = 215" + MU + "s, 50sps",
                "",
                "600",
                "1200",
                MU + "A",
            ],
            ["", "", "IR only mode,\nPW = 215" + MU + "s, 50sps", "", "600", "1200", MU + "A"],
            [
                "Supply Current in\nShutdown",
                "I_{SHDN}",
                "TA = +25" + DEG + ", MODE = 0x80",
                "",
                "0.7",
                "10",
                MU + "A",
            ],
            ["SENSOR CHARACTERISTICS"],
            ["ADC Resolution", "", "", "", "18", "", "bits"],
            [
                "Red ADC Count\n(Note 2)",
                "REDC",
                "Propriety ATE setup,\nRED_PA = 0x0C",
                "65536",
                "",
                "",
                "Counts",
            ],
        ],
        7,
    )
    s.add_page()
    s.heading("Electrical Characteristics (continued)", 10)
    s.para(cond, 7.5)
    s.table(
        cols,
        [
            ["IR LED CHARACTERISTICS (Note 3)"],
            [
                "LED Peak Wavelength",
                "λ_{P}",
                "ILED = 20mA, TA = +25" + DEG,
                "870",
                "880",
                "900",
                "nm",
            ],
            ["LED Current Range", "I_{LED}", "programmable, 0.2mA step", "0", "", "50", "mA"],
            ["DIGITAL CHARACTERISTICS (SDA, SCL, INT)"],
            ["Output Low Voltage\nSDA, INT", "V_{OL}", "I_{SINK} = 6mA", "", "", "0.4", "V"],
            ["Input High Voltage", "V_{IH}", "", "1.4", "", "", "V"],
            ["Input Low Voltage", "V_{IL}", "", "", "", "0.4", "V"],
            ["I2C Clock Frequency", "f_{SCL}", "", "0", "", "400", "kHz"],
        ],
        7,
    )
    s.para(
        "Note 2: Specifications are 100% production tested at TA = +25" + DEG + ". "
        "Note 3: Not production tested. The HRO3010 does not calculate SpO2 or heart rate; "
        "accuracy of SpO2 depends on the host algorithm and is not specified here.",
        7.5,
    )
    s.heading("I2C Slave Address", 10)
    s.para(
        "The 7-bit slave address is 0x57 (write 0xAE, read 0xAF). INT is open-drain and "
        "needs a pullup to 1.8V to 5.5V.",
        8.5,
    )
    s.heading("Register Map (excerpt)", 10)
    s.table(
        [
            Col("REGISTER", 140),
            Col("ADDR", 60, "C"),
            Col("POR STATE", 80, "C"),
            Col("R/W", 60, "C"),
            Col("NOTES", 159),
        ],
        [
            ["Interrupt Status 1", "0x00", "0x00", "R", ""],
            ["FIFO Data Register", "0x07", "0x00", "R/W", "3 bytes per LED"],
            ["Mode Configuration", "0x09", "0x00", "R/W", "0x80 = shutdown"],
            ["LED1 Pulse Amplitude", "0x0C", "0x00", "R/W", "0x24 = 7.2mA"],
            ["Part ID", "0xFF", "0x15", "R", ""],
        ],
        7.5,
    )
    return save(s, out / "hro3010.pdf")


# ------------------------------------------------ turbidity sensor module (Chinese manual)
def tsw10(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="TSW-10 Turbidity Sensor Module",
        header_right="Shenzhen Qingshui Sensing Co., Ltd.",
        footer_left="qingshui-sensing.example   TSW-10 Manual V1.2",
        footer_right="{page}/2",
        table_fill=(210, 240, 220),
        accent=(0, 120, 60),
    )
    s = Sheet(style, "TSW-10 turbidity sensor module manual")
    s.add_page()
    s.title_block(
        "TSW-10 Turbidity Sensor", "Module Manual  (TSW-10P probe + TSW-10B adapter board)"
    )
    s.heading("1. Overview", 10)
    s.para(
        "TSW-10 measures the turbidity of water by the light transmitted between an IR LED "
        "and a phototransistor in the probe. More suspended particles = lower output "
        "voltage. The adapter board gives analog output, or digital output with a threshold "
        "set by the potentiometer (switch on board: A / D).",
        8.5,
    )
    s.heading("2. Specification", 10)
    s.lines(
        [
            "Operating voltage" + FC + "DC 5V",
            "Operating current" + FC + "40mA (MAX)",
            "Response time" + FC + "<500ms",
            "Insulation resistance" + FC + "100M" + "\u03a9" + " (Min)",
            "Output method" + FC + "Analog output 0" + FT + "4.5V; Digital output High/Low",
            "Operating temperature" + FC + "5" + CJK_DEG + FT + "90" + CJK_DEG,
            "Storage temperature" + FC + "-10" + CJK_DEG + FT + "90" + CJK_DEG,
            "Weight" + FC + "30g",
            "Adapter board size" + FC + "38.6 x 20.8mm",
        ],
        8.5,
        4,
    )
    s.heading("3. Interface", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Label", 80, "C"), Col("Description", 359)],
        [
            ["1", "V", "+5V"],
            ["2", "G", "GND"],
            ["3", "S", "signal: analog 0-4.5V or digital (switch A/D)"],
        ],
        8,
    )
    s.add_page()
    s.heading("4. Arduino Example", 10)
    s.lines(
        [
            "int v = analogRead(A0);      // 0-1023",
            "float volt = v * (5.0 / 1024.0);",
            "Serial.begin(9600); delay(500);",
        ],
        8,
        3,
    )
    s.heading("5. Notes", 10)
    s.lines(
        [
            "1. The top of the probe is NOT waterproof. Only the lower part may be immersed.",
            "2. Output voltage falls with temperature; calibrate at your water temperature.",
            "3. Output is relative. Conversion to NTU is given only as a reference curve; "
            "NTU accuracy is not specified.",
            "4. Do not power the module from 3.3V: the LED current is too low and the output "
            "is not guaranteed.",
        ],
        8.5,
        4,
    )
    return save(s, out / "tsw-10.pdf")


# ------------------------------------------------ microSD card module (Chinese maker shop)
def ksdmc(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="KSD-MC Series MicroSD Card Module",
        header_right="Keyes-Lian Maker Store",
        footer_left="keyeslian.example  Product Manual 2026-03",
        footer_right="- {page} -",
        table_fill=(225, 225, 245),
        accent=(40, 40, 140),
    )
    s = Sheet(style, "KSD-MC microSD card module manual")
    s.add_page()
    s.title_block("KSD-MC5 / KSD-MC3", "MicroSD Card Reader Module (SPI)")
    s.heading("1. Product Introduction", 10)
    s.para(
        "The KSD-MC modules let a microcontroller read and write a microSD card through "
        "SPI. KSD-MC5 has an on-board 3.3V LDO and a 74LVC125 level shifter and is meant "
        "for 5V boards such as Arduino UNO. KSD-MC3 has no regulator and no level shifter; "
        "it is for 3.3V boards (ESP32, STM32, Raspberry Pi Pico).",
        8.5,
    )
    s.heading("2. Parameters", 10)
    s.table(
        [
            Col("Item", 150),
            Col("KSD-MC5\n(5V version)", 175, "C"),
            Col("KSD-MC3\n(3.3V version)", 174, "C"),
        ],
        [
            ["Supply voltage", "4.5V" + FT + "5.5V", "3.0V" + FT + "3.6V"],
            ["Signal level", "3.3V / 5V", "3.3V only"],
            ["Working current\n(card read/write)", "0.2mA" + FT + "200mA", "0.2mA" + FT + "100mA"],
            ["On-board regulator", "AMS1117-3.3", "none"],
            ["Interface", "SPI", "SPI"],
            [
                "Operating temperature",
                "-25" + CJK_DEG + FT + "+85" + CJK_DEG,
                "-25" + CJK_DEG + FT + "+85" + CJK_DEG,
            ],
            ["Board size", "42 x 24mm", "24 x 18mm"],
        ],
        8,
    )
    s.heading("3. Supported Cards", 10)
    s.lines(
        [
            "microSD (" + LE + "2GB) and microSDHC (" + LE + "32GB), FAT16 / FAT32 format.",
            "microSDXC (64GB and above) is not supported by the Arduino SD library.",
        ],
        8.5,
        4,
    )
    s.heading("4. Pin Description", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Function", 359)],
        [
            ["1", "GND", "ground"],
            ["2", "VCC", "power (see table 2)"],
            ["3", "MISO", "SPI data out"],
            ["4", "MOSI", "SPI data in"],
            ["5", "SCK", "SPI clock"],
            ["6", "CS", "chip select, low active"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. Arduino Wiring (UNO)", 10)
    s.lines(
        [
            "MOSI - D11, MISO - D12, SCK - D13, CS - D10",
            "SD.begin(10);  // CS on pin 10, SPI clock 4MHz by default",
        ],
        8,
        3,
    )
    s.heading("6. Q & A", 10)
    s.lines(
        [
            "Q" + FC + "Can KSD-MC3 be used with 5V Arduino UNO?",
            "A" + FC + "No. KSD-MC3 pins are not 5V tolerant. Use KSD-MC5.",
            "Q" + FC + "Maximum SPI clock?",
            "A" + FC + "Card supports up to 25MHz; the maximum SPI clock of the level "
            "shifter board (KSD-MC5) is not specified.",
            "Q" + FC + "Can two modules share the SPI bus?",
            "A" + FC + "KSD-MC3 yes. KSD-MC5 MISO is not tri-stated, so sharing is not "
            "recommended.",
        ],
        8.5,
        4,
    )
    return save(s, out / "ksd-mc.pdf")
