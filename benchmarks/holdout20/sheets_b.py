"""Hold-out 20 datasheets: 1-Wire temperature probe, float switch, dual H-bridge, microswitch.

A US analog-house sheet of a waterproof 1-Wire temperature probe (EC table
under a condition sentence, accuracy rows per temperature range, versions per
cable jacket), an Italian industrial leaflet of a float level switch (one
column per version, limiting vs rated values), a Japanese IC maker's dual
H-bridge driver (abs max vs operating, EC table continued on page 2, wrapped
parameter names, truth table) and a Taiwanese microswitch catalogue (ratings
per load type and voltage, footnote marks, operating characteristics as
decoys).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
PM = "\u00b1"
OHM = "\u03a9"
MU = "\u00b5"
CJK_DEG = "\u2103"


# ------------------------------------------------ 1-Wire temperature probe (US analog house)
def tpw18(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="TPW18 Series",
        header_right="Corvane Integrated Products",
        footer_left="19-7718; Rev 2; 6/24",
        footer_right="{page}",
        table_fill=None,
        accent=(0, 0, 0),
    )
    s = Sheet(style, "TPW18 waterproof 1-Wire temperature probe")
    s.add_page()
    s.title_block("TPW18", "Waterproof 1-Wire Digital Temperature Probe", size=20)

    def desc() -> None:
        s.heading("General Description", 10)
        s.para(
            "The TPW18 is a stainless-steel (6 x 50 mm) probe with a 1-Wire digital "
            "thermometer inside, potted and sealed to IP68. Each probe has a unique 64-bit "
            "ROM code, so many probes share one data line. It can take power from the "
            "data line (parasite power). The TPW18-P has a PVC cable, the TPW18-S a "
            "silicone cable for higher temperatures.",
            8.5,
        )

    def feats() -> None:
        s.heading("Features", 10)
        s.bullets(
            [
                "+3.0V to +5.5V Supply Range",
                PM + "0.5" + DEG + " Accuracy from -10" + DEG + " to +85" + DEG,
                "9- to 12-Bit Resolution, User Selectable",
                "750ms Max Conversion Time at 12 Bits",
                "Cable Length 1m (-1) or 3m (-3)",
            ],
            8.5,
        )

    s.side_by_side(desc, feats, 260)
    s.heading("Ordering Information", 10)
    s.table(
        [Col("PART", 110), Col("CABLE", 130), Col("LENGTH", 80, "C"), Col("PROBE RANGE", 179, "C")],
        [
            ["TPW18-P-1", "PVC, 3 x 0.2mm" + "\u00b2", "1m", "-30" + DEG + " to +80" + DEG],
            ["TPW18-P-3", "PVC, 3 x 0.2mm" + "\u00b2", "3m", "-30" + DEG + " to +80" + DEG],
            ["TPW18-S-1", "Silicone, 3 x 0.2mm" + "\u00b2", "1m", "-55" + DEG + " to +125" + DEG],
            ["TPW18-S-3", "Silicone, 3 x 0.2mm" + "\u00b2", "3m", "-55" + DEG + " to +125" + DEG],
        ],
        8,
    )
    s.heading("Absolute Maximum Ratings", 10)
    s.leaders(
        [
            ("Voltage Range on Any Wire Relative to Ground ", " -0.5V to +6.0V"),
            ("Operating Temperature Range (sensor IC) ", " -55" + DEG + " to +125" + DEG),
            ("Storage Temperature Range (TPW18-P) ", " -40" + DEG + " to +85" + DEG),
        ],
        8.5,
    )
    s.para(
        "Stresses beyond those listed may cause permanent damage. The probe range of the "
        "cable (Ordering Information) limits the usable temperature of the whole probe.",
        7.5,
    )
    s.add_page()
    s.heading("Electrical Characteristics", 10)
    s.para(
        "(VDD = +3.0V to +5.5V, TA = -55" + DEG + " to +125" + DEG + ", unless otherwise "
        "noted. Typical values are at VDD = +5.0V and TA = +25" + DEG + ".)",
        8,
    )
    s.table(
        [
            Col("PARAMETER", 150),
            Col("SYMBOL", 50, "C"),
            Col("CONDITIONS", 130),
            Col("MIN", 40, "C"),
            Col("TYP", 40, "C"),
            Col("MAX", 40, "C"),
            Col("UNITS", 49, "C"),
        ],
        [
            ["Supply Voltage", "VDD", "Local power", "+3.0", "", "+5.5", "V"],
            ["Pullup Supply\nVoltage", "VPU", "Parasite power", "+3.0", "", "+5.5", "V"],
            ["Thermometer Error", "tERR", "-10" + DEG + " to +85" + DEG, "-0.5", "", "+0.5", DEG],
            ["", "", "-55" + DEG + " to +125" + DEG, "-2.0", "", "+2.0", DEG],
            ["Standby Current", "IDDS", "", "", "0.75", "1", MU + "A"],
            ["Active Current", "IDD", "VDD = +5V", "", "1", "1.5", "mA"],
            ["Input Logic-High", "VIH", "Local power", "+2.2", "", "VDD", "V"],
            ["Input Logic-Low", "VIL", "", "-0.3", "", "+0.8", "V"],
            ["Sink Current", "IL", "VI/O = 0.4V", "4.0", "", "", "mA"],
            ["Temperature\nConversion Time", "tCONV", "12-bit resolution", "", "", "750", "ms"],
            ["", "", "9-bit resolution", "", "", "93.75", "ms"],
        ],
        7.5,
    )
    s.heading("Wire Colors", 10)
    s.table(
        [Col("WIRE", 100), Col("FUNCTION", 399)],
        [
            ["Red", "VDD"],
            ["Black", "GND"],
            ["Yellow", "DQ (1-Wire data), 4.7k" + OHM + " pullup to VDD"],
        ],
        8,
    )
    s.heading("Applications Information", 10)
    s.para(
        "Use one 4.7k" + OHM + " pullup for up to 10 probes on 3m cables; for longer networks "
        "lower the pullup. In parasite power mode a strong pullup (MOSFET) is needed during "
        "conversions above +100" + DEG + ". The family code of the ROM is 28h. The thermal "
        "response time of the sealed probe in water is not specified.",
        8.5,
    )
    return save(s, out / "tpw18.pdf")


# ------------------------------------------------ float level switch (Italian industrial)
def nlf20(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="LIVELLA S.r.l.  -  Level switches",
        header_right="NLF 20 series",
        footer_left="LIVELLA S.r.l.  Via dei Tigli 14, Brescia (IT)  -  DS NLF20 EN 03/2024",
        footer_right="{page}",
        table_fill=(210, 225, 235),
        accent=(0, 60, 110),
        grid=False,
    )
    s = Sheet(style, "NLF 20 float level switch")
    s.add_page()
    s.title_block("NLF 20", "Side-mount miniature float level switch (reed contact)")
    s.para(
        "Reed-contact float switch for tanks, sumps and coffee machines. The float carries "
        "a magnet; when the liquid lifts it, the reed contact in the stem changes state. "
        "Turning the float over changes NO into NC.",
        8.5,
    )
    s.heading("Technical data", 10)
    s.table(
        [
            Col("", 170),
            Col("NLF 20-PP", 110, "C"),
            Col("NLF 20-PV", 110, "C"),
            Col("NLF 20-SS", 109, "C"),
        ],
        [
            ["Stem / float material", "PP / PP", "PVDF / PVDF", "AISI 316 / AISI 316"],
            ["Contact", "NO / NC", "NO / NC", "NO / NC"],
            ["Switching voltage max.", "100 V DC", "100 V DC", "230 V AC/DC"],
            ["Switching current max.", "0.5 A", "0.5 A", "1 A"],
            ["Switching power max.", "10 W", "10 W", "50 W / 50 VA"],
            [
                "Medium temperature",
                "-10 ... +80 \u00b0C",
                "-20 ... +105 \u00b0C",
                "-30 ... +120 \u00b0C",
            ],
            ["Pressure max.", "1 bar", "3 bar", "10 bar"],
            ["Liquid density min.", "0.75 g/cm\u00b3", "0.85 g/cm\u00b3", "0.70 g/cm\u00b3"],
        ],
        8,
    )
    s.heading("Common data", 10)
    s.table(
        [Col("", 170), Col("", 329)],
        [
            ["Protection", "IP 68 (switch head), cable 2 x 0.5 mm\u00b2, 1 m"],
            ["Contact resistance", "< 150 m\u03a9 (initial)"],
            ["Mounting thread", 'M16 x 1.5 (PP, PV) / 1/8" NPT (SS)'],
            ["Switching point accuracy", "\u00b1 2 mm"],
        ],
        8,
        show_head=False,
    )
    s.add_page()
    s.heading("Ordering code", 10)
    s.table(
        [Col("Code", 170), Col("Meaning", 329)],
        [
            [
                "NLF 20 - xx - y - zzz",
                "xx = PP / PV / SS, y = 1 (NO) / 2 (NC), zzz = cable in cm (100, 200, 500)",
            ],
            ["Example NLF 20-SS-1-200", "stainless steel, NO, 2 m cable"],
        ],
        8,
    )
    s.heading("Notes", 10)
    s.bullets(
        [
            "The ratings are for resistive loads. Relay coils, solenoid valves and pumps must "
            "not be switched directly: use an interposing relay. Inductive ratings are not "
            "specified.",
            "Lamp loads: inrush current must stay below the switching current.",
            "Food contact / drinking water approval: not specified for any version.",
            "Do not exceed the switching power even when voltage and current are each inside "
            "their limits (for example 100 V x 0.5 A is not allowed on PP / PV).",
        ],
        8.5,
    )
    return save(s, out / "nlf20.pdf")


# ------------------------------------------------ dual H-bridge driver (Japanese IC maker)
def hbd2910(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Datasheet",
        header_right="Mizuhara Semiconductor Co., Ltd.",
        footer_left="\u00a9 2024 Mizuhara Semiconductor  TSZ22111-HBD2910-01",
        footer_right="{page}/2",
        table_fill=(230, 230, 245),
        accent=(40, 40, 120),
    )
    s = Sheet(style, "HBD2910 dual H-bridge driver")
    s.add_page()
    s.title_block(
        "HBD2910MUV / HBD2910FVM", "Low-Voltage Dual H-Bridge Driver for Small DC Motors", size=18
    )
    s.heading("\u25cfGeneral Description", 9.5)
    s.para(
        "HBD2910 drives two brushed DC motors or one bipolar stepper. Separate logic supply "
        "VCC and motor supply VM; parallel input interface IN1-IN4; standby by PS pin. "
        "HBD2910MUV: VQFN16 (3 x 3 mm), HBD2910FVM: MSOP10.",
        8.5,
    )
    s.heading("\u25cfAbsolute Maximum Ratings (Ta = 25\u00b0C)", 9.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 80, "C"),
            Col("Limit", 130, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Motor supply voltage", "VM", "-0.3 to +15", "V"],
            ["Control supply voltage", "VCC", "-0.3 to +7", "V"],
            ["Input voltage", "VIN", "-0.3 to VCC+0.3", "V"],
            ["Output current (peak) *1", "IOUTP", "1.5", "A/ch"],
            ["Power dissipation *2", "Pd", "0.59 (FVM) / 0.70 (MUV)", "W"],
            ["Operating temperature", "Topr", "-40 to +85", "\u00b0C"],
            ["Storage temperature", "Tstg", "-55 to +150", "\u00b0C"],
        ],
        8,
    )
    s.para(
        "*1 Pulse width tw \u2264 10 ms, duty 20 %.  *2 Derate by 4.7 mW/\u00b0C (FVM) above Ta = 25\u00b0C.",
        7.5,
    )
    s.heading("\u25cfRecommended Operating Conditions (Ta = -40 to +85\u00b0C)", 9.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 80, "C"),
            Col("Min.", 55, "C"),
            Col("Typ.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Motor supply voltage", "VM", "2.0", "5.0", "12.0", "V"],
            ["Control supply voltage", "VCC", "2.7", "3.0", "5.5", "V"],
            ["Output current\n(continuous) per channel", "IOUT", "-", "-", "0.8", "A"],
        ],
        8,
    )
    s.heading("\u25cfElectrical Characteristics", 9.5)
    s.para("(Unless otherwise specified Ta = 25\u00b0C, VCC = 3.0V, VM = 5.0V)", 8)
    ec_cols = [
        Col("Parameter", 140),
        Col("Symbol", 50, "C"),
        Col("Min.", 40, "C"),
        Col("Typ.", 40, "C"),
        Col("Max.", 40, "C"),
        Col("Unit", 35, "C"),
        Col("Conditions", 154),
    ]
    s.table(
        ec_cols,
        [
            ["<Whole>"],
            ["Circuit current\nat standby", "ICCST", "-", "0", "1", MU + "A", "PS = L"],
            ["Circuit current", "ICC", "-", "0.8", "1.5", "mA", "PS = H, no load"],
            ["<Control input>"],
            ["High level input voltage", "VINH", "2.0", "-", "VCC", "V", ""],
            ["Low level input voltage", "VINL", "0", "-", "0.7", "V", ""],
            ["High level input current", "IINH", "15", "30", "60", MU + "A", "VINH = 3.0V"],
        ],
        8,
    )
    s.add_page()
    s.heading("\u25cfElectrical Characteristics (continued)", 9.5)
    s.para("(Unless otherwise specified Ta = 25\u00b0C, VCC = 3.0V, VM = 5.0V)", 8)
    s.table(
        ec_cols,
        [
            ["<Driver output>"],
            [
                "Output ON resistance\n(high + low side)",
                "RON",
                "-",
                "0.6",
                "0.9",
                OHM,
                "IOUT = 400mA",
            ],
            ["", "", "-", "1.0", "1.5", OHM, "IOUT = 400mA, VM = 2.5V"],
            ["Output leak current", "ILEAK", "-", "-", "1", MU + "A", "PS = L"],
            ["Turn-on time", "tON", "-", "0.2", "1.0", MU + "s", "RL = 20" + OHM],
            ["<Protection>"],
            ["UVLO voltage (VCC)", "VUVLO", "1.6", "1.9", "2.2", "V", ""],
            ["TSD temperature", "TSD", "-", "175", "-", "\u00b0C", "design value"],
        ],
        8,
    )
    s.heading("\u25cfI/O Truth Table", 9.5)
    s.table(
        [
            Col("PS", 60, "C"),
            Col("IN1", 60, "C"),
            Col("IN2", 60, "C"),
            Col("OUT1", 80, "C"),
            Col("OUT2", 80, "C"),
            Col("Mode", 159),
        ],
        [
            ["L", "X", "X", "OPEN", "OPEN", "Standby"],
            ["H", "L", "L", "OPEN", "OPEN", "Stop (coast)"],
            ["H", "H", "L", "H", "L", "Forward"],
            ["H", "L", "H", "L", "H", "Reverse"],
            ["H", "H", "H", "L", "L", "Brake"],
        ],
        8,
    )
    s.heading("\u25cfNotes for use", 9.5)
    s.para(
        "Connect a capacitor of 10" + MU + "F or more between VM and GND near the IC. The PWM "
        "input frequency range is not specified; 20kHz to 100kHz has been confirmed on the "
        "evaluation board. No over-current protection is built in; a stalled motor above "
        "1.5A will damage the outputs.",
        8.5,
    )
    return save(s, out / "hbd2910.pdf")


# ------------------------------------------------ microswitch (Taiwanese catalogue)
def skm(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="SKM Series Basic Snap-Action Switches",
        header_right="Hsinchu Kaiyuan Switch Co., Ltd.",
        footer_left="Kaiyuan Switch  Catalog 2024-E  All specifications subject to change.",
        footer_right="{page}",
        table_fill=(240, 225, 225),
        accent=(140, 20, 20),
    )
    s = Sheet(style, "SKM series microswitches")
    s.add_page()
    s.title_block("SKM Series", "Subminiature Basic Switches  SKM-05 / SKM-10 / SKM-10L", size=18)
    s.para(
        "Snap-action switches for limit detection in 3D printers, door interlocks and "
        "appliances. SKM-05: 5 A type; SKM-10: 10.1 A type; SKM-10L: SKM-10 with hinge "
        "roller lever.",
        8.5,
    )
    s.heading("Ratings", 10)
    s.table(
        [
            Col("Model", 90),
            Col("Rated voltage", 85, "C"),
            Col("Resistive load", 108, "C"),
            Col("Lamp load", 108, "C"),
            Col("Inductive load", 108, "C"),
        ],
        [
            ["SKM-05", "125 VAC", "5 A", "1.5 A", "3 A"],
            ["", "250 VAC", "5 A", "1 A", "3 A"],
            ["", "30 VDC", "3 A(1)", "2 A", "2 A"],
            ["SKM-10\nSKM-10L", "125 VAC", "10.1 A", "3 A", "6 A"],
            ["", "250 VAC", "10.1 A", "2 A", "6 A"],
            ["", "30 VDC", "6 A(1)", "3 A", "4 A"],
        ],
        8,
    )
    s.para(
        "(1) DC resistive rating at 30 VDC; above 30 VDC no rating is given. Inductive load: "
        "power factor 0.4 min. (AC), time constant 7 ms max. (DC).",
        7.5,
    )
    s.heading("Characteristics", 10)
    s.table(
        [Col("Item", 200), Col("SKM-05", 150, "C"), Col("SKM-10 / SKM-10L", 149, "C")],
        [
            ["Contact resistance (initial)", "30 m\u03a9 max.", "15 m\u03a9 max."],
            ["Insulation resistance", "100 M\u03a9 min. (500 VDC)", "100 M\u03a9 min. (500 VDC)"],
            ["Mechanical life", "10,000,000 operations", "10,000,000 operations"],
            ["Electrical life (rated load)", "200,000 operations", "50,000 operations"],
            [
                "Ambient operating\ntemperature",
                "-25 to +85 \u00b0C\n(no icing)",
                "-25 to +85 \u00b0C\n(no icing)",
            ],
            ["Ambient operating humidity", "35 to 85 %RH", "35 to 85 %RH"],
            ["Degree of protection", "IP40", "IP40"],
        ],
        8,
    )
    s.add_page()
    s.heading("Operating Characteristics", 10)
    s.table(
        [Col("Item", 200), Col("SKM-05 / SKM-10", 150, "C"), Col("SKM-10L", 149, "C")],
        [
            ["Operating force OF max.", "1.47 N", "0.59 N"],
            ["Release force RF min.", "0.25 N", "0.06 N"],
            ["Pretravel PT max.", "0.6 mm", "1.6 mm"],
            ["Operating position OP", "8.4 " + PM + " 0.3 mm", "15.2 " + PM + " 0.8 mm"],
        ],
        8,
    )
    s.heading("Terminals", 10)
    s.table(
        [Col("Terminal", 100, "C"), Col("Function", 399)],
        [["C", "common"], ["NO", "normally open"], ["NC", "normally closed"]],
        8,
    )
    s.heading("Precautions", 10)
    s.bullets(
        [
            "For micro-load use (e.g. 5 V logic, a few mA) gold-plated contacts are "
            "recommended; the silver contacts of the SKM series are not rated for micro loads "
            "and their minimum applicable load is not specified.",
            "Do not use in atmospheres with corrosive gas or silicone.",
            "Soldering: 350 \u00b0C max., 3 s; do not apply force to the terminals.",
        ],
        8.5,
    )
    return save(s, out / "skm.pdf")
