"""Hold-out 126 datasheets, part 2: an NB-IoT / LTE-M cellular module, a Hall-effect current
sensor IC, a monochrome SPI graphic LCD module and a digital accelerometer IC.

A Tartu (Estonia) cellular-module house "Hardware Design Guide" ("│ n.m" heads, a band
table in column groups per variant, current consumption stacked per mode, RX sensitivity
stacked per radio access technology, an AT-command table and ordering table as decoys),
a Graz (Austria) semiconductor house data sheet ("⧫" heads, "Table n." captions below
the tables, a performance table in column groups per current range, sensitivity stacked
per version, pinout and ordering decoys), a Surabaya (Indonesia) display-module maker
sheet ("◗" heads, electrical data in column groups per supply version, response time
stacked per temperature, pin and command tables as decoys, Rupiah prices) and a Turku
(Finland) MEMS house data sheet ("⟫" heads, "Tab n |" captions above the tables,
range and sensitivity stacked per full-scale setting, current stacked per data rate and
mode, register map and ODR table as decoys).
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
SQRT = "\u221a"


# ------------------------------------------------ NB-IoT / LTE-M module (Tartu)
def txn260(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="EMAJ\u00d5GI WIRELESS  \u00b7  TXN-260 Hardware Design Guide",
        header_right="Document TXN260-HDG-EN  \u00b7  version 1.3  \u00b7  public",
        footer_left="Emaj\u00f5gi Wireless O\u00dc  \u00b7  Riia 181A, 50411 Tartu, Estonia  \u00b7  "
        "support@emajogi-wireless.ee",
        footer_right="{page} / {nb}",
        rule_color=(0, 82, 147),
        table_fill=(230, 238, 248),
        accent=(0, 82, 147),
        grid=False,
    )
    h = "\u2502 "
    s = Sheet(style, "TXN-260 LTE-M / NB-IoT module hardware design guide")
    s.add_page()
    s.title_block(
        "TXN-260",
        "LTE Cat-M1 / NB-IoT (Cat-NB2) Module " + NDASH + " Hardware Design Guide",
        "Variants TXN-260E (EMEA bands) and TXN-260G (global bands, GNSS receiver)  \u00b7  "
        "LCC + LGA, 66 pads, 18.0 x 16.0 x 2.3 mm  \u00b7  3GPP Release 14",
        22,
    )

    def overview() -> None:
        s.heading(h + "1 Overview", 10)
        s.para(
            "The TXN-260 is a low-power LTE module for metering, trackers and sensors that send "
            "a few kilobytes a day. It supports LTE Cat-M1 and NB-IoT (Cat-NB2) with power "
            "saving mode (PSM) and extended DRX, and is controlled with AT commands over its "
            "main UART. This guide covers the power supply, the interfaces and the ratings a "
            "carrier board must respect.",
            8.0,
        )

    def key() -> None:
        s.heading(h + "Key features", 10)
        s.table(
            [Col("", 70), Col("", 140)],
            [
                ["Radio", "LTE-M and NB-IoT"],
                ["Max. output", "23 dBm (Power Class 3)"],
                ["Power saving", "PSM, eDRX"],
                ["Host interface", "UART (AT), USB 2.0"],
                ["I/O domain", "1.8 V"],
                ["SIM", "1.8 V / 3.0 V, eSIM option"],
            ],
            7.5,
            show_head=False,
        )

    s.side_by_side(overview, key, 280, 14)
    s.heading(h + "2 Frequency bands", 10, rule=True)
    s.table(
        [
            Col("Band", 50, "C"),
            Col("Uplink (MHz)", 110, "C"),
            Col("Downlink (MHz)", 110, "C"),
            Col("TXN-260E", 80, "C"),
            Col("TXN-260G", 80, "C"),
            Col("Duplex", 69, "C"),
        ],
        [
            ["B1", "1920 " + NDASH + " 1980", "2110 " + NDASH + " 2170", "yes", "yes", "FDD"],
            ["B2", "1850 " + NDASH + " 1910", "1930 " + NDASH + " 1990", DASH, "yes", "FDD"],
            ["B3", "1710 " + NDASH + " 1785", "1805 " + NDASH + " 1880", "yes", "yes", "FDD"],
            ["B4", "1710 " + NDASH + " 1755", "2110 " + NDASH + " 2155", DASH, "yes", "FDD"],
            ["B8", "880 " + NDASH + " 915", "925 " + NDASH + " 960", "yes", "yes", "FDD"],
            ["B12", "699 " + NDASH + " 716", "729 " + NDASH + " 746", DASH, "yes", "FDD"],
            ["B13", "777 " + NDASH + " 787", "746 " + NDASH + " 756", DASH, "yes", "FDD"],
            ["B20", "832 " + NDASH + " 862", "791 " + NDASH + " 821", "yes", "yes", "FDD"],
            ["B28", "703 " + NDASH + " 748", "758 " + NDASH + " 803", "yes", "yes", "FDD"],
        ],
        7.5,
    )
    s.para("Table 2-1: LTE bands per variant (both radio access technologies)", 7.0, bold=True)
    s.heading(h + "3 Power supply", 10, rule=True)
    s.heading("3.1 Supply voltage", 9)
    s.table(
        [
            Col("Parameter", 140),
            Col("Symbol", 55, "C"),
            Col("Condition", 130),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 48, "C"),
        ],
        [
            ["Supply voltage", "VBAT", "at the VBAT pads", "3.3", "3.8", "4.3", "V"],
            ["Voltage drop during burst", "", "LTE-M, 23 dBm", "", "", "300", "mV"],
            ["Peak supply current", "I_{VBAT,pk}", "LTE-M burst, 23 dBm", "", "480", "600", "mA"],
            ["I/O supply output", "VDD_EXT", "for level translators", "1.71", "1.8", "1.89", "V"],
            ["VDD_EXT output current", "", "", "", "", "50", "mA"],
        ],
        7.5,
    )
    s.para("Table 3-1: Power supply ratings", 7.0, bold=True)
    s.para(
        "Place 100 " + MU + "F (low ESR) plus 100 nF and 33 pF close to the VBAT pads. VBAT must "
        "not fall below 3.1 V during a burst or the module resets. A single Li-ion / Li-Po cell "
        "(3.0 " + NDASH + " 4.2 V) discharges below the 3.3 V minimum: use it through a buck-boost "
        "converter or cut the system off at 3.4 V. A coin cell such as a CR2032 cannot supply the "
        "burst current.",
        7.5,
    )
    s.heading("3.2 Current consumption", 9)
    s.table(
        [
            Col("Mode", 140),
            Col("Condition", 220),
            Col("Typ", 70, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Power-down (OFF)", "VBAT connected, module switched off", "9", MU + "A"],
            ["PSM", "power saving mode, RTC running", "3.2", MU + "A"],
            ["Sleep, eDRX", "PTW 2.56 s, eDRX cycle 81.92 s", "0.55", "mA"],
            ["Idle, DRX", "LTE-M, DRX 1.28 s", "1.3", "mA"],
            ["Idle, awake", "no paging, UART active", "14", "mA"],
            ["Data transfer", "LTE-M, 23 dBm\nNB-IoT, 23 dBm\nLTE-M, 0 dBm", "220\n125\n90", "mA"],
        ],
        7.5,
    )
    s.para("Table 3-2: Current consumption at VBAT = 3.8 V, 25 " + DEG, 7.0, bold=True)

    s.add_page()
    s.heading(h + "4 RF performance", 10, rule=True)
    s.table(
        [
            Col("Parameter", 130),
            Col("Condition", 180),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Output power", "LTE-M, all bands", "21", "23", "25", "dBm"],
            ["", "NB-IoT, all bands", "21", "23", "25", "dBm"],
            [
                "RX sensitivity",
                "LTE-M, B20, 1.4 MHz\nNB-IoT, B20, no repetition\nNB-IoT, B20, 128 repetitions",
                "",
                "-107\n-114\n-129",
                "",
                "dBm",
            ],
        ],
        7.5,
    )
    s.para("Table 4-1: RF performance (conducted, 25 " + DEG + ")", 7.0, bold=True)
    s.heading(h + "5 Interfaces", 10, rule=True)
    s.table(
        [Col("Interface", 100), Col("Details", 399)],
        [
            [
                "Main UART",
                "AT commands and data; 115200 bps default, 9600 " + NDASH + " 921600 bps "
                "with AT+IPR; RTS/CTS optional",
            ],
            ["Debug UART", "Firmware logs only, 115200 bps fixed"],
            ["USB", "USB 2.0 full speed: AT port, firmware update"],
            ["GNSS (TXN-260G)", "GPS, GLONASS, BeiDou, Galileo; NMEA on USB or UART"],
            ["(U)SIM", "1.8 V / 3.0 V, automatic detection"],
        ],
        7.5,
    )
    s.para("Table 5-1: Interfaces", 7.0, bold=True)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 169, "C"),
        ],
        [
            ["Input high voltage", "V_{IH}", "1.2", "2.0", "V"],
            ["Input low voltage", "V_{IL}", "-0.3", "0.6", "V"],
            ["Output high voltage", "V_{OH}", "1.35", "", "V"],
            ["Output low voltage", "V_{OL}", "", "0.45", "V"],
        ],
        7.5,
    )
    s.para("Table 5-2: 1.8 V digital I/O levels (UART, GPIO, PWRKEY, RESET_N)", 7.0, bold=True)
    s.para(
        "The I/O pins are not 3.3 V tolerant. A 3.3 V microcontroller must connect through a "
        "level translator whose module side is powered from VDD_EXT.",
        7.5,
    )
    s.heading(h + "6 Ratings", 10, rule=True)
    s.table(
        [Col("Item", 250), Col("Min", 60, "C"), Col("Max", 60, "C"), Col("Unit", 129, "C")],
        [
            ["VBAT, absolute maximum", "-0.3", "4.7", "V"],
            ["Digital I/O, absolute maximum", "-0.3", "2.1", "V"],
            ["Operating temperature, normal (3GPP compliant)", "-35", "+75", DEG],
            ["Operating temperature, extended (RF may deviate)", "-40", "+85", DEG],
            ["Storage temperature", "-45", "+90", DEG],
        ],
        7.5,
    )
    s.para("Table 6-1: Ratings", 7.0, bold=True)
    s.heading(h + "7 AT commands used in this guide", 10, rule=True)
    s.table(
        [Col("Command", 190), Col("Purpose", 309)],
        [
            ["AT+IPR=115200", "set the main UART baud rate"],
            ['AT+CPSMS=1,,,"00100001","00000011"', "PSM on: periodic TAU 1 h, active time 6 s"],
            ['AT+CEDRXS=1,4,"0101"', "eDRX on for LTE-M, cycle 81.92 s"],
            ["AT+XBAND=20", "lock the radio to band 20"],
            ["AT+CSQ", "signal quality, e.g. +CSQ: 18,99"],
        ],
        7.5,
    )
    s.para("Table 7-1: AT commands", 7.0, bold=True)
    s.heading(h + "8 Ordering information", 10, rule=True)
    s.table(
        [Col("Ordering code", 130), Col("Description", 369)],
        [
            ["TXN-260E-00", "LTE-M / NB-IoT, EMEA bands B1 / B3 / B8 / B20 / B28"],
            ["TXN-260G-00", "LTE-M / NB-IoT, global bands, GNSS receiver"],
            ["TXN-260G-EVB", "Evaluation board with USB, SIM holder and antenna"],
        ],
        7.5,
    )
    return save(s, out / "txn-260.pdf")


# ------------------------------------------------ Hall-effect current sensor IC (Graz)
def ghc4720(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Murtal Semiconductors",
        header_right="GHC4720  Data Sheet",
        footer_left="Murtal Semiconductors GmbH, Kärntner Straße 410, 8054 Graz, Austria",
        footer_right="GHC4720-DS-EN-1.2  |  {page}",
        rule_color=(60, 90, 130),
        table_fill=(232, 237, 245),
        accent=(60, 90, 130),
        grid=True,
    )
    h = "\u29eb "
    s = Sheet(style, "GHC4720 Hall-effect current sensor IC")
    s.add_page()
    s.title_block(
        "GHC4720",
        "Fully Integrated Hall-Effect Current Sensor IC with 1.2 m" + OHM + " Conductor and "
        "Analog Ratiometric Output",
        "GHC4720-05B  "
        + PM
        + "5 A   \u00b7   GHC4720-20B  "
        + PM
        + "20 A   \u00b7   GHC4720-30B  "
        + PM
        + "30 A   \u00b7   SOIC-8",
        19,
    )

    def features() -> None:
        s.heading(h + "Features", 9.5)
        s.bullets(
            [
                "80 kHz bandwidth, 5 " + MU + "s output rise time",
                "1.2 m" + OHM + " primary conductor resistance",
                "2.1 kVRMS isolation from primary to signal pins",
                "5.0 V single supply",
                "Output voltage proportional to AC or DC current",
                "Total output error 1.5 % at TA = 25 " + DEG,
                "Near-zero magnetic hysteresis",
            ],
            7.3,
            "\u25aa",
        )

    def description() -> None:
        s.heading(h + "Description", 9.5)
        s.para(
            "The GHC4720 senses the current in a copper conduction path between pins 1-2 and "
            "3-4 with a precise, low-offset linear Hall circuit. The magnetic field of the "
            "current is converted into a proportional voltage at VIOUT; at zero current VIOUT "
            "sits at half the supply. The conduction path is galvanically isolated from the "
            "signal pins, so the sensor can be placed in the high side of a mains-powered "
            "circuit.",
            7.3,
        )

    s.side_by_side(features, description, 240, 16)
    s.heading(h + "Absolute Maximum Ratings", 9.5)
    s.table(
        [
            Col("Characteristic", 200),
            Col("Symbol", 60, "C"),
            Col("Notes", 129),
            Col("Rating", 60, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "", "8", "V"],
            ["Reverse supply voltage", "V_{RCC}", "", "-0.1", "V"],
            ["Output voltage", "V_{IOUT}", "", "8", "V"],
            ["Output source current", "I_{IOUT}", "", "3", "mA"],
            ["Overcurrent transient tolerance", "I_{P}", "1 pulse, 100 ms", "100", "A"],
            ["Isolation voltage", "V_{ISO}", "60 s, primary to pins 5-8", "2100", "V_{RMS}"],
            ["Operating ambient temperature", "T_{A}", "range E", "-40 to 85", DEG],
            ["Storage temperature", "T_{stg}", "", "-65 to 165", DEG],
        ],
        7.3,
    )
    s.caption("Table 1. Absolute maximum ratings", 7.8)
    s.heading(h + "Common Operating Characteristics", 9.5)
    s.table(
        [
            Col("Characteristic", 130),
            Col("Symbol", 52, "C"),
            Col("Test conditions", 140),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 45, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "", "4.5", "5.0", "5.5", "V"],
            ["Supply current", "I_{CC}", "VCC = 5.0 V, output open", "", "10", "13", "mA"],
            ["Output capacitance load", "C_{LOAD}", "VIOUT to GND", "", "", "10", "nF"],
            ["Output resistive load", "R_{LOAD}", "VIOUT to GND", "4.7", "", "", "k" + OHM],
            [
                "Primary conductor\nresistance",
                "R_{PRIMARY}",
                "TA = 25 " + DEG,
                "",
                "1.2",
                "",
                "m" + OHM,
            ],
            ["Rise time", "t_{r}", "IP step, TA = 25 " + DEG + ", CL = 0", "", "5", "", MU + "s"],
            ["Bandwidth", "f_{-3dB}", "small signal, CL = 0", "", "80", "", "kHz"],
            ["Zero-current output", "V_{IOUT(Q)}", "IP = 0 A", "", "VCC x 0.5", "", "V"],
            [
                "Output voltage range",
                "V_{IOUT}",
                "VCC = 5.0 V, RLOAD " + GE + " 4.7 k" + OHM,
                "0.5",
                "",
                "4.5",
                "V",
            ],
            ["Power-on time", "t_{PO}", "VCC rising to 4.5 V", "", "35", "", MU + "s"],
        ],
        7.3,
    )
    s.caption(
        "Table 2. Common operating characteristics (TA = -40 "
        + DEG
        + " to 85 "
        + DEG
        + ", VCC = 5 V, unless noted)",
        7.8,
    )

    s.add_page()
    s.heading(h + "Performance Characteristics per Version", 9.5)
    s.table(
        [
            Col("Characteristic", 140),
            Col("Symbol", 55, "C"),
            Col("GHC4720-05B", 80, "C"),
            Col("GHC4720-20B", 80, "C"),
            Col("GHC4720-30B", 80, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Optimized accuracy\nrange", "I_{P}", "-5 to 5", "-20 to 20", "-30 to 30", "A"],
            ["Noise, peak-to-peak", "V_{N(PP)}", "21", "11", "7", "mV"],
            ["Total output error", "E_{TOT}", PM + "1.5", PM + "1.5", PM + "1.5", "%"],
            ["Electrical offset\nvoltage", "V_{OE}", PM + "40", PM + "30", PM + "30", "mV"],
        ],
        7.3,
        head_rows=[["", "", "TA = 25 " + DEG + ", VCC = 5 V", "<", "<", ""]],
    )
    s.caption("Table 3. Performance characteristics per version", 7.8)
    s.table(
        [
            Col("Characteristic", 130),
            Col("Version", 80, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 124, "C"),
        ],
        [
            [
                "Sensitivity",
                "-05B\n-20B\n-30B",
                "180\n96\n63",
                "185\n100\n66",
                "190\n104\n69",
                "mV/A",
            ],
            ["Nonlinearity", "all", "", "", PM + "1.5", "%"],
            ["Sensitivity drift\nover temperature", "all, -40 to 85 " + DEG, "", PM + "2", "", "%"],
        ],
        7.3,
    )
    s.caption("Table 4. Sensitivity (TA = 25 " + DEG + ", VCC = 5 V)", 7.8)
    s.heading(h + "Application Information", 9.5)
    s.bullets(
        [
            "Reading VIOUT with a 3.3 V microcontroller: at the ends of the optimized range VIOUT "
            "spans 0.5 V to 4.5 V, more than a 3.3 V ADC input accepts. Use a resistive divider "
            "or an ADC powered from 5 V.",
            "The GHC4720 does not work from 3.3 V: operation below VCC = 4.5 V is not specified.",
            "VIOUT is ratiometric: the zero-current level and the sensitivity scale with VCC. "
            "Measure VCC with the same ADC for best accuracy.",
            "Filter: a capacitor CF from FILTER (pin 6) to GND lowers noise and bandwidth; 1 nF "
            "gives about 34 kHz.",
            "The primary conductor carries up to the overcurrent transient tolerance for one "
            "100 ms pulse; continuous current must stay within the optimized range of the "
            "version.",
        ],
        7.3,
        "\u25aa",
    )
    s.heading(h + "Pin-out", 9.5)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Description", 359)],
        [
            ["1, 2", "IP+", "Sensed current, input side"],
            ["3, 4", "IP-", "Sensed current, output side"],
            ["5", "GND", "Signal ground"],
            ["6", "FILTER", "External capacitor for bandwidth"],
            ["7", "VIOUT", "Analog output"],
            ["8", "VCC", "Supply, 5 V"],
        ],
        7.3,
    )
    s.caption("Table 5. Pin-out list (SOIC-8)", 7.8)
    s.heading(h + "Ordering Information", 9.5)
    s.table(
        [
            Col("Part number", 150),
            Col("Optimized range", 110, "C"),
            Col("Sensitivity", 100, "C"),
            Col("Packing", 139, "C"),
        ],
        [
            ["GHC4720ELCTR-05B-T", PM + "5 A", "185 mV/A", "tape and reel, 3000"],
            ["GHC4720ELCTR-20B-T", PM + "20 A", "100 mV/A", "tape and reel, 3000"],
            ["GHC4720ELCTR-30B-T", PM + "30 A", "66 mV/A", "tape and reel, 3000"],
        ],
        7.3,
    )
    s.caption("Table 6. Ordering information", 7.8)
    return save(s, out / "ghc4720.pdf")


# ------------------------------------------------ monochrome SPI LCD module (Surabaya)
def klc12864(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="PT BRANTAS LAYAR TEKNIK",
        header_right="KLC-12864 graphic LCD module  \u00b7  Spesifikasi / Specification",
        footer_left="PT Brantas Layar Teknik  \u00b7  Jl. Raya Darmo 21, Surabaya 60264, Indonesia  "
        "\u00b7  NPWP 01.234.567.8-609.000",
        footer_right="Hal. {page}/{nb}",
        rule_color=(200, 120, 20),
        table_fill=(253, 240, 220),
        accent=(160, 80, 0),
        grid=False,
    )
    h = "\u25d7 "
    s = Sheet(style, "KLC-12864 128x64 monochrome SPI LCD module")
    s.add_page()
    s.title_block(
        "KLC-12864",
        "128 x 64 dot monochrome graphic LCD module, 4-wire SPI, white LED backlight",
        "KLC-12864-33 (3.3 V)  \u00b7  KLC-12864-5V (5 V, on-board regulator and level shifter)  "
        "\u00b7  FSTN positive, transflective, 6 o'clock",
        21,
    )

    def general() -> None:
        s.heading(h + "General", 10)
        s.table(
            [Col("Item", 90), Col("Specification", 150)],
            [
                ["Display format", "128 x 64 dots"],
                ["Module size", "42.0 x 36.5 x 5.1 mm"],
                ["Viewing area", "34.0 x 22.0 mm"],
                ["Dot pitch", "0.26 x 0.30 mm"],
                ["Controller", "on glass, 65 x 132 RAM"],
                ["Interface", "4-wire SPI, write only"],
                ["Backlight", "white LED, 1 chip"],
            ],
            7.5,
        )

    def about() -> None:
        s.heading(h + "About the module", 10)
        s.para(
            "A sharp, low-power graphic display for instruments, data loggers and menus. The "
            "controller sits on the glass and is written over a 4-wire SPI bus (CS, DC, SCK, "
            "SDA); there is no read-back line. The KLC-12864-33 runs straight from a 3.3 V "
            "rail. The KLC-12864-5V adds a regulator and a level shifter, so it plugs into a "
            "5 V Arduino without extra parts.",
            8.0,
        )

    s.side_by_side(general, about, 245, 14)
    s.heading(h + "Electrical characteristics", 10, rule=True)
    s.table(
        [
            Col("Parameter", 92),
            Col("Symbol", 40, "C"),
            Col("Condition", 90),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Unit", 41, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "", "3.0", "3.3", "3.6", "4.5", "5.0", "5.5", "V"],
            [
                "Input high voltage",
                "V_{IH}",
                "CS, DC, SCK, SDA, RST",
                "0.8 VDD",
                "",
                "VDD",
                "2.0",
                "",
                "5.5",
                "V",
            ],
            ["Input low voltage", "V_{IL}", "", "0", "", "0.2 VDD", "0", "", "0.8", "V"],
            [
                "Supply current\n(logic, display on)",
                "I_{DD}",
                "checker pattern, BL off",
                "",
                "0.35",
                "0.6",
                "",
                "1.8",
                "2.5",
                "mA",
            ],
            [
                "Sleep current",
                "I_{SLP}",
                "sleep command, BL off",
                "",
                "2",
                "10",
                "",
                "110",
                "150",
                MU + "A",
            ],
            ["Backlight current", "I_{BL}", "BL pin to VDD", "", "18", "25", "", "20", "30", "mA"],
            ["Serial clock\nfrequency", "f_{SCK}", "write", "", "", "10", "", "", "8", "MHz"],
            ["Operating\ntemperature", "T_{OP}", "", "-20", "", "+70", "-20", "", "+70", DEG],
        ],
        7.3,
        head_rows=[["", "", "", "KLC-12864-33", "<", "<", "KLC-12864-5V", "<", "<", ""]],
    )
    s.heading(h + "Optical characteristics (VDD = 3.3 V, default contrast)", 10, rule=True)
    s.table(
        [
            Col("Parameter", 130),
            Col("Condition", 140),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Contrast ratio", "25 " + DEG + ", backlight off", "5", "8", "", ""],
            [
                "Response time\n(rise + fall)",
                "25 " + DEG + "\n0 " + DEG + "\n-20 " + DEG,
                "",
                "250\n600\n1500",
                "350\n900\n2500",
                "ms",
            ],
            ["Viewing angle", "CR " + GE + " 2, left / right", "", "35 / 35", "", "deg"],
            ["", "CR " + GE + " 2, top / bottom", "", "20 / 40", "", "deg"],
        ],
        7.3,
    )
    s.para(
        "The liquid crystal slows down in the cold. At -20 " + DEG + " a full-screen update takes "
        "about 1.5 s; below -20 " + DEG + " the picture may freeze, and it recovers when the "
        "module is warmed. Contrast drifts with temperature: adjust the electronic volume "
        "(command 0x81) if needed.",
        7.5,
    )

    s.add_page()
    s.heading(h + "Absolute maximum ratings", 10, rule=True)
    s.table(
        [
            Col("Item", 200),
            Col("KLC-12864-33", 120, "C"),
            Col("KLC-12864-5V", 120, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltage VDD", "-0.3 to 4.0", "-0.3 to 6.0", "V"],
            ["Input voltage, any logic pin", "-0.3 to VDD + 0.3", "-0.3 to 6.0", "V"],
            ["Storage temperature", "-30 to +80", "-30 to +80", DEG],
        ],
        7.5,
    )
    s.heading(h + "Pin assignment", 10, rule=True)
    s.table(
        [Col("Pin", 40, "C"), Col("Symbol", 60, "C"), Col("Function", 399)],
        [
            ["1", "CS", "Chip select, active low"],
            ["2", "RST", "Reset, active low (keep low at least 5 " + MU + "s)"],
            ["3", "DC", "Data / command select (A0): high = display data"],
            ["4", "SDA", "Serial data in (MOSI)"],
            ["5", "SCK", "Serial clock"],
            ["6", "VDD", "Supply: 3.3 V (-33) or 5 V (-5V)"],
            ["7", "GND", "Ground"],
            [
                "8",
                "BL",
                "Backlight anode, series resistor on board (10 "
                + OHM
                + " on -33, 82 "
                + OHM
                + " on -5V)",
            ],
        ],
        7.5,
    )
    s.heading(h + "Basic commands", 10, rule=True)
    s.table(
        [Col("Command", 170), Col("Code (hex)", 110, "C"), Col("Note", 219)],
        [
            ["Display on / off", "AF / AE", ""],
            ["Set start line", "40 " + NDASH + " 7F", "line 0 " + NDASH + " 63"],
            ["Electronic volume (contrast)", "81, then 00 " + NDASH + " 3F", "default 20"],
            ["LCD bias 1/9", "A2", "as shipped"],
            ["Sleep (power save)", "AE, then A5", "wake with A4, AF"],
            ["Software reset", "E2", ""],
        ],
        7.5,
    )
    s.heading(h + "Notes for use", 10, rule=True)
    s.bullets(
        [
            "The -33 version has no regulator and no level shifter: 5 V on VDD or on any logic "
            "pin destroys the controller. With a 5 V Arduino use the KLC-12864-5V.",
            "The display is write-only. It has no MISO line and releases the bus when CS is "
            "high, so it can share an SPI bus with other devices that have their own CS.",
            "The -5V version draws about 110 " + MU + "A in sleep because its regulator stays "
            "on; for battery builds the -33 version sleeps at 2 " + MU + "A.",
            "Do not press on the glass or the frame; the zebra strips lose contact.",
        ],
        7.5,
        "\u25d7",
    )
    s.heading(h + "Harga / Prices (Rp, incl. PPN 11 %)", 10, rule=True)
    s.table(
        [Col("Kode / code", 120), Col("Keterangan / description", 250), Col("Harga", 129, "C")],
        [
            ["KLC-12864-33", "LCD 128x64, 3.3 V, white backlight", "Rp 68.500"],
            ["KLC-12864-5V", "LCD 128x64, 5 V, white backlight", "Rp 79.000"],
            ["KLC-FPC8", "8-pin 1.0 mm FPC adapter board", "Rp 12.000"],
        ],
        7.5,
    )
    return save(s, out / "klc-12864.pdf")


# ------------------------------------------------ digital accelerometer IC (Turku)
def tkx3306(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="AURA MICROMECHANICS",
        header_right="TKX3306  \u00b7  Datasheet  \u00b7  DS-3306 rev. A4",
        footer_left="Aura Micromechanics Oy  \u00b7  Joukahaisenkatu 3, 20520 Turku, Finland",
        footer_right="{page}/{nb}",
        rule_color=(70, 110, 90),
        table_fill=None,
        accent=(40, 80, 60),
        grid=False,
    )
    h = "\u27eb "
    s = Sheet(style, "TKX3306 3-axis digital accelerometer")
    s.add_page()
    s.title_block(
        "TKX3306",
        "3-axis " + PM + "2 / " + PM + "4 / " + PM + "8 / " + PM + "16 g digital accelerometer, "
        "12-bit, I" + SQ + "C and SPI",
        "LGA-12, 2.0 x 2.0 x 0.95 mm  \u00b7  ordering code TKX3306-LGA-T (tape and reel)  "
        "\u00b7  DS-3306 rev. A4, 2024-02",
        20,
    )

    def features() -> None:
        s.heading(h + "Features", 9.5)
        s.bullets(
            [
                "Supply 1.71 V to 3.6 V; separate I/O supply down to 1.62 V",
                "Ultra-low power: 2.1 " + MU + "A at 1 Hz in low-power mode",
                "User-selectable full scale "
                + PM
                + "2 / "
                + PM
                + "4 / "
                + PM
                + "8 / "
                + PM
                + "16 g",
                "Output data rates from 1 Hz to 1600 Hz",
                "I" + SQ + "C up to 400 kHz and SPI up to 10 MHz",
                "Two programmable interrupt pins, 32-level FIFO",
                "10 000 g shock survivability",
                "-40 " + DEG + " to +85 " + DEG + " operating range",
            ],
            7.3,
            "\u25b8",
        )

    def applications() -> None:
        s.heading(h + "Applications", 9.5)
        s.bullets(
            [
                "Motion-activated wake-up",
                "Tilt and orientation",
                "Wearables and asset trackers",
                "Free-fall and tap detection",
            ],
            7.3,
            "\u25b8",
        )
        s.heading(h + "Description", 9.5)
        s.para(
            "The TKX3306 is a three-axis MEMS accelerometer with a 12-bit digital output in "
            "normal mode and 8-bit output in low-power mode. It communicates over I" + SQ + "C "
            "or SPI and spends most of its time asleep while its wake-up engine watches for "
            "motion.",
            7.3,
        )

    s.side_by_side(features, applications, 250, 16)
    s.caption(
        "Tab 1 | Mechanical characteristics (VDD = 2.5 V, T = 25 " + DEG + ", normal mode)", 7.8
    )
    s.table(
        [
            Col("Parameter", 120),
            Col("Test conditions", 150),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            [
                "Measurement range",
                "FS = 00\nFS = 01\nFS = 10\nFS = 11",
                "",
                PM + "2\n" + PM + "4\n" + PM + "8\n" + PM + "16",
                "",
                "g",
            ],
            [
                "Sensitivity",
                "FS = " + PM + "2 g\nFS = " + PM + "4 g\nFS = " + PM + "8 g\nFS = " + PM + "16 g",
                "",
                "1024\n512\n256\n128",
                "",
                "LSB/g",
            ],
            ["Sensitivity change\nvs. temperature", "", "", PM + "0.01", "", "%/" + DEG],
            ["Zero-g level offset", "FS = " + PM + "2 g", "", PM + "40", "", "mg"],
            ["Noise density", "ODR = 100 Hz", "", "220", "", MU + "g/" + SQRT + "Hz"],
            ["Self-test output\nchange", "X, Y, Z axes", "17", "", "360", "LSB"],
        ],
        7.3,
    )
    s.caption("Tab 2 | Electrical characteristics (VDD = 2.5 V, T = 25 " + DEG + ")", 7.8)
    s.table(
        [
            Col("Parameter", 120),
            Col("Test conditions", 150),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "VDD", "1.71", "2.5", "3.6", "V"],
            ["I/O supply voltage", "VDDIO", "1.62", "", "VDD + 0.1", "V"],
            [
                "Current consumption\nin normal mode",
                "ODR = 1 Hz\nODR = 10 Hz\nODR = 100 Hz\nODR = 400 Hz",
                "",
                "3\n5\n18\n62",
                "",
                MU + "A",
            ],
            [
                "Current consumption\nin low-power mode",
                "ODR = 1 Hz\nODR = 10 Hz\nODR = 100 Hz\nODR = 1600 Hz",
                "",
                "2.1\n3.6\n10\n95",
                "",
                MU + "A",
            ],
            ["Power-down current", "", "", "0.5", "", MU + "A"],
            ["Input high level", "SDA, SCL, CS, SA0", "0.8 VDDIO", "", "", "V"],
            ["Input low level", "", "", "", "0.2 VDDIO", "V"],
            ["Turn-on time", "from power-down", "", "1 ms + 1/ODR", "", ""],
            ["Operating temperature", "", "-40", "", "+85", DEG],
        ],
        7.3,
    )

    s.add_page()
    s.caption("Tab 3 | Absolute maximum ratings", 7.8)
    s.table(
        [
            Col("Symbol", 70, "C"),
            Col("Ratings", 250),
            Col("Maximum value", 110, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["VDD", "Supply voltage", "-0.3 to 4.8", "V"],
            ["VDDIO", "I/O pins supply voltage", "-0.3 to 4.8", "V"],
            [
                "Vin",
                "Input voltage on any control pin (CS, SCL/SPC, SDA/SDI/SDO, SA0)",
                "-0.3 to VDDIO + 0.3",
                "V",
            ],
            ["A_{POW}", "Acceleration (any axis, powered, 0.5 ms)", "3000", "g"],
            ["A_{UNP}", "Acceleration (any axis, unpowered, 0.2 ms)", "10 000", "g"],
            ["T_{STG}", "Storage temperature", "-40 to +125", DEG],
            ["ESD", "Human body model", "2", "kV"],
        ],
        7.3,
    )
    s.heading(h + "Digital interfaces", 9.5, rule=True)
    s.para(
        "I" + SQ + "C: the 7-bit slave address is 0011000b (0x18) when SA0 is tied to GND and "
        "0011001b (0x19) when SA0 is tied to VDDIO. Standard mode and fast mode (up to 400 kHz) "
        "are supported. SPI: modes 0 and 3, 3-wire or 4-wire, serial clock up to 10 MHz. Pulling "
        "CS low selects SPI; keep CS high for I" + SQ + "C.",
        7.5,
    )
    s.para(
        "SDA and SCL are not 5 V tolerant: connect the pull-up resistors to VDDIO. On a 5 V bus "
        "use a level translator.",
        7.5,
    )
    s.gap(4)
    s.caption("Tab 4 | Output data rate selection (CTRL_REG1, ODR[3:0])", 7.8)
    s.table(
        [
            Col("ODR[3:0]", 80, "C"),
            Col("Normal mode", 140, "C"),
            Col("Low-power mode", 140, "C"),
            Col("Comment", 139),
        ],
        [
            ["0000", "power-down", "power-down", "default"],
            ["0001", "1 Hz", "1 Hz", ""],
            ["0010", "10 Hz", "10 Hz", ""],
            ["0011", "25 Hz", "25 Hz", ""],
            ["0101", "100 Hz", "100 Hz", ""],
            ["0111", "400 Hz", "400 Hz", ""],
            ["1000", DASH, "1600 Hz", "low-power only"],
        ],
        7.3,
    )
    s.caption("Tab 5 | Register map (excerpt)", 7.8)
    s.table(
        [
            Col("Address", 70, "C"),
            Col("Name", 110),
            Col("Type", 60, "C"),
            Col("Default", 80, "C"),
            Col("Function", 179),
        ],
        [
            ["0x0F", "WHO_AM_I", "r", "0x36", "device identification"],
            ["0x20", "CTRL_REG1", "rw", "0x07", "ODR, low-power enable, X/Y/Z enable"],
            ["0x23", "CTRL_REG4", "rw", "0x00", "full scale FS[1:0], SPI 3-wire"],
            [
                "0x28 " + NDASH + " 0x2D",
                "OUT_X_L " + ELL + " OUT_Z_H",
                "r",
                DASH,
                "acceleration data, left-justified",
            ],
            ["0x30", "INT1_CFG", "rw", "0x00", "wake-up / free-fall logic"],
        ],
        7.3,
    )
    s.heading(h + "Application hints", 9.5, rule=True)
    s.bullets(
        [
            "Coin-cell operation: with VDD and VDDIO taken straight from a CR2032 the TKX3306 "
            "keeps working down to 1.71 V; in low-power mode at 10 Hz it draws 3.6 " + MU + "A.",
            "Decouple VDD with 100 nF and 10 " + MU + "F, VDDIO with 100 nF.",
            "Mount the part away from board edges and screw holes; board stress shifts the "
            "zero-g level.",
        ],
        7.3,
        "\u25b8",
    )
    revision_table(
        s,
        [
            ["2023-03-14", "A1", "Preliminary"],
            ["2023-09-02", "A3", "Low-power current values updated"],
            ["2024-02-20", "A4", "Coin-cell hint; register map excerpt"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "tkx3306.pdf")
