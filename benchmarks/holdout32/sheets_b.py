"""Hold-out 32 datasheets: two more capacitive proximity switches and two rotary
potentiometers.

A Japanese industrial catalogue page (DC and AC models side by side, rated vs
absolute values with the same names, footnote marks), a Chinese sensor manual
(full-width key-value lines, FAQ), a Japanese component catalogue for a carbon
rotary potentiometer (one column per resistance code) and a US precision
conductive-plastic potentiometer (condition sentence, table continued on page 2).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
PM = "\u00b1"
OHM = "\u03a9"
FW_C = "\u2103"
FW_COLON = "\uff1a"
FW_TILDE = "\uff5e"
LE = "\u2264"


# ------------------------------------------------ capacitive proximity switch (Japan)
def cx2(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Capacitive Proximity Sensor  CX2-M30",
        header_right="Cat. No. N2-118E",
        footer_left="Tsukuda Seigyo Co., Ltd.",
        footer_right="{page}",
        table_fill=(235, 235, 235),
    )
    s = Sheet(style, "CX2-M30 catalogue")
    s.add_page()
    s.title_block("CX2-M30", "Capacitive Proximity Sensor, M30 Resin Housing", "", 18)
    s.para(
        "Detects resin, glass, water, wood and metal. Sensitivity adjuster. "
        "DC 3-wire (CX2-M30D) and AC 2-wire (CX2-M30A) models.",
        8.5,
    )
    s.heading("\u25a0 Ratings / Performance", 10)
    s.table(
        [
            Col("Item", 150),
            Col("Model", 40, "C"),
            Col("CX2-M30D", 150, "C"),
            Col("CX2-M30A", 159, "C"),
        ],
        [
            ["Sensing distance", "", "3 to 25 mm (adjustable)", "3 to 25 mm (adjustable)"],
            [
                "Standard sensing object",
                "",
                "Grounded metal 50 x 50 x 1 mm",
                "Grounded metal 50 x 50 x 1 mm",
            ],
            [
                "Power supply voltage\n(operating voltage range)",
                "",
                "12 to 24 VDC\n(10 to 30 VDC) *1",
                "100 to 240 VAC\n(90 to 264 VAC)",
            ],
            ["Current consumption", "", "15 mA max.", "-"],
            ["Leakage current", "", "-", "2.2 mA max."],
            [
                "Control output",
                "",
                "NPN open collector\nload current 200 mA max.\nresidual voltage 1.5 V max.",
                "Load current 5 to 200 mA\nresidual voltage 10 V max.",
            ],
            ["Response frequency", "", "70 Hz", "10 Hz"],
            ["Ambient temperature", "", "-25 to +70" + FW_C, "-25 to +70" + FW_C],
            ["Ambient humidity", "", "35 to 95 %RH", "35 to 95 %RH"],
            ["Degree of protection", "", "IP66 (IEC 60529)", "IP66 (IEC 60529)"],
        ],
        7.5,
    )
    s.para("*1 Including ripple (p-p) 10 % max.", 7.5)
    s.heading("\u25a0 Absolute Maximum Ratings", 10)
    s.table(
        [Col("Item", 190), Col("CX2-M30D", 150, "C"), Col("CX2-M30A", 159, "C")],
        [
            ["Power supply voltage", "35 VDC", "264 VAC"],
            ["Load current", "250 mA (1 s)", "200 mA"],
            ["Ambient temperature", "-30 to +75" + FW_C, "-30 to +75" + FW_C],
        ],
        7.5,
    )

    s.add_page()
    s.heading("\u25a0 Output Circuit (CX2-M30D)", 10)
    s.table(
        [Col("Wire", 100), Col("Colour", 100), Col("Connection", 299)],
        [
            ["1", "Brown", "+V (10 to 30 VDC)"],
            ["3", "Blue", "0 V"],
            ["4", "Black", "Output (NPN), connect load between +V and output"],
        ],
        8,
    )
    s.heading("\u25a0 Precautions", 10)
    s.para(
        "The CX2-M30A must always be connected through a load; connecting it directly to "
        "the power supply will destroy the sensor. Do not use the CX2-M30A with "
        "programmable controller inputs whose OFF current is below the leakage "
        "current. The response time of the AC model after power-on is not specified. "
        "Resistance to cleaning agents is not specified.",
        8,
    )
    s.heading("\u25a0 Ordering Information", 10)
    s.table(
        [Col("Model", 150), Col("Supply", 150), Col("Cable", 199)],
        [
            ["CX2-M30D 2M", "DC 3-wire, NPN", "2 m PVC"],
            ["CX2-M30A 2M", "AC 2-wire", "2 m PVC"],
        ],
        8,
    )
    return save(s, out / "cx2-m30.pdf")


# ------------------------------------------------ capacitive proximity switch (China)
def hcj18(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="HCJ18-10N Capacitive Proximity Switch",
        header_right="Manual V2.0",
        footer_left="Yueqing Huachuang Sensor Factory",
        footer_right="- {page} -",
        table_fill=(255, 235, 200),
        accent=(200, 90, 0),
    )
    s = Sheet(style, "HCJ18-10N manual")
    s.add_page()
    s.title_block("HCJ18-10N", "Capacitive Proximity Switch M18  NPN NO", "", 18)
    s.heading("Parameters", 10.5)
    s.lines(
        [
            "Model" + FW_COLON + "HCJ18-10N (NPN normally open, 3-wire)",
            "Supply voltage" + FW_COLON + "DC6" + FW_TILDE + "36V",
            "Detecting distance" + FW_COLON + "1" + FW_TILDE + "10mm (adjustable)",
            "Output current" + FW_COLON + LE + "300mA",
            "Consumption current" + FW_COLON + LE + "10mA",
            "Response frequency" + FW_COLON + "100Hz",
            "Working temperature" + FW_COLON + "-25" + FW_TILDE + "55" + FW_C,
            "Housing" + FW_COLON + "M18 ABS, cable 1.2m",
        ],
        9,
    )
    s.heading("Wiring", 10.5)
    s.table(
        [Col("Wire", 100, "C"), Col("Function", 399)],
        [
            ["Brown", "VCC (DC6" + FW_TILDE + "36V)"],
            ["Blue", "GND"],
            ["Black", "Signal output (NPN)"],
        ],
        8.5,
    )
    s.heading("Arduino example", 10.5)
    s.lines(
        [
            "pinMode(2, INPUT_PULLUP);   // black wire to D2",
            "Serial.begin(9600);",
            "int v = digitalRead(2);     // LOW = object detected",
        ],
        8,
    )

    s.add_page()
    s.heading("FAQ", 10.5)
    s.lines(
        [
            "Q" + FW_COLON + "Can I power it from 5V?",
            "A" + FW_COLON + "No, the minimum is 6V. Use 12V or 24V.",
            "Q" + FW_COLON + "Can the output go straight to an Arduino pin?",
            "A" + FW_COLON + "Yes, the NPN output only pulls to GND; use a pull-up to 5V or 3.3V.",
            "Q" + FW_COLON + "Is it waterproof?",
            "A" + FW_COLON + "IP rating is not specified for this model.",
            "Q" + FW_COLON + "Can it drive a 24V relay coil?",
            "A" + FW_COLON + "Yes, if the coil current is within 300mA.",
            "Q" + FW_COLON + "What is the switching hysteresis?",
            "A" + FW_COLON + "Not specified.",
        ],
        9,
    )
    return save(s, out / "hcj18-10n.pdf")


# ------------------------------------------------ carbon rotary potentiometer (Japan)
def rk16(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Rotary Potentiometers  RK16 Series",
        header_right="2025.04",
        footer_left="Aomori Denki Buhin Co., Ltd.",
        footer_right="{page}",
        table_fill=(220, 230, 245),
        accent=(0, 50, 120),
    )
    s = Sheet(style, "RK16 catalogue")
    s.add_page()
    s.title_block("RK16 Series", "16 mm Size Metal Shaft Rotary Potentiometer (Carbon)", "", 17)
    s.heading("Features", 10)
    s.lines(
        [
            "\u2460 Insulated metal shaft, 20 detents option.",
            "\u2461 Rotational life: 15,000 cycles.",
            "\u2462 Operating temperature range: -10" + DEG + " to +70" + DEG + ".",
        ],
        8.5,
    )
    s.heading("Typical Specifications", 10)
    s.table(
        [Col("Items", 200), Col("Specifications", 299)],
        [
            ["Total resistance tolerance", PM + "20 %"],
            ["Rated power (linear taper B)", "0.05 W (at 70" + DEG + ")"],
            ["Rated power (audio taper A)", "0.025 W (at 70" + DEG + ")"],
            ["Maximum operating voltage", "20 V DC / 15 V AC"],
            ["Insulation resistance", "100 M" + OHM + " min. 250 V DC"],
            ["Total rotational angle", "300" + "\u00b0" + " " + PM + "5" + "\u00b0"],
            ["Rotational torque", "5 to 25 mN" + "\u00b7" + "m"],
        ],
        8,
    )
    s.heading("Product Line (linear taper B)", 10)
    s.table(
        [
            Col("Part number", 120),
            Col("RK16B103", 95, "C"),
            Col("RK16B503", 95, "C"),
            Col("RK16B104", 95, "C"),
            Col("Unit", 94, "C"),
        ],
        [
            ["Total resistance", "10", "50", "100", "k" + OHM],
            ["Residual resistance\n(terminal 1-2)", LE + "20", LE + "50", LE + "100", OHM],
            ["Shaft length", "15", "15", "20", "mm"],
            ["Minimum order unit", "500", "500", "250", "pcs."],
        ],
        8,
    )

    s.add_page()
    s.heading("Environmental Performance", 10)
    s.table(
        [Col("Item", 160), Col("Test condition", 219), Col("Change of resistance", 120, "C")],
        [
            ["Cold", "-25" + DEG + ", 96 h", PM + "10 %"],
            ["Dry heat", "+70" + DEG + ", 96 h", PM + "10 %"],
            ["Damp heat", "40" + DEG + ", 90 to 95 %RH, 96 h", PM + "10 %"],
        ],
        8,
    )
    s.heading("Notes", 10)
    s.para(
        "Storage temperature range is -40" + DEG + " to +85" + DEG + ". The RK16 is not "
        "sealed; flux and cleaning liquid must not enter the housing. Degree of "
        "protection (IP) is not specified. The wiper current must be kept at 1 mA or "
        "less when used as a variable resistor.",
        8,
    )
    s.heading("Packing", 10)
    s.table(
        [Col("Part number", 160), Col("Tray", 170, "C"), Col("Carton", 169, "C")],
        [["RK16B103 / B503", "50 pcs.", "500 pcs."], ["RK16B104", "25 pcs.", "250 pcs."]],
        8,
    )
    return save(s, out / "rk16.pdf")


# ------------------------------------------------ precision potentiometer (US)
def p6639(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left='Model 6639S - 7/8" Precision Potentiometer',
        header_right="REV. C",
        footer_left="Halverson Components Inc.  Specifications are subject to change without notice.",
        footer_right="{page}",
        table_fill=(240, 240, 240),
        accent=(0, 0, 0),
    )
    s = Sheet(style, "6639S data sheet")
    s.add_page()
    s.title_block("6639S", "Single-Turn Conductive Plastic Precision Potentiometer", "", 18)
    s.bullets(
        [
            "Conductive plastic element, 5 million shaft revolutions",
            "Servo mount, sealed to IP65",
            "Independent linearity " + PM + "1 % standard (" + PM + "0.5 % option -L)",
        ],
        8.5,
    )
    s.heading("Electrical Characteristics", 10)
    s.para("At 25" + DEG + " unless otherwise noted.", 8)
    cols = [Col("Parameter", 210), Col("Standard", 145, "C"), Col("-L option", 144, "C")]
    s.table(
        cols,
        [
            [
                "Standard resistance range",
                "1 k" + OHM + " to 100 k" + OHM,
                "1 k" + OHM + " to 20 k" + OHM,
            ],
            ["Total resistance tolerance", PM + "10 %", PM + "5 %"],
            ["Independent linearity", PM + "1.0 %", PM + "0.5 %"],
            [
                "Electrical continuous\nrotation / travel",
                "340" + "\u00b0" + " " + PM + "4" + "\u00b0",
                "same as Standard",
            ],
            [
                "Power rating\n(voltage limited by power dissipation)",
                "1.0 W at 70" + DEG,
                "same as Standard",
            ],
            ["Insulation resistance", "1,000 M" + OHM + " min.", "same as Standard"],
        ],
        8,
    )
    s.para("Electrical characteristics continue on page 2.", 7.5)
    s.heading("Environmental Characteristics", 10)
    s.table(
        [Col("Parameter", 210), Col("Value", 289, "C")],
        [
            ["Operating temperature range", "-55" + DEG + " to +125" + DEG],
            ["Storage temperature range", "-55" + DEG + " to +125" + DEG],
            ["Sealing", "IP65"],
            ["Rotational life", "5,000,000 shaft revolutions"],
        ],
        8,
    )

    s.add_page()
    s.heading("Electrical Characteristics (continued)", 10)
    s.table(
        cols,
        [
            ["Maximum applied voltage\nacross element", "50 V DC *", "same as Standard"],
            ["Wiper current", "10 mA max.", "1 mA max."],
            ["End voltage", "0.5 % max.", "0.25 % max."],
        ],
        8,
    )
    s.para("* Or the voltage at rated power, whichever is lower.", 7.5)
    s.heading("Ordering Information", 10)
    s.table(
        [Col("Code", 100), Col("Meaning", 399)],
        [
            ["6639S-1-103", "Standard, 10 k" + OHM],
            ["6639S-1-502L", "-L option (linearity " + PM + "0.5 %), 5 k" + OHM],
            ["6639S-1-104", "Standard, 100 k" + OHM],
        ],
        8,
    )
    s.para(
        "Rotational torque and mechanical stop strength are available on request and "
        "are not specified in this data sheet.",
        8,
    )
    return save(s, out / "6639s.pdf")
