"""Hold-out 69 datasheets, part 2: an 8-channel 12-bit SPI ADC IC, a LoRaWAN module, a
mini 5 V to 12 V boost converter module and a 0.91 inch I2C OLED module.

A Japanese ADC data sheet (one electrical table in which spanning section rows
carry the supply condition, so the same parameter names appear twice), a Czech /
English LoRaWAN module data sheet (one column per ordering code with footnote
marks fused to the values), a Malaysian maker-shop boost module guide (a 'Typical
performance' prose section holding the limits, a table whose columns are input
voltages) and a Chinese OLED module specification (version columns inside the
electrical table, absolute maximum and recommended rows side by side, an address
resistor note).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
FWL = "\uff08"
FWR = "\uff09"
FWEQ = "\uff1d"
LE = "\u2264"
GE = "\u2265"


# ------------------------------------------------------------ 8-ch 12-bit ADC (Japanese)
def nkd3208(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="NAKADORI DEVICE CORPORATION",
        header_right="NKD3208  Data Sheet  Ver.2.0",
        footer_left="© Nakadori Device Corporation",
        footer_right="{page}/{nb}",
        table_fill=(225, 225, 225),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "NKD3208 8-channel 12-bit SPI A/D converter")
    s.add_page()
    s.title_block("NKD3208", "8-channel 12-bit A/D Converter with SPI Serial Interface", "", 20)
    s.heading("● Overview", 10.5)
    s.para(
        "The NKD3208 is a successive-approximation 12-bit A/D converter with an 8-channel "
        "multiplexer (8 single-ended or 4 pseudo-differential inputs) and an SPI-compatible "
        "serial interface (modes 0,0 and 1,1). It operates from a single supply.",
        8.5,
    )
    s.heading("● Features", 10.5)
    s.bullets(
        [
            "12-bit resolution, " + PM + "1 LSB INL (max.)",
            "8 input channels, on-chip sample and hold",
            "Single supply operation",
            "Packages" + FWC + "SOP-16 (NKD3208-S), DIP-16 (NKD3208-P)",
        ],
        8.5,
    )
    s.heading("● Absolute Maximum Ratings " + FWL + "Ta" + FWEQ + "25" + FW_C + FWR, 10.5)
    s.table(
        [Col("Item", 200), Col("Symbol", 70, "C"), Col("Rating", 140, "C"), Col("Unit", 89, "C")],
        [
            ["Supply voltage", "VDD", "7.0", "V"],
            ["Analog input voltage", "VIN", "-0.6 ~ VDD+0.6", "V"],
            ["Digital input voltage", "VI", "-0.6 ~ VDD+0.6", "V"],
            ["Storage temperature", "Tstg", "-65 ~ +150", FW_C],
        ],
        7.5,
    )
    s.heading("● Recommended Operating Conditions", 10.5)
    s.table(
        [
            Col("Item", 200),
            Col("Symbol", 70, "C"),
            Col("Min.", 55, "C"),
            Col("Typ.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Supply voltage", "VDD", "2.7", "5.0", "5.5", "V"],
            ["Reference input voltage", "VREF", "0.25", "", "VDD", "V"],
            ["Operating ambient\ntemperature", "Topr", "-40", "", "+85", FW_C],
        ],
        7.5,
    )
    s.heading("● Electrical Characteristics", 10.5)
    s.para(
        FWL + "Ta" + FWEQ + "25" + FW_C + ", VREF" + FWEQ + "VDD, unless otherwise specified" + FWR,
        7.5,
    )
    cols = [
        Col("Item", 170),
        Col("Symbol", 55, "C"),
        Col("Condition", 100, "C"),
        Col("Min.", 45, "C"),
        Col("Typ.", 45, "C"),
        Col("Max.", 45, "C"),
        Col("Unit", 39, "C"),
    ]
    s.table(
        cols,
        [
            ["[Common]"],
            ["Resolution", "", "", "", "", "12", "bit"],
            ["Integral non-linearity", "INL", "", "", PM + "0.75", PM + "1", "LSB"],
            [
                "Differential non-linearity",
                "DNL",
                "no missing codes",
                "",
                PM + "0.5",
                PM + "1",
                "LSB",
            ],
            ["Analog input range", "", "single-ended", "0", "", "VREF", "V"],
            ["[VDD" + FWEQ + "5.0V]"],
            ["Clock frequency", "fCLK", "", "", "", "2.0", "MHz"],
            ["Sampling rate", "fS", "fCLK" + FWEQ + "2.0MHz", "", "", "100", "ksps"],
            ["Operating current", "IDD", "conversion", "", "400", "550", MU + "A"],
            ["Standby current", "IDDS", "CS" + FWEQ + "VDD", "", "0.5", "2", MU + "A"],
            ["[VDD" + FWEQ + "2.7V]"],
            ["Clock frequency", "fCLK", "", "", "", "0.8", "MHz"],
            ["Sampling rate", "fS", "fCLK" + FWEQ + "0.8MHz", "", "", "40", "ksps"],
            ["Operating current", "IDD", "conversion", "", "250", "400", MU + "A"],
            ["Standby current", "IDDS", "CS" + FWEQ + "VDD", "", "0.3", "1", MU + "A"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("● Digital Input/Output Characteristics " + FWL + "all VDD" + FWR, 10.5)
    s.table(
        [
            Col("Item", 170),
            Col("Symbol", 70, "C"),
            Col("Min.", 70, "C"),
            Col("Max.", 70, "C"),
            Col("Unit", 119, "C"),
        ],
        [
            ["", "VIH", "0.7" + "×" + "VDD", "", "V"],
            ["", "VIL", "", "0.3" + "×" + "VDD", "V"],
            ["", "VOH", "VDD-0.5", "", "V"],
            ["", "VOL", "", "0.4", "V"],
        ],
        7.5,
    )
    s.heading("● Channel Selection", 10.5)
    s.table(
        [
            Col("SGL/DIFF", 70, "C"),
            Col("D2", 50, "C"),
            Col("D1", 50, "C"),
            Col("D0", 50, "C"),
            Col("Input", 140, "C"),
            Col("Note", 139, "C"),
        ],
        [
            ["1", "0", "0", "0", "CH0", "single-ended"],
            ["1", "0", "1", "1", "CH3", "single-ended"],
            ["1", "1", "1", "1", "CH7", "single-ended"],
            ["0", "0", "0", "0", "CH0+ / CH1-", "pseudo-diff."],
        ],
        7.5,
    )
    s.heading("● Pin Assignment", 10.5)
    s.table(
        [Col("Pin No.", 60, "C"), Col("Name", 80, "C"), Col("Function", 359)],
        [
            ["1 ~ 8", "CH0 ~ CH7", "analog inputs"],
            ["9", "DGND", "digital ground"],
            ["10", "CS/SHDN", "chip select / shutdown"],
            ["13", "CLK", "serial clock"],
            ["15", "VREF", "reference input"],
            ["16", "VDD", "supply"],
        ],
        7.5,
    )
    s.heading("● Notes on Use", 10.5)
    s.para(
        "1. When VDD is 3.3 V, use fCLK of 1.2 MHz or lower. 2. The source impedance of the "
        "analog input should be 1 kΩ or lower at the maximum sampling rate. 3. Input levels "
        "above VDD+0.6 V are not allowed on any pin; a 5 V logic signal must not drive this IC "
        "when it is operated at 3.3 V.",
        8.5,
    )
    revision_table(s, [["2023/06/01", "2.0", "2.7V characteristics added"]], (90, 60, 349))
    return save(s, out / "nkd3208.pdf")


# ------------------------------------------------------------ LoRaWAN module (Czech)
def vrflw(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="VLTAVA RF s.r.o.",
        header_right="VRF-LW  Katalogový list / Datasheet",
        footer_left="Vltava RF s.r.o., Praha  ·  VRF-LW_DS_CZ-EN_1.4",
        footer_right="Strana {page} z {nb}",
        table_fill=(220, 232, 240),
        accent=(10, 60, 110),
        grid=True,
    )
    s = Sheet(style, "VRF-LW LoRaWAN module")
    s.add_page()
    s.title_block(
        "VRF-LW868 / VRF-LW915",
        "Modul LoRaWAN / LoRaWAN end-device module with AT command interface",
        "LoRaWAN 1.0.4, třída A a C / class A and C, UART, castellated 18 x 16 mm",
        18,
    )
    s.heading("1  Popis / Description", 10.5)
    s.para(
        "The VRF-LW is a ready-to-use LoRaWAN end-device with the stack on board. The host "
        "talks to it over a UART using AT commands; the default setting is 9600 bps, 8N1, "
        "and it can be changed to 115200 bps with AT+BAUD. The I/O pins are 3.3 V CMOS and "
        "are not 5 V tolerant.",
        8.5,
    )
    s.heading("2  Verze / Versions", 10.5)
    s.table(
        [
            Col("Parametr / Parameter", 220),
            Col("VRF-LW868", 100, "C"),
            Col("VRF-LW915", 100, "C"),
            Col("Jedn. / Unit", 79, "C"),
        ],
        [
            ["Kmitočtové pásmo / Frequency band", "863 - 870", "902 - 928", "MHz"],
            ["Regionální profil / Regional profile", "EU868", "US915 / AU915", ""],
            ["Max. vysílací výkon /\nMax. TX output power", "+14^{1)}", "+20^{2)}", "dBm"],
            ["Proud při vysílání (max. výkon) /\nTX current at max. power", "44", "118^{3)}", "mA"],
            ["Proud při příjmu / RX current", "11.5", "11.5", "mA"],
            ["Citlivost / RX sensitivity\nSF12, BW 125 kHz", "-137", "-137", "dBm"],
            ["Citlivost / RX sensitivity\nSF7, BW 125 kHz", "-124", "-124", "dBm"],
            ["Spánek / Sleep current\n(RTC running)", "1.8", "1.8", MU + "A"],
        ],
        7.5,
    )
    s.para(
        "1) Limited by the module firmware to the EU868 regional maximum of +14 dBm. "
        "2) Conducted, VDD = 3.3 V; below VDD = 3.0 V the output is limited to +17 dBm. "
        "3) Peak; size the supply for at least 150 mA.",
        7,
    )
    s.heading("3  Elektrické parametry / Electrical characteristics", 10.5)
    s.para(
        "Ta = 25 " + DEG + ", VDD = 3.3 V, pokud není uvedeno jinak / unless otherwise stated.", 7.5
    )
    s.table(
        [
            Col("Parametr / Parameter", 200),
            Col("Min.", 55, "C"),
            Col("Typ.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Jedn. / Unit", 60, "C"),
            Col("Pozn. / Note", 74, "C"),
        ],
        [
            ["Napájecí napětí / Supply voltage VDD", "2.2", "3.3", "3.6", "V", ""],
            ["Napětí na VDD, mezní / VDD, limiting", "", "", "4.0", "V", "abs. max."],
            ["Vstup H / Input high level", "0.7 VDD", "", "VDD + 0.3", "V", ""],
            ["Vstup L / Input low level", "-0.3", "", "0.3 VDD", "V", ""],
            ["Provozní teplota / Operating temperature", "-40", "", "+85", DEG, ""],
            ["Skladovací teplota / Storage temperature", "-40", "", "+105", DEG, ""],
        ],
        7.5,
    )
    s.add_page()
    s.heading("4  Zapojení vývodů / Pinout", 10.5)
    s.table(
        [
            Col("Vývod / Pin", 70, "C"),
            Col("Název / Name", 90, "C"),
            Col("Popis / Description", 339),
        ],
        [
            ["1", "GND", "ground"],
            ["2", "VDD", "supply 2.2 - 3.6 V"],
            ["5", "TXD", "UART output of the module"],
            ["6", "RXD", "UART input of the module"],
            ["9", "NRST", "reset, active low"],
            ["14", "ANT", "50 Ohm RF pad (or u.FL on -U variants)"],
        ],
        7.5,
    )
    s.heading("5  AT příkazy / AT commands (výběr / selection)", 10.5)
    s.table(
        [
            Col("Příkaz / Command", 140),
            Col("Odpověď / Response", 120),
            Col("Funkce / Function", 239),
        ],
        [
            ["AT+JOIN", "+JOIN: OK", "OTAA join"],
            ["AT+SEND=2,0102", "+SEND: OK", "uplink on port 2"],
            ["AT+BAUD=115200", "OK", "UART rate (9600 / 19200 / 57600 / 115200)"],
            ["AT+DR=5", "OK", "data rate DR5"],
        ],
        7.5,
    )
    s.heading("6  Poznámky / Notes", 10.5)
    s.bullets(
        [
            "Range depends on antenna and environment; typical values are not guaranteed.",
            "Do not operate without antenna or 50 Ohm load at +20 dBm.",
            "Certifications (CE RED, FCC) are in preparation; see www.example.cz/vltava.",
        ],
        8,
    )
    revision_table(s, [["2024-05-06", "1.4", "Sleep current corrected / opraven"]], (90, 60, 349))
    return save(s, out / "vrf-lw.pdf")


# ------------------------------------------------------------ boost module (Malaysia)
def bst12(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Penang Maker Kits",
        header_right="PMK-BST12 product guide",
        footer_left="Penang Maker Kits Sdn. Bhd. - Bayan Lepas",
        footer_right="Page {page} of {nb}",
        table_fill=(255, 230, 230),
        accent=(190, 0, 60),
        grid=True,
    )
    s = Sheet(style, "PMK-BST12 mini boost converter 5 V to 12 V")
    s.add_page()
    s.title_block("PMK-BST12", "Mini boost converter, 5 V in - fixed 12 V out", "", 20)
    s.heading("At a glance", 10.5)
    s.table(
        [Col("", 160), Col("", 339)],
        [
            ["Board size", "22 x 17 mm, 4 solder pads (VIN+, GND, GND, VOUT+)"],
            ["Output", "12 V fixed (set by resistors on the board)"],
            ["Switching frequency", "1.2 MHz"],
            ["Protection", "input reverse polarity: none; output short: none"],
        ],
        8,
        show_head=False,
    )
    s.heading("Typical performance", 10.5)
    s.para(
        "Feed the board with anything from 2.5 V to 5.5 V: a USB port, a power bank or a "
        "single Li-ion cell. Never put more than 6 V on VIN; the converter IC is rated to 6 V "
        "and dies above that. The output is 12 V within " + PM + "4 % across the input range. "
        "With nothing connected to the output the board draws about 1.5 mA from the input. "
        "Efficiency peaks near 89 % at 5 V in and 200 mA out. Output ripple is about 60 mV "
        "peak-to-peak at full load with the on-board 22 " + MU + "F capacitor. We test every "
        "batch between -20 " + DEG + " and +70 " + DEG + ".",
        8.5,
    )
    s.para(
        "How much current you get at 12 V depends on the input voltage, because the input "
        "current is limited by the 2 A switch inside the converter IC:",
        8.5,
    )
    s.table(
        [
            Col("Max. continuous output current at 12 V", 200),
            Col("VIN = 3.0 V", 100, "C"),
            Col("VIN = 3.7 V", 100, "C"),
            Col("VIN = 5.0 V", 99, "C"),
        ],
        [
            ["still air, 25 " + DEG, "180 mA", "250 mA", "400 mA"],
            ["input current at that load", "0.85 A", "0.95 A", "1.1 A"],
        ],
        8,
    )
    s.para(
        "Keep the load below these numbers; above them the output voltage sags and the board "
        "gets hot. There is no over-current shutdown.",
        8.5,
    )
    s.add_page()
    s.heading("Efficiency test points (VIN = 5.0 V)", 10.5)
    s.table(
        [
            Col("Load (mA)", 120, "C"),
            Col("VOUT (V)", 120, "C"),
            Col("Efficiency (%)", 130, "C"),
            Col("Case temp.", 129, "C"),
        ],
        [
            ["50", "12.08", "84", "29 " + DEG],
            ["200", "12.03", "89", "36 " + DEG],
            ["400", "11.92", "86", "51 " + DEG],
        ],
        8,
    )
    s.heading("FAQ", 10.5)
    s.lines(
        [
            "Q: Can I power it from 2 AA cells?  A: 2 x AA gives about 3.0 V fresh and less later;",
            "   below 2.5 V it stops. Expect the 3.0 V row above at best.",
            "Q: Can I use it with a 2S LiPo (7.4 V)?  A: No - see the 6 V limit above.",
            "Q: Is the output isolated?  A: No, input and output share GND.",
            "Q: Can I get 9 V or 15 V?  A: Not from this board; it is fixed at 12 V.",
            "Q: What happens when VIN is switched off?  A: VOUT drops to about VIN minus a",
            "   diode drop while VIN is present; a boost converter cannot switch its output off.",
        ],
        8,
    )
    revision_table(s, [["2024-08-19", "B", "Current table per input voltage"]], (90, 60, 349))
    return save(s, out / "pmk-bst12.pdf")


# --------------------------------------------------------------- OLED module (Chinese)
def jy091(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Shenzhen Jiayu Optoelectronic Co., Ltd.",
        header_right="JY-091 OLED Module Specification",
        footer_left="SPEC No.: JY-091-IIC-A03",
        footer_right="P{page}/{nb}",
        table_fill=(215, 235, 250),
        accent=(0, 90, 170),
        grid=True,
    )
    s = Sheet(style, "JY-091 0.91 inch I2C OLED module")
    s.add_page()
    s.title_block(
        "JY-091W / JY-091B",
        "0.91 inch 128x32 OLED Display Module (I2C)",
        "JY-091W" + FWC + "white pixels  JY-091B" + FWC + "blue pixels",
        18,
    )
    s.heading("1、General Specification", 10.5)
    s.lines(
        [
            "Display size" + FWC + "0.91 inch",
            "Resolution" + FWC + "128 x 32 dots",
            "Driver IC" + FWC + "JY1306 (built in)",
            "Interface" + FWC + "I2C (IIC), 4 pins GND / VCC / SCL / SDA",
            "Module power supply" + FWC + "3.3V" + FWT + "5V (on board 3.3V regulator)",
            "Outline" + FWC + "38.0 x 12.0 mm",
        ],
        8.5,
    )
    s.heading("2、Absolute Maximum Ratings", 10.5)
    s.table(
        [
            Col("Item", 170),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 60, "C"),
            Col("Remark", 89, "C"),
        ],
        [
            ["Module supply voltage", "VCC", "-0.3", "6.0", "V", ""],
            ["Driver IC logic voltage", "VDD", "-0.3", "4.0", "V", "internal"],
            ["Operating temperature", "TOP", "-30", "+70", FW_C, ""],
            ["Storage temperature", "TST", "-40", "+85", FW_C, ""],
        ],
        7.5,
    )
    s.heading("3、Electrical Characteristics", 10.5)
    s.para(FWL + "Unless otherwise specified，Ta" + FWEQ + "25" + FW_C + FWR, 7.5)
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 50, "C"),
            Col("Condition", 95, "C"),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 40, "C"),
            Col("Version", 44, "C"),
        ],
        [
            ["Module supply voltage", "VCC", "", "3.0", "3.3", "5.5", "V", "all"],
            ["Driver IC logic voltage", "VDD", "from LDO", "1.65", "3.3", "3.5", "V", "all"],
            ["Operating current", "ICC", "VCC=5V, all pixels on", "", "21", "28", "mA", "W"],
            ["", "", "VCC=5V, all pixels on", "", "17", "24", "mA", "B"],
            ["", "", "VCC=5V, 50% pixels on", "", "11", "", "mA", "W/B"],
            ["Sleep current", "ISLP", "display off (0xAE)", "", "8", "15", MU + "A", "all"],
            ["I2C clock frequency", "fSCL", "", "", "", "400", "kHz", "all"],
            ["Input high voltage", "VIH", "SCL, SDA", "0.8VCC", "", "", "V", "all"],
            ["Input low voltage", "VIL", "SCL, SDA", "", "", "0.2VCC", "V", "all"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("4、Optical Characteristics", 10.5)
    s.table(
        [
            Col("Item", 170),
            Col("JY-091W", 110, "C"),
            Col("JY-091B", 110, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Brightness", "120", "100", "cd/m²"],
            ["Contrast ratio", "2000:1", "2000:1", ""],
            ["Viewing angle", "> 160", "> 160", "deg"],
            ["Lifetime (50% brightness)", "10000", "15000", "h"],
        ],
        7.5,
    )
    s.heading("5、I2C Address", 10.5)
    s.para(
        "Default slave address is 0x3C (7-bit; 0x78 as 8-bit write address). Move the "
        "0 ohm resistor on the back from position R1 to R2 to change the address to 0x3D. "
        "SCL and SDA are pulled up to VCC on the board by 4.7k resistors.",
        8.5,
    )
    s.heading("6、Interface Pins", 10.5)
    s.table(
        [Col("No.", 50, "C"), Col("Symbol", 80, "C"), Col("Function", 369)],
        [
            ["1", "GND", "power ground"],
            ["2", "VCC", "power 3.3V" + FWT + "5V"],
            ["3", "SCL", "I2C clock"],
            ["4", "SDA", "I2C data"],
        ],
        7.5,
    )
    s.heading("7、Command Table (partial)", 10.5)
    s.table(
        [Col("Command", 90, "C"), Col("Function", 409)],
        [
            ["0xAE / 0xAF", "display off / on"],
            ["0x81, 0x7F", "set contrast"],
            ["0xA8, 0x1F", "multiplex ratio 32"],
            ["0x8D, 0x14", "charge pump on"],
        ],
        7.5,
    )
    s.heading("8、Precautions", 10.5)
    s.lines(
        [
            "1、Static image for long time will cause burn-in, use screen saver.",
            "2、Do not press the glass; FPC bending radius " + GE + " 1mm.",
            "3、Humidity" + FWC + "operating 20%" + FWT + "80%RH, no condensation.",
        ],
        8.5,
    )
    return save(s, out / "jy-091.pdf")
