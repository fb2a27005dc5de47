"""Hold-out 62 datasheets, part 2: an SPI NOR flash memory IC, a thermocouple amplifier
board, a 12 V brushless DC fan and an ultrasonic distance sensor module.

A Swedish memory sheet (one column per voltage version, read command vs fast read
clock rows, a command table as decoy), an Australian maker-shop thermocouple board
(a "plain English" spec table with a "what it means" column, FAQ), a Taiwanese fan
specification (one column per speed code, footnote marks on values, a table
continued on page 2) and a US maker-shop ultrasonic ranger (quick-spec card with
units in the header, limits only in the FAQ, timing table as decoy).
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


# ----------------------------------------------------------- SPI NOR flash (Sweden)
def lq25(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="LINDQVIST SEMICONDUCTOR",
        header_right="LQ25Q64 | 64 Mbit serial NOR flash",
        footer_left="Lindqvist Semiconductor AB, Link\u00f6ping | LQ25Q64 data sheet | rev 1.6",
        footer_right="page {page} of {nb}",
        table_fill=(225, 232, 240),
        accent=(0, 60, 110),
        grid=False,
    )
    s = Sheet(style, "LQ25Q64 serial NOR flash")
    s.add_page()
    s.title_block(
        "LQ25Q64",
        "64 Mbit (8 MByte) serial NOR flash with dual / quad SPI",
        "Voltage versions LQ25Q64-V3 (3 V) and LQ25Q64-V18 (1.8 V)",
        20,
    )
    s.heading("1 Description", 10.5, rule=True)
    s.para(
        "The LQ25Q64 is a serial flash memory organised as 32768 programmable pages of "
        "256 bytes, erasable in 4 kbyte sectors, 32 kbyte or 64 kbyte blocks, or as a "
        "whole. Standard, dual and quad SPI modes are supported (SPI mode 0 and 3). "
        "Each sector withstands 100000 program / erase cycles; data is retained for 20 "
        "years.",
        8.5,
    )
    s.heading("2 Supply and temperature", 10.5, rule=True)
    s.table(
        [Col("", 190), Col("LQ25Q64-V3", 130, "C"), Col("LQ25Q64-V18", 130, "C"), Col("", 45, "C")],
        [
            ["Supply voltage, operating", "2.7 - 3.6", "1.65 - 1.95", "V"],
            ["Supply voltage, limiting value", "4.0", "2.5", "V"],
            ["Ambient temperature, operating", "-40 - +85", "-40 - +105", DEG],
            ["Power-up time to first command", "5", "5", "ms"],
        ],
        8,
    )
    s.heading("3 DC characteristics", 10.5, rule=True)
    s.para(
        "Over the operating range of each version; typical at 25 "
        + DEG
        + " and nominal supply (3.0 V / 1.8 V).",
        7.5,
    )
    s.table(
        [
            Col("Parameter", 150),
            Col("Sym.", 40, "C"),
            Col("Conditions", 120, "C"),
            Col("V3 typ", 45, "C"),
            Col("V3 max", 45, "C"),
            Col("V18 typ", 45, "C"),
            Col("V18 max", 45, "C"),
            Col("Unit", 10 + 25, "C"),
        ],
        [
            ["Standby current", "ISB", "CS# = VCC", "12", "30", "8", "25", MU + "A"],
            ["Deep power-down current", "IDPD", "after B9h", "0.5", "5", "0.3", "4", MU + "A"],
            ["Read current", "ICC1", "fast read, 104 MHz", "8", "15", "6", "12", "mA"],
            ["Program current", "ICC2", "page program", "15", "25", "12", "20", "mA"],
            ["Erase current", "ICC3", "sector / block", "15", "25", "12", "20", "mA"],
            ["Input high voltage", "VIH", "", "", "0.7 VCC", "", "0.7 VCC", "V"],
            ["Output low voltage", "VOL", "IOL = 100 " + MU + "A", "", "0.4", "", "0.2", "V"],
        ],
        7.5,
    )
    s.heading("4 AC characteristics", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 210),
            Col("Sym.", 60, "C"),
            Col("LQ25Q64-V3", 95, "C"),
            Col("LQ25Q64-V18", 95, "C"),
            Col("Unit", 35, "C"),
        ],
        [
            ["Clock frequency, fast read and\nall other commands", "fC", "104", "80", "MHz"],
            ["Clock frequency, read data (03h)", "fR", "50", "33", "MHz"],
            ["Page program time (256 bytes)", "tPP", "0.7 / 3", "0.8 / 3.5", "ms"],
            ["Sector erase time (4 kbyte)", "tSE", "45 / 300", "50 / 400", "ms"],
            ["Chip erase time", "tCE", "25 / 100", "30 / 120", "s"],
        ],
        7.5,
    )
    s.para("Times are given as typ / max.", 7.5)
    s.add_page()
    s.heading("5 Command set (extract)", 10.5, rule=True)
    s.table(
        [
            Col("Command", 170),
            Col("Code", 60, "C"),
            Col("Address bytes", 80, "C"),
            Col("Dummy clocks", 80, "C"),
        ],
        [
            ["Read data", "03h", "3", "0"],
            ["Fast read", "0Bh", "3", "8"],
            ["Quad output fast read", "6Bh", "3", "8"],
            ["Page program", "02h", "3", "0"],
            ["Sector erase 4 kbyte", "20h", "3", "0"],
            ["Chip erase", "C7h", "0", "0"],
            ["Deep power-down", "B9h", "0", "0"],
            ["Read JEDEC ID", "9Fh", "0", "0"],
        ],
        8,
    )
    s.heading("6 Identification", 10.5, rule=True)
    s.para(
        "Read JEDEC ID returns manufacturer ID 0xC7 followed by memory type 0x40 (V3) or "
        "0x60 (V18) and capacity 0x17.",
        8.5,
    )
    s.heading("7 Packages", 10.5, rule=True)
    s.table(
        [Col("Suffix", 80, "C"), Col("Package", 200), Col("Body", 120, "C")],
        [["-SS", "SOIC-8, 208 mil", "5.3 x 5.3 mm"], ["-WS", "WSON-8", "6 x 5 mm"]],
        8,
    )
    s.heading("8 Notes on interfacing", 10.5, rule=True)
    s.para(
        "Inputs are not tolerant of voltages above VCC + 0.4 V. When the LQ25Q64-V18 is "
        "driven from a 3.3 V host, a level translator is required.",
        8.5,
    )
    revision_table(
        s,
        [
            ["2023-05-02", "1.5", "V18 temperature range extended"],
            ["2024-01-10", "1.6", "tCE corrected"],
        ],
        (90, 60, 280),
    )
    return save(s, out / "lq25q64.pdf")


# ---------------------------------------------- thermocouple amplifier board (Australia)
def tca31(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Wombat Circuits",
        header_right="TCA-31 Thermocouple Board - Product Guide",
        footer_left="wombat circuits pty ltd - Geelong VIC - guide v3",
        footer_right="{page}",
        table_fill=(255, 240, 200),
        accent=(120, 70, 0),
    )
    s = Sheet(style, "TCA-31 thermocouple amplifier board")
    s.add_page()
    s.title_block(
        "TCA-31 Thermocouple Board",
        "Type K thermocouple to SPI, cold-junction compensated",
        "Two flavours: TCA-31 (bare board) and TCA-31P (with K-type glass-fibre probe, 1 m)",
        18,
    )
    s.para(
        "Plug a K-type thermocouple into the screw terminal, wire four pins to your "
        "micro-controller and read the temperature in quarter-degree steps. The board "
        "has its own 3.3 V regulator so you can feed it from 3.3 V or 5 V.",
        9,
    )
    s.heading("The numbers, in plain English", 11)
    s.table(
        [Col("What", 150), Col("Value", 140, "C"), Col("What it means", 209)],
        [
            ["Board supply (VIN)", "3.0 V to 5.5 V", "feed it from your 3V3 or 5V pin"],
            ["Current draw", "1.5 mA typ.", "when converting; 1.0 mA between readings"],
            ["Thermocouple range", "-200 " + DEG + " to +1350 " + DEG, "what the chip reports"],
            ["Resolution", "0.25 " + DEG, "14-bit signed reading"],
            ["Accuracy", PM + "2 " + DEG, "-200 " + DEG + " to +700 " + DEG + " hot end"],
            ["", PM + "4 " + DEG, "+700 " + DEG + " to +1350 " + DEG + " hot end"],
            ["Cold-junction range", "-40 " + DEG + " to +125 " + DEG, "where the board can live"],
            ["Conversion time", "100 ms max.", "do not poll faster than that"],
            ["SPI clock", "5 MHz max.", "read only, mode 0"],
        ],
        8.5,
    )
    s.para(
        "The board itself is rated for -40 " + DEG + " to +125 " + DEG + "; keep the screw "
        "terminal and the board out of the oven - only the thermocouple tip goes in.",
        8.5,
    )
    s.heading("Probe (TCA-31P only)", 11)
    s.table(
        [Col("What", 150), Col("Value", 140, "C"), Col("What it means", 209)],
        [
            ["Probe range", "0 " + DEG + " to +480 " + DEG, "glass-fibre insulation limit"],
            ["Lead length", "1 m", ""],
        ],
        8.5,
    )
    s.add_page()
    s.heading("Pins", 11)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Does", 300)],
        [
            ["1", "VIN", "power in, 3.0-5.5 V"],
            ["2", "GND", "ground"],
            ["3", "SCK", "SPI clock in"],
            ["4", "CS", "chip select, active low"],
            ["5", "SO", "data out (3.3 V level)"],
        ],
        8.5,
    )
    s.heading("Reading frame", 11)
    s.table(
        [Col("Bits", 80, "C"), Col("Content", 380)],
        [
            ["31-18", "thermocouple temperature, 0.25 " + DEG + " per LSB"],
            ["16", "fault bit"],
            ["15-4", "cold junction temperature, 0.0625 " + DEG + " per LSB"],
            ["2-0", "open (bit 0), short to GND (bit 1), short to VCC (bit 2)"],
        ],
        8.5,
    )
    s.heading("FAQ", 11)
    s.para(
        "Q: Are the SPI pins 5 V tolerant? A: Yes. SCK and CS go through a level shifter "
        "and accept up to 5.5 V, and SO drives 3.3 V, which a 5 V Arduino reads as high.",
        8.5,
    )
    s.para(
        "Q: Can I use a J or T type thermocouple? A: No. The chip is trimmed for type K "
        "only; other types will read wrong.",
        8.5,
    )
    s.para(
        "Q: Can the thermocouple touch a grounded metal part? A: Not if it is a grounded "
        "(exposed junction) probe on a grounded object - the reading will jump or show a "
        "short-to-GND fault. Use an insulated probe.",
        8.5,
    )
    return save(s, out / "tca-31.pdf")


# ------------------------------------------------------------ 12 V BLDC fan (Taiwan)
def tf8025(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="SHENG-YU PRECISION MOTOR CO., LTD.",
        header_right="SPECIFICATION  TF8025-12 SERIES",
        footer_left="Sheng-Yu Precision Motor  Spec. No. SY-F0825-12  Rev. 04",
        footer_right="Page {page}",
        table_fill=(225, 225, 225),
        accent=(0, 0, 0),
    )
    s = Sheet(style, "TF8025-12 series DC brushless fan")
    s.add_page()
    s.title_block(
        "TF8025-12 Series",
        "DC Brushless Axial Fan 80 x 80 x 25 mm, 12 VDC",
        "Model: TF8025-12L / TF8025-12M / TF8025-12H / TF8025-12HP (4-wire PWM)",
        18,
    )
    s.heading("1. Electrical & Mechanical Specification", 10.5)
    s.para("All readings at rated voltage, 25 " + DEG + ", 65 %RH, after 3 min run, free air.", 7.5)
    s.table(
        [
            Col("Item", 150),
            Col("Unit", 45, "C"),
            Col("TF8025-12L", 75, "C"),
            Col("TF8025-12M", 75, "C"),
            Col("TF8025-12H", 75, "C"),
            Col("TF8025-12HP", 75, "C"),
        ],
        [
            ["Rated voltage", "VDC", "12", "12", "12", "12"],
            ["Operating voltage", "VDC", "6.0 ~ 13.8", "7.0 ~ 13.8", "7.0 ~ 13.8", "7.0 ~ 13.8"],
            ["Starting voltage", "VDC", "5.0 (1)", "6.0 (1)", "6.5 (1)", "6.5 (1)"],
            ["Rated current", "A", "0.08", "0.12", "0.20", "0.25 (2)"],
            ["Rated power input", "W", "0.96", "1.44", "2.40", "3.00"],
            [
                "Rated speed",
                "RPM",
                "2000 " + PM + " 10%",
                "2600 " + PM + " 10%",
                "3300 " + PM + " 10%",
                "3800 " + PM + " 10%",
            ],
            ["Max. air flow", "CFM", "24.5", "32.0", "40.6", "46.8"],
            ["Noise level", "dB(A)", "22.0", "27.5", "33.0", "36.5"],
        ],
        7.5,
    )
    s.para(
        "(1) Fan starts at this voltage from stop, after power on / off test. (2) At 100 % "
        "PWM duty; 0.04 A at 0 % duty.",
        7,
    )
    s.heading("2. Environmental", 10.5)
    s.table(
        [Col("Item", 195), Col("Spec", 300)],
        [
            ["Operating temperature", "-10 ~ +70 " + DEG],
            ["Storage temperature", "-40 ~ +75 " + DEG],
            ["Operating humidity", "5 ~ 90 %RH"],
            ["Life expectancy (L10)", "50,000 hrs at 40 " + DEG + " (ball bearing)"],
        ],
        8,
    )
    s.heading("3. Protection", 10.5)
    s.bullets(
        [
            "Locked rotor protection: auto restart, current during lock " + LE + " 0.3 A.",
            "Reverse polarity protection: yes (fan does not run, no damage).",
        ],
        8.5,
    )
    s.add_page()
    s.heading("4. Signal Specification (TF8025-12HP only)", 10.5)
    s.table(
        [Col("Item", 195), Col("Spec", 300)],
        [
            ["PWM input frequency", "21 kHz ~ 28 kHz (25 kHz recommended)"],
            ["PWM input high level", "2.8 ~ 5.25 V"],
            ["PWM input low level", "0 ~ 0.8 V"],
            ["PWM input open", "fan runs at 100 % speed"],
            ["Speed at 0 % duty", "700 " + PM + " 200 RPM"],
        ],
        8,
    )
    s.heading("4. Signal Specification (continued)", 10.5)
    s.table(
        [Col("Item", 195), Col("Spec", 300)],
        [
            ["Tach (FG) output type", "open collector, 2 pulses per revolution"],
            ["Tach pull-up voltage", "13.8 V max."],
            ["Tach sink current", "5 mA max."],
        ],
        8,
    )
    s.heading("5. Lead Wire", 10.5)
    s.table(
        [
            Col("Wire colour", 120),
            Col("L / M / H (3-wire)", 150, "C"),
            Col("HP (4-wire)", 150, "C"),
        ],
        [
            ["Red", "+12 V", "+12 V"],
            ["Black", "GND", "GND"],
            ["Yellow", "Tach (FG)", "Tach (FG)"],
            ["Blue", "-", "PWM"],
        ],
        8,
    )
    s.heading("6. Dielectric / Insulation", 10.5)
    s.para(
        "Insulation resistance 10 M" + OHM + " min. at 500 VDC between frame and lead wire. "
        "Dielectric strength 500 VAC for 1 minute.",
        8.5,
    )
    revision_table(
        s,
        [
            ["2020/04/11", "01", "New"],
            ["2022/09/30", "03", "HP model added"],
            ["2024/01/10", "04", "Start voltage revised"],
        ],
        (90, 60, 280),
    )
    return save(s, out / "tf8025-12.pdf")


# ------------------------------------------------- ultrasonic ranger (US maker shop)
def sonar(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="BRIGHTWATER MAKER SUPPLY",
        header_right="SR-40U Ultrasonic Ranger",
        footer_left="brightwater maker supply - Portland, OR - SR-40U guide rev. 2",
        footer_right="{page} / {nb}",
        table_fill=(210, 235, 245),
        accent=(0, 90, 130),
    )
    s = Sheet(style, "SR-40U ultrasonic ranger")
    s.add_page()
    s.title_block(
        "SR-40U",
        "Ultrasonic distance sensor - trigger/echo or serial output",
        "SR-40U (open transducer)  -  SR-40UW (sealed waterproof transducer on 2.5 m cable)",
        20,
    )
    s.para(
        "A drop-in ranger for robots, tank levels and parking aids. Pull TRIG high for "
        "10 us and time the ECHO pulse, or bridge the MODE pads and read distance as text "
        "over serial. Works off anything from a 3.3 V board to a 5 V board.",
        9,
    )
    s.heading("Quick specs", 11)
    s.table(
        [Col("Spec", 170), Col("SR-40U", 150, "C"), Col("SR-40UW", 150, "C")],
        [
            ["Supply (V)", "3.0 - 5.5", "3.0 - 5.5"],
            ["Current, ranging (mA)", "8", "30"],
            ["Current, idle (mA)", "2", "5"],
            ["Range (cm)", "2 - 400", "25 - 450"],
            ["Resolution (mm)", "3", "5"],
            ["Accuracy", PM + "(3 mm + 0.3 %)", PM + "(1 cm + 0.5 %)"],
            ["Beam angle (deg)", "15", "75"],
            ["Ultrasonic frequency (kHz)", "40", "40"],
            ["Measuring cycle (ms)", "60 min.", "100 min."],
            ["Working temp. (" + DEG + ")", "-10 to +60", "-20 to +70"],
        ],
        8.5,
    )
    s.heading("Serial mode", 11)
    s.para(
        "With the MODE pads bridged, the board sends the distance in millimetres as ASCII "
        'text ("R1234<CR>") on the ECHO/TX pin at 9600 baud, 8N1, once per measuring '
        "cycle. TX idles at the supply level.",
        9,
    )
    s.add_page()
    s.heading("Timing (trigger mode)", 11)
    s.table(
        [Col("Step", 200), Col("Time", 150, "C")],
        [
            ["TRIG pulse width", "10 us min."],
            ["Burst (8 cycles at 40 kHz)", "200 us"],
            ["ECHO high time per cm", "58 us"],
            ["ECHO timeout (no echo)", "38 ms"],
        ],
        8.5,
    )
    s.heading("Pinout", 11)
    s.table(
        [Col("Pin", 60, "C"), Col("Label", 90, "C"), Col("Function", 300)],
        [
            ["1", "VCC", "3.0 - 5.5 V"],
            ["2", "TRIG/RX", "trigger input (serial RX in serial mode)"],
            ["3", "ECHO/TX", "echo output (serial TX in serial mode)"],
            ["4", "GND", "ground"],
        ],
        8.5,
    )
    s.heading("FAQ", 11)
    s.para(
        "Does ECHO put out 5 V? ECHO swings to whatever you feed VCC with. Power the "
        "board from 3.3 V and ECHO is a 3.3 V signal; power it from 5 V and ECHO is a 5 V "
        "signal, so do not run it at 5 V into a 3.3 V-only input without a divider.",
        9,
    )
    s.para(
        "Can it see soft things? Foam, fabric and fur soak up sound; expect maybe half the "
        "range. Thin chair legs may not show up at all.",
        9,
    )
    s.para(
        "Can the SR-40UW go underwater? The SR-40UW transducer is sealed to IP67 for "
        "splashes and rain; the board itself is not sealed. It does not measure through "
        "water.",
        9,
    )
    s.para(
        "Why does it read 0 below 2 cm? That is the dead zone; the SR-40UW dead zone is 25 cm.",
        9,
    )
    return save(s, out / "sr-40u.pdf")
