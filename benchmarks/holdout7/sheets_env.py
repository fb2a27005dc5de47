"""Hold-out 7 datasheets: a Plantower-style particle concentration sensor module and an
ams-style light-to-digital converter family whose ordering codes differ in I2C address and
bus voltage.
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

CELS = "\u2103"
PM = "\u00b1"
LE, GE = "\u2264", "\u2265"


# ------------------------------------------------ Plantower-style PM sensor
def pmx5018(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Digital universal particle concentration sensor",
        header_right="PMX5018 series data manual",
        footer_left="Beijing Puhua Sensing Technology Co., Ltd",
        footer_right="Page {page} of 3",
        rule_color=(60, 60, 60),
        table_fill=None,
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "PMX5018 series data manual")
    s.add_page()
    s.title_block(
        "Digital universal particle concentration sensor", "PMX5018 series data manual", "", 16
    )
    s.heading("Main characteristics", 10)
    s.bullets(
        [
            "Zero false alarm rate",
            "Real-time response and support continuous collection",
            "Minimum distinguishable particle diameter: 0.3 micrometer",
            "High anti-interference performance because of the patent structure of six sides "
            "shielding",
            "Optional direction of air inlet and outlet in order to adapt to different design",
        ],
        8.2,
    )
    s.heading("Overview", 10)
    s.para(
        "PMX5018 is a kind of digital and universal particle concentration sensor, which can be "
        "used to obtain the number of suspended particles in the air, i.e. the concentration of "
        "particles, and output them in the form of digital interface. This sensor can be inserted "
        "into variable instruments related to the concentration of suspended particles in the air "
        "or other environmental improvement equipments to provide correct concentration data in "
        "time.",
        8.2,
    )
    s.heading("Working principle", 10)
    s.para(
        "Laser scattering principle is used for such sensor, i.e. produce scattering by using "
        "laser to radiate suspending particles in the air, then collect scattering light in a "
        "certain degree, and finally obtain the curve of scattering light change with time. In "
        "the end, equivalent particle diameter and the number of particles with different diameter "
        "per unit volume can be calculated by microprocessor based on MIE theory.",
        8.2,
    )
    s.heading("Technical Index", 10)
    s.table(
        [Col("Parameter", 200), Col("Index", 190, "C"), Col("unit", 109, "C")],
        [
            ["Range of measurement", "0.3~1.0; 1.0~2.5; 2.5~10", "Micrometer (\u03bcm)"],
            ["Counting Efficiency", "50%@0.3\u03bcm\n98%@" + GE + "0.5\u03bcm", ""],
            ["Effective Range\n(PM2.5 standard value)", "0~500", "\u03bcg/m\u00b3"],
            ["Maximum Range\n(PM2.5 standard value)*", GE + "1000", "\u03bcg/m\u00b3"],
            ["Resolution", "1", "\u03bcg/m\u00b3"],
            [
                "Maximum Consistency Error\n(PM2.5 standard value)",
                PM + "10%@100~500\u03bcg/m\u00b3\n" + PM + "10\u03bcg/m\u00b3@0~100\u03bcg/m\u00b3",
                "\u03bcg/m\u00b3",
            ],
            ["Standard Volume", "0.1", "Litre (L)"],
            ["Single Response Time", "<1", "Second (s)"],
            ["Total Response Time", LE + "10", "Second (s)"],
            ["DC Power Supply", "Typ: 5.0   Min: 4.5   Max: 5.5", "Volt (V)"],
            ["Active Current", LE + "100", "Milliampere (mA)"],
            ["Standby Current", LE + "200", "Microampere (\u03bcA)"],
            ["Interface Level", "L <0.8 @3.3   H >2.7 @3.3", "Volt (V)"],
            ["Working Temperature Range", "-10~+60", CELS],
            ["Working Humidity Range", "0~99%", ""],
            ["Storage Temperature", "-40~+80", CELS],
            ["MTTF", GE + "3", "Year (Y)"],
            ["Physical Size", "50\u00d738\u00d721", "Millimeter (mm)"],
        ],
        8,
    )
    s.para(
        "Note *: means the highest output result of the PM2.5 standard value is not less than "
        "1000 \u03bcg/m\u00b3.",
        7.6,
    )

    # ---- page 2
    s.add_page()
    s.heading("Pin Definition", 10)
    s.table(
        [Col("PIN", 60, "C"), Col("FUNCTION", 90), Col("DESCRIPTION", 260), Col("Remarks", 89)],
        [
            ["PIN1", "VCC", "Positive power 5V", ""],
            ["PIN2", "GND", "Negative power", ""],
            [
                "PIN3",
                "SET",
                "Set pin / TTL level@3.3V, high level or\nsuspending is normal working status, while\nlow level is sleeping mode.",
                "",
            ],
            ["PIN4", "RXD", "Serial port receiving pin / TTL level@3.3V", ""],
            ["PIN5", "TXD", "Serial port sending pin / TTL level@3.3V", ""],
            ["PIN6", "RESET", "Module reset signal / TTL level@3.3V, low\nreset.", ""],
            ["PIN7", "NC", "", ""],
            ["PIN8", "NC", "", ""],
        ],
        8,
    )
    s.heading("Circuit Attentions", 10)
    s.para(
        "1) DC 5V power supply is needed because the FAN should be driven by 5V. But the high level "
        "of data communication is 3.3V. Level conversion unit should be used if the power of host "
        "MCU is 5V.\n"
        "2) The SET and RESET pins are pulled up inside so they should not be connected if without "
        "usage.\n"
        "3) PIN7 and PIN8 should not be connected.\n"
        "4) Stable data should be got at least 30 seconds after the sensor wakeup from the sleep "
        "mode because of the fan's performance.",
        8.2,
    )
    s.heading("Typical Circuit", 10)
    s.para(
        "Host MCU (3.3V) RXD \u2190 PIN5 TXD; Host MCU TXD \u2192 PIN4 RXD; GPIO \u2192 PIN3 SET "
        "(optional); GPIO \u2192 PIN6 RESET (optional); 5V \u2192 PIN1; GND \u2192 PIN2.",
        8.2,
    )
    s.heading("Output result", 10)
    s.para(
        "Mainly output as the quality and number of each particles with different size per unit "
        "volume, the unit volume of particle number is 0.1L and the unit of mass concentration is "
        "\u03bcg/m\u00b3. There are two options for digital output: passive and active. Default "
        "mode is active after power up. In this mode sensor would send serial data to the host "
        "automatically. The active mode is divided into two sub-modes: stable mode and fast mode. "
        "If the concentration change is small the sensor would run at stable mode with the real "
        "interval of 2.3s. And if the change is big the sensor would be changed to fast mode "
        "automatically with the interval of 200~800ms, the higher of the concentration, the "
        "shorter of the interval.",
        8.2,
    )
    s.heading("Appendix I: PMX5018 transport protocol \u2013 Active Mode", 10)
    s.para("Default baud rate: 9600bps   Check bit: None   Stop bit: 1 bit", 8.2, bold=True)
    s.table(
        [Col("Item", 140), Col("Content", 359)],
        [
            ["Start character 1", "0x42 (fixed)"],
            ["Start character 2", "0x4d (fixed)"],
            ["Frame length high 8 bits", "Frame length = 2x13+2 (data+check bytes)"],
            ["Frame length low 8 bits", ""],
            [
                "Data 1 high 8 bits",
                "Data 1 refers to PM1.0 concentration unit \u03bcg/m\u00b3 (CF=1, standard particle)",
            ],
            [
                "Data 2 high 8 bits",
                "Data 2 refers to PM2.5 concentration unit \u03bcg/m\u00b3 (CF=1, standard particle)",
            ],
            [
                "Data 3 high 8 bits",
                "Data 3 refers to PM10 concentration unit \u03bcg/m\u00b3 (CF=1, standard particle)",
            ],
            [
                "Data 4 ... Data 12",
                "Concentrations under atmospheric environment and particle counts per 0.1L air",
            ],
            ["Data 13 high/low 8 bits", "Reserved"],
            [
                "Data and check high/low 8 bits",
                "Check code = Start character 1 + Start character 2 + ... + data 13 low 8 bits",
            ],
        ],
        7.8,
    )

    # ---- page 3
    s.add_page()
    s.heading("Appendix II: Passive mode commands", 10)
    s.para(
        "Host protocol: Start byte 1 0x42, Start byte 2 0x4d, Command CMD, Data DATAH DATAL, Verify bytes LRCH LRCL.",
        8.2,
    )
    s.table(
        [
            Col("CMD", 60, "C"),
            Col("DATAH", 60, "C"),
            Col("DATAL", 110, "C"),
            Col("Description", 269),
        ],
        [
            ["0xe2", "X", "X", "Read in passive mode"],
            ["0xe1", "X", "00H - passive\n01H - active", "Change mode"],
            ["0xe4", "X", "00H - sleep\n01H - wakeup", "Sleep set"],
        ],
        8,
    )
    s.para(
        "Answer: 0x42 + 0x4d + 00 1c (length) + 32 bytes of data, same as the active mode. The "
        "sensor answers the read command within 10 ms.",
        8.2,
    )
    s.heading("Instructions for use", 10)
    s.bullets(
        [
            "Metal shell is connected to the GND so be careful not to let it shorted with the other "
            "parts of circuit except GND.",
            "The best way of install is making the plane of inlet and outlet closely to the plane of "
            "the host. Or some shield between inlet and outlet should be considered in order to "
            "prevent the air flow from circulating inside.",
            "The blow vent in the shell of the host should not be smaller than the inlet.",
            "The sensor should not be installed in the air flow way of the air cleaner directly.",
            "The sensor is not waterproof; avoid condensation and dust of a size that can block the "
            "fan (e.g. catkins).",
            "The consistency of all the sensors is confirmed by the same batch of samples at "
            "25" + CELS + " and 50%RH; factory calibration is not repeated in the field.",
        ],
        8.2,
    )
    s.heading("Revision record", 10)
    revision_table(
        s,
        [
            [
                "2021-04",
                "V2.2",
                "Standby current changed from \u2264 300 \u03bcA to \u2264 200 \u03bcA",
            ],
            ["2023-02", "V2.3", "Passive mode command table corrected"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "pmx5018.pdf")


# ------------------------------------------- ams-style light-to-digital sensor
def tlx2572(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="TLX2572x \u2212 Light-to-Digital Converter",
        header_right="Datasheet  DS000412  v3-00  \u2022  2023-Jun-06",
        footer_left="Austrion Sensor Solutions AG",
        footer_right="{page} / 4",
        rule_color=(0, 110, 160),
        table_fill=(226, 239, 246),
        accent=(0, 110, 160),
        grid=False,
    )
    s = Sheet(style, "TLX2572x Light-to-Digital Converter")
    s.add_page()
    s.title_block("TLX2572x", "Light-to-Digital Converter", "Austrion Sensor Solutions AG", 22)
    s.heading("General Description", 10.5)
    s.para(
        "The TLX2572x family provides ambient light sensing (ALS) that approximates human eye "
        "response to light intensity under a variety of lighting conditions and through a variety "
        "of attenuation materials. The device contains two photodiodes, two integrating "
        "analog-to-digital converters (ADC), an I\u00b2C interface and an interrupt output. The "
        "family members differ in their I\u00b2C slave address and in the bus voltage their "
        "interface accepts (VDD or 1.8 V). While useful for general purpose light sensing, the "
        "device is particularly useful for display management to extend battery life and provide "
        "optimum viewing in diverse lighting conditions.",
        8.2,
    )
    s.heading("Key Benefits & Features", 10.5)
    s.table(
        [Col("Benefits", 230), Col("Features", 269)],
        [
            ["Approximates human eye response", "Dual diode, IR compensation"],
            [
                "Flexible operation",
                "Programmable analog gain (1\u00d7, 8\u00d7, 16\u00d7, 120\u00d7) and integration time",
            ],
            [
                "Suited for operation behind dark glass",
                "Illuminance range 188 \u00b5lux to 88,000 lux",
            ],
            [
                "Low operating overhead",
                "Two 16-bit data registers, programmable interrupt thresholds",
            ],
            ["Low power", "2.5 \u00b5A sleep state (typ.)"],
            ["Small footprint", "2 mm \u00d7 2 mm \u00d7 0.65 mm ODFN-6 package"],
        ],
        8,
    )
    s.heading("Applications", 10.5)
    s.bullets(
        [
            "Display backlight control",
            "Keyboard illumination control",
            "Solid state and general lighting control",
            "Printer paper detection",
        ],
        8.2,
    )
    s.heading("Ordering Information", 10.5)
    s.table(
        [
            Col("Ordering Code", 90),
            Col("Package", 60, "C"),
            Col("Interface", 60, "C"),
            Col("I\u00b2C bus voltage", 90, "C"),
            Col("Address", 60, "C"),
            Col("Delivery Form", 139, "C"),
        ],
        [
            ["TLX25721FN", "ODFN-6", "I\u00b2C", "VBUS = VDD", "0x39", "Tape & Reel, 3000 pcs"],
            ["TLX25723FN", "ODFN-6", "I\u00b2C", "VBUS = 1.8 V", "0x39", "Tape & Reel, 3000 pcs"],
            ["TLX25725FN", "ODFN-6", "I\u00b2C", "VBUS = VDD", "0x29", "Tape & Reel, 3000 pcs"],
            ["TLX25727FN", "ODFN-6", "I\u00b2C", "VBUS = 1.8 V", "0x29", "Tape & Reel, 3000 pcs"],
        ],
        8,
    )

    # ---- page 2
    s.add_page()
    s.heading("Pin Assignments", 10.5)
    s.table(
        [Col("Pin Number", 70, "C"), Col("Pin Name", 70, "C"), Col("Description", 359)],
        [
            ["1", "VDD", "Supply voltage"],
            ["2", "SCL", "I\u00b2C serial clock input terminal"],
            ["3", "GND", "Power supply ground. All voltages are referenced to GND"],
            ["4", "NC", "No connect; do not connect"],
            ["5", "INT", "Interrupt, open drain output (active low)"],
            ["6", "SDA", "I\u00b2C serial data I/O terminal, open drain"],
        ],
        8,
    )
    s.heading("Absolute Maximum Ratings", 10.5)
    s.para(
        "Stresses beyond those listed under Absolute Maximum Ratings may cause permanent damage to "
        "the device. These are stress ratings only. Functional operation of the device at these or "
        "any other conditions beyond those indicated under Electrical Characteristics is not implied.",
        7.8,
    )
    s.table(
        [
            Col("Parameter", 170),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Units", 50, "C"),
            Col("Comments", 179),
        ],
        [
            ["Supply voltage, V_{DD}", "", "3.8", "V", "All voltages with respect to GND"],
            ["Input terminal voltage", "\u22120.5", "3.8", "V", "SCL, SDA"],
            ["Output terminal voltage", "\u22120.5", "3.8", "V", "INT, SDA"],
            ["Output terminal current", "\u22121", "20", "mA", ""],
            ["Storage temperature range", "\u221240", "85", "\u00b0C", ""],
            ["ESD tolerance, human body model", "", "\u00b12000", "V", "JS-001-2014"],
        ],
        8,
    )
    s.heading("Electrical Characteristics", 10.5)
    s.caption("Recommended Operating Conditions")
    s.table(
        [
            Col("Symbol", 60),
            Col("Parameter", 219),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Units", 55, "C"),
        ],
        [
            ["V_{DD}", "Supply voltage", "2.7", "3", "3.6", "V"],
            ["T_{A}", "Operating free-air temperature", "\u221230", "", "70", "\u00b0C"],
        ],
        8,
    )
    s.caption("Operating Characteristics, VDD = 3 V, TA = 25 \u00b0C (unless otherwise noted)")
    oc = [
        Col("Symbol", 50),
        Col("Parameter", 110),
        Col("Conditions", 149),
        Col("Min", 42, "C"),
        Col("Typ", 42, "C"),
        Col("Max", 42, "C"),
        Col("Units", 64, "C"),
    ]
    s.table(
        oc,
        [
            [
                "I_{DD}",
                "Supply current",
                "Active\nWait state\nSleep state \u2212 no I\u00b2C activity",
                "\n\n",
                "200\n65\n2.5",
                "250\n\n4.5",
                "\u00b5A\n\u00b5A\n\u00b5A",
            ],
            [
                "V_{OL}",
                "INT, SDA output low\nvoltage",
                "3 mA sink current\n6 mA sink current",
                "0\n0",
                "",
                "0.4\n0.6",
                "V\nV",
            ],
            ["I_{LEAK}", "Leakage current, SDA,\nSCL, INT pins", "", "\u22125", "", "5", "\u00b5A"],
            [
                "V_{IH}",
                "SCL, SDA input high\nvoltage",
                "TLX25721, TLX25725\nTLX25723, TLX25727",
                "0.7 V_{DD}\n1.25",
                "",
                "",
                "V\nV",
            ],
            [
                "V_{IL}",
                "SCL, SDA input low\nvoltage",
                "TLX25721, TLX25725\nTLX25723, TLX25727",
                "",
                "",
                "0.3 V_{DD}\n0.54",
                "V\nV",
            ],
        ],
        7.8,
    )
    s.caption(
        "ALS Characteristics, VDD = 3 V, TA = 25 \u00b0C, AGAIN = 16\u00d7, AEN = 1 (unless otherwise noted) (1)"
    )
    s.table(
        oc,
        [
            [
                "",
                "Dark ADC count value",
                "E_{e} = 0, AGAIN = 120\u00d7,\nATIME = 0xDB (100 ms)",
                "0",
                "1",
                "5",
                "counts",
            ],
            ["", "ADC integration time step\nsize", "ATIME = 0xFF", "2.58", "2.73", "2.90", "ms"],
            ["", "ADC number of integration\nsteps (2)", "", "1", "", "256", "steps"],
            ["", "Full scale ADC counts per\nstep", "", "", "", "1024", "counts"],
            ["", "Full scale ADC count value\n(2)", "ATIME = 0xC0", "", "", "65535", "counts"],
            [
                "",
                "Gain scaling, relative to\n1\u00d7 gain setting",
                "8\u00d7\n16\u00d7\n120\u00d7",
                "7.2\n14.4\n108",
                "8\n16\n120",
                "8.8\n17.6\n132",
                "\u00d7\n\u00d7\n\u00d7",
            ],
        ],
        7.8,
    )
    s.para(
        "(1) Optical measurements are made using small-angle incident radiation from light-emitting "
        "diode optical sources. (2) Parameter ensured by design and is not 100% tested.",
        7.2,
    )

    # ---- page 3
    s.add_page()
    s.caption("I\u00b2C Characteristics, VDD = 3 V, TA = 25 \u00b0C (unless otherwise noted)")
    s.table(
        oc,
        [
            ["f_{SCL}", "Clock frequency", "I\u00b2C only", "0", "", "400", "kHz"],
            [
                "t_{BUF}",
                "Bus free time between\nstart and stop condition",
                "",
                "1.3",
                "",
                "",
                "\u00b5s",
            ],
            [
                "t_{HD;STA}",
                "Hold time after (repeated)\nstart condition",
                "",
                "0.6",
                "",
                "",
                "\u00b5s",
            ],
            ["t_{SU;STA}", "Repeated start condition\nsetup time", "", "0.6", "", "", "\u00b5s"],
            ["t_{LOW}", "SCL clock low period", "", "1.3", "", "", "\u00b5s"],
            ["t_{HIGH}", "SCL clock high period", "", "0.6", "", "", "\u00b5s"],
            ["C_{i}", "Input pin capacitance", "", "", "", "10", "pF"],
        ],
        7.8,
    )
    s.heading("Register Description", 10.5)
    s.table(
        [
            Col("Address", 55, "C"),
            Col("Register Name", 90),
            Col("R/W", 40, "C"),
            Col("Register Function", 230),
            Col("Reset Value", 84, "C"),
        ],
        [
            ["\u2212\u2212", "COMMAND", "W", "Specifies register address", "0x00"],
            ["0x00", "ENABLE", "R/W", "Enables states and interrupts", "0x00"],
            ["0x01", "ATIME", "R/W", "ALS ADC time", "0xFF"],
            ["0x03", "WTIME", "R/W", "Wait time", "0xFF"],
            ["0x04", "AILTL", "R/W", "ALS interrupt low threshold low byte", "0x00"],
            ["0x07", "AIHTH", "R/W", "ALS interrupt high threshold high byte", "0x00"],
            ["0x0C", "PERS", "R/W", "Interrupt persistence filter", "0x00"],
            ["0x0D", "CONFIG", "R/W", "Configuration", "0x00"],
            ["0x0F", "CONTROL", "R/W", "Control register (AGAIN)", "0x00"],
            ["0x12", "ID", "R", "Device ID", "ID"],
            ["0x13", "STATUS", "R", "Device status", "0x00"],
            ["0x14", "C0DATA", "R", "CH0 ADC low data register", "0x00"],
            ["0x15", "C0DATAH", "R", "CH0 ADC high data register", "0x00"],
            ["0x16", "C1DATA", "R", "CH1 ADC low data register", "0x00"],
            ["0x17", "C1DATAH", "R", "CH1 ADC high data register", "0x00"],
        ],
        7.8,
    )
    s.para(
        "ID Register (0x12): the read-only ID register provides the value for the part number. "
        "0x30 = TLX25721 and TLX25725; 0x39 = TLX25723 and TLX25727.",
        8,
    )
    s.para(
        "Lux equation: Lux = (C0DATA \u2212 2 \u00d7 C1DATA) / CPL with CPL = (ATIME_ms \u00d7 AGAINx) / "
        "(GA \u00d7 60); GA is the glass attenuation factor of the application (1 for open air) "
        "and must be determined by the customer for the cover glass used.",
        8,
    )

    # ---- page 4
    s.add_page()
    s.heading("Application Information", 10.5)
    s.para(
        "The I\u00b2C signals and the interrupt are open-drain outputs and require pull-up "
        "resistors. The pull-up resistor (RP) value is a function of the I\u00b2C bus speed, the "
        "I\u00b2C bus capacitance and the I\u00b2C bus voltage. The 1.8 V bus versions "
        "(TLX25723, TLX25727) must have their pull-ups connected to a 1.8 V supply or to a supply "
        "that does not exceed the input terminal rating. A 0.1 \u00b5F bypass capacitor close to "
        "VDD is recommended.",
        8.2,
    )
    s.figure(
        "Figure 6: Normalized Responsivity vs. Wavelength",
        "\u03bb \u2212 Wavelength \u2212 nm",
        "Normalized Responsivity",
        ["300", "400", "500", "600", "700", "800", "900", "1000", "1100"],
        ["0", "0.2", "0.4", "0.6", "0.8", "1.0"],
        [
            ("Ch 0", [(0, 0), (0.15, 0.3), (0.35, 0.7), (0.65, 1.0), (0.85, 0.5), (1.0, 0.05)]),
            ("Ch 1", [(0, 0), (0.3, 0.05), (0.5, 0.3), (0.7, 0.8), (0.85, 0.55), (1.0, 0.1)]),
        ],
        height=120,
    )
    s.heading("Revision Information", 10.5)
    revision_table(
        s,
        [
            ["2021-Feb-10", "v2-00", "Added TLX25723 and TLX25727 (1.8 V bus versions)"],
            [
                "2023-Jun-06",
                "v3-00",
                "Sleep state current typical changed from 3 \u00b5A to 2.5 \u00b5A",
            ],
        ],
        (80, 60, 359),
    )
    return save(s, out / "tlx2572.pdf")
