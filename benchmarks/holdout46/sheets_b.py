"""Hold-out 46 datasheets, part 2: two 555-style timer ICs and two USB switch ICs.

A British bipolar timer data sheet (serif, condition sentence, one row per
supply voltage under one name), a Taiwanese CMOS timer specification (one
column per version, typ.-only table), a Dutch USB 2.0 switch product data sheet
(limiting values vs recommended conditions, symbol-only rows, footnotes) and a
Chinese USB switch with over-voltage protection (full-width characters, one
column per version, table continued on page 2).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
LE = "\u2264"
GE = "\u2265"


# ------------------------------------------------ bipolar 555 timer (British)
def zt555(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Thamesgate Semiconductors Ltd",
        header_right="ZT555 / ZT555D",
        footer_left="Issue 4 - November 2022",
        footer_right="{page}",
        table_fill=(230, 230, 230),
        accent=(60, 0, 90),
    )
    s = Sheet(style, "ZT555 precision timer")
    s.add_page()
    s.title_block("ZT555 / ZT555D", "Single and dual precision bipolar timers", "", 20)
    s.heading("Description", 10.5)
    s.para(
        "The ZT555 is a monolithic timing circuit capable of producing accurate time delays "
        "or oscillation. In the time-delay (monostable) mode the time is set by one external "
        "resistor and capacitor; in astable mode the frequency and duty cycle are set by two "
        "resistors and one capacitor. The ZT555D contains two independent timers in one "
        "14-pin package. The output can source or sink up to 200 mA and drives TTL directly "
        "when operated from 5 V.",
        8.5,
    )
    s.heading("Features", 10.5)
    s.bullets(
        [
            "Timing from microseconds through hours",
            "Astable or monostable operation",
            "Adjustable duty cycle",
            "Temperature stability better than 0.005 % per " + DEG,
            "Supply 4.5 V to 16 V",
        ],
        8.5,
    )
    s.heading("Ordering information", 10.5)
    s.table(
        [
            Col("Device", 110),
            Col("Package", 110),
            Col("Temperature range", 140),
            Col("Marking", 139),
        ],
        [
            ["ZT555N8", "DIP-8", "0 to 70 " + DEG, "ZT555"],
            ["ZT555S8", "SO-8", "0 to 70 " + DEG, "Z555"],
            ["ZT555DS14", "SO-14 (dual)", "0 to 70 " + DEG, "Z555D"],
        ],
        8,
    )
    s.heading("Absolute maximum ratings", 10.5)
    s.table(
        [Col("Parameter", 260), Col("Rating", 140, "C"), Col("Unit", 99, "C")],
        [
            ["Supply voltage", "18", "V"],
            ["Output current (source or sink)", PM + "225", "mA"],
            ["Power dissipation, DIP-8 at 25 " + DEG, "600", "mW"],
            ["Operating ambient temperature", "0 to 70", DEG],
            ["Storage temperature", "-65 to 150", DEG],
        ],
        8,
    )
    s.heading("Electrical characteristics", 10.5)
    s.para("T_amb = 25 " + DEG + ", V_CC = +5 V to +15 V unless otherwise specified.", 8)
    s.table(
        [
            Col("Parameter", 125),
            Col("Symbol", 45, "C"),
            Col("Test conditions", 145),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "", "4.5", "", "16", "V"],
            [
                "Supply current",
                "I_{CC}",
                "V_{CC} = 5 V, R_{L} = " + chr(0x221E),
                "",
                "3",
                "6",
                "mA",
            ],
            ["", "", "V_{CC} = 15 V, R_{L} = " + chr(0x221E), "", "10", "15", "mA"],
            ["Threshold voltage", "V_{TH}", "", "", "2/3 V_{CC}", "", "V"],
            ["Trigger voltage", "V_{TR}", "V_{CC} = 5 V", "", "1.67", "", "V"],
            ["", "", "V_{CC} = 15 V", "", "5", "", "V"],
            ["Reset voltage", "V_{RST}", "", "0.4", "0.5", "1", "V"],
            [
                "Output voltage\n(low)",
                "V_{OL}",
                "V_{CC} = 5 V, I_{SINK} = 8 mA",
                "",
                "0.1",
                "0.25",
                "V",
            ],
            ["", "", "V_{CC} = 15 V, I_{SINK} = 50 mA", "", "0.4", "0.75", "V"],
            [
                "Output voltage\n(high)",
                "V_{OH}",
                "V_{CC} = 5 V, I_{SOURCE} = 100 mA",
                "2.75",
                "3.3",
                "",
                "V",
            ],
            ["", "", "V_{CC} = 15 V, I_{SOURCE} = 200 mA", "", "12.5", "", "V"],
        ],
        8,
    )
    s.add_page()
    s.heading("Electrical characteristics (continued)", 10.5)
    s.table(
        [
            Col("Parameter", 125),
            Col("Symbol", 45, "C"),
            Col("Test conditions", 145),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            [
                "Initial timing error",
                "",
                "monostable, R = 1 k" + OHM + " to 100 k" + OHM,
                "",
                "1",
                "3",
                "%",
            ],
            ["Rise / fall time of\noutput", "t_{r}, t_{f}", "", "", "100", "300", "ns"],
            ["Maximum astable\nfrequency", "f_{max}", "", "", "500", "", "kHz"],
            ["Discharge leakage", "", "", "", "20", "100", "nA"],
        ],
        8,
    )
    s.heading("Pin configuration", 10.5)
    s.table(
        [Col("Pin (DIP-8)", 80, "C"), Col("Name", 90), Col("Function", 329)],
        [
            ["1", "GND", "ground"],
            ["2", "TRIG", "trigger, starts timing below 1/3 VCC"],
            ["3", "OUT", "output"],
            ["4", "RESET", "active low reset"],
            ["5", "CONT", "control voltage, decouple with 10 nF"],
            ["6", "THRES", "threshold"],
            ["7", "DISCH", "discharge"],
            ["8", "VCC", "supply"],
        ],
        8,
    )
    s.heading("Application notes", 10.5)
    s.para(
        "Monostable pulse width: t = 1.1 R C. Astable frequency: f = 1.44 / ((RA + 2 RB) C). "
        "Relays may be driven directly from the output; connect a clamp diode across the "
        "coil. Because the ZT555 draws large current spikes during output transitions, "
        "decouple VCC with at least 0.1 " + MU + "F close to pin 8.",
        8.5,
    )
    s.para(
        "The ZT555 is not specified for operation below 4.5 V. For 3 V systems use a CMOS timer.",
        8.5,
    )
    s.heading("Revision history", 10.5)
    revision_table(
        s,
        [
            ["June 2019", "3", "SO-14 dual added"],
            ["November 2022", "4", "Output high levels added"],
        ],
        (100, 60, 339),
    )
    return save(s, out / "zt555.pdf")


# ------------------------------------------------ CMOS timer (Taiwanese)
def hc7555(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="HSINCHU CIRCUIT DESIGN CORP.",
        header_right="HC7555 Series",
        footer_left="HC7555-DS-EN  Ver 2.1",
        footer_right="{page}/{nb}",
        table_fill=(215, 235, 215),
        accent=(0, 100, 40),
    )
    s = Sheet(style, "HC7555 CMOS timer")
    s.add_page()
    s.title_block("HC7555 Series", "Low-Power CMOS General-Purpose Timer", "", 20)
    s.heading("GENERAL DESCRIPTION", 10)
    s.para(
        "The HC7555 is a CMOS version of the industry-standard 555 timer. It operates from "
        "1.5 V to 15 V, draws very low supply current and can be used with high-impedance "
        "timing resistors. Two versions are offered: HC7555A (standard) and HC7555L "
        "(low-current version for battery equipment, reduced output drive).",
        8.5,
    )
    s.heading("FEATURES", 10)
    s.bullets(
        [
            "Wide supply range: 1.5 V ~ 15 V",
            "Pin compatible with bipolar 555",
            "No crowbarring of the supply during output transitions",
            "Operating temperature: -40 ~ +85 " + DEG,
            "Package: SOP-8, MSOP-8, DIP-8",
        ],
        8.5,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 80, "C"),
            Col("Value", 120, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "18", "V"],
            ["Input voltage (TRIG, THRES, RESET)", "V_{IN}", "-0.3 ~ V_{DD}+0.3", "V"],
            ["Output current", "I_{OUT}", "100", "mA"],
            ["Operating temperature", "T_{OPR}", "-40 ~ +85", DEG],
            ["Storage temperature", "T_{STG}", "-65 ~ +150", DEG],
        ],
        8,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 10)
    s.para("(Ta = 25 " + DEG + ", unless otherwise specified)", 8)
    s.table(
        [
            Col("Parameter", 120),
            Col("Symbol", 50, "C"),
            Col("Conditions", 105),
            Col("HC7555A\nMin / Typ / Max", 100, "C"),
            Col("HC7555L\nMin / Typ / Max", 100, "C"),
            Col("Unit", 24, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "", "2.0 / - / 15", "1.5 / - / 15", "V"],
            ["Supply current", "I_{DD}", "V_{DD} = 5 V", "- / 60 / 120", "- / 8 / 20", MU + "A"],
            ["", "", "V_{DD} = 15 V", "- / 120 / 250", "- / 15 / 40", MU + "A"],
            [
                "Output low\nvoltage",
                "V_{OL}",
                "V_{DD} = 5 V, I_{SINK} = 3.2 mA",
                "- / 0.1 / 0.4",
                "- / 0.3 / 0.6",
                "V",
            ],
            [
                "Output high\nvoltage",
                "V_{OH}",
                "V_{DD} = 5 V, I_{SOURCE} = 1 mA",
                "4.0 / 4.7 / -",
                "3.8 / 4.5 / -",
                "V",
            ],
            [
                "Output current\n(sink)",
                "",
                "V_{DD} = 5 V, V_{OUT} = 1 V",
                "- / 25 / -",
                "- / 6 / -",
                "mA",
            ],
            [
                "Max. astable\nfrequency",
                "f_{MAX}",
                "V_{DD} = 5 V",
                "- / 1 / -",
                "- / 0.25 / -",
                "MHz",
            ],
        ],
        8,
    )
    s.add_page()
    s.heading("TYPICAL CHARACTERISTICS (for reference)", 10)
    s.table(
        [
            Col("Item (typ.)", 200),
            Col("HC7555A", 100, "C"),
            Col("HC7555L", 100, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Supply current at V_{DD} = 3 V", "40", "5", MU + "A"],
            ["Timing drift vs. supply", "0.1", "0.2", "%/V"],
            ["Timing drift vs. temperature", "75", "100", "ppm/" + DEG],
            ["Trigger input current", "10", "10", "pA"],
        ],
        8,
    )
    s.heading("PIN DESCRIPTION", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80), Col("Description", 369)],
        [
            ["1", "GND", "ground"],
            ["2", "TRIG", "trigger input"],
            ["3", "OUT", "push-pull output"],
            ["4", "RESET", "reset, active low"],
            ["5", "CV", "control voltage"],
            ["6", "THRES", "threshold input"],
            ["7", "DISCH", "open-drain discharge"],
            ["8", "VDD", "supply"],
        ],
        8,
    )
    s.heading("ORDERING INFORMATION", 10)
    s.table(
        [Col("Part number", 130), Col("Version", 100), Col("Package", 100), Col("Packing", 169)],
        [
            ["HC7555A-S8R", "HC7555A", "SOP-8", "Tape & reel 2500"],
            ["HC7555A-D8T", "HC7555A", "DIP-8", "Tube 50"],
            ["HC7555L-M8R", "HC7555L", "MSOP-8", "Tape & reel 3000"],
        ],
        8,
    )
    s.heading("APPLICATION NOTE", 10)
    s.para(
        "The output of HC7555L is intended to drive CMOS logic or a transistor base. For "
        "relays, LEDs above 5 mA or buzzers use HC7555A or an external transistor. ESD "
        "rating (HBM) of the series is not specified in this document.",
        8.5,
    )
    return save(s, out / "hc7555.pdf")


# ------------------------------------------------ USB 2.0 switch (Dutch)
def nux3157(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Veldhoven Semiconductor B.V.",
        header_right="NUX3157",
        footer_left="NUX3157 Product data sheet Rev. 2 — 8 May 2023",
        footer_right="{page} of {nb}",
        table_fill=(225, 232, 240),
        accent=(0, 70, 110),
    )
    s = Sheet(style, "NUX3157 USB 2.0 switch")
    s.add_page()
    s.title_block(
        "NUX3157",
        "High-speed USB 2.0 2:1 multiplexer/demultiplexer switch",
        "Product data sheet",
        20,
    )
    s.heading("1. General description", 10)
    s.para(
        "The NUX3157 is a double-pole double-throw (DPDT) switch optimized for switching "
        "USB 2.0 high-speed (480 Mbit/s) data lines D+ / D- between two ports. It is "
        "supplied from VCC = 1.65 V to 4.3 V; the switch passes signals from 0 V up to VCC. "
        "The select input S is 1.8 V logic compatible.",
        8.5,
    )
    s.heading("2. Features and benefits", 10)
    s.bullets(
        [
            "Bandwidth (−3 dB): 1.2 GHz",
            "Low ON resistance: 5 " + OHM + " typical",
            "Power-off protection: D± pins high-impedance when VCC = 0 V",
            "ESD protection: " + PM + "8 kV HBM (D± to GND), " + PM + "2 kV HBM (other pins)",
            "Specified from −40 °C to +85 °C",
        ],
        8.5,
    )
    s.heading("3. Ordering information", 10)
    s.table(
        [Col("Type number", 120), Col("Package", 100), Col("Description", 279)],
        [
            ["NUX3157GU", "XQFN10", "plastic quad flat, 10 terminals, 1.4 × 1.8 mm"],
            ["NUX3157GM", "XSON10", "plastic small outline, 10 terminals, 1 × 2 mm"],
        ],
        8,
    )
    s.heading("4. Pinning information", 10)
    s.table(
        [Col("Symbol", 80), Col("Pin", 60, "C"), Col("Description", 359)],
        [
            ["S", "1", "select input (LOW: D± to 1D±; HIGH: D± to 2D±)"],
            ["1D+ / 1D−", "2 / 3", "port 1 data"],
            ["2D+ / 2D−", "4 / 5", "port 2 data"],
            ["D+ / D−", "8 / 7", "common data (to host)"],
            ["OE_N", "9", "output enable input, active LOW"],
            ["VCC", "10", "supply voltage"],
        ],
        8,
    )
    s.heading("5. Limiting values", 10)
    s.para("In accordance with the Absolute Maximum Rating System (IEC 60134).", 8)
    s.table(
        [
            Col("Symbol", 55),
            Col("Parameter", 140),
            Col("Conditions", 150),
            Col("Min", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["V_{CC}", "supply voltage", "", "−0.5", "+5.5", "V"],
            ["V_{I}", "input voltage", "S, OE_N", "−0.5", "+5.5", "V"],
            ["V_{SW}", "switch voltage", "D±, 1D±, 2D±", "−0.5", "V_{CC} + 0.5", "V"],
            ["I_{SW}", "switch current", "", "", "±50", "mA"],
            ["T_{stg}", "storage temperature", "", "−65", "+150", "°C"],
        ],
        8,
    )
    s.heading("6. Recommended operating conditions", 10)
    s.table(
        [
            Col("Symbol", 55),
            Col("Parameter", 140),
            Col("Conditions", 150),
            Col("Min", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["V_{CC}", "supply voltage", "", "1.65", "4.3", "V"],
            ["V_{I}", "input voltage", "S, OE_N", "0", "4.3", "V"],
            ["V_{SW}", "switch voltage", "", "0", "V_{CC}", "V"],
            ["T_{amb}", "ambient temperature", "", "−40", "+85", "°C"],
        ],
        8,
    )
    s.add_page()
    s.heading("7. Static characteristics", 10)
    s.caption("Table 7. Static characteristics")
    s.para(
        "VCC = 3.0 V to 3.6 V; Tamb = −40 °C to +85 °C; typical values at VCC = 3.3 V, Tamb = 25 °C; unless otherwise specified.",
        8,
    )
    s.table(
        [
            Col("Symbol", 50),
            Col("Parameter", 105),
            Col("Conditions", 175),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["V_{IH}", "", "VCC = 1.65 V to 4.3 V", "1.3", "", "", "V"],
            ["V_{IL}", "", "VCC = 1.65 V to 4.3 V", "", "", "0.5", "V"],
            ["R_{ON}", "ON resistance", "VI = 0 V to 0.4 V; ISW = 8 mA", "", "5", "7.5", OHM],
            ["", "", "VCC = 1.8 V; VI = 0 V to 0.4 V", "", "9", "14^{[1]}", OHM],
            [
                "ΔR_{ON}",
                "ON resistance\nmismatch",
                "between channels; VI = 0.4 V",
                "",
                "0.2",
                "",
                OHM,
            ],
            [
                "I_{CC}",
                "supply current",
                "VI = VCC or GND; S = LOW or HIGH",
                "",
                "1",
                "5",
                MU + "A",
            ],
            ["I_{CCT}", "", "VS = 1.8 V; VCC = 3.6 V", "", "3", "10", MU + "A"],
            [
                "I_{OFF}",
                "power-off leakage\ncurrent",
                "VCC = 0 V; VSW = 0 V to 3.6 V",
                "",
                "",
                "±1",
                MU + "A",
            ],
        ],
        8,
    )
    s.para("[1] Guaranteed by design, not tested in production.", 7.5)
    s.heading("8. Dynamic characteristics", 10)
    s.table(
        [
            Col("Symbol", 50),
            Col("Parameter", 105),
            Col("Conditions", 175),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["B", "bandwidth", "−3 dB; RL = 50 " + OHM, "", "1.2", "", "GHz"],
            ["t_{en}", "enable time", "S to D±", "", "", "30", "ns"],
            ["t_{dis}", "disable time", "S to D±", "", "", "25", "ns"],
            ["α_{ct}", "crosstalk", "f = 240 MHz", "", "−32", "", "dB"],
        ],
        8,
    )
    s.heading("9. Application information", 10)
    s.para(
        "The NUX3157 is a passive switch: it does not regenerate the USB signal and does "
        "not switch VBUS. VBUS (5 V) must never be connected to VCC or to the D± pins. "
        "USB 3.x SuperSpeed pairs are not supported. Compliance with the USB 2.0 eye "
        "diagram depends on the board layout and is not specified.",
        8.5,
    )
    return save(s, out / "nux3157.pdf")


# ------------------------------------------------ USB switch with OVP (Chinese IC)
def ws2227(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="WeiSheng Microelectronics",
        header_right="WS2227 / Datasheet",
        footer_left="WS2227 Rev 1.4",
        footer_right="{page}",
        table_fill=(230, 230, 245),
        accent=(20, 20, 120),
    )
    s = Sheet(style, "WS2227 USB switch with OVP")
    s.add_page()
    s.title_block(
        "WS2227 / WS2227H", "USB 2.0 High-Speed Switch with D+/D- Over-Voltage Protection", "", 18
    )
    s.heading("1. Description", 10)
    s.para(
        "WS2227 is a 2-channel SPDT USB 2.0 switch for portable devices. The D+/D- "
        "common pins tolerate a short to VBUS: when the voltage on D+ or D- exceeds the "
        "OVP threshold, the switch opens within 1.5 " + MU + "s. WS2227H has a higher OVP "
        "threshold for 5.5 V systems.",
        8.5,
    )
    s.heading("2. Features", 10)
    s.lines(
        [
            "Supply" + FWC + "2.7V" + FWT + "5.0V",
            "RON" + FWC + "6" + OHM + " (typ.)",
            "Bandwidth" + FWC + "950MHz (-3dB)",
            "D+/D- Tolerance" + FWC + "up to 20V (power off or on)",
            "Package" + FWC + "DFN1.8x1.4-10L, QFN2x2-10L",
        ],
        8.8,
        3.5,
    )
    s.heading("3. Absolute Maximum Ratings", 10)
    s.table(
        [
            Col("Parameter", 220),
            Col("Symbol", 80, "C"),
            Col("Range", 120, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "-0.3" + FWT + "6.0", "V"],
            ["Control input voltage (SEL, EN)", "V_{IN}", "-0.3" + FWT + "6.0", "V"],
            ["Common port voltage (D+, D-)", "V_{COM}", "-0.3" + FWT + "20", "V"],
            ["Switch port voltage (D1±, D2±)", "V_{SW}", "-0.3" + FWT + "V_{CC}+0.3", "V"],
            ["Continuous switch current", "I_{SW}", PM + "100", "mA"],
            ["Junction temperature", "T_{J}", "150", FW_C],
        ],
        8,
    )
    s.heading("4. Electrical Characteristics", 10)
    s.para("Conditions" + FWC + "VCC = 3.3V, TA = 25" + FW_C + ", unless otherwise noted", 8)
    s.table(
        [
            Col("Parameter", 165),
            Col("Conditions", 130),
            Col("WS2227", 80, "C"),
            Col("WS2227H", 80, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Operating supply voltage", "", "2.7" + FWT + "4.3", "2.7" + FWT + "5.0", "V"],
            [
                "OVP threshold\n(D+ / D- rising)",
                "min / typ / max",
                "3.8 / 4.0 / 4.2",
                "5.6 / 5.8 / 6.0",
                "V",
            ],
            ["OVP response time", "typ.", "1.5", "1.5", MU + "s"],
            ["ON resistance", "VD = 0.4V, ID = 8mA, typ.", "6", "6", OHM],
            ["", "max.", "9", "10", OHM],
            ["Quiescent supply current", "typ. / max.", "30 / 55", "32 / 60", MU + "A"],
            ["SEL input high voltage", "min.", "1.4", "1.4", "V"],
            ["SEL input low voltage", "max.", "0.5", "0.5", "V"],
        ],
        8,
    )
    s.add_page()
    s.heading("4. Electrical Characteristics (continued)", 10)
    s.table(
        [
            Col("Parameter", 165),
            Col("Conditions", 130),
            Col("WS2227", 80, "C"),
            Col("WS2227H", 80, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["-3dB bandwidth", "RL = 50" + OHM + ", typ.", "950", "900", "MHz"],
            ["Off isolation", "f = 240MHz, typ.", "-30", "-30", "dB"],
            ["Operating temperature", "", "-40" + FWT + "85", "-40" + FWT + "85", FW_C],
            ["ESD (HBM), D+/D-", "", PM + "6", PM + "6", "kV"],
        ],
        8,
    )
    s.heading("5. Pin Description", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80), Col("Description", 369)],
        [
            ["1", "VCC", "supply"],
            ["2", "SEL", "select: L = D1±, H = D2±"],
            ["3, 4", "D1+, D1-", "channel 1"],
            ["5, 6", "D2+, D2-", "channel 2"],
            ["7", "EN", "enable, active high"],
            ["8, 9", "D-, D+", "common port (to USB connector)"],
            ["10", "GND", "ground"],
        ],
        8,
    )
    s.heading("6. Application Notes", 10)
    s.bullets(
        [
            "WS2227 does not switch VBUS and does not support USB 3.x.",
            "Battery charging detection (BC1.2) is not integrated.",
            "Place a 0.1" + MU + "F capacitor close to VCC.",
        ],
        8.5,
    )
    return save(s, out / "ws2227.pdf")
