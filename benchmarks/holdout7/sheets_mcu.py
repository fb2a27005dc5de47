"""Hold-out 7 datasheet: a Holtek-style 8-bit flash microcontroller family."""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save


# --------------------------------------------- Holtek-style 8-bit flash MCU
def kt46f01x(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="KT46F012/KT46F013/KT46F014",
        header_right="A/D Flash MCU with EEPROM",
        footer_left="Rev. 1.30",
        footer_right="{page}                    May 14, 2023",
        rule_color=(0, 0, 0),
        table_fill=(235, 235, 235),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "KT46F012/KT46F013/KT46F014 A/D Flash MCU with EEPROM")
    s.add_page()
    s.title_block(
        "KT46F012/KT46F013/KT46F014",
        "A/D Flash MCU with EEPROM",
        "Kaitong Semiconductor Inc.",
        20,
    )
    s.heading("Features", 11, rule=True)

    def cpu() -> None:
        s.heading("CPU Features", 9)
        s.bullets(
            [
                "Operating Voltage",
                "  fSYS=4MHz: 2.2V~5.5V",
                "  fSYS=8MHz: 2.7V~5.5V",
                "  fSYS=12MHz: 4.5V~5.5V",
                "Up to 0.33\u03bcs instruction cycle with 12MHz system clock at VDD=5V",
                "Power down and wake-up functions to reduce power consumption",
                "Oscillator types",
                "  Internal High Speed 4/8/12MHz RC \u2013 HIRC",
                "  Internal Low Speed 32kHz RC \u2013 LIRC",
                "Multi-mode operation: FAST, SLOW, IDLE and SLEEP",
                "All instructions executed in one or two instruction cycles",
                "Table read instructions",
                "63 powerful instructions",
                "Up to 6-level subroutine nesting",
            ],
            7.8,
            "\u25a0",
        )

    def periph() -> None:
        s.heading("Peripheral Features", 9)
        s.bullets(
            [
                "Flash Program Memory: 1K\u00d714 ~ 4K\u00d716",
                "RAM Data Memory: 64\u00d78 ~ 256\u00d78",
                "True EEPROM Memory: 32\u00d78 ~ 128\u00d78",
                "Watchdog Timer function",
                "Up to 22 bidirectional I/O lines",
                "Two external interrupt lines shared with I/O pins",
                "Multiple Timer Modules for time measure, input capture, compare match "
                "output, PWM output or single pulse output function",
                "Serial Interface Module \u2013 SIM for SPI or I2C (standard and fast mode, "
                "up to 400kHz)",
                "8 external channel 12-bit resolution A/D converter",
                "Low voltage reset function",
                "Package types: 16-pin NSOP, 20-pin SOP/SSOP, 24-pin SOP/SSOP",
            ],
            7.8,
            "\u25a0",
        )

    s.side_by_side(cpu, periph, 240, 19)
    s.heading("General Description", 11, rule=True)
    s.para(
        "The devices are Flash Memory A/D type 8-bit high performance RISC architecture "
        "microcontrollers. Offering users the convenience of Flash Memory multi-programming "
        "features, these devices also include a wide range of functions and features. Other memory "
        "includes an area of RAM Data Memory as well as an area of true EEPROM memory for storage "
        "of non-volatile data such as serial numbers, calibration data etc. Analog features include "
        "a multi-channel 12-bit A/D converter. Multiple and extremely flexible Timer Modules "
        "provide timing, pulse generation and PWM generation functions. Communication with the "
        "outside world is catered for by including a fully integrated SPI or I2C interface.",
        7.8,
    )
    s.heading("Selection Table", 11, rule=True)
    s.table(
        [
            Col("Part No.", 70),
            Col("VDD", 64, "C"),
            Col("ROM", 46, "C"),
            Col("RAM", 40, "C"),
            Col("Data\nEEPROM", 46, "C"),
            Col("I/O", 30, "C"),
            Col("Ext.\nInt.", 30, "C"),
            Col("A/D", 46, "C"),
            Col("Timer\nModule", 56, "C"),
            Col("Stack", 34, "C"),
            Col("Package", 57, "C"),
        ],
        [
            [
                "KT46F012",
                "2.2V~5.5V",
                "1K\u00d714",
                "64\u00d78",
                "32\u00d78",
                "14",
                "1",
                "12-bit\u00d74",
                "10-bit CTM\u00d71",
                "4",
                "16NSOP",
            ],
            [
                "KT46F013",
                "2.2V~5.5V",
                "2K\u00d715",
                "128\u00d78",
                "64\u00d78",
                "18",
                "2",
                "12-bit\u00d78",
                "10-bit CTM\u00d72",
                "6",
                "20SOP\n20SSOP",
            ],
            [
                "KT46F014",
                "2.2V~5.5V",
                "4K\u00d716",
                "256\u00d78",
                "128\u00d78",
                "22",
                "2",
                "12-bit\u00d78",
                "10-bit CTM\u00d72\n16-bit STM\u00d71",
                "6",
                "24SOP\n24SSOP",
            ],
        ],
        7.4,
    )
    s.para(
        "Note: As devices exist in more than one package format, the table reflects the situation "
        "for the package with the most pins.",
        7.2,
    )

    # ---- page 2
    s.add_page()
    s.heading("Pin Description (KT46F013)", 11, rule=True)
    s.table(
        [
            Col("Pin Name", 92),
            Col("Function", 46, "C"),
            Col("OPT", 60, "C"),
            Col("I/T", 30, "C"),
            Col("O/T", 36, "C"),
            Col("Description", 235),
        ],
        [
            [
                "PA0/INT0/AN0",
                "PA0",
                "PAPU\nPAWU",
                "ST",
                "CMOS",
                "General purpose I/O. Register enabled pull-high\nand wake-up.",
            ],
            ["", "AN0", "ACERL", "AN", "\u2014", "A/D Converter analog input channel 0"],
            ["PA4/SCK/SCL", "SCK", "PAS1", "ST", "CMOS", "SPI serial clock"],
            ["", "SCL", "PAS1", "ST", "NMOS", "I2C clock line (open drain)"],
            ["PA5/SDI/SDA", "SDA", "PAS1", "ST", "NMOS", "I2C data line (open drain)"],
            ["PB0/VREF", "VREF", "PBS0", "AN", "\u2014", "A/D Converter external reference input"],
            ["VDD", "VDD", "\u2014", "PWR", "\u2014", "Positive power supply (pin 1 on 20SOP)"],
            [
                "VSS",
                "VSS",
                "\u2014",
                "PWR",
                "\u2014",
                "Negative power supply, ground (pin 20 on 20SOP)",
            ],
        ],
        7.4,
    )
    s.para(
        "Legend: I/T: Input type; O/T: Output type; OPT: Optional by register option; "
        "PWR: Power; ST: Schmitt Trigger input; CMOS: CMOS output; NMOS: NMOS output; "
        "AN: Analog signal.",
        7.2,
    )
    s.heading("Absolute Maximum Ratings", 11, rule=True)
    s.leaders(
        [
            ("Supply Voltage", "VSS\u22120.3V to VSS+6.0V"),
            ("Input Voltage", "VSS\u22120.3V to VDD+0.3V"),
            ("Storage Temperature", "\u221250\u00b0C to 125\u00b0C"),
            ("Operating Temperature", "\u221240\u00b0C to 85\u00b0C"),
            ("IOL Total", "80mA"),
            ("IOH Total", "\u221280mA"),
            ("Total Power Dissipation", "500mW"),
        ],
        8,
    )
    s.para(
        "Note: These are stress ratings only. Stresses exceeding the range specified under "
        '"Absolute Maximum Ratings" may cause substantial damage to the device. Functional '
        "operation of the device at other conditions beyond those listed in the specification is "
        "not implied and prolonged exposure to extreme conditions may affect device reliability.",
        7.4,
    )
    s.heading("D.C. Characteristics", 11, rule=True)
    dc_cols = [
        Col("Symbol", 42, "C"),
        Col("Parameter", 110),
        Col("VDD", 30, "C"),
        Col("Conditions", 135),
        Col("Min.", 40, "C"),
        Col("Typ.", 40, "C"),
        Col("Max.", 40, "C"),
        Col("Unit", 62, "C"),
    ]
    dc_head = [["", "", "Test Conditions", "<", "", "", "", "Ta=25\u00b0C"]]
    s.table(
        dc_cols,
        [
            [
                "V_{DD}",
                "Operating Voltage\n(HIRC)",
                "\u2014\n\u2014\n\u2014",
                "fSYS=fHIRC=4MHz\nfSYS=fHIRC=8MHz\nfSYS=fHIRC=12MHz",
                "2.2\n2.7\n4.5",
                "\u2014\n\u2014\n\u2014",
                "5.5\n5.5\n5.5",
                "V\nV\nV",
            ],
            [
                "I_{DD}",
                "Operating Current\n(HIRC, no load, all\nperipherals off)",
                "3V\n5V\n5V",
                "fSYS=8MHz\nfSYS=8MHz\nfSYS=12MHz",
                "\u2014\n\u2014\n\u2014",
                "0.8\n1.6\n2.2",
                "1.2\n2.4\n3.3",
                "mA\nmA\nmA",
            ],
            [
                "I_{STB}",
                "Standby Current\n(SLEEP Mode)",
                "3V\n5V",
                "No load, all peripherals off,\nWDT off",
                "\u2014\n\u2014",
                "0.1\n0.3",
                "1.0\n2.0",
                "\u03bcA\n\u03bcA",
            ],
            [
                "I_{IDL}",
                "Standby Current\n(IDLE Mode, LIRC on)",
                "3V\n5V",
                "No load, all peripherals off,\nWDT on",
                "\u2014\n\u2014",
                "1.5\n3.0",
                "3.0\n5.0",
                "\u03bcA\n\u03bcA",
            ],
        ],
        7.4,
        head_rows=dc_head,
    )

    # ---- page 3
    s.add_page()
    s.heading("D.C. Characteristics (continued)", 11, rule=True)
    s.table(
        dc_cols,
        [
            [
                "V_{IL}",
                "Input Low Voltage for\nI/O Ports",
                "5V\n\u2014",
                "\u2014\n\u2014",
                "0\n0",
                "\u2014\n\u2014",
                "1.5\n0.2VDD",
                "V\nV",
            ],
            [
                "V_{IH}",
                "Input High Voltage for\nI/O Ports",
                "5V\n\u2014",
                "\u2014\n\u2014",
                "3.5\n0.8VDD",
                "\u2014\n\u2014",
                "5.0\nVDD",
                "V\nV",
            ],
            [
                "I_{OL}",
                "Sink Current for I/O\nPorts",
                "3V\n5V",
                "V_{OL}=0.1VDD\nV_{OL}=0.1VDD",
                "16\n32",
                "32\n65",
                "\u2014\n\u2014",
                "mA\nmA",
            ],
            [
                "I_{OH}",
                "Source Current for I/O\nPorts",
                "3V\n5V",
                "V_{OH}=0.9VDD\nV_{OH}=0.9VDD",
                "\u22124\n\u22128",
                "\u22128\n\u221216",
                "\u2014\n\u2014",
                "mA\nmA",
            ],
            [
                "R_{PH}",
                "Pull-high Resistance\nfor I/O Ports",
                "3V\n5V",
                "\u2014\n\u2014",
                "20\n10",
                "60\n30",
                "100\n50",
                "k\u03a9\nk\u03a9",
            ],
            [
                "V_{LVR}",
                "Low Voltage Reset\nVoltage",
                "\u2014",
                "LVR enable, 2.1V option",
                "\u22125%",
                "2.1",
                "+5%",
                "V",
            ],
        ],
        7.4,
        head_rows=dc_head,
    )
    s.heading("A.C. Characteristics", 11, rule=True)
    s.table(
        dc_cols,
        [
            [
                "f_{SYS}",
                "System Clock (HIRC)",
                "3V\n5V",
                "\u2014\n\u2014",
                "\u2014\n\u2014",
                "8\n12",
                "\u2014\n\u2014",
                "MHz\nMHz",
            ],
            [
                "f_{HIRC}",
                "High Speed Internal RC\nOscillator (HIRC)",
                "5V",
                "Ta=25\u00b0C, trimmed at 8MHz",
                "\u22122%",
                "8",
                "+2%",
                "MHz",
            ],
            [
                "f_{LIRC}",
                "Low Speed Internal RC\nOscillator (LIRC)",
                "5V",
                "Ta=25\u00b0C",
                "\u221210%",
                "32",
                "+10%",
                "kHz",
            ],
            [
                "t_{SST}",
                "System Start-up Timer\nPeriod (wake-up)",
                "\u2014",
                "fSYS=HIRC",
                "16",
                "\u2014",
                "\u2014",
                "t_{HIRC}",
            ],
        ],
        7.4,
        head_rows=[["", "", "Test Conditions", "<", "", "", "", "Ta=25\u00b0C"]],
    )
    s.heading("A/D Converter Electrical Characteristics", 11, rule=True)
    s.table(
        dc_cols,
        [
            [
                "V_{DDA}",
                "A/D Converter Operating\nVoltage",
                "\u2014",
                "VREF=VDD",
                "2.7",
                "\u2014",
                "5.5",
                "V",
            ],
            [
                "V_{ADI}",
                "A/D Converter Input\nVoltage",
                "\u2014",
                "\u2014",
                "0",
                "\u2014",
                "VREF",
                "V",
            ],
            [
                "V_{REF}",
                "A/D Converter Reference\nVoltage",
                "\u2014",
                "\u2014",
                "2",
                "\u2014",
                "VDD",
                "V",
            ],
            ["N_{R}", "Resolution", "\u2014", "\u2014", "\u2014", "\u2014", "12", "Bit"],
            ["t_{ADCK}", "A/D Clock Period", "\u2014", "\u2014", "0.5", "\u2014", "10", "\u03bcs"],
            [
                "t_{ADC}",
                "Conversion Time\n(incl. sample & hold)",
                "\u2014",
                "\u2014",
                "\u2014",
                "16",
                "\u2014",
                "t_{ADCK}",
            ],
        ],
        7.4,
        head_rows=[["", "", "Test Conditions", "<", "", "", "", "Ta=25\u00b0C"]],
    )
    s.heading("I2C Electrical Characteristics", 11, rule=True)
    s.table(
        dc_cols,
        [
            [
                "f_{I2C}",
                "I2C Standard Mode\n(100kHz) f_{SYS} Frequency",
                "\u2014",
                "No clock debounce",
                "2",
                "\u2014",
                "\u2014",
                "MHz",
            ],
            [
                "",
                "I2C Fast Mode\n(400kHz) f_{SYS} Frequency",
                "\u2014",
                "No clock debounce",
                "5",
                "\u2014",
                "\u2014",
                "MHz",
            ],
            [
                "f_{SCL}",
                "SCL Clock Frequency",
                "3V/5V",
                "Standard mode\nFast mode",
                "\u2014\n\u2014",
                "\u2014\n\u2014",
                "100\n400",
                "kHz\nkHz",
            ],
        ],
        7.4,
        head_rows=[["", "", "Test Conditions", "<", "", "", "", "Ta=25\u00b0C"]],
    )
    return save(s, out / "kt46f01x.pdf")
