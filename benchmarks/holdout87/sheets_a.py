"""Hold-out 87 datasheets, part 1: an RS-485 soil temperature / moisture probe, a 3-axis
accelerometer IC, a 12 V to 24 V boost converter module and a 433 MHz ASK receiver.

A Weifang agri-sensor house user manual in plain English ("Part n" heads, a
parameter table with one column per power version, a Modbus register table, an
FAQ holding the absolute limit), an Austin fabless accelerometer data sheet in the
"Preliminary Technical Data" style (upper-case section rows inside one
specifications table, a test-conditions column, range sensitivities in unnamed
rows, SPI clock per VDDIO condition, the guaranteed temperature range only in the
table's condition line), an online-store listing export of a boost module ("About
this item" bullets in square brackets, a colon specification list, an output
current table per input voltage, customer questions and answers) and a Russian /
English receiver data sheet (separate Russian and English name columns, one
column per version, a note on the 3.3 V sensitivity).
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
ARROW = "\u2192"
TIMES = "\u00d7"


# ------------------------------------------------------------ soil probe (Weifang)
def swt485(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Soil Temperature & Moisture Sensor (RS485 type)  User Manual",
        header_right="Doc. TM-SWT485-UM  V2.3",
        footer_left="Weifang Tianmu Agri-Sensing Technology Co., Ltd.   www.tianmu-agri.example",
        footer_right="{page}",
        table_fill=(214, 234, 214),
        accent=(20, 100, 40),
        grid=True,
    )
    s = Sheet(style, "SWT-485 soil temperature and moisture sensor user manual")
    s.add_page()
    s.title_block(
        "SWT-485 Series",
        "Soil Temperature and Moisture Sensor, RS485 (Modbus-RTU) Output",
        "Models: SWT-485-S (standard)  /  SWT-485-L (low-power, for solar and battery loggers)",
        20,
    )
    s.heading("Part 1  Product Overview", 10.5, rule=True)
    s.para(
        "The SWT-485 measures the volumetric water content and the temperature of the soil "
        "with a four-needle stainless steel probe (316L) and reports both values over an "
        "RS485 bus using the standard Modbus-RTU protocol. The probe is fully potted in "
        "epoxy and can stay buried for a long time. Typical users are irrigation "
        "controllers, greenhouse monitoring, agricultural weather stations and soil "
        "research. Several probes can share one bus (up to 32 on one line).",
        8.5,
    )
    s.heading("Part 2  Technical Parameters", 10.5, rule=True)
    s.table(
        [
            Col("Item", 150),
            Col("SWT-485-S (standard)", 175, "C"),
            Col("SWT-485-L (low-power)", 174, "C"),
        ],
        [
            ["Power supply", "DC 5V ~ 30V", "DC 3.6V ~ 30V"],
            ["Working current", LE + " 9 mA (at DC 12V)", LE + " 2.5 mA (at DC 12V)"],
            ["Sleep current (bus idle)", "-", "45 " + MU + "A typ."],
            ["Output signal", "RS485, Modbus-RTU", "RS485, Modbus-RTU"],
            ["Temperature measuring range", "-40 ~ +80 " + DEG, "-40 ~ +80 " + DEG],
            [
                "Temperature accuracy",
                PM + "0.5 " + DEG + " (25 " + DEG + ")",
                PM + "0.5 " + DEG + " (25 " + DEG + ")",
            ],
            ["Temperature resolution", "0.1 " + DEG, "0.1 " + DEG],
            ["Moisture measuring range", "0 ~ 100 % (vol.)", "0 ~ 100 % (vol.)"],
            [
                "Moisture accuracy",
                PM + "3 % (0 ~ 53 %), " + PM + "5 % (53 ~ 100 %)",
                PM + "3 % (0 ~ 53 %), " + PM + "5 % (53 ~ 100 %)",
            ],
            ["Moisture resolution", "0.1 %", "0.1 %"],
            ["Data valid after power-on", LE + " 2 s", LE + " 5 s"],
            [
                "Operating temperature\n(electronics and cable)",
                "-30 ~ +70 " + DEG,
                "-30 ~ +70 " + DEG,
            ],
            ["Protection class", "IP68", "IP68"],
            ["Cable length", "2 m (5 m / 10 m optional)", "2 m (5 m / 10 m optional)"],
        ],
        8,
    )
    s.para(
        "Note: the measuring ranges above are the ranges of the soil being measured. The "
        "operating temperature row is the range for the electronics and the cable; the "
        "probe may be buried in soil that is colder or warmer only within this range.",
        7.5,
    )
    s.heading("Part 3  Wiring", 10.5, rule=True)
    s.table(
        [Col("Wire colour", 110), Col("Signal", 110, "C"), Col("Description", 279)],
        [
            ["Brown", "V+", "Power supply positive (see Part 2)"],
            ["Black", "GND", "Power supply negative"],
            ["Yellow", "485-A", "RS485 A (D+)"],
            ["Blue", "485-B", "RS485 B (D-)"],
        ],
        8,
    )
    s.para(
        "Communication settings leaving the factory: address 1, 9600 bps, 8 data bits, no "
        "parity, 1 stop bit. The baud rate can be changed to 2400 bps or 4800 bps with "
        "register 0x07D1 (see Part 4).",
        8.5,
    )
    s.add_page()
    s.heading("Part 4  Modbus Register Table", 10.5, rule=True)
    s.table(
        [
            Col("Register", 70, "C"),
            Col("Content", 150),
            Col("R/W", 40, "C"),
            Col("Description", 239),
        ],
        [
            ["0x0000", "Moisture", "R", "Value " + TIMES + " 10, unit % (e.g. 326 = 32.6 %)"],
            ["0x0001", "Temperature", "R", "Value " + TIMES + " 10, two's complement, unit " + DEG],
            ["0x0002", "Raw capacitance count", "R", "Factory use"],
            ["0x07D0", "Device address", "R/W", "1 ~ 254 (default 1)"],
            ["0x07D1", "Baud rate", "R/W", "0 = 2400, 1 = 4800, 2 = 9600 (default 2)"],
        ],
        8,
    )
    s.para(
        "Example, read moisture and temperature of address 1 (function code 0x03): "
        "request 01 03 00 00 00 02 C4 0B; answer 01 03 04 01 46 00 F5 9A 3D, i.e. moisture "
        "32.6 % and temperature 24.5 " + DEG + ".",
        8,
    )
    s.heading("Part 5  Installation", 10.5, rule=True)
    s.bullets(
        [
            "Push the probe vertically into the soil so that all four needles are fully "
            "covered; avoid stones and air gaps around the needles.",
            "For a profile, dig a pit and insert probes horizontally at 10 cm, 20 cm and 40 cm.",
            "Do not pull the probe out by the cable.",
            "Keep the transmitter box out of standing water; the cable gland is rated IP68 "
            "only when the nut is fully tightened.",
        ],
        8.5,
    )
    s.heading("Part 6  FAQ", 10.5, rule=True)
    s.para("Q: Can I power the probe from a 3.3V microcontroller board?", 8.5, bold=True)
    s.para(
        "A: Not the SWT-485-S, it needs at least 5V. The SWT-485-L starts at 3.6V, so a "
        "3.3V rail is also too low for it; a single Li-ion cell (3.7V nominal) works with "
        "the -L until the cell falls below 3.6V.",
        8.5,
    )
    s.para("Q: What happens if I connect 48V by mistake?", 8.5, bold=True)
    s.para(
        "A: The supply input is protected against reverse polarity. The absolute maximum "
        "supply voltage is 36V; anything higher can destroy the probe. Never connect the "
        "485-A / 485-B wires to the supply.",
        8.5,
    )
    s.para("Q: Does the probe measure soil salinity (EC) or pH?", 8.5, bold=True)
    s.para(
        "A: No. The SWT-485 measures moisture and temperature only. EC and pH versions are "
        "sold separately.",
        8.5,
    )
    s.para("Q: No reply from the sensor?", 8.5, bold=True)
    s.para(
        "A: Check A/B are not swapped, that the master uses the same baud rate, and that a "
        "120 " + OHM + " terminating resistor is fitted at the far end of long buses.",
        8.5,
    )
    s.heading("Revision history", 9.5)
    revision_table(
        s,
        [
            ["2022-03-02", "V2.1", "Added SWT-485-L"],
            ["2023-09-18", "V2.3", "FAQ, operating temperature of cable"],
        ],
        (110, 70, 319),
    )
    return save(s, out / "swt-485.pdf")


# ------------------------------------------------------------ accelerometer (Austin)
def trx3312(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="Preliminary Technical Data",
        header_right="TRX3312",
        footer_left="Rev. PrB   Information furnished by Tessaract Micro is believed to be accurate.",
        footer_right="Page {page} of {nb}",
        table_fill=(230, 230, 230),
        accent=(0, 60, 110),
        grid=False,
    )
    s = Sheet(style, "TRX3312 low-power 3-axis digital accelerometer")
    s.add_page()
    s.title_block(
        "TRX3312",
        "Ultralow Power, 14-Bit, " + PM + "2 g / " + PM + "4 g / " + PM + "8 g / " + PM + "16 g "
        "Digital Accelerometer with I2C and SPI",
        "TESSARACT MICRO, INC.  |  Austin, Texas",
        22,
    )

    def left() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "User-selectable ranges "
                + PM
                + "2 g, "
                + PM
                + "4 g, "
                + PM
                + "8 g, "
                + PM
                + "16 g",
                "Output data rate 1.56 Hz to 3200 Hz",
                "35 " + MU + "A at 100 Hz ODR, 2.5 V supply",
                "32-sample FIFO, two interrupt pins",
                "I2C and 3- / 4-wire SPI digital interfaces",
                "Wide supply range and separate I/O supply",
                "10 000 g shock survival",
                "2 mm " + TIMES + " 2 mm " + TIMES + " 0.95 mm LGA-12 package",
            ],
            8,
        )

    def right() -> None:
        s.heading("APPLICATIONS", 9.5)
        s.bullets(
            [
                "Wearables and step counting",
                "Tilt and orientation sensing",
                "Motion-activated wake-up of IoT nodes",
                "Vibration logging, tamper detection",
            ],
            8,
        )
        s.heading("GENERAL DESCRIPTION", 9.5)
        s.para(
            "The TRX3312 is a small, thin, ultralow power 3-axis accelerometer with 14-bit "
            "output, accessible through either an SPI or an I2C interface. Activity and "
            "inactivity detection let the host sleep until motion occurs.",
            8,
        )

    s.side_by_side(left, right, 240)
    s.heading("SPECIFICATIONS", 10.5, rule=True)
    s.para(
        "TA = 25 " + DEG + ", VS = 2.5 V, VDDIO = 2.5 V, ODR = 100 Hz, unless otherwise noted. "
        "All minimum and maximum specifications are guaranteed over TA = -40 "
        + DEG
        + " to +85 "
        + DEG
        + ". Typical specifications are not guaranteed.",
        7.5,
    )
    s.table(
        [
            Col("Parameter", 150),
            Col("Test Conditions/Comments", 149),
            Col("Min", 45, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 55, "C"),
        ],
        [
            ["SENSOR INPUT"],
            ["Measurement Range", "User selectable", "", PM + "2 ... " + PM + "16", "", "g"],
            ["Nonlinearity", "Percentage of full scale", "", PM + "0.5", "", "%"],
            ["SENSITIVITY (each axis)"],
            ["Sensitivity", PM + "2 g range", "3686", "4096", "4506", "LSB/g"],
            ["", PM + "4 g range", "1843", "2048", "2253", "LSB/g"],
            ["", PM + "8 g range", "922", "1024", "1126", "LSB/g"],
            ["", PM + "16 g range", "461", "512", "563", "LSB/g"],
            ["0 g OFFSET (each axis)"],
            ["0 g Output", "X, Y axes", "-150", PM + "40", "+150", "mg"],
            ["POWER SUPPLY"],
            ["Operating Voltage Range (VS)", "", "1.8", "2.5", "3.6", "V"],
            ["I/O Voltage Range (VDDIO)", "", "1.7", "", "VS", "V"],
            ["Supply Current", "ODR = 100 Hz", "", "35", "48", MU + "A"],
            ["", "ODR = 3200 Hz", "", "145", "190", MU + "A"],
            ["Standby Current", "", "", "0.1", "1.0", MU + "A"],
            ["Turn-On Time", "Power-up to first valid sample", "", "5", "", "ms"],
        ],
        7.5,
    )
    s.add_page()
    s.caption("Table 1. Specifications (continued)")
    s.table(
        [
            Col("Parameter", 150),
            Col("Test Conditions/Comments", 149),
            Col("Min", 45, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 55, "C"),
        ],
        [
            ["DIGITAL INPUT/OUTPUT"],
            ["V_{IH}", "", "0.7 " + TIMES + " VDDIO", "", "", "V"],
            ["V_{IL}", "", "", "", "0.3 " + TIMES + " VDDIO", "V"],
            ["V_{OL}", "IOL = 3 mA", "", "", "0.4", "V"],
            ["SERIAL INTERFACE"],
            ["SPI Clock Frequency", "VDDIO " + GE + " 2.4 V", "", "", "8", "MHz"],
            ["", "VDDIO < 2.4 V", "", "", "5", "MHz"],
            ["I2C Clock Frequency", "Fast mode", "", "", "400", "kHz"],
        ],
        7.5,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10.5, rule=True)
    s.table(
        [Col("Parameter", 260), Col("Rating", 239)],
        [
            ["Acceleration (any axis, unpowered, 0.1 ms)", "10 000 g"],
            ["VS", "-0.3 V to +3.9 V"],
            ["VDDIO", "-0.3 V to +3.9 V"],
            ["Digital Pins", "-0.3 V to VDDIO + 0.3 V or 3.9 V, whichever is less"],
            ["Temperature Range, Powered", "-40 " + DEG + " to +105 " + DEG],
            ["Temperature Range, Storage", "-55 " + DEG + " to +150 " + DEG],
        ],
        7.5,
    )
    s.para(
        "Stresses at or above those listed under Absolute Maximum Ratings may cause "
        "permanent damage to the product. Operation beyond the conditions in the "
        "Specifications table is not implied.",
        7,
    )
    s.heading("PIN CONFIGURATION AND FUNCTION DESCRIPTIONS", 10.5, rule=True)
    s.table(
        [Col("Pin No.", 50, "C"), Col("Mnemonic", 90, "C"), Col("Description", 359)],
        [
            ["1", "VDDIO", "Digital interface supply"],
            ["4", "SCL/SCLK", "I2C clock / SPI clock"],
            ["6", "SDA/SDI", "I2C data / SPI data in"],
            ["7", "SDO/ALT", "SPI data out / I2C address select"],
            ["8", "CS", "SPI chip select; tie to VDDIO for I2C"],
            ["9", "INT1", "Interrupt 1"],
            ["11", "VS", "Supply voltage"],
        ],
        7.5,
    )
    s.heading("SERIAL COMMUNICATIONS", 10.5, rule=True)
    s.para(
        "With CS tied high to VDDIO the TRX3312 is in I2C mode. With the ALT pin high the "
        "7-bit I2C address is 0x19; with ALT grounded it is 0x18. The DEVID register "
        "(0x00) returns 0x5A. SPI mode 3 is used; CS low selects SPI.",
        8,
    )
    s.heading("REGISTER MAP (EXCERPT)", 10.5, rule=True)
    s.table(
        [Col("Address", 60, "C"), Col("Name", 90), Col("Reset", 60, "C"), Col("Description", 289)],
        [
            ["0x00", "DEVID", "0x5A", "Device ID"],
            ["0x10", "ODR_CTL", "0x06", "Output data rate, 0x06 = 100 Hz"],
            ["0x11", "PWR_CTL", "0x00", "Measure bit, standby"],
            ["0x14", "RANGE_CTL", "0x00", "Range bits: 00 = 2 g, 11 = 16 g"],
        ],
        7.5,
    )
    s.caption("ORDERING GUIDE")
    s.table(
        [Col("Model", 120), Col("Temperature Range", 130), Col("Package", 150), Col("Option", 99)],
        [
            ["TRX3312-LG12-R7", "-40 " + DEG + " to +85 " + DEG, "12-terminal LGA", "Reel, 3000"],
            ["TRX3312-LG12-RL", "-40 " + DEG + " to +85 " + DEG, "12-terminal LGA", "Reel, 10 000"],
            ["EVAL-TRX3312Z", "", "Evaluation board", ""],
        ],
        7.5,
    )
    return save(s, out / "trx3312.pdf")


# ------------------------------------------------------------ 12 V to 24 V boost (listing)
def kwbu1224(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="KAIWEI  |  Product page export",
        header_right="Item model number: KW-BU1224",
        footer_left="Ningbo Kaiwei Power Technology Co., Ltd.  -  printed from the store listing",
        footer_right="{page}/{nb}",
        table_fill=(255, 238, 204),
        accent=(190, 90, 0),
        grid=True,
    )
    s = Sheet(style, "KW-BU1224 DC 12V to 24V step-up converter")
    s.add_page()
    s.title_block(
        "KW-BU1224",
        "KAIWEI DC 12V to 24V Step Up Converter, 10A Input, Waterproof Boost Voltage "
        "Regulator Power Supply Module for Car Truck Golf Cart LED Display",
        "",
        18,
    )
    s.heading("About this item", 11)
    s.bullets(
        [
            "[WIDE INPUT] Works from DC 10V-16V input, ideal for 12V car batteries, 12V "
            "adapters and 12V solar systems; fixed DC 24V output.",
            "[HIGH EFFICIENCY] Up to 96% conversion efficiency, low heat, aluminium housing "
            "acts as heat sink.",
            "[POWERFUL] Maximum input current 10A; output 24V 4.5A (108W) continuous at 12V "
            "input. Do not exceed the input current rating.",
            "[SAFE] Over-temperature protection, input under-voltage protection. Output short "
            "circuit: please fit a fuse on the input (a boost converter cannot cut a shorted "
            "output by itself).",
            "[WATERPROOF] Fully potted, IP68 rated, suitable for outdoor and marine use.",
        ],
        8.5,
        mark="",
    )
    s.heading("Specification:", 11)
    s.lines(
        [
            "Input voltage: DC 10V-16V (12V nominal)",
            "Output voltage: DC 24V " + PM + "3%",
            "Max input current: 10A",
            "Rated output current: 4.5A (continuous, 12V input)",
            "Peak output current: 5A (max. 30 s)",
            "Conversion efficiency: 94%-96%",
            "Output ripple: " + LE + " 150mV p-p",
            "Working temperature: -40" + DEG + " ~ +85" + DEG + " (derate above +50" + DEG + ")",
            "Input under-voltage lockout: 8.5V",
            "Dimension: 62 x 62 x 24 mm",
            "Net weight: 265 g",
        ],
        9,
        3.5,
    )
    s.heading("Output current vs input voltage (continuous, 25" + DEG + ")", 11)
    s.table(
        [
            Col("Input voltage", 125, "C"),
            Col("10V", 93, "C"),
            Col("12V", 93, "C"),
            Col("13.8V", 94, "C"),
            Col("16V", 94, "C"),
        ],
        [
            ["Output current (24V)", "3.6A", "4.5A", "5.0A", "5.0A"],
            ["Input current", "9.2A", "9.6A", "9.5A", "8.2A"],
        ],
        8.5,
    )
    s.add_page()
    s.heading("Wiring", 11)
    s.table(
        [Col("Wire", 120, "C"), Col("Colour", 120, "C"), Col("Connect to", 259)],
        [
            ["IN+", "Red (thick)", "12V battery + (through a 15A fuse)"],
            ["IN- / OUT-", "Black", "Common negative"],
            ["OUT+", "Yellow", "24V load +"],
        ],
        8.5,
    )
    s.para(
        "Wire gauge: 14 AWG or thicker for the input. The input is NOT reverse-polarity "
        "protected; reversing IN+ and IN- destroys the module and is not covered by the "
        "warranty.",
        8.5,
    )
    s.heading("Customer questions & answers", 11)
    qa = [
        (
            "Question: Will it work in my truck with the engine running (about 14.4V)?",
            "Answer: Yes, anything from 10V to 16V in gives 24V out. - By KAIWEI seller",
        ),
        (
            "Question: What does it draw when nothing is connected to the output?",
            "Answer: No-load input current is about 15mA at 12V input. - By KAIWEI seller",
        ),
        (
            "Question: Can I put two in parallel for 9A at 24V?",
            "Answer: We do not recommend paralleling outputs; the modules do not share "
            "current. Use one larger converter. - By KAIWEI seller",
        ),
        (
            "Question: Is the output isolated from the input?",
            "Answer: No, IN- and OUT- are the same wire (non-isolated). - By KAIWEI seller",
        ),
        (
            "Question: Can I run it from a 24V truck battery to get a cleaner 24V?",
            "Answer: No. Input above 16V is outside the rating and will damage it. "
            "- By KAIWEI seller",
        ),
    ]
    for question, answer in qa:
        s.para(question, 8.5, bold=True)
        s.para(answer, 8.5)
    s.heading("Product information", 11)
    s.table(
        [Col("", 180), Col("", 319)],
        [
            ["Brand", "KAIWEI"],
            ["Item model number", "KW-BU1224"],
            ["Item weight", "265 g"],
            ["Package dimensions", "12 x 10 x 4 cm"],
            ["Included components", "1 x converter, 1 x manual"],
            ["Warranty", "12 months"],
        ],
        8.5,
        show_head=False,
    )
    return save(s, out / "kw-bu1224.pdf")


# ------------------------------------------------------------ 433 MHz receiver (Russian)
def prm433(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="ООО «Радиоузел» / Radiouzel LLC, Новосибирск",
        header_right="PRM-433  Техническое описание / Data sheet",
        footer_left="ТО PRM-433, ред. 4 / DS PRM-433, issue 4",
        footer_right="Лист {page} из {nb} / Sheet {page} of {nb}",
        table_fill=(222, 230, 242),
        accent=(30, 50, 110),
        grid=True,
    )
    s = Sheet(style, "PRM-433 433.92 MHz ASK receiver module")
    s.add_page()
    s.title_block(
        "PRM-433S / PRM-433R",
        "Приёмный модуль 433,92 МГц (ASK/OOK) / 433.92 MHz ASK/OOK receiver module",
        "PRM-433S: супергетеродин / superheterodyne   PRM-433R: сверхрегенератор / "
        "super-regenerative",
        20,
    )
    s.heading("1. Назначение / Purpose", 10.5)
    s.para(
        "Модуль принимает сигналы с амплитудной манипуляцией на частоте 433,92 МГц и выдаёт "
        "цифровой сигнал данных. The module receives ASK/OOK signals at 433.92 MHz and "
        "outputs the demodulated data as a digital (TTL) signal for a microcontroller, "
        "decoder IC or remote-control receiver.",
        8.5,
    )
    s.heading("2. Электрические характеристики / Electrical characteristics", 10.5)
    s.para("Tокр = 25 " + DEG + ", Uпит = 5,0 В / Ta = 25 " + DEG + ", VCC = 5.0 V", 7.5)
    s.table(
        [
            Col("Параметр", 118),
            Col("Parameter", 118),
            Col("Ед. / Unit", 55, "C"),
            Col("PRM-433S", 104, "C"),
            Col("PRM-433R", 104, "C"),
        ],
        [
            ["Частота приёма", "Receive frequency", "MHz", "433.92", "433.92"],
            ["Напряжение питания", "Supply voltage", "V", "3.3 ... 5.5", "4.5 ... 5.5"],
            ["Ток потребления", "Supply current", "mA", "4.2", "2.8"],
            ["Чувствительность", "Sensitivity", "dBm", "-108", "-103"],
            ["Полоса приёма", "Receiver bandwidth", "kHz", "300", "2000"],
            ["Скорость данных, макс.", "Data rate, max.", "kbit/s", "10", "4.8"],
            ["Время готовности", "Power-up to valid data", "ms", "20", "5"],
            ["Выход данных", "Data output", "-", "TTL, push-pull", "TTL, push-pull"],
            ["Рабочая температура", "Operating temperature", DEG, "-40 ... +85", "-20 ... +70"],
        ],
        7.5,
    )
    s.para(
        "Примечание 1. При питании 3,3 В чувствительность PRM-433S снижается на 2 дБ. "
        "Note 1. At VCC = 3.3 V the PRM-433S sensitivity is typ. -106 dBm.",
        7.5,
    )
    s.para(
        "Примечание 2. PRM-433R не работает при питании ниже 4,5 В. Note 2. The PRM-433R "
        "does not work below 4.5 V; it is not suitable for 3.3 V systems.",
        7.5,
    )
    s.heading("3. Предельно допустимые режимы / Absolute maximum ratings", 10.5)
    s.table(
        [Col("Параметр", 150), Col("Parameter", 150), Col("Значение / Value", 199, "C")],
        [
            ["Напряжение питания", "Supply voltage", "-0.3 ... 6.0 V"],
            ["Напряжение на выводе DATA", "Voltage on DATA pin", "-0.3 ... VCC + 0.3 V"],
            ["Входная мощность на антенне", "RF input level", "+10 dBm"],
            ["Температура хранения", "Storage temperature", "-50 ... +100 " + DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("4. Уровни выхода / Output levels", 10.5)
    s.table(
        [
            Col("Параметр", 120),
            Col("Parameter", 120),
            Col("Условия / Conditions", 119),
            Col("Мин. / Min", 70, "C"),
            Col("Макс. / Max", 70, "C"),
        ],
        [
            ["Выход, высокий уровень", "Output high voltage", "IOH = -1 mA, VCC = 5 V", "4.5", ""],
            ["Выход, низкий уровень", "Output low voltage", "IOL = 1 mA", "", "0.4"],
            ["Выходной ток", "Output current", "", "", "2 mA"],
        ],
        7.5,
    )
    s.heading("5. Назначение выводов / Pin assignment", 10.5)
    s.table(
        [
            Col("№", 40, "C"),
            Col("Обозн. / Name", 90, "C"),
            Col("Описание", 185),
            Col("Description", 184),
        ],
        [
            ["1", "ANT", "Антенна", "Antenna (17.3 cm wire)"],
            ["2", "GND", "Общий", "Ground"],
            ["3", "DATA", "Выход данных", "Data output"],
            ["4", "DATA", "Выход данных (дубль)", "Data output (same as pin 3)"],
            ["5", "VCC", "Питание", "Supply"],
        ],
        7.5,
    )
    s.heading("6. Рекомендации / Application notes", 10.5)
    s.bullets(
        [
            "Антенна: отрезок провода 17,3 см (λ/4). Antenna: a 17.3 cm straight wire "
            "(quarter wave) soldered to ANT.",
            "Дальность связи зависит от передатчика, антенны и помех; изготовитель дальность "
            "не нормирует. Range depends on the transmitter, the antennas and interference; "
            "the maker does not specify a range.",
            "Выход DATA совместим с входами 5 В и 3,3 В при соответствующем питании. The DATA "
            "output swings between GND and VCC; when the module runs from 5 V, do not connect "
            "DATA directly to a 3.3 V-only input.",
            "Декодирование (PT2262/EV1527, Manchester) выполняет хост. Decoding is done by "
            "the host (e.g. RCSwitch or VirtualWire libraries on Arduino).",
        ],
        8,
    )
    s.heading("7. Комплектация и заказ / Ordering", 10.5)
    s.table(
        [Col("Код заказа / Order code", 170), Col("Исполнение / Version", 329)],
        [
            ["PRM-433S-P", "Супергетеродин, штыревые выводы / superheterodyne, pin header"],
            ["PRM-433S-C", "Супергетеродин, пружинная антенна / superheterodyne, coil antenna"],
            ["PRM-433R-P", "Сверхрегенератор / super-regenerative, pin header"],
        ],
        7.5,
    )
    s.heading("Лист регистрации изменений / Revision history", 9.5)
    revision_table(
        s,
        [["2021-11-10", "3", "Added PRM-433R"], ["2024-02-05", "4", "Note 1, output levels"]],
        (110, 70, 319),
    )
    return save(s, out / "prm-433.pdf")
