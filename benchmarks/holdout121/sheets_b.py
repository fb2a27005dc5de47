"""Hold-out 121 datasheets, part 2: a GNSS receiver module, a 24-bit load-cell ADC IC, a
0.96" I2C OLED display module and a thermocouple-to-digital converter IC.

A Trieste (Italy) GNSS-module house "Hardware Integration Manual" (numbered "n.m" heads,
"Table n –" captions below the tables, supply currents stacked per operating mode,
update rate stacked per constellation, I2C address and 5 V warning only in prose, NMEA
and pin tables as decoys), a Quanzhou (China) IC house data sheet in English ("◢ n"
heads, full-scale input range stacked per gain, data rate per RATE pin, a 2-wire
interface that is not I2C, gain-select and timing tables as decoys), a Gaborone
(Botswana) maker-store product sheet (BWP prices, "□" heads, a key-value "at a glance"
list, current in column groups per colour, 8-bit silkscreen addresses beside the 7-bit
ones, FAQ) and a Penang (Malaysia) sensor-IC data sheet (upper-case heads between
em-dashes, error limits stacked per thermocouple type and band, range in column groups
per type, memory map and data-format tables with temperatures as decoys).
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
TIMES = "\u00d7"


# ------------------------------------------------ GNSS receiver module (Trieste)
def nvg72(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="NVG-72  \u00b7  GNSS receiver module",
        header_right="Hardware Integration Manual  \u00b7  UM-NVG72-EN R04",
        footer_left="Carso Navigation S.r.l.  \u00b7  Area Science Park, Padriciano 99, 34149 Trieste (TS), "
        "Italia",
        footer_right="{page} | {nb}",
        rule_color=(0, 71, 171),
        table_fill=None,
        accent=(0, 71, 171),
        grid=False,
    )
    s = Sheet(style, "NVG-72 GNSS receiver module - Hardware Integration Manual")
    s.add_page()
    s.title_block(
        "NVG-72",
        "72-channel multi-GNSS receiver module " + DASH + " Hardware Integration Manual",
        "GPS / QZSS, Galileo, GLONASS, BeiDou  |  16.0 x 12.2 x 2.4 mm LCC  |  variants NVG-72S "
        "(standard) and NVG-72T (timing)  |  UM-NVG72-EN R04, March 2024",
        22,
    )
    s.heading("1  Overview", 10.5, rule=True)
    s.para(
        "The NVG-72 is a concurrent multi-GNSS receiver in a 24-pad LCC package. It tracks "
        "up to four constellations at once, outputs NMEA 0183 and the binary CNV protocol over "
        "UART or the DDC (I" + SQ + "C-compatible) port, and offers a time pulse for "
        "synchronisation. The NVG-72T adds a survey-in timing mode with a 5 ns time pulse.",
        8.0,
    )
    s.heading("2  Specifications", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 130),
            Col("Condition", 210),
            Col("Value", 100, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            [
                "Receiver type",
                "72 channels, GPS L1C/A, Galileo E1, GLONASS L1OF, BeiDou B1I",
                "",
                "",
            ],
            [
                "Navigation update rate",
                "single GNSS\nGPS + Galileo or GPS + GLONASS (concurrent)\ndefault",
                "up to 10\nup to 5\n1",
                "Hz",
            ],
            ["Time to first fix", "cold start\nhot start\naided start", "26\n1\n2", "s"],
            [
                "Sensitivity",
                "tracking and navigation\ncold start\nreacquisition",
                "-162\n-148\n-157",
                "dBm",
            ],
            [
                "Horizontal position\naccuracy",
                "autonomous, CEP 50 %, 24 h static\nwith SBAS",
                "2.0\n1.5",
                "m",
            ],
            ["Time-pulse accuracy", "RMS, NVG-72S / NVG-72T", "30 / 5", "ns"],
            ["Time-pulse frequency", "configurable", "0.25 Hz " + ELL + " 10 MHz", ""],
        ],
        7.5,
    )
    s.caption("Table 1 " + NDASH + " GNSS performance (all satellites at -130 dBm)", 7.5)
    s.gap(4)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 80, "C"),
            Col("Unit", 129, "C"),
        ],
        [
            ["Supply voltage", "VCC", "-0.5", "4.0", "V"],
            ["Backup supply voltage", "V_BCKP", "-0.5", "4.0", "V"],
            ["Input voltage on any I/O pin", "V_{in}", "-0.5", "VCC + 0.5", "V"],
            ["VCC_RF output current", "I_{RF}", "", "100", "mA"],
            ["RF input power", "P_{rf}", "", "+15", "dBm"],
            ["Storage temperature", "T_{stg}", "-40", "+85", DEG],
        ],
        7.5,
    )
    s.caption("Table 2 " + NDASH + " Absolute maximum ratings", 7.5)
    s.gap(4)
    s.table(
        [
            Col("Parameter", 120),
            Col("Symbol", 50, "C"),
            Col("Condition", 145),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 58, "C"),
        ],
        [
            ["Supply voltage", "VCC", "", "2.7", "3.0", "3.6", "V"],
            ["Backup supply voltage", "V_BCKP", "", "1.65", "", "3.6", "V"],
            [
                "Supply current",
                "I_{CC}",
                "acquisition\ntracking, continuous\npower save, 1 Hz cyclic",
                "",
                "29\n23\n8",
                "",
                "mA",
            ],
            [
                "Software backup\ncurrent",
                "I_{SWB}",
                "VCC on, receiver stopped",
                "",
                "40",
                "",
                MU + "A",
            ],
            ["Backup current", "I_{BCKP}", "VCC off, V_BCKP = 3.0 V", "", "15", "", MU + "A"],
            ["Input high voltage", "V_{IH}", "", "0.7 " + TIMES + " VCC", "", "VCC + 0.3", "V"],
            ["Input low voltage", "V_{IL}", "", "-0.3", "", "0.2 " + TIMES + " VCC", "V"],
            ["Output high voltage", "V_{OH}", "I_{OH} = -4 mA", "VCC - 0.4", "", "", "V"],
            ["VCC_RF output\ncurrent", "I_{RF}", "active antenna supply", "", "", "50", "mA"],
            ["Operating temperature", "T_{opr}", "", "-40", "", "+85", DEG],
        ],
        7.5,
    )
    s.caption(
        "Table 3 " + NDASH + " Operating conditions (VCC = 3.0 V, 25 " + DEG + " unless noted)", 7.5
    )

    s.add_page()
    s.heading("3  Interfaces", 10.5, rule=True)
    s.heading("3.1  UART", 9.0)
    s.para(
        "The UART runs at 9600 bps by default (8 data bits, no parity, 1 stop bit) and outputs "
        "the NMEA messages of Table 4 once per navigation solution. The baud rate can be "
        "changed from 4800 bps to 921 600 bps with the CNV-CFG-PRT message.",
        8.0,
    )
    s.heading("3.2  DDC (I" + SQ + "C-compatible)", 9.0)
    s.para(
        "The DDC port is an I" + SQ + "C-compatible slave at the 7-bit address 0x42 with clock "
        "rates up to 400 kHz. It carries the same messages as the UART. SDA and SCL need "
        "external pull-up resistors to VCC.",
        8.0,
    )
    s.heading("3.3  Signal levels", 9.0)
    s.para(
        "All digital I/O pins (TXD, RXD, SDA, SCL, EXTINT, TIMEPULSE) are 3.3 V LVTTL and are "
        "not 5 V tolerant. With 5 V hosts such as an Arduino Uno use a level shifter on RXD "
        "and on the DDC lines.",
        8.0,
    )
    s.table(
        [Col("Message", 70, "C"), Col("Content", 280), Col("Default rate", 149, "C")],
        [
            ["GGA", "Time, position, fix type, satellites used, HDOP", "every fix"],
            ["RMC", "Recommended minimum: time, position, speed, course", "every fix"],
            ["GSA", "DOP and active satellites", "every fix"],
            ["GSV", "Satellites in view (up to 16 per constellation)", "every 5th fix"],
            ["VTG", "Course and speed over ground", "every fix"],
            ["GLL", "Latitude and longitude", "every fix"],
            ["TXT", "Start-up and antenna status text", "at start-up"],
        ],
        7.5,
    )
    s.caption("Table 4 " + NDASH + " Default NMEA messages (NMEA 0183 version 4.11)", 7.5)
    s.gap(4)
    s.table(
        [Col("Pad", 40, "C"), Col("Name", 80, "C"), Col("I/O", 40, "C"), Col("Description", 339)],
        [
            ["1", "SAFEBOOT_N", "I", "Leave open; low at start-up enters safe boot"],
            ["3", "TIMEPULSE", "O", "Time pulse, 1 pulse per second by default"],
            ["4", "EXTINT", "I", "External interrupt"],
            ["8", "RESET_N", "I", "Reset, active low; do not drive high"],
            ["9", "VCC_RF", "O", "Antenna supply, VCC - 0.1 V"],
            ["11", "RF_IN", "I", "GNSS signal input, 50 " + OHM],
            ["18", "SDA", "I/O", "DDC data"],
            ["19", "SCL", "I", "DDC clock"],
            ["20", "TXD", "O", "UART transmit"],
            ["21", "RXD", "I", "UART receive"],
            ["22", "V_BCKP", "I", "Backup supply"],
            ["23", "VCC", "I", "Main supply"],
            ["10, 12, 13, 24", "GND", "", "Ground"],
        ],
        7.5,
    )
    s.caption("Table 5 " + NDASH + " Pad assignment (excerpt)", 7.5)
    s.heading("4  Design-in notes", 10.5, rule=True)
    s.bullets(
        [
            "Backup supply: connect V_BCKP to a 1.65 " + ELL + " 3.6 V source that stays on when "
            "VCC is off, such as a lithium coin cell or a super-capacitor. Without a backup "
            "supply, connect V_BCKP to VCC; every start is then a cold start.",
            "Active antennas: VCC_RF supplies up to 50 mA at VCC - 0.1 V. Use a 3 V antenna.",
            "Place a 10 "
            + MU
            + "F and a 100 nF capacitor at VCC; keep the RF trace at 50 "
            + OHM
            + ".",
            "Soldering: one reflow pass, peak 245 " + DEG + " for at most 30 s.",
        ],
        7.8,
        "\u2022",
    )
    s.table(
        [Col("Ordering code", 130), Col("Variant", 200), Col("Packing", 169, "C")],
        [
            ["NVG-72S-0-01", "standard, Flash, 2 ns time-pulse granularity", "reel, 500 pcs"],
            ["NVG-72T-0-01", "timing, survey-in and fixed-position mode", "reel, 500 pcs"],
        ],
        7.5,
    )
    s.caption("Table 6 " + NDASH + " Ordering information", 7.5)
    return save(s, out / "nvg-72.pdf")


# ------------------------------------------------ 24-bit load-cell ADC IC (Quanzhou)
def qwa7124(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Quanzhou Clove Microelectronics",
        header_right="QWA7124  24-bit ADC for weigh scales",
        footer_left="Quanzhou Clove Microelectronics Co., Ltd.  \u00b7  Fengze District, Quanzhou, "
        "Fujian  \u00b7  Tel +86 595 2261 7130",
        footer_right="V2.1  |  {page}/{nb}",
        rule_color=(0, 120, 100),
        table_fill=(220, 240, 235),
        accent=(0, 110, 90),
        grid=True,
    )
    s = Sheet(style, "QWA7124 24-bit analog-to-digital converter for weigh scales")
    s.add_page()
    s.title_block(
        "QWA7124",
        "24-bit Analog-to-Digital Converter (ADC) for Weigh Scales",
        "Data Sheet V2.1  \u00b7  SOP-16  \u00b7  2024-03",
        22,
    )

    def overview() -> None:
        s.heading("\u25e2 1 Overview", 10)
        s.para(
            "The QWA7124 is a 24-bit delta-sigma converter made for electronic scales and "
            "industrial weighing. A load-cell bridge connects straight to its inputs: a "
            "multiplexer picks channel A or channel B, and a low-noise programmable-gain "
            "amplifier (PGA) raises the millivolt bridge signal to the converter's range. "
            "The built-in regulator supplies the bridge and the analog section, so no "
            "external regulator is needed.",
            7.5,
        )

    def features() -> None:
        s.heading("\u25e2 2 Features", 10)
        s.bullets(
            [
                "Two selectable differential input channels",
                "Channel A gain 128 or 64, channel B gain 32",
                "Selectable 10 SPS or 80 SPS output data rate",
                "On-chip regulator for load-cell and ADC analog supply",
                "On-chip oscillator; optional crystal",
                "Simple 2-wire digital interface",
                "Operating supply 2.7 ~ 5.5 V",
                "Current consumption: normal 1.4 mA, power down < 1 " + MU + "A",
                "Temperature range -40 ~ +85 " + DEG,
            ],
            7.5,
            "\u25b8",
        )

    s.side_by_side(overview, features, 240, 16)
    s.heading("\u25e2 3 Electrical characteristics", 10)
    s.table(
        [
            Col("Parameter", 112),
            Col("Symbol", 50, "C"),
            Col("Condition", 138),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 52, "C"),
            Col("Unit", 57, "C"),
        ],
        [
            [
                "Full-scale differential\ninput range",
                "V_{IN(diff)}",
                "AVDD = 5 V, gain 128\nAVDD = 5 V, gain 64\nAVDD = 5 V, gain 32 (channel B)",
                "-20\n-40\n-80",
                "",
                "+20\n+40\n+80",
                "mV",
            ],
            ["Common-mode input", "V_{CM}", "", "AGND + 1.2", "", "AVDD - 1.3", "V"],
            [
                "Output data rate",
                "ODR",
                "internal oscillator, RATE = 0\ninternal oscillator, RATE = 1",
                "",
                "10\n80",
                "",
                "SPS",
            ],
            ["Output data coding", "", "2's complement", "800000h", "", "7FFFFFh", ""],
            ["Resolution", "", "no missing codes", "", "24", "", "bit"],
            [
                "Input noise",
                "e_{n}",
                "gain 128, RATE = 0\ngain 128, RATE = 1",
                "",
                "50\n90",
                "",
                "nV rms",
            ],
            ["Settling time", "t_{S}", "RATE = 0\nRATE = 1", "", "400\n50", "", "ms"],
            ["Supply voltage", "VSUP,\nDVDD", "", "2.7", "5.0", "5.5", "V"],
            [
                "Analog supply\n(regulator output)",
                "AVDD",
                "set by R1 / R2",
                "2.6",
                "",
                "VSUP - 0.1",
                "V",
            ],
            [
                "Operating current",
                "I_{DD}",
                "normal, VSUP = DVDD = 5 V\nnormal, VSUP = DVDD = 3.3 V",
                "",
                "1.4\n1.2",
                "",
                "mA",
            ],
            [
                "Power-down current",
                "I_{PD}",
                "PD_SCK high > 60 " + MU + "s",
                "",
                "0.3",
                "1",
                MU + "A",
            ],
            ["Regulator output\ncurrent", "I_{AVDD}", "bridge excitation", "", "", "35", "mA"],
            ["Input high voltage", "V_{IH}", "PD_SCK", "0.7 " + TIMES + " DVDD", "", "", "V"],
            ["Input low voltage", "V_{IL}", "PD_SCK", "", "", "0.3 " + TIMES + " DVDD", "V"],
        ],
        7.3,
    )
    s.heading("\u25e2 4 Absolute maximum ratings", 10)
    s.table(
        [Col("Parameter", 250), Col("Min", 80, "C"), Col("Max", 90, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage VSUP, DVDD", "-0.3", "6.0", "V"],
            ["Voltage on any input pin", "-0.3", "DVDD + 0.3", "V"],
            ["Operating temperature", "-40", "+85", DEG],
            ["Storage temperature", "-40", "+125", DEG],
            ["ESD, human body model", "", "2000", "V"],
        ],
        7.3,
    )

    s.add_page()
    s.heading("\u25e2 5 Pin description", 10)
    s.table(
        [
            Col("Pin", 40, "C"),
            Col("Name", 70, "C"),
            Col("Function", 80, "C"),
            Col("Description", 309),
        ],
        [
            ["1", "VSUP", "Power", "Regulator supply: 2.7 ~ 5.5 V"],
            ["2", "BASE", "Analog out", "Regulator control output (to PNP base)"],
            ["3", "AVDD", "Power", "Analog supply: 2.6 ~ VSUP - 0.1 V"],
            ["4", "VFB", "Analog in", "Regulator feedback (R1 / R2 divider)"],
            ["5", "AGND", "Ground", "Analog ground"],
            ["6", "VBG", "Analog out", "Reference bypass, 0.1 " + MU + "F to AGND"],
            ["7, 8", "INNA, INPA", "Analog in", "Channel A negative / positive input"],
            ["9, 10", "INNB, INPB", "Analog in", "Channel B negative / positive input"],
            ["11", "PD_SCK", "Digital in", "Power down and serial clock input"],
            ["12", "DOUT", "Digital out", "Serial data output"],
            ["13, 14", "XO, XI", "Digital", "Crystal I/O; XI to GND for the on-chip oscillator"],
            ["15", "RATE", "Digital in", "Output data rate: low = 10 SPS, high = 80 SPS"],
            ["16", "DVDD", "Power", "Digital supply: 2.7 ~ 5.5 V"],
        ],
        7.3,
    )
    s.heading("\u25e2 6 Serial interface", 10)
    s.para(
        "PD_SCK and DOUT form a simple 2-wire serial interface. It is not I" + SQ + "C or SPI "
        "compatible: the QWA7124 has no address and no chip select, so it cannot share a bus "
        "with other devices; each QWA7124 needs its own two GPIO pins. DOUT goes low when "
        "data are ready; 24 PD_SCK pulses shift the data out MSB first, and 1 to 3 extra "
        "pulses select the channel and gain of the next conversion (Table 6-1).",
        7.5,
    )
    s.table(
        [Col("PD_SCK pulses", 160, "C"), Col("Input channel", 170, "C"), Col("Gain", 169, "C")],
        [
            ["25", "A", "128"],
            ["26", "B", "32"],
            ["27", "A", "64"],
        ],
        7.3,
    )
    s.caption("Table 6-1  Input channel and gain selection", 7.5)
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Note", 229),
            Col("Min", 55, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 55, "C"),
        ],
        [
            ["T1", "DOUT falling edge to PD_SCK rising edge", "0.1", "", "", MU + "s"],
            ["T2", "PD_SCK rising edge to DOUT data ready", "", "", "0.1", MU + "s"],
            ["T3", "PD_SCK high time", "0.2", "1", "50", MU + "s"],
            ["T4", "PD_SCK low time", "0.2", "1", "", MU + "s"],
        ],
        7.3,
    )
    s.caption("Table 6-2  Serial interface timing", 7.5)
    s.para(
        "Keeping PD_SCK high for more than 60 " + MU + "s enters power-down mode. When PD_SCK "
        "returns low the chip resets and starts in channel A, gain 128.",
        7.5,
    )
    s.heading("\u25e2 7 Application notes", 10)
    s.bullets(
        [
            "Logic levels: DOUT and PD_SCK follow DVDD. To connect a 3.3 V microcontroller "
            "(ESP32, STM32, Raspberry Pi), supply DVDD from 3.3 V; VSUP may be 3.3 V or 5 V. "
            "With DVDD = 5 V, DOUT swings to 5 V and must not drive a 3.3 V-only input.",
            "Regulator: AVDD = VBG x (R1 + R2) / R2 with VBG = 1.25 V; R1 = 20 k"
            + OHM
            + " and R2 = 8.2 k"
            + OHM
            + " give 4.3 V. Keep AVDD at least 0.1 V below VSUP.",
            "Bridge load: a 1 k" + OHM + " load cell at AVDD = 4.3 V draws 4.3 mA from the "
            "regulator.",
        ],
        7.5,
        "\u25b8",
    )
    s.table(
        [Col("Part number", 140), Col("Package", 120, "C"), Col("Packing", 239, "C")],
        [
            ["QWA7124", "SOP-16", "tube, 50 pcs"],
            ["QWA7124-TR", "SOP-16", "tape and reel, 2500 pcs"],
        ],
        7.3,
    )
    s.caption("Table 8-1  Ordering information", 7.5)
    return save(s, out / "qwa7124.pdf")


# ------------------------------------------------ 0.96" I2C OLED module (Gaborone)
def gom96(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="MAIN MALL MAKER SHOP",
        header_right='GOM-96 0.96" I2C OLED  \u00b7  product datasheet',
        footer_left="Main Mall Maker Shop (Pty) Ltd  \u00b7  Plot 1186, Main Mall, Gaborone, Botswana  "
        "\u00b7  prices in BWP incl. 14 % VAT",
        footer_right="Page {page} (of {nb})",
        rule_color=(30, 130, 200),
        table_fill=(225, 240, 252),
        accent=(20, 100, 170),
        grid=False,
    )
    s = Sheet(style, "GOM-96 0.96 inch I2C OLED display module")
    s.add_page()
    s.title_block(
        'GOM-96  0.96" I2C OLED Display',
        "128 x 64 OLED module with on-glass driver (SSD1306 command set), 4-pin I2C",
        "GOM-96W white  P 89.00    |    GOM-96B blue  P 85.00    |    GOM-96YB yellow / blue  "
        "P 92.00",
        20,
    )
    s.heading("\u25a1 At a glance", 10.5, rule=True)
    s.lines(
        [
            "Display: 0.96 inch, 128 x 64 pixels, passive-matrix OLED, no backlight needed",
            "Interface: I2C, 4 pins (GND, VCC, SCL, SDA)",
            "Supply: 3.0 V to 5.5 V on VCC (on-board 3.3 V regulator and charge pump)",
            "Address: 0x3C as shipped, 0x3D with the address resistor moved",
            "Viewing angle: more than 160" + "\u00b0",
            "Board: 27.3 x 27.8 mm, four M2 holes",
        ],
        8.5,
        3.5,
    )
    s.heading("\u25a1 Electrical data (all colours)", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 190),
            Col("Condition", 130),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Supply voltage (VCC)", "", "3.0", "3.3", "5.5", "V"],
            ["I2C clock (SCL)", "", "", "", "400", "kHz"],
            [
                "Sleep current\n(display OFF, command 0xAE)",
                "incl. regulator",
                "",
                "20",
                "50",
                MU + "A",
            ],
            ["On-board pull-ups (SCL, SDA)", "to VCC", "", "4.7", "", "k" + OHM],
            ["Operating temperature", "", "-30", "", "+70", DEG],
            ["Storage temperature", "", "-40", "", "+80", DEG],
        ],
        7.8,
    )
    s.heading("\u25a1 Per colour", 10.5, rule=True)
    s.table(
        [
            Col("Item", 190),
            Col("GOM-96W", 80, "C"),
            Col("GOM-96B", 80, "C"),
            Col("GOM-96YB", 100, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Emitting colour", "white", "blue", "yellow rows 0-15,\nblue rows 16-63", ""],
            ["Current, all pixels on\n(contrast 0xCF)", "22", "20", "21", "mA"],
            ["Current, typical text screen\n(about 20 % of pixels on)", "8", "7", "8", "mA"],
            ["Half-life (50 % brightness)", "10 000", "15 000", "12 000", "h"],
            [
                "Pin order (left to right)",
                "GND VCC SCL SDA",
                "GND VCC SCL SDA",
                "VCC GND SCL SDA",
                "",
            ],
        ],
        7.8,
        head_rows=[["", "Colour version", "<", "<", ""]],
    )
    s.para(
        "Watch the pin order: the GOM-96YB has VCC and GND swapped compared with the white and "
        "blue boards. A reversed supply kills the regulator.",
        8.0,
        bold=True,
    )

    s.add_page()
    s.heading("\u25a1 I2C address", 10.5, rule=True)
    s.para(
        'The back of the board is printed "IIC ADDRESS SELECT 0x78 / 0x7A". Those are 8-bit '
        "write addresses. In code (Arduino, MicroPython, Linux) use the 7-bit address 0x3C "
        "(resistor on the 0x78 side, as shipped) or 0x3D (resistor moved to the 0x7A side).",
        8.0,
    )
    s.heading("\u25a1 3.3 V or 5 V?", 10.5, rule=True)
    s.para(
        "The board has 4.7 k" + OHM + " pull-ups from SCL and SDA to VCC. Powered from 5 V, "
        "the pull-ups lift the I2C lines to 5 V " + NDASH + " fine for a 5 V Arduino, but an "
        "ESP32, a Raspberry Pi or a Pico is not 5 V tolerant: power the module from their "
        "3.3 V pin.",
        8.0,
    )
    s.heading("\u25a1 FAQ", 10.5, rule=True)
    faq = [
        (
            "Can I put two displays on one bus?",
            "Yes, if one of them has its resistor moved to 0x3D. Two boards at 0x3C answer "
            "together and show garbage.",
        ),
        (
            "Which library?",
            "Any SSD1306 library for 128 x 64 I2C displays (Adafruit SSD1306, U8g2, "
            "MicroPython ssd1306).",
        ),
        (
            "How fast can I clock it?",
            "400 kHz is guaranteed. Many boards work at 800 kHz, but we do not promise it.",
        ),
        (
            "The screen stays black.",
            "Check the address (0x3C, not 0x78), the pin order and that the reset pin of the "
            "driver is handled on the board (it is; there is no RST pin).",
        ),
        (
            "Battery use?",
            "Send command 0xAE (display off) when nothing needs showing; the module then draws "
            "about 20 " + MU + "A.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 8.0, bold=True)
        s.para(answer, 8.0)
    s.heading("\u25a1 Price list", 10.5, rule=True)
    s.table(
        [
            Col("Item", 90, "C"),
            Col("Description", 249),
            Col("Price (BWP)", 80, "C"),
            Col("Stock", 80, "C"),
        ],
        [
            ["GOM-96W", '0.96" OLED, white, I2C', "89.00", "in stock"],
            ["GOM-96B", '0.96" OLED, blue, I2C', "85.00", "in stock"],
            ["GOM-96YB", '0.96" OLED, yellow / blue, I2C', "92.00", "in stock"],
            ["GOM-96W-5", "GOM-96W, pack of 5", "395.00", "on order"],
        ],
        7.8,
    )
    return save(s, out / "gom-96.pdf")


# ------------------------------------------------ thermocouple-to-digital converter (Penang)
def tcq3855(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="STRAITS THERMAL SEMICONDUCTOR",
        header_right="TCQ3855  Thermocouple-to-Digital Converter",
        footer_left="TCQ3855 Rev. 1.3  \u00b7  Straits Thermal Semiconductor Sdn. Bhd.  \u00b7  "
        "Bayan Lepas, Penang, Malaysia",
        footer_right="page {page}",
        rule_color=(120, 20, 90),
        table_fill=None,
        accent=(120, 20, 90),
        grid=False,
    )
    s = Sheet(style, "TCQ3855 cold-junction compensated thermocouple-to-digital converter")
    s.add_page()
    s.title_block(
        "TCQ3855",
        "Cold-Junction Compensated Thermocouple-to-Digital Converter",
        "TCQ3855K (type K)  \u00b7  TCQ3855J (type J)  \u00b7  TCQ3855T (type T)  \u00b7  SO-8  "
        "\u00b7  Rev. 1.3",
        22,
    )
    s.heading(DASH + " DESCRIPTION " + DASH, 10)
    s.para(
        "The TCQ3855 reads a thermocouple, measures its own die temperature as the cold "
        "junction and adds the two, so the host gets the hot-junction temperature in degrees "
        "Celsius. Each part number is trimmed for one thermocouple type (K, J or T). A "
        "32-bit read-only SPI word carries the 14-bit signed result with 0.25 " + DEG + " "
        "steps, the die temperature and three fault bits (open circuit, short to GND, short "
        "to VCC).",
        8.0,
    )
    s.heading(DASH + " AT A GLANCE " + DASH, 10)
    s.bullets(
        [
            "Cold-junction compensation built in",
            "14-bit, 0.25 " + DEG + " resolution",
            "Versions for K, J and T thermocouples",
            "Simple SPI-compatible read-only interface",
            "Detects open circuit, short to GND and short to VCC",
        ],
        8.0,
        "\u2022",
    )
    s.heading(DASH + " ELECTRICAL CHARACTERISTICS " + DASH, 10)
    s.para(
        "(VCC = 3.0 V to 3.6 V, TA = -40 " + DEG + " to +125 " + DEG + ", unless otherwise "
        "noted. Typical values are at VCC = 3.3 V and TA = +25 " + DEG + ".)",
        7.5,
    )
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 45, "C"),
            Col("Conditions", 170),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Units", 54, "C"),
        ],
        [
            ["Power-supply voltage", "V_{CC}", "", "3.0", "3.3", "3.6", "V"],
            ["Power-supply current", "I_{CC}", "", "", "0.9", "1.5", "mA"],
            ["Power-on reset\nthreshold", "V_{POR}", "VCC rising", "", "2.5", "", "V"],
            [
                "Thermocouple\ntemperature error",
                "",
                "TCQ3855K, -200 "
                + DEG
                + " to +700 "
                + DEG
                + "\nTCQ3855K, +700 "
                + DEG
                + " to +1350 "
                + DEG
                + "\nTCQ3855J, -210 "
                + DEG
                + " to +750 "
                + DEG
                + "\nTCQ3855T, -250 "
                + DEG
                + " to +400 "
                + DEG,
                "-2\n-4\n-2\n-2",
                "",
                "+2\n+4\n+2\n+2",
                DEG,
            ],
            ["Thermocouple\nresolution", "", "", "", "0.25", "", DEG],
            [
                "Cold-junction\naccuracy",
                "",
                "TA = -20 " + DEG + " to +85 " + DEG + "\nTA = -40 " + DEG + " to +125 " + DEG,
                "-2\n-3",
                "",
                "+2\n+3",
                DEG,
            ],
            [
                "Cold-junction\nresolution",
                "",
                "TA = -40 " + DEG + " to +125 " + DEG,
                "",
                "0.0625",
                "",
                DEG,
            ],
            [
                "Conversion time",
                "t_{CONV}",
                "thermocouple and cold junction",
                "",
                "70",
                "100",
                "ms",
            ],
            ["Serial-clock frequency", "f_{SCK}", "", "", "", "5", "MHz"],
            ["Input high voltage", "V_{IH}", "SCK, CS", "0.7 " + TIMES + " VCC", "", "", "V"],
            ["Input low voltage", "V_{IL}", "SCK, CS", "", "", "0.3 " + TIMES + " VCC", "V"],
            ["Output low voltage", "V_{OL}", "SO, I_{SINK} = 1.6 mA", "", "", "0.4", "V"],
        ],
        7.5,
    )
    s.para(
        "Note: the thermocouple temperature error applies for TA = -20 "
        + DEG
        + " to +85 "
        + DEG
        + " and includes the cold-junction error.",
        7.5,
    )
    s.heading(DASH + " RANGE BY VERSION " + DASH, 10)
    s.table(
        [
            Col("Parameter", 159),
            Col("TCQ3855K", 90, "C"),
            Col("TCQ3855J", 90, "C"),
            Col("TCQ3855T", 90, "C"),
            Col("Units", 70, "C"),
        ],
        [
            ["Thermocouple type", "K", "J", "T", ""],
            ["Measurement range", "-200 to +1350", "-210 to +1200", "-250 to +400", DEG],
            ["Seebeck coefficient (nominal)", "41.276", "57.953", "52.18", MU + "V/" + DEG],
        ],
        7.5,
    )

    s.add_page()
    s.heading(DASH + " ABSOLUTE MAXIMUM RATINGS " + DASH, 10)
    s.table(
        [Col("Parameter", 300), Col("Min", 60, "C"), Col("Max", 70, "C"), Col("Units", 69, "C")],
        [
            ["Supply voltage (VCC to GND)", "-0.3", "+4.0", "V"],
            ["All other pins to GND", "-0.3", "VCC + 0.3", "V"],
            ["Operating temperature range", "-40", "+125", DEG],
            ["Junction temperature", "", "+150", DEG],
            ["Storage temperature range", "-65", "+150", DEG],
            ["Soldering temperature (reflow)", "", "+260", DEG],
        ],
        7.5,
    )
    s.heading(DASH + " SERIAL INTERFACE " + DASH, 10)
    s.para(
        "The interface is read-only SPI. Drive CS low, then read 32 bits on SO on the falling "
        "edge of SCK, MSB first; a full read takes 32 clocks. Driving CS low stops any "
        "conversion in progress; CS high starts a new one. SCK may run at up to 5 MHz. SCK and "
        "CS are not 5 V tolerant: with a 5 V microcontroller use a level translator.",
        8.0,
    )
    s.heading(DASH + " MEMORY MAP " + DASH, 10)
    s.table(
        [Col("Bit", 90, "C"), Col("Name", 150), Col("Description", 259)],
        [
            ["D31-D18", "Thermocouple data", "14-bit, 0.25 " + DEG + " per LSB, sign in D31"],
            ["D17", "Reserved", "Always reads 0"],
            ["D16", "Fault", "1 when SCV, SCG or OC is set"],
            ["D15-D4", "Internal temperature", "12-bit, 0.0625 " + DEG + " per LSB"],
            ["D3", "Reserved", "Always reads 0"],
            ["D2", "SCV", "Thermocouple shorted to VCC"],
            ["D1", "SCG", "Thermocouple shorted to GND"],
            ["D0", "OC", "Thermocouple open"],
        ],
        7.5,
    )
    s.heading(DASH + " THERMOCOUPLE TEMPERATURE DATA FORMAT " + DASH, 10)
    s.table(
        [
            Col("Temperature (" + DEG + ")", 150, "C"),
            Col("Digital output (D31-D18)", 200, "C"),
            Col("Hex", 149, "C"),
        ],
        [
            ["+1600.00", "0110 0100 0000 00", "0x1900"],
            ["+1000.00", "0011 1110 1000 00", "0x0FA0"],
            ["+100.75", "0000 0110 0100 11", "0x0193"],
            ["+25.00", "0000 0001 1001 00", "0x0064"],
            ["0.00", "0000 0000 0000 00", "0x0000"],
            ["-0.25", "1111 1111 1111 11", "0x3FFF"],
            ["-1.00", "1111 1111 1111 00", "0x3FFC"],
            ["-250.00", "1111 0000 0110 00", "0x3C18"],
        ],
        7.5,
    )
    s.para(
        "The format covers -2048 " + DEG + " to +2047.75 " + DEG + "; readings outside the "
        "measurement range of the version are not guaranteed.",
        7.5,
    )
    s.heading(DASH + " APPLICATIONS INFORMATION " + DASH, 10)
    s.bullets(
        [
            "Place a 0.1 " + MU + "F bypass capacitor from VCC to GND close to the device.",
            "Keep the TCQ3855 and the thermocouple connector at the same temperature; the "
            "cold junction is the die.",
            "T- is internally biased; do not connect it to GND.",
        ],
        8.0,
        "\u2022",
    )
    s.heading(DASH + " ORDERING INFORMATION " + DASH, 10)
    s.table(
        [
            Col("Part", 140),
            Col("Thermocouple", 120, "C"),
            Col("Package", 100, "C"),
            Col("Packing", 139, "C"),
        ],
        [
            ["TCQ3855KSA", "K", "SO-8", "tube"],
            ["TCQ3855KSA-T", "K", "SO-8", "tape and reel"],
            ["TCQ3855JSA", "J", "SO-8", "tube"],
            ["TCQ3855TSA", "T", "SO-8", "tube"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2022-08", "1.0", "Initial release"],
            ["2023-06", "1.2", "TCQ3855T added"],
            ["2024-02", "1.3", "Cold-junction accuracy -40 to +125 " + DEG + " added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "tcq3855.pdf")
