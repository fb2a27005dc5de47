"""Hold-out 6 datasheets, part 4: a Sharp-style analog infrared distance sensor unit and a
Melexis-style infrared thermometer family (3 V / 5 V versions, standard / medical
accuracy) with an option-code ordering scheme.
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG_C = "\u2103"
SQ = "\u25a0"
MU = "\u00b5"


# -------------------------------------------------- Sharp-style IR distance sensor
def srd80k(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="SRD-80K",
        header_right="Distance Measuring Sensor Unit",
        footer_left="Notice  The content of data sheet is subject to change without prior notice.   "
        "Sheet No.: OP24008EN",
        footer_right="{page}",
        rule_color=(0, 0, 0),
        table_fill=None,
        accent=(0, 0, 0),
    )
    s = Sheet(style, "SRD-80K Distance Measuring Sensor Unit")
    s.add_page()
    s.title_block(
        "SRD-80K",
        "Distance Measuring Sensor Unit\nMeasuring distance: 10 to 80 cm\nAnalog output type",
        "Yamabuki Optoelectronics Co., Ltd.",
        size=20,
    )
    s.heading(SQ + "Description", 10)
    s.para(
        "SRD-80K is a distance measuring sensor unit, composed of an integrated combination of PSD "
        "(position sensitive detector), IRED (infrared emitting diode) and signal processing circuit. "
        "The variety of the reflectivity of the object, the environmental temperature and the "
        "operating duration are not influenced easily to the distance detection because of adopting "
        "the triangulation method. This device outputs the voltage corresponding to the detection "
        "distance. So this sensor can also be used as a proximity sensor.",
        9,
    )
    s.heading(SQ + "Features", 10)
    s.lines(
        [
            "1. Distance measuring range : 10 to 80 cm",
            "2. Analog output type",
            "3. Package size : 29.5\u00d713\u00d713.5 mm",
            "4. Consumption current : Typ. 30 mA",
            "5. Supply voltage : 4.5 to 5.5 V",
        ],
        9,
        3,
    )
    s.heading(SQ + "Agency approvals/Compliance", 10)
    s.lines(["1. Compliant with RoHS directive (2011/65/EU)"], 9, 3)
    s.heading(SQ + "Applications", 10)
    s.lines(
        [
            "1. Touch-less switch (Sanitary equipment, Control of illumination, etc.)",
            "2. Robot cleaner",
            "3. Sensor for energy saving (ATM, Copier, Vending machine)",
        ],
        9,
        3,
    )
    s.heading(SQ + "Absolute Maximum Ratings", 10)
    s.para("(Ta=25" + DEG_C + ", Vcc=5V)", 8.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 90, "C"),
            Col("Rating", 130, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "Vcc", "-0.3 to +7", "V"],
            ["Output terminal voltage", "Vo", "-0.3 to Vcc+0.3", "V"],
            ["Operating temperature", "Topr", "-10 to +60", DEG_C],
            ["Storage temperature", "Tstg", "-40 to +70", DEG_C],
        ],
        8.5,
        head_fill=False,
    )
    s.heading(SQ + "Electro-optical Characteristics", 10)
    s.para("(Ta=25" + DEG_C + ", Vcc=5V)", 8.5)
    s.table(
        [
            Col("Parameter", 130),
            Col("Symbol", 50, "C"),
            Col("Conditions", 155),
            Col("MIN.", 40, "C"),
            Col("TYP.", 40, "C"),
            Col("MAX.", 40, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Average supply current", "Icc", "L=80cm *1", "\u2212", "30", "40", "mA"],
            ["Measuring distance range", "\u0394L", "*1", "10", "\u2212", "80", "cm"],
            ["Output voltage", "Vo", "L=80cm *1", "0.25", "0.4", "0.55", "V"],
            [
                "Output voltage differential",
                "\u0394Vo",
                "Output change at L change\n(80cm \u2192 10cm) *1",
                "1.9",
                "2.25",
                "2.55",
                "V",
            ],
        ],
        8.5,
        head_fill=False,
    )
    s.para(
        "*1 Using reflective object: White paper (reflectance ratio 90 %, non-glossy gray card, "
        "white face).",
        8,
    )
    s.heading(SQ + "Recommended operating conditions", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 90, "C"),
            Col("Rating", 130, "C"),
            Col("Unit", 79, "C"),
        ],
        [["Supply voltage", "Vcc", "4.5 to 5.5", "V"]],
        8.5,
        head_fill=False,
    )

    # ---- page 2
    s.add_page()
    s.heading("Fig. 1 Timing Chart", 10)
    s.table(
        [Col("", 200), Col("", 299)],
        [
            ["Power supply", "ON"],
            [
                "Distance measuring operation",
                "1st measurement, 2nd measurement, ... n th measurement",
            ],
            ["Output", "Unstable output until the 1st measurement ends, then the 1st output"],
            ["Measurement period", "38.3 ms \u00b1 9.6 ms"],
            ["Output update after measurement", "5.0 ms MAX."],
        ],
        8.5,
        show_head=False,
    )
    s.figure(
        "Fig. 2 Example of distance measuring characteristics (output); "
        "Vo is approx. 2.5 V at L = 10 cm (white paper)",
        "Distance to reflective object L (cm)",
        "Analog output voltage Vo (V)",
        ["0", "10", "20", "40", "60", "80"],
        ["0", "0.5", "1.0", "1.5", "2.0", "2.5", "3.0"],
        [
            (
                "White paper (90%)",
                [(0.0, 0.5), (0.1, 0.83), (0.25, 0.53), (0.5, 0.3), (0.75, 0.2), (1, 0.14)],
            ),
            (
                "Gray paper (18%)",
                [(0.0, 0.48), (0.1, 0.81), (0.25, 0.52), (0.5, 0.29), (0.75, 0.19), (1, 0.13)],
            ),
        ],
        height=120,
    )
    s.heading(SQ + "Notes", 10)
    s.lines(
        [
            "1. In order to stabilize power supply line, insert a by-pass capacitor of 10 "
            + MU
            + "F or more",
            "   between Vcc and GND near this product.",
            "2. The output is not uniquely defined for objects closer than 10 cm: the output voltage falls",
            "   again below 10 cm (see Fig. 2). Use the sensor from 10 cm on.",
            "3. The lens of this device needs to be kept clean. Dust, water, oil, etc. deteriorate the",
            "   characteristics of this device.",
            "4. When detecting a specular (mirror-like) object, incline it slightly; the output is not",
            "   specified for glossy or transparent objects.",
        ],
        8.5,
        3,
    )
    s.heading(SQ + "Example of use", 10)
    s.para(
        "A robot cleaner that samples the output every 50 ms and stops at 15 cm needs a threshold of "
        "about 1.9 V when the object is white paper; for other surfaces determine the threshold "
        "experimentally. This is an example, not a guaranteed value.",
        8.5,
    )
    s.heading(SQ + "Revision", 10)
    revision_table(
        s,
        [
            ["2021.09", "1", "First issue"],
            ["2024.02", "2", "Timing chart corrected (period was 39 ms)"],
        ],
        (70, 50, 379),
    )
    return save(s, out / "srd-80k.pdf")


# ---------------------------------------------- Melexis-style IR thermometer family
def tir7710(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="TIR7710 family",
        header_right="Single and Dual Zone Infra Red Thermometer in TO-39",
        footer_left="REVISION 7 - 14 FEB 2024   3901077100   Meridal Sensorik NV",
        footer_right="Page {page} of 3",
        rule_color=(0, 60, 120),
        table_fill=(225, 232, 242),
        accent=(0, 60, 120),
    )
    s = Sheet(style, "TIR7710 family")
    s.add_page()
    s.title_block("TIR7710 family", "Single and Dual Zone Infra Red Thermometer in TO-39", size=20)
    s.heading("1. Features and Benefits", 11)
    s.bullets(
        [
            "Small size, low cost",
            "Easy to integrate",
            "Factory calibrated in wide temperature range: -40...+125 \u00b0C for sensor temperature "
            "and -70...+380 \u00b0C for object temperature",
            "High accuracy of 0.5 \u00b0C in a wide temperature range (0...+50 \u00b0C for both Ta "
            "and To)",
            "Medical accuracy (TIR7710xxC versions) of 0.2 \u00b0C in a limited temperature range",
            "Measurement resolution of 0.02 \u00b0C",
            "SMBus compatible digital interface",
            "Customizable PWM output for continuous reading",
            "Available in 3 V and 5 V versions",
            "Power saving mode (sleep mode)",
        ]
    )
    s.heading("2. Ordering Information", 11)
    s.table(
        [
            Col("Product Code", 90),
            Col("Temperature Code", 95, "C"),
            Col("Package Code", 90, "C"),
            Col("Option Code", 124, "C"),
            Col("Packing Form Code", 100, "C"),
        ],
        [
            ["TIR7710", "E", "SF", "AAA", "000"],
            ["TIR7710", "E", "SF", "BAA", "000"],
            ["TIR7710", "K", "SF", "BAA", "000"],
            ["TIR7710", "E", "SF", "ABA", "000"],
            ["TIR7710", "E", "SF", "BAC", "000"],
        ],
        8,
    )
    s.lines(
        [
            "Legend:",
            "Temperature Code:  E: -40 \u00b0C to 85 \u00b0C;  K: -40 \u00b0C to 125 \u00b0C",
            "Package Code:  SF: TO-39",
            "Option Code (xyz):  x = supply: A = 5 V, B = 3 V;  y = thermopile: A = single zone, B = dual zone;",
            "                    z = accuracy: A = standard, C = medical",
            "Packing Form:  000: tube",
            "Ordering Example:  TIR7710ESF-BAC-000  (3 V, single zone, medical accuracy, -40 \u00b0C to 85 \u00b0C)",
        ],
        8,
        3,
    )
    s.heading("3. Absolute Maximum Ratings", 11)
    s.table(
        [
            Col("Parameter", 200),
            Col("TIR7710xSF-Axx (5 V)", 150, "C"),
            Col("TIR7710xSF-Bxx (3 V)", 149, "C"),
        ],
        [
            ["Supply Voltage, VDD (over voltage)", "7 V", "5 V"],
            ["Supply Voltage, VDD (operating)", "5.5 V", "3.6 V"],
            ["Reverse Voltage", "0.4 V", "0.4 V"],
            ["Operating Temperature Range, TA", "-40...+85 \u00b0C (E)", "-40...+85 \u00b0C (E)"],
            ["", "-40...+125 \u00b0C (K)", "-40...+125 \u00b0C (K)"],
            ["Storage Temperature Range, TS", "-40...+125 \u00b0C", "-40...+125 \u00b0C"],
            ["ESD Sensitivity (AEC Q100 002)", "2 kV", "2 kV"],
            ["DC sink current, SDA/PWM pin", "25 mA", "25 mA"],
            ["DC clamp current, SDA/PWM pin", "25 mA", "25 mA"],
        ],
        8,
    )
    s.para(
        "Exceeding the absolute maximum ratings may cause permanent damage. Exposure to absolute-"
        "maximum-rated conditions for extended periods may affect device reliability.",
        7.5,
    )

    # ---- page 2
    s.add_page()
    s.heading("4. General Electrical Specifications", 11)
    s.para(
        "(TA = -40...+125 \u00b0C, VDD = 4.5...5.5 V (A versions) or 2.6...3.6 V (B versions), "
        "unless otherwise specified)",
        8,
    )
    cols = [
        Col("Parameter", 118),
        Col("Symbol", 55, "C"),
        Col("Test Conditions", 146),
        Col("Min", 42, "C"),
        Col("Typ", 42, "C"),
        Col("Max", 42, "C"),
        Col("Units", 54, "C"),
    ]
    s.table(
        cols,
        [
            ["Supplies"],
            ["External supply", "V_{DD}", "TIR7710Axx", "4.5", "5", "5.5", "V"],
            ["", "", "TIR7710Bxx", "2.6", "3", "3.6", "V"],
            ["Supply current", "I_{DD}", "No load", "", "1.3", "2", "mA"],
            [
                "Supply current\n(programming)",
                "I_{DDpr}",
                "No load, erase/write EEPROM",
                "",
                "1.5",
                "",
                "mA",
            ],
            ["Power On Reset"],
            ["POR level", "V_{POR_up}", "Power-up (full temp range)", "1.4", "1.75", "1.95", "V"],
            ["Output valid", "T_{valid}", "After POR", "", "0.25", "", "s"],
            ["Pulse width modulation"],
            ["PWM resolution", "PWM_{res}", "Data band", "", "10", "", "bit"],
            ["PWM output period", "PWM_{T,def}", "Factory default", "", "1.024", "", "ms"],
            ["Output high level", "PWM_{HI}", "I_{source} = 2 mA", "VDD-0.2", "", "", "V"],
            ["Output low level", "PWM_{LO}", "I_{sink} = 2 mA", "", "", "0.2", "V"],
            ["SMBus"],
            ["SMBus input level high", "V_{IHSMB}", "", "2.1", "", "", "V"],
            ["SMBus input level low", "V_{ILSMB}", "", "", "", "0.8", "V"],
            ["SMBus output low level", "V_{OLSMB}", "I_{sink} = 2 mA", "", "", "0.2", "V"],
            [
                "SCL leakage",
                "I_{SCL,leak}",
                "VSCL = 4 V, Ta = +85 \u00b0C",
                "",
                "",
                "30",
                "\u00b5A",
            ],
            ["SMBus clock frequency", "f_{SMB}", "", "10", "", "100", "kHz"],
            ["Wake up request", "t_{wake}", "SDA low", "33", "", "", "ms"],
            ["Sleep mode"],
            ["Sleep current", "I_{DDsleep}", "TIR7710Axx, VDD = 5 V", "", "2.5", "5", "\u00b5A"],
            ["", "", "TIR7710Bxx, VDD = 3 V", "", "1.3", "3", "\u00b5A"],
        ],
        7.5,
    )
    s.para(
        "Notes: All the communication and refresh rate timings are given for the nominal calibrated "
        "RC oscillator frequency. The SMBus input levels are fixed (not referred to VDD); SDA and "
        "SCL must not be pulled up above VDD.",
        7.5,
    )
    s.heading("5. Detailed Description", 11)
    s.para(
        "The TIR7710 is a slave device on the SMBus. Its default slave address is 0x5A. The "
        "address is stored in EEPROM and can be changed to any value from 0x01 to 0x7F, so that up "
        "to 127 devices can share one bus (each address must be programmed before the devices are "
        "connected together). The object temperature is also available as a PWM signal on the "
        "SDA/PWM pin, with 10-bit resolution over a user-programmable range.",
        8.5,
    )

    # ---- page 3
    s.add_page()
    s.heading("6. Performance Graphs and Accuracy", 11)
    s.table(
        [Col("Parameter", 190), Col("Condition", 199), Col("Accuracy", 110, "C")],
        [
            [
                "Object temperature, standard accuracy\n(option z = A)",
                "Ta = 0...+50 \u00b0C, To = 0...+50 \u00b0C",
                "\u00b10.5 \u00b0C",
            ],
            [
                "Object temperature, medical accuracy\n(option z = C)",
                "Ta = +16...+40 \u00b0C, To = +35...+40 \u00b0C",
                "\u00b10.2 \u00b0C",
            ],
            [
                "Measurement range",
                "Ta (sensor) / To (object)",
                "-40...+125 \u00b0C / -70...+380 \u00b0C",
            ],
            ["Measurement resolution", "Ta and To", "0.02 \u00b0C"],
            ["Field of view (FOV)", "Single zone, 50 % of signal", "90\u00b0"],
        ],
        8,
    )
    s.para(
        "Outside these ranges the accuracy is given by Figure 3 only; the accuracy of the dual zone "
        "versions (option y = B) is not specified for a single zone.",
        8,
    )
    s.figure(
        "Figure 3: Accuracy of To, standard versions (limits: \u00b10.5, \u00b11, \u00b12, \u00b14 \u00b0C zones)",
        "Ambient temperature Ta (\u00b0C)",
        "Object temperature To (\u00b0C)",
        ["-40", "0", "25", "50", "85", "125"],
        ["-70", "0", "50", "100", "200", "380"],
        [
            (
                "\u00b10.5 \u00b0C zone",
                [(0.2, 0.25), (0.6, 0.25), (0.6, 0.4), (0.2, 0.4), (0.2, 0.25)],
            ),
            (
                "\u00b11 \u00b0C zone",
                [(0.1, 0.15), (0.8, 0.15), (0.8, 0.6), (0.1, 0.6), (0.1, 0.15)],
            ),
            (
                "\u00b12 \u00b0C zone",
                [(0.05, 0.05), (0.9, 0.05), (0.9, 0.8), (0.05, 0.8), (0.05, 0.05)],
            ),
            ("\u00b14 \u00b0C zone", [(0, 0), (1, 0), (1, 1), (0, 1), (0, 0)]),
        ],
        height=120,
    )
    s.heading("7. Application Example", 11)
    s.para(
        "Forehead thermometer: a TIR7710ESF-BAC powered from two AAA cells through a 3.0 V LDO, "
        "read every 500 ms at 50 kHz SMBus clock, reaches an average current of about 15 \u00b5A "
        "with sleep mode between readings. These are example values, not specifications.",
        8.5,
    )
    s.heading("8. Revision History", 11)
    revision_table(
        s,
        [
            ["2022-03-01", "5", "K temperature code added"],
            ["2023-06-19", "6", "Medical accuracy limits updated (was \u00b10.3 \u00b0C)"],
            ["2024-02-14", "7", "Sleep current of B versions added"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "tir7710.pdf")
