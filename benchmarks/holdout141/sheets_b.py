"""Hold-out 141 datasheets, part 2: a 2-channel solid-state relay module, an RS-232
transceiver IC, an NB-IoT cellular module and a soil-temperature probe with a 1-Wire sensor.

A Lahore (Pakistan) maker-store sheet ("♠" heads, a headless quick-spec card, control
input current stacked per control voltage, load current stacked per ambient, terminal
table, wiring prose, FAQ and PKR price list with sibling modules), a Harbin (China) IC
house data sheet in English with full-width punctuation ("◔ n" heads, "Table n-m"
captions, a selection guide with sibling parts, supply current, logic thresholds and
receiver thresholds stacked per VCC, charge-pump capacitor and pin tables as decoys), a
Vilnius (Lithuania) cellular-module "Hardware Design Guide" ("n" / "n.m" heads, "Table
n-m." captions above the tables, current per mode and per band, 1.8 V I/O, AT-command and
ordering tables as decoys) and a Stellenbosch (South Africa) agritech product sheet
("♣" heads, ZAR prices, range in cable-version column groups beside the chip range,
accuracy per band and conversion time per resolution stacked, pull-up table per cable
length, 1-Wire command table as a decoy).
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
MINUS = "\u2212"
ELL = "\u2026"
SQ = "\u00b2"
ARROW = "\u2192"
DOT = "\u00b7"
HALF = "\u00bd"
# full-width punctuation of Chinese sheets (DejaVuFW maps them to glyphs)
FC = "\uff1a"  # ：
FT = "\uff5e"  # ～
FL, FR = "\uff08", "\uff09"  # （ ）
CEL = "\u2103"  # ℃


# ------------------------------------------------ 2-channel SSR module (Lahore)
def ras202(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="HALL ROAD ROBOTICS",
        header_right="RAS-202  2-channel SSR module  " + DOT + "  product sheet",
        footer_left="Hall Road Robotics (Pvt.) Ltd.  " + DOT + "  27 Hall Road, Lahore, Pakistan  "
        + DOT + "  NTN 4418720-3  " + DOT + "  prices in PKR incl. GST",
        footer_right="{page} / {nb} pages",
        rule_color=(104, 112, 30),
        table_fill=(240, 242, 222),
        accent=(80, 86, 20),
        grid=True,
    )
    s = Sheet(style, "RAS-202 2-channel solid-state relay module")
    s.add_page()
    s.title_block(
        "RAS-202",
        "2-Channel Solid-State Relay Module " + DASH + " AC Load, 3 " + NDASH + " 32 V DC Control",
        "SKU HR-RAS202  " + DOT + "  PKR 1,450  " + DOT + "  zero-cross triac outputs with fuses  "
        + DOT + "  high-level trigger",
        22,
    )

    def what() -> None:
        s.heading("\u2660 What it is", 10.5)
        s.para(
            "Two opto-isolated solid-state relays on one board, for switching mains-powered "
            "lamps, heaters, fans and solenoid valves from a microcontroller. There are no "
            "moving contacts: no click, no contact wear, and the zero-cross driver switches "
            "at the zero crossing of the mains voltage, which keeps interference low.",
            8.0,
        )
        s.para(
            "Each channel has its own input LED and a T3.15A glass fuse (5 x 20 mm) in the "
            "load path. The board is for AC loads only.",
            8.0,
        )

    def card() -> None:
        s.heading("\u2660 Quick specs", 10.5)
        s.table(
            [Col("", 92), Col("", 112)],
            [
                ["Channels", "2"],
                ["Control input", "3 " + NDASH + " 32 V DC"],
                ["Load", "24 " + NDASH + " 280 V AC"],
                ["Load current", "2 A per channel"],
                ["Switching", "zero-cross triac"],
                ["Isolation", "2500 Vrms"],
                ["Board", "50 x 38 mm"],
            ],
            8.0,
            show_head=False,
        )

    s.side_by_side(what, card, 280, 15)
    s.heading("\u2660 Specifications", 10.5, rule=True)
    s.table(
        [
            Col("Item", 130),
            Col("Condition", 130),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Control side (DC+, DC" + MINUS + ", CH1, CH2)"],
            ["Control voltage, ON", "CHn to DC" + MINUS, "3.0", "", "32", "V DC"],
            ["Control voltage, OFF", "must-release", "", "", "1.0", "V DC"],
            [
                "Control input current\n(per channel)",
                "at 3.3 V\nat 5 V\nat 12 V\nat 24 V\nat 32 V",
                "",
                "4.5\n6.5\n8.5\n9.5\n10",
                "\n\n\n\n12",
                "mA",
            ],
            ["Turn-on time", "zero-cross", "", "", HALF + " cycle + 1", "ms"],
            ["Turn-off time", "", "", "", HALF + " cycle + 1", "ms"],
            ["Load side (per channel)"],
            ["Load voltage", "AC, 50 / 60 Hz", "24", "", "280", "V AC"],
            [
                "Load current,\nresistive",
                "TA = 25 " + DEG + "\nTA = 60 " + DEG,
                "0.1\n0.1",
                "",
                "2.0\n1.2",
                "A",
            ],
            ["Surge current", "non-repetitive, 1 cycle, 50 Hz", "", "", "20", "A"],
            ["Off-state leakage", "240 V AC, 50 Hz", "", "", "1.5", "mA"],
            ["On-state voltage drop", "at 2 A", "", "", "1.6", "V"],
            ["Isolation, input to load", "1 min", "2500", "", "", "Vrms"],
            ["General"],
            ["Operating temperature", "no icing", MINUS + "30", "", "+70", DEG],
            ["Storage temperature", "", MINUS + "40", "", "+80", DEG],
            ["Fuse per channel", "5 x 20 mm glass", "", "T3.15A", "", "250 V"],
        ],
        7.8,
    )
    s.para(
        "Derating: above 25 " + DEG + " the load current falls linearly to 1.2 A at 60 " + DEG
        + ". Loads below 0.1 A may not switch off completely because of the off-state leakage.",
        7.6,
    )

    s.add_page()
    s.heading("\u2660 Terminals and header", 10.5, rule=True)
    s.table(
        [Col("Terminal", 90, "C"), Col("Side", 90, "C"), Col("Function", 319)],
        [
            ["DC+", "control", "feeds the POWER LED only; 3 " + NDASH + " 32 V or leave open"],
            ["DC" + MINUS, "control", "ground of the driving board (common for CH1 and CH2)"],
            ["CH1, CH2", "control", "high = relay on; open or low = off"],
            ["L1-A, L1-B", "load", "channel 1 switch, in series with the load (fused)"],
            ["L2-A, L2-B", "load", "channel 2 switch, in series with the load (fused)"],
        ],
        7.8,
    )
    s.heading("\u2660 Wiring your microcontroller", 10.5, rule=True)
    s.para(
        "The inputs accept any logic level from 3 V up to 32 V, so an ESP32 or Raspberry Pi "
        "(3.3 V) or an Arduino (5 V) GPIO drives CH1 and CH2 directly. Connect DC" + MINUS
        + " to the board's GND. A PLC output at 24 V works as well.",
        8.0,
    )
    s.heading("\u2660 FAQ", 10.5, rule=True)
    faq = [
        (
            "Can it switch DC, e.g. a 12 V pump or LED strip?",
            "No. The triac output only works on AC: once a DC load is on, it never turns off.",
        ),
        (
            "How big a load?",
            "Up to 2 A per channel at 25 " + DEG + ", derated to 1.2 A at 60 " + DEG
            + ". For a geyser or kettle use a contactor.",
        ),
        (
            "Motors, pumps and transformers?",
            "Inductive loads need an RC snubber across the load terminals (100 " + OHM
            + " + 0.1 " + MU + "F X2).",
        ),
        (
            "Why does my LED bulb glow when the channel is off?",
            "The off-state leakage (up to 1.5 mA) is enough to light some LED bulbs. Add a "
            "47 k" + OHM + " / 2 W bleeder resistor across the bulb.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 8.0, bold=True)
        s.para(answer, 8.0)
    s.heading("\u2660 Price list", 10.5, rule=True)
    s.table(
        [Col("SKU", 100), Col("Product", 249), Col("PKR", 70, "C"), Col("Stock", 80, "C")],
        [
            ["HR-RAS201", "RAS-201 1-channel SSR module, 2 A", "850", "in stock"],
            ["HR-RAS202", "RAS-202 2-channel SSR module, 2 A", "1,450", "in stock"],
            ["HR-RAS204", "RAS-204 4-channel SSR module, 2 A", "2,650", "2 " + NDASH + " 3 days"],
            ["HR-HSK25", "clip-on heat sink for RAS modules", "350", "in stock"],
        ],
        7.8,
    )
    s.para(
        "Shop hours Mon " + NDASH + " Sat 10:00 " + NDASH + " 20:00. Cash on delivery in Lahore; "
        "courier to all cities (PKR 250).",
        7.6,
    )
    return save(s, out / "ras-202.pdf")


# ------------------------------------------------ RS-232 transceiver IC (Harbin)
def hbx3232(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="BINGCHENG MICROELECTRONICS",
        header_right="HBX3232 / HBX3232E  Datasheet  V1.3",
        footer_left="Harbin Bingcheng Microelectronics Co., Ltd.  Tel" + FC + "+86-451-8672-3310  "
        "HBX3232 V1.3  2024.02",
        footer_right="P{page}/{nb}",
        rule_color=(170, 20, 40),
        table_fill=(250, 228, 230),
        accent=(170, 20, 40),
        grid=True,
    )
    s = Sheet(style, "HBX3232 / HBX3232E dual RS-232 transceiver")
    s.add_page()
    s.title_block(
        "HBX3232 / HBX3232E",
        "3.0 V to 5.5 V, 250 kbps, Dual RS-232 Line Driver / Receiver with Charge Pump",
        "SOP16 / TSSOP16 / DIP16    Datasheet    V1.3",
        20,
    )

    def features() -> None:
        s.heading("\u25d4 1 Features", 9.5)
        s.bullets(
            [
                "Supply voltage" + FC + "3.0V" + FT + "5.5V",
                "Data rate" + FC + "250kbps (min.)",
                "Low supply current" + FC + "0.3mA (typ.)",
                "Four 0.1" + MU + "F external capacitors",
                "HBX3232E" + FC + PM + "15kV ESD " + FL + "IEC 61000-4-2 air" + FR,
                "Pin compatible with industry-standard 3232",
            ],
            7.6,
            "\u25aa",
        )

    def description() -> None:
        s.heading("\u25d4 2 Description", 9.5)
        s.para(
            "The HBX3232 is a dual driver / dual receiver RS-232 transceiver. An on-chip "
            "charge pump generates the RS-232 output levels from a single 3.0V" + FT + "5.5V "
            "supply. The receivers accept " + PM + "25V inputs and convert them to logic "
            "levels referred to VCC. The HBX3232E adds " + PM + "15kV ESD protection on the "
            "RS-232 pins and an extended temperature range.",
            7.6,
        )

    s.side_by_side(features, description, 235, 16)
    s.heading("\u25d4 3 Selection guide", 9.5)
    s.caption("Table 3-1  Family members")
    s.table(
        [
            Col("Part", 70),
            Col("Tx / Rx", 50, "C"),
            Col("Supply", 75, "C"),
            Col("Shutdown", 65, "C"),
            Col("ICC (shutdown)", 75, "C"),
            Col("Data rate", 70, "C"),
            Col("ESD (RS-232 pins)", 94, "C"),
        ],
        [
            ["HBX3232", "2 / 2", "3.0V" + FT + "5.5V", "no", DASH, "250kbps", PM + "2kV HBM"],
            ["HBX3232E", "2 / 2", "3.0V" + FT + "5.5V", "no", DASH, "250kbps", PM + "15kV air"],
            ["HBX3222E", "2 / 2", "3.0V" + FT + "5.5V", "yes", "1" + MU + "A", "250kbps", PM + "15kV air"],
            ["HBX3243E", "3 / 5", "3.0V" + FT + "5.5V", "auto", "1" + MU + "A", "250kbps", PM + "15kV air"],
        ],
        7.3,
    )
    s.heading("\u25d4 4 Absolute maximum ratings", 9.5)
    s.caption("Table 4-1  Absolute maximum ratings")
    s.table(
        [Col("Parameter", 250), Col("Rating", 249, "C")],
        [
            ["Supply voltage VCC", MINUS + "0.3V" + FT + "6.0V"],
            ["V+ (charge pump)", MINUS + "0.3V" + FT + "7.0V"],
            ["V" + MINUS + " (charge pump)", "+0.3V" + FT + MINUS + "7.0V"],
            ["Driver input T_IN", MINUS + "0.3V" + FT + "6.0V"],
            ["Receiver input R_IN", PM + "25V"],
            ["Driver output T_OUT", PM + "13.2V"],
            ["Receiver output R_OUT", MINUS + "0.3V" + FT + "VCC+0.3V"],
            ["T_OUT short-circuit duration", "continuous"],
            ["Storage temperature", MINUS + "65" + CEL + FT + "150" + CEL],
            ["Lead temperature " + FL + "soldering, 10s" + FR, "300" + CEL],
        ],
        7.3,
    )
    s.heading("\u25d4 5 Recommended operating conditions", 9.5)
    s.caption("Table 5-1  Recommended operating conditions")
    s.table(
        [Col("Parameter", 180), Col("Conditions", 130), Col("Min", 45, "C"), Col("Typ", 45, "C"), Col("Max", 45, "C"), Col("Unit", 54, "C")],
        [
            ["Supply voltage VCC", "", "3.0", "3.3", "5.5", "V"],
            ["Operating temperature", "HBX3232C\nHBX3232E", "0\n" + MINUS + "40", "", "70\n85", CEL],
        ],
        7.3,
    )

    s.add_page()
    s.heading("\u25d4 6 Electrical characteristics", 9.5)
    s.para(
        "VCC = 3.0V" + FT + "5.5V, C1" + FT + "C4 = 0.1" + MU + "F, TA = TMIN" + FT + "TMAX, "
        "typical values at VCC = 3.3V, TA = 25" + CEL + ", unless otherwise noted.",
        7.4,
    )
    s.caption("Table 6-1  DC and timing characteristics")
    s.table(
        [
            Col("Parameter", 122),
            Col("Symbol", 46, "C"),
            Col("Conditions", 137),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 62, "C"),
        ],
        [
            ["DC characteristics"],
            [
                "Supply current,\nno load",
                "I_{CC}",
                "VCC = 3.3V\nVCC = 5.0V",
                "",
                "0.3\n0.5",
                "1.0\n1.5",
                "mA",
            ],
            ["Logic inputs (T1IN, T2IN)"],
            ["Input logic low", "V_{IL}", "", "", "", "0.8", "V"],
            ["Input logic high", "V_{IH}", "VCC = 3.3V\nVCC = 5.0V", "2.0\n2.4", "", "", "V"],
            ["Input leakage", "I_{IN}", "", "", PM + "0.01", PM + "1", MU + "A"],
            ["Receiver outputs (R1OUT, R2OUT)"],
            ["Output voltage low", "V_{OL}", "IOUT = 1.6mA", "", "", "0.4", "V"],
            ["Output voltage high", "V_{OH}", "IOUT = " + MINUS + "1.0mA", "VCC" + MINUS + "0.6", "VCC" + MINUS + "0.1", "", "V"],
            ["Receiver inputs (R1IN, R2IN)"],
            ["Input voltage range", "", "", MINUS + "25", "", "+25", "V"],
            [
                "Input threshold low",
                "",
                "VCC = 3.3V\nVCC = 5.0V",
                "0.6\n0.8",
                "1.2\n1.5",
                "",
                "V",
            ],
            [
                "Input threshold high",
                "",
                "VCC = 3.3V\nVCC = 5.0V",
                "",
                "1.5\n1.8",
                "2.4\n2.4",
                "V",
            ],
            ["Input hysteresis", "", "", "", "0.3", "", "V"],
            ["Input resistance", "", "", "3", "5", "7", "k" + OHM],
            ["Transmitter outputs (T1OUT, T2OUT)"],
            ["Output voltage swing", "", "all outputs loaded\nwith 3k" + OHM + " to GND", PM + "5.0", PM + "5.4", "", "V"],
            ["Output resistance", "", "VCC = V+ = V" + MINUS + " = 0V,\nTOUT = " + PM + "2V", "300", "", "", OHM],
            ["Short-circuit current", "", "", "", PM + "35", PM + "60", "mA"],
            ["Timing"],
            [
                "Maximum data rate",
                "",
                "RL = 3k" + OHM + ", CL = 1000pF,\none transmitter switching",
                "250",
                "",
                "",
                "kbps",
            ],
            ["Receiver propagation\ndelay", "t_{PHL}, t_{PLH}", "CL = 150pF", "", "0.3", "", MU + "s"],
            ["Transition-region\nslew rate", "", "RL = 3k" + OHM + " to 7k" + OHM + ",\nCL = 150pF" + FT + "1000pF", "6", "", "30", "V/" + MU + "s"],
            ["ESD protection"],
            ["RS-232 pins", "", "HBX3232, HBM\nHBX3232E, IEC 61000-4-2 air", "", PM + "2\n" + PM + "15", "", "kV"],
        ],
        7.0,
    )
    s.heading("\u25d4 7 Charge-pump capacitors", 9.5)
    s.caption("Table 7-1  Minimum capacitor values")
    s.table(
        [Col("VCC", 150, "C"), Col("C1", 110, "C"), Col("C2, C3, C4", 110, "C"), Col("Bypass", 129, "C")],
        [
            ["3.0V" + FT + "3.6V", "0.1" + MU + "F", "0.1" + MU + "F", "0.1" + MU + "F"],
            ["4.5V" + FT + "5.5V", "0.047" + MU + "F", "0.33" + MU + "F", "0.1" + MU + "F"],
            ["3.0V" + FT + "5.5V", "0.1" + MU + "F", "0.47" + MU + "F", "0.1" + MU + "F"],
        ],
        7.2,
    )
    s.heading("\u25d4 8 Application notes", 9.5)
    s.bullets(
        [
            "R1OUT and R2OUT swing from GND to VCC. At VCC = 5V they must not drive a "
            "3.3V-only input (Raspberry Pi, ESP32): power the HBX3232 from 3.3V instead.",
            "Tie unused T_IN inputs to GND or VCC.",
            "The HBX3232 has no shutdown mode. For battery designs use the HBX3222E.",
        ],
        7.4,
        "\u25aa",
    )
    s.heading("\u25d4 9 Ordering information", 9.5)
    s.table(
        [Col("Order code", 120), Col("Temperature", 110, "C"), Col("Package", 110, "C"), Col("Packing", 159, "C")],
        [
            ["HBX3232CSE", "0" + CEL + FT + "70" + CEL, "SOP16", "tape & reel, 2500"],
            ["HBX3232CPE", "0" + CEL + FT + "70" + CEL, "DIP16", "tube, 50"],
            ["HBX3232ESE", MINUS + "40" + CEL + FT + "85" + CEL, "SOP16", "tape & reel, 2500"],
            ["HBX3232EUE", MINUS + "40" + CEL + FT + "85" + CEL, "TSSOP16", "tape & reel, 3000"],
        ],
        7.2,
    )
    return save(s, out / "hbx3232.pdf")


# ------------------------------------------------ NB-IoT cellular module (Vilnius)
def tknn27(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="NERIS TELEMATICS",
        header_right="TKN-N27 Hardware Design Guide  V1.3",
        footer_left="UAB Neris Telematics  " + DOT + "  Vilnius, Lithuania  " + DOT + "  "
        "TKN-N27_HW_Design_V1.3  " + DOT + "  Confidential",
        footer_right="Page {page} of {nb}",
        rule_color=(156, 98, 0),
        table_fill=None,
        accent=(156, 98, 0),
        grid=False,
    )
    s = Sheet(style, "TKN-N27 NB-IoT module hardware design guide")
    s.add_page()
    s.title_block(
        "TKN-N27",
        "LTE Cat NB2 (NB-IoT) Module " + DASH + " Hardware Design Guide",
        "Variants TKN-N27-EU (B3 / B8 / B20) and TKN-N27-GL (B1 / B2 / B3 / B4 / B5 / B8 / B12 / "
        "B13 / B17 / B18 / B19 / B20 / B25 / B28 / B66 / B85)  " + DOT + "  LCC, 58 pads, "
        "17.7 x 15.8 x 2.3 mm  " + DOT + "  V1.3",
        22,
    )
    s.heading("1 Introduction", 10.5)
    s.para(
        "The TKN-N27 is a 3GPP Release 14 NB-IoT module for battery-powered meters, trackers "
        "and sensors. It runs from a single VBAT rail, talks to the host over a 1.8 V UART "
        "with AT commands, and supports power saving mode (PSM) and extended DRX (eDRX). "
        "This guide covers the power supply, current consumption, interfaces and RF data.",
        8.0,
    )
    s.heading("2 Power supply", 10.5, rule=True)
    s.caption("Table 2-1.  Power supply ratings")
    s.table(
        [
            Col("Parameter", 118),
            Col("Description", 181),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 65, "C"),
        ],
        [
            ["VBAT", "module supply", "2.6", "3.3", "4.2", "V"],
            ["VBAT drop", "during a TX burst at maximum power", "", "", "300", "mV"],
            ["Peak supply current", "TX burst at 23 dBm", "", "400", "480", "mA"],
            ["VDD_EXT", "1.8 V output for I/O pull-ups and\nlevel translators", "1.71", "1.80", "1.89", "V"],
            ["VDD_EXT load current", "", "", "", "50", "mA"],
            ["USIM_VDD", "USIM supply, 1.8 V cards only", "", "1.8", "", "V"],
        ],
        7.6,
    )
    s.caption("Table 2-2.  Absolute maximum ratings")
    s.table(
        [Col("Parameter", 250), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 109, "C")],
        [
            ["VBAT", "-0.3", "4.5", "V"],
            ["Peak current on VBAT", "", "0.8", "A"],
            ["Voltage on digital I/O", "-0.3", "2.1", "V"],
            ["Voltage on ADC0", "0", "1.4", "V"],
        ],
        7.6,
    )
    s.heading("3 Current consumption", 10.5, rule=True)
    s.caption("Table 3-1.  Current consumption (VBAT = 3.3 V, 25 " + DEG + ", TKN-N27-EU)")
    s.table(
        [Col("Mode", 120), Col("Condition", 200), Col("Typ", 60, "C"), Col("Max", 60, "C"), Col("Unit", 59, "C")],
        [
            ["Power-off", "module off, VBAT applied", "0.9", "", MU + "A"],
            ["PSM", "RTC running, registration kept", "3.6", "6", MU + "A"],
            ["Light sleep", "no PSM, UART idle", "0.45", "", "mA"],
            ["Idle, DRX", "DRX = 2.56 s", "1.6", "", "mA"],
            ["Idle, eDRX", "eDRX = 81.92 s, PTW = 2.56 s", "0.22", "", "mA"],
            ["RX active", "", "39", "", "mA"],
            ["TX, 23 dBm", "Band 3\nBand 8\nBand 20", "215\n230\n250", "", "mA"],
            ["TX, 0 dBm", "Band 8", "72", "", "mA"],
        ],
        7.6,
    )
    s.para(
        "Averages over a complete TX burst. The peak current (Table 2-1) is higher and sets the "
        "size of the supply and of the bulk capacitor.",
        7.6,
    )

    s.add_page()
    s.heading("4 Interfaces", 10.5, rule=True)
    s.heading("4.1 I/O levels", 9.5)
    s.caption("Table 4-1.  Digital I/O characteristics (1.8 V domain)")
    s.table(
        [Col("Parameter", 150), Col("Symbol", 60, "C"), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 149, "C")],
        [
            ["Input high voltage", "V_{IH}", "1.17", "2.0", "V"],
            ["Input low voltage", "V_{IL}", "-0.3", "0.6", "V"],
            ["Output high voltage", "V_{OH}", "1.35", "", "V"],
            ["Output low voltage", "V_{OL}", "", "0.45", "V"],
        ],
        7.6,
    )
    s.para(
        "All digital interfaces (main UART, debug UART, PSM_EINT, NETLIGHT, RESET_N) are in the "
        "1.8 V domain and are not 3.3 V tolerant. Connect 3.3 V or 5 V hosts through a level "
        "translator whose module side is powered from VDD_EXT.",
        7.8,
    )
    s.heading("4.2 UART", 9.5)
    s.para(
        "Main UART (TXD, RXD, RTS, CTS): 4800 bps to 921600 bps, default 115200 bps, 8N1; "
        "auto-baud is not supported. Change the rate with AT+IPR. The debug UART runs at a "
        "fixed 921600 bps and only outputs logs.",
        7.8,
    )
    s.heading("5 RF characteristics", 10.5, rule=True)
    s.caption("Table 5-1.  Operating bands and RF performance (TKN-N27-EU)")
    s.table(
        [
            Col("Band", 60, "C"),
            Col("Uplink (MHz)", 100, "C"),
            Col("Downlink (MHz)", 100, "C"),
            Col("TX power", 110, "C"),
            Col("RX sensitivity", 129, "C"),
        ],
        [
            ["B3", "1710 " + NDASH + " 1785", "1805 " + NDASH + " 1880", "23 dBm " + PM + "2 dB", "-129 dBm"],
            ["B8", "880 " + NDASH + " 915", "925 " + NDASH + " 960", "23 dBm " + PM + "2 dB", "-130 dBm"],
            ["B20", "832 " + NDASH + " 862", "791 " + NDASH + " 821", "23 dBm " + PM + "2 dB", "-130 dBm"],
        ],
        7.6,
    )
    s.para("RX sensitivity with 128 repetitions, 15 kHz sub-carrier spacing. Antenna port 50 " + OHM + ".", 7.6)
    s.heading("6 Operating conditions", 10.5, rule=True)
    s.caption("Table 6-1.  Temperature ranges")
    s.table(
        [Col("Range", 160), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Note", 199)],
        [
            ["Operating temperature", "-35", "+75", "3GPP compliant"],
            ["Extended temperature", "-40", "+85", "works; RF may exceed 3GPP limits"],
            ["Storage temperature", "-40", "+90", ""],
        ],
        7.6,
    )
    s.heading("7 Design notes", 10.5, rule=True)
    s.bullets(
        [
            "VBAT must deliver 0.5 A bursts with less than 300 mV drop. Place a 100 " + MU + "F "
            "low-ESR capacitor close to the VBAT pads. Coin cells such as the CR2032 cannot "
            "supply the transmit burst.",
            "A Li-ion, LiFePO4 or Li-SOCl2 cell with a buffer capacitor can feed VBAT "
            "directly within 2.6 " + ELL + " 4.2 V. A 5 V rail needs an LDO or a buck converter.",
            "PSM wake-up: pull PSM_EINT low for more than 100 ms.",
        ],
        7.8,
        "\u2013",
    )
    s.heading("8 Frequently used AT commands", 10.5, rule=True)
    s.table(
        [Col("Command", 200), Col("Function", 299)],
        [
            ['AT+CPSMS=1,,,"00100011","00000001"', "PSM on, T3412 = 35 h, T3324 = 2 s"],
            ['AT+CEDRXS=1,5,"0101"', "eDRX on, 81.92 s cycle"],
            ["AT+IPR=115200", "main UART baud rate"],
            ["AT+CSQ", "signal quality"],
        ],
        7.6,
    )
    s.heading("9 Ordering information", 10.5, rule=True)
    s.table(
        [Col("Order code", 150), Col("Bands", 200), Col("MOQ", 149, "C")],
        [
            ["TKN-N27-EU-A0", "B3 / B8 / B20", "500 pcs"],
            ["TKN-N27-GL-A0", "16 bands, see title", "500 pcs"],
        ],
        7.6,
    )
    return save(s, out / "tkn-n27.pdf")


# ------------------------------------------------ soil-temperature probe, 1-Wire (Stellenbosch)
def svt18p(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Bottelary Agri-Sense",
        header_right="SVT-18P soil temperature probe  " + DOT + "  Product Sheet",
        footer_left="Bottelary Agri-Sense (Pty) Ltd  " + DOT + "  Stellenbosch, South Africa  " + DOT
        + "  Reg. 2019/417305/07",
        footer_right="p{page} of {nb}",
        rule_color=(118, 24, 48),
        table_fill=(246, 230, 234),
        accent=(118, 24, 48),
        grid=False,
    )
    s = Sheet(style, "SVT-18P soil temperature probe with 1-Wire sensor")
    s.add_page()
    s.title_block(
        "SVT-18P",
        "Soil Temperature Probe with 1-Wire\u00ae Digital Sensor",
        "Stainless 316 probe 6 x 50 mm  " + DOT + "  3-wire cable, PVC or silicone  " + DOT
        + "  IP68  " + DOT + "  Product Sheet, May 2024",
        22,
    )

    def overview() -> None:
        s.heading("\u2663 Overview", 10)
        s.para(
            "For vineyard, orchard and seed-bed monitoring. A 1-Wire digital thermometer "
            "chip sits in a stainless-steel tip, potted and moulded to a 3-wire cable. "
            "Several probes share one data line; each has a unique 64-bit ID.",
            7.8,
        )
        s.para(
            "Choose the PVC cable for general soil work and the silicone cable for "
            "compost, hot beds and sterilisation.",
            7.8,
        )

    def versions() -> None:
        s.heading("\u2663 Versions and prices", 10)
        s.table(
            [Col("Order code", 70), Col("Cable", 60, "C"), Col("Length", 40, "C"), Col("ZAR", 43, "C")],
            [
                ["SVT-18P-P3", "PVC", "3 m", "R 189"],
                ["SVT-18P-P10", "PVC", "10 m", "R 259"],
                ["SVT-18P-S3", "silicone", "3 m", "R 239"],
                ["SVT-18P-S10", "silicone", "10 m", "R 329"],
            ],
            7.2,
        )
        s.para("Prices incl. 15 % VAT.", 7.0)

    s.side_by_side(overview, versions, 270, 16)
    s.heading("\u2663 Temperature ranges", 10, rule=True)
    s.table(
        [
            Col("Range", 170),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Probe measuring range\n(tip in soil, water or compost)", MINUS + "20", "+70", MINUS + "40", "+100", DEG],
            ["Sensor chip range", MINUS + "55", "+125", MINUS + "55", "+125", DEG],
            ["Cable rating", MINUS + "20", "+80", MINUS + "50", "+180", DEG],
        ],
        7.4,
        head_rows=[["", "PVC cable (-P)", "<", "Silicone cable (-S)", "<", ""]],
    )
    s.para(
        "The probe range is set by the cable (PVC) or by the potting of the tip (silicone), "
        "not by the chip.",
        7.4,
    )
    s.heading("\u2663 Sensor data", 10, rule=True)
    s.table(
        [
            Col("Parameter", 130),
            Col("Condition", 150),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Supply voltage, VDD", "3-wire mode (red wire)", "3.0", "", "5.5", "V"],
            ["Pull-up voltage", "parasite mode (VDD to GND)", "3.0", "", "5.5", "V"],
            [
                "Accuracy",
                MINUS + "10 " + ELL + " +70 " + DEG + "\n" + MINUS + "30 " + ELL + " +100 " + DEG
                + "\n" + MINUS + "55 " + ELL + " +125 " + DEG + " (chip)",
                MINUS + "0.5\n" + MINUS + "1.0\n" + MINUS + "2.0",
                "",
                "+0.5\n+1.0\n+2.0",
                DEG,
            ],
            ["Resolution", "9-bit\n10-bit\n11-bit\n12-bit (default)", "", "0.5\n0.25\n0.125\n0.0625", "", DEG],
            [
                "Conversion time",
                "9-bit\n10-bit\n11-bit\n12-bit (default)",
                "",
                "",
                "40\n80\n160\n320",
                "ms",
            ],
            ["Active current", "converting", "", "1.0", "1.5", "mA"],
            ["Standby current", "bus idle", "", "0.75", "3", MU + "A"],
            ["DQ input low", "", MINUS + "0.3", "", "0.8", "V"],
            ["DQ input high", "VDD " + GE + " 3.0 V", "2.2", "", "5.5", "V"],
            ["DQ sink current", "VDQ = 0.4 V", "4.0", "", "", "mA"],
            [
                "Thermal response",
                "\u03c463, stirred water\n\u03c490, moist sandy soil",
                "",
                "9\n4",
                "",
                "s\nmin",
            ],
        ],
        7.4,
    )

    s.add_page()
    s.heading("\u2663 Wiring", 10, rule=True)
    s.table(
        [Col("Wire", 100, "C"), Col("Signal", 100, "C"), Col("Connect to", 299)],
        [
            ["red", "VDD", "3.0 " + ELL + " 5.5 V (3-wire mode) or GND (parasite mode)"],
            ["black", "GND", "ground of the logger"],
            ["yellow", "DQ", "data, with a pull-up resistor to the logger's supply"],
        ],
        7.4,
    )
    s.heading("\u2663 Pull-up resistor and cable length", 10, rule=True)
    s.table(
        [Col("Total cable on the bus", 170), Col("Pull-up to VDD", 130, "C"), Col("Parasite mode", 199, "C")],
        [
            ["up to 10 m", "4.7 k" + OHM, "up to 3 m only"],
            ["10 " + ELL + " 30 m", "2.2 k" + OHM, "not supported"],
            ["over 30 m", "not recommended", "not supported"],
        ],
        7.4,
    )
    s.heading("\u2663 1-Wire commands", 10, rule=True)
    s.table(
        [Col("Code", 60, "C"), Col("Command", 160), Col("Notes", 279)],
        [
            ["0x33", "Read ROM", "single probe on the bus only"],
            ["0x55", "Match ROM", "followed by the 64-bit ID"],
            ["0xCC", "Skip ROM", "address all probes"],
            ["0x44", "Convert T", "starts a conversion (see conversion time)"],
            ["0xBE", "Read scratchpad", "9 bytes; power-on value +85 " + DEG + " (0x0550)"],
            ["0x4E", "Write scratchpad", "alarm limits and resolution"],
        ],
        7.4,
    )
    s.heading("\u2663 Field notes", 10, rule=True)
    s.bullets(
        [
            "ESP32 and Raspberry Pi: power VDD from 3.3 V and pull DQ up to 3.3 V. Never pull DQ "
            "up to 5 V on a 3.3 V logger.",
            "5 V Arduino: connect VDD and the pull-up to 5 V.",
            "Up to 20 probes share one bus in 3-wire mode within the cable lengths above.",
            "Bury the tip at least 10 cm deep and give it time: in soil the reading settles "
            "much more slowly than in water.",
            "Probe and cable are IP68 (1.5 m of water, 72 h). The cable end is not sealed: "
            "terminate it inside an enclosure.",
        ],
        7.6,
        "\u2013",
    )
    s.heading("\u2663 Storage", 10, rule=True)
    s.para("Storage temperature " + MINUS + "40 " + ELL + " +85 " + DEG + ", dry, in the original bag.", 7.6)
    revision_table(
        s,
        [
            ["2023-08-01", "1.0", "First issue"],
            ["2024-05-20", "1.1", "Silicone version; pull-up table"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "svt-18p.pdf")
