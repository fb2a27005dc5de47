"""Hold-out 55 datasheets, part 1: two wireless weather station outdoor sensors and
two e-bike motor controllers.

A Japanese outdoor thermo-hygro sensor (full-width punctuation, one column per
version, condition sentence, absolute maximum vs recommended temperature), a US
outdoor sensor (features beside description, symbol-only rows, unnamed rows per
frequency, dot-leader absolute maximum), a Dutch e-bike controller (one column
per version with a units column, continued on page 2) and a Chinese e-bike
controller manual (key-value lines, version table, FAQ).
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
FWL = "\uff08"
FWR = "\uff09"
LE = "\u2264"


# ------------------------------------------------ outdoor sensor (Japanese)
def wsot3(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Kirisame Keiki Co., Ltd.",
        header_right="Specification No. KK-WS-0317",
        footer_left="Kirisame Keiki Co., Ltd.  Weather Instruments Division",
        footer_right="{page}/2",
        table_fill=None,
        accent=(20, 60, 120),
    )
    s = Sheet(style, "WS-OT3 outdoor sensor")
    s.add_page()
    s.title_block("WS-OT3 / WS-OT3R", "Wireless Outdoor Sensor for Weather Stations", "", 18)
    s.heading("\u25a0 Outline", 10)
    s.para(
        "The WS-OT3 measures outdoor temperature and relative humidity and sends the data "
        "to a Kirisame WS-series display unit. The WS-OT3R adds a tipping-bucket rain "
        "gauge. Three channels (CH1" + FWT + "CH3) can be selected with the slide switch.",
        8.5,
    )
    s.heading("\u25a0 Model line-up", 10)
    s.table(
        [Col("Item", 160), Col("WS-OT3", 170, "C"), Col("WS-OT3R", 169, "C")],
        [
            ["Measured items", "Temperature, humidity", "Temperature, humidity, rainfall"],
            ["Radio frequency", "433.92 MHz", "433.92 MHz"],
            ["Transmission interval", "48 s", "60 s"],
            ["Battery", "AA " + "\u00d7" + " 2 (3 V)", "AA " + "\u00d7" + " 2 (3 V)"],
            ["Battery life *1", "24 months", "12 months"],
            ["Mass (without batteries)", "62 g", "310 g"],
        ],
        8,
    )
    s.para("*1 Alkaline batteries, Ta=20" + FW_C + ", one transmission per interval.", 7.5)
    s.heading("\u25a0 Electrical characteristics", 10)
    s.para(
        FWL + "Unless otherwise specified, Ta=25" + FW_C + ", VBAT=3.0V" + FWR,
        8,
    )
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 60, "C"),
            Col("Min.", 60, "C"),
            Col("Typ.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 50, "C"),
            Col("Condition", 59, "C"),
        ],
        [
            ["Operating voltage", "VBAT", "2.2", "3.0", "3.6", "V", ""],
            ["Supply current\n(transmitting)", "ITX", "", "18", "25", "mA", ""],
            ["Supply current\n(sleep)", "ISLP", "", "4.5", "8", MU + "A", ""],
            ["RF output power", "PRF", "", "+10", "", "dBm", ""],
            ["Temperature\nmeasuring range", "", "-40", "", "+60", FW_C, ""],
            ["Temperature accuracy", "", "-1.0", "", "+1.0", FW_C, "0" + FWT + "+50" + FW_C],
            ["Humidity\nmeasuring range", "", "1", "", "99", "%RH", ""],
            ["Humidity accuracy *2", "", "-5", "", "+5", "%RH", "25" + FWT + "75%RH"],
        ],
        7.5,
    )
    s.para("*2 " + PM + "8%RH outside 25" + FWT + "75%RH.", 7.5)
    s.add_page()
    s.heading("\u25a0 Absolute maximum ratings", 10)
    s.table(
        [Col("Item", 200), Col("Rating", 150, "C"), Col("Unit", 149, "C")],
        [
            ["Battery voltage", "3.9", "V"],
            ["Operating temperature", "-40" + FWT + "+60", FW_C],
            ["Storage temperature", "-40" + FWT + "+70", FW_C],
        ],
        8,
    )
    s.heading("\u25a0 Recommended operating conditions", 10)
    s.table(
        [Col("Item", 200), Col("Range", 150, "C"), Col("Unit", 149, "C")],
        [
            ["Battery voltage", "2.4" + FWT + "3.3", "V"],
            ["Operating temperature *3", "-20" + FWT + "+55", FW_C],
        ],
        8,
    )
    s.para("*3 Alkaline batteries. Use lithium AA cells below -20" + FW_C + ".", 7.5)
    s.heading("\u25a0 Rain gauge (WS-OT3R only)", 10)
    s.lines(
        [
            "\u30fbResolution" + FWC + "0.3 mm per tip",
            "\u30fbDisplay range" + FWC + "0" + FWT + "9999 mm",
            "\u30fbFunnel area" + FWC + "50 cm^{2}",
        ],
        8.5,
        4,
    )
    s.heading("\u25a0 Channel switch and LED", 10)
    s.table(
        [Col("Switch position", 120, "C"), Col("Channel", 120, "C"), Col("LED", 259)],
        [
            ["1", "CH1", "Red flash every 48 s / 60 s"],
            ["2", "CH2", "Red flash every 48 s / 60 s"],
            ["3", "CH3", "Red flash every 48 s / 60 s"],
        ],
        8,
    )
    s.heading("\u25a0 Precautions", 10)
    s.lines(
        [
            "\u30fbSplash-proof construction (IPX3). Do not immerse the sensor in water.",
            "\u30fbTransmission distance" + FWC + "approx. 80 m in open space (line of sight).",
            "\u30fbUse only with Kirisame WS-series display units. Operation with display",
            "  units of other manufacturers is not guaranteed.",
            "\u30fbThe radio protocol is not disclosed.",
        ],
        8.5,
        4,
    )
    revision_table(s, [["2023-09-04", "1.0", "First edition"]], (100, 60, 339))
    return save(s, out / "ws-ot3.pdf")


# ------------------------------------------------ outdoor sensor (US analog house)
def ws100(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="PRAIRIE INSTRUMENTS",
        header_right="WS-100 / WS-100-915",
        footer_left="Prairie Instruments, Inc.  |  Rev. C  |  www.prairie-instruments.example",
        footer_right="{page}",
        table_fill=(225, 232, 240),
        accent=(0, 70, 40),
    )
    s = Sheet(style, "WS-100 wireless outdoor sensor")
    s.add_page()
    s.title_block("WS-100", "WIRELESS OUTDOOR TEMPERATURE / HUMIDITY SENSOR", "", 22)

    def left() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "Range up to 100 m (330 ft) line of sight",
                "Update every 30 s",
                "2 " + "\u00d7" + " AA or 1 " + "\u00d7" + " CR123A",
                "433.92 MHz or 915 MHz (WS-100-915)",
                "Solar radiation shield included",
            ],
            8,
        )

    def right() -> None:
        s.heading("DESCRIPTION", 9.5)
        s.para(
            "The WS-100 is a battery-powered outdoor sensor for home weather stations and "
            "hobby receivers. It reports temperature, relative humidity and battery status "
            "in an open OOK telegram documented in application note AN-12. The WS-100-915 "
            "version transmits in the 902-928 MHz band for North America.",
            8,
        )

    s.side_by_side(left, right, 200)
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5, rule=True)
    s.para("VBAT = 3.0 V, TA = +25" + DEG + ", unless otherwise noted.", 8)
    s.table(
        [
            Col("PARAMETER", 120),
            Col("SYMBOL", 55, "C"),
            Col("CONDITIONS", 140),
            Col("MIN", 45, "C"),
            Col("TYP", 45, "C"),
            Col("MAX", 45, "C"),
            Col("UNITS", 49, "C"),
        ],
        [
            ["Supply Voltage", "V_{BAT}", "", "2.4", "3.0", "3.6", "V"],
            ["", "I_{Q}", "sensor idle", "", "2.8", "6", MU + "A"],
            ["", "I_{TX}", "transmitting, 433.92 MHz", "", "14", "", "mA"],
            ["", "", "transmitting, 915 MHz", "", "22", "", "mA"],
            ["", "P_{OUT}", "433.92 MHz", "", "+8", "", "dBm"],
            ["", "", "915 MHz", "", "+5", "", "dBm"],
            ["Temperature Accuracy", "", "0" + DEG + " to +40" + DEG, "-0.5", "", "+0.5", DEG],
            ["", "", "-40" + DEG + " to +60" + DEG, "-1.0", "", "+1.0", DEG],
            ["Humidity Accuracy", "", "20 to 80 %RH", "-3", "", "+3", "%RH"],
            ["Humidity Range", "", "", "0", "", "100", "%RH"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5, rule=True)
    s.leaders(
        [
            ("Battery Voltage", "4.0V"),
            ("Operating Temperature Range", "-40" + DEG + " to +60" + DEG),
            ("Storage Temperature Range", "-40" + DEG + " to +85" + DEG),
        ],
        8.5,
    )
    s.para(
        "Stresses beyond those listed may cause permanent damage. With alkaline AA cells "
        "the sensor stops transmitting below -20" + DEG + "; use CR123A lithium cells for "
        "colder sites.",
        8,
    )
    s.heading("ORDERING INFORMATION", 9.5, rule=True)
    s.table(
        [Col("PART", 120), Col("FREQUENCY", 120, "C"), Col("REGION", 259)],
        [
            ["WS-100", "433.92 MHz", "EU, UK, Australia"],
            ["WS-100-915", "915 MHz", "USA, Canada (FCC Part 15)"],
        ],
        8,
    )
    s.heading("TELEGRAM (AN-12 SUMMARY)", 9.5, rule=True)
    s.table(
        [Col("BYTE", 60, "C"), Col("CONTENT", 200), Col("NOTE", 239)],
        [
            ["0", "Sensor ID", "random at battery insertion"],
            ["1-2", "Temperature, 0.1 " + DEG + " steps", "offset 400 (40.0 " + DEG + ")"],
            ["3", "Humidity", "1 %RH steps"],
            ["4", "Status", "bit 7 = low battery (< 2.5 V)"],
        ],
        8,
    )
    s.heading("APPLICATION NOTES", 9.5, rule=True)
    s.para(
        "Mount the sensor in the supplied radiation shield, at least 1.5 m above ground. "
        "The housing is rain-resistant when mounted vertically; an IP rating is not "
        "specified. The WS-100 may also be powered from an external 3.0 V to 3.3 V "
        "regulated supply through the battery contacts. Wind and rain sensors are not "
        "supported.",
        8,
    )
    return save(s, out / "ws-100.pdf")


# ------------------------------------------------ e-bike controller (Dutch)
def velox(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Trapkracht Aandrijvingen B.V.",
        header_right="Productblad / Product sheet VELOX MC",
        footer_left="TA-PB-0412  |  uitgave 3",
        footer_right="blad {page} van 2",
        table_fill=(255, 236, 200),
        accent=(210, 100, 0),
        grid=False,
    )
    s = Sheet(style, "VELOX MC e-bike motor controller")
    s.add_page()
    s.title_block("VELOX MC-15 / MC-20", "E-bike motor controller for BLDC hub motors", "", 20)
    s.para(
        "Sensor-based sine-wave controller for rear and front hub motors with Hall sensors. "
        "Pedal assist (PAS), thumb throttle, brake cut-off and a UART display port.",
        8.5,
    )
    s.heading("Technical data", 10)
    s.table(
        [
            Col("Parameter", 190),
            Col("Unit", 60, "C"),
            Col("MC-15", 125, "C"),
            Col("MC-20", 124, "C"),
        ],
        [
            ["Nominal battery voltage", "V DC", "36", "36 / 48"],
            ["Operating voltage range", "V DC", "30 ... 42", "30 ... 55"],
            ["Under-voltage cut-off (1)", "V", "31.5", "31.5 / 42.0"],
            ["Rated input current", "A", "8", "11"],
            ["Battery current limit", "A", "15", "20"],
            ["Rated motor power (2)", "W", "250", "350"],
            ["Standby current,\ndisplay off", "mA", LE + " 10", LE + " 10"],
        ],
        8,
    )
    s.para(
        "(1) MC-20: the cut-off follows the nominal voltage selected with jumper JP1. "
        "(2) EN 15194 pedelec use is limited to 250 W.",
        7.5,
    )
    s.heading("Signal inputs and outputs", 10)
    s.table(
        [
            Col("Signal", 170),
            Col("Min", 60, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 50, "C"),
            Col("Remark", 99),
        ],
        [
            ["Throttle input, start", "0.8", "", "", "V", ""],
            ["Throttle input, full", "", "", "4.2", "V", ""],
            ["Throttle / Hall supply\noutput", "4.75", "5.0", "5.25", "V", "max. 100 mA"],
            ["Brake input (low active)", "", "", "0.5", "V", "to GND"],
            ["PAS input", "", "", "", "", "12 magnets"],
            ["UART display port", "", "9600", "", "bit/s", "5 V levels"],
        ],
        8,
    )
    s.add_page()
    s.heading("Technical data (continued)", 10)
    s.table(
        [
            Col("Parameter", 190),
            Col("Unit", 60, "C"),
            Col("MC-15", 125, "C"),
            Col("MC-20", 124, "C"),
        ],
        [
            ["Operating temperature", DEG, "-20 ... +50", "-20 ... +50"],
            ["Storage temperature", DEG, "-30 ... +70", "-30 ... +70"],
            ["Protection class", "", "IP65", "IP65"],
            ["Light output", "V DC", "-", "6"],
            ["Weight", "g", "180", "240"],
        ],
        8,
    )
    s.heading("Features", 10)
    s.bullets(
        [
            "Regenerative braking: no",
            "Light output (MC-20 only): 6 V DC, max. 0.5 A",
            "Reverse polarity protection on the battery input",
            "Torque sensors are not supported",
        ],
        8.5,
    )
    s.heading("Connector pin-out (6-pin display / 3-pin throttle)", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Colour", 80), Col("Function", 369)],
        [
            ["1", "red", "Battery + (switched, to display)"],
            ["2", "black", "GND"],
            ["3", "green", "TX (controller to display)"],
            ["4", "yellow", "RX (display to controller)"],
            ["5", "blue", "Power lock"],
            ["6", "white", "Throttle signal"],
        ],
        8,
    )
    s.heading("Notes", 10)
    s.para(
        "Use a battery with its own BMS. The controller has no charging function. "
        "The maximum cable length to the display is not specified.",
        8.5,
    )
    return save(s, out / "velox-mc.pdf")


# ------------------------------------------------ e-bike controller (Chinese manual)
def jys12(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Changzhou Jinyue Motor Electric Co., Ltd.",
        header_right="JY-S12 Controller Manual V1.3",
        footer_left="www.jinyue-motor.example",
        footer_right="- {page} -",
        table_fill=(230, 240, 250),
        accent=(0, 90, 170),
    )
    s = Sheet(style, "JY-S12 e-bike controller")
    s.add_page()
    s.title_block("JY-S12-36 / JY-S12-48", "Brushless E-bike Controller (12 MOSFET)", "", 18)
    s.heading("1. Main Parameters", 10)
    s.lines(
        [
            "Motor type" + FWC + "BLDC, 120" + "\u00b0" + " Hall sensors",
            "Control mode" + FWC + "square wave / sine wave (selectable)",
            "Throttle voltage" + FWC + "1.1V" + FWT + "4.3V",
            "Hall / throttle supply" + FWC + "+5V",
            "Brake signal" + FWC + "low level",
            "Working temperature" + FWC + "-20" + FW_C + FWT + "+60" + FW_C,
            "Waterproof" + FWC + "IPX4",
        ],
        8.5,
        4,
    )
    s.heading("2. Version Table", 10)
    s.table(
        [Col("Item", 170), Col("JY-S12-36", 165, "C"), Col("JY-S12-48", 164, "C")],
        [
            ["Rated voltage", "36V", "48V"],
            ["Under-voltage protection", "31.5V" + PM + "0.5V", "42V" + PM + "0.5V"],
            ["Max. current", "22A" + PM + "1A", "25A" + PM + "1A"],
            ["Rated power", "350W", "500W"],
            ["Display protocol", "UART 1200bps", "UART 1200bps"],
        ],
        8,
    )
    s.heading("3. Wiring", 10)
    s.table(
        [Col("Wire", 150), Col("Colour", 100, "C"), Col("Note", 249)],
        [
            ["Battery", "red / black", "thick wires"],
            ["Motor phase U V W", "yellow / green / blue", "swap if motor runs rough"],
            ["Hall", "red / black / Y / G / B", "+5V, GND, 3 signals"],
            ["Throttle", "red / black / green", "+5V, GND, signal"],
            ["Brake", "black / white", "short to GND = brake"],
            ["PAS", "red / black / green", "+5V, GND, signal"],
        ],
        8,
    )
    s.add_page()
    s.heading("4. Self-learning", 10)
    s.lines(
        [
            "Connect the two white self-learning wires, switch on, the motor turns slowly.",
            "Disconnect the wires after the motor runs smoothly (about 10 s).",
        ],
        8.5,
        4,
    )
    s.heading("5. FAQ", 10)
    s.lines(
        [
            "Q" + FWC + "Can I use a 52V (14S) battery with JY-S12-48?",
            "A" + FWC + "Yes. Full-charge voltage 58.8V is OK; never exceed 60V.",
            "Q" + FWC + "Can JY-S12-36 run on a 48V battery?",
            "A" + FWC + "No. The 36V version is rated for max. 42V (10S full charge).",
            "Q" + FWC + "Can it drive a 1000W motor?",
            "A" + FWC + "Not recommended; phase current is limited and the motor will be weak.",
            "Q" + FWC + "Does it support a torque sensor?",
            "A" + FWC + "No, only PAS cadence sensors.",
            "Q" + FWC + "Which displays are supported?",
            "A" + FWC + "Our JY-LCD5 and JY-LED display. Other displays are not tested.",
            "Q" + FWC + "What is the standby current?",
            "A" + FWC + "Not measured for this model.",
        ],
        8.5,
        4,
    )
    s.heading("6. Package", 10)
    s.lines(["Controller x1, self-learning cable x1, manual x1"], 8.5, 4)
    return save(s, out / "jy-s12.pdf")
