"""Hold-out 143 datasheets, part 2: an isolated RS-485 transceiver module, a low-power 8-bit
sensor-hub microcontroller (its GPIO and ADC tables), a buck constant-current LED driver IC
and a capacitive soil-moisture sensor module.

A Rotterdam (Netherlands) electronics web shop product sheet ("➠" heads, EUR prices incl.
21 % btw, module data in column groups per logic-voltage version, "Good to know" notes
and FAQ), a Minneapolis (USA) microcontroller house data-sheet excerpt (upper-case
heads in drawn discs, "Table DC-n" captions named by chapter, a Param No. column, supply
voltage, VOL and VOH stacked in unnamed follow-on rows per VDD), an Ahmedabad
(India) power-IC house data sheet ("❙ n" heads, captions below the tables, output current
per package, sense-resistor and LED-count tables as decoys) and a Wellington (New Zealand)
kitset store info sheet ("❀" heads, NZD prices incl. GST, output stacked per supply and
medium, version columns, FAQ).
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
MINUS = "\u2212"
EUR = "\u20ac"


def disc_heading(s: Sheet, number: str, text: str, size: float = 10.0) -> None:
    """A head whose number sits white in a filled disc, the upper-case title beside it."""
    s._room(size + 14)
    s.gap(4)
    y = s.get_y()
    d = size + 5
    s.set_fill_color(*s.style.rule_color)
    s.ellipse(s._x0, y, d, d, "F")
    s.set_font(s.family, "B", size - 1)
    s.set_text_color(255, 255, 255)
    s.set_xy(s._x0, y)
    s.cell(d, d, number, align="C")
    s.set_font(s.family, "B", size)
    s.set_text_color(*s.style.accent)
    s.set_xy(s._x0 + d + 6, y)
    s.cell(s._w - d - 6, d, text, new_x="LMARGIN", new_y="NEXT")
    s.set_text_color(0, 0, 0)
    s.set_draw_color(*s.style.rule_color)
    s.line(s._x0 + d + 6, s.get_y() + 1, s._x0 + s._w, s.get_y() + 1)
    s.set_draw_color(0, 0, 0)
    s.gap(4)


# ------------------------------------------------ isolated RS-485 module (Rotterdam)
def rtb485(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="MAASBRUG ELEKTRONICA",
        header_right="RTB-485I-3 / RTB-485I-5  \u00b7  product sheet",
        footer_left="Maasbrug Elektronica B.V.  \u00b7  Rotterdam, Nederland  \u00b7  KvK 74123309  "
        "\u00b7  prijzen incl. 21 % btw",
        footer_right="pagina {page} van {nb}",
        rule_color=(0, 120, 130),
        table_fill=(225, 243, 244),
        accent=(0, 95, 105),
        grid=False,
    )
    s = Sheet(style, "RTB-485I-3 / RTB-485I-5 isolated RS-485 transceiver module")
    s.add_page()
    s.title_block(
        "RTB-485I-3 / RTB-485I-5",
        "Isolated RS-485 Transceiver Module (half duplex, 2500 Vrms)",
        "Art.nr. 485-1203  RTB-485I-3 (3.3 V logic)  " + EUR + " 11,95    |    Art.nr. 485-1205  "
        "RTB-485I-5 (5 V logic)  " + EUR + " 11,95",
        19,
    )
    s.heading("\u27a0 What it does", 10)
    s.para(
        "This module puts a galvanic barrier between your microcontroller and an RS-485 bus. "
        "An isolated DC-DC converter powers the bus side and a digital isolator carries TXD, "
        "RXD and DE across, so ground loops and noise from long cables stay away from your "
        "board. A 120 " + OHM + " termination (jumper J1), fail-safe bias resistors (J2, J3) "
        "and TVS diodes on A and B are on board. Choose the version by the logic voltage of "
        "your board.",
        8.0,
    )
    s.heading("\u27a0 At a glance", 10)
    s.bullets(
        [
            "2500 Vrms isolation for 1 minute between logic side and bus side",
            "Up to 500 kbit/s, half duplex, DE pin for direction",
            "1/8 unit load: up to 256 nodes on one bus",
            "3.3 V (RTB-485I-3) or 5 V (RTB-485I-5) logic supply",
            MINUS + "40 " + DEG + " to +85 " + DEG + " operating temperature",
        ],
        8.0,
        "\u2013",
    )
    s.heading("\u27a0 Specifications, logic side", 10)
    s.table(
        [
            Col("Parameter", 112),
            Col("Condition", 95),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Supply voltage VCC", "", "3.0", "3.3", "3.6", "4.5", "5.0", "5.5", "V"],
            ["Supply current, idle", "bus idle, J1 open", "", "22", "30", "", "16", "24", "mA"],
            [
                "Supply current,\nfull load",
                "500 kbit/s, 54 " + OHM + "\nload",
                "",
                "95",
                "120",
                "",
                "70",
                "90",
                "mA",
            ],
            ["TXD, DE input high", "", "2.0", "", "3.6", "2.0", "", "5.5", "V"],
            ["TXD, DE input low", "", "", "", "0.8", "", "", "0.8", "V"],
            ["RXD output high", "I_{OH} = " + MINUS + "4 mA", "2.8", "", "", "4.5", "", "", "V"],
            ["RXD output low", "I_{OL} = 4 mA", "", "", "0.4", "", "", "0.4", "V"],
            ["Data rate", "", "", "", "500", "", "", "500", "kbit/s"],
            ["Isolation voltage", "1 min, 50 Hz", "2500", "", "", "2500", "", "", "Vrms"],
        ],
        7.4,
        head_rows=[["", "", "RTB-485I-3", "<", "<", "RTB-485I-5", "<", "<", ""]],
    )
    s.heading("\u27a0 Specifications, bus side (both versions)", 10)
    s.table(
        [
            Col("Parameter", 150),
            Col("Condition", 135),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Differential output |VOD|", "R_{L} = 54 " + OHM, "1.5", "2.0", "", "V"],
            ["Common-mode range, A and B", "", MINUS + "7", "", "+12", "V"],
            [
                "Receiver threshold",
                "V_{A} " + MINUS + " V_{B}",
                MINUS + "200",
                "",
                MINUS + "10",
                "mV",
            ],
            ["Receiver input resistance", "1/8 unit load", "96", "", "", "k" + OHM],
            ["Nodes per bus", "all 1/8 unit load", "", "", "256", DASH],
            ["Termination (J1 fitted)", "", "", "120", "", OHM],
            ["Fail-safe bias (J2, J3 fitted)", "", "", "680", "", OHM],
        ],
        7.4,
    )

    s.add_page()
    s.heading("\u27a0 Limits (do not exceed)", 10)
    s.table(
        [
            Col("Parameter", 230),
            Col("RTB-485I-3", 100, "C"),
            Col("RTB-485I-5", 100, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            [
                "Supply voltage VCC",
                MINUS + "0.3 " + ELL + " 4.0",
                MINUS + "0.3 " + ELL + " 6.0",
                "V",
            ],
            [
                "Voltage on TXD, DE, RXD",
                MINUS + "0.3 " + ELL + " 3.9",
                MINUS + "0.3 " + ELL + " 6.0",
                "V",
            ],
            [
                "Voltage on A, B to GND_ISO",
                MINUS + "15 " + ELL + " +15",
                MINUS + "15 " + ELL + " +15",
                "V",
            ],
            [
                "Operating temperature",
                MINUS + "40 " + ELL + " +85",
                MINUS + "40 " + ELL + " +85",
                DEG,
            ],
            [
                "Storage temperature",
                MINUS + "55 " + ELL + " +125",
                MINUS + "55 " + ELL + " +125",
                DEG,
            ],
        ],
        7.4,
    )
    s.heading("\u27a0 Connections", 10)
    s.table(
        [Col("Connector", 110), Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Function", 269)],
        [
            ["Header (logic)", "1", "VCC", "3.3 V (-3) or 5 V (-5)"],
            ["", "2", "GND", "Logic ground"],
            ["", "3", "TXD", "Data from your UART TX"],
            ["", "4", "RXD", "Data to your UART RX"],
            ["", "5", "DE", "High = transmit, low = receive (RE tied inside)"],
            ["Screw terminal (bus)", "1", "A", "RS-485 A (non-inverting)"],
            ["", "2", "B", "RS-485 B (inverting)"],
            ["", "3", "GND_ISO", "Isolated bus ground"],
        ],
        7.4,
    )
    s.heading("\u27a0 Good to know", 10)
    s.bullets(
        [
            "Pick the version by the logic voltage of your board: RTB-485I-3 for 3.3 V boards "
            "(ESP32, Raspberry Pi, STM32), RTB-485I-5 for 5 V boards (Arduino Uno, Mega). The RXD "
            "output of the -5 swings to 5 V and must not go to a 3.3 V-only input; the TXD and "
            "DE inputs of the -3 must not see 5 V.",
            "There is no automatic direction control: drive DE from a GPIO (most Modbus "
            "libraries do this for you).",
            "Fit J1 only on the two modules at the ends of the cable. Connect GND_ISO of all "
            "nodes with a third wire or the cable shield.",
            "The TVS diodes on A and B catch ESD and small transients. For cables run between "
            "buildings add an external surge protector.",
        ],
        7.8,
        "\u2022",
    )
    s.heading("\u27a0 FAQ", 10)
    s.bullets(
        [
            "How fast can I go? Up to 500 kbit/s. Modbus RTU at 9600 to 115200 bit/s is no "
            "problem.",
            "How many modules on one bus? Up to 256 of these. Devices with a full unit load count "
            "eight times, so a bus with full-load devices takes fewer.",
            "Can I power it from my 24 V PLC supply? Not directly: VCC is 3.3 V or 5 V. Use a "
            "step-down converter or the logic supply of your controller.",
            "Can the bus side power the module? No. The bus side gets its power only from VCC "
            "through the isolated converter.",
        ],
        7.8,
        "\u2022",
    )
    s.heading("\u27a0 Prices", 10)
    s.table(
        [Col("Art.nr.", 90), Col("Product", 300), Col("Price incl. btw", 109, "R")],
        [
            ["485-1203", "RTB-485I-3 isolated RS-485 module, 3.3 V logic", EUR + " 11,95"],
            ["485-1205", "RTB-485I-5 isolated RS-485 module, 5 V logic", EUR + " 11,95"],
            ["485-1210", "RTB-485I-3, pack of 10", EUR + " 99,00"],
            ["485-0120", "120 " + OHM + " termination plug, 3-pin", EUR + " 2,50"],
        ],
        7.4,
    )
    return save(s, out / "rtb-485i.pdf")


# ------------------------------------------------ 8-bit sensor-hub MCU (Minneapolis)
def nkh8l16(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="NKH8L16/20",
        header_right="NOKOMIS SEMICONDUCTOR",
        footer_left="\u00a9 2024 Nokomis Semiconductor, Inc.  \u00b7  Minneapolis, MN  \u00b7  "
        "DS-0516 Rev B  \u00b7  Electrical specifications excerpt",
        footer_right="DS-0516B  |  {page}",
        rule_color=(85, 65, 125),
        table_fill=(236, 232, 244),
        accent=(60, 40, 100),
        grid=True,
    )
    s = Sheet(style, "NKH8L16 / NKH8L20 low-power 8-bit sensor-hub microcontrollers")
    s.add_page()
    s.title_block(
        "NKH8L16 / NKH8L20",
        "Low-Power 8-Bit Microcontrollers for Sensor Hubs with 10-Bit ADC, I" + SQ + "C, SPI "
        "and EUSART",
        "Data sheet excerpt: device overview, DC, I/O port and ADC specifications  \u00b7  "
        "DS-0516 Rev B",
        21,
    )
    disc_heading(s, "1", "DEVICE OVERVIEW", 10.5)
    s.caption("Table OV-1  Family features", 8.0)
    s.table(
        [Col("Feature", 200), Col("NKH8L16", 150, "C"), Col("NKH8L20", 149, "C")],
        [
            ["Pins / I/O pins", "16 / 14", "20 / 18"],
            ["Program Flash / SRAM / EEPROM", "16 KB / 1 KB / 256 B", "16 KB / 1 KB / 256 B"],
            ["10-bit ADC channels", "8", "12"],
            [
                "Communication",
                "EUSART, MSSP (I" + SQ + "C or SPI)",
                "EUSART, MSSP (I" + SQ + "C or SPI)",
            ],
            ["Packages", "SOIC-16, QFN-16 (3 x 3)", "SOIC-20, SSOP-20, QFN-20 (4 x 4)"],
        ],
        7.6,
    )
    s.para(
        "The MSSP runs I" + SQ + "C at up to 400 kHz (master or slave) or SPI at up to 4 MHz. "
        "The EUSART supports asynchronous UART and LIN.",
        7.8,
    )
    disc_heading(s, "2", "ABSOLUTE MAXIMUM RATINGS", 10.5)
    s.caption("Table AM-1  Absolute maximum ratings (1)", 8.0)
    s.table(
        [Col("Parameter", 330), Col("Rating", 110, "C"), Col("Unit", 59, "C")],
        [
            ["Ambient temperature under bias", MINUS + "40 to +125", DEG],
            ["Storage temperature", MINUS + "65 to +150", DEG],
            ["Voltage on VDD with respect to VSS", MINUS + "0.3 to +6.5", "V"],
            ["Voltage on any I/O pin with respect to VSS", MINUS + "0.3 to VDD + 0.3", "V"],
            ["Maximum current out of VSS pin", "120", "mA"],
            ["Maximum current into VDD pin", "100", "mA"],
            ["Maximum output current sunk or sourced by any I/O pin", "25", "mA"],
            ["Clamp current, IIK (VPIN < 0 or VPIN > VDD)", PM + "20", "mA"],
        ],
        7.4,
    )
    s.para(
        "(1) Stresses above those listed may cause permanent damage. These are stress ratings "
        "only; operation at these or any other conditions above those in the DC characteristics "
        "is not implied.",
        7.2,
    )
    disc_heading(s, "3", "DC CHARACTERISTICS", 10.5)
    s.caption(
        "Table DC-1  Supply voltage and current ("
        + MINUS
        + "40 "
        + DEG
        + " "
        + LE
        + " TA "
        + LE
        + " +85 "
        + DEG
        + " unless stated)",
        8.0,
    )
    cols = [
        Col("Param No.", 42, "C"),
        Col("Sym.", 36, "C"),
        Col("Characteristic", 128),
        Col("Min.", 38, "C"),
        Col("Typ.", 38, "C"),
        Col("Max.", 38, "C"),
        Col("Units", 34, "C"),
        Col("Conditions", 145),
    ]
    s.table(
        cols,
        [
            [
                "D001",
                "V_{DD}",
                "Supply voltage",
                "1.8",
                DASH,
                "5.5",
                "V",
                "F_{OSC} " + LE + " 8 MHz",
            ],
            ["D001A", "", "", "2.7", DASH, "5.5", "V", "F_{OSC} " + LE + " 16 MHz"],
            ["D002", "V_{POR}", "Power-on reset voltage", DASH, "1.6", DASH, "V", ""],
            [
                "D010",
                "I_{DD}",
                "Supply current, active",
                DASH,
                "1.9",
                "2.6",
                "mA",
                "16 MHz HFINTOSC, VDD = 5.0 V",
            ],
            ["D011", "", "", DASH, "160", "240", MU + "A", "1 MHz HFINTOSC, VDD = 3.0 V"],
            ["D012", "", "", DASH, "9", "16", MU + "A", "32 kHz LFINTOSC, VDD = 3.0 V"],
            [
                "D020",
                "I_{PD}",
                "Sleep current, WDT off",
                DASH,
                "0.05",
                "0.6",
                MU + "A",
                "VDD = 3.0 V, TA = 25 " + DEG,
            ],
            ["D020A", "", "", DASH, DASH, "2.0", MU + "A", "VDD = 3.0 V, TA = 85 " + DEG],
            [
                "D021",
                "I_{PD}",
                "Sleep current, WDT on",
                DASH,
                "0.5",
                "1.5",
                MU + "A",
                "VDD = 3.0 V",
            ],
            [
                "D022",
                "I_{ADC}",
                "ADC current (adds to IDD)",
                DASH,
                "250",
                "400",
                MU + "A",
                "conversion running, VDD = 3.0 V",
            ],
        ],
        7.2,
    )
    s.caption(
        "Table DC-2  I/O port characteristics ("
        + MINUS
        + "40 "
        + DEG
        + " "
        + LE
        + " TA "
        + LE
        + " +85 "
        + DEG
        + ")",
        8.0,
    )
    s.table(
        cols,
        [
            [
                "D030",
                "V_{IL}",
                "Input low voltage, TTL buffer",
                DASH,
                DASH,
                "0.8",
                "V",
                "4.5 V " + LE + " VDD " + LE + " 5.5 V",
            ],
            ["D030A", "", "", DASH, DASH, "0.15 VDD", "V", "1.8 V " + LE + " VDD < 4.5 V"],
            [
                "D031",
                "",
                "Input low voltage, Schmitt trigger",
                DASH,
                DASH,
                "0.2 VDD",
                "V",
                "1.8 V " + LE + " VDD " + LE + " 5.5 V",
            ],
            [
                "D040",
                "V_{IH}",
                "Input high voltage, TTL buffer",
                "2.0",
                DASH,
                DASH,
                "V",
                "4.5 V " + LE + " VDD " + LE + " 5.5 V",
            ],
            ["D040A", "", "", "0.25 VDD\n+ 0.8", DASH, DASH, "V", "1.8 V " + LE + " VDD < 4.5 V"],
            [
                "D041",
                "",
                "Input high voltage, Schmitt trigger",
                "0.8 VDD",
                DASH,
                DASH,
                "V",
                "1.8 V " + LE + " VDD " + LE + " 5.5 V",
            ],
            [
                "D060",
                "I_{IL}",
                "Input leakage current",
                DASH,
                PM + "5",
                PM + "125",
                "nA",
                "VSS " + LE + " VPIN " + LE + " VDD",
            ],
            [
                "D070",
                "I_{PUR}",
                "Weak pull-up current",
                "25",
                "100",
                "200",
                MU + "A",
                "VDD = 3.3 V, VPIN = VSS",
            ],
            [
                "D080",
                "V_{OL}",
                "Output low voltage",
                DASH,
                DASH,
                "0.6",
                "V",
                "IOL = 8 mA, VDD = 5.0 V",
            ],
            ["", "", "", DASH, DASH, "0.6", "V", "IOL = 6 mA, VDD = 3.3 V"],
            ["", "", "", DASH, DASH, "0.6", "V", "IOL = 1.8 mA, VDD = 1.8 V"],
            [
                "D090",
                "V_{OH}",
                "Output high voltage",
                "4.3",
                DASH,
                DASH,
                "V",
                "IOH = " + MINUS + "3.5 mA, VDD = 5.0 V",
            ],
            ["", "", "", "2.6", DASH, DASH, "V", "IOH = " + MINUS + "3 mA, VDD = 3.3 V"],
            ["", "", "", "1.2", DASH, DASH, "V", "IOH = " + MINUS + "1 mA, VDD = 1.8 V"],
        ],
        7.2,
    )

    s.add_page()
    disc_heading(s, "4", "ANALOG-TO-DIGITAL CONVERTER (ADC)", 10.5)
    s.caption(
        "Table AD-1  ADC characteristics (VDD = 3.0 V, TA = 25 " + DEG + " unless stated)", 8.0
    )
    s.table(
        cols,
        [
            ["AD01", "N_{R}", "Resolution", DASH, DASH, "10", "bit", ""],
            ["AD02", "E_{IL}", "Integral error", DASH, PM + "0.5", PM + "1", "LSb", "VREF = 3.0 V"],
            [
                "AD03",
                "E_{DL}",
                "Differential error",
                DASH,
                PM + "0.3",
                PM + "1",
                "LSb",
                "no missing codes",
            ],
            ["AD04", "E_{OFF}", "Offset error", DASH, "1", "2.5", "LSb", "VREF = 3.0 V"],
            [
                "AD06",
                "V_{REF}",
                "Reference voltage\n(VREF+ " + MINUS + " VREF" + MINUS + ")",
                "1.8",
                DASH,
                "VDD",
                "V",
                "VREF+ must not exceed VDD",
            ],
            ["AD07", "V_{AIN}", "Full-scale range", "VSS", DASH, "VREF+", "V", ""],
            ["AD08", "Z_{AIN}", "Recommended source\nimpedance", DASH, DASH, "10", "k" + OHM, ""],
            ["AD10", "f_{S}", "Sampling rate", DASH, DASH, "100", "ksps", "VDD " + GE + " 2.7 V"],
            ["", "", "", DASH, DASH, "50", "ksps", "VDD < 2.7 V"],
            ["AD11", "T_{AD}", "ADC clock period", "1.0", DASH, "9.0", MU + "s", ""],
            [
                "AD12",
                "T_{CNV}",
                "Conversion time",
                DASH,
                "11.5",
                DASH,
                "TAD",
                "not including acquisition",
            ],
            ["AD13", "T_{ACQ}", "Acquisition time", "2.0", DASH, DASH, MU + "s", ""],
            [
                "AD20",
                "V_{FVR}",
                "Fixed voltage reference\ntolerance",
                MINUS + "4",
                DASH,
                "+4",
                "%",
                "1.024 / 2.048 / 4.096 V",
            ],
        ],
        7.2,
    )
    s.para(
        "The 4.096 V fixed reference setting needs VDD " + GE + " 4.75 V. An external reference "
        "on the VREF+ pin (RA1/AN1) must lie between 1.8 V and VDD; with VREF+ above VDD the "
        "conversion result is not defined.",
        7.8,
    )
    disc_heading(s, "5", "TEMPERATURE GRADES", 10.5)
    s.caption("Table GR-1  Grade-dependent limits", 8.0)
    s.table(
        [Col("Parameter", 200), Col("Industrial (-I)", 150, "C"), Col("Extended (-E)", 149, "C")],
        [
            [
                "Operating temperature",
                MINUS + "40 " + DEG + " to +85 " + DEG,
                MINUS + "40 " + DEG + " to +125 " + DEG,
            ],
            ["Maximum FOSC at the upper temperature", "16 MHz", "8 MHz"],
            [
                "Sleep current, WDT off, VDD = 3.0 V, max",
                "2.0 " + MU + "A at 85 " + DEG,
                "9.0 " + MU + "A at 125 " + DEG,
            ],
            ["Flash endurance", "100 000 E/W cycles", "10 000 E/W cycles"],
        ],
        7.6,
    )
    disc_heading(s, "6", "PIN ALLOCATION (NKH8L16, SOIC-16)", 10.5)
    s.table(
        [
            Col("Pin", 40, "C"),
            Col("I/O", 60, "C"),
            Col("ADC", 70, "C"),
            Col("Other functions", 329),
        ],
        [
            ["1", "VDD", DASH, "Supply"],
            ["2", "RA5", DASH, "CLKIN, T1CKI"],
            ["3", "RA4", "AN3", "CLKOUT"],
            ["4", "RA3", DASH, "MCLR (input only)"],
            ["5", "RC5", DASH, "RX (EUSART)"],
            ["6", "RC4", DASH, "TX (EUSART)"],
            ["7", "RC3", "AN7", "PWM2"],
            ["8", "RC2", "AN6", "SDO"],
            ["9", "RC1", "AN5", "SDA / SDI"],
            ["10", "RC0", "AN4", "SCL / SCK"],
            ["11", "RA2", "AN2", "INT, PWM1"],
            ["12", "RA1", "AN1", "VREF+, ICSPCLK"],
            ["13", "RA0", "AN0", "ICSPDAT"],
            ["14, 15", "RB6, RB7", DASH, "Wake-up on change"],
            ["16", "VSS", DASH, "Ground"],
        ],
        7.4,
    )
    disc_heading(s, "7", "ADC REGISTER SUMMARY", 10.5)
    s.table(
        [Col("Address", 60, "C"), Col("Name", 80, "C"), Col("Bits", 250), Col("Reset", 109, "C")],
        [
            ["0x09D", "ADCON0", "CHS<4:0>, GO/DONE, ADON", "0000 0000"],
            ["0x09E", "ADCON1", "ADFM, ADCS<2:0>, ADPREF<1:0>", "0000 0000"],
            ["0x09B", "ADRESL", "ADC result, low byte", "xxxx xxxx"],
            ["0x09C", "ADRESH", "ADC result, high byte", "xxxx xxxx"],
            ["0x117", "FVRCON", "FVREN, FVRRDY, ADFVR<1:0>", "0000 0000"],
        ],
        7.4,
    )
    return save(s, out / "nkh8l16.pdf")


# ------------------------------------------------ buck LED driver IC (Ahmedabad)
def avl3362(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="SABARMATI POWER SEMICONDUCTORS",
        header_right="AVL3362  \u2759  Buck LED Driver",
        footer_left="Sabarmati Power Semiconductors Pvt. Ltd.  \u00b7  Navrangpura, Ahmedabad 380009, "
        "Gujarat, India  \u00b7  AVL3362 Rev 1.1",
        footer_right="{page} \u2759 {nb}",
        rule_color=(200, 100, 0),
        table_fill=(253, 238, 220),
        accent=(150, 70, 0),
        grid=True,
    )
    s = Sheet(style, "AVL3362 40 V 1.5 A buck constant-current LED driver")
    s.add_page()
    s.title_block(
        "AVL3362",
        "40 V, 1.5 A Step-Down Constant-Current LED Driver with PWM Dimming",
        "SOT-89-5 (AVL3362S)  \u00b7  ESOP-8 (AVL3362E)  \u00b7  Datasheet Rev 1.1  \u00b7  "
        "September 2024",
        22,
    )

    def features() -> None:
        s.heading("\u2759 1  FEATURES", 9.5)
        s.bullets(
            [
                "6 V to 40 V input voltage range",
                "Output current up to 1.5 A (ESOP-8) or 1.0 A (SOT-89-5)",
                "Integrated 0.45 " + OHM + " power switch",
                "High-side current sensing, 100 mV threshold, " + PM + "3 %",
                "Switching frequency up to 1 MHz",
                "PWM dimming through the DIM pin",
                "25 " + MU + "A shutdown current",
                "Thermal shutdown, LED-open and LED-short protection",
                "Efficiency up to 96 %",
            ],
            7.6,
            "\u25aa",
        )

    def description() -> None:
        s.heading("\u2759 2  APPLICATIONS", 9.5)
        s.para(
            "MR16 and GU10 LED lamps  \u00b7  12 V / 24 V low-voltage lighting  \u00b7  LED torches "
            "and bicycle lights  \u00b7  Architectural and signage lighting",
            7.6,
        )
        s.heading("\u2759 3  DESCRIPTION", 9.5)
        s.para(
            "The AVL3362 is a hysteretic step-down converter that drives a string of LEDs with "
            "a constant current set by one sense resistor RS between VIN and CS: IOUT = 0.1 V / "
            "RS. No loop compensation and no output capacitor are needed. A logic-level PWM "
            "signal on DIM switches the LED current on and off; DIM held low for longer than "
            "20 ms puts the device into shutdown.",
            7.6,
        )

    s.side_by_side(features, description, 245, 16)
    s.heading("\u2759 4  ABSOLUTE MAXIMUM RATINGS", 9.5)
    s.table(
        [
            Col("Parameter", 250),
            Col("Symbol", 70, "C"),
            Col("Min", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Input voltage", "V_{IN}", "-0.3", "45", "V"],
            ["Switch node voltage", "V_{SW}", "-0.5", "45", "V"],
            ["DIM pin voltage", "V_{DIM}", "-0.3", "6.0", "V"],
            ["Junction temperature", "T_{J}", "", "150", DEG],
            ["Storage temperature", "T_{STG}", "-55", "150", DEG],
            ["ESD, human body model", "", "", "2", "kV"],
        ],
        7.6,
    )
    s.caption("(Table 4) Stresses beyond these ratings may damage the device.", 7.4)
    s.heading("\u2759 5  RECOMMENDED OPERATING CONDITIONS", 9.5)
    s.table(
        [
            Col("Parameter", 250),
            Col("Symbol", 70, "C"),
            Col("Min", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Input voltage", "V_{IN}", "6", "40", "V"],
            ["LED string voltage", "V_{LED}", "", "VIN " + MINUS + " 2.0", "V"],
            ["Output current, AVL3362S (SOT-89-5)", "I_{OUT}", "", "1.0", "A"],
            ["Output current, AVL3362E (ESOP-8)", "I_{OUT}", "", "1.5", "A"],
            ["PWM dimming frequency on DIM", "f_{DIM}", "0.1", "20", "kHz"],
            ["Operating junction temperature", "T_{J}", "-40", "125", DEG],
            ["Operating ambient temperature", "T_{A}", "-40", "85", DEG],
        ],
        7.6,
    )
    s.caption("(Table 5) Recommended operating conditions.", 7.4)
    s.heading("\u2759 6  THERMAL INFORMATION", 9.5)
    s.table(
        [
            Col("Thermal metric", 250),
            Col("AVL3362S (SOT-89-5)", 125, "C"),
            Col("AVL3362E (ESOP-8)", 124, "C"),
        ],
        [
            [
                "Junction-to-ambient, R" + "\u03b8" + "JA (JEDEC 2s2p board)",
                "110 " + DEG + "/W",
                "50 " + DEG + "/W",
            ],
            ["Junction-to-case, R" + "\u03b8" + "JC", "35 " + DEG + "/W", "12 " + DEG + "/W"],
            ["Switch current limit (typ)", "1.5 A", "2.2 A"],
        ],
        7.6,
    )
    s.caption("(Table 6) Package-dependent data.", 7.4)

    s.add_page()
    s.heading(
        "\u2759 7  ELECTRICAL CHARACTERISTICS (VIN = 24 V, TA = 25 "
        + DEG
        + " unless otherwise noted)",
        9.5,
    )
    s.table(
        [
            Col("Symbol", 52, "C"),
            Col("Parameter", 120),
            Col("Conditions", 132),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            [
                "V_{UVLO}",
                "Under-voltage lockout",
                "VIN rising\nVIN falling",
                "",
                "5.1\n4.7",
                "",
                "V",
            ],
            ["I_{Q}", "Quiescent current", "DIM high, not switching", "", "0.35", "0.50", "mA"],
            ["I_{SD}", "Shutdown current", "DIM low for > 20 ms", "", "25", "40", MU + "A"],
            [
                "V_{CS}",
                "Current-sense threshold\n(VIN " + MINUS + " CS)",
                "",
                "97",
                "100",
                "103",
                "mV",
            ],
            ["V_{CS,HYS}", "Sense threshold hysteresis", "", "", PM + "15", "", "%"],
            [
                "R_{DS(on)}",
                "Switch on-resistance",
                "VIN = 12 V\nVIN = 24 V",
                "",
                "0.52\n0.45",
                "0.70\n0.60",
                OHM,
            ],
            ["f_{SW}", "Switching frequency", "set by L and RS", "", "", "1", "MHz"],
            ["V_{DIM,H}", "DIM input high voltage", "", "2.0", "", "", "V"],
            ["V_{DIM,L}", "DIM input low voltage", "", "", "", "0.5", "V"],
            ["I_{DIM}", "DIM pull-up current", "DIM = 0 V", "", "5", "", MU + "A"],
            ["t_{SD}", "DIM low time to shutdown", "", "", "20", "", "ms"],
            ["T_{SD}", "Thermal shutdown", "hysteresis 20 " + DEG, "", "160", "", DEG],
        ],
        7.4,
    )
    s.caption("(Table 7) Electrical characteristics.", 7.4)
    s.heading("\u2759 8  APPLICATION INFORMATION", 9.5)
    s.para(
        "Setting the LED current. The mean LED current is IOUT = 0.1 V / RS. Use a 1 % resistor "
        "rated for at least IOUT" + SQ + " x RS.",
        7.8,
    )
    s.table(
        [
            Col("LED current", 120, "C"),
            Col("RS", 120, "C"),
            Col("RS power", 120, "C"),
            Col("Package", 139, "C"),
        ],
        [
            ["350 mA", "0.28 " + OHM, "0.125 W", "S or E"],
            ["700 mA", "0.14 " + OHM, "0.125 W", "S or E"],
            ["1000 mA", "0.10 " + OHM, "0.25 W", "S or E"],
            ["1500 mA", "0.068 " + OHM, "0.25 W", "E only"],
        ],
        7.4,
    )
    s.caption("(Table 8) Sense resistor for common LED currents.", 7.4)
    s.para(
        "Headroom. The LED string voltage must stay at least 2.0 V below VIN. With less "
        "headroom the switch stays on and the current is no longer regulated.",
        7.8,
    )
    s.table(
        [
            Col("VIN", 120, "C"),
            Col("12 V", 95, "C"),
            Col("24 V", 95, "C"),
            Col("36 V", 95, "C"),
            Col("40 V", 94, "C"),
        ],
        [["White LEDs in series (VF = 3.2 V)", "3", "6", "10", "11"]],
        7.4,
    )
    s.caption("(Table 9) Maximum number of series white LEDs.", 7.4)
    s.para(
        "PWM dimming. Drive DIM with a 3.3 V or 5 V logic signal at 100 Hz to 20 kHz; the LED "
        "current follows the duty cycle. Leave DIM open for full brightness (internal pull-up). "
        "A DC voltage on DIM is not an analog dimming input.",
        7.8,
    )
    s.heading("\u2759 9  ORDERING INFORMATION", 9.5)
    s.table(
        [
            Col("Part number", 110),
            Col("Package", 100, "C"),
            Col("Max. IOUT", 80, "C"),
            Col("Marking", 90, "C"),
            Col("Packing", 119, "C"),
        ],
        [
            ["AVL3362S", "SOT-89-5", "1.0 A", "3362S", "reel, 1000 pcs"],
            ["AVL3362E", "ESOP-8", "1.5 A", "3362E", "reel, 2500 pcs"],
        ],
        7.4,
    )
    return save(s, out / "avl3362.pdf")


# ------------------------------------------------ capacitive soil-moisture sensor (Wellington)
def taksm3(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Te Aro Kitset Robotics",
        header_right="TAK-SM3 / TAK-SM3C  \u00b7  info sheet",
        footer_left="Te Aro Kitset Robotics Ltd  \u00b7  Cuba Street, Wellington 6011, Aotearoa New "
        "Zealand  \u00b7  prices in NZD incl. 15 % GST",
        footer_right="info sheet {page}/{nb}",
        rule_color=(0, 110, 90),
        table_fill=None,
        accent=(0, 90, 70),
        grid=False,
    )
    s = Sheet(style, "TAK-SM3 / TAK-SM3C capacitive soil moisture sensor")
    s.add_page()
    s.title_block(
        "TAK-SM3 / TAK-SM3C",
        "Capacitive Soil Moisture Sensor " + NDASH + " analog output, 3.3 to 5.5 V",
        "SKU TAK-0331  TAK-SM3 bare probe  NZ$ 9.90    |    SKU TAK-0332  TAK-SM3C coated, 1 m "
        "cable  NZ$ 16.50",
        20,
    )
    s.heading("\u2740 What is it?", 10)
    s.para(
        "A soil moisture probe that measures capacitance instead of resistance. There is no bare "
        "metal in the soil, so it does not corrode like the old two-prong probes. An on-board "
        "oscillator drives the probe; the output voltage falls as the soil gets wetter. The "
        "TAK-SM3C has conformal-coated electronics under a heat-shrink cap and a 1 m cable with "
        "a JST-PH plug.",
        8.2,
    )
    s.heading("\u2740 At a glance", 10)
    s.leaders(
        [
            ("Supply ", " 3.3 to 5.5 V"),
            ("Output ", " analog voltage, falls with moisture"),
            ("Current ", " about 5 mA"),
            ("Probe length ", " 98 mm up to the marked line"),
            ("Connector ", " 3 pins: GND, VCC, AOUT"),
        ],
        8.2,
    )
    s.heading("\u2740 Specifications", 10)
    s.table(
        [
            Col("Parameter", 140),
            Col("Condition", 140),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 84, "C"),
        ],
        [
            ["Supply voltage VCC", "", "3.3", "5.0", "5.5", "V"],
            ["Supply current", "VCC = 5.0 V", "", "5", "8", "mA"],
            [
                "Output voltage,\nprobe in dry air",
                "VCC = 3.3 V\nVCC = 5.0 V",
                "",
                "2.30\n2.95",
                "",
                "V",
            ],
            [
                "Output voltage,\nprobe in water",
                "VCC = 3.3 V\nVCC = 5.0 V",
                "",
                "1.05\n1.45",
                "",
                "V",
            ],
            ["Output impedance", "", "", "10", "", "k" + OHM],
            ["Oscillator frequency", "", "", "1.5", "", "MHz"],
            ["Settling time", "after power-on", "", "", "1.2", "s"],
        ],
        7.8,
    )
    s.heading("\u2740 Versions", 10)
    s.table(
        [Col("", 140), Col("TAK-SM3", 180, "C"), Col("TAK-SM3C", 179, "C")],
        [
            ["Electronics", "bare PCB", "conformal coating, heat-shrink cap"],
            ["Ingress protection", "none (keep the electronics dry)", "IP65 (electronics)"],
            ["Cable", "20 cm, three jumper leads", "1 m, JST-PH 3-pin"],
            ["Operating temperature", "0 to +50 " + DEG, "-10 to +60 " + DEG],
        ],
        7.8,
    )
    s.heading("\u2740 Wiring", 10)
    s.table(
        [Col("Pin", 70, "C"), Col("Lead colour", 90, "C"), Col("Connect to", 339)],
        [
            ["GND", "black", "Ground of your board"],
            ["VCC", "red", "3.3 V to 5.5 V (or a GPIO pin, see FAQ)"],
            ["AOUT", "yellow", "An analog input (ADC) of your board"],
        ],
        7.8,
    )

    s.heading("\u2740 Reading it", 10)
    s.para(
        "Calibrate in your own soil: note the reading in dry soil and again right after a good "
        "watering, then map your readings between those two points. At 5 V with a 10-bit "
        "Arduino ADC (5 V reference) expect about 600 counts in air and 290 in water. The "
        "sensor gives a relative value only; it is not calibrated in % volumetric water content, "
        "and soil type, salt and temperature all move the reading.",
        8.2,
    )
    s.add_page()
    s.heading("\u2740 FAQ", 10)
    s.bullets(
        [
            "Does it work with ESP32, Pico and other 3.3 V boards? Yes. Power it from 3.3 V; the "
            "output then stays below 2.4 V, inside the ADC range of those boards.",
            "Can I connect it to a Raspberry Pi? Not directly: the Pi has no analog inputs. Add "
            "an I" + SQ + "C ADC board.",
            "Will it run from two AA cells? No. It needs at least 3.3 V; two fresh AA cells give "
            "3.0 V and less as they run down.",
            "Can I leave it in the ground all year? The probe, yes. Keep the electronics of the "
            "TAK-SM3 above the soil line and out of the rain, or use the TAK-SM3C.",
            "Can I power it from a GPIO pin to save battery? Yes, it draws at most 8 mA. Wait "
            "1.2 s after switching it on before you read the output.",
            "How deep do I push it in? Up to the marked line, never deeper: the electronics above "
            "the line are not part of the sensing area.",
        ],
        8.2,
        "\u2022",
    )
    s.heading("\u2740 Price list", 10)
    s.table(
        [Col("SKU", 90), Col("Item", 300), Col("NZD incl. GST", 109, "R")],
        [
            ["TAK-0331", "TAK-SM3 capacitive soil moisture sensor, bare probe", "9.90"],
            ["TAK-0332", "TAK-SM3C, coated electronics, 1 m cable", "16.50"],
            ["TAK-0335", "TAK-SM3, 5-pack", "42.00"],
            ["TAK-0340", "Extension cable, JST-PH 3-pin, 1 m", "3.50"],
        ],
        7.8,
    )
    revision_table(
        s,
        [
            ["2023-11-02", "1", "First info sheet"],
            ["2024-04-18", "2", "TAK-SM3C added; outputs at 3.3 V measured"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "tak-sm3.pdf")
