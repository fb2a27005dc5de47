"""Hold-out 133 datasheets, part 1: a 2.4 GHz packet transceiver module (SPI), a quad
rail-to-rail op-amp IC, a 5 V 2 A USB boost (power-bank) module and a digital temperature
sensor IC with an over-temperature alert pin (I2C).

An Abidjan (Côte d'Ivoire) radio-module house datasheet ("▦ n" heads, "Table n ▸"
captions above the tables, supply current in column groups per version with rows stacked
per mode, RF data stacked per power level and air data rate, SPI command, pin and ordering
tables as decoys, design-in notes with the limits), a Douala (Cameroon) analog-IC house
data sheet ("(n) UPPER-CASE" heads, "TABLE n." captions, rules only, offset voltage in
column groups per grade, common-mode range and supply current stacked per VDD, a package /
ordering table, no shutdown pin in prose), a Praia (Cabo Verde) maker-store sheet in
Portuguese / English ("✧" bilingual heads, prices in CVE written 1.850$00, column groups
per version, output current stacked per cell voltage, FAQ) and a San Juan (Puerto Rico)
sensor-IC house data sheet ("n Title" heads with rules, accuracy stacked per temperature
band, currents stacked per state, address table for two versions, register map and a
temperature-data table as decoys).
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
MDASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
SQ = "\u00b2"
ARROW = "\u2192"
TIMES = "\u00d7"
DOT = "\u00b7"


# ------------------------------------------------ 2.4 GHz transceiver module (Abidjan)
def qrm24(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="ÉBRIÉ RF MODULES",
        header_right="QRM-24S / QRM-24PA  "
        + DOT
        + "  2.4 GHz transceiver module  "
        + DOT
        + "  Datasheet",
        footer_left="Ébrié RF Modules SARL  "
        + DOT
        + "  Zone 4, Marcory, Abidjan, Côte d'Ivoire  "
        + DOT
        + "  RCCM CI-ABJ-2019-B-14472  "
        + DOT
        + "  QRM24-DS-EN issue 5",
        footer_right="Page {page} | {nb}",
        rule_color=(24, 52, 150),
        table_fill=(229, 232, 250),
        accent=(24, 52, 150),
        grid=True,
    )
    box = "\u25a6"
    tri = "\u25b8"
    s = Sheet(style, "QRM-24S / QRM-24PA 2.4 GHz transceiver module")
    s.add_page()
    s.title_block(
        "QRM-24S / QRM-24PA",
        "2.4 GHz GFSK Packet Transceiver Modules with SPI Interface",
        "Module datasheet  "
        + DOT
        + "  issue 5, March 2024  "
        + DOT
        + "  QRM-24S: printed antenna  "
        + DOT
        + "  QRM-24PA: power amplifier, LNA and SMA socket",
        21,
    )

    def overview() -> None:
        s.heading(box + " 1  Overview", 10)
        s.para(
            "The QRM-24 modules carry a 2.4 GHz GFSK transceiver, a 16 MHz crystal and all RF "
            "matching on a small board with a 2 x 4 pin header. A host microcontroller writes "
            "packets of up to 32 bytes over SPI; the radio adds preamble, address and CRC, "
            "waits for the acknowledgement and retransmits on its own.",
            7.8,
        )
        s.para(
            "The QRM-24S has a printed antenna and the lowest current. The QRM-24PA adds a "
            "power amplifier and a low-noise amplifier for long links and comes with an SMA "
            "socket and a rod antenna. Both speak the same air protocol and use the same "
            "register set.",
            7.8,
        )

    def features() -> None:
        s.heading(box + " 2  Features", 10)
        s.bullets(
            [
                "2400 " + NDASH + " 2525 MHz ISM band, 126 channels",
                "250 kbps, 1 Mbps and 2 Mbps air data rate",
                "QRM-24S: up to 0 dBm output power",
                "QRM-24PA: up to +20 dBm, LNA in the receive path",
                "SPI up to 10 MHz, 5 V tolerant inputs",
                "Power-down current 0.95 " + MU + "A (QRM-24S)",
                "6 data pipes, auto-acknowledge, auto-retransmit",
            ],
            7.8,
            tri,
        )

    s.side_by_side(overview, features, 268, 14)
    s.heading(box + " 3  Versions", 10, rule=True)
    s.caption("Table 1 " + tri + " Version overview")
    s.table(
        [Col("Item", 150), Col("QRM-24S", 174, "C"), Col("QRM-24PA", 175, "C")],
        [
            [
                "Antenna",
                "printed inverted-F on the board",
                "SMA socket, 2 dBi rod antenna included",
            ],
            ["Maximum output power", "0 dBm", "+20 dBm"],
            ["Receive path", "direct", "LNA, 10 dB gain"],
            ["Range, line of sight, 250 kbps", "about 120 m", "about 1100 m"],
            ["Size (without antenna)", "29 x 15.5 mm", "41 x 15.5 mm"],
        ],
        7.6,
    )
    s.heading(box + " 4  Recommended operating conditions", 10, rule=True)
    s.caption("Table 2 " + tri + " Recommended operating conditions")
    s.table(
        [
            Col("Parameter", 130),
            Col("Symbol", 50, "C"),
            Col("Version", 79, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 75, "C"),
        ],
        [
            [
                "Supply voltage",
                "V_{CC}",
                "QRM-24S\nQRM-24PA",
                "1.9\n3.0",
                "3.3\n3.3",
                "3.6\n3.6",
                "V",
            ],
            ["Input high voltage", "V_{IH}", "both", "0.7 VCC", "", "5.25", "V"],
            ["Input low voltage", "V_{IL}", "both", "-0.3", "", "0.3 VCC", "V"],
            [
                "Operating temperature",
                "T_{A}",
                "QRM-24S\nQRM-24PA",
                "-40\n-20",
                "",
                "+85\n+70",
                DEG,
            ],
        ],
        7.6,
    )
    s.heading(box + " 5  Supply current", 10, rule=True)
    s.caption("Table 3 " + tri + " Supply current (VCC = 3.3 V, TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Mode", 104),
            Col("Condition", 111),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 84, "C"),
        ],
        [
            [
                "Transmit",
                "PA_LEVEL = MAX\nPA_LEVEL = LOW",
                "12.1\n8.2",
                "14.0\n9.5",
                "118\n64",
                "135\n75",
                "mA",
            ],
            [
                "Receive",
                "2 Mbps\n1 Mbps\n250 kbps",
                "14.2\n13.8\n13.0",
                "16.0\n" + NDASH + "\n" + NDASH,
                "27.5\n27.1\n26.3",
                "32.0\n" + NDASH + "\n" + NDASH,
                "mA",
            ],
            ["Standby-I", "crystal running", "28", "40", "33", "48", MU + "A"],
            ["Standby-II", "CE = 1, TX FIFO empty", "330", NDASH, "340", NDASH, MU + "A"],
            ["Power down", "PWR_UP = 0", "0.95", "2.0", "4.5", "8.0", MU + "A"],
        ],
        7.6,
        head_rows=[["", "", "QRM-24S", "<", "QRM-24PA", "<", ""]],
    )
    s.para(
        "Transmit current is the current during the packet. Average current depends on how often "
        "the radio sends: a QRM-24S that sends one 32-byte packet per second at 1 Mbps and "
        "otherwise sits in power down averages below 20 " + MU + "A.",
        7.4,
    )

    s.add_page()
    s.heading(box + " 6  RF characteristics", 10, rule=True)
    s.caption("Table 4 " + tri + " RF characteristics (VCC = 3.3 V, TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 140),
            Col("Condition", 120),
            Col("QRM-24S", 85, "C"),
            Col("QRM-24PA", 85, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Frequency range", "", "2400 " + NDASH + " 2525", "2400 " + NDASH + " 2525", "MHz"],
            ["Channel spacing", "250 kbps, 1 Mbps\n2 Mbps", "1\n2", "1\n2", "MHz"],
            [
                "Output power",
                "PA_LEVEL = MAX\nPA_LEVEL = HIGH\nPA_LEVEL = LOW\nPA_LEVEL = MIN",
                "0\n-6\n-12\n-18",
                "+20\n+16\n+12\n+7",
                "dBm",
            ],
            [
                "RX sensitivity\n(0.1 % BER)",
                "250 kbps\n1 Mbps\n2 Mbps",
                "-95\n-87\n-83",
                "-104\n-96\n-92",
                "dBm",
            ],
            ["Maximum RF input level", "", "0", "-10", "dBm"],
            ["Crystal tolerance", "16 MHz", PM + "20", PM + "20", "ppm"],
        ],
        7.6,
    )
    s.heading(box + " 7  Absolute maximum ratings", 10, rule=True)
    s.caption("Table 5 " + tri + " Absolute maximum ratings")
    s.table(
        [Col("Parameter", 260), Col("Min", 70, "C"), Col("Max", 90, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage VCC", "-0.3", "3.9", "V"],
            ["Input voltage CE, CSN, SCK, MOSI", "-0.3", "5.5", "V"],
            ["Output voltage MISO, IRQ", "-0.3", "VCC + 0.3", "V"],
            ["Storage temperature", "-40", "+125", DEG],
            ["ESD, human body model", "", "2", "kV"],
        ],
        7.6,
    )
    s.heading(box + " 8  SPI interface", 10, rule=True)
    s.para(
        "SPI mode 0 (CPOL = 0, CPHA = 0), MSB first. SCK runs from 0 to 10 MHz. Every command "
        "starts with CSN going low; the first byte the module returns on MISO is the STATUS "
        "register.",
        7.6,
    )
    s.caption("Table 6 " + tri + " SPI commands (excerpt)")
    s.table(
        [
            Col("Command", 120),
            Col("Opcode", 100, "C"),
            Col("Data bytes", 80, "C"),
            Col("Operation", 199),
        ],
        [
            ["R_REGISTER", "000A AAAA", "1 to 5", "read register AAAAA"],
            ["W_REGISTER", "001A AAAA", "1 to 5", "write register AAAAA (standby or power down)"],
            ["R_RX_PAYLOAD", "0110 0001", "1 to 32", "read RX payload"],
            ["W_TX_PAYLOAD", "1010 0000", "1 to 32", "write TX payload"],
            ["FLUSH_TX / FLUSH_RX", "1110 0001 / 0010", "0", "empty the FIFO"],
            ["NOP", "1111 1111", "0", "read STATUS only"],
        ],
        7.4,
    )
    s.heading(box + " 9  Pin assignment", 10, rule=True)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("Function", 399)],
        [
            ["1", "GND", "ground"],
            ["2", "VCC", "supply, see Table 2; never 5 V"],
            ["3", "CE", "chip enable, activates RX or TX"],
            ["4", "CSN", "SPI chip select, active low"],
            ["5 / 6 / 7", "SCK / MOSI / MISO", "SPI clock, data in, data out"],
            ["8", "IRQ", "interrupt, active low"],
        ],
        7.4,
    )
    s.heading(box + " 10  Design-in notes", 10, rule=True)
    s.bullets(
        [
            "Never connect VCC to 5 V. Use a 3.3 V regulator and place 10 " + MU + "F + 100 nF "
            "directly at the VCC pin.",
            "CE, CSN, SCK and MOSI are 5 V tolerant, so a 5 V microcontroller can drive them "
            "directly. MISO and IRQ swing to VCC, which 5 V AVR inputs read as HIGH.",
            "The 3.3 V pin of an Arduino Uno or Nano supplies only about 50 mA: enough for the "
            "QRM-24S, not for the QRM-24PA. Give the QRM-24PA its own regulator rated 250 mA or more.",
            "Keep the printed antenna of the QRM-24S 10 mm away from metal and ground copper.",
        ],
        7.4,
        tri,
    )
    s.caption("Table 7 " + tri + " Ordering information")
    s.table(
        [
            Col("Order code", 120),
            Col("Version", 90, "C"),
            Col("Antenna", 170, "C"),
            Col("Packing", 119, "C"),
        ],
        [
            ["QRM-24S-T", "QRM-24S", "printed", "tray, 100 pcs"],
            ["QRM-24PA-S", "QRM-24PA", "SMA + 2 dBi rod", "box, 20 pcs"],
        ],
        7.4,
    )
    return save(s, out / "qrm-24.pdf")


# ------------------------------------------------ quad rail-to-rail op-amp IC (Douala)
def mla6304(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="WOURI LINEAR",
        header_right="MLA6304, MLA6304A",
        footer_left="Wouri Linear Semiconductor SA  "
        + DOT
        + "  Bonapriso, Douala, Cameroon  "
        + DOT
        + "  DS-6304-EN, Rev. C, March 2024",
        footer_right="{page}/{nb}",
        rule_color=(112, 36, 96),
        table_fill=None,
        accent=(112, 36, 96),
        grid=False,
    )
    s = Sheet(style, "MLA6304 / MLA6304A quad rail-to-rail CMOS op amp")
    s.add_page()
    s.title_block(
        "MLA6304 / MLA6304A",
        "Quad, 1.2 MHz, Low-Power, Rail-to-Rail Input / Output CMOS Operational Amplifiers",
        "Data sheet  " + DOT + "  Rev. C  " + DOT + "  SOIC-14 and TSSOP-14",
        21,
    )

    def features() -> None:
        s.heading("(1) FEATURES", 9.5, rule=True)
        s.bullets(
            [
                "Single supply 1.8 V to 6.0 V (" + PM + "0.9 V to " + PM + "3.0 V)",
                "Rail-to-rail input and output",
                "Gain-bandwidth product: 1.2 MHz",
                "Quiescent current: 95 " + MU + "A per amplifier (typ)",
                "Offset voltage: 1.5 mV max (MLA6304A)",
                "Unity-gain stable",
                "I grade -40 "
                + DEG
                + " to +85 "
                + DEG
                + ", E grade -40 "
                + DEG
                + " to +125 "
                + DEG,
                "SOIC-14 and TSSOP-14 packages",
            ],
            7.8,
        )

    def description() -> None:
        s.heading("(2) APPLICATIONS", 9.5, rule=True)
        s.para(
            "Sensor signal conditioning "
            + MDASH
            + " battery-powered instruments "
            + MDASH
            + " active filters "
            + MDASH
            + " low-side current sensing "
            + MDASH
            + " ADC drivers",
            7.8,
        )
        s.heading("(3) DESCRIPTION", 9.5, rule=True)
        s.para(
            "The MLA6304 contains four independent CMOS operational amplifiers whose input and "
            "output ranges reach both supply rails. Each amplifier draws 95 " + MU + "A and offers "
            "1.2 MHz of gain-bandwidth, which suits portable sensor front ends. The MLA6304A is "
            "the selected low-offset grade.",
            7.8,
        )
        s.para(
            "The MLA6304 has no shutdown pin: all four amplifiers are powered whenever VDD is "
            "present.",
            7.8,
        )

    s.side_by_side(features, description, 240, 18)
    s.heading("(4) ABSOLUTE MAXIMUM RATINGS", 9.5, rule=True)
    s.caption("TABLE 1.  Absolute maximum ratings (over operating temperature, unless noted)")
    s.table(
        [Col("Parameter", 300), Col("Rating", 199, "C")],
        [
            ["Supply voltage, VDD to VSS", "7.0 V"],
            ["Voltage on any input or output pin", "VSS - 0.3 V to VDD + 0.3 V"],
            ["Current into any input pin", PM + "10 mA"],
            ["Output short-circuit duration (one amplifier)", "continuous"],
            ["Junction temperature", "+150 " + DEG],
            ["Storage temperature", "-65 " + DEG + " to +150 " + DEG],
            ["ESD, human body model", "4 kV"],
        ],
        7.8,
    )
    s.para(
        "Stresses beyond those listed may cause permanent damage. These are stress ratings only; "
        "operation at these limits is not implied.",
        7.2,
    )
    s.heading("(5) RECOMMENDED OPERATING CONDITIONS", 9.5, rule=True)
    s.caption("TABLE 2.  Recommended operating conditions")
    s.table(
        [
            Col("Parameter", 220),
            Col("Condition", 120),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltage (VDD - VSS)", "single supply", "1.8", "6.0", "V"],
            ["", "dual supply", PM + "0.9", PM + "3.0", "V"],
            ["Operating ambient temperature", "I grade", "-40", "+85", DEG],
            ["", "E grade", "-40", "+125", DEG],
        ],
        7.8,
    )
    s.heading("(6) ELECTRICAL CHARACTERISTICS", 9.5, rule=True)
    s.caption(
        "TABLE 3.  DC and AC characteristics: TA = +25 "
        + DEG
        + ", VSS = GND, VCM = VDD/2, RL = 10 k"
        + OHM
        + " to VDD/2, unless noted"
    )
    s.table(
        [
            Col("Parameter", 104),
            Col("Symbol", 44, "C"),
            Col("Conditions", 124),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 77, "C"),
        ],
        [
            [
                "Input offset drift",
                "TC_{VOS}",
                "TA = -40 " + DEG + " to +125 " + DEG,
                "",
                PM + "2.5",
                "",
                MU + "V/" + DEG,
            ],
            ["Input bias current", "I_{B}", "", "", "1", "50", "pA"],
            [
                "Input common-mode\nvoltage range",
                "V_{CMR}",
                "VDD = 1.8 V\nVDD = 3.3 V\nVDD = 5.0 V",
                "-0.3\n-0.3\n-0.3",
                "",
                "2.1\n3.6\n5.3",
                "V",
            ],
            ["Common-mode rejection", "CMRR", "VDD = 5.0 V, full VCM range", "62", "80", "", "dB"],
            ["Open-loop gain", "A_{OL}", "VOUT = 0.1 V to VDD - 0.1 V", "95", "112", "", "dB"],
            [
                "Output swing from\neither rail",
                "V_{OS,rail}",
                "RL = 10 k" + OHM + "\nRL = 2 k" + OHM,
                "",
                "10\n40",
                "25\n80",
                "mV",
            ],
            [
                "Short-circuit current",
                "I_{SC}",
                "VDD = 1.8 V\nVDD = 5.0 V",
                "",
                PM + "6\n" + PM + "23",
                "",
                "mA",
            ],
            [
                "Quiescent current\nper amplifier",
                "I_{Q}",
                "IO = 0, VDD = 1.8 V\nIO = 0, VDD = 5.0 V\nIO = 0, VDD = 6.0 V",
                "",
                "80\n95\n100",
                "140\n160\n170",
                MU + "A",
            ],
            ["Gain-bandwidth product", "GBWP", "", "", "1.2", "", "MHz"],
            ["Phase margin", "\u03c6_{m}", "G = +1", "", "62", "", "\u00b0"],
            ["Slew rate", "SR", "", "", "0.6", "", "V/" + MU + "s"],
            [
                "Input noise voltage density",
                "e_{n}",
                "f = 10 kHz",
                "",
                "28",
                "",
                "nV/" + "\u221a" + "Hz",
            ],
        ],
        7.5,
    )

    s.add_page()
    s.caption("TABLE 4.  Input offset voltage VOS by grade (VCM = VDD/2)")
    s.table(
        [
            Col("Condition", 179),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 80, "C"),
        ],
        [
            ["TA = +25 " + DEG, PM + "0.3", PM + "1.5", PM + "1.0", PM + "4.5", "mV"],
            [
                "TA = -40 " + DEG + " to +85 " + DEG + " (I grade)",
                "",
                PM + "2.5",
                "",
                PM + "6.0",
                "mV",
            ],
            [
                "TA = -40 " + DEG + " to +125 " + DEG + " (E grade)",
                "",
                PM + "3.0",
                "",
                PM + "7.0",
                "mV",
            ],
        ],
        7.8,
        head_rows=[["", "MLA6304A", "<", "MLA6304", "<", ""]],
    )
    s.heading("(7) PIN CONFIGURATION", 9.5, rule=True)
    s.caption("TABLE 5.  Pin functions (SOIC-14 and TSSOP-14, top view)")
    s.table(
        [
            Col("Pin", 45, "C"),
            Col("Name", 70, "C"),
            Col("Function", 134),
            Col("Pin", 45, "C"),
            Col("Name", 70, "C"),
            Col("Function", 135),
        ],
        [
            ["1", "OUTA", "output A", "8", "OUTC", "output C"],
            ["2", "-INA", "inverting input A", "9", "-INC", "inverting input C"],
            ["3", "+INA", "non-inverting input A", "10", "+INC", "non-inverting input C"],
            ["4", "VDD", "positive supply", "11", "VSS", "negative supply or GND"],
            ["5", "+INB", "non-inverting input B", "12", "+IND", "non-inverting input D"],
            ["6", "-INB", "inverting input B", "13", "-IND", "inverting input D"],
            ["7", "OUTB", "output B", "14", "OUTD", "output D"],
        ],
        7.8,
    )
    s.heading("(8) APPLICATION INFORMATION", 9.5, rule=True)
    s.para(
        "Rail-to-rail input. The input stage works with common-mode voltages from 0.3 V below "
        "VSS to 0.3 V above VDD (Table 3). A signal that goes beyond this range is not "
        "amplified correctly and, above the absolute maximum, must be limited to 10 mA with a "
        "series resistor. A 0 V to 5 V sensor signal therefore needs VDD = 5 V; at VDD = 3.3 V "
        "divide it down first.",
        7.8,
    )
    s.para(
        "Supply. Bypass VDD with 100 nF close to pin 4. With a split supply connect VSS to the "
        "negative rail; the total supply VDD - VSS must stay within 6.0 V in operation and 7.0 V "
        "absolute.",
        7.8,
    )
    s.para(
        "Unused amplifiers. Connect each unused amplifier as a voltage follower with its "
        "non-inverting input at VDD/2, so that it does not oscillate or draw extra current.",
        7.8,
    )
    s.heading("(9) ORDERING INFORMATION", 9.5, rule=True)
    s.caption("TABLE 6.  Ordering guide")
    s.table(
        [
            Col("Part number", 110),
            Col("Grade", 70, "C"),
            Col("Temperature range", 120, "C"),
            Col("Package", 80, "C"),
            Col("Marking", 60, "C"),
            Col("Packing", 59, "C"),
        ],
        [
            [
                "MLA6304-ISL",
                "standard",
                "-40 " + DEG + " to +85 " + DEG,
                "SOIC-14",
                "6304I",
                "2500/reel",
            ],
            [
                "MLA6304-IST",
                "standard",
                "-40 " + DEG + " to +85 " + DEG,
                "TSSOP-14",
                "6304I",
                "3000/reel",
            ],
            [
                "MLA6304-EST",
                "standard",
                "-40 " + DEG + " to +125 " + DEG,
                "TSSOP-14",
                "6304E",
                "3000/reel",
            ],
            [
                "MLA6304A-ISL",
                "A (low VOS)",
                "-40 " + DEG + " to +85 " + DEG,
                "SOIC-14",
                "6304AI",
                "2500/reel",
            ],
            [
                "MLA6304A-EST",
                "A (low VOS)",
                "-40 " + DEG + " to +125 " + DEG,
                "TSSOP-14",
                "6304AE",
                "3000/reel",
            ],
        ],
        7.8,
    )
    revision_table(
        s,
        [
            ["2022-09", "A", "First release"],
            ["2023-06", "B", "E grade added; Table 4 extended to +125 " + DEG],
            ["2024-03", "C", "Common-mode range per VDD in Table 3; application information"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "mla6304.pdf")


# ------------------------------------------------ 5 V 2 A USB boost / power-bank module (Praia)
def bvu502(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="PLATEAU MAKER  " + DOT + "  loja de eletrónica",
        header_right="BVU-502 / BVU-502C  " + DOT + "  ficha do produto / product sheet",
        footer_left="Plateau Maker, Lda.  "
        + DOT
        + "  Av. Amílcar Cabral, Plateau, Praia, Cabo Verde  "
        + DOT
        + "  NIF 200318764  "
        + DOT
        + "  preços em CVE com IVA 15 %",
        footer_right="Folha {page}/{nb}",
        rule_color=(184, 128, 24),
        table_fill=(250, 238, 206),
        accent=(150, 96, 10),
        grid=True,
    )
    star = "\u2727"
    s = Sheet(style, "BVU-502 / BVU-502C 5 V 2 A USB boost module")
    s.add_page()
    s.title_block(
        "BVU-502 / BVU-502C",
        "Módulo elevador USB 5 V 2 A para uma célula de lítio\n5 V 2 A USB boost (power-bank) module "
        "for one Li-ion cell",
        "Ref. 5021  BVU-502 (só elevador / boost only)  650$00    |    Ref. 5022  BVU-502C (com "
        "carregador USB-C / with USB-C charger)  1.150$00",
        20,
    )

    def about() -> None:
        s.heading(star + " Descrição " + DOT + " Description", 10)
        s.para(
            "Turn one 18650 or LiPo cell into a 5 V USB supply. The BVU-502 is a plain boost "
            "converter with a USB-A socket. The BVU-502C adds a USB-C charger, a four-LED fuel "
            "gauge and a push button, so that it behaves like a small power bank.",
            7.8,
        )

    def box() -> None:
        s.heading(star + " Na caixa " + DOT + " In the box", 10)
        s.bullets(
            ["1 x módulo / module", "2 x fio de 10 cm / 10 cm wire (B+ red, B- black)"],
            7.8,
            "\u25aa",
        )

    s.side_by_side(about, box, 300, 16)
    s.heading(star + " Especificações " + DOT + " Specifications", 10, rule=True)
    s.table(
        [
            Col("Item", 140),
            Col("BVU-502", 100, "C"),
            Col("BVU-502C", 110, "C"),
            Col("Notas / Notes", 149),
        ],
        [
            [
                "Tensão da bateria\nBattery voltage",
                "3.0 " + NDASH + " 4.4 V",
                "3.0 " + NDASH + " 4.4 V",
                "one Li-ion / LiPo cell",
            ],
            ["Tensão de saída\nOutput voltage", "5.1 V", "5.1 V", "USB-A socket"],
            [
                "Corrente de saída máx.\nMax. output current",
                "2.0 A",
                "2.0 A",
                "depends on the cell voltage",
            ],
            [
                "Corrente sem carga\nNo-load current",
                "1.2 mA",
                "2.6 mA",
                "output on, nothing plugged in",
            ],
            [
                "Desligar automático\nAuto power-off",
                "none (always on)",
                "load < 45 mA for 32 s",
                "press KEY to wake",
            ],
            ["Carregador\nCharger", MDASH, "USB-C 5 V, 1.0 A", "4.20 V end of charge"],
            ["Eficiência\nEfficiency", "up to 93 %", "up to 93 %", "3.7 V in, 1 A out"],
            [
                "Temperatura de carga\nCharging temperature",
                MDASH,
                "0 " + NDASH + " 45 " + DEG,
                "NTC on the cell not supported",
            ],
            ["Dimensões\nSize", "25 x 18 x 7 mm", "32 x 22 x 7 mm", "without USB plug"],
        ],
        7.6,
    )
    s.heading(star + " Quanta corrente? " + DOT + " How much current can I take?", 10, rule=True)
    s.para(
        "A boost converter takes more current from the cell than it gives at 5 V, and it has to "
        "limit itself when the cell runs down. Measured at a 5.1 V output:",
        7.8,
    )
    s.table(
        [
            Col("Tensão da célula\nCell voltage", 125, "C"),
            Col("Corrente de saída máx.\nMax. output current", 125, "C"),
            Col("Eficiência\nEfficiency", 110, "C"),
            Col("Corrente da célula\nCell current", 139, "C"),
        ],
        [
            ["4.2 V", "2.0 A", "93 %", "2.6 A"],
            ["3.7 V", "2.0 A", "91 %", "3.0 A"],
            ["3.3 V", "1.5 A", "88 %", "2.6 A"],
            ["3.0 V", "1.0 A", "85 %", "2.0 A"],
        ],
        7.6,
    )
    s.para(
        "Use a cell that can deliver 3 A, e.g. a good 18650 or a LiPo of 1000 mAh or more. Above "
        "the values in the table the over-current protection cuts the output (hiccup mode).",
        7.6,
    )

    s.add_page()
    s.heading(
        star + " Características elétricas " + DOT + " Electrical characteristics", 10, rule=True
    )
    s.caption("VBAT = 3.7 V, 25 " + DEG + ", unless noted")
    s.table(
        [
            Col("Parameter", 130),
            Col("Condition", 129),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 90, "C"),
        ],
        [
            ["Battery voltage VBAT", "operating", "3.0", "3.7", "4.4", "V"],
            ["Under-voltage cut-off", "VBAT falling", "2.8", "2.9", "3.0", "V"],
            ["Restart voltage", "VBAT rising", "", "3.2", "", "V"],
            ["Output voltage VOUT", "IOUT = 0 " + ELL + " 2 A", "5.00", "5.10", "5.20", "V"],
            ["Output current IOUT", "VBAT " + GE + " 3.7 V", "", "", "2.0", "A"],
            ["Over-current trip", "", "2.3", "2.6", "", "A"],
            ["No-load input current", "BVU-502\nBVU-502C", "", "1.2\n2.6", "2.0\n4.0", "mA"],
            ["Standby current", "BVU-502C, output off", "", "18", "30", MU + "A"],
            ["Auto-off load threshold", "BVU-502C, for 32 s", "", "45", "", "mA"],
            ["Charge current", "BVU-502C", "0.9", "1.0", "1.1", "A"],
            ["End-of-charge voltage", "BVU-502C", "4.16", "4.20", "4.24", "V"],
            ["Charger input (USB-C)", "BVU-502C", "4.75", "5.0", "5.5", "V"],
            ["Battery input, absolute max.", "", "", "", "6.0", "V"],
        ],
        7.6,
    )
    s.heading(star + " Ligações " + DOT + " Connections", 10, rule=True)
    s.table(
        [Col("Pad", 70, "C"), Col("Função / Function", 429)],
        [
            ["B+ / B-", "cell + and -; no reverse-polarity protection"],
            ["USB-A", "5.1 V output"],
            ["USB-C", "charger input (BVU-502C only), 5 V"],
            ["KEY", "BVU-502C: short press wakes the output, double press turns it off"],
            ["LED1 " + ELL + " LED4", "BVU-502C fuel gauge, 25 % steps"],
        ],
        7.6,
    )
    s.heading(star + " Bom saber " + DOT + " Good to know", 10, rule=True)
    s.bullets(
        [
            "One cell only. Two cells in series (up to 8.4 V) destroy the module.",
            "Not for AA cells: the BVU-502 is made for one Li-ion or LiPo cell (3.0 "
            + NDASH
            + " 4.2 V). Three alkaline AA cells start at about 4.5 V, above the 4.4 V limit, and "
            "cannot deliver the current.",
            "BVU-502C: a load under 45 mA for 32 s switches the output off, as in a commercial power "
            "bank; press KEY to switch it on again. The BVU-502 has no auto-off and stays on.",
            "The output is 5 V only. There is no quick-charge 9 V / 12 V mode.",
        ],
        7.6,
        "\u25aa",
    )
    s.heading(star + " Perguntas frequentes " + DOT + " FAQ", 10, rule=True)
    s.para(
        "Can it run a Raspberry Pi?  A Pi Zero 2 W (about 0.5 A) runs fine, also from a half-empty "
        "cell. Check the table on page 1 for bigger boards: the current the module can give falls "
        "with the cell voltage.",
        7.6,
    )
    s.para(
        "Which cell should I use?  A protected 18650 or a LiPo pouch of 1000 mAh or more. Small "
        "cells cannot give the 3 A the converter takes at full load.",
        7.6,
    )
    return save(s, out / "bvu-502.pdf")


# ------------------------------------------------ digital temperature sensor with ALERT (San Juan)
def bta1750(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="BORIKEN SENSING DEVICES",
        header_right="BTA1750, BTA1750X   SBTS175B " + NDASH + " MARCH 2024",
        footer_left="Boriken Sensing Devices, Inc.  "
        + DOT
        + "  Hato Rey, San Juan, Puerto Rico 00918  "
        + DOT
        + "  Submit document feedback",
        footer_right="{page}",
        rule_color=(150, 20, 60),
        table_fill=(236, 236, 236),
        accent=(150, 20, 60),
        grid=False,
    )
    s = Sheet(style, "BTA1750 / BTA1750X digital temperature sensor")
    s.add_page()
    s.title_block(
        "BTA1750 / BTA1750X",
        PM + "0.5 " + DEG + " Digital Temperature Sensor with I" + SQ + "C Interface and "
        "Over-Temperature ALERT Output",
        "SBTS175B  " + NDASH + "  first issued June 2022, revised March 2024",
        20,
    )

    def features() -> None:
        s.heading("1 Features", 10, rule=True)
        s.bullets(
            [
                "Accuracy without calibration:",
                "  " + PM + "0.5 " + DEG + " (max) from -25 " + DEG + " to +85 " + DEG,
                "  " + PM + "1.0 " + DEG + " (max) from -40 " + DEG + " to +125 " + DEG,
                "12-bit resolution: 0.0625 " + DEG,
                "Supply range: 1.4 V to 3.6 V",
                "10 " + MU + "A average at 4 Hz, 0.5 " + MU + "A shutdown",
                "I" + SQ + "C / SMBus interface, four addresses per device",
                "ALERT output: open drain, comparator or interrupt mode",
                "SOT-563 package, 1.6 mm " + TIMES + " 1.6 mm",
            ],
            7.8,
        )

    def description() -> None:
        s.heading("2 Applications", 10, rule=True)
        s.para(
            "Thermostats and HVAC controls "
            + DOT
            + " battery and charger monitoring "
            + DOT
            + " server and telecom boards "
            + DOT
            + " IoT sensor nodes "
            + DOT
            + " cold-chain loggers",
            7.8,
        )
        s.heading("3 Description", 10, rule=True)
        s.para(
            "The BTA1750 is a digital temperature sensor in a 6-pin SOT-563 package. It reads "
            "its die temperature with 0.0625 " + DEG + " resolution and compares every result "
            "with two programmable limits; the ALERT pin signals an over-temperature event "
            "without any host activity. The BTA1750X is identical but answers at four other bus "
            "addresses, so that up to eight sensors can share one bus.",
            7.8,
        )

    s.side_by_side(features, description, 235, 18)
    s.heading("4 Device Comparison", 10, rule=True)
    s.table(
        [
            Col("Device", 120),
            Col("I" + SQ + "C addresses (7-bit)", 150, "C"),
            Col("Package", 120, "C"),
            Col("Body size", 109, "C"),
        ],
        [
            ["BTA1750", "0x48 to 0x4B", "SOT-563 (6)", "1.60 mm " + TIMES + " 1.60 mm"],
            ["BTA1750X", "0x4C to 0x4F", "SOT-563 (6)", "1.60 mm " + TIMES + " 1.60 mm"],
        ],
        7.6,
    )
    s.heading("5 Specifications", 10, rule=True)
    s.caption("5.1 Absolute Maximum Ratings")
    s.table(
        [Col("", 250), Col("MIN", 60, "C"), Col("MAX", 60, "C"), Col("UNIT", 129, "C")],
        [
            ["Supply voltage, VDD", "-0.3", "4.0", "V"],
            ["Voltage at SCL, SDA, ALERT and ADD0", "-0.3", "4.0", "V"],
            ["Current into any pin", "-10", "10", "mA"],
            ["Junction temperature, TJ", "", "150", DEG],
            ["Storage temperature, Tstg", "-60", "150", DEG],
        ],
        7.6,
    )
    s.caption("5.2 Recommended Operating Conditions")
    s.table(
        [
            Col("", 250),
            Col("MIN", 60, "C"),
            Col("NOM", 60, "C"),
            Col("MAX", 60, "C"),
            Col("UNIT", 69, "C"),
        ],
        [
            ["Supply voltage, VDD", "1.4", "3.3", "3.6", "V"],
            ["Operating free-air temperature, TA", "-40", "", "125", DEG],
        ],
        7.6,
    )
    s.caption(
        "5.3 Electrical Characteristics: TA = -40 " + DEG + " to +125 " + DEG + ", VDD = 1.4 V to "
        "3.6 V; typical values at TA = 25 " + DEG + " and VDD = 3.3 V"
    )
    s.table(
        [
            Col("PARAMETER", 110),
            Col("TEST CONDITIONS", 170),
            Col("MIN", 50, "C"),
            Col("TYP", 50, "C"),
            Col("MAX", 50, "C"),
            Col("UNIT", 69, "C"),
        ],
        [
            ["TEMPERATURE INPUT"],
            ["Range", "", "-40", "", "125", DEG],
            [
                "Accuracy\n(temperature error)",
                "TA = -25 " + DEG + " to +85 " + DEG + "\nTA = -40 " + DEG + " to +125 " + DEG,
                "",
                PM + "0.2\n" + PM + "0.3",
                PM + "0.5\n" + PM + "1.0",
                DEG,
            ],
            ["Accuracy vs supply", "", "", "0.05", "0.25", DEG + "/V"],
            ["Resolution", "12-bit mode", "", "0.0625", "", DEG],
            ["DIGITAL INPUT / OUTPUT"],
            ["VIH", "SCL, SDA, ADD0", "0.7 VDD", "", "", "V"],
            ["VIL", "SCL, SDA, ADD0", "", "", "0.3 VDD", "V"],
            ["VOL", "SDA, ALERT, IOL = 3 mA", "", "", "0.4", "V"],
            ["Conversion time", "one-shot or continuous", "", "26", "35", "ms"],
            [
                "Conversion rate",
                "CR1:CR0 = 00\nCR1:CR0 = 01\nCR1:CR0 = 10 (default)\nCR1:CR0 = 11",
                "",
                "0.25\n1\n4\n8",
                "",
                "Hz",
            ],
            ["POWER SUPPLY"],
            [
                "Average quiescent\ncurrent",
                "bus inactive, 4 Hz\nbus active, SCL = 400 kHz",
                "",
                "10\n15",
                "15\n" + NDASH,
                MU + "A",
            ],
            ["Current during conversion", "", "", "40", "75", MU + "A"],
            [
                "Shutdown current",
                "bus inactive, TA = 25 " + DEG + "\nbus inactive, full range",
                "",
                "0.5\n" + NDASH,
                "1.0\n3.0",
                MU + "A",
            ],
            ["Power-on reset threshold", "VDD rising", "", "1.1", "", "V"],
        ],
        7.4,
    )

    s.add_page()
    s.caption("5.4 I" + SQ + "C Timing Requirements (see the bus timing diagram)")
    s.table(
        [
            Col("", 200),
            Col("MODE", 100, "C"),
            Col("MIN", 55, "C"),
            Col("MAX", 55, "C"),
            Col("UNIT", 89, "C"),
        ],
        [
            [
                "SCL clock frequency, fSCL",
                "fast mode\nhigh-speed mode",
                "0.001\n0.001",
                "0.4\n2.85",
                "MHz",
            ],
            ["Bus free time, tBUF", "fast mode", "600", "", "ns"],
            ["SMBus time-out, tTIMEOUT", "", "30", "40", "ms"],
        ],
        7.6,
    )
    s.heading("6 Detailed Description", 10, rule=True)
    s.caption("6.1 Serial Bus Address")
    s.table(
        [Col("ADD0 connected to", 170), Col("BTA1750", 165, "C"), Col("BTA1750X", 164, "C")],
        [
            ["GND", "1001000 (0x48)", "1001100 (0x4C)"],
            ["VDD", "1001001 (0x49)", "1001101 (0x4D)"],
            ["SDA", "1001010 (0x4A)", "1001110 (0x4E)"],
            ["SCL", "1001011 (0x4B)", "1001111 (0x4F)"],
        ],
        7.6,
    )
    s.para(
        "The addresses are 7-bit. Tools that show 8-bit bytes list a BTA1750 with ADD0 = GND as "
        "0x90 (write) and 0x91 (read). Tie ADD0 to a pin; do not leave it open.",
        7.6,
    )
    s.caption("6.2 Register Map")
    s.table(
        [
            Col("Pointer", 70, "C"),
            Col("Register", 170),
            Col("Size", 60, "C"),
            Col("Reset value", 199, "C"),
        ],
        [
            ["0x00", "Temperature (read only)", "16 bit", "0x0000"],
            ["0x01", "Configuration", "16 bit", "0x60A0"],
            ["0x02", "TLOW limit", "16 bit", "0x4B00 (75 " + DEG + ")"],
            ["0x03", "THIGH limit", "16 bit", "0x5000 (80 " + DEG + ")"],
        ],
        7.6,
    )
    s.caption("6.3 Temperature Data Format (12-bit, left-justified; EM = 1 extends to 13 bits)")
    s.table(
        [
            Col("Temperature", 120, "C"),
            Col("Digital output (binary)", 220, "C"),
            Col("Hex", 159, "C"),
        ],
        [
            ["150 " + DEG + " (EM = 1)", "0 1001 0110 0000", "0960"],
            ["127.9375 " + DEG, "0111 1111 1111", "7FF"],
            ["80 " + DEG, "0101 0000 0000", "500"],
            ["25 " + DEG, "0001 1001 0000", "190"],
            ["0.0625 " + DEG, "0000 0000 0001", "001"],
            ["0 " + DEG, "0000 0000 0000", "000"],
            ["-25 " + DEG, "1110 0111 0000", "E70"],
            ["-55 " + DEG, "1100 1001 0000", "C90"],
        ],
        7.6,
    )
    s.caption("6.4 ALERT Function")
    s.para(
        "ALERT is an open-drain output that sinks 3 mA at 0.4 V; pull it up to VDD with 10 k"
        + OHM
        + ". In comparator mode (default) it becomes active when the temperature reaches THIGH and "
        "is released when it falls below TLOW. In interrupt mode it stays active until the host "
        "reads any register. The polarity is active low unless POL = 1.",
        7.6,
    )
    s.para(
        "SDA, SCL and ALERT are not 5 V tolerant. Pull them up to VDD (3.6 V maximum), never to a "
        "5 V rail. A 5 V host needs a level shifter.",
        7.6,
        bold=True,
    )
    s.heading("7 Ordering Information", 10, rule=True)
    s.table(
        [
            Col("Orderable part", 130),
            Col("Addresses", 110, "C"),
            Col("Package", 90, "C"),
            Col("Reel", 80, "C"),
            Col("Marking", 89, "C"),
        ],
        [
            ["BTA1750DRLR", "0x48 to 0x4B", "SOT-563", "4000", "17P"],
            ["BTA1750DRLT", "0x48 to 0x4B", "SOT-563", "250", "17P"],
            ["BTA1750XDRLR", "0x4C to 0x4F", "SOT-563", "4000", "17X"],
        ],
        7.6,
    )
    return save(s, out / "bta1750.pdf")
