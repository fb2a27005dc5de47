"""Hold-out 7 datasheet: a Broadcom/Avago-style high-speed logic-gate optocoupler family."""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

OHM = "\u03a9"


# ------------------------------------------- Broadcom/Avago-style optocoupler
def ocx2601(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="OCX-2601, OCX-2631, OCX-2601V",
        header_right="Data Sheet",
        footer_left="Lumatek Isolation Products  \u2013  AV02-7714EN  \u2013  March 18, 2023",
        footer_right="{page}",
        rule_color=(180, 0, 30),
        table_fill=(238, 238, 238),
        accent=(180, 0, 30),
        grid=False,
    )
    s = Sheet(style, "OCX-2601, OCX-2631, OCX-2601V High Speed 10 MBd Logic Gate Optocouplers")
    s.add_page()
    s.title_block(
        "OCX-2601, OCX-2631, OCX-2601V",
        "High Speed 10 MBd Logic Gate Optocouplers",
        "Data Sheet",
    )

    def left() -> None:
        s.heading("Description", 9.5)
        s.para(
            "The OCX-2601 family consists of a 850 nm AlGaAs LED, optically coupled to a very high "
            "speed integrated photo-detector logic gate with a strobable output (single channel "
            "only). The internal shield provides a guaranteed common mode transient immunity "
            "specification of 10 kV/\u00b5s. The output is an open-collector Schottky-clamped "
            "transistor which requires an external pull-up resistor.",
            7.8,
        )
        s.para(
            "The OCX-2601 and OCX-2631 are specified for 5 V supply; the OCX-2601V is the 3.3 V "
            "version of the single channel part. Characteristics are guaranteed over the "
            "temperature range of -40 \u00b0C to +85 \u00b0C.",
            7.8,
        )
        s.heading("Applications", 9.5)
        s.bullets(
            [
                "Isolation of high speed logic systems",
                "Microprocessor system interfaces",
                "Ground loop elimination",
                "Pulse transformer replacement",
                "Isolated power supply feedback",
            ],
            7.8,
        )

    def right() -> None:
        s.heading("Features", 9.5)
        s.bullets(
            [
                "10 kV/\u00b5s minimum common mode rejection (CMR) at VCM = 1 kV",
                "High speed: 10 MBd typical",
                "LSTTL/TTL compatible",
                "Low input current capability: 5 mA",
                "Guaranteed ac and dc performance over temperature: -40 \u00b0C to +85 \u00b0C",
                "Available in 8-pin DIP and SO-8 packages",
                "Strobable output (single channel products only)",
                "Safety approval: UL 1577 recognized, 3750 Vrms for 1 minute",
            ],
            7.8,
        )
        s.heading("Truth Table (Positive Logic)", 9.5)
        s.table(
            [Col("LED", 60, "C"), Col("ENABLE", 60, "C"), Col("OUTPUT", 60, "C")],
            [
                ["ON", "H", "L"],
                ["OFF", "H", "H"],
                ["ON", "L", "H"],
                ["OFF", "L", "H"],
                ["ON", "NC", "L"],
            ],
            7.6,
        )

    s.side_by_side(left, right, 245, 18)
    s.heading("Ordering Information", 9.5)
    s.table(
        [
            Col("Part number", 80),
            Col("Channels", 55, "C"),
            Col("Supply", 55, "C"),
            Col("Package", 80, "C"),
            Col("Option (Tape & Reel)", 100, "C"),
            Col("Quantity", 129, "C"),
        ],
        [
            ["OCX-2601", "1", "5 V", "8-pin DIP", "-500E", "50 per tube / 1000 per reel"],
            ["OCX-2631", "2", "5 V", "8-pin DIP", "-500E", "50 per tube / 1000 per reel"],
            ["OCX-2601V", "1", "3.3 V", "SO-8", "-500E", "100 per tube / 1500 per reel"],
        ],
        7.6,
    )
    s.para(
        "Pin assignment (single channel): 1 NC, 2 Anode, 3 Cathode, 4 NC, 5 GND, 6 VO, 7 VE, "
        "8 VCC. A 0.1 \u00b5F bypass capacitor must be connected between pins 8 and 5.",
        7.6,
    )

    # ---- page 2
    s.add_page()
    s.heading("Absolute Maximum Ratings", 9.5)
    am = [
        Col("Parameter", 190),
        Col("Symbol", 50, "C"),
        Col("Min.", 50, "C"),
        Col("Max.", 50, "C"),
        Col("Units", 50, "C"),
        Col("Note", 109, "C"),
    ]
    s.table(
        am,
        [
            ["Storage Temperature", "T_{S}", "-55", "125", "\u00b0C", ""],
            ["Operating Temperature", "T_{A}", "-40", "85", "\u00b0C", ""],
            ["Average Forward Input Current", "I_{F}", "", "20", "mA", "1"],
            ["Reverse Input Voltage", "V_{R}", "", "5", "V", ""],
            ["Supply Voltage", "V_{CC}", "", "7", "V", "1 minute maximum"],
            ["Enable Input Voltage", "V_{E}", "", "V_{CC} + 0.5", "V", "2"],
            ["Output Collector Current", "I_{O}", "", "50", "mA", ""],
            ["Output Collector Voltage", "V_{O}", "", "7", "V", ""],
            ["Output Power Dissipation", "P_{O}", "", "85", "mW", "3"],
        ],
        7.6,
    )
    s.heading("Recommended Operating Conditions", 9.5)
    s.table(
        am,
        [
            ["Input Current, Low Level", "I_{FL}", "0", "250", "\u00b5A", ""],
            ["Input Current, High Level", "I_{FH}", "5", "15", "mA", "4"],
            ["Power Supply Voltage\n(OCX-2601, OCX-2631)", "V_{CC}", "4.5", "5.5", "V", ""],
            ["Power Supply Voltage\n(OCX-2601V)", "V_{CC}", "2.7", "3.6", "V", ""],
            ["High Level Enable Voltage", "V_{EH}", "2.0", "V_{CC}", "V", ""],
            ["Low Level Enable Voltage", "V_{EL}", "0", "0.8", "V", ""],
            ["Fan Out (at R_{L} = 1 k" + OHM + ")", "N", "", "5", "TTL Loads", ""],
            ["Output Pull-up Resistor", "R_{L}", "330", "4k", OHM, ""],
            ["Operating Temperature", "T_{A}", "-40", "85", "\u00b0C", ""],
        ],
        7.6,
    )
    s.heading("Electrical Specifications (DC)", 9.5)
    s.para(
        "Over recommended temperature (TA = -40 \u00b0C to +85 \u00b0C) and supply voltage "
        "(4.5 V \u2264 VCC \u2264 5.5 V; 2.7 V \u2264 VCC \u2264 3.6 V for OCX-2601V) unless otherwise "
        "specified. All typicals at TA = 25 \u00b0C, VCC = 5 V (VCC = 3.3 V for OCX-2601V).",
        7.6,
    )
    dc = [
        Col("Parameter", 98),
        Col("Sym.", 34, "C"),
        Col("Min.", 30, "C"),
        Col("Typ.*", 30, "C"),
        Col("Max.", 30, "C"),
        Col("Units", 34, "C"),
        Col("Test Conditions", 187),
        Col("Fig.", 28, "C"),
        Col("Note", 28, "C"),
    ]
    s.table(
        dc,
        [
            [
                "High Level Output\nCurrent",
                "I_{OH}",
                "",
                "5.5",
                "100",
                "\u00b5A",
                "V_{CC} = 5.5 V, V_{O} = 5.5 V,\nV_{F} = 0.8 V, V_{E} = 2.0 V",
                "1",
                "5",
            ],
            [
                "Input Threshold\nCurrent",
                "I_{TH}",
                "",
                "2",
                "5",
                "mA",
                "V_{CC} = 5.5 V, V_{O} = 0.6 V,\nV_{E} = 2.0 V, I_{OL} (sinking) = 13 mA",
                "2, 3",
                "14",
            ],
            [
                "Low Level Output\nVoltage",
                "V_{OL}",
                "",
                "0.35",
                "0.6",
                "V",
                "V_{CC} = 5.5 V, I_{F} = 5 mA,\nV_{E} = 2.0 V, I_{OL} (sinking) = 13 mA",
                "2, 3,\n4, 5",
                "14",
            ],
            [
                "High Level Supply\nCurrent",
                "I_{CCH}",
                "",
                "7\n10",
                "10\n15",
                "mA\nmA",
                "V_{E} = 0.5 V, V_{CC} = 5.5 V, I_{F} = 0 mA   Single\nV_{CC} = 5.5 V, I_{F} = 0 mA   Dual",
                "",
                "8",
            ],
            [
                "Low Level Supply\nCurrent",
                "I_{CCL}",
                "",
                "9\n14",
                "13\n21",
                "mA\nmA",
                "V_{E} = 0.5 V, V_{CC} = 5.5 V, I_{F} = 10 mA   Single\nV_{CC} = 5.5 V, I_{F} = 10 mA   Dual",
                "",
                "9",
            ],
            [
                "Input Forward\nVoltage",
                "V_{F}",
                "1.4\n1.3",
                "1.5",
                "1.75\n1.80",
                "V\nV",
                "T_{A} = 25 \u00b0C, I_{F} = 10 mA\nI_{F} = 10 mA",
                "6, 7",
                "1",
            ],
            [
                "Input Reverse\nBreakdown Voltage",
                "BV_{R}",
                "5",
                "",
                "",
                "V",
                "I_{R} = 10 \u00b5A",
                "",
                "1",
            ],
            ["Input Capacitance", "C_{IN}", "", "60", "", "pF", "f = 1 MHz, V_{F} = 0 V", "", "1"],
        ],
        7.2,
    )
    s.para("*All typicals at TA = 25 \u00b0C, VCC = 5 V (3.3 V for OCX-2601V).", 7)

    # ---- page 3
    s.add_page()
    s.heading("Switching Specifications (AC)", 9.5)
    s.para(
        "Over recommended temperature (TA = -40 \u00b0C to +85 \u00b0C), VCC = 5 V (3.3 V for "
        "OCX-2601V), IF = 7.5 mA unless otherwise specified. All typicals at TA = 25 \u00b0C.",
        7.6,
    )
    s.table(
        dc,
        [
            [
                "Propagation Delay\nTime to High\nOutput Level",
                "t_{PLH}",
                "20",
                "48",
                "75\n100",
                "ns\nns",
                "T_{A} = 25 \u00b0C\nR_{L} = 350 " + OHM + ", C_{L} = 15 pF",
                "8, 9,\n10",
                "10, 11",
            ],
            [
                "Propagation Delay\nTime to Low\nOutput Level",
                "t_{PHL}",
                "25",
                "50",
                "75\n100",
                "ns\nns",
                "T_{A} = 25 \u00b0C\nR_{L} = 350 " + OHM + ", C_{L} = 15 pF",
                "8, 9,\n10",
                "10, 12",
            ],
            [
                "Pulse Width\nDistortion",
                "|t_{PHL}-t_{PLH}|",
                "",
                "3.5",
                "35",
                "ns",
                "R_{L} = 350 " + OHM + ", C_{L} = 15 pF",
                "11",
                "13",
            ],
            [
                "Output Rise Time\n(10-90%)",
                "t_{r}",
                "",
                "24",
                "",
                "ns",
                "R_{L} = 350 " + OHM + ", C_{L} = 15 pF",
                "12",
                "",
            ],
            [
                "Output Fall Time\n(90-10%)",
                "t_{f}",
                "",
                "10",
                "",
                "ns",
                "R_{L} = 350 " + OHM + ", C_{L} = 15 pF",
                "12",
                "",
            ],
            [
                "Common Mode\nTransient Immunity\nat High Output\nLevel",
                "|CM_{H}|",
                "10",
                "15",
                "",
                "kV/\u00b5s",
                "V_{CM} = 1 kV, I_{F} = 0 mA,\nV_{O(MIN)} = 2 V, R_{L} = 350 "
                + OHM
                + ",\nT_{A} = 25 \u00b0C",
                "15",
                "15",
            ],
        ],
        7.2,
    )
    s.heading("Notes", 9.5)
    s.para(
        "1. Each channel.\n"
        "2. The enable input of the single channel products must be driven or pulled up; no "
        "external pull-up is needed for the dual channel OCX-2631, which has no enable input.\n"
        "3. Derate linearly above +80 \u00b0C free-air temperature at a rate of 2.7 mW/\u00b0C.\n"
        "4. The 5 mA minimum is the guaranteed switching threshold; 6.3 mA to 10 mA is recommended "
        "to allow for LED degradation over life, and the LED current must not exceed 15 mA.\n"
        "5. \u2026 14. See the application note for the test circuits.\n"
        "15. CMH is the maximum tolerable rate of rise of the common mode voltage to assure that "
        "the output will remain in a high logic state.",
        7.2,
    )
    s.heading("Application Information", 9.5)
    s.para(
        "The output is an open collector: the pull-up resistor RL goes to the VCC of the receiving "
        "logic, which may be different from the optocoupler's own VCC only within the Output "
        "Collector Voltage rating. The LED is driven through a series resistor; with a 3.3 V logic "
        "output and VF = 1.5 V, 180 \u03a9 gives about 10 mA. Data rates above 10 MBd are not "
        "guaranteed; the maximum data rate depends on the propagation delay and pulse width "
        "distortion of the whole link.",
        7.6,
    )
    s.figure(
        "Figure 8: Typical propagation delay vs. temperature (VCC = 5 V, IF = 7.5 mA)",
        "TA - Temperature - \u00b0C",
        "tP - Propagation Delay - ns",
        ["-40", "-20", "0", "20", "40", "60", "80"],
        ["0", "20", "40", "60", "80", "100"],
        [
            ("tPLH, RL = 350 \u03a9", [(0, 0.42), (0.5, 0.48), (1.0, 0.56)]),
            ("tPHL, RL = 350 \u03a9", [(0, 0.45), (0.5, 0.5), (1.0, 0.55)]),
        ],
        height=110,
    )
    return save(s, out / "ocx2601.pdf")
