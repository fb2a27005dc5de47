"""Hold-out 44 datasheets, part 2: an IO-Link device transceiver, a glass-break
detector, a xenon strobe beacon and a USB 2.0 hub controller.

A US analog-house data sheet (features beside the description, abs max vs
electrical characteristics, condition sentence, unnamed rows, symbol-only rows,
footnote marks, register map), a US security installation sheet (values only
in prose and in a specifications list), a British beacon leaflet (one column
per ordering code, units in the head) and a Chinese IC data sheet (typ.-only
current table with one column per version, DC table, pin table).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
LE = "\u2264"
GE = "\u2265"
OHM = "\u03a9"


# ------------------------------------------------ IO-Link device transceiver (US)
def rrs6830(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="RRS6830",
        header_right="REDMOND RIDGE SEMICONDUCTOR",
        footer_left="Rev 1; 9/23",
        footer_right="{page}",
        table_fill=(230, 230, 230),
        accent=(150, 0, 0),
    )
    s = Sheet(style, "RRS6830 IO-Link device transceiver")
    s.add_page()
    s.title_block("RRS6830", "IO-Link Device Transceiver with Dual LDO", "", 20)

    def left() -> None:
        s.heading("General Description", 10)
        s.para(
            "The RRS6830 is a low-power IO-Link physical layer for sensors and actuators. "
            "It integrates the C/Q driver with selectable current limit, a digital input "
            "DI, a 5 V and a 3.3 V linear regulator and an SPI port for configuration and "
            "diagnostics. Communication runs at COM1 (4.8 kbaud), COM2 (38.4 kbaud) and "
            "COM3 (230.4 kbaud).",
            8.5,
        )

    def right() -> None:
        s.heading("Benefits and Features", 10)
        s.bullets(
            [
                "L+ supply 9 V to 36 V",
                "C/Q driver current limit 100 / 200 / 300 mA",
                "5 V and 3.3 V LDOs, 20 mA each",
                "Reverse polarity protection on L+, C/Q, GND",
                "-40°C to +105°C operating range",
                "2.5 mm x 2.5 mm WLP-20 or 4 mm x 4 mm TQFN-24",
            ],
            8.5,
        )

    s.side_by_side(left, right, 250)
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10, rule=True)
    s.table(
        [Col("", 320), Col("", 179, "R")],
        [
            ["L+ to GND", "-40V to +45V"],
            ["C/Q, DI to GND", "-40V to +45V"],
            ["VIO to GND", "-0.3V to +6V"],
            ["Operating Temperature Range", "-40°C to +105°C"],
            ["Junction Temperature", "+150°C"],
            ["Storage Temperature Range", "-65°C to +150°C"],
        ],
        8,
        show_head=False,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 10, rule=True)
    s.para(
        "(VL+ = 24V, VIO = 3.3V, TA = -40°C to +105°C, unless otherwise noted. Typical "
        "values are at TA = +25°C.)",
        8,
    )
    cols = [
        Col("PARAMETER", 120),
        Col("SYMBOL", 55, "C"),
        Col("CONDITIONS", 140),
        Col("MIN", 40, "C"),
        Col("TYP", 40, "C"),
        Col("MAX", 40, "C"),
        Col("UNITS", 64, "C"),
    ]
    s.table(
        cols,
        [
            ["L+ Supply Voltage", "V_{L+}", "", "9", "", "36", "V"],
            ["L+ Supply Current", "I_{L+}", "C/Q off, LDOs unloaded", "", "1.1", "2.0", "mA"],
            ["VIO Supply Voltage", "V_{IO}", "", "1.62", "", "5.5", "V"],
            ["C/Q DRIVER"],
            ["Driver On-\nResistance", "R_{ON}", "high side, ILOAD = 100mA", "", "3.5", "6", OHM],
            ["", "", "low side, ILOAD = 100mA", "", "3.0", "5", OHM],
            ["Current Limit", "I_{CL}", "CL[1:0] = 00", "100", "120", "145", "mA"],
            ["", "", "CL[1:0] = 01", "200", "235", "270", "mA"],
            ["", "", "CL[1:0] = 10", "300", "350", "400", "mA"],
            ["REGULATORS"],
            ["5V LDO Output", "V_{5}", "I_{5} = 0 to 20mA", "4.75", "5.0", "5.25", "V"],
            ["3.3V LDO Output", "V_{33}", "I_{33} = 0 to 20mA (1)", "3.2", "3.3", "3.4", "V"],
            ["LOGIC INTERFACE"],
            ["", "V_{IH}", "", "0.7 x V_{IO}", "", "", "V"],
            ["", "V_{IL}", "", "", "", "0.3 x V_{IO}", "V"],
            ["SPI Clock Frequency", "f_{SCLK}", "(2)", "", "", "12", "MHz"],
        ],
        7.5,
    )
    s.para(
        "Note 1: The 5V LDO must be enabled for the 3.3V LDO to operate; the 3.3V LDO is "
        "supplied from V5 and the two loads add up to 20mA maximum.",
        7.5,
    )
    s.para("Note 2: Guaranteed by design, not production tested.", 7.5)
    s.add_page()
    s.heading("Digital Input DI", 10, rule=True)
    s.table(
        cols,
        [
            ["DI Threshold High", "V_{THH}", "", "10.5", "12", "13", "V"],
            ["DI Threshold Low", "V_{THL}", "", "8", "9", "10.5", "V"],
            ["DI Input Current", "I_{DI}", "VDI = 24V", "2.0", "2.5", "3.0", "mA"],
        ],
        7.5,
    )
    s.heading("Register Map", 10, rule=True)
    s.table(
        [Col("ADDRESS", 70, "C"), Col("NAME", 100), Col("BITS", 190), Col("RESET", 139, "C")],
        [
            ["0x00", "STATUS", "TSD, UV24, UV5, CQFAULT", "0x00"],
            ["0x02", "CQCFG", "CL[1:0], PUSHPULL, NPN, PNP", "0x24"],
            ["0x05", "LDOCFG", "EN5, EN33", "0x03"],
            ["0x08", "THERM", "TSD threshold 160", "0xA0"],
            ["0x0F", "CHIPID", "device ID", "0x68"],
        ],
        8,
    )
    s.heading("Application Information", 10, rule=True)
    s.para(
        "A 1µF ceramic capacitor on L+ and 100nF on V5 and V33 are sufficient. The maximum "
        "IO-Link cable length depends on the master and the cable; it is not specified "
        "by the RRS6830. The SPI port (mode 0 and 3) operates with VIO from 1.62V to 5.5V, "
        "so 5V microcontrollers connect directly when VIO = 5V.",
        8.5,
    )
    s.heading("Ordering Information", 10, rule=True)
    s.table(
        [Col("PART", 160), Col("TEMP RANGE", 160, "C"), Col("PIN-PACKAGE", 179, "C")],
        [
            ["RRS6830AWP+", "-40°C to +105°C", "20 WLP"],
            ["RRS6830ATG+", "-40°C to +105°C", "24 TQFN"],
        ],
        8,
    )
    return save(s, out / "rrs6830.pdf")


# ------------------------------------------------ glass-break detector (US installation sheet)
def gbd360(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="BRANTWELL SECURITY PRODUCTS",
        header_right="GBD-360 Installation Instructions",
        footer_left="P/N 5-151-360 Rev C",
        footer_right="Page {page}",
        table_fill=None,
        accent=(20, 40, 120),
    )
    s = Sheet(style, "GBD-360 glass break detector")
    s.add_page()
    s.title_block(
        "GBD-360 / GBD-360M",
        "Acoustic Glass Break Detector - Installation Instructions",
        "GBD-360: standard   |   GBD-360M: with alarm memory and test-mode LED",
        20,
    )
    s.heading("Description", 11)
    s.para(
        "The GBD-360 is a ceiling- or wall-mounted acoustic glass break detector with "
        "dual-frequency analysis. It listens for the low-frequency flex of the glass followed "
        "by the high-frequency sound of breaking glass and ignores common false-alarm sources. "
        "The detector operates from 9 to 16 VDC (12 VDC nominal) supplied by the control "
        "panel's auxiliary power output.",
        9,
    )
    s.heading("Mounting Location", 11)
    s.para(
        "Mount the detector within 25 ft (7.6 m) of the protected glass with a clear line of "
        "sight. There is no minimum range. Do not mount in rooms with sound-absorbing "
        "curtains or closed shutters over the glass, near ventilation fans, or in a room "
        "smaller than 10 ft x 10 ft.",
        9,
    )
    s.heading("Protected Glass Types", 11)
    s.table(
        [Col("Glass type", 200), Col("Thickness", 150, "C"), Col("Minimum pane size", 149, "C")],
        [
            ["Plate", '3/32" to 1/4" (2.4 to 6.4 mm)', '11" x 11" (28 cm)'],
            ["Tempered", '1/8" to 1/4" (3.2 to 6.4 mm)', '11" x 11" (28 cm)'],
            ["Wired", '1/4" (6.4 mm)', '11" x 11" (28 cm)'],
        ],
        8.5,
    )
    s.para(
        "Laminated glass, coated glass and glass with security film: detection is not specified.",
        9,
    )
    s.heading("Wiring", 11)
    s.table(
        [Col("Terminal", 80, "C"), Col("Function", 419)],
        [
            ["1 (+)", "Power input, 9 to 16 VDC"],
            ["2 (-)", "Power return"],
            ["3, 4", "Alarm relay, normally closed"],
            ["5, 6", "Tamper switch, normally closed"],
            ["7", "Alarm memory reset (GBD-360M only), connect to (-) to reset"],
        ],
        8.5,
    )
    s.add_page()
    s.heading("Testing", 11)
    s.para(
        "Test the detector at least once a year with a glass break simulator set to the "
        "glass type. The LED flashes once per second in test mode (GBD-360M) and lights "
        "for 3 seconds on alarm.",
        9,
    )
    s.heading("Specifications", 11)
    s.table(
        [Col("", 180), Col("", 319)],
        [
            ["Operating voltage", "9 to 16 VDC"],
            [
                "Current draw (12 VDC)",
                "20 mA standby, 28 mA alarm (GBD-360)\n24 mA standby, 32 mA alarm (GBD-360M)",
            ],
            ["Alarm relay", "Form A (N.C.), 100 mA at 25 VDC max., 22 ohm series resistor"],
            ["Alarm period", "3 seconds"],
            ["Tamper switch", "N.C., 50 mA at 24 VDC max."],
            ["Range", "25 ft (7.6 m) max., 360° coverage"],
            ["Operating temperature", "32° to 120°F (0° to 49°C)"],
            ["Relative humidity", "5 to 95%, non-condensing"],
            ["Dimensions", '3.5" dia. x 1.1" (89 x 28 mm)'],
            ["Wire gauge", "22 AWG minimum"],
        ],
        8.5,
        show_head=False,
    )
    s.para(
        "This detector is intended for indoor use in dry locations only. UL listing and "
        "outdoor installation are not specified for this model.",
        9,
    )
    s.heading("Limited Warranty", 11)
    s.para(
        "Brantwell Security Products warrants this product to be free from defects in "
        "materials and workmanship for 3 years from the date of manufacture.",
        8.5,
    )
    return save(s, out / "gbd-360.pdf")


# ------------------------------------------------ xenon strobe beacon (UK)
def xb10(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Harrowgate Signalling Ltd",
        header_right="XB10 Xenon Beacon  |  Data Sheet DS-XB10 issue 5",
        footer_left="Harrowgate Signalling Ltd, Leeds, United Kingdom",
        footer_right="Page {page} of {nb}",
        table_fill=(255, 240, 200),
        accent=(170, 90, 0),
    )
    s = Sheet(style, "XB10 xenon strobe beacon")
    s.add_page()
    s.title_block(
        "XB10 Xenon Beacon", "5 Joule xenon strobe for industrial and fire alarm use", "", 20
    )
    s.para(
        "The XB10 is a rugged 5 J xenon strobe with a polycarbonate lens and a flame-retardant "
        "ABS base. It is intended for warning and alarm signalling in factories, car parks "
        "and plant rooms. Lens colours: amber, red, blue, green, clear, yellow.",
        9,
    )
    s.heading("Technical data", 11, rule=True)
    s.table(
        [
            Col("Ordering code", 170),
            Col("XB10-012D", 110, "C"),
            Col("XB10-024D", 110, "C"),
            Col("XB10-230A", 109, "C"),
        ],
        [
            ["Supply voltage (V)", "10 - 14 DC", "20 - 28 DC", "195 - 253 AC"],
            ["Nominal voltage (V)", "12 DC", "24 DC", "230 AC"],
            ["Current, nominal (mA)", "480", "240", "45"],
            ["Flash energy (J)", "5", "5", "5"],
            ["Flash rate (Hz)", "1", "1", "1"],
            ["Effective intensity (cd)", "240*", "240*", "240*"],
        ],
        8.5,
    )
    s.para("* amber lens, measured on axis. Clear lens: 410 cd.", 8)
    s.heading("Environmental", 11, rule=True)
    s.table(
        [Col("", 250), Col("", 249)],
        [
            ["Operating temperature", "-25 °C to +55 °C"],
            ["Storage temperature", "-40 °C to +70 °C"],
            ["Ingress protection", "IP66 (lens and base, with supplied gasket)"],
            ["Relative humidity", "up to 95 % (non-condensing)"],
        ],
        8.5,
        show_head=False,
    )
    s.add_page()
    s.heading("Mechanical", 11, rule=True)
    s.table(
        [Col("", 250), Col("", 249)],
        [
            ["Dimensions", "Ø 98 × 142 mm"],
            ["Weight", "340 g"],
            ["Cable entry", "1 × M20 knock-out"],
            ["Terminals", "0.5 - 2.5 mm² (2 × in, 2 × out for looping)"],
            ["Mounting", "surface, 2 × M5 screws on 60 mm centres"],
        ],
        8.5,
        show_head=False,
    )
    s.heading("Installation notes", 11, rule=True)
    s.bullets(
        [
            "DC versions are polarity sensitive; reverse connection will not damage the "
            "beacon but it will not flash.",
            "The charging current of the flash capacitor at switch-on (inrush) is not "
            "stated; size fuses and controller outputs with margin.",
            "Not for use in hazardous areas (ATEX / IECEx). Not certified to EN 54-23.",
            "Synchronisation of several beacons is not available on the XB10.",
        ],
        8.5,
    )
    s.heading("Ordering information", 11, rule=True)
    s.table(
        [Col("Code", 120), Col("Description", 379)],
        [
            ["XB10-012D-A", "12 V DC, amber lens"],
            ["XB10-024D-R", "24 V DC, red lens"],
            ["XB10-230A-A", "230 V AC, amber lens"],
            ["XB10-LENS-x", "spare lens, x = colour code A, R, B, G, C, Y"],
        ],
        8.5,
    )
    return save(s, out / "xb10.pdf")


# ------------------------------------------------ USB 2.0 hub controller (CN IC)
def jh4052(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Jinghe Microelectronics",
        header_right="JH4052 / JH4032 Datasheet V1.2",
        footer_left="Jinghe Microelectronics Co., Ltd. Confidential",
        footer_right="{page}",
        table_fill=(210, 230, 250),
        accent=(0, 90, 170),
    )
    s = Sheet(style, "JH4052 USB 2.0 hub controller")
    s.add_page()
    s.title_block(
        "JH4052 / JH4032",
        "USB 2.0 High-Speed 4-Port / 3-Port Hub Controller",
        "",
        18,
    )
    s.heading("1. Description", 10.5)
    s.para(
        "JH4052 (4 downstream ports) and JH4032 (3 downstream ports) are USB 2.0 hub "
        "controllers with a single transaction translator. An integrated 5V to 3.3V "
        "regulator allows the chip to run directly from VBUS. Only a 12MHz crystal is "
        "needed externally.",
        9,
    )
    s.heading("2. Features", 10.5)
    s.bullets(
        [
            "USB 2.0 compliant, high-speed 480Mbps, full-speed 12Mbps, low-speed 1.5Mbps",
            "Individual or ganged over-current detection inputs",
            "Self-powered or bus-powered operation",
            "Built-in 5V to 3.3V LDO",
            "Package: QFN-24 (4×4mm) / SSOP-28",
        ],
        9,
    )
    s.heading("3. Absolute maximum ratings", 10.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 80, "C"),
            Col("Value", 140, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["5V supply voltage", "VDD5", "-0.3" + FWT + "6.0", "V"],
            ["3.3V supply voltage", "VDD33", "-0.3" + FWT + "3.9", "V"],
            ["I/O input voltage", "VIN", "-0.3" + FWT + "3.9", "V"],
            ["Storage temperature", "TSTG", "-55" + FWT + "150", FW_C],
            ["ESD (HBM)", "", PM + "6", "kV"],
        ],
        8.5,
    )
    s.heading("4. Recommended operating conditions", 10.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 80, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["5V supply voltage", "VDD5", "4.5", "5.0", "5.5", "V"],
            ["3.3V supply voltage\n(LDO bypassed)", "VDD33", "3.0", "3.3", "3.6", "V"],
            ["Operating temperature", "TA", "0", "", "70", FW_C],
            ["Crystal frequency", "FXTAL", "", "12", "", "MHz"],
        ],
        8.5,
    )
    s.heading("5. DC characteristics", 10.5)
    s.para("(VDD5 = 5.0V, TA = 25" + FW_C + ")", 8.5)
    s.table(
        [
            Col("Symbol", 80, "C"),
            Col("Parameter", 200),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["VIH", "Input high voltage", "2.0", "", "", "V"],
            ["VIL", "Input low voltage", "", "", "0.8", "V"],
            ["VOH", "Output high voltage (IOH = -4mA)", "2.4", "", "", "V"],
            ["VOL", "Output low voltage (IOL = 4mA)", "", "", "0.4", "V"],
            ["V33", "LDO output voltage", "3.15", "3.3", "3.45", "V"],
            ["I33", "LDO output current for external use", "", "", "30", "mA"],
        ],
        8.5,
    )
    s.add_page()
    s.heading("6. Supply current (typical values)", 10.5)
    s.para("Typical values at VDD5 = 5.0V, TA = 25" + FW_C + "; for reference only.", 8.5)
    s.table(
        [
            Col("Operating state", 250),
            Col("JH4052", 90, "C"),
            Col("JH4032", 90, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["All ports high-speed, active", "92", "76", "mA"],
            ["Upstream high-speed, no device", "48", "45", "mA"],
            ["Suspend", "280", "250", MU + "A"],
        ],
        8.5,
    )
    s.heading("7. Pin description (QFN-24)", 10.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 90), Col("Type", 60, "C"), Col("Description", 299)],
        [
            ["1, 2", "DM1, DP1", "A", "downstream port 1"],
            ["9, 10", "DM4, DP4", "A", "downstream port 4 (NC on JH4032)"],
            ["11", "VDD5", "P", "5V supply input"],
            ["12", "V33", "P", "3.3V LDO output"],
            ["15, 16", "XIN, XOUT", "I/O", "12MHz crystal"],
            ["18", "OVCUR1#", "I", "over-current input port 1, low active"],
            ["22", "PWREN#", "O", "port power enable, low active"],
        ],
        8.5,
    )
    s.heading("8. Application notes", 10.5)
    s.bullets(
        [
            "Port power (VBUS) for downstream ports must be switched by an external power "
            "switch controlled by PWREN#; each port must supply 500mA per USB 2.0.",
            "USB 3.x SuperSpeed is not supported.",
            "Battery Charging (BC1.2) charging downstream port mode is not specified.",
        ],
        9,
    )
    s.heading("9. Ordering information", 10.5)
    s.table(
        [Col("Part number", 160), Col("Ports", 80, "C"), Col("Package", 259, "C")],
        [
            ["JH4052-Q24", "4", "QFN-24"],
            ["JH4052-S28", "4", "SSOP-28"],
            ["JH4032-Q24", "3", "QFN-24"],
        ],
        8.5,
    )
    return save(s, out / "jh4052.pdf")
