"""Hold-out 12 datasheets: I2C converter and gauge ICs.

A Burr-Brown-style 12-bit I2C DAC (address per orderable version, command
bytes as decoys, a table continued on the next page) and a Cellwise-style
translated fuel-gauge sheet (register map as decoys, the pull-up rule in a
table row and in prose).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
TIMES = "\u00d7"


# ---------------------------------------------------- Burr-Brown-style DAC
def dqc5571(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="DQC5571",
        header_right="SBAS-Q271C \u2013 MARCH 2022 \u2013 REVISED JUNE 2024",
        footer_left="Delmar Quantum Converters",
        footer_right="{page}",
        rule_color=(0, 0, 0),
        table_fill=None,
        accent=(0, 0, 0),
        grid=False,
    )
    s = Sheet(style, "DQC5571 12-bit I2C DAC")
    s.add_page()
    s.title_block(
        "DQC5571",
        "Low-Power, Rail-to-Rail Output, 12-Bit Serial Input\nDIGITAL-TO-ANALOG CONVERTER with I\u00b2C Interface",
        "",
        size=22,
    )

    def left() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "MICROPOWER OPERATION: 210 " + MU + "A at 5 V",
                "POWER-DOWN: 60 nA at 5 V",
                "FAST UPDATE RATE: 188 kSPS",
                "+2.7 V TO +5.5 V POWER SUPPLY",
                "GUARANTEED MONOTONIC BY DESIGN",
                "SETTLING TIME: 6 " + MU + "s to " + PM + "0.1% FS",
                "I\u00b2C INTERFACE WITH HIGH-SPEED MODE: UP TO 3.4 MHz",
                "ON-CHIP OUTPUT BUFFER AMPLIFIER, RAIL-TO-RAIL OPERATION",
                "TWO ADDRESS OPTIONS PER VERSION (A0 PIN)",
                "SOT23-6 PACKAGE",
            ],
            7.8,
        )
        s.heading("APPLICATIONS", 9.5)
        s.bullets(
            [
                "PROCESS CONTROL",
                "DATA ACQUISITION SYSTEMS",
                "CLOSED-LOOP SERVO CONTROL",
                "PC PERIPHERALS",
                "PORTABLE INSTRUMENTATION",
            ],
            7.8,
        )

    def right() -> None:
        s.heading("DESCRIPTION", 9.5)
        s.para(
            "The DQC5571 is a low-power, single-channel, 12-bit buffered voltage-output DAC. Its "
            "on-chip precision output amplifier allows rail-to-rail output swing; the supply "
            "voltage is the reference, giving an output range of 0 V to VDD. It uses an "
            "I\u00b2C-compatible two-wire serial interface that operates at clock rates up to "
            "3.4 Mbps with an address-support of up to two DQC5571 devices on the same data bus "
            "per version.",
            7.8,
        )
        s.para(
            "The DQC5571 incorporates a power-on-reset circuit that ensures that the DAC output "
            "powers up at 0 V and remains there until a valid write takes place. It contains a "
            "power-down feature that reduces the current consumption to typically 60 nA at 5 V.",
            7.8,
        )
        s.para(
            "The low power consumption of this part in normal operation makes it ideally suited "
            "to portable battery-operated equipment. The power consumption is 1.05 mW at 5 V, "
            "reducing to 0.3 " + MU + "W in power-down mode.",
            7.8,
        )

    s.side_by_side(left, right, 240)
    s.heading("ORDERING INFORMATION", 9.5)
    s.table(
        [
            Col("PRODUCT", 90),
            Col("PACKAGE", 70, "C"),
            Col("I\u00b2C ADDRESS\n(A0 = GND / A0 = VDD)", 120, "C"),
            Col("SPECIFIED\nTEMPERATURE RANGE", 100, "C"),
            Col("ORDERING\nNUMBER", 119, "C"),
        ],
        [
            [
                "DQC5571A0",
                "SOT23-6",
                "1100000 / 1100001",
                "-40" + DEG + " to +125" + DEG,
                "DQC5571A0IDBVR",
            ],
            [
                "DQC5571A1",
                "SOT23-6",
                "1100010 / 1100011",
                "-40" + DEG + " to +125" + DEG,
                "DQC5571A1IDBVR",
            ],
        ],
        7.6,
    )
    s.para(
        "The A0 and A1 versions differ only in the fixed address bits; both respond to the general-call "
        "address 0000000. Address in hexadecimal: DQC5571A0 0x60 / 0x61, DQC5571A1 0x62 / 0x63.",
        7.6,
    )

    # ---- page 2
    s.add_page()
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5)
    s.para("Over operating free-air temperature range unless otherwise noted.", 7.8)
    s.table(
        [Col("", 300), Col("DQC5571", 120, "C"), Col("UNIT", 79, "C")],
        [
            ["VDD to GND", "-0.3 to 6", "V"],
            ["Digital input voltage to GND", "-0.3 to +VDD + 0.3", "V"],
            ["VOUT to GND", "-0.3 to +VDD + 0.3", "V"],
            ["Operating temperature range", "-40 to +125", DEG],
            ["Storage temperature range", "-65 to +150", DEG],
            ["Junction temperature range (TJ max)", "+150", DEG],
        ],
        7.8,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5)
    s.para(
        "VDD = +2.7 V to +5.5 V; RL = 2 k"
        + OHM
        + " to GND; CL = 200 pF to GND; all specifications "
        "-40" + DEG + " to +125" + DEG + " unless otherwise noted.",
        7.8,
    )
    ec = [
        Col("PARAMETER", 150),
        Col("CONDITIONS", 160),
        Col("MIN", 45, "C"),
        Col("TYP", 45, "C"),
        Col("MAX", 45, "C"),
        Col("UNITS", 54, "C"),
    ]
    s.table(
        ec,
        [
            ["STATIC PERFORMANCE (1)"],
            ["Resolution", "", "12", "", "", "Bits"],
            ["Relative Accuracy", "", "", PM + "2", PM + "8", "LSB"],
            [
                "Differential Nonlinearity",
                "Specified monotonic by design",
                "",
                PM + "0.2",
                PM + "1",
                "LSB",
            ],
            ["Zero Code Error", "All zeroes loaded to DAC register", "", "+5", "+20", "mV"],
            [
                "Full-Scale Error",
                "All ones loaded to DAC register",
                "",
                "-0.15",
                "-1.25",
                "% of FSR",
            ],
            ["OUTPUT CHARACTERISTICS (2)"],
            ["Output Voltage Range", "", "0", "", "V_{DD}", "V"],
            [
                "Output Voltage Settling Time",
                "R_{L} = 2 k" + OHM + "; 0 pF < C_{L} < 200 pF",
                "",
                "6",
                "8",
                MU + "s",
            ],
            ["Slew Rate", "", "", "1", "", "V/" + MU + "s"],
            [
                "Capacitive Load Stability",
                "R_{L} = \u221e\nR_{L} = 2 k" + OHM,
                "",
                "470\n1000",
                "",
                "pF",
            ],
            ["Short-Circuit Current", "", "", "20", "", "mA"],
            ["Output Current Drive", "Within 300 mV of either rail", "", PM + "5", "", "mA"],
            [
                "Power-Up Time",
                "Coming out of power-down mode,\nV_{DD} = +5 V / +3 V",
                "",
                "2.5\n5",
                "",
                MU + "s",
            ],
        ],
        7.4,
    )
    s.para(
        "(1) Linearity calculated using a reduced code range of 48 to 4047; output unloaded.", 7.2
    )
    s.para("(2) Specified by design and characterization, not production tested.", 7.2)

    # ---- page 3
    s.add_page()
    s.caption("ELECTRICAL CHARACTERISTICS (continued)")
    s.para(
        "VDD = +2.7 V to +5.5 V; all specifications -40"
        + DEG
        + " to +125"
        + DEG
        + " unless otherwise noted.",
        7.8,
    )
    s.table(
        ec,
        [
            ["LOGIC INPUTS (SDA, SCL, A0) (2)"],
            ["V_{IH}", "", "0.7 " + TIMES + " V_{DD}", "", "", "V"],
            ["V_{IL}", "", "", "", "0.3 " + TIMES + " V_{DD}", "V"],
            ["Input Current", "", "", "", PM + "1", MU + "A"],
            ["SDA Output Low Voltage", "I_{SINK} = 3 mA", "", "", "0.4", "V"],
            ["I\u00b2C CLOCK FREQUENCY"],
            [
                "f_{SCL}",
                "Standard mode\nFast mode\nHigh-speed mode, C_{B} = 100 pF max",
                "",
                "",
                "100\n400\n3400",
                "kHz",
            ],
            ["POWER REQUIREMENTS"],
            ["V_{DD}", "", "2.7", "", "5.5", "V"],
            [
                "I_{DD} (normal mode)",
                "V_{DD} = +3.6 V to +5.5 V\nV_{DD} = +2.7 V to +3.6 V",
                "",
                "210\n140",
                "400\n250",
                MU + "A",
            ],
            [
                "I_{DD} (all power-down modes)",
                "V_{DD} = +3.6 V to +5.5 V\nV_{DD} = +2.7 V to +3.6 V",
                "",
                "0.06\n0.05",
                "2\n2",
                MU + "A",
            ],
            ["TEMPERATURE RANGE"],
            ["Specified Performance", "", "-40", "", "+125", DEG],
        ],
        7.4,
    )
    s.heading("DATA INPUT REGISTER", 9.5)
    s.para(
        "The fast-mode write sequence is: address byte, then two data bytes (PD1 PD0 D11-D8, D7-D0). "
        "The table shows example data words; they are codes, not specifications.",
        7.8,
    )
    s.table(
        [
            Col("PD1", 45, "C"),
            Col("PD0", 45, "C"),
            Col("Operating mode", 180),
            Col("Example code", 110, "C"),
            Col("Output (VDD = 5 V)", 119, "C"),
        ],
        [
            ["0", "0", "Normal operation", "0x0FFF", "4.9988 V"],
            ["0", "0", "Normal operation", "0x0800", "2.5000 V"],
            ["0", "1", "Power-down, 1 k" + OHM + " to GND", "0x1000", "\u2014"],
            ["1", "0", "Power-down, 100 k" + OHM + " to GND", "0x2000", "\u2014"],
            ["1", "1", "Power-down, high impedance", "0x3000", "\u2014"],
        ],
        7.6,
    )
    s.para(
        "The output is referred to VDD: any noise or ripple on the supply appears at the output "
        "scaled by the code. For a stable output use a clean, well-decoupled supply. The output "
        "buffer is not designed to drive loads below 2 k" + OHM + " or inductive loads.",
        7.8,
    )
    return save(s, out / "dqc5571.pdf")


# --------------------------------------------- Cellwise-style fuel gauge
def cwx2217(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="CWX2217",
        header_right="Single-Cell Li-ion Fuel Gauge",
        footer_left="Cellstar Micro (Shenzhen) Co., Ltd.   Confidential",
        footer_right="Page {page} of {nb}",
        rule_color=(60, 120, 60),
        table_fill=(228, 240, 228),
        accent=(40, 100, 40),
        grid=True,
    )
    s = Sheet(style, "CWX2217 fuel gauge")
    s.alias_nb_pages()
    s.add_page()
    s.title_block(
        "CWX2217",
        "Single-Cell Li-ion / Li-polymer Battery Fuel Gauge with I2C Interface",
        "Version 1.3",
        size=20,
    )
    s.heading("1. Features", 9.5)
    s.bullets(
        [
            "System side or pack side fuel gauging",
            "No external sense resistor needed; battery capacity estimated from voltage (FastCal algorithm)",
            "Battery voltage ADC: 14-bit, 305 " + MU + "V per LSB",
            "Accurate battery voltage measurement: " + PM + "20mV",
            "Low power: active current < 20uA, sleep current < 1uA",
            "I2C interface, 7-bit address 0x62, up to 400kHz",
            "Low-SOC alert output (ALRT, open drain)",
            "Package: DFN 2x2-8L",
        ],
        8.3,
    )
    s.heading("2. Applications", 9.5)
    s.para(
        "Smart phones, tablets, wearable devices, Bluetooth speakers, handheld POS, electronic cigarettes",
        8.3,
    )
    s.heading("3. General Description", 9.5)
    s.para(
        "CWX2217 is a low-cost, high-accuracy fuel gauge for one-cell lithium batteries. It is powered "
        "directly by the battery (VDD connected to the cell positive) and reports the battery "
        "voltage and the remaining capacity (SOC, %) over the I2C bus. The 0.1% resolution SOC is "
        "updated every 1 second. The chip does not measure current and does not charge the battery.",
        8.3,
    )
    s.heading("4. Order Information", 9.5)
    s.table(
        [
            Col("Part number", 130),
            Col("Package", 110, "C"),
            Col("Marking", 90, "C"),
            Col("MOQ (pcs/reel)", 169, "C"),
        ],
        [
            ["CWX2217AAD", "DFN 2x2-8L", "2217A", "3000"],
            ["CWX2217BAD", "DFN 2x2-8L", "2217B", "3000"],
        ],
        8.0,
    )
    s.para(
        "Note: CWX2217BAD is a version with the ALRT pin default-disabled; electrical characteristics "
        "are identical.",
        7.8,
    )
    s.heading("5. Pin Definition", 9.5)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("Description", 399)],
        [
            ["1", "CTG", "Connect to GND"],
            ["2", "CELL", "Battery voltage sense input"],
            ["3", "VDD", "Power supply, connect to battery positive"],
            ["4", "GND", "Ground"],
            ["5", "ALRT", "Low SOC alert, open drain, active low"],
            ["6", "QSTRT", "Quick start input, connect to GND if not used"],
            ["7", "SCL", "I2C clock input"],
            ["8", "SDA", "I2C data input/output, open drain"],
        ],
        8.0,
    )

    # ---- page 2
    s.add_page()
    s.heading("6. Absolute Maximum Ratings", 9.5)
    s.table(
        [
            Col("Parameter", 230),
            Col("Symbol", 70, "C"),
            Col("Range", 120, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["VDD, CELL pin voltage", "V_{DD}", "-0.3 ~ 6", "V"],
            ["SCL, SDA, ALRT, QSTRT pin voltage", "V_{IO}", "-0.3 ~ 6", "V"],
            ["Operating temperature", "T_{OPR}", "-20 ~ 70", "\u2103"],
            ["Storage temperature", "T_{STG}", "-40 ~ 125", "\u2103"],
            ["ESD (HBM)", "", PM + "2000", "V"],
        ],
        8.0,
    )
    s.heading("7. Electrical Characteristics", 9.5)
    s.para(
        "(VDD = 2.5V ~ 4.5V, TA = -20\u2103 ~ 70\u2103, unless otherwise noted. Typical values are at "
        "VDD = 3.7V, TA = 25\u2103)",
        8.0,
    )
    ec = [
        Col("Parameter", 120),
        Col("Symbol", 50, "C"),
        Col("Conditions", 150),
        Col("Min", 40, "C"),
        Col("Typ", 40, "C"),
        Col("Max", 40, "C"),
        Col("Unit", 59, "C"),
    ]
    s.table(
        ec,
        [
            ["Supply voltage", "V_{DD}", "", "2.5", "", "4.5", "V"],
            ["Active current", "I_{DD}", "Normal mode, no I2C traffic", "", "15", "20", "uA"],
            [
                "Sleep current",
                "I_{SLEEP}",
                "Sleep mode\nTA = 25\u2103 / TA = 70\u2103",
                "",
                "0.5\n0.8",
                "1\n1.5",
                "uA",
            ],
            ["Voltage measurement error", "V_{ERR}", "VDD = 2.5V ~ 4.5V", "-20", "", "+20", "mV"],
            ["ADC resolution", "", "", "", "305", "", "uV/LSB"],
            ["SOC update period", "", "", "", "1", "", "s"],
            ["Time base accuracy", "", "TA = 25\u2103", "-1", "", "1", "%"],
        ],
        7.6,
    )
    s.caption("7.1 I2C interface")
    s.table(
        ec,
        [
            ["Input high voltage", "V_{IH}", "SCL, SDA", "1.4", "", "", "V"],
            ["Input low voltage", "V_{IL}", "SCL, SDA", "", "", "0.5", "V"],
            ["Output low voltage", "V_{OL}", "SDA, ALRT, I_{OL} = 4mA", "", "", "0.4", "V"],
            ["Pull-up voltage", "V_{PU}", "SDA, SCL, ALRT", "1.8", "", "4.5", "V"],
            ["Clock frequency", "f_{SCL}", "", "", "", "400", "kHz"],
            ["Bus free time", "t_{BUF}", "", "1.3", "", "", "us"],
            ["Clock low period", "t_{LOW}", "", "1.3", "", "", "us"],
            ["Clock high period", "t_{HIGH}", "", "0.6", "", "", "us"],
        ],
        7.6,
    )
    s.para(
        "Note: pull the SDA, SCL and ALRT lines up to the host's I/O supply within 1.8V ~ 4.5V. Although "
        "the pins withstand 6V, operation with pull-ups to a 5V rail is not guaranteed.",
        7.8,
    )

    # ---- page 3
    s.add_page()
    s.heading("8. Register Map", 9.5)
    s.para(
        "Registers are 8-bit; 16-bit values are read MSB first. The I2C 8-bit write / read "
        "addresses are 0xC4 / 0xC5.",
        8.0,
    )
    s.table(
        [
            Col("Address", 60, "C"),
            Col("Name", 80, "C"),
            Col("R/W", 40, "C"),
            Col("Default", 70, "C"),
            Col("Description", 249),
        ],
        [
            ["0x00", "VERSION", "R", "0x6F", "IC version"],
            ["0x02-0x03", "VCELL", "R", "0x0000", "Battery voltage, 14 bits, 305uV per LSB"],
            ["0x04-0x05", "SOC", "R", "0x0000", "State of charge: 0x04 integer %, 0x05 1/256 %"],
            [
                "0x06-0x07",
                "RRT_ALRT",
                "R/W",
                "0x0000",
                "Remaining run time (minutes), alert flag bit 15",
            ],
            ["0x08", "CONFIG", "R/W", "0x18", "Bits 7:3 ATHD low-SOC alert threshold 0-31 %"],
            ["0x0A", "MODE", "R/W", "0xC0", "0xC0 sleep, 0x00 normal, 0x0F power-on reset"],
            ["0x10-0x4F", "BATINFO", "R/W", "\u2014", "64-byte battery profile"],
        ],
        7.6,
    )
    s.heading("9. Application Notes", 9.5)
    s.bullets(
        [
            "VDD and CELL must be connected to the same single lithium cell (3.0V ~ 4.35V charge voltage). "
            "Do not connect two cells in series.",
            "The battery profile (BATINFO) must be written after every power-on; a wrong profile gives an "
            "SOC error that is not covered by this datasheet.",
            "Accuracy of the SOC (%) depends on the battery profile and is not specified.",
            "Place a 0.1uF capacitor close to the VDD pin.",
            "ALRT is open drain; use a 10k\u03a9 pull-up resistor.",
        ],
        8.0,
    )
    revision_table(
        s,
        [
            ["2022.03", "1.0", "Initial version"],
            ["2023.08", "1.3", "Sleep current at 70\u2103 added"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "cwx2217.pdf")
