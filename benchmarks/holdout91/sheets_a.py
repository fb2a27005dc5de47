"""Hold-out 91 datasheets, part 1: an RS485 soil moisture / temperature probe, a
16-channel 12-bit I2C PWM driver board, a 24 V to 5 V / 5 A buck module and a GNSS
receiver module.

A Yangling agri-sensor house operation manual in plain English (one column per
supply version, a measuring range beside a different transmitter working range,
a Modbus register table, defaults and limits only in prose and a Q&A), a Tbilisi
robotics shop board sheet in Georgian / English (bilingual names wrapped over two
lines, servo-power rows per board version, an absolute-maximum line list, address
jumpers in prose, register and header tables as decoys), a Yokohama power-module
maker's English specification (model columns with a conditions column, a derating
table whose columns are ambient temperatures, an efficiency table per input
voltage, limits in numbered notes) and a Gdańsk GNSS module data sheet ("Table n.m"
captions, description beside key features, sensitivity rows per start mode, a
typ.-only current table with a footnote for the active-antenna version, pin and
command tables as decoys).
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


# ------------------------------------------------------------ AGS-RS2 soil probe
def ags_rs2(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Yangling Hengtian Agri-Sensing Technology Co., Ltd.",
        header_right="AGS-RS2 Operation Manual",
        footer_left="HT-OM-AGS2-EN   Edition 2.1   2024-03",
        footer_right="Page {page}/{nb}",
        table_fill=(228, 233, 210),
        accent=(80, 96, 28),
        grid=True,
    )
    s = Sheet(style, "AGS-RS2 soil moisture and temperature transmitter")
    s.add_page()
    s.title_block(
        "AGS-RS2 Series",
        "Soil Moisture & Temperature Transmitter  (RS485 / Modbus-RTU)",
        "Operation Manual for the models AGS-RS2-W (wide-voltage supply) and AGS-RS2-L "
        "(low-voltage supply). Please read this manual before installation.",
        21,
    )
    s.heading("Sec. 1   Overview", 10.5, rule=True)
    s.para(
        "The AGS-RS2 measures the volumetric water content (VWC) and the temperature of the "
        "soil with four 316L stainless-steel needles. The electronics are potted in epoxy "
        "resin; the probe can stay buried for a long time. Readings are sent over a two-wire "
        "RS485 bus with the standard Modbus-RTU protocol, so the probe can be read by a PLC, "
        "a data logger or a microcontroller with an RS485 transceiver. The AGS-RS2 does not "
        "measure electrical conductivity (EC) or pH; these are offered in the AGS-RS3 and "
        "AGS-RS5 probes.",
        8.5,
    )
    s.heading("Sec. 2   Technical Parameters", 10.5, rule=True)
    s.table(
        [
            Col("Item", 150),
            Col("AGS-RS2-W", 120, "C"),
            Col("AGS-RS2-L", 120, "C"),
            Col("Remark", 109),
        ],
        [
            ["Power supply", "DC 7 ~ 30 V", "DC 3.6 ~ 5.5 V", "see Note 1"],
            ["Power consumption", LE + " 0.5 W (24 V)", LE + " 25 mA (5 V)", "while measuring"],
            ["Output signal", "RS485, Modbus-RTU", "RS485, Modbus-RTU", ""],
            ["Moisture measuring range", "0 ~ 100 %", "0 ~ 100 %", "volumetric (VWC)"],
            [
                "Moisture accuracy",
                PM + "2 % (0 ~ 50 %)",
                PM + "2 % (0 ~ 50 %)",
                "mineral soil",
            ],
            ["", PM + "3 % (50 ~ 100 %)", PM + "3 % (50 ~ 100 %)", ""],
            ["Moisture resolution", "0.1 %", "0.1 %", ""],
            ["Temperature measuring range", "-40 ~ +80 " + DEG, "-40 ~ +80 " + DEG, "soil"],
            [
                "Temperature accuracy",
                PM + "0.5 " + DEG + " (25 " + DEG + ")",
                PM + "0.5 " + DEG + " (25 " + DEG + ")",
                "",
            ],
            ["Temperature resolution", "0.1 " + DEG, "0.1 " + DEG, ""],
            ["Stable reading after power-on", LE + " 2 s", LE + " 2 s", ""],
            ["Response time (moisture)", LE + " 1 s", LE + " 1 s", "in water"],
            [
                "Transmitter working temperature",
                "-30 ~ +70 " + DEG,
                "-30 ~ +70 " + DEG,
                "electronics",
            ],
            ["Protection class", "IP68", "IP68", "probe and cable"],
            ["Cable", "2 m, 4 cores", "2 m, 4 cores", "longer on order"],
        ],
        7.5,
    )
    s.para(
        "Note 1: The AGS-RS2-W has reverse-polarity protection and withstands up to 36 V on "
        "the power wires. The AGS-RS2-L has no protection circuit; never apply more than 6 V "
        "to it, and do not reverse the supply.",
        7.5,
    )
    s.para(
        "Note 2: Moisture accuracy is stated for mineral soils after the factory calibration. "
        "In saline soil, peat or potting substrates the user must calibrate the probe; no "
        "correction curve is provided.",
        7.5,
    )
    s.heading("Sec. 3   Communication", 10.5, rule=True)
    s.para(
        "Factory defaults: device address 1, 4800 bit/s, 8 data bits, no parity, 1 stop bit "
        "(8N1). The baud rate can be changed to 2400 bit/s or 9600 bit/s by writing register "
        "0x07D1 (see Sec. 4); the new setting is used after the next power cycle. Up to 32 "
        "transmitters can share one bus when every unit has its own address (1 ~ 254).",
        8.5,
    )

    s.add_page()
    s.heading("Sec. 4   Modbus Registers", 10.5, rule=True)
    s.table(
        [
            Col("Register", 70, "C"),
            Col("Content", 150),
            Col("Function code", 80, "C"),
            Col("Description", 199),
        ],
        [
            ["0x0000", "Moisture", "03", "unsigned, value x 10 (e.g. 235 = 23.5 %)"],
            ["0x0001", "Temperature", "03", "signed, value x 10 (e.g. 0xFF9B = -10.1 " + DEG + ")"],
            ["0x0050", "Temperature offset", "03 / 06", "signed, x 10, default 0"],
            ["0x0051", "Moisture offset", "03 / 06", "signed, x 10, default 0"],
            ["0x07D0", "Device address", "03 / 06", "1 ~ 254, default 1"],
            ["0x07D1", "Baud rate code", "03 / 06", "0 = 2400, 1 = 4800, 2 = 9600 bit/s"],
        ],
        7.5,
    )
    s.caption("Example: read moisture and temperature of the unit at address 1")
    s.lines(
        [
            "Query:     01 03 00 00 00 02 C4 0B",
            "Answer:   01 03 04 00 EB 00 F3 8A 6C   (moisture 23.5 %, temperature 24.3 "
            + DEG
            + ")",
        ],
        8.0,
    )
    s.heading("Sec. 5   Wiring", 10.5, rule=True)
    s.table(
        [Col("Wire colour", 110, "C"), Col("Function", 130), Col("Remark", 259)],
        [
            ["Brown", "Power +", "AGS-RS2-W: 7 ~ 30 V; AGS-RS2-L: 3.6 ~ 5.5 V"],
            ["Black", "Power - (GND)", "also the RS485 reference"],
            ["Yellow", "RS485-A (A+)", "twisted pair with blue"],
            ["Blue", "RS485-B (B-)", "120 " + OHM + " terminator at the far end of long buses"],
        ],
        7.5,
    )
    s.heading("Sec. 6   Questions and Answers", 10.5, rule=True)
    s.para(
        "Q: Can I power the probe from the 3.3 V pin of my microcontroller board?\n"
        "A: No. Even the AGS-RS2-L needs at least 3.6 V. Use the 5 V pin for the -L, or a "
        "12 V or 24 V supply for the -W. The RS485 lines always need a transceiver; they "
        "cannot be connected to a UART directly.",
        8.0,
    )
    s.para(
        "Q: How long can the RS485 cable be?\n"
        "A: Up to 1000 m of twisted-pair cable at 4800 bit/s. At 9600 bit/s we recommend "
        "keeping the bus below 500 m.",
        8.0,
    )
    s.para(
        "Q: How often can I read the probe?\n"
        "A: Once per second is enough; the moisture value is updated every second.",
        8.0,
    )
    s.para(
        "Q: Can the probe be used in liquids other than soil moisture?\n"
        "A: It is sealed to IP68 and may be submerged in water for cleaning, but it is not "
        "intended for continuous measurements in fertiliser solutions.",
        8.0,
    )
    s.heading("Sec. 7   Revision History", 10.5, rule=True)
    revision_table(
        s,
        [
            ["2022-05-10", "1.0", "First edition"],
            ["2023-02-21", "2.0", "AGS-RS2-L added"],
            ["2024-03-04", "2.1", "Register 0x0050 / 0x0051 added; Q&A"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "ags-rs2.pdf")


# ------------------------------------------------------------ SVD-16E PWM board
GE_PARAM = "\u10de\u10d0\u10e0\u10d0\u10db\u10d4\u10e2\u10e0\u10d8"  # parameter


def svd16e(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Mtatsminda Robotics \u00b7 \u10d7\u10d1\u10d8\u10da\u10d8\u10e1\u10d8 / Tbilisi",
        header_right="SVD-16E \u00b7 \u10e2\u10d4\u10e5\u10dc\u10d8\u10d9\u10e3\u10e0\u10d8 "
        "\u10e4\u10e3\u10e0\u10ea\u10d4\u10da\u10d8 / Data sheet",
        footer_left="SVD-16E / SVD-16E-HV   rev. 1.3   mtatsminda-robotics.ge",
        footer_right="\u10d2\u10d5. {page}/{nb} \u00b7 p. {page}/{nb}",
        table_fill=(238, 224, 230),
        accent=(122, 28, 52),
        grid=False,
    )
    s = Sheet(style, "SVD-16E 16-channel 12-bit PWM driver board")
    s.add_page()
    s.title_block(
        "SVD-16E / SVD-16E-HV",
        "16-\u10d0\u10e0\u10ee\u10d8\u10d0\u10dc\u10d8 12-\u10d1\u10d8\u10e2\u10d8\u10d0\u10dc\u10d8 "
        "PWM \u10d3\u10e0\u10d0\u10d8\u10d5\u10d4\u10e0\u10d8\n"
        "16-channel 12-bit PWM LED & servo driver board, I2C",
        "\u10e1\u10d4\u10e0\u10d5\u10dd\u10d4\u10d1\u10d8\u10e1\u10d0 \u10d3\u10d0 LED-\u10d4\u10d1\u10d8\u10e1"
        "\u10d7\u10d5\u10d8\u10e1 / for hobby servos and LEDs. Two board versions: SVD-16E (servo "
        "power V+ up to 6 V, reverse-polarity protected) and SVD-16E-HV (V+ up to 12 V for "
        "high-voltage servos, no protection).",
        20,
    )
    s.heading("\u10d0\u10e6\u10ec\u10d4\u10e0\u10d0 / Description", 10.5, rule=True)
    s.para(
        "\u10d3\u10d0\u10e4\u10d0 \u10db\u10d0\u10e0\u10d7\u10d0\u10d5\u10e1 16 PWM \u10d2\u10d0\u10db\u10dd\u10e1\u10d0\u10d5\u10d0\u10da\u10e1 I2C \u10e1\u10d0\u10da\u10e2\u10d8\u10d7. "
        "The board drives 16 PWM outputs from a two-wire I2C bus. Every output has its own "
        "12-bit on / off counter, so the host only writes a value once and the board keeps the "
        "pulse running. Logic (VCC) and servo power (V+) are separate: V+ feeds only the red "
        "wires of the servo headers and the big terminal block, never the chip. Several "
        "boards can be chained on one bus.",
        8.3,
    )
    s.heading(
        "\u10d4\u10da\u10d4\u10e5\u10e2\u10e0\u10e3\u10da\u10d8 \u10db\u10d0\u10ee\u10d0\u10e1\u10d8\u10d0"
        "\u10d7\u10d4\u10d1\u10da\u10d4\u10d1\u10d8 / Electrical characteristics",
        10.5,
        rule=True,
    )
    s.table(
        [
            Col(GE_PARAM + " / Parameter", 215),
            Col("Symbol", 55, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            [
                "\u10da\u10dd\u10d2\u10d8\u10d9\u10d8\u10e1 \u10d9\u10d5\u10d4\u10d1\u10d0\nLogic supply voltage",
                "V_{CC}",
                "2.3",
                "3.3",
                "5.5",
                "V",
            ],
            [
                "\u10e1\u10d4\u10e0\u10d5\u10dd\u10e1 \u10d9\u10d5\u10d4\u10d1\u10d0, SVD-16E\nServo power, SVD-16E",
                "V+",
                "4.8",
                "5.0",
                "6.0",
                "V",
            ],
            [
                "\u10e1\u10d4\u10e0\u10d5\u10dd\u10e1 \u10d9\u10d5\u10d4\u10d1\u10d0, SVD-16E-HV\n"
                "Servo power, SVD-16E-HV",
                "V+",
                "4.8",
                "",
                "12",
                "V",
            ],
            [
                "\u10da\u10dd\u10d2\u10d8\u10d9\u10d8\u10e1 \u10d3\u10d4\u10dc\u10d8\nLogic current, outputs off",
                "I_{CC}",
                "",
                "6",
                "10",
                "mA",
            ],
            [
                "\u10d2\u10d0\u10db\u10dd\u10e1\u10d0\u10d5\u10da\u10d8\u10e1 \u10d3\u10d4\u10dc\u10d8, \u10e9\u10d0\u10dc\u10d0\u10e0\u10d7\u10d5\u10d0\n"
                "Output current per pin, sink",
                "I_{OL}",
                "",
                "",
                "25",
                "mA",
            ],
            [
                "\u10d2\u10d0\u10db\u10dd\u10e1\u10d0\u10d5\u10da\u10d8\u10e1 \u10d3\u10d4\u10dc\u10d8, \u10d2\u10d0\u10ea\u10d4\u10db\u10d0\n"
                "Output current per pin, source",
                "I_{OH}",
                "",
                "",
                "10",
                "mA",
            ],
            [
                "PWM \u10e1\u10d8\u10ee\u10e8\u10d8\u10e0\u10d4\nPWM output frequency",
                "f_{PWM}",
                "24",
                "200",
                "1526",
                "Hz",
            ],
            [
                "I2C \u10e1\u10d8\u10ee\u10e8\u10d8\u10e0\u10d4\nI2C clock frequency",
                "f_{SCL}",
                "",
                "",
                "1000",
                "kHz",
            ],
            [
                "\u10d2\u10d0\u10e0\u10e9\u10d4\u10d5\u10d0\u10d3\u10dd\u10d1\u10d0\nPWM resolution",
                "",
                "",
                "12",
                "",
                "bit",
            ],
            [
                "\u10db\u10e3\u10e8\u10d0 \u10e2\u10d4\u10db\u10de\u10d4\u10e0\u10d0\u10e2\u10e3\u10e0\u10d0\n"
                "Operating temperature (board)",
                "T_{A}",
                "-20",
                "",
                "+70",
                DEG,
            ],
        ],
        7.5,
    )
    s.para(
        "VCC = 3.3 V or 5 V, TA = 25 " + DEG + " unless stated. The 200 Hz typical value is the "
        "power-up default (PRE_SCALE = 0x1E); 50 Hz for analog servos is set by the host.",
        7.3,
    )
    s.heading(
        "\u10d6\u10e6\u10d5\u10e0\u10e3\u10da\u10d8 \u10db\u10dc\u10d8\u10e8\u10d5\u10dc\u10d4\u10da\u10dd\u10d1\u10d4"
        "\u10d1\u10d8 / Absolute maximum ratings",
        10.5,
        rule=True,
    )
    s.leaders(
        [
            (
                "VCC, logic supply / \u10da\u10dd\u10d2\u10d8\u10d9\u10d8\u10e1 \u10d9\u10d5\u10d4\u10d1\u10d0 ",
                " -0.5 ... 6.0 V",
            ),
            ("V+, SVD-16E (capacitor 10 V, protection MOSFET) ", " 7.0 V"),
            ("V+, SVD-16E-HV (capacitor 16 V) ", " 16 V"),
            ("Total V+ current through the terminal block ", " 10 A"),
            (
                "Storage temperature / \u10e8\u10d4\u10dc\u10d0\u10ee\u10d5\u10d8\u10e1 \u10e2\u10d4\u10db\u10de. ",
                " -40 ... +85 " + DEG,
            ),
        ],
        8.0,
    )

    s.add_page()
    s.heading(
        "I2C \u10db\u10d8\u10e1\u10d0\u10db\u10d0\u10e0\u10d7\u10d8 / I2C address", 10.5, rule=True
    )
    s.para(
        "\u10e5\u10d0\u10e0\u10ee\u10dc\u10e3\u10da\u10d8 \u10db\u10d8\u10e1\u10d0\u10db\u10d0\u10e0\u10d7\u10d8 0x40. "
        "With all six address jumpers A0 ... A5 open the board answers at 0x40; bridging "
        "jumpers adds their binary weight, so up to 62 boards can be addressed between 0x40 "
        "and 0x7F. Keep away from 0x70: it is the All-Call address every board answers to after "
        "power-up. The LED-subaddress registers are not needed for servos.",
        8.3,
    )
    s.heading(
        "\u10e0\u10d4\u10d2\u10d8\u10e1\u10e2\u10e0\u10d4\u10d1\u10d8 / Main registers",
        10.5,
        rule=True,
    )
    s.table(
        [Col("Address", 70, "C"), Col("Name", 110), Col("Default", 70, "C"), Col("Use", 249)],
        [
            ["0x00", "MODE1", "0x11", "sleep bit 4, auto-increment bit 5, restart bit 7"],
            ["0x01", "MODE2", "0x04", "totem-pole outputs (OUTDRV = 1), invert bit 4"],
            [
                "0x06 ... 0x09",
                "LED0_ON / LED0_OFF",
                "0x00",
                "12-bit on and off counts of channel 0",
            ],
            ["0x42 ... 0x45", "LED15_ON / LED15_OFF", "0x00", "channel 15"],
            ["0xFA ... 0xFD", "ALL_LED_ON / OFF", "0x00", "write all channels at once"],
            ["0xFE", "PRE_SCALE", "0x1E", "PWM frequency = 25 MHz / (4096 x (PRE_SCALE + 1))"],
        ],
        7.5,
    )
    s.heading("\u10de\u10d8\u10dc\u10d4\u10d1\u10d8 / Header pins", 10.5, rule=True)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 70, "C"), Col("Function", 369)],
        [
            ["1", "GND", "ground, common to logic and servo power"],
            ["2", "OE", "output enable, low = on (10 k" + OHM + " pull-down on board)"],
            ["3", "SCL", "I2C clock, 10 k" + OHM + " pull-up to VCC"],
            ["4", "SDA", "I2C data, 10 k" + OHM + " pull-up to VCC"],
            ["5", "VCC", "logic supply 2.3 ... 5.5 V; also sets the PWM signal high level"],
            ["6", "V+", "servo power, optional (normally fed at the terminal block)"],
        ],
        7.5,
    )
    s.heading(
        "\u10e8\u10d4\u10dc\u10d8\u10e8\u10d5\u10dc\u10d4\u10d1\u10d8 / Practical notes",
        10.5,
        rule=True,
    )
    s.bullets(
        [
            "The PWM outputs are push-pull at VCC level: with VCC = 3.3 V the signal high is "
            "about 3.3 V, which standard hobby servos accept.",
            "Each output has a 220 " + OHM + " series resistor, so an LED can be connected "
            "directly (about 10 mA at 5 V).",
            "Servo power is not made on the board. A typical standard servo draws 0.5 ... 1 A "
            "when it starts or stalls; for many servos use a separate 5 ... 6 V supply able to "
            "deliver the sum of their peak currents (within the 10 A terminal limit).",
            "SVD-16E: the reverse-polarity MOSFET on V+ is rated 6 A; above that, feed V+ at "
            "the header rails directly.",
            "SVD-16E-HV: no reverse-polarity protection. Use high-voltage servos (7.4 V class) "
            "only with this version.",
        ],
        8.0,
    )
    s.heading(
        "\u10d5\u10d4\u10e0\u10e1\u10d8\u10d4\u10d1\u10d8 / Revision history", 10.5, rule=True
    )
    revision_table(
        s,
        [
            [
                "2023-06-02",
                "1.0",
                "\u10de\u10d8\u10e0\u10d5\u10d4\u10da\u10d8 \u10d2\u10d0\u10db\u10dd\u10ea\u10d4\u10db\u10d0 / first release",
            ],
            ["2023-11-17", "1.2", "SVD-16E-HV added"],
            ["2024-04-09", "1.3", "MOSFET rating and terminal limit added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "svd-16e.pdf")


# ------------------------------------------------------------ KDB-2405 buck module
def kdb2405(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="KOHOKU DENKI CO., LTD.   DC-DC Converter Modules",
        header_right="SPECIFICATIONS   KDB-2405 Series",
        footer_left="KD-SP-2405E-02   Specifications are subject to change without notice.",
        footer_right="{page} / {nb} page",
        table_fill=(232, 232, 232),
        accent=(20, 40, 110),
        grid=False,
    )
    s = Sheet(style, "KDB-2405 series 24 V to 5 V 5 A step-down converter module")
    s.add_page()
    s.title_block(
        "KDB-2405 / KDB-2405H",
        "Non-isolated Step-down DC-DC Converter Module   24 V input, 5 V 5 A output",
        "For 24 V industrial and vehicle systems: supply of microcontroller boards, single-board "
        "computers, USB loads and displays. Screw terminals, aluminium heat spreader.",
        20,
    )
    s.heading("1.  Model Name", 10, rule=True)
    s.table(
        [Col("Model", 110), Col("Output", 110, "C"), Col("Application", 279)],
        [
            ["KDB-2405", "5.0 V  5 A", "general 5 V loads"],
            [
                "KDB-2405H",
                "5.3 V  5 A",
                "5 V loads at the end of a long cable (line-drop compensation)",
            ],
        ],
        8.0,
    )
    s.heading("2.  Specifications", 10, rule=True)
    s.para(
        "Unless otherwise specified: rated input voltage, Ta = 25 " + DEG + ", resistive load.", 8.0
    )
    s.table(
        [
            Col("Item", 130),
            Col("Conditions", 140),
            Col("KDB-2405", 75, "C"),
            Col("KDB-2405H", 75, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Input voltage range", "", "9 ~ 36", "9 ~ 36", "V DC"],
            ["Rated input voltage", "", "24", "24", "V DC"],
            ["Input voltage, surge", "100 ms max.  (Note 2)", "40", "40", "V DC"],
            ["Output voltage", "Io = 0 ~ 5 A", "5.0", "5.3", "V"],
            ["Output voltage accuracy", "", PM + "2", PM + "2", "%"],
            ["Rated output current", "Ta " + LE + " 50 " + DEG + "  (Note 1)", "5.0", "5.0", "A"],
            ["Peak output current", "10 s max., duty " + LE + " 10 %", "6.5", "6.5", "A"],
            ["Ripple noise", "20 MHz BW, Io = 5 A", "80", "80", "mVp-p"],
            ["Efficiency", "Vin = 24 V, Io = 5 A", "92", "92", "%"],
            ["No-load input current", "Vin = 24 V, Io = 0 A", "8", "8", "mA"],
            ["Input current, remote OFF", "EN = L, Vin = 24 V", "150", "150", MU + "A"],
            ["Switching frequency", "", "180", "180", "kHz"],
            ["Over-current protection", "hiccup, auto recovery", "7.0", "7.0", "A typ."],
            ["Operating temperature", "see derating  (Note 1)", "-20 ~ +85", "-20 ~ +85", DEG],
            ["Storage temperature", "", "-40 ~ +105", "-40 ~ +105", DEG],
            ["Operating humidity", "no condensation", "20 ~ 90", "20 ~ 90", "%RH"],
        ],
        7.5,
    )
    s.heading("3.  Output Derating", 10, rule=True)
    s.para(
        "Maximum continuous output current versus ambient temperature (natural convection, "
        "module mounted horizontally, Vin = 24 V).",
        8.0,
    )
    s.table(
        [
            Col("Ambient temperature", 130),
            Col("50 " + DEG, 70, "C"),
            Col("60 " + DEG, 70, "C"),
            Col("70 " + DEG, 70, "C"),
            Col("85 " + DEG, 70, "C"),
            Col("Unit", 89, "C"),
        ],
        [["Max. output current", "5.0", "4.2", "3.5", "2.0", "A"]],
        8.0,
    )
    s.heading("4.  Notes", 10, rule=True)
    s.para(
        "Note 1: Above 50 " + DEG + " ambient the output current must be reduced as in section 3. "
        "The over-temperature protection stops the converter at about 110 " + DEG + " on the "
        "heat spreader.\n"
        "Note 2: The input withstands 40 V for 100 ms; it is not protected against reverse "
        "polarity. The load-dump pulses of a 12 V or 24 V vehicle system exceed 40 V, so a "
        "suitable TVS diode must be added for vehicle use.\n"
        "Note 3: Below 9 V input the output leaves regulation (dropout about 1.5 V at 5 A).",
        7.8,
    )

    s.add_page()
    s.heading("5.  Efficiency (typical)", 10, rule=True)
    s.table(
        [
            Col("Output current", 130),
            Col("Vin = 12 V", 95, "C"),
            Col("Vin = 24 V", 95, "C"),
            Col("Vin = 36 V", 95, "C"),
            Col("Unit", 84, "C"),
        ],
        [
            ["1 A", "93", "90", "86", "%"],
            ["3 A", "94", "93", "90", "%"],
            ["5 A", "93", "92", "90", "%"],
        ],
        8.0,
    )
    s.heading("6.  Terminals", 10, rule=True)
    s.table(
        [Col("No.", 50, "C"), Col("Name", 80, "C"), Col("Function", 369)],
        [
            ["1", "VIN+", "input +, 9 ~ 36 V DC"],
            ["2", "GND", "input - / output - (common)"],
            ["3", "EN", "remote ON/OFF: open or " + GE + " 2.0 V = ON, " + LE + " 0.6 V = OFF"],
            ["4", "VOUT+", "output +"],
            ["5", "GND", "output -"],
        ],
        8.0,
    )
    s.para(
        "EN has an internal 100 k" + OHM + " pull-up to an internal 5 V rail; leave it open for "
        "always-on operation. An open-collector transistor or a 3.3 V / 5 V logic output can "
        "drive it.",
        8.0,
    )
    s.heading("7.  Mechanical", 10, rule=True)
    s.table(
        [Col("Item", 170), Col("Value", 329)],
        [
            ["Dimensions", "52 x 26 x 18 mm (including terminals)"],
            ["Mass", "approx. 28 g"],
            ["Terminal", "5.0 mm pitch screw terminal, AWG 22 ~ 14"],
            ["Mounting", "two M3 holes, 46 mm spacing"],
        ],
        8.0,
    )
    s.heading("8.  Cautions", 10, rule=True)
    s.bullets(
        [
            "Do not connect outputs of two modules in parallel.",
            "The KDB-2405H output (5.3 V) exceeds the 5.25 V limit of some USB devices; use "
            "it only where cable drop brings the voltage at the load back into range.",
            "Keep input wiring short or add a 100 " + MU + "F electrolytic capacitor at VIN when "
            "the supply is more than 1 m away.",
        ],
        8.0,
    )
    s.heading("9.  Revision", 10, rule=True)
    revision_table(
        s,
        [
            ["2023-09-01", "01", "Initial issue"],
            ["2024-02-15", "02", "KDB-2405H added, derating table"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "kdb-2405.pdf")


# ------------------------------------------------------------ NX-M10G GNSS module
def nxm10g(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Baltic Positioning Sp. z o.o.",
        header_right="NX-M10G Series GNSS Module  |  Data Sheet",
        footer_left="BP-DS-0417  rev. 1.3  |  Public",
        footer_right="{page}/{nb}",
        table_fill=(218, 226, 240),
        accent=(18, 38, 96),
        grid=False,
    )
    s = Sheet(style, "NX-M10G multi-constellation GNSS receiver module")
    s.add_page()
    s.title_block(
        "NX-M10G  /  NX-M10GA",
        "Multi-GNSS Receiver Module with 1PPS Output",
        "NX-M10G: on-board 25 x 25 mm patch antenna.   NX-M10GA: u.FL connector for an "
        "external active antenna.",
        20,
    )

    def left() -> None:
        s.heading("1  Description", 10)
        s.para(
            "The NX-M10G series are complete GNSS receivers on a 26 x 26 mm carrier: RF front "
            "end, baseband, flash, a backup supply input for the real-time clock and ephemeris, "
            "and a timing pulse. Position, velocity and time are sent as NMEA 0183 sentences on "
            "a UART. The NX-M10GA feeds an external active antenna from its RF input.",
            8.0,
        )

    def right() -> None:
        s.heading("Key features", 10)
        s.bullets(
            [
                "GPS, GLONASS, Galileo and BeiDou, four constellations at once",
                "Tracking sensitivity -165 dBm",
                "Navigation update rate up to 10 Hz",
                "1PPS output, 100 ms pulse, synchronised to UTC",
                "NMEA 0183 v4.11 on UART",
                "2.7 V ... 3.6 V supply",
            ],
            7.8,
        )

    s.side_by_side(left, right, 250, box=True)
    s.heading("2  Performance", 10.5, rule=True)
    s.caption("Table 2.1  GNSS performance (all constellations, VCC = 3.3 V, 25 " + DEG + ")")
    s.table(
        [Col("Parameter", 170), Col("Condition", 170), Col("Value", 95, "C"), Col("Unit", 64, "C")],
        [
            ["Frequency bands", "GPS / Galileo L1, BeiDou B1I", "1575.42", "MHz"],
            ["", "GLONASS L1OF", "1602", "MHz"],
            ["Horizontal position accuracy", "CEP, 24 h static, -130 dBm", "1.5", "m"],
            ["Velocity accuracy", "50 % at 30 m/s", "0.05", "m/s"],
            ["Time to first fix", "cold start", "26", "s"],
            ["", "hot start", "1", "s"],
            ["Sensitivity", "tracking and navigation", "-165", "dBm"],
            ["", "cold start", "-148", "dBm"],
            ["", "reacquisition", "-160", "dBm"],
            ["Navigation update rate", "default", "1", "Hz"],
            ["", "maximum", "10", "Hz"],
            ["1PPS accuracy", "RMS, open sky", "30", "ns"],
            ["1PPS pulse width", "default, configurable", "100", "ms"],
            ["Operational limits", "altitude / velocity", "80 000 / 500", "m / (m/s)"],
        ],
        7.5,
    )
    s.heading("3  Electrical Specifications", 10.5, rule=True)
    s.caption("Table 3.1  Absolute maximum ratings")
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 70, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 139, "C"),
        ],
        [
            ["Main supply", "VCC", "-0.5", "4.0", "V"],
            ["Backup supply", "V_{BCKP}", "-0.5", "4.0", "V"],
            ["Input pin voltage (RXD, RESET_N)", "V_{IN}", "-0.5", "VCC + 0.3", "V"],
            ["RF input power", "P_{RF}", "", "+10", "dBm"],
            ["Storage temperature", "T_{STG}", "-40", "+105", DEG],
        ],
        7.5,
    )
    s.para(
        "Stresses above these ratings may damage the module. The input pins are not 5 V "
        "tolerant: with VCC = 3.3 V the highest allowed level on RXD is 3.6 V.",
        7.5,
    )

    s.add_page()
    s.caption("Table 3.2  Operating conditions")
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 60, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 40, "C"),
            Col("Condition", 84),
        ],
        [
            ["Main supply voltage", "VCC", "2.7", "3.3", "3.6", "V", ""],
            ["Backup supply voltage", "V_{BCKP}", "1.65", "3.0", "3.6", "V", ""],
            ["Input high voltage", "V_{IH}", "0.7 x VCC", "", "VCC + 0.3", "V", ""],
            ["Input low voltage", "V_{IL}", "-0.3", "", "0.2 x VCC", "V", ""],
            ["Output high voltage", "V_{OH}", "VCC - 0.4", "", "", "V", "I_{OH} = -4 mA"],
            ["Output low voltage", "V_{OL}", "", "", "0.4", "V", "I_{OL} = 4 mA"],
            ["Operating temperature", "T_{OPR}", "-40", "", "+85", DEG, ""],
        ],
        7.5,
    )
    s.caption("Table 3.3  Supply current (typical, VCC = 3.3 V, 25 " + DEG + ")")
    s.table(
        [Col("Mode", 200), Col("Current", 100, "C"), Col("Remark", 199)],
        [
            ["Acquisition", "29 mA", "first 30 s after cold start"],
            ["Tracking, continuous", "24 mA", "1 Hz update"],
            ["Power save, cyclic tracking", "8 mA", "average"],
            ["Backup (VCC off, V_{BCKP} = 3.0 V)", "17 " + MU + "A", "RTC and ephemeris kept"],
        ],
        7.5,
    )
    s.para(
        "Note: for the NX-M10GA add the current of the active antenna, supplied from VCC "
        "through the RF input (typ. 10 mA, max. 30 mA).",
        7.5,
    )
    s.heading("4  Pin Assignment", 10.5, rule=True)
    s.caption("Table 4.1  Pins of the 6-pin 1.27 mm header")
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("I/O", 40, "C"), Col("Description", 349)],
        [
            ["1", "VCC", "P", "main supply 2.7 ... 3.6 V"],
            ["2", "GND", "P", "ground"],
            ["3", "TXD", "O", "UART transmit, NMEA output"],
            ["4", "RXD", "I", "UART receive, commands (not 5 V tolerant)"],
            ["5", "1PPS", "O", "time pulse, 1 Hz, rising edge on the UTC second"],
            ["6", "V_BCKP", "P", "backup supply; connect to VCC if no battery is used"],
        ],
        7.5,
    )
    s.heading("5  Interface and Messages", 10.5, rule=True)
    s.para(
        "The UART starts at 9600 baud, 8 data bits, no parity, 1 stop bit. It can be switched "
        "to 4800, 19200, 38400, 57600, 115200, 230400, 460800 or 921600 baud with the PBSC,UART "
        "command; at 10 Hz with all default sentences use at least 115200 baud. Default "
        "sentences: GGA, GSA, GSV, RMC and VTG, once per second.",
        8.0,
    )
    s.caption("Table 5.1  Proprietary commands (selection)")
    s.table(
        [Col("Command", 170), Col("Meaning", 329)],
        [
            ["$PBSC,UART,115200*hh", "set the baud rate (stored in flash)"],
            ["$PBSC,RATE,10*hh", "navigation update rate in Hz (1 ... 10)"],
            ["$PBSC,PPS,100*hh", "1PPS pulse width in ms"],
            ["$PBSC,RST,COLD*hh", "cold restart"],
        ],
        7.5,
    )
    s.heading("6  Revision History", 10.5, rule=True)
    revision_table(
        s,
        [
            ["2023-10-02", "1.0", "Initial release"],
            ["2024-05-20", "1.3", "NX-M10GA added; Table 3.3 corrected"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "nx-m10g.pdf")
