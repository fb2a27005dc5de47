"""Hold-out 150 datasheets, part 1: a 2S Li-ion protection board with balancing, a USB-to-UART
bridge IC, a Hall-effect current sensor IC with analog output and an ambient-light and
proximity sensor IC with I2C.

A Nouakchott (Mauritania) maker-store sheet ("◲ UPPER-CASE" heads, "T/n ·" captions,
thresholds and ratings in column groups per version, continuous current stacked per ambient,
self-consumption stacked per state, MRU prices, wiring rules and customer questions), a
Djibouti City (Djibouti) IC house data sheet ("⌂ n  Title" heads, "Tbl-n :" captions, supply,
current and levels stacked per supply mode, a version table, baud-rate, USB-descriptor and pin
tables as decoys), an Asmara (Eritrea) sensor-IC house data sheet ("◷ n Title" heads,
"Table n ◦" captions, performance in three column groups per current range with the total
error stacked per temperature, isolation and absolute-maximum tables, application prose) and a
St Helier (Jersey) optoelectronics data sheet ("⊖ n  Title" heads, "Tab n ⁑" captions, supply
current stacked per mode with a unit per line, ALS resolution per integration time, address
per version, a register map as decoy).
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
MINUS = "\u2212"
QUAD = "\u25f2"  # ◲
HOUSE = "\u2302"  # ⌂
CLOCKQ = "\u25f7"  # ◷
WBUL = "\u25e6"  # ◦
CMINUS = "\u2296"  # ⊖
TWOAST = "\u2051"  # ⁑


# ------------------------------------------------ 2S Li-ion protection board (Nouakchott)
def qbm2s(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="TIRIS \u00c9NERGIE & MAKERS  "
        + QUAD
        + "  batteries \u00b7 protection \u00b7 kits",
        header_right="QBM-2S8 / QBM-2S20  \u00b7  fiche produit 2024-06",
        footer_left="Tiris \u00c9nergie & Makers SARL  \u00b7  \u00celot K 112, Tevragh Zeina, Nouakchott, "
        "Mauritanie  \u00b7  prix en MRU, TVA 16 % incluse",
        footer_right="f.{page}/{nb}",
        rule_color=(0, 105, 95),
        table_fill=(244, 234, 210),
        accent=(0, 95, 85),
        grid=True,
    )
    s = Sheet(style, "QBM-2S8 / QBM-2S20 2S Li-ion protection board with balancing")
    s.add_page()
    s.title_block(
        "QBM-2S8 / QBM-2S20",
        "2S Li-ion Protection Board with Cell Balancing " + NDASH + " for 7.4 V packs",
        "R\u00e9f. TE-QBM2S8 (8 A board)  MRU 145    |    R\u00e9f. TE-QBM2S20 (20 A board)  MRU 320",
        20,
    )

    def what() -> None:
        s.heading(QUAD + " WHAT IT IS", 10)
        s.para(
            "The QBM-2S boards sit between a two-cell lithium-ion pack and everything else. They "
            "disconnect the pack when a cell is charged too high or drained too low, when the load "
            "draws too much current and when the output is short-circuited. While charging, a "
            "resistor bleeds current from the cell that is ahead, so both cells end up full.",
            7.9,
        )
        s.para(
            "The QBM-2S8 has one dual MOSFET per path and suits torches, speakers and small robots. "
            "The QBM-2S20 has four MOSFETs in parallel per path on 2 oz copper for drills, RC cars "
            "and bicycle lights.",
            7.9,
        )

    def keydata() -> None:
        s.heading(QUAD + " KEY DATA", 10)
        s.bullets(
            [
                "2 Li-ion / Li-po cells in series: 7.4 V nominal, 8.4 V full",
                "Charge through P+ / P" + MINUS + " with an 8.4 V CC/CV charger",
                "8 A (QBM-2S8) or 20 A (QBM-2S20) continuous discharge",
                "Passive balancing from 4.18 V per cell",
                "Common port: one pair of pads for charger and load",
                "No temperature sensor input",
            ],
            7.9,
        )

    s.side_by_side(what, keydata, 262, 16)
    s.heading(QUAD + " SPECIFICATIONS", 10.5, rule=True)
    s.caption(
        "T/1 \u00b7 Protection, balancing and load ratings (Ta = 25 " + DEG + " unless noted)"
    )
    s.table(
        [
            Col("Parameter", 112),
            Col("Condition", 105),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Unit", 66, "C"),
        ],
        [
            [
                "Overcharge detection\nvoltage, per cell",
                "",
                "4.23",
                "4.25",
                "4.27",
                "4.26",
                "4.28",
                "4.30",
                "V",
            ],
            ["Overcharge release\nvoltage, per cell", "", "", "4.05", "", "", "4.08", "", "V"],
            [
                "Over-discharge detection\nvoltage, per cell",
                "",
                "2.70",
                "2.80",
                "2.90",
                "2.40",
                "2.50",
                "2.60",
                "V",
            ],
            ["Over-discharge release\nvoltage, per cell", "", "", "3.00", "", "", "2.90", "", "V"],
            [
                "Balance start voltage,\nper cell",
                "",
                "4.15",
                "4.18",
                "4.21",
                "4.15",
                "4.18",
                "4.21",
                "V",
            ],
            ["Balance bleed current", "cell at 4.20 V", "", "58", "", "", "85", "", "mA"],
            [
                "Continuous discharge\ncurrent",
                "Ta = 25 " + DEG + "\nTa = 50 " + DEG,
                "",
                "",
                "8\n6",
                "",
                "",
                "20\n15",
                "A",
            ],
            ["Charging current", "", "", "", "4", "", "", "10", "A"],
            [
                "Discharge overcurrent\ntrip",
                "delay 12 ms typ.",
                "12",
                "15",
                "18",
                "30",
                "35",
                "40",
                "A",
            ],
            [
                "Short-circuit cut-off\ndelay",
                "P+ to P" + MINUS + " < 10 m" + OHM,
                "",
                "250",
                "500",
                "",
                "300",
                "500",
                MU + "s",
            ],
            [
                "Path resistance\n(charge + discharge FETs)",
                "pack at 7.4 V",
                "",
                "14",
                "18",
                "",
                "4.5",
                "6.0",
                "m" + OHM,
            ],
            [
                "Self-consumption",
                "normal, protection active\nlocked after over-discharge",
                "",
                "8\n1.2",
                "12\n2",
                "",
                "10\n1.5",
                "15\n3",
                MU + "A",
            ],
            ["Operating temperature", "", "-20", "", "+60", "-20", "", "+60", DEG],
        ],
        7.3,
        head_rows=[["", "", "QBM-2S8", "<", "<", "QBM-2S20", "<", "<", ""]],
    )
    s.para(
        "Both continuous ratings assume free air, no case. Inside a closed battery box use the "
        "50 " + DEG + " row. The overcurrent trip is a protection threshold, not a rating: plan "
        "the load below the continuous current.",
        7.6,
    )
    s.heading(QUAD + " LIMITS", 10.5, rule=True)
    s.caption("T/2 \u00b7 Absolute limits " + NDASH + " beyond them the board can be destroyed")
    s.table(
        [
            Col("Item", 235),
            Col("QBM-2S8", 80, "C"),
            Col("QBM-2S20", 80, "C"),
            Col("Unit", 104, "C"),
        ],
        [
            ["Voltage P+ to P" + MINUS + " (charger on a cut-off pack)", "24", "24", "V"],
            ["Voltage per cell (B" + MINUS + " to BM, BM to B+)", "5.0", "5.0", "V"],
            ["Storage temperature", "-40 " + ELL + " +85", "-40 " + ELL + " +85", DEG],
        ],
        7.3,
    )

    s.add_page()
    s.heading(QUAD + " PADS", 10.5, rule=True)
    s.caption("T/3 \u00b7 Solder pads, left to right seen from the component side")
    s.table(
        [Col("Pad", 50, "C"), Col("Connects to", 449)],
        [
            ["B" + MINUS, "pack negative (cell 1 negative), 2.5 mm" + SQ + " wire or nickel strip"],
            [
                "BM",
                "middle tap between cell 1 and cell 2 (balance wire, 0.2 mm" + SQ + " is enough)",
            ],
            ["B+", "pack positive (cell 2 positive)"],
            ["P" + MINUS, "load and charger negative (switched by the MOSFETs)"],
            ["P+", "load and charger positive (joined to B+ on the board)"],
        ],
        7.4,
    )
    s.heading(QUAD + " READ BEFORE WIRING", 10.5, rule=True)
    s.bullets(
        [
            "Solder B"
            + MINUS
            + " first, then BM, then B+. Soldering BM last can lock the board in "
            "over-discharge; touch P+ / P" + MINUS + " to the charger once to release it.",
            "Charge with an 8.4 V CC/CV charger. Never connect a charger above 9.0 V: the board does "
            "not regulate the charge voltage and would only stop the charge at the overcharge trip "
            "point of each cell.",
            "For Li-ion and Li-po cells (4.2 V full) only. LiFePO4 cells (3.65 V full) never reach "
            "the 4.18 V balance start and the 2.8 V / 2.5 V cut-off is wrong for them: do not use "
            "a QBM-2S board with LiFePO4.",
            "There is no NTC or temperature input. The board does not stop a charge when a cell is "
            "hot or cold.",
            "The board does not survive a cell soldered the wrong way round.",
            "Balancing works only during charging and above 4.18 V per cell. Cells that differ by "
            "more than 0.2 V should first be charged one by one.",
        ],
        7.9,
    )
    s.heading(QUAD + " CUSTOMERS ASK", 10.5, rule=True)
    faq = [
        (
            "My cordless drill pulls up to 28 A for a moment when it starts. Which board?",
            "The QBM-2S20. The QBM-2S8 trips at 12 " + ELL + " 18 A. The QBM-2S20 trips at 30 A "
            "at the earliest, so a 28 A start is fine; a tool that needs more than 30 A is not "
            "for these boards.",
        ),
        (
            "Can I use it for a 3-cell (11.1 V) pack?",
            "No. Both boards are made for exactly two cells in series.",
        ),
        (
            "How much does the board drain from a stored pack?",
            "At 8 " + MU + "A (QBM-2S8) a 2600 mAh pack loses about 70 mAh a year through the "
            "board; the QBM-2S20 takes 10 " + MU + "A.",
        ),
        (
            "Does the output switch off when I short it?",
            "Yes, after 250 " + MU + "s (QBM-2S8) or 300 " + MU + "s (QBM-2S20) typically. "
            "Remove the short and connect the charger once to reset.",
        ),
    ]
    for question, answer in faq:
        s.para("\u00bb " + question, 7.9, bold=True)
        s.para(answer, 7.9)
    s.heading(QUAD + " PRICES", 10.5, rule=True)
    s.caption("T/4 \u00b7 Prices in MRU, TVA 16 % included")
    s.table(
        [Col("R\u00e9f.", 110), Col("Article", 180), Col("Qty", 60, "C"), Col("MRU", 149, "C")],
        [
            ["TE-QBM2S8", "QBM-2S8 board", "1", "145"],
            ["TE-QBM2S8-10", "QBM-2S8 board", "10", "1 290"],
            ["TE-QBM2S20", "QBM-2S20 board", "1", "320"],
            ["TE-QBM2S20-5", "QBM-2S20 board", "5", "1 450"],
            ["TE-BAL3", "balance lead, 3 wires, 20 cm", "1", "25"],
        ],
        7.4,
    )
    return save(s, out / "qbm-2s.pdf")


# ------------------------------------------------ USB-to-UART bridge IC (Djibouti City)
def uzt3120(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="TADJOURAH MICROSYSTEMS",
        header_right="UZT3120 / UZT3120N  \u00b7  Data Sheet DS-3120 r\u00e9v. C",
        footer_left="Tadjourah Microsystems S.A.R.L.  \u00b7  Plateau du Serpent, Djibouti-Ville, "
        "R\u00e9publique de Djibouti  \u00b7  DS-3120 rev. C, 2024-02",
        footer_right="DS-3120 \u00b7 {page}/{nb}",
        rule_color=(40, 50, 140),
        table_fill=(228, 232, 246),
        accent=(40, 50, 140),
        grid=False,
    )
    s = Sheet(style, "UZT3120 / UZT3120N USB to UART bridge")
    s.add_page()
    s.title_block(
        "UZT3120 / UZT3120N",
        "USB 2.0 Full-Speed to UART Bridge Controller",
        "UZT3120: SOP-16, external 12 MHz crystal  |  UZT3120N: ESSOP-10, internal clock, no "
        "crystal  |  5 V or 3.3 V operation",
        21,
    )

    def features() -> None:
        s.heading(HOUSE + " 1  Features", 10)
        s.bullets(
            [
                "USB 2.0 full speed (12 Mbit/s), CDC-compatible driver class",
                "UART 50 bps to 2 Mbps (UZT3120) or 3 Mbps (UZT3120N)",
                "5 V or 3.3 V supply; internal 3.3 V regulator for the USB transceiver",
                "Modem lines RTS, DTR, CTS, DSR, RI, DCD (UZT3120)",
                "D+ pull-up resistor and USB clock on chip (UZT3120N)",
                "256-byte receive and 128-byte transmit buffers",
            ],
            7.8,
        )

    def description() -> None:
        s.heading(HOUSE + " 2  Description", 10)
        s.para(
            "The UZT3120 connects a UART to a USB port. The host sees a virtual COM port; the "
            "UZT3120 converts the data and the modem signals in both directions. Operating systems "
            "with a CDC-ACM driver use it without an extra driver.",
            7.8,
        )
        s.para(
            "The UZT3120N derives its clock from the USB frames and needs no crystal. It is the "
            "smaller part for cables and dongles; it keeps only RTS and CTS of the modem lines.",
            7.8,
        )

    s.side_by_side(features, description, 262, 16)
    s.heading(HOUSE + " 3  Electrical characteristics", 10, rule=True)
    s.caption("Tbl-1 : DC characteristics, both versions (TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 102),
            Col("Symbol", 40, "C"),
            Col("Conditions", 157),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            [
                "Supply voltage",
                "VCC",
                "5 V operation\n3.3 V operation, V3 tied to VCC",
                "4.5\n3.0",
                "5.0\n3.3",
                "5.5\n3.6",
                "V",
            ],
            [
                "Operating supply\ncurrent",
                "ICC",
                "VCC = 5 V, 115200 bps\nVCC = 3.3 V, 115200 bps",
                "",
                "12\n8",
                "20\n14",
                "mA",
            ],
            [
                "USB suspend current",
                "ISUSP",
                "VCC = 5 V\nVCC = 3.3 V",
                "",
                "150\n90",
                "250\n170",
                MU + "A",
            ],
            [
                "V3 regulator output",
                "V3",
                "VCC = 5 V, external load " + LE + " 10 mA",
                "3.2",
                "3.3",
                "3.4",
                "V",
            ],
            ["Input high voltage", "VIH", "UART and modem inputs", "2.0", "", "VCC + 0.5", "V"],
            ["Input low voltage", "VIL", "UART and modem inputs", "-0.5", "", "0.8", "V"],
            [
                "Output high voltage",
                "VOH",
                "VCC = 5 V, IOH = -3 mA\nVCC = 3.3 V, IOH = -2 mA",
                "4.5\n2.9",
                "",
                "",
                "V",
            ],
            ["Output low voltage", "VOL", "IOL = 4 mA", "", "", "0.4", "V"],
            ["Input pull-up", "RPU", "RXD, CTS#, DSR#, RI#, DCD#", "", "40", "", "k" + OHM],
        ],
        7.4,
    )
    s.caption("Tbl-2 : Version differences")
    s.table(
        [
            Col("Item", 150),
            Col("UZT3120", 140, "C"),
            Col("UZT3120N", 140, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Clock source", "12 MHz crystal", "internal, USB-trimmed", DASH],
            ["Baud rate", "50 " + ELL + " 2 000 000", "50 " + ELL + " 3 000 000", "bps"],
            ["Modem lines", "RTS#, DTR#, CTS#, DSR#, RI#, DCD#", "RTS#, CTS#", DASH],
            ["SUSP# output", "yes", "no", DASH],
            ["Package", "SOP-16", "ESSOP-10", DASH],
            ["Operating ambient temperature", "-40 " + ELL + " +85", "-20 " + ELL + " +70", DEG],
        ],
        7.4,
    )
    s.caption("Tbl-3 : Absolute maximum ratings")
    s.table(
        [Col("Parameter", 260), Col("Min", 70, "C"), Col("Max", 80, "C"), Col("Unit", 89, "C")],
        [
            ["Supply voltage VCC", "-0.5", "6.0", "V"],
            ["Voltage on UART and modem pins", "-0.5", "VCC + 0.5", "V"],
            ["Voltage on UD+, UD" + MINUS, "-0.5", "3.8", "V"],
            ["ESD, human body model, all pins", "", PM + "4", "kV"],
            ["Storage temperature", "-55", "+125", DEG],
        ],
        7.4,
    )

    s.add_page()
    s.heading(HOUSE + " 4  Supply options", 10, rule=True)
    s.para(
        "5 V operation: VCC comes from VBUS (4.5 " + ELL + " 5.5 V) and V3 gets only a 100 nF "
        "capacitor. The UART outputs then swing from 0 V to VCC and the inputs read 5 V logic. An "
        "ATmega328P or any other 5 V target connects directly.",
        7.8,
    )
    s.para(
        "3.3 V operation: tie V3 to VCC and feed both from a 3.3 V regulator. The UART pins then "
        "use 3.3 V levels. In this mode the inputs are not 5 V tolerant: a 5 V signal on RXD "
        "drives current into the protection diode to VCC. With a 5 V target use 5 V operation or a "
        "level shifter. ESP32, STM32 and other 3.3 V targets connect directly.",
        7.8,
    )
    s.para(
        "The USB specification allows a suspended device to draw 2.5 mA in total. The suspend "
        "current in Tbl-1 is the chip alone; LEDs and target circuits on VBUS add to it.",
        7.8,
    )
    s.caption("Tbl-4 : Standard baud rates with exact divisors (UZT3120, 12 MHz crystal)")
    s.table(
        [
            Col("bps", 83, "C"),
            Col("bps", 83, "C"),
            Col("bps", 83, "C"),
            Col("bps", 83, "C"),
            Col("bps", 83, "C"),
            Col("bps", 84, "C"),
        ],
        [
            ["1200", "2400", "4800", "9600", "19200", "38400"],
            ["57600", "115200", "230400", "460800", "921600", "1000000"],
            ["1500000", "2000000", DASH, DASH, DASH, DASH],
        ],
        7.3,
    )
    s.caption("Tbl-5 : USB descriptor defaults")
    s.table(
        [Col("Field", 150), Col("UZT3120", 150, "C"), Col("UZT3120N", 199, "C")],
        [
            ["idVendor", "0x3A72", "0x3A72"],
            ["idProduct", "0x3120", "0x312E"],
            ["bMaxPower", "100 mA", "100 mA"],
            ["bcdDevice", "0x0264", "0x0301"],
            ["iSerialNumber", "none", "unique 8-digit number"],
        ],
        7.3,
    )
    s.heading(HOUSE + " 5  Pin functions", 10, rule=True)
    s.caption("Tbl-6 : Pins")
    s.table(
        [
            Col("SOP-16", 55, "C"),
            Col("ESSOP-10", 55, "C"),
            Col("Name", 100, "C"),
            Col("Function", 289),
        ],
        [
            ["1", "9", "GND", "ground"],
            ["2", "3", "TXD", "UART transmit output"],
            ["3", "2", "RXD", "UART receive input, pull-up"],
            [
                "4",
                "10",
                "V3",
                "3.3 V regulator output; 100 nF to GND, or tie to VCC for 3.3 V operation",
            ],
            ["5, 6", "4, 5", "UD+, UD" + MINUS, "USB data"],
            ["7, 8", DASH, "XI, XO", "12 MHz crystal (UZT3120 only)"],
            [
                "9, 10, 11, 12",
                DASH,
                "CTS#, DSR#, RI#, DCD#",
                "modem inputs (UZT3120N: CTS# on pin 6)",
            ],
            ["13, 14", "7", "DTR#, RTS#", "modem outputs (UZT3120N: RTS# only)"],
            ["15", DASH, "SUSP#", "low while USB is suspended"],
            ["16", "8", "VCC", "supply, 3.3 V or 5 V"],
        ],
        7.2,
    )
    s.heading(HOUSE + " 6  Ordering information", 10, rule=True)
    s.table(
        [
            Col("Order code", 150),
            Col("Version", 110, "C"),
            Col("Package", 110, "C"),
            Col("Packing", 129, "C"),
        ],
        [
            ["UZT3120-S16", "UZT3120", "SOP-16", "tube, 50"],
            ["UZT3120-S16R", "UZT3120", "SOP-16", "reel, 2500"],
            ["UZT3120N-E10R", "UZT3120N", "ESSOP-10", "reel, 4000"],
        ],
        7.3,
    )
    return save(s, out / "uzt3120.pdf")


# ------------------------------------------------ Hall-effect current sensor IC (Asmara)
def jcx6205(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Hamasien Sensing Devices",
        header_right="JCX6205  " + CLOCKQ + "  Data Sheet, Rev. 1.4",
        footer_left="Hamasien Sensing Devices PLC  \u00b7  Harnet Avenue 114, Asmara, Eritrea  "
        "\u00b7  JCX6205-DS Rev. 1.4, May 2024",
        footer_right="{page} | {nb}",
        rule_color=(120, 30, 40),
        table_fill=(248, 232, 232),
        accent=(120, 30, 40),
        grid=True,
    )
    s = Sheet(style, "JCX6205 Hall-effect current sensor IC")
    s.add_page()
    s.title_block(
        "JCX6205",
        "Hall-Effect Current Sensor IC with 2.4 kVrms Isolation and Analog Output",
        "JCX6205-05B "
        + PM
        + "5 A  |  JCX6205-10B "
        + PM
        + "10 A  |  JCX6205-20B "
        + PM
        + "20 A  |  5 V supply  |  SOIC-8",
        21,
    )

    def features() -> None:
        s.heading(CLOCKQ + " 1 Features", 10)
        s.bullets(
            [
                "0.65 m" + OHM + " primary conductor",
                "80 kHz bandwidth; 20 kHz with BW pin high",
                "Total error " + PM + "1.0 % at 25 " + DEG + " (JCX6205-20B)",
                "Output ratiometric to VCC, zero current at VCC / 2",
                "2400 Vrms dielectric withstand",
                "Single 5 V supply",
            ],
            7.6,
        )

    def description() -> None:
        s.heading(CLOCKQ + " 2 Description", 10)
        s.para(
            "The JCX6205 measures AC and DC current through a copper conductor beside a "
            "precision Hall circuit. The conductor is isolated from the sensor pins, so the IC can "
            "sense a high-side current while its output is referred to the low-voltage ground.",
            7.6,
        )
        s.para(
            "Three versions share one die and one package. They differ in gain and optimised range. "
            "The output rises above VCC / 2 for current from IP+ to IP"
            + MINUS
            + " and falls below "
            "it for current in the other direction.",
            7.6,
        )

    s.side_by_side(features, description, 240, 16)
    s.heading(CLOCKQ + " 3 Electrical characteristics", 10, rule=True)
    s.caption(
        "Table 1 "
        + WBUL
        + " Common characteristics (VCC = 5 V, TA = -40 "
        + ELL
        + " +125 "
        + DEG
        + " unless noted)"
    )
    s.table(
        [
            Col("Characteristic", 128),
            Col("Symbol", 56, "C"),
            Col("Test conditions", 155),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Unit", 46, "C"),
        ],
        [
            ["Supply voltage", "VCC", "", "4.5", "5.0", "5.5", "V"],
            ["Supply current", "ICC", "VCC = 5 V, output open", "", "9", "14", "mA"],
            [
                "Zero-current output\nvoltage",
                "VIOUT(Q)",
                "IP = 0 A, VCC = 5.0 V, TA = 25 " + DEG,
                "2.48",
                "2.50",
                "2.52",
                "V",
            ],
            ["Linear output range", "VIOUT", "RL " + GE + " 4.7 k" + OHM, "0.5", "", "4.5", "V"],
            ["Output load resistance", "RL", "VIOUT to GND or VCC", "4.7", "", "", "k" + OHM],
            ["Output load capacitance", "CL", "VIOUT to GND", "", "", "10", "nF"],
            [
                "Bandwidth (" + MINUS + "3 dB)",
                "BW",
                "BW pin low\nBW pin high",
                "",
                "80\n20",
                "",
                "kHz",
            ],
            ["Rise time", "tr", "BW pin low, IP step, 10 " + ELL + " 90 %", "", "4", "", MU + "s"],
            [
                "Primary conductor\nresistance",
                "RPRIMARY",
                "TA = 25 " + DEG,
                "",
                "0.65",
                "",
                "m" + OHM,
            ],
            ["Power-on time", "tPO", "VCC " + GE + " 4.5 V", "", "64", "", MU + "s"],
            ["Operating ambient", "TA", "", "-40", "", "+125", DEG],
        ],
        7.2,
    )
    s.caption("Table 2 " + WBUL + " Performance by version (VCC = 5 V)")
    s.table(
        [
            Col("Characteristic", 104),
            Col("Conditions", 92),
            *[Col(h, 30, "C") for h in ("Min", "Typ", "Max") * 3],
            Col("Unit", 33, "C"),
        ],
        [
            [
                "Optimised current\nrange",
                "IP",
                "-5",
                "",
                "5",
                "-10",
                "",
                "10",
                "-20",
                "",
                "20",
                "A",
            ],
            [
                "Sensitivity",
                "TA = 25 " + DEG,
                "392",
                "400",
                "408",
                "196",
                "200",
                "204",
                "98",
                "100",
                "102",
                "mV/A",
            ],
            ["Noise", "BW pin low, RMS", "", "11", "", "", "8", "", "", "6", "", "mA"],
            [
                "Total output error",
                "TA = 25 " + DEG + "\nTA = -40 " + ELL + " +125 " + DEG,
                "-1.5\n-3.0",
                "",
                "1.5\n3.0",
                "-1.2\n-2.5",
                "",
                "1.2\n2.5",
                "-1.0\n-2.0",
                "",
                "1.0\n2.0",
                "%",
            ],
            [
                "Zero-current offset",
                "IP = 0 A, 25 " + DEG,
                "-12",
                "",
                "12",
                "-10",
                "",
                "10",
                "-10",
                "",
                "10",
                "mV",
            ],
            [
                "Nonlinearity",
                "over IP",
                "-0.8",
                "",
                "0.8",
                "-0.8",
                "",
                "0.8",
                "-0.6",
                "",
                "0.6",
                "%",
            ],
        ],
        7.1,
        head_rows=[
            ["", "", "JCX6205-05B", "<", "<", "JCX6205-10B", "<", "<", "JCX6205-20B", "<", "<", ""]
        ],
    )

    s.add_page()
    s.caption("Table 3 " + WBUL + " Isolation characteristics")
    s.table(
        [
            Col("Characteristic", 200),
            Col("Conditions", 170),
            Col("Value", 70, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Dielectric withstand voltage", "60 s, 50 Hz, production tested", "2400", "Vrms"],
            ["Working voltage, basic isolation", "continuous", "420", "Vpk"],
            ["Creepage / clearance", "pins 1-4 to pins 5-8", "4.0", "mm"],
        ],
        7.2,
    )
    s.caption("Table 4 " + WBUL + " Absolute maximum ratings")
    s.table(
        [Col("Rating", 200), Col("Conditions", 170), Col("Value", 70, "C"), Col("Unit", 59, "C")],
        [
            ["Supply voltage VCC", "", "6.0", "V"],
            ["Reverse supply voltage", "", "-0.1", "V"],
            ["Output voltage VIOUT", "", "VCC + 0.3", "V"],
            ["Overcurrent, single pulse", "100 ms, TA = 25 " + DEG, "100", "A"],
            ["Junction temperature", "", "+165", DEG],
            ["Storage temperature", "", "-65 " + ELL + " +165", DEG],
        ],
        7.2,
    )
    s.heading(CLOCKQ + " 4 Application information", 10, rule=True)
    s.para(
        "Output. With no current the output sits at VCC / 2. It moves by the sensitivity per "
        "ampere: the JCX6205-20B gives 2.5 V + 20 A " + TIMES + " 0.100 V/A = 4.5 V at +20 A and "
        "0.5 V at "
        + MINUS
        + "20 A. The output is ratiometric: a supply 2 % high gives a zero point "
        "and a sensitivity 2 % high.",
        7.6,
    )
    s.para(
        "3.3 V systems. Do not power the JCX6205 from 3.3 V; below 4.5 V the sensitivity and the "
        "zero point are not specified. Power it from 5 V and bring the output into a 3.3 V ADC "
        "through a divider (for example 10 k" + OHM + " over 20 k" + OHM + "), because the output "
        "reaches 4.5 V at full scale.",
        7.6,
    )
    s.para(
        "Bandwidth. Tie BW to GND for 80 kHz, or to VCC for 20 kHz and lower noise. An RC filter "
        "at the ADC input reduces noise further; keep CL below 10 nF.",
        7.6,
    )
    s.para(
        "Layout. Carry the primary current in wide copper on both sides of the board, with several "
        "vias into pins 1-2 and 3-4. Keep other current-carrying tracks at least 10 mm away.",
        7.6,
    )
    s.caption("Table 5 " + WBUL + " Pin list")
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Description", 359)],
        [
            ["1, 2", "IP+", "primary current input"],
            ["3, 4", "IP" + MINUS, "primary current output"],
            ["5", "GND", "signal ground"],
            ["6", "BW", "bandwidth select: GND = 80 kHz, VCC = 20 kHz"],
            ["7", "VIOUT", "analog output"],
            ["8", "VCC", "supply, 4.5 " + ELL + " 5.5 V; 100 nF to GND"],
        ],
        7.2,
    )
    s.caption("Table 6 " + WBUL + " Ordering information")
    s.table(
        [
            Col("Part number", 160),
            Col("Range", 80, "C"),
            Col("Sensitivity", 90, "C"),
            Col("Packing", 169, "C"),
        ],
        [
            ["JCX6205KLC-05B-T", PM + "5 A", "400 mV/A", "tape and reel, 3000"],
            ["JCX6205KLC-10B-T", PM + "10 A", "200 mV/A", "tape and reel, 3000"],
            ["JCX6205KLC-20B-T", PM + "20 A", "100 mV/A", "tape and reel, 3000"],
        ],
        7.2,
    )
    return save(s, out / "jcx6205.pdf")


# ------------------------------------------------ ambient light + proximity sensor (St Helier)
def lpv4046(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="MONT ORGUEIL OPTOELECTRONICS",
        header_right="LPV4046 / LPV4046B  " + CMINUS + "  Product Data",
        footer_left="Mont Orgueil Optoelectronics Ltd  \u00b7  La Route du Port Elizabeth, St Helier, "
        "Jersey JE2 3NW  \u00b7  Doc. MO-4046, issue 5",
        footer_right="Sheet {page} / {nb}",
        rule_color=(20, 90, 50),
        table_fill=(228, 244, 234),
        accent=(20, 90, 50),
        grid=False,
    )
    s = Sheet(style, "LPV4046 ambient light and proximity sensor")
    s.add_page()
    s.title_block(
        "LPV4046 / LPV4046B",
        "Ambient Light and Proximity Sensor with I" + SQ + "C Interface and IR Emitter",
        "OPLGA-8, 4.0 " + TIMES + " 2.0 " + TIMES + " 1.1 mm  |  VDD 2.5 V to 3.6 V  |  16-bit ALS "
        "and proximity  |  two fixed I" + SQ + "C addresses",
        20,
    )

    def features() -> None:
        s.heading(CMINUS + " 1  Features", 10)
        s.bullets(
            [
                "Proximity detection up to 200 mm",
                "Ambient light from 0.0125 lx/step, up to 6553 lx full scale",
                "IR emitter current 50 mA to 200 mA in 8 steps",
                "Programmable interrupt thresholds for ALS and proximity",
                "I" + SQ + "C bus from 1.7 V, 400 kHz",
                "Shutdown current 0.2 " + MU + "A",
            ],
            7.8,
        )

    def description() -> None:
        s.heading(CMINUS + " 2  Description", 10)
        s.para(
            "The LPV4046 packs a 940 nm IR emitter, a proximity photodiode, an ambient light "
            "photodiode with a response close to the human eye, ADCs and an I" + SQ + "C interface "
            "into one module. It is made for phone and tablet displays, smart switches and "
            "presence detection.",
            7.8,
        )
        s.para(
            "The LPV4046B is identical apart from its I" + SQ + "C address, so that two sensors "
            "can share one bus.",
            7.8,
        )

    s.side_by_side(features, description, 245, 16)
    s.heading(CMINUS + " 3  Electrical characteristics", 10, rule=True)
    s.caption(
        "Tab 1 " + TWOAST + " Operating conditions and supply (Tamb = 25 " + DEG + ", VDD = 3.3 V)"
    )
    s.table(
        [
            Col("Parameter", 104),
            Col("Test condition", 178),
            Col("Symbol", 45, "C"),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 52, "C"),
        ],
        [
            ["Supply voltage", "", "VDD", "2.5", "3.3", "3.6", "V"],
            ["IR emitter supply\n(LED anode)", "", "VLED", "2.5", "", "5.0", "V"],
            [
                "Supply current",
                "ALS on, PS off\nPS on, ALS off, 50 mA, duty 1/40\nALS and PS on, "
                "200 mA, duty 1/40\nshutdown, ALS_SD = PS_SD = 1",
                "IDD",
                "",
                "120\n210\n0.33\n0.2",
                "\n\n\n1.0",
                MU + "A\n" + MU + "A\nmA\n" + MU + "A",
            ],
            [
                "IR emitter pulse\ncurrent",
                "LED_I = 000 " + ELL + " 111",
                "ILED",
                "50",
                "",
                "200",
                "mA",
            ],
            ["I" + SQ + "C bus voltage", "SDA, SCL pull-up", "VBUS", "1.7", "", "3.6", "V"],
            ["Input high level", "SDA, SCL", "VIH", "1.4", "", "", "V"],
            ["Input low level", "SDA, SCL", "VIL", "", "", "0.4", "V"],
            ["SCL clock frequency", "", "fSCL", "10", "", "400", "kHz"],
            ["Operating temperature", "", "Tamb", "-40", "", "+85", DEG],
        ],
        7.3,
    )
    s.caption("Tab 2 " + TWOAST + " Ambient light: resolution and full scale per integration time")
    s.table(
        [
            Col("ALS_IT", 80, "C"),
            Col("Integration time (ms)", 130, "C"),
            Col("Resolution (lx/step)", 145, "C"),
            Col("Full scale (lx)", 144, "C"),
        ],
        [
            ["00", "80", "0.1", "6553"],
            ["01", "160", "0.05", "3276"],
            ["10", "320", "0.025", "1638"],
            ["11", "640", "0.0125", "819"],
        ],
        7.3,
    )
    s.caption("Tab 3 " + TWOAST + " Proximity")
    s.table(
        [Col("Parameter", 150), Col("Condition", 210), Col("Value", 80, "C"), Col("Unit", 59, "C")],
        [
            ["Output resolution", "PS_HD = 1 / PS_HD = 0", "16 / 12", "bit"],
            ["IR emitter peak wavelength", "", "940", "nm"],
            ["Measurement period", "PS_DUTY = 1/40 " + ELL + " 1/320", "4.2 " + ELL + " 33", "ms"],
            ["Crosstalk count", "no object, no cover glass, 200 mA", "< 5", "counts"],
        ],
        7.3,
    )
    s.caption("Tab 4 " + TWOAST + " Absolute maximum ratings")
    s.table(
        [Col("Parameter", 220), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 139, "C")],
        [
            ["Supply voltage VDD", "-0.3", "4.0", "V"],
            ["LED anode voltage VLED", "-0.3", "5.5", "V"],
            ["Voltage on SDA, SCL, INT", "-0.3", "4.0", "V"],
            ["Storage temperature", "-40", "+100", DEG],
        ],
        7.3,
    )

    s.add_page()
    s.heading(CMINUS + " 4  Proximity range", 10, rule=True)
    s.para(
        "With the emitter at 200 mA, PS_IT = 8T and PS_HD = 1 the LPV4046 detects an 18 % grey "
        "card up to 200 mm away. A white card is seen further, a dark or glossy target less far; "
        "the count for a given distance depends on the target and on the cover glass.",
        7.8,
    )
    s.heading(CMINUS + " 5  I" + SQ + "C interface", 10, rule=True)
    s.caption("Tab 5 " + TWOAST + " Address per version (7-bit address, fixed)")
    s.table(
        [
            Col("Version", 120),
            Col("7-bit address", 110, "C"),
            Col("Write byte", 90, "C"),
            Col("Read byte", 90, "C"),
            Col("Marking", 89, "C"),
        ],
        [
            ["LPV4046", "0x60", "0xC0", "0xC1", "46"],
            ["LPV4046B", "0x51", "0xA2", "0xA3", "4B"],
        ],
        7.3,
    )
    s.para(
        "The address is set at the factory; there is no address pin. Put an LPV4046 and an "
        "LPV4046B on the same bus when two sensors are needed. Pull SDA and SCL up to a rail "
        "between 1.7 V and 3.6 V. The pins are not 5 V tolerant.",
        7.8,
    )
    s.caption("Tab 6 " + TWOAST + " Register map (16-bit registers, low byte first)")
    s.table(
        [
            Col("Command code", 90, "C"),
            Col("Name", 110, "C"),
            Col("Access", 60, "C"),
            Col("Default", 70, "C"),
            Col("Content", 169),
        ],
        [
            ["0x00", "ALS_CONF", "R/W", "0x0001", "ALS_IT, interrupt, ALS_SD"],
            ["0x01 / 0x02", "ALS_THDH / L", "R/W", "0x0000", "ALS thresholds"],
            ["0x03", "PS_CONF1_2", "R/W", "0x0001", "PS_DUTY, PS_IT, PS_HD, PS_SD"],
            ["0x04", "PS_CONF3_MS", "R/W", "0x0000", "LED_I, smart persistence"],
            ["0x08", "PS_DATA", "R", DASH, "proximity count"],
            ["0x09", "ALS_DATA", "R", DASH, "ambient light count"],
            ["0x0C", "ID", "R", "0x0186", "device ID"],
        ],
        7.2,
    )
    s.heading(CMINUS + " 6  Application notes", 10, rule=True)
    s.bullets(
        [
            "VLED may come from a 5 V rail while VDD stays at 3.3 V. Place 1 " + MU + "F at VLED "
            "and 100 nF at VDD.",
            "Behind a cover window, lux = count " + TIMES + " resolution " + TIMES + " window "
            "factor. Measure the window factor with a reference meter.",
            "Add a black gasket between the emitter and the detector openings of the window, or "
            "crosstalk will swamp the proximity count.",
            "Power-up: wait 2.5 ms after VDD reaches 2.5 V before the first I" + SQ + "C command.",
        ],
        7.8,
    )
    return save(s, out / "lpv4046.pdf")
