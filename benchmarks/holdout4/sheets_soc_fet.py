"""Hold-out 4 datasheets: a Nordic-style radio SoC and an Infineon-style power MOSFET.

Each builder writes one invented part in the look of a vendor family that the
earlier hold-out sets did not use. Numbers are made up but kept physically
plausible; the questions (questions_*.py) cite them by page.
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save


# ------------------------------------------------------------ Nordic-style radio SoC
def nsr5240(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="NSR5240",
        header_right="Product Specification v1.1",
        footer_left="4471_104 v1.1",
        footer_right="{page}",
        accent=(0, 110, 160),
        rule_color=(0, 110, 160),
        table_fill=(222, 235, 242),
        grid=False,
    )
    s = Sheet(style, "NSR5240 Product Specification")
    s.add_page()
    s.title_block(
        "NSR5240",
        "Multiprotocol Bluetooth® LE, IEEE 802.15.4 and 2.4 GHz proprietary system-on-chip",
        "Nordvik Semiconductor ASA   ·   Product Specification v1.1",
    )
    s.heading("Key features", 10.5, rule=True)
    s.bullets(
        [
            "Arm® Cortex®-M33 processor, 64 MHz, with floating-point unit",
            "512 KB flash and 128 KB RAM",
            "2.4 GHz transceiver",
            "  Bluetooth® LE 5.4: 2 Mbps, 1 Mbps and Long Range (500 kbps, 125 kbps)",
            "  IEEE 802.15.4-2006, 250 kbps",
            "  -97 dBm sensitivity in 1 Mbps Bluetooth LE mode",
            "  -104 dBm sensitivity in 125 kbps Bluetooth LE mode (Long Range)",
            "  -20 to +8 dBm TX power, configurable in 4 dB steps",
            "  Single-ended antenna output (on-chip balun)",
            "  14.2 mA peak current in TX (+8 dBm), 4.9 mA peak current in TX (0 dBm)",
            "  4.6 mA peak current in RX (1 Mbps)",
            "Flexible power management",
            "  1.7 V to 5.5 V supply voltage range",
            "  On-chip DC/DC and LDO regulators with automated low-current modes",
            "  0.40 µA at 3 V in System OFF mode, no RAM retention",
            "  2.1 µA at 3 V in System ON mode, full 128 KB RAM retention, wake on RTC",
            "Full-speed 12 Mbps USB 2.0 device",
            "12-bit, 200 ksps ADC with 8 configurable channels and programmable gain",
            "4 × SPI master/slave, 2 × TWI (I²C compatible), 2 × UART (CTS/RTS) with EasyDMA",
            "QSPI 32 MHz, I²S, PDM, 4 × PWM, NFC-A tag",
        ],
        8.3,
    )
    s.heading("Applications", 10.5, rule=True)
    s.para(
        "Wearables, computer peripherals, smart-home sensors and actuators, Thread and Zigbee end "
        "devices, asset tracking tags, medical sensors, gaming controllers.",
        8.3,
    )
    s.caption("Table 1: Device variants")
    s.table(
        [
            Col("Part code", 100),
            Col("Package", 130),
            Col("Flash / RAM", 100, "C"),
            Col("Ambient temperature", 169, "C"),
        ],
        [
            ["NSR5240-QFAA", "QFN48, 6 × 6 mm", "512 KB / 128 KB", "-40 °C to 85 °C"],
            ["NSR5240-QFAB", "QFN48, 6 × 6 mm", "512 KB / 128 KB", "-40 °C to 105 °C"],
            ["NSR5240-CKAA", "WLCSP, 3.5 × 3.6 mm", "512 KB / 128 KB", "-40 °C to 85 °C"],
        ],
    )

    # ---- page 2: pins, operating conditions, absolute maximum ratings
    s.add_page()
    s.heading("4 Pin assignments", 10.5, rule=True)
    s.caption("Table 2: QFN48 pin assignments")
    pins_a = [
        ("1", "DEC1", "Power", "1.1 V digital supply decoupling"),
        ("2", "P0.00/XL1", "Digital I/O", "32.768 kHz crystal (optional)"),
        ("3", "P0.01/XL2", "Digital I/O", "32.768 kHz crystal (optional)"),
        ("4", "P0.02/AIN0", "Digital I/O", "GPIO, analog input"),
        ("5", "P0.03/AIN1", "Digital I/O", "GPIO, analog input"),
        ("6", "P0.04/AIN2", "Digital I/O", "GPIO, analog input"),
        ("7", "P0.05/AIN3", "Digital I/O", "GPIO, analog input"),
        ("8", "P0.06", "Digital I/O", "General purpose I/O"),
        ("9", "P0.07", "Digital I/O", "General purpose I/O"),
        ("10", "P0.08", "Digital I/O", "General purpose I/O"),
        ("11", "NFC1/P0.09", "NFC input", "NFC antenna connection"),
        ("12", "NFC2/P0.10", "NFC input", "NFC antenna connection"),
        ("13", "VDD", "Power", "Power supply"),
        ("14", "P0.11", "Digital I/O", "General purpose I/O"),
        ("15", "P0.12", "Digital I/O", "General purpose I/O"),
        ("16", "P0.13", "Digital I/O", "General purpose I/O"),
        ("17", "P0.14", "Digital I/O", "General purpose I/O"),
        ("18", "P0.15", "Digital I/O", "General purpose I/O"),
        ("19", "P0.16", "Digital I/O", "General purpose I/O"),
        ("20", "P0.17", "Digital I/O", "General purpose I/O"),
        ("21", "P0.18/nRESET", "Digital I/O", "Configurable as pin reset"),
        ("22", "P0.19", "Digital I/O", "General purpose I/O"),
        ("23", "P0.20", "Digital I/O", "General purpose I/O"),
        ("24", "SWDCLK", "Debug", "Serial wire debug clock"),
    ]
    pins_b = [
        ("25", "SWDIO", "Debug", "Serial wire debug I/O"),
        ("26", "P0.21", "Digital I/O", "General purpose I/O"),
        ("27", "P0.22", "Digital I/O", "General purpose I/O"),
        ("28", "P0.23", "Digital I/O", "General purpose I/O"),
        ("29", "P0.24", "Digital I/O", "General purpose I/O"),
        ("30", "ANT", "RF", "Single-ended radio antenna"),
        ("31", "VSS", "Power", "Ground (radio)"),
        ("32", "DEC2", "Power", "1.3 V radio supply decoupling"),
        ("33", "DEC3", "Power", "Power supply decoupling"),
        ("34", "XC1", "Analog input", "32 MHz crystal"),
        ("35", "XC2", "Analog output", "32 MHz crystal"),
        ("36", "VDD", "Power", "Power supply"),
        ("37", "P0.25/AIN4", "Digital I/O", "GPIO, analog input"),
        ("38", "P0.26/AIN5", "Digital I/O", "GPIO, analog input"),
        ("39", "P0.27/AIN6", "Digital I/O", "GPIO, analog input"),
        ("40", "P0.28/AIN7", "Digital I/O", "GPIO, analog input"),
        ("41", "VSS", "Power", "Ground"),
        ("42", "DEC4", "Power", "1.3 V regulator decoupling"),
        ("43", "DCC", "Power", "DC/DC converter output"),
        ("44", "DCCH", "Power", "REG0 DC/DC converter output"),
        ("45", "VDDH", "Power", "High voltage power supply"),
        ("46", "VBUS", "Power", "5 V input for USB 3.3 V regulator"),
        ("47", "D-", "Digital I/O", "USB D-"),
        ("48", "D+", "Digital I/O", "USB D+"),
    ]
    half = [Col("Pin", 18, "C"), Col("Name", 56), Col("Type", 50), Col("Description", 125.5)]
    s.table(
        [*half, *half],
        [[*a, *b] for a, b in zip(pins_a, pins_b, strict=True)],
        size=6.5,
        row_height=9.6,
    )
    s.heading("5 Power management", 10.5, rule=True)
    s.para(
        "The NSR5240 has two supply modes. In Normal voltage mode the supply is connected to both VDD "
        "and VDDH, and the device runs from VDD. In High voltage mode the supply is connected to VDDH "
        "only; the on-chip regulator REG0 (LDO or DC/DC) then generates VDD, which can also supply "
        "external circuitry with up to 25 mA. In High voltage mode VDD is an output and must not be "
        "driven externally. The mode is selected automatically at power-on.",
        8,
    )
    s.caption("Table 3: Recommended operating conditions")
    nordic = [
        Col("Symbol", 48),
        Col("Parameter", 150),
        Col("Notes", 112),
        Col("Min.", 42, "C"),
        Col("Nom.", 42, "C"),
        Col("Max.", 62, "C"),
        Col("Units", 43, "C"),
    ]
    s.table(
        nordic,
        [
            [
                "V_{DD}",
                "Supply voltage, Normal voltage mode",
                "VDDH connected to VDD",
                "1.7",
                "3.0",
                "3.6",
                "V",
            ],
            [
                "V_{DDH}",
                "Supply voltage, High voltage mode",
                "VDD supplied by REG0",
                "2.5",
                "3.7",
                "5.5",
                "V",
            ],
            ["V_{BUS}", "USB supply voltage", "", "4.35", "5.0", "5.5", "V"],
            ["t_{R_VDD}", "Supply rise time (0 V to 1.7 V)", "", "", "", "60", "ms"],
            ["T_{A}", "Operating temperature", "NSR5240-QFAA, -CKAA", "-40", "25", "85", "°C"],
            ["", "", "NSR5240-QFAB", "-40", "25", "105", "°C"],
        ],
    )
    s.caption("Table 4: Absolute maximum ratings")
    s.table(
        [
            Col("Symbol", 110),
            Col("Note", 190),
            Col("Min.", 60, "C"),
            Col("Max.", 80, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltages"],
            ["V_{DD}", "", "-0.3", "+3.9", "V"],
            ["V_{DDH}", "", "-0.3", "+5.8", "V"],
            ["V_{BUS}", "", "-0.3", "+5.8", "V"],
            ["I/O pin voltage"],
            ["V_{I/O}, VDD ≤ 3.6 V", "", "-0.3", "VDD + 0.3 V", "V"],
            ["V_{I/O}, VDD > 3.6 V", "", "-0.3", "3.9", "V"],
            ["I_{NFC1/2}", "NFC antenna pin current", "", "80", "mA"],
            ["P_{RF}", "RF input level", "", "10", "dBm"],
            ["Environmental"],
            ["T_{STG}", "Storage temperature", "-40", "+125", "°C"],
            ["ESD HBM", "Human Body Model", "", "2", "kV"],
            ["ESD CDM", "Charged Device Model", "", "500", "V"],
        ],
        size=7.2,
        row_height=10.5,
    )

    # ---- page 3: current consumption and radio
    s.add_page()
    s.heading("6 Current consumption", 10.5, rule=True)
    s.para("VDD = 3 V, TA = 25 °C, DC/DC regulator enabled, unless otherwise noted.", 8)
    cur = [
        Col("Symbol", 118),
        Col("Description", 221),
        Col("Min.", 40, "C"),
        Col("Typ.", 40, "C"),
        Col("Max.", 40, "C"),
        Col("Units", 40, "C"),
    ]
    s.caption("Table 5: Sleep")
    s.table(
        cur,
        [
            [
                "I_{ON_RAMOFF_EVENT}",
                "System ON, no RAM retention, wake on any event",
                "",
                "0.97",
                "",
                "µA",
            ],
            [
                "I_{ON_RAMON_RTC}",
                "System ON, full 128 KB RAM retention, wake on RTC",
                "",
                "2.1",
                "",
                "µA",
            ],
            [
                "I_{OFF_RAMOFF_RESET}",
                "System OFF, no RAM retention, wake on reset",
                "",
                "0.40",
                "",
                "µA",
            ],
            [
                "I_{OFF_RAMON_RESET}",
                "System OFF, full 128 KB RAM retention, wake on reset",
                "",
                "1.35",
                "",
                "µA",
            ],
        ],
    )
    s.caption("Table 6: Radio and CPU")
    s.table(
        cur,
        [
            ["I_{TX,+8dBm}", "Radio TX, +8 dBm, DC/DC", "", "14.2", "", "mA"],
            ["I_{TX,0dBm}", "Radio TX, 0 dBm, DC/DC", "", "4.9", "", "mA"],
            ["I_{TX,0dBm,LDO}", "Radio TX, 0 dBm, LDO", "", "10.1", "", "mA"],
            ["I_{TX,-20dBm}", "Radio TX, -20 dBm, DC/DC", "", "2.9", "", "mA"],
            ["I_{RX,1M}", "Radio RX, 1 Mbps Bluetooth LE, DC/DC", "", "4.6", "", "mA"],
            ["I_{RX,2M}", "Radio RX, 2 Mbps Bluetooth LE, DC/DC", "", "5.0", "", "mA"],
            ["I_{RX,802.15.4}", "Radio RX, IEEE 802.15.4 250 kbps, DC/DC", "", "5.2", "", "mA"],
            [
                "I_{TX,+8dBm,HV}",
                "Radio TX, +8 dBm, High voltage mode, VDDH = 5 V",
                "",
                "9.0",
                "",
                "mA",
            ],
            ["I_{CPU}", "CPU running CoreMark from flash, 64 MHz, DC/DC", "", "3.1", "", "mA"],
            ["I_{CPU,LDO}", "CPU running CoreMark from flash, 64 MHz, LDO", "", "6.3", "", "mA"],
        ],
    )
    s.heading("7 Radio", 10.5, rule=True)
    s.caption("Table 7: Radio characteristics")
    s.table(
        [
            Col("Symbol", 90),
            Col("Description", 249),
            Col("Min.", 40, "C"),
            Col("Typ.", 40, "C"),
            Col("Max.", 40, "C"),
            Col("Units", 40, "C"),
        ],
        [
            ["f_{OP}", "Operating frequencies", "2360", "", "2500", "MHz"],
            ["P_{RF}", "Maximum output power", "", "8", "", "dBm"],
            ["P_{RFC}", "RF power control range", "", "28", "", "dB"],
            [
                "P_{SENS,1M}",
                "Sensitivity, 1 Mbps Bluetooth LE, ideal transmitter",
                "",
                "-97",
                "",
                "dBm",
            ],
            [
                "P_{SENS,2M}",
                "Sensitivity, 2 Mbps Bluetooth LE, ideal transmitter",
                "",
                "-93",
                "",
                "dBm",
            ],
            [
                "P_{SENS,500k}",
                "Sensitivity, 500 kbps Bluetooth LE (Long Range)",
                "",
                "-100",
                "",
                "dBm",
            ],
            [
                "P_{SENS,125k}",
                "Sensitivity, 125 kbps Bluetooth LE (Long Range)",
                "",
                "-104",
                "",
                "dBm",
            ],
            [
                "P_{SENS,802.15.4}",
                "Sensitivity, IEEE 802.15.4 250 kbps, 1 % PER",
                "",
                "-101",
                "",
                "dBm",
            ],
        ],
    )
    s.figure(
        "Figure 6: Radio TX current vs. output power (VDD = 3 V, DC/DC)",
        "Output power [dBm]",
        "Current [mA]",
        ["-20", "-16", "-12", "-8", "-4", "0", "+4", "+8"],
        ["0", "4", "8", "12", "16"],
        [("DC/DC", [(0.0, 0.18), (0.43, 0.22), (0.71, 0.31), (0.86, 0.5), (1.0, 0.89)])],
        notes=["TA = 25 °C"],
        height=95,
    )

    # ---- page 4: GPIO, serial interfaces, SAADC, ordering, history
    s.add_page()
    s.heading("8 GPIO", 10.5, rule=True)
    s.caption("Table 8: GPIO electrical specification")
    gpio = [
        Col("Symbol", 60),
        Col("Description", 249),
        Col("Min.", 50, "C"),
        Col("Typ.", 30, "C"),
        Col("Max.", 70, "C"),
        Col("Units", 40, "C"),
    ]
    s.table(
        gpio,
        [
            ["V_{IH}", "Input high voltage", "0.7 × VDD", "", "VDD", "V"],
            ["V_{IL}", "Input low voltage", "VSS", "", "0.3 × VDD", "V"],
            [
                "V_{OH,SD}",
                "Output high voltage, standard drive, 0.5 mA, VDD ≥ 1.7 V",
                "VDD - 0.4",
                "",
                "VDD",
                "V",
            ],
            [
                "V_{OH,HDH}",
                "Output high voltage, high drive, 5 mA, VDD ≥ 2.7 V",
                "VDD - 0.4",
                "",
                "VDD",
                "V",
            ],
            [
                "V_{OL,SD}",
                "Output low voltage, standard drive, 0.5 mA, VDD ≥ 1.7 V",
                "VSS",
                "",
                "VSS + 0.4",
                "V",
            ],
            [
                "I_{OH,SD}",
                "Current at VDD - 0.4 V, output high, standard drive",
                "1",
                "2",
                "4",
                "mA",
            ],
            [
                "I_{OH,HDH}",
                "Current at VDD - 0.4 V, output high, high drive, VDD ≥ 2.7 V",
                "6",
                "9",
                "14",
                "mA",
            ],
            [
                "I_{OL,HDL}",
                "Current at VSS + 0.4 V, output low, high drive, VDD ≥ 2.7 V",
                "6",
                "10",
                "15",
                "mA",
            ],
            ["R_{PU}", "Pull-up resistance", "11", "13", "16", "kΩ"],
            ["R_{PD}", "Pull-down resistance", "11", "13", "16", "kΩ"],
        ],
    )
    s.heading("9 Serial interfaces", 10.5, rule=True)
    s.caption("Table 9: TWIM, SPIM and UARTE")
    s.table(
        gpio,
        [
            [
                "f_{TWIM}",
                "SCL clock frequency, TWI master (100, 250 or 400 kHz)",
                "",
                "",
                "400",
                "kHz",
            ],
            ["f_{TWIS}", "SCL clock frequency, TWI slave", "", "", "400", "kHz"],
            ["f_{SPIM}", "SCK frequency, SPI master", "0.125", "", "8", "MHz"],
            ["f_{SPIS}", "SCK frequency, SPI slave", "", "", "8", "MHz"],
            ["f_{UARTE}", "Baud rate, UART", "1.2", "", "1000", "kbaud"],
        ],
    )
    s.heading("10 SAADC", 10.5, rule=True)
    s.caption("Table 10: SAADC electrical specification")
    s.table(
        gpio,
        [
            ["V_{AIN}", "Input voltage range, any analog input", "0", "", "VDD", "V"],
            ["V_{FS}", "Full-scale input, gain 1/6, internal 0.6 V reference", "", "3.6", "", "V"],
            ["RES", "Resolution (14 bit with oversampling)", "8", "", "12", "bit"],
            ["f_{SAMPLE}", "Maximum sampling rate", "", "", "200", "ksps"],
            ["R_{INPUT}", "Input resistance", "", "> 1", "", "MΩ"],
        ],
    )
    s.heading("11 Application example", 10.5, rule=True)
    s.para(
        "A door sensor built around the NSR5240 runs from a CR2032 coin cell (230 mAh) in Normal voltage "
        "mode. It advertises every 1000 ms at 0 dBm and spends the rest of the time in System ON with "
        "RAM retention; the average current is about 14 µA, giving more than 18 months of operation. "
        "A USB dongle variant supplies VDDH from VBUS at 5 V and uses REG0 to feed a 3.3 V LED rail.",
        8,
    )
    s.heading("12 Revision history", 10.5, rule=True)
    revision_table(
        s,
        [
            ["2023-03-01", "1.0", "First release"],
            [
                "2023-11-20",
                "1.1",
                "Added NSR5240-QFAB (105 °C); updated Table 6 High voltage mode current",
            ],
        ],
        (80, 60, 359),
    )
    return save(s, out / "nsr5240.pdf")


# -------------------------------------------------------- Infineon-style power MOSFET
def tqm045n06l(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="VeriMOS™ 5 Power-Transistor, 60 V",
        header_right="TQM045N06L",
        footer_left="Final Data Sheet        Tauber Halbleiter AG        Rev. 2.1, 2023-06-12",
        footer_right="{page}",
        accent=(0, 101, 110),
        rule_color=(0, 101, 110),
        table_fill=(230, 236, 236),
    )
    s = Sheet(style, "TQM045N06L Final Data Sheet")
    s.add_page()
    s.title_block(
        "TQM045N06L",
        "VeriMOS™ 5 Power-Transistor, 60 V\nN-channel, logic level, enhancement mode",
        "Tauber Halbleiter AG",
    )

    def features() -> None:
        s.heading("Features", 10)
        s.bullets(
            [
                "Optimized for motor drives and synchronous rectification",
                "Logic level: RDS(on) specified at VGS = 4.5 V",
                "Very low on-resistance",
                "100% avalanche tested",
                "Pb-free lead plating; RoHS compliant; halogen-free",
                "Qualified according to JEDEC for target applications",
            ],
            8,
        )

    def key_parameters() -> None:
        s.caption("Table 1     Key Performance Parameters", 8)
        s.table(
            [Col("Parameter", 100), Col("Value", 60, "R"), Col("Unit", 40, "L")],
            [
                ["V_{DS}", "60", "V"],
                ["R_{DS(on),max}", "4.5", "mΩ"],
                ["I_{D}", "88", "A"],
                ["Q_{oss}", "42", "nC"],
                ["Q_{G}(0V..10V)", "37", "nC"],
            ],
            size=8,
        )

    s.side_by_side(features, key_parameters, 270, gap=29)
    s.table(
        [
            Col("Type / Ordering Code", 130),
            Col("Package", 130),
            Col("Marking", 100),
            Col("Related Links", 139),
        ],
        [["TQM045N06L", "PG-TDSON-8 FL", "045N06L", "see Appendix A"]],
    )
    s.heading("1     Maximum ratings", 10.5, rule=True)
    s.para("at Tj = 25 °C, unless otherwise specified", 8)
    s.caption("Table 2     Maximum ratings", 8)
    values = [
        Col("Parameter", 122),
        Col("Symbol", 58, "C"),
        Col("Min.", 34, "C"),
        Col("Typ.", 34, "C"),
        Col("Max.", 34, "C"),
        Col("Unit", 30, "C"),
        Col("Note / Test Condition", 187),
    ]
    group = [["", "", "Values", "<", "<", "", ""]]
    s.table(
        values,
        [
            ["Continuous drain current", "I_{D}", "-", "-", "88", "A", "V_{GS}=10 V, T_{C}=25 °C"],
            ["", "", "-", "-", "62", "A", "V_{GS}=10 V, T_{C}=100 °C"],
            ["", "", "-", "-", "17", "A", "V_{GS}=10 V, T_{A}=25 °C, R_{thJA}=50 K/W^{1)}"],
            ["Pulsed drain current^{2)}", "I_{D,pulse}", "-", "-", "352", "A", "T_{C}=25 °C"],
            [
                "Avalanche energy, single pulse^{3)}",
                "E_{AS}",
                "-",
                "-",
                "60",
                "mJ",
                "I_{D}=40 A, R_{GS}=25 Ω",
            ],
            ["Gate source voltage", "V_{GS}", "-20", "-", "20", "V", "-"],
            ["Power dissipation", "P_{tot}", "-", "-", "79", "W", "T_{C}=25 °C"],
            [
                "Operating and storage\ntemperature",
                "T_{j}, T_{stg}",
                "-55",
                "-",
                "175",
                "°C",
                "IEC climatic category;\nDIN IEC 68-1: 55/175/56",
            ],
        ],
        head_rows=group,
    )
    s.heading("2     Thermal characteristics", 10.5, rule=True)
    s.caption("Table 3     Thermal characteristics", 8)
    s.table(
        values,
        [
            ["Thermal resistance, junction - case", "R_{thJC}", "-", "1.2", "1.9", "K/W", "-"],
            ["Device on PCB,\n6 cm² cooling area^{1)}", "R_{thJA}", "-", "-", "50", "K/W", "-"],
            ["Device on PCB,\nminimal footprint", "R_{thJA}", "-", "-", "62", "K/W", "-"],
        ],
        head_rows=group,
    )
    s.para(
        "1) Device on 40 mm × 40 mm × 1.5 mm epoxy PCB FR4 with 6 cm² (one layer, 70 µm thick) copper "
        "area for drain connection. PCB is vertical in still air.\n"
        "2) See Diagram 3 for more detailed information\n"
        "3) See Diagram 13 for more detailed information",
        7,
    )

    # ---- page 2: electrical characteristics
    s.add_page()
    s.heading("3     Electrical characteristics", 10.5, rule=True)
    s.para("at Tj = 25 °C, unless otherwise specified", 8)
    s.caption("Table 4     Static characteristics", 8)
    s.table(
        values,
        [
            [
                "Drain-source breakdown voltage",
                "V_{(BR)DSS}",
                "60",
                "-",
                "-",
                "V",
                "V_{GS}=0 V, I_{D}=1 mA",
            ],
            [
                "Gate threshold voltage",
                "V_{GS(th)}",
                "1.2",
                "1.7",
                "2.2",
                "V",
                "V_{DS}=V_{GS}, I_{D}=36 µA",
            ],
            [
                "Zero gate voltage drain\ncurrent",
                "I_{DSS}",
                "-",
                "0.1",
                "1",
                "µA",
                "V_{DS}=60 V, V_{GS}=0 V, T_{j}=25 °C",
            ],
            ["", "", "-", "10", "100", "µA", "V_{DS}=60 V, V_{GS}=0 V, T_{j}=125 °C"],
            [
                "Gate-source leakage current",
                "I_{GSS}",
                "-",
                "10",
                "100",
                "nA",
                "V_{GS}=20 V, V_{DS}=0 V",
            ],
            [
                "Drain-source on-state\nresistance",
                "R_{DS(on)}",
                "-",
                "3.6",
                "4.5",
                "mΩ",
                "V_{GS}=10 V, I_{D}=44 A",
            ],
            ["", "", "-", "4.7", "6.2", "mΩ", "V_{GS}=4.5 V, I_{D}=22 A"],
            ["Gate resistance", "R_{G}", "-", "1.1", "1.7", "Ω", "-"],
            [
                "Transconductance",
                "g_{fs}",
                "55",
                "110",
                "-",
                "S",
                "|V_{DS}|>2|I_{D}|R_{DS(on)max}, I_{D}=44 A",
            ],
        ],
        head_rows=group,
    )
    s.caption("Table 5     Dynamic characteristics", 8)
    s.table(
        values,
        [
            [
                "Input capacitance",
                "C_{iss}",
                "-",
                "2600",
                "3400",
                "pF",
                "V_{GS}=0 V, V_{DS}=30 V, f=1 MHz",
            ],
            [
                "Output capacitance",
                "C_{oss}",
                "-",
                "690",
                "900",
                "pF",
                "V_{GS}=0 V, V_{DS}=30 V, f=1 MHz",
            ],
            [
                "Reverse transfer capacitance",
                "C_{rss}",
                "-",
                "28",
                "49",
                "pF",
                "V_{GS}=0 V, V_{DS}=30 V, f=1 MHz",
            ],
            [
                "Turn-on delay time",
                "t_{d(on)}",
                "-",
                "7",
                "-",
                "ns",
                "V_{DD}=30 V, V_{GS}=10 V, I_{D}=44 A,",
            ],
            ["Rise time", "t_{r}", "-", "5", "-", "ns", "R_{G,ext}=3 Ω"],
            ["Turn-off delay time", "t_{d(off)}", "-", "24", "-", "ns", ""],
            ["Fall time", "t_{f}", "-", "6", "-", "ns", ""],
        ],
        head_rows=group,
    )
    s.caption("Table 6     Gate charge characteristics 4)", 8)
    s.table(
        values,
        [
            [
                "Gate to source charge",
                "Q_{gs}",
                "-",
                "8.7",
                "-",
                "nC",
                "V_{DD}=30 V, I_{D}=44 A, V_{GS}=0 to 10 V",
            ],
            ["Gate to drain charge", "Q_{gd}", "-", "6.1", "9.2", "nC", ""],
            ["Gate charge total", "Q_{g}", "-", "37", "46", "nC", ""],
            [
                "Gate charge total, logic level",
                "Q_{g(4.5V)}",
                "-",
                "18",
                "-",
                "nC",
                "V_{DD}=30 V, I_{D}=44 A, V_{GS}=0 to 4.5 V",
            ],
            ["Gate plateau voltage", "V_{plateau}", "-", "3.0", "-", "V", ""],
            ["Output charge", "Q_{oss}", "-", "42", "56", "nC", "V_{DD}=30 V, V_{GS}=0 V"],
        ],
        head_rows=group,
    )
    s.caption("Table 7     Reverse diode", 8)
    s.table(
        values,
        [
            ["Diode continuous forward current", "I_{S}", "-", "-", "80", "A", "T_{C}=25 °C"],
            [
                "Diode forward voltage",
                "V_{SD}",
                "-",
                "0.87",
                "1.2",
                "V",
                "V_{GS}=0 V, I_{F}=44 A, T_{j}=25 °C",
            ],
            [
                "Reverse recovery time",
                "t_{rr}",
                "-",
                "38",
                "-",
                "ns",
                "V_{R}=30 V, I_{F}=44 A, di_{F}/dt=100 A/µs",
            ],
            [
                "Reverse recovery charge",
                "Q_{rr}",
                "-",
                "33",
                "-",
                "nC",
                "V_{R}=30 V, I_{F}=44 A, di_{F}/dt=100 A/µs",
            ],
        ],
        head_rows=group,
    )
    s.para('4) See "Gate charge waveforms" for parameter definition', 7)

    # ---- page 3: diagrams, revision history
    s.add_page()
    s.heading("4     Electrical characteristics diagrams", 10.5, rule=True)
    s.figure(
        "Diagram 8: Typ. drain-source on-state resistance RDS(on) = f(ID), Tj = 25 °C; parameter: VGS",
        "ID [A]",
        "RDS(on) [mΩ]",
        ["0", "20", "40", "60", "80", "100"],
        ["0", "3", "6", "9", "12", "15"],
        [
            ("3.5 V", [(0.0, 0.52), (0.4, 0.6), (0.8, 0.75), (1.0, 0.86)]),
            ("4.5 V", [(0.0, 0.28), (0.4, 0.32), (0.8, 0.38), (1.0, 0.42)]),
            ("10 V", [(0.0, 0.22), (0.4, 0.24), (0.8, 0.27), (1.0, 0.29)]),
        ],
        notes=["VGS as parameter"],
    )
    s.figure(
        "Diagram 3: Safe operating area ID = f(VDS); TC = 25 °C; D = 0",
        "VDS [V]",
        "ID [A]",
        ["0.1", "1", "10", "100"],
        ["0.1", "1", "10", "100", "1000"],
        [
            ("1 µs", [(0.0, 0.85), (0.55, 0.85), (1.0, 0.62)]),
            ("100 µs", [(0.0, 0.8), (0.5, 0.8), (1.0, 0.45)]),
            ("DC", [(0.0, 0.68), (0.4, 0.68), (1.0, 0.25)]),
        ],
    )
    s.heading("Revision History", 10.5, rule=True)
    revision_table(
        s,
        [
            ["2022-09-05", "2.0", "Release of final version"],
            ["2023-06-12", "2.1", "RDS(on) at VGS = 4.5 V updated; Diagram 8 added"],
        ],
        (80, 60, 359),
    )
    s.para(
        "Trademarks: All referenced product or service names and trademarks are the property of their "
        "respective owners. Edition 2023-06-12, published by Tauber Halbleiter AG. The information given "
        "in this document shall in no event be regarded as a guarantee of conditions or characteristics.",
        7,
    )
    return save(s, out / "tqm045n06l.pdf")
