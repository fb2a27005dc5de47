"""Hold-out 8 datasheet: an Exar/MaxLinear-style RS-485 transceiver family whose
switching table has one column group per version.
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
LE = "\u2264"


# ------------------------------------------- Exar-style RS-485 transceivers
def lx307x(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="LX3072E/LX3075E/LX3078E",
        header_right="+5V, \u00b115kV ESD-Protected RS-485/RS-422 Transceivers",
        footer_left="Lumenor Linear Corp.   \u2022   LX307xE Rev. 1.3.0   \u2022   www.lumenor-linear.com",
        footer_right="{page}",
        rule_color=(0, 0, 0),
        table_fill=(225, 225, 225),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "LX3072E/LX3075E/LX3078E RS-485/RS-422 Transceivers")
    s.add_page()
    s.title_block(
        "LX3072E/LX3075E/LX3078E",
        "+5V, \u00b115kV ESD-Protected, Fail-Safe, Slew-Rate-Limited RS-485/RS-422 Transceivers",
        "Lumenor Linear Corp.  \u2014  Interface Products",
        size=18,
    )

    def left() -> None:
        s.heading("GENERAL DESCRIPTION", 9.5, rule=True)
        s.para(
            "The LX3072E, LX3075E and LX3078E are +5V, half-duplex transceivers for RS-485 and "
            "RS-422 communication. Each part contains one driver and one receiver. The receivers "
            "feature true fail-safe circuitry, which guarantees a logic-high receiver output when "
            "the receiver inputs are open or shorted, or when they are connected to a terminated "
            "transmission line with all drivers disabled.",
            7.6,
        )
        s.para(
            "The LX3072E features reduced slew-rate drivers that minimize EMI and reduce "
            "reflections caused by improperly terminated cables, allowing error-free data "
            "transmission up to 250kbps. The LX3075E offers a higher driver slew rate, allowing "
            "data rates up to 2.5Mbps, while the LX3078E driver slew rates are not limited, "
            "making transmit speeds up to 16Mbps possible.",
            7.6,
        )
        s.para(
            "The LX3072E and LX3075E have a 1/8-unit-load receiver input impedance, allowing up "
            "to 256 transceivers on the bus; the LX3078E has a 1/4-unit-load input (up to 128 "
            "transceivers). Driver outputs are short-circuit current limited and protected "
            "against excessive power dissipation by thermal shutdown circuitry.",
            7.6,
        )

    def right() -> None:
        s.heading("FEATURES", 9.5, rule=True)
        s.bullets(
            [
                "+5V Single Supply Operation (4.75V to 5.25V)",
                "\u00b115kV ESD Protection on Bus Pins (Human Body Model)",
                "True Fail-Safe Receiver Inputs",
                "Slew-Rate Selection by Part: 250kbps / 2.5Mbps / 16Mbps",
                "Allow Up to 256 Transceivers on the Bus (LX3072E, LX3075E)",
                "Low-Current Shutdown Mode: 1\u00b5A (typ)",
                "-7V to +12V Common-Mode Input Voltage Range",
                "Current Limiting and Thermal Shutdown",
                "Industry-Standard 8-Pin SO and DIP Pinout",
            ],
            7.6,
            "\u25a0",
        )
        s.heading("APPLICATIONS", 9.5, rule=True)
        s.bullets(
            [
                "Industrial control networks",
                "HVAC and building automation",
                "Energy meters",
                "Security systems",
            ],
            7.6,
            "\u25a0",
        )

    s.side_by_side(left, right, 258, 14)
    s.heading("SELECTION TABLE", 9.5, rule=True)
    s.table(
        [
            Col("PARAMETER", 169),
            Col("LX3072E", 110, "C"),
            Col("LX3075E", 110, "C"),
            Col("LX3078E", 110, "C"),
        ],
        [
            ["Guaranteed data rate (Mbps)", "0.25", "2.5", "16"],
            ["Slew-rate limited", "Yes", "Yes", "No"],
            ["Receiver input (unit load)", "1/8", "1/8", "1/4"],
            ["Transceivers on bus", "256", "256", "128"],
            ["Supply current, no load (\u00b5A typ)", "430", "430", "520"],
        ],
        7.4,
    )
    s.heading("ORDERING INFORMATION", 9.5, rule=True)
    s.table(
        [
            Col("PART", 110),
            Col("TEMP. RANGE", 140, "C"),
            Col("PIN-PACKAGE", 120, "C"),
            Col("DATA RATE", 129, "C"),
        ],
        [
            ["LX3072ECSA", "0\u00b0C to +70\u00b0C", "8 SO", "250kbps"],
            ["LX3072EESA", "-40\u00b0C to +85\u00b0C", "8 SO", "250kbps"],
            ["LX3075ECSA", "0\u00b0C to +70\u00b0C", "8 SO", "2.5Mbps"],
            ["LX3075EESA", "-40\u00b0C to +85\u00b0C", "8 SO", "2.5Mbps"],
            ["LX3078ECPA", "0\u00b0C to +70\u00b0C", "8 Plastic DIP", "16Mbps"],
            ["LX3078EESA", "-40\u00b0C to +85\u00b0C", "8 SO", "16Mbps"],
        ],
        7.3,
    )
    s.heading("PIN DESCRIPTION", 9.5, rule=True)
    s.table(
        [Col("PIN", 40, "C"), Col("NAME", 50, "C"), Col("FUNCTION", 409)],
        [
            ["1", "RO", "Receiver Output. RO is high if A - B > -50mV and low if A - B < -200mV."],
            [
                "2",
                "RE",
                "Receiver Output Enable. Drive low to enable RO; high puts RO in high impedance.",
            ],
            ["3", "DE", "Driver Output Enable. Drive high to enable the driver outputs."],
            ["4", "DI", "Driver Input. DI low forces Y (A) low and Z (B) high."],
            ["5", "GND", "Ground"],
            ["6", "A", "Noninverting Receiver Input and Driver Output"],
            ["7", "B", "Inverting Receiver Input and Driver Output"],
            ["8", "VCC", "Positive Supply. Bypass to GND with a 0.1\u00b5F capacitor."],
        ],
        7.2,
    )

    # ---- page 2
    s.add_page()
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5, rule=True)

    def abs_left() -> None:
        s.lines(
            [
                "Supply Voltage (VCC)  +7V",
                "Control Input Voltage (RE, DE)  -0.3V to (VCC + 0.3V)",
                "Driver Input Voltage (DI)  -0.3V to (VCC + 0.3V)",
                "Driver Output Voltage (A, B)  -7.5V to +12.5V",
                "Receiver Input Voltage (A, B)  -7.5V to +12.5V",
                "Receiver Output Voltage (RO)  -0.3V to (VCC + 0.3V)",
            ],
            7.6,
            3.2,
        )

    def abs_right() -> None:
        s.lines(
            [
                "Continuous Power Dissipation (TA = +70\u00b0C)",
                "   8-Pin SO (derate 5.88mW/\u00b0C above +70\u00b0C)  471mW",
                "Operating Temperature Ranges",
                "   LX307_EC_A  0\u00b0C to +70\u00b0C",
                "   LX307_EE_A  -40\u00b0C to +85\u00b0C",
                "Storage Temperature Range  -65\u00b0C to +150\u00b0C",
            ],
            7.6,
            3.2,
        )

    s.side_by_side(abs_left, abs_right, 240, 14)
    s.para(
        "Stresses beyond those listed under \u201cAbsolute Maximum Ratings\u201d may cause "
        "permanent damage to the device. These are stress ratings only.",
        6.9,
    )
    s.heading("DC ELECTRICAL CHARACTERISTICS", 9.5, rule=True)
    s.para(
        "(VCC = +5V \u00b15%, TA = TMIN to TMAX, unless otherwise noted. Typical values are at "
        "VCC = +5V and TA = +25\u00b0C.) (Note 1)",
        7.4,
    )
    dc = [
        Col("PARAMETER", 126),
        Col("SYMBOL", 50, "C"),
        Col("CONDITIONS", 165),
        Col("MIN", 38, "C"),
        Col("TYP", 38, "C"),
        Col("MAX", 40, "C"),
        Col("UNITS", 42, "C"),
    ]
    s.table(
        dc,
        [
            ["DRIVER"],
            [
                "Differential Driver Output",
                "V_{OD}",
                "RL = 100\u03a9 (RS-422), Figure 1\nRL = 54\u03a9 (RS-485), Figure 1\nNo load",
                "2.0\n1.5\n",
                "",
                "\n5.0\nVCC",
                "V\nV\nV",
            ],
            [
                "Driver Common-Mode\nOutput Voltage",
                "V_{OC}",
                "RL = 100\u03a9 or 54\u03a9, Figure 1",
                "",
                "",
                "3",
                "V",
            ],
            ["Input High Voltage", "V_{IH}", "DE, DI, RE", "2.0", "", "", "V"],
            ["Input Low Voltage", "V_{IL}", "DE, DI, RE", "", "", "0.8", "V"],
            ["Input Current", "I_{IN1}", "DE, DI, RE", "", "", "\u00b11", "\u00b5A"],
            [
                "Driver Short-Circuit\nOutput Current (Note 2)",
                "I_{OSD}",
                "-7V \u2264 VOUT \u2264 +12V",
                "",
                "",
                "\u00b1250",
                "mA",
            ],
            ["RECEIVER"],
            [
                "Receiver Differential\nThreshold Voltage",
                "V_{TH}",
                "-7V \u2264 VCM \u2264 +12V",
                "-200",
                "-125",
                "-50",
                "mV",
            ],
            ["Receiver Input Hysteresis", "\u0394V_{TH}", "", "", "25", "", "mV"],
            [
                "Receiver Output High Voltage",
                "V_{OH}",
                "IO = -4mA, VID = -50mV",
                "VCC - 1.5",
                "",
                "",
                "V",
            ],
            ["Receiver Output Low Voltage", "V_{OL}", "IO = 4mA, VID = -200mV", "", "", "0.4", "V"],
            [
                "Receiver Input Resistance",
                "R_{IN}",
                "-7V \u2264 VCM \u2264 +12V, LX3072E/LX3075E\n-7V \u2264 VCM \u2264 +12V, LX3078E",
                "96\n48",
                "",
                "",
                "k\u03a9\nk\u03a9",
            ],
            ["SUPPLY CURRENT"],
            [
                "Supply Current",
                "I_{CC}",
                "No load, DE = VCC, RE = 0, LX3072E/75E\nNo load, DE = VCC, RE = 0, LX3078E\n"
                "No load, DE = 0, RE = 0",
                "",
                "430\n520\n375",
                "900\n1000\n600",
                "\u00b5A\n\u00b5A\n\u00b5A",
            ],
            [
                "Supply Current in Shutdown",
                "I_{SHDN}",
                "DE = 0, RE = VCC",
                "",
                "1",
                "10",
                "\u00b5A",
            ],
        ],
        7.1,
    )
    s.para(
        "Note 1: All currents into the device are positive; all currents out of the device are "
        "negative.  Note 2: Maximum current level applies to peak current just prior to foldback "
        "current limiting. The thermal shutdown circuit forces the driver outputs into high "
        "impedance when the die temperature exceeds +160\u00b0C (typ).",
        6.9,
    )

    # ---- page 3
    s.add_page()
    s.heading("SWITCHING CHARACTERISTICS", 9.5, rule=True)
    s.para(
        "(VCC = +5V \u00b15%, TA = TMIN to TMAX, unless otherwise noted. Typical values are at "
        "VCC = +5V and TA = +25\u00b0C.)",
        7.4,
    )
    sw = [
        Col("PARAMETER", 92),
        Col("SYMBOL", 42, "C"),
        Col("CONDITIONS", 77),
        Col("MIN", 27, "C"),
        Col("TYP", 27, "C"),
        Col("MAX", 28, "C"),
        Col("MIN", 27, "C"),
        Col("TYP", 27, "C"),
        Col("MAX", 28, "C"),
        Col("MIN", 27, "C"),
        Col("TYP", 27, "C"),
        Col("MAX", 28, "C"),
        Col("UNITS", 40, "C"),
    ]
    s.table(
        sw,
        [
            [
                "Maximum Data Rate",
                "f_{MAX}",
                "",
                "250",
                "",
                "",
                "2500",
                "",
                "",
                "16000",
                "",
                "",
                "kbps",
            ],
            [
                "Driver Propagation\nDelay",
                "t_{DPLH}\nt_{DPHL}",
                "RL = 54\u03a9,\nCL = 50pF",
                "250\n250",
                "720\n720",
                "1000\n1000",
                "25\n25",
                "45\n45",
                "70\n70",
                "",
                "25\n25",
                "50\n50",
                "ns\nns",
            ],
            [
                "Driver Rise or\nFall Time",
                "t_{DR}, t_{DF}",
                "RL = 54\u03a9,\nCL = 50pF",
                "200",
                "530",
                "900",
                "15",
                "35",
                "60",
                "",
                "8",
                "15",
                "ns",
            ],
            [
                "Driver Enable to\nOutput High",
                "t_{DZH}",
                "Figure 3",
                "",
                "",
                "2500",
                "",
                "",
                "500",
                "",
                "",
                "90",
                "ns",
            ],
            [
                "Receiver Propagation\nDelay",
                "t_{RPLH}\nt_{RPHL}",
                "CL = 15pF",
                "",
                "75\n75",
                "150\n150",
                "",
                "75\n75",
                "150\n150",
                "",
                "50\n50",
                "80\n80",
                "ns\nns",
            ],
            [
                "Time to Shutdown",
                "t_{SHDN}",
                "",
                "50",
                "200",
                "600",
                "50",
                "200",
                "600",
                "50",
                "200",
                "600",
                "ns",
            ],
        ],
        6.9,
        head_rows=[["", "", "", "LX3072E", "<", "<", "LX3075E", "<", "<", "LX3078E", "<", "<", ""]],
    )
    s.heading("DETAILED DESCRIPTION", 9.5, rule=True)
    s.para(
        "Fail-Safe. The receiver threshold is fixed between -50mV and -200mV. If the differential "
        "receiver input voltage (A - B) is greater than or equal to -50mV, RO is logic high. In the "
        "case of a terminated bus with all transmitters disabled, the receiver\u2019s differential "
        "input voltage is pulled to 0V by the termination; the receiver output is then high.",
        7.6,
    )
    s.para(
        "Logic Levels. The DI, DE and RE inputs have TTL-compatible thresholds (2.0V / 0.8V) and "
        "can be driven directly by 3.3V or 5V logic. The receiver output RO is a CMOS push-pull "
        "output referred to VCC: its high level reaches VCC (5V); a 3.3V microcontroller input "
        "that is not 5V tolerant needs a level translator or a resistive divider.",
        7.6,
    )
    s.para(
        "Driver Output Protection. Two mechanisms prevent excessive output current and power "
        "dissipation caused by faults or by bus contention. A foldback current limit on the "
        "output stage provides immediate protection against short circuits over the whole "
        "common-mode voltage range (see Typical Operating Characteristics). In addition, a "
        "thermal shutdown circuit forces the driver outputs into a high-impedance state if the "
        "die temperature becomes excessive.",
        7.6,
    )
    s.para(
        "Line Length. The RS-485/RS-422 standard covers line lengths up to 4000 feet. At 250kbps "
        "the LX3072E can use the full length; the LX3078E at 16Mbps is limited to about 50 feet of "
        "twisted pair with 120\u03a9 terminations at both ends.",
        7.6,
    )
    s.heading("REVISION HISTORY", 9.5, rule=True)
    revision_table(
        s,
        [
            ["06/2021", "1.0.0", "Initial release"],
            ["03/2023", "1.3.0", "LX3078E unit load corrected to 1/4; switching table reformatted"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "lx307x.pdf")
