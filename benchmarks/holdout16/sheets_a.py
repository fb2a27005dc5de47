"""Hold-out 16 datasheets: analog and audio parts.

A Microchip-style photoelectric smoke detector IC (numbered DC table with a
header sentence, one column per version, a low-battery row without a name),
a TI-style rail-to-rail op amp family (VS = 5 V table continued on page 2, a
look-alike VS = 1.8 V table), a Wolfson-style audio codec (core vs buffer
supplies in overlapping abs max / recommended tables, typical-only power
table with units in the head, register map) and an NXP-style shunt voltage
reference (symbol-first tables, one unnamed row per version).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"


# ------------------------------------------------ smoke detector IC (US, Microchip-like)
def ksd4120(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KSD4120/4121",
        header_right="",
        footer_left="\u00a9 2023 Brantley Semiconductor Inc.",
        footer_right="DS20006142B-page {page}",
        rule_color=(0, 70, 140),
        table_fill=(210, 225, 240),
        accent=(0, 70, 140),
    )
    s = Sheet(style, "KSD4120/4121 photoelectric smoke detector IC")
    s.add_page()
    s.title_block(
        "KSD4120/4121",
        "Low-Power CMOS Photoelectric Smoke Detector ASIC with Interconnect and Horn Driver",
        size=20,
    )

    def feat() -> None:
        s.heading("Features:", 9)
        s.bullets(
            [
                "Operating Voltage Range: 6V to 12V",
                "Average Standby Current: 5 " + MU + "A (typical)",
                "IRED Pulse Current Adjustable from 50 mA to 200 mA",
                "Interconnect Up to 40 Detectors",
                "Built-in Low-Battery Detection with Chirp",
                "Temporal (KSD4120) or Continuous (KSD4121) Horn Pattern",
                "Push-to-Test with Sensitivity Check",
                "Available in 16-Lead PDIP and SOIC Packages",
            ],
            8,
        )

    def desc() -> None:
        s.heading("Description:", 9)
        s.para(
            "The KSD4120/4121 are low-power CMOS photoelectric smoke detector ICs. With "
            "an infrared emitter diode (IRED), a photodiode and a few external components "
            "they form a complete battery-powered smoke alarm. The IRED is pulsed once "
            "every sampling period; when smoke is detected on consecutive samples the horn "
            "driver and the IO interconnect are activated. A low-battery condition is "
            "checked every 43 seconds.",
            8,
        )
        s.para(
            "The sound pressure level depends on the piezoelectric horn element and its "
            "resonant housing and is not specified in this data sheet.",
            8,
        )

    s.side_by_side(feat, desc, 235)
    s.heading("Device Selection Table", 10, rule=True)
    s.table(
        [Col("Feature", 200), Col("KSD4120", 150, "C"), Col("KSD4121", 149, "C")],
        [
            ["Horn pattern", "Temporal (ANSI S3.41)", "Continuous"],
            ["Low-battery trip point (typical)", "7.2 V", "6.9 V"],
            ["Standby sampling period", "10 s", "8 s"],
            ["Hush (alarm silence) feature", "Yes", "No"],
        ],
        8,
    )
    s.heading("Pin Description", 10, rule=True)
    s.table(
        [Col("Pin No.", 50, "C"), Col("Symbol", 70), Col("Function", 379)],
        [
            ["1", "C1", "Capacitor for photo amplifier gain (typ. 0.047 " + MU + "F)"],
            ["2", "C2", "Capacitor for photo amplifier reference (typ. 0.1 " + MU + "F)"],
            ["3", "DETECT", "Photodiode input"],
            ["5", "TEST", "Push-to-test input, internal pull-down"],
            ["7", "IO", "Bidirectional interconnect; up to 40 units on one wire"],
            ["8", "VSS", "Ground"],
            ["10", "HORNB", "Horn drive output (brass electrode)"],
            ["11", "HORNS", "Horn drive output (silver electrode)"],
            ["12", "LED", "Visible LED driver, open drain"],
            ["14", "IRED", "Infrared emitter drive; current set by RIRED"],
            ["16", "VDD", "Positive supply"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("1.0 ELECTRICAL CHARACTERISTICS", 10, rule=True)
    s.heading("Absolute Maximum Ratings \u2020", 9)
    s.leaders(
        [
            ("Supply Voltage, VDD", "15V"),
            ("Input Voltage Range (TEST, DETECT, IO)", "-0.3V to VDD + 0.3V"),
            ("IO Input Current", "10 mA"),
            ("Operating Temperature", "-10" + DEG + " to +60" + DEG),
            ("Storage Temperature", "-55" + DEG + " to +125" + DEG),
        ],
        8,
    )
    s.para(
        "\u2020 Notice: Stresses above those listed under \u201cAbsolute Maximum Ratings\u201d "
        "may cause permanent damage to the device.",
        7,
    )
    s.caption("DC CHARACTERISTICS")
    s.para(
        "Electrical Characteristics: Unless otherwise indicated, all parameters apply at "
        "TA = -10" + DEG + " to +60" + DEG + ", VDD = 9V, VSS = 0V. Typical values are at "
        "TA = 25" + DEG + ".",
        8,
    )
    s.table(
        [
            Col("Param.\nNo.", 36, "C"),
            Col("Sym.", 40),
            Col("Characteristic", 120),
            Col("Min.", 34, "C"),
            Col("Typ.", 34, "C"),
            Col("Max.", 34, "C"),
            Col("Units", 34, "C"),
            Col("Conditions", 167),
        ],
        [
            ["D1", "VDD", "Supply Voltage", "6.0", "\u2014", "12.0", "V", "Operational"],
            [
                "D2",
                "IDD1",
                "Standby Supply\nCurrent",
                "\u2014",
                "5.0",
                "8.0",
                MU + "A",
                "No alarm, LED off, IRED\nsampling averaged",
            ],
            [
                "D3",
                "IDD2",
                "Alarm Supply Current",
                "\u2014",
                "4.5",
                "7.0",
                "mA",
                "Horn and IO active, no load",
            ],
            ["D4", "VIH", "Input High Voltage\n(TEST, IO)", "3.2", "\u2014", "\u2014", "V", ""],
            ["D5", "VIL", "Input Low Voltage\n(TEST, IO)", "\u2014", "\u2014", "1.5", "V", ""],
            [
                "D6",
                "VOH",
                "IO Output High\nVoltage",
                "7.0",
                "\u2014",
                "\u2014",
                "V",
                "Alarm, IOH = -4 mA",
            ],
            ["D7", "VLB", "Low-Battery Trip\nVoltage", "7.0", "7.2", "7.4", "V", "KSD4120"],
            ["", "", "", "6.7", "6.9", "7.1", "V", "KSD4121"],
            [
                "D8",
                "IIRED",
                "IRED Pulse Current",
                "50",
                "\u2014",
                "200",
                "mA",
                "Set by RIRED, pulse 100 " + MU + "s",
            ],
            [
                "D9",
                "IOL",
                "LED Output Sink\nCurrent",
                "10",
                "\u2014",
                "\u2014",
                "mA",
                "VOUT = 1 V",
            ],
        ],
        7.5,
    )
    s.caption("AC CHARACTERISTICS")
    s.table(
        [
            Col("Param.\nNo.", 36, "C"),
            Col("Sym.", 40),
            Col("Characteristic", 120),
            Col("Min.", 34, "C"),
            Col("Typ.", 34, "C"),
            Col("Max.", 34, "C"),
            Col("Units", 34, "C"),
            Col("Conditions", 167),
        ],
        [
            ["A1", "fHORN", "Horn Frequency", "2.9", "3.2", "3.5", "kHz", "Set by feedback"],
            ["A2", "tPER", "Standby Period", "\u2014", "10", "\u2014", "s", "KSD4120"],
            ["", "", "", "\u2014", "8", "\u2014", "s", "KSD4121"],
            ["A3", "tLB", "Low-Battery Check\nInterval", "\u2014", "43", "\u2014", "s", ""],
        ],
        7.5,
    )
    s.para(
        "Note: Parameters with only a typical value are characterized but not tested. The "
        "KSD4120/4121 do not define a smoke sensitivity limit; sensitivity is set during "
        "final calibration of the detector assembly.",
        7.5,
    )
    revision_table(
        s,
        [["09/2021", "A", "Original release"], ["03/2023", "B", "Added KSD4121 version"]],
        (70, 60, 369),
    )
    return save(s, out / "ksd4120.pdf")


# ------------------------------------------------ op amp family (US, TI-like)
def _kop_ec(s: Sheet, rows: list[list[str]]) -> None:
    s.table(
        [
            Col("PARAMETER", 130),
            Col("TEST CONDITIONS", 160),
            Col("MIN", 45, "C"),
            Col("TYP", 45, "C"),
            Col("MAX", 45, "C"),
            Col("UNIT", 74, "C"),
        ],
        rows,
        7.5,
    )


def kop233x(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KOP2331, KOP2332, KOP2334",
        header_right="SBOS918C \u2013 MAY 2021 \u2013 REVISED AUGUST 2023",
        footer_left="Tamarack Analog Devices Inc.",
        footer_right="{page}",
        rule_color=(170, 0, 0),
        table_fill=None,
        accent=(170, 0, 0),
    )
    s = Sheet(style, "KOP233x low-power rail-to-rail op amps")
    s.add_page()
    s.title_block(
        "KOP233x",
        "KOP233x Low-Power, 1-MHz, Rail-to-Rail Input and Output Operational Amplifiers",
        size=20,
    )

    def feat() -> None:
        s.heading("1 Features", 9)
        s.bullets(
            [
                "Rail-to-rail input and output",
                "Low quiescent current: 60 " + MU + "A per channel (typ)",
                "Gain bandwidth: 1 MHz",
                "Low input bias current: " + PM + "1 pA",
                "Supply range: 1.8 V to 5.5 V",
                "Unity-gain stable",
                "Specified temperature range: -40" + DEG + " to 125" + DEG,
            ],
            8,
        )
        s.heading("2 Applications", 9)
        s.bullets(
            ["Sensor signal conditioning", "Battery-powered instruments", "Active filters"], 8
        )

    def desc() -> None:
        s.heading("3 Description", 9)
        s.para(
            "The KOP233x family (KOP2331 single, KOP2332 dual, KOP2334 quad) are low-power "
            "CMOS operational amplifiers with rail-to-rail input and output swing. They are "
            "optimized for low-voltage, battery-powered systems and operate from a single "
            "supply as low as 1.8 V. The quiescent current is specified per channel; a "
            "KOP2334 draws four times the value in the tables.",
            8,
        )
        s.table(
            [Col("PART NUMBER", 80), Col("PACKAGE", 70), Col("BODY SIZE (NOM)", 99)],
            [
                ["KOP2331", "SOT-23 (5)", "2.90 mm \u00d7 1.60 mm"],
                ["KOP2332", "VSSOP (8)", "3.00 mm \u00d7 3.00 mm"],
                ["KOP2334", "TSSOP (14)", "5.00 mm \u00d7 4.40 mm"],
            ],
            7.5,
        )

    s.side_by_side(feat, desc, 240)
    s.heading("6 Specifications", 11, rule=True)
    s.heading("6.1 Absolute Maximum Ratings", 9)
    s.para("over operating free-air temperature range (unless otherwise noted) (1)", 7.5)
    s.table(
        [
            Col("", 110),
            Col("", 150),
            Col("MIN", 60, "C"),
            Col("MAX", 60, "C"),
            Col("UNIT", 119, "C"),
        ],
        [
            ["Supply voltage", "VS = (V+) \u2013 (V\u2013)", "", "6", "V"],
            ["Signal input pins", "Voltage", "(V\u2013) \u2013 0.5", "(V+) + 0.5", "V"],
            ["", "Current", "\u201310", "10", "mA"],
            ["Output short-circuit (2)", "", "Continuous", "", ""],
            ["Temperature", "Operating, TA", "\u201355", "150", DEG],
            ["", "Storage, Tstg", "\u201365", "150", DEG],
        ],
        7.5,
    )
    s.heading("6.3 Recommended Operating Conditions", 9)
    s.table(
        [
            Col("", 110),
            Col("", 150),
            Col("MIN", 45, "C"),
            Col("NOM", 45, "C"),
            Col("MAX", 45, "C"),
            Col("UNIT", 104, "C"),
        ],
        [
            ["VS", "Supply voltage", "1.8", "", "5.5", "V"],
            ["TA", "Specified temperature", "\u201340", "", "125", DEG],
        ],
        7.5,
    )
    s.heading("6.5 Electrical Characteristics: VS = 5 V", 9)
    s.para(
        "at TA = 25" + DEG + ", VS = 5 V, RL = 10 k" + OHM + " connected to VS / 2, "
        "VCM = VS / 2 (unless otherwise noted)",
        7.5,
    )
    _kop_ec(
        s,
        [
            ["OFFSET VOLTAGE"],
            ["Input offset voltage", "", "", PM + "0.5", PM + "2.5", "mV"],
            ["INPUT BIAS CURRENT"],
            ["Input bias current", "", "", PM + "1", PM + "10", "pA"],
            ["INPUT VOLTAGE RANGE"],
            [
                "Common-mode voltage\nrange",
                "",
                "(V\u2013) \u2013 0.1",
                "",
                "(V+) + 0.1",
                "V",
            ],
        ],
    )
    s.para(
        "(1) Stresses beyond those listed under Absolute Maximum Ratings may cause permanent "
        "damage to the device. (2) Short-circuit to VS / 2, one amplifier per package.",
        7,
    )
    s.add_page()
    s.heading("6.5 Electrical Characteristics: VS = 5 V (continued)", 9)
    _kop_ec(
        s,
        [
            ["OUTPUT"],
            ["Voltage output swing\nfrom supply rails", "RL = 10 k" + OHM, "", "10", "20", "mV"],
            ["Short-circuit current", "", "", PM + "50", "", "mA"],
            ["FREQUENCY RESPONSE"],
            ["Gain bandwidth product", "", "", "1", "", "MHz"],
            ["Slew rate", "G = +1", "", "0.5", "", "V/" + MU + "s"],
            ["POWER SUPPLY"],
            ["Quiescent current per\namplifier", "IO = 0 A", "", "60", "85", MU + "A"],
            ["", "IO = 0 A, TA = \u201340" + DEG + " to 125" + DEG, "", "", "110", MU + "A"],
        ],
    )
    s.heading("6.6 Electrical Characteristics: VS = 1.8 V", 9)
    s.para(
        "at TA = 25" + DEG + ", VS = 1.8 V, RL = 10 k" + OHM + " connected to VS / 2, "
        "VCM = VS / 2 (unless otherwise noted)",
        7.5,
    )
    _kop_ec(
        s,
        [
            ["Input offset voltage", "", "", PM + "0.6", PM + "3", "mV"],
            ["Voltage output swing\nfrom supply rails", "RL = 10 k" + OHM, "", "8", "15", "mV"],
            ["Short-circuit current", "", "", PM + "8", "", "mA"],
            ["Gain bandwidth product", "", "", "0.9", "", "MHz"],
            ["Quiescent current per\namplifier", "IO = 0 A", "", "50", "75", MU + "A"],
        ],
    )
    s.heading("7 Application Information", 9)
    s.para(
        "The KOP233x is unity-gain stable. Stability with large capacitive loads and the "
        "input voltage noise are not specified; evaluate the circuit on the bench. A "
        "series resistor of 10 " + OHM + " to 100 " + OHM + " at the output is a common "
        "remedy for ringing.",
        8,
    )
    revision_table(
        s,
        [
            ["May 2021", "*", "Initial release"],
            ["August 2023", "C", "Added VS = 1.8 V table; changed quiescent current max"],
        ],
        (70, 60, 369),
    )
    return save(s, out / "kop233x.pdf")


# ------------------------------------------------ audio codec (UK, Wolfson-like)
def kac8731(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Production Data",
        header_right="KAC8731",
        footer_left="PD, Rev 4.2, March 2022",
        footer_right="{page}",
        rule_color=(0, 110, 70),
        table_fill=(215, 235, 225),
        accent=(0, 110, 70),
    )
    s = Sheet(style, "KAC8731 portable stereo audio codec")
    s.add_page()
    s.title_block(
        "KAC8731",
        "Portable Internet Audio CODEC with Headphone Driver and Programmable Sample Rates",
        size=20,
    )

    def desc() -> None:
        s.heading("DESCRIPTION", 9)
        s.para(
            "The KAC8731 is a low power stereo CODEC with an integrated headphone driver. "
            "Stereo line and mono microphone level audio inputs are provided, along with "
            "a mute function, programmable line level volume control and a bias voltage "
            "output suitable for an electret type microphone. The device is controlled "
            "via a 2 or 3-wire serial interface.",
            7.8,
        )
        s.para(
            "Stereo 24-bit multi-bit sigma delta ADCs and DACs are used with oversampling "
            "digital interpolation and decimation filters. Digital audio input word "
            "lengths from 16-32 bits and sampling rates from 8 kHz to 96 kHz are supported.",
            7.8,
        )

    def feat() -> None:
        s.heading("FEATURES", 9)
        s.bullets(
            [
                "Audio Performance",
                "  DAC SNR 98 dB ('A' weighted @ 48 kHz)",
                "  ADC SNR 90 dB ('A' weighted @ 48 kHz)",
                "Headphone driver: 30 mW output power into 32 " + OHM + " @ 3.3 V",
                "Low Power: 18 mW playback @ 1.8 V",
                "1.8 V to 3.6 V analogue supplies",
                "ADC and DAC sampling frequency: 8 kHz \u2013 96 kHz",
                "2- or 3-wire MPU serial control interface",
                "28-lead 5x5 mm QFN package",
            ],
            7.8,
        )

    s.side_by_side(desc, feat, 250)
    s.heading("ORDERING INFORMATION", 9, rule=True)
    s.table(
        [
            Col("DEVICE", 110),
            Col("TEMPERATURE\nRANGE", 90, "C"),
            Col("PACKAGE", 150),
            Col("MOISTURE\nSENSITIVITY LEVEL", 90, "C"),
            Col("PEAK\nSOLDERING", 59, "C"),
        ],
        [
            [
                "KAC8731SEFL",
                "-25 to +85" + DEG,
                "28-lead QFN (5x5 mm) Pb-free",
                "MSL3",
                "260" + DEG,
            ],
            [
                "KAC8731SEFL/R",
                "-25 to +85" + DEG,
                "28-lead QFN, tape and reel",
                "MSL3",
                "260" + DEG,
            ],
        ],
        7.5,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9, rule=True)
    s.table(
        [Col("CONDITION", 280), Col("MIN", 100, "C"), Col("MAX", 119, "C")],
        [
            ["Digital core supply voltage, DCVDD", "-0.3 V", "+2.5 V"],
            ["Digital buffer supply voltage, DBVDD", "-0.3 V", "+4.5 V"],
            ["Analogue supply voltages, AVDD, HPVDD", "-0.3 V", "+4.5 V"],
            ["Voltage range digital inputs", "DGND -0.3 V", "DBVDD +0.3 V"],
            ["Operating temperature range, TA", "-25" + DEG, "+85" + DEG],
            ["Storage temperature", "-65" + DEG, "+150" + DEG],
        ],
        7.5,
    )
    s.heading("RECOMMENDED OPERATING CONDITIONS", 9, rule=True)
    s.table(
        [
            Col("PARAMETER", 200),
            Col("SYMBOL", 80, "C"),
            Col("MIN", 50, "C"),
            Col("TYP", 50, "C"),
            Col("MAX", 50, "C"),
            Col("UNIT", 69, "C"),
        ],
        [
            ["Digital core supply range", "DCVDD", "1.42", "1.5", "2.0", "V"],
            ["Digital buffer supply range", "DBVDD", "1.8", "3.3", "3.6", "V"],
            ["Analogue supplies range", "AVDD, HPVDD", "1.8", "3.3", "3.6", "V"],
            ["Ground", "DGND, AGND", "", "0", "", "V"],
        ],
        7.5,
    )
    s.para("Note: DCVDD must be less than or equal to DBVDD.", 7.5)
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS", 9, rule=True)
    s.para(
        "Test Conditions: DCVDD = 1.5 V, AVDD = HPVDD = DBVDD = 3.3 V, TA = +25" + DEG + ", "
        "1 kHz signal, fs = 48 kHz, PGA gain = 0 dB, 24-bit audio data unless otherwise stated.",
        7.5,
    )
    s.table(
        [
            Col("PARAMETER", 135),
            Col("SYMBOL", 50, "C"),
            Col("TEST CONDITIONS", 145),
            Col("MIN", 38, "C"),
            Col("TYP", 38, "C"),
            Col("MAX", 38, "C"),
            Col("UNIT", 55, "C"),
        ],
        [
            ["Digital Logic Levels (CMOS Levels)"],
            ["Input LOW level", "VIL", "", "", "", "0.3 x DBVDD", "V"],
            ["Input HIGH level", "VIH", "", "0.7 x DBVDD", "", "", "V"],
            ["DAC to Line-Out (LOUT/ROUT with 10 k" + OHM + " / 50 pF load)"],
            ["Signal to Noise Ratio\n(A-weighted)", "SNR", "AVDD = 3.3 V", "90", "98", "", "dB"],
            ["", "", "AVDD = 1.8 V", "", "94", "", "dB"],
            ["Headphone Output"],
            [
                "Maximum Output Power",
                "PO",
                "RL = 32 " + OHM + ", HPVDD = 3.3 V",
                "",
                "30",
                "",
                "mW",
            ],
            ["", "", "RL = 16 " + OHM + ", HPVDD = 3.3 V", "", "50", "", "mW"],
            ["", "", "RL = 32 " + OHM + ", HPVDD = 1.8 V", "", "8", "", "mW"],
            ["MPU Interface"],
            ["SCLK Frequency", "fSCLK", "2-wire mode", "0", "", "400", "kHz"],
        ],
        7.5,
    )
    s.heading("POWER CONSUMPTION", 9, rule=True)
    s.para("Typical values; TA = +25" + DEG + ", fs = 48 kHz, MCLK = 12.288 MHz.", 7.5)
    s.table(
        [
            Col("MODE", 150),
            Col("DCVDD\n1.5 V (mA)", 70, "C"),
            Col("AVDD\n3.3 V (mA)", 70, "C"),
            Col("HPVDD\n3.3 V (mA)", 70, "C"),
            Col("DBVDD\n3.3 V (mA)", 70, "C"),
            Col("TOTAL\n(mW)", 69, "C"),
        ],
        [
            ["Record and Playback", "4.2", "6.1", "2.3", "0.3", "35"],
            ["Playback Only (DAC to HP)", "2.1", "4.8", "2.3", "0.2", "27"],
            ["Record Only (Line-in to ADC)", "2.5", "3.9", "0.0", "0.2", "17"],
        ],
        7.5,
    )
    s.para(
        "With all blocks powered down and the clocks stopped, the total standby current is "
        "typically 15 " + MU + "A. Thermal resistance data for the QFN package are available "
        "on request.",
        7.5,
    )
    s.heading("CONTROL INTERFACE AND REGISTER MAP", 9, rule=True)
    s.para(
        "In 2-wire mode the device address is 0011010 when CSB is low and 0011011 when "
        "CSB is high (7-bit addresses 0x1A and 0x1B; write bytes 0x34 and 0x36).",
        7.5,
    )
    s.table(
        [
            Col("REGISTER", 110),
            Col("ADDRESS", 60, "C"),
            Col("B8 \u2013 B4", 120),
            Col("B3 \u2013 B0", 120),
            Col("DEFAULT", 89, "C"),
        ],
        [
            ["Left Line In", "0000000", "LRINBOTH, LINMUTE", "LINVOL[4:0]", "0x097"],
            ["Left Headphone Out", "0000010", "LRHPBOTH, LZCEN", "LHPVOL[6:0]", "0x079"],
            ["Power Down Control", "0000110", "POWEROFF, CLKOUTPD", "OSCPD, OUTPD", "0x09F"],
            ["Sampling Control", "0001000", "CLKODIV2, SR[3:0]", "BOSR, USB/NORM", "0x000"],
            ["Reset Register", "0001111", "RESET[8:0]", "", "not reset"],
        ],
        7.5,
    )
    return save(s, out / "kac8731.pdf")


# ------------------------------------------------ shunt voltage reference (NXP-like)
def kvr4050(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Nordhafen Semiconductors",
        header_right="KVR4050  Precision micropower shunt voltage references",
        footer_left="KVR4050  Product data sheet  Rev. 3 \u2014 12 June 2022",
        footer_right="{page} of {nb}",
        rule_color=(0, 60, 120),
        table_fill=None,
        accent=(0, 60, 120),
        grid=False,
    )
    s = Sheet(style, "KVR4050 shunt voltage reference")
    s.alias_nb_pages()
    s.add_page()
    s.title_block("KVR4050", "Precision micropower shunt voltage references", size=20)
    s.heading("1. General description", 10)
    s.para(
        "The KVR4050 is a family of bandgap shunt voltage references in a SOT23 package, "
        "available with fixed reverse breakdown voltages of 2.5 V, 3.0 V, 4.096 V and 5.0 V. "
        "The references need no output capacitor and are stable with capacitive loads. "
        "Each version operates over a reverse current range from its minimum operating "
        "current up to 15 mA.",
        8.5,
    )
    s.heading("2. Features and benefits", 10)
    s.bullets(
        [
            "Initial accuracy: " + PM + "0.1 % at 25 " + DEG,
            "Low temperature coefficient: 50 ppm/K (max)",
            "Wide operating current range: 60 " + MU + "A to 15 mA",
            "Ambient temperature range: \u221240 " + DEG + " to +85 " + DEG,
            "No output capacitor required",
        ],
        8.5,
    )
    s.heading("3. Ordering information", 10)
    s.table(
        [Col("Type number", 110), Col("Marking", 60), Col("VR (nominal)", 90), Col("Package", 239)],
        [
            ["KVR4050-2.5", "N25", "2.500 V", "SOT23; plastic surface-mounted; 3 leads"],
            ["KVR4050-3.0", "N30", "3.000 V", "SOT23; plastic surface-mounted; 3 leads"],
            ["KVR4050-4.1", "N41", "4.096 V", "SOT23; plastic surface-mounted; 3 leads"],
            ["KVR4050-5.0", "N50", "5.000 V", "SOT23; plastic surface-mounted; 3 leads"],
        ],
        8,
    )
    s.heading("4. Pinning information", 10)
    s.table(
        [Col("Pin", 50), Col("Symbol", 80), Col("Description", 369)],
        [
            ["1", "K", "cathode"],
            ["2", "A", "anode"],
            ["3", "n.c.", "not connected; connect to pin 2 or leave open"],
        ],
        8,
    )
    s.heading("5. Limiting values", 10)
    s.para("In accordance with the Absolute Maximum Rating System (IEC 60134).", 8)
    s.table(
        [
            Col("Symbol", 55),
            Col("Parameter", 150),
            Col("Conditions", 144),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["I_{R}", "reverse current", "", "-", "20", "mA"],
            ["I_{F}", "forward current", "", "-", "10", "mA"],
            ["P_{tot}", "total power dissipation", "T_{amb} \u2264 25 " + DEG, "-", "250", "mW"],
            ["T_{amb}", "ambient temperature", "", "\u221240", "+85", DEG],
            ["T_{stg}", "storage temperature", "", "\u221265", "+150", DEG],
        ],
        8,
    )
    s.add_page()
    s.heading("6. Characteristics", 10)
    s.caption("Table 5. Characteristics")
    s.para("T_amb = 25 " + DEG + " unless otherwise specified.", 8)
    s.table(
        [
            Col("Symbol", 50),
            Col("Parameter", 110),
            Col("Conditions", 150),
            Col("Min", 46, "C"),
            Col("Typ", 46, "C"),
            Col("Max", 46, "C"),
            Col("Unit", 51, "C"),
        ],
        [
            [
                "V_{R}",
                "reverse voltage",
                "KVR4050-2.5; I_{R} = 100 " + MU + "A",
                "2.4975",
                "2.500",
                "2.5025",
                "V",
            ],
            ["", "", "KVR4050-3.0; I_{R} = 100 " + MU + "A", "2.997", "3.000", "3.003", "V"],
            ["", "", "KVR4050-4.1; I_{R} = 100 " + MU + "A", "4.0919", "4.096", "4.1001", "V"],
            ["", "", "KVR4050-5.0; I_{R} = 100 " + MU + "A", "4.995", "5.000", "5.005", "V"],
            [
                "I_{R(min)}",
                "minimum operating\ncurrent",
                "KVR4050-2.5, -3.0",
                "-",
                "45",
                "60",
                MU + "A",
            ],
            ["", "", "KVR4050-4.1, -5.0", "-", "55", "80", MU + "A"],
            [
                "TC",
                "temperature\ncoefficient",
                "T_{amb} = \u221240 " + DEG + " to +85 " + DEG + "; I_{R} = 1 mA",
                "-",
                "20",
                "50",
                "ppm/K",
            ],
            ["Z_{R}", "dynamic output\nimpedance", "I_{R} = 1 mA", "-", "0.3", "0.8", OHM],
            [
                "e_{N}",
                "noise voltage",
                "f = 10 Hz to 10 kHz; KVR4050-2.5",
                "-",
                "35",
                "-",
                MU + "V",
            ],
        ],
        8,
    )
    s.caption("Table 6. Recommended operating conditions")
    s.table(
        [
            Col("Symbol", 50),
            Col("Parameter", 110),
            Col("Conditions", 150),
            Col("Min", 46, "C"),
            Col("Typ", 46, "C"),
            Col("Max", 46, "C"),
            Col("Unit", 51, "C"),
        ],
        [
            ["I_{R}", "reverse current", "", "I_{R(min)}", "-", "15", "mA"],
            ["T_{amb}", "ambient temperature", "", "\u221240", "-", "+85", DEG],
        ],
        8,
    )
    s.heading("7. Application information", 10)
    s.para(
        "Choose the series resistor RS so that the reverse current stays between IR(min) and "
        "15 mA over the whole supply and load range: RS = (VS \u2212 VR) / (IL + IR). The "
        "supply VS must always be higher than the reverse voltage of the chosen version. "
        "Long-term stability (drift over operating time) is not characterized.",
        8.5,
    )
    s.heading("8. Revision history", 10)
    revision_table(
        s,
        [
            ["20220612", "Rev. 3", "Added KVR4050-4.1; noise voltage added"],
            ["20190305", "Rev. 2", "Temperature coefficient limit changed to 50 ppm/K"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "kvr4050.pdf")
