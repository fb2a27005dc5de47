"""Hold-out 109 datasheets, part 2: a humidity / temperature sensor family, an 8-bit
bidirectional level translator IC, a single-cell Li-ion protection board and a 433 MHz
serial radio module.

A Sapporo sensor-house specification in English (one column per grade with typ. and
max. accuracy rows, addresses only in the pin table next to hex measurement commands),
a Karlsruhe interface-IC data sheet (per-port supply rows, a typ.-only data-rate matrix
per supply pair, the open-drain limit and the pull-up restriction in prose), a Yoruba /
English board sheet from Lagos (wrapped bilingual names, version columns for the board
ratings) and a Xi'an radio-module user manual in plain English (mode table, power-level
table, notes holding the 5 V advice).
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
TAU = "\u03c4"


# ------------------------------------------------------------ humidity family (Sapporo)
def hts3x(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="HOKUTO SENSING CO., LTD.",
        header_right="HTS3x Series  Digital Humidity and Temperature Sensor",
        footer_left="HS-E-0331 Ver.2.1   Specifications are subject to change without notice.",
        footer_right="({page}/{nb})",
        rule_color=(0, 100, 60),
        table_fill=(224, 240, 228),
        accent=(0, 100, 60),
        grid=True,
    )
    s = Sheet(style, "HTS3x humidity and temperature sensor")
    s.add_page()
    s.title_block(
        "HTS3x Series  (HTS30 / HTS31 / HTS35)",
        "Digital Humidity and Temperature Sensor with I2C Interface",
        "DFN-8, 2.5 x 2.5 x 0.9 mm  \u00b7  fully calibrated and linearized  \u00b7  alert output",
        18,
    )
    s.heading("1. Outline", 10)
    s.para(
        "The HTS3x series combines a capacitive humidity sensor, a band-gap temperature "
        "sensor and a 16-bit signal path in one reflow-solderable package. The three "
        "grades share pin-out, commands and electrical data and differ only in accuracy. "
        "A built-in heater can be switched on by command for plausibility checks.",
        8.3,
    )
    s.heading("2. Sensor performance", 10)
    s.table(
        [
            Col("Parameter", 120),
            Col("Condition", 112),
            Col("HTS30", 65, "C"),
            Col("HTS31", 65, "C"),
            Col("HTS35", 65, "C"),
            Col("Unit", 72, "C"),
        ],
        [
            ["Relative humidity"],
            [
                "Accuracy tolerance (typ.)",
                "10 ... 90 %RH, 25 " + DEG,
                PM + "3",
                PM + "2",
                PM + "1.5",
                "%RH",
            ],
            [
                "Accuracy tolerance (max.)",
                "0 ... 100 %RH, 25 " + DEG,
                PM + "4",
                PM + "3",
                PM + "2",
                "%RH",
            ],
            ["Repeatability", "high repeatability", "0.10", "0.10", "0.08", "%RH"],
            ["Resolution", "", "0.01", "0.01", "0.01", "%RH"],
            ["Response time", TAU + "63%, 1 m/s air", "8", "8", "8", "s"],
            ["Specified range", "", "0 ... 100", "0 ... 100", "0 ... 100", "%RH"],
            ["Temperature"],
            [
                "Accuracy tolerance (typ.)",
                "0 ... 65 " + DEG,
                PM + "0.3",
                PM + "0.2",
                PM + "0.1",
                DEG,
            ],
            ["", "-40 ... 125 " + DEG, PM + "0.6", PM + "0.4", PM + "0.3", DEG],
            ["Resolution", "", "0.01", "0.01", "0.01", DEG],
            ["Specified range", "", "-40 ... 125", "-40 ... 125", "-40 ... 125", DEG],
        ],
        7.4,
    )
    s.heading("3. Electrical specifications", 10)
    s.para("Default conditions: 25 " + DEG + " and VDD = 3.3 V unless otherwise stated.", 7.6)
    s.table(
        [
            Col("Parameter", 115),
            Col("Symbol", 45, "C"),
            Col("Conditions", 150),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 55, "C"),
            Col("Units", 54, "C"),
        ],
        [
            ["Supply voltage", "VDD", "", "2.15", "3.3", "5.5", "V"],
            ["Power-up time", "tPU", "after VDD " + GE + " 2.15 V", "", "0.5", "1.5", "ms"],
            ["Supply current", "IDD", "idle, single-shot mode", "", "0.2", "2.0", MU + "A"],
            ["", "", "idle, periodic mode", "", "45", "70", MU + "A"],
            ["", "", "measuring", "", "600", "1500", MU + "A"],
            ["", "", "average, 1 meas./s, low repeat.", "", "1.7", "", MU + "A"],
            ["", "VIL", "SCL, SDA", "", "", "0.3 x VDD", "V"],
            ["", "VIH", "SCL, SDA", "0.7 x VDD", "", "", "V"],
            ["I2C clock frequency", "fSCL", "", "0", "", "1000", "kHz"],
        ],
        7.4,
    )
    s.heading("4. Absolute maximum ratings", 10)
    s.table(
        [Col("Parameter", 250), Col("Rating", 170, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage VDD", "-0.3 ... 6", "V"],
            ["Voltage on any pin", "-0.3 ... VDD + 0.3", "V"],
            ["Operating temperature range", "-40 ... 125", DEG],
            ["Storage temperature range", "-40 ... 150", DEG],
        ],
        7.4,
    )
    s.add_page()
    s.heading("5. Measurement duration", 10)
    s.table(
        [
            Col("Repeatability", 170),
            Col("Typ.", 110, "C"),
            Col("Max.", 110, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Low", "2.5", "4", "ms"],
            ["Medium", "4.5", "6", "ms"],
            ["High", "12.5", "15", "ms"],
        ],
        7.6,
    )
    s.heading("6. Pin assignment", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Comments", 379)],
        [
            ["1", "SDA", "Serial data, bidirectional; pull-up required"],
            ["2", "ADDR", "Address select: connect to VSS for 0x44, to VDD for 0x45 (7-bit)"],
            ["3", "ALERT", "Alert output; leave open if unused"],
            ["4", "SCL", "Serial clock; pull-up required"],
            ["5", "VDD", "Supply voltage"],
            ["6", "nRESET", "Reset, active low; leave open or tie to VDD"],
            ["7", "R", "No electrical function; connect to VSS"],
            ["8", "VSS", "Ground"],
        ],
        7.4,
    )
    s.heading("7. Main commands", 10)
    s.table(
        [Col("Command", 110, "C"), Col("Hex code", 90, "C"), Col("Description", 299)],
        [
            ["Single shot", "0x2C06", "high repeatability, clock stretching enabled"],
            ["Single shot", "0x2400", "high repeatability, no clock stretching"],
            ["Single shot", "0x240B", "medium repeatability, no clock stretching"],
            ["Single shot", "0x2416", "low repeatability, no clock stretching"],
            ["Periodic", "0x2130", "1 measurement per second, high repeatability"],
            ["Heater", "0x306D / 0x3066", "heater on / off"],
            ["Soft reset", "0x30A2", ""],
            ["Read status", "0xF32D", ""],
        ],
        7.4,
    )
    s.heading("8. Recommended operating conditions", 10)
    s.para(
        "The sensor shows the best performance at 5 ... 60 " + DEG + " and 20 ... 80 %RH. "
        "Long exposure to more than 80 %RH can shift the RH reading temporarily (+3 %RH "
        "after 60 h at 90 %RH); it returns slowly in normal conditions. The sensor is not "
        "protected against condensed water or dust; keep the membrane-free opening clean.",
        8.3,
    )
    s.heading("9. Ordering information", 10)
    s.table(
        [Col("Part number", 150), Col("Grade", 100, "C"), Col("Packing", 249)],
        [
            ["HTS30-DIS-B2.5K", "HTS30", "tape and reel, 2500 pcs"],
            ["HTS31-DIS-B2.5K", "HTS31", "tape and reel, 2500 pcs"],
            ["HTS35-DIS-B10K", "HTS35", "tape and reel, 10000 pcs"],
        ],
        7.4,
    )
    revision_table(
        s,
        [["2022/10/03", "2.0", "HTS35 added"], ["2023/12/15", "2.1", "Periodic-mode current"]],
        (90, 60, 349),
    )
    return save(s, out / "hts3x.pdf")


# ------------------------------------------------------- level translator (Karlsruhe)
def lsx0108(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Rheinhafen Mixed-Signal GmbH \u00b7 Karlsruhe",
        header_right="LSX0108 \u2014 Datasheet",
        footer_left="Datasheet LSX0108 \u2014 Rev. 1.4 \u2014 2023-09",
        footer_right="{page}/{nb}",
        rule_color=(20, 50, 120),
        table_fill=None,
        accent=(20, 50, 120),
        grid=False,
    )
    s = Sheet(style, "LSX0108 8-bit bidirectional level translator")
    s.add_page()
    s.title_block(
        "LSX0108",
        "8-Bit Bidirectional Voltage-Level Translator with Automatic Direction Sensing",
        "For push-pull and open-drain buses  \u00b7  " + PM + "15 kV ESD on the B port  "
        "\u00b7  TSSOP-20 and VQFN-20",
        20,
    )
    s.heading("1  Key features", 10.5)
    s.bullets(
        [
            "No direction-control signal needed",
            "Maximum data rates: 110 Mbps push-pull, 1.2 Mbps open-drain",
            "A port 1.2 V to 3.6 V, B port 1.65 V to 5.5 V (VCCA " + LE + " VCCB)",
            "VCC isolation: if either supply is at GND, all I/Os are high-impedance",
            "OE input referenced to VCCA",
            "Ioff supports partial power-down",
        ],
        8.5,
    )
    s.heading("2  Recommended operating conditions", 10.5)
    s.table(
        [
            Col("Symbol", 50, "C"),
            Col("Parameter", 140),
            Col("Conditions", 150),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["VCCA", "Supply voltage, A port", "", "1.2", "3.6", "V"],
            ["VCCB", "Supply voltage, B port", "VCCB " + GE + " VCCA", "1.65", "5.5", "V"],
            ["VIH", "High-level input voltage", "A-port I/Os", "0.65 x VCCA", "VCCA", "V"],
            ["", "", "B-port I/Os", "VCCB - 0.4", "VCCB", "V"],
            ["", "", "OE", "0.65 x VCCA", "5.5", "V"],
            ["VIL", "Low-level input voltage", "A-port I/Os", "0", "0.15", "V"],
            ["", "", "B-port I/Os", "0", "0.15", "V"],
            ["", "", "OE", "0", "0.35 x VCCA", "V"],
            ["TA", "Operating free-air temperature", "", "-40", "85", DEG],
        ],
        7.5,
    )
    s.heading("3  Absolute maximum ratings", 10.5)
    s.table(
        [
            Col("Symbol", 50, "C"),
            Col("Parameter", 250),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["VCCA", "Supply voltage, A port", "-0.5", "4.6", "V"],
            ["VCCB", "Supply voltage, B port", "-0.5", "6.5", "V"],
            ["VI", "Input voltage, A port", "-0.5", "4.6", "V"],
            ["VI", "Input voltage, B port", "-0.5", "6.5", "V"],
            ["IO", "Continuous output current", "-50", "50", "mA"],
            ["Tstg", "Storage temperature", "-65", "150", DEG],
        ],
        7.5,
    )
    s.para(
        "Stresses beyond the absolute maximum ratings may cause permanent damage to the "
        "device. They are stress ratings only; operation at these limits is not implied.",
        7.3,
    )
    s.heading("4  Electrical characteristics", 10.5)
    s.para(
        "TA = -40 " + DEG + " to 85 " + DEG + ", VCCA = 1.2 V to 3.6 V, VCCB = 1.65 V to 5.5 V.",
        7.5,
    )
    s.table(
        [
            Col("Symbol", 50, "C"),
            Col("Parameter", 150),
            Col("Conditions", 150),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["ICCA", "Supply current, A port", "VI = 0 V or VCCI, IO = 0", "", "5", MU + "A"],
            ["ICCB", "Supply current, B port", "VI = 0 V or VCCI, IO = 0", "", "12", MU + "A"],
            ["ICCZ", "Supply current, OE = low", "A and B ports together", "", "5", MU + "A"],
            ["RPU", "Internal pull-up", "each I/O, static", "40", "", "k" + OHM],
            ["Ioff", "Power-off leakage", "A port, VCCA = 0 V", "", PM + "1", MU + "A"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5  Maximum data rate (push-pull, typical)", 10.5)
    s.para(
        "Typical values, TA = 25 " + DEG + ", CL = 15 pF, one I/O switching; in Mbps. "
        "Combinations with VCCA > VCCB are not allowed (\u2014).",
        7.5,
    )
    s.table(
        [
            Col("", 99),
            Col("VCCB = 1.8 V", 100, "C"),
            Col("VCCB = 2.5 V", 100, "C"),
            Col("VCCB = 3.3 V", 100, "C"),
            Col("VCCB = 5.0 V", 100, "C"),
        ],
        [
            ["VCCA = 1.2 V", "20", "20", "20", "20"],
            ["VCCA = 1.5 V", "50", "50", "50", "50"],
            ["VCCA = 1.8 V", "60", "60", "60", "60"],
            ["VCCA = 2.5 V", "\u2014", "100", "100", "100"],
            ["VCCA = 3.3 V", "\u2014", "\u2014", "110", "110"],
        ],
        7.8,
    )
    s.para(
        "Open-drain operation: 1.2 Mbps maximum for VCCA " + GE + " 1.5 V and 0.8 Mbps at "
        "VCCA = 1.2 V, limited by the rise time through the 40 k" + OHM + " internal pull-ups.",
        8.2,
    )
    s.heading("6  Application information", 10.5)
    s.para(
        "Supply order and sense. VCCA must never exceed VCCB: connect the lower voltage to "
        "VCCA. Either supply may come up first; while one is at 0 V the I/Os are "
        "high-impedance.",
        8.2,
    )
    s.para(
        "External pull-ups. Each I/O has an edge-rate accelerator (one-shot) that fights "
        "strong resistive loads. Do not connect external pull-up or pull-down resistors "
        "smaller than 50 k" + OHM + " to the I/Os. For I2C buses with the usual 2.2 k" + OHM + " "
        "to 10 k" + OHM + " pull-ups use a pass-transistor translator (LSX0102P) instead.",
        8.2,
    )
    s.para(
        "Output enable. OE low puts all I/Os into the high-impedance state. Tie OE to VCCA "
        "through a pull-up, or drive it from the controller on the A side.",
        8.2,
    )
    s.heading("7  Pin functions", 10.5)
    s.table(
        [Col("Pin (TSSOP)", 80, "C"), Col("Name", 70, "C"), Col("Description", 349)],
        [
            ["1", "A1", "A-port I/O 1, referenced to VCCA"],
            ["2", "VCCA", "A-port supply, 1.2 V to 3.6 V"],
            ["3 ... 9", "A2 ... A8", "A-port I/Os"],
            ["10", "OE", "Output enable, active high"],
            ["11", "GND", "Ground"],
            ["12 ... 18", "B8 ... B2", "B-port I/Os, referenced to VCCB"],
            ["19", "VCCB", "B-port supply, 1.65 V to 5.5 V"],
            ["20", "B1", "B-port I/O 1"],
        ],
        7.5,
    )
    s.heading("8  Ordering information", 10.5)
    s.table(
        [
            Col("Order code", 150),
            Col("Package", 150),
            Col("Marking", 80, "C"),
            Col("MOQ", 119, "C"),
        ],
        [
            ["LSX0108PWR", "TSSOP-20", "LS08", "2000"],
            ["LSX0108RGYR", "VQFN-20, 3.5 x 4.5 mm", "LS08", "3000"],
        ],
        7.5,
    )
    revision_table(s, [["2023-09-04", "1.4", "Open-drain rate at 1.2 V added"]], (90, 60, 349))
    return save(s, out / "lsx0108.pdf")


# -------------------------------------------------- Li-ion protection (Yoruba / English)
def opb1s(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Oyo Maker Hub Ltd  \u00b7  Ikeja, Lagos",
        header_right="OPB-1S3 / OPB-1S6  \u00b7  \u00ccw\u00e9 \u00e0l\u00e0y\u00e9 / Datasheet",
        footer_left="Owo / Price: \u20a61,800 (OPB-1S3), \u20a62,900 (OPB-1S6)  \u00b7  "
        "support@oyomakerhub.example.ng",
        footer_right="Oju-iwe {page} ninu {nb}",
        rule_color=(0, 110, 60),
        table_fill=(230, 245, 235),
        accent=(0, 110, 60),
        grid=False,
    )
    s = Sheet(style, "OPB-1S single-cell Li-ion protection board")
    s.add_page()
    s.title_block(
        "OPB-1S3 / OPB-1S6",
        "B\u1ecd\u1ecddu \u00e0\u00e0b\u00f2 f\u00fan b\u00e1t\u00ecr\u00ec Li-ion s\u1eb9\u1eb9li "
        "kan / Single-cell Li-ion protection board",
        "DW01-class protection IC + dual N-MOSFET  \u00b7  B+ / B- si s\u1eb9\u1eb9li / to "
        "the cell, P+ / P- si \u1eb9ru ati \u1eb9r\u1ecd gbigba agbara / to load and charger",
        19,
    )
    s.para(
        "OPB-1S3 ni MOSFET meji kan; OPB-1S6 ni meji ti a so po. The OPB-1S3 uses one dual "
        "MOSFET; the OPB-1S6 has two in parallel for twice the current. Both use the same "
        "protection IC, so the voltage thresholds are the same.",
        8.3,
    )
    s.heading("1  Aw\u1ecdn iye \u00e0l\u00e0 / Protection thresholds (IC)", 10)
    s.para("Ta = 25 " + DEG + ".", 7.5)
    s.table(
        [
            Col("Ohun / Item", 215),
            Col("Symbol", 52, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 82, "C"),
        ],
        [
            [
                "Foliteeji idaabobo gbigba agbara ju /\nOvercharge detection voltage",
                "VOCU",
                "4.25",
                "4.30",
                "4.35",
                "V",
            ],
            [
                "Foliteeji itusile gbigba agbara ju /\nOvercharge release voltage",
                "VOCR",
                "4.05",
                "4.10",
                "4.15",
                "V",
            ],
            [
                "Foliteeji idaabobo isojade ju /\nOver-discharge detection voltage",
                "VODL",
                "2.30",
                "2.40",
                "2.50",
                "V",
            ],
            [
                "Foliteeji itusile isojade ju /\nOver-discharge release voltage",
                "VODR",
                "2.90",
                "3.00",
                "3.10",
                "V",
            ],
            [
                "Foliteeji wiwa overcurrent (VM) /\nOvercurrent detection voltage",
                "VOI1",
                "120",
                "150",
                "180",
                "mV",
            ],
            [
                "Foliteeji wiwa kukuru /\nShort-circuit detection voltage",
                "VSHORT",
                "",
                "1.35",
                "",
                "V",
            ],
            ["Idaduro gbigba agbara ju /\nOvercharge detection delay", "tOC", "", "80", "", "ms"],
            ["Idaduro isojade ju /\nOver-discharge detection delay", "tOD", "", "40", "", "ms"],
            ["Idaduro overcurrent /\nOvercurrent detection delay", "tOI1", "", "10", "", "ms"],
        ],
        7.3,
    )
    s.heading("2  Aw\u1ecdn iye b\u1ecd\u1ecddu / Board ratings", 10)
    s.table(
        [
            Col("Ohun / Item", 235),
            Col("OPB-1S3", 88, "C"),
            Col("OPB-1S6", 88, "C"),
            Col("Unit", 88, "C"),
        ],
        [
            ["Isan ti o n lo nigba gbogbo /\nContinuous discharge current", "2", "4.5", "A"],
            ["Isan ti o n ge asopo / Overcurrent trip\ncurrent (typ.)", "3", "6", "A"],
            ["Atako ona MOSFET /\nMOSFET path resistance", "50", "25", "m" + OHM],
            [
                "Isan iduro / Standby current,\nnormal state (typ. / max.)",
                "3.0 / 6.0",
                "3.0 / 6.0",
                MU + "A",
            ],
            [
                "Isan lehin isojade ju /\nCurrent after over-discharge cut-off",
                LE + " 0.1",
                LE + " 0.1",
                MU + "A",
            ],
            [
                "Foliteeji to poju laarin P+ ati P- /\nCharger voltage P+ to P-, absolute max.",
                "8",
                "8",
                "V",
            ],
            ["Iwon otutu isise /\nOperating temperature", "-20 ... +70", "-20 ... +70", DEG],
        ],
        7.3,
    )
    s.add_page()
    s.heading("3  Bi o se le lo / How to use", 10)
    s.para(
        "Gbigba agbara / Charging: charge through P+ / P- with a 4.2 V CC/CV Li-ion charger "
        "(a TP4056-type board is fine). The OPB board does not limit or regulate the "
        "charging current; it only disconnects the charger when the cell reaches the "
        "overcharge detection voltage.",
        8.3,
    )
    s.para(
        "Lehin isojade ju / After an over-discharge cut-off the load stays disconnected; "
        "the board switches back on when a charger is connected to P+ / P-, or when the "
        "cell recovers above the release voltage.",
        8.3,
    )
    s.para(
        "Ohun ti ko le se / What it cannot do: it has no temperature (NTC) input and no cell "
        "balancing, so it cannot be used in series for 2S or 3S packs. The thresholds are "
        "for 3.7 V / 4.2 V Li-ion and Li-polymer cells only; LiFePO4 (3.2 V) cells are not "
        "supported.",
        8.3,
    )
    s.heading("4  Aw\u1ecdn paadi / Pads", 10)
    s.table(
        [Col("Paadi / Pad", 80, "C"), Col("Si / Connect to", 200), Col("Waya / Wire", 219)],
        [
            ["B+", "cell positive", "AWG 20 (-1S3), AWG 18 (-1S6)"],
            ["B-", "cell negative", "AWG 20 (-1S3), AWG 18 (-1S6)"],
            ["P+", "load and charger positive (= B+)", "AWG 20 (-1S3), AWG 18 (-1S6)"],
            ["P-", "load and charger negative (switched)", "AWG 20 (-1S3), AWG 18 (-1S6)"],
        ],
        7.5,
    )
    s.heading("5  Ibeere / FAQ", 10)
    s.para(
        "Se mo le lo pelu 18650? Can I use it with an 18650 cell? Yes, any single 3.7 V "
        "Li-ion or Li-po cell. Choose the OPB-1S6 when the load draws more than 2 A.",
        8.3,
    )
    s.para(
        "Ki lo de ti ko si ina nigba ti mo ba so batiri? Why is there no output right after "
        "I solder a new cell? The IC starts in the protected state; connect the charger for "
        "a moment to wake it up.",
        8.3,
    )
    s.para(
        "Se o le gba agbara ni kiakia? How fast can I charge? That depends on your charger; "
        "the board passes the charger's current.",
        8.3,
    )
    s.heading("6  Iwon / Dimensions", 10)
    s.table(
        [Col("", 140), Col("OPB-1S3", 120, "C"), Col("OPB-1S6", 120, "C"), Col("", 119)],
        [["Iwon / Size", "25 x 4 mm", "30 x 6 mm", ""], ["Iwuwo / Weight", "0.5 g", "0.9 g", ""]],
        7.5,
    )
    revision_table(
        s,
        [["2024-01-22", "1.0", "Akoko / first issue"], ["2024-06-03", "1.1", "OPB-1S6 added"]],
        (90, 60, 349),
    )
    return save(s, out / "opb-1s.pdf")


# ------------------------------------------------------------ 433 MHz radio (Xi'an)
def qru12(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Xi'an Qinlink Wireless Technology Co., Ltd.",
        header_right="QRU-12 User Manual",
        footer_left="QL-UM-012  V2.0",
        footer_right="Page {page}/{nb}",
        rule_color=(190, 30, 30),
        table_fill=(250, 228, 228),
        accent=(190, 30, 30),
        grid=True,
    )
    s = Sheet(style, "QRU-12 wireless serial port module")
    s.add_page()
    s.title_block(
        "QRU-12 Wireless Serial Port Module",
        "433 MHz band  \u00b7  100 channels  \u00b7  transparent UART  \u00b7  up to 1.8 km",
        "",
        19,
    )
    s.heading("01  Overview", 10.5)
    s.para(
        "The QRU-12 is a multi-channel wireless transparent serial module. It works from "
        "3.2 V to 5.5 V. When the module transmits at +20 dBm for long periods from a "
        "supply above 4.5 V, add a 1N4007 diode in series with VCC to drop the voltage, "
        "because the module gets hot. The communication distance is 1000 m in open space "
        "at the default air baud rate of 5000 bps.",
        8.5,
    )
    s.heading("02  Main parameters", 10.5)
    s.table(
        [Col("Item", 170), Col("Parameter", 329)],
        [
            ["Working frequency", "433.4 MHz ~ 473.0 MHz"],
            ["Channels", "100 (400 kHz step)"],
            ["Supply voltage", "DC 3.2V ~ 5.5V"],
            ["Transmit power", "-1 dBm ~ +20 dBm, 8 levels (default +20 dBm)"],
            ["Serial baud rate", "1200 bps ~ 115200 bps (default 9600 bps)"],
            ["Serial interface", "UART, TXD / RXD 3.3 V level"],
            ["Sleep current", "22 uA (AT+SLEEP)"],
            ["Operating temperature", "-40 " + DEG + " ~ +85 " + DEG],
            ["Size", "27.4 x 13.2 x 4 mm"],
            ["Antenna", "spring antenna on board or IPEX connector"],
        ],
        8,
    )
    s.heading("03  Working modes", 10.5)
    s.table(
        [
            Col("Mode", 45, "C"),
            Col("Serial baud rates", 100, "C"),
            Col("Air baud rate", 90, "C"),
            Col("Idle current", 70, "C"),
            Col("RX sensitivity", 92, "C"),
            Col("Range (open air)", 102, "C"),
        ],
        [
            ["FU1", "1200 ~ 115200 bps", "250000 bps", "3.6 mA", "-100 dBm", "100 m"],
            ["FU2", "1200, 2400, 4800 bps", "250000 bps", "80 uA", "-100 dBm", "100 m"],
            ["FU3", "1200 ~ 115200 bps", "5000 bps", "16 mA", "-116 dBm", "1000 m"],
            ["", "", "236000 bps", "16 mA", "-100 dBm", "100 m"],
            ["FU4", "1200 bps only", "500 bps", "16 mA", "-124 dBm", "1800 m"],
        ],
        7.6,
    )
    s.para(
        "FU3 is the default mode; its air baud rate follows the serial baud rate (9600 bps "
        "serial uses 15000 bps in the air). Idle current is the average current while "
        "receiving with no data.",
        7.8,
    )
    s.heading("04  Transmit power settings", 10.5)
    s.table(
        [
            Col("AT+Px", 70, "C"),
            Col("Output power", 110, "C"),
            Col("Output power", 110, "C"),
            Col("Transmit current (typ.)", 209, "C"),
        ],
        [
            ["P1", "-1 dBm", "0.8 mW", "18 mA"],
            ["P2", "+2 dBm", "1.6 mW", "22 mA"],
            ["P3", "+5 dBm", "3.2 mW", "27 mA"],
            ["P4", "+8 dBm", "6.3 mW", "34 mA"],
            ["P5", "+11 dBm", "12 mW", "45 mA"],
            ["P6", "+14 dBm", "25 mW", "60 mA"],
            ["P7", "+17 dBm", "50 mW", "80 mA"],
            ["P8", "+20 dBm", "100 mW", "100 mA"],
        ],
        7.6,
    )
    s.add_page()
    s.heading("05  Pin definition", 10.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("I/O", 50, "C"), Col("Description", 329)],
        [
            ["1", "VCC", "", "Power supply DC 3.2V ~ 5.5V"],
            ["2", "GND", "", "Ground"],
            ["3", "RXD", "input", "UART input, internal 10 kOhm series resistor"],
            ["4", "TXD", "output", "UART output, 3.3 V level"],
            ["5", "SET", "input", "Low = AT command mode; internal pull-up"],
            ["ANT", "ANT", "", "Antenna pad / IPEX"],
        ],
        7.6,
    )
    s.heading("06  AT commands (send with SET low)", 10.5)
    s.table(
        [Col("Command", 110), Col("Example", 110), Col("Meaning", 279)],
        [
            ["AT", "AT", "Test, returns OK"],
            ["AT+Bxxxx", "AT+B19200", "Serial baud rate 19200 bps"],
            ["AT+Cxxx", "AT+C021", "Channel 021 = 441.4 MHz"],
            ["AT+FUx", "AT+FU4", "Working mode FU4"],
            ["AT+Px", "AT+P5", "Transmit power level 5 (+11 dBm)"],
            ["AT+RX", "AT+RX", "Read all parameters"],
            ["AT+SLEEP", "AT+SLEEP", "Sleep after SET goes high"],
            ["AT+DEFAULT", "AT+DEFAULT", "9600 bps, channel 001, FU3, +20 dBm"],
        ],
        7.6,
    )
    s.heading("07  Notes", 10.5)
    s.bullets(
        [
            "Factory default: 9600 bps, 8N1, channel 001 (433.4 MHz), FU3, +20 dBm.",
            "The UART pins can be wired directly to a 3.3 V or a 5 V microcontroller; TXD "
            "gives 3.3 V, which 5 V Arduino boards read as high.",
            "The transmit current reaches 100 mA at +20 dBm; a supply or regulator that "
            "cannot give 100 mA resets the module during transmission.",
            "Two modules only talk to each other with the same channel, mode and serial baud rate.",
            "In FU2 mode only 1200, 2400 and 4800 bps serial rates are allowed.",
            "The module is not certified; the user is responsible for the radio rules of "
            "the country (433 MHz ISM power limits differ).",
        ],
        8,
    )
    s.heading("08  Package", 10.5)
    s.table(
        [Col("Item", 170), Col("Quantity", 329)],
        [["QRU-12 module", "1"], ["Spring antenna", "1"], ["2.54 mm pin header, 5 pins", "1"]],
        7.6,
    )
    revision_table(s, [["2023-03-20", "V2.0", "FU4 range and P-level currents"]], (90, 60, 349))
    return save(s, out / "qru-12.pdf")
