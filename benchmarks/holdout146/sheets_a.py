"""Hold-out 146 datasheets, part 1: a supervisory reset IC with watchdog, a 4-bit I2C GPIO
expander IC with interrupt output, a 6 V DC gear motor with a Hall quadrature encoder and a
12 V to 3.3 V isolated 2 W DC-DC module.

A Kobe (Japan) analog IC house data sheet ("◥ n." heads, upper-case "TABLE n" captions
above the tables, supply current stacked per VDD beside a watchdog-disabled row, RESET
output low voltage stacked per VDD / sink current, a threshold table per ordering code, pin
and ordering tables as decoys), a Basel (Switzerland) semiconductor data sheet ("❚ n"
heads, "Tab. n:" captions, a quick-reference card, standby and operating current stacked
per VDD, P-port sink current stacked per VDD, I2C timing in column groups per bus mode,
an address table for two types, command-byte and ordering tables as decoys), a Vicenza
(Italy) gear-motor maker's technical data sheet ("░ n" upper-case heads, Italian /
English "Tabella n / Table n" captions below the tables, motor data in column groups per
gear ratio, encoder resolution per decoding mode, a wire table as decoy) and a Shenyang
(China) power-module maker's data sheet ("◣ n" heads, full-width colons, a series
selection guide as decoy, output voltage stacked per load, isolation in column groups per
version, derating table).
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
FWC = "\uff1a"  # full-width colon


# ------------------------------------------------ supervisory reset IC with watchdog (Kobe)
def nsv6128(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="ROKK\u014c ANALOG DEVICES",
        header_right="NSV6128 Series  Voltage Supervisor with Watchdog Timer",
        footer_left="Rokk\u014d Analog Devices Co., Ltd.  \u00b7  Kobe, Japan  \u00b7  "
        "RA-DS-6128-E  Ver.2.0  2024.03",
        footer_right="Page {page}",
        rule_color=(46, 84, 130),
        table_fill=(226, 233, 242),
        accent=(46, 84, 130),
        grid=True,
    )
    s = Sheet(style, "NSV6128 Series voltage supervisor with watchdog timer")
    s.add_page()
    s.title_block(
        "NSV6128 Series",
        "1.6 V to 5.5 V Voltage Supervisor with Watchdog Timer and Manual Reset",
        "Open-drain active-low RESET output  \u00b7  Fixed detection thresholds selected by "
        "ordering code  \u00b7  SOT-23-5 / SC-70-5",
        21,
    )

    def description() -> None:
        s.heading("\u25e5 1. General Description", 9.5)
        s.para(
            "The NSV6128 series are micropower supervisory ICs that monitor the supply rail "
            "of a microcontroller system. RESET is asserted (LOW) whenever VDD falls below the "
            "factory-set detection threshold and stays LOW for the reset timeout period after "
            "VDD has risen above it again.",
            7.8,
        )
        s.para(
            "A timeout watchdog asserts RESET when the WDI input does not see an edge within "
            "the watchdog timeout period. Leaving WDI open (high impedance) disables the "
            "watchdog. The manual-reset input MR has an internal pull-up to VDD and can be "
            "connected directly to a push button.",
            7.8,
        )

    def features() -> None:
        s.heading("\u25e5 2. Features", 9.5)
        s.bullets(
            [
                "Operating voltage range: 1.6 V to 5.5 V",
                "Low supply current: 7 " + MU + "A typ. (VDD = 3.3 V)",
                "Seven detection thresholds from 1.67 V to 4.63 V",
                "Threshold accuracy " + PM + "1.5 % over temperature",
                "Reset timeout period: 200 ms typ.",
                "Watchdog timeout period: 1.6 s typ.",
                "Open-drain RESET, pull-up up to 5.5 V",
                "RESET valid down to VDD = 0.9 V",
                "Ta = -40 " + DEG + " to +105 " + DEG,
            ],
            7.6,
            "\u25aa",
        )

    s.side_by_side(description, features, 262, 14)
    s.heading("\u25e5 3. Absolute Maximum Ratings", 9.5)
    s.caption("TABLE 1  ABSOLUTE MAXIMUM RATINGS (Ta = 25 " + DEG + ")")
    s.table(
        [Col("Parameter", 200), Col("Symbol", 70, "C"), Col("Rating", 150, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage", "V_{DD}", "-0.3 to +6.0", "V"],
            ["RESET output voltage", "V_{RESET}", "-0.3 to +6.0", "V"],
            ["MR, WDI input voltage", "V_{IN}", "-0.3 to V_{DD} + 0.3", "V"],
            ["RESET output sink current", "I_{OL}", "20", "mA"],
            ["Power dissipation (SOT-23-5)", "P_{D}", "300", "mW"],
            ["Junction temperature", "T_{j}", "150", DEG],
            ["Storage temperature", "T_{stg}", "-65 to +150", DEG],
        ],
        7.6,
    )
    s.para(
        "Stresses beyond the absolute maximum ratings may permanently damage the device. They "
        "are stress ratings only; operation at these levels is not implied.",
        7.2,
    )
    s.heading("\u25e5 4. Recommended Operating Conditions", 9.5)
    s.caption("TABLE 2  RECOMMENDED OPERATING CONDITIONS")
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 60, "C"),
            Col("Min.", 55, "C"),
            Col("Typ.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 104, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "1.6", "", "5.5", "V"],
            ["RESET pull-up voltage (independent of VDD)", "V_{PU}", "0", "", "5.5", "V"],
            ["RESET pull-up resistor", "R_{PU}", "10", "", "100", "k" + OHM],
            ["Operating ambient temperature", "T_{a}", "-40", "", "+105", DEG],
        ],
        7.6,
    )
    s.heading("\u25e5 5. Electrical Characteristics", 9.5)
    s.caption(
        "TABLE 3  ELECTRICAL CHARACTERISTICS (VDD = 1.6 V to 5.5 V, Ta = -40 to +105 "
        + DEG
        + ", typ. at Ta = 25 "
        + DEG
        + ")"
    )
    s.table(
        [
            Col("Parameter", 98),
            Col("Symbol", 44, "C"),
            Col("Conditions", 170),
            Col("Min.", 42, "C"),
            Col("Typ.", 42, "C"),
            Col("Max.", 42, "C"),
            Col("Unit", 61, "C"),
        ],
        [
            [
                "Supply current\n(watchdog running)",
                "I_{DD}",
                "VDD = 1.8 V, WDI toggling\nVDD = 3.3 V, WDI toggling\nVDD = 5.5 V, WDI toggling",
                "",
                "5\n7\n10",
                "10\n14\n20",
                MU + "A",
            ],
            [
                "Supply current\n(watchdog disabled)",
                "I_{DD(WD off)}",
                "VDD = 3.3 V, WDI open",
                "",
                "4.5",
                "9",
                MU + "A",
            ],
            ["Threshold hysteresis", "V_{HYS}", "", "", "0.5", "", "% V_{TH}"],
            ["Reset timeout period", "t_{RP}", "", "140", "200", "280", "ms"],
            ["Watchdog timeout period", "t_{WD}", "", "1.12", "1.60", "2.40", "s"],
            ["WDI pulse width", "t_{WDI}", "", "50", "", "", "ns"],
            [
                "RESET output low\nvoltage",
                "V_{OL}",
                "VDD " + GE + " 1.6 V, I_{SINK} = 0.2 mA\nVDD " + GE + " 2.7 V, I_{SINK} = 1.2 mA\n"
                "VDD " + GE + " 4.5 V, I_{SINK} = 3.2 mA",
                "",
                "",
                "0.25\n0.3\n0.4",
                "V",
            ],
            ["VDD for valid RESET", "V_{DD(min)}", "RESET asserted", "", "", "0.9", "V"],
            ["Open-drain leakage", "I_{LKG}", "RESET high-Z, V_{RESET} = 5.5 V", "", "", "1", MU + "A"],
            ["WDI, MR input high", "V_{IH}", "", "0.7 VDD", "", "", "V"],
            ["WDI, MR input low", "V_{IL}", "", "", "", "0.3 VDD", "V"],
            ["MR minimum pulse width", "t_{MR}", "", "1", "", "", MU + "s"],
        ],
        7.1,
    )

    s.add_page()
    s.heading("\u25e5 6. Detection Threshold by Ordering Code", 9.5)
    s.caption("TABLE 4  RESET DETECTION THRESHOLD V_TH (VDD falling, Ta = 25 " + DEG + ")")
    s.table(
        [
            Col("Ordering code", 110),
            Col("Min.", 60, "C"),
            Col("Typ.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 50, "C"),
            Col("Suggested supply rail", 159),
        ],
        [
            ["NSV6128-17", "1.64", "1.67", "1.70", "V", "1.8 V " + PM + "5 %"],
            ["NSV6128-22", "2.17", "2.20", "2.23", "V", "2.5 V " + PM + "10 %"],
            ["NSV6128-26", "2.59", "2.63", "2.67", "V", "3.0 V " + PM + "10 %"],
            ["NSV6128-29", "2.89", "2.93", "2.97", "V", "3.3 V " + PM + "10 %"],
            ["NSV6128-31", "3.04", "3.08", "3.12", "V", "3.3 V " + PM + "5 %"],
            ["NSV6128-44", "4.32", "4.38", "4.44", "V", "5.0 V " + PM + "10 %"],
            ["NSV6128-46", "4.56", "4.63", "4.70", "V", "5.0 V " + PM + "5 %"],
        ],
        7.6,
    )
    s.para(
        "Over Ta = -40 to +105 " + DEG + " the threshold stays within " + PM + "1.5 % of its "
        "typical value. Choose the code whose maximum threshold is below the lowest normal "
        "supply voltage of the rail and whose minimum threshold is above the lowest voltage "
        "at which the load still works.",
        7.6,
    )
    s.heading("\u25e5 7. Operation", 9.5)
    s.para(
        "Watchdog. The watchdog is a simple timeout watchdog, not a window watchdog: any edge "
        "on WDI (rising or falling) restarts the timer. The timer starts when RESET is "
        "released. If no edge arrives within t_WD, RESET is asserted for t_RP and the timer "
        "restarts. Leaving WDI floating, or driving it from a high-impedance output, disables "
        "the watchdog; the supply current then drops to the watchdog-disabled value.",
        7.6,
    )
    s.para(
        "RESET output. RESET is an open-drain NMOS output. The pull-up resistor may be "
        "connected to any voltage up to 5.5 V, independent of VDD, so an NSV6128 running from "
        "3.3 V can drive the reset pin of a 5 V microcontroller. Several open-drain reset "
        "outputs may be wired together (wired-AND).",
        7.6,
    )
    s.para(
        "Manual reset. MR has an internal pull-up to VDD; a push button to GND is all that is "
        "needed. A LOW on MR asserts RESET; RESET is released t_RP after MR returns HIGH.",
        7.6,
    )
    s.heading("\u25e5 8. Pin Configuration", 9.5)
    s.caption("TABLE 5  PIN DESCRIPTION")
    s.table(
        [
            Col("SOT-23-5", 60, "C"),
            Col("SC-70-5", 60, "C"),
            Col("Name", 60, "C"),
            Col("Function", 319),
        ],
        [
            ["1", "3", "RESET", "Active-low reset output, open drain"],
            ["2", "2", "GND", "Ground"],
            ["3", "4", "MR", "Manual reset input, active low, internal pull-up"],
            ["4", "5", "WDI", "Watchdog input; leave open to disable the watchdog"],
            ["5", "1", "VDD", "Supply input and monitored voltage"],
        ],
        7.6,
    )
    s.heading("\u25e5 9. Ordering Information", 9.5)
    s.caption("TABLE 6  ORDERING INFORMATION")
    s.table(
        [
            Col("Part number", 120),
            Col("V_{TH} typ.", 70, "C"),
            Col("Package", 90, "C"),
            Col("Marking", 70, "C"),
            Col("Packing", 149, "C"),
        ],
        [
            ["NSV6128-17SF", "1.67 V", "SOT-23-5", "8A17", "3000 pcs / reel"],
            ["NSV6128-29SF", "2.93 V", "SOT-23-5", "8A29", "3000 pcs / reel"],
            ["NSV6128-29SC", "2.93 V", "SC-70-5", "C29", "3000 pcs / reel"],
            ["NSV6128-31SF", "3.08 V", "SOT-23-5", "8A31", "3000 pcs / reel"],
            ["NSV6128-46SF", "4.63 V", "SOT-23-5", "8A46", "3000 pcs / reel"],
            ["NSV6128-46SC", "4.63 V", "SC-70-5", "C46", "3000 pcs / reel"],
        ],
        7.6,
    )
    s.para(
        "Codes -22, -26 and -44 are available on request (minimum order 30 000 pcs). "
        "SF = SOT-23-5, SC = SC-70-5.",
        7.2,
    )
    return save(s, out / "nsv6128.pdf")


# ------------------------------------------------ 4-bit I2C GPIO expander (Basel)
def lzg4204(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="RHEINKNIE HALBLEITER",
        header_right="LZG4204 \u00b7 4-bit I\u00b2C-bus I/O expander with interrupt \u00b7 Data sheet",
        footer_left="Rheinknie Halbleiter AG \u00b7 Basel \u00b7 Switzerland \u00b7 DS-LZG4204 "
        "Ausgabe 3 (EN) \u00b7 2024-05-06",
        footer_right="Page {page} of {nb}",
        rule_color=(190, 30, 45),
        table_fill=None,
        accent=(190, 30, 45),
        grid=False,
    )
    s = Sheet(style, "LZG4204 / LZG4204A 4-bit I2C-bus I/O expander with interrupt")
    s.add_page()
    s.title_block(
        "LZG4204 / LZG4204A",
        "4-bit I\u00b2C-bus and SMBus I/O expander with interrupt output",
        "Product data sheet  \u00b7  LZG4204: fixed address  \u00b7  LZG4204A: one address pin",
        21,
    )

    def profile() -> None:
        s.heading("\u275a 1  Product profile", 10)
        s.para(
            "The LZG4204 adds four general-purpose I/O lines (P0 to P3) to any I\u00b2C-bus or "
            "SMBus host. Each line is configured as input or push-pull output through the "
            "configuration register. An open-drain interrupt output INT tells the host that an "
            "input has changed state, so the host does not have to poll the bus.",
            7.8,
        )
        s.para(
            "The LZG4204 answers at one fixed address. The LZG4204A replaces pin 10 (n.c.) by "
            "the address input ADDR and can be used twice on one bus. All I/O, SCL, SDA and "
            "INT pins are 5.5 V tolerant at any supply voltage.",
            7.8,
        )

    def quick() -> None:
        s.heading("Quick reference data", 10)
        s.table(
            [Col("", 78), Col("", 138)],
            [
                ["Supply", "V_{DD} = 1.65 V to 5.5 V"],
                ["Bus", "I\u00b2C Fm+, SMBus"],
                ["Standby current", "0.4 " + MU + "A typ. at 3.3 V"],
                ["I/O lines", "4, 5.5 V tolerant"],
                ["Interrupt", "INT, open-drain, active LOW"],
                ["Packages", "MSOP-10, X2QFN-10"],
            ],
            7.4,
            show_head=False,
        )

    s.side_by_side(profile, quick, 270, 14)
    s.heading("\u275a 2  Limiting values", 10, rule=True)
    s.caption("Tab. 1:  Limiting values (in accordance with the Absolute Maximum Rating System)")
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Parameter", 180),
            Col("Conditions", 119),
            Col("Min", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["V_{DD}", "supply voltage", "", "-0.5", "6.0", "V"],
            ["V_{I}", "input voltage", "SCL, SDA, ADDR, P0 to P3", "-0.5", "6.0", "V"],
            ["I_{O}", "output current", "per P-port pin", "-25", "25", "mA"],
            ["I_{DD}", "supply current", "into VDD", "", "50", "mA"],
            ["I_{GND}", "ground current", "out of GND", "", "80", "mA"],
            ["T_{stg}", "storage temperature", "", "-65", "+150", DEG],
            ["T_{j(max)}", "maximum junction temperature", "", "", "125", DEG],
            ["V_{ESD}", "electrostatic discharge voltage", "HBM, JESD22-A114", "", "2000", "V"],
        ],
        7.4,
    )
    s.heading("\u275a 3  Recommended operating conditions", 10, rule=True)
    s.caption("Tab. 2:  Operating conditions")
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Parameter", 180),
            Col("Conditions", 119),
            Col("Min", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["V_{DD}", "supply voltage", "", "1.65", "5.5", "V"],
            ["V_{IH}", "HIGH-level input voltage", "SCL, SDA, P-port", "0.7 VDD", "5.5", "V"],
            ["V_{IL}", "LOW-level input voltage", "SCL, SDA, P-port", "-0.5", "0.3 VDD", "V"],
            ["I_{OL}", "LOW-level output current", "per P-port pin", "", "20", "mA"],
            ["I_{OH}", "HIGH-level output current", "per P-port pin", "", "-10", "mA"],
            ["T_{amb}", "ambient temperature", "operating in free air", "-40", "+85", DEG],
        ],
        7.4,
    )
    s.heading("\u275a 4  Static characteristics", 10, rule=True)
    s.caption("Tab. 3:  Static characteristics (Tamb = -40 " + DEG + " to +85 " + DEG + "; typical values at 25 " + DEG + ")")
    s.table(
        [
            Col("Symbol", 50, "C"),
            Col("Parameter", 96),
            Col("Conditions", 170),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 57, "C"),
        ],
        [
            [
                "I_{DD(stb)}",
                "standby current",
                "bus idle, P-ports at VDD or GND\nVDD = 1.8 V\nVDD = 3.3 V\nVDD = 5.5 V",
                "",
                "\n0.25\n0.4\n0.6",
                "\n1.0\n1.5\n2.0",
                MU + "A",
            ],
            [
                "I_{DD}",
                "operating supply\ncurrent",
                "f_{SCL} = 1 MHz, no load\nVDD = 1.8 V\nVDD = 3.3 V\nVDD = 5.5 V",
                "",
                "\n8\n20\n45",
                "\n15\n35\n75",
                MU + "A",
            ],
            ["V_{POR}", "power-on reset\nvoltage", "VDD rising", "", "1.2", "1.5", "V"],
            [
                "I_{OL}",
                "LOW-level output\ncurrent (P-port)",
                "V_{OL} = 0.4 V\nVDD = 1.65 V\nVDD = 2.3 V\nVDD = 3.0 V\nVDD = 4.5 V",
                "\n5\n8\n12\n17",
                "\n9\n13\n19\n26",
                "",
                "mA",
            ],
            [
                "V_{OH}",
                "HIGH-level output\nvoltage (P-port)",
                "I_{OH} = -4 mA, VDD = 2.3 V\nI_{OH} = -10 mA, VDD = 4.5 V",
                "1.8\n3.9",
                "",
                "",
                "V",
            ],
            ["I_{OL}", "LOW-level output\ncurrent (SDA)", "V_{OL} = 0.4 V", "20", "", "", "mA"],
            ["V_{OL}", "LOW-level output\nvoltage (INT)", "I_{OL} = 3 mA", "", "", "0.4", "V"],
            ["I_{LI}", "input leakage current", "P-port, SCL, SDA; V_{I} = VDD or GND", "-1", "", "1", MU + "A"],
        ],
        7.1,
    )

    s.add_page()
    s.heading("\u275a 5  Dynamic characteristics", 10, rule=True)
    s.caption("Tab. 4:  I\u00b2C-bus timing per bus mode")
    s.table(
        [
            Col("Symbol", 52, "C"),
            Col("Parameter", 147),
            Col("Min", 40, "C"),
            Col("Max", 40, "C"),
            Col("Min", 40, "C"),
            Col("Max", 40, "C"),
            Col("Min", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["f_{SCL}", "SCL clock frequency", "0", "100", "0", "400", "0", "1000", "kHz"],
            ["t_{LOW}", "LOW period of SCL", "4.7", "", "1.3", "", "0.5", "", MU + "s"],
            ["t_{HIGH}", "HIGH period of SCL", "4.0", "", "0.6", "", "0.26", "", MU + "s"],
            ["C_{b}", "capacitive load per bus line", "", "400", "", "400", "", "550", "pF"],
            ["t_{v(INT)}", "valid time on INT", "", "4", "", "4", "", "4", MU + "s"],
            ["t_{rst(INT)}", "reset time on INT", "", "4", "", "4", "", "4", MU + "s"],
        ],
        7.2,
        head_rows=[["", "", "Standard-mode", "<", "Fast-mode", "<", "Fast-mode Plus", "<", ""]],
    )
    s.heading("\u275a 6  Device address", 10, rule=True)
    s.caption("Tab. 5:  Slave address")
    s.table(
        [
            Col("Type", 90),
            Col("ADDR pin", 80, "C"),
            Col("7-bit address", 90, "C"),
            Col("Address byte (write / read)", 239, "C"),
        ],
        [
            ["LZG4204", "none (fixed)", "0x41", "82h / 83h"],
            ["LZG4204A", "GND", "0x44", "88h / 89h"],
            ["LZG4204A", "VDD", "0x45", "8Ah / 8Bh"],
        ],
        7.4,
    )
    s.para(
        "The LZG4204 has no address pin, so two LZG4204 cannot share one bus. Up to two "
        "LZG4204A and one LZG4204 (three devices, 12 I/O lines) can be used together on one "
        "bus. ADDR must be tied directly to GND or VDD; it is sampled at every START condition.",
        7.6,
    )
    s.heading("\u275a 7  Registers", 10, rule=True)
    s.caption("Tab. 6:  Command byte")
    s.table(
        [
            Col("Command", 60, "C"),
            Col("Register", 150),
            Col("Access", 70, "C"),
            Col("Default", 70, "C"),
            Col("Remark", 149),
        ],
        [
            ["0x00", "Input port", "read", "xxxx XXXXb", "upper nibble reads 1111b"],
            ["0x01", "Output port", "read/write", "0xFF", "outputs HIGH after POR"],
            ["0x02", "Polarity inversion", "read/write", "0x00", "1 = input bit inverted"],
            ["0x03", "Configuration", "read/write", "0xFF", "1 = input, 0 = output"],
            ["0x04", "Interrupt mask", "read/write", "0x0F", "1 = change ignored"],
        ],
        7.4,
    )
    s.heading("\u275a 8  Interrupt output", 10, rule=True)
    s.para(
        "INT goes LOW when a P-port configured as input changes state and its mask bit is 0. "
        "It returns HIGH when the input port register is read or when the input returns to "
        "its previous state. INT is open-drain and may be pulled up to any voltage up to 5.5 V; "
        "the INT lines of several devices may be wired together. Note that all mask bits are 1 "
        "after power-on: clear the bits of the inputs that shall raise an interrupt.",
        7.6,
    )
    s.heading("\u275a 9  Pinning", 10, rule=True)
    s.caption("Tab. 7:  Pin description (MSOP-10 and X2QFN-10 use the same numbering)")
    s.table(
        [Col("Pin", 40, "C"), Col("Symbol", 70, "C"), Col("Description", 389)],
        [
            ["1", "P0", "port 0 input/output"],
            ["2", "P1", "port 1 input/output"],
            ["3", "GND", "ground"],
            ["4", "P2", "port 2 input/output"],
            ["5", "P3", "port 3 input/output"],
            ["6", "INT", "interrupt output, open-drain, active LOW"],
            ["7", "SCL", "serial clock input"],
            ["8", "SDA", "serial data input/output, open-drain"],
            ["9", "VDD", "supply voltage"],
            ["10", "n.c. / ADDR", "LZG4204: not connected; LZG4204A: address input"],
        ],
        7.2,
    )
    s.heading("\u275a 10  Ordering information", 10, rule=True)
    s.caption("Tab. 8:  Ordering information")
    s.table(
        [
            Col("Type number", 110),
            Col("Package", 130),
            Col("Body size", 110, "C"),
            Col("Packing", 149, "C"),
        ],
        [
            ["LZG4204DGS", "MSOP-10", "3.0 " + TIMES + " 3.0 mm", "reel, 2500 pcs"],
            ["LZG4204ADGS", "MSOP-10", "3.0 " + TIMES + " 3.0 mm", "reel, 2500 pcs"],
            ["LZG4204RUG", "X2QFN-10", "1.5 " + TIMES + " 2.0 mm", "reel, 3000 pcs"],
            ["LZG4204ARUG", "X2QFN-10", "1.5 " + TIMES + " 2.0 mm", "reel, 3000 pcs"],
        ],
        7.2,
    )
    return save(s, out / "lzg4204.pdf")


# ------------------------------------------------ 6 V gear motor with Hall encoder (Vicenza)
def qmx25e(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="MOTORIDUTTORI BERICI",
        header_right="QMX-25E series \u2014 25 mm gear motor with Hall encoder \u2014 Technical data sheet",
        footer_left="Motoriduttori Berici S.r.l.  \u00b7  Via dell'Industria 14  \u00b7  36100 Vicenza (VI), "
        "Italia  \u00b7  P.IVA IT 03921840247  \u00b7  TDS-QMX25E-EN-04",
        footer_right="Foglio {page}/{nb}",
        rule_color=(95, 110, 40),
        table_fill=(236, 236, 210),
        accent=(80, 92, 30),
        grid=True,
    )
    s = Sheet(style, "QMX-25E 6 V DC gear motor with Hall encoder")
    s.add_page()
    s.title_block(
        "QMX-25E",
        "6 V DC gear motor with integrated two-channel Hall encoder",
        "Gear ratios 1:20, 1:50 and 1:100 (QMX-25E-20 / -50 / -100)  \u00b7  \u00d825 mm "
        "metal spur gearbox  \u00b7  6-wire cable with PH2.0 connector",
        21,
    )

    def overview() -> None:
        s.heading("\u2591 1  OVERVIEW", 10)
        s.para(
            "The QMX-25E combines a 6 V brushed DC motor, a three-stage metal spur gearbox "
            "and a two-channel Hall-effect encoder on the rear shaft. The encoder board carries "
            "two Hall sensors at 90\u00b0 and a 24-pole magnet disc; its A and B outputs give the "
            "speed and the direction of rotation. Typical uses are small mobile robots, "
            "line followers, camera sliders and automatic blinds.",
            7.8,
        )

    def glance() -> None:
        s.heading("Data at a glance", 10)
        s.table(
            [Col("", 96), Col("", 110)],
            [
                ["Rated voltage", "6 V DC"],
                ["Gear ratios", "1:20 / 1:50 / 1:100"],
                ["Encoder", "Hall, 2 channels"],
                ["Encoder supply", "3.3 V or 5 V"],
                ["Output shaft", "\u00d84 mm, D-cut, 10 mm"],
                ["Weight", "98 g"],
            ],
            7.6,
            show_head=False,
        )

    s.side_by_side(overview, glance, 278, 15)
    s.heading("\u2591 2  MOTOR DATA", 10, rule=True)
    s.table(
        [
            Col("Parameter", 122),
            Col("Condition", 110),
            Col("QMX-25E-20", 68, "C"),
            Col("QMX-25E-50", 68, "C"),
            Col("QMX-25E-100", 68, "C"),
            Col("Unit", 63, "C"),
        ],
        [
            ["Rated voltage", "", "6", "6", "6", "V DC"],
            ["Operating voltage range", "", "3.0 " + ELL + " 7.5", "3.0 " + ELL + " 7.5", "3.0 " + ELL + " 7.5", "V DC"],
            ["No-load speed", "6 V, output shaft", "490", "200", "98", "rpm"],
            ["No-load current", "6 V", "110", "95", "90", "mA"],
            ["Rated torque", "6 V", "0.45", "1.1", "2.0", "kg\u00b7cm"],
            ["Rated speed", "at rated torque", "390", "160", "78", "rpm"],
            ["Rated current", "at rated torque", "320", "340", "350", "mA"],
            ["Stall torque", "6 V", "2.0", "4.8", "9.0", "kg\u00b7cm"],
            ["Stall current\n(locked rotor)", "6 V, max. 3 s", "2.1", "2.1", "2.1", "A"],
            ["Gearbox efficiency", "at rated torque", "81", "73", "66", "%"],
            ["Gearbox backlash", "output shaft", LE + " 2.5", LE + " 2.5", LE + " 3", "\u00b0"],
        ],
        7.5,
        head_rows=[["", "", "Gear ratio", "<", "<", ""]],
    )
    s.caption("Tabella 1 / Table 1 \u2013 Motor data at 25 " + DEG + ", typical values, measured at the output shaft")
    s.gap(2)
    s.heading("\u2591 3  ENCODER", 10, rule=True)
    s.table(
        [
            Col("Parameter", 128),
            Col("Symbol", 48, "C"),
            Col("Condition", 137),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Encoder supply voltage", "V_{CC}", "blue wire", "3.0", "", "5.5", "V"],
            ["Encoder supply current", "I_{CC}", "V_{CC} = 5 V, outputs open", "", "6", "10", "mA"],
            ["Output type", "", "A, B: open collector with\non-board 10 k" + OHM + " pull-up to VCC", "", "", "", ""],
            ["Output low voltage", "V_{OL}", "I_{OL} = 4 mA", "", "", "0.4", "V"],
            ["Output high voltage", "V_{OH}", "no external load", "V_{CC} - 0.1", "", "", "V"],
            ["Pulses per motor\nrevolution", "PPR", "per channel, motor shaft", "", "12", "", "pulses"],
            ["Phase shift A to B", "", "", "60", "90", "120", "\u00b0"],
            ["Output frequency", "f_{out}", "per channel", "", "", "20", "kHz"],
        ],
        7.4,
    )
    s.caption("Tabella 2 / Table 2 \u2013 Encoder electrical data, Ta = 25 " + DEG)

    s.add_page()
    s.heading("\u2591 4  RESOLUTION AT THE OUTPUT SHAFT", 10, rule=True)
    s.table(
        [
            Col("Decoding", 200),
            Col("QMX-25E-20", 75, "C"),
            Col("QMX-25E-50", 75, "C"),
            Col("QMX-25E-100", 75, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["x1 (rising edges of A)", "240", "600", "1200", "counts/rev"],
            ["x2 (both edges of A)", "480", "1200", "2400", "counts/rev"],
            ["x4 (both edges of A and B)", "960", "2400", "4800", "counts/rev"],
        ],
        7.6,
    )
    s.caption("Tabella 3 / Table 3 \u2013 Counts per revolution of the output shaft = 12 PPR " + TIMES + " gear ratio " + TIMES + " decoding factor")
    s.gap(2)
    s.heading("\u2591 5  WIRING", 10, rule=True)
    s.table(
        [Col("Wire colour", 90), Col("Signal", 90, "C"), Col("Connect to", 319)],
        [
            ["red", "M1", "motor terminal 1 (driver output A)"],
            ["white", "M2", "motor terminal 2 (driver output B)"],
            ["blue", "VCC", "encoder supply, 3.3 V or 5 V from the controller"],
            ["black", "GND", "encoder ground, common with the controller"],
            ["yellow", "C1 / A", "encoder channel A"],
            ["green", "C2 / B", "encoder channel B"],
        ],
        7.6,
    )
    s.caption("Tabella 4 / Table 4 \u2013 6-wire cable, 200 mm, PH2.0 6-pin housing")
    s.gap(2)
    s.heading("\u2591 6  ENVIRONMENT AND MECHANICS", 10, rule=True)
    s.table(
        [Col("Item", 200), Col("Value", 200, "C"), Col("Unit", 99, "C")],
        [
            ["Operating temperature", "-10 " + ELL + " +60", DEG],
            ["Storage temperature", "-20 " + ELL + " +70", DEG],
            ["Operating humidity (non-condensing)", "20 " + ELL + " 85", "%RH"],
            ["Noise at 10 cm, no load, 6 V", LE + " 56", "dB(A)"],
            ["Max. axial load on output shaft (static)", "20", "N"],
            ["Insulation resistance, motor to case", GE + " 10 (at 100 V DC)", "M" + OHM],
        ],
        7.6,
    )
    s.caption("Tabella 5 / Table 5 \u2013 Environmental and mechanical data")
    s.gap(2)
    s.heading("\u2591 7  APPLICATION NOTES", 10, rule=True)
    s.bullets(
        [
            "Driver. Use an H-bridge rated for the stall current (2.1 A at 6 V) or limit the "
            "current. Above 7.5 V brush wear rises sharply and the warranty does not apply.",
            "Encoder supply. The encoder is powered separately from the motor through the "
            "blue wire. Its outputs swing between GND and the encoder supply VCC (on-board "
            "pull-ups). With a 3.3 V controller, power the encoder from 3.3 V; with 5 V on "
            "VCC the A and B outputs reach 5 V and must not go straight into 3.3 V-only inputs.",
            "PWM. The motor may be driven with PWM up to 20 kHz. Place a 100 nF capacitor "
            "across the motor terminals to reduce brush noise.",
            "Direction. Seen from the output shaft, the shaft turns clockwise with M1 positive "
            "and channel A leads channel B.",
        ],
        7.6,
        "\u2013",
    )
    s.heading("\u2591 8  ORDERING CODES", 10, rule=True)
    s.table(
        [Col("Code", 120), Col("Ratio", 80, "C"), Col("No-load speed", 100, "C"), Col("Packing unit", 199, "C")],
        [
            ["QMX-25E-20", "1:20", "490 rpm", "20 pcs"],
            ["QMX-25E-50", "1:50", "200 rpm", "20 pcs"],
            ["QMX-25E-100", "1:100", "98 rpm", "20 pcs"],
        ],
        7.6,
    )
    s.caption("Tabella 6 / Table 6 \u2013 Ordering codes (mounting bracket QMX-BR25 sold separately)")
    return save(s, out / "qmx-25e.pdf")


# ------------------------------------------------ 12 V -> 3.3 V isolated DC-DC module (Shenyang)
def hwd2(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="HUNHE POWER",
        header_right="HWD2-1203S / HWD2-1203SH  2W Isolated DC-DC Converter",
        footer_left="Shenyang Hunhe Power Electronics Co., Ltd.  Tel" + FWC + "+86-24-2378-6650  "
        "www.hunhe-power.cn  Rev. A/3  2024.06",
        footer_right="P{page}",
        rule_color=(200, 90, 20),
        table_fill=(253, 236, 220),
        accent=(180, 70, 10),
        grid=False,
    )
    s = Sheet(style, "HWD2-1203S / HWD2-1203SH 2 W isolated DC-DC converter")
    s.add_page()
    s.title_block(
        "HWD2-1203S / HWD2-1203SH",
        "2 W, fixed input, isolated & unregulated single output DC-DC converter (12 V " + ARROW + " 3.3 V)",
        "SIP-4 package  \u00b7  1500 VDC (S) / 3000 VDC (SH) isolation  \u00b7  Efficiency up to 78 % "
        "(series)",
        19,
    )

    def features() -> None:
        s.heading("\u25e3 1 Features", 10)
        s.bullets(
            [
                "Fixed input voltage 12 V (" + PM + "10 %)",
                "Single output 3.3 V, 2 W",
                "Isolation voltage 1500 VDC / 3000 VDC",
                "Operating temperature" + FWC + " -40 " + DEG + " to +105 " + DEG,
                "Short-circuit protection" + FWC + " 1 s",
                "No external components required",
                "Industry-standard SIP-4 pinout",
            ],
            7.6,
            "\u25b8",
        )

    def applications() -> None:
        s.heading("\u25e3 2 Applications", 10)
        s.para(
            "Where an isolated voltage is needed in a distributed power system, to break "
            "ground loops or to suppress noise: isolated RS-485 / CAN transceivers, sensor "
            "front ends, relay and MCU supplies on 12 V industrial buses. The input voltage "
            "must be stable (" + PM + "10 %); the output is not regulated.",
            7.8,
        )

    s.side_by_side(features, applications, 230, 16)
    s.heading("\u25e3 3 Selection guide", 10, rule=True)
    s.table(
        [
            Col("Part No.", 80),
            Col("Input voltage\nnominal (range)", 80, "C"),
            Col("Output\nvoltage", 50, "C"),
            Col("Output current\nmax. / min.", 75, "C"),
            Col("Input current\nfull / no load", 75, "C"),
            Col("Efficiency\n(typ.)", 60, "C"),
            Col("Max. capacitive\nload", 79, "C"),
        ],
        [
            ["HWD2-0503S", "5 (4.5-5.5)", "3.3", "606 / 61", "575 / 50", "70", "2400"],
            ["HWD2-0505S", "5 (4.5-5.5)", "5", "400 / 40", "533 / 45", "75", "2400"],
            ["HWD2-1203S", "12 (10.8-13.2)", "3.3", "606 / 61", "222 / 35", "75", "2400"],
            ["HWD2-1203SH", "12 (10.8-13.2)", "3.3", "606 / 61", "222 / 35", "75", "2400"],
            ["HWD2-1205S", "12 (10.8-13.2)", "5", "400 / 40", "212 / 30", "78", "2400"],
            ["HWD2-2405S", "24 (21.6-26.4)", "5", "400 / 40", "106 / 18", "78", "1000"],
        ],
        7.2,
        bold_rows=(2, 3),
    )
    s.caption("Table 1  Selection guide (HWD2 series, 2 W)")
    s.para(
        "Units" + FWC + " VDC, VDC, mA, mA, %, " + MU + "F. Suffix H" + FWC + " 3000 VDC isolation. "
        "The minimum output current is the load needed for the output voltage to stay within "
        "the accuracy band of Table 3; the converter is not damaged at lighter loads.",
        7.2,
    )
    s.gap(2)
    s.heading("\u25e3 4 Input specifications", 10, rule=True)
    s.table(
        [
            Col("Item", 120),
            Col("Operating conditions", 165),
            Col("Min.", 50, "C"),
            Col("Typ.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Input voltage range", "HWD2-1203S(H)", "10.8", "12", "13.2", "VDC"],
            ["Input surge voltage\n(1 s max.)", "", "-0.7", "", "15", "VDC"],
            ["Input current", "nominal input, no load", "", "35", "45", "mA"],
            ["", "nominal input, full load", "", "222", "235", "mA"],
            ["Reflected ripple current", "nominal input, full load", "", "15", "", "mA"],
            ["Input filter", "capacitance filter", "", "", "", ""],
            ["Hot plug", "unavailable", "", "", "", ""],
        ],
        7.3,
    )
    s.caption("Table 2  Input specifications (Ta = 25 " + DEG + ", humidity < 75 %RH)")
    s.gap(2)
    s.heading("\u25e3 5 Output specifications", 10, rule=True)
    s.table(
        [
            Col("Item", 120),
            Col("Operating conditions", 165),
            Col("Min.", 50, "C"),
            Col("Typ.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            [
                "Output voltage",
                "nominal input, 100 % load\nnominal input, 10 % load\nnominal input, no load",
                "3.20\n\n",
                "3.30\n3.55\n3.70",
                "3.40\n3.70\n3.90",
                "VDC",
            ],
            ["Line regulation", "input voltage change " + PM + "1 %", "", "", PM + "1.2", "%"],
            ["Load regulation", "10 % to 100 % load", "", "10", "15", "%"],
            ["Ripple & noise", "20 MHz bandwidth", "", "75", "150", "mVp-p"],
            ["Temperature drift", "100 % load", "", "", PM + "0.03", "%/" + DEG],
            ["Short-circuit protection", "", "", "", "1", "s"],
        ],
        7.3,
    )
    s.caption("Table 3  Output specifications (HWD2-1203S and HWD2-1203SH)")

    s.add_page()
    s.heading("\u25e3 6 General specifications", 10, rule=True)
    s.table(
        [
            Col("Item", 130),
            Col("Operating conditions", 150),
            Col("HWD2-1203S", 75, "C"),
            Col("HWD2-1203SH", 75, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Isolation voltage", "input-output, 1 min,\nleakage current < 1 mA", "1500", "3000", "VDC"],
            ["Isolation resistance", "input-output, 500 VDC", "1000", "1000", "M" + OHM],
            ["Isolation capacitance", "input-output, 100 kHz / 0.1 V", "20", "10", "pF"],
            ["Switching frequency", "100 % load, nominal input", "270", "270", "kHz"],
            ["Operating temperature", "see derating", "-40 to +105", "-40 to +105", DEG],
            ["Storage temperature", "", "-55 to +125", "-55 to +125", DEG],
            ["Case temperature rise", "Ta = 25 " + DEG + ", full load", "25", "25", DEG],
            ["Pin soldering temperature", "1.5 mm from case, 10 s", "300", "300", DEG],
            ["MTBF", "MIL-HDBK-217F, 25 " + DEG, "3500", "3500", "k hours"],
        ],
        7.3,
        head_rows=[["", "", "Model", "<", ""]],
    )
    s.caption("Table 4  General specifications")
    s.gap(2)
    s.heading("\u25e3 7 Temperature derating", 10, rule=True)
    s.table(
        [Col("Ambient temperature (" + DEG + ")", 170), Col("-40 to +85", 82, "C"), Col("+95", 82, "C"), Col("+105", 82, "C"), Col("", 83)],
        [["Permitted output power (%)", "100", "50", "0", ""]],
        7.4,
    )
    s.caption("Table 5  Output power derating (linear between the points)")
    s.gap(2)
    s.heading("\u25e3 8 Application notes", 10, rule=True)
    s.bullets(
        [
            "Load. The output is not regulated. Below 10 % load the output voltage rises (Table "
            "3) and reaches 3.9 V max. at no load. If the load cannot tolerate this, add a "
            "pre-load of at least 61 mA (54 " + OHM + ") or use a regulated converter.",
            "Capacitors. The module works without external capacitors. For lower ripple fit 4.7 "
            + MU
            + "F / 25 V at the input and 10 "
            + MU
            + "F / 10 V at the output; do not exceed the maximum capacitive load of Table 1.",
            "Input. The input voltage must stay within 10.8 to 13.2 V. Do not connect the input "
            "directly to a supply whose voltage can rise above this range.",
            "Paralleling. Outputs of several modules must not be connected in parallel to "
            "raise the output power.",
        ],
        7.6,
        "\u25b8",
    )
    s.heading("\u25e3 9 Pin-out and dimensions", 10, rule=True)
    s.table(
        [Col("Pin", 60, "C"), Col("Function", 140), Col("Dimensions", 299)],
        [
            ["1", "-Vin", "case 11.6 " + TIMES + " 6.0 " + TIMES + " 10.2 mm (L " + TIMES + " W " + TIMES + " H)"],
            ["2", "+Vin", "pin pitch 2.54 mm, pin " + "\u00d8" + "0.5 mm"],
            ["3", "0V (output)", "pin length 3.5 mm"],
            ["4", "+Vo", "weight 2.1 g"],
        ],
        7.4,
    )
    s.caption("Table 6  Pin-out (SIP-4) and case")
    s.gap(2)
    s.para(
        "Quick data" + FWC + " input 10.8-13.2 VDC  /  output 3.3 VDC, 606 mA  /  isolation "
        "1500 VDC (S), 3000 VDC (SH)  /  efficiency 75 % typ.  /  SIP-4.",
        7.6,
    )
    return save(s, out / "hwd2-1203.pdf")
