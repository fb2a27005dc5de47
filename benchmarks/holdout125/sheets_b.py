"""Hold-out 125 datasheets, part 2: a Bluetooth LE module with a UART transparent mode, a
capacitive soil-moisture probe with an analog output, a 1.3" I2C OLED module and a
barometric pressure sensor IC with I2C and SPI.

A Panama City radio-module house data sheet ("n)" heads, "(Table n)" captions below the
tables, current consumption per mode with many look-alike rows, RX sensitivity stacked per
PHY, range in column groups per antenna version, the default baud rate only in prose, an
AT+BAUD code table, AT command table and pin table as decoys), a Thimphu (Bhutan)
agritech product sheet (Nu. prices, "✺" heads, output voltage stacked per supply,
mechanical data in column groups per version, calibration prose and FAQ), a Podgorica
(Montenegro) maker-store sheet in Montenegrin / English (EUR prices with comma decimals,
Roman-numeral bilingual heads, two-line bilingual row names, current per colour in column
groups, address and pull-up notes, FAQ) and a Maracaibo (Venezuela) MEMS fabless data sheet
("△ n" upper-case heads, "Table n »" captions above the tables, symbol-first columns,
accuracy stacked per pressure / temperature band, current stacked per oversampling mode,
I2C clock stacked per bus mode, register map and oversampling table as decoys).
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
MIDDOT = "\u00b7"
REG = "\u00ae"


# --------------------------------------- Bluetooth LE UART module (Panama City)
def cnr52u(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="CANAL RADIO SYSTEMS",
        header_right="CNR-52U Series  " + MIDDOT + "  Bluetooth" + REG + " LE UART Module  " + MIDDOT
        + "  Datasheet v1.6",
        footer_left="Canal Radio Systems S.A.  " + MIDDOT + "  Ciudad del Saber, Clayton, Panama City, "
        "Republic of Panama  " + MIDDOT + "  CRS-DS-052U v1.6",
        footer_right="v1.6 " + MIDDOT + " {page}/{nb}",
        rule_color=(15, 82, 186),
        table_fill=(226, 234, 248),
        accent=(15, 82, 186),
        grid=True,
    )
    s = Sheet(style, "CNR-52U Bluetooth LE UART module")
    s.add_page()
    s.title_block(
        "CNR-52U / CNR-52UX",
        "Bluetooth" + REG + " Low Energy 5.2 Module with UART Transparent Mode",
        "CNR-52U: PCB trace antenna  " + MIDDOT + "  CNR-52UX: u.FL connector for an external antenna  "
        + MIDDOT + "  17.8 " + TIMES + " 11.6 " + TIMES + " 2.0 mm, castellated pads",
        22,
    )

    def overview() -> None:
        s.heading("1) Overview", 10.5)
        s.para(
            "The CNR-52U turns a UART into a Bluetooth Low Energy link. In transparent mode "
            "every byte that arrives on RXD is sent to the connected phone or central, and "
            "every byte the central writes comes out on TXD. No firmware has to be written: "
            "name, transmit power, advertising interval and UART settings are set with AT "
            "commands over the same UART while no central is connected.",
            8.0,
        )
        s.para(
            "Typical uses: wireless serial consoles, app control of maker projects, sensor "
            "beacons and replacing a cable to a phone or tablet.",
            8.0,
        )

    def features() -> None:
        s.heading("Key features", 10.5)
        s.bullets(
            [
                "Bluetooth 5.2 LE: 1M, 2M and Coded PHY",
                "UART transparent mode and AT commands",
                "TX power -20 dBm to +8 dBm",
                "RX sensitivity -96 dBm (1M PHY)",
                "Supply 1.8 V to 3.6 V",
                "2.1 " + MU + "A in system-off mode",
                "-40 " + DEG + " to +85 " + DEG,
            ],
            8.0,
            "\u2022",
        )

    s.side_by_side(overview, features, 290, 14)
    s.heading("2) Absolute maximum ratings", 10.5)
    s.table(
        [Col("Parameter", 220), Col("Min", 70, "C"), Col("Max", 100, "C"), Col("Unit", 109, "C")],
        [
            ["Supply voltage VCC", "-0.3", "+3.9", "V"],
            ["Voltage on any I/O pin", "-0.3", "VCC + 0.3 (" + LE + " 3.9)", "V"],
            ["RF input level", "", "+10", "dBm"],
            ["ESD, human-body model", "", PM + "2000", "V"],
            ["Storage temperature", "-40", "+125", DEG],
        ],
        7.6,
    )
    s.caption("(Table 1) Absolute maximum ratings", 7.8)
    s.heading("3) Recommended operating conditions", 10.5)
    s.table(
        [Col("Parameter", 150), Col("Symbol", 60, "C"), Col("Min", 60, "C"), Col("Typ", 60, "C"),
         Col("Max", 60, "C"), Col("Unit", 109, "C")],
        [
            ["Supply voltage", "V_{CC}", "1.8", "3.3", "3.6", "V"],
            ["Supply rise time (0 V to 1.8 V)", "t_{R}", "", "", "60", "ms"],
            ["Operating temperature", "T_{A}", "-40", "25", "+85", DEG],
        ],
        7.6,
    )
    s.caption("(Table 2) Recommended operating conditions", 7.8)
    s.heading("4) Current consumption", 10.5)
    s.para("VCC = 3.3 V, TA = 25 " + DEG + ", DC/DC converter on.", 7.6)
    s.table(
        [Col("Mode", 220), Col("Conditions", 150), Col("Typ", 50, "C"), Col("Max", 40, "C"),
         Col("Unit", 39, "C")],
        [
            ["TX peak current", "+8 dBm, 1M PHY\n0 dBm, 1M PHY", "14.5\n6.1", "", "mA"],
            ["RX peak current", "1M PHY", "5.8", "", "mA"],
            ["Advertising, average", "interval 200 ms, 0 dBm", "158", "", MU + "A"],
            ["Connected, idle, average", "interval 30 ms", "0.41", "", "mA"],
            ["Connected, streaming,\naverage", "UART 115200 bps, 2M PHY", "2.9", "", "mA"],
            ["Sleep (system ON idle),\nRTC running", "wake on RXD or KEY", "4.5", "", MU + "A"],
            ["System OFF", "wake on RXD or KEY", "2.1", "3.5", MU + "A"],
        ],
        7.6,
    )
    s.caption("(Table 3) Current consumption", 7.8)
    s.heading("5) RF characteristics", 10.5)
    s.table(
        [Col("Parameter", 170), Col("Conditions", 140), Col("Min", 45, "C"), Col("Typ", 45, "C"),
         Col("Max", 45, "C"), Col("Unit", 54, "C")],
        [
            ["Frequency range", "", "2402", "", "2480", "MHz"],
            ["TX output power", "programmable, 4 dB steps", "-20", "0", "+8", "dBm"],
            ["RX sensitivity", "1M PHY, 0.1 % BER\n2M PHY, 0.1 % BER\nCoded PHY S8 (125 kbps)",
             "", "-96\n-93\n-103", "", "dBm"],
            ["Data rate on air", "1M / 2M / Coded S8", "", "1000 / 2000 / 125", "", "kbps"],
        ],
        7.6,
    )
    s.caption("(Table 4) RF characteristics; the typical TX power is the default setting", 7.8)

    s.add_page()
    s.heading("5.1) Antenna versions", 10.5)
    s.table(
        [Col("", 170), Col("CNR-52U", 150, "C"), Col("CNR-52UX", 179, "C")],
        [
            ["Antenna", "PCB trace antenna", "u.FL, external antenna"],
            ["Typical range, open field,\n+8 dBm, 1M PHY", "80 m", "200 m with a 3 dBi dipole"],
            ["Keep-out area", "5 mm around the antenna end", DASH],
        ],
        7.6,
    )
    s.caption("(Table 5) Antenna versions", 7.8)
    s.heading("6) DC characteristics of the digital pins", 10.5)
    s.table(
        [Col("Parameter", 150), Col("Symbol", 60, "C"), Col("Min", 80, "C"), Col("Max", 80, "C"),
         Col("Unit", 129, "C")],
        [
            ["Input high voltage", "V_{IH}", "0.7 " + TIMES + " VCC", "VCC", "V"],
            ["Input low voltage", "V_{IL}", "0", "0.3 " + TIMES + " VCC", "V"],
            ["Output high voltage (2 mA)", "V_{OH}", "VCC - 0.4", "VCC", "V"],
            ["Output low voltage (2 mA)", "V_{OL}", "0", "0.4", "V"],
        ],
        7.6,
    )
    s.caption("(Table 6) Digital pins; the I/O pins are not 5 V tolerant", 7.8)
    s.heading("7) UART and transparent mode", 10.5)
    s.para(
        "After power-up the UART runs at 9600 bps, 8 data bits, no parity, 1 stop bit (8N1), "
        "without flow control. AT+BAUD changes the rate; the new rate applies after AT+RESET "
        "and is kept in flash. Rates from 1200 bps to 921600 bps are supported; above "
        "115200 bps enable RTS/CTS with AT+FLOW1. In transparent mode the module forwards "
        "data in packets of up to 244 bytes; AT commands are accepted only while no central "
        "is connected or while KEY is held low.",
        8.0,
    )
    s.table(
        [Col("AT+BAUD<n>", 60, "C"), Col("Rate (bps)", 90, "C"), Col("AT+BAUD<n>", 60, "C"),
         Col("Rate (bps)", 90, "C"), Col("AT+BAUD<n>", 60, "C"), Col("Rate (bps)", 139, "C")],
        [
            ["0", "1200", "4", "19200", "8", "230400"],
            ["1", "2400", "5", "38400", "9", "460800"],
            ["2", "4800", "6", "57600", "A", "921600"],
            ["3", "9600", "7", "115200", "", ""],
        ],
        7.6,
    )
    s.caption("(Table 7) AT+BAUD codes", 7.8)
    s.table(
        [Col("Command", 110), Col("Parameter", 150), Col("Function", 239)],
        [
            ["AT+NAME<name>", "up to 20 characters", "advertised device name (default CNR52U)"],
            ["AT+TXPWR<n>", "-20, -16, -12, -8, -4, 0, 4, 8", "TX power in dBm"],
            ["AT+ADVI<n>", "20 to 10240", "advertising interval in ms"],
            ["AT+FLOW<n>", "0 or 1", "RTS/CTS flow control off / on"],
            ["AT+SLEEP", DASH, "enter system OFF; wake on RXD or KEY"],
            ["AT+RESET", DASH, "restart, apply new UART settings"],
        ],
        7.6,
    )
    s.caption("(Table 8) Frequently used AT commands", 7.8)
    s.heading("8) Pin assignment", 10.5)
    s.table(
        [Col("Pin", 30, "C"), Col("Name", 50), Col("Description", 170), Col("Pin", 30, "C"),
         Col("Name", 50), Col("Description", 169)],
        [
            ["1", "GND", "ground", "6", "RTS", "request to send, active low"],
            ["2", "VCC", "supply 1.8 V to 3.6 V", "7", "KEY", "low: AT command mode"],
            ["3", "RXD", "UART input (from host TX)", "8", "LINK", "high while connected"],
            ["4", "TXD", "UART output (to host RX)", "9", "RESETn", "reset, active low"],
            ["5", "CTS", "clear to send, active low", "10", "GND", "ground"],
        ],
        7.6,
    )
    s.caption("(Table 9) Pin assignment", 7.8)
    s.heading("9) Design notes", 10.5)
    s.bullets(
        [
            "Power the module from 1.8 V to 3.6 V only. From 5 V, or from a Li-ion cell (up to "
            "4.2 V), use a 3.3 V LDO.",
            "The I/O pins are not 5 V tolerant. With a 5 V Arduino put a divider or a level "
            "shifter in the host TX line to RXD; TXD at 3.3 V is read as HIGH by most 5 V MCUs.",
            "Place a 10 " + MU + "F capacitor next to VCC; the TX peaks are short but steep.",
            "CNR-52U: keep copper, metal and batteries out of the keep-out area.",
        ],
        8.0,
        "\u2022",
    )
    s.heading("10) Ordering information", 10.5)
    s.table(
        [Col("Order code", 120), Col("Antenna", 150), Col("Packing", 229)],
        [
            ["CNR-52U-T", "PCB trace", "tape and reel, 1000 pcs"],
            ["CNR-52U-S", "PCB trace", "sample tray, 10 pcs"],
            ["CNR-52UX-T", "u.FL", "tape and reel, 1000 pcs"],
        ],
        7.6,
    )
    return save(s, out / "cnr-52u.pdf")


# ------------------------------------------ capacitive soil-moisture probe (Thimphu)
def dzs7c(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="DRUK AGRITRONICS  " + MIDDOT + "  smart farming hardware",
        header_right="DZS-7C capacitive soil-moisture probe  " + MIDDOT + "  product sheet",
        footer_left="Druk Agritronics Pvt. Ltd.  " + MIDDOT + "  Babesa, Thimphu, Bhutan  " + MIDDOT
        + "  Licence No. 1009473  " + MIDDOT + "  prices in Ngultrum (Nu.)",
        footer_right="Page {page} " + MIDDOT + " {nb}",
        rule_color=(230, 160, 0),
        table_fill=(253, 240, 205),
        accent=(175, 110, 0),
        grid=False,
    )
    s = Sheet(style, "DZS-7C capacitive soil-moisture probe")
    s.add_page()
    s.title_block(
        "DZS-7C  /  DZS-7C-W",
        "Capacitive Soil-Moisture Probe with Analog Output",
        "DZS-7C: bare probe with JST-PH lead  " + MIDDOT + "  DZS-7C-W: potted, weatherproof, 2 m "
        "cable  " + MIDDOT + "  made for terraced fields and polytunnels",
        22,
    )

    def about() -> None:
        s.heading("\u273a About the probe", 10.5)
        s.para(
            "The DZS-7C measures soil moisture through the change of capacitance between two "
            "copper areas under the solder mask. Unlike resistive forks, no metal touches the "
            "soil, so the probe does not corrode and does not push current through the ground. "
            "An on-board oscillator and detector turn the capacitance into a DC voltage on "
            "AOUT: the wetter the soil, the lower the voltage.",
            8.0,
        )
        s.para(
            "Designed and tested in Babesa with farmers of the Wang Chhu valley. Each probe is "
            "checked in dry air and in tap water before it leaves our workshop.",
            8.0,
        )

    def key() -> None:
        s.heading("\u273a Key figures", 10.5)
        s.table(
            [Col("", 80), Col("", 122)],
            [
                ["Principle", "capacitive, 1.5 MHz"],
                ["Output", "analog voltage"],
                ["Supply", "3.3 V to 5.5 V"],
                ["Current", "about 5 mA"],
                ["Connector", "3-pin JST-PH"],
                ["Board", "98 " + TIMES + " 23 mm"],
            ],
            7.8,
            show_head=False,
        )

    s.side_by_side(about, key, 285, 12)
    s.heading("\u273a Electrical data", 10.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("Conditions", 120),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage VCC", "", "3.3", "", "5.5", "V"],
            ["Supply current", "VCC = 3.3 V\nVCC = 5.0 V", "", "4.2\n5.1", "6\n8", "mA"],
            ["Output voltage,\nprobe in dry air", "VCC = 3.3 V\nVCC = 5.0 V", "", "2.35\n2.95", "", "V"],
            ["Output voltage,\nprobe in water", "VCC = 3.3 V\nVCC = 5.0 V", "", "1.10\n1.35", "", "V"],
            ["Output voltage range,\nany soil", "VCC = 3.3 V\nVCC = 5.0 V", "1.0\n1.2", "", "2.5\n3.1", "V"],
            ["Output resistance", "", "", "1", "", "k" + OHM],
            ["Oscillator frequency", "", "", "1.5", "", "MHz"],
            ["Settling time after\npower-up", "to within 1 % of final", "", "", "300", "ms"],
        ],
        7.8,
    )
    s.para(
        "All values at 25 " + DEG + ". The output is ratiometric only in part: it depends on VCC, "
        "so calibrate at the supply voltage you will use.",
        7.6,
    )
    s.heading("\u273a Mechanical data and environment", 10.5)
    s.table(
        [Col("Item", 150), Col("DZS-7C", 150, "C"), Col("DZS-7C-W", 150, "C"), Col("Unit", 49, "C")],
        [
            ["Electronics protection", "conformal coat on\nsensing area only", "fully potted in epoxy", ""],
            ["Ingress protection", DASH, "IP67", ""],
            ["Lead / cable", "20 cm, JST-PH 3-pin", "2 m PVC, bare ends", ""],
            ["Operating temperature", "0 " + NDASH + " +50", "-20 " + NDASH + " +60", DEG],
            ["Probe length /\ninsertion depth", "98 / 70", "120 / 85", "mm"],
            ["Weight", "4", "65", "g"],
        ],
        7.8,
        head_rows=[["", "Version", "<", ""]],
    )

    s.add_page()
    s.heading("\u273a Wiring", 10.5)
    s.table(
        [Col("Signal", 100), Col("DZS-7C (JST-PH pin)", 150, "C"), Col("DZS-7C-W (wire colour)", 150, "C"),
         Col("Connect to", 99)],
        [
            ["GND", "1", "black", "GND"],
            ["VCC", "2", "red", "3.3 V or 5 V"],
            ["AOUT", "3", "yellow", "ADC input"],
        ],
        7.8,
    )
    s.heading("\u273a Calibrating for your soil", 10.5)
    s.para(
        "The DZS-7C is not factory calibrated in percent water content; it gives a relative "
        "reading. Record the output with the probe in dry air and in water (or in your soil "
        "when dry and just after heavy watering) and map your readings between the two. "
        "Example at 3.3 V: 2.35 V = 0 %, 1.10 V = 100 %. Readings change with soil "
        "temperature and salt content; repeat the calibration at the start of each season.",
        8.0,
    )
    s.para(
        "Push the probe in vertically up to the line printed on the board (70 mm on the DZS-7C, "
        "85 mm on the DZS-7C-W). Keep the soil firmly around the probe: air gaps read as dry.",
        8.0,
    )
    s.heading("\u273a Questions from our customers", 10.5)
    faq = [
        (
            "Will it work with a 5 V Arduino?",
            "Yes. VCC to 5 V, GND to GND, AOUT to A0. At 5 V the output stays between 1.2 V and "
            "3.1 V, so any ADC that accepts 0 to 3.3 V is safe as well.",
        ),
        (
            "Can I power it from two AA cells?",
            "No. Two AA cells give 3.0 V when new, below the 3.3 V minimum. Use three AA cells "
            "(4.5 V) or a 3.3 V / 5 V regulated supply.",
        ),
        (
            "Can I switch it on only for a reading?",
            "Yes. A GPIO pin can supply the 8 mA maximum. Switch it on, wait 300 ms, read, "
            "switch off. This saves battery and slows down the ageing of the coating.",
        ),
        (
            "Can it stay in the ground over winter?",
            "DZS-7C-W: yes, from -20 " + DEG + " to +60 " + DEG + ". DZS-7C: no, take it out "
            "below 0 " + DEG + "; the electronics are not sealed and frost lets water in.",
        ),
        (
            "Can it measure the salt or fertiliser level?",
            "No. It is a moisture probe only; salt shifts the reading a little, but it is not "
            "an EC sensor.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 8.0, bold=True)
        s.para(answer, 8.0)
    s.heading("\u273a Price list", 10.5)
    s.table(
        [Col("Code", 100), Col("Item", 269), Col("Price (Nu.)", 130, "R")],
        [
            ["DA-DZS-7C", "DZS-7C probe with 20 cm JST-PH lead", "420"],
            ["DA-DZS-7C-5", "DZS-7C, pack of 5", "1 950"],
            ["DA-DZS-7CW", "DZS-7C-W weatherproof probe, 2 m cable", "1 150"],
            ["DA-JST-3P", "JST-PH 3-pin to Dupont lead, 30 cm", "60"],
        ],
        7.8,
    )
    s.para(
        "Orders from Paro, Punakha and Wangdue are delivered with the Tuesday pick-up; other "
        "dzongkhags by post.",
        7.6,
    )
    return save(s, out / "dzs-7c.pdf")


# --------------------------------------------- 1.3" I2C OLED module (Podgorica)
def pgo130(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="LOV\u0106EN MAKER SHOP  " + MIDDOT + "  Podgorica",
        header_right="PGO-130  " + MIDDOT + "  OLED 1,3\" I" + SQ + "C  " + MIDDOT
        + "  Tehni\u010dki list / Data sheet",
        footer_left="Lov\u0107en Maker Shop d.o.o.  " + MIDDOT + "  Podgorica, Crna Gora / Montenegro  "
        + MIDDOT + "  PIB 03156782  " + MIDDOT + "  cijene sa PDV 21 % / prices incl. 21 % VAT",
        footer_right="list {page}/{nb}",
        rule_color=(124, 106, 148),
        table_fill=None,
        accent=(96, 78, 122),
        grid=True,
    )
    s = Sheet(style, "PGO-130 1.3 inch I2C OLED module")
    s.add_page()
    s.title_block(
        "PGO-130W / PGO-130B",
        "OLED displej 1,3\" 128 " + TIMES + " 64, I" + SQ + "C  /  1.3\" 128 " + TIMES + " 64 OLED display module, I"
        + SQ + "C",
        "PGO-130W: bijeli / white  " + MIDDOT + "  PGO-130B: plavi / blue  " + MIDDOT
        + "  4 pina / 4 pins: GND, VCC, SCL, SDA",
        22,
    )
    s.heading("I.  OPIS / DESCRIPTION", 10.5, rule=True)
    s.para(
        "Veliki 1,3\" OLED displej sa 128 " + TIMES + " 64 piksela, bez pozadinskog osvjetljenja, "
        "odli\u010dan kontrast i \u0161irok ugao gledanja. Povezuje se sa samo \u010detiri \u017eice.",
        8.0,
    )
    s.para(
        "A bigger 1.3\" OLED with 128 " + TIMES + " 64 pixels: no backlight, deep blacks and a wide "
        "viewing angle. Only four wires to your board. The on-glass controller has a 132 "
        + TIMES + " 64 display RAM.",
        8.0,
    )
    s.heading("II.  UKRATKO / AT A GLANCE", 10.5, rule=True)
    s.lines(
        [
            "Dijagonala / Diagonal:  1.3\" (33 mm)",
            "Rezolucija / Resolution:  128 " + TIMES + " 64 px",
            "Interfejs / Interface:  I" + SQ + "C only",
            "Adresa / Address:  0x3C (0x3D with the resistor moved)",
            "Napajanje / Supply:  3.0 V " + NDASH + " 5.0 V",
            "Dimenzije / Size:  35.4 " + TIMES + " 33.5 " + TIMES + " 4.2 mm, holes M2",
        ],
        8.5,
        3.5,
    )
    s.heading("III.  ELEKTRI\u010cNE KARAKTERISTIKE / ELECTRICAL CHARACTERISTICS", 10.5, rule=True)
    s.table(
        [
            Col("Parametar / Parameter", 170),
            Col("Oznaka", 50, "C"),
            Col("Min", 50, "C"),
            Col("Tip. / Typ", 60, "C"),
            Col("Max", 50, "C"),
            Col("Jed. / Unit", 119, "C"),
        ],
        [
            ["Napon napajanja\nSupply voltage", "V_{CC}", "3.0", "3.3", "5.0", "V"],
            ["Takt I" + SQ + "C magistrale\nI" + SQ + "C clock", "f_{SCL}", "", "", "400", "kHz"],
            ["Pull-up otpornici (SDA, SCL)\nPull-up resistors (SDA, SCL)", "R_{PU}", "", "10", "", "k" + OHM + " to VCC"],
            ["Struja u re\u017eimu spavanja\nSleep current (display OFF)", "I_{SLP}", "", "12", "25", MU + "A"],
            ["Radna temperatura\nOperating temperature", "T_{OP}", "-20", "", "+70", DEG],
            ["Temperatura skladi\u0161tenja\nStorage temperature", "T_{ST}", "-30", "", "+80", DEG],
        ],
        7.8,
    )
    s.heading("IV.  STRUJA PO BOJI / CURRENT PER COLOUR (VCC = 3.3 V)", 10.5, rule=True)
    s.table(
        [Col("Parametar / Parameter", 200), Col("PGO-130W", 110, "C"), Col("PGO-130B", 110, "C"),
         Col("Jed. / Unit", 79, "C")],
        [
            ["Svi pikseli uklju\u010deni\nAll pixels on", "31", "26", "mA"],
            ["Tipi\u010dan tekst (25 % piksela)\nTypical text (25 % of pixels)", "11", "9", "mA"],
            ["Vijek trajanja (50 % sjaja)\nLifetime (to 50 % brightness)", "15 000", "12 000", "h"],
            ["Boja / Colour", "bijela / white", "plava / blue", ""],
        ],
        7.8,
        head_rows=[["", "bijeli / white", "plavi / blue", ""]],
    )

    s.add_page()
    s.heading("V.  I" + SQ + "C ADRESA / I" + SQ + "C ADDRESS", 10.5, rule=True)
    s.para(
        "Fabri\u010dki: 0x3C. Premjestite otpornik od 0 " + OHM + " na pole\u0111ini za adresu 0x3D.",
        8.0,
    )
    s.para(
        "Factory setting 0x3C. Move the 0 " + OHM + " resistor on the back from the pads marked "
        "\"3C\" to the pads marked \"3D\" to use 0x3D, so two displays can share one bus. After the "
        "address byte the controller expects a control byte: 0x00 before commands, 0x40 before "
        "display data.",
        8.0,
    )
    s.heading("VI.  PRIKLJU\u010cCI / PINS", 10.5, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Oznaka / Label", 100, "C"), Col("Opis / Description", 349)],
        [
            ["1", "GND", "masa / ground"],
            ["2", "VCC", "napajanje 3.0 " + NDASH + " 5.0 V / supply 3.0 " + NDASH + " 5.0 V"],
            ["3", "SCL", "takt / clock, 10 k" + OHM + " pull-up to VCC on board"],
            ["4", "SDA", "podaci / data, 10 k" + OHM + " pull-up to VCC on board"],
        ],
        7.8,
    )
    s.para(
        "Pa\u017enja / Note: some PGO-130B batches have VCC and GND swapped (VCC, GND, SCL, SDA). "
        "Always check the silkscreen before you connect power.",
        8.0,
        bold=True,
    )
    s.heading("VII.  NAPOMENE / NOTES", 10.5, rule=True)
    s.bullets(
        [
            "The on-board 10 k" + OHM + " pull-ups go to VCC. With VCC = 5 V the bus idles at 5 V: "
            "do not connect it to 3.3 V-only boards (ESP32, Raspberry Pi) unless you power the "
            "display from 3.3 V.",
            "Only I" + SQ + "C is brought out; the SPI pins of the glass are not available.",
            "The display RAM is 132 columns wide. A library written for 128-column controllers "
            "shows the image shifted by 2 pixels; choose the 132-column driver.",
            "OLEDs age faster with static bright images; use a screen saver for clocks and "
            "dashboards.",
        ],
        8.0,
        "\u2013",
    )
    s.heading("VIII.  PITANJA / FAQ", 10.5, rule=True)
    faq = [
        (
            "Radi li sa Arduino Uno? / Does it work with a 5 V Arduino Uno?",
            "Yes. VCC to 5 V, SDA to A4, SCL to A5. The module's pull-ups are enough for short "
            "wires.",
        ),
        (
            "Dva displeja na jednoj magistrali? / Two displays on one bus?",
            "Yes, set one of them to 0x3D (section V). Both must run at the same bus voltage.",
        ),
        (
            "Mo\u017ee li raditi na 400 kHz? / Can the bus run faster than 400 kHz?",
            "No, 400 kHz is the maximum. Slower clocks are fine.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 8.0, bold=True)
        s.para(answer, 8.0)
    s.heading("IX.  CIJENE / PRICES", 10.5, rule=True)
    s.table(
        [Col("\u0160ifra / Code", 100), Col("Artikal / Item", 259), Col("Cijena / Price", 140, "R")],
        [
            ["LMS-OL13W", "PGO-130W, bijeli / white", "9,90 \u20ac"],
            ["LMS-OL13B", "PGO-130B, plavi / blue", "9,50 \u20ac"],
            ["LMS-DUP4", "4 kabla Dupont \u017e-\u017e / 4 Dupont leads F-F, 20 cm", "0,80 \u20ac"],
        ],
        7.8,
    )
    s.para(
        "Preuzimanje u radnji ili dostava po Crnoj Gori za 2,50 \u20ac. / Pick-up in the shop or "
        "delivery in Montenegro for 2,50 \u20ac.",
        7.6,
    )
    return save(s, out / "pgo-130.pdf")


# ------------------------------------------ barometric pressure sensor IC (Maracaibo)
def mrb2585(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="ZULIA MEMS",
        header_right="MRB2585  " + MIDDOT + "  Digital barometric pressure sensor  " + MIDDOT + "  DS-2585 v2.0",
        footer_left="Zulia MEMS C.A.  " + MIDDOT + "  Av. Bella Vista, Maracaibo, Estado Zulia, Venezuela  "
        + MIDDOT + "  RIF J-40587123-6",
        footer_right="{page}/{nb}",
        rule_color=(150, 95, 35),
        table_fill=(244, 234, 220),
        accent=(130, 80, 25),
        grid=False,
    )
    s = Sheet(style, "MRB2585 digital barometric pressure sensor")
    s.add_page()
    s.title_block(
        "MRB2585",
        "Digital Barometric Pressure Sensor with I" + SQ + "C and SPI Interface",
        "LGA-10, 2.0 " + TIMES + " 2.0 " + TIMES + " 0.75 mm  " + MIDDOT + "  pressure and temperature  "
        + MIDDOT + "  data sheet v2.0, April 2024",
        20,
    )

    def desc() -> None:
        s.heading("\u25b3 1  GENERAL DESCRIPTION", 9.5)
        s.para(
            "The MRB2585 is a piezoresistive absolute pressure sensor with an on-chip "
            "temperature sensor, a 24-bit converter and a digital I" + SQ + "C / SPI interface. "
            "Oversampling from " + TIMES + "1 to " + TIMES + "32 trades current against noise. "
            "Targets are weather stations, indoor navigation (floor detection), drones and "
            "wearables.",
            7.8,
        )

    def feats() -> None:
        s.heading("\u25b3 2  KEY FEATURES", 9.5)
        s.bullets(
            [
                "Pressure range 300 hPa to 1200 hPa",
                "Absolute accuracy " + PM + "0.5 hPa",
                "Relative accuracy " + PM + "0.06 hPa",
                "3.2 " + MU + "A at 1 Hz (ULP mode)",
                "I" + SQ + "C up to 3.4 MHz, SPI up to 10 MHz",
                "VDD 1.71 V to 3.6 V; VDDIO from 1.2 V",
            ],
            7.8,
            "\u2022",
        )

    s.side_by_side(desc, feats, 265, 14)
    s.heading("\u25b3 3  SENSOR SPECIFICATIONS", 9.5)
    s.caption("Table 1 \u00bb Sensor specifications (VDD = 1.8 V, T = 25 " + DEG + ", unless noted)", 7.8)
    s.table(
        [
            Col("Symbol", 50),
            Col("Parameter", 120),
            Col("Conditions", 140),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 63, "C"),
        ],
        [
            ["P_{range}", "Operating pressure range", "", "300", "", "1200", "hPa"],
            [
                "P_{abs}",
                "Absolute pressure\naccuracy",
                "950 " + ELL + " 1050 hPa, 0 " + ELL + " +65 " + DEG + "\n300 " + ELL + " 1200 hPa, -20 "
                + ELL + " +85 " + DEG,
                "-0.5\n-1.0",
                "",
                "+0.5\n+1.0",
                "hPa",
            ],
            ["P_{rel}", "Relative accuracy", "950 " + ELL + " 1050 hPa, 25 " + DEG, "", PM + "0.06", "", "hPa"],
            ["P_{noise}", "Pressure noise (RMS)", "ULP mode (" + TIMES + "1)\nhigh resolution (" + TIMES + "32)",
             "", "2.4\n0.9", "", "Pa"],
            ["TCO", "Temperature coefficient\nof offset", "-20 " + ELL + " +65 " + DEG, "", PM + "0.6", "", "Pa/K"],
            ["P_{stab}", "Long-term stability", "12 months", "", PM + "1.0", "", "hPa"],
            ["T_{op}", "Operating temperature", "", "-40", "", "+85", DEG],
            ["T_{abs}", "Temperature accuracy", "0 " + ELL + " +65 " + DEG + "\n-40 " + ELL + " +85 " + DEG,
             "-0.5\n-1.0", "", "+0.5\n+1.0", DEG],
            ["T_{res}", "Temperature resolution", "", "", "0.01", "", DEG],
        ],
        7.3,
    )
    s.heading("\u25b3 4  ELECTRICAL SPECIFICATIONS", 9.5)
    s.caption("Table 2 \u00bb Electrical specifications (T = 25 " + DEG + ")", 7.8)
    s.table(
        [
            Col("Symbol", 50),
            Col("Parameter", 120),
            Col("Conditions", 140),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 63, "C"),
        ],
        [
            ["V_{DD}", "Supply voltage", "", "1.71", "1.8", "3.6", "V"],
            ["V_{DDIO}", "Interface supply voltage", "", "1.2", "", "3.6", "V"],
            [
                "I_{DD}",
                "Supply current,\n1 Hz output",
                "ULP mode (" + TIMES + "1)\nstandard (" + TIMES + "8)\nhigh resolution (" + TIMES + "32)",
                "",
                "3.2\n9.5\n28",
                "",
                MU + "A",
            ],
            ["I_{peak}", "Peak current", "during conversion", "", "680", "850", MU + "A"],
            ["I_{sleep}", "Sleep current", "no conversion", "", "0.3", "1.0", MU + "A"],
            ["ODR", "Output data rate", "ULP mode (" + TIMES + "1)\nhigh resolution (" + TIMES + "32)",
             "1\n1", "", "200\n25", "Hz"],
            ["t_{start}", "Start-up time", "VDD on to first access", "", "", "2", "ms"],
        ],
        7.3,
    )
    s.heading("\u25b3 5  ABSOLUTE MAXIMUM RATINGS", 9.5)
    s.caption("Table 3 \u00bb Absolute maximum ratings", 7.8)
    s.table(
        [Col("Parameter", 250), Col("Min", 70, "C"), Col("Max", 100, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage VDD, VDDIO", "-0.3", "+4.0", "V"],
            ["Voltage on SDx, SCx, CSB", "-0.3", "VDDIO + 0.3", "V"],
            ["Overpressure", "", "2000", "kPa"],
            ["ESD, human-body model", "", PM + "2", "kV"],
            ["Storage temperature", "-45", "+85", DEG],
        ],
        7.3,
    )

    s.add_page()
    s.heading("\u25b3 6  DIGITAL INTERFACE", 9.5)
    s.caption("Table 4 \u00bb Interface timing and levels", 7.8)
    s.table(
        [
            Col("Symbol", 50),
            Col("Parameter", 120),
            Col("Conditions", 140),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 63, "C"),
        ],
        [
            ["f_{SCL}", "I" + SQ + "C clock frequency", "standard mode\nfast mode\nfast mode plus\nhigh-speed mode",
             "", "", "100\n400\n1000\n3400", "kHz"],
            ["f_{SCK}", "SPI clock frequency", "4-wire or 3-wire", "", "", "10", "MHz"],
            ["V_{IH}", "Input high level", "", "0.7 VDDIO", "", "", "V"],
            ["V_{IL}", "Input low level", "", "", "", "0.3 VDDIO", "V"],
        ],
        7.3,
    )
    s.para(
        "I" + SQ + "C address: the 7-bit address is 101110x. SDO/SA0 to GND gives 0x5C, SDO/SA0 to "
        "VDDIO gives 0x5D. Keep CSB at VDDIO for I" + SQ + "C; pulling CSB low selects SPI (3- or "
        "4-wire, modes 0 and 3). The interface pins are referenced to VDDIO and are not 5 V "
        "tolerant: with 5 V microcontrollers use a level translator.",
        7.8,
    )
    s.heading("\u25b3 7  REGISTER MAP", 9.5)
    s.caption("Table 5 \u00bb Register map (excerpt)", 7.8)
    s.table(
        [Col("Address", 70, "C"), Col("Name", 110), Col("Reset", 70, "C"), Col("Content", 249)],
        [
            ["0x00", "CHIP_ID", "0x85", "device identification"],
            ["0x01", "STATUS", "0x10", "data ready, command ready"],
            ["0x04 " + ELL + " 0x06", "P_DATA", "0x800000", "pressure, 24 bit"],
            ["0x07 " + ELL + " 0x09", "T_DATA", "0x800000", "temperature, 24 bit"],
            ["0x1B", "PWR_CTRL", "0x00", "sleep / forced / normal mode"],
            ["0x1C", "OSR", "0x02", "oversampling " + TIMES + "1 " + ELL + " " + TIMES + "32"],
            ["0x1D", "ODR", "0x00", "output data rate select"],
            ["0x7E", "CMD", "0x00", "write 0xB6 for a soft reset"],
        ],
        7.3,
    )
    s.heading("\u25b3 8  OVERSAMPLING AND DATA RATE", 9.5)
    s.caption("Table 6 \u00bb Recommended settings", 7.8)
    s.table(
        [Col("Mode", 120), Col("Pressure OSR", 80, "C"), Col("Noise (RMS)", 80, "C"),
         Col("Current at 1 Hz", 100, "C"), Col("Max. ODR", 119, "C")],
        [
            ["ultra low power", TIMES + "1", "2.4 Pa", "3.2 " + MU + "A", "200 Hz"],
            ["standard", TIMES + "8", "1.3 Pa", "9.5 " + MU + "A", "75 Hz"],
            ["high resolution", TIMES + "32", "0.9 Pa", "28 " + MU + "A", "25 Hz"],
        ],
        7.3,
    )
    s.heading("\u25b3 9  APPLICATION NOTES", 9.5)
    s.bullets(
        [
            "Altitude: near sea level 1 hPa corresponds to about 8.3 m; 0.06 hPa relative "
            "accuracy resolves about 50 cm (one stair).",
            "Keep the vent hole free. The MRB2585 is not waterproof: it must not be exposed to "
            "liquid water, condensation or dust. Outdoors, mount it behind a vented membrane.",
            "Decouple VDD and VDDIO with 100 nF each. Do not place the sensor next to hot "
            "parts; self-heating and air flow shift the reading.",
            "MRB2585-EVB: evaluation board with a 3.3 V regulator and level translators for "
            "5 V hosts.",
        ],
        7.8,
        "\u2022",
    )
    s.heading("\u25b3 10  ORDERING INFORMATION", 9.5)
    s.table(
        [Col("Order code", 130), Col("Package", 140), Col("Packing", 229)],
        [
            ["MRB2585-LG10", "LGA-10, 2.0 " + TIMES + " 2.0 mm", "tape and reel, 5000 pcs"],
            ["MRB2585-LG10S", "LGA-10, 2.0 " + TIMES + " 2.0 mm", "cut tape, 100 pcs"],
        ],
        7.3,
    )
    revision_table(
        s,
        [
            ["2023-07", "1.0", "First release"],
            ["2024-04", "2.0", "High-speed I" + SQ + "C mode and SPI 3-wire added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "mrb2585.pdf")
