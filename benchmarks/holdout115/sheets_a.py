"""Hold-out 115 datasheets, part 1: a 12-bit 4-channel I2C ADC, a 6-axis IMU, a dual
full-bridge driver IC and a 3 A buck converter module.

A Lowell (Massachusetts) mixed-signal house data sheet (family-at-a-glance table with a
16-bit sibling, a PGA table whose full-scale ranges are not input limits, an I2C address
table beside a register map), a Shijiazhuang MEMS house "Product Specification" in
English (two versions in one document, separate VLOGIC, current per mode, operating
temperature in the electrical table vs a wider range in the absolute maximum list), a
Chennai power-semiconductor data sheet in the classic upper-case style (multi-line
parameter names, quiescent currents per input state, the 46 V operative limit vs 50 V
absolute) and a Macedonian / English maker-shop module sheet (versions in columns,
input range per version, an efficiency table, an FAQ).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
TIMES = "\u00d7"
DASH = "\u2013"


# ------------------------------------------------------------ 12-bit I2C ADC (Lowell)
def vdc1041(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="MERRIMACK MIXED-SIGNAL, INC.",
        header_right="VDC1041  12-Bit, 4-Channel ADC with PGA, I²C",
        footer_left="MMS document 41-1041-DS, Rev. F  |  Lowell, Massachusetts  |  "
        "printed copies are uncontrolled",
        footer_right="VDC1041 | {page}",
        rule_color=(90, 40, 110),
        table_fill=None,
        accent=(90, 40, 110),
        grid=False,
    )
    s = Sheet(style, "VDC1041 12-bit 4-channel I2C ADC")
    s.add_page()
    s.title_block(
        "VDC1041",
        "Low-Power 12-Bit Delta-Sigma ADC with Programmable Gain Amplifier, "
        "Comparator and I²C Interface",
        "Four single-ended or two differential inputs  -  MSOP-10 (VDC1041IDGS) and "
        "X2QFN-10 (VDC1041IRUG)",
        21,
    )

    def features() -> None:
        s.heading("KEY FEATURES", 9.5, rule=True)
        s.bullets(
            [
                "Wide supply range: 2.0 V to 5.5 V",
                "Low current consumption: 150 " + MU + "A in continuous-conversion mode",
                "Programmable data rate: 128 SPS to 3.3 kSPS",
                "Single-cycle settling",
                "Internal reference and oscillator",
                "PGA with six full-scale ranges, " + PM + "256 mV to " + PM + "6.144 V",
                "Programmable window comparator on ALERT/RDY",
                "I²C interface with four pin-selectable addresses",
            ],
            8.0,
        )

    def describe() -> None:
        s.heading("DESCRIPTION", 9.5, rule=True)
        s.para(
            "The VDC1041 is a precision, low-power 12-bit analog-to-digital converter for "
            "battery-powered instruments, sensor interfaces and monitoring. An input "
            "multiplexer gives four single-ended or two differential inputs; the PGA in "
            "front of the modulator sets the full-scale range. Conversions run continuously "
            "or once per request, after which the device powers down automatically. "
            "Standard (100 kHz), fast (400 kHz) and high-speed (up to 3.4 MHz) I²C modes "
            "are supported. The device is specified from -40 " + DEG + " to +125 " + DEG + ".",
            8.0,
        )

    s.side_by_side(features, describe, 235)
    s.heading("FAMILY AT A GLANCE", 9.5, rule=True)
    s.table(
        [
            Col("Device", 80),
            Col("Resolution", 65, "C"),
            Col("Max. data rate", 80, "C"),
            Col("Inputs", 110, "C"),
            Col("PGA", 60, "C"),
            Col("Comparator", 104, "C"),
        ],
        [
            ["VDC1021", "12 bits", "3300 SPS", "1 differential", "no", "no"],
            ["VDC1031", "12 bits", "3300 SPS", "1 differential", "yes", "no"],
            ["VDC1041", "12 bits", "3300 SPS", "4 SE / 2 differential", "yes", "yes"],
            ["VDC1141", "16 bits", "860 SPS", "4 SE / 2 differential", "yes", "yes"],
        ],
        7.5,
        bold_rows=(2,),
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5, rule=True)
    s.para(
        "Over operating free-air temperature range (unless otherwise noted). Stresses "
        "beyond these ratings may cause permanent damage; they are stress ratings only.",
        7.5,
    )
    s.table(
        [Col("", 250), Col("MIN", 70, "C"), Col("MAX", 70, "C"), Col("UNIT", 109, "C")],
        [
            ["Power-supply voltage, VDD to GND", "-0.3", "7.0", "V"],
            ["Analog input voltage, AIN0 ... AIN3", "GND - 0.3", "VDD + 0.3", "V"],
            ["Digital input voltage, SDA, SCL, ADDR, ALERT/RDY", "GND - 0.3", "5.5", "V"],
            ["Input current, continuous, any pin except supply", "-10", "10", "mA"],
            ["Operating ambient temperature, TA", "-40", "125", DEG],
            ["Junction temperature, TJ", "", "150", DEG],
            ["Storage temperature, Tstg", "-60", "150", DEG],
        ],
        7.5,
    )
    s.heading("RECOMMENDED OPERATING CONDITIONS", 9.5, rule=True)
    s.table(
        [
            Col("", 220),
            Col("MIN", 60, "C"),
            Col("NOM", 60, "C"),
            Col("MAX", 60, "C"),
            Col("UNIT", 99, "C"),
        ],
        [
            ["Power supply, VDD to GND", "2.0", "3.3", "5.5", "V"],
            ["Full-scale input range, FSR (set by PGA)", PM + "0.256", "", PM + "6.144", "V"],
            ["Absolute input voltage, V(AINx)", "GND", "", "VDD", "V"],
            ["Digital input voltage, V(DIG)", "GND", "", "5.5", "V"],
            ["Operating ambient temperature, TA", "-40", "", "125", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5, rule=True)
    s.para(
        "Minimum and maximum specifications apply from TA = -40 "
        + DEG
        + " to +125 "
        + DEG
        + ". Typical specifications are at TA = 25 "
        + DEG
        + ". All specifications at "
        "VDD = 3.3 V, data rate = 128 SPS and FSR = " + PM + "2.048 V (unless otherwise noted).",
        7.5,
    )
    s.table(
        [
            Col("PARAMETER", 128),
            Col("TEST CONDITIONS", 156),
            Col("MIN", 45, "C"),
            Col("TYP", 45, "C"),
            Col("MAX", 45, "C"),
            Col("UNIT", 80, "C"),
        ],
        [
            ["ANALOG INPUT"],
            [
                "Common-mode input\nimpedance",
                "FSR = " + PM + "6.144 V\nFSR = " + PM + "4.096 V, " + PM + "2.048 V\n"
                "FSR = " + PM + "1.024 V\nFSR = " + PM + "0.512 V, " + PM + "0.256 V",
                "",
                "10\n6\n3\n100",
                "",
                "M" + OHM,
            ],
            ["SYSTEM PERFORMANCE"],
            ["Resolution", "No missing codes", "12", "", "", "Bits"],
            [
                "Data rate, DR",
                "programmable: 128, 250, 490,\n920, 1600, 2400, 3300",
                "128",
                "",
                "3300",
                "SPS",
            ],
            ["Data rate variation", "All data rates", "-10", "", "10", "%"],
            ["Offset error", "", "", PM + "0.5", PM + "3", "LSB"],
            ["Gain error", "FSR = " + PM + "2.048 V, TA = 25 " + DEG, "", "0.05", "0.25", "%"],
            ["DIGITAL INPUT / OUTPUT"],
            ["VIH", "", "0.7 VDD", "", "5.5", "V"],
            ["VIL", "", "GND", "", "0.3 VDD", "V"],
            ["VOL", "IOL = 3 mA", "GND", "0.15", "0.4", "V"],
            ["POWER SUPPLY"],
            [
                "Supply current, IVDD",
                "Power-down, TA = 25 " + DEG + "\nPower-down, full range\n"
                "Operating, TA = 25 " + DEG + "\nOperating, full range",
                "",
                "0.5\n\n150\n",
                "2\n5\n200\n300",
                MU + "A",
            ],
            [
                "Power dissipation, PD",
                "VDD = 5.0 V\nVDD = 3.3 V\nVDD = 2.0 V",
                "",
                "0.9\n0.5\n0.3",
                "",
                "mW",
            ],
        ],
        7.2,
    )
    s.heading("PGA FULL-SCALE RANGE AND LSB SIZE", 9.5, rule=True)
    s.table(
        [
            Col("PGA[2:0]", 80, "C"),
            Col("Gain", 80, "C"),
            Col("FSR", 110, "C"),
            Col("LSB size", 110, "C"),
            Col("Remark", 119, "C"),
        ],
        [
            ["000", "2/3", PM + "6.144 V", "3 mV", ""],
            ["001", "1", PM + "4.096 V", "2 mV", ""],
            ["010", "2", PM + "2.048 V", "1 mV", "default"],
            ["011", "4", PM + "1.024 V", "0.5 mV", ""],
            ["100", "8", PM + "0.512 V", "0.25 mV", ""],
            ["101, 110, 111", "16", PM + "0.256 V", "0.125 mV", ""],
        ],
        7.5,
    )
    s.para(
        "Note: the FSR sets the scale of the converter only. Whatever the PGA setting, no "
        "analog input may be driven more than 0.3 V above VDD or below GND; with VDD = 3.3 V "
        "the " + PM + "6.144 V and " + PM + "4.096 V ranges therefore cannot be used to "
        "their full scale.",
        7.5,
    )

    def address() -> None:
        s.caption("I²C address selection")
        s.table(
            [Col("ADDR pin to", 70), Col("Slave address", 95, "C")],
            [
                ["GND", "1001000 (0x48)"],
                ["VDD", "1001001 (0x49)"],
                ["SDA", "1001010 (0x4A)"],
                ["SCL", "1001011 (0x4B)"],
            ],
            7.5,
        )

    def registers() -> None:
        s.caption("Register map (pointer byte P[1:0])")
        s.table(
            [Col("P[1:0]", 45, "C"), Col("Register", 150), Col("Reset", 68, "C")],
            [
                ["00", "Conversion (12 bits, left-justified)", "0x0000"],
                ["01", "Config", "0x8583"],
                ["10", "Lo_thresh", "0x8000"],
                ["11", "Hi_thresh", "0x7FFF"],
            ],
            7.5,
        )

    s.side_by_side(address, registers, 180)
    revision_table(
        s,
        [
            ["2019-05", "D", "Added X2QFN-10 package"],
            ["2022-02", "E", "Power-down current over full range added"],
            ["2024-03", "F", "Note on input limits below PGA table"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "vdc1041.pdf")


# ------------------------------------------------------------ 6-axis IMU (Shijiazhuang)
def jmu6520(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Jiheng Microsystems Co., Ltd.",
        header_right="JMU-6520 / JMU-6500 Product Specification",
        footer_left="Document Number: PS-JMU6520-00   Revision: 3.1   Release Date: 2023/11/08",
        footer_right="{page} of {nb}",
        rule_color=(0, 70, 110),
        table_fill=(222, 234, 240),
        accent=(0, 70, 110),
        grid=True,
    )
    s = Sheet(style, "JMU-6520 / JMU-6500 6-axis motion sensor")
    s.add_page()
    s.title_block(
        "JMU-6520 / JMU-6500",
        "6-Axis MotionTracking Device: 3-Axis Gyroscope + 3-Axis Accelerometer",
        "Shijiazhuang, Hebei  -  QFN-24, 4 mm x 4 mm x 0.9 mm",
        19,
    )
    s.heading("1  Purpose and Scope", 10)
    s.para(
        "This document is the product specification of the JMU-6520 and JMU-6500. Both "
        "combine a 3-axis gyroscope and a 3-axis accelerometer with a digital motion "
        "processor and a 1024-byte FIFO. The two versions differ only in their host "
        "interface, shown below; everything else in this document applies to both.",
        8.3,
    )
    s.heading("2  Product Versions", 10)
    s.table(
        [
            Col("Item", 150),
            Col("JMU-6520", 175, "C"),
            Col("JMU-6500", 174, "C"),
        ],
        [
            ["Host interface", "I²C", "I²C and SPI"],
            ["VLOGIC pin", "yes (pin 8), 1.71 V to VDD", "no; pin 8 is /CS, I/O at VDD"],
            ["SPI clock", "-", "1 MHz (all registers)\n20 MHz (sensor / interrupt read)"],
            ["Auxiliary I²C master", "yes", "yes"],
        ],
        7.8,
    )
    s.heading("3  Gyroscope Specifications", 10)
    s.para(
        "Typical operating circuit, VDD = 2.375 V-3.46 V, VLOGIC (JMU-6520) = 1.8 V "
        + PM
        + "5% or VDD, TA = 25 "
        + DEG
        + ", unless otherwise noted.",
        7.5,
    )
    dps = DEG.replace("C", "") + "/s"
    s.table(
        [
            Col("Parameter", 150),
            Col("Conditions", 120),
            Col("Min", 45, "C"),
            Col("Typical", 60, "C"),
            Col("Max", 45, "C"),
            Col("Units", 79, "C"),
        ],
        [
            [
                "Full-scale range",
                "FS_SEL = 0\nFS_SEL = 1\nFS_SEL = 2\nFS_SEL = 3",
                "",
                PM + "250\n" + PM + "500\n" + PM + "1000\n" + PM + "2000",
                "",
                dps,
            ],
            [
                "Sensitivity scale factor",
                "FS_SEL = 0\nFS_SEL = 1\nFS_SEL = 2\nFS_SEL = 3",
                "",
                "131\n65.5\n32.8\n16.4",
                "",
                "LSB/(" + dps + ")",
            ],
            ["Initial ZRO tolerance", "25 " + DEG, "", PM + "20", "", dps],
            ["Rate noise spectral density", "at 10 Hz", "", "0.005", "", dps + "/√Hz"],
            ["Gyroscope start-up time", "from sleep mode", "", "30", "100", "ms"],
            ["Output data rate", "programmable", "4", "", "8000", "Hz"],
        ],
        7.5,
    )
    s.heading("4  Accelerometer Specifications", 10)
    s.table(
        [
            Col("Parameter", 150),
            Col("Conditions", 120),
            Col("Min", 45, "C"),
            Col("Typical", 60, "C"),
            Col("Max", 45, "C"),
            Col("Units", 79, "C"),
        ],
        [
            [
                "Full-scale range",
                "AFS_SEL = 0\nAFS_SEL = 1\nAFS_SEL = 2\nAFS_SEL = 3",
                "",
                PM + "2\n" + PM + "4\n" + PM + "8\n" + PM + "16",
                "",
                "g",
            ],
            [
                "Sensitivity scale factor",
                "AFS_SEL = 0\nAFS_SEL = 1\nAFS_SEL = 2\nAFS_SEL = 3",
                "",
                "16384\n8192\n4096\n2048",
                "",
                "LSB/g",
            ],
            ["Zero-g output", "X and Y axes\nZ axis", "", PM + "50\n" + PM + "80", "", "mg"],
            ["Noise power spectral density", "at 10 Hz", "", "400", "", MU + "g/√Hz"],
            ["Output data rate", "programmable", "4", "", "1000", "Hz"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5  Electrical Characteristics", 10)
    s.para("VDD = 2.375 V-3.46 V, VLOGIC = 1.8 V " + PM + "5% or VDD, TA = 25 " + DEG + ".", 7.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("Conditions", 125),
            Col("Min", 45, "C"),
            Col("Typical", 55, "C"),
            Col("Max", 45, "C"),
            Col("Units", 79, "C"),
        ],
        [
            ["SUPPLIES"],
            ["VDD", "", "2.375", "", "3.46", "V"],
            ["VLOGIC", "JMU-6520 only", "1.71", "", "VDD", "V"],
            ["Normal operating current", "gyro + accel + DMP", "", "3.9", "", "mA"],
            ["Gyroscope only", "DMP, accel disabled", "", "3.6", "", "mA"],
            ["Accelerometer only", "DMP, gyro disabled", "", "500", "", MU + "A"],
            [
                "Accelerometer low-power\nmode current",
                "1.25 Hz wake-up\n5 Hz wake-up\n20 Hz wake-up\n40 Hz wake-up",
                "",
                "10\n20\n70\n140",
                "",
                MU + "A",
            ],
            ["Full-chip idle (sleep) current", "", "", "5", "", MU + "A"],
            ["TEMPERATURE"],
            ["Specified temperature range", "performance parameters", "-40", "", "+85", DEG],
            ["DIGITAL INPUTS (SDI, SCLK, FSYNC, AD0, /CS)"],
            ["VIH, high-level input voltage", "", "0.7" + TIMES + "VLOGIC", "", "", "V"],
            ["VIL, low-level input voltage", "", "", "", "0.3" + TIMES + "VLOGIC", "V"],
            ["I²C CLOCK"],
            ["fSCL", "standard mode\nfast mode", "", "", "100\n400", "kHz"],
        ],
        7.5,
    )
    s.para(
        "I²C slave address: the 7-bit address is b110100X, where X follows the logic level "
        "on pin AD0, i.e. 0x68 with AD0 low and 0x69 with AD0 high. This lets two devices "
        "share one bus. (The WHO_AM_I register, 0x75, reads 0x68 whatever AD0 is.)",
        8,
    )
    s.heading("6  Absolute Maximum Ratings", 10)
    s.para(
        "Stress above those listed may cause permanent damage. These are stress ratings "
        "only; functional operation at these conditions is not implied.",
        7.5,
    )
    s.table(
        [Col("Parameter", 250), Col("Rating", 249, "C")],
        [
            ["Supply voltage, VDD", "-0.5 V to +6 V"],
            ["VLOGIC input voltage level (JMU-6520)", "-0.5 V to VDD + 0.5 V"],
            ["REGOUT", "-0.5 V to 2 V"],
            ["Input voltage level (AUX_CL, AD0, FSYNC, INT, SCL, SDA)", "-0.5 V to VDD + 0.5 V"],
            ["Acceleration (any axis, unpowered)", "10,000 g for 0.2 ms"],
            ["Operating temperature range", "-40 " + DEG + " to +105 " + DEG],
            ["Storage temperature range", "-40 " + DEG + " to +125 " + DEG],
            ["Electrostatic discharge (HBM)", "2 kV"],
        ],
        7.5,
    )
    s.heading("7  Pin Out (excerpt)", 10)
    s.table(
        [Col("Pin", 45, "C"), Col("Name", 110), Col("Description", 344)],
        [
            ["1", "CLKIN", "Optional external reference clock input; connect to GND if unused"],
            ["8", "VLOGIC / /CS", "JMU-6520: digital I/O supply. JMU-6500: SPI chip select"],
            ["9", "AD0 / SDO", "I²C slave address LSB (AD0); SPI serial data out (SDO)"],
            ["10", "REGOUT", "Regulator filter capacitor, 0.1 " + MU + "F"],
            ["20", "CPOUT", "Charge pump capacitor, 2.2 nF"],
            ["13", "VDD", "Power supply voltage"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2021/03/02", "2.0", "JMU-6500 added"],
            ["2023/11/08", "3.1", "Low-power accelerometer currents updated"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "jmu-6520.pdf")


# ------------------------------------------------------------ dual full bridge (Chennai)
def aps2980(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="ADYAR POWER SEMICONDUCTORS",
        header_right="APS2980",
        footer_left="Adyar Power Semiconductors Pvt. Ltd., Guindy Industrial Estate, Chennai "
        "600032  -  June 2023",
        footer_right="{page}/{nb}",
        rule_color=(0, 0, 0),
        table_fill=(230, 230, 230),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "APS2980 dual full-bridge driver")
    s.add_page()
    s.title_block("APS2980", "DUAL FULL-BRIDGE DRIVER", "", 24)
    s.bullets(
        [
            "OPERATING SUPPLY VOLTAGE UP TO 46 V",
            "TOTAL DC CURRENT UP TO 4 A",
            "LOW SATURATION VOLTAGE",
            "OVERTEMPERATURE PROTECTION",
            'LOGICAL "0" INPUT VOLTAGE UP TO 1.5 V (HIGH NOISE IMMUNITY)',
        ],
        8.5,
    )
    s.heading("DESCRIPTION", 10)
    s.para(
        "The APS2980 is an integrated monolithic circuit in 15-lead MW-15 and PSO-20 "
        "packages. It is a high-voltage, high-current dual full-bridge driver designed to "
        "accept standard TTL logic levels and drive inductive loads such as relays, "
        "solenoids, DC and stepping motors. Two enable inputs are provided to enable or "
        "disable the device independently of the input signals. The emitters of the lower "
        "transistors of each bridge are connected together and the corresponding external "
        "terminal can be used for the connection of an external sensing resistor. An "
        "additional supply input is provided so that the logic works at a lower voltage.",
        8.3,
    )
    s.heading("ORDERING NUMBERS", 10)
    s.table(
        [Col("Ordering number", 150), Col("Package", 170), Col("Packing", 179)],
        [
            ["APS2980N", "MW-15 (vertical leads)", "tube, 25 pcs"],
            ["APS2980NH", "MW-15 (horizontal leads)", "tube, 25 pcs"],
            ["APS2980P", "PSO-20", "tape and reel, 600 pcs"],
        ],
        8,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10)
    s.table(
        [
            Col("Symbol", 70, "C"),
            Col("Parameter", 290),
            Col("Value", 85, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["VS", "Power Supply", "50", "V"],
            ["VSS", "Logic Supply Voltage", "7", "V"],
            ["VI, Ven", "Input and Enable Voltage", "-0.3 to 7", "V"],
            [
                "IO",
                "Peak Output Current (each Channel)\n- Non Repetitive (t = 100 " + MU + "s)\n"
                "- Repetitive (80% on - 20% off; ton = 10 ms)\n- DC Operation",
                "\n3\n2.5\n2",
                "\nA\nA\nA",
            ],
            ["Vsens", "Sensing Voltage", "-1 to 2.3", "V"],
            ["Ptot", "Total Power Dissipation (Tcase = 75 " + DEG + ")", "25", "W"],
            ["Top", "Junction Operating Temperature", "-25 to 130", DEG],
            ["Tstg, Tj", "Storage and Junction Temperature", "-40 to 150", DEG],
        ],
        8,
    )
    s.heading("THERMAL DATA", 10)
    s.table(
        [
            Col("Symbol", 70, "C"),
            Col("Parameter", 200),
            Col("", 50, "C"),
            Col("PSO-20", 60, "C"),
            Col("MW-15", 60, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Rth j-case", "Thermal Resistance Junction-case", "Max.", "-", "3", DEG + "/W"],
            [
                "Rth j-amb",
                "Thermal Resistance Junction-ambient",
                "Max.",
                "13 (*)",
                "35",
                DEG + "/W",
            ],
        ],
        8,
    )
    s.para("(*) Mounted on aluminium substrate.", 7.5)
    s.add_page()
    s.heading(
        "ELECTRICAL CHARACTERISTICS (VS = 42 V; VSS = 5 V, Tj = 25 " + DEG + "; unless "
        "otherwise specified)",
        9.5,
    )
    s.table(
        [
            Col("Symbol", 52, "C"),
            Col("Parameter", 118),
            Col("Test Conditions", 150),
            Col("Min.", 40, "C"),
            Col("Typ.", 40, "C"),
            Col("Max.", 40, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["VS", "Supply Voltage (pin 4)", "Operative Condition", "VIH + 2.5", "", "46", "V"],
            ["VSS", "Logic Supply Voltage (pin 9)", "", "4.5", "5", "7", "V"],
            [
                "IS",
                "Quiescent Supply\nCurrent (pin 4)",
                "Ven = H; IL = 0   Vi = L\n                          Vi = H\n"
                "Ven = L                 Vi = X",
                "",
                "13\n50\n",
                "22\n70\n4",
                "mA",
            ],
            [
                "ISS",
                "Quiescent Current\nfrom VSS (pin 9)",
                "Ven = H; IL = 0   Vi = L\n                          Vi = H\n"
                "Ven = L                 Vi = X",
                "",
                "24\n7\n",
                "36\n12\n6",
                "mA",
            ],
            ["ViL", "Input Low Voltage\n(pins 5, 7, 10, 12)", "", "-0.3", "", "1.5", "V"],
            ["ViH", "Input High Voltage\n(pins 5, 7, 10, 12)", "", "2.3", "", "VSS", "V"],
            ["IiL", "Low Voltage Input Current", "Vi = L", "", "", "-10", MU + "A"],
            [
                "IiH",
                "High Voltage Input Current",
                "Vi = H = VSS - 0.6 V",
                "",
                "30",
                "100",
                MU + "A",
            ],
            ["Ven = L", "Enable Low Voltage (pins 6, 11)", "", "-0.3", "", "1.5", "V"],
            ["Ven = H", "Enable High Voltage (pins 6, 11)", "", "2.3", "", "VSS", "V"],
            [
                "VCEsat(H)",
                "Source Saturation Voltage",
                "IL = 1 A\nIL = 2 A",
                "0.95\n",
                "1.35\n2",
                "1.7\n2.7",
                "V",
            ],
            [
                "VCEsat(L)",
                "Sink Saturation Voltage",
                "IL = 1 A\nIL = 2 A",
                "0.85\n",
                "1.2\n1.7",
                "1.6\n2.3",
                "V",
            ],
            ["VCEsat", "Total Drop", "IL = 1 A\nIL = 2 A", "1.80\n", "", "3.2\n4.9", "V"],
            ["Vsens", "Sensing Voltage (pins 1, 15)", "", "-1", "", "2", "V"],
            ["fc (Vi)", "Commutation Frequency", "IL = 2 A", "", "25", "40", "kHz"],
        ],
        7.3,
    )
    s.heading("PIN FUNCTIONS (MW-15 / PSO-20)", 10)
    s.table(
        [Col("MW-15", 50, "C"), Col("PSO-20", 50, "C"), Col("Name", 90), Col("Function", 309)],
        [
            ["1; 15", "2; 19", "Sense A; Sense B", "Current sense resistor to GND"],
            ["2; 3", "4; 5", "Out 1; Out 2", "Outputs of bridge A"],
            ["4", "6", "VS", "Supply voltage for the power output stages"],
            ["5; 7", "7; 9", "Input 1; Input 2", "TTL compatible inputs of bridge A"],
            ["6; 11", "8; 14", "Enable A; Enable B", "TTL compatible enable inputs"],
            ["8", "1, 10, 11, 20", "GND", "Ground"],
            ["9", "12", "VSS", "Supply voltage for the logic blocks; 100 nF to GND"],
        ],
        7.5,
    )
    s.heading("APPLICATION INFORMATION", 10)
    s.para(
        "An external bridge of diodes is required when inductive loads are driven; use fast "
        "recovery diodes (trr of 200 ns or less). A non-inductive 100 nF capacitor must be "
        "placed between both supply pins and ground, as near as possible to the device. "
        "The sensing resistors must be non-inductive. The inputs accept standard TTL and "
        "3.3 V CMOS logic levels (see ViH). For a higher output current the two bridges may "
        "be connected in parallel (channel 1 with 4, channel 2 with 3); each pair then "
        "delivers up to 3 A DC.",
        8,
    )
    return save(s, out / "aps2980.pdf")


# ------------------------------------------------------------ buck module (Skopje)
def vmbk3(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="ВАРДАР МЕЈКЕР ДООЕЛ  /  Vardar Maker DOOEL, Skopje",
        header_right="VM-BK3  -  Технички лист / Data sheet",
        footer_left="www.vardarmaker.mk  -  цени со ДДВ / prices incl. VAT",
        footer_right="Страна {page} од {nb} / Page {page} of {nb}",
        rule_color=(150, 60, 20),
        table_fill=(248, 232, 220),
        accent=(150, 60, 20),
        grid=True,
    )
    s = Sheet(style, "VM-BK3 3 A step-down module")
    s.add_page()
    s.title_block(
        "VM-BK3",
        "Модул за спуштање на напон 3 A  /  3 A step-down (buck) converter module",
        "Шифра / SKU: VM-0596  -  Цена / Price: 190 ден. (ADJ), 210 ден. (фиксни / fixed)",
        21,
    )
    s.heading("Општо / Overview", 10.5, rule=True)
    s.para(
        "Мал модул со интегриран прекинувачки регулатор 150 kHz. A small module built "
        "around a 150 kHz switching regulator IC with a 47 " + MU + "H inductor, input and "
        "output capacitors and screw-free solder pads. Четири верзии / four versions: one "
        "adjustable with a blue multi-turn trimmer, and three with a fixed output.",
        8.3,
    )
    s.heading("Верзии / Versions", 10.5, rule=True)
    s.table(
        [
            Col("Верзија /\nVersion", 85),
            Col("Излезен напон /\nOutput voltage", 130, "C"),
            Col("Влезен напон /\nInput voltage", 125, "C"),
            Col("Ознака /\nBoard marking", 159, "C"),
        ],
        [
            ["VM-BK3-ADJ", "1.25 V to 35 V (trimmer)", "4.5 V to 40 V", "ADJ + trimmer"],
            ["VM-BK3-3V3", "3.3 V " + PM + " 4 %", "4.8 V to 40 V", "3V3, no trimmer"],
            ["VM-BK3-5V", "5.0 V " + PM + " 4 %", "7 V to 40 V", "5V0, no trimmer"],
            ["VM-BK3-12V", "12 V " + PM + " 4 %", "15 V to 40 V", "12V, no trimmer"],
        ],
        7.8,
    )
    s.para(
        "Влезниот напон мора да биде барем 1.5 V над излезниот. On every version the "
        "input must stay at least 1.5 V above the output, otherwise the output follows the "
        "input down.",
        8,
    )
    s.heading("Електрични податоци / Electrical data", 10.5, rule=True)
    s.table(
        [
            Col("Параметар / Parameter", 215),
            Col("Услов / Condition", 134),
            Col("Вредност / Value", 100, "C"),
            Col("Ед. / Unit", 50, "C"),
        ],
        [
            ["Излезна струја, трајна /\nOutput current, continuous", "with heatsink", "3", "A"],
            ["", "without heatsink", "2", "A"],
            ["Фреквенција / Switching frequency", "", "150", "kHz"],
            [
                "Струја без оптоварување /\nNo-load input current",
                "VIN = 12 V, VOUT = 5 V",
                "6",
                "mA",
            ],
            ["Ефикасност / Efficiency", "", "up to 92", "%"],
            ["Регулација / Load regulation", "0 to 3 A", PM + "0.5", "%"],
            ["Работна температура /\nOperating temperature", "", "-40 to +85", DEG],
            ["Димензии / Dimensions", "", "43 x 21 x 14", "mm"],
        ],
        7.8,
    )
    s.heading("Гранични вредности / Never exceed", 10.5, rule=True)
    s.bullets(
        [
            "Влез / Input: 45 V absolute (not an operating value; keep the input at or "
            "below 40 V).",
            "Излез / Output: 3 A peak; above 2 A continuous a heatsink on the IC is needed.",
            "Нема заштита од обратен поларитет / No reverse-polarity protection on the input.",
        ],
        8,
    )
    s.add_page()
    s.heading(
        "Ефикасност / Efficiency (VM-BK3-ADJ, measured, TA = 25 " + DEG + ")", 10.5, rule=True
    )
    s.table(
        [
            Col("VIN " + DASH + " VOUT", 130),
            Col("IOUT = 0.5 A", 92, "C"),
            Col("IOUT = 1 A", 92, "C"),
            Col("IOUT = 2 A", 92, "C"),
            Col("IOUT = 3 A", 93, "C"),
        ],
        [
            ["12 V " + DASH + " 5 V", "88 %", "86 %", "83 %", "80 %"],
            ["24 V " + DASH + " 5 V", "82 %", "81 %", "79 %", "76 %"],
            ["24 V " + DASH + " 12 V", "93 %", "92 %", "90 %", "88 %"],
            ["12 V " + DASH + " 3.3 V", "80 %", "78 %", "74 %", "70 %"],
        ],
        7.8,
    )
    s.heading("Поврзување / Connections", 10.5, rule=True)
    s.table(
        [Col("Пад / Pad", 80, "C"), Col("Опис / Description", 419)],
        [
            ["IN+", "Влез + / Input positive (see input range per version)"],
            ["IN-", "Маса / Ground, common with OUT-"],
            ["OUT+", "Излез + / Output positive"],
            ["OUT-", "Маса / Ground"],
            ["EN", "Only on rev. C boards: pull low to switch the output off (5 V max)"],
        ],
        7.8,
    )
    s.heading("Прашања / FAQ", 10.5, rule=True)
    s.para(
        "П: Зошто излезот е ист како влезот? / Q: Why is my output equal to the input?",
        8.3,
        bold=True,
    )
    s.para(
        "О / A: The ADJ version ships with the trimmer at the top of its range. Turn it "
        "counter-clockwise 10-20 turns with no load connected.",
        8.3,
    )
    s.para(
        "П: Може ли од автомобилска батерија? / Q: Can I run it from a 12 V car battery?",
        8.3,
        bold=True,
    )
    s.para(
        "О / A: The 3V3, 5V and ADJ versions run from 12-14.4 V without problems. The "
        "12V version needs at least 15 V in and will not regulate from a car battery. Car "
        "wiring can carry spikes above 40 V; fit a TVS diode.",
        8.3,
    )
    s.para("П: Дали е изолиран? / Q: Is the output isolated from the input?", 8.3, bold=True)
    s.para("О / A: No. IN- and OUT- are the same copper.", 8.3)
    revision_table(
        s,
        [
            ["2022-09", "B", "Fixed-output versions added"],
            ["2024-02", "C", "EN pad added"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "vm-bk3.pdf")
