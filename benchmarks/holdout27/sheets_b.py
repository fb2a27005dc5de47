"""Hold-out 27 datasheets: TVS surge protector, two thermopile arrays, ToF breakout board.

A German passive-component TVS diode series (one row per ordering code,
table continued on page 2, footnote marks on values, units in the header), a
Japanese electronic-components thermopile array (one column per supply
version, register map as decoy), a Belgian automotive-style thermopile array
(abs max vs recommended with the same row names, accuracy per object range in
unnamed rows) and a US maker-board ToF breakout hookup guide (core Helvetica,
currents only in prose).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"


# ------------------------------------------------ TVS surge protector (German maker)
def smk600(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="SMK600 series  |  TVS diodes",
        header_right="Rheintal Bauelemente GmbH",
        footer_left="Datenblatt / Data sheet SMK600  Version 2.2  2025-01-20",
        footer_right="{page} / 2",
        table_fill=(235, 235, 235),
        accent=(170, 0, 0),
    )
    s = Sheet(style, "SMK600 TVS diodes")
    s.add_page()
    s.title_block(
        "SMK600 series",
        "600 W Unidirectional TVS Surge Protector Diodes, SMB (DO-214AA)",
        "SMK600-5V0A  |  SMK600-12A  |  SMK600-15A  |  SMK600-24A  |  SMK600-33A",
    )
    s.heading("Characteristics", 10, rule=True)
    s.bullets(
        [
            "Peak pulse power 600 W (10/1000 " + MU + "s waveform)",
            "Protection of DC supply lines, PLC inputs and data lines against surges",
            "Response time typically < 1 ps",
            "Junction temperature range -55 " + DEG + " to +150 " + DEG,
        ],
        8.5,
    )
    s.heading("Limiting values", 10, rule=True)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Value", 140, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Peak pulse power, 10/1000 " + MU + "s ^{1)}", "P_{PP}", "600", "W"],
            ["Forward surge current, 8.3 ms half sine", "I_{FSM}", "100", "A"],
            ["Junction temperature", "T_{j}", "-55 ... +150", DEG],
            ["Storage temperature", "T_{stg}", "-55 ... +150", DEG],
        ],
        8,
    )
    s.para("1) Non-repetitive, derated above Ta = 25 " + DEG + ".", 7.5)
    s.heading("Electrical characteristics per type", 10, rule=True)
    s.para("Ta = 25 " + DEG + " unless otherwise specified.", 8)
    s.table(
        [
            Col("Type", 90),
            Col("Marking", 50, "C"),
            Col("VRWM [V]", 55, "C"),
            Col("VBR min [V]", 60, "C"),
            Col("VBR max [V]", 60, "C"),
            Col("IT [mA]", 45, "C"),
            Col("IR max [" + MU + "A]", 60, "C"),
            Col("VC max [V]", 40, "C"),
            Col("IPP [A]", 39, "C"),
        ],
        [
            ["SMK600-5V0A", "KE", "5.0", "6.40", "7.00", "10", "800 ^{2)}", "9.2", "65.2"],
            ["SMK600-12A", "KX", "12", "13.3", "14.7", "1", "1", "19.9", "30.2"],
            ["SMK600-15A", "LG", "15", "16.7", "18.5", "1", "1", "24.4", "24.6"],
        ],
        8,
    )
    s.para("2) At VRWM. Table continued on page 2.", 7.5)
    s.add_page()
    s.heading("Electrical characteristics per type (continued)", 10, rule=True)
    s.table(
        [
            Col("Type", 90),
            Col("Marking", 50, "C"),
            Col("VRWM [V]", 55, "C"),
            Col("VBR min [V]", 60, "C"),
            Col("VBR max [V]", 60, "C"),
            Col("IT [mA]", 45, "C"),
            Col("IR max [" + MU + "A]", 60, "C"),
            Col("VC max [V]", 40, "C"),
            Col("IPP [A]", 39, "C"),
        ],
        [
            ["SMK600-24A", "LX", "24", "26.7", "29.5", "1", "1", "38.9", "15.4"],
            ["SMK600-33A", "MK", "33", "36.7", "40.6", "1", "1", "53.3", "11.3"],
        ],
        8,
    )
    s.para(
        "VRWM: stand-off voltage, the highest continuous operating voltage of the protected "
        "line. VBR: breakdown voltage at IT. VC: clamping voltage at IPP (10/1000 "
        + MU
        + "s). Choose a type whose VRWM is equal to or higher than the maximum operating "
        "voltage of the line.",
        8,
    )
    s.heading("Package and ordering", 10, rule=True)
    s.table(
        [
            Col("Ordering code", 150),
            Col("Package", 100, "C"),
            Col("Reel", 100, "C"),
            Col("MOQ", 149, "C"),
        ],
        [
            ["SMK600-xxA-T7", "SMB", '7"', "800"],
            ["SMK600-xxA-T13", "SMB", '13"', "3200"],
        ],
        8,
    )
    s.para(
        "Capacitance values are not specified for this series; for data lines above "
        "1 MHz use the SMK-LC family.",
        8,
    )
    revision_table(s, [["2025-01-20", "2.2", "SMK600-33A added"]], (80, 60, 359))
    return save(s, out / "smk600.pdf")


# ------------------------------------------------ thermopile array (Japanese components)
def tpa0808(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Infrared Array Sensor  TPA-0808 series",
        header_right="Kansai Opto Components Corporation",
        footer_left="Specifications are subject to change without notice.",
        footer_right="{page}",
        table_fill=(225, 225, 245),
        accent=(40, 40, 140),
    )
    s = Sheet(style, "TPA-0808 thermopile array")
    s.add_page()
    s.title_block(
        "TPA-0808 series",
        "8 x 8 (64 pixel) Thermopile Array Sensor, I2C output",
        "TPA-0808-33 (3.3 V type)   TPA-0808-50 (5 V type)",
    )
    s.heading("Features", 10)
    s.bullets(
        [
            "64 thermopile elements in an 8 x 8 grid, viewing angle 60" + "\u00b0",
            "Temperature output resolution 0.25 " + DEG,
            "Frame rate 1 fps or 10 fps (selectable)",
            "Human detection distance up to 5 m",
        ],
        8.5,
    )
    s.heading("Ratings and characteristics by type", 10)
    s.table(
        [
            Col("Item", 200),
            Col("TPA-0808-33", 120, "C"),
            Col("TPA-0808-50", 120, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltage", "3.3 " + PM + " 0.3", "5.0 " + PM + " 0.5", "V"],
            ["Absolute max. supply voltage", "-0.3 to 4.5", "-0.3 to 6.5", "V"],
            ["Current consumption (normal mode)", "4.5 typ.", "4.5 typ.", "mA"],
            ["Current consumption (sleep mode)", "0.2 typ.", "0.2 typ.", "mA"],
            ["I2C logic level", "3.3", "5.0", "V"],
        ],
        8,
    )
    s.heading("Performance", 10)
    s.para("Typical values at Vdd = rated, Ta = 25 " + DEG + ".", 8)
    s.table(
        [Col("Item", 200), Col("Condition", 170), Col("Typ.", 70, "C"), Col("Unit", 59, "C")],
        [
            ["Object temperature range", "", "0 to 80", DEG],
            ["Temperature accuracy", "object 0 to 80 " + DEG, PM + "2.5", DEG],
            ["Noise equivalent temperature\ndifference (NETD)", "1 fps", "0.05", DEG],
            ["", "10 fps", "0.16", DEG],
            ["Start-up time", "to communication", "50", "ms"],
            ["Settling time", "to stable output", "15", "s"],
        ],
        8,
    )
    s.add_page()
    s.heading("Interface", 10)
    s.table(
        [Col("Item", 200), Col("Specification", 299)],
        [
            ["Interface", "I2C (fast mode, up to 400 kHz)"],
            ["Slave address", "0x68 (AD_SELECT = GND), 0x69 (AD_SELECT = VDD)"],
        ],
        8,
    )
    s.heading("Operating environment", 10)
    s.table(
        [Col("Item", 200), Col("Specification", 299)],
        [
            ["Operating temperature", "0 to 80 " + DEG],
            ["Storage temperature", "-20 to 80 " + DEG],
            ["Operating humidity", "15 to 85 %RH (no condensation)"],
        ],
        8,
    )
    s.heading("Register map (excerpt)", 10)
    s.table(
        [Col("Address", 80, "C"), Col("Name", 120), Col("R/W", 50, "C"), Col("Function", 249)],
        [
            ["0x00", "PCTL", "R/W", "0x00 normal, 0x10 sleep, 0x20 stand-by 60 s"],
            ["0x02", "FPSC", "R/W", "0 = 10 fps, 1 = 1 fps"],
            ["0x0E", "TTHL", "R", "thermistor, 0.0625 " + DEG + " / LSB"],
            ["0x80 to 0xFF", "T01L to T64H", "R", "pixel temperature, 12 bit"],
        ],
        8,
    )
    s.para(
        "Do not connect the SDA / SCL lines of the TPA-0808-33 to a 5 V bus. Detection "
        "through glass or acrylic windows is not possible. The sensor has no IP rating "
        "and is not specified for outdoor use.",
        8,
    )
    return save(s, out / "tpa-0808.pdf")


# ------------------------------------------------ thermopile array (Belgian maker)
def tpx3224(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="TPX3224  Far Infrared Thermal Array",
        header_right="Meuse Semiconductors NV",
        footer_left="3901003224  Rev 004  September 2025",
        footer_right="Page {page} of 3",
        table_fill=(210, 225, 240),
        accent=(0, 70, 140),
    )
    s = Sheet(style, "TPX3224 thermopile array")
    s.add_page()
    s.title_block(
        "TPX3224",
        "32 x 24 Pixel Far Infrared Thermopile Array",
        "TPX3224-BAA (110"
        + "\u00b0"
        + " x 75"
        + "\u00b0"
        + ")   TPX3224-BAB (55"
        + "\u00b0"
        + " x 35"
        + "\u00b0"
        + ")",
    )
    s.heading("1. Features and Benefits", 10)
    s.bullets(
        [
            "768 pixel thermopile array in a TO39 package",
            "I2C compatible digital interface, fast mode plus (up to 1 MHz)",
            "Programmable refresh rate 0.5 Hz to 64 Hz",
            "Object temperature range -40 " + DEG + " to 300 " + DEG,
            "Factory calibrated, calibration data in EEPROM",
        ],
        8.5,
    )
    s.heading("2. Absolute Maximum Ratings", 10)
    s.table(
        [
            Col("Parameter", 220),
            Col("Symbol", 60, "C"),
            Col("Value", 140, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply Voltage (overvoltage)", "V_{DD}", "5", "V"],
            ["Operating Temperature Range", "T_{A}", "-40 ... +85", DEG],
            ["Storage Temperature Range", "T_{S}", "-40 ... +125", DEG],
            ["ESD sensitivity (AEC Q100 002)", "", "2", "kV"],
        ],
        8,
    )
    s.para(
        "Exceeding the absolute maximum ratings may cause permanent damage. Exposure to "
        "absolute-maximum-rated conditions for extended periods may affect device reliability.",
        7.5,
    )
    s.heading("3. General Electrical Specifications", 10)
    s.para("VDD = 3.3 V, TA = 25 " + DEG + " unless otherwise specified.", 8)
    s.table(
        [
            Col("Parameter", 140),
            Col("Symbol", 50, "C"),
            Col("Test Conditions", 130),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Units", 59, "C"),
        ],
        [
            ["Supply Voltage", "V_{DD}", "", "3.0", "3.3", "3.6", "V"],
            ["Supply Current", "I_{DD}", "", "", "23", "", "mA"],
            ["Power-On-Reset\nthreshold", "V_{POR}", "", "", "1.7", "", "V"],
            ["", "V_{IH}", "", "0.7 x VDD", "", "", "V"],
            ["", "V_{IL}", "", "", "", "0.3 x VDD", "V"],
            ["I2C clock frequency", "f_{SCL}", "", "", "", "1", "MHz"],
            ["I2C address", "SA", "factory default", "", "0x33", "", ""],
        ],
        8,
    )
    s.add_page()
    s.heading("4. Temperature Accuracy", 10)
    s.para(
        "TA = 25 " + DEG + ", refresh rate 2 Hz. Central pixels; outer pixels have an "
        "additional " + PM + "1 " + DEG + ".",
        8,
    )
    s.table(
        [
            Col("Parameter", 140),
            Col("Object temperature", 130),
            Col("TPX3224-BAA", 100, "C"),
            Col("TPX3224-BAB", 100, "C"),
            Col("Units", 29, "C"),
        ],
        [
            ["Accuracy", "0 " + DEG + " to 100 " + DEG, PM + "1", PM + "1", DEG],
            ["", "-40 " + DEG + " to 0 " + DEG, PM + "2", PM + "2", DEG],
            ["", "100 " + DEG + " to 300 " + DEG, PM + "3", PM + "2", DEG],
            ["Noise (NETD)", "1 Hz refresh", "0.1", "0.1", DEG],
            ["Field of view", "", "110 x 75", "55 x 35", "\u00b0"],
        ],
        8,
    )
    s.heading("5. Pin Definitions", 10)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60), Col("Function", 399)],
        [
            ["1", "SDA", "I2C data (open drain, pull-up to VDD required)"],
            ["2", "VDD", "Supply 3.3 V"],
            ["3", "GND", "Ground"],
            ["4", "SCL", "I2C clock"],
        ],
        8,
    )
    s.add_page()
    s.heading("6. Application Notes", 10)
    s.para(
        "The TPX3224 must be supplied with 3.3 V. The I2C pins are not 5 V tolerant; "
        "a level shifter is required on 5 V host buses. Supply current rises to about "
        "28 mA during EEPROM dump at power-up. Refresh rates above 16 Hz require the 1 MHz "
        "I2C clock. The device does not require a warm-up for communication, but "
        "stabilises to specified accuracy within 4 minutes after power-up.",
        8,
    )
    s.para(
        "The TPX3224 is a non-contact temperature sensor and has no humidity or ingress "
        "protection specification; the operating humidity range is not specified.",
        8,
    )
    revision_table(
        s,
        [["Sep 2025", "004", "Added BAB accuracy"], ["Jan 2024", "003", "Initial release"]],
        (80, 60, 359),
    )
    return save(s, out / "tpx3224.pdf")


# ------------------------------------------------ ToF breakout (US maker board, core font)
def rbtof4(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="RangeBuddy ToF-4 Hookup Guide",
        header_right="Pinecrest Maker Works",
        footer_left="pinecrestmaker.example / RB-TOF4",
        footer_right="{page}",
        table_fill=(255, 230, 230),
        accent=(200, 30, 30),
    )
    s = Sheet(style, "RB-TOF4 ToF breakout")
    s.add_page()
    s.title_block("RB-TOF4", "RangeBuddy ToF-4 Time-of-Flight Lidar Breakout", "SKU PMW-1187")
    s.heading("Introduction", 10)
    s.para(
        "The RangeBuddy ToF-4 puts a tiny 940 nm time-of-flight laser ranging sensor on a "
        "1 x 1 inch board with two polarized 4-pin I2C connectors. It measures distances "
        "from 4 cm up to 4 m in the dark (up to 1.3 m in bright room light) with "
        "millimeter resolution. An onboard 2.8 V regulator powers the sensor, and level "
        "shifters on SDA and SCL make the board safe to use with 3.3 V and 5 V "
        "microcontrollers such as an Arduino Uno.",
        8.5,
    )
    s.heading("Hardware Overview", 10)
    s.table(
        [Col("Characteristic", 200), Col("Range", 299)],
        [
            ["Input voltage (VIN pin)", "3.3 V to 5.5 V"],
            ["Interface", "I2C"],
            ["I2C address", "0x29 (7-bit, software changeable)"],
            ["I2C speed", "up to 400 kHz"],
            ["Ranging distance", "40 mm to 4000 mm"],
            ["Field of view", "27" + "\u00b0"],
            ["Ranging frequency", "up to 50 Hz"],
        ],
        8.5,
    )
    s.heading("Power", 10)
    s.para(
        "The board draws about 20 mA while ranging and less than 10 " + MU + "A when "
        "XSHUT is held low. Do not feed more than 5.5 V into VIN; the regulator's input is "
        "not protected against reverse polarity.",
        8.5,
    )
    s.add_page()
    s.heading("Pins", 10)
    s.table(
        [Col("Pin", 60), Col("Description", 439)],
        [
            ["VIN", "Power input, 3.3 V to 5.5 V"],
            ["GND", "Ground"],
            ["SDA / SCL", "I2C, level shifted; 2.2 kohm pull-ups to VIN"],
            ["XSHUT", "Shutdown input, active low, pulled up to 2.8 V"],
            ["GPIO1", "Interrupt output, 2.8 V open drain"],
        ],
        8.5,
    )
    s.heading("Accuracy", 10)
    s.para(
        "In our tests on a white card the readings stayed within about " + PM + "3 % up to "
        "1.2 m (long-distance mode off). We have not characterized accuracy beyond that, "
        "and the board has no specified operating temperature range - the sensor "
        "itself is rated -20 " + DEG + " to 70 " + DEG + ".",
        8.5,
    )
    s.heading("Resources", 10)
    s.bullets(
        [
            "Arduino library: RangeBuddy_ToF4 (v1.2.0)",
            "Board dimensions: 25.4 mm x 25.4 mm, mounting holes 3.3 mm",
            "Cover glass and waterproofing are not included or specified.",
        ],
        8.5,
    )
    return save(s, out / "rb-tof4.pdf")
