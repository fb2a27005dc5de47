"""Hold-out 64 datasheets, part 2: a 12 V peristaltic pump module, a capacitive soil
moisture sensor board, an infrared obstacle sensor module and a 16x2 character LCD
with an I2C backpack.

A US maker-shop pump sheet (a 'Typical Performance' prose section that states the
limits, a tubing table), a Korean-English soil sensor spec (a table whose columns
are supply voltages, "Table continue to next page"), a Chinese IR module manual in
translated English (key / value list with full-width punctuation) and a Taiwanese
LCD module specification (one row per version, absolute vs operating rows of the
same names, an instruction table and address table as decoys).
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
LP = "\uff08"
RP = "\uff09"
FCM = "\uff0c"


# ------------------------------------------------ peristaltic pump (US maker shop)
def tp12(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Tidewell Fluidics",
        header_right="TP-12 Dosing Pump",
        footer_left="tidewell.example  -  Made for makers in Portland, OR",
        footer_right="page {page}",
        table_fill=(210, 235, 240),
        accent=(0, 100, 120),
    )
    s = Sheet(style, "TP-12 peristaltic pump")
    s.add_page()
    s.title_block(
        "TP-12 Peristaltic Dosing Pump",
        "12 V DC brushed motor, 3-roller head, food-grade tubing",
        "TP-12S (silicone tube, 2 x 4 mm)  ·  TP-12N (Norprene tube, 2 x 4 mm)",
        19,
    )
    s.para(
        "The TP-12 moves liquid by squeezing a tube with three rollers, so the liquid never "
        "touches the pump. It is self-priming, runs dry without damage and doses both ways "
        "when you swap the motor leads. Typical uses are hydroponic nutrient dosing, "
        "aquarium fertilizer, cocktail machines and lab sampling.",
        8.5,
    )
    s.heading("Typical Performance", 11, rule=True)
    s.para(
        "Run it from 12 V DC; the motor is happy anywhere from 6 V to 13.5 V, and the flow "
        "scales roughly with voltage. At 12 V with water at 20 " + DEG + " the TP-12S pumps "
        "about 100 mL/min and the TP-12N about 80 mL/min. Expect around 220 mA while pumping "
        "and up to 650 mA for a moment at start-up or if the head jams. The pump lifts "
        "water up to 1.5 m (suction) and pushes against up to 0.15 MPa. Keep the ambient "
        "between 0 " + DEG + " and 40 " + DEG + "; the pumped liquid may be 0-60 " + DEG + ".",
        8.5,
    )
    s.para(
        "Duty: continuous with the silicone tube for up to 30 minutes, then let it rest 10 "
        "minutes; the Norprene tube is rated for continuous duty. Tube life is about 500 "
        "hours for silicone and 1000 hours for Norprene.",
        8.5,
    )
    s.heading("Motor data", 11, rule=True)
    s.table(
        [Col("", 200), Col("", 150, "C"), Col("", 149)],
        [
            ["Rated voltage", "12 V DC", ""],
            ["No-load speed (motor shaft)", "5000 rpm", "before 50:1 gearbox"],
            ["Head speed at 12 V", "100 rpm", ""],
            ["Rated current", "0.22 A", "at 12 V, water"],
            ["Motor resistance", "18 " + OHM, "measured at the leads"],
            ["Connector", "2.54 mm solder tabs", "red = + for clockwise"],
        ],
        7.5,
        show_head=False,
    )
    s.heading("Tubing and flow", 11, rule=True)
    s.table(
        [
            Col("Model", 110),
            Col("Tube", 110, "C"),
            Col("ID x OD", 80, "C"),
            Col("Flow @ 12 V", 100, "C"),
            Col("Per revolution", 99, "C"),
        ],
        [
            ["TP-12S", "Silicone", "2 x 4 mm", "100 mL/min", "1.0 mL"],
            ["TP-12N", "Norprene", "2 x 4 mm", "80 mL/min", "0.8 mL"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Driving it from a microcontroller", 11, rule=True)
    s.para(
        "An Arduino or ESP32 pin cannot drive the motor directly. Use a logic-level MOSFET "
        "or a motor driver rated for at least 1 A, and put a flyback diode (1N5819 or "
        "similar) across the motor if your driver has none. PWM works for slower dosing; "
        "stay at 1 kHz or above 20 kHz to avoid noise, and below 30 % duty the motor may "
        "stall.",
        8.5,
    )
    s.heading("Dimensions", 11, rule=True)
    s.table(
        [Col("Item", 200), Col("Value", 150, "C"), Col("Note", 149)],
        [
            ["Overall (L x W x H)", "72 x 33 x 46 mm", "with mounting plate"],
            ["Mounting holes", "2 x M3, 40 mm pitch", ""],
            ["Tube ends", "4 mm OD barbs", "150 mm each side"],
            ["Weight", "95 g", ""],
        ],
        7.5,
    )
    s.heading("FAQ", 11, rule=True)
    s.bullets(
        [
            "Can it pump oil? Light oils yes, with the Norprene tube; not solvents or acetone.",
            "Is it waterproof? No. Keep the motor dry; it has no IP rating.",
            "Can I run it at 24 V? No, 13.5 V is the top end; above that the motor brushes "
            "wear out quickly.",
        ],
        8.5,
    )
    revision_table(
        s, [["2024-02-10", "B", "TP-12N added"], ["2023-05-01", "A", "First"]], (90, 60, 349)
    )
    return save(s, out / "tp-12.pdf")


# ------------------------------------------------ capacitive soil sensor (Korean-English)
def hsm(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="HANBIT SENSOR CO., LTD.",
        header_right="HS-CSM2 Specification",
        footer_left="Hanbit Sensor  |  Document No. HBS-SP-0217  |  Rev 1.2",
        footer_right="- {page} -",
        table_fill=(230, 225, 245),
        accent=(70, 40, 130),
    )
    s = Sheet(style, "HS-CSM2 capacitive soil moisture sensor")
    s.add_page()
    s.title_block(
        "HS-CSM2 / HS-CSM2C",
        "Capacitive Soil Moisture Sensor Board (Analog output)",
        "HS-CSM2: bare PCB with conformal coat  |  HS-CSM2C: with potted electronics and 1 m cable",
        18,
    )
    s.heading("1. Feature", 10, rule=True)
    s.bullets(
        [
            "Capacitive measuring, no exposed metal electrode, so no corrosion",
            "Analog voltage output, 555-type oscillator at 1.5 MHz",
            "On-board 3.3 V LDO: can work with both 3.3 V and 5 V board",
            "3-pin header, 2.54 mm (GND, VCC, AOUT)",
        ],
        8,
    )
    s.heading("2. Electrical Specification", 10, rule=True)
    s.para("(Ta = 25 " + DEG + ", measured in potting soil, unless otherwise specified)", 7.5)
    s.table(
        [
            Col("Item", 170),
            Col("VCC = 3.3 V", 110, "C"),
            Col("VCC = 5.0 V", 110, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Operating voltage", "3.3 ~ 5.5", "3.3 ~ 5.5", "V"],
            ["Working current", "4.8", "5.6", "mA"],
            ["Output voltage, dry\n(in air)", "2.45", "2.50", "V"],
            ["Output voltage, wet\n(in water)", "1.05", "1.10", "V"],
            ["Output impedance", "10", "10", "k" + OHM],
            ["Power-on settling time", "200", "150", "ms"],
        ],
        7.5,
    )
    s.para(
        "* Operating voltage is same for two column. Output is ratiometric to the internal "
        "3.3 V LDO, not to VCC, so both columns give almost same reading.",
        7.5,
    )
    s.heading("3. Measurement Performance", 10, rule=True)
    s.table(
        [Col("Item", 200), Col("Value", 150, "C"), Col("Remark", 149, "C")],
        [
            ["Measuring range", "0 ~ 100 % (relative)", "calibrate by user"],
            ["Repeatability", PM + "3 %", "same soil, same depth"],
            ["Response time", "< 1 s", "after settling"],
            ["Insertion depth", "max. 60 mm", "up to the white line"],
        ],
        7.5,
    )
    s.para(
        "Table continue to next page",
        7.5,
    )
    s.add_page()
    s.heading("3. Measurement Performance (continue)", 10, rule=True)
    s.table(
        [Col("Item", 200), Col("Value", 150, "C"), Col("Remark", 149, "C")],
        [
            ["Soil temperature effect", "0.2 %/" + DEG, "typical"],
            ["Salinity effect", "not compensated", ""],
        ],
        7.5,
    )
    s.heading("4. Environment", 10, rule=True)
    s.table(
        [Col("Item", 200), Col("HS-CSM2", 150, "C"), Col("HS-CSM2C", 149, "C")],
        [
            ["Operating temperature", "0 ~ +60 " + DEG, "-20 ~ +60 " + DEG],
            ["Storage temperature", "-20 ~ +70 " + DEG, "-30 ~ +70 " + DEG],
            ["Protection", "electronics not waterproof", "IP67 (probe + cable)"],
        ],
        7.5,
    )
    s.heading("5. Pin Description", 10, rule=True)
    s.table(
        [
            Col("No.", 60, "C"),
            Col("Name", 100, "C"),
            Col("Wire color (HS-CSM2C)", 150, "C"),
            Col("Description", 189),
        ],
        [
            ["1", "GND", "Black", "Ground"],
            ["2", "VCC", "Red", "3.3 V ~ 5.5 V"],
            ["3", "AOUT", "Yellow", "Analog output to ADC"],
        ],
        7.5,
    )
    s.heading("6. Caution", 10, rule=True)
    s.bullets(
        [
            "Do not insert the HS-CSM2 deeper than the white line. Electronics part is only "
            "coated, not waterproof.",
            "Output is not linear to volumetric water content. User calibration is "
            "recommended for each soil.",
            "Use ADC input with more than 100 k" + OHM + " input impedance.",
        ],
        8,
    )
    revision_table(s, [["2023.06.01", "1.2", "HS-CSM2C added"]], (90, 60, 349))
    return save(s, out / "hs-csm2.pdf")


# ------------------------------------------------ IR obstacle sensor (Chinese manual)
def irb(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Shenzhen RuiGuang Electronics Co.,Ltd",
        header_right="RG-IR04 Module User Manual",
        footer_left="www.ruiguang-elec.example",
        footer_right="{page}",
        table_fill=(250, 230, 230),
        accent=(170, 0, 0),
    )
    s = Sheet(style, "RG-IR04 infrared obstacle avoidance module")
    s.add_page()
    s.title_block(
        "RG-IR04",
        "Infrared Obstacle Avoidance Sensor Module User Manual",
        "RG-IR04 (fixed)  /  RG-IR04A (with distance adjust potentiometer)",
        19,
    )
    s.heading("Part 1、Product introduce", 10)
    s.para(
        "This module has one pair of infrared transmitting and receiving tube. When meet "
        "obstacle, the infrared light reflect back, the output pin become low level and the "
        "green indicator light on. Detect distance can adjust by potentiometer (RG-IR04A "
        "only). Widely use in smart car, robot obstacle avoidance, line counting.",
        8,
    )
    s.heading("Part 2、Specification parameter", 10)
    s.lines(
        [
            "1、Working voltage" + FWC + "DC 3.3V" + FWT + "5V",
            "2、Working current" + FWC + "≦20mA" + LP + "5V" + FCM + "indicator on" + RP,
            "3、Detect distance"
            + FWC
            + "2"
            + FWT
            + "30cm"
            + LP
            + "RG-IR04A"
            + FCM
            + "white paper"
            + RP
            + FCM
            + "RG-IR04 fixed about 10cm",
            "4、Detect angle" + FWC + "35°",
            "5、Output"
            + FWC
            + "digital switch output"
            + LP
            + "0 and 1"
            + RP
            + FCM
            + "low level when obstacle",
            "6、Comparator chip" + FWC + "dual comparator" + FCM + "output drive more than 15mA",
            "7、Working temperature" + FWC + "-10℃" + FWT + "+50℃",
            "8、PCB size" + FWC + "3.1cm×1.5cm",
        ],
        8.5,
    )
    s.heading("Part 3、Electrical parameter", 10)
    s.para(LP + "Unless otherwise specified" + FCM + "Ta=25℃" + FCM + "VCC=5V" + RP, 7.5)
    s.table(
        [
            Col("Parameter", 160),
            Col("Symbol", 60, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 50, "C"),
            Col("Remark", 79, "C"),
        ],
        [
            ["Supply current", "ICC", "", "12", "20", "mA", "obstacle"],
            ["", "", "", "6", "10", "mA", "no obstacle"],
            ["Output low voltage", "VOL", "", "", "0.4", "V", "IOL=10mA"],
            ["Output high voltage", "VOH", "VCC-0.5", "", "", "V", "10kΩ pull-up"],
            ["IR wavelength", "λp", "", "940", "", "nm", ""],
            ["Response time", "tr", "", "", "2", "ms", ""],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Part 4、Pin define", 10)
    s.table(
        [Col("Pin", 80, "C"), Col("Name", 100, "C"), Col("Function", 319)],
        [
            ["1", "VCC", "3.3V" + FWT + "5V power positive"],
            ["2", "GND", "power negative"],
            ["3", "OUT", "digital output, low level effective"],
            ["4", "EN", "RG-IR04A only" + FCM + "high level or float = enable"],
        ],
        7.5,
    )
    s.heading("Part 5、Notice", 10)
    s.lines(
        [
            "1、Sunlight and strong light will affect detect, please use indoor.",
            "2、Black object reflect less, detect distance become short"
            + LP
            + "about 1/3"
            + RP
            + ".",
            "3、Output level follows VCC, when VCC=5V" + FCM + "output high is 5V, please "
            "check your IO.",
            "4、Reverse connect VCC and GND will burn the module.",
        ],
        8,
    )
    s.heading("Part 6、Detect distance test data" + LP + "for reference" + RP, 10)
    s.table(
        [
            Col("Object", 170),
            Col("Potentiometer min", 110, "C"),
            Col("Potentiometer mid", 110, "C"),
            Col("Potentiometer max", 109, "C"),
        ],
        [
            ["White paper A4", "2cm", "15cm", "30cm"],
            ["Grey carton", "2cm", "11cm", "22cm"],
            ["Black plastic", "1cm", "4cm", "8cm"],
        ],
        7.5,
    )
    return save(s, out / "rg-ir04.pdf")


# ------------------------------------------------ 16x2 LCD with I2C backpack (Taiwan)
def lcm(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Formosa Display Technology",
        header_right="FDT-C1602-IIC  Module Specification",
        footer_left="FDT Proprietary  |  Spec. FDT-S-1602I-05",
        footer_right="Page {page} of {nb}",
        table_fill=(225, 240, 225),
        accent=(0, 110, 40),
    )
    s = Sheet(style, "FDT-C1602-IIC character LCD module")
    s.add_page()
    s.title_block(
        "FDT-C1602-IIC",
        "16 Characters x 2 Lines STN LCD Module with I2C Interface Board",
        "Versions: -B5 (blue, 5 V)  |  -Y5 (yellow-green, 5 V)  |  -B3 (blue, 3.3 V)  |  "
        "-Y5W (yellow-green, wide temperature)",
        16,
    )
    s.heading("1. General Specification", 10, rule=True)
    s.table(
        [Col("Item", 200), Col("Contents", 220, "C"), Col("Unit", 79, "C")],
        [
            ["Display format", "16 x 2 characters", "-"],
            ["Module dimension", "80.0 x 36.0 x 20.5", "mm"],
            ["Character size", "2.95 x 5.55", "mm"],
            ["Controller", "HD44780-compatible + 8-bit I2C expander", "-"],
            ["Interface", "I2C (SCL, SDA), 4-pin", "-"],
        ],
        7.5,
    )
    s.heading("2. Absolute Maximum Ratings", 10, rule=True)
    s.table(
        [
            Col("Item", 200),
            Col("Symbol", 70, "C"),
            Col("Min.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Supply voltage", "VDD", "-0.3", "7.0", "V"],
            ["Input voltage (SCL, SDA)", "VI", "-0.3", "VDD + 0.3", "V"],
            ["Operating temperature", "TOP", "-20", "+70", DEG],
            ["Storage temperature", "TST", "-30", "+80", DEG],
        ],
        7.5,
    )
    s.para("Note: The temperature rows above are for the -Y5W version.", 7.5)
    s.heading("3. Electrical Characteristics (Ta = 25 " + DEG + ")", 10, rule=True)
    s.table(
        [
            Col("Item", 120),
            Col("Symbol", 50, "C"),
            Col("Version", 70, "C"),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit", 40, "C"),
            Col("Condition", 84, "C"),
        ],
        [
            ["Supply voltage", "VDD", "-B5/-Y5/-Y5W", "4.5", "5.0", "5.5", "V", ""],
            ["", "", "-B3", "3.0", "3.3", "3.6", "V", ""],
            ["Supply current", "IDD", "-B5/-Y5/-Y5W", "", "1.5", "2.5", "mA", "backlight off"],
            ["", "", "-B3", "", "1.2", "2.0", "mA", "backlight off"],
            ["Backlight current", "ILED", "-B5/-B3", "", "20", "30", "mA", "jumper on"],
            ["", "", "-Y5/-Y5W", "", "60", "80", "mA", "jumper on"],
            ["Input high voltage", "VIH", "all", "0.7 VDD", "", "VDD", "V", "SCL, SDA"],
            ["Input low voltage", "VIL", "all", "0", "", "0.3 VDD", "V", "SCL, SDA"],
            ["SCL clock\nfrequency", "fSCL", "all", "", "", "100", "kHz", ""],
        ],
        7,
    )
    s.heading("4. Operating Temperature", 10, rule=True)
    s.table(
        [Col("Version", 160), Col("Operating", 170, "C"), Col("Storage", 169, "C")],
        [
            ["-B5 / -Y5 / -B3", "0 ~ +50 " + DEG, "-20 ~ +60 " + DEG],
            ["-Y5W", "-20 ~ +70 " + DEG, "-30 ~ +80 " + DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5. I2C Address Setting", 10, rule=True)
    s.para(
        "The backpack has three solder pads A0, A1, A2 (open = 1). The factory setting is "
        "all open, 7-bit address 0x27. Shorting pads lowers the address down to 0x20. "
        'Interface boards marked with a dot ("A" expander) use 0x38 ~ 0x3F instead, '
        "factory 0x3F.",
        8,
    )
    s.table(
        [
            Col("A2", 60, "C"),
            Col("A1", 60, "C"),
            Col("A0", 60, "C"),
            Col("Address", 160, "C"),
            Col('Address ("A" board)', 159, "C"),
        ],
        [
            ["open", "open", "open", "0x27 (default)", "0x3F (default)"],
            ["open", "open", "short", "0x26", "0x3E"],
            ["open", "short", "open", "0x25", "0x3D"],
            ["short", "short", "short", "0x20", "0x38"],
        ],
        7.5,
    )
    s.heading("6. Interface Pin Function", 10, rule=True)
    s.table(
        [Col("Pin", 60, "C"), Col("Symbol", 80, "C"), Col("Function", 359)],
        [
            ["1", "GND", "Ground"],
            ["2", "VCC", "Power supply (see VDD)"],
            ["3", "SDA", "I2C data, 4.7 k" + OHM + " pull-up to VCC on board"],
            ["4", "SCL", "I2C clock, 4.7 k" + OHM + " pull-up to VCC on board"],
        ],
        7.5,
    )
    s.heading("7. Instruction Table (excerpt)", 10, rule=True)
    s.table(
        [
            Col("Instruction", 140),
            Col("Code (hex)", 90, "C"),
            Col("Execution time", 110, "C"),
            Col("Description", 159),
        ],
        [
            ["Clear display", "0x01", "1.52 ms", "Clear DDRAM, cursor home"],
            ["Return home", "0x02", "1.52 ms", "Cursor to address 0"],
            ["Function set", "0x28", "37 " + MU + "s", "4-bit, 2 lines, 5x8 dots"],
            ["Display on", "0x0C", "37 " + MU + "s", "Display on, cursor off"],
        ],
        7.5,
    )
    s.heading("8. Notes", 10, rule=True)
    s.bullets(
        [
            "The on-board pull-ups go to VCC. With a 5 V version on a 3.3 V MCU the bus is "
            "pulled to 5 V; use a level shifter or remove the pull-ups.",
            "Contrast is set by the blue potentiometer on the backpack.",
            "The backlight jumper can be removed to switch the backlight off.",
        ],
        8,
    )
    revision_table(s, [["2023/08/15", "05", "-Y5W version added"]], (90, 60, 349))
    return save(s, out / "fdt-c1602-iic.pdf")
