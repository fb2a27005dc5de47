"""Hold-out 127 datasheets, part 2: a sub-GHz FSK radio module, a UV-index sensor IC, an
RGB LED strip driver board and a real-time clock IC with battery backup.

A Dushanbe (Tajikistan) radio-module house data sheet ("▰ n." heads, bilingual
"Ҷадвали n / Table n —" captions above full-grid tables, receive sensitivity stacked per
bit rate, transmit current stacked per output power, pin, register and ordering tables as
decoys), a Monaco opto-sensor fabless data sheet ("n: UPPER-CASE" heads, bilingual
"Tableau n / Table n –" captions, grey rules only without fill, conversion time per
resolution, address per version), a Georgetown (Guyana) maker-store product sheet ("✳"
heads, G$ prices, column groups per board version, output current stacked per number of
channels on, strip examples and FAQ) and a San Marino timing-IC house data sheet ("n —
Title" heads, "Tbl n —" captions, column groups per crystal / TCXO version with stacked
timekeeping and backup currents, register map as a decoy).
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
DELTA = "\u0394"
LAMBDA = "\u03bb"


# ---------------------------------------------------- sub-GHz FSK radio module (Dushanbe)
def dfks50(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="VARZOB RADIO SYSTEMS",
        header_right="DFK-S50 series  \u00b7  Sub-GHz FSK transceiver module  \u00b7  Datasheet v1.5",
        footer_left="Varzob Radio Systems LLC  \u00b7  48 Rudaki Ave, Dushanbe 734025, Tajikistan  "
        "\u00b7  \u0418\u0420\u041c 0210045871",
        footer_right="\u0421\u0430\u04b3\u0438\u0444\u0430 {page} \u0430\u0437 {nb} / Page {page} of {nb}",
        rule_color=(120, 95, 30),
        table_fill=(250, 246, 228),
        accent=(95, 72, 15),
        grid=True,
    )
    cap = "\u04b6\u0430\u0434\u0432\u0430\u043b\u0438 "  # "Table" in Tajik
    s = Sheet(style, "DFK-S50 / DFK-S50H sub-GHz FSK transceiver module")
    s.add_page()
    s.title_block(
        "DFK-S50 / DFK-S50H",
        "Sub-GHz FSK / GFSK / OOK Transceiver Module with SPI Interface",
        "433 / 868 / 915 MHz band variants  \u00b7  +13 dBm (DFK-S50) or +20 dBm (DFK-S50H)  "
        "\u00b7  16 " + TIMES + " 16 mm, castellated pads  \u00b7  Datasheet v1.5, 2024-02",
        20,
    )

    def features() -> None:
        s.heading("\u25b0 1. Key features", 10)
        s.bullets(
            [
                "FSK, GFSK and OOK modulation, 1.2 to 300 kbps",
                "Output power up to +13 dBm (DFK-S50) or +20 dBm (DFK-S50H)",
                "Receive sensitivity down to -120 dBm at 1.2 kbps",
                "1.8 V to 3.6 V supply, 0.1 " + MU + "A sleep current",
                "4-wire SPI up to 10 MHz, six DIO pins for interrupts",
                "66-byte FIFO, packet engine with CRC and AES-128",
                "Band variants -433, -868 and -915",
            ],
            7.5,
            "\u25aa",
        )

    def general() -> None:
        s.heading("\u25b0 2. General description", 10)
        s.para(
            "The DFK-S50 is a complete sub-GHz radio on a 16 " + TIMES + " 16 mm board: "
            "transceiver IC, 32 MHz crystal, matching network, harmonic filter and an antenna "
            "pad. A host microcontroller controls it through SPI and reads packet events from "
            "the DIO pins. The DFK-S50H adds a high-power amplifier path for +20 dBm.",
            7.5,
        )
        s.para(
            "Applications: sensor networks, remote controls, meter reading, alarm systems and "
            "home automation.",
            7.5,
        )

    s.side_by_side(features, general, 250, 16)
    s.heading("\u25b0 3. RF characteristics", 10)
    s.caption(cap + "1 / Table 1 " + DASH + " RF characteristics (VDD = 3.3 V, TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 112),
            Col("Conditions", 150),
            Col("DFK-S50", 84, "C"),
            Col("DFK-S50H", 84, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            [
                "Frequency band",
                "band variant -433\nband variant -868\nband variant -915",
                "424 " + ELL + " 510\n862 " + ELL + " 890\n902 " + ELL + " 928",
                "424 " + ELL + " 510\n862 " + ELL + " 890\n902 " + ELL + " 928",
                "MHz",
            ],
            ["Modulation", "", "FSK, GFSK, OOK", "FSK, GFSK, OOK", ""],
            [
                "Bit rate",
                "FSK / GFSK\nOOK",
                "1.2 " + ELL + " 300\n1.2 " + ELL + " 32.768",
                "1.2 " + ELL + " 300\n1.2 " + ELL + " 32.768",
                "kbps",
            ],
            ["Output power", "programmable, 1 dB steps", "-18 " + ELL + " +13", "-2 " + ELL + " +20",
             "dBm"],
            [
                "Receiver\nsensitivity",
                "FSK 1.2 kbps, " + DELTA + "f = 5 kHz\nFSK 4.8 kbps, " + DELTA + "f = 5 kHz\n"
                "GFSK 38.4 kbps, " + DELTA + "f = 20 kHz",
                "-120\n-116\n-107",
                "-120\n-116\n-107",
                "dBm",
            ],
            ["Adjacent channel rejection", "25 kHz offset", "42", "42", "dB"],
            ["Reference frequency tolerance", "32 MHz crystal, 25 " + DEG, PM + "10", PM + "10",
             "ppm"],
        ],
        7.4,
        head_rows=[["", "", "Version", "<", ""]],
    )
    s.heading("\u25b0 4. Electrical characteristics", 10)
    s.caption(cap + "2 / Table 2 " + DASH + " Electrical characteristics (TA = 25 " + DEG
              + ", both versions unless noted)")
    s.table(
        [
            Col("Parameter", 112),
            Col("Symbol", 52, "C"),
            Col("Conditions", 140),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 63, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "", "1.8", "3.3", "3.6", "V"],
            ["Supply voltage,\n+20 dBm operation", "V_{DD}", "DFK-S50H, high-power PA", "2.7",
             "3.3", "3.6", "V"],
            [
                "Supply current,\ntransmit",
                "I_{DD,TX}",
                "+13 dBm (DFK-S50)\n+17 dBm (DFK-S50H)\n+20 dBm (DFK-S50H)",
                "",
                "45\n95\n130",
                "55\n110\n150",
                "mA",
            ],
            ["Supply current, receive", "I_{DD,RX}", "", "", "16", "18", "mA"],
            ["Standby current", "I_{STBY}", "crystal running", "", "1.25", "1.5", "mA"],
            ["Sleep current", "I_{SLEEP}", "all blocks off", "", "0.1", "1", MU + "A"],
            ["SPI clock", "f_{SCK}", "", "", "", "10", "MHz"],
            ["Input high voltage", "V_{IH}", "NSS, SCK, MOSI, RESET", "0.8 VDD", "", "VDD + 0.3",
             "V"],
            ["Output high voltage", "V_{OH}", "MISO, DIO0-5, IOH = -1 mA", "0.9 VDD", "", "", "V"],
            ["Operating temperature", "T_{A}", "", "-40", "", "+85", DEG],
        ],
        7.4,
    )

    s.add_page()
    s.heading("\u25b0 5. Absolute maximum ratings", 10)
    s.caption(cap + "3 / Table 3 " + DASH + " Absolute maximum ratings")
    s.table(
        [Col("Parameter", 260), Col("Min", 70, "C"), Col("Max", 90, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage VDD", "-0.5", "3.9", "V"],
            ["Voltage on any digital pin", "-0.5", "VDD + 0.5", "V"],
            ["RF input level at the antenna pad", "", "+6", "dBm"],
            ["Storage temperature", "-55", "+115", DEG],
            ["ESD, human-body model", "", "2", "kV"],
        ],
        7.4,
    )
    s.heading("\u25b0 6. Pin assignment", 10)
    s.caption(cap + "4 / Table 4 " + DASH + " Pads")
    s.table(
        [Col("Pad", 34, "C"), Col("Name", 56, "C"), Col("Function", 160), Col("Pad", 34, "C"),
         Col("Name", 56, "C"), Col("Function", 159)],
        [
            ["1", "GND", "Ground", "9", "DIO2", "Digital I/O, data in continuous mode"],
            ["2", "MISO", "SPI data out", "10", "DIO1", "Digital I/O, FIFO level"],
            ["3", "MOSI", "SPI data in", "11", "DIO0", "Digital I/O, packet sent / ready"],
            ["4", "SCK", "SPI clock", "12", "VDD", "Supply 1.8 " + ELL + " 3.6 V"],
            ["5", "NSS", "SPI chip select, active low", "13", "GND", "Ground"],
            ["6", "RESET", "Reset, active high", "14", "ANT", "Antenna, 50 " + OHM],
            ["7", "DIO5", "Digital I/O, mode ready", "15", "GND", "Ground"],
            ["8", "DIO3", "Digital I/O, RSSI / preamble", "16", "DIO4", "Digital I/O, PLL lock"],
        ],
        7.2,
    )
    s.heading("\u25b0 7. Register excerpt", 10)
    s.caption(cap + "5 / Table 5 " + DASH + " Frequently used registers (reset values)")
    s.table(
        [Col("Address", 70, "C"), Col("Name", 120), Col("Reset", 70, "C"), Col("Meaning", 239)],
        [
            ["0x01", "RegOpMode", "0x04", "Standby mode"],
            ["0x03", "RegBitrateMsb", "0x1A", "With 0x04 = 0x0B: 4.8 kbps"],
            ["0x05", "RegFdevMsb", "0x00", "With 0x06 = 0x52: 5 kHz deviation"],
            ["0x11", "RegPaLevel", "0x9F", "PA0 on, +13 dBm"],
            ["0x29", "RegRssiThresh", "0xE4", "-114 dBm detection threshold"],
        ],
        7.2,
    )
    s.heading("\u25b0 8. Design notes", 10)
    s.bullets(
        [
            "The SPI and DIO pins are not 5 V tolerant. With a 5 V Arduino, power VDD from a "
            "3.3 V regulator and put a level shifter on NSS, SCK, MOSI and RESET.",
            "+20 dBm (DFK-S50H) needs VDD of at least 2.7 V. Below 2.7 V, limit the output "
            "power to +17 dBm.",
            "Size the 3.3 V supply for the transmit peak: 150 mA for the DFK-S50H at +20 dBm. "
            "A CR2032 coin cell cannot deliver the transmit current of either version; use "
            "2 " + TIMES + " AA cells, a Li-ion cell with a regulator, or a mains supply.",
            "Line-of-sight range at 4.8 kbps with a " + LAMBDA + "/4 whip antenna: about 600 m "
            "(DFK-S50, +13 dBm) or 1.5 km (DFK-S50H, +20 dBm).",
            "The DFK-S50 uses FSK, GFSK and OOK only; it cannot talk to LoRa devices.",
            "In the 868 MHz band, observe the duty-cycle limit of the sub-band you transmit in "
            "(often 1 %).",
        ],
        7.4,
        "\u25aa",
    )
    s.heading("\u25b0 9. Ordering information", 10)
    s.caption(cap + "6 / Table 6 " + DASH + " Ordering codes")
    s.table(
        [Col("Ordering code", 120), Col("Band", 100, "C"), Col("Max. output power", 130, "C"),
         Col("Packing", 149, "C")],
        [
            ["DFK-S50-433", "433 MHz", "+13 dBm", "tray, 90 pcs"],
            ["DFK-S50-868", "868 MHz", "+13 dBm", "tray, 90 pcs"],
            ["DFK-S50-915", "915 MHz", "+13 dBm", "tray, 90 pcs"],
            ["DFK-S50H-433", "433 MHz", "+20 dBm", "tray, 90 pcs"],
            ["DFK-S50H-868", "868 MHz", "+20 dBm", "tray, 90 pcs"],
            ["DFK-S50H-915", "915 MHz", "+20 dBm", "tray, 90 pcs"],
        ],
        7.2,
    )
    return save(s, out / "dfk-s50.pdf")


# ------------------------------------------------------------ UV-index sensor IC (Monaco)
def mxu6071(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="HERCULE PHOTONICS",
        header_right="MXU6071 " + DASH + " UV-index and ambient-light sensor",
        footer_left="Hercule Photonics S.A.M.  \u00b7  7 rue du Gabian, 98000 Monaco (Fontvieille)  "
        "\u00b7  RCI 21 S 08642  \u00b7  Fiche technique MXU6071 r\u00e9v. C",
        footer_right="{page} / {nb}",
        rule_color=(140, 140, 140),
        table_fill=None,
        accent=(190, 20, 45),
        grid=False,
    )
    s = Sheet(style, "MXU6071 UV-index and ambient-light sensor")
    s.add_page()
    s.title_block(
        "MXU6071",
        "UV-Index (UVA + UVB) and Ambient-Light Sensor with I" + SQ + "C Interface",
        "Versions MXU6071-0 and MXU6071-1 (factory-set I" + SQ + "C address)  \u00b7  ODFN-6, "
        "2.0 " + TIMES + " 2.0 " + TIMES + " 0.65 mm  \u00b7  Datasheet rev. C, January 2024",
        22,
    )

    def features() -> None:
        s.heading("1: FEATURES", 10)
        s.bullets(
            [
                "UV channel (UVS) for UV index, 280 to 400 nm",
                "Ambient-light channel (ALS) with photopic response",
                "13- to 20-bit resolution, gain 1 to 18",
                "1.7 V to 3.6 V supply",
                "110 " + MU + "A active, under 1 " + MU + "A standby",
                "I" + SQ + "C Fast mode (400 kHz), interrupt output",
                "-40 " + DEG + " to +85 " + DEG + " operation",
            ],
            7.8,
            "\u2013",
        )

    def description() -> None:
        s.heading("2: DESCRIPTION", 10)
        s.para(
            "The MXU6071 combines a UV photodiode with a UVA / UVB filter, a photopic "
            "ambient-light photodiode and a 20-bit integrating ADC in a 2 " + TIMES + " 2 mm "
            "package. The host reads the UV count and computes the UV index; the ALS count "
            "gives illuminance in lux. Two versions with different I" + SQ + "C addresses let "
            "two sensors share one bus.",
            7.8,
        )
        s.para(
            "Applications: wearables, weather stations, smartphones, outdoor displays and "
            "sun-exposure monitors.",
            7.8,
        )

    s.side_by_side(features, description, 235, 18)
    s.heading("3: ELECTRICAL CHARACTERISTICS", 10, rule=True)
    s.caption("Tableau 1 / Table 1 " + NDASH + " Electrical characteristics (VDD = 1.8 V, TA = 25 "
              + DEG + ", unless otherwise noted)")
    s.table(
        [
            Col("Parameter", 118),
            Col("Symbol", 48, "C"),
            Col("Conditions", 140),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 61, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "", "1.7", "1.8", "3.6", "V"],
            ["Supply current,\nUV mode", "I_{DD}", "20-bit, gain 18, active", "", "110", "140",
             MU + "A"],
            ["Supply current,\nALS mode", "I_{DD}", "18-bit, gain 3, active", "", "95", "120",
             MU + "A"],
            ["Standby current", "I_{STBY}", "ACTIVE bit = 0", "", "0.8", "1.5", MU + "A"],
            ["Power-on reset threshold", "V_{POR}", "", "", "1.3", "", "V"],
            ["I" + SQ + "C clock frequency", "f_{SCL}", "", "", "", "400", "kHz"],
            ["SDA, SCL input high", "V_{IH}", "", "1.26", "", "VDD + 0.3", "V"],
            ["SDA, SCL input low", "V_{IL}", "", "", "", "0.54", "V"],
            ["SDA, INT output low", "V_{OL}", "I_{OL} = 3 mA", "", "", "0.4", "V"],
            ["Operating temperature", "T_{A}", "", "-40", "", "+85", DEG],
        ],
        7.6,
    )
    s.heading("4: OPTICAL CHARACTERISTICS", 10, rule=True)
    s.caption("Tableau 2 / Table 2 " + NDASH + " Optical characteristics (TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 150),
            Col("Conditions", 170),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 47, "C"),
        ],
        [
            ["UVS spectral range", "50 % of peak", "280", "", "400", "nm"],
            ["UVS peak wavelength", "", "", "320", "", "nm"],
            ["UV sensitivity", "20-bit, gain 18", "", "2300", "", "counts/UVI"],
            ["ALS peak wavelength", "", "", "550", "", "nm"],
            ["Illuminance range", "ALS, gain 18 " + ELL + " gain 1", "0.02", "", "78 000", "lx"],
            ["ALS dark count", "0 lx, 20-bit, gain 18", "", "", "5", "counts"],
        ],
        7.6,
    )
    s.heading("5: RESOLUTION AND CONVERSION TIME", 10, rule=True)
    s.caption("Tableau 3 / Table 3 " + NDASH + " Resolution setting (MEAS_RATE bits 6:4)")
    s.table(
        [
            Col("Setting", 70, "C"),
            Col("100", 60, "C"),
            Col("000", 60, "C"),
            Col("001", 60, "C"),
            Col("010", 60, "C"),
            Col("011", 60, "C"),
            Col("101", 60, "C"),
            Col("", 69),
        ],
        [
            ["Resolution", "20 bit", "19 bit", "18 bit", "17 bit", "16 bit", "13 bit", ""],
            ["Conversion time", "400 ms", "200 ms", "100 ms", "50 ms", "25 ms", "12.5 ms", ""],
        ],
        7.6,
    )

    s.add_page()
    s.heading("6: ABSOLUTE MAXIMUM RATINGS", 10, rule=True)
    s.caption("Tableau 4 / Table 4 " + NDASH + " Absolute maximum ratings")
    s.table(
        [Col("Parameter", 260), Col("Min", 70, "C"), Col("Max", 100, "C"), Col("Unit", 69, "C")],
        [
            ["Supply voltage VDD", "-0.3", "4.0", "V"],
            ["Voltage on SDA, SCL, INT", "-0.3", "VDD + 0.3 (4.0 max.)", "V"],
            ["Storage temperature", "-40", "+100", DEG],
            ["ESD, human-body model", "", "2", "kV"],
        ],
        7.6,
    )
    s.heading("7: I" + SQ + "C INTERFACE", 10, rule=True)
    s.para(
        "The MXU6071 is an I" + SQ + "C Fast-mode slave. Its 7-bit address is fixed at the "
        "factory: 0x52 for the MXU6071-0 and 0x53 for the MXU6071-1. On the bus, the first byte "
        "after START is therefore A4h / A5h (write / read) for the -0 and A6h / A7h for the -1. "
        "Both versions can share one bus.",
        7.8,
    )
    s.para(
        "SDA and SCL are not 5 V tolerant. Pull them up to VDD (1.7 to 3.6 V) only; with a 5 V "
        "host, use a level shifter.",
        7.8,
    )
    s.heading("8: REGISTER MAP", 10, rule=True)
    s.caption("Tableau 5 / Table 5 " + NDASH + " Registers")
    s.table(
        [Col("Address", 60, "C"), Col("Name", 100), Col("Access", 60, "C"), Col("Reset", 60, "C"),
         Col("Content", 219)],
        [
            ["0x00", "MAIN_CTRL", "R/W", "0x00", "bit 1 ACTIVE, bit 3 UVS / ALS select"],
            ["0x04", "MEAS_RATE", "R/W", "0x22", "resolution (6:4) and repeat rate (2:0)"],
            ["0x05", "GAIN", "R/W", "0x01", "0 = x1, 1 = x3, 2 = x6, 3 = x9, 4 = x18"],
            ["0x06", "PART_ID", "R", "0xB2", "part number and revision"],
            ["0x0D " + ELL + " 0x0F", "ALS_DATA", "R", "0x00", "20-bit ALS count, LSB first"],
            ["0x10 " + ELL + " 0x12", "UVS_DATA", "R", "0x00", "20-bit UV count, LSB first"],
            ["0x19", "INT_CFG", "R/W", "0x10", "interrupt source and enable"],
        ],
        7.6,
    )
    s.heading("9: APPLICATION NOTES", 10, rule=True)
    s.bullets(
        [
            "UV index: UVI = UVS count / 2300 x (18 / gain) x (400 ms / conversion time).",
            "Window: ordinary glass and most plastics absorb UVB. Use quartz, UV-grade PMMA or a "
            "thin PTFE diffuser over the sensor.",
            "Lux: E = 0.6 x ALS count / (gain x conversion time in 100 ms units).",
            "Decouple VDD with 100 nF placed close to the package.",
        ],
        7.6,
        "\u2013",
    )
    s.caption("Tableau 6 / Table 6 " + NDASH + " Ordering information")
    s.table(
        [Col("Ordering code", 120), Col("7-bit address", 100, "C"), Col("Package", 130, "C"),
         Col("Reel", 149, "C")],
        [
            ["MXU6071-0TR", "0x52", "ODFN-6", "3000 pcs"],
            ["MXU6071-1TR", "0x53", "ODFN-6", "3000 pcs"],
        ],
        7.6,
    )
    return save(s, out / "mxu6071.pdf")


# ------------------------------------------------ RGB LED strip driver board (Georgetown)
def grl3m(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="DEMERARA MAKER SUPPLIES  \u00b7  Georgetown",
        header_right="GRL-3M / GRL-3MH  \u00b7  RGB strip driver board",
        footer_left="Demerara Makerspace Supplies Inc.  \u00b7  112 Regent Street, Georgetown, "
        "Guyana  \u00b7  TIN 010334558  \u00b7  G$ prices incl. 14 % VAT",
        footer_right="p {page} / {nb}",
        rule_color=(0, 115, 140),
        table_fill=(225, 242, 246),
        accent=(0, 95, 118),
        grid=True,
    )
    s = Sheet(style, "GRL-3M / GRL-3MH RGB LED strip driver board")
    s.add_page()
    s.title_block(
        "GRL-3M / GRL-3MH",
        "3-channel MOSFET driver board for 12 V / 24 V RGB LED strips (common anode)",
        "Three logic-level PWM inputs  \u00b7  screw terminals  \u00b7  48 " + TIMES + " 30 mm  "
        "\u00b7  product sheet, May 2024",
        21,
    )

    def highlights() -> None:
        s.heading("\u2733 Highlights", 10.5)
        s.bullets(
            [
                "Drives the R, G and B lines of a common-anode strip from 5 to 24 V",
                "PWM inputs work with 3.3 V and 5 V boards (ESP32, Arduino, Pi)",
                "GRL-3M: 4 A per channel; GRL-3MH: 8 A per channel",
                "Low-RDS(on) N-channel MOSFETs, no heatsink needed",
                "10 k" + OHM + " pull-downs keep the strip dark while the controller boots",
                "Power LED and three channel LEDs",
            ],
            7.6,
            "\u2022",
        )

    def keynums() -> None:
        s.heading("\u2733 Key numbers", 10.5)
        s.table(
            [Col("", 78), Col("", 140)],
            [
                ["Strip supply", "5 " + ELL + " 24 V DC"],
                ["Channels", "3 (R, G, B), low side"],
                ["Logic", "3.3 V / 5 V PWM"],
                ["PWM", "up to 25 kHz"],
                ["Terminals", "5-way, 5.08 mm"],
                ["Size", "48 x 30 x 12 mm"],
            ],
            7.6,
            show_head=False,
        )

    s.side_by_side(highlights, keynums, 268, 14)
    s.heading("\u2733 Specifications", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 130),
            Col("Condition", 160),
            Col("GRL-3M", 76, "C"),
            Col("GRL-3MH", 76, "C"),
            Col("Unit", 57, "C"),
        ],
        [
            ["LED supply V+", "recommended", "5 " + ELL + " 24", "5 " + ELL + " 24", "V"],
            ["LED supply, absolute max.", "", "30", "30", "V"],
            [
                "Output current\nper channel",
                "one channel on\nall three channels on",
                "4\n3",
                "8\n6",
                "A",
            ],
            ["Total board current", "V+ / GND screw terminals", "9", "18", "A"],
            ["MOSFET drain-source\nvoltage rating", "V_{DS}", "40", "40", "V"],
            ["MOSFET on-resistance", "VGS = 4.5 V, typ.", "28", "9", "m" + OHM],
            ["Gate threshold voltage", "V_{GS(th)}", "1.0 " + ELL + " 2.2", "1.2 " + ELL + " 2.4",
             "V"],
            ["PWM frequency", "recommended", LE + " 25", LE + " 10", "kHz"],
            ["Quiescent current", "from V+, LEDs off, power LED on", "6", "6", "mA"],
        ],
        7.6,
        head_rows=[["", "", "Board", "<", ""]],
    )
    s.heading("\u2733 Logic inputs R, G, B (both boards)", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 150),
            Col("Condition", 150),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Input high voltage", "strip fully on", "2.2", "", "5.5", "V"],
            ["Input low voltage", "strip off", "-0.3", "", "0.8", "V"],
            ["Input current", "input at 3.3 V", "", "0.5", "", "mA"],
            ["Pull-down resistor", "", "", "10", "", "k" + OHM],
            ["Operating temperature", "board", "-20", "", "+60", DEG],
        ],
        7.6,
    )

    s.add_page()
    s.heading("\u2733 Terminals", 10.5, rule=True)
    s.table(
        [Col("Terminal", 80, "C"), Col("Name", 70, "C"), Col("Connect to", 349)],
        [
            ["J1-1", "V+", "Strip common anode and the + of the strip supply"],
            ["J1-2", "R", "Red cathode line of the strip"],
            ["J1-3", "G", "Green cathode line of the strip"],
            ["J1-4", "B", "Blue cathode line of the strip"],
            ["J1-5", "GND", "Supply ground (joined to the logic GND)"],
            ["J2", "GND R G B", "Controller ground and three PWM outputs"],
        ],
        7.6,
    )
    s.heading("\u2733 Strip examples", 10.5, rule=True)
    s.table(
        [
            Col("Strip", 190),
            Col("Power", 90, "C"),
            Col("Per colour, per metre", 110, "C"),
            Col("5 m, per colour", 109, "C"),
        ],
        [
            ["5050 RGB, 30 LED/m, 12 V", "7.2 W/m", "0.2 A", "1.0 A"],
            ["5050 RGB, 60 LED/m, 12 V", "14.4 W/m", "0.4 A", "2.0 A"],
            ["5050 RGB, 60 LED/m, 24 V", "14.4 W/m", "0.2 A", "1.0 A"],
            ["2835 RGB, 120 LED/m, 12 V", "19.2 W/m", "0.53 A", "2.7 A"],
        ],
        7.6,
    )
    s.heading("\u2733 FAQ", 10.5, rule=True)
    s.bullets(
        [
            "ESP32, Raspberry Pi or other 3.3 V boards? Yes. The inputs switch fully on from "
            "2.2 V, so connect the GPIOs straight to J2.",
            "5 V Arduino? Yes, the inputs take up to 5.5 V.",
            "Addressable strips (WS2812B, SK6812, WS2811)? No. They need a data signal, not "
            "three switched channels; drive them from the controller through a level shifter.",
            "Common-cathode strips? No. The board switches the low side, so the strip must have "
            "a common anode.",
            "Can the board power my controller? No. There is no regulator on the GRL-3M or "
            "GRL-3MH; feed the controller from its own 5 V or 3.3 V supply.",
            "Long strips: feed V+ at both ends of runs over 5 m to avoid colour shift.",
        ],
        7.6,
        "\u2022",
    )
    s.heading("\u2733 Prices", 10.5, rule=True)
    s.table(
        [Col("Code", 110), Col("Item", 250), Col("Price (G$)", 139, "C")],
        [
            ["DMS-GRL3M", "GRL-3M RGB strip driver, 4 A / channel", "2,950"],
            ["DMS-GRL3MH", "GRL-3MH RGB strip driver, 8 A / channel", "4,600"],
            ["DMS-PSU12-5", "12 V 5 A desk power supply", "3,800"],
        ],
        7.6,
    )
    return save(s, out / "grl-3m.pdf")


# ------------------------------------------------------ RTC IC with battery backup (San Marino)
def vrt3208(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="TITANO TIMING",
        header_right="VRT3208 / VRT3208T  I" + SQ + "C Real-Time Clock",
        footer_left="Titano Timing S.p.A.  \u00b7  Strada di Paderna 4, 47899 Serravalle, Republic "
        "of San Marino  \u00b7  COE SM 27811",
        footer_right="VRT3208 | {page}/{nb}",
        rule_color=(30, 105, 170),
        table_fill=(232, 241, 250),
        accent=(20, 80, 140),
        grid=False,
    )
    s = Sheet(style, "VRT3208 / VRT3208T real-time clock")
    s.add_page()
    s.title_block(
        "VRT3208 / VRT3208T",
        "I" + SQ + "C Real-Time Clock / Calendar with Battery Switchover",
        "VRT3208: external 32.768 kHz crystal  \u00b7  VRT3208T: integrated TCXO  \u00b7  "
        "MSOP-10 / DFN-10  \u00b7  Data sheet 1.4, December 2023",
        20,
    )

    def features() -> None:
        s.heading("1 " + DASH + " Features", 10)
        s.bullets(
            [
                "Seconds to years with leap-year correction up to 2099",
                "Automatic switchover to a backup supply on VBAT",
                "Backup current 0.35 " + MU + "A typical (VRT3208)",
                "VRT3208T: TCXO, " + PM + "3.8 ppm from 0 to +40 " + DEG,
                "Two alarms, countdown timer, open-drain interrupt",
                "Programmable clock output: 32.768 kHz, 1024, 32 or 1 Hz",
                "I" + SQ + "C bus up to 400 kHz, 5.5 V tolerant pins",
            ],
            7.6,
            "\u2022",
        )

    def description() -> None:
        s.heading("2 " + DASH + " Description", 10)
        s.para(
            "The VRT3208 keeps time and date in BCD registers and talks to the host over "
            "I" + SQ + "C. When the main supply VDD falls below both the backup voltage and the "
            "switchover threshold, the clock runs from VBAT, typically a lithium coin cell, and "
            "the interface is disabled. The VRT3208T adds a temperature-compensated crystal "
            "oscillator, so no external crystal is needed.",
            7.6,
        )
        s.para(
            "Applications: data loggers, utility meters, smart thermostats, point-of-sale "
            "terminals and any microcontroller design that must keep time through power "
            "cuts.",
            7.6,
        )

    s.side_by_side(features, description, 245, 16)
    s.heading("3 " + DASH + " Recommended operating conditions", 10, rule=True)
    s.caption("Tbl 1 " + DASH + " Recommended operating conditions")
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Supply voltage, interface active", "V_{DD}", "1.8", "3.3", "5.5", "V"],
            ["Supply voltage, timekeeping only", "V_{DD}", "1.3", "", "5.5", "V"],
            ["Backup supply voltage", "V_{BAT}", "1.3", "3.0", "5.5", "V"],
            ["I" + SQ + "C clock frequency, VDD " + GE + " 1.8 V", "f_{SCL}", "0", "", "400", "kHz"],
            ["Operating temperature", "T_{A}", "-40", "", "+85", DEG],
        ],
        7.6,
    )
    s.heading("4 " + DASH + " Electrical characteristics", 10, rule=True)
    s.caption("Tbl 2 " + DASH + " Electrical characteristics (TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 110),
            Col("Conditions", 145),
            Col("Typ", 46, "C"),
            Col("Max", 46, "C"),
            Col("Typ", 46, "C"),
            Col("Max", 46, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["Supply current,\ninterface active", "fSCL = 400 kHz, VDD = 3.3 V", "90", "150", "190",
             "260", MU + "A"],
            [
                "Timekeeping current\nfrom VDD",
                "bus idle, VDD = 3.3 V\nbus idle, VDD = 5.0 V",
                "0.45\n0.60",
                "0.9\n1.2",
                "1.6\n1.9",
                "3.0\n3.5",
                MU + "A",
            ],
            [
                "Backup current\nfrom VBAT",
                "VBAT = 3.0 V, VDD = 0, CLKOUT off\nVBAT = 3.0 V, VDD = 0, CLKOUT on",
                "0.35\n0.90",
                "0.8\n1.5",
                "1.5\n2.1",
                "2.8\n3.6",
                MU + "A",
            ],
            ["Switchover threshold", "VDD falling", "2.5", "", "2.5", "", "V"],
            [
                "Frequency accuracy",
                "25 " + DEG + "\n0 " + ELL + " +40 " + DEG + "\n-40 " + ELL + " +85 " + DEG,
                "crystal\ndependent",
                "",
                "\n" + PM + "3.8\n" + PM + "5.0",
                "",
                "ppm",
            ],
            ["INT, CLKOUT output low", "IOL = 3 mA", "", "0.4", "", "0.4", "V"],
        ],
        7.5,
        head_rows=[["", "", "VRT3208", "<", "VRT3208T", "<", ""]],
    )
    s.para(
        "With the recommended 12.5 pF crystal, a VRT3208 typically keeps " + PM + "20 ppm at 25 "
        + DEG + ".",
        7.5,
    )

    s.add_page()
    s.heading("5 " + DASH + " Absolute maximum ratings", 10, rule=True)
    s.caption("Tbl 3 " + DASH + " Absolute maximum ratings")
    s.table(
        [Col("Parameter", 260), Col("Min", 70, "C"), Col("Max", 90, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage VDD", "-0.3", "6.0", "V"],
            ["Backup supply voltage VBAT", "-0.3", "6.0", "V"],
            ["Voltage on SDA, SCL, INT (open drain)", "-0.3", "6.0", "V"],
            ["Storage temperature", "-55", "+125", DEG],
        ],
        7.6,
    )
    s.heading("6 " + DASH + " I" + SQ + "C interface", 10, rule=True)
    s.para(
        "The VRT3208 answers at the 7-bit address 0x52; the first byte of a transfer is A4h to "
        "write and A5h to read. The address cannot be changed. SDA, SCL and INT tolerate 5.5 V "
        "whatever the VDD, so the VRT3208 can sit on a 5 V bus as well as a 3.3 V bus. The "
        "interface is disabled while the clock runs from VBAT.",
        7.6,
    )
    s.heading("7 " + DASH + " Register map", 10, rule=True)
    s.caption("Tbl 4 " + DASH + " Time and control registers")
    s.table(
        [Col("Address", 60, "C"), Col("Register", 110), Col("Bits", 170), Col("Range", 90, "C"),
         Col("Reset", 69, "C")],
        [
            ["00h", "Control_1", "STOP, TEST, 12/24", DASH, "08h"],
            ["01h", "Control_2", "AF, TF, AIE, TIE", DASH, "00h"],
            ["02h", "Seconds", "OS flag + BCD", "00 " + ELL + " 59", "80h"],
            ["03h", "Minutes", "BCD", "00 " + ELL + " 59", "00h"],
            ["04h", "Hours", "BCD", "00 " + ELL + " 23", "00h"],
            ["05h", "Days", "BCD", "01 " + ELL + " 31", "01h"],
            ["07h", "Months", "BCD, century bit", "01 " + ELL + " 12", "01h"],
            ["08h", "Years", "BCD", "00 " + ELL + " 99", "00h"],
            ["0Dh", "CLKOUT", "FE, FD1, FD0", DASH, "80h"],
        ],
        7.5,
    )
    s.heading("8 " + DASH + " Backup supply", 10, rule=True)
    s.bullets(
        [
            "A CR2032 lithium coin cell (3.0 V, about 220 mAh) on VBAT keeps a VRT3208 running "
            "for about 10 years and a VRT3208T for about 8 years with CLKOUT off.",
            "The VRT3208 has no trickle charger. A supercapacitor or a rechargeable cell on VBAT "
            "must be charged by an external circuit.",
            "Without a backup source, tie VBAT to GND; the clock then stops when VDD is removed.",
            "Place a 100 nF capacitor from VBAT to GND close to the pin.",
        ],
        7.6,
        "\u2022",
    )
    s.heading("9 " + DASH + " Ordering information", 10, rule=True)
    s.caption("Tbl 5 " + DASH + " Orderable parts")
    s.table(
        [Col("Part number", 120), Col("Oscillator", 120, "C"), Col("Package", 100, "C"),
         Col("Packing", 159, "C")],
        [
            ["VRT3208-MS", "external crystal", "MSOP-10", "tape and reel, 2500"],
            ["VRT3208-DN", "external crystal", "DFN-10", "tape and reel, 3000"],
            ["VRT3208T-MS", "TCXO", "MSOP-10", "tape and reel, 2500"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2022-09", "1.2", "First public release"],
            ["2023-05", "1.3", "VRT3208T added"],
            ["2023-12", "1.4", "Backup current with CLKOUT on; ordering codes"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "vrt3208.pdf")
