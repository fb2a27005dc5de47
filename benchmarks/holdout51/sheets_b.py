"""Hold-out 51 datasheets, part 2: two solar micro-inverters and two annunciator panel
modules.

A Dutch micro-inverter data sheet with one column per model and the table continued on
page 2, a Chinese grid-tie micro-inverter module manual (full-width key-value lines,
FAQ), a British alarm annunciator panel (dot-leader list, window/terminal tables as
decoys) and a Japanese annunciator display module (abs max vs recommended with the same
row names, typ.-only table).
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


# ------------------------------------------------ micro-inverter (Dutch data sheet)
def zmi(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Zonnewerf Energy B.V.",
        header_right="ZMI-400 / ZMI-800",
        footer_left="DS-ZMI-EN rev. 4",
        footer_right="{page}",
        table_fill=(250, 236, 200),
        accent=(200, 120, 0),
        grid=False,
    )
    s = Sheet(style, "ZMI-400 / ZMI-800 micro-inverter")
    s.add_page()
    s.title_block(
        "ZMI-400 / ZMI-800", "Grid-tied solar micro-inverter for 1 or 2 PV modules", "", 18
    )

    def left() -> None:
        s.heading("Highlights", 10)
        s.bullets(
            [
                "Independent MPPT per PV input",
                "Integrated 2.4 GHz mesh radio to the ZW-Gateway",
                "IP67 enclosure, natural convection cooling",
                "Rapid shutdown compliant",
                "25-year limited warranty",
            ],
            8,
        )

    def right() -> None:
        s.heading("Description", 10)
        s.para(
            "The ZMI series converts the DC output of one (ZMI-400) or two (ZMI-800) "
            "crystalline PV modules of 60 or 72 cells into grid-synchronous 230 V AC. "
            "Up to 7 ZMI-800 units may be connected on one 20 A branch circuit.",
            8,
        )

    s.side_by_side(left, right, 220)
    s.heading("Technical data", 10, True)
    cols = [
        Col("", 200),
        Col("ZMI-400", 110, "C"),
        Col("ZMI-800", 110, "C"),
        Col("Unit", 79, "C"),
    ]
    s.table(
        cols,
        [
            ["Input data (DC)"],
            ["Recommended PV module power\n(STC)", "300 - 500", "2 x 300 - 500", "W"],
            ["MPPT voltage range", "22 - 48", "22 - 48", "V"],
            ["Maximum input voltage", "60", "60", "V"],
            ["Start-up voltage", "20", "20", "V"],
            ["Maximum input current", "14", "2 x 14", "A"],
            ["Output data (AC)"],
            ["Rated output power", "380", "760", "VA"],
            ["Peak output power", "400", "800", "VA"],
            ["Nominal grid voltage / range", "230 / 184 - 264.5", "230 / 184 - 264.5", "V"],
            ["Rated output current", "1.65", "3.30", "A"],
            ["Nominal frequency / range", "50 / 47.5 - 51.5", "50 / 47.5 - 51.5", "Hz"],
            ["Power factor (adjustable)", "0.8 ind. - 0.8 cap.", "0.8 ind. - 0.8 cap.", ""],
        ],
        8,
    )
    s.para("Table continued on next page.", 7.5)
    s.add_page()
    s.caption("Technical data (continued)")
    s.table(
        cols,
        [
            ["Efficiency"],
            ["Peak efficiency", "96.7", "96.5", "%"],
            ["CEC weighted efficiency", "96.5", "96.3", "%"],
            ["Night-time power consumption", "< 50", "< 80", "mW"],
            ["Mechanical / environmental data"],
            ["Ambient temperature range", "-40 to +65", "-40 to +65", DEG],
            ["Weight", "1.6", "2.4", "kg"],
            ["Enclosure rating", "IP67", "IP67", ""],
            ["Communication", "2.4 GHz mesh", "2.4 GHz mesh", ""],
        ],
        8,
    )
    s.para(
        "Derating: above +55 " + DEG + " ambient the output power is reduced linearly. "
        "Relative humidity 0 to 100 % (condensing). The DC connectors are MC4 compatible. "
        "Operation on 120 V / 60 Hz grids is not supported. The surge immunity of the "
        "DC input is not stated in this data sheet.",
        8,
    )
    s.heading("Ordering codes", 10, True)
    s.table(
        [Col("Article no.", 120), Col("Model", 120), Col("AC cable", 259)],
        [
            ["8712-0400-01", "ZMI-400", "2 m, Schuko plug"],
            ["8712-0800-01", "ZMI-800", "Trunk connector, 3 x 2.5 mm2"],
        ],
        8,
    )
    revision_table(s, [["2024-04", "4", "Night-time consumption added"]], (90, 60, 349))
    return save(s, out / "zmi-400.pdf")


# ------------------------------------------------ micro-inverter (Chinese module manual)
def gti300(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Hangzhou Yangguang New Energy Co., Ltd.",
        header_right="GTI-300 User Manual",
        footer_left="www.example-yg.cn",
        footer_right="{page}",
        table_fill=(245, 230, 230),
        accent=(170, 0, 0),
    )
    s = Sheet(style, "GTI-300 grid tie micro inverter")
    s.add_page()
    s.title_block("GTI-300", "Grid Tie Micro Inverter (WiFi) User Manual", "", 18)
    s.heading("1. Product Parameters", 10)
    s.lines(
        [
            "Model" + FWC + "GTI-300-L (low voltage) / GTI-300-H (high voltage)",
            "Max. PV power" + FWC + "350W",
            "AC output" + FWC + "AC 220V～240V, 50Hz/60Hz, pure sine wave",
            "Rated AC power" + FWC + "300W",
            "Monitoring" + FWC + "WiFi 2.4GHz (IEEE 802.11b/g/n), APP",
            "Cooling" + FWC + "fan, temperature controlled",
        ],
        8.5,
    )
    s.heading("2. Electrical Specifications", 10)
    s.table(
        [
            Col("Item", 180),
            Col("GTI-300-L", 120, "C"),
            Col("GTI-300-H", 120, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["DC input voltage range", "10.5～28", "22～60", "V"],
            ["MPPT voltage range", "14～24", "28～50", "V"],
            ["Max. DC input current", "25", "12", "A"],
            ["Low-voltage protection", "10.5", "22", "V"],
            ["AC output current", "1.36", "1.36", "A"],
            ["Efficiency (max.)", "90", "92", "%"],
            ["Standby power", "≤1.5", "≤1.5", "W"],
        ],
        8,
    )
    s.heading("3. Environment", 10)
    s.lines(
        [
            "Working temperature" + FWC + "-20℃～+55℃",
            "Storage temperature" + FWC + "-30℃～+70℃",
            "Humidity" + FWC + "0～90% RH (no condensation)",
            "Protection class" + FWC + "IP20 (indoor use only)",
        ],
        8.5,
    )
    s.add_page()
    s.heading("4. Wiring and Indicators", 10)
    s.table(
        [Col("Terminal / LED", 150), Col("Function", 349)],
        [
            ["DC+ / DC-", "PV panel or battery input (observe polarity)"],
            ["L / N / PE", "AC grid connection"],
            ["LED green", "Grid connected, feeding"],
            ["LED red", "Fault (over/under voltage, over temperature)"],
            ["LIMIT", "Port for the optional current limit sensor"],
        ],
        8,
    )
    s.heading("5. FAQ", 10)
    s.lines(
        [
            "Q" + FWC + "Can GTI-300-L work with a 12V battery instead of a PV panel?",
            "A" + FWC + "Yes, the GTI-300-L accepts a 12V lead-acid or LiFePO4 battery in",
            "   battery discharge mode; set the discharge cut-off voltage in the APP.",
            "Q" + FWC + "Can it work without the grid (off-grid)?",
            "A" + FWC + "No. The inverter only feeds when a grid is present (anti-islanding).",
            "Q" + FWC + "Is the inverter certified to EN 50549 / VDE-AR-N 4105?",
            "A" + FWC + "Please contact the dealer; certificates are not listed here.",
        ],
        8.5,
    )
    s.heading("6. Package Contents", 10)
    s.bullets(["Inverter × 1", "AC cable 1.5m × 1", "User manual × 1"], 8.5)
    return save(s, out / "gti-300.pdf")


# ------------------------------------------------ annunciator (British panel maker)
def anp8(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="ASHCOMBE CONTROLS LTD",
        header_right="ANP-8 Annunciator",
        footer_left="Publication AC-ANP8-DS Issue 3",
        footer_right="Page {page} of {nb}",
        table_fill=(225, 225, 240),
        accent=(40, 40, 120),
    )
    s = Sheet(style, "ANP-8 annunciator panel")
    s.add_page()
    s.title_block("ANP-8", "8-Way Alarm Annunciator Panel Module, ISA 18.1 Sequences", "", 18)
    s.heading("Description", 10)
    s.para(
        "ANP-8 is a compact 8-window alarm annunciator for control panels and generator "
        "sets. Each window is driven by a volt-free contact or a 24 V DC signal from a PLC. "
        "Two supply versions are available: ANP-8-24 (24 V DC) and ANP-8-48 (48 V DC). "
        "The module includes a common horn relay and an RS-485 port with Modbus RTU at "
        "9600 or 19200 baud.",
        8.5,
    )
    s.heading("Technical Specification", 10)
    s.para("All values at 20 " + DEG + " ambient unless stated otherwise.", 8)
    s.table(
        [
            Col("Parameter", 190),
            Col("ANP-8-24", 110, "C"),
            Col("ANP-8-48", 110, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Supply voltage, nominal", "24", "48", "V DC"],
            ["Supply voltage, operating\nrange", "18 - 32", "36 - 60", "V DC"],
            ["Supply current, all windows\nalarm", "280", "150", "mA"],
            ["Supply current, quiescent", "45", "30", "mA"],
            ["Input ON threshold", "> 15", "> 30", "V DC"],
            ["Input OFF threshold", "< 5", "< 10", "V DC"],
            ["Input current at nominal\nvoltage", "5", "5", "mA"],
        ],
        8,
    )
    s.heading("Outputs", 10)
    s.leaders(
        [
            ("Horn relay contact (NO) ", " 2 A at 30 V DC / 250 V AC"),
            ("Common alarm relay (C/O) ", " 1 A at 30 V DC"),
            ("Horn drive, internal buzzer ", " 85 dB(A) at 1 m"),
            ("Test / Accept / Reset inputs ", " volt-free, 10 mA wetting"),
        ],
        8,
    )
    s.add_page()
    s.heading("Environmental", 10)
    s.leaders(
        [
            ("Operating temperature ", " -10 " + DEG + " to +55 " + DEG),
            ("Storage temperature ", " -25 " + DEG + " to +70 " + DEG),
            ("Humidity ", " 95 % RH non-condensing"),
            ("Front panel protection ", " IP65 (with gasket)"),
            ("Rear / terminals ", " IP20"),
        ],
        8,
    )
    s.heading("Window Layout and Terminal Allocation", 10)
    s.table(
        [
            Col("Window", 70, "C"),
            Col("Terminal", 90, "C"),
            Col("Default legend", 170),
            Col("Sequence", 169),
        ],
        [
            ["1", "T1", "LOW OIL PRESSURE", "ISA A (ring-back off)"],
            ["2", "T2", "HIGH COOLANT TEMP", "ISA A"],
            ["3", "T3", "OVERSPEED", "ISA M (manual reset)"],
            ["4", "T4", "FAIL TO START", "ISA A"],
            ["5-8", "T5-T8", "SPARE", "ISA A"],
        ],
        8,
    )
    s.heading("Modbus Register Map (holding registers)", 10)
    s.table(
        [Col("Register", 80, "C"), Col("Content", 220), Col("Range", 199)],
        [
            ["40001", "Window status bits 1-8", "0-255"],
            ["40010", "Slave address", "1-247"],
            ["40011", "Baud rate code", "0 = 9600, 1 = 19200"],
        ],
        8,
    )
    s.para(
        "Note: the ANP-8 is not approved for use in hazardous areas. The EMC immunity "
        "level of the RS-485 port is not specified.",
        8,
    )
    return save(s, out / "anp-8.pdf")


# ------------------------------------------------ annunciator (Japanese display module)
def ka16(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Kaneda Keiki Seisakusho",
        header_right="KA-16 Series",
        footer_left="KK-TS-0162",
        footer_right="- {page} -",
        table_fill=None,
        accent=(0, 0, 0),
    )
    s = Sheet(style, "KA-16 annunciator display module")
    s.add_page()
    s.title_block(
        "KA-16", "16-Point LED Annunciator Display Module  Technical Specification", "", 16
    )
    s.heading("■ Outline", 10)
    s.para(
        "The KA-16 shows 16 alarm points on back-lit windows. Inputs accept logic signals "
        "from a microcontroller or PLC open-collector outputs. Versions: KA-16-12 (12 V DC "
        "supply) and KA-16-24 (24 V DC supply). Logic inputs are common to both versions.",
        8.5,
    )
    s.heading("■ Absolute Maximum Ratings", 10)
    s.table(
        [Col("Item", 190), Col("Symbol", 70, "C"), Col("Rating", 130, "C"), Col("Unit", 109, "C")],
        [
            ["Supply voltage (KA-16-12)", "VS", "16", "V"],
            ["Supply voltage (KA-16-24)", "VS", "32", "V"],
            ["Input voltage", "VIN", "-0.5~30", "V"],
            ["Operating temperature", "Topr", "-20~+70", FW_C],
        ],
        8,
    )
    s.heading("■ Recommended Operating Conditions", 10)
    s.table(
        [Col("Item", 190), Col("Symbol", 70, "C"), Col("Range", 130, "C"), Col("Unit", 109, "C")],
        [
            ["Supply voltage (KA-16-12)", "VS", "10.8~13.2", "V"],
            ["Supply voltage (KA-16-24)", "VS", "21.6~26.4", "V"],
            ["Input voltage", "VIN", "0~26.4", "V"],
            ["Operating temperature", "Topr", "0~+50", FW_C],
        ],
        8,
    )
    s.heading("■ Input Characteristics (Ta = 25 " + FW_C + ")", 10)
    s.table(
        [
            Col("Item", 190),
            Col("Min.", 70, "C"),
            Col("Typ.", 70, "C"),
            Col("Max.", 70, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Input ON voltage", "2.4", "", "", "V"],
            ["Input OFF voltage", "", "", "0.8", "V"],
            ["Input current\n(VIN = 5 V)", "", "1.0", "1.5", "mA"],
            ["Input current\n(VIN = 24 V)", "", "4.8", "6.0", "mA"],
        ],
        8,
    )
    s.add_page()
    s.heading("■ Reference Data (typ.)", 10)
    s.table(
        [
            Col("Item", 230),
            Col("KA-16-12", 100, "C"),
            Col("KA-16-24", 100, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Current, all points lit", "320", "170", "mA"],
            ["Current, standby (all off)", "25", "15", "mA"],
            ["Buzzer sound pressure (10 cm)", "80", "80", "dB"],
        ],
        8,
    )
    s.heading("■ Output", 10)
    s.para(
        "Alarm output: NPN open collector, max. 30 V DC, 100 mA. Serial interface: none "
        "(status is read only via the alarm output).",
        8.5,
    )
    s.heading("■ Connector Pin Assignment (CN1)", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Signal", 110), Col("Description", 329)],
        [
            ["1", "VS", "Supply +"],
            ["2", "GND", "Supply -"],
            ["3-18", "IN1-IN16", "Alarm inputs 1 to 16"],
            ["19", "ACK", "Acknowledge input"],
            ["20", "ALM", "Alarm output (open collector)"],
        ],
        8,
    )
    s.heading("■ Notes", 10)
    s.bullets(
        [
            "Protection class of the front bezel: IP54.",
            "Inputs are not isolated from the supply.",
            "Dimensions: 192 × 96 × 45 mm (DIN 192 × 96 cutout).",
        ],
        8.5,
        "*",
    )
    return save(s, out / "ka-16.pdf")
