"""Hold-out 6 datasheets, part 1: a Würth-style radio module user manual and a
WCH-style (Chinese vendor, translated English) 32-bit microcontroller datasheet.
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
LE, GE = "\u2264", "\u2265"


# ------------------------------------------------- Würth-style sub-GHz radio module
def sorbus868(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="SORBUS-868 Reference Manual",
        header_right="Version 1.4, March 2024",
        footer_left="Halvorsen Funk GmbH & Co. KG  \u00b7  Wireless Connectivity & Sensors",
        footer_right="{page}",
        rule_color=(200, 80, 20),
        table_fill=(252, 228, 214),
        accent=(200, 80, 20),
        grid=True,
    )
    s = Sheet(style, "SORBUS-868 Reference Manual")
    s.add_page()
    s.title_block(
        "SORBUS-868",
        "868 MHz SRD radio module with UART interface",
        "Order codes 2611-0868-01 (PCB antenna) and 2611-0868-02 (u.FL connector)",
    )
    s.heading("1 Introduction", 12, rule=True)
    s.para(
        "The SORBUS-868 is a radio sub module for wireless communication between devices such as "
        "meters, sensors and control units. It operates in the license-free 868 MHz SRD band and "
        "offers a transparent data transmission as well as addressed modes. The module is controlled "
        "by a host controller through its UART and a small number of status and control pins. "
        "All radio parameters are stored in non-volatile user settings."
    )
    s.heading("1.1 Key features", 10)
    s.bullets(
        [
            "Radio link in the 868 MHz SRD band, output power configurable up to +14 dBm",
            "Range up to 1000 m in free field line of sight (+14 dBm, 38.4 kbit/s, both modules "
            "at 2 m height); typical indoor range depends strongly on the building",
            "UART host interface, 115200 Baud 8N1 by default, optional flow control",
            "Supply voltage 2.2 V to 3.6 V, internal DC-DC converter",
            "Sleep mode with 0.6 " + MU + "A current consumption, wake-up by pin",
            "Small SMT package 17 mm x 27 mm x 3.8 mm with castellated pads",
        ]
    )
    s.caption("Table 1: Ordering information")
    s.table(
        [Col("Order code", 110), Col("Description", 389)],
        [
            ["2611-0868-01", "SORBUS-868 with PCB antenna, tape & reel, 400 pieces"],
            ["2611-0868-02", "SORBUS-868 with u.FL connector for external antenna, tray"],
            ["2611-0868-EV", "Evaluation kit with two modules, USB adapters and antennas"],
        ],
        8,
    )
    s.heading("2 Electrical specifications", 12, rule=True)
    s.para(
        "As not otherwise stated, measured on the evaluation board 2611-0868-EV with T = 25 "
        + DEG
        + ", VCC = 3.3 V, f = 868.3 MHz, internal DC-DC converter in use."
    )
    s.heading("2.1 Recommended conditions", 10)
    cols5 = [
        Col("Description", 219),
        Col("Min.", 70, "C"),
        Col("Typ.", 70, "C"),
        Col("Max.", 70, "C"),
        Col("Unit", 70, "C"),
    ]
    s.caption("Table 2: Recommended operating conditions")
    s.table(
        cols5,
        [
            ["Supply voltage (VCC)", "2.2", "3.3", "3.6", "V"],
            ["Supply rise time (0 V to 2.2 V)", "", "", "10", "ms"],
            ["Operating temperature", "-40", "25", "85", DEG],
        ],
        8,
    )
    s.caption("Table 3: Absolute maximum ratings")
    s.table(
        cols5,
        [
            ["Supply voltage (VCC)", "-0.3", "", "3.9", "V"],
            ["Voltage on any digital pin", "-0.3", "", "VCC+0.3", "V"],
            ["RF input power", "", "", "+10", "dBm"],
            ["Storage temperature", "-40", "", "85", DEG],
        ],
        8,
    )
    s.heading("2.2 Power consumption", 10)
    s.caption("Table 4: Power consumption for 100 % transmission / reception")
    s.table(
        [
            Col("Description", 150),
            Col("Test conditions", 129),
            Col("Min.", 55, "C"),
            Col("Typ.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 55, "C"),
        ],
        [
            ["TX current consumption", "+14 dBm", "", "38", "44", "mA"],
            ["", "+10 dBm", "", "27", "", "mA"],
            ["", "0 dBm", "", "11", "", "mA"],
            ["RX current consumption", "38.4 kbit/s", "", "9.5", "", "mA"],
            ["Start-up peak current", "first 2 ms after reset", "", "", "55", "mA"],
            ["Sleep current", "RTC off, RAM retained", "", "0.6", "1.1", MU + "A"],
        ],
        8,
    )

    # ---- page 2
    s.add_page()
    s.heading("2.3 Radio characteristics", 10)
    s.caption("Table 5: Radio characteristics")
    s.table(
        [
            Col("Description", 150),
            Col("Test conditions", 129),
            Col("Min.", 55, "C"),
            Col("Typ.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 55, "C"),
        ],
        [
            ["Frequency range", "SRD band", "863", "868.3", "870", "MHz"],
            ["Output power", "configurable", "-10", "", "+14", "dBm"],
            ["Input sensitivity", "38.4 kbit/s, PER 1 %", "", "-108", "", "dBm"],
            ["", "100 kbit/s, PER 1 %", "", "-104", "", "dBm"],
            ["Data rate over the air", "", "1.2", "", "100", "kbit/s"],
        ],
        8,
    )
    s.heading("2.4 Pin characteristics", 10)
    s.caption("Table 6: Digital pin characteristics")
    s.table(
        cols5,
        [
            ["Input high voltage", "0.7 \u00d7 VCC", "", "VCC", "V"],
            ["Input low voltage", "0", "", "0.3 \u00d7 VCC", "V"],
            ["Output high voltage (IOH = 4 mA)", "VCC-0.4", "", "VCC", "V"],
            ["Output low voltage (IOL = 4 mA)", "0", "", "0.4", "V"],
            ["Output current per pin", "", "", "4", "mA"],
            ["Internal pull-up on /RESET", "", "47", "", "k\u03a9"],
        ],
        8,
    )
    s.para(
        "Caution: The pins of the SORBUS-868 are not 5 V tolerant. A host that is supplied with "
        "more than 3.6 V must be connected through level shifters or voltage dividers.",
        8.5,
        bold=True,
    )
    s.heading("3 Pinout", 12, rule=True)
    pin_cols = [
        Col("No.", 34, "C"),
        Col("Designation", 80),
        Col("I/O", 45, "C"),
        Col("Description", 340),
    ]
    s.caption("Table 7: Pinout")
    s.table(
        pin_cols,
        [
            ["1", "ANT", "I/O", "RF pin, 50 \u03a9 (only 2611-0868-02; not connected otherwise)"],
            ["2", "GND", "Supply", "Ground"],
            ["3", "VCC", "Supply", "Supply voltage"],
            ["4", "/RESET", "Input", "Reset pin, low active, internal pull-up"],
            ["5", "WAKE_UP", "Input", "Wake-up from sleep mode on a falling edge"],
            ["6", "BOOT", "Input", "Boot pin; leave open or tie to GND in normal operation"],
            ["7", "UTXD", "Output", "UART transmission (module to host)"],
            ["8", "URXD", "Input", "UART reception (host to module)"],
        ],
        8,
    )

    # ---- page 3
    s.add_page()
    s.caption("Table 7: Pinout (continued)")
    s.table(
        pin_cols,
        [
            ["9", "/RTS", "Output", "Request to send (flow control, optional)"],
            ["10", "/CTS", "Input", "Clear to send (flow control, optional)"],
            ["11", "MODE_1", "Input", "Operating mode: transparent (low) or command mode (high)"],
            ["12", "LED_1", "Output", "Radio transmission indication, active high"],
            ["13", "LED_2", "Output", "Radio reception indication, active high"],
            ["14", "GND", "Supply", "Ground"],
            ["15", "BUSY", "Output", "High while the module processes data"],
        ],
        8,
    )
    s.heading("4 Host connection", 12, rule=True)
    s.para(
        "The UART of the SORBUS-868 uses 115200 Baud, 8 data bits, no parity and 1 stop bit by "
        "default. The baud rate can be changed with the user setting UART_BaudrateIndex to 9600, "
        "19200, 38400, 115200, 230400, 460800 or 1000000 Baud. Flow control is off by default. "
        "The host must not send data while BUSY is high."
    )
    s.para(
        "The supply has to provide the start-up peak current and the TX current with a voltage drop "
        "of less than 100 mV at the module's VCC pin. Place a 10 " + MU + "F ceramic capacitor "
        "close to pin 3."
    )
    s.heading("4.1 Example: battery powered sensor node", 10)
    s.para(
        "A sensor node that wakes up once per minute, sends a 20 byte telegram at +14 dBm and "
        "38.4 kbit/s and then returns to sleep mode draws about 7 " + MU + "A on average. With a "
        "CR2032 coin cell of 225 mAh this gives an estimated battery life of 3.5 years (self-"
        "discharge and cell ageing not included). These figures are an example, not a specification."
    )
    s.figure(
        "Figure 1: TX current consumption vs. output power (VCC = 3.3 V, 25 " + DEG + ")",
        "Output power (dBm)",
        "Current (mA)",
        ["-10", "-5", "0", "5", "10", "14"],
        ["0", "10", "20", "30", "40"],
        [
            (
                "VCC = 3.3 V",
                [(0, 0.17), (0.2, 0.21), (0.4, 0.28), (0.6, 0.45), (0.8, 0.68), (1, 0.95)],
            )
        ],
        height=100,
    )
    s.heading("5 Document history", 12, rule=True)
    revision_table(
        s,
        [
            ["2022-06-01", "1.0", "Initial release"],
            [
                "2023-02-14",
                "1.2",
                "Sleep current updated (was 0.8 " + MU + "A typ.); 1000000 Baud added",
            ],
            ["2024-03-05", "1.4", "Start-up peak current added; pinout table reworked"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "sorbus-868.pdf")


# ----------------------------------------------- WCH-style 32-bit microcontroller
def qk32f035(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="QK32F035 Datasheet",
        header_right="V1.3",
        footer_left="Qinghe Microelectronics Co., Ltd.",
        footer_right="{page}",
        rule_color=(30, 60, 140),
        table_fill=(220, 228, 245),
        accent=(30, 60, 140),
    )
    s = Sheet(style, "QK32F035 Datasheet")
    s.add_page()
    s.title_block(
        "QK32F035 Datasheet",
        "Industrial-grade enhanced general-purpose 32-bit RISC microcontroller",
        "Version: V1.3",
        size=18,
    )
    s.heading("Overview", 11)
    s.para(
        "QK32F035 series are industrial-grade general-purpose microcontrollers designed based on the "
        "QingRV-2A core, support 48MHz system main frequency, with features of wide voltage, single-"
        "wire debug interface, low power consumption and ultra-small package. The series provide "
        "commonly used peripheral functions, built-in 1 group of DMA controller, 1 group of 10-bit "
        "ADC, several groups of timers, standard communication interfaces USART, I2C, SPI, etc."
    )
    s.heading("Features", 11)
    s.bullets(
        [
            "Core: QingRV-2A 32-bit RISC core, up to 48MHz system main frequency",
            "Memory: 2KB volatile data storage area SRAM, 16KB program memory CodeFlash",
            "Power management and low power consumption: supply voltage of VDD: 2.7V~5.5V; "
            "low-power modes: Sleep, Standby",
            "Clock: built-in 24MHz high-speed RC oscillator (HSI), 128kHz low-speed RC oscillator "
            "(LSI), external 4~25MHz high-speed oscillator (HSE)",
            "1 group of 10-bit ADC, 8 external signal channels and 2 internal signal channels",
            "1 x USART, 1 x I2C interface, 1 x SPI interface",
            "18 I/O ports, mapped to 8 external interrupts; the GPIO output level is the same as VDD",
            "Packages: TSSOP20, QFN20, SOP16, SOP8",
        ]
    )
    s.heading("Product selection", 11)
    s.table(
        [
            Col("Part No.", 105),
            Col("Flash", 55, "C"),
            Col("SRAM", 55, "C"),
            Col("GPIO", 55, "C"),
            Col("ADC channels", 80, "C"),
            Col("Package", 149, "C"),
        ],
        [
            ["QK32F035F4P6", "16K", "2K", "18", "8", "TSSOP20"],
            ["QK32F035F4U6", "16K", "2K", "18", "8", "QFN20"],
            ["QK32F035A4M6", "16K", "2K", "14", "6", "SOP16"],
            ["QK32F035J4M6", "16K", "2K", "6", "4", "SOP8"],
        ],
        8,
    )
    s.heading("Chapter 3 Electrical Characteristics", 12, rule=True)
    s.heading("3.1 Test conditions", 10)
    s.para(
        "Unless otherwise specified, all voltages are based on VSS. All minimum and maximum values "
        "are guaranteed in the worst ambient temperature, supply voltage and clock frequency "
        "conditions. Typical values are based on TA=25" + DEG + " and VDD=3.3V, unless otherwise "
        "specified. Data obtained by comprehensive evaluation or design are not tested in production."
    )
    s.caption("Table 3-1 Absolute maximum ratings")
    s.table(
        [
            Col("Symbol", 70),
            Col("Description", 289),
            Col("Min", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["T_{A}", "Ambient temperature during operation", "-40", "85", DEG],
            ["T_{S}", "Ambient temperature during storage", "-40", "125", DEG],
            ["V_{DD}-V_{SS}", "External main supply voltage", "-0.3", "6.0", "V"],
            ["V_{IN}", "Input voltage on I/O pin", "VSS-0.3", "VDD+0.3", "V"],
            [
                "V_{ESD(HBM)}",
                "ESD electrostatic discharge voltage (human body model)",
                "4000",
                "",
                "V",
            ],
            ["I_{VDD}", "Total current into VDD power line (source)", "", "80", "mA"],
            ["I_{IO}", "Sink current on any I/O and control pin", "", "25", "mA"],
            ["", "Source current on any I/O and control pin", "", "-25", "mA"],
        ],
        8,
    )

    # ---- page 2
    s.add_page()
    s.caption("Table 3-2 General operating conditions")
    s.table(
        [
            Col("Symbol", 60),
            Col("Parameter", 160),
            Col("Condition", 129),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["F_{HCLK}", "Internal AHB clock frequency", "", "0", "48", "MHz"],
            ["V_{DD}", "Standard operating voltage", "", "2.7", "5.5", "V"],
            ["T_{A}", "Ambient temperature", "", "-40", "85", DEG],
        ],
        8,
    )
    s.heading("3.3.4 Supply current characteristics", 10)
    s.para(
        "Current consumption is a comprehensive index of several parameters and factors, including "
        "operating voltage, ambient temperature, I/O pin load, product software configuration, "
        "operating frequency, I/O pin flip rate, location of the program in memory and executed code."
    )
    typ_cols = [
        Col("Symbol", 50),
        Col("Parameter", 85),
        Col("Condition", 130),
        Col("f_{HCLK}", 55, "C"),
        Col("Peripherals\nenabled", 62, "C"),
        Col("Peripherals\ndisabled", 62, "C"),
        Col("Unit", 55, "C"),
    ]
    s.caption(
        "Table 3-5 Typical current consumption in Run mode (code running from Flash, VDD=3.3V)"
    )
    s.table(
        typ_cols,
        [
            ["I_{DD}", "Supply current\nin Run mode", "HSI, PLL on", "48MHz", "4.3", "2.9", "mA"],
            ["", "", "HSI", "24MHz", "2.8", "1.9", "mA"],
            ["", "", "HSI, divided by 3", "8MHz", "1.4", "1.0", "mA"],
        ],
        8,
        head_rows=[["", "", "", "", "Typ.", "<", ""]],
    )
    s.caption("Table 3-6 Typical current consumption in Sleep mode (VDD=3.3V)")
    s.table(
        typ_cols,
        [
            ["I_{DD}", "Supply current\nin Sleep mode", "HSI, PLL on", "48MHz", "2.2", "0.9", "mA"],
            ["", "", "HSI", "24MHz", "1.5", "0.7", "mA"],
        ],
        8,
        head_rows=[["", "", "", "", "Typ.", "<", ""]],
    )
    s.caption("Table 3-7 Typical current consumption in Standby mode")
    s.table(
        [
            Col("Symbol", 50),
            Col("Parameter", 110),
            Col("Condition", 209),
            Col("Typ.", 65, "C"),
            Col("Unit", 65, "C"),
        ],
        [
            [
                "I_{DD}",
                "Supply current in\nStandby mode",
                "LSI on, AWU on, VDD=3.3V",
                "10.5",
                MU + "A",
            ],
            ["", "", "LSI off, VDD=3.3V", "9", MU + "A"],
            ["", "", "LSI off, VDD=5V", "11", MU + "A"],
        ],
        8,
    )
    s.heading("3.3.7 I/O port characteristics", 10)
    io_cols = [
        Col("Symbol", 55),
        Col("Parameter", 150),
        Col("Condition", 134),
        Col("Min", 40, "C"),
        Col("Typ", 40, "C"),
        Col("Max", 40, "C"),
        Col("Unit", 40, "C"),
    ]
    s.caption("Table 3-10 General-purpose I/O static characteristics")
    s.table(
        io_cols,
        [
            ["V_{IL}", "Input low level voltage", "", "-0.3", "", "0.3*VDD", "V"],
            ["V_{IH}", "Input high level voltage", "", "0.7*VDD", "", "VDD+0.3", "V"],
            ["V_{hys}", "Schmitt trigger hysteresis", "", "", "150", "", "mV"],
            [
                "I_{lkg}",
                "Input leakage current",
                "VSS " + LE + " VIN " + LE + " VDD",
                "",
                "",
                PM + "1",
                MU + "A",
            ],
        ],
        8,
    )

    # ---- page 3
    s.add_page()
    s.caption("Table 3-10 General-purpose I/O static characteristics (continued)")
    s.table(
        io_cols,
        [
            [
                "R_{PU}",
                "Weak pull-up equivalent\nresistance",
                "VIN=VSS",
                "35",
                "45",
                "55",
                "k\u03a9",
            ],
            [
                "R_{PD}",
                "Weak pull-down equivalent\nresistance",
                "VIN=VDD",
                "35",
                "45",
                "55",
                "k\u03a9",
            ],
            ["C_{IO}", "I/O pin capacitance", "", "", "5", "", "pF"],
        ],
        8,
    )
    s.para(
        "Note: The I/O pins of the QK32F035 are not 5V tolerant. When VDD is 3.3V, the voltage "
        "applied to any I/O pin must not exceed VDD+0.3V.",
        8.5,
        bold=True,
    )
    s.caption("Table 3-11 Output voltage characteristics")
    s.table(
        io_cols,
        [
            ["V_{OL}", "Output low level voltage", "IIO=+8mA, 2.7V<VDD<5.5V", "", "", "0.4", "V"],
            [
                "V_{OH}",
                "Output high level voltage",
                "IIO=-8mA, 2.7V<VDD<5.5V",
                "VDD-0.4",
                "",
                "",
                "V",
            ],
            ["V_{OL}", "Output low level voltage", "IIO=+20mA, 4.5V<VDD<5.5V", "", "", "1.3", "V"],
            [
                "V_{OH}",
                "Output high level voltage",
                "IIO=-20mA, 4.5V<VDD<5.5V",
                "VDD-1.3",
                "",
                "",
                "V",
            ],
        ],
        8,
    )
    s.heading("3.3.10 ADC characteristics", 10)
    s.caption("Table 3-14 ADC characteristics")
    s.table(
        io_cols,
        [
            ["V_{DDA}", "Power supply", "VDDA is connected to VDD", "2.7", "", "5.5", "V"],
            ["f_{ADC}", "ADC clock frequency", "", "0.6", "", "24", "MHz"],
            ["f_{S}", "Sampling rate", "", "0.05", "", "1", "Msps"],
            ["V_{AIN}", "Conversion voltage range", "", "0", "", "VDDA", "V"],
            ["R_{AIN}", "External input impedance", "", "", "", "50", "k\u03a9"],
            ["C_{ADC}", "Internal sample and hold\ncapacitor", "", "", "8", "", "pF"],
        ],
        8,
    )
    s.heading("3.3.12 Communication interfaces", 10)
    s.para(
        "I2C interface characteristics: the I2C interface supports standard mode (up to 100kHz) and "
        "fast mode (up to 400kHz); SDA and SCL are not true open-drain pins and are limited to VDD+0.3V."
    )
    s.table(
        io_cols,
        [
            ["f_{SCL}", "I2C clock frequency", "Standard mode", "0", "", "100", "kHz"],
            ["", "", "Fast mode", "0", "", "400", "kHz"],
            ["f_{SCK}", "SPI clock frequency", "Master mode", "", "", "24", "MHz"],
            ["", "", "Slave mode", "", "", "12", "MHz"],
            ["", "USART baud rate", "fHCLK=48MHz", "", "", "3", "Mbps"],
        ],
        8,
    )
    s.heading("Revision history", 10)
    revision_table(
        s,
        [
            ["2023/04", "V1.0", "Initial release"],
            ["2023/09", "V1.2", "Standby current corrected (was 12" + MU + "A); SOP8 added"],
            ["2024/02", "V1.3", "ADC sampling rate and I/O characteristics updated"],
        ],
        (70, 60, 369),
    )
    return save(s, out / "qk32f035.pdf")
