"""Hold-out 30 datasheets: two BLDC motor drivers, a gear motor with encoder, a hygrostat.

A US analog-house three-phase BLDC gate/motor driver IC (condition sentence,
wrapped names, symbol-only rows, table continued on page 2, register map as
decoy), a Japanese BLDC driver module (serif, absolute maximum vs recommended
rows with the same names, footnote marks, "typ." only table), a Chinese gear
motor manual (full-width punctuation, one column per voltage version) and a
European DIN-rail electronic hygrostat leaflet (units column, one column per
ordering code, values only in the feature list).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"


# ------------------------------------------------------ BLDC motor driver IC (US)
def kbd8312(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KBD8312",
        header_right="Carrow Ridge Microsystems",
        footer_left="KBD8312  SLVX-0412B  REVISED JUNE 2025",
        footer_right="Page {page} of 2",
        table_fill=(225, 232, 240),
        accent=(180, 20, 20),
    )
    s = Sheet(style, "KBD8312 BLDC motor driver")
    s.add_page()
    s.title_block("KBD8312", "40-V Three-Phase Brushless DC Motor Driver With Integrated MOSFETs")

    def feats() -> None:
        s.heading("1 Features", 10)
        s.bullets(
            [
                "Three-phase BLDC motor driver with integrated half-bridges",
                "6.5-V to 36-V operating supply range",
                "2.0-A continuous, 3.5-A peak phase current",
                "Trapezoidal 120" + "\u00b0" + " commutation with Hall sensors",
                "SPI interface up to 5 MHz",
                "Built-in 3.3-V, 30-mA LDO (V3P3)",
                "Low-power sleep mode",
            ],
            8,
        )

    def desc() -> None:
        s.heading("2 Description", 10)
        s.para(
            "The KBD8312 drives a three-phase brushless DC motor from a single supply. "
            "Commutation is taken from three Hall-effect sensors; speed is set by the "
            "duty cycle of the PWM input, which accepts 0 kHz to 200 kHz. The logic "
            "inputs are 5-V tolerant, so the device can be driven directly from a 3.3-V "
            "or 5-V microcontroller. The SDO output is push-pull and swings to V3P3. "
            "Motor-speed accuracy depends on the Hall-sensor placement and is not "
            "specified.",
            8,
        )

    s.side_by_side(feats, desc, 235)
    s.heading("6.1 Absolute Maximum Ratings", 10)
    s.para("over operating free-air temperature range (unless otherwise noted)", 7.5)
    s.leaders(
        [
            ("Power supply voltage (VM)", "-0.3 V to 40 V"),
            ("Logic input voltage (PWM, DIR, nSLEEP, SCLK, SDI, nSCS)", "-0.3 V to 5.75 V"),
            ("Hall input voltage (HA, HB, HC)", "-0.3 V to 5.75 V"),
            ("Junction temperature, TJ", "-40" + DEG + " to 150" + DEG),
            ("Storage temperature, Tstg", "-65" + DEG + " to 150" + DEG),
        ],
        8,
    )
    s.heading("6.3 Recommended Operating Conditions", 10)
    s.table(
        [
            Col("", 200),
            Col("", 100, "C"),
            Col("MIN", 50, "C"),
            Col("MAX", 50, "C"),
            Col("UNIT", 99, "C"),
        ],
        [
            ["Power supply voltage", "V_{VM}", "6.5", "36", "V"],
            ["Logic input voltage", "V_{IN}", "0", "5.5", "V"],
            ["Continuous phase current", "I_{OUT}", "0", "2.0", "A"],
            ["Operating ambient temperature", "T_{A}", "-40", "105", DEG],
        ],
        7.5,
    )
    s.heading("6.5 Electrical Characteristics", 10)
    s.para(
        "VM = 24 V, TA = 25" + DEG + " unless otherwise noted. Typical limits apply at "
        "TA = 25" + DEG + ".",
        8,
    )
    cols = [
        Col("PARAMETER", 110),
        Col("", 40, "C"),
        Col("TEST CONDITIONS", 170),
        Col("MIN", 40, "C"),
        Col("TYP", 40, "C"),
        Col("MAX", 40, "C"),
        Col("UNIT", 59, "C"),
    ]
    s.table(
        cols,
        [
            ["POWER SUPPLY (VM, V3P3)"],
            [
                "VM operating supply\ncurrent",
                "I_{VM}",
                "nSLEEP = 1, PWM = 0, no load",
                "",
                "5",
                "8",
                "mA",
            ],
            ["VM sleep mode\ncurrent", "I_{VMQ}", "nSLEEP = 0", "", "1.5", "5", MU + "A"],
            ["V3P3 output voltage", "V_{3P3}", "IOUT = 0 to 30 mA", "3.1", "3.3", "3.5", "V"],
            ["V3P3 output current", "I_{3P3}", "", "", "", "30", "mA"],
            ["DRIVER OUTPUTS"],
            [
                "High-side + low-side\nON resistance",
                "R_{DS(on)}",
                "IOUT = 1 A, TJ = 25" + DEG,
                "",
                "250",
                "330",
                "m" + OHM,
            ],
            ["", "", "IOUT = 1 A, TJ = 150" + DEG, "", "390", "500", "m" + OHM],
            ["Overcurrent trip level", "I_{OCP}", "", "3.6", "4.5", "5.4", "A"],
        ],
        7.5,
    )
    s.para("Electrical Characteristics continue on the next page.", 7.5)

    s.add_page()
    s.heading("6.5 Electrical Characteristics (continued)", 10)
    s.para("VM = 24 V, TA = 25" + DEG + " unless otherwise noted.", 8)
    s.table(
        cols,
        [
            ["LOGIC-LEVEL INPUTS (PWM, DIR, nSLEEP, SCLK, SDI, nSCS)"],
            ["", "V_{IL}", "", "0", "", "0.8", "V"],
            ["", "V_{IH}", "", "1.5", "", "5.5", "V"],
            ["", "V_{OL}", "SDO, IO = 5 mA", "", "", "0.4", "V"],
            ["", "V_{OH}", "SDO, IO = -5 mA", "2.9", "", "", "V"],
            ["SPI clock\nfrequency", "f_{SCLK}", "", "", "", "5", "MHz"],
            ["PWM input\nfrequency", "f_{PWM}", "", "0", "", "200", "kHz"],
            ["THERMAL PROTECTION"],
            ["Thermal shutdown\ntemperature", "T_{TSD}", "", "150", "165", "180", DEG],
        ],
        7.5,
    )
    s.heading("7 Pin Functions", 10)
    s.table(
        [Col("PIN", 40, "C"), Col("NAME", 70), Col("TYPE", 50, "C"), Col("DESCRIPTION", 339)],
        [
            ["1", "VM", "PWR", "Motor supply; bypass with 10 " + MU + "F and 0.1 " + MU + "F"],
            ["2", "V3P3", "O", "3.3-V regulator output"],
            [
                "3-5",
                "HA, HB, HC",
                "I",
                "Hall sensor inputs (open-collector Hall, 10-k" + OHM + " pull-up to V3P3)",
            ],
            ["6", "PWM", "I", "Speed command input"],
            ["7", "DIR", "I", "Direction"],
            ["8", "nSLEEP", "I", "Low = sleep"],
            ["9-12", "nSCS, SCLK, SDI, SDO", "I/O", "SPI port, mode 1"],
            ["13-15", "OUTA, OUTB, OUTC", "O", "Phase outputs"],
            ["16, PAD", "GND", "PWR", "Ground"],
        ],
        7.5,
    )
    s.heading("8 Register Map", 10)
    s.table(
        [Col("ADDR", 50, "C"), Col("NAME", 90), Col("D7-D0", 240), Col("RESET", 119, "C")],
        [
            ["0x00", "FAULT", "OCP, TSD, UVLO, HALL_ERR, -, -, -, -", "0x00"],
            ["0x02", "CTRL1", "BRAKE, COAST, DIR_SRC, PWM_MODE[1:0], -", "0x24"],
            ["0x03", "OCP_CTRL", "OCP_DEG[1:0], OCP_LVL[2:0], RETRY", "0x36"],
            ["0x07", "ID", "Device ID", "0x83"],
        ],
        7.5,
    )
    revision_table(
        s,
        [["June 2025", "B", "Added SDO VOH row"], ["March 2025", "A", "Initial release"]],
        (90, 60, 349),
    )
    return save(s, out / "kbd8312.pdf")


# ------------------------------------------------------ BLDC driver module (Japan)
def mdx4a(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="BLDC Motor Driver  MDX-4A",
        header_right="Sanwa Kohki Co., Ltd.",
        footer_left="Specification No. SK-MDX4A-E03",
        footer_right="{page}/2",
        table_fill=None,
        accent=(0, 0, 0),
        grid=False,
    )
    s = Sheet(style, "MDX-4A BLDC driver")
    s.add_page()
    s.title_block("MDX-4A", "Brushless DC Motor Driver Unit (with Hall sensor input)", size=20)
    s.heading("■ Features", 10)
    s.bullets(
        [
            "Drives 3-phase BLDC motors up to 100 W (24 V, with Hall sensors)",
            "Speed command by external potentiometer or 0 to 5 V analog voltage",
            "Start/stop, CW/CCW, run/brake by photocoupler inputs",
            "Alarm output (open collector) for overcurrent, overheat and Hall error",
        ],
        8.5,
        mark="○",
    )
    s.heading("■ Absolute Maximum Ratings", 10)
    s.table(
        [Col("Item", 170), Col("Symbol", 60, "C"), Col("Rating", 150, "C"), Col("Unit", 119, "C")],
        [
            ["Power supply voltage", "V_{CC}", "30", "V"],
            ["Output current", "I_{O}", "8 *1", "A"],
            ["Speed command voltage", "V_{SP}", "-0.3 to 6", "V"],
            ["Operating temperature", "T_{opr}", "-10 to +50", FW_C],
            ["Storage temperature", "T_{stg}", "-20 to +70", FW_C],
        ],
        8,
    )
    s.para("*1 Peak value, 2 s or shorter. Duty 10 % max.", 7.5)
    s.heading("■ Recommended Operating Conditions", 10)
    s.table(
        [Col("Item", 170), Col("Symbol", 60, "C"), Col("Rating", 150, "C"), Col("Unit", 119, "C")],
        [
            ["Power supply voltage", "V_{CC}", "10 to 28 *2", "V"],
            ["Output current", "I_{O}", "4.0", "A"],
            ["Speed command voltage", "V_{SP}", "0 to 5.0", "V"],
            ["Operating temperature", "T_{opr}", "0 to +40", FW_C],
            ["Operating humidity", "-", "85 max. (no condensation)", "%RH"],
        ],
        8,
    )
    s.para("*2 DC 12 V and DC 24 V nominal; ripple 10 % or less.", 7.5)
    s.heading("■ Electrical Characteristics   (Ta=25" + FW_C + ", VCC=24V)", 10)
    s.table(
        [
            Col("Item", 150),
            Col("Condition", 160),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Hall sensor supply", "HU/HV/HW common, 20 mA", "4.75", "5.0", "5.25", "V"],
            ["Alarm output\nsaturation voltage", "ALM, Isink = 10 mA", "", "", "1.0", "V"],
            ["Alarm output current", "ALM (open collector)", "", "", "10", "mA"],
            ["Photocoupler input\nON current", "START, CW/CCW, BRAKE", "5", "", "15", "mA"],
            ["Speed command\ninput impedance", "SV terminal", "", "47", "", "k" + OHM],
        ],
        8,
    )

    s.add_page()
    s.heading("■ Current Consumption (typ.)", 10)
    s.para("Motor not connected, all inputs OFF. Values are typical, not guaranteed.", 8)
    s.table(
        [Col("Supply voltage", 160, "C"), Col("Current consumption", 170, "C"), Col("Note", 169)],
        [
            ["DC 12 V", "35 mA typ.", "Hall supply unloaded"],
            ["DC 24 V", "40 mA typ.", "Hall supply unloaded"],
            ["DC 24 V", "60 mA typ.", "Hall supply 20 mA"],
        ],
        8,
    )
    s.heading("■ Terminal Arrangement (CN1, signal)", 10)
    s.table(
        [Col("No.", 40, "C"), Col("Signal", 80), Col("Description", 379)],
        [
            ["1", "+5V", "Hall sensor power output"],
            ["2-4", "HU, HV, HW", "Hall sensor inputs"],
            ["5", "GND", "Signal ground"],
            ["6", "SV", "Speed command (potentiometer 10 k" + OHM + " or 0 to 5 V)"],
            ["7", "START", "Run/stop (photocoupler, 24 V max.)"],
            ["8", "ALM", "Alarm output"],
        ],
        8,
    )
    s.heading("■ Cautions", 10)
    s.bullets(
        [
            "The driver is not compatible with sensorless motors.",
            "The input voltage of START, CW/CCW and BRAKE is 5 to 24 V DC.",
            "The power-on inrush current is not specified. Use a power supply of "
            "150 % of the motor rated current or more.",
            "Insulation resistance: 100 M" + OHM + " or more at 500 V DC (power to case).",
        ],
        8.5,
        mark="-",
    )
    revision_table(s, [["2025-02-10", "03", "Added typ. current table"]], (90, 60, 349))
    return save(s, out / "mdx-4a.pdf")


# ------------------------------------------------- gear motor with encoder (China)
def gm25(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="GM25-370E DC Gear Motor with Encoder  User Manual",
        header_right="Ningbo Hengchuan Motor Co., Ltd.",
        footer_left="GM25-370E  V1.3  2025-03",
        footer_right="- {page} -",
        table_fill=(235, 235, 215),
        accent=(150, 70, 0),
    )
    s = Sheet(style, "GM25-370E gear motor")
    s.add_page()
    s.title_block("GM25-370E", "25mm DC gear motor with Hall encoder (AB phase)", size=18)
    s.heading("1. Overview", 10, rule=True)
    s.para(
        "GM25-370E is a 370 brushed DC motor with a metal gearbox (ratio 1:34) and a "
        "two-channel magnetic Hall encoder on the rear shaft. The encoder gives 11 "
        "pulses per motor revolution on each channel, i.e. 374 pulses per output-shaft "
        "revolution. Three motor voltages are available.",
        8.5,
    )
    s.heading("2. Encoder Specification", 10, rule=True)
    s.lines(
        [
            "Encoder supply：3.3～5V",
            "Encoder current：≤10mA",
            "Output：A/B two-phase square wave, open collector, 10kΩ pull-up on board",
            "Resolution：11PPR (motor shaft)",
            "Working temperature：-10～+60" + FW_C,
        ],
        8.5,
        4.5,
    )
    s.heading("3. Motor Parameters (ratio 1:34)", 10, rule=True)
    s.table(
        [
            Col("Item", 130),
            Col("GM25-370E-06", 123, "C"),
            Col("GM25-370E-12", 123, "C"),
            Col("GM25-370E-24", 123, "C"),
        ],
        [
            ["Rated voltage", "DC6V", "DC12V", "DC24V"],
            ["No-load speed", "170rpm", "170rpm", "175rpm"],
            ["No-load current", "≤180mA", "≤100mA", "≤60mA"],
            ["Rated torque", "1.0kg·cm", "1.2kg·cm", "1.2kg·cm"],
            ["Rated current", "≤1.0A", "≤0.55A", "≤0.3A"],
        ],
        8,
    )
    s.para("(table continued on next page)", 7.5)

    s.add_page()
    s.heading("3. Motor Parameters (continued)", 10, rule=True)
    s.table(
        [
            Col("Item", 130),
            Col("GM25-370E-06", 123, "C"),
            Col("GM25-370E-12", 123, "C"),
            Col("GM25-370E-24", 123, "C"),
        ],
        [
            ["Stall current", "3.2A", "1.8A", "0.9A"],
            ["Stall torque", "4.5kg·cm", "5.5kg·cm", "5.5kg·cm"],
            ["Voltage range", "3～7.5V", "6～15V", "12～28V"],
            ["Weight", "95g", "95g", "95g"],
        ],
        8,
    )
    s.heading("4. Wiring (6-pin PH2.0)", 10, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Colour", 90), Col("Function", 359)],
        [
            ["1", "Red", "M+ (motor power +)"],
            ["2", "White", "M- (motor power -)"],
            ["3", "Blue", "Encoder VCC (3.3～5V)"],
            ["4", "Black", "Encoder GND"],
            ["5", "Yellow", "Encoder A"],
            ["6", "Green", "Encoder B"],
        ],
        8,
    )
    s.heading("5. FAQ", 10, rule=True)
    s.bullets(
        [
            "Q：Can the encoder be read by a 3.3V MCU?  A：Yes. Supply the encoder with 3.3V, "
            "then A/B are pulled up to 3.3V.",
            "Q：What is the IP rating?  A：The motor is not sealed; no IP rating is specified.",
            "Q：Maximum encoder frequency?  A：Not specified. At 175rpm output speed the "
            "encoder gives about 1.1kHz.",
        ],
        8.5,
        mark="●",
    )
    return save(s, out / "gm25-370e.pdf")


# -------------------------------------------------- electronic hygrostat (Europe)
def ehg40(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="EHG 40  Electronic Hygrostat",
        header_right="Valtenberg Klimatechnik GmbH  |  Thermal Management",
        footer_left="Subject to change. EHG40_EN_2025-01",
        footer_right="{page}",
        table_fill=(240, 240, 240),
        accent=(0, 100, 60),
    )
    s = Sheet(style, "EHG 40 hygrostat")
    s.add_page()
    s.title_block("EHG 40", "Electronic Hygrostat for Enclosures, DIN Rail Mounting", size=20)

    def feats() -> None:
        s.heading("Features", 10, rule=True)
        s.bullets(
            [
                "Capacitive humidity sensor, setting range 40 to 90 % RH",
                "Change-over relay contact (NO/NC)",
                "Switching difference 4 % RH (" + PM + "1 % RH)",
                "LED status indicator",
                "Terminal clamps 2.5 mm" + "\u00b2",
            ],
            8.5,
        )

    def desc() -> None:
        s.heading("Application", 10, rule=True)
        s.para(
            "The EHG 40 switches a heater or a filter fan when the relative humidity "
            "in an enclosure exceeds the set value. It prevents condensation and "
            "corrosion. Two supply versions are available; the contact rating is the "
            "same for both. The EHG 40 has no communication interface.",
            8.5,
        )

    s.side_by_side(feats, desc, 240)
    s.heading("Technical Data", 10, rule=True)
    s.table(
        [
            Col("", 170),
            Col("Unit", 50, "C"),
            Col("EHG 40-024\nArt. No. 04012.0-00", 140, "C"),
            Col("EHG 40-230\nArt. No. 04013.0-00", 139, "C"),
        ],
        [
            ["Operating voltage", "V", "24 AC/DC", "100 to 240 AC"],
            ["Operating voltage\nrange", "V", "20.4 to 26.4", "90 to 265"],
            ["Power consumption", "W", "1.2 max.", "1.5 max."],
            ["Contact type", "-", "change-over", "change-over"],
            ["Max. switching capacity\nAC, resistive", "-", "250 V AC, 8 A", "250 V AC, 8 A"],
            [
                "Max. switching capacity\nAC, inductive (cos " + "\u03c6" + " = 0.6)",
                "-",
                "250 V AC, 2 A",
                "250 V AC, 2 A",
            ],
            ["Max. switching capacity\nDC", "-", "30 V DC, 2 A", "30 V DC, 2 A"],
        ],
        8,
    )
    s.heading("Technical Data (continued)", 10, rule=True)
    s.table(
        [
            Col("", 170),
            Col("Unit", 50, "C"),
            Col("EHG 40-024", 140, "C"),
            Col("EHG 40-230", 139, "C"),
        ],
        [
            ["Humidity accuracy\n(20 to 80 % RH)", "% RH", PM + "3", PM + "3"],
            ["Operating temperature", DEG, "-20 to +60", "-20 to +60"],
            ["Storage temperature", DEG, "-40 to +80", "-40 to +80"],
            ["Protection class", "-", "IP20", "IP20"],
            ["Dimensions", "mm", "60 x 33 x 43", "60 x 33 x 43"],
        ],
        8,
    )

    s.add_page()
    s.heading("Connection", 10, rule=True)
    s.table(
        [Col("Terminal", 70, "C"), Col("Function", 429)],
        [
            ["1, 2", "Supply L / N (EHG 40-230) or + / - (EHG 40-024)"],
            ["11", "Relay common (COM)"],
            ["12", "NC - opens when humidity rises above the set value"],
            ["14", "NO - closes when humidity rises above the set value"],
        ],
        8,
    )
    s.heading("Notes", 10, rule=True)
    s.bullets(
        [
            "Minimum switching load: 100 mA at 12 V DC.",
            "Response time of the humidity sensor: not specified (depends on air flow).",
            "Electrical life of the contact at rated load: not specified.",
            "Mounting position: any. Do not install in direct air flow of a heater.",
        ],
        8.5,
    )
    revision_table(
        s,
        [["2025-01", "C", "DC contact rating added"], ["2022-06", "B", "New layout"]],
        (90, 60, 349),
    )
    return save(s, out / "ehg-40.pdf")
