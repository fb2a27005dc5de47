"""Hold-out 9 datasheets: a Lite-On-style ambient-light / proximity sensor
(two address versions, register map as decoys, 1.8 V bus thresholds) and a
Senseair-style NDIR CO2 module specification (key-specification table continued
over a page break, UART / PWM / alarm outputs, Modbus register list as decoys).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
LE = "\u2264"


# ----------------------------------------------- Lite-On-style ALS / proximity sensor
def lps9960(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="LUMITEK OPTOELECTRONICS",
        header_right="Property of Lumitek Only",
        footer_left="Part No.: LPS-9960 Series     BNS-OD-FC001/A4",
        footer_right="Page : {page} of 3",
        rule_color=(0, 90, 160),
        table_fill=(214, 230, 245),
        accent=(0, 90, 160),
        grid=True,
    )
    s = Sheet(style, "LPS-9960 Digital Ambient Light and Proximity Sensor")
    s.add_page()
    s.title_block(
        "LPS-9960 Series",
        "Digital Ambient Light Sensor and Proximity Sensor with Integrated IR LED Driver",
        "Product Data Sheet   Spec No.: DS86-2022-0041   Effective Date: 11/08/2022   Revision: B",
        size=18,
    )
    s.heading("1. Description", 10)
    s.para(
        "The LPS-9960 is an integrated low voltage I2C digital light sensor (ALS) and "
        "proximity sensor (PS) with a driver for an external infrared LED, in a single "
        "miniature 2.0mm x 2.0mm x 0.7mm ChipLED lead-free surface mount package. The ALS "
        "provides a linear response over a wide dynamic range and is well suited to "
        "applications under high ambient brightness. The PS counts reflected IR pulses and "
        "raises an interrupt when an object comes closer than a programmable threshold.",
        8,
    )

    def left() -> None:
        s.heading("2. Features", 10)
        s.bullets(
            [
                "I2C interface (Standard mode @100kHz or Fast mode @400kHz)",
                "1.8V logic compatible bus",
                "Ambient light sensor:",
                "  Dynamic range 0.01 lux to 64k lux",
                "  16-bit effective resolution",
                "  50Hz / 60Hz flicker noise rejection",
                "Proximity sensor:",
                "  11-bit effective resolution",
                "  Programmable LED pulse current",
                "Programmable interrupt with hysteresis",
                "Low active power, standby mode",
                "RoHS compliant and halogen free",
            ],
            7.8,
        )

    def right() -> None:
        s.heading("3. Applications", 10)
        s.bullets(
            [
                "Display backlight control in mobile phones, tablets and notebooks",
                "Touch-screen disable during calls",
                "Smart lighting and IoT presence detection",
            ],
            7.8,
        )
        s.heading("4. Ordering Information", 10)
        s.table(
            [
                Col("Part Number", 80),
                Col("Slave Address\n(7-bit)", 70, "C"),
                Col("Packing", 84, "C"),
            ],
            [
                ["LPS-9960-01", "0x29", "Tape & Reel,\n2500pcs"],
                ["LPS-9960-02", "0x2D", "Tape & Reel,\n2500pcs"],
            ],
            7.4,
        )

    s.side_by_side(left, right, 240, 18)
    s.heading("5. Pin Definition", 10)
    s.table(
        [Col("Pin", 40, "C"), Col("Symbol", 60, "C"), Col("I/O", 40, "C"), Col("Description", 359)],
        [
            ["1", "VDD", "-", "Power supply"],
            ["2", "SCL", "I", "I2C serial clock"],
            ["3", "GND", "-", "Ground"],
            ["4", "LEDK", "O", "LED cathode; LED driver sink output"],
            ["5", "INT", "O", "Interrupt output, open drain, active low"],
            ["6", "SDA", "I/O", "I2C serial data, open drain"],
        ],
        7.6,
    )
    s.heading("6. Absolute Maximum Ratings at Ta=25" + DEG, 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Rating", 150, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply Voltage", "V_{DD}", "3.8", "V"],
            ["Digital Voltage Range (SCL, SDA, INT)", "", "-0.5 to 3.8", "V"],
            ["LEDK Voltage", "V_{LEDK}", "4.8", "V"],
            ["Operating Temperature", "T_{ope}", "-30 to 85", DEG],
            ["Storage Temperature", "T_{stg}", "-40 to 100", DEG],
        ],
        7.6,
    )
    s.para(
        "Note: Exceeding these ratings could cause damage to the sensor. All voltages are "
        "with respect to GND.",
        7.2,
    )

    # ---- page 2
    s.add_page()
    s.heading("7. Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Description", 200),
            Col("Symbol", 60, "C"),
            Col("Min.", 50, "C"),
            Col("Typ.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Supply Voltage", "V_{DD}", "2.4", "3.0", "3.6", "V"],
            ["Interface Bus Power Supply Voltage", "V_{BUS}", "1.7", "", "3.6", "V"],
            ["IR LED Anode Supply Voltage", "V_{LEDA}", "3.0", "", "4.5", "V"],
            ["Operating Temperature", "T_{ope}", "-30", "", "70", DEG],
        ],
        7.6,
    )
    s.heading("8. Electrical & Optical Specifications", 10)
    s.para(
        "All specifications are at VDD = 3.0V, Ta = 25" + DEG + ", unless otherwise noted. "
        "Typical values are for reference only.",
        7.6,
    )
    cols = [
        Col("Parameter", 140),
        Col("Min.", 45, "C"),
        Col("Typ.", 45, "C"),
        Col("Max.", 45, "C"),
        Col("Unit", 50, "C"),
        Col("Condition", 174),
    ]
    s.table(
        cols,
        [
            [
                "Active Supply Current",
                "",
                "220\n300",
                "\n",
                MU + "A",
                "ALS active, PS standby\nALS and PS active (Note 1)",
            ],
            ["Standby Current", "", "1", "5", MU + "A", "Shutdown, no I2C activity"],
            ["Wakeup Time from Standby", "", "", "10", "ms", ""],
            ["ALS Dynamic Range", "0.01", "", "64k", "lux", ""],
            ["ALS Lux Resolution", "", "0.01", "", "lux/count", "Gain 96X, integration 400ms"],
            ["ALS Accuracy", "-10", "", "+10", "%", "White LED, 1000 lux"],
            ["PS Resolution", "", "11", "", "bit", ""],
            [
                "LED Pulse Current",
                "5",
                "",
                "100",
                "mA",
                "Programmable: 5, 10, 20,\n50, 100mA (Note 2)",
            ],
            ["LED Pulse Width", "", "25", "", MU + "s", ""],
            ["PS Detection Distance", "", "10", "", "cm", "Note 3"],
            ["Peak Sensitivity Wavelength", "", "550", "", "nm", "ALS channel"],
        ],
        7.2,
    )
    s.para(
        "Note 1: Average current with PS measurement rate 100ms; excludes the current of the "
        "IR LED, which flows from VLEDA through the LED into LEDK.  Note 2: Peak current at "
        "VLEDK = 0.6V minimum.  Note 3: Typical, with 18% grey card, LED current 100mA; depends "
        "on the IR LED, the cover glass and the object.",
        7.0,
    )
    s.heading("9. I2C Bus Characteristics", 10)
    s.para("VBUS = 1.7V to 3.6V, Ta = -30" + DEG + " to 70" + DEG + " unless otherwise noted.", 7.6)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 60, "C"),
            Col("Min.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unit", 50, "C"),
            Col("Condition", 119),
        ],
        [
            ["SCL Clock Frequency", "f_{SCL}", "1", "400", "kHz", ""],
            ["Input Low Voltage", "V_{IL}", "", "0.4", "V", ""],
            ["Input High Voltage", "V_{IH}", "1.5", "", "V", ""],
            ["Output Low Voltage (SDA, INT)", "V_{OL}", "", "0.4", "V", "3mA sink current"],
            ["Bus Free Time", "t_{BUF}", "1.3", "", MU + "s", ""],
            ["Hold Time (Repeated) Start", "t_{HD;STA}", "0.6", "", MU + "s", ""],
        ],
        7.2,
    )
    s.para(
        "The SCL, SDA and INT pins are not over-voltage tolerant: pull-up resistors must be "
        "connected to a supply no higher than VDD + 0.3V. The INT output is open drain and "
        "needs an external pull-up resistor (typ. 10k\u03a9).",
        7.6,
    )

    # ---- page 3
    s.add_page()
    s.heading("10. Register Set", 10)
    s.table(
        [
            Col("Address", 55, "C"),
            Col("R/W", 40, "C"),
            Col("Register Name", 120),
            Col("Description", 204),
            Col("Reset Value", 80, "C"),
        ],
        [
            ["0x80", "RW", "ALS_CONTR", "ALS operation mode, gain, SW reset", "0x00"],
            ["0x81", "RW", "PS_CONTR", "PS operation mode", "0x00"],
            ["0x82", "RW", "PS_LED", "LED pulse frequency, duty, current", "0x7F"],
            ["0x83", "RW", "PS_N_PULSES", "Number of LED pulses (1 to 15)", "0x01"],
            ["0x84", "RW", "PS_MEAS_RATE", "PS measurement rate: 10 to 2000ms", "0x02"],
            ["0x85", "RW", "ALS_MEAS_RATE", "ALS integration time: 50 to 400ms", "0x03"],
            ["0x86", "R", "PART_ID", "Part number and revision ID", "0x92"],
            ["0x87", "R", "MANUFAC_ID", "Manufacturer ID", "0x05"],
            ["0x88-0x8B", "R", "ALS_DATA", "ALS channel data, 16-bit", "0x00"],
            ["0x8C", "R", "ALS_PS_STATUS", "New data and interrupt status", "0x00"],
            ["0x8D-0x8E", "R", "PS_DATA", "PS data, 11-bit", "0x00"],
            ["0x8F", "RW", "INTERRUPT", "Interrupt polarity and mode", "0x08"],
            ["0x90-0x93", "RW", "PS_THRES", "PS upper and lower threshold", "0x07FF"],
            [
                "0x9E",
                "RW",
                "INTERRUPT_PERSIST",
                "Consecutive readings before INT (1 to 16)",
                "0x00",
            ],
        ],
        7.2,
    )
    s.heading("11. Application Notes", 10)
    s.para(
        "A 1" + MU + "F capacitor between VDD and GND close to the sensor is recommended. The "
        "IR LED is not part of the sensor: connect its anode to VLEDA and its cathode to LEDK, "
        "and decouple VLEDA with at least 4.7" + MU + "F, because the LED pulse current flows "
        "from this supply. With a bus supply of 1.8V the LPS-9960 shares the bus with 1.8V "
        "application processors without a level translator.",
        7.8,
    )
    s.para(
        "Cover glass: the ALS window and the LED must be separated by an opaque barrier to "
        "avoid crosstalk. The sensor is not designed for outdoor use behind tinted glass; lux "
        "accuracy is specified only for the light sources listed in section 8.",
        7.8,
    )
    revision_table(
        s,
        [
            ["06/03/2021", "A", "New release"],
            ["11/08/2022", "B", "Added LPS-9960-02 address version"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "lps9960.pdf")


# ----------------------------------------------- Senseair-style CO2 module
def luft_s2(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Product Specification and Modbus register map",
        header_right="LUFT-S2 CO\u2082 sensor module",
        footer_left="Document PSN-0317   Rev 4   Nordluft Sensor AB, Delsbo, Sweden",
        footer_right="Page {page} (3)",
        rule_color=(0, 120, 70),
        table_fill=(226, 240, 232),
        accent=(0, 100, 60),
        grid=True,
    )
    s = Sheet(style, "LUFT-S2 CO2 sensor module product specification")
    s.add_page()
    s.title_block(
        "LUFT-S2",
        "Miniature NDIR CO\u2082 sensor module with UART, PWM and alarm outputs",
        "Versions: LUFT-S2-02K (0 \u2013 2000 ppm) and LUFT-S2-05K (0 \u2013 5000 ppm)",
        size=20,
    )
    s.para(
        "LUFT-S2 is a maintenance-free sensor module for indoor air quality and ventilation "
        "control. The optical path uses a dual-wavelength NDIR principle with automatic "
        "baseline correction (ABC). The module is delivered calibrated and can be soldered "
        "or mounted on pin headers. This document covers the two measurement-range versions; "
        "where a value differs, both are given.",
        8,
    )
    s.caption("Table 1. Key technical specification")
    cols = [Col("Item", 150), Col("Specification", 349)]
    s.table(
        cols,
        [
            ["Target gas", "Carbon dioxide (CO\u2082)"],
            ["Operating principle", "Non-dispersive infrared (NDIR), dual wavelength"],
            ["Measurement range", "LUFT-S2-02K: 0 \u2013 2000 ppm\nLUFT-S2-05K: 0 \u2013 5000 ppm"],
            [
                "Accuracy (Note 1)",
                PM
                + "40 ppm "
                + PM
                + "3 % of reading (400 \u2013 2000 ppm)\nLUFT-S2-05K above 2000 ppm: "
                + PM
                + "5 % of reading",
            ],
            ["Resolution", "1 ppm"],
            ["Measurement interval", "2 s"],
            ["Response time (T90)", "< 120 s, diffusion"],
            ["Warm-up time", "< 60 s (full accuracy after 180 s)"],
            ["Operating temperature", "0 \u2013 50 " + DEG],
            ["Operating humidity", "0 \u2013 85 %RH, non-condensing"],
            ["Storage temperature", "-30 \u2013 70 " + DEG],
            ["Life expectancy", "> 15 years"],
            ["Dimensions", "33 x 20 x 9 mm (excl. pins)"],
        ],
        7.8,
    )
    s.para(
        "Note 1: At 25 " + DEG + ", 1013 hPa, after ABC has been active for 8 days or after a "
        "zero calibration. Accuracy is specified against certified calibration mixtures "
        "with " + PM + "2 % uncertainty.",
        7.2,
    )

    # ---- page 2
    s.add_page()
    s.caption("Table 1. Key technical specification (continued)")
    s.table(
        cols,
        [
            [
                "Power supply",
                "4.5 \u2013 5.25 V DC, maximum rating 5.5 V\nProtected against reverse connection",
            ],
            [
                "Power consumption",
                "Average current < 25 mA\nPeak current 300 mA (lamp pulse, 50 ms)",
            ],
            ["Serial interface", "UART, Modbus RTU, 9600 baud, 8 data bits, no parity, 1 stop bit"],
            [
                "UART logic levels",
                "TxD: 3.3 V push-pull output\nRxD: 3.3 V input, 5 V tolerant, internal 100 k\u03a9 pull-up",
            ],
            [
                "PWM output",
                "Period 1004 ms "
                + PM
                + " 5 %, high time 2 ms + (CO\u2082 / range) x 1000 ms\nOutput high 3.3 V, output low < 0.4 V",
            ],
            [
                "Alarm output (AL)",
                "Open collector, active (low) above 1000 ppm\nMaximum 24 V DC, "
                + LE
                + " 50 mA sink",
            ],
            ["Calibration input (bCAL)", "Pull low for 4 \u2013 8 s: zero calibration at 400 ppm"],
        ],
        7.8,
    )
    s.heading("Terminal description", 10)
    s.table(
        [Col("Terminal", 60, "C"), Col("Name", 70, "C"), Col("Function", 369)],
        [
            ["G+", "G+", "Power supply plus"],
            ["G0", "G0", "Power supply ground"],
            ["UART_TxD", "TxD", "UART data out"],
            ["UART_RxD", "RxD", "UART data in"],
            ["PWM", "PWM", "PWM output, proportional to CO\u2082"],
            ["AL", "AL", "Alarm, open collector"],
            ["bCAL", "bCAL", "Zero calibration input, active low"],
        ],
        7.6,
    )
    s.heading("Power supply requirements", 10)
    s.para(
        "The IR lamp is driven with a pulse every measurement. The supply must deliver the "
        "peak current without dropping below 4.5 V at the module terminals; a 100 " + MU + "F "
        "capacitor close to G+ is recommended when long or thin supply wires are used. "
        "Supplies above 5.25 V are outside the specification; the module is not protected "
        "against voltages above 5.5 V.",
        8,
    )
    s.heading("Alarm output", 10)
    s.para(
        "AL is an open collector transistor. It can drive a small relay coil or an LED with "
        "a series resistor from a separate supply of up to 24 V; a free-wheeling diode must be "
        "used with inductive loads. The alarm threshold (default 1000 ppm, hysteresis 100 ppm) "
        "is set in holding register HR4.",
        8,
    )

    # ---- page 3
    s.add_page()
    s.heading("Modbus register map (excerpt)", 10)
    s.para(
        "Slave address: 0x68 (any address 1 \u2013 247 accepted in point-to-point "
        "communication; 0xFE is the \u201cany sensor\u201d address). Function codes 0x03 (read "
        "holding registers), 0x04 (read input registers) and 0x06 (write single register).",
        8,
    )
    s.table(
        [
            Col("Register", 55, "C"),
            Col("Address", 55, "C"),
            Col("Name", 110),
            Col("Content", 209),
            Col("Default", 70, "C"),
        ],
        [
            ["IR1", "0x0000", "MeterStatus", "Error flags, bit 0 \u2013 bit 7", "0"],
            ["IR2", "0x0001", "AlarmStatus", "Bit 1: alarm output active", "0"],
            ["IR4", "0x0003", "SpaceCO2", "CO\u2082 value in ppm", "-"],
            ["IR22", "0x0015", "PWMOutput", "PWM duty, 0 \u2013 16383", "-"],
            ["IR26", "0x0019", "SensorID", "32-bit serial number", "-"],
            ["HR1", "0x0000", "AckRegister", "Acknowledgement flags", "0"],
            ["HR2", "0x0001", "SpecialCommand", "0x7C06: background calibration", "0"],
            ["HR4", "0x0003", "AlarmThreshold", "Alarm on level in ppm", "1000"],
            ["HR32", "0x001F", "ABCPeriod", "ABC period in hours, 0 = off", "180"],
        ],
        7.4,
    )
    s.heading("Installation", 10)
    s.para(
        "Mount the module with the diffusion filter facing the air to be measured. Do not "
        "block the filter with conformal coating. The module is intended for indoor use; it "
        "is not rated for condensing or outdoor environments. The ABC algorithm assumes that "
        "the sensor sees fresh air (about 400 ppm) at least once in each ABC period; in "
        "greenhouses or permanently occupied rooms ABC should be disabled.",
        8,
    )
    revision_table(
        s,
        [
            ["2019-02-11", "1", "First release"],
            ["2023-09-04", "4", "LUFT-S2-05K added, UART levels clarified"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "luft-s2.pdf")
