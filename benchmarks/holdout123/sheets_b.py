"""Hold-out 123 datasheets, part 2: a Zigbee radio module, a ratiometric pressure
transducer, a 4-digit 7-segment LED display board and a digital humidity / temperature
sensor IC.

A Braga (Portugal) radio-module house datasheet ("n // Title" heads, "Table n-m" captions
above the tables, RF data in column groups per version, supply voltage and current
stacked per version and mode, AT-command, pad and ordering tables as decoys), a
Coimbatore (India) transducer maker's technical data ("◊ n." heads, column groups per
range code, supply stacked per accuracy class, ambient vs media vs compensated
temperature, prices in Rs.), a Da Nang (Vietnam) maker-store sheet in Vietnamese and
English ("✱" heads, two-line bilingual row names, column groups per colour, command and
segment tables as decoys, Q&A, prices in đồng) and a Winterthur (Switzerland) sensor-IC
house datasheet ("⊳ n" heads, "Table n" captions below the tables, accuracy in column
groups per product with typ. / max. sub-columns, idle current stacked per temperature).
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
TAU = "\u03c4"
LOZ = "\u25ca"  # ◊
STAR = "\u2731"  # ✱
TRI = "\u22b3"  # ⊳


# ------------------------------------------------ Zigbee radio module (Braga)
def zmb26(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="MINHO RÁDIO",
        header_right="ZMB-26 Series  \u00b7  Zigbee 3.0 module  \u00b7  Datasheet",
        footer_left="Minho Rádio, Lda.  \u00b7  Rua do Raio 212, 4710-923 Braga, Portugal  \u00b7  "
        "NIPC 514 882 019",
        footer_right="DS-ZMB26 Ed. 3  \u00b7  {page}/{nb}",
        rule_color=(20, 60, 150),
        table_fill=(226, 236, 250),
        accent=(20, 60, 150),
        grid=False,
    )
    s = Sheet(style, "ZMB-26 Series Zigbee 3.0 radio module")
    s.add_page()
    s.title_block(
        "ZMB-26 Series",
        "IEEE 802.15.4 / Zigbee 3.0 Radio Module with UART Host Interface",
        "ZMB-26 (PCB antenna)  \u00b7  ZMB-26U (u.FL connector)  \u00b7  ZMB-26P (+20 dBm PA / "
        "LNA, u.FL)  \u00b7  Edition 3, May 2024",
        22,
    )

    def overview() -> None:
        s.heading("1 // Overview", 10.5)
        s.para(
            "The ZMB-26 modules put a complete Zigbee 3.0 stack on a 2.4 GHz IEEE 802.15.4 "
            "system-on-chip. A host microcontroller or single-board computer drives the module "
            "through AT commands on a UART; the module can be a coordinator, a router or a "
            "sleepy end device. The ZMB-26P adds a power amplifier and a low-noise amplifier "
            "for long links in large buildings and outdoors.",
            8.0,
        )

    def key() -> None:
        s.heading("Key figures", 10.5)
        s.table(
            [Col("", 70), Col("", 150)],
            [
                ["Band", "2.4 GHz ISM, channels 11 " + NDASH + " 26"],
                ["Protocol", "Zigbee 3.0 (IEEE 802.15.4)"],
                ["TX power", "up to +8 dBm (ZMB-26P: +20 dBm)"],
                ["Host", "UART, AT commands"],
                ["Supply", "2.0 " + NDASH + " 3.6 V (ZMB-26P: 3.0 " + NDASH + " 3.6 V)"],
                ["Size", "18 x 26 x 2.8 mm (ZMB-26P: 18 x 32 x 3.2 mm)"],
            ],
            7.5,
            show_head=False,
        )

    s.side_by_side(overview, key, 262, 16)
    s.heading("2 // RF characteristics", 10.5, rule=True)
    s.caption("Table 2-1  RF characteristics (TA = 25 " + DEG + ", VCC = 3.3 V)")
    s.table(
        [
            Col("Parameter", 110),
            Col("Conditions", 110),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Unit", 51, "C"),
        ],
        [
            ["Frequency range", "", "2405", "", "2480", "2405", "", "2480", "MHz"],
            ["Channel spacing", "", "", "5", "", "", "5", "", "MHz"],
            ["Air data rate", "O-QPSK", "", "250", "", "", "250", "", "kbps"],
            ["Output power", "maximum setting", "6", "8", "", "18", "20", "", "dBm"],
            [
                "Output power range",
                "programmable, 1 dB steps",
                "-20",
                "",
                "+8",
                "-10",
                "",
                "+20",
                "dBm",
            ],
            [
                "Receiver sensitivity",
                "1 % PER, 20-byte PSDU",
                "",
                "-100",
                "",
                "",
                "-104",
                "",
                "dBm",
            ],
            ["Maximum input level", "1 % PER", "", "+10", "", "", "+5", "", "dBm"],
            ["Adjacent channel rejection", PM + "5 MHz", "", "35", "", "", "35", "", "dB"],
        ],
        7.5,
        head_rows=[["", "", "ZMB-26 / ZMB-26U", "<", "<", "ZMB-26P", "<", "<", ""]],
    )
    s.heading("3 // DC characteristics", 10.5, rule=True)
    s.caption("Table 3-1  DC characteristics (TA = 25 " + DEG + ", VCC = 3.3 V unless noted)")
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 48, "C"),
            Col("Conditions", 150),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 65, "C"),
        ],
        [
            [
                "Supply voltage",
                "V_{CC}",
                "ZMB-26, ZMB-26U\nZMB-26P",
                "2.0\n3.0",
                "3.3\n3.3",
                "3.6\n3.6",
                "V",
            ],
            [
                "Supply current",
                "I_{CC}",
                "TX at +8 dBm (ZMB-26, -26U)\nTX at +20 dBm (ZMB-26P)\nRX (ZMB-26, -26U)\n"
                "RX, LNA on (ZMB-26P)",
                "",
                "24\n135\n11.2\n14.5",
                "28\n160\n13\n17",
                "mA",
            ],
            [
                "MCU active, radio off",
                "I_{MCU}",
                "38.4 MHz, running from flash",
                "",
                "3.1",
                "",
                "mA",
            ],
            ["Sleep current", "I_{SLEEP}", "EM2, RTC on, RAM retained", "", "1.4", "2.5", MU + "A"],
            ["Deep-sleep current", "I_{DEEP}", "EM4, wake on pin only", "", "0.3", "", MU + "A"],
            ["Input high voltage", "V_{IH}", "", "0.7 VCC", "", "", "V"],
            ["Input low voltage", "V_{IL}", "", "", "", "0.3 VCC", "V"],
            ["Output high voltage", "V_{OH}", "I_{OH} = -6 mA", "VCC - 0.4", "", "", "V"],
            ["Output low voltage", "V_{OL}", "I_{OL} = 6 mA", "", "", "0.4", "V"],
        ],
        7.5,
    )
    s.para(
        "Currents are for the module, measured at the VCC pad. The PA of the ZMB-26P is powered "
        "from VCC; the TX current at lower power settings is in application note AN-ZMB-02.",
        7.5,
    )

    s.add_page()
    s.heading("4 // Ratings", 10.5, rule=True)
    s.caption("Table 4-1  Absolute maximum ratings")
    s.table(
        [Col("Parameter", 280), Col("Min", 60, "C"), Col("Max", 80, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage VCC", "-0.3", "3.9", "V"],
            ["Voltage on any GPIO, TXD, RXD, nRST", "-0.3", "VCC + 0.3", "V"],
            ["RF input level", "", "+10", "dBm"],
            ["Storage temperature", "-40", "+105", DEG],
        ],
        7.5,
    )
    s.caption("Table 4-2  Operating conditions (all versions)")
    s.table(
        [Col("Parameter", 280), Col("Min", 60, "C"), Col("Max", 80, "C"), Col("Unit", 79, "C")],
        [
            ["Operating temperature", "-40", "+85", DEG],
            ["Relative humidity, non-condensing", "5", "95", "%RH"],
        ],
        7.5,
    )
    s.heading("5 // Host interface", 10.5, rule=True)
    s.para(
        "UART, 8 data bits, no parity, 1 stop bit. The module starts at 115200 bps; 9600 to "
        "921600 bps can be set with AT+BAUD and are kept after a reset. RTS / CTS flow control "
        "is optional. Commands end with CR; replies end with CR LF.",
        8.0,
    )
    s.caption("Table 5-1  Frequently used AT commands")
    s.table(
        [Col("Command", 120), Col("Parameter", 150), Col("Function", 229)],
        [
            ["AT+ROLE=<n>", "0 / 1 / 2", "coordinator / router / sleepy end device"],
            ["AT+PANID=<id>", "0x0001 " + ELL + " 0xFFF7, e.g. 0x1A62", "PAN identifier"],
            ["AT+CH=<n>", "11 " + ELL + " 26", "radio channel"],
            ["AT+TXP=<dBm>", "-20 " + ELL + " 8 (ZMB-26P: -10 " + ELL + " 20)", "TX power"],
            ["AT+BAUD=<bps>", "9600 " + ELL + " 921600", "UART speed"],
            ["AT+SLEEP=<n>", "2 / 4", "EM2 sleep / EM4 deep sleep"],
        ],
        7.5,
    )
    s.caption("Table 5-2  Pad assignment (castellated, 1.27 mm pitch)")
    s.table(
        [Col("Pad", 50, "C"), Col("Name", 70, "C"), Col("Function", 379)],
        [
            ["1, 12", "GND", "Ground"],
            ["2", "VCC", "Supply, 2.0 " + NDASH + " 3.6 V (ZMB-26P: 3.0 " + NDASH + " 3.6 V)"],
            ["3 / 4", "TXD / RXD", "UART to the host, VCC logic levels"],
            ["5 / 6", "RTS / CTS", "optional flow control"],
            ["7", "nRST", "reset, active low, internal pull-up"],
            ["8", "WAKE", "wakes the module from EM2 / EM4 on a falling edge"],
            ["9", "LED", "network status, sinks 6 mA"],
            ["10, 11", "GPIO1, GPIO2", "free I/O, AT+IO commands"],
        ],
        7.5,
    )
    s.heading("6 // Design-in notes", 10.5, rule=True)
    s.bullets(
        [
            "5 V systems: VCC above 3.6 V damages the module; feed it from a 3.3 V regulator. The "
            "pads are not 5 V tolerant: put a level shifter or a divider in the TX line of a 5 V "
            "host.",
            "Coin cell: the ZMB-26 and ZMB-26U run as sleepy end devices from a CR2032 when the TX "
            "power is set to +8 dBm or less and a 100 " + MU + "F capacitor buffers the TX pulses. "
            "The ZMB-26P does not run from a coin cell: it needs 3.0 V minimum and 160 mA peaks.",
            "ZMB-26P: budget 200 mA for its 3.3 V supply.",
            "ZMB-26: keep copper and metal at least 15 mm away from the end of the PCB antenna.",
        ],
        7.6,
        "\u2013",
    )
    s.caption("Table 6-1  Ordering information")
    s.table(
        [
            Col("Order code", 100),
            Col("Antenna", 90, "C"),
            Col("Max. TX power", 90, "C"),
            Col("Certification", 219),
        ],
        [
            ["ZMB-26-T", "PCB", "+8 dBm", "CE (RED 2014/53/EU)"],
            ["ZMB-26U-T", "u.FL", "+8 dBm", "CE (RED 2014/53/EU), with 2 dBi dipole"],
            ["ZMB-26P-T", "u.FL", "+20 dBm", "CE (RED) with TX power set to +10 dBm or less"],
            ["ZMB-26-DK", "PCB", "+8 dBm", "development kit: USB dongle + 2 modules"],
        ],
        7.5,
    )
    return save(s, out / "zmb-26.pdf")


# ------------------------------------------------ ratiometric pressure transducer (Coimbatore)
def pkv250(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="KOVAI PRESSURE INSTRUMENTS",
        header_right="PKV-250 Series  \u00b7  Pressure Transducer  \u00b7  Technical Data",
        footer_left="Kovai Pressure Instruments Pvt. Ltd.  \u00b7  SIDCO Industrial Estate, Kurichi, "
        "Coimbatore 641 021, Tamil Nadu, India  \u00b7  GSTIN 33AAGCK4821M1Z7",
        footer_right="Leaf {page} of {nb}",
        rule_color=(170, 95, 15),
        table_fill=(253, 240, 215),
        accent=(170, 95, 15),
        grid=True,
    )
    s = Sheet(style, "PKV-250 Series ratiometric pressure transducer")
    s.add_page()
    s.title_block(
        "PKV-250 Series",
        "Ratiometric Pressure Transducer, 0.5 " + NDASH + " 4.5 V Output",
        'Stainless steel 316L wetted parts  \u00b7  G1/4 or 1/4"-18 NPT  \u00b7  Packard connector '
        "or cable  \u00b7  Ranges 0 " + NDASH + " 6 bar to 0 " + NDASH + " 40 bar",
        22,
    )

    def general() -> None:
        s.heading(LOZ + " 1. General", 10.5)
        s.para(
            "The PKV-250 measures gauge pressure of liquids and gases with a thin-film strain "
            "gauge on a welded 316L stainless steel diaphragm. There is no O-ring or oil filling "
            "in the pressure path. The amplified output follows the supply ratiometrically, so "
            "a microcontroller ADC referenced to the same 5 V supply reads the pressure directly.",
            8.0,
        )

    def applications() -> None:
        s.heading(LOZ + " Applications", 10.5)
        s.bullets(
            [
                "Air compressors and receivers",
                "Booster pumps and pressure tanks",
                "Hydraulic power packs",
                "HVAC and refrigeration (not for ammonia)",
            ],
            8.0,
            "\u25aa",
        )

    s.side_by_side(general, applications, 300, 16)
    s.heading(LOZ + " 2. Pressure ranges", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 140),
            Col("-006", 72, "C"),
            Col("-010", 72, "C"),
            Col("-016", 72, "C"),
            Col("-040", 72, "C"),
            Col("Unit", 71, "C"),
        ],
        [
            [
                "Pressure range",
                "0 " + NDASH + " 6",
                "0 " + NDASH + " 10",
                "0 " + NDASH + " 16",
                "0 " + NDASH + " 40",
                "bar (g)",
            ],
            [
                "",
                "0 " + NDASH + " 87",
                "0 " + NDASH + " 145",
                "0 " + NDASH + " 232",
                "0 " + NDASH + " 580",
                "psi (g)",
            ],
            ["Proof pressure", "12", "20", "32", "80", "bar"],
            ["Burst pressure", "30", "50", "80", "200", "bar"],
            ["Sensitivity at Vs = 5.00 V", "666.7", "400", "250", "100", "mV/bar"],
            ["Accuracy (1)", PM + "0.5", PM + "0.5", PM + "0.5", PM + "1.0", "% FS"],
            [
                "Total error band,\n0 " + ELL + " +60 " + DEG,
                PM + "1.5",
                PM + "1.5",
                PM + "1.5",
                PM + "2.0",
                "% FS",
            ],
        ],
        7.8,
        head_rows=[["", "Range code PKV-250-" + ELL, "<", "<", "<", ""]],
    )
    s.para(
        "(1) Non-linearity (BFSL), hysteresis and repeatability at 25 " + DEG + ". FS = full "
        "scale span, 4.0 V.",
        7.5,
    )
    s.heading(LOZ + " 3. Electrical data", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 130),
            Col("Symbol", 50, "C"),
            Col("Conditions", 140),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            [
                "Supply voltage",
                "V_{S}",
                "ratiometric, to specification\noperable, reduced accuracy",
                "4.75\n4.5",
                "5.00\n",
                "5.25\n5.5",
                "V",
            ],
            ["Supply current", "I_{S}", "no load", "", "3.5", "5", "mA"],
            ["Output at zero pressure", "V_{OUT,0}", "V_{S} = 5.00 V", "0.45", "0.50", "0.55", "V"],
            ["Output at full scale", "V_{OUT,FS}", "V_{S} = 5.00 V", "4.45", "4.50", "4.55", "V"],
            ["Output clamp levels", "", "fault detection", "0.25", "", "4.75", "V"],
            ["Load resistance", "R_{L}", "output to GND", "10", "", "", "k" + OHM],
            ["Response time", "t_{R}", "10 " + ELL + " 90 % of FS step", "", "", "2", "ms"],
            ["Power-on time", "t_{ON}", "V_{S} on to valid output", "", "", "20", "ms"],
            ["Insulation resistance", "", "100 V DC, case to pins", "100", "", "", "M" + OHM],
        ],
        7.8,
    )

    s.add_page()
    s.heading(LOZ + " 4. Environmental and mechanical data", 10.5, rule=True)
    s.table(
        [Col("Parameter", 200), Col("Value", 299)],
        [
            ["Operating temperature (ambient, electronics)", "-20 " + ELL + " +85 " + DEG],
            ["Media temperature", "-40 " + ELL + " +125 " + DEG],
            ["Compensated temperature range", "0 " + ELL + " +60 " + DEG],
            ["Storage temperature", "-40 " + ELL + " +100 " + DEG],
            ["Ingress protection", "IP67 (Packard connector, mated); IP68 (cable version -C, 1 m)"],
            ["Shock", "100 g, 11 ms, half sine"],
            ["Wetted parts", "316L stainless steel, welded; no O-ring"],
            ["Pressure port", 'G1/4 male (standard); 1/4"-18 NPT (-N)'],
            ["Weight", "45 g (Packard); 80 g (-C, with 1 m cable)"],
        ],
        7.8,
    )
    s.heading(LOZ + " 5. Absolute maximum ratings", 10.5, rule=True)
    s.table(
        [Col("Parameter", 200), Col("Rating", 299)],
        [
            ["Supply voltage", "16 V (no damage; output not to specification above 5.5 V)"],
            ["Reverse supply voltage", "-16 V"],
            ["Output short circuit to GND or Vs", "continuous"],
            ["Overpressure", "proof pressure of the range (section 2)"],
        ],
        7.8,
    )
    s.heading(LOZ + " 6. Electrical connection", 10.5, rule=True)
    s.table(
        [
            Col("Signal", 120),
            Col("Packard (3-pin)", 120, "C"),
            Col("Cable (-C)", 120, "C"),
            Col("Remark", 139),
        ],
        [
            ["+Vs", "A", "red", "5 V supply"],
            ["GND", "B", "black", "supply and signal ground"],
            ["OUT", "C", "white", "0.5 " + NDASH + " 4.5 V"],
            ["Case", DASH, "shield", "connect at the controller end"],
        ],
        7.8,
    )
    s.heading(LOZ + " 7. Notes for users", 10.5, rule=True)
    s.bullets(
        [
            "1. Ratiometric output: VOUT = Vs x (0.1 + 0.8 x P / P_FS). Read it with an ADC "
            "referenced to the same supply and supply errors cancel.",
            "2. 3.3 V microcontrollers: the output reaches 4.5 V at full scale. Divide it (e.g. "
            "10 k" + OHM + " / 20 k" + OHM + ") before a 3.3 V ADC input, or use a 5 V ADC "
            "referenced to the same 5 V supply.",
            "3. Voltage output only: do not connect the PKV-250 to a 4-20 mA loop input.",
            "4. Not for oxygen service and not for ammonia (NH3) refrigerant systems.",
            "5. Tighten on the hexagon (22 mm AF) only, 25 N"
            + "\u00b7"
            + "m maximum; never by the "
            "connector housing.",
        ],
        7.8,
        "",
    )
    s.heading(LOZ + " 8. Ordering code and prices", 10.5, rule=True)
    s.para(
        "PKV-250 - [range 006 / 010 / 016 / 040] - [port G / N] - [connection P / C]. "
        "Example: PKV-250-016-G-P = 0 " + NDASH + " 16 bar, G1/4, Packard connector.",
        7.8,
    )
    s.table(
        [
            Col("Ordering code", 170),
            Col("Range", 110, "C"),
            Col("Price (Rs., excl. GST 18 %)", 219, "C"),
        ],
        [
            ["PKV-250-006-G-P", "0 " + NDASH + " 6 bar", "1,850"],
            ["PKV-250-010-G-P", "0 " + NDASH + " 10 bar", "1,850"],
            ["PKV-250-016-G-P", "0 " + NDASH + " 16 bar", "1,950"],
            ["PKV-250-040-G-P", "0 " + NDASH + " 40 bar", "2,400"],
            ["-N / -C option", "NPT port / 1 m cable", "+ 150 / + 320"],
        ],
        7.8,
    )
    return save(s, out / "pkv-250.pdf")


# ------------------------------------------------ 4-digit 7-segment LED display board (Da Nang)
def hqd4(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="SÔNG HÀN MAKER  \u00b7  Đà Nẵng",
        header_right="HQD-4R / 4B / 4Y  \u00b7  Thông số kỹ thuật / Specifications",
        footer_left="Công ty TNHH Linh kiện Sông Hàn  \u00b7  112 Bạch Đằng, Hải Châu, Đà Nẵng  "
        "\u00b7  MST 0402118765  \u00b7  Hotline 0236 3 812 455",
        footer_right="tờ {page}/{nb}",
        rule_color=(190, 60, 120),
        table_fill=(250, 232, 240),
        accent=(190, 60, 120),
        grid=False,
    )
    s = Sheet(style, "HQD-4R / HQD-4B / HQD-4Y 4-digit 7-segment LED display board")
    s.add_page()
    s.title_block(
        "HQD-4R / HQD-4B / HQD-4Y",
        "Mô-đun LED 7 đoạn 4 số có dấu hai chấm / 4-digit 7-segment LED display board with colon",
        "Giá đã gồm VAT 8 % / Prices incl. 8 % VAT  \u00b7  2 dây CLK + DIO / 2-wire CLK + DIO  "
        "\u00b7  IC điều khiển / driver IC HQ37",
        20,
    )

    def about() -> None:
        s.heading(STAR + " Giới thiệu / About", 10.5)
        s.para(
            "Mô-đun hiển thị 4 số với dấu hai chấm ở giữa, dùng cho đồng hồ, bộ đếm, nhiệt kế. "
            "A 4-digit display with a centre colon for clocks, counters and thermometers. The "
            "on-board HQ37 driver scans the digits and keeps the brightness even, so the "
            "microcontroller only sends the digits over two wires.",
            8.0,
        )

    def highlights() -> None:
        s.heading(STAR + " Đặc điểm / Highlights", 10.5)
        s.bullets(
            [
                "8 mức độ sáng / 8 brightness levels",
                "Chỉ cần 2 chân GPIO / only 2 GPIO pins",
                "Lỗ bắt vít M2 / M2 mounting holes",
                'Dùng được thư viện "1637" / works with "1637" libraries',
            ],
            8.0,
            "\u2013",
        )

    s.side_by_side(about, highlights, 280, 16)
    s.heading(STAR + " Phiên bản / Versions", 10.5, rule=True)
    s.table(
        [
            Col("Thông số / Parameter", 205),
            Col("HQD-4R", 78, "C"),
            Col("HQD-4B", 78, "C"),
            Col("HQD-4Y", 78, "C"),
            Col("Đơn vị / Unit", 60, "C"),
        ],
        [
            ["Màu LED / LED colour", "đỏ / red", "xanh dương / blue", "vàng / yellow", ""],
            ["Chiều cao số / Digit height", '14.2 (0.56")', '14.2 (0.56")', '9.1 (0.36")', "mm"],
            [
                "Điện áp nguồn /\nSupply voltage",
                "3.0 " + ELL + " 5.5",
                "4.5 " + ELL + " 5.5",
                "3.0 " + ELL + " 5.5",
                "V",
            ],
            [
                "Dòng, tất cả đoạn sáng, độ sáng 7 /\nCurrent, all segments on, brightness 7",
                "78",
                "64",
                "52",
                "mA",
            ],
            [
                "Dòng, hiển thị 12:34, độ sáng 2 /\nCurrent, showing 12:34, brightness 2",
                "18",
                "15",
                "12",
                "mA",
            ],
            [
                "Dòng khi tắt hiển thị (lệnh 0x80) /\nCurrent, display off (command 0x80)",
                "2.0",
                "2.0",
                "2.0",
                "mA",
            ],
            ["Kích thước bo / Board size", "42 x 24", "42 x 24", "30 x 14", "mm"],
            ["Giá / Price", "32.000", "39.000", "28.000", "đ"],
        ],
        7.6,
        head_rows=[["", "Phiên bản / Version", "<", "<", ""]],
    )
    s.para(
        "Dòng điện đo ở VCC = 5.0 V, 25 "
        + DEG
        + ". Currents measured at VCC = 5.0 V, 25 "
        + DEG
        + ". Độ sáng 2 là mặc định sau khi cấp nguồn / brightness 2 is the power-on default.",
        7.4,
    )
    s.heading(STAR + " Đặc tính điện / Electrical characteristics (all versions)", 10.5, rule=True)
    s.table(
        [
            Col("Thông số / Parameter", 190),
            Col("Ký hiệu", 45, "C"),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Đơn vị", 44, "C"),
            Col("Ghi chú / Note", 100),
        ],
        [
            ["Mức cao CLK, DIO /\nInput high voltage", "V_{IH}", "0.7 VCC", "", "", "V", ""],
            ["Mức thấp CLK, DIO /\nInput low voltage", "V_{IL}", "", "", "0.3 VCC", "V", ""],
            [
                "Điện trở kéo lên /\nPull-up on CLK, DIO",
                "R_{PU}",
                "",
                "10",
                "",
                "k" + OHM,
                "lên VCC / to VCC",
            ],
            ["Tần số CLK /\nCLK frequency", "f_{CLK}", "", "", "250", "kHz", ""],
            [
                "Dòng ra DIO mức thấp /\nDIO sink current (ACK)",
                "I_{OL}",
                "",
                "",
                "4",
                "mA",
                "V_{OL} " + LE + " 0.4 V",
            ],
            ["Nhiệt độ hoạt động /\nOperating temperature", "T_{A}", "-20", "", "+70", DEG, ""],
            ["Nhiệt độ bảo quản /\nStorage temperature", "T_{STG}", "-30", "", "+80", DEG, ""],
        ],
        7.6,
    )

    s.add_page()
    s.heading(STAR + " Chân kết nối / Pinout", 10.5, rule=True)
    s.table(
        [Col("Chân / Pin", 70, "C"), Col("Tên / Name", 70, "C"), Col("Chức năng / Function", 359)],
        [
            ["1", "CLK", "Xung clock / clock input"],
            ["2", "DIO", "Dữ liệu hai chiều / bidirectional data"],
            ["3", "VCC", "Nguồn / supply (HQD-4B: 4.5 " + ELL + " 5.5 V)"],
            ["4", "GND", "Mass / ground"],
        ],
        7.6,
    )
    s.heading(STAR + " Bảng lệnh / Command set (HQ37)", 10.5, rule=True)
    s.table(
        [Col("Lệnh / Command", 110, "C"), Col("Ý nghĩa / Meaning", 389)],
        [
            ["0x40", "ghi dữ liệu, tự tăng địa chỉ / write data, auto-increment address"],
            ["0x44", "ghi dữ liệu, địa chỉ cố định / write data, fixed address"],
            ["0xC0 " + ELL + " 0xC3", "địa chỉ số 1 " + ELL + " 4 / digit 1 " + ELL + " 4 address"],
            [
                "0x88 " + ELL + " 0x8F",
                "bật hiển thị, độ sáng 0 " + ELL + " 7 / display on, brightness 0 " + ELL + " 7",
            ],
            ["0x80", "tắt hiển thị / display off"],
        ],
        7.6,
    )
    s.heading(STAR + " Mã đoạn / Segment codes", 10.5, rule=True)
    s.table(
        [Col("Số / Digit", 50, "C")] + [Col(str(n), 44.9, "C") for n in range(10)],
        [
            [
                "Mã / Code",
                "0x3F",
                "0x06",
                "0x5B",
                "0x4F",
                "0x66",
                "0x6D",
                "0x7D",
                "0x07",
                "0x7F",
                "0x6F",
            ],
        ],
        7.6,
    )
    s.para(
        "Dấu hai chấm = bit 7 của số thứ 2 (0x80). The colon is bit 7 of digit 2 (0x80).",
        7.6,
    )
    s.heading(STAR + " Lưu ý / Notes", 10.5, rule=True)
    s.bullets(
        [
            "Không phải I²C / Not I²C: the HQ37 uses a 2-wire protocol that looks like I²C but "
            "has no address. It cannot share its two wires with I²C devices; give it its own two "
            "GPIOs.",
            "Mức logic / Logic levels: CLK and DIO are pulled up to VCC by 10 k" + OHM + " on the "
            "board. Powered from 5 V, they need at least 3.5 V for a HIGH and are pulled up to 5 V.",
            "HQD-4B: LED xanh dương cần 5 V / the blue LEDs need 5 V: below 4.5 V some segments "
            "stay dark.",
            "Không có chế độ ngủ / No sleep mode: command 0x80 switches the display off; the "
            "driver still draws about 2 mA.",
        ],
        7.6,
        "\u25b8",
    )
    s.heading(STAR + " Hỏi đáp / Q&A", 10.5, rule=True)
    qa = [
        (
            "Dùng với Arduino Uno được không? / Can I use it with an Arduino Uno?",
            "Được. Yes: VCC to 5 V, CLK and DIO to any two digital pins.",
        ),
        (
            "Dùng với Raspberry Pi hoặc ESP32 (3.3 V)? / Raspberry Pi or ESP32 (3.3 V)?",
            "HQD-4R và HQD-4Y: được, cấp nguồn 3.3 V. HQD-4R and HQD-4Y: yes, power VCC from 3.3 V "
            "so that the pull-ups go to 3.3 V. HQD-4B: not directly (see the notes).",
        ),
        (
            "Hai mô-đun dùng chung dây được không? / Two displays on the same wires?",
            "CLK có thể dùng chung, DIO thì không. CLK may be shared, but each display needs its "
            "own DIO pin.",
        ),
        (
            "Chống nước không? / Is it waterproof?",
            "Không. No; for indoor use only.",
        ),
    ]
    for question, answer in qa:
        s.para("H: " + question, 7.6, bold=True)
        s.para("Đ: " + answer, 7.6)
    return save(s, out / "hqd-4.pdf")


# ------------------------------------------------ digital humidity / temperature sensor IC (Winterthur)
def htw31(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="TÖSS SENSORIK",
        header_right="Datasheet HTW-31 / HTW-35  \u00b7  Digital humidity and temperature sensor",
        footer_left="Töss Sensorik AG  \u00b7  Technoparkstrasse 2  \u00b7  8406 Winterthur  \u00b7  "
        "Switzerland  \u00b7  Datasheet HTW-3x  \u00b7  Version 2.1  \u00b7  March 2024",
        footer_right="{page}/{nb}",
        rule_color=(0, 110, 120),
        table_fill=None,
        accent=(0, 110, 120),
        grid=False,
    )
    s = Sheet(style, "HTW-31 / HTW-35 digital humidity and temperature sensor")
    s.add_page()
    s.title_block(
        "HTW-31 / HTW-35",
        "Digital Humidity and Temperature Sensor, I²C, DFN-8",
        "HTW-31: "
        + PM
        + "2 %RH, "
        + PM
        + "0.2 "
        + DEG
        + " typical  \u00b7  HTW-35: "
        + PM
        + "1.5 %RH, "
        + PM
        + "0.1 "
        + DEG
        + " typical  \u00b7  2.15 V to 5.5 V",
        22,
    )

    def summary() -> None:
        s.heading(TRI + " 1  Product summary", 10.5)
        s.para(
            "The HTW-31 and HTW-35 combine a capacitive humidity sensor, a band-gap temperature "
            "sensor, a 16-bit ADC and calibration memory in a 2.5 x 2.5 x 0.9 mm DFN-8 package. "
            "Fully calibrated, linearised and temperature-compensated readings are read over "
            "I²C. The HTW-35 is the tighter-tolerance product, selected in our final test.",
            7.8,
        )

    def highlights() -> None:
        s.heading(TRI + " Highlights", 10.5)
        s.bullets(
            [
                "Two I²C addresses (ADDR pin)",
                "Single-shot and periodic modes",
                "On-chip heater for plausibility checks",
                "ALERT output with programmable limits",
                "CRC-8 checksum on every word",
            ],
            7.8,
            "\u2013",
        )

    s.side_by_side(summary, highlights, 290, 16)
    s.heading(TRI + " 2  Humidity sensor", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 120),
            Col("Condition", 150),
            Col("typ.", 42, "C"),
            Col("max.", 42, "C"),
            Col("typ.", 42, "C"),
            Col("max.", 42, "C"),
            Col("Unit", 61, "C"),
        ],
        [
            [
                "Accuracy tolerance",
                "20 " + ELL + " 80 %RH",
                PM + "2",
                PM + "3",
                PM + "1.5",
                PM + "2",
                "%RH",
            ],
            [
                "",
                "0 " + ELL + " 20 and 80 " + ELL + " 100 %RH",
                PM + "3",
                PM + "4",
                PM + "2",
                PM + "3.5",
                "%RH",
            ],
            ["Repeatability", "high repeatability mode", "0.08", "", "0.08", "", "%RH"],
            ["Resolution", "", "0.01", "", "0.01", "", "%RH"],
            ["Hysteresis", "at 25 " + DEG, PM + "0.8", "", PM + "0.8", "", "%RH"],
            [
                "Specified range",
                "extended (1)",
                "0 " + ELL + " 100",
                "",
                "0 " + ELL + " 100",
                "",
                "%RH",
            ],
            ["Response time", TAU + "63 %, 1 m/s air flow", "8", "", "8", "", "s"],
            ["Long-term drift", "", "< 0.25", "", "< 0.25", "", "%RH/yr"],
        ],
        7.5,
        head_rows=[["", "", "HTW-31", "<", "HTW-35", "<", ""]],
    )
    s.caption("Table 1  Humidity sensor specification (TA = 25 " + DEG + ", VDD = 3.3 V)", 8.0)
    s.para(
        "(1) Long exposure to more than 80 %RH can shift the RH reading by up to +3 %RH; the "
        "offset disappears after some days at normal conditions. See section 7.",
        7.2,
    )
    s.heading(TRI + " 3  Temperature sensor", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 120),
            Col("Condition", 150),
            Col("typ.", 42, "C"),
            Col("max.", 42, "C"),
            Col("typ.", 42, "C"),
            Col("max.", 42, "C"),
            Col("Unit", 61, "C"),
        ],
        [
            [
                "Accuracy tolerance",
                "0 " + ELL + " 65 " + DEG,
                PM + "0.2",
                PM + "0.3",
                PM + "0.1",
                PM + "0.2",
                DEG,
            ],
            [
                "",
                "-40 " + ELL + " 0 " + DEG + " and 65 " + ELL + " 125 " + DEG,
                PM + "0.4",
                PM + "0.6",
                PM + "0.3",
                PM + "0.5",
                DEG,
            ],
            ["Repeatability", "high repeatability mode", "0.04", "", "0.04", "", DEG],
            ["Resolution", "", "0.01", "", "0.01", "", DEG],
            ["Specified range", "", "-40 " + ELL + " 125", "", "-40 " + ELL + " 125", "", DEG],
            ["Response time", TAU + "63 %", "> 2", "", "> 2", "", "s"],
        ],
        7.5,
        head_rows=[["", "", "HTW-31", "<", "HTW-35", "<", ""]],
    )
    s.caption("Table 2  Temperature sensor specification (VDD = 3.3 V)", 8.0)
    s.heading(TRI + " 4  Electrical specifications", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 120),
            Col("Symbol", 44, "C"),
            Col("Conditions", 170),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 45, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "", "2.15", "3.3", "5.5", "V"],
            [
                "Power-up time",
                "t_{PU}",
                "after VDD " + GE + " 2.15 V, to idle state",
                "",
                "0.5",
                "1.5",
                "ms",
            ],
            [
                "Supply current, idle",
                "I_{IDLE}",
                "single-shot mode, not measuring, 25 "
                + DEG
                + "\nsingle-shot mode, not measuring, 125 "
                + DEG,
                "",
                "0.2\n",
                "2.0\n6.0",
                MU + "A",
            ],
            ["Supply current, measuring", "I_{DD}", "", "", "600", "1500", MU + "A"],
            [
                "Average current",
                "I_{AVG}",
                "1 measurement/s, high repeatability\n1 measurement/s, low repeatability",
                "",
                "7.8\n1.7",
                "",
                MU + "A",
            ],
            ["Heater power", "P_{HEAT}", "VDD = 3.3 V\nVDD = 5.5 V", "", "12\n33", "", "mW"],
            ["Input high voltage", "V_{IH}", "SCL, SDA, nRESET", "0.7 VDD", "", "VDD", "V"],
            ["Input low voltage", "V_{IL}", "SCL, SDA, nRESET", "", "", "0.3 VDD", "V"],
            ["Output low voltage", "V_{OL}", "3 mA sink, VDD " + GE + " 2.5 V", "", "", "0.4", "V"],
        ],
        7.5,
    )
    s.caption(
        "Table 3  Electrical specifications (TA = 25 " + DEG + ", VDD = 3.3 V unless noted)", 8.0
    )

    s.add_page()
    s.heading(TRI + " 5  Timing", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 240),
            Col("Symbol", 60, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Measurement duration, low repeatability", "t_{MEAS,L}", "2.5", "4", "ms"],
            ["Measurement duration, medium repeatability", "t_{MEAS,M}", "4.5", "6", "ms"],
            ["Measurement duration, high repeatability", "t_{MEAS,H}", "12.5", "15", "ms"],
            ["Soft reset time", "t_{SR}", "", "1.5", "ms"],
            ["nRESET low pulse", "t_{RESETN}", "1", "", MU + "s"],
        ],
        7.5,
    )
    s.caption(
        "Table 4  Timing (VDD = 2.15 V " + ELL + " 5.5 V, TA = -40 " + ELL + " 125 " + DEG + ")",
        8.0,
    )
    s.heading(TRI + " 6  Interface and pins", 10.5, rule=True)
    s.para(
        "I²C, standard mode, fast mode and fast-mode plus: SCL from 0 to 1000 kHz. The 7-bit "
        "address is 0x46 with ADDR connected to VSS and 0x47 with ADDR connected to VDD; ADDR "
        "must not be left open. SCL and SDA are open drain and need pull-up resistors to VDD "
        "(typically 10 k" + OHM + "). With VDD = 5 V the bus therefore runs at 5 V.",
        7.8,
    )
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Function", 379)],
        [
            ["1", "SDA", "serial data, open drain"],
            ["2", "ADDR", "address select: VSS = 0x46, VDD = 0x47"],
            ["3", "ALERT", "alert output, push-pull, leave open if unused"],
            ["4", "SCL", "serial clock"],
            ["5", "VDD", "supply, 2.15 " + ELL + " 5.5 V"],
            ["6", "nRESET", "reset, active low; connect to VDD if unused"],
            ["7", "R", "no function, connect to VSS"],
            ["8, pad", "VSS", "ground"],
        ],
        7.5,
    )
    s.caption("Table 5  Pin assignment (top view, DFN-8)", 8.0)
    s.table(
        [Col("Command", 90, "C"), Col("Hex code", 90, "C"), Col("Description", 319)],
        [
            ["Single shot", "0x2400", "high repeatability, no clock stretching"],
            ["Single shot", "0x240B", "medium repeatability"],
            ["Single shot", "0x2416", "low repeatability"],
            ["Soft reset", "0x30A2", "sensor reloads calibration, 1.5 ms"],
            ["Heater on / off", "0x306D / 0x3066", "for plausibility checks only"],
        ],
        7.5,
    )
    s.caption("Table 6  Commands (16 bit, MSB first; CRC-8: polynomial 0x31, init 0xFF)", 8.0)
    s.heading(TRI + " 7  Ratings and operating conditions", 10.5, rule=True)
    s.table(
        [Col("Parameter", 240), Col("Min", 60, "C"), Col("Max", 80, "C"), Col("Unit", 119, "C")],
        [
            ["Supply voltage VDD", "-0.3", "6.0", "V"],
            ["Voltage on any pin", "-0.3", "VDD + 0.3", "V"],
            ["Input current on any pin", "-100", "+100", "mA"],
            ["Operating temperature range", "-40", "+125", DEG],
            ["Storage temperature range", "-40", "+150", DEG],
            ["ESD, human body model", "", "2", "kV"],
        ],
        7.5,
    )
    s.caption("Table 7  Absolute maximum ratings", 8.0)
    s.para(
        "The sensor performs best between 5 " + DEG + " and 60 " + DEG + " and between 20 %RH "
        "and 80 %RH. Long exposure outside this window, above all to high humidity, can offset "
        "the RH signal for some days (+3 %RH after 60 h at more than 80 %RH).",
        7.8,
    )
    s.heading(TRI + " 8  Ordering information", 10.5, rule=True)
    s.table(
        [Col("Order code", 120), Col("Product", 120, "C"), Col("Packing", 259)],
        [
            ["HTW-31-R2", "HTW-31", "tape and reel, 2500 pcs"],
            ["HTW-31-R10", "HTW-31", "tape and reel, 10 000 pcs"],
            ["HTW-35-R2", "HTW-35", "tape and reel, 2500 pcs"],
            [
                "HTW-31-EVB",
                "HTW-31",
                "breakout board with 10 k" + OHM + " pull-ups, 2.54 mm header",
            ],
        ],
        7.5,
    )
    s.caption("Table 8  Ordering information", 8.0)
    return save(s, out / "htw-31.pdf")
