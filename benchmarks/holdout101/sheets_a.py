"""Hold-out 101 datasheets, part 1: a K-thermocouple-to-digital converter IC, a 1 A LDO
family, a 2.4 GHz PA/LNA transceiver module and a laser time-of-flight sensor IC.

A Pittsburgh mixed-signal house (dot-leader absolute maximum list, one accuracy row
continued over unnamed rows per thermocouple range, a 5 V note), a Hyderabad power-IC
house (one column per fixed-output version with a Limit column of min / typ / max, a
dropout row per load current), a Nanjing RF-module user manual (version columns, a
min/typ/max table with unnamed rows per data rate and power step, a power-supply note
on 5 V tolerant inputs, FAQ) and a Tampere photonics fabless (one column per ranging
mode, address and XSHUT facts in prose, an I/O table per I/O mode).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
LE = "\u2264"
GE = "\u2265"
OHM = "\u03a9"
TIMES = "\u00d7"


# ------------------------------------------------ K thermocouple converter (Pittsburgh)
def asd6831k(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="ALLEGHENY SIGNAL DEVICES",
        header_right="ASD6831K",
        footer_left="Document 21-0417 Rev. C  \u00b7  Allegheny Signal Devices, Inc., Pittsburgh, PA",
        footer_right="{page}",
        rule_color=(20, 40, 90),
        table_fill=(228, 233, 242),
        accent=(20, 40, 90),
        grid=False,
    )
    s = Sheet(style, "ASD6831K thermocouple-to-digital converter")
    s.add_page()
    s.title_block(
        "ASD6831K",
        "Cold-Junction Compensated Thermocouple-to-Digital Converter, Type K, SPI Output",
        "",
        21,
    )

    def left() -> None:
        s.heading("General Description", 10)
        s.para(
            "The ASD6831K digitizes the signal from a type-K thermocouple and outputs the "
            "data in a signed 14-bit, read-only SPI-compatible format. An on-chip sensor "
            "measures the cold-junction (die) temperature for compensation. The converter "
            "resolves temperatures to 0.25 "
            + DEG
            + ", allows readings as high as +1372 "
            + DEG
            + " and as low as -270 "
            + DEG
            + ", and exhibits thermocouple accuracy of "
            + PM
            + "2 "
            + DEG
            + " for temperatures from -200 "
            + DEG
            + " to +700 "
            + DEG
            + ".",
            8.3,
        )

    def right() -> None:
        s.heading("Highlights", 10)
        s.bullets(
            [
                "14-bit thermocouple result, 0.25 " + DEG + " per LSB",
                "Type K thermocouples only",
                "Read-only serial interface, clock up to 5 MHz",
                "Open, short-to-GND and short-to-VCC fault flags",
                "Single 3.3 V supply",
                "8-pin SOIC",
            ],
            8.3,
        )

    s.side_by_side(left, right, 265)
    s.heading("Absolute Maximum Ratings", 10)
    s.leaders(
        [
            ("Supply Voltage (VCC to GND) ", " -0.3 V to +4.0 V"),
            ("SO, SCK, CS, T-, T+ to GND ", " -0.3 V to VCC + 0.3 V"),
            ("SO Current ", " 50 mA"),
            ("ESD Protection (Human Body Model) ", " " + PM + "2 kV"),
            ("Operating Temperature Range ", " -40 " + DEG + " to +125 " + DEG),
            ("Junction Temperature ", " +150 " + DEG),
            ("Storage Temperature Range ", " -65 " + DEG + " to +150 " + DEG),
        ],
        8.3,
    )
    s.para(
        "Stresses beyond those listed under Absolute Maximum Ratings may cause permanent "
        "damage to the device. These are stress ratings only; functional operation at these "
        "or any other conditions beyond those in the Recommended Operating Conditions is not "
        "implied.",
        7.3,
    )
    s.caption("Recommended Operating Conditions")
    s.table(
        [
            Col("PARAMETER", 190),
            Col("SYMBOL", 60, "C"),
            Col("MIN", 55, "C"),
            Col("TYP", 55, "C"),
            Col("MAX", 55, "C"),
            Col("UNITS", 84, "C"),
        ],
        [
            ["Power-Supply Voltage", "V_{CC}", "3.0", "3.3", "3.6", "V"],
            ["Ambient Temperature", "T_{A}", "-40", "", "+125", DEG],
        ],
        7.6,
    )
    s.caption("Table 1. DC Electrical Characteristics")
    s.para(
        "(VCC = 3.0 V to 3.6 V, TA = -40 " + DEG + " to +125 " + DEG + ", unless otherwise "
        "noted. Typical values are at VCC = 3.3 V, TA = +25 " + DEG + ".) (Note 1)",
        7.3,
    )
    cols = [
        Col("PARAMETER", 118),
        Col("SYMBOL", 50, "C"),
        Col("CONDITIONS", 151, "C"),
        Col("MIN", 44, "C"),
        Col("TYP", 44, "C"),
        Col("MAX", 44, "C"),
        Col("UNITS", 48, "C"),
    ]
    s.table(
        cols,
        [
            [
                "Thermocouple Temperature\nError (Note 2)",
                "",
                "T_{TC} = -200 "
                + DEG
                + " to +700 "
                + DEG
                + ",\nT_{A} = -20 "
                + DEG
                + " to +85 "
                + DEG,
                "-2",
                "",
                "+2",
                DEG,
            ],
            [
                "",
                "",
                "T_{TC} = +700 "
                + DEG
                + " to +1350 "
                + DEG
                + ",\nT_{A} = -20 "
                + DEG
                + " to +85 "
                + DEG,
                "-4",
                "",
                "+4",
                DEG,
            ],
            [
                "",
                "",
                "T_{TC} = -270 "
                + DEG
                + " to +1372 "
                + DEG
                + ",\nT_{A} = -40 "
                + DEG
                + " to +125 "
                + DEG,
                "-6",
                "",
                "+6",
                DEG,
            ],
            [
                "Cold-Junction Temperature\nError",
                "",
                "T_{A} = -20 " + DEG + " to +85 " + DEG,
                "-1",
                "",
                "+1",
                DEG,
            ],
            ["Thermocouple Resolution", "", "", "", "0.25", "", DEG],
            ["Cold-Junction Resolution", "", "", "", "0.0625", "", DEG],
            [
                "Conversion Time",
                "t_{CONV}",
                "thermocouple + cold junction\n(Note 3)",
                "",
                "70",
                "100",
                "ms",
            ],
            ["Power-Supply Current", "I_{CC}", "", "", "900", "1500", MU + "A"],
            ["Power-On Reset Threshold", "V_{POR}", "V_{CC} rising", "1.8", "2.0", "2.5", "V"],
            ["Input High Voltage", "V_{IH}", "SCK, CS", "0.7 " + TIMES + " V_{CC}", "", "", "V"],
            ["Input Low Voltage", "V_{IL}", "SCK, CS", "", "", "0.3 " + TIMES + " V_{CC}", "V"],
            ["Output High Voltage", "V_{OH}", "I_{SOURCE} = 1.6 mA", "V_{CC} - 0.4", "", "", "V"],
            ["Output Low Voltage", "V_{OL}", "I_{SINK} = 1.6 mA", "", "", "0.4", "V"],
        ],
        7.2,
    )

    s.add_page()
    s.caption("Table 2. Serial-Interface Timing (continued from Table 1 conditions)")
    s.table(
        cols,
        [
            ["Serial-Clock Frequency", "f_{SCL}", "", "", "", "5", "MHz"],
            ["SCK Pulse-High Width", "t_{CH}", "", "100", "", "", "ns"],
            ["SCK Pulse-Low Width", "t_{CL}", "", "100", "", "", "ns"],
            ["CS Fall to SCK Rise", "t_{CSS}", "C_{L} = 10 pF", "100", "", "", "ns"],
            ["CS Fall to Output Enable", "t_{DV}", "C_{L} = 10 pF", "", "", "100", "ns"],
            ["CS Rise to Output Disable", "t_{TR}", "C_{L} = 10 pF", "", "", "40", "ns"],
        ],
        7.2,
    )
    s.para(
        "Note 1: All devices are 100 % production tested at TA = +25 " + DEG + ". Limits over "
        "the operating temperature range are guaranteed by design and characterization.\n"
        "Note 2: Does not include cold-junction temperature error or thermocouple "
        "nonlinearity.\n"
        "Note 3: Conversions run continuously while CS is high. Pulling CS low stops any "
        "conversion in progress and latches the last result into the output register.\n"
        "Note 4: The ASD6831K is not specified for VCC = 5 V. In 5 V systems supply it from a "
        "3.3 V regulator; SCK and CS must not be driven above VCC + 0.3 V.",
        7.3,
    )
    s.caption("Table 3. Output Data Format (32-bit frame)")
    s.table(
        [Col("BITS", 70, "C"), Col("NAME", 110), Col("DESCRIPTION", 319)],
        [
            ["D31:D18", "TC TEMP", "14-bit signed thermocouple temperature, 0.25 " + DEG + " LSB"],
            ["D17", "RESERVED", "Always reads 0"],
            ["D16", "FAULT", "1 when any of SCV, SCG or OC is set"],
            [
                "D15:D4",
                "CJ TEMP",
                "12-bit signed cold-junction temperature, 0.0625 " + DEG + " LSB",
            ],
            ["D3", "RESERVED", "Always reads 0"],
            ["D2 / D1 / D0", "SCV / SCG / OC", "Short to VCC / short to GND / open circuit"],
        ],
        7.4,
    )
    s.caption("Table 4. Thermocouple Temperature Data Examples")
    rows = []
    for t in (1600.0, 1000.0, 100.75, 25.0, 0.0, -0.25, -250.0):
        code = round(t / 0.25) & 0x3FFF
        b = format(code, "014b")
        rows.append(
            [f"{t:+.2f}" if t else "0.00", f"{b[:2]} {b[2:6]} {b[6:10]} {b[10:]}", f"0x{code:04X}"]
        )
    s.table(
        [
            Col("TEMPERATURE (" + DEG + ")", 150, "C"),
            Col("D31:D18 (BINARY)", 200, "C"),
            Col("HEX", 149, "C"),
        ],
        rows,
        7.4,
    )
    s.caption("Pin Description")
    s.table(
        [Col("PIN", 40, "C"), Col("NAME", 60, "C"), Col("FUNCTION", 399)],
        [
            ["1", "GND", "Ground"],
            ["2", "T-", "Thermocouple negative input (connect to GND)"],
            ["3", "T+", "Thermocouple positive input"],
            ["4", "VCC", "Power-supply input. Bypass to GND with a 0.1 " + MU + "F capacitor."],
            ["5", "SCK", "Serial-clock input"],
            ["6", "CS", "Chip select, active low"],
            ["7", "SO", "Serial data output"],
            ["8", "N.C.", "No connection"],
        ],
        7.4,
    )
    s.heading("Applications Information", 10)
    s.para(
        "Supply current is drawn mostly during conversions; the ASD6831K has no shutdown "
        "mode. Keep the part away from heat sources, since the die temperature is used as the "
        "cold-junction reference. A 10 nF capacitor across T+ and T- reduces noise pick-up on "
        "long thermocouple leads. Grounded-tip probes are not supported because T- is tied to GND.",
        8,
    )
    s.caption("Ordering Information")
    s.table(
        [
            Col("PART", 150),
            Col("TEMP RANGE", 130, "C"),
            Col("PIN-PACKAGE", 110, "C"),
            Col("PACKING", 109, "C"),
        ],
        [
            ["ASD6831KASA+", "-40 " + DEG + " to +125 " + DEG, "8 SOIC", "Tube, 100"],
            ["ASD6831KASA+T", "-40 " + DEG + " to +125 " + DEG, "8 SOIC", "Reel, 2500"],
        ],
        7.4,
    )
    return save(s, out / "asd6831k.pdf")


# ---------------------------------------------------------- 1 A LDO family (Hyderabad)
def dps1084(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="DECCAN POWER SEMICONDUCTORS",
        header_right="DPS1084-xx  1 A Low Dropout Positive Regulators",
        footer_left="DPS-DS-1084  Issue 3  \u00b7  Deccan Power Semiconductors Pvt. Ltd., Hyderabad",
        footer_right="{page} | {nb}",
        rule_color=(150, 70, 0),
        table_fill=(255, 236, 214),
        accent=(150, 60, 0),
        grid=True,
    )
    s = Sheet(style, "DPS1084 1 A LDO regulator family")
    s.add_page()
    s.title_block(
        "DPS1084-18 / -25 / -33 / -50",
        "1 A Low Dropout Positive Voltage Regulators, Fixed Output",
        "Issue 3  \u00b7  Production",
        20,
    )

    def left() -> None:
        s.heading("FEATURES", 10)
        s.bullets(
            [
                "Fixed 1.8 V, 2.5 V, 3.3 V and 5.0 V versions",
                "1 A output current, current limit 1.6 A typical",
                "Dropout 1.2 V typical at full load",
                "Thermal shutdown and current limiting",
                "SOT-223 and TO-252 (DPAK) packages",
                "Stable with 10 " + MU + "F tantalum or 22 " + MU + "F ceramic output capacitor",
            ],
            8.3,
        )

    def right() -> None:
        s.heading("APPLICATIONS", 10)
        s.bullets(
            [
                "Post regulators for switching supplies",
                "5 V to 3.3 V logic rails",
                "Set-top boxes, routers, battery chargers",
                "Microcontroller boards",
            ],
            8.3,
        )

    s.side_by_side(left, right, 290)
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10)
    s.table(
        [
            Col("Parameter", 230),
            Col("Symbol", 80, "C"),
            Col("Value", 110, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Input voltage", "V_{IN}", "18", "V"],
            ["Power dissipation", "P_{D}", "Internally limited", "-"],
            ["Junction temperature", "T_{J}", "150", DEG],
            ["Storage temperature", "T_{STG}", "-65 to +150", DEG],
            ["Lead temperature (soldering, 10 s)", "T_{LEAD}", "260", DEG],
        ],
        7.8,
    )
    s.heading("RECOMMENDED OPERATING CONDITIONS", 10)
    s.table(
        [
            Col("Parameter", 230),
            Col("Symbol", 80, "C"),
            Col("Min", 50, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Input voltage", "V_{IN}", "Note 1", "15", "V"],
            ["Output current", "I_{OUT}", "0", "1.0", "A"],
            ["Operating junction temperature", "T_{J}", "-40", "+125", DEG],
        ],
        7.8,
    )
    s.heading("ELECTRICAL CHARACTERISTICS BY VERSION", 10)
    s.para("VIN = VOUT + 1.5 V, IOUT = 10 mA, TJ = 25 " + DEG + ", unless noted.", 7.6)
    vcols = [
        Col("Parameter", 92),
        Col("Conditions", 122, "C"),
        Col("Limit", 36, "C"),
        Col("DPS1084-18", 52, "C"),
        Col("DPS1084-25", 52, "C"),
        Col("DPS1084-33", 52, "C"),
        Col("DPS1084-50", 52, "C"),
        Col("Unit", 41, "C"),
    ]
    s.table(
        vcols,
        [
            ["Output voltage", "T_{J} = 25 " + DEG, "min", "1.782", "2.475", "3.267", "4.950", "V"],
            ["", "", "typ", "1.800", "2.500", "3.300", "5.000", "V"],
            ["", "", "max", "1.818", "2.525", "3.333", "5.050", "V"],
            [
                "Output voltage,\nfull range",
                "0 " + LE + " I_{OUT} " + LE + " 1 A,\nT_{J} = -40 to +125 " + DEG,
                "min",
                "1.764",
                "2.450",
                "3.235",
                "4.900",
                "V",
            ],
            ["", "", "max", "1.836", "2.550", "3.365", "5.100", "V"],
            ["Input voltage\n(Note 1)", "I_{OUT} = 1 A", "min", "3.3", "4.0", "4.8", "6.5", "V"],
            ["", "", "max", "15", "15", "15", "15", "V"],
            [
                "Line regulation",
                "V_{IN} = V_{OUT} + 1.5 V to 15 V",
                "typ",
                "1",
                "1",
                "1",
                "1.5",
                "mV",
            ],
            ["", "", "max", "6", "6", "6", "10", "mV"],
            [
                "Load regulation",
                "10 mA " + LE + " I_{OUT} " + LE + " 1 A",
                "typ",
                "3",
                "3",
                "5",
                "8",
                "mV",
            ],
            ["", "", "max", "10", "12", "15", "20", "mV"],
        ],
        7.2,
    )
    s.para(
        "Note 1: The minimum input voltage of each version is VOUT + 1.5 V, which holds "
        "regulation at 1 A over temperature. The -18 version needs at least 3.3 V for its "
        "internal bias.",
        7.4,
    )

    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS, ALL VERSIONS", 10)
    s.para("VIN = VOUT + 1.5 V, TJ = 25 " + DEG + ", unless noted.", 7.6)
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 50, "C"),
            Col("Conditions", 140, "C"),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            [
                "Dropout voltage",
                "V_{DO}",
                "" + "I_{OUT} = 100 mA, " + "\u0394V_{OUT} = -1 %",
                "",
                "1.00",
                "1.15",
                "V",
            ],
            ["", "", "I_{OUT} = 500 mA, \u0394V_{OUT} = -1 %", "", "1.10", "1.25", "V"],
            ["", "", "I_{OUT} = 1 A, \u0394V_{OUT} = -1 %", "", "1.20", "1.40", "V"],
            ["Current limit", "I_{LIM}", "V_{IN} - V_{OUT} = 5 V", "1.1", "1.6", "2.2", "A"],
            ["Quiescent current", "I_{Q}", "I_{OUT} = 0 mA", "", "5", "10", "mA"],
            [
                "Ripple rejection",
                "PSRR",
                "f = 120 Hz, C_{OUT} = 22 " + MU + "F",
                "60",
                "72",
                "",
                "dB",
            ],
            ["Temperature stability", "", "T_{J} = -40 to +125 " + DEG, "", "0.5", "", "%"],
            [
                "Thermal resistance",
                "\u03b8_{JA}",
                "SOT-223, 1 in" + "\u00b2" + " copper",
                "",
                "90",
                "",
                DEG + "/W",
            ],
            ["", "", "TO-252, 1 in" + "\u00b2" + " copper", "", "60", "", DEG + "/W"],
        ],
        7.3,
    )
    s.figure(
        "Figure 1. Dropout voltage vs output current (typical, all versions)",
        "Output current (A)",
        "Dropout (V)",
        ["0", "0.25", "0.5", "0.75", "1.0"],
        ["0.8", "0.9", "1.0", "1.1", "1.2", "1.3"],
        [
            ("TJ = 25 " + DEG, [(0, 0.3), (0.1, 0.4), (0.5, 0.6), (1.0, 0.8)]),
            ("TJ = 125 " + DEG, [(0, 0.4), (0.1, 0.5), (0.5, 0.72), (1.0, 0.95)]),
        ],
        height=95,
        width=250,
    )
    s.heading("APPLICATION HINTS", 10)
    s.para(
        "Thermal design. The regulator dissipates (VIN - VOUT) " + TIMES + " IOUT. An internal "
        "thermal shutdown switches the output off when the junction reaches 165 " + DEG + " "
        "(typical) and turns it back on after it cools by 25 " + DEG + ". Example: the -33 "
        "version fed from 12 V at 1 A dissipates 8.7 W, far more than a SOT-223 on 1 square inch "
        "of copper can shed; the output will cycle in thermal shutdown.\n"
        "Capacitors. Use at least 10 "
        + MU
        + "F on the input and 10 "
        + MU
        + "F tantalum or 22 "
        + MU
        + "F ceramic on the output. The device is not stable without an output capacitor.\n"
        "Reverse current. If the output can be held above the input (battery back-up, large "
        "output capacitor), add a diode from VOUT to VIN.",
        7.8,
    )
    s.heading("ORDERING INFORMATION", 10)
    s.table(
        [
            Col("Order code", 120),
            Col("Output", 70, "C"),
            Col("Package", 90, "C"),
            Col("Marking", 110, "C"),
            Col("Packing", 109, "C"),
        ],
        [
            ["DPS1084-18SR", "1.8 V", "SOT-223", "1084-18", "Reel 2500"],
            ["DPS1084-25SR", "2.5 V", "SOT-223", "1084-25", "Reel 2500"],
            ["DPS1084-33SR", "3.3 V", "SOT-223", "1084-33", "Reel 2500"],
            ["DPS1084-33DR", "3.3 V", "TO-252", "DPS1084-33", "Reel 2500"],
            ["DPS1084-50DR", "5.0 V", "TO-252", "DPS1084-50", "Reel 2500"],
        ],
        7.4,
    )
    s.heading("PIN CONFIGURATION", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Function", 359)],
        [
            ["1", "GND", "Ground"],
            ["2 (tab)", "VOUT", "Regulated output"],
            ["3", "VIN", "Unregulated input"],
        ],
        7.4,
    )
    revision_table(
        s,
        [["2021-03-02", "1", "Initial release"], ["2023-08-19", "3", "Added TO-252 order codes"]],
        (90, 60, 349),
    )
    return save(s, out / "dps1084.pdf")


# -------------------------------------------------- 2.4 GHz PA/LNA module (Nanjing)
def zy24(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Nanjing Ziyun Wireless Technology Co., Ltd.",
        header_right="ZY24-PA20 User Manual  V1.3",
        footer_left="Copyright \u00a9 2023 Ziyun Wireless. All rights reserved.",
        footer_right="- {page} of {nb} -",
        rule_color=(10, 60, 140),
        table_fill=(212, 226, 246),
        accent=(10, 60, 140),
        grid=True,
    )
    s = Sheet(style, "ZY24-PA20 2.4 GHz wireless module")
    s.add_page()
    s.title_block(
        "ZY24-PA20S / ZY24-PA20C",
        "2.4 GHz Wireless Transceiver Module with PA and LNA",
        "User Manual  \u00b7  V1.3  \u00b7  2023-05",
        20,
    )
    s.heading("1  Product overview", 10.5)
    s.para(
        "ZY24-PA20 is a 2.4 GHz wireless transceiver module built around a GFSK transceiver "
        "that is register-compatible with the common 24L01-type chips, plus a power amplifier "
        "(PA) and a low-noise amplifier (LNA). Two versions are offered: ZY24-PA20S with an "
        "SMA socket for an external antenna and ZY24-PA20C with a ceramic chip antenna. The "
        "host talks to the module over SPI.",
        8.3,
    )
    s.heading("2  Features", 10.5)
    s.bullets(
        [
            "Max. transmit power +20 dBm",
            "Air data rates 250 kbps, 1 Mbps and 2 Mbps",
            "126 RF channels, automatic packet handling, 6 data pipes",
            "Power supply 3.3 V only (see section 6)",
            "SPI interface up to 10 MHz",
        ],
        8.3,
    )
    s.heading("3  Main parameters", 10.5)
    s.table(
        [
            Col("Parameter", 130),
            Col("ZY24-PA20S", 115, "C"),
            Col("ZY24-PA20C", 115, "C"),
            Col("Remarks", 139),
        ],
        [
            ["Operating frequency", "2400~2525 MHz", "2400~2525 MHz", "1 MHz channel step"],
            ["Antenna", "SMA-K, external 2 dBi", "ceramic chip, 0 dBi", ""],
            ["Communication distance", "1100 m", "400 m", "clear sky, open air, 250 kbps"],
            [
                "Dimensions",
                "41.5 " + TIMES + " 15.5 mm",
                "29.0 " + TIMES + " 15.5 mm",
                "without SMA",
            ],
            ["Weight", "6.2 g", "2.1 g", ""],
        ],
        7.6,
    )
    s.heading("4  Electrical characteristics", 10.5)
    s.para("VCC = 3.3 V, Ta = 25 " + DEG + ", both versions.", 7.6)
    s.table(
        [
            Col("Parameter", 118),
            Col("Symbol", 45, "C"),
            Col("Condition", 128, "C"),
            Col("Min", 48, "C"),
            Col("Typ", 48, "C"),
            Col("Max", 48, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Supply voltage", "VCC", "", "3.0", "3.3", "3.6", "V"],
            ["Transmit current", "ITX", "output +20 dBm", "", "115", "130", "mA"],
            ["", "", "output +14 dBm", "", "70", "", "mA"],
            ["Receive current", "IRX", "2 Mbps, LNA on", "", "45", "50", "mA"],
            ["Standby current", "ISTBY", "CE = 0, oscillator on", "", "35", "", MU + "A"],
            ["Power-down current", "IPD", "PWR_UP = 0", "", "4.2", "10", MU + "A"],
            ["Transmit power", "PTX", "RF_PWR = 11", "+19", "+20", "+21", "dBm"],
            ["Receive sensitivity", "", "2 Mbps, 0.1 % BER", "", "-92", "", "dBm"],
            ["", "", "1 Mbps, 0.1 % BER", "", "-95", "", "dBm"],
            ["", "", "250 kbps, 0.1 % BER", "", "-104", "", "dBm"],
            ["Input high voltage", "VIH", "CE, CSN, SCK, MOSI", "0.7VCC", "", "5.25", "V"],
            ["Input low voltage", "VIL", "CE, CSN, SCK, MOSI", "-0.3", "", "0.3VCC", "V"],
            ["Output high voltage", "VOH", "MISO, IRQ", "VCC-0.3", "", "", "V"],
            ["SPI clock", "fSCK", "", "", "", "10", "MHz"],
        ],
        7.3,
    )

    s.add_page()
    s.heading("5  Absolute maximum ratings", 10.5)
    s.table(
        [Col("Item", 200), Col("Symbol", 70, "C"), Col("Rating", 140, "C"), Col("Unit", 89, "C")],
        [
            ["Supply voltage", "VCC", "-0.3 ~ 3.9", "V"],
            ["Input voltage on I/O pins", "VI", "-0.3 ~ 5.25", "V"],
            ["RF input level", "", "+10", "dBm"],
            ["Operating temperature", "Topr", "-40 ~ +85", DEG],
            ["Storage temperature", "Tstg", "-40 ~ +125", DEG],
        ],
        7.6,
    )
    s.heading("6  Power supply notes", 10.5)
    s.para(
        "The module must be powered from 3.3 V. Never connect VCC to 5 V: the transceiver and "
        "the PA are destroyed above 3.6 V. The signal inputs CE, CSN, SCK and MOSI are 5 V "
        "tolerant, so a 5 V microcontroller may drive them directly; MISO and IRQ output 3.3 V "
        "levels, which 5 V microcontrollers normally read as high.\n"
        "At +20 dBm the PA draws current peaks of up to 130 mA. Use a 3.3 V regulator that can "
        "deliver at least 250 mA and place a 10 " + MU + "F and a 100 nF capacitor next to the "
        "VCC pin. The 3.3 V pin of boards that take it from the USB-serial chip cannot supply "
        "these peaks.",
        8.2,
    )
    s.heading("7  Pin definition", 10.5)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("I/O", 50, "C"), Col("Description", 349)],
        [
            ["1", "GND", "-", "Ground"],
            ["2", "VCC", "P", "3.3 V power input"],
            ["3", "CE", "I", "Chip enable, TX/RX activation"],
            ["4", "CSN", "I", "SPI chip select, active low"],
            ["5", "SCK", "I", "SPI clock"],
            ["6", "MOSI", "I", "SPI data in"],
            ["7", "MISO", "O", "SPI data out"],
            ["8", "IRQ", "O", "Interrupt, active low"],
        ],
        7.4,
    )
    s.heading("8  Register quick reference", 10.5)
    s.table(
        [Col("Address", 60, "C"), Col("Name", 90, "C"), Col("Reset", 60, "C"), Col("Use", 289)],
        [
            ["0x00", "CONFIG", "0x08", "PWR_UP, PRIM_RX, CRC"],
            ["0x05", "RF_CH", "0x02", "Channel 0 to 125: 2400 MHz + RF_CH " + TIMES + " 1 MHz"],
            ["0x06", "RF_SETUP", "0x0F", "RF_DR (data rate), RF_PWR (00 ... 11)"],
            ["0x07", "STATUS", "0x0E", "RX_DR, TX_DS, MAX_RT flags"],
            ["0x0A", "RX_ADDR_P0", "0xE7E7E7E7E7", "Pipe 0 receive address"],
        ],
        7.4,
    )
    s.heading("9  FAQ", 10.5)
    s.para(
        "Q: What range can I expect indoors?\n"
        "A: Indoor range depends on walls, antenna position and 2.4 GHz interference and is not "
        "specified. The distances in section 3 are open-air values.\n"
        "Q: Can the module talk to Bluetooth or Wi-Fi devices?\n"
        "A: No. It uses a proprietary GFSK packet format and only talks to other 24L01-type "
        "radios.\n"
        "Q: Do I need level shifters with a 5 V Arduino?\n"
        "A: Not for the signal lines (see section 6). VCC must still come from 3.3 V.",
        8.2,
    )
    return save(s, out / "zy24-pa20.pdf")


# ----------------------------------------------------- laser ToF sensor IC (Tampere)
def ptf2030(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="POHJOLA PHOTONICS",
        header_right="PTF2030  \u00b7  Product Specification PS-2030  \u00b7  Rev 1.1",
        footer_left="Pohjola Photonics Oy, Tampere, Finland  \u00b7  Subject to change without notice",
        footer_right="[{page}]",
        rule_color=(90, 40, 120),
        table_fill=None,
        accent=(90, 40, 120),
        grid=False,
    )
    s = Sheet(style, "PTF2030 time-of-flight ranging sensor")
    s.add_page()
    s.title_block(
        "PTF2030",
        "Time-of-Flight Laser Ranging Sensor with I\u00b2C Interface, up to 2 m",
        "",
        22,
    )
    s.table(
        [Col("", 150), Col("", 349)],
        [
            ["Ranging distance", "30 mm to 2.0 m (long-range mode, see Table 1)"],
            ["Emitter", "940 nm VCSEL, Class 1 eye safe"],
            ["Interface", "I\u00b2C, up to 400 kHz; XSHUT shutdown input; GPIO1 interrupt"],
            ["Supply", "single AVDD supply"],
            ["Package", "4.4 " + TIMES + " 2.4 " + TIMES + " 1.0 mm, 12-pin optical LGA"],
        ],
        8,
        show_head=False,
    )
    s.heading("1.  Ranging performance", 10.5)
    s.caption("Table 1. Ranging modes (typical, indoor, no infrared ambient light)")
    s.table(
        [
            Col("Parameter", 163),
            Col("Default", 84, "C"),
            Col("High accuracy", 84, "C"),
            Col("Long range", 84, "C"),
            Col("High speed", 84, "C"),
        ],
        [
            ["Max. distance, white target (88 %)", "1.2 m", "1.2 m", "2.0 m", "1.2 m"],
            ["Max. distance, grey target (17 %)", "0.7 m", "0.7 m", "0.8 m", "0.7 m"],
            ["Timing budget", "33 ms", "200 ms", "33 ms", "20 ms"],
            ["Ranging accuracy (Note 1)", PM + "4 %", PM + "3 %", PM + "6 %", PM + "5 %"],
        ],
        7.6,
    )
    s.para(
        "Note 1: Of the measured distance, white target, 100 mm to the max. distance of the "
        "mode. Below 100 mm the error is " + PM + "8 mm. Under outdoor daylight the maximum "
        "distance drops to about 0.5 m in every mode; long-range mode is not recommended "
        "outdoors.",
        7.4,
    )
    s.heading("2.  Absolute maximum ratings", 10.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Supply voltage", "AVDD", "-0.5", "3.6", "V"],
            ["SCL, SDA, XSHUT, GPIO1", "", "-0.5", "3.6", "V"],
            ["Storage temperature", "T_{STG}", "-40", "+85", DEG],
            ["ESD, human body model", "", "", PM + "2", "kV"],
        ],
        7.6,
    )
    s.heading("3.  Recommended operating conditions", 10.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "AVDD", "2.6", "2.8", "3.5", "V"],
            ["Operating temperature", "T_{A}", "-20", "", "+70", DEG],
        ],
        7.6,
    )
    s.heading("4.  Electrical characteristics", 10.5)
    s.para("AVDD = 2.8 V, TA = 25 " + DEG + ".", 7.6)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Hardware standby (XSHUT low)", "I_{HWSTBY}", "", "3", "7", MU + "A"],
            ["Software standby", "I_{SWSTBY}", "", "5", "9", MU + "A"],
            ["Active ranging, average", "I_{ACT}", "", "19", "", "mA"],
            ["Active ranging, peak (VCSEL pulses)", "", "", "", "40", "mA"],
            ["Boot time after XSHUT release", "t_{BOOT}", "", "", "1.2", "ms"],
            ["I\u00b2C clock frequency", "f_{SCL}", "", "", "400", "kHz"],
        ],
        7.6,
    )

    s.add_page()
    s.heading("5.  I/O levels", 10.5)
    s.para(
        "The I/O pads run in 1.8 V mode after boot. Setting bit 0 of register 0x89 selects "
        "2.8 V mode. The thresholds below apply to SDA, SCL and XSHUT.",
        8,
    )
    s.table(
        [
            Col("Symbol", 70, "C"),
            Col("I/O mode", 110, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 60, "C"),
            Col("Remark", 139),
        ],
        [
            ["V_{IH}", "1.8 V (default)", "1.12", "", "V", ""],
            ["V_{IL}", "1.8 V (default)", "", "0.6", "V", ""],
            ["V_{IH}", "2.8 V", "1.6", "", "V", "bit 0 of 0x89 = 1"],
            ["V_{IL}", "2.8 V", "", "0.6", "V", "bit 0 of 0x89 = 1"],
            ["V_{OL}", "both", "", "0.4", "V", "I_{OL} = 4 mA"],
        ],
        7.6,
    )
    s.heading("6.  I\u00b2C address", 10.5)
    s.para(
        "The PTF2030 answers at the 7-bit address 0x29 after power-up or after XSHUT is "
        "released. Some host libraries print the 8-bit write address 0x52; it is the same "
        "device. The address can be changed by software (register 0x8A) but returns to 0x29 "
        "each time the sensor is reset. To use several sensors on one bus, hold all but one in "
        "reset with XSHUT and give them new addresses one at a time.",
        8.2,
    )
    s.heading("7.  XSHUT pin", 10.5)
    s.para(
        "XSHUT is an active-low shutdown input. It has no internal pull-up: tie it to AVDD "
        "through 10 k" + OHM + " or drive it from a host GPIO. A floating XSHUT gives undefined "
        "behaviour. While XSHUT is low the sensor is in hardware standby and does not answer "
        "on the bus.",
        8.2,
    )
    s.heading("8.  Pin-out", 10.5)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("Type", 60, "C"), Col("Description", 329)],
        [
            ["1", "AVDDVCSEL", "supply", "VCSEL supply, connect to AVDD"],
            ["2, 3, 4, 6, 12", "GND", "ground", "Ground"],
            ["5", "XSHUT", "input", "Shutdown, active low, no internal pull-up"],
            ["7", "GPIO1", "output", "Interrupt, open drain"],
            ["8", "DNC", "-", "Do not connect"],
            ["9", "SDA", "I/O", "I\u00b2C data"],
            ["10", "SCL", "input", "I\u00b2C clock"],
            ["11", "AVDD", "supply", "Supply"],
        ],
        7.4,
    )
    s.heading("9.  Register excerpt", 10.5)
    s.table(
        [Col("Address", 70, "C"), Col("Name", 170), Col("Reset", 70, "C"), Col("Note", 189)],
        [
            ["0xC0", "IDENTIFICATION_MODEL_ID", "0xEE", "read-only identifier"],
            ["0x89", "PAD_CONFIG", "0x00", "bit 0: I/O mode 1.8 V / 2.8 V"],
            ["0x8A", "I2C_DEVICE_ADDRESS", "0x29", "7-bit address, volatile"],
            ["0x0A", "INTERRUPT_CONFIG", "0x04", "GPIO1 function"],
        ],
        7.4,
    )
    s.heading("10.  Ordering information", 10.5)
    s.table(
        [Col("Order code", 150), Col("Description", 220), Col("Packing", 129, "C")],
        [
            ["PTF2030-TR", "PTF2030, tape and reel", "4000 pcs"],
            ["PTF2030-EVK", "Evaluation board with PTF2030", "1 pc"],
        ],
        7.4,
    )
    s.para(
        "Cover glass: an optical cover changes crosstalk and range; its effect depends on "
        "the material and air gap and is not covered by this specification.",
        7.6,
    )
    return save(s, out / "ptf2030.pdf")
