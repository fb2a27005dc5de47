"""Hold-out 112 datasheets, part 1: a 16-bit I2C I/O expander, a 600 mA LDO family, a
humidity / temperature sensor and a dual H-bridge motor driver.

A Reno (Nevada) logic-house data sheet (features beside description, a recommended
conditions table whose I2C clock rows differ per VDD band, grade rows without a name,
symbol-only DC rows, a register map and a control-byte table as decoys), a Cheongju
power-IC house LDO series sheet (one column per output version, dropout rows per load
with an unnamed second row, split-name EN threshold rows, an ordering table), a
Cornish / English humidity sensor sheet (bilingual names wrapped over two lines,
repeatability-mode table, addresses only in prose next to a command table) and a
Kagoshima motor-driver IC data sheet (operating temperature inside the absolute
maximum table, package rows in the recommended conditions, parallel mode in prose).
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
DC = "\u2103"


# ------------------------------------------------------------ I/O expander (Reno, NV)
def pxe2317(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="SAGEBRUSH SEMICONDUCTOR",
        header_right="PXE2317  \u2022  16-Bit I2C I/O Expander",
        footer_left="DS-2317-D  \u2022  \u00a9 2024 Sagebrush Semiconductor, Inc., Reno, Nevada",
        footer_right="{page}",
        rule_color=(46, 74, 98),
        table_fill=(226, 232, 238),
        accent=(46, 74, 98),
        grid=False,
    )
    s = Sheet(style, "PXE2317 16-bit I2C I/O expander")
    s.add_page()
    s.title_block(
        "PXE2317",
        "16-Bit I/O Expander with I2C Serial Interface and Interrupt Outputs",
        "PXE2317-I (industrial)  \u2022  PXE2317-E (extended)  \u2022  SSOP-28, SOIC-28, QFN-28",
        21,
    )

    def feats() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "16 bidirectional I/O in two 8-bit ports (GPA, GPB)",
                "I2C bus at 100 kHz, 400 kHz and 1.7 MHz",
                "Hardware address pins A2, A1, A0: up to eight devices per bus",
                "High-current I/O: 25 mA sink or source per pin",
                "Two interrupt outputs (INTA, INTB), can be mirrored",
                "Programmable 100 k" + OHM + " pull-ups per input",
                "Low standby current: 1 " + MU + "A max.",
                "Operation from 1.8 V to 5.5 V",
            ],
            7.8,
        )

    def desc() -> None:
        s.heading("DESCRIPTION", 9.5)
        s.para(
            "The PXE2317 adds 16 general-purpose I/O lines to any host with an I2C port. "
            "Each pin can be an input (with optional pull-up and interrupt-on-change) or a "
            "push-pull output. Register addresses auto-increment so a host can read or write "
            "both ports in one transfer.",
            7.8,
        )
        s.para(
            "The 7-bit slave address is 0100 A2 A1 A0 (binary): 0x20 with A2, A1 and A0 all "
            "tied to VSS, up to 0x27 with all three tied to VDD. The address pins have no "
            "internal bias and must not float.",
            7.8,
        )

    s.side_by_side(feats, desc, 235)
    s.heading("ABSOLUTE MAXIMUM RATINGS (Note 1)", 9.5, rule=True)
    s.table(
        [Col("Parameter", 300), Col("Rating", 130, "C"), Col("Unit", 69, "C")],
        [
            ["Supply voltage, VDD to VSS", "-0.3 to 6.5", "V"],
            ["Voltage on any pin except VDD and RESET", "VSS - 0.6 to VDD + 0.6", "V"],
            ["Voltage on RESET", "VSS - 0.6 to 13.5", "V"],
            ["Maximum current out of VSS pin", "150", "mA"],
            ["Maximum current into VDD pin", "125", "mA"],
            ["Maximum output current sunk by any output pin", "25", "mA"],
            ["Maximum output current sourced by any output pin", "25", "mA"],
            ["Storage temperature", "-65 to +150", DEG],
            ["Junction temperature", "+150", DEG],
        ],
        7.6,
    )
    s.para(
        "Note 1: Stresses above these ratings may cause permanent damage. They are stress "
        "ratings only; functional operation at these or any other conditions beyond those "
        "listed under Recommended Operating Conditions is not implied.",
        6.8,
    )
    s.heading("RECOMMENDED OPERATING CONDITIONS", 9.5, rule=True)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 50, "C"),
            Col("Conditions", 139),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 40, "C"),
        ],
        [
            ["Supply voltage", "VDD", "", "1.8", "", "5.5", "V"],
            ["I2C clock frequency", "fSCL", "VDD = 1.8 V to 5.5 V", "0", "", "100", "kHz"],
            ["", "", "VDD = 2.7 V to 5.5 V", "0", "", "400", "kHz"],
            ["", "", "VDD = 4.5 V to 5.5 V", "0", "", "1700", "kHz"],
            ["Operating ambient\ntemperature", "TA", "PXE2317-I", "-40", "", "+85", DEG],
            ["", "", "PXE2317-E", "-40", "", "+125", DEG],
        ],
        7.6,
    )
    s.add_page()
    s.heading("DC CHARACTERISTICS", 9.5, rule=True)
    s.para(
        "Unless otherwise noted: VDD = 1.8 V to 5.5 V; TA = -40 " + DEG + " to +85 " + DEG + " "
        "(I) or -40 " + DEG + " to +125 " + DEG + " (E).",
        7.4,
    )
    s.table(
        [
            Col("Parameter", 120),
            Col("Sym.", 40, "C"),
            Col("Conditions", 169),
            Col("Min", 45, "C"),
            Col("Typ", 30, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 40, "C"),
        ],
        [
            ["Operating current", "IDD", "SCL = 1.7 MHz, outputs unloaded", "", "", "1", "mA"],
            [
                "Standby current",
                "IDDS",
                "all inputs at VDD or VSS, TA " + LE + " +85 " + DEG,
                "",
                "",
                "1",
                MU + "A",
            ],
            ["", "", "TA = +125 " + DEG + " (E only)", "", "", "3", MU + "A"],
            ["", "VIH", "I/O, SCL, SDA, A0-A2, RESET", "0.25 VDD + 0.8", "", "VDD", "V"],
            ["", "VIL", "I/O, SCL, SDA, A0-A2, RESET", "VSS", "", "0.15 VDD", "V"],
            ["", "VOL", "GPIO, IOL = 8.0 mA, VDD = 4.5 V", "", "", "0.6", "V"],
            ["", "VOH", "GPIO, IOH = -3.0 mA, VDD = 4.5 V", "VDD - 0.7", "", "", "V"],
            ["Weak pull-up current", "IPU", "VDD = 5.0 V, pin at VSS", "40", "75", "115", MU + "A"],
            [
                "Input leakage",
                "ILI",
                "VSS " + LE + " VPIN " + LE + " VDD",
                "-1",
                "",
                "+1",
                MU + "A",
            ],
        ],
        7.4,
    )
    s.heading("ADDRESSING AND CONTROL BYTE", 9.5, rule=True)
    s.para(
        "The control byte is the 7-bit slave address followed by the R/W bit. The 8-bit "
        "values below are what a logic analyser shows on the bus; they are not the 7-bit "
        "addresses.",
        7.4,
    )
    s.table(
        [
            Col("A2", 40, "C"),
            Col("A1", 40, "C"),
            Col("A0", 40, "C"),
            Col("Control byte, write", 190, "C"),
            Col("Control byte, read", 189, "C"),
        ],
        [
            ["0", "0", "0", "0x40", "0x41"],
            ["0", "1", "1", "0x46", "0x47"],
            ["1", "1", "1", "0x4E", "0x4F"],
        ],
        7.4,
    )
    s.heading("REGISTER MAP (IOCON.BANK = 0)", 9.5, rule=True)
    s.table(
        [
            Col("Addr", 45, "C"),
            Col("Name", 80),
            Col("Function", 254),
            Col("POR value", 120, "C"),
        ],
        [
            ["0x00", "IODIRA", "Direction, port A (1 = input)", "0xFF"],
            ["0x01", "IODIRB", "Direction, port B (1 = input)", "0xFF"],
            ["0x0A", "IOCON", "Configuration (BANK, MIRROR, SEQOP, ODR)", "0x00"],
            ["0x0C", "GPPUA", "Pull-up enable, port A", "0x00"],
            ["0x12", "GPIOA", "Port A pin levels", "0x00"],
            ["0x14", "OLATA", "Output latch, port A", "0x00"],
        ],
        7.4,
    )
    s.heading("APPLICATION NOTES", 9.5, rule=True)
    s.para(
        "Each pin may sink or source 25 mA, but the package total is limited by the VDD and "
        "VSS pin currents in the absolute maximum table. Driving many LEDs at once therefore "
        "needs lower per-pin currents. The INT outputs can be configured as open-drain "
        "(IOCON.ODR) for wire-OR to a host running at a different logic level.",
        7.4,
    )
    revision_table(
        s,
        [["2021-05", "C", "QFN-28 added"], ["2024-02", "D", "1.7 MHz condition clarified"]],
        (80, 60, 359),
    )
    return save(s, out / "pxe2317.pdf")


# ------------------------------------------------------------ LDO family (Cheongju)
def kr2112(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="KYUNGRI POWER DEVICES",
        header_right="KR2112 Series  600mA CMOS LDO Regulator",
        footer_left="KPD-DS-2112  Rev.1.3  2023.11",
        footer_right="Page {page} of {nb}",
        rule_color=(0, 0, 0),
        table_fill=(232, 232, 232),
        accent=(150, 20, 30),
        grid=True,
    )
    s = Sheet(style, "KR2112 series 600 mA LDO regulator")
    s.add_page()
    s.title_block(
        "KR2112 Series",
        "600mA, Low Dropout CMOS Linear Regulator with Enable",
        "KR2112-12 / KR2112-18 / KR2112-25 / KR2112-33   |   SOT-23-5, SOT-89-5",
        18,
    )
    s.heading("\u25c8 1. GENERAL DESCRIPTION", 9.5)
    s.para(
        "The KR2112 series are CMOS linear regulators with a fixed output of 1.2V, 1.8V, 2.5V "
        "or 3.3V and an output current of up to 600mA. Low quiescent current and low dropout "
        "make them suited to battery-powered equipment, Wi-Fi and Bluetooth modules and "
        "portable instruments. Built-in fold-back current limit and thermal shutdown protect "
        "the device; a logic-level EN pin turns the output off.",
        8,
    )
    s.heading("\u25c8 2. FEATURES", 9.5)
    s.bullets(
        [
            "Output current: 600mA",
            "Dropout voltage: 250mV typ. at 600mA (KR2112-33)",
            "Quiescent current: 55\u00b5A typ.",
            "Output voltage accuracy: " + PM + "1.5%",
            "PSRR: 65dB at 1kHz",
            "Stable with 1\u00b5F ceramic input and output capacitors",
            "Fold-back current limit and thermal shutdown",
        ],
        8,
    )
    s.heading("\u25c8 3. ORDERING INFORMATION", 9.5)
    s.table(
        [
            Col("Part No.", 130),
            Col("Output voltage", 100, "C"),
            Col("Package", 100, "C"),
            Col("Marking", 80, "C"),
            Col("Packing", 89, "C"),
        ],
        [
            ["KR2112-12M5", "1.2V", "SOT-23-5", "K12A", "3000/Reel"],
            ["KR2112-18M5", "1.8V", "SOT-23-5", "K18A", "3000/Reel"],
            ["KR2112-25M5", "2.5V", "SOT-23-5", "K25A", "3000/Reel"],
            ["KR2112-33M5", "3.3V", "SOT-23-5", "K33A", "3000/Reel"],
            ["KR2112-33P5", "3.3V", "SOT-89-5", "K33P", "1000/Reel"],
        ],
        7.6,
    )
    s.heading("\u25c8 4. ABSOLUTE MAXIMUM RATINGS (Ta = 25" + DC + ")", 9.5)
    s.table(
        [Col("Item", 210), Col("Symbol", 70, "C"), Col("Rating", 150, "C"), Col("Unit", 69, "C")],
        [
            ["Input voltage", "VIN", "6.5", "V"],
            ["EN input voltage", "VEN", "-0.3 ~ VIN + 0.3", "V"],
            ["Output voltage", "VOUT", "-0.3 ~ VIN + 0.3", "V"],
            ["Power dissipation  SOT-23-5", "PD", "400", "mW"],
            ["Power dissipation  SOT-89-5", "PD", "600", "mW"],
            ["Junction temperature", "TJ", "150", DC],
            ["Storage temperature", "TSTG", "-65 ~ 150", DC],
        ],
        7.6,
    )
    s.heading("\u25c8 5. RECOMMENDED OPERATING CONDITIONS", 9.5)
    s.table(
        [Col("Item", 210), Col("Symbol", 70, "C"), Col("Range", 150, "C"), Col("Unit", 69, "C")],
        [
            ["Input voltage", "VIN", "2.5 ~ 6.0", "V"],
            ["Output current", "IOUT", "0 ~ 600", "mA"],
            ["Ambient temperature", "Ta", "-40 ~ +85", DC],
        ],
        7.6,
    )
    s.add_page()
    s.heading("\u25c8 6. ELECTRICAL CHARACTERISTICS", 9.5)
    s.para(
        "(VIN = VOUT(NOM) + 1V or VIN = 2.5V, whichever is greater, CIN = COUT = 1\u00b5F, "
        "Ta = 25" + DC + ", unless otherwise specified)",
        7.4,
    )
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 50, "C"),
            Col("Conditions", 149),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 55, "C"),
        ],
        [
            ["Output voltage accuracy", "\u0394VOUT", "IOUT = 1mA", "-1.5", "", "+1.5", "%"],
            ["Quiescent current", "IQ", "IOUT = 0mA, VEN = VIN", "", "55", "80", "\u00b5A"],
            ["Shutdown current", "ISHDN", "VEN = 0V", "", "0.01", "1", "\u00b5A"],
            ["Line regulation", "", "VIN = VOUT + 1V to 6.0V", "", "0.02", "0.2", "%/V"],
            ["Load regulation", "", "IOUT = 1mA to 600mA", "", "0.2", "1", "%"],
            ["Current limit", "ILIM", "VOUT = 0.9 x VOUT(NOM)", "650", "800", "", "mA"],
            ["Short-circuit current", "ISC", "VOUT = 0V", "", "50", "", "mA"],
            ["EN input", "VENH", "EN rising, output on", "1.5", "", "", "V"],
            ["threshold", "VENL", "EN falling, output off", "", "", "0.4", "V"],
            ["PSRR", "", "f = 1kHz, IOUT = 100mA", "", "65", "", "dB"],
            ["Output noise", "eN", "10Hz to 100kHz, IOUT = 10mA", "", "50", "", "\u00b5Vrms"],
            ["Thermal shutdown", "TSD", "", "", "160", "", DC],
        ],
        7.3,
    )
    s.heading("\u25c8 7. OUTPUT VOLTAGE AND DROPOUT BY VERSION (Ta = 25" + DC + ")", 9.5)
    s.table(
        [
            Col("Parameter", 120),
            Col("Conditions", 99),
            Col("KR2112-12", 56, "C"),
            Col("KR2112-18", 56, "C"),
            Col("KR2112-25", 56, "C"),
            Col("KR2112-33", 56, "C"),
            Col("Unit", 56, "C"),
        ],
        [
            ["Output voltage (typ.)", "IOUT = 1mA", "1.200", "1.800", "2.500", "3.300", "V"],
            ["Dropout voltage (typ.)", "IOUT = 300mA", "\u2014 (1)", "160", "140", "125", "mV"],
            ["", "IOUT = 600mA", "\u2014 (1)", "330", "290", "250", "mV"],
            ["Dropout voltage (max.)", "IOUT = 600mA", "\u2014 (1)", "500", "440", "400", "mV"],
        ],
        7.3,
    )
    s.para(
        "(1) KR2112-12: dropout is not specified, because VIN(MIN) = 2.5V is already above "
        "VOUT + VDROP. Dropout is measured at the input voltage where VOUT falls 2% below its "
        "value at VIN = VOUT(NOM) + 1V.",
        7.0,
    )
    s.heading("\u25c8 8. PIN DESCRIPTION", 9.5)
    s.table(
        [
            Col("SOT-23-5", 70, "C"),
            Col("SOT-89-5", 70, "C"),
            Col("Name", 70, "C"),
            Col("Function", 289),
        ],
        [
            ["1", "4", "VIN", "Input supply"],
            ["2", "2", "GND", "Ground"],
            ["3", "5", "EN", "Enable, active high; do not leave floating"],
            ["4", "3", "NC", "No connection"],
            ["5", "1", "VOUT", "Regulated output"],
        ],
        7.3,
    )
    s.heading("\u25c8 9. APPLICATION INFORMATION", 9.5)
    s.para(
        "Place a 1\u00b5F (or larger) ceramic capacitor from VIN and from VOUT to GND close to "
        "the pins. No minimum load is required. Power dissipation is (VIN - VOUT) x IOUT; at "
        "600mA from a 5V input the KR2112-33 dissipates about 1W, more than either package "
        "can handle at 25" + DC + " ambient, so high-current operation needs a small VIN - "
        "VOUT difference or short duty cycles.",
        7.4,
    )
    return save(s, out / "kr2112.pdf")


# ------------------------------------------------------------ RH / T sensor (Cornish / English)
def rhs31(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Kernow Sensys Ltd \u00b7 Resrudh / Redruth",
        header_right="RHS-31  Folen dhata / Data sheet",
        footer_left="RHS-31-DS v2.0 \u00b7 Dyllys / Issued 2024-03",
        footer_right="Folen {page} a {nb} / Page {page} of {nb}",
        rule_color=(20, 90, 60),
        table_fill=(225, 240, 230),
        accent=(20, 90, 60),
        grid=False,
    )
    s = Sheet(style, "RHS-31 humidity and temperature sensor")
    s.add_page()
    s.title_block(
        "RHS-31",
        "Sensor glybor ha tempredh digidhel / Digital humidity and temperature sensor",
        "I2C \u00b7 DFN-8 2.5 x 2.5 x 0.9 mm \u00b7 RHS-31-R (rolyek / reel) \u00b7 RHS-31-T "
        "(pib / tube)",
        20,
    )
    s.heading("1  Deskrifans / Description", 10)
    s.para(
        "An RHS-31 a vusur glybor kevrennek ha tempredh hag a dhaskor gwerthow linenek dre "
        "I2C. The RHS-31 measures relative humidity and temperature and returns linearised, "
        "temperature-compensated values over I2C. With the ADDR pin tied to VSS the sensor "
        "answers at 0x44; with ADDR tied to VDD it answers at 0x45. ADDR must not float. "
        "Two sensors can therefore share one bus.",
        8.2,
    )
    s.heading("2  Performans an sensor / Sensor performance", 10)
    s.table(
        [
            Col("Menek / Parameter", 170),
            Col("Ambosow / Conditions", 140),
            Col("Min.", 42, "C"),
            Col("Typ.", 42, "C"),
            Col("Max.", 42, "C"),
            Col("Unys / Unit", 63, "C"),
        ],
        [
            ["Glybor kevrennek / Relative humidity"],
            ["Kewerder / Accuracy", "10 ... 90 %RH, 25 " + DEG, "", PM + "2", "", "%RH"],
            [
                "Dasseulyans /\nRepeatability",
                "high / medium / low\nrepeatability mode",
                "",
                "0.08 / 0.15 / 0.21",
                "",
                "%RH",
            ],
            ["Digonedh / Resolution", "", "", "0.01", "", "%RH"],
            ["Hysteresis", "", "", PM + "0.8", "", "%RH"],
            ["Tempredh / Temperature"],
            ["Kewerder / Accuracy", "0 ... 65 " + DEG, "", PM + "0.2", "", DEG],
            ["", "-40 ... 125 " + DEG, "", PM + "0.4", "", DEG],
            [
                "Dasseulyans /\nRepeatability",
                "high / medium / low\nrepeatability mode",
                "",
                "0.04 / 0.08 / 0.15",
                "",
                DEG,
            ],
            ["Digonedh / Resolution", "", "", "0.01", "", DEG],
        ],
        7.5,
    )
    s.heading("3  Ambosow oberi kemmynys / Recommended operating conditions", 10)
    s.table(
        [
            Col("Menek / Parameter", 190),
            Col("Arwodh / Symbol", 80, "C"),
            Col("Min.", 50, "C"),
            Col("Typ.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unys / Unit", 79, "C"),
        ],
        [
            ["Voltedh provians /\nSupply voltage", "VDD", "2.15", "3.3", "5.5", "V"],
            ["Frekwens klock I2C /\nI2C clock frequency", "fSCL", "0", "", "1000", "kHz"],
            ["Tempredh oberi /\nOperating temperature", "T", "-40", "", "125", DEG],
            ["Glybor oberi /\nOperating humidity", "RH", "0", "", "100", "%RH"],
        ],
        7.5,
    )
    s.para(
        "Nota 1 / Note 1: Gwell yw an kewerder yntra 5 ha 60 " + DEG + ". Best accuracy is "
        "reached between 5 and 60 " + DEG + " and 20 to 80 %RH. Long exposure above 80 %RH "
        "may add a reversible offset of up to +3 %RH.",
        7.2,
    )
    s.add_page()
    s.heading("4  Fros ha termyn musur / Current and measurement time", 10)
    s.para(
        "VDD = 3.3 V, T = 25 " + DEG + ". Fros kresek gans unn musur pub eylen / average current "
        "at one measurement per second.",
        7.4,
    )
    s.table(
        [
            Col("Modh dasseulyans /\nRepeatability mode", 130),
            Col("Termyn musur, typ. /\nMeasurement time, typ.", 95, "C"),
            Col("Termyn musur, max. /\nMeasurement time, max.", 95, "C"),
            Col("Fros kresek, typ. /\nAverage current, typ.", 95, "C"),
            Col("Unys", 84, "C"),
        ],
        [
            ["Ughel / High", "12.5", "15", "1.7", "ms / " + MU + "A"],
            ["Kres / Medium", "4.5", "6", "0.9", "ms / " + MU + "A"],
            ["Isel / Low", "2.5", "4", "0.5", "ms / " + MU + "A"],
        ],
        7.4,
    )
    s.table(
        [
            Col("Menek / Parameter", 170),
            Col("Ambosow / Conditions", 140),
            Col("Min.", 42, "C"),
            Col("Typ.", 42, "C"),
            Col("Max.", 42, "C"),
            Col("Unys / Unit", 63, "C"),
        ],
        [
            [
                "Fros dres musur /\nSupply current, measuring",
                "any mode",
                "",
                "600",
                "1500",
                MU + "A",
            ],
            [
                "Fros ydhel /\nSupply current, idle",
                "single shot, T = 25 " + DEG,
                "",
                "0.2",
                "2",
                MU + "A",
            ],
            ["", "single shot, T = 125 " + DEG, "", "", "6", MU + "A"],
            ["", "VIL", "", "", "0.3 VDD", "V"],
            ["", "VIH", "0.7 VDD", "", "", "V"],
            ["", "VOL, IOL = 3 mA", "", "", "0.66", "V"],
        ],
        7.4,
    )
    s.heading("5  Finwethow ughella / Absolute maximum ratings", 10)
    s.table(
        [Col("Menek / Parameter", 250), Col("Gwerth / Value", 150, "C"), Col("Unys", 99, "C")],
        [
            ["Voltedh provians / Supply voltage VDD", "-0.3 ... 6", "V"],
            ["Voltedh war pin vyth / Voltage on any pin", "-0.3 ... VDD + 0.3", "V"],
            ["Fros war pin vyth / Input current on any pin", PM + "100", "mA"],
            ["Tempredh gwitha / Storage temperature", "-40 ... 150", DEG],
            ["ESD (HBM)", "4", "kV"],
        ],
        7.4,
    )
    s.heading("6  Gorhemmynow / Commands (hex)", 10)
    s.table(
        [Col("Gorhemmyn / Command", 130, "C"), Col("Styr / Meaning", 369)],
        [
            ["0x2C06", "Single shot, high repeatability, clock stretching on"],
            ["0x2400", "Single shot, high repeatability, no clock stretching"],
            ["0x240B", "Single shot, medium repeatability, no clock stretching"],
            ["0x2416", "Single shot, low repeatability, no clock stretching"],
            ["0x30A2", "Soft reset"],
            ["0xF32D", "Read status register"],
        ],
        7.4,
    )
    s.heading("7  Notennow / Notes", 10)
    s.para(
        "Gwres war an chip / On-chip heater: commands 0x306D (on) and 0x3066 (off); it only "
        "serves plausibility checks and must be off during normal measurement. Pull-ups of "
        "4.7 k" + OHM + " to VDD on SDA and SCL are recommended for bus lengths up to 30 cm.",
        7.4,
    )
    return save(s, out / "rhs-31.pdf")


# ------------------------------------------------------------ dual H-bridge (Kagoshima)
def mdx8833(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="KIRISHIMA DEVICE",
        header_right="MDX8833PWR / MDX8833FTG",
        footer_left="No. KD-E8833-03    2023-10-02    Kirishima Device Co., Ltd.",
        footer_right="{page}",
        rule_color=(20, 40, 110),
        table_fill=(225, 230, 245),
        accent=(20, 40, 110),
        grid=True,
    )
    s = Sheet(style, "MDX8833 dual H-bridge motor driver")
    s.add_page()
    s.title_block(
        "MDX8833PWR, MDX8833FTG",
        "Dual H-Bridge Motor Driver IC with Sleep Mode",
        "Bi-CMOS integrated circuit   silicon monolithic   "
        "PWR: HTSSOP-16 (with exposed pad)   FTG: QFN-16 (3 x 3 mm)",
        17,
    )
    s.heading("1. Outline", 10)
    s.para(
        "The MDX8833 contains two H-bridges for two DC brush motors, one bipolar stepping "
        "motor, solenoids or other inductive loads. It runs from a single supply and suits "
        "battery-powered toys, small robots, printers and cameras. Each bridge has a current "
        "sense pin for optional current regulation.",
        8,
    )
    s.heading("2. Features", 10)
    s.bullets(
        [
            "Single power supply: VM = 2.7 V to 10.8 V",
            "Output current per H-bridge: 1.5 A RMS, 2 A peak (MDX8833PWR, Ta = 25 " + DC + ")",
            "Output ON-resistance (upper + lower): 360 m" + OHM + " (typ.)",
            "Sleep mode with low supply current",
            "PWM control inputs, internal pull-down",
            "Built-in UVLO, over-current protection and thermal shutdown",
        ],
        8,
    )
    s.heading("3. Absolute Maximum Ratings (Ta = 25 " + DC + ")", 10)
    s.table(
        [
            Col("Characteristics", 200),
            Col("Symbol", 70, "C"),
            Col("Rating", 140, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Motor power supply voltage", "VM", "-0.3 to 11.8", "V"],
            ["Motor output voltage", "VOUT", "-0.3 to VM + 0.5", "V"],
            ["Logic input voltage", "VIN", "-0.5 to 7", "V"],
            ["xISEN pin voltage", "VSEN", "-0.3 to 0.5", "V"],
            ["Peak output current", "IOUT(peak)", "Internally limited", "A"],
            ["Power dissipation (PWR, Note 1)", "PD", "2.7", "W"],
            ["Operating temperature", "Topr", "-40 to 85", DC],
            ["Storage temperature", "Tstg", "-60 to 150", DC],
            ["Junction temperature", "Tj(max)", "150", DC],
        ],
        7.5,
    )
    s.para(
        "Note 1: mounted on a 76.2 x 114.3 mm four-layer board with thermal vias. The absolute "
        "maximum ratings must not be exceeded even for a moment.",
        7,
    )
    s.heading("4. Pin Assignment", 10)
    s.table(
        [Col("Pin (PWR)", 70, "C"), Col("Symbol", 80, "C"), Col("Function", 349)],
        [
            ["1", "nSLEEP", "Sleep mode input; logic low puts the device to sleep"],
            ["2, 3", "AOUT1, AISEN", "Bridge A output 1 / bridge A sense"],
            ["4", "AOUT2", "Bridge A output 2"],
            ["8", "nFAULT", "Fault output, open drain"],
            ["12", "VM", "Motor supply; bypass with 10 " + MU + "F to GND"],
            ["15, 16", "AIN1, AIN2", "Bridge A inputs"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5. Operating Ranges (Ta = -40 to 85 " + DC + ")", 10)
    s.table(
        [
            Col("Characteristics", 150),
            Col("Symbol", 60, "C"),
            Col("Test Condition", 129),
            Col("Min", 40, "C"),
            Col("Typ.", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 40, "C"),
        ],
        [
            ["Motor power supply voltage", "VM", "", "2.7", "", "10.8", "V"],
            ["Logic input voltage", "VIN", "independent of VM", "0", "", "5.75", "V"],
            ["PWM frequency", "fPWM", "", "0", "", "100", "kHz"],
            [
                "Output current (RMS)\nper H-bridge",
                "IOUT",
                "MDX8833PWR, Ta = 25 " + DC,
                "",
                "",
                "1.5",
                "A",
            ],
            ["", "", "MDX8833FTG, Ta = 25 " + DC, "", "", "1.2", "A"],
            [
                "Output current (peak)",
                "IOUT(pk)",
                "t " + LE + " 100 ms, duty " + LE + " 10 %",
                "",
                "",
                "2",
                "A",
            ],
        ],
        7.4,
    )
    s.heading("6. Electrical Characteristics (Ta = 25 " + DC + ", VM = 5 V)", 10)
    s.table(
        [
            Col("Characteristics", 150),
            Col("Symbol", 60, "C"),
            Col("Test Condition", 129),
            Col("Min", 40, "C"),
            Col("Typ.", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 40, "C"),
        ],
        [
            ["Operating supply current", "IVM", "no PWM, no load", "", "1.7", "3", "mA"],
            ["Sleep current", "IVMQ", "nSLEEP = 0 V", "", "1.6", "2.5", MU + "A"],
            ["UVLO threshold", "VUVLO", "VM falling", "", "", "2.6", "V"],
            ["", "VIL", "xIN1, xIN2, nSLEEP", "", "", "0.7", "V"],
            ["", "VIH", "xIN1, xIN2, nSLEEP", "2", "", "", "V"],
            ["Input hysteresis", "VHYS", "", "", "0.4", "", "V"],
            ["Input pull-down", "RPD", "xIN1, xIN2", "", "100", "", "k" + OHM],
            ["High-side ON-resistance", "RON(H)", "IO = 500 mA", "", "200", "", "m" + OHM],
            ["Low-side ON-resistance", "RON(L)", "IO = 500 mA", "", "160", "", "m" + OHM],
            ["Over-current trip", "IOCP", "", "2", "", "3.3", "A"],
            ["Thermal shutdown", "TSD", "die temperature", "150", "160", "180", DC],
        ],
        7.4,
    )
    s.heading("7. Function Table", 10)
    s.table(
        [
            Col("xIN1", 60, "C"),
            Col("xIN2", 60, "C"),
            Col("xOUT1", 70, "C"),
            Col("xOUT2", 70, "C"),
            Col("Function", 239),
        ],
        [
            ["0", "0", "Z", "Z", "Coast / fast decay"],
            ["0", "1", "L", "H", "Reverse"],
            ["1", "0", "H", "L", "Forward"],
            ["1", "1", "L", "L", "Brake / slow decay"],
        ],
        7.4,
    )
    s.heading("8. Notes on Use", 10)
    s.para(
        "(1) Current regulation: with a resistor RSENSE from xISEN to GND the bridge current "
        "is chopped at ITRIP = 200 mV / RSENSE; tie xISEN to GND if not used. (2) Parallel "
        "operation: tie AIN1 to BIN1, AIN2 to BIN2, AOUT1 to BOUT1 and AOUT2 to BOUT2 to drive "
        "one motor with up to 3 A RMS (MDX8833PWR). (3) The logic inputs accept 3.3 V and 5 V "
        "logic whatever the VM level. (4) Below the UVLO threshold all outputs are disabled.",
        7.4,
    )
    return save(s, out / "mdx8833.pdf")
