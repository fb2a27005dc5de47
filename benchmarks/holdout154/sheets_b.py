"""Hold-out 154 datasheets, part 2: a dual RS-232 transceiver with charge pumps, a Hall-effect
water-flow sensor, a 2 A load switch IC with optional quick output discharge and a 4-channel
bidirectional logic level shifter board.

A Bissau (Guinea-Bissau) interface-IC data sheet in upper-case heads ("╠ n" heads, bilingual
"Tábua n / Table n" captions, supply rows per capacitor set, electrical characteristics in
column groups per speed version with rows stacked per supply voltage and per load
capacitance, temperature grades only in the ordering table), a Herat (Afghanistan) flow-sensor
factory "Product Specification" ("⚘ n." heads, "Digest n:" captions, a parameter table in
version columns, a flow vs. frequency table, the pull-up to VCC only in the wiring notes), a
Kingstown (Saint Vincent and the Grenadines) power-IC data sheet ("∟ n" heads, "Sheet table n
—" captions, on-resistance stacked per input voltage and per temperature, quick output
discharge only on one version, footnotes) and a Yaren (Nauru) maker-store board sheet ("⬓"
heads, "⟦n⟧" captions, ratings in column groups per version with the I2C rate stacked per bus
capacitance and the push-pull rate with a unit in each cell, MOSFET data from the transistor
maker as a look-alike, FAQ).
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
NDASH = "\u2013"
MDASH = "\u2014"
ELL = "\u2026"
SQ = "\u00b2"
TIMES = "\u00d7"
MINUS = "\u2212"
ARROW = "\u2192"
DVR = "\u2560"  # heads of the Bissau sheet
FLOWER = "\u2698"  # heads of the Herat sheet
RANG = "\u221f"  # heads of the Kingstown sheet
HALFSQ = "\u2b13"  # heads of the Yaren sheet
LBR, RBR = "\u27e6", "\u27e7"  # captions of the Yaren sheet


# ------------------------------------------------ dual RS-232 transceiver (Bissau)
def gbr3232(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="GEBA INTERFACE DEVICES",
        header_right="GBR3232 / GBR3232F  \u00b7  3.0 V to 5.5 V dual RS-232 transceiver",
        footer_left="Geba Interface Devices Lda.  \u00b7  Avenida Am\u00edlcar Cabral, Bissau, "
        "Guin\u00e9-Bissau  \u00b7  Folha de dados / Data sheet GBR3232, rev. C",
        footer_right="folha {page} / {nb}",
        rule_color=(150, 58, 22),
        table_fill=(250, 234, 222),
        accent=(130, 44, 12),
        grid=True,
    )
    s = Sheet(style, "GBR3232 / GBR3232F dual RS-232 transceiver")
    s.add_page()
    s.title_block(
        "GBR3232 / GBR3232F",
        "Dual RS-232 Line Driver / Receiver, 3.0 V to 5.5 V, with Charge Pumps",
        "GBR3232: 250 kbit/s    |    GBR3232F: 1 Mbit/s    |    SO-16 and TSSOP-16",
        21,
    )

    def description() -> None:
        s.heading(DVR + " 1  DESCRIPTION", 10)
        s.para(
            "The GBR3232 and GBR3232F connect 3 V or 5 V logic to TIA/EIA-232-F serial lines. "
            "Each device has two line drivers and two line receivers. A dual charge pump makes "
            "the positive and negative driver supplies from the single VCC supply with four small "
            "external capacitors. The GBR3232F is the fast version for data rates up to 1 Mbit/s.",
            7.9,
        )

    def features() -> None:
        s.heading(DVR + " 2  FEATURES", 10)
        s.bullets(
            [
                "Single supply, 3.0 V to 5.5 V",
                "Two drivers, two receivers",
                "250 kbit/s (GBR3232) or 1 Mbit/s (GBR3232F)",
                "RS-232 pins protected to " + PM + "15 kV (HBM)",
                "300 " + MU + "A supply current (GBR3232, 3.3 V)",
                "Receivers accept " + PM + "25 V",
            ],
            7.9,
        )

    s.side_by_side(description, features, 262, 16)
    s.heading(DVR + " 3  ABSOLUTE MAXIMUM RATINGS", 10.5, rule=True)
    s.caption("T\u00e1bua 1 / Table 1 " + MDASH + " Absolute maximum ratings, both versions")
    s.table(
        [Col("Parameter", 230), Col("Min", 70, "C"), Col("Max", 80, "C"), Col("Unit", 119, "C")],
        [
            ["Supply voltage VCC", "-0.3", "6.0", "V"],
            ["Positive charge-pump voltage V+", "-0.3", "7.0", "V"],
            ["Negative charge-pump voltage V-", "-7.0", "0.3", "V"],
            ["Driver inputs T1IN, T2IN", "-0.3", "6.0", "V"],
            ["Receiver inputs R1IN, R2IN", "-25", "25", "V"],
            ["Driver outputs T1OUT, T2OUT", "-13.2", "13.2", "V"],
            ["Receiver outputs R1OUT, R2OUT", "-0.3", "VCC + 0.3", "V"],
            ["Storage temperature", "-65", "150", DEG],
        ],
        7.4,
    )
    s.heading(DVR + " 4  RECOMMENDED OPERATING CONDITIONS", 10.5, rule=True)
    s.caption("T\u00e1bua 2 / Table 2 " + MDASH + " Recommended operating conditions")
    s.table(
        [
            Col("Parameter", 150),
            Col("Conditions", 150),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Supply voltage VCC", "", "3.0", "", "5.5", "V"],
            [
                "Driver input high, VIH",
                "T1IN, T2IN; VCC = 3.3 V\nT1IN, T2IN; VCC = 5.0 V",
                "2.0\n2.4",
                "",
                "5.5\n5.5",
                "V",
            ],
            ["Driver input low, VIL", "T1IN, T2IN", "", "", "0.8", "V"],
            ["Receiver input voltage", "R1IN, R2IN", "-25", "", "25", "V"],
        ],
        7.4,
    )
    s.caption("T\u00e1bua 3 / Table 3 " + MDASH + " Charge-pump capacitors per supply range")
    s.table(
        [
            Col("VCC range", 150, "C"),
            Col("C1", 110, "C"),
            Col("C2, C3, C4", 110, "C"),
            Col("Bypass CBYPASS", 129, "C"),
        ],
        [
            ["3.0 V to 3.6 V", "0.1 " + MU + "F", "0.1 " + MU + "F", "0.1 " + MU + "F"],
            ["4.5 V to 5.5 V", "0.047 " + MU + "F", "0.33 " + MU + "F", "0.1 " + MU + "F"],
            ["3.0 V to 5.5 V", "0.1 " + MU + "F", "0.47 " + MU + "F", "0.1 " + MU + "F"],
        ],
        7.4,
    )
    s.heading(DVR + " 5  PIN FUNCTIONS", 10.5, rule=True)
    s.caption("T\u00e1bua 4 / Table 4 " + MDASH + " Pins (SO-16 and TSSOP-16)")
    s.table(
        [
            Col("Pin", 36, "C"),
            Col("Name", 70, "C"),
            Col("Function", 143),
            Col("Pin", 36, "C"),
            Col("Name", 70, "C"),
            Col("Function", 144),
        ],
        [
            ["1", "C1+", "pump capacitor 1, +", "9", "R2OUT", "receiver 2 output"],
            ["2", "V+", "positive pump output", "10", "T2IN", "driver 2 input"],
            ["3", "C1-", "pump capacitor 1, -", "11", "T1IN", "driver 1 input"],
            ["4", "C2+", "pump capacitor 2, +", "12", "R1OUT", "receiver 1 output"],
            ["5", "C2-", "pump capacitor 2, -", "13", "R1IN", "receiver 1 input"],
            ["6", "V-", "negative pump output", "14", "T1OUT", "driver 1 output"],
            ["7", "T2OUT", "driver 2 output", "15", "GND", "ground"],
            ["8", "R2IN", "receiver 2 input", "16", "VCC", "supply"],
        ],
        7.3,
    )

    s.add_page()
    s.heading(DVR + " 6  ELECTRICAL CHARACTERISTICS", 10.5, rule=True)
    s.caption(
        "T\u00e1bua 5 / Table 5 " + MDASH + " Electrical characteristics, TA over the "
        "grade's range, capacitors per Table 3"
    )
    s.table(
        [
            Col("Parameter", 96),
            Col("Conditions", 128),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 34, "C"),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 34, "C"),
            Col("Unit", 71, "C"),
        ],
        [
            ["Supply"],
            [
                "Supply current,\nno load",
                "VCC = 3.3 V\nVCC = 5.0 V",
                "",
                "0.3\n0.4",
                "1.0\n1.2",
                "",
                "0.5\n0.7",
                "1.5\n2.0",
                "mA",
            ],
            ["Drivers"],
            [
                "Output voltage\nswing",
                "all outputs, RL = 3 k" + OHM + " to GND",
                PM + "5.0",
                PM + "5.4",
                "",
                PM + "5.0",
                PM + "5.4",
                "",
                "V",
            ],
            [
                "Output resistance",
                "VCC = V+ = V- = 0, TOUT = " + PM + "2 V",
                "300",
                "",
                "",
                "300",
                "",
                "",
                OHM,
            ],
            [
                "Short-circuit current",
                "TOUT = 0 V",
                "",
                PM + "35",
                PM + "60",
                "",
                PM + "35",
                PM + "60",
                "mA",
            ],
            [
                "Maximum data rate",
                "RL = 3 k" + OHM + ", CL = 1000 pF\nRL = 3 k" + OHM + ", CL = 250 pF",
                "250\n250",
                "",
                "",
                "500\n1000",
                "",
                "",
                "kbit/s",
            ],
            [
                "Slew rate",
                "CL = 150 pF to 1000 pF",
                "6",
                "",
                "30",
                "24",
                "",
                "150",
                "V/" + MU + "s",
            ],
            ["Receivers"],
            [
                "Input threshold\nlow",
                "VCC = 3.3 V\nVCC = 5.0 V",
                "0.6\n0.8",
                "1.2\n1.5",
                "",
                "0.6\n0.8",
                "1.2\n1.5",
                "",
                "V",
            ],
            [
                "Input threshold\nhigh",
                "VCC = 3.3 V\nVCC = 5.0 V",
                "",
                "1.5\n1.8",
                "2.4\n2.4",
                "",
                "1.5\n1.8",
                "2.4\n2.4",
                "V",
            ],
            ["Input resistance", "", "3", "5", "7", "3", "5", "7", "k" + OHM],
            ["Output low voltage", "IOUT = 1.6 mA", "", "", "0.4", "", "", "0.4", "V"],
            [
                "Output high voltage",
                "IOUT = -1.0 mA",
                "VCC - 0.6",
                "VCC - 0.1",
                "",
                "VCC - 0.6",
                "VCC - 0.1",
                "",
                "V",
            ],
            ["ESD protection"],
            [
                "RS-232 pins",
                "human body model\nIEC 61000-4-2, contact",
                "",
                PM + "15\n" + PM + "8",
                "",
                "",
                PM + "15\n" + PM + "8",
                "",
                "kV",
            ],
        ],
        7.3,
        head_rows=[["", "", "GBR3232", "<", "<", "GBR3232F", "<", "<", ""]],
    )
    s.heading(DVR + " 7  APPLICATION NOTES", 10.5, rule=True)
    s.bullets(
        [
            "Receiver outputs swing from GND to VCC. With VCC = 5.0 V they drive 5 V into the logic "
            "side; a controller that only takes 3.3 V must run the transceiver from its own 3.3 V "
            "rail.",
            "Driver inputs accept up to 5.5 V at any VCC, so a 5 V controller may drive T1IN and "
            "T2IN of a transceiver supplied with 3.3 V.",
            "The GBR3232 and GBR3232F have no shutdown or enable pin. The charge pump runs "
            "whenever VCC is present.",
            "Connect unused driver inputs to GND or VCC. Unused receiver outputs may stay open.",
            "The RS-232 standard allows 2500 pF of load. In practice 15 m of ordinary cable is "
            "about 1000 pF, which keeps the GBR3232 at 250 kbit/s.",
        ],
        7.9,
    )
    s.heading(DVR + " 8  ORDERING INFORMATION", 10.5, rule=True)
    s.caption("T\u00e1bua 6 / Table 6 " + MDASH + " Ordering information")
    s.table(
        [
            Col("Ordering code", 110),
            Col("Version", 80),
            Col("Package", 80, "C"),
            Col("Operating temperature", 130, "C"),
            Col("Packing", 99),
        ],
        [
            ["GBR3232CSE", "GBR3232", "SO-16", "0 " + DEG + " to +70 " + DEG, "tube, 50"],
            ["GBR3232ESE", "GBR3232", "SO-16", "-40 " + DEG + " to +85 " + DEG, "tube, 50"],
            ["GBR3232EUE", "GBR3232", "TSSOP-16", "-40 " + DEG + " to +85 " + DEG, "reel, 2500"],
            ["GBR3232FCSE", "GBR3232F", "SO-16", "0 " + DEG + " to +70 " + DEG, "tube, 50"],
            ["GBR3232FESE", "GBR3232F", "SO-16", "-40 " + DEG + " to +85 " + DEG, "tube, 50"],
        ],
        7.4,
    )
    s.para(
        "The letter after the base number gives the temperature grade: C = commercial, E = "
        "extended. Both grades meet Table 5 over their own temperature range.",
        7.6,
    )
    return save(s, out / "gbr3232.pdf")


# ------------------------------------------------ Hall-effect water-flow sensor (Herat)
def hwf201(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="HARI RUD FLOW INSTRUMENTS",
        header_right="Product Specification  \u00b7  HWF-201 / HWF-201L",
        footer_left="Hari Rud Flow Instruments  \u00b7  Industrial Estate, Herat, Afghanistan  "
        "\u00b7  Spec. HRF-PS-201 Rev. 03",
        footer_right="p.{page}-{nb}",
        rule_color=(20, 92, 150),
        table_fill=(225, 237, 248),
        accent=(10, 70, 130),
        grid=True,
    )
    s = Sheet(style, "HWF-201 / HWF-201L Hall-effect water flow sensor")
    s.add_page()
    s.title_block(
        "HWF-201 / HWF-201L",
        "Hall-Effect Water Flow Sensor with Pulse Output",
        'HWF-201: G1/2" thread, 1 ~ 30 L/min    |    HWF-201L: G3/4" thread, 2 ~ 60 L/min    |    '
        "3-wire cable with JST-XH plug",
        21,
    )
    s.heading(FLOWER + " 1. GENERAL", 10.5, rule=True)
    s.para(
        "The sensor consists of a plastic valve body, a rotor with a magnet and a Hall-effect "
        "sensor. Water flowing through the body turns the rotor; its speed follows the flow rate "
        "and the Hall sensor puts out one pulse per magnet pass. The HWF-201 and HWF-201L are used "
        "in water dispensers, coffee machines, water heaters, irrigation and flow alarms.",
        8.2,
    )
    s.heading(FLOWER + " 2. TECHNICAL PARAMETERS", 10.5, rule=True)
    s.caption("Digest 1: Parameters")
    s.table(
        [
            Col("Item", 140),
            Col("Condition", 110),
            Col("HWF-201", 90, "C"),
            Col("HWF-201L", 90, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Working voltage range", "DC", "5 ~ 18", "5 ~ 24", "V"],
            ["Max. working current", "DC 5 V", LE + " 15", LE + " 15", "mA"],
            ["Load capacity (output)", "DC 5 V", LE + " 10", LE + " 10", "mA"],
            ["Flow range", "horizontal mounting", "1 ~ 30", "2 ~ 60", "L/min"],
            [
                "Pulse frequency",
                "Q in L/min",
                "F = 7.5 " + TIMES + " Q",
                "F = 5.5 " + TIMES + " Q",
                "Hz",
            ],
            ["Accuracy", "3 ~ 30 / 5 ~ 60 L/min", PM + "5", PM + "5", "% of reading"],
            ["Output pulse high level", "DC 5 V supply", "> 4.7", "> 4.7", "V"],
            ["Output pulse low level", "DC 5 V supply", "< 0.5", "< 0.5", "V"],
            ["Duty cycle", "", "50 " + PM + " 10", "50 " + PM + " 10", "%"],
            ["Water pressure", "", LE + " 1.75", LE + " 1.2", "MPa"],
            ["Water temperature", "", LE + " 120", LE + " 100", DEG],
            ["Ambient temperature", "operating", "-10 ~ +80", "-10 ~ +80", DEG],
            ["Ambient humidity", "operating", "35 ~ 90", "35 ~ 90", "%RH"],
            ["Storage temperature", "", "-25 ~ +80", "-25 ~ +80", DEG],
            ["Insulation resistance", "500 V DC", "> 100", "> 100", "M" + OHM],
        ],
        7.5,
        head_rows=[["", "", "Version", "<", ""]],
    )
    s.caption("Digest 2: Flow rate vs. pulse frequency (typical, 25 " + DEG + " water)")
    s.table(
        [
            Col("Flow rate", 120, "C"),
            Col("HWF-201", 130, "C"),
            Col("HWF-201L", 130, "C"),
            Col("Unit", 119, "C"),
        ],
        [
            ["2 L/min", "16", "", "Hz"],
            ["5 L/min", "38", "28", "Hz"],
            ["10 L/min", "75", "55", "Hz"],
            ["20 L/min", "150", "110", "Hz"],
            ["30 L/min", "224", "165", "Hz"],
            ["60 L/min", "", "330", "Hz"],
        ],
        7.5,
    )
    s.para(
        "Pulses per litre: 450 (HWF-201) and 330 (HWF-201L). Below the lowest flow of the range "
        "the rotor may stop; readings there are not guaranteed.",
        7.8,
    )

    s.add_page()
    s.heading(FLOWER + " 3. WIRING", 10.5, rule=True)
    s.caption("Digest 3: Cable")
    s.table(
        [Col("Wire colour", 110, "C"), Col("Signal", 110, "C"), Col("Description", 279)],
        [
            ["Red", "VCC", "supply, within the working voltage range"],
            ["Black", "GND", "ground"],
            ["Yellow", "OUT", "pulse output"],
        ],
        7.5,
    )
    s.bullets(
        [
            "The yellow wire is the Hall sensor output with a 10 k"
            + OHM
            + " pull-up to VCC inside "
            "the sensor. The pulse high level therefore follows the supply voltage.",
            "To read the pulses with a 3.3 V controller, supply the sensor with 5 V and put a "
            "divider (10 k" + OHM + " / 20 k" + OHM + ") between the yellow wire and the input.",
            "Count rising edges with an interrupt input; polling misses pulses at high flow.",
        ],
        7.9,
    )
    s.heading(FLOWER + " 4. MECHANICAL DATA", 10.5, rule=True)
    s.caption("Digest 4: Dimensions and materials")
    s.table(
        [
            Col("Item", 170),
            Col("HWF-201", 110, "C"),
            Col("HWF-201L", 110, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Thread", 'G1/2"', 'G3/4"', ""],
            ["Overall length", "62", "80", "mm"],
            ["Body outer diameter", "35", "40", "mm"],
            ["Weight", "43", "75", "g"],
            ["Body material", "PA66 + 30 % glass fibre", "PA66 + 30 % glass fibre", ""],
            ["Rotor shaft", "stainless steel", "stainless steel", ""],
            ["Cable length", "150", "150", "mm"],
        ],
        7.5,
    )
    s.heading(FLOWER + " 5. INSTALLATION", 10.5, rule=True)
    s.bullets(
        [
            "Mount the sensor with the arrow pointing in the direction of flow.",
            "Mount horizontally with the cable on top; a vertical mounting lowers the reading.",
            "Put a strainer in front of the sensor; sand and scale stop the rotor.",
            "Use thread tape or a flat gasket; do not over-tighten the plastic threads.",
            "Keep the sensor away from strong magnetic fields.",
        ],
        7.9,
    )
    s.heading(FLOWER + " 6. TEST CONDITIONS", 10.5, rule=True)
    s.para(
        "Parameters are measured with clean tap water at 25 " + DEG + " " + PM + " 5 " + DEG + ", "
        "horizontal mounting, 5 V DC supply and a 10 k" + OHM + " load on the output. Each sensor "
        "is leak-tested at 2.0 MPa for 10 s before shipping.",
        8.0,
    )
    s.heading(FLOWER + " 7. REVISION RECORD", 10.5, rule=True)
    s.caption("Digest 5: Revisions")
    s.table(
        [Col("Rev.", 60, "C"), Col("Date", 100, "C"), Col("Change", 339)],
        [
            ["01", "2021-06-10", "first issue"],
            ["02", "2022-09-02", "HWF-201L added; working voltage of HWF-201L raised to 24 V"],
            ["03", "2024-01-18", "ambient temperature changed from 0 ~ +80 to -10 ~ +80 " + DEG],
        ],
        7.5,
    )
    return save(s, out / "hwf-201.pdf")


# ------------------------------------------------ 2 A load switch (Kingstown)
def bql2291(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="BEQUIA SEMICONDUCTOR",
        header_right="BQL2291, BQL2291N " + MDASH + " 5.5-V, 2-A load switch with adjustable rise "
        "time",
        footer_left="Bequia Semiconductor Ltd.  \u00b7  Bay Street, Kingstown, Saint Vincent and the "
        "Grenadines  \u00b7  SLVB-2291 " + MDASH + " JUNE 2024",
        footer_right="{page}",
        rule_color=(128, 32, 40),
        table_fill=(246, 228, 230),
        accent=(112, 20, 30),
        grid=False,
    )
    s = Sheet(style, "BQL2291 / BQL2291N 5.5 V 2 A load switch")
    s.add_page()
    s.title_block(
        "BQL2291 / BQL2291N",
        "5.5-V, 2-A, 52-m" + OHM + " Load Switch with Adjustable Rise Time and Optional Quick "
        "Output Discharge",
        "BQL2291: with quick output discharge (QOD)    |    BQL2291N: without QOD    |    "
        "SOT-23-6 (DBV) and WSON-6, 2 mm x 2 mm (DRV)",
        20,
    )

    def features() -> None:
        s.heading(RANG + " 1  Features", 10)
        s.bullets(
            [
                "Input voltage range: 1.0 V to 5.5 V",
                "Maximum continuous current: 2 A",
                "On-resistance: 52 m" + OHM + " (typ.) at VIN = 5 V",
                "Quiescent current: 8 " + MU + "A (typ.) at VIN = 5 V",
                "Shutdown current: 0.5 " + MU + "A (typ.)",
                "Rise time set by one capacitor on CT",
                "ON pin works with 1.2-V, 1.8-V and 3.3-V logic",
                "Quick output discharge, 150 " + OHM + " (BQL2291 only)",
            ],
            7.9,
        )

    def description() -> None:
        s.heading(RANG + " 2  Applications", 10)
        s.bullets(
            [
                "Power sequencing of FPGA and SoC rails",
                "Switching sensor and radio modules off",
                "USB-powered and battery-powered equipment",
                "Hot-swap of small loads",
            ],
            7.9,
        )
        s.heading(RANG + " 3  Description", 10)
        s.para(
            "The BQL2291 is a single-channel load switch with an N-channel MOSFET that runs from "
            "1.0 V to 5.5 V and carries up to 2 A. A capacitor on CT sets the output slew rate and "
            "so limits the inrush current. The BQL2291 discharges the output through 150 "
            + OHM
            + " when ON goes low; the BQL2291N leaves the output floating.",
            7.9,
        )

    s.side_by_side(features, description, 230, 18)
    s.heading(RANG + " 4  Absolute Maximum Ratings", 10.5, rule=True)
    s.caption(
        "Sheet table 1 " + MDASH + " Absolute maximum ratings over operating free-air "
        "temperature (1)"
    )
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 129, "C"),
        ],
        [
            ["Input voltage", "VIN", "-0.3", "6", "V"],
            ["Output voltage", "VOUT", "-0.3", "6", "V"],
            ["ON pin voltage", "VON", "-0.3", "6", "V"],
            ["Maximum continuous switch current", "IMAX", "", "2", "A"],
            ["Maximum pulsed switch current, 300 " + MU + "s, 2 % duty", "IPLS", "", "2.5", "A"],
            ["Junction temperature", "TJ", "-40", "150", DEG],
            ["Storage temperature", "Tstg", "-65", "150", DEG],
            ["ESD, human body model", "V(ESD)", "", PM + "2000", "V"],
            ["ESD, charged device model", "V(ESD)", "", PM + "750", "V"],
        ],
        7.6,
    )
    s.para(
        "(1) Stresses beyond these ratings may cause permanent damage. They are stress ratings "
        "only; operation at these limits is not implied.",
        7.3,
    )
    s.heading(RANG + " 5  Recommended Operating Conditions", 10.5, rule=True)
    s.caption("Sheet table 2 " + MDASH + " Recommended operating conditions")
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 129, "C"),
        ],
        [
            ["Input voltage", "VIN", "1.0", "5.5", "V"],
            ["ON pin voltage", "VON", "0", "5.5", "V"],
            ["ON high-level input voltage", "VIH", "1.0", "5.5", "V"],
            ["ON low-level input voltage", "VIL", "0", "0.4", "V"],
            ["Output capacitance", "CL", "0.1", "", MU + "F"],
            ["Operating free-air temperature", "TA", "-40", "105", DEG],
        ],
        7.6,
    )

    s.add_page()
    s.heading(RANG + " 6  Electrical Characteristics", 10.5, rule=True)
    s.caption(
        "Sheet table 3 " + MDASH + " Electrical characteristics, VON = VIN unless noted; "
        "typical values at TA = 25 " + DEG
    )
    s.table(
        [
            Col("Parameter", 90),
            Col("Test conditions", 118),
            Col("TA", 86, "C"),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            [
                "Quiescent current\nIQ(VIN)",
                "IOUT = 0 A; VIN = 5.0 V\nIOUT = 0 A; VIN = 3.3 V\nIOUT = 0 A; VIN = 1.8 V",
                "-40 " + DEG + " to 105 " + DEG,
                "",
                "8.0\n6.5\n5.0",
                "13\n11\n9",
                MU + "A",
            ],
            [
                "Shutdown current\nISD(VIN)",
                "VON = 0 V, VOUT = 0 V;\nVIN = 5.0 V\nVIN = 1.8 V",
                "-40 " + DEG + " to 105 " + DEG,
                "",
                "\n0.5\n0.1",
                "\n2.0\n1.0",
                MU + "A",
            ],
            [
                "On-resistance RON,\nVIN = 5.0 V",
                "IOUT = -200 mA",
                "25 " + DEG + "\n-40 " + DEG + " to 105 " + DEG,
                "",
                "52\n",
                "61\n85",
                "m" + OHM,
            ],
            [
                "On-resistance RON,\nVIN = 3.3 V",
                "IOUT = -200 mA",
                "25 " + DEG + "\n-40 " + DEG + " to 105 " + DEG,
                "",
                "57\n",
                "68\n95",
                "m" + OHM,
            ],
            [
                "On-resistance RON,\nVIN = 1.8 V",
                "IOUT = -200 mA",
                "25 " + DEG + "\n-40 " + DEG + " to 105 " + DEG,
                "",
                "72\n",
                "86\n120",
                "m" + OHM,
            ],
            [
                "On-resistance RON,\nVIN = 1.0 V",
                "IOUT = -200 mA",
                "25 " + DEG + "\n-40 " + DEG + " to 105 " + DEG,
                "",
                "125\n",
                "150\n210",
                "m" + OHM,
            ],
            [
                "Output pull-down\nresistance RPD",
                "VIN = 5.0 V, VON = 0 V,\nIOUT = 15 mA (2)",
                "-40 " + DEG + " to 105 " + DEG,
                "",
                "150",
                "200",
                OHM,
            ],
            [
                "ON pin leakage",
                "VON = 5.5 V",
                "-40 " + DEG + " to 105 " + DEG,
                "",
                "",
                "0.1",
                MU + "A",
            ],
        ],
        7.3,
    )
    s.caption(
        "Sheet table 4 "
        + MDASH
        + " Switching characteristics, CT = 1000 pF, RL = 10 "
        + OHM
        + ", CL = 0.1 "
        + MU
        + "F, TA = 25 "
        + DEG
    )
    s.table(
        [
            Col("Parameter", 150),
            Col("VIN = 5.0 V", 90, "C"),
            Col("VIN = 3.3 V", 90, "C"),
            Col("VIN = 1.8 V", 90, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["tON, turn-on time", "1.95", "1.40", "0.95", "ms"],
            ["tR, VOUT rise time", "1.70", "1.20", "0.78", "ms"],
            ["tOFF, turn-off time", "6", "6", "7", MU + "s"],
            ["tF, VOUT fall time (3)", "2", "2", "2", MU + "s"],
        ],
        7.3,
    )
    s.para(
        "(2) BQL2291 only. The BQL2291N has no quick-output-discharge path: when ON goes low, VOUT "
        "floats and falls at a rate set by the load and the output capacitance.",
        7.3,
    )
    s.para("(3) BQL2291 with QOD; not production tested.", 7.3)
    s.heading(RANG + " 7  Device Comparison", 10.5, rule=True)
    s.caption("Sheet table 5 " + MDASH + " Versions and ordering codes")
    s.table(
        [
            Col("Device", 80),
            Col("QOD", 70, "C"),
            Col("Package", 120, "C"),
            Col("Ordering code", 120),
            Col("Marking", 109, "C"),
        ],
        [
            ["BQL2291", "yes, 150 " + OHM, "SOT-23-6", "BQL2291DBVR", "2291"],
            ["BQL2291", "yes, 150 " + OHM, "WSON-6, 2 x 2 mm", "BQL2291DRVR", "91Q"],
            ["BQL2291N", "no", "SOT-23-6", "BQL2291NDBVR", "229N"],
        ],
        7.3,
    )
    s.heading(RANG + " 8  Pin Functions", 10.5, rule=True)
    s.caption("Sheet table 6 " + MDASH + " Pin functions, SOT-23-6")
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("I/O", 50, "C"), Col("Description", 329)],
        [
            ["1", "VIN", "I", "switch input; bypass with 1 " + MU + "F to GND"],
            ["2", "GND", MDASH, "ground"],
            ["3", "ON", "I", "active-high enable; do not leave floating"],
            ["4", "CT", "O", "slew-rate capacitor to GND; open gives the fastest rise"],
            ["5", "QOD", "O", "BQL2291: discharge path; BQL2291N: no internal connection"],
            ["6", "VOUT", "O", "switch output"],
        ],
        7.3,
    )
    s.heading(RANG + " 9  Application Information", 10.5, rule=True)
    s.bullets(
        [
            "Inrush current: IINRUSH = CL " + TIMES + " dVOUT / dt. Raise CT to slow the output "
            "when large capacitors sit on VOUT.",
            "Reverse current: the switch does not block reverse current. When VOUT is above VIN "
            "the body diode conducts.",
            "The device has no thermal shutdown and no current limit. Keep the load within IMAX.",
        ],
        7.7,
    )
    return save(s, out / "bql2291.pdf")


# ------------------------------------------------ 4-channel level shifter board (Yaren)
def abl4ch(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="ANIBARE BAY ELECTRONICS",
        header_right="ABL-4CH  \u00b7  4-channel bi-directional logic level converter",
        footer_left="Anibare Bay Electronics  \u00b7  Aiwo Road, Yaren District, Nauru  \u00b7  "
        "ABL-4CH board notes v5",
        footer_right="{page}/{nb}",
        rule_color=(0, 112, 128),
        table_fill=(222, 242, 244),
        accent=(0, 92, 108),
        grid=False,
    )
    s = Sheet(style, "ABL-4CH 4-channel bi-directional logic level converter")
    s.add_page()
    s.title_block(
        "ABL-4CH / ABL-4CH-F",
        "4-Channel Bi-Directional Logic Level Converter (BSS138 MOSFETs)",
        "ABL-4CH: 10 k" + OHM + " pull-ups    |    ABL-4CH-F: 2.2 k" + OHM + " pull-ups for faster "
        "edges    |    12-pin board, 2 x 6 header",
        20,
    )

    def how() -> None:
        s.heading(HALFSQ + " Inside the board", 10)
        s.para(
            "Each channel is one BSS138 N-channel MOSFET with its gate on LV, its source on the "
            "low-voltage side and its drain on the high-voltage side, plus a pull-up resistor on "
            "each side. When either side pulls its line low, the other side follows; when both "
            "let go, the pull-ups bring each side up to its own supply.",
            7.9,
        )
        s.para(
            "Because nothing drives the lines high except the resistors, the board suits "
            "open-drain buses such as I" + SQ + "C and 1-Wire, and slower push-pull signals such "
            "as UART and SPI.",
            7.9,
        )

    def quick() -> None:
        s.heading(HALFSQ + " Short list", 10)
        s.bullets(
            [
                "4 channels, every one works in both directions",
                "LV side: 1.8 V, 2.5 V or 3.3 V logic",
                "HV side: 3.3 V or 5 V logic",
                "HV must be equal to or higher than LV",
                "Pull-ups on both sides of every channel",
                "No direction pin, no enable pin",
            ],
            7.9,
        )

    s.side_by_side(how, quick, 262, 16)
    s.heading(HALFSQ + " Ratings", 10.5, rule=True)
    s.caption(LBR + "1" + RBR + " Ratings by version (TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 100),
            Col("Condition", 110),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Unit", 73, "C"),
        ],
        [
            ["Low-voltage side\nsupply LV", "", "1.8", "3.3", "3.6", "1.8", "3.3", "3.6", "V"],
            [
                "High-voltage side\nsupply HV",
                "HV " + GE + " LV",
                "3.0",
                "5.0",
                "5.5",
                "3.0",
                "5.0",
                "5.5",
                "V",
            ],
            [
                "Pull-up resistors",
                "each side, each channel",
                "",
                "10",
                "",
                "",
                "2.2",
                "",
                "k" + OHM,
            ],
            [
                "Max. I" + SQ + "C clock,\nopen-drain",
                "bus capacitance 50 pF\nbus capacitance 200 pF",
                "",
                "",
                "400\n100",
                "",
                "",
                "1000\n400",
                "kHz",
            ],
            [
                "Max. push-pull rate\n(UART, SPI)",
                "LV " + ARROW + " HV\nHV " + ARROW + " LV",
                "",
                "",
                "400 kHz\n600 kHz",
                "",
                "",
                "1.5 MHz\n2.0 MHz",
                "see cell",
            ],
            [
                "Current per channel\nwhile held low",
                "HV side at 5.0 V\nLV side at 3.3 V",
                "",
                "0.50\n0.33",
                "",
                "",
                "2.3\n1.5",
                "",
                "mA",
            ],
            ["Operating temperature", "", "-40", "", "+85", "-40", "", "+85", DEG],
        ],
        7.4,
        head_rows=[["", "", "ABL-4CH", "<", "<", "ABL-4CH-F", "<", "<", ""]],
    )
    s.caption(LBR + "2" + RBR + " Hard limits (both versions)")
    s.table(
        [Col("Item", 220), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 139, "C")],
        [
            ["LV and LV1-LV4 to GND", "-0.3", "4.0", "V"],
            ["HV and HV1-HV4 to GND", "-0.3", "6.0", "V"],
            ["Current into any channel pin", "", "50", "mA"],
        ],
        7.4,
    )
    s.para(
        "The HV limit comes from the 6.3 V capacitors and the resistor networks on the board, not "
        "from the MOSFETs.",
        7.6,
    )
    s.heading(HALFSQ + " Transistor data", 10.5, rule=True)
    s.caption(
        LBR + "3" + RBR + " BSS138, from the transistor maker's data sheet (TA = 25 " + DEG + ")"
    )
    s.table(
        [
            Col("Parameter", 150),
            Col("Condition", 140),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Drain-source voltage VDS", "", "", "", "50", "V"],
            ["Gate-source voltage VGS", "", "-20", "", "20", "V"],
            ["Gate threshold VGS(th)", "VDS = VGS, ID = 1 mA", "0.8", "1.3", "1.5", "V"],
            [
                "On-resistance RDS(on)",
                "VGS = 2.5 V, ID = 10 mA\nVGS = 4.5 V, ID = 200 mA",
                "",
                "2.0\n1.2",
                "6.0\n3.5",
                OHM,
            ],
            ["Drain current ID", "continuous", "", "", "200", "mA"],
        ],
        7.4,
    )

    s.add_page()
    s.heading(HALFSQ + " Pins", 10.5, rule=True)
    s.caption(LBR + "4" + RBR + " Header pins")
    s.table(
        [Col("LV side", 80, "C"), Col("Use", 170), Col("HV side", 80, "C"), Col("Use", 169)],
        [
            [
                "LV",
                "low-side supply, 1.8 " + ELL + " 3.6 V",
                "HV",
                "high-side supply, 3.0 " + ELL + " 5.5 V",
            ],
            ["GND", "ground (common)", "GND", "ground (common)"],
            ["LV1", "channel 1, low side", "HV1", "channel 1, high side"],
            ["LV2", "channel 2, low side", "HV2", "channel 2, high side"],
            ["LV3", "channel 3, low side", "HV3", "channel 3, high side"],
            ["LV4", "channel 4, low side", "HV4", "channel 4, high side"],
        ],
        7.4,
    )
    s.heading(HALFSQ + " Before you wire it", 10.5, rule=True)
    s.bullets(
        [
            "Power both sides. Without LV the gates have no voltage and nothing gets through.",
            "I" + SQ + "C: your bus pull-ups stay in parallel with ours. Two ABL-4CH-F boards on "
            "one bus give 1.1 k" + OHM + " per line, more than many sensors can pull down; remove "
            "one set of resistors.",
            "The channels pass logic signals only. Do not drive LEDs, relays, motors or analog "
            "signals through them.",
            "WS2812-type LED data (800 kbit/s, push-pull) needs the ABL-4CH-F.",
            "Both GND pins are the same net. The board gives no isolation.",
        ],
        7.9,
    )
    s.heading(HALFSQ + " FAQ", 10.5, rule=True)
    faq = [
        (
            "Can I use it for 1.2 V logic?",
            "No. The MOSFET needs up to 1.5 V between gate and source to switch reliably, so LV "
            "must be 1.8 V or more.",
        ),
        (
            "Can I shift 12 V or 24 V signals?",
            "No. HV is limited to 5.5 V by the parts on the board, even though the MOSFET itself "
            "is rated 50 V.",
        ),
        (
            "Does it work with 1-Wire sensors such as a DS18B20?",
            "Yes, at standard speed. 1-Wire is open-drain like I" + SQ + "C.",
        ),
        (
            "Does it draw current when idle?",
            "Only leakage while all lines are high. A line held low draws the current in "
            "Table " + LBR + "1" + RBR + ".",
        ),
    ]
    for question, answer in faq:
        s.para(question, 8.0, bold=True)
        s.para(answer, 8.0)
    s.heading(HALFSQ + " Stock codes", 10.5, rule=True)
    s.caption(LBR + "5" + RBR + " Packs")
    s.table(
        [Col("Stock code", 110), Col("Version", 100), Col("Pack", 90, "C"), Col("Contents", 199)],
        [
            ["ABL-4CH", "ABL-4CH", "1 board", "board + 2 x 6-pin header, loose"],
            ["ABL-4CH-5", "ABL-4CH", "5 boards", "boards + headers, loose"],
            ["ABL-4CH-F", "ABL-4CH-F", "1 board", "board + 2 x 6-pin header, loose"],
            ["ABL-4CH-F-5", "ABL-4CH-F", "5 boards", "boards + headers, loose"],
        ],
        7.4,
    )
    s.para("Board size 15.5 x 13.5 mm, 2 g. Notes v5, 2024-04-02.", 7.0)
    return save(s, out / "abl-4ch.pdf")
