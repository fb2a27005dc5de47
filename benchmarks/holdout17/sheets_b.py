"""Hold-out 17 datasheets: switching, signal routing and load control.

A Harris/TI-style high-speed CMOS 16-channel analog multiplexer (HC and HCT
types in one sheet, rows per VCC without a parameter name, truth-table
decoys), a Japanese (Rohm-like) solenoid driver IC (abs max vs recommended
with overlapping rows, footnote marks, characteristics continued on page 2),
an ST-style dual / quad comparator (one operating-temperature row per
version, supply current per supply) and a German reed-switch leaflet (one
column per series, resistive-load ratings only).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
CJK_DEG = "\u2103"
FC = "\uff1a"
FT = "\uff5e"
LP, RP = "\uff08", "\uff09"
EM = "\u2014"


# ------------------------------------------------ analog multiplexer (US, Harris-like)
def khc4067(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="KHC4067, KHCT4067",
        header_right="Data sheet acquired from Calder Semiconductor",
        footer_left="File Number 1892.3",
        footer_right="{page}",
        table_fill=None,
    )
    s = Sheet(style, "KHC4067 KHCT4067 high-speed CMOS 16-channel analog multiplexer")
    s.add_page()
    s.title_block(
        "KHC4067, KHCT4067",
        "High-Speed CMOS Logic 16-Channel Analog Multiplexer/Demultiplexer",
        "September 1997 - Revised May 2003",
    )

    def features() -> None:
        s.heading("Features", 10)
        s.bullets(
            [
                "Wide Analog Input Voltage Range ........ 0 V to VCC",
                "Low \u201cON\u201d Resistance: 70 " + OHM + " (Typ), VCC = 4.5V",
                "Fast Switching and Propagation Speeds",
                "\u201cBreak-Before-Make\u201d Switching",
                "Fanout (Over Temperature Range): Standard Outputs 10 LSTTL Loads",
                "HC Types: 2V to 6V Operation",
                "HCT Types: 4.5V to 5.5V Operation; Direct LSTTL Input Logic Compatibility, "
                "VIL = 0.8V (Max), VIH = 2V (Min)",
            ],
            8,
        )

    def description() -> None:
        s.heading("Description", 10)
        s.para(
            "The KHC4067 and KHCT4067 are digitally controlled analog switches which utilize "
            "silicon gate CMOS technology. These switches feature the characteristic low "
            "power consumption of CMOS. The four select inputs S0-S3 choose one of the 16 "
            "channels; a high level on the enable input E turns all switches off.",
            8,
        )
        s.heading("Ordering Information", 10)
        s.table(
            [Col("PART NUMBER", 90), Col("TEMP. RANGE (" + DEG + ")", 70, "C"), Col("PACKAGE", 73)],
            [
                ["KHC4067E", "-55 to 125", "24 Ld PDIP"],
                ["KHC4067M", "-55 to 125", "24 Ld SOIC"],
                ["KHCT4067M96", "-55 to 125", "24 Ld SOIC"],
            ],
            7,
        )

    s.side_by_side(features, description, 250)
    s.heading("Function Table", 10)
    s.table(
        [
            Col("S0", 50, "C"),
            Col("S1", 50, "C"),
            Col("S2", 50, "C"),
            Col("S3", 50, "C"),
            Col("E", 50, "C"),
            Col("SELECTED CHANNEL", 249, "C"),
        ],
        [
            ["X", "X", "X", "X", "1", "None"],
            ["0", "0", "0", "0", "0", "0"],
            ["1", "0", "1", "0", "0", "5"],
            ["1", "1", "0", "1", "0", "11"],
            ["1", "1", "1", "1", "0", "15"],
        ],
        7.5,
    )
    s.heading("Absolute Maximum Ratings", 10)
    s.leaders(
        [
            ("DC Supply Voltage, VCC", "-0.5V to 7V"),
            ("DC Input Diode Current, IIK (For VI < -0.5V or VI > VCC + 0.5V)", PM + "20mA"),
            ("DC Switch Current (For VI > -0.5V or VI < VCC + 0.5V)", PM + "25mA"),
            ("DC VCC or Ground Current, ICC", PM + "50mA"),
        ],
        8,
    )
    s.heading("Recommended Operating Conditions", 10)
    s.table(
        [Col("", 300), Col("MIN", 60, "C"), Col("MAX", 60, "C"), Col("UNITS", 79, "C")],
        [
            ["Supply Voltage Range, VCC", "", "", ""],
            ["    HC Types", "2", "6", "V"],
            ["    HCT Types", "4.5", "5.5", "V"],
            ["DC Input or Output Voltage, VI, VO", "0", "VCC", "V"],
            ["Operating Temperature, TA", "-55", "125", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("DC Electrical Specifications", 10)
    cols = [
        Col("PARAMETER", 108),
        Col("SYMBOL", 44, "C"),
        Col("TEST\nCONDITIONS", 60, "C"),
        Col("VCC (V)", 40, "C"),
        Col("MIN", 36, "C"),
        Col("TYP", 36, "C"),
        Col("MAX", 36, "C"),
        Col("MIN", 36, "C"),
        Col("MAX", 36, "C"),
        Col("UNITS", 67, "C"),
    ]
    heads = [["", "", "", "", "25" + DEG, "<", "<", "-40" + DEG + " TO 85" + DEG, "<", ""]]
    s.table(
        cols,
        [
            ["HC TYPES"],
            ["High Level Input\nVoltage", "VIH", "-", "2", "1.5", "-", "-", "1.5", "-", "V"],
            ["", "", "", "4.5", "3.15", "-", "-", "3.15", "-", "V"],
            ["", "", "", "6", "4.2", "-", "-", "4.2", "-", "V"],
            ["Low Level Input\nVoltage", "VIL", "-", "2", "-", "-", "0.5", "-", "0.5", "V"],
            ["", "", "", "4.5", "-", "-", "1.35", "-", "1.35", "V"],
            ["", "", "", "6", "-", "-", "1.8", "-", "1.8", "V"],
            [
                "Maximum \u201cON\u201d\nResistance",
                "RON",
                "IO = 1mA",
                "4.5",
                "-",
                "70",
                "160",
                "-",
                "200",
                OHM,
            ],
            ["", "", "VIS = 0 to VCC", "6", "-", "60", "140", "-", "175", OHM],
            [
                "Quiescent Device\nCurrent",
                "ICC",
                "VI = VCC or\nGND",
                "6",
                "-",
                "-",
                "8",
                "-",
                "80",
                MU + "A",
            ],
            ["HCT TYPES"],
            ["High Level Input\nVoltage", "VIH", "-", "4.5 to\n5.5", "2", "-", "-", "2", "-", "V"],
            [
                "Low Level Input\nVoltage",
                "VIL",
                "-",
                "4.5 to\n5.5",
                "-",
                "-",
                "0.8",
                "-",
                "0.8",
                "V",
            ],
            [
                "Maximum \u201cON\u201d\nResistance",
                "RON",
                "IO = 1mA",
                "4.5",
                "-",
                "70",
                "160",
                "-",
                "200",
                OHM,
            ],
            [
                "Quiescent Device\nCurrent",
                "ICC",
                "VI = VCC or\nGND",
                "5.5",
                "-",
                "-",
                "8",
                "-",
                "80",
                MU + "A",
            ],
        ],
        7,
        head_rows=heads,
    )
    s.heading("Switching Specifications   Input tr, tf = 6ns, CL = 50pF", 10)
    s.table(
        [
            Col("PARAMETER", 200),
            Col("VCC (V)", 60, "C"),
            Col("HC TYP", 80, "C"),
            Col("HCT TYP", 80, "C"),
            Col("UNITS", 79, "C"),
        ],
        [
            ["Propagation Delay, Switch In to Out", "4.5", "6", "6", "ns"],
            ["Switch Turn On, S to Out", "4.5", "38", "40", "ns"],
            ["Switch Turn Off, E to Out", "4.5", "30", "33", "ns"],
            ["Input (Control) Capacitance", "-", "10", "10", "pF"],
            ["Switch Capacitance, Common Terminal", "-", "50", "50", "pF"],
        ],
        7.5,
    )
    s.para(
        "NOTE: The analog signal on any channel must stay between GND and VCC; the device "
        "has no negative supply pin. Crosstalk between channels is not characterized in "
        "this data sheet.",
        8,
    )
    return save(s, out / "khc4067.pdf")


# ------------------------------------------------ solenoid driver (Japanese, Rohm-like)
def kbd6230(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Datasheet",
        header_right="Solenoid Driver IC  KBD6230EFJ",
        footer_left="\u00a92022 Kurosawa Semiconductor Co., Ltd.   TSZ02201-0K2K0A600110-1-2",
        footer_right="{page}/{nb}",
        rule_color=(60, 60, 60),
        table_fill=(230, 230, 230),
        accent=(0, 70, 140),
    )
    s = Sheet(style, "KBD6230EFJ solenoid driver IC")
    s.alias_nb_pages()
    s.add_page()
    s.title_block(
        "KBD6230EFJ",
        "Peak and Hold Solenoid Driver IC with Built-in Power MOSFET",
    )
    s.heading("\u25a0General Description", 10)
    s.para(
        "KBD6230EFJ is a low-side driver for solenoids and valves. After the IN pin goes "
        "high it applies full current for the peak time, then keeps the solenoid pulled in "
        "with a reduced PWM hold current, which lowers coil heating.",
        8.5,
    )
    s.heading("\u25a0Features", 10)
    s.lines(
        [
            "\u2460 Peak time and hold duty set by external resistors",
            "\u2461 Built-in active clamp for the solenoid back EMF",
            "\u2462 Over current protection, thermal shutdown, UVLO",
            "\u2463 Output ON resistance 0.6" + OHM + "(Typ.)",
        ],
        8.5,
    )
    s.heading("\u25a0Key Specifications", 10)
    s.leaders(
        [
            ("Operating supply voltage range", "8V to 32V"),
            ("Maximum output current", "1.5A"),
            ("Standby current", "0" + MU + "A (Typ.)"),
            ("Operating temperature range", "-40" + CJK_DEG + " to +105" + CJK_DEG),
            ("Package", "HTSOP-J8  4.90mm x 6.00mm x 1.00mm"),
        ],
        8.5,
    )
    s.heading("\u25a0Pin Configuration", 10)
    s.table(
        [Col("Pin No.", 60, "C"), Col("Pin name", 80, "C"), Col("Function", 359)],
        [
            ["1", "VCC", "Power supply"],
            ["2", "IN", "Control input (H: drive, L: standby)"],
            ["3", "TPK", "Peak time setting (22k" + OHM + " : 100ms)"],
            ["4", "DHOLD", "Hold duty setting (47k" + OHM + " : 30%)"],
            ["5", "GND", "Ground"],
            ["6, 7", "OUT", "Output to solenoid (low-side)"],
            ["8", "FLT", "Fault output, open drain"],
        ],
        7.5,
    )
    s.heading("\u25a0Absolute Maximum Ratings" + LP + "Ta=25" + CJK_DEG + RP, 10)
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 70, "C"),
            Col("Rating", 140, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Supply voltage", "VCC", "36", "V"],
            ["OUT pin voltage", "VOUT", "45", "V"],
            ["Output current", "IOUT", "2.0 *1", "A"],
            ["IN pin voltage", "VIN", "-0.3" + FT + "+7.0", "V"],
            ["Power dissipation", "Pd", "1.1 *2", "W"],
            ["Operating temperature", "Topr", "-40" + FT + "+105", CJK_DEG],
            ["Storage temperature", "Tstg", "-55" + FT + "+150", CJK_DEG],
        ],
        7.5,
    )
    s.para(
        "*1 Pulse width " + "\u2264" + " 1ms, duty " + "\u2264" + " 1%.   *2 Mounted on a "
        "70mm x 70mm x 1.6mm glass epoxy board; derate 8.8mW/"
        + CJK_DEG
        + " above 25"
        + CJK_DEG
        + ".",
        7,
    )
    s.add_page()
    s.heading("\u25a0Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 70, "C"),
            Col("Min.", 60, "C"),
            Col("Typ.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltage", "VCC", "8.0", "24", "32", "V"],
            ["Output current", "IOUT", EM, EM, "1.5", "A"],
            ["IN pin voltage", "VIN", "0", EM, "5.5", "V"],
            ["Operating temperature", "Topr", "-40", EM, "+105", CJK_DEG],
        ],
        7.5,
    )
    s.heading("\u25a0Electrical Characteristics", 10)
    s.para(LP + "Unless otherwise specified Ta=25" + CJK_DEG + ", VCC=24V" + RP, 8)
    cols = [
        Col("Parameter", 130),
        Col("Symbol", 55, "C"),
        Col("Min.", 45, "C"),
        Col("Typ.", 45, "C"),
        Col("Max.", 45, "C"),
        Col("Unit", 40, "C"),
        Col("Conditions", 139),
    ]
    s.table(
        cols,
        [
            ["<Whole>"],
            ["Circuit current", "ICC", EM, "1.8", "3.0", "mA", "IN=H, OUT open"],
            ["Standby current", "ICCST", EM, "0", "10", MU + "A", "IN=L"],
            ["UVLO detect\nvoltage", "VUVLO", "6.0", "6.8", "7.5", "V", "VCC falling"],
            ["<Input>"],
            ["IN input high\nvoltage", "VIH", "2.0", EM, EM, "V", ""],
            ["IN input low\nvoltage", "VIL", EM, EM, "0.8", "V", ""],
            ["IN input current", "IIN", EM, "50", "100", MU + "A", "VIN=5V"],
            ["<Output>"],
            ["Output ON\nresistance", "RON", EM, "0.6", "1.0", OHM, "IOUT=0.5A"],
            ["", "", EM, "0.9", "1.5", OHM, "IOUT=0.5A, Tj=125" + CJK_DEG],
            ["Active clamp\nvoltage", "VCLAMP", "38", "41", "44", "V", "IOUT=10mA"],
        ],
        7.5,
    )
    s.heading("\u25a0Electrical Characteristics (continued)", 10)
    s.table(
        cols,
        [
            ["<Protection>"],
            ["Over current\ndetect current", "IOCP", "2.0", "2.5", "3.0", "A", ""],
            ["Thermal shutdown\ntemperature", "TTSD", EM, "175", EM, CJK_DEG, "Design value"],
            ["<Hold>"],
            ["Hold PWM frequency", "fHOLD", "16", "20", "24", "kHz", ""],
            ["FLT output low\nvoltage", "VFLT", EM, EM, "0.4", "V", "IFLT=1mA"],
        ],
        7.5,
    )
    s.heading("\u25a0Application Notes", 10)
    s.bullets(
        [
            "The back EMF is absorbed by the active clamp; an external flyback diode is not "
            "needed.",
            "The IN pin can be driven directly by a 3.3V or 5V microcontroller output.",
            "Do not connect two solenoids to one OUT pin.",
            "Reliability data (MTTF) is available on request and is not given here.",
        ],
        8,
    )
    revision_table(s, [["2022.07.01", "001", "New Release"]], (100, 60, 339))
    return save(s, out / "kbd6230.pdf")


# ------------------------------------------------ comparator (European, ST-like)
def klm2903(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="KLM2903, KLM2901",
        header_right="Electrical characteristics",
        footer_left="DS2817 - Rev 9",
        footer_right="page {page}/{nb}",
        rule_color=(3, 35, 75),
        table_fill=(210, 225, 240),
        accent=(3, 35, 75),
        grid=False,
    )
    s = Sheet(style, "KLM2903 KLM2901 low-power comparators")
    s.alias_nb_pages()
    s.add_page()
    s.title_block(
        "KLM2903, KLM2901",
        "Low-power, dual and quad voltage comparators",
        "KLM2903: dual (SO8, MiniSO8)   KLM2901: quad (SO14, TSSOP14)",
    )
    s.heading("Features", 10)
    s.bullets(
        [
            "Wide single supply voltage range or dual supplies: 2 V to 36 V or " + PM + "1 V "
            "to " + PM + "18 V",
            "Very low supply current (0.4 mA) independent of supply voltage",
            "Low input bias current: 25 nA typ.",
            "Input common-mode voltage range includes ground",
            "Low output saturation voltage: 250 mV typ. (Isink = 4 mA)",
            "Open-collector output compatible with TTL, MOS and CMOS logic",
        ],
        8.5,
    )
    s.heading("1  Absolute maximum ratings and operating conditions", 11, rule=True)
    s.caption("Table 1. Absolute maximum ratings")
    s.table(
        [Col("Symbol", 60), Col("Parameter", 250), Col("Value", 110, "C"), Col("Unit", 79, "C")],
        [
            ["VCC", "Supply voltage", PM + "18 or 36", "V"],
            ["Vid", "Differential input voltage", PM + "36", "V"],
            ["Vin", "Input voltage", "-0.3 to 36", "V"],
            ["Tstg", "Storage temperature", "-65 to 150", DEG],
            ["Tj", "Maximum junction temperature", "150", DEG],
        ],
        7.5,
    )
    s.caption("Table 2. Operating conditions")
    s.table(
        [Col("Symbol", 60), Col("Parameter", 250), Col("Value", 110, "C"), Col("Unit", 79, "C")],
        [
            ["VCC", "Supply voltage", "2 to 36", "V"],
            ["Vicm", "Common mode input voltage range", "0 to (VCC+) - 1.5", "V"],
            ["Toper", "Operating free-air temperature range\nKLM2903", "-40 to 125", DEG],
            ["", "KLM2901", "-40 to 85", DEG],
        ],
        7.5,
    )
    s.heading("2  Electrical characteristics", 11, rule=True)
    s.caption("Table 3. VCC+ = 5 V, VCC- = 0 V, Tamb = 25 " + DEG + " (unless otherwise specified)")
    s.table(
        [
            Col("Symbol", 50),
            Col("Parameter", 170),
            Col("Min.", 50, "C"),
            Col("Typ.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unit", 129, "C"),
        ],
        [
            ["Vio", "Input offset voltage (1)", "", "1", "7", "mV"],
            ["Iib", "Input bias current", "", "25", "250", "nA"],
            ["ICC", "Supply current (all comparators)\nVCC = 5 V, no load", "", "0.4", "1", "mA"],
            ["", "VCC = 30 V, no load", "", "1", "2.5", "mA"],
            ["Avd", "Large signal voltage gain", "25", "200", "", "V/mV"],
            ["Isink", "Output sink current\nVid = -1 V, Vo = 1.5 V", "6", "16", "", "mA"],
            ["VOL", "Low level output voltage\nVid = -1 V, Isink = 4 mA", "", "250", "400", "mV"],
            ["IOH", "High level output leakage\nVid = 1 V, VO = 30 V", "", "0.1", "", "nA"],
        ],
        7.5,
    )
    s.add_page()
    s.caption("Table 3. (continued)")
    s.table(
        [
            Col("Symbol", 50),
            Col("Parameter", 170),
            Col("Min.", 50, "C"),
            Col("Typ.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unit", 129, "C"),
        ],
        [
            [
                "tre",
                "Small signal response time (2)\nRL = 5.1 k" + OHM + " to VCC+",
                "",
                "1.3",
                "",
                MU + "s",
            ],
            ["trel", "Large signal response time\nTTL input, Vref = 1.4 V", "", "300", "", "ns"],
        ],
        7.5,
    )
    s.para(
        "1. The output is open collector; an external pull-up resistor to any supply up to "
        "36 V is required, independent of VCC.   2. The response time specified is for a "
        "100 mV input step with 5 mV overdrive.",
        7.5,
    )
    s.heading("3  Application information", 11, rule=True)
    s.para(
        "The input common-mode voltage of either input must not exceed (VCC+) - 1.5 V for "
        "correct comparison; either input may go up to 36 V without damage. The device is "
        "not characterized for radiation environments, and hysteresis is not built in: add "
        "positive feedback with external resistors where needed.",
        8,
    )
    s.heading("4  Ordering information", 11, rule=True)
    s.table(
        [
            Col("Order code", 130),
            Col("Temperature range", 130, "C"),
            Col("Package", 120),
            Col("Marking", 119, "C"),
        ],
        [
            ["KLM2903DT", "-40 to 125 " + DEG, "SO8", "2903"],
            ["KLM2903PT", "-40 to 125 " + DEG, "MiniSO8", "K903"],
            ["KLM2901DT", "-40 to 85 " + DEG, "SO14", "2901"],
            ["KLM2901PT", "-40 to 85 " + DEG, "TSSOP14", "2901"],
        ],
        7.5,
    )
    return save(s, out / "klm2903.pdf")


# ------------------------------------------------ reed switches (German leaflet)
def krs(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="KRS Reed Switch Series",
        header_right="Reinhold Kontakt GmbH",
        footer_left="Modifications in the sense of technical progress are reserved.",
        footer_right="Page {page}",
        rule_color=(0, 90, 160),
        table_fill=(215, 230, 245),
        accent=(0, 90, 160),
    )
    s = Sheet(style, "KRS series reed switches")
    s.add_page()
    s.title_block(
        "KRS-05 / KRS-10 / KRS-20",
        "Reed Switches, 1 Form A (normally open), glass body",
        "Item numbers: KRS-05-1020, KRS-10-1525, KRS-20-2030 (suffix = AT range)",
    )
    s.para(
        "Hermetically sealed reed switches for proximity sensing, door and window "
        "contacts, level sensors and counters. The contacts close when a permanent "
        "magnet or a coil field reaches the pull-in value.",
        9,
    )
    s.heading("Contact Data", 10)
    s.table(
        [
            Col("Contact Data", 170),
            Col("Conditions", 99),
            Col("KRS-05", 70, "C"),
            Col("KRS-10", 70, "C"),
            Col("KRS-20", 70, "C"),
            Col("Unit", 20, "C"),
        ],
        [
            ["Contact rating", "Any DC combination\nof V & A not to exceed", "5", "10", "20", "W"],
            ["Switching voltage", "DC or peak AC", "100", "200", "200", "V"],
            ["Switching current", "DC or peak AC", "0.25", "0.5", "1.0", "A"],
            ["Carry current", "DC or peak AC", "0.5", "1.25", "2.0", "A"],
            ["Static contact\nresistance", "w/ 0.5 V & 10 mA", "150", "100", "80", "m" + OHM],
            ["Breakdown voltage", "according to IEC 255-5", "150", "250", "250", "V"],
            ["Operate time incl. bounce", "measured w/ 40% overdrive", "0.5", "0.5", "0.7", "ms"],
            ["Release time", "measured w/ no coil excitation", "0.1", "0.1", "0.1", "ms"],
        ],
        7.5,
    )
    s.heading("Magnetic Characteristics", 10)
    s.table(
        [
            Col("", 170),
            Col("Conditions", 99),
            Col("KRS-05", 70, "C"),
            Col("KRS-10", 70, "C"),
            Col("KRS-20", 70, "C"),
            Col("Unit", 20, "C"),
        ],
        [
            ["Pull-in", "KMS-1 test coil", "10 - 20", "15 - 25", "20 - 30", "AT"],
            ["Drop-out", "KMS-1 test coil", "5 - 15", "7 - 18", "10 - 22", "AT"],
        ],
        7.5,
    )
    s.heading("Environmental Data", 10)
    s.table(
        [
            Col("Environmental Data", 170),
            Col("Conditions", 169),
            Col("All types", 140, "C"),
            Col("Unit", 20, "C"),
        ],
        [
            ["Shock resistance", "1/2 sine wave, 11 ms", "50", "g"],
            ["Vibration resistance", "from 10 - 2000 Hz", "20", "g"],
            ["Ambient temperature", "", "-40 to +125", DEG],
            ["Storage temperature", "", "-65 to +125", DEG],
            ["Soldering temperature", "wave soldering max. 5 s", "260", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Dimensions", 10)
    s.table(
        [
            Col("Type", 100),
            Col("Glass length", 130, "C"),
            Col("Glass diameter", 130, "C"),
            Col("Overall length", 139, "C"),
        ],
        [
            ["KRS-05", "10.0 mm", "1.8 mm", "36 mm"],
            ["KRS-10", "14.0 mm", "2.3 mm", "52 mm"],
            ["KRS-20", "20.5 mm", "2.75 mm", "58 mm"],
        ],
        7.5,
    )
    s.heading("Notes", 10)
    s.bullets(
        [
            "All contact ratings apply to resistive loads. Inductive, capacitive and lamp "
            "loads need contact protection; ratings for such loads are not given.",
            "Life expectancy depends on the load and is not stated in this leaflet.",
            "The actuation distance depends on the magnet used; no distance is specified.",
            "Cutting or bending the leads closer than 2 mm to the glass body voids the ratings.",
        ],
        8.5,
    )
    revision_table(
        s,
        [["14.02.2022", "06", "KRS-20 added"], ["03.11.2019", "05", "Layout"]],
        (100, 60, 339),
    )
    return save(s, out / "krs.pdf")
