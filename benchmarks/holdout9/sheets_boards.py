"""Hold-out 9 datasheets: a Linx-style 433 MHz OOK transmitter module (one
column group per version, footnote marks on values), a Pololu-style buck
regulator board family (product page printed to PDF, one column per output
version, values in figure captions), a DFRobot-wiki-style capacitive soil
moisture probe and a Raspberry-Pi-style microcontroller board (pin table and
GPIO numbers as decoys, ratings in prose).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"


# ----------------------------------------------- Linx-style OOK transmitter
def txr433(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="TXR-433 Series Transmitter Module Data Guide",
        header_right="Rivet Wireless",
        footer_left="Document RW-DS-0433   Revised 3/14/2023",
        footer_right="\u2013 {page} \u2013",
        rule_color=(180, 30, 30),
        table_fill=(240, 220, 220),
        accent=(150, 20, 20),
        grid=False,
    )
    s = Sheet(style, "TXR-433 Series Transmitter Module Data Guide")
    s.add_page()
    s.title_block("TXR-433 Series", "433.92MHz OOK Transmitter Module Data Guide", size=20)

    def left() -> None:
        s.heading("Description", 10)
        s.para(
            "The TXR-433 Series is a compact, low-cost transmitter module for sending digital "
            "data over distances of up to 100 meters line of sight. It uses on-off keying "
            "(OOK) at 433.92MHz: the carrier is on while DATA is high. No external RF "
            "components are needed except an antenna. Two versions are offered: the "
            "TXR-433-LV for 3V battery equipment and the TXR-433-HV for systems with "
            "unregulated supplies up to 12V.",
            7.8,
        )
        s.heading("Applications", 10)
        s.bullets(
            [
                "Remote control and keyless entry",
                "Wireless doorbells and alarms",
                "Sensor reporting",
                "Home automation",
            ],
            7.8,
        )

    def right() -> None:
        s.heading("Features", 10)
        s.bullets(
            [
                "Low cost, no tuning required",
                "Data rates up to 10,000bps (LV)",
                "Wide supply range (HV version: 3V to 12V)",
                "Power-down pin (LV version)",
                "SAW-stabilised carrier",
                "Through-hole and SMD pin-outs",
                "No production tuning required",
            ],
            7.8,
        )
        s.heading("Ordering Information", 10)
        s.table(
            [Col("Part Number", 90), Col("Description", 134)],
            [
                ["TXR-433-LV", "Transmitter, 2.1V\u20133.6V"],
                ["TXR-433-HV", "Transmitter, 3V\u201312V"],
                ["EVK-433-TXR", "Evaluation kit"],
            ],
            7.4,
        )

    s.side_by_side(left, right, 255, 20)
    s.heading("Pin Assignments", 10)
    s.table(
        [Col("Pin", 35, "C"), Col("Name", 55, "C"), Col("Description", 409)],
        [
            ["1", "GND", "Analog ground"],
            ["2", "DATA", "Digital data input. A logic high turns the carrier on."],
            ["3", "VCC", "Supply voltage"],
            ["4", "ANT", "50" + OHM + " RF output; for a quarter-wave whip use 17.3cm of wire"],
            [
                "5",
                "PDN",
                "Power down (LV only). Pull high to operate; low or open: < 5"
                + MU
                + "A. NC on HV.",
            ],
        ],
        7.6,
    )
    s.heading("Absolute Maximum Ratings", 10)
    s.leaders(
        [
            ("Supply Voltage VCC, TXR-433-LV", "-0.3 to +4.0 VDC"),
            ("Supply Voltage VCC, TXR-433-HV", "-0.3 to +14.0 VDC"),
            ("Any Input or Output Pin, TXR-433-LV", "-0.3 to VCC + 0.3 VDC"),
            ("DATA Input, TXR-433-HV", "-0.3 to +6.0 VDC"),
            ("Operating Temperature", "-40 to +85" + DEG),
            ("Storage Temperature", "-40 to +90" + DEG),
            ("Soldering Temperature", "+225" + DEG + " for 10 seconds"),
        ],
        7.6,
    )
    s.para(
        "Exceeding any of the limits of this section may lead to permanent damage to the "
        "device. Furthermore, extended operation at these maximum ratings may reduce the "
        "life of this device.",
        7.2,
    )

    # ---- page 2
    s.add_page()
    s.heading("Electrical Specifications", 10)
    s.para("Ta = 25" + DEG + ", unless otherwise noted.", 7.6)
    cols = [
        Col("Parameter", 120),
        Col("Designation", 55, "C"),
        Col("Min.", 32, "C"),
        Col("Typ.", 32, "C"),
        Col("Max.", 32, "C"),
        Col("Min.", 32, "C"),
        Col("Typ.", 32, "C"),
        Col("Max.", 32, "C"),
        Col("Units", 42, "C"),
        Col("Notes", 90, "C"),
    ]
    s.table(
        cols,
        [
            ["Power Supply"],
            ["Operating Voltage", "V_{CC}", "2.1", "3.0", "3.6", "3.0", "", "12.0", "VDC", ""],
            ["Supply Current", "I_{CC}", "", "7.5", "9.0", "", "14", "22", "mA", "1, 2"],
            [
                "Power-Down Current",
                "I_{PDN}",
                "",
                "1.2",
                "5.0",
                "\u2014",
                "\u2014",
                "\u2014",
                MU + "A",
                "LV only",
            ],
            ["Transmitter Section"],
            ["Transmit Frequency", "F_{C}", "", "433.92", "", "", "433.92", "", "MHz", ""],
            ["Center Frequency Accuracy", "", "-75", "", "+75", "-75", "", "+75", "kHz", ""],
            ["Output Power", "P_{O}", "", "+6", "", "", "+10^{(3)}", "", "dBm", "1"],
            ["Harmonic Emissions", "P_{H}", "", "-40", "", "", "-36", "", "dBc", ""],
            ["Data Rate", "", "", "", "10,000", "", "", "5,000", "bps", ""],
            ["Turn-On Time", "", "", "", "1", "", "", "1", "ms", "4"],
            ["Data Input"],
            ["Logic Low", "V_{IL}", "", "", "0.3", "", "", "0.8", "VDC", ""],
            ["Logic High", "V_{IH}", "1.6", "", "", "2.5", "", "", "VDC", ""],
            ["Input Current", "", "", "", "10", "", "", "60", MU + "A", "DATA high"],
            ["Environmental"],
            ["Operating Temperature Range", "", "-40", "", "+85", "-40", "", "+85", DEG, ""],
        ],
        7.0,
        head_rows=[["", "", "TXR-433-LV", "<", "<", "TXR-433-HV", "<", "<", "", ""]],
    )
    s.para(
        "1. Into a 50" + OHM + " load, 50% duty cycle (1kHz square wave on DATA).  "
        "2. TXR-433-LV at VCC = 3.0V; TXR-433-HV at VCC = 12.0V. At VCC = 5.0V the "
        "TXR-433-HV draws 9mA typical.  3. At VCC = 12.0V; +4dBm at VCC = 5.0V and 0dBm "
        "at VCC = 3.0V.  4. Time from VCC applied (LV: PDN high) to full output power.",
        7.0,
    )
    s.heading("Typical Application", 10)
    s.para(
        "The DATA line can be driven directly by a microcontroller, an encoder IC or a UART "
        "output. The carrier is on whenever DATA is high, so DATA must be held low between "
        "transmissions; a long high level keeps the transmitter on continuously. The module "
        "does not encode data: the designer is responsible for a suitable protocol, for "
        "example Manchester coding, at the receiver's data rate.",
        7.8,
    )
    s.para(
        "The TXR-433-HV regulates its oscillator supply internally, so the output power "
        "rises with VCC (see note 3). Its DATA input is limited to 6.0V absolute maximum "
        "regardless of VCC, so it can be driven from 3.3V or 5V logic but must not be "
        "tied to a 12V supply.",
        7.8,
    )
    s.heading("Antenna and Range", 10)
    s.para(
        "Range depends on the antenna, the receiver, the surroundings and the regulations in "
        "force. The 100 meter figure was measured outdoors, line of sight, with quarter-wave "
        "whips on transmitter and receiver. No range is specified indoors. Operation must "
        "comply with local regulations on power, duty cycle and bandwidth; this data guide "
        "does not state those limits, which the designer must look up for each market.",
        7.8,
    )
    revision_table(s, [["3/14/2023", "B", "Added TXR-433-HV"]], (80, 60, 359))
    return save(s, out / "txr433.pdf")


# ----------------------------------------------- Pololu-style buck board product page
def pvd36v3(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="polvox-robotics.example/product/pvd36v3",
        header_right="Polvox Robotics & Electronics",
        footer_left="Printed from the Polvox website, 15 Jan 2024",
        footer_right="{page}/3",
        rule_color=(150, 150, 150),
        table_fill=(235, 235, 235),
        accent=(30, 30, 110),
        grid=True,
    )
    s = Sheet(style, "PVD36V3Fx 36V 3A Step-Down Voltage Regulators")
    s.add_page()
    s.title_block(
        "36V, 3A Step-Down Voltage Regulators PVD36V3Fx",
        "PVD36V3F3 (3.3V), PVD36V3F5 (5V), PVD36V3F9 (9V), PVD36V3F12 (12V)",
        "Item #3780 \u2013 #3783   Brand: Polvox   Status: Active and Preferred",
        size=15,
    )
    s.heading("Overview", 10.5)
    s.para(
        "These small synchronous buck (step-down) regulators take an input voltage of up to "
        "36V and efficiently reduce it to a fixed output of 3.3V, 5V, 9V or 12V. Typical "
        "efficiency is between 85% and 95%, and each version can deliver a continuous output "
        "current of about 2.6A to 3.4A depending on the version, the input voltage and the "
        "cooling. Under light loads the regulator switches to pulse-skipping to keep the "
        "quiescent current low. The boards have reverse-voltage protection up to 36V, "
        "over-current limiting, thermal shutdown (which typically activates at 165" + DEG + ") "
        "and a soft-start.",
        8,
    )
    s.para(
        'The 0.1" pin spacing fits standard solderless breadboards and perfboards; the board '
        'measures 0.7" \u00d7 0.8" \u00d7 0.3" (18 \u00d7 20 \u00d7 8 mm) and weighs 2.1g. '
        'Two 0.086" (#2) mounting holes are at opposite corners.',
        8,
    )
    s.heading("Features and specifications", 10.5)
    s.bullets(
        [
            "Input voltage: output voltage plus dropout up to 36V (see the table below)",
            "Fixed output with " + PM + "4% accuracy",
            "Typical maximum continuous output current: 2.6A to 3.4A (see the table)",
            "Reverse-voltage protection up to 36V",
            "Enable input; PG (power good) output",
            "Operating temperature: -40" + DEG + " to +85" + DEG,
            "Integrated over-temperature and over-current shutoff",
        ],
        8,
    )
    s.heading("Versions", 10.5)
    s.table(
        [
            Col("", 150),
            Col("PVD36V3F3", 87, "C"),
            Col("PVD36V3F5", 87, "C"),
            Col("PVD36V3F9", 87, "C"),
            Col("PVD36V3F12", 88, "C"),
        ],
        [
            ["Output voltage", "3.3V", "5V", "9V", "12V"],
            ["Minimum input voltage", "4.0V", "5.6V", "9.7V", "12.8V"],
            ["Maximum input voltage", "36V", "36V", "36V", "36V"],
            ["Typical max. continuous\noutput current (1)", "3.4A", "3.2A", "2.9A", "2.6A"],
            ["No-load quiescent\ncurrent (2)", "0.9mA", "1.1mA", "1.6mA", "2.0mA"],
            ["Item #", "3780", "3781", "3782", "3783"],
        ],
        7.8,
    )
    s.para(
        "(1) From 12V input for the 3.3V and 5V versions and from 24V input for the 9V and 12V "
        "versions, at room temperature with no extra cooling.  (2) At 12V input (24V input for "
        "the 9V and 12V versions).",
        7.2,
    )

    # ---- page 2
    s.add_page()
    s.heading("Connections", 10.5)
    s.para(
        "The regulator has five connections: VIN, GND, VOUT, EN and PG. The input voltage "
        "VIN should be at least the minimum input voltage of the version; below it the output "
        "drops with the input. Note that the board has no input over-voltage protection and "
        "LC voltage spikes from long battery or adapter leads can exceed 36V; add an "
        "electrolytic capacitor of at least 33" + MU + "F close to VIN and GND when the input "
        "leads are longer than a few centimeters or the input is above 28V.",
        8,
    )
    s.para(
        "The EN pin is pulled up to VIN through a 100k" + OHM + " resistor. Driving it below "
        "0.7V turns the regulator off (the board then draws about 10" + MU + "A); above 1.4V "
        "it is on. EN may be driven directly by a microcontroller with an open-drain output "
        "or through a small transistor. The PG output is open drain with a 100k" + OHM + " "
        "pull-up to VOUT; it is driven low when VOUT is more than 10% below its nominal "
        "value.",
        8,
    )
    s.table(
        [Col("Pin", 60, "C"), Col("Description", 439)],
        [
            ["VIN", "Input, up to 36V"],
            ["GND", "Ground; two pins, both connected"],
            ["VOUT", "Regulated output"],
            ["EN", "Enable, 100k" + OHM + " pull-up to VIN"],
            ["PG", "Power good, open drain, 100k" + OHM + " pull-up to VOUT"],
        ],
        7.8,
    )
    s.heading("Typical efficiency and output current", 10.5)
    s.figure(
        "Figure 1. PVD36V3F5 efficiency; about 92% at 1A from a 12V input, 86% at 1A from 36V.",
        "Output current (A)",
        "Efficiency (%)",
        ["0.01", "0.1", "1", "3"],
        ["60", "70", "80", "90", "100"],
        [
            ("VIN = 12V", [(0, 0.45), (0.33, 0.7), (0.67, 0.8), (1, 0.72)]),
            ("VIN = 36V", [(0, 0.25), (0.33, 0.55), (0.67, 0.65), (1, 0.6)]),
        ],
        height=110,
    )
    s.figure(
        "Figure 2. Maximum continuous output current of the PVD36V3F3 drops to about 2.5A at 36V input.",
        "Input voltage (V)",
        "Max. output current (A)",
        ["4", "12", "24", "36"],
        ["0", "1", "2", "3", "4"],
        [("PVD36V3F3", [(0, 0.82), (0.25, 0.85), (0.62, 0.75), (1, 0.62)])],
        height=110,
    )

    # ---- page 3
    s.add_page()
    s.heading("Dropout and low-input behavior", 10.5)
    s.para(
        "The dropout voltage depends on the load current: roughly 0.3V at 500mA, 0.7V at 1A "
        "and 1.5V at 3A. When the input falls below the output voltage plus the dropout, the "
        "output follows the input minus the dropout. The regulators are not suitable for "
        "boosting a voltage; for input voltages below the output use a step-up or "
        "step-up/step-down regulator.",
        8,
    )
    s.heading("Noise and layout", 10.5)
    s.para(
        "The switching frequency is about 600kHz under heavy loads and lower in "
        "pulse-skipping mode at light loads. The output ripple is typically below 40mV "
        "peak-to-peak with the on-board output capacitors. Sensitive RF or analog loads may "
        "need extra filtering; the amount of ripple at a given load is not specified beyond "
        "this typical value.",
        8,
    )
    s.heading("People often buy this product together with", 10.5)
    s.bullets(
        [
            '0.1" male header strip, 1\u00d740-pin',
            "Barrel jack to 2-pin terminal block adapter",
            "Step-up/step-down regulator PVS9V2F5, 5V 2A (item #3760)",
        ],
        8,
    )
    s.heading("File downloads", 10.5)
    s.bullets(["Dimension diagram (PDF, 212 KB)", "3D model (STEP, 1.4 MB)"], 8)
    return save(s, out / "pvd36v3.pdf")


# ----------------------------------------------- DFRobot-wiki-style soil moisture probe
def ksm_cap(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="wiki.krayfield.example \u2014 KSM-CAP Capacitive Soil Moisture Sensor SKU:KR-SM0419",
        header_right="",
        footer_left="Krayfield Robotics Wiki \u2014 printed page",
        footer_right="{page}/2",
        rule_color=(255, 140, 0),
        table_fill=(255, 236, 210),
        accent=(220, 110, 0),
        grid=True,
    )
    s = Sheet(style, "KSM-CAP Capacitive Soil Moisture Sensor SKU KR-SM0419")
    s.add_page()
    s.title_block("Capacitive Soil Moisture Sensor (KSM-CAP v2.0) SKU:KR-SM0419", "", size=15)
    s.heading("Introduction", 11)
    s.para(
        "This is a capacitive soil moisture sensor. Unlike resistive probes it measures the "
        "moisture by capacitive sensing, so the electrodes are not exposed and do not "
        "corrode. The probe has an on-board voltage regulator, so it works with both 3.3V and "
        "5V main controllers, and outputs an analog voltage that falls as the moisture rises. "
        "Version 2.0 replaces the 555 timer of v1.0 with a dedicated oscillator.",
        8.5,
    )
    s.heading("Specification", 11)
    s.lines(
        [
            "Operating Voltage: 3.3 ~ 5.5 VDC",
            "Output Voltage: 0 ~ 3.0 VDC",
            "Operating Current: 5mA",
            "Interface: PH2.0-3P",
            "Dimension: 98mm x 23mm (3.86in x 0.9in)",
            "Weight: 15g",
        ],
        9,
    )
    s.heading("Board Overview", 11)
    s.table(
        [Col("Num", 40, "C"), Col("Label", 60, "C"), Col("Description", 399)],
        [
            ["1", "GND", "GND"],
            ["2", "VCC", "Power supply input, 3.3 ~ 5.5V"],
            ["3", "AOUT", "Analog signal output"],
        ],
        8,
    )
    s.heading("Tutorial", 11)
    s.para(
        "Requirements: Hardware: an Arduino UNO (or similar) board, the KSM-CAP probe, a "
        "PH2.0-3P cable. Software: Arduino IDE. Connect VCC to 5V, GND to GND and AOUT to A0.",
        8.5,
    )
    s.heading("Calibration", 11)
    s.para(
        "1. Open the serial monitor at 9600 baud.  2. Hold the probe in dry air and record the "
        "value (value_1).  3. Dip the probe into a cup of water up to the warning line "
        "(\u201cMAX\u201d) and record the value (value_2).  4. Put the two values into the sketch.",
        8.5,
    )
    s.table(
        [Col("", 180), Col("Typical reading (10-bit ADC, 5V reference)", 319, "C")],
        [["In dry air (value_1)", "\u2248 520"], ["In water (value_2)", "\u2248 260"]],
        8,
    )
    s.para(
        "Section ranges used by the sample code: dry 520 ~ 430, wet 430 ~ 350, very wet 350 ~ 260. "
        "The readings differ from probe to probe, so calibrate each one.",
        8.5,
    )

    # ---- page 2
    s.add_page()
    s.heading("Sample Code", 11)
    s.para(
        "const int AirValue = 520;   // replace with value_1\n"
        "const int WaterValue = 260; // replace with value_2\n"
        "int intervals = (AirValue - WaterValue) / 3;\n"
        "void setup() { Serial.begin(9600); }\n"
        "void loop() { int soilMoistureValue = analogRead(A0); Serial.println(soilMoistureValue); delay(100); }",
        8,
    )
    s.heading("FAQ", 11)
    s.para(
        "Q: Can I bury the whole sensor?  A: No. Only the part below the warning line may be "
        "inserted into the soil. The components at the top are not waterproof; protect them "
        "from rain and splashing, for example with heat-shrink tubing.",
        8.5,
    )
    s.para(
        "Q: What is the output voltage with a 3.3V supply?  A: The on-board regulator works "
        "down to 3.3V, so the output range stays 0 ~ 3.0V; with a 3.3V ADC reference the "
        "readings are higher than in the table above. Re-run the calibration.",
        8.5,
    )
    s.para(
        "Q: How long can the probe stay in the soil?  A: The probe is coated with a solder "
        "mask; we have no long-term data for outdoor use. The edges of the board are not "
        "sealed, so moisture can enter the board over time.",
        8.5,
    )
    s.para(
        "Q: How fast does it respond?  A: The output settles within about 1 s after power-up; "
        "the response to a change of soil moisture depends on the soil and is not specified.",
        8.5,
    )
    s.heading("More Documents", 11)
    s.bullets(["Schematic", "Layout", "Dimension drawing"], 8.5)
    revision_table(
        s,
        [
            ["2019-06-20", "V1.0", "First version"],
            ["2021-11-02", "V2.0", "New oscillator, PH2.0 connector"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "ksm-cap.pdf")


# ----------------------------------------------- Raspberry-Pi-style microcontroller board
def kiwi2040(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="KIWI-2040 Datasheet",
        header_right="A microcontroller board with the KM2040 MCU",
        footer_left="Kiwi Microsystems Ltd   Build-date: 2023-07-04",
        footer_right="{page}",
        rule_color=(170, 30, 80),
        table_fill=(245, 225, 232),
        accent=(170, 30, 80),
        grid=False,
    )
    s = Sheet(style, "KIWI-2040 Datasheet")
    s.add_page()
    s.title_block(
        "KIWI-2040 Datasheet", "A microcontroller board with the KM2040 dual-core MCU", size=20
    )
    s.heading("Chapter 1. About KIWI-2040", 11.5)
    s.para(
        "KIWI-2040 is a low-cost microcontroller board built around the KM2040 chip (dual "
        "Cortex-M0+ at up to 133MHz, 264kB SRAM) with 2MB of QSPI flash. It has a micro-USB "
        "connector for power and programming, an on-board buck-boost SMPS that generates "
        "3.3V from a wide range of input voltages, and 26 multi-function 3.3V GPIO pins, "
        "three of which can be used as analog inputs.",
        8,
    )
    s.bullets(
        [
            "2 \u00d7 UART, 2 \u00d7 SPI controllers, 2 \u00d7 I2C controllers, 16 \u00d7 PWM channels",
            "1 \u00d7 USB 1.1 controller and PHY, with host and device support",
            "8 \u00d7 programmable I/O (PIO) state machines",
            "Castellated module allows soldering direct to carrier boards",
        ],
        8,
    )
    s.heading("1.1. Pinout", 10.5)
    s.table(
        [
            Col("Pin", 32, "C"),
            Col("Name", 60),
            Col("Functions", 150),
            Col("Pin", 32, "C"),
            Col("Name", 70),
            Col("Functions", 155),
        ],
        [
            ["1", "GP0", "UART0 TX, I2C0 SDA, SPI0 RX", "40", "VBUS", "Micro-USB input voltage"],
            ["2", "GP1", "UART0 RX, I2C0 SCL, SPI0 CSn", "39", "VSYS", "Main system input"],
            ["3", "GND", "Ground", "38", "GND", "Ground"],
            ["4", "GP2", "SPI0 SCK, I2C1 SDA", "37", "3V3_EN", "Enable of the SMPS"],
            ["5", "GP3", "SPI0 TX, I2C1 SCL", "36", "3V3(OUT)", "3.3V output"],
            ["6", "GP4", "UART1 TX, I2C0 SDA", "35", "ADC_VREF", "ADC reference"],
            ["7", "GP5", "UART1 RX, I2C0 SCL", "34", "GP28", "ADC2"],
            ["9", "GP6", "SPI0 SCK, I2C1 SDA", "32", "GP27", "ADC1, I2C1 SCL"],
            ["10", "GP7", "SPI0 TX, I2C1 SCL", "31", "GP26", "ADC0, I2C1 SDA"],
            ["11", "GP8", "UART1 TX, SPI1 RX", "30", "RUN", "Reset, active low"],
            ["12", "GP9", "UART1 RX, SPI1 CSn", "29", "GP22", "GPIO"],
            ["14", "GP10", "SPI1 SCK, I2C1 SDA", "27", "GP21", "I2C0 SCL"],
            ["15", "GP11", "SPI1 TX, I2C1 SCL", "26", "GP20", "I2C0 SDA"],
        ],
        7.0,
    )
    s.para(
        "GP23 (SMPS mode), GP24 (VBUS sense), GP25 (user LED) and GP29 (VSYS/3 via ADC3) are "
        "used on the board and are not on the edge pins.",
        7.6,
    )

    # ---- page 2
    s.add_page()
    s.heading("Chapter 2. Electrical specification", 11.5)
    s.heading("2.1. Recommended operating conditions", 10.5)
    s.caption("Table 1. KIWI-2040 recommended operating conditions")
    s.table(
        [
            Col("Parameter", 170),
            Col("Minimum", 70, "C"),
            Col("Maximum", 70, "C"),
            Col("Units", 50, "C"),
            Col("Comment", 139),
        ],
        [
            ["Operating Temp", "-20", "+85", DEG, "Board ambient"],
            ["VBUS", "4.75", "5.25", "V", "Depends on USB host"],
            ["VSYS", "1.8", "5.5", "V", "Buck-boost input"],
        ],
        7.6,
    )
    s.para(
        "The ambient temperature is limited by the flash memory and the crystal. The "
        "KIWI-2040 can be powered through micro-USB (VBUS, which feeds VSYS through a "
        "Schottky diode, so VSYS is VBUS minus about 0.3V) or directly on VSYS from another "
        "supply of 1.8V to 5.5V. The 3V3(OUT) pin is the output of the buck-boost SMPS; it is "
        "recommended to draw no more than 300mA from it for external circuits. Driving 3V3_EN "
        "low turns the SMPS off.",
        8,
    )
    s.heading("2.2. Power consumption", 10.5)
    s.caption("Table 2. Typical supply current at VBUS = 5V, 25" + DEG)
    s.table(
        [Col("Mode", 170), Col("Typical", 70, "C"), Col("Units", 50, "C"), Col("Condition", 209)],
        [
            ["Active, both cores, 125MHz", "25.0", "mA", "Busy loop, USB connected"],
            ["Active, one core, 48MHz", "10.8", "mA", "USB disconnected"],
            ["Sleep", "1.3", "mA", "Clocks gated, RTC running"],
            ["Dormant", "0.8", "mA", "All clocks stopped, wake on GPIO"],
        ],
        7.6,
    )
    s.heading("2.3. GPIO characteristics", 10.5)
    s.para(
        "The GPIO bank is supplied from the 3.3V rail (IOVDD = 3.3V). The GPIO pins are not "
        "5V tolerant: the voltage on any GPIO must not exceed IOVDD + 0.3V.",
        8,
    )
    s.caption("Table 3. GPIO DC characteristics, IOVDD = 3.3V")
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 60, "C"),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Units", 50, "C"),
            Col("Comment", 119),
        ],
        [
            ["Pin Input Voltage", "V_{PIN}", "-0.5", "IOVDD + 0.5", "V", "Absolute"],
            ["Input Voltage High", "V_{IH}", "2.0", "", "V", ""],
            ["Input Voltage Low", "V_{IL}", "", "0.8", "V", ""],
            ["Output Voltage High", "V_{OH}", "2.62", "", "V", "I_{OH} = 4mA"],
            ["Output Voltage Low", "V_{OL}", "", "0.5", "V", "I_{OL} = 4mA"],
            ["Output Drive Strength", "I_{O}", "2", "12", "mA", "2, 4, 8 or 12mA"],
            ["Pull-up Resistance", "R_{PU}", "50", "80", "k" + OHM, ""],
        ],
        7.4,
    )
    s.heading("2.4. ADC", 10.5)
    s.para(
        "The KM2040 has a 12-bit SAR ADC with 500kS/s and a four-input multiplexer; three "
        "inputs (GP26-GP28) are on the edge pins. The ADC reference ADC_VREF is the 3.3V "
        "rail filtered on the board, so the input range is 0V to 3.3V. Inputs above ADC_VREF "
        "are clipped and must not exceed IOVDD + 0.3V. The effective number of bits is about "
        "8.7 because of SMPS noise; an external reference improves it.",
        8,
    )
    s.heading("2.5. Serial interfaces", 10.5)
    s.para(
        "Each I2C controller supports standard mode (100kHz), fast mode (400kHz) and fast mode "
        "plus (1000kHz). The SPI controllers run at up to 62.5MHz in master mode. The UARTs "
        "support baud rates up to 921600 baud; the default console is UART0 on GP0/GP1 at "
        "115200 baud.",
        8,
    )
    revision_table(s, [["2023-07-04", "1.2", "Added power consumption table"]], (80, 60, 359))
    return save(s, out / "kiwi2040.pdf")
