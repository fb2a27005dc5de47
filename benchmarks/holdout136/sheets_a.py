"""Hold-out 136 datasheets, part 1: an I2C real-time clock IC with coin-cell backup and alarm
output, a 10 kOhm SPI digital potentiometer IC, a 12 V solenoid driver board and an
ultra-low-quiescent-current 3.3 V LDO regulator IC.

A Szeged (Hungary) mixed-signal IC house data sheet ("⬕ n" heads, Hungarian / English
"Táblázat n / Table n:" captions above the tables, grade-dependent data in column groups
per grade, supply currents stacked per VDD, register map and ordering table as decoys), a
Curitiba (Brazil) analog-IC house data sheet in English with Portuguese "TABELA n —"
captions below the tables ("▧ n." heads, end-to-end resistance and wiper resistance
stacked per version and VDD, SPI timing stacked per VDD band, command and pin tables as
decoys), a Kampala (Uganda) maker-store product sheet ("⇨" heads, UGX prices, column
groups per board version, a derating table stacked per ambient temperature, the MOSFET
maker's data, "Good to know" notes and FAQ) and a Kaunas (Lithuania) power-IC house data
sheet with shaded band heads and Lithuanian / English captions (dropout stacked per
version and load, output voltage stacked per version, thermal and ordering tables as
decoys).
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
CUBE = "\u00b3"
TIMES = "\u00d7"
MINUS = "\u2212"


# ------------------------------------------------------------ I2C RTC IC (Szeged)
def tmk8573(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="TISZA MIKROELEKTRONIKA",
        header_right="TMK8573A / TMK8573B  \u00b7  I"
        + SQ
        + "C Real-Time Clock  \u00b7  Data Sheet",
        footer_left="Tisza Mikroelektronika Kft.  \u00b7  6725 Szeged, Hungary  \u00b7  "
        "TMK8573-DS-EN v2.4  \u00b7  2024-03-18",
        footer_right="{page}/{nb}. lap",
        rule_color=(0, 96, 112),
        table_fill=(218, 236, 238),
        accent=(0, 96, 112),
        grid=True,
    )
    h = "\u2b15 "
    s = Sheet(style, "TMK8573A / TMK8573B I2C real-time clock")
    s.add_page()
    s.title_block(
        "TMK8573A / TMK8573B",
        "I" + SQ + "C Real-Time Clock with Integrated Crystal, Battery Switch-over and Alarm "
        "Interrupt",
        "Grade A: temperature-compensated (TCXO)   |   Grade B: uncompensated   |   SOIC-8 / "
        "DFN-8   |   Data Sheet v2.4",
        19,
    )

    def features() -> None:
        s.heading(h + "1  Features", 9.5)
        s.bullets(
            [
                "Seconds, minutes, hours, weekday, date, month and year with leap-year "
                "correction up to 2099",
                "Integrated 32.768 kHz crystal: no external timing parts",
                "Grade A: "
                + PM
                + "2.0 ppm from 0 "
                + DEG
                + " to +40 "
                + DEG
                + " (about "
                + PM
                + "1 minute per year)",
                "Two time-of-day alarms on the INT/SQW open-drain output",
                "Automatic switch-over to the backup supply VBAT",
                "Backup current as low as 0.45 " + MU + "A (grade B)",
                "Fast-mode I" + SQ + "C-bus interface (400 kHz)",
                "Programmable square wave from 1 Hz to 8.192 kHz",
            ],
            7.5,
            "\u25aa",
        )

    def right() -> None:
        s.heading(h + "2  Applications", 9.5)
        s.bullets(
            [
                "Data loggers, meters and irrigation timers",
                "Battery-backed clocks for single-board computers",
                "Home-automation hubs and set-top boxes",
            ],
            7.5,
            "\u25aa",
        )
        s.heading(h + "3  Description", 9.5)
        s.para(
            "The TMK8573 is a low-power real-time clock with an integrated 32.768 kHz crystal. "
            "Grade A adds a temperature sensor and a capacitor array that re-trims the "
            "oscillator every 64 s (TCXO); grade B is the uncompensated, lower-current "
            "version. When VDD falls below the power-fail voltage and below VBAT, the device "
            "runs from VBAT and the I" + SQ + "C interface is disabled.",
            7.5,
        )

    s.side_by_side(features, right, 262, 14)
    s.heading(h + "4  Absolute maximum ratings", 9.5)
    s.caption("Táblázat 1 / Table 1:  Absolute maximum ratings", 7.5)
    s.table(
        [
            Col("Parameter", 235),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "-0.3", "6.0", "V"],
            ["Backup supply voltage", "V_{BAT}", "-0.3", "6.0", "V"],
            ["Voltage on SCL, SDA, INT/SQW, 32KHZ", "V_{IO}", "-0.3", "6.0", "V"],
            ["Voltage on RST", "V_{RST}", "-0.3", "V_{DD} + 0.3", "V"],
            ["Sink current INT/SQW, 32KHZ", "I_{OL}", "", "10", "mA"],
            ["Junction temperature", "T_{J}", "", "+125", DEG],
            ["Storage temperature", "T_{STG}", "-55", "+125", DEG],
        ],
        7.5,
    )
    s.heading(h + "5  Recommended operating conditions", 9.5)
    s.caption("Táblázat 2 / Table 2:  Recommended operating conditions", 7.5)
    s.table(
        [
            Col("Parameter", 175),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "2.3", "3.3", "5.5", "V"],
            ["Backup supply voltage", "V_{BAT}", "1.6", "3.0", "5.5", "V"],
            ["Pull-up voltage, INT/SQW and 32KHZ", "V_{PU}", "", "", "5.5", "V"],
        ],
        7.5,
    )
    s.heading(h + "6  Grade-dependent characteristics", 9.5)
    s.caption(
        "Táblázat 3 / Table 3:  Grade-dependent characteristics (VDD = 3.3 V or VBAT = 3.0 V "
        "unless noted)",
        7.5,
    )
    s.table(
        [
            Col("Parameter", 96),
            Col("Conditions", 125),
            Col("Min", 31, "C"),
            Col("Typ", 31, "C"),
            Col("Max", 31, "C"),
            Col("Min", 31, "C"),
            Col("Typ", 31, "C"),
            Col("Max", 31, "C"),
            Col("Unit", 92, "C"),
        ],
        [
            ["Frequency accuracy", "TA = +25 " + DEG, "-2.0", "", "+2.0", "-20", "", "+20", "ppm"],
            [
                "",
                "0 " + DEG + " " + LE + " TA " + LE + " +40 " + DEG,
                "-2.0",
                "",
                "+2.0",
                "-45",
                "",
                "+20",
                "ppm",
            ],
            ["", "full operating range", "-3.5", "", "+3.5", "-90", "", "+20", "ppm"],
            ["Aging", "first year, after reflow", "-1.0", "", "+1.0", DASH, DASH, DASH, "ppm"],
            [
                "Timekeeping current\nfrom VBAT",
                "VDD = 0 V, VBAT = 3.0 V,\nINT/SQW and 32KHZ off",
                "",
                "1.2",
                "3.0",
                "",
                "0.45",
                "1.0",
                MU + "A",
            ],
            [
                "Temperature conversion\ncurrent",
                "TCXO update, 125 ms\nevery 64 s",
                "",
                "450",
                "600",
                DASH,
                DASH,
                DASH,
                MU + "A",
            ],
            ["Operating temperature", "", "-40", "", "+85", "-20", "", "+70", DEG],
        ],
        7.0,
        head_rows=[["", "", "TMK8573A", "<", "<", "TMK8573B", "<", "<", ""]],
    )
    s.heading(h + "7  Serial interface", 9.5)
    s.para(
        "The TMK8573 is a slave on the I" + SQ + "C bus at the fixed 7-bit address 0x32 (write "
        "byte 64h, read byte 65h); only one TMK8573 can be connected to one bus. SDA and SCL "
        "are open drain and are not clamped to VDD: they tolerate 5.5 V at any VDD, so a 5 V "
        "host with 5 V pull-ups may drive them also when VDD = 3.3 V. The interface is "
        "disabled while the device runs from VBAT.",
        7.5,
    )
    s.heading(h + "8  Square-wave and alarm output", 9.5)
    s.para(
        "With INTCN = 0, INT/SQW outputs a square wave of 1 Hz, 1.024 kHz, 4.096 kHz or "
        "8.192 kHz (RS2:RS1 = 00, 01, 10, 11). INT/SQW is an open-drain output and needs a "
        "pull-up (10 k"
        + OHM
        + " typ.) to at most 5.5 V. With INTCN = 1 it goes low on an alarm match and stays low "
        "until the alarm flag "
        "is cleared. On VBAT it can wake a sleeping host if the pull-up is on an always-on "
        "rail.",
        7.5,
    )
    s.add_page()
    s.heading(h + "9  DC characteristics", 9.5)
    s.caption(
        "Táblázat 4 / Table 4:  DC characteristics (TA = -40 " + DEG + " to +85 " + DEG + ")", 7.5
    )
    s.table(
        [
            Col("Parameter", 120),
            Col("Symbol", 48, "C"),
            Col("Conditions", 139),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 52, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            [
                "Active supply current",
                "I_{DDA}",
                "fSCL = 400 kHz, VDD = 3.3 V\nfSCL = 400 kHz, VDD = 5.5 V",
                "",
                "80\n110",
                "150\n200",
                MU + "A",
            ],
            [
                "Standby supply current",
                "I_{DDS}",
                "I" + SQ + "C idle, VDD = 3.3 V\nI" + SQ + "C idle, VDD = 5.5 V",
                "",
                "1.5\n2.0",
                "3.0\n4.0",
                MU + "A",
            ],
            [
                "VBAT leakage current",
                "I_{BATLKG}",
                "VDD = 3.3 V (VDD powered)",
                "",
                "25",
                "100",
                "nA",
            ],
            ["Power-fail voltage", "V_{PF}", "VDD falling", "2.15", "2.25", "2.35", "V"],
            ["Input high voltage\n(SCL, SDA)", "V_{IH}", "", "0.7 V_{DD}", "", "5.5", "V"],
            ["Input low voltage\n(SCL, SDA)", "V_{IL}", "", "-0.3", "", "0.3 V_{DD}", "V"],
            [
                "Output low voltage\n(SDA, INT/SQW, 32KHZ)",
                "V_{OL}",
                "I_{OL} = 3 mA",
                "",
                "",
                "0.4",
                "V",
            ],
        ],
        7.0,
    )

    s.heading(h + "10  AC characteristics", 9.5)
    s.caption("Táblázat 5 / Table 5:  I" + SQ + "C-bus timing", 7.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["SCL clock frequency", "f_{SCL}", "0", "400", "kHz"],
            ["Bus free time between STOP and START", "t_{BUF}", "1.3", "", MU + "s"],
            ["Oscillator start-up time (VBAT applied)", "t_{OSC}", "", "2", "s"],
        ],
        7.5,
    )
    s.heading(h + "11  Register map", 9.5)
    s.caption("Táblázat 6 / Table 6:  Register map (BCD time registers)", 7.5)
    s.table(
        [
            Col("Address", 55, "C"),
            Col("Register", 120),
            Col("Content", 244),
            Col("Reset", 80, "C"),
        ],
        [
            ["00h " + NDASH + " 01h", "Seconds, minutes", "00 " + ELL + " 59", "00h"],
            ["02h", "Hours", "1 " + ELL + " 12 + AM/PM or 00 " + ELL + " 23", "00h"],
            [
                "03h " + NDASH + " 06h",
                "Weekday, date, month, year",
                "1 " + ELL + " 7, 01 " + ELL + " 31, 01 " + ELL + " 12, 00 " + ELL + " 99",
                "01h",
            ],
            [
                "07h " + NDASH + " 0Dh",
                "Alarm 1, alarm 2",
                "(seconds), minutes, hours, day/date + mask bits",
                "00h",
            ],
            ["0Eh", "Control", "EOSC, INTCN, RS2:RS1, A2IE, A1IE", "1Ch"],
            ["0Fh", "Status", "OSF, EN32K, A2F, A1F", "88h"],
            ["10h", "Aging offset (grade A)", PM + "127 LSB, 0.1 ppm per LSB", "00h"],
            [
                "11h " + NDASH + " 12h",
                "Temperature (grade A)",
                "10-bit, 0.25 " + DEG + " per LSB",
                DASH,
            ],
        ],
        7.5,
    )
    s.heading(h + "12  Backup supply", 9.5)
    s.bullets(
        [
            "A CR2032 lithium coin cell (3 V, 220 mAh) keeps a grade-B device running for more "
            "than 20 years at +25 " + DEG + " and a grade-A device for about 8 years in the worst "
            "case.",
            "There is no trickle charger: rechargeable cells (LIR2032, ML2032) need an external "
            "charger.",
        ],
        7.5,
        "\u25aa",
    )
    s.heading(h + "13  Pin description and ordering", 9.5)
    s.caption("Táblázat 7 / Table 7:  Pin description (SOIC-8 and DFN-8)", 7.5)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("Function", 389)],
        [
            ["1", "32KHZ", "32.768 kHz open-drain output (EN32K)"],
            ["2", "VDD", "Main supply"],
            ["3", "INT/SQW", "Alarm interrupt or square-wave output, open drain, active low"],
            ["4", "RST", "Reset output / manual reset input, active low"],
            ["5", "GND", "Ground"],
            ["6", "VBAT", "Backup supply input (coin cell)"],
            ["7", "SDA", "I" + SQ + "C serial data, open drain"],
            ["8", "SCL", "I" + SQ + "C serial clock input"],
        ],
        7.5,
    )
    s.caption("Táblázat 8 / Table 8:  Ordering information", 7.5)
    s.table(
        [
            Col("Order code", 110),
            Col("Grade", 60, "C"),
            Col("Package", 120, "C"),
            Col("Temperature range", 119, "C"),
            Col("Packing", 90, "C"),
        ],
        [
            ["TMK8573A-S8", "A", "SOIC-8", "-40 " + ELL + " +85 " + DEG, "reel 2500"],
            ["TMK8573A-D8", "A", "DFN-8 (3 x 3 mm)", "-40 " + ELL + " +85 " + DEG, "reel 3000"],
            ["TMK8573B-S8", "B", "SOIC-8", "-20 " + ELL + " +70 " + DEG, "reel 2500"],
            ["TMK8573B-D8", "B", "DFN-8 (3 x 3 mm)", "-20 " + ELL + " +70 " + DEG, "reel 3000"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-06-20", "2.3", "Power-fail voltage limits; DFN-8"],
            ["2024-03-18", "2.4", "Backup-cell notes; VBAT leakage current"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "tmk8573.pdf")


# --------------------------------------------------- SPI digital potentiometer (Curitiba)
def crp4110(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="ARAUCÁRIA SEMICONDUTORES",
        header_right="CRP4110  |  Folha de dados / Data sheet",
        footer_left="Araucária Semicondutores Ltda.  \u00b7  Curitiba " + NDASH + " PR, Brasil  "
        "\u00b7  CNPJ 12.345.678/0001-90  \u00b7  DS-CRP4110 rev. C",
        footer_right="[{page} de {nb}]",
        rule_color=(122, 28, 52),
        table_fill=None,
        accent=(122, 28, 52),
        grid=False,
    )
    h = "\u25a7 "
    s = Sheet(style, "CRP4110 8-bit SPI digital potentiometer")
    s.add_page()
    s.title_block(
        "CRP4110",
        "Single 8-Bit Digital Potentiometer with SPI Interface "
        + DASH
        + " 10 k"
        + OHM
        + ", 50 k"
        + OHM
        + " and 100 k"
        + OHM,
        "CRP4110-103 (10 k" + OHM + ")  \u00b7  CRP4110-503 (50 k" + OHM + ")  \u00b7  "
        "CRP4110-104 (100 k" + OHM + ")  \u00b7  MSOP-8 / SOIC-8  \u00b7  Rev. C, 2024",
        21,
    )

    def features() -> None:
        s.heading(h + "1. Features", 9.5)
        s.bullets(
            [
                "256 wiper positions (8-bit)",
                "End-to-end resistance 10 k"
                + OHM
                + ", 50 k"
                + OHM
                + " or 100 k"
                + OHM
                + ", "
                + PM
                + "20 %",
                "SPI-compatible interface, modes 0,0 and 1,1",
                "Single supply 2.7 V to 5.5 V",
                "Low static current: 0.1 " + MU + "A typ.",
                "Software shutdown: terminal A opens, wiper connects to B",
                "Wiper resets to mid-scale (80h) at power-up",
                "Extended temperature range " + MINUS + "40 " + DEG + " to +125 " + DEG,
            ],
            7.5,
            "\u2013",
        )

    def right() -> None:
        s.heading(h + "2. Applications", 9.5)
        s.bullets(
            [
                "Gain, offset and reference trimming",
                "Programmable filters and sensor bridges",
                "Replacement of mechanical trimmers",
            ],
            7.5,
            "\u2013",
        )
        s.heading(h + "3. Description", 9.5)
        s.para(
            "The CRP4110 is a 256-position digital potentiometer with a three-wire SPI "
            "interface. A resistor string between terminals A and B is tapped by a CMOS switch "
            "array; the wiper W can be used as a voltage divider or, with A open or tied to W, "
            "as a variable resistor (rheostat).",
            7.5,
        )

    s.side_by_side(features, right, 255, 16)
    s.heading(h + "4. Limiting values", 9.5)
    s.table(
        [
            Col("Parameter", 220),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 80, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "-0.3", "7.0", "V"],
            ["Voltage on CS, SCK, SI", "V_{I}", "-0.3", "V_{DD} + 0.3", "V"],
            ["Voltage on A, B, W", "V_{A}, V_{B}, V_{W}", "-0.3", "V_{DD} + 0.3", "V"],
            ["Wiper current", "I_{W}", "-2.5", "+2.5", "mA"],
            ["Junction temperature", "T_{J}", "", "+150", DEG],
            ["Storage temperature", "T_{stg}", "-65", "+150", DEG],
        ],
        7.5,
    )
    s.caption("TABELA 1 " + DASH + " Limiting values (TA = 25 " + DEG + ")", 7.5)
    s.gap(3)
    s.heading(h + "5. Electrical characteristics", 9.5)
    s.table(
        [
            Col("Parameter", 112),
            Col("Symbol", 50, "C"),
            Col("Conditions", 139),
            Col("Min", 46, "C"),
            Col("Typ", 46, "C"),
            Col("Max", 56, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["Resistor network"],
            ["Resolution", "N", "", "", "8", "", "bits"],
            [
                "End-to-end resistance",
                "R_{AB}",
                "CRP4110-103\nCRP4110-503\nCRP4110-104",
                "8\n40\n80",
                "10\n50\n100",
                "12\n60\n120",
                "k" + OHM,
            ],
            ["Resistance tempco", "TC_{AB}", "", "", "800", "", "ppm/" + DEG],
            ["Ratiometric tempco", "TC_{W}", "wiper at mid-scale", "", "15", "", "ppm/" + DEG],
            [
                "Wiper resistance",
                "R_{W}",
                "VDD = 5.0 V, I_{W} = 1 mA\nVDD = 2.7 V, I_{W} = 1 mA",
                "",
                "52\n75",
                "100\n150",
                OHM,
            ],
            ["Integral nonlinearity", "R-INL", "rheostat mode", "-1", PM + "0.25", "+1", "LSB"],
            [
                "Differential nonlinearity",
                "R-DNL",
                "rheostat mode",
                "-0.5",
                PM + "0.1",
                "+0.5",
                "LSB",
            ],
            ["Analog pins"],
            ["Terminal voltage range", "V_{A}, V_{B}, V_{W}", "", "0", "", "V_{DD}", "V"],
            ["Wiper current", "I_{W}", "continuous", "-1", "", "+1", "mA"],
            [
                "Bandwidth " + MINUS + "3 dB",
                "BW",
                "code 80h, C_{L} = 10 pF\n-103 / -503 / -104",
                "",
                "1.0\n0.2 / 0.1",
                "",
                "MHz",
            ],
            ["Digital inputs (CS, SCK, SI)"],
            ["Input high voltage", "V_{IH}", "", "0.7 V_{DD}", "", "V_{DD} + 0.3", "V"],
            ["Input low voltage", "V_{IL}", "", "-0.3", "", "0.3 V_{DD}", "V"],
            ["Input capacitance", "C_{IN}", "", "", "5", "", "pF"],
            ["Supply"],
            ["Supply voltage", "V_{DD}", "", "2.7", "5.0", "5.5", "V"],
            ["Static supply current", "I_{DD}", "SCK idle, CS high", "", "0.1", "1.0", MU + "A"],
            [
                "Operating current\n(during SPI write)",
                "I_{DD(W)}",
                "fSCK = 10 MHz, VDD = 5.5 V\nfSCK = 5 MHz, VDD = 3.0 V",
                "",
                "340\n180",
                "500\n300",
                MU + "A",
            ],
            ["Shutdown current", "I_{SHDN}", "after shutdown command", "", "0.05", "0.5", MU + "A"],
        ],
        7.0,
    )
    s.caption(
        "TABELA 2 "
        + DASH
        + " Electrical characteristics (VDD = 2.7 V to 5.5 V, TA = "
        + MINUS
        + "40 "
        + DEG
        + " to +125 "
        + DEG
        + "; typ. at 5 V, 25 "
        + DEG
        + ")",
        7.5,
    )

    s.add_page()
    s.heading(h + "6. SPI timing", 9.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 60, "C"),
            Col("Conditions", 150),
            Col("Min", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            [
                "SCK frequency",
                "f_{SCK}",
                "4.5 V " + LE + " VDD " + LE + " 5.5 V\n2.7 V " + LE + " VDD < 4.5 V",
                "",
                "10\n5",
                "MHz",
            ],
            [
                "CS setup time",
                "t_{CSS}",
                "4.5 V " + LE + " VDD " + LE + " 5.5 V\n2.7 V " + LE + " VDD < 4.5 V",
                "30\n60",
                "",
                "ns",
            ],
            [
                "SCK high / low time",
                "t_{HI}, t_{LO}",
                "4.5 V " + LE + " VDD " + LE + " 5.5 V\n2.7 V " + LE + " VDD < 4.5 V",
                "45\n90",
                "",
                "ns",
            ],
            ["Data setup / hold time", "t_{SU}, t_{HD}", "all VDD", "10", "", "ns"],
            ["CS high time", "t_{CSH}", "all VDD", "100", "", "ns"],
            ["Wiper settling time", "t_{S}", "CRP4110-103, full-scale step", "", "2", MU + "s"],
        ],
        7.5,
    )
    s.caption("TABELA 3 " + DASH + " SPI timing (modes 0,0 and 1,1)", 7.5)
    s.gap(3)
    s.heading(h + "7. Command and data bytes", 9.5)
    s.para(
        "Each write is 16 bits: a command byte followed by a data byte, clocked in MSB first "
        "while CS is low; the command executes on the rising edge of CS. The data byte D sets "
        "the wiper: R_WB(D) = RAB "
        + TIMES
        + " D / 256 + RW and R_WA(D) = RAB "
        + TIMES
        + " (256 "
        + MINUS
        + " D) / 256 + RW.",
        7.5,
    )
    s.table(
        [
            Col("Command byte", 90, "C"),
            Col("Data byte", 90, "C"),
            Col("Action", 319),
        ],
        [
            ["11h", "00h " + ELL + " FFh", "Write data byte to the wiper register"],
            ["21h", "any", "Shutdown: A open, W connected to B"],
            ["00h", "any", "No operation (ignored)"],
            ["11h", "80h", "Mid-scale: 5.0 k" + OHM + " W to B on the CRP4110-103"],
        ],
        7.5,
    )
    s.caption("TABELA 4 " + DASH + " Command summary", 7.5)
    s.gap(3)
    s.heading(h + "8. Pin configuration", 9.5)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("Description", 389)],
        [
            ["1", "CS", "Chip select, active low"],
            ["2", "SCK", "Serial clock"],
            ["3", "SI", "Serial data input"],
            ["4", "VSS", "Ground"],
            ["5", "PA0", "Terminal A"],
            ["6", "PW0", "Wiper"],
            ["7", "PB0", "Terminal B"],
            ["8", "VDD", "Supply 2.7 V " + ELL + " 5.5 V"],
        ],
        7.5,
    )
    s.caption("TABELA 5 " + DASH + " Pin description (MSOP-8 and SOIC-8)", 7.5)
    s.gap(3)
    s.heading(h + "9. Application notes", 9.5)
    s.bullets(
        [
            "Power-up: the wiper always starts at mid-scale (80h). The wiper register is "
            "volatile " + DASH + " the CRP4110 has no non-volatile memory, so the setting is lost "
            "when VDD is removed.",
            "Terminal voltages must stay between VSS and VDD. For signals that swing below "
            "ground, bias the network at VDD/2 or use a dual-supply part.",
            "The logic inputs have ESD diodes to VDD: with VDD = 3.3 V they must not be driven "
            "from 5 V logic. With VDD = 5 V the inputs need 0.7 VDD = 3.5 V, so 3.3 V logic is "
            "not read reliably " + DASH + " use a level shifter or run the CRP4110 from the host's "
            "3.3 V rail.",
            "Keep the wiper current below 1 mA: use the CRP4110 as a divider that feeds a "
            "high-impedance input, not to carry load current (LEDs, motors).",
            "Rheostat mode: connect W to A, or leave A open.",
        ],
        7.5,
        "\u2013",
    )
    s.heading(h + "10. Ordering information", 9.5)
    s.table(
        [
            Col("Order code", 130),
            Col("R_{AB}", 70, "C"),
            Col("Package", 90, "C"),
            Col("Marking", 70, "C"),
            Col("Temperature range", 139, "C"),
        ],
        [
            ["CRP4110-103E/MS", "10 k" + OHM, "MSOP-8", "4103", "-40 " + ELL + " +125 " + DEG],
            ["CRP4110-103E/SN", "10 k" + OHM, "SOIC-8", "4103", "-40 " + ELL + " +125 " + DEG],
            ["CRP4110-503E/MS", "50 k" + OHM, "MSOP-8", "4503", "-40 " + ELL + " +125 " + DEG],
            ["CRP4110-104E/MS", "100 k" + OHM, "MSOP-8", "4104", "-40 " + ELL + " +125 " + DEG],
        ],
        7.5,
    )
    s.caption("TABELA 6 " + DASH + " Ordering information", 7.5)
    s.gap(3)
    revision_table(
        s,
        [
            ["2023-02-14", "A", "Primeira versão / First release"],
            ["2023-08-30", "B", "CRP4110-503 added; SPI timing per VDD band"],
            ["2024-04-02", "C", "Application notes on logic levels and wiper current"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "crp4110.pdf")


# -------------------------------------------------- 12 V solenoid driver board (Kampala)
def ksd12f(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="NAKASERO MAKER HUB",
        header_right="KSD-12F / KSD-12F2  \u00b7  Solenoid driver board  \u00b7  Product sheet",
        footer_left="Nakasero Maker Hub Ltd  \u00b7  Plot 14, Kampala Road, Kampala, Uganda  "
        "\u00b7  TIN 1000456782  \u00b7  sales@nakasero-maker.ug",
        footer_right="NMH-KSD12F \u00b7 p{page}/{nb}",
        rule_color=(178, 80, 20),
        table_fill=(252, 232, 214),
        accent=(150, 60, 10),
        grid=True,
    )
    h = "\u21e8 "
    s = Sheet(style, "KSD-12F / KSD-12F2 solenoid driver board")
    s.add_page()
    s.title_block(
        "KSD-12F",
        "12 V Solenoid / Valve Driver Board " + DASH + " Logic-Level MOSFET with Flyback Diode",
        "KSD-12F (1 channel)  \u00b7  KSD-12F2 (2 channels)  \u00b7  Screw terminals  \u00b7  "
        "Sheet v1.3, March 2024",
        22,
    )
    s.heading(h + "What it is", 10.5, rule=True)
    s.para(
        "Switches a 12 V DC solenoid, valve, door lock or relay coil from any 3.3 V or 5 V "
        "microcontroller pin. A logic-level N-channel MOSFET switches the low side; a Schottky "
        "flyback diode across the output clamps the coil's turn-off spike; a 10 k"
        + OHM
        + " pull-down keeps the load off while the pin floats at boot. A red LED shows when the "
        "output is on.",
        8.0,
    )
    s.heading(h + "Specifications", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 150),
            Col("KSD-12F", 95, "C"),
            Col("KSD-12F2", 95, "C"),
            Col("Unit", 45, "C"),
            Col("Notes", 114),
        ],
        [
            ["Channels", "1", "2", DASH, ""],
            [
                "Load supply (V+ terminal)",
                "5 " + ELL + " 24",
                "5 " + ELL + " 24",
                "V DC",
                "12 V nominal",
            ],
            [
                "Continuous load current",
                "3.0",
                "2.0 per channel\n3.0 total",
                "A",
                "TA = 25 " + DEG + ", no heat sink",
            ],
            ["Peak load current", "8", "8 per channel", "A", "10 ms, inrush"],
            ["Control input IN", "3.3 V / 5 V logic", "3.3 V / 5 V logic", "", "IN1, IN2 on F2"],
            ["Input high voltage", GE + " 2.4", GE + " 2.4", "V", "output fully on"],
            ["Input low voltage", LE + " 0.8", LE + " 0.8", "V", "output off"],
            ["Input voltage, max.", "15", "15", "V", "IN to GND"],
            [
                "Input current",
                "0.7 at 3.3 V\n1.1 at 5 V",
                "0.7 at 3.3 V\n1.1 at 5 V",
                "mA",
                "per input, LED on",
            ],
            ["Board size", "32 x 24", "40 x 32", "mm", "2 x M3 holes"],
            ["Weight", "7", "11", "g", ""],
        ],
        7.5,
        head_rows=[["", "Version", "<", "", ""]],
    )
    s.heading(h + "Derating", 10.5, rule=True)
    s.table(
        [
            Col("Ambient temperature", 150),
            Col("KSD-12F", 120, "C"),
            Col("KSD-12F2, each channel\n(both channels on)", 130, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["25 " + DEG, "3.0", "2.0", "A"],
            ["40 " + DEG, "2.5", "1.7", "A"],
            ["60 " + DEG, "1.8", "1.2", "A"],
        ],
        7.5,
    )
    s.para(
        "Operating temperature -20 "
        + DEG
        + " "
        + ELL
        + " +60 "
        + DEG
        + ". Above 25 "
        + DEG
        + " use the derated currents; a single channel of the KSD-12F2 alone may carry the "
        "KSD-12F value.",
        7.5,
    )
    s.heading(h + "On-board parts (data from the MOSFET maker)", 10.5, rule=True)
    s.table(
        [
            Col("MOSFET Q1 (Q1, Q2 on F2)", 140),
            Col("Symbol", 55, "C"),
            Col("Conditions", 124),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["Drain-source voltage", "V_{DS}", "", "", "", "30", "V"],
            [
                "Gate threshold voltage",
                "V_{GS(th)}",
                "I_{D} = 250 " + MU + "A",
                "0.7",
                "1.0",
                "1.4",
                "V",
            ],
            [
                "On-resistance",
                "R_{DS(on)}",
                "V_{GS} = 4.5 V, I_{D} = 3 A\nV_{GS} = 2.5 V, I_{D} = 2 A",
                "",
                "28\n38",
                "35\n52",
                "m" + OHM,
            ],
            ["Continuous drain current", "I_{D}", "T_{A} = 25 " + DEG, "", "", "5.8", "A"],
            ["Gate-source voltage", "V_{GS}", "", "-12", "", "+12", "V"],
        ],
        7.5,
    )
    s.para(
        "Flyback diode D1: Schottky, 3 A / 40 V, VF 0.5 V at 3 A. Indicator LED: red, 1 k"
        + OHM
        + " series resistor.",
        7.5,
    )

    s.add_page()
    s.heading(h + "Terminals", 10.5, rule=True)
    s.table(
        [Col("Terminal", 70, "C"), Col("Name", 70, "C"), Col("Function", 359)],
        [
            ["J1-1", "V+", "Load supply + (5 " + ELL + " 24 V DC)"],
            ["J1-2", "GND", "Load supply " + MINUS + ", common with logic GND"],
            ["J2-1", "SOL+", "Solenoid +, wired straight to V+"],
            ["J2-2", "SOL" + MINUS, "Solenoid " + MINUS + ", MOSFET drain"],
            ["J3-1", "IN", "Control input (IN1 on KSD-12F2)"],
            ["J3-2", "GND", "Logic ground"],
            ["J3-3", "IN2", "KSD-12F2 only"],
        ],
        7.5,
    )
    s.heading(h + "Wiring", 10.5, rule=True)
    s.bullets(
        [
            "Connect the logic GND to the load GND " + DASH + " the board is not isolated.",
            "SOL+ is wired straight to V+; the MOSFET switches SOL" + MINUS + ". Use a supply that "
            "matches the coil: 12 V coil " + DASH + " 12 V supply.",
            "Keep the leads between the board and the solenoid short; the flyback diode sits on "
            "the board, not at the coil.",
        ],
        8.0,
        "\u25b8",
    )
    s.heading(h + "Good to know", 10.5, rule=True)
    s.bullets(
        [
            "DC loads only. The board cannot switch AC solenoids or mains voltage.",
            "No reverse-polarity protection on V+: swapping V+ and GND conducts through the "
            "flyback diode and the MOSFET body diode and destroys them.",
            "Hit-and-hold PWM works: drive IN with PWM; the flyback diode keeps the coil "
            "current flowing between pulses.",
            "Cars and trucks: the board runs from a 12 V car battery (14.4 V while charging). "
            "It has no protection against load-dump surges " + DASH + " add a TVS diode if it "
            "stays connected to the vehicle wiring.",
        ],
        8.0,
        "\u25b8",
    )
    s.heading(h + "FAQ", 10.5, rule=True)
    s.bullets(
        [
            "Will it work with an ESP32 or a Raspberry Pi (3.3 V)? " + DASH + " Yes. The input "
            "needs only 2.4 V, and the MOSFET is specified at 2.5 V gate drive (RDS(on) 52 m"
            + OHM
            + " max.).",
            "Can I drive a 24 V solenoid? " + DASH + " Yes, V+ goes up to 24 V; check the current "
            "against the derating table.",
            "Can two boards share one supply? " + DASH + " Yes. Connect all GNDs together.",
            "Can it run a small DC motor? " + DASH + " Yes, in one direction only, within the "
            "current ratings.",
        ],
        8.0,
        "\u25b8",
    )
    s.heading(h + "Prices (UGX, incl. 18 % VAT)", 10.5, rule=True)
    s.table(
        [Col("SKU", 120), Col("Description", 269), Col("Price", 110, "R")],
        [
            ["NMH-KSD12F", "KSD-12F solenoid driver, 1 channel", "14,500"],
            ["NMH-KSD12F2", "KSD-12F2 solenoid driver, 2 channels", "24,000"],
            ["NMH-SOL12-06", "12 V push-pull solenoid, 0.6 A, 10 mm stroke", "21,000"],
            ["NMH-VLV12-12", '12 V water valve 1/2", 0.45 A', "32,500"],
            ["NMH-PSU12-2", "12 V 2 A plug-in adapter", "19,000"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-04-11", "1.1", "First sheet"],
            ["2023-11-02", "1.2", "KSD-12F2 added; derating table"],
            ["2024-03-08", "1.3", "MOSFET data; car-battery note"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "ksd-12f.pdf")


# ------------------------------------------------------- ultra-low-IQ LDO (Kaunas)
def _band(s: Sheet, text: str, size: float = 9.5) -> None:
    """A heading on a pale band across the column (the Kaunas house style)."""
    s._room(size + 14)
    s.gap(4)
    y = s.get_y()
    s.set_fill_color(240, 228, 196)
    s.rect(s._x0, y, s._w, size + 6, "F")
    s.set_draw_color(*s.style.rule_color)
    s.set_line_width(1.2)
    s.line(s._x0, y, s._x0, y + size + 6)
    s.set_line_width(0.2)
    s.set_draw_color(0, 0, 0)
    s.set_font(s.family, "B", size)
    s.set_text_color(*s.style.accent)
    s.set_xy(s._x0 + 5, y)
    s.cell(s._w - 10, size + 6, text)
    s.set_text_color(0, 0, 0)
    s.set_xy(s._x0, y + size + 6)
    s.gap(4)


def rql6233(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="NEMUNAS POWER DEVICES",
        header_right="RQL62 series  \u00b7  Ultra-low-IQ LDO regulator  \u00b7  Datasheet",
        footer_left="UAB Nemunas Power Devices  \u00b7  Kaunas, Lithuania  \u00b7  "
        "įm. k. 305512874  "
        "\u00b7  RQL62-DS Rev. 2.1 (2024-01)",
        footer_right="Lapas {page} iš {nb}",
        rule_color=(110, 84, 20),
        table_fill=(248, 241, 222),
        accent=(90, 66, 14),
        grid=False,
    )
    s = Sheet(style, "RQL6233 200 mA ultra-low-IQ LDO regulator")
    s.add_page()
    s.title_block(
        "RQL6233",
        "200 mA, 0.5 " + MU + "A IQ Low-Dropout Linear Regulator " + DASH + " RQL62 series",
        "Fixed outputs: RQL6218 (1.8 V) \u00b7 RQL6228 (2.8 V) \u00b7 RQL6233 (3.3 V)   |   "
        "SOT-23-5 "
        "with EN / SOT-23-3 without EN (suffix N)",
        22,
    )

    def features() -> None:
        _band(s, "FEATURES")
        s.bullets(
            [
                "Quiescent current 0.5 " + MU + "A typ. (no load)",
                "Shutdown current 10 nA typ.",
                "Output current 200 mA",
                "Input voltage 2.0 V to 6.0 V",
                "Dropout 150 mV typ. at 100 mA (RQL6233)",
                "Output accuracy " + PM + "1 % (25 " + DEG + ")",
                "Stable with 1 " + MU + "F ceramic capacitors",
                "Current limit and thermal shutdown",
            ],
            8.0,
        )

    def right() -> None:
        _band(s, "APPLICATIONS")
        s.bullets(
            [
                "Battery-powered sensors and wearables",
                "Always-on rails for MCUs and RTCs",
                "Products powered by one Li-ion cell or three alkaline cells",
            ],
            8.0,
        )
        _band(s, "DESCRIPTION")
        s.para(
            "The RQL62 series are CMOS linear regulators that draw only 0.5 " + MU + "A from "
            "the input at no load, so an always-on rail costs almost nothing. The SOT-23-5 "
            "versions have an enable input and an active output discharge; the SOT-23-3 "
            "versions (suffix N) are always on.",
            8.0,
        )

    s.side_by_side(features, right, 250, 16)
    _band(s, "1  ABSOLUTE MAXIMUM RATINGS")
    s.caption("Lentelė 1 / Table 1.  Absolute maximum ratings", 8.0)
    s.table(
        [
            Col("Parameter", 220),
            Col("Symbol", 70, "C"),
            Col("Min", 60, "C"),
            Col("Max", 80, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Input voltage", "V_{IN}", "-0.3", "7.0", "V"],
            ["Enable voltage", "V_{EN}", "-0.3", "7.0", "V"],
            ["Output voltage", "V_{OUT}", "-0.3", "V_{IN} + 0.3", "V"],
            ["Junction temperature", "T_{J}", "", "+150", DEG],
            ["Storage temperature", "T_{STG}", "-55", "+150", DEG],
        ],
        7.5,
    )
    _band(s, "2  RECOMMENDED OPERATING CONDITIONS")
    s.caption("Lentelė 2 / Table 2.  Recommended operating conditions", 8.0)
    s.table(
        [
            Col("Parameter", 220),
            Col("Symbol", 70, "C"),
            Col("Min", 60, "C"),
            Col("Max", 80, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Input voltage", "V_{IN}", "2.0", "6.0", "V"],
            ["Output current", "I_{OUT}", "0", "200", "mA"],
            ["Output capacitor (ceramic)", "C_{OUT}", "0.47", "10", MU + "F"],
            ["Operating ambient temperature", "T_{A}", "-40", "+85", DEG],
            ["Operating junction temperature", "T_{J}", "-40", "+125", DEG],
        ],
        7.5,
    )
    _band(s, "3  ELECTRICAL CHARACTERISTICS")
    s.caption(
        "Lentelė 3 / Table 3.  Electrical characteristics (VIN = VOUT(NOM) + 1 V, IOUT = 1 mA, CIN "
        "= COUT = 1 " + MU + "F, TA = 25 " + DEG + " unless noted)",
        8.0,
    )
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 55, "C"),
            Col("Conditions", 150),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            [
                "Output voltage",
                "V_{OUT}",
                "RQL6218\nRQL6228\nRQL6233",
                "1.782\n2.772\n3.267",
                "1.8\n2.8\n3.3",
                "1.818\n2.828\n3.333",
                "V",
            ],
            [
                "Output voltage accuracy",
                "\u0394V_{OUT}",
                "TA = 25 " + DEG + "\n-40 " + DEG + " " + LE + " TA " + LE + " +85 " + DEG,
                "-1.0\n-2.0",
                "",
                "+1.0\n+2.0",
                "%",
            ],
            [
                "Quiescent current",
                "I_{Q}",
                "I_{OUT} = 0 mA\nI_{OUT} = 0 mA, -40 " + DEG + " " + ELL + " +85 " + DEG,
                "",
                "0.5\n",
                "1.0\n1.5",
                MU + "A",
            ],
            ["Ground current", "I_{GND}", "I_{OUT} = 100 mA", "", "35", "60", MU + "A"],
            ["Shutdown current", "I_{SHDN}", "V_{EN} = 0 V", "", "0.01", "0.1", MU + "A"],
            [
                "Dropout voltage",
                "V_{DO}",
                "RQL6233, I_{OUT} = 100 mA\nRQL6233, I_{OUT} = 200 mA\n"
                "RQL6228, I_{OUT} = 200 mA\nRQL6218, I_{OUT} = 200 mA",
                "",
                "150\n320\n360\n600",
                "250\n450\n500\n850",
                "mV",
            ],
            [
                "Line regulation",
                "\u0394V_{OUT}/\u0394V_{IN}",
                "V_{OUT} + 1 V " + LE + " V_{IN} " + LE + " 6.0 V",
                "",
                "0.02",
                "0.1",
                "%/V",
            ],
            [
                "Load regulation",
                "\u0394V_{OUT}",
                "1 mA " + LE + " I_{OUT} " + LE + " 200 mA",
                "",
                "0.3",
                "1.0",
                "%",
            ],
            ["Current limit", "I_{LIM}", "", "250", "350", "500", "mA"],
            ["Short-circuit current", "I_{SC}", "V_{OUT} = 0 V", "", "60", "", "mA"],
            ["Power-supply rejection", "PSRR", "f = 1 kHz, I_{OUT} = 30 mA", "", "45", "", "dB"],
            ["Output noise", "e_{N}", "10 Hz " + ELL + " 100 kHz", "", "80", "", MU + "V_{RMS}"],
            ["EN input high voltage", "V_{ENH}", "", "1.0", "", "", "V"],
            ["EN input low voltage", "V_{ENL}", "", "", "", "0.35", "V"],
            ["Turn-on time", "t_{ON}", "EN high to 90 % of V_{OUT}", "", "300", "", MU + "s"],
            [
                "Output discharge resistance",
                "R_{DIS}",
                "V_{EN} = 0 V (SOT-23-5)",
                "",
                "80",
                "",
                OHM,
            ],
        ],
        7.0,
    )

    s.add_page()
    _band(s, "4  APPLICATION INFORMATION")
    s.bullets(
        [
            "Input voltage: the regulator needs VIN " + GE + " VOUT + VDO. An RQL6233 fed from one "
            "Li-ion cell (3.0 " + ELL + " 4.2 V) regulates until the cell falls to about 3.45 V at "
            "100 mA; below that the output follows the input (dropout).",
            "Capacitors: place 1 " + MU + "F X5R or X7R ceramic capacitors at VIN and VOUT, close "
            "to the pins. Output capacitors from 0.47 " + MU + "F to 10 " + MU + "F are stable.",
            "No reverse-current protection: if VOUT is held above VIN (a second supply or a "
            "large output capacitor with the input shorted), current flows back through the "
            "body diode of the pass transistor. Add a Schottky diode in series with the input "
            "where this can happen.",
            "Thermal shutdown switches the output off when the die overheats and restarts it "
            "when it has cooled; the current limit protects against overloads.",
            "Power dissipation: PD = (VIN "
            + MINUS
            + " VOUT) "
            + TIMES
            + " IOUT. Keep TJ "
            + LE
            + " +125 "
            + DEG
            + " with the thermal resistances of Table 4.",
        ],
        8.0,
    )
    _band(s, "5  THERMAL INFORMATION")
    s.caption("Lentelė 4 / Table 4.  Thermal resistance (JEDEC 2s2p board)", 8.0)
    s.table(
        [
            Col("Package", 200),
            Col("\u03b8_{JA}", 100, "C"),
            Col("\u03b8_{JC}", 100, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["SOT-23-5", "250", "110", DEG + "/W"],
            ["SOT-23-3", "300", "135", DEG + "/W"],
        ],
        7.5,
    )
    s.figure(
        "Figure 1.  Quiescent current vs input voltage (RQL6233, IOUT = 0 mA)",
        "Input voltage VIN (V)",
        "IQ (" + MU + "A)",
        ["2.0", "3.0", "4.0", "5.0", "6.0"],
        ["0", "0.25", "0.50", "0.75", "1.00"],
        [
            ("TA = +85 " + DEG, [(0.0, 0.62), (0.3, 0.74), (0.5, 0.72), (1.0, 0.76)]),
            ("TA = +25 " + DEG, [(0.0, 0.45), (0.3, 0.52), (0.5, 0.50), (1.0, 0.53)]),
            ("TA = -40 " + DEG, [(0.0, 0.36), (0.3, 0.42), (0.5, 0.41), (1.0, 0.43)]),
        ],
        height=105,
    )
    _band(s, "6  PIN CONFIGURATION")
    s.caption("Lentelė 5 / Table 5.  Pin functions", 8.0)
    s.table(
        [
            Col("SOT-23-5", 80, "C"),
            Col("SOT-23-3 (N)", 80, "C"),
            Col("Name", 70, "C"),
            Col("Function", 269),
        ],
        [
            ["1", "3", "VIN", "Input, 2.0 " + ELL + " 6.0 V"],
            ["2", "1", "GND", "Ground"],
            ["3", DASH, "EN", "Enable, active high; do not leave open"],
            ["4", DASH, "NC", "Not connected"],
            ["5", "2", "VOUT", "Regulated output"],
        ],
        7.5,
    )
    _band(s, "7  ORDERING INFORMATION")
    s.caption("Lentelė 6 / Table 6.  Ordering information (tape and reel, 3000 pcs)", 8.0)
    s.table(
        [
            Col("Order code", 120),
            Col("Output", 70, "C"),
            Col("Package", 90, "C"),
            Col("EN pin", 70, "C"),
            Col("Marking", 149, "C"),
        ],
        [
            ["RQL6218MR", "1.8 V", "SOT-23-5", "yes", "Q18E"],
            ["RQL6228MR", "2.8 V", "SOT-23-5", "yes", "Q28E"],
            ["RQL6233MR", "3.3 V", "SOT-23-5", "yes", "Q33E"],
            ["RQL6233NMR", "3.3 V", "SOT-23-3", "no", "Q33N"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-03-01", "1.0", "Initial release"],
            ["2023-09-12", "2.0", "RQL6228 added; dropout limits at 200 mA"],
            ["2024-01-22", "2.1", "Application information; thermal table"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "rql6233.pdf")
