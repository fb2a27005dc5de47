"""Hold-out 41 datasheets: four 4-wire PWM fan controller ICs.

A Dutch I2C fan controller data sheet (limiting values vs static
characteristics, units column, one column per version, register map), a US
analog-house SMBus fan controller with remote-diode sensing (condition
sentence, EC table continued on page 2, unnamed rows, notes), a Japanese
standalone thermistor fan controller (abs max and recommended rows with the
same names, "typ." only table) and a Chinese temperature-switch fan controller
(full-width key-value lines, one column per threshold version, footnote marks).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
FW_C = "\u2103"
FW_COLON = "\uff1a"
FW_TILDE = "\uff5e"
LE = "\u2264"
GE = "\u2265"


# ------------------------------------------------ I2C fan controller (Netherlands)
def fca2104(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="FCA2104  Dual 4-wire PWM fan controller with I2C-bus",
        header_right="Velmar Semiconductors",
        footer_left="FCA2104  Product data sheet  Rev. 2 \u2014 12 March 2024",
        footer_right="{page} of {nb}",
        table_fill=(210, 225, 235),
        accent=(0, 60, 110),
        grid=False,
    )
    s = Sheet(style, "FCA2104 product data sheet")
    s.add_page()
    s.title_block("FCA2104", "Dual 4-wire PWM fan controller with I2C-bus interface", "", 22)
    s.heading("1. General description", 10, rule=True)
    s.para(
        "The FCA2104 controls the speed of two 4-wire (PWM input, tachometer output) "
        "brushless DC fans. Each channel has a PWM output at 25 kHz, a tachometer input "
        "and a closed-loop RPM controller. The device is programmed over the I2C-bus; "
        "the TACH, SDA and SCL inputs are 5 V tolerant so that fans and a 5 V bus can be "
        "connected while the FCA2104 runs at 3.3 V. 3-wire fans (linear DC voltage "
        "control) are not supported.",
        8.5,
    )
    s.heading("2. Features and benefits", 10, rule=True)
    s.bullets(
        [
            "Two independent PWM outputs, 8-bit duty cycle resolution",
            "Closed-loop RPM control, 500 RPM to 16 000 RPM",
            "I2C-bus interface, Standard-mode and Fast-mode (up to 400 kHz)",
            "Fan fail and stall detection with open-drain FAULT output",
            "Supply voltage 3.0 V to 5.5 V",
        ],
        8.5,
    )
    s.heading("3. Version information", 10, rule=True)
    s.table(
        [Col("Item", 179), Col("FCA2104A", 160, "C"), Col("FCA2104B", 160, "C")],
        [
            ["I2C-bus slave address\n(7-bit)", "0x2C", "0x2E"],
            ["PWM output stage", "open-drain", "push-pull (VDD)"],
            ["Duty cycle after power-on", "100 %", "40 %"],
            ["Package", "HVSON10 (3 x 3 mm)", "TSSOP10"],
        ],
        8,
    )
    s.heading("4. Limiting values", 10, rule=True)
    s.para("In accordance with the Absolute Maximum Rating System (IEC 60134).", 8)
    s.table(
        [
            Col("Symbol", 60),
            Col("Parameter", 140),
            Col("Conditions", 129),
            Col("Min", 50, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["V_{DD}", "supply voltage", "", "-0.3", "+6.0", "V"],
            ["V_{I}", "input voltage", "TACH1, TACH2, SDA, SCL", "-0.3", "+6.0", "V"],
            ["", "", "ADDR, STBY", "-0.3", "V_{DD} + 0.3", "V"],
            ["I_{OL}", "LOW-level output\ncurrent", "PWM1, PWM2, FAULT", "-", "20", "mA"],
            ["T_{stg}", "storage temperature", "", "-65", "+150", DEG],
            ["T_{j}", "junction temperature", "", "-", "+150", DEG],
            ["V_{ESD}", "electrostatic discharge\nvoltage", "HBM", "-", "2000", "V"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. Static characteristics", 10, rule=True)
    s.para(
        "VDD = 3.0 V to 5.5 V; Tamb = -40 \u00b0C to +125 \u00b0C; unless otherwise "
        "specified. Typical values at VDD = 3.3 V, Tamb = 25 \u00b0C.",
        8,
    )
    s.table(
        [
            Col("Symbol", 55),
            Col("Parameter", 120),
            Col("Conditions", 134),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["V_{DD}", "supply voltage", "", "3.0", "-", "5.5", "V"],
            [
                "I_{DD}",
                "supply current",
                "both fans running;\nI2C-bus idle",
                "-",
                "0.45",
                "0.80",
                "mA",
            ],
            ["I_{DD(stb)}", "standby supply\ncurrent", "STBY = HIGH", "-", "2.5", "8", f"{MU}A"],
            [
                "V_{IH}",
                "HIGH-level input\nvoltage",
                "SDA, SCL, TACHn",
                "0.7V_{DD}",
                "-",
                "5.5",
                "V",
            ],
            [
                "V_{IL}",
                "LOW-level input\nvoltage",
                "SDA, SCL, TACHn",
                "-0.3",
                "-",
                "0.3V_{DD}",
                "V",
            ],
            ["V_{OL}", "LOW-level output\nvoltage", "PWMn; I_{OL} = 8 mA", "-", "-", "0.4", "V"],
            ["", "", "SDA; I_{OL} = 6 mA", "-", "-", "0.6", "V"],
            ["T_{amb}", "ambient temperature", "", "-40", "-", "+125", DEG],
        ],
        8,
    )
    s.heading("6. Dynamic characteristics", 10, rule=True)
    s.table(
        [
            Col("Symbol", 55),
            Col("Parameter", 120),
            Col("Conditions", 134),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["f_{SCL}", "SCL clock frequency", "", "0", "-", "400", "kHz"],
            ["f_{PWM}", "PWM output frequency", "PWMF = 0", "22.5", "25", "27.5", "kHz"],
            ["", "", "PWMF = 1", "-", "30", "-", "Hz"],
            ["t_{su(TACH)}", "tachometer settling\ntime", "after duty change", "-", "-", "2", "s"],
        ],
        8,
    )
    s.heading("7. Register map", 10, rule=True)
    s.table(
        [Col("Address", 60, "C"), Col("Name", 90), Col("Reset", 60, "C"), Col("Description", 289)],
        [
            ["0x00", "CONFIG", "0x00", "STBY, PWMF, FAULT mask"],
            ["0x01", "DUTY1", "0xFF", "PWM1 duty cycle (0x00 = 0 %, 0xFF = 100 %)"],
            ["0x02", "DUTY2", "0xFF", "PWM2 duty cycle"],
            ["0x05", "TARGET1", "0x3C", "RPM target channel 1 (x 100 RPM)"],
            ["0x08", "TACH1", "0x00", "Measured speed channel 1 (read only)"],
        ],
        8,
    )
    s.heading("8. Application information", 10, rule=True)
    s.para(
        "Fans with 12 V supply: connect the fan TACH output through a 10 kOhm pull-up to VDD "
        "or to a 5 V rail; never to the 12 V fan supply. Operation on an I2C-bus with 1.8 V "
        "levels is not specified.",
        8,
    )
    revision_table(s, [["20240312", "2", "FCA2104B added"]], (110, 70, 319))
    return save(s, out / "fca2104.pdf")


# ------------------------------------------------ SMBus fan controller (US analog house)
def ax6640(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="AX6640/AX6641",
        header_right="Carrow Analog, Inc.",
        footer_left="19-7731; Rev 1; 5/24",
        footer_right="{page}",
        table_fill=(235, 235, 235),
        accent=(120, 0, 0),
        grid=True,
    )
    s = Sheet(style, "AX6640 AX6641 data sheet")
    s.add_page()
    s.title_block(
        "AX6640/AX6641",
        "SMBus 4-Wire Fan Speed Controller with Remote-Diode Temperature Sensor",
        "",
        20,
    )
    s.heading("GENERAL DESCRIPTION", 9.5, rule=True)
    s.para(
        "The AX6640/AX6641 measure a remote diode-connected transistor and their own die "
        "temperature and drive one 4-wire fan with a 25kHz PWM signal. An automatic "
        "fan-speed look-up table and a tachometer input close the loop. The two parts "
        "differ only in the SMBus slave address. The PWM output is open-drain and may be "
        "pulled up to 5V; it must not be pulled up to the 12V fan supply.",
        8.5,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5, rule=True)
    s.leaders(
        [
            ("VCC to GND", "-0.3V to +6V"),
            ("SMBCLK, SMBDATA, ALERT, TACH, PWM to GND", "-0.3V to +6V"),
            ("DXP to GND", "-0.3V to (VCC + 0.3V)"),
            ("PWM Current", "+20mA"),
            ("Operating Temperature Range", "-40\u00b0C to +125\u00b0C"),
            ("Storage Temperature Range", "-65\u00b0C to +150\u00b0C"),
        ],
        8,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5, rule=True)
    s.para(
        "(VCC = +3.0V to +5.5V, TA = -40\u00b0C to +125\u00b0C, unless otherwise noted. "
        "Typical values are at VCC = +3.3V and TA = +25\u00b0C.) (Note 1)",
        8,
    )
    cols = [
        Col("PARAMETER", 130),
        Col("SYMBOL", 50, "C"),
        Col("CONDITIONS", 169),
        Col("MIN", 37, "C"),
        Col("TYP", 37, "C"),
        Col("MAX", 37, "C"),
        Col("UNITS", 39, "C"),
    ]
    s.table(
        cols,
        [
            ["Supply Voltage", "VCC", "", "3.0", "", "5.5", "V"],
            [
                "Operating Supply Current",
                "ICC",
                "SMBus static, conversion active",
                "",
                "320",
                "600",
                "\u00b5A",
            ],
            ["Shutdown Supply Current", "ISHDN", "SMBus static", "", "3", "10", "\u00b5A"],
            [
                "Remote Temperature\nAccuracy",
                "",
                "TA = +25\u00b0C to +85\u00b0C,\nTRJ = +60\u00b0C to +100\u00b0C",
                "-1",
                "",
                "+1",
                DEG,
            ],
            [
                "",
                "",
                "TA = -40\u00b0C to +125\u00b0C,\nTRJ = -40\u00b0C to +125\u00b0C",
                "-3",
                "",
                "+3",
                DEG,
            ],
            ["Local Temperature\nAccuracy", "", "TA = 0\u00b0C to +85\u00b0C", "-2", "", "+2", DEG],
            ["Temperature Resolution", "", "", "", "0.125", "", DEG],
        ],
        7.5,
    )
    s.para(
        "Note 1: Limits are 100% tested at TA = +25\u00b0C; over temperature they are guaranteed by design.",
        7,
    )
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS (continued)", 9.5, rule=True)
    s.table(
        cols,
        [
            ["PWM Output Frequency", "fPWM", "", "22", "25", "28", "kHz"],
            ["PWM Output Low Voltage", "VOL", "ISINK = 6mA", "", "", "0.4", "V"],
            ["", "", "ISINK = 15mA", "", "", "1.0", "V"],
            ["TACH Input", "VIH", "", "2.1", "", "", "V"],
            ["", "VIL", "", "", "", "0.8", "V"],
            ["SMBus Clock Frequency", "fSMBCLK", "(Note 2)", "10", "", "400", "kHz"],
            ["SMBCLK, SMBDATA", "VIH", "", "2.1", "", "", "V"],
            ["", "VIL", "", "", "", "0.8", "V"],
            ["SMBDATA Output Low\nVoltage", "VOL", "ISINK = 6mA", "", "", "0.6", "V"],
            ["SMBus Timeout", "tTIMEOUT", "", "25", "", "35", "ms"],
        ],
        7.5,
    )
    s.para("Note 2: The SMBus timeout sets the lower clock limit of 10kHz.", 7)
    s.heading("ORDERING INFORMATION", 9.5, rule=True)
    s.table(
        [
            Col("PART", 110),
            Col("SMBus ADDRESS", 110, "C"),
            Col("TEMP RANGE", 139, "C"),
            Col("PIN-PACKAGE", 140, "C"),
        ],
        [
            ["AX6640AUB+", "1001 100 (0x4C)", "-40\u00b0C to +125\u00b0C", "10 \u00b5MAX"],
            ["AX6641AUB+", "1001 101 (0x4D)", "-40\u00b0C to +125\u00b0C", "10 \u00b5MAX"],
        ],
        8,
    )
    s.heading("PIN DESCRIPTION", 9.5, rule=True)
    s.table(
        [Col("PIN", 40, "C"), Col("NAME", 80), Col("FUNCTION", 379)],
        [
            ["1", "VCC", "Supply Voltage. Bypass with 0.1uF to GND."],
            ["2", "DXP", "Remote Diode Anode"],
            ["3", "DXN", "Remote Diode Cathode"],
            ["4", "TACH", "Fan Tachometer Input. 2 pulses per revolution."],
            ["5", "PWM", "Open-Drain PWM Output to the fan PWM input"],
            ["6", "GND", "Ground"],
            ["7", "ALERT", "SMBus Alert Output, open drain"],
            ["8", "SMBDATA", "SMBus Data"],
            ["9", "SMBCLK", "SMBus Clock"],
            ["10", "I.C.", "Internally connected; connect to GND"],
        ],
        8,
    )
    s.heading("APPLICATIONS INFORMATION", 9.5, rule=True)
    s.para(
        "The remote diode should be a small-signal transistor such as a 2N3904 in diode "
        "connection. Accuracy with a CPU or FPGA thermal diode depends on its ideality "
        "factor and is not specified. PEC (packet error checking) is not supported.",
        8,
    )
    return save(s, out / "ax6640.pdf")


# ------------------------------------------------ thermistor fan controller (Japan)
def njf3340(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="NJF3340  PWM Fan Motor Controller",
        header_right="Tsukumo Denshi Kogyo K.K.",
        footer_left="Ver.2.1  2024-04",
        footer_right="- {page} -",
        table_fill=(230, 230, 230),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "NJF3340 specification")
    s.add_page()
    s.title_block(
        "NJF3340A / NJF3340B", "4-wire PWM Fan Motor Controller with Thermistor Input", "", 19
    )
    s.heading("\u25a0 General Description", 10)
    s.para(
        "NJF3340 is a stand-alone fan controller. The PWM duty cycle follows the voltage "
        "at the TH pin (NTC thermistor divider), and a minimum duty is kept so that the fan "
        "never stops. An alarm output goes low when the FG (tachometer) pulses stop. "
        "NJF3340 has no serial interface.",
        8.5,
    )
    s.heading("\u25a0 Features", 10)
    s.bullets(
        [
            f"Operating voltage{FW_COLON}2.7V{FW_TILDE}5.5V",
            f"PWM frequency{FW_COLON}25kHz (typ.)",
            "Minimum duty: NJF3340A 20%, NJF3340B 30%",
            "Lock alarm output (open drain)",
            "Package: SSOP-10",
        ],
        8.5,
    )
    s.heading("\u25a0 Absolute Maximum Ratings (Ta=25\u2103)", 10)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 70, "C"),
            Col("Ratings", 179, "C"),
            Col("Unit", 80, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "7.0", "V"],
            ["Input voltage (TH, MIN)", "V_{IN}", f"-0.3{FW_TILDE}V_{{DD}}+0.3", "V"],
            ["FG input voltage", "V_{FG}", "7.0", "V"],
            ["PWM / ALM output voltage", "V_{O}", "7.0", "V"],
            ["Power dissipation", "P_{D}", "300", "mW"],
            ["Operating temperature", "T_{opr}", f"-40{FW_TILDE}+105", FW_C],
            ["Storage temperature", "T_{stg}", f"-55{FW_TILDE}+150", FW_C],
        ],
        8,
    )
    s.heading("\u25a0 Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 70, "C"),
            Col("Conditions", 179, "C"),
            Col("Unit", 80, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", f"2.7{FW_TILDE}5.5", "V"],
            ["Operating temperature", "T_{opr}", f"-30{FW_TILDE}+85", FW_C],
        ],
        8,
    )
    s.heading("\u25a0 Electrical Characteristics (VDD=5.0V, Ta=25\u2103)", 10)
    s.table(
        [
            Col("Parameter", 140),
            Col("Symbol", 55, "C"),
            Col("Conditions", 124, "C"),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit", 45, "C"),
        ],
        [
            ["Operating current", "I_{DD}", "No load", "-", "1.2", "2.0", "mA"],
            ["PWM frequency", "f_{PWM}", "", "21", "25", "29", "kHz"],
            ["PWM output\nLow voltage", "V_{OL}", "I_{OL}=5mA", "-", "-", "0.5", "V"],
            ["FG input\nHigh voltage", "V_{IH}", "", "3.5", "-", "-", "V"],
            ["FG input\nLow voltage", "V_{IL}", "", "-", "-", "1.0", "V"],
            ["TH input voltage\nfor 100% duty", "V_{TH100}", "", "0.95", "1.00", "1.05", "V"],
            ["Lock detection time", "t_{LOCK}", "", "2.5", "3.0", "3.5", "s"],
        ],
        8,
    )
    s.add_page()
    s.heading("\u25a0 Typical Characteristics (reference values, not guaranteed)", 10)
    s.table(
        [Col("Item", 200), Col("Conditions", 169), Col("typ.", 70, "C"), Col("Unit", 60, "C")],
        [
            ["Operating current", "V_{DD}=3.3V, no load", "0.9", "mA"],
            ["Standby current", "EN=L, V_{DD}=5.0V", "0.5", f"{MU}A"],
            ["PWM frequency", "V_{DD}=3.3V", "24", "kHz"],
            ["Startup time (EN=H to PWM)", "V_{DD}=5.0V", "20", "ms"],
        ],
        8,
    )
    s.heading("\u25a0 Pin Description", 10)
    s.table(
        [Col("Pin No.", 60, "C"), Col("Pin name", 90, "C"), Col("Function", 349)],
        [
            ["1", "VDD", "Power supply"],
            ["2", "TH", "Thermistor divider input"],
            ["3", "MIN", "Minimum duty setting (open = default)"],
            ["4", "EN", "Enable (H: operation, L: standby)"],
            ["5", "GND", "Ground"],
            ["6", "PWM", "PWM output (open drain)"],
            ["7", "FG", "Fan tachometer input"],
            ["8", "ALM", "Lock alarm output (open drain)"],
        ],
        8,
    )
    s.heading("\u25a0 Notes", 10)
    s.bullets(
        [
            "The FG pin must be pulled up to VDD or to a rail of 5.5V or less, never to the 12V fan supply.",
            "The PWM output is open drain; the fan's internal pull-up is used.",
            "AEC-Q100 automotive qualification: not specified.",
            "Use a 10k\u03a9 B=3435 NTC thermistor with a 10k\u03a9 fixed resistor.",
        ],
        8,
    )
    revision_table(s, [["2024-04-08", "2.1", "NJF3340B added"]], (110, 70, 319))
    return save(s, out / "njf3340.pdf")


# ------------------------------------------------ temperature-switch fan controller (China)
def fc8204(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="FC8204 Datasheet V1.2",
        header_right="Shenzhen Xinrui Microelectronics Co., Ltd.",
        footer_left="www.xinrui-micro.example",
        footer_right="{page} / {nb}",
        table_fill=(250, 225, 200),
        accent=(190, 70, 0),
        grid=True,
    )
    s = Sheet(style, "FC8204 datasheet")
    s.add_page()
    s.title_block(
        "FC8204-40 / FC8204-50", "Temperature-controlled 4-wire PWM Fan Driver IC", "", 19
    )
    s.heading("1. Overview", 10, rule=True)
    s.para(
        "FC8204 has a built-in temperature sensor and outputs a 25kHz PWM signal for a 4-wire "
        "fan. Below the start temperature the duty is 0% (fan stop); between start and "
        "full-speed temperature the duty rises linearly. No MCU is needed.",
        8.5,
    )
    s.heading("2. Features", 10, rule=True)
    c, t = FW_COLON, FW_TILDE
    s.lines(
        [
            f"Operating voltage{c}3.0V{t}5.5V",
            f"Operating current{c}{LE}1.5mA",
            f"PWM frequency{c}25kHz",
            f"PWM sink current{c}10mA (max)",
            f"Operating temperature{c}-40{t}+85{FW_C}",
            f"Package{c}SOT23-6",
        ],
        8.5,
    )
    s.heading("3. Version Parameters", 10, rule=True)
    s.table(
        [Col("Parameter", 199), Col("FC8204-40", 150, "C"), Col("FC8204-50", 150, "C")],
        [
            ["Start temperature", f"40{FW_C}", f"50{FW_C}"],
            ["Full-speed\ntemperature", f"60{FW_C}", f"70{FW_C}"],
            ["Temperature accuracy", f"{PM}2{FW_C} *1", f"{PM}3{FW_C} *1"],
            ["Hysteresis", f"3{FW_C}", f"3{FW_C}"],
            ["Marking", "F840", "F850"],
        ],
        8,
    )
    s.para(f"*1: 0{t}85{FW_C} ambient. Outside this range the accuracy is not specified.", 7.5)
    s.heading("4. Absolute Maximum Ratings", 10, rule=True)
    s.table(
        [Col("Parameter", 249), Col("Value", 150, "C"), Col("Unit", 100, "C")],
        [
            ["VDD supply voltage", f"-0.3{t}6.5", "V"],
            ["FG input voltage", f"-0.3{t}6.5", "V"],
            ["PWM output voltage", f"-0.3{t}6.5", "V"],
            ["Storage temperature", f"-55{t}+150", FW_C],
        ],
        8,
    )
    s.add_page()
    s.heading("5. Electrical Characteristics", 10, rule=True)
    s.para(f"VDD = 5V, TA = 25{FW_C} unless otherwise noted", 8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 50, "C"),
            Col("Conditions", 119, "C"),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 45, "C"),
        ],
        [
            ["Operating current", "IDD", "no load", "", "0.8", "1.5", "mA"],
            ["Shutdown current\n(EN low)", "ISD", "EN=0V", "", "1", "5 *2", f"{MU}A"],
            ["PWM output\nlow level", "VOL", "ISINK=10mA", "", "", "0.45", "V"],
            ["FG input\nhigh level", "VIH", "", "2.0", "", "", "V"],
            ["FG input\nlow level", "VIL", "", "", "", "0.8", "V"],
            ["PWM frequency", "fPWM", "", "23", "25", "27", "kHz"],
        ],
        8,
    )
    s.para("*2: Guaranteed by design, not tested.", 7.5)
    s.heading("6. Pin Definition", 10, rule=True)
    s.table(
        [Col("Pin", 70, "C"), Col("Name", 90, "C"), Col("Description", 339)],
        [
            ["1", "PWM", "Open-drain PWM output"],
            ["2", "GND", "Ground"],
            ["3", "FG", "Tachometer (FG) input"],
            ["4", "EN", "Enable, active high"],
            ["5", "ALM", "Stall alarm output"],
            ["6", "VDD", "Supply"],
        ],
        8,
    )
    s.heading("7. FAQ", 10, rule=True)
    s.para("Q: Can FC8204 run from 12V?", 8.5, bold=True)
    s.para("A: No. Use a regulator to 3.3V or 5V; VDD above 6.5V destroys the IC.", 8.5)
    s.para("Q: Are 3-wire fans supported?", 8.5, bold=True)
    s.para("A: 3-wire fan operation is not specified. FC8204 is designed for 4-wire PWM fans.", 8.5)
    revision_table(s, [["2024-07-01", "V1.2", "FC8204-50 added"]], (110, 70, 319))
    return save(s, out / "fc8204.pdf")
