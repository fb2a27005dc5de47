"""Hold-out 128 datasheets, part 2: an NFC / RFID reader module, an SPI digital
temperature sensor IC, a supercapacitor charger IC and a capacitive touch sensor IC.

A Lviv (Ukraine) module house manual ("⊛ n." heads, "Table n ·" captions, column groups
per supply version, a host-command table, interface-select table and pinout as decoys,
Ukrainian page footer), a Debrecen (Hungary) sensor-IC data sheet ("¶ n" heads,
right-aligned "[Table n]" captions, accuracy stacked per temperature band, SPI clock
stacked per VDD, a register map and a data-format table as decoys), a Tashkent
(Uzbekistan) power-IC data sheet ("◩ n" heads, centred "TABLE n." captions, column
groups per termination version, an RPROG table as decoy) and a Davao (Philippines)
touch-IC data sheet ("⊕ n / TITLE" heads, "Tbl n" captions, current stacked per mode and
VDD, an address table and a register map as decoys).
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


# ------------------------------------------------ NFC / RFID reader module (Lviv)
def lnr4413(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="HALYCH ELEKTRONIKA",
        header_right="LNR-4413  13.56 MHz NFC / RFID reader module  \u00b7  User manual",
        footer_left="Halych Elektronika LLC  \u00b7  Lviv, Ukraine  \u00b7  UM-LNR4413-EN  ed. 2",
        footer_right="\u0421\u0442\u043e\u0440. {page} \u0437 {nb}",
        rule_color=(20, 40, 110),
        table_fill=(226, 234, 248),
        accent=(20, 40, 110),
        grid=True,
    )
    mark = "\u229b "
    s = Sheet(style, "LNR-4413 NFC / RFID reader module")
    s.add_page()
    s.title_block(
        "LNR-4413",
        "13.56 MHz NFC / RFID Reader Module with SPI, I" + SQ + "C and UART host interface",
        "Versions LNR-4413-3 (3.3 V) and LNR-4413-5 (5 V with regulator and level "
        "shifters)  |  User manual UM-LNR4413-EN, edition 2",
        20,
    )
    s.heading(mark + "1. Overview", 10)
    s.para(
        "The LNR-4413 is a complete reader for 13.56 MHz cards and tags: transceiver IC, "
        "matched PCB antenna (40 x 40 mm), 27.12 MHz crystal and host interface on one "
        "43 x 43 mm board. It reads and writes ISO/IEC 14443 Type A and B cards, MIFARE "
        "Classic 1K/4K, NTAG21x, FeliCa and ISO/IEC 15693 tags, and works in card-emulation "
        "and peer-to-peer mode. A DIP switch selects the host interface.",
        8.0,
    )
    s.heading(mark + "2. Electrical characteristics", 10)
    s.caption("Table 1 \u00b7 Supply and current per version (TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 150),
            Col("Condition", 135),
            Col("LNR-4413-3", 80, "C"),
            Col("LNR-4413-5", 80, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Supply voltage (VCC pin)", "operating", "3.0 " + ELL + " 3.6", "4.5 " + ELL + " 5.5",
             "V"],
            ["Absolute maximum VCC", "", "4.0", "6.0", "V"],
            ["Logic level of host pins", "", "3.3 V", "3.3 V out,\n5 V tolerant in", ""],
            ["Supply current,\nreading (RF field on)", "typ. / max.", "85 / 110", "92 / 120",
             "mA"],
            ["Supply current,\nidle (RF field off)", "typ.", "9", "12", "mA"],
            ["Power-down current", "RSTPD low, typ.", "2", "250", MU + "A"],
            ["Start-up time", "power-on " + ARROW + " ready for commands", "120", "150", "ms"],
        ],
        7.5,
        head_rows=[["", "", "Supply version", "<", ""]],
    )
    s.para(
        "The power-down current of the LNR-4413-5 is dominated by its on-board LDO "
        "regulator and the level shifters; the transceiver itself draws the same 2 " + MU
        + "A as on the LNR-4413-3.",
        7.5,
    )
    s.caption("Table 2 \u00b7 Host interfaces (both versions)")
    s.table(
        [
            Col("Interface", 80),
            Col("Parameter", 170),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["SPI", "SCK frequency (mode 0, MSB first)", "", "", "8", "MHz"],
            ["I" + SQ + "C", "SCL frequency", "", "", "400", "kHz"],
            ["I" + SQ + "C", "7-bit address (fixed)", "", "0x28", "", ""],
            ["UART (HSU)", "baud rate, default", "", "115200", "", "bit/s"],
            ["", "baud rate, selectable", "9600", "", "921600", "bit/s"],
        ],
        7.5,
    )
    s.caption("Table 3 \u00b7 RF and environment")
    s.table(
        [Col("Parameter", 230), Col("Value", 170, "C"), Col("Unit", 99, "C")],
        [
            ["Carrier frequency", "13.56", "MHz"],
            ["Reading distance, ISO 14443A card (ID-1)", "up to 50", "mm"],
            ["Reading distance, NTAG213 sticker " + chr(0x00d8) + " 25 mm", "up to 30", "mm"],
            ["Operating temperature", "-25 " + ELL + " +70", DEG],
            ["Storage temperature", "-40 " + ELL + " +85", DEG],
        ],
        7.5,
    )

    s.add_page()
    s.heading(mark + "3. Interface selection", 10)
    s.caption("Table 4 \u00b7 DIP switch SW1 (read at power-up only)")
    s.table(
        [Col("SEL0", 60, "C"), Col("SEL1", 60, "C"), Col("Interface", 120), Col("Notes", 259)],
        [
            ["OFF", "OFF", "UART (HSU)", "115200 bit/s 8N1 after power-up"],
            ["ON", "OFF", "I" + SQ + "C", "address 0x28; 4.7 k" + OHM + " pull-ups fitted"],
            ["OFF", "ON", "SPI", "mode 0, MSB first, CS active low"],
            ["ON", "ON", DASH, "reserved, do not use"],
        ],
        7.5,
    )
    s.heading(mark + "4. Pinout (J1, 8-pin 2.54 mm)", 10)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("Function", 389)],
        [
            ["1", "VCC", "Supply (see Table 1 for your version)"],
            ["2", "GND", "Ground"],
            ["3", "SCK / SCL", "SPI clock or I" + SQ + "C clock"],
            ["4", "MISO / SDA / TX", "SPI data out, I" + SQ + "C data or UART transmit"],
            ["5", "MOSI / RX", "SPI data in or UART receive"],
            ["6", "NSS", "SPI chip select, active low"],
            ["7", "IRQ", "Interrupt to host, active low, open drain"],
            ["8", "RSTPD", "Reset and power-down, active low (internal 100 k" + OHM
             + " pull-up)"],
        ],
        7.5,
    )
    s.heading(mark + "5. Frequently used host commands", 10)
    s.caption("Table 5 \u00b7 Command frame bytes (D4 = host to module)")
    s.table(
        [Col("Command", 150), Col("Code", 60, "C"), Col("Parameters", 150),
         Col("Reply", 139)],
        [
            ["GetFirmwareVersion", "0x02", DASH, "IC, Ver 1, Rev 6, Support 7"],
            ["SAMConfiguration", "0x14", "0x01, timeout 0x14", "0x15"],
            ["InListPassiveTarget", "0x4A", "MaxTg 1, BrTy 0x00", "UID 4 / 7 / 10 bytes"],
            ["InDataExchange", "0x40", "Tg, data " + LE + " 262 bytes", "status + data"],
            ["RFConfiguration", "0x32", "item 0x05, retries 0xFF", "0x33"],
        ],
        7.5,
    )
    s.heading(mark + "6. Connecting a host", 10)
    s.bullets(
        [
            "ESP32, Raspberry Pi, STM32 and other 3.3 V hosts: use the LNR-4413-3 and power "
            "it from the host's 3.3 V rail; the rail must supply 110 mA peaks while reading.",
            "Arduino Uno, Nano, Mega (5 V): use the LNR-4413-5. The inputs of the "
            "LNR-4413-3 are not 5 V tolerant and are damaged above 4.0 V.",
            "Keep metal at least 10 mm away from the antenna. A metal panel behind or in front "
            "of the antenna detunes it; the reading distances of Table 3 are in free air.",
            "After switching SW1 remove power for at least 1 s: the switch is read only at "
            "power-up.",
        ],
        7.5,
        "\u25e6",
    )
    s.heading(mark + "7. Ordering", 10)
    s.table(
        [Col("Order code", 130), Col("Description", 270), Col("Price (UAH)", 99, "C")],
        [
            ["LNR-4413-3", "3.3 V version, header not fitted", "420"],
            ["LNR-4413-3H", "3.3 V version, right-angle header fitted", "445"],
            ["LNR-4413-5", "5 V version with LDO and level shifters", "480"],
            ["LNR-CARD-10", "10 MIFARE Classic 1K cards", "190"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-08-01", "1", "First edition"],
            ["2024-06-12", "2", "-5 version; power-down current per version; UART rates"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "lnr-4413.pdf")


# ------------------------------------------------ SPI temperature sensor IC (Debrecen)
def _cap_right(s: Sheet, text: str) -> None:
    s._room(14)
    s.set_font(s.family, "B", 8)
    s.set_x(s.l_margin)
    s.cell(s.page_w - 2 * s.l_margin, 12, text, align="R", new_x="LMARGIN", new_y="NEXT")


def hbt7031(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Hajd\u00fa Mikroelektronika",
        header_right="HBT7031  \u00b7  SPI Digital Temperature Sensor",
        footer_left="Hajd\u00fa Mikroelektronika Kft.  \u00b7  Debrecen, Hungary  \u00b7  "
        "HBT7031 data sheet, rev. 2.0 (2024)",
        footer_right="{page}. oldal ({nb})",
        rule_color=(100, 110, 30),
        table_fill=None,
        accent=(80, 90, 20),
        grid=False,
    )
    mark = "\u00b6 "
    s = Sheet(style, "HBT7031 SPI digital temperature sensor")
    s.add_page()
    s.title_block(
        "HBT7031",
        "16-Bit Digital Temperature Sensor with SPI Interface, " + PM + "0.5 " + DEG
        + " Accuracy",
        "SOIC-8 (HBT7031S) and MSOP-8 (HBT7031M)  \u00b7  VDD 2.7 V to 5.5 V  \u00b7  "
        "rev. 2.0",
        22,
    )

    def description() -> None:
        s.heading(mark + "1 Description", 10.5, rule=True)
        s.para(
            "The HBT7031 is a silicon bandgap temperature sensor with a sigma-delta "
            "converter and a 4-wire SPI-compatible serial interface. It converts "
            "continuously or on demand (one-shot) with 13-bit or 16-bit resolution and goes "
            "to shutdown between one-shot conversions. No calibration or external "
            "components are needed apart from a 100 nF decoupling capacitor.",
            8.0,
        )

    def features() -> None:
        s.heading(mark + "2 Features", 10.5, rule=True)
        s.bullets(
            [
                PM + "0.5 " + DEG + " max from -20 " + DEG + " to +85 " + DEG,
                "Measures -55 " + DEG + " to +150 " + DEG,
                "13-bit (0.0625 " + DEG + ") or 16-bit (0.0078125 " + DEG + ")",
                "SPI modes 0 and 3, up to 5 MHz",
                "Shutdown current 0.5 " + MU + "A typ.",
                "VDD 2.7 V to 5.5 V",
            ],
            7.5,
            "\u2013",
        )

    s.side_by_side(description, features, 275, 16)
    s.heading(mark + "3 Absolute maximum ratings", 10.5, rule=True)
    s.table(
        [Col("Parameter", 260), Col("Min", 60, "C"), Col("Max", 60, "C"), Col("Unit", 119, "C")],
        [
            ["Supply voltage VDD", "-0.3", "6.0", "V"],
            ["Voltage on CS, SCK, SDI, SDO", "-0.3", "VDD + 0.3", "V"],
            ["Junction temperature", "", "+165", DEG],
            ["Storage temperature", "-65", "+165", DEG],
        ],
        7.5,
    )
    s.heading(mark + "4 Electrical characteristics", 10.5, rule=True)
    _cap_right(s, "[Table 1]  VDD = 2.7 V to 5.5 V, TA = -55 " + DEG + " to +150 " + DEG
               + " unless noted")
    s.table(
        [
            Col("Parameter", 112),
            Col("Symbol", 44, "C"),
            Col("Conditions", 165),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 52, "C"),
        ],
        [
            ["TEMPERATURE SENSOR"],
            ["Temperature\naccuracy", "T_{ERR}",
             "TA = -20 " + DEG + " to +85 " + DEG + "\nTA = -40 " + DEG + " to +125 " + DEG
             + "\nTA = -55 " + DEG + " to +150 " + DEG,
             "-0.5\n-1.0\n-2.0", "", "+0.5\n+1.0\n+2.0", DEG],
            ["Resolution", "", "13-bit mode\n16-bit mode", "", "0.0625\n0.0078125", "", DEG],
            ["Conversion time", "t_{CONV}", "13-bit mode\n16-bit mode", "", "60\n240",
             "80\n320", "ms"],
            ["POWER SUPPLY"],
            ["Supply voltage", "V_{DD}", "", "2.7", "3.3", "5.5", "V"],
            ["Operating current", "I_{DD}", "conversion in progress", "", "210", "300",
             MU + "A"],
            ["Average current", "I_{AVG}", "one-shot, 1 conversion/s, 13-bit", "", "14", "",
             MU + "A"],
            ["Shutdown current", "I_{SD}", "TA = 25 " + DEG, "", "0.5", "2", MU + "A"],
            ["Power-on reset", "V_{POR}", "VDD rising", "", "2.2", "", "V"],
            ["SERIAL INTERFACE"],
            ["SCK frequency", "f_{SCK}", "VDD = 3.0 V to 5.5 V\nVDD = 2.7 V to 3.0 V", "",
             "", "5\n2.5", "MHz"],
            ["Input high voltage", "V_{IH}", "CS, SCK, SDI", "0.7 VDD", "", "", "V"],
            ["Input low voltage", "V_{IL}", "CS, SCK, SDI", "", "", "0.3 VDD", "V"],
            ["Output low voltage", "V_{OL}", "SDO, I_{OL} = 3 mA", "", "", "0.4", "V"],
        ],
        7.5,
    )
    s.para(
        "All pins are clamped to VDD: with VDD = 3.3 V the inputs are not 5 V tolerant. "
        "Drive them from a host at the same supply or through a level translator.",
        7.5,
    )

    s.add_page()
    s.heading(mark + "5 Operating range", 10.5, rule=True)
    s.para(
        "The HBT7031 is specified for operation from -55 " + DEG + " to +150 " + DEG
        + " ambient, which is also its measurement range. Above +125 " + DEG + " the "
        "accuracy widens to " + PM + "2.0 " + DEG + " (Table 1). Self-heating and the "
        "thermal time constant depend on the board and are not specified.",
        8.0,
    )
    s.heading(mark + "6 Register map", 10.5, rule=True)
    _cap_right(s, "[Table 2]  Registers (address in the first byte after CS falls)")
    s.table(
        [Col("Address", 55, "C"), Col("Name", 110), Col("Width", 50, "C"), Col("Reset", 60, "C"),
         Col("Description", 224)],
        [
            ["0x00", "CONFIG", "8", "0x00", "bit 7 one-shot, bit 6 16-bit, bit 0 shutdown"],
            ["0x01", "TEMP", "16", "0x0000", "temperature, two's complement"],
            ["0x02", "T_HIGH", "16", "0x2800", "alert high limit (+80 " + DEG + ")"],
            ["0x03", "T_LOW", "16", "0x0500", "alert low limit (+10 " + DEG + ")"],
            ["0x07", "ID", "8", "0xC3", "manufacturer and device ID"],
        ],
        7.5,
    )
    _cap_right(s, "[Table 3]  Data format, 16-bit mode (1 LSB = 0.0078125 " + DEG + ")")
    s.table(
        [Col("Temperature", 120, "C"), Col("Binary", 200, "C"), Col("Hex", 80, "C"),
         Col("Note", 99)],
        [
            ["+150 " + DEG, "0100 1011 0000 0000", "0x4B00", "max"],
            ["+25 " + DEG, "0000 1100 1000 0000", "0x0C80", ""],
            ["0 " + DEG, "0000 0000 0000 0000", "0x0000", ""],
            ["-40 " + DEG, "1110 1100 0000 0000", "0xEC00", ""],
            ["-55 " + DEG, "1110 0100 1000 0000", "0xE480", "min"],
        ],
        7.5,
    )
    s.heading(mark + "7 Serial interface", 10.5, rule=True)
    s.para(
        "CS low starts a transfer; the first byte holds the register address with bit 7 = 1 "
        "for a read. Data are shifted MSB first on SDI at the rising SCK edge and appear on "
        "SDO after the falling edge (SPI mode 0; mode 3 also works). SDO is high impedance "
        "while CS is high, so the HBT7031 can share the bus with other SPI devices.",
        8.0,
    )
    s.heading(mark + "8 Pin configuration", 10.5, rule=True)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("Function", 399)],
        [
            ["1", "SDI", "Serial data in"],
            ["2", "SCK", "Serial clock"],
            ["3", "SDO", "Serial data out (three-state)"],
            ["4", "GND", "Ground"],
            ["5", "ALERT", "Open-drain alert output"],
            ["6", "NC", "Not connected"],
            ["7", "CS", "Chip select, active low"],
            ["8", "VDD", "Supply 2.7 V to 5.5 V"],
        ],
        7.5,
    )
    s.heading(mark + "9 Ordering information", 10.5, rule=True)
    s.table(
        [Col("Part number", 130), Col("Package", 120), Col("Marking", 90, "C"),
         Col("Packing", 159)],
        [
            ["HBT7031S-T", "SOIC-8", "7031S", "Tape and reel, 2500"],
            ["HBT7031M-T", "MSOP-8", "7031M", "Tape and reel, 3000"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2022-03-10", "1.0", "First issue"],
            ["2024-02-27", "2.0", "SCK limit per VDD; accuracy bands; MSOP-8"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "hbt7031.pdf")


# ------------------------------------------------ supercapacitor charger IC (Tashkent)
def _cap_centre(s: Sheet, text: str) -> None:
    s._room(14)
    s.set_font(s.family, "B", 8)
    s.set_x(s.l_margin)
    s.cell(s.page_w - 2 * s.l_margin, 12, text, align="C", new_x="LMARGIN", new_y="NEXT")


def csc3108(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="CHIRCHIQ POWER SEMICONDUCTOR",
        header_right="CSC3108  Supercapacitor Charger",
        footer_left="Chirchiq Power Semiconductor JSC  \u00b7  Tashkent, Uzbekistan  \u00b7  "
        "CSC3108 DS rev. B",
        footer_right="Bet {page} / {nb}",
        rule_color=(60, 50, 140),
        table_fill=(232, 228, 248),
        accent=(60, 50, 140),
        grid=True,
    )
    mark = "\u25e9 "
    s = Sheet(style, "CSC3108 3 A synchronous buck supercapacitor charger")
    s.add_page()
    s.title_block(
        "CSC3108",
        "3 A Synchronous Buck Supercapacitor Charger with Cell Balancing",
        "CSC3108-27 (one cell, 2.70 V)  /  CSC3108-50 (two cells in series, 5.00 V)  \u00b7  "
        "QFN-16 3 x 3 mm",
        20,
    )
    s.heading(mark + "1 Description", 10)
    s.para(
        "The CSC3108 charges supercapacitors from a 4.5 V to 16 V input with a 1.2 MHz "
        "synchronous buck converter. It charges with a constant current set by one resistor "
        "(RPROG), then holds the capacitor at its fixed termination voltage. The CSC3108-50 "
        "adds an active balancer for two series cells. PGOOD goes high when the capacitor "
        "reaches 94 % of the termination voltage. An ideal-diode controller blocks reverse "
        "current from the capacitor into VIN when the input is removed.",
        8.0,
    )
    s.heading(mark + "2 Absolute maximum ratings", 10)
    s.table(
        [Col("Parameter", 280), Col("Min", 60, "C"), Col("Max", 60, "C"), Col("Unit", 99, "C")],
        [
            ["VIN to GND", "-0.3", "20", "V"],
            ["VCAP, MID to GND", "-0.3", "6.0", "V"],
            ["EN, PROG, PGOOD to GND", "-0.3", "6.0", "V"],
            ["Junction temperature", "-40", "+150", DEG],
            ["Storage temperature", "-55", "+150", DEG],
        ],
        7.5,
    )
    s.heading(mark + "3 Electrical characteristics", 10)
    _cap_centre(s, "TABLE 1.  VIN = 12 V, TA = 25 " + DEG + ", unless otherwise noted")
    s.table(
        [
            Col("Parameter", 118),
            Col("Conditions", 150),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 45, "C"),
            Col("Version", 66, "C"),
        ],
        [
            ["Input voltage range", "", "4.5", "", "16", "V", "both"],
            ["Input headroom", "VIN - VTERM, to reach VTERM", "0.5", "", "", "V", "both"],
            ["Termination voltage", "VTERM, 0 " + DEG + " to 85 " + DEG, "2.673", "2.70",
             "2.727", "V", "-27"],
            ["", "VTERM, 0 " + DEG + " to 85 " + DEG, "4.95", "5.00", "5.05", "V", "-50"],
            ["Charge current", "ICHG = 12 000 V / RPROG", "0.2", "", "3.0", "A", "both"],
            ["Charge-current accuracy", "ICHG = 1 A", "-8", "", "+8", "%", "both"],
            ["Input quiescent\ncurrent", "EN high, charge done\n(VCAP = VTERM)", "", "450",
             "700", MU + "A", "both"],
            ["Shutdown current", "EN low, VIN = 12 V", "", "8", "15", MU + "A", "both"],
            ["VCAP reverse current", "VIN open, VCAP = VTERM", "", "3", "6", MU + "A", "both"],
            ["Balancer current", "MID sink / source", "", "50", "", "mA", "-50"],
            ["PGOOD threshold", "VCAP rising, % of VTERM", "", "94", "", "%", "both"],
            ["Switching frequency", "", "1.0", "1.2", "1.4", "MHz", "both"],
            ["Input UVLO", "VIN rising / falling", "", "4.2 / 3.9", "", "V", "both"],
            ["EN input high", "", "1.2", "", "", "V", "both"],
            ["EN input low", "", "", "", "0.4", "V", "both"],
        ],
        7.3,
    )
    s.para(
        "Headroom: the buck converter cannot charge above VIN - 0.5 V. The CSC3108-27 reaches "
        "its 2.70 V termination from any input inside 4.5 V to 16 V. The CSC3108-50 needs "
        "VIN " + GE + " 5.5 V; from a 5 V USB port it stops near 4.5 V and PGOOD stays low.",
        7.5,
    )

    s.add_page()
    s.heading(mark + "4 Version comparison", 10)
    _cap_centre(s, "TABLE 2.  Version-dependent items")
    s.table(
        [Col("Item", 200), Col("CSC3108-27", 120, "C"), Col("CSC3108-50", 120, "C"),
         Col("Unit", 59, "C")],
        [
            ["Cells in series", "1", "2", ""],
            ["Termination voltage VTERM", "2.70", "5.00", "V"],
            ["Recommended cell rating", "2.7", "2.7 each", "V"],
            ["Minimum VIN to reach VTERM", "4.5", "5.5", "V"],
            ["Cell balancing", "no", "yes, 50 mA", ""],
            ["Marking", "C27", "C50", ""],
        ],
        7.5,
    )
    s.heading(mark + "5 Recommended operating conditions", 10)
    s.table(
        [Col("Parameter", 280), Col("Min", 60, "C"), Col("Max", 60, "C"), Col("Unit", 99, "C")],
        [
            ["Input voltage VIN", "4.5", "16", "V"],
            ["Ambient temperature", "-40", "+85", DEG],
            ["Inductor", "1.0", "2.2", MU + "H"],
            ["Supercapacitor", "0.1", "500", "F"],
        ],
        7.5,
    )
    s.heading(mark + "6 Setting the charge current", 10)
    _cap_centre(s, "TABLE 3.  RPROG values (1 % resistors)")
    s.table(
        [Col("RPROG", 100, "C"), Col("24 k" + OHM, 80, "C"), Col("12 k" + OHM, 80, "C"),
         Col("8.06 k" + OHM, 80, "C"), Col("6.04 k" + OHM, 80, "C"), Col("4.02 k" + OHM, 79, "C")],
        [["ICHG", "0.5 A", "1.0 A", "1.5 A", "2.0 A", "3.0 A"]],
        7.5,
    )
    s.para(
        "Charge time estimate: t = C x VTERM / ICHG. Example: 100 F to 2.70 V at 2 A takes "
        "about 135 s. The input current is lower than ICHG while VCAP is low, because the "
        "converter steps the voltage down.",
        8.0,
    )
    s.heading(mark + "7 Pin functions", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Function", 379)],
        [
            ["1, 2", "VIN", "Input supply, 4.5 V to 16 V; 10 " + MU + "F ceramic to PGND"],
            ["3, 4", "SW", "Switch node to the inductor"],
            ["5, 6", "PGND", "Power ground"],
            ["7", "VCAP", "Capacitor (stack) positive terminal"],
            ["8", "MID", "Mid-point of the two-cell stack (-50); leave open on -27"],
            ["9", "PROG", "Charge-current resistor to GND"],
            ["10", "EN", "Enable, active high; low = shutdown"],
            ["11", "PGOOD", "Open-drain power-good output"],
            ["12" + NDASH + "16", "NC / EP", "No connect; exposed pad to PGND"],
        ],
        7.5,
    )
    s.heading(mark + "8 Ordering information", 10)
    s.table(
        [Col("Order code", 140), Col("VTERM", 80, "C"), Col("Package", 140), Col("MOQ", 139, "C")],
        [
            ["CSC3108-27QR", "2.70 V", "QFN-16, 3 x 3 mm, T&R", "3000"],
            ["CSC3108-50QR", "5.00 V", "QFN-16, 3 x 3 mm, T&R", "3000"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-04-03", "A", "Initial release"],
            ["2024-05-15", "B", "CSC3108-50 balancer; headroom note; reverse current"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "csc3108.pdf")


# ------------------------------------------------ capacitive touch sensor IC (Davao)
def mtq2206(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="MINDANAO TOUCH SEMICONDUCTORS",
        header_right="MTQ2206 \u2014 6-key capacitive touch controller",
        footer_left="Mindanao Touch Semiconductors Inc.  \u00b7  Lanang, Davao City, "
        "Philippines  \u00b7  MTQ2206-DS-R1.3",
        footer_right="Pahina {page} ng {nb}",
        rule_color=(0, 120, 80),
        table_fill=(220, 244, 232),
        accent=(0, 110, 70),
        grid=False,
    )
    mark = "\u2295 "
    s = Sheet(style, "MTQ2206 6-key capacitive touch controller")
    s.add_page()
    s.title_block(
        "MTQ2206",
        "6-Key Capacitive Touch Sensor Controller with I" + SQ + "C Interface",
        "QFN-16 3 x 3 mm (MTQ2206Q) and SOIC-16 (MTQ2206S)  \u00b7  data sheet R1.3",
        22,
    )

    def left() -> None:
        s.heading(mark + "1 / OVERVIEW", 10)
        s.para(
            "The MTQ2206 senses up to six touch keys (or a 6-segment slider) through glass "
            "or plastic overlays and reports them over I" + SQ + "C. Each key is calibrated "
            "automatically and keeps tracking slow drift from temperature and humidity. A "
            "change on any key pulls the open-drain CHANGE line low so the host need not "
            "poll.",
            8.0,
        )

    def right() -> None:
        s.heading(mark + "2 / HIGHLIGHTS", 10)
        s.bullets(
            [
                "VDD 1.8 V to 5.5 V, one supply",
                "I" + SQ + "C up to 400 kHz, 4 addresses",
                "Active mode 120 " + MU + "A at 3.3 V",
                "Sleep with I" + SQ + "C alive 1.5 " + MU + "A",
                "Overlays up to 5 mm acrylic",
                "-40 " + DEG + " to +85 " + DEG,
            ],
            7.5,
            "\u25aa",
        )

    s.side_by_side(left, right, 285, 16)
    s.heading(mark + "3 / ABSOLUTE MAXIMUM RATINGS", 10, rule=True)
    s.caption("Tbl 1  Absolute maximum ratings")
    s.table(
        [Col("Parameter", 260), Col("Min", 60, "C"), Col("Max", 60, "C"), Col("Unit", 119, "C")],
        [
            ["VDD to VSS", "-0.3", "6.0", "V"],
            ["SDA, SCL, CHANGE, ADDR", "-0.3", "6.0", "V"],
            ["Key inputs K0 " + NDASH + " K5", "-0.3", "VDD + 0.3", "V"],
            ["Storage temperature", "-55", "+125", DEG],
        ],
        7.5,
    )
    s.heading(mark + "4 / ELECTRICAL CHARACTERISTICS", 10, rule=True)
    s.caption("Tbl 2  TA = 25 " + DEG + ", six keys enabled, unless noted")
    s.table(
        [
            Col("Parameter", 120),
            Col("Conditions", 140),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 44, "C"),
            Col("Note", 63),
        ],
        [
            ["Supply voltage VDD", "", "1.8", "3.3", "5.5", "V", ""],
            ["Supply current,\nactive mode", "16 ms scan\nVDD = 1.8 V\nVDD = 3.3 V\nVDD = 5.0 V",
             "", "\n95\n120\n150", "\n140\n170\n210", MU + "A", ""],
            ["Supply current,\nlow-power mode", "128 ms scan\nVDD = 1.8 V\nVDD = 3.3 V\nVDD = 5.0 V",
             "", "\n14\n18\n25", "", MU + "A", ""],
            ["Sleep current", "no scanning, I" + SQ + "C alive\nVDD = 3.3 V", "", "1.5",
             "4", MU + "A", "(1)"],
            ["Touch response time", "active mode", "", "32", "48", "ms", ""],
            ["", "low-power mode (first touch)", "", "260", "", "ms", ""],
            ["Power-on to first\nI" + SQ + "C access", "VDD " + GE + " 1.8 V", "", "", "15",
             "ms", ""],
            ["Calibration after\npower-on", "all keys, no touch", "", "250", "", "ms", ""],
            ["SCL clock frequency", "", "", "", "400", "kHz", ""],
            ["Input high (SDA, SCL)", "", "0.7 VDD", "", "", "V", ""],
            ["CHANGE output low", "sink 4 mA", "", "", "0.4", "V", "open drain"],
            ["Key capacitance range", "per key, incl. trace", "5", "", "50", "pF", ""],
        ],
        7.3,
    )
    s.para(
        "(1) Sleep is entered by writing 0x00 to register 0x04; any I" + SQ + "C access wakes "
        "the device. SDA and SCL are tolerant to 5.5 V regardless of VDD, so the MTQ2206 "
        "can sit on a 5 V I" + SQ + "C bus while running from 3.3 V.",
        7.3,
    )

    s.add_page()
    s.heading(mark + "5 / I" + SQ + "C ADDRESS", 10, rule=True)
    s.caption("Tbl 3  Address selection (ADDR pin, sampled at power-on)")
    s.table(
        [Col("ADDR connected to", 160), Col("7-bit address", 110, "C"),
         Col("Write byte", 110, "C"), Col("Read byte", 119, "C")],
        [
            ["VSS (default)", "0x28", "0x50", "0x51"],
            ["VDD", "0x29", "0x52", "0x53"],
            ["SDA", "0x2A", "0x54", "0x55"],
            ["SCL", "0x2B", "0x56", "0x57"],
        ],
        7.5,
    )
    s.heading(mark + "6 / REGISTER MAP", 10, rule=True)
    s.caption("Tbl 4  Registers (auto-increment)")
    s.table(
        [Col("Addr", 50, "C"), Col("Name", 110), Col("Reset", 60, "C"), Col("Description", 279)],
        [
            ["0x00", "CHIP_ID", "0x62", "reads 0x62"],
            ["0x02", "KEY_STATUS", "0x00", "bit n = key Kn touched"],
            ["0x04", "MODE", "0x01", "0x00 sleep, 0x01 active, 0x02 low-power"],
            ["0x06", "SCAN_ACTIVE", "0x10", "active scan interval in ms (16)"],
            ["0x07", "SCAN_LP", "0x80", "low-power scan interval in ms (128)"],
            ["0x10" + NDASH + "0x15", "THRESH_K0..K5", "0x20", "touch threshold, counts"],
            ["0x20", "RECAL", "0x00", "write 0x55 to recalibrate all keys"],
        ],
        7.5,
    )
    s.heading(mark + "7 / OPERATING CONDITIONS", 10, rule=True)
    s.caption("Tbl 5  Recommended operating conditions")
    s.table(
        [Col("Parameter", 260), Col("Min", 60, "C"), Col("Max", 60, "C"), Col("Unit", 119, "C")],
        [
            ["Supply voltage VDD", "1.8", "5.5", "V"],
            ["Operating temperature", "-40", "+85", DEG],
            ["Supply ramp time", "", "10", "ms"],
            ["I" + SQ + "C bus pull-up voltage", "", "5.5", "V"],
        ],
        7.5,
    )
    s.heading(mark + "8 / DESIGN NOTES", 10, rule=True)
    s.bullets(
        [
            "Key pads 8 to 15 mm across under up to 5 mm of acrylic or polycarbonate. Other "
            "overlay materials must be tested in the final product.",
            "Keep key traces short and away from the I" + SQ + "C lines; 5 to 50 pF per key "
            "including the trace.",
            "Running from a CR2032: use low-power mode and sleep; the average current at 3 V "
            "is about 18 " + MU + "A in low-power mode.",
            "If two MTQ2206 share a bus, strap their ADDR pins differently (Tbl 3).",
        ],
        7.5,
        "\u25aa",
    )
    s.heading(mark + "9 / ORDERING", 10, rule=True)
    s.table(
        [Col("Part number", 140), Col("Package", 140), Col("Packing", 219)],
        [
            ["MTQ2206Q-R", "QFN-16, 3 x 3 mm", "Tape and reel, 5000"],
            ["MTQ2206S-T", "SOIC-16", "Tube, 50"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-01-16", "R1.0", "Initial"],
            ["2024-04-02", "R1.3", "5.5 V tolerant SDA/SCL; low-power currents per VDD"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "mtq2206.pdf")
