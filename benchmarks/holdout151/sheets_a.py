"""Hold-out 151 datasheets, part 1: a 2-channel 5 V relay module with optocouplers and a JD-VCC
jumper, a nano-power boost charger for energy harvesting, a K-type thermocouple-to-digital
converter with SPI and a digital MEMS microphone with PDM output.

A Majuro (Marshall Islands) maker-store module sheet ("☸" heads, "Plate n ⟶" captions, module
data in RVM-2J / RVM-2J16 min / typ / max groups with the supply current stacked per number of
relays on and the input levels stacked per VCC, a footnote on the terminal rating, US$ prices,
wiring notes and FAQ), an Asmara (Eritrea) power-IC data sheet ("⌬ n" heads, "Table n ⁝"
captions, electrical characteristics in KVE5170 / KVE5171 column groups with section rows,
two-line names and stacked conditions, a resistor-programming table as a decoy), an
Ouagadougou (Burkina Faso) measurement-IC "fiche technique" in French and English ("◴ n." heads,
"Réf. n ⇾" captions, accuracy stacked per band in grade columns, a 32-bit output-word map and an
ordering table as decoys) and a Koror (Palau) MEMS-microphone data sheet ("╞ n ╡" heads,
"Exhibit n." captions, acoustic data per version, supply current stacked per mode and VDD, a
clock-mode table).
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
DASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
TIMES = "\u00d7"
WHEEL = "\u2638"
LONGARROW = "\u27f6"
BENZ = "\u232c"
TRICOLON = "\u205d"
QUAD = "\u25f4"
ARROW_OPEN = "\u21fe"
BOX_L = "\u255e"
BOX_R = "\u2561"


# ------------------------------------------------ 2-channel 5 V relay module (Majuro)
def rvm2j(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="LAURA POINT ELECTRONICS  " + WHEEL + "  maker parts, Majuro",
        header_right="RVM-2J / RVM-2J16  \u00b7  module data",
        footer_left="Laura Point Electronics  \u00b7  Lagoon Road, Delap, Majuro MH 96960, Marshall "
        "Islands  \u00b7  prices in US$ incl. 4 % sales tax",
        footer_right="p-{page} of {nb}",
        rule_color=(20, 110, 170),
        table_fill=(226, 240, 250),
        accent=(15, 80, 130),
        grid=False,
    )
    s = Sheet(style, "RVM-2J / RVM-2J16 2-channel 5 V relay module")
    s.add_page()
    s.title_block(
        "RVM-2J / RVM-2J16",
        "2-Channel 5 V Relay Module with Optocouplers and JD-VCC Jumper",
        "RVM-2J: two 10 A relays  US$ 6.90    |    RVM-2J16: two 16 A relays  US$ 9.40    |    "
        "low-level trigger",
        20,
    )

    def about() -> None:
        s.heading(WHEEL + " About this module", 10)
        s.para(
            "Two relays, each driven by its own optocoupler and transistor, so a microcontroller "
            "pin never drives a coil. The JD-VCC jumper joins the relay supply (JD-VCC) to the "
            "logic supply (VCC). Leave it fitted and one 5 V supply runs everything; remove it to "
            "power the coils from a separate 5 V supply and keep the controller side isolated.",
            8.0,
        )
        s.para(
            "The RVM-2J16 is the same board with larger 16 A relays. Their coils take more "
            "current, so budget your 5 V supply with the table below.",
            8.0,
        )

    def highlights() -> None:
        s.heading(WHEEL + " Highlights", 10)
        s.bullets(
            [
                "5 V relay coils, low-level trigger (IN low = relay on)",
                "PC817-type optocoupler on every input",
                "JD-VCC jumper for a separate coil supply",
                "Screw terminals NO / COM / NC per channel",
                "Red power LED, green LED per channel",
                "50 x 40 x 19 mm, four 3.1 mm mounting holes",
            ],
            8.0,
        )

    s.side_by_side(about, highlights, 262, 16)
    s.heading(WHEEL + " Electrical data", 10.5, rule=True)
    s.caption(
        "Plate 1 " + LONGARROW + " Module data by version (Ta = 25 " + DEG + ", VCC = JD-VCC = "
        "5.0 V, jumper fitted, unless noted)"
    )
    s.table(
        [
            Col("Parameter", 98),
            Col("Condition", 118),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Unit", 55, "C"),
        ],
        [
            [
                "Supply voltage\n(VCC, jumper fitted)",
                "feeds logic and coils",
                "4.75",
                "5.0",
                "5.25",
                "4.80",
                "5.0",
                "5.25",
                "V",
            ],
            [
                "Logic supply VCC\n(jumper removed)",
                "optocoupler side only",
                "3.0",
                "",
                "5.5",
                "3.0",
                "",
                "5.5",
                "V",
            ],
            [
                "Relay supply JD-VCC\n(jumper removed)",
                "coil side",
                "4.75",
                "5.0",
                "5.25",
                "4.80",
                "5.0",
                "5.25",
                "V",
            ],
            [
                "Supply current",
                "both relays off\none relay on\nboth relays on",
                "",
                "3\n74\n145",
                "5\n85\n165",
                "",
                "3\n93\n183",
                "5\n105\n205",
                "mA",
            ],
            [
                "IN current\n(relay on)",
                "IN = 0 V, VCC = 5.0 V\nIN = 0 V, VCC = 3.3 V",
                "",
                "2.6\n1.4",
                "3.2\n1.8",
                "",
                "2.6\n1.4",
                "3.2\n1.8",
                "mA",
            ],
            [
                "IN low level\n(relay on)",
                "VCC = 5.0 V\nVCC = 3.3 V",
                "",
                "",
                "1.5\n1.0",
                "",
                "",
                "1.5\n1.0",
                "V",
            ],
            [
                "IN high level\n(relay off)",
                "VCC = 5.0 V\nVCC = 3.3 V",
                "4.6\n3.0",
                "",
                "",
                "4.6\n3.0",
                "",
                "",
                "V",
            ],
            ["Operate time", "coil at 5.0 V", "", "", "10", "", "", "15", "ms"],
            ["Release time", "", "", "", "5", "", "", "8", "ms"],
            ["Operating ambient", "no condensation", "-25", "", "+60", "-25", "", "+55", DEG],
        ],
        7.4,
        head_rows=[["", "", "RVM-2J", "<", "<", "RVM-2J16", "<", "<", ""]],
    )
    s.para(
        "Supply current is the total taken from VCC with the jumper fitted. With the jumper "
        "removed the coil current comes from JD-VCC, and VCC only feeds the optocoupler LEDs "
        "(the IN current above).",
        7.6,
    )
    s.heading(WHEEL + " Relay and contact data", 10.5, rule=True)
    s.caption("Plate 2 " + LONGARROW + " Relays fitted (one per channel)")
    s.table(
        [
            Col("Item", 150),
            Col("Condition", 100),
            Col("RVM-2J", 85, "C"),
            Col("RVM-2J16", 85, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Relay type", "", "LPR-05S-10", "LPR-05S-16", ""],
            ["Rated coil voltage", "", "5", "5", "VDC"],
            ["Coil resistance", PM + "10 %", "70", "55", OHM],
            ["Coil power", "at 5 V", "0.36", "0.45", "W"],
            ["Contact form", "", "1C (SPDT)", "1C (SPDT)", ""],
            ["Contact current,\nresistive load", "250 VAC\n30 VDC", "10\n10", "16 *\n12", "A"],
            ["Max. switching power", "AC\nDC", "2500\n300", "4000\n360", "VA\nW"],
            ["Mechanical life", "", "10 000 000", "10 000 000", "operations"],
            ["Electrical life", "rated resistive load", "100 000", "50 000", "operations"],
            ["Insulation coil " + NDASH + " contacts", "1 min", "1500", "2500", "Vrms"],
        ],
        7.4,
    )
    s.para(
        "* Relay rating. The screw terminals of the RVM-2J16 are rated 15 A, so keep the "
        "continuous current per channel at 15 A or less.",
        7.4,
    )

    s.add_page()
    s.heading(WHEEL + " Do not exceed", 10.5, rule=True)
    s.caption("Plate 3 " + LONGARROW + " Limits (both versions)")
    s.table(
        [Col("Item", 220), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 139, "C")],
        [
            ["VCC to GND", "-0.5", "6.0", "V"],
            ["JD-VCC to GND (jumper removed)", "-0.5", "6.0", "V"],
            ["IN1, IN2 to GND", "-0.5", "6.0", "V"],
            ["Storage temperature", "-40", "+80", DEG],
        ],
        7.4,
    )
    s.heading(WHEEL + " Pins and terminals", 10.5, rule=True)
    s.caption("Plate 4 " + LONGARROW + " Headers and screw terminals")
    s.table(
        [Col("Header / terminal", 110), Col("Pin", 70, "C"), Col("Function", 319)],
        [
            ["Input header", "GND", "Ground of the logic side"],
            [
                "",
                "IN1, IN2",
                "Channel inputs, active low; 1 k" + OHM + " series resistor to the optocoupler LED",
            ],
            ["", "VCC", "Logic supply; also the coil supply while the jumper is fitted"],
            ["Power header", "JD-VCC", "Coil supply (jumper to VCC fitted at the factory)"],
            ["", "VCC", "Jumper partner of JD-VCC"],
            ["", "GND", "Ground of the coil side"],
            [
                "Terminals K1, K2",
                "NO / COM / NC",
                "Relay contacts, 5.0 mm pitch, wire 0.5 " + ELL + " 2.5 mm\u00b2",
            ],
        ],
        7.4,
    )
    s.heading(WHEEL + " Wiring notes", 10.5, rule=True)
    s.bullets(
        [
            "The inputs are active low: pulling IN to GND (below 1.5 V at VCC = 5 V) energises "
            "the relay. A floating input leaves the relay off.",
            "3.3 V controllers (ESP32, Raspberry Pi): with VCC = 5 V a 3.3 V high level does not "
            "reliably switch the relay off, because the input needs at least 4.6 V for off. "
            "Remove the JD-VCC jumper, feed VCC from the controller's 3.3 V pin and JD-VCC from a "
            "separate 5 V supply. The controller then only sees the optocoupler current.",
            "For galvanic isolation, do not connect the GND of the power header to the "
            "controller ground when the jumper is removed.",
            "Each coil has a flyback diode on the board. The contacts have no snubber: add an RC "
            "snubber or a varistor when switching motors, pumps or transformers.",
            "Contact ratings are for resistive loads only. We give no rating for motor, lamp or "
            "capacitive loads.",
        ],
        7.8,
    )
    s.heading(WHEEL + " Questions we get", 10.5, rule=True)
    faq = [
        (
            "Can I switch a 2000 W kettle at 230 V?",
            "2000 W at 230 V is 8.7 A. The RVM-2J (10 A) can do it but runs warm; the RVM-2J16 "
            "has margin.",
        ),
        (
            "Can both relays stay on all day?",
            "Yes. The coils are rated for continuous duty. The module then draws 145 mA "
            "(RVM-2J) or 183 mA (RVM-2J16) from 5 V.",
        ),
        (
            "Does it work on 12 V?",
            "No. The coils are 5 V types; 12 V on VCC or JD-VCC destroys them. Use a 12 V relay "
            "module.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 7.8, bold=True)
        s.para(answer, 7.8)
    s.heading(WHEEL + " Order", 10.5, rule=True)
    s.caption("Plate 5 " + LONGARROW + " Price list (US$, incl. 4 % sales tax)")
    s.table(
        [Col("SKU", 120), Col("Version", 110), Col("Pack", 90, "C"), Col("Price", 179, "C")],
        [
            ["LPE-RVM2J", "RVM-2J", "1 pc", "6.90"],
            ["LPE-RVM2J-5", "RVM-2J", "5 pcs", "31.00"],
            ["LPE-RVM2J16", "RVM-2J16", "1 pc", "9.40"],
            ["LPE-RVM2J16-5", "RVM-2J16", "5 pcs", "42.50"],
        ],
        7.4,
    )
    s.para("Sheet revised 2024-05-20. Data can change without notice.", 7.0)
    return save(s, out / "rvm-2j.pdf")


# ------------------------------------------------ energy-harvesting boost charger (Asmara)
def kve5170(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="SEMBEL MICROSYSTEMS",
        header_right="KVE5170, KVE5171  " + BENZ + "  DS-5170-E issue 3  " + BENZ + "  May 2024",
        footer_left="Sembel Microsystems PLC  \u00b7  Sembel Business Park, Asmara, Eritrea  \u00b7  "
        "product data subject to change",
        footer_right="sh. {page} / {nb}",
        rule_color=(60, 110, 60),
        table_fill=(232, 240, 228),
        accent=(40, 90, 40),
        grid=True,
    )
    s = Sheet(style, "KVE5170 / KVE5171 ultra-low-power boost charger for energy harvesting")
    s.add_page()
    s.title_block(
        "KVE5170 / KVE5171",
        "Ultra-Low-Power Boost Charger for Energy Harvesting (KVE5170 with Buck Converter)",
        "VQFN-20, 3.5 x 3.5 mm (KVE5170)  |  VQFN-16, 3 x 3 mm (KVE5171)",
        19,
    )

    def features() -> None:
        s.heading(BENZ + " 1  Features", 9.5)
        s.bullets(
            [
                "Cold start from 580 mV (KVE5170) or 450 mV (KVE5171) with 15 " + MU + "W",
                "Keeps harvesting down to 120 mV once started",
                "Quiescent current 490 nA with the buck on (KVE5170), 330 nA boost only",
                "Maximum power point tracking, open-circuit sample every 16 s",
                "Programmable battery overvoltage, 2.20 " + ELL + " 5.25 V",
                "KVE5170: buck output 1.3 " + ELL + " 3.6 V, up to 110 mA",
                "Ship mode 5 nA",
            ],
            7.5,
        )

    def description() -> None:
        s.heading(BENZ + " 2  Description", 9.5)
        s.para(
            "The KVE5170 and KVE5171 take microwatts to milliwatts from a DC harvester (solar "
            "cell, thermoelectric generator) and store the energy in a rechargeable battery or "
            "a supercapacitor. A boost charger with maximum power point tracking keeps the "
            "harvester at its best operating point; programmable thresholds protect the storage "
            "element from over- and undercharge.",
            7.5,
        )
        s.para(
            "The KVE5170 adds a buck converter that gives the system a regulated rail. The "
            "KVE5171 has no output converter: the load runs from VSTOR.",
            7.5,
        )

    s.side_by_side(features, description, 250, 14)
    s.heading(BENZ + " 3  Electrical characteristics", 9.5, rule=True)
    s.caption(
        "Table 1 " + TRICOLON + " Electrical characteristics (TA = 25 " + DEG + ", VSTOR = 3.0 V "
        "unless noted)"
    )
    s.table(
        [
            Col("Parameter", 96),
            Col("Conditions", 112),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Unit", 75, "C"),
        ],
        [
            ["Boost charger"],
            [
                "Input voltage,\nafter cold start",
                "VIN_DC",
                "0.12",
                "",
                "5.0",
                "0.12",
                "",
                "5.0",
                "V",
            ],
            [
                "Cold-start input\nvoltage",
                "VSTOR < 1.8 V (empty)",
                "",
                "0.58",
                "0.65",
                "",
                "0.45",
                "0.52",
                "V",
            ],
            ["Cold-start input\npower", "", "", "15", "", "", "12", "", MU + "W"],
            [
                "Quiescent current,\nbuck on",
                "VOUT_EN high, EN low,\nno load, VIN = 0 V",
                "",
                "490",
                "720",
                "",
                DASH,
                "",
                "nA",
            ],
            [
                "Quiescent current,\nboost only",
                "EN low, VIN = 0 V",
                "",
                "330",
                "520",
                "",
                "330",
                "520",
                "nA",
            ],
            ["Ship-mode current", "EN high", "", "5", "25", "", "5", "25", "nA"],
            ["Input current limit", "boost, peak", "", "100", "", "", "100", "", "mA"],
            [
                "Battery overvoltage\nVBAT_OV",
                "set by ROV1, ROV2",
                "2.20",
                "",
                "5.25",
                "2.20",
                "",
                "5.25",
                "V",
            ],
            [
                "Battery undervoltage\nVBAT_UV",
                "VBAT falling",
                "2.0",
                "",
                "4.8",
                "1.90",
                "1.95",
                "2.00",
                "V",
            ],
            [
                "Charge-enable level\nVSTOR_CHGEN",
                "VSTOR rising",
                "1.70",
                "1.80",
                "1.95",
                "1.70",
                "1.80",
                "1.95",
                "V",
            ],
            ["MPPT sample period", "", "", "16", "", "", "16", "", "s"],
            ["Buck converter (KVE5170 only)"],
            [
                "Output voltage\nrange",
                "set by ROUT1, ROUT2",
                "1.3",
                "",
                "3.6",
                DASH,
                DASH,
                DASH,
                "V",
            ],
            [
                "Output current",
                "VSTOR " + GE + " 2.5 V\nVSTOR = 2.2 " + ELL + " 2.5 V",
                "",
                "",
                "110\n60",
                DASH,
                DASH,
                DASH,
                "mA",
            ],
            ["Output voltage\naccuracy", "IOUT = 10 mA", "-2", "", "+2", DASH, DASH, DASH, "%"],
            ["Operating"],
            ["Operating free-air\ntemperature", "", "-40", "", "+85", "-40", "", "+105", DEG],
        ],
        7.0,
        head_rows=[["", "", "KVE5170", "<", "<", "KVE5171", "<", "<", ""]],
    )

    s.add_page()
    s.heading(BENZ + " 4  Absolute maximum ratings", 9.5, rule=True)
    s.caption(
        "Table 2 " + TRICOLON + " Absolute maximum ratings (over operating junction temperature)"
    )
    s.table(
        [Col("Parameter", 270), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 89, "C")],
        [
            ["Input voltage VIN_DC, VOC_SAMP, VREF_SAMP", "-0.3", "5.5", "V"],
            ["VSTOR, VBAT", "-0.3", "5.5", "V"],
            ["VOUT (KVE5170)", "-0.3", "5.5", "V"],
            ["Peak input current into VIN_DC", "", "400", "mA"],
            ["Junction temperature", "-40", "+125", DEG],
            ["Storage temperature", "-65", "+150", DEG],
            ["ESD, human body model", "", PM + "2000", "V"],
            ["ESD, charged device model", "", PM + "500", "V"],
        ],
        7.2,
    )
    s.heading(BENZ + " 5  Setting the thresholds", 9.5, rule=True)
    s.para(
        "VBAT_OV, VBAT_UV (KVE5170) and the VBAT_OK window are each set by a resistor string "
        "with a total of about 10 M" + OHM + ". The KVE5171 has a fixed undervoltage level. "
        "Table 3 lists starting values; they are examples, not limits.",
        7.5,
    )
    s.caption("Table 3 " + TRICOLON + " Example resistor values (RSUM = 10 M" + OHM + ")")
    s.table(
        [
            Col("Storage element", 130),
            Col("VBAT_OV", 62, "C"),
            Col("ROV1", 62, "C"),
            Col("ROV2", 62, "C"),
            Col("VBAT_UV", 62, "C"),
            Col("VBAT_OK rising", 121, "C"),
        ],
        [
            ["Li-ion / LiPo cell", "4.20 V", "5.62 M" + OHM, "4.42 M" + OHM, "3.00 V", "3.30 V"],
            ["LiFePO4 cell", "3.60 V", "6.49 M" + OHM, "3.57 M" + OHM, "2.50 V", "2.80 V"],
            ["Supercapacitor 2.7 V", "2.65 V", "8.66 M" + OHM, "1.37 M" + OHM, "2.20 V", "2.40 V"],
            [
                "Two supercaps in series",
                "5.00 V",
                "4.64 M" + OHM,
                "5.36 M" + OHM,
                "2.20 V",
                "2.60 V",
            ],
        ],
        7.2,
    )
    s.heading(BENZ + " 6  Pin functions", 9.5, rule=True)
    s.caption("Table 4 " + TRICOLON + " Pins (KVE5170 VQFN-20 / KVE5171 VQFN-16)")
    s.table(
        [
            Col("Pin name", 90),
            Col("KVE5170", 60, "C"),
            Col("KVE5171", 60, "C"),
            Col("Function", 289),
        ],
        [
            ["VIN_DC", "20", "16", "Harvester input"],
            ["VSTOR", "19", "14", "Boost output; supply of the system load on the KVE5171"],
            ["VBAT", "18", "13", "Storage element (battery or supercapacitor)"],
            ["VOUT", "14", DASH, "Buck output"],
            ["VOUT_EN", "13", DASH, "Buck enable, active high"],
            ["EN", "11", "9", "Chip enable, active low; high = ship mode"],
            ["VBAT_OK", "12", "10", "Digital output, high when VBAT is inside the OK window"],
            ["VOC_SAMP", "3", "3", "MPPT ratio select"],
        ],
        7.2,
    )
    s.heading(BENZ + " 7  Application information", 9.5, rule=True)
    s.para(
        "Cold start. With VSTOR below 1.8 V the cold-start circuit charges VSTOR from an input "
        "of at least 0.58 V (KVE5170) or 0.45 V (KVE5171) and about 15 "
        + MU
        + "W / 12 "
        + MU
        + "W. A thermoelectric generator across a small temperature difference often gives less; "
        "pre-charge the storage element in that case. Once VSTOR passes 1.8 V the main boost "
        "charger takes over and keeps harvesting down to 120 mV.",
        7.5,
    )
    s.para(
        "Load. The KVE5170 buck output can supply 110 mA while VSTOR is 2.5 V or higher. For "
        "radio bursts above that, add a capacitor at VOUT. On the KVE5171 the load sits on VSTOR "
        "and sees the storage element voltage, between VBAT_UV and VBAT_OV; a load that needs a "
        "regulated rail needs its own regulator.",
        7.5,
    )
    s.para(
        "Maximum power point. The harvester is disconnected every 16 s for 256 ms to sample its "
        "open-circuit voltage. Tie VOC_SAMP to VSTOR for 80 % of the open-circuit voltage (solar "
        "cells) or to GND for 50 % (thermoelectric generators).",
        7.5,
    )
    s.para(
        "Input. Keep VIN_DC at 5.0 V or below; a solar panel with a higher open-circuit voltage "
        "needs a clamp. The input is for DC sources. Storage element: place at least 100 "
        + MU
        + "F at VBAT even when a battery is connected.",
        7.5,
    )
    s.caption("Table 5 " + TRICOLON + " Ordering information")
    s.table(
        [
            Col("Order code", 130),
            Col("Device", 90, "C"),
            Col("Package", 130, "C"),
            Col("Packing", 149, "C"),
        ],
        [
            ["KVE5170RGRR", "KVE5170", "VQFN-20", "reel, 3000"],
            ["KVE5170RGRT", "KVE5170", "VQFN-20", "reel, 250"],
            ["KVE5171RGTR", "KVE5171", "VQFN-16", "reel, 3000"],
        ],
        7.2,
    )
    return save(s, out / "kve5170.pdf")


# ------------------------------------------------ K-thermocouple-to-digital IC (Ouagadougou)
def nqk3855(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="KADIOGO MESURES",
        header_right="NQK3855 / NQK3855E  \u00b7  Fiche technique / Data sheet",
        footer_left="Kadiogo Mesures SA  \u00b7  Avenue Kwame Nkrumah, Ouagadougou, Burkina Faso  "
        "\u00b7  IFU 00041872 K  \u00b7  \u00e9d. 2 / issue 2",
        footer_right="{page} sur / of {nb}",
        rule_color=(170, 70, 40),
        table_fill=None,
        accent=(150, 55, 30),
        grid=False,
    )
    s = Sheet(
        style, "NQK3855 / NQK3855E cold-junction compensated K-thermocouple-to-digital converter"
    )
    s.add_page()
    s.title_block(
        "NQK3855 / NQK3855E",
        "Convertisseur thermocouple K / K-Thermocouple-to-Digital Converter",
        "SPI (lecture seule / read-only)  |  14 bits, 0,25 " + DEG + "  |  SO-8  |  NQK3855 : "
        "grade commercial / commercial grade  |  NQK3855E : grade \u00e9tendu / extended grade",
        18,
    )

    def desc() -> None:
        s.heading(QUAD + " 1. Description", 10)
        s.para(
            "The NQK3855 digitises the signal of a K-type thermocouple, compensates the cold "
            "junction with an on-chip sensor and sends the result as a 32-bit word over a "
            "read-only SPI interface. It detects an open thermocouple and shorts to GND or VCC.",
            7.6,
        )
        s.para(
            "Le NQK3855 num\u00e9rise le signal d'un thermocouple de type K et compense la "
            "soudure froide. Le NQK3855E est le grade \u00e9tendu (-40 "
            + ELL
            + " +125 "
            + DEG
            + ").",
            7.6,
        )

    def points() -> None:
        s.heading(QUAD + " 2. Points cl\u00e9s / Key points", 10)
        s.bullets(
            [
                "K-type input, -200 " + ELL + " +1350 " + DEG,
                "Resolution 0.25 " + DEG + " (14 bits)",
                "Cold-junction sensor, resolution 0.0625 " + DEG,
                "Supply 3.0 " + ELL + " 3.6 V",
                "SPI clock up to 5 MHz, read-only",
                "Open, short-to-GND and short-to-VCC detection",
            ],
            7.6,
        )

    s.side_by_side(desc, points, 262, 16)
    s.heading(QUAD + " 3. Valeurs limites / Absolute maximum ratings", 10, rule=True)
    s.caption("R\u00e9f. 1 " + ARROW_OPEN + " Absolute maximum ratings")
    s.table(
        [Col("Parameter", 260), Col("Min", 70, "C"), Col("Max", 80, "C"), Col("Unit", 89, "C")],
        [
            ["Supply voltage VCC to GND", "-0.3", "4.0", "V"],
            ["SO, SCK, CS, T-, T+ to GND", "-0.3", "VCC + 0.3", "V"],
            ["ESD, human body model, T+ and T-", "", PM + "2", "kV"],
            ["Storage temperature", "-65", "+150", DEG],
            ["Junction temperature", "", "+150", DEG],
        ],
        7.4,
    )
    s.heading(QUAD + " 4. Caract\u00e9ristiques / Characteristics", 10, rule=True)
    s.caption(
        "R\u00e9f. 2 "
        + ARROW_OPEN
        + " DC and thermal characteristics (VCC = 3.0 "
        + ELL
        + " 3.6 V, "
        "TA over the grade range, typ. at 3.3 V and 25 " + DEG + ")"
    )
    s.table(
        [
            Col("Parameter", 112),
            Col("Conditions", 137),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Unit", 34, "C"),
        ],
        [
            ["Supply voltage", "VCC", "3.0", "3.3", "3.6", "3.0", "3.3", "3.6", "V"],
            ["Supply current", "conversion running", "", "0.95", "1.5", "", "0.95", "1.7", "mA"],
            ["Thermocouple range", "K type", "-200", "", "+1350", "-200", "", "+1350", DEG],
            [
                "Thermocouple\naccuracy",
                "-200 "
                + ELL
                + " +700 "
                + DEG
                + ", TCJ = -20 "
                + ELL
                + " +85 "
                + DEG
                + "\n+700 "
                + ELL
                + " +1350 "
                + DEG
                + ", TCJ = -20 "
                + ELL
                + " +85 "
                + DEG
                + "\n-200 "
                + ELL
                + " +1350 "
                + DEG
                + ", TCJ = -40 "
                + ELL
                + " +125 "
                + DEG,
                "-2.0\n-4.0\n" + DASH,
                "",
                "+2.0\n+4.0\n" + DASH,
                "-2.0\n-4.0\n-6.0",
                "",
                "+2.0\n+4.0\n+6.0",
                DEG,
            ],
            [
                "Cold-junction\naccuracy",
                "TCJ = -20 " + ELL + " +85 " + DEG + "\nTCJ = -40 " + ELL + " +125 " + DEG,
                "-2.0\n" + DASH,
                "",
                "+2.0\n" + DASH,
                "-2.0\n-3.0",
                "",
                "+2.0\n+3.0",
                DEG,
            ],
            [
                "Resolution",
                "thermocouple\ncold junction",
                "",
                "0.25\n0.0625",
                "",
                "",
                "0.25\n0.0625",
                "",
                DEG,
            ],
            ["Conversion time", "", "", "70", "100", "", "70", "100", "ms"],
            [
                "Input sensitivity",
                "K type, fixed",
                "",
                "41.276",
                "",
                "",
                "41.276",
                "",
                MU + "V/" + DEG,
            ],
            ["Output low, SO", "ISINK = 1.6 mA", "", "", "0.4", "", "", "0.4", "V"],
            ["Input high, SCK, CS", "", "2.3", "", "", "2.3", "", "", "V"],
            ["Input low, SCK, CS", "", "", "", "0.8", "", "", "0.8", "V"],
        ],
        7.0,
        head_rows=[["", "", "NQK3855", "<", "<", "NQK3855E", "<", "<", ""]],
    )
    s.heading(QUAD + " 5. Grades / Grades", 10, rule=True)
    s.caption("R\u00e9f. 3 " + ARROW_OPEN + " Grade table / Tableau des grades")
    s.table(
        [
            Col("Grade", 110),
            Col("Operating temperature", 150, "C"),
            Col("Package", 110, "C"),
            Col("Marking", 129, "C"),
        ],
        [
            ["NQK3855", "-20 " + ELL + " +85 " + DEG, "SO-8", "Q3855"],
            ["NQK3855E", "-40 " + ELL + " +125 " + DEG, "SO-8", "Q3855E"],
        ],
        7.4,
    )

    s.add_page()
    s.heading(QUAD + " 6. Interface s\u00e9rie / Serial interface", 10, rule=True)
    s.para(
        "Pull CS low to stop any conversion in progress and start reading; the 32-bit word "
        "appears on SO, MSB first, on the falling edges of SCK (maximum 5 MHz). Taking CS high "
        "starts a new conversion. The interface is read-only: there are no registers to write.",
        7.6,
    )
    s.caption("R\u00e9f. 4 " + ARROW_OPEN + " Output word / Mot de sortie (32 bits)")
    s.table(
        [Col("Bits", 70, "C"), Col("Name", 110), Col("Content", 319)],
        [
            [
                "D31 " + ELL + " D18",
                "TC temperature",
                "14-bit signed, 0.25 " + DEG + " per LSB (0x0064 = 25.00 " + DEG + ")",
            ],
            ["D17", "reserved", "always 0"],
            ["D16", "FAULT", "1 when any of D2 " + ELL + " D0 is set"],
            ["D15 " + ELL + " D4", "CJ temperature", "12-bit signed, 0.0625 " + DEG + " per LSB"],
            ["D3", "reserved", "always 0"],
            ["D2", "SCV", "thermocouple shorted to VCC"],
            ["D1", "SCG", "thermocouple shorted to GND"],
            ["D0", "OC", "thermocouple open (no connection)"],
        ],
        7.4,
    )
    s.heading(QUAD + " 7. Conseils / Application notes", 10, rule=True)
    s.bullets(
        [
            "Use a K-type thermocouple only. The sensitivity is fixed; J, T, N or E types give "
            "wrong readings. / Thermocouple de type K uniquement.",
            "Use an ungrounded (insulated-junction) probe. A grounded-junction probe touching an "
            "earthed object sets the SCG fault and the reading is not valid.",
            "VCC is 3.0 " + ELL + " 3.6 V. On 5 V boards power the NQK3855 from a 3.3 V regulator "
            "and shift SCK and CS down to 3.3 V; the pins are not 5 V tolerant.",
            "Place the NQK3855 close to the thermocouple connector and keep both at the same "
            "temperature; the cold-junction sensor measures the die.",
            "Decouple VCC with 100 nF close to the pin. A 10 nF capacitor across T+ and T- reduces "
            "noise.",
        ],
        7.6,
    )
    s.heading(QUAD + " 8. Brochage / Pin configuration", 10, rule=True)
    s.caption("R\u00e9f. 5 " + ARROW_OPEN + " Pins (SO-8)")
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Function", 379)],
        [
            ["1", "GND", "Ground"],
            ["2", "T-", "Thermocouple negative input (alumel)"],
            ["3", "T+", "Thermocouple positive input (chromel)"],
            ["4", "VCC", "Supply, 3.0 " + ELL + " 3.6 V"],
            ["5", "SCK", "Serial clock input"],
            ["6", "SO", "Serial data output"],
            ["7", "CS", "Chip select, active low"],
            ["8", "NC", "No connection"],
        ],
        7.4,
    )
    s.heading(QUAD + " 9. Commande / Ordering", 10, rule=True)
    s.caption("R\u00e9f. 6 " + ARROW_OPEN + " Ordering codes")
    s.table(
        [
            Col("Order code", 140),
            Col("Grade", 100, "C"),
            Col("Package", 100, "C"),
            Col("Packing", 159, "C"),
        ],
        [
            ["NQK3855-ASA+", "NQK3855", "SO-8", "tube, 100"],
            ["NQK3855-ASA+T", "NQK3855", "SO-8", "reel, 2500"],
            ["NQK3855E-ASA+T", "NQK3855E", "SO-8", "reel, 2500"],
        ],
        7.4,
    )
    return save(s, out / "nqk3855.pdf")


# ------------------------------------------------ PDM MEMS microphone (Koror)
def ldm4721(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="ROCK ISLANDS ACOUSTICS",
        header_right="LDM4721 / LDM4721H  |  Digital MEMS microphone, PDM  |  data sheet v1.1",
        footer_left="Rock Islands Acoustics Inc.  \u00b7  Malakal, Koror 96940, Republic of Palau  "
        "\u00b7  LDM4721 data sheet v1.1, April 2024",
        footer_right="{page} \u00b7 of \u00b7 {nb}",
        rule_color=(50, 100, 70),
        table_fill=(228, 236, 222),
        accent=(40, 85, 60),
        grid=True,
    )
    s = Sheet(style, "LDM4721 / LDM4721H bottom-port digital MEMS microphone with PDM output")
    s.add_page()
    s.title_block(
        "LDM4721 / LDM4721H",
        "Bottom-Port Digital MEMS Microphone with PDM Output",
        "LDM4721: standard  |  LDM4721H: high SNR, high acoustic overload  |  3.50 x 2.65 x 0.98 "
        "mm LGA-5",
        21,
    )

    def desc() -> None:
        s.heading(BOX_L + " 1 " + BOX_R + " Description", 10)
        s.para(
            "The LDM4721 is an omnidirectional MEMS microphone with a pulse-density-modulated "
            "(PDM) output. A sigma-delta modulator turns the sound pressure into a 1-bit stream "
            "clocked by the host. Two microphones can share one data line: the SELECT pin "
            "chooses the clock edge on which each one drives DATA.",
            8.2,
        )
        s.para(
            "The LDM4721H uses a stiffer membrane for a higher acoustic overload point and a "
            "lower noise floor. Both versions share the package, the pinout and the clock modes.",
            8.2,
        )

    def feats() -> None:
        s.heading(BOX_L + " 2 " + BOX_R + " Features", 10)
        s.bullets(
            [
                "SNR 64 dB(A) (LDM4721), 67 dB(A) (LDM4721H)",
                "Sensitivity -26 dBFS",
                "Acoustic overload point 122 / 130 dB SPL",
                "Supply 1.6 V to 3.6 V",
                "Normal, low-power and sleep modes selected by the clock",
                "Stereo on one data line",
            ],
            8.2,
        )

    s.side_by_side(desc, feats, 262, 16)
    s.heading(BOX_L + " 3 " + BOX_R + " Acoustic and electrical characteristics", 10, rule=True)
    s.caption(
        "Exhibit 1.  Acoustic characteristics (TA = 25 " + DEG + ", VDD = 1.8 V, fCLK = 2.4 MHz, "
        "normal mode)"
    )
    s.table(
        [
            Col("Parameter", 120),
            Col("Conditions", 110),
            Col("LDM4721", 90, "C"),
            Col("LDM4721H", 90, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Directivity", "", "omni", "omni", ""],
            ["Sensitivity", "1 kHz, 94 dB SPL", "-26 " + PM + " 3", "-26 " + PM + " 1", "dBFS"],
            ["Signal-to-noise ratio", "20 Hz " + ELL + " 20 kHz, A-weighted", "64", "67", "dB(A)"],
            ["Acoustic overload point", "10 % THD", "122", "130", "dB SPL"],
            ["Total harmonic distortion", "94 dB SPL", "0.2", "0.1", "%"],
            ["Power-supply rejection", "217 Hz, 100 mVpp", "-86", "-90", "dBFS"],
            [
                "Frequency response",
                "-3 dB points",
                "35 Hz " + ELL + " 15 kHz",
                "30 Hz " + ELL + " 15 kHz",
                "",
            ],
        ],
        7.6,
    )
    s.caption(
        "Exhibit 2.  Electrical characteristics (TA = -40 "
        + ELL
        + " +85 "
        + DEG
        + ", typ. at 25 "
        + DEG
        + ")"
    )
    s.table(
        [
            Col("Parameter", 100),
            Col("Conditions", 133),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["Supply voltage", "VDD", "1.6", "1.8", "3.6", "1.6", "1.8", "3.6", "V"],
            [
                "Supply current,\nnormal mode",
                "fCLK = 2.4 MHz, VDD = 1.8 V\nfCLK = 2.4 MHz, VDD = 3.3 V",
                "",
                "600\n720",
                "700\n850",
                "",
                "750\n880",
                "850\n1000",
                MU + "A",
            ],
            [
                "Supply current,\nlow-power mode",
                "fCLK = 768 kHz, VDD = 1.8 V\nfCLK = 768 kHz, VDD = 3.3 V",
                "",
                "230\n270",
                "280\n330",
                "",
                "260\n300",
                "310\n360",
                MU + "A",
            ],
            ["Sleep current", "fCLK < 250 kHz", "", "12", "20", "", "12", "20", MU + "A"],
            ["Start-up time", "to valid data, normal mode", "", "", "20", "", "", "25", "ms"],
            ["Mode-change time", "", "", "", "10", "", "", "10", "ms"],
            [
                "Input high, CLK",
                "",
                "0.65 x VDD",
                "",
                "VDD + 0.3",
                "0.65 x VDD",
                "",
                "VDD + 0.3",
                "V",
            ],
            ["Input low, CLK", "", "-0.3", "", "0.35 x VDD", "-0.3", "", "0.35 x VDD", "V"],
            ["DATA load", "", "", "", "100", "", "", "100", "pF"],
        ],
        7.2,
        head_rows=[["", "", "LDM4721", "<", "<", "LDM4721H", "<", "<", ""]],
    )

    s.add_page()
    s.heading(BOX_L + " 4 " + BOX_R + " Clock modes", 10, rule=True)
    s.para(
        "The microphone has no configuration register. It picks its mode from the frequency of "
        "the clock it receives, and needs the mode-change time (10 ms) to settle after the clock "
        "changes.",
        8.2,
    )
    s.caption("Exhibit 3.  Clock frequency per mode (both versions)")
    s.table(
        [
            Col("Mode", 130),
            Col("Min", 70, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 60, "C"),
            Col("Notes", 169),
        ],
        [
            ["Sleep", "0", "0.25", "MHz", "DATA tri-stated"],
            ["Low-power", "0.35", "0.80", "MHz", "reduced SNR (61 / 64 dB(A))"],
            ["Normal", "1.0", "4.8", "MHz", "full performance"],
        ],
        7.6,
    )
    s.para(
        "Clock frequencies between 0.80 MHz and 1.0 MHz, and above 4.8 MHz, are not supported; "
        "the output is not specified there.",
        8.2,
    )
    s.heading(BOX_L + " 5 " + BOX_R + " Absolute maximum ratings", 10, rule=True)
    s.caption("Exhibit 4.  Absolute maximum ratings")
    s.table(
        [Col("Parameter", 250), Col("Rating", 150, "C"), Col("Unit", 99, "C")],
        [
            ["VDD to GND", "-0.3 to +4.0", "V"],
            ["CLK, SELECT, DATA to GND", "-0.3 to VDD + 0.3", "V"],
            ["Mechanical shock", "10 000", "g"],
            ["Storage temperature", "-40 to +100", DEG],
            ["Operating temperature", "-40 to +85", DEG],
        ],
        7.6,
    )
    s.heading(BOX_L + " 6 " + BOX_R + " Pins and stereo operation", 10, rule=True)
    s.caption("Exhibit 5.  Pin description (LGA-5)")
    s.table(
        [Col("Pad", 50, "C"), Col("Name", 80, "C"), Col("Function", 369)],
        [
            ["1", "DATA", "PDM output; high impedance while the other microphone drives the line"],
            [
                "2",
                "SELECT",
                "GND: data valid after the falling CLK edge; VDD: after the rising edge",
            ],
            ["3", "GND", "Ground"],
            ["4", "CLK", "Clock input from the host"],
            ["5", "VDD", "Supply, decouple with 100 nF"],
        ],
        7.6,
    )
    s.para(
        "Stereo: connect DATA and CLK of two microphones together, tie SELECT of one to GND and "
        "of the other to VDD. Both must run from the same VDD. Do not leave SELECT open.",
        8.2,
    )
    s.para(
        "Handling: the sound port is on the bottom; keep flux and conformal coating out of it. Do "
        "not wash the board after reflow and do not blow compressed air into the port.",
        8.2,
    )
    s.heading(BOX_L + " 7 " + BOX_R + " Ordering", 10, rule=True)
    s.caption("Exhibit 6.  Ordering information")
    s.table(
        [
            Col("Order code", 140),
            Col("Version", 100, "C"),
            Col("Packing", 120, "C"),
            Col("MOQ", 139, "C"),
        ],
        [
            ["LDM4721-TR", "LDM4721", "reel, 5000", "5000"],
            ["LDM4721-TR1K", "LDM4721", "reel, 1000", "1000"],
            ["LDM4721H-TR", "LDM4721H", "reel, 5000", "5000"],
        ],
        7.6,
    )
    return save(s, out / "ldm4721.pdf")
