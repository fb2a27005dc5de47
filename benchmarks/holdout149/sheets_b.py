"""Hold-out 149 datasheets, part 2: a 24-bit delta-sigma ADC for RTD and bridge sensors, an
NDIR CO2 sensor module, a waterproof ultrasonic distance module and a 3-axis accelerometer IC.

A Bahir Dar (Ethiopia) mixed-signal IC data sheet ("⊜ n" heads, "Tabulated data n —"
captions, absolute maximum vs recommended rows per grade, data rate and supply current
stacked per mode, SCLK stacked per DVDD, a grade table, a register map and SPI commands as
decoys, values in application prose), a Gibraltar sensor-module "Product Specification"
("n ┼ TITLE" heads, "Schedule n —" captions, performance in column groups per range version,
warm-up stacked per stage, average current stacked per mode and version, a UART command
table as a decoy, baud rate and I2C address only in prose), a St. John's (Antigua) maker-store
sheet ("⚐" heads, "Card n ∣" captions, column groups per output version with current and
output level stacked per supply, IP rating split between probe and board, UART frame and
pins as decoys, EC$ prices) and a Hamilton (Bermuda) MEMS IC data sheet ("⬠ n" heads,
"Table n ⋯" captions, range and sensitivity stacked per full-scale setting in version
columns, supply current stacked per mode and data rate, address and WHO_AM_I table, pins).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

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
TIMES = "\u00d7"
DOT = "\u00b7"
CIRC_EQ = "\u229c"
CROSS = "\u253c"
FLAG = "\u2690"
VBAR = "\u2223"
PENT = "\u2b20"
MIDDOTS = "\u22ef"
SQRT = "\u221a"


# ------------------------------------------------ 24-bit delta-sigma ADC (Bahir Dar)
def tna1224(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="BLUE NILE MIXED-SIGNAL",
        header_right="TNA1224 / TNA1224Q  " + DOT + "  DS-1224 Issue 2",
        footer_left="Blue Nile Mixed-Signal PLC  "
        + DOT
        + "  Kebele 14, Bahir Dar, Ethiopia  "
        + DOT
        + "  DS-1224 Issue 2, 2024-02",
        footer_right="{page} | {nb}",
        rule_color=(112, 72, 40),
        table_fill=(246, 237, 222),
        accent=(112, 72, 40),
        grid=True,
    )
    s = Sheet(style, "TNA1224 24-bit delta-sigma ADC for sensors")
    s.add_page()
    s.title_block(
        "TNA1224 / TNA1224Q",
        "24-bit, 2.5 kSPS delta-sigma ADC with PGA, reference and current sources",
        "Four inputs  |  SPI  |  TSSOP-16 and VQFN-16  |  industrial TNA1224, automotive TNA1224Q",
        19,
    )

    def features() -> None:
        s.heading(CIRC_EQ + " 1  Features", 9.8)
        s.bullets(
            [
                "24 bits, no missing codes",
                "Gain 1 to 128 (PGA), bypass at gain 1 " + NDASH + " 4",
                "Data rates up to 2560 SPS (turbo)",
                "Simultaneous 50 Hz and 60 Hz rejection at 20 SPS",
                "2.048 V reference, 5 ppm/" + DEG,
                "Two matched excitation currents, 10 " + MU + "A to 1.5 mA",
                "AVDD and DVDD 2.3 V to 5.5 V",
                "Temperature sensor, " + PM + "0.5 " + DEG,
            ],
            7.6,
        )

    def description() -> None:
        s.heading(CIRC_EQ + " 2  Description", 9.8)
        s.para(
            "The TNA1224 digitises small signals from resistive sensors: 2-, 3- and 4-wire RTDs, "
            "thermocouples, strain-gauge and pressure bridges. A low-noise programmable gain "
            "amplifier, a voltage reference, two programmable current sources and an input "
            "multiplexer for two differential or four single-ended inputs are on chip.",
            7.6,
        )
        s.para(
            "The TNA1224Q is the automotive grade with an extended temperature range. Both "
            "grades share the register set and SPI interface (mode 1).",
            7.6,
        )

    s.side_by_side(features, description, 220, 16)
    s.heading(CIRC_EQ + " 3  Absolute maximum ratings", 10.2, rule=True)
    s.caption("Tabulated data 1 " + DASH + " Absolute maximum ratings")
    s.table(
        [Col("Parameter", 250), Col("Min", 70, "C"), Col("Max", 80, "C"), Col("Unit", 99, "C")],
        [
            ["AVDD to AVSS", "-0.3", "7", "V"],
            ["DVDD to DGND", "-0.3", "7", "V"],
            ["AVSS to DGND", "-2.8", "0.3", "V"],
            ["Analog inputs", "AVSS " + NDASH + " 0.3", "AVDD + 0.3", "V"],
            ["Digital inputs", "DGND " + NDASH + " 0.3", "DVDD + 0.3", "V"],
            ["Input current, continuous, any pin", "-10", "10", "mA"],
            ["Junction temperature", "", "150", DEG],
            ["Storage temperature", "-60", "150", DEG],
        ],
        7.3,
    )
    s.heading(CIRC_EQ + " 4  Recommended operating conditions", 10.2, rule=True)
    s.caption("Tabulated data 2 " + DASH + " Recommended operating conditions")
    s.table(
        [
            Col("Parameter", 190),
            Col("Condition", 120),
            Col("Min", 45, "C"),
            Col("Nom", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            [
                "Analog supply,\nAVDD to AVSS",
                "unipolar (AVSS = 0 V)\nbipolar",
                "2.3\n" + DASH,
                "\n" + PM + "2.5",
                "5.5\n" + DASH,
                "V",
            ],
            ["Digital supply,\nDVDD to DGND", "", "2.3", "3.3", "5.5", "V"],
            ["External reference,\nVREFP " + NDASH + " VREFN", "", "0.75", "", "AVDD", "V"],
            [
                "Operating ambient\ntemperature",
                "TNA1224\nTNA1224Q",
                "-40\n-40",
                "",
                "+85\n+125",
                DEG,
            ],
        ],
        7.3,
    )
    s.heading(CIRC_EQ + " 5  Electrical characteristics", 10.2, rule=True)
    s.caption(
        "Tabulated data 3 " + DASH + " AVDD = 3.3 V, DVDD = 3.3 V, internal reference, TA "
        "= 25 " + DEG + " (unless noted)"
    )
    s.table(
        [
            Col("Parameter", 104),
            Col("Conditions", 167),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 78, "C"),
        ],
        [
            ["ANALOG INPUTS"],
            [
                "Full-scale\ninput range",
                "VIN = AINP " + NDASH + " AINN",
                "",
                PM + "VREF / gain",
                "",
                "V",
            ],
            [
                "Full-scale, internal\nreference",
                "gain 1\ngain 128",
                "",
                PM + "2.048\n" + PM + "0.016",
                "",
                "V",
            ],
            [
                "Absolute input\nvoltage",
                "PGA enabled\nPGA bypassed",
                "AVSS + 0.2\nAVSS " + NDASH + " 0.1",
                "",
                "AVDD " + NDASH + " 0.2\nAVDD + 0.1",
                "V",
            ],
            ["SYSTEM PERFORMANCE"],
            ["Resolution", "no missing codes", "24", "", "", "bit"],
            [
                "Data rate",
                "normal mode\nduty-cycle mode\nturbo mode",
                "10\n2.5\n20",
                "",
                "1280\n320\n2560",
                "SPS",
            ],
            ["Integral\nnonlinearity", "gain 1 to 128", "", "6", "15", "ppm FSR"],
            ["Offset error", "gain 1 to 128, after calibration", "", PM + "4", "", MU + "V"],
            ["Gain error", "gain 1 to 32", "", PM + "0.015", PM + "0.1", "%"],
            ["50 / 60 Hz rejection", "20 SPS, 50 / 60 Hz filter on", "", "105", "", "dB"],
        ],
        7.2,
    )

    s.add_page()
    s.caption("Tabulated data 3 (continued)")
    s.table(
        [
            Col("Parameter", 104),
            Col("Conditions", 167),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 78, "C"),
        ],
        [
            ["REFERENCE AND EXCITATION"],
            ["Internal reference", "", "2.047", "2.048", "2.049", "V"],
            ["Reference drift", "TA = -40 to +125 " + DEG, "", "5", "20", "ppm/" + DEG],
            ["Excitation current\nsettings", "IDAC[2:0]", "10", "", "1500", MU + "A"],
            ["IDAC compliance", "all settings", "", "", "AVDD " + NDASH + " 0.9", "V"],
            ["TEMPERATURE SENSOR"],
            ["Resolution", "14 bits", "", "0.03125", "", DEG],
            [
                "Accuracy",
                "TA = 0 to +75 " + DEG + "\nTA = -40 to +125 " + DEG,
                "",
                PM + "0.2\n" + PM + "0.5",
                PM + "0.5\n" + PM + "1.0",
                DEG,
            ],
            ["DIGITAL"],
            ["Input high", "", "0.7 DVDD", "", "DVDD", "V"],
            ["Input low", "", "DGND", "", "0.3 DVDD", "V"],
            ["SCLK frequency", "DVDD = 2.3 to 2.7 V\nDVDD = 2.7 to 5.5 V", "", "", "5\n10", "MHz"],
            ["POWER SUPPLY"],
            [
                "Analog supply\ncurrent (AVDD)",
                "power-down\nnormal, PGA bypassed\nnormal, gain 1 to 4\nnormal, gain 8 to 128\n"
                "turbo, gain 8 to 128",
                "",
                "0.1\n240\n340\n425\n810",
                "3\n\n\n\n",
                MU + "A",
            ],
            [
                "Digital supply\ncurrent (DVDD)",
                "power-down\nnormal mode\nturbo mode",
                "",
                "0.3\n75\n95",
                "5\n\n",
                MU + "A",
            ],
        ],
        7.2,
    )
    s.heading(CIRC_EQ + " 6  Grades", 10.2, rule=True)
    s.caption("Tabulated data 4 " + DASH + " Grade comparison")
    s.table(
        [Col("Item", 170), Col("TNA1224", 165, "C"), Col("TNA1224Q", 164, "C")],
        [
            ["Operating temperature", "-40 to +85 " + DEG, "-40 to +125 " + DEG],
            ["Qualification", "industrial", "AEC-Q100 grade 1"],
            ["Packages", "TSSOP-16, VQFN-16 (3.5 x 3.5 mm)", "TSSOP-16"],
            ["Offset drift, max.", "0.25 " + MU + "V/" + DEG, "0.35 " + MU + "V/" + DEG],
            ["Orderable codes", "TNA1224PWR, TNA1224RVAR", "TNA1224QPWRQ1"],
        ],
        7.2,
    )
    s.heading(CIRC_EQ + " 7  Registers and commands", 10.2, rule=True)
    s.caption("Tabulated data 5 " + DASH + " Configuration registers and SPI commands")
    s.table(
        [Col("Register / command", 110), Col("Code", 60, "C"), Col("Content", 329)],
        [
            ["Register 0", "0x00", "MUX[3:0], GAIN[2:0], PGA_BYPASS"],
            ["Register 1", "0x01", "DR[2:0], MODE[1:0], CM, TS, BCS"],
            ["Register 2", "0x02", "VREF[1:0], 50/60[1:0], PSW, IDAC[2:0]"],
            ["Register 3", "0x03", "I1MUX[2:0], I2MUX[2:0], DRDYM, 0"],
            ["RESET", "0x06", "reset the device"],
            ["START/SYNC", "0x08", "start or restart conversions"],
            ["POWERDOWN", "0x02", "enter power-down"],
            ["RDATA / RREG / WREG", "0x10 / 0x2r / 0x4r", "read data / read / write register r"],
        ],
        7.2,
    )
    s.heading(CIRC_EQ + " 8  Application information", 10.2, rule=True)
    s.bullets(
        [
            "3-wire PT100: route both excitation currents, 500 " + MU + "A each, to the two "
            "excitation leads and take the reference from a 1.62 k" + OHM + " resistor in the "
            "return. The lead resistance cancels and the measurement is ratiometric.",
            "Load cell: excite the bridge from AVDD and use the bridge supply as reference "
            "(VREF = AVDD). At gain 128 and AVDD = 5 V the full-scale range is " + PM + "39 mV.",
            "The SPI interface runs in mode 1 (CPOL = 0, CPHA = 1) only.",
            "No digital input may exceed DVDD + 0.3 V; with DVDD = 3.3 V the inputs are not "
            "5 V tolerant.",
            "For 50 Hz and 60 Hz rejection together, use 20 SPS in normal mode with the 50 / 60 "
            "Hz filter on.",
        ],
        7.5,
    )
    return save(s, out / "tna1224.pdf")


# ------------------------------------------------ NDIR CO2 module (Gibraltar)
def gcx420(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="UPPER ROCK SENSING",
        header_right="GCX-420 / GCX-420H  " + DOT + "  Product Specification URS-PS-420 Iss. 5",
        footer_left="Upper Rock Sensing Ltd.  " + DOT + "  Unit 9, Europort Road, Gibraltar GX11 "
        "1AA  " + DOT + "  URS-PS-420 Issue 5, March 2024",
        footer_right="folio {page} of {nb}",
        rule_color=(44, 62, 96),
        table_fill=(226, 232, 241),
        accent=(44, 62, 96),
        grid=True,
    )
    s = Sheet(style, "GCX-420 NDIR carbon dioxide sensor module")
    s.add_page()
    s.title_block(
        "GCX-420 / GCX-420H",
        "NDIR carbon-dioxide sensor module with UART, I" + SQ + "C and analog output",
        "GCX-420: 0 "
        + ELL
        + " 5,000 ppm for rooms and offices    |    GCX-420H: 0 "
        + ELL
        + " 10,000 ppm for greenhouses, cellars and incubators",
        22,
    )
    s.heading("1 " + CROSS + " OVERVIEW", 10.5, rule=True)
    s.para(
        "The GCX-420 measures carbon dioxide by the absorption of infrared light in a gold-plated "
        "optical cell. A pulsed lamp, a dual-channel thermopile detector and a temperature "
        "sensor sit in the cell; a microcontroller on the board turns the detector signal into a "
        "compensated concentration in ppm. The result is available on a UART, on an I" + SQ + "C "
        "interface and as an analog voltage. The GCX-420H uses a longer optical path and a "
        "brighter lamp for the doubled range.",
        8.2,
    )
    s.heading("2 " + CROSS + " MEASUREMENT PERFORMANCE", 10.5, rule=True)
    s.caption("Schedule 1 " + DASH + " Performance by version (25 " + DEG + ", 50 %RH, 1013 hPa)")
    s.table(
        [
            Col("Characteristic", 105),
            Col("Condition", 110),
            Col("GCX-420", 112, "C"),
            Col("GCX-420H", 112, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["Measuring range", "", "0 " + ELL + " 5,000", "0 " + ELL + " 10,000", "ppm"],
            [
                "Accuracy",
                "400 " + ELL + " 5,000 ppm\n5,000 " + ELL + " 10,000 ppm",
                PM + "(50 ppm + 3 % of reading)\n" + DASH,
                PM + "(75 ppm + 5 % of reading)\n" + PM + "(100 ppm + 8 % of reading)",
                "",
            ],
            ["Repeatability", "at 1,000 ppm", PM + "10", PM + "15", "ppm"],
            ["Resolution", "", "1", "5", "ppm"],
            ["Response time (T90)", "diffusion, still air", "120", "150", "s"],
            ["Warm-up time", "to the first reading\nto full accuracy", "60\n3", "60\n5", "s\nmin"],
            ["Measurement interval", "continuous mode\nlow-power mode", "5\n30", "5\n30", "s"],
            ["Long-term stability", "ABC on", PM + "20", PM + "40", "ppm/year"],
        ],
        7.6,
    )
    s.heading("3 " + CROSS + " ELECTRICAL CHARACTERISTICS", 10.5, rule=True)
    s.caption("Schedule 2 " + DASH + " Electrical characteristics (both versions unless noted)")
    s.table(
        [
            Col("Characteristic", 110),
            Col("Condition", 155),
            Col("Min", 52, "C"),
            Col("Typ", 52, "C"),
            Col("Max", 52, "C"),
            Col("Unit", 78, "C"),
        ],
        [
            ["Supply voltage VIN", "", "4.5", "5.0", "5.5", "V"],
            ["Supply voltage VIN,\nabsolute maximum", "", "-0.3", "", "6.0", "V"],
            [
                "Average supply\ncurrent",
                "continuous mode, GCX-420\ncontinuous mode, GCX-420H\nlow-power mode, both",
                "",
                "18\n23\n4.5",
                "25\n30\n6",
                "mA",
            ],
            ["Peak supply current", "lamp pulse, 80 ms", "", "120", "150", "mA"],
            ["TX / SDA output high", "IOH = -1 mA", "2.9", "3.3", "", "V"],
            ["RX / SCL / SDA\ninput high", "", "2.0", "", "5.5", "V"],
            ["Input low", "", "-0.3", "", "0.8", "V"],
            ["Analog output Vo", "0 ppm " + ELL + " full scale", "0.4", "", "2.0", "V"],
            ["I" + SQ + "C clock", "", "10", "", "100", "kHz"],
        ],
        7.6,
    )
    s.heading("4 " + CROSS + " ENVIRONMENT", 10.5, rule=True)
    s.caption("Schedule 3 " + DASH + " Environmental conditions")
    s.table(
        [Col("Condition", 200), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 159, "C")],
        [
            ["Operating temperature", "-10", "+50", DEG],
            ["Operating humidity, non-condensing", "0", "95", "%RH"],
            ["Storage temperature", "-30", "+70", DEG],
        ],
        7.6,
    )

    s.add_page()
    s.heading("5 " + CROSS + " COMMUNICATION", 10.5, rule=True)
    s.para(
        "The SEL pin chooses the digital interface at power-up: SEL open selects the UART, SEL "
        "tied to GND selects I" + SQ + "C. The analog output Vo is always active. The UART runs at "
        "9600 bps, 8 data bits, no parity, 1 stop bit; the rate is fixed. In I" + SQ + "C mode "
        "the module answers at the 7-bit address 0x2F and supports standard mode only. TX, RX, "
        "SDA and SCL are 3.3 V logic; RX, SDA and SCL tolerate 5 V.",
        8.2,
    )
    s.caption("Schedule 4 " + DASH + " UART commands (9 bytes, byte 8 = checksum)")
    s.table(
        [Col("Command", 130), Col("Bytes 0 " + ELL + " 3", 150, "C"), Col("Function", 219)],
        [
            ["Read concentration", "0xFF 0x01 0x86 0x00", "returns ppm in bytes 2 and 3"],
            ["Zero point", "0xFF 0x01 0x87 0x00", "sets the present reading to 400 ppm"],
            ["Span point", "0xFF 0x01 0x88 hi", "span with a reference gas"],
            ["ABC on / off", "0xFF 0x01 0x79 0xA0/0x00", "automatic baseline correction"],
            ["Low-power mode", "0xFF 0x01 0x9B 0x01", "30 s interval; 0x00 returns to 5 s"],
        ],
        7.6,
    )
    s.heading("6 " + CROSS + " PIN ASSIGNMENT", 10.5, rule=True)
    s.caption("Schedule 5 " + DASH + " Connector J1 (7 pins, 2.54 mm)")
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("Description", 389)],
        [
            ["1", "VIN", "Supply, 4.5 " + ELL + " 5.5 V"],
            ["2", "GND", "Ground"],
            ["3", "TX / SDA", "UART transmit, or I" + SQ + "C data (SEL = GND)"],
            ["4", "RX / SCL", "UART receive, or I" + SQ + "C clock (SEL = GND)"],
            ["5", "Vo", "Analog output, 0.4 V = 0 ppm, 2.0 V = full scale"],
            ["6", "HD", "Manual zero: pull low for 7 s or longer in fresh air"],
            ["7", "SEL", "Interface select: open = UART, GND = I" + SQ + "C"],
        ],
        7.6,
    )
    s.heading("7 " + CROSS + " CALIBRATION AND USE", 10.5, rule=True)
    s.bullets(
        [
            "Automatic baseline correction (ABC) is on at delivery: the lowest reading of every "
            "24 h is taken as 400 ppm. The sensor must see outdoor-quality air once a day. In "
            "greenhouses, cellars, incubators and rooms that are never aired, switch ABC off.",
            "Manual zero: 20 minutes in outdoor air, then pull HD low for at least 7 s or send "
            "the zero-point command.",
            "Do not run the module from the 3.3 V pin of a microcontroller board. It needs 4.5 "
            + ELL
            + " 5.5 V and draws 150 mA peaks when the lamp fires; put 100 "
            + MU
            + "F "
            "across VIN close to the module.",
            "Readings are not corrected for air pressure. They are specified at 1013 hPa.",
            "Do not cover the gas window; keep the module out of air flows above 1 m/s.",
            "The GCX-420 series is not certified for life-safety alarms.",
        ],
        8.0,
    )
    return save(s, out / "gcx-420.pdf")


# ------------------------------------------------ waterproof ultrasonic ranger (St. John's)
def anu47(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="WADADLI MAKER HUB  " + FLAG + "  sensors",
        header_right="ANU-47U / ANU-47T  " + DOT + "  waterproof ultrasonic ranger",
        footer_left="Wadadli Maker Hub  "
        + DOT
        + "  Redcliffe Street, St. John's, Antigua  "
        + DOT
        + "  prices in EC$ incl. 17 % ABST",
        footer_right="{page}/{nb}",
        rule_color=(196, 40, 92),
        table_fill=(255, 245, 212),
        accent=(160, 24, 70),
        grid=False,
    )
    s = Sheet(style, "ANU-47U / ANU-47T waterproof ultrasonic distance module")
    s.add_page()
    s.title_block(
        "ANU-47U / ANU-47T",
        "Waterproof ultrasonic distance module, sealed probe on a 2.5 m cable",
        "ANU-47U: UART output, EC$ 42.00    |    ANU-47T: trigger / echo, EC$ 36.00",
        21,
    )

    def get() -> None:
        s.heading(FLAG + " What you get", 9.8)
        s.para(
            "A sealed 40 kHz transducer on a 2.5 m cable and a small control board. The probe can "
            "sit in rain, spray and dirt: over a water tank, in a drain, on a car bumper or at the "
            "bottom of a bin lid. The board stays inside, in the dry.",
            7.9,
        )
        s.para(
            "The ANU-47U measures by itself and sends the distance in millimetres over a serial "
            "line. The ANU-47T works like the classic trigger / echo rangers: you start a "
            "measurement and time the echo pulse.",
            7.9,
        )

    def short() -> None:
        s.heading(FLAG + " The short version", 9.8)
        s.bullets(
            [
                "ANU-47U: 3 " + NDASH + " 450 cm, UART, 1 mm steps",
                "ANU-47T: 25 " + NDASH + " 450 cm, trigger / echo",
                "Probe IP67, cable 2.5 m",
                "Runs from 3.3 V or 5 V",
                "Narrow 40" + "\u00b0" + " beam on the ANU-47U",
                "Board 41 x 28 mm, 4-pin JST-XH",
            ],
            7.9,
        )

    s.side_by_side(get, short, 280, 14)
    s.heading(FLAG + " Specifications", 10.5, rule=True)
    s.caption(
        "Card 1 " + VBAR + " Specifications by version (25 " + DEG + ", flat target 50 x 50 cm)"
    )
    s.table(
        [
            Col("Item", 92),
            Col("Condition", 100),
            Col("Min", 39, "C"),
            Col("Typ", 39, "C"),
            Col("Max", 39, "C"),
            Col("Min", 39, "C"),
            Col("Typ", 39, "C"),
            Col("Max", 39, "C"),
            Col("Unit", 73, "C"),
        ],
        [
            ["Supply voltage", "", "3.3", "", "5.0", "3.0", "", "5.5", "V"],
            [
                "Operating current",
                "VCC = 3.3 V\nVCC = 5.0 V",
                "",
                "6\n8",
                "8\n10",
                "",
                "5\n7",
                "8\n10",
                "mA",
            ],
            ["Standby current", "between triggers", "", DASH, "", "", "20", "40", MU + "A"],
            ["Measuring range", "flat target", "3", "", "450", "25", "", "450", "cm"],
            [
                "Accuracy",
                "up to 100 cm\n100 " + ELL + " 450 cm",
                "",
                "",
                PM + "1\n" + PM + "3",
                "",
                "",
                PM + "1\n" + PM + "4",
                "cm",
            ],
            ["Resolution", "", "", "1", "", "", "5", "", "mm"],
            [
                "Output period",
                "processed (RX open)\nreal time (RX low)",
                "",
                "300\n100",
                "",
                "",
                DASH,
                "",
                "ms",
            ],
            ["Trigger cycle", "between two triggers", "", DASH, "", "60", "", "", "ms"],
            ["Beam angle", "-6 dB", "", "40", "", "", "75", "", "\u00b0"],
            [
                "Output high\n(TX / ECHO)",
                "VCC = 3.3 V, -2 mA\nVCC = 5.0 V, -2 mA",
                "3.0\n4.7",
                "",
                "",
                "3.0\n4.7",
                "",
                "",
                "V",
            ],
            ["Operating temp.", "", "-15", "", "+60", "-20", "", "+70", DEG],
        ],
        7.2,
        head_rows=[["", "", "ANU-47U", "<", "<", "ANU-47T", "<", "<", ""]],
    )
    s.caption("Card 2 " + VBAR + " Ratings and protection (both versions)")
    s.table(
        [Col("Item", 200), Col("Rating", 180, "C"), Col("Unit", 119, "C")],
        [
            ["VCC, absolute maximum", "6.0", "V"],
            ["Probe and cable", "IP67", ""],
            ["Control board", "none (keep dry)", ""],
            ["Storage temperature", "-25 " + ELL + " +80", DEG],
            ["Ultrasonic frequency", "40", "kHz"],
        ],
        7.2,
    )

    s.add_page()
    s.heading(FLAG + " Wiring", 10.5, rule=True)
    s.caption("Card 3 " + VBAR + " Connector pins")
    s.table(
        [
            Col("Pin", 40, "C"),
            Col("ANU-47U", 110, "C"),
            Col("ANU-47T", 110, "C"),
            Col("Notes", 239),
        ],
        [
            ["1", "VCC", "VCC", "3.3 V or 5 V (see Card 1)"],
            ["2", "GND", "GND", ""],
            ["3", "RX", "TRIG", "U: mode select, open = processed; T: start pulse"],
            ["4", "TX", "ECHO", "U: serial output; T: echo pulse; both swing to VCC"],
        ],
        7.2,
    )
    s.caption("Card 4 " + VBAR + " ANU-47U serial frame")
    s.table(
        [Col("Byte", 60, "C"), Col("Name", 100, "C"), Col("Content", 339)],
        [
            ["0", "Header", "0xFF"],
            ["1", "DATA_H", "distance, high byte (mm)"],
            ["2", "DATA_L", "distance, low byte (mm)"],
            ["3", "SUM", "(0xFF + DATA_H + DATA_L) & 0xFF; example FF 07 A1 A7 = 1953 mm"],
        ],
        7.2,
    )
    s.para(
        "The ANU-47U sends one frame per output period at 9600 bps, 8 data bits, no parity, one "
        "stop bit. It sends 0 mm when no echo comes back.",
        7.8,
    )
    s.para(
        "ANU-47T timing: hold TRIG high for at least 10 " + MU + "s. ECHO then goes high for "
        "58 " + MU + "s per cm of distance. Leave 60 ms or more between two triggers.",
        7.8,
    )
    s.heading(FLAG + " Before you mount it", 10.5, rule=True)
    s.bullets(
        [
            "Only the probe and its cable are waterproof. Put the control board in a box.",
            "TX / ECHO swings to VCC. Powered from 5 V, the module drives 5 V into your board; "
            "for a 3.3 V input add a divider (1 k" + OHM + " / 2 k" + OHM + ") or power the "
            "module from 3.3 V.",
            "Let the probe face stand out of its mounting hole. A hole rim in front of the face "
            "shows up as an object at 20 " + NDASH + " 30 cm.",
            "IP67 means 1 m of water for 30 minutes. The probe is not made to stay under water.",
            "Drops or condensation on the face shorten the readings; point the face downwards.",
            "The module is tuned to its 2.5 m cable. Do not shorten or extend it.",
        ],
        7.8,
    )
    s.heading(FLAG + " Questions", 10.5, rule=True)
    faq = [
        (
            "Can it measure the water level in my tank?",
            "Yes, from above. Mount the probe at the top looking down and keep the water surface "
            "at least the minimum range away from the face when the tank is full.",
        ),
        (
            "Does it see through a plastic lid?",
            "No. Ultrasound does not pass through a solid lid; cut a hole for the probe.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 7.8, bold=True)
        s.para(answer, 7.8)
    s.heading(FLAG + " Prices", 10.5, rule=True)
    s.caption("Card 5 " + VBAR + " Price list (EC$)")
    s.table(
        [Col("SKU", 120), Col("Item", 200), Col("Pack", 70, "C"), Col("Price", 109, "C")],
        [
            ["WMH-ANU47U", "ANU-47U module, UART", "1 pc", "42.00"],
            ["WMH-ANU47T", "ANU-47T module, trigger / echo", "1 pc", "36.00"],
            ["WMH-BOX47", "ABS box for the control board", "1 pc", "8.50"],
        ],
        7.2,
    )
    return save(s, out / "anu-47.pdf")


# ------------------------------------------------ 3-axis accelerometer IC (Hamilton, Bermuda)
def hma3216(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="CRYSTAL CAVES MICROSYSTEMS",
        header_right="HMA3216 / HMA3216L  "
        + DOT
        + "  3-axis accelerometer  "
        + DOT
        + "  DS-3216 rev 1.2",
        footer_left="Crystal Caves Microsystems Ltd.  "
        + DOT
        + "  41 Front Street, Hamilton HM 12, "
        "Bermuda  " + DOT + "  DS-3216 rev 1.2, April 2024",
        footer_right="sheet {page} " + DOT + " {nb}",
        rule_color=(22, 52, 112),
        table_fill=(250, 232, 226),
        accent=(22, 52, 112),
        grid=True,
    )
    s = Sheet(style, "HMA3216 3-axis digital accelerometer")
    s.add_page()
    s.title_block(
        "HMA3216 / HMA3216L",
        "Ultra-low-power 3-axis digital accelerometer with I" + SQ + "C and SPI",
        "HMA3216: " + PM + "2 / " + PM + "4 / " + PM + "8 / " + PM + "16 g, 12-bit    |    "
        "HMA3216L: low-noise, " + PM + "2 / " + PM + "4 / " + PM + "8 g, 14-bit    |    LGA-12, "
        "2 x 2 x 0.95 mm",
        21,
    )

    def features() -> None:
        s.heading(PENT + " 1  Features", 9.8)
        s.bullets(
            [
                "Supply 1.71 V to 3.6 V, separate I/O supply",
                "2 " + MU + "A at 1 Hz in low-power mode (HMA3216)",
                "75 " + MU + "g/" + SQRT + "Hz noise density (HMA3216L)",
                "I" + SQ + "C up to 400 kHz, SPI up to 10 MHz",
                "Two interrupt pins: motion, free-fall, tap, 6D orientation",
                "32-level FIFO",
                "Embedded temperature sensor",
            ],
            7.7,
        )

    def description() -> None:
        s.heading(PENT + " 2  Description", 9.8)
        s.para(
            "The HMA3216 is a three-axis MEMS accelerometer with a digital interface. It senses "
            "motion, tilt, taps and free fall and wakes its host through two interrupt pins, "
            "so the host can sleep most of the time. A 32-sample FIFO collects data while the "
            "host is asleep.",
            7.7,
        )
        s.para(
            "The HMA3216L trades current for lower noise: it has a 14-bit output, no "
            + PM
            + "16 g range and no 8-bit low-power mode, and it is rated up to +105 "
            + DEG
            + ".",
            7.7,
        )

    s.side_by_side(features, description, 225, 16)
    s.heading(PENT + " 3  Mechanical characteristics", 10.2, rule=True)
    s.caption(
        "Table 1 " + MIDDOTS + " VDD = 2.5 V, T = 25 " + DEG + ", high-resolution mode unless noted"
    )
    s.table(
        [
            Col("Parameter", 92),
            Col("Condition", 94),
            Col("Min", 39, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 39, "C"),
            Col("Min", 39, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 39, "C"),
            Col("Unit", 73, "C"),
        ],
        [
            [
                "Measurement\nrange",
                "FS = 00\nFS = 01\nFS = 10\nFS = 11",
                "",
                PM + "2\n" + PM + "4\n" + PM + "8\n" + PM + "16",
                "",
                "",
                PM + "2\n" + PM + "4\n" + PM + "8\n" + DASH,
                "",
                "g",
            ],
            [
                "Sensitivity",
                "FS = " + PM + "2 g\nFS = " + PM + "4 g\nFS = " + PM + "8 g\nFS = " + PM + "16 g",
                "",
                "1024\n512\n256\n128",
                "",
                "",
                "4096\n2048\n1024\n" + DASH,
                "",
                "LSB/g",
            ],
            [
                "Zero-g offset",
                "FS = " + PM + "2 g",
                "",
                PM + "40",
                PM + "100",
                "",
                PM + "25",
                PM + "60",
                "mg",
            ],
            ["Noise density", "ODR = 100 Hz", "", "220", "", "", "75", "", MU + "g/" + SQRT + "Hz"],
            [
                "Sensitivity change\nvs. temperature",
                "",
                "",
                PM + "0.01",
                "",
                "",
                PM + "0.01",
                "",
                "%/" + DEG,
            ],
            ["Operating\ntemperature", "", "-40", "", "+85", "-40", "", "+105", DEG],
        ],
        7.2,
        head_rows=[["", "", "HMA3216", "<", "<", "HMA3216L", "<", "<", ""]],
    )
    s.heading(PENT + " 4  Electrical characteristics", 10.2, rule=True)
    s.caption(
        "Table 2 " + MIDDOTS + " VDD = 2.5 V, VDD_IO = 1.8 V, T = 25 " + DEG + " (both versions)"
    )
    s.table(
        [
            Col("Parameter", 102),
            Col("Symbol", 50, "C"),
            Col("Condition", 140),
            Col("Min", 48, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 48, "C"),
            Col("Unit", 71, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "", "1.71", "2.5", "3.6", "V"],
            ["I/O supply voltage", "V_{DD_IO}", "not above VDD", "1.71", "1.8", "3.6", "V"],
            ["Input high level", "V_{IH}", "SDA, SCL, CS, SDI, SA0", "0.8 VDD_IO", "", "", "V"],
            ["Input low level", "V_{IL}", "", "", "", "0.2 VDD_IO", "V"],
            [
                "Output high level",
                "V_{OH}",
                "INT1, INT2, SDO, IOH = 2 mA",
                "VDD_IO " + NDASH + " 0.2",
                "",
                "",
                "V",
            ],
            ["I" + SQ + "C clock", "f_{SCL}", "", "0", "", "400", "kHz"],
            ["SPI clock", "f_{SPC}", "", "", "", "10", "MHz"],
            [
                "Output data rate",
                "ODR",
                "low-power mode\nnormal mode",
                "1\n1",
                "",
                "5376\n1344",
                "Hz",
            ],
            ["Turn-on time", "t_{on}", "power-down to first data", "", "1 / ODR + 1 ms", "", ""],
        ],
        7.2,
    )

    s.add_page()
    s.heading(PENT + " 5  Supply current", 10.2, rule=True)
    s.caption("Table 3 " + MIDDOTS + " Supply current (IDD + IDD_IO), VDD = 2.5 V, T = 25 " + DEG)
    s.table(
        [
            Col("Mode", 130),
            Col("ODR", 90, "C"),
            Col("HMA3216", 90, "C"),
            Col("HMA3216L", 90, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            [
                "Low-power mode\n(8-bit)",
                "1 Hz\n10 Hz\n100 Hz\n400 Hz",
                "2\n4\n11\n32",
                DASH + "\n" + DASH + "\n" + DASH + "\n" + DASH,
                MU + "A",
            ],
            [
                "Normal / high-resolution\nmode",
                "10 Hz\n100 Hz\n400 Hz\n1600 Hz",
                "5\n20\n72\n" + DASH,
                "45\n120\n128\n150",
                MU + "A",
            ],
            ["Power-down", "", "0.5", "1.0", MU + "A"],
        ],
        7.2,
    )
    s.heading(PENT + " 6  Absolute maximum ratings", 10.2, rule=True)
    s.caption("Table 4 " + MIDDOTS + " Absolute maximum ratings")
    s.table(
        [Col("Parameter", 250), Col("Min", 70, "C"), Col("Max", 80, "C"), Col("Unit", 99, "C")],
        [
            ["VDD, VDD_IO", "-0.3", "4.8", "V"],
            ["Any control or data pin", "-0.3", "VDD_IO + 0.3", "V"],
            ["Acceleration, any axis, powered, 0.2 ms", "", "3000", "g"],
            ["Acceleration, any axis, unpowered, 0.2 ms", "", "10000", "g"],
            ["ESD, human body model", "", "2", "kV"],
            ["Storage temperature", "-40", "+125", DEG],
        ],
        7.2,
    )
    s.heading(PENT + " 7  Digital interface", 10.2, rule=True)
    s.caption("Table 5 " + MIDDOTS + " I" + SQ + "C address and identification")
    s.table(
        [Col("Item", 160), Col("HMA3216", 120, "C"), Col("HMA3216L", 120, "C"), Col("Note", 99)],
        [
            ["7-bit address, SA0 = 0", "0x14", "0x14", "SA0 to GND"],
            ["7-bit address, SA0 = 1", "0x15", "0x15", "SA0 to VDD_IO"],
            ["Write byte, SA0 = 0 / 1", "0x28 / 0x2A", "0x28 / 0x2A", "8-bit form"],
            ["WHO_AM_I (register 0x0F)", "0x3E", "0x3F", "read only"],
        ],
        7.2,
    )
    s.para(
        "CS selects the interface: CS tied to VDD_IO enables I" + SQ + "C, CS low starts an SPI "
        "transfer (mode 0 or 3, 3-wire or 4-wire). In SPI mode pin SA0 is SDO.",
        7.6,
    )
    s.caption("Table 6 " + MIDDOTS + " Pins (LGA-12, top view, counter-clockwise)")
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 110, "C"), Col("Function", 349)],
        [
            ["1", "SCL / SPC", "I" + SQ + "C clock / SPI clock"],
            ["2, 3", "RES", "connect to GND"],
            ["4", "SDA / SDI / SDO", "I" + SQ + "C data / SPI data in / 3-wire data"],
            ["5", "SA0 / SDO", "I" + SQ + "C address bit / SPI data out"],
            ["6", "CS", "interface select, see above"],
            ["7, 8", "INT1, INT2", "interrupt outputs, push-pull at VDD_IO"],
            ["9, 10", "GND", "ground"],
            ["11", "VDD", "supply"],
            ["12", "VDD_IO", "I/O supply"],
        ],
        7.2,
    )
    s.heading(PENT + " 8  Application notes", 10.2, rule=True)
    s.bullets(
        [
            "No pin of the HMA3216 is 5 V tolerant. With a 5 V microcontroller use a level "
            "shifter; every data pin is limited to VDD_IO + 0.3 V.",
            "VDD_IO must not be higher than VDD. Both may be tied together.",
            "Place 100 nF and 10 " + MU + "F close to VDD and 100 nF close to VDD_IO.",
            "Keep the part away from board edges, screws and connectors that bend the board.",
        ],
        7.6,
    )
    return save(s, out / "hma3216.pdf")
