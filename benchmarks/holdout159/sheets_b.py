"""Hold-out 159 datasheets, part 2: a 2.4 GHz transceiver module with SPI, a 24-bit load-cell
ADC, a 3.7 V to 5 V boost converter module and a capacitive touch key module.

A West Island (Cocos (Keeling) Islands) RF-module "module datasheet" ("⚯ n" heads, "Roster n ⁛"
captions, RF performance in column groups per version with the output power stacked per PA
level and the sensitivity per air data rate, supply current per mode with version typ / max
columns, register and pin tables as decoys), an Adamstown (Pitcairn Islands) weighing-IC house
data sheet ("∏ n — TITLE" upper-case heads, "Abacus n ∑" captions, input range stacked per gain
and AVDD, supply current stacked per mode with a unit per line, a grade table, a pulse-count
table and timing as decoys, "not I2C" only in prose), a Marigot (Saint-Martin) maker-store
product sheet ("❧" heads, "Spread n ☙" captions, column groups per version with the output
current stacked per cell voltage, UVLO rising / falling, "Things to know" and FAQ, EUR prices)
and a Sandy Ground (Anguilla) maker-shop sheet ("♥" heads, "Memo n ☺" captions, column groups
per version x supply, units inside the cells, jumper table as decoy, EC$ prices).
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
NDASH = "\u2013"
MDASH = "\u2014"
ELL = "\u2026"
SQ = "\u00b2"
MID = "\u00b7"
EUR = "\u20ac"
LINKED = "\u26af"  # unmarried partnership symbol, DRF-24 heads
TRI = "\u205b"  # four dots mark, DRF-24 captions
PROD = "\u220f"  # n-ary product, BBW7110 heads
SUM = "\u2211"  # n-ary sum, BBW7110 captions
LEAF = "\u2767"  # rotated floral heart bullet, MGB heads
LEAF_R = "\u2619"  # reversed rotated floral heart, MGB captions
HEART = "\u2665"  # QTK heads
SMILE = "\u263a"  # QTK captions


# ------------------------------------------------ 2.4 GHz transceiver module (West Island)
def drf24(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="DIRECTION ISLAND RF",
        header_right="DRF-24 / DRF-24P  " + MID + "  Module datasheet rev. 1.4",
        footer_left="Direction Island RF Pty Ltd  " + MID + "  Sydney Highway, West Island, "
        "Cocos (Keeling) Islands WA 6799  " + MID + "  DRF-24 rev. 1.4",
        footer_right="{page} " + MID + " {nb}",
        rule_color=(0, 96, 140),
        table_fill=(224, 240, 248),
        accent=(0, 76, 116),
        grid=True,
    )
    s = Sheet(style, "DRF-24 / DRF-24P 2.4 GHz transceiver module with SPI")
    s.add_page()
    s.title_block(
        "DRF-24 / DRF-24P",
        "2.4 GHz Transceiver Module with SPI Interface",
        "DRF-24: PCB antenna, 0 dBm  |  DRF-24P: PA + LNA, +20 dBm, SMA antenna  |  2400 "
        + NDASH
        + " 2525 MHz  |  250 kbps, 1 Mbps, 2 Mbps  |  2 x 4 pin header",
        21,
    )

    def overview() -> None:
        s.heading(LINKED + " 1  Overview", 10)
        s.para(
            "The DRF-24 is a small 2.4 GHz GFSK transceiver module with a printed antenna. "
            "The host talks to it over SPI; packet handling, automatic acknowledge and "
            "retransmission run on the module. The DRF-24P adds a power amplifier, a low-noise "
            "amplifier and an SMA socket for longer links.",
            7.8,
        )
        s.para(
            "Both versions use the same commands and registers and talk to each other.",
            7.8,
        )

    def keydata() -> None:
        s.heading(LINKED + " 2  Figures at a look", 10)
        s.bullets(
            [
                "126 RF channels, 1 MHz apart",
                "Air data rate 250 kbps, 1 Mbps or 2 Mbps",
                "SPI up to 10 MHz (DRF-24), 8 MHz (DRF-24P)",
                "Power down 0.9 " + MU + "A (DRF-24)",
                "Signal pins tolerate 5 V logic",
                "Range up to 1100 m line of sight (DRF-24P)",
            ],
            7.8,
        )

    s.side_by_side(overview, keydata, 262, 16)
    s.heading(LINKED + " 3  RF performance", 10.5, rule=True)
    s.caption("Roster 1 " + TRI + " RF characteristics (VCC = 3.3 V, TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 86),
            Col("Conditions", 108),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Unit", 77, "C"),
        ],
        [
            ["Frequency range", "", "2400", "", "2525", "2400", "", "2525", "MHz"],
            [
                "Output power^{1)}",
                "PA level 3\nPA level 2\nPA level 1\nPA level 0",
                "",
                "0\n-6\n-12\n-18",
                "",
                "",
                "+20\n+16\n+11\n+6",
                "",
                "dBm",
            ],
            [
                "RX sensitivity",
                "250 kbps, 0.1 % BER\n1 Mbps, 0.1 % BER\n2 Mbps, 0.1 % BER",
                "",
                "-94\n-85\n-82",
                "",
                "",
                "-101\n-92\n-89",
                "",
                "dBm",
            ],
            ["Max. RF input", "0.1 % BER", "", "0", "", "", "-10", "", "dBm"],
            [
                "Range, line of\nsight",
                "250 kbps, both ends\n1.5 m above ground",
                "",
                "100",
                "",
                "",
                "1100",
                "",
                "m",
            ],
            ["Antenna", "", "", "PCB", "", "", "SMA", "", ""],
        ],
        7.2,
        head_rows=[["", "", "DRF-24", "<", "<", "DRF-24P", "<", "<", ""]],
    )
    s.para(
        "1) DRF-24P: +20 dBm needs VCC " + GE + " 3.3 V. At VCC = 3.0 V, PA level 3 gives +17 dBm.",
        7.3,
    )
    s.heading(LINKED + " 4  Supply current", 10.5, rule=True)
    s.caption("Roster 2 " + TRI + " Current from VCC by mode (VCC = 3.3 V, TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Mode", 80),
            Col("Conditions", 130),
            Col("Typ", 52, "C"),
            Col("Max", 52, "C"),
            Col("Typ", 52, "C"),
            Col("Max", 52, "C"),
            Col("Unit", 81, "C"),
        ],
        [
            [
                "Transmit",
                "PA level 3\nPA level 0",
                "11.3\n7.0",
                "13.0\n8.5",
                "115\n45",
                "135\n55",
                "mA",
            ],
            ["Receive", "2 Mbps\n250 kbps", "13.5\n12.6", "15.0\n14.0", "24\n23", "28\n27", "mA"],
            ["Standby-II", "TX FIFO empty, CE high", "320", "", "330", "", MU + "A"],
            ["Standby-I", "crystal running", "26", "32", "32", "40", MU + "A"],
            ["Power down", "PWR_UP = 0", "0.9", "1.5", "4.0", "6.0", MU + "A"],
        ],
        7.2,
        head_rows=[["", "", "DRF-24", "<", "DRF-24P", "<", ""]],
    )
    s.para(
        "Transmit currents are averages over the burst. When its PA switches on, the DRF-24P "
        "draws peaks of up to 150 mA for a few microseconds; a weak 3.3 V rail then dips and the "
        "module resets.",
        7.5,
    )
    s.heading(LINKED + " 5  Operating conditions", 10.5, rule=True)
    s.caption("Roster 3 " + TRI + " Recommended operating conditions")
    s.table(
        [
            Col("Parameter", 86),
            Col("Conditions", 108),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Unit", 77, "C"),
        ],
        [
            ["Supply voltage", "VCC", "1.9", "3.3", "3.6", "3.0", "3.3", "3.6", "V"],
            [
                "Input high level",
                "CE, CSN, SCK, MOSI",
                "0.7 VCC",
                "",
                "5.25",
                "0.7 VCC",
                "",
                "5.25",
                "V",
            ],
            [
                "Input low level",
                "CE, CSN, SCK, MOSI",
                "-0.3",
                "",
                "0.3 VCC",
                "-0.3",
                "",
                "0.3 VCC",
                "V",
            ],
            [
                "Output high level",
                "MISO, IRQ, 0.5 mA",
                "VCC - 0.3",
                "",
                "",
                "VCC - 0.3",
                "",
                "",
                "V",
            ],
            ["SPI clock", "", "0", "", "10", "0", "", "8", "MHz"],
            ["Operating\ntemperature", "", "-40", "", "+85", "-20", "", "+70", DEG],
        ],
        7.2,
        head_rows=[["", "", "DRF-24", "<", "<", "DRF-24P", "<", "<", ""]],
    )

    s.add_page()
    s.heading(LINKED + " 6  Absolute maximum ratings", 10.5, rule=True)
    s.caption("Roster 4 " + TRI + " Absolute maximum ratings (both versions)")
    s.table(
        [Col("Parameter", 250), Col("Min", 70, "C"), Col("Max", 90, "C"), Col("Unit", 89, "C")],
        [
            ["Supply voltage VCC", "-0.3", "3.6", "V"],
            ["Voltage on CE, CSN, SCK, MOSI", "-0.3", "5.25", "V"],
            ["Voltage on MISO, IRQ", "-0.3", "VCC + 0.3", "V"],
            ["RF input level at the antenna", "", "+10", "dBm"],
            ["Storage temperature", "-40", "+125", DEG],
        ],
        7.2,
    )
    s.heading(LINKED + " 7  Pin assignment", 10.5, rule=True)
    s.caption("Roster 5 " + TRI + " 2 x 4 header, 2.54 mm, top view with the antenna up")
    s.table(
        [
            Col("Pin", 40, "C"),
            Col("Name", 60, "C"),
            Col("Direction", 70, "C"),
            Col("Function", 329),
        ],
        [
            ["1", "GND", MDASH, "Ground"],
            ["2", "VCC", MDASH, "Supply, 3.3 V nominal"],
            ["3", "CE", "in", "Chip enable: RX or TX on"],
            ["4", "CSN", "in", "SPI chip select, active low"],
            ["5", "SCK", "in", "SPI clock"],
            ["6", "MOSI", "in", "SPI data in"],
            ["7", "MISO", "out", "SPI data out, three-state when CSN is high"],
            ["8", "IRQ", "out", "Interrupt, active low"],
        ],
        7.2,
    )
    s.heading(LINKED + " 8  Register summary", 10.5, rule=True)
    s.caption("Roster 6 " + TRI + " Main registers (address, reset value)")
    s.table(
        [Col("Address", 60, "C"), Col("Name", 90, "C"), Col("Reset", 60, "C"), Col("Content", 289)],
        [
            ["0x00", "CONFIG", "0x08", "PWR_UP, PRIM_RX, CRC length, interrupt masks"],
            ["0x01", "EN_AA", "0x3F", "Auto acknowledge per data pipe"],
            ["0x04", "SETUP_RETR", "0x03", "Retransmit delay (250 " + MU + "s steps) and count"],
            ["0x05", "RF_CH", "0x02", "Channel: 2400 MHz + RF_CH x 1 MHz"],
            ["0x06", "RF_SETUP", "0x0E", "Air data rate and PA level"],
            ["0x07", "STATUS", "0x0E", "Interrupt flags, pipe number"],
        ],
        7.2,
    )
    s.heading(LINKED + " 9  Integration hints", 10.5, rule=True)
    s.bullets(
        [
            "VCC is a 3.3 V supply; 5 V on VCC destroys the module. CE, CSN, SCK and MOSI tolerate "
            "5 V logic, so a 5 V Arduino can drive them directly. MISO and IRQ swing to VCC.",
            "Solder a 10 " + MU + "F " + NDASH + " 100 " + MU + "F capacitor across VCC and GND "
            "at the header. The DRF-24P will not work reliably without it.",
            "At 2 Mbps the signal occupies 2 MHz: leave one unused channel between links.",
            "Keep the PCB antenna of the DRF-24 clear of metal and ground copper by 10 mm.",
            "Range figures are for line of sight with both modules 1.5 m above open ground. "
            "We have no figures for links through walls or floors.",
        ],
        7.5,
    )
    s.heading(LINKED + " 10  Ordering", 10.5, rule=True)
    s.caption("Roster 7 " + TRI + " Ordering codes")
    s.table(
        [
            Col("Ordering code", 130),
            Col("Version", 90, "C"),
            Col("Antenna", 150, "C"),
            Col("Pack", 129, "C"),
        ],
        [
            ["DRF-24-PCB", "DRF-24", "printed on board", "tray, 50 pcs"],
            ["DRF-24P-SMA", "DRF-24P", "2 dBi whip included", "box, 10 pcs"],
            ["DRF-24P-SMA-NA", "DRF-24P", "none (SMA socket)", "box, 10 pcs"],
        ],
        7.2,
    )
    return save(s, out / "drf-24.pdf")


# ------------------------------------------------ 24-bit load-cell ADC (Adamstown)
def bbw7110(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="BOUNTY BAY WEIGHING SILICON",
        header_right="BBW7110 / BBW7110E  " + MID + "  Datasheet, edition 2.2",
        footer_left="Bounty Bay Weighing Silicon Ltd  " + MID + "  The Square, Adamstown, "
        "Pitcairn Islands  " + MID + "  BBW7110 edition 2.2, February 2024",
        footer_right="folio {page} of {nb}",
        rule_color=(128, 74, 32),
        table_fill=(246, 236, 222),
        accent=(104, 56, 20),
        grid=True,
    )
    s = Sheet(style, "BBW7110 / BBW7110E 24-bit ADC for weigh scales")
    s.add_page()
    s.title_block(
        "BBW7110 / BBW7110E",
        "24-Bit Analog-to-Digital Converter for Weigh Scales and Load Cells",
        "Two differential inputs  |  PGA 128 / 64 (channel A), 32 (channel B)  |  10 or 80 "
        "samples/s  |  SOP-16  |  BBW7110E: extended temperature grade",
        20,
    )

    def features() -> None:
        s.heading(PROD + " 1 " + MDASH + " FEATURES", 10)
        s.bullets(
            [
                "Channel A: gain 128 or 64; channel B: gain 32",
                "Output data rate 10 or 80 samples/s (RATE pin)",
                "On-chip regulator for the load cell and the ADC",
                "On-chip oscillator, external crystal optional",
                "Supply 2.6 V to 5.5 V",
                "Simple two-wire clock / data interface",
            ],
            7.8,
        )

    def description() -> None:
        s.heading(PROD + " 2 " + MDASH + " DESCRIPTION", 10)
        s.para(
            "The BBW7110 connects a bridge sensor straight to a microcontroller. A low-noise "
            "programmable amplifier and a 24-bit delta-sigma converter digitise the bridge "
            "signal; a regulator with an external PNP transistor excites the bridge and powers "
            "the analog section, so supply noise cancels out of the ratio.",
            7.8,
        )
        s.para(
            "The BBW7110E is tested over -40 to +105 " + DEG + ". Pinout and timing are the same.",
            7.8,
        )

    s.side_by_side(features, description, 240, 16)
    s.heading(PROD + " 3 " + MDASH + " ELECTRICAL CHARACTERISTICS", 10, rule=True)
    s.caption("Abacus 1 " + SUM + " TA = 25 " + DEG + ", AVDD = DVDD = 5.0 V unless noted")
    s.table(
        [
            Col("Parameter", 98),
            Col("Notes", 150),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 101, "C"),
        ],
        [
            ["Supply voltage", "DVDD\nAVDD", "2.6\n2.6", "", "5.5\n5.5", "V"],
            [
                "Full-scale\ndifferential input",
                "gain 128, AVDD = 3.3 V\ngain 128, AVDD = 5.0 V\n"
                "gain 64, AVDD = 5.0 V\ngain 32, AVDD = 5.0 V",
                "",
                PM + "12.9\n" + PM + "19.5\n" + PM + "39.1\n" + PM + "78.1",
                "",
                "mV",
            ],
            [
                "Output data rate^{2)}",
                "internal oscillator, RATE = 0\ninternal oscillator, RATE = 1",
                "",
                "10\n80",
                "",
                "SPS",
            ],
            ["Settling time", "RATE = 0\nRATE = 1", "", "400\n50", "", "ms"],
            ["Input noise", "gain 128, RATE = 0\ngain 128, RATE = 1", "", "50\n90", "", "nV rms"],
            ["Offset drift", "gain 128", "", "6", "", "nV/" + DEG],
            ["Gain drift", "gain 128", "", "5", "", "ppm/" + DEG],
            ["Common-mode rejection", "gain 128", "", "100", "", "dB"],
            ["Bandgap output", "VBG pin", "", "1.25", "", "V"],
            [
                "Supply current",
                "normal, RATE = 0\nnormal, RATE = 1\npower-down",
                "",
                "1.4\n1.6\n0.3",
                "1.8\n2.0\n1.0",
                "mA\nmA\n" + MU + "A",
            ],
            ["Digital input high", "PD_SCK, RATE", "0.7 DVDD", "", "", "V"],
            ["Digital input low", "PD_SCK, RATE", "", "", "0.3 DVDD", "V"],
            ["Crystal frequency", "XI / XO", "1", "11.0592", "20", "MHz"],
        ],
        7.2,
    )
    s.para(
        "The full-scale input follows the analog supply: FS = " + PM + "0.5 x AVDD / gain. "
        "Channel B has a fixed gain of 32.",
        7.5,
    )
    s.para("2) With an 11.0592 MHz crystal on XI / XO the rates are 11 and 88 SPS.", 7.3)
    s.heading(PROD + " 4 " + MDASH + " GRADES", 10, rule=True)
    s.caption("Abacus 2 " + SUM + " Grade table")
    s.table(
        [
            Col("Grade", 90, "C"),
            Col("Operating ambient", 130, "C"),
            Col("Power-down current, max. at top temperature", 180, "C"),
            Col("Package", 99, "C"),
        ],
        [
            ["BBW7110", "-40 " + ELL + " +85 " + DEG, "2.5 " + MU + "A at +85 " + DEG, "SOP-16"],
            ["BBW7110E", "-40 " + ELL + " +105 " + DEG, "6.0 " + MU + "A at +105 " + DEG, "SOP-16"],
        ],
        7.2,
    )

    s.add_page()
    s.heading(PROD + " 5 " + MDASH + " ABSOLUTE MAXIMUM RATINGS", 10, rule=True)
    s.caption("Abacus 3 " + SUM + " Absolute maximum ratings")
    s.table(
        [Col("Parameter", 250), Col("Min", 70, "C"), Col("Max", 90, "C"), Col("Unit", 89, "C")],
        [
            ["DVDD, AVDD, VSUP to AGND", "-0.3", "6.0", "V"],
            ["INPA, INNA, INPB, INNB", "-0.3", "AVDD + 0.3", "V"],
            ["PD_SCK, DOUT, RATE", "-0.3", "DVDD + 0.3", "V"],
            ["Storage temperature", "-65", "+150", DEG],
            ["Lead temperature, 10 s", "", "260", DEG],
        ],
        7.2,
    )
    s.heading(PROD + " 6 " + MDASH + " PIN DESCRIPTION", 10, rule=True)
    s.caption("Abacus 4 " + SUM + " Pins (SOP-16)")
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("Function", 389)],
        [
            ["1", "VSUP", "Regulator supply, 2.7 " + ELL + " 5.5 V"],
            ["2", "BASE", "Regulator output to the base of the external PNP"],
            ["3", "AVDD", "Analog supply and bridge excitation"],
            ["4", "VFB", "Regulator feedback; AVDD = VBG x (R1 + R2) / R2"],
            ["5", "AGND", "Analog ground"],
            ["6", "VBG", "Bandgap output, bypass with 100 nF"],
            ["7 / 8", "INNA / INPA", "Channel A inputs"],
            ["9 / 10", "INNB / INPB", "Channel B inputs"],
            ["11", "PD_SCK", "Power-down and serial clock input"],
            ["12", "DOUT", "Serial data output"],
            ["13 / 14", "XO / XI", "Crystal, or XI to ground for the internal oscillator"],
            ["15", "RATE", "Data rate: low 10 SPS, high 80 SPS"],
            ["16", "DVDD", "Digital supply"],
        ],
        7.2,
    )
    s.heading(PROD + " 7 " + MDASH + " SERIAL INTERFACE", 10, rule=True)
    s.para(
        "DOUT goes low when a conversion is ready. The host then clocks 24 bits out on PD_SCK, "
        "MSB first, and adds 1 to 3 pulses that choose the channel and gain of the next "
        "conversion. PD_SCK held high for more than 60 " + MU + "s puts the chip into "
        "power-down. The interface is a plain clock / data link: it is not I" + SQ + "C and not "
        "SPI, and PD_SCK or DOUT must not share an I" + SQ + "C bus with other devices.",
        7.5,
    )
    s.caption("Abacus 5 " + SUM + " PD_SCK pulses per read")
    s.table(
        [
            Col("Pulses", 100, "C"),
            Col("Next input", 150, "C"),
            Col("Gain", 100, "C"),
            Col("Full scale at AVDD = 5.0 V", 149, "C"),
        ],
        [
            ["25", "channel A", "128", PM + "19.5 mV"],
            ["26", "channel B", "32", PM + "78.1 mV"],
            ["27", "channel A", "64", PM + "39.1 mV"],
        ],
        7.2,
    )
    s.caption("Abacus 6 " + SUM + " Timing")
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Parameter", 220),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["T1", "DOUT falling to first PD_SCK rising", "0.1", "", "", MU + "s"],
            ["T2", "PD_SCK rising to DOUT valid", "", "", "0.1", MU + "s"],
            ["T3", "PD_SCK high time", "0.2", "1", "50", MU + "s"],
            ["T4", "PD_SCK low time", "0.2", "1", "", MU + "s"],
        ],
        7.2,
    )
    s.heading(PROD + " 8 " + MDASH + " APPLICATION NOTES", 10, rule=True)
    s.bullets(
        [
            "A 2 mV/V load cell excited at AVDD = 4.3 V gives 8.6 mV at full load, inside the "
            "gain-128 range.",
            "For a 3.3 V system, tie VSUP, DVDD and AVDD to 3.3 V and leave BASE open; the "
            "gain-128 range then shrinks to " + PM + "12.9 mV.",
            "Route the four bridge wires as a twisted group and keep them away from PD_SCK.",
        ],
        7.5,
    )
    return save(s, out / "bbw7110.pdf")


# ------------------------------------------------ 3.7 V to 5 V boost module (Marigot)
def mgb5x(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="GALISBAY MAKER SHOP  " + LEAF,
        header_right="MGB-51 / MGB-52  " + MID + "  product sheet",
        footer_left="Galisbay Maker Shop  " + MID + "  Rue de la R\u00e9publique, Marigot, "
        "Saint-Martin (French part)  " + MID + "  prices in EUR",
        footer_right="pg. {page}/{nb}",
        rule_color=(0, 130, 124),
        table_fill=(222, 244, 242),
        accent=(196, 92, 18),
        grid=False,
    )
    s = Sheet(style, "MGB-51 / MGB-52 Li-ion to 5 V boost module")
    s.add_page()
    s.title_block(
        "MGB-51 / MGB-52",
        "3.7 V Li-ion to 5 V Boost Module with USB-A Output",
        "MGB-51: 1 A class  "
        + MID
        + "  "
        + EUR
        + " 3.90    |    MGB-52: 2 A class  "
        + MID
        + "  "
        + EUR
        + " 5.90",
        20,
    )

    def what() -> None:
        s.heading(LEAF + " One cell in, 5 V out", 10)
        s.para(
            "A small step-up converter that turns one Li-ion or LiPo cell (3.0 " + NDASH + " 4.2 "
            "V) into a steady 5 V on a USB-A socket and on two pads. Use it to run 5 V boards, "
            "LED strips or a USB gadget from a single cell.",
            7.8,
        )
        s.para(
            "The MGB-52 has a larger inductor and a synchronous converter for twice the current. "
            "Both have a blue power LED and an EN pad.",
            7.8,
        )

    def facts() -> None:
        s.heading(LEAF + " Figures in brief", 10)
        s.bullets(
            [
                "Input 2.7 " + NDASH + " 4.5 V (MGB-51), 2.9 " + NDASH + " 4.5 V (MGB-52)",
                "Output fixed 5 V on USB-A and pads",
                "1 A (MGB-51) or 2 A (MGB-52) at 3.7 V in",
                "Current limit and under-voltage lockout",
                "EN pad: pull low to switch off",
                "26 x 17 mm",
            ],
            7.8,
        )

    s.side_by_side(what, facts, 262, 16)
    s.heading(LEAF + " Specifications", 10.5, rule=True)
    s.caption("Spread 1 " + LEAF_R + " Specifications by version (TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 88),
            Col("Conditions", 112),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Unit", 83, "C"),
        ],
        [
            ["Input voltage", "", "2.7", "", "4.5", "2.9", "", "4.5", "V"],
            [
                "Input UVLO\nthreshold",
                "VIN rising\nVIN falling",
                "",
                "2.95\n2.65",
                "",
                "",
                "3.15\n2.85",
                "",
                "V",
            ],
            [
                "Output voltage",
                "IOUT = 10 mA to rated",
                "4.90",
                "5.05",
                "5.20",
                "4.85",
                "5.05",
                "5.25",
                "V",
            ],
            [
                "Output current,\ncontinuous^{1)}",
                "VIN = 3.0 V\nVIN = 3.7 V\nVIN = 4.2 V",
                "",
                "",
                "0.6\n1.0\n1.2",
                "",
                "",
                "1.2\n2.0\n2.4",
                "A",
            ],
            ["Output current\nlimit", "", "", "1.5", "", "", "2.8", "", "A"],
            [
                "No-load input\ncurrent",
                "power LED fitted\npower LED removed",
                "",
                "2.3\n120",
                "",
                "",
                "2.6\n180",
                "",
                "mA\n" + MU + "A",
            ],
            ["Shutdown current", "EN = 0 V", "", "0.5", "2", "", "1", "5", MU + "A"],
            ["Switching\nfrequency", "", "", "1.2", "", "", "1.0", "", "MHz"],
            [
                "Efficiency",
                "VIN = 3.7 V, 0.5 A\nVIN = 3.7 V, rated current",
                "",
                "91\n88",
                "",
                "",
                "93\n91",
                "",
                "%",
            ],
            ["Output ripple", "rated current, 20 MHz BW", "", "60", "", "", "90", "", "mVpp"],
            ["EN high level", "", "1.4", "", "", "1.4", "", "", "V"],
            ["EN low level", "", "", "", "0.4", "", "", "0.4", "V"],
            ["Operating ambient", "", "-20", "", "+70", "-20", "", "+60", DEG],
        ],
        7.2,
        head_rows=[["", "", "MGB-51", "<", "<", "MGB-52", "<", "<", ""]],
    )
    s.para(
        "1) Cell with less than 100 m" + OHM + " internal resistance, input wires shorter than "
        "10 cm. The output current depends on the cell voltage: the lower the cell, the more "
        "input current the converter needs for the same output. Plan with the row for your "
        "emptiest cell.",
        7.5,
    )
    s.heading(LEAF + " Limits", 10.5, rule=True)
    s.caption("Spread 2 " + LEAF_R + " Never exceed (both versions)")
    s.table(
        [Col("Item", 250), Col("Min", 70, "C"), Col("Max", 90, "C"), Col("Unit", 89, "C")],
        [
            ["VIN to GND", "-0.3", "6.0", "V"],
            ["EN to GND", "-0.3", "6.0", "V"],
            ["Voltage fed back into VOUT", "", "5.5", "V"],
            ["Storage temperature", "-40", "+85", DEG],
        ],
        7.2,
    )

    s.add_page()
    s.heading(LEAF + " Connections", 10.5, rule=True)
    s.caption("Spread 3 " + LEAF_R + " Pads and socket")
    s.table(
        [Col("Pad", 80, "C"), Col("Name", 70, "C"), Col("Function", 349)],
        [
            ["1", "VIN+", "Cell positive, 2.7 " + ELL + " 4.5 V (MGB-52: 2.9 " + ELL + " 4.5 V)"],
            ["2", "VIN" + NDASH, "Cell negative / ground"],
            ["3", "EN", "Enable, 100 k" + OHM + " pull-up to VIN; low = off"],
            ["4 / 5", "OUT+ / OUT" + NDASH, "5 V output, in parallel with the USB-A socket"],
            ["USB-A", "D+ / D" + NDASH, "Shorted together (dedicated charging port signature)"],
        ],
        7.2,
    )
    s.heading(LEAF + " Worth a read before soldering", 10.5, rule=True)
    s.bullets(
        [
            "No charging circuit on board: charge the cell with a separate charger.",
            "The output never switches itself off at light load; only EN low turns it off.",
            "The module stops at 2.65 V (MGB-52: 2.85 V) but still draws a little current. "
            "Use protected cells, or cut the input with a switch.",
            "5 V is set by fixed resistors; nothing on the board changes it, so 9 V or 12 V is not "
            "possible.",
            "A short on the output makes the current limit hold about 1.5 A (MGB-51) or 2.8 A "
            "(MGB-52); remove it within a few seconds or the converter overheats.",
        ],
        7.6,
    )
    s.heading(LEAF + " FAQ", 10.5, rule=True)
    faq = [
        (
            "Will the MGB-52 run a Raspberry Pi 4?",
            "Not reliably. A Pi 4 wants up to 3 A at 5.1 V; the MGB-52 gives 2 A at 3.7 V in and "
            "only 1.2 A from a nearly empty cell at 3.0 V.",
        ),
        (
            "Can I use three AA cells instead of a Li-ion cell?",
            "Three fresh alkaline cells give about 4.8 V, above the 4.5 V input range but below "
            "the 6.0 V limit. We recommend NiMH cells (3 x 1.2 V = 3.6 V) instead.",
        ),
        (
            "Can two modules be wired in parallel for more current?",
            "No. The outputs fight each other. Use the MGB-52.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 7.6, bold=True)
        s.para(answer, 7.6)
    s.heading(LEAF + " Prices", 10.5, rule=True)
    s.caption("Spread 4 " + LEAF_R + " Price list (EUR)")
    s.table(
        [Col("SKU", 120), Col("Version", 110), Col("Pack", 100, "C"), Col("Price", 169, "C")],
        [
            ["GB-MGB51", "MGB-51", "1 pc", "3.90"],
            ["GB-MGB51-10", "MGB-51", "10 pcs", "34.00"],
            ["GB-MGB52", "MGB-52", "1 pc", "5.90"],
            ["GB-MGB52-10", "MGB-52", "10 pcs", "52.00"],
        ],
        7.2,
    )
    return save(s, out / "mgb-5x.pdf")


# ------------------------------------------------ capacitive touch key module (Sandy Ground)
def qtk10(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="SANDY GROUND TINKER SHOP  " + HEART,
        header_right="QTK-10 / QTK-10L  " + MID + "  module notes",
        footer_left="Sandy Ground Tinker Shop  " + MID + "  Sandy Ground Village, Anguilla, "
        "B.W.I.  " + MID + "  prices in EC$",
        footer_right="page {page} | {nb}",
        rule_color=(176, 34, 104),
        table_fill=(250, 228, 240),
        accent=(150, 20, 86),
        grid=True,
    )
    s = Sheet(style, "QTK-10 / QTK-10L capacitive touch key module")
    s.add_page()
    s.title_block(
        "QTK-10 / QTK-10L",
        "Capacitive Touch Key Module " + NDASH + " one key, one digital output",
        "QTK-10: red LED, fast mode  " + MID + "  EC$ 2.50    |    QTK-10L: no LED, low-power "
        "mode  " + MID + "  EC$ 2.75    |    15 x 11 mm, 3-pin header",
        21,
    )

    def how() -> None:
        s.heading(HEART + " Inside the key", 10)
        s.para(
            "A single-key touch controller measures the capacitance of the copper pad on the "
            "module. A finger on the pad, or on plastic or glass over it, raises the capacitance "
            "and the controller switches its output. It recalibrates itself slowly, so slow "
            "changes in temperature and humidity are ignored.",
            8.0,
        )
        s.para(
            "The QTK-10 runs the controller in fast mode and lights a red LED while the key is "
            "touched. The QTK-10L runs it in low-power mode and has no LED, for battery "
            "projects.",
            8.0,
        )

    def short() -> None:
        s.heading(HEART + " The essentials", 10)
        s.bullets(
            [
                "Supply 2.0 V to 5.5 V",
                "Push-pull output, high while touched (default)",
                "Momentary or toggle, active high or low (jumpers)",
                "Works through up to 3 mm of plastic or glass",
                "A few " + MU + "A when not touched",
                "Mounting hole 2 mm",
            ],
            8.0,
        )

    s.side_by_side(how, short, 262, 16)
    s.heading(HEART + " Electrical data", 10.5, rule=True)
    s.caption(
        "Memo 1 " + SMILE + " Values by version and supply (TA = 25 " + DEG + ", default jumpers)"
    )
    s.table(
        [
            Col("Parameter", 96),
            Col("Condition", 110),
            Col("VDD = 3.3 V", 58, "C"),
            Col("VDD = 5.0 V", 58, "C"),
            Col("VDD = 3.3 V", 58, "C"),
            Col("VDD = 5.0 V", 58, "C"),
            Col("Note", 61, "C"),
        ],
        [
            [
                "Supply current,\nnot touched",
                "",
                "4.0 " + MU + "A",
                "7.0 " + MU + "A",
                "1.8 " + MU + "A",
                "2.9 " + MU + "A",
                "typ.",
            ],
            [
                "Supply current,\ntouched",
                "QTK-10 with LED lit",
                "1.9 mA",
                "3.4 mA",
                "1.8 " + MU + "A",
                "2.9 " + MU + "A",
                "typ.",
            ],
            ["Response time", "touch to output", "60 ms", "60 ms", "220 ms", "220 ms", "max."],
            ["Output high\nvoltage", "IOH = -4 mA", "2.8 V", "4.4 V", "2.8 V", "4.4 V", "min."],
            ["Output low\nvoltage", "IOL = 8 mA", "0.4 V", "0.3 V", "0.4 V", "0.3 V", "max."],
            [
                "Calibration after\npower-up",
                "do not touch the pad",
                "0.5 s",
                "0.5 s",
                "0.5 s",
                "0.5 s",
                "typ.",
            ],
        ],
        7.4,
        head_rows=[["", "", "QTK-10", "<", "QTK-10L", "<", ""]],
    )
    s.heading(HEART + " General data", 10.5, rule=True)
    s.caption("Memo 2 " + SMILE + " Both versions")
    s.table(
        [Col("Item", 200), Col("Min", 70, "C"), Col("Max", 90, "C"), Col("Unit", 139, "C")],
        [
            ["Supply voltage VDD", "2.0", "5.5", "V"],
            ["Supply voltage, absolute maximum", "-0.3", "6.0", "V"],
            ["Output source current (IOH)", "", "4", "mA"],
            ["Output sink current (IOL)", "", "8", "mA"],
            ["Cover thickness, plastic or glass", "", "3", "mm"],
            ["Operating temperature", "-20", "+70", DEG],
            ["Storage temperature", "-40", "+85", DEG],
        ],
        7.4,
    )

    s.add_page()
    s.heading(HEART + " Pins and jumpers", 10.5, rule=True)
    s.caption("Memo 3 " + SMILE + " Header pins")
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Function", 359)],
        [
            ["1", "GND", "Ground"],
            ["2", "SIG", "Output, push-pull, swings from GND to VDD"],
            ["3", "VCC", "Supply 2.0 " + ELL + " 5.5 V"],
        ],
        7.4,
    )
    s.caption("Memo 4 " + SMILE + " Solder jumpers A and B on the back")
    s.table(
        [
            Col("A", 60, "C"),
            Col("B", 60, "C"),
            Col("Output while touched", 170),
            Col("Behaviour", 209),
        ],
        [
            ["open", "open", "high", "momentary (default)"],
            ["closed", "open", "low", "momentary"],
            ["open", "closed", "toggles, starts low", "toggle: each touch flips the output"],
            ["closed", "closed", "toggles, starts high", "toggle"],
        ],
        7.4,
    )
    s.heading(HEART + " Hints from the bench", 10.5, rule=True)
    s.bullets(
        [
            "Do not touch the pad for the first 0.5 s after power-up; that is when the key "
            'calibrates. A finger there at power-up is taken as "not touched".',
            "SIG swings to VDD. At 5 V it gives about 5 V high, too much for 3.3 V-only inputs "
            "(ESP32, Raspberry Pi); supply the module from 3.3 V there.",
            "SIG can light an LED through a resistor. It cannot drive a relay coil or a motor.",
            "A touch held for more than about 100 s is forgotten: the key recalibrates and the "
            "output returns to the untouched state.",
            "Keep the wires to the module short; the pad itself must not be extended with a cable.",
        ],
        7.8,
    )
    s.heading(HEART + " FAQ", 10.5, rule=True)
    faq = [
        (
            "Can it trigger a relay module?",
            "Yes, if the relay module has its own transistor or optocoupler input that needs "
            "less than 4 mA. Check whether the relay module switches on a high or a low level and "
            "set jumper A to match.",
        ),
        (
            "Is it waterproof?",
            "No. Water on the cover is read as a touch, and the module itself must stay dry.",
        ),
        (
            "Does it work through wood?",
            "We have only tested plastic and glass covers.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 7.8, bold=True)
        s.para(answer, 7.8)
    s.heading(HEART + " Price list", 10.5, rule=True)
    s.caption("Memo 5 " + SMILE + " Prices in EC$")
    s.table(
        [Col("SKU", 120), Col("Version", 110), Col("Pack", 100, "C"), Col("EC$", 169, "C")],
        [
            ["SG-QTK10", "QTK-10", "1 pc", "2.50"],
            ["SG-QTK10-10", "QTK-10", "10 pcs", "21.00"],
            ["SG-QTK10L", "QTK-10L", "1 pc", "2.75"],
            ["SG-QTK10L-10", "QTK-10L", "10 pcs", "23.50"],
        ],
        7.4,
    )
    return save(s, out / "qtk-10.pdf")
