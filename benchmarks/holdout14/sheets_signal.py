"""Hold-out 14 datasheets: sensor and actuator parts.

An Allegro-style hall-effect current sensor family (one column per current
range, footnote marks, "VCC = 5 V, TA = 25 °C unless otherwise noted"), a
Chinese PIR motion module manual (key-value table, a jumper table, the output
drive only in a FAQ), an ams-style magnetic angle sensor (3.3 V and 5 V
operation rows that look alike, register map as decoys, a symbol-only table)
and a hobby micro-servo sheet (typ.-only values per supply voltage, a wire
colour table).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"


# ------------------------------------------------------ hall current sensor (US)
def _kca_page1(s: Sheet) -> None:
    s.title_block(
        "KCA1190",
        "Fully Integrated, Hall-Effect-Based Linear Current Sensor IC with 2.1 kVRMS Isolation "
        "and a Low-Resistance Current Conductor",
        "",
        size=20,
    )

    def feat() -> None:
        s.heading("FEATURES AND BENEFITS", 9)
        s.bullets(
            [
                "80 kHz bandwidth",
                "1.2 m" + OHM + " internal conductor resistance",
                "2.1 kVRMS minimum isolation voltage from pins 1-4 to pins 5-8",
                "5.0 V, single supply operation",
                "Output voltage proportional to AC or DC currents",
                "Nearly zero magnetic hysteresis",
            ],
            8,
        )

    def desc() -> None:
        s.heading("DESCRIPTION", 9)
        s.para(
            "The KCA1190 provides an economical and precise solution for AC or DC current sensing "
            "in industrial, commercial, and communications systems. The output of the device has a "
            "positive slope when an increasing current flows through the primary copper conduction "
            "path (pins 1 and 2 to pins 3 and 4). The zero-current output is half of the supply "
            "voltage (ratiometric).",
            8,
        )

    s.side_by_side(feat, desc, 240)
    s.heading("SELECTION GUIDE", 9, rule=True)
    s.table(
        [
            Col("Part Number", 130),
            Col("Optimized Range,\nI_{P} (A)", 100, "C"),
            Col("Sensitivity,\nSens (Typ) (mV/A)", 110, "C"),
            Col("TA (" + DEG + ")", 70, "C"),
            Col("Packing", 89, "C"),
        ],
        [
            ["KCA1190ELCTR-05B-T", PM + "5", "185", "-40 to 85", "Tape and reel"],
            ["KCA1190ELCTR-20A-T", PM + "20", "100", "-40 to 85", "Tape and reel"],
            ["KCA1190ELCTR-30A-T", PM + "30", "66", "-40 to 85", "Tape and reel"],
        ],
        8,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9, rule=True)
    s.table(
        [
            Col("Characteristic", 170),
            Col("Symbol", 70, "C"),
            Col("Notes", 140),
            Col("Rating", 60, "C"),
            Col("Units", 59, "C"),
        ],
        [
            ["Supply Voltage", "V_{CC}", "", "8", "V"],
            ["Reverse Supply Voltage", "V_{RCC}", "", "-0.1", "V"],
            ["Output Voltage", "V_{IOUT}", "", "8", "V"],
            ["Output Current Source", "I_{IOUT(Source)}", "", "3", "mA"],
            ["Operating Ambient\nTemperature", "T_{A}", "Range E", "-40 to 85", DEG],
            ["Storage Temperature", "T_{stg}", "", "-65 to 170", DEG],
        ],
        8,
    )


def _kca_page2(s: Sheet) -> None:
    s.heading("COMMON OPERATING CHARACTERISTICS", 9, rule=True)
    s.para("TA = -40 " + DEG + " to 85 " + DEG + ", VCC = 5 V, unless otherwise noted", 8)
    s.table(
        [
            Col("Characteristic", 150),
            Col("Symbol", 60, "C"),
            Col("Test Conditions", 120),
            Col("Min.", 40, "C"),
            Col("Typ.", 40, "C"),
            Col("Max.", 40, "C"),
            Col("Units", 49, "C"),
        ],
        [
            ["Supply Voltage", "V_{CC}", "", "4.5", "5.0", "5.5", "V"],
            ["Supply Current", "I_{CC}", "VCC = 5.0 V, output open", "", "10", "13", "mA"],
            ["Output Capacitance Load", "C_{LOAD}", "VIOUT to GND", "", "", "10", "nF"],
            ["Output Resistive Load", "R_{LOAD}", "VIOUT to GND", "4.7", "", "", "k" + OHM],
            ["Rise Time", "t_{r}", "IP step, TA = 25 " + DEG, "", "3.5", "", MU + "s"],
            ["Frequency Bandwidth", "f", "-3 dB, TA = 25 " + DEG, "", "80", "", "kHz"],
            [
                "Zero Current Output\nVoltage",
                "V_{IOUT(Q)}",
                "Bidirectional; IP = 0 A",
                "",
                "VCC x 0.5",
                "",
                "V",
            ],
            ["Power-On Time", "t_{PO}", "Output reaches 90 %", "", "35", "", MU + "s"],
        ],
        7.5,
    )
    s.heading("x05B, x20A AND x30A PERFORMANCE CHARACTERISTICS", 9, rule=True)
    s.para("TA = 25 " + DEG + ", VCC = 5 V, unless otherwise noted (1)", 8)
    s.table(
        [
            Col("Characteristic", 150),
            Col("Symbol", 60, "C"),
            Col("x05B", 70, "C"),
            Col("x20A", 70, "C"),
            Col("x30A", 70, "C"),
            Col("Units", 79, "C"),
        ],
        [
            ["Optimized Accuracy\nRange", "I_{P}", "-5 to 5", "-20 to 20", "-30 to 30", "A"],
            ["Sensitivity (2)", "Sens", "185", "100", "66", "mV/A"],
            ["Noise (3)", "V_{NOISE(PP)}", "21", "11", "7", "mV"],
            ["Total Output Error (4)", "E_{TOT}", PM + "1.5", PM + "1.5", PM + "1.5", "%"],
        ],
        8,
    )
    s.para(
        "(1) Typical values. (2) Sensitivity is ratiometric to VCC. (3) Peak-to-peak, 20 kHz "
        "bandwidth. (4) At IP = full scale, TA = 25 " + DEG + ".",
        7.5,
    )
    s.para(
        "The isolation rating is a dielectric strength test voltage for 60 seconds; a working "
        "voltage for reinforced isolation is not given in this data sheet.",
        8,
    )
    s.heading("PINOUT", 9, rule=True)
    s.table(
        [Col("Number", 60, "C"), Col("Name", 80), Col("Description", 359)],
        [
            ["1 and 2", "IP+", "Terminals for current being sampled"],
            ["3 and 4", "IP-", "Terminals for current being sampled"],
            ["5", "GND", "Signal ground terminal"],
            ["6", "FILTER", "Terminal for external capacitor that sets bandwidth"],
            ["7", "VIOUT", "Analog output signal"],
            ["8", "VCC", "Device power supply terminal"],
        ],
        8,
    )


def kca1190(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KCA1190",
        header_right="Linear Current Sensor IC",
        footer_left="Kestrel Microsystems, Inc.   Worcester, Massachusetts",
        footer_right="{page}",
        rule_color=(230, 120, 0),
        table_fill=(250, 232, 210),
        accent=(60, 60, 60),
    )
    s = Sheet(style, "KCA1190 current sensor")
    s.add_page()
    _kca_page1(s)
    s.add_page()
    _kca_page2(s)
    return save(s, out / "kca1190.pdf")


# ------------------------------------------------------ PIR module (Chinese manual)
def _pir_page1(s: Sheet) -> None:
    s.title_block(
        "HX-PIR505 Human Body Infrared Sensor Module",
        "Pyroelectric motion sensor with BISS-type controller, adjustable delay",
        "Huaxin Sensing Technology   Model: HX-PIR505   User Manual V2.0",
        size=14,
    )
    s.heading("1. Product parameters", 10, rule=True)
    s.table(
        [Col("Parameter", 180), Col("Value", 319)],
        [
            ["Working voltage", "DC 4.5-20V"],
            ["Static current", "<60uA"],
            ["Output level", "high 3.3V / low 0V"],
            ["Trigger mode", "L: non-repeatable trigger / H: repeatable trigger (default H)"],
            ["Delay time", "adjustable 0.5~200S (default about 5S)"],
            ["Block time", "2.5S (default)"],
            ["Sensing range", "<7 meters, 110 degree cone angle"],
            ["Working temperature", "-15 ~ +70" + DEG],
            ["Board size", "32mm x 24mm; lens diameter 23mm"],
        ],
        9,
        show_head=True,
    )
    s.heading("2. Pins and jumpers", 10, rule=True)
    s.table(
        [Col("Pin / jumper", 120, "C"), Col("Function", 379)],
        [
            ["VCC", "power input 4.5-20V (on-board 3.3V regulator)"],
            ["OUT", "signal output, high when motion is detected"],
            ["GND", "ground"],
            ["J1 L / H", "trigger mode select"],
            ["Sx (pot 1)", "delay time, turn clockwise to increase"],
            ["Tx (pot 2)", "sensitivity / distance, about 3m to 7m"],
        ],
        9,
    )
    s.para(
        "After power-on the module needs about 60 seconds to initialise; during this time the output "
        "may switch 0-3 times. Keep the lens away from air flow and direct sunlight."
    )


def _pir_page2(s: Sheet) -> None:
    s.heading("3. FAQ", 10, rule=True)
    s.lines(
        [
            "Q: Can OUT drive a relay directly?  A: No. OUT is a logic signal; use a transistor.",
            "Q: How much current can OUT supply?  A: The output current is not specified.",
            "Q: Can it work at 3.3V?  A: No, the minimum working voltage is 4.5V.",
            "Q: Can it detect through glass?  A: Not tested.",
            "Q: Can it be used outdoors?  A: The module is not waterproof.",
        ],
        8.5,
    )
    s.heading("4. Application example", 10, rule=True)
    s.para(
        "Corridor light: VCC to 5V, OUT to a digital input of the MCU. In the example code the "
        "MCU pin number is 7 and the light stays on for 30 seconds (both are example values)."
    )


def pir505(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Huaxin Sensing Technology",
        header_right="HX-PIR505 user manual",
        footer_left="www.huaxin-sensing.example   Guangzhou",
        footer_right="{page}/{nb}",
        rule_color=(0, 140, 90),
        table_fill=(215, 245, 230),
        accent=(0, 120, 80),
    )
    s = Sheet(style, "HX-PIR505 PIR module")
    s.alias_nb_pages()
    s.add_page()
    _pir_page1(s)
    s.add_page()
    _pir_page2(s)
    return save(s, out / "hxpir505.pdf")


# ------------------------------------------------------ magnetic angle sensor (European)
def _kma_page1(s: Sheet) -> None:
    s.title_block(
        "KMA5048",
        "14-Bit On-Axis Magnetic Rotary Position Sensor with I" + "\u00b2" + "C and PWM Output",
        "Alpsee Microsystems",
        size=17,
    )
    s.heading("General Description", 10, rule=True)
    s.para(
        "The KMA5048 is a contactless magnetic rotary position sensor for accurate angular "
        "measurement over a full turn of 360 degrees. It combines Hall sensor elements, an analog "
        "front end and digital signal processing on one chip. The absolute angle is available "
        "through the I" + "\u00b2" + "C interface and as a PWM-encoded output. The device can be "
        "supplied from 5 V (internal LDO) or directly from 3.3 V (LDO bypassed, VDD5V and VDD3V3 "
        "connected)."
    )
    s.heading("Absolute Maximum Ratings", 10, rule=True)
    s.table(
        [
            Col("Symbol", 70, "C"),
            Col("Parameter", 200),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 50, "C"),
            Col("Comments", 79),
        ],
        [
            ["VDD5V", "DC supply voltage at VDD5V", "-0.3", "6.1", "V", ""],
            ["VDD3V3", "DC supply voltage at VDD3V3", "-0.3", "4", "V", ""],
            ["VDD_{IO}", "Input pin voltage", "-0.3", "VDD+0.3", "V", ""],
            ["I_{SCR}", "Input current (latch-up)", "-100", "100", "mA", "JESD78"],
            ["T_{STRG}", "Storage temperature", "-55", "125", DEG, ""],
        ],
        8,
    )
    s.heading("Operating Conditions", 10, rule=True)
    s.table(
        [
            Col("Symbol", 70, "C"),
            Col("Parameter", 150),
            Col("Conditions", 110),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["VDD5V", "Positive supply voltage", "5V operation mode", "4.5", "5.0", "5.5", "V"],
            ["VDD3V3", "Positive supply voltage", "3.3V operation mode", "3.0", "3.3", "3.6", "V"],
            ["IDD", "Supply current", "", "", "6.5", "10", "mA"],
            ["T_{AMB}", "Ambient temperature", "", "-40", "", "125", DEG],
        ],
        8,
    )
    s.heading("Digital Inputs and Outputs", 10, rule=True)
    s.table(
        [
            Col("Symbol", 70, "C"),
            Col("Parameter", 150),
            Col("Conditions", 110),
            Col("Min", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["V_{IH}", "High-level input voltage", "", "0.7 x VDD", "", "V"],
            ["V_{IL}", "Low-level input voltage", "", "", "0.3 x VDD", "V"],
            ["V_{OH}", "High-level output voltage", "PWM, 4 mA", "VDD - 0.5", "", "V"],
            ["V_{OL}", "Low-level output voltage", "PWM, -4 mA", "", "0.4", "V"],
        ],
        8,
    )


def _kma_page2(s: Sheet) -> None:
    s.heading("System and Interface Parameters", 10, rule=True)
    s.table(
        [
            Col("Symbol", 70, "C"),
            Col("Parameter", 170),
            Col("Conditions", 110),
            Col("Typ", 70, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["RES", "Core resolution", "", "14", "bit"],
            ["INL", "Integral non-linearity", "optimum alignment", PM + "1", "deg"],
            ["f_{SCL}", "I" + "\u00b2" + "C clock", "Fast-mode plus", "1", "MHz"],
            ["", "I" + "\u00b2" + "C slave address", "factory default", "0x36", ""],
            ["f_{PWM}", "PWM frequency", "PWMF = 0", "115", "Hz"],
            ["", "", "PWMF = 1", "920", "Hz"],
            ["t_{PU}", "Power-up time", "", "10", "ms"],
            ["B_{z}", "Magnetic field (z)", "", "30 to 90", "mT"],
        ],
        8,
    )
    s.para(
        "All values typical, VDD = 5 V or 3.3 V, TAMB = 25 " + DEG + ". The maximum rotation "
        "speed the angle output can track is not specified in this preliminary data sheet.",
        8,
    )
    s.heading("Register Map (excerpt)", 10, rule=True)
    s.table(
        [Col("Address", 70, "C"), Col("Name", 100), Col("Bits", 70, "C"), Col("Description", 259)],
        [
            ["0x00", "ZMCO", "1:0", "Number of permanent writes (max 3)"],
            ["0x01-0x02", "ZPOS", "11:0", "Start position"],
            ["0x07-0x08", "CONF", "13:0", "PWM frequency, hysteresis, slow filter"],
            ["0x0E-0x0F", "ANGLE", "11:0", "Scaled output angle"],
            ["0x1A", "AGC", "7:0", "Automatic gain control"],
        ],
        8,
    )
    revision_table(s, [["2025-01", "v0-90", "Preliminary"]], (80, 80, 339))


def kma5048(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="KMA5048",
        header_right="Preliminary Data Sheet",
        footer_left="Alpsee Microsystems GmbH, Villach, Austria",
        footer_right="Page {page}",
        rule_color=(0, 80, 150),
        table_fill=(225, 235, 248),
        accent=(0, 80, 150),
        grid=False,
    )
    s = Sheet(style, "KMA5048 angle sensor")
    s.add_page()
    _kma_page1(s)
    s.add_page()
    _kma_page2(s)
    return save(s, out / "kma5048.pdf")


# ------------------------------------------------------ micro servo (hobby)
def _ks_page1(s: Sheet) -> None:
    s.title_block(
        "KS-90MG Metal Gear Micro Servo",
        "Digital micro servo, 180 degree",
        "Kingsun Hobby Co., Ltd.   Specification sheet",
        size=16,
    )
    s.heading("Mechanical specification", 10, rule=True)
    s.lines(
        [
            "Dimension: 22.8 x 12.2 x 28.5 mm",
            "Weight: 13.4 g",
            "Gear type: metal",
            "Operating travel: 180" + "\u00b0" + " (500 ~ 2500 " + MU + "sec)",
            "Connector wire length: 250 mm",
        ],
        9,
    )
    s.heading("Electrical specification", 10, rule=True)
    s.table(
        [
            Col("No.", 30, "C"),
            Col("Operating voltage", 200),
            Col("4.8V", 120, "C"),
            Col("6.0V", 149, "C"),
        ],
        [
            ["1", "Idle current (at stopped)", "6 mA", "8 mA"],
            [
                "2",
                "Operating speed (at no load)",
                "0.10 sec/60" + "\u00b0",
                "0.08 sec/60" + "\u00b0",
            ],
            ["3", "Running current (at no load)", "220 mA", "280 mA"],
            ["4", "Stall torque (at locked)", "1.8 kgf.cm", "2.2 kgf.cm"],
            ["5", "Stall current (at locked)", "650 mA", "800 mA"],
        ],
        9,
    )
    s.para("All values typical. Operating voltage range: 4.8 V to 6.0 V DC.", 8.5)
    s.heading("Control specification", 10, rule=True)
    s.table(
        [Col("Item", 200), Col("Specification", 299)],
        [
            ["Control system", "PWM (pulse width)"],
            ["Pulse width range", "500 ~ 2500 " + MU + "sec"],
            ["Neutral position", "1500 " + MU + "sec"],
            ["Frame period", "20 ms (50 Hz)"],
            ["Dead band width", "5 " + MU + "sec"],
            ["Operating temperature", "-10 " + DEG + " ~ +50 " + DEG],
        ],
        9,
    )


def _ks_page2(s: Sheet) -> None:
    s.heading("Wire assignment", 10, rule=True)
    s.table(
        [Col("Wire colour", 150), Col("Function", 200)],
        [["Brown", "GND"], ["Red", "Power (+)"], ["Orange", "Signal (PWM)"]],
        9,
    )
    s.heading("Notes", 10, rule=True)
    s.bullets(
        [
            "Do not power the servo from the 5V pin of a USB-powered controller board; the stall "
            "current can reset the board.",
            "The signal input voltage level is not given in this sheet.",
            "Do not force the horn by hand; the metal gears can be damaged.",
        ]
    )


def ks90(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="Kingsun Hobby",
        header_right="KS-90MG",
        footer_left="Dongguan, Guangdong",
        footer_right="{page}",
        rule_color=(180, 0, 80),
        table_fill=(248, 225, 235),
        accent=(180, 0, 80),
    )
    s = Sheet(style, "KS-90MG servo")
    s.add_page()
    _ks_page1(s)
    s.add_page()
    _ks_page2(s)
    return save(s, out / "ks90mg.pdf")
