"""Hold-out 8 datasheet: a Trinamic-style stepper motor driver (order codes,
pin and register tables full of numbers that are not specifications, DC and
timing characteristics with typical-only rows, a thermal and current
protection section).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"


def hx2160(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="HX2160 DATASHEET (Rev. 1.07 / 2023-NOV-20)",
        header_right="",
        footer_left="HELIX MOTION CONTROL GmbH & Co. KG, Hamburg, Germany; www.helix-motion.de",
        footer_right="{page}",
        rule_color=(150, 150, 150),
        table_fill=(216, 226, 236),
        accent=(30, 60, 110),
        grid=True,
    )
    s = Sheet(style, "HX2160 Step/Dir Driver for Two-Phase Bipolar Stepper Motors")
    s.add_page()
    s.title_block(
        "HX2160 Datasheet",
        "Step/Dir Driver for Two-Phase Bipolar Stepper Motors up to 2A peak \u2013 QuietStep\u2122 "
        "chopper, UART configuration, full protection and diagnostics",
        "",
    )

    def left() -> None:
        s.heading("APPLICATIONS", 9.5)
        s.bullets(
            [
                "Compatible design upgrade",
                "3D printers",
                "Office and home automation",
                "Textile, sewing machines",
                "CCTV, security",
                "ATM, cash recycler",
                "POS",
                "Pumps and valves",
            ],
            7.6,
        )
        s.heading("FEATURES AND BENEFITS", 9.5)
        s.bullets(
            [
                "2-phase stepper motors up to 2A coil current (peak), 1.4A RMS",
                "STEP/DIR interface with 8, 16, 32 or 64 microstep pin setting",
                "Smooth running 256 microsteps by MicroPlyer interpolation",
                "QuietStep\u2122 for quiet motion and standstill",
                "Voltage range 4.75 \u2026 29V DC",
                "Low RDSon, LS 170m" + OHM + " & HS 170m" + OHM + " (typ. at 25" + DEG + ")",
                "Internal sense resistor option (no sense resistors required)",
                "Passive braking and freewheeling",
                "UART single wire interface, up to 4 drivers on one bus",
                "Full protection & diagnostics",
                "Compact QFN28 package, 5x5mm\u00b2",
            ],
            7.6,
        )

    def right() -> None:
        s.heading("DESCRIPTION", 9.5)
        s.para(
            "The HX2160 is an ultra-silent motor driver IC for two-phase stepper motors. Its pin "
            "setting allows stand-alone operation with STEP/DIR; advanced configuration via a "
            "single-wire UART interface gives access to current setting, chopper mode and "
            "diagnostics. The QuietStep\u2122 chopper provides noiseless operation, maximum "
            "efficiency and best motor torque.",
            7.6,
        )
        s.para(
            "Integrated power MOSFETs handle motor currents up to 1.4A RMS continuously. "
            "Protection features include short-to-GND, short-between-coils and overtemperature "
            "detection with a prewarning flag. An internal linear regulator generates the 5V "
            "supply for the digital core and the gate drivers from the motor supply VS.",
            7.6,
        )
        s.heading("BLOCK DIAGRAM (summary)", 9.5)
        s.para(
            "VS (4.75\u202629V) \u2192 5VOUT regulator \u2192 charge pump \u2192 two full "
            "bridges OA1/OA2, OB1/OB2;  VCC_IO (3.3V or 5V) \u2192 STEP, DIR, EN, MS1, MS2, PDN_UART, "
            "DIAG, INDEX;  BRA/BRB \u2192 sense resistors or GND (internal sensing);  VREF analog "
            "current scaling.",
            7.6,
        )

    s.side_by_side(left, right, 228, 16)
    s.heading("ORDER CODES", 9.5)
    s.table(
        [Col("Order code", 120), Col("Description", 260), Col("Size [mm\u00b2]", 119, "C")],
        [
            ["HX2160-LA", "Step/Dir driver with UART, QFN28 (RoHS)", "5 x 5"],
            ["HX2160-LA-T", "-T denotes tape on reel packing of devices", "5 x 5"],
            ["HX2160-BOB", "Breakout board for HX2160", "25.4 x 20.3"],
            ["HX2160-EVAL", "Evaluation board with USB interface", "85 x 55"],
        ],
        7.4,
    )

    # ---- page 2
    s.add_page()
    s.heading("1 Pin Assignments", 10.5)
    s.table(
        [Col("Pin", 110), Col("Number", 50, "C"), Col("Type", 40, "C"), Col("Function", 299)],
        [
            ["OB1, OB2", "1, 4", "", "Motor coil B outputs"],
            ["BRB", "2", "", "Sense resistor connection for coil B; GND for internal sensing"],
            [
                "VS",
                "3, 22",
                "",
                "Motor supply voltage; 100nF to GND near each pin plus 22" + MU + "F",
            ],
            ["GND", "5, 20, 28", "GND", "Ground (also the exposed die pad)"],
            ["VCC_IO", "6", "", "3.3V to 5V IO supply voltage for all digital pins"],
            ["MS1_AD0, MS2_AD1", "9, 10", "DI", "Microstep resolution / UART address bits 0 and 1"],
            ["DIAG", "11", "DO", "Diagnostics output, push-pull to VCC_IO, high active"],
            ["INDEX", "12", "DO", "Index pulse output, push-pull to VCC_IO"],
            ["PDN_UART", "14", "DIO", "Power down (input) and UART single-wire interface"],
            ["STEP, DIR", "16, 19", "DI", "STEP input and DIR input"],
            ["VREF", "17", "AI", "Analog reference for current scaling (0 to 2.5V)"],
            [
                "5VOUT",
                "21",
                "",
                "Output of the internal 5V regulator; 2.2" + MU + "F to 4.7" + MU + "F ceramic",
            ],
            ["OA1, OA2", "24, 27", "", "Motor coil A outputs"],
            ["EN", "8", "DI", "Enable input (low active); high disables the power stage"],
        ],
        7.1,
    )
    s.heading("2 Register Summary (UART)", 10.5)
    s.table(
        [
            Col("Address", 52, "C"),
            Col("Register", 90),
            Col("R/W", 40, "C"),
            Col("Bits", 40, "C"),
            Col("Description", 277),
        ],
        [
            ["0x00", "GCONF", "RW", "10", "Global configuration flags"],
            ["0x01", "GSTAT", "R+WC", "3", "Global status flags (reset, drv_err, uv_cp)"],
            ["0x06", "IOIN", "R", "10 + 8", "Pin states and version number (0x21)"],
            [
                "0x10",
                "IHOLD_IRUN",
                "W",
                "5 + 5 + 4",
                "Standstill current IHOLD (0\u202631), run current IRUN (0\u202631), IHOLDDELAY",
            ],
            ["0x12", "TPWMTHRS", "W", "20", "Upper velocity for QuietStep mode"],
            ["0x41", "SG_RESULT", "R", "10", "Load measurement result"],
            [
                "0x6C",
                "CHOPCONF",
                "RW",
                "32",
                "Chopper and driver configuration (TOFF 0\u202615, MRES)",
            ],
            [
                "0x6F",
                "DRV_STATUS",
                "R",
                "32",
                "Driver status: otpw, ot, s2ga, s2gb, ola, olb, stst",
            ],
            ["0x70", "PWMCONF", "RW", "22", "QuietStep PWM configuration (PWM_FREQ, PWM_GRAD)"],
        ],
        7.1,
    )
    s.para(
        "The UART datagram is 64 bits (write) or 32 bits (read request); the node address is "
        "0 to 3, set by MS1_AD0 and MS2_AD1. Baud rates from 9000 to 500000 baud are detected "
        "automatically from the sync nibble.",
        7.4,
    )

    # ---- page 3
    s.add_page()
    s.heading("3 Absolute Maximum Ratings", 10.5)
    s.para(
        "The maximum ratings may not be exceeded under any circumstances. Operating the circuit "
        "at or near more than one maximum rating at a time for extended periods shall be avoided "
        "by application design.",
        7.4,
    )
    s.table(
        [
            Col("Parameter", 250),
            Col("Symbol", 70, "C"),
            Col("Min", 50, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltage operating with inductive load", "V_{VS}", "-0.5", "29", "V"],
            ["Supply and bridge voltage max. (20ms transient)", "V_{VMAX}", "", "33", "V"],
            ["I/O supply voltage", "V_{VIO}", "-0.5", "6", "V"],
            ["Logic input voltage", "V_{I}", "-0.5", "V_{VIO}+0.5", "V"],
            [
                "Maximum current to/from digital pins and analog low voltage I/Os",
                "I_{IO}",
                "",
                PM + "10",
                "mA",
            ],
            ["5V regulator output current (internal + external load)", "I_{5VOUT}", "", "30", "mA"],
            ["Power bridge repetitive output current", "I_{OX}", "", "2.5", "A"],
            ["Junction temperature", "T_{J}", "-50", "150", DEG],
            ["Storage temperature", "T_{STG}", "-55", "150", DEG],
        ],
        7.1,
    )
    s.heading("4 Electrical Characteristics", 10.5)
    s.heading("4.1 Operational Range", 9)
    s.table(
        [
            Col("Parameter", 250),
            Col("Symbol", 70, "C"),
            Col("Min", 50, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Junction temperature", "T_{J}", "-40", "125", DEG],
            ["Supply voltage (using internal 5V regulator)", "V_{VS}", "4.75", "29", "V"],
            [
                "Supply voltage (internal 5V regulator bridged: VVS = V5VOUT)",
                "V_{VS}",
                "4.7",
                "5.4",
                "V",
            ],
            ["I/O supply voltage", "V_{VIO}", "3.00", "5.25", "V"],
            [
                "RMS motor coil current per coil (value for design guideline)",
                "I_{RMS}",
                "",
                "1.4",
                "A",
            ],
            [
                "Peak output current per motor coil output (sine wave peak)",
                "I_{OX}",
                "",
                "2.0",
                "A",
            ],
        ],
        7.1,
    )
    s.heading("4.2 DC and Timing Characteristics", 9)
    s.para(
        "DC characteristics contain the spread of values guaranteed within the specified supply "
        "voltage range unless otherwise specified. Typical values represent the average value of "
        "all parts measured at +25" + DEG + ". Temperature variation also causes stray to some "
        "values. A device with typical values will not leave Min/Max range within the full "
        "temperature range.",
        7.2,
    )
    dc = [
        Col("Parameter", 140),
        Col("Symbol", 55, "C"),
        Col("Conditions", 170),
        Col("Min", 34, "C"),
        Col("Typ", 34, "C"),
        Col("Max", 34, "C"),
        Col("Unit", 32, "C"),
    ]
    s.table(
        dc,
        [
            ["Power supply current"],
            ["Total supply current, driver disabled", "I_{VS}", "fCLK = 12MHz", "", "6", "8", "mA"],
            [
                "Total supply current, operating",
                "I_{VS}",
                "fCLK = 12MHz, 40kHz chopper,\nVVS = 24V, no load",
                "",
                "8",
                "",
                "mA",
            ],
            ["Supply current, standby", "I_{VS}", "PDN_UART high, motor off", "", "1.8", "3", "mA"],
            [
                "IO supply current",
                "I_{VIO}",
                "no load on outputs,\ninputs at VIO or GND",
                "",
                "15",
                "30",
                MU + "A",
            ],
            ["Motor driver section"],
            [
                "RDSon lowside MOSFET\nRDSon highside MOSFET",
                "R_{ONL}\nR_{ONH}",
                "measured at 100mA, 25" + DEG + "\nmeasured at 100mA, 25" + DEG,
                "",
                "0.17\n0.17",
                "0.22\n0.22",
                OHM + "\n" + OHM,
            ],
            [
                "RDSon at 150" + DEG + " (per MOSFET)",
                "R_{ON150}",
                "measured at 100mA, TJ = 150" + DEG,
                "",
                "0.29",
                "",
                OHM,
            ],
            ["Slope, MOSFET turning on/off", "t_{SLP}", "IOUT = 1A", "", "60", "", "ns"],
            ["Internal 5V regulator"],
            [
                "Output voltage",
                "V_{5VOUT}",
                "I5VOUT = 0mA\nI5VOUT = 10mA",
                "4.80\n4.75",
                "4.93\n4.9",
                "5.10\n5.05",
                "V\nV",
            ],
            ["Digital pins (VCC_IO = 3.3V or 5V)"],
            ["Input voltage low level", "V_{INLO}", "", "-0.3", "", "0.3 VVIO", "V"],
            ["Input voltage high level", "V_{INHI}", "", "0.7 VVIO", "", "VVIO+0.3", "V"],
            ["Input Schmitt trigger hysteresis", "V_{INHYST}", "", "", "0.12 VVIO", "", "V"],
            ["Output voltage low level", "V_{OUTLO}", "IOUTLO = 2mA", "", "", "0.2", "V"],
            ["Output voltage high level", "V_{OUTHI}", "IOUTHI = -2mA", "VVIO-0.2", "", "", "V"],
            ["STEP input frequency", "f_{STEP}", "fCLK = 12MHz, 50% duty", "", "", "6", "MHz"],
        ],
        7.0,
    )

    # ---- page 4
    s.add_page()
    s.heading("5 Thermal and Current Protection", 10.5)
    s.para(
        "The HX2160 integrates a two-level overtemperature detection, a short-to-GND and "
        "short-between-coils protection for each MOSFET and an undervoltage lockout of the "
        "charge pump. A fault disables the power stage; the corresponding flag is set in "
        "DRV_STATUS and the DIAG output goes high.",
        7.4,
    )
    s.table(
        dc,
        [
            ["Detector levels"],
            ["VVS undervoltage threshold", "V_{UV_VS}", "VVS rising", "3.5", "3.8", "4.1", "V"],
            [
                "Short to GND detector threshold",
                "I_{S2G}",
                "per output, 25" + DEG,
                "2.5",
                "3.3",
                "4.0",
                "A",
            ],
            [
                "Short detection delay",
                "t_{S2G}",
                "high side output clamped",
                "0.5",
                "1",
                "2",
                MU + "s",
            ],
            [
                "Overtemperature prewarning",
                "t_{OTPW}",
                "temperature rising",
                "100",
                "120",
                "140",
                DEG,
            ],
            [
                "Overtemperature shutdown",
                "t_{OT}",
                "temperature rising, OTSEL = 00\ntemperature rising, OTSEL = 01\n"
                "temperature rising, OTSEL = 10",
                "135\n\n",
                "143\n150\n157",
                "153\n\n",
                DEG + "\n" + DEG + "\n" + DEG,
            ],
            ["Overtemperature hysteresis", "t_{OTHYST}", "", "", "20", "", DEG],
        ],
        7.0,
    )
    s.para(
        "Current limit. The HX2160 does not limit the motor current by a fixed threshold; the "
        "chopper regulates the coil current to the value programmed with IRUN and VREF. The "
        "short detector switches the bridge off after three consecutive detections (about "
        "3.3A typ.); the driver then stays off until EN is cycled or VS drops below the "
        "undervoltage threshold.",
        7.4,
    )
    s.para(
        "Thermal design. Heat is removed through the exposed die pad into the board. With a "
        "4-layer board and 4cm\u00b2 of copper the HX2160 can drive 1.4A RMS per coil at 25"
        + DEG
        + " ambient. The temperature reached in an enclosure depends on airflow, copper "
        "area, motor current, chopper frequency and supply voltage and must be verified in the "
        "application; the overtemperature prewarning (otpw flag) can be used to reduce the "
        "motor current before shutdown.",
        7.4,
    )
    s.para(
        "Sense resistors. With external sense resistors RSENSE the RMS current is IRMS = "
        "(CS + 1) / 32 x VFS / (RSENSE + 20m" + OHM + ") x 1 / \u221a2 with VFS = 325mV; e.g. "
        "RSENSE = 110m" + OHM + " and CS = 31 give 1.77A peak. Do not set a current above the "
        "operational range of 1.4A RMS.",
        7.4,
    )
    s.figure(
        "Figure 5.1 Junction temperature rise vs. RMS coil current (4-layer board): about 75K at 1.4A",
        "RMS coil current (A)",
        "Temperature rise (K)",
        ["0", "0.35", "0.7", "1.05", "1.4"],
        ["0", "20", "40", "60", "80"],
        [("still air", [(0, 0.0), (0.25, 0.06), (0.5, 0.22), (0.75, 0.5), (1, 0.94)])],
        height=100,
    )
    s.heading("6 Revision History", 10.5)
    s.table(
        [
            Col("Version", 60, "C"),
            Col("Date", 90, "C"),
            Col("Author", 60, "C"),
            Col("Description", 289),
        ],
        [
            ["1.00", "2022-MAR-02", "BD", "First release"],
            ["1.05", "2023-FEB-14", "BD", "Short detector thresholds updated"],
            ["1.07", "2023-NOV-20", "TK", "Thermal design note, Figure 5.1 added"],
        ],
        7.1,
    )
    return save(s, out / "hx2160.pdf")
