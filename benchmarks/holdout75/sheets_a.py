"""Hold-out 75 datasheets, part 1: a sub-GHz LoRa transceiver module (SPI), a Wi-Fi
module with AT firmware, a 4-20 mA loop transmitter module and a class-D audio
amplifier board.

A Chinese RF-module house product specification in English (numbered sections, a
condition column after the unit, TX current per output power in unnamed rows, one
RF column per frequency version with a footnote, register and pin tables), a US
fabless Wi-Fi module data sheet (numbered "Table n." captions, a typ.-only current
table whose conditions sit in the mode names, operating temperature only in the
ordering table, AT command quick reference), a Slovenian / English loop transmitter
sheet (parallel-language prose columns, "Slovenian (English)" names on one line,
loop-resistance formula in prose, range selector table) and a US DIY-audio amplifier
spec sheet (headless spec summary, an output-power table whose rows are supply
voltages and whose columns are load x distortion, FAQ).
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
TIMES = "\u00d7"


# ------------------------------------------------------------ LoRa module (Chengdu)
def klr62(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Kunlun RF Microsystems (Chengdu) Co., Ltd.",
        header_right="KLR-62 Series Product Specification",
        footer_left="Copyright (c) Kunlun RF Microsystems. All rights reserved.  Doc. KRF-PS-062  V1.4",
        footer_right="{page} / {nb}",
        table_fill=(214, 236, 236),
        accent=(0, 110, 120),
        grid=True,
    )
    s = Sheet(style, "KLR-62 LoRa transceiver module")
    s.add_page()
    s.title_block(
        "KLR-62 Series",
        "Sub-GHz LoRa" + "\u2122" + " / FSK Transceiver Module with SPI Interface",
        "KLR-62-433 / KLR-62-868 / KLR-62-915   |   SMD stamp-hole package 16 x 17 mm",
        20,
    )
    s.heading("1. Product Overview", 10.5)
    s.para(
        "The KLR-62 series are low-cost, long-range transceiver modules built around a "
        "sub-GHz LoRa spread-spectrum transceiver with a 32 MHz TCXO. The module is a pure "
        "RF front end: the host MCU drives it over a 4-wire SPI bus and runs the protocol "
        "stack. Three frequency versions share one footprint and one register set.",
        8.5,
    )
    s.bullets(
        [
            "LoRa, (G)FSK and OOK modulation; spreading factor SF6 ... SF12",
            "Up to +20 dBm output power on PA_BOOST, programmable in 1 dB steps",
            "High sensitivity down to -139 dBm (SF12, BW 125 kHz, 433 MHz version)",
            "SPI slave interface, clock up to 10 MHz",
            "256-byte FIFO, preamble detection, CRC, packet engine",
        ],
        8,
    )
    s.heading("2. Absolute Maximum Ratings", 10.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 50, "C"),
            Col("Condition", 129),
        ],
        [
            ["Supply voltage VCC", "-0.3", "3.9", "V", ""],
            ["Voltage on digital pins", "-0.3", "VCC+0.3", "V", "DIO0-DIO5, SPI, RESET"],
            ["RF input level", "", "+10", "dBm", "at ANT"],
            ["Storage temperature", "-55", "+115", DEG, ""],
        ],
        7.5,
    )
    s.heading("3. Electrical Specification", 10.5)
    s.caption("3.1 Operating conditions")
    s.table(
        [
            Col("Parameter", 170),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 45, "C"),
            Col("Condition", 134),
        ],
        [
            ["Supply voltage", "1.8", "3.3", "3.7", "V", "+17 dBm and below"],
            ["", "2.4", "3.3", "3.7", "V", "+20 dBm (PA_BOOST, high power)"],
            ["Operating temperature", "-40", "25", "+85", DEG, ""],
            ["SPI clock (SCK)", "", "", "10", "MHz", "mode 0, MSB first"],
        ],
        7.5,
    )
    s.caption("3.2 Current consumption")
    s.table(
        [
            Col("Parameter", 170),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 45, "C"),
            Col("Condition", 134),
        ],
        [
            ["Sleep current", "", "0.2", "1", MU + "A", "SLEEP mode, register retained"],
            ["Standby current", "", "1.6", "1.8", "mA", "crystal oscillator on"],
            ["Receive current", "", "10.8", "12", "mA", "LoRa, BW 125 kHz, LNA boost off"],
            ["", "", "11.5", "13", "mA", "LoRa, BW 125 kHz, LNA boost on"],
            ["Transmit current", "", "120", "130", "mA", "POUT = +20 dBm, PA_BOOST"],
            ["", "", "87", "95", "mA", "POUT = +17 dBm, PA_BOOST"],
            ["", "", "29", "32", "mA", "POUT = +13 dBm, RFO pin"],
        ],
        7.5,
    )
    s.para("Test condition: VCC = 3.3 V, TA = 25 " + DEG + ", 50 " + OHM + " load at ANT.", 7.5)
    s.caption("3.3 RF characteristics by frequency version")
    s.table(
        [
            Col("Item", 175),
            Col("KLR-62-433", 80, "C"),
            Col("KLR-62-868", 80, "C"),
            Col("KLR-62-915", 80, "C"),
            Col("Unit", 84, "C"),
        ],
        [
            ["Frequency range", "410 ~ 525", "863 ~ 870", "902 ~ 928", "MHz"],
            ["Maximum output power", "+20", "+14 *", "+20", "dBm"],
            ["Sensitivity (SF12, BW 125 kHz)", "-139", "-137", "-137", "dBm"],
            ["", "-124", "-123", "-123", "dBm"],
            ["Frequency tolerance (TCXO)", PM + "2.5", PM + "2.5", PM + "2.5", "ppm"],
        ],
        7.5,
    )
    s.para(
        "* Shipped with the output limited to +14 dBm ERP for EU 868 MHz SRD use; the chip "
        "itself supports +20 dBm. The second sensitivity row is SF7, BW 125 kHz.",
        7,
    )
    s.add_page()
    s.heading("4. Pin Definition", 10.5)
    s.table(
        [Col("No.", 40, "C"), Col("Name", 70, "C"), Col("Type", 50, "C"), Col("Description", 339)],
        [
            ["1", "GND", "-", "Ground"],
            ["2", "MISO", "O", "SPI data output"],
            ["3", "MOSI", "I", "SPI data input"],
            ["4", "SCK", "I", "SPI clock"],
            ["5", "NSS", "I", "SPI chip select, active low"],
            ["6", "RESET", "I/O", "Reset, active low; pull low for > 100 " + MU + "s"],
            ["7 ~ 12", "DIO0 ~ DIO5", "I/O", "Digital I/O, interrupt outputs (TxDone, RxDone ...)"],
            ["13", "VCC", "P", "Supply 1.8 ~ 3.7 V"],
            ["16", "ANT", "-", "RF 50 " + OHM],
        ],
        7.5,
    )
    s.heading("5. SPI Interface", 10.5)
    s.para(
        "SPI mode 0 (CPOL = 0, CPHA = 0), MSB first, SCK up to 10 MHz. Each access starts "
        "with an address byte: bit 7 = 1 for write, 0 for read, followed by one or more data "
        "bytes (burst access auto-increments the address; FIFO access does not).",
        8.5,
    )
    s.table(
        [
            Col("Address", 60, "C"),
            Col("Register", 110),
            Col("Reset", 60, "C"),
            Col("Function", 269),
        ],
        [
            ["0x00", "RegFifo", "0x00", "FIFO read / write access"],
            ["0x01", "RegOpMode", "0x09", "LongRangeMode, mode select (SLEEP / STDBY / TX / RX)"],
            [
                "0x09",
                "RegPaConfig",
                "0x4F",
                "PaSelect, MaxPower, OutputPower (dBm = 17 - (15 - n))",
            ],
            ["0x0B", "RegOcp", "0x2B", "Over-current trim, 100 mA default, 240 mA max"],
            ["0x42", "RegVersion", "0x12", "Silicon version (read only), not an address"],
        ],
        7.5,
    )
    s.heading("6. Application Notes", 10.5)
    s.bullets(
        [
            "The module has no voltage regulator: VCC goes straight to the transceiver. Do "
            "not connect VCC or any signal pin to 5 V. With a 5 V MCU (for example an Arduino "
            "Uno) use a 3.3 V regulator and level shifting on SCK, MOSI, NSS and RESET.",
            "Peak current at +20 dBm is 120 mA. Use a regulator rated 200 mA or more and "
            "place 10 " + MU + "F + 100 nF next to VCC.",
            "Never transmit without an antenna or a 50 " + OHM + " load.",
            "Range depends on antenna, height and environment and is not specified.",
        ],
        8,
    )
    s.heading("7. Ordering Information", 10.5)
    s.table(
        [
            Col("Part number", 130),
            Col("Band", 110, "C"),
            Col("Antenna", 120, "C"),
            Col("MOQ", 139, "C"),
        ],
        [
            ["KLR-62-433S", "433 MHz", "stamp hole / spring", "1 reel (1000 pcs)"],
            ["KLR-62-868S", "868 MHz", "stamp hole", "1 reel (1000 pcs)"],
            ["KLR-62-915S", "915 MHz", "stamp hole / IPEX", "1 reel (1000 pcs)"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-03-02", "V1.2", "Add KLR-62-915"],
            ["2024-02-20", "V1.4", "Sleep current max. updated; application notes"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "klr-62.pdf")


# ------------------------------------------------------------ Wi-Fi AT module (US)
def awm310(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="ARCADIA WIRELESS",
        header_right="AWM-310 Wi-Fi Module Datasheet",
        footer_left="Arcadia Wireless, Inc.  |  Rev 2.1  |  Subject to change without notice",
        footer_right="Page {page}",
        table_fill=(225, 232, 245),
        accent=(20, 50, 110),
        grid=False,
    )
    s = Sheet(style, "AWM-310 Wi-Fi module with AT firmware")
    s.add_page()
    s.title_block(
        "AWM-310",
        "2.4 GHz 802.11 b/g/n Wi-Fi Module with AT Command Firmware",
        "AWM-310P (PCB trace antenna)  \u2022  AWM-310U (u.FL connector)",
        22,
    )

    def overview() -> None:
        s.heading("1 Overview", 10)
        s.para(
            "The AWM-310 turns any microcontroller with a UART into a Wi-Fi client or access "
            "point. It ships with Arcadia AT firmware: the host sends text commands, the module "
            "handles TCP/IP, TLS 1.2 and MQTT. No SDK is required. The module runs from a single "
            "3.3 V supply and integrates a 40 MHz crystal, 4 MB SPI flash and RF matching.",
            8.5,
        )

    def features() -> None:
        s.heading("2 Features", 10)
        s.bullets(
            [
                "802.11 b/g/n, 2.412 - 2.484 GHz, 20 MHz channels",
                "Station, SoftAP and Station + SoftAP modes",
                "WPA2 / WPA3-Personal, TLS 1.2",
                "Host UART at 115200 baud, 8N1 by factory default; 9600 to 921600 baud "
                "with AT+UART_DEF",
                "Up to +19.5 dBm output power (802.11b)",
                "18 x 25.5 x 3.1 mm, 22-pad castellated",
            ],
            8,
        )

    s.side_by_side(overview, features, 240)
    s.heading("3 Electrical Specifications", 10.5, rule=True)
    s.caption("Table 1. Absolute Maximum Ratings")
    s.table(
        [
            Col("Parameter", 230),
            Col("Symbol", 70, "C"),
            Col("Rating", 120, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "VDD33", "-0.3 to 3.9", "V"],
            ["Voltage on any I/O pin", "VIO", "-0.3 to 3.6", "V"],
            ["Storage temperature", "TSTG", "-40 to 125", DEG],
            ["ESD, human body model", "HBM", "2000", "V"],
        ],
        7.5,
    )
    s.caption("Table 2. Recommended Operating Conditions")
    s.table(
        [
            Col("Parameter", 210),
            Col("Symbol", 60, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "VDD33", "3.0", "3.3", "3.6", "V"],
            ["Supply current capability of the source", "IVDD", "500", "", "", "mA"],
            ["Operating ambient temperature", "TA", "see Table 7", "", "", ""],
        ],
        7.5,
    )
    s.caption("Table 3. DC Characteristics (VDD33 = 3.3 V, TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Symbol", 70, "C"),
            Col("Parameter", 200),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["V_{IH}", "", "2.5", "", "3.6", "V"],
            ["V_{IL}", "", "-0.3", "", "0.8", "V"],
            ["V_{OH}", "IOH = -6 mA", "2.64", "", "", "V"],
            ["V_{OL}", "IOL = 6 mA", "", "", "0.33", "V"],
            ["I_{OUT}", "Drive current per GPIO", "", "", "12", "mA"],
        ],
        7.5,
    )
    s.para(
        "Note: All I/O pins are 3.3 V CMOS and are not 5 V tolerant. When the host is a 5 V "
        "microcontroller, drive the module's RXD through a level shifter or a 1 k" + OHM + " / "
        "2 k" + OHM + " divider; the module's TXD high level (2.64 V min.) is read as a logic high "
        "by most 5 V AVR hosts.",
        7.5,
    )
    s.add_page()
    s.caption("Table 4. Current Consumption (VDD33 = 3.3 V, TA = 25 " + DEG + ", typical values)")
    s.table(
        [Col("Operating mode", 330), Col("Typ", 80, "C"), Col("Unit", 89, "C")],
        [
            ["Transmit 802.11b, 1 Mbps, POUT = +19.5 dBm", "280", "mA"],
            ["Transmit 802.11g, 54 Mbps, POUT = +16 dBm", "230", "mA"],
            ["Transmit 802.11n, MCS7 HT20, POUT = +14 dBm", "210", "mA"],
            ["Receive / listen, 802.11b/g/n", "78", "mA"],
            ["Modem-sleep, associated, DTIM 1", "18", "mA"],
            ["Light-sleep, associated, DTIM 3", "0.9", "mA"],
            ["Deep-sleep, RTC timer running", "20", MU + "A"],
            ["Power-off, CHIP_EN low", "1", MU + "A"],
        ],
        7.5,
    )
    s.caption("Table 5. RF Performance")
    s.table(
        [
            Col("Mode", 200),
            Col("TX power (typ)", 100, "C"),
            Col("RX sensitivity (typ)", 110, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["802.11b, 1 Mbps", "+19.5", "-97", "dBm"],
            ["802.11b, 11 Mbps", "+19.5", "-88", "dBm"],
            ["802.11g, 54 Mbps", "+16", "-75", "dBm"],
            ["802.11n, MCS7 HT20", "+14", "-72", "dBm"],
        ],
        7.5,
    )
    s.caption("Table 6. AT Command Quick Reference")
    s.table(
        [Col("Command", 170), Col("Example", 150), Col("Notes", 179)],
        [
            ["AT+UART_DEF=<baud>,8,1,0,0", "AT+UART_DEF=9600,8,1,0,0", "saved to flash"],
            ["AT+CWMODE=<1|2|3>", "AT+CWMODE=1", "1 station, 2 SoftAP, 3 both"],
            ["AT+CWJAP=<ssid>,<pwd>", 'AT+CWJAP="lab","secret"', "join AP, timeout 15 s"],
            [
                "AT+CIPSTART=<type>,<ip>,<port>",
                'AT+CIPSTART="TCP","10.0.0.2",8080',
                "up to 5 links",
            ],
            ["AT+RFPOWER=<0-82>", "AT+RFPOWER=60", "unit 0.25 dBm"],
            ["AT+GSLP=<ms>", "AT+GSLP=60000", "deep-sleep; GPIO16 to RST"],
        ],
        7.5,
    )
    s.caption("Table 7. Ordering Information")
    s.table(
        [
            Col("Part number", 110),
            Col("Antenna", 110, "C"),
            Col("Operating temperature", 140, "C"),
            Col("Packing", 139, "C"),
        ],
        [
            ["AWM-310P-T", "PCB trace", "-40 to +85 " + DEG, "tape & reel, 800"],
            ["AWM-310U-T", "u.FL (IPEX)", "-20 to +70 " + DEG, "tape & reel, 800"],
        ],
        7.5,
    )
    s.heading("4 Design Guidelines", 10.5, rule=True)
    s.bullets(
        [
            "The 3.3 V output of an Arduino Uno (about 150 mA) cannot supply the AWM-310. "
            "Use a separate 3.3 V regulator able to deliver 500 mA and add 22 " + MU + "F close "
            "to VDD33.",
            "Keep copper and metal away from the AWM-310P antenna end (15 mm).",
            "AWM-310U: use a 2.4 GHz antenna with a gain of 2 dBi or lower to stay within the "
            "modular approval.",
            "Hold CHIP_EN low for at least 10 ms at power-up if the supply rises slowly.",
        ],
        8,
    )
    return save(s, out / "awm-310.pdf")


# --------------------------------------------------- 4-20 mA loop transmitter (Slovenia)
def smt20(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="SAVA MERILNA TEHNIKA d.o.o.",
        header_right="SMT-TX20  Tehnični list / Data sheet",
        footer_left="Sava Merilna Tehnika d.o.o., Kranj  \u2013  TL-SMT-TX20 izdaja 3 / issue 3",
        footer_right="Stran {page} od {nb}",
        table_fill=(232, 236, 226),
        accent=(40, 90, 40),
        grid=False,
    )
    s = Sheet(style, "SMT-TX20 4-20 mA loop transmitter")
    s.add_page()
    s.title_block(
        "SMT-TX20",
        "Dvožični pretvornik 4\u201320 mA  \u2022  Two-wire 4\u201320 mA loop transmitter",
        "SMT-TX20-U10  \u2022  SMT-TX20-U5  \u2022  SMT-TX20-PT   |   DIN-rail / PCB module",
        20,
    )

    def sl() -> None:
        s.heading("Opis", 9.5)
        s.para(
            "SMT-TX20 pretvori napetostni signal ali upor Pt100 v tok 4\u201320 mA v "
            "dvožični zanki. Modul se napaja iz zanke. Pretvornik ni galvansko ločen: "
            "vhod in zanka imata skupno maso.",
            8,
        )

    def en() -> None:
        s.heading("Description", 9.5)
        s.para(
            "The SMT-TX20 converts a voltage signal or a Pt100 resistance into a 4\u201320 mA "
            "current in a two-wire loop. The module is powered from the loop. The transmitter "
            "is not galvanically isolated: input and loop share one ground.",
            8,
        )

    s.side_by_side(sl, en, 240)
    s.heading("1  Tehnični podatki (Technical data)", 10.5, rule=True)
    s.para("Ta = 23 " + DEG + ", napetost zanke / loop supply Us = 24 V DC", 7.5)
    s.table(
        [
            Col("Parameter", 230),
            Col("-U10", 62, "C"),
            Col("-U5", 62, "C"),
            Col("-PT", 85, "C"),
            Col("Enota", 60, "C"),
        ],
        [
            [
                "Vhodno območje (Input range)",
                "0 ... 10",
                "0 ... 5",
                "-50 ... +150",
                "V / V / " + DEG,
            ],
            ["Vhodna upornost (Input resistance)", "100", "100", "\u2013", "k" + OHM],
            ["Tok vzbujanja (Sensor excitation current)", "\u2013", "\u2013", "0.5", "mA"],
            ["Izhodni signal (Output signal)", "4 ... 20", "4 ... 20", "4 ... 20", "mA"],
            ["Natančnost (Accuracy, % of span)", PM + "0.1", PM + "0.1", PM + "0.2", "%"],
            ["Odzivni čas (Response time, 10\u201390 %)", "10", "10", "250", "ms"],
        ],
        7.5,
    )
    s.table(
        [
            Col("Parameter", 230),
            Col("Min.", 60, "C"),
            Col("Tip.", 60, "C"),
            Col("Maks.", 60, "C"),
            Col("Enota", 89, "C"),
        ],
        [
            ["Napetost zanke (Loop supply voltage)", "10", "24", "30", "V DC"],
            ["Omejitev toka (Output current limit)", "", "22.5", "", "mA"],
            ["Tok napake (Fault current, sensor break)", "", "3.6", "", "mA"],
            ["Temperaturni drift (Temperature drift)", "", "100", "", "ppm/K"],
        ],
        7.5,
    )
    s.heading("2  Mejne vrednosti (Limit values)", 10.5, rule=True)
    s.leaders(
        [
            ("Napetost zanke (Loop voltage), 1 min ", " 36 V DC"),
            ("Napetost na vhodu (Voltage at input terminals) ", " -1 ... +15 V"),
            ("Delovna temperatura (Operating temperature) ", " -25 ... +70 " + DEG),
            ("Skladiščenje (Storage temperature) ", " -40 ... +85 " + DEG),
            ("Relativna vlaga (Relative humidity), brez kondenza ", " 5 ... 95 %"),
        ],
        8,
    )
    s.add_page()
    s.heading("3  Upornost zanke (Loop resistance)", 10.5, rule=True)

    def sl2() -> None:
        s.para(
            "Največja upornost bremena v zanki je RL = (Us \u2013 10 V) / 0.0225 A. Pri "
            "Us = 24 V je to 622 " + OHM + ", pri Us = 12 V le 88 " + OHM + ".",
            8,
        )

    def en2() -> None:
        s.para(
            "The largest load resistance in the loop is RL = (Us \u2013 10 V) / 0.0225 A. At "
            "Us = 24 V this is 622 " + OHM + ", at Us = 12 V only 88 " + OHM + ". Below "
            "Us = 10 V at the terminals the output cannot reach 20 mA.",
            8,
        )

    s.side_by_side(sl2, en2, 240)
    s.heading("4  Priključki (Terminals)", 10.5, rule=True)
    s.table(
        [
            Col("Sponka / Terminal", 110, "C"),
            Col("Oznaka / Label", 100, "C"),
            Col("Funkcija / Function", 289),
        ],
        [
            ["1", "L+", "zanka + / loop + (10 ... 30 V)"],
            ["2", "L\u2013", "zanka \u2013 / loop \u2013 (to PLC input or 250 " + OHM + " shunt)"],
            ["3", "IN+", "vhod + / input + (-U: 0 ... 10 V; -PT: Pt100 lead 1)"],
            ["4", "IN\u2013", "vhod \u2013 / input \u2013 (common)"],
            ["5", "PT3", "tretji vod Pt100 / 3rd wire (-PT only)"],
        ],
        7.5,
    )
    s.heading("5  Stikala DIP (DIP switch, -PT)", 10.5, rule=True)
    s.table(
        [
            Col("S1", 60, "C"),
            Col("S2", 60, "C"),
            Col("Območje / Range", 180, "C"),
            Col("Opomba / Note", 199),
        ],
        [
            ["OFF", "OFF", "-50 ... +150 " + DEG, "tovarniško / factory default"],
            ["ON", "OFF", "0 ... +100 " + DEG, ""],
            ["OFF", "ON", "0 ... +200 " + DEG, "natančnost / accuracy " + PM + "0.3 %"],
            ["ON", "ON", "-20 ... +80 " + DEG, ""],
        ],
        7.5,
    )
    s.heading("6  Opombe (Notes)", 10.5, rule=True)
    s.bullets(
        [
            "Zaščita pred napačno polariteto / reverse-polarity protected on L+ / L\u2013.",
            "Pretvornik ni galvansko ločen. Ne priključujte vhoda na potencial, ki ni "
            "povezan z maso zanke. / Not isolated: do not connect the input to a circuit "
            "that is not referenced to the loop minus.",
            "Protokol HART ni podprt. / HART is not supported.",
            "Ohišje / housing IP20; za vgradnjo v omaro / for installation in a cabinet.",
        ],
        8,
    )
    revision_table(s, [["2024-04-11", "3", "Dodan / added -U5; drift"]], (90, 60, 349))
    return save(s, out / "smt-tx20.pdf")


# ------------------------------------------------------------ class-D amplifier (US kit)
def hd50(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="HALVORSEN AUDIO WORKS",
        header_right="HD-50 Amplifier Board  \u2022  Spec Sheet",
        footer_left="Halvorsen Audio Works LLC, Duluth MN  \u2022  hd50-spec-rev-E",
        footer_right="{page}/{nb}",
        table_fill=(240, 228, 220),
        accent=(120, 30, 20),
        grid=False,
    )
    s = Sheet(style, "HD-50 class-D amplifier board")
    s.add_page()
    s.title_block(
        "HD-50S / HD-50M",
        "Class-D amplifier board \u2014 2 x 50 W stereo (HD-50S) or 1 x 100 W mono (HD-50M)",
        "Filterless BTL / PBTL output, 8 \u2013 26 V single supply, on-board gain jumpers",
        20,
    )
    s.para(
        "The HD-50 is our go-to amplifier for bookshelf speakers, desktop rigs and Bluetooth "
        "boomboxes. One board, one DC supply, screw terminals everywhere. The S version drives two "
        "speakers (4 \u2013 8 " + OHM + "); the M version bridges both channels into one speaker "
        "(2 \u2013 8 " + OHM + ").",
        8.5,
    )
    s.heading("Spec summary", 11)
    s.table(
        [Col("", 200), Col("", 299)],
        [
            ["Supply voltage (PVCC)", "8 \u2013 26 V DC (19 \u2013 24 V recommended)"],
            ["Idle current, no signal, 24 V", "32 mA (HD-50S), 36 mA (HD-50M)"],
            ["Standby current (MUTE/SDZ low)", "0.4 mA"],
            ["Under-voltage lockout", "turns on above 7.6 V, off below 7.1 V"],
            ["Efficiency", "90 % at full power into 8 " + OHM],
            ["THD+N", "0.05 % at 1 W, 1 kHz, 8 " + OHM],
            ["Signal-to-noise ratio", "102 dB (A-weighted, gain 20 dB)"],
            ["Frequency response", "20 Hz \u2013 20 kHz, " + PM + "1 dB"],
            ["Input", "RCA / 3-pin header, 20 k" + OHM + ", max. 2 Vrms"],
            ["Switching frequency", "400 kHz"],
            ["Ambient temperature", "0 \u2013 40 " + DEG + " at full power"],
        ],
        8,
        show_head=False,
    )
    s.heading("Output power", 11)
    s.para("Continuous power per channel, 1 kHz, both channels driven (HD-50S).", 8)
    s.table(
        [
            Col("PVCC", 80, "C"),
            Col("4 " + OHM + ", 1 % THD", 105, "C"),
            Col("4 " + OHM + ", 10 % THD", 105, "C"),
            Col("8 " + OHM + ", 1 % THD", 105, "C"),
            Col("8 " + OHM + ", 10 % THD", 104, "C"),
        ],
        [
            ["12 V", "14 W", "17 W", "7.5 W", "9 W"],
            ["19 V", "33 W", "41 W", "18 W", "22 W"],
            ["24 V", "50 W", "62 W", "29 W", "36 W"],
        ],
        8,
        head_rows=[["", "Output power per channel", "<", "<", "<"]],
    )
    s.para(
        "HD-50M (PBTL, one channel): 95 W into 2 " + OHM + " and 58 W into 4 " + OHM + " at 24 V, "
        "1 % THD. The 24 V / 4 " + OHM + " figures need the supplied heat sink and airflow; above "
        "about 40 W per channel the amplifier will thermal-cycle without it.",
        8,
    )
    s.add_page()
    s.heading("Absolute limits \u2014 read this", 11)
    s.bullets(
        [
            "PVCC must never exceed 28 V, not even for a moment. A 24 V supply that overshoots "
            "at switch-on is fine; a 29.4 V (7S) battery pack is not.",
            "Minimum load: 4 " + OHM + " per channel on the HD-50S, 2 " + OHM + " on the HD-50M. "
            "Do not connect either speaker terminal to ground or to the other channel.",
            "Reverse polarity on the power terminal destroys the board (no protection diode).",
            "Thermal shutdown at 150 " + DEG + " die temperature, automatic restart.",
        ],
        8.5,
    )
    s.heading("Control header", 11)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Function", 359)],
        [
            [
                "1",
                "SDZ",
                "low ("
                + LE
                + " 0.8 V) = standby, high ("
                + GE
                + " 2.0 V) = play; 3.3 V or 5 V logic",
            ],
            ["2", "FAULT", "open drain, low on over-current / over-temperature"],
            ["3", "GND", "signal ground"],
            ["4", "+5V", "5 V output for a Bluetooth receiver, max. 100 mA"],
        ],
        8,
    )
    s.heading("Gain jumpers", 11)
    s.table(
        [
            Col("J1", 80, "C"),
            Col("J2", 80, "C"),
            Col("Gain", 100, "C"),
            Col("Input for full power at 24 V", 239, "C"),
        ],
        [
            ["off", "off", "20 dB", "2.0 Vrms"],
            ["on", "off", "26 dB", "1.1 Vrms"],
            ["off", "on", "32 dB", "0.5 Vrms"],
            ["on", "on", "36 dB", "0.35 Vrms"],
        ],
        8,
    )
    s.heading("FAQ", 11)
    s.para("Can I run it from a 12 V car battery?", 8.5, bold=True)
    s.para(
        "Yes. With the engine running (about 14.4 V) it is still well inside the supply range. "
        "Expect roughly 17 W per channel into 4 " + OHM + " at 12 V before clipping.",
        8.5,
    )
    s.para("Does it have Bluetooth?", 8.5, bold=True)
    s.para("No. Connect a Bluetooth receiver to the input and power it from the +5V pin.", 8.5)
    s.para("What power supply should I buy?", 8.5, bold=True)
    s.para(
        "24 V, 4 A for two 4 " + OHM + " speakers played loud; 24 V, 2.5 A for 8 " + OHM + ". Fuse "
        "the supply line with 5 A.",
        8.5,
    )
    s.para("Can I run it from USB power?", 8.5, bold=True)
    s.para(
        "Not from a plain 5 V USB port or power bank: 5 V is below the lockout. A USB-C PD "
        "trigger set to 20 V works.",
        8.5,
    )
    return save(s, out / "hd-50.pdf")
