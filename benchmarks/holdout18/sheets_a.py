"""Hold-out 18 datasheets: loop transmitter, ideal diode, LED/key driver, vibration module.

A Burr-Brown-style 4-20 mA two-wire transmitter (one column per regulator
version, EC table continued on page 2), a Micrel-style ideal-diode switch
(conditions in a header sentence, wrapped names, unnamed rows), a Chinese
LED-display driver with key scan in translated English (command-byte decoys)
and a Chinese vibration-switch module manual (answers only in FAQ lines).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
CJK_DEG = "\u2103"
FC = "\uff1a"
FT = "\uff5e"
EM = "\u2014"


# ------------------------------------------------ 4-20 mA transmitter (Burr-Brown style)
def kxt4115(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KXT4115",
        header_right="KESTREL ANALOG",
        footer_left="SBOS-K412B  -  REVISED MARCH 2023",
        footer_right="{page}",
        table_fill=(230, 230, 230),
        accent=(120, 0, 0),
    )
    s = Sheet(style, "KXT4115 4-20mA current loop transmitter")
    s.add_page()
    s.title_block("KXT4115", "4-20mA CURRENT LOOP TRANSMITTER", "with Voltage Regulator")
    s.side_by_side(
        lambda: (
            s.heading("FEATURES", 9.5),
            s.bullets(
                [
                    "LOW QUIESCENT CURRENT: 180" + MU + "A typ",
                    "4-20mA TWO-WIRE OUTPUT",
                    "ON-CHIP REGULATOR FOR EXTERNAL CIRCUITS",
                    "WIDE LOOP SUPPLY RANGE",
                    "SO-8 PACKAGE",
                ],
                8,
            ),
            s.heading("APPLICATIONS", 9.5),
            s.bullets(["2-WIRE, 4-20mA TRANSMITTERS", "SENSOR TRANSMITTERS", "PLC INPUTS"], 8),
        ),
        lambda: (
            s.heading("DESCRIPTION", 9.5),
            s.para(
                "The KXT4115 is a precision current output converter designed to transmit "
                "analog 4-20mA signals over an industry standard current loop. An external "
                "input resistor sets the input current, which is amplified by 100 to give "
                "the loop current. An on-chip regulator powers the sensor excitation and "
                "the signal conditioning circuit from the loop itself; the KXT4115A "
                "regulator gives +5V, the KXT4115B +3V. The loop current can be limited "
                "by an external transistor. Operation is specified from -40" + DEG + " to "
                "+85" + DEG + ".",
                8,
            ),
        ),
        220,
    )
    s.heading("ORDERING / VERSION INFORMATION", 9.5)
    s.table(
        [Col("", 170), Col("KXT4115A", 110, "C"), Col("KXT4115B", 110, "C"), Col("UNIT", 109, "C")],
        [
            ["Regulator output VREG", "5.0", "3.0", "V"],
            ["Regulator load current,\nmax", "2", "2", "mA"],
            ["Loop supply V+, min", "7.5", "6.5", "V"],
            ["Package / marking", "SO-8 / XT15A", "SO-8 / XT15B", EM],
        ],
        8,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5)
    s.table(
        [Col("", 330), Col("VALUE", 110, "C"), Col("UNIT", 59, "C")],
        [
            ["Loop supply voltage, V+ to IO", "40", "V"],
            ["Input current into IIN", "250", MU + "A"],
            ["Output current limit (internal)", "32", "mA"],
            ["Operating temperature", "-55 to +125", DEG],
            ["Storage temperature", "-55 to +150", DEG],
        ],
        8,
    )
    s.heading("PIN CONFIGURATION", 9.5)
    s.table(
        [Col("PIN", 50, "C"), Col("NAME", 70, "C"), Col("DESCRIPTION", 379)],
        [
            ["1", "VREG", "Regulator output (connect 0.1" + MU + "F to IO)"],
            ["2", "IIN", "Current input, 1 x gain node; 40" + MU + "A full scale with 100k" + OHM],
            ["3", "IRET", "Return for sensor circuit"],
            ["4", "IO", "Loop current output"],
            ["8", "V+", "Loop supply"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5)
    s.para("At TA = +25" + DEG + ", V+ = 24V, RIN = 20k" + OHM + ", unless otherwise noted.", 8)
    cols = [
        Col("PARAMETER", 130),
        Col("CONDITIONS", 150),
        Col("MIN", 50, "C"),
        Col("TYP", 50, "C"),
        Col("MAX", 50, "C"),
        Col("UNITS", 69, "C"),
    ]
    s.table(
        cols,
        [
            ["OUTPUT", "", "", "", "", ""],
            ["Output Current\nEquation", "IO = IIN x 100", "", "", "", "A"],
            ["Output Current, Linear\nRange", "", "0.2", "", "25", "mA"],
            ["Current Limit", "", "", "28", "", "mA"],
            ["Nonlinearity", "IO = 4mA to 20mA", "", PM + "0.003", PM + "0.02", "%"],
            ["Span Error", "IO = 4mA to 20mA", "", PM + "0.05", PM + "0.4", "%"],
            ["VOLTAGE REGULATOR", "", "", "", "", ""],
            ["Voltage", "KXT4115A", "4.95", "5.0", "5.05", "V"],
            ["", "KXT4115B", "2.97", "3.0", "3.03", "V"],
        ],
        7.5,
        bold_rows=(0, 6),
    )
    s.heading("ELECTRICAL CHARACTERISTICS (Cont.)", 9.5)
    s.para("At TA = +25" + DEG + ", V+ = 24V, unless otherwise noted.", 8)
    s.table(
        cols,
        [
            ["POWER SUPPLY", "", "", "", "", ""],
            ["Specified Voltage\nRange, V+", "KXT4115A", "7.5", "", "36", "V"],
            ["", "KXT4115B", "6.5", "", "36", "V"],
            ["Quiescent Current", "VREG unloaded", "", "180", "250", MU + "A"],
            ["TEMPERATURE RANGE", "", "", "", "", ""],
            ["Specified", "", "-40", "", "+85", DEG],
            ["Thermal Resistance, " + "\u03b8JA", "SO-8", "", "150", "", DEG + "/W"],
        ],
        7.5,
        bold_rows=(0, 4),
    )
    s.heading("APPLICATION INFORMATION", 9.5)
    s.para(
        "The minimum loop supply is the specified V+ minimum plus the voltage across the "
        "loop load resistor at 20mA (for a 250" + OHM + " receiver resistor: 5V). The "
        "regulator is meant for low-power sensor bridges and amplifiers; circuits drawing "
        "more than the rated regulator load current must be powered from a separate "
        "supply, because every milliampere drawn from VREG adds to the loop current. "
        "Performance with HART modulation superimposed on the loop is not specified.",
        8,
    )
    revision_table(s, [["March 2023", "B", "Added KXT4115B (3V regulator)"]], (100, 60, 339))
    return save(s, out / "kxt4115.pdf")


# ------------------------------------------------ ideal diode switch (Micrel style)
def kid6610(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Kinetra Semiconductor",
        header_right="KID6610",
        footer_left="Kinetra Semiconductor Inc.  \u2022  www.kinetra-semi.example",
        footer_right="M9999-081523-B   page {page}",
        table_fill=(220, 232, 245),
        accent=(0, 60, 140),
        grid=False,
    )
    s = Sheet(style, "KID6610 1.5A ideal diode switch")
    s.add_page()
    s.title_block("KID6610", "1.5A Ideal Diode with Enable, 1.5V to 5.5V", "")
    s.heading("General Description", 10, rule=True)
    s.para(
        "The KID6610 is an ideal diode: an integrated P-channel MOSFET that conducts "
        "from IN to OUT and blocks reverse current when OUT is higher than IN. Two "
        "devices build a power multiplexer (ORing) between a USB port and a battery. "
        "The CE pin turns the switch off. The KID6610 is offered in a 6-pin SOT-23.",
        8.5,
    )
    s.heading("Features", 10, rule=True)
    s.bullets(
        [
            "1.5V to 5.5V input voltage range",
            "79m" + OHM + " typical on-resistance at VIN = 5V",
            "1.5A maximum continuous current",
            "Reverse current blocking: 50nA typical",
            "150nA shutdown current",
            "-40" + DEG + " to +125" + DEG + " junction temperature range",
        ],
        8.5,
    )
    s.heading("Absolute Maximum Ratings(1)", 10, rule=True)
    s.leaders(
        [
            ("Input Voltage (VIN)", "-0.3V to +6V"),
            ("Output Voltage (VOUT)", "-0.3V to +6V"),
            ("CE Voltage", "-0.3V to +6V"),
            ("Continuous Output Current", "2.0A"),
            ("Junction Temperature (TJ)", "+150" + DEG),
            ("ESD Rating, HBM(2)", "2kV"),
        ],
        8.5,
    )
    s.heading("Operating Ratings(3)", 10, rule=True)
    s.leaders(
        [
            ("Supply Voltage (VIN)", "+1.5V to +5.5V"),
            ("Continuous Output Current", "0A to 1.5A"),
            ("Junction Temperature (TJ)", "-40" + DEG + " to +125" + DEG),
        ],
        8.5,
    )
    s.para(
        "Notes: 1. Exceeding the absolute maximum rating may damage the device. "
        "2. Devices are ESD sensitive. 3. The device is not guaranteed to function "
        "outside its operating rating.",
        7,
    )
    s.add_page()
    s.heading("Electrical Characteristics", 10, rule=True)
    s.para(
        "VIN = 5V, CE = 0V; TA = 25"
        + DEG
        + ", bold values indicate -40"
        + DEG
        + " < TJ < +125"
        + DEG
        + "; unless noted.",
        8,
    )
    s.table(
        [
            Col("Symbol", 50),
            Col("Parameter", 120),
            Col("Condition", 150),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Units", 44, "C"),
        ],
        [
            ["RON", "Switch On\nResistance", "VIN = 5V, IOUT = 200mA", "", "79", "105", "m" + OHM],
            ["", "", "VIN = 3.3V, IOUT = 200mA", "", "91", "120", "m" + OHM],
            ["", "", "VIN = 1.8V, IOUT = 200mA", "", "150", "210", "m" + OHM],
            ["IQ", "Quiescent\nCurrent", "CE = 0V, IOUT = 0A", "", "0.9", "1.5", MU + "A"],
            ["ISD", "Shutdown Current", "CE = VIN", "", "150", "600", "nA"],
            ["IREV", "Reverse Leakage\nCurrent", "VOUT = 5V, VIN = 0V", "", "50", "500", "nA"],
            ["VIH", "CE Input High\nVoltage", "VIN = 1.5V to 5.5V", "1.2", "", "", "V"],
            ["VIL", "CE Input Low\nVoltage", "VIN = 1.5V to 5.5V", "", "", "0.4", "V"],
            ["tON", "Turn-On Time", "COUT = 1" + MU + "F", "", "250", "", MU + "s"],
        ],
        7.5,
    )
    s.heading("Pin Description", 10, rule=True)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60), Col("Description", 399)],
        [
            ["1", "IN", "Input, connect a 1" + MU + "F ceramic capacitor"],
            ["2", "GND", "Ground"],
            ["3", "CE", "Chip enable, active low; pulled up internally by 5M" + OHM],
            ["4", "ST", "Status, open drain, 10k" + OHM + " pull-up recommended"],
            ["5, 6", "OUT", "Output"],
        ],
        7.5,
    )
    s.heading("Application Information", 10, rule=True)
    s.para(
        "For an ORing of a 5V USB supply and a single Li-ion cell, use one KID6610 in "
        "each path. The device has no thermal shutdown figure in this revision; the "
        "thermal resistance of the SOT-23 is not specified here.",
        8.5,
    )
    return save(s, out / "kid6610.pdf")


# ------------------------------------------------ LED driver with key scan (Chinese IC vendor)
def ktm1650(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="KTM1650  LED driver control special circuit",
        header_right="Tianmai Microelectronics",
        footer_left="www.tianmai-micro.example",
        footer_right="\u2014 {page} \u2014",
        table_fill=(240, 235, 220),
        accent=(160, 80, 0),
    )
    s = Sheet(style, "KTM1650 LED driver with key scan")
    s.add_page()
    s.title_block("KTM1650", "LED Driver Control Special Circuit (with key scan)", "V2.1")
    s.heading("1. Overview", 10)
    s.para(
        "KTM1650 is an LED (light-emitting diode display) driver control special circuit "
        "with keyboard scanning interface. It integrates MCU input/output control digital "
        "interface, data latch, LED drive, keyboard scanning and brightness adjustment. "
        "It uses 2-wire serial interface (CLK, DAT). KTM1650 performance is stable and "
        "reliable, the anti-interference ability is strong.",
        8.5,
    )
    s.heading("2. Features", 10)
    s.bullets(
        [
            "Two display modes: 8 segments x 4 bits and 7 segments x 4 bits",
            "Segment drive current greater than 25mA, bit drive current greater than 150mA",
            "8 level brightness adjustment",
            "Key scan: 7 x 4 bit keyboard, 28 keys",
            "Supply voltage 3V" + FT + "5.5V, built-in power-on reset",
            "Package: DIP16 / SOP16",
        ],
        8.5,
    )
    s.heading("3. Absolute Maximum Ratings", 10)
    s.table(
        [
            Col("Parameter", 180),
            Col("Symbol", 80, "C"),
            Col("Range", 160, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Logic supply voltage", "VDD", "-0.5" + FT + "+7.0", "V"],
            ["Logic input voltage", "VI1", "-0.5" + FT + "VDD+0.5", "V"],
            ["Working temperature", "Topt", "-40" + FT + "+85", CJK_DEG],
            ["Storage temperature", "Tstg", "-65" + FT + "+150", CJK_DEG],
        ],
        8,
    )
    s.heading("4. Command Description", 10)
    s.table(
        [Col("Command", 110, "C"), Col("Byte", 100, "C"), Col("Function", 289)],
        [
            ["Mode set", "0x48", "followed by one data byte (brightness, 7/8 seg, on/off)"],
            ["Read key", "0x49", "returns the key code (0x44" + FT + "0x77)"],
            ["Display DIG1", "0x68", "segment data of digit 1"],
            ["Display DIG4", "0x6E", "segment data of digit 4"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5. Electrical Characteristics", 10)
    s.para(
        "(Unless otherwise specified, Ta = -20"
        + FT
        + "+70"
        + CJK_DEG
        + ", VDD = 4.5"
        + FT
        + "5.5V, VSS = 0V)",
        8,
    )
    s.table(
        [
            Col("Parameter", 140),
            Col("Symbol", 50, "C"),
            Col("Test condition", 119, "C"),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 55, "C"),
        ],
        [
            ["Logic supply voltage", "VDD", "", "3.0", "5.0", "5.5", "V"],
            ["Dynamic current\nconsumption", "IDDdyn", "no load, display off", "", "", "5", "mA"],
            ["Segment drive current", "IOH", "VO = VDD-2V", "25", "", "", "mA"],
            ["Bit sink current", "IOL", "VO = 0.3V", "150", "", "", "mA"],
            ["High level input\nvoltage", "VIH", "CLK, DAT", "0.7VDD", "", "VDD", "V"],
            ["Low level input\nvoltage", "VIL", "CLK, DAT", "0", "", "0.3VDD", "V"],
            ["Clock frequency", "fCLK", "", "", "", "4", "MHz"],
        ],
        7.5,
    )
    s.heading("6. Notes for Use", 10)
    s.bullets(
        [
            "The 2-wire interface is similar to I2C but is not I2C: there is no device "
            "address, the command byte selects the register. Do not share the bus with I2C "
            "devices.",
            "DAT is an open-drain line; add a 10K pull-up resistor to VDD.",
            "When VDD is 3.3V the segment current falls; the drive current at 3.3V is not "
            "given in this document.",
            "Key scan uses the segment lines; a diode in series with each key is "
            "recommended when more than one key may be pressed.",
        ],
        8.5,
    )
    revision_table(
        s, [["2022-08-01", "V2.1", "Updated electrical characteristics"]], (100, 60, 339)
    )
    return save(s, out / "ktm1650.pdf")


# ------------------------------------------------ vibration switch module (Chinese manual)
def ksw420(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="KSW-420 Vibration Sensor Module  User Manual",
        header_right="Jiahe Electronic",
        footer_left="Shenzhen Jiahe Electronic Co., Ltd",
        footer_right="Page {page}",
        table_fill=(225, 235, 250),
        accent=(20, 60, 160),
    )
    s = Sheet(style, "KSW-420 vibration sensor module user manual")
    s.add_page()
    s.title_block("KSW-420", "Vibration Sensor Module  User Manual  V1.0")
    s.heading("1. Product Introduction", 10)
    s.para(
        "The KSW-420 module uses a normally closed vibration switch and an LM393 "
        "comparator. When the module is still the switch is closed and the output is "
        "low; when vibration is detected the switch opens briefly and the output goes "
        "high. The sensitivity is adjusted with the blue potentiometer.",
        8.5,
    )
    s.heading("2. Parameters", 10)
    s.lines(
        [
            "1. Working voltage" + FC + "3.3V" + FT + "5V",
            "2. Output form" + FC + "digital switching output (0 and 1)",
            "3. Output driving ability" + FC + "more than 15mA",
            "4. Working current" + FC + "about 5mA (LED off)",
            "5. Comparator" + FC + "LM393, wide voltage",
            "6. Fixed bolt hole, easy installation, PCB size 3.2cm x 1.4cm",
        ],
        8.5,
    )
    s.heading("3. Interface", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Connect to", 359)],
        [
            ["1", "VCC", "3.3V or 5V of the MCU board"],
            ["2", "GND", "GND"],
            ["3", "DO", "digital pin, e.g. Arduino D2 (interrupt 0)"],
        ],
        8,
    )
    s.heading("4. Sample code (Arduino)", 10)
    s.lines(
        [
            "int sensorPin = 2;  long t = 0;",
            "void setup(){ Serial.begin(9600); pinMode(sensorPin, INPUT); }",
            "void loop(){ if(digitalRead(sensorPin)==HIGH){ t = millis(); delay(50); } }",
        ],
        7.5,
    )
    s.add_page()
    s.heading("5. FAQ", 10)
    s.lines(
        [
            "Q" + FC + "What level does DO give on a 5V board?",
            "A" + FC + "DO swings to the module VCC. Powered from 5V the high level is about 5V, "
            "so do not feed it to a 3.3V MCU pin; power the module from 3.3V instead.",
            "Q" + FC + "What is the working temperature?",
            "A" + FC + "The module works from -10" + CJK_DEG + " to +60" + CJK_DEG + ".",
            "Q" + FC + "Can it measure vibration frequency or acceleration (g)?",
            "A" + FC + "No. It is a switch, the trigger threshold in g is not specified.",
            "Q" + FC + "Can it be used outdoors?",
            "A" + FC + "The module has no protection grade; it is not waterproof.",
            "Q" + FC + "Can DO drive a relay coil directly?",
            "A" + FC + "No. Use a relay module with a driver transistor.",
        ],
        8.5,
        5,
    )
    return save(s, out / "ksw-420.pdf")
