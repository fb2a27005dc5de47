"""Hold-out 130 datasheets, part 2: a Wi-Fi SoC module with UART AT firmware, a
photoresistor light-sensor module with a comparator output, a 4-digit 7-segment display
driver IC with a two-wire interface and a single-cell linear Li-ion charger IC.

A Luanda (Angola) radio-module house datasheet with Portuguese / English captions ("∆ n."
heads, "Tabela n / Table n" captions below the tables, current stacked per radio mode,
TX power and RX sensitivity stacked per standard, an AT-command table, boot-message baud
rate and pin table as decoys), a Monrovia (Liberia) maker-store sheet ("☀" heads, L$ and
US$ prices, the photoresistor's own table as a decoy, values in prose and FAQ), an
Ashgabat (Turkmenistan) display-IC house data sheet ("⬙ n" heads, "Tab-n." captions above
the tables, input thresholds stacked per VDD, look-alike segment currents, command, timing
and pin tables as decoys) and a Minsk (Belarus) power-IC house data sheet ("▐ n." upper-case
heads, "Table №n" captions, float voltage stacked per version, supply currents stacked per
state, an RPROG table and a status truth table as decoys).
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
ARROW = "\u2192"
TIMES = "\u00d7"
MINUS = "\u2212"


# ------------------------------------------------ Wi-Fi SoC module (Luanda)
def luw31(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KWANZA WIRELESS",
        header_right="LUW-31 / LUW-31U  Datasheet v2.0",
        footer_left="Kwanza Wireless, Lda.  \u00b7  Rua Rainha Ginga, Luanda, Angola  \u00b7  NIF 5417098765",
        footer_right="fl. {page}/{nb}",
        rule_color=(176, 100, 50),
        table_fill=(246, 226, 206),
        accent=(150, 80, 30),
        grid=True,
    )
    s = Sheet(style, "LUW-31 Wi-Fi module")
    s.add_page()
    s.title_block(
        "LUW-31",
        "Wi-Fi 802.11 b/g/n SoC module with AT-command firmware (UART)",
        "LUW-31: PCB antenna, 1 MB flash   \u00b7   LUW-31U: u.FL connector, 4 MB flash   \u00b7   "
        "Módulo Wi-Fi / Wi-Fi module, Datasheet v2.0",
        22,
    )

    def overview() -> None:
        s.heading("\u2206 1. Overview", 10.5)
        s.para(
            "The LUW-31 is a small Wi-Fi module built around a 32-bit RISC SoC running at 80 MHz "
            "(160 MHz boost) with an integrated 2.4 GHz radio, balun and power amplifier. It ships "
            "with AT-command firmware: any microcontroller with a UART can join a network, open "
            "TCP or UDP sockets and act as an access point. The SoC can also be reprogrammed with "
            "your own firmware through the same UART.",
            8,
        )

    def key() -> None:
        s.heading("Key features", 10.5)
        s.bullets(
            [
                "IEEE 802.11 b/g/n, 2.4 GHz, HT20",
                "Up to +19.5 dBm output power (802.11b)",
                "AT firmware on UART0",
                "Station, SoftAP, Station + SoftAP",
                "Deep-sleep with RTC timer wake-up",
                "8-pin 2.54 mm header, 24.8 " + TIMES + " 14.3 mm",
            ],
            8,
        )

    s.side_by_side(overview, key, 285, 16)
    s.heading("\u2206 2. Electrical characteristics", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 50, "C"),
            Col("Conditions", 130),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "", "3.0", "3.3", "3.6", "V"],
            ["Supply current capability\nof the 3.3 V source", "", "", "500", "", "", "mA"],
            ["Input high voltage", "V_{IH}", "V_{CC} = 3.3 V", "2.5", "", "3.6", "V"],
            ["Input low voltage", "V_{IL}", "V_{CC} = 3.3 V", MINUS + "0.3", "", "0.8", "V"],
            ["Output high voltage", "V_{OH}", "I_{OH} = 6 mA", "2.7", "", "", "V"],
            ["Output low voltage", "V_{OL}", "I_{OL} = 6 mA", "", "", "0.4", "V"],
            ["GPIO drive current", "I_{MAX}", "per pin", "", "", "12", "mA"],
            ["Operating temperature", "T_{A}", "", MINUS + "40", "", "+85", DEG],
        ],
        7.8,
    )
    s.caption("Tabela 1 / Table 1 " + NDASH + " Recommended operating conditions", 8)
    s.table(
        [Col("Parameter", 250), Col("Rating", 150, "C"), Col("Unit", 99, "C")],
        [
            ["Supply voltage VCC", MINUS + "0.3 " + ELL + " 3.9", "V"],
            ["Voltage on any I/O pin", MINUS + "0.3 " + ELL + " 3.6", "V"],
            ["Storage temperature", MINUS + "40 " + ELL + " +125", DEG],
            ["ESD, human body model", "2", "kV"],
        ],
        7.8,
    )
    s.caption("Tabela 2 / Table 2 " + NDASH + " Absolute maximum ratings", 8)
    s.para(
        "The I/O pins are not 5 V tolerant. With a 5 V microcontroller, power the LUW-31 from a "
        "separate 3.3 V regulator and level-shift RXD (a 1 k" + OHM + " / 2 k" + OHM + " divider "
        "is enough); the 3.3 V TXD level is read as HIGH by most 5 V inputs. Coin cells and the "
        "3.3 V pin of most 5 V Arduino boards cannot supply the transmit current.",
        8,
    )
    s.heading("\u2206 3. Power consumption", 10.5, rule=True)
    s.table(
        [Col("Mode", 150), Col("Conditions", 220), Col("Typ", 60, "C"), Col("Unit", 69, "C")],
        [
            ["Transmit 802.11b", "1 Mbps, POUT = +19.5 dBm", "320", "mA"],
            ["Transmit 802.11g", "54 Mbps, POUT = +16 dBm", "220", "mA"],
            ["Transmit 802.11n", "MCS7, POUT = +14 dBm", "180", "mA"],
            ["Receive", "802.11b/g/n, listening", "56", "mA"],
            ["Modem-sleep", "CPU on, radio off between beacons", "16", "mA"],
            ["Light-sleep", "CPU paused, wakes on DTIM", "0.9", "mA"],
            ["Deep-sleep", "RTC timer only", "20", MU + "A"],
            ["Power-off", "CH_EN low", "0.5", MU + "A"],
        ],
        7.8,
    )
    s.caption("Tabela 3 / Table 3 " + NDASH + " Current consumption (VCC = 3.3 V, TA = 25 " + DEG + ")", 8)

    s.add_page()
    s.heading("\u2206 4. RF characteristics", 10.5, rule=True)
    s.table(
        [Col("Parameter", 150), Col("Conditions", 180), Col("Min", 40, "C"), Col("Typ", 40, "C"), Col("Max", 40, "C"), Col("Unit", 49, "C")],
        [
            ["Frequency range", "", "2412", "", "2484", "MHz"],
            [
                "Transmit output power",
                "802.11b, 1 Mbps\n802.11g, 54 Mbps\n802.11n, MCS7",
                "",
                "+19.5\n+16\n+14",
                "",
                "dBm",
            ],
            [
                "Receiver sensitivity",
                "802.11b, 1 Mbps\n802.11b, 11 Mbps\n802.11g, 54 Mbps\n802.11n, MCS7",
                "",
                MINUS + "97\n" + MINUS + "91\n" + MINUS + "75\n" + MINUS + "72",
                "",
                "dBm",
            ],
            ["Antenna gain", "LUW-31, PCB antenna", "", "2", "", "dBi"],
        ],
        7.8,
    )
    s.caption("Tabela 4 / Table 4 " + NDASH + " RF characteristics (VCC = 3.3 V, TA = 25 " + DEG + ")", 8)
    s.heading("\u2206 5. UART and AT firmware", 10.5, rule=True)
    s.para(
        "After reset UART0 (TXD, RXD) runs the AT firmware at 115200 bps, 8 data bits, no "
        "parity, 1 stop bit, no flow control. AT+UART_DEF changes the rate to any value from "
        "300 to 921600 bps and stores it in flash. The ROM bootloader prints its start-up "
        "messages at 74880 bps before the firmware starts, so a terminal set to 115200 bps "
        "shows a few garbage characters after each reset " + DASH + " this is normal.",
        8,
    )
    s.table(
        [Col("Command", 200), Col("Example", 170), Col("Response / effect", 129)],
        [
            ["AT", "AT", "OK"],
            ["AT+RST", "AT+RST", "restart"],
            ["AT+CWMODE", "AT+CWMODE=1", "1 station, 2 SoftAP, 3 both"],
            ["AT+CWJAP", "AT+CWJAP=\"ssid\",\"password\"", "WIFI CONNECTED"],
            ["AT+CIPSTART", "AT+CIPSTART=\"TCP\",\"192.168.4.1\",8080", "CONNECT"],
            ["AT+CIPSEND", "AT+CIPSEND=64", "> then 64 bytes"],
            ["AT+UART_DEF", "AT+UART_DEF=115200,8,1,0,0", "OK, stored in flash"],
            ["AT+GSLP", "AT+GSLP=10000", "deep-sleep for 10 000 ms"],
        ],
        7.8,
    )
    s.caption("Tabela 5 / Table 5 " + NDASH + " Frequently used AT commands", 8)
    s.heading("\u2206 6. Pin definition", 10.5, rule=True)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("Type", 60, "C"), Col("Function", 329)],
        [
            ["1", "GND", "P", "ground"],
            ["2", "TXD", "O", "UART0 transmit (GPIO1)"],
            ["3", "GPIO2", "I/O", "general purpose; must be high at boot (internal pull-up)"],
            ["4", "CH_EN", "I", "chip enable, active high; 10 k" + OHM + " pull-up on the module"],
            ["5", "GPIO0", "I/O", "boot mode: low at reset = flash download, high = run"],
            ["6", "RST", "I", "reset, active low"],
            ["7", "RXD", "I", "UART0 receive (GPIO3), 3.3 V only"],
            ["8", "VCC", "P", "3.3 V supply"],
        ],
        7.8,
    )
    s.caption("Tabela 6 / Table 6 " + NDASH + " Pin definition (8-pin header, top view)", 8)
    s.heading("\u2206 7. Ordering information", 10.5, rule=True)
    s.table(
        [Col("Part number", 120), Col("Antenna", 120), Col("Flash", 80, "C"), Col("Packing", 179)],
        [
            ["LUW-31", "PCB trace antenna", "1 MB", "tray, 100 pcs"],
            ["LUW-31U", "u.FL (IPEX) connector", "4 MB", "tray, 100 pcs"],
        ],
        7.8,
    )
    s.caption("Tabela 7 / Table 7 " + NDASH + " Ordering information", 8)
    revision_table(
        s,
        [
            ["2022-09-15", "1.0", "First release"],
            ["2024-02-20", "2.0", "LUW-31U added; deep-sleep and power-off currents"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "luw-31.pdf")


# ------------------------------------------------ photoresistor light-sensor module (Monrovia)
def lrv05(out: Path) -> Path:
    mark = "\u2600 "
    style = Style(
        font="DejaVu",
        header_left="MAMBA POINT MAKER HUB",
        header_right="LRV-05 light sensor  |  product sheet",
        footer_left="Mamba Point Maker Hub Inc.  \u00b7  UN Drive, Monrovia, Liberia  \u00b7  "
        "Business Reg. No. 0412345",
        footer_right="{page} of {nb} pages",
        rule_color=(80, 150, 40),
        table_fill=(234, 246, 214),
        accent=(60, 120, 30),
        grid=False,
    )
    s = Sheet(style, "LRV-05 light sensor module")
    s.add_page()
    s.title_block(
        "LRV-05",
        "Photoresistor light-sensor module with LM393 comparator",
        "LRV-05: 3 pins, digital output DO (part no. MPH-LS05)   |   LRV-05A: 4 pins, DO and "
        "analog output AO (part no. MPH-LS05A)",
        22,
    )

    def what() -> None:
        s.heading(mark + "What it does", 10)
        s.para(
            "The LRV-05 tells your microcontroller whether it is light or dark. A GL5528 "
            "photoresistor and a fixed resistor form a divider; an LM393 comparator compares it "
            "with the blue potentiometer and switches the digital output DO. Turn the "
            "potentiometer to set the switching point " + DASH + " for a night light, a "
            "curtain opener or a sunrise alarm. The LRV-05A also brings the divider voltage out "
            "on AO for an analog input.",
            8,
        )

    def facts() -> None:
        s.heading(mark + "Quick facts", 10)
        s.table(
            [Col("", 70), Col("", 138)],
            [
                ["Supply", "3.3 V " + ELL + " 5 V"],
                ["Output", "DO digital, LOW = bright"],
                ["Analog", "AO on the LRV-05A only"],
                ["Sensor", "GL5528 5 mm photoresistor"],
                ["Comparator", "LM393"],
                ["LEDs", "power (red), DO (green)"],
                ["Board", "32 " + TIMES + " 14 mm, M3 hole"],
            ],
            7.8,
            show_head=False,
        )

    s.side_by_side(what, facts, 275, 16)
    s.heading(mark + "Electrical data", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 130),
            Col("Conditions", 165),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Supply voltage VCC", "", "3.3", "5.0", "5.5", "V"],
            [
                "Supply current",
                "VCC = 3.3 V, DO LED off\nVCC = 5.0 V, DO LED off",
                "",
                "2.6\n4.0",
                "3.5\n5.5",
                "mA",
            ],
            ["Extra current, DO LED on", "VCC = 5.0 V", "", "1.5", "", "mA"],
            ["DO output low voltage", "sinking 4 mA", "", "", "0.4", "V"],
            ["DO output high voltage", "10 k" + OHM + " pull-up to VCC", "", "= VCC", "", "V"],
            ["DO sink current", "", "", "", "15", "mA"],
            ["AO output (LRV-05A)", "bright " + ARROW + " dark", "0", "", "VCC", "V"],
            ["Potentiometer", "single-turn", "", "10", "", "k" + OHM],
            ["Operating temperature", "module", MINUS + "20", "", "+60", DEG],
        ],
        7.8,
    )
    s.heading(mark + "Photoresistor data (GL5528, from its maker)", 10.5, rule=True)
    s.table(
        [Col("Parameter", 200), Col("Conditions", 150), Col("Value", 80, "C"), Col("Unit", 69, "C")],
        [
            ["Light resistance", "10 lx, 2856 K", "8 " + ELL + " 20", "k" + OHM],
            ["Dark resistance", "10 s after 10 lx", GE + " 1", "M" + OHM],
            ["Gamma", "10 " + ELL + " 100 lx", "0.6", ""],
            ["Peak wavelength", "", "540", "nm"],
            ["Rise time (to bright)", "10 lx", "20", "ms"],
            ["Decay time (to dark)", "10 lx " + ARROW + " 0 lx", "30", "ms"],
            ["Maximum voltage", "DC", "150", "V"],
            ["Maximum power", "25 " + DEG, "100", "mW"],
            ["Operating temperature", "", MINUS + "30 " + ELL + " +70", DEG],
        ],
        7.8,
    )

    s.add_page()
    s.heading(mark + "How DO works", 10.5, rule=True)
    s.para(
        "When the light on the photoresistor is brighter than the threshold set with the "
        "potentiometer, DO goes LOW and the green DO LED lights. In the dark the LM393 output "
        "turns off and a 10 k" + OHM + " resistor pulls DO HIGH to VCC. DO therefore swings to "
        "whatever VCC is: powered from 5 V it outputs 5 V. For 3.3 V boards (ESP32, Raspberry "
        "Pi, Pico) power the module from 3.3 V, not from 5 V.",
        8,
    )
    s.para(
        "The comparator has no hysteresis resistor. Near the threshold DO can chatter for a "
        "few milliseconds; debounce it in software or read it only once per second.",
        8,
    )
    s.heading(mark + "Not a lux meter", 10.5, rule=True)
    s.para(
        "The LRV-05 is not calibrated. The photoresistor's tolerance (8 " + ELL + " 20 k" + OHM +
        " at 10 lx) and its temperature drift mean the switching point is only repeatable to "
        "about a factor of two between modules; no accuracy in lux is specified. For real lux "
        "readings use a digital light sensor.",
        8,
    )
    s.heading(mark + "Pins", 10.5, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("LRV-05", 80, "C"), Col("LRV-05A", 80, "C"), Col("Connect to", 289)],
        [
            ["1", "VCC", "VCC", "3.3 V or 5 V of your board"],
            ["2", "GND", "GND", "ground"],
            ["3", "DO", "DO", "digital input pin"],
            ["4", DASH, "AO", "analog input pin (ADC)"],
        ],
        7.8,
    )
    s.heading(mark + "FAQ", 10.5, rule=True)
    faq = [
        (
            "Does it work with an Arduino Uno?",
            "Yes: VCC to 5V, GND to GND, DO to any digital pin. On the LRV-05A connect AO to A0 "
            "and read 0 " + ELL + " 1023; low numbers mean bright.",
        ),
        (
            "How fast does it react?",
            "The photoresistor needs about 20 ms to follow a change to bright and about 30 ms to "
            "follow a change to dark. It cannot see mains flicker or IR remote pulses.",
        ),
        (
            "Can I mount it outside?",
            "The board is not coated or sealed. Put it behind a window or in a clear, closed "
            "box and keep it dry.",
        ),
        (
            "Why does DO stay LOW at night?",
            "The threshold is set too dark. Turn the potentiometer anticlockwise until the "
            "green LED goes off in the dark.",
        ),
    ]
    for question, answer in faq:
        s.para("\u203a " + question, 8, bold=True)
        s.para(answer, 8)
    s.heading(mark + "Prices", 10.5, rule=True)
    s.table(
        [Col("Part no.", 100), Col("Item", 219), Col("L$", 90, "C"), Col("US$", 90, "C")],
        [
            ["MPH-LS05", "LRV-05 light sensor, DO", "250", "1.35"],
            ["MPH-LS05A", "LRV-05A light sensor, DO + AO", "300", "1.60"],
            ["MPH-LS05-10", "LRV-05, bag of 10", "2200", "11.90"],
        ],
        7.8,
    )
    s.para("Prices include 10 % GST. Pick-up at the shop or delivery in Monrovia.", 7.5)
    return save(s, out / "lrv-05.pdf")


# ------------------------------------------------ 7-segment display driver IC (Ashgabat)
def tka4614(out: Path) -> Path:
    mark = "\u2b19 "
    style = Style(
        font="DejaVu",
        header_left="Köpetdag Microelectronics",
        header_right="TKA4614  LED display driver",
        footer_left="Köpetdag Microelectronics HJ  \u00b7  Aşgabat, Türkmenistan  \u00b7  TKA4614-DS v1.1",
        footer_right="sah. {page}/{nb}",
        rule_color=(170, 20, 60),
        table_fill=(236, 236, 236),
        accent=(140, 10, 50),
        grid=False,
    )
    s = Sheet(style, "TKA4614 LED display driver")
    s.add_page()
    s.title_block(
        "TKA4614",
        "LED driver with key scan for 4-digit 7-segment displays, two-wire serial interface",
        "SOP-20 / DIP-20  \u00b7  TKA4614-DS v1.1  \u00b7  2024-01",
        21,
    )

    def general() -> None:
        s.heading(mark + "1 General description", 10)
        s.para(
            "The TKA4614 drives up to four common-anode 7-segment digits with decimal points "
            "(4 " + TIMES + " 8 segments) and scans up to 16 keys. It contains the display "
            "RAM, the segment and grid drivers, an RC oscillator and a power-on reset. A host "
            "microcontroller writes the digits over two wires, CLK and DIO; the TKA4614 then "
            "refreshes the display on its own. Typical uses: clocks, timers, meters and small "
            "appliance panels.",
            8,
        )

    def features() -> None:
        s.heading(mark + "2 Features", 10)
        s.bullets(
            [
                "4 digits " + TIMES + " 8 segments, common anode",
                "8-step brightness (PWM 1/16 " + ELL + " 14/16)",
                "2 " + TIMES + " 8 key scan",
                "Two-wire interface CLK / DIO",
                "3.0 " + ELL + " 5.5 V supply",
                "Built-in RC oscillator, power-on reset",
                "SOP-20 and DIP-20",
            ],
            8,
        )

    s.side_by_side(general, features, 270, 16)
    s.heading(mark + "3 Absolute maximum ratings", 10, rule=True)
    s.caption("Tab-1.  Absolute maximum ratings (TA = 25 " + DEG + ")", 8)
    s.table(
        [Col("Parameter", 200), Col("Symbol", 70, "C"), Col("Rating", 150, "C"), Col("Unit", 79, "C")],
        [
            ["Logic supply voltage", "V_{DD}", MINUS + "0.5 " + ELL + " +7.0", "V"],
            ["Logic input voltage", "V_{I}", MINUS + "0.5 " + ELL + " VDD + 0.5", "V"],
            ["Segment output current", "I_{O1}", "50", "mA"],
            ["Grid output current", "I_{O2}", "200", "mA"],
            ["Power dissipation", "P_{D}", "400", "mW"],
            ["Storage temperature", "T_{STG}", MINUS + "65 " + ELL + " +150", DEG],
        ],
        7.8,
    )
    s.heading(mark + "4 Recommended operating conditions", 10, rule=True)
    s.caption("Tab-2.  Recommended operating conditions", 8)
    s.table(
        [Col("Parameter", 200), Col("Symbol", 70, "C"), Col("Min", 50, "C"), Col("Typ", 50, "C"), Col("Max", 50, "C"), Col("Unit", 79, "C")],
        [
            ["Logic supply voltage", "V_{DD}", "3.0", "5.0", "5.5", "V"],
            ["Operating temperature", "T_{OPR}", MINUS + "40", "", "+85", DEG],
        ],
        7.8,
    )
    s.heading(mark + "5 Electrical characteristics", 10, rule=True)
    s.caption("Tab-3.  Electrical characteristics (TA = 25 " + DEG + ", VDD = 5.0 V unless noted)", 8)
    s.table(
        [
            Col("Parameter", 112),
            Col("Symbol", 46, "C"),
            Col("Test conditions", 142),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 67, "C"),
        ],
        [
            ["Segment source current", "I_{OH1}", "V_{O} = VDD " + MINUS + " 1 V", "20", "25", "40", "mA"],
            ["Segment source current", "I_{OH2}", "V_{O} = VDD " + MINUS + " 2 V", "20", "30", "50", "mA"],
            ["Grid sink current", "I_{OL1}", "V_{O} = 0.3 V", "80", "140", "", "mA"],
            ["DIO output low voltage", "V_{OL}", "I_{OL} = 4 mA", "", "", "0.4", "V"],
            [
                "Input high voltage\n(CLK, DIO)",
                "V_{IH}",
                "VDD = 5.0 V\nVDD = 3.3 V",
                "3.5\n2.3",
                "",
                "",
                "V",
            ],
            [
                "Input low voltage\n(CLK, DIO)",
                "V_{IL}",
                "VDD = 5.0 V\nVDD = 3.3 V",
                "",
                "",
                "1.5\n1.0",
                "V",
            ],
            ["Input hysteresis", "V_{HYS}", "CLK, DIO", "", "0.35", "", "V"],
            [
                "Supply current",
                "I_{DD}",
                "display on, segments open",
                "",
                "2.5",
                "5",
                "mA",
            ],
            ["Standby current", "I_{STB}", "display off (command 0x80)", "", "0.3", "0.8", "mA"],
            ["Oscillator frequency", "f_{OSC}", "", "", "450", "", "kHz"],
            ["Clock frequency", "f_{CLK}", "duty 50 %", "", "", "250", "kHz"],
        ],
        7.8,
    )

    s.add_page()
    s.heading(mark + "6 Serial interface", 10, rule=True)
    s.para(
        "The TKA4614 is written over two wires, CLK and DIO. Start and stop conditions look "
        "like I²C, but data are sent LSB first, each byte is followed by an acknowledge from "
        "the TKA4614, and there is no device address. The TKA4614 is not I²C compatible: do not "
        "connect CLK and DIO to an I²C bus shared with other devices " + DASH + " traffic meant "
        "for them can change the display RAM or the brightness. Use two ordinary GPIO pins.",
        8,
    )
    s.para(
        "DIO is an open-drain output when the TKA4614 acknowledges or returns key data; fit a "
        "10 k" + OHM + " pull-up from DIO and from CLK to VDD. The input thresholds scale with "
        "VDD (see Tab-3): with VDD = 5.0 V a 3.3 V host does not reach VIH.",
        8,
    )
    s.caption("Tab-4.  Command set", 8)
    s.table(
        [Col("Command byte", 90, "C"), Col("Function", 230), Col("Notes", 179)],
        [
            ["0x40", "write display data, auto-increment address", "followed by up to 4 data bytes"],
            ["0x44", "write display data, fixed address", "followed by one address command"],
            ["0x42", "read key scan data", "one byte returned on DIO"],
            ["0xC0 " + ELL + " 0xC3", "display RAM address, digit 1 " + ELL + " 4", "C0H = leftmost digit"],
            ["0x80", "display off", "RAM content is kept"],
            ["0x88 " + ELL + " 0x8F", "display on, brightness step 1 " + ELL + " 8", "1/16, 2/16, 4/16, 10/16, 11/16, 12/16, 13/16, 14/16"],
        ],
        7.8,
    )
    s.caption("Tab-5.  Interface timing (VDD = 5.0 V)", 8)
    s.table(
        [Col("Parameter", 220), Col("Symbol", 70, "C"), Col("Min", 60, "C"), Col("Max", 60, "C"), Col("Unit", 89, "C")],
        [
            ["CLK pulse width", "t_{PW}", "400", "", "ns"],
            ["Data setup time", "t_{SETUP}", "100", "", "ns"],
            ["Data hold time", "t_{HOLD}", "100", "", "ns"],
            ["Transmission delay (ACK)", "t_{PLZ}", "", "300", "ns"],
            ["Rise time of CLK / DIO", "t_{TZH}", "", "1", MU + "s"],
        ],
        7.8,
    )
    s.caption("Tab-6.  Pin description (SOP-20 and DIP-20)", 8)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 90, "C"), Col("I/O", 50, "C"), Col("Function", 299)],
        [
            ["1", "GND", DASH, "ground"],
            ["2 " + ELL + " 9", "SEG1/KS1 " + ELL + " SEG8/KS8", "O", "segment outputs (P-channel open drain), key scan"],
            ["10 " + ELL + " 13", "GRID4 " + ELL + " GRID1", "O", "digit outputs (N-channel open drain)"],
            ["14, 15", "NC", DASH, "not connected"],
            ["16", "VDD", DASH, "logic supply 3.0 " + ELL + " 5.5 V"],
            ["17", "DIO", "I/O", "serial data, open drain"],
            ["18", "CLK", "I", "serial clock"],
            ["19, 20", "K1, K2", "I", "key scan inputs"],
        ],
        7.8,
    )
    s.caption("Tab-7.  Ordering information", 8)
    s.table(
        [Col("Part number", 120), Col("Package", 100, "C"), Col("Packing", 150), Col("Marking", 129, "C")],
        [
            ["TKA4614", "SOP-20", "tube 40 / reel 1000", "TKA4614"],
            ["TKA4614D", "DIP-20", "tube 18", "TKA4614D"],
        ],
        7.8,
    )
    revision_table(
        s,
        [
            ["2023-05-11", "1.0", "Initial release"],
            ["2024-01-22", "1.1", "VIH / VIL at VDD = 3.3 V added; interface note"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "tka4614.pdf")


# ------------------------------------------------ linear Li-ion charger IC (Minsk)
def mzc4072(out: Path) -> Path:
    mark = "\u2590 "
    style = Style(
        font="LiberationSerif",
        header_left="NEMIGA POWER SEMICONDUCTOR",
        header_right="MZC4072  Li-ion charger",
        footer_left="Nemiga Power Semiconductor OJSC  \u00b7  Minsk, Republic of Belarus  \u00b7  "
        "УНП 190456789  \u00b7  MZC4072 DS rev. 3",
        footer_right="стар. {page} з {nb}",
        rule_color=(85, 95, 40),
        table_fill=None,
        accent=(70, 80, 30),
        grid=False,
    )
    s = Sheet(style, "MZC4072 linear Li-ion charger")
    s.add_page()
    s.title_block(
        "MZC4072",
        "1 A standalone linear Li-ion / Li-polymer charger with thermal regulation",
        "MZC4072-42 (4.20 V)  \u00b7  MZC4072-435 (4.35 V)  \u00b7  ESOP-8  \u00b7  rev. 3, "
        "April 2024",
        22,
    )

    def features() -> None:
        s.heading(mark + "1. FEATURES", 10)
        s.bullets(
            [
                "Programmable charge current up to 1000 mA",
                "Float voltage 4.20 V or 4.35 V, " + PM + "1 %",
                "Thermal regulation at 120 " + DEG,
                "Trickle charge below 2.9 V",
                "C/10 termination, automatic recharge",
                "Open-drain CHRG and STDBY outputs",
                "Battery temperature input (TEMP)",
                "No MOSFET, sense resistor or diode",
            ],
            8.5,
        )

    def right() -> None:
        s.heading(mark + "2. APPLICATIONS", 10)
        s.para("Single-cell handheld devices, USB and power-bank charging, Bluetooth speakers, "
               "toys, torches and 18650 charging boards.", 8.5)
        s.heading(mark + "3. DESCRIPTION", 10)
        s.para(
            "The MZC4072 is a constant-current / constant-voltage linear charger for one "
            "Li-ion or Li-polymer cell. One resistor on PROG sets the charge current; charging "
            "ends when the current falls to one tenth of the programmed value. When the die "
            "gets hot the charge current is reduced automatically instead of shutting down.",
            8.5,
        )

    s.side_by_side(features, right, 230, 16)
    s.heading(mark + "4. ABSOLUTE MAXIMUM RATINGS", 10, rule=True)
    s.caption("Table №1", 8.5)
    s.table(
        [Col("Parameter", 280), Col("Rating", 140, "C"), Col("Unit", 79, "C")],
        [
            ["Input supply voltage VIN", MINUS + "0.3 " + ELL + " 8.0", "V"],
            ["BAT pin voltage", MINUS + "0.3 " + ELL + " 7.0", "V"],
            ["PROG, TEMP, CE pin voltage", MINUS + "0.3 " + ELL + " VIN + 0.3", "V"],
            ["CHRG, STDBY pin voltage", MINUS + "0.3 " + ELL + " 8.0", "V"],
            ["BAT pin current", "1200", "mA"],
            ["Junction temperature", "145", DEG],
            ["Storage temperature", MINUS + "65 " + ELL + " +125", DEG],
            ["Lead temperature (soldering, 10 s)", "260", DEG],
        ],
        8,
    )
    s.heading(mark + "5. RECOMMENDED OPERATING CONDITIONS", 10, rule=True)
    s.caption("Table №2", 8.5)
    s.table(
        [Col("Parameter", 280), Col("Min", 50, "C"), Col("Typ", 45, "C"), Col("Max", 45, "C"), Col("Unit", 79, "C")],
        [
            ["Input supply voltage VIN", "4.35", "5.0", "6.5", "V"],
            ["Charge current IBAT", "130", "", "1000", "mA"],
            ["Operating ambient temperature TA", MINUS + "40", "", "+85", DEG],
        ],
        8,
    )
    s.heading(mark + "6. ELECTRICAL CHARACTERISTICS", 10, rule=True)
    s.caption("Table №3   (VIN = 5 V, TA = 25 " + DEG + " unless otherwise noted)", 8.5)
    s.table(
        [
            Col("Parameter", 108),
            Col("Symbol", 50, "C"),
            Col("Conditions", 160),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 55, "C"),
        ],
        [
            [
                "Input supply current",
                "I_{CC}",
                "charging, RPROG = 1.2 k" + OHM + "\ncharge terminated (standby)\nshutdown, CE low",
                "",
                "150\n55\n40",
                "500\n100\n80",
                MU + "A",
            ],
            [
                "Regulated output\n(float) voltage",
                "V_{FLOAT}",
                "MZC4072-42, TA = 0 " + ELL + " 85 " + DEG + "\nMZC4072-435, TA = 0 " + ELL + " 85 " + DEG,
                "4.158\n4.307",
                "4.200\n4.350",
                "4.242\n4.394",
                "V",
            ],
            [
                "Charge current",
                "I_{BAT}",
                "RPROG = 1.2 k" + OHM + "\nRPROG = 2.4 k" + OHM,
                "920\n460",
                "1000\n500",
                "1080\n540",
                "mA",
            ],
            [
                "Battery reverse\ncurrent",
                "I_{BAT(R)}",
                "VIN removed, VBAT = 4.2 V",
                "",
                "1",
                "3",
                MU + "A",
            ],
            ["Trickle charge current", "I_{TRKL}", "VBAT < VTRKL, RPROG = 1.2 k" + OHM, "80", "100", "120", "mA"],
            ["Trickle threshold", "V_{TRKL}", "VBAT rising", "2.8", "2.9", "3.0", "V"],
            ["VIN undervoltage lockout", "V_{UV}", "VIN rising", "3.6", "3.8", "4.0", "V"],
            ["VIN overvoltage lockout", "V_{OV}", "VIN rising", "6.6", "6.8", "7.0", "V"],
            ["Recharge threshold", "\u0394V_{RECHG}", "VFLOAT " + MINUS + " VRECHG", "100", "150", "200", "mV"],
            ["Termination current", "I_{TERM}", "RPROG = 1.2 k" + OHM, "80", "100", "120", "mA"],
            ["CHRG, STDBY low level", "V_{OL}", "sinking 5 mA", "", "0.3", "0.6", "V"],
            ["Thermal regulation", "T_{LIM}", "junction", "", "120", "", DEG],
        ],
        7.5,
    )

    s.add_page()
    s.heading(mark + "7. SETTING THE CHARGE CURRENT", 10, rule=True)
    s.para(
        "The charge current is set by one resistor from PROG to GND: ICHG = 1200 V / RPROG "
        "(ICHG in A, RPROG in " + OHM + "). Use a 1 % resistor. Typical values:",
        8.5,
    )
    s.caption("Table №4", 8.5)
    s.table(
        [Col("RPROG (k" + OHM + ")", 70, "C")] + [Col(v, 47.7, "C") for v in ("10", "5", "4", "3", "2.4", "2", "1.5", "1.2")],
        [["ICHG (mA)", "120", "240", "300", "400", "500", "600", "800", "1000"]],
        8,
    )
    s.heading(mark + "8. STATUS OUTPUTS", 10, rule=True)
    s.caption("Table №5", 8.5)
    s.table(
        [Col("State", 210), Col("CHRG", 80, "C"), Col("STDBY", 80, "C"), Col("Typical LED", 129, "C")],
        [
            ["Charging (trickle or full current)", "low", "high-Z", "red on"],
            ["Charge terminated", "high-Z", "low", "green on"],
            ["VIN below UVLO or above OVP", "high-Z", "high-Z", "both off"],
            ["Battery temperature outside window", "high-Z", "high-Z", "both off"],
            ["No battery connected", "toggling", "low", "red flickers"],
        ],
        8,
    )
    s.heading(mark + "9. APPLICATION NOTES", 10, rule=True)
    s.bullets(
        [
            "Sources: USB ports, 5 V adapters and USB power banks are suitable. A USB 2.0 port "
            "supplies 500 mA: use RPROG = 2.4 k" + OHM + ".",
            "Power: the part dissipates (VIN " + MINUS + " VBAT) " + TIMES + " ICHG. At 1 A from "
            "5 V into a 3.5 V cell that is 1.5 W, and on a small board thermal regulation will "
            "reduce the current. A large copper area under the exposed pad helps.",
            "Cells: the MZC4072-42 is for Li-ion and Li-polymer cells charged to 4.2 V, the "
            "MZC4072-435 for 4.35 V high-voltage cells. Do not use either for LiFePO4 cells or for "
            "two or more cells in series.",
            "Temperature: with a 10 k" + OHM + " NTC (B = 3435) on TEMP, charging stops outside "
            "about 0 " + ELL + " 45 " + DEG + " cell temperature. Li-ion cells must not be charged "
            "below 0 " + DEG + ". Tie TEMP to GND to disable the function.",
            "There is no charge timer; charging ends at C/10. The MZC4072 does not protect the "
            "cell against over-discharge or a short at the load: add a protection IC.",
        ],
        8.5,
        "\u25aa",
    )
    s.heading(mark + "10. PIN FUNCTIONS", 10, rule=True)
    s.caption("Table №6", 8.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Function", 379)],
        [
            ["1", "TEMP", "battery temperature input; GND disables"],
            ["2", "PROG", "charge current setting; VPROG = 1 V in constant-current mode"],
            ["3", "GND", "ground"],
            ["4", "VIN", "input supply 4.35 " + ELL + " 6.5 V; 10 " + MU + "F to GND"],
            ["5", "BAT", "battery connection; 10 " + MU + "F to GND"],
            ["6", "STDBY", "open drain, low when charge terminated"],
            ["7", "CHRG", "open drain, low while charging"],
            ["8", "CE", "chip enable, high = charge"],
            ["EP", "GND", "exposed pad, solder to ground copper"],
        ],
        8,
    )
    s.heading(mark + "11. ORDERING INFORMATION", 10, rule=True)
    s.caption("Table №7", 8.5)
    s.table(
        [Col("Part number", 130), Col("Float voltage", 100, "C"), Col("Package", 90, "C"), Col("Marking", 80, "C"), Col("Packing", 99, "C")],
        [
            ["MZC4072-42EP", "4.20 V", "ESOP-8", "4072A", "reel 4000"],
            ["MZC4072-435EP", "4.35 V", "ESOP-8", "4072H", "reel 4000"],
        ],
        8,
    )
    return save(s, out / "mzc4072.pdf")
