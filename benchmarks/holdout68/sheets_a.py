"""Hold-out 68 datasheets, part 1: a 12 V solenoid valve, a single H-bridge motor
driver IC, an RGB colour sensor IC and a LiFePO4 battery protection board.

A Korean-English valve specification (two item / value pairs per table row, one
column per port size), a Japanese semiconductor sheet (absolute maximum ratings
holding the operating temperature, an operating-range table that overlaps it, one
column per package), a Finnish sensor IC sheet (condition sentence, gain columns,
symbol-only rows, footnote marks) and a Chinese BMS board manual in translated
English (one column per current version, values in notes).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
FWL = "\uff08"
FWR = "\uff09"
LE = "\u2264"
GE = "\u2265"


# ------------------------------------------------------------ solenoid valve (Korean)
def hwsv12(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="HANWOOL FLUIDTECH CO., LTD.",
        header_right="HW-SV12 Series Specification",
        footer_left="Hanwool Fluidtech / Incheon, Korea / Doc No. HWF-SP-0412 Rev.C",
        footer_right="- {page} -",
        table_fill=(230, 240, 230),
        accent=(0, 100, 60),
    )
    s = Sheet(style, "HW-SV12 solenoid valve")
    s.add_page()
    s.title_block(
        "HW-SV12 Series",
        "12V DC Direct-acting / Pilot Solenoid Valve (Normally Closed)",
        'Model: HW-SV12-N08 (1/4") , HW-SV12-N15 (1/2")',
        20,
    )
    s.heading("1. Product Feature", 10.5)
    s.bullets(
        [
            "Normally closed type: valve open only when coil is energized.",
            "Coil is fully molded, protection grade IP65 with DIN connector mounted.",
            "Brass body, NBR seal. Suitable for water, air and light oil.",
            "Both model use same coil (HW-C12), only body is different.",
        ],
        8.5,
    )
    s.heading("2. General Specification", 10.5)
    s.table(
        [Col("Item", 105), Col("Spec", 145), Col("Item", 105), Col("Spec", 144)],
        [
            ["Rated voltage", "DC 12V", "Action type", "Normally closed"],
            ["Voltage allowance", PM + "10% of rated voltage", "Protection", "IP65"],
            ["Coil insulation", "Class F", "Seal material", "NBR"],
            ["Ambient temp.", "-5 ~ +50" + FW_C, "Fluid temp.", "+1 ~ +80" + FW_C],
            ["Duty", "Continuous (100% ED)", "Connector", "DIN 43650 form B"],
        ],
        8,
    )
    s.heading("3. Model Specification", 10.5)
    s.table(
        [Col("Item", 200), Col("HW-SV12-N08", 150, "C"), Col("HW-SV12-N15", 149, "C")],
        [
            ["Port size", 'G 1/4"', 'G 1/2"'],
            ["Orifice", "2.5 mm", "15 mm"],
            ["Operation type", "Direct acting", "Pilot operated"],
            ["Working pressure", "0 ~ 0.8 MPa", "0.02 ~ 1.0 MPa"],
            ["Coil power (hot)", "4.8 W", "7.2 W"],
            ["Coil current at DC 12V", "0.40 A", "0.60 A"],
            ["Coil resistance (20" + FW_C + ")", "30 " + OHM, "20 " + OHM],
            [
                "Response time\n(open / close)",
                LE + "20 ms / " + LE + "30 ms",
                LE + "50 ms / " + LE + "150 ms",
            ],
            ["Weight", "185 g", "410 g"],
        ],
        8,
    )
    s.para(
        "Note) N15 is pilot operated and need minimum pressure difference 0.02 MPa to open. "
        "In gravity feed (no pressure) system please use N08.",
        8,
    )
    s.heading("4. Wiring", 10.5)
    s.table(
        [Col("Terminal", 80, "C"), Col("Function", 200), Col("Remark", 219)],
        [
            ["1", "Coil +", "Polarity free (no diode inside)"],
            ["2", "Coil -", "Add flyback diode at driver side"],
            ["PE", "Earth", "Not needed for DC 12V"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. Caution", 10.5)
    s.bullets(
        [
            "Do not energize coil without body assembled. Coil will be damaged by overheat.",
            "Coil surface temperature can reach about 70" + FW_C + " in continuous energize. "
            "It is normal.",
            "Use strainer (80 mesh or more) before valve. Dust can make leak.",
            "Do not use for gas fuel, steam or drinking water application.",
            "Driver (relay, MOSFET) must supply coil current with 20% margin.",
        ],
        8.5,
    )
    s.heading("6. Test Data (reference, not guaranteed)", 10.5)
    s.table(
        [
            Col("Test No.", 70, "C"),
            Col("Model", 110, "C"),
            Col("Pressure", 90, "C"),
            Col("Voltage", 80, "C"),
            Col("Result", 149),
        ],
        [
            ["T-01", "N08", "0.5 MPa", "10.8 V", "Open OK, 14 ms"],
            ["T-02", "N08", "0.8 MPa", "13.2 V", "Open OK, 11 ms"],
            ["T-03", "N15", "0.3 MPa", "10.8 V", "Open OK, 38 ms"],
            ["T-04", "N15", "1.0 MPa", "12.0 V", "Open OK, 29 ms"],
        ],
        8,
    )
    s.heading("7. Revision", 10.5)
    revision_table(
        s,
        [
            ["2021.03.02", "A", "First issue"],
            ["2022.07.15", "B", "N15 model added"],
            ["2023.11.20", "C", "Coil power changed to hot value"],
        ],
        (100, 60, 339),
    )
    return save(s, out / "hw-sv12.pdf")


# ------------------------------------------------------------ H-bridge (Japanese)
def mkh2150(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="MIZUHARA SEMICONDUCTOR",
        header_right="MKH2150FG/NG",
        footer_left="2024-01-15   Mizuhara Semiconductor Corporation",
        footer_right="{page}",
        table_fill=(235, 235, 235),
        accent=(20, 20, 20),
    )
    s = Sheet(style, "MKH2150 H-bridge driver")
    s.add_page()
    s.title_block(
        "MKH2150FG, MKH2150NG",
        "Bi-CMOS Single H-Bridge Driver IC for Brushed DC Motor",
        "MKH2150FG: HSOP8 (with heat slug)   MKH2150NG: SON8 (3 mm x 3 mm)",
        18,
    )
    s.heading("■ Features", 10)
    s.bullets(
        [
            "Forward / reverse / brake / stop by IN1, IN2",
            "Low ON-resistance: upper + lower 0.55 " + OHM + " (typ.)",
            "Separate control power supply VCC; standby mode when IN1 = IN2 = L",
            "Thermal shutdown, overcurrent detection, VCC under-voltage lockout",
        ],
        8.5,
    )
    s.heading("■ Absolute Maximum Ratings（Ta＝25℃）", 10)
    s.table(
        [
            Col("Characteristics", 190),
            Col("Symbol", 80, "C"),
            Col("Rating", 140, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Motor power supply voltage", "V_{M}", "18", "V"],
            ["Control power supply voltage", "V_{CC}", "6", "V"],
            ["Input voltage", "V_{IN}", "-0.3 to V_{CC} + 0.3", "V"],
            ["Output current (peak)\nt " + LE + " 10 ms, single pulse", "I_{O(peak)}", "3.0", "A"],
            ["Power dissipation (Note 1)", "P_{D}", "FG: 1.5 / NG: 0.9", "W"],
            ["Operating temperature", "T_{opr}", "-20 to 85", "℃"],
            ["Storage temperature", "T_{stg}", "-55 to 150", "℃"],
        ],
        8,
    )
    s.para("Note 1: Mounted on a 50 mm x 50 mm glass-epoxy board, Ta = 25℃.", 7.5)
    s.heading("■ Operating Ranges（Ta＝-20 to 85℃）", 10)
    s.table(
        [
            Col("Characteristics", 190),
            Col("Symbol", 60, "C"),
            Col("Min", 50, "C"),
            Col("Typ.", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Motor power supply voltage", "V_{M}", "4.5", "12", "16", "V"],
            ["Control power supply voltage", "V_{CC}", "2.7", "3.3", "5.5", "V"],
            ["Output current\n(continuous, MKH2150FG)", "I_{O}", "", "", "1.5", "A"],
            ["Output current\n(continuous, MKH2150NG)", "I_{O}", "", "", "1.0", "A"],
            ["PWM frequency", "f_{PWM}", "", "", "100", "kHz"],
        ],
        8,
    )
    s.heading("■ Electrical Characteristics", 10)
    s.para("Unless otherwise specified, Ta = 25℃, VM = 12 V, VCC = 3.3 V", 7.5)
    s.table(
        [
            Col("Characteristics", 150),
            Col("Symbol", 55, "C"),
            Col("Test Condition", 110),
            Col("Min", 42, "C"),
            Col("Typ.", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 58, "C"),
        ],
        [
            ["Supply current (VM)", "I_{M}", "Operation, output open", "", "0.7", "1.5", "mA"],
            ["", "I_{M(STB)}", "Standby", "", "", "1", MU + "A"],
            ["Supply current (VCC)", "I_{CC}", "Operation", "", "0.4", "0.8", "mA"],
            ["", "I_{CC(STB)}", "Standby", "", "", "1", MU + "A"],
            ["V_{IH}", "", "IN1, IN2", "2.0", "", "", "V"],
            ["V_{IL}", "", "IN1, IN2", "", "", "0.8", "V"],
            [
                "Output ON-resistance\n(upper + lower)",
                "R_{on}",
                "I_{O} = 1.0 A",
                "",
                "0.55",
                "0.80",
                OHM,
            ],
        ],
        8,
    )
    s.add_page()
    s.heading("■ Electrical Characteristics (continued)", 10)
    s.table(
        [
            Col("Characteristics", 150),
            Col("Symbol", 55, "C"),
            Col("Test Condition", 110),
            Col("Min", 42, "C"),
            Col("Typ.", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 58, "C"),
        ],
        [
            ["Overcurrent detection", "I_{SD}", "", "2.0", "2.6", "3.2", "A"],
            ["Thermal shutdown", "T_{SD}", "Design value", "", "160", "", "℃"],
            ["VCC UVLO", "V_{UVLO}", "VCC falling", "", "2.3", "", "V"],
            ["Output rise time", "t_{r}", "R_{L} = 20 " + OHM, "", "0.1", "", MU + "s"],
        ],
        8,
    )
    s.heading("■ Function Table", 10)
    s.table(
        [
            Col("IN1", 70, "C"),
            Col("IN2", 70, "C"),
            Col("OUT1", 70, "C"),
            Col("OUT2", 70, "C"),
            Col("Mode", 219),
        ],
        [
            ["H", "L", "H", "L", "Forward"],
            ["L", "H", "L", "H", "Reverse"],
            ["H", "H", "L", "L", "Short brake"],
            ["L", "L", "OFF (Hi-Z)", "OFF (Hi-Z)", "Stop / standby (after 200 " + MU + "s)"],
        ],
        8,
    )
    s.heading("■ Pin Assignment", 10)
    s.table(
        [Col("Pin No.", 70, "C"), Col("Symbol", 90, "C"), Col("Function", 339)],
        [
            ["1", "VCC", "Control power supply"],
            ["2", "IN1", "Control input 1 (pull-down 100 k" + OHM + ")"],
            ["3", "IN2", "Control input 2 (pull-down 100 k" + OHM + ")"],
            ["4", "GND", "Ground"],
            ["5", "OUT2", "Output 2"],
            ["6", "PGND", "Power ground"],
            ["7", "OUT1", "Output 1"],
            ["8", "VM", "Motor power supply"],
        ],
        8,
    )
    s.heading("■ Notes on Contents", 10)
    s.para(
        "The absolute maximum ratings must not be exceeded even for a moment. Use the IC "
        "within the operating ranges. Connect a capacitor of 10 " + MU + "F or more between "
        "VM and PGND close to the IC. A 1.8 V logic host is not supported; VIH min is 2.0 V.",
        8,
    )
    revision_table(
        s,
        [["2022-05-10", "1.0", "New"], ["2024-01-15", "1.1", "NG package added"]],
        (100, 60, 339),
    )
    return save(s, out / "mkh2150.pdf")


# ------------------------------------------------------------ RGB colour sensor (Finnish)
def nlc3310(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Nordlys Sensorik Oy",
        header_right="NLC-3310 / NLC-3311  Product data sheet",
        footer_left="Nordlys Sensorik Oy, Oulu, Finland   DS1187 rev 3",
        footer_right="{page} ({nb})",
        table_fill=(225, 232, 240),
        accent=(30, 60, 110),
        grid=False,
    )
    s = Sheet(style, "NLC-3310 colour sensor")
    s.add_page()
    s.title_block(
        "NLC-3310 / NLC-3311",
        "Digital RGB + clear light sensor with IR blocking filter",
        "Four 16-bit channels, I2C interface, 2 mm x 2.4 mm ODFN-6",
        20,
    )
    s.heading("1 General description", 10, rule=True)
    s.para(
        "The NLC-3310 converts red, green, blue and clear light to four 16-bit counts in "
        "parallel. The NLC-3311 is the same die with a second I2C address, so two sensors "
        "can share one bus. The host clock may run up to the fast-mode limit of 400 kHz. "
        "The device is not 5 V tolerant: SDA and SCL must not be pulled above VDD.",
        8.5,
    )
    s.heading("2 Ordering information", 10, rule=True)
    s.table(
        [Col("Parameter", 200), Col("NLC-3310", 150, "C"), Col("NLC-3311", 149, "C")],
        [
            ["7-bit I2C address", "0x39", "0x29"],
            ["Package marking", "C10", "C11"],
            ["Delivery", "Reel, 5000 pcs", "Reel, 5000 pcs"],
        ],
        8,
    )
    s.heading("3 Characteristics", 10, rule=True)
    s.para("VDD = 3.0 V, Tamb = 25 " + DEG + " unless otherwise noted.", 7.5)
    s.table(
        [
            Col("Symbol", 55),
            Col("Parameter", 150),
            Col("Conditions", 120),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["V_{DD}", "supply voltage", "", "2.7", "3.0", "3.6", "V"],
            ["I_{DD}", "supply current", "active, integrating", "", "210", "300^{(1)}", MU + "A"],
            ["", "", "sleep", "", "2.5", "10", MU + "A"],
            ["V_{IH}", "", "SDA, SCL", "1.26", "", "", "V"],
            ["V_{IL}", "", "SDA, SCL", "", "", "0.54", "V"],
            ["V_{OL}", "", "I_{OL} = 3 mA", "", "", "0.4", "V"],
            ["f_{SCL}", "", "", "", "", "400", "kHz"],
            ["t_{int}", "integration time\nper cycle", "", "2.4", "", "614", "ms"],
            ["T_{amb}", "ambient temperature", "operating", "-30", "", "+85", DEG],
        ],
        8,
    )
    s.para(
        "(1) Guaranteed by characterization over -30 ... +85 " + DEG + ", not tested in "
        "production.",
        7.5,
    )
    s.heading("4 Responsivity per gain setting", 10, rule=True)
    s.para("White LED 2700 K, Ee = 100 " + MU + "W/cm2, tint = 154 ms, typical values.", 7.5)
    s.table(
        [
            Col("Channel", 120),
            Col("AGAIN = 1x", 95, "C"),
            Col("4x", 95, "C"),
            Col("16x", 95, "C"),
            Col("60x", 94, "C"),
        ],
        [
            ["Clear (counts)", "1050", "4200", "16800", "63000"],
            ["Red (counts)", "310", "1240", "4960", "18600"],
            ["Green (counts)", "290", "1160", "4640", "17400"],
            ["Blue (counts)", "220", "880", "3520", "13200"],
        ],
        8,
    )
    s.add_page()
    s.heading("5 Limiting values", 10, rule=True)
    s.para("In accordance with the Absolute Maximum Rating System (IEC 60134).", 7.5)
    s.table(
        [
            Col("Symbol", 55),
            Col("Parameter", 200),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 124, "C"),
        ],
        [
            ["V_{DD}", "supply voltage", "-0.3", "3.8", "V"],
            ["V_{I}", "input voltage on SDA, SCL", "-0.5", "3.8", "V"],
            ["T_{stg}", "storage temperature", "-40", "+85", DEG],
            ["V_{ESD}", "electrostatic discharge, HBM", "", "2000", "V"],
        ],
        8,
    )
    s.heading("6 Register map (excerpt)", 10, rule=True)
    s.table(
        [Col("Address", 70, "C"), Col("Name", 100), Col("Reset", 70, "C"), Col("Description", 259)],
        [
            ["0x80", "ENABLE", "0x00", "power on, ADC enable, wait enable"],
            ["0x81", "ATIME", "0xFF", "integration time, 2.4 ms x (256 - ATIME)"],
            ["0x8F", "CONTROL", "0x00", "AGAIN: 00 = 1x, 01 = 4x, 10 = 16x, 11 = 60x"],
            ["0x92", "ID", "0x4D", "device identification"],
            ["0x94", "CDATAL", "0x00", "clear channel low byte"],
        ],
        8,
    )
    s.heading("7 Pinning", 10, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Symbol", 70), Col("Description", 379)],
        [
            ["1", "VDD", "supply voltage"],
            ["2", "SCL", "I2C clock input"],
            ["3", "GND", "ground"],
            ["4", "n.c.", "not connected"],
            ["5", "INT", "interrupt, open drain, active LOW"],
            ["6", "SDA", "I2C data, open drain"],
        ],
        8,
    )
    revision_table(
        s,
        [
            ["2023-02-01", "1", "Initial"],
            ["2023-09-12", "2", "NLC-3311 added"],
            ["2024-01-15", "3", "Sleep current max added"],
        ],
        (100, 60, 339),
    )
    return save(s, out / "nlc-3310.pdf")


# ------------------------------------------------------------ LiFePO4 BMS (Chinese)
def dly4s(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="LIANYI POWER",
        header_right="DLY-4S Series User Manual",
        footer_left="Dongguan Lianyi Power Technology Co., Ltd.",
        footer_right="Page {page}",
        table_fill=(250, 235, 215),
        accent=(170, 60, 0),
    )
    s = Sheet(style, "DLY-4S LiFePO4 protection board")
    s.add_page()
    s.title_block(
        "DLY-4S40F / DLY-4S60F",
        "4S 12.8V LiFePO4 Battery Protection Board (BMS) with Balance",
        "Same port design（common port: charge and discharge use same B-/P-）",
        18,
    )
    s.heading("1、Product introduction", 10)
    s.para(
        "This protection board is special for 4 series LiFePO4 battery pack (3.2V cell). "
        "Do not use for Li-ion 3.7V cell or lead-acid. Charger voltage must be 14.6V; "
        "higher charger voltage will make over charge protection every time.",
        8.5,
    )
    s.heading("2、Electrical parameter", 10)
    s.para("（Test condition：Ta=25" + FW_C + "，unless otherwise specified）", 7.5)
    s.table(
        [
            Col("No.", 30, "C"),
            Col("Item", 185),
            Col("DLY-4S40F", 95, "C"),
            Col("DLY-4S60F", 95, "C"),
            Col("Remark", 94),
        ],
        [
            ["1", "Suitable battery", "4S LiFePO4", "4S LiFePO4", "3.2V cell"],
            ["2", "Charge voltage", "14.6V", "14.6V", "3.65V x 4"],
            ["3", "Continuous discharge\ncurrent", "40A", "60A", "need heat sink"],
            ["4", "Max charge current", "20A", "30A", ""],
            ["5", "Over current protection", "120" + PM + "10A", "180" + PM + "15A", "delay 10ms"],
            [
                "6",
                "Overcharge detection\nvoltage (per cell)",
                "3.75" + PM + "0.025V",
                "3.75" + PM + "0.025V",
                "delay 1s",
            ],
            [
                "7",
                "Overcharge release\nvoltage (per cell)",
                "3.55" + PM + "0.05V",
                "3.55" + PM + "0.05V",
                "",
            ],
            [
                "8",
                "Over discharge detection\nvoltage (per cell)",
                "2.30" + PM + "0.05V",
                "2.30" + PM + "0.05V",
                "delay 100ms",
            ],
            [
                "9",
                "Over discharge release\nvoltage (per cell)",
                "2.60" + PM + "0.05V",
                "2.60" + PM + "0.05V",
                "load removed",
            ],
            ["10", "Balance current", "42mA", "42mA", "at 3.60V"],
            ["11", "Static current consumption", LE + "15" + MU + "A", LE + "15" + MU + "A", ""],
            ["12", "Internal resistance\n(main circuit)", LE + "10m" + OHM, LE + "6m" + OHM, ""],
            ["13", "Short circuit protection", "Yes", "Yes", "self recovery"],
        ],
        8,
    )
    s.add_page()
    s.heading("3、Working environment", 10)
    s.lines(
        [
            "Working temperature" + FWC + "-20" + FW_C + FWT + "+65" + FW_C,
            "Storage temperature" + FWC + "-40" + FW_C + FWT + "+80" + FW_C,
            "Size" + FWC + "65 x 55 x 9 mm (40F)，85 x 60 x 10 mm (60F)",
        ],
        8.5,
    )
    s.heading("4、Wiring sequence", 10)
    s.table(
        [Col("Wire", 90, "C"), Col("Connect to", 409)],
        [
            ["B-", "Battery pack total negative"],
            ["B1", "Cell 1 positive"],
            ["B2", "Cell 2 positive"],
            ["B3", "Cell 3 positive"],
            ["B4", "Cell 4 positive (pack +, 12.8V)"],
            ["P-", "Charger negative and load negative"],
        ],
        8,
    )
    s.heading("5、Notes", 10)
    s.bullets(
        [
            "Connect balance wire from B- first, then B1, B2, B3, B4. Wrong order can damage "
            "board.",
            "Board activation：after first connection, please connect charger once to "
            "activate output.",
            "Balance only work in charging, when cell voltage higher than 3.60V.",
            "For motor load with big start current (more than 2 times), please choose 60F version.",
            "No temperature sensor on this board. Low temperature charge protection is "
            "not included.",
        ],
        8.5,
    )
    s.heading("6、FAQ", 10)
    s.para(
        "Q：Can it connect 2 boards in parallel for more current? "
        "A：No, parallel use is not recommended, please choose bigger current version.",
        8.5,
    )
    s.para(
        "Q：Can I use with 4S Li-ion 3.7V battery? "
        "A：No. Overcharge detection 3.75V is too low for Li-ion, battery can not full charge.",
        8.5,
    )
    revision_table(
        s,
        [["2023-03-01", "V1.0", "New"], ["2023-12-18", "V1.2", "60F add"]],
        (100, 60, 339),
    )
    return save(s, out / "dly-4s.pdf")
