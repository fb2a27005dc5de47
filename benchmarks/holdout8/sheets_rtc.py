"""Hold-out 8 datasheet: a Micro Crystal-style RTC module with backup switchover
(operating-parameter table continued over a page break, register map as a decoy).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
LE = "\u2264"


# ------------------------------------------------ Micro Crystal-style RTC
def bt8325(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="BT-8325-C3",
        header_right="Application Manual",
        footer_left="Bernoulli Microtime SA  |  CH-2540 Grenchen  |  Revision 1.6  |  February 2024",
        footer_right="{page}/4",
        rule_color=(150, 0, 40),
        table_fill=(238, 226, 230),
        accent=(150, 0, 40),
        grid=False,
    )
    s = Sheet(style, "BT-8325-C3 Real-Time Clock Module Application Manual")
    s.add_page()
    s.title_block(
        "BT-8325-C3",
        "Extreme Low Power Real-Time Clock Module with I2C-Bus Interface and Backup Switchover",
        "Application Manual",
        size=18,
    )
    s.heading("1. OVERVIEW", 10)

    def left() -> None:
        s.bullets(
            [
                "RTC module with built-in 32.768 kHz tuning-fork crystal",
                "Time accuracy " + PM + "5 ppm at 25 " + DEG + " (TA option)",
                "Extreme low current: 45 nA at 3 V",
                "Wide timekeeping voltage range: 1.1 V to 5.5 V",
                "I2C-bus interface: 400 kHz",
                "Automatic backup switchover with trickle charger",
                "Event input with time stamp",
                "Programmable CLKOUT: 32.768 kHz to 1 Hz",
                "43 bytes of user EEPROM",
                "Ultra small C3 package: 3.2 x 1.5 x 0.8 mm",
            ],
            7.4,
            "\u25aa",
        )

    def right() -> None:
        s.heading("1.1 GENERAL DESCRIPTION", 8.5)
        s.para(
            "The BT-8325-C3 is a CMOS real-time clock/calendar module with the quartz crystal "
            "built in and factory calibrated. The clock, calendar, alarm, periodic countdown "
            "timer and event time stamp are all accessed through the I2C-bus. A backup supply "
            "(supercapacitor, rechargeable or primary cell) keeps the time when the main supply "
            "VDD fails; the switchover is automatic.",
            7.4,
        )
        s.heading("1.2 APPLICATIONS", 8.5)
        s.para(
            "Smart meters, IoT nodes, data loggers, wearables, automotive telematics (QA "
            "option), industrial controllers.",
            7.4,
        )

    s.side_by_side(left, right, 240, 16)
    s.heading("1.3 ORDERING INFORMATION", 9)
    s.table(
        [
            Col("Part number (Example)", 120),
            Col("Time accuracy at 25 " + DEG, 100, "C"),
            Col("Operating temperature", 110, "C"),
            Col("Qualification", 80, "C"),
            Col("Packing", 89, "C"),
        ],
        [
            ["BT-8325-C3 TA QC", PM + "5 ppm", "-40 to +85 " + DEG, "Commercial", '3k, 7" reel'],
            ["BT-8325-C3 TB QC", PM + "20 ppm", "-40 to +85 " + DEG, "Commercial", '3k, 7" reel'],
            ["BT-8325-C3 TA QA", PM + "5 ppm", "-40 to +125 " + DEG, "AEC-Q200", '3k, 7" reel'],
        ],
        7.4,
    )
    s.heading("1.4 PIN DESCRIPTION", 9)
    s.table(
        [Col("Pin", 40, "C"), Col("Symbol", 60, "C"), Col("Function", 399)],
        [
            ["1", "CLKOUT", "Clock output, push-pull; enable by CLKOE bit (reg 35h)"],
            ["2", "EVI", "Event input, Schmitt trigger, internal pull-down disabled by default"],
            ["3", "VBACKUP", "Backup supply input; connect to VSS if not used"],
            ["4", "VSS", "Ground"],
            ["5", "SDA", "Serial data, open-drain; requires a pull-up resistor"],
            ["6", "SCL", "Serial clock input; requires a pull-up resistor"],
            ["7", "INT", "Interrupt output, open-drain, active low"],
            ["8", "VDD", "Power supply"],
        ],
        7.3,
    )

    # ---- page 2
    s.add_page()
    s.heading("2. ELECTRICAL CHARACTERISTICS", 10)
    s.heading("2.1 ABSOLUTE MAXIMUM RATINGS", 9)
    s.para(
        "The following are absolute maximum ratings (in accordance with the Absolute Maximum Rating System, IEC 60134).",
        7.2,
    )
    s.table(
        [
            Col("Symbol", 50, "C"),
            Col("Parameter", 150),
            Col("Conditions", 129),
            Col("Min", 45, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 70, "C"),
        ],
        [
            ["V_{DD}", "Power supply voltage", "", "-0.3", "6.5", "V"],
            ["V_{BACKUP}", "Backup supply voltage", "", "-0.3", "6.5", "V"],
            ["V_{I}", "Input voltage", "SCL, SDA, EVI", "-0.3", "6.5", "V"],
            ["V_{O}", "Output voltage", "INT (open-drain)", "-0.3", "6.5", "V"],
            ["I_{I}", "Input current", "at any input", "-10", "10", "mA"],
            ["V_{ESD}", "Electrostatic discharge voltage", "HBM", "", PM + "2000", "V"],
            ["T_{STG}", "Storage temperature", "Stored as bare product", "-55", "125", DEG],
        ],
        7.3,
    )
    s.heading("2.2 OPERATING PARAMETERS", 9)
    s.para(
        "For this table, TA = -40 " + DEG + " to +85 " + DEG + " unless otherwise indicated. "
        "VDD = 1.1 V to 5.5 V, VBACKUP = 0 V or 1.2 V to 5.5 V, fOSC = 32.768 kHz; typical "
        "values at TA = 25 " + DEG + " and VDD = 3.0 V.",
        7.3,
        bold=True,
    )
    op = [
        Col("Symbol", 56, "C"),
        Col("Parameter", 118),
        Col("Conditions", 185),
        Col("Min", 34, "C"),
        Col("Typ", 36, "C"),
        Col("Max", 34, "C"),
        Col("Unit", 36, "C"),
    ]
    s.table(
        op,
        [
            ["Supplies"],
            [
                "V_{DD}",
                "Operating supply voltage",
                "Time keeping\nI2C-bus active (fSCL = 400 kHz)",
                "1.1\n1.2",
                "",
                "5.5\n5.5",
                "V\nV",
            ],
            ["V_{BACKUP}", "Backup supply voltage", "Time keeping", "1.2", "", "5.5", "V"],
            [
                "V_{TH:LSM}",
                "Switchover threshold\n(Level Switching Mode)",
                "VDD falling, BSM = 10",
                "1.9",
                "2.0",
                "2.1",
                "V",
            ],
            [
                "I_{DD}",
                "Time-keeping current\n(I2C inactive, CLKOUT off)",
                "VDD = 3.0 V, TA = 25 " + DEG + "\nVDD = 5.0 V, TA = 25 " + DEG + "\n"
                "VDD = 3.0 V, TA = -40 to +85 " + DEG,
                "\n\n",
                "45^{(1)}\n55^{(1)}\n",
                "95\n120\n140",
                "nA\nnA\nnA",
            ],
            [
                "I_{DD:I2C}",
                "Supply current,\nI2C-bus active",
                "fSCL = 400 kHz, VDD = 3.0 V\nfSCL = 100 kHz, VDD = 3.0 V",
                "",
                "11\n4.5",
                "18\n8",
                MU + "A\n" + MU + "A",
            ],
            [
                "I_{BACKUP}",
                "Backup supply current",
                "VDD = 0 V, VBACKUP = 3.0 V, TA = 25 " + DEG,
                "",
                "45",
                "95",
                "nA",
            ],
            [
                "R_{TRICKLE}",
                "Trickle charger\nseries resistance",
                "TCR = 00 / 01 / 10 / 11",
                "",
                "3 / 5 / 9 / 15",
                "",
                "k" + OHM,
            ],
            ["Inputs / outputs"],
            ["V_{IL}", "LOW-level input voltage", "SCL, SDA, EVI", "", "", "0.3 VDD", "V"],
            ["V_{IH}", "HIGH-level input voltage", "SCL, SDA, EVI", "0.7 VDD", "", "", "V"],
            [
                "V_{OL}",
                "LOW-level output voltage",
                "INT, SDA; IOL = 3 mA, VDD = 3.0 V\nINT, SDA; IOL = 1 mA, VDD = 1.2 V",
                "",
                "",
                "0.4\n0.2",
                "V\nV",
            ],
            [
                "I_{LI}",
                "Input leakage current",
                "VI = VDD or VSS",
                "",
                PM + "0.01",
                PM + "0.1",
                MU + "A",
            ],
        ],
        7.1,
    )
    s.para(
        "(1) Typical value. 95 % of the devices are below 60 nA at 3.0 V and 25 " + DEG + ".  "
        "Table continued on next page.",
        6.9,
    )

    # ---- page 3
    s.add_page()
    s.heading("2.2 OPERATING PARAMETERS (continued)", 9)
    s.table(
        op,
        [
            ["Oscillator"],
            ["f_{OSC}", "Crystal frequency", "", "", "32.768", "", "kHz"],
            [
                "\u0394F/F",
                "Time accuracy",
                "TA = 25 "
                + DEG
                + ", VDD = 3.0 V, TA option\nTA = 25 "
                + DEG
                + ", VDD = 3.0 V, TB option",
                "-5\n-20",
                "",
                "5\n20",
                "ppm\nppm",
            ],
            [
                "\u0394F/F",
                "Frequency vs. temperature",
                "TA = -40 to +85 " + DEG + ", relative to 25 " + DEG,
                "",
                "-150",
                "",
                "ppm",
            ],
            ["\u0394F/F", "Aging first year max.", "TA = 25 " + DEG, "-3", "", "3", "ppm"],
            [
                "t_{START}",
                "Oscillator start-up time",
                "VDD = 3.0 V, TA = 25 " + DEG,
                "",
                "0.2",
                "1",
                "s",
            ],
            ["I2C-bus"],
            ["f_{SCL}", "SCL clock frequency", "VDD " + "\u2265" + " 1.2 V", "0", "", "400", "kHz"],
            ["t_{LOW}", "SCL LOW period", "", "1.3", "", "", MU + "s"],
            ["t_{HIGH}", "SCL HIGH period", "", "0.6", "", "", MU + "s"],
            ["C_{b}", "Capacitive load per bus line", "", "", "", "400", "pF"],
        ],
        7.1,
    )
    s.heading("2.3 I2C-BUS SLAVE ADDRESS", 9)
    s.para(
        "The BT-8325-C3 responds to the 7-bit slave address 1010010b (52h). The first byte after "
        "the START condition is therefore A4h for a write access and A5h for a read access. The "
        "address is fixed; only one BT-8325-C3 can be connected to one I2C-bus.",
        7.4,
    )
    s.heading("3. REGISTER ORGANIZATION", 10)
    s.table(
        [
            Col("Address", 50, "C"),
            Col("Function", 90),
            Col("Bit 7", 44, "C"),
            Col("Bit 6", 44, "C"),
            Col("Bit 5", 44, "C"),
            Col("Bit 4", 44, "C"),
            Col("Bit 3", 44, "C"),
            Col("Bit 2", 46, "C"),
            Col("Bit 1", 46, "C"),
            Col("Bit 0", 47, "C"),
        ],
        [
            ["00h", "Seconds", "\u2014", "40", "20", "10", "8", "4", "2", "1"],
            ["01h", "Minutes", "\u2014", "40", "20", "10", "8", "4", "2", "1"],
            ["02h", "Hours", "\u2014", "\u2014", "20", "10", "8", "4", "2", "1"],
            ["03h", "Weekday", "\u2014", "\u2014", "\u2014", "\u2014", "\u2014", "4", "2", "1"],
            ["04h", "Date", "\u2014", "\u2014", "20", "10", "8", "4", "2", "1"],
            ["05h", "Month", "\u2014", "\u2014", "\u2014", "10", "8", "4", "2", "1"],
            ["06h", "Year", "80", "40", "20", "10", "8", "4", "2", "1"],
            ["0Eh", "Status", "EEBUSY", "CLKF", "BSF", "UF", "TF", "AF", "EVF", "PORF"],
            ["0Fh", "Control 1", "TRPT", "\u2014", "WADA", "USEL", "EERD", "TE", "TD1", "TD0"],
            [
                "35h",
                "EEPROM Clkout",
                "CLKOE",
                "CLKSY",
                "\u2014",
                "\u2014",
                "PORIE",
                "FD2",
                "FD1",
                "FD0",
            ],
            [
                "37h",
                "EEPROM Backup",
                "EEOFF",
                "BSIE",
                "TCE",
                "FEDE",
                "BSM1",
                "BSM0",
                "TCR1",
                "TCR0",
            ],
        ],
        7.0,
    )
    s.para(
        "Registers 00h to 06h hold BCD values. 37h is mirrored from EEPROM at power-on reset.", 7
    )

    # ---- page 4
    s.add_page()
    s.heading("4. BACKUP SWITCHOVER AND TRICKLE CHARGER", 10)
    s.para(
        "Two switchover modes are selectable with BSM1:BSM0 in register 37h. In Direct Switching "
        "Mode (DSM, BSM = 01) the module switches to VBACKUP as soon as VDD drops below VBACKUP. "
        "In Level Switching Mode (LSM, BSM = 10) it switches when VDD falls below VTH:LSM (2.0 V "
        "typ.) and VBACKUP is higher than VTH:LSM. With BSM = 00 the backup function is disabled "
        "(default at delivery).",
        7.4,
    )
    s.para(
        "In backup mode the I2C interface is disabled and CLKOUT is off; the INT output remains "
        "active so that an alarm can still wake the host. The backup current is 45 nA typical at "
        "3.0 V, so a 100 mF supercapacitor charged to 3.0 V and discharged to 1.2 V keeps the time "
        "for about 46 days, and a CR2032 cell (220 mAh) for many years.",
        7.4,
    )
    s.para(
        "The trickle charger (TCE = 1) charges a supercapacitor or a rechargeable cell on VBACKUP "
        "from VDD through RTRICKLE (3, 5, 9 or 15 k" + OHM + "). The charge voltage is not limited "
        "by the module: VBACKUP rises up to VDD minus the drop of the internal diode. Never enable "
        "the trickle charger with a primary (non-rechargeable) lithium cell.",
        7.4,
    )
    s.para(
        "INT is an open-drain output that may be pulled up to any voltage up to 5.5 V, independent "
        "of VDD; it can therefore signal to a 5 V or a 3.3 V host while the module runs at 3.0 V. "
        "The output sinks up to 3 mA with VOL below 0.4 V at VDD = 3.0 V.",
        7.4,
    )
    s.heading("5. RECOMMENDED REFLOW PROFILE", 10)
    s.table(
        [Col("Profile feature", 250), Col("Pb-free assembly", 249, "C")],
        [
            ["Preheat temperature min. to max.", "150 " + DEG + " to 200 " + DEG],
            ["Time above 217 " + DEG, "60 s to 150 s"],
            ["Peak temperature", "260 " + DEG],
            ["Time within 5 " + DEG + " of peak", "20 s to 40 s"],
            ["Ramp-down rate", "6 " + DEG + "/s max."],
        ],
        7.3,
    )
    s.figure(
        "Figure 1. Typical frequency vs. temperature (parabola, turnover 25 " + DEG + ")",
        "Temperature (" + DEG + ")",
        "\u0394F/F (ppm)",
        ["-40", "-10", "25", "55", "85"],
        ["-160", "-120", "-80", "-40", "0"],
        [("typical", [(0, 0.05), (0.25, 0.62), (0.5, 1.0), (0.75, 0.7), (1, 0.06)])],
        height=100,
    )
    s.heading("6. DOCUMENT REVISION HISTORY", 10)
    revision_table(
        s,
        [
            ["2021-09", "1.0", "First release"],
            ["2022-12", "1.4", "TA QA (-40 to +125 " + DEG + ") option added"],
            ["2024-02", "1.6", "IDD over temperature added; reflow profile updated"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "bt8325.pdf")
