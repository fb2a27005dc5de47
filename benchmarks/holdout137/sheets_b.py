"""Hold-out 137 datasheets, part 2: a low-power 3-axis accelerometer IC, a dual H-bridge
driver IC for small steppers, an infrared flame sensor module and a 2G GSM module.

A Cardiff (Wales) MEMS house data sheet ("n ∙ TITLE" heads, "TABLE n." captions above the
tables, range and sensitivity stacked per FS setting, supply current stacked per mode and
ODR, pin table and register map as decoys), a Macau IC house data sheet in English with
full-width punctuation ("◰ n" heads, "Table n：" captions, on-resistance stacked per VM and
junction temperature, output current stacked per ambient, truth table, pin table and
ordering table as decoys), a Cotonou (Benin) maker-store sheet ("⚑" heads, XOF prices,
column groups per pin version, detection distance stacked per flame, FAQ, pinout and price
list) and a Sharjah (UAE) module house "Hardware Design" manual ("[n.m]" heads, "Tab. n-m"
captions above the tables, column groups per band version, current stacked per mode,
pad table, AT-command table and ordering table as decoys).
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
MDASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
ARROW = "\u2192"
DOT = "\u00b7"
SQ = "\u00b2"


# ------------------------------------------------ 3-axis accelerometer IC (Cardiff)
def tax3116(out: Path) -> Path:
    def head(n: int, text: str) -> None:
        s.heading(f"{n} \u2219 {text.upper()}", 10, rule=True)

    def cap(n: int, text: str) -> None:
        s.caption(f"TABLE {n}.  {text}", 7.8)

    style = Style(
        font="LiberationNarrow",
        header_left="BUTE MICROSYSTEMS",
        header_right="TAX3116  " + MDASH + "  Ultra-low-power 3-axis accelerometer",
        footer_left="Bute Microsystems Ltd  "
        + DOT
        + "  Bute Street, Cardiff CF10, Wales, UK  "
        + DOT
        + "  DS-3116  Issue C  "
        + DOT
        + "  March 2024",
        footer_right="{page}",
        rule_color=(128, 22, 52),
        table_fill=(246, 230, 235),
        accent=(128, 22, 52),
        grid=False,
    )
    s = Sheet(style, "TAX3116 ultra-low-power 3-axis accelerometer")
    s.add_page()
    s.title_block(
        "TAX3116",
        "Ultra-Low-Power 3-Axis MEMS Accelerometer, "
        + PM
        + "2 / "
        + PM
        + "4 / "
        + PM
        + "8 / "
        + PM
        + "16 g, I"
        + SQ
        + "C and SPI Digital Output",
        "Data sheet  " + DOT + "  DS-3116 Issue C  " + DOT + "  LGA-14, 2 x 2 x 0.95 mm",
        20,
    )

    def features() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "2 " + MU + "A at 1 Hz ODR in low-power mode",
                "Full scale " + PM + "2 g to " + PM + "16 g, selectable",
                "Output data rate 1 Hz to 5.376 kHz",
                "I" + SQ + "C (400 kHz) and SPI (10 MHz) interfaces",
                "1.71 V to 3.6 V supply, separate I/O supply",
                "Two programmable interrupt pins, 32-level FIFO",
                "10 000 g shock survivability",
            ],
            7.8,
            "\u2022",
        )

    def description() -> None:
        s.heading("GENERAL DESCRIPTION", 9.5)
        s.para(
            "The TAX3116 is a three-axis linear accelerometer for wearables, asset trackers, "
            "tilt switches and wake-on-motion in battery products. A 12-bit high-resolution "
            "mode, a 10-bit normal mode and an 8-bit low-power mode trade noise against "
            "current. The device sleeps in power-down until a register write wakes it, and "
            "it can run unattended on a coin cell, waking the host only on motion.",
            7.8,
        )

    s.side_by_side(features, description, 225, 16)
    head(1, "Mechanical characteristics")
    cap(1, "VDD = 2.5 V, T = 25 " + DEG + ", unless otherwise noted (1)")
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 40, "C"),
            Col("Test conditions", 140),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            [
                "Measurement range",
                "FS",
                "FS[1:0] = 00\nFS[1:0] = 01\nFS[1:0] = 10\nFS[1:0] = 11",
                "",
                PM + "2\n" + PM + "4\n" + PM + "8\n" + PM + "16",
                "",
                "g",
            ],
            [
                "Sensitivity",
                "So",
                "FS = "
                + PM
                + "2 g, high-resolution\nFS = "
                + PM
                + "4 g, high-resolution\nFS = "
                + PM
                + "8 g, high-resolution\nFS = "
                + PM
                + "16 g, high-resolution",
                "",
                "1\n2\n4\n12",
                "",
                "mg/LSB",
            ],
            [
                "Sensitivity change\nvs. temperature",
                "TCSo",
                "FS = " + PM + "2 g",
                "",
                PM + "0.01",
                "",
                "%/" + DEG,
            ],
            ["Zero-g level offset", "TyOff", "FS = " + PM + "2 g", "", PM + "40", "", "mg"],
            [
                "Noise density",
                "An",
                "high-resolution, ODR = 100 Hz",
                "",
                "220",
                "",
                MU + "g/" + "\u221a" + "Hz",
            ],
            ["Operating temperature", "Top", "", "-40", "", "+85", DEG],
        ],
        7.5,
    )
    s.para(
        "(1) The product is factory calibrated at 2.5 V. Typical values are the mean of "
        "characterisation lots; they are not guaranteed.",
        7.0,
    )
    head(2, "Electrical characteristics")
    cap(2, "VDD = 2.5 V, T = 25 " + DEG)
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 40, "C"),
            Col("Test conditions", 140),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Supply voltage", "Vdd", "", "1.71", "2.5", "3.6", "V"],
            [
                "I/O pins supply\nvoltage",
                "Vdd_IO",
                "Vdd_IO " + LE + " Vdd + 0.1 V",
                "1.71",
                "",
                "3.6",
                "V",
            ],
            [
                "Current consumption\nin normal mode",
                "Idd",
                "ODR = 1 Hz\nODR = 10 Hz\nODR = 100 Hz\nODR = 400 Hz",
                "",
                "3\n5\n11\n25",
                "",
                MU + "A",
            ],
            [
                "Current consumption\nin low-power mode",
                "IddLP",
                "ODR = 1 Hz\nODR = 50 Hz\nODR = 1.6 kHz",
                "",
                "2\n4\n65",
                "",
                MU + "A",
            ],
            ["Current consumption\nin power-down mode", "IddPdn", "", "", "0.5", "2", MU + "A"],
            [
                "Output data rate",
                "ODR",
                "normal / high-resolution\nlow-power mode",
                "1\n1",
                "",
                "1344\n5376",
                "Hz",
            ],
            ["Turn-on time", "Ton", "from power-down", "", "1/ODR + 1", "", "ms"],
            ["Boot time", "Tboot", "after Vdd reaches 1.71 V", "", "", "5", "ms"],
        ],
        7.5,
    )
    head(3, "Absolute maximum ratings")
    cap(3, "Stresses above these ratings may cause permanent damage")
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Ratings", 270),
            Col("Maximum value", 100, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Vdd", "Supply voltage", "-0.3 to 4.8", "V"],
            ["Vdd_IO", "I/O pins supply voltage", "-0.3 to 4.8", "V"],
            [
                "Vin",
                "Input voltage on any control pin (CS, SCL/SPC, SDA/SDI/SDO, SA0)",
                "-0.3 to Vdd_IO + 0.3",
                "V",
            ],
            ["Apow", "Acceleration, powered, 0.2 ms", "10 000", "g"],
            ["Aunp", "Acceleration, unpowered, 0.2 ms", "10 000", "g"],
            ["Tstg", "Storage temperature range", "-40 to +125", DEG],
            ["ESD", "Electrostatic discharge protection (HBM)", "2", "kV"],
        ],
        7.5,
    )

    s.add_page()
    head(4, "Digital interfaces")
    s.para(
        "The registers are reached through I" + SQ + "C or SPI; CS selects the interface. With "
        "CS high (tied to Vdd_IO) the TAX3116 is an I" + SQ + "C slave; pulling CS low enables "
        "4-wire SPI (modes 0 and 3, up to 10 MHz). The I" + SQ + "C slave address is 0011 00x: "
        "SA0 = 0 (GND) gives 0x18 and SA0 = 1 (Vdd_IO) gives 0x19. The I" + SQ + "C interface "
        "supports standard mode (100 kHz) and fast mode (400 kHz). All control pins are "
        "referred to Vdd_IO and are not 5 V tolerant; with a 5 V host use a level translator.",
        7.8,
    )
    cap(4, "I" + SQ + "C and SPI timing (Vdd_IO = 1.8 V to 3.6 V)")
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Parameter", 250),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["f(SCL)", "I" + SQ + "C SCL clock frequency", "0", "400", "kHz"],
            ["tw(SCLL)", "SCL clock low time", "1.3", "", MU + "s"],
            ["tc(SPC)", "SPI clock cycle", "100", "", "ns"],
            ["fc(SPC)", "SPI clock frequency", "", "10", "MHz"],
            ["tsu(CS)", "CS setup time", "6", "", "ns"],
        ],
        7.5,
    )
    head(5, "Pin description")
    cap(5, "LGA-14 pin functions")
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 90), Col("Function", 369)],
        [
            ["1", "Vdd_IO", "Power supply for I/O pins"],
            ["2, 3", "NC", "Not connected"],
            ["4", "SCL / SPC", "I" + SQ + "C serial clock / SPI serial port clock"],
            ["5", "GND", "0 V supply"],
            ["6", "SDA / SDI / SDO", "I" + SQ + "C serial data / SPI data in / 3-wire data out"],
            ["7", "SDO / SA0", "SPI data out / I" + SQ + "C address bit 0"],
            ["8", "CS", "Interface select: 1 = I" + SQ + "C, 0 = SPI enabled"],
            ["9, 11", "INT2, INT1", "Interrupt outputs, push-pull or open-drain"],
            ["10, 12", "RES, GND", "Connect to GND"],
            ["13", "ADC3", "Auxiliary ADC input (0.8 to 1.6 V)"],
            ["14", "Vdd", "Power supply"],
        ],
        7.5,
    )
    head(6, "Register map (excerpt)")
    cap(6, "Main registers")
    s.table(
        [Col("Name", 100), Col("Address", 60, "C"), Col("Default", 60, "C"), Col("Content", 279)],
        [
            ["WHO_AM_I", "0x0F", "0x3B", "device identification"],
            ["CTRL_REG1", "0x20", "0x07", "ODR[3:0], LPen, Zen, Yen, Xen"],
            ["CTRL_REG4", "0x23", "0x00", "BDU, BLE, FS[1:0], HR, ST[1:0], SIM"],
            ["STATUS_REG", "0x27", "0x00", "ZYXOR " + ELL + " ZYXDA"],
            [
                "OUT_X_L " + ELL + " OUT_Z_H",
                "0x28 " + ELL + " 0x2D",
                "output",
                "two's complement, left-justified",
            ],
            ["FIFO_CTRL_REG", "0x2E", "0x00", "FM[1:0], TR, FTH[4:0] (32 levels)"],
        ],
        7.5,
    )
    head(7, "Application hints")
    s.bullets(
        [
            "Decouple Vdd and Vdd_IO with 100 nF plus 10 " + MU + "F close to pins 14 and 1.",
            "SA0 has no internal pull-up or pull-down: tie it to GND or Vdd_IO. Do not leave "
            "it floating when the I" + SQ + "C address matters.",
            "Coin-cell operation: at 2 " + MU + "A (low-power mode, 1 Hz) the accelerometer "
            "is seldom the largest drain of a CR2032 design; budget the host and the "
            "regulator first.",
            "Mount away from board edges and screws; board stress shifts the zero-g level.",
        ],
        7.8,
        "\u2022",
    )
    cap(7, "Ordering information")
    s.table(
        [
            Col("Order code", 120),
            Col("Temperature range", 120, "C"),
            Col("Package", 120, "C"),
            Col("Packing", 139, "C"),
        ],
        [
            ["TAX3116", "-40 to +85 " + DEG, "LGA-14", "tray"],
            ["TAX3116TR", "-40 to +85 " + DEG, "LGA-14", "tape and reel, 5000"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-04-20", "A", "Initial release"],
            ["2023-09-08", "B", "Low-power current at 1.6 kHz corrected"],
            ["2024-03-14", "C", "SA0 note added; ESD rating"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "tax3116.pdf")


# ------------------------------------------------ dual H-bridge driver IC (Macau)
def ivd2710(out: Path) -> Path:
    mark = "\u25f0 "
    colon = "\uff1a"
    lp, rp, eq = "\uff08", "\uff09", "\uff1d"

    def cap(n: int, text: str) -> None:
        s.caption(f"Table {n}{colon}{text}", 8)

    style = Style(
        font="DejaVuFW",
        header_left="Ilha Verde Microelectronics",
        header_right="IVD2710  Dual H-Bridge Motor Driver  " + DOT + "  Datasheet",
        footer_left="Ilha Verde Microelectronics Ltd.  "
        + DOT
        + "  Rua Norte do Patane, Macau SAR  "
        + DOT
        + "  www.ilhaverde-micro.mo",
        footer_right="IVD2710  V1.3  " + DOT + "  {page}",
        rule_color=(188, 52, 30),
        table_fill=(253, 236, 228),
        accent=(170, 40, 20),
        grid=True,
    )
    s = Sheet(style, "IVD2710 dual H-bridge motor driver")
    s.add_page()
    s.title_block(
        "IVD2710",
        "Dual H-Bridge Motor Driver, 2.7 V to 10.8 V, 1.5 A RMS per Bridge",
        "HTSSOP-16 with exposed pad  " + DOT + "  WQFN-16 (3 x 3 mm)  " + DOT + "  Datasheet V1.3",
        20,
    )

    def features() -> None:
        s.heading(mark + "1  Features", 9.5)
        s.bullets(
            [
                "Two H-bridges: two brushed DC motors or one bipolar stepper",
                "Motor supply VM 2.7 V to 10.8 V",
                "1.5 A RMS, 2 A peak per bridge " + lp + "TA" + eq + "25 " + DEG + rp,
                "Bridges in parallel: 3 A RMS, 4 A peak",
                "Low on-resistance: 360 m" + OHM + " HS + LS",
                "Sleep current 1.6 " + MU + "A typ.",
                "PWM inputs up to 100 kHz, 3.3 V and 5 V logic",
                "Over-current, under-voltage and thermal protection",
            ],
            7.6,
            "\u25aa",
        )

    def applications() -> None:
        s.heading(mark + "2  Applications", 9.5)
        s.bullets(
            [
                "Battery-powered toys and robots",
                "Small stepper motors in printers, cameras and valves",
                "Smart locks and curtain motors",
            ],
            7.6,
            "\u25aa",
        )
        s.heading(mark + "3  Description", 9.5)
        s.para(
            "The IVD2710 has two H-bridges with N-channel power MOSFETs, a charge pump and "
            "protection. Each bridge is controlled by two inputs (xIN1, xIN2) in PWM or "
            "logic mode. A low level on nSLEEP puts the whole device into a low-power sleep "
            "state. nFAULT is an open-drain output that goes low on over-current, "
            "over-temperature or under-voltage.",
            7.6,
        )

    s.side_by_side(features, applications, 240, 16)
    s.heading(
        mark + "4  Absolute Maximum Ratings " + lp + "TA" + eq + "25 " + DEG + rp, 10, rule=True
    )
    cap(1, "Absolute maximum ratings")
    s.table(
        [
            Col("Parameter", 220),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Motor power supply voltage", "VM", "-0.3", "11.8", "V"],
            ["Digital input voltage (xINx, nSLEEP)", "V_{IN}", "-0.5", "7", "V"],
            ["nFAULT pin voltage", "V_{nFAULT}", "-0.5", "7", "V"],
            ["Peak motor drive output current", "I_{PK}", "", "internally limited", "A"],
            ["Junction temperature", "T_{J}", "-40", "150", DEG],
            ["Storage temperature", "T_{stg}", "-60", "150", DEG],
        ],
        7.5,
    )
    s.heading(mark + "5  Recommended Operating Conditions", 10, rule=True)
    cap(2, "Recommended operating conditions")
    s.table(
        [
            Col("Parameter", 220),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Motor power supply voltage", "VM", "2.7", "10.8", "V"],
            ["Motor RMS current per H-bridge", "I_{RMS}", "0", "1.5", "A"],
            ["Digital input voltage", "V_{IN}", "0", "5.75", "V"],
            ["Externally applied PWM frequency", "f_{PWM}", "0", "100", "kHz"],
            ["Operating ambient temperature", "T_{A}", "-40", "85", DEG],
        ],
        7.5,
    )
    s.heading(
        mark
        + "6  Electrical Characteristics "
        + lp
        + "TA"
        + eq
        + "25 "
        + DEG
        + ", VM"
        + eq
        + "5 V"
        + rp,
        10,
        rule=True,
    )
    cap(3, "Electrical characteristics")
    s.table(
        [
            Col("Parameter", 118),
            Col("Symbol", 48, "C"),
            Col("Conditions", 148),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            [
                "VM operating supply\ncurrent",
                "I_{VM}",
                "no PWM, no load\n50 kHz PWM, no load",
                "",
                "1.7\n3",
                "3\n5",
                "mA",
            ],
            [
                "VM sleep-mode supply\ncurrent",
                "I_{VMQ}",
                "nSLEEP" + eq + "0 V, TA" + eq + "25 " + DEG,
                "",
                "1.6",
                "2.5",
                MU + "A",
            ],
            ["Input low voltage", "V_{IL}", "xINx, nSLEEP", "", "", "0.7", "V"],
            ["Input high voltage", "V_{IH}", "xINx, nSLEEP", "2.0", "", "", "V"],
            ["Input pull-down", "R_{PD}", "xINx", "", "100", "", "k" + OHM],
            [
                "HS + LS FET\non-resistance",
                "R_{DS(ON)}",
                "VM"
                + eq
                + "5 V, I_{O}"
                + eq
                + "500 mA, TJ"
                + eq
                + "25 "
                + DEG
                + "\nVM"
                + eq
                + "5 V, I_{O}"
                + eq
                + "500 mA, TJ"
                + eq
                + "85 "
                + DEG
                + "\nVM"
                + eq
                + "2.7 V, I_{O}"
                + eq
                + "500 mA, TJ"
                + eq
                + "25 "
                + DEG,
                "",
                "360\n480\n470",
                "400\n550\n530",
                "m" + OHM,
            ],
            ["Over-current trip", "I_{OCP}", "per bridge", "2.0", "", "3.3", "A"],
            [
                "VM under-voltage\nlockout",
                "V_{UVLO}",
                "VM falling\nVM rising",
                "\n",
                "\n",
                "2.6\n2.7",
                "V",
            ],
            ["Thermal shutdown", "T_{TSD}", "die temperature", "150", "160", "180", DEG],
            ["nFAULT output low", "V_{OL}", "I_{O}" + eq + "5 mA", "", "", "0.5", "V"],
        ],
        7.3,
    )

    s.add_page()
    s.heading(mark + "7  Continuous Current per Bridge", 10, rule=True)
    cap(
        4,
        "Continuous output current vs. ambient " + lp + "JEDEC 4-layer board, VM" + eq + "8 V" + rp,
    )
    s.table(
        [
            Col("Mode", 140),
            Col("Ambient", 120, "C"),
            Col("RMS current", 110, "C"),
            Col("Peak current", 129, "C"),
        ],
        [
            [
                "Each bridge separately",
                "TA" + eq + "25 " + DEG + "\nTA" + eq + "85 " + DEG,
                "1.5 A\n0.9 A",
                "2.0 A\n2.0 A",
            ],
            [
                "Bridges in parallel",
                "TA" + eq + "25 " + DEG + "\nTA" + eq + "85 " + DEG,
                "3.0 A\n1.8 A",
                "4.0 A\n4.0 A",
            ],
        ],
        7.5,
    )
    s.para(
        "On a 2-layer board with little copper the RMS current falls to about 1.0 A per bridge "
        "at 25 " + DEG + ". Solder the exposed pad to a large ground plane.",
        7.5,
    )
    s.heading(mark + "8  Control Logic", 10, rule=True)
    cap(5, "H-bridge logic")
    s.table(
        [
            Col("xIN1", 70, "C"),
            Col("xIN2", 70, "C"),
            Col("xOUT1", 70, "C"),
            Col("xOUT2", 70, "C"),
            Col("Function", 219),
        ],
        [
            ["0", "0", "Z", "Z", "Coast / fast decay"],
            ["0", "1", "L", "H", "Reverse"],
            ["1", "0", "H", "L", "Forward"],
            ["1", "1", "L", "L", "Brake / slow decay"],
        ],
        7.5,
    )
    s.para(
        "The logic inputs accept 3.3 V and 5 V levels (VIH 2.0 V) and have 100 k" + OHM + " "
        "pull-downs, so the outputs stay off while the host boots. For a stepper, drive "
        "AIN1 / AIN2 and BIN1 / BIN2 in full-step or half-step sequence; microstepping needs "
        "external current control.",
        7.6,
    )
    s.heading(mark + "9  Pin Functions", 10, rule=True)
    cap(6, "Pin functions " + lp + "HTSSOP-16" + rp)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80, "C"), Col("Type", 70, "C"), Col("Description", 299)],
        [
            ["1", "nSLEEP", "I", "Sleep mode input; logic low = sleep"],
            ["2, 3", "AOUT1, AISEN", "O", "Bridge A output 1 / bridge A sense (to GND)"],
            ["4", "AOUT2", "O", "Bridge A output 2"],
            ["5, 6", "BOUT2, BISEN", "O", "Bridge B output 2 / bridge B sense (to GND)"],
            ["7", "BOUT1", "O", "Bridge B output 1"],
            ["8", "nFAULT", "OD", "Fault output, open drain"],
            ["9, 10", "BIN1, BIN2", "I", "Bridge B inputs"],
            ["11", "VCP", "IO", "Charge pump, 10 nF to VM"],
            ["12", "VM", "P", "Motor supply, bypass with 10 " + MU + "F"],
            ["13", "GND", "P", "Ground"],
            ["14", "VINT", "P", "Internal regulator, 2.2 " + MU + "F to GND"],
            ["15, 16", "AIN2, AIN1", "I", "Bridge A inputs"],
        ],
        7.3,
    )
    s.heading(mark + "10  Ordering Information", 10, rule=True)
    cap(7, "Ordering information")
    s.table(
        [
            Col("Part number", 120),
            Col("Package", 140, "C"),
            Col("Marking", 100, "C"),
            Col("Packing", 139, "C"),
        ],
        [
            ["IVD2710PW", "HTSSOP-16", "IVD2710", "tape and reel, 2000"],
            ["IVD2710RT", "WQFN-16, 3 x 3 mm", "2710", "tape and reel, 3000"],
        ],
        7.5,
    )
    return save(s, out / "ivd2710.pdf")


# ------------------------------------------------ IR flame sensor module (Cotonou)
def grf940(out: Path) -> Path:
    mark = "\u2691 "
    style = Style(
        font="DejaVuCond",
        header_left="GANVIÉ ROBOTIQUE " + DOT + " COTONOU",
        header_right="GRF-940 flame sensor module  " + DOT + "  product sheet",
        footer_left="Ganvié Robotique SARL  "
        + DOT
        + "  Quartier Jonquet, Cotonou, Bénin  "
        + DOT
        + "  IFU 3202312345678  "
        + DOT
        + "  prix en XOF TTC",
        footer_right="p. {page}/{nb}",
        rule_color=(214, 102, 18),
        table_fill=(255, 240, 222),
        accent=(180, 80, 0),
        grid=False,
    )
    s = Sheet(style, "GRF-940 infrared flame sensor module")
    s.add_page()
    s.title_block(
        "GRF-940 Flame Sensor",
        "Infrared Flame Sensor Module with Comparator Output, 760 " + NDASH + " 1100 nm",
        "GRF-940-3 (3 pins: DO)  1 500 XOF    "
        + DOT
        + "    GRF-940-4 (4 pins: DO + AO)  1 800 XOF",
        20,
    )

    def about() -> None:
        s.heading(mark + "About", 10)
        s.para(
            "An infrared phototransistor behind a black filter sees the near-infrared light "
            "that flames give off. A comparator turns it into a clean digital signal: DO goes "
            "LOW when the IR level passes the threshold you set with the blue trimmer. The "
            "4-pin version also gives the raw phototransistor voltage on AO for an ADC. Good "
            "for fire-fighting robots, candle detectors and burner-on indicators.",
            7.8,
        )

    def quick() -> None:
        s.heading(mark + "Quick facts", 10)
        s.lines(
            [
                "Peak sensitivity: 940 nm",
                "Detection angle: about 60" + "\u00b0",
                "Threshold: 10 k" + OHM + " trimmer",
                "LEDs: power (red), DO (green)",
                "Board: 32 x 14 mm, one M3 hole",
            ],
            7.8,
            3.0,
        )

    s.side_by_side(about, quick, 300, 14)
    s.heading(mark + "Specifications", 10, rule=True)
    s.table(
        [
            Col("Item", 130),
            Col("GRF-940-3", 110, "C"),
            Col("GRF-940-4", 110, "C"),
            Col("Remarks", 149),
        ],
        [
            ["Supply voltage (VCC)", "3.3 " + NDASH + " 5.5 V", "3.3 " + NDASH + " 5.5 V", ""],
            [
                "Supply current",
                "6 mA\n9 mA",
                "6 mA\n9 mA",
                "no flame (DO high)\nflame (DO low, LED on)",
            ],
            [
                "Digital output (DO)",
                "comparator, active LOW",
                "comparator, active LOW",
                "10 k" + OHM + " pull-up to VCC",
            ],
            ["DO low level", "max. 0.4 V", "max. 0.4 V", "sinking 4 mA"],
            ["DO sink current", "max. 15 mA", "max. 15 mA", "comparator output"],
            ["Analog output (AO)", MDASH, "0 " + NDASH + " VCC", "lower = more IR"],
            ["Response time", "< 15 ms", "< 15 ms", "flame appears " + ARROW + " DO low"],
            ["Spectral range", "760 " + NDASH + " 1100 nm", "760 " + NDASH + " 1100 nm", ""],
            [
                "Operating temperature",
                "-20 " + NDASH + " +70 " + DEG,
                "-20 " + NDASH + " +70 " + DEG,
                "board, not the flame side",
            ],
            ["Weight", "2 g", "2.5 g", ""],
        ],
        7.8,
        head_rows=[["", "Version", "<", ""]],
    )
    s.heading(mark + "How far does it see?", 10, rule=True)
    s.table(
        [
            Col("Flame", 170),
            Col("Trimmer", 110, "C"),
            Col("Detection distance", 110, "C"),
            Col("Remarks", 109),
        ],
        [
            [
                "Lighter flame, about 4 cm",
                "most sensitive\nfactory setting",
                "up to 80 cm\nup to 40 cm",
                "indoors, no sun",
            ],
            ["Candle", "most sensitive", "up to 60 cm", ""],
            ["Alcohol burner", "most sensitive", "up to 100 cm", ""],
        ],
        7.8,
    )
    s.para(
        "Distances measured in our workshop with the flame on the sensor axis, at night, with "
        "VCC = 5 V. Off-axis (30" + "\u00b0" + ") they fall to about half.",
        7.6,
    )

    s.add_page()
    s.heading(mark + "Pins", 10, rule=True)
    s.table(
        [
            Col("Pin", 60, "C"),
            Col("GRF-940-3", 110, "C"),
            Col("GRF-940-4", 110, "C"),
            Col("Connect to", 219),
        ],
        [
            ["1", "VCC", "AO", "GRF-940-4: ADC input"],
            ["2", "GND", "GND", "ground"],
            ["3", "DO", "VCC", "GRF-940-3: digital input"],
            ["4", MDASH, "DO", "GRF-940-4: digital input"],
        ],
        7.8,
    )
    s.para(
        "Careful: the pin order is not the same on the two versions. Check the silkscreen.",
        7.8,
    )
    s.heading(mark + "With 3.3 V and 5 V boards", 10, rule=True)
    s.para(
        "DO is pulled up to VCC through 10 k" + OHM + ", so its high level is whatever you feed "
        "VCC with. With an Arduino Uno power the module from 5 V. With an ESP32, a Raspberry Pi "
        "or a Pico power it from the board's 3.3 V pin: the module then gives a 3.3 V high "
        "level. If you power it from 5 V, DO rises to 5 V, and a 3.3 V input pin must not see "
        "that. AO also swings up to VCC.",
        7.8,
    )
    s.heading(mark + "Questions and answers", 10, rule=True)
    faq = [
        (
            "Does sunlight trigger it?",
            "Yes. Sunlight and halogen or incandescent lamps contain a lot of infrared and can "
            "pull DO low on their own. Use the module indoors, shaded, and away from heaters.",
        ),
        (
            "Is it a fire alarm?",
            "No. It is a hobby sensor, not a certified fire detector. Do not use it to protect "
            "people or property.",
        ),
        (
            "How close can it be to the flame?",
            "Keep the board at least 20 cm from the flame: the phototransistor and the "
            "plastic trimmer do not like heat above +70 " + DEG + ".",
        ),
        (
            "Can I connect several modules to one Arduino?",
            "Yes, one digital pin per module. All of them can share 5 V and GND.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 7.8, bold=True)
        s.para(answer, 7.8)
    s.heading(mark + "Prix / Prices", 10, rule=True)
    s.table(
        [
            Col("Code", 100, "C"),
            Col("Article", 249),
            Col("XOF TTC", 70, "C"),
            Col("Stock", 80, "C"),
        ],
        [
            ["GRF-940-3", "Flame sensor, 3 pins (DO)", "1 500", "oui"],
            ["GRF-940-4", "Flame sensor, 4 pins (DO + AO)", "1 800", "oui"],
            ["GRF-940-4x5", "5 x GRF-940-4", "8 000", "oui"],
            ["DUP-20", "20 jumper wires F-F, 20 cm", "1 000", "oui"],
        ],
        7.8,
    )
    return save(s, out / "grf-940.pdf")


# ------------------------------------------------ 2G GSM module (Sharjah)
def nwm210(out: Path) -> Path:
    def head(n: str, text: str, size: float = 10.5) -> None:
        s.heading(f"[{n}] {text}", size, rule=True)

    def cap(n: str, text: str) -> None:
        s.caption(f"Tab. {n}  {text}", 7.8)

    style = Style(
        font="Liberation",
        header_left="QASBA WIRELESS",
        header_right="NWM-210 Hardware Design  " + DOT + "  V1.04",
        footer_left="Qasba Wireless FZE  "
        + DOT
        + "  SAIF Zone, Sharjah, United Arab Emirates  "
        + DOT
        + "  Confidential, released for customer design-in",
        footer_right="{page} / {nb}",
        rule_color=(0, 96, 100),
        table_fill=(224, 240, 240),
        accent=(0, 80, 86),
        grid=True,
    )
    s = Sheet(style, "NWM-210 GSM/GPRS module hardware design")
    s.add_page()
    s.title_block(
        "NWM-210 Hardware Design",
        "GSM / GPRS Module NWM-210Q (quad-band) and NWM-210D (dual-band)",
        "Document NWM-210_HD_V1.04  "
        + DOT
        + "  LCC-42, 15.8 x 17.8 x 2.4 mm  "
        + DOT
        + "  Control by AT commands",
        20,
    )
    head("1.1", "Product overview")
    s.para(
        "The NWM-210 is a compact 2G module for SMS, voice and GPRS data in trackers, alarm "
        "panels, meters and remote switches. It is controlled through a serial port with AT "
        "commands and has an embedded TCP/IP stack. It is a 2G-only module: check that your "
        "operator still runs a GSM network before designing it in.",
        7.8,
    )
    head("1.2", "Key features")
    cap("1-1", "Versions and key features")
    s.table(
        [Col("Feature", 150), Col("NWM-210Q", 160, "C"), Col("NWM-210D", 189, "C")],
        [
            ["Frequency bands", "GSM850, EGSM900,\nDCS1800, PCS1900", "EGSM900, DCS1800"],
            [
                "Transmit power",
                "Class 4 (2 W): 850 / 900 MHz\nClass 1 (1 W): 1800 / 1900 MHz",
                "Class 4 (2 W): 900 MHz\nClass 1 (1 W): 1800 MHz",
            ],
            [
                "GPRS",
                "multi-slot class 12, CS1 " + ELL + " CS4",
                "multi-slot class 10, CS1 " + ELL + " CS4",
            ],
            ["GPRS data, downlink", "max. 85.6 kbps", "max. 85.6 kbps"],
            ["SIM interface", "1.8 V and 3.0 V SIM", "1.8 V and 3.0 V SIM"],
            [
                "Serial port",
                "autobauding 1200 " + ELL + " 115200 bps",
                "autobauding 1200 " + ELL + " 115200 bps",
            ],
            ["Main markets", "worldwide", "Europe, Africa, Middle East, Asia"],
        ],
        7.5,
        head_rows=[["", "Version", "<"]],
    )
    head("2.1", "Power supply")
    s.para(
        "VBAT feeds the whole module. During a transmit burst the current rises to 2 A for "
        "577 " + MU + "s every 4.615 ms, so the supply must deliver 2 A peaks while VBAT stays "
        "above 3.0 V; below that the module switches off. A single Li-ion cell (3.5 "
        + NDASH
        + " 4.2 V) is the ideal supply. From 5 V use a buck regulator rated 2 A or more set to "
        "4.0 V; an LDO needs at least 2 A and a low dropout. Place a 100 " + MU + "F "
        "low-ESR capacitor and a 5.1 V / 500 mW Zener diode close to the VBAT pads.",
        7.8,
    )
    cap("2-1", "Power supply ratings")
    s.table(
        [
            Col("Parameter", 130),
            Col("Symbol", 50, "C"),
            Col("Conditions", 140),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Supply voltage", "VBAT", "", "3.4", "4.0", "4.4", "V"],
            [
                "Voltage drop during\ntransmit burst",
                "",
                "maximum power control level",
                "",
                "",
                "350",
                "mV",
            ],
            ["Peak supply current", "I_{VBAT,peak}", "transmit burst", "", "", "2.0", "A"],
            ["Switch-off voltage", "", "VBAT falling", "", "3.0", "", "V"],
        ],
        7.5,
    )
    head("2.2", "Current consumption")
    cap("2-2", "Current consumption (VBAT = 4.0 V, 25 " + DEG + ")")
    s.table(
        [Col("Mode", 120), Col("Conditions", 230), Col("Typical", 70, "C"), Col("Unit", 79, "C")],
        [
            ["Power down", "PWRKEY off, VBAT applied", "60", MU + "A"],
            [
                "Sleep mode",
                "AT+CSCLK=1, BS-PA-MFRMS = 5\nAT+CSCLK=1, BS-PA-MFRMS = 9",
                "1.2\n0.9",
                "mA",
            ],
            ["Idle mode", "registered, no call, no data", "18", "mA"],
            ["Voice call", "GSM850 / EGSM900, PCL 5\nDCS1800 / PCS1900, PCL 0", "210\n150", "mA"],
            [
                "GPRS data",
                "class 12, 4 Rx / 1 Tx, PCL 5\nclass 12, 3 Rx / 2 Tx, PCL 5",
                "240\n410",
                "mA",
            ],
            ["Transmit burst", "peak, PCL 5", "2.0", "A"],
        ],
        7.5,
    )
    s.add_page()
    head("2.3", "Absolute maximum ratings and operating temperature")
    cap("2-3", "Absolute maximum ratings")
    s.table(
        [Col("Parameter", 230), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 129, "C")],
        [
            ["VBAT", "-0.3", "4.5", "V"],
            ["Peak current of power supply", "0", "2.5", "A"],
            ["Voltage at digital pins", "-0.3", "3.1", "V"],
        ],
        7.5,
    )
    cap("2-4", "Operating temperature")
    s.table(
        [
            Col("Parameter", 230),
            Col("Min", 70, "C"),
            Col("Typ", 70, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Normal operation (3GPP compliant)", "-30", "+25", "+80", DEG],
            ["Extended operation (1)", "-40", "", "+85", DEG],
            ["Storage temperature", "-45", "", "+90", DEG],
        ],
        7.5,
    )
    s.para(
        "(1) In the extended range the module still makes calls, sends SMS and transfers data, "
        "but RF values may deviate from 3GPP. Above +85 " + DEG + " the module stops "
        "transmitting.",
        7.0,
    )
    head("3.1", "Serial port and logic levels")
    s.para(
        "The serial port (TXD, RXD, RTS, CTS, DTR, RI, DCD) works at 2.8 V logic. By default "
        'the module autobauds: send "AT" a few times and it locks to the host\'s rate. Fix '
        "the rate with AT+IPR, e.g. AT+IPR=115200. The pins are not 3.3 V or 5 V tolerant. "
        "With a 3.3 V host, feed the host's TX through a divider (1 k"
        + OHM
        + " / 2.2 k"
        + OHM
        + ") or a level shifter into RXD; TXD can drive the 3.3 V host's RX directly. With 5 V "
        "hosts use a level shifter on both lines.",
        7.8,
    )
    cap("3-1", "Digital I/O characteristics (2.8 V domain)")
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Input low voltage", "V_{IL}", "-0.3", "0", "0.7", "V"],
            ["Input high voltage", "V_{IH}", "2.1", "2.8", "3.1", "V"],
            ["Output low voltage", "V_{OL}", "0", "", "0.1", "V"],
            ["Output high voltage", "V_{OH}", "2.7", "2.8", "", "V"],
        ],
        7.5,
    )
    head("3.2", "Pads (excerpt)")
    cap("3-2", "Pad assignment")
    s.table(
        [Col("Pad", 50, "C"), Col("Name", 80, "C"), Col("I/O", 50, "C"), Col("Description", 319)],
        [
            ["1", "PWRKEY", "I", "Pull low for at least 1 s to switch on or off"],
            ["2", "VBAT", "P", "Supply 3.4 " + ELL + " 4.4 V"],
            ["9, 10", "TXD, RXD", "O, I", "Serial port, 2.8 V"],
            ["13", "RI", "O", "Ring indicator"],
            ["15", "NETLIGHT", "O", "Network status LED driver"],
            ["18 " + ELL + " 21", "SIM_VDD " + ELL + " SIM_DATA", "", "SIM card interface"],
            ["32", "RF_ANT", "IO", "Antenna, 50 " + OHM],
            ["41, 42", "GND", "", "Ground"],
        ],
        7.5,
    )
    head("3.3", "RF characteristics")
    cap("3-3", "Conducted RF output power and receive sensitivity")
    s.table(
        [
            Col("Band", 130),
            Col("Max. output power", 130, "C"),
            Col("Min. output power", 120, "C"),
            Col("Sensitivity", 119, "C"),
        ],
        [
            ["GSM850 / EGSM900", "33 " + PM + " 2 dBm", "5 " + PM + " 5 dBm", "< -108 dBm"],
            ["DCS1800 / PCS1900", "30 " + PM + " 2 dBm", "0 " + PM + " 5 dBm", "< -107 dBm"],
        ],
        7.5,
    )
    head("3.4", "Frequently used AT commands")
    cap("3-4", "AT commands (see the AT command manual for all)")
    s.table(
        [Col("Command", 130), Col("Function", 230), Col("Example", 139)],
        [
            ["AT+CPIN?", "SIM PIN status", "+CPIN: READY"],
            ["AT+CSQ", "signal quality, 0 " + ELL + " 31", "+CSQ: 18,0"],
            ["AT+CREG?", "network registration", "+CREG: 0,1"],
            ["AT+CMGS", "send SMS in text mode", 'AT+CMGS="+97150..."'],
            ["AT+IPR", "fix the baud rate", "AT+IPR=9600"],
            ["AT+CSCLK", "allow sleep mode", "AT+CSCLK=1"],
        ],
        7.5,
    )
    cap("4-1", "Ordering information")
    s.table(
        [Col("Order code", 130), Col("Bands", 200, "C"), Col("Packing", 169, "C")],
        [
            ["NWM-210Q-T", "850 / 900 / 1800 / 1900 MHz", "tray, 100 pcs"],
            ["NWM-210Q-R", "850 / 900 / 1800 / 1900 MHz", "tape and reel, 1000 pcs"],
            ["NWM-210D-T", "900 / 1800 MHz", "tray, 100 pcs"],
        ],
        7.5,
    )
    return save(s, out / "nwm-210.pdf")
