"""Hold-out 36 datasheets: two LIN transceivers and two UWB ranging modules.

A European automotive IC data sheet (condition sentence, wrapped names,
symbol-only rows, EC continued on page 2), a Japanese LIN system-basis chip
(one column per regulator version, abs max vs recommended with the same row
names, "typ." only table), a Chinese UWB module manual (full-width key-value
lines, one column per version, FAQ) and a Korean UWB module specification
(numbered sections, units in the header, AT-command table as a decoy).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
FW_C = "\u2103"
FW_COLON = "\uff1a"
FW_TILDE = "\uff5e"
LE = "\u2264"
GE = "\u2265"

EC_COLS = [
    Col("Symbol", 52, "C"),
    Col("Parameter", 130),
    Col("Conditions", 157),
    Col("Min", 38, "C"),
    Col("Typ", 38, "C"),
    Col("Max", 38, "C"),
    Col("Unit", 46, "C"),
]


# ------------------------------------------------ LIN transceiver (Europe)
def rlt1021(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="RLT1021",
        header_right="LIN 2.2A / SAE J2602 transceiver",
        footer_left="Rheinfeld Halbleiter GmbH  -  Product data sheet  Rev. 3 - 14 March 2025",
        footer_right="{page} of {nb}",
        table_fill=(225, 232, 240),
        accent=(0, 60, 120),
        grid=False,
    )
    s = Sheet(style, "RLT1021 product data sheet")
    s.add_page()
    s.title_block(
        "RLT1021", "LIN 2.2A / SAE J2602 transceiver with wake-up", "Product data sheet", 22
    )
    s.heading("1. General description", 10, rule=True)
    s.para(
        "The RLT1021 is the interface between a Local Interconnect Network (LIN) master or "
        "slave protocol controller and the physical bus. The transmitter slope is controlled "
        "for low emission; data rates up to 20 kbit/s are supported. The TXD input is "
        "compatible with 3.3 V and 5 V microcontrollers. RXD is an open-drain output and "
        "needs an external pull-up resistor to the microcontroller supply.",
        8.5,
    )
    s.heading("2. Features and benefits", 10, rule=True)
    s.bullets(
        [
            "Baud rate 1 kbit/s to 20 kbit/s",
            "Very low current in Sleep mode, remote wake-up via the LIN bus",
            "Integrated LIN slave termination (30 kOhm)",
            "Bus pin protected against transients in the automotive environment",
            "Available in SO8 (RLT1021T) and HVSON8 (RLT1021TK)",
        ],
        8.5,
    )
    s.heading("3. Limiting values", 10, rule=True)
    s.caption("In accordance with the Absolute Maximum Rating System (IEC 60134).")
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Parameter", 179),
            Col("Conditions", 140),
            Col("Min", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 40, "C"),
        ],
        [
            ["V_{BAT}", "battery supply voltage", "", "-0.3", "+40", "V"],
            ["V_{LIN}", "voltage on pin LIN", "", "-40", "+40", "V"],
            ["V_{TXD}", "voltage on pins TXD,\nRXD, SLP_N", "", "-0.3", "+7", "V"],
            ["V_{ESD}", "electrostatic discharge\nvoltage", "HBM, pin LIN", "-8", "+8", "kV"],
            ["T_{vj}", "virtual junction\ntemperature", "", "-40", "+150", DEG],
            ["T_{stg}", "storage temperature", "", "-55", "+150", DEG],
        ],
        8,
    )
    s.heading("4. Static characteristics", 10, rule=True)
    s.para(
        "VBAT = 5.5 V to 18 V; Tvj = -40 \u00b0C to +150 \u00b0C; RL(LIN-VBAT) = 500 Ohm; "
        "all voltages are defined with respect to ground; unless otherwise specified.",
        8,
    )
    s.table(
        EC_COLS,
        [
            ["Supply"],
            ["V_{BAT}", "battery supply voltage", "operating", "5.5", "", "18", "V"],
            [
                "I_{BAT}",
                "battery supply current",
                "Sleep mode; VLIN = VBAT",
                "",
                "8",
                "12",
                MU + "A",
            ],
            ["", "", "Normal mode; bus\nrecessive", "", "0.6", "1.2", "mA"],
            ["", "", "Normal mode; bus\ndominant; VTXD = 0 V", "", "2.5", "4.0", "mA"],
            ["Pin TXD"],
            ["V_{IH}", "", "", "2", "", "7", "V"],
            ["V_{IL}", "", "", "-0.3", "", "0.8", "V"],
            ["R_{pd}", "pull-down resistance", "", "125", "350", "800", "kOhm"],
            ["Pin RXD"],
            ["I_{OL}", "LOW-level output\ncurrent", "VRXD = 0.4 V", "1.5", "", "", "mA"],
        ],
        8,
    )
    s.add_page()
    s.caption("Table 4. Static characteristics \u2026continued")
    s.table(
        EC_COLS,
        [
            ["Pin LIN"],
            [
                "V_{th(rx)}",
                "receiver threshold\nvoltage",
                "dominant to recessive",
                "",
                "",
                "0.6VBAT",
                "V",
            ],
            ["", "", "recessive to dominant", "0.4VBAT", "", "", "V"],
            [
                "I_{LIM}",
                "current limitation for\ndriver dominant state",
                "VLIN = VBAT = 18 V",
                "40",
                "",
                "100",
                "mA",
            ],
            ["R_{pu}", "slave termination\nresistance", "to pin BAT", "20", "30", "47", "kOhm"],
            ["Thermal shutdown"],
            ["T_{j(sd)}", "shutdown junction\ntemperature", "", "150", "175", "200", DEG],
        ],
        8,
    )
    s.heading("5. Dynamic characteristics", 10, rule=True)
    s.para("Same conditions as Table 4; bus load 1 nF / 1 kOhm (20 kbit/s).", 8)
    s.table(
        EC_COLS,
        [
            ["\u03b4_{1}", "duty cycle 1", "20 kbit/s, VBAT = 7 V to 18 V", "0.396", "", "", ""],
            ["\u03b4_{2}", "duty cycle 2", "20 kbit/s, VBAT = 7.6 V to 18 V", "", "", "0.581", ""],
            [
                "t_{PD(rx)}",
                "receiver propagation\ndelay",
                "rising and falling",
                "",
                "",
                "6",
                MU + "s",
            ],
            [
                "t_{wake}",
                "LIN wake-up time",
                "dominant on LIN in Sleep",
                "30",
                "80",
                "150",
                MU + "s",
            ],
        ],
        8,
    )
    s.heading("6. Pinning information", 10, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Symbol", 80, "C"), Col("Description", 369)],
        [
            ["1", "RXD", "receive data output (open-drain)"],
            ["2", "SLP_N", "sleep control input (active LOW)"],
            ["3", "WAKE_N", "local wake-up input"],
            ["4", "TXD", "transmit data input"],
            ["5", "GND", "ground"],
            ["6", "LIN", "LIN bus line"],
            ["7", "BAT", "battery supply"],
            ["8", "INH", "inhibit output for an external voltage regulator"],
        ],
        8,
    )
    s.heading("7. Application information", 10, rule=True)
    s.para(
        "A 1 kOhm resistor in series with a diode from LIN to BAT is required in master "
        "nodes. The RLT1021 is not suited for operation on 24 V truck systems; jump-start "
        "conditions up to 40 V are covered by the limiting values only. The operating "
        "ambient temperature range is -40 \u00b0C to +125 \u00b0C. The maximum bus length "
        "is not specified by this data sheet; refer to the LIN specification.",
        8.5,
    )
    revision_table(s, [["2025-03-14", "3", "Added RLT1021TK (HVSON8)"]], (110, 70, 319))
    return save(s, out / "rlt1021.pdf")


# ------------------------------------------------ LIN SBC with LDO (Japan)
def mln6020(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="MLN6020 Series  Datasheet",
        header_right="No. MD-6020-E02",
        footer_left="Mitsuoka Denshi Co., Ltd.",
        footer_right="{page}/{nb}",
        table_fill=None,
        grid=True,
    )
    s = Sheet(style, "MLN6020 datasheet")
    s.add_page()
    s.title_block(
        "MLN6020-50 / MLN6020-33", "LIN Transceiver with Integrated Voltage Regulator", "", 18
    )
    s.heading("■ Outline", 10)
    s.para(
        "The MLN6020 series combines a LIN 2.x physical layer transceiver and a low-dropout "
        "regulator for a slave ECU. The regulator output is 5.0 V (MLN6020-50) or 3.3 V "
        "(MLN6020-33). LIN data rate: max. 20 kbps. Package: HSOP-8.",
        8.5,
    )
    s.heading("■ Absolute Maximum Ratings", 10)
    s.caption("(Ta=25℃)")
    s.table(
        [Col("Item", 200), Col("Symbol", 80, "C"), Col("Rating", 140, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage", "V_{S}", "-0.3 ～ 40", "V"],
            ["LIN pin voltage", "V_{LIN}", "-27 ～ 40", "V"],
            ["Logic pin voltage", "V_{IO}", "-0.3 ～ 6.0", "V"],
            ["Operating temperature", "T_{opr}", "-40 ～ 125", "℃"],
            ["Storage temperature", "T_{stg}", "-55 ～ 150", "℃"],
        ],
        8,
    )
    s.heading("■ Recommended Operating Conditions", 10)
    s.table(
        [Col("Item", 200), Col("Symbol", 80, "C"), Col("Range", 140, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage", "V_{S}", "6.0 ～ 18", "V"],
            ["Operating temperature", "T_{opr}", "-40 ～ 105", "℃"],
        ],
        8,
    )
    s.heading("■ Electrical Characteristics", 10)
    s.caption("(Ta=25℃, VS=13.5V, unless otherwise noted)")
    s.table(
        [
            Col("Item", 150),
            Col("Condition", 130),
            Col("MLN6020-50", 75, "C"),
            Col("MLN6020-33", 75, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            [
                "Regulator output\nvoltage",
                "IOUT = 1 mA ～ 50 mA",
                "4.90 ～ 5.10",
                "3.23 ～ 3.37",
                "V",
            ],
            ["Regulator output\ncurrent", "max.", "70", "50", "mA"],
            ["Dropout voltage", "IOUT = 50 mA, max.", "0.6", "0.5", "V"],
            ["Standby current", "Sleep mode, max.", "25", "20", MU + "A"],
            ["TXD input high", "min.", "3.5", "2.3", "V"],
            ["TXD input low", "max.", "1.5", "0.9", "V"],
        ],
        8,
    )
    s.add_page()
    s.heading("■ Typical Characteristics (typ.)", 10)
    s.caption("All values typ., Ta=25℃, VS=13.5V. These values are not guaranteed.")
    s.table(
        [Col("Item", 220), Col("MLN6020-50", 140, "C"), Col("MLN6020-33", 139, "C")],
        [
            ["Quiescent current (Normal, no load)", "180 " + MU + "A", "160 " + MU + "A"],
            ["LIN slope time", "5 " + MU + "s", "5 " + MU + "s"],
            ["Wake-up filter time", "70 " + MU + "s", "70 " + MU + "s"],
            ["Thermal shutdown", "165 ℃", "165 ℃"],
        ],
        8,
    )
    s.heading("■ Pin Description", 10)
    s.table(
        [Col("No.", 40, "C"), Col("Name", 70, "C"), Col("I/O", 50, "C"), Col("Function", 339)],
        [
            ["1", "RXD", "O", "Receive data (push-pull to VCC)"],
            ["2", "EN", "I", "Enable (H: normal, L: sleep)"],
            ["3", "VCC", "O", "Regulator output"],
            ["4", "TXD", "I", "Transmit data"],
            ["5", "GND", "-", "Ground"],
            ["6", "LIN", "I/O", "LIN bus"],
            ["7", "VS", "-", "Battery supply"],
            ["8", "WAKE", "I", "Local wake-up"],
        ],
        8,
    )
    s.heading("■ Cautions", 10)
    s.bullets(
        [
            "RXD of the MLN6020-50 swings to 5 V. Do not connect it directly to a 3.3 V MCU "
            "that is not 5 V tolerant; use the MLN6020-33.",
            "Output capacitor on VCC: 2.2 " + MU + "F or more (ceramic).",
            "Current limit of the regulator is not specified; use within the output current above.",
            "ESD rating of the LIN pin is not specified in this edition.",
        ],
        8.5,
    )
    revision_table(s, [["2025-09-01", "E02", "English labels added"]], (110, 70, 319))
    return save(s, out / "mln6020.pdf")


# ------------------------------------------------ UWB module (China)
def uwm30(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="UW-M30 Series UWB Ranging Module User Manual",
        header_right="V1.4",
        footer_left="Shenzhen Kuanpin IoT Technology Co., Ltd.",
        footer_right="Page {page}",
        table_fill=(255, 228, 200),
        accent=(200, 80, 0),
    )
    s = Sheet(style, "UW-M30 user manual")
    s.add_page()
    s.title_block(
        "UW-M30 / UW-M30P", "UWB Two-Way Ranging Module (Anchor / Tag)", "User Manual", 20
    )
    s.heading("1. Product Introduction", 10.5)
    s.para(
        "UW-M30 is an IEEE 802.15.4z UWB module for indoor positioning and distance "
        "measurement. UW-M30P adds an RF power amplifier for longer range. The module is "
        "controlled by AT commands over UART and can work as anchor or tag.",
        8.5,
    )
    s.heading("2. Basic Parameters", 10.5)
    s.lines(
        [
            "UWB channel" + FW_COLON + "CH5 (6489.6MHz), CH9 (7987.2MHz)",
            "Ranging method" + FW_COLON + "DS-TWR",
            "Ranging accuracy" + FW_COLON + PM + "10cm (LOS)",
            "Refresh rate" + FW_COLON + "max 50Hz (1 tag : 1 anchor)",
            "Working temperature" + FW_COLON + "-20" + FW_TILDE + "70" + FW_C,
            "Storage temperature" + FW_COLON + "-40" + FW_TILDE + "85" + FW_C,
        ],
        9,
    )
    s.heading("3. Version Parameters", 10.5)
    s.table(
        [Col("Item", 150), Col("UW-M30", 175, "C"), Col("UW-M30P", 174, "C")],
        [
            ["Supply voltage", "DC2.8" + FW_TILDE + "3.6V", "DC3.0" + FW_TILDE + "3.6V"],
            ["TX peak current", "≤110mA", "≤260mA"],
            ["RX current", "≤95mA", "≤100mA"],
            ["Sleep current", "≤5" + MU + "A", "≤8" + MU + "A"],
            ["Ranging distance\n(LOS, open area)", "100m", "300m"],
            ["Size", "22 x 16 mm", "28 x 16 mm"],
        ],
        8,
    )
    s.heading("4. Pin Description", 10.5)
    s.table(
        [Col("No.", 40, "C"), Col("Pin", 70, "C"), Col("Description", 389)],
        [
            ["1", "VCC", "Power input (see Version Parameters)"],
            ["2", "GND", "Ground"],
            ["3", "TXD", "UART TX, 3.3V level"],
            ["4", "RXD", "UART RX, 3.3V level"],
            ["5", "RST", "Reset, low active"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. AT Commands", 10.5)
    s.lines(
        [
            "Default UART" + FW_COLON + "115200bps, 8N1",
            "AT+ROLE=0 / 1" + FW_COLON + "tag / anchor",
            "AT+ID=0~255" + FW_COLON + "module ID",
            "AT+RATE=10" + FW_COLON + "ranging rate 10Hz (1~50)",
        ],
        9,
    )
    s.heading("6. FAQ", 10.5)
    s.lines(
        [
            "Q1" + FW_COLON + "Can the module be powered by 5V?",
            "A" + FW_COLON + "No. Max supply is 3.6V. Use a 3.3V LDO rated for 300mA or more.",
            "Q2" + FW_COLON + "Can RXD connect to a 5V Arduino TX?",
            "A" + FW_COLON + "No. RXD is not 5V tolerant; use a level shifter or a divider.",
            "Q3" + FW_COLON + "How many tags can one anchor serve?",
            "A" + FW_COLON + "Up to 8 tags (TDMA). Refresh rate is shared between tags.",
            "Q4" + FW_COLON + "Is the ranging accuracy the same through walls (NLOS)?",
            "A" + FW_COLON + "NLOS accuracy is not specified.",
            "Q5" + FW_COLON + "Is there a waterproof version?",
            "A" + FW_COLON + "No. IP rating is not specified.",
        ],
        8.5,
    )
    s.heading("7. Revision", 10.5)
    revision_table(s, [["2025-07-18", "V1.4", "Added UW-M30P"]], (120, 80, 299))
    return save(s, out / "uw-m30.pdf")


# ------------------------------------------------ UWB module (Korea)
def kur210(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="HANBIT RADIOTECH  |  KUR-210 Product Specification",
        header_right="Spec. No. HR-PS-210-03",
        footer_left="Hanbit Radiotech Co., Ltd.  Seongnam, Gyeonggi-do",
        footer_right="- {page} -",
        table_fill=(215, 225, 245),
        accent=(30, 50, 140),
    )
    s = Sheet(style, "KUR-210 product specification")
    s.add_page()
    s.title_block(
        "KUR-210",
        "UWB Ranging & Positioning Module with SPI Host Interface",
        "Product Specification  Rev. 0.3",
        20,
    )
    s.heading("1. Overview", 10.5)
    s.para(
        "KUR-210 is a 13 x 18 mm UWB module with an integrated chip antenna. It supports "
        "Channel 9 only and is intended for asset tracking and access control. The host "
        "talks to the module over SPI (mode 0, up to 8 MHz). A 32 MHz TCXO is on board.",
        8.5,
    )
    s.heading("2. Absolute Maximum Ratings", 10.5)
    s.table(
        [Col("Parameter", 220), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 139, "C")],
        [
            ["Supply voltage (VDD)", "-0.3", "4.0", "V"],
            ["Digital input voltage", "-0.3", "VDD+0.3", "V"],
            ["RF input level", "", "0", "dBm"],
            ["Storage temperature", "-40", "105", DEG],
        ],
        8,
    )
    s.heading("3. Recommended Operating Conditions", 10.5)
    s.table(
        [
            Col("Parameter", 220),
            Col("Min", 70, "C"),
            Col("Typ", 70, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Supply voltage (VDD)", "2.5", "3.3", "3.6", "V"],
            ["Operating temperature", "-40", "", "85", DEG],
        ],
        8,
    )
    s.heading("4. Electrical Characteristics", 10.5)
    s.para("VDD = 3.3 V, TA = 25 \u00b0C unless otherwise noted.", 8)
    s.table(
        [
            Col("Parameter", 170),
            Col("Condition", 150),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Current consumption", "TX, channel 9", "", "78", "", "mA"],
            ["", "RX, channel 9", "", "62", "", "mA"],
            ["", "Deep sleep", "", "1.2", "", MU + "A"],
            ["Input high voltage", "SPI, IRQ", "0.7 x VDD", "", "", "V"],
            ["Input low voltage", "SPI, IRQ", "", "", "0.3 x VDD", "V"],
            ["Output high voltage", "IOH = -4 mA", "VDD-0.4", "", "", "V"],
        ],
        8,
    )
    s.heading("5. RF Characteristics", 10.5)
    s.table(
        [
            Col("Parameter", 170),
            Col("Condition", 150),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Centre frequency", "Channel 9", "", "7987.2", "", "MHz"],
            ["Bandwidth", "", "", "499.2", "", "MHz"],
            ["TX power spectral\ndensity", "adjustable", "", "", "-41.3", "dBm/MHz"],
            ["RX sensitivity", "6.8 Mbps, PER 1 %", "", "-93", "", "dBm"],
            ["Ranging accuracy", "LOS, 1-30 m", "", PM + "5", "", "cm"],
        ],
        8,
    )
    s.add_page()
    s.heading("6. Pin Assignment", 10.5)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("Type", 60, "C"), Col("Description", 329)],
        [
            ["1", "VDD", "P", "Supply 2.5 V ~ 3.6 V"],
            ["2", "GND", "G", "Ground"],
            ["3", "SCK", "I", "SPI clock, max 8 MHz"],
            ["4", "MOSI", "I", "SPI data in"],
            ["5", "MISO", "O", "SPI data out"],
            ["6", "CSn", "I", "SPI chip select"],
            ["7", "IRQ", "O", "Interrupt to host"],
            ["8", "RSTn", "I", "Reset, active low"],
        ],
        8,
    )
    s.heading("7. Register Map (excerpt)", 10.5)
    s.table(
        [Col("Address", 80, "C"), Col("Name", 120), Col("Reset", 80, "C"), Col("Description", 219)],
        [
            ["0x00", "DEV_ID", "0x4B520210", "Device identifier"],
            ["0x04", "PAN_ID", "0xFFFF", "PAN identifier"],
            ["0x10", "TX_POWER", "0x34", "TX power setting"],
            ["0x1C", "RANGE_RATE", "0x0A", "Ranging interval (x 10 ms)"],
        ],
        8,
    )
    s.heading("8. Notes", 10.5)
    s.bullets(
        [
            "All host I/O pins are referenced to VDD; the module is not 5 V tolerant.",
            "Maximum line-of-sight range: 70 m (typ.) with the on-board antenna.",
            "Peak current during TX bursts can reach 120 mA; size the 3.3 V regulator accordingly.",
            "Operating humidity is not specified. Use indoors only.",
            "KC certification: pending. CE / FCC: not certified.",
        ],
        8.5,
    )
    revision_table(s, [["2025-10-02", "0.3", "Ranging accuracy updated"]], (110, 70, 319))
    return save(s, out / "kur-210.pdf")
