"""Hold-out 105 datasheets, part 2: an NTC 10 k thermistor probe, a 12 V DC water pump,
a Zigbee 3.0 module and a Hall-effect latch IC.

A Nagano thermistor maker's English catalogue (columns per lead version, B values
for two temperature pairs, dissipation constant and time constant per medium, an
R-T table whose tolerance column is the only temperature accuracy), a Tampa
aquarium-pump "Specification & Performance" sheet (columns per model, flow and
current per head, a performance plot, liquid vs ambient temperature, supply sizing
and speed input only in prose), an Oulu radio-module data sheet (captions below the
tables, an unnamed second supply row for the PA version, current and output power
per mode and version, a footnote limit, serial-frame decoys) and a Lyon sensor-IC
product datasheet (key-figure box, grade and temperature-range columns in the
magnetic table, abs max vs recommended, symbol-only output rows).
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
ND = "\u2013"
MD = "\u2014"
TAU = "\u03c4"
DELTA = "\u03b4"


# ------------------------------------------------------ NTC probe (Nagano, Japan)
def tkp103f(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="SHINANO THERMO DEVICES CO., LTD.",
        header_right="NTC THERMISTOR PROBES   TKP SERIES",
        footer_left="Specifications are subject to change without notice.  Cat. No. STD-E-1107"
        "  (2024.01)",
        footer_right="{page}/{nb}",
        rule_color=(20, 40, 100),
        table_fill=(228, 230, 242),
        accent=(20, 40, 100),
        grid=True,
    )
    s = Sheet(style, "TKP-103F series NTC thermistor probes")
    s.add_page()
    s.title_block(
        "TKP-103F Series",
        "Epoxy-tip NTC thermistor probes, 10 k" + OHM + " at 25 " + DEG,
        "TKP-103F-P: PVC-insulated lead    TKP-103F-S: silicone-insulated lead",
        20,
    )
    s.heading("1 / Features", 10.5)
    s.bullets(
        [
            "Zero-power resistance R25 = 10 k" + OHM + " " + PM + "1 %",
            "B25/50 = 3435 K " + PM + "1 %",
            "Epoxy-dipped chip element in a 4 mm tin-plated copper cap",
            "Two lead insulations for different temperature spans",
            "RoHS compliant, halogen-free silicone version",
        ],
        8.5,
    )
    s.heading("2 / Part numbering", 10.5)
    s.table(
        [
            Col("TKP", 60, "C"),
            Col("103", 70, "C"),
            Col("F", 60, "C"),
            Col("3435", 80, "C"),
            Col("P", 80, "C"),
            Col("1000", 149, "C"),
        ],
        [
            [
                "Series",
                "R25 code\n103 = 10 k" + OHM,
                "Tolerance\nF = " + PM + "1 %",
                "B25/50 code",
                "Lead\nP = PVC, S = silicone",
                "Lead length in mm\n(500, 1000, 2000)",
            ]
        ],
        7.5,
    )
    s.heading("3 / Specifications", 10.5)
    s.table(
        [
            Col("Item", 200),
            Col("TKP-103F-P", 110, "C"),
            Col("TKP-103F-S", 110, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            [
                "Zero-power resistance at 25 " + DEG + " (R25)",
                "10.0 " + PM + "1 %",
                "10.0 " + PM + "1 %",
                "k" + OHM,
            ],
            ["B value B25/50", "3435 " + PM + "1 %", "3435 " + PM + "1 %", "K"],
            ["B value B25/85 (reference)", "3470", "3470", "K"],
            ["Operating temperature range", "-30 to +90", "-40 to +125", DEG],
            [
                "Dissipation constant " + DELTA + " (still air)",
                "approx. 1.5",
                "approx. 1.5",
                "mW/" + DEG,
            ],
            [
                "Dissipation constant " + DELTA + " (stirred water)",
                "approx. 6",
                "approx. 6",
                "mW/" + DEG,
            ],
            ["Thermal time constant " + TAU + " (still air)", "approx. 15", "approx. 15", "s"],
            ["Thermal time constant " + TAU + " (stirred water)", "approx. 3", "approx. 3", "s"],
            ["Rated power at 25 " + DEG, "7.5", "7.5", "mW"],
            ["Insulation resistance (DC 500 V)", "100 min.", "100 min.", "M" + OHM],
            ["Withstanding voltage (AC, 1 min)", "1500", "1500", "V"],
            ["Lead wire", "AWG 26, 2-core", "AWG 26, 2-core", ""],
            ["Storage (packed)", "-10 to +40, 75 %RH max.", "-10 to +40, 75 %RH max.", ""],
        ],
        7.5,
    )
    s.para(
        "The dissipation constant is the power that raises the element 1 " + DEG + " above the "
        "surrounding medium. The thermal time constant is the time the element needs to cover "
        "63.2 % of a step change in temperature.",
        7.5,
    )
    s.add_page()
    s.heading("4 / R-T table (excerpt)", 10.5)
    s.para(
        "Resistance at the listed temperatures with the R25 and B tolerances combined. The last "
        "column is the resulting temperature tolerance.",
        7.5,
    )
    s.table(
        [
            Col("Temp. (" + DEG + ")", 80, "C"),
            Col("R min (k" + OHM + ")", 100, "C"),
            Col("R center (k" + OHM + ")", 110, "C"),
            Col("R max (k" + OHM + ")", 100, "C"),
            Col("Temp. tol. (" + DEG + ")", 109, "C"),
        ],
        [
            ["-40", "181.3", "195.7", "210.7", PM + "1.2"],
            ["-20", "63.56", "67.77", "72.12", PM + "0.9"],
            ["0", "26.34", "27.28", "28.25", PM + "0.6"],
            ["10", "17.42", "17.96", "18.51", PM + "0.5"],
            ["25", "9.900", "10.00", "10.10", PM + "0.2"],
            ["50", "4.086", "4.160", "4.235", PM + "0.5"],
            ["70", "2.129", "2.186", "2.245", PM + "0.8"],
            ["90", "1.178", "1.216", "1.256", PM + "1.1"],
            ["105", "0.773", "0.801", "0.831", PM + "1.4"],
            ["125", "0.466", "0.486", "0.507", PM + "1.8"],
        ],
        7.5,
    )
    s.heading("5 / Notes on use", 10.5)
    s.bullets(
        [
            "Keep the measuring power below 0.1 mW; with the dissipation constant in still air this "
            "holds self-heating under about 0.07 " + DEG + ".",
            "A 10 k" + OHM + " fixed resistor in series with the probe from a 3.3 V or 5 V "
            "reference gives about half the reference voltage at 25 " + DEG + ".",
            "The epoxy tip is splash-proof. For immersion, use a stainless tube version (ask our "
            "sales office); no immersion rating is given for the TKP-103F.",
            "Do not bend the lead within 10 mm of the tip. Do not pull the lead with more than 10 N.",
        ],
        8,
    )
    s.heading("6 / Packing", 10.5)
    s.table(
        [
            Col("Lead length", 150, "C"),
            Col("Pieces per bag", 150, "C"),
            Col("Bags per box", 199, "C"),
        ],
        [["500 mm", "100", "20"], ["1000 mm", "50", "20"], ["2000 mm", "25", "20"]],
        7.5,
    )
    revision_table(
        s,
        [["2021.04", "1", "New"], ["2024.01", "2", "R-T table extended to 125 " + DEG]],
        (90, 60, 349),
    )
    return save(s, out / "tkp-103f.pdf")


# ----------------------------------------------------------- 12 V DC pump (Tampa, FL)
def aqdc12(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="GULFSHORE AQUATICS INC.",
        header_right="Specification & Performance Sheet",
        footer_left="Gulfshore Aquatics Inc., Tampa, Florida  -  Form GA-SPS-12 (01/24)",
        footer_right="Page {page} of {nb}",
        rule_color=(0, 110, 60),
        table_fill=(220, 238, 226),
        accent=(0, 100, 55),
        grid=False,
    )
    s = Sheet(style, "AQ-DC12 series 12 V DC water pumps")
    s.add_page()
    s.title_block(
        "AQ-DC12 Series",
        "12 V DC brushless water pumps - submersible or inline",
        "Models AQ-DC1240 and AQ-DC1260. For fountains, hydroponics, coolant loops and "
        "aquariums. Fresh or salt water.",
        20,
    )
    s.heading("MODEL COMPARISON", 10.5, rule=True)
    s.table(
        [
            Col("Specification", 200),
            Col("AQ-DC1240", 120, "C"),
            Col("AQ-DC1260", 120, "C"),
            Col("", 59, "C"),
        ],
        [
            ["Rated voltage", "12", "12", "V DC"],
            ["Operating voltage window", "9 - 13.8", "10 - 13.8", "V DC"],
            ["Rated current (at rated head)", "0.85", "1.6", "A"],
            ["Rated power", "10", "19", "W"],
            ["Max. head (shut-off lift)", "4.0", "6.0", "m"],
            ["Max. flow (open outlet)", "600", "900", "L/h"],
            ["Liquid temperature", "max. 60", "max. 60", "deg C"],
            ["Ambient temperature (pump body)", "0 to 40", "0 to 40", "deg C"],
            ["Enclosure", "IP68, 1.5 m", "IP68, 1.5 m", ""],
            ["Noise at 1 m", "< 35", "< 38", "dB(A)"],
            ["Design life", "20 000", "20 000", "h"],
            ["Speed control input", "none", "PWM, yellow lead", ""],
            ["Outlet / inlet", "1/2 in barb", "1/2 in barb", ""],
        ],
        8,
    )
    s.heading("PERFORMANCE AT 12.0 V DC", 10.5, rule=True)
    s.table(
        [
            Col("Head (m)", 99),
            Col("0", 50, "C"),
            Col("1", 50, "C"),
            Col("2", 50, "C"),
            Col("3", 50, "C"),
            Col("4", 50, "C"),
            Col("5", 50, "C"),
            Col("6", 50, "C"),
        ],
        [
            ["AQ-DC1240 flow, L/h", "600", "480", "340", "180", "0", "-", "-"],
            ["AQ-DC1240 current, A", "0.85", "0.80", "0.74", "0.68", "0.62", "-", "-"],
            ["AQ-DC1260 flow, L/h", "900", "790", "660", "520", "360", "190", "0"],
            ["AQ-DC1260 current, A", "1.60", "1.55", "1.48", "1.40", "1.31", "1.22", "1.12"],
        ],
        8,
    )
    s.figure(
        "Figure 1. Flow vs head at 12.0 V DC",
        "Head (m)",
        "Flow (L/h)",
        ["0", "1", "2", "3", "4", "5", "6"],
        ["0", "300", "600", "900"],
        [
            ("AQ-DC1240", [(0, 0.667), (1 / 6, 0.533), (2 / 6, 0.378), (3 / 6, 0.2), (4 / 6, 0)]),
            (
                "AQ-DC1260",
                [
                    (0, 1.0),
                    (1 / 6, 0.878),
                    (2 / 6, 0.733),
                    (3 / 6, 0.578),
                    (4 / 6, 0.4),
                    (5 / 6, 0.211),
                    (1, 0),
                ],
            ),
        ],
        height=110,
        width=250,
    )
    s.add_page()
    s.heading("ELECTRICAL NOTES", 10.5, rule=True)
    s.bullets(
        [
            "Start-up: the driver soft-starts the motor, but the current peaks at 2.5 A "
            "(AQ-DC1240) or 3.2 A (AQ-DC1260) for about 50 ms.",
            "Supply sizing: use a 12 V supply rated at least 1.5 A for the AQ-DC1240 and at least "
            "3 A for the AQ-DC1260. Smaller supplies may fold back at start-up and the pump will "
            "stutter.",
            "Below the operating voltage window the driver does not start. Above 13.8 V the "
            "driver's overvoltage lock-out stops the pump; it restarts by itself when the voltage "
            "falls back.",
            "Locked rotor: the driver retries every 3 s. Dry running: 30 s at most.",
            "Reverse polarity is NOT protected. Red = +12 V, black = 0 V.",
        ],
        8.5,
    )
    s.heading("SPEED CONTROL (AQ-DC1260 ONLY)", 10.5, rule=True)
    s.para(
        "The yellow lead accepts a PWM signal of 1 kHz to 25 kHz with 3.3 V or 5 V logic levels "
        "(input high above 2.2 V, low below 0.6 V). Duty cycle sets speed: 0 % to 10 % stops the "
        "pump, 100 % or an open lead gives full speed. The yellow lead is referenced to the black "
        "lead; tie the grounds together. The AQ-DC1240 has no speed input: vary its supply "
        "voltage within the window instead.",
        8.5,
    )
    s.heading("WIRING", 10.5, rule=True)
    s.table(
        [Col("Lead", 100), Col("Colour", 100, "C"), Col("Function", 299)],
        [
            ["1", "Red", "+12 V DC"],
            ["2", "Black", "0 V"],
            ["3", "Yellow", "PWM speed input (AQ-DC1260 only)"],
        ],
        8,
    )
    s.heading("QUESTIONS WE GET", 10.5, rule=True)
    s.para(
        "Can I run it from a 5 V USB power bank?  No. Neither model starts below its operating "
        "window (9 V / 10 V). Use a 12 V supply or a 12 V lead-acid or 3S/4S battery within the "
        "window.",
        8.5,
    )
    s.para(
        "Can it pump hot water from a boiler?  Only up to 60 deg C liquid temperature. The pump "
        "body itself is rated for 0 to 40 deg C surroundings.",
        8.5,
    )
    s.para(
        "Can it pump oil, fuel or liquids with solids?  No. Water and water-glycol coolant only, "
        "particles up to 1 mm.",
        8.5,
    )
    s.heading("ORDERING", 10.5, rule=True)
    s.table(
        [Col("Item #", 120), Col("Description", 260), Col("Pack", 119, "C")],
        [
            ["GA-1240-B", "AQ-DC1240, bare leads 1 m", "1"],
            ["GA-1240-K", "AQ-DC1240 + 12 V 1.5 A adapter", "1"],
            ["GA-1260-B", "AQ-DC1260, bare leads 1 m", "1"],
            ["GA-1260-K", "AQ-DC1260 + 12 V 3 A adapter", "1"],
        ],
        8,
    )
    return save(s, out / "aq-dc12.pdf")


# ------------------------------------------------------ Zigbee 3.0 module (Oulu, Finland)
def zbm3021(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Pohjola Radio Oy",
        header_right="ZBM-3021 Data Sheet  " + MD + "  OUL-ZB-DS-04 v1.6",
        footer_left="(c) Pohjola Radio Oy, Oulu, Finland. Values marked (P) are preliminary.",
        footer_right="page {page} " + MD + " {nb} pages",
        rule_color=(30, 90, 50),
        table_fill=(225, 238, 228),
        accent=(30, 90, 50),
        grid=False,
    )
    s = Sheet(style, "ZBM-3021 Zigbee 3.0 module")
    s.add_page()
    s.title_block(
        "ZBM-3021",
        "Zigbee 3.0 / IEEE 802.15.4 module with PCB antenna; ZBM-3021PA with +20 dBm front end",
        "15 x 22 mm castellated module, 2.4 GHz, router / end-device firmware, UART host interface",
        20,
    )
    s.heading("1  Key figures", 10.5, rule=True)
    s.table(
        [Col("", 170), Col("", 329)],
        [
            ["Radio", "2405 " + ND + " 2480 MHz, 16 channels (11 " + ND + " 26)"],
            ["Stack", "Zigbee 3.0 router or sleepy end device, Green Power proxy"],
            ["Host interface", "UART, 115200 bps default, 8N1, RTS/CTS optional"],
            ["Antenna", "PCB trace (ZBM-3021) / u.FL connector (ZBM-3021PA)"],
            ["Certification", "CE RED (EN 300 328); FCC and IC in progress (P)"],
        ],
        8,
        show_head=False,
    )
    s.heading("2  Operating conditions", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 130),
            Col("Symbol", 50, "C"),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 40, "C"),
            Col("Remarks", 144),
        ],
        [
            ["Supply voltage", "VDD", "2.0", "3.0", "3.6", "V", "ZBM-3021"],
            ["", "VDD", "2.7", "3.3", "3.6", "V", "ZBM-3021PA"],
            ["Operating temperature", "TA", "-40", "", "+85", DEG, ""],
            ["Input high level", "VIH", "0.7 VDD", "", "VDD", "V", "all GPIO, RX"],
            ["Input low level", "VIL", "0", "", "0.3 VDD", "V", ""],
        ],
        7.5,
    )
    s.caption("Table 1 " + MD + " Recommended operating conditions")
    s.gap(4)
    s.table(
        [Col("Parameter", 230), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 129, "C")],
        [
            ["Supply voltage VDD", "-0.3", "3.8", "V"],
            ["Voltage on any I/O pin", "-0.3", "VDD + 0.3", "V"],
            ["RF input level", "", "+10", "dBm"],
            ["Storage temperature", "-50", "+150", DEG],
        ],
        7.5,
    )
    s.caption("Table 2 " + MD + " Absolute maximum ratings")
    s.gap(4)
    s.table(
        [Col("Mode", 250), Col("ZBM-3021", 125, "C"), Col("ZBM-3021PA", 124, "C")],
        [
            ["RX, listening", "9.8 mA", "11.2 mA"],
            ["TX at 0 dBm", "9.5 mA", "-"],
            ["TX at +10 dBm", "21 mA", "-"],
            ["TX at +17 dBm", "-", "98 mA"],
            ["TX at +20 dBm", "-", "135 mA (P)"],
            ["Deep sleep, RAM retained, RTC running", "1.6 " + MU + "A", "2.4 " + MU + "A"],
            ["Shutoff, wake on pin only", "0.25 " + MU + "A", "0.3 " + MU + "A"],
        ],
        7.5,
    )
    s.caption("Table 3 " + MD + " Current consumption, VDD = 3.0 V, TA = 25 " + DEG)
    s.gap(4)
    s.table(
        [Col("Output power setting", 250), Col("ZBM-3021", 125, "C"), Col("ZBM-3021PA", 124, "C")],
        [
            ["Low", "0 dBm", "+8 dBm"],
            ["Normal", "+10 dBm", "+17 dBm"],
            ["Boost", "-", "+20 dBm 1)"],
            ["RX sensitivity, 1 % PER", "-104 dBm", "-106 dBm"],
        ],
        7.5,
    )
    s.caption("Table 4 " + MD + " Output power per mode and receiver sensitivity")
    s.para(
        "1) Boost needs VDD " + GE + " 3.0 V. Below 3.0 V the ZBM-3021PA firmware caps the output "
        "at +17 dBm.",
        7.5,
    )
    s.add_page()
    s.heading("3  Pin assignment", 10.5, rule=True)
    s.table(
        [Col("Pad", 40, "C"), Col("Name", 70, "C"), Col("Type", 60, "C"), Col("Description", 329)],
        [
            ["1", "GND", "P", "Ground"],
            ["2", "VDD", "P", "Supply, see Table 1"],
            ["3", "TXD", "O", "UART data out to host"],
            ["4", "RXD", "I", "UART data in from host"],
            ["5", "RTS", "O", "Flow control (optional)"],
            ["6", "CTS", "I", "Flow control (optional)"],
            ["7", "nRST", "I", "Reset, active low, internal pull-up"],
            ["8", "WAKE", "I", "Wake from shutoff, rising edge"],
            ["9 " + ND + " 12", "GPIO0 " + ND + " 3", "I/O", "General purpose, 3.6 V max"],
        ],
        7.5,
    )
    s.caption("Table 5 " + MD + " Pads")
    s.gap(4)
    s.table(
        [Col("Frame", 120), Col("Cmd bytes", 90, "C"), Col("Payload", 289)],
        [
            ["SYS_RESET", "0x41 0x00", "1 byte: 0 = hard, 1 = soft"],
            ["SYS_VERSION", "0x21 0x02", "none; reply carries firmware 3.2.1"],
            ["ZB_START", "0x26 0x00", "none"],
            ["ZB_PERMIT_JOIN", "0x26 0x08", "2 bytes: target, seconds (0 " + ND + " 254)"],
            ["SYS_SET_TX_POWER", "0x21 0x14", "1 byte: 0 = low, 1 = normal, 2 = boost"],
        ],
        7.5,
    )
    s.caption("Table 6 " + MD + " Frequently used serial frames (host protocol)")
    s.gap(4)
    s.heading("4  Integration notes", 10.5, rule=True)
    s.bullets(
        [
            "The I/O pads are not 5 V tolerant. With a 5 V host put a level shifter or a resistor "
            "divider on RXD.",
            "Decouple VDD with 10 " + MU + "F + 100 nF close to pad 2. The ZBM-3021PA draws "
            "current peaks above 130 mA in boost; a coin cell cannot deliver them.",
            "Keep 10 mm of copper-free area around the PCB antenna of the ZBM-3021.",
            "Range depends on antenna placement, walls and interference; no range figure is "
            "specified.",
        ],
        8,
    )
    s.heading("5  Ordering", 10.5, rule=True)
    s.table(
        [Col("Order code", 140), Col("Version", 180), Col("Reel", 179, "C")],
        [
            ["ZBM-3021-T", "PCB antenna", "1000 pcs"],
            ["ZBM-3021PA-T", "+20 dBm front end, u.FL", "1000 pcs"],
        ],
        7.5,
    )
    s.caption("Table 7 " + MD + " Ordering codes")
    return save(s, out / "zbm-3021.pdf")


# ------------------------------------------------------- Hall-effect latch IC (Lyon)
def hlx2475(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Rhodanie Sensors",
        header_right="HLX2475  Product Datasheet  Rev. 3",
        footer_left="Rhodanie Sensors SAS, Lyon, France  |  HLX2475-DS-EN  |  Rev. 3, 2023-09",
        footer_right="{page}/{nb}",
        rule_color=(70, 90, 110),
        table_fill=None,
        accent=(50, 70, 95),
        grid=False,
    )
    s = Sheet(style, "HLX2475 bipolar Hall-effect latch")
    s.add_page()
    s.title_block(
        "HLX2475",
        "Wide-Voltage Bipolar Hall-Effect Latch with Open-Drain Output",
        "Grades A and B (operate point)  |  SOT-23-3 and TO-92S  |  automotive temperature range",
        21,
    )

    def left() -> None:
        s.heading("Key figures", 9.5)
        s.table(
            [Col("", 95), Col("", 110)],
            [
                ["Supply", "2.5 V to 24 V"],
                ["Supply current", "3.0 mA typ."],
                ["Output", "open drain, 25 mA"],
                ["Grade A BOP / BRP", "+3.0 / -3.0 mT typ."],
                ["Grade B BOP / BRP", "+7.5 / -7.5 mT typ."],
                ["Power-on time", "25 " + MU + "s typ."],
            ],
            7.5,
            show_head=False,
        )

    def right() -> None:
        s.heading("Description", 9.5)
        s.para(
            "The HLX2475 is a chopper-stabilized Hall latch. A south pole above BOP pulls the "
            "output low; the output stays low until a north pole below BRP releases it. With no "
            "field the output keeps its last state. An internal regulator lets the part run "
            "directly from 3.3 V, 5 V, 12 V or 24 V rails. The output is an open-drain N-channel "
            "transistor and needs an external pull-up resistor.",
            7.5,
        )
        s.heading("Applications", 9.5)
        s.bullets(
            ["BLDC motor commutation", "Rotary encoders and flow meters", "Window lifters"], 7.5
        )

    s.side_by_side(left, right, 215, 16)
    s.heading("Ordering Information", 10)
    s.table(
        [
            Col("Part number", 130),
            Col("Grade", 70, "C"),
            Col("Package", 100, "C"),
            Col("Temperature range", 120, "C"),
            Col("Packing", 79, "C"),
        ],
        [
            ["HLX2475A-SO3", "A", "SOT-23-3", "-40 to 150 " + DEG, "3000 / reel"],
            ["HLX2475B-SO3", "B", "SOT-23-3", "-40 to 150 " + DEG, "3000 / reel"],
            ["HLX2475A-UA", "A", "TO-92S", "-40 to 150 " + DEG, "1000 / bag"],
            ["HLX2475B-UA", "B", "TO-92S", "-40 to 150 " + DEG, "1000 / bag"],
        ],
        7.5,
    )
    s.heading("Absolute Maximum Ratings", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Rating", 120, "C"),
            Col("Unit", 119, "C"),
        ],
        [
            ["Supply voltage", "VDD", "28", "V"],
            ["Reverse supply voltage", "VRDD", "-18", "V"],
            ["Output off voltage", "VOUT", "28", "V"],
            ["Output sink current", "IOUT", "50", "mA"],
            ["Magnetic flux density", "B", "unlimited", ""],
            ["Junction temperature", "TJ", "165", DEG],
            ["Storage temperature", "TSTG", "-55 to 165", DEG],
        ],
        7.5,
    )
    s.heading("Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 119, "C"),
        ],
        [
            ["Supply voltage", "VDD", "2.5", "24", "V"],
            ["Output sink current", "IOUT", "0", "25", "mA"],
            ["Ambient temperature", "TA", "-40", "150", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Electrical Characteristics", 10)
    s.para(
        "Over VDD = 2.5 V to 24 V and TA = -40 " + DEG + " to 150 " + DEG + " unless otherwise "
        "noted; typical values at TA = 25 " + DEG + ", VDD = 12 V.",
        7.5,
    )
    s.table(
        [
            Col("Parameter", 140),
            Col("Symbol", 45, "C"),
            Col("Test conditions", 144),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["Supply current", "IDD", "output off", "2.0", "3.0", "4.5", "mA"],
            ["", "VOL", "IOUT = 20 mA", "", "0.2", "0.4", "V"],
            ["", "IOFF", "VOUT = 24 V, output off", "", "< 0.1", "10", MU + "A"],
            ["Power-on time", "tON", "VDD " + GE + " 2.5 V", "", "25", "40", MU + "s"],
            ["Output rise time", "tr", "RL = 1 k" + OHM + ", CL = 20 pF", "", "0.2", "", MU + "s"],
            ["Output fall time", "tf", "RL = 1 k" + OHM + ", CL = 20 pF", "", "0.1", "", MU + "s"],
            ["Chopping frequency", "fC", "", "", "500", "", "kHz"],
        ],
        7.5,
    )
    s.heading("Magnetic Characteristics", 10)
    s.para("VDD = 12 V. 1 mT = 10 Gauss.", 7.5)
    s.table(
        [
            Col("Parameter", 95),
            Col("Symbol", 45, "C"),
            Col("Grade", 40, "C"),
            Col("Min", 48, "C"),
            Col("Typ", 48, "C"),
            Col("Max", 48, "C"),
            Col("Min", 48, "C"),
            Col("Max", 48, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Operate point", "BOP", "A", "1.0", "3.0", "5.0", "0.5", "6.0", "mT"],
            ["", "BOP", "B", "5.0", "7.5", "10.0", "4.0", "11.5", "mT"],
            ["Release point", "BRP", "A", "-5.0", "-3.0", "-1.0", "-6.0", "-0.5", "mT"],
            ["", "BRP", "B", "-10.0", "-7.5", "-5.0", "-11.5", "-4.0", "mT"],
            ["Hysteresis", "BHYS", "A", "", "6.0", "", "", "", "mT"],
            ["", "BHYS", "B", "", "15.0", "", "", "", "mT"],
        ],
        7.5,
        head_rows=[["", "", "", "TA = 25 " + DEG, "<", "<", "TA = -40 to 150 " + DEG, "<", ""]],
    )
    s.heading("Application Information", 10)
    s.para(
        "Pull the output up to the logic supply of the host (3.3 V or 5 V) or to VDD with 1 k"
        + OHM
        + " to 10 k"
        + OHM
        + "; the pull-up may go to any voltage up to 24 V independent of VDD. Keep the sink "
        "current at or below 25 mA: a pull-up to 24 V needs at least 1 k" + OHM + ". Place a "
        "100 nF capacitor between VDD and GND close to the package. On 12 V and 24 V vehicle or "
        "industrial rails, add a series resistor and a TVS so that load-dump pulses stay below "
        "the 28 V rating.",
        7.5,
    )
    s.heading("Pin Configuration", 10)
    s.table(
        [
            Col("Name", 80, "C"),
            Col("SOT-23-3 pin", 100, "C"),
            Col("TO-92S pin", 100, "C"),
            Col("Function", 219),
        ],
        [
            ["VDD", "1", "1", "Supply"],
            ["OUT", "2", "3", "Open-drain output"],
            ["GND", "3", "2", "Ground"],
        ],
        7.5,
    )
    revision_table(
        s,
        [["2022-02", "1", "Initial release"], ["2023-09", "3", "Grade B added; tON max 40 us"]],
        (90, 60, 349),
    )
    return save(s, out / "hlx2475.pdf")
