"""Hold-out 109 datasheets, part 1: an RTD-to-digital converter IC, an air-quality gas
sensor module, an 8-channel analog multiplexer IC and a stepper driver carrier.

An Ottawa precision-sensing fabless data sheet (specification table with section rows
and a "Test Conditions/Comments" column, reference resistors and fault thresholds only
in prose, a register map), a Porto maker-store product sheet (quick-spec lines, the
sensing element's standard test conditions with a test-fixture load resistor beside the
board's own, an FAQ), a Phoenix logic-house data sheet (HC and HCT in column groups,
on-resistance per supply voltage in unnamed rows under temperature column groups) and a
Malagasy / English maker-shop sheet (wrapped bilingual names, current per phase per
cooling column, a microstep table).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
EM = "\u2013"


# ------------------------------------------------------- RTD-to-digital (Ottawa fabless)
def prx865(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Bytown Precision Sensing",
        header_right="PRX865 Data Sheet",
        footer_left="Rev. B  |  Information furnished by Bytown Precision Sensing Inc. is "
        "believed to be accurate.",
        footer_right="Page {page} of {nb}",
        rule_color=(0, 90, 100),
        table_fill=(222, 236, 238),
        accent=(0, 90, 100),
        grid=False,
    )
    s = Sheet(style, "PRX865 RTD-to-digital converter")
    s.add_page()
    s.title_block(
        "PRX865",
        "RTD-to-Digital Converter for 2-, 3- and 4-Wire PT100 / PT1000 Sensors",
        "15-bit ratiometric ADC  \u00b7  SPI interface  \u00b7  " + PM + "45 V protected RTD "
        "inputs  \u00b7  20-lead TSSOP",
        20,
    )

    def left() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "Converts platinum RTD resistance to a digital value",
                "Works with PT100 to PT1000 elements (choose RREF to suit)",
                "15-bit ADC resolution, nominal temperature resolution 0.03125 " + DEG,
                "Total accuracy 0.5 " + DEG + " max over all operating conditions (Note 2)",
                PM + "45 V input protection on the RTD pins",
                "Selectable 50 Hz / 60 Hz noise rejection filter",
                "Detects open and shorted RTD elements and cables",
                "SPI-compatible interface, modes 1 and 3",
            ],
            8,
        )

    def right() -> None:
        s.heading("GENERAL DESCRIPTION", 9.5)
        s.para(
            "The PRX865 is an easy-to-use resistance-to-digital converter optimized for "
            "platinum resistance temperature detectors. An external resistor sets the "
            "sensitivity for the RTD being used, and a precision delta-sigma ADC converts "
            "the ratio of the RTD resistance to the reference resistance into digital form.",
            8,
        )
        s.para(
            "Choose a 400 " + OHM + " reference resistor (0.1 %, 25 ppm/" + DEG + ") for a "
            "PT100 and a 4.00 k" + OHM + " reference resistor for a PT1000. RREF must be "
            "larger than the highest RTD resistance that will be measured.",
            8,
        )

    s.side_by_side(left, right, 235)
    s.heading("SPECIFICATIONS", 10)
    s.para(
        "VDD = 3.0 V to 3.6 V, TA = -40 " + DEG + " to +125 " + DEG + ", unless otherwise "
        "noted. Typical values are at VDD = 3.3 V, TA = +25 " + DEG + ".",
        7.5,
    )
    cols = [
        Col("Parameter", 120),
        Col("Symbol", 42, "C"),
        Col("Test Conditions/Comments", 157),
        Col("Min", 42, "C"),
        Col("Typ", 42, "C"),
        Col("Max", 42, "C"),
        Col("Unit", 54, "C"),
    ]
    s.table(
        cols,
        [
            ["SUPPLY"],
            ["Supply Voltage", "VDD", "", "3.0", "3.3", "3.6", "V"],
            ["Supply Current", "IDD", "VBIAS on, converting", "", "2.0", "3.5", "mA"],
            ["", "IDDQ", "VBIAS off, no conversion", "", "0.9", "1.5", "mA"],
            ["ADC"],
            ["Resolution", "", "", "", "15", "", "Bits"],
            ["Full-Scale Error", "", "", "", PM + "1", "", "LSB"],
            ["Conversion Time", "tCONV", "Continuous, 60 Hz filter", "", "16.7", "17.6", "ms"],
            ["", "", "Continuous, 50 Hz filter", "", "20", "21", "ms"],
            ["", "", "One-shot, 60 Hz filter", "", "52", "55", "ms"],
            ["", "", "One-shot, 50 Hz filter", "", "62.5", "66", "ms"],
            ["BIAS AND FAULT DETECTION"],
            ["Bias Voltage", "VBIAS", "RLOAD = 4 k" + OHM, "1.95", "2.00", "2.06", "V"],
            ["Bias Start-Up Time", "tBIAS", "Note 3", "", "", "10.5", "ms"],
            ["Open-Input Fault\nThreshold", "", "REFIN- vs VBIAS", "", "0.85 x VBIAS", "", "V"],
            ["Input Leakage Current", "", "FORCE+, RTDIN+, RTDIN-", "-50", "", "+50", "nA"],
        ],
        7.2,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10)
    s.table(
        [Col("Parameter", 300), Col("Rating", 199)],
        [
            ["VDD to GND", "-0.3 V to +4.0 V"],
            ["FORCE+, FORCE2, RTDIN+, RTDIN-, FORCE- to GND", "-45 V to +45 V"],
            ["All Other Pins to GND", "-0.3 V to (VDD + 0.3 V)"],
            ["Operating Temperature Range", "-40 " + DEG + " to +125 " + DEG],
            ["Junction Temperature", "+150 " + DEG],
            ["Storage Temperature Range", "-65 " + DEG + " to +150 " + DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("SPECIFICATIONS (continued)", 10)
    s.table(
        cols,
        [
            ["DIGITAL INPUTS AND OUTPUTS"],
            ["", "VIH", "SDI, SCLK, CS", "0.7 x VDD", "", "", "V"],
            ["", "VIL", "SDI, SCLK, CS", "", "", "0.3 x VDD", "V"],
            ["", "VOH", "IOH = -1.6 mA", "VDD - 0.4", "", "", "V"],
            ["", "VOL", "IOL = 1.6 mA", "", "", "0.4", "V"],
            ["SERIAL INTERFACE"],
            ["Serial Clock Frequency", "fSCLK", "", "", "", "5.0", "MHz"],
            ["CS Fall to SCLK Rise", "tCC", "", "400", "", "", "ns"],
            ["SCLK Pulse Width High", "tCH", "", "100", "", "", "ns"],
        ],
        7.2,
    )
    s.para(
        "Note 1: Stresses beyond the absolute maximum ratings may cause permanent damage. "
        "Note 2: With a PT100 and a 400 " + OHM + " reference resistor, excluding the "
        "errors of the RTD and of RREF. Note 3: After VBIAS is turned on, wait at least "
        "10.5 ms before starting a one-shot conversion.",
        7.2,
    )
    s.heading("REGISTER MAP", 10)
    s.table(
        [
            Col("Register", 180),
            Col("Read Addr", 70, "C"),
            Col("Write Addr", 70, "C"),
            Col("POR State", 70, "C"),
            Col("Access", 109, "C"),
        ],
        [
            ["Configuration", "00h", "80h", "00h", "R/W"],
            ["RTD MSBs", "01h", "-", "00h", "R"],
            ["RTD LSBs", "02h", "-", "00h", "R"],
            ["High Fault Threshold MSB", "03h", "83h", "FFh", "R/W"],
            ["High Fault Threshold LSB", "04h", "84h", "FFh", "R/W"],
            ["Low Fault Threshold MSB", "05h", "85h", "00h", "R/W"],
            ["Low Fault Threshold LSB", "06h", "86h", "00h", "R/W"],
            ["Fault Status", "07h", "-", "00h", "R"],
        ],
        7.2,
    )
    s.heading("APPLICATIONS INFORMATION", 10)
    s.para(
        "Converting the result. The RTD data register holds a 15-bit ratio: "
        "RRTD = (ADC code x RREF) / 32768. With a PT100 and RREF = 400 " + OHM + " one LSB "
        "is about 0.03125 " + DEG + "; a linearization (Callendar-Van Dusen) is done in the "
        "host.",
        7.8,
    )
    s.para(
        "Fault thresholds. The high and low fault threshold registers power up at FFFFh "
        "and 0000h, so no out-of-range fault is reported until the host writes its own "
        "limits. A fault sets a bit in the Fault Status register and the DRDY output stays "
        "high; clear it with bit 1 of the configuration register.",
        7.8,
    )
    s.para(
        "Interfacing. The PRX865 runs from a single 3.3 V supply and its digital inputs are "
        "not 5 V tolerant: SDI, SCLK and CS must stay below VDD + 0.3 V. Use a level "
        "translator with 5 V microcontrollers. SPI modes 1 and 3 are supported; the chip "
        "does not respond in mode 0.",
        7.8,
    )
    s.heading("ORDERING GUIDE", 10)
    s.table(
        [Col("Model", 140), Col("Temperature Range", 150), Col("Package", 209)],
        [
            ["PRX865ETP+", "-40 " + DEG + " to +125 " + DEG, "20 TSSOP"],
            ["PRX865ETP+T", "-40 " + DEG + " to +125 " + DEG, "20 TSSOP, tape and reel"],
            ["PRX865-EVB", "", "Evaluation board with PT100 and 400 " + OHM + " RREF"],
        ],
        7.2,
    )
    revision_table(
        s,
        [["06/2022", "A", "Initial release"], ["02/2024", "B", "Added one-shot timing"]],
        (80, 60, 359),
    )
    return save(s, out / "prx865.pdf")


# ------------------------------------------------------------ gas module (Porto store)
def nair35(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="INVICTA MAKER STORE  \u00b7  Porto",
        header_right="Ref. IMS-0135  NAIR-35",
        footer_left="invicta-maker.example.pt  \u00b7  prices incl. VAT 23 %",
        footer_right="p. {page}/{nb}",
        rule_color=(120, 20, 40),
        table_fill=(246, 232, 234),
        accent=(120, 20, 40),
        grid=False,
    )
    s = Sheet(style, "NAIR-35 air quality sensor module")
    s.add_page()
    s.title_block(
        "NAIR-35 Air Quality Sensor Module",
        "Tin-dioxide (MOS) gas sensor on a breakout with analog and comparator outputs",
        "SKU IMS-0135  \u00b7  \u20ac4.90 (1 pc)  \u00b7  \u20ac4.20 (10+)  \u00b7  in stock",
        19,
    )
    s.heading("What it is", 10.5)
    s.para(
        "The NAIR-35 carries an NS-135 sensing element (the metal can), an LM393 comparator "
        "with a trimmer for the DO threshold, a power LED and a DO LED. The element's "
        "resistance drops as ammonia, nitrogen oxides, alcohol, benzene, smoke and CO2 rise, "
        "so the AO voltage across the on-board load resistor goes up. The on-board load "
        "resistor RL is 10 k" + OHM + " (marked 103). Readings are relative unless you "
        "calibrate the module yourself.",
        8.5,
    )
    s.heading("Quick specs", 10.5)
    s.lines(
        [
            "Module supply (VCC): 5.0 V " + PM + " 0.1 V DC, the heater needs it",
            "Module current: about 160 mA with the heater on",
            "Outputs: AO analog 0 ... VCC, DO digital (low when gas is above the threshold)",
            "Comparator: LM393 (its own datasheet says 2 ... 36 V; the module is still 5 V only)",
            "Detection range: 10 ... 1000 ppm (NH3, benzene, alcohol)",
            "Board: 32 x 22 mm, 2 x M3 holes, 4-pin 2.54 mm header",
        ],
        8.5,
        3.5,
    )
    s.heading("Sensing element NS-135: standard test conditions", 10.5)
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 50, "C"),
            Col("Value", 120, "C"),
            Col("Remark", 179),
        ],
        [
            ["Circuit voltage", "Vc", "5 V " + PM + " 0.1 V", "AC or DC"],
            ["Heater voltage", "VH", "5 V " + PM + " 0.1 V", "AC or DC"],
            ["Load resistance (test fixture)", "RL", "20 k" + OHM, "adjustable in the fixture"],
            ["Heater resistance", "RH", "33 " + OHM + " " + PM + " 5 %", "room temperature"],
            ["Heater power consumption", "PH", LE + " 800 mW", ""],
            ["Test temperature / humidity", "", "20 " + DEG + " / 65 %RH", ""],
            ["Preheat time", "", "over 24 h", "before the test"],
        ],
        7.8,
    )
    s.heading("Environment and sensitivity", 10.5)
    s.table(
        [Col("Item", 190), Col("Condition", 150), Col("Value", 159, "C")],
        [
            ["Operating temperature", "", "-10 ... +45 " + DEG],
            ["Storage temperature", "", "-20 ... +70 " + DEG],
            ["Relative humidity", "", "< 95 %RH"],
            ["Oxygen concentration", "standard 21 %", "2 % min."],
            ["Sensing resistance Rs", "in 100 ppm NH3", "30 ... 200 k" + OHM],
            ["Concentration slope", "Rs(200 ppm) / Rs(50 ppm) NH3", LE + " 0.65"],
        ],
        7.8,
    )
    s.add_page()
    s.heading("Pins", 10.5)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("What it does", 359)],
        [
            ["1", "VCC", "5 V supply"],
            ["2", "GND", "ground"],
            ["3", "DO", "comparator output, LOW above the threshold set by the trimmer"],
            ["4", "AO", "analog output, voltage across RL (0 ... VCC)"],
        ],
        8,
    )
    s.heading("Using it", 10.5)
    s.para(
        "Warm-up. After power-up the AO reading falls and settles over the first 2 to 3 "
        "minutes; wait that long before you trust DO. The first time the module is used, "
        "and after it has been stored for weeks, leave it powered for over 24 hours (the "
        "element's preheat time) before calibrating.",
        8.5,
    )
    s.para(
        "Heat. The heater alone takes about 760 mW at 5.0 V, so the can gets hot to the "
        "touch. Do not place the module in a closed box with a small battery: the current "
        "is continuous.",
        8.5,
    )
    s.heading("FAQ", 10.5)
    s.para(
        "Can I power it from 3.3 V? No. The heater is specified at 5.0 V " + PM + " 0.1 V; "
        "at 3.3 V the element never reaches its working temperature and the readings are "
        "meaningless.",
        8.5,
    )
    s.para(
        "Can I read AO with an ESP32 or a Raspberry Pi Pico? AO swings up to VCC, so put a "
        "divider (10 k" + OHM + " / 20 k" + OHM + ") in front of a 3.3 V ADC input. DO can "
        "be read directly only if you are happy with a 5 V high level on the pin; otherwise "
        "use the same divider.",
        8.5,
    )
    s.para(
        "Does it give CO2 in ppm? No calibration curve for CO2 is supplied and the element "
        "responds to many gases at once. For ppm CO2 use an NDIR sensor.",
        8.5,
    )
    s.para(
        "How long does it last? We do not have a lifetime figure from the element maker; "
        "the element drifts with time and should be recalibrated.",
        8.5,
    )
    s.heading("Prices", 10.5)
    s.table(
        [Col("Quantity", 120, "C"), Col("Price each", 120, "C"), Col("Ref.", 259)],
        [
            ["1 - 9", "\u20ac4.90", "IMS-0135"],
            ["10 - 49", "\u20ac4.20", "IMS-0135"],
            ["50 +", "\u20ac3.60", "IMS-0135-B (bulk bag)"],
        ],
        8,
    )
    revision_table(
        s,
        [["2023-04-11", "1.0", "First sheet"], ["2024-02-02", "1.1", "RL corrected to 10 k"]],
        (90, 60, 349),
    )
    return save(s, out / "nair-35.pdf")


# ---------------------------------------------------------------- analog mux (Phoenix)
def kl4051(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="KESTREL LOGIC",
        header_right="KL74HC4051, KL74HCT4051",
        footer_left="KLS-4051C - MARCH 2019 - REVISED JUNE 2023",
        footer_right="{page}",
        rule_color=(0, 0, 0),
        table_fill=(232, 232, 232),
        accent=(170, 0, 0),
        grid=False,
    )
    s = Sheet(style, "KL74HC4051 8-channel analog multiplexer")
    s.add_page()
    s.title_block("KL74HC4051, KL74HCT4051", "8-Channel Analog Multiplexers/Demultiplexers", "", 19)

    def left() -> None:
        s.heading("1  FEATURES", 9.5)
        s.bullets(
            [
                "Wide analog input range with a negative supply (VEE)",
                "Low on-state resistance: 70 " + OHM + " typical (VCC - VEE = 4.5 V)",
                "Break-before-make switching",
                "KL74HC4051: 2-V to 6-V VCC operation",
                "KL74HCT4051: 4.5-V to 5.5-V VCC, TTL-compatible inputs",
                "Low power: ICC 8 " + MU + "A max at 25 " + DEG,
                "SOIC-16, TSSOP-16 and PDIP-16 packages",
            ],
            8,
        )

    def right() -> None:
        s.heading("2  APPLICATIONS", 9.5)
        s.bullets(["Analog and digital multiplexing", "Signal gating", "One ADC, many sensors"], 8)
        s.heading("3  DESCRIPTION", 9.5)
        s.para(
            "The KL74HC4051 and KL74HCT4051 are single-pole 8-throw analog switches. The "
            "select inputs S0-S2 pick one of the channels A0-A7 and connect it to the common "
            "output/input COM; a high level on INH turns all channels off.",
            8,
        )

    s.side_by_side(left, right, 240)
    s.heading("4  ABSOLUTE MAXIMUM RATINGS", 9.5)
    s.para("over operating free-air temperature range (unless otherwise noted)(1)", 7.5)
    s.table(
        [Col("", 60), Col("", 250), Col("MIN", 55, "C"), Col("MAX", 55, "C"), Col("UNIT", 79, "C")],
        [
            ["VCC", "Supply voltage", "-0.5", "7", "V"],
            ["VCC - VEE", "Supply voltage span", "-0.5", "11", "V"],
            ["IIK", "Input clamp current, VI < 0 or VI > VCC", "", PM + "20", "mA"],
            ["IS", "Switch through current", "", PM + "25", "mA"],
            ["", "Continuous current through VCC or GND", "", PM + "50", "mA"],
            ["Tstg", "Storage temperature", "-65", "150", DEG],
        ],
        7.5,
    )
    s.para(
        "(1) Stresses beyond those listed may cause permanent damage. These are stress "
        "ratings only; functional operation at these or any other conditions beyond the "
        "recommended operating conditions is not implied.",
        7,
    )
    s.heading("5  RECOMMENDED OPERATING CONDITIONS", 9.5)
    s.table(
        [
            Col("", 55),
            Col("", 150),
            Col("MIN", 38, "C"),
            Col("NOM", 38, "C"),
            Col("MAX", 38, "C"),
            Col("MIN", 38, "C"),
            Col("NOM", 38, "C"),
            Col("MAX", 38, "C"),
            Col("UNIT", 66, "C"),
        ],
        [
            ["VCC", "Supply voltage", "2", "5", "6", "4.5", "5", "5.5", "V"],
            ["VCC - VEE", "Supply voltage span", "2", "", "10", "4.5", "", "10", "V"],
            ["VEE", "Negative supply voltage", "-5", "", "0", "-5", "", "0", "V"],
            ["VI", "Control input voltage", "0", "", "VCC", "0", "", "VCC", "V"],
            ["VIS", "Analog switch I/O voltage", "VEE", "", "VCC", "VEE", "", "VCC", "V"],
            ["", "Input transition time, VCC = 4.5 V", "", "", "500", "", "", "500", "ns"],
            ["TA", "Operating free-air temperature", "-40", "", "125", "-40", "", "125", DEG],
        ],
        7.3,
        head_rows=[["", "", "KL74HC4051", "<", "<", "KL74HCT4051", "<", "<", ""]],
    )
    s.para(
        "For single-supply use connect VEE to GND; analog signals must then stay between "
        "0 V and VCC.",
        7.5,
    )
    s.add_page()
    s.heading("6  ELECTRICAL CHARACTERISTICS", 9.5)
    s.para("over recommended operating free-air temperature range (unless otherwise noted)", 7.5)
    s.table(
        [
            Col("PARAMETER", 70),
            Col("TEST CONDITIONS", 96),
            Col("VCC", 40, "C"),
            Col("MIN", 33, "C"),
            Col("TYP", 33, "C"),
            Col("MAX", 33, "C"),
            Col("MIN", 33, "C"),
            Col("MAX", 33, "C"),
            Col("MIN", 33, "C"),
            Col("MAX", 33, "C"),
            Col("UNIT", 32, "C"),
        ],
        [
            ["KL74HC4051"],
            ["ron", "IS = 1 mA,", "2 V", "", "160", "360", "", "450", "", "540", OHM],
            ["", "VIS = VEE to VCC,", "4.5 V", "", "70", "160", "", "200", "", "240", OHM],
            ["", "VEE = 0 V", "6 V", "", "60", "140", "", "175", "", "210", OHM],
            ["", "VEE = -4.5 V", "4.5 V", "", "50", "120", "", "150", "", "180", OHM],
            ["\u0394ron", "between channels", "4.5 V", "", "10", "", "", "", "", "", OHM],
            ["VIH", "", "2 V", "1.5", "", "", "1.5", "", "1.5", "", "V"],
            ["", "", "4.5 V", "3.15", "", "", "3.15", "", "3.15", "", "V"],
            ["", "", "6 V", "4.2", "", "", "4.2", "", "4.2", "", "V"],
            ["VIL", "", "2 V", "", "", "0.5", "", "0.5", "", "0.5", "V"],
            ["", "", "4.5 V", "", "", "1.35", "", "1.35", "", "1.35", "V"],
            ["", "", "6 V", "", "", "1.8", "", "1.8", "", "1.8", "V"],
            [
                "IS(off)",
                "VIS = VCC or VEE",
                "6 V",
                "",
                "",
                PM + "0.1",
                "",
                PM + "1",
                "",
                PM + "1",
                MU + "A",
            ],
            ["ICC", "VI = VCC or GND", "6 V", "", "", "8", "", "80", "", "160", MU + "A"],
            ["KL74HCT4051"],
            ["ron", "IS = 1 mA, VEE = 0 V", "4.5 V", "", "75", "180", "", "225", "", "270", OHM],
            ["VIH", "", "4.5 V to 5.5 V", "2.0", "", "", "2.0", "", "2.0", "", "V"],
            ["VIL", "", "4.5 V to 5.5 V", "", "", "0.8", "", "0.8", "", "0.8", "V"],
            ["ICC", "VI = VCC or GND", "5.5 V", "", "", "8", "", "80", "", "160", MU + "A"],
        ],
        7,
        head_rows=[
            [
                "",
                "",
                "",
                "TA = 25 " + DEG,
                "<",
                "<",
                "-40 to 85 " + DEG,
                "<",
                "-40 to 125 " + DEG,
                "<",
                "",
            ]
        ],
    )
    s.para(
        "Driving from 3.3-V logic: with VCC = 5 V the KL74HC4051 needs VIH " + GE + " 3.5 V "
        "on S0-S2 and INH, which a 3.3-V controller does not reach. The KL74HCT4051 "
        "(VIH = 2.0 V) accepts 3.3-V logic at VCC = 5 V.",
        7.8,
    )
    s.heading("7  FUNCTION TABLE", 9.5)
    s.table(
        [
            Col("INH", 60, "C"),
            Col("S2", 60, "C"),
            Col("S1", 60, "C"),
            Col("S0", 60, "C"),
            Col("ON CHANNEL", 259, "C"),
        ],
        [
            ["L", "L", "L", "L", "A0"],
            ["L", "L", "L", "H", "A1"],
            ["L", "L", "H", "L", "A2"],
            ["L", "H", "H", "H", "A7"],
            ["H", "X", "X", "X", "None"],
        ],
        7.5,
    )
    s.heading("8  PIN FUNCTIONS", 9.5)
    s.table(
        [Col("PIN", 60, "C"), Col("NAME", 80, "C"), Col("DESCRIPTION", 359)],
        [
            ["3", "COM", "Common input/output"],
            ["6", "INH", "Inhibit, active high"],
            ["7", "VEE", "Negative supply (GND for single supply)"],
            ["9, 10, 11", "S2, S1, S0", "Channel select inputs"],
            ["16", "VCC", "Positive supply"],
        ],
        7.5,
    )
    revision_table(s, [["June 2023", "C", "Added HCT ron row"]], (80, 60, 359))
    return save(s, out / "kl4051.pdf")


# --------------------------------------------------- stepper carrier (Malagasy / English)
def trb8245(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="TAN\u00c0 ROBOTIKA  \u00b7  Antananarivo",
        header_right="TRB-8245 / TRB-8245H",
        footer_left="Takelaka teknika / Technical sheet  \u00b7  38 000 Ar (TRB-8245), "
        "45 000 Ar (TRB-8245H)",
        footer_right="Pejy {page} amin'ny {nb}",
        rule_color=(160, 80, 0),
        table_fill=(255, 240, 212),
        accent=(160, 80, 0),
        grid=True,
    )
    s = Sheet(style, "TRB-8245 stepper motor driver carrier")
    s.add_page()
    s.title_block(
        "TRB-8245 / TRB-8245H",
        "Mpitondra motera stepper / Stepper motor driver carrier",
        "8.2 - 45 V, hatramin'ny 1/32 dingana / up to 1/32 microstep  \u00b7  TRB-8245H: "
        "misy radiateur efa voapetaka / heatsink fitted",
        19,
    )
    s.para(
        "Ny TRB-8245 dia mitondra motera stepper bipolar iray. The TRB-8245 drives one "
        "bipolar stepper motor from a single motor supply; the logic is powered from an "
        "internal 3.3 V regulator, so there is no logic-supply pin. Current limiting is set "
        "with the trimmer: I = 2 x Vref (RSENSE = 0.100 " + OHM + ").",
        8,
    )
    s.heading("1  Toetra elektrika / Electrical characteristics", 10)
    s.table(
        [
            Col("Toetra / Parameter", 210),
            Col("Min", 48, "C"),
            Col("Typ", 48, "C"),
            Col("Max", 48, "C"),
            Col("Unit", 45, "C"),
            Col("Fanamarihana / Note", 100),
        ],
        [
            ["Tosidra famahanana motera /\nMotor supply voltage (VMOT)", "8.2", "", "45", "V", ""],
            [
                "Tosidra faratampony VMOT /\nVMOT absolute maximum",
                "",
                "",
                "47",
                "V",
                "never exceed",
            ],
            [
                "Tosidra ambony amin'ny fidirana /\nLogic input high (STEP, DIR, M0-M2)",
                "2.2",
                "",
                "5.25",
                "V",
                "3.3 V / 5 V",
            ],
            ["Tosidra ambany amin'ny fidirana /\nLogic input low", "", "", "0.6", "V", ""],
            ["Hafainganam-pandeha STEP /\nSTEP frequency", "", "", "250", "kHz", ""],
            [
                "Onjan'aratra VMOT tsy misy entana /\nVMOT current, outputs off",
                "",
                "5",
                "8",
                "mA",
                "EN high",
            ],
            [
                "Onjan'aratra amin'ny torimaso /\nSleep current (SLP low)",
                "",
                "10",
                "20",
                MU + "A",
                "",
            ],
            ["Hafanana iasana /\nOperating ambient temperature", "-20", "", "+70", DEG, ""],
        ],
        7.3,
    )
    s.heading("2  Onjan'aratra isaky ny dingana / Current per phase", 10)
    s.para(
        "VMOT = 24 V, 1/16 dingana / 1/16 step, rivotra 25 " + DEG + " / 25 " + DEG + " "
        "ambient, both coils energised.",
        7.5,
    )
    s.table(
        [
            Col("Toetra / Parameter", 175),
            Col("TRB-8245\ntsy misy radiateur /\nno heatsink", 108, "C"),
            Col("TRB-8245H\nmisy radiateur /\nheatsink", 108, "C"),
            Col("TRB-8245H\n+ rivotra /\n+ fan airflow", 108, "C"),
        ],
        [
            [
                "Onja maharitra isaky ny dingana /\nContinuous current per phase",
                "1.5 A",
                "1.9 A",
                "2.2 A",
            ],
            ["Onja faratampony /\nMaximum current setting", "2.5 A", "2.5 A", "2.5 A"],
            ["Vref mifanaraka /\nMatching Vref", "0.75 V", "0.95 V", "1.10 V"],
        ],
        7.3,
    )
    s.para(
        "Raha mihoatra ny onja maharitra dia mitsahatra ny puce noho ny hafanana. Above the "
        "continuous current the driver overheats and its thermal protection switches the "
        "outputs off until it cools.",
        7.8,
    )
    s.add_page()
    s.heading("3  Dingana kely / Microstep resolution", 10)
    s.table(
        [
            Col("M0", 60, "C"),
            Col("M1", 60, "C"),
            Col("M2", 60, "C"),
            Col("Dingana / Step mode", 319, "C"),
        ],
        [
            ["L", "L", "L", "Full step (2-phase)"],
            ["H", "L", "L", "1/2 step"],
            ["L", "H", "L", "1/4 step"],
            ["H", "H", "L", "1/8 step"],
            ["L", "L", "H", "1/16 step"],
            ["H", "L", "H", "1/32 step"],
            ["L", "H", "H", "1/32 step"],
            ["H", "H", "H", "1/32 step"],
        ],
        7.5,
    )
    s.heading("4  Tongotra / Pins", 10)
    s.table(
        [
            Col("Tongotra / Pin", 100, "C"),
            Col("Anarana / Name", 90, "C"),
            Col("Asa / Function", 309),
        ],
        [
            ["1", "EN", "Enable, active low (pull-down on board)"],
            ["2, 3, 4", "M0, M1, M2", "Microstep select"],
            ["5", "RST", "Reset, active low"],
            ["6", "SLP", "Sleep, active low"],
            ["7", "STEP", "One microstep per rising edge"],
            ["8", "DIR", "Direction"],
            ["9", "GND", "Ground (logic and motor)"],
            ["10", "FAULT", "Open-drain, low on over-current or over-temperature"],
            ["11 - 14", "A2, A1, B1, B2", "Motor coils"],
            ["15", "GND", "Motor supply ground"],
            ["16", "VMOT", "Motor supply 8.2 - 45 V"],
        ],
        7.5,
    )
    s.heading("5  Fanontaniana / FAQ", 10)
    s.para(
        "Afaka mampiasa Arduino 5 V na ESP32 3.3 V ve aho? Can I drive it from a 5 V "
        "Arduino or a 3.3 V ESP32? Eny / Yes: a logic high is anything from 2.2 V to "
        "5.25 V. Connect RST and SLP together to keep the driver awake.",
        8,
    )
    s.para(
        "Mety amin'ny 48 V ve? Will it run on a 48 V supply? Tsia / No. 45 V is the highest "
        "operating supply and 47 V is the absolute limit; with the LC spikes of long motor "
        "leads a 48 V supply destroys the board.",
        8,
    )
    s.para(
        "Kondansatera / Capacitor: solder a 100 " + MU + "F electrolytic across VMOT and GND "
        "close to the board. Aza manala ny motera rehefa misy herinaratra / Never connect or "
        "disconnect the motor while VMOT is on.",
        8,
    )
    s.para(
        "Motera 2.8 A? A 2.8 A motor can still be used, but only with the current set to "
        "what the board carries continuously (see section 2); it will not reach its full "
        "torque.",
        8,
    )
    revision_table(
        s,
        [
            ["2023-08-02", "1.0", "Voalohany / first issue"],
            ["2024-05-17", "1.1", "TRB-8245H added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "trb-8245.pdf")
