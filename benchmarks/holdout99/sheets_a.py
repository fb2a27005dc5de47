"""Hold-out 99 datasheets, part 1: a dual-channel 24 V relay output module, a 3.3 V
600 mA buck regulator IC with power-good, a 16-bit I2C GPIO expander IC and a
capacitive soil moisture sensor board.

A Milwaukee industrial-automation "Technical Data" publication (attribute tables with
one column per catalog number, a DC breaking-capacity table whose columns are
contact voltages, a derating table whose columns are ambient temperatures, the 12 V
control warning only in the application notes), an Eindhoven power-IC "Product data
sheet" (numbered sections, limiting values beside recommended conditions, a
characteristics table with section rows and unnamed condition rows for a second
version and a second input voltage, thermal shutdown only in the description), a
Shanghai IC-house data sheet in English (values per supply voltage in a "VCC" column,
per-pin and per-port sink limits split between absolute maximum, recommended and
prose, Fast-mode Plus only above 2.3 V, register map) and a Maori / English maker
sheet from Auckland (bilingual names wrapped over two lines, columns per supply
voltage, FAQ).
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


# ------------------------------------------------------------ relay output module (US)
def mro2r24(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Menomonee Automation Controls",
        header_right="Technical Data",
        footer_left="Publication MAC-TD2R24B-EN-P - March 2024",
        footer_right="{page}",
        rule_color=(0, 90, 60),
        table_fill=(226, 238, 232),
        accent=(0, 90, 60),
        grid=False,
    )
    s = Sheet(style, "MRO-2R24 relay output module")
    s.add_page()
    s.title_block(
        "MRO-2R24 Series Relay Output Modules",
        "2-channel interface relay, 24V DC control, 1 changeover contact per channel",
        "Catalog Numbers MRO-2R24-S, MRO-2R24-G - 12.4 mm DIN-rail housing, pluggable screw "
        "terminals",
        17,
    )
    s.heading("Summary of Changes", 10)
    s.para(
        "This publication contains new and updated information. Added the -G version with "
        "gold-plated contacts; corrected the DC breaking capacity at 48V DC; added the "
        "derating table.",
        8,
    )
    s.heading("Input (Control Side) Specifications", 10.5, rule=True)
    cols = [Col("Attribute", 205), Col("MRO-2R24-S", 147, "C"), Col("MRO-2R24-G", 147, "C")]
    s.table(
        cols,
        [
            ["Rated control voltage, US", "24V DC", "24V DC"],
            [
                "Control voltage range",
                "0.8...1.25 " + TIMES + " US (19.2...30V DC)",
                "0.8...1.25 " + TIMES + " US (19.2...30V DC)",
            ],
            ["Rated input current at US (per channel)", "9 mA", "9 mA"],
            ["Switching threshold, signal 1 (ON)", GE + " 16.8V DC", GE + " 16.8V DC"],
            ["Switching threshold, signal 0 (OFF)", LE + " 7.2V DC", LE + " 7.2V DC"],
            ["Typical response time, ON / OFF", "7 ms / 10 ms", "7 ms / 10 ms"],
            [
                "Input circuit",
                "reverse-polarity diode, free-wheeling diode, yellow LED",
                "same as -S",
            ],
        ],
        7.5,
    )
    s.heading("Output (Contact Side) Specifications", 10.5, rule=True)
    s.table(
        cols,
        [
            ["Contact type (per channel)", "1 CO (SPDT)", "1 CO (SPDT)"],
            ["Contact material", "AgSnO2", "AgNi, 5 " + MU + "m Au plated"],
            ["Maximum switching voltage", "250V AC / 250V DC", "250V AC / 250V DC"],
            ["Minimum switching load", "12V / 10 mA", "5V / 1 mA"],
            ["Limiting continuous current (per contact)", "6 A", "6 A"],
            ["Maximum inrush current (20 ms)", "10 A", "10 A"],
            ["Maximum breaking capacity, 250V AC resistive", "1500 VA", "1500 VA"],
            ["Recommended maximum load for the gold layer", "-", "30V / 50 mA"],
        ],
        7.5,
    )
    s.para(
        "Once a -G contact has switched more than 30V / 50 mA, the gold layer is burnt off "
        "and the contact then behaves as an -S contact (minimum load 12V / 10 mA).",
        7.5,
    )
    s.heading("General Specifications", 10.5, rule=True)
    s.table(
        [Col("Attribute", 205), Col("Value (both versions)", 294)],
        [
            ["Ambient temperature, operating", "-25...+60 " + DEG + " (see Derating)"],
            ["Ambient temperature, storage", "-40...+85 " + DEG],
            ["Relative humidity", "5...95%, non-condensing"],
            ["Mechanical life", "10 x 10^6 cycles"],
            ["Electrical life, 6 A 250V AC resistive", "approx. 60 000 cycles"],
            ["Rated insulation voltage", "250V AC"],
            ["Test voltage, input / output", "4 kV AC, 50 Hz, 1 min"],
            ["Enclosure type rating", "IP20"],
            ["Width", "12.4 mm"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("DC Breaking Capacity (resistive load, one contact)", 10.5, rule=True)
    s.table(
        [
            Col("Contact voltage", 139),
            Col("24V DC", 72, "C"),
            Col("30V DC", 72, "C"),
            Col("48V DC", 72, "C"),
            Col("110V DC", 72, "C"),
            Col("220V DC", 72, "C"),
        ],
        [["Maximum current", "6 A", "6 A", "1.2 A", "0.35 A", "0.25 A"]],
        7.5,
    )
    s.heading("Derating", 10.5, rule=True)
    s.para(
        "Limiting continuous current per contact as a function of ambient temperature, "
        "modules mounted side by side without spacing.",
        7.5,
    )
    s.table(
        [
            Col("Ambient temperature", 199),
            Col(LE + " 40 " + DEG, 100, "C"),
            Col("50 " + DEG, 100, "C"),
            Col("60 " + DEG, 100, "C"),
        ],
        [
            ["Both channels energized", "6 A", "5 A", "3.5 A"],
            ["One channel energized", "6 A", "6 A", "5 A"],
        ],
        7.5,
    )
    s.heading("Terminal Assignment", 10.5, rule=True)
    s.table(
        [Col("Terminal", 80, "C"), Col("Function", 220), Col("Wire size", 199, "C")],
        [
            ["A1", "Control input channel 1 (+24V)", "0.2...2.5 mm2 (24...14 AWG)"],
            ["A2", "Control input channel 2 (+24V)", "0.2...2.5 mm2 (24...14 AWG)"],
            ["A3", "Control common (0V)", "0.2...2.5 mm2 (24...14 AWG)"],
            ["11 / 14 / 12", "Channel 1: common / NO / NC", "0.2...2.5 mm2 (24...14 AWG)"],
            ["21 / 24 / 22", "Channel 2: common / NO / NC", "0.2...2.5 mm2 (24...14 AWG)"],
        ],
        7.5,
    )
    s.heading("Application Notes", 10.5, rule=True)
    s.bullets(
        [
            "PLC sourcing (PNP) 24V DC outputs connect directly to A1 / A2 with A3 on 0V. "
            "Sinking (NPN) outputs need the MRO-2R24-N module, which is not covered by this "
            "publication.",
            "Do not drive the inputs from 12V DC control circuits: 12V does not reach the "
            "signal 1 threshold of 16.8V and the relay will not pick up reliably.",
            "Fit a free-wheeling diode or RC snubber across inductive DC loads such as solenoid "
            "valves; the contact side has no suppression.",
            "For loads below 12V / 10 mA (PLC inputs, 4...20 mA signals) use the -G version.",
            "Motor starting duty (AC-3) is not rated for this module; switch motors through a "
            "contactor.",
        ],
        8,
    )
    s.heading("Certifications", 10.5, rule=True)
    s.para("c-UL-us Listed (UL 508), CE, UKCA, RoHS. Hazardous-location approvals: none.", 8)
    s.heading("Additional Resources", 10.5, rule=True)
    s.para(
        "Installation Instructions MAC-IN2R24; Relay Selection Guide MAC-SG0017. Product "
        "dimensions and CAD files are available from the Menomonee Automation product "
        "directory.",
        8,
    )
    return save(s, out / "mro-2r24.pdf")


# ------------------------------------------------------------ 3.3 V buck regulator (NL)
def bdr3306(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Brabant Power Devices",
        header_right="BDR3306  600 mA, 2.25 MHz step-down converter, 3.3 V",
        footer_left="BDR3306  Product data sheet  Rev. 2.1 - 11 March 2024",
        footer_right="{page} / {nb}",
        rule_color=(0, 70, 140),
        table_fill=(220, 232, 246),
        accent=(0, 70, 140),
        grid=False,
    )
    s = Sheet(style, "BDR3306 step-down converter")
    s.add_page()
    s.title_block(
        "BDR3306", "600 mA, 2.25 MHz synchronous step-down converter, 3.3 V fixed", "", 22
    )
    s.heading("1.  General description", 10)
    s.para(
        "The BDR3306 is a synchronous step-down DC-to-DC converter with a fixed 3.3 V output "
        "and an open-drain power-good output. It delivers up to 600 mA from an input of "
        "2.7 V to 5.5 V. The BDR3306A uses power-save mode at light load; the BDR3306B "
        "runs in forced PWM for the lowest ripple. Both enter 100 % duty cycle when the "
        "input approaches the output. Thermal shutdown stops switching at a junction "
        "temperature of 160 " + DEG + " (hysteresis 20 " + DEG + ").",
        8.5,
    )
    s.heading("2.  Features and benefits", 10)
    s.bullets(
        [
            "Input voltage range 2.7 V to 5.5 V",
            "Fixed 3.3 V output, " + PM + "2 % over line, load and temperature",
            "600 mA output current; up to 95 % efficiency",
            "Power-good output (open-drain) and enable input",
            "22 " + MU + "A quiescent current (BDR3306A)",
            "100 % duty cycle for low dropout",
            "TSOT-23-6 package, 2.9 mm " + TIMES + " 1.6 mm",
        ],
        8.5,
    )
    s.heading("3.  Applications", 10)
    s.para(
        "Single Li-ion cell and 5 V USB powered equipment; Wi-Fi and BLE modules; "
        "point-of-load supplies.",
        8.5,
    )
    s.heading("4.  Ordering information", 10)
    s.caption("Table 1. Ordering information")
    s.table(
        [
            Col("Type number", 95),
            Col("Package", 80),
            Col("Marking", 60, "C"),
            Col("Light-load mode", 110),
            Col("Packing", 154),
        ],
        [
            ["BDR3306AGT", "TSOT-23-6", "S6A", "power-save mode (PSM)", "reel 3000 pcs"],
            ["BDR3306BGT", "TSOT-23-6", "S6B", "forced PWM", "reel 3000 pcs"],
        ],
        7.5,
    )
    s.heading("5.  Pinning information", 10)
    s.caption("Table 2. Pin description")
    s.table(
        [Col("Pin", 40, "C"), Col("Symbol", 60, "C"), Col("Description", 399)],
        [
            ["1", "EN", "enable input; high = on, do not leave open"],
            ["2", "GND", "ground"],
            ["3", "SW", "switch node, connect the inductor"],
            ["4", "VIN", "supply input"],
            ["5", "PG", "power-good output, open-drain"],
            ["6", "VOUT", "output voltage sense"],
        ],
        7.5,
    )
    s.heading("6.  Limiting values", 10)
    s.caption("Table 3. Limiting values")
    lim = [
        Col("Symbol", 50, "C"),
        Col("Parameter", 170),
        Col("Conditions", 120),
        Col("Min", 45, "C"),
        Col("Max", 64, "C"),
        Col("Unit", 50, "C"),
    ]
    s.table(
        lim,
        [
            ["V_{IN}", "input voltage", "", "-0.3", "6.5", "V"],
            ["V_{SW}", "switch node voltage", "DC", "-0.3", "V_{IN} + 0.3", "V"],
            ["V_{EN}, V_{PG}", "EN and PG voltage", "", "-0.3", "6.5", "V"],
            ["V_{OUT}", "output sense voltage", "", "-0.3", "4.0", "V"],
            ["I_{PG}", "power-good sink current", "", "-", "10", "mA"],
            ["T_{j}", "junction temperature", "", "-40", "+150", DEG],
            ["T_{stg}", "storage temperature", "", "-65", "+150", DEG],
            ["V_{ESD}", "electrostatic discharge voltage", "HBM", "-", "2", "kV"],
        ],
        7.5,
    )
    s.heading("7.  Recommended operating conditions", 10)
    s.caption("Table 4. Operating conditions")
    rec = [
        Col("Symbol", 50, "C"),
        Col("Parameter", 170),
        Col("Conditions", 120),
        Col("Min", 40, "C"),
        Col("Typ", 40, "C"),
        Col("Max", 40, "C"),
        Col("Unit", 39, "C"),
    ]
    s.table(
        rec,
        [
            ["V_{IN}", "input voltage", "", "2.7", "-", "5.5", "V"],
            ["I_{OUT}", "output current", "", "0", "-", "600", "mA"],
            ["T_{amb}", "ambient temperature", "", "-40", "-", "+85", DEG],
            ["T_{j}", "junction temperature", "", "-40", "-", "+125", DEG],
            ["L", "inductance", "", "1.5", "2.2", "3.3", MU + "H"],
            ["C_{OUT}", "output capacitance", "ceramic", "10", "22", "-", MU + "F"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("8.  Characteristics", 10)
    s.para(
        "V_IN = 5.0 V; EN = V_IN; T_amb = 25 "
        + DEG
        + "; L = 2.2 "
        + MU
        + "H; C_OUT = 22 "
        + MU
        + "F; unless otherwise specified.",
        7.5,
    )
    s.caption("Table 5. Characteristics")
    ch = [
        Col("Symbol", 52, "C"),
        Col("Parameter", 132),
        Col("Conditions", 160),
        Col("Min", 38, "C"),
        Col("Typ", 38, "C"),
        Col("Max", 38, "C"),
        Col("Unit", 41, "C"),
    ]
    s.table(
        ch,
        [
            ["Supply"],
            ["I_{Q}", "quiescent current", "BDR3306A; not switching", "-", "22", "35", MU + "A"],
            ["", "", "BDR3306B; switching, I_OUT = 0 mA", "-", "4.2", "6.0", "mA"],
            ["I_{SD}", "shutdown current", "EN = 0 V", "-", "0.1", "1.0", MU + "A"],
            ["V_{UVLO}", "undervoltage lockout", "V_IN rising", "2.45", "2.55", "2.65", "V"],
            ["", "", "hysteresis", "-", "0.2", "-", "V"],
            ["Output"],
            [
                "V_{OUT}",
                "output voltage",
                "V_IN = 3.8 V to 5.5 V; I_OUT = 0 mA to 600 mA",
                "3.234",
                "3.300",
                "3.366",
                "V",
            ],
            ["V_{do}", "dropout voltage", "I_OUT = 600 mA; 100 % duty", "-", "210", "330", "mV"],
            [
                "R_{DSon(hs)}",
                "high-side switch on-state resistance",
                "I_SW = 200 mA",
                "-",
                "0.28",
                "0.40",
                OHM,
            ],
            ["", "", "V_IN = 3.6 V; I_SW = 200 mA", "-", "0.35", "0.50", OHM],
            [
                "R_{DSon(ls)}",
                "low-side switch on-state resistance",
                "I_SW = 200 mA",
                "-",
                "0.22",
                "0.32",
                OHM,
            ],
            ["", "", "V_IN = 3.6 V; I_SW = 200 mA", "-", "0.27", "0.38", OHM],
            ["I_{LIM}", "high-side peak current limit", "", "0.9", "1.2", "1.5", "A"],
            ["f_{sw}", "switching frequency", "PWM operation", "1.8", "2.25", "2.7", "MHz"],
            ["Power good"],
            [
                "V_{th(PG)}",
                "power-good threshold",
                "V_OUT rising, % of V_OUT(nom)",
                "90",
                "93",
                "96",
                "%",
            ],
            ["", "", "V_OUT falling, % of V_OUT(nom)", "85", "88", "91", "%"],
            ["V_{OL(PG)}", "PG output low voltage", "I_PG = 1 mA sink", "-", "0.08", "0.3", "V"],
            ["I_{LK(PG)}", "PG leakage current", "V_PG = 5.5 V", "-", "0.01", "1", MU + "A"],
            ["t_{d(PG)}", "PG release delay", "", "60", "100", "160", MU + "s"],
            ["Enable and start-up"],
            ["V_{IH}", "HIGH-level input voltage", "EN", "1.2", "-", "-", "V"],
            ["V_{IL}", "LOW-level input voltage", "EN", "-", "-", "0.4", "V"],
            ["t_{ss}", "soft-start time", "EN high to V_OUT = 95 %", "-", "0.5", "0.9", "ms"],
        ],
        7.2,
    )
    s.heading("9.  Application information", 10)
    s.para(
        "Input from one Li-ion cell: between 4.2 V and about 3.6 V the output stays in "
        "regulation. Below that the BDR3306 enters 100 % duty cycle and V_OUT follows V_IN "
        "minus the dropout (R_DSon(hs) + DCR of the inductor times I_OUT). The power-good "
        "output may be pulled up to any voltage up to 5.5 V, also when V_IN is lower; it is "
        "low while EN is low and during soft start.",
        8,
    )
    s.caption("Table 6. Typical efficiency, BDR3306A (not tested in production)")
    s.table(
        [
            Col("V_IN", 100),
            Col("I_OUT = 10 mA", 100, "C"),
            Col("100 mA", 100, "C"),
            Col("300 mA", 100, "C"),
            Col("600 mA", 99, "C"),
        ],
        [["5.0 V", "88 %", "93 %", "92 %", "89 %"], ["4.2 V", "90 %", "95 %", "93 %", "90 %"]],
        7.5,
    )
    s.heading("10.  Revision history", 10)
    revision_table(
        s,
        [
            ["2024-03-11", "2.1", "BDR3306B quiescent current limit added"],
            ["2023-06-02", "2.0", "product data sheet"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "bdr3306.pdf")


# ------------------------------------------------------------ I2C GPIO expander (CN)
def qm6416(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Shanghai Qianmo Microelectronics Co., Ltd.",
        header_right="QM6416 Data Sheet V1.3",
        footer_left="www.qianmo-micro.cn    2024-05    V1.3",
        footer_right="Page {page}, {nb} pages",
        rule_color=(0, 110, 120),
        table_fill=(214, 238, 240),
        accent=(0, 110, 120),
        grid=True,
    )
    s = Sheet(style, "QM6416 16-bit I2C GPIO expander")
    s.add_page()
    s.title_block(
        "QM6416",
        "16-bit I2C-bus I/O Expander with Interrupt and Programmable Drive",
        "",
        20,
    )
    s.heading("1 Features", 10)
    s.bullets(
        [
            "Operating power supply voltage range: 1.65 V ~ 5.5 V",
            "5.5 V tolerant I/O ports and SCL/SDA",
            "16 I/O ports, default inputs after power-on",
            "Standard (100 kHz) and Fast-mode (400 kHz) I2C; Fast-mode Plus (1 MHz) at "
            "VCC " + GE + " 2.3 V",
            "Each port pin sinks up to 25 mA: drives LEDs directly",
            "Low standby current: 1.1 " + MU + "A (typ.) at 5.5 V",
            "Open-drain active-low interrupt output",
            "Three hardware address pins: up to 8 devices on one bus",
            "ESD: HBM 2000 V",
            "Packages: TSSOP-24, QFN-24 (4 mm x 4 mm)",
        ],
        8.5,
    )
    s.heading("2 Description", 10)
    s.para(
        "The QM6416 adds 16 general-purpose I/O to any I2C host. Every pin can be input or "
        "output, with input polarity inversion, a selectable pull-up and a two-level output "
        "drive strength. The 7-bit slave address is 0 1 0 0 A2 A1 A0: from 0x20 with A2, A1 "
        "and A0 tied to GND up to 0x27 with all three tied to VCC. A pin may sink 25 mA, "
        "but the sum for one 8-bit port (P0 or P1) must stay within 100 mA and the "
        "current through the GND pin within 200 mA.",
        8.5,
    )
    s.heading("3 Pin Configuration", 10)
    s.table(
        [
            Col("TSSOP-24", 60, "C"),
            Col("QFN-24", 60, "C"),
            Col("Name", 70, "C"),
            Col("Function", 309),
        ],
        [
            ["1", "22", "INT", "interrupt output, open-drain, active low"],
            ["2, 3, 21", "23, 24, 18", "A1, A2, A0", "address inputs"],
            ["4 ~ 11", "1 ~ 8", "P0_0 ~ P0_7", "port 0 I/O"],
            ["12", "9", "GND", "ground"],
            ["13 ~ 20", "10 ~ 17", "P1_0 ~ P1_7", "port 1 I/O"],
            ["22, 23", "19, 20", "SCL, SDA", "I2C clock, data"],
            ["24", "21", "VCC", "supply"],
        ],
        7.5,
    )
    s.heading("4 Absolute Maximum Ratings", 10)
    s.table(
        [
            Col("Parameter", 230),
            Col("Symbol", 60, "C"),
            Col("Value", 130, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "VCC", "-0.5 ~ 6.0", "V"],
            ["Input voltage (any I/O, SCL, SDA, A0 ~ A2)", "VI", "-0.5 ~ 6.0", "V"],
            ["Continuous output low current, per pin", "IOL", "50", "mA"],
            ["Continuous output high current, per pin", "IOH", "-50", "mA"],
            ["Continuous current through GND", "IGND", "200", "mA"],
            ["Continuous current through VCC", "ICC", "160", "mA"],
            ["Junction temperature", "TJ", "150", DEG],
            ["Storage temperature", "Tstg", "-65 ~ 150", DEG],
        ],
        7.5,
    )
    s.heading("5 Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 50, "C"),
            Col("Note", 69, "C"),
        ],
        [
            ["Supply voltage", "VCC", "1.65", "5.5", "V", ""],
            ["High-level input voltage, SCL, SDA", "VIH", "0.7 x VCC", "5.5", "V", ""],
            ["Low-level input voltage, SCL, SDA", "VIL", "-0.5", "0.3 x VCC", "V", ""],
            ["High-level input voltage, P-port", "VIH", "0.7 x VCC", "5.5", "V", ""],
            ["Low-level input voltage, P-port", "VIL", "-0.5", "0.3 x VCC", "V", ""],
            ["High-level output current, per pin", "IOH", "", "-10", "mA", ""],
            ["Low-level output current, per pin", "IOL", "", "25", "mA", ""],
            ["Low-level output current, per port", "IOL(port)", "", "100", "mA", "P0 or P1"],
            ["Operating ambient temperature", "TA", "-40", "85", DEG, ""],
        ],
        7.5,
    )
    s.add_page()
    s.heading("6 Electrical Characteristics", 10)
    s.para(
        "TA = -40 " + DEG + " ~ 85 " + DEG + " unless otherwise noted; typical at 25 " + DEG + ".",
        7.5,
    )
    ec = [
        Col("Parameter", 118),
        Col("Symbol", 40, "C"),
        Col("Conditions", 126),
        Col("VCC", 50, "C"),
        Col("Min", 38, "C"),
        Col("Typ", 38, "C"),
        Col("Max", 38, "C"),
        Col("Unit", 51, "C"),
    ]
    s.table(
        ec,
        [
            [
                "Operating supply current",
                "ICC",
                "SCL = 400 kHz, I/O inputs",
                "5.5 V",
                "",
                "35",
                "55",
                MU + "A",
            ],
            ["", "", "", "3.6 V", "", "20", "40", MU + "A"],
            ["", "", "", "1.95 V", "", "10", "22", MU + "A"],
            [
                "Standby current",
                "ISTB",
                "SCL = SDA = VCC, no load",
                "5.5 V",
                "",
                "1.1",
                "3.5",
                MU + "A",
            ],
            ["", "", "", "3.6 V", "", "0.7", "2.0", MU + "A"],
            ["", "", "", "1.95 V", "", "0.4", "1.5", MU + "A"],
            ["Power-on reset voltage", "VPOR", "VCC rising", "", "", "1.0", "1.4", "V"],
            ["P-port low-level output", "VOL", "IOL = 25 mA", "4.5 V", "", "0.25", "0.5", "V"],
            ["voltage", "", "IOL = 25 mA", "3.0 V", "", "0.3", "0.6", "V"],
            ["", "", "IOL = 10 mA", "2.3 V", "", "0.25", "0.5", "V"],
            ["", "", "IOL = 4 mA", "1.65 V", "", "0.15", "0.45", "V"],
            ["P-port high-level output", "VOH", "IOH = -10 mA", "4.5 V", "4.1", "", "", "V"],
            ["voltage", "", "IOH = -10 mA", "3.0 V", "2.5", "", "", "V"],
            ["", "", "IOH = -10 mA", "2.3 V", "1.8", "", "", "V"],
            ["", "", "IOH = -4 mA", "1.65 V", "1.2", "", "", "V"],
            ["INT low-level output", "VOL", "IOL = 3 mA", "1.65 ~ 5.5 V", "", "", "0.4", "V"],
            ["Input leakage, P-port", "II", "VI = VCC or GND", "5.5 V", "-1", "", "1", MU + "A"],
            ["Pull-up resistance", "RPU", "when enabled", "", "70", "100", "130", "k" + OHM],
        ],
        7.2,
    )
    s.heading("7 I2C Interface Timing", 10)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 60, "C"),
            Col("Standard mode", 90, "C"),
            Col("Fast mode", 90, "C"),
            Col("Fast mode Plus", 89, "C"),
        ],
        [
            ["SCL clock frequency, max.", "fSCL", "100 kHz", "400 kHz", "1000 kHz"],
            [
                "Hold time, START condition, min.",
                "tHD;STA",
                "4.0 " + MU + "s",
                "0.6 " + MU + "s",
                "0.26 " + MU + "s",
            ],
            ["Data set-up time, min.", "tSU;DAT", "250 ns", "100 ns", "50 ns"],
            ["Supply voltage for this mode", "VCC", "1.65 ~ 5.5 V", "1.65 ~ 5.5 V", "2.3 ~ 5.5 V"],
        ],
        7.5,
    )
    s.heading("8 Register Map", 10)
    s.table(
        [
            Col("Command byte", 80, "C"),
            Col("Register", 220),
            Col("Access", 80, "C"),
            Col("Default", 119, "C"),
        ],
        [
            ["00h / 01h", "Input port 0 / 1", "R", "xxh"],
            ["02h / 03h", "Output port 0 / 1", "R/W", "FFh"],
            ["04h / 05h", "Polarity inversion port 0 / 1", "R/W", "00h"],
            ["06h / 07h", "Configuration port 0 / 1 (1 = input)", "R/W", "FFh"],
            ["40h ~ 43h", "Output drive strength", "R/W", "FFh"],
            ["46h / 47h", "Pull-up enable port 0 / 1", "R/W", "00h"],
            ["4Ah / 4Bh", "Interrupt mask port 0 / 1", "R/W", "FFh"],
        ],
        7.5,
    )
    s.heading("9 Ordering Information", 10)
    s.table(
        [
            Col("Part number", 120),
            Col("Package", 120),
            Col("Marking", 100, "C"),
            Col("MOQ", 159, "C"),
        ],
        [
            ["QM6416TS", "TSSOP-24", "QM6416", "4000 / reel"],
            ["QM6416QN", "QFN-24 4 x 4", "6416", "5000 / reel"],
        ],
        7.5,
    )
    return save(s, out / "qm6416.pdf")


# ------------------------------------------------------------ soil moisture (Maori / English)
def rmw_csm2(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Rangitoto Maker Works  -  Tāmaki Makaurau / Auckland",
        header_right="Pepa raraunga / Data sheet  RMW-CSM2",
        footer_left="RMW-CSM2  putanga / issue 3  -  2024",
        footer_right="Whārangi {page} o {nb} / Page {page} of {nb}",
        rule_color=(150, 90, 0),
        table_fill=(248, 236, 214),
        accent=(120, 70, 0),
        grid=False,
    )
    s = Sheet(style, "RMW-CSM2 capacitive soil moisture sensor")
    s.add_page()
    s.title_block(
        "RMW-CSM2",
        "Pūoko makuku oneone / Capacitive soil moisture sensor v2",
        "Putanga tairitenga / Analog output  -  3.3 V ~ 5 V  -  no exposed metal electrodes",
        20,
    )
    s.heading("Whakamārama / Overview", 10.5, rule=True)
    s.para(
        "Ka ine te RMW-CSM2 i te makuku o te oneone mā te rerekētanga o te kiato. "
        "The RMW-CSM2 measures soil moisture by capacitance, so it does not corrode like "
        "resistive forks. A 555-type oscillator runs at about 1.5 MHz; the board turns the "
        "probe capacitance into a DC voltage on AOUT. Wetter soil gives a LOWER voltage. "
        "An on-board 3.3 V regulator feeds the oscillator.",
        8.5,
    )
    s.heading("Ngā āhuatanga / Specifications", 10.5, rule=True)
    s.table(
        [Col("Tawhā / Parameter", 240), Col("Uara / Value", 259)],
        [
            ["Ngaohiko whāngai /\nSupply voltage (VCC)", "3.3 ~ 5.5 V DC"],
            ["Tohu putanga /\nOutput signal", "analog voltage, AOUT"],
            ["Awhe putanga /\nOutput voltage range", "0 ~ 3.0 V DC"],
            ["Hononga /\nConnector", "PH2.0 3-pin: GND, VCC, AOUT"],
            ["Pāmahana mahi /\nOperating temperature", "0 ~ +60 " + DEG],
            ["Rahi /\nDimensions", "98 x 23 mm"],
        ],
        8,
    )
    s.heading("Ā-ngaohiko / Per supply voltage (typical, 25 " + DEG + ")", 10.5, rule=True)
    s.table(
        [
            Col("Tawhā / Parameter", 240),
            Col("VCC = 3.3 V", 100, "C"),
            Col("VCC = 5.0 V", 100, "C"),
            Col("Waeine", 59, "C"),
        ],
        [
            ["Iahiko whāngai /\nSupply current", "4.8", "6.2", "mA"],
            ["Putanga i te hau maroke /\nOutput in dry air", "2.2", "2.9", "V"],
            ["Putanga i te wai /\nOutput in water", "0.95", "1.25", "V"],
        ],
        8,
    )
    s.para(
        "Tuhipoka / Note: the output never exceeds 3.0 V at any supply voltage, because the "
        "oscillator runs from the on-board 3.3 V regulator.",
        8,
    )
    s.heading("Whakaritenga / Calibration example", 10.5, rule=True)
    s.para(
        "Example readings on a 10-bit ADC with a 5 V reference (your soil will differ): "
        "dry air 595, dry potting mix 520, watered potting mix 330, glass of water 256. "
        "Map dry-to-wet to 0 ~ 100 % in your code.",
        8,
    )
    s.add_page()
    s.heading("Tāuta / Installation", 10.5, rule=True)
    s.bullets(
        [
            "Push the probe into the soil only up to the white line. The electronics above "
            "the line are not waterproof; coat the board edges with conformal coating or "
            "nail varnish for long-term outdoor use.",
            "Wait 1 s after power-on before reading AOUT; the output settles within that time.",
            "Keep the cable under 2 m; longer cables add capacitance and shift the reading.",
        ],
        8.5,
    )
    s.heading("Pātai auau / FAQ", 10.5, rule=True)
    s.para("Ka taea te whakamahi me te ESP32? / Can I use it with an ESP32?", 8.5, bold=True)
    s.para(
        "Ae / Yes. Power it from 3.3 V; AOUT then stays between about 0.95 V and 2.2 V, "
        "well inside the ESP32 ADC range at 11 dB attenuation.",
        8.5,
    )
    s.para(
        "Can I power it from 5 V and read it on a 3.3 V board (Raspberry Pi Pico, Arduino "
        "Nano 33)?",
        8.5,
        bold=True,
    )
    s.para(
        "Yes. AOUT never exceeds 3.0 V, so it is safe for 3.3 V ADC inputs.",
        8.5,
    )
    s.para("Does it read soil temperature or nutrients?", 8.5, bold=True)
    s.para("No. It only gives a moisture-related voltage.", 8.5)
    s.para("How long will it last in the garden?", 8.5, bold=True)
    s.para(
        "The probe has no exposed metal, so it does not corrode like resistive sensors. "
        "We have no lifetime figure; water getting into the electronics is the usual cause "
        "of failure.",
        8.5,
    )
    s.heading("Ngā pine / Pin-out", 10.5, rule=True)
    s.table(
        [Col("Pine / Pin", 80, "C"), Col("Ingoa / Name", 100, "C"), Col("Mahi / Function", 319)],
        [
            ["1", "GND", "whenua / ground"],
            ["2", "VCC", "whāngai / supply 3.3 ~ 5.5 V"],
            ["3", "AOUT", "putanga tairitenga / analog output"],
        ],
        8,
    )
    s.heading("Putanga / Revisions", 10.5, rule=True)
    revision_table(
        s,
        [
            ["2024-02", "3", "FAQ for 3.3 V boards added"],
            ["2022-09", "2", "v2 board with 3.3 V regulator"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "rmw-csm2.pdf")
