"""Hold-out 29 datasheets: two dissolved oxygen sensors and two EC conductivity sensors.

A US analog-house galvanic DO sensor interface (condition sentence, wrapped
names, unnamed second supply-current row, EC table continued on page 2), a
Chinese optical DO transmitter manual (full-width punctuation, one column per
version, FAQ-only values, Modbus register map as decoy), a Japanese EC sensor
board (absolute maximum vs recommended rows with the same names, footnote marks,
"typ." only table) and a German bilingual conductivity transmitter (one column
per ordering code, units column, table continued on page 2).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"


# ------------------------------------------------ galvanic DO sensor interface (US)
def dox410(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="DOX-410",
        header_right="Brightwater Instruments, Inc.",
        footer_left="DOX-410 Data Sheet  Rev. B  08/2025",
        footer_right="{page}",
        table_fill=(225, 232, 240),
        accent=(0, 60, 120),
    )
    s = Sheet(style, "DOX-410 dissolved oxygen sensor interface")
    s.add_page()
    s.title_block("DOX-410", "Galvanic Dissolved Oxygen Probe and Analog Interface Board")

    def feats() -> None:
        s.heading("FEATURES", 10)
        s.bullets(
            [
                "Measures 0 mg/L to 20 mg/L dissolved oxygen",
                "Galvanic probe: no polarization time",
                "Buffered 0 V to 3.0 V analog output",
                "Runs from 3.3 V or 5 V microcontroller boards",
                "Probe cable 2 m with BNC connector",
            ],
            8,
        )

    def desc() -> None:
        s.heading("DESCRIPTION", 10)
        s.para(
            "The DOX-410 combines a galvanic dissolved oxygen probe with a low-noise "
            "transimpedance amplifier board. The probe membrane cap should be replaced "
            "every 6 months and the electrolyte refilled monthly. The board output is "
            "a voltage proportional to the oxygen partial pressure; salinity and "
            "pressure compensation are done by the host. The maximum immersion depth "
            "of the probe is not specified.",
            8,
        )

    s.side_by_side(feats, desc, 220)
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10)
    s.leaders(
        [
            ("VCC to GND", "-0.3 V to +6.0 V"),
            ("AOUT to GND", "-0.3 V to (VCC + 0.3 V)"),
            ("Operating Temperature Range", "0" + DEG + " to +50" + DEG),
            ("Storage Temperature Range", "-20" + DEG + " to +60" + DEG),
        ],
        8,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 10)
    s.para(
        "(VCC = 5.0 V, TA = +25" + DEG + ", probe in air-saturated water, unless otherwise noted.)",
        8,
    )
    cols = [
        Col("PARAMETER", 110),
        Col("SYMBOL", 45, "C"),
        Col("CONDITIONS", 164),
        Col("MIN", 40, "C"),
        Col("TYP", 40, "C"),
        Col("MAX", 40, "C"),
        Col("UNITS", 60, "C"),
    ]
    s.table(
        cols,
        [
            ["POWER SUPPLY"],
            ["Supply Voltage", "V_{CC}", "", "3.3", "", "5.5", "V"],
            ["Supply Current", "I_{CC}", "VCC = 5.0 V, no load", "", "3.2", "5.0", "mA"],
            ["", "", "VCC = 3.3 V, no load", "", "2.1", "", "mA"],
            ["ANALOG OUTPUT"],
            ["Output Voltage\nRange", "V_{OUT}", "0 mg/L to 20 mg/L", "0", "", "3.0", "V"],
            ["Output Source\nCurrent", "I_{OUT}", "VOUT within 1 %", "", "", "1", "mA"],
            ["Output Noise", "", "0.1 Hz to 10 Hz", "", "0.5", "", "mV p-p"],
        ],
        7.5,
    )
    s.para("Electrical Characteristics continue on page 2.", 7.5)

    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS (continued)", 10)
    s.para("(VCC = 5.0 V, TA = +25" + DEG + " unless otherwise noted.)", 8)
    s.table(
        cols,
        [
            ["PROBE"],
            ["Response Time", "t_{90}", "Air to 0 mg/L, stirred", "", "40", "60", "s"],
            ["Settling Time\nafter Power-On", "", "Output within 2 %", "", "", "2", "min"],
            ["Temperature\nCompensation Range", "", "By host, NTC in probe", "0", "", "40", DEG],
            ["Probe Life", "", "With membrane service", "", "1", "", "year"],
        ],
        7.5,
    )
    s.heading("PIN CONFIGURATION", 10)
    s.table(
        [Col("PIN", 40, "C"), Col("NAME", 70), Col("FUNCTION", 389)],
        [
            ["1", "VCC", "Supply, 3.3 V or 5 V board rail; bypass 10 " + MU + "F"],
            ["2", "GND", "Ground"],
            ["3", "AOUT", "Analog output, 0 V to 3.0 V"],
            ["J1", "BNC", "Probe connector (10 k" + OHM + " NTC on shell)"],
        ],
        7.5,
    )
    s.heading("TYPICAL APPLICATION", 10)
    s.para(
        "Connect AOUT to a 12-bit ADC input. With a 3.3 V ADC reference one LSB is "
        "0.8 mV. Calibrate at one point in air-saturated water (8.26 mg/L at 25" + DEG + ").",
        8,
    )
    revision_table(s, [["08/25", "B", "Added settling time"]], (70, 60, 369))
    return save(s, out / "dox-410.pdf")


# ----------------------------------------- optical DO transmitter (Chinese manual)
def kdo7(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="KDO-7 Optical Dissolved Oxygen Sensor User Manual  V2.1",
        header_right="Jinan Lanchuang Sensor Technology Co., Ltd.",
        footer_left="www.lanchuang-sensor.example  |  Tel: 0531-6666-0000",
        footer_right="{page}",
        table_fill=(210, 235, 250),
        accent=(0, 90, 160),
    )
    s = Sheet(style, "KDO-7 optical dissolved oxygen sensor")
    s.add_page()
    s.title_block("KDO-7 Optical DO Sensor", "Fluorescence dissolved oxygen transmitter", size=18)
    s.heading("1. Product Introduction", 10, rule=True)
    s.para(
        "KDO-7 measures dissolved oxygen by fluorescence quenching, no electrolyte and "
        "no membrane to replace. Two versions are supplied: KDO-7M with RS485 "
        "(Modbus-RTU) output and KDO-7A with 4～20mA current output.",
        8.5,
    )
    s.heading("2. Technical Parameters", 10, rule=True)
    s.table(
        [Col("Item", 150), Col("KDO-7M (RS485)", 175, "C"), Col("KDO-7A (4～20mA)", 174, "C")],
        [
            ["Power supply", "DC 10～30V", "DC 12～24V"],
            ["Power consumption", "≤0.4W", "≤0.8W"],
            ["Output signal", "RS485 Modbus-RTU", "4～20mA"],
            ["Measuring range", "0～20mg/L", "0～20mg/L"],
            ["Resolution", "0.01mg/L", "0.01mg/L"],
            ["Response time", "≤90s（T90）", "≤90s（T90）"],
            ["Working temperature", "0～50" + FW_C, "0～50" + FW_C],
            ["Protection class", "IP68", "IP68"],
            ["Cable", "5m standard", "5m standard"],
        ],
        8,
    )
    s.heading("3. Wiring", 10, rule=True)
    s.table(
        [Col("Wire color", 100, "C"), Col("KDO-7M", 200), Col("KDO-7A", 199)],
        [
            ["Brown", "Power +", "Power +"],
            ["Black", "Power -", "Current output"],
            ["Yellow", "RS485-A", "-"],
            ["Blue", "RS485-B", "-"],
        ],
        8,
    )
    s.add_page()
    s.heading("4. Communication Protocol (KDO-7M)", 10, rule=True)
    s.lines(
        [
            "Interface：RS485, Modbus-RTU",
            "Baud rate：2400 / 4800 / 9600bps, default 9600bps",
            "Data format：8N1",
            "Device address：1～254, default 0x01",
        ],
        8.5,
    )
    s.table(
        [Col("Register", 90, "C"), Col("Content", 200), Col("Type", 100, "C"), Col("R/W", 109)],
        [
            ["0x0000", "DO value ×100 (mg/L)", "UINT16", "R"],
            ["0x0001", "Temperature ×10 (" + FW_C + ")", "INT16", "R"],
            ["0x0020", "Saturation ×10 (%)", "UINT16", "R"],
            ["0x0100", "Device address", "UINT16", "R/W"],
            ["0x0101", "Baud rate code (0=2400, 1=4800, 2=9600)", "UINT16", "R/W"],
        ],
        8,
    )
    s.heading("5. FAQ", 10, rule=True)
    s.para(
        "Q：Can KDO-7M be powered from 5V of Arduino?  A：No. The KDO-7M needs at least "
        "10V. Use a 12V adapter and an RS485 to TTL module.",
        8.5,
    )
    s.para(
        "Q：How long after power-on is the reading valid?  A：About 30s after power-on.",
        8.5,
    )
    s.para(
        "Q：Can it be used in seawater?  A：Salinity compensation is set by register; "
        "use in seawater is not specified for the standard cable version.",
        8.5,
    )
    s.para("Q：Maintenance?  A：Replace the fluorescent cap every 2 years.", 8.5)
    return save(s, out / "kdo-7.pdf")


# ------------------------------------------------- EC sensor board (Japanese style)
def ecs22(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="ECS-22",
        header_right="Mizuho Keisoku Co., Ltd.",
        footer_left="Document No. MK-ECS22-J03",
        footer_right="{page}/2",
        table_fill=None,
        accent=(0, 0, 0),
        grid=False,
    )
    s = Sheet(style, "ECS-22 conductivity sensor board")
    s.add_page()
    s.title_block("ECS-22", "Electrical Conductivity (EC) Sensor Board", size=18)
    s.heading("■ Features", 10)
    s.bullets(
        [
            "1. AC excitation, no electrode polarization",
            "2. Analog voltage output, 2-electrode probe K=1.0",
            "3. Sleep input (SLP) for battery operation",
        ],
        8.5,
        mark="",
    )
    s.heading("■ Absolute Maximum Ratings", 10)
    s.table(
        [
            Col("Parameter", 160),
            Col("Symbol", 70, "C"),
            Col("Rating", 150, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "6.0", "V"],
            ["Output current", "I_{O}", "5", "mA"],
            ["Operating temperature", "T_{opr}", "-10～+60", FW_C],
            ["Storage temperature", "T_{stg}", "-20～+70", FW_C],
        ],
        8,
    )
    s.heading("■ Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Parameter", 160),
            Col("Symbol", 70, "C"),
            Col("MIN.", 50, "C"),
            Col("TYP.", 50, "C"),
            Col("MAX.", 50, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "3.0", "3.3", "5.5", "V"],
            ["Operating temperature", "T_{opr}", "0", "", "+50", FW_C],
        ],
        8,
    )
    s.heading("■ Electro-optical Characteristics (Ta=25" + FW_C + ", VCC=3.3V)", 10)
    s.table(
        [
            Col("Parameter", 140),
            Col("Symbol", 55, "C"),
            Col("Conditions", 130),
            Col("MIN.", 40, "C"),
            Col("TYP.", 40, "C"),
            Col("MAX.", 40, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Supply current", "I_{CC}", "SLP=H", "", "4.5", "6.0 *1", "mA"],
            ["Sleep current", "I_{SLP}", "SLP=L", "", "12", "20", MU + "A"],
            ["Output voltage", "V_{O}", "0～20 mS/cm", "0.2", "", "2.8", "V"],
            ["Excitation\nfrequency", "f_{EX}", "", "", "1", "", "kHz"],
            ["Response time", "t_{r}", "90 %, K=1.0", "", "1", "2", "s"],
        ],
        8,
    )
    s.para("*1 Probe K=1.0 connected, in 1.41 mS/cm standard solution.", 7.5)
    s.add_page()
    s.heading("■ Supply Current vs. Supply Voltage (typ.)", 10)
    s.table(
        [Col("Condition", 200), Col("VCC=5.0V", 120, "C"), Col("VCC=3.3V", 120, "C")],
        [
            ["Measuring (SLP=H)", "5.4mA", "4.5mA"],
            ["Sleep (SLP=L)", "15" + MU + "A", "12" + MU + "A"],
        ],
        8,
    )
    s.heading("■ Pin Assignment", 10)
    s.table(
        [Col("No.", 40, "C"), Col("Name", 70), Col("Function", 389)],
        [
            ["1", "VCC", "Power supply"],
            ["2", "GND", "Ground"],
            ["3", "VO", "EC output voltage"],
            ["4", "SLP", "Sleep input, L=sleep (internal 100k" + OHM + " pull-up)"],
            ["5, 6", "E1, E2", "Probe electrodes (cell constant K=1.0)"],
        ],
        8,
    )
    s.heading("■ Notes", 10)
    s.para(
        "The output is not temperature compensated; convert with 2 %/" + FW_C + " by the "
        "host. The IP rating of the board is not specified; keep the board dry.",
        8.5,
    )
    revision_table(s, [["2025.04", "03", "Sleep current max. added"]], (70, 60, 369))
    return save(s, out / "ecs-22.pdf")


# ------------------------------------- conductivity transmitter (German bilingual)
def lkm5(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="LKM-5  Leitfähigkeitstransmitter / Conductivity Transmitter",
        header_right="Hohenau Messtechnik GmbH",
        footer_left="Datenblatt / Data sheet LKM-5  DE/EN  Ausgabe 2025-02",
        footer_right="Seite / Page {page}",
        table_fill=(235, 235, 235),
        accent=(170, 0, 0),
    )
    s = Sheet(style, "LKM-5 conductivity transmitter")
    s.add_page()
    s.title_block("LKM-5", "Leitfähigkeitstransmitter / Conductivity transmitter")
    s.para(
        "Konduktive 4-Elektroden-Messzelle mit integriertem Transmitter. Drei "
        "Ausführungen: LKM-5-U10 (0…10 V), LKM-5-I420 (4…20 mA, 2-Leiter) und "
        "LKM-5-M (RS485, Modbus RTU). / Conductive 4-electrode cell with integrated "
        "transmitter in three versions.",
        8.5,
    )
    s.heading("Technische Daten / Technical data", 10, rule=True)
    cols = [
        Col("Merkmal / Parameter", 170),
        Col("Einheit / Unit", 60, "C"),
        Col("LKM-5-U10", 90, "C"),
        Col("LKM-5-I420", 90, "C"),
        Col("LKM-5-M", 89, "C"),
    ]
    s.table(
        cols,
        [
            ["Elektrisch / Electrical"],
            ["Versorgungsspannung\nSupply voltage", "V DC", "15…30", "12…30", "9…30"],
            ["Stromaufnahme\nCurrent consumption", "mA", "≤ 25", "≤ 22 1)", "≤ 30"],
            ["Ausgang / Output", "", "0…10 V", "4…20 mA", "RS485"],
            ["Bürde / Load", OHM, "≥ 2000", "≤ 500", "-"],
            ["Baudrate / Baud rate", "bit/s", "-", "-", "9600 / 19200"],
            ["Messung / Measurement"],
            ["Messbereich\nMeasuring range", "mS/cm", "0…20", "0…20", "0…200"],
            ["Ansprechzeit t90\nResponse time t90", "s", "2", "2", "3"],
        ],
        8,
    )
    s.para("Fortsetzung auf Seite 2 / continued on page 2", 7.5)
    s.para(
        "1) Schleifenstrom inkl. Alarmbereich 3,6…22 mA / loop current incl. alarm range.",
        7.5,
    )
    s.add_page()
    s.heading("Technische Daten (Fortsetzung) / Technical data (continued)", 10, rule=True)
    s.table(
        cols,
        [
            ["Umgebung / Environment"],
            ["Betriebstemperatur\nOperating temperature", DEG, "-10…+60", "-10…+60", "-20…+60"],
            ["Lagertemperatur\nStorage temperature", DEG, "-30…+70", "-30…+70", "-30…+70"],
            ["Schutzart / Protection", "", "IP65", "IP65", "IP68"],
            ["Prozessdruck\nProcess pressure", "bar", "≤ 6", "≤ 6", "≤ 10"],
        ],
        8,
    )
    s.heading("Anschlussbelegung / Pin assignment (M12, 4-polig)", 10, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("U10", 150), Col("I420", 150), Col("M", 149)],
        [
            ["1", "L+ (15…30 V)", "L+", "L+"],
            ["2", "0…10 V", "-", "RS485 B"],
            ["3", "GND", "L- / 4…20 mA", "GND"],
            ["4", "-", "-", "RS485 A"],
        ],
        8,
    )
    s.heading("Bestellschlüssel / Ordering code", 10, rule=True)
    s.table(
        [Col("Art.-Nr. / Item no.", 120), Col("Typ / Type", 120), Col("Beschreibung", 259)],
        [
            ["740.105.010", "LKM-5-U10", "Spannungsausgang / voltage output"],
            ["740.105.420", "LKM-5-I420", "Stromausgang / current output"],
            ["740.105.485", "LKM-5-M", "Modbus RTU"],
        ],
        8,
    )
    s.para(
        "Die Kabellänge am Spannungsausgang ist nicht spezifiziert. / The cable length "
        "on the voltage output is not specified.",
        8,
    )
    return save(s, out / "lkm-5.pdf")
