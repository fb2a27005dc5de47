"""Hold-out 115 datasheets, part 2: a 1-Wire temperature sensor, a 2.4 GHz transceiver,
a Hall current sensor IC and a 128 x 64 OLED module.

A Tatar / English technical description from Kazan (bilingual parameter names wrapped
over two lines, a version table whose probe version has a narrower range, conversion
time per resolution, parasite power in prose), an Oxford RF fabless product
specification (feature list holding figures, TX current per output power and RX
current per air data rate in one table, 5 V tolerant inputs vs a 3.6 V supply), an
Erfurt sensor house data sheet in English (selection guide, version columns grouped
over min / typ / max, isolation table, the supply limit in prose) and a Port Louis
(Mauritius) maker-store product datasheet (interface versions, module current per
supply and screen content, the driver IC's own ratings vs the module's, panel vs
driver temperature, an 8-bit vs 7-bit address FAQ).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
TIMES = "\u00d7"
ELL = "\u2026"
DIA = "\u00d8"


# ------------------------------------------------------------ 1-Wire thermometer (Kazan)
def ktd18b20(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Казан Җылылык Приборлары АҖ  /  Kazan Thermal Instruments JSC",
        header_right="KTD-18B20",
        footer_left="Техник тасвирлама / Technical description  ТТ-18B20-02",
        footer_right="Бит {page} / {nb}",
        rule_color=(20, 90, 60),
        table_fill=(226, 240, 230),
        accent=(20, 90, 60),
        grid=True,
    )
    s = Sheet(style, "KTD-18B20 1-Wire digital thermometer")
    s.add_page()
    s.title_block(
        "KTD-18B20",
        "Бер чыбыклы санлы термометр  /  1-Wire digital thermometer",
        "9 ... 12 bit, программалана торган / programmable resolution",
        20,
    )
    s.heading("Үзенчәлекләр / Features", 10)
    s.bullets(
        [
            "Бер чыбыклы интерфейс, бер порт / 1-Wire interface needs one port pin",
            "Һәр җиһазның 64-битлы уникаль коды / unique 64-bit serial code in ROM",
            "Туклану / power: 3.0 V " + ELL + " 5.5 V; паразит туклану мөмкин / parasite "
            "power from the data line possible",
            "Үлчәү диапазоны / measures -55 " + DEG + " " + ELL + " +125 " + DEG,
            "Аеручанлык 9 " + ELL + " 12 бит / resolution user-selectable 9 to 12 bits",
        ],
        8,
    )
    s.heading("Вариантлар / Versions", 10)
    s.table(
        [
            Col("Вариант /\nVersion", 90),
            Col("Корпус /\nPackage", 160),
            Col("Эш температурасы /\nOperating temperature", 130, "C"),
            Col("Искәрмә /\nNote", 119),
        ],
        [
            ["KTD-18B20-T", "TO-92", "-55 " + ELL + " +125 " + DEG, ""],
            ["KTD-18B20-S", "SO-8 (150 mil)", "-55 " + ELL + " +125 " + DEG, "tape & reel"],
            [
                "KTD-18B20-W",
                "stainless probe " + DIA + "6 x 50 mm,\n1 m PVC cable",
                "-40 " + ELL + " +105 " + DEG,
                "limited by cable;\nwaterproof, IP67",
            ],
        ],
        7.6,
    )
    s.heading("Чик кыйммәтләр / Absolute maximum ratings", 10)
    s.table(
        [Col("Параметр / Parameter", 300), Col("Кыйммәт / Value", 199, "C")],
        [
            [
                "Теләсә кайсы чыгыштагы көчәнеш / Voltage on any pin relative to ground",
                "-0.5 V " + ELL + " +6.0 V",
            ],
            [
                "Эш температурасы / Operating temperature range",
                "-55 " + DEG + " " + ELL + " +125 " + DEG,
            ],
            [
                "Саклау температурасы / Storage temperature range",
                "-55 " + DEG + " " + ELL + " +125 " + DEG,
            ],
        ],
        7.6,
    )
    s.heading("Даими ток характеристикалары / DC electrical characteristics", 10)
    s.para("-55 " + DEG + " " + ELL + " +125 " + DEG + "; VDD = 3.0 V " + ELL + " 5.5 V", 7.5)
    s.table(
        [
            Col("Параметр / Parameter", 140),
            Col("Симв.", 38, "C"),
            Col("Шарт / Condition", 120),
            Col("мин.", 45, "C"),
            Col("тип.", 40, "C"),
            Col("макс.", 55, "C"),
            Col("Бер.", 61, "C"),
        ],
        [
            ["Туклану көчәнеше /\nSupply voltage", "VDD", "local power", "+3.0", "", "+5.5", "V"],
            [
                "Тарту көчәнеше /\nPull-up supply voltage",
                "VPU",
                "local power\nparasite power",
                "+3.0\n+3.0",
                "",
                "VDD\n+5.5",
                "V",
            ],
            [
                "Термометр хатасы /\nThermometer error",
                "tERR",
                "-10 "
                + DEG
                + " "
                + ELL
                + " +85 "
                + DEG
                + "\n-30 "
                + DEG
                + " "
                + ELL
                + " +100 "
                + DEG
                + "\n-55 "
                + DEG
                + " "
                + ELL
                + " +125 "
                + DEG,
                "",
                "",
                PM + "0.5\n" + PM + "1\n" + PM + "2",
                DEG,
            ],
            ["Кереш түбән дәрәҗә /\nInput logic low", "VIL", "", "-0.3", "", "+0.8", "V"],
            [
                "Кереш югары дәрәҗә /\nInput logic high",
                "VIH",
                "local power\nparasite power",
                "+2.2\n+3.0",
                "",
                "VDD + 0.3\n(5.5 max)",
                "V",
            ],
            ["Йоту тогы /\nSink current", "IL", "VI/O = 0.4 V", "4.0", "", "", "mA"],
            ["Көтү тогы /\nStandby current", "IDDS", "", "", "750", "1000", "nA"],
            ["Актив ток /\nActive current", "IDD", "VDD = 5 V", "", "1", "1.5", "mA"],
            ["DQ кереш тогы /\nDQ input current", "IDQ", "", "", "5", "", MU + "A"],
            ["Дрейф / Drift", "", "1000 h at +125 " + DEG, "", PM + "0.2", "", DEG],
        ],
        7.3,
    )
    s.add_page()
    s.heading("Аеручанлык һәм үзгәртү вакыты / Resolution and conversion time", 10)
    s.table(
        [
            Col("Разрядлылык /\nResolution", 110, "C"),
            Col("R1 R0\n(config)", 80, "C"),
            Col("Адым /\nIncrement", 130, "C"),
            Col("Үзгәртү вакыты, макс. /\nConversion time, max", 179, "C"),
        ],
        [
            ["9 bit", "0 0", "0.5 " + DEG, "93.75 ms"],
            ["10 bit", "0 1", "0.25 " + DEG, "187.5 ms"],
            ["11 bit", "1 0", "0.125 " + DEG, "375 ms"],
            ["12 bit", "1 1", "0.0625 " + DEG, "750 ms"],
        ],
        7.6,
    )
    s.para(
        "Ток бирелгәч 12 бит сайлана. The power-up default is 12 bits; the setting is kept "
        "in EEPROM after a Copy Scratchpad command.",
        8,
    )
    s.heading("Паразит туклану / Parasite power", 10)
    s.para(
        "Паразит туклану режимында VDD чыгышы GND-га тоташтырыла. In parasite-power mode "
        "the VDD pin is tied to GND and the KTD-18B20 takes its energy from DQ through the "
        "pull-up resistor (4.7 k" + OHM + " recommended). During a temperature conversion "
        "or a Copy Scratchpad the bus master must hold DQ high with a strong pull-up (a "
        "MOSFET to VPU) within 10 " + MU + "s of the command and for the whole conversion "
        "time. Parasite power is not recommended above +100 " + DEG + ": leakage can keep "
        "the device from communicating. Use local power (VDD = 3.0 V " + ELL + " 5.5 V) "
        "there and whenever several sensors convert at the same time.",
        8,
    )
    s.heading("1-Wire вакыт характеристикалары / 1-Wire timing", 10)
    s.table(
        [
            Col("Параметр / Parameter", 200),
            Col("Симв.", 60, "C"),
            Col("мин.", 60, "C"),
            Col("макс.", 60, "C"),
            Col("Бер.", 119, "C"),
        ],
        [
            ["Вакыт тишеге / Time slot", "tSLOT", "60", "120", MU + "s"],
            ["Ташлау импульсы / Reset time low", "tRSTL", "480", "", MU + "s"],
            ["Булу импульсы / Presence detect low", "tPDLOW", "60", "240", MU + "s"],
        ],
        7.6,
    )
    s.heading("Командалар / Commands", 10)
    s.table(
        [
            Col("Код / Code", 70, "C"),
            Col("ROM командасы / ROM command", 170),
            Col("Код / Code", 70, "C"),
            Col("Функция / Function command", 189),
        ],
        [
            ["F0h", "Search ROM", "44h", "Convert T"],
            ["33h", "Read ROM", "4Eh", "Write Scratchpad"],
            ["55h", "Match ROM", "BEh", "Read Scratchpad"],
            ["CCh", "Skip ROM", "48h", "Copy Scratchpad"],
            ["ECh", "Alarm Search", "B4h", "Read Power Supply"],
        ],
        7.6,
    )
    s.para(
        "Искәрмә / Note: the family code in the first byte of the ROM code is 28h. Each "
        "sensor on a bus is addressed by its 64-bit ROM code; there is no fixed limit to "
        "the number of sensors on one line.",
        7.8,
    )
    revision_table(
        s,
        [
            ["2021-10-04", "01", "Беренче чыгарылыш / first issue"],
            ["2023-06-19", "02", "KTD-18B20-W added"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "ktd-18b20.pdf")


# ------------------------------------------------------------ 2.4 GHz transceiver (Oxford)
def cwr2401p(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Cherwell Radio Ltd",
        header_right="CWR2401P Product Specification v1.2",
        footer_left="Cherwell Radio Ltd, Osney Mead, Oxford OX2 0ES, United Kingdom",
        footer_right="Page {page} of {nb}",
        rule_color=(0, 90, 60),
        table_fill=None,
        accent=(0, 90, 60),
        grid=False,
    )
    s = Sheet(style, "CWR2401P single-chip 2.4 GHz transceiver")
    s.add_page()
    s.title_block(
        "CWR2401P",
        "Single-chip 2.4 GHz transceiver with embedded packet engine",
        "Product Specification v1.2  -  QFN-20 4 x 4 mm",
        21,
    )

    def intro() -> None:
        s.heading("1 Introduction", 10)
        s.para(
            "The CWR2401P is a single-chip 2.4 GHz transceiver with an embedded baseband "
            "protocol engine, for ultra-low-power wireless applications. It operates in the "
            "2.400 - 2.4835 GHz worldwide ISM band. An MCU configures it through the SPI; "
            "the register map is accessible in all operating modes. The packet engine "
            "handles acknowledgement and retransmission. Compared with the earlier "
            "CWR2401 it adds the 250 kbps air data rate.",
            8,
        )

    def features() -> None:
        s.heading("1.1 Features", 10)
        s.bullets(
            [
                "Worldwide 2.4 GHz ISM band operation",
                "250 kbps, 1 Mbps and 2 Mbps on-air data rates",
                "11.3 mA TX at 0 dBm output power",
                "13.5 mA RX at 2 Mbps air data rate",
                "900 nA in power down, 26 " + MU + "A in standby-I",
                "On-chip voltage regulator",
                "1.9 to 3.6 V supply range",
                "5 V tolerant inputs",
                "Compatible with CWR2401 (1 and 2 Mbps)",
            ],
            7.8,
        )

    s.side_by_side(intro, features, 250)
    s.heading("2 Operating conditions", 10, rule=True)
    s.table(
        [
            Col("Symbol", 60),
            Col("Parameter (condition)", 229),
            Col("Notes", 40, "C"),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Units", 35, "C"),
        ],
        [
            ["VDD", "Supply voltage", "", "1.9", "3.0", "3.6", "V"],
            ["VDD", "Supply voltage if input signals > 3.6 V", "", "2.7", "3.0", "3.3", "V"],
            ["TEMP", "Operating temperature", "", "-40", "+27", "+85", DEG],
        ],
        7.6,
    )
    s.heading("3 Absolute maximum ratings", 10, rule=True)
    s.para(
        "Maximum ratings are the extreme limits to which the chip can be exposed without "
        "permanently damaging it. Exposure to absolute maximum ratings for prolonged "
        "periods of time may affect device reliability.",
        7.6,
    )
    s.table(
        [
            Col("Operating conditions", 260),
            Col("Minimum", 80, "C"),
            Col("Maximum", 80, "C"),
            Col("Units", 79, "C"),
        ],
        [
            ["Supply voltages"],
            ["VDD", "-0.3", "3.6", "V"],
            ["VSS", "", "0", "V"],
            ["Input voltage"],
            ["VI", "-0.3", "5.25", "V"],
            ["Output voltage"],
            ["VO", "VSS to VDD", "VSS to VDD", ""],
            ["Total power dissipation"],
            ["PD (TA = 85 " + DEG + ")", "", "60", "mW"],
            ["Temperatures"],
            ["Operating temperature", "-40", "+85", DEG],
            ["Storage temperature", "-40", "+125", DEG],
        ],
        7.6,
    )
    s.para(
        "Note: the 5 V tolerance applies to the digital inputs (CE, CSN, SCK, MOSI) only. "
        "VDD itself must never exceed 3.6 V; do not connect VDD to a 5 V rail.",
        7.8,
    )
    s.add_page()
    s.heading("4 Electrical specifications", 10, rule=True)
    s.para("Conditions: VDD = +3 V, VSS = 0 V, TA = -40 " + DEG + " to +85 " + DEG + ".", 7.6)
    s.table(
        [
            Col("Symbol", 60),
            Col("Parameter (condition)", 229),
            Col("Notes", 40, "C"),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Units", 35, "C"),
        ],
        [
            ["Operating conditions"],
            ["VIH", "HIGH level input voltage", "", "0.7VDD", "", "5.25", "V"],
            ["VIL", "LOW level input voltage", "", "VSS", "", "0.3VDD", "V"],
            ["General RF conditions"],
            ["fOP", "Operating frequency", "a", "2400", "", "2525", "MHz"],
            ["fXTAL", "Crystal frequency", "", "", "16", "", "MHz"],
            ["RFSK", "Air data rate", "b", "250", "", "2000", "kbps"],
            ["Transmitter operation"],
            ["PRF", "Maximum output power", "c", "", "0", "+4", "dBm"],
            ["PRFC", "RF power control range", "", "16", "18", "20", "dB"],
            ["Receiver operation"],
            ["RXSENS", "Sensitivity (0.1 % BER) @ 2 Mbps", "", "", "-82", "", "dBm"],
            ["RXSENS", "Sensitivity (0.1 % BER) @ 1 Mbps", "", "", "-85", "", "dBm"],
            ["RXSENS", "Sensitivity (0.1 % BER) @ 250 kbps", "", "", "-94", "", "dBm"],
            ["SPI"],
            ["fSCK", "SPI clock, 4-wire", "", "0", "", "10", "MHz"],
        ],
        7.6,
    )
    s.para(
        "a) Usable band is determined by local regulations.  b) Data rate in the on-air "
        "packet.  c) Antenna load impedance = 15 " + OHM + " + j88 " + OHM + ".",
        7,
    )
    s.heading("4.1 Current consumption (VDD = 3.0 V, TA = 27 " + DEG + ")", 10, rule=True)
    s.table(
        [Col("Mode", 150), Col("Setting", 200), Col("Typ.", 80, "C"), Col("Units", 69, "C")],
        [
            ["Power down", "PWR_UP = 0", "900", "nA"],
            ["Standby-I", "crystal running", "26", MU + "A"],
            ["Standby-II", "TX FIFO empty, CE = 1", "320", MU + "A"],
            [
                "TX",
                "RF_PWR = 11: 0 dBm\nRF_PWR = 10: -6 dBm\nRF_PWR = 01: -12 dBm\n"
                "RF_PWR = 00: -18 dBm",
                "11.3\n9.0\n7.5\n7.0",
                "mA",
            ],
            [
                "RX",
                "2 Mbps air data rate\n1 Mbps air data rate\n250 kbps air data rate",
                "13.5\n13.1\n12.6",
                "mA",
            ],
        ],
        7.6,
    )
    s.heading("5 Register map (excerpt)", 10, rule=True)
    s.table(
        [
            Col("Address", 60, "C"),
            Col("Mnemonic", 90),
            Col("Reset", 60, "C"),
            Col("Description", 289),
        ],
        [
            ["0x00", "CONFIG", "0x08", "PWR_UP, PRIM_RX, CRC settings"],
            ["0x05", "RF_CH", "0x02", "Channel: frequency = 2400 + RF_CH [MHz]"],
            ["0x06", "RF_SETUP", "0x0E", "RF_DR_LOW, RF_DR_HIGH, RF_PWR[1:0]"],
            ["0x0A", "RX_ADDR_P0", "0xE7E7E7E7E7", "Receive address data pipe 0"],
        ],
        7.6,
    )
    s.heading("6 Pin assignment", 10, rule=True)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 80), Col("Function", 379)],
        [
            ["1", "CE", "Digital input: chip enable, activates RX or TX mode"],
            ["2", "CSN", "Digital input: SPI chip select"],
            ["3, 4", "SCK, MOSI", "Digital inputs: SPI clock, SPI slave data input"],
            ["5", "MISO", "Digital output: SPI slave data output, with tri-state"],
            ["6", "IRQ", "Digital output: maskable interrupt pin, active low"],
            ["7, 15, 18", "VDD", "Power supply (+3 V DC)"],
        ],
        7.6,
    )
    return save(s, out / "cwr2401p.pdf")


# ------------------------------------------------------------ Hall current sensor (Erfurt)
def ems7120(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Erfurt Magnetics GmbH  ·  Hall-effect current sensor ICs",
        header_right="EMS7120  Data Sheet",
        footer_left="EM-DS-7120-EN  ·  Issue 2024-05  ·  subject to change without notice",
        footer_right="{page} / {nb}",
        rule_color=(30, 50, 110),
        table_fill=(226, 230, 242),
        accent=(30, 50, 110),
        grid=False,
    )
    s = Sheet(style, "EMS7120 Hall-effect current sensor")
    s.add_page()
    s.title_block(
        "EMS7120",
        "Fully integrated Hall-effect AC and DC current sensor with 2.1 kV RMS isolation "
        "and a 1.2 m" + OHM + " current path",
        "Versions EMS7120-05, -20 and -30  ·  SOIC-8",
        20,
    )
    s.heading("1 | Overview", 10.5, rule=True)
    s.para(
        "The EMS7120 measures AC or DC current in industrial, automotive-aftermarket, "
        "commercial and hobby systems. Current flowing through the copper path between "
        "pins 1-2 and 3-4 generates a magnetic field that a precise, low-offset Hall "
        "circuit converts into a proportional voltage on VIOUT. The output is ratiometric: "
        "both the zero-current level (VCC " + TIMES + " 0.5) and the sensitivity scale with "
        "the supply. The terminals of the current path are electrically isolated from the "
        "signal leads (pins 5 to 8).",
        8,
    )
    s.heading("2 | Selection guide", 10.5, rule=True)
    s.table(
        [
            Col("Part number", 100),
            Col("Optimized range IP", 110, "C"),
            Col("Sensitivity, typ.", 100, "C"),
            Col("TA", 100, "C"),
            Col("Packing", 89, "C"),
        ],
        [
            ["EMS7120-05", PM + "5 A", "185 mV/A", "-40 to 85 " + DEG, "reel, 3000"],
            ["EMS7120-20", PM + "20 A", "100 mV/A", "-40 to 85 " + DEG, "reel, 3000"],
            ["EMS7120-30", PM + "30 A", "66 mV/A", "-40 to 85 " + DEG, "reel, 3000"],
        ],
        7.8,
    )
    s.heading("3 | Absolute maximum ratings", 10.5, rule=True)
    s.table(
        [
            Col("Characteristic", 190),
            Col("Symbol", 60, "C"),
            Col("Notes", 130),
            Col("Rating", 60, "C"),
            Col("Units", 59, "C"),
        ],
        [
            ["Supply voltage", "VCC", "", "8", "V"],
            ["Reverse supply voltage", "VRCC", "", "-0.1", "V"],
            ["Output voltage", "VIOUT", "", "8", "V"],
            ["Reverse output voltage", "VRIOUT", "", "-0.1", "V"],
            ["Output current source", "IIOUT(Source)", "", "3", "mA"],
            ["Output current sink", "IIOUT(Sink)", "", "10", "mA"],
            ["Overcurrent transient tolerance", "IP", "1 pulse, 100 ms", "100", "A"],
            ["Nominal operating ambient\ntemperature", "TA", "range E", "-40 to 85", DEG],
            ["Maximum junction temperature", "TJ(max)", "", "165", DEG],
            ["Storage temperature", "Tstg", "", "-65 to 170", DEG],
        ],
        7.6,
    )
    s.heading("4 | Isolation characteristics", 10.5, rule=True)
    s.table(
        [
            Col("Characteristic", 190),
            Col("Symbol", 60, "C"),
            Col("Notes", 130),
            Col("Rating", 60, "C"),
            Col("Units", 59, "C"),
        ],
        [
            ["Dielectric strength test voltage", "VISO", "60 Hz, 60 s", "2100", "VRMS"],
            ["Working voltage for basic\nisolation", "VWFSI", "", "354", "VPK"],
            ["Working voltage for reinforced\nisolation", "VWFRI", "", "184", "VPK"],
        ],
        7.6,
    )
    s.add_page()
    s.heading("5 | Common electrical characteristics", 10.5, rule=True)
    s.para(
        "Over full range of TA, VCC = 5 V, unless otherwise specified. The EMS7120 is "
        "specified for VCC = 4.5 V to 5.5 V only; it is not intended for 3.3 V supplies.",
        7.6,
    )
    s.table(
        [
            Col("Characteristic", 150),
            Col("Symbol", 55, "C"),
            Col("Test conditions", 140),
            Col("Min.", 38, "C"),
            Col("Typ.", 38, "C"),
            Col("Max.", 38, "C"),
            Col("Units", 40, "C"),
        ],
        [
            ["Supply voltage", "VCC", "", "4.5", "5.0", "5.5", "V"],
            ["Supply current", "ICC", "VCC = 5.0 V, output open", "", "10", "13", "mA"],
            ["Output capacitance load", "CLOAD", "VIOUT to GND", "", "", "10", "nF"],
            ["Output resistive load", "RLOAD", "VIOUT to GND", "4.7", "", "", "k" + OHM],
            [
                "Primary conductor resistance",
                "RPRIMARY",
                "TA = 25 " + DEG,
                "",
                "1.2",
                "",
                "m" + OHM,
            ],
            ["Rise time", "tr", "IP step, TA = 25 " + DEG, "", "5", "", MU + "s"],
            ["Frequency bandwidth", "f", "-3 dB, TA = 25 " + DEG, "", "80", "", "kHz"],
            ["Nonlinearity", "ELIN", "over full range of IP", "", "1.5", "", "%"],
            [
                "Zero current output voltage",
                "VIOUT(Q)",
                "bidirectional, IP = 0 A",
                "",
                "VCC" + TIMES + "0.5",
                "",
                "V",
            ],
            ["Power-on time", "tPO", "output reaches 90 %", "", "35", "", MU + "s"],
            ["Magnetic coupling", "", "", "", "12", "", "G/A"],
        ],
        7.4,
    )
    s.heading("6 | Version characteristics", 10.5, rule=True)
    s.para("TA = -40 " + DEG + " to 85 " + DEG + ", VCC = 5 V, unless otherwise specified.", 7.6)
    s.table(
        [
            Col("Characteristic", 121),
            Col("Symbol", 50, "C"),
            Col("Min.", 34, "C"),
            Col("Typ.", 34, "C"),
            Col("Max.", 34, "C"),
            Col("Min.", 34, "C"),
            Col("Typ.", 34, "C"),
            Col("Max.", 34, "C"),
            Col("Min.", 34, "C"),
            Col("Typ.", 34, "C"),
            Col("Max.", 34, "C"),
            Col("Units", 38, "C"),
        ],
        [
            [
                "Optimized accuracy range",
                "IP",
                "-5",
                "",
                "5",
                "-20",
                "",
                "20",
                "-30",
                "",
                "30",
                "A",
            ],
            [
                "Sensitivity, TA = 25 " + DEG,
                "Sens",
                "180",
                "185",
                "190",
                "96",
                "100",
                "104",
                "63",
                "66",
                "69",
                "mV/A",
            ],
            ["Noise, peak-to-peak", "VNOISE(PP)", "", "21", "", "", "11", "", "", "7", "", "mV"],
            [
                "Electrical offset voltage",
                "VOE",
                "-40",
                "",
                "40",
                "-30",
                "",
                "30",
                "-30",
                "",
                "30",
                "mV",
            ],
            [
                "Total output error,\nTA = 25 " + DEG,
                "ETOT",
                "",
                PM + "1.5",
                "",
                "",
                PM + "1.5",
                "",
                "",
                PM + "1.5",
                "",
                "%",
            ],
        ],
        7.2,
        head_rows=[
            ["", "", "EMS7120-05", "<", "<", "EMS7120-20", "<", "<", "EMS7120-30", "<", "<", ""]
        ],
    )
    s.para(
        "Noise measured with 47 nF on FILTER. A FILTER capacitor lowers noise and bandwidth "
        "together; with 1 nF the typical -3 dB bandwidth stays at 80 kHz.",
        7.6,
    )
    s.heading("7 | Terminal list", 10.5, rule=True)
    s.table(
        [Col("Number", 70, "C"), Col("Name", 90), Col("Description", 339)],
        [
            ["1 and 2", "IP+", "Terminals for current being sampled; fused internally"],
            ["3 and 4", "IP-", "Terminals for current being sampled; fused internally"],
            ["5", "GND", "Signal ground terminal"],
            ["6", "FILTER", "Terminal for external capacitor that sets bandwidth"],
            ["7", "VIOUT", "Analog output signal"],
            ["8", "VCC", "Device power supply terminal"],
        ],
        7.6,
    )
    return save(s, out / "ems7120.pdf")


# ------------------------------------------------------------ 0.96" OLED (Port Louis)
def ccl_od96(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="CAUDAN CIRCUITS LTD  ·  Port Louis  ·  Mauritius",
        header_right="Product datasheet  ·  CCL-OD96",
        footer_left="BRN C19087654  ·  VAT 27512345  ·  prices in MUR (Rs) incl. 15 % VAT",
        footer_right="{page}/{nb}",
        rule_color=(120, 40, 90),
        table_fill=(242, 226, 236),
        accent=(120, 40, 90),
        grid=True,
    )
    s = Sheet(style, "CCL-OD96 0.96 inch 128x64 OLED module")
    s.add_page()
    s.title_block(
        "CCL-OD96",
        "0.96 inch 128 x 64 OLED display module (SD1306 driver) - I2C and SPI versions",
        "SKU OD96-I (CCL-OD96-I2C, 4 pins) Rs 345  ·  SKU OD96-S (CCL-OD96-SPI, 7 pins) Rs 395",
        21,
    )
    s.heading("In short", 10.5)
    s.table(
        [Col("", 150), Col("", 349)],
        [
            ["Display", "0.96 in, 128 x 64 dots, white on black"],
            ["Driver IC", "SD1306 (chip on glass)"],
            ["Module supply, VIN", "3.3 V to 5 V (on-board 3.3 V regulator)"],
            ["Interface", "I2C (CCL-OD96-I2C) or 4-wire SPI (CCL-OD96-SPI)"],
            ["Viewing angle", "> 160" + DEG.replace("C", "")],
            ["Weight", "3 g (I2C), 4 g (SPI)"],
        ],
        8,
        show_head=False,
    )
    s.heading("Versions", 10.5)
    s.table(
        [
            Col("Version", 90),
            Col("Header pins", 150),
            Col("Interface", 70, "C"),
            Col("Max. clock", 60, "C"),
            Col("Bus address / select", 129, "C"),
        ],
        [
            ["CCL-OD96-I2C", "GND, VCC, SCL, SDA", "I2C", "400 kHz", "0x3C (0x3D with R3 moved)"],
            [
                "CCL-OD96-SPI",
                "GND, VCC, D0, D1, RES, DC, CS",
                "4-wire SPI",
                "10 MHz",
                "CS, active low",
            ],
        ],
        7.8,
    )
    s.para(
        "Note: the VCC header pin is the module supply VIN (3.3 V to 5 V). It is not the "
        "driver IC's panel supply VCC, which the module makes on board.",
        8,
    )
    s.heading("Power (measured by us, whole module)", 10.5)
    s.table(
        [
            Col("Screen content", 220),
            Col("VIN = 3.3 V", 140, "C"),
            Col("VIN = 5 V", 139, "C"),
        ],
        [
            ["Display off (command 0xAE); regulator stays on", "0.05 mA", "0.06 mA"],
            ["Text screen, about 15 % of pixels lit", "7 mA", "8 mA"],
            ["Half of the pixels lit", "12 mA", "14 mA"],
            ["All pixels on", "21 mA", "23 mA"],
        ],
        7.8,
    )
    s.heading("Logic levels", 10.5)
    s.para(
        "The signal pins are not level-shifted. On the I2C version SCL and SDA have "
        "4.7 k" + OHM + " pull-ups to the on-board 3.3 V, so the bus idles at 3.3 V and a "
        "5 V Arduino or a 3.3 V ESP32 can drive it directly (open-drain). On the SPI version "
        "D0, D1, RES, DC and CS go straight to the driver IC and must not see more than "
        "3.6 V: with a 5 V host use a level shifter.",
        8,
    )
    s.add_page()
    s.heading("Inside the module: SD1306 driver IC ratings (from the IC maker)", 10.5)
    s.table(
        [
            Col("Parameter", 160),
            Col("Symbol", 55, "C"),
            Col("Min.", 55, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 40, "C"),
            Col("Remark", 89),
        ],
        [
            ["Logic supply voltage", "VDD", "1.65", "", "3.3", "V", "3.3 V on module"],
            ["Panel driving supply voltage", "VCC", "7.0", "", "15.0", "V", "charge pump"],
            ["Charge pump regulator supply", "VBAT", "3.3", "", "4.2", "V", ""],
            ["Logic supply, absolute max.", "VDD", "-0.3", "", "4.0", "V", ""],
            ["Panel supply, absolute max.", "VCC", "0", "", "16", "V", ""],
            ["High logic input level", "VIH", "0.8" + TIMES + "VDD", "", "VDD", "V", ""],
            ["Low logic input level", "VIL", "0", "", "0.2" + TIMES + "VDD", "V", ""],
            ["Operating temperature", "TA", "-40", "", "85", DEG, "IC only"],
            ["Sleep current (VDD)", "ISLEEP", "", "", "10", MU + "A", "IC only"],
        ],
        7.6,
    )
    s.para(
        "On this module VDD comes from the on-board 3.3 V regulator and VCC from the "
        "driver's internal charge pump (about 7.5 V, enabled with command 0x8D 0x14), so "
        "only VIN is wired. The panel itself (glass, polarizer) is rated -30 "
        + DEG
        + " to +70 "
        + DEG
        + " operating and -40 "
        + DEG
        + " to +80 "
        + DEG
        + " storage, "
        "narrower than the driver IC; the module ratings are those of the panel.",
        8,
    )
    s.heading("Commands you will meet (excerpt)", 10.5)
    s.table(
        [Col("Hex", 70, "C"), Col("Command", 180), Col("Note", 249)],
        [
            ["0xAE / 0xAF", "Display off / on", "off = sleep"],
            ["0x81, xx", "Set contrast", "xx = 0x00 ... 0xFF, reset 0x7F"],
            ["0x8D, 0x14", "Charge pump enable", "needed on this module"],
            ["0xA6 / 0xA7", "Normal / inverse display", ""],
            ["0x20, xx", "Memory addressing mode", "00 horizontal, 01 vertical, 02 page"],
        ],
        7.8,
    )
    s.heading("FAQ", 10.5)
    s.para("The back says 0x78. My I2C scanner finds 0x3C. Which one is right?", 8.3, bold=True)
    s.para(
        "Both. The silkscreen shows the 8-bit write address 0x78 (0x7A with R3 moved). "
        "Libraries and scanners use the 7-bit address: 0x3C, or 0x3D with R3 moved.",
        8.3,
    )
    s.para("Can I leave it on all day?", 8.3, bold=True)
    s.para(
        "Yes, but OLED pixels age. We give no lifetime figure for this panel; dim the "
        "contrast or blank the screen when nobody looks at it.",
        8.3,
    )
    s.para("Does the SPI version work with a Raspberry Pi?", 8.3, bold=True)
    s.para(
        "Yes: the Pi's GPIO are 3.3 V, so wire it directly and power VIN from 3.3 V or 5 V.", 8.3
    )
    revision_table(
        s,
        [
            ["2023-04", "1", "first sheet"],
            ["2024-01", "2", "current table measured at 3.3 V too; panel ratings"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "ccl-od96.pdf")
