"""Hold-out 11 datasheet: a Nexperia-style 4-bit auto-direction level translator.

Limiting values vs recommended operating conditions, static characteristics
with one column group per temperature range, relative levels such as
0.65VCC(A), a data-rate grid with one row per VCC(A) and one column per VCC(B),
a pin table whose numbers are not specifications and an open-drain caution in
prose.
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
LE = "\u2264"


# --------------------------------------------------- Nexperia-style level translator
def ktx0104(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Nordvik Semiconductors",
        header_right="KTX0104",
        footer_left="KTX0104  Product data sheet  Rev. 3 \u2014 12 March 2023",
        footer_right="{page} / {nb}",
        rule_color=(0, 60, 120),
        table_fill=(220, 232, 245),
        accent=(0, 60, 120),
        grid=False,
    )
    s = Sheet(style, "KTX0104 4-bit dual-supply translating transceiver")
    s.add_page()
    s.title_block(
        "KTX0104",
        "4-bit dual-supply translating transceiver; auto direction sensing; 3-state",
        "Rev. 3 \u2014 12 March 2023                                                Product data sheet",
    )
    s.heading("1. General description", 10, rule=True)
    s.para(
        "The KTX0104 is a 4-bit, dual-supply translating transceiver with auto direction "
        "sensing. It enables bidirectional voltage level translation. It features two 4-bit "
        "input-output ports (An and Bn), one output enable input (OE) and two supply pins "
        "(VCC(A) and VCC(B)). VCC(A) can be supplied at any voltage between 1.2 V and 3.6 V and "
        "VCC(B) can be supplied at any voltage between 1.65 V and 5.5 V, making the device "
        "suitable for translating between any of the low voltage nodes (1.2 V, 1.5 V, 1.8 V, "
        "2.5 V, 3.3 V and 5.0 V). VCC(A) must be less than or equal to VCC(B). Pins An and OE are "
        "referenced to VCC(A) and pins Bn are referenced to VCC(B). A LOW level at pin OE causes "
        "the outputs to assume a high-impedance OFF-state.",
        8.3,
    )

    def feats() -> None:
        s.heading("2. Features and benefits", 10, rule=True)
        s.bullets(
            [
                "Wide supply voltage range:",
                "  VCC(A): 1.2 V to 3.6 V and VCC(B): 1.65 V to 5.5 V",
                "Push-pull buffered architecture with one-shot edge accelerators",
                "IOFF circuitry provides partial Power-down mode operation",
                "Inputs accept voltages up to 5.5 V",
                "ESD protection:",
                "  HBM JESD22-A114F Class 3A exceeds 4000 V",
                "  CDM JESD22-C101E exceeds 1000 V",
                "  IEC 61000-4-2 contact discharge exceeds 8000 V (B port)",
                "Latch-up performance exceeds 100 mA per JESD 78B Class II",
                "Multiple package options",
                "Specified from -40 \u00b0C to +85 \u00b0C and -40 \u00b0C to +125 \u00b0C",
            ],
            8.0,
        )

    def apps() -> None:
        s.heading("3. Applications", 10, rule=True)
        s.bullets(
            [
                "Push-pull SPI, UART and GPIO level translation",
                "Interfacing 1.8 V sensors to 3.3 V or 5 V hosts",
                "Mobile phones, tablets and portable equipment",
            ],
            8.0,
        )
        s.heading("Caution", 9)
        s.para(
            "The KTX0104 is intended for push-pull drivers. It is not suited for open-drain "
            "buses such as I\u00b2C or 1-Wire: an external pull-up resistor below 50 k"
            + OHM
            + " fights the output buffers and the one-shot edge accelerators.",
            7.8,
        )

    s.side_by_side(feats, apps, 260)
    s.heading("4. Ordering information", 10, rule=True)
    s.caption("Table 1. Ordering information")
    s.table(
        [
            Col("Type number", 82),
            Col("Temperature range", 92, "C"),
            Col("Name", 62, "C"),
            Col("Description", 193),
            Col("Version", 70, "C"),
        ],
        [
            [
                "KTX0104PW",
                "-40 \u00b0C to +125 \u00b0C",
                "TSSOP14",
                "plastic thin shrink small outline package;\n14 leads; body width 4.4 mm",
                "SOT402-1",
            ],
            [
                "KTX0104BQ",
                "-40 \u00b0C to +125 \u00b0C",
                "DHVQFN14",
                "plastic dual in-line compatible thermal enhanced\nvery thin quad flat package; 14 terminals",
                "SOT762-1",
            ],
        ],
        7.4,
    )
    s.heading("5. Marking", 10, rule=True)
    s.table(
        [Col("Type number", 150), Col("Marking code", 150, "C")],
        [["KTX0104PW", "X0104"], ["KTX0104BQ", "X104"]],
        7.4,
    )

    # ---- page 2
    s.add_page()
    s.heading("6. Pinning information", 10, rule=True)
    s.caption("Table 2. Pin description")
    s.table(
        [
            Col("Symbol", 80),
            Col("Pin (TSSOP14)", 90, "C"),
            Col("Pin (DHVQFN14)", 90, "C"),
            Col("Description", 239),
        ],
        [
            ["VCC(A)", "1", "1", "supply voltage A (An and OE referenced to VCC(A))"],
            [
                "A1, A2, A3, A4",
                "2, 3, 4, 5",
                "2, 3, 4, 5",
                "data input or output (referenced to VCC(A))",
            ],
            ["n.c.", "6, 9", "6, 9", "not connected"],
            ["GND", "7", "7", "ground (0 V)"],
            ["OE", "8", "8", "output enable input (active HIGH; referenced to VCC(A))"],
            [
                "B4, B3, B2, B1",
                "10, 11, 12, 13",
                "10, 11, 12, 13",
                "data input or output (referenced to VCC(B))",
            ],
            ["VCC(B)", "14", "14", "supply voltage B"],
        ],
        7.4,
    )
    s.heading("7. Functional description", 10, rule=True)
    s.caption("Table 3. Function table [1]")
    s.table(
        [
            Col("Supply voltage", 160, "C"),
            Col("Input OE", 110, "C"),
            Col("Input/output An, Bn", 229, "C"),
        ],
        [
            ["VCC(A) and VCC(B)", "L", "Z"],
            ["VCC(A) and VCC(B)", "H", "An = Bn (auto direction)"],
            ["GND [2]", "X", "Z"],
        ],
        7.4,
    )
    s.para(
        "[1] H = HIGH voltage level; L = LOW voltage level; X = don't care; Z = high-impedance "
        "OFF-state.  [2] When either VCC(A) or VCC(B) is at GND level, the device goes into "
        "power-down mode.",
        7.2,
    )
    s.heading("8. Limiting values", 10, rule=True)
    s.caption("Table 4. Limiting values")
    s.para(
        "In accordance with the Absolute Maximum Rating System (IEC 60134). Voltages are "
        "referenced to GND (ground = 0 V).",
        7.4,
    )
    lv = [
        Col("Symbol", 55),
        Col("Parameter", 125),
        Col("Conditions", 170),
        Col("Min", 45, "C"),
        Col("Max", 55, "C"),
        Col("Unit", 49, "C"),
    ]
    s.table(
        lv,
        [
            ["V_{CC(A)}", "supply voltage A", "", "-0.5", "+4.6", "V"],
            ["V_{CC(B)}", "supply voltage B", "", "-0.5", "+6.5", "V"],
            ["V_{I}", "input voltage", "A port and OE\nB port", "-0.5\n-0.5", "+6.5\n+6.5", "V"],
            [
                "V_{O}",
                "output voltage",
                "active mode, A port\nactive mode, B port",
                "-0.5\n-0.5",
                "V_{CC(A)} + 0.5\nV_{CC(B)} + 0.5",
                "V",
            ],
            ["I_{O}", "output current", "V_{O} = 0 V to V_{CC}", "-", "\u00b150", "mA"],
            ["T_{stg}", "storage temperature", "", "-65", "+150", "\u00b0C"],
            [
                "P_{tot}",
                "total power dissipation",
                "T_{amb} = -40 \u00b0C to +125 \u00b0C",
                "-",
                "250",
                "mW",
            ],
        ],
        7.4,
    )
    s.heading("9. Recommended operating conditions", 10, rule=True)
    s.caption("Table 5. Recommended operating conditions")
    s.table(
        lv,
        [
            ["V_{CC(A)}", "supply voltage A", "", "1.2", "3.6", "V"],
            ["V_{CC(B)}", "supply voltage B", "", "1.65", "5.5", "V"],
            ["T_{amb}", "ambient temperature", "", "-40", "+125", "\u00b0C"],
            [
                "\u0394t/\u0394V",
                "input transition rise\nand fall rate",
                "A port; V_{CC(A)} = 1.2 V to 3.6 V\nB port; V_{CC(B)} = 1.65 V to 3.6 V\nB port; V_{CC(B)} = 4.5 V to 5.5 V",
                "-\n-\n-",
                "40\n40\n30",
                "ns/V",
            ],
        ],
        7.4,
    )

    # ---- page 3
    s.add_page()
    s.heading("10. Static characteristics", 10, rule=True)
    s.caption("Table 6. Static characteristics")
    s.para(
        "At recommended operating conditions; voltages are referenced to GND (ground = 0 V). "
        "VCC(A) " + LE + " VCC(B).",
        7.4,
    )
    sc = [
        Col("Symbol", 38),
        Col("Parameter", 70),
        Col("Conditions", 131),
        Col("Min", 30, "C"),
        Col("Typ", 28, "C"),
        Col("Max", 30, "C"),
        Col("Min", 42, "C"),
        Col("Max", 30, "C"),
        Col("Min", 42, "C"),
        Col("Max", 30, "C"),
        Col("Unit", 28, "C"),
    ]
    s.table(
        sc,
        [
            [
                "V_{IH}",
                "HIGH-level\ninput voltage",
                "A port, OE\nB port",
                "",
                "",
                "",
                "0.65V_{CC(A)}\n0.65V_{CC(B)}",
                "-\n-",
                "0.65V_{CC(A)}\n0.65V_{CC(B)}",
                "-\n-",
                "V",
            ],
            [
                "V_{IL}",
                "LOW-level\ninput voltage",
                "A port, OE\nB port",
                "",
                "",
                "",
                "-\n-",
                "0.35V_{CC(A)}\n0.35V_{CC(B)}",
                "-\n-",
                "0.35V_{CC(A)}\n0.35V_{CC(B)}",
                "V",
            ],
            [
                "V_{OH}",
                "HIGH-level\noutput voltage",
                "A port; I_{O} = -20 " + MU + "A\nB port; I_{O} = -20 " + MU + "A",
                "",
                "",
                "",
                "V_{CC(A)}-0.4\nV_{CC(B)}-0.4",
                "-\n-",
                "V_{CC(A)}-0.4\nV_{CC(B)}-0.4",
                "-\n-",
                "V",
            ],
            [
                "V_{OL}",
                "LOW-level\noutput voltage",
                "A or B port; I_{O} = 20 " + MU + "A",
                "",
                "",
                "",
                "-",
                "0.4",
                "-",
                "0.4",
                "V",
            ],
            [
                "I_{I}",
                "input leakage\ncurrent",
                "OE; V_{I} = 0 V to 3.6 V",
                "-",
                "-",
                "\u00b11",
                "-",
                "\u00b12",
                "-",
                "\u00b15",
                MU + "A",
            ],
            [
                "I_{OFF}",
                "power-off\nleakage current",
                "A port; V_{CC(A)} = 0 V\nB port; V_{CC(B)} = 0 V",
                "-\n-",
                "-\n-",
                "\u00b11\n\u00b11",
                "-\n-",
                "\u00b12\n\u00b12",
                "-\n-",
                "\u00b15\n\u00b15",
                MU + "A",
            ],
            [
                "I_{CC(A)}",
                "supply current A",
                "V_{I} = 0 V or V_{CC(I)}; I_{O} = 0 A\nOE = V_{CC(A)}\nOE = GND",
                "\n-\n-",
                "\n0.06\n0.05",
                "\n2\n1",
                "\n-\n-",
                "\n5\n3",
                "\n-\n-",
                "\n8\n5",
                MU + "A",
            ],
            [
                "I_{CC(B)}",
                "supply current B",
                "V_{I} = 0 V or V_{CC(I)}; I_{O} = 0 A\nOE = V_{CC(A)}\nOE = GND",
                "\n-\n-",
                "\n0.5\n0.1",
                "\n3\n1",
                "\n-\n-",
                "\n8\n4",
                "\n-\n-",
                "\n12\n6",
                MU + "A",
            ],
            [
                "C_{I}",
                "input capacitance",
                "OE; V_{CC(A)} = 3.3 V",
                "-",
                "4",
                "-",
                "-",
                "-",
                "-",
                "-",
                "pF",
            ],
            [
                "C_{I/O}",
                "input/output\ncapacitance",
                "A port\nB port",
                "-\n-",
                "5\n8",
                "-\n-",
                "-\n-",
                "-\n-",
                "-\n-",
                "-\n-",
                "pF",
            ],
        ],
        6.9,
        head_rows=[
            [
                "",
                "",
                "",
                "25 \u00b0C",
                "<",
                "<",
                "-40 \u00b0C to +85 \u00b0C",
                "<",
                "-40 \u00b0C to +125 \u00b0C",
                "<",
                "",
            ]
        ],
    )
    s.para(
        "VCC(I) is the supply voltage associated with the data input port. Typical values are "
        "measured at VCC(A) = 1.8 V and VCC(B) = 3.3 V.",
        7.2,
    )
    s.heading("11. Dynamic characteristics", 10, rule=True)
    s.caption("Table 7. Maximum data rate")
    s.para(
        "Tamb = -40 \u00b0C to +125 \u00b0C; CL = 15 pF; push-pull driver on the input side; "
        "values are the guaranteed maximum data rate in Mbit/s.",
        7.4,
    )
    s.table(
        [
            Col("Supply voltage A", 119),
            Col("VCC(B) = 1.8 V \u00b1 0.15 V", 95, "C"),
            Col("VCC(B) = 2.5 V \u00b1 0.2 V", 95, "C"),
            Col("VCC(B) = 3.3 V \u00b1 0.3 V", 95, "C"),
            Col("VCC(B) = 5.0 V \u00b1 0.5 V", 95, "C"),
        ],
        [
            ["VCC(A) = 1.2 V", "20", "20", "20", "20"],
            ["VCC(A) = 1.5 V \u00b1 0.1 V", "40", "40", "40", "40"],
            ["VCC(A) = 1.8 V \u00b1 0.15 V", "60", "60", "60", "60"],
            ["VCC(A) = 2.5 V \u00b1 0.2 V", "-", "100", "100", "100"],
            ["VCC(A) = 2.7 V to 3.6 V", "-", "-", "100", "100"],
        ],
        7.4,
    )
    s.para(
        "Combinations marked - are not allowed (VCC(A) must not exceed VCC(B)). Enable time "
        "from OE HIGH to valid outputs: 200 ns maximum; during this time the data ports "
        "must not be driven.",
        7.4,
    )

    # ---- page 4
    s.add_page()
    s.heading("12. Application information", 10, rule=True)
    s.para(
        "Each data port has a weak 4 k" + OHM + " output buffer after an edge has been "
        "detected, so that the opposite side can override it and the direction turns around "
        "without a control signal. Capacitive loads above 70 pF slow the edges and reduce "
        "the data rate below the values of Table 7; PCB traces should be kept short. Unused "
        "data inputs may be left floating when OE is LOW; with OE HIGH tie them to their "
        "supply or to GND.",
        8.0,
    )
    s.para(
        "Power-up sequencing: either supply may be ramped first. Keep OE LOW until both "
        "supplies are stable, for instance with a 10 k" + OHM + " pull-down on OE.",
        8.0,
    )
    s.heading("13. Revision history", 10, rule=True)
    revision_table(
        s,
        [
            ["20230312", "3", "Table 7: VCC(A) = 2.7 V to 3.6 V row added"],
            ["20211104", "2", "DHVQFN14 package added"],
            ["20200620", "1", "Product data sheet, first issue"],
        ],
        (90, 60, 349),
    )
    s.heading("14. Legal information", 10, rule=True)
    s.para(
        "Limiting values \u2014 Stress above one or more limiting values (as defined in the "
        "Absolute Maximum Rating System of IEC 60134) will cause permanent damage to the "
        "device. Limiting values are stress ratings only and (proper) operation of the device "
        "at these or any other conditions above those given in the Recommended operating "
        "conditions section (if present) or the Characteristics sections of this document is "
        "not warranted.",
        7.4,
    )
    return save(s, out / "ktx0104.pdf")
