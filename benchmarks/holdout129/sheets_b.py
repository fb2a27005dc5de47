"""Hold-out 129 datasheets, part 2: a vibration / knock sensor module, a CAN transceiver
module, an RGB colour sensor IC (I2C) and an isolated 5 V to 5 V DC-DC converter module.

A Lviv (Ukraine) maker-shop product sheet ("◙" heads, prices in UAH, a versions table,
column groups per version with currents stacked per supply, a "How to use" paragraph and
FAQ), a Debrecen (Hungary) bus-module maker data sheet in Hungarian / English ("n)" heads,
two-line bilingual row names, column groups per version, connector, bus-length and
ordering tables as decoys), a Tashkent (Uzbekistan) optical-sensor IC house data sheet
("⊙ n." heads, "Table n." captions below the tables, a version-selection table, supply
currents stacked per state, optical and ADC tables and a register set as decoys) and a
Rabat (Morocco) power-module house "Fiche technique" in French / English ("◘ n –" heads,
a selection guide with ordering codes, input and output tables in column groups per power
version, output voltage stacked per load, application notes on minimum load).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
MDASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
ARROW = "\u2192"
TIMES = "\u00d7"
MINUS = "\u2212"
UAH = "\u0433\u0440\u043d"


# ------------------------------------------------ vibration / knock sensor module (Lviv)
def vkm2(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="LVIVSKA MAKER LAB",
        header_right="VKM-2S / VKM-2P  vibration & knock sensor module",
        footer_left="Lvivska Maker Lab  \u00b7  vul. Kopernyka, Lviv, Ukraine  \u00b7  "
        "\u0404\u0414\u0420\u041f\u041e\u0423 4381 2207",
        footer_right="\u0441\u0442\u043e\u0440. {page} / {nb}",
        rule_color=(0, 87, 183),
        table_fill=(255, 243, 200),
        accent=(0, 70, 150),
        grid=True,
    )
    s = Sheet(style, "VKM-2S / VKM-2P vibration and knock sensor module")
    s.add_page()
    s.title_block(
        "VKM-2S / VKM-2P",
        "Vibration & Knock Sensor Module " + MDASH + " product sheet",
        "Digital output with adjustable threshold (LM393 comparator); the VKM-2P adds an "
        "analog envelope output  |  sheet v2.1, 2024",
        21,
    )
    mark = "\u25d9 "

    def what() -> None:
        s.heading(mark + "What it is", 10.5)
        s.para(
            "A small board that tells your microcontroller when something shakes or is "
            "knocked. The sensing element feeds one half of an LM393 comparator; the blue "
            "trimmer sets the threshold. When the signal crosses the threshold, DO goes HIGH "
            "and the green DO LED lights.",
            8,
        )
        s.para(
            "The VKM-2S uses an SW-420 spring switch (normally closed) and reacts to "
            "shaking and tilting; the VKM-2P uses a 27 mm piezo disc and reacts to knocks and "
            "taps. The VKM-2P also brings out the rectified piezo envelope on AO.",
            8,
        )

    def glance() -> None:
        s.heading(mark + "At a glance", 10.5)
        s.bullets(
            [
                "Supply 3.3 V " + ELL + " 5 V",
                "DO: HIGH while vibration is above the threshold",
                "Threshold set with a 10 k" + OHM + " trimmer",
                "Two LEDs: PWR (red) and DO (green)",
                "Board 32 " + TIMES + " 14 mm, one M3 hole",
                "Works with Arduino, ESP32, Raspberry Pi, micro:bit",
            ],
            8,
        )

    s.side_by_side(what, glance, 265, 16)
    s.heading(mark + "Versions", 10.5)
    s.table(
        [Col("", 140), Col("VKM-2S", 180, "C"), Col("VKM-2P", 179, "C")],
        [
            [
                "Sensing element",
                "SW-420 spring switch, normally closed",
                "27 mm piezo disc, 1 M" + OHM + " bleed",
            ],
            ["Outputs", "DO", "DO, AO"],
            ["Reacts to", "shaking, tilting, vibration", "knocks, taps, impacts"],
            [
                "DO hold time after the last event",
                "none (follows the switch)",
                "50 ms (RC stretch)",
            ],
            ["Price", "45 " + UAH, "79 " + UAH],
        ],
        8,
    )
    s.heading(mark + "Electrical characteristics", 10.5)
    s.table(
        [
            Col("Parameter", 110),
            Col("Conditions", 100),
            Col("min", 38, "C"),
            Col("typ", 38, "C"),
            Col("max", 38, "C"),
            Col("min", 38, "C"),
            Col("typ", 38, "C"),
            Col("max", 38, "C"),
            Col("Unit", 61, "C"),
        ],
        [
            ["Supply voltage VCC", "", "3.3", "5.0", "5.5", "3.3", "5.0", "5.5", "V"],
            [
                "Supply current\n(quiet, DO LED off)",
                "VCC = 5 V\nVCC = 3.3 V",
                "",
                "4.2\n2.9",
                "",
                "",
                "3.1\n2.0",
                "",
                "mA",
            ],
            [
                "Supply current\n(triggered, DO LED on)",
                "VCC = 5 V\nVCC = 3.3 V",
                "",
                "7.5\n5.0",
                "",
                "",
                "6.4\n4.1",
                "",
                "mA",
            ],
            ["DO output high", "10 k" + OHM + " pull-up to VCC", "", "VCC", "", "", "VCC", "", "V"],
            ["DO output low", "sinking 4 mA", "", "", "0.4", "", "", "0.4", "V"],
            ["DO sink current", "", "", "", "15", "", "", "15", "mA"],
            [
                "AO output range",
                "VCC = 5 V\nVCC = 3.3 V",
                MDASH,
                MDASH,
                MDASH,
                "0\n0",
                "",
                "4.5\n2.9",
                "V",
            ],
            [
                "Threshold range",
                "comparator input",
                "0",
                "",
                "VCC " + MINUS + " 1.5",
                "0",
                "",
                "VCC " + MINUS + " 1.5",
                "V",
            ],
        ],
        8,
        head_rows=[["", "", "VKM-2S", "<", "<", "VKM-2P", "<", "<", ""]],
    )
    s.heading(mark + "Limits", 10.5)
    s.table(
        [Col("Parameter", 210), Col("Value", 150, "C"), Col("Unit", 139, "C")],
        [
            ["Absolute maximum supply voltage", "6.0", "V"],
            ["Operating temperature", MINUS + "10 " + ELL + " +60", DEG],
            ["Storage temperature", MINUS + "20 " + ELL + " +70", DEG],
        ],
        8,
    )

    # ------------------------------------------------------------------ page 2
    s.add_page()
    s.heading(mark + "Pinout", 10.5)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 70, "C"), Col("Function", 369)],
        [
            ["1", "VCC", "Supply, 3.3 V " + ELL + " 5 V"],
            ["2", "GND", "Ground"],
            [
                "3",
                "DO",
                "Digital output, HIGH on vibration / knock (10 k"
                + OHM
                + " pull-up to VCC on the board)",
            ],
            ["4", "AO", "VKM-2P only: analog envelope output, 0 V when quiet"],
        ],
        8,
    )
    s.heading(mark + "How to use", 10.5)
    s.para(
        "Connect VCC and GND, take DO to any digital input and turn the trimmer until the DO "
        "LED just goes out while the board rests. Clockwise makes the module less sensitive.",
        8,
    )
    s.para(
        "The comparator output DO has a 10 k" + OHM + " pull-up to VCC on the board, so its "
        "HIGH level equals the supply: 5 V when VCC = 5 V. An ESP32 or a Raspberry Pi (3.3 V "
        "GPIO, not 5 V tolerant) must then get DO through a divider (10 k"
        + OHM
        + " / 20 k"
        + OHM
        + "), or simply power the module from 3.3 V.",
        8,
    )
    s.para(
        "With the VKM-2P, AO can go to an analog input to see how hard the knock was. AO is "
        "the rectified envelope of the piezo signal (peak detector with a 50 ms decay), not "
        "the waveform itself.",
        8,
    )
    s.heading(mark + "FAQ", 10.5)
    faq = [
        (
            "Can it measure vibration in g, or its frequency?",
            "No. The module is a threshold detector. Neither the spring switch nor the piezo "
            "channel is calibrated, so we give no sensitivity in g or mV/g and no frequency "
            "response.",
        ),
        (
            "Can I power it from 12 V?",
            "No. The maximum supply is 5.5 V (6.0 V absolute). The LED resistors and the "
            "trimmer divider are sized for 3.3 " + ELL + " 5 V.",
        ),
        (
            "Why does DO chatter on the VKM-2S?",
            "The spring switch bounces. Debounce in software (about 20 ms) or use the VKM-2P, "
            "which holds DO for 50 ms after the last knock.",
        ),
        (
            "Will it work on an Arduino Uno?",
            "Yes: VCC to 5V, GND to GND, DO to D2 and use attachInterrupt() on the rising edge.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 8, bold=True)
        s.para(answer, 8)
    s.heading(mark + "Prices (" + UAH + ", incl. VAT)", 10.5)
    s.table(
        [Col("Item", 200), Col("1 pc", 100, "C"), Col("5 pcs", 100, "C"), Col("Code", 99, "C")],
        [
            ["VKM-2S vibration module", "45 " + UAH, "199 " + UAH, "LML-0412"],
            ["VKM-2P knock module", "79 " + UAH, "359 " + UAH, "LML-0413"],
            ["Dupont wires F-F, 20 cm, 10 pcs", "25 " + UAH, MDASH, "LML-0090"],
        ],
        8,
    )
    s.para(
        "Nova Poshta delivery across Ukraine, usually the next day. Pick-up in our Lviv shop "
        "Mon" + NDASH + "Sat 10:00" + NDASH + "19:00.",
        7.5,
    )
    return save(s, out / "vkm-2.pdf")


# ------------------------------------------------ CAN transceiver module (Debrecen)
def hfbcan(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="HAJD\u00da BUS SYSTEMS",
        header_right="HFB-CAN3 / HFB-CAN5  \u00b7  Adatlap / Datasheet",
        footer_left="Hajd\u00fa Bus Systems Kft.  \u00b7  4025 Debrecen, Piac utca  \u00b7  "
        "ad\u00f3sz\u00e1m 25618840-2-09  \u00b7  HFB-CAN-DS v1.3",
        footer_right="{page} / {nb} oldal",
        rule_color=(70, 80, 90),
        table_fill=(232, 234, 236),
        accent=(150, 20, 30),
        grid=True,
    )
    s = Sheet(style, "HFB-CAN3 / HFB-CAN5 CAN bus transceiver module")
    s.add_page()
    s.title_block(
        "HFB-CAN3 / HFB-CAN5",
        "CAN-busz ad\u00f3-vev\u0151 modul / CAN bus transceiver module",
        "ISO 11898-2 high-speed CAN  |  3.3 V (HFB-CAN3) and 5 V (HFB-CAN5) versions  |  "
        "120 " + OHM + " termination on jumper J1  |  v1.3, 2024-05",
        21,
    )

    def desc() -> None:
        s.heading("1) Le\u00edr\u00e1s / Description", 10.5)
        s.para(
            "A small board with a high-speed CAN transceiver, a 120 " + OHM + " termination "
            "resistor on jumper J1, a 5-pin logic header and a 2-way screw terminal for CANH "
            "and CANL. It connects the TXD/RXD pins of a CAN controller (ESP32 TWAI, STM32 "
            "bxCAN, MCP2515 and similar) to a twisted-pair CAN bus.",
            8,
        )
        s.para(
            "HFB-CAN3: 3.3 V transceiver with a standby pin (RS). HFB-CAN5: 5 V transceiver "
            "with a silent (listen-only) pin (S). Classical CAN only; CAN FD frames are not "
            "supported.",
            8,
        )

    def feats() -> None:
        s.heading("2) Jellemz\u0151k / Features", 10.5)
        s.bullets(
            [
                "Bit rates up to 1 Mbit/s",
                "ISO 11898-2 compliant, both versions on one bus",
                "Up to 110 nodes on one bus",
                "120 " + OHM + " termination on J1",
                "Standby (CAN3) or silent mode (CAN5)",
                "Board 30 " + TIMES + " 20 mm, two M2.5 holes",
            ],
            8,
        )

    s.side_by_side(desc, feats, 270, 16)
    s.heading("3) Elektromos jellemz\u0151k / Electrical characteristics", 10.5)
    s.para(
        "Ta = 25 "
        + DEG
        + ", VCC = n\u00e9vleges / nominal, ha nincs m\u00e1s megadva / unless otherwise noted",
        7.5,
    )
    s.table(
        [
            Col("Param\u00e9ter / Parameter", 112),
            Col("Jel", 32, "C"),
            Col("Felt\u00e9tel / Condition", 96),
            Col("min", 34, "C"),
            Col("tip.", 34, "C"),
            Col("max", 34, "C"),
            Col("min", 34, "C"),
            Col("tip.", 34, "C"),
            Col("max", 34, "C"),
            Col("Egys\u00e9g", 35, "C"),
        ],
        [
            [
                "T\u00e1pfesz\u00fclts\u00e9g\nSupply voltage",
                "V_{CC}",
                "",
                "3.0",
                "3.3",
                "3.6",
                "4.75",
                "5.0",
                "5.25",
                "V",
            ],
            [
                "\u00c1ramfelv\u00e9tel, domin\u00e1ns\nSupply current, dominant",
                "I_{CC}",
                "TXD = 0 V, R_{L} = 60 " + OHM,
                "",
                "10",
                "17",
                "",
                "50",
                "70",
                "mA",
            ],
            [
                "\u00c1ramfelv\u00e9tel, recessz\u00edv\nSupply current, recessive",
                "I_{CC}",
                "TXD = V_{CC}",
                "",
                "10",
                "17",
                "",
                "5",
                "10",
                "mA",
            ],
            [
                "K\u00e9szenl\u00e9ti \u00e1ram\nStandby current",
                "I_{STB}",
                "RS = V_{CC} (HFB-CAN3)",
                "",
                "370",
                "600",
                MDASH,
                MDASH,
                MDASH,
                MU + "A",
            ],
            [
                "Csendes m\u00f3d \u00e1ram\nSilent-mode current",
                "I_{SIL}",
                "S = V_{CC} (HFB-CAN5)",
                MDASH,
                MDASH,
                MDASH,
                "",
                "5",
                "10",
                "mA",
            ],
            [
                "T\u00e1pfesz. LED \u00e1rama\nPower LED current",
                "I_{LED}",
                "",
                "",
                "1.0",
                "",
                "",
                "2.5",
                "",
                "mA",
            ],
            ["Bitsebess\u00e9g\nBit rate", "", "", "", "", "1000", "20", "", "1000", "kbit/s"],
            ["TXD bemenet, magas\nTXD input high", "V_{IH}", "", "2.0", "", "", "3.5", "", "", "V"],
            [
                "TXD bemenet, alacsony\nTXD input low",
                "V_{IL}",
                "",
                "",
                "",
                "0.8",
                "",
                "",
                "1.5",
                "V",
            ],
            [
                "RXD kimenet, magas\nRXD output high",
                "V_{OH}",
                "I_{OH} = " + MINUS + "2 mA",
                "2.4",
                "3.2",
                "",
                "3.8",
                "4.6",
                "5.25",
                "V",
            ],
            [
                "RXD kimenet, alacsony\nRXD output low",
                "V_{OL}",
                "I_{OL} = 2 mA",
                "",
                "",
                "0.4",
                "",
                "",
                "0.4",
                "V",
            ],
            [
                "Differenci\u00e1lis kimenet\nDifferential output, dominant",
                "V_{OD}",
                "R_{L} = 60 " + OHM,
                "1.5",
                "2.0",
                "3.0",
                "1.5",
                "2.25",
                "3.0",
                "V",
            ],
            [
                "K\u00f6z\u00f6s m\u00f3dus\u00fa tartom\u00e1ny\nCommon-mode range",
                "V_{CM}",
                "CANH, CANL",
                MINUS + "2",
                "",
                "+7",
                MINUS + "12",
                "",
                "+12",
                "V",
            ],
            [
                "\u00dczemi h\u0151m\u00e9rs\u00e9klet\nOperating temperature",
                "T_{A}",
                "",
                MINUS + "40",
                "",
                "+85",
                MINUS + "40",
                "",
                "+85",
                DEG,
            ],
        ],
        7.5,
        head_rows=[["", "", "", "HFB-CAN3", "<", "<", "HFB-CAN5", "<", "<", ""]],
    )
    s.heading("4) Hat\u00e1r\u00e9rt\u00e9kek / Absolute maximum ratings", 10.5)
    s.table(
        [
            Col("Param\u00e9ter / Parameter", 200),
            Col("HFB-CAN3", 110, "C"),
            Col("HFB-CAN5", 110, "C"),
            Col("Egys\u00e9g / Unit", 79, "C"),
        ],
        [
            [
                "T\u00e1pfesz\u00fclts\u00e9g / Supply voltage VCC",
                MINUS + "0.3 " + ELL + " +6.0",
                MINUS + "0.3 " + ELL + " +6.0",
                "V",
            ],
            [
                "CANH, CANL busz l\u00e1bak / bus pins",
                MINUS + "4 " + ELL + " +16",
                MINUS + "27 " + ELL + " +40",
                "V",
            ],
            [
                "TXD, RXD, RS / S",
                MINUS + "0.3 " + ELL + " VCC + 0.3",
                MINUS + "0.3 " + ELL + " VCC + 0.3",
                "V",
            ],
            [
                "T\u00e1rol\u00e1si h\u0151m\u00e9rs\u00e9klet / Storage temperature",
                MINUS + "40 " + ELL + " +125",
                MINUS + "40 " + ELL + " +125",
                DEG,
            ],
        ],
        7.5,
    )

    # ------------------------------------------------------------------ page 2
    s.add_page()
    s.heading("5) Csatlakoz\u00f3k / Connectors", 10.5)
    s.table(
        [
            Col("T\u00fcske / Pin", 70, "C"),
            Col("N\u00e9v / Name", 80, "C"),
            Col("Funkci\u00f3 / Function", 349),
        ],
        [
            ["1", "VCC", "3.3 V (HFB-CAN3) vagy / or 5 V (HFB-CAN5)"],
            ["2", "GND", "F\u00f6ld / Ground"],
            [
                "3",
                "CTX",
                "TXD bemenet a CAN vez\u00e9rl\u0151t\u0151l / TXD input from the CAN controller",
            ],
            [
                "4",
                "CRX",
                "RXD kimenet a CAN vez\u00e9rl\u0151nek / RXD output to the CAN controller",
            ],
            [
                "5",
                "RS / S",
                "Standby (CAN3) / silent (CAN5); 10 k" + OHM + " to GND on the board = normal mode",
            ],
            ["X1", "CANH, CANL", "Csavaros sorkapocs / screw terminal, 5.0 mm pitch"],
            ["J1", "TERM", "120 " + OHM + " lez\u00e1r\u00e1s / termination, fitted at delivery"],
        ],
        7.5,
    )
    s.heading("6) Buszhossz / Bus length", 10.5)
    s.table(
        [
            Col("Bitsebess\u00e9g / Bit rate", 140, "C"),
            Col("Max. buszhossz / max. bus length (tip.)", 200, "C"),
            Col("Megjegyz\u00e9s / Note", 159),
        ],
        [
            ["1000 kbit/s", "40 m", "CANopen, industrial"],
            ["500 kbit/s", "100 m", "automotive powertrain"],
            ["250 kbit/s", "250 m", "J1939"],
            ["125 kbit/s", "500 m", ""],
            ["50 kbit/s", "1000 m", ""],
        ],
        7.5,
    )
    s.heading("7) Alkalmaz\u00e1si megjegyz\u00e9sek / Application notes", 10.5)
    s.para(
        "3.3 V controllers (ESP32 TWAI, STM32, Raspberry Pi with a 3.3 V CAN controller): use "
        "the HFB-CAN3. Its TXD threshold of 2.0 V and its 3.3 V RXD output connect directly. "
        "The HFB-CAN5 needs VCC = 5 V, wants at least 3.5 V on TXD and drives RXD to 5 V, so "
        "it must not be wired straight to 3.3 V pins.",
        8,
    )
    s.para(
        "Both versions are ISO 11898-2 compliant and can share one bus with each other and "
        "with other high-speed CAN nodes at the same bit rate.",
        8,
    )
    s.para(
        "Lowest bit rate of the HFB-CAN5: a TXD dominant time-out releases the bus when TXD "
        "stays low for too long (a stuck controller). This limits the lowest usable bit rate "
        "to 20 kbit/s. The HFB-CAN3 has no lower limit.",
        8,
    )
    s.para(
        "Termination: fit J1 only on the two nodes at the physical ends of the bus, so that "
        "the bus sees 60 " + OHM + " between CANH and CANL. The module is not isolated: connect "
        "the GND of all nodes and keep the ground offset within the common-mode range.",
        8,
    )
    s.heading("8) Rendel\u00e9si inform\u00e1ci\u00f3 / Ordering information", 10.5)
    s.table(
        [
            Col("Cikksz\u00e1m / Order code", 110),
            Col("Le\u00edr\u00e1s / Description", 229),
            Col("\u00c1r / Price (HUF + \u00c1FA)", 160, "C"),
        ],
        [
            ["HFB-CAN3", "3.3 V module, pin header, screw terminal", "1 490"],
            ["HFB-CAN5", "5 V module, pin header, screw terminal", "1 290"],
            ["HFB-CAN3-D9", "3.3 V module with D-sub 9 (CiA 303-1 pinout)", "2 390"],
            ["HFB-CAN5-D9", "5 V module with D-sub 9 (CiA 303-1 pinout)", "2 190"],
        ],
        7.5,
    )
    return save(s, out / "hfb-can.pdf")


# ------------------------------------------------ RGB colour sensor IC (Tashkent)
def mcs5720(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="TURON OPTOSENSOR",
        header_right="MCS5721, MCS5723, MCS5725, MCS5727",
        footer_left="Turon Optosensor LLC  \u00b7  Tashkent, Uzbekistan  \u00b7  DS-5720-EN v1.4  "
        "\u00b7  May 2024",
        footer_right="{page} / {nb}",
        rule_color=(0, 114, 160),
        table_fill=(225, 242, 248),
        accent=(0, 90, 130),
        grid=False,
    )
    s = Sheet(style, "MCS572x colour light-to-digital converter")
    s.add_page()
    s.title_block(
        "MCS5721, MCS5723, MCS5725, MCS5727",
        "Colour Light-to-Digital Converter with IR-Blocking Filter (RGBC, I\u00b2C)",
        "Data sheet DS-5720-EN v1.4  |  2.0 mm " + TIMES + " 2.4 mm DFN-6",
        16,
    )
    mark = "\u2299 "

    def feats() -> None:
        s.heading(mark + "1. Features", 9.5)
        s.bullets(
            [
                "Red, green, blue and clear (RGBC) photodiode array with IR-blocking filter",
                "Four 16-bit integrating ADCs, one per channel",
                "Integration time 2.4 ms to 614 ms",
                "Analog gain 1" + TIMES + ", 4" + TIMES + ", 16" + TIMES + ", 60" + TIMES,
                "Interrupt output with programmable thresholds and persistence",
                "Wait timer for low average power",
                "I\u00b2C interface, up to 400 kHz",
                "2.0 mm " + TIMES + " 2.4 mm DFN-6 package",
            ],
            7.5,
        )

    def desc() -> None:
        s.heading(mark + "2. Description", 9.5)
        s.para(
            "The MCS572x family converts light into 16-bit digital counts for four channels: "
            "red, green, blue and unfiltered clear. An on-chip IR-blocking filter close to "
            "the photodiodes keeps the infrared content of sunlight and incandescent lamps "
            "out of the colour channels.",
            7.5,
        )
        s.para(
            "Typical uses are ambient-light and colour-temperature sensing for display "
            "backlight control, RGB LED colour feedback, product and fluid colour "
            "recognition, and test equipment.",
            7.5,
        )
        s.para(
            "The four family members differ only in the I\u00b2C address and in the voltage "
            "of the I\u00b2C bus they are made for (see Table 1).",
            7.5,
        )

    s.side_by_side(feats, desc, 240, 16)
    s.heading(mark + "3. Version selection", 9.5)
    s.table(
        [
            Col("Device", 90),
            Col("I\u00b2C address (7-bit)", 100, "C"),
            Col("I\u00b2C bus voltage", 120, "C"),
            Col("ID register", 80, "C"),
            Col("Ordering code", 109, "C"),
        ],
        [
            ["MCS5721", "0x29", "V_{BUS} = 1.8 V", "0x44", "MCS5721-FN6"],
            ["MCS5723", "0x39", "V_{BUS} = 1.8 V", "0x4D", "MCS5723-FN6"],
            ["MCS5725", "0x29", "V_{DD}", "0x44", "MCS5725-FN6"],
            ["MCS5727", "0x39", "V_{DD}", "0x4D", "MCS5727-FN6"],
        ],
        7.5,
    )
    s.caption("Table 1. Version selection", 7.5)
    s.gap(4)
    s.heading(mark + "4. Absolute maximum ratings", 9.5)
    s.table(
        [
            Col("Parameter", 250),
            Col("Symbol", 70, "C"),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "", "3.8", "V"],
            ["Input voltage range, SCL, SDA", "V_{I}", MINUS + "0.5", "3.8", "V"],
            ["Output voltage range, SDA, INT", "V_{O}", MINUS + "0.5", "3.8", "V"],
            ["Output current, SDA, INT", "I_{O}", MINUS + "1", "20", "mA"],
            ["Storage temperature", "T_{stg}", MINUS + "40", "85", DEG],
            ["ESD, human body model", "", "", "2000", "V"],
        ],
        7.5,
    )
    s.caption("Table 2. Absolute maximum ratings over operating free-air temperature range", 7.5)
    s.gap(4)
    s.heading(mark + "5. Recommended operating conditions", 9.5)
    s.table(
        [
            Col("Parameter", 250),
            Col("Symbol", 70, "C"),
            Col("Min", 40, "C"),
            Col("Nom", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "2.7", "3.0", "3.6", "V"],
            ["I\u00b2C bus voltage, MCS5721 and MCS5723", "V_{BUS}", "1.62", "1.8", "1.98", "V"],
            ["Operating free-air temperature", "T_{A}", MINUS + "30", "", "70", DEG],
        ],
        7.5,
    )
    s.caption("Table 3. Recommended operating conditions", 7.5)
    s.gap(4)
    s.heading(mark + "6. Operating characteristics", 9.5)
    s.para("VDD = 3 V, TA = 25 " + DEG + " (unless otherwise noted)", 7)
    s.table(
        [
            Col("Parameter", 120),
            Col("Symbol", 50, "C"),
            Col("Test conditions", 150),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            [
                "Supply current",
                "I_{DD}",
                "Active\nWait state\nSleep state, no I\u00b2C activity",
                "",
                "235\n65\n2.5",
                "330\n\n10",
                MU + "A",
            ],
            [
                "INT, SDA output low\nvoltage",
                "V_{OL}",
                "3 mA sink current\n6 mA sink current",
                "0\n0",
                "",
                "0.4\n0.6",
                "V",
            ],
            [
                "Leakage current,\nSDA, SCL, INT pins",
                "I_{LEAK}",
                "",
                MINUS + "5",
                "",
                "5",
                MU + "A",
            ],
            [
                "SCL, SDA input high\nvoltage",
                "V_{IH}",
                "MCS5721, MCS5723\nMCS5725, MCS5727",
                "1.26\n0.7 VDD",
                "",
                "",
                "V",
            ],
            [
                "SCL, SDA input low\nvoltage",
                "V_{IL}",
                "MCS5721, MCS5723\nMCS5725, MCS5727",
                "",
                "",
                "0.54\n0.3 VDD",
                "V",
            ],
            ["SCL clock frequency", "f_{SCL}", "", "0", "", "400", "kHz"],
        ],
        7.5,
    )
    s.caption("Table 4. Electrical characteristics", 7.5)

    # ------------------------------------------------------------------ page 2
    s.add_page()
    s.table(
        [
            Col("Parameter", 150),
            Col("Wavelength", 70, "C"),
            Col("Clear", 55, "C"),
            Col("Red", 55, "C"),
            Col("Green", 55, "C"),
            Col("Blue", 55, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            [
                "Irradiance responsivity\n(gain 16" + TIMES + ", ATIME 0xF6)",
                "465 nm\n525 nm\n615 nm",
                "13.8\n16.6\n14.9",
                "0.6\n1.3\n12.4",
                "4.2\n10.1\n1.6",
                "10.2\n3.4\n0.8",
                "counts/\n(" + MU + "W/cm\u00b2)",
            ],
            ["Dark ADC count", "Ee = 0", "0 to 5", "0 to 5", "0 to 5", "0 to 5", "counts"],
        ],
        7.5,
    )
    s.caption("Table 5. Optical characteristics (VDD = 3 V, TA = 25 " + DEG + ")", 7.5)
    s.gap(4)
    s.table(
        [
            Col("Parameter", 200),
            Col("Test conditions", 120),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["ADC integration time step size", "ATIME = 0xFF", "2.27", "2.4", "2.56", "ms"],
            ["ADC number of integration steps", "", "1", "", "256", "steps"],
            ["ADC counts per step", "", "0", "", "1024", "counts"],
            ["ADC count value", "ATIME " + LE + " 0xC0 (154 ms)", "0", "", "65535", "counts"],
            [
                "Gain scaling, relative to 1" + TIMES,
                "4" + TIMES + "\n16" + TIMES + "\n60" + TIMES,
                "3.8\n15\n58",
                "4\n16\n60",
                "4.2\n16.8\n63",
                TIMES,
            ],
        ],
        7.5,
    )
    s.caption("Table 6. ADC characteristics", 7.5)
    s.gap(4)
    s.heading(mark + "7. Register set", 9.5)
    s.table(
        [
            Col("Address", 60, "C"),
            Col("Register", 80),
            Col("R/W", 40, "C"),
            Col("Reset value", 70, "C"),
            Col("Function", 249),
        ],
        [
            [
                "0x00",
                "ENABLE",
                "R/W",
                "0x00",
                "power on (PON), ADC enable (AEN), wait enable, interrupt enable",
            ],
            [
                "0x01",
                "ATIME",
                "R/W",
                "0xFF",
                "integration time: 256 " + MINUS + " ATIME steps of 2.4 ms",
            ],
            ["0x03", "WTIME", "R/W", "0xFF", "wait time"],
            ["0x0C", "PERS", "R/W", "0x00", "interrupt persistence filter"],
            [
                "0x0F",
                "CONTROL",
                "R/W",
                "0x00",
                "gain: 00 = 1"
                + TIMES
                + ", 01 = 4"
                + TIMES
                + ", 10 = 16"
                + TIMES
                + ", 11 = 60"
                + TIMES,
            ],
            ["0x12", "ID", "R", MDASH, "0x44 = MCS5721/MCS5725, 0x4D = MCS5723/MCS5727"],
            ["0x13", "STATUS", "R", "0x00", "interrupt and valid flags"],
            [
                "0x14 " + NDASH + " 0x1B",
                "CDATA " + ELL + " BDATAH",
                "R",
                "0x00",
                "clear, red, green, blue data, low byte first",
            ],
        ],
        7.5,
    )
    s.caption(
        "Table 7. Register set (command bit 0x80 must be set in the register address byte)", 7.5
    )
    s.gap(4)
    s.heading(mark + "8. Application notes", 9.5)
    s.para(
        "I\u00b2C address and bus. The 7-bit address is fixed by the ordering code (Table 1). "
        "Two devices with the same address cannot share one bus; pair an MCS5725 (0x29) "
        "with an MCS5727 (0x39), or use a bus switch. SCL and SDA are not 5 V tolerant: their "
        "absolute maximum is 3.8 V. On a 5 V bus use a level shifter. The MCS5721 and MCS5723 "
        "are made for a 1.8 V bus and must not be pulled up to 3.3 V.",
        7.5,
    )
    s.para(
        "Lux and colour temperature. The device reports raw counts. Lux and correlated colour "
        "temperature are computed by the host with coefficients from application note "
        "AN-5720-2; their accuracy depends on the cover glass and is not specified in this "
        "data sheet.",
        7.5,
    )
    s.para(
        "Power. Decouple VDD with 1 " + MU + "F close to the package. Setting PON = 0 puts the "
        "device in the sleep state; the register contents are kept.",
        7.5,
    )
    return save(s, out / "mcs5720.pdf")


# ------------------------------------------------ isolated DC-DC 5 V to 5 V (Rabat)
def idb0505(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="BOUREGREG POWER MODULES",
        header_right="IDB0505S  \u00b7  Fiche technique / Datasheet",
        footer_left="Bouregreg Power Modules SARL  \u00b7  Technopolis, Rabat-Sal\u00e9, Maroc  "
        "\u00b7  RC 128455  \u00b7  FT-IDB-0505 r\u00e9v. 4",
        footer_right="{page}/{nb}",
        rule_color=(0, 98, 65),
        table_fill=(253, 236, 206),
        accent=(193, 39, 45),
        grid=True,
    )
    s = Sheet(style, "IDB0505S isolated DC-DC converter")
    s.add_page()
    s.title_block(
        "IDB0505S Series",
        "1 W / 2 W, 5 V " + ARROW + " 5 V isolated unregulated DC/DC converter, SIP-4",
        "Convertisseur DC/DC isol\u00e9 / Isolated DC/DC converter  |  1500 VDC or 3000 VDC "
        "(suffix H)  |  FT-IDB-0505 r\u00e9v. 4, 2024",
        20,
    )
    mark = "\u25d8 "

    def feats() -> None:
        s.heading(mark + "1 " + NDASH + " Caract\u00e9ristiques / Features", 10)
        s.bullets(
            [
                "Input 5 V " + PM + "10 %",
                "Output 5 V, 1 W (200 mA) or 2 W (400 mA)",
                "I/O isolation 1500 VDC, 3000 VDC on H versions",
                "Efficiency up to 80 %",
                "No heat sink, no external parts needed",
                "SIP-4 package, 2.54 mm pitch",
                "Short-circuit protection: none (1 s max.)",
            ],
            7.5,
        )

    def appl() -> None:
        s.heading(mark + "2 " + NDASH + " Applications", 10)
        s.para(
            "Isolated supply for the bus side of RS-485, CAN and USB interfaces; breaking "
            "ground loops in audio and measurement circuits; separating a noisy digital "
            "ground from a sensor ground. The output is not regulated: it follows the input "
            "and the load (see 5 " + NDASH + " Output specifications).",
            7.5,
        )

    s.side_by_side(feats, appl, 250, 16)
    s.heading(mark + "3 " + NDASH + " Guide de s\u00e9lection / Selection guide", 10)
    s.table(
        [
            Col("Part number", 86),
            Col("Input voltage\nnom. (range)", 74, "C"),
            Col("Output\nvoltage", 52, "C"),
            Col("Output current\nmax. / min.", 78, "C"),
            Col("Efficiency\nfull load, typ.", 72, "C"),
            Col("Max. capacitive\nload", 70, "C"),
            Col("Isolation", 67, "C"),
        ],
        [
            [
                "IDB0505S-1W",
                "5 (4.5" + NDASH + "5.5) V",
                "5 V",
                "200 / 20 mA",
                "76 %",
                "220 " + MU + "F",
                "1500 VDC",
            ],
            [
                "IDB0505S-2W",
                "5 (4.5" + NDASH + "5.5) V",
                "5 V",
                "400 / 40 mA",
                "80 %",
                "330 " + MU + "F",
                "1500 VDC",
            ],
            [
                "IDB0505S-1WH",
                "5 (4.5" + NDASH + "5.5) V",
                "5 V",
                "200 / 20 mA",
                "76 %",
                "220 " + MU + "F",
                "3000 VDC",
            ],
            [
                "IDB0505S-2WH",
                "5 (4.5" + NDASH + "5.5) V",
                "5 V",
                "400 / 40 mA",
                "80 %",
                "330 " + MU + "F",
                "3000 VDC",
            ],
        ],
        7.5,
    )
    s.heading(mark + "4 " + NDASH + " Entr\u00e9e / Input specifications", 10)
    cols = [
        Col("Item", 120),
        Col("Conditions", 105),
        Col("Min.", 36, "C"),
        Col("Typ.", 36, "C"),
        Col("Max.", 36, "C"),
        Col("Min.", 36, "C"),
        Col("Typ.", 36, "C"),
        Col("Max.", 36, "C"),
        Col("Unit", 38, "C"),
    ]
    group = [["", "", "1 W models", "<", "<", "2 W models", "<", "<", ""]]
    s.table(
        cols,
        [
            ["Input voltage range", "", "4.5", "5.0", "5.5", "4.5", "5.0", "5.5", "V"],
            [
                "Input surge voltage",
                "1 s max.",
                MINUS + "0.7",
                "",
                "9",
                MINUS + "0.7",
                "",
                "9",
                "V",
            ],
            [
                "Input current",
                "nominal input, full load\nnominal input, no load",
                "",
                "263\n25",
                "\n40",
                "",
                "500\n40",
                "\n60",
                "mA",
            ],
            ["Reflected ripple current", "", "", "15", "", "", "20", "", "mA p-p"],
            ["Input filter", "capacitor filter", "", "", "", "", "", "", ""],
        ],
        7.5,
        head_rows=group,
    )
    s.heading(mark + "5 " + NDASH + " Sortie / Output specifications", 10)
    s.table(
        cols,
        [
            [
                "Output voltage",
                "100 % load\n10 % load",
                "4.85\n",
                "5.00\n5.40",
                "5.15\n5.75",
                "4.85\n",
                "5.00\n5.35",
                "5.15\n5.70",
                "V",
            ],
            ["Output current", "", "20", "", "200", "40", "", "400", "mA"],
            ["Line regulation", "per 1 % change of VIN", "", "1.2", "1.5", "", "1.2", "1.5", "%"],
            ["Load regulation", "10 % to 100 % load", "", "8", "15", "", "7", "12", "%"],
            ["Ripple & noise", "20 MHz bandwidth", "", "75", "150", "", "80", "150", "mVp-p"],
            ["Temperature drift", "100 % load", "", "0.03", "", "", "0.03", "", "%/" + DEG],
            ["Short-circuit protection", "not protected, 1 s max.", "", "", "", "", "", "", ""],
        ],
        7.5,
        head_rows=group,
    )

    # ------------------------------------------------------------------ page 2
    s.add_page()
    s.heading(
        mark + "6 " + NDASH + " Caract\u00e9ristiques g\u00e9n\u00e9rales / General specifications",
        10,
    )
    s.table(
        [
            Col("Item", 140),
            Col("Conditions", 170),
            Col("Min.", 42, "C"),
            Col("Typ.", 42, "C"),
            Col("Max.", 42, "C"),
            Col("Unit", 63, "C"),
        ],
        [
            [
                "Isolation voltage",
                "tested for 1 minute, leakage " + LE + " 1 mA\nstandard versions\nH versions",
                "\n1500\n3000",
                "",
                "",
                "VDC",
            ],
            ["Isolation resistance", "test voltage 500 VDC", "1000", "", "", "M" + OHM],
            ["Isolation capacitance", "input to output, 100 kHz / 0.1 V", "", "20", "", "pF"],
            ["Switching frequency", "100 % load, nominal input", "", "100", "", "kHz"],
            ["Operating temperature", "see derating", MINUS + "40", "", "+85", DEG],
            ["Storage temperature", "", MINUS + "55", "", "+125", DEG],
            ["Case temperature rise", "Ta = 25 " + DEG + ", full load", "", "25", "", DEG],
            ["Lead temperature", "1.5 mm from case, 10 s", "", "", "300", DEG],
            ["MTBF", "MIL-HDBK-217F, 25 " + DEG, "3500", "", "", "k hours"],
            ["Cooling", "free-air convection", "", "", "", ""],
        ],
        7.5,
    )
    s.heading(mark + "7 " + NDASH + " Notes d'application / Application notes", 10)
    s.para(
        "Minimum load. The IDB0505S is not regulated. Below 10 % of the rated load the output "
        "voltage rises and can reach 7 V with no load. Keep at least 20 mA (1 W models) or "
        "40 mA (2 W models) on the output, or add a dummy resistor, for example 220 "
        + OHM
        + " across the output of a 1 W model.",
        7.5,
    )
    s.para(
        "Source. The input must stay within 4.5 V " + ELL + " 5.5 V. USB ports, USB power banks "
        "and 5 V regulated rails are suitable sources; a single Li-ion cell (3.0 "
        + ELL
        + " 4.2 V) is not. The output follows the input: 5 % less input gives about 5 % less "
        "output.",
        7.5,
    )
    s.para(
        "Capacitance. Do not exceed the maximum capacitive load of the selection guide; larger "
        "capacitors can stop the converter from starting. A 4.7 " + MU + "F input capacitor "
        "and a 10 " + MU + "F output capacitor reduce ripple.",
        7.5,
    )
    s.para(
        "Derating. Full power up to +85 " + DEG + ". The case runs about 25 " + DEG + " above "
        "ambient at full load; leave free air around the module.",
        7.5,
    )
    s.heading(mark + "8 " + NDASH + " Brochage et dimensions / Pin-out and dimensions", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Function", 120), Col("Dimension", 180), Col("Value", 139, "C")],
        [
            [
                "1",
                MINUS + "Vin",
                "Case (L " + TIMES + " W " + TIMES + " H)",
                "11.6 " + TIMES + " 6.0 " + TIMES + " 10.2 mm",
            ],
            ["2", "+Vin", "Pin pitch", "2.54 mm"],
            ["3", MINUS + "Vout", "Pin length", "3.5 mm"],
            ["4", "+Vout", "Weight", "2.1 g"],
        ],
        7.5,
    )
    s.heading(mark + "9 " + NDASH + " Commande / Ordering", 10)
    s.para(
        "Order code: IDB0505S-[power]W[H], e.g. IDB0505S-1W (1 W, 1500 VDC) or IDB0505S-2WH "
        "(2 W, 3000 VDC). Tubes of 25 pieces; minimum order 25 pieces. Samples on request at "
        "contact@bouregreg-power.ma.",
        7.5,
    )
    return save(s, out / "idb0505s.pdf")
