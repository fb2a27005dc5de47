"""Hold-out 129 datasheets, part 1: an 8-channel analog multiplexer IC, a high-side MOSFET
load switch IC, a Li-ion fuel gauge IC (I2C) and a 433 MHz ASK transmitter module.

A Bratislava (Slovakia) analog IC house data sheet ("◤ IV." Roman-numeral heads, "Tab. n:"
captions above the tables, static characteristics in column groups per temperature range
with rows stacked per VCC, limiting values, function and pin tables and an ordering table
as decoys), an Aalborg (Denmark) power-semiconductor data sheet ("║ n.m" heads, "Tabel n ·"
captions, a device-comparison table, ON-resistance, quiescent and shutdown current stacked
per VIN in 25 °C and full-range column groups, thermal and package tables as decoys), a
Winnipeg (Canada) battery-IC house data sheet ("⊕" heads, absolute maximum ratings as
leader lines, measurement data in column groups per cell-count version, active /
hibernate / sleep currents on wrapped rows, a register summary as decoy) and a Chiang Mai
(Thailand) maker-store product sheet ("❋" heads, THB prices, a quick-facts card, column
groups per frequency version with output power and current stacked per supply, a range
guide, pinout and FAQ).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
MDASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
ARROW = "\u2192"
TIMES = "\u00d7"
MINUS = "\u2212"


# ------------------------------------------------ 8-channel analog multiplexer (Bratislava)
def brv4851(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="DUNAJTECH ANALOG",
        header_right="BRV4851; BRV4851T  8-channel analog multiplexer/demultiplexer",
        footer_left="Dunajtech Analog s.r.o.  \u00b7  Bratislava, Slovakia  \u00b7  BRV4851 DS  "
        "rev. C  \u00b7  2024-03-18",
        footer_right="strana {page} z {nb}",
        rule_color=(31, 78, 95),
        table_fill=(226, 234, 238),
        accent=(31, 78, 95),
        grid=True,
    )
    s = Sheet(style, "BRV4851 8-channel analog multiplexer/demultiplexer")
    s.add_page()
    s.title_block(
        "BRV4851; BRV4851T",
        "8-channel analog multiplexer/demultiplexer",
        "Product data sheet  |  single 8:1 analog switch with enable  |  rev. C, 18 March 2024",
        20,
    )

    def features() -> None:
        s.heading("\u25e4 I. Features and benefits", 10)
        s.bullets(
            [
                "Wide supply voltage range from 2.0 V to 6.0 V (BRV4851); 4.5 V to 5.5 V "
                "(BRV4851T)",
                "Low ON resistance: 70 " + OHM + " (typ) at VCC = 4.5 V",
                "Analog signals between VEE and VCC; VCC " + MINUS + " VEE up to 10 V",
                "Break-before-make switching",
                "Static supply current 8 " + MU + "A (max) at 25 " + DEG,
                "BRV4851T: control inputs accept TTL levels",
                "ESD protection: HBM 2000 V, CDM 1000 V",
                "Specified from " + MINUS + "40 " + DEG + " to +125 " + DEG,
            ],
            7.5,
        )

    def description() -> None:
        s.heading("\u25e4 II. General description", 10)
        s.para(
            "The BRV4851 is a single-pole, 8-throw analog switch in silicon-gate CMOS. One of "
            "eight independent inputs/outputs (Y0 to Y7) is connected to the common "
            "input/output Z, selected by the three digital inputs S0, S1 and S2. With the "
            "enable input E HIGH all switches are off.",
            7.5,
        )
        s.para(
            "VCC and GND are the supply pins of the digital control inputs. The analog "
            "signals may swing between VEE and VCC; VEE may be tied to GND (single supply) or "
            "taken negative for bipolar signals. The BRV4851T has TTL-compatible control "
            "inputs for 5 V systems driven by lower-voltage logic.",
            7.5,
        )

    s.side_by_side(features, description, 250, 14)

    def pins() -> None:
        s.caption("Tab. 1:  Pin description")
        s.table(
            [Col("Symbol", 50), Col("Pin", 62, "C"), Col("Description", 123)],
            [
                ["Y0 ... Y7", "13, 14, 15, 12,\n1, 5, 2, 4", "independent input/output"],
                ["Z", "3", "common input/output"],
                ["E", "6", "enable input (active LOW)"],
                ["S0, S1, S2", "11, 10, 9", "select inputs"],
                ["VEE", "7", "negative supply voltage"],
                ["GND", "8", "ground (0 V)"],
                ["VCC", "16", "positive supply voltage"],
            ],
            7,
        )

    def function() -> None:
        s.caption("Tab. 2:  Function table")
        s.table(
            [
                Col("E", 34, "C"),
                Col("S2", 34, "C"),
                Col("S1", 34, "C"),
                Col("S0", 34, "C"),
                Col("Channel ON", 94, "C"),
            ],
            [
                ["L", "L", "L", "L", "Y0 to Z"],
                ["L", "L", "L", "H", "Y1 to Z"],
                ["L", "L", "H", "L", "Y2 to Z"],
                ["L", "L", "H", "H", "Y3 to Z"],
                ["L", "H", "L", "L", "Y4 to Z"],
                ["L", "H", "L", "H", "Y5 to Z"],
                ["L", "H", "H", "L", "Y6 to Z"],
                ["L", "H", "H", "H", "Y7 to Z"],
                ["H", "X", "X", "X", "none"],
            ],
            7,
            row_height=10.5,
        )
        s.para("H = HIGH voltage level; L = LOW voltage level; X = don't care.", 6.5)

    s.side_by_side(pins, function, 235, 14)
    s.heading("\u25e4 III. Limiting values", 10)
    s.caption(
        "Tab. 3:  Limiting values (in accordance with the Absolute Maximum Rating System; "
        "voltages referenced to GND)"
    )
    s.table(
        [
            Col("Parameter", 130),
            Col("Symbol", 52, "C"),
            Col("Conditions", 175),
            Col("Min", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 52, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "", MINUS + "0.5", "+7.0", "V"],
            [
                "Supply voltage difference",
                "V_{CC} " + MINUS + " V_{EE}",
                "",
                MINUS + "0.5",
                "+11.0",
                "V",
            ],
            [
                "Input clamping current",
                "I_{IK}",
                "V_{I} < " + MINUS + "0.5 V or V_{I} > V_{CC} + 0.5 V",
                "",
                PM + "20",
                "mA",
            ],
            [
                "Switch clamping current",
                "I_{SK}",
                "V_{SW} < V_{EE} " + MINUS + " 0.5 V or V_{SW} > V_{CC} + 0.5 V",
                "",
                PM + "20",
                "mA",
            ],
            [
                "Switch current",
                "I_{SW}",
                "V_{EE} " + MINUS + " 0.5 V < V_{SW} < V_{CC} + 0.5 V",
                "",
                PM + "25",
                "mA",
            ],
            ["Supply current", "I_{CC}", "", "", "50", "mA"],
            ["Storage temperature", "T_{stg}", "", MINUS + "65", "+150", DEG],
            ["Total power dissipation", "P_{tot}", "SO16 and TSSOP16", "", "500", "mW"],
        ],
        7.5,
    )
    s.heading("\u25e4 IV. Recommended operating conditions", 10)
    s.caption("Tab. 4:  Operating conditions")
    s.table(
        [
            Col("Parameter", 130),
            Col("Symbol", 52, "C"),
            Col("Conditions", 130),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 52, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "BRV4851", "2.0", "5.0", "6.0", "V"],
            ["", "", "BRV4851T", "4.5", "5.0", "5.5", "V"],
            [
                "Supply voltage difference",
                "V_{CC} " + MINUS + " V_{EE}",
                "",
                "2.0",
                "",
                "10.0",
                "V",
            ],
            ["Input voltage", "V_{I}", "S0, S1, S2, E", "0", "", "V_{CC}", "V"],
            ["Switch voltage", "V_{SW}", "Y0 to Y7, Z", "V_{EE}", "", "V_{CC}", "V"],
            ["Ambient temperature", "T_{amb}", "", MINUS + "40", "+25", "+125", DEG],
            [
                "Input transition rise\nand fall rate",
                "\u0394t/\u0394V",
                "V_{CC} = 2.0 V\nV_{CC} = 4.5 V\nV_{CC} = 6.0 V",
                "",
                "",
                "625\n139\n83",
                "ns/V",
            ],
        ],
        7.5,
    )

    # ------------------------------------------------------------------ page 2
    s.add_page()
    s.heading("\u25e4 V. Static characteristics", 10)
    s.caption(
        "Tab. 5:  Static characteristics (voltages referenced to GND; VEE = 0 V unless "
        "otherwise specified)"
    )
    cols = [
        Col("Parameter", 78),
        Col("Symbol", 36, "C"),
        Col("Conditions", 103),
        Col("Min", 33, "C"),
        Col("Typ", 33, "C"),
        Col("Max", 33, "C"),
        Col("Min", 33, "C"),
        Col("Max", 33, "C"),
        Col("Min", 33, "C"),
        Col("Max", 33, "C"),
        Col("Unit", 31, "C"),
    ]
    vcc4 = "V_{CC} = 2.0 V\nV_{CC} = 3.0 V\nV_{CC} = 4.5 V\nV_{CC} = 6.0 V"
    s.table(
        cols,
        [
            [
                "HIGH-level input\nvoltage",
                "V_{IH}",
                vcc4,
                "1.5\n2.1\n3.15\n4.2",
                "1.2\n1.6\n2.4\n3.2",
                "",
                "1.5\n2.1\n3.15\n4.2",
                "",
                "1.5\n2.1\n3.15\n4.2",
                "",
                "V",
            ],
            [
                "LOW-level input\nvoltage",
                "V_{IL}",
                vcc4,
                "",
                "0.8\n1.2\n2.1\n2.8",
                "0.5\n0.9\n1.35\n1.8",
                "",
                "0.5\n0.9\n1.35\n1.8",
                "",
                "0.5\n0.9\n1.35\n1.8",
                "V",
            ],
            [
                "HIGH-level input\nvoltage (BRV4851T)",
                "V_{IH}",
                "V_{CC} = 4.5 V to 5.5 V",
                "2.0",
                "1.6",
                "",
                "2.0",
                "",
                "2.0",
                "",
                "V",
            ],
            [
                "LOW-level input\nvoltage (BRV4851T)",
                "V_{IL}",
                "V_{CC} = 4.5 V to 5.5 V",
                "",
                "1.2",
                "0.8",
                "",
                "0.8",
                "",
                "0.8",
                "V",
            ],
            [
                "Input leakage\ncurrent",
                "I_{I}",
                "V_{I} = V_{CC} or GND;\nV_{CC} = 6.0 V",
                "",
                "",
                PM + "0.1",
                "",
                PM + "1.0",
                "",
                PM + "1.0",
                MU + "A",
            ],
            [
                "OFF-state leakage\ncurrent",
                "I_{S(OFF)}",
                "per channel;\nV_{CC} " + MINUS + " V_{EE} = 10 V",
                "",
                "",
                PM + "0.1",
                "",
                PM + "1.0",
                "",
                PM + "1.0",
                MU + "A",
            ],
            [
                "Static supply\ncurrent",
                "I_{CC}",
                "V_{I} = V_{CC} or GND;\nV_{CC} = 6.0 V",
                "",
                "",
                "8.0",
                "",
                "80",
                "",
                "160",
                MU + "A",
            ],
            [
                "ON resistance\n(peak)",
                "R_{ON}",
                "V_{IS} = V_{EE} to V_{CC};\nI_{SW} = 1 mA\n"
                + vcc4
                + "\nV_{CC} = 4.5 V, V_{EE} = "
                + MINUS
                + "4.5 V",
                "",
                "\n\n180\n110\n70\n60\n50",
                "\n\n" + MDASH + "\n230\n160\n140\n120",
                "",
                "\n\n" + MDASH + "\n290\n200\n175\n150",
                "",
                "\n\n" + MDASH + "\n345\n240\n210\n180",
                OHM,
            ],
            [
                "ON resistance\nmismatch",
                "\u0394R_{ON}",
                "between channels;\nV_{CC} = 4.5 V",
                "",
                "5",
                "",
                "",
                "",
                "",
                "",
                OHM,
            ],
        ],
        7,
        head_rows=[
            [
                "",
                "",
                "",
                "T_{amb} = 25 " + DEG,
                "<",
                "<",
                MINUS + "40 " + DEG + " to +85 " + DEG,
                "<",
                MINUS + "40 " + DEG + " to +125 " + DEG,
                "<",
                "",
            ]
        ],
    )
    s.heading("\u25e4 VI. Dynamic characteristics", 10)
    s.caption("Tab. 6:  Dynamic characteristics (CL = 50 pF; tr = tf = 6 ns; VEE = 0 V)")
    vcc3 = "V_{CC} = 2.0 V\nV_{CC} = 4.5 V\nV_{CC} = 6.0 V"
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 40, "C"),
            Col("Conditions", 105),
            Col("Typ (25 " + DEG + ")", 52, "C"),
            Col("Max (25 " + DEG + ")", 52, "C"),
            Col("Max (85 " + DEG + ")", 52, "C"),
            Col("Max (125 " + DEG + ")", 52, "C"),
            Col("Unit", 36, "C"),
        ],
        [
            [
                "Propagation delay\nYn to Z, Z to Yn",
                "t_{pd}",
                vcc3,
                "14\n5\n4",
                "60\n12\n10",
                "75\n15\n13",
                "90\n18\n15",
                "ns",
            ],
            [
                "Turn-on time\nSn, E to Yn, Z",
                "t_{on}",
                vcc3,
                "75\n27\n22",
                "250\n50\n43",
                "315\n63\n54",
                "375\n75\n64",
                "ns",
            ],
            [
                "Power dissipation\ncapacitance",
                "C_{PD}",
                "per switch; V_{I} = GND to V_{CC}",
                "25",
                "",
                "",
                "",
                "pF",
            ],
            [
                "Switch capacitance",
                "C_{S}",
                "independent pins Yn\ncommon pin Z",
                "5\n25",
                "",
                "",
                "",
                "pF",
            ],
        ],
        7,
    )
    s.heading("\u25e4 VII. Application information", 10)
    s.para(
        "Reading eight potentiometers or sensors with one ADC input: connect Z to the ADC "
        "input, Y0 to Y7 to the signals and S0 to S2 to three port pins, and tie E to GND. "
        "With VEE = GND every signal must stay between 0 V and VCC; a signal above VCC or "
        "below GND is clamped by the protection diodes and disturbs the other channels.",
        7.5,
    )
    s.para(
        "Control levels: the BRV4851 has CMOS input thresholds that scale with the supply "
        "(VIH = 0.7 x VCC). At VCC = 5.0 V a HIGH must be at least 3.5 V, so 3.3 V logic does "
        "not drive it reliably. Either run the BRV4851 from the same 3.3 V rail as the "
        "controller, or use the BRV4851T, whose control inputs accept TTL levels (VIH = 2.0 V) "
        "at VCC = 5 V.",
        7.5,
    )
    s.para(
        "Bipolar signals (for example audio at " + PM + "2.5 V) need a negative VEE; keep "
        "VCC " + MINUS + " VEE within 10 V. Decouple VCC (and VEE when used) with 100 nF.",
        7.5,
    )
    s.heading("\u25e4 VIII. Ordering information", 10)
    s.caption("Tab. 7:  Ordering information")
    s.table(
        [
            Col("Type number", 90),
            Col("Package", 70),
            Col("Description", 150),
            Col("Temperature range", 90, "C"),
            Col("Marking", 50, "C"),
            Col("Packing", 49, "C"),
        ],
        [
            [
                "BRV4851D",
                "SO16",
                "plastic small outline, 3.9 mm",
                MINUS + "40 " + DEG + " to +125 " + DEG,
                "BRV4851",
                "2500/reel",
            ],
            [
                "BRV4851PW",
                "TSSOP16",
                "thin shrink small outline, 4.4 mm",
                MINUS + "40 " + DEG + " to +125 " + DEG,
                "V4851",
                "2500/reel",
            ],
            [
                "BRV4851BQ",
                "DHVQFN16",
                "2.5 mm x 3.5 mm x 0.85 mm",
                MINUS + "40 " + DEG + " to +125 " + DEG,
                "V51",
                "3000/reel",
            ],
            [
                "BRV4851TD",
                "SO16",
                "plastic small outline, 3.9 mm",
                MINUS + "40 " + DEG + " to +125 " + DEG,
                "BRV4851T",
                "2500/reel",
            ],
            [
                "BRV4851TPW",
                "TSSOP16",
                "thin shrink small outline, 4.4 mm",
                MINUS + "40 " + DEG + " to +125 " + DEG,
                "V4851T",
                "2500/reel",
            ],
        ],
        7,
    )
    return save(s, out / "brv4851.pdf")


# ------------------------------------------------ high-side load switch (Aalborg)
def lfs2430(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="LIMFJORD POWER SEMICONDUCTORS",
        header_right="LFS2430A, LFS2430B  \u00b7  SLDS-0412B  \u00b7  APRIL 2024",
        footer_left="Limfjord Power Semiconductors A/S  \u00b7  9220 Aalborg \u00d8st, Denmark  "
        "\u00b7  CVR 3874 1190",
        footer_right="side {page} af {nb}",
        rule_color=(222, 110, 20),
        table_fill=None,
        accent=(40, 40, 40),
        grid=False,
    )
    s = Sheet(style, "LFS2430 5.5 V 2 A high-side load switch")
    s.add_page()
    s.title_block(
        "LFS2430A, LFS2430B",
        "5.5-V, 2-A, 52-m" + OHM + " High-Side Load Switch With Adjustable Rise Time",
        "SOT-23-6 (DBV) and 2 mm " + TIMES + " 2 mm SON-6 (DSG)  |  data sheet SLDS-0412B, "
        "revised April 2024",
        20,
    )
    mark = "\u2551 "

    def features() -> None:
        s.heading(mark + "1 Features", 10)
        s.bullets(
            [
                "Input voltage range: 1.0 V to 5.5 V",
                "Maximum continuous switch current: 2 A",
                "ON-resistance: 52 m" + OHM + " (typ) at VIN = 5 V",
                "Quiescent current: 8 " + MU + "A (typ) at VIN = 5 V",
                "Shutdown current: 0.5 " + MU + "A (typ)",
                "ON pin works with 1.2-V, 1.8-V, 3.3-V and 5-V logic",
                "Adjustable rise time with one CT capacitor",
                "Quick output discharge, 150 " + OHM + " (LFS2430A only)",
                "Thermal shutdown",
            ],
            7.5,
        )
        s.heading(mark + "2 Applications", 10)
        s.bullets(
            [
                "Power gating of sensors and radios in IoT nodes",
                "USB peripherals and accessory ports",
                "Set-top boxes, wearables, handheld meters",
            ],
            7.5,
        )

    def description() -> None:
        s.heading(mark + "3 Description", 10)
        s.para(
            "The LFS2430 is a small, single-channel load switch with an N-channel power MOSFET "
            "and a charge pump, so the ON-resistance stays low down to VIN = 1.0 V. A "
            "capacitor on CT sets the output slew rate and keeps the inrush current of "
            "large load capacitors under control.",
            7.5,
        )
        s.para(
            "The LFS2430A adds a 150-" + OHM + " quick output discharge that pulls VOUT to "
            "ground when the switch is turned off. The LFS2430 does not limit current and "
            "does not block reverse current; see Application and Implementation.",
            7.5,
        )
        s.caption("Tabel 1 \u00b7 Device Information")
        s.table(
            [Col("PART NUMBER", 80), Col("PACKAGE", 62), Col("BODY SIZE (NOM)", 84)],
            [
                ["LFS2430A,\nLFS2430B", "SOT-23-6", "2.90 mm " + TIMES + " 1.60 mm"],
                ["LFS2430A,\nLFS2430B", "SON-6", "2.00 mm " + TIMES + " 2.00 mm"],
            ],
            7,
        )

    s.side_by_side(features, description, 230, 16)
    s.heading(mark + "4 Device Comparison", 10)
    s.caption("Tabel 2 \u00b7 Device Comparison")
    s.table(
        [
            Col("DEVICE", 90),
            Col("QUICK OUTPUT DISCHARGE", 120, "C"),
            Col("ON PIN", 90, "C"),
            Col("MAXIMUM OUTPUT CURRENT", 120, "C"),
            Col("RISE TIME", 79, "C"),
        ],
        [
            ["LFS2430A", "Yes (150 " + OHM + ")", "active high", "2 A", "adjustable"],
            ["LFS2430B", "No", "active high", "2 A", "adjustable"],
        ],
        7.5,
    )
    s.heading(mark + "5 Pin Configuration and Functions", 10)
    s.caption("Tabel 3 \u00b7 Pin Functions")
    s.table(
        [
            Col("NAME", 60),
            Col("DBV", 40, "C"),
            Col("DSG", 40, "C"),
            Col("I/O", 40, "C"),
            Col("DESCRIPTION", 319),
        ],
        [
            [
                "VIN",
                "1",
                "5, 6",
                "I",
                "Switch input. Place a 1-" + MU + "F ceramic capacitor from VIN to GND.",
            ],
            ["GND", "2", "4", MDASH, "Device ground"],
            ["ON", "3", "3", "I", "Active-high switch control. Do not leave floating."],
            [
                "CT",
                "4",
                "2",
                "O",
                "Rise-time capacitor to GND; leave open for the fastest rise time.",
            ],
            [
                "QOD",
                "5",
                MDASH,
                "O",
                "LFS2430A: quick output discharge. Connect to VOUT. LFS2430B: NC.",
            ],
            ["VOUT", "6", "1", "O", "Switch output"],
        ],
        7.5,
    )
    s.heading(mark + "6 Specifications", 10)
    s.heading("6.1 Absolute Maximum Ratings", 9)
    s.para(
        "over operating free-air temperature range (unless otherwise noted)",
        7,
    )
    s.table(
        [
            Col("", 200),
            Col("", 70, "C"),
            Col("MIN", 70, "C"),
            Col("MAX", 70, "C"),
            Col("UNIT", 89, "C"),
        ],
        [
            ["Input voltage", "V_{IN}", MINUS + "0.3", "6", "V"],
            ["Output voltage", "V_{OUT}", MINUS + "0.3", "6", "V"],
            ["ON pin voltage", "V_{ON}", MINUS + "0.3", "6", "V"],
            ["Maximum continuous switch current", "I_{MAX}", "", "2", "A"],
            [
                "Maximum pulsed switch current,\npulse " + LE + " 300 " + MU + "s, 2% duty cycle",
                "I_{PLS}",
                "",
                "4",
                "A",
            ],
            ["Operating junction temperature", "T_{J}", MINUS + "40", "150", DEG],
            ["Storage temperature", "T_{stg}", MINUS + "65", "150", DEG],
        ],
        7.5,
    )
    s.heading("6.2 ESD Ratings", 9)
    s.table(
        [Col("", 270), Col("VALUE", 70, "C"), Col("UNIT", 70, "C"), Col("", 89)],
        [
            ["Human-body model (HBM), ANSI/ESDA/JEDEC JS-001", PM + "2000", "V", ""],
            ["Charged-device model (CDM), JEDEC JS-002", PM + "500", "V", ""],
        ],
        7.5,
    )

    # ------------------------------------------------------------------ page 2
    s.add_page()
    s.heading("6.3 Recommended Operating Conditions", 9)
    s.table(
        [
            Col("", 200),
            Col("", 70, "C"),
            Col("MIN", 70, "C"),
            Col("MAX", 70, "C"),
            Col("UNIT", 89, "C"),
        ],
        [
            ["Input voltage", "V_{IN}", "1.0", "5.5", "V"],
            ["ON pin voltage", "V_{ON}", "0", "5.5", "V"],
            ["Output voltage", "V_{OUT}", "0", "V_{IN}", "V"],
            ["Operating free-air temperature", "T_{A}", MINUS + "40", "105", DEG],
        ],
        7.5,
    )
    s.heading("6.4 Electrical Characteristics", 9)
    s.para(
        "Unless otherwise noted: VIN = 1.0 V to 5.5 V, VON = VIN, CIN = 1 " + MU + "F, "
        "CL = 0.1 " + MU + "F. Typical values are at TA = 25 " + DEG + ".",
        7,
    )
    vin3 = "V_{IN} = 5.0 V\nV_{IN} = 3.3 V\nV_{IN} = 1.8 V"
    s.table(
        [
            Col("PARAMETER", 100),
            Col("", 34, "C"),
            Col("TEST CONDITIONS", 120),
            Col("MIN", 38, "C"),
            Col("TYP", 38, "C"),
            Col("MAX", 38, "C"),
            Col("MIN", 38, "C"),
            Col("MAX", 38, "C"),
            Col("UNIT", 55, "C"),
        ],
        [
            ["POWER SUPPLIES AND CURRENTS"],
            [
                "Quiescent current\n(ON state)",
                "I_{Q}",
                "V_{ON} = 5 V, I_{OUT} = 0 mA\n" + vin3,
                "",
                "\n8.0\n6.5\n4.8",
                "\n12\n10\n8",
                "",
                "\n15\n13\n10",
                MU + "A",
            ],
            [
                "Shutdown current\n(OFF state)",
                "I_{SD}",
                "V_{ON} = 0 V, V_{OUT} = 0 V\nV_{IN} = 5.0 V\nV_{IN} = 3.3 V",
                "",
                "\n0.5\n0.3",
                "\n2.0\n1.5",
                "",
                "\n8.0\n6.0",
                MU + "A",
            ],
            [
                "ON pin input\nleakage current",
                "I_{ON}",
                "V_{ON} = 5.5 V",
                "",
                "",
                "0.1",
                "",
                "0.5",
                MU + "A",
            ],
            ["RESISTANCE CHARACTERISTICS"],
            [
                "ON-state\nresistance",
                "R_{ON}",
                "I_{OUT} = " + MINUS + "200 mA\nV_{IN} = 5.0 V\nV_{IN} = 3.3 V\nV_{IN} = 2.5 V\n"
                "V_{IN} = 1.8 V\nV_{IN} = 1.2 V\nV_{IN} = 1.0 V",
                "",
                "\n52\n56\n61\n70\n105\n140",
                "\n65\n70\n77\n90\n135\n190",
                "",
                "\n85\n91\n100\n115\n170\n240",
                "m" + OHM,
            ],
            [
                "Quick output\ndischarge resistance",
                "R_{QOD}",
                "V_{IN} = 5 V, V_{ON} = 0 V,\nLFS2430A only",
                "",
                "150",
                "200",
                "",
                "250",
                OHM,
            ],
            ["ON PIN"],
            [
                "ON pin high-level\ninput voltage",
                "V_{IH}",
                "V_{IN} = 1.0 V to 5.5 V",
                "1.0",
                "",
                "",
                "1.0",
                "",
                "V",
            ],
            [
                "ON pin low-level\ninput voltage",
                "V_{IL}",
                "V_{IN} = 1.0 V to 5.5 V",
                "",
                "",
                "0.4",
                "",
                "0.4",
                "V",
            ],
            ["THERMAL SHUTDOWN"],
            [
                "Thermal shutdown\nthreshold",
                "T_{SD}",
                "T_{J} rising\nhysteresis",
                "",
                "160\n20",
                "",
                "",
                "",
                DEG,
            ],
        ],
        7,
        head_rows=[
            [
                "",
                "",
                "",
                "T_{A} = 25 " + DEG,
                "<",
                "<",
                "T_{A} = " + MINUS + "40 to 105 " + DEG,
                "<",
                "",
            ]
        ],
    )
    s.heading("6.5 Switching Characteristics", 9)
    s.para(
        "VON = 5 V, RL = 10 "
        + OHM
        + ", CL = 0.1 "
        + MU
        + "F, TA = 25 "
        + DEG
        + " (typical values)",
        7,
    )
    s.table(
        [
            Col("PARAMETER", 134),
            Col("", 34, "C"),
            Col("CT = open", 80, "C"),
            Col("CT = 1000 pF", 80, "C"),
            Col("CT = 4700 pF", 80, "C"),
            Col("UNIT", 91, "C"),
        ],
        [
            [
                "Turn-on time, VIN = 5.0 V\nTurn-on time, VIN = 3.3 V",
                "t_{ON}",
                "95\n80",
                "1250\n1000",
                "5400\n4300",
                MU + "s",
            ],
            [
                "Rise time, VIN = 5.0 V\nRise time, VIN = 3.3 V",
                "t_{R}",
                "60\n48",
                "1030\n790",
                "4700\n3600",
                MU + "s",
            ],
            ["Turn-off time, VIN = 5.0 V", "t_{OFF}", "3", "3", "3", MU + "s"],
        ],
        7,
    )
    s.heading("6.6 Thermal Information", 9)
    s.table(
        [
            Col("THERMAL METRIC", 254),
            Col("DBV (SOT-23-6)", 80, "C"),
            Col("DSG (SON-6)", 80, "C"),
            Col("UNIT", 85, "C"),
        ],
        [
            ["R_{\u03b8JA}  Junction-to-ambient thermal resistance", "185.2", "91.4", DEG + "/W"],
            [
                "R_{\u03b8JC(top)}  Junction-to-case (top) thermal resistance",
                "82.3",
                "110.2",
                DEG + "/W",
            ],
        ],
        7,
    )
    s.heading(mark + "7 Application and Implementation", 10)
    s.para(
        "No current limit. The LFS2430 does not limit current. A short circuit on VOUT is "
        "limited only by RON and by the source; the thermal shutdown protects the die but "
        "not the source or the board traces. Add a fuse or use a current-limited source when "
        "the output leaves the board.",
        7.5,
    )
    s.para(
        "No reverse-current blocking. When VOUT is held above VIN, current flows back through "
        "the body diode of the power MOSFET, also with ON low. Do not use the LFS2430 to "
        "OR two supplies.",
        7.5,
    )
    s.para(
        "ON pin. ON may be driven from 1.2-V, 1.8-V, 3.3-V or 5-V logic independently of VIN, "
        "and VON may be higher than VIN. Inrush: IINRUSH = CL " + TIMES + " dV/dt; with "
        "CT = 1000 pF and CL = 100 " + MU + "F at VIN = 5 V the inrush is about 0.5 A.",
        7.5,
    )
    return save(s, out / "lfs2430.pdf")


# ------------------------------------------------ Li-ion fuel gauge IC (Winnipeg)
def rfg7201(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="RED RIVER CELLWORKS",
        header_right="RFG7201/RFG7202  1-Cell/2-Cell Li-ion Fuel Gauge",
        footer_left="Red River Cellworks Inc.  \u00b7  Winnipeg, Manitoba, Canada  \u00b7  "
        "19-7201; Rev 2; 4/24",
        footer_right="pg. {page} of {nb}",
        rule_color=(122, 28, 44),
        table_fill=(246, 228, 231),
        accent=(122, 28, 44),
        grid=True,
    )
    s = Sheet(style, "RFG7201/RFG7202 Li-ion fuel gauge")
    s.add_page()
    s.title_block(
        "RFG7201/RFG7202",
        "1-Cell/2-Cell Li-ion Fuel Gauge with I\u00b2C Interface",
        "No sense resistor  \u00b7  voltage-based CellTrace algorithm  \u00b7  TDFN-8 (2 mm "
        + TIMES
        + " 2 mm)",
        20,
    )
    mark = "\u2295 "

    def general() -> None:
        s.heading(mark + "General Description", 9.5)
        s.para(
            "The RFG7201/RFG7202 are tiny fuel gauges for lithium-ion (Li+) batteries in "
            "handheld and portable equipment. The RFG7201 gauges a single cell and the "
            "RFG7202 gauges two cells in series.",
            7.5,
        )
        s.para(
            "The ICs measure the cell voltage with a precision ADC and run the CellTrace "
            "algorithm, which tracks the state of charge (SOC) from the relaxed cell voltage. "
            "No current-sense resistor and no learning cycle are needed. The RFG7201 is "
            "powered directly from the cell it measures; the RFG7202 takes its VDD from a "
            "regulator and measures the stack through its CELL pin.",
            7.5,
        )
        s.para(
            "A programmable ALRT output signals low SOC, voltage out of window, a 1% SOC "
            "change or a reset. The host reads SOC in % and VCELL over I\u00b2C.",
            7.5,
        )

    def benefits() -> None:
        s.heading(mark + "Benefits and Features", 9.5)
        s.bullets(
            [
                "1-cell (RFG7201) or 2-cell (RFG7202) Li+ packs",
                "Precise voltage measurement",
                "  " + PM + "7.5 mV/cell at +25" + DEG,
                "No sense resistor, no full/empty learning",
                "Low quiescent current",
                "  23" + MU + "A active, 4" + MU + "A hibernate, 0.5" + MU + "A sleep",
                "Programmable alerts: low SOC 1% to 32%, voltage window, 1% SOC change",
                "I\u00b2C interface up to 400kHz",
                "2mm " + TIMES + " 2mm TDFN-8, lead(Pb)-free",
            ],
            7.5,
        )

    s.side_by_side(general, benefits, 262, 16)
    s.heading(mark + "Absolute Maximum Ratings", 9.5)

    def absmax_left() -> None:
        s.leaders(
            [
                ("VDD to GND ", " " + MINUS + "0.3V to +6.0V"),
                ("CELL to GND (RFG7201) ", " " + MINUS + "0.3V to +6.0V"),
                ("CELL to GND (RFG7202) ", " " + MINUS + "0.3V to +12.0V"),
                ("SDA, SCL, ALRT, QSTRT to GND ", " " + MINUS + "0.3V to +6.0V"),
            ],
            7.5,
        )

    def absmax_right() -> None:
        s.leaders(
            [
                ("Operating Temperature Range ", " " + MINUS + "40" + DEG + " to +85" + DEG),
                ("Storage Temperature Range ", " " + MINUS + "65" + DEG + " to +150" + DEG),
                ("Junction Temperature ", " +150" + DEG),
                ("Lead Temperature (soldering, 10s) ", " +300" + DEG),
            ],
            7.5,
        )

    s.side_by_side(absmax_left, absmax_right, 240, 19)
    s.para(
        "Stresses beyond those listed under Absolute Maximum Ratings may cause permanent damage "
        "to the device. These are stress ratings only; functional operation at these or any "
        "other conditions beyond those in the Electrical Characteristics is not implied.",
        6.5,
    )
    s.heading(mark + "Electrical Characteristics", 9.5)
    s.para(
        "(VDD = 2.5V to 4.5V, TA = " + MINUS + "20" + DEG + " to +70" + DEG + ", unless otherwise "
        "noted. Typical values are at VDD = 3.7V and TA = +25" + DEG + ".) (Note 1)",
        7,
    )
    s.table(
        [
            Col("PARAMETER", 112),
            Col("SYMBOL", 50, "C"),
            Col("CONDITIONS", 150),
            Col("MIN", 42, "C"),
            Col("TYP", 42, "C"),
            Col("MAX", 42, "C"),
            Col("UNITS", 61, "C"),
        ],
        [
            ["Supply Voltage", "V_{DD}", "(Note 2)", "2.5", "", "4.5", "V"],
            ["Active Current", "I_{DD0}", "ADC sampling every 250ms", "", "23", "40", MU + "A"],
            [
                "Hibernate\nCurrent",
                "I_{DD1}",
                "hibernate mode,\nADC sampling every 45s",
                "",
                "4",
                "6",
                MU + "A",
            ],
            [
                "Sleep Mode\nCurrent",
                "I_{SLEEP}",
                "SDA = SCL = GND;\nTA " + LE + " +50" + DEG,
                "",
                "0.5",
                "2",
                MU + "A",
            ],
            [
                "Time-Base Accuracy",
                "t_{ERR}",
                "active and hibernate modes",
                MINUS + "3.5",
                PM + "1",
                "+3.5",
                "%",
            ],
            ["SDA, SCL, QSTRT\nInput Logic-High", "V_{IH}", "", "1.4", "", "", "V"],
            ["SDA, SCL, QSTRT\nInput Logic-Low", "V_{IL}", "", "", "", "0.5", "V"],
            ["SDA, ALRT Output\nLogic-Low", "V_{OL}", "I_{OL} = 4mA", "", "", "0.4", "V"],
            [
                "SDA, SCL Pulldown\nCurrent",
                "I_{PD}",
                "VDD = 4.5V,\nVSDA = VSCL = 0.4V",
                "0.05",
                "0.2",
                "0.4",
                MU + "A",
            ],
            ["Bus Low-Detection\nTimeout", "t_{SLEEP}", "SDA and SCL low", "1.75", "", "2.5", "s"],
            ["SCL Clock Frequency", "f_{SCL}", "", "0", "", "400", "kHz"],
            ["Bus Free Time Between\nSTOP and START", "t_{BUF}", "", "1.3", "", "", MU + "s"],
            ["Hold Time (Repeated)\nSTART Condition", "t_{HD:STA}", "", "0.6", "", "", MU + "s"],
        ],
        7,
    )
    s.para(
        "Note 1: Specifications are 100% production tested at TA = +25" + DEG + ". Limits over "
        "the operating range are guaranteed by design and characterization. Note 2: All "
        "voltages are referenced to GND.",
        6.5,
    )

    # ------------------------------------------------------------------ page 2
    s.add_page()
    s.heading(mark + "Measurement Characteristics", 9.5)
    s.table(
        [
            Col("PARAMETER", 118),
            Col("CONDITIONS", 104),
            Col("MIN", 36, "C"),
            Col("TYP", 36, "C"),
            Col("MAX", 36, "C"),
            Col("MIN", 36, "C"),
            Col("TYP", 36, "C"),
            Col("MAX", 36, "C"),
            Col("UNITS", 61, "C"),
        ],
        [
            ["CELL Input Range", "", "2.5", "", "4.5", "5.0", "", "9.0", "V"],
            [
                "Voltage Measurement\nResolution",
                "1 LSB of VCELL",
                "",
                "78.125",
                "",
                "",
                "156.25",
                "",
                MU + "V",
            ],
            [
                "Voltage Measurement\nError",
                "TA = +25" + DEG + "\nTA = " + MINUS + "20" + DEG + " to +70" + DEG,
                MINUS + "7.5\n" + MINUS + "20",
                "",
                "+7.5\n+20",
                MINUS + "15\n" + MINUS + "40",
                "",
                "+15\n+40",
                "mV",
            ],
            ["CELL Input Current", "active mode", "", "1.5", "", "", "3.0", "", MU + "A"],
            ["SOC Resolution", "1 LSB of SOC", "", "1/256", "", "", "1/256", "", "%"],
        ],
        7,
        head_rows=[["", "", "RFG7201 (1 cell)", "<", "<", "RFG7202 (2 cells)", "<", "<", ""]],
    )
    s.heading(mark + "I\u00b2C Bus Interface", 9.5)
    s.para(
        "The RFG7201/RFG7202 respond to the fixed 7-bit slave address 0x36; the first byte on "
        "the bus is therefore 0x6C for a write and 0x6D for a read. Because the address cannot "
        "be changed, only one RFG7201/RFG7202 can be on a bus.",
        7.5,
    )
    s.para(
        "SDA and SCL are open-drain and need external pull-up resistors. The pull-ups can go to "
        "any voltage from 1.8V to 5.5V, independent of VDD, so the gauge can sit directly on "
        "a 5V microcontroller bus. When SDA and SCL are both held low for longer than "
        "tSLEEP (2.5s max), the IC enters sleep mode; a host that leaves the bus low at "
        "power-up finds the gauge asleep.",
        7.5,
    )
    s.heading(mark + "Register Summary", 9.5)
    s.table(
        [
            Col("ADDRESS", 52, "C"),
            Col("REGISTER", 70),
            Col("R/W", 36, "C"),
            Col("DEFAULT", 58, "C"),
            Col("DESCRIPTION", 283),
        ],
        [
            [
                "0x02",
                "VCELL",
                "R",
                MDASH,
                "Cell voltage, 78.125" + MU + "V/LSB (RFG7201), 156.25" + MU + "V/LSB (RFG7202)",
            ],
            ["0x04", "SOC", "R", MDASH, "State of charge, 1/256% per LSB"],
            ["0x06", "MODE", "W", "0x0000", "Quick-start and sleep-enable commands"],
            ["0x08", "VERSION", "R", "0x0012", "Production version"],
            ["0x0A", "HIBRT", "R/W", "0x8030", "Hibernate thresholds"],
            [
                "0x0C",
                "CONFIG",
                "R/W",
                "0x971C",
                "Compensation, sleep, alert flag, empty alert threshold (4%)",
            ],
            ["0x14", "VALRT", "R/W", "0x00FF", "Voltage alert window, 20mV/LSB"],
            ["0x16", "CRATE", "R", MDASH, "Charge or discharge rate, 0.208%/hr per LSB"],
            ["0x1A", "STATUS", "R/W", "0x01xx", "Alert causes, reset indicator"],
            ["0xFE", "CMD", "W", MDASH, "Write 0x5400 for a power-on reset"],
        ],
        7,
    )
    s.heading(mark + "Typical Application", 9.5)
    s.para(
        "1 cell (RFG7201): tie CELL and VDD together to the positive terminal of the cell, "
        "after the protection circuit, and bypass VDD with 0.1" + MU + "F. 2 cells (RFG7202): "
        "connect CELL to the top of the stack and power VDD from a 2.5V to 4.5V regulator, for "
        "example a 3.3V LDO.",
        7.5,
    )
    s.para(
        "The built-in model covers lithium cobalt oxide, NMC and lithium-polymer cells with a "
        "full-charge voltage of 4.2V or 4.35V. Other chemistries (LiFePO4, NiMH) need a "
        "custom model; contact Red River Cellworks.",
        7.5,
    )
    s.heading(mark + "Ordering Information", 9.5)
    s.table(
        [
            Col("PART", 100),
            Col("CELLS", 50, "C"),
            Col("TEMP RANGE", 110, "C"),
            Col("PIN-PACKAGE", 110, "C"),
            Col("TOP MARK", 129, "C"),
        ],
        [
            ["RFG7201G+T", "1", MINUS + "40" + DEG + " to +85" + DEG, "8 TDFN-EP", "+AAQ"],
            ["RFG7201X+T", "1", MINUS + "40" + DEG + " to +85" + DEG, "8 WLP", "+AAR"],
            ["RFG7202G+T", "2", MINUS + "40" + DEG + " to +85" + DEG, "8 TDFN-EP", "+AAS"],
        ],
        7,
    )
    s.para("+ Denotes a lead(Pb)-free/RoHS-compliant package. T = Tape and reel.", 6.5)
    return save(s, out / "rfg7201.pdf")


# ------------------------------------------------ 433 MHz ASK transmitter module (Chiang Mai)
def cnx433(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="NIMMAN ELECTRONICS  \u00b7  maker parts since 2011",
        header_right="CNX-433T / CNX-315T  ASK transmitter module",
        footer_left="Nimman Electronics Co., Ltd.  \u00b7  Nimmanhaemin Rd., Chiang Mai 50200, "
        "Thailand  \u00b7  Tax ID 0505563001234",
        footer_right="Page {page}/{nb}",
        rule_color=(110, 60, 140),
        table_fill=(236, 228, 244),
        accent=(110, 60, 140),
        grid=False,
    )
    s = Sheet(style, "CNX-433T / CNX-315T ASK transmitter module")
    s.add_page()
    s.title_block(
        "CNX-433T / CNX-315T",
        "ASK / OOK RF Transmitter Module " + MDASH + " Product Datasheet",
        "SKU CNX-433T (433.92 MHz) and CNX-315T (315 MHz)  |  pairs with the receivers "
        "CNX-433R / CNX-315R (sold separately)  |  datasheet v1.3, June 2024",
        20,
    )
    mark = "\u274b "

    def overview() -> None:
        s.heading(mark + "Overview", 10)
        s.para(
            "A tiny on-off-keyed (OOK) transmitter on a 19 x 19 mm board: a SAW-stabilised "
            "oscillator keyed by the DATA pin. DATA high = carrier on, DATA low = carrier off. "
            "No programming, no library needed for simple remote controls; for text or sensor "
            "data use an encoding library such as RadioHead or VirtualWire.",
            7.5,
        )
        s.para(
            "Good for doorbells, garage-door and relay remotes, weather-station sensors and "
            "simple one-way telemetry. One-way only: the module cannot receive.",
            7.5,
        )

    def quick() -> None:
        s.heading(mark + "Quick facts", 10)
        s.table(
            [Col("", 78), Col("", 150)],
            [
                ["Modulation", "ASK / OOK"],
                ["Frequency", "433.92 MHz (CNX-433T), 315 MHz (CNX-315T)"],
                ["Supply", "3 V to 12 V DC"],
                ["Data rate", "up to 10 kbit/s"],
                ["Output power", "up to +14 dBm (at 12 V)"],
                ["Antenna", "ANT pad, quarter-wave wire"],
                ["Board size", "19 x 19 mm, 3-pin header"],
            ],
            7.5,
            show_head=False,
        )

    s.side_by_side(overview, quick, 255, 16)
    s.heading(mark + "Specifications", 10)
    s.caption(
        "Spec table 1 "
        + MDASH
        + " electrical characteristics (Ta = 25 "
        + DEG
        + ", 50 "
        + OHM
        + " load on ANT)"
    )
    vcc3 = "VCC = 3.3 V\nVCC = 5.0 V\nVCC = 12 V"
    s.table(
        [
            Col("Item", 92),
            Col("Condition", 80),
            Col("Min", 35, "C"),
            Col("Typ", 35, "C"),
            Col("Max", 35, "C"),
            Col("Min", 35, "C"),
            Col("Typ", 35, "C"),
            Col("Max", 35, "C"),
            Col("Unit", 47, "C"),
        ],
        [
            ["Operating frequency", "", "", "433.92", "", "", "315.00", "", "MHz"],
            [
                "Frequency tolerance",
                "SAW resonator, 25 " + DEG,
                "",
                PM + "75",
                "",
                "",
                PM + "75",
                "",
                "kHz",
            ],
            ["Supply voltage", "", "3.0", "5.0", "12.0", "3.0", "5.0", "12.0", "V"],
            ["Output power", vcc3, "", "+2\n+8\n+14", "", "", "+1\n+7\n+13", "", "dBm"],
            [
                "Transmit current\n(DATA = HIGH)",
                vcc3,
                "",
                "9\n18\n34",
                "12\n24\n45",
                "",
                "8\n17\n32",
                "11\n22\n42",
                "mA",
            ],
            [
                "Standby current\n(DATA = LOW)",
                "VCC = 5.0 V",
                "",
                "0.1",
                "1",
                "",
                "0.1",
                "1",
                MU + "A",
            ],
            ["Data rate", "ASK / OOK", "", "", "10", "", "", "10", "kbit/s"],
            ["DATA input, high level", "", "2.2", "", "VCC", "2.2", "", "VCC", "V"],
            ["DATA input, low level", "", "", "", "0.6", "", "", "0.6", "V"],
            ["DATA input current", "DATA = 5 V", "", "0.4", "", "", "0.4", "", "mA"],
            ["Operating temperature", "", MINUS + "20", "", "+70", MINUS + "20", "", "+70", DEG],
        ],
        7.5,
        head_rows=[["", "", "CNX-433T", "<", "<", "CNX-315T", "<", "<", ""]],
    )
    s.caption("Spec table 2 " + MDASH + " absolute maximum")
    s.table(
        [Col("Item", 172), Col("Value", 105, "C"), Col("Unit", 47, "C"), Col("Note", 175)],
        [
            ["Supply voltage", "14", "V", "exceeding it can destroy the output transistor"],
            ["DATA input voltage", MINUS + "0.3 to VCC", "V", ""],
            ["Storage temperature", MINUS + "40 to +85", DEG, ""],
        ],
        7.5,
    )
    s.heading(mark + "Range guide", 10)
    s.para(
        "Line-of-sight distances we measured with our CNX-433R receiver at 2400 bit/s, both "
        "modules with 17.3 cm wire antennas, 1.5 m above ground. Indoors, count on a quarter "
        "of these.",
        7.5,
    )
    s.table(
        [
            Col("Transmitter supply", 140),
            Col("With 17.3 cm antenna", 120, "C"),
            Col("Without antenna", 120, "C"),
            Col("Unit", 119, "C"),
        ],
        [
            ["3.3 V", "20", "3", "m"],
            ["5 V", "80", "10", "m"],
            ["12 V", "200", "25", "m"],
        ],
        7.5,
    )

    # ------------------------------------------------------------------ page 2
    s.add_page()
    s.heading(mark + "Pinout", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Label", 70, "C"), Col("Function", 379)],
        [
            ["1", "DATA", "Keying input: high = carrier on, low = carrier off"],
            ["2", "VCC", "Supply, 3 V to 12 V DC"],
            ["3", "GND", "Ground"],
            [MDASH, "ANT", "Antenna pad (hole at the board corner)"],
        ],
        7.5,
    )
    s.heading(mark + "Antenna", 10)
    s.table(
        [Col("Version", 120), Col("Quarter-wave wire length", 150, "C"), Col("Wire", 229)],
        [
            ["CNX-433T", "17.3 cm", "solid core, 0.5 " + ELL + " 1.0 mm, straight"],
            ["CNX-315T", "23.8 cm", "solid core, 0.5 " + ELL + " 1.0 mm, straight"],
        ],
        7.5,
    )
    s.heading(mark + "Notes & FAQ", 10)
    faq = [
        (
            "Can I run it at 3.3 V from an ESP32 or a Raspberry Pi?",
            "Yes. The module starts at 3.0 V and a 3.3 V GPIO is a valid HIGH on DATA. Output "
            "power drops to about +2 dBm, so expect about a quarter of the 5 V range.",
        ),
        (
            "What does it draw when I am not sending?",
            "Practically nothing: with DATA low the oscillator is off and the module takes "
            "less than 1 " + MU + "A, so VCC can stay connected in battery projects.",
        ),
        (
            "Is 12 V OK?",
            "Yes, 12 V is the top of the range and gives the most power. Do not go higher: 14 V "
            "is the absolute maximum.",
        ),
        (
            "Can I feed UART data straight into DATA?",
            "Not reliably. The transmitter keys up to 10 kbit/s, but the CNX-433R receiver "
            "only follows up to 4.8 kbit/s, and an idle-high UART line keeps the carrier on. "
            "Use RadioHead (ASK driver) at 2000 bit/s; it adds a preamble and a checksum.",
        ),
        (
            "How long may I transmit?",
            "Send short bursts, not a continuous carrier: keep each transmission under 1 s and "
            "the duty cycle under 10 %. Check the short-range-device rules of your country.",
        ),
    ]
    for question, answer in faq:
        s.para("Q: " + question, 7.5, bold=True)
        s.para("A: " + answer, 7.5)
    s.heading(mark + "Price list (THB, incl. 7 % VAT)", 10)
    s.table(
        [
            Col("Item", 200),
            Col("1 pc", 75, "C"),
            Col("10 pcs", 75, "C"),
            Col("100 pcs", 75, "C"),
            Col("Stock", 74, "C"),
        ],
        [
            ["CNX-433T transmitter", "\u0e3f35", "\u0e3f290", "\u0e3f2,450", "yes"],
            ["CNX-315T transmitter", "\u0e3f39", "\u0e3f320", "\u0e3f2,700", "yes"],
            ["CNX-433T + CNX-433R pair", "\u0e3f89", "\u0e3f790", MDASH, "yes"],
            ["Spring antenna 433 MHz", "\u0e3f12", "\u0e3f95", MDASH, "yes"],
        ],
        7.5,
    )
    s.para(
        "Prices valid from 1 June 2024. Orders before 14:00 ship the same day from Chiang Mai; "
        "Kerry Express 1-2 days within Thailand.",
        7,
    )
    return save(s, out / "cnx-433t.pdf")
