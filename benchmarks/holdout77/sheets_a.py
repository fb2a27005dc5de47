"""Hold-out 77 datasheets, part 1: a barometric altimeter module, a gesture / proximity
sensor IC, a 12 V brushless DC fan series and a 12 V linear actuator series.

A Swiss sensor-module product specification in English (variant table as rows of
variants, accuracy with temperature bands in unnamed continuation rows, typ.-only
current table per variant, address only in the overview prose), an Israeli fabless
optical-sensor data sheet (electrical table with two column groups, one per supply
voltage; LED-drive settings in a register description; symbol-only rows), a Japanese
fan maker's English catalogue in landscape (one row per model, units in the column
heads, common specifications as a numbered list, tach output in a separate block) and
a Chinese actuator factory's English catalogue (load-code columns, remarks with the
duty cycle and stall current, a stroke table as decoy).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FWT = "\uff5e"
LE = "\u2264"
GE = "\u2265"
NDASH = "\u2013"


# ------------------------------------------------------------ altimeter module (Swiss)
def axm_ba5(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="ALPENLICHT SENSORIK AG",
        header_right="Product Specification  |  AXM-BA5 series",
        footer_left="Doc. AS-0412  |  Version 2.1  |  2023-09  |  Subject to change without notice",
        footer_right="{page} / {nb}",
        rule_color=(150, 20, 30),
        table_fill=(242, 232, 232),
        accent=(150, 20, 30),
        grid=False,
    )
    s = Sheet(style, "AXM-BA5 barometric altimeter module")
    s.add_page()
    s.title_block(
        "AXM-BA5 / AXM-BA5L",
        "Barometric Altimeter Module - pressure, altitude and temperature",
        "Digital module on a 15 x 12 mm carrier, capacitive MEMS pressure cell, 24-bit output",
        21,
    )
    s.heading("1  Overview", 10.5, rule=True)
    s.para(
        "The AXM-BA5 series packs a capacitive MEMS pressure cell, a "
        "temperature sensor and a 24-bit delta-sigma converter on a small carrier. The "
        "AXM-BA5 adds a 3.3 V regulator and an I2C level translator so it can sit directly on "
        "a 5 V bus; the AXM-BA5L is the bare low-voltage version with I2C and SPI. "
        "Out of the box the module answers at the 7-bit address 0x77; bridging solder jumper "
        "JP1 moves it to 0x76. In continuous mode the output data rate can be set up to 128 Hz.",
        8.5,
    )
    s.bullets(
        [
            "Pressure range 300 to 1250 hPa (about +9000 m to -1500 m altitude)",
            "Altitude noise down to 0.1 m RMS (ultra-high-resolution setting)",
            "Relative accuracy " + PM + "0.06 hPa, equivalent to " + PM + "0.5 m",
            "Integrated FIFO for 32 samples, interrupt output",
        ],
        8.5,
    )
    s.heading("2  Variants", 10.5, rule=True)
    s.table(
        [
            Col("Variant", 70),
            Col("Supply VIN", 70, "C"),
            Col("Bus logic level", 95, "C"),
            Col("Interface", 80, "C"),
            Col("On-board parts", 110, "C"),
            Col("Connector", 74, "C"),
        ],
        [
            [
                "AXM-BA5",
                "3.0 to 5.5 V",
                "= VIN (translated)",
                "I2C",
                "3.3 V LDO, translator",
                "6-pin 2.54 mm",
            ],
            ["AXM-BA5L", "1.8 to 3.6 V", "= VIN", "I2C, SPI", "none", "8-pin 2.54 mm"],
        ],
        7.5,
    )
    s.heading("3  Absolute maximum ratings", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 200),
            Col("Condition", 140),
            Col("Min", 45, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltage VIN", "AXM-BA5", "-0.3", "6.0", "V"],
            ["", "AXM-BA5L", "-0.3", "4.25", "V"],
            ["Voltage on any interface pin", "", "-0.3", "VIN + 0.3", "V"],
            ["Overpressure", "", "", "20 000", "hPa"],
            ["Storage temperature", "", "-45", "+85", DEG],
            ["ESD, human body model", "", "", PM + "2", "kV"],
        ],
        7.5,
    )
    s.heading("4  Operating conditions", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 200),
            Col("Condition", 140),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 24, "C"),
        ],
        [
            ["Supply voltage VIN", "AXM-BA5", "3.0", "3.3", "5.5", "V"],
            ["", "AXM-BA5L", "1.8", "3.3", "3.6", "V"],
            ["Operating temperature", "functional", "-40", "", "+85", DEG],
            ["", "full accuracy", "0", "", "+65", DEG],
            ["I2C clock frequency fSCL", "AXM-BA5", "", "", "400", "kHz"],
            ["", "AXM-BA5L", "", "", "3400", "kHz"],
            ["SPI clock frequency fSCK", "AXM-BA5L only", "", "", "10", "MHz"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5  Performance", 10.5, rule=True)
    s.para(
        "VIN = 3.3 V, T = 25 "
        + DEG
        + " unless noted. Pressure data in ultra-high-resolution mode.",
        7.5,
    )
    s.table(
        [
            Col("Parameter", 150),
            Col("Condition", 170),
            Col("Min", 40, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Pressure range", "", "300", "", "1250", "hPa"],
            [
                "Absolute pressure accuracy",
                "950 to 1050 hPa, 0 to +65 " + DEG,
                "-1.0",
                "",
                "+1.0",
                "hPa",
            ],
            ["", "300 to 1100 hPa, -20 to 0 " + DEG, "-1.7", "", "+1.7", "hPa"],
            [
                "Relative pressure accuracy",
                "any 10 hPa step, 25 " + DEG,
                "-0.06",
                "",
                "+0.06",
                "hPa",
            ],
            ["Pressure resolution", "LSB", "", "0.18", "", "Pa"],
            ["Temperature accuracy", "0 to +65 " + DEG, "-1.0", "", "+1.0", DEG],
            ["Long-term drift", "12 months", "", PM + "1.0", "", "hPa"],
        ],
        7.5,
    )
    s.heading("6  Supply current (typical values)", 10.5, rule=True)
    s.para(
        "One measurement per second (forced mode), T = 25 "
        + DEG
        + ". AXM-BA5 figures include the regulator and translator.",
        7.5,
    )
    s.table(
        [
            Col("Setting", 180),
            Col("Oversampling", 80, "C"),
            Col("Conversion time", 80, "C"),
            Col("AXM-BA5L", 70, "C"),
            Col("AXM-BA5", 89, "C"),
        ],
        [
            ["Low power", "x1", "5.5 ms", "4.2 " + MU + "A", "52 " + MU + "A"],
            ["Standard resolution", "x4", "13.3 ms", "7.9 " + MU + "A", "56 " + MU + "A"],
            ["Ultra-high resolution", "x16", "37.8 ms", "18 " + MU + "A", "66 " + MU + "A"],
            ["During conversion (peak)", "-", "-", "720 " + MU + "A", "770 " + MU + "A"],
            ["Sleep", "-", "-", "0.2 " + MU + "A", "48 " + MU + "A"],
        ],
        7.5,
    )
    s.heading("7  Pin assignment", 10.5, rule=True)
    s.table(
        [
            Col("Pin", 40, "C"),
            Col("AXM-BA5", 90, "C"),
            Col("AXM-BA5L", 90, "C"),
            Col("Function", 279),
        ],
        [
            ["1", "VIN", "VIN", "supply"],
            ["2", "GND", "GND", "ground"],
            ["3", "SCL", "SCL/SCK", "bus clock"],
            ["4", "SDA", "SDA/SDI", "bus data"],
            ["5", "INT", "SDO/SA0", "interrupt / address select (SPI data out)"],
            ["6", "3V3", "CSB", "3.3 V regulator output, max. 50 mA for other loads / chip select"],
        ],
        7.5,
    )
    s.heading("8  Notes", 10.5, rule=True)
    s.bullets(
        [
            "Keep the vent hole free; do not wash the module after soldering.",
            "Altitude is computed in the host from pressure (barometric formula); no altitude "
            "output register exists.",
            "The module is not waterproof and has no media-isolating gel.",
        ],
        8,
    )
    revision_table(
        s,
        [
            ["2023-09-12", "2.1", "Current table split per variant"],
            ["2022-11-03", "2.0", "AXM-BA5L added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "axm-ba5.pdf")


# ------------------------------------------------------------ gesture sensor IC (Israel)
def qgs9930(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Quorion Photonics Ltd.",
        header_right="QGS9930 Datasheet  -  Rev 1.3",
        footer_left="Quorion Photonics Ltd., Haifa, Israel  -  Information furnished is believed to be accurate",
        footer_right="- {page} -",
        rule_color=(0, 90, 110),
        table_fill=(220, 238, 242),
        accent=(0, 90, 110),
        grid=True,
    )
    s = Sheet(style, "QGS9930 gesture, proximity and ambient light sensor")
    s.add_page()
    s.title_block(
        "QGS9930",
        "Digital Gesture, Proximity and Ambient-Light Sensor with I2C Interface",
        "Integrated IR LED driver, four directional photodiodes, OLGA-8 package 3.94 x 2.36 x 1.35 mm",
        19,
    )

    def left() -> None:
        s.heading("Description", 9.5)
        s.para(
            "The QGS9930 detects up / down / left / right swipes, proximity and ambient light. "
            "The integrated IR LED is pulsed by the on-chip constant-current driver; the LED anode "
            "supply (VLED) can be separate from the chip supply. The device has a fixed 7-bit "
            "I2C address, 0x39. The 0xAB value read from the ID register (0x92) only "
            "identifies the part.",
            8,
        )

    def right() -> None:
        s.heading("Features", 9.5)
        s.bullets(
            [
                "Gesture engine with 32-dataset FIFO",
                "Proximity detection, 8-bit count",
                "Ambient light and RGB, 16-bit",
                "I2C fast mode, 400 kHz",
                "1.8 V compatible I2C levels",
                "Programmable LED drive current",
            ],
            8,
        )

    s.side_by_side(left, right, 280)
    s.heading("1. Absolute Maximum Ratings", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Rating", 130, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Supply voltage", "VDD", "3.8", "V"],
            ["LED supply voltage", "VLED", "5.0", "V"],
            ["Digital I/O voltage (SDA, SCL, INT)", "VIO", "-0.5 to 3.8", "V"],
            ["Storage temperature", "Tstg", "-40 to 85", DEG],
        ],
        7.5,
    )
    s.heading("2. Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Supply voltage", "VDD", "2.4", "3.0", "3.6", "V"],
            ["LED supply voltage", "VLED", "3.0", "", "4.5", "V"],
            ["Operating free-air temperature", "TA", "-30", "", "85", DEG],
        ],
        7.5,
    )
    s.heading("3. Electrical Characteristics", 10)
    s.para("TA = 25 " + DEG + ", VLED = 3.3 V, unless otherwise noted.", 7.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 45, "C"),
            Col("Test condition", 100),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            [
                "Supply current, gesture active",
                "IDD",
                "LED pulses excluded",
                "790",
                "1000",
                "850",
                "1100",
                MU + "A",
            ],
            [
                "Supply current, proximity",
                "IDD",
                "PEN = 1, no wait",
                "196",
                "250",
                "210",
                "270",
                MU + "A",
            ],
            ["Supply current, wait state", "IDD", "WEN = 1", "38", "", "41", "", MU + "A"],
            ["Sleep current", "IDD", "PON = 0", "1.0", "10", "1.2", "12", MU + "A"],
            [
                "Gesture/proximity ADC\nresolution",
                "",
                "",
                "8",
                "",
                "8",
                "",
                "bit",
            ],
        ],
        7.5,
        head_rows=[["", "", "", "VDD = 3.0 V", "<", "VDD = 3.6 V", "<", ""]],
    )
    s.add_page()
    s.heading("3. Electrical Characteristics (continued)", 10)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 45, "C"),
            Col("Test condition", 110),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["", "VIL", "SCL, SDA", "", "", "0.54", "V"],
            ["", "VIH", "SCL, SDA", "1.26", "", "", "V"],
            ["", "VOL", "INT, SDA; 3 mA sink", "0", "", "0.4", "V"],
            ["I2C clock frequency", "fSCL", "", "0", "", "400", "kHz"],
            ["LED drive current", "ILED", "LDRIVE = 00, VLED = 3.3 V", "", "100", "", "mA"],
            ["Proximity detection distance", "", "100 mm x 100 mm grey card", "", "100", "", "mm"],
        ],
        7.5,
    )
    s.para(
        "Note: the I2C inputs are referenced to fixed thresholds, so a 1.8 V bus works; "
        "pull-ups must not be taken above 3.8 V (the VIO absolute rating). The QGS9930 has no "
        "internal pull-ups.",
        7.5,
    )
    s.heading("4. Register Description (excerpt)", 10)
    s.table(
        [
            Col("Address", 60, "C"),
            Col("Name", 80, "C"),
            Col("Reset", 60, "C"),
            Col("Description", 299),
        ],
        [
            ["0x80", "ENABLE", "0x00", "PON, AEN, PEN, WEN, GEN bits"],
            [
                "0x8F",
                "CONTROL",
                "0x00",
                "LDRIVE[7:6]: 00 = 100 mA, 01 = 50 mA, 10 = 25 mA, 11 = 12.5 mA",
            ],
            ["0x92", "ID", "0xAB", "part number identification (read only)"],
            ["0x9C", "POFFSET_UR", "0x00", "proximity offset, up / right photodiodes"],
            ["0xAB", "GCONF4", "0x00", "GMODE, GIEN"],
            ["0xFC", "GFIFO_U", "0x00", "gesture FIFO, up"],
        ],
        7.5,
    )
    s.heading("5. Pin Functions", 10)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("Type", 60, "C"), Col("Description", 329)],
        [
            ["1", "SDA", "I/O", "I2C data (open drain)"],
            ["2", "INT", "O", "interrupt, open drain, active low"],
            ["3", "LDR", "O", "LED driver output, connect to LEDK"],
            ["4", "LEDK", "", "internal LED cathode"],
            ["5", "LEDA", "", "LED anode, connect to VLED"],
            ["6", "GND", "", "ground"],
            ["7", "SCL", "I", "I2C clock"],
            ["8", "VDD", "", "supply"],
        ],
        7.5,
    )
    s.heading("6. Ordering Information", 10)
    s.table(
        [Col("Part number", 130), Col("Package", 100, "C"), Col("Delivery", 269)],
        [
            ["QGS9930-TR", "OLGA-8", "tape and reel, 5000 pcs"],
            ["QGS9930-EVK", "-", "evaluation board with USB bridge"],
        ],
        7.5,
    )
    revision_table(s, [["2023-02-20", "1.3", "VDD = 3.6 V columns added"]], (90, 60, 349))
    return save(s, out / "qgs9930.pdf")


# ------------------------------------------------------------ BLDC fan (Japan, landscape)
def hkf6015(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="HOKURIKU KAZE DENKI  -  DC Axial Fans",
        header_right="60 x 60 x 15 mm  HKF6015 Series",
        footer_left="Hokuriku Kaze Denki Co., Ltd.  Catalogue No. C-2207E  -  Specifications are subject to change.",
        footer_right="C-{page}",
        rule_color=(0, 70, 140),
        table_fill=(225, 235, 248),
        accent=(0, 70, 140),
        grid=True,
    )
    s = Sheet(style, "HKF6015 series 12 V DC brushless fan", landscape=True)
    s.add_page()
    s.title_block(
        "HKF6015 Series",
        "DC Brushless Axial Fan  60 x 60 x 15 mm  12 V DC, with rotation-speed (tach) output",
        "Ball bearing (B) or sleeve bearing (S)  -  lead wires 300 mm, red (+), black (-), yellow (tach)",
        19,
    )
    s.heading("Specifications", 10.5)
    s.table(
        [
            Col("Model", 100),
            Col("Bearing", 44, "C"),
            Col("Rated\nvoltage (V)", 52, "C"),
            Col("Operating\nvoltage (V)", 64, "C"),
            Col("Rated\ncurrent (A)", 56, "C"),
            Col("Rated\npower (W)", 52, "C"),
            Col("Speed\n(min-1)", 50, "C"),
            Col("Max. air flow\n(m3/min)", 64, "C"),
            Col("Max. air flow\n(CFM)", 60, "C"),
            Col("Max. static\npressure (Pa)", 68, "C"),
            Col("Noise\n(dB(A))", 46, "C"),
            Col("Mass\n(g)", 40, "C"),
            Col("Starting\nvoltage (V)", 50, "C"),
        ],
        [
            [
                "HKF6015B12L",
                "B",
                "12",
                "6.0 - 13.2",
                "0.06",
                "0.72",
                "3000",
                "0.46",
                "16.2",
                "22.5",
                "21",
                "38",
                "5.0",
            ],
            [
                "HKF6015B12M",
                "B",
                "12",
                "6.0 - 13.2",
                "0.10",
                "1.20",
                "4000",
                "0.62",
                "21.9",
                "40.0",
                "28",
                "38",
                "5.0",
            ],
            [
                "HKF6015B12H",
                "B",
                "12",
                "9.0 - 13.2",
                "0.18",
                "2.16",
                "5200",
                "0.80",
                "28.3",
                "67.5",
                "35",
                "40",
                "8.0",
            ],
            [
                "HKF6015S12M",
                "S",
                "12",
                "6.0 - 13.2",
                "0.10",
                "1.20",
                "4000",
                "0.62",
                "21.9",
                "40.0",
                "28",
                "36",
                "5.0",
            ],
        ],
        7.5,
    )
    s.para(
        "Values at rated voltage, 25 " + DEG + ", 65 %RH, free air after 3 minutes of running. "
        "Rated current is the value in free air; locked-rotor current is given under Common "
        "Specifications.",
        7.5,
    )
    s.heading("Common Specifications", 10.5)

    def left() -> None:
        s.lines(
            [
                "1.  Motor: 4-pole brushless DC, electronically commutated",
                "2.  Operating temperature: -10 to +70 " + DEG + " (B), -10 to +60 " + DEG + " (S)",
                "3.  Storage temperature: -40 to +75 " + DEG,
                "4.  Operating humidity: 5 to 90 %RH, non-condensing",
                "5.  Insulation resistance: 10 MOhm min. at 500 V DC",
                "6.  Dielectric strength: 500 V AC, 1 minute",
            ],
            8.0,
            3.5,
        )

    def right() -> None:
        s.lines(
            [
                "7.  Life expectancy (L10, 40 " + DEG + "): 70 000 h (B), 30 000 h (S)",
                "8.  Locked-rotor protection: automatic restart",
                "9.  Locked-rotor current: 0.25 A max. (H), 0.15 A max. (L, M)",
                "10. Reverse polarity protection: yes (fan does not run)",
                "11. Protection class: not protected (IP55 version: suffix -W)",
                "12. Speed control: by supply voltage only (no PWM input)",
            ],
            8.0,
            3.5,
        )

    s.side_by_side(left, right, 360)
    s.add_page()
    s.heading("Tach Output (Rotation Speed Signal)", 10.5)

    def tleft() -> None:
        s.table(
            [Col("Item", 150), Col("Specification", 200)],
            [
                ["Output type", "open collector"],
                ["Pulses per revolution", "2"],
                ["Pull-up voltage Vp", "13.8 V max."],
                ["Sink current Ic", "5 mA max."],
                ["Output low voltage VOL", "0.5 V max. (Ic = 5 mA)"],
                ["Frequency at rated speed", "100 Hz (L), 133 Hz (M), 173 Hz (H)"],
            ],
            7.5,
        )

    def tright() -> None:
        s.para(
            "The yellow lead is an open-collector transistor: the fan has no internal pull-up. "
            "Connect a resistor from the tach lead to the logic supply of the controller "
            "(for example 10 kOhm to 3.3 V or 5 V). Speed (min-1) = frequency (Hz) x 60 / 2.",
            8,
        )
        s.para(
            "When the rotor is locked the tach output stays either high or low; the fan "
            "retries start-up every 3 to 5 s.",
            8,
        )

    s.side_by_side(tleft, tright, 360)
    s.figure(
        "Fig. 1  Air flow - static pressure characteristics (typical, 12 V)",
        "Air flow (m3/min)",
        "Static pressure (Pa)",
        ["0", "0.2", "0.4", "0.6", "0.8"],
        ["0", "20", "40", "60", "80"],
        [
            ("HKF6015B12H", [(0, 0.84), (0.3, 0.6), (0.6, 0.35), (1.0, 0)]),
            ("HKF6015B12M", [(0, 0.5), (0.3, 0.32), (0.6, 0.12), (0.78, 0)]),
            ("HKF6015B12L", [(0, 0.28), (0.3, 0.15), (0.58, 0)]),
        ],
        height=110,
        width=300,
    )
    s.heading("Model Number Designation", 10.5)
    s.para(
        "HKF 60 15 B 12 H (-W): HKF series / frame size 60 mm / thickness 15 mm / bearing "
        "B = ball, S = sleeve / rated voltage 12 = 12 V DC / speed L, M, H / -W = IP55 coated "
        "version (same electrical data).",
        8,
    )
    return save(s, out / "hkf6015.pdf")


# ------------------------------------------------------------ linear actuator (China)
def la12(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="NINGBO HENGLI DRIVE TECHNOLOGY CO., LTD.",
        header_right="HL-LA12 Linear Actuator  |  Technical Catalogue",
        footer_left="Hengli Drive  |  ISO9001 certified factory  |  Catalogue HL-LA12-EN-2024A",
        footer_right="{page}/{nb}",
        rule_color=(0, 110, 60),
        table_fill=(222, 242, 228),
        accent=(0, 110, 60),
        grid=True,
    )
    s = Sheet(style, "HL-LA12 12 V DC linear actuator")
    s.add_page()
    s.title_block(
        "HL-LA12 Series",
        "12 V DC Electric Linear Actuator with built-in limit switches",
        "Strokes 50 - 300 mm  |  Push / pull loads 150 - 1500 N  |  Optional hall or potentiometer feedback",
        19,
    )
    s.heading("Features", 10)
    s.bullets(
        [
            "Worm gear and ACME lead screw, self-locking when power is off",
            "Built-in limit switches stop the motor at both ends of the stroke",
            "Aluminium alloy housing, protection grade IP54",
            "Reverse the supply polarity to reverse the direction",
            "24 V DC version available on request (model code -24)",
        ],
        8.5,
    )
    s.heading("Technical Parameters", 10)
    s.para("Test condition: 12 V DC, ambient 25 " + DEG + ", horizontal mounting.", 7.5)
    s.table(
        [
            Col("Item", 175),
            Col("Load code 15", 75, "C"),
            Col("Load code 45", 75, "C"),
            Col("Load code 90", 75, "C"),
            Col("Load code 150", 75, "C"),
            Col("Unit", 24, "C"),
        ],
        [
            ["Max. push / pull load", "150", "450", "900", "1500", "N"],
            ["Self-locking force", "150", "450", "900", "1500", "N"],
            ["No-load speed", "32", "13", "7", "4", "mm/s"],
            ["Full-load speed", "25", "10", "5", "3", "mm/s"],
            ["No-load current", "0.6", "0.6", "0.5", "0.5", "A"],
            ["Full-load current", "2.0", "2.4", "2.6", "2.8", "A"],
            ["Gear ratio", "5:1", "10:1", "20:1", "30:1", ""],
        ],
        7.5,
    )
    s.heading("General Specification", 10)
    s.table(
        [Col("Item", 175), Col("Specification", 324)],
        [
            ["Rated voltage", "12 V DC (" + PM + "10 %)"],
            ["Duty cycle", "25 % (max. 2 min continuous running, then 6 min rest) 1)"],
            ["Operating temperature", "-25 " + DEG + " ~ +65 " + DEG],
            ["Protection grade", "IP54"],
            ["Noise", LE + " 48 dB (at 1 m)"],
            ["Stroke tolerance", PM + "2 mm"],
            ["Motor", "permanent-magnet brushed DC motor"],
        ],
        7.5,
    )
    s.para(
        "Remarks: 1) Exceeding the duty cycle overheats the motor and is not covered by "
        "warranty. 2) Start-up (stall) current may reach 5 A for up to 0.5 s; use a supply "
        "of at least 5 A and a 5 A slow-blow fuse. 3) The limit switches are internal and "
        "cannot be adjusted.",
        7.5,
    )
    s.add_page()
    s.heading("Stroke and Installation Dimensions", 10)
    s.table(
        [
            Col("Stroke (mm)", 90, "C"),
            Col("Retracted length (mm)", 130, "C"),
            Col("Extended length (mm)", 130, "C"),
            Col("Weight (g)", 149, "C"),
        ],
        [
            ["50", "160", "210", "900"],
            ["100", "210", "310", "1000"],
            ["150", "260", "410", "1100"],
            ["200", "310", "510", "1200"],
            ["300", "410", "710", "1400"],
        ],
        7.5,
    )
    s.heading("Feedback Options", 10)
    s.table(
        [Col("Suffix", 60, "C"), Col("Feedback", 130), Col("Signal", 309)],
        [
            ["-P", "Potentiometer", "10 kOhm linear, 3 wires; apply 3.3 V or 5 V across the ends"],
            [
                "-H",
                "Hall sensor, 2 channels",
                "supply 3.3 - 5 V, open-collector A / B outputs, 17 pulses per mm (load code 45)",
            ],
            ["-N", "none", "2 motor wires only"],
        ],
        7.5,
    )
    s.heading("Wiring", 10)
    s.table(
        [Col("Wire", 80, "C"), Col("Colour", 80, "C"), Col("Function", 339)],
        [
            ["1", "red", "motor + (extend when positive)"],
            ["2", "black", "motor - (retract when positive)"],
            ["3 / 4 / 5", "blue / yellow / white", "feedback (see options)"],
        ],
        7.5,
    )
    s.heading("Model Code", 10)
    s.para(
        "HL-LA12 - [stroke 050 ... 300] - [load code 15 / 45 / 90 / 150] - [feedback P / H / N] "
        "- [voltage: blank = 12 V, 24 = 24 V]. Example: HL-LA12-100-45-H is a 100 mm stroke, "
        "450 N actuator with hall feedback.",
        8,
    )
    s.heading("FAQ", 10)
    s.para(
        "Q: Can I control it with a relay module?  A: Yes, use two relays (or a DPDT relay) "
        "wired as a polarity reverser; each contact must carry the full-load current.",
        8,
    )
    s.para(
        "Q: Can I drive it with PWM to change speed?  A: Yes, 1 - 20 kHz PWM through a motor "
        "driver is fine; the load rating is not reduced.",
        8,
    )
    s.para(
        "Q: Is it waterproof?  A: IP54 is splash-proof only. Outdoor versions with IP66 are "
        "made to order.",
        8,
    )
    return save(s, out / "hl-la12.pdf")
