"""Hold-out 63 datasheets, part 2: a 12 V PCB power relay, a Li-ion fuel gauge IC,
an SPI TFT LCD module and a hall-effect water flow sensor.

A German relay catalogue page (coil data with one row per coil code, contact
ratings per load type, symbol-only rows), a US analog house fuel gauge (condition
sentence, 'Note n' marks, a table continued on page 2, one column per version for
the cell chemistry), a Chinese TFT module specification (full-width punctuation,
write vs read SPI clock) and a Chinese flow sensor sheet in translated English
(key / value feature list, one column per thread size).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
LP = "\uff08"
RP = "\uff09"
LE = "\u2264"
GE = "\u2265"


# ---------------------------------------------------------- PCB power relay (German)
def orp16(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="ODERBRUCH RELAISTECHNIK",
        header_right="ORP 16  |  Leistungsrelais / Power relay",
        footer_left="Oderbruch Relaistechnik GmbH, Seelow  |  Katalogblatt 2024/07",
        footer_right="Seite {page} von {nb}",
        table_fill=(235, 235, 235),
    )
    s = Sheet(style, "ORP 16 PCB power relay")
    s.add_page()
    s.title_block(
        "ORP 16",
        "PCB power relay, 1 form A (NO) or 1 form C (CO), 16 A",
        "Types ORP16-1A-xx (NO) and ORP16-1C-xx (CO); xx = coil code 05 / 12 / 24",
        19,
    )
    s.heading("Contact data", 10, rule=True)
    s.table(
        [
            Col("", 200),
            Col("1 form A (NO)", 110, "C"),
            Col("1 form C (CO)", 110, "C"),
            Col("", 79, "C"),
        ],
        [
            ["Rated current", "16", "10 (NO) / 6 (NC)", "A"],
            ["Rated voltage / max. switching voltage", "250 / 400", "250 / 400", "V AC"],
            ["Switching capacity, resistive,\n250 V AC", "4000", "2500", "VA"],
            ["DC load, resistive, 24 V DC", "16", "8", "A"],
            ["DC load, resistive, 250 V DC", "0.35", "0.35", "A"],
            ["Minimum load", "100 mA / 12 V", "100 mA / 12 V", ""],
            ["Contact material", "AgSnO2", "AgNi", ""],
        ],
        7.6,
    )
    s.heading("Coil data (DC coil, 20 " + DEG + ")", 10, rule=True)
    s.table(
        [
            Col("Coil code", 60, "C"),
            Col("Rated voltage\nV DC", 70, "C"),
            Col("Operate\nvoltage V", 70, "C"),
            Col("Release\nvoltage V", 70, "C"),
            Col("Max. coil\nvoltage V", 70, "C"),
            Col("Coil resistance\n" + OHM + " " + PM + "10 %", 85, "C"),
            Col("Rated coil\npower mW", 74, "C"),
        ],
        [
            ["05", "5", "3.5", "0.5", "6.5", "47", "530"],
            ["12", "12", "8.4", "1.2", "15.6", "270", "530"],
            ["24", "24", "16.8", "2.4", "31.2", "1090", "530"],
        ],
        7.6,
    )
    s.para(
        "Operate voltage is the maximum, release voltage the minimum value at 20 "
        + DEG
        + "; the operate voltage rises by about 0.4 %/K. Max. coil voltage applies at "
        "23 " + DEG + " ambient.",
        7.8,
    )
    s.heading("Other data", 10, rule=True)
    s.table(
        [Col("", 220), Col("Symbol", 60, "C"), Col("Value", 140, "C"), Col("", 79, "C")],
        [
            ["Operate time at rated voltage", "", "8 typ. / 15 max.", "ms"],
            ["Release time", "", "4 typ. / 8 max.", "ms"],
            ["", "Tamb", "-40 ... +85", DEG],
            ["Dielectric strength coil - contact", "", "5000", "V AC"],
            ["Mechanical endurance", "", "30 x 10^6", "ops"],
            ["Electrical endurance, 16 A 250 V AC res.", "", "100 x 10^3", "ops"],
        ],
        7.6,
    )
    s.add_page()
    s.heading("Notes", 10, rule=True)
    s.bullets(
        [
            "The coil has no built-in suppression diode; a freewheeling diode across the "
            "coil is required when the coil is driven by a transistor.",
            "Contact ratings are for resistive loads. Motor and lamp loads: please "
            "consult us; no ratings are given here.",
            "Approvals: VDE and UL recognition for ORP16-1A only.",
        ],
        8.5,
    )
    s.heading("Ordering code", 10, rule=True)
    s.table(
        [Col("Position", 100), Col("Code", 100, "C"), Col("Meaning", 299)],
        [
            ["Series", "ORP16", "16 A PCB relay"],
            ["Contact", "1A / 1C", "1 NO / 1 CO"],
            ["Coil", "05 / 12 / 24", "rated coil voltage V DC"],
            ["Example", "ORP16-1A-12", "1 NO contact, 12 V DC coil"],
        ],
        7.8,
    )
    s.heading("PCB layout (view on pins), grid 2.5 mm", 10, rule=True)
    s.table(
        [Col("Pin", 80, "C"), Col("1A", 100, "C"), Col("1C", 100, "C"), Col("x / y mm", 100, "C")],
        [
            ["A1 / A2", "coil", "coil", "0 / 0, 0 / 15"],
            ["11", "-", "COM", "20 / 0"],
            ["12", "-", "NC", "20 / 7.5"],
            ["14", "NO", "NO", "20 / 15"],
        ],
        7.8,
    )
    revision_table(
        s,
        [["2023-05", "1", "Erstausgabe / first issue"], ["2024-07", "2", "DC load 250 V"]],
        (90, 60, 349),
    )
    return save(s, out / "orp16.pdf")


# ----------------------------------------------------------- fuel gauge IC (US analog)
def qh1720(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="QUARRY HILL ANALOG",
        header_right="QH1720A/QH1720B",
        footer_left="Quarry Hill Analog, Inc.  |  Rev. B  |  For the latest data sheet see the product page",
        footer_right="{page}",
        table_fill=(225, 225, 225),
        accent=(140, 0, 0),
    )
    s = Sheet(style, "QH1720 single-cell Li-ion fuel gauge")
    s.add_page()
    s.title_block(
        "QH1720A/QH1720B",
        "1-Cell Li-ion/Li-Polymer Fuel Gauge with ModelTrack, No Sense Resistor",
        "",
        19,
    )

    def feats() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "Reports state of charge (SOC) in 1/256 % steps",
                "No current-sense resistor",
                "Cell voltage measurement " + PM + "7.5 mV",
                "Active current 23 " + MU + "A typ, hibernate 4 " + MU + "A",
                "I2C interface, fixed address 0x36",
                "Low-SOC alert pin (open drain)",
                "0.9 mm x 1.4 mm WLP-6, or TDFN-8",
            ],
            8,
        )

    def apps() -> None:
        s.heading("APPLICATIONS", 9.5)
        s.bullets(["Wearables", "IoT sensor nodes", "Handheld meters", "Bluetooth speakers"], 8)
        s.heading("ORDERING", 9.5)
        s.table(
            [Col("Part", 80), Col("Cell", 85, "C")],
            [["QH1720A", "4.2 V"], ["QH1720B", "4.35 V / 4.4 V"]],
            7.5,
        )

    s.side_by_side(feats, apps, 270, 20)
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5)
    s.leaders(
        [
            ("CELL to GND", "-0.3V to +6V"),
            ("SDA, SCL, ALRT to GND", "-0.3V to +6V"),
            ("Operating Temperature Range", "-40" + DEG + " to +85" + DEG),
            ("Storage Temperature Range", "-55" + DEG + " to +125" + DEG),
        ],
        8,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5)
    s.para(
        "(VCELL = 2.5V to 4.5V, TA = -20" + DEG + " to +70" + DEG + ", unless otherwise "
        "noted. Typical values are at VCELL = 3.7V and TA = +25" + DEG + ".) (Note 1)",
        7.5,
    )
    s.table(
        [
            Col("PARAMETER", 140),
            Col("SYMBOL", 55, "C"),
            Col("CONDITIONS", 135),
            Col("MIN", 40, "C"),
            Col("TYP", 40, "C"),
            Col("MAX", 40, "C"),
            Col("UNITS", 49, "C"),
        ],
        [
            ["Supply Voltage", "VCELL", "(Note 2)", "2.5", "", "4.5", "V"],
            ["Supply Current", "IDD0", "Hibernate mode", "", "4", "7", MU + "A"],
            ["", "IDD1", "Active mode, not\nconverting", "", "23", "40", MU + "A"],
            ["Fuel-Gauge SOC\nReset Time", "tSOC", "", "", "175", "", "ms"],
            [
                "Voltage Measurement\nError",
                "VERR",
                "VCELL = 3.6V,\nTA = +25" + DEG,
                "-7.5",
                "",
                "+7.5",
                "mV",
            ],
            ["", "", "TA = -20" + DEG + " to +70" + DEG, "-20", "", "+20", "mV"],
            ["Voltage Measurement\nResolution", "", "", "", "78.125", "", MU + "V"],
        ],
        7.3,
    )
    s.para("(Table continued on next page)", 7)
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS (continued)", 9.5)
    s.table(
        [
            Col("PARAMETER", 140),
            Col("SYMBOL", 55, "C"),
            Col("CONDITIONS", 135),
            Col("MIN", 40, "C"),
            Col("TYP", 40, "C"),
            Col("MAX", 40, "C"),
            Col("UNITS", 49, "C"),
        ],
        [
            ["Empty Detection\nThreshold", "VEMPTY", "QH1720A", "", "3.0", "", "V"],
            ["", "", "QH1720B", "", "3.1", "", "V"],
            ["Full Detection\nThreshold", "VFULL", "QH1720A", "", "4.2", "", "V"],
            ["", "", "QH1720B", "", "4.35", "", "V"],
            ["", "VIH", "SDA, SCL", "1.4", "", "", "V"],
            ["", "VIL", "SDA, SCL", "", "", "0.5", "V"],
            ["", "VOL", "SDA, ALRT, IOL = 4mA", "", "", "0.4", "V"],
            ["SCL Clock Frequency", "fSCL", "(Note 3)", "", "", "400", "kHz"],
            ["Bus Timeout", "tTO", "(Note 4)", "1.8", "", "2.2", "s"],
        ],
        7.3,
    )
    s.para(
        "Note 1: Limits are 100% production tested at TA = +25" + DEG + ". Limits over "
        "temperature are guaranteed by design.\n"
        "Note 2: All voltages are referenced to GND. The QH1720 is powered from the "
        "cell it measures (CELL pin); there is no separate VDD pin.\n"
        "Note 3: Fast mode. Fast-mode Plus (1 MHz) is not supported.\n"
        "Note 4: SDA held low for tTO puts the device into hibernate.",
        7.5,
    )
    s.heading("PIN DESCRIPTION", 9.5)
    s.table(
        [Col("WLP", 50, "C"), Col("TDFN", 50, "C"), Col("NAME", 70, "C"), Col("FUNCTION", 329)],
        [
            ["A1", "1", "CTG", "Connect to GND"],
            ["A2", "2", "CELL", "Cell connection and supply"],
            ["B1", "3", "ALRT", "Alert output, open drain, active low"],
            ["B2", "4", "GND", "Ground"],
            ["C1", "5", "SCL", "I2C clock"],
            ["C2", "6", "SDA", "I2C data, open drain"],
        ],
        7.5,
    )
    s.heading("REGISTER SUMMARY", 9.5)
    s.table(
        [Col("ADDR", 60, "C"), Col("NAME", 90, "C"), Col("POR", 80, "C"), Col("DESCRIPTION", 269)],
        [
            ["0x02", "VCELL", "-", "78.125 " + MU + "V/LSB"],
            ["0x04", "SOC", "-", "1/256 % per LSB"],
            ["0x08", "VERSION", "0x0012", "IC version"],
            ["0x0C", "CONFIG", "0x971C", "alert threshold, sleep"],
            ["0xFE", "CMD", "0x0000", "write 0x5400 for POR"],
        ],
        7.5,
    )
    return save(s, out / "qh1720.pdf")


# ------------------------------------------------------------ SPI TFT module (Chinese)
def lytft(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="LANYUE OPTOELECTRONICS",
        header_right="LY-T20S  Module Specification",
        footer_left="Xiamen Lanyue Optoelectronics Co., Ltd.   V1.2",
        footer_right="P{page}",
        table_fill=(240, 240, 210),
        accent=(120, 30, 30),
    )
    s = Sheet(style, "LY-T20S SPI TFT LCD module")
    s.add_page()
    s.title_block(
        "LY-T20S",
        "2.0 inch TFT LCD Module, 240" + "x320, SPI Interface",
        "Model" + FWC + "LY-T20S-N (no touch)" + "  /  LY-T20S-T (resistive touch)",
        19,
    )
    s.heading("1、Product Features", 10)
    s.lines(
        [
            "Display size" + FWC + "2.0 inch IPS, 262K color",
            "Resolution" + FWC + "240 x 320 dots",
            "Driver IC" + FWC + "ST-type, 4-wire SPI",
            "Module power" + FWC + "3.3V" + FWT + "5V " + LP + "onboard 3.3V LDO" + RP,
            "Logic level" + FWC + "3.3V " + LP + "5V logic need level shifter" + RP,
            "Backlight" + FWC + "2 white LED, PWM dimming on BLK pin",
        ],
        8.5,
        3,
    )
    s.heading("2、Electrical Characteristics", 10)
    s.para(LP + "Unless otherwise specified" + FWC + "Ta=25" + FW_C + RP, 7.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 55, "C"),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 40, "C"),
            Col("Remark", 119, "C"),
        ],
        [
            ["Module power voltage", "VCC", "3.0", "3.3", "5.5", "V", ""],
            ["Logic voltage", "VDDI", "1.65", "3.3", "3.6", "V", "after LDO"],
            ["Input high voltage", "VIH", "0.7VDDI", "", "VDDI", "V", ""],
            ["Input low voltage", "VIL", "GND", "", "0.3VDDI", "V", ""],
            ["Current\n(backlight on)", "ICC", "", "48", "65", "mA", "VCC=3.3V, full white"],
            ["Current\n(backlight off)", "", "", "6", "", "mA", "VCC=3.3V"],
            ["Sleep current", "", "", "", "80", MU + "A", "BLK low, sleep in"],
        ],
        7.5,
    )
    s.heading("3、SPI Timing", 10)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 55, "C"),
            Col("Min", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 40, "C"),
            Col("Remark", 164, "C"),
        ],
        [
            ["Serial clock cycle\n(write)", "tSCYCW", "16", "", "ns", "62.5MHz"],
            ["Serial clock cycle\n(read)", "tSCYCR", "150", "", "ns", "6.6MHz"],
            ["Chip select setup time", "tCSS", "15", "", "ns", ""],
        ],
        7.5,
    )
    s.add_page()
    s.heading("4、Optical & Environment", 10)
    s.table(
        [
            Col("Item", 150),
            Col("LY-T20S-N", 120, "C"),
            Col("LY-T20S-T", 120, "C"),
            Col("Unit", 50, "C"),
            Col("", 59),
        ],
        [
            ["Brightness", "300", "250", "cd/m2", "typ."],
            ["Operating temperature", "-20" + FWT + "70", "-10" + FWT + "60", FW_C, ""],
            ["Storage temperature", "-30" + FWT + "80", "-20" + FWT + "70", FW_C, ""],
            ["Touch controller", "-", "XPT-type SPI", "", ""],
        ],
        7.5,
    )
    s.heading("5、Pin Definition", 10)
    s.table(
        [Col("No.", 40, "C"), Col("Pin", 60, "C"), Col("Description", 399)],
        [
            ["1", "GND", "Ground"],
            ["2", "VCC", "Power 3.3V" + FWT + "5V"],
            ["3", "SCL", "SPI clock"],
            ["4", "SDA", "SPI data in (MOSI)"],
            ["5", "RES", "Reset, low active"],
            ["6", "DC", "Data / command select"],
            ["7", "CS", "Chip select, low active"],
            ["8", "BLK", "Backlight control, high or open = on"],
        ],
        7.5,
    )
    s.heading("6、Notes", 10)
    s.lines(
        [
            "1. Backlight is driven from VCC through a resistor; at VCC=5V current is higher.",
            "2. IPS panel no polarizer angle problem, viewing angle 80/80/80/80.",
            "3. Module have no SD card slot.",
        ],
        8.5,
        3,
    )
    return save(s, out / "ly-t20s.pdf")


# --------------------------------------------------------- water flow sensor (Chinese)
def qlf(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="QUANLI FLUID INSTRUMENT",
        header_right="Hall Water Flow Sensor  QL-F12 / QL-F34",
        footer_left="Yuyao Quanli Fluid Instrument Co., Ltd.",
        footer_right="{page}",
        table_fill=(214, 232, 248),
        accent=(0, 80, 160),
    )
    s = Sheet(style, "QL-F hall water flow sensor")
    s.add_page()
    s.title_block(
        "QL-F12 / QL-F34",
        "Hall Effect Water Flow Sensor (Turbine Type)",
        'G1/2" (QL-F12) and G3/4" (QL-F34) male thread, nylon + glass fiber body',
        19,
    )
    s.heading("1、Working Principle", 10)
    s.para(
        "The sensor consists of plastic valve body, water rotor and hall sensor. When "
        "water flows through the rotor, the rotor turns and the magnet on it passes the "
        "hall element, so the sensor output pulse signal. Pulse frequency is "
        "proportional to flow.",
        8.5,
    )
    s.heading("2、Technical Parameter", 10)
    s.table(
        [Col("Item", 170), Col("QL-F12", 135, "C"), Col("QL-F34", 135, "C"), Col("", 59)],
        [
            ["Flow range", "1" + FWT + "30 L/min", "2" + FWT + "60 L/min", ""],
            ["Pulse characteristic", "F=7.5" + "xQ", "F=5.5" + "xQ", "Q: L/min"],
            ["Accuracy", PM + "5%", PM + "3%", ""],
            ["Max water pressure", LE + "1.75MPa", LE + "1.2MPa", ""],
            ["Water temperature", LE + "80" + FW_C, LE + "80" + FW_C, ""],
        ],
        7.8,
    )
    s.para(
        "Note" + FWC + "accuracy is for horizontal install and flow 5" + FWT + "25 L/min "
        "(QL-F12) / 10" + FWT + "50 L/min (QL-F34). Out of this range the error become big.",
        7.8,
    )
    s.heading("3、Electrical", 10)
    s.lines(
        [
            "Working voltage" + FWC + "DC 5V" + FWT + "18V",
            "Max working current" + FWC + "15mA " + LP + "DC 5V" + RP,
            "Output waveform" + FWC + "square wave, duty cycle 50%" + PM + "10%",
            "Output high level" + FWC + GE + "4.5V " + LP + "DC 5V input" + RP,
            "Output low level" + FWC + LE + "0.5V",
            "Output type" + FWC + "NPN open collector with 10K pull-up to VCC",
            "Load capacity" + FWC + LE + "10mA " + LP + "DC 5V" + RP,
        ],
        8.5,
        3,
    )
    s.heading("4、Environment", 10)
    s.lines(
        [
            "Working environment temperature" + FWC + "0" + FWT + "+80" + FW_C,
            "Storage temperature" + FWC + "-25" + FWT + "+80" + FW_C,
            "Working humidity" + FWC + "35%" + FWT + "90%RH " + LP + "no frost" + RP,
        ],
        8.5,
        3,
    )
    s.add_page()
    s.heading("5、Wiring", 10)
    s.table(
        [Col("Wire color", 120, "C"), Col("Function", 379)],
        [
            ["Red", "Power + (DC 5V" + FWT + "18V)"],
            ["Black", "GND"],
            ["Yellow", "Pulse signal output"],
        ],
        7.8,
    )
    s.heading("6、Test Data " + LP + "QL-F34, DC 5V, 25" + FW_C + RP, 10)
    s.table(
        [Col("Flow (L/min)", 120, "C"), Col("Frequency (Hz)", 120, "C"), Col("Error", 120, "C")],
        [
            ["2", "11", "+0.0%"],
            ["10", "55", "-1.8%"],
            ["30", "165", "+1.2%"],
            ["60", "330", "+2.4%"],
        ],
        7.8,
    )
    s.heading("7、Attention", 10)
    s.lines(
        [
            "1. The output is pulled up to VCC. If you power by 12V, the signal high is also",
            "   about 12V; use resistor divider before connect to 3.3V or 5V MCU pin.",
            "2. Not for drinking water certification; the body is not food grade.",
            "3. Install a filter before sensor, the rotor can be stuck by sand.",
            "4. Do not use for gas, oil or corrosive liquid.",
        ],
        8.5,
        3,
    )
    revision_table(
        s,
        [["2023-09-01", "A0", "first"], ["2024-05-12", "A2", "QL-F34 add"]],
        (90, 60, 349),
    )
    return save(s, out / "ql-f.pdf")
