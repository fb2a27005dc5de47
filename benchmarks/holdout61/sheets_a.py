"""Hold-out 61 datasheets, part 1: a PM2.5 particulate sensor module, an isolated DC-DC
converter module series, a quad voltage comparator and a Wi-Fi microcontroller module.

A Chinese module manual in translated English (key / value lines with full-width
punctuation, a current table whose columns are working states, a frame table as
decoy), a Swedish converter series sheet (one column per ordering code, table
continued on page 2, minimum load only in a note), a US analog house comparator
(two grade column groups, symbol-only rows, note marks fused to values, unnamed
continuation rows) and a Korean module specification (typ.-only current table per
radio mode, abs max vs recommended rows of the same names, GPIO levels relative to
VDD).
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
LE = "\u2264"
GE = "\u2265"
UGM = MU + "g/m\u00b3"


# ---------------------------------------------------------------- PM2.5 sensor (Chinese)
def pm25(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Xiamen Lanhai Sensing Technology Co., Ltd.",
        header_right="LH-PM25U User Manual  V1.3",
        footer_left="www.lanhai-sensing.example  Tel: 0592-5550123",
        footer_right="- {page} -",
        table_fill=(235, 235, 235),
        accent=(20, 60, 120),
    )
    s = Sheet(style, "LH-PM25U laser particle sensor user manual")
    s.add_page()
    s.title_block(
        "LH-PM25U",
        "Digital universal particle concentration sensor (laser scattering, UART)",
        "Product User Manual",
        19,
    )
    s.heading("1、Product overview", 10)
    s.para(
        "LH-PM25U is a digital universal particle concentration sensor based on laser "
        "scattering principle. It can continuously collect and calculate the number of "
        "suspended particles of different size in the air per unit volume, and output the "
        "mass concentration by serial port. The sensor has a built-in fan, the fan must be "
        "powered with 5V, the data interface is 3.3V level.",
        8.5,
    )
    s.heading("2、Main parameter", 10)
    s.lines(
        [
            "Measuring range" + FWC + "0" + FWT + "1000 " + UGM + " (PM2.5)",
            "Resolution" + FWC + "1 " + UGM,
            "Minimum detectable particle diameter" + FWC + "0.3 " + MU + "m",
            "Supply voltage" + FWC + "DC4.5V" + FWT + "5.5V (typical 5.0V)",
            "Data interface level" + FWC + "L<0.8V，H>2.7V (3.3V)",
            "Response time" + FWC + LE + "10s (single response)",
            "Working temperature" + FWC + "-10" + FW_C + FWT + "+60" + FW_C,
            "Working humidity" + FWC + "0" + FWT + "99%RH (no condensation)",
            "Storage temperature" + FWC + "-40" + FW_C + FWT + "+80" + FW_C,
            "MTTF" + FWC + GE + "3 years",
            "Size" + FWC + "50mm" + "×" + "38mm" + "×" + "21mm",
        ],
        8.5,
        3.0,
    )
    s.heading("3、Consistency (PM2.5)", 10)
    s.table(
        [Col("Concentration range", 180), Col("Consistency error", 150, "C"), Col("Remark", 169)],
        [
            ["0" + FWT + "100 " + UGM, PM + "10 " + UGM, "Temperature 25" + FW_C],
            ["100" + FWT + "500 " + UGM, PM + "10%", "reading value"],
            ["500" + FWT + "1000 " + UGM, "not guaranteed", "data for reference only"],
        ],
        8,
    )
    s.heading("4、Working current", 10)
    s.para("（Unless otherwise specified，Ta=25" + FW_C + "，VCC=5.0V）", 8)
    s.table(
        [
            Col("State", 120),
            Col("Active (fan on)", 100, "C"),
            Col("Passive (fan on)", 100, "C"),
            Col("Sleep (fan off)", 100, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Typical", "85", "85", "0.2", "mA"],
            ["Maximum", "110", "110", "0.5", "mA"],
            ["Peak at fan start", "220", "220", "-", "mA"],
        ],
        8,
    )
    s.heading("5、Serial communication", 10)
    s.lines(
        [
            "Baud rate"
            + FWC
            + "9600bps  Data bit"
            + FWC
            + "8  Stop bit"
            + FWC
            + "1  Parity"
            + FWC
            + "none",
            "Default mode" + FWC + "active output, one frame every 1s",
        ],
        8.5,
        3.0,
    )
    s.add_page()
    s.heading("6、Pin definition", 10)
    s.table(
        [Col("PIN", 50, "C"), Col("Name", 80, "C"), Col("Description", 369)],
        [
            ["1", "VCC", "Positive power 5V"],
            ["2", "GND", "Negative power"],
            ["3", "SET", "Set pin, high level or suspending is normal working, low level is sleep"],
            ["4", "RXD", "Serial port receiving pin, 3.3V level"],
            ["5", "TXD", "Serial port sending pin, 3.3V level"],
            ["6", "RESET", "Module reset signal, low reset"],
            ["7/8", "NC", "Not connected"],
        ],
        8,
    )
    s.heading("7、Output frame (32 bytes)", 10)
    s.table(
        [Col("Byte", 60, "C"), Col("Content", 200), Col("Note", 239)],
        [
            ["0", "Start character 1 = 0x42", "fixed"],
            ["1", "Start character 2 = 0x4D", "fixed"],
            ["2-3", "Frame length = 2x13+2", "28"],
            ["4-5", "PM1.0 concentration (CF=1)", "unit " + UGM],
            ["6-7", "PM2.5 concentration (CF=1)", "unit " + UGM],
            ["8-9", "PM10 concentration (CF=1)", "unit " + UGM],
            ["10-27", "particle counts / reserved", "0.3 / 0.5 / 1.0 / 2.5 / 5 / 10 " + MU + "m"],
            ["30-31", "Check code", "sum of byte 0 ~ 29"],
        ],
        8,
    )
    s.heading("8、Attention", 10)
    s.bullets(
        [
            "1、Data pins are 3.3V level. When used with 5V MCU (for example Arduino UNO), "
            "a level converter or resistor divider must be added on RXD, otherwise the sensor "
            "may be damaged.",
            "2、The fan needs stable 5V power supply, the sensor can not work normally at 3.3V "
            "supply; the ripple of power supply should be less than 100mV.",
            "3、After the sensor wake up from sleep, the fan need at least 30 seconds to make "
            "the data stable.",
            "4、The sensor is for indoor air use. It is not waterproof, do not use in rain, "
            "fog or high dust (kitchen fume, building site) environment.",
            "5、The sensor has no formaldehyde or gas measuring function.",
        ],
        8.5,
        mark="",
    )
    revision_table(
        s,
        [["2022-03-10", "V1.2", "Add sleep current"], ["2023-08-21", "V1.3", "Consistency table"]],
        (100, 60, 339),
    )
    return save(s, out / "lh-pm25u.pdf")


# ------------------------------------------------------ isolated DC-DC converter (Swedish)
def vis1(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="NORRVOLT KRAFTELEKTRONIK AB",
        header_right="VIS1 series  —  1 W isolated DC/DC converters",
        footer_left="Norrvolt Kraftelektronik AB, Västerås  ·  Doc. 1090-VIS1 rev. D",
        footer_right="Sida {page} ({nb})",
        table_fill=(225, 232, 225),
        accent=(0, 90, 60),
        grid=False,
    )
    s = Sheet(style, "VIS1 series isolated DC/DC converters")
    s.add_page()
    s.title_block(
        "VIS1 series",
        "1 W, fixed input, isolated single-output DC/DC converters in SIP-7",
        "VIS1-0505  ·  VIS1-0512  ·  VIS1-1205  ·  VIS1-2405",
        20,
    )
    s.heading("Key features", 10, rule=True)
    s.bullets(
        [
            "1 W output power in a 7-pin single-in-line package",
            "Isolation 1 500 V DC for one minute between input and output",
            "Efficiency up to 82 %",
            "No heat sink, no external components required",
            "Ambient -40 °C ... +85 °C, full power up to +70 °C",
        ],
        8.5,
    )
    s.heading("Selection and electrical data", 10, rule=True)
    s.para(
        "All data at Ta = +25 °C, nominal input voltage and full load unless otherwise "
        "noted. Values without a limit are typical.",
        7.5,
    )
    w = [150, 50, 74, 74, 74, 77]
    cols = [
        Col("Characteristic", w[0]),
        Col("Unit", w[1], "C"),
        Col("VIS1-0505", w[2], "C"),
        Col("VIS1-0512", w[3], "C"),
        Col("VIS1-1205", w[4], "C"),
        Col("VIS1-2405", w[5], "C"),
    ]
    s.table(
        cols,
        [
            ["Input"],
            ["Nominal input voltage", "V", "5", "5", "12", "24"],
            [
                "Input voltage range",
                "V",
                "4.5 ... 5.5",
                "4.5 ... 5.5",
                "10.8 ... 13.2",
                "21.6 ... 26.4",
            ],
            ["Input current, no load", "mA", "25", "28", "12", "8"],
            ["Input current, full load", "mA", "250", "250", "105", "52"],
            ["Output"],
            ["Output voltage", "V", "5.0", "12.0", "5.0", "5.0"],
            ["Output current,\nmaximum (note 1)", "mA", "200", "84", "200", "200"],
            ["Output voltage accuracy", "%", PM + "3", PM + "3", PM + "3", PM + "3"],
            ["Load regulation,\n10 % ... 100 % load", "%", "10", "8", "10", "10"],
            ["Ripple and noise,\n20 MHz bandwidth", "mV p-p", "75", "100", "75", "75"],
            ["Efficiency, full load", "%", "78", "80", "79", "82"],
        ],
        7.5,
    )
    s.para(
        "Note 1: a minimum load of 10 % of the maximum output current is required. Below "
        "it the output voltage can rise up to 15 % above nominal; fit a bleeder resistor "
        "if the load can be switched off.",
        7.5,
    )
    s.add_page()
    s.heading("Selection and electrical data (continued)", 10, rule=True)
    s.table(
        cols,
        [
            ["Isolation and general"],
            [
                "Isolation voltage,\ninput to output, 60 s",
                "V DC",
                "1 500",
                "1 500",
                "1 500",
                "1 500",
            ],
            ["Isolation resistance", "G" + "\u03a9", "1", "1", "1", "1"],
            ["Isolation capacitance", "pF", "20", "20", "25", "25"],
            ["Switching frequency", "kHz", "100", "100", "90", "90"],
            ["Short-circuit protection", "", "1 s", "1 s", "1 s", "1 s"],
        ],
        7.5,
    )
    s.heading("Environmental", 10, rule=True)
    s.table(
        [
            Col("Item", 190),
            Col("min.", 70, "C"),
            Col("max.", 70, "C"),
            Col("Unit", 60, "C"),
            Col("Remark", 109),
        ],
        [
            ["Operating ambient temperature", "-40", "+85", "°C", "derating, see below"],
            ["Full-power ambient temperature", "-40", "+70", "°C", ""],
            ["Storage temperature", "-55", "+125", "°C", ""],
            ["Relative humidity, non-condensing", "", "95", "%", ""],
            ["Case temperature rise, full load", "", "25", "K", "typical"],
        ],
        7.5,
    )
    s.para(
        "Derating: above +70 °C the output power falls linearly to 60 % at +85 °C. "
        "The converters are not regulated: the output follows the input voltage "
        "(1.2 % output change per 1 % input change).",
        8,
    )
    s.heading("Absolute maximum ratings", 10, rule=True)
    s.table(
        [
            Col("Model", 150),
            Col("Input surge, 1 s max.", 150, "C"),
            Col("Soldering temperature", 199, "C"),
        ],
        [
            ["VIS1-0505 / VIS1-0512", "-0.7 ... 9 V", "300 °C, 1.5 mm from case, 3 s"],
            ["VIS1-1205", "-0.7 ... 18 V", "300 °C, 1.5 mm from case, 3 s"],
            ["VIS1-2405", "-0.7 ... 30 V", "300 °C, 1.5 mm from case, 3 s"],
        ],
        7.5,
    )
    s.heading("Pin connections", 10, rule=True)
    s.table(
        [
            Col("Pin", 60, "C"),
            Col("1", 70, "C"),
            Col("2", 70, "C"),
            Col("4", 70, "C"),
            Col("6", 70, "C"),
            Col("7", 159, "C"),
        ],
        [["Function", "+Vin", "-Vin", "-Vout", "+Vout", "NC (no connection)"]],
        7.5,
    )
    s.para(
        "Safety: the isolation is functional isolation only. The VIS1 is not approved for "
        "reinforced or basic insulation to mains and must not be used as a safety barrier.",
        8,
    )
    revision_table(
        s,
        [["2021-05-04", "C", "VIS1-2405 added"], ["2023-11-20", "D", "Minimum load note"]],
        (100, 60, 339),
    )
    return save(s, out / "vis1.pdf")


# ------------------------------------------------------------ quad comparator (US analog)
def rl339(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="RIDGELINE LINEAR",
        header_right="RL3390, RL3390A",
        footer_left="Ridgeline Linear Inc.  |  RL3390 Rev. B  |  ridgelinelinear.example",
        footer_right="{page}",
        table_fill=(230, 230, 230),
        accent=(150, 20, 20),
    )
    s = Sheet(style, "RL3390 quad differential comparator")
    s.add_page()
    s.title_block(
        "RL3390, RL3390A",
        "Low-Power, Single-Supply Quad Differential Comparators",
        "Open-collector outputs  -  DIP-14, SO-14 and TSSOP-14",
        20,
    )

    def feats() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "Single supply 2 V to 36 V or dual supplies +/-1 V to +/-18 V",
                "Low supply current: 0.8 mA (all four comparators)",
                "Input offset 1 mV typ (RL3390A)",
                "Input common-mode range includes ground",
                "Output compatible with TTL, CMOS and MOS logic",
            ],
            7.8,
        )

    def apps() -> None:
        s.heading("APPLICATIONS", 9.5)
        s.bullets(
            ["Window detectors", "Level and threshold sensing", "Oscillators", "Battery monitors"],
            7.8,
        )

    s.side_by_side(feats, apps, 300)
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5)
    s.para(
        "VCC = 5 V, GND = 0 V, TA = 25 C, unless otherwise noted. Limits over -40 C to +85 C "
        "are guaranteed by design.",
        7.5,
    )
    cw = [92, 26, 88, 32, 32, 32, 32, 32, 32, 31]
    s.table(
        [
            Col("PARAMETER", cw[0]),
            Col("SYMBOL", cw[1], "C"),
            Col("CONDITIONS", cw[2]),
            Col("MIN", cw[3], "C"),
            Col("TYP", cw[4], "C"),
            Col("MAX", cw[5], "C"),
            Col("MIN", cw[6], "C"),
            Col("TYP", cw[7], "C"),
            Col("MAX", cw[8], "C"),
            Col("UNIT", cw[9], "C"),
        ],
        [
            [
                "Input Offset\nVoltage",
                "VOS",
                "VO = 1.4 V, RS = 0",
                "",
                "2",
                "7",
                "",
                "1",
                "3",
                "mV",
            ],
            ["Input Bias Current", "IB", "IN+ or IN-", "", "25", "250", "", "25", "250", "nA"],
            ["Input Offset Current", "IOS", "", "", "5", "50", "", "3", "50", "nA"],
            [
                "Input Common-Mode\nVoltage Range",
                "VICR",
                "",
                "0",
                "",
                "VCC-1.5",
                "0",
                "",
                "VCC-1.5",
                "V",
            ],
            [
                "Supply Current",
                "ICC",
                "RL = inf, all comparators",
                "",
                "0.8",
                "2.0",
                "",
                "0.8",
                "2.0",
                "mA",
            ],
            ["", "", "VCC = 30 V", "", "1.0", "2.5", "", "1.0", "2.5", "mA"],
            [
                "Voltage Gain",
                "AVD",
                "VCC = 15 V, RL = 15 k",
                "50",
                "200",
                "",
                "50",
                "200",
                "",
                "V/mV",
            ],
            [
                "Output Sink Current",
                "Isink",
                "VIN- = 1 V, VO = 1.5 V",
                "6",
                "16",
                "",
                "6",
                "16",
                "",
                "mA",
            ],
            ["", "VOL", "Isink = 4 mA", "", "250", "400", "", "250", "400", "mV"],
            ["", "IOH", "VO = 5 V, leakage", "", "0.1", "", "", "0.1", "", "nA"],
            ["Response Time", "tR", "5 mV overdrive (1)", "", "1.3", "", "", "1.3", "", "us"],
            ["", "", "TTL step (2)", "", "0.3", "", "", "0.3", "", "us"],
        ],
        7,
        head_rows=[["", "", "", "RL3390", "<", "<", "RL3390A", "<", "<", ""]],
    )
    s.para(
        "(1) RL = 5.1 k to 5 V, CL = 15 pF.  (2) 100 mV input step with 5 mV overdrive "
        "replaced by a TTL-level input swing; RL = 5.1 k.",
        7,
    )
    s.add_page()
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5)
    s.leaders(
        [
            ("Supply Voltage, VCC", "36 V or +/-18 V"),
            ("Differential Input Voltage (3)", "36 V"),
            ("Input Voltage, any input", "-0.3 V to 36 V"),
            ("Output Voltage", "36 V"),
            ("Output Sink Current", "20 mA"),
            ("Output Short-Circuit to GND (4)", "Continuous"),
            ("Operating Temperature Range", "-40 C to +85 C"),
            ("Storage Temperature Range", "-65 C to +150 C"),
            ("Junction Temperature", "150 C"),
        ],
        8,
    )
    s.para(
        "(3) Inputs may be driven below GND by no more than 0.3 V; the output stays correct "
        "as long as one input is within the common-mode range.  (4) Short circuits from the "
        "output to VCC can cause excessive heating and eventual destruction.",
        7.2,
    )
    s.heading("RECOMMENDED OPERATING CONDITIONS", 9.5)
    s.table(
        [
            Col("", 200),
            Col("MIN", 60, "C"),
            Col("MAX", 60, "C"),
            Col("UNIT", 60, "C"),
            Col("", 119),
        ],
        [
            ["Supply Voltage, VCC (single supply)", "2", "36", "V", ""],
            ["Supply Voltage (dual supplies)", "+/-1", "+/-18", "V", ""],
            ["Operating Free-Air Temperature, TA", "-40", "85", "C", "RL3390, RL3390A"],
        ],
        7.5,
    )
    s.heading("APPLICATION INFORMATION", 9.5)
    s.para(
        "The outputs are open-collector NPN transistors: a pull-up resistor to the logic "
        "supply of the receiving circuit is always needed, and the pull-up may go to a "
        "supply other than VCC (for example 3.3 V logic with VCC = 12 V). Without hysteresis "
        "the outputs may oscillate on slow input edges; add 10 mV to 20 mV of positive "
        "feedback. The RL3390 has no internal hysteresis.",
        8,
    )
    s.heading("PIN CONFIGURATION", 9.5)
    s.table(
        [
            Col("PIN", 40, "C"),
            Col("NAME", 60, "C"),
            Col("PIN", 40, "C"),
            Col("NAME", 60, "C"),
            Col("FUNCTION", 299),
        ],
        [
            ["1", "OUT2", "8", "IN3-", "Comparator outputs (open collector)"],
            ["2", "OUT1", "9", "IN3+", "Inputs 1 to 4"],
            ["3", "VCC", "10", "IN4-", "Positive supply"],
            ["4", "IN1-", "11", "IN4+", ""],
            ["5", "IN1+", "12", "GND", "Ground / negative supply"],
            ["6", "IN2-", "13", "OUT4", ""],
            ["7", "IN2+", "14", "OUT3", ""],
        ],
        7.5,
    )
    s.heading("ORDERING INFORMATION", 9.5)
    s.table(
        [
            Col("PART", 120),
            Col("PACKAGE", 120, "C"),
            Col("VOS MAX", 100, "C"),
            Col("TEMP RANGE", 159, "C"),
        ],
        [
            ["RL3390N", "DIP-14", "7 mV", "-40 C to +85 C"],
            ["RL3390D", "SO-14", "7 mV", "-40 C to +85 C"],
            ["RL3390AD", "SO-14", "3 mV", "-40 C to +85 C"],
            ["RL3390APW", "TSSOP-14", "3 mV", "-40 C to +85 C"],
        ],
        7.5,
    )
    return save(s, out / "rl3390.pdf")


# ------------------------------------------------------------ Wi-Fi module (Korean)
def hwm(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="HANUL WIRELESS CO., LTD.",
        header_right="SPEC No. HW-S-2311-07",
        footer_left="Hanul Wireless Co., Ltd.  Product Specification  HWM-C6 / HWM-C6U",
        footer_right="{page} / {nb}",
        table_fill=(220, 230, 245),
        accent=(0, 50, 110),
    )
    s = Sheet(style, "HWM-C6 Wi-Fi module product specification")
    s.add_page()
    s.title_block(
        "HWM-C6 / HWM-C6U",
        "2.4 GHz Wi-Fi 4 + Bluetooth LE 5 microcontroller module",
        "Product Specification (approval sheet)  -  HWM-C6: PCB antenna, HWM-C6U: U.FL connector",
        18,
    )
    s.heading("1. General", 10)
    s.table(
        [Col("No.", 40, "C"), Col("Item", 170), Col("Specification", 289)],
        [
            ["1", "Core", "32-bit RISC-V single core, up to 160 MHz"],
            ["2", "Memory", "400 KB SRAM, 4 MB SPI flash (in module)"],
            ["3", "Wireless standard", "IEEE 802.11 b/g/n, Bluetooth LE 5.0"],
            ["4", "Frequency range", "2 412 MHz ~ 2 484 MHz"],
            ["5", "Host interfaces", "UART x2, SPI, I2C, 13 GPIO, 12-bit ADC"],
            ["6", "UART default", "115 200 bps, 8-N-1 (AT firmware)"],
            ["7", "Dimension", "18.0 x 20.0 x 3.2 mm (HWM-C6U 18.0 x 16.0 mm)"],
        ],
        8,
    )
    s.heading("2. Absolute Maximum Ratings", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 50, "C"),
            Col("", 59),
        ],
        [
            ["Supply voltage", "VDD", "-0.3", "3.9", "V", ""],
            ["Voltage on any GPIO", "VIO", "-0.3", "3.9", "V", ""],
            ["Storage temperature", "TSTG", "-40", "+105", "°C", ""],
        ],
        8,
    )
    s.heading("3. Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min.", 50, "C"),
            Col("Typ.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "VDD", "3.0", "3.3", "3.6", "V"],
            [
                "Supply current capability of the\nexternal power source",
                "IVDD",
                "500",
                "",
                "",
                "mA",
            ],
            ["Operating temperature", "TOPR", "-40", "", "+85", "°C"],
        ],
        8,
    )
    s.heading("4. DC Characteristics (VDD = 3.3 V, Ta = 25 °C)", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min.", 50, "C"),
            Col("Typ.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["High-level input voltage", "VIH", "0.75 x VDD", "", "VDD + 0.3", "V"],
            ["Low-level input voltage", "VIL", "-0.3", "", "0.25 x VDD", "V"],
            ["High-level output voltage", "VOH", "0.8 x VDD", "", "", "V"],
            ["Low-level output voltage", "VOL", "", "", "0.1 x VDD", "V"],
            ["Output drive current", "IOH", "", "40", "", "mA"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. Current Consumption (VDD = 3.3 V, Ta = 25 °C, typ.)", 10)
    s.table(
        [Col("Mode", 150), Col("Condition", 200), Col("Typ.", 70, "C"), Col("Unit", 79, "C")],
        [
            ["TX 802.11b", "1 Mbps, @ 20.0 dBm", "335", "mA"],
            ["TX 802.11g", "54 Mbps, @ 16.0 dBm", "275", "mA"],
            ["TX 802.11n", "HT20 MCS7, @ 14.5 dBm", "260", "mA"],
            ["RX 802.11b/g/n", "listening, HT20", "82", "mA"],
            ["Modem-sleep", "CPU 160 MHz, RF off", "24", "mA"],
            ["Light-sleep", "", "0.9", "mA"],
            ["Deep-sleep", "RTC timer only", "8", MU + "A"],
            ["Power off", "EN = low", "1", MU + "A"],
        ],
        8,
    )
    s.heading("6. RF Characteristics (Ta = 25 °C, VDD = 3.3 V)", 10)
    s.table(
        [
            Col("Item", 150),
            Col("Rate", 100),
            Col("Min.", 60, "C"),
            Col("Typ.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["TX output power", "802.11b 1 Mbps", "", "20.0", "21.0", "dBm"],
            ["", "802.11g 54 Mbps", "", "16.0", "17.0", "dBm"],
            ["", "802.11n MCS7", "", "14.5", "15.5", "dBm"],
            ["", "BLE 1 Mbps", "-15", "9", "", "dBm"],
            ["RX sensitivity", "802.11b 1 Mbps", "", "-98", "", "dBm"],
            ["", "802.11g 54 Mbps", "", "-75", "", "dBm"],
            ["", "802.11n MCS7", "", "-72", "", "dBm"],
            ["", "BLE 1 Mbps", "", "-97", "", "dBm"],
        ],
        8,
    )
    s.heading("7. Notes for Use", 10)
    s.bullets(
        [
            "1) GPIO pins are not 5 V tolerant. Use a level shifter when a 5 V device is connected.",
            "2) The power source must deliver at least 500 mA; a 3.3 V LDO of 300 mA class "
            "may reset the module during TX bursts.",
            "3) HWM-C6U: the antenna gain of the external antenna shall not exceed the value "
            "used in certification. Certification: KC, CE RED, FCC (HWM-C6 only).",
            "4) Do not place metal within 15 mm of the PCB antenna (HWM-C6).",
        ],
        8,
        mark="",
    )
    s.heading("8. Pin Description (excerpt)", 10)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("Type", 50, "C"), Col("Function", 339)],
        [
            ["1", "GND", "P", "Ground"],
            ["2", "3V3", "P", "Power supply 3.3 V"],
            ["3", "EN", "I", "High: chip enabled; internal 10 kOhm pull-up"],
            ["12", "IO9", "I/O", "Boot strap; keep high for normal boot"],
            ["15", "TXD0", "O", "UART0 TX (AT commands / download)"],
            ["16", "RXD0", "I", "UART0 RX"],
        ],
        8,
    )
    return save(s, out / "hwm-c6.pdf")
