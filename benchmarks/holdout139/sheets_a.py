"""Hold-out 139 datasheets, part 1: a mains AC current transformer module, a dual-channel
16-bit I2C ADC IC, a relay module with 12 V coils and optocouplers, and a 5 V / 3 A
synchronous buck module.

An Ostrava (Czech Republic) measurement-instrument company "Technical data sheet"
("n :: TITLE" heads, "Tab. n –" captions above the tables, measuring data in column
groups per rated-current version, measuring range stacked per supply voltage, an
ordering table in CZK and a pin table as decoys), an Okayama (Japan) semiconductor
house data sheet in English ("(n) Title" heads, "Table n." captions below the tables,
full-scale range stacked per PGA gain, resolution and data rate stacked per mode, an
address table, register map and output-code table as decoys), a Mombasa (Kenya)
maker-store product sheet ("⁕" heads, prices in KSh incl. 16 % VAT, column groups per
channel count, an input table per logic supply, "Good to know" and FAQ) and a Recife
(Brazil) maker-store "ficha técnica" in Portuguese and English ("SEÇÃO n ·" heads,
bilingual row names wrapped over two lines, column groups per input version, an
efficiency table, FAQ).
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
DOT = "\u00b7"


# ------------------------------------------------ AC current transformer module (Ostrava)
def paxct31(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="ODRA MĚŘICÍ TECHNIKA",
        header_right="PAX-CT31  |  Technický list / Technical data sheet",
        footer_left="Odra Měřicí Technika s.r.o.  " + DOT + "  Ostrava-Vítkovice, Czech Republic  "
        + DOT + "  IČO 06241873  " + DOT + "  TL-PAX31-EN, edition 2 (03/2024)",
        footer_right="strana {page} / {nb}",
        rule_color=(150, 45, 35),
        table_fill=None,
        accent=(150, 45, 35),
        grid=False,
    )
    s = Sheet(style, "PAX-CT31 split-core AC current transformer module")
    s.add_page()
    s.title_block(
        "PAX-CT31",
        "Split-core AC current transformer module with signal conditioning " + NDASH
        + " analog output",
        "Rated current versions PAX-CT31-05 / -20 / -50   |   AO waveform output on all "
        "versions, DC (RMS) output on -R ordering codes   |   edition 2, March 2024",
        22,
    )

    def description() -> None:
        s.heading("1 :: DESCRIPTION", 10)
        s.para(
            "The PAX-CT31 is a split-core current transformer with a small conditioning board "
            "on a 30 cm lead. The core is clipped around ONE insulated conductor of a mains "
            "circuit (50 Hz or 60 Hz); the secondary current is converted by a precision "
            "burden and a rail-to-rail amplifier into a voltage waveform on AO. AO is centred "
            "on VREF = VCC / 2, so a single-supply ADC can read both half-waves.",
            8.0,
        )
        s.para(
            "Ordering codes ending in -R add a true-RMS converter: the DO pin then carries a DC "
            "voltage proportional to the RMS current, for hosts that cannot sample fast enough.",
            8.0,
        )

    def key_data() -> None:
        s.heading("KEY DATA", 10)
        s.table(
            [Col("", 86), Col("", 130)],
            [
                ["Rated current", "5 A / 20 A / 50 A AC"],
                ["Output AO", "1 V rms at rated current"],
                ["Output DO (-R)", "0 " + ELL + " 2.0 V DC"],
                ["Supply", "3.3 V or 5 V DC"],
                ["Isolation", "3 kV AC, 1 min"],
                ["Connector", "JST-XH, 5 pins"],
            ],
            7.5,
            show_head=False,
        )

    s.side_by_side(description, key_data, 265, 18)
    s.heading("2 :: MEASURING DATA", 10, rule=True)
    s.caption("Tab. 1 " + NDASH + " Measuring characteristics (fN = 50 Hz, Ta = 23 " + DEG
              + ", sine wave)")
    s.table(
        [
            Col("Parameter", 112),
            Col("Conditions", 118),
            Col("PAX-CT31-05", 66, "C"),
            Col("PAX-CT31-20", 66, "C"),
            Col("PAX-CT31-50", 66, "C"),
            Col("Unit", 71, "C"),
        ],
        [
            ["Rated primary current", "I_{PN}, AC rms", "5", "20", "50", "A"],
            [
                "Measuring range",
                "VCC = 5.0 V\nVCC = 3.3 V",
                "0 " + ELL + " 7.5\n0 " + ELL + " 5",
                "0 " + ELL + " 30\n0 " + ELL + " 20",
                "0 " + ELL + " 60\n0 " + ELL + " 50",
                "A rms",
            ],
            ["Sensitivity (AO)", "rms output / rms input", "200", "50", "20", "mV/A"],
            ["Transfer ratio (DO, -R)", "DC output / rms input", "400", "100", "40", "mV/A"],
            [
                "Ratio error",
                "10 " + ELL + " 100 % I_{PN}",
                PM + "1.0",
                PM + "1.0",
                PM + "1.5",
                "% of reading",
            ],
            ["Linearity", "1 " + ELL + " 120 % I_{PN}", "0.2", "0.2", "0.3", "% of I_{PN}"],
            ["Turns ratio", "", "1 : 1000", "1 : 2000", "1 : 2500", ""],
            ["Burden resistor", "on board, 0.1 %", "200", "100", "50", OHM],
        ],
        7.5,
        head_rows=[["", "", "Rated-current version", "<", "<", ""]],
    )
    s.heading("3 :: ELECTRICAL DATA", 10, rule=True)
    s.caption("Tab. 2 " + NDASH + " Electrical characteristics (all versions, Ta = 23 " + DEG
              + ")")
    s.table(
        [
            Col("Parameter", 106),
            Col("Symbol", 44, "C"),
            Col("Conditions", 140),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 83, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "AO versions\n-R versions", "3.0\n4.5", "", "5.5\n5.5",
             "V"],
            [
                "Supply current\n(AO unloaded)",
                "I_{CC}",
                "AO versions\n-R versions",
                "",
                "1.8\n3.4",
                "2.5\n4.8",
                "mA",
            ],
            ["Reference output", "V_{REF}", "", "", "0.5 " + TIMES + " VCC", "", "V"],
            ["AO output swing", "V_{AO}", "R_{L} " + GE + " 10 k" + OHM, "0.1", "",
             "VCC - 0.1", "V"],
            ["AO load resistance", "R_{L}", "to VREF or GND", "10", "", "", "k" + OHM],
            ["DO output (-R)", "V_{DO}", "0 " + ELL + " I_{PN}", "0", "", "2.0", "V"],
            ["DO settling (-R)", "t_{r}", "to 90 % of final value", "", "", "300", "ms"],
            ["AO noise", "e_{n}", "0.1 Hz " + ELL + " 10 kHz", "", "1.5", "", "mV rms"],
        ],
        7.5,
    )
    s.para(
        "Example (not a specification): a PAX-CT31-20 at VCC = 3.3 V with 8 A rms in the "
        "conductor gives AO = 1.65 V " + PM + " 0.566 V peak (0.4 V rms) and, on a -R code, "
        "DO = 0.8 V.",
        7.5,
    )

    s.add_page()
    s.heading("4 :: INSULATION AND ENVIRONMENT", 10, rule=True)
    s.caption("Tab. 3 " + NDASH + " Insulation and environmental conditions")
    s.table(
        [
            Col("Parameter", 170),
            Col("Conditions", 165),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Isolation test voltage", "core / lead to conductor, 1 min", "", "3", "kV AC"],
            ["Rated insulation voltage", "insulated conductor, CAT III", "", "300", "V AC"],
            ["Operating temperature", "", "-25", "+70", DEG],
            ["Storage temperature", "", "-40", "+85", DEG],
            ["Relative humidity", "non-condensing", "20", "90", "%RH"],
            ["Opening cycles of the core", "", "", "1000", ""],
        ],
        7.5,
    )
    s.caption("Tab. 4 " + NDASH + " Limiting values (absolute maximum ratings)")
    s.table(
        [Col("Parameter", 335), Col("Min", 50, "C"), Col("Max", 50, "C"), Col("Unit", 64, "C")],
        [
            ["Supply voltage VCC", "-0.3", "6.0", "V"],
            ["Voltage on AO, DO, VREF", "-0.3", "VCC + 0.3", "V"],
            ["Primary current, continuous", "", "1.5 " + TIMES + " I_{PN}", "A rms"],
            ["Output current AO, DO", "", "10", "mA"],
        ],
        7.5,
    )
    s.heading("5 :: CONNECTION", 10, rule=True)
    s.caption("Tab. 5 " + NDASH + " Pin assignment (JST-XH, 2.5 mm pitch)")
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("Wire", 70, "C"), Col("Function", 329)],
        [
            ["1", "VCC", "red", "Supply 3.0 " + ELL + " 5.5 V (4.5 " + ELL + " 5.5 V on -R codes)"],
            ["2", "GND", "black", "Ground"],
            ["3", "AO", "yellow", "Current waveform, centred on VREF"],
            ["4", "VREF", "white", "VCC / 2 reference, max. 1 mA"],
            ["5", "DO", "blue", "DC output proportional to RMS current (-R codes, else n.c.)"],
        ],
        7.5,
    )
    s.heading("6 :: NOTES FOR USE", 10, rule=True)
    s.bullets(
        [
            "Clip the core around one conductor only (L or N). Around a complete cable the two "
            "currents cancel and AO stays at VREF.",
            "Use insulated conductors only. The core is not rated for bare busbars.",
            "AO swings up to VCC. When AO goes to the ADC of a 3.3 V microcontroller, power "
            "the module from the same 3.3 V, not from 5 V.",
            "For a differential ADC, connect AO to the positive and VREF to the negative input; "
            "the signal is then " + PM + " (VCC / 2 - 0.1 V) at most.",
            "The arrow on the core points to the load. Reversing it inverts AO but does not "
            "change the RMS value.",
        ],
        7.5,
        "\u2013",
    )
    s.caption("Tab. 6 " + NDASH + " Ordering information")
    s.table(
        [
            Col("Ordering code", 110),
            Col("Rated current", 80, "C"),
            Col("Outputs", 120, "C"),
            Col("Lead", 70, "C"),
            Col("Price (CZK, excl. VAT)", 119, "C"),
        ],
        [
            ["PAX-CT31-05-A", "5 A", "AO", "30 cm", "289"],
            ["PAX-CT31-20-A", "20 A", "AO", "30 cm", "289"],
            ["PAX-CT31-50-A", "50 A", "AO", "30 cm", "319"],
            ["PAX-CT31-20-R", "20 A", "AO, DO", "30 cm", "449"],
            ["PAX-CT31-50-R", "50 A", "AO, DO", "30 cm", "479"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-06-20", "1", "First edition"],
            ["2024-03-04", "2", "-R codes added; measuring range at VCC = 3.3 V"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "pax-ct31.pdf")


# ------------------------------------------------ dual-channel 16-bit I2C ADC (Okayama)
def hkd3162(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="KIBIYAMA SEMICONDUCTOR",
        header_right="HKD3162  DATA SHEET",
        footer_left="Kibiyama Semiconductor Co., Ltd.   Okayama, Japan   KS-DS-3162E  ver.1.1  "
        "(2024-03)",
        footer_right="- {page} -",
        rule_color=(40, 90, 100),
        table_fill=(236, 232, 246),
        accent=(40, 90, 100),
        grid=True,
    )
    s = Sheet(style, "HKD3162 dual-channel 16-bit I2C ADC")
    s.add_page()
    s.title_block(
        "HKD3162",
        "2-Channel, 16-Bit Delta-Sigma A/D Converter with I" + SQ + "C Interface, PGA and "
        "Internal Reference",
        "MSOP-10 / DFN-10 (3 mm x 3 mm)     ver.1.1",
        20,
    )

    def overview() -> None:
        s.heading("(1) Overview", 9.5)
        s.para(
            "The HKD3162 is a low-power delta-sigma A/D converter with two differential input "
            "channels, a programmable gain amplifier (PGA), an internal 2.048 V reference and "
            "an internal oscillator. Results are read through a 2-wire I" + SQ + "C-compatible "
            "interface; the ADDR pin selects one of four slave addresses.",
            7.6,
        )
        s.para(
            "Typical applications: portable instruments, battery monitoring, bridge sensors, "
            "current measurement with CT modules and shunts, temperature measurement.",
            7.6,
        )

    def features() -> None:
        s.heading("(2) Features", 9.5)
        s.bullets(
            [
                "16-bit resolution, no missing codes",
                "Two differential inputs (or two single-ended)",
                "PGA gain: 1, 2, 4 or 8",
                "Internal reference 2.048 V " + PM + "0.05 %",
                "15 / 60 / 240 samples per second",
                "Supply: 2.2 V to 5.5 V",
                "Continuous and one-shot conversion",
                "Standard, Fast and High-speed mode I" + SQ + "C",
            ],
            7.6,
            "\u25cb",
        )

    s.side_by_side(overview, features, 270, 16)
    s.heading("(3) Absolute maximum ratings", 9.5)
    s.table(
        [
            Col("Item", 230),
            Col("Symbol", 60, "C"),
            Col("Rating", 130, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "-0.3 to 6.0", "V"],
            ["Analog input voltage (AIN0" + PM + ", AIN1" + PM + ")", "V_{AIN}",
             "-0.3 to VDD + 0.3", "V"],
            ["Digital pin voltage (SDA, SCL, ADDR)", "V_{DIG}", "-0.3 to 6.0", "V"],
            ["Input current, any pin", "I_{IN}", PM + "10", "mA"],
            ["Junction temperature", "T_{J}", "150", DEG],
            ["Storage temperature", "T_{stg}", "-65 to 150", DEG],
        ],
        7.4,
    )
    s.caption("Table 1.  Absolute maximum ratings", 7.8)
    s.heading("(4) Electrical characteristics", 9.5)
    s.table(
        [
            Col("Item", 100),
            Col("Symbol", 44, "C"),
            Col("Conditions", 136),
            Col("Min.", 48, "C"),
            Col("Typ.", 48, "C"),
            Col("Max.", 48, "C"),
            Col("Unit", 75, "C"),
        ],
        [
            ["Analog input"],
            [
                "Full-scale input\nrange (differential)",
                "FSR",
                "PGA = 1\nPGA = 2\nPGA = 4\nPGA = 8",
                "",
                PM + "2.048\n" + PM + "1.024\n" + PM + "0.512\n" + PM + "0.256",
                "",
                "V",
            ],
            ["Absolute input\nvoltage", "V_{AIN}", "each AIN pin to GND", "GND - 0.1", "",
             "VDD + 0.1", "V"],
            ["Conversion"],
            [
                "Resolution",
                "N",
                "15 SPS mode\n60 SPS mode\n240 SPS mode",
                "16\n14\n12",
                "",
                "",
                "bit",
            ],
            [
                "Data rate",
                "DR",
                "S1:S0 = 10\nS1:S0 = 01\nS1:S0 = 00",
                "13.5\n54\n216",
                "15\n60\n240",
                "16.5\n66\n264",
                "SPS",
            ],
            ["Offset error", "V_{OS}", "PGA = 1, inputs shorted", "", PM + "15", PM + "50",
             MU + "V"],
            ["Gain error", "E_{G}", "PGA = 1, 15 SPS", "", "0.05", "0.35", "%"],
            ["Reference"],
            ["Reference voltage", "V_{REF}", "internal", "2.047", "2.048", "2.049", "V"],
            ["Reference drift", "TC_{REF}", "-40 to 125 " + DEG, "", "5", "15", "ppm/" + DEG],
            ["Power supply"],
            ["Supply voltage", "V_{DD}", "", "2.2", "3.3", "5.5", "V"],
            [
                "Supply current",
                "I_{DD}",
                "continuous conversion\nshutdown (after one-shot)",
                "",
                "145\n0.3",
                "210\n1.0",
                MU + "A",
            ],
            ["Power-on reset", "V_{POR}", "VDD rising", "", "1.9", "2.1", "V"],
        ],
        7.3,
    )
    s.caption("Table 2.  Electrical characteristics (VDD = 3.3 V, Ta = 25 " + DEG
              + ", unless otherwise noted)", 7.8)

    s.add_page()
    s.heading("(5) Digital characteristics and I" + SQ + "C interface", 9.5)
    s.table(
        [
            Col("Item", 130),
            Col("Symbol", 50, "C"),
            Col("Conditions", 120),
            Col("Min.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["High-level input voltage", "V_{IH}", "SDA, SCL", "0.7 " + TIMES + " VDD", "5.5",
             "V"],
            ["Low-level input voltage", "V_{IL}", "SDA, SCL", "-0.3", "0.3 " + TIMES + " VDD",
             "V"],
            ["Low-level output voltage", "V_{OL}", "SDA, I_{OL} = 3 mA", "0", "0.4", "V"],
            [
                "SCL clock frequency",
                "f_{SCL}",
                "Standard mode\nFast mode\nHigh-speed mode",
                "0\n0\n0",
                "100\n400\n3400",
                "kHz",
            ],
            ["Operating temperature", "T_{a}", "", "-40", "125", DEG],
        ],
        7.4,
    )
    s.caption("Table 3.  Digital characteristics (VDD = 2.2 V to 5.5 V)", 7.8)
    s.para(
        "SDA and SCL are open-drain and tolerate 5.5 V independent of VDD; pull-up resistors "
        "to the bus supply are required. Analog inputs must stay between GND - 0.1 V and "
        "VDD + 0.1 V: a full-scale range larger than VDD does not extend the input range.",
        7.4,
    )
    s.heading("(6) Slave address", 9.5)
    s.table(
        [Col("ADDR pin", 120, "C"), Col("7-bit address", 120, "C"),
         Col("Write byte", 120, "C"), Col("Read byte", 139, "C")],
        [
            ["GND", "0x2C", "0x58", "0x59"],
            ["VDD", "0x2D", "0x5A", "0x5B"],
            ["SDA", "0x2E", "0x5C", "0x5D"],
            ["SCL", "0x2F", "0x5E", "0x5F"],
        ],
        7.4,
    )
    s.caption("Table 4.  Slave address selection", 7.8)
    s.para(
        "The HKD3162 also answers the general-call reset (address 0x00, second byte 0x06). "
        "Up to four HKD3162 can share one bus.",
        7.4,
    )
    s.heading("(7) Configuration register", 9.5)
    s.table(
        [Col("Bit", 50, "C"), Col("Name", 60, "C"), Col("Function", 270),
         Col("Default", 119, "C")],
        [
            ["7", "RDY", "1 = start one-shot (write) / conversion busy (read)", "1"],
            ["6:5", "C1:C0", "channel: 00 = CH1, 01 = CH2", "00"],
            ["4", "O/C", "0 = one-shot, 1 = continuous", "1"],
            ["3:2", "S1:S0", "data rate: 00 = 240, 01 = 60, 10 = 15 SPS", "00"],
            ["1:0", "G1:G0", "PGA: 00 = 1, 01 = 2, 10 = 4, 11 = 8", "00"],
        ],
        7.4,
    )
    s.caption("Table 5.  Configuration register (write 1 byte after the address)", 7.8)
    s.table(
        [Col("Input (16-bit mode)", 170), Col("Output code", 110, "C"),
         Col("LSB size at PGA = 1", 219, "C")],
        [
            ["+FSR or above", "0x7FFF (+32767)", "62.5 " + MU + "V"],
            ["0 V differential", "0x0000", "12-bit mode: 1 mV"],
            ["-FSR or below", "0x8000 (-32768)", "14-bit mode: 250 " + MU + "V"],
        ],
        7.4,
    )
    s.caption("Table 6.  Output codes", 7.8)
    s.heading("(8) Pin description", 9.5)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("Description", 389)],
        [
            ["1, 2", "AIN0+, AIN0-", "Channel 1 differential input"],
            ["3", "VSS", "Ground"],
            ["4, 5", "AIN1+, AIN1-", "Channel 2 differential input"],
            ["6", "ADDR", "Address select (GND, VDD, SDA or SCL)"],
            ["7, 8", "SCL, SDA", "I" + SQ + "C clock / data (open-drain)"],
            ["9", "VDD", "Supply 2.2 V to 5.5 V, 0.1 " + MU + "F to VSS"],
            ["10", "NC", "Not connected"],
        ],
        7.4,
    )
    s.heading("(9) Ordering information", 9.5)
    s.table(
        [Col("Part number", 130), Col("Package", 120, "C"), Col("Marking", 100, "C"),
         Col("Packing", 149, "C")],
        [
            ["HKD3162-MS", "MSOP-10", "K62", "reel, 2500 pcs"],
            ["HKD3162-QF", "DFN-10 (3 x 3)", "K62Q", "reel, 3000 pcs"],
        ],
        7.4,
    )
    return save(s, out / "hkd3162.pdf")


# ------------------------------------------------ relay module with 12 V coils (Mombasa)
def krm(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="PWANI ROBOTICS",
        header_right="KRM-1R12 / KRM-4R12 relay module  " + DOT + "  product sheet",
        footer_left="Pwani Robotics Ltd  " + DOT + "  Moi Avenue, Mombasa, Kenya  " + DOT
        + "  KRA PIN P051789234K  " + DOT + "  prices in KSh incl. 16 % VAT",
        footer_right="{page} | {nb}",
        rule_color=(205, 110, 20),
        table_fill=(253, 240, 222),
        accent=(160, 80, 10),
        grid=False,
    )
    s = Sheet(style, "KRM-1R12 / KRM-4R12 12 V relay module with optocouplers")
    s.add_page()
    s.title_block(
        "KRM-1R12 / KRM-4R12",
        "12 V Relay Module with Optocouplers " + NDASH + " 1 and 4 Channels, Active-Low Inputs",
        "Item 7112  KRM-1R12 (1 channel)  KSh 390    |    Item 7114  KRM-4R12 (4 channels)  "
        "KSh 1,150",
        20,
    )

    def about() -> None:
        s.heading("\u2055 About this board", 10)
        s.para(
            "Switch mains lamps, pumps, fans or solenoid valves from a microcontroller. Each "
            "channel has a 12 V relay, a transistor driver and an optocoupler, so the relay "
            "side (DC+ / DC-) and your controller (VCC / GND / IN) only meet through light. "
            "A channel switches ON when its IN pin is pulled LOW (active-low). A red LED shows "
            "power, a green LED per channel shows the relay state.",
            8.0,
        )

    def box() -> None:
        s.heading("\u2055 In the box", 10)
        s.bullets(
            [
                "1 x relay module (KRM-1R12 or KRM-4R12)",
                "Pin header fitted, screw terminals for the contacts",
                "4 x M3 nylon spacers",
            ],
            8.0,
            "\u2043",
        )

    s.side_by_side(about, box, 310, 16)
    s.heading("\u2055 Specifications", 10, rule=True)
    s.table(
        [Col("Item", 150), Col("KRM-1R12", 95, "C"), Col("KRM-4R12", 95, "C"), Col("Notes", 159)],
        [
            ["Relay supply DC+ (coils)", "12 V", "12 V", "nominal"],
            ["Relay supply range", "11.0 " + NDASH + " 13.2 V", "11.0 " + NDASH + " 13.2 V",
             "keep within this range"],
            ["Current from DC+, all off", "6 mA", "9 mA", "power LED only"],
            ["Current from DC+, all on", "42 mA", "153 mA", "coils + LEDs"],
            ["Logic supply VCC (opto side)", "3.3 " + NDASH + " 5.0 V", "3.3 " + NDASH + " 5.0 V",
             "same voltage as your controller"],
            ["Number of channels", "1", "4", ""],
            ["Size", "50 x 26 x 19 mm", "75 x 55 x 19 mm", ""],
            ["Weight", "17 g", "58 g", ""],
        ],
        7.8,
    )
    s.heading("\u2055 Relay (each channel)", 10, rule=True)
    s.table(
        [Col("Item", 150), Col("Value", 150, "C"), Col("Notes", 199)],
        [
            ["Coil voltage", "12 VDC", "rated"],
            ["Coil resistance", "400 " + OHM + " " + PM + " 10 %", "at 20 " + DEG],
            ["Coil power", "0.36 W", "about 30 mA per coil"],
            ["Pull-in voltage", LE + " 9.0 VDC", "relay must switch on"],
            ["Drop-out voltage", GE + " 1.2 VDC", "relay must switch off"],
            ["Contact form", "1 x SPDT (NO / COM / NC)", ""],
            ["Contact rating", "10 A 250 VAC\n10 A 30 VDC", "resistive load"],
            ["Max. switching power", "2500 VA / 300 W", "resistive load"],
            ["Operate / release time", LE + " 10 ms / " + LE + " 5 ms", ""],
            ["Life", "100 000 ops electrical\n10 million ops mechanical", "at rated load"],
        ],
        7.8,
    )
    s.heading("\u2055 Inputs (IN1 " + ELL + " IN4)", 10, rule=True)
    s.table(
        [Col("Item", 150), Col("VCC = 3.3 V", 95, "C"), Col("VCC = 5.0 V", 95, "C"),
         Col("Notes", 159)],
        [
            ["IN low (relay ON)", LE + " 0.8 V", LE + " 0.8 V", "pull to GND"],
            ["IN high (relay OFF)", GE + " 2.8 V", GE + " 4.5 V", "VCC - 0.5 V or higher"],
            ["Current out of IN when low", "1.6 mA", "2.9 mA", "optocoupler LED"],
        ],
        7.8,
    )

    s.add_page()
    s.heading("\u2055 Good to know", 10, rule=True)
    s.bullets(
        [
            "VCC only feeds the optocoupler LEDs. The coils always run from DC+, so a 5 V supply "
            "on DC+ will not pull the relays in.",
            "The IN pins are active-low. They are held HIGH by 10 k" + OHM + " resistors to "
            "VCC, so the relays stay OFF while your controller boots.",
            "A 3.3 V board (ESP32, Raspberry Pi, Pico) must power VCC from its own 3.3 V pin. "
            "With VCC at 5 V, a 3.3 V HIGH on IN still lets current through the optocoupler and "
            "the relay may never switch off.",
            "DC+ / DC- and VCC / GND are separate: connect DC- to GND only if you do not need "
            "isolation.",
            "Contact ratings are for resistive loads. There is no snubber on the board.",
        ],
        7.8,
        "\u2043",
    )
    s.heading("\u2055 Pinout", 10, rule=True)
    s.table(
        [Col("Pin", 70, "C"), Col("Where", 110, "C"), Col("What it does", 319)],
        [
            ["DC+", "2-pin terminal", "12 V for the relay coils"],
            ["DC-", "2-pin terminal", "ground of the 12 V supply"],
            ["VCC", "header", "logic supply 3.3 " + NDASH + " 5.0 V for the optocouplers"],
            ["GND", "header", "controller ground"],
            ["IN1 " + ELL + " IN4", "header", "LOW = relay ON (IN1 only on KRM-1R12)"],
            ["NO / COM / NC", "3-pin terminal per channel", "relay contacts"],
        ],
        7.8,
    )
    s.heading("\u2055 Environment", 10, rule=True)
    s.table(
        [Col("Item", 150), Col("Value", 150, "C"), Col("Notes", 199)],
        [
            ["Operating temperature", "-25 " + NDASH + " +55 " + DEG, "no condensation"],
            ["Storage temperature", "-40 " + NDASH + " +85 " + DEG, ""],
            ["Isolation coil-contacts", "4000 VAC, 1 min", "relay data"],
        ],
        7.8,
    )
    s.heading("\u2055 Questions from customers", 10, rule=True)
    s.para("Q: Can I use it with a Raspberry Pi?", 7.8, bold=True)
    s.para(
        "A: Yes. VCC to the Pi's 3.3 V pin (pin 1), GND to GND, IN to any GPIO. Feed DC+ / DC- "
        "from a separate 12 V adapter of at least 0.5 A.",
        7.8,
    )
    s.para("Q: How much 12 V current do I need for the 4-channel board?", 7.8, bold=True)
    s.para(
        "A: About 150 mA with all four relays on. A 12 V 1 A adapter leaves plenty of margin.",
        7.8,
    )
    s.para("Q: My relay clicks but the lamp does not light.", 7.8, bold=True)
    s.para(
        "A: Check that the lamp is wired to COM and NO. NC is closed while the relay is OFF.",
        7.8,
    )
    s.heading("\u2055 Prices", 10, rule=True)
    s.table(
        [Col("Item no.", 70, "C"), Col("Description", 269), Col("1 pc", 80, "C"),
         Col("10 pcs", 80, "C")],
        [
            ["7112", "KRM-1R12 relay module, 1 channel, 12 V", "KSh 390", "KSh 3,500"],
            ["7114", "KRM-4R12 relay module, 4 channels, 12 V", "KSh 1,150", "KSh 10,800"],
            ["6021", "12 V 1 A adapter, 5.5 x 2.1 mm", "KSh 450", "KSh 4,200"],
        ],
        7.8,
    )
    return save(s, out / "krm-1r12.pdf")


# ------------------------------------------------ 5 V 3 A synchronous buck module (Recife)
def mbx530(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="CAPIBARIBE ELETRÔNICOS",
        header_right="MBX-530 / MBX-530H  " + DOT + "  Ficha técnica / Datasheet",
        footer_left="Capibaribe Eletrônicos Ltda.  " + DOT + "  Recife " + NDASH + " PE, Brasil  "
        + DOT + "  CNPJ 34.512.778/0001-09  " + DOT + "  preços em R$",
        footer_right="pág. {page}/{nb}",
        rule_color=(0, 95, 115),
        table_fill=(225, 238, 242),
        accent=(0, 95, 115),
        grid=True,
    )
    s = Sheet(style, "MBX-530 / MBX-530H synchronous buck converter module")
    s.add_page()
    s.title_block(
        "MBX-530 / MBX-530H",
        "Módulo conversor buck síncrono 3 A / Synchronous buck converter module, 3 A "
        + NDASH + " saída ajustável, 5 V de fábrica / adjustable output, 5 V preset",
        "Cód. 5301 MBX-530 (entrada até 24 V) R$ 18,90   |   Cód. 5302 MBX-530H (entrada até "
        "36 V) R$ 24,90",
        20,
    )

    def descr() -> None:
        s.heading("SEÇÃO 1 " + DOT + " Descrição / Description", 10)
        s.para(
            "PT: Conversor abaixador síncrono com MOSFETs internos. Sai de fábrica em 5,0 V; "
            "o trimpot ajusta a saída. A saída é sempre menor que a entrada.",
            8.0,
        )
        s.para(
            "EN: Synchronous step-down converter with internal MOSFETs. Shipped set to 5.0 V; "
            "the trimmer adjusts the output. The output is always lower than the input.",
            8.0,
        )

    def uses() -> None:
        s.heading("Aplicações / Uses", 10)
        s.bullets(
            [
                "5 V para Raspberry Pi / 5 V for a Raspberry Pi",
                "3,3 V para ESP32 / 3.3 V for an ESP32",
                "12 V " + ARROW + " 5 V no carro / in the car",
                "24 V " + ARROW + " 12 V (MBX-530H)",
            ],
            8.0,
            "\u2022",
        )

    s.side_by_side(descr, uses, 300, 16)
    s.heading("SEÇÃO 2 " + DOT + " Especificações / Specifications", 10, rule=True)
    s.table(
        [Col("Parâmetro / Parameter", 150), Col("MBX-530", 95, "C"), Col("MBX-530H", 95, "C"),
         Col("Obs. / Notes", 159)],
        [
            ["Tensão de entrada /\nInput voltage", "4.5 " + NDASH + " 24 V", "6.5 " + NDASH
             + " 36 V", "VIN"],
            ["Tensão de saída /\nOutput voltage", "0.8 " + NDASH + " 18 V", "1.0 " + NDASH
             + " 30 V", "ajustável / adjustable;\nfábrica / preset 5.0 V"],
            ["Diferença mínima entrada-saída /\nMinimum input-output difference", "1.0 V",
             "1.5 V", "VIN " + GE + " VOUT + diferença"],
            ["Corrente de saída contínua /\nContinuous output current", "3 A", "3 A",
             "Ta " + LE + " 40 " + DEG + ", sem dissipador /\nno heat sink"],
            ["Corrente de saída a 70 " + DEG + " /\nOutput current at 70 " + DEG, "2 A", "2 A",
             "derating"],
            ["Limite de corrente /\nCurrent limit", "4.2 A", "4.0 A", "típ. / typ., hiccup"],
            ["Corrente sem carga /\nNo-load input current", "0.9 mA", "1.6 mA",
             "VIN = 12 V, VOUT = 5 V"],
            ["Corrente com EN desligado /\nShutdown current (EN low)", "8 " + MU + "A",
             "12 " + MU + "A", "EN < 0.4 V"],
            ["Frequência de chaveamento /\nSwitching frequency", "500 kHz", "400 kHz", ""],
            ["Ondulação de saída /\nOutput ripple", "30 mVpp", "40 mVpp",
             "12 V " + ARROW + " 5 V, 2 A"],
            ["Eficiência máxima /\nPeak efficiency", "95 %", "94 %", "ver tabela / see table"],
            ["Temperatura de operação /\nOperating temperature", "-40 " + NDASH + " +85 "
             + DEG, "-40 " + NDASH + " +85 " + DEG, ""],
            ["Dimensões /\nSize", "22 x 17 x 4 mm", "26 x 20 x 5 mm", ""],
        ],
        7.6,
        head_rows=[["", "Versão / Version", "<", ""]],
    )
    s.heading("SEÇÃO 3 " + DOT + " Eficiência / Efficiency", 10, rule=True)
    s.table(
        [Col("VIN " + ARROW + " VOUT", 120), Col("0.5 A", 75, "C"), Col("1 A", 75, "C"),
         Col("2 A", 75, "C"), Col("3 A", 75, "C"), Col("Versão / Version", 79, "C")],
        [
            ["5 V " + ARROW + " 3.3 V", "93 %", "92 %", "89 %", "85 %", "MBX-530"],
            ["12 V " + ARROW + " 5 V", "94 %", "95 %", "93 %", "91 %", "both / ambos"],
            ["12 V " + ARROW + " 3.3 V", "90 %", "91 %", "89 %", "86 %", "both / ambos"],
            ["24 V " + ARROW + " 5 V", "89 %", "91 %", "90 %", "88 %", "both / ambos"],
            ["24 V " + ARROW + " 12 V", "95 %", "94 %", "93 %", "92 %", "MBX-530H"],
            ["36 V " + ARROW + " 12 V", "92 %", "93 %", "92 %", "90 %", "MBX-530H"],
        ],
        7.6,
    )

    s.add_page()
    s.heading("SEÇÃO 4 " + DOT + " Pinos / Pads", 10, rule=True)
    s.table(
        [Col("Pad", 60, "C"), Col("Função (PT)", 210), Col("Function (EN)", 229)],
        [
            ["IN+", "entrada positiva", "input, positive"],
            ["IN-", "entrada negativa (GND)", "input, negative (GND)"],
            ["OUT+", "saída positiva", "output, positive"],
            ["OUT-", "saída negativa (GND, comum com IN-)", "output, negative (GND, common with IN-)"],
            ["EN", "liga/desliga; aberto = ligado, < 0.4 V = desligado",
             "on/off; open = on, < 0.4 V = off"],
            ["PG", "power good, dreno aberto, 100 k" + OHM + " interno",
             "power good, open drain, 100 k" + OHM + " internal"],
        ],
        7.6,
    )
    s.heading("SEÇÃO 5 " + DOT + " Proteções / Protections", 10, rule=True)
    s.bullets(
        [
            "Limite de corrente com modo hiccup / current limit with hiccup mode",
            "Desligamento térmico / thermal shutdown",
            "Partida suave 2 ms / soft start 2 ms",
            "SEM proteção contra inversão de polaridade / NO reverse-polarity protection: "
            "a wrong-way supply destroys the module.",
        ],
        7.8,
        "\u2022",
    )
    s.heading("SEÇÃO 6 " + DOT + " Ajuste / Setting the output", 10, rule=True)
    s.para(
        "EN: Connect a load of about 10 mA and a multimeter to OUT, then turn the trimmer: "
        "clockwise lowers the voltage. The set value stays when the input changes, as long as "
        "VIN " + GE + " VOUT + 1.0 V (MBX-530) or VOUT + 1.5 V (MBX-530H). Solder bridge J1 "
        "closed fixes 5.0 V and disables the trimmer.",
        7.8,
    )
    s.heading("SEÇÃO 7 " + DOT + " Perguntas frequentes / FAQ", 10, rule=True)
    s.para("Posso usar uma célula de lítio 1S? / Can I run it from one Li-ion cell?", 7.8,
           bold=True)
    s.para(
        "EN: Not for 5 V: the output is always lower than the input, and 4.2 V is below the "
        "4.5 V minimum. For 5 V from one cell use a boost module.",
        7.8,
    )
    s.para("Funciona na bateria do carro? / Does it work on a car battery?", 7.8, bold=True)
    s.para(
        "EN: Yes, both versions accept 12 " + NDASH + " 14.4 V. Add a fuse; load dump spikes "
        "above 36 V are not covered.",
        7.8,
    )
    s.para("Posso ligar dois em paralelo? / Can I parallel two modules?", 7.8, bold=True)
    s.para(
        "EN: We have not tested this. Use one module per load.",
        7.8,
    )
    s.heading("SEÇÃO 8 " + DOT + " Pedido / Ordering", 10, rule=True)
    s.table(
        [Col("Código / Code", 80, "C"), Col("Produto / Product", 269), Col("1 un.", 75, "C"),
         Col("10 un.", 75, "C")],
        [
            ["5301", "MBX-530, entrada / input 4.5 " + NDASH + " 24 V", "R$ 18,90", "R$ 169,00"],
            ["5302", "MBX-530H, entrada / input 6.5 " + NDASH + " 36 V", "R$ 24,90", "R$ 219,00"],
            ["5310", "Dissipador adesivo / stick-on heat sink 14 x 14 mm", "R$ 3,50", "R$ 30,00"],
        ],
        7.6,
    )
    revision_table(
        s,
        [
            ["2023-09-11", "1.0", "Primeira versão / first release"],
            ["2024-02-27", "1.1", "MBX-530H; tabela de eficiência / efficiency table"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "mbx-530.pdf")
