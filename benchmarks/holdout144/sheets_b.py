"""Hold-out 144 datasheets, part 2: a PIR motion sensor module, a high-side current / power
monitor IC, a 2.4 GHz transceiver module and a 1-cell Li-ion fuel gauge IC.

A Hanoi (Vietnam) maker-store product sheet ("n) TITLE" heads, an electrical table for
both lens versions beside a version table, VOL stacked per sink current, wiring prose,
notes and a price list in VND with dot thousands separators), a Sheffield (UK) instrument
IC data sheet ("n.0 TITLE" heads, "Table n:" captions above the tables, gain error stacked
per grade, I2C clock stacked per bus mode, a 16-row address table, register map and
calibration prose as decoys), a Kunming (China) module maker's user manual in English
("n、Title" heads, full-width colons and tildes, key-value parameters in column groups per
version, currents and RX sensitivity stacked per version and air data rate, pin table,
register table, notes and FAQ) and a Belfast (UK) fuel-gauge IC data sheet ("n/ Title"
heads, supply current stacked per mode under a two-line name, voltage error stacked per
temperature range, version table, pin table and register summary as decoys, the bus
address only in prose).
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
TIMES = "\u00d7"
MINUS = "\u2212"
FWC = "\uff1a"  # full-width colon
FWT = "\uff5e"  # full-width tilde
FWCOMMA = "\u3001"
CELS = "\u2103"


# ------------------------------------------------ PIR motion sensor module (Hanoi)
def vpm612(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="HANG DIEN COMPONENTS",
        header_right="VPM-612 / VPM-612M  PIR motion sensor module",
        footer_left="Hang Dien Components Co., Ltd.  \u2022  27 Hang Bai, Hoan Kiem, Hanoi, Vietnam  "
        "\u2022  MST 0109876543  \u2022  HD-VPM612 v2",
        footer_right="{page} / {nb}",
        rule_color=(0, 115, 80),
        table_fill=(232, 245, 236),
        accent=(0, 100, 70),
        grid=False,
    )
    s = Sheet(style, "VPM-612 PIR motion sensor module")
    s.add_page()
    s.title_block(
        "VPM-612 / VPM-612M",
        "Pyroelectric (PIR) Motion Sensor Module " + NDASH + " Open-Collector Output",
        "Product sheet HD-VPM612, version 2, April 2024  \u2022  VPM-612: 23 mm dome lens  "
        "\u2022  VPM-612M: 12 mm mini lens",
        21,
    )
    s.heading("1) DESCRIPTION", 10.5, rule=True)
    s.para(
        "The VPM-612 detects people by the infrared they give off. A dual-element pyroelectric "
        "sensor behind a Fresnel lens sees a warm body move across its zones; a digital PIR "
        "controller filters the signal and switches the output transistor on for the delay "
        "time set on the Tx trimmer. The on-board regulator lets the module run from a 5 V USB "
        "supply, a 12 V adapter or a 24 V-class alarm panel supply up to 20 V.",
        8.5,
    )
    s.para(
        "OUT is an NPN open collector: on motion it pulls to GND, otherwise it floats. There is "
        "no pull-up resistor on the board. Connect one from OUT to the logic supply of your "
        "controller (3.3 V or 5 V) or to any voltage up to 20 V; the input then reads LOW while "
        "motion is detected.",
        8.5,
    )
    s.heading("2) ELECTRICAL CHARACTERISTICS (both versions, Ta = 25 " + DEG + ")", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 45, "C"),
            Col("Conditions", 144),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 65, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "DC", "4.5", "12", "20", "V"],
            [
                "Standby current",
                "I_{CC}",
                "no motion, OUT off, VCC = 12 V",
                "",
                "45",
                "60",
                MU + "A",
            ],
            ["OUT sink current", "I_{OUT}", "V_{OL} " + LE + " 0.5 V", "", "", "20", "mA"],
            [
                "OUT low voltage",
                "V_{OL}",
                "I_{OUT} = 1 mA\nI_{OUT} = 20 mA",
                "",
                "0.1\n0.3",
                "0.2\n0.5",
                "V",
            ],
            ["OUT pull-up voltage", "V_{PU}", "external resistor", "", "", "20", "V"],
            ["OUT leakage", "I_{LK}", "OUT off, V_{PU} = 20 V", "", "", "1", MU + "A"],
            ["Delay time", "T_{x}", "Tx trimmer", "3", "", "300", "s"],
            ["Block time", "T_{b}", "after OUT turns off", "", "2.5", "", "s"],
            ["Initialisation time", "t_{INIT}", "after power-on", "", "30", "60", "s"],
        ],
        7.8,
    )
    s.heading("3) VERSIONS", 10.5, rule=True)
    s.table(
        [
            Col("Item", 150),
            Col("Condition", 129),
            Col("VPM-612", 110, "C"),
            Col("VPM-612M", 110, "C"),
        ],
        [
            ["Lens", "", "23 mm dome", "12 mm mini dome"],
            [
                "Detection range",
                "person walking across,\n25 " + DEG + ", Sx at maximum",
                "up to 7 m",
                "up to 3 m",
            ],
            ["Detection angle", "cone", "110\u00b0", "100\u00b0"],
            ["Trigger mode", "jumper", "H (repeat) or L (single)", "H only"],
            ["Operating temperature", "", "-15 ~ +70 " + DEG, "-20 ~ +60 " + DEG],
            ["Board size", "", "32 x 24 mm", "18 x 14 mm"],
        ],
        7.8,
    )
    s.heading("4) ABSOLUTE MAXIMUM RATINGS", 10.5, rule=True)
    s.table(
        [Col("Parameter", 250), Col("Rating", 150, "C"), Col("Unit", 99, "C")],
        [
            ["Supply voltage VCC", "-0.3 ~ 24", "V"],
            ["OUT voltage", "-0.3 ~ 24", "V"],
            ["OUT current", "50", "mA"],
            ["Storage temperature", "-40 ~ +85", DEG],
        ],
        7.8,
    )

    s.add_page()
    s.heading("5) PINS, JUMPER AND TRIMMERS", 10.5, rule=True)
    s.table(
        [Col("Name", 70, "C"), Col("Function", 429)],
        [
            ["VCC", "supply 4.5 ~ 20 V (pin 1, square pad)"],
            ["OUT", "open collector, LOW on motion (pin 2)"],
            ["GND", "ground (pin 3)"],
            [
                "H / L",
                "H: each new motion restarts the delay; L: one pulse, then block time (VPM-612)",
            ],
            ["Sx", "sensitivity: clockwise = longer range, 3 m ~ 7 m on the VPM-612"],
            ["Tx", "delay time: clockwise = longer, 3 s ~ 300 s"],
        ],
        7.8,
    )
    s.heading("6) WIRING", 10.5, rule=True)
    s.bullets(
        [
            "ESP32, Raspberry Pi and other 3.3 V boards: power VCC from 5 V or 12 V, put a "
            "10 k" + OHM + " resistor from OUT to the board's 3.3 V pin and connect OUT to a GPIO. "
            "Motion reads LOW.",
            "5 V Arduino: 10 k" + OHM + " pull-up to 5 V, or enable INPUT_PULLUP on the pin and "
            "leave the resistor out.",
            "Relay or buzzer: OUT can sink up to 20 mA directly, for example a 12 V relay coil of "
            "at least 600 " + OHM + " with a flyback diode across it.",
            "Long cables: up to 10 m of cable between module and controller is fine with a "
            "4.7 k" + OHM + " pull-up at the controller end.",
        ],
        8.2,
        "\u2022",
    )
    s.heading("7) NOTES", 10.5, rule=True)
    s.bullets(
        [
            "After power-on the module needs up to 60 s to settle; OUT may switch at random "
            "during this time.",
            "Range falls when the room is close to body temperature (above about 30 " + DEG + ").",
            "Do not point the lens at heaters, air-conditioner outlets, lamps or windows with "
            "direct sunlight; fast temperature changes cause false alarms.",
            "Motion across the lens is detected best; motion straight towards it is detected "
            "later.",
        ],
        8.2,
        "\u2022",
    )
    s.heading("8) PRICE LIST (VND, incl. 10 % VAT)", 10.5, rule=True)
    s.table(
        [
            Col("Code", 90),
            Col("Description", 199),
            Col("1 ~ 9 pcs", 70, "C"),
            Col("10 ~ 99 pcs", 70, "C"),
            Col("100+ pcs", 70, "C"),
        ],
        [
            ["VPM-612", "PIR module, 23 mm lens", "38.000", "34.500", "31.000"],
            ["VPM-612M", "PIR module, 12 mm mini lens", "42.000", "38.000", "35.500"],
            ["VPM-CBL3", "3-pin cable 20 cm", "5.000", "4.000", "3.500"],
        ],
        7.8,
    )
    s.para(
        "Delivery in Hanoi within 24 h; nationwide 2 ~ 4 days. Warranty 6 months.",
        8,
    )
    revision_table(
        s,
        [
            ["2023-05-10", "1", "First sheet"],
            ["2024-04-02", "2", "VPM-612M added; electrical table reworked"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "vpm-612.pdf")


# ------------------------------------------------ current / power monitor IC (Sheffield)
def kim3236(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KELHAM INSTRUMENTS",
        header_right="KIM3236  High-Side Current / Power Monitor",
        footer_left="Kelham Instruments Ltd  |  Kelham Island, Sheffield S3, United Kingdom  |  "
        "Registered in England No. 09381724  |  KIM3236 Datasheet Issue 2",
        footer_right="{page}",
        rule_color=(70, 70, 70),
        table_fill=(255, 238, 196),
        accent=(185, 110, 0),
        grid=True,
    )
    s = Sheet(style, "KIM3236 current, voltage and power monitor")
    s.add_page()
    s.title_block(
        "KIM3236",
        "36 V, 16-Bit, I" + SQ + "C-Output Current, Voltage and Power Monitor with Alert",
        "MSOP-10  |  grades KIM3236A and KIM3236B  |  Datasheet Issue 2, January 2024",
        22,
    )

    def features() -> None:
        s.heading("1.0 FEATURES", 9.5)
        s.bullets(
            [
                "Bus voltage sensing 0 V to 36 V, independent of the supply",
                "High-side or low-side current sensing",
                "Reports current, bus voltage and power",
                "Programmable calibration, averaging (1 to 1024) and conversion times",
                "Gain error 0.1 % max. (KIM3236B)",
                "Shunt offset 10 " + MU + "V max.",
                "Supply 2.7 V to 5.5 V, 330 " + MU + "A typical",
                "16 selectable I" + SQ + "C addresses",
                "ALERT output, open drain",
            ],
            7.5,
        )

    def description() -> None:
        s.heading("2.0 DESCRIPTION", 9.5)
        s.para(
            "The KIM3236 measures the voltage across a shunt resistor and the voltage of the "
            "supply bus it sits on, and computes current and power with an internal multiplier. "
            "A calibration register scales the readings to amperes and watts, so the host reads "
            "finished values over I" + SQ + "C.",
            7.5,
        )
        s.para(
            "Because the bus input is separate from the supply pin, a KIM3236 running from a 3.3 V "
            "or 5 V logic rail can watch a battery, solar or motor rail anywhere from 0 V to 36 V. "
            "The ALERT pin flags over-current, under-voltage or conversion-ready events.",
            7.5,
        )

    s.side_by_side(features, description, 245, 14)
    s.heading("3.0 ABSOLUTE MAXIMUM RATINGS", 10, rule=True)
    s.caption("Table 1: Absolute maximum ratings", 8)
    s.table(
        [Col("Parameter", 280), Col("Min", 60, "C"), Col("Max", 60, "C"), Col("Unit", 99, "C")],
        [
            ["Supply voltage VS", "-0.3", "6", "V"],
            ["Common-mode voltage IN+, IN-", "-0.3", "40", "V"],
            ["Differential input voltage (IN+) - (IN-)", "-40", "40", "V"],
            ["VBUS pin", "-0.3", "40", "V"],
            ["SDA, SCL, ALERT, A0, A1", "-0.3", "6", "V"],
            ["Junction temperature", "", "150", DEG],
            ["Storage temperature", "-65", "150", DEG],
        ],
        7.5,
    )
    s.heading("4.0 ELECTRICAL CHARACTERISTICS", 10, rule=True)
    s.caption(
        "Table 2: TA = 25 " + DEG + ", VS = 3.3 V, VIN+ = 12 V, VSHUNT = 0 mV, VBUS = 12 V, "
        "unless otherwise noted",
        8,
    )
    s.table(
        [
            Col("Parameter", 120),
            Col("Symbol", 48, "C"),
            Col("Conditions", 125),
            Col("Min", 48, "C"),
            Col("Typ", 48, "C"),
            Col("Max", 48, "C"),
            Col("Unit", 62, "C"),
        ],
        [
            ["INPUT"],
            ["Shunt voltage input range", "V_{SHUNT}", "", "-81.92", "", "81.92", "mV"],
            ["Bus voltage input range", "V_{BUS}", "", "0", "", "36", "V"],
            ["Common-mode input range", "V_{CM}", "", "0", "", "36", "V"],
            ["Common-mode rejection", "CMRR", "0 V to 36 V", "126", "140", "", "dB"],
            ["Shunt offset voltage", "V_{OS}", "", "", PM + "2.5", PM + "10", MU + "V"],
            ["Bus offset voltage", "V_{OSB}", "", "", PM + "3", PM + "7.5", "mV"],
            ["DC ACCURACY"],
            ["ADC resolution", "", "", "", "16", "", "bits"],
            ["Shunt voltage LSB", "", "", "", "2.5", "", MU + "V"],
            ["Bus voltage LSB", "", "", "", "1.25", "", "mV"],
            [
                "Gain error",
                "",
                "KIM3236A, TA = 25 " + DEG + "\nKIM3236B, TA = 25 " + DEG,
                "",
                PM + "0.05\n" + PM + "0.02",
                PM + "0.5\n" + PM + "0.1",
                "%",
            ],
            ["Conversion time", "t_{CT}", "CT bits = 100", "", "1.1", "1.2", "ms"],
            ["POWER SUPPLY"],
            ["Supply voltage", "V_{S}", "", "2.7", "", "5.5", "V"],
            ["Quiescent current", "I_{Q}", "continuous conversion", "", "330", "420", MU + "A"],
            ["Shutdown current", "I_{SD}", "MODE = 000", "", "0.5", "2", MU + "A"],
            ["Power-on reset threshold", "V_{POR}", "", "", "2.0", "", "V"],
            ["DIGITAL"],
            [
                "I" + SQ + "C bus frequency",
                "f_{SCL}",
                "fast mode\nhigh-speed mode",
                "0.01\n0.01",
                "",
                "0.4\n2.94",
                "MHz",
            ],
            ["Input high voltage", "V_{IH}", "SDA, SCL", "0.7 x VS", "", "6", "V"],
            ["Input low voltage", "V_{IL}", "SDA, SCL", "-0.5", "", "0.3 x VS", "V"],
            ["Output low voltage", "V_{OL}", "SDA, ALERT, I_{OL} = 3 mA", "", "", "0.4", "V"],
            ["TEMPERATURE"],
            ["Specified range", "", "", "-40", "", "+85", DEG],
            ["Operating range", "", "", "-40", "", "+125", DEG],
        ],
        7.3,
    )

    s.add_page()
    s.heading("5.0 DEVICE ADDRESSING", 10, rule=True)
    s.para(
        "Two pins, A1 and A0, each tied to GND, VS, SDA or SCL, select one of sixteen 7-bit "
        "addresses. The pins are sampled at every bus transaction.",
        8,
    )
    s.caption("Table 3: Address pins and slave addresses", 8)
    rows = []
    pins = ["GND", "VS", "SDA", "SCL"]
    for n in range(8):
        a1, a0 = pins[n // 4], pins[n % 4]
        b1, b0 = pins[(n + 8) // 4], pins[(n + 8) % 4]
        rows.append([a1, a0, f"0x{0x40 + n:02X}", b1, b0, f"0x{0x48 + n:02X}"])
    s.table(
        [
            Col("A1", 80, "C"),
            Col("A0", 80, "C"),
            Col("Address", 90, "C"),
            Col("A1", 80, "C"),
            Col("A0", 80, "C"),
            Col("Address", 89, "C"),
        ],
        rows,
        7.5,
    )
    s.heading("6.0 REGISTER MAP", 10, rule=True)
    s.caption("Table 4: Registers (16 bit, MSB first)", 8)
    s.table(
        [
            Col("Pointer", 60, "C"),
            Col("Register", 140),
            Col("Reset value", 80, "C"),
            Col("Notes", 219),
        ],
        [
            ["00h", "Configuration", "4127h", "averaging, conversion times, mode"],
            ["01h", "Shunt voltage", "0000h", "LSB 2.5 " + MU + "V, two's complement"],
            ["02h", "Bus voltage", "0000h", "LSB 1.25 mV"],
            ["03h", "Power", "0000h", "LSB = 25 x current LSB"],
            ["04h", "Current", "0000h", "LSB set by calibration"],
            ["05h", "Calibration", "0000h", "CAL = 0.00512 / (current LSB x RSHUNT)"],
            ["06h", "Mask / Enable", "0000h", "alert sources"],
            ["07h", "Alert limit", "0000h", "compared with the selected reading"],
            ["FEh", "Manufacturer ID", "4B49h", "'KI'"],
            ["FFh", "Die ID", "3236h", ""],
        ],
        7.5,
    )
    s.heading("7.0 APPLICATION NOTES", 10, rule=True)
    s.bullets(
        [
            "Shunt choice: full scale is 81.92 mV. For 10 A use a 5 m" + OHM + " shunt (50 mV at "
            "10 A, 0.5 W); for 2 A a 20 m" + OHM + " shunt.",
            "The bus voltage input measures 0 V to 36 V whatever the supply voltage; a KIM3236 on "
            "a 3.3 V rail can monitor a 12 V, 24 V or 36 V rail.",
            "Above 36 V the bus reading saturates. The inputs survive up to 40 V but must not be "
            "operated there: 48 V telecom, server and e-bike rails need a different part.",
            "Pull SDA and SCL up to the host's logic rail; SDA and SCL accept up to 6 V even when "
            "VS is 3.3 V.",
            "Place the shunt's Kelvin connections close to IN+ and IN-; a 0.1 " + MU + "F "
            "capacitor between them filters switching noise.",
        ],
        7.8,
    )
    revision_table(
        s,
        [
            ["2023-06-19", "1", "Initial issue"],
            ["2024-01-08", "2", "KIM3236B grade; shutdown current limit 2 " + MU + "A"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "kim3236.pdf")


# ------------------------------------------------ 2.4 GHz transceiver module (Kunming)
def dcw24(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Dianchi Wireless",
        header_right="DCW-24L / DCW-24PA User Manual V1.3",
        footer_left="Dianchi Wireless Technology Co., Ltd.    Chenggong District, Kunming, Yunnan, "
        "China    Tel: +86-871-6583 2790",
        footer_right="Page {page}/{nb}",
        rule_color=(75, 60, 150),
        table_fill=(236, 233, 250),
        accent=(75, 60, 150),
        grid=True,
    )
    s = Sheet(style, "DCW-24L / DCW-24PA 2.4 GHz wireless module user manual")
    s.add_page()
    s.title_block(
        "DCW-24L / DCW-24PA",
        "2.4 GHz Wireless Transceiver Module (SPI) " + NDASH + " User Manual",
        "nRF24L01+-compatible on air (Enhanced ShockBurst)"
        + FWCOMMA
        + "DCW-24L"
        + FWC
        + "PCB antenna"
        + FWCOMMA
        + "DCW-24PA"
        + FWC
        + "PA + LNA, SMA antenna",
        20,
    )
    s.heading("1" + FWCOMMA + "Product overview", 10)
    s.para(
        "The DCW-24 series are small 2.4 GHz transceiver modules for remote controls, sensor "
        "networks and toys. The host drives the module over a 4-wire SPI bus plus CE and IRQ. "
        "Packets, addresses and auto-acknowledge are handled on the module, so two modules "
        "talk to each other without any protocol code on the host. Modules of this series talk "
        "to each other and to other nRF24L01+-compatible radios set to the same channel, data "
        "rate and address.",
        8,
    )
    s.heading("2" + FWCOMMA + "Features", 10)
    s.bullets(
        [
            "2.400" + FWT + "2.525 GHz ISM band, 126 RF channels, 1 MHz spacing",
            "Air data rate 250 kbps / 1 Mbps / 2 Mbps",
            "SPI up to 10 MHz",
            "Supply 1.9" + FWT + "3.6V (DCW-24L), 3.0" + FWT + "3.6V (DCW-24PA)",
            "Logic inputs 5V tolerant",
            "Power-down current 0.9 " + MU + "A (DCW-24L)",
        ],
        8,
        "\u25cf",
    )
    s.heading("3" + FWCOMMA + "Basic parameters", 10)
    s.table(
        [Col("Item", 140), Col("DCW-24L", 180, "C"), Col("DCW-24PA", 179, "C")],
        [
            ["Operating voltage", "1.9" + FWT + "3.6V", "3.0" + FWT + "3.6V"],
            ["Frequency range", "2400" + FWT + "2525MHz", "2400" + FWT + "2525MHz"],
            ["Max. transmit power", "0dBm", "+20dBm"],
            ["Antenna", "PCB printed antenna", "SMA-K, 3dBi rod antenna included"],
            [
                "Reference distance",
                "100m (open air, line of sight, 250kbps)",
                "1000m (open air, line of sight, 250kbps)",
            ],
            ["Interface", "SPI", "SPI"],
            ["Size", "15" + TIMES + "29mm", "16" + TIMES + "41mm (without SMA)"],
            ["Operating temperature", "-40" + FWT + "+85" + CELS, "-40" + FWT + "+85" + CELS],
        ],
        8,
    )
    s.heading("4" + FWCOMMA + "Electrical characteristics (TA = 25" + CELS + ", VCC = 3.3V)", 10)
    s.table(
        [
            Col("Parameter", 110),
            Col("Condition", 140),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 84, "C"),
        ],
        [
            ["Supply voltage", "DCW-24L\nDCW-24PA", "1.9\n3.0", "3.3\n3.3", "3.6\n3.6", "V"],
            ["TX current", "DCW-24L, 0dBm\nDCW-24PA, +20dBm", "", "11.3\n115", "13\n130", "mA"],
            [
                "RX current",
                "DCW-24L, 2Mbps\nDCW-24PA, 2Mbps, LNA on",
                "",
                "13.5\n23",
                "15\n27",
                "mA",
            ],
            ["Standby-I current", "DCW-24L\nDCW-24PA", "", "26\n32", "", MU + "A"],
            ["Power-down current", "DCW-24L\nDCW-24PA", "", "0.9\n1.5", "", MU + "A"],
            ["Input high voltage", "CE, CSN, SCK, MOSI", "0.7VCC", "", "5.25", "V"],
            ["Input low voltage", "CE, CSN, SCK, MOSI", "-0.3", "", "0.3VCC", "V"],
            ["Output high voltage", "MISO, IRQ, IOH = -0.25mA", "VCC-0.3", "", "", "V"],
            ["SPI clock", "SCK", "0", "", "10", "MHz"],
        ],
        8,
    )
    s.table(
        [
            Col("RX sensitivity", 110),
            Col("Air data rate", 140),
            Col("DCW-24L", 124, "C"),
            Col("DCW-24PA", 125, "C"),
        ],
        [
            ["0.1 % BER", "2Mbps\n1Mbps\n250kbps", "-82\n-85\n-94", "-92\n-95\n-104"],
        ],
        8,
        head_rows=[["", "", "Typ (dBm)", "<"]],
    )

    s.add_page()
    s.heading("5" + FWCOMMA + "Absolute maximum ratings", 10)
    s.table(
        [Col("Item", 250), Col("Rating", 150, "C"), Col("Unit", 99, "C")],
        [
            ["VCC", "-0.3" + FWT + "3.6", "V"],
            ["Logic inputs (CE, CSN, SCK, MOSI)", "-0.3" + FWT + "5.25", "V"],
            ["RF input level", "+10", "dBm"],
            ["Storage temperature", "-40" + FWT + "+125", CELS],
        ],
        8,
    )
    s.heading("6" + FWCOMMA + "Pin definition", 10)
    s.table(
        [
            Col("Pin", 40, "C"),
            Col("Name", 60, "C"),
            Col("Direction", 70, "C"),
            Col("Description", 329),
        ],
        [
            ["1", "GND", "", "ground"],
            ["2", "VCC", "", "supply, 1.9" + FWT + "3.6V (DCW-24PA" + FWC + "3.0" + FWT + "3.6V)"],
            ["3", "CE", "in", "chip enable, activates TX or RX mode"],
            ["4", "CSN", "in", "SPI chip select, active low"],
            ["5", "SCK", "in", "SPI clock"],
            ["6", "MOSI", "in", "SPI data in"],
            ["7", "MISO", "out", "SPI data out, 3-state"],
            ["8", "IRQ", "out", "interrupt, active low"],
        ],
        8,
    )
    s.heading("7" + FWCOMMA + "Register quick reference", 10)
    s.table(
        [Col("Address", 60, "C"), Col("Name", 90, "C"), Col("Reset", 60, "C"), Col("Use", 289)],
        [
            ["0x00", "CONFIG", "0x08", "PWR_UP, PRIM_RX, CRC settings"],
            ["0x01", "EN_AA", "0x3F", "auto-acknowledge per pipe"],
            [
                "0x04",
                "SETUP_RETR",
                "0x03",
                "retransmit delay 250" + FWT + "4000 " + MU + "s, up to 15 retries",
            ],
            ["0x05", "RF_CH", "0x02", "channel 0" + FWT + "125, f = 2400 + RF_CH MHz"],
            ["0x06", "RF_SETUP", "0x0E", "data rate and PA level (-18 / -12 / -6 / 0 dB steps)"],
            ["0x07", "STATUS", "0x0E", "RX_DR, TX_DS, MAX_RT flags"],
        ],
        8,
    )
    s.heading("8" + FWCOMMA + "Notes for use", 10)
    s.bullets(
        [
            "VCC must not exceed 3.6V. Never connect VCC to 5V.",
            "CE, CSN, SCK and MOSI accept 5V logic, so 5V Arduino boards can drive them "
            "directly. MISO and IRQ output 3.3V levels, which 5V AVR boards read as high.",
            "The 3.3V pin of an Arduino Uno or Nano supplies only about 50mA. That is enough for "
            "a DCW-24L, but not for the DCW-24PA (up to 130mA on transmit): use a separate 3.3V "
            "regulator rated 250mA or more.",
            "Put a 10" + MU + "F + 100nF capacitor close to VCC. Most " + "\u201c" + "no "
            "communication" + "\u201d" + " reports are supply noise.",
        ],
        8,
        "\u25cf",
    )
    s.heading("9" + FWCOMMA + "FAQ", 10)
    s.para(
        "Q" + FWC + "Can a DCW-24L talk to a DCW-24PA?  A" + FWC + "Yes, with the same channel, "
        "data rate and address. The link range is then limited by the DCW-24L side.",
        8,
    )
    s.para(
        "Q" + FWC + "Is it Bluetooth or Wi-Fi?  A" + FWC + "No. It uses its own 2.4 GHz GFSK "
        "packet protocol and cannot connect to phones.",
        8,
    )
    s.table(
        [Col("Model", 120), Col("Description", 230), Col("Price (CNY, 1 pc)", 149, "C")],
        [
            ["DCW-24L", "PCB antenna, 0dBm", "6.80"],
            ["DCW-24PA", "PA + LNA, SMA, +20dBm", "16.50"],
            ["DCW-24PA-IPX", "PA + LNA, IPEX connector", "15.90"],
        ],
        8,
    )
    return save(s, out / "dcw-24.pdf")


# ------------------------------------------------ 1-cell Li-ion fuel gauge IC (Belfast)
def lgx4701(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Lagan Microsystems",
        header_right="LGX4701 / LGX4701H  1-cell fuel gauge  |  Datasheet 1.2",
        footer_left="Lagan Microsystems Ltd  |  Queen's Road, Belfast BT3, Northern Ireland  |  "
        "NI 654321  |  LGX4701-DS-1.2",
        footer_right="{page} of {nb}",
        rule_color=(0, 110, 90),
        table_fill=(226, 243, 238),
        accent=(0, 110, 90),
        grid=False,
    )
    s = Sheet(style, "LGX4701 1-cell Li-ion fuel gauge")
    s.add_page()
    s.title_block(
        "LGX4701 / LGX4701H",
        "1-Cell Li-ion / Li-Polymer Fuel Gauge with Voltage-Based State of Charge and I"
        + SQ
        + "C Interface",
        "TDFN-8 (2 x 2 mm)  |  LGX4701: 4.2 V cells  |  LGX4701H: 4.35 V and 4.4 V cells  |  "
        "Datasheet 1.2, May 2024",
        20,
    )

    def overview() -> None:
        s.heading("1/ Overview", 10)
        s.para(
            "The LGX4701 reports the state of charge (SOC) of a single lithium cell in percent "
            "and its charge or discharge rate in percent per hour. It needs no sense resistor: "
            "it measures the cell voltage and runs an adaptive cell model that tracks the "
            "cell's relaxation, so the reading does not drift like a coulomb counter's.",
            7.8,
        )
        s.para(
            "The gauge is powered by the cell it measures and talks to the host at the fixed "
            "7-bit I" + SQ + "C address 0x36. An ALRT output signals low SOC, a 1 % SOC change, "
            "over- and under-voltage and a reset.",
            7.8,
        )

    def keyspecs() -> None:
        s.heading("2/ Key specifications", 10)
        s.bullets(
            [
                "Supply and cell voltage: 2.5 V to 4.5 V",
                "Active current: 23 " + MU + "A typ.",
                "Hibernate current: 3 " + MU + "A typ.",
                "Cell voltage error: " + PM + "7.5 mV at +25 " + DEG,
                "I" + SQ + "C up to 400 kHz",
                "Alerts: low SOC, 1 % change, voltage, reset",
                "No sense resistor, no calibration cycle",
            ],
            7.8,
            "\u203a",
        )

    s.side_by_side(overview, keyspecs, 265, 14)
    s.heading("3/ Absolute maximum ratings", 10, rule=True)
    s.table(
        [Col("Parameter", 260), Col("Rating", 150, "C"), Col("Unit", 89, "C")],
        [
            ["CELL, VDD to GND", "-0.3 to +6.0", "V"],
            ["SDA, SCL, ALRT to GND", "-0.3 to +6.0", "V"],
            ["CTG, QSTRT to GND", "-0.3 to VDD + 0.3", "V"],
            ["ALRT sink current", "20", "mA"],
            ["Operating temperature", "-40 to +85", DEG],
            ["Storage temperature", "-55 to +125", DEG],
        ],
        7.8,
    )
    s.heading("4/ Electrical characteristics", 10, rule=True)
    s.table(
        [
            Col("Parameter", 112),
            Col("Symbol", 48, "C"),
            Col("Conditions", 145),
            Col("Min", 46, "C"),
            Col("Typ", 46, "C"),
            Col("Max", 46, "C"),
            Col("Unit", 56, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "VDD = CELL", "2.5", "", "4.5", "V"],
            [
                "Supply\ncurrent",
                "I_{DD}",
                "active mode\nhibernate mode\nshutdown, VDD = 3.6 V",
                "",
                "23\n3\n0.5",
                "40\n5\n1",
                MU + "A",
            ],
            ["Voltage measurement\nresolution", "", "", "", "78.125", "", MU + "V"],
            [
                "Voltage measurement\nerror",
                "V_{ERR}",
                "VCELL = 3.6 V, TA = +25 " + DEG + "\nTA = -20 " + DEG + " to +70 " + DEG,
                "-7.5\n-20",
                "",
                "+7.5\n+20",
                "mV",
            ],
            [
                "ADC sample period",
                "t_{S}",
                "active mode\nhibernate mode",
                "",
                "250\n45",
                "",
                "ms\ns",
            ],
            ["Time base accuracy", "", "", "-1", "", "+1", "%"],
            ["Reset comparator", "V_{RST}", "VCELL falling, default", "2.25", "2.5", "2.75", "V"],
            ["SDA, SCL input high", "V_{IH}", "", "1.4", "", "", "V"],
            ["SDA, SCL input low", "V_{IL}", "", "", "", "0.5", "V"],
            ["SDA, ALRT output low", "V_{OL}", "I_{OL} = 4 mA", "", "", "0.4", "V"],
            ["SCL clock frequency", "f_{SCL}", "", "0", "", "400", "kHz"],
            ["Bus low timeout", "t_{SHDN}", "SDA and SCL low", "", "2.5", "", "s"],
        ],
        7.3,
    )
    s.para(
        "Unless noted: VDD = 2.5 V to 4.5 V, TA = -20 " + DEG + " to +70 " + DEG + "; typical "
        "values at VDD = 3.7 V and TA = +25 " + DEG + ".",
        7.3,
    )
    s.heading("5/ Versions", 10, rule=True)
    s.table(
        [Col("Item", 170), Col("LGX4701", 165, "C"), Col("LGX4701H", 164, "C")],
        [
            ["Cell model", "standard Li-ion / Li-polymer", "high-voltage Li-ion / Li-polymer"],
            ["Full-charge voltage of the cell", "4.20 V", "4.35 V or 4.40 V"],
            ["Default empty voltage (VEMPTY)", "3.0 V", "3.2 V"],
            ["Marking", "4701", "471H"],
        ],
        7.5,
    )

    s.add_page()
    s.heading("6/ Pin description", 10, rule=True)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("Function", 399)],
        [
            ["1", "CTG", "connect to GND"],
            ["2", "CELL", "cell voltage sense, connect to the cell's positive terminal"],
            ["3", "VDD", "supply, connect to CELL; 0.1 " + MU + "F to GND"],
            ["4", "GND", "ground, connect to the cell's negative terminal"],
            ["5", "ALRT", "open-drain alert output, active low"],
            ["6", "QSTRT", "quick-start input, rising edge; connect to GND if unused"],
            ["7", "SCL", "I" + SQ + "C clock input"],
            ["8", "SDA", "I" + SQ + "C data, open drain"],
            ["EP", "", "exposed pad, connect to GND"],
        ],
        7.8,
    )
    s.heading("7/ I" + SQ + "C interface", 10, rule=True)
    s.para(
        "The 7-bit slave address is 0x36 (0110110b); it cannot be changed. Hosts that work "
        "with 8-bit addresses use 0x6C to write and 0x6D to read. Registers are 16 bits wide, "
        "MSB first. If SDA and SCL both stay low for longer than 2.5 s the gauge enters "
        "shutdown, which is what happens when the host or its pull-up rail loses power; it "
        "wakes on the next rising edge on SDA or SCL.",
        7.8,
    )
    s.heading("8/ Register summary", 10, rule=True)
    s.table(
        [
            Col("Address", 60, "C"),
            Col("Register", 90),
            Col("Default", 70, "C"),
            Col("Content", 279),
        ],
        [
            ["02h", "VCELL", "", "cell voltage, 78.125 " + MU + "V per LSB"],
            ["04h", "SOC", "", "state of charge, 1/256 % per LSB"],
            ["06h", "MODE", "0000h", "quick start, hibernate enable"],
            ["08h", "VERSION", "0012h", "silicon version"],
            ["0Ah", "HIBRT", "8030h", "hibernate thresholds"],
            ["0Ch", "CONFIG", "971Ch", "alert threshold, sleep, ALRT flag"],
            ["14h", "CRATE", "", "charge / discharge rate, 0.208 %/h per LSB"],
            ["1Ah", "STATUS", "", "alert flags"],
            ["FEh", "CMD", "", "write 5400h for a power-on reset"],
        ],
        7.5,
    )
    s.heading("9/ Application notes", 10, rule=True)
    s.bullets(
        [
            "Power: connect CELL and VDD together to the cell's positive terminal, ahead of the "
            "protection circuit's load switch if possible. Do not power the gauge from a "
            "regulator.",
            "Series packs are not supported: VDD and CELL must stay at or below 4.5 V, so a 2S "
            "pack (up to 8.4 V) needs a different gauge.",
            "The I" + SQ + "C pull-ups may go to the host's 1.8 V, 3.3 V or 5 V rail; SDA and "
            "SCL tolerate up to 6.0 V whatever the cell voltage.",
            "SOC accuracy depends on how closely the cell matches the built-in model. Use the "
            "LGX4701H for cells charged to 4.35 V or 4.40 V, or it reports more than 100 %.",
            "After a cell is inserted, the first SOC reading is valid after about 250 ms; "
            "QSTRT restarts the estimate if the cell was under load at power-up.",
        ],
        7.8,
        "\u203a",
    )
    s.table(
        [
            Col("Order code", 140),
            Col("Version", 110, "C"),
            Col("Package", 110, "C"),
            Col("Reel", 139, "C"),
        ],
        [
            ["LGX4701-TD+T", "4.2 V cells", "TDFN-8", "3000"],
            ["LGX4701H-TD+T", "4.35 / 4.4 V cells", "TDFN-8", "3000"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-10-02", "1.0", "First release"],
            ["2024-05-14", "1.2", "LGX4701H; voltage error over temperature"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "lgx4701.pdf")
