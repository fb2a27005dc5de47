"""Hold-out 138 datasheets, part 1: a capacitive rain / water-level sensor IC, a step-up
LED-string converter IC, an SPI thermocouple module and a 4-channel optocoupler board.

An Espoo (Finland) sensor fabless data sheet ("◒ n" heads, "Tbl. n —" captions below
the tables, active current stacked per VDD, sleep current stacked per grade and
temperature, a register map and I²C timing table as decoys), an Incheon (Korea)
power-IC data sheet ("◇ n." heads, "Table n ▸" captions above the tables, an output
current table in column groups per load, an RSET table as a decoy), a Yerevan
(Armenia) maker-store sheet with Armenian / English heads (AMD prices, "✧" heads,
column groups per thermocouple type, a probe rating beside the converter range, a
data-format table as a decoy, FAQ) and an Ulaanbaatar (Mongolia) maker-store sheet
with Mongolian / English two-line row names (MNT prices, "➳" heads, column groups per
input version, FAQ).
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
SQ = "\u00b2"
ARROW = "\u2192"
TIMES = "\u00d7"
MINUS = "\u2013"


# ------------------------------------------------ capacitive rain / level sensor IC (Espoo)
def wlx2604(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="KUURA SENSING",
        header_right="WLX2604  \u00b7  Datasheet  \u00b7  rev. B",
        footer_left="Kuura Sensing Oy  \u00b7  Espoo, Finland  \u00b7  DS-2604-B  \u00b7  March 2024",
        footer_right="p. {page}\u2014{nb}",
        rule_color=(165, 28, 58),
        table_fill=None,
        accent=(165, 28, 58),
        grid=False,
    )
    s = Sheet(style, "WLX2604 capacitive rain and water-level sensor IC")
    s.add_page()
    s.title_block(
        "WLX2604",
        "Capacitive Rain and Water-Level Sensor IC with I" + SQ + "C Interface and Interrupt",
        "WLX2604 (" + MINUS + "20 " + DEG + " to +85 " + DEG + ")  \u00b7  WLX2604Q ("
        + MINUS + "40 " + DEG + " to +105 " + DEG + ")  \u00b7  DFN-10, 3 mm " + TIMES
        + " 3 mm",
        21,
    )

    def features() -> None:
        s.heading("\u25d2 1  Features", 9.5)
        s.bullets(
            [
                "Four electrode inputs CIN0 " + ELL + " CIN3 with driven shield (SHLD)",
                "Water level 0 " + ELL + " 150 mm with the WLX-ES150 electrode strip",
                "Rain-drop detection through glass or polycarbonate covers up to 4 mm",
                "Single supply 1.8 V to 3.6 V",
                "I" + SQ + "C Fast-mode Plus target, two selectable addresses",
                "Open-drain interrupt output INT, active low",
                "Scan rate 1 / 10 / 100 / 200 Hz",
                "16-bit capacitance result per electrode",
            ],
            7.5,
            "\u2013",
        )

    def description() -> None:
        s.heading("\u25d2 2  Applications", 9.5)
        s.bullets(
            [
                "Rain sensing for skylights, awnings and irrigation controllers",
                "Tank level in coffee machines, humidifiers and pet fountains",
                "Leak detection under appliances",
            ],
            7.5,
            "\u2013",
        )
        s.heading("\u25d2 3  Description", 9.5)
        s.para(
            "The WLX2604 measures the self-capacitance of up to four electrodes and turns it "
            "into a water level or a rain event. A wake-on-change comparator raises INT when "
            "the level crosses a threshold or a drop is seen, so the host can sleep.",
            7.5,
        )

    s.side_by_side(features, description, 250, 16)
    s.heading("\u25d2 4  Absolute maximum ratings", 9.5, rule=True)
    s.table(
        [
            Col("Parameter", 220),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 90, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Supply voltage VDD to GND", "V_{DD}", "-0.3", "4.0", "V"],
            ["SDA, SCL, INT, ADDR", "V_{IO}", "-0.3", "VDD + 0.3", "V"],
            ["CIN0 " + ELL + " CIN3, SHLD", "V_{CIN}", "-0.3", "VDD + 0.3", "V"],
            ["INT sink current", "I_{INT}", "", "10", "mA"],
            ["Junction temperature", "T_{J}", "", "125", DEG],
            ["Storage temperature", "T_{stg}", "-55", "125", DEG],
        ],
        7.5,
    )
    s.caption("Tbl. 1 " + DASH + " Absolute maximum ratings. Stresses beyond these may damage the device.", 7.5)
    s.heading("\u25d2 5  Recommended operating conditions", 9.5, rule=True)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 50, "C"),
            Col("Grade", 80, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "all", "1.8", "3.3", "3.6", "V"],
            ["I" + SQ + "C pull-up voltage", "V_{PU}", "all", "1.8", "", "VDD", "V"],
            [
                "Ambient temperature",
                "T_{A}",
                "WLX2604\nWLX2604Q",
                "-20\n-40",
                "",
                "+85\n+105",
                DEG,
            ],
        ],
        7.5,
    )
    s.caption("Tbl. 2 " + DASH + " Recommended operating conditions", 7.5)
    s.heading(
        "\u25d2 6  Electrical characteristics (VDD = 3.3 V, TA = 25 " + DEG + " unless noted)",
        9.5,
        rule=True,
    )
    s.table(
        [
            Col("Parameter", 96),
            Col("Symbol", 50, "C"),
            Col("Conditions", 150),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 68, "C"),
        ],
        [
            [
                "Active supply\ncurrent",
                "I_{DD(ACT)}",
                "100 Hz scan, 4 electrodes\nVDD = 1.8 V\nVDD = 3.3 V\nVDD = 3.6 V",
                "",
                "\n120\n180\n195",
                "\n170\n260\n285",
                MU + "A",
            ],
            [
                "Low-power scan\ncurrent",
                "I_{DD(LP)}",
                "10 Hz scan, 1 electrode",
                "",
                "25",
                "40",
                MU + "A",
            ],
            [
                "Sleep supply\ncurrent",
                "I_{DD(SLP)}",
                "SCAN_CFG = 0, TA = 25 " + DEG + "\nWLX2604Q, TA = 105 " + DEG,
                "",
                "0.6\n",
                "2.0\n8.0",
                MU + "A",
            ],
            ["Power-on reset threshold", "V_{POR}", "VDD rising", "1.45", "1.60", "1.70", "V"],
            ["Start-up time", "t_{START}", "VDD " + GE + " 1.8 V to first result", "", "8", "12", "ms"],
            ["Drop detection latency", "t_{DROP}", "100 Hz scan", "", "20", "30", "ms"],
        ],
        7.5,
    )

    s.add_page()
    s.table(
        [
            Col("Parameter", 96),
            Col("Symbol", 50, "C"),
            Col("Conditions", 150),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 68, "C"),
        ],
        [
            ["Level range", "L_{RNG}", "WLX-ES150 strip, tap water", "0", "", "150", "mm"],
            ["Level resolution", "L_{RES}", "", "", "1", "", "mm"],
            ["Level accuracy", "L_{ACC}", "TA = 25 " + DEG + ", tap water", "-2", "", "+2", "mm"],
            ["Capacitance result", "", "per electrode", "", "16", "", "bit"],
            ["INT output low", "V_{OL}", "I_{OL} = 3 mA", "", "", "0.4", "V"],
            ["Input high (SDA, SCL)", "V_{IH}", "", "0.7 " + TIMES + " VDD", "", "", "V"],
            ["Input low (SDA, SCL)", "V_{IL}", "", "", "", "0.3 " + TIMES + " VDD", "V"],
        ],
        7.5,
    )
    s.caption("Tbl. 3 " + DASH + " Electrical characteristics (continued from page 1)", 7.5)
    s.heading("\u25d2 7  I" + SQ + "C interface", 9.5, rule=True)
    s.para(
        "The WLX2604 is an I" + SQ + "C target at the 7-bit address 0x2C (ADDR to GND) or 0x2D "
        "(ADDR to VDD). It supports Standard-mode, Fast-mode and Fast-mode Plus. SDA, SCL and "
        "INT are not 5 V tolerant: with a 5 V host use a bidirectional level translator and "
        "pull the bus up to the WLX2604 supply.",
        7.5,
    )
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min", 70, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["SCL clock frequency", "f_{SCL}", "0", "1000", "kHz"],
            ["SCL low period", "t_{LOW}", "0.5", "", MU + "s"],
            ["SCL high period", "t_{HIGH}", "0.26", "", MU + "s"],
            ["Data set-up time", "t_{SU;DAT}", "50", "", "ns"],
            ["Capacitive load per bus line", "C_{b}", "", "550", "pF"],
        ],
        7.5,
    )
    s.caption("Tbl. 4 " + DASH + " I" + SQ + "C timing (Fast-mode Plus)", 7.5)
    s.heading("\u25d2 8  Register map", 9.5, rule=True)
    s.table(
        [
            Col("Address", 60, "C"),
            Col("Name", 80),
            Col("Reset", 60, "C"),
            Col("Description", 299),
        ],
        [
            ["0x00", "STATUS", "0x00", "bit 0 level event, bit 1 drop event, bit 7 data ready"],
            ["0x01", "SCAN_CFG", "0x02", "0 = sleep, 1 = 1 Hz, 2 = 10 Hz, 3 = 100 Hz, 4 = 200 Hz"],
            ["0x02", "INT_CFG", "0x03", "bit 0 level interrupt, bit 1 drop interrupt"],
            ["0x04 / 0x05", "LEVEL", "0x0000", "water level in mm (0 " + ELL + " 150)"],
            ["0x06", "DROP_CNT", "0x00", "drops since last read (saturates at 255)"],
            ["0x10", "THRESH", "0x28", "level threshold in mm for INT (default 40 mm)"],
            ["0x20", "DEVICE_ID", "0x64", "reads 0x64"],
        ],
        7.5,
    )
    s.caption("Tbl. 5 " + DASH + " Register map (8-bit registers, auto-increment)", 7.5)
    s.heading("\u25d2 9  Application notes", 9.5, rule=True)
    s.bullets(
        [
            "Coin-cell operation: at the 10 Hz low-power scan the WLX2604 draws about 25 "
            + MU + "A, so one CR2032 (3.0 V, 220 mAh) runs it for roughly a year while the "
            "host sleeps.",
            "Electrodes must be covered by solder mask or conformal coating; bare copper "
            "corrodes and is not supported. Level data are specified for tap water.",
            "Keep the electrode strip within 100 mm of the IC and route SHLD beside each CIN "
            "trace.",
            "Connect unused CIN pins to SHLD.",
        ],
        7.5,
        "\u2013",
    )
    s.heading("\u25d2 10  Ordering information", 9.5, rule=True)
    s.table(
        [
            Col("Order code", 120),
            Col("Grade", 90, "C"),
            Col("Package", 90, "C"),
            Col("Packing", 199),
        ],
        [
            ["WLX2604-DFN-T", "WLX2604", "DFN-10", "tape and reel, 5000 pcs"],
            ["WLX2604Q-DFN-T", "WLX2604Q", "DFN-10", "tape and reel, 5000 pcs"],
            ["WLX-ES150", "accessory", DASH, "electrode strip, 150 mm, FR-4 with solder mask"],
        ],
        7.5,
    )
    return save(s, out / "wlx2604.pdf")


# ------------------------------------------------ step-up LED-string converter IC (Incheon)
def pbl3112(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Songdo Power Devices",
        header_right="PBL3112  Step-Up LED Driver",
        footer_left="Songdo Power Devices Co., Ltd.  |  Incheon, Republic of Korea  |  "
        "PBL3112-DS-E Rev.1.1 (2024.02)",
        footer_right="PAGE {page}/{nb}",
        rule_color=(60, 60, 120),
        table_fill=(230, 232, 248),
        accent=(60, 60, 120),
        grid=True,
    )
    s = Sheet(style, "PBL3112 step-up converter for LED strings")
    s.add_page()
    s.title_block(
        "PBL3112",
        "1.2 MHz Step-Up Converter for White-LED Strings and 12 V LED Segments",
        "3.3 V in, up to 12 V out  \u00b7  1.5 A switch  \u00b7  TSOT-23-6  \u00b7  Datasheet Rev.1.1",
        21,
    )

    def general() -> None:
        s.heading("\u25c7 1. General Description", 9.5)
        s.para(
            "The PBL3112 is a current-mode boost converter that drives a string of up to three "
            "white LEDs, or a 12 V LED strip segment, from a 3.3 V or 5 V rail. The LED "
            "current is set by one resistor at FB; a PWM signal on EN dims the string. An "
            "OVP pin protects the switch when the string opens.",
            7.5,
        )

    def features() -> None:
        s.heading("\u25c7 2. Features", 9.5)
        s.bullets(
            [
                "Input voltage range 2.7 V to 5.5 V",
                "Output up to 12 V",
                "Integrated 16 V power switch",
                "1.5 A minimum switch current limit",
                "200 mV feedback reference",
                "PWM dimming on EN",
                "Open-LED protection (OVP)",
                "Shutdown current below 1 " + MU + "A",
            ],
            7.5,
            "\u25c7",
        )

    s.side_by_side(general, features, 250, 16)
    s.heading("\u25c7 3. Pin Configuration", 9.5)
    s.caption("Table 1 \u25b8 Pin description (TSOT-23-6, top view)", 7.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Function", 379)],
        [
            ["1", "SW", "Switch node; connect the inductor and the Schottky diode"],
            ["2", "GND", "Ground"],
            ["3", "FB", "Feedback, regulated to 200 mV; connect RSET to GND"],
            ["4", "EN", "Enable and PWM dimming input; do not leave floating"],
            ["5", "OVP", "Over-voltage sense; connect to VOUT"],
            ["6", "VIN", "Input supply; bypass with 4.7 " + MU + "F to GND"],
        ],
        7.5,
    )
    s.heading("\u25c7 4. Absolute Maximum Ratings (Ta = 25 " + DEG + ")", 9.5)
    s.caption("Table 2 \u25b8 Absolute maximum ratings", 7.5)
    s.table(
        [
            Col("Characteristic", 230),
            Col("Symbol", 70, "C"),
            Col("Rating", 110, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["VIN pin voltage", "V_{IN}", "-0.3 to 6.0", "V"],
            ["SW, OVP pin voltage", "V_{SW}", "-0.3 to 16", "V"],
            ["FB, EN pin voltage", "V_{FB}, V_{EN}", "-0.3 to 6.0", "V"],
            ["Junction temperature", "T_{J}", "150", DEG],
            ["Storage temperature", "T_{STG}", "-65 to 150", DEG],
            ["Lead temperature (soldering, 10 s)", "T_{L}", "260", DEG],
        ],
        7.5,
    )
    s.heading("\u25c7 5. Recommended Operating Conditions", 9.5)
    s.caption("Table 3 \u25b8 Recommended operating conditions", 7.5)
    s.table(
        [
            Col("Characteristic", 190),
            Col("Symbol", 70, "C"),
            Col("Min", 60, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Input voltage", "V_{IN}", "2.7", "3.6", "5.5", "V"],
            ["Output voltage", "V_{OUT}", "VIN + 1", "", "12", "V"],
            ["Inductor", "L", "4.7", "10", "22", MU + "H"],
            ["Ambient temperature", "T_{A}", "-40", "", "85", DEG],
        ],
        7.5,
    )
    s.heading("\u25c7 6. Electrical Characteristics", 9.5)
    s.caption(
        "Table 4 \u25b8 VIN = 3.6 V, EN = VIN, TA = 25 " + DEG + ", unless otherwise noted", 7.5
    )
    cols = [
        Col("Characteristic", 112),
        Col("Symbol", 50, "C"),
        Col("Test Condition", 137),
        Col("Min", 45, "C"),
        Col("Typ", 45, "C"),
        Col("Max", 45, "C"),
        Col("Unit", 65, "C"),
    ]
    s.table(
        cols,
        [
            [
                "Under-voltage lockout",
                "V_{UVLO}",
                "VIN rising\nVIN falling",
                "",
                "2.45\n2.30",
                "2.65\n",
                "V",
            ],
            [
                "Quiescent current",
                "I_{Q}",
                "EN = VIN, FB = 0.3 V (not switching)",
                "",
                "0.5",
                "0.9",
                "mA",
            ],
            ["Supply current, switching", "I_{IN(SW)}", "no load, VOUT = 12 V", "", "2.1", "", "mA"],
            ["Shutdown current", "I_{SD}", "EN = 0 V", "", "0.1", "1.0", MU + "A"],
        ],
        7.5,
    )

    s.add_page()
    s.caption("Table 4 \u25b8 Electrical characteristics (continued)", 7.5)
    s.table(
        cols,
        [
            ["Feedback voltage", "V_{FB}", "", "190", "200", "210", "mV"],
            ["Switching frequency", "f_{SW}", "", "1.0", "1.2", "1.4", "MHz"],
            ["Maximum duty cycle", "D_{MAX}", "", "88", "92", "", "%"],
            ["Switch on-resistance", "R_{DS(ON)}", "I_{SW} = 300 mA", "", "0.25", "0.40", OHM],
            ["Switch current limit", "I_{LIM}", "", "1.5", "1.8", "", "A"],
            ["OVP threshold", "V_{OVP}", "VOUT rising", "13.0", "13.5", "14.0", "V"],
            ["EN high threshold", "V_{IH}", "", "1.2", "", "", "V"],
            ["EN low threshold", "V_{IL}", "", "", "", "0.4", "V"],
            ["PWM dimming frequency", "f_{PWM}", "on EN", "0.2", "", "20", "kHz"],
            ["Thermal shutdown", "T_{SD}", "", "", "160", "", DEG],
        ],
        7.5,
    )
    s.heading("\u25c7 7. Output Capability", 9.5)
    s.caption("Table 5 \u25b8 Maximum output current (L = 10 " + MU + "H, TA = 25 " + DEG + ")", 7.5)
    s.table(
        [
            Col("Input", 99),
            Col("mA", 100, "C"),
            Col("Efficiency, %", 100, "C"),
            Col("mA", 100, "C"),
            Col("Efficiency, %", 100, "C"),
        ],
        [
            ["VIN = 3.3 V", "150", "85", "100", "84"],
            ["VIN = 5.0 V", "250", "89", "180", "88"],
        ],
        7.5,
        head_rows=[["", "3 white LEDs (9.6 V)", "<", "12 V segment", "<"]],
    )
    s.para(
        "Below VIN = 3.3 V the available current falls with the switch current limit; the "
        "table gives the only characterised points.",
        7.5,
    )
    s.heading("\u25c7 8. Setting the LED Current", 9.5)
    s.para(
        "ILED = VFB / RSET with VFB = 200 mV. For a 12 V constant-voltage segment use a "
        "divider instead: R1 = R2 " + TIMES + " (VOUT / 0.2 V - 1); with R2 = 2.0 k" + OHM
        + ", R1 = 118 k" + OHM + ".",
        7.5,
    )
    s.caption("Table 6 \u25b8 RSET selection", 7.5)
    s.table(
        [Col("LED current", 125, "C"), Col("RSET", 125, "C"), Col("RSET power", 125, "C"),
         Col("Note", 124, "C")],
        [
            ["20 mA", "10 " + OHM, "4 mW", "indicator"],
            ["50 mA", "4.0 " + OHM, "10 mW", ""],
            ["100 mA", "2.0 " + OHM, "20 mW", ""],
            ["150 mA", "1.33 " + OHM, "30 mW", "0805 or larger"],
            ["250 mA", "0.80 " + OHM, "50 mW", "VIN = 5 V only"],
        ],
        7.5,
    )
    s.heading("\u25c7 9. Application Notes", 9.5)
    s.bullets(
        [
            "The PBL3112 only steps up: VOUT must be at least 1 V above VIN. It cannot drive "
            "a single white LED from 5 V.",
            "Do not apply more than 5.5 V to VIN (12 V adapters, car batteries): the pin is "
            "rated 6.0 V absolute maximum.",
            "Strings of four white LEDs (about 13 V) exceed the 12 V output rating and trip "
            "the OVP.",
            "PWM dimming: drive EN with 200 Hz " + ELL + " 20 kHz from a 1.8 V, 3.3 V or 5 V "
            "logic output; the brightness follows the duty cycle.",
            "Use a Schottky diode rated 1 A and 20 V or more, and a 4.7 " + MU + "F / 25 V "
            "output capacitor.",
        ],
        7.5,
        "\u25c7",
    )
    s.heading("\u25c7 10. Ordering Information", 9.5)
    s.caption("Table 7 \u25b8 Ordering information", 7.5)
    s.table(
        [Col("Part number", 140), Col("Package", 120, "C"), Col("Marking", 100, "C"),
         Col("Packing", 139, "C")],
        [
            ["PBL3112-T6R", "TSOT-23-6", "B12x", "reel, 3000 pcs"],
            ["PBL3112-EVB", "evaluation board", DASH, "1 pc"],
        ],
        7.5,
    )
    return save(s, out / "pbl3112.pdf")


# ------------------------------------------------ SPI thermocouple module (Yerevan)
def ztc675(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Vernissage Maker Shop",
        header_right="ZTC-675  \u00b7  Տեխնիկական թերթ / Data sheet",
        footer_left="Vernissage Maker Shop LLC  \u00b7  Yerevan, Armenia  \u00b7  "
        "ZTC-675-EN/HY v2  \u00b7  2024-01",
        footer_right="Էջ {page} / {nb}  \u00b7  Page {page} of {nb}",
        rule_color=(190, 90, 40),
        table_fill=(252, 232, 214),
        accent=(160, 70, 30),
        grid=False,
    )
    s = Sheet(style, "ZTC-675 thermocouple amplifier module")
    s.add_page()
    s.title_block(
        "ZTC-675",
        "K- and J-Type Thermocouple Module, SPI, with Cold-Junction Sensor",
        "ZTC-675K  \u00b7  ZTC-675J  \u00b7  ZTC-675K-P (with probe)  \u00b7  Ջերմազույգի "
        "ուժեղարար / thermocouple amplifier",
        21,
    )

    def overview() -> None:
        s.heading("\u2727 Ընդհանուր / Overview", 9.5)
        s.para(
            "The ZTC-675 carries a thermocouple-to-digital converter with a built-in "
            "cold-junction sensor, a 3.3 V regulator and level shifters, so VCC may be 3.0 V "
            "to 5.5 V and the logic pins work at the VCC level. The temperature is read over "
            "a three-wire, read-only SPI port (SO, SCK, CS).",
            7.5,
        )
        s.para(
            "Two versions: ZTC-675K for type K and ZTC-675J for type J thermocouples. The "
            "ZTC-675K-P kit adds a type K probe.",
            7.5,
        )

    def key_data() -> None:
        s.heading("\u2727 Հիմնական տվյալներ / Key data", 9.5)
        s.leaders(
            [
                ("Supply (VCC)", "3.0 " + NDASH + " 5.5 V"),
                ("Interface", "SPI, read-only"),
                ("Resolution", "0.25 " + DEG),
                ("Conversion time", "100 ms typ."),
                ("Connector", "2-pole screw terminal"),
                ("Board size", "25 " + TIMES + " 15 mm"),
            ],
            7.5,
        )

    s.side_by_side(overview, key_data, 265, 16)
    s.heading("\u2727 Տեխնիկական տվյալներ / Specifications", 9.5, rule=True)
    s.table(
        [
            Col("Parameter", 125),
            Col("Condition", 150),
            Col("ZTC-675K", 80, "C"),
            Col("ZTC-675J", 80, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Thermocouple type", "", "K", "J", ""],
            ["Measurement range", "hot junction", "-200 " + ELL + " +1250", "-150 " + ELL + " +750", DEG],
            ["Accuracy", "hot junction 0 " + ELL + " +700 " + DEG, PM + "2.0", PM + "1.5", DEG],
            ["", "rest of range", PM + "4.0", PM + "3.0", DEG],
            ["Resolution", "", "0.25", "0.25", DEG],
            ["Cold-junction range", "", "-40 " + ELL + " +125", "-40 " + ELL + " +125", DEG],
            [
                "Cold-junction\naccuracy",
                "board at -20 " + ELL + " +85 " + DEG,
                PM + "1.0",
                PM + "1.0",
                DEG,
            ],
        ],
        7.5,
        head_rows=[["", "", "Version", "<", ""]],
    )
    s.table(
        [
            Col("Electrical / Էլեկտրական", 150),
            Col("Condition", 135),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Supply voltage VCC", "", "3.0", "", "5.5", "V"],
            ["Supply current", "converting", "", "1.5", "2.5", "mA"],
            ["Power LED current", "JP1 closed (cut to remove)", "", "1.2", "", "mA"],
            ["SCK, CS input high", "", "0.7 " + TIMES + " VCC", "", "", "V"],
            ["SO output high", "I = -1 mA", "VCC - 0.4", "", "", "V"],
            ["SCK frequency", "", "", "", "4", "MHz"],
            ["Conversion time", "", "", "100", "220", "ms"],
            ["First valid reading", "after power-up", "", "", "250", "ms"],
            ["Operating temperature", "board", "-20", "", "+85", DEG],
            ["Storage temperature", "", "-40", "", "+100", DEG],
        ],
        7.5,
    )
    s.heading("\u2727 Զոնդ / Probe (ZTC-675K-P only)", 9.5, rule=True)
    s.table(
        [Col("Item", 150), Col("Value", 349)],
        [
            ["Type", "K, ungrounded junction, M6 screw tip"],
            ["Lead", "1 m, glass-fibre insulated"],
            ["Probe temperature rating", "0 " + ELL + " +480 " + DEG],
        ],
        7.5,
    )

    s.add_page()
    s.heading("\u2727 Միացում / Wiring", 9.5, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 60, "C"), Col("Function", 389)],
        [
            ["1", "VCC", "Supply 3.0 " + NDASH + " 5.5 V"],
            ["2", "GND", "Ground"],
            ["3", "SCK", "Serial clock from the host"],
            ["4", "CS", "Chip select, active low; a falling edge stops the conversion"],
            ["5", "SO", "Serial data out, 32 bits, MSB first"],
            ["T+ / T-", "TC", "Thermocouple (T+ = yellow on K, black on J per IEC colour code)"],
        ],
        7.5,
    )
    s.heading("\u2727 Տվյալների ձևաչափ / Data format (D31 " + ELL + " D18)", 9.5, rule=True)
    s.table(
        [Col("Temperature", 120, "C"), Col("Binary (14 bit)", 230, "C"), Col("Hex", 149, "C")],
        [
            ["+1600.00 " + DEG, "0110 0100 0000 00", "0x1900"],
            ["+1000.00 " + DEG, "0011 1110 1000 00", "0x0FA0"],
            ["+100.75 " + DEG, "0000 0110 0100 11", "0x0193"],
            ["0.00 " + DEG, "0000 0000 0000 00", "0x0000"],
            ["-0.25 " + DEG, "1111 1111 1111 11", "0x3FFF"],
            ["-250.00 " + DEG, "1111 0000 0110 00", "0x3C18"],
        ],
        7.5,
    )
    s.para(
        "The format covers more than the thermocouple can deliver; readings outside the "
        "measurement range of the version are not guaranteed. D16 is the fault flag; D2, D1 "
        "and D0 report a short to VCC, a short to GND and an open thermocouple.",
        7.5,
    )
    s.heading("\u2727 Հաճախ տրվող հարցեր / FAQ", 9.5, rule=True)
    s.bullets(
        [
            "Can I use it with a 5 V Arduino? " + DASH + " Yes. Power VCC from 5 V; SO swings "
            "to VCC and SCK / CS accept VCC-level signals.",
            "And with an ESP32 or a Raspberry Pi? " + DASH + " Yes. Power VCC from 3.3 V; "
            "then all logic is at 3.3 V.",
            "Can I measure my pizza oven or kiln? " + DASH + " The ZTC-675K converts up to +1250 "
            + DEG + ", but the probe in the -P kit is rated to +480 " + DEG + ". Use a "
            "ceramic-sheathed type K probe above that.",
            "Grounded probes? " + DASH + " Use an ungrounded junction. A grounded probe on an "
            "earthed machine shows as a short-to-GND fault.",
            "Several modules on one bus? " + DASH + " Yes: share SCK and SO, give each module "
            "its own CS.",
        ],
        7.5,
        "\u2727",
    )
    s.heading("\u2727 Գներ / Prices", 9.5, rule=True)
    s.table(
        [Col("SKU", 120), Col("Description", 250), Col("Price, AMD (դր.)", 129, "C")],
        [
            ["ZTC-675K", "module, type K", "4 900"],
            ["ZTC-675K-P", "module, type K, with 1 m probe", "6 500"],
            ["ZTC-675J", "module, type J", "5 200"],
        ],
        7.5,
    )
    return save(s, out / "ztc-675.pdf")


# ------------------------------------------------ 4-channel optocoupler board (Ulaanbaatar)
def nok4c(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="ХАН-УУЛ ЭЛЕКТРОНИКС  /  KHAN-UUL ELECTRONICS",
        header_right="NOK-4C  \u00b7  Бүтээгдэхүүний хуудас / Product sheet",
        footer_left="Khan-Uul Electronics LLC  \u00b7  Ulaanbaatar, Mongolia  \u00b7  "
        "Улсын бүртгэл 5123456",
        footer_right="Хуудас {page} / {nb}  \u00b7  Page {page} of {nb}",
        rule_color=(20, 80, 150),
        table_fill=(222, 236, 250),
        accent=(20, 80, 150),
        grid=True,
    )
    s = Sheet(style, "NOK-4C 4-channel optocoupler isolation board")
    s.add_page()
    s.title_block(
        "NOK-4C",
        "4-Channel Optocoupler Isolation Board / 4 сувагтай оптрон тусгаарлагч самбар",
        "NOK-4C-05 (3.3 " + NDASH + " 5 V inputs)  \u00b7  NOK-4C-24 (12 " + NDASH + " 24 V "
        "inputs)  \u00b7  PC817-type optocouplers",
        21,
    )

    def description() -> None:
        s.heading("\u27b3 Тайлбар / Description", 9.5)
        s.para(
            "Four optocoupler channels separate a control side (IN1 " + ELL + " IN4, GND1) "
            "from a load side (VCC2, OUT1 " + ELL + " OUT4, GND2). Each input has a series "
            "resistor, a reverse-protection diode and a red LED; each output is an open "
            "collector with an optional 10 k" + OHM + " pull-up to VCC2 (jumper J1).",
            7.5,
        )

    def features() -> None:
        s.heading("\u27b3 Онцлог / Features", 9.5)
        s.bullets(
            [
                "4 channels, separate GND1 and GND2",
                "Two input versions: 3.3 / 5 V and 12 / 24 V",
                "Open-collector outputs, 10 k" + OHM + " pull-ups on J1",
                "Output side 3.3 " + NDASH + " 24 V",
                "Screw terminals, 5.08 mm pitch",
                "Board 50 " + TIMES + " 34 mm, M3 holes",
            ],
            7.5,
            "\u27b3",
        )

    s.side_by_side(description, features, 270, 16)
    s.heading("\u27b3 Техникийн үзүүлэлт / Specifications", 9.5, rule=True)
    s.table(
        [
            Col("Үзүүлэлт / Parameter", 140),
            Col("Нөхцөл / Condition", 130),
            Col("NOK-4C-05", 80, "C"),
            Col("NOK-4C-24", 80, "C"),
            Col("Нэгж / Unit", 69, "C"),
        ],
        [
            [
                "Оролтын асаах хүчдэл\nInput ON voltage",
                "IN to GND1",
                "3.0 " + ELL + " 6.0",
                "10 " + ELL + " 30",
                "V",
            ],
            [
                "Оролтын унтраах хүчдэл\nInput OFF voltage",
                "IN to GND1",
                LE + " 1.0",
                LE + " 4.0",
                "V",
            ],
            [
                "Оролтын гүйдэл\nInput current",
                "IN = 3.3 V / 12 V\nIN = 5.0 V / 24 V",
                "2.4\n4.3",
                "3.9\n8.3",
                "mA",
            ],
            [
                "Оролтын резистор\nInput series resistor",
                "",
                "680",
                "2700",
                OHM,
            ],
            [
                "Гаралтын хүчдэл\nOutput side supply VCC2",
                "VCC2 to GND2",
                "3.3 " + ELL + " 24",
                "3.3 " + ELL + " 24",
                "V",
            ],
            [
                "Гаралтын гүйдэл\nOutput sink current",
                "per channel, continuous",
                "20",
                "20",
                "mA",
            ],
            [
                "Гаралтын бага түвшин\nOutput low voltage",
                "I_{OUT} = 10 mA",
                LE + " 0.4",
                LE + " 0.4",
                "V",
            ],
            [
                "Сэлгэх давтамж\nSwitching frequency, max.",
                "10 k" + OHM + " pull-up, VCC2 = 5 V",
                "5",
                "5",
                "kHz",
            ],
            [
                "Ажиллах температур\nOperating temperature",
                "",
                "-25 " + ELL + " +75",
                "-25 " + ELL + " +75",
                DEG,
            ],
        ],
        7.5,
        head_rows=[["", "", "Хувилбар / Version", "<", ""]],
    )
    s.heading("\u27b3 Хязгаар утга / Absolute maximum ratings", 9.5, rule=True)
    s.table(
        [
            Col("Үзүүлэлт / Parameter", 230),
            Col("NOK-4C-05", 90, "C"),
            Col("NOK-4C-24", 90, "C"),
            Col("Нэгж / Unit", 89, "C"),
        ],
        [
            ["Input voltage IN to GND1", "7", "36", "V"],
            ["Reverse input voltage", "-30", "-30", "V"],
            ["Collector-emitter voltage (OUT to GND2)", "35", "35", "V"],
            ["Collector current per channel", "50", "50", "mA"],
            ["Optocoupler isolation test voltage, 1 min", "5000", "5000", "Vrms"],
        ],
        7.5,
    )

    s.add_page()
    s.heading("\u27b3 Холболт / Connections", 9.5, rule=True)
    s.table(
        [Col("Клемм / Terminal", 110, "C"), Col("Тайлбар / Function", 389)],
        [
            ["IN1 " + ELL + " IN4", "Control inputs, active high against GND1"],
            ["GND1", "Control-side ground"],
            ["VCC2", "Load-side supply 3.3 " + NDASH + " 24 V (feeds the pull-ups only)"],
            ["OUT1 " + ELL + " OUT4", "Open-collector outputs; LOW while the input is ON"],
            ["GND2", "Load-side ground"],
            ["J1", "Pull-up jumper: fitted = 10 k" + OHM + " from each OUT to VCC2"],
        ],
        7.5,
    )
    s.heading("\u27b3 Түгээмэл асуулт / FAQ", 9.5, rule=True)
    s.bullets(
        [
            "ESP32 or Raspberry Pi GPIO on the input side? " + DASH + " Use the NOK-4C-05. A "
            "3.3 V GPIO gives about 2.4 mA, which switches the channel fully on.",
            "24 V PLC outputs or sensors? " + DASH + " Use the NOK-4C-24. The NOK-4C-05 input "
            "survives at most 7 V.",
            "Can an output drive a relay coil? " + DASH + " Only small reed relays up to 20 mA. "
            "Standard 5 V relay coils (70 " + NDASH + " 90 mA) need a transistor stage.",
            "Is the output inverted? " + DASH + " Yes. With J1 fitted, OUT goes LOW while "
            "the input is ON.",
            "Fast signals such as UART? " + DASH + " The couplers are slow: 5 kHz at most with "
            "the 10 k" + OHM + " pull-up, so 9600 baud is marginal and 115200 baud does not "
            "work.",
        ],
        7.5,
        "\u27b3",
    )
    s.heading("\u27b3 Захиалга ба үнэ / Ordering and prices", 9.5, rule=True)
    s.table(
        [Col("Код / SKU", 120), Col("Тайлбар / Description", 260), Col("Үнэ / Price", 119, "C")],
        [
            ["NOK-4C-05", "4 channels, inputs 3.3 " + NDASH + " 5 V", "18 500 \u20ae"],
            ["NOK-4C-24", "4 channels, inputs 12 " + NDASH + " 24 V", "19 900 \u20ae"],
            ["NOK-4C-DIN", "DIN-rail carrier for either version", "6 500 \u20ae"],
        ],
        7.5,
    )
    s.para(
        "Үнэ НӨАТ-тэй / Prices include 10 % VAT. Бараа солих хугацаа 14 хоног / 14-day "
        "exchange.",
        7.0,
    )
    return save(s, out / "nok-4c.pdf")
