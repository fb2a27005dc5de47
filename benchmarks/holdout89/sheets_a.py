"""Hold-out 89 datasheets, part 1: a photoacoustic CO2 / humidity / temperature module, a
16-channel analog multiplexer breakout, a 5 V 3 A USB-C supply module for a Raspberry Pi
and an EU868 LoRaWAN module with AT commands.

A Munich sensor-house data sheet (numbered sections, a variant-comparison table that
narrows the supply range of the low-power variant, the I2C address only in prose), a
Uruguayan open-hardware board reference manual (board-revision columns, ON resistance
per supply voltage in rows without a repeated name), a Taiwanese power-supply
specification with a group-label column and model columns (limits hidden in Notes)
and a Luxembourg radio-module data sheet (two look-alike supply rows, RF table,
UART settings in prose, AT-command and pin tables as decoys).
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
DASH = "\u2013"
TIMES = "\u00d7"


# ------------------------------------------------------------ CO2 module (Munich)
def wsc41(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Datasheet WSC-41 / WSC-41L",
        header_right="Version 2.3 " + DASH + " January 2024",
        footer_left="Wendelstein Sensortechnik GmbH " + DASH + " Rosenheimer Landstr. 8, Ottobrunn",
        footer_right="WSC-41 | {page}",
        rule_color=(70, 90, 120),
        table_fill=(226, 232, 240),
        accent=(40, 60, 100),
        grid=False,
    )
    s = Sheet(style, "WSC-41 photoacoustic CO2 sensor module")
    s.add_page()
    s.title_block(
        "WSC-41 / WSC-41L",
        "Photoacoustic CO2 sensor module with integrated humidity and temperature sensing",
        "Digital I2C output " + DASH + " SMD module, LGA-20 " + DASH + " 10.1 x 10.1 x 6.5 mm",
        21,
    )
    s.para(
        "The WSC-41 measures carbon dioxide with a miniature photoacoustic NDIR cell: a pulsed "
        "infrared emitter heats the CO2 molecules in the cavity and a MEMS microphone picks up "
        "the pressure wave. No optical path length is needed, so the module is only 6.5 mm high. "
        "An on-board humidity and temperature sensor compensates the CO2 reading and is read out "
        "with it. The WSC-41L is the low-power variant in the same footprint; it omits the 5 s "
        "standard periodic mode (see section 7).",
        8.5,
    )
    s.heading("1  CO2 sensing performance", 10.5, rule=True)
    s.table(
        [Col("Parameter", 150), Col("Conditions", 190), Col("Value", 159)],
        [
            ["CO2 output range", "digital output, no saturation flag", "0 " + DASH + " 40,000 ppm"],
            ["Specified measurement range", "accuracy below applies", "400 " + DASH + " 5,000 ppm"],
            [
                "Accuracy",
                "400 " + DASH + " 2,000 ppm, 15 " + DASH + " 35 " + DEG,
                PM + "(50 ppm + 5 % of reading)",
            ],
            [
                "",
                "2,001 " + DASH + " 5,000 ppm, 15 " + DASH + " 35 " + DEG,
                PM + "(50 ppm + 10 % of reading)",
            ],
            ["Repeatability", "typical", PM + "10 ppm"],
            ["Resolution", "", "1 ppm"],
        ],
        7.5,
    )
    s.caption("Table 1  CO2 specifications (VDD = 3.3 V, 25 " + DEG + ", standard periodic mode)")
    s.gap(3)
    s.heading("2  Humidity and temperature", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 150),
            Col("Conditions", 190),
            Col("Typ.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            [
                "Humidity accuracy",
                "15 " + DASH + " 35 " + DEG + ", 20 " + DASH + " 65 %RH",
                PM + "6",
                PM + "9",
                "%RH",
            ],
            ["Humidity range", "non-condensing", "0 " + DASH + " 100", "", "%RH"],
            ["Temperature accuracy", "15 " + DASH + " 35 " + DEG, PM + "0.8", PM + "1.5", DEG],
            ["", "-10 " + DASH + " 60 " + DEG, PM + "1.5", "", DEG],
        ],
        7.5,
    )
    s.caption("Table 2  RH / T specifications")
    s.gap(3)
    s.heading("3  Electrical specifications", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 128),
            Col("Symbol", 44, "C"),
            Col("Conditions", 135),
            Col("Min.", 42, "C"),
            Col("Typ.", 42, "C"),
            Col("Max.", 42, "C"),
            Col("Unit", 66, "C"),
        ],
        [
            ["Supply voltage 1)", "VDD", "", "2.4", "3.3", "5.5", "V"],
            ["Peak supply current", "Ipeak", "VDD = 3.3 V", "", "175", "205", "mA"],
            ["", "", "VDD = 5.0 V", "", "115", "140", "mA"],
            [
                "Average supply current,\nstandard periodic",
                "IDD",
                "one reading per 5 s,\nVDD = 3.3 V",
                "",
                "15",
                "18",
                "mA",
            ],
            [
                "Average supply current,\nlow-power periodic",
                "IDD",
                "one reading per 30 s,\nVDD = 3.3 V",
                "",
                "3.2",
                "3.8",
                "mA",
            ],
            ["", "VIH", "SDA, SCL", "0.7" + TIMES + "VDD", "", "VDD + 0.3", "V"],
            ["", "VIL", "SDA, SCL", "-0.3", "", "0.3" + TIMES + "VDD", "V"],
            ["", "VOL", "SDA, 3 mA sink", "", "", "0.4", "V"],
            ["I2C clock frequency", "fSCL", "", "", "", "100", "kHz"],
        ],
        7.5,
    )
    s.caption("Table 3  Electrical specifications (Ta = 25 " + DEG + ")")
    s.para("1) WSC-41L: see the variant comparison in section 7.", 7.5)

    s.add_page()
    s.heading("4  Absolute maximum ratings", 10.5, rule=True)
    s.para(
        "Stresses beyond these ratings may damage the module permanently. They are not operating "
        "conditions.",
        8,
    )
    s.leaders(
        [
            ("Supply voltage VDD", "-0.3 V to 6.0 V"),
            ("Voltage on SDA, SCL", "-0.3 V to VDD + 0.3 V"),
            ("Operating temperature range", "-10 " + DEG + " to +60 " + DEG),
            ("Storage temperature range", "-40 " + DEG + " to +70 " + DEG),
            ("ESD, human body model", PM + "2 kV"),
        ],
        8.5,
    )
    s.para(
        "Recommended operating conditions: the performance in Tables 1 and 2 is specified for "
        "0 " + DEG + " to 50 " + DEG + " and 0 to 95 %RH (non-condensing). Long exposure to "
        "condensing conditions or solvent vapour will shift the CO2 reading.",
        8,
    )
    s.heading("5  Digital interface", 10.5, rule=True)
    s.para(
        "The WSC-41 is an I2C slave (standard mode). Its 7-bit address is 0x62 and cannot be "
        "changed, so only one module can sit on a bus without a multiplexer. No pull-up resistors "
        "are fitted on the module: connect 10 kOhm pull-ups from SDA and SCL to VDD. SDA and SCL "
        "must not be driven above VDD + 0.3 V; with VDD = 3.3 V the bus is therefore not 5 V "
        "tolerant. All words are sent MSB first and followed by a CRC-8 byte (polynomial 0x31, "
        "init 0xFF).",
        8.5,
    )
    s.heading("6  Commands", 10.5, rule=True)
    s.table(
        [
            Col("Command", 175),
            Col("Code", 55, "C"),
            Col("Max. duration", 75, "C"),
            Col("WSC-41", 55, "C"),
            Col("WSC-41L", 55, "C"),
            Col("Notes", 84),
        ],
        [
            ["start_periodic", "0x2A05", DASH, "yes", "no", "5 s interval"],
            ["start_low_power_periodic", "0x2A30", DASH, "yes", "yes", "30 s interval"],
            ["read_measurement", "0xE410", "1 ms", "yes", "yes", "9 bytes"],
            ["stop_periodic", "0x3F40", "500 ms", "yes", "yes", ""],
            ["measure_single_shot", "0x2A9B", "5000 ms", "yes", "yes", ""],
            ["forced_recalibration", "0x3624", "400 ms", "yes", "yes", "ref. in ppm"],
            ["set_pressure_compensation", "0xE001", "1 ms", "yes", "yes", "in hPa"],
            ["read_serial_number", "0x3690", "1 ms", "yes", "yes", "48 bit"],
        ],
        7.5,
    )
    s.caption("Table 4  Command set (16-bit codes)")
    s.gap(3)
    s.heading("7  Variant comparison", 10.5, rule=True)
    s.table(
        [Col("Feature", 200), Col("WSC-41", 150, "C"), Col("WSC-41L", 149, "C")],
        [
            ["Supply voltage range", "2.4 " + DASH + " 5.5 V", "2.4 " + DASH + " 3.6 V"],
            ["Standard periodic mode (5 s)", "yes", "no"],
            ["Average current, low-power periodic (30 s)", "3.2 mA", "2.1 mA"],
            ["Average current, one single shot per 5 min", "0.50 mA", "0.36 mA"],
            ["Response time (63 %), periodic mode", "60 s", "180 s"],
        ],
        7.5,
    )
    s.caption("Table 5  WSC-41 versus WSC-41L")
    s.gap(3)
    s.heading("8  Frequently asked", 10.5, rule=True)
    s.para(
        "How soon after power-on can I read CO2? The module accepts commands 30 ms after VDD is "
        "stable; the first periodic reading is ready after 5 s. Does it need fresh air? Automatic "
        "self-calibration assumes the sensor sees about 400 ppm at least once a week; switch it "
        "off and use forced recalibration where that never happens.",
        8,
    )
    revision_table(
        s,
        [
            ["2023-03", "1.0", "Initial release"],
            ["2023-09", "2.0", "WSC-41L added"],
            ["2024-01", "2.3", "Peak current at 5.0 V added"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "wsc-41.pdf")


# ------------------------------------------------------------ 16-ch mux breakout (Montevideo)
def cbmux16(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Ceibo Open Boards " + DASH + " Board Reference Manual",
        header_right="CB-MUX16   doc. CB-BRM-016",
        footer_left="Ceibo Open Boards, Montevideo, Uruguay "
        + DASH
        + " hardware licensed CERN-OHL-S v2",
        footer_right="BRM-016 p{page}",
        rule_color=(30, 90, 50),
        table_fill=(222, 236, 224),
        accent=(20, 80, 40),
        grid=True,
    )
    s = Sheet(style, "CB-MUX16 16-channel analog multiplexer breakout")
    s.add_page()
    s.title_block(
        "CB-MUX16",
        "16-channel analog multiplexer / demultiplexer breakout (4067-class)",
        "This manual covers board revisions A and B. The revision is printed under the logo.",
        21,
    )
    s.heading("1. What the board does", 11)
    s.para(
        "CB-MUX16 connects its common pin SIG to one of sixteen channel pins C0 to C15, chosen "
        "by the binary number on S0 to S3. The switch is bidirectional, so the board fans one ADC "
        "input out to sixteen sensors or one output to sixteen loads. Analog and digital signals "
        "both pass, as long as every pin stays between GND and VCC. Revision A carries a "
        "74HC4067-class multiplexer; revision B a low-voltage part with lower ON resistance. "
        "The EN pin has a 10 kOhm pull-down on the board, so the multiplexer is enabled unless "
        "EN is pulled high.",
        9,
    )
    s.heading("2. Electrical characteristics", 11)
    s.para("Ta = 25 " + DEG + " unless noted. Values are typical unless marked max. or min.", 8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 45, "C"),
            Col("Condition", 110, "C"),
            Col("Rev A", 70, "C"),
            Col("Rev B", 70, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Supply voltage", "VCC", "", "2.0 " + DASH + " 6.0", "1.65 " + DASH + " 5.5", "V"],
            ["ON resistance, typ.", "RON", "VCC = 4.5 V", "70", "25", OHM],
            ["", "", "VCC = 3.3 V", "95", "38", OHM],
            ["", "", "VCC = 2.0 V", "180", "60", OHM],
            ["ON resistance, max.", "RON", "VCC = 4.5 V", "160", "50", OHM],
            ["", "", "VCC = 3.3 V", "200", "75", OHM],
            [
                "Quiescent current, max.",
                "ICC",
                "VCC = 5.5 V, S0" + DASH + "S3 at a rail",
                "8",
                "1",
                MU + "A",
            ],
            ["Input high voltage, min.", "VIH", "VCC = 4.5 V", "3.15", "3.15", "V"],
            ["", "", "VCC = 3.3 V", "2.3", "2.0", "V"],
            ["Input low voltage, max.", "VIL", "VCC = 4.5 V", "1.35", "1.35", "V"],
            ["", "", "VCC = 3.3 V", "1.0", "0.8", "V"],
            ["Switch current, max.", "ISW", "per channel, continuous", PM + "25", PM + "25", "mA"],
            ["-3 dB bandwidth", "BW", "RL = 50 " + OHM, "90", "120", "MHz"],
            ["Break-before-make time", "tBBM", "VCC = 4.5 V", "6", "4", "ns"],
        ],
        7.5,
    )
    s.heading("3. Absolute limits", 11)
    s.para("Exceeding any of these may destroy the multiplexer. They are not working values.", 8)
    s.leaders(
        [
            ("VCC to GND, Rev A", "-0.5 V to +7.0 V"),
            ("VCC to GND, Rev B", "-0.5 V to +6.5 V"),
            ("Any S, EN, SIG or C pin", "-0.5 V to VCC + 0.5 V"),
            ("Board operating temperature", "-40 " + DEG + " to +85 " + DEG),
            ("Storage temperature", "-65 " + DEG + " to +150 " + DEG),
        ],
        8.5,
    )

    s.add_page()
    s.heading("4. Headers", 11)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("Function", 399)],
        [
            ["1", "SIG", "common analog / digital pin"],
            ["2", "S3", "select bit 3 (MSB)"],
            ["3", "S2", "select bit 2"],
            ["4", "S1", "select bit 1"],
            ["5", "S0", "select bit 0 (LSB)"],
            ["6", "EN", "enable, active low, 10 kOhm pull-down"],
            ["7", "VCC", "supply"],
            ["8", "GND", "ground"],
            ["9" + DASH + "24", "C0" + DASH + "C15", "channel pins on the long edge"],
        ],
        7.5,
    )
    s.heading("5. Channel select", 11)
    s.table(
        [
            Col("EN", 50, "C"),
            Col("S3", 50, "C"),
            Col("S2", 50, "C"),
            Col("S1", 50, "C"),
            Col("S0", 50, "C"),
            Col("SIG connected to", 249),
        ],
        [
            ["0", "0", "0", "0", "0", "C0"],
            ["0", "0", "0", "0", "1", "C1"],
            ["0", "0", "1", "1", "0", "C6"],
            ["0", "1", "0", "1", "0", "C10"],
            ["0", "1", "1", "1", "1", "C15"],
            ["1", "x", "x", "x", "x", "none (all switches open)"],
        ],
        7.5,
    )
    s.heading("6. Notes and questions from users", 11)
    s.para(
        "Can I read 16 sensors with one Arduino analog input? Yes: SIG to A0, S0 to S3 to four "
        "digital pins, and power the board from the Arduino's 5 V. Allow 1 " + MU + "s after "
        "changing S0 to S3 before you start the conversion.",
        8.5,
    )
    s.para(
        "Can I switch a 12 V signal while the board runs from 5 V? No. Every channel pin must stay "
        "between GND and VCC; the switches are not isolated and the body diodes will conduct.",
        8.5,
    )
    s.para(
        "My controller has 3.3 V outputs. The select thresholds follow VCC and there is no level "
        "shifter on the board: at VCC = 4.5 V or more a 3.3 V output is not a valid high "
        "(see VIH). Run the board from the controller's 3.3 V instead; the ON resistance rises a "
        "little.",
        8.5,
    )
    s.para(
        "Can I pass mains, audio line level or negative voltages? No. There is no negative supply "
        "pin, so signals below GND are clipped.",
        8.5,
    )
    revision_table(
        s,
        [
            ["2022-06-02", "A", "First board revision"],
            ["2023-11-20", "B", "Low-voltage multiplexer, lower RON"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "cb-mux16.pdf")


# ------------------------------------------------------------ 5 V 3 A Pi supply (Keelung)
def kptuc153(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="KEELUNG POWERTECH CO., LTD.",
        header_right="15.3W DC-DC Module for Raspberry Pi   KPT-UC153 series",
        footer_left="File Name: KPT-UC153-SPEC   2024-01-15",
        footer_right="{page}/{nb}",
        rule_color=(0, 60, 130),
        table_fill=(205, 222, 245),
        accent=(0, 60, 130),
        grid=True,
    )
    s = Sheet(style, "KPT-UC153 series 15.3 W DC-DC module")
    s.add_page()
    s.title_block(
        "KPT-UC153 series",
        "15.3W Step-down DC-DC Module with USB Type-C Output and 5V Header",
        "",
        20,
    )
    s.heading("Features", 10)
    s.bullets(
        [
            "Powers a Raspberry Pi 3B+ / 4B / Zero 2 W through its USB-C power inlet",
            "Screw terminal DC input, USB Type-C receptacle output, 2 x 5V + 2 x GND header",
            "Protections: short circuit / overload / over voltage / input reverse polarity",
            "Power-good open-drain signal on the header",
            "Cooling by free air convection",
        ],
        8.5,
    )
    s.heading("SPECIFICATION", 10)
    g = Col("", 62, "C")
    cols = [g, Col("", 120), Col("KPT-UC153", 158, "C"), Col("KPT-UC153W", 159, "C")]
    s.table(
        cols,
        [
            ["MODEL", "", "KPT-UC153", "KPT-UC153W"],
            ["OUTPUT", "DC VOLTAGE", "5.1V", "5.1V"],
            ["", "RATED CURRENT", "3A", "3A"],
            ["", "RATED POWER", "15.3W", "15.3W"],
            ["", "RIPPLE & NOISE (max.) Note.2", "50mVp-p", "80mVp-p"],
            ["", "VOLTAGE TOLERANCE Note.3", PM + "2.0%", PM + "2.0%"],
            ["", "LINE REGULATION", PM + "0.5%", PM + "0.5%"],
            ["", "LOAD REGULATION", PM + "1.0%", PM + "1.0%"],
            ["", "SETUP, RISE TIME", "30ms, 10ms / full load", "40ms, 10ms / full load"],
            ["INPUT", "VOLTAGE RANGE Note.4", "7 ~ 28VDC", "9 ~ 36VDC"],
            ["", "MAX. INPUT (non-operating)", "30VDC", "40VDC"],
            ["", "EFFICIENCY (Typ.)", "92% @12VDC", "90% @24VDC"],
            ["", "NO LOAD CURRENT", "8mA @12VDC", "6mA @24VDC"],
            ["PROTECTION", "OVERLOAD", "110 ~ 150% rated current", "110 ~ 150% rated current"],
            ["", "", "hiccup mode, auto-recovery", "hiccup mode, auto-recovery"],
            ["", "OVER VOLTAGE", "5.7 ~ 6.5V", "5.7 ~ 6.5V"],
            ["", "REVERSE POLARITY", "series MOSFET, no fuse", "series MOSFET, no fuse"],
            [
                "ENVIRONMENT",
                "WORKING TEMP.",
                "-20 ~ +70" + DEG + " (see derating)",
                "-20 ~ +70" + DEG + " (see derating)",
            ],
            ["", "WORKING HUMIDITY", "20 ~ 90% RH non-condensing", "20 ~ 90% RH non-condensing"],
            [
                "",
                "STORAGE TEMP., HUMIDITY",
                "-40 ~ +85" + DEG + ", 10 ~ 95% RH",
                "-40 ~ +85" + DEG + ", 10 ~ 95% RH",
            ],
            ["OTHERS", "DIMENSION", "56 x 31 x 14mm (L x W x H)", "62 x 31 x 16mm (L x W x H)"],
            ["", "WEIGHT", "18g", "19g"],
        ],
        7.5,
        show_head=False,
    )
    s.para("NOTE", 8, bold=True)
    s.lines(
        [
            "1. All parameters NOT specially mentioned are measured at 12VDC input (KPT-UC153W: 24VDC),",
            "    rated load and 25" + DEG + " of ambient temperature.",
            "2. Ripple & noise are measured at 20MHz of bandwidth with a 0.1uf & 47uf parallel capacitor.",
            "3. Tolerance: includes set up tolerance, line regulation and load regulation.",
            "4. KPT-UC153 only: below 9VDC input the output current must be derated to 2.5A.",
            "5. The 5V header (J3) shares the output with the USB-C receptacle. The header pins are rated",
            "    2A in total; the full 3A is only available through the USB-C receptacle.",
        ],
        7.5,
        3.0,
    )

    s.add_page()
    s.heading("Derating Curve", 10)
    s.figure(
        "Fig. 1  Output load versus ambient temperature (free air)",
        "AMBIENT TEMPERATURE (" + DEG + ")",
        "LOAD (%)",
        ["-20", "0", "20", "40", "50", "60", "70"],
        ["0", "20", "40", "60", "80", "100"],
        [("KPT-UC153 / UC153W", [(0.0, 1.0), (0.667, 1.0), (1.0, 0.6)])],
        ["100% up to 50" + DEG, "60% at 70" + DEG],
        height=110,
        width=250,
    )
    s.heading("Pin Assignment", 10)
    s.table(
        [Col("Connector", 80, "C"), Col("Pin", 50, "C"), Col("Assignment", 369)],
        [
            ["J1", "1", "+VIN (screw terminal, 5.08mm)"],
            ["J1", "2", "-VIN"],
            ["J2", DASH, "USB Type-C receptacle, 5.1V out (CC pins terminated, no PD)"],
            ["J3", "1, 2", "+5V out"],
            ["J3", "3, 4", "GND"],
            ["J3", "5", "PG: open drain, low = output out of regulation; pull up to 3.3V max."],
        ],
        7.5,
    )
    s.heading("Application Notes", 10)
    s.para(
        "Raspberry Pi 5: the Pi 5 asks its supply for 5A over USB Power Delivery. This module has "
        "no PD controller; a Pi 5 fed from it starts, but limits its USB ports to 600mA and warns "
        "about the supply. Use it for a Pi 5 only without USB loads.",
        8.5,
    )
    s.para(
        "Battery input: a 3S Li-ion pack (9 ~ 12.6V) and a 12V lead-acid battery are inside the "
        "KPT-UC153 input range. For 24V lead-acid systems (up to 29V while charging) use the "
        "KPT-UC153W.",
        8.5,
    )
    s.para(
        "The input capacitor is rated 35V (KPT-UC153) and 50V (KPT-UC153W). Do not hot-plug long "
        "input cables without a TVS diode.",
        8.5,
    )
    revision_table(
        s,
        [
            ["2023-05-02", "A0", "Preliminary"],
            ["2023-10-11", "A1", "KPT-UC153W added"],
            ["2024-01-15", "A2", "Note 4 and note 5 added"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "kpt-uc153.pdf")


# ------------------------------------------------------------ LoRaWAN module (Luxembourg)
def mrslw1(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="MOSELLE RADIO SYSTEMS",
        header_right="MRS-LW1 Datasheet   DS-0142 rev. C",
        footer_left="Moselle Radio Systems S.\u00e0 r.l. " + DASH + " Grevenmacher, Luxembourg",
        footer_right="{page} | {nb}",
        rule_color=(150, 30, 90),
        table_fill=None,
        accent=(150, 30, 90),
        grid=False,
    )
    s = Sheet(style, "MRS-LW1 LoRaWAN module")
    s.add_page()
    s.title_block(
        "MRS-LW1",
        "LoRaWAN\u00ae Class A / C module for EU868 with AT command interface",
        "",
        22,
    )

    def left() -> None:
        s.para(
            "MRS-LW1 is a certified LoRaWAN 1.0.4 end-device module. The host talks to it over a "
            "UART with plain-text AT commands, so no LoRaWAN stack runs on the host. The module "
            "covers the EU868 region only (863 " + DASH + " 870 MHz): its matching network and "
            "SAW filter are tuned for 868 MHz, and US915 or AS923 cannot be enabled by firmware.",
            8.5,
        )

    def right() -> None:
        s.caption("Ordering information")
        s.table(
            [Col("Code", 80), Col("Antenna", 92)],
            [
                ["MRS-LW1-P", "PCB trace"],
                ["MRS-LW1-U", "u.FL connector"],
                ["MRS-LW1-DK", "dev kit, USB"],
            ],
            7.5,
        )

    s.side_by_side(left, right, 310, 16)
    s.heading("Operating conditions", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 200),
            Col("Min", 60, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 119, "C"),
        ],
        [
            ["Supply voltage VCC", "2.1", "3.3", "3.6", "V"],
            ["Supply voltage for full +14 dBm output", "2.7", "", "3.6", "V"],
            ["Operating temperature", "-40", "", "+85", DEG],
            ["Logic input high (RX, RST, BOOT)", "0.7 VCC", "", "VCC + 0.3", "V"],
            ["Logic input low", "-0.3", "", "0.3 VCC", "V"],
        ],
        7.5,
    )
    s.heading("Absolute maximum ratings", 10.5, rule=True)
    s.table(
        [Col("Parameter", 200), Col("Rating", 180, "C"), Col("Unit", 119, "C")],
        [
            ["VCC", "-0.3 to 3.9", "V"],
            ["Voltage on any I/O pin", "-0.3 to VCC + 0.3", "V"],
            ["RF input level", "+10", "dBm"],
            ["Storage temperature", "-40 to +100", DEG],
        ],
        7.5,
    )
    s.heading("RF and current characteristics (VCC = 3.3 V, 25 " + DEG + ")", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 150),
            Col("Condition", 140),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Frequency range", "EU868", "863", "", "870", "MHz"],
            ["Conducted output power", "AT+TXP=0 (default)", "13", "14", "15", "dBm"],
            ["", "AT+TXP=5", "", "4", "", "dBm"],
            ["Receiver sensitivity", "SF12, 125 kHz", "", "-137", "", "dBm"],
            ["", "SF7, 125 kHz", "", "-125", "", "dBm"],
            ["TX current", "+14 dBm", "", "44", "52", "mA"],
            ["", "+4 dBm", "", "24", "", "mA"],
            ["RX current", "continuous receive", "", "6.5", "", "mA"],
            ["Sleep current", "AT+LOWPOWER, RTC running", "", "2.1", "4", MU + "A"],
        ],
        7.5,
    )

    s.add_page()
    s.heading("UART", 10.5, rule=True)
    s.para(
        "The UART works at 9600 bps, 8 data bits, no parity, 1 stop bit out of the box. AT+BAUD "
        "selects 4800, 9600, 19200, 38400, 57600 or 115200 bps; the setting is kept after reset. "
        "TX and RX are 3.3 V signals and are not 5 V tolerant: with a 5 V host, put a divider or "
        "level shifter in the host-TX to module-RX line. The module TX high level (about VCC) is "
        "read correctly by most 5 V AVR inputs.",
        8.5,
    )
    s.heading("Pin description", 10.5, rule=True)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("Type", 50, "C"), Col("Description", 349)],
        [
            ["1", "VCC", "P", "supply, decouple with 10 uF + 100 nF"],
            ["2", "GND", "P", "ground"],
            ["3", "TX", "O", "UART out of the module"],
            ["4", "RX", "I", "UART into the module"],
            ["5", "RST", "I", "reset, active low, internal pull-up"],
            ["6", "BOOT", "I", "low at reset = bootloader"],
            ["7", "ANT", "RF", "50 Ohm (MRS-LW1-U: to u.FL)"],
        ],
        7.5,
    )
    s.heading("AT command summary", 10.5, rule=True)
    s.table(
        [Col("Command", 130), Col("Response", 90), Col("Function", 279)],
        [
            ["AT+JOIN", "+JOIN: OK", "OTAA join with stored DevEUI / AppKey"],
            ["AT+SEND=<port>:<hex>", "+SEND: OK", "unconfirmed uplink, max 222 bytes (DR5)"],
            ["AT+DR=<0..5>", "OK", "data rate, DR0 = SF12 ... DR5 = SF7"],
            ["AT+TXP=<0..7>", "OK", "output power, 0 = max, each step -2 dB"],
            ["AT+CLASS=<A|C>", "OK", "device class"],
            ["AT+BAUD=<rate>", "OK", "UART rate, effective after reset"],
            ["AT+LOWPOWER", "SLEEP", "sleep until a byte arrives on RX"],
            ["AT+VER?", "+VER: 2.1.7", "firmware version"],
        ],
        7.5,
    )
    s.heading("Design notes", 10.5, rule=True)
    s.bullets(
        [
            "Peak current during transmit: size the supply for at least 60 mA.",
            "Below VCC = 2.7 V the output stage saturates and the power drops to about +11 dBm.",
            "Keep the PCB antenna (MRS-LW1-P) 15 mm away from metal and ground pours.",
            "Duty cycle limits of the EU868 sub-bands are enforced by the firmware.",
        ],
        8,
    )
    revision_table(
        s,
        [
            ["2023-02-14", "A", "first issue"],
            ["2023-08-30", "B", "sleep current updated"],
            ["2024-01-15", "C", "AT+BAUD rates, design notes"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "mrs-lw1.pdf")
