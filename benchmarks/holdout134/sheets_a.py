"""Hold-out 134 datasheets, part 1: a USB-to-UART bridge module, a Hall-effect latch IC, a
2-channel 5 V relay module with optocouplers and a buck-boost 3.3 V regulator IC.

A Dili (Timor-Leste) maker-store product sheet in Tetum and English ("⬡" heads, USD prices
incl. sales tax, a quick-info card, I/O levels stacked per jumper setting, pinout, driver and
price tables as decoys, FAQ), a Toyama (Japan) magnetic-sensor IC house data sheet in
English ("◪ n." heads, "Table n ─" captions, column groups per version in the ratings,
stacked rows per version in the characteristics, pin and ordering tables as decoys), a
Maseru (Lesotho) maker-store sheet (":: UPPER-CASE" heads, maloti prices, column groups per
coil version, two-line row names, stacked input current per VCC, terminals and price list
as decoys) and a Heraklion (Greece) power-IC house data sheet ("⊚ n" heads, "Table n ⁄"
captions, output current stacked per input voltage in column groups per version, pin,
efficiency and ordering tables as decoys).
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
DASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
ARROW = "\u2192"
TIMES = "\u00d7"
MINUS = "\u2212"


# ------------------------------------------------ USB-to-UART bridge module (Dili)
def dxu34(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="LAFAEK MAKER  \u00b7  Dili",
        header_right="DXU-34  \u00b7  Folha produtu / Product sheet",
        footer_left="Lafaek Maker, Unipessoal Lda.  \u00b7  Rua de Colmera 41, Dili, Timor-Leste  "
        "\u00b7  TIN 1004172836  \u00b7  lafaekmaker.tl",
        footer_right="pájina {page} husi {nb}",
        rule_color=(111, 78, 55),
        table_fill=(241, 232, 220),
        accent=(111, 78, 55),
        grid=False,
    )
    s = Sheet(style, "DXU-34 USB to UART bridge module")
    s.add_page()
    s.title_block(
        "DXU-34 USB " + ARROW + " UART Bridge",
        "USB-to-serial adapter, 3.3 V / 5 V selectable I/O " + DASH + " DXU-34C and DXU-34M",
        "SKU LFK-0341  DXU-34C  US$ 4.60   |   SKU LFK-0342  DXU-34M  US$ 3.90   |   prices "
        "include 2.5 % sales tax   |   stock: Dili shop and online",
        20,
    )

    def about() -> None:
        s.heading("\u2b21 Kona-ba / About", 10)
        s.para(
            "The DXU-34 is our everyday USB-to-serial adapter. A full-speed USB bridge chip "
            "(LK2104) appears on your computer as a COM port (Windows) or /dev/ttyUSB0 "
            "(Linux, macOS) and gives you TXD, RXD and the modem lines RTS, CTS and DTR on a "
            "6-pin header. Use it to program Arduino Pro Mini and ESP boards, to read the "
            "debug output of a router or to talk to GPS and Bluetooth modules.",
            8.0,
        )
        s.para(
            "Solder jumper J1 on the back selects the I/O level: 3V3 (as shipped) or 5V. J1 "
            "also sets the voltage on the VCC pin of the header. The two LEDs show TX and RX "
            "traffic; there is no power LED.",
            8.0,
        )

    def quick() -> None:
        s.heading("\u2b21 Informasaun lalais / Quick info", 10)
        s.table(
            [Col("", 72), Col("", 142)],
            [
                ["Bridge chip", "LK2104, USB 2.0 full speed"],
                ["Serial signals", "TXD, RXD, RTS, CTS, DTR"],
                ["I/O level", "3.3 V or 5 V (jumper J1)"],
                ["Baud rate", "300 bps " + ELL + " 2 Mbps"],
                ["Header", "6-pin, 2.54 mm, right angle"],
                ["Drivers", "Windows, macOS, Linux"],
                ["Size (C / M)", "38 " + TIMES + " 17 / 34 " + TIMES + " 17 mm"],
            ],
            7.5,
            show_head=False,
        )

    s.side_by_side(about, quick, 270, 14)
    s.heading("\u2b21 Espesifikasaun / Specifications", 10, rule=True)
    s.table(
        [
            Col("Parameter", 112),
            Col("Condition", 167),
            Col("Min", 46, "C"),
            Col("Typ", 46, "C"),
            Col("Max", 58, "C"),
            Col("Unit", 70, "C"),
        ],
        [
            ["USB supply (VBUS)", "from the USB port", "4.5", "5.0", "5.5", "V"],
            ["Supply current", "data transfer at 115 200 bps", "", "16", "22", "mA"],
            ["", "enumerated, idle", "", "11", "", "mA"],
            ["USB suspend current", "host asleep, LEDs off", "", "0.38", "0.50", "mA"],
            ["3V3 pin voltage", "on-board LDO, 0 " + ELL + " 100 mA", "3.20", "3.30", "3.40", "V"],
            ["3V3 pin output current", "either J1 setting", "", "", "100", "mA"],
            ["5V pin output current", "VBUS through 500 mA polyfuse", "", "", "450", "mA"],
            ["Baud rate", "8N1, 8E1, 8O1, 7N2 " + ELL, "300", "", "2 000 000", "bit/s"],
            [
                "Output high voltage\nTXD, RTS, DTR",
                "J1 = 3V3, I_{OH} = " + MINUS + "2 mA\nJ1 = 5V, I_{OH} = " + MINUS + "2 mA",
                "2.9\n4.4",
                "3.2\n4.8",
                "",
                "V",
            ],
            ["Output low voltage", "I_{OL} = 2 mA, either setting", "", "", "0.4", "V"],
            [
                "Input high voltage\nRXD, CTS",
                "J1 = 3V3\nJ1 = 5V",
                "2.0\n3.5",
                "",
                "3.6\n5.5",
                "V",
            ],
            ["Input low voltage", "J1 = 3V3\nJ1 = 5V", "", "", "0.8\n1.5", "V"],
            ["Series resistor", "in TXD and RXD", "", "470", "", OHM],
            ["Operating temperature", "module, tested", "0", "", "+70", DEG],
            ["Storage temperature", "in the anti-static bag", MINUS + "20", "", "+80", DEG],
        ],
        7.5,
    )
    s.para(
        "The LK2104 chip itself is rated " + MINUS + "40 " + ELL + " +85 " + DEG + ", but the "
        "module (crystal, LDO, polyfuse) is only tested from 0 to 70 " + DEG + ". The chip "
        "accepts baud rates up to 3 Mbps; above 2 Mbps we do not promise error-free transfer "
        "over the header and jumper wires.",
        7.5,
    )
    s.heading("\u2b21 Pin-sira / Pinout", 10, rule=True)
    s.table(
        [Col("Pin", 34, "C"), Col("Name", 52, "C"), Col("Direction", 70, "C"), Col("Function", 343)],
        [
            ["1", "DTR", "out", "Data terminal ready, active low (auto-reset of Arduino / ESP)"],
            ["2", "RXD", "in", "Serial data into the adapter " + DASH + " connect to TX of your board"],
            ["3", "TXD", "out", "Serial data from the adapter " + DASH + " connect to RX of your board"],
            ["4", "VCC", "power", "3.3 V or 5 V, follows J1 (3V3: from the LDO; 5V: from VBUS)"],
            ["5", "CTS", "in", "Clear to send, active low; leave open when not used"],
            ["6", "GND", "power", "Ground, common with the USB ground (not isolated)"],
        ],
        7.5,
    )

    s.add_page()
    s.heading("\u2b21 Jumper J1", 10, rule=True)
    s.para(
        "J1 is a three-pad solder jumper. The middle pad is joined to 3V3 when you buy the "
        "board. To change to 5 V, cut the thin trace between the middle and the 3V3 pad with a "
        "knife and bridge the middle and the 5V pad with solder. Always set J1 before you plug "
        "the cable in. With J1 at 3V3 the RXD and CTS inputs must not see more than 3.6 V; "
        "with J1 at 5V they accept up to 5.5 V.",
        8.0,
    )
    s.heading("\u2b21 Drivers", 10, rule=True)
    s.table(
        [Col("System", 140), Col("Versions", 150), Col("Driver", 209)],
        [
            ["Windows", "7, 8.1, 10, 11 (32 / 64 bit)", "LK210x VCP 6.7.6, via Windows Update"],
            ["macOS", "10.13 " + ELL + " 14", "built in since 10.15, else LK210x 6.0.2"],
            ["Linux", "kernel 3.10 and newer", "built in (usbserial), /dev/ttyUSBn"],
            ["Android", "8 and newer, USB OTG", "app-level driver (e.g. serial terminal apps)"],
        ],
        7.5,
    )
    s.heading("\u2b21 Pergunta sira / FAQ", 10, rule=True)
    faq = [
        (
            "Can I flash an ESP32 or ESP8266 with it?",
            "Yes. Leave J1 at 3V3 and wire TXD " + ARROW + " RX0, RXD " + ARROW + " TX0, GND "
            + ARROW + " GND. DTR and RTS can drive EN and IO0 through the usual two-transistor "
            "circuit of a dev board. Uploads at 921 600 bps work fine.",
        ),
        (
            "Can the adapter power my project?",
            "A little. The 3V3 pin gives up to 100 mA: enough for a sensor board or an ATmega328 "
            "at 8 MHz, but not for an ESP8266 or ESP32 with Wi-Fi on, which pull peaks of 300 "
            + ELL
            + " 500 mA. For those, feed the 5V pin (up to 450 mA) into the board's own 3.3 V "
            "regulator.",
        ),
        (
            "I have a 5 V Arduino Uno / Nano clone. What do I do?",
            "Set J1 to 5V. The TXD high level is then 4.4 V minimum, and RXD accepts the 5 V "
            "signal from the Arduino.",
        ),
        (
            "Can I use it for RS-232 or RS-485?",
            "No. The DXU-34 has TTL / CMOS levels only. The " + PM + "12 V of an RS-232 port "
            "destroys the chip; for RS-485 you need a transceiver board.",
        ),
        (
            "Is the adapter isolated?",
            "No. The GND pin is the ground of your computer's USB port.",
        ),
        (
            "Does it do hardware flow control?",
            "Yes, RTS / CTS, if your terminal program enables it. DSR, DCD and RI are not on the "
            "header.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 8.0, bold=True)
        s.para(answer, 8.0)
    s.heading("\u2b21 Folin / Prices", 10, rule=True)
    s.table(
        [
            Col("SKU", 70),
            Col("Item", 230),
            Col("Qty", 50, "C"),
            Col("US$ (incl. tax)", 149, "R"),
        ],
        [
            ["LFK-0341", "DXU-34C, USB-C connector", "1", "4.60"],
            ["LFK-0342", "DXU-34M, micro-USB connector", "1", "3.90"],
            ["LFK-0341-5", "DXU-34C, pack of 5", "5", "20.50"],
            ["LFK-0950", "USB-C cable 1 m", "1", "1.85"],
            ["LFK-0951", "Dupont wires female-female, 10 pcs", "1", "0.75"],
        ],
        7.5,
    )
    s.para(
        "Prices in US dollars, including 2.5 % sales tax. Shop open Monday to Saturday, 9:00 "
        "to 18:00. Payment in cash, BNCTL transfer or mobile wallet.",
        7.0,
    )
    return save(s, out / "dxu-34.pdf")


# ------------------------------------------------ Hall-effect latch IC (Toyama)
def ehl7021(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="TATEYAMA MAGNETICS",
        header_right="EHL7021 / EHL7021L  Hall-effect latch",
        footer_left="Tateyama Magnetics Co., Ltd.  \u00b7  Toyama, Japan  \u00b7  HQ-E7021 Rev. 2.3  "
        "\u00b7  2024-04",
        footer_right="{page} / {nb}",
        rule_color=(196, 90, 44),
        table_fill=(252, 232, 220),
        accent=(160, 64, 24),
        grid=True,
    )
    s = Sheet(style, "EHL7021 / EHL7021L Hall-effect latch")
    s.add_page()
    s.title_block(
        "EHL7021 / EHL7021L",
        "Chopper-Stabilised Bipolar Hall-Effect Latch with Open-Drain Output",
        "EHL7021: 3.5 V to 24 V, K grade   \u00b7   EHL7021L: low-voltage version, E grade   "
        "\u00b7   SOT-23-3 (SO) and TO-92S (UA) packages",
        19,
    )

    def features() -> None:
        s.heading("\u25ea 1. Features", 10)
        s.bullets(
            [
                "Bipolar latch: south pole turns the output on, north pole turns it off",
                "Supply 3.5 V to 24 V (EHL7021) or 2.2 V to 5.5 V (EHL7021L)",
                "Open-drain output, sinks up to 25 mA (EHL7021)",
                "Reverse-battery protection to " + MINUS + "28 V (EHL7021)",
                "Chopper stabilisation for stable switch points",
                "K grade " + MINUS + "40 " + DEG + " to +125 " + DEG + ", E grade " + MINUS
                + "40 " + DEG + " to +85 " + DEG,
                "Lead-free, RoHS and REACH compliant",
            ],
            7.6,
            mark="\u25aa",
        )

    def description() -> None:
        s.heading("\u25ea 2. Description", 10)
        s.para(
            "The EHL7021 family are bipolar Hall-effect latches made in a mixed-signal CMOS "
            "process. Each device contains a voltage regulator, a Hall plate, a chopper-"
            "stabilised amplifier, a Schmitt trigger and an open-drain N-channel output "
            "transistor.",
            7.6,
        )
        s.para(
            "The output turns on (low) when a south pole of sufficient strength faces the "
            "branded side, and stays on until a north pole of sufficient strength is applied. "
            "Typical uses are brushless DC motor commutation, rotary encoders with ring "
            "magnets, RPM and flow measurement.",
            7.6,
        )

    s.side_by_side(features, description, 250, 14)
    s.heading("\u25ea 3. Absolute Maximum Ratings", 10)
    s.caption("Table 1 \u2500 Absolute maximum ratings (Ta = 25 " + DEG + ")", 8)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 70, "C"),
            Col("EHL7021", 85, "C"),
            Col("EHL7021L", 85, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "28", "6.0", "V"],
            ["Reverse supply voltage", "V_{DD(rev)}", MINUS + "28", MINUS + "0.3", "V"],
            ["Output off voltage", "V_{OUT}", "28", "6.0", "V"],
            ["Output sink current", "I_{OUT}", "50", "20", "mA"],
            ["Magnetic flux density", "B", "unlimited", "unlimited", DASH],
            ["Junction temperature", "T_{j}", "150", "150", DEG],
            ["Storage temperature", "T_{stg}", MINUS + "55 to +150", MINUS + "55 to +150", DEG],
        ],
        7.5,
        head_rows=[["", "", "Rating", "<", ""]],
    )
    s.heading("\u25ea 4. Recommended Operating Conditions", 10)
    s.caption("Table 2 \u2500 Recommended operating conditions", 8)
    s.table(
        [
            Col("Parameter", 130),
            Col("Symbol", 50, "C"),
            Col("Min", 40, "C"),
            Col("Max", 40, "C"),
            Col("Min", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 159, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "3.5", "24", "2.2", "5.5", "V"],
            ["Output sink current", "I_{OUT}", "", "25", "", "10", "mA"],
            ["Output pull-up voltage", "V_{PU}", "", "24", "", "5.5", "V"],
            ["Operating temperature", "T_{a}", MINUS + "40", "125", MINUS + "40", "85", DEG],
        ],
        7.5,
        head_rows=[["", "", "EHL7021 (K)", "<", "EHL7021L (E)", "<", ""]],
    )
    s.heading("\u25ea 5. Electrical Characteristics", 10)
    s.caption(
        "Table 3 \u2500 Electrical characteristics (Ta = 25 " + DEG + "; VDD = 12 V for "
        "EHL7021, 3.0 V for EHL7021L)",
        8,
    )
    s.table(
        [
            Col("Parameter", 88),
            Col("Symbol", 44, "C"),
            Col("Conditions", 197),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Unit", 56, "C"),
        ],
        [
            [
                "Supply current",
                "I_{DD}",
                "EHL7021, output off\nEHL7021L, output off",
                "",
                "3.0\n1.6",
                "5.0\n2.5",
                "mA",
            ],
            [
                "Output low\nvoltage",
                "V_{OL}",
                "EHL7021, I_{OUT} = 20 mA, B > B_{OP}\nEHL7021L, I_{OUT} = 10 mA, B > B_{OP}",
                "",
                "0.20\n0.15",
                "0.40\n0.40",
                "V",
            ],
            [
                "Output leakage\ncurrent",
                "I_{OFF}",
                "V_{OUT} = 24 V (EHL7021) / 5.5 V (L), B < B_{RP}",
                "",
                "< 0.1",
                "10",
                MU + "A",
            ],
            ["Output fall time", "t_{f}", "R_{L} = 820 " + OHM + ", C_{L} = 20 pF", "", "0.2", "1.0", MU + "s"],
            ["Output rise time", "t_{r}", "R_{L} = 820 " + OHM + ", C_{L} = 20 pF", "", "0.1", "0.5", MU + "s"],
            ["Power-on time", "t_{PO}", "V_{DD} " + GE + " V_{DD(min)}, dV/dt > 2 V/" + MU + "s", "", "25", "50", MU + "s"],
            ["Chopping frequency", "f_{C}", "", "", "500", "", "kHz"],
            ["Max. switching\nfrequency", "f_{SW}", "magnetic input, 50 % duty", "20", "", "", "kHz"],
            ["Supply clamp voltage", "V_{Z}", "I_{DD} = 10 mA (EHL7021 only)", "28", "32", "", "V"],
        ],
        7.3,
    )

    s.add_page()
    s.heading("\u25ea 6. Magnetic Characteristics", 10)
    s.caption(
        "Table 4 \u2500 Magnetic characteristics over the operating temperature range "
        "(1 mT = 10 G)",
        8,
    )
    s.table(
        [
            Col("Parameter", 120),
            Col("Symbol", 50, "C"),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Operate point", "B_{OP}", "0.5", "3.0", "6.0", "1.0", "3.5", "7.0", "mT"],
            ["Release point", "B_{RP}", MINUS + "6.0", MINUS + "3.0", MINUS + "0.5", MINUS + "7.0", MINUS + "3.5", MINUS + "1.0", "mT"],
            ["Hysteresis", "B_{HYS}", "", "6.0", "", "", "7.0", "", "mT"],
        ],
        7.5,
        head_rows=[["", "", "EHL7021", "<", "<", "EHL7021L", "<", "<", ""]],
    )
    s.para(
        "Positive flux density is a south pole facing the branded side of the package. The "
        "output is on (low) for B > BOP and off (high impedance) for B < BRP. Between "
        "BRP and BOP the previous state is kept.",
        7.6,
    )
    s.heading("\u25ea 7. Pin Configuration", 10)
    s.caption("Table 5 \u2500 Pin assignment", 8)
    s.table(
        [
            Col("Name", 70, "C"),
            Col("SOT-23-3 (SO)", 90, "C"),
            Col("TO-92S (UA)", 90, "C"),
            Col("Function", 249),
        ],
        [
            ["VDD", "1", "1", "Supply voltage"],
            ["OUT", "2", "3", "Open-drain output"],
            ["GND", "3", "2", "Ground"],
        ],
        7.5,
    )
    s.heading("\u25ea 8. Application Information", 10)
    s.para(
        "Pull-up resistor. The output is an open drain and needs a pull-up resistor to the "
        "logic supply of the host. The pull-up may go to any voltage up to 24 V (EHL7021) or "
        "5.5 V (EHL7021L), independent of VDD, so an EHL7021 powered from 12 V can drive a "
        "3.3 V microcontroller input directly with a 10 k" + OHM + " pull-up to 3.3 V. Choose "
        "the resistor so that the sink current stays within Table 2.",
        7.6,
    )
    s.para(
        "Power-on state. After power is applied the output needs the power-on time tPO to "
        "settle. If the field at power-on lies between the release and operate points, the "
        "output state is not defined until the first pole passes.",
        7.6,
    )
    s.para(
        "Bypass capacitor. Place 100 nF between VDD and GND close to the device. In automotive "
        "or long-cable applications add a series resistor of 100 " + OHM + " in the supply "
        "line; the EHL7021 withstands reverse battery, but it is not specified for ISO 7637 "
        "load-dump pulses.",
        7.6,
    )
    s.heading("\u25ea 9. Ordering Information", 10)
    s.caption("Table 6 \u2500 Ordering information", 8)
    s.table(
        [
            Col("Part number", 120),
            Col("Version", 70, "C"),
            Col("Grade", 55, "C"),
            Col("Package", 80, "C"),
            Col("Marking", 60, "C"),
            Col("Packing", 114, "C"),
        ],
        [
            ["EHL7021KSO-TR", "EHL7021", "K", "SOT-23-3", "21K", "3000 / reel"],
            ["EHL7021KUA-B", "EHL7021", "K", "TO-92S", "7021K", "1000 / bag"],
            ["EHL7021LESO-TR", "EHL7021L", "E", "SOT-23-3", "21L", "3000 / reel"],
            ["EHL7021LEUA-B", "EHL7021L", "E", "TO-92S", "7021L", "1000 / bag"],
        ],
        7.5,
    )
    s.para(
        "Tateyama Magnetics reserves the right to change the specifications in this document "
        "without notice. The products are not designed for life-support or safety-critical "
        "automotive use (ASIL) unless agreed in writing.",
        6.8,
    )
    return save(s, out / "ehl7021.pdf")


# ------------------------------------------------ 2-channel 5 V relay module (Maseru)
def shb2r5(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="SEHLABATHEBE HOBBY ELECTRONICS  \u00b7  Maseru",
        header_right="SHB-2R5 / SHB-2R5L  2-channel relay module",
        footer_left="Sehlabathebe Hobby Electronics (Pty) Ltd  \u00b7  Kingsway, Maseru 100, Lesotho  "
        "\u00b7  Reg. No. A2019/1743  \u00b7  VAT 100234567",
        footer_right="Leqephe {page}/{nb}",
        rule_color=(150, 52, 40),
        table_fill=(246, 236, 200),
        accent=(150, 52, 40),
        grid=True,
    )
    s = Sheet(style, "SHB-2R5 2-channel 5 V relay module")
    s.add_page()
    s.title_block(
        "SHB-2R5  2-Channel 5 V Relay Module",
        "Optocoupler inputs, JD-VCC jumper for a separate coil supply " + DASH + " SHB-2R5 "
        "(standard coils) and SHB-2R5L (low-power coils)",
        "Item 40217 SHB-2R5  M 62.00   \u00b7   Item 40218 SHB-2R5L  M 74.00   \u00b7   prices in "
        "maloti (M), 15 % VAT included   \u00b7   also paid in rand (R) at par",
        19,
    )
    s.heading(":: AT A GLANCE", 10.5, rule=True)
    s.lines(
        [
            "Channels: 2, each with optocoupler, driver transistor, flyback diode, red LED",
            "Trigger: low level (IN pulled to GND " + ARROW + " relay on); IN open or high "
            + ARROW + " relay off",
            "Logic supply VCC: 3.3 " + ELL + " 5 V   \u00b7   Coil supply JD-VCC: 5 V",
            "Contacts: COM / NO / NC on 5.08 mm screw terminals, up to 10 A at 250 VAC (SHB-2R5)",
            "Board: 50 " + TIMES + " 38 " + TIMES + " 19 mm, four M3 holes on a 44.5 " + TIMES
            + " 32.5 mm pattern",
        ],
        8.2,
        2.5,
    )
    s.heading(":: SPECIFICATIONS", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 118),
            Col("Condition", 146),
            Col("SHB-2R5", 78, "C"),
            Col("SHB-2R5L", 78, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Coil supply (JD-VCC)", "nominal", "5.0", "5.0", "V"],
            ["Coil supply range", "allowed at JD-VCC", "4.5 " + ELL + " 5.5", "4.25 " + ELL + " 6.0", "V"],
            ["Coil current\nper relay", "JD-VCC = 5 V, 20 " + DEG, "90", "40", "mA"],
            ["Coil resistance", "20 " + DEG + ", " + PM + "10 %", "55", "125", OHM],
            ["Coil power", "at nominal voltage", "0.45", "0.20", "W"],
            ["JD-VCC current,\nboth relays on", "JD-VCC = 5 V, LEDs included", "186", "86", "mA"],
            ["Must-operate voltage", "max., coil", "3.75", "3.50", "V"],
            ["Must-release voltage", "min., coil", "0.5", "0.5", "V"],
            ["Logic supply (VCC)", "optocoupler side", "3.3 " + ELL + " 5.0", "3.3 " + ELL + " 5.0", "V"],
            [
                "Input current\nper IN pin",
                "VCC = 5.0 V, IN = 0 V\nVCC = 3.3 V, IN = 0 V",
                "3.8\n2.2",
                "3.8\n2.2",
                "mA",
            ],
            [
                "Contact rating,\nresistive load",
                "250 VAC\n125 VAC\n30 VDC",
                "10\n15\n10",
                "7\n10\n7",
                "A",
            ],
            ["Contact rating,\ninductive load", "250 VAC, cos " + "\u03c6" + " = 0.4", "3", "2", "A"],
            ["Max. switching power", "resistive", "2500 VA / 300 W", "1750 VA / 210 W", DASH],
            ["Operate / release time", "max., at nominal coil voltage", "10 / 5", "10 / 5", "ms"],
            ["Electrical life", "at rated resistive load", "100 000", "100 000", "operations"],
            ["Insulation,\ncoil to contacts", "1 minute", "1500", "1500", "VAC"],
            ["Operating temperature", "", MINUS + "25 " + ELL + " +70", MINUS + "25 " + ELL + " +70", DEG],
            ["Operating humidity", "non-condensing", "35 " + ELL + " 85", "35 " + ELL + " 85", "%RH"],
        ],
        7.6,
        head_rows=[["", "", "Version", "<", ""]],
    )
    s.para(
        "SHB-2R5L relays are the low-power type: they halve the load on a USB port or a "
        "battery, but carry less current on the contacts. Both versions use the same board, "
        "terminals and inputs.",
        7.8,
    )

    s.add_page()
    s.heading(":: TERMINALS AND JUMPER", 10.5, rule=True)
    s.table(
        [Col("Header / terminal", 110), Col("Pin", 60, "C"), Col("Name", 70, "C"), Col("What to connect", 259)],
        [
            ["J1 (input, 4 pins)", "1", "GND", "Ground of your microcontroller"],
            ["", "2", "IN1", "Channel 1 control, low = on"],
            ["", "3", "IN2", "Channel 2 control, low = on"],
            ["", "4", "VCC", "Logic supply 3.3 " + ELL + " 5 V for the optocoupler LEDs"],
            ["J2 (power, 3 pins)", "1", "JD-VCC", "Coil supply 5 V (jumper to pin 2 when fitted)"],
            ["", "2", "VCC", "Same net as J1 pin 4"],
            ["", "3", "GND", "Coil ground (relay side)"],
            ["K1, K2 (screw)", "1 / 2 / 3", "NO / COM / NC", "Load circuit, up to 250 VAC"],
        ],
        7.6,
    )
    s.heading(":: POWERING THE BOARD", 10.5, rule=True)
    s.para(
        "Jumper fitted (as shipped): the coils run from VCC, so VCC must be 5 V and must supply "
        "the coil current. The optocouplers then give no isolation, because the coil ground is "
        "your microcontroller's ground.",
        8.0,
    )
    s.para(
        "Jumper removed (isolated): feed 5 V to JD-VCC and GND on J2 from a separate supply. "
        "VCC on J1 then only lights the optocoupler LEDs and indicators (about 4 mA per active "
        "channel). Do not connect GND of J1 to GND of J2.",
        8.0,
    )
    s.para(
        "3.3 V boards (ESP32, Raspberry Pi, Pico): remove the jumper, feed JD-VCC from 5 V and "
        "VCC from the board's 3.3 V pin. A channel switches off when IN rises above VCC " + MINUS
        + " 0.9 V, so with VCC = 5 V a 3.3 V GPIO that is high cannot switch a channel off "
        "reliably.",
        8.0,
    )
    s.heading(":: WHAT CAN I SWITCH?", 10.5, rule=True)
    s.para(
        "Resistive loads (heaters, kettles, incandescent lamps) up to the resistive rating. "
        "Motors, pumps, fans, transformers and fluorescent lamps are inductive: stay below 3 A "
        "(SHB-2R5) or 2 A (SHB-2R5L) at 250 VAC. DC loads above 30 V draw an arc that the "
        "contacts are not rated for. Mains wiring must be done by a qualified person and the "
        "board must sit in a closed, insulated box.",
        8.0,
    )
    s.heading(":: QUESTIONS WE GET", 10.5, rule=True)
    faq = [
        (
            "Can I run the coils from my 12 V supply?",
            "No. These are 5 V relays; above 5.5 V (SHB-2R5) or 6.0 V (SHB-2R5L) the coils "
            "overheat. Use a 12 V " + ARROW + " 5 V buck module, or order the SHB-2R12.",
        ),
        (
            "Will a phone charger do for JD-VCC?",
            "Yes, any 5 V USB charger of 0.5 A or more handles both relays of either version.",
        ),
        (
            "How fast can I switch?",
            "Relays are not for PWM. Keep to one operation per second or slower; the board has "
            "no snubber on the contacts.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 8.0, bold=True)
        s.para(answer, 8.0)
    s.heading(":: PRICE LIST", 10.5, rule=True)
    s.table(
        [Col("Item", 60, "C"), Col("Description", 289), Col("Qty", 50, "C"), Col("M (incl. VAT)", 100, "R")],
        [
            ["40217", "SHB-2R5 2-channel relay module, standard coils", "1", "62.00"],
            ["40218", "SHB-2R5L 2-channel relay module, low-power coils", "1", "74.00"],
            ["40219", "SHB-2R12 2-channel relay module, 12 V coils", "1", "66.00"],
            ["40301", "Jumper caps 2.54 mm, 10 pcs", "1", "5.50"],
            ["40302", "ABS enclosure 85 " + TIMES + " 58 " + TIMES + " 33 mm", "1", "29.00"],
        ],
        7.6,
    )
    s.para(
        "Collect in Maseru (Kingsway, opposite the Post Office) or by courier to Teyateyaneng, "
        "Mafeteng and Leribe for M 45.00. Prices valid until 31 December 2024.",
        7.2,
    )
    return save(s, out / "shb-2r5.pdf")


# ------------------------------------------------ buck-boost 3.3 V regulator IC (Heraklion)
def xbk6330(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="KNOSSOS POWER SEMICONDUCTORS",
        header_right="XBK6330  \u00b7  Buck-boost converter  \u00b7  Data sheet",
        footer_left="Knossos Power Semiconductors S.A.  \u00b7  Heraklion, Crete, Greece  \u00b7  "
        "XBK6330 data sheet, Rev. C, March 2024",
        footer_right="{page}/{nb}",
        rule_color=(112, 84, 62),
        table_fill=(236, 231, 223),
        accent=(112, 84, 62),
        grid=False,
    )
    s = Sheet(style, "XBK6330 buck-boost converter")
    s.add_page()
    s.title_block(
        "XBK6330",
        "1.8 V to 5.5 V Input, 1.8 A Switch, Synchronous Buck-Boost Converter",
        "XBK6330-33 fixed 3.3 V output  \u00b7  XBK6330-ADJ adjustable output  \u00b7  "
        "DFN-10, 3 mm " + TIMES + " 3 mm",
        20,
    )

    def features() -> None:
        s.heading("\u229a 1 Features", 9.5)
        s.bullets(
            [
                "Input voltage range 1.8 V to 5.5 V",
                "Fixed 3.3 V output (" + PM + "2 %) or adjustable 1.2 V to 5.5 V",
                "Up to 1.2 A output current from one Li-ion cell (VIN " + GE + " 3.6 V)",
                "Up to 96 % efficiency; automatic buck / boost transition",
                "2.4 MHz switching, power-save mode at light load",
                "30 " + MU + "A quiescent current, < 1 " + MU + "A in shutdown",
                "Load disconnect and soft start",
                "Over-temperature and short-circuit protection",
            ],
            7.5,
            mark="\u2013",
        )

    def right() -> None:
        s.heading("\u229a 2 Applications", 9.5)
        s.bullets(
            [
                "Single-cell Li-ion and Li-polymer products",
                "Two- and three-cell alkaline or NiMH products",
                "Wearables, handheld meters, BLE and Wi-Fi nodes",
                "3.3 V rail from a USB supply with brown-outs",
            ],
            7.5,
            mark="\u2013",
        )
        s.heading("\u229a 3 Description", 9.5)
        s.para(
            "The XBK6330 is a synchronous buck-boost converter with four internal MOSFET "
            "switches. It keeps a regulated output when the input is above, equal to or below "
            "the output, which makes it suited to a 3.3 V rail from one Li-ion cell over the "
            "whole discharge curve. In shutdown the load is disconnected from the battery.",
            7.5,
        )

    s.side_by_side(features, right, 236, 16)
    s.heading("\u229a 4 Absolute Maximum Ratings", 9.5, rule=True)
    s.caption("Table 4-1 \u2044 Absolute maximum ratings (over operating free-air temperature)", 8)
    s.table(
        [Col("Parameter", 250), Col("Min", 60, "C"), Col("Max", 60, "C"), Col("Unit", 129, "C")],
        [
            ["Voltage on VIN, VINA, L1, L2, EN, PS/SYNC, FB, VOUT", MINUS + "0.3", "7.0", "V"],
            ["Junction temperature, T_{J}", MINUS + "40", "150", DEG],
            ["Storage temperature, T_{stg}", MINUS + "65", "150", DEG],
            ["Electrostatic discharge, human-body model", "", PM + "2000", "V"],
        ],
        7.4,
    )
    s.heading("\u229a 5 Recommended Operating Conditions", 9.5, rule=True)
    s.caption("Table 5-1 \u2044 Recommended operating conditions", 8)
    s.table(
        [Col("Parameter", 250), Col("Min", 60, "C"), Col("Max", 60, "C"), Col("Unit", 129, "C")],
        [
            ["Input voltage, V_{IN}", "1.8", "5.5", "V"],
            ["Output current, I_{OUT}", "", "see Table 7-1", ""],
            ["Operating free-air temperature, T_{A}", MINUS + "40", "85", DEG],
            ["Operating junction temperature, T_{J}", MINUS + "40", "125", DEG],
        ],
        7.4,
    )
    s.heading("\u229a 6 Electrical Characteristics", 9.5, rule=True)
    s.caption(
        "Table 6-1 \u2044 VIN = 3.6 V, TA = " + MINUS + "40 " + DEG + " to 85 " + DEG
        + "; typical values at TA = 25 " + DEG,
        8,
    )
    s.table(
        [
            Col("Parameter", 100),
            Col("Test conditions", 200),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 67, "C"),
        ],
        [
            ["Supply"],
            ["Input voltage range", "", "1.8", "", "5.5", "V"],
            ["Under-voltage lockout", "VIN falling\nVIN rising", "1.50\n1.60", "1.60\n1.70", "1.70\n1.80", "V"],
            [
                "Quiescent\ncurrent",
                "into VIN, I_{OUT} = 0, PS/SYNC = low\ninto VOUT, I_{OUT} = 0, PS/SYNC = low",
                "",
                "30\n10",
                "45\n15",
                MU + "A",
            ],
            ["Shutdown current", "EN = 0 V, VIN = 3.6 V", "", "0.1", "1.0", MU + "A"],
            ["Output"],
            ["Output voltage", "XBK6330-33, VIN = 1.8 " + ELL + " 5.5 V", "3.234", "3.300", "3.366", "V"],
            ["Feedback voltage", "XBK6330-ADJ", "490", "500", "510", "mV"],
            ["Output voltage range", "XBK6330-ADJ", "1.2", "", "5.5", "V"],
            ["Switching frequency", "PWM mode", "2.2", "2.4", "2.6", "MHz"],
            ["Switch current limit", "L1 switch, VIN = 3.6 V", "1.5", "1.8", "2.1", "A"],
            ["On-resistance", "high-side switches\nlow-side switches", "", "100\n80", "", "m" + OHM],
            ["Control"],
            ["EN, PS/SYNC high", "", "1.2", "", "", "V"],
            ["EN, PS/SYNC low", "", "", "", "0.4", "V"],
            ["Thermal shutdown", "rising / hysteresis", "", "140 / 20", "", DEG],
        ],
        7.3,
    )

    s.add_page()
    s.heading("\u229a 7 Output Current Capability", 9.5, rule=True)
    s.caption("Table 7-1 \u2044 Maximum continuous output current, TA = 25 " + DEG, 8)
    s.table(
        [
            Col("Input voltage", 120, "C"),
            Col("Mode", 100, "C"),
            Col("I_{OUT(max)}", 95, "C"),
            Col("I_{OUT(max)}", 95, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["VIN = 1.8 V", "boost", "500", "300", "mA"],
            ["VIN = 2.4 V", "boost", "800", "500", "mA"],
            ["VIN = 3.0 V", "boost", "1000", "650", "mA"],
            ["VIN = 3.6 V", "buck-boost", "1200", "800", "mA"],
            ["VIN = 4.2 V", "buck", "1200", "900", "mA"],
            ["VIN = 5.0 " + ELL + " 5.5 V", "buck", "1200", "1000", "mA"],
        ],
        7.5,
        head_rows=[["", "", "XBK6330-33", "XBK6330-ADJ", ""], ["", "", "VOUT = 3.3 V", "VOUT = 5.0 V", ""]],
    )
    s.para(
        "The limits are set by the 1.8 A switch current limit and by the thermal resistance of "
        "the DFN-10 package on a 4-layer board (R" + "\u03b8" + "JA = 48 " + DEG + "/W). In "
        "the -ADJ version set to VOUT " + LE + " 3.3 V, use the XBK6330-33 column.",
        7.5,
    )
    s.heading("\u229a 8 Typical Efficiency", 9.5, rule=True)
    s.caption("Table 8-1 \u2044 Efficiency, XBK6330-33, PS/SYNC = low (power-save mode)", 8)
    s.table(
        [
            Col("Input", 99, "C"),
            Col("I_{OUT} = 1 mA", 80, "C"),
            Col("10 mA", 80, "C"),
            Col("100 mA", 80, "C"),
            Col("500 mA", 80, "C"),
            Col("1 A", 80, "C"),
        ],
        [
            ["VIN = 2.4 V", "78 %", "86 %", "90 %", "88 %", DASH],
            ["VIN = 3.6 V", "81 %", "89 %", "94 %", "93 %", "90 %"],
            ["VIN = 4.2 V", "80 %", "88 %", "96 %", "94 %", "91 %"],
        ],
        7.5,
    )
    s.heading("\u229a 9 Pin Functions", 9.5, rule=True)
    s.caption("Table 9-1 \u2044 Pin functions, DFN-10", 8)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("I/O", 40, "C"), Col("Description", 349)],
        [
            ["1", "VOUT", "O", "Buck-boost output"],
            ["2", "L2", DASH, "Inductor, output side"],
            ["3", "PGND", DASH, "Power ground"],
            ["4", "L1", DASH, "Inductor, input side"],
            ["5", "VIN", "I", "Power input"],
            ["6", "EN", "I", "Enable, high = on; do not leave open"],
            ["7", "PS/SYNC", "I", "Low = power-save mode, high = forced PWM, or external clock"],
            ["8", "VINA", "I", "Supply of the control circuit, connect to VIN"],
            ["9", "GND", DASH, "Control ground"],
            ["10", "FB", "I", "Feedback; XBK6330-33: connect to VOUT"],
        ],
        7.3,
    )
    s.heading("\u229a 10 Application Information", 9.5, rule=True)
    s.para(
        "Li-ion supply. From one Li-ion or Li-polymer cell the XBK6330-33 holds 3.3 V while the "
        "cell discharges from 4.2 V to 3.0 V and below: it works as a buck converter above "
        "about 3.5 V, as a boost converter below about 3.1 V and mixes both modes in between. "
        "The device has no battery protection: use a cell with its own protection circuit, or "
        "use EN to stop the converter at the cut-off voltage of the cell.",
        7.5,
    )
    s.para(
        "Components. Inductor 1.5 " + MU + "H, saturation current " + GE + " 2 A; input "
        "capacitor 10 " + MU + "F; output capacitor 2 " + TIMES + " 22 " + MU + "F ceramic, "
        "X5R or X7R. For the -ADJ version VOUT = 500 mV " + TIMES + " (1 + R1/R2); keep R2 "
        + LE + " 180 k" + OHM + ".",
        7.5,
    )
    s.para(
        "Start-up. Soft start limits the input current while the output capacitors charge; "
        "the output is in regulation about 1 ms after EN goes high. Radios with high transmit "
        "peaks need the output capacitance given above.",
        7.5,
    )
    s.heading("\u229a 11 Ordering Information", 9.5, rule=True)
    s.table(
        [
            Col("Orderable part", 140),
            Col("Output", 80, "C"),
            Col("Package", 80, "C"),
            Col("Marking", 70, "C"),
            Col("Reel", 129, "C"),
        ],
        [
            ["XBK6330-33DNR", "3.3 V", "DFN-10", "K633", "3000"],
            ["XBK6330-33DNT", "3.3 V", "DFN-10", "K633", "250"],
            ["XBK6330-ADJDNR", "adjustable", "DFN-10", "K630", "3000"],
        ],
        7.3,
    )
    return save(s, out / "xbk6330.pdf")
