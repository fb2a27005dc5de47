"""Hold-out 27 datasheets: strain gauge amplifier, ToF lidar, LED matrix driver, ozone sensor.

A US analog-house bridge / strain gauge amplifier (condition sentence, wrapped
names, symbol-only rows, one column per grade), a Chinese ToF lidar module
manual (full-width key-value lines, range per surface in prose, UART / I2C
table), a Japanese LED dot matrix driver (serif, rules only, abs max vs
recommended with the same row names, register map as decoy) and a Chinese
ozone sensor module manual (one column per range version continued on page 2,
warm-up only in a note).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FC = "\uff1a"
FT = "\uff5e"


# ------------------------------------------------ strain gauge amplifier (US analog house)
def sga2310(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="SGA2310",
        header_right="Brantley Analog Devices",
        footer_left="SGA2310 Data Sheet Rev. B  -  March 2025",
        footer_right="Page {page} of 2",
        table_fill=(225, 235, 225),
        accent=(0, 90, 60),
    )
    s = Sheet(style, "SGA2310 strain gauge amplifier")
    s.add_page()
    s.title_block(
        "SGA2310",
        "Single-Supply Bridge / Strain Gauge Amplifier with Excitation Output",
        "SGA2310A (commercial)  |  SGA2310B (extended industrial)",
    )

    def feats() -> None:
        s.heading("Features", 10)
        s.bullets(
            [
                "Pin-selectable gain: 128 V/V or 256 V/V",
                "Ratiometric 2.5 V bridge excitation output",
                "Rail-to-rail output",
                "Low offset drift: 0.05 " + MU + "V/" + DEG,
                "MSOP-10 package",
            ],
            8,
        )

    def desc() -> None:
        s.heading("Description", 10)
        s.para(
            "The SGA2310 conditions a full Wheatstone bridge (load cell, pressure "
            "or strain gauge) and delivers a single-ended analog output that can be "
            "read directly by the ADC of a microcontroller. The excitation output can "
            "drive bridges of 350 " + OHM + " or more. The SGA2310 has no digital "
            "interface; gain is set with the G pin.",
            8,
        )

    s.side_by_side(feats, desc, 230)
    s.heading("Absolute Maximum Ratings", 10)
    s.leaders(
        [
            ("Supply voltage, VS to GND", "6.0 V"),
            ("Input voltage, IN+ / IN-", "-0.3 V to VS + 0.3 V"),
            ("Excitation output short-circuit duration", "Indefinite"),
            ("Storage temperature range", "-65" + DEG + " to +150" + DEG),
            ("ESD (HBM)", "2 kV"),
        ],
        8,
    )
    s.heading("Electrical Characteristics", 10)
    s.para(
        "VS = 5 V, TA = 25" + DEG + ", G = 128, RBRIDGE = 350 " + OHM + " unless otherwise noted.",
        8,
    )
    s.table(
        [
            Col("PARAMETER", 128),
            Col("SYMBOL", 48, "C"),
            Col("CONDITIONS", 150),
            Col("MIN", 40, "C"),
            Col("TYP", 40, "C"),
            Col("MAX", 40, "C"),
            Col("UNITS", 53, "C"),
        ],
        [
            ["SUPPLY"],
            ["Operating Supply\nVoltage Range", "V_{S}", "", "2.7", "", "5.5", "V"],
            ["Quiescent Supply\nCurrent", "I_{Q}", "no bridge connected", "", "0.85", "1.2", "mA"],
            ["", "", "VS = 3.3 V, no bridge", "", "0.70", "1.0", "mA"],
            ["EXCITATION"],
            ["Excitation Voltage", "V_{EXC}", "VS = 5 V", "2.45", "2.50", "2.55", "V"],
            ["", "I_{EXC}", "", "", "", "15", "mA"],
            ["INPUT"],
            ["", "V_{OS}", "", "", "5", "25", MU + "V"],
            ["Input Bias Current", "I_{B}", "", "", "0.2", "1", "nA"],
            ["OUTPUT"],
            ["", "V_{OH}", "RL = 10 k" + OHM, "VS - 0.05", "", "", "V"],
            ["", "V_{OL}", "RL = 10 k" + OHM, "", "", "0.05", "V"],
            ["Gain Error", "", "G = 128", "", PM + "0.1", PM + "0.3", "%"],
            ["Bandwidth (-3 dB)", "", "G = 128", "", "10", "", "kHz"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Temperature Ranges by Grade", 10)
    s.table(
        [Col("", 180), Col("SGA2310A", 120, "C"), Col("SGA2310B", 120, "C"), Col("UNIT", 79, "C")],
        [
            ["Specified temperature range", "0 to +70", "-40 to +125", DEG],
            ["Gain drift (max)", "10", "25", "ppm/" + DEG],
        ],
        8,
    )
    s.heading("Pin Configuration", 10)
    s.table(
        [Col("PIN", 40, "C"), Col("NAME", 70), Col("DESCRIPTION", 389)],
        [
            ["1", "EXC", "Bridge excitation output, 2.5 V"],
            ["2", "IN+", "Positive bridge input"],
            ["3", "IN-", "Negative bridge input"],
            ["4", "GND", "Ground"],
            ["5", "G", "Gain select: GND = 128, VS = 256"],
            ["6", "REF", "Output reference, connect to VS/2 for bipolar signals"],
            ["7", "OUT", "Amplifier output"],
            ["8", "VS", "Supply, 2.7 V to 5.5 V"],
            ["9, 10", "NC", "No internal connection"],
        ],
        8,
    )
    s.heading("Applications Information", 10)
    s.para(
        "With VS = 3.3 V the excitation output is reduced to 1.65 V typical (VS/2). "
        "Bridges below 350 " + OHM + " exceed the 15 mA excitation current limit. "
        "The output noise density and the common-mode rejection ratio are not specified "
        "in this data sheet.",
        8,
    )
    revision_table(s, [["03/2025", "B", "Added SGA2310B grade"]], (80, 60, 359))
    return save(s, out / "sga2310.pdf")


# ------------------------------------------------ ToF lidar (Chinese module manual)
def ldr40(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="LDR-40 Series Single-Point LiDAR  Product Manual",
        header_right="Shenzhen Guangjian Sensing Technology Co., Ltd.",
        footer_left="Manual V1.3  2025-02",
        footer_right="{page}",
        table_fill=(210, 235, 250),
        accent=(0, 110, 180),
    )
    s = Sheet(style, "LDR-40 lidar")
    s.add_page()
    s.title_block("LDR-40 / LDR-40L", "Single-Point Time-of-Flight LiDAR Rangefinder Module")
    s.heading("1. Overview", 10)
    s.para(
        "The LDR-40 series measures distance by the time of flight of 850 nm infrared "
        "pulses. The standard LDR-40 reaches 12 m on 90 % reflectivity targets and 6 m on "
        "10 % reflectivity targets; the long-range LDR-40L reaches 40 m on 90 % reflectivity "
        "targets and 15 m on 10 % reflectivity targets. Data is output over UART or I2C.",
        8.5,
    )
    s.heading("2. Specifications", 10)
    s.lines(
        [
            "Supply voltage" + FC + "4.5V" + FT + "6V (5V typ.)",
            "Average current" + FC + "70mA",
            "Peak current" + FC + "140mA",
            "Frame rate" + FC + "1" + FT + "1000Hz (100Hz default)",
            "Blind zone" + FC + "0.1m",
            "Communication level" + FC + "LVTTL (3.3V)",
            "Operating temperature" + FC + "-10" + FT + "60" + DEG,
            "Storage temperature" + FC + "-20" + FT + "75" + DEG,
            "Weight" + FC + "5g",
        ],
        9,
    )
    s.heading("3. Model Comparison", 10)
    s.table(
        [Col("Item", 170), Col("LDR-40", 130, "C"), Col("LDR-40L", 130, "C"), Col("", 69)],
        [
            ["Range (90% reflectivity)", "0.1" + FT + "12m", "0.1" + FT + "40m", ""],
            ["Accuracy (0.1" + FT + "6m)", PM + "4cm", PM + "6cm", ""],
            ["Accuracy (>6m)", PM + "1%", PM + "1.5%", ""],
            ["Distance resolution", "1cm", "1cm", ""],
            ["Ambient light resistance", "70klux", "100klux", ""],
            ["Enclosure", "-", "IP65", ""],
        ],
        8,
    )
    s.add_page()
    s.heading("4. Communication Interface", 10)
    s.table(
        [Col("Parameter", 170), Col("UART (default)", 165, "C"), Col("I2C", 164, "C")],
        [
            ["Default setting", "115200 bps, 8N1", "slave address 0x10"],
            ["Configurable", "9600" + FT + "921600 bps", "0x01" + FT + "0x7F"],
            ["Max. clock", "-", "400kHz"],
        ],
        8,
    )
    s.heading("5. Pin Definition", 10)
    s.table(
        [Col("No.", 40, "C"), Col("Name", 70), Col("Function", 389)],
        [
            ["1", "VCC", "Power supply 5V"],
            ["2", "GND", "Ground"],
            ["3", "TX / SDA", "UART TX (3.3V) / I2C data"],
            ["4", "RX / SCL", "UART RX (3.3V) / I2C clock"],
        ],
        8,
    )
    s.heading("6. Notes", 10)
    s.bullets(
        [
            "The TX / RX pins are 3.3V level. Do not connect them directly to a 5V UART.",
            "Switching to I2C mode is done with the command 5A 05 0A 01 69.",
            "Eye safety: Class 1 laser product (IEC 60825-1).",
            "The LDR-40 housing has no ingress protection rating; "
            "the shock resistance is not specified.",
        ],
        8.5,
    )
    return save(s, out / "ldr-40.pdf")


# ------------------------------------------------ LED dot matrix driver (Japanese maker)
def mxd7219(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="MXD7219 / MXD7219L",
        header_right="Hokuyo Denshi Kogyo Co., Ltd.",
        footer_left="No. EJ-7219-03",
        footer_right="- {page} -",
        table_fill=None,
        accent=(0, 0, 0),
        grid=False,
    )
    s = Sheet(style, "MXD7219 LED dot matrix driver")
    s.add_page()
    s.title_block(
        "MXD7219 / MXD7219L",
        "8 x 8 LED Dot Matrix Driver with Serial Interface",
        "MXD7219: 5 V type    MXD7219L: 3.3 V type",
    )
    s.heading("OVERVIEW", 10, rule=True)
    s.para(
        "The MXD7219 is a serial-input common-cathode display driver for an 8 x 8 LED dot "
        "matrix (64 LEDs) or eight 7-segment digits. A single external resistor RSET sets "
        "the segment current of all LEDs. The 3-wire serial interface (DIN, CLK, LOAD) "
        "can be cascaded for several matrices.",
        8.5,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10, rule=True)
    s.para("(Ta = 25" + DEG + ")", 8)
    s.table(
        [Col("Item", 170), Col("Symbol", 60, "C"), Col("Rating", 170, "C"), Col("Unit", 99, "C")],
        [
            ["Supply voltage", "V_{DD}", "-0.3 to 7.0", "V"],
            ["Input voltage", "V_{IN}", "-0.3 to VDD + 0.3", "V"],
            ["DIG sink current", "I_{DIG}", "500", "mA"],
            ["SEG source current", "I_{SEG}", "100", "mA"],
            ["Operating temperature", "T_{opr}", "-40 to 85", DEG],
            ["Storage temperature", "T_{stg}", "-65 to 150", DEG],
        ],
        8,
    )
    s.heading("RECOMMENDED OPERATING CONDITIONS", 10, rule=True)
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 50, "C"),
            Col("Type", 70, "C"),
            Col("Min.", 50, "C"),
            Col("Typ.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "MXD7219", "4.0", "5.0", "5.5", "V"],
            ["", "", "MXD7219L", "2.7", "3.3", "3.6", "V"],
            ["Operating temperature", "T_{opr}", "", "0", "", "70", DEG],
            ["Segment current", "I_{SEG}", "", "", "", "40", "mA"],
        ],
        8,
    )
    s.para(
        "Note: The -40 to 85 " + DEG + " rating of the absolute maximum table applies to "
        "storage of the powered device; display characteristics are guaranteed from 0 to "
        "70 " + DEG + " only.",
        7.5,
    )
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS", 10, rule=True)
    s.para("(VDD = 5.0 V for MXD7219, VDD = 3.3 V for MXD7219L, Ta = 25" + DEG + ")", 8)
    s.table(
        [
            Col("Item", 130),
            Col("Symbol", 50, "C"),
            Col("Condition", 130),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Operating current", "I_{DD}", "all LEDs on, RSET = 10 k" + OHM, "", "330", "", "mA"],
            ["Shutdown current", "I_{SHDN}", "all inputs at GND", "", "10", "150", MU + "A"],
            ["Scan frequency", "f_{OSC}", "8 digits scanned", "500", "800", "1300", "Hz"],
            ["Input high voltage", "V_{IH}", "MXD7219", "3.5", "", "", "V"],
            ["", "", "MXD7219L", "2.0", "", "", "V"],
            ["Input low voltage", "V_{IL}", "both types", "", "", "0.8", "V"],
            ["Serial clock\nfrequency", "f_{CLK}", "", "", "", "10", "MHz"],
        ],
        8,
    )
    s.heading("REGISTER ADDRESS MAP", 10, rule=True)
    s.table(
        [
            Col("Register", 150),
            Col("Address (hex)", 100, "C"),
            Col("Reset value", 100, "C"),
            Col("Note", 149),
        ],
        [
            ["No-op", "0x00", "-", "cascading"],
            ["Digit 0 to 7", "0x01 to 0x08", "0x00", "row data"],
            ["Decode mode", "0x09", "0x00", "0x00 = no decode"],
            ["Intensity", "0x0A", "0x00", "16 steps, 0x00 to 0x0F"],
            ["Scan limit", "0x0B", "0x00", "0 to 7"],
            ["Shutdown", "0x0C", "0x00", "0 = shutdown"],
            ["Display test", "0x0F", "0x00", "1 = all on"],
        ],
        8,
    )
    s.para(
        "The serial interface is not I2C or SPI compatible in the sense of addressing; "
        "data is latched on the rising edge of LOAD. ESD withstand voltage is not "
        "specified in this document.",
        8,
    )
    return save(s, out / "mxd7219.pdf")


# ------------------------------------------------ ozone sensor module (Chinese module manual)
def ozs3(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="OZS-3 Electrochemical Ozone Module  User Manual",
        header_right="Zhengzhou Huaqi Sensor Co., Ltd.",
        footer_left="V1.0  2024-11",
        footer_right="{page}",
        table_fill=(230, 240, 210),
        accent=(80, 130, 0),
    )
    s = Sheet(style, "OZS-3 ozone module")
    s.add_page()
    s.title_block("OZS-3 / OZS-3H", "Electrochemical Ozone (O3) Gas Sensor Module")
    s.heading("1. Features", 10)
    s.bullets(
        [
            "Electrochemical sensing element, high selectivity to O3",
            "UART digital output and DAC voltage output 0.4" + FT + "2.0V",
            "Factory calibrated, temperature compensated",
            "Expected service life: 2 years in air",
        ],
        8.5,
    )
    s.heading("2. Technical Parameters", 10)
    s.table(
        [Col("Model", 180), Col("OZS-3", 130, "C"), Col("OZS-3H", 130, "C"), Col("", 59)],
        [
            ["Target gas", "O3", "O3", ""],
            ["Detection range", "0" + FT + "10ppm", "0" + FT + "100ppm", ""],
            ["Resolution", "0.01ppm", "0.1ppm", ""],
            ["Working voltage", "5.0V" + PM + "0.1V", "5.0V" + PM + "0.1V", ""],
            ["Average current", "<5mA", "<5mA", ""],
        ],
        8,
    )
    s.para("(continued on next page)", 7.5)
    s.add_page()
    s.heading("2. Technical Parameters (continued)", 10)
    s.table(
        [Col("Model", 180), Col("OZS-3", 130, "C"), Col("OZS-3H", 130, "C"), Col("", 59)],
        [
            ["Response time (T90)", "<90s", "<120s", ""],
            ["Accuracy", PM + "0.1ppm (<1ppm)", PM + "5% F.S.", ""],
            ["Working temperature", "-20" + FT + "50" + DEG, "-20" + FT + "50" + DEG, ""],
            ["Working humidity", "15" + FT + "90%RH", "15" + FT + "90%RH", ""],
            ["UART", "9600bps, 3V", "9600bps, 3V", ""],
        ],
        8,
    )
    s.para(
        "Note: after power-on the module needs a preheating time of 3 minutes before "
        "readings are valid. The UART TX level is 3V; RX is not 5V tolerant.",
        8,
    )
    s.heading("3. Pin Definition", 10)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60), Col("Description", 399)],
        [
            ["1", "Vin", "Power input 5V"],
            ["2", "GND", "Ground"],
            ["3", "DAC", "Analog voltage output 0.4" + FT + "2.0V"],
            ["4", "RXD", "UART receive (3V)"],
            ["5", "TXD", "UART transmit (3V)"],
        ],
        8,
    )
    s.heading("4. Communication Protocol", 10)
    s.lines(
        [
            "Baud rate" + FC + "9600, data bits 8, stop bit 1, no parity",
            "Read command" + FC + "FF 01 86 00 00 00 00 00 79",
            "Gas concentration = high byte x 256 + low byte (unit ppb)",
        ],
        8.5,
    )
    s.heading("5. Cautions", 10)
    s.bullets(
        [
            "Avoid organic solvents, silicone adhesives and high concentrations of "
            "corrosive gases.",
            "Cross-sensitivity to NO2 and Cl2 is not specified in this manual.",
        ],
        8.5,
    )
    return save(s, out / "ozs-3.pdf")
