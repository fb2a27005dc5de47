"""Hold-out 147 datasheets, part 1: a 3.3 V buck-boost converter module, a MEMS humidity and
temperature sensor IC with heater, a 2-channel opto-isolated MOSFET switch module and a
multi-GNSS receiver module.

A Belize City (Belize) maker-store product sheet ("⚡" heads, "[A]" letter captions, column
groups per version with the output current stacked per input voltage, BZD prices, "Good to
know" notes and FAQ), a Villach (Austria) sensor-IC house data sheet ("n ▫ Title" heads,
"Tbl n.m" captions, accuracy in typ. columns per grade, supply current under two-line names
stacked per mode, heater power and current stacked per setting, a command table and an
ordering table with the I2C address per ordering code), a Libreville (Gabon) maker-store
sheet in French and English ("Art. n — Titre / Title" heads, "(T.n)" captions, two-line
bilingual row names in column groups per version, current stacked per load voltage, FCFA
prices) and a Keelung (Taiwan) GNSS-module "Hardware Design Guide" ("⬣ n" heads,
"Table n ‖" captions, performance in column groups per version, supply current per mode,
baud rate only in prose, NMEA, pad and ordering tables as decoys).
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
TIMES = "\u00d7"
BOLT = "\u26a1"
WSQ = "\u25ab"
HEX = "\u2b23"
DBAR = "\u2016"
ARROW_TXT = "\u2192"


# ------------------------------------------------ buck-boost 3.3 V module (Belize City)
def pxb331(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="CAYO CIRCUITS  " + BOLT + "  power modules",
        header_right="PXB-331 / PXB-331H  \u00b7  product sheet",
        footer_left="Cayo Circuits Ltd.  \u00b7  14 Regent Street, Belize City, Belize  \u00b7  "
        "prices in BZD incl. 12.5 % GST",
        footer_right="leaf {page} of {nb}",
        rule_color=(214, 112, 24),
        table_fill=(253, 236, 215),
        accent=(170, 80, 10),
        grid=False,
    )
    s = Sheet(style, "PXB-331 / PXB-331H buck-boost 3.3 V regulator module")
    s.add_page()
    s.title_block(
        "PXB-331 / PXB-331H",
        "Buck-Boost 3.3 V Regulator Module " + NDASH + " 1.8 to 5.5 V in, fixed 3.3 V out",
        "SKU CC-PXB331 (PXB-331, 1 A class)  BZD 14.50    |    SKU CC-PXB331H (PXB-331H, 2 A "
        "class)  BZD 22.75",
        20,
    )

    def what() -> None:
        s.heading(BOLT + " What it does", 10)
        s.para(
            "A buck-boost converter keeps its output steady whether the input is above or below "
            "it. That makes the PXB-331 the right module when a battery starts above 3.3 V and "
            "ends below it: a Li-ion cell (4.2 V full, 3.0 V empty), three AA cells or two AA "
            "cells that sag towards 2 V. A plain LDO would drop out; a boost module would "
            "overshoot.",
            8.0,
        )
        s.para(
            "The PXB-331 uses a 2.4 MHz converter IC with internal switches. The PXB-331H uses a "
            "larger 1.5 MHz IC and a 2.2 " + MU + "H shielded inductor for twice the current. "
            "Both have a red power LED that can be disabled by cutting the LED jumper on the back.",
            8.0,
        )

    def glance() -> None:
        s.heading(BOLT + " At a glance", 10)
        s.bullets(
            [
                "Input 1.8 V to 5.5 V: 2 x AA, 3 x AA, 1S Li-ion or USB",
                "Output fixed 3.3 V",
                "Up to 1 A (PXB-331) or 2 A (PXB-331H) at 5 V in",
                "50 " + MU + "A quiescent current (PXB-331, LED cut)",
                "EN pin, shutdown below 1 " + MU + "A",
                "17.8 x 12.7 mm, 5 pins on 0.1\" pitch",
            ],
            8.0,
        )

    s.side_by_side(what, glance, 270, 16)
    s.heading(BOLT + " Specifications", 10.5, rule=True)
    s.caption("[A] Electrical specifications by version (TA = 25 " + DEG + ", VOUT = 3.3 V)")
    s.table(
        [
            Col("Parameter", 92),
            Col("Conditions", 116),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Unit", 63, "C"),
        ],
        [
            ["Input voltage\n(operating)", "after start-up", "1.8", "", "5.5", "2.3", "", "5.5", "V"],
            ["Start-up input\nvoltage", "RL = 33 " + OHM, "", "", "2.0", "", "", "2.5", "V"],
            ["Output voltage", "IOUT = 0 " + ELL + " 200 mA", "3.23", "3.30", "3.37", "3.20",
             "3.30", "3.40", "V"],
            [
                "Maximum output\ncurrent",
                "VIN = 1.8 V\nVIN = 2.4 V\nVIN = 3.6 V\nVIN = 5.0 V",
                "",
                "",
                "250\n450\n800\n1000",
                "",
                "",
                "400\n800\n1500\n2000",
                "mA",
            ],
            ["Quiescent current", "EN high, no load,\nLED jumper cut", "", "50", "80", "",
             "120", "160", MU + "A"],
            ["Shutdown current", "EN low", "", "0.1", "1.0", "", "0.5", "2.0", MU + "A"],
            ["Power LED current", "LED jumper closed", "", "1.2", "", "", "1.2", "", "mA"],
            ["Switching frequency", "", "2.2", "2.4", "2.6", "1.3", "1.5", "1.7", "MHz"],
            [
                "Efficiency",
                "VIN = 2.4 V, IOUT = 200 mA\nVIN = 3.6 V, IOUT = 500 mA",
                "",
                "88\n92",
                "",
                "",
                "86\n93",
                "",
                "%",
            ],
            ["Output ripple", "IOUT = 500 mA, 20 MHz BW", "", "20", "", "", "30", "", "mVpp"],
            ["EN input high", "", "1.2", "", "", "1.2", "", "", "V"],
            ["EN input low", "", "", "", "0.4", "", "", "0.4", "V"],
            ["Soft-start time", "VOUT 0 " + ARROW_TXT + " 3.3 V", "", "0.6", "", "", "0.9", "",
             "ms"],
            ["Operating ambient", "", "-40", "", "+85", "-20", "", "+85", DEG],
        ],
        7.4,
        head_rows=[["", "", "PXB-331", "<", "<", "PXB-331H", "<", "<", ""]],
    )
    s.para(
        "The maximum output current depends on the input voltage because the converter has to "
        "boost at low input. Read the row for your lowest battery voltage, not the nominal one.",
        7.6,
    )
    s.heading(BOLT + " Absolute maximum ratings", 10.5, rule=True)
    s.caption("[B] Stresses beyond these values can destroy the module")
    s.table(
        [Col("Item", 200), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 159, "C")],
        [
            ["VIN to GND", "-0.3", "6.0", "V"],
            ["EN to GND", "-0.3", "6.0", "V"],
            ["VOUT and PG to GND", "-0.3", "4.0", "V"],
            ["Storage temperature", "-55", "+125", DEG],
        ],
        7.4,
    )

    s.add_page()
    s.heading(BOLT + " Pins", 10.5, rule=True)
    s.caption("[C] Header pins (2.54 mm pitch), left to right seen from the component side")
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("Function", 399)],
        [
            ["1", "VIN", "Input, 1.8 " + ELL + " 5.5 V (10 " + MU + "F ceramic on board)"],
            ["2", "GND", "Ground, common to input and output"],
            ["3", "EN", "Enable. Pulled up to VIN by 1 M" + OHM + "; pull below 0.4 V to switch off"],
            ["4", "PG", "Power good, open drain, 100 k" + OHM + " pull-up to VOUT; low when VOUT is "
             "10 % below 3.3 V"],
            ["5", "VOUT", "3.3 V output (2 x 22 " + MU + "F ceramic on board)"],
        ],
        7.4,
    )
    s.heading(BOLT + " Good to know", 10.5, rule=True)
    s.bullets(
        [
            "EN is pulled up on the board, so the module runs as soon as power is applied.",
            "There is no reverse-polarity protection. Swapping VIN and GND destroys the converter IC.",
            "Do not feed 3.3 V into VOUT from another supply while VIN is off.",
            "The output is fixed. There is no trimmer and no feedback pad to change it.",
            "The PXB-331H needs 2.5 V to start but then keeps running down to 2.3 V.",
            "Keep the input wires short or add 100 " + MU + "F at VIN when the battery is more "
            "than 20 cm away.",
        ],
        8.0,
    )
    s.heading(BOLT + " FAQ", 10.5, rule=True)
    faq = [
        (
            "Will it run an ESP32 dev board from 2 x AA?",
            "Use the PXB-331H. Wi-Fi transmit bursts pull about 500 mA. At 2.4 V in the PXB-331 "
            "is good for 450 mA, the PXB-331H for 800 mA. As the cells fall towards 1.8 V even "
            "the H gives only 400 mA, so expect resets from nearly empty cells.",
        ),
        (
            "Can I power it from one AA or NiMH cell?",
            "No. A single cell (1.0 " + ELL + " 1.6 V) is below the 1.8 V minimum input; the "
            "module will not start.",
        ),
        (
            "Can I use it on a 5 V USB power bank?",
            "Yes, 5 V is inside the input range. Some power banks switch off when the load is "
            "very small; that is the bank, not the module.",
        ),
        (
            "Does it charge my Li-ion cell?",
            "No. It only takes power from the cell. Use a charger module in front of it.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 8.0, bold=True)
        s.para(answer, 8.0)
    s.heading(BOLT + " Order", 10.5, rule=True)
    s.caption("[D] Price list (BZD, incl. 12.5 % GST)")
    s.table(
        [Col("SKU", 110), Col("Version", 100), Col("Pack", 90, "C"), Col("Price", 199, "C")],
        [
            ["CC-PXB331", "PXB-331", "1 pc", "14.50"],
            ["CC-PXB331-5", "PXB-331", "5 pcs", "62.00"],
            ["CC-PXB331H", "PXB-331H", "1 pc", "22.75"],
            ["CC-PXB331H-5", "PXB-331H", "5 pcs", "99.00"],
        ],
        7.4,
    )
    s.para("Sheet updated 2024-03-04. Specifications can change without notice.", 7.0)
    return save(s, out / "pxb-331.pdf")



# ------------------------------------------------ humidity / temperature sensor IC (Villach)
def hqw57(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="GAILTAL SENSORIK",
        header_right="HQW-57 / HQW-57P  \u00b7  Datasheet D-0457 \u00b7  Version 3",
        footer_left="Gailtal Sensorik GmbH  \u00b7  Italiener Stra\u00dfe 12  \u00b7  9500 Villach  "
        "\u00b7  Austria  \u00b7  D-0457 v3, March 2024",
        footer_right="page {page} of {nb}",
        rule_color=(0, 92, 110),
        table_fill=(232, 240, 242),
        accent=(0, 92, 110),
        grid=True,
    )
    s = Sheet(style, "HQW-57 digital humidity and temperature sensor")
    s.add_page()
    s.title_block(
        "HQW-57 / HQW-57P",
        "Digital Humidity and Temperature Sensor with On-Chip Heater",
        "I" + SQ + "C interface  |  1.08 V " + ELL + " 3.6 V  |  DFN-4, 1.5 x 1.5 x 0.5 mm  |  "
        "standard grade HQW-57, precision grade HQW-57P",
        21,
    )

    def features() -> None:
        s.heading("1 " + WSQ + " Features", 10)
        s.bullets(
            [
                "Relative humidity accuracy " + PM + "1.5 %RH (HQW-57P), " + PM + "2.0 %RH (HQW-57)",
                "Temperature accuracy " + PM + "0.1 " + DEG + " (HQW-57P), " + PM + "0.2 " + DEG
                + " (HQW-57)",
                "Supply voltage 1.08 V " + ELL + " 3.6 V",
                "Average current 0.4 " + MU + "A at one measurement per second",
                "I" + SQ + "C Fast-mode Plus, three address options",
                "On-chip heater: 20 mW, 110 mW or 200 mW",
            ],
            7.8,
        )

    def description() -> None:
        s.heading("2 " + WSQ + " General description", 10)
        s.para(
            "The HQW-57 combines a capacitive humidity sensor, a band-gap temperature sensor, "
            "a 16-bit ADC, calibration memory and an I" + SQ + "C interface on one CMOS die. "
            "Each part is calibrated and tested; results are linearised and temperature "
            "compensated on chip. A built-in heater drives off condensed water and lets the "
            "host check that the sensor is working.",
            7.8,
        )
        s.para(
            "The HQW-57P is the precision grade. Both grades share the package, pinout and "
            "command set.",
            7.8,
        )

    s.side_by_side(features, description, 250, 16)
    s.heading("3 " + WSQ + " Humidity sensor specifications", 10, rule=True)
    s.caption("Tbl 3.1  Relative humidity (VDD = 3.3 V, T = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 128),
            Col("Conditions", 150),
            Col("HQW-57", 70, "C"),
            Col("HQW-57P", 70, "C"),
            Col("Unit", 81, "C"),
        ],
        [
            ["Accuracy tolerance (typ.)", "20 " + ELL + " 80 %RH", PM + "2.0", PM + "1.5", "%RH"],
            ["Max. tolerance", "20 " + ELL + " 80 %RH\n0 " + ELL + " 20 and 80 " + ELL + " 100 %RH",
             PM + "3.0\n" + PM + "4.5", PM + "2.0\n" + PM + "3.0", "%RH"],
            ["Repeatability", "high\nmedium\nlow", "0.08\n0.15\n0.25", "0.08\n0.15\n0.25", "%RH"],
            ["Resolution", "high repeatability", "0.01", "0.01", "%RH"],
            ["Hysteresis", "at 50 %RH", PM + "0.8", PM + "0.8", "%RH"],
            ["Specified range", "extended range, see note", "0 " + ELL + " 100", "0 " + ELL + " 100",
             "%RH"],
            ["Response time", "\u03c4 63 %, 1 m/s air flow", "4", "4", "s"],
            ["Long-term drift", "typ.", "< 0.2", "< 0.2", "%RH/year"],
        ],
        7.4,
        head_rows=[["", "", "Grade", "<", ""]],
    )
    s.heading("4 " + WSQ + " Temperature sensor specifications", 10, rule=True)
    s.caption("Tbl 4.1  Temperature (VDD = 3.3 V)")
    s.table(
        [
            Col("Parameter", 128),
            Col("Conditions", 150),
            Col("HQW-57", 70, "C"),
            Col("HQW-57P", 70, "C"),
            Col("Unit", 81, "C"),
        ],
        [
            ["Accuracy tolerance (typ.)", "0 " + ELL + " 65 " + DEG + "\n-40 " + ELL + " +125 "
             + DEG, PM + "0.2\n" + PM + "0.4", PM + "0.1\n" + PM + "0.2", DEG],
            ["Repeatability", "high\nmedium\nlow", "0.04\n0.07\n0.10", "0.04\n0.07\n0.10", DEG],
            ["Resolution", "high repeatability", "0.01", "0.01", DEG],
            ["Specified range", "", "-40 " + ELL + " +125", "-40 " + ELL + " +125", DEG],
            ["Response time", "\u03c4 63 %", "2", "2", "s"],
            ["Long-term drift", "typ.", "< 0.03", "< 0.03", DEG + "/year"],
        ],
        7.4,
        head_rows=[["", "", "Grade", "<", ""]],
    )
    s.para(
        "Note: the sensor gives its best accuracy in the normal range of 5 " + ELL + " 60 "
        + DEG + " and 20 " + ELL + " 80 %RH. Long exposure to more than 80 %RH can offset the "
        "humidity reading by up to +3 %RH; the offset goes away within days in the normal range "
        "or after a heater pulse sequence.",
        7.4,
    )

    s.heading("5 " + WSQ + " Absolute maximum ratings", 10, rule=True)
    s.caption("Tbl 5.1  Absolute maximum ratings")
    s.table(
        [Col("Parameter", 250), Col("Min", 60, "C"), Col("Max", 80, "C"), Col("Unit", 109, "C")],
        [
            ["Supply voltage VDD", "-0.3", "4.0", "V"],
            ["Voltage on SDA, SCL", "-0.3", "VDD + 0.3", "V"],
            ["Operating temperature range", "-40", "+125", DEG],
            ["Storage temperature range", "-40", "+150", DEG],
            ["ESD, human body model (HBM)", "", PM + "2", "kV"],
            ["Latch-up, JESD78 class II, 125 " + DEG, "", PM + "100", "mA"],
        ],
        7.3,
    )
    s.add_page()
    s.heading("6 " + WSQ + " Electrical specifications", 10, rule=True)
    s.caption("Tbl 6.1  Electrical characteristics (T = 25 " + DEG + ", VDD = 3.3 V unless noted)")
    s.table(
        [
            Col("Parameter", 100),
            Col("Symbol", 46, "C"),
            Col("Conditions", 150),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 68, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "", "1.08", "3.3", "3.6", "V"],
            ["Power-up/down level", "V_{POR}", "static", "0.6", "0.8", "1.0", "V"],
            ["Idle supply\ncurrent", "I_{DD,idle}", "T = 25 " + DEG + "\nT = 125 " + DEG, "",
             "0.08\n", "1.0\n2.5", MU + "A"],
            ["Measuring supply\ncurrent", "I_{DD,meas}", "during a measurement", "", "320", "500",
             MU + "A"],
            ["Average supply\ncurrent", "I_{DD,avg}", "1 meas./s, high rep.\n1 meas./s, low rep.",
             "", "2.2\n0.4", "", MU + "A"],
            ["Heater power", "P_{heat}", "high setting\nmedium setting\nlow setting", "",
             "200\n110\n20", "", "mW"],
            ["Heater supply\ncurrent", "I_{heat}", "high setting\nmedium setting\nlow setting", "",
             "61\n33\n6", "75\n41\n8", "mA"],
            ["Input low level", "V_{IL}", "SDA, SCL", "", "", "0.3 x VDD", "V"],
            ["Input high level", "V_{IH}", "SDA, SCL", "0.7 x VDD", "", "VDD", "V"],
            ["Output low level", "V_{OL}", "3 mA sink", "", "", "0.2 x VDD", "V"],
            ["SCL clock frequency", "f_{SCL}", "", "0", "", "1000", "kHz"],
        ],
        7.4,
    )
    s.heading("7 " + WSQ + " Timing", 10, rule=True)
    s.caption("Tbl 7.1  Timing (T = -40 " + ELL + " +125 " + DEG + ", VDD = 1.08 " + ELL + " 3.6 V)")
    s.table(
        [
            Col("Parameter", 146),
            Col("Conditions", 150),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 68, "C"),
        ],
        [
            ["Power-up time", "after VDD " + GE + " VPOR", "", "0.3", "1.0", "ms"],
            ["Soft reset time", "after command 0x94", "", "", "1.0", "ms"],
            ["Measurement duration", "high repeatability\nmedium repeatability\nlow repeatability",
             "", "6.9\n3.7\n1.3", "8.3\n4.5\n1.6", "ms"],
            ["Heater on-time", "long pulse\nshort pulse", "0.9\n0.09", "1.0\n0.10", "1.1\n0.11",
             "s"],
        ],
        7.4,
    )
    s.heading("8 " + WSQ + " Interface and commands", 10, rule=True)
    s.para(
        "The HQW-57 is an I" + SQ + "C slave. Its address is fixed at manufacture by the ordering "
        "code (section 9); there is no address pin. SDA and SCL need pull-up resistors to VDD. "
        "The pins are not 5 V tolerant: the voltage on any pin must stay below VDD + 0.3 V. Use "
        "the heater at a duty cycle of 10 % or less; it is meant for short pulses, not to keep "
        "the sensor warm.",
        7.6,
    )
    s.caption("Tbl 8.1  Command set (8-bit command, reply with CRC-8 per 2 bytes)")
    s.table(
        [Col("Command", 60, "C"), Col("Action", 330), Col("Reply bytes", 109, "C")],
        [
            ["0xFD", "Measure T and RH, high repeatability", "6"],
            ["0xF6", "Measure T and RH, medium repeatability", "6"],
            ["0xE0", "Measure T and RH, low repeatability", "6"],
            ["0x89", "Read serial number", "6"],
            ["0x94", "Soft reset", "0"],
            ["0x39 / 0x32", "Heater 200 mW for 1 s / 0.1 s, then high-repeatability measurement", "6"],
            ["0x2F / 0x24", "Heater 110 mW for 1 s / 0.1 s, then high-repeatability measurement", "6"],
            ["0x1E / 0x15", "Heater 20 mW for 1 s / 0.1 s, then high-repeatability measurement", "6"],
        ],
        7.3,
    )
    s.heading("9 " + WSQ + " Ordering information", 10, rule=True)
    s.caption("Tbl 9.1  Ordering codes")
    s.table(
        [
            Col("Ordering code", 110),
            Col("Grade", 70, "C"),
            Col("I" + SQ + "C address", 80, "C"),
            Col("Filter membrane", 100, "C"),
            Col("Packing", 139, "C"),
        ],
        [
            ["HQW-57-AD1B", "HQW-57", "0x44", "none", "reel, 2500 pcs"],
            ["HQW-57-BD1B", "HQW-57", "0x45", "none", "reel, 2500 pcs"],
            ["HQW-57-CD1B", "HQW-57", "0x46", "none", "reel, 2500 pcs"],
            ["HQW-57P-AD1B", "HQW-57P", "0x44", "none", "reel, 2500 pcs"],
            ["HQW-57P-AF1B", "HQW-57P", "0x44", "PTFE", "reel, 1000 pcs"],
        ],
        7.3,
    )
    return save(s, out / "hqw-57.pdf")


# ------------------------------------------------ 2-channel MOSFET module (Libreville)
def gxm2036(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="OGOOU\u00c9 \u00c9LECTRONIQUE",
        header_right="Fiche technique / Datasheet  \u00b7  GXM-2036  \u00b7  GXM-2036S",
        footer_left="Ogoou\u00e9 \u00c9lectronique SARL  \u00b7  Boulevard Triomphal, Libreville, "
        "Gabon  \u00b7  RCCM GA-LBV-2021-B-0418  \u00b7  prix en FCFA TTC / prices in FCFA incl. VAT",
        footer_right="feuille {page}/{nb}",
        rule_color=(122, 28, 48),
        table_fill=(250, 244, 228),
        accent=(122, 28, 48),
        grid=True,
    )
    s = Sheet(style, "GXM-2036 / GXM-2036S 2-channel opto-isolated MOSFET switch module")
    s.add_page()
    s.title_block(
        "GXM-2036 / GXM-2036S",
        "Module MOSFET 2 canaux \u00e0 optocoupleurs / 2-channel opto-isolated MOSFET switch module",
        "Commutation DC c\u00f4t\u00e9 bas / DC low-side switching  |  5 " + NDASH + " 36 V  |  "
        "PWM  |  GXM-2036 : 4 500 FCFA  |  GXM-2036S : 6 500 FCFA",
        19,
    )

    def overview() -> None:
        s.heading("Art. 1 " + DASH + " Pr\u00e9sentation / Overview", 10)
        s.para(
            "Deux canaux MOSFET \u00e0 canal N, chacun command\u00e9 par un optocoupleur. "
            "L'entr\u00e9e de commande est isol\u00e9e de la charge : la masse du microcontr\u00f4leur "
            "et celle de l'alimentation de charge restent s\u00e9par\u00e9es.",
            7.8,
        )
        s.para(
            "Two N-channel MOSFET channels, each driven through an optocoupler. The control input "
            "is isolated from the load: the microcontroller ground and the load-supply ground stay "
            "separate. Typical loads: LED strips, 12 V fans, small DC motors, solenoid valves, "
            "heating pads.",
            7.8,
        )

    def points() -> None:
        s.heading("Art. 2 " + DASH + " Points cl\u00e9s / Key points", 10)
        s.bullets(
            [
                "Charge / load : 5 " + ELL + " 36 V DC",
                "PWM jusqu'\u00e0 / up to 20 kHz (GXM-2036)",
                "Entr\u00e9e / input : logique 3,3 " + ELL + " 5 V (GXM-2036), automate 12 / 24 V "
                "(GXM-2036S)",
                "LED t\u00e9moin par canal / indicator LED per channel",
                "Bornes \u00e0 vis 5,08 mm / 5.08 mm screw terminals",
                "56 x 34 x 18 mm",
            ],
            7.8,
        )

    s.side_by_side(overview, points, 255, 16)
    s.heading("Art. 3 " + DASH + " Caract\u00e9ristiques / Specifications", 10, rule=True)
    s.caption("(T.1) Caract\u00e9ristiques \u00e9lectriques / Electrical characteristics (Ta = 25 " + DEG
              + ")")
    s.table(
        [
            Col("Param\u00e8tre / Parameter", 142),
            Col("Conditions", 96),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Unit\u00e9 / Unit", 45, "C"),
        ],
        [
            ["Tension de charge\nLoad voltage (V+)", "", "5", "", "36", "5", "", "36", "V"],
            [
                "Courant continu par canal\nContinuous current per channel",
                "V+ = 5 V\nV+ = 12 V\nV+ = 24 " + ELL + " 36 V",
                "",
                "",
                "3\n8\n8",
                "",
                "",
                "3\n10\n10",
                "A",
            ],
            ["Courant total (2 canaux)\nTotal current (both channels)", "", "", "", "12", "", "",
             "16", "A"],
            ["Courant de cr\u00eate\nPeak current", "t " + LE + " 10 ms", "", "", "30", "", "", "40",
             "A"],
            ["R\u00e9sistance \u00e0 l'\u00e9tat passant\nOn-resistance (per channel)", "V+ = 12 V",
             "", "9", "12", "", "7", "9", "m" + OHM],
            ["Tension d'entr\u00e9e IN, niveau haut\nIN high-level voltage", "", "3.0", "", "5.5",
             "9", "", "28", "V"],
            ["Tension d'entr\u00e9e IN, niveau bas\nIN low-level voltage", "", "", "", "0.8", "", "",
             "2.0", "V"],
            [
                "Courant d'entr\u00e9e IN\nIN input current",
                "IN = 3.3 V\nIN = 5 V\nIN = 12 V\nIN = 24 V",
                "",
                "6\n10\n" + DASH + "\n" + DASH,
                "",
                "",
                DASH + "\n" + DASH + "\n5\n8",
                "",
                "mA",
            ],
            ["Fr\u00e9quence PWM max.\nMax. PWM frequency", "", "", "", "20", "", "", "1", "kHz"],
            ["Retard \u00e0 l'enclenchement\nTurn-on delay", "V+ = 12 V, 1 A", "", "8", "", "",
             "120", "", MU + "s"],
            ["Retard au d\u00e9clenchement\nTurn-off delay", "V+ = 12 V, 1 A", "", "22", "", "",
             "350", "", MU + "s"],
            ["Isolement entr\u00e9e / sortie\nInput / output isolation", "1 min", "", "", "2500", "",
             "", "2500", "Vrms"],
            ["Temp\u00e9rature de fonctionnement\nOperating temperature", "", "-20", "", "+70",
             "-25", "", "+85", DEG],
        ],
        7.2,
        head_rows=[["", "", "GXM-2036", "<", "<", "GXM-2036S", "<", "<", ""]],
    )
    s.para(
        "Les courants s'entendent \u00e0 Ta = 25 " + DEG + " sans radiateur suppl\u00e9mentaire. / "
        "Current ratings apply at Ta = 25 " + DEG + " without an extra heatsink.",
        7.6,
    )

    s.add_page()
    s.heading("Art. 4 " + DASH + " Valeurs limites / Absolute maximum ratings", 10, rule=True)
    s.caption("(T.2) Valeurs limites absolues / Absolute maximum ratings")
    s.table(
        [
            Col("Param\u00e8tre / Parameter", 220),
            Col("GXM-2036", 100, "C"),
            Col("GXM-2036S", 100, "C"),
            Col("Unit\u00e9 / Unit", 79, "C"),
        ],
        [
            ["Tension V+ / V+ voltage\n(MOSFET VDS 40 V)", "40", "40", "V"],
            ["Tension sur IN / Voltage on IN", "6", "30", "V"],
            ["Tension inverse sur IN / Reverse voltage on IN", "-5", "-5", "V"],
            ["Temp\u00e9rature de stockage\nStorage temperature", "-40 " + ELL + " +85",
             "-40 " + ELL + " +85", DEG],
        ],
        7.3,
    )
    s.heading("Art. 5 " + DASH + " Bornes / Terminals", 10, rule=True)
    s.caption("(T.3) Brochage / Terminal assignment")
    s.table(
        [Col("Borne / Terminal", 110, "C"), Col("Fonction / Function", 389)],
        [
            ["V+ , V" + NDASH, "Alimentation de charge / load supply, 5 " + ELL + " 36 V"],
            ["OUT1+ , OUT1" + NDASH, "Charge canal 1 / channel 1 load (OUT1" + NDASH
             + " commut\u00e9 / switched)"],
            ["OUT2+ , OUT2" + NDASH, "Charge canal 2 / channel 2 load (OUT2" + NDASH
             + " commut\u00e9 / switched)"],
            ["IN1, IN2, GND", "Commande / control inputs and signal ground (isol\u00e9 / isolated)"],
            ["Fil / wire", "0,5 " + ELL + " 2,5 mm" + SQ + ", couple de serrage / torque 0.4 N\u00b7m"],
        ],
        7.3,
    )
    s.heading("Art. 6 " + DASH + " \u00c0 savoir / Good to know", 10, rule=True)
    s.bullets(
        [
            "Courant continu seulement. / DC only. The module does not switch 230 V AC mains.",
            "Aucune diode de roue libre n'est mont\u00e9e. / No freewheeling diode is fitted: add "
            "one across coils, motors and solenoid valves.",
            "Avec V+ = 5 V, la grille n'est command\u00e9e qu'\u00e0 5 V. / With V+ = 5 V the gate only "
            "sees 5 V: keep the current of each channel at or below 3 A.",
            "GXM-2036 : l'entr\u00e9e accepte directement la logique 3,3 V et 5 V (ESP32, Arduino, "
            "Raspberry Pi). / The GXM-2036 input takes 3.3 V and 5 V logic directly.",
            "GXM-2036S : pour sorties d'automate 12 / 24 V ; ne commute pas avec une logique "
            "3,3 V ou 5 V. / The GXM-2036S is for 12 V / 24 V PLC outputs and does not switch "
            "from 3.3 V or 5 V logic.",
            "Le module commute le n\u00e9gatif (c\u00f4t\u00e9 bas). / The module switches the negative "
            "lead of the load (low side).",
        ],
        7.8,
    )
    s.heading("Art. 7 " + DASH + " Questions fr\u00e9quentes / FAQ", 10, rule=True)
    faq = [
        (
            "Puis-je r\u00e9gler la vitesse d'un ventilateur 12 V ? / Can I set the speed of a 12 V "
            "fan?",
            "Oui / Yes. Use 20 kHz PWM with the GXM-2036 so that the fan does not whine. The "
            "GXM-2036S is too slow for this (1 kHz maximum).",
        ),
        (
            "Faut-il relier les masses ? / Do I have to join the grounds?",
            "Non / No. GND of the input side and V" + NDASH + " of the load side are isolated; "
            "joining them does no harm but removes the isolation.",
        ),
    ]
    for question, answer in faq:
        s.para("Q : " + question, 7.8, bold=True)
        s.para("R / A : " + answer, 7.8)
    s.heading("Art. 8 " + DASH + " Tarifs / Prices", 10, rule=True)
    s.caption("(T.4) Prix TTC / prices incl. VAT (FCFA)")
    s.table(
        [Col("R\u00e9f. / Item", 140), Col("Qt\u00e9 / Qty", 80, "C"), Col("Prix / Price", 120, "C"),
         Col("Stock", 159, "C")],
        [
            ["GXM-2036", "1", "4 500", "Libreville, Port-Gentil"],
            ["GXM-2036", "5", "20 000", "Libreville"],
            ["GXM-2036S", "1", "6 500", "Libreville"],
        ],
        7.3,
    )
    return save(s, out / "gxm-2036.pdf")


# ------------------------------------------------ GNSS receiver module (Keelung)
def hpn2310(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="HARBOURLINE POSITIONING",
        header_right="HPN-2310 Series  \u00b7  Hardware Design Guide  \u00b7  HDG-2310 V1.3",
        footer_left="Harbourline Positioning Co., Ltd.  \u00b7  Zhongzheng Dist., Keelung City 202, "
        "Taiwan  \u00b7  released for customer use",
        footer_right="P. {page} / {nb}",
        rule_color=(156, 108, 24),
        table_fill=None,
        accent=(120, 80, 10),
        grid=False,
    )
    s = Sheet(style, "HPN-2310 series multi-GNSS receiver module")
    s.add_page()
    s.title_block(
        "HPN-2310 Series",
        "Multi-GNSS Receiver Module with 1PPS " + DASH + " Hardware Design Guide",
        "HPN-2310 (L1) and HPN-2310D (L1 + L5)  |  UART  |  3.3 V  |  LCC-24, 16.0 x 12.2 x 2.4 mm",
        20,
    )

    def overview() -> None:
        s.heading(HEX + " 1 Overview", 10)
        s.para(
            "The HPN-2310 series are standalone GNSS receivers that track GPS, GLONASS, Galileo "
            "and BeiDou at the same time. The HPN-2310D adds the L5 / E5a / B2a band for better "
            "accuracy near buildings. Both modules output NMEA sentences on a UART and a 1PPS "
            "time pulse, and share one footprint.",
            7.8,
        )
        s.para(
            "This guide covers the hardware side: supply, backup supply, interfaces, antenna "
            "and layout. The protocol is described in the HPN Protocol Manual.",
            7.8,
        )

    def features() -> None:
        s.heading(HEX + " 2 Key features", 10)
        s.bullets(
            [
                "-165 dBm tracking sensitivity (HPN-2310)",
                "Up to 10 Hz (HPN-2310) or 20 Hz (HPN-2310D) update rate",
                "1PPS time pulse, 20 ns RMS",
                "3.0 V " + ELL + " 3.6 V single supply",
                "27 mA tracking (HPN-2310)",
                "Backup supply pin for hot starts",
            ],
            7.8,
        )

    s.side_by_side(overview, features, 265, 16)
    s.heading(HEX + " 3 Performance", 10, rule=True)
    s.caption("Table 1 " + DBAR + " GNSS performance (open sky, -130 dBm, VCC = 3.3 V, 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 110),
            Col("Condition", 150),
            Col("HPN-2310", 95, "C"),
            Col("HPN-2310D", 95, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Signals", "", "L1 C/A, L1OF, E1,\nB1I", "L1 + L5, E5a,\nB2a", DASH],
            ["Channels", "", "72", "135", DASH],
            ["Navigation update\nrate, max.", "GPS + GLONASS + Galileo + BeiDou\nGPS only", "5\n10",
             "10\n20", "Hz"],
            ["Time to first fix", "cold start\nwarm start\nhot start", "28\n24\n1", "26\n22\n1", "s"],
            ["Sensitivity", "tracking\nreacquisition\ncold start", "-165\n-159\n-148",
             "-163\n-158\n-147", "dBm"],
            ["Horizontal position\naccuracy", "CEP 50, 24 h static", "2.0", "1.0", "m"],
            ["1PPS accuracy", "RMS, after first 3D fix", "20", "15", "ns"],
        ],
        7.4,
    )
    s.heading(HEX + " 4 Electrical characteristics", 10, rule=True)
    s.caption("Table 2 " + DBAR + " Absolute maximum ratings")
    s.table(
        [Col("Parameter", 260), Col("Min", 60, "C"), Col("Max", 60, "C"), Col("Unit", 119, "C")],
        [
            ["Supply voltage VCC", "-0.3", "4.3", "V"],
            ["Backup supply voltage V_BCKP", "-0.3", "4.3", "V"],
            ["Input voltage on RXD, RESET_N, EXTINT", "-0.3", "3.6", "V"],
            ["RF input power at RF_IN", "", "+10", "dBm"],
            ["Storage temperature", "-40", "+85", DEG],
        ],
        7.4,
    )
    s.caption("Table 3 " + DBAR + " Operating conditions")
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 60, "C"),
            Col("Condition", 110),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Supply voltage", "VCC", "", "3.0", "3.3", "3.6", "V"],
            ["Supply ripple", "", "", "", "", "50", "mVpp"],
            ["Backup supply voltage", "V_BCKP", "", "2.0", "3.0", "3.6", "V"],
            ["Input high voltage", "VIH", "RXD, RESET_N", "2.0", "", "3.6", "V"],
            ["Input low voltage", "VIL", "RXD, RESET_N", "-0.3", "", "0.8", "V"],
            ["Output high voltage", "VOH", "IOH = -2 mA", "2.4", "", "", "V"],
            ["Output low voltage", "VOL", "IOL = 2 mA", "", "", "0.4", "V"],
            ["Operating temperature", "TA", "", "-40", "", "+85", DEG],
        ],
        7.4,
    )

    s.add_page()
    s.caption("Table 4 " + DBAR + " Supply current (VCC = 3.3 V, 25 " + DEG + ", typical)")
    s.table(
        [
            Col("Mode", 240),
            Col("HPN-2310", 90, "C"),
            Col("HPN-2310D", 90, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Acquisition", "34", "48", "mA"],
            ["Tracking, 1 Hz", "27", "39", "mA"],
            ["Periodic power save, 1 fix / 10 s, average", "6.5", "9.0", "mA"],
            ["Standby (VCC on, RF off)", "0.48", "0.52", "mA"],
            ["Backup (VCC off, V_BCKP = 3.0 V)", "12", "14", MU + "A"],
        ],
        7.4,
    )
    s.heading(HEX + " 5 Interfaces", 10, rule=True)
    s.para(
        "UART: 8 data bits, no parity, 1 stop bit, 3.3 V LVTTL. The default baud rate is 38400 "
        "bps; it can be set from 4800 to 921600 bps with the $PHRB,251 command and saved to "
        "flash. RXD accepts at most 3.6 V and is not 5 V tolerant: with a 5 V host, put a level "
        "shifter in the RXD line. The module outputs NMEA 0183 V4.11 sentences at 1 Hz by default.",
        7.8,
    )
    s.para(
        "1PPS: rising edge aligned to the UTC second, pulse width 100 ms, active after the first "
        "3D fix. V_BCKP keeps the real-time clock and the ephemeris RAM alive while VCC is off, "
        "so that the next start is a hot start. A 3 V lithium coin cell (CR2032, CR1220) or a "
        "supercapacitor can feed V_BCKP directly.",
        7.8,
    )
    s.caption("Table 5 " + DBAR + " Default NMEA output")
    s.table(
        [Col("Sentence", 80, "C"), Col("Content", 280), Col("Default rate", 139, "C")],
        [
            ["GGA", "time, position, fix quality, satellites used", "1 per fix"],
            ["GSA", "DOP and active satellites", "1 per fix"],
            ["GSV", "satellites in view", "1 per 5 fixes"],
            ["RMC", "recommended minimum data", "1 per fix"],
            ["VTG, ZDA", "course over ground, date and time", "off"],
        ],
        7.3,
    )
    s.caption("Table 6 " + DBAR + " Pad assignment (LCC-24, excerpt)")
    s.table(
        [Col("Pad", 50, "C"), Col("Name", 80, "C"), Col("I/O", 50, "C"), Col("Description", 319)],
        [
            ["2", "TXD", "O", "UART transmit data (NMEA out)"],
            ["3", "RXD", "I", "UART receive data, max. 3.6 V"],
            ["4", "1PPS", "O", "time pulse"],
            ["6", "V_BCKP", "I", "backup supply, 2.0 " + ELL + " 3.6 V"],
            ["8", "VCC", "I", "main supply, 3.0 " + ELL + " 3.6 V"],
            ["9", "RESET_N", "I", "reset, active low, internal 10 k" + OHM + " pull-up"],
            ["11", "RF_IN", "I", "antenna input, 50 " + OHM],
            ["10, 12, 24", "GND", DASH, "ground"],
        ],
        7.3,
    )
    s.heading(HEX + " 6 Design-in notes", 10, rule=True)
    s.bullets(
        [
            "Place a 10 " + MU + "F and a 100 nF capacitor at VCC. Keep VCC ripple under 50 mVpp.",
            "Route RF_IN as a 50 " + OHM + " line, as short as possible, with ground vias on both "
            "sides.",
            "For an active antenna, feed the antenna through an external bias-tee; the module has "
            "no antenna supply output.",
            "Reflow: peak 245 " + DEG + ", one reflow cycle only. Modules are MSL 3.",
        ],
        7.6,
    )
    s.caption("Table 7 " + DBAR + " Ordering information")
    s.table(
        [Col("Ordering code", 130), Col("Bands", 120, "C"), Col("Packing", 249, "C")],
        [
            ["HPN-2310-0-10", "L1", "tape and reel, 500 pcs"],
            ["HPN-2310-0-01", "L1", "tray, 50 pcs (samples)"],
            ["HPN-2310D-0-10", "L1 + L5", "tape and reel, 500 pcs"],
        ],
        7.3,
    )
    return save(s, out / "hpn-2310.pdf")
