"""Hold-out 156 datasheets, part 1: a pulse-oximetry and heart-rate sensor IC, a 2.4 GHz
transceiver module, a 2 A stepper motor driver IC with UART and a phototransistor optocoupler.

A Mariehamn (Åland Islands) optical-IC house data sheet ("◵ n  Title" heads, "Table n ◃"
captions, recommended conditions and electrical characteristics in column groups per version,
supply current stacked per mode, a pulse-width table with the sample-rate limit per width, a
register map as decoy and the I2C address only in prose), a Saint-Denis (Réunion) radio-module
house data sheet ("➶ n · Title" heads, "Tab. n ◞" captions, currents, output power and
sensitivity stacked per setting and data rate in version column groups, a unit per line, design
notes and a price list), a Longyearbyen (Svalbard) motion-IC house data sheet ("┌n┐ Title"
heads, "Tbl. n ┘" captions, a version overview, on-resistance stacked per switch and
temperature, logic thresholds per VIO, the UART baud rate and the two-layer current only in
prose, a node-address table and register map as decoys) and a Bangui (Central African Republic)
opto-component house data sheet ("╒ n. TITLE" heads, "Tab. n ‗" captions, Input / Output /
Transfer groups, a CTR rank table, ordering codes per rank and package).
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
QUAD = "\u25f5"  # ◵
LTRI = "\u25c3"  # ◃
ARROW = "\u27b6"  # ➶
ARC = "\u25de"  # ◞
TL, TR, BR = "\u250c", "\u2510", "\u2518"  # ┌ ┐ ┘
DTL = "\u2552"  # ╒
LOWBAR = "\u2017"  # ‗


# ------------------------------------------------ pulse-oximetry sensor IC (Mariehamn)
def efp3016(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="ECKER\u00d6 FOTONIK",
        header_right="EFP3016 / EFP3016G  \u00b7  Data sheet EF-3016  \u00b7  Rev. C",
        footer_left="Ecker\u00f6 Fotonik Ab  \u00b7  Torggatan 9  \u00b7  AX-22100 Mariehamn  \u00b7  "
        "\u00c5land Islands  \u00b7  Rev. C, May 2024",
        footer_right="sid. {page} ({nb})",
        rule_color=(40, 70, 120),
        table_fill=(226, 234, 246),
        accent=(30, 60, 110),
        grid=True,
    )
    s = Sheet(style, "EFP3016 / EFP3016G pulse-oximetry and heart-rate sensor")
    s.add_page()
    s.title_block(
        "EFP3016 / EFP3016G",
        "Reflective Pulse-Oximetry and Heart-Rate Sensor with I" + SQ + "C Interface",
        "Optical module OLGA-14, 5.6 x 3.3 x 1.55 mm  |  EFP3016: red + IR LEDs  |  EFP3016G: "
        "red + IR + green LEDs",
        21,
    )

    def highlights() -> None:
        s.heading(QUAD + " 1  Highlights", 10)
        s.bullets(
            [
                "1.8 V core supply, separate LED supply up to 5.0 V",
                "Shutdown current 0.7 " + MU + "A typ. (EFP3016)",
                "18-bit ADC, 50 " + ELL + " 3200 samples per second",
                "LED current programmable 0 " + ELL + " 51 mA per LED",
                "On-chip die temperature sensor",
                "Ambient-light cancellation, 32-sample FIFO",
                "I" + SQ + "C interface up to 400 kHz",
            ],
            7.8,
        )

    def overview() -> None:
        s.heading(QUAD + " 2  Overview", 10)
        s.para(
            "The EFP3016 is a complete reflective pulse-oximetry and heart-rate front end. It "
            "holds a red (660 nm) and an infrared (880 nm) LED, a photodiode, optical barriers, "
            "low-noise analog signal processing with ambient-light cancellation and an 18-bit "
            "sigma-delta ADC in one module.",
            7.8,
        )
        s.para(
            "The EFP3016G adds a green (537 nm) LED for heart-rate measurement at the wrist. The "
            "green LED has a higher forward voltage, so the EFP3016G needs a higher LED supply "
            "when the green channel is used (Table 2 " + LTRI + ").",
            7.8,
        )
        s.para(
            "The core runs from 1.8 V; the LEDs run from a separate supply VLED, typically a "
            "3.3 V or 5 V rail of the host.",
            7.8,
        )

    s.side_by_side(highlights, overview, 238, 16)
    s.heading(QUAD + " 3  Absolute maximum ratings", 10.5, rule=True)
    s.caption(
        "Table 1 " + LTRI + " Absolute maximum ratings (stresses beyond these may cause "
        "permanent damage)"
    )
    s.table(
        [Col("Parameter", 250), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 109, "C")],
        [
            ["VDD to GND", "-0.3", "2.2", "V"],
            ["VLED to PGND", "-0.3", "6.0", "V"],
            ["SDA, SCL, INT to GND", "-0.3", "6.0", "V"],
            ["PGND to GND", "-0.3", "0.3", "V"],
            ["Continuous input current into any pin", "-20", "20", "mA"],
            ["Operating temperature range", "-40", "+85", DEG],
            ["Storage temperature range", "-40", "+105", DEG],
            ["Soldering temperature (reflow)", "", "+260", DEG],
        ],
        7.4,
    )
    s.heading(QUAD + " 4  Recommended operating conditions", 10.5, rule=True)
    s.caption("Table 2 " + LTRI + " Recommended operating conditions")
    s.table(
        [
            Col("Parameter", 96),
            Col("Conditions", 110),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Unit", 65, "C"),
        ],
        [
            ["Core supply\nvoltage", "VDD", "1.7", "1.8", "2.0", "1.7", "1.8", "2.0", "V"],
            [
                "LED supply\nvoltage",
                "red and IR LEDs only\ngreen LED in use",
                "3.1\n" + DASH,
                "3.3\n" + DASH,
                "5.0\n" + DASH,
                "3.1\n4.0",
                "3.3\n4.5",
                "5.0\n5.0",
                "V",
            ],
            ["Pull-up voltage", "SDA, SCL, INT", "", "", "5.5", "", "", "5.5", "V"],
            ["Ambient temperature", "", "-40", "", "+85", "-40", "", "+85", DEG],
        ],
        7.4,
        head_rows=[["", "", "EFP3016", "<", "<", "EFP3016G", "<", "<", ""]],
    )
    s.para(
        "VDD and VLED may be applied in either order. The pull-up resistors of SDA, SCL and INT "
        "may go to any voltage up to 5.5 V, independent of VDD.",
        7.6,
    )

    s.heading(QUAD + " 5  Pulse width, resolution and sample rate", 10.5, rule=True)
    s.caption(
        "Table 3 " + LTRI + " LED pulse width setting (SpO2 configuration register, bits LED_PW)"
    )
    s.table(
        [
            Col("LED_PW", 60, "C"),
            Col("Pulse width (" + MU + "s)", 100, "C"),
            Col("ADC resolution (bits)", 110, "C"),
            Col("Max. sample rate,\nSpO2 mode (sps)", 115, "C"),
            Col("Max. sample rate,\nHR mode (sps)", 114, "C"),
        ],
        [
            ["00", "69", "15", "3200", "3200"],
            ["01", "118", "16", "1600", "3200"],
            ["10", "215", "17", "1000", "1600"],
            ["11", "411", "18", "400", "1000"],
        ],
        7.3,
    )

    s.add_page()
    s.heading(QUAD + " 6  Electrical characteristics", 10.5, rule=True)
    s.caption(
        "Table 4 " + LTRI + " Electrical characteristics (VDD = 1.8 V, VLED = 3.3 V, "
        "VLED = 5.0 V for the green LED, TA = 25 " + DEG + ")"
    )
    s.table(
        [
            Col("Parameter", 78),
            Col("Symbol", 40, "C"),
            Col("Conditions", 109),
            Col("Min", 33, "C"),
            Col("Typ", 33, "C"),
            Col("Max", 33, "C"),
            Col("Min", 33, "C"),
            Col("Typ", 33, "C"),
            Col("Max", 33, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            [
                "Core supply\ncurrent",
                "I_{DD}",
                "SpO2 mode, 100 sps\nHR mode, 100 sps\nmulti-LED mode, 100 sps",
                "",
                "600\n600\n" + DASH,
                "1200\n1200\n" + DASH,
                "",
                "650\n630\n720",
                "1300\n1250\n1400",
                MU + "A",
            ],
            [
                "Core shutdown\ncurrent",
                "I_{DD,SHDN}",
                "SHDN bit = 1",
                "",
                "0.7",
                "10",
                "",
                "0.9",
                "12",
                MU + "A",
            ],
            [
                "LED supply\nshutdown current",
                "I_{LED,SHDN}",
                "SHDN bit = 1",
                "",
                "0.01",
                "1.0",
                "",
                "0.01",
                "1.0",
                MU + "A",
            ],
            [
                "LED current\nrange",
                "I_{LED}",
                "programmable, per LED",
                "0",
                "",
                "51",
                "0",
                "",
                "51",
                "mA",
            ],
            [
                "LED peak\nwavelength",
                "\u03bb_{P}",
                "red\ninfrared\ngreen",
                "650\n870\n" + DASH,
                "660\n880\n" + DASH,
                "670\n890\n" + DASH,
                "650\n870\n527",
                "660\n880\n537",
                "670\n890\n547",
                "nm",
            ],
            ["ADC resolution", "", "LED_PW = 11", "", "", "18", "", "", "18", "bits"],
            ["Sample rate", "", "programmable", "50", "", "3200", "50", "", "3200", "sps"],
            [
                "Temperature\nsensor accuracy",
                "T_{ACC}",
                "TA = -40 " + ELL + " +85 " + DEG,
                "",
                PM + "1",
                "",
                "",
                PM + "1",
                "",
                DEG,
            ],
            ["Input high\nvoltage", "V_{IH}", "SDA, SCL", "1.4", "", "", "1.4", "", "", "V"],
            ["Input low voltage", "V_{IL}", "SDA, SCL", "", "", "0.4", "", "", "0.4", "V"],
            [
                "Output low\nvoltage",
                "V_{OL}",
                "SDA, INT, I_{SINK} = 6 mA",
                "",
                "",
                "0.4",
                "",
                "",
                "0.4",
                "V",
            ],
            ["I" + SQ + "C clock\nfrequency", "f_{SCL}", "", "0", "", "400", "0", "", "400", "kHz"],
        ],
        7.2,
        head_rows=[["", "", "", "EFP3016", "<", "<", "EFP3016G", "<", "<", ""]],
    )
    s.heading(QUAD + " 7  I" + SQ + "C interface", 10.5, rule=True)
    s.para(
        "The EFP3016 is an I" + SQ + "C slave with the fixed 7-bit address 0x57; the write byte "
        "is therefore 0xAE and the read byte 0xAF. The address cannot be changed, so two "
        "EFP3016 devices need separate buses or a multiplexer. SDA and INT are open-drain "
        "outputs. Because the pull-ups may go to 5.5 V, the part works with 3.3 V and 5 V hosts, "
        "but VDD itself must stay within 1.7 " + ELL + " 2.0 V: never connect VDD to a 3.3 V "
        "rail.",
        7.6,
    )
    s.caption("Table 5 " + LTRI + " Register map (excerpt)")
    s.table(
        [Col("Address", 60, "C"), Col("Register", 170), Col("Reset", 60, "C"), Col("Notes", 209)],
        [
            ["0x00", "Interrupt status 1", "0x00", "read clears"],
            ["0x02", "Interrupt enable 1", "0x00", ""],
            ["0x09", "Mode configuration", "0x00", "bit 7 = SHDN, bits 2:0 = mode"],
            ["0x0A", "SpO2 configuration", "0x00", "ADC range, sample rate, LED_PW"],
            ["0x0C", "LED1 pulse amplitude (red)", "0x00", "0.2 mA per step"],
            ["0x0D", "LED2 pulse amplitude (IR)", "0x00", "0.2 mA per step"],
            ["0x0E", "LED3 pulse amplitude (green)", "0x00", "EFP3016G only"],
            ["0x1F", "Die temperature, integer", "", "two's complement"],
            ["0xFF", "Part ID", "0x16", "read only"],
        ],
        7.2,
    )
    s.heading(QUAD + " 8  Application notes", 10.5, rule=True)
    s.bullets(
        [
            "The EFP3016 delivers raw optical samples. It is not a medical device; SpO2 accuracy "
            "depends on the host algorithm and calibration and is not specified by Ecker\u00f6 "
            "Fotonik.",
            "Place a 1 " + MU + "F capacitor at VDD and 10 " + MU + "F at VLED, close to the pins.",
            "Keep the cover glass thinner than 1 mm and use the optical gasket of the reference "
            "design to block light leaking from the LEDs to the photodiode.",
        ],
        7.6,
    )
    s.caption("Table 6 " + LTRI + " Ordering information")
    s.table(
        [
            Col("Order code", 120),
            Col("LEDs", 150),
            Col("Package", 110, "C"),
            Col("Packing", 119, "C"),
        ],
        [
            ["EFP3016-ORT", "red, infrared", "OLGA-14", "reel, 2500 pcs"],
            ["EFP3016G-ORT", "red, infrared, green", "OLGA-14", "reel, 2500 pcs"],
        ],
        7.2,
    )
    return save(s, out / "efp3016.pdf")


# ------------------------------------------------ 2.4 GHz transceiver module (Saint-Denis)
def maf24(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="MAFATE RADIO",
        header_right="MAF-24 / MAF-24PL  \u00b7  module data sheet MAF-DS-24 v1.4",
        footer_left="Mafate Radio SAS  \u00b7  12 rue Juliette Dodu, 97400 Saint-Denis, La R\u00e9union  "
        "\u00b7  RCS Saint-Denis 812 004 517",
        footer_right="{page} of {nb}",
        rule_color=(20, 120, 90),
        table_fill=(226, 244, 236),
        accent=(10, 96, 70),
        grid=False,
    )
    s = Sheet(style, "MAF-24 / MAF-24PL 2.4 GHz transceiver module")
    s.add_page()
    s.title_block(
        "MAF-24 / MAF-24PL",
        "2.4 GHz GFSK Transceiver Module with SPI Interface",
        "MAF-24: PCB antenna, 29 x 15.2 mm  |  MAF-24PL: PA + LNA front end, SMA connector, "
        "41 x 15.5 mm  |  8-pin 2.54 mm header",
        21,
    )

    def overview() -> None:
        s.heading(ARROW + " 1 \u00b7 Overview", 10)
        s.para(
            "The MAF-24 is a small 2.4 GHz transceiver module for the licence-free ISM band. It "
            "uses a single-chip GFSK transceiver with a hardware packet engine (automatic "
            "acknowledgement and retransmission, six data pipes) and is controlled over a 4-wire "
            "SPI bus plus CE and IRQ.",
            7.8,
        )
        s.para(
            "The MAF-24PL adds a power amplifier (PA) and a low-noise amplifier (LNA) between the "
            "chip and an SMA connector. It reaches about ten times the distance, at the price of a "
            "much higher transmit current and a narrower supply range.",
            7.8,
        )

    def key() -> None:
        s.heading(ARROW + " 2 \u00b7 Key figures", 10)
        s.bullets(
            [
                "2400 " + ELL + " 2525 MHz, 126 channels, 1 MHz steps",
                "Air data rate 250 kbit/s, 1 Mbit/s or 2 Mbit/s",
                "Output power up to 0 dBm (MAF-24) or +20 dBm (MAF-24PL)",
                "Sensitivity down to -104 dBm (MAF-24PL, 250 kbit/s)",
                "SPI up to 10 MHz, 5 V tolerant inputs",
                "Power-down current below 1 " + MU + "A (MAF-24)",
            ],
            7.8,
        )

    s.side_by_side(overview, key, 262, 16)
    s.heading(ARROW + " 3 \u00b7 Module variants", 10.5, rule=True)
    s.caption("Tab. 1 " + ARC + " Variants")
    s.table(
        [
            Col("Variant", 70),
            Col("RF front end", 90),
            Col("Antenna", 120),
            Col("Size", 90, "C"),
            Col("Range, open field,\n250 kbit/s (typ.)", 129, "C"),
        ],
        [
            ["MAF-24", "none", "PCB meander antenna", "29 x 15.2 mm", "about 100 m"],
            ["MAF-24PL", "PA + LNA", "SMA, 2 dBi whip included", "41 x 15.5 mm", "about 1000 m"],
        ],
        7.4,
    )
    s.heading(ARROW + " 4 \u00b7 Absolute maximum ratings", 10.5, rule=True)
    s.caption("Tab. 2 " + ARC + " Absolute maximum ratings")
    s.table(
        [Col("Parameter", 250), Col("Min", 65, "C"), Col("Max", 65, "C"), Col("Unit", 119, "C")],
        [
            ["Supply voltage VCC", "-0.3", "3.6", "V"],
            ["Input voltage on CE, CSN, SCK, MOSI", "-0.3", "5.25", "V"],
            ["Output voltage on MISO, IRQ", "-0.3", "VCC + 0.3", "V"],
            ["RF input level, MAF-24", "", "+10", "dBm"],
            ["RF input level, MAF-24PL (LNA on)", "", "0", "dBm"],
            ["Storage temperature", "-40", "+125", DEG],
        ],
        7.4,
    )
    s.heading(ARROW + " 5 \u00b7 Operating conditions", 10.5, rule=True)
    s.caption("Tab. 3 " + ARC + " Operating conditions")
    s.table(
        [
            Col("Parameter", 110),
            Col("Conditions", 95),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Unit", 66, "C"),
        ],
        [
            ["Supply voltage", "VCC", "1.9", "3.3", "3.6", "2.7", "3.3", "3.6", "V"],
            ["Input high voltage", "CE, CSN, SCK, MOSI", "2.3", "", "5.25", "2.3", "", "5.25", "V"],
            ["Input low voltage", "CE, CSN, SCK, MOSI", "-0.3", "", "0.8", "-0.3", "", "0.8", "V"],
            ["SPI clock", "", "0", "", "10", "0", "", "10", "MHz"],
            ["Ambient temperature", "", "-40", "", "+85", "-20", "", "+70", DEG],
        ],
        7.4,
        head_rows=[["", "", "MAF-24", "<", "<", "MAF-24PL", "<", "<", ""]],
    )

    s.add_page()
    s.heading(ARROW + " 6 \u00b7 Electrical characteristics", 10.5, rule=True)
    s.caption(
        "Tab. 4 "
        + ARC
        + " Current, output power and sensitivity (VCC = 3.3 V, TA = 25 "
        + DEG
        + ")"
    )
    s.table(
        [
            Col("Parameter", 92),
            Col("Conditions", 116),
            Col("Typ", 52, "C"),
            Col("Max", 52, "C"),
            Col("Typ", 52, "C"),
            Col("Max", 52, "C"),
            Col("Unit", 83, "C"),
        ],
        [
            [
                "Supply current,\ntransmit",
                "RF_PWR = 11\nRF_PWR = 10\nRF_PWR = 01\nRF_PWR = 00",
                "11.3\n9.0\n7.5\n7.0",
                "14\n\n\n",
                "115\n78\n52\n38",
                "130\n\n\n",
                "mA",
            ],
            [
                "Output power",
                "RF_PWR = 11\nRF_PWR = 10\nRF_PWR = 01\nRF_PWR = 00",
                "0\n-6\n-12\n-18",
                "",
                "+20\n+14\n+8\n+2",
                "",
                "dBm",
            ],
            [
                "Supply current,\nreceive",
                "2 Mbit/s\n1 Mbit/s\n250 kbit/s",
                "13.5\n13.1\n12.6",
                "16\n\n",
                "26\n25\n24",
                "31\n\n",
                "mA",
            ],
            [
                "Sensitivity,\n0.1 % BER",
                "2 Mbit/s\n1 Mbit/s\n250 kbit/s",
                "-82\n-85\n-94",
                "",
                "-92\n-95\n-104",
                "",
                "dBm",
            ],
            [
                "Standby and\npower-down current",
                "standby-I, CE = 0\npower down",
                "26\n900",
                "\n",
                "36\n1200",
                "",
                MU + "A\nnA",
            ],
            [
                "Start-up time",
                "power down to standby\nstandby to TX or RX",
                "1.5\n130",
                "",
                "1.5\n130",
                "",
                "ms\n" + MU + "s",
            ],
        ],
        7.3,
        head_rows=[["", "", "MAF-24", "<", "MAF-24PL", "<", ""]],
    )
    s.para(
        "RF_PWR is the 2-bit output power field of the RF setup register. The MAF-24PL figures are "
        "measured at the SMA connector. Channel frequency: f = 2400 + RF_CH MHz (RF_CH = 0 "
        + ELL
        + " 125).",
        7.4,
    )
    s.heading(ARROW + " 7 \u00b7 Pins", 10.5, rule=True)
    s.caption("Tab. 5 " + ARC + " Header pins (seen from the top, antenna pointing away)")
    s.table(
        [
            Col("Pin", 40, "C"),
            Col("Name", 60, "C"),
            Col("Direction", 70, "C"),
            Col("Function", 329),
        ],
        [
            ["1", "GND", "", "ground"],
            ["2", "VCC", "", "supply, 1.9 " + ELL + " 3.6 V (MAF-24PL 2.7 " + ELL + " 3.6 V)"],
            ["3", "CE", "in", "chip enable, activates TX or RX"],
            ["4", "CSN", "in", "SPI chip select, active low"],
            ["5", "SCK", "in", "SPI clock"],
            ["6", "MOSI", "in", "SPI data in"],
            ["7", "MISO", "out", "SPI data out, tri-state when CSN is high"],
            ["8", "IRQ", "out", "interrupt, active low"],
        ],
        7.3,
    )
    s.heading(ARROW + " 8 \u00b7 Design notes", 10.5, rule=True)
    s.bullets(
        [
            "VCC must never exceed 3.6 V; do not connect VCC to a 5 V rail. The CE, CSN, SCK and "
            "MOSI inputs tolerate 5 V logic, so a 5 V microcontroller can drive them directly "
            "while the module itself runs from 3.3 V.",
            "The MAF-24PL draws up to 130 mA in transmit bursts. Use a 3.3 V regulator rated for "
            "at least 250 mA and place 10 " + MU + "F plus 100 nF next to VCC. The 3.3 V pin of "
            "many development boards cannot supply this.",
            "Keep two MAF-24PL modules more than 1 m apart when both run at full power; closer "
            "than that the LNA of the receiver is overdriven.",
            "Range figures are typical for line of sight with both antennas 1.5 m above ground. "
            "Walls, foliage and Wi-Fi traffic shorten them.",
        ],
        7.5,
    )
    s.heading(ARROW + " 9 \u00b7 Order and prices", 10.5, rule=True)
    s.caption("Tab. 6 " + ARC + " Price list (EUR excl. VAT, valid from 1 June 2024)")
    s.table(
        [
            Col("Order code", 110),
            Col("Description", 230),
            Col("1 pc", 75, "C"),
            Col("10 pcs", 84, "C"),
        ],
        [
            ["MAF-24", "module with PCB antenna", "3.90", "34.00"],
            ["MAF-24PL", "PA/LNA module with 2 dBi whip antenna", "8.40", "76.00"],
            ["MAF-24PL-N", "PA/LNA module, no antenna", "7.20", "65.00"],
        ],
        7.3,
    )
    return save(s, out / "maf-24.pdf")


# ------------------------------------------------ stepper motor driver IC (Longyearbyen)
def avm2213(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="ADVENTDALEN MOTION",
        header_right="AVM2213 / AVM2213T  |  Data sheet rev. 1.2",
        footer_left="Adventdalen Motion AS  \u00b7  Vei 600, 9170 Longyearbyen, Svalbard  \u00b7  "
        "AVM2213 data sheet rev. 1.2, 2024-04",
        footer_right="ark {page}/{nb}",
        rule_color=(70, 110, 150),
        table_fill=(230, 238, 246),
        accent=(40, 80, 125),
        grid=True,
    )

    def head(n: int, text: str, size: float = 10.5, rule: bool = True) -> None:
        s.heading(TL + str(n) + TR + " " + text, size, rule=rule)

    s = Sheet(style, "AVM2213 / AVM2213T stepper motor driver")
    s.add_page()
    s.title_block(
        "AVM2213 / AVM2213T",
        "Silent 2-Phase Stepper Motor Driver with UART Configuration",
        "4.75 " + ELL + " 28 V motor supply  |  up to 2.0 A RMS  |  microstep interpolation to "
        "1/256  |  QFN-28 (AVM2213) or TSSOP-28 with exposed pad (AVM2213T)",
        21,
    )

    def features() -> None:
        head(1, "Features", 10, rule=False)
        s.bullets(
            [
                "Motor supply 4.75 " + ELL + " 28 V",
                "Coil current up to 2.0 A RMS, 2.8 A peak (AVM2213)",
                "STEP/DIR interface, 8 to 64 microsteps by pins",
                "Interpolation to 256 microsteps",
                "Single-wire UART for current, microsteps and diagnostics",
                "Quiet voltage-mode chopper and fast current-mode chopper",
                "Load measurement for sensorless homing",
                "Internal sense resistors optional",
            ],
            7.6,
        )

    def description() -> None:
        head(2, "Description", 10, rule=False)
        s.para(
            "The AVM2213 drives one two-phase bipolar stepper motor with two full H-bridges. It "
            "runs stand-alone from STEP, DIR and two microstep pins, or it is configured over a "
            "single-wire UART shared with up to three more drivers.",
            7.6,
        )
        s.para(
            "The AVM2213T is the same die in a TSSOP-28 package with exposed pad. Its higher "
            "thermal resistance limits the continuous coil current (Tbl. 1).",
            7.6,
        )
        s.para(
            "Typical uses: 3D printers, small CNC machines, camera sliders, office automation.",
            7.6,
        )

    s.side_by_side(features, description, 250, 16)
    head(3, "Version overview")
    s.caption("Tbl. 1 " + BR + " Versions")
    s.table(
        [
            Col("Parameter", 170),
            Col("AVM2213", 120, "C"),
            Col("AVM2213T", 120, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Package", "QFN-28, 5 x 5 mm", "TSSOP-28 EP", ""],
            ["Motor coil current, RMS (continuous)", "2.0", "1.4", "A"],
            ["Motor coil current, peak", "2.8", "2.0", "A"],
            ["Thermal resistance, junction to ambient", "30", "45", "K/W"],
            ["Order code (reel)", "AVM2213-QR", "AVM2213T-TR", ""],
        ],
        7.4,
    )
    head(4, "Absolute maximum ratings")
    s.caption("Tbl. 2 " + BR + " Absolute maximum ratings")
    s.table(
        [
            Col("Parameter", 250),
            Col("Symbol", 60, "C"),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Motor supply voltage", "V_{M}", "-0.5", "30", "V"],
            ["Logic I/O supply voltage", "V_{IO}", "-0.5", "6.0", "V"],
            ["Logic input voltage", "V_{I}", "-0.5", "6.0", "V"],
            ["Junction temperature", "T_{J}", "-50", "150", DEG],
            ["Storage temperature", "T_{STG}", "-55", "150", DEG],
        ],
        7.4,
    )
    head(5, "Operating range")
    s.caption("Tbl. 3 " + BR + " Operating range")
    s.table(
        [
            Col("Parameter", 250),
            Col("Symbol", 60, "C"),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Motor supply voltage", "V_{M}", "4.75", "28", "V"],
            ["Logic I/O supply voltage", "V_{IO}", "3.0", "5.25", "V"],
            ["Ambient temperature", "T_{A}", "-40", "+125", DEG],
        ],
        7.4,
    )

    s.add_page()
    head(6, "DC characteristics")
    s.caption(
        "Tbl. 4 "
        + BR
        + " DC characteristics (VM = 24 V, VIO = 3.3 V, TA = 25 "
        + DEG
        + " unless noted)"
    )
    s.table(
        [
            Col("Parameter", 96),
            Col("Conditions", 126),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            [
                "Motor supply\ncurrent",
                "drivers on, standstill\ndrivers off, EN high",
                "",
                "8\n1.2",
                "12\n2.0",
                "",
                "8\n1.2",
                "12\n2.0",
                "mA",
            ],
            ["VIO supply current", "no UART traffic", "", "15", "30", "", "15", "30", MU + "A"],
            [
                "On-resistance,\nlow side",
                "TJ = 25 " + DEG + "\nTJ = 150 " + DEG,
                "",
                "0.17\n0.26",
                "0.20\n",
                "",
                "0.25\n0.38",
                "0.30\n",
                OHM,
            ],
            [
                "On-resistance,\nhigh side",
                "TJ = 25 " + DEG + "\nTJ = 150 " + DEG,
                "",
                "0.18\n0.28",
                "0.21\n",
                "",
                "0.27\n0.41",
                "0.32\n",
                OHM,
            ],
            [
                "Input high voltage",
                "VIO = 3.3 V\nVIO = 5.0 V",
                "2.15\n3.25",
                "",
                "",
                "2.15\n3.25",
                "",
                "",
                "V",
            ],
            [
                "Input low voltage",
                "VIO = 3.3 V\nVIO = 5.0 V",
                "",
                "",
                "1.15\n1.75",
                "",
                "",
                "1.15\n1.75",
                "V",
            ],
            ["Internal clock", "", "11", "12", "13", "11", "12", "13", "MHz"],
            [
                "Overtemperature\nthresholds",
                "prewarning\nshutdown",
                "",
                "120\n143",
                "",
                "",
                "120\n143",
                "",
                DEG,
            ],
        ],
        7.3,
        head_rows=[["", "", "AVM2213", "<", "<", "AVM2213T", "<", "<", ""]],
    )
    head(7, "UART interface")
    s.para(
        "PDN_UART is a single-wire, half-duplex UART. The driver detects the baud rate from the "
        "sync nibble of each request; any rate from 9600 bit/s to 500 000 bit/s works. Connect "
        "the host TX through 1 k" + OHM + " to PDN_UART and the host RX directly. PDN_UART and "
        "all logic inputs are referenced to VIO: with VIO = 3.3 V do not drive the pin from a "
        "5 V UART.",
        7.5,
    )
    s.para(
        "Up to four drivers share one UART line. Each answers to the node address set by MS1 and "
        "MS2 at power-up (Tbl. 5); a fifth driver needs a second line.",
        7.5,
    )
    s.caption("Tbl. 5 " + BR + " Node address and stand-alone microsteps")
    s.table(
        [
            Col("MS2", 60, "C"),
            Col("MS1", 60, "C"),
            Col("UART node address", 130, "C"),
            Col("Microsteps, stand-alone mode", 249, "C"),
        ],
        [
            ["GND", "GND", "0", "8"],
            ["GND", "VIO", "1", "32"],
            ["VIO", "GND", "2", "64"],
            ["VIO", "VIO", "3", "16"],
        ],
        7.3,
    )
    s.caption("Tbl. 6 " + BR + " Register map (excerpt)")
    s.table(
        [Col("Address", 60, "C"), Col("Name", 100), Col("Access", 60, "C"), Col("Function", 279)],
        [
            ["0x00", "GCONF", "RW", "global configuration"],
            ["0x10", "IHOLD_IRUN", "W", "run and hold current, 0 " + ELL + " 31 (1/32 steps)"],
            ["0x22", "VACTUAL", "W", "internal velocity, replaces STEP pulses"],
            ["0x40", "SGTHRS", "W", "load threshold for sensorless homing"],
            ["0x6C", "CHOPCONF", "RW", "chopper and microstep resolution"],
            ["0x6F", "DRV_STATUS", "R", "temperature flags, open load, short"],
        ],
        7.2,
    )
    head(8, "Thermal notes")
    s.para(
        "The continuous ratings of Tbl. 1 assume a four-layer board with at least 6 cm"
        + SQ
        + " of copper per layer around the driver and vias under the exposed pad. On a two-layer "
        "board count on 1.2 A RMS (AVM2213) or 0.9 A RMS (AVM2213T). The driver reduces the "
        "current by itself when the prewarning flag is set only if the host enables this in "
        "GCONF.",
        7.5,
    )
    s.para(
        "Motor supply: place at least 100 " + MU + "F low-ESR electrolytic plus 100 nF ceramic "
        "next to VM. Never disconnect the motor while the driver is powered.",
        7.5,
    )
    return save(s, out / "avm2213.pdf")


# ------------------------------------------------ phototransistor optocoupler (Bangui)
def oqc1201(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="OUBANGUI OPTO",
        header_right="OQC-1201 series  \u00b7  Phototransistor optocoupler",
        footer_left="Oubangui Opto SARL  \u00b7  Avenue Barth\u00e9lemy Boganda, Bangui, "
        "R\u00e9publique centrafricaine  \u00b7  Doc. OQ-1201-E, edition 4",
        footer_right="sheet {page} \u00b7 {nb}",
        rule_color=(190, 90, 20),
        table_fill=None,
        accent=(150, 60, 10),
        grid=False,
    )

    def head(n: int, text: str) -> None:
        s.heading(DTL + " " + str(n) + ". " + text.upper(), 10.5, rule=True)

    s = Sheet(style, "OQC-1201 series phototransistor optocoupler")
    s.add_page()
    s.title_block(
        "OQC-1201 series",
        "Single-Channel Phototransistor Optocoupler",
        "DIP-4 (OQC-1201) and SMD-4 gull-wing (OQC-1201S)  |  CTR ranks A, B, C, D  |  "
        "5000 Vrms isolation",
        22,
    )

    def features() -> None:
        s.heading("Features", 10)
        s.bullets(
            [
                "Current transfer ratio 50 " + ELL + " 600 % at IF = 5 mA, four ranks",
                "Collector-emitter voltage 80 V",
                "Isolation voltage 5000 Vrms for 1 minute",
                "Creepage 7.0 mm (DIP-4)",
                "Lead-free and RoHS compliant",
            ],
            7.8,
        )

    def description() -> None:
        s.heading("Description", 10)
        s.para(
            "The OQC-1201 contains an infrared emitting diode optically coupled to an NPN silicon "
            "phototransistor. It passes digital and slow analog signals between circuits at "
            "different potentials: microcontroller inputs from 12 V or 24 V field signals, mains "
            "zero-cross detection or feedback in switching power supplies.",
            7.8,
        )

    s.side_by_side(features, description, 230, 16)
    head(1, "Absolute maximum ratings (Ta = 25 " + DEG + ")")
    s.caption("Tab. 1 " + LOWBAR + " Absolute maximum ratings")
    s.table(
        [
            Col("", 60),
            Col("Parameter", 190),
            Col("Symbol", 60, "C"),
            Col("Rating", 90, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Input", "Forward current", "I_{F}", "50", "mA"],
            ["", "Peak forward current (1)", "I_{FP}", "1", "A"],
            ["", "Reverse voltage", "V_{R}", "6", "V"],
            ["", "Power dissipation", "P", "70", "mW"],
            ["Output", "Collector-emitter voltage", "V_{CEO}", "80", "V"],
            ["", "Emitter-collector voltage", "V_{ECO}", "6", "V"],
            ["", "Collector current", "I_{C}", "50", "mA"],
            ["", "Collector power dissipation", "P_{C}", "150", "mW"],
            ["", "Total power dissipation", "P_{tot}", "200", "mW"],
            ["", "Isolation voltage (2)", "V_{iso}", "5000", "Vrms"],
            ["", "Operating temperature", "T_{opr}", "-30 ~ +100", DEG],
            ["", "Storage temperature", "T_{stg}", "-55 ~ +125", DEG],
            ["", "Soldering temperature (3)", "T_{sol}", "260", DEG],
        ],
        7.4,
    )
    s.para(
        "(1) Pulse width " + LE + " 100 " + MU + "s, duty ratio 0.001.  (2) 40 " + ELL + " 60 %RH, "
        "AC for 1 minute, pins 1-2 shorted and pins 3-4 shorted.  (3) For 10 s, 1.6 mm below the "
        "body.",
        7.2,
    )
    head(2, "Electro-optical characteristics (Ta = 25 " + DEG + ")")
    s.caption("Tab. 2 " + LOWBAR + " Electro-optical characteristics")
    s.table(
        [
            Col("", 48),
            Col("Parameter", 108),
            Col("Symbol", 50, "C"),
            Col("Conditions", 127),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Unit", 58, "C"),
        ],
        [
            ["Input", "Forward voltage", "V_{F}", "IF = 20 mA", "", "1.2", "1.4", "V"],
            ["", "Peak forward voltage", "V_{FM}", "IFM = 0.5 A", "", "", "3.0", "V"],
            ["", "Reverse current", "I_{R}", "VR = 4 V", "", "", "10", MU + "A"],
            ["", "Terminal capacitance", "C_{t}", "V = 0, f = 1 kHz", "", "30", "250", "pF"],
            [
                "Output",
                "Collector dark current",
                "I_{CEO}",
                "VCE = 50 V, IF = 0",
                "",
                "",
                "100",
                "nA",
            ],
            ["", "C-E breakdown voltage", "BV_{CEO}", "IC = 0.1 mA, IF = 0", "80", "", "", "V"],
            [
                "",
                "E-C breakdown voltage",
                "BV_{ECO}",
                "IE = 10 " + MU + "A, IF = 0",
                "6",
                "",
                "",
                "V",
            ],
            [
                "Transfer",
                "Current transfer ratio",
                "CTR",
                "IF = 5 mA, VCE = 5 V",
                "50",
                "",
                "600",
                "%",
            ],
            [
                "",
                "C-E saturation voltage",
                "V_{CE(sat)}",
                "IF = 20 mA, IC = 1 mA",
                "",
                "0.1",
                "0.2",
                "V",
            ],
            [
                "",
                "Isolation resistance",
                "R_{ISO}",
                "DC 500 V, 40 " + ELL + " 60 %RH",
                "5" + TIMES + "10^{10}",
                "10^{11}",
                "",
                OHM,
            ],
            ["", "Floating capacitance", "C_{f}", "V = 0, f = 1 MHz", "", "0.6", "1.0", "pF"],
            [
                "",
                "Cut-off frequency",
                "f_{c}",
                "VCE = 5 V, IC = 2 mA,\nRL = 100 " + OHM + ", -3 dB",
                "",
                "80",
                "",
                "kHz",
            ],
            [
                "",
                "Rise time\nFall time",
                "t_{r}\nt_{f}",
                "VCE = 2 V, IC = 2 mA,\nRL = 100 " + OHM,
                "",
                "4\n3",
                "18\n18",
                MU + "s",
            ],
        ],
        7.2,
    )

    s.add_page()
    head(3, "CTR rank table")
    s.caption("Tab. 3 " + LOWBAR + " CTR ranks (IF = 5 mA, VCE = 5 V, Ta = 25 " + DEG + ")")
    s.table(
        [
            Col("Rank mark", 80, "C"),
            Col("CTR min (%)", 90, "C"),
            Col("CTR max (%)", 90, "C"),
            Col("DIP-4 order code", 120, "C"),
            Col("SMD-4 order code", 119, "C"),
        ],
        [
            ["A", "80", "160", "OQC-1201A", "OQC-1201SA"],
            ["B", "130", "260", "OQC-1201B", "OQC-1201SB"],
            ["C", "200", "400", "OQC-1201C", "OQC-1201SC"],
            ["D", "300", "600", "OQC-1201D", "OQC-1201SD"],
            ["none", "50", "600", "OQC-1201", "OQC-1201S"],
        ],
        7.4,
    )
    s.caption(
        "Tab. 4 " + LOWBAR + " Typical CTR against forward current (rank B, VCE = 5 V, "
        "Ta = 25 " + DEG + ")"
    )
    s.table(
        [
            Col("Forward current IF", 170, "C"),
            Col("1 mA", 82, "C"),
            Col("5 mA", 82, "C"),
            Col("10 mA", 82, "C"),
            Col("20 mA", 83, "C"),
        ],
        [["CTR, typ. (%)", "110", "190", "180", "150"]],
        7.4,
    )
    s.para(
        "The CTR falls at low forward current and at high temperature and it ages with the LED. "
        "Design the output so that it still works with the minimum CTR of the rank at the "
        "forward current you use.",
        7.4,
    )
    head(4, "Pin configuration and packing")
    s.caption("Tab. 5 " + LOWBAR + " Pins")
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 120), Col("Pin", 60, "C"), Col("Name", 259)],
        [["1", "Anode", "4", "Collector"], ["2", "Cathode", "3", "Emitter"]],
        7.4,
    )
    s.caption("Tab. 6 " + LOWBAR + " Packing")
    s.table(
        [
            Col("Package", 120),
            Col("Suffix", 80, "C"),
            Col("Packing", 160),
            Col("Quantity", 139, "C"),
        ],
        [
            ["DIP-4", "none", "tube", "100 pcs"],
            ["SMD-4 gull-wing", "S", "tape and reel, 16 mm", "1000 pcs"],
        ],
        7.4,
    )
    head(5, "Application notes")
    s.bullets(
        [
            "Input resistor: R = (V_drive - VF) / IF. From a 3.3 V output at IF = 5 mA: about "
            "(3.3 V - 1.2 V) / 5 mA = 420 " + OHM + "; use 390 " + OHM + " or 430 " + OHM + ".",
            "Output pull-up: the collector current the load needs must stay below IF "
            + TIMES
            + " CTR(min). With rank A at IF = 5 mA the output sinks at least 4 mA.",
            "Speed: the phototransistor output is slow. The OQC-1201 is intended for signals up "
            "to 19.2 kbit/s; use a high-speed logic-output coupler for faster serial data.",
            "Isolation: the 5000 Vrms rating is a one-minute type test between the input and "
            "output pins. This data sheet does not state a reinforced-insulation approval for "
            "any equipment standard.",
            "Do not exceed IC = 50 mA: the output cannot drive relay coils or lamps directly; add "
            "a transistor stage.",
        ],
        7.6,
    )
    head(6, "Marking")
    s.para(
        'Top side: Oubangui logo, "1201", rank mark (A, B, C, D or blank), two-digit year '
        "code and week code. Pin 1 is marked by a dot.",
        7.6,
    )
    return save(s, out / "oqc-1201.pdf")
