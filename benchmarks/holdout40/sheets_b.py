"""Hold-out 40 datasheets: two UHF RFID reader modules and two 4-channel MOSFET level
shifter boards.

A Taiwanese specification (narrow font, numbered rows, one row per version,
footnote marks, command table), a Japanese module sheet (full grid, abs max vs
recommended with the same row names, one column per version, "typ." only
table, cautions), a US maker-shop product guide (values in prose and FAQ, a
small MOSFET table) and a British data sheet (serif, condition sentence,
min/typ/max with blanks, wrapped names).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FW_COLON = "\uff1a"
FW_TILDE = "\uff5e"
SQ = "\u25a0"


# ------------------------------------------------ UHF RFID reader (Taiwan)
def ur900(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="UR-900 Series UHF RFID Reader Module",
        header_right="Tainan RFID Technology Corp.",
        footer_left="Spec. No. TRT-UR900-E  Rev. B",
        footer_right="{page}",
        table_fill=(230, 225, 205),
        accent=(90, 50, 0),
        grid=True,
    )
    s = Sheet(style, "UR-900 series specification")
    s.add_page()
    s.title_block(
        "UR-900F / UR-900E", "UHF RFID Reader Module, EPC C1G2 (ISO 18000-6C)", "SPECIFICATION", 20
    )
    s.heading("1. Features", 10, rule=True)
    s.bullets(
        [
            "Two regional versions: UR-900F (FCC) and UR-900E (ETSI)",
            "Single antenna port, MMCX connector, 50 ohm",
            "Reading speed up to 200 tags/s (anti-collision)",
            "UART TTL interface, 3.3 V logic, RXD input 5 V tolerant",
            "Module size 40 x 30 x 6 mm",
        ],
        8.5,
    )
    s.heading("2. Specifications", 10, rule=True)
    s.caption("Table 1  Electrical specifications (Ta = 25 " + DEG + ", VCC = 5.0 V)")
    s.table(
        [
            Col("No.", 30, "C"),
            Col("Item", 130),
            Col("Condition / Version", 130),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["2-1", "Frequency range", "UR-900F", "902", "", "928", "MHz"],
            ["", "", "UR-900E", "865.6", "", "867.6", "MHz"],
            ["2-2", "RF output power", "adjustable, 1 dB step", "5", "", "26 *1", "dBm"],
            ["2-3", "DC supply voltage", "VCC pin", "3.6", "5.0", "5.5", "V"],
            ["2-4", "Supply current", "idle", "", "80", "", "mA"],
            ["", "", "reading, 26 dBm", "", "650", "750 *2", "mA"],
            ["", "", "reading, 20 dBm", "", "320", "", "mA"],
            ["2-5", "Read distance", "3 dBi antenna, 26 dBm", "", "3 *3", "", "m"],
            ["2-6", "UART baud rate", "selectable", "9600", "115200", "115200", "bps"],
            ["2-7", "TXD output high\nvoltage", "IOH = -1 mA", "2.9", "", "", "V"],
            ["2-8", "RXD input high\nvoltage", "", "2.0", "", "5.5", "V"],
            ["2-9", "Operating\ntemperature", "", "-20", "", "+70", DEG],
            ["2-10", "Storage\ntemperature", "", "-40", "", "+85", DEG],
        ],
        8,
    )
    s.para("*1 UR-900E: maximum 26 dBm conducted; the user must keep within local ERP limits.", 7.5)
    s.para("*2 Peak during frequency hopping start-up, duration < 2 ms.", 7.5)
    s.para("*3 Reference value with ISO card tag, free space; not guaranteed.", 7.5)
    s.add_page()
    s.heading("3. Pin Definition", 10, rule=True)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 80, "C"), Col("I/O", 50, "C"), Col("Description", 329)],
        [
            ["1", "VCC", "P", "DC 3.6 ~ 5.5 V"],
            ["2", "GND", "P", "Ground"],
            ["3", "TXD", "O", "UART output, 3.3 V level"],
            ["4", "RXD", "I", "UART input, 5 V tolerant"],
            ["5", "EN", "I", "Module enable, high = on (internal 100 kohm pull-up)"],
            ["6", "BUZ", "O", "Buzzer driver output, 20 mA max."],
        ],
        8,
    )
    s.heading("4. Command Frame (excerpt)", 10, rule=True)
    s.table(
        [Col("Command", 150), Col("Code", 70, "C"), Col("Frame example (hex)", 279)],
        [
            ["Single inventory", "0x22", "BB 00 22 00 00 22 7E"],
            ["Multiple inventory", "0x27", "BB 00 27 00 03 22 27 10 83 7E"],
            ["Set RF power", "0xB6", "BB 00 B6 00 02 0A 28 EA 7E"],
            ["Get firmware version", "0x03", "BB 00 03 00 01 00 04 7E"],
        ],
        8,
    )
    s.heading("5. Notes", 10, rule=True)
    s.bullets(
        [
            "5-1. The supply must deliver at least 1 A; a USB port of a PC (500 mA) is not "
            "sufficient for full power reading.",
            "5-2. Do not operate the module without an antenna or a 50 ohm load.",
            "5-3. Reading of metal-mount tags is not specified.",
            "5-4. Tag protocols other than EPC C1G2 / ISO 18000-6C are not supported.",
        ],
        8.5,
    )
    revision_table(s, [["2024/08/20", "B", "UR-900E added"]], (110, 70, 319))
    return save(s, out / "ur-900.pdf")


# ------------------------------------------------ UHF RFID reader (Japan)
def jru26(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="JRU-26 Series  UHF RFID Reader/Writer Module",
        header_right="Kisaragi Denki Co., Ltd.",
        footer_left="KD-TS-0426  2024.05",
        footer_right="{page}/{nb}",
        table_fill=(235, 235, 235),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "JRU-26 technical specification")
    s.add_page()
    s.title_block(
        "JRU-26J / JRU-26G", "UHF RFID Reader/Writer Module", "Technical Specification", 20
    )
    c, t = FW_COLON, FW_TILDE
    s.heading(f"{SQ} Features", 10)
    s.lines(
        [
            f"Air interface{c}ISO/IEC 18000-63 (EPC Gen2 V2)",
            f"Host interface{c}UART (3.3V CMOS) / USB (via JRU-USB adapter)",
            f"Antenna{c}1 port, U.FL, 50Ω",
            f"Operating temperature{c}-20{t}+70{FW_C} (see derating)",
        ],
        8.5,
    )
    s.heading(f"{SQ} Absolute Maximum Ratings", 10)
    s.table(
        [Col("Item", 200), Col("Symbol", 70, "C"), Col("Rating", 150, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage", "VCC", f"-0.3{t}6.0", "V"],
            ["Input voltage (UART)", "VI", f"-0.3{t}3.6", "V"],
            ["Operating temperature", "Topr", f"-20{t}+70", FW_C],
            ["Storage temperature", "Tstg", f"-30{t}+80", FW_C],
        ],
        8,
    )
    s.heading(f"{SQ} Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Item", 200),
            Col("Symbol", 70, "C"),
            Col("Min.", 60, "C"),
            Col("Typ.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Supply voltage", "VCC", "3.3", "5.0", "5.25", "V"],
            ["Operating temperature", "Topr", "0", "", "+50", FW_C],
        ],
        8,
    )
    s.para(
        "Note: Between +50 and +70" + FW_C + " the RF output is automatically reduced by 3 dB.",
        8,
    )
    s.heading(f"{SQ} Electrical Characteristics by Version (VCC = 5.0 V, Ta = 25{FW_C})", 10)
    s.table(
        [
            Col("Item", 200),
            Col("JRU-26J", 110, "C"),
            Col("JRU-26G", 110, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Frequency", f"916.8{t}920.8", f"860{t}960", "MHz"],
            ["RF output power\n(max.)", "24", "27", "dBm"],
            ["RF output power\n(min.)", "10", "10", "dBm"],
            ["Receiver sensitivity", "-74", "-78", "dBm"],
            ["Supply current (max.)", "600", "850", "mA"],
        ],
        8,
    )
    s.add_page()
    s.heading(f"{SQ} Typical Characteristics", 10)
    s.caption("Typical values (reference only, not guaranteed)")
    s.table(
        [Col("Item", 250), Col("typ.", 120, "C"), Col("Unit", 129, "C")],
        [
            ["Standby current (UART idle)", "3", "mA"],
            ["Sleep current (EN = L)", "15", f"{MU}A"],
            ["Reading current, JRU-26J at 24 dBm", "430", "mA"],
            ["Reading current, JRU-26G at 27 dBm", "720", "mA"],
            ["Start-up time after EN = H", "120", "ms"],
        ],
        8,
    )
    s.heading(f"{SQ} UART Interface", 10)
    s.table(
        [
            Col("Item", 200),
            Col("Min.", 70, "C"),
            Col("Typ.", 70, "C"),
            Col("Max.", 70, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Baud rate", "", "38400", "", "bps"],
            ["Input high voltage", "2.2", "", "3.6", "V"],
            ["Input low voltage", "", "", "0.8", "V"],
            ["Output high voltage", "2.8", "", "", "V"],
        ],
        8,
    )
    s.heading(f"{SQ} Pin Assignment", 10)
    s.table(
        [Col("No.", 50, "C"), Col("Signal", 90, "C"), Col("Function", 359)],
        [
            ["1", "VCC", "Power supply"],
            ["2", "GND", "Ground"],
            ["3", "RXD", "UART receive (3.3V)"],
            ["4", "TXD", "UART transmit (3.3V)"],
            ["5", "EN", "Enable (H: operation, L: sleep)"],
        ],
        8,
    )
    s.heading(f"{SQ} Cautions", 10)
    s.bullets(
        [
            "The UART inputs are not 5V tolerant. Use a level shifter with 5V hosts.",
            "JRU-26J is for use in Japan only (920 MHz band, license-free low power).",
            "Use of the JRU-26G requires confirmation of local radio regulations.",
            "Waterproof and dustproof performance is not specified.",
        ],
        8.5,
    )
    revision_table(s, [["2024.05.13", "1.1", "JRU-26G added"]], (110, 70, 319))
    return save(s, out / "jru-26.pdf")


# ------------------------------------------------ level shifter board (US maker shop)
def lls4(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="Copperleaf Electronics",
        header_right="Product Guide: LLS-4",
        footer_left="copperleaf.example/lls4  -  SKU CL-1044",
        footer_right="Page {page}",
        table_fill=(240, 230, 210),
        accent=(180, 80, 0),
        grid=False,
    )
    s = Sheet(style, "LLS-4 product guide")
    s.add_page()
    s.title_block("LLS-4", "4-Channel Bi-Directional Logic Level Shifter", "PRODUCT GUIDE", 22)
    s.heading("Overview", 11, rule=True)
    s.para(
        "Got a 5V sensor and a 3.3V microcontroller? The LLS-4 lets them talk. Each of the "
        "four channels uses one N-channel MOSFET with 10K pull-up resistors on both sides, "
        "so it works in both directions without a direction pin - great for I2C, UART and "
        "slow SPI. Power the low side (LV) with anything from 1.8V to 3.6V and the high side "
        "(HV) with 3.3V to 5.5V. LV must always be lower than HV.",
        9,
    )
    s.para(
        "Speed: we have used it for I2C at 400kHz and UART at 115200 baud with no problems. "
        "SPI works up to about 2MHz; above that the 10K pull-ups round off the edges. It is "
        "not a fit for WS2812 / NeoPixel data (800kHz with tight timing) - that use is not "
        "specified, use a 74AHCT buffer instead.",
        9,
    )
    s.heading("Pinout", 11, rule=True)
    s.table(
        [Col("Pin", 80), Col("Side", 80), Col("What it does", 339)],
        [
            ["HV", "high", "High-side reference voltage, 3.3V to 5.5V"],
            ["LV", "low", "Low-side reference voltage, 1.8V to 3.6V"],
            ["GND (x2)", "both", "Common ground - connect both boards' grounds"],
            ["HV1-HV4", "high", "High-side data channels"],
            ["LV1-LV4", "low", "Low-side data channels"],
        ],
        8.5,
    )
    s.heading("MOSFET used (one per channel)", 11, rule=True)
    s.table(
        [Col("Parameter", 220), Col("Value", 120, "C"), Col("Condition", 159)],
        [
            ["Drain-source voltage VDS", "50 V", "max"],
            ["Gate threshold VGS(th)", "0.8 - 1.5 V", "ID = 250 uA"],
            ["On-resistance RDS(on)", "3.5 Ohm", "VGS = 2.5 V, typ"],
            ["Continuous drain current", "200 mA", "max"],
        ],
        8.5,
    )
    s.heading("Board specs", 11, rule=True)
    s.bullets(
        [
            "Channels: 4, bi-directional",
            "Pull-ups: 10K on each side of every channel",
            "Board size: 15 x 13 mm, 0.1in pin spacing (breadboard friendly)",
            "Operating temperature: -40 to 85 C",
        ],
        9,
    )
    s.add_page()
    s.heading("FAQ", 11, rule=True)
    s.para("Can I shift 12V signals down to 3.3V with this?", 9, bold=True)
    s.para(
        "No. HV is limited to 5.5V. For 12V signals use an optocoupler or a resistor divider.",
        9,
    )
    s.para("Can it drive an LED or a relay coil?", 9, bold=True)
    s.para(
        "Not really. The outputs are pulled up through 10K, so a high output can only "
        "source about 0.5mA at 5V. Sinking current is fine up to a few mA.",
        9,
    )
    s.para("Do I need to connect LV if I only go from 3.3V to 5V?", 9, bold=True)
    s.para(
        "Yes, both LV and HV must be powered, otherwise the MOSFET gates are not biased. "
        "The board itself draws almost no current - only what flows through the pull-ups "
        "when a line is low (0.5mA per low line at 5V).",
        9,
    )
    s.para("Is it OK for RS-232?", 9, bold=True)
    s.para("No. RS-232 uses +/-12V levels; you need a MAX232-style transceiver.", 9)
    s.para("Does it have ESD protection?", 9, bold=True)
    s.para("ESD protection is not specified for this board; there are no TVS diodes on it.", 9)
    s.heading("In the box", 11, rule=True)
    s.table(
        [Col("Qty", 60, "C"), Col("Item", 439)],
        [["1", "LLS-4 board"], ["2", "6-pin 0.1in male header strips"]],
        8.5,
    )
    revision_table(s, [["2024-03-01", "B", "Added SPI speed note"]], (110, 70, 319))
    return save(s, out / "lls-4.pdf")


# ------------------------------------------------ level shifter board (UK)
def bls04(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="BLS-04 Four-Channel Level Shifter",
        header_right="Pennant Microsystems Ltd",
        footer_left="DS-BLS04 Issue 2  |  Registered in England No. 0000000",
        footer_right="Page {page} of {nb}",
        table_fill=(235, 235, 235),
        accent=(0, 50, 90),
        grid=False,
    )
    s = Sheet(style, "BLS-04 data sheet")
    s.add_page()
    s.title_block(
        "BLS-04", "Four-Channel MOSFET Bidirectional Level Shifter Board", "Data Sheet", 21
    )
    s.heading("Description", 10, rule=True)
    s.para(
        "The BLS-04 translates four open-drain or push-pull logic lines between a low-voltage "
        "side (VL) and a high-voltage side (VH). Each channel is an N-channel MOSFET with "
        "4.7 kOhm pull-up resistors to VL and VH. Two variants are made: BLS-04 (standard) "
        "and BLS-04E, which adds a TVS array on the VH side.",
        8.5,
    )
    s.heading("Absolute Maximum Ratings", 10, rule=True)
    s.table(
        [
            Col("Parameter", 250),
            Col("Symbol", 70, "C"),
            Col("Value", 100, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["High-side supply voltage", "VH", "6.0", "V"],
            ["Low-side supply voltage", "VL", "4.0", "V"],
            ["Voltage on any VH-side channel", "", "6.0", "V"],
            ["Storage temperature", "Tstg", "-55 to +125", DEG],
        ],
        8,
    )
    s.heading("Electrical Characteristics", 10, rule=True)
    s.para("VL = 3.3 V, VH = 5 V, Tamb = 25 " + DEG + " unless otherwise stated.", 8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 45, "C"),
            Col("Conditions", 124),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["Low-side supply\nvoltage", "VL", "", "1.65", "", "3.6", "V"],
            ["High-side supply\nvoltage", "VH", "VH > VL + 0.5 V", "2.7", "", "5.5", "V"],
            ["Pull-up resistance", "RPU", "each side", "", "4.7", "", "kOhm"],
            ["Channel on-resistance", "RON", "VL = 3.3 V", "", "4", "", "Ohm"],
            ["", "", "VL = 1.8 V", "", "9", "", "Ohm"],
            ["Rise time, VH side", "tR", "CL = 50 pF", "", "180", "", "ns"],
            ["Maximum data rate", "", "push-pull source", "", "", "2", "Mbit/s"],
            ["", "", "open-drain (I2C)", "", "", "0.4", "Mbit/s"],
            ["Supply current\n(all lines high)", "IQ", "", "", "0.1", "1", f"{MU}A"],
            ["Operating ambient\ntemperature", "Tamb", "", "-40", "", "85", DEG],
        ],
        8,
    )
    s.add_page()
    s.heading("Variants", 10, rule=True)
    s.table(
        [Col("Parameter", 220), Col("BLS-04", 140, "C"), Col("BLS-04E", 139, "C")],
        [
            ["ESD, VH-side channels (contact)", "not specified", f"{PM}8 kV"],
            ["Capacitance per VH channel", "10 pF", "45 pF"],
            ["Maximum data rate, push-pull", "2 Mbit/s", "1 Mbit/s"],
        ],
        8,
    )
    s.heading("Connections", 10, rule=True)
    s.table(
        [Col("Header", 80, "C"), Col("Pin", 80, "C"), Col("Function", 339)],
        [
            ["J1-1", "VL", "Low-side supply 1.65 - 3.6 V"],
            ["J1-2..5", "L1..L4", "Low-side channels"],
            ["J1-6", "GND", "Ground"],
            ["J2-1", "VH", "High-side supply 2.7 - 5.5 V"],
            ["J2-2..5", "H1..H4", "High-side channels"],
            ["J2-6", "GND", "Ground"],
        ],
        8,
    )
    s.heading("Application Notes", 10, rule=True)
    s.para(
        "VH must be at least 0.5 V above VL. Typical uses are a 3.3 V Raspberry Pi or ESP32 "
        "talking to 5 V I2C or UART peripherals, and 1.8 V sensors on a 3.3 V bus. The "
        "BLS-04 is not intended for analogue signals or for driving loads. Operation with "
        "VH above 5.5 V, such as 12 V signals, is outside the ratings. The I2C rating covers "
        "Standard-mode and Fast-mode; Fast-mode Plus (1 MHz) is not specified.",
        8.5,
    )
    revision_table(s, [["Jan 2025", "2", "BLS-04E variant added"]], (110, 70, 319))
    return save(s, out / "bls-04.pdf")
