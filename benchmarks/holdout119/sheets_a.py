"""Hold-out 119 datasheets, part 1: a digital barometric pressure sensor IC, a 4-channel
I2C PWM / servo controller IC, a 1S Li-ion charger + protection board and an H-bridge
brushed DC motor driver IC.

A Nicosia (Cyprus) MEMS fabless data sheet ("»" heads, "Table n —" captions above
the tables, supply rows whose names wrap over two lines, supply current stacked per
oversampling mode, sleep vs standby vs peak currents, pressure accuracy stacked per
temperature band, an oversampling table and a register excerpt as decoys), a San José
(Costa Rica) mixed-signal house product data sheet (symbol-first tables, "▪ n"
numbered heads, output currents stacked per VDD, standby current stacked per VDD,
register summary and PWM-frequency formula), a Phnom Penh maker-shop product sheet
(two versions with KHR / USD prices, a key : value spec list, an RPROG table as a
decoy, FAQ) and a Vaduz (Liechtenstein) power-IC data sheet (numbered sections,
recommended operating conditions in column groups per version, on-resistance stacked
per junction temperature, truth, pin and thermal tables as decoys).
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
ELL = "\u2026"
SQ = "\u00b2"


# ------------------------------------------------- barometric pressure sensor (Nicosia)
def nbp3810(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="TROODOS MICROSYSTEMS",
        header_right="NBP3810  Digital barometric pressure sensor",
        footer_left="TMS-DS-3810-02  \u00b7  Issue 2, March 2024  \u00b7  Troodos Microsystems Ltd, "
        "Nicosia, Cyprus",
        footer_right="page {page} of {nb}",
        rule_color=(45, 45, 125),
        table_fill=None,
        accent=(45, 45, 125),
        grid=False,
    )
    s = Sheet(style, "NBP3810 digital barometric pressure sensor")
    s.add_page()
    s.title_block(
        "NBP3810",
        "Digital Barometric Pressure and Temperature Sensor",
        "LGA-8 metal-lid package, 2.0 x 2.5 x 0.95 mm" + "\u00b3" + "  |  I" + SQ + "C and SPI  |  "
        "Data sheet, Issue 2",
        21,
    )

    def description() -> None:
        s.heading("\u00bb General description", 10)
        s.para(
            "The NBP3810 is an absolute barometric pressure sensor made of a piezo-resistive "
            "MEMS membrane and a mixed-signal ASIC in one LGA package. The ASIC digitises "
            "pressure and temperature, applies the factory calibration and offers the results "
            "through an I" + SQ + "C or SPI interface. Its small footprint and very low current "
            "suit battery-powered devices: indoor navigation (floor detection), weather "
            "stations, vertical velocity in drones and fitness trackers.",
            8.0,
        )
        s.para(
            "Three power modes are available: sleep (no conversions, registers kept), forced "
            "(one conversion on request, then back to sleep) and normal (periodic conversions "
            "with a programmable standby time between them).",
            8.0,
        )

    def features() -> None:
        s.heading("\u00bb Key features", 10)
        s.bullets(
            [
                "Pressure range 300 " + ELL + " 1250 hPa",
                "Relative accuracy " + PM + "0.06 hPa (" + PM + "50 cm)",
                "Absolute accuracy " + PM + "1.0 hPa, 0 " + ELL + " +65 " + DEG,
                "2.7 " + MU + "A at 1 Hz (ultra low power)",
                "VDD 1.71 V to 3.6 V, separate VDDIO",
                "I" + SQ + "C up to 3.4 MHz, SPI up to 10 MHz",
                "Output data rate up to 180 Hz",
                "Temperature output, 0.01 " + DEG + " resolution",
            ],
            8.0,
            "\u25aa",
        )

    s.side_by_side(description, features, 270, 18)
    s.heading("\u00bb Absolute maximum ratings", 10, rule=True)
    s.caption("Table 1 " + DASH + " Absolute maximum ratings")
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 60, "C"),
            Col("Condition", 110, "C"),
            Col("Min", 50, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Voltage at any supply pin", "VDD, VDDIO", "", "-0.3", "4.25", "V"],
            ["Voltage at any interface pin", "V_{IF}", "", "-0.3", "VDDIO + 0.3", "V"],
            ["Storage temperature", "T_{STG}", LE + " 65 %RH", "-45", "+85", DEG],
            ["Overpressure", "P_{max}", "", "", "20 000", "hPa"],
            ["ESD", "", "HBM, all pins", "", PM + "2", "kV"],
        ],
        7.5,
    )
    s.para(
        "Stresses above these ratings may damage the device. They are stress ratings only; "
        "functional operation is guaranteed only within Table 2.",
        7.0,
    )
    s.heading("\u00bb Operating conditions and electrical characteristics", 10, rule=True)
    s.caption(
        "Table 2 "
        + DASH
        + " Electrical characteristics (VDD = VDDIO = 1.8 V, TA = 25 "
        + DEG
        + " unless noted)"
    )
    cols = [
        Col("Parameter", 108),
        Col("Symbol", 52, "C"),
        Col("Condition", 150),
        Col("Min", 42, "C"),
        Col("Typ", 42, "C"),
        Col("Max", 42, "C"),
        Col("Unit", 63, "C"),
    ]
    s.table(
        cols,
        [
            [
                "Supply voltage\ninternal domains",
                "VDD",
                "ripple max. 50 mVpp",
                "1.71",
                "1.8",
                "3.6",
                "V",
            ],
            ["Supply voltage\nI/O domain", "VDDIO", "", "1.2", "1.8", "3.6", "V"],
            ["Operating temperature", "T_{A}", "operational", "-40", "", "+85", DEG],
            ["", "", "full accuracy", "0", "", "+65", DEG],
            ["Operating pressure", "P", "operational", "300", "", "1250", "hPa"],
            ["", "", "full accuracy", "300", "", "1100", "hPa"],
            [
                "Supply current\n(1 Hz forced mode,\npressure + temp.)",
                "I_{DD}",
                "ultra low power\nstandard resolution\nultra high resolution",
                "",
                "2.7\n4.2\n12.4",
                "",
                MU + "A",
            ],
            ["Peak current", "I_{PEAK}", "during conversion", "", "650", "850", MU + "A"],
            ["Sleep current", "I_{DDSL}", "sleep mode, no conversion", "", "0.1", "0.3", MU + "A"],
            [
                "Standby current",
                "I_{DDSB}",
                "normal mode, between\nconversions",
                "",
                "0.2",
                "0.5",
                MU + "A",
            ],
            [
                "Start-up time",
                "t_{startup}",
                "VDD " + GE + " 1.58 V to first access",
                "",
                "",
                "2",
                "ms",
            ],
        ],
        7.5,
    )
    s.para(
        "Supply current scales with the output data rate: at 10 Hz in standard resolution "
        "the average current is about ten times the 1 Hz figure. The sleep current is the "
        "current between forced-mode conversions.",
        7.0,
    )

    s.add_page()
    s.heading("\u00bb Pressure and temperature output", 10, rule=True)
    s.caption("Table 3 " + DASH + " Sensor characteristics (VDD = VDDIO = 1.8 V)")
    s.table(
        cols,
        [
            [
                "Absolute accuracy\npressure",
                "A_{P}",
                "950 " + ELL + " 1050 hPa, 0 " + ELL + " +65 " + DEG,
                "-1.0",
                PM + "0.5",
                "+1.0",
                "hPa",
            ],
            [
                "",
                "",
                "300 " + ELL + " 1100 hPa, -20 " + ELL + " 0 " + DEG,
                "-1.7",
                PM + "1.0",
                "+1.7",
                "hPa",
            ],
            [
                "Relative accuracy",
                "A_{rel}",
                "700 " + ELL + " 900 hPa, +25 " + ELL + " +40 " + DEG,
                "",
                PM + "0.06",
                "",
                "hPa",
            ],
            ["Resolution, pressure", "", "ultra high resolution", "", "0.16", "", "Pa"],
            ["Long-term stability", "", "12 months", "", PM + "1.0", "", "hPa"],
            ["Solder drift", "", "after reflow, 2 days", "-0.5", "", "+2.0", "hPa"],
            [
                "Absolute accuracy\ntemperature",
                "A_{T}",
                "T_{A} = 25 " + DEG,
                "-0.5",
                "",
                "+0.5",
                DEG,
            ],
            ["", "", "0 " + ELL + " +65 " + DEG, "-1.0", "", "+1.0", DEG],
            ["Resolution, temperature", "", "", "", "0.01", "", DEG],
            [
                "Output data rate",
                "ODR",
                "normal mode, ultra low power,\nstandby 0.5 ms",
                "",
                "",
                "180",
                "Hz",
            ],
        ],
        7.5,
    )
    s.caption("Table 4 " + DASH + " Oversampling settings")
    s.table(
        [
            Col("Mode", 110),
            Col("osrs_p", 55, "C"),
            Col("osrs_t", 55, "C"),
            Col("Conversion time typ", 85, "C"),
            Col("Conversion time max", 85, "C"),
            Col("RMS noise", 109, "C"),
        ],
        [
            ["Ultra low power", "x1", "x1", "5.2 ms", "6.0 ms", "2.4 Pa"],
            ["Low power", "x2", "x1", "7.2 ms", "8.3 ms", "1.2 Pa"],
            ["Standard resolution", "x4", "x1", "11.0 ms", "12.8 ms", "0.62 Pa"],
            ["High resolution", "x8", "x1", "18.9 ms", "21.9 ms", "0.31 Pa"],
            ["Ultra high resolution", "x16", "x2", "36.6 ms", "42.1 ms", "0.16 Pa"],
        ],
        7.5,
    )
    s.heading("\u00bb Digital interfaces", 10, rule=True)
    s.caption("Table 5 " + DASH + " Interface characteristics")
    s.table(
        cols,
        [
            ["Input high level", "V_{IH}", "SDI, SCK, CSB, SDO", "0.7 VDDIO", "", "", "V"],
            ["Input low level", "V_{IL}", "SDI, SCK, CSB, SDO", "", "", "0.3 VDDIO", "V"],
            [
                "Output low level",
                "V_{OL}",
                "I_{OL} = 3 mA, VDDIO " + GE + " 1.62 V",
                "",
                "",
                "0.2 VDDIO",
                "V",
            ],
            [
                "I" + SQ + "C clock frequency",
                "f_{SCL}",
                "standard / fast mode",
                "",
                "",
                "400",
                "kHz",
            ],
            ["", "", "high-speed mode", "", "", "3.4", "MHz"],
            ["SPI clock frequency", "f_{SPI}", "VDDIO " + GE + " 1.62 V", "", "", "10", "MHz"],
        ],
        7.5,
    )
    s.para(
        "Interface selection: CSB tied to VDDIO selects I" + SQ + "C; the first falling edge "
        "on CSB switches the device to SPI until the next power-on reset. I" + SQ + "C "
        "address: the 7-bit address is 111011x, where x is the level on SDO. SDO tied to GND "
        "gives 0x76, SDO tied to VDDIO gives 0x77. SDO must not be left floating. SPI modes 0 "
        "and 3 are supported, in 4-wire and 3-wire form.",
        7.5,
    )

    def registers() -> None:
        s.caption("Table 6 " + DASH + " Register excerpt")
        s.table(
            [Col("Address", 50, "C"), Col("Name", 70), Col("Reset", 45, "C"), Col("Content", 85)],
            [
                ["0xD0", "chip_id", "0x61", "read-only ID"],
                ["0xE0", "reset", "0x00", "write 0xB6"],
                ["0xF3", "status", "0x00", "measuring, im_update"],
                ["0xF4", "ctrl_meas", "0x00", "osrs_t, osrs_p, mode"],
                ["0xF5", "config", "0x00", "t_sb, filter, spi3w"],
                ["0xF7" + ELL + "0xF9", "press", "0x80", "20-bit pressure"],
                ["0xFA" + ELL + "0xFC", "temp", "0x80", "20-bit temperature"],
            ],
            7.0,
        )

    def ordering() -> None:
        s.caption("Table 7 " + DASH + " Ordering information")
        s.table(
            [Col("Order code", 80), Col("Delivery", 120)],
            [
                ["NBP3810-TR", "tape and reel, 10 000 pcs"],
                ["NBP3810-CT", "cut tape, 250 pcs"],
                ["NBP3810-EVB", "shuttle board, 1 pc"],
            ],
            7.0,
        )
        s.para("All versions are the same die; the order code sets only the packing.", 7.0)

    s.side_by_side(registers, ordering, 254, 14)
    return save(s, out / "nbp3810.pdf")


# ------------------------------------------------- 4-channel PWM controller (San José)
def tpw4104(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="IRAZ\u00da MICROELECTR\u00d3NICA",
        header_right="TPW4104  4-channel 12-bit PWM controller, I" + SQ + "C-bus",
        footer_left="TPW4104  \u00b7  Product data sheet  \u00b7  Rev. C  \u00b7  12 February 2024  "
        "\u00b7  Irazu Microelectronica S.A., San Jose, Costa Rica",
        footer_right="Page {page} of {nb}",
        rule_color=(200, 95, 0),
        table_fill=(252, 236, 220),
        accent=(170, 70, 0),
        grid=True,
    )
    s = Sheet(style, "TPW4104 4-channel PWM controller")
    s.add_page()
    s.title_block(
        "TPW4104",
        "4-channel, 12-bit PWM Fm+ I" + SQ + "C-bus LED and servo controller",
        "Product data sheet  |  TSSOP16 and HVQFN16",
        21,
    )
    s.heading("\u25aa 1  General description", 10.5)
    s.para(
        "The TPW4104 is an I" + SQ + "C-bus controlled 4-channel controller for LEDs and hobby "
        "servos. Each output has its own 12-bit resolution (4096 steps) fixed-frequency PWM "
        "generator that runs at a programmable frequency from a typical of 25 Hz to 1587 Hz "
        "with a duty cycle adjustable from 0 % to 100 %. All outputs share the same PWM "
        "frequency. The TPW4104 runs from its internal 26 MHz oscillator or from an external "
        "clock of up to 50 MHz on EXTCLK. The TPW4104 has totem-pole outputs; the TPW4104D "
        "has open-drain outputs that are 5.5 V tolerant.",
        8.0,
    )
    s.heading("\u25aa 2  Features and benefits", 10.5)
    s.bullets(
        [
            "4 LED drivers / servo outputs, each programmable off, on or PWM",
            "1 MHz Fast-mode Plus compatible I" + SQ + "C-bus interface, 30 mA drive on SDA",
            "3 hardware address pins: up to 8 devices on one bus",
            "Outputs: 25 mA sink and 10 mA source at 5 V (TPW4104); sink only, 5.5 V tolerant "
            "(TPW4104D)",
            "Output enable pin OE for fast blanking of all outputs",
            "2.3 V to 5.5 V supply, 5.5 V tolerant inputs",
            "-40 " + DEG + " to +85 " + DEG + " operating temperature",
            "ESD protection exceeds 2000 V HBM",
        ],
        8.0,
        "\u2013",
    )
    s.heading("\u25aa 3  Ordering information", 10.5)
    s.caption("Table 1.  Ordering information")
    s.table(
        [
            Col("Type number", 90),
            Col("Output", 70, "C"),
            Col("Package", 80, "C"),
            Col("Description", 259),
        ],
        [
            [
                "TPW4104PW",
                "totem pole",
                "TSSOP16",
                "plastic thin shrink small outline; body width 4.4 mm",
            ],
            ["TPW4104BS", "totem pole", "HVQFN16", "plastic quad flat, no leads; 3 x 3 x 0.85 mm"],
            [
                "TPW4104DPW",
                "open drain",
                "TSSOP16",
                "plastic thin shrink small outline; body width 4.4 mm",
            ],
        ],
        7.5,
    )
    s.heading("\u25aa 4  Limiting values", 10.5)
    s.caption("Table 2.  Limiting values")
    lim = [
        Col("Symbol", 55, "C"),
        Col("Parameter", 150),
        Col("Conditions", 130),
        Col("Min", 55, "C"),
        Col("Max", 55, "C"),
        Col("Unit", 54, "C"),
    ]
    s.table(
        lim,
        [
            ["V_{DD}", "supply voltage", "", "-0.5", "+6.0", "V"],
            ["V_{I/O}", "voltage on an input/output pin", "", "V_{SS} - 0.5", "5.5", "V"],
            ["I_{O}", "output current on a pin", "", "-", "25", "mA"],
            ["I_{SS}", "ground supply current", "", "-", "100", "mA"],
            ["P_{tot}", "total power dissipation", "", "-", "400", "mW"],
            ["T_{stg}", "storage temperature", "", "-65", "+150", DEG],
            ["T_{amb}", "ambient temperature", "operating", "-40", "+85", DEG],
        ],
        7.5,
    )
    s.heading("\u25aa 5  Static characteristics", 10.5)
    s.caption(
        "Table 3.  Static characteristics  (VDD = 2.3 V to 5.5 V; VSS = 0 V; Tamb = -40 "
        + DEG
        + " to +85 "
        + DEG
        + "; unless otherwise specified)"
    )
    st = [
        Col("Symbol", 45, "C"),
        Col("Parameter", 100),
        Col("Conditions", 180),
        Col("Min", 45, "C"),
        Col("Typ", 45, "C"),
        Col("Max", 45, "C"),
        Col("Unit", 39, "C"),
    ]
    s.table(
        st,
        [
            ["Supply"],
            ["V_{DD}", "supply voltage", "", "2.3", "-", "5.5", "V"],
            [
                "I_{DD}",
                "supply current",
                "operating mode; no load; f_{SCL} = 1 MHz",
                "-",
                "6",
                "10",
                "mA",
            ],
            [
                "I_{stb}",
                "standby current",
                "SLEEP = 1; no load; f_{SCL} = 0 Hz;\nV_{DD} = 3.3 V\nV_{DD} = 5.5 V",
                "\n-\n-",
                "\n2.2\n2.9",
                "\n12.0\n15.5",
                MU + "A",
            ],
            [
                "V_{POR}",
                "power-on reset voltage",
                "no load; V_{I} = V_{DD} or V_{SS}",
                "-",
                "1.70",
                "2.0",
                "V",
            ],
            ["Input SCL; input/output SDA"],
            ["V_{IL}", "LOW-level input voltage", "", "-0.5", "-", "+0.3V_{DD}", "V"],
            ["V_{IH}", "HIGH-level input voltage", "", "0.7V_{DD}", "-", "5.5", "V"],
            [
                "I_{OL}",
                "LOW-level output current",
                "V_{OL} = 0.4 V; V_{DD} = 2.3 V\nV_{OL} = 0.4 V; V_{DD} = 5.0 V",
                "20\n30",
                "-\n-",
                "-\n-",
                "mA",
            ],
            ["LED driver outputs"],
            [
                "I_{OL}",
                "LOW-level output\ncurrent",
                "V_{OL} = 0.5 V; V_{DD} = 2.3 V\nV_{OL} = 0.5 V; V_{DD} = 3.0 V\nV_{OL} = 0.5 V; V_{DD} = 4.5 V",
                "12\n18\n25",
                "-\n-\n-",
                "-\n-\n-",
                "mA",
            ],
            [
                "I_{OH}",
                "HIGH-level output\ncurrent",
                "TPW4104 only; V_{OH} = V_{DD} - 0.5 V;\nV_{DD} = 2.3 V / 3.0 V / 4.5 V",
                "-1 / -4 / -10",
                "-",
                "-",
                "mA",
            ],
        ],
        7.3,
    )

    s.add_page()
    s.heading("\u25aa 6  Dynamic characteristics", 10.5)
    s.caption("Table 4.  Dynamic characteristics")
    s.table(
        st,
        [
            ["f_{SCL}", "SCL clock frequency", "", "0", "-", "1000", "kHz"],
            [
                "f_{osc}",
                "oscillator frequency",
                "internal; V_{DD} = 3.3 V",
                "24.7",
                "26",
                "27.3",
                "MHz",
            ],
            ["f_{EXTCLK}", "frequency on EXTCLK", "", "DC", "-", "50", "MHz"],
            [
                "f_{PWM}",
                "PWM output frequency",
                "internal oscillator;\nPRE_SCALE = 0xFF to 0x03",
                "-",
                "25 to 1587",
                "-",
                "Hz",
            ],
            [
                "t_{BUF}",
                "bus free time between\nSTOP and START",
                "Fast-mode Plus",
                "0.5",
                "-",
                "-",
                MU + "s",
            ],
            ["t_{PLH}", "OE to output delay", "", "-", "-", "40", "ns"],
        ],
        7.3,
    )
    s.heading("\u25aa 7  Register summary", 10.5)
    s.caption("Table 5.  Register summary (excerpt)")
    s.table(
        [
            Col("Register", 55, "C"),
            Col("Name", 80),
            Col("Type", 45, "C"),
            Col("Default", 55, "C"),
            Col("Function", 264),
        ],
        [
            ["00h", "MODE1", "R/W", "11h", "SLEEP, AI, EXTCLK, ALLCALL enable"],
            ["01h", "MODE2", "R/W", "04h", "INVRT, OUTDRV (totem pole / open drain), OCH"],
            ["02h", "SUBADR1", "R/W", "E2h", "I2C-bus subaddress 1 (8-bit form)"],
            ["05h", "ALLCALLADR", "R/W", "E0h", "LED All Call address (8-bit form)"],
            [
                "06h" + ELL + "09h",
                "CH0_ON_L " + ELL + " CH0_OFF_H",
                "R/W",
                "00h / 10h",
                "channel 0 on / off counts",
            ],
            ["0Ah" + ELL + "15h", "CH1 " + ELL + " CH3", "R/W", "00h / 10h", "channels 1 to 3"],
            ["FEh", "PRE_SCALE", "R/W", "1Eh", "prescaler for PWM frequency (1Eh = 200 Hz)"],
        ],
        7.3,
    )
    s.heading("\u25aa 8  Device addressing", 10.5)
    s.para(
        "Following a START condition the bus master sends the address of the slave it is "
        "accessing. The TPW4104 slave address is 0 1 1 1 A2 A1 A0 (7 bits); the three "
        "hardware pins A2, A1 and A0 select 0x38 (all LOW) up to 0x3F (all HIGH), so up to 8 "
        "devices share one bus. The address pins must be tied to VDD or VSS; they have no "
        "internal pull resistors. In addition every device answers the LED All Call address "
        "0x70 (7-bit form of E0h; can be disabled in MODE1) and the Software Reset call "
        "(general call address 0x00 followed by 06h).",
        8.0,
    )
    s.heading("\u25aa 9  Application information", 10.5)
    s.para(
        "PWM frequency: PRE_SCALE = round(26 000 000 / (4096 x fPWM)) - 1. For 50 Hz "
        "analogue servos write PRE_SCALE = 126 (7Eh); a 1.5 ms neutral pulse is then an OFF "
        "count of 307. PRE_SCALE can only be written while SLEEP = 1.",
        8.0,
    )
    s.para(
        "Servos: the outputs only carry the control pulse. Power the servo motors from a "
        "separate V+ rail sized for their stall current and tie its ground to VSS; never "
        "feed servo current through VDD. With VDD = 3.3 V the totem-pole outputs swing to "
        "3.3 V, which most hobby servos accept as a control pulse.",
        8.0,
    )
    s.para(
        "LEDs: connect LEDs between V+ and the output (sink). Each output sinks up to 25 mA "
        "at VDD = 4.5 V; higher LED currents need an external transistor or MOSFET. The sum "
        "of all output currents must stay within ISS = 100 mA.",
        8.0,
    )
    s.heading("\u25aa 10  Pinning", 10.5)
    s.table(
        [Col("Pin", 40, "C"), Col("Symbol", 70, "C"), Col("Description", 389)],
        [
            ["1, 2, 3", "A0, A1, A2", "address inputs"],
            ["4, 5, 6, 7", "LED0 " + ELL + " LED3", "PWM outputs"],
            ["8", "V_{SS}", "ground"],
            ["9", "OE", "active LOW output enable"],
            ["10", "EXTCLK", "external clock input (tie to V_{SS} if unused)"],
            ["11, 12", "SCL, SDA", "I2C-bus clock and data"],
            ["13 " + ELL + " 15", "n.c.", "not connected"],
            ["16", "V_{DD}", "supply voltage"],
        ],
        7.3,
    )
    revision_table(
        s,
        [
            ["2022-06-30", "A", "Initial version"],
            ["2024-02-12", "C", "TPW4104D added; standby current per V_{DD}"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "tpw4104.pdf")


# ------------------------------------------------ 1S Li-ion charger board (Phnom Penh)
def mkc1s10(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Mekong Maker Supply  \u00b7  Phnom Penh",
        header_right="Product sheet  MKC-1S10 / MKC-1S10P",
        footer_left="Mekong Maker Supply, St. 271, Toul Kork, Phnom Penh, Cambodia  \u00b7  "
        "prices incl. VAT, valid March 2024",
        footer_right="product sheet {page}/{nb}",
        rule_color=(170, 20, 50),
        table_fill=None,
        accent=(170, 20, 50),
        grid=False,
    )
    s = Sheet(style, "MKC-1S10 1S Li-ion charger board")
    s.add_page()
    s.title_block(
        "MKC-1S10 / MKC-1S10P",
        "1S Li-ion / LiPo USB-C charger board, 1 A, with or without battery protection",
        "SKU 20417 (MKC-1S10)  \u00b7  SKU 20418 (MKC-1S10P)  \u00b7  board 26 x 17 mm",
        19,
    )
    s.heading("\u2726 What it is", 10.5)
    s.para(
        "A tiny board that charges one 3.7 V Li-ion or LiPo cell (4.2 V when full) from a "
        "USB-C phone charger or any regulated 5 V supply. The linear charger IC does the "
        "usual pre-charge, constant-current and constant-voltage steps and then stops. The "
        "-P version adds a battery protection IC and a dual MOSFET, so you can run your "
        "project from the OUT+ / OUT- pads while the cell is protected against "
        "over-discharge, over-charge, over-current and short circuits.",
        8.5,
    )
    s.heading("\u2726 Versions and prices", 10.5)
    s.table(
        [
            Col("SKU", 50),
            Col("Version", 80),
            Col("Protection", 150),
            Col("1 pc", 110, "R"),
            Col("10 pcs (each)", 109, "R"),
        ],
        [
            [
                "20417",
                "MKC-1S10",
                "none (charge only)",
                "USD 0.90 / KHR 3 700",
                "USD 0.75 / KHR 3 100",
            ],
            [
                "20418",
                "MKC-1S10P",
                "yes, with OUT+ / OUT- pads",
                "USD 1.40 / KHR 5 700",
                "USD 1.20 / KHR 4 900",
            ],
        ],
        7.8,
    )
    s.heading("\u2726 Specifications", 10.5)
    s.table(
        [Col("", 190), Col("", 309)],
        [
            ["Input (USB-C or IN+ / IN- pads)", ": 4.5 V to 5.5 V DC, 5.0 V nominal"],
            ["Input over-voltage lockout", ": charging stops above 6.3 V"],
            ["Input, absolute maximum", ": 8 V (do not run it there)"],
            ["Charge voltage (full)", ": 4.20 V " + PM + "1 %"],
            ["Charge current", ": 1000 mA as shipped (R3 = 1.2 k" + OHM + ", see page 2)"],
            ["Pre-charge (cell below 2.9 V)", ": 130 mA"],
            ["Charge termination", ": at 1/10 of the set current (100 mA)"],
            ["Automatic recharge", ": when the cell falls to 4.05 V"],
            ["Over-discharge cut-off (-P only)", ": 2.50 V, releases at 3.00 V"],
            ["Over-charge cut-off (-P only)", ": 4.30 V, releases at 4.10 V"],
            ["Over-current trip (-P only)", ": 3.0 A, plus short-circuit protection"],
            ["Load current on OUT+ / OUT- (-P only)", ": 2.5 A continuous max"],
            [
                "Battery drain, USB unplugged",
                ": MKC-1S10 < 1 " + MU + "A; MKC-1S10P 4 " + MU + "A typ (protection IC)",
            ],
            ["Input current after charge is done", ": about 55 " + MU + "A (charger standby)"],
            ["Operating temperature (board)", ": -10 " + DEG + " to +85 " + DEG],
            ["LEDs", ": red = charging, blue = full / no cell"],
            ["Weight", ": 1.3 g"],
        ],
        8.0,
        show_head=False,
    )
    s.para(
        "The board has no temperature input for the cell: the charger's TEMP pin is tied to "
        "GND. Charging temperature is therefore up to you - see the FAQ.",
        8.0,
    )

    s.add_page()
    s.heading("\u2726 Changing the charge current", 10.5)
    s.para(
        "The charge current is set by R3 (RPROG, 0603 resistor next to the USB-C socket). "
        "Swap it for a smaller cell: as a rule, charge at no more than 1C (a 500 mAh cell at "
        "500 mA or less).",
        8.0,
    )

    def rprog() -> None:
        s.table(
            [Col("R3", 80, "C"), Col("Charge current", 110, "C")],
            [
                ["10 k" + OHM, "130 mA"],
                ["5 k" + OHM, "250 mA"],
                ["4 k" + OHM, "300 mA"],
                ["3 k" + OHM, "400 mA"],
                ["2 k" + OHM, "580 mA"],
                ["1.66 k" + OHM, "690 mA"],
                ["1.5 k" + OHM, "780 mA"],
                ["1.33 k" + OHM, "900 mA"],
                ["1.2 k" + OHM + " (fitted)", "1000 mA"],
            ],
            7.8,
        )

    def pads() -> None:
        s.table(
            [Col("Pad", 60, "C"), Col("What to connect", 219)],
            [
                ["IN+ / IN-", "5 V input (same as USB-C)"],
                ["B+ / B-", "the cell (observe polarity!)"],
                ["OUT+ / OUT-", "your load (-P version)"],
                ["", "MKC-1S10: OUT pads are B+ / B-"],
            ],
            7.8,
        )
        s.para(
            "Reverse polarity on B+ / B- destroys the charger IC on both versions. The -P "
            "version cannot protect against that.",
            7.8,
        )

    s.side_by_side(rprog, pads, 200, 20)
    s.heading("\u2726 FAQ", 10.5)
    faq = [
        (
            "Can I charge a LiFePO4 (3.2 V) cell?",
            "No. The board always charges to 4.2 V, which overcharges a LiFePO4 cell. Use a "
            "charger made for 3.6 V cells.",
        ),
        (
            "Can I charge two cells in series (2S, 7.4 V)?",
            "No, one cell only. Cells in parallel are fine; they act as one bigger cell and "
            "charging just takes longer.",
        ),
        (
            "Can I power my project while it charges?",
            "Yes with the -P version, from OUT+ / OUT-. The load takes its share of the 1 A, "
            "so the cell charges slower and the charger may never see the end-of-charge "
            "current.",
        ),
        (
            "Does OUT give 5 V?",
            "No. OUT is the battery voltage (about 3.0 V to 4.2 V in use). Add a boost module if "
            "you need 5 V.",
        ),
        (
            "Can I feed it from a solar panel?",
            "Only through a 5 V regulator. A bare 6 V panel goes well above 6.3 V in full sun "
            "and the charger locks out.",
        ),
        (
            "Is it OK in the cold?",
            "The board itself works from -10 " + DEG + ". Most Li-ion cells must not be charged "
            "below 0 " + DEG + "; follow the cell maker's limits.",
        ),
        (
            "It gets hot!",
            "Normal at 1 A with a half-empty cell: the linear charger burns the difference "
            "between 5 V and the cell voltage (about 1 W). Above about 120 " + DEG + " inside "
            "the IC it reduces the current by itself.",
        ),
    ]
    for question, answer in faq:
        s.para("Q: " + question, 8.2, bold=True)
        s.para("A: " + answer, 8.2)
    s.para(
        "Sold as a component for hobby use. We test every batch on a 2000 mAh 18650 cell; no "
        "other certification is claimed.",
        7.5,
    )
    return save(s, out / "mkc-1s10.pdf")


# ------------------------------------------------------ H-bridge motor driver (Vaduz)
def rdh8830(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="RHEINTAL DRIVE SEMICONDUCTORS",
        header_right="RDH8830, RDH8830Q",
        footer_left="RDS-DS-8830 rev. D  \u00b7  Rheintal Drive Semiconductors AG, Vaduz, "
        "Liechtenstein",
        footer_right="Page {page} of {nb}",
        rule_color=(70, 80, 140),
        table_fill=(230, 232, 244),
        accent=(50, 60, 120),
        grid=True,
    )
    s = Sheet(style, "RDH8830 brushed DC motor driver")
    s.add_page()
    s.title_block(
        "RDH8830 / RDH8830Q",
        "40-V, 3.6-A Brushed DC Motor Driver with Integrated Current Regulation",
        "HSOP-8 with PowerPAD  |  RDH8830: industrial  |  RDH8830Q: automotive, AEC-Q100 grade 1",
        18,
    )

    def features() -> None:
        s.heading("1  Features", 9.5)
        s.bullets(
            [
                "Single H-bridge brushed DC motor driver",
                "6.5-V to 40-V operating supply range",
                "565-m" + OHM + " typical RDS(on) (high side + low side) at 25 " + DEG,
                "3.6-A peak current drive",
                "PWM control interface (IN1, IN2)",
                "Current regulation without a sense resistor",
                "Low-power sleep mode",
                "Protection: VM undervoltage lockout, overcurrent, thermal shutdown, "
                "automatic retry",
            ],
            7.8,
        )

    def applications() -> None:
        s.heading("2  Applications", 9.5)
        s.bullets(
            [
                "Printers and office automation",
                "Appliances and white goods",
                "Smart locks, valves and pumps",
                "Robotics and toys",
                "Body electronics (RDH8830Q)",
            ],
            7.8,
        )
        s.heading("3  Description", 9.5)
        s.para(
            "The RDH8830 is a brushed DC motor driver for industrial and automotive loads. "
            "Two logic inputs control the H-bridge, made of four N-channel MOSFETs, which "
            "drives a motor bidirectionally with up to 3.6-A peak current. The inrush and "
            "stall current is limited to a level set by one resistor on ILIM.",
            7.8,
        )

    s.side_by_side(features, applications, 255, 16)
    s.heading("4  Device Comparison", 10.5)
    s.table(
        [
            Col("Part number", 110),
            Col("Grade", 150),
            Col("Ambient range", 110, "C"),
            Col("Package", 129, "C"),
        ],
        [
            ["RDH8830", "industrial", "-40 " + DEG + " to 85 " + DEG, "HSOP-8 (DDA)"],
            [
                "RDH8830Q",
                "automotive, AEC-Q100 grade 1",
                "-40 " + DEG + " to 125 " + DEG,
                "HSOP-8 (DDA)",
            ],
        ],
        7.5,
    )
    s.heading("5  Absolute Maximum Ratings", 10.5)
    s.para("over operating free-air temperature range (unless otherwise noted) (1)", 7.5)
    s.table(
        [
            Col("", 250),
            Col("", 70, "C"),
            Col("MIN", 55, "C"),
            Col("MAX", 55, "C"),
            Col("UNIT", 69, "C"),
        ],
        [
            ["Power supply voltage", "VM", "-0.3", "45", "V"],
            ["Power supply transient voltage ramp", "VM", "0", "2", "V/" + MU + "s"],
            ["Logic input voltage", "IN1, IN2", "-0.3", "7", "V"],
            ["Continuous phase node pin voltage", "OUT1, OUT2", "-0.7", "VM + 0.7", "V"],
            ["Peak drive current", "OUT1, OUT2", "", "internally limited", "A"],
            ["Operating junction temperature, T_{J}", "", "-40", "150", DEG],
            ["Storage temperature, T_{stg}", "", "-65", "150", DEG],
        ],
        7.5,
    )
    s.para(
        "(1) Stresses beyond those listed under Absolute Maximum Ratings may cause permanent "
        "damage to the device. These are stress ratings only.",
        7.0,
    )
    s.heading("6  Recommended Operating Conditions", 10.5)
    s.table(
        [
            Col("", 170),
            Col("", 55, "C"),
            Col("MIN", 50, "C"),
            Col("MAX", 50, "C"),
            Col("MIN", 50, "C"),
            Col("MAX", 50, "C"),
            Col("UNIT", 74, "C"),
        ],
        [
            ["Power supply voltage range", "V_{M}", "6.5", "40", "6.5", "40", "V"],
            ["Logic input voltage range", "V_{IN}", "0", "5.5", "0", "5.5", "V"],
            ["Logic input PWM frequency", "f_{PWM}", "0", "200", "0", "200", "kHz"],
            ["RMS output current (2)", "I_{RMS}", "0", "2.0", "0", "1.6", "A"],
            ["Operating ambient temperature", "T_{A}", "-40", "85", "-40", "125", DEG],
        ],
        7.5,
        head_rows=[["", "", "RDH8830", "<", "RDH8830Q", "<", ""]],
    )
    s.para(
        "(2) Power dissipation and thermal limits must be observed. The lower figure of the "
        "RDH8830Q allows for its higher maximum ambient temperature.",
        7.0,
    )

    s.add_page()
    s.heading("7  Electrical Characteristics", 10.5)
    s.para("TA = 25 " + DEG + ", VM = 24 V (unless otherwise noted); both versions", 7.5)
    ec = [
        Col("PARAMETER", 150),
        Col("", 62, "C"),
        Col("TEST CONDITIONS", 145),
        Col("MIN", 36, "C"),
        Col("TYP", 36, "C"),
        Col("MAX", 36, "C"),
        Col("UNIT", 34, "C"),
    ]
    s.table(
        ec,
        [
            ["POWER SUPPLY (VM)"],
            ["VM active current", "I_{VM}", "IN1 = 1 or IN2 = 1, outputs open", "", "3", "5", "mA"],
            [
                "VM sleep current",
                "I_{VMSLEEP}",
                "IN1 = IN2 = 0, t > t_{SLEEP}",
                "",
                "",
                "10",
                MU + "A",
            ],
            ["Sleep entry time", "t_{SLEEP}", "IN1 = IN2 = 0", "0.8", "1", "1.5", "ms"],
            ["Wake-up time", "t_{WAKE}", "sleep to outputs active", "", "", "50", MU + "s"],
            ["LOGIC-LEVEL INPUTS (IN1, IN2)"],
            ["Input logic low voltage", "V_{IL}", "", "0", "", "0.5", "V"],
            ["Input logic high voltage", "V_{IH}", "", "1.5", "", "5.5", "V"],
            ["Input logic hysteresis", "V_{HYS}", "", "", "0.5", "", "V"],
            ["Input pulldown resistance", "R_{PD}", "to GND", "", "100", "", "k" + OHM],
            ["MOTOR DRIVER OUTPUTS (OUT1, OUT2)"],
            [
                "High-side + low-side FET\non resistance",
                "R_{DS(on)}",
                "I_{O} = 0.5 A, T_{J} = 25 "
                + DEG
                + "\nI_{O} = 0.5 A, T_{J} = 85 "
                + DEG
                + "\nI_{O} = 0.5 A, T_{J} = 150 "
                + DEG,
                "",
                "565\n720\n880",
                "630\n\n1010",
                "m" + OHM,
            ],
            ["Body diode forward voltage", "V_{SD}", "I_{O} = -0.5 A", "", "0.8", "1", "V"],
            ["CURRENT REGULATION"],
            [
                "Current scalar",
                "K_{ILIM}",
                "I_{TRIP} = K_{ILIM} / R_{ILIM}",
                "59",
                "64",
                "69",
                "kV",
            ],
            ["PROTECTION CIRCUITS"],
            [
                "VM undervoltage lockout",
                "V_{UVLO}",
                "VM falling\nVM rising",
                "5.8\n6.1",
                "6.1\n6.3",
                "6.4\n6.5",
                "V",
            ],
            ["Overcurrent protection trip level", "I_{OCP}", "", "3.7", "", "", "A"],
            ["Thermal shutdown temperature", "T_{TSD}", "", "150", "175", "", DEG],
        ],
        7.2,
    )
    s.heading("8  Truth Table", 10.5)

    def truth() -> None:
        s.table(
            [
                Col("IN1", 35, "C"),
                Col("IN2", 35, "C"),
                Col("OUT1", 40, "C"),
                Col("OUT2", 40, "C"),
                Col("Function", 85),
            ],
            [
                ["0", "0", "High-Z", "High-Z", "Coast; sleep after 1 ms"],
                ["0", "1", "L", "H", "Reverse"],
                ["1", "0", "H", "L", "Forward"],
                ["1", "1", "L", "L", "Brake"],
            ],
            7.2,
        )

    def pins() -> None:
        s.table(
            [Col("Pin", 30, "C"), Col("Name", 45, "C"), Col("Description", 149)],
            [
                ["1", "GND", "logic ground"],
                ["2", "IN2", "logic input 2"],
                ["3", "IN1", "logic input 1"],
                ["4", "ILIM", "current limit resistor to GND"],
                ["5", "VM", "motor supply, 0.1 " + MU + "F + bulk cap"],
                ["6", "OUT1", "H-bridge output 1"],
                ["7", "PGND", "power ground"],
                ["8", "OUT2", "H-bridge output 2"],
            ],
            7.2,
        )

    s.side_by_side(truth, pins, 240, 20)
    s.heading("9  Thermal Information", 10.5)
    s.table(
        [Col("Thermal metric", 300), Col("DDA (HSOP) 8 pins", 120, "C"), Col("UNIT", 79, "C")],
        [
            ["R_{\u03b8JA}  junction-to-ambient thermal resistance", "39.4", DEG + "/W"],
            ["R_{\u03b8JC(top)}  junction-to-case (top) thermal resistance", "50.8", DEG + "/W"],
            ["R_{\u03b8JB}  junction-to-board thermal resistance", "21.3", DEG + "/W"],
        ],
        7.2,
    )
    s.heading("10  Application Information", 10.5)
    s.para(
        "Current regulation: ITRIP = 64 kV / RILIM. For example RILIM = 30 k" + OHM + " gives "
        "a 2.13-A chopping limit. Do not use RILIM below 15 k"
        + OHM
        + ". Place at least 47 "
        + MU
        + "F of bulk capacitance rated for VM close to the device. The IN pins accept "
        "1.8-V, 3.3-V and 5-V logic. When IN1 = IN2 = 0 for longer than tSLEEP the device "
        "enters sleep; there is no separate nSLEEP pin.",
        7.8,
    )
    return save(s, out / "rdh8830.pdf")
