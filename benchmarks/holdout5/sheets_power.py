"""Hold-out 5 datasheets, part 4: a Richtek-style boost converter and a Mean
Well-style landscape AC/DC module sheet.
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

TILDE = "\uff5e"  # full-width tilde
DEG_C = "\u2103"  # ℃ as one character


# ------------------------------------------------------ Richtek-style boost converter
def _dash_lines(s: Sheet, rows: list[tuple[str, str]], size: float = 8.0) -> None:
    """Richtek's abs-max lines: 'Label ------- value' with a run of hyphens as leader."""
    s.set_font(s.family, "", size)
    for label, value in rows:
        room = s._w - s.get_string_width(label + "  " + value) - 8
        leader = "-" * max(3, int(room / s.get_string_width("-")))
        s.lines([f"{label} {leader} {value}"], size, 3.0)
        s.gap(-3)
    s.gap(4)


def skt9183(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="SKT9183",
        header_right="Silvertide",
        footer_left="DS9183-03   March 2024          www.silvertide-tech.example",
        footer_right="{page}",
        accent=(0, 110, 60),
        rule_color=(0, 110, 60),
        table_fill=(225, 240, 230),
    )
    s = Sheet(style, "SKT9183 Datasheet")
    s.add_page()
    s.title_block(
        "SKT9183", "1.2MHz, 2.5A Synchronous Step-Up Converter with True Load Disconnect", size=20
    )

    def left() -> None:
        s.heading("General Description", 9.5, rule=True)
        s.para(
            "The SKT9183 is a high efficiency synchronous step-up converter that starts up from an "
            "input as low as 0.9V and operates from a 1.8V to 5.5V input. It is available with an "
            "adjustable output (SKT9183A) or a fixed 5V output (SKT9183-50). The internal N-MOSFET "
            "switch is current limited to 2.5A (typ.). True load disconnect isolates the output from "
            "the input in shutdown, where the IC draws less than 1\u00b5A.",
            8,
        )
        s.heading("Ordering Information", 9.5, rule=True)
        s.lines(
            [
                "SKT9183 \u25a1 \u25a1 \u25a1",
                "   Package Type: E = SOT-23-6",
                "   Output Voltage: A = Adjustable, 50 = 5.0V fixed",
                "   Lead Plating System: G = Green (Halogen Free and Pb Free)",
            ],
            7.5,
            2.5,
        )
        s.para(
            "Note: Silvertide products are RoHS compliant and compatible with the current requirements of IPC/JEDEC J-STD-020.",
            7,
        )

    def right() -> None:
        s.heading("Features", 9.5, rule=True)
        s.bullets(
            [
                "0.9V Low Start-Up Input Voltage",
                "1.8V to 5.5V Input Operating Range",
                "Up to 1A Output Current at 5V from a 3.3V Input",
                "Up to 95% Efficiency",
                "1.2MHz Fixed Switching Frequency",
                "25\u00b5A Quiescent Current (Typ.)",
                "< 1\u00b5A Shutdown Current",
                "Internal Soft-Start, Over-Temperature Protection",
                "Small SOT-23-6 Package",
            ],
            8,
        )
        s.heading("Applications", 9.5, rule=True)
        s.bullets(
            [
                "Single-Cell Li-ion to 5V USB OTG",
                "2xAA / 3xAA Powered Devices",
                "Portable Audio and GPS Trackers",
            ],
            8,
        )

    s.side_by_side(left, right, 240)
    s.heading("Marking Information", 9.5, rule=True)
    s.table(
        [Col("Part Number", 130), Col("Marking", 80, "C"), Col("Description", 289)],
        [
            ["SKT9183AGE", "3M=DNN", "3M= : Product Code, DNN : Date Code"],
            ["SKT9183-50GE", "3N=DNN", "3N= : Product Code, DNN : Date Code"],
        ],
        7.5,
    )
    s.heading("Functional Pin Description", 9.5, rule=True)
    s.table(
        [Col("Pin No.", 50, "C"), Col("Pin Name", 60, "C"), Col("Pin Function", 389)],
        [
            ["1", "LX", "Switch Node. Connect the inductor between VIN and LX."],
            ["2", "GND", "Ground."],
            ["3", "FB", "Feedback Input (SKT9183A). Connect to VOUT on the SKT9183-50."],
            ["4", "EN", "Enable Control Input. High = on, low = shutdown. Do not leave floating."],
            ["5", "VOUT", "Converter Output."],
            ["6", "VIN", "Power Input."],
        ],
        7.5,
    )
    s.heading("Typical Application Circuit", 9.5, rule=True)
    s.para(
        "VIN (1.8V to 5.5V) \u2192 L1 2.2\u00b5H \u2192 LX;  CIN 10\u00b5F;  COUT 22\u00b5F x 2;  "
        "R1 = 750k\u03a9, R2 = 100k\u03a9 for VOUT = 0.6V x (1 + R1/R2) = 5.1V (SKT9183A).",
        8,
    )

    # ---- page 2
    s.add_page()
    s.heading("Absolute Maximum Ratings (Note 1)", 9.5, rule=True)
    _dash_lines(
        s,
        [
            ("Supply Input Voltage, VIN", "-0.3V to 6.5V"),
            ("LX, VOUT, EN, FB Pin Voltage", "-0.3V to 6.5V"),
            ("Power Dissipation, PD @ TA = 25\u00b0C, SOT-23-6", "0.43W"),
            ("Package Thermal Resistance (Note 2), SOT-23-6, \u03b8JA", "230\u00b0C/W"),
            ("Junction Temperature", "150\u00b0C"),
            ("Lead Temperature (Soldering, 10 sec.)", "260\u00b0C"),
            ("Storage Temperature Range", "\u221265\u00b0C to 150\u00b0C"),
            ("ESD Susceptibility (Note 3), HBM (Human Body Model)", "2kV"),
        ],
    )
    s.heading("Recommended Operating Conditions (Note 4)", 9.5, rule=True)
    _dash_lines(
        s,
        [
            ("Supply Input Voltage, VIN", "1.8V to 5.5V"),
            ("Junction Temperature Range", "\u221240\u00b0C to 125\u00b0C"),
            ("Ambient Temperature Range", "\u221240\u00b0C to 85\u00b0C"),
        ],
    )
    s.heading("Electrical Characteristics", 9.5, rule=True)
    s.caption("(VIN = 3.6V, VOUT = 5V, TA = 25\u00b0C, unless otherwise specified)", 7.5)
    s.table(
        [
            Col("Parameter", 120),
            Col("Symbol", 50, "C"),
            Col("Test Conditions", 150),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Minimum Start-Up\nVoltage", "V_{ST}", "I_{LOAD} = 1mA", "--", "0.9", "1.1", "V"],
            ["Input Operating Range", "V_{IN}", "", "1.8", "--", "5.5", "V"],
            ["Output Voltage Range", "V_{OUT}", "SKT9183A", "2.5", "--", "5.5", "V"],
            ["Feedback Reference\nVoltage", "V_{FB}", "SKT9183A", "0.588", "0.6", "0.612", "V"],
            ["Output Voltage", "V_{OUT}", "SKT9183-50, I_{LOAD} = 10mA", "4.9", "5.0", "5.1", "V"],
            [
                "Quiescent Current",
                "I_{Q}",
                "V_{FB} = 0.65V, non-switching, into VOUT",
                "--",
                "25",
                "40",
                "\u00b5A",
            ],
            [
                "Shutdown Current",
                "I_{SHDN}",
                "V_{EN} = 0V, V_{IN} = 3.6V",
                "--",
                "0.1",
                "1",
                "\u00b5A",
            ],
            ["Switching Frequency", "f_{SW}", "", "0.9", "1.2", "1.5", "MHz"],
            ["Switch Current Limit", "I_{LIM}", "", "2.0", "2.5", "3.0", "A"],
            [
                "Switch On-Resistance",
                "R_{DS(ON)_N}",
                "N-MOSFET, V_{OUT} = 5V",
                "--",
                "80",
                "--",
                "m\u03a9",
            ],
            ["", "R_{DS(ON)_P}", "P-MOSFET, V_{OUT} = 5V", "--", "120", "--", "m\u03a9"],
            ["EN Input\nThreshold", "V_{IH}", "Logic-High", "1.2", "--", "--", "V"],
            ["", "V_{IL}", "Logic-Low", "--", "--", "0.4", "V"],
            ["Thermal Shutdown", "T_{SD}", "", "--", "150", "--", "\u00b0C"],
        ],
        7.5,
    )
    s.para(
        "Note 1. Stresses beyond those listed \u201cAbsolute Maximum Ratings\u201d may cause permanent damage "
        "to the device. These are stress ratings only, and functional operation of the device at these or "
        "any other conditions beyond those indicated in the operational sections of the specifications is "
        "not implied.\n"
        "Note 2. \u03b8JA is measured under natural convection (still air) at TA = 25\u00b0C with the component "
        "mounted on a high effective-thermal-conductivity four-layer test board of JEDEC 51-7.\n"
        "Note 3. Devices are ESD sensitive. Handling precaution is recommended.\n"
        "Note 4. The device is not guaranteed to function outside its operating conditions.",
        7,
    )

    # ---- page 3
    s.add_page()
    s.heading("Typical Operating Characteristics", 9.5, rule=True)
    s.figure(
        "Efficiency vs. Output Current (VIN = 3.6V, VOUT = 5V; 92% at 500mA)",
        "Output Current (A)",
        "Efficiency (%)",
        ["0.001", "0.01", "0.1", "1"],
        ["50", "60", "70", "80", "90", "100"],
        [
            ("VIN = 3.6V", [(0.0, 0.4), (0.33, 0.7), (0.67, 0.85), (0.9, 0.84), (1.0, 0.75)]),
            ("VIN = 2.4V", [(0.0, 0.3), (0.33, 0.62), (0.67, 0.78), (1.0, 0.6)]),
        ],
        height=100,
    )
    s.figure(
        "Maximum Output Current vs. Input Voltage (VOUT = 5V): 0.6A at VIN = 2.4V, 1.0A at VIN = 3.3V",
        "Input Voltage (V)",
        "Output Current (A)",
        ["1.8", "2.4", "3.0", "3.6", "4.2"],
        ["0", "0.4", "0.8", "1.2", "1.6"],
        [("VOUT = 5V", [(0.0, 0.2), (0.25, 0.375), (0.5, 0.55), (0.75, 0.7), (1.0, 0.85)])],
        height=100,
    )
    s.heading("Application Information", 9.5, rule=True)
    s.para(
        "Output Voltage Setting: VOUT = VFB x (1 + R1 / R2). For a 3.3V output use R1 = 453k\u03a9 and "
        "R2 = 100k\u03a9. Inductor Selection: a 1.5\u00b5H to 4.7\u00b5H inductor with a saturation current "
        "above the switch current limit is recommended. When the input voltage is higher than the set "
        "output voltage, the output follows the input through the P-MOSFET and is not regulated.",
        8,
    )
    s.heading("Outline Dimension", 9.5, rule=True)
    s.para("SOT-23-6 Surface Mount Package: body 2.9mm x 1.6mm, height 1.45mm max.", 8)
    return save(s, out / "skt9183.pdf")


# ------------------------------------------------- Mean Well-style AC/DC module (landscape)
KPM_MODELS = ("KPM-15-3.3", "KPM-15-5", "KPM-15-12", "KPM-15-24")


def kpm15(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="15W Single Output Encapsulated Type",
        header_right="KPM-15 series",
        footer_left="File Name: KPM-15-SPEC  2023-09-18",
        footer_right="{page}",
        accent=(0, 0, 0),
        rule_color=(60, 60, 60),
        table_fill=(230, 230, 230),
    )
    s = Sheet(style, "KPM-15 series specification", landscape=True)
    s.add_page()
    s.title_block(
        "KPM-15 series",
        "15W Single Output Encapsulated Type  (AC/DC power module, PCB mount)",
        size=18,
    )
    s.lines(
        [
            "\u25a0 Features :  Universal AC input / Full range \u2022 No load power consumption <0.075W \u2022 "
            "Protections: Short circuit / Overload / Over voltage \u2022 Cooling by free air convection \u2022 "
            "Fully encapsulated with IP67 level \u2022 3 years warranty"
        ],
        8.5,
    )
    label, spec, model = 26, 150, 141
    cols = [Col("", label, "C"), Col("MODEL", spec)] + [Col(m, model, "C") for m in KPM_MODELS]
    out_rows = [
        ["", "DC VOLTAGE", "3.3V", "5V", "12V", "24V"],
        ["", "RATED CURRENT", "3A", "3A", "1.25A", "0.625A"],
        [
            "",
            "CURRENT RANGE",
            f"0 {TILDE} 3A",
            f"0 {TILDE} 3A",
            f"0 {TILDE} 1.25A",
            f"0 {TILDE} 0.625A",
        ],
        ["OUT-", "RATED POWER", "9.9W", "15W", "15W", "15W"],
        ["PUT", "RIPPLE & NOISE (max.) Note.2", "80mVp-p", "80mVp-p", "120mVp-p", "150mVp-p"],
        ["", "VOLTAGE TOLERANCE  Note.3", "\u00b12.5%", "\u00b12.0%", "\u00b11.0%", "\u00b11.0%"],
        ["", "LINE REGULATION", "\u00b11.0%", "\u00b11.0%", "\u00b10.5%", "\u00b10.5%"],
        [
            "",
            "SETUP, RISE TIME",
            "500ms, 30ms/230VAC     1200ms, 30ms/115VAC at full load",
            "<",
            "<",
            "<",
        ],
    ]
    in_rows = [
        ["", "VOLTAGE RANGE", f"85 {TILDE} 264VAC      120 {TILDE} 370VDC", "<", "<", "<"],
        ["IN-", "FREQUENCY RANGE", f"47 {TILDE} 63Hz", "<", "<", "<"],
        ["PUT", "EFFICIENCY (Typ.)", "72%", "78%", "82%", "84%"],
        ["", "AC CURRENT (Typ.)", "0.3A/115VAC      0.2A/230VAC", "<", "<", "<"],
        ["", "INRUSH CURRENT (Typ.)", "COLD START 30A/115VAC   60A/230VAC", "<", "<", "<"],
    ]
    pro_rows = [
        [
            "PRO-",
            "OVERLOAD",
            f"110 {TILDE} 200% rated output power;  protection type: hiccup mode, recovers automatically after fault condition is removed",
            "<",
            "<",
            "<",
        ],
        [
            "TEC-",
            "OVER VOLTAGE",
            f"3.8 {TILDE} 4.9V",
            f"5.75 {TILDE} 6.75V",
            f"13.8 {TILDE} 16.2V",
            f"27.6 {TILDE} 32.4V",
        ],
        [
            "TION",
            "SHORT CIRCUIT",
            "Protection type: hiccup mode, recovers automatically after fault condition is removed",
            "<",
            "<",
            "<",
        ],
    ]
    env_rows = [
        ["", "WORKING TEMP.", f'-30 {TILDE} +70{DEG_C} (Refer to "Derating Curve")', "<", "<", "<"],
        ["ENVI-", "WORKING HUMIDITY", f"20 {TILDE} 90% RH non-condensing", "<", "<", "<"],
        [
            "RON-",
            "STORAGE TEMP., HUMIDITY",
            f"-40 {TILDE} +85{DEG_C}, 10 {TILDE} 95% RH",
            "<",
            "<",
            "<",
        ],
        [
            "MENT",
            "VIBRATION",
            "10 ~ 500Hz, 2G 10min./1cycle, period for 60min. each along X, Y, Z axes",
            "<",
            "<",
            "<",
        ],
    ]
    safety_rows = [
        ["SAFETY", "WITHSTAND VOLTAGE", "I/P-O/P:3KVAC", "<", "<", "<"],
        [
            "& EMC",
            "ISOLATION RESISTANCE",
            "I/P-O/P:100M Ohms / 500VDC / 25\u2103/ 70% RH",
            "<",
            "<",
            "<",
        ],
        ["OTHERS", "MTBF", "\u2265 820K hrs min.   MIL-HDBK-217F (25\u2103)", "<", "<", "<"],
        ["", "DIMENSION", "52.4*27.2*24mm (L*W*H)", "<", "<", "<"],
    ]
    _kpm_table(s, cols, out_rows + in_rows + pro_rows + env_rows + safety_rows)
    s.para(
        "NOTE  1. All parameters NOT specially mentioned are measured at 230VAC input, rated load and 25\u2103 "
        'of ambient temperature.   2. Ripple & noise are measured at 20MHz of bandwidth by using a 12" twisted '
        "pair-wire terminated with a 0.1\u00b5f & 47\u00b5f parallel capacitor.   3. Tolerance : includes set up "
        "tolerance, line regulation and load regulation.   4. Derating may be needed under low input voltages. "
        "Please check the derating curve for more details.   5. The ambient temperature derating of 3.5\u2103/1000m "
        "with fanless models and of 5\u2103/1000m with fan models for operating altitude higher than 2000m(6500ft).",
        7,
    )

    # ---- page 2 (landscape): derating and mechanical
    s.add_page()
    s.heading("\u25a0 Derating Curve", 10)
    s.figure(
        "Output derating vs. ambient temperature: 100% load up to 40\u2103, 60% load at 70\u2103 (natural convection)",
        "AMBIENT TEMPERATURE (\u2103)",
        "LOAD (%)",
        ["-30", "0", "10", "20", "30", "40", "50", "60", "70"],
        ["0", "20", "40", "60", "80", "100"],
        [("KPM-15 all models", [(0.0, 1.0), (0.7, 1.0), (1.0, 0.6)])],
        height=120,
        width=360,
    )
    s.heading("\u25a0 Static Characteristics", 10)
    s.para("Output load (%) vs. input voltage: 100% from 100VAC to 264VAC; 80% at 85VAC.", 8.5)
    s.heading("\u25a0 Mechanical Specification (Unit: mm, tolerance \u00b10.5mm)", 10)
    s.table(
        [Col("Pin No.", 80, "C"), Col("Assignment", 160), Col("Remark", 506)],
        [
            ["1", "AC/L", "Input, live"],
            ["2", "AC/N", "Input, neutral"],
            ["3", "-V", "Output, negative"],
            ["4", "+V", "Output, positive"],
        ],
        8,
    )
    s.para(
        "Application example: a 24V / 0.5A LED strip runs from KPM-15-24 at 50% load; at 60\u2103 "
        "ambient the module may still deliver 80% of rated power (read from the derating curve).",
        8,
    )
    return save(s, out / "kpm-15.pdf")


def _kpm_table(s: Sheet, cols: list[Col], rows: list[list[str]]) -> None:
    """The per-model specification table: '<' cells merge into the cell on their left
    (one value for every model), as power-supply makers print them."""
    s.table(cols, [], 7.5)
    s.gap(-5)
    for row in rows:
        merged: list[tuple[str, float, str]] = []
        for col, text in zip(cols, row, strict=True):
            if text == "<" and merged:
                head, width, _ = merged[-1]
                merged[-1] = (head, width + col.width, "C")
            else:
                merged.append((text, col.width, col.align))
        s._row(
            [Col("", w, a) for _, w, a in merged], [m[0] for m in merged], 7.5, 12.5, False, False
        )
    s.gap(5)
