"""Hold-out 100 datasheets, part 1: a 4-channel 16-bit delta-sigma ADC IC, a buck-boost
regulator module, a bipolar stepper driver carrier board and a sub-GHz LoRa module.

A Tucson fabless data sheet (numbered sections, a test-conditions column with
unnamed continuation rows, I2C timing in two speed-mode column groups, an address
strap table and a full-scale range table), a Shenzhen power-module factory product
manual in translated English (key / value lines with full-width punctuation, an
input-voltage by output-voltage current matrix, recommended and never-exceed input
rows in one table, limits in Q&A), an Arkansas robotics shop product page (version
columns for the standard and the 4-layer board, current-limit formula in prose,
logic threshold as a fraction of VDD) and a Faroese / English radio module data sheet
(frequency-version columns, bilingual names wrapped over two lines, a typ.-only
current list, limits in a bilingual FAQ).
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
FWL = "\uff08"
FWR = "\uff09"
LE = "\u2264"
GE = "\u2265"
TIMES = "\u00d7"
DASH = "\u2013"


# ------------------------------------------------------- 16-bit ADC (Tucson fabless)
def sqa4116(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="SQA4116",
        header_right="SAGUARO ANALOG DEVICES",
        footer_left="DS-4116 " + DASH + " REVISED MARCH 2024   |   Submit documentation feedback",
        footer_right="{page}",
        rule_color=(170, 80, 20),
        table_fill=(246, 236, 226),
        accent=(170, 80, 20),
        grid=False,
    )
    s = Sheet(style, "SQA4116 16-bit 4-channel delta-sigma ADC")
    s.add_page()
    s.title_block(
        "SQA4116",
        "Low-Power, 16-Bit, 4-Channel Delta-Sigma ADC With PGA and I\u00b2C Interface",
        "Saguaro Analog Devices, Inc.  " + DASH + "  Tucson, Arizona",
        21,
    )

    def left() -> None:
        s.heading("1  Features", 9.5)
        s.bullets(
            [
                "Wide supply range: 2.0 V to 5.5 V",
                "Low current consumption: 180 " + MU + "A (continuous conversion mode)",
                "Programmable data rate: 15 SPS to 1920 SPS",
                "Internal low-drift voltage reference and oscillator",
                "Programmable gain amplifier, five full-scale ranges",
                "Four single-ended or two differential inputs",
                "I\u00b2C interface: two address pins, four target addresses",
                "Programmable comparator with ALERT/RDY output",
                "10-pin VSSOP and 10-pin X2QFN packages",
            ],
            8,
        )

    def right() -> None:
        s.heading("2  Applications", 9.5)
        s.bullets(
            [
                "Portable instrumentation",
                "Battery voltage and current monitoring",
                "Bridge and thermocouple sensors",
                "Factory automation and process controls",
            ],
            8,
        )
        s.heading("3  Description", 9.5)
        s.para(
            "The SQA4116 is a precision, low-power, 16-bit, I\u00b2C-compatible "
            "analog-to-digital converter. A multiplexer, a programmable gain amplifier "
            "(PGA), a voltage reference and an oscillator are integrated, so few external "
            "parts are needed. The device performs conversions at data rates up to 1920 "
            "samples per second and powers down automatically after a single-shot "
            "conversion. It is specified from -40 " + DEG + " to +125 " + DEG + ".",
            8,
        )

    s.side_by_side(left, right, 240)
    s.heading("6  Specifications", 11)
    s.caption("6.1  Absolute Maximum Ratings (1)")
    s.table(
        [
            Col("", 210),
            Col("", 90),
            Col("MIN", 60, "C"),
            Col("MAX", 70, "C"),
            Col("UNIT", 69, "C"),
        ],
        [
            ["Power-supply voltage", "VDD to GND", "-0.3", "7", "V"],
            ["Analog input voltage", "AIN0 to AIN3", "GND - 0.3", "VDD + 0.3", "V"],
            [
                "Digital input voltage",
                "SDA, SCL, ADDR0,\nADDR1, ALERT/RDY",
                "GND - 0.3",
                "5.5",
                "V",
            ],
            ["Input current, continuous", "Any pin except\npower supply", "-10", "10", "mA"],
            ["Junction temperature", "T_{J}", "", "150", DEG],
            ["Storage temperature", "T_{stg}", "-60", "150", DEG],
        ],
        7.5,
    )
    s.para(
        "(1) Operation outside the Absolute Maximum Ratings may cause permanent device "
        "damage. These are stress ratings only; they do not imply functional operation "
        "of the device at these or any other conditions.",
        7,
    )
    s.caption("6.2  Recommended Operating Conditions")
    s.table(
        [
            Col("", 230),
            Col("", 70),
            Col("MIN", 50, "C"),
            Col("NOM", 50, "C"),
            Col("MAX", 50, "C"),
            Col("UNIT", 49, "C"),
        ],
        [
            ["Power supply: VDD to GND", "VDD", "2.0", "3.3", "5.5", "V"],
            ["Full-scale input voltage range (1)", "FSR", PM + "0.256", "", PM + "4.096", "V"],
            ["Absolute input voltage, AINx", "V_{IN}", "GND", "", "VDD", "V"],
            ["Digital input voltage", "V_{DIG}", "GND", "", "5.5", "V"],
            ["Operating ambient temperature", "T_{A}", "-40", "", "125", DEG],
        ],
        7.5,
    )
    s.para(
        "(1) This parameter expresses the full-scale range of the ADC scaling. Do not "
        "apply more than VDD + 0.3 V to the analog inputs of the device: an FSR of "
        + PM
        + "4.096 V does not allow signals above VDD to be measured.",
        7,
    )
    s.add_page()
    s.caption("6.3  Electrical Characteristics")
    s.para(
        "Minimum and maximum specifications apply from TA = -40 "
        + DEG
        + " to +125 "
        + DEG
        + ". Typical specifications are at TA = 25 "
        + DEG
        + ". All specifications at VDD = 3.3 V, data rate = 120 SPS and FSR = "
        + PM
        + "2.048 V (unless otherwise noted).",
        7.5,
    )
    s.table(
        [
            Col("PARAMETER", 140),
            Col("TEST CONDITIONS", 165),
            Col("MIN", 45, "C"),
            Col("TYP", 50, "C"),
            Col("MAX", 45, "C"),
            Col("UNIT", 54, "C"),
        ],
        [
            ["ANALOG INPUT"],
            ["Common-mode input impedance", "FSR = " + PM + "4.096 V", "", "6", "", "M" + OHM],
            ["Differential input impedance", "FSR = " + PM + "4.096 V", "", "2.4", "", "M" + OHM],
            ["SYSTEM PERFORMANCE"],
            ["Resolution (no missing codes)", "", "16", "", "", "Bits"],
            ["Data rate", "15, 30, 60, 120, 240, 480, 960, 1920", "", "", "", "SPS"],
            ["Data rate variation", "All data rates", "-10", "", "10", "%"],
            ["Integral nonlinearity", "DR = 15 SPS, best fit", "", "1", "", "LSB"],
            ["Offset error", "Differential inputs", "", PM + "1", PM + "3", "LSB"],
            ["Gain error", "TA = 25 " + DEG, "", "0.01", "0.15", "%"],
            ["PGA gain match", "Between any two gains", "", "0.02", "0.1", "%"],
            ["DIGITAL INPUT/OUTPUT"],
            ["V_{IH}", "", "0.7 VDD", "", "5.5", "V"],
            ["V_{IL}", "", "GND", "", "0.3 VDD", "V"],
            ["V_{OL}", "I_{OL} = 3 mA", "GND", "0.15", "0.4", "V"],
            ["POWER SUPPLY"],
            ["Supply current", "Continuous conversion", "", "180", "280", MU + "A"],
            ["", "Power-down", "", "0.4", "2", MU + "A"],
            ["Power dissipation", "VDD = 5.0 V", "", "0.9", "", "mW"],
            ["", "VDD = 3.3 V", "", "0.6", "", "mW"],
            ["", "VDD = 2.0 V", "", "0.3", "", "mW"],
        ],
        7.5,
    )
    s.caption("6.4  I\u00b2C Timing Requirements")
    s.table(
        [
            Col("PARAMETER", 175),
            Col("MIN", 60, "C"),
            Col("MAX", 60, "C"),
            Col("MIN", 60, "C"),
            Col("MAX", 60, "C"),
            Col("UNIT", 84, "C"),
        ],
        [
            ["f_{SCL}  SCL clock frequency", "0.01", "0.4", "0.01", "1", "MHz"],
            ["t_{LOW}  SCL clock low period", "1300", "", "500", "", "ns"],
            ["t_{HIGH}  SCL clock high period", "600", "", "260", "", "ns"],
            ["t_{SU;DAT}  Data setup time", "100", "", "50", "", "ns"],
        ],
        7.5,
        head_rows=[["", "FAST MODE", "<", "FAST MODE PLUS", "<", ""]],
    )
    s.heading("7  Detailed Description", 11)
    s.caption("7.3  Target Address Selection")
    s.table(
        [Col("ADDR1 PIN", 130, "C"), Col("ADDR0 PIN", 130, "C"), Col("TARGET ADDRESS", 239, "C")],
        [
            ["GND", "GND", "0110100 (0x34)"],
            ["GND", "VDD", "0110101 (0x35)"],
            ["VDD", "GND", "0110110 (0x36)"],
            ["VDD", "VDD", "0110111 (0x37)"],
        ],
        7.5,
    )
    s.para(
        "Tie ADDR0 and ADDR1 to GND or VDD; do not leave them floating. Connecting them "
        "to SDA or SCL is not supported.",
        7.5,
    )
    s.caption("7.4  Full-Scale Range and LSB Size")
    s.table(
        [Col("PGA[2:0]", 100, "C"), Col("FSR", 160, "C"), Col("LSB SIZE", 239, "C")],
        [
            ["001", PM + "4.096 V", "125 " + MU + "V"],
            ["010 (default)", PM + "2.048 V", "62.5 " + MU + "V"],
            ["011", PM + "1.024 V", "31.25 " + MU + "V"],
            ["100", PM + "0.512 V", "15.625 " + MU + "V"],
            ["101", PM + "0.256 V", "7.8125 " + MU + "V"],
        ],
        7.5,
    )
    s.caption("7.6  Register Map")
    s.table(
        [Col("P[1:0]", 80, "C"), Col("REGISTER", 200), Col("RESET", 219, "C")],
        [
            ["00", "Conversion", "0x0000"],
            ["01", "Config", "0x8583"],
            ["10", "Lo_thresh", "0x8000"],
            ["11", "Hi_thresh", "0x7FFF"],
        ],
        7.5,
    )
    return save(s, out / "sqa4116.pdf")


# ------------------------------------------- buck-boost module (Shenzhen factory manual)
def xhb35a(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Shenzhen Xinhong Power Module Co., Ltd.",
        header_right="XHB-35A Product Manual  V1.2",
        footer_left="Xinhong Power  \u00b7  www.xinhong-power.example  \u00b7  sales@xinhong-power.example",
        footer_right="-{page}/{nb}-",
        rule_color=(120, 60, 20),
        table_fill=(240, 228, 214),
        accent=(120, 60, 20),
        grid=True,
    )
    s = Sheet(style, "XHB-35A automatic buck-boost module")
    s.add_page()
    s.title_block(
        "XHB-35A",
        "Automatic Buck-Boost DC-DC Power Module (Adjustable Output)",
        "Product Manual  /  Model: XHB-35A  /  Version: V1.2",
        20,
    )
    s.heading("\u2776 Product Introduction", 10.5)
    s.para(
        "XHB-35A is a non-isolated automatic buck-boost converter module. The input voltage "
        "can be higher, lower or equal to the output voltage, the module changes between "
        "buck and boost mode automatically. Output voltage is set by the blue multi-turn "
        "potentiometer (clockwise = increase). Factory default output is 12V. Suitable for "
        "solar panel, car power, battery pack and lab power supply.",
        8.5,
    )
    s.heading("\u2777 Main Parameters", 10.5)
    s.lines(
        [
            "Input voltage" + FWC + "DC 4.5V" + FWT + "32V",
            "Output voltage" + FWC + "DC 1.25V" + FWT + "30V continuously adjustable",
            "Output current"
            + FWC
            + "3A max. "
            + FWL
            + "depends on input and output voltage, see "
            + "\u2779"
            + FWR,
            "Switching frequency" + FWC + "180KHz",
            "Conversion efficiency" + FWC + "up to 92%",
            "Output ripple" + FWC + LE + "100mV " + FWL + "20MHz bandwidth" + FWR,
            "Load regulation" + FWC + PM + "0.5%",
            "Operating temperature"
            + FWC
            + "-40"
            + FW_C
            + FWT
            + "+85"
            + FW_C
            + " (industrial grade)",
            "Module size" + FWC + "48mm " + TIMES + " 25mm " + TIMES + " 14mm",
            "Protection"
            + FWC
            + "output short circuit "
            + FWL
            + "hiccup"
            + FWR
            + ", over temperature; NO input reverse protection",
        ],
        8.5,
        3.5,
    )
    s.heading("\u2778 Electrical Characteristics", 10.5)
    s.para("Test condition" + FWC + "Ta=25" + FW_C + ", unless otherwise specified.", 7.5)
    s.table(
        [
            Col("Item", 150),
            Col("Test condition", 140),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Input voltage range", "", "4.5", "", "32", "V"],
            ["Input voltage, never exceed", "including transient", "", "", "35", "V"],
            ["Output voltage range", "set by potentiometer", "1.25", "", "30", "V"],
            ["Input under-voltage lockout", "Vin rising", "", "4.2", "", "V"],
            ["", "Vin falling", "", "3.8", "", "V"],
            ["No-load input current", "Vin=12V, Vout=5V", "", "11", "15", "mA"],
            ["Switch current limit", "internal MOSFET", "", "6.5", "", "A"],
            ["Efficiency", "Vin=12V, Vout=5V, Iout=1A", "", "88", "", "%"],
            ["", "Vin=24V, Vout=12V, Iout=2A", "", "92", "", "%"],
            ["Enable (EN) high level", "", "1.6", "", "", "V"],
            ["Enable (EN) low level", "", "", "", "0.4", "V"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("\u2779 Output Current Capability", 10.5)
    s.para(
        "Long-term output current, natural cooling, Ta=25"
        + FW_C
        + ". Rows are input voltage, columns are output voltage.",
        8,
    )
    s.table(
        [
            Col("Vin \\ Vout", 99, "C"),
            Col("3.3V", 80, "C"),
            Col("5V", 80, "C"),
            Col("12V", 80, "C"),
            Col("19V", 80, "C"),
            Col("24V", 80, "C"),
        ],
        [
            ["5V", "2.5A", "2.0A", "0.8A", "0.5A", "0.4A"],
            ["12V", "3.0A", "3.0A", "2.0A", "1.2A", "0.9A"],
            ["24V", "3.0A", "3.0A", "3.0A", "2.0A", "1.5A"],
        ],
        8,
    )
    s.para(
        "Above 2A output, please fix the module on metal or use a fan. Short-time "
        + FWL
        + LE
        + "1 min"
        + FWR
        + " peak output current 4A.",
        8,
    )
    s.heading("\u277a Terminal Description", 10.5)
    s.table(
        [Col("Terminal", 90, "C"), Col("Function", 409)],
        [
            ["IN+", "Input positive, 4.5V" + FWT + "32V"],
            ["IN-", "Input negative"],
            ["OUT+", "Output positive"],
            ["OUT-", "Output negative (common with IN-)"],
            ["EN", "Enable, internal pull-up, leave open = ON, connect to GND = OFF"],
        ],
        7.5,
    )
    s.heading("\u277b Application Q&A", 10.5)
    s.para(
        "Q1" + FWC + "Can the module charge a lithium battery directly?\n"
        "A" + FWC + "No. XHB-35A has no constant current function. Please use a charger "
        "module.",
        8,
    )
    s.para(
        "Q2" + FWC + "What happens if the input is connected reversed?\n"
        "A" + FWC + "There is no reverse polarity protection, reverse connection will burn "
        "the module immediately. Add a diode or fuse in front if needed.",
        8,
    )
    s.para(
        "Q3" + FWC + "Can I use it on a 24V truck system?\n"
        "A" + FWC + "Input must never exceed 35V, even for a moment. A 24V vehicle system "
        "with load-dump spikes can not be connected directly, add a TVS and filter.",
        8,
    )
    s.para(
        "Q4" + FWC + "Can one 18650 lithium cell power the module?\n"
        "A" + FWC + "Minimum input is 4.5V. One cell " + FWL + "3.0V" + FWT + "4.2V" + FWR + " is "
        "below this, the module will not start. Please use 2 cells in series.",
        8,
    )
    s.para(
        "Q5" + FWC + "Is the output voltage precise after setting?\n"
        "A" + FWC + "Output drifts less than 1% from no load to full load. Please set the "
        "voltage with a multimeter before connecting the load.",
        8,
    )
    s.heading("\u277c Packing List", 10.5)
    s.lines(["XHB-35A module " + TIMES + " 1", "Heat sink with thermal pad " + TIMES + " 1"], 8.5)
    revision_table(
        s,
        [
            ["2022-06-10", "V1.0", "First release"],
            ["2023-09-02", "V1.2", "Add output current table, Q&A"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "xhb-35a.pdf")


# ---------------------------------------------- stepper driver carrier (Arkansas shop)
def omwsd35(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="OZARK MOTION WORKS  |  ozarkmotion.example",
        header_right="Product page print-out",
        footer_left="Ozark Motion Works LLC, Fayetteville, AR  -  printed from the product page",
        footer_right="{page}/{nb}",
        rule_color=(60, 90, 40),
        table_fill=(226, 236, 216),
        accent=(60, 90, 40),
        grid=True,
    )
    s = Sheet(style, "OMW-SD35 stepper motor driver carrier")
    s.add_page()
    s.title_block(
        "OMW-SD35 Stepper Motor Driver Carrier",
        "Bipolar stepper driver, 8-35 V motor supply, up to 1/16 microstep, current-limit pot",
        "Item #2135 (OMW-SD35, 2-layer board)  /  Item #2136 (OMW-SD35-HC, 4-layer board, 2 oz copper)",
        17,
    )
    s.heading("Overview", 10.5)
    s.para(
        "This tiny carrier board holds a microstepping bipolar stepper motor driver IC and "
        "the parts it needs. Two inputs control it: one pulse on STEP moves the motor one "
        "microstep, and DIR sets the direction. A potentiometer on the board sets the "
        "maximum current per coil, so you can run motors from a supply voltage well above "
        "their rated voltage for faster stepping. The -HC version is the same circuit on a "
        "4-layer board with heavier copper: it gets rid of heat better and delivers more "
        "current per phase before the thermal protection steps in.",
        8.5,
    )
    s.heading("Specifications", 10.5)
    s.table(
        [Col("", 219), Col("OMW-SD35", 140, "C"), Col("OMW-SD35-HC", 140, "C")],
        [
            ["Minimum operating voltage", "8 V", "8 V"],
            ["Maximum operating voltage", "35 V", "35 V"],
            ["Continuous current per phase\n(no heat sink, still air)", "1.0 A", "1.5 A"],
            ["Maximum current per phase\n(heat sink and fan)", "2.0 A", "2.2 A"],
            ["Minimum logic voltage", "3.0 V", "3.0 V"],
            ["Maximum logic voltage", "5.5 V", "5.5 V"],
            ["Microstep resolutions", "full, 1/2, 1/4, 1/8, 1/16", "full, 1/2, 1/4, 1/8, 1/16"],
            ["Reverse voltage protection", "No", "No"],
            ["Size", "15.2 " + TIMES + " 20.3 mm", "15.2 " + TIMES + " 20.3 mm"],
            ["Weight (without header pins)", "1.3 g", "1.5 g"],
            ["Price (each)", "$6.95", "$9.45"],
        ],
        8,
        head_rows=[["", "Version", "<"]],
    )
    s.heading("Power connections", 10.5)
    s.para(
        "The motor supply goes to VMOT and GND, the logic supply (3.0 V to 5.5 V) to VDD "
        "and GND. The logic thresholds follow VDD: an input reads high at 0.7 " + TIMES + " VDD "
        "and low at 0.3 " + TIMES + " VDD, so run VDD from the same voltage as your "
        "controller's I/O.",
        8.5,
    )
    s.para(
        "Warning: the driver IC is destroyed above 40 V. Plugging a powered supply into the "
        "board can make LC voltage spikes well above the supply voltage, so put an "
        "electrolytic capacitor of at least 47 " + MU + "F across VMOT and GND, close to the "
        "board. Never connect or disconnect the motor while the driver is powered.",
        8.5,
    )
    s.heading("Setting the current limit", 10.5)
    s.para(
        "Measure the voltage on the potentiometer wiper (VREF) against GND and turn the "
        "pot until Current limit = VREF " + TIMES + " 2 (amps, with VREF in volts). Example: "
        "VREF = 0.5 V gives 1.0 A per coil. Boards ship with VREF near 0.35 V (about 0.7 A). "
        "In full-step mode the coil current is limited to 70 % of the set limit.",
        8.5,
    )
    s.heading("Microstep selection", 10.5)
    s.table(
        [
            Col("MS1", 70, "C"),
            Col("MS2", 70, "C"),
            Col("MS3", 70, "C"),
            Col("Resolution", 140, "C"),
            Col("Steps / rev (1.8" + "\u00b0" + " motor)", 149, "C"),
        ],
        [
            ["Low", "Low", "Low", "Full step", "200"],
            ["High", "Low", "Low", "1/2 step", "400"],
            ["Low", "High", "Low", "1/4 step", "800"],
            ["High", "High", "Low", "1/8 step", "1600"],
            ["High", "High", "High", "1/16 step", "3200"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Pinout", 10.5)
    s.table(
        [Col("Pin", 70, "C"), Col("Name", 90, "C"), Col("Description", 339)],
        [
            ["1", "EN", "Enable, active low (pulled low on board)"],
            ["2-4", "MS1-MS3", "Microstep select, 100 kOhm pull-downs"],
            ["5", "RST", "Reset, active low, floating (tie to SLP)"],
            ["6", "SLP", "Sleep, active low, 100 kOhm pull-up"],
            ["7", "STEP", "Step input, rising edge"],
            ["8", "DIR", "Direction input"],
            ["9, 16", "GND", "Ground"],
            ["10", "VDD", "Logic supply 3.0 V - 5.5 V"],
            ["11-14", "1B, 1A, 2A, 2B", "Motor coil outputs"],
            ["15", "VMOT", "Motor supply 8 V - 35 V"],
        ],
        7.5,
    )
    s.heading("Timing", 10.5)
    s.table(
        [Col("Parameter", 260), Col("Minimum", 120, "C"), Col("Unit", 119, "C")],
        [
            ["STEP high pulse width", "1", MU + "s"],
            ["STEP low pulse width", "1", MU + "s"],
            ["DIR / MSx setup time before STEP", "200", "ns"],
            ["Wake-up time after SLP goes high", "1", "ms"],
        ],
        7.5,
    )
    s.heading("Driver IC data (from the IC maker, for reference)", 10.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("Condition", 120),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["VMOT supply current", "outputs enabled", "4", "7", "mA"],
            ["VMOT supply current", "sleep mode", "", "10", MU + "A"],
            ["VDD supply current", "outputs enabled", "5", "8", "mA"],
            ["Thermal shutdown temperature", "junction", "165", "", DEG],
            ["Output on-resistance (sink + source)", "VMOT = 24 V", "0.68", "0.85", "Ohm"],
        ],
        7.5,
    )
    s.heading("Questions from customers", 10.5)
    s.para(
        "Can I run it from a 12 V or 24 V adapter?  Yes, anything from 8 V to 35 V works "
        "for the motor supply. A 36 V supply is too much: there is no headroom left for "
        "the spikes described above.",
        8.5,
    )
    s.para(
        "My controller has 3.3 V I/O. Do I need a level shifter?  No, but then power VDD "
        "from 3.3 V as well. With VDD at 5 V a 3.3 V high level is below 0.7 " + TIMES + " VDD.",
        8.5,
    )
    s.para(
        "Will it drive a 6-wire unipolar motor?  Yes, as a bipolar motor: use the two ends "
        "of each coil and leave the centre taps unconnected.",
        8.5,
    )
    s.para(
        "Can it drive two motors in parallel?  We do not recommend it; the current limit "
        "then applies to the sum of both coils.",
        8.5,
    )
    return save(s, out / "omw-sd35.pdf")


# ---------------------------------------------- LoRa module (Faroese / English)
def havlr2(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Havsbrún Radio Sp/f  \u00b7  Tórshavn",
        header_right="HAV-LR2  Dátablað / Data sheet",
        footer_left="HAV-LR2-DS útg. / rev. 2.0   \u00b7   Broytingar kunnu koma uttan fráboðan / subject to change",
        footer_right="Síða {page} av {nb}",
        rule_color=(90, 70, 120),
        table_fill=(232, 226, 242),
        accent=(90, 70, 120),
        grid=True,
    )
    s = Sheet(style, "HAV-LR2 LoRa radio module")
    s.add_page()
    s.title_block(
        "HAV-LR2",
        "LoRa\u00ae radiomodul undir 1 GHz / Sub-GHz LoRa\u00ae radio module (SPI)",
        "Ferðir / Versions: HAV-LR2-433, HAV-LR2-868, HAV-LR2-915   \u00b7   16-pin "
        "halvholu modul / 16-pin half-hole module, 17 " + TIMES + " 16 mm",
        20,
    )
    s.heading("1  Lýsing / Description", 10)
    s.para(
        "HAV-LR2 er eitt lítið radiomodul við LoRa og FSK modulatión. HAV-LR2 is a small "
        "transceiver module with LoRa and FSK modulation, a crystal reference and an RF "
        "switch. The host talks to it over SPI (mode 0). The module is a radio only: it "
        "has no firmware and no AT commands, the LoRaWAN stack runs on the host.",
        8.5,
    )
    s.heading("2  Ferðir / Versions", 10)
    s.table(
        [
            Col("Parametur /\nParameter", 165),
            Col("HAV-LR2-433", 95, "C"),
            Col("HAV-LR2-868", 95, "C"),
            Col("HAV-LR2-915", 95, "C"),
            Col("Eind /\nUnit", 49, "C"),
        ],
        [
            ["Frekvensøki /\nFrequency band", "410 - 525", "863 - 870", "902 - 928", "MHz"],
            ["Mesta sendiorka /\nMaximum TX power (1)", "+20", "+20", "+20", "dBm"],
            [
                "Móttøkuviðkvæmi, SF12, 125 kHz /\nRX sensitivity, SF12, 125 kHz",
                "-141",
                "-139",
                "-139",
                "dBm",
            ],
            [
                "Móttøkuviðkvæmi, SF7, 125 kHz /\nRX sensitivity, SF7, 125 kHz",
                "-125",
                "-123",
                "-123",
                "dBm",
            ],
            [
                "Antennusambinding /\nAntenna connection",
                "pad + IPEX",
                "pad + IPEX",
                "pad + IPEX",
                "-",
            ],
        ],
        7.5,
    )
    s.para(
        "(1) +20 dBm krevur høgorku-PA og arbeiðslutfall " + LE + " 1 %. / +20 dBm needs the "
        "high-power PA setting and a duty cycle of 1 % or less; continuous transmission is "
        "limited to +17 dBm. Local radio rules may allow less (e.g. +14 dBm ERP in the EU "
        "868 MHz band).",
        7.5,
    )
    s.heading("3  Rakstrarviðurskifti / Operating conditions", 10)
    s.table(
        [
            Col("Parametur /\nParameter", 175),
            Col("Tekn /\nSymbol", 55, "C"),
            Col("Min.", 50, "C"),
            Col("Vanl. /\nTyp.", 50, "C"),
            Col("Mest /\nMax.", 50, "C"),
            Col("Eind /\nUnit", 50, "C"),
            Col("Viðm. /\nNote", 69, "C"),
        ],
        [
            ["Veitingarspenningur /\nSupply voltage", "VCC", "1.8", "3.3", "3.7", "V", ""],
            ["Rakstrarhitastig /\nOperating temperature", "T_{OP}", "-40", "", "+85", DEG, ""],
            ["SPI klokka /\nSPI clock", "f_{SCK}", "", "", "10", "MHz", ""],
            ["", "V_{IH}", "0.7 VCC", "", "VCC + 0.3", "V", ""],
            ["", "V_{IL}", "-0.3", "", "0.3 VCC", "V", ""],
            ["", "V_{OH}", "0.9 VCC", "", "", "V", "I = -1 mA"],
        ],
        7.5,
    )
    s.heading("4  Streymnýtsla / Current consumption (vanl. / typ.)", 10)
    s.para("VCC = 3.3 V, 25 " + DEG + ", 868 MHz. Bert vanligt virði / typical values only.", 7.5)
    s.table(
        [Col("Støða / Mode", 300), Col("Streymur / Current", 199, "C")],
        [
            ["Sending / TX, +20 dBm", "120 mA"],
            ["Sending / TX, +17 dBm", "90 mA"],
            ["Sending / TX, +14 dBm", "44 mA"],
            ["Móttøka / RX, LoRa 125 kHz", "10.8 mA"],
            ["Bíða / Standby (oscillator on)", "1.6 mA"],
            ["Sova / Sleep", "0.2 " + MU + "A"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5  Mørk / Absolute maximum ratings", 10)
    s.para(
        "Virði uttanfyri hesi mørk kunnu oyðileggja modulið. / Values beyond these limits "
        "can destroy the module; they are no operating conditions.",
        7.5,
    )
    s.table(
        [
            Col("Parametur / Parameter", 270),
            Col("Virði / Value", 140, "C"),
            Col("Eind / Unit", 89, "C"),
        ],
        [
            ["Veitingarspenningur / Supply voltage VCC", "-0.5 ... 4.0", "V"],
            ["Spenningur á I/O / Voltage on any I/O pin", "-0.5 ... VCC + 0.5", "V"],
            ["RF inngangsorka / RF input power", "+10", "dBm"],
            ["Goymsluhitastig / Storage temperature", "-55 ... +125", DEG],
        ],
        7.5,
    )
    s.heading("6  Bein / Pin assignment", 10)
    s.table(
        [Col("Bein / Pin", 60, "C"), Col("Navn / Name", 90, "C"), Col("Funktión / Function", 349)],
        [
            ["1, 8, 10", "GND", "Jørð / Ground"],
            ["2", "MISO", "SPI data out"],
            ["3", "MOSI", "SPI data in"],
            ["4", "SCK", "SPI clock"],
            ["5", "NSS", "SPI chip select, active low"],
            ["6", "NRESET", "Reset, active low"],
            ["9", "ANT", "Antenna, 50 " + OHM],
            ["13", "3V3", "VCC"],
            ["14-16, 7, 11, 12", "DIO0-DIO5", "Interrupt / status outputs"],
        ],
        7.5,
    )
    s.heading("7  Skrásetarar / Selected registers", 10)
    s.table(
        [
            Col("Adressa / Address", 100, "C"),
            Col("Navn / Name", 150),
            Col("Byrjanarvirði / Reset", 249, "C"),
        ],
        [
            ["0x01", "RegOpMode", "0x09"],
            ["0x09", "RegPaConfig", "0x4F"],
            ["0x42", "RegVersion", "0x22"],
        ],
        7.5,
    )
    s.heading("8  Spurningar / FAQ", 10)
    s.para(
        "Kann eg nýta 5 V? / Can I use 5 V?  Nei / No. VCC above 4.0 V destroys the module, "
        "and the I/O pins are not 5 V tolerant. With a 5 V Arduino use a 3.3 V regulator and "
        "a level shifter on SCK, MOSI, NSS and NRESET.",
        8.5,
    )
    s.para(
        "Hvussu langt røkkur tað? / What range can I expect?  We do not specify a range: it "
        "depends on antenna, height, spreading factor and surroundings.",
        8.5,
    )
    s.para(
        "Er modulið góðkent? / Is the module certified?  The HAV-LR2-868 has a CE radio test "
        "report (RED). The -915 version has no FCC grant; the end product must be certified.",
        8.5,
    )
    revision_table(
        s,
        [
            ["2023-02-14", "1.0", "Fyrsta útgáva / first release"],
            ["2024-01-08", "2.0", "433 MHz ferð / 433 MHz version added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "hav-lr2.pdf")
