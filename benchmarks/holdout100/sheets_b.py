"""Hold-out 100 datasheets, part 2: a TTL-to-RS485 board, an ambient light sensor IC, a
5 V reed relay and a Hall-effect current sensor module in three current ranges.

A Kigali maker-store product sheet (values per supply voltage in two columns, bus
limits in a short list, hookup advice and distance only in FAQ), an Edinburgh
fabless optical-sensor data sheet (lux range per gain setting, addresses per
ordering code, 1.8 V-referenced logic levels with a 4.0 V pin limit), a Japanese
reed relay catalogue page in English (coil data per model in rows, contact ratings
per contact form in columns, temperature notes) and a West Frisian / English
current sensor sheet (range-version columns, ratiometric output stated in a note,
an output-per-current table as a decoy).
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
TIMES = "\u00d7"
DASH = "\u2013"
ARROWS = "\u2194"


# -------------------------------------------------- TTL-RS485 board (Kigali maker store)
def kcl485(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="KIGALI CIRCUIT LAB",
        header_right="Product sheet  \u00b7  SKU KCL-0485H",
        footer_left="Kigali Circuit Lab Ltd  \u00b7  KG 9 Ave, Kigali  \u00b7  prices in RWF incl. VAT",
        footer_right="{page}",
        rule_color=(34, 110, 60),
        table_fill=None,
        accent=(34, 110, 60),
        grid=False,
    )
    s = Sheet(style, "KCL-485H TTL to RS-485 module")
    s.add_page()
    s.title_block(
        "KCL-485H  TTL " + ARROWS + " RS-485 module",
        "Half-duplex, automatic direction control, works with 3.3 V or 5 V logic",
        "SKU KCL-0485H  \u00b7  RWF 4,500  \u00b7  in stock at the Kimironko shop",
        18,
    )
    s.heading("What it does", 10.5)
    s.para(
        "Connects the UART of an Arduino, ESP32 or Raspberry Pi to a 2-wire RS-485 bus "
        "(Modbus RTU meters, soil probes, VFDs). The board switches between sending and "
        "receiving by itself: when TXD goes low the driver is enabled, so there are no DE "
        "or RE pins to handle in your code. It is half duplex only - the bus carries one "
        "direction at a time.",
        8.5,
    )
    s.heading("Numbers that depend on the supply", 10.5)
    s.table(
        [
            Col("", 205),
            Col("VCC = 3.3 V", 110, "C"),
            Col("VCC = 5.0 V", 110, "C"),
            Col("", 74, "C"),
        ],
        [
            ["Supply voltage range", "3.0 - 3.6", "4.5 - 5.5", "V"],
            ["Current, idle (no termination)", "3", "5", "mA"],
            ["Current, sending into 54 " + OHM + " bus", "28", "45", "mA"],
            ["Maximum data rate", "250", "500", "kbps"],
            ["Driver differential output, 54 " + OHM, GE + " 1.5", GE + " 2.0", "V"],
            ["RXD high level", "3.3", "5.0", "V"],
        ],
        8,
    )
    s.para(
        "The TXD input switches at 2.0 V on both supplies. RXD swings from 0 V to VCC, so "
        "the module's RXD follows the supply you give it.",
        8.5,
    )
    s.heading("Bus side", 10.5)
    s.bullets(
        [
            "Bus common-mode range: -7 V to +12 V",
            "Receiver input 1/8 unit load: up to 256 nodes on one bus",
            "ESD protection on A and B: " + PM + "15 kV (human body model)",
            "120 " + OHM + " termination resistor, jumper J1 (fitted when shipped)",
            "Fail-safe bias: 20 k" + OHM + " pull-up on A, 20 k" + OHM + " pull-down on B",
        ],
        8.5,
    )
    s.heading("Limits - do not go past these", 10.5)
    s.table(
        [Col("", 260), Col("", 160, "C"), Col("", 79, "C")],
        [
            ["VCC", "-0.3 to 7", "V"],
            ["A, B to GND", "-8 to +13", "V"],
            ["TXD, RXD", "-0.3 to VCC + 0.3", "V"],
            ["Operating temperature", "-40 to +85", DEG],
        ],
        8,
        show_head=False,
    )
    s.heading("Pins", 10.5)
    s.table(
        [Col("Side", 90), Col("Pin", 80, "C"), Col("Connect to", 329)],
        [
            ["Logic", "VCC", "3.3 V or 5 V (same as your board's I/O)"],
            ["Logic", "TXD", "TX of your board"],
            ["Logic", "RXD", "RX of your board"],
            ["Logic", "GND", "GND"],
            ["Bus", "A+", "A / D+ of the other devices"],
            ["Bus", "B-", "B / D- of the other devices"],
            ["Bus", "GND", "Signal ground of the bus (recommended)"],
        ],
        8,
    )
    s.add_page()
    s.heading("Example: read a Modbus meter", 10.5)
    s.para(
        "Request from the host (address 1, read 2 holding registers from 0x0000) and the "
        "meter's answer, in hex bytes:",
        8.5,
    )
    s.table(
        [Col("Frame", 90), Col("Bytes", 409)],
        [
            ["Request", "01 03 00 00 00 02 C4 0B"],
            ["Answer", "01 03 04 00 E6 01 2C 5B 9A"],
        ],
        8,
    )
    s.heading("FAQ", 10.5)
    s.para(
        "How long can the cable be?  Up to 1200 m at 9600 bps with twisted pair and "
        "termination at both ends; at 115200 bps keep it under about 100 m.",
        8.5,
    )
    s.para(
        "Can I power it from 5 V and connect it to an ESP32?  Not directly: RXD then "
        "outputs 5 V, which the ESP32 pins do not accept. Power the module from the ESP32's "
        "3.3 V pin instead.",
        8.5,
    )
    s.para(
        "Does it do full duplex (4-wire RS-422)?  No. Only A and B, half duplex.",
        8.5,
    )
    s.para(
        "Is the bus isolated?  No. The bus ground is the board ground. For long runs between "
        "buildings use an isolated module.",
        8.5,
    )
    s.para(
        "Do I remove J1?  Keep the 120 " + OHM + " termination only on the two devices at "
        "the ends of the cable; remove J1 on every module in the middle.",
        8.5,
    )
    s.heading("In the bag", 10.5)
    s.bullets(
        ["1 " + TIMES + " KCL-485H board", "1 " + TIMES + " 3-pin screw terminal (fitted)"], 8.5
    )
    return save(s, out / "kcl-485h.pdf")


# ---------------------------------------------- ambient light sensor IC (Edinburgh)
def lpx3320(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Lothian Photonics",
        header_right="LPX3320 Datasheet",
        footer_left="DS-LPX3320 v1-04  \u00b7  Lothian Photonics Ltd, Edinburgh  \u00b7  Registered in Scotland SC412907",
        footer_right="Page {page}/{nb}",
        rule_color=(110, 30, 80),
        table_fill=(244, 230, 238),
        accent=(110, 30, 80),
        grid=False,
    )
    s = Sheet(style, "LPX3320 digital ambient light sensor")
    s.add_page()
    s.title_block(
        "LPX3320",
        "Digital Ambient Light Sensor with I\u00b2C Interface and Photopic Response",
        "Document DS-LPX3320  \u00b7  Version 1-04  \u00b7  Production data",
        21,
    )
    s.heading("General Description", 10)
    s.para(
        "The LPX3320 converts light intensity to a 16-bit digital value that follows the "
        "response of the human eye (peak at 550 nm). Four gain settings and eight "
        "integration times cover dark rooms to direct sunlight. An interrupt output with "
        "programmable thresholds lets the host sleep between readings. The I\u00b2C address "
        "is fixed in the factory; two ordering codes offer two addresses.",
        8.5,
    )
    s.heading("Key Features", 10)
    s.bullets(
        [
            "Photopic spectral response, IR rejection filter",
            "Four gain settings: " + TIMES + "1, " + TIMES + "2, " + TIMES + "8, " + TIMES + "48",
            "Integration time 25 ms to 800 ms",
            "Interrupt output (open drain) with upper and lower thresholds",
            "1.8 V logic compatible I\u00b2C interface, up to 400 kHz",
            "ODFN-6 package, 2.0 mm " + TIMES + " 2.0 mm " + TIMES + " 0.65 mm",
        ],
        8.5,
    )
    s.heading("1  Absolute Maximum Ratings", 10)
    s.table(
        [Col("Parameter", 250), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 109, "C")],
        [
            ["Supply voltage, VDD", "-0.3", "4.0", "V"],
            ["Voltage on SCL, SDA, INT", "-0.3", "4.0", "V"],
            ["ESD, human body model", "", "2000", "V"],
            ["Storage temperature", "-40", "100", DEG],
        ],
        7.5,
    )
    s.heading("2  Electrical Characteristics", 10)
    s.para("TA = 25 " + DEG + ", VDD = 3.0 V unless noted.", 7.5)
    s.table(
        [
            Col("Symbol", 50, "C"),
            Col("Parameter", 150),
            Col("Conditions", 120),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 53, "C"),
        ],
        [
            ["VDD", "Supply voltage", "", "1.7", "3.0", "3.6", "V"],
            ["IDD", "Supply current, active", "ALS enabled", "", "120", "200", MU + "A"],
            ["ISD", "Supply current, shutdown", "ALS disabled", "", "0.5", "1.5", MU + "A"],
            ["TA", "Operating temperature", "", "-30", "", "85", DEG],
            ["VIH", "SCL, SDA input high", "", "1.26", "", "", "V"],
            ["VIL", "SCL, SDA input low", "", "", "", "0.54", "V"],
            ["VOL", "SDA, INT output low", "3 mA sink", "", "", "0.4", "V"],
            ["fSCL", "I\u00b2C clock frequency", "", "", "", "400", "kHz"],
        ],
        7.5,
    )
    s.heading("3  Optical Characteristics", 10)
    s.para(
        "TA = 25 " + DEG + ", VDD = 3.0 V, white LED light source, integration time 100 ms.",
        7.5,
    )
    s.table(
        [
            Col("Parameter", 200),
            Col("Conditions", 130),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Peak sensitivity wavelength", "", "", "550", "", "nm"],
            ["Dark count", "0 lx, gain " + TIMES + "48", "", "", "3", "counts"],
            ["Lux accuracy, white LED", "gain " + TIMES + "1, 1000 lx", "-15", "", "15", "%"],
            ["Ratio IR / visible response", "940 nm vs 550 nm", "", "0.5", "", "%"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("4  Lux Range per Gain Setting", 10)
    s.para(
        "Integration time 100 ms. The range scales inversely with the integration time: "
        "at 800 ms it is one eighth of the values below, at 25 ms four times them "
        "(capped by the 16-bit count).",
        8,
    )
    s.table(
        [
            Col("ALS_GAIN[1:0]", 90, "C"),
            Col("Gain", 70, "C"),
            Col("Measurement range", 170, "C"),
            Col("Resolution", 169, "C"),
        ],
        [
            ["00", TIMES + "1", "0 - 83,000 lx", "1.27 lx/count"],
            ["01", TIMES + "2", "0 - 41,500 lx", "0.63 lx/count"],
            ["10", TIMES + "8", "0 - 10,400 lx", "0.159 lx/count"],
            ["11", TIMES + "48", "0 - 1,730 lx", "0.026 lx/count"],
        ],
        7.5,
    )
    s.heading("5  Register Set", 10)
    s.table(
        [Col("Address", 70, "C"), Col("Name", 110), Col("Reset", 70, "C"), Col("Function", 249)],
        [
            ["0x80", "CONTROL", "0x00", "ALS enable, gain"],
            ["0x81", "TIMING", "0x03", "Integration time"],
            ["0x86", "PART_ID", "0x5D", "Part number and revision (read only)"],
            ["0x88", "ALS_DATA_L", "0x00", "ALS count, low byte"],
            ["0x89", "ALS_DATA_H", "0x00", "ALS count, high byte"],
        ],
        7.5,
    )
    s.heading("6  Pin Description", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Type", 90, "C"), Col("Description", 289)],
        [
            ["1", "VDD", "Supply", "Supply, 1.7 V to 3.6 V"],
            ["2", "SCL", "Input", "I\u00b2C clock"],
            ["3", "GND", "Supply", "Ground"],
            ["4", "NC", "-", "Not connected"],
            ["5", "INT", "Output", "Interrupt, open drain, active low"],
            ["6", "SDA", "I/O", "I\u00b2C data, open drain"],
        ],
        7.5,
    )
    s.heading("7  Ordering Information", 10)
    s.table(
        [
            Col("Ordering code", 120),
            Col("I\u00b2C address (7-bit)", 120, "C"),
            Col("Package", 120, "C"),
            Col("Delivery", 139, "C"),
        ],
        [
            ["LPX3320-A0", "0x29", "ODFN-6", "Tape & reel, 5000 pcs"],
            ["LPX3320-B0", "0x39", "ODFN-6", "Tape & reel, 5000 pcs"],
        ],
        7.5,
    )
    s.heading("8  Application Notes", 10)
    s.para(
        "Pull SCL and SDA up to the host's I/O supply with 2.2 k"
        + OHM
        + " to 10 k"
        + OHM
        + ". Because the pins are rated to 4.0 V, do not pull them up to 5 V; with a 5 V "
        "host use a level shifter. Place a 0.1 " + MU + "F capacitor close to VDD.",
        8,
    )
    s.para(
        "Lux = ALS count " + TIMES + " resolution (table 4). Above the range of the chosen "
        "gain the count saturates at 65535; reduce the gain or the integration time.",
        8,
    )
    revision_table(
        s,
        [
            ["2023-05-30", "1-03", "Added LPX3320-B0"],
            ["2024-02-12", "1-04", "Updated lux accuracy"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "lpx3320.pdf")


# ------------------------------------------------ reed relay (Japanese catalogue page)
def mrd05(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="MIKASA REED DENKI",
        header_right="Reed Relays   MRD-05 Series",
        footer_left="Specifications are subject to change without notice.   2024.03   Mikasa Reed Denki Co., Ltd.",
        footer_right="R-{page}",
        rule_color=(0, 0, 0),
        table_fill=(225, 225, 225),
        accent=(0, 70, 140),
        grid=True,
    )
    s = Sheet(style, "MRD-05 series SIP reed relays")
    s.add_page()
    s.title_block(
        "MRD-05 Series",
        "SIP Reed Relay, 5 V DC Coil  -  1 Form A / 1 Form C",
        "MRD-05A1  /  MRD-05A1D (built-in diode)  /  MRD-05C1",
        20,
    )
    s.heading("FEATURES", 10)
    s.bullets(
        [
            "Hermetically sealed reed switch in a moulded SIP case",
            "Coil can be driven directly from 5 V logic (10 mA, Form A)",
            "Built-in coil suppression diode available (suffix D)",
            "High insulation: 1,500 V DC between coil and contact",
            "Pin pitch 2.54 mm, fits standard perfboard",
        ],
        8.5,
    )
    s.heading("ORDERING CODE", 10)
    s.table(
        [
            Col("MRD", 80, "C"),
            Col("-05", 80, "C"),
            Col("A / C", 100, "C"),
            Col("1", 80, "C"),
            Col("(D)", 159, "C"),
        ],
        [
            ["Series", "Coil 5 V DC", "Contact form", "Poles", "D: with diode (Form A only)"],
        ],
        8,
    )
    s.heading("COIL DATA (at 20 " + DEG + ")", 10)
    s.table(
        [
            Col("Model", 64),
            Col("Contact\nform", 52, "C"),
            Col("Nominal\nvoltage\n(V DC)", 50, "C"),
            Col("Nominal\ncurrent\n(mA)", 50, "C"),
            Col("Coil\nresistance\n(" + OHM + ") " + PM + "10%", 60, "C"),
            Col("Must operate\nvoltage\n(V DC) max.", 60, "C"),
            Col("Must release\nvoltage\n(V DC) min.", 60, "C"),
            Col("Nominal\npower\n(mW)", 48, "C"),
            Col("Max. allowable\nvoltage\n(V DC)", 55, "C"),
        ],
        [
            ["MRD-05A1", "1 Form A", "5", "10", "500", "3.75", "0.75", "50", "7.5"],
            ["MRD-05A1D", "1 Form A", "5", "10", "500", "3.75", "0.75", "50", "7.5"],
            ["MRD-05C1", "1 Form C", "5", "25", "200", "3.75", "0.5", "125", "6.5"],
        ],
        7.5,
    )
    s.para(
        "Note: Coil resistance rises by about 0.4 % per " + DEG + "; must operate voltage "
        "rises with it. At 70 " + DEG + " the MRD-05C1 needs 4.5 V DC to operate.",
        7.5,
    )
    s.heading("CONTACT RATINGS", 10)
    s.table(
        [Col("Item", 229), Col("1 Form A", 135, "C"), Col("1 Form C", 135, "C")],
        [
            ["Max. switching power (resistive)", "10 W", "3 W"],
            ["Max. switching voltage", "200 V DC", "100 V DC"],
            ["Max. switching current", "0.5 A", "0.25 A"],
            ["Max. carry current", "1.2 A", "0.5 A"],
            ["Contact resistance (initial)", "150 m" + OHM + " max.", "200 m" + OHM + " max."],
            ["Operate time (incl. bounce)", "0.5 ms max.", "1.0 ms max."],
            ["Release time", "0.1 ms max.", "0.5 ms max."],
        ],
        8,
    )
    s.heading("INSULATION AND LIFE", 10)
    s.table(
        [Col("Item", 229), Col("1 Form A", 135, "C"), Col("1 Form C", 135, "C")],
        [
            [
                "Insulation resistance (500 V DC)",
                "1,000 M" + OHM + " min.",
                "1,000 M" + OHM + " min.",
            ],
            ["Dielectric strength, coil - contact", "1,500 V DC", "1,500 V DC"],
            ["Dielectric strength, open contacts", "250 V DC", "200 V DC"],
            ["Mechanical life", "1,000 million ops.", "500 million ops."],
            ["Electrical life (5 V DC, 10 mA resistive)", "100 million ops.", "50 million ops."],
        ],
        8,
    )
    s.add_page()
    s.heading("GENERAL SPECIFICATIONS", 10)
    s.table(
        [Col("Item", 229), Col("Value", 270, "C")],
        [
            ["Operating temperature", "-20 to +70 " + DEG + " (no icing, no condensation)"],
            ["Storage temperature", "-40 to +100 " + DEG],
            ["Vibration resistance", "10 to 55 Hz, 1.5 mm double amplitude"],
            ["Shock resistance", "500 m/s\u00b2 (malfunction), 1,000 m/s\u00b2 (destruction)"],
            ["Weight", "approx. 1.2 g"],
        ],
        8,
    )
    s.heading("PIN CONNECTION (bottom view)", 10)
    s.table(
        [
            Col("Model", 120),
            Col("Pin 1", 95, "C"),
            Col("Pin 2", 95, "C"),
            Col("Pin 3", 95, "C"),
            Col("Pin 4", 94, "C"),
        ],
        [
            ["MRD-05A1", "Coil", "COM", "NO", "Coil"],
            ["MRD-05A1D", "Coil (+)", "COM", "NO", "Coil (-)"],
            ["MRD-05C1", "Coil", "COM", "NO / NC (pins 3, 5)", "Coil"],
        ],
        8,
    )
    s.heading("DIMENSIONS (mm)", 10)
    s.table(
        [
            Col("Model", 120),
            Col("Length", 95, "C"),
            Col("Height", 95, "C"),
            Col("Width", 95, "C"),
            Col("Pitch", 94, "C"),
        ],
        [
            ["MRD-05A1 / A1D", "19.8", "7.6", "5.0", "2.54"],
            ["MRD-05C1", "21.8", "8.5", "5.8", "2.54"],
        ],
        8,
    )
    s.heading("CAUTIONS FOR USE", 10)
    s.bullets(
        [
            "MRD-05A1D: observe coil polarity (pin 1 positive). Reverse voltage short-circuits "
            "the coil through the diode.",
            "MRD-05A1 and MRD-05C1 have no diode. When the coil is driven by a transistor, "
            "connect a diode across the coil.",
            "Lamp, capacitive and motor loads cause inrush currents that can weld the reed "
            "contacts. Limit the inrush current to the max. switching current.",
            "The relays are not rated for mains (AC line) switching.",
            "Magnetic fields near the relay (other relays, magnets, transformers) change the "
            "operate voltage. Keep 5 mm between relays or use shielded types.",
            "Do not bend the leads closer than 1 mm to the case.",
        ],
        8.5,
    )
    return save(s, out / "mrd-05.pdf")


# ---------------------------------------- Hall current sensor module (West Frisian / English)
def sdwhc(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Elektroanika Súdwest B.V.  \u00b7  Snits",
        header_right="SDW-HC  Technysk blêd / Technical sheet",
        footer_left="SDW-HC-TB ferzje / version 3  \u00b7  feroaringen foarbehâlden / subject to change",
        footer_right="Side {page} fan {nb}",
        rule_color=(150, 50, 30),
        table_fill=None,
        accent=(150, 50, 30),
        grid=False,
    )
    s = Sheet(style, "SDW-HC Hall-effect current sensor module")
    s.add_page()
    s.title_block(
        "SDW-HC",
        "Hall-stroomsensor module / Hall-effect current sensor module",
        "Ferzjes / Versions: SDW-HC05 ("
        + PM
        + "5 A), SDW-HC20 ("
        + PM
        + "20 A), SDW-HC50 ("
        + PM
        + "50 A)  \u00b7  analoge útgong / analog output",
        20,
    )
    s.heading("1  Beskriuwing / Description", 10.5)
    s.para(
        "De SDW-HC mjit gelyk- en wikselstroom troch in koperbaan mei in Hall-sensor. / "
        "The SDW-HC measures DC and AC current through a copper path with a Hall-effect "
        "sensor IC. The current path is isolated from the low-voltage side, so the sensor "
        "can sit in the high side or the low side of a load. The output is an analog "
        "voltage centred on half the supply.",
        8.5,
    )
    s.heading("2  Ferzjes / Versions", 10.5)
    s.table(
        [
            Col("", 175),
            Col("SDW-HC05", 85, "C"),
            Col("SDW-HC20", 85, "C"),
            Col("SDW-HC50", 85, "C"),
            Col("", 69, "C"),
        ],
        [
            ["Mjitberik /\nMeasuring range", PM + "5", PM + "20", PM + "50", "A"],
            ["Gefoelichheid /\nSensitivity (VCC = 5.0 V)", "200", "50", "20", "mV/A"],
            [
                "Totale flater by 25 " + DEG + " /\nTotal output error at 25 " + DEG,
                PM + "1.5",
                PM + "1.5",
                PM + "2.0",
                "%",
            ],
            [
                "Oerlêst, net werheljend (1 ms) /\nOverload, non-repetitive (1 ms)",
                "50",
                "100",
                "200",
                "A",
            ],
            ["Wjerstân stroombaan /\nPrimary path resistance", "1.2", "1.2", "0.8", "m" + OHM],
            [
                "Oanslútting /\nCurrent terminals",
                "screw, 2.5 mm\u00b2",
                "screw, 2.5 mm\u00b2",
                "M4 bolt",
                "",
            ],
        ],
        7.5,
        head_rows=[["", "Ferzje / Version", "<", "<", ""]],
    )
    s.heading("3  Wurkomstannichheden / Operating conditions", 10.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("Min.", 55, "C"),
            Col("Typ.", 55, "C"),
            Col("Maks. /\nMax.", 55, "C"),
            Col("Ienheid /\nUnit", 64, "C"),
            Col("Opm. /\nNote", 70, "C"),
        ],
        [
            ["Fiedingsspanning /\nSupply voltage VCC", "4.5", "5.0", "5.5", "V", ""],
            ["Fiedingsstroom /\nSupply current", "", "10", "13", "mA", ""],
            ["Nulstroom-útgong /\nZero-current output", "", "VCC / 2", "", "V", "(1)"],
            ["Bânbreedte /\nBandwidth (-3 dB)", "", "80", "", "kHz", ""],
            ["Isolaasje, 1 min /\nIsolation voltage, 1 min", "2100", "", "", "V RMS", ""],
            ["Wurktemperatuer /\nOperating temperature", "-40", "", "+85", DEG, ""],
        ],
        7.5,
    )
    s.para(
        "(1) De útgong is ratiometrysk. / The output is ratiometric: the zero-current "
        "output and the sensitivity scale with VCC. At VCC = 5.0 V the output is 2.5 V at "
        "0 A and swings " + PM + "1.0 V at full range (1.5 V to 3.5 V) on every version.",
        7.5,
    )
    s.add_page()
    s.heading("4  Útgong tsjin stroom / Output vs. current (SDW-HC05, VCC = 5.0 V)", 10.5)
    s.table(
        [Col("Stroom / Current (A)", 100, "C")]
        + [Col(c, 79.8, "C") for c in ("-5", "-2.5", "0", "+2.5", "+5")],
        [["Útgong / Output (V)", "1.50", "2.00", "2.50", "3.00", "3.50"]],
        8,
    )
    s.heading("5  Oanslútingen / Connections", 10.5)
    s.table(
        [Col("Pin", 70, "C"), Col("Namme / Name", 100, "C"), Col("Funksje / Function", 329)],
        [
            ["1", "VCC", "Fieding / supply +5 V"],
            ["2", "OUT", "Analoge útgong / analog output"],
            ["3", "GND", "Grûn / ground"],
            ["IP+ / IP-", "-", "Stroombaan / current path (load in series)"],
        ],
        8,
    )
    s.heading("6  Fragen / FAQ", 10.5)
    s.para(
        "Kin ik de module op 3,3 V brûke? / Can I run the module on 3.3 V?  No. Below 4.5 V "
        "the Hall IC is outside its supply range and the output is not defined.",
        8.5,
    )
    s.para(
        "Kin ik wikselstroom mjitte? / Can I measure AC?  Yes, the output follows AC up to "
        "the 80 kHz bandwidth; sample quickly and calculate the RMS value in software.",
        8.5,
    )
    s.para(
        "Hoe lês ik de útgong mei in 3,3 V ADC? / How do I read the output with a 3.3 V ADC?  "
        "Near full positive current the output reaches 3.5 V; put a divider (for example "
        "10 k" + OHM + " / 20 k" + OHM + ") in front of a 3.3 V ADC input.",
        8.5,
    )
    s.para(
        "Is de module goedkard foar it net? / Is it approved for mains?  No approval is "
        "claimed; for mains wiring mount it in an enclosure that keeps the current path "
        "out of reach.",
        8.5,
    )
    revision_table(
        s,
        [
            ["2022-10-03", "2", "SDW-HC50 tafoege / SDW-HC50 added"],
            ["2024-01-22", "3", "Isolaasje 2100 V RMS / isolation updated"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "sdw-hc.pdf")
