"""Hold-out 121 datasheets, part 1: an NDIR CO2 sensor module, an 8-bit I2C GPIO expander
IC, a DC-DC boost converter module and a 2-channel relay module with optocouplers.

A Linköping (Sweden) gas-sensor company "Product Specification" ("n | Title" heads,
"T-n" captions above the tables, measurement data in column groups per range version,
accuracy stacked per concentration band, average current stacked per measurement
interval beside a peak current, a UART command table, pin table and ordering table as
decoys), a Kumamoto (Japan) semiconductor house data sheet in English ("◧ n." heads,
"(Ta = 25 °C)" in the heads, sink current, standby and operating current stacked per
VCC, an address table for two versions, register map and ordering table as decoys), a
Muscat (Oman) maker-store product sheet (OMR prices, "➤" heads, column groups per
version, a Vin → Vout current table, "Good to know" notes and FAQ) and a Dakar
(Senegal) maker-store sheet in French and English (FCFA prices, "♦" heads, two-line
bilingual row names, column groups per coil voltage, FAQ).
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
DASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
SQ = "\u00b2"
ARROW = "\u2192"
TIMES = "\u00d7"


# ------------------------------------------------ NDIR CO2 sensor module (Linköping)
def ncm4120(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="STÅNGÅ SENSOR SYSTEMS",
        header_right="NCM-4120  |  NDIR CO2 sensor module  |  Product Specification",
        footer_left="Stångå Sensor Systems AB  \u00b7  Linköping, Sweden  \u00b7  PS-4120-EN rev. 3  "
        "\u00b7  2024-02-12",
        footer_right="[{page}/{nb}]",
        rule_color=(34, 100, 60),
        table_fill=(222, 240, 228),
        accent=(34, 100, 60),
        grid=False,
    )
    s = Sheet(style, "NCM-4120 NDIR CO2 sensor module")
    s.add_page()
    s.title_block(
        "NCM-4120",
        "NDIR CO2 Sensor Module " + DASH + " Product Specification",
        "Range versions NCM-4120-2K / -5K / -10K  |  UART and PWM outputs, analog output on "
        "-A ordering codes  |  PS-4120-EN rev. 3, February 2024",
        22,
    )

    def description() -> None:
        s.heading("1 | Description", 10.5)
        s.para(
            "The NCM-4120 measures carbon dioxide with a dual-channel non-dispersive infrared "
            "(NDIR) bench: a pulsed lamp, a gold-plated light pipe and a two-channel thermopile "
            "with a reference filter that cancels lamp ageing. Every module is calibrated in "
            "our Linköping gas laboratory and keeps its zero with automatic baseline "
            "correction (ABC).",
            8.0,
        )
        s.para(
            "Typical uses are demand-controlled ventilation, indoor air-quality monitors, "
            "classroom CO2 traffic lights and greenhouse control (with ABC switched off). "
            "The module is not a safety device and must not be used for life-safety alarms.",
            8.0,
        )

    def key_data() -> None:
        s.heading("Key data", 10.5)
        s.table(
            [Col("", 78), Col("", 150)],
            [
                ["Target gas", "Carbon dioxide (CO2)"],
                ["Principle", "NDIR, dual channel"],
                ["Range", "0 " + ELL + " 2000 / 5000 / 10 000 ppm"],
                ["Outputs", "UART (3.3 V), PWM; analog on -A"],
                ["Supply", "5 V DC"],
                ["Average current", "< 25 mA"],
                ["Expected life", "> 15 years"],
                ["Dimensions", "33 x 20 x 9 mm"],
            ],
            7.5,
            show_head=False,
        )

    s.side_by_side(description, key_data, 255, 16)
    s.heading("2 | Measurement data", 10.5, rule=True)
    s.caption("T-1  Measurement characteristics (VIN = 5.0 V, 25 " + DEG + ", 50 %RH, 1013 hPa)")
    s.table(
        [
            Col("Parameter", 112),
            Col("Condition", 118),
            Col("NCM-4120-2K", 65, "C"),
            Col("NCM-4120-5K", 65, "C"),
            Col("NCM-4120-10K", 65, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            [
                "Measuring range",
                "",
                "0 " + ELL + " 2000",
                "0 " + ELL + " 5000",
                "0 " + ELL + " 10 000",
                "ppm",
            ],
            ["Accuracy", "400 " + ELL + " 2000 ppm", PM + "50", PM + "50", PM + "75", "ppm"],
            ["", "2000 ppm " + ELL + " full scale", DASH, PM + "5", PM + "7", "% of reading"],
            ["Repeatability", "at 1000 ppm", PM + "20", PM + "20", PM + "30", "ppm"],
            ["Resolution", "", "1", "1", "5", "ppm"],
            [
                "Response time\n(T90, diffusion)",
                "step 400 " + ARROW + " 2000 ppm",
                "120",
                "120",
                "120",
                "s",
            ],
            [
                "Measurement interval",
                "default / adjustable",
                "2 / 2 " + ELL + " 1800",
                "2 / 2 " + ELL + " 1800",
                "2 / 2 " + ELL + " 1800",
                "s",
            ],
            ["Warm-up time", "to first valid reading", "30", "30", "30", "s"],
            ["", "to full specification", "3", "3", "3", "min"],
            [
                "Pressure dependence",
                "800 " + ELL + " 1150 hPa",
                "0.13",
                "0.13",
                "0.13",
                "% of reading / hPa",
            ],
        ],
        7.5,
        head_rows=[["", "", "Range version", "<", "<", ""]],
    )
    s.heading("3 | Electrical data", 10.5, rule=True)
    s.caption("T-2  Electrical characteristics (all versions, TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 48, "C"),
            Col("Conditions", 139),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 70, "C"),
        ],
        [
            ["Supply voltage", "V_{IN}", "ripple " + LE + " 50 mVpp", "4.5", "5.0", "5.5", "V"],
            [
                "Average supply\ncurrent",
                "I_{AVG}",
                "measurement interval 2 s\nmeasurement interval 60 s",
                "",
                "18\n7",
                "25\n10",
                "mA",
            ],
            ["Peak supply current", "I_{PK}", "lamp pulse, 80 ms", "", "120", "150", "mA"],
            ["Power consumption", "P", "interval 2 s, average", "", "90", "", "mW"],
            ["TXD output high", "V_{OH}", "I_{OH} = -1 mA", "2.8", "3.3", "", "V"],
            ["TXD output low", "V_{OL}", "I_{OL} = 1 mA", "", "", "0.4", "V"],
            ["RXD input high", "V_{IH}", "5 V tolerant", "2.3", "", "5.5", "V"],
            ["RXD input low", "V_{IL}", "", "-0.3", "", "0.8", "V"],
            [
                "Analog output (-A)",
                "V_{AOUT}",
                "0 ppm " + ELL + " full scale",
                "0.4",
                "",
                "2.0",
                "V",
            ],
            ["Analog output load", "R_{L}", "", "10", "", "", "k" + OHM],
            ["PWM output period", "T_{PWM}", "", "", "1004", "", "ms"],
        ],
        7.5,
    )
    s.para(
        "The lamp is pulsed once per measurement. Size the 5 V supply for the peak current, not "
        "for the average: use a source rated for at least 200 mA and place a 100 " + MU + "F "
        "capacitor close to VIN.",
        7.5,
    )

    s.add_page()
    s.heading("4 | Environment and ratings", 10.5, rule=True)
    s.caption("T-3  Environmental conditions")
    s.table(
        [
            Col("Parameter", 160),
            Col("Condition", 170),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Operating temperature", "within specification", "0", "+50", DEG],
            ["", "operational, reduced accuracy", "-10", "+60", DEG],
            ["Operating humidity", "non-condensing", "0", "95", "%RH"],
            ["Operating pressure", "", "800", "1150", "hPa"],
            ["Storage temperature", "", "-30", "+70", DEG],
        ],
        7.5,
    )
    s.caption("T-4  Absolute maximum ratings")
    s.table(
        [Col("Parameter", 330), Col("Min", 50, "C"), Col("Max", 50, "C"), Col("Unit", 69, "C")],
        [
            ["Supply voltage VIN", "-0.3", "6.0", "V"],
            ["Voltage on RXD and HD", "-0.3", "5.5", "V"],
            ["Current into TXD, PWM, AOUT", "", "5", "mA"],
        ],
        7.5,
    )
    s.heading("5 | Interfaces", 10.5, rule=True)
    s.para(
        "UART: 9600 bps, 8 data bits, no parity, 1 stop bit (8N1), 3.3 V logic. RXD is 5 V "
        "tolerant; TXD drives 3.3 V. Send at most one command per 100 ms. PWM: one cycle of "
        "1004 ms starts with 2 ms high and ends with 2 ms low; the CO2 value is "
        "C = range x (TH - 2 ms) / (TH + TL - 4 ms).",
        8.0,
    )
    s.caption("T-5  UART command set (9 bytes, checksum in byte 8)")
    s.table(
        [
            Col("Command", 110),
            Col("Byte 2", 50, "C"),
            Col("Bytes 3 " + ELL + " 7", 150, "C"),
            Col("Reply / effect", 189),
        ],
        [
            ["Read CO2", "0x86", "00 00 00 00 00", "bytes 2-3 = CO2 in ppm (high, low)"],
            ["Zero point (400 ppm)", "0x87", "00 00 00 00 00", "after 20 min in fresh air"],
            ["Span point", "0x88", "span high, span low", "e.g. 0x07 0xD0 = 2000 ppm"],
            ["ABC on / off", "0x79", "0xA0 / 0x00, 00 00 00 00", "ABC period 24 h"],
            ["Set range", "0x99", "00 00 00, range high, low", "e.g. 0x13 0x88 = 5000 ppm"],
        ],
        7.5,
    )
    s.caption("T-6  Pin assignment (7-pin 2.54 mm header)")
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("Function", 399)],
        [
            ["1", "VIN", "Supply 4.5 " + ELL + " 5.5 V"],
            ["2", "GND", "Ground"],
            ["3", "TXD", "UART data out, 3.3 V"],
            ["4", "RXD", "UART data in, 5 V tolerant"],
            ["5", "PWM", "PWM output, 3.3 V push-pull"],
            ["6", "AOUT", "Analog output 0.4 " + ELL + " 2.0 V (-A ordering codes only)"],
            ["7", "HD", "Manual zero: pull low for 7 s or longer in 400 ppm air"],
        ],
        7.5,
    )
    s.heading("6 | Application notes", 10.5, rule=True)
    s.bullets(
        [
            "There is no sleep or standby mode: the lamp and the detector must stay powered. "
            "Removing VIN and re-applying it restarts the 3 min warm-up.",
            "ABC assumes the module sees fresh air (about 400 ppm) at least once in 24 h. Switch "
            "ABC off in greenhouses, cellars and closed boxes.",
            "5 V Arduino boards: yes. Power VIN from 5 V; RXD accepts 5 V and the ATmega328P "
            "reads the 3.3 V TXD level as HIGH.",
            "ESP32, Raspberry Pi and other 3.3 V hosts: connect TXD and RXD directly, but power "
            "VIN from 5 V " + DASH + " the module does not run from 3.3 V.",
        ],
        7.5,
        "\u2013",
    )
    s.caption("T-7  Ordering information")
    s.table(
        [
            Col("Ordering code", 120),
            Col("Range", 100, "C"),
            Col("Outputs", 160),
            Col("Price (SEK, excl. VAT)", 119, "C"),
        ],
        [
            ["NCM-4120-2K-U", "0 " + ELL + " 2000 ppm", "UART, PWM", "395"],
            ["NCM-4120-5K-U", "0 " + ELL + " 5000 ppm", "UART, PWM", "410"],
            [
                "NCM-4120-5K-A",
                "0 " + ELL + " 5000 ppm",
                "UART, PWM, analog 0.4 " + ELL + " 2.0 V",
                "445",
            ],
            ["NCM-4120-10K-U", "0 " + ELL + " 10 000 ppm", "UART, PWM", "480"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-05-02", "1", "First release"],
            ["2023-10-19", "2", "10K version added; PWM formula corrected"],
            ["2024-02-12", "3", "Peak current 150 mA max; application notes"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "ncm-4120.pdf")


# ------------------------------------------------ 8-bit I2C GPIO expander IC (Kumamoto)
def lqe9408(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Aso Semiconductor",
        header_right="LQE9408 / LQE9408A  Datasheet",
        footer_left="Aso Semiconductor Co., Ltd.  Kumamoto, Japan    LQE9408-E  Rev.1.02  2024.01",
        footer_right="{page}/{nb}",
        rule_color=(90, 40, 80),
        table_fill=(250, 245, 215),
        accent=(90, 40, 80),
        grid=True,
    )
    s = Sheet(style, "LQE9408 / LQE9408A 8-bit I2C-bus I/O expander")
    s.add_page()
    s.title_block(
        "LQE9408 / LQE9408A",
        "Low-Voltage 8-Bit I" + SQ + "C-Bus I/O Expander with Interrupt Output",
        "TSSOP16 / SOIC16 / QFN16 (3 x 3 mm)    Datasheet    Rev.1.02",
        19,
    )

    def features() -> None:
        s.heading("\u25e7 1. Features", 9.5)
        s.bullets(
            [
                "Operating power-supply voltage range of 1.65 V to 5.5 V",
                "5.5-V tolerant I/O ports",
                "400-kHz Fast-mode I" + SQ + "C bus",
                "Low standby current: 1.1 " + MU + "A typ. at 5.5 V",
                "Three hardware address pins: up to 8 devices per bus (16 with LQE9408 and "
                "LQE9408A mixed)",
                "Open-drain active-low interrupt output",
                "Latched outputs with 24-mA sink capability for directly driving LEDs",
                "Power-on reset; all I/Os are inputs at power-up",
                "ESD protection exceeds 2000 V HBM",
            ],
            7.5,
            "\u25aa",
        )

    def applications() -> None:
        s.heading("\u25e7 2. Applications", 9.5)
        s.bullets(
            [
                "Servers and network equipment",
                "Keypads and switch banks",
                "LED status indicators",
                "GPIO expansion for microcontroller and single-board-computer hosts",
            ],
            7.5,
            "\u25aa",
        )
        s.heading("\u25e7 3. Description", 9.5)
        s.para(
            "The LQE9408 provides 8 bits of general-purpose parallel I/O for the two-line "
            "I" + SQ + "C bus. It has an input port, an output port, a polarity-inversion and a "
            "configuration register. The LQE9408A is identical except for its fixed address "
            "bits, so that both can share one bus.",
            7.5,
        )

    s.side_by_side(features, applications, 255, 16)
    s.heading("\u25e7 4. Absolute maximum ratings (Ta = 25 " + DEG + ")", 9.5)
    s.table(
        [
            Col("Parameter", 230),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "-0.5", "6.5", "V"],
            ["Input voltage (SCL, SDA, A0 to A2, P-port)", "V_{I}", "-0.5", "6.5", "V"],
            ["Output voltage (P-port, INT)", "V_{O}", "-0.5", "6.5", "V"],
            ["Input clamp current", "I_{IK}", "-20", "", "mA"],
            ["Continuous output low current per P-port", "I_{OL}", "", "50", "mA"],
            ["Continuous output high current per P-port", "I_{OH}", "-50", "", "mA"],
            ["Continuous current through GND", "I_{GND}", "", "250", "mA"],
            ["Continuous current through VCC", "I_{CC}", "", "160", "mA"],
            ["Storage temperature", "T_{stg}", "-65", "150", DEG],
        ],
        7.5,
    )
    s.heading("\u25e7 5. Recommended operating conditions", 9.5)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 55, "C"),
            Col("Conditions", 110),
            Col("Min", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "", "1.65", "5.5", "V"],
            [
                "High-level input voltage",
                "V_{IH}",
                "SCL, SDA\nA2 to A0, P-port",
                "0.7 " + TIMES + " VCC\n0.7 " + TIMES + " VCC",
                "5.5\n5.5",
                "V",
            ],
            [
                "Low-level input voltage",
                "V_{IL}",
                "SCL, SDA, A2 to A0,\nP-port",
                "-0.5",
                "0.3 " + TIMES + " VCC",
                "V",
            ],
            ["High-level output current", "I_{OH}", "P-port", "", "-10", "mA"],
            ["Low-level output current", "I_{OL}", "P-port, per pin", "", "25", "mA"],
            ["Operating free-air temperature", "T_{A}", "", "-40", "85", DEG],
        ],
        7.5,
    )
    s.para(
        "Note: the P-port inputs accept up to 5.5 V independent of VCC, so a 3.3 V system can "
        "read 5 V signals. The outputs drive HIGH only to VCC.",
        7.5,
    )

    s.add_page()
    s.heading(
        "\u25e7 6. Electrical characteristics (Ta = -40 "
        + DEG
        + " to 85 "
        + DEG
        + " unless otherwise noted)",
        9.5,
    )
    s.table(
        [
            Col("Parameter", 104),
            Col("Symbol", 46, "C"),
            Col("Test conditions", 118),
            Col("VCC", 58, "C"),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 53, "C"),
        ],
        [
            [
                "Power-on reset\nvoltage",
                "V_{POR}",
                "VI = VCC or GND, IO = 0",
                "",
                "",
                "1.2",
                "1.5",
                "V",
            ],
            [
                "Low-level output\ncurrent (P-port)",
                "I_{OL}",
                "VOL = 0.5 V",
                "1.65 V\n2.3 V\n3.0 V\n4.5 V",
                "8\n10\n14\n20",
                "11\n15\n20\n28",
                "",
                "mA",
            ],
            [
                "High-level output\nvoltage (P-port)",
                "V_{OH}",
                "IOH = -8 mA",
                "2.3 V\n3.0 V\n4.5 V",
                "1.8\n2.6\n4.1",
                "",
                "",
                "V",
            ],
            [
                "INT low-level\noutput current",
                "I_{OL}",
                "VOL = 0.4 V",
                "1.65 V to 5.5 V",
                "3",
                "",
                "",
                "mA",
            ],
            [
                "Operating supply\ncurrent",
                "I_{CC}",
                "SCL 400 kHz, no load,\nI/O = inputs",
                "5.5 V\n3.6 V\n2.7 V",
                "",
                "60\n25\n15",
                "120\n50\n35",
                MU + "A",
            ],
            [
                "Standby supply\ncurrent",
                "I_{CC(stb)}",
                "SCL = SDA = VCC,\nVI = VCC or GND",
                "5.5 V\n3.6 V\n2.7 V\n1.95 V",
                "",
                "1.1\n0.8\n0.5\n0.4",
                "2.5\n1.8\n1.2\n1.0",
                MU + "A",
            ],
            [
                "Input leakage",
                "I_{I}",
                "SCL, SDA; VI = VCC or GND",
                "1.65 V to 5.5 V",
                "",
                "",
                PM + "1",
                MU + "A",
            ],
            ["Input capacitance", "C_{I}", "SCL", "", "", "4", "6", "pF"],
        ],
        7.3,
    )
    s.heading("\u25e7 7. I" + SQ + "C-bus timing (Fast mode)", 9.5)
    s.table(
        [
            Col("Parameter", 220),
            Col("Symbol", 70, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["SCL clock frequency", "f_{SCL}", "0", "400", "kHz"],
            ["Bus free time between STOP and START", "t_{BUF}", "1.3", "", MU + "s"],
            ["SCL low period", "t_{LOW}", "1.3", "", MU + "s"],
            ["SCL high period", "t_{HIGH}", "0.6", "", MU + "s"],
            ["Pulse width of spikes suppressed", "t_{SP}", "", "50", "ns"],
            ["Output data valid (P-port, from ACK)", "t_{pv}", "", "200", "ns"],
        ],
        7.3,
    )
    s.heading("\u25e7 8. Device address", 9.5)
    s.table(
        [
            Col("A2", 50, "C"),
            Col("A1", 50, "C"),
            Col("A0", 50, "C"),
            Col("LQE9408 (7-bit)", 170, "C"),
            Col("LQE9408A (7-bit)", 179, "C"),
        ],
        [
            ["L", "L", "L", "0x20", "0x38"],
            ["L", "L", "H", "0x21", "0x39"],
            ["L", "H", "L", "0x22", "0x3A"],
            ["L", "H", "H", "0x23", "0x3B"],
            ["H", "L", "L", "0x24", "0x3C"],
            ["H", "L", "H", "0x25", "0x3D"],
            ["H", "H", "L", "0x26", "0x3E"],
            ["H", "H", "H", "0x27", "0x3F"],
        ],
        7.3,
    )
    s.para(
        "Addresses are 7-bit. The first byte on the bus is the address shifted left with the "
        "R/W bit: 40h / 41h for an LQE9408 with A2 to A0 = LLL, 70h / 71h for an LQE9408A.",
        7.3,
    )
    s.heading("\u25e7 9. Register map", 9.5)
    s.table(
        [
            Col("Command byte", 90, "C"),
            Col("Register", 170),
            Col("Access", 80, "C"),
            Col("Power-up default", 159, "C"),
        ],
        [
            ["00h", "Input port", "read only", "xxh (pin levels)"],
            ["01h", "Output port", "read / write", "FFh"],
            ["02h", "Polarity inversion", "read / write", "00h"],
            ["03h", "Configuration (1 = input)", "read / write", "FFh"],
        ],
        7.3,
    )
    s.heading("\u25e7 10. Ordering information", 9.5)
    s.table(
        [
            Col("Part number", 120),
            Col("Address range", 110, "C"),
            Col("Package", 120, "C"),
            Col("Packing", 149, "C"),
        ],
        [
            ["LQE9408PW", "0x20 to 0x27", "TSSOP16", "reel, 2000 pcs"],
            ["LQE9408D", "0x20 to 0x27", "SOIC16", "reel, 2500 pcs"],
            ["LQE9408RG", "0x20 to 0x27", "QFN16 (3 x 3)", "reel, 3000 pcs"],
            ["LQE9408APW", "0x38 to 0x3F", "TSSOP16", "reel, 2000 pcs"],
            ["LQE9408AD", "0x38 to 0x3F", "SOIC16", "reel, 2500 pcs"],
        ],
        7.3,
    )
    return save(s, out / "lqe9408.pdf")


# ------------------------------------------------ DC-DC boost converter module (Muscat)
def sbm409(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="MUTRAH MAKER SUPPLIES",
        header_right="SBM-409 / SBM-409D boost converter  \u00b7  product sheet",
        footer_left="Mutrah Maker Supplies LLC  \u00b7  Ruwi, Muscat, Sultanate of Oman  \u00b7  "
        "CR 1187734  \u00b7  prices in OMR incl. 5 % VAT",
        footer_right="pg {page}/{nb}",
        rule_color=(150, 110, 60),
        table_fill=None,
        accent=(120, 80, 30),
        grid=False,
    )
    s = Sheet(style, "SBM-409 / SBM-409D DC-DC boost converter module")
    s.add_page()
    s.title_block(
        "SBM-409 / SBM-409D",
        "DC-DC Boost (Step-Up) Converter Module, 3 " + NDASH + " 30 V in, 5 " + NDASH + " 35 V out",
        "SKU 40921  SBM-409 (25-turn potentiometer)  OMR 1.450    |    SKU 40922  SBM-409D (with "
        "3-digit voltmeter)  OMR 2.900",
        20,
    )

    def overview() -> None:
        s.heading("\u27a4 Overview", 10)
        s.para(
            "A small step-up converter for raising a battery or USB voltage to what your "
            "project needs: 5 V from one Li-ion cell, 12 V for a router or LED strip from a "
            "USB power bank, 19 V or 24 V from a 12 V adapter. The output is set with a "
            "25-turn potentiometer. The SBM-409D adds a 3-digit voltmeter that shows the "
            "output voltage.",
            8.0,
        )

    def in_the_bag() -> None:
        s.heading("\u27a4 In the bag", 10)
        s.bullets(
            [
                "1 x converter module",
                "2 x 2-pin screw terminals (not soldered)",
                "SBM-409D: voltmeter fitted and calibrated",
            ],
            8.0,
            "\u25b8",
        )

    s.side_by_side(overview, in_the_bag, 300, 16)
    s.heading("\u27a4 Specifications", 10, rule=True)
    s.table(
        [Col("Item", 120), Col("SBM-409", 105, "C"), Col("SBM-409D", 105, "C"), Col("Notes", 169)],
        [
            [
                "Input voltage",
                "3.0 " + NDASH + " 30 V",
                "4.5 " + NDASH + " 30 V",
                "the voltmeter of the D version needs 4.5 V",
            ],
            [
                "Output voltage",
                "5 " + NDASH + " 35 V",
                "5 " + NDASH + " 35 V",
                "set with the pot; must be " + GE + " Vin + 1 V",
            ],
            ["Input current", "4 A max", "4 A max", "switch limit; keep " + LE + " 3 A continuous"],
            ["No-load input current", "8 mA", "25 mA", "12 V in, 24 V out"],
            ["Off current (EN low)", "80 " + MU + "A", "no EN pad", "SBM-409 only"],
            ["Switching frequency", "400 kHz", "400 kHz", ""],
            ["Efficiency", "up to 94 %", "up to 93 %", "see the table below"],
            ["Output ripple", "50 mVpp", "50 mVpp", "12 V " + ARROW + " 24 V, 1 A, 20 MHz BW"],
            [
                "Operating temperature",
                "-40 " + NDASH + " +85 " + DEG,
                "-10 " + NDASH + " +60 " + DEG,
                "D: limited by the display",
            ],
            ["Size", "43 x 21 x 14 mm", "48 x 26 x 18 mm", "incl. potentiometer"],
            ["Weight", "10 g", "14 g", ""],
        ],
        7.8,
    )
    s.heading("\u27a4 How much current can I take?", 10, rule=True)
    s.table(
        [
            Col("Input " + ARROW + " output", 130, "C"),
            Col("Max. output current", 120, "C"),
            Col("Efficiency at that current", 130, "C"),
            Col("Input current", 119, "C"),
        ],
        [
            ["3.7 V " + ARROW + " 5 V", "1.2 A", "87 %", "1.9 A"],
            ["5 V " + ARROW + " 9 V", "1.3 A", "88 %", "2.7 A"],
            ["5 V " + ARROW + " 12 V", "1.0 A", "89 %", "2.7 A"],
            ["12 V " + ARROW + " 19 V", "1.5 A", "92 %", "2.6 A"],
            ["12 V " + ARROW + " 24 V", "1.0 A", "93 %", "2.2 A"],
            ["24 V " + ARROW + " 32 V", "1.8 A", "94 %", "2.6 A"],
        ],
        7.8,
    )
    s.para(
        "Measured on our bench at 25 " + DEG + " without a heat sink, both versions. Above "
        "2 A input current the inductor and diode get hot (about 70 " + DEG + "); fit a small "
        "heat sink on the regulator IC or stay below the figures in this table.",
        7.5,
    )

    s.add_page()
    s.heading("\u27a4 Pins and pads", 10, rule=True)
    s.table(
        [Col("Pad", 70, "C"), Col("Function", 260), Col("Wire", 169)],
        [
            [
                "IN+",
                "Input positive, 3.0 " + NDASH + " 30 V (SBM-409D: 4.5 " + NDASH + " 30 V)",
                "0.75 mm" + SQ + " or thicker",
            ],
            ["IN-", "Input negative, common with OUT-", "0.75 mm" + SQ + " or thicker"],
            ["OUT+", "Output positive, 5 " + NDASH + " 35 V", "0.5 mm" + SQ],
            ["OUT-", "Output negative", "0.5 mm" + SQ],
            ["EN", "SBM-409 only: low = off, open or high = on", "optional"],
        ],
        7.8,
    )
    s.heading("\u27a4 Good to know", 10, rule=True)
    s.bullets(
        [
            "1. A boost converter can only raise the voltage. With the input above the set "
            "output, the input passes through the inductor and the diode to the output (minus "
            "about 0.5 V) and nothing is regulated.",
            "2. No reverse-polarity protection: swapping IN+ and IN- destroys the module.",
            "3. The minimum output is 5 V. For 3.3 V use one of our buck modules.",
            "4. As shipped the output is set to about 12 V. Turn the pot 10 turns "
            "counter-clockwise before you connect a 5 V device.",
        ],
        7.8,
        "",
    )
    s.heading("\u27a4 FAQ", 10, rule=True)
    s.para("Can I run it from one Li-ion / LiPo cell?", 8.0, bold=True)
    s.para(
        "SBM-409: yes, it starts at 3.0 V. The SBM-409D's voltmeter needs at least 4.5 V, so "
        "the D version does not run from one cell.",
        8.0,
    )
    s.para("Can I get a steady 12 V from a 12 V car battery?", 8.0, bold=True)
    s.para(
        "No. While the engine runs the battery is at 13.8 " + NDASH + " 14.4 V, above the "
        "12 V you want, and a boost converter cannot bring it down (see note 1). Use a "
        "buck-boost module.",
        8.0,
    )
    s.para("Will it run a 19 V laptop (3.4 A) from 12 V?", 8.0, bold=True)
    s.para(
        "No. At 12 V " + ARROW + " 19 V the module gives 1.5 A at most.",
        8.0,
    )
    s.para("Can I charge a battery with it?", 8.0, bold=True)
    s.para(
        "We do not recommend it: there is no current limit, so a flat battery pulls the full "
        "input current.",
        8.0,
    )
    s.heading("\u27a4 Order", 10, rule=True)
    s.table(
        [
            Col("SKU", 70, "C"),
            Col("Product", 249),
            Col("Price (OMR)", 90, "C"),
            Col("Stock", 90, "C"),
        ],
        [
            ["40921", "SBM-409 boost module", "1.450", "in stock"],
            ["40922", "SBM-409D boost module with voltmeter", "2.900", "in stock"],
            ["40925", "SBM-409, pack of 5", "6.500", "2-3 days"],
        ],
        7.8,
    )
    return save(s, out / "sbm-409.pdf")


# ------------------------------------------- 2-channel relay module with optocouplers (Dakar)
def tdr2j(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="MÉDINA MAKER STORE  \u00b7  DAKAR",
        header_right="TDR-2J05 / TDR-2J12  \u00b7  Fiche technique / Data sheet",
        footer_left="Médina Maker Store SARL  \u00b7  Rue 11 x Blaise Diagne, Dakar, Sénégal  \u00b7  "
        "NINEA 0071523",
        footer_right="Page {page} sur {nb} / Page {page} of {nb}",
        rule_color=(40, 60, 150),
        table_fill=(235, 235, 242),
        accent=(40, 60, 150),
        grid=True,
    )
    s = Sheet(style, "TDR-2J05 / TDR-2J12 2-channel relay module with optocouplers")
    s.add_page()
    s.title_block(
        "TDR-2J05 / TDR-2J12",
        "Module relais 2 canaux avec optocoupleurs / 2-channel relay module with optocouplers",
        "Réf. TDR-2J05 (bobines 5 V / 5 V coils) : 2 900 FCFA    Réf. TDR-2J12 (bobines 12 V / "
        "12 V coils) : 3 200 FCFA    TTC",
        20,
    )
    s.heading("\u2666 Description", 10.5)
    s.para(
        "Deux relais 1RT (NO / COM / NC) commandés par optocoupleurs, avec LED d'état par canal. "
        "Two 1-form-C relays (NO / COM / NC) driven through optocouplers, with a status LED per "
        "channel. The logic side (VCC, IN1, IN2) and the coil side (JD-VCC) have separate "
        "supply pins; on the TDR-2J05 a jumper joins VCC and JD-VCC as shipped. Inputs are "
        "active LOW: the relay closes when IN is pulled to GND.",
        8.0,
    )
    s.heading("\u2666 Caractéristiques / Specifications", 10.5)
    s.table(
        [
            Col("Paramètre / Parameter", 225),
            Col("TDR-2J05", 95, "C"),
            Col("TDR-2J12", 95, "C"),
            Col("Unité / Unit", 84, "C"),
        ],
        [
            ["Alimentation bobines /\nCoil supply (JD-VCC)", "5", "12", "V DC"],
            [
                "Alimentation logique /\nLogic supply (VCC)",
                "3.3 " + ELL + " 5.0",
                "3.3 " + ELL + " 5.0",
                "V DC",
            ],
            ["Résistance bobine / Coil resistance", "70", "400", OHM],
            ["Courant bobine, par relais /\nCoil current, per relay", "71", "30", "mA"],
            ["Tension d'enclenchement max. /\nPull-in voltage, max.", "3.75", "9.0", "V"],
            ["Tension de relâchement min. /\nDrop-out voltage, min.", "0.5", "1.2", "V"],
            [
                "Courant JD-VCC, 2 relais actifs /\nJD-VCC current, both relays on",
                "145",
                "62",
                "mA",
            ],
            [
                "Courant d'entrée IN = 0 V, VCC = 5 V /\nInput current per IN, VCC = 5 V",
                "2.5",
                "2.5",
                "mA",
            ],
            [
                "Courant d'entrée IN = 0 V, VCC = 3.3 V /\nInput current per IN, VCC = 3.3 V",
                "1.2",
                "1.2",
                "mA",
            ],
            ["Relais actif si IN " + LE + " / Relay on when IN " + LE, "1.5", "1.5", "V"],
            ["Cavalier JD-VCC / JD-VCC jumper", "oui / yes", "non / no", ""],
        ],
        7.8,
        head_rows=[["", "Version", "<", ""]],
    )
    s.heading("\u2666 Contacts et isolation / Contacts and isolation (both versions)", 10.5)
    s.table(
        [Col("Paramètre / Parameter", 225), Col("Valeur / Value", 274)],
        [
            ["Forme de contact / Contact form", "1 form C (NO / COM / NC) per channel"],
            ["Charge nominale résistive /\nRated load, resistive", "10 A 250 VAC / 10 A 30 VDC"],
            ["Tension de commutation max. /\nMax. switching voltage", "250 VAC / 30 VDC"],
            ["Puissance de commutation max. /\nMax. switching power", "2500 VA / 300 W"],
            ["Charge inductive / Inductive load (cos " + "\u03c6" + " = 0.4)", "3 A 250 VAC"],
            ["Durée de vie électrique / Electrical life", "100 000 operations at rated load"],
            ["Durée de vie mécanique / Mechanical life", "10 000 000 operations"],
            ["Isolation optocoupleur / Optocoupler isolation", "5000 Vrms"],
            [
                "Température de fonctionnement /\nOperating temperature",
                "-20 " + ELL + " +60 " + DEG,
            ],
            ["Dimensions", "50 x 38 x 19 mm, 4 x M3 holes"],
        ],
        7.8,
    )

    s.add_page()
    s.heading("\u2666 Brochage / Pinout", 10.5)
    s.table(
        [
            Col("Connecteur / Connector", 140),
            Col("Broche / Pin", 90, "C"),
            Col("Fonction / Function", 269),
        ],
        [
            ["Logic header (4 pins)", "1  GND", "Ground of the logic side"],
            ["", "2  IN1", "Channel 1, active LOW"],
            ["", "3  IN2", "Channel 2, active LOW"],
            ["", "4  VCC", "Logic supply 3.3 " + ELL + " 5.0 V (optocoupler LEDs)"],
            ["Coil header (3 pins)", "1  VCC", "Joined to JD-VCC by the jumper (TDR-2J05)"],
            ["", "2  JD-VCC", "Coil supply: 5 V (TDR-2J05) or 12 V (TDR-2J12)"],
            ["", "3  GND", "Ground of the coil side"],
            ["Screw terminals K1, K2", "NO / COM / NC", "Load side, up to 250 VAC"],
        ],
        7.8,
    )
    s.heading("\u2666 Avec une carte 3,3 V / With a 3.3 V board (ESP32, Raspberry Pi, Pico)", 10.5)
    s.para(
        "Do not feed VCC with 5 V when the IN pins come from a 3.3 V board: an IN held at 3.3 V "
        "still lets about 1 mA through the optocoupler LED and the relay may not release. "
        "Remove the JD-VCC jumper (TDR-2J05), feed VCC from the board's 3.3 V pin and JD-VCC "
        "from 5 V. The TDR-2J12 always has VCC separate: feed VCC from 3.3 V and JD-VCC from "
        "12 V.",
        8.0,
    )
    s.heading("\u2666 Questions fréquentes / FAQ", 10.5)
    faq = [
        (
            "Can it switch a 2 kW kettle or heater on 230 V?",
            "Yes: 2000 W / 230 V = 8.7 A, under the 10 A resistive rating. Use 1.5 mm"
            + SQ
            + " wire and keep the load on one channel.",
        ),
        (
            "Can an Arduino Uno power and drive the TDR-2J05?",
            "Yes. Leave the jumper in place, connect VCC to the Uno's 5 V pin and IN1 / IN2 to "
            "two digital pins. With both relays on the module draws about 150 mA from 5 V.",
        ),
        (
            "DC loads?",
            "Up to 30 VDC and 10 A resistive. Motors and solenoids are inductive: fit a "
            "flyback diode across the load.",
        ),
        (
            "Can I use 5 V logic with the TDR-2J12?",
            "Yes, VCC and the IN pins work from 3.3 V to 5.0 V on both versions.",
        ),
    ]
    for question, answer in faq:
        s.para("Q : " + question, 8.0, bold=True)
        s.para("R : " + answer, 8.0)
    s.heading("\u2666 Commande / Ordering", 10.5)
    s.table(
        [
            Col("Réf. / Code", 110, "C"),
            Col("Désignation / Description", 249),
            Col("Prix / Price (FCFA TTC)", 140, "C"),
        ],
        [
            ["TDR-2J05", "Module relais 2 canaux, bobines 5 V", "2 900"],
            ["TDR-2J12", "Module relais 2 canaux, bobines 12 V", "3 200"],
            ["TDR-2J05-P5", "Lot de 5 / pack of 5, TDR-2J05", "13 000"],
        ],
        7.8,
    )
    return save(s, out / "tdr-2j05.pdf")
