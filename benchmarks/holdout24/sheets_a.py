"""Hold-out 24 datasheets: haptic driver IC, vibration motor module, supercap charger, UV module.

A US analog-house sheet of an ERM/LRA haptic (vibration motor) driver (dot-leader
abs max, condition sentence, min/typ/max with blanks and footnote marks, register
map as decoy), a Chinese module manual of a vibration motor driver board
(full-width key-value lines, one block per version), a Japanese supercapacitor
charger (abs max vs recommended rows with the same names, one column per ordering
code continued on page 2) and a German UV index module leaflet (head-less data
table, values in prose).
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


# ------------------------------------------------ haptic driver IC (US analog house)
def kvd2603(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KVD2603",
        header_right="Halcott Analog Devices",
        footer_left="SLHS-2603B  -  March 2025",
        footer_right="Page {page} of 2",
        table_fill=(225, 225, 225),
        accent=(170, 0, 0),
    )
    s = Sheet(style, "KVD2603 haptic driver")
    s.add_page()
    s.title_block(
        "KVD2603",
        "2.5-V to 5.5-V ERM and LRA Haptic Driver with I2C Control",
        "KVD2603 (ERM/LRA)  |  KVD2603L (LRA only)",
    )

    def feats() -> None:
        s.heading("1 Features", 10)
        s.bullets(
            [
                "Drives eccentric rotating mass (ERM) and linear resonant actuators (LRA)",
                "Automatic LRA resonance tracking",
                "Fast-mode I2C interface, 7-bit address 0x5A",
                "Hardware trigger input IN/TRIG",
                "1.8-V compatible logic inputs",
                "Thermal shutdown and overcurrent protection",
                "2 mm x 2 mm 9-ball WCSP package",
            ],
            8,
        )

    def desc() -> None:
        s.heading("2 Description", 10)
        s.para(
            "The KVD2603 is a low-voltage haptic driver for small vibration motors in "
            "wearables, remote controls and game pads. An on-chip differential H-bridge "
            "drives the actuator directly from a single Li-ion cell. The KVD2603L variant "
            "omits the ERM library and is supplied for LRA-only designs. Waveform playback "
            "is started over I2C or by a rising edge on IN/TRIG.",
            8,
        )

    s.side_by_side(feats, desc, 250)
    s.heading("3 Absolute Maximum Ratings", 10)
    s.para("over operating free-air temperature range (unless otherwise noted) (1)", 7.5)
    s.leaders(
        [
            ("Supply voltage, VDD", "-0.3 V to 6.0 V"),
            ("Input voltage, SDA, SCL, EN, IN/TRIG", "-0.3 V to VDD + 0.3 V"),
            ("Operating free-air temperature, TA", "-40" + DEG + " to 85" + DEG),
            ("Junction temperature, TJ", "-40" + DEG + " to 150" + DEG),
            ("Storage temperature, Tstg", "-65" + DEG + " to 150" + DEG),
        ],
        8,
    )
    s.para("(1) Stresses beyond those listed may cause permanent damage to the device.", 7)
    s.heading("4 Electrical Characteristics", 10)
    s.para(
        "VDD = 3.6 V, TA = 25" + DEG + ", RL = 20 " + "\u03a9" + " (ERM) unless otherwise noted",
        8,
    )
    s.table(
        [
            Col("PARAMETER", 150),
            Col("TEST CONDITIONS", 170),
            Col("MIN", 45, "C"),
            Col("TYP", 45, "C"),
            Col("MAX", 45, "C"),
            Col("UNIT", 44, "C"),
        ],
        [
            ["SUPPLY"],
            ["V_{DD}", "Operating supply range", "2.5", "", "5.5", "V"],
            ["I_{SHDN}", "EN = 0 V", "", "0.5", "1.5 (2)", MU + "A"],
            ["Standby current,\nI2C active", "EN = VDD, STANDBY bit = 1", "", "3", "6", MU + "A"],
            ["I_{Q}", "EN = VDD, no playback, no load", "", "0.6", "1.0", "mA"],
            ["OUTPUT"],
            ["Output current,\nOUT+ / OUT-", "Continuous, RMS", "", "", "250", "mA"],
            ["I_{OCP}", "Overcurrent threshold", "", "550", "", "mA"],
            ["R_{DS(on)}", "High side + low side", "", "1.2", "", "\u03a9"],
        ],
        8,
    )
    s.para("(2) Specified by design, not production tested.", 7)

    s.add_page()
    s.heading("4 Electrical Characteristics (continued)", 10)
    s.para(
        "VDD = 3.6 V, TA = 25" + DEG + ", RL = 20 " + "\u03a9" + " (ERM) unless otherwise noted",
        8,
    )
    s.table(
        [
            Col("PARAMETER", 150),
            Col("TEST CONDITIONS", 170),
            Col("MIN", 45, "C"),
            Col("TYP", 45, "C"),
            Col("MAX", 45, "C"),
            Col("UNIT", 44, "C"),
        ],
        [
            ["LOGIC INPUTS (SDA, SCL, EN, IN/TRIG)"],
            ["V_{IH}", "", "1.3", "", "", "V"],
            ["V_{IL}", "", "", "", "0.5", "V"],
            ["I2C INTERFACE"],
            ["f_{SCL}", "", "", "", "400", "kHz"],
            ["Start-up time", "EN high to first I2C access", "", "", "250", MU + "s"],
        ],
        8,
    )
    s.heading("5 Device Comparison", 10)
    s.table(
        [
            Col("ORDERABLE PART", 140),
            Col("ACTUATOR", 120),
            Col("I2C ADDRESS", 110, "C"),
            Col("PACKAGE", 129, "C"),
        ],
        [
            ["KVD2603YZFR", "ERM and LRA", "0x5A", "WCSP-9"],
            ["KVD2603LYZFR", "LRA only", "0x5A", "WCSP-9"],
        ],
        8,
    )
    s.heading("6 Register Map (excerpt)", 10)
    s.table(
        [Col("ADDR", 60, "C"), Col("NAME", 120), Col("DEFAULT", 70, "C"), Col("DESCRIPTION", 249)],
        [
            ["0x00", "STATUS", "0xE0", "Device ID [7:5], OC_DETECT, OVER_TEMP"],
            ["0x01", "MODE", "0x40", "STANDBY bit 6, MODE[2:0]"],
            ["0x16", "RATED_VOLTAGE", "0x3E", "Full-scale reference, 21.33 mV per LSB"],
            ["0x17", "OD_CLAMP", "0x8C", "Overdrive clamp, 21.96 mV per LSB"],
            ["0x20", "LRA_PERIOD", "0x33", "Measured resonance period, read only"],
        ],
        8,
    )
    s.heading("7 Application Information", 10)
    s.para(
        "Connect VDD directly to a single-cell Li-ion battery (3.0 V to 4.2 V) or to a "
        "regulated 3.3-V or 5-V rail. Place a 1-" + MU + "F ceramic capacitor close to VDD. "
        "The logic inputs are not 5-V tolerant when VDD is below 4.7 V; use a level "
        "translator in that case. The actuator's drive voltage is set by RATED_VOLTAGE and "
        "must not exceed the motor's rating. Audible noise of the driver and actuator is "
        "not specified.",
        8,
    )
    revision_table(
        s,
        [["Mar 2025", "B", "Added KVD2603L"], ["Oct 2024", "A", "Initial release"]],
        (80, 60, 359),
    )
    return save(s, out / "kvd2603.pdf")


# ------------------------------------------------ vibration motor module (Chinese manual)
def hvm02(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="HVM-02 Vibration Motor Module  User Manual",
        header_right="Dongguan Xinrui Electronics Co., Ltd.",
        footer_left="V1.3  2025-06",
        footer_right="{page}",
        table_fill=(255, 235, 200),
        accent=(200, 90, 0),
    )
    s = Sheet(style, "HVM-02 vibration motor module")
    s.add_page()
    s.title_block(
        "HVM-02 / HVM-02P", "Vibration Motor Driver Module (MOSFET, with 1027 coin motor)"
    )
    s.heading("1. Product Introduction", 10)
    s.para(
        "HVM-02 is a small vibration motor driver board. The motor is switched by an "
        "N-MOSFET, so the signal pin only needs a logic level and no current. HVM-02 has "
        "a digital input (on/off); HVM-02P adds an RC filter so that PWM can set the "
        "vibration strength. Both boards carry the same 10 mm coin motor.",
        8.5,
    )
    s.heading("2. Parameters", 10)
    s.caption("HVM-02 (digital)")
    s.lines(
        [
            "1. Working voltage" + FC + "DC 3.3V" + FT + "5V",
            "2. Control signal" + FC + "high level ≥2.0V motor ON, low level ≤0.8V OFF",
            "3. Motor rated current" + FC + "≤85mA (5V)",
            "4. Motor speed" + FC + "9000rpm (5V)",
            "5. Standby current" + FC + "about 0.2mA (LED off)",
        ],
        8.5,
    )
    s.caption("HVM-02P (PWM)")
    s.lines(
        [
            "1. Working voltage" + FC + "DC 3.7V" + FT + "5.3V",
            "2. PWM frequency" + FC + "1kHz" + FT + "20kHz recommended",
            "3. Control signal" + FC + "high level ≥2.4V",
            "4. Motor rated current" + FC + "≤85mA (5V)",
            "5. Standby current" + FC + "about 1.5mA (power LED on)",
        ],
        8.5,
    )
    s.lines(
        [
            "Working temperature" + FC + "-10" + CJK_DEG + FT + "+60" + CJK_DEG,
            "Board size" + FC + "30 x 21 mm, M3 hole spacing 23 mm",
        ],
        8.5,
    )
    s.heading("3. Pin Description", 10)
    s.table(
        [Col("No.", 50, "C"), Col("Pin", 80, "C"), Col("Description", 369)],
        [
            ["1", "IN", "Control signal input (digital / PWM)"],
            ["2", "VCC", "Power supply positive"],
            ["3", "GND", "Power ground"],
        ],
        8.5,
    )
    s.add_page()
    s.heading("4. Wiring Example", 10)
    s.table(
        [Col("Module pin", 120, "C"), Col("Arduino UNO", 120, "C"), Col("ESP32 DevKit", 259, "C")],
        [["VCC", "5V", "VIN (5V) or 3V3"], ["GND", "GND", "GND"], ["IN", "D9", "GPIO 25"]],
        8.5,
    )
    s.heading("5. Notes", 10)
    s.lines(
        [
            "1. Do not connect the motor directly to a GPIO pin; always use the module.",
            "2. A flyback diode (1N4148) is already on the board.",
            "3. HVM-02P powered from 3.3V: vibration is weak and not guaranteed.",
            "4. IP rating: not specified.",
            "5. Motor service life is not specified.",
        ],
        8.5,
    )
    s.heading("6. FAQ", 10)
    s.lines(
        [
            "Q" + FC + "Can I use 3.3V logic for IN?",
            "A" + FC + "Yes for HVM-02 (2.0V threshold). HVM-02P needs 2.4V high level.",
            "Q" + FC + "Can two motors share one module?",
            "A" + FC + "No, the MOSFET is rated for one motor (max. 150mA continuous drain).",
        ],
        8.5,
    )
    return save(s, out / "hvm-02.pdf")


# ------------------------------------------------ supercapacitor charger (Japanese maker)
def csc5100(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="CSC5100 Series",
        header_right="Hirakawa Semiconductor Co., Ltd.",
        footer_left="Datasheet No. HS-CSC5100-E03",
        footer_right="- {page} -",
        table_fill=None,
        grid=False,
        accent=(0, 0, 90),
    )
    s = Sheet(style, "CSC5100 supercapacitor charger")
    s.add_page()
    s.title_block(
        "CSC5100 Series",
        "Constant-Current / Constant-Voltage Charger IC for Electric Double-Layer Capacitors",
        size=18,
    )
    s.heading("■ OUTLINE", 10)
    s.para(
        "The CSC5100 series charges one electric double-layer capacitor (supercapacitor) "
        "with a constant current set by an external resistor and stops at a fixed "
        "termination voltage. Inrush into an empty capacitor is limited, so the part can be "
        "fed from a USB port (CSC5100-27) or a coin cell back-up bus.",
        8.5,
    )
    s.heading("■ ABSOLUTE MAXIMUM RATINGS", 10)
    s.table(
        [Col("Item", 170), Col("Symbol", 70, "C"), Col("Rating", 140, "C"), Col("Unit", 119, "C")],
        [
            ["Input voltage", "V_{IN}", "-0.3 to 7.0", "V"],
            ["Output voltage", "V_{OUT}", "-0.3 to 6.0", "V"],
            ["Operating temperature", "T_{opr}", "-40 to +105", DEG],
            ["Storage temperature", "T_{stg}", "-55 to +125", DEG],
        ],
        8,
    )
    s.heading("■ RECOMMENDED OPERATING CONDITIONS", 10)
    s.table(
        [Col("Item", 170), Col("Symbol", 70, "C"), Col("Rating", 140, "C"), Col("Unit", 119, "C")],
        [
            ["Input voltage", "V_{IN}", "2.7 to 6.5", "V"],
            ["Charge current setting", "I_{CHG}", "10 to 500", "mA"],
            ["Operating temperature", "T_{opr}", "-40 to +85", DEG],
        ],
        8,
    )
    s.heading("■ ELECTRICAL CHARACTERISTICS", 10)
    s.para("(Unless otherwise specified, VIN = VTERM + 1.0 V, Ta = 25" + DEG + ")", 8)
    cols = [
        Col("Item", 130),
        Col("Symbol", 55, "C"),
        Col("Conditions", 100, "C"),
        Col("CSC5100-27", 62, "C"),
        Col("CSC5100-50", 62, "C"),
        Col("CSC5100-54", 62, "C"),
        Col("Unit", 28, "C"),
    ]
    s.table(
        cols,
        [
            ["Termination\nvoltage", "V_{TERM}", "I_{OUT} = 1 mA", "2.70", "5.00", "5.40", "V"],
            [
                "Termination voltage\naccuracy",
                "-",
                "Ta = 25" + DEG,
                PM + "1.0",
                PM + "1.0",
                PM + "1.5",
                "%",
            ],
            ["Minimum input\nvoltage *1", "V_{IN(min)}", "-", "3.0", "5.2", "5.6", "V"],
            ["Supply current", "I_{SS}", "Charge done", "35", "35", "40", MU + "A"],
        ],
        8,
    )
    s.para("*1 The input must exceed the termination voltage plus dropout.", 7.5)
    s.add_page()
    s.heading("■ ELECTRICAL CHARACTERISTICS (continued)", 10)
    s.para("(Unless otherwise specified, VIN = VTERM + 1.0 V, Ta = 25" + DEG + ")", 8)
    s.table(
        cols,
        [
            [
                "Maximum charge\ncurrent",
                "I_{CHG(max)}",
                "R_{SET} = 2.4 k" + "\u03a9",
                "500",
                "500",
                "300",
                "mA",
            ],
            ["Shutdown current", "I_{SD}", "EN = L", "0.1", "0.1", "0.1", MU + "A"],
            ["Reverse leakage", "I_{REV}", "V_{IN} = 0 V", "1.0", "1.0", "1.0", MU + "A"],
            ["EN high level", "V_{ENH}", "-", "1.2", "1.2", "1.2", "V"],
            ["EN low level", "V_{ENL}", "-", "0.4", "0.4", "0.4", "V"],
        ],
        8,
    )
    s.para(
        "Values in the table are typical. Minimum input voltage, EN levels and maximum charge "
        "current are limits.",
        7.5,
    )
    s.heading("■ PIN CONFIGURATION (SOT-23-6)", 10)
    s.table(
        [Col("Pin No.", 60, "C"), Col("Name", 80, "C"), Col("Function", 359)],
        [
            ["1", "VIN", "Input"],
            ["2", "GND", "Ground"],
            ["3", "EN", "Enable (H: charge)"],
            ["4", "RSET", "Charge current setting resistor"],
            ["5", "PG", "Power good, open drain"],
            ["6", "VOUT", "Output to capacitor"],
        ],
        8,
    )
    s.heading("■ APPLICATION NOTES", 10)
    s.bullets(
        [
            "Charge current: ICHG = 1200 / RSET (RSET in " + "\u03a9" + ", result in A).",
            "Select a capacitor whose rated voltage is equal to or higher than VTERM; a 5.5 V "
            "capacitor with CSC5100-54 is recommended.",
            "The PG output sinks 5 mA maximum.",
            "Balancing of series-connected capacitors is not supported.",
            "Charging efficiency and thermal resistance are not specified in this document.",
        ],
        8,
    )
    revision_table(s, [["2025/02", "E03", "CSC5100-54 added"]], (80, 60, 359))
    return save(s, out / "csc5100.pdf")


# ------------------------------------------------ analog UV index module (German leaflet)
def uvs3(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Lichtkraft Sensorik GmbH",
        header_right="Datenblatt / Data sheet UVS-3",
        footer_left="Art.-Nr. 70412 / 70413",
        footer_right="Seite {page}/2",
        table_fill=(230, 240, 230),
        accent=(0, 100, 50),
    )
    s = Sheet(style, "UVS-3 UV index module")
    s.add_page()
    s.title_block(
        "UVS-3",
        "UV-Index-Sensormodul, analog  /  UV index sensor module, analogue",
        "UVS-3 (Standard)  ·  UVS-3W (Weitbereich / wide range)",
    )
    s.para(
        "Das UVS-3 misst die UV-Strahlung mit einer SiC-Fotodiode (240-370 nm) und gibt eine "
        "dem UV-Index proportionale Spannung aus. The UVS-3 measures UV radiation with a SiC "
        "photodiode and outputs a voltage proportional to the UV index. The output is not "
        "ratiometric: it is referenced to the internal 1.8 V regulator, so it is "
        "the same at every supply voltage.",
        8.5,
    )
    s.heading("Technische Daten / Technical data", 10)
    s.table(
        [Col("", 200), Col("", 299)],
        [
            ["Versorgungsspannung / Supply voltage", "2.7 ... 5.5 V DC"],
            ["Stromaufnahme / Supply current", "typ. 110 " + MU + "A"],
            [
                "Ausgangsspannung / Output voltage",
                "UVS-3: 0 ... 1.1 V (UVI 0 ... 11)\nUVS-3W: 0 ... 1.5 V (UVI 0 ... 15)",
            ],
            ["Empfindlichkeit / Sensitivity", "100 mV per UV index"],
            ["Genauigkeit / Accuracy", PM + "1 UVI (UVI < 10)"],
            ["Ansprechzeit / Response time", "< 0.5 s (10 ... 90 %)"],
            ["Betriebstemperatur / Operating temp.", "-20 ... +70 " + DEG],
            ["Lagertemperatur / Storage temp.", "-30 ... +85 " + DEG],
            ["Schutzart / Protection", "IP65 (Sensorkopf / sensor head only)"],
        ],
        8.5,
        show_head=False,
    )
    s.heading("Anschluss / Connection", 10)
    s.table(
        [
            Col("Ader / Wire", 100, "C"),
            Col("Signal", 100, "C"),
            Col("Beschreibung / Description", 299),
        ],
        [
            ["braun / brown", "V+", "2.7 ... 5.5 V"],
            ["weiß / white", "OUT", "Analog output, min. load 10 k" + "\u03a9"],
            ["schwarz / black", "GND", "Ground"],
        ],
        8.5,
    )
    s.add_page()
    s.heading("Hinweise / Notes", 10)
    s.bullets(
        [
            "The output of the UVS-3W reaches 1.5 V at UVI 15; an ADC with a 1.1 V full scale "
            "clips at UVI 11.",
            "Output impedance 1 k" + "\u03a9" + ". Warm-up time after power-on: 50 ms.",
            "The cable (2 m, PUR) can be shortened. The housing is not UV-stable for more than "
            "2 years of direct sun.",
            "Calibration against reference radiometers is done at 25 " + DEG + "; the "
            "temperature coefficient is not specified.",
            "Suitable for outdoor weather stations; not approved for medical or "
            "personal-protection use.",
        ],
        8.5,
    )
    s.heading("Bestellangaben / Ordering information", 10)
    s.table(
        [Col("Art.-Nr.", 100, "C"), Col("Typ", 100, "C"), Col("Beschreibung", 299)],
        [["70412", "UVS-3", "UVI 0...11, 2 m cable"], ["70413", "UVS-3W", "UVI 0...15, 2 m cable"]],
        8.5,
    )
    return save(s, out / "uvs-3.pdf")
