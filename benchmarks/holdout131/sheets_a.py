"""Hold-out 131 datasheets, part 1: a 3-axis magnetometer IC, a 12-bit SPI DAC IC, an
inverting charge-pump IC and a Hall-effect water-flow sensor.

A Regensburg (Germany) sensor house data sheet ("▐ n" heads, "Table n" captions above the
tables, full-scale range and sensitivity stacked per range setting, I2C clock stacked per
VDDIO band, standby vs power-down vs active current, the bus address only in prose,
register map, pin table and ordering table as decoys), a Delft (Netherlands) mixed-signal
"Product data sheet" ("⊡ n." heads, "Table n." captions, limiting values in the IEC 60134
wording, supply current in column groups per version, SCLK and VIH stacked per VDD band,
input-register and power-down tables as decoys, the 5 V-tolerant inputs and the gain-2
supply rule only in prose), a Nantes (France) analog house data sheet in the classic
upper-case style ("⋄" heads, absolute maximum ratings as a dotted leader list, operating
temperature only per grade in the ordering table and the leader list, supply current and
output resistance stacked per condition, no shutdown input) and a Quetzaltenango
(Guatemala) maker-store sheet in Spanish and English ("✷" heads, GTQ prices, two-line
bilingual row names in column groups per thread size, notes and FAQ).
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
SQ = "\u00b2"
TIMES = "\u00d7"
ARROW = "\u2192"


# ---------------------------------------------- 3-axis magnetometer IC (Regensburg)
def azm3108(out: Path) -> Path:
    mark = "\u2590 "
    style = Style(
        font="Liberation",
        header_left="DONAUMARK SENSORIK",
        header_right="AZM3108  3-axis digital magnetometer  " + DASH + "  Data Sheet",
        footer_left="Donaumark Sensorik GmbH  \u00b7  Regensburg  \u00b7  Germany      "
        "Data Sheet AZM3108  Rev. 1.2  2024-05-06",
        footer_right="page {page} | {nb} pages",
        rule_color=(0, 49, 83),
        table_fill=(225, 235, 243),
        accent=(0, 49, 83),
        grid=False,
    )
    s = Sheet(style, "AZM3108 3-axis digital magnetometer")
    s.add_page()
    s.title_block(
        "AZM3108",
        "3-Axis Digital Magnetometer with I" + SQ + "C Interface",
        "Data Sheet  \u00b7  Rev. 1.2  \u00b7  2024-05-06  \u00b7  LGA-12, 2.0 " + TIMES + " 2.0 "
        + TIMES + " 0.75 mm",
        22,
    )

    def description() -> None:
        s.heading(mark + "1  Product description", 10.5)
        s.para(
            "The AZM3108 is a three-axis magnetic field sensor built on tunnelling "
            "magnetoresistance (TMR) bridges with an integrated 16-bit converter, set/reset "
            "driver and temperature sensor. The host reads the three field components and the "
            "die temperature over I" + SQ + "C. Typical uses are electronic compasses in "
            "wearables and drones, metal and position detection, and smart meters (tamper "
            "detection).",
            8.0,
        )
        s.para(
            "Heading accuracy in the end product depends on the hard- and soft-iron "
            "calibration done by the host; it is not a specification of the sensor.",
            8.0,
        )

    def features() -> None:
        s.heading(mark + "Features", 10.5)
        s.bullets(
            [
                "Full-scale range " + PM + "2 / " + PM + "8 / " + PM + "16 gauss, selectable",
                "16-bit output per axis",
                "Output data rate 1 Hz to 200 Hz, single-shot on request",
                "I" + SQ + "C: Standard, Fast and Fast-mode Plus (up to 1 MHz)",
                "VDD 1.71 V to 3.6 V, separate VDDIO from 1.62 V",
                "55 " + MU + "A at 10 Hz, 0.3 " + MU + "A in power-down",
                "Built-in temperature sensor",
                "-40 " + DEG + " to +85 " + DEG + " operating temperature",
            ],
            7.8,
            "\u25aa",
        )

    s.side_by_side(description, features, 270, 16)
    s.heading(mark + "2  Absolute maximum ratings", 10.5, rule=True)
    s.caption("Table 1  Absolute maximum ratings")
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Min.", 60, "C"),
            Col("Max.", 90, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "-0.3", "4.0", "V"],
            ["I/O supply voltage", "V_{DDIO}", "-0.3", "4.0", "V"],
            ["Voltage on SDA, SCL, ADR, DRDY", "V_{IN}", "-0.3", "VDDIO + 0.3", "V"],
            ["Exposed magnetic field (no damage)", "B_{max}", "", "10 000", "gauss"],
            ["ESD, human body model", "V_{ESD}", "", "2000", "V"],
            ["Storage temperature", "T_{stg}", "-40", "125", DEG],
        ],
        7.6,
    )
    s.para(
        "Stresses above these values may damage the device permanently. Exposure to absolute "
        "maximum conditions for extended periods may affect reliability.",
        7.2,
    )
    s.heading(mark + "3  Operating conditions", 10.5, rule=True)
    s.caption("Table 2  Operating range")
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Min.", 60, "C"),
            Col("Typ.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "1.71", "1.8", "3.6", "V"],
            ["I/O supply voltage", "V_{DDIO}", "1.62", "1.8", "3.6", "V"],
            ["Operating ambient temperature", "T_{A}", "-40", "", "+85", DEG],
        ],
        7.6,
    )
    s.heading(mark + "4  Magnetic characteristics", 10.5, rule=True)
    s.caption(
        "Table 3  Magnetic and converter characteristics (VDD = VDDIO = 1.8 V, TA = 25 "
        + DEG + ", unless noted)"
    )
    s.table(
        [
            Col("Parameter", 118),
            Col("Symbol", 48, "C"),
            Col("Conditions", 118),
            Col("Min.", 48, "C"),
            Col("Typ.", 52, "C"),
            Col("Max.", 48, "C"),
            Col("Unit", 67, "C"),
        ],
        [
            [
                "Full-scale range",
                "FS",
                "FS[1:0] = 00\nFS[1:0] = 01\nFS[1:0] = 10",
                "",
                PM + "2\n" + PM + "8\n" + PM + "16",
                "",
                "gauss",
            ],
            [
                "Sensitivity",
                "S_{O}",
                "FS = " + PM + "2 gauss\nFS = " + PM + "8 gauss\nFS = " + PM + "16 gauss",
                "",
                "12 000\n3000\n1500",
                "",
                "LSB/gauss",
            ],
            ["Zero-gauss offset", "O_{B}", "after set/reset", "", PM + "2", "", "mgauss"],
            ["RMS noise", "N_{RMS}", "ODR = 10 Hz, FS = " + PM + "2 gauss", "", "2.0", "", "mgauss"],
            ["Non-linearity", "NL", "best-fit straight line", "", PM + "0.1", "", "% FS"],
            ["Output data rate", "ODR", "continuous mode", "1", "", "200", "Hz"],
            ["Conversion time", "t_{CONV}", "single-shot, OSR = 4", "", "4.5", "", "ms"],
            ["Temperature sensor\naccuracy", "T_{ACC}", "-40 " + ELL + " +85 " + DEG, "", PM + "3", "", DEG],
            ["Temperature sensor\nresolution", "T_{RES}", "", "", "0.125", "", DEG],
        ],
        7.4,
    )

    s.add_page()
    s.heading(mark + "5  Electrical characteristics", 10.5, rule=True)
    s.caption(
        "Table 4  Electrical characteristics (VDD = VDDIO = 1.8 V, TA = 25 " + DEG + ", unless "
        "noted)"
    )
    s.table(
        [
            Col("Parameter", 118),
            Col("Symbol", 52, "C"),
            Col("Conditions", 130),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            [
                "Supply current,\ncontinuous mode",
                "I_{DD}",
                "ODR = 10 Hz\nODR = 100 Hz",
                "",
                "55\n480",
                "90\n650",
                MU + "A",
            ],
            ["Standby current", "I_{DD,SB}", "registers kept, no conversion", "", "2.5", "5", MU + "A"],
            ["Power-down current", "I_{DD,PD}", "POWER = 0", "", "0.3", "1", MU + "A"],
            ["Peak current", "I_{DD,PK}", "during set/reset pulse", "", "1.1", "", "mA"],
            ["Input high level", "V_{IH}", "SDA, SCL, ADR", "0.7 " + TIMES + " VDDIO", "", "", "V"],
            ["Input low level", "V_{IL}", "SDA, SCL, ADR", "", "", "0.3 " + TIMES + " VDDIO", "V"],
            ["Output low level", "V_{OL}", "SDA, DRDY, I_{OL} = 3 mA", "", "", "0.4", "V"],
            [
                "I" + SQ + "C clock frequency",
                "f_{SCL}",
                "VDDIO = 1.62 " + ELL + " 1.95 V\nVDDIO = 2.3 " + ELL + " 3.6 V",
                "",
                "",
                "400\n1000",
                "kHz",
            ],
            ["Power-on time", "t_{PU}", "VDD valid to first command", "", "", "2", "ms"],
        ],
        7.4,
    )
    s.heading(mark + "6  Digital interface", 10.5, rule=True)
    s.para(
        "The AZM3108 is an I" + SQ + "C slave only; it has no SPI mode. Its 7-bit address is "
        "set by the ADR pin: ADR = GND gives 0x10, ADR = VDDIO gives 0x11. ADR must not float. "
        "SDA and SCL need external pull-up resistors to VDDIO (2.2 k" + OHM + " for 1 MHz, "
        "4.7 k" + OHM + " for 400 kHz). The interface pins are not 5 V tolerant: on a 5 V bus "
        "use a bidirectional level translator.",
        8.0,
    )
    s.caption("Table 5  Pin description")
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("Type", 60, "C"), Col("Function", 339)],
        [
            ["1", "SCL", "I", "I" + SQ + "C clock"],
            ["2", "SDA", "I/O", "I" + SQ + "C data, open drain"],
            ["3", "ADR", "I", "Address select (GND or VDDIO)"],
            ["4", "DRDY", "O", "Data ready, push-pull, active high"],
            ["5, 10, 11", "NC", "", "Leave open"],
            ["6", "C1", "P", "Set/reset capacitor, 0.47 " + MU + "F to GND"],
            ["7, 12", "GND", "P", "Ground"],
            ["8", "VDD", "P", "Supply, 100 nF to GND"],
            ["9", "VDDIO", "P", "I/O supply, 100 nF to GND"],
        ],
        7.4,
    )
    s.caption("Table 6  Register map (excerpt)")
    s.table(
        [
            Col("Address", 55, "C"),
            Col("Name", 75),
            Col("Access", 45, "C"),
            Col("Reset", 50, "C"),
            Col("Content", 274),
        ],
        [
            ["0x00", "WHO_AM_I", "R", "0x4D", "Device identification"],
            ["0x01", "STATUS", "R", "0x00", "DRDY flag, overflow flags per axis"],
            ["0x02 " + ELL + " 0x07", "OUT_X/Y/Z", "R", "0x00", "Field data, LSB first, two's complement"],
            ["0x08, 0x09", "TEMP", "R", "0x00", "Temperature, 0.125 " + DEG + "/LSB, 0 = 25 " + DEG],
            ["0x0A", "CTRL1", "R/W", "0x00", "ODR[2:0]: 000 = 1 Hz " + ELL + " 111 = 200 Hz; MODE"],
            ["0x0B", "CTRL2", "R/W", "0x00", "FS[1:0]; OSR[1:0]"],
            ["0x0C", "CTRL3", "R/W", "0x00", "POWER (0 = power-down, 1 = standby); SOFT_RST"],
        ],
        7.4,
    )
    s.heading(mark + "7  Application hints", 10.5, rule=True)
    s.bullets(
        [
            "Keep at least 10 mm between the sensor and steel parts, loudspeakers, motors and "
            "high-current traces.",
            "Two AZM3108 share one bus when one has ADR = GND and the other ADR = VDDIO.",
            "5 V Arduino boards: supply VDD and VDDIO from 3.3 V and put a level translator "
            "on SDA and SCL.",
        ],
        7.8,
        NDASH,
    )
    s.caption("Table 7  Ordering information")
    s.table(
        [Col("Order code", 110), Col("Package", 130), Col("Packing", 259)],
        [
            ["AZM3108-TR", "LGA-12, 2.0 " + TIMES + " 2.0 mm", "Tape and reel, 5000 pieces"],
            ["AZM3108-ST", "LGA-12, 2.0 " + TIMES + " 2.0 mm", "Cut tape, 100 pieces"],
            ["AZM3108-EVB", "Breakout board", "Sensor on 20 " + TIMES + " 15 mm board, 2.54 mm pins"],
        ],
        7.4,
    )
    return save(s, out / "azm3108.pdf")


# ---------------------------------------------- 12-bit SPI DAC IC (Delft)
def dvc7212(out: Path) -> Path:
    mark = "\u22a1 "
    style = Style(
        font="DejaVuCond",
        header_left="Hoogland Mixed-Signal",
        header_right="DVC7212  12-bit voltage-output DAC with SPI interface",
        footer_left="DVC7212    Product data sheet    Rev. 2 " + DASH + " 9 April 2024    "
        "\u00a9 Hoogland B.V., Delft 2024. All rights reserved.",
        footer_right="{page} of {nb}",
        rule_color=(200, 60, 40),
        table_fill=(252, 228, 218),
        accent=(200, 60, 40),
        grid=True,
    )
    s = Sheet(style, "DVC7212 12-bit voltage-output DAC")
    s.add_page()
    s.title_block(
        "DVC7212",
        "12-bit voltage-output DAC with SPI interface",
        "Rev. 2 " + DASH + " 9 April 2024          Product data sheet",
        22,
    )
    s.heading(mark + "1.  General description", 10)
    s.para(
        "The DVC7212 is a single-channel, 12-bit, buffered voltage-output digital-to-analog "
        "converter. The DVC7212A has an on-chip 2.048 V reference and an output gain of 1 or 2; "
        "the DVC7212B takes an external reference on its VREF pin. Both are written through a "
        "three-wire SPI-compatible interface and power up with the output at zero scale.",
        8.0,
    )
    s.heading(mark + "2.  Features and benefits", 10)
    s.bullets(
        [
            "12-bit resolution, monotonic by design",
            "Single supply 2.7 V to 5.5 V",
            "160 " + MU + "A supply current (DVC7212B, 5 V); power-down to 0.3 " + MU + "A",
            "SPI-compatible interface up to 50 MHz, modes 0 and 3",
            "Rail-to-rail output buffer; settles in 6 " + MU + "s",
            "Three power-down modes: 1 k" + OHM + ", 100 k" + OHM + " to GND or high impedance",
            "Specified from -40 " + DEG + " to +125 " + DEG,
        ],
        7.8,
    )
    s.heading(mark + "3.  Ordering information", 10)
    s.caption("Table 1.  Ordering information")
    s.table(
        [
            Col("Type number", 90),
            Col("Package name", 80, "C"),
            Col("Description", 249),
            Col("Version", 80, "C"),
        ],
        [
            ["DVC7212AGW", "SOT23-6", "plastic surface-mounted package; 6 leads", "SOT457"],
            ["DVC7212BDP", "MSOP8", "plastic thin shrink small outline package; 8 leads", "SOT505-1"],
        ],
        7.4,
    )
    s.heading(mark + "4.  Pinning information", 10)
    s.caption("Table 2.  Pin description")
    s.table(
        [
            Col("Symbol", 70),
            Col("DVC7212A (SOT23-6)", 95, "C"),
            Col("DVC7212B (MSOP8)", 95, "C"),
            Col("Description", 239),
        ],
        [
            ["VOUT", "1", "8", "analog output"],
            ["GND", "2", "7", "ground"],
            ["VDD", "3", "1", "supply voltage"],
            ["DIN", "4", "4", "serial data input"],
            ["SCLK", "5", "3", "serial clock input"],
            ["SYNC", "6", "2", "frame synchronization input, active LOW"],
            ["VREF", DASH, "6", "reference input (DVC7212B only)"],
            ["n.c.", DASH, "5", "not connected"],
        ],
        7.4,
    )
    s.heading(mark + "5.  Limiting values", 10)
    s.caption("Table 3.  Limiting values")
    s.para(
        "In accordance with the Absolute Maximum Rating System (IEC 60134). Voltages are "
        "referenced to GND.",
        7.4,
    )
    s.table(
        [
            Col("Symbol", 55, "C"),
            Col("Parameter", 140),
            Col("Conditions", 134),
            Col("Min", 55, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 55, "C"),
        ],
        [
            ["V_{DD}", "supply voltage", "", "-0.3", "+6.5", "V"],
            ["V_{I}", "input voltage", "SYNC, SCLK, DIN", "-0.3", "+6.5", "V"],
            ["V_{O}", "output voltage", "VOUT", "-0.3", "VDD + 0.3", "V"],
            ["V_{ref}", "reference voltage", "VREF", "-0.3", "VDD + 0.3", "V"],
            ["T_{j}", "junction temperature", "", "", "+150", DEG],
            ["T_{stg}", "storage temperature", "", "-65", "+150", DEG],
            ["V_{ESD}", "electrostatic discharge voltage", "human body model", "", PM + "4000", "V"],
        ],
        7.4,
    )
    s.heading(mark + "6.  Recommended operating conditions", 10)
    s.caption("Table 4.  Operating conditions")
    s.table(
        [
            Col("Symbol", 55, "C"),
            Col("Parameter", 140),
            Col("Conditions", 134),
            Col("Min", 55, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 55, "C"),
        ],
        [
            ["V_{DD}", "supply voltage", "", "2.7", "5.5", "V"],
            ["V_{ref}", "reference input voltage", "DVC7212B", "1.0", "VDD", "V"],
            ["R_{L}", "load resistance", "VOUT to GND or VDD", "2", "", "k" + OHM],
            ["C_{L}", "load capacitance", "", "", "1", "nF"],
            ["T_{amb}", "ambient temperature", "", "-40", "+125", DEG],
        ],
        7.4,
    )

    s.add_page()
    s.heading(mark + "7.  Static characteristics", 10)
    s.caption("Table 5.  Static characteristics")
    s.para(
        "VDD = 2.7 V to 5.5 V; RL = 2 k" + OHM + "; CL = 200 pF; Tamb = -40 " + DEG + " to +125 "
        + DEG + "; unless otherwise specified.",
        7.4,
    )
    s.table(
        [
            Col("Parameter", 112),
            Col("Conditions", 125),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Unit", 46, "C"),
        ],
        [
            ["resolution", "", "", "12", "", "", "12", "", "bit"],
            ["integral non-linearity", "", "", PM + "1", PM + "4", "", PM + "1", PM + "4", "LSB"],
            [
                "differential non-linearity",
                "",
                "",
                PM + "0.2",
                PM + "0.5",
                "",
                PM + "0.2",
                PM + "0.5",
                "LSB",
            ],
            ["offset error", "code 64", "", PM + "2", PM + "8", "", PM + "2", PM + "8", "mV"],
            ["gain error", "", "", PM + "0.05", PM + "0.2", "", PM + "0.05", PM + "0.2", "% FSR"],
            [
                "output voltage range",
                "gain = 1\ngain = 2; VDD " + GE + " 4.5 V",
                "0\n0",
                "",
                "2.048\n4.096",
                "0\n" + DASH,
                "",
                "VREF\n" + DASH,
                "V",
            ],
            ["internal reference", "Tamb = 25 " + DEG, "2.044", "2.048", "2.052", DASH, DASH, DASH, "V"],
            [
                "supply current,\nnormal mode",
                "VDD = 2.7 V to 3.6 V\nVDD = 3.6 V to 5.5 V",
                "",
                "210\n260",
                "300\n380",
                "",
                "120\n160",
                "180\n240",
                MU + "A",
            ],
            [
                "supply current,\npower-down",
                "all power-down modes",
                "",
                "0.3",
                "1.0",
                "",
                "0.3",
                "1.0",
                MU + "A",
            ],
            [
                "output current",
                "source or sink, \u0394V_{O} " + LE + " 100 mV",
                "",
                "",
                "5",
                "",
                "",
                "5",
                "mA",
            ],
            ["short-circuit current", "VOUT to GND or VDD", "", "25", "", "", "25", "", "mA"],
            [
                "HIGH-level input\nvoltage",
                "VDD = 2.7 V to 3.6 V\nVDD = 3.6 V to 5.5 V",
                "2.0\n2.4",
                "",
                "",
                "2.0\n2.4",
                "",
                "",
                "V",
            ],
            ["LOW-level input voltage", "VDD = 2.7 V to 5.5 V", "", "", "0.8", "", "", "0.8", "V"],
        ],
        7.3,
        head_rows=[["", "", "DVC7212A", "<", "<", "DVC7212B", "<", "<", ""]],
    )
    s.heading(mark + "8.  Dynamic characteristics", 10)
    s.caption("Table 6.  Dynamic characteristics")
    s.table(
        [
            Col("Symbol", 55, "C"),
            Col("Parameter", 130),
            Col("Conditions", 144),
            Col("Typ", 50, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["t_{s}", "settling time", "1/4 to 3/4 scale, " + PM + "0.5 LSB", "6", "10", MU + "s"],
            ["SR", "slew rate", "", "1.2", "", "V/" + MU + "s"],
            ["t_{wake}", "wake-up time", "from power-down", "40", "", MU + "s"],
            [
                "f_{SCLK}",
                "serial clock frequency",
                "VDD = 2.7 V to 3.6 V\nVDD = 3.6 V to 5.5 V",
                "",
                "30\n50",
                "MHz",
            ],
            ["t_{su(SYNC)}", "SYNC to SCLK set-up time", "", "", "13", "ns"],
            ["t_{h(DIN)}", "data hold time", "", "", "5", "ns"],
        ],
        7.3,
    )
    s.heading(mark + "9.  Serial interface", 10)
    s.para(
        "A write starts with the falling edge of SYNC. The next 16 SCLK falling edges clock "
        "DIN into the input shift register; the DAC updates on the 16th edge. Bringing SYNC "
        "HIGH earlier aborts the write.",
        7.8,
    )
    s.caption("Table 7.  Input shift register (DB15 first)")
    s.table(
        [
            Col("DB15", 45, "C"),
            Col("DB14", 45, "C"),
            Col("DB13", 80, "C"),
            Col("DB12", 60, "C"),
            Col("DB11 to DB0", 269, "C"),
        ],
        [["PD1", "PD0", "GAIN (A only)", "0", "data, MSB first"]],
        7.3,
    )
    s.caption("Table 8.  Power-down modes")
    s.table(
        [Col("PD1", 45, "C"), Col("PD0", 45, "C"), Col("Operating mode", 409)],
        [
            ["0", "0", "normal operation"],
            ["0", "1", "power-down, 1 k" + OHM + " to GND"],
            ["1", "0", "power-down, 100 k" + OHM + " to GND"],
            ["1", "1", "power-down, output high impedance"],
        ],
        7.3,
    )
    s.heading(mark + "10.  Application information", 10)
    s.para(
        "The digital inputs SYNC, SCLK and DIN are 5.5 V tolerant whatever VDD is, so a 5 V "
        "microcontroller can drive a DVC7212 supplied from 3.3 V. With the DVC7212A at gain = 2 "
        "the output spans 0 V to 4.096 V; VDD must then be at least 4.5 V. Decouple VDD with "
        "100 nF plus 10 " + MU + "F close to the pin.",
        7.8,
    )
    revision_table(
        s,
        [
            ["2023-06-30", "1", "Initial version"],
            ["2024-04-09", "2", "DVC7212B added; SCLK limits per VDD band"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "dvc7212.pdf")


# ---------------------------------------------- inverting charge-pump IC (Nantes)
def rhv1660(out: Path) -> Path:
    mark = "\u22c4 "
    style = Style(
        font="DejaVuSerif",
        header_left="19-1660; Rev 2; 03/24",
        header_right="ERDRE SEMICONDUCTEURS",
        footer_left="Erdre Semiconducteurs SAS  " + DASH + "  14 quai de Versailles, 44000 Nantes, "
        "France  " + DASH + "  RHV1660 data sheet",
        footer_right="{page}",
        rule_color=(95, 15, 20),
        table_fill=None,
        accent=(95, 15, 20),
        grid=False,
    )
    s = Sheet(style, "RHV1660 switched-capacitor voltage inverter")
    s.add_page()
    s.title_block(
        "RHV1660",
        "Switched-Capacitor Voltage Inverter, +1.5 V to +10 V In, 20 mA Out",
        "",
        22,
    )

    def general() -> None:
        s.heading(mark + "GENERAL DESCRIPTION", 9.5, rule=True)
        s.para(
            "The RHV1660 is a monolithic CMOS charge-pump voltage inverter. It turns a "
            "+1.5 V to +10 V input into the matching negative output, -1.5 V to -10 V, with "
            "only two external capacitors. No inductor is needed, so there is no magnetic "
            "noise. The internal oscillator runs at 10 kHz; tying FC to V+ raises it to "
            "45 kHz so that smaller capacitors can be used, at the cost of supply current.",
            7.8,
        )
        s.para(
            "The RHV1660 is an unregulated converter: the output follows the input and "
            "drops with load through the output resistance.",
            7.8,
        )
        s.heading(mark + "APPLICATIONS", 9.5, rule=True)
        s.para(
            "Negative supplies for op amps and data-acquisition front ends  \u00b7  LCD "
            "contrast bias  \u00b7  RS-232 negative rail  \u00b7  Hand-held instruments",
            7.8,
        )

    def features() -> None:
        s.heading(mark + "FEATURES", 9.5, rule=True)
        s.bullets(
            [
                "Inverts +1.5 V to +10 V Input",
                "20 mA Load Current",
                "Two 10 " + MU + "F Capacitors, No Inductor",
                "98% Typical Power-Conversion Efficiency",
                "99.9% Voltage-Conversion Efficiency (No Load)",
                "80 " + MU + "A No-Load Supply Current",
                "10 kHz Oscillator, 45 kHz with FC = V+",
                "8-Pin DIP, SO and " + MU + "MAX Packages",
            ],
            7.8,
        )

    s.side_by_side(general, features, 262, 18)
    s.heading(mark + "ORDERING INFORMATION", 9.5, rule=True)
    s.table(
        [Col("PART", 120), Col("TEMP RANGE", 160, "C"), Col("PIN-PACKAGE", 219, "C")],
        [
            ["RHV1660CPA", "0" + DEG + " to +70" + DEG, "8 Plastic DIP"],
            ["RHV1660CSA", "0" + DEG + " to +70" + DEG, "8 SO"],
            ["RHV1660EPA", "-40" + DEG + " to +85" + DEG, "8 Plastic DIP"],
            ["RHV1660ESA", "-40" + DEG + " to +85" + DEG, "8 SO"],
            ["RHV1660EUA", "-40" + DEG + " to +85" + DEG, "8 " + MU + "MAX"],
        ],
        7.6,
    )
    s.heading(mark + "TYPICAL OPERATING CIRCUIT", 9.5, rule=True)
    s.para(
        "V+ to pin 8 with 10 " + MU + "F to GND; C1 = 10 " + MU + "F between CAP+ (pin 2) and "
        "CAP- (pin 4), + side on CAP+; C2 = 10 " + MU + "F from OUT (pin 5) to GND with the + "
        "side on GND. OUT = -(V+) at no load.",
        7.8,
    )
    s.heading(mark + "ABSOLUTE MAXIMUM RATINGS", 9.5, rule=True)

    def amr_left() -> None:
        s.leaders(
            [
                ("Supply Voltage (V+ to GND)", "+10.5V"),
                ("FC, OSC Input Voltage", "-0.3V to (V+ + 0.3V)"),
                ("OUT to GND", "-10.5V to +0.3V"),
                ("Output Short-Circuit Duration (V+ " + LE + " 5.5V)", "Continuous"),
                ("Continuous Power Dissipation (TA = +70" + DEG + ")", ""),
                ("  8-Pin Plastic DIP (derate 9.09mW/" + DEG + ")", "727mW"),
                ("  8-Pin SO (derate 5.88mW/" + DEG + ")", "471mW"),
            ],
            7.3,
        )

    def amr_right() -> None:
        s.leaders(
            [
                ("Operating Temperature Ranges", ""),
                ("  RHV1660C_A", "0" + DEG + " to +70" + DEG),
                ("  RHV1660E_A", "-40" + DEG + " to +85" + DEG),
                ("Junction Temperature", "+150" + DEG),
                ("Storage Temperature Range", "-65" + DEG + " to +160" + DEG),
                ("Lead Temperature (soldering, 10s)", "+300" + DEG),
            ],
            7.3,
        )

    s.side_by_side(amr_left, amr_right, 250, 14)
    s.para(
        "Stresses beyond those listed under \u201cAbsolute Maximum Ratings\u201d may cause "
        "permanent damage to the device. These are stress ratings only; functional operation "
        "at these or any other conditions beyond those in the Electrical Characteristics is "
        "not implied.",
        7.0,
    )
    s.heading(mark + "PIN DESCRIPTION", 9.5, rule=True)
    s.table(
        [Col("PIN", 40, "C"), Col("NAME", 60, "C"), Col("FUNCTION", 399)],
        [
            ["1", "FC", "Frequency control: open = 10 kHz, connect to V+ = 45 kHz"],
            ["2", "CAP+", "Positive terminal of the flying capacitor C1"],
            ["3", "GND", "Ground"],
            ["4", "CAP-", "Negative terminal of the flying capacitor C1"],
            ["5", "OUT", "Negative output, -(V+) at no load"],
            ["6", "N.C.", "No connection (leave open)"],
            ["7", "OSC", "Oscillator: leave open, or overdrive with an external clock"],
            ["8", "V+", "Positive supply input, +1.5 V to +10 V"],
        ],
        7.4,
    )

    s.add_page()
    s.heading(mark + "ELECTRICAL CHARACTERISTICS", 9.5, rule=True)
    s.para(
        "(V+ = 5V, C1 = C2 = 10" + MU + "F, FC = open, TA = TMIN to TMAX, unless otherwise noted. "
        "Typical values are at TA = +25" + DEG + ".)",
        7.4,
    )
    s.table(
        [
            Col("PARAMETER", 106),
            Col("SYMBOL", 44, "C"),
            Col("CONDITIONS", 152),
            Col("MIN", 44, "C"),
            Col("TYP", 44, "C"),
            Col("MAX", 44, "C"),
            Col("UNITS", 65, "C"),
        ],
        [
            ["Supply Voltage Range", "V+", "RL = 10k" + OHM, "1.5", "", "10.0", "V"],
            [
                "Supply Current\n(no load)",
                "I+",
                "FC = open, V+ = 5V\nFC = open, V+ = 10V\nFC = V+, V+ = 5V",
                "",
                "80\n170\n650",
                "160\n300\n1100",
                MU + "A",
            ],
            ["Load Current Range", "IL", "", "0", "", "20", "mA"],
            [
                "Output Resistance",
                "ROUT",
                "IL = 20mA, TA = +25" + DEG + "\nIL = 20mA, TA = TMIN to TMAX\nV+ = 2V, IL = 3mA",
                "",
                "55\n\n110",
                "70\n90\n150",
                OHM,
            ],
            ["Output Voltage", "VOUT", "IL = 10mA", "", "-4.45", "", "V"],
            ["Oscillator Frequency", "fOSC", "FC = open\nFC = V+", "", "10\n45", "", "kHz"],
            ["Power Efficiency", "PEFF", "RL = 5k" + OHM, "95", "98", "", "%"],
            ["Voltage Conversion\nEfficiency", "VEFF", "RL = " + "\u221e", "99.0", "99.9", "", "%"],
            ["OSC Input Current", "IOSC", "FC = open", "", PM + "2", "", MU + "A"],
        ],
        7.3,
    )
    s.para(
        "Note 1: Limits over temperature are guaranteed by design and characterization, not "
        "production tested. Note 2: Output resistance rises at low supply voltage; below "
        "V+ = 3V expect about twice the 5V value.",
        7.0,
    )
    s.heading(mark + "DETAILED DESCRIPTION", 9.5, rule=True)
    s.para(
        "During the first half of each cycle the internal switches charge C1 to V+. During the "
        "second half C1 is turned around and dumps its charge into C2, so that OUT sits at "
        "-(V+) with no load. Under load the output is VOUT = -(V+ - IL " + TIMES + " ROUT): from "
        "a 5V input at 10mA it is about -4.45V.",
        7.8,
    )
    s.para(
        "There is no shutdown input: to turn the RHV1660 off, remove V+. Connecting OSC to an "
        "external CMOS clock sets the pump frequency; keep it between 5 kHz and 100 kHz.",
        7.8,
    )
    s.heading(mark + "APPLICATIONS INFORMATION", 9.5, rule=True)
    s.bullets(
        [
            "Capacitors: low-ESR tantalum or ceramic, 10 " + MU + "F for 10 kHz, 2.2 " + MU + "F is "
            "enough with FC = V+. The ESR of C1 and C2 adds to ROUT.",
            "Output ripple: grows with load current and falls with larger C2 and higher "
            "frequency; see the Typical Operating Characteristics in the full data book.",
            "Do not let OUT go more positive than GND + 0.3V (for example from a bipolar load "
            "at power-up); add a Schottky diode from OUT to GND if it can.",
            "Supplies above +10V (for example a 12V adapter) need a pre-regulator.",
        ],
        7.6,
        "\u2013",
    )
    s.heading(mark + "CHIP INFORMATION", 9.5, rule=True)
    s.para("PROCESS: CMOS      TRANSISTOR COUNT: 138      SUBSTRATE CONNECTED TO: V+", 7.6)
    revision_table(
        s,
        [
            ["11/22", "0", "Initial release"],
            ["06/23", "1", "Added " + MU + "MAX package"],
            ["03/24", "2", "Output resistance limits over temperature; storage range"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "rhv1660.pdf")


# ---------------------------------------------- Hall-effect water-flow sensor (Quetzaltenango)
def hfq12(out: Path) -> Path:
    mark = "\u2737 "
    style = Style(
        font="DejaVu",
        header_left="ELECTR\u00d3NICA XELA  \u00b7  sensores y m\u00f3dulos",
        header_right="Hoja de datos / Datasheet  HFQ-14 \u00b7 HFQ-12 \u00b7 HFQ-34",
        footer_left="Electr\u00f3nica Xela, 4a Calle 12-30 Zona 1, Quetzaltenango, Guatemala  "
        "\u00b7  NIT 8812345-6",
        footer_right="P\u00e1g. {page} de {nb}",
        rule_color=(0, 120, 130),
        table_fill=(218, 240, 242),
        accent=(0, 120, 130),
        grid=True,
    )
    s = Sheet(style, "HFQ-12 Hall-effect water flow sensor")
    s.add_page()
    s.title_block(
        "HFQ-12 / HFQ-14 / HFQ-34",
        "Sensor de caudal de agua (efecto Hall)  \u00b7  Hall-effect water flow sensor",
        "Salida de pulsos / pulse output  \u00b7  3 cables / 3 wires  \u00b7  desde / from "
        "Q 42.00",
        20,
    )
    s.heading(mark + "Descripci\u00f3n / Description", 10.5)
    s.para(
        "El HFQ tiene un rotor con im\u00e1n y un sensor Hall: el agua hace girar el rotor y el "
        "sensor entrega un pulso cuadrado por cada paso del im\u00e1n.",
        8.0,
    )
    s.para(
        "The HFQ has a magnet rotor and a Hall sensor: the water turns the rotor and the "
        "sensor sends one square pulse each time the magnet passes. Count the pulses with an "
        "interrupt pin to get flow and volume. Body: nylon PA66 with 30 % glass fibre.",
        8.0,
    )
    s.heading(mark + "Especificaciones / Specifications", 10.5)
    s.table(
        [
            Col("Par\u00e1metro / Parameter", 160),
            Col("HFQ-14", 113, "C"),
            Col("HFQ-12", 113, "C"),
            Col("HFQ-34", 113, "C"),
        ],
        [
            ["Rosca\nThread", "G1/4\"", "G1/2\"", "G3/4\""],
            [
                "Tensi\u00f3n de trabajo\nWorking voltage",
                "4.5 " + ELL + " 12 V DC",
                "4.5 " + ELL + " 18 V DC",
                "4.5 " + ELL + " 18 V DC",
            ],
            ["Corriente m\u00e1x. (5 V)\nMax. current (5 V)", "10 mA", "15 mA", "15 mA"],
            [
                "Rango de caudal\nFlow range",
                "0.3 " + ELL + " 6 L/min",
                "1 " + ELL + " 30 L/min",
                "2 " + ELL + " 60 L/min",
            ],
            ["Pulsos por litro\nPulses per litre", "1380", "450", "330"],
            [
                "Frecuencia (Q en L/min)\nFrequency (Q in L/min)",
                "F = 23 " + TIMES + " Q",
                "F = 7.5 " + TIMES + " Q",
                "F = 5.5 " + TIMES + " Q",
            ],
            ["Precisi\u00f3n (de la lectura)\nAccuracy (of reading)", PM + "5 %", PM + "3 %", PM + "3 %"],
            ["Presi\u00f3n m\u00e1x. del agua\nMax. water pressure", "0.8 MPa", "1.75 MPa", "1.75 MPa"],
            ["Temperatura del agua\nWater temperature", LE + " 80 " + DEG, LE + " 80 " + DEG, LE + " 80 " + DEG],
            ["Peso\nWeight", "24 g", "43 g", "78 g"],
        ],
        7.6,
        head_rows=[["", "Versi\u00f3n / Version", "<", "<"]],
    )
    s.heading(mark + "Datos el\u00e9ctricos / Electrical data (todas / all versions)", 10.5)
    s.table(
        [
            Col("Par\u00e1metro / Parameter", 140),
            Col("Condici\u00f3n / Condition", 140),
            Col("M\u00edn.", 50, "C"),
            Col("T\u00edp.", 50, "C"),
            Col("M\u00e1x.", 50, "C"),
            Col("Unidad", 69, "C"),
        ],
        [
            ["Nivel alto de salida\nOutput high level", "VCC = 5 V, sin carga / no load", "4.5", "", "", "V"],
            ["Nivel bajo de salida\nOutput low level", "VCC = 5 V, I = 5 mA", "", "", "0.5", "V"],
            ["Ciclo de trabajo\nDuty cycle", "", "40", "50", "60", "%"],
            ["Corriente de salida\nOutput sink current", "", "", "", "10", "mA"],
            ["Resistencia pull-up\nPull-up resistor", "a VCC / to VCC", "", "10", "", "k" + OHM],
            ["Temperatura de operaci\u00f3n\nOperating temperature", "ambiente / ambient", "-10", "", "+60", DEG],
            ["Humedad de operaci\u00f3n\nOperating humidity", "sin condensaci\u00f3n / non-condensing", "35", "", "90", "%RH"],
            ["Temperatura de almac\u00e9n\nStorage temperature", "", "-25", "", "+80", DEG],
            ["Aislamiento\nInsulation resistance", "500 V DC", "100", "", "", "M" + OHM],
        ],
        7.6,
    )
    s.para(
        "Salida / Output: NPN colector abierto con pull-up de 10 k" + OHM + " a VCC en la placa / "
        "NPN open collector with a 10 k" + OHM + " pull-up to VCC on the board.",
        7.8,
    )

    s.add_page()
    s.heading(mark + "Conexi\u00f3n / Wiring", 10.5)
    s.table(
        [Col("Cable / Wire", 120), Col("Color / Colour", 130), Col("Funci\u00f3n / Function", 249)],
        [
            ["1", "Rojo / Red", "VCC (4.5 " + ELL + " 18 V; HFQ-14: 4.5 " + ELL + " 12 V)"],
            ["2", "Negro / Black", "GND"],
            ["3", "Amarillo / Yellow", "Pulsos / Pulse output"],
        ],
        7.6,
    )
    s.heading(mark + "Notas / Notes", 10.5)
    s.bullets(
        [
            "La salida tiene pull-up a VCC: el pulso sube hasta la tensi\u00f3n de alimentaci\u00f3n. "
            "/ The output is pulled up to VCC, so the pulse swings up to the supply voltage. "
            "With a 12 V supply the signal is 12 V: use a divider before a 5 V or 3.3 V input.",
            "Con ESP32 o Raspberry Pi (entradas de 3.3 V) alimente el sensor con 5 V y use un "
            "divisor 10 k" + OHM + " / 20 k" + OHM + ". / With an ESP32 or Raspberry Pi (3.3 V "
            "inputs) power the sensor from 5 V and fit a 10 k" + OHM + " / 20 k" + OHM + " divider; "
            "the sensor does not start from 3.3 V.",
            "Instale con la flecha en el sentido del flujo y deje un tramo recto de 10 "
            + TIMES + " el di\u00e1metro antes del sensor. / Fit it with the arrow in the flow "
            "direction and a straight pipe of 10 " + TIMES + " the diameter before it.",
            "No apto para agua a m\u00e1s de 80 " + DEG + ". Vac\u00ede el sensor si puede "
            "congelarse. / Not for water above 80 " + DEG + ". Drain it if it can freeze: ice "
            "breaks the rotor.",
        ],
        7.8,
        "\u2022",
    )
    s.heading(mark + "Preguntas frecuentes / FAQ", 10.5)
    s.para("\u00bfCu\u00e1ntos pulsos por litro? / How many pulses per litre?", 8.0, bold=True)
    s.para(
        "HFQ-12: unos 450 (F = 7.5 " + TIMES + " Q, con Q en L/min). / About 450 for the "
        "HFQ-12. Calibrate with a bucket for better than " + PM + "3 %.",
        8.0,
    )
    s.para("\u00bfFunciona con 24 V? / Does it run on 24 V?", 8.0, bold=True)
    s.para(
        "No. M\u00e1ximo 18 V (HFQ-14: 12 V). / No. 18 V at most (12 V for the HFQ-14); a 24 V "
        "system needs a regulator.",
        8.0,
    )
    s.para("\u00bfSirve con Arduino Uno? / Does it work with an Arduino Uno?", 8.0, bold=True)
    s.para(
        "S\u00ed, alimentado con los 5 V del Arduino; se\u00f1al al pin 2 o 3 (interrupci\u00f3n). "
        "/ Yes, powered from the Arduino's 5 V pin with the signal on pin 2 or 3 "
        "(interrupt).",
        8.0,
    )
    s.heading(mark + "Precios / Prices", 10.5)
    s.table(
        [
            Col("C\u00f3digo / Code", 110),
            Col("Descripci\u00f3n / Description", 269),
            Col("Precio (GTQ, IVA incl.)", 120, "C"),
        ],
        [
            ["HFQ-14", "Sensor G1/4\", 0.3 " + ELL + " 6 L/min", "Q 58.00"],
            ["HFQ-12", "Sensor G1/2\", 1 " + ELL + " 30 L/min", "Q 42.00"],
            ["HFQ-12-K", "HFQ-12 + 2 adaptadores / 2 hose adapters", "Q 55.00"],
            ["HFQ-34", "Sensor G3/4\", 2 " + ELL + " 60 L/min", "Q 75.00"],
        ],
        7.6,
    )
    return save(s, out / "hfq-12.pdf")
