"""Hold-out 135 datasheets, part 1: a dual PWM fan controller IC with an I2C / SMBus port, an
AA-cell to 5 V boost module, a piezo vibration sensor module (analog + digital out) and an
8-bit I2C GPIO expander with interrupt output.

An Irbid (Jordan) mixed-signal IC house data sheet ("✥ n" heads, "Table n ≫" captions below
the tables, supply and standby current stacked per VDD, sensor accuracy stacked per band,
a pin table, an address table per version and a register map as decoys), a Pokhara (Nepal)
maker-store product sheet (NPR prices, "⊚" heads, column groups per version, an output
current table per input source, "Good to know" notes and FAQ), a Mandalay (Myanmar)
maker-store sheet ("☼" upper-case heads, MMK prices, column groups per version, supply
current stacked per VCC and LED state, AO swing per VCC, wiring notes and FAQ) and a Sfax
(Tunisia) semiconductor house data sheet with French / English heads and captions
("n. Titre / Title" heads, "Tableau n / Table n" captions above the tables, sink current,
operating and standby current stacked per VDD, address table for two versions, register
map and ordering table as decoys).
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
MIDDOT = "\u00b7"


# ------------------------------------------------ dual PWM fan controller IC (Irbid)
def hjf3122(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="YARMOUK MIXED-SIGNAL",
        header_right="HJF3122 / HJF3122A  "
        + MIDDOT
        + "  Dual PWM Fan Controller  "
        + MIDDOT
        + "  Data Sheet",
        footer_left="Yarmouk Mixed-Signal Co.  " + MIDDOT + "  University Street, Irbid 21110, "
        "Jordan  " + MIDDOT + "  HJF3122 DS rev C  " + MIDDOT + "  03/2024",
        footer_right="{page} / {nb}",
        rule_color=(30, 50, 110),
        table_fill=(234, 236, 242),
        accent=(30, 50, 110),
        grid=False,
    )
    mark = "\u2725 "
    s = Sheet(style, "HJF3122 / HJF3122A dual PWM fan controller")
    s.add_page()
    s.title_block(
        "HJF3122 / HJF3122A",
        "Dual-Channel PWM Fan Speed Controller with Tachometer Monitoring and Local "
        "Temperature Sensor, I" + SQ + "C / SMBus Interface",
        "MSOP-10  "
        + MIDDOT
        + "  DFN-10 (3 mm "
        + TIMES
        + " 3 mm)  "
        + MIDDOT
        + "  Data Sheet rev C, March 2024",
        20,
    )

    def features() -> None:
        s.heading(mark + "1  Features", 10)
        s.bullets(
            [
                "Two open-drain PWM outputs: 25 kHz for 4-wire fans, 30 Hz to 240 Hz for "
                "3-wire fans",
                "Two tachometer inputs, tolerant to 5.5 V at any VDD",
                "Local temperature sensor, "
                + PM
                + "1 "
                + DEG
                + " accuracy from +20 "
                + DEG
                + " to +80 "
                + DEG,
                "3.0 V to 5.5 V supply",
                "I" + SQ + "C / SMBus interface up to 400 kHz with SMBus timeout",
                "Three addresses per version, set by one ADDR pin",
                "ALERT output for fan fault and over-temperature",
                "3 " + MU + "A typical standby current",
            ],
            7.5,
            "\u25aa",
        )

    def description() -> None:
        s.heading(mark + "2  Description", 10)
        s.para(
            "The HJF3122 controls the speed of two DC brushless fans with a pulse-width "
            "modulated signal and measures their speed from the tachometer output. An on-chip "
            "sensor reports the board temperature with 0.125 " + DEG + " resolution. The host "
            "sets the duty cycle of each channel over the two-wire bus; ALERT goes low when a "
            "fan stalls or the temperature crosses a programmed limit.",
            7.5,
        )
        s.para(
            "The HJF3122A is identical except for its address set, so that up to six "
            "controllers (twelve fans) can share one bus.",
            7.5,
        )
        s.para(
            "Applications: network switches, NAS and server enclosures, 3D printers, "
            "power supplies, telecom cabinets.",
            7.5,
        )

    s.side_by_side(features, description, 255, 16)
    s.heading(mark + "3  Pin description", 10, rule=True)
    s.table(
        [
            Col("Pin", 34, "C"),
            Col("Name", 56, "C"),
            Col("Type", 80, "C"),
            Col("Description", 329),
        ],
        [
            ["1", "VDD", "supply", "Supply voltage, 3.0 V to 5.5 V; decouple with 100 nF"],
            ["2", "PWM1", "open drain", "PWM output, fan 1"],
            ["3", "TACH1", "input", "Tachometer input, fan 1 (2 pulses per revolution)"],
            ["4", "PWM2", "open drain", "PWM output, fan 2"],
            ["5", "TACH2", "input", "Tachometer input, fan 2"],
            ["6", "GND", "ground", "Ground; DFN: connect the exposed pad to GND"],
            ["7", "ALERT", "open drain", "Active-low fault / temperature alert"],
            ["8", "ADDR", "input", "Address select: GND, open or VDD"],
            ["9", "SDA", "open drain", "Serial data"],
            ["10", "SCL", "input", "Serial clock"],
        ],
        7.5,
    )
    s.caption("Table 1 \u226b Pin description (MSOP-10 and DFN-10 share the numbering)", 7.5)
    s.heading(mark + "4  Absolute maximum ratings", 10, rule=True)
    s.table(
        [
            Col("Parameter", 250),
            Col("Symbol", 60, "C"),
            Col("Min", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "-0.3", "6.0", "V"],
            ["PWM1, PWM2, TACH1, TACH2, ALERT, SDA, SCL", "", "-0.3", "6.0", "V"],
            ["ADDR", "", "-0.3", "VDD + 0.3", "V"],
            ["PWM sink current, each output", "I_{PWM}", "", "20", "mA"],
            ["Junction temperature", "T_{J}", "", "150", DEG],
            ["Storage temperature", "T_{stg}", "-65", "150", DEG],
            ["ESD, human body model", "", "", "2000", "V"],
        ],
        7.5,
    )
    s.caption(
        "Table 2 \u226b Absolute maximum ratings; stresses beyond these may damage the device", 7.5
    )
    s.heading(mark + "5  Recommended operating conditions", 10, rule=True)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "3.0", "3.3", "5.5", "V"],
            ["PWM pull-up voltage (at the fan)", "V_{PU}", "", "5.0", "5.5", "V"],
            ["TACH input voltage", "V_{TACH}", "0", "", "5.5", "V"],
            ["Operating temperature", "T_{A}", "-40", "", "+105", DEG],
        ],
        7.5,
    )
    s.caption("Table 3 \u226b Recommended operating conditions", 7.5)
    s.heading(mark + "6  Fan connection", 10, rule=True)
    s.bullets(
        [
            "4-wire fans: connect PWMx straight to the fan's PWM input. The fan pulls the line "
            "up internally, to 5 V at most; no external pull-up is needed.",
            "3-wire fans: select LF mode and switch the fan's supply with an external "
            "transistor driven by PWMx.",
            "TACH is an open-collector signal from the fan. Pull it up to VDD with 10 k"
            + OHM
            + ". Never pull TACH up to the 12 V fan supply: the pin must stay at or below "
            "5.5 V.",
        ],
        7.5,
        "\u25aa",
    )

    s.add_page()
    s.heading(mark + "7  Electrical characteristics", 10, rule=True)
    s.para(
        "VDD = 3.0 V to 5.5 V, TA = -40 " + DEG + " to +105 " + DEG + "; typical values at "
        "VDD = 3.3 V and TA = +25 " + DEG + " unless noted.",
        7.5,
    )
    s.table(
        [
            Col("Parameter", 104),
            Col("Symbol", 44, "C"),
            Col("Conditions", 132),
            Col("Min", 50, "C"),
            Col("Typ", 58, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 61, "C"),
        ],
        [
            ["Power supply"],
            [
                "Supply current,\nactive",
                "I_{DD}",
                "fans running, bus idle\nVDD = 3.3 V\nVDD = 5.0 V",
                "\n\n",
                "\n0.9\n1.2",
                "\n1.5\n2.0",
                "mA",
            ],
            [
                "Standby current",
                "I_{SD}",
                "SHDN bit = 1, bus idle\nVDD = 3.3 V\nVDD = 5.0 V",
                "\n\n",
                "\n3\n5",
                "\n8\n12",
                MU + "A",
            ],
            ["Power-on reset threshold", "V_{POR}", "VDD rising", "", "2.4", "2.8", "V"],
            ["Temperature sensor"],
            [
                "Temperature\naccuracy",
                "",
                "TA = +20 " + DEG + " to +80 " + DEG + "\nTA = -40 " + DEG + " to +105 " + DEG,
                "-1.0\n-2.0",
                PM + "0.25\n" + PM + "0.5",
                "+1.0\n+2.0",
                DEG,
            ],
            ["Resolution", "", "11-bit", "", "0.125", "", DEG],
            ["Conversion time", "t_{CONV}", "", "", "30", "38", "ms"],
            ["PWM outputs"],
            [
                "PWM frequency",
                "f_{PWM}",
                "HF mode (default)\nLF mode, 4 settings",
                "23.75\n",
                "25\n30 / 60 / 120 / 240",
                "26.25\n",
                "kHz\nHz",
            ],
            ["Duty-cycle resolution", "", "0 % to 100 %", "", "8", "", "bit"],
            ["Output low voltage", "V_{OL}", "I_{OL} = 8 mA", "", "", "0.4", "V"],
            ["Output leakage", "", "VOUT = 5.5 V", "", "", "1", MU + "A"],
            ["Tachometer inputs"],
            ["Input high voltage", "V_{IH}", "", "2.1", "", "5.5", "V"],
            ["Input low voltage", "V_{IL}", "", "", "", "0.8", "V"],
            ["Fan speed range", "", "2 pulses / revolution", "480", "", "30 000", "rpm"],
            ["Serial interface"],
            ["SCL clock frequency", "f_{SCL}", "", "10", "", "400", "kHz"],
            ["SMBus timeout", "t_{TIMEOUT}", "SCL low", "25", "", "35", "ms"],
            ["SDA, SCL input high", "V_{IH}", "SMBus levels", "2.1", "", "5.5", "V"],
            ["SDA, SCL input low", "V_{IL}", "", "", "", "0.8", "V"],
            ["SDA, ALERT output low", "V_{OL}", "I_{OL} = 6 mA", "", "", "0.4", "V"],
        ],
        7.3,
    )
    s.caption("Table 4 \u226b Electrical characteristics", 7.5)
    s.heading(mark + "8  Serial bus address", 10, rule=True)
    s.table(
        [
            Col("ADDR pin", 130, "C"),
            Col("HJF3122 (7-bit)", 120, "C"),
            Col("HJF3122A (7-bit)", 120, "C"),
            Col("Write / read byte (HJF3122)", 129, "C"),
        ],
        [
            ["GND", "0x2C", "0x4C", "58h / 59h"],
            ["open", "0x2D", "0x4D", "5Ah / 5Bh"],
            ["VDD", "0x2E", "0x4E", "5Ch / 5Dh"],
        ],
        7.5,
    )
    s.caption("Table 5 \u226b Address selection; ADDR is sampled once at power-up", 7.5)
    s.heading(mark + "9  Register map (excerpt)", 10, rule=True)
    s.table(
        [
            Col("Address", 60, "C"),
            Col("Register", 170),
            Col("Access", 70, "C"),
            Col("Default", 70, "C"),
            Col("Meaning of default", 129),
        ],
        [
            ["00h", "Configuration", "R/W", "00h", "both fans enabled, HF mode"],
            ["01h", "Fan 1 duty cycle", "R/W", "80h", "50 %"],
            ["02h", "Fan 2 duty cycle", "R/W", "80h", "50 %"],
            ["03h / 04h", "Tach 1 count (high, low)", "R", "FFFFh", "no fan detected"],
            ["0Ah", "Temperature", "R", DASH, "11-bit, left aligned"],
            ["0Bh", "High temperature limit", "R/W", "55h", "85 " + DEG],
            ["0Fh", "Status", "R", "00h", "no fault"],
        ],
        7.3,
    )
    s.caption("Table 6 \u226b Register map", 7.5)
    s.table(
        [
            Col("Ordering code", 130),
            Col("Addresses", 120, "C"),
            Col("Package", 130, "C"),
            Col("Packing", 119, "C"),
        ],
        [
            ["HJF3122-MS", "0x2C / 0x2D / 0x2E", "MSOP-10", "tape & reel, 2500"],
            [
                "HJF3122-DN",
                "0x2C / 0x2D / 0x2E",
                "DFN-10, 3 " + TIMES + " 3 mm",
                "tape & reel, 3000",
            ],
            ["HJF3122A-MS", "0x4C / 0x4D / 0x4E", "MSOP-10", "tape & reel, 2500"],
            [
                "HJF3122A-DN",
                "0x4C / 0x4D / 0x4E",
                "DFN-10, 3 " + TIMES + " 3 mm",
                "tape & reel, 3000",
            ],
        ],
        7.3,
    )
    s.caption("Table 7 \u226b Ordering information", 7.5)
    return save(s, out / "hjf3122.pdf")


# ------------------------------------------------ AA-cell to 5 V boost module (Pokhara)
def pkb51(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="PHEWA MAKER BAZAAR",
        header_right="PKB-51 / PKB-51U  AA-cell 5 V step-up module  " + MIDDOT + "  product sheet",
        footer_left="Phewa Maker Bazaar Pvt. Ltd.  "
        + MIDDOT
        + "  Lakeside-6, Pokhara, Nepal  "
        + MIDDOT
        + "  PAN 609876543  "
        + MIDDOT
        + "  prices in NPR incl. 13 % VAT",
        footer_right="Sheet {page}/{nb}",
        rule_color=(176, 28, 62),
        table_fill=(252, 232, 236),
        accent=(176, 28, 62),
        grid=True,
    )
    mark = "\u229a "
    s = Sheet(style, "PKB-51 / PKB-51U AA-cell to 5 V step-up module")
    s.add_page()
    s.title_block(
        "PKB-51 / PKB-51U",
        "AA-Cell to 5 V Step-Up (Boost) Module " + DASH + " Product Data Sheet",
        "1 or 2 AA / AAA cells in, 5 V out  |  SKU PMB-0451  PKB-51 (solder pads, EN pad)  "
        "Rs 145  |  SKU PMB-0452  PKB-51U (USB-A socket, power LED)  Rs 210",
        20,
    )

    def what() -> None:
        s.heading(mark + "What it is", 10)
        s.para(
            "A tiny synchronous boost converter that makes a steady 5 V from one or two "
            "alkaline or NiMH cells. Use it to run an Arduino, a sensor board or a small USB "
            "gadget from batteries. The PKB-51 has solder pads and an enable pad; the "
            "PKB-51U has a USB-A socket and a red power LED instead.",
            8.0,
        )

    def quick() -> None:
        s.heading(mark + "Quick facts", 10)
        s.bullets(
            [
                "Input: 1 or 2 cells",
                "Output: 5 V fixed",
                "Up to 500 mA (two fresh alkaline cells)",
                "Efficiency up to 88 %",
                "Size 22 " + TIMES + " 12 mm (PKB-51U 32 " + TIMES + " 17 mm)",
            ],
            8.0,
            "\u2022",
        )

    s.side_by_side(what, quick, 290, 16)
    s.heading(mark + "Specifications", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 118),
            Col("Conditions", 140),
            Col("PKB-51", 85, "C"),
            Col("PKB-51U", 85, "C"),
            Col("Unit", 71, "C"),
        ],
        [
            [
                "Input voltage, operating",
                "after start-up",
                "0.9 " + ELL + " 3.6",
                "0.9 " + ELL + " 3.6",
                "V",
            ],
            [
                "Start-up input voltage\n(minimum)",
                "load 10 mA\nload 100 mA",
                "1.0\n1.3",
                "1.0\n1.3",
                "V",
            ],
            [
                "Output voltage",
                "Vin 1.2 " + ELL + " 3.6 V, Iout " + LE + " 100 mA",
                "5.0 (4.85 " + ELL + " 5.15)",
                "5.0 (4.85 " + ELL + " 5.15)",
                "V",
            ],
            ["Output ripple", "Iout = 200 mA", "40", "40", "mVpp"],
            ["No-load input current", "Vin = 2.4 V", "0.06", "3.2 (power LED)", "mA"],
            ["Shutdown current", "EN pad low, Vin = 2.4 V", "1 (max. 2)", "no EN pad", MU + "A"],
            ["Switching frequency", "", "1.0", "1.0", "MHz"],
            ["Output connector", "", "2.54 mm pads", "USB-A socket", ""],
            ["Operating temperature", "", "-20 " + ELL + " +60", "-20 " + ELL + " +60", DEG],
            ["Weight", "", "1.5", "4", "g"],
        ],
        7.8,
        head_rows=[["", "", "Version", "<", ""]],
    )
    s.heading(mark + "How much current can I take?", 10.5, rule=True)
    s.table(
        [
            Col("Source", 140),
            Col("Input voltage", 80, "C"),
            Col("Max. output current", 100, "C"),
            Col("Efficiency", 80, "C"),
            Col("Input current at max. load", 99, "C"),
        ],
        [
            ["1 " + TIMES + " AA NiMH", "1.2 V", "150 mA", "78 %", "0.80 A"],
            ["1 " + TIMES + " AA alkaline, fresh", "1.5 V", "200 mA", "80 %", "0.83 A"],
            ["2 " + TIMES + " AA NiMH", "2.4 V", "400 mA", "85 %", "0.98 A"],
            ["2 " + TIMES + " AA alkaline, fresh", "3.0 V", "500 mA", "87 %", "0.96 A"],
        ],
        7.8,
    )
    s.para(
        "Max. output current = the load at which the output stays above 4.75 V. AAA cells give "
        "the same voltage but sag sooner; halve the currents for AAA.",
        7.5,
    )
    s.figure(
        "Efficiency vs output current (PKB-51, typical)",
        "Output current (mA)",
        "Efficiency (%)",
        ["0", "100", "200", "300", "400", "500"],
        ["50", "60", "70", "80", "90", "100"],
        [
            ("Vin = 1.2 V", [(0.02, 0.50), (0.1, 0.62), (0.2, 0.60), (0.3, 0.56)]),
            ("Vin = 2.4 V", [(0.02, 0.62), (0.2, 0.76), (0.5, 0.72), (0.8, 0.70)]),
            ("Vin = 3.0 V", [(0.02, 0.66), (0.2, 0.78), (0.6, 0.76), (1.0, 0.74)]),
        ],
        height=100,
        width=250,
    )

    s.add_page()
    s.heading(mark + "Pads and sockets", 10.5, rule=True)
    s.table(
        [Col("Pad / pin", 90, "C"), Col("Version", 90, "C"), Col("Function", 319)],
        [
            ["VIN+", "both", "Battery plus, 0.9 " + ELL + " 3.6 V"],
            ["GND", "both", "Battery minus / output ground"],
            [
                "EN",
                "PKB-51",
                "High or open = on, low = off (internal 1 M" + OHM + " pull-up to VIN)",
            ],
            ["5V", "PKB-51", "5 V output pad"],
            ["USB-A", "PKB-51U", "VBUS = 5 V; D+ and D" + "\u2212" + " shorted together"],
        ],
        7.8,
    )
    s.heading(mark + "Good to know", 10.5, rule=True)
    s.bullets(
        [
            "Maximum input is 3.6 V. Do not connect a Li-ion or LiPo cell (3.0 "
            + ELL
            + " 4.2 V) or three cells in series: above 4.0 V the converter is damaged.",
            "The output is not short-circuit protected. A short pulls the cells down through "
            "the inductor and can burn it; add a 500 mA polyfuse if the load may short.",
            "With EN low the converter stops, but the cells still reach the output through "
            "the inductor and the diode (about Vin " + "\u2212" + " 0.3 V). This is no true "
            "disconnect.",
            "Start-up needs more voltage than running: a nearly flat single cell that keeps a "
            "running load alive down to 0.9 V may not start the module again under load.",
            "The PKB-51U power LED draws about 3 mA all the time. Pull the plug when you do "
            "not use it.",
        ],
        7.8,
        "\u2022",
    )
    s.heading(mark + "FAQ", 10.5, rule=True)
    s.bullets(
        [
            "Can it run an Arduino Uno from 2 AA cells? Yes. An Uno needs about 50 mA, well "
            "inside the 400 mA available at 2.4 V.",
            "Can it charge my batteries? No. The module only discharges them; it has no charger.",
            "Will the PKB-51U charge my phone? Most phones draw 500 mA from a shorted-data "
            "port, so use two fresh alkaline cells and expect a slow charge.",
            "Why does the output drop when my servo moves? A servo stall can draw 1 A, more "
            "than the module gives. Use a 4 " + TIMES + " AA pack without a converter for "
            "servos.",
        ],
        7.8,
        "\u2022",
    )
    s.heading(mark + "Prices", 10.5, rule=True)
    s.table(
        [Col("SKU", 90), Col("Item", 240), Col("Price (NPR, incl. VAT)", 169, "C")],
        [
            ["PMB-0451", "PKB-51 step-up module, pads", "Rs 145"],
            ["PMB-0452", "PKB-51U step-up module, USB-A", "Rs 210"],
            ["PMB-0460", "2 " + TIMES + " AA holder with switch and leads", "Rs 60"],
            ["PMB-0451-10", "PKB-51, pack of 10", "Rs 1,250"],
        ],
        7.8,
    )
    revision_table(
        s,
        [
            ["2023-08-14", "1.0", "First sheet"],
            ["2024-01-20", "1.1", "PKB-51U added; start-up voltage under load"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "pkb-51.pdf")


# ------------------------------------------------ piezo vibration sensor module (Mandalay)
def vpz18(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="GOLDEN PALACE ELECTRONICS",
        header_right="VPZ-18 / VPZ-18H piezo vibration sensor module",
        footer_left="Golden Palace Electronics Co., Ltd.  " + MIDDOT + "  78th Street, "
        "Chanayethazan, Mandalay, Myanmar  " + MIDDOT + "  Co. Reg. 104563218",
        footer_right="pg. {page} / {nb}",
        rule_color=(120, 72, 30),
        table_fill=None,
        accent=(120, 72, 30),
        grid=False,
    )
    mark = "\u263c "
    s = Sheet(style, "VPZ-18 / VPZ-18H piezo vibration sensor module")
    s.add_page()
    s.title_block(
        "VPZ-18 / VPZ-18H",
        "Piezo Vibration Sensor Module " + DASH + " Analog + Digital Output",
        "VPZ-18: bare 27 mm piezo disc (item GP-VS18, Ks 4,500)  |  VPZ-18H: disc with 2.5 g "
        "tip mass, high sensitivity (item GP-VS18H, Ks 6,800)  |  prices incl. 5 % commercial tax",
        20,
    )
    s.heading(mark + "OVERVIEW", 10.5, rule=True)
    s.para(
        "The VPZ-18 turns knocks, taps and machine vibration into two signals. A ceramic piezo "
        "disc feeds a charge amplifier (dual op-amp), a peak detector and a comparator with a "
        "trim pot. AO carries the rectified vibration envelope; DO goes LOW while the vibration "
        "is above the threshold set by the pot and stays low for 50 ms after the last event, "
        "so a slow microcontroller loop does not miss a short knock. The VPZ-18H carries a "
        "small brass tip mass that makes it respond to much weaker, slower vibration.",
        8.0,
    )
    s.heading(mark + "SPECIFICATIONS", 10.5, rule=True)
    s.table(
        [
            Col("Item", 120),
            Col("Condition", 150),
            Col("VPZ-18", 80, "C"),
            Col("VPZ-18H", 80, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Supply voltage (VCC)", "", "3.3 " + ELL + " 5.5", "3.3 " + ELL + " 5.5", "V"],
            [
                "Supply current",
                "VCC 3.3 V, DO LED off\nVCC 3.3 V, DO LED on\nVCC 5.0 V, DO LED off\n"
                "VCC 5.0 V, DO LED on",
                "2.4\n4.1\n3.5\n6.2",
                "2.4\n4.1\n3.5\n6.2",
                "mA",
            ],
            ["AO sensitivity", "80 Hz, 25 " + DEG, "50", "250", "mV/g"],
            [
                "Trigger threshold (pot)",
                "DO switching point",
                "0.1 " + ELL + " 2.0",
                "0.02 " + ELL + " 0.5",
                "g",
            ],
            [
                "Frequency response",
                "\u2212" + "3 dB",
                "5 " + ELL + " 3000",
                "5 " + ELL + " 400",
                "Hz",
            ],
            ["Resonance", "tip mass", DASH, "120", "Hz"],
            ["DO response time", "event to DO low", "< 1", "< 1", "ms"],
            ["DO hold time", "after the last event", "50", "50", "ms"],
            ["Operating temperature", "", "-10 " + ELL + " +60", "-10 " + ELL + " +60", DEG],
            ["Board size", "", "32 " + TIMES + " 14", "32 " + TIMES + " 14", "mm"],
        ],
        8.0,
        head_rows=[["", "", "Version", "<", ""]],
    )
    s.heading(mark + "OUTPUTS", 10.5, rule=True)
    s.table(
        [Col("Output", 60), Col("Type", 150), Col("Level / limit", 180), Col("Note", 109)],
        [
            [
                "AO",
                "op-amp, envelope",
                "0.05 V " + ELL + " VCC " + "\u2212" + " 1.5 V",
                "load " + GE + " 10 k" + OHM,
            ],
            [
                "DO",
                "NPN open collector,\n10 k" + OHM + " pull-up to VCC",
                "LOW = vibration",
                "active LOW",
            ],
            ["DO", "output low voltage", "0.3 V max. at 5 mA", ""],
            ["DO", "sink current", "20 mA max.", "incl. pull-up"],
        ],
        8.0,
    )
    s.table(
        [
            Col("VCC", 100, "C"),
            Col("AO swing, min.", 130, "C"),
            Col("AO swing, max.", 130, "C"),
            Col("DO high level", 139, "C"),
        ],
        [
            ["3.3 V", "0.05 V", "1.8 V", "3.3 V"],
            ["5.0 V", "0.05 V", "3.5 V", "5.0 V"],
        ],
        8.0,
    )

    s.add_page()
    s.heading(mark + "PINOUT", 10.5, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Function", 379)],
        [
            ["1", "VCC", "Supply 3.3 " + ELL + " 5.5 V (red power LED lights)"],
            ["2", "GND", "Ground"],
            ["3", "DO", "Digital output, LOW while vibration is above the threshold (green LED)"],
            ["4", "AO", "Analog envelope output"],
        ],
        8.0,
    )
    s.heading(mark + "WIRING NOTES", 10.5, rule=True)
    s.bullets(
        [
            "DO is pulled up to VCC by 10 k" + OHM + ". Powered from 5 V, DO swings to 5 V: do "
            "not connect it to a 3.3 V-only input (ESP32, Raspberry Pi, most STM32 pins). On "
            "3.3 V boards, power the module from 3.3 V.",
            "AO never goes above VCC " + "\u2212" + " 1.5 V. On a 5 V Arduino the ADC reads at "
            "most about 716 counts; that is normal.",
            "Glue the disc flat to the surface you want to watch (epoxy or double-sided tape). "
            "A loose disc rattles and gives false triggers.",
            "Turn the pot clockwise for a higher threshold (less sensitive). Set it with the "
            "machine running, just above the level where the green LED flickers.",
            "Long wires to AO pick up mains hum; keep them under 30 cm or use a shielded cable.",
        ],
        8.0,
        "\u2013",
    )
    s.heading(mark + "FAQ", 10.5, rule=True)
    s.bullets(
        [
            "Is it an earthquake sensor? No. It is a shock and vibration switch, not a "
            "seismometer. The VPZ-18H reacts from 0.02 g, the VPZ-18 from 0.1 g.",
            "Knock detector on a door? Yes, the VPZ-18 is the right one; the VPZ-18H triggers "
            "on footsteps nearby.",
            "Can I read AO quickly to get the vibration waveform? No. AO is an envelope with "
            "about 10 ms decay, not the raw signal.",
            "Does it need a library? No. Read DO with digitalRead() and AO with analogRead().",
        ],
        8.0,
        "\u2013",
    )
    s.heading(mark + "PRICES", 10.5, rule=True)
    s.table(
        [Col("Item code", 90), Col("Description", 260), Col("Price (Ks)", 149, "C")],
        [
            ["GP-VS18", "VPZ-18 module with 20 cm lead disc", "4,500"],
            ["GP-VS18H", "VPZ-18H module with tip-mass disc", "6,800"],
            ["GP-CAB4", "4-wire Dupont cable, 20 cm", "500"],
        ],
        8.0,
    )
    revision_table(
        s,
        [
            ["2023-11-02", "A", "First issue"],
            ["2024-03-18", "B", "VPZ-18H added; AO swing per VCC; wiring notes"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "vpz-18.pdf")


# ------------------------------------------------ 8-bit I2C GPIO expander (Sfax)
def nio5208(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="KERKENNAH SEMICONDUCTEURS",
        header_right="NIO5208 / NIO5208A  " + MIDDOT + "  Fiche technique / Data sheet",
        footer_left="Kerkennah Semiconducteurs S.A.  " + MIDDOT + "  Route de Tunis km 4, Sfax, "
        "Tunisie  " + MIDDOT + "  DS-NIO5208-EN " + "\u00e9" + "d. 2 (2024-04)",
        footer_right="f. {page}/{nb}",
        rule_color=(0, 73, 83),
        table_fill=(236, 238, 214),
        accent=(0, 73, 83),
        grid=True,
    )
    s = Sheet(style, "NIO5208 / NIO5208A 8-bit I2C-bus I/O port with interrupt and reset")
    s.add_page()
    s.title_block(
        "NIO5208 / NIO5208A",
        "8-bit I" + SQ + "C-bus / SMBus I/O Port with Interrupt and Reset",
        "TSSOP-16  "
        + MIDDOT
        + "  QFN-16 (3 "
        + TIMES
        + " 3 mm)  "
        + MIDDOT
        + "  Fiche technique / Data sheet, "
        + "\u00e9"
        + "dition 2",
        20,
    )

    def features() -> None:
        s.heading("1. Caract" + "\u00e9" + "ristiques / Features", 10)
        s.bullets(
            [
                "2.3 V to 5.5 V supply",
                "SCL and SDA tolerate 5.5 V at any VDD",
                "Fast-mode Plus: 1 MHz bus",
                "8 push-pull I/Os with LED sink capability",
                "Active-low open-drain interrupt output",
                "Active-low RESET input",
                "Three address pins: up to 8 devices per version on one bus",
                "Low standby current: 0.35 " + MU + "A typ. at 5.5 V",
                "ESD protection: 2000 V HBM (JESD22-A114)",
            ],
            7.8,
            "\u2022",
        )

    def description() -> None:
        s.heading("2. Description", 10)
        s.para(
            "Le NIO5208 ajoute huit entr" + "\u00e9" + "es / sorties " + "\u00e0" + " un bus "
            "I" + SQ + "C.",
            7.8,
        )
        s.para(
            "The NIO5208 adds eight general-purpose inputs / outputs to a two-wire bus. Each "
            "pin is set as input or output in the configuration register; inputs can be "
            "inverted by the polarity register. Any change on an input pin pulls INT low "
            "until the input port is read. The NIO5208A is the same device with a second "
            "address set.",
            7.8,
        )

    s.side_by_side(features, description, 245, 16)
    s.caption(
        "Tableau 1 / Table 1 " + DASH + " Valeurs limites absolues / Absolute maximum ratings", 8
    )
    s.table(
        [
            Col("Param" + "\u00e8" + "tre / Parameter", 250),
            Col("Symbol", 60, "C"),
            Col("Min", 55, "C"),
            Col("Max", 65, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "-0.5", "6.0", "V"],
            ["Voltage on SCL, SDA, INT, RESET", "", "-0.5", "6.0", "V"],
            ["Voltage on P0 to P7", "", "-0.5", "VDD + 0.5", "V"],
            ["Output low current, per P pin", "I_{OL}", "", "40", "mA"],
            ["Output high current, per P pin", "I_{OH}", "-25", "", "mA"],
            ["Total current through VSS", "I_{SS}", "", "160", "mA"],
            ["Junction temperature", "T_{J}", "", "125", DEG],
            ["Storage temperature", "T_{stg}", "-65", "150", DEG],
        ],
        7.8,
    )
    s.caption(
        "Tableau 2 / Table 2 "
        + DASH
        + " Conditions de fonctionnement recommand"
        + "\u00e9"
        + "es / Recommended operating conditions",
        8,
    )
    s.table(
        [
            Col("Param" + "\u00e8" + "tre / Parameter", 170),
            Col("Symbol", 50, "C"),
            Col("Conditions", 95),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "", "2.3", "5.5", "V"],
            [
                "High-level input voltage",
                "V_{IH}",
                "SCL, SDA\nP0 to P7, RESET",
                "0.7 " + TIMES + " VDD\n0.7 " + TIMES + " VDD",
                "5.5\nVDD + 0.5",
                "V",
            ],
            [
                "Low-level input voltage",
                "V_{IL}",
                "all inputs",
                "-0.5",
                "0.3 " + TIMES + " VDD",
                "V",
            ],
            ["Low-level output current", "I_{OL}", "per P pin", "", "25", "mA"],
            ["High-level output current", "I_{OH}", "per P pin", "", "-10", "mA"],
            ["Operating ambient temperature", "T_{A}", "", "-40", "+85", DEG],
        ],
        7.8,
    )
    s.para(
        "Note : SCL et SDA tol" + "\u00e8" + "rent 5,5 V quelle que soit VDD. / Note: SCL and SDA "
        "tolerate 5.5 V at any VDD, so the NIO5208 can run at 3.3 V on a bus pulled up to 5 V. "
        "The P port is not 5 V tolerant: a P-pin input must not exceed VDD + 0.5 V.",
        7.8,
    )
    s.caption("Tableau 3 / Table 3 " + DASH + " Bus I" + SQ + "C / I" + SQ + "C-bus timing", 8)
    s.table(
        [
            Col("Param" + "\u00e8" + "tre / Parameter", 240),
            Col("Symbol", 70, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["SCL clock frequency", "f_{SCL}", "0", "1000", "kHz"],
            ["Bus free time between STOP and START", "t_{BUF}", "0.5", "", MU + "s"],
            ["Interrupt valid time", "t_{iv}", "", "4", MU + "s"],
            ["RESET pulse width", "t_{W(RST)}", "30", "", "ns"],
            ["Capacitive load per bus line", "C_{b}", "", "550", "pF"],
        ],
        7.8,
    )

    s.add_page()
    s.caption(
        "Tableau 4 / Table 4 "
        + DASH
        + " Caract"
        + "\u00e9"
        + "ristiques "
        + "\u00e9"
        + "lectriques / Electrical characteristics (TA = -40 "
        + DEG
        + " to +85 "
        + DEG
        + ")",
        8,
    )
    s.table(
        [
            Col("Parameter", 104),
            Col("Symbol", 44, "C"),
            Col("Test conditions", 110),
            Col("VDD", 52, "C"),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 57, "C"),
        ],
        [
            ["Power-on reset\nvoltage", "V_{POR}", "VDD rising", "", "", "1.6", "2.0", "V"],
            [
                "Low-level output\ncurrent (P pins)",
                "I_{OL}",
                "VOL = 0.5 V",
                "2.3 V\n3.0 V\n4.5 V",
                "12\n17\n25",
                "18\n24\n33",
                "",
                "mA",
            ],
            [
                "High-level output\nvoltage (P pins)",
                "V_{OH}",
                "IOH = -4 mA",
                "2.3 V\n3.0 V\n4.5 V",
                "1.8\n2.5\n4.0",
                "",
                "",
                "V",
            ],
            [
                "INT output low\ncurrent",
                "I_{OL}",
                "VOL = 0.4 V",
                "2.3 V to 5.5 V",
                "3",
                "",
                "",
                "mA",
            ],
            [
                "Operating supply\ncurrent",
                "I_{DD}",
                "fSCL = 1 MHz, no load,\nP pins = inputs",
                "5.5 V\n3.6 V\n2.7 V",
                "",
                "45\n22\n14",
                "90\n45\n30",
                MU + "A",
            ],
            [
                "Standby supply\ncurrent",
                "I_{STB}",
                "SCL = SDA = VDD,\ninputs at VDD or VSS",
                "5.5 V\n3.6 V\n2.7 V",
                "",
                "0.35\n0.25\n0.20",
                "1.5\n1.0\n0.8",
                MU + "A",
            ],
            [
                "Input leakage",
                "I_{I}",
                "VI = VDD or VSS",
                "2.3 V to 5.5 V",
                "",
                "",
                PM + "1",
                MU + "A",
            ],
            ["Input capacitance", "C_{I}", "", "", "", "6", "10", "pF"],
        ],
        7.5,
    )
    s.caption("Tableau 5 / Table 5 " + DASH + " Adresse I" + SQ + "C / I" + SQ + "C address", 8)
    s.table(
        [
            Col("A2", 50, "C"),
            Col("A1", 50, "C"),
            Col("A0", 50, "C"),
            Col("NIO5208", 170, "C"),
            Col("NIO5208A", 179, "C"),
        ],
        [
            ["0", "0", "0", "0x20", "0x70"],
            ["0", "0", "1", "0x21", "0x71"],
            ["0", "1", "0", "0x22", "0x72"],
            ["0", "1", "1", "0x23", "0x73"],
            ["1", "0", "0", "0x24", "0x74"],
            ["1", "0", "1", "0x25", "0x75"],
            ["1", "1", "0", "0x26", "0x76"],
            ["1", "1", "1", "0x27", "0x77"],
        ],
        7.5,
    )
    s.para(
        "Adresses sur 7 bits. / 7-bit addresses; 0 = pin tied to VSS, 1 = pin tied to VDD. On "
        "the wire the write byte is 40h (NIO5208) or E0h (NIO5208A) with A2 to A0 = 000.",
        7.8,
    )
    s.caption("Tableau 6 / Table 6 " + DASH + " Registres / Register map", 8)
    s.table(
        [
            Col("Command", 80, "C"),
            Col("Register", 170),
            Col("Access", 80, "C"),
            Col("Reset value", 169, "C"),
        ],
        [
            ["00h", "Input port", "R", "pin levels"],
            ["01h", "Output port", "R/W", "FFh"],
            ["02h", "Polarity inversion", "R/W", "00h"],
            ["03h", "Configuration (1 = input)", "R/W", "FFh"],
        ],
        7.5,
    )
    s.para(
        "After power-on or a RESET pulse all P pins are inputs and INT is released.",
        7.8,
    )
    s.caption("Tableau 7 / Table 7 " + DASH + " Commande / Ordering information", 8)
    s.table(
        [
            Col("Part number", 120),
            Col("Addresses", 110, "C"),
            Col("Package", 120, "C"),
            Col("Packing", 149, "C"),
        ],
        [
            ["NIO5208PWR", "0x20 to 0x27", "TSSOP-16", "reel, 2500"],
            ["NIO5208QFR", "0x20 to 0x27", "QFN-16, 3 " + TIMES + " 3", "reel, 3000"],
            ["NIO5208APWR", "0x70 to 0x77", "TSSOP-16", "reel, 2500"],
            ["NIO5208AQFR", "0x70 to 0x77", "QFN-16, 3 " + TIMES + " 3", "reel, 3000"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-06-30", "1", "Premi" + "\u00e8" + "re " + "\u00e9" + "dition / first edition"],
            ["2024-04-09", "2", "Fast-mode Plus; NIO5208A; standby per VDD"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "nio5208.pdf")
