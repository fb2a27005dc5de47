"""Hold-out 49 datasheets, part 2: two fiber optic amplifier sensors and two data
logger modules.

A Japanese sensor maker's catalogue sheet (one column per model, footnote marks
on values), a Swiss fibre amplifier data sheet (units in the head, typ. only),
a Chinese data logger module manual (key-value lines, ordering-code columns,
register map as decoy) and a US data logger module data sheet (condition
sentence, table continued on page 2).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"


# ------------------------------------------------ fiber optic amplifier (Japanese)
def fx41(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="KOHDEN SENSING",
        header_right="Digital Fiber Amplifier FX-41 Series",
        footer_left="Specifications are subject to change without notice.",
        footer_right="{page}",
        table_fill=(255, 236, 200),
    )
    s = Sheet(style, "FX-41 series digital fiber optic amplifier")
    s.add_page()
    s.title_block("FX-41 Series", "Digital Fiber Optic Amplifier, 1-output, dual display", "", 20)
    s.para(
        "Compact DIN-rail fiber amplifier for through-beam and reflective fiber units. "
        "Four response modes (HIGH SPEED / STANDARD / FINE / SUPER) select the balance between "
        "speed and sensing distance. Use with Kohden FU-series fiber units.",
        8.5,
    )
    s.heading("Models", 10)
    s.table(
        [
            Col("Type", 150),
            Col("NPN output", 120, "C"),
            Col("PNP output", 120, "C"),
            Col("Cable", 109, "C"),
        ],
        [
            ["Main unit", "FX-41N", "FX-41P", "2 m"],
            ["Expansion unit (no cable)", "FX-41NE", "FX-41PE", "connector"],
        ],
        8,
    )
    s.heading("Specifications", 10)
    s.table(
        [Col("Item", 170), Col("FX-41N / FX-41NE", 165, "C"), Col("FX-41P / FX-41PE", 164, "C")],
        [
            ["Light source", "Red LED (632 nm)", "Red LED (632 nm)"],
            [
                "Response time",
                "50 "
                + MU
                + "s (HIGH SPEED) / 250 "
                + MU
                + "s (STANDARD) /\n1 ms (FINE) / 4 ms (SUPER)",
                "50 "
                + MU
                + "s (HIGH SPEED) / 250 "
                + MU
                + "s (STANDARD) /\n1 ms (FINE) / 4 ms (SUPER)",
            ],
            [
                "Supply voltage",
                "12 to 24 V DC " + PM + "10 %, ripple (P-P) 10 % max.",
                "12 to 24 V DC " + PM + "10 %, ripple (P-P) 10 % max.",
            ],
            [
                "Current consumption",
                "Normal: 35 mA max.*1\nEco mode: 25 mA max.",
                "Normal: 38 mA max.*1\nEco mode: 27 mA max.",
            ],
            [
                "Control output",
                "NPN open collector\n100 mA max. (30 V DC max.)*2\nResidual voltage: 1 V max.",
                "PNP open collector\n100 mA max. (30 V DC max.)*2\nResidual voltage: 1.2 V max.",
            ],
            [
                "Protection circuit",
                "Reverse polarity, output short-circuit, surge",
                "Reverse polarity, output short-circuit, surge",
            ],
            [
                "Ambient temperature",
                "-10 to +55 °C (No freezing)*3",
                "-10 to +55 °C (No freezing)*3",
            ],
            [
                "Ambient humidity",
                "35 to 85 % RH (No condensation)",
                "35 to 85 % RH (No condensation)",
            ],
            ["Enclosure rating", "IP40", "IP40"],
            ["Weight", "approx. 20 g (main unit)", "approx. 20 g (main unit)"],
        ],
        7.5,
    )
    s.para(
        "*1 At 24 V DC, excluding load current.   *2 Total for expansion units: 40 mA max. "
        "per unit when 5 or more units are connected.   *3 -10 to +50 °C when 4 to 7 units are "
        "connected side by side.",
        7.5,
    )
    s.add_page()
    s.heading("Sensing distance (typical, with FU-series fiber units)", 10)
    s.table(
        [
            Col("Fiber unit", 110),
            Col("Type", 100),
            Col("HIGH SPEED", 70, "C"),
            Col("STANDARD", 70, "C"),
            Col("SUPER", 70, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["FU-10", "Through-beam", "300", "800", "1800", "mm"],
            ["FU-20R", "Reflective", "90", "250", "600", "mm"],
            ["FU-5M", "Reflective, thin", "15", "40", "110", "mm"],
        ],
        8,
    )
    s.heading("I/O circuit", 10)
    s.table(
        [Col("Wire colour", 100), Col("FX-41N", 200), Col("FX-41P", 199)],
        [
            ["Brown", "+V (12 to 24 V DC)", "+V (12 to 24 V DC)"],
            ["Black", "Control output (NPN)", "Control output (PNP)"],
            ["Pink", "External input (laser off)", "External input (laser off)"],
            ["Blue", "0 V", "0 V"],
        ],
        8,
    )
    s.heading("Precautions", 10)
    s.bullets(
        [
            "The NPN output sinks current; a microcontroller input needs a pull-up to its own "
            "logic voltage (e.g. 3.3 V or 5 V).",
            "Do not run cables in parallel with high-voltage lines.",
            "Sensing distance in ambient light above 10000 lx is not specified.",
            "IO-Link is not supported by the FX-41 series.",
        ],
        8.5,
    )
    revision_table(s, [["Jan. 2024", "C", "PNP models added"]], (100, 60, 339))
    return save(s, out / "fx-41.pdf")


# ------------------------------------------------ fibre amplifier (Swiss)
def lfv20(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Lichtwerk Sensorik AG",
        header_right="LFV 20",
        footer_left="Subject to change. 01/2024",
        footer_right="{page}/{nb}",
        rule_color=(0, 80, 160),
        table_fill=None,
        grid=False,
    )
    s = Sheet(style, "LFV 20 fibre optic amplifier")
    s.add_page()
    s.title_block("LFV 20", "Fibre optic amplifier with IO-Link, M8 connector", "", 20)

    def left() -> None:
        s.heading("Highlights", 9.5)
        s.bullets(
            [
                "IO-Link 1.1, COM2 (38.4 kbit/s)",
                "Switching frequency up to 5 kHz",
                "Push-pull output, 100 mA",
                "Teach-in by button or IO-Link",
            ],
            8,
        )

    def right() -> None:
        s.heading("Description", 9.5)
        s.para(
            "The LFV 20 amplifies the light of plastic and glass fibre units for detecting "
            "small parts. Two versions: LFV 20-R (red light) and LFV 20-B (blue light for "
            "dark or shiny surfaces). The push-pull output works as PNP or NPN.",
            8,
        )

    s.side_by_side(left, right, 200)
    s.heading("Technical data", 10, rule=True)
    s.para("All values typ., at Ub = 24 V DC, Ta = 25 °C, unless otherwise specified", 8)
    s.table(
        [Col("", 220), Col("LFV 20-R", 140, "C"), Col("LFV 20-B", 139, "C")],
        [
            ["Optical data"],
            ["Light source", "LED red, 640 nm", "LED blue, 470 nm"],
            ["Switching frequency [Hz]", "5000", "2500"],
            ["Response time [" + MU + "s]", "100", "200"],
            ["Electrical data"],
            ["Operating voltage Ub [V DC]", "10 ... 30", "10 ... 30"],
            ["Current consumption\n(without load) [mA]", "< 25", "< 30"],
            ["Output current [mA]", "100", "100"],
            ["Voltage drop output [V]", "< 2", "< 2"],
            ["Ambient conditions"],
            ["Operating temperature [" + DEG + "]", "-25 ... +55", "-25 ... +55"],
            ["Storage temperature [" + DEG + "]", "-40 ... +70", "-40 ... +70"],
            ["Protection class", "IP 50", "IP 50"],
        ],
        8,
    )
    s.add_page()
    s.heading("Connection M8, 4-pin", 10, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Colour", 80), Col("Function", 369)],
        [
            ["1", "BN", "+Ub"],
            ["2", "WH", "Teach input / not used"],
            ["3", "BU", "0 V"],
            ["4", "BK", "Q / IO-Link C/Q"],
        ],
        8,
    )
    s.heading("IO-Link process data", 10, rule=True)
    s.table(
        [Col("Index", 60, "C"), Col("Name", 130), Col("Length", 60, "C"), Col("Range", 249)],
        [
            ["0x40", "Switching threshold", "16 bit", "0 ... 4095"],
            ["0x41", "Hysteresis", "8 bit", "1 ... 100 %"],
            ["0x42", "Output timer", "16 bit", "0 ... 5000 ms"],
        ],
        8,
    )
    s.heading("Notes", 10, rule=True)
    s.para(
        "The output is a push-pull stage referenced to Ub: in NPN operation it pulls down, in PNP "
        "operation it drives up to Ub. A 5 V or 3.3 V logic input therefore needs a level "
        "adapter when Ub is above the logic voltage. Short-circuit protection: yes. UL approval: "
        "not specified.",
        8.5,
    )
    revision_table(s, [["01/2024", "2", "LFV 20-B added"]], (100, 60, 339))
    return save(s, out / "lfv20.pdf")


# ------------------------------------------------ data logger module (Chinese)
def dlm8(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Hangzhou Lianxun IoT Technology",
        header_right="DLM-8 Data Logger Module",
        footer_left="V2.1",
        footer_right="{page}",
        table_fill=(220, 235, 220),
    )
    s = Sheet(style, "DLM-8 data logger module manual")
    s.add_page()
    s.title_block("DLM-8", "8-Channel Data Logger Module with microSD and RS485", "", 18)
    s.heading("1. Overview", 10)
    s.para(
        "DLM-8 records 8 analog channels to a microSD card (FAT32, up to 32GB) and outputs "
        "data over RS485 (Modbus-RTU). Three ordering codes differ only in the analog front end.",
        8.5,
    )
    s.heading("2. Basic Parameters", 10)
    s.lines(
        [
            "Power supply" + FWC + "DC 9" + FWT + "36V",
            "Working current" + FWC + "<40mA@12V (logging), sleep <0.3mA",
            "RS485 baud rate" + FWC + "1200" + FWT + "115200bps, default 9600bps",
            "Sampling interval" + FWC + "1s" + FWT + "24h",
            "Working temperature" + FWC + "-20" + FWT + "+70" + FW_C,
            "Real time clock" + FWC + "CR1220 backup, " + PM + "2ppm",
        ],
        8.5,
    )
    s.heading("3. Analog Input by Ordering Code", 10)
    s.table(
        [
            Col("Item", 130),
            Col("DLM-8V", 123, "C"),
            Col("DLM-8A", 123, "C"),
            Col("DLM-8T", 123, "C"),
        ],
        [
            ["Input type", "Voltage", "Current", "Thermocouple K"],
            [
                "Measuring range",
                "0" + FWT + "10V",
                "4" + FWT + "20mA",
                "-200" + FWT + "+1300" + FW_C,
            ],
            ["Resolution", "16bit", "16bit", "0.1" + FW_C],
            ["Accuracy", PM + "0.1%FS", PM + "0.1%FS", PM + "(0.5%+1" + FW_C + ")"],
            ["Input impedance", ">1M" + "\u03a9", "100" + "\u03a9", ">1M" + "\u03a9"],
            ["Max. input (no damage)", "30V", "30mA", PM + "5V"],
        ],
        8,
    )
    s.heading("4. Terminal Definition", 10)
    s.table(
        [Col("Terminal", 70, "C"), Col("Name", 90), Col("Description", 339)],
        [
            ["1", "V+", "Power input DC 9" + FWT + "36V"],
            ["2", "GND", "Power ground"],
            ["3", "A+", "RS485 A"],
            ["4", "B-", "RS485 B"],
            ["5-12", "CH1-CH8", "Analog inputs"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. Modbus Register Table", 10)
    s.table(
        [Col("Address", 70, "C"), Col("Content", 170), Col("Type", 70, "C"), Col("Default", 189)],
        [
            ["0x0000-0x0007", "CH1-CH8 value", "int16", "-"],
            ["0x0010", "Device address", "uint16", "1 (1" + FWT + "247)"],
            ["0x0011", "Baud code", "uint16", "3 (0=1200 ... 7=115200)"],
            ["0x0012", "Sampling interval (s)", "uint16", "60"],
            ["0x0020", "SD card status", "uint16", "0=OK"],
        ],
        8,
    )
    s.heading("6. FAQ", 10)
    s.para(
        "Q" + FWC + "Can the module run from 5V USB?  A" + FWC + "No. The minimum supply is 9V.",
        8.5,
    )
    s.para(
        "Q" + FWC + "Are the inputs isolated?  A" + FWC + "The 8 channels share one ground with "
        "the power supply (non-isolated). Isolation withstand voltage: not specified.",
        8.5,
    )
    s.para(
        "Q" + FWC + "Protection grade?  A" + FWC + "The module is a bare PCB (no enclosure); IP "
        "rating is not specified.",
        8.5,
    )
    revision_table(s, [["2024-01-15", "V2.1", "DLM-8T added"]], (100, 60, 339))
    return save(s, out / "dlm-8.pdf")


# ------------------------------------------------ data logger module (US)
def tlm3(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="Pacific Crest Instruments",
        header_right="TLM-3 / TLM-3X",
        footer_left="TLM-3 Data Sheet Rev. C",
        footer_right="{page}",
        table_fill=(210, 225, 240),
    )
    s = Sheet(style, "TLM-3 temperature and humidity data logger module")
    s.add_page()
    s.title_block("TLM-3", "Low-Power Temperature / Humidity Data Logger Module, I2C", "", 20)
    s.heading("1 Features", 10)
    s.bullets(
        [
            "64k-sample non-volatile memory, 1 s to 18 h interval",
            "I2C interface up to 400 kHz, address 0x4A (TLM-3X: 0x4B)",
            "Runs 5 years from one 3.6 V lithium cell at 10 min interval",
        ],
        8.5,
    )
    s.heading("2 Absolute Maximum Ratings", 10)
    s.table(
        [Col("Parameter", 220), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 139, "C")],
        [
            ["Supply voltage, VBAT", "-0.3", "4.0", "V"],
            ["SDA, SCL, ALERT", "-0.3", "4.0", "V"],
            ["Storage temperature", "-55", "125", DEG],
        ],
        8,
    )
    s.heading("3 Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Parameter", 220),
            Col("Min", 70, "C"),
            Col("Nom", 70, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Supply voltage, VBAT", "2.2", "3.6", "3.8", "V"],
            ["Operating temperature, TLM-3", "-20", "", "70", DEG],
            ["Operating temperature, TLM-3X", "-40", "", "85", DEG],
        ],
        8,
    )
    s.heading("4 Electrical Characteristics", 10)
    s.para("VBAT = 3.6 V, TA = 25 °C unless otherwise noted", 8)
    s.table(
        [
            Col("Symbol", 55, "C"),
            Col("Parameter", 150),
            Col("Conditions", 110),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["I_{SLEEP}", "Sleep current", "RTC running", "", "1.8", "4", MU + "A"],
            ["I_{MEAS}", "Measurement current", "during conversion", "", "450", "700", MU + "A"],
            ["I_{WR}", "Memory write current", "", "", "1.2", "2", "mA"],
            ["", "Temperature accuracy", "0 °C to 60 °C", "-0.3", "", "0.3", DEG],
            ["", "", "-40 °C to 85 °C\n(TLM-3X)", "-0.8", "", "0.8", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("4 Electrical Characteristics (continued)", 10)
    s.table(
        [
            Col("Symbol", 55, "C"),
            Col("Parameter", 150),
            Col("Conditions", 110),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["", "Humidity accuracy", "20 %RH to 80 %RH", "-3", "", "3", "%RH"],
            ["", "Humidity range", "", "0", "", "100", "%RH"],
            ["V_{IH}", "High-level input\nvoltage, SDA/SCL", "", "0.7 × VBAT", "", "", "V"],
            ["V_{IL}", "Low-level input\nvoltage, SDA/SCL", "", "", "", "0.3 × VBAT", "V"],
            ["f_{SCL}", "I2C clock frequency", "", "", "", "400", "kHz"],
        ],
        7.5,
    )
    s.heading("5 Pin Configuration", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80), Col("Description", 369)],
        [
            ["1", "VBAT", "Supply, 2.2 V to 3.8 V"],
            ["2", "SDA", "I2C data, open drain"],
            ["3", "SCL", "I2C clock"],
            ["4", "ALERT", "Alarm output, open drain"],
            ["5", "GND", "Ground"],
        ],
        8,
    )
    s.heading("6 Application Information", 10)
    s.para(
        "SDA and SCL are limited to 4.0 V absolute; the pins are not 5 V tolerant. Connect a 5 V "
        "host through a bidirectional level shifter. ESD rating and IP rating of the module are "
        "not specified. Memory retention after power loss: 10 years.",
        8.5,
    )
    revision_table(s, [["Jan 2024", "C", "TLM-3X added"]], (100, 60, 339))
    return save(s, out / "tlm-3.pdf")
