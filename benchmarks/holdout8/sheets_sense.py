"""Hold-out 8 datasheets: an Intersil-style digital power monitor (electrical
specifications continued over a page break with a repeated header sentence,
I2C address table and register map as decoys) and a Figaro-style metal-oxide gas
sensor leaflet (one column per version, heater ratings, values in captions).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
CELS = "\u2103"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
LE = "\u2264"


# ------------------------------------------ Intersil-style power monitor
def ksl28025(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KSL28025",
        header_right="",
        footer_left="FN8911 Rev.3.00   Sep 12, 2023          Kyrell Semiconductor",
        footer_right="Page {page} of 4",
        rule_color=(120, 120, 120),
        table_fill=(230, 230, 230),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "KSL28025 Precision Digital Power Monitor")
    s.add_page()
    s.title_block(
        "KSL28025",
        "Precision Digital Power Monitor with Real-Time Alerts",
        "DATASHEET                                                                                   FN8911  Rev.3.00  Sep 12, 2023",
    )

    def left() -> None:
        s.para(
            "The KSL28025 is a bidirectional high-side and low-side digital current sense and "
            "voltage monitor with serial interface. The device monitors power supply current, "
            "voltage and power and provides the results digitally along with threshold alerts.",
            7.8,
        )
        s.para(
            "The KSL28025 monitors current flowing through a shunt resistor at a common-mode "
            "voltage from 0V to 60V, independent of the supply voltage of the device. The "
            "integrated 16-bit ADC measures the shunt and bus voltages; an internal multiplier "
            "computes power. The full-scale shunt range is programmable in four steps.",
            7.8,
        )
        s.para(
            "The KSL28025 communicates over an I2C/SMBus compatible interface at clock rates up "
            "to 1MHz. Two address pins, each of which can be tied to GND, VCC, SDA or SCL, select "
            "one of 16 slave addresses. The KSL28025 operates from 3.0V to 5.5V and is specified "
            "over the -40" + DEG + " to +125" + DEG + " temperature range.",
            7.8,
        )
        s.heading("Applications", 9.5)
        s.bullets(
            [
                "Battery and solar chargers",
                "Server and telecom power management",
                "Motor and solenoid current monitoring",
                "IoT gateways and power meters",
            ],
            7.6,
        )
        s.heading("Related Literature", 9.5)
        s.bullets(["AN1955, \u201cKSL28025 Evaluation Board User\u2019s Guide\u201d"], 7.6)

    def right() -> None:
        s.heading("Features", 9.5)
        s.bullets(
            [
                "Bidirectional current, voltage and power measurement",
                "Common-mode input range: 0V to 60V",
                "Shunt offset: " + PM + "75" + MU + "V (max)",
                "Bus voltage gain error: " + PM + "0.3% (max)",
                "16-bit ADC with programmable averaging",
                "Programmable full-scale shunt range: " + PM + "40mV to " + PM + "320mV",
                "I2C/SMBus interface, up to 1MHz, 16 addresses",
                "Supply voltage: 3.0V to 5.5V",
                "Active current: 700" + MU + "A (typ)",
                "Standby current: 5" + MU + "A (typ)",
                "Over/undervoltage ALERT output",
                "Temperature range: -40" + DEG + " to +125" + DEG,
                "Packages: 16 Ld 3mm x 3mm QFN, 12 Ld WLCSP",
            ],
            7.6,
        )

    s.side_by_side(left, right, 262, 14)
    s.heading("Typical Application", 9.5)
    s.para(
        "12V bus \u2192 RSHUNT (10m" + OHM + ") \u2192 load;  VINP/VINM across RSHUNT, VBUS to the "
        "load side;  VCC = 3.3V;  SDA/SCL with 2.2k" + OHM + " pull-ups to the MCU;  A0, A1 to GND "
        "(address 40h).",
        7.6,
    )
    s.heading("Ordering Information", 9.5)
    s.table(
        [
            Col("PART NUMBER\n(Notes 1, 2, 3)", 100),
            Col("PART\nMARKING", 65, "C"),
            Col("TEMP. RANGE\n(" + DEG + ")", 80, "C"),
            Col("PACKAGE\n(RoHS Compliant)", 140, "C"),
            Col("PKG.\nDWG. #", 114, "C"),
        ],
        [
            ["KSL28025FRZ", "025F", "-40 to +125", "16 Ld 3x3 QFN", "L16.3x3A"],
            ["KSL28025FHZ", "8025", "-40 to +125", "12 Ld WLCSP", "W3x4.12"],
            ["KSL28025EVAL1Z", "Evaluation Board", "", "", ""],
        ],
        7.3,
    )
    s.para(
        "NOTES: 1. Add \u201c-T*\u201d suffix for tape and reel.  2. These Pb-free plastic packaged "
        "products employ special Pb-free material sets; 100% matte tin plate.  3. For Moisture "
        "Sensitivity Level (MSL), see the product information page.",
        6.8,
    )

    # ---- page 2
    s.add_page()
    s.heading("Pin Descriptions", 9.5)
    s.table(
        [
            Col("QFN\nPIN #", 45, "C"),
            Col("WLCSP\nBALL", 45, "C"),
            Col("PIN\nNAME", 60, "C"),
            Col("DESCRIPTION", 349),
        ],
        [
            ["1", "A1", "VINP", "Positive shunt input; connect to the supply side of the shunt."],
            ["2", "A2", "VINM", "Negative shunt input; connect to the load side of the shunt."],
            ["3", "A3", "VBUS", "Bus voltage input, 0V to 60V."],
            ["6", "B1", "A0", "Address pin; tie to GND, VCC, SDA or SCL."],
            ["7", "B2", "A1", "Address pin; tie to GND, VCC, SDA or SCL."],
            ["9", "C1", "SDA", "Serial data, open-drain; pull up to the bus supply (max. 6V)."],
            ["10", "C2", "SCL", "Serial clock input."],
            ["11", "C3", "ALERT", "Open-drain alert output, active low."],
            ["13", "D1", "VCC", "Supply voltage, 3.0V to 5.5V."],
            ["14", "D2", "GND", "Ground."],
            ["4, 5, 8,\n12, 15, 16", "\u2014", "NC", "No connect."],
        ],
        7.1,
    )
    s.heading("I2C Slave Address Selection", 9.5)
    s.table(
        [
            Col("A1", 60, "C"),
            Col("A0", 60, "C"),
            Col("SLAVE ADDRESS\n(7-bit binary)", 120, "C"),
            Col("HEX", 60, "C"),
            Col("A1", 50, "C"),
            Col("A0", 50, "C"),
            Col("HEX", 99, "C"),
        ],
        [
            ["GND", "GND", "1000000", "40h", "VCC", "GND", "44h"],
            ["GND", "VCC", "1000001", "41h", "VCC", "VCC", "45h"],
            ["GND", "SDA", "1000010", "42h", "VCC", "SDA", "46h"],
            ["GND", "SCL", "1000011", "43h", "VCC", "SCL", "47h"],
        ],
        7.2,
    )
    s.para(
        "With A1 tied to SDA the addresses are 48h to 4Bh, and with A1 tied to SCL 4Ch to 4Fh, in "
        "the same A0 order. The R/W bit follows the 7-bit address (80h/81h for address 40h).",
        7.2,
    )
    s.heading("Absolute Maximum Ratings", 9.5)

    def am_left() -> None:
        s.leaders(
            [
                ("VCC", "-0.3V to 6.0V"),
                ("VINP, VINM, VBUS", "-0.3V to 63V"),
                ("Differential input (VINP - VINM)", PM + "63V"),
                ("SDA, SCL, ALERT, A0, A1", "-0.3V to 6.0V"),
                ("Current into any pin", PM + "10mA"),
                ("ESD Rating, Human Body Model", "2kV"),
            ],
            7.4,
        )

    def am_right() -> None:
        s.heading("Thermal Information", 8.5)
        s.leaders(
            [
                ("\u03b8JA, 16 Ld QFN (Notes 4, 5)", "52" + DEG + "/W"),
                ("\u03b8JA, 12 Ld WLCSP (Note 4)", "68" + DEG + "/W"),
                ("Maximum Junction Temperature", "+150" + DEG),
                ("Storage Temperature Range", "-65" + DEG + " to +150" + DEG),
            ],
            7.4,
        )
        s.heading("Recommended Operating Conditions", 8.5)
        s.leaders(
            [
                ("Ambient Temperature Range", "-40" + DEG + " to +125" + DEG),
                ("Supply Voltage Range (VCC)", "3.0V to 5.5V"),
                ("Common-Mode Voltage Range", "0V to 60V"),
            ],
            7.4,
        )

    s.side_by_side(am_left, am_right, 240, 18)
    s.para(
        "CAUTION: Do not operate at or near the maximum ratings listed for extended periods of "
        "time. Exposure to such conditions may adversely impact product reliability and result "
        "in failures not covered by warranty.  NOTES: 4. \u03b8JA is measured in free air with "
        "the component mounted on a high-effective thermal conductivity test board.  5. For "
        "\u03b8JC, the case temperature location is the center of the exposed metal pad.",
        6.8,
    )

    # ---- page 3
    header = (
        "Electrical Specifications  VCC = 3.3V, VBUS = 12V, VSHUNT = 0V, VCM = 12V, "
        "TA = +25" + DEG + ", unless otherwise specified. Boldface limits apply across the "
        "operating temperature range, -40" + DEG + " to +125" + DEG + "."
    )
    ec = [
        Col("PARAMETER", 60),
        Col("DESCRIPTION", 108),
        Col("CONDITIONS", 150),
        Col("MIN\n(Note 7)", 40, "C"),
        Col("TYP", 50, "C"),
        Col("MAX\n(Note 7)", 40, "C"),
        Col("UNIT", 51, "C"),
    ]
    s.add_page()
    s.para(header, 7.6, bold=True)
    s.table(
        ec,
        [
            ["POWER SUPPLY"],
            ["V_{CC}", "Supply Voltage Range", "", "3.0", "", "5.5", "V"],
            [
                "I_{CC_ACT}",
                "Active Current",
                "Continuous conversion,\nVCC = 3.3V",
                "",
                "700",
                "1000",
                MU + "A",
            ],
            [
                "I_{CC_STBY}",
                "Standby Current",
                "Shutdown mode, SCL/SDA idle",
                "",
                "5",
                "15",
                MU + "A",
            ],
            ["V_{POR}", "Power-On Reset Threshold", "VCC rising", "", "2.6", "", "V"],
            ["SHUNT INPUT"],
            [
                "V_{SHUNT_FS}",
                "Full-Scale Shunt Range",
                "PGA = /1\nPGA = /2\nPGA = /4\nPGA = /8",
                "",
                PM + "40\n" + PM + "80\n" + PM + "160\n" + PM + "320",
                "",
                "mV\nmV\nmV\nmV",
            ],
            [
                "V_{OS}",
                "Shunt Offset Voltage",
                "PGA = /1, VCM = 12V",
                "-75",
                PM + "10",
                "75",
                MU + "V",
            ],
            ["V_{CM}", "Common-Mode Input Range", "VINP, VINM", "0", "", "60", "V"],
            ["CMRR", "Common-Mode Rejection", "VCM = 0V to 60V", "105", "120", "", "dB"],
            ["I_{B}", "Input Bias Current", "VINP, VINM, VCM = 12V", "", "10", "20", MU + "A"],
            ["BUS VOLTAGE INPUT"],
            ["V_{BUS}", "Bus Voltage Range", "Full scale 60V, LSB 4mV", "0", "", "60", "V"],
            ["G_{E}", "Bus Gain Error", "VBUS = 12V", "-0.3", PM + "0.1", "0.3", "%"],
            ["ADC"],
            ["RES", "ADC Resolution", "", "", "16", "", "Bits"],
            [
                "t_{CONV}",
                "Conversion Time",
                "16-bit, 1 sample\n15-bit, 1 sample\n12-bit, 1 sample",
                "",
                "2.06\n1.03\n0.072",
                "2.3\n1.15\n0.081",
                "ms\nms\nms",
            ],
        ],
        7.1,
        bold_rows=(2, 7, 13),
    )
    s.para(
        "NOTES: 6. Bold rows: limits apply over -40" + DEG + " to +125" + DEG + ".  7. Parameters "
        "with MIN and/or MAX limits are 100% tested at +25" + DEG + ", unless otherwise "
        "specified. Temperature limits established by characterization and are not production "
        "tested.",
        6.8,
    )
    s.heading("Functional Description", 9.5)
    s.para(
        "Current measurement. The shunt voltage is converted by the 16-bit ADC; the current is "
        "ISHUNT = VSHUNT / RSHUNT. With the 10m" + OHM + " shunt of the typical application and "
        "the " + PM + "320mV range, currents up to " + PM + "32A can be measured with a "
        "resolution of 1mA. The power register holds the product of current and bus voltage.",
        7.6,
    )
    s.para(
        "Alert. The ALERT pin is an open-drain output that asserts when a programmed threshold "
        "(shunt over/undervoltage, bus over/undervoltage) is crossed. It may be pulled up to any "
        "voltage up to 6.0V, independent of VCC.",
        7.6,
    )

    # ---- page 4
    s.add_page()
    s.para(
        header.replace("Electrical Specifications", "Electrical Specifications (Continued)"),
        7.6,
        bold=True,
    )
    s.table(
        ec,
        [
            ["DIGITAL INTERFACE (VCC = 3.0V to 5.5V)"],
            [
                "f_{SCL}",
                "SCL Clock Frequency",
                "Standard / Fast / Fast-mode Plus",
                "",
                "",
                "1000",
                "kHz",
            ],
            ["V_{IH}", "Input High Voltage", "SDA, SCL, A0, A1", "0.7 x VCC", "", "6.0", "V"],
            ["V_{IL}", "Input Low Voltage", "SDA, SCL, A0, A1", "-0.3", "", "0.3 x VCC", "V"],
            ["V_{OL}", "Output Low Voltage", "SDA, ALERT; IOL = 6mA", "", "", "0.4", "V"],
            ["t_{TIMEOUT}", "SMBus Timeout", "SCL low", "25", "", "35", "ms"],
            ["C_{IN}", "Input Capacitance", "SDA, SCL", "", "5", "", "pF"],
        ],
        7.1,
        bold_rows=(2, 3),
    )
    s.heading("Register Map", 9.5)
    s.table(
        [
            Col("POINTER\nADDRESS", 60, "C"),
            Col("REGISTER NAME", 130),
            Col("FUNCTION", 170),
            Col("POR\nVALUE", 60, "C"),
            Col("TYPE", 79, "C"),
        ],
        [
            ["00h", "CONFIG", "PGA, ADC modes, reset", "799Fh", "R/W"],
            ["01h", "SHUNT_VOLTAGE", "Shunt voltage, LSB 10" + MU + "V", "0000h", "R"],
            ["02h", "BUS_VOLTAGE", "Bus voltage, LSB 4mV", "0000h", "R"],
            ["03h", "POWER", "Power, LSB set by calibration", "0000h", "R"],
            ["04h", "CURRENT", "Current, LSB set by calibration", "0000h", "R"],
            ["05h", "CALIBRATION", "Current LSB and shunt value", "0000h", "R/W"],
            ["06h", "SHUNT_THRES", "Shunt over/undervoltage limits", "7F80h", "R/W"],
            ["07h", "BUS_THRES", "Bus over/undervoltage limits", "FF00h", "R/W"],
            ["08h", "DCS_INT_STATUS", "Alert status and masks", "0000h", "R/W"],
        ],
        7.1,
    )
    s.para(
        "Bit widths: all registers are 16 bits wide, MSB first. Writing 1 to bit 15 of CONFIG "
        "resets all registers to their power-on values within 100" + MU + "s.",
        7.2,
    )
    s.heading("I2C Interface Notes", 9.5)
    s.para(
        "The KSL28025 input thresholds track VCC. When the device runs from 5V, a logic high on "
        "SDA and SCL must exceed 3.5V; when it runs from 3.3V, 2.31V is enough. SDA and SCL may be "
        "pulled up to 5V even when VCC is 3.3V because the pins are rated to 6.0V. The device "
        "supports Fast-mode Plus only when all devices on the bus do and the bus capacitance "
        "allows the rise time of 120ns.",
        7.6,
    )
    s.heading("Revision History", 9.5)
    s.table(
        [Col("DATE", 90), Col("REVISION", 60, "C"), Col("CHANGE", 349)],
        [
            ["Mar 4, 2021", "FN8911.1", "Initial release"],
            ["Jan 9, 2022", "FN8911.2", "Added WLCSP package"],
            ["Sep 12, 2023", "Rev.3.00", "Standby current limit and conversion time table updated"],
        ],
        7.1,
    )
    return save(s, out / "ksl28025.pdf")


# ---------------------------------------------------- Figaro-style gas sensor
def kgs2611(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="",
        header_right="KANEDA SENSOR  \u2014  PRODUCT INFORMATION",
        footer_left="Kaneda Sensor Co., Ltd.   1-4-7 Minoh, Osaka, Japan   www.kaneda-sensor.jp        REV: 06/23",
        footer_right="",
        rule_color=(0, 100, 60),
        table_fill=(222, 238, 226),
        accent=(0, 100, 60),
        grid=True,
    )
    s = Sheet(style, "KGS 2611 for the detection of Methane")
    s.add_page()
    s.title_block("KGS 2611", "- for the detection of Methane -", "")

    def left() -> None:
        s.heading("Features:", 9.5)
        s.bullets(
            [
                "Low power consumption",
                "High sensitivity to methane",
                "Quick response",
                "Long life and low cost",
                "Uses simple electrical circuit",
                "Small size",
            ],
            7.8,
            "*",
        )
        s.heading("Applications:", 9.5)
        s.bullets(
            [
                "Domestic gas alarms",
                "Portable gas detectors",
                "Gas leak detectors for gas appliances",
            ],
            7.8,
            "*",
        )

    def right() -> None:
        s.para(
            "The sensing element of KANEDA gas sensors is a tin dioxide (SnO2) semiconductor which "
            "has low conductivity in clean air. In the presence of a detectable gas, the sensor's "
            "conductivity increases depending on gas concentration in the air. A simple "
            "electrical circuit can convert the change in conductivity to an output signal which "
            "corresponds to the gas concentration.",
            7.6,
        )
        s.para(
            "The KGS 2611 has high sensitivity to methane and is available in two versions: the "
            "KGS 2611-C00 without filter and the KGS 2611-E00, whose built-in filter of zeolite "
            "reduces the influence of interference gases such as alcohol.",
            7.6,
        )

    s.side_by_side(left, right, 190, 16)
    s.heading("Basic Measuring Circuit:", 9.5)
    s.para(
        "The sensor requires two voltage inputs: heater voltage (VH) and circuit voltage (VC). "
        "The heater voltage (VH) is applied to the integrated heater in order to maintain the "
        "sensing element at a specific temperature which is optimal for sensing. Circuit voltage "
        "(VC) is applied to allow measurement of voltage (VRL) across a load resistor (RL) which "
        "is connected in series with the sensor. A common power supply circuit can be used for "
        "both VC and VH to fulfill the sensor's electrical requirements. The value of the load "
        "resistor (RL) should be chosen to optimize the alarm threshold value, keeping power "
        "consumption (PS) of the semiconductor below a limit of 15mW. Power consumption (PS) will "
        "be highest when the value of Rs is equal to RL on exposure to gas.",
        7.6,
    )
    s.heading("Specifications:", 9.5)
    sp = [
        Col("Item", 112),
        Col("", 78),
        Col("KGS 2611-C00", 150, "C"),
        Col("KGS 2611-E00", 159, "C"),
    ]
    s.table(
        sp,
        [
            ["Model number", "", "KGS 2611-C00", "KGS 2611-E00"],
            ["Sensing principle", "", "MOS type", "MOS type"],
            ["Standard package", "", "TO-5 metal can", "TO-5 metal can with filter"],
            ["Target gases", "", "Methane, natural gas", "Methane (low alcohol sensitivity)"],
            ["Typical detection range", "", "500 ~ 10,000 ppm", "500 ~ 10,000 ppm"],
            [
                "Standard circuit\nconditions",
                "Heater voltage VH\nCircuit voltage VC\nLoad resistance RL",
                "5.0"
                + PM
                + "0.2V DC/AC\n5.0"
                + PM
                + "0.2V DC   Ps"
                + LE
                + "15mW\nVariable   0.45k"
                + OHM
                + " min.",
                "5.0"
                + PM
                + "0.2V DC/AC\n5.0"
                + PM
                + "0.2V DC   Ps"
                + LE
                + "15mW\nVariable   0.45k"
                + OHM
                + " min.",
            ],
            [
                "Electrical\ncharacteristics\nunder standard\ntest conditions",
                "Heater resistance RH\nHeater current IH\nHeater power PH\nSensor resistance Rs\n"
                "Sensitivity (change\nratio of Rs)",
                "approx. 59" + OHM + " at room temp.\n56" + PM + "5mA\n280mW   VH=5.0V DC\n"
                "0.68 ~ 6.8k"
                + OHM
                + " in 5000ppm methane\n0.60"
                + PM
                + "0.06\nRs(9000ppm)/Rs(3000ppm)",
                "approx. 59" + OHM + " at room temp.\n56" + PM + "5mA\n280mW   VH=5.0V DC\n"
                "1.0 ~ 10.0k"
                + OHM
                + " in 5000ppm methane\n0.65"
                + PM
                + "0.06\nRs(9000ppm)/Rs(3000ppm)",
            ],
            [
                "Standard test\nconditions",
                "Test gas conditions\n\nCircuit conditions\n\nConditioning period\nbefore test",
                "Methane in air at 20"
                + PM
                + "2"
                + CELS
                + ",\n65"
                + PM
                + "5%RH\nVC = 5.0"
                + PM
                + "0.01V DC\nVH = 5.0"
                + PM
                + "0.05V DC\n7 days\n",
                "Methane in air at 20"
                + PM
                + "2"
                + CELS
                + ",\n65"
                + PM
                + "5%RH\nVC = 5.0"
                + PM
                + "0.01V DC\nVH = 5.0"
                + PM
                + "0.05V DC\n7 days\n",
            ],
        ],
        7.0,
        show_head=True,
    )
    s.para(
        "The value of power dissipation (PS) can be calculated by utilizing the following "
        "formula: PS = (VC - VRL)\u00b2 / Rs.  Sensor resistance (Rs) is calculated with a "
        "measured value of VRL by using the following formula: Rs = (VC / VRL - 1) x RL.",
        7.2,
    )

    # ---- page 2
    s.add_page()
    s.heading("Sensitivity Characteristics:", 9.5)
    s.figure(
        "Figure 1. Rs/Ro vs. gas concentration (Rs/Ro = 1 at 5000ppm, about 0.35 at 10,000ppm methane)",
        "Gas concentration (ppm)",
        "Rs/Ro",
        ["300", "1000", "3000", "5000", "10000"],
        ["0.1", "0.3", "1", "3", "10"],
        [
            ("Methane", [(0, 0.78), (0.25, 0.62), (0.5, 0.55), (0.75, 0.5), (1, 0.37)]),
            ("Ethanol (C00)", [(0, 0.92), (0.25, 0.8), (0.5, 0.7), (0.75, 0.66), (1, 0.6)]),
            ("Air", [(0, 0.9), (1, 0.9)]),
        ],
        height=110,
        width=240,
    )
    s.para(
        "The figure above represents typical sensitivity characteristics, all data having been "
        "gathered at standard test conditions (see reverse side). The Y-axis is indicated as "
        "sensor resistance ratio (Rs/Ro) which is defined as follows: Rs = sensor resistance in "
        "displayed gases at various concentrations; Ro = sensor resistance in 5000ppm methane.",
        7.4,
    )
    s.heading("Temperature/Humidity Dependency:", 9.5)
    s.figure(
        "Figure 2. Rs/Ro vs. temperature (Ro at 20"
        + CELS
        + "/65%RH; about 1.4 at -10"
        + CELS
        + ", 0.8 at +40"
        + CELS
        + ")",
        "Ambient temperature (" + CELS + ")",
        "Rs/Ro",
        ["-10", "0", "10", "20", "30", "40"],
        ["0.6", "0.8", "1.0", "1.2", "1.4", "1.6"],
        [
            ("35%RH", [(0, 0.86), (0.4, 0.6), (0.6, 0.5), (1, 0.35)]),
            ("65%RH", [(0, 0.8), (0.4, 0.55), (0.6, 0.45), (1, 0.3)]),
            ("95%RH", [(0, 0.72), (0.4, 0.48), (0.6, 0.38), (1, 0.22)]),
        ],
        height=100,
        width=240,
    )
    s.heading("Operating Conditions and Notes on Usage:", 9.5)
    s.para(
        "The sensor may be operated at ambient temperatures between -10"
        + CELS
        + " and +50"
        + CELS
        + " and up to 95%RH (no condensation); it can be stored between -20"
        + CELS
        + " and +70"
        + CELS
        + " in a sealed bag. The heater must be supplied with 5.0V "
        + PM
        + "0.2V at all times during operation; a heater voltage above 5.5V, even briefly, "
        "shifts the sensor resistance permanently. Allow at least 2 minutes after power-on "
        "before reading the sensor; for calibration, the sensor should be energized for the "
        "conditioning period of 7 days.",
        7.4,
    )
    s.para(
        "Avoid exposure to silicone vapors, high concentrations of corrosive gases, alkaline "
        "metals, water freezing and condensation. The sensor output VRL is an analog voltage "
        "between 0V and VC that depends on RL and on the gas concentration; it is not "
        "specified by this document and must be evaluated in the user's circuit.",
        7.4,
    )
    s.para(
        "For information on warranty, please refer to Standard Terms and Conditions of Sale of "
        "Kaneda Sensor Co., Ltd. All sensor characteristics shown in this brochure represent "
        "typical characteristics.",
        6.8,
    )
    return save(s, out / "kgs2611.pdf")
