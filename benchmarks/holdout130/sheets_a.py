"""Hold-out 130 datasheets, part 1: a low-side N-channel MOSFET switch board for PWM loads,
a 6-axis IMU IC (I2C / SPI), a 24 V to 5 V synchronous buck converter IC and a single-wire
digital humidity / temperature sensor module.

A Bridgetown (Barbados) maker-store product sheet ("◄" upper-case heads, BBD prices,
column groups per board version, the transistor maker's own table as a decoy beside the
board ratings, FAQ), an Andorra la Vella (Andorra) MEMS fabless data sheet with
Catalan / English captions ("◬ n." heads, full-scale ranges and sensitivities stacked per
range setting, supply current stacked per VDD, a register map and pin table as decoys), a
Bilbao (Spain) power-IC house data sheet with a Basque page footer ("‹n›" heads, "Table n |"
captions below the tables, output voltage stacked per fixed version, an efficiency table
and a feedback-divider example as decoys) and a Nassau (Bahamas) maker-store sheet ("✿"
heads, BSD prices, a bare-sensor vs module column group, a cable-length table, a timing
table as a decoy, FAQ).
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
DASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
ARROW = "\u2192"
TIMES = "\u00d7"
MINUS = "\u2212"
SQRT = "\u221a"


# ------------------------------------------------ MOSFET switch board (Bridgetown)
def fbq30n(out: Path) -> Path:
    mark = "\u25c4 "
    style = Style(
        font="Liberation",
        header_left="CARLISLE BAY MAKER SUPPLY",
        header_right="Product sheet  FBQ-30N / FBQ-30N-HV",
        footer_left="Carlisle Bay Maker Supply Inc.  \u00b7  Bay Street, Bridgetown, Barbados  \u00b7  "
        "VAT Reg. No. 1000234871",
        footer_right="{page} / {nb} pp.",
        rule_color=(46, 139, 110),
        table_fill=(222, 244, 240),
        accent=(30, 110, 90),
        grid=False,
    )
    s = Sheet(style, "FBQ-30N MOSFET switch board")
    s.add_page()
    s.title_block(
        "FBQ-30N",
        "Low-side N-channel MOSFET switch board for PWM loads",
        "Two versions: FBQ-30N (logic-level MOSFET, loads up to 30 V) and FBQ-30N-HV (100 V "
        "MOSFET, loads up to 60 V)  |  Item no. CBM-0417 / CBM-0418",
        22,
    )

    def what() -> None:
        s.heading(mark + "WHAT IT DOES", 10)
        s.para(
            "The FBQ-30N switches the negative side of a DC load " + DASH + " LED strips, "
            "12 V fans, pumps, solenoids, small DC motors, heating pads " + DASH + " from one "
            "microcontroller pin. Drive SIG with a steady level for on / off or with PWM for "
            "dimming and speed control. A 10 k" + OHM + " pull-down keeps the load off while "
            "your board boots, a 100 " + OHM + " gate resistor tames ringing, and a flyback "
            "diode across the load output takes care of motor and solenoid kickback.",
            8.5,
        )
        s.para(
            "Pick the FBQ-30N for 3.3 V and 5 V controllers and loads up to 30 V. Pick the "
            "FBQ-30N-HV for 36 V and 48 V loads " + DASH + " but only with a 5 V controller "
            "(see Good to know).",
            8.5,
        )

    def quick() -> None:
        s.heading(mark + "QUICK SPECS", 10)
        s.table(
            [Col("", 72), Col("", 130)],
            [
                ["Load supply", "5 " + ELL + " 30 V DC (-HV: 60 V)"],
                ["Load current", "up to 8 A, no heatsink"],
                ["Signal", "3.3 V / 5 V logic or PWM"],
                ["PWM", "up to 20 kHz"],
                ["MOSFET", "QNF4030L (-HV: QNF1060)"],
                ["Terminals", "5.08 mm screw, 16 AWG"],
                ["Size", "34 " + TIMES + " 22 " + TIMES + " 12 mm, 9 g"],
            ],
            8,
            show_head=False,
        )

    s.side_by_side(what, quick, 282, 15)
    s.heading(mark + "BOARD SPECIFICATIONS", 10, rule=True)
    s.table(
        [
            Col("Parameter", 118),
            Col("Conditions", 139),
            Col("FBQ-30N", 92, "C"),
            Col("FBQ-30N-HV", 92, "C"),
            Col("Unit", 58, "C"),
        ],
        [
            [
                "Load supply voltage\n(V+ terminal)",
                "recommended",
                "5 " + ELL + " 30",
                "5 " + ELL + " 60",
                "V",
            ],
            [
                "Continuous load\ncurrent",
                "no heatsink, TA = 25 " + DEG + "\nwith clip-on heatsink, TA = 25 " + DEG,
                "8\n15",
                "6\n12",
                "A",
            ],
            ["Pulsed load current", "tp = 10 " + MU + "s, duty " + LE + " 1 %", "60", "45", "A"],
            [
                "Signal input high\n(load on)",
                "SIG to GND",
                "3.0 " + ELL + " 20",
                "4.5 " + ELL + " 20",
                "V",
            ],
            ["Signal input low (load off)", "SIG to GND", "0 " + ELL + " 0.8", "0 " + ELL + " 1.0", "V"],
            [
                "SIG input current",
                "SIG = 3.3 V (indicator LED on)\nSIG = 5 V (indicator LED on)",
                "0.45\n0.8",
                "0.45\n0.8",
                "mA",
            ],
            ["PWM frequency", "recommended maximum", "20", "10", "kHz"],
            ["Flyback diode", "across LOAD+ / LOAD" + MINUS, "SS34, 3 A 40 V", "ES2D, 2 A 200 V", DASH],
            [
                "Operating temperature",
                "board, ambient",
                MINUS + "20 " + ELL + " +70",
                MINUS + "20 " + ELL + " +70",
                DEG,
            ],
        ],
        8,
        head_rows=[["", "", "Version", "<", ""]],
    )
    s.heading(mark + "MOSFET DATA (TRANSISTOR MAKER'S SHEET, TJ = 25 " + DEG + ")", 10, rule=True)
    s.table(
        [
            Col("Parameter", 98),
            Col("Symbol", 42, "C"),
            Col("Conditions", 101),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Unit", 42, "C"),
        ],
        [
            ["Drain-source voltage", "V_{DSS}", "V_{GS} = 0 V", "40", "", "", "100", "", "", "V"],
            [
                "Gate threshold voltage",
                "V_{GS(th)}",
                "V_{DS} = V_{GS}, I_{D} = 250 " + MU + "A",
                "1.0",
                "1.6",
                "2.5",
                "2.0",
                "3.0",
                "4.0",
                "V",
            ],
            [
                "Drain-source\non-resistance",
                "R_{DS(on)}",
                "V_{GS} = 10 V, I_{D} = 10 A\nV_{GS} = 4.5 V, I_{D} = 8 A",
                "",
                "8.5\n11.5",
                "11\n15",
                "",
                "19\n" + DASH,
                "24\n" + DASH,
                "m" + OHM,
            ],
            [
                "Continuous drain\ncurrent (transistor)",
                "I_{D}",
                "T_{C} = 25 " + DEG,
                "",
                "",
                "40",
                "",
                "",
                "35",
                "A",
            ],
            ["Gate-source voltage", "V_{GS}", "absolute maximum", "", "", PM + "20", "", "", PM + "20", "V"],
            ["Total gate charge", "Q_{g}", "V_{GS} = 10 V", "", "24", "", "", "38", "", "nC"],
            ["Input capacitance", "C_{iss}", "V_{DS} = 25 V, f = 1 MHz", "", "1350", "", "", "2100", "", "pF"],
            ["Junction temperature", "T_{J}", "", "", "", "175", "", "", "175", DEG],
        ],
        7.5,
        head_rows=[["", "", "", "FBQ-30N (QNF4030L)", "<", "<", "FBQ-30N-HV (QNF1060)", "<", "<", ""]],
    )
    s.para(
        "The transistor figures above are for the bare MOSFET on an ideal heatsink. The board's "
        "copper, terminals and diode set the lower limits in Board specifications " + DASH + " "
        "plan with those.",
        8,
    )

    s.add_page()
    s.heading(mark + "WIRING", 10, rule=True)
    s.bullets(
        [
            "V+ and V" + MINUS + ": load power supply (5 " + ELL + " 30 V, -HV: 5 " + ELL + " 60 V). "
            "V" + MINUS + " is also the board ground.",
            "LOAD+ and LOAD" + MINUS + ": the load. LOAD+ is wired straight to V+; the MOSFET "
            "switches LOAD" + MINUS + " to ground.",
            "SIG and GND (3-pin header): from your microcontroller. Connect GND to the "
            "controller's ground, or the board will not switch.",
        ],
        8.5,
        "\u25aa",
    )
    s.heading(mark + "GOOD TO KNOW", 10, rule=True)
    s.bullets(
        [
            "DC loads only. The FBQ-30N cannot switch mains or any AC load.",
            "One direction only: it turns a motor on, off or slower, but it cannot reverse it. "
            "Use an H-bridge for that.",
            "The FBQ-30N-HV needs at least 4.5 V on SIG. An ESP32, a Raspberry Pi or any other "
            "3.3 V board cannot switch it fully on " + DASH + " the MOSFET runs half-on and gets "
            "hot. Use the FBQ-30N, or a 5 V controller.",
            "Above the no-heatsink rating fit the clip-on heatsink (CBM-0420).",
            "PWM above the recommended frequency makes the MOSFET switch slowly through the "
            "100 " + OHM + " gate resistor and heat up.",
        ],
        8.5,
        "\u25aa",
    )
    s.heading(mark + "FAQ", 10, rule=True)
    faq = [
        (
            "Will it work with my ESP32 or Raspberry Pi?",
            "The FBQ-30N yes: its logic-level MOSFET is fully on with 3.3 V on SIG (input high "
            "from 3.0 V). The FBQ-30N-HV no.",
        ),
        (
            "Can it dim a 5 m 12 V LED strip?",
            "Yes. A 5 m 12 V strip draws about 2 " + ELL + " 5 A, well under the FBQ-30N's 8 A "
            "without a heatsink. Use a 12 V supply rated for the strip.",
        ),
        (
            "Does it draw current when the load is off?",
            "No. The board has no supply of its own; only the indicator LED takes current "
            "from SIG while SIG is high.",
        ),
    ]
    for question, answer in faq:
        s.para("Q: " + question, 8.5, bold=True)
        s.para("A: " + answer, 8.5)
    s.heading(mark + "TERMINALS AND HEADER", 10, rule=True)
    s.table(
        [Col("Position", 70, "C"), Col("Label", 60, "C"), Col("Type", 180), Col("Notes", 189)],
        [
            ["J1-1", "V+", "5.08 mm screw terminal", "16 " + ELL + " 26 AWG, 15 A"],
            ["J1-2", "V" + MINUS, "5.08 mm screw terminal", "board ground"],
            ["J2-1", "LOAD+", "5.08 mm screw terminal", "tied to V+"],
            ["J2-2", "LOAD" + MINUS, "5.08 mm screw terminal", "MOSFET drain"],
            ["J3-1", "SIG", "2.54 mm header", "10 k" + OHM + " pull-down, 100 " + OHM + " to gate"],
            ["J3-2", "GND", "2.54 mm header", "same as V" + MINUS],
            ["J3-3", "NC", "2.54 mm header", "not connected"],
        ],
        8,
    )
    s.heading(mark + "ORDER", 10, rule=True)
    s.table(
        [Col("Item no.", 80), Col("Version", 100), Col("Contents", 199), Col("BBD incl. 17.5 % VAT", 120, "C")],
        [
            ["CBM-0417", "FBQ-30N", "board, header, 2 screw terminals", "14.95"],
            ["CBM-0418", "FBQ-30N-HV", "board, header, 2 screw terminals", "18.50"],
            ["CBM-0420", "heatsink", "clip-on aluminium heatsink with pad", "4.25"],
            ["CBM-0421", "FBQ-30N 5-pack", "5 boards", "64.00"],
        ],
        8,
    )
    s.para(
        "Prices in Barbados dollars, valid from 1 March 2024. Island delivery free over "
        "BBD 150.",
        7.5,
    )
    return save(s, out / "fbq-30n.pdf")


# ------------------------------------------------ 6-axis IMU IC (Andorra la Vella)
def opv6628(out: Path) -> Path:
    mark = "\u25ec "
    style = Style(
        font="DejaVuSerif",
        header_left="Valira Microsensors",
        header_right="OPV6628  \u00b7  Full data sheet",
        footer_left="Valira Microsensors S.L.  \u00b7  Andorra la Vella, Principat d'Andorra  \u00b7  "
        "NRT L-712345-B  \u00b7  DS-OPV6628 rev. 1.3",
        footer_right="pàg. {page}/{nb}",
        rule_color=(150, 25, 45),
        table_fill=(253, 232, 218),
        accent=(150, 25, 45),
        grid=True,
    )
    s = Sheet(style, "OPV6628 6-axis IMU")
    s.add_page()
    s.title_block(
        "OPV6628",
        "6-axis inertial measurement unit (accelerometer + gyroscope), I²C / SPI",
        "DS-OPV6628 rev. 1.3  \u00b7  March 2024 / març 2024",
        20,
    )

    def features() -> None:
        s.heading("Features", 9.5)
        s.bullets(
            [
                "Accelerometer full scale " + PM + "2 / " + PM + "4 / " + PM + "8 / " + PM + "16 g",
                "Gyroscope full scale " + PM + "125 " + ELL + " " + PM + "2000 dps",
                "0.62 mA in 6-axis high-performance mode",
                "I²C Fast-mode Plus and 4-wire / 3-wire SPI",
                "Separate VDDIO for the host interface",
                "Step counter, tap and free-fall detection",
                "LGA-14, 2.5 " + TIMES + " 3.0 " + TIMES + " 0.83 mm",
            ],
            7.5,
        )

    def description() -> None:
        s.heading("Applications", 9.5)
        s.para(
            "Wearables, game controllers, drones and gimbals, robot balance, "
            "vibration and tilt monitoring.",
            7.5,
        )
        s.heading("Description", 9.5)
        s.para(
            "The OPV6628 combines a 3-axis MEMS accelerometer and a 3-axis MEMS gyroscope with "
            "16-bit outputs in one LGA package. Full-scale range and output data rate of each "
            "sensor are set independently. The host talks to it over I²C or SPI; the "
            "interface level follows VDDIO.",
            7.5,
        )

    s.side_by_side(features, description, 240, 16)
    s.heading(mark + "1. Mechanical characteristics", 10.5, rule=True)
    s.caption("Taula 1 \u00b7 Table 1 " + DASH + " Mechanical characteristics (VDD = 1.8 V, T = 25 " + DEG + ")")
    cols = [
        Col("Parameter", 128),
        Col("Symbol", 46, "C"),
        Col("Test conditions", 104),
        Col("Min", 44, "C"),
        Col("Typ", 54, "C"),
        Col("Max", 44, "C"),
        Col("Unit", 79, "C"),
    ]
    s.table(
        cols,
        [
            [
                "Accelerometer\nfull-scale range",
                "A_{FS}",
                "AFS_SEL = 0\nAFS_SEL = 1\nAFS_SEL = 2\nAFS_SEL = 3",
                "",
                PM + "2\n" + PM + "4\n" + PM + "8\n" + PM + "16",
                "",
                "g",
            ],
            [
                "Accelerometer\nsensitivity\nscale factor",
                "A_{So}",
                "AFS_SEL = 0\nAFS_SEL = 1\nAFS_SEL = 2\nAFS_SEL = 3",
                "",
                "16384\n8192\n4096\n2048",
                "",
                "LSB/g",
            ],
            [
                "Gyroscope\nfull-scale range",
                "G_{FS}",
                "GFS_SEL = 0\nGFS_SEL = 1\nGFS_SEL = 2\nGFS_SEL = 3\nGFS_SEL = 4",
                "",
                PM + "125\n" + PM + "250\n" + PM + "500\n" + PM + "1000\n" + PM + "2000",
                "",
                "dps",
            ],
            [
                "Gyroscope\nsensitivity\nscale factor",
                "G_{So}",
                "GFS_SEL = 0\nGFS_SEL = 1\nGFS_SEL = 2\nGFS_SEL = 3\nGFS_SEL = 4",
                "",
                "262.1\n131.1\n65.5\n32.8\n16.4",
                "",
                "LSB/dps",
            ],
            ["Sensitivity tolerance", "", "accelerometer and gyroscope", "", PM + "1", "", "%"],
            ["Zero-g offset", "A_{OFF}", "any axis", "", PM + "40", "", "mg"],
            ["Zero-rate offset", "G_{OFF}", "any axis", "", PM + "1", "", "dps"],
            ["Accelerometer noise\ndensity", "A_{n}", "high-performance mode", "", "90", "", MU + "g/" + SQRT + "Hz"],
            ["Gyroscope noise density", "G_{n}", "high-performance mode", "", "4.0", "", "mdps/" + SQRT + "Hz"],
            [
                "Output data rate",
                "ODR",
                "accelerometer\ngyroscope",
                "1.6\n12.5",
                "",
                "6400\n6400",
                "Hz",
            ],
        ],
        7.5,
    )

    s.add_page()
    s.heading(mark + "2. Electrical characteristics", 10.5, rule=True)
    s.caption("Taula 2 \u00b7 Table 2 " + DASH + " Electrical characteristics (T = 25 " + DEG + " unless noted)")
    s.table(
        cols,
        [
            ["Supply voltage", "V_{DD}", "", "1.71", "1.8", "3.6", "V"],
            ["I/O supply voltage", "V_{DDIO}", "", "1.62", "", "3.6", "V"],
            [
                "Supply current,\n6-axis high-performance",
                "I_{DD}",
                "ODR = 1.66 kHz, VDD = 1.8 V\nODR = 1.66 kHz, VDD = 3.3 V",
                "",
                "0.62\n0.68",
                "",
                "mA",
            ],
            [
                "Supply current,\naccelerometer low-power",
                "I_{DD_XL}",
                "ODR = 52 Hz, gyroscope off",
                "",
                "26",
                "",
                MU + "A",
            ],
            ["Supply current, gyroscope only", "I_{DD_G}", "ODR = 1.66 kHz", "", "0.47", "", "mA"],
            ["Power-down current", "I_{DD_PD}", "both sensors off", "", "3", "8", MU + "A"],
            [
                "Turn-on time",
                "t_{ON}",
                "accelerometer, from power-down\ngyroscope, from power-down",
                "",
                "10\n35",
                "",
                "ms",
            ],
            ["Boot time after power-up", "t_{BOOT}", "VDD rising", "", "", "10", "ms"],
            ["Input high voltage", "V_{IH}", "SDA/SDI, SCL/SPC, CS, SA0", "0.7 " + TIMES + " VDDIO", "", "", "V"],
            ["Input low voltage", "V_{IL}", "SDA/SDI, SCL/SPC, CS, SA0", "", "", "0.3 " + TIMES + " VDDIO", "V"],
            ["Operating temperature", "T_{OP}", "", MINUS + "40", "", "+85", DEG],
        ],
        7.5,
    )
    s.heading(mark + "3. Absolute maximum ratings", 10.5, rule=True)
    s.caption("Taula 3 \u00b7 Table 3 " + DASH + " Absolute maximum ratings")
    s.table(
        [Col("Parameter", 260), Col("Symbol", 60, "C"), Col("Rating", 110, "C"), Col("Unit", 69, "C")],
        [
            ["Supply voltage", "V_{DD}, V_{DDIO}", MINUS + "0.3 " + ELL + " 4.0", "V"],
            ["Input voltage on any control pin", "V_{IN}", MINUS + "0.3 " + ELL + " VDDIO + 0.3", "V"],
            ["Storage temperature", "T_{STG}", MINUS + "40 " + ELL + " +125", DEG],
            ["ESD (human body model)", "HBM", "2", "kV"],
        ],
        7.5,
    )
    s.para(
        "Stresses above these ratings may damage the device. The control and interface pins are "
        "not 5 V tolerant: with a 5 V host use a level translator.",
        7.5,
    )
    s.heading(mark + "4. Digital interfaces", 10.5, rule=True)
    s.para(
        "I²C: the 7-bit slave address is 110101xb, where x is the level on SA0/SDO: "
        "SA0 low " + ARROW + " 0x6A, SA0 high " + ARROW + " 0x6B. Standard mode, fast mode "
        "(400 kHz) and Fast-mode Plus up to 1 MHz are supported. SPI: modes 0 and 3, 4-wire or "
        "3-wire, SPC clock up to 10 MHz. CS high selects I²C.",
        7.5,
    )
    s.caption("Taula 4 \u00b7 Table 4 " + DASH + " Serial interface limits")
    s.table(
        [Col("Parameter", 200), Col("Symbol", 60, "C"), Col("Min", 60, "C"), Col("Max", 60, "C"), Col("Unit", 119, "C")],
        [
            ["I²C SCL clock frequency", "f_{SCL}", "0", "1000", "kHz"],
            ["SPI clock frequency", "f_{SPC}", "", "10", "MHz"],
            ["SPI CS setup time", "t_{su(CS)}", "5", "", "ns"],
        ],
        7.5,
    )
    s.caption("Taula 5 \u00b7 Table 5 " + DASH + " Register map (extract)")
    s.table(
        [Col("Register", 100), Col("Address", 60, "C"), Col("Default", 60, "C"), Col("Function", 279)],
        [
            ["WHO_AM_I", "0x0F", "0x6C", "device identification, read only"],
            ["CTRL1_XL", "0x10", "0x00", "accelerometer ODR and full scale"],
            ["CTRL2_G", "0x11", "0x00", "gyroscope ODR and full scale"],
            ["CTRL3_C", "0x12", "0x04", "auto-increment, SPI 3-wire, soft reset"],
            ["STATUS_REG", "0x1E", DASH, "data-ready flags"],
            ["OUTX_L_G " + ELL + " OUTZ_H_XL", "0x22 " + ELL + " 0x2D", DASH, "gyroscope and accelerometer outputs"],
        ],
        7.5,
    )
    s.caption("Taula 6 \u00b7 Table 6 " + DASH + " Pin description and ordering")
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 90), Col("Function", 200), Col("Ordering code", 85), Col("Packing", 84)],
        [
            ["1", "SA0/SDO", "I²C address bit / SPI data out", "OPV6628", "tray, 490 pcs"],
            ["4, 10", "INT1, INT2", "interrupt outputs, push-pull", "OPV6628TR", "reel, 5000 pcs"],
            ["5, 8", "VDDIO, VDD", "I/O supply, core supply", "", ""],
            ["12, 13, 14", "CS, SCL/SPC, SDA/SDI", "chip select, clock, data in/out", "", ""],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-07-10", "1.0", "First edition"],
            ["2024-03-04", "1.3", "Gyroscope noise density, Fast-mode Plus, Catalan captions"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "opv6628.pdf")


# ------------------------------------------------ synchronous buck converter IC (Bilbao)
def bzk2451(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="NERVIÓN POWER DEVICES",
        header_right="BZK2451  2 A synchronous step-down converter",
        footer_left="Nervión Power Devices S.L.  \u00b7  Bilbao (Bizkaia)  \u00b7  CIF B95876543  "
        "\u00b7  BZK2451 Rev. C  \u00b7  03/2024",
        footer_right="orria {page}/{nb}",
        rule_color=(92, 80, 140),
        table_fill=None,
        accent=(70, 55, 120),
        grid=False,
    )
    s = Sheet(style, "BZK2451 synchronous buck converter")
    s.add_page()
    s.title_block(
        "BZK2451",
        "2 A, 28 V input, 500 kHz synchronous step-down converter",
        "BZK2451-50 (fixed 5.0 V)  \u00b7  BZK2451-33 (fixed 3.3 V)  \u00b7  BZK2451-AD "
        "(adjustable)  \u00b7  ESOP-8",
        22,
    )

    def features() -> None:
        s.heading("\u20391\u203a Features", 10)
        s.bullets(
            [
                "Wide 4.5 V to 28 V operating input range",
                "2 A continuous output current",
                "Integrated 120 m" + OHM + " / 70 m" + OHM + " power MOSFETs",
                "85 " + MU + "A quiescent current, PFM at light load",
                "1.5 " + MU + "A shutdown current",
                "500 kHz fixed switching frequency",
                "Up to 93 % efficiency",
                "Internal 2 ms soft-start",
                "Cycle-by-cycle current limit, hiccup short-circuit protection, thermal shutdown",
            ],
            8,
            "\u2013",
        )

    def right() -> None:
        s.heading("\u20392\u203a Applications", 10)
        s.para(
            "24 V industrial rails to 5 V and 3.3 V logic; 12 V adapters and car accessories; "
            "routers, set-top boxes, PLC I/O modules.",
            8,
        )
        s.heading("\u20393\u203a Description", 10)
        s.para(
            "The BZK2451 is a current-mode synchronous buck converter with integrated high-side "
            "and low-side switches. It converts 4.5 V to 28 V inputs to a fixed 5.0 V or 3.3 V "
            "output, or to any voltage set with a resistor divider on the BZK2451-AD. At light "
            "load it enters pulse-frequency modulation to keep the input current low.",
            8,
        )

    s.side_by_side(features, right, 250, 16)
    s.heading("\u20394\u203a Absolute maximum ratings", 10, rule=True)
    s.table(
        [Col("Parameter", 250), Col("Min", 70, "C"), Col("Max", 100, "C"), Col("Unit", 79, "C")],
        [
            ["VIN to GND", MINUS + "0.3", "32", "V"],
            ["SW to GND", MINUS + "1.0", "VIN + 0.3", "V"],
            ["BST to SW", MINUS + "0.3", "6", "V"],
            ["EN to GND", MINUS + "0.3", "VIN", "V"],
            ["FB / VOUT sense to GND", MINUS + "0.3", "6", "V"],
            ["Junction temperature", "", "150", DEG],
            ["Storage temperature", MINUS + "65", "150", DEG],
            ["Lead temperature (soldering, 10 s)", "", "260", DEG],
        ],
        8,
    )
    s.caption("Table 1 | Absolute maximum ratings. Exposure beyond these limits may damage the device.", 8)
    s.heading("\u20395\u203a Recommended operating conditions", 10, rule=True)
    s.table(
        [Col("Parameter", 250), Col("Min", 70, "C"), Col("Max", 100, "C"), Col("Unit", 79, "C")],
        [
            ["Input voltage VIN", "4.5", "28", "V"],
            ["Output current IOUT", "0", "2", "A"],
            ["Output voltage, BZK2451-AD", "0.8", "12", "V"],
            ["Operating ambient temperature TA", MINUS + "40", "+85", DEG],
            ["Operating junction temperature TJ", MINUS + "40", "+125", DEG],
        ],
        8,
    )
    s.caption("Table 2 | Recommended operating conditions", 8)
    s.heading("\u20396\u203a Pin configuration", 10, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Description", 379)],
        [
            ["1", "BST", "Bootstrap. Connect a 100 nF capacitor from BST to SW."],
            ["2", "VIN", "Input supply, 4.5 V to 28 V. Bypass with 2 " + TIMES + " 10 " + MU + "F, 50 V."],
            ["3", "EN", "Enable, active high. Internal 2 M" + OHM + " pull-down."],
            ["4", "FB", "Feedback (-AD, 0.8 V reference) or output sense (-50, -33)."],
            ["5, 6", "GND", "Ground; connect to the exposed pad."],
            ["7, 8", "SW", "Switch node to the inductor."],
        ],
        8,
    )
    s.caption("Table 3 | Pin functions (ESOP-8, exposed pad = GND)", 8)

    s.add_page()
    s.heading("\u20397\u203a Electrical characteristics", 10, rule=True)
    s.table(
        [
            Col("Parameter", 108),
            Col("Symbol", 52, "C"),
            Col("Conditions", 158),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Supply", "", "", "", "", "", ""],
            ["Input UVLO threshold", "V_{UVLO}", "VIN rising\nVIN falling", "", "4.2\n3.8", "4.45\n", "V"],
            [
                "Quiescent current",
                "I_{Q}",
                "EN = 2 V, VFB = 1.05 " + TIMES + " VREF,\nnot switching",
                "",
                "85",
                "120",
                MU + "A",
            ],
            ["Shutdown supply current", "I_{SD}", "EN = 0 V", "", "1.5", "5", MU + "A"],
            ["Output", "", "", "", "", "", ""],
            ["Feedback voltage (-AD)", "V_{FB}", "TA = 25 " + DEG, "0.788", "0.800", "0.812", "V"],
            [
                "Output voltage\n(fixed versions)",
                "V_{OUT}",
                "BZK2451-50, IOUT = 10 mA " + ELL + " 2 A\nBZK2451-33, IOUT = 10 mA " + ELL + " 2 A",
                "4.925\n3.251",
                "5.000\n3.300",
                "5.075\n3.349",
                "V",
            ],
            ["Power stage", "", "", "", "", "", ""],
            [
                "Switch on-resistance",
                "R_{DS(on)}",
                "high-side, VBST " + MINUS + " VSW = 5 V\nlow-side",
                "",
                "120\n70",
                "160\n95",
                "m" + OHM,
            ],
            ["High-side current limit", "I_{LIM}", "peak inductor current", "2.8", "3.4", "4.0", "A"],
            ["Switching frequency", "f_{SW}", "", "400", "500", "600", "kHz"],
            ["Minimum on-time", "t_{ON(min)}", "", "", "90", "", "ns"],
            ["Maximum duty cycle", "D_{MAX}", "", "", "93", "", "%"],
            ["Control", "", "", "", "", "", ""],
            ["EN rising threshold", "V_{EN}", "", "1.1", "1.2", "1.3", "V"],
            ["Soft-start time", "t_{SS}", "", "", "2", "", "ms"],
            ["Thermal shutdown", "T_{SD}", "hysteresis 25 " + DEG, "", "160", "", DEG],
        ],
        7.5,
    )
    s.caption(
        "Table 4 | Electrical characteristics (VIN = 24 V, TA = 25 " + DEG + " unless otherwise noted)", 8
    )
    s.heading("\u20398\u203a Typical efficiency", 10, rule=True)
    s.table(
        [
            Col("VIN", 79, "C"),
            Col("0.2 A", 70, "C"),
            Col("1 A", 70, "C"),
            Col("2 A", 70, "C"),
            Col("0.2 A", 70, "C"),
            Col("1 A", 70, "C"),
            Col("2 A", 70, "C"),
        ],
        [
            ["12 V", "90 %", "93 %", "90 %", "87 %", "90 %", "87 %"],
            ["24 V", "86 %", "91 %", "88 %", "82 %", "87 %", "84 %"],
        ],
        8,
        head_rows=[["", "VOUT = 5 V (BZK2451-50)", "<", "<", "VOUT = 3.3 V (BZK2451-33)", "<", "<"]],
    )
    s.caption("Table 5 | Efficiency at TA = 25 " + DEG + ", L = 10 " + MU + "H (5 V) / 6.8 " + MU + "H (3.3 V)", 8)
    s.heading("\u20399\u203a Application information", 10, rule=True)
    s.bullets(
        [
            "Output voltage (BZK2451-AD): VOUT = 0.8 V " + TIMES + " (1 + R1 / R2). With R2 = "
            "10 k" + OHM + ": R1 = 31.6 k" + OHM + " for 3.3 V, 52.3 k" + OHM + " for 5 V, 140 k"
            + OHM + " for 12 V.",
            "Inductor: 10 " + MU + "H for 5 V and 6.8 " + MU + "H for 3.3 V outputs, saturation "
            "current " + GE + " 4.5 A. Output capacitor: 2 " + TIMES + " 22 " + MU + "F ceramic, X7R.",
            "Input range: 28 V is the maximum operating input. Do not use the BZK2451 on 36 V or "
            "48 V systems. A 24 V lead-acid battery on charge (up to 28.8 V) exceeds the "
            "recommended range; 12 V car systems (up to 14.4 V on charge) are fine.",
            "Dropout: at 93 % maximum duty cycle the output falls out of regulation when VIN "
            "approaches VOUT; a 5 V output needs VIN " + GE + " 6 V at 2 A.",
        ],
        8,
        "\u2013",
    )
    s.heading("\u203910\u203a Ordering information", 10, rule=True)
    s.table(
        [Col("Part number", 120), Col("Output", 110), Col("Package", 90, "C"), Col("Marking", 70, "C"), Col("Packing", 109)],
        [
            ["BZK2451-50EP", "fixed 5.0 V", "ESOP-8", "B51E", "reel, 4000"],
            ["BZK2451-33EP", "fixed 3.3 V", "ESOP-8", "B31E", "reel, 4000"],
            ["BZK2451-ADEP", "adjustable, 0.8 V FB", "ESOP-8", "B5AE", "reel, 4000"],
        ],
        8,
    )
    s.caption("Table 6 | Ordering information", 8)
    return save(s, out / "bzk2451.pdf")


# ------------------------------------------------ humidity / temperature module (Nassau)
def bhx22m(out: Path) -> Path:
    mark = "\u273f "
    style = Style(
        font="DejaVuCond",
        header_left="Cable Beach Electronics",
        header_right="BHX-22M  \u00b7  product data",
        footer_left="Cable Beach Electronics Ltd.  \u00b7  West Bay Street, Nassau, The Bahamas  "
        "\u00b7  TIN 100234567",
        footer_right="Page {page} ~ {nb}",
        rule_color=(60, 170, 160),
        table_fill=(246, 236, 214),
        accent=(20, 120, 120),
        grid=True,
    )
    s = Sheet(style, "BHX-22M humidity and temperature sensor module")
    s.add_page()
    s.title_block(
        "BHX-22M",
        "Digital humidity & temperature sensor module (single-wire)",
        "BHX-22M: 3-pin module with pull-up (SKU CBE-HT22M)   \u00b7   BHX-22: bare 4-pin sensor "
        "(SKU CBE-HT22)",
        21,
    )

    def about() -> None:
        s.heading(mark + "About this module", 10)
        s.para(
            "A capacitive humidity element and a precision thermistor, read by an 8-bit "
            "controller and sent as one 40-bit frame over a single data wire. The BHX-22M module "
            "adds the 10 k" + OHM + " pull-up, a 100 nF filter capacitor and a power LED, so you "
            "only need three wires. The bare BHX-22 is the same sensor without them.",
            8,
        )
        s.para(
            "Good for weather stations, greenhouses, incubators and room climate loggers. Not "
            "for condensing air or medical use.",
            8,
        )

    def glance() -> None:
        s.heading(mark + "At a glance", 10)
        s.leaders(
            [
                ("Supply", "3.3 " + NDASH + " 5.5 V"),
                ("Humidity", "0 " + NDASH + " 100 %RH, " + PM + "2 %RH"),
                ("Temperature", MINUS + "40 " + NDASH + " +80 " + DEG + ", " + PM + "0.5 " + DEG),
                ("Interface", "single-wire"),
                ("Readings", "one every 2 s"),
                ("Cable", "up to 20 m at 5 V"),
            ],
            8,
        )

    s.side_by_side(about, glance, 270, 16)
    s.heading(mark + "Specifications", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 112),
            Col("Conditions", 160),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 52, "C"),
        ],
        [
            ["Supply voltage VDD", "", "3.3", "5.0", "5.5", "V"],
            ["Supply current,\nmeasuring", "sensor only", "", "1.5", "2.5", "mA"],
            ["Supply current,\nstandby", "sensor only, between readings", "", "40", "60", MU + "A"],
            ["Humidity range", "", "0", "", "100", "%RH"],
            [
                "Humidity accuracy",
                "25 " + DEG + ", 10 " + NDASH + " 90 %RH\n25 " + DEG + ", 0 " + NDASH + " 100 %RH",
                "",
                "",
                PM + "2\n" + PM + "5",
                "%RH",
            ],
            ["Humidity resolution", "", "", "0.1", "", "%RH"],
            ["Humidity repeatability", "", "", PM + "0.3", "", "%RH"],
            ["Humidity hysteresis", "", "", PM + "0.8", "", "%RH"],
            ["Long-term drift (humidity)", "normal air", "", "", "< 0.5", "%RH/yr"],
            [
                "Response time\n(" + "\u03c4" + "63 %)",
                "humidity, 1 m/s air flow\ntemperature, 1 m/s air flow",
                "",
                "6\n10",
                "\n",
                "s",
            ],
            ["Temperature range", "", MINUS + "40", "", "+80", DEG],
            [
                "Temperature accuracy",
                "25 " + DEG + "\n" + MINUS + "40 " + NDASH + " +80 " + DEG,
                "",
                PM + "0.3\n",
                PM + "0.5\n" + PM + "1.0",
                DEG,
            ],
            ["Temperature resolution", "", "", "0.1", "", DEG],
            ["Sampling interval", "between two start signals", "2", "", "", "s"],
        ],
        7.8,
    )
    s.heading(mark + "Module or bare sensor?", 10.5, rule=True)
    s.table(
        [Col("", 170), Col("BHX-22 (bare sensor)", 165, "C"), Col("BHX-22M (module)", 164, "C")],
        [
            ["Pins", "4 (VDD, DATA, NC, GND)", "3 (+, out, " + MINUS + ")"],
            ["Pull-up on DATA", "none " + DASH + " add 4.7 " + NDASH + " 10 k" + OHM, "10 k" + OHM + " on board"],
            ["Power LED", "no", "yes, about 1.2 mA"],
            ["Standby current", "40 " + MU + "A typ.", "about 1.3 mA (LED on)"],
            ["Size", "15 " + TIMES + " 25 " + TIMES + " 7.7 mm", "28 " + TIMES + " 38 " + TIMES + " 9 mm"],
        ],
        7.8,
    )
    s.heading(mark + "Environment", 10.5, rule=True)
    s.table(
        [Col("", 170), Col("Range", 165, "C"), Col("Note", 164, "C")],
        [
            ["Operating temperature", MINUS + "40 " + NDASH + " +80 " + DEG, "sensor and module"],
            ["Operating humidity", "0 " + NDASH + " 100 %RH", "non-condensing"],
            ["Storage", "10 " + NDASH + " 50 " + DEG + ", 20 " + NDASH + " 60 %RH", "in the sealed bag"],
            ["Supply voltage, absolute max.", MINUS + "0.3 " + NDASH + " 6.0 V", "damage above"],
        ],
        7.8,
    )

    s.add_page()
    s.heading(mark + "Wiring and cable length", 10.5, rule=True)
    s.para(
        "Connect + to 3.3 V or 5 V, " + MINUS + " to ground and out to any digital pin. The data "
        "line idles high through the pull-up, so its level is the supply voltage of the module. "
        "Longer cables need a stronger pull-up and a higher supply:",
        8,
    )
    s.table(
        [Col("Supply", 120, "C"), Col("Pull-up on DATA", 190, "C"), Col("Longest cable", 189, "C")],
        [
            ["3.3 V", "10 k" + OHM + " (on the module)", "1 m"],
            ["5 V", "10 k" + OHM + " (on the module)", "5 m"],
            ["5 V", "4.7 k" + OHM + " (bare sensor, or added)", "20 m"],
        ],
        7.8,
    )
    s.heading(mark + "Single-wire timing", 10.5, rule=True)
    s.table(
        [Col("Step", 230), Col("Who drives", 110, "C"), Col("Time", 159, "C")],
        [
            ["Start signal: host pulls DATA low", "host", GE + " 1 ms (typ. 2 ms)"],
            ["Host releases, waits", "host", "20 " + NDASH + " 40 " + MU + "s"],
            ["Response: sensor low, then high", "sensor", "80 " + MU + "s + 80 " + MU + "s"],
            ["Each bit starts with a low", "sensor", "50 " + MU + "s"],
            ["Bit '0' / bit '1' high time", "sensor", "26 " + NDASH + " 28 " + MU + "s / 70 " + MU + "s"],
            ["Frame", "sensor", "40 bits: RH (16), T (16), checksum (8)"],
        ],
        7.8,
    )
    s.heading(mark + "FAQ", 10.5, rule=True)
    faq = [
        (
            "Can I read it every second?",
            "No. Leave at least 2 s between start signals. Faster polling returns the previous "
            "values and warms the sensor up.",
        ),
        (
            "Is it a 1-Wire device? Can I put several on one pin?",
            "No. The single-wire bus is not Dallas / Maxim 1-Wire and has no address: one sensor "
            "per data pin.",
        ),
        (
            "Does it work with 3.3 V boards (ESP32, Raspberry Pi)?",
            "Yes. Power the module from 3.3 V so that the data line idles at 3.3 V, and keep the "
            "cable at 1 m or less.",
        ),
        (
            "Can I use it outdoors?",
            "Yes, in a ventilated radiation shield out of rain and sun. The sensor is not "
            "waterproof; condensation on the element gives wrong readings until it has dried.",
        ),
        (
            "How soon after power-up can I read it?",
            "Wait 1 s after power-on before sending the first start signal.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 8, bold=True)
        s.para(answer, 8)
    s.heading(mark + "Price list", 10.5, rule=True)
    s.table(
        [Col("SKU", 100), Col("Item", 270), Col("BSD incl. 10 % VAT", 129, "C")],
        [
            ["CBE-HT22M", "BHX-22M module with 3-wire cable (20 cm)", "9.90"],
            ["CBE-HT22", "BHX-22 bare sensor", "8.25"],
            ["CBE-HT22M-5", "BHX-22M, pack of 5", "44.00"],
            ["CBE-SHLD", "Radiation shield, 6 plates, UV-stable", "15.50"],
        ],
        7.8,
    )
    revision_table(
        s,
        [
            ["2023-11-20", "1", "First sheet"],
            ["2024-04-02", "2", "Cable-length table, FAQ, storage conditions"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "bhx-22m.pdf")
