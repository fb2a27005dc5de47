"""Hold-out 31 datasheets: through-beam sensor, two PWM LED strip controllers, pressure switch.

A Japanese through-beam photoelectric sensor catalogue (■ headings, footnote marks
on values, absolute maximum vs ratings rows with the same names), a US analog-house
three-channel PWM LED strip controller IC (condition sentence, wrapped names,
symbol-only rows, table continued on page 2, register map as decoy), a Chinese
four-channel MOSFET LED strip controller module manual (full-width key-value
lines, FAQ) and a US industrial electronic pressure switch (one column per range
version, abs max vs recommended, "typ." only table).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"


# --------------------------------------------------- through-beam photoelectric (JP)
def kpx(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Through-beam Photoelectric Sensor KPX-T15",
        header_right="Kanamori Sensing Co., Ltd.",
        footer_left="Kanamori Sensing  Cat. No. KS-2217B",
        footer_right="{page}",
        table_fill=(230, 230, 230),
        accent=(200, 0, 40),
    )
    s = Sheet(style, "KPX-T15 through-beam sensor")
    s.add_page()
    s.title_block("KPX-T15", "Compact Through-beam Photoelectric Sensor, 15 m, DC 3-wire", "", 20)
    s.heading("\u25a0 Ordering Information", 10)
    s.table(
        [
            Col("Sensing method", 110),
            Col("Sensing distance", 100, "C"),
            Col("Output", 120, "C"),
            Col("Model", 169, "C"),
        ],
        [
            [
                "Through-beam",
                "15 m",
                "NPN open collector",
                "KPX-T15N (emitter KPX-T15L + receiver KPX-T15D-N)",
            ],
            [
                "Through-beam",
                "15 m",
                "PNP open collector",
                "KPX-T15P (emitter KPX-T15L + receiver KPX-T15D-P)",
            ],
        ],
        7.5,
    )
    s.heading("\u25a0 Ratings/Performance", 10)
    s.table(
        [Col("Item", 170), Col("KPX-T15N", 164, "C"), Col("KPX-T15P", 165, "C")],
        [
            ["Sensing distance", "15 m", "15 m"],
            ["Standard sensing object", "Opaque: 12-mm dia. min.", "Opaque: 12-mm dia. min."],
            ["Light source", "Red LED (660 nm)", "Red LED (660 nm)"],
            [
                "Power supply voltage",
                "12 to 24 VDC " + PM + "10%,\nripple (p-p) 10% max.",
                "12 to 24 VDC " + PM + "10%,\nripple (p-p) 10% max.",
            ],
            [
                "Current consumption",
                "Emitter: 25 mA max.\nReceiver: 20 mA max.",
                "Emitter: 25 mA max.\nReceiver: 22 mA max.",
            ],
            [
                "Control output",
                "Load power supply voltage:\n26.4 VDC max.\nLoad current: 100 mA max.",
                "Load power supply voltage:\n26.4 VDC max.\nLoad current: 100 mA max.",
            ],
            ["Residual voltage", "1 V max. *1", "2 V max. *2"],
            ["Response time", "Operate or reset: 1 ms max.", "Operate or reset: 1 ms max."],
            [
                "Ambient illumination\n(receiver side)",
                "Incandescent lamp: 3,000 lx max.",
                "Incandescent lamp: 3,000 lx max.",
            ],
        ],
        7.5,
    )
    s.para("*1 At load current of 100 mA (NPN).   *2 At load current of 100 mA (PNP).", 7.5)

    s.add_page()
    s.heading("\u25a0 Ratings/Performance (continued)", 10)
    s.table(
        [Col("Item", 170), Col("KPX-T15N", 164, "C"), Col("KPX-T15P", 165, "C")],
        [
            [
                "Ambient temperature range",
                "Operating: -25 to 55" + FW_C + " *3",
                "Operating: -25 to 55" + FW_C + " *3",
            ],
            ["Ambient humidity range", "Operating: 35% to 85%", "Operating: 35% to 85%"],
            ["Degree of protection", "IEC 60529 IP67", "IEC 60529 IP67"],
            ["Connection method", "Pre-wired cable (2 m)", "Pre-wired cable (2 m)"],
        ],
        7.5,
    )
    s.para("*3 Storage: -40 to 70" + FW_C + " (with no icing or condensation).", 7.5)
    s.heading("\u25a0 Absolute Maximum Ratings", 10)
    s.table(
        [Col("Item", 200), Col("Rating", 150, "C"), Col("Remarks", 149)],
        [
            ["Power supply voltage", "30 VDC", "No reverse polarity"],
            ["Load power supply voltage", "30 VDC", ""],
            ["Load current", "150 mA", "Short-circuit protected"],
        ],
        7.5,
    )
    s.heading("\u25a0 I/O Circuit (receiver)", 10)
    s.table(
        [Col("Wire", 80, "C"), Col("Colour", 100), Col("Function", 319)],
        [["1", "Brown", "12 to 24 VDC"], ["2", "Black", "Control output"], ["3", "Blue", "0 V"]],
        7.5,
    )
    s.heading("\u25a0 Precautions for Correct Use", 10)
    s.bullets(
        [
            "Do not use the sensor at a voltage exceeding the rated range.",
            "The sensor is ready to operate 100 ms after the power is turned on.",
            "Performance with transparent objects is not specified.",
            "Mutual interference when two sets are mounted side by side is not specified; "
            "separate them by 1 m or more.",
        ],
        8,
    )
    return save(s, out / "kpx-t15.pdf")


# ------------------------------------------------- PWM LED strip controller IC (US)
def klx3203(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KLX3203",
        header_right="Brightwater Semiconductor",
        footer_left="KLX3203  BWS-DS-0318  Rev. B  August 2025",
        footer_right="Page {page} of {nb}",
        table_fill=(228, 236, 228),
        accent=(0, 100, 60),
    )
    s = Sheet(style, "KLX3203 LED strip controller")
    s.add_page()
    s.title_block("KLX3203", "36-V, 3-Channel 12-Bit PWM LED Strip Controller With I2C Interface")

    def feats() -> None:
        s.heading("1 Features", 10)
        s.bullets(
            [
                "Three low-side 40-V switches, 1.5 A each",
                "12-bit PWM per channel, 244 Hz to 4.88 kHz",
                "I2C interface, Fast-mode Plus (1 MHz)",
                "Four I2C addresses set by the ADDR pin",
                "5-V, 20-mA LDO for an external MCU",
                "Thermal shutdown and open-LED detect",
            ],
            8,
        )

    def desc() -> None:
        s.heading("2 Description", 10)
        s.para(
            "The KLX3203 dims a 12-V or 24-V RGB LED strip with three integrated "
            "low-side switches. The 7-bit I2C address is 0x2C, 0x2D, 0x2E or 0x2F, "
            "selected by tying ADDR to GND, VREG, SDA or SCL. The SDA and SCL inputs "
            "are 5-V tolerant. Dimming curve linearity is not specified.",
            8,
        )

    s.side_by_side(feats, desc, 235)
    s.heading("6.1 Absolute Maximum Ratings", 10)
    s.para("over operating free-air temperature range (unless otherwise noted)", 7.5)
    s.leaders(
        [
            ("Supply voltage (VIN)", "-0.3 V to 42 V"),
            ("Output voltage (OUT1, OUT2, OUT3)", "-0.3 V to 42 V"),
            ("Input voltage (SDA, SCL, ADDR, EN)", "-0.3 V to 6 V"),
            ("Junction temperature, TJ", "-40" + DEG + " to 150" + DEG),
        ],
        8,
    )
    s.heading("6.3 Recommended Operating Conditions", 10)
    s.table(
        [
            Col("", 200),
            Col("", 100, "C"),
            Col("MIN", 50, "C"),
            Col("MAX", 50, "C"),
            Col("UNIT", 99, "C"),
        ],
        [
            ["Supply voltage", "V_{IN}", "6", "36", "V"],
            ["Output voltage", "V_{OUT}", "0", "40", "V"],
            ["Output sink current, per channel", "I_{OUT}", "0", "1.5", "A"],
            ["Operating ambient temperature", "T_{A}", "-40", "105", DEG],
        ],
        7.5,
    )
    s.heading("6.5 Electrical Characteristics", 10)
    s.para("VIN = 24 V, TA = 25" + DEG + " unless otherwise noted.", 8)
    cols = [
        Col("PARAMETER", 110),
        Col("", 40, "C"),
        Col("TEST CONDITIONS", 170),
        Col("MIN", 40, "C"),
        Col("TYP", 40, "C"),
        Col("MAX", 40, "C"),
        Col("UNIT", 59, "C"),
    ]
    s.table(
        cols,
        [
            ["SUPPLY"],
            [
                "Operating quiescent\ncurrent",
                "I_{Q}",
                "EN = high, outputs off",
                "",
                "2.5",
                "4",
                "mA",
            ],
            ["Shutdown supply\ncurrent", "I_{SD}", "EN = low", "", "8", "15", MU + "A"],
            ["VREG output voltage", "V_{REG}", "IREG = 0 to 20 mA", "4.85", "5.0", "5.15", "V"],
            ["VREG output current", "I_{REG}", "", "", "", "20", "mA"],
            ["OUTPUTS"],
            [
                "Output switch\non-resistance",
                "R_{DS(on)}",
                "IOUT = 1 A, TJ = 25" + DEG,
                "",
                "120",
                "200",
                "m" + OHM,
            ],
            ["", "", "IOUT = 1 A, TJ = 125" + DEG, "", "190", "300", "m" + OHM],
            ["Output leakage", "I_{LK}", "VOUT = 40 V, output off", "", "", "1", MU + "A"],
        ],
        7.5,
    )
    s.para("Electrical Characteristics continue on the next page.", 7.5)

    s.add_page()
    s.heading("6.5 Electrical Characteristics (continued)", 10)
    s.para("VIN = 24 V, TA = 25" + DEG + " unless otherwise noted.", 8)
    s.table(
        cols,
        [
            ["LOGIC AND I2C (SDA, SCL, EN)"],
            ["", "V_{IL}", "", "", "", "0.4", "V"],
            ["", "V_{IH}", "", "1.3", "", "5.5", "V"],
            ["", "V_{OL}", "SDA, IOL = 20 mA", "", "", "0.4", "V"],
            ["I2C clock\nfrequency", "f_{SCL}", "", "", "", "1000", "kHz"],
            ["PWM output\nfrequency", "f_{PWM}", "PWM_FREQ = 00", "", "244", "", "Hz"],
            ["", "", "PWM_FREQ = 10", "", "4.88", "", "kHz"],
            ["THERMAL"],
            ["Thermal shutdown\nthreshold", "T_{SD}", "", "", "160", "", DEG],
        ],
        7.5,
    )
    s.heading("7 Pin Functions", 10)
    s.table(
        [Col("PIN", 40, "C"), Col("NAME", 70), Col("TYPE", 50, "C"), Col("DESCRIPTION", 339)],
        [
            ["1", "VIN", "PWR", "Supply; bypass with 1 " + MU + "F"],
            ["2", "VREG", "O", "5-V LDO output"],
            ["3", "EN", "I", "Enable, 1-M" + OHM + " pull-down"],
            ["4, 5", "SDA, SCL", "I/O", "I2C bus"],
            ["6", "ADDR", "I", "Address select"],
            ["7-9", "OUT1-OUT3", "O", "Open-drain LED outputs"],
            ["10, PAD", "GND", "PWR", "Ground"],
        ],
        7.5,
    )
    s.heading("8 Register Map", 10)
    s.table(
        [Col("ADDR", 50, "C"), Col("NAME", 90), Col("D7-D0", 240), Col("RESET", 119, "C")],
        [
            ["0x00", "MODE", "SLEEP, -, PWM_FREQ[1:0], -, -, -, RST", "0x10"],
            ["0x02", "PWM1_H", "Channel 1 duty, bits 11:4", "0x00"],
            ["0x08", "STATUS", "TSD, OPEN3, OPEN2, OPEN1, -, -, -, -", "0x00"],
            ["0x0F", "ID", "Device ID", "0x32"],
        ],
        7.5,
    )
    revision_table(
        s,
        [["August 2025", "B", "Added VOL row"], ["April 2025", "A", "Initial release"]],
        (90, 60, 349),
    )
    return save(s, out / "klx3203.pdf")


# ---------------------------------------- 4-channel MOSFET LED strip controller (CN)
def mos4ch(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="MOS-4CH PWM LED Strip Controller Module",
        header_right="Ningbo Haoguang Lighting Technology",
        footer_left="MOS-4CH  Manual V1.1",
        footer_right="- {page} -",
        table_fill=(255, 240, 200),
        accent=(150, 80, 0),
    )
    s = Sheet(style, "MOS-4CH LED strip controller")
    s.add_page()
    s.title_block("MOS-4CH", "4-Channel MOSFET PWM LED Strip Driver Module (RGBW)", "", 18)
    s.heading("1. Overview", 10)
    s.para(
        "MOS-4CH switches four LED strip channels (R, G, B, W) with N-MOSFETs. Each "
        "channel is driven by a PWM signal from an MCU (Arduino, ESP32, STM32). The "
        "signal inputs are optocoupled, so the MCU ground and the LED supply ground "
        "may be separate.",
        8.5,
    )
    s.heading("2. Specifications", 10)
    s.lines(
        [
            "LED supply voltage\uff1aDC5\uff5e24V",
            "Output current per channel\uff1a\u22644A",
            "Total output current\uff1a\u226410A",
            "PWM signal high level\uff1a3.3\uff5e5V",
            "PWM signal low level\uff1a\u22640.8V",
            "Signal input current\uff1a\u22648mA (each)",
            "PWM frequency\uff1a\u226420kHz",
            "Working temperature\uff1a-20\uff5e60" + FW_C,
        ],
        9,
        13,
    )
    s.heading("3. Current vs. LED supply (typ., all 4 channels on)", 10)
    s.table(
        [
            Col("LED supply", 120, "C"),
            Col("Max. per channel", 130, "C"),
            Col("Max. total", 130, "C"),
            Col("Board temp. rise", 119, "C"),
        ],
        [
            ["DC5V", "3A", "8A", "35" + FW_C],
            ["DC12V", "4A", "10A", "30" + FW_C],
            ["DC24V", "4A", "10A", "30" + FW_C],
        ],
        8,
    )

    s.add_page()
    s.heading("4. Terminals", 10)
    s.table(
        [Col("Terminal", 90), Col("Name", 90), Col("Description", 319)],
        [
            ["J1", "V+ / V-", "LED supply DC5~24V input"],
            ["J2", "R G B W +", "LED strip outputs (common anode)"],
            ["J3-1", "SIG-GND", "MCU ground"],
            ["J3-2...5", "PWM1...PWM4", "PWM inputs, 3.3~5V"],
        ],
        8,
    )
    s.heading("5. FAQ", 10)
    s.lines(
        [
            "Q\uff1aCan an ESP32 (3.3V) drive it directly?",
            "A\uff1aYes, the PWM input accepts 3.3\uff5e5V.",
            "Q\uff1aCan I drive a 36V strip?",
            "A\uff1aNo, the maximum LED supply is DC24V; 36V damages the MOSFETs.",
            "Q\uff1aIs there reverse polarity protection?",
            "A\uff1aReverse polarity protection is not specified; check wiring.",
            "Q\uff1aCan I use it with addressable (WS2812) strips?",
            "A\uff1aNo, only for 4-wire analog (non-addressable) strips.",
            "Q\uff1aIP rating?",
            "A\uff1aIP rating is not specified; the board is for indoor use.",
        ],
        8.5,
        12,
    )
    return save(s, out / "mos-4ch.pdf")


# ------------------------------------------------ electronic pressure switch (US)
def psx(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="PSX Series Electronic Pressure Switch",
        header_right="Mercer Fluid Controls, Inc.",
        footer_left="Mercer Fluid Controls  PSX-DS  Issue 4  2025",
        footer_right="Page {page}",
        table_fill=(210, 210, 230),
        accent=(20, 30, 100),
    )
    s = Sheet(style, "PSX electronic pressure switch")
    s.add_page()
    s.title_block(
        "PSX Series",
        "Electronic Pressure Switch with Two PNP Outputs and Display",
        "PSX-010 / PSX-025 / PSX-100",
    )
    s.para(
        "The PSX Series measures gauge pressure of liquids and gases and switches two PNP "
        "outputs at adjustable set points. Specifications apply at 24 Vdc supply and "
        "25 " + DEG + " unless otherwise noted.",
        8.5,
    )
    s.heading("Pressure Ranges", 10)
    s.table(
        [
            Col("Characteristic", 170),
            Col("PSX-010", 100, "C"),
            Col("PSX-025", 100, "C"),
            Col("PSX-100", 99, "C"),
            Col("Unit", 30, "C"),
        ],
        [
            ["Measuring range", "0 to 10", "0 to 25", "0 to 100", "bar"],
            ["Overpressure (proof)", "20", "50", "200", "bar"],
            ["Burst pressure", "50", "100", "400", "bar"],
            ["Set point adjustment\nrange", "0.1 to 10", "0.25 to 25", "1 to 100", "bar"],
        ],
        8,
    )
    s.heading("Absolute Maximum Ratings", 10)
    s.table(
        [Col("Parameter", 220), Col("Min.", 70, "C"), Col("Max.", 70, "C"), Col("Unit", 139, "C")],
        [
            ["Supply voltage", "-", "36", "Vdc"],
            ["Output current (each output)", "-", "400", "mA"],
            ["Media temperature", "-40", "125", DEG],
        ],
        8,
    )
    s.heading("Recommended Operating Conditions", 10)
    s.table(
        [Col("Parameter", 220), Col("Min.", 70, "C"), Col("Max.", 70, "C"), Col("Unit", 139, "C")],
        [
            ["Supply voltage", "18", "32", "Vdc"],
            ["Output current (each output)", "-", "250", "mA"],
            ["Media temperature", "-25", "85", DEG],
            ["Ambient temperature", "-25", "80", DEG],
        ],
        8,
    )

    s.add_page()
    s.heading("Performance Characteristics", 10)
    s.table(
        [
            Col("Parameter", 220),
            Col("Min.", 60, "C"),
            Col("Typ.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Accuracy (switch point)", "-0.5", "", "0.5", "% FS"],
            ["Current consumption\n(outputs off, display on)", "", "35", "50", "mA"],
            ["Output voltage drop", "", "", "2", "V"],
            ["Response time", "", "", "10", "ms"],
        ],
        8,
    )
    s.heading("Typical Characteristics (typ.)", 10)
    s.table(
        [Col("Condition", 250), Col("Value", 120, "C"), Col("Unit", 129, "C")],
        [
            ["Current consumption, display off", "22", "mA"],
            ["Power-up time (outputs valid)", "300", "ms"],
            ["Long-term stability per year", "0.2", "% FS"],
        ],
        8,
    )
    s.heading("Electrical Connection (M12, A-coded)", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Function", 439)],
        [["1", "L+ (18-32 Vdc)"], ["2", "OUT2 (PNP)"], ["3", "L- (0 V)"], ["4", "OUT1 (PNP)"]],
        8,
    )
    s.heading("General", 10)
    s.bullets(
        [
            "Process connection G1/4 male, wetted parts stainless steel 316L",
            "Enclosure rating IP65",
            "Outputs are short-circuit protected",
            "Suitability for oxygen service is not specified",
        ],
        8.5,
    )
    return save(s, out / "psx.pdf")
