"""Hold-out 8 datasheets: a Chinese-vendor linear Li-ion charger (translated
English, TP-style) and an AnalogicTech/Skyworks-style slew-rate-controlled load
switch pair (with / without output discharge).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

CELS = "\u2103"
DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
LE, GE = "\u2264", "\u2265"


# ------------------------------------------------ Chinese-vendor Li-ion charger
def kp4057(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="KP4057",
        header_right="1A Standalone Linear Li-ion Battery Charger",
        footer_left="Kaipu Microelectronics (Shenzhen) Co., Ltd.      www.kaipu-micro.cn      V1.3",
        footer_right="- {page} -",
        rule_color=(200, 30, 30),
        table_fill=(235, 235, 235),
        accent=(160, 20, 20),
        grid=True,
    )
    s = Sheet(style, "KP4057 1A Standalone Linear Li-ion Battery Charger")
    s.add_page()
    s.title_block(
        "KP4057",
        "1A Standalone Linear Li-ion Battery Charger with Thermal Regulation in SOP-8",
        "Kaipu Microelectronics",
    )

    def left() -> None:
        s.heading("DESCRIPTION", 9.5, rule=True)
        s.para(
            "The KP4057 is a complete constant-current/constant-voltage linear charger for single "
            "cell lithium-ion batteries. Its SOP-8 package with exposed pad and low external "
            "component count make the KP4057 ideally suited for portable applications. "
            "Furthermore, the KP4057 can work within USB and wall adapter.",
            7.6,
        )
        s.para(
            "No blocking diode is required due to the internal PMOSFET architecture and have "
            "prevent to negative charge current circuit. Thermal feedback regulates the charge "
            "current to limit the die temperature during high power operation or high ambient "
            "temperature. The charge voltage is fixed at 4.2V, and the charge current can be "
            "programmed externally with a single resistor. The KP4057 automatically terminates "
            "the charge cycle when the charge current drops to 1/10th the programmed value after "
            "the final float voltage is reached.",
            7.6,
        )
        s.para(
            "When the input supply (wall adapter or USB supply) is removed, the KP4057 "
            "automatically enters a low current state, dropping the battery drain current to "
            "less than 2" + MU + "A. Other features include current monitor, under voltage "
            "lockout, automatic recharge and two status pins to indicate charge termination "
            "and the presence of an input voltage.",
            7.6,
        )
        s.heading("APPLICATIONS", 9.5, rule=True)
        s.bullets(
            [
                "Cellular telephones, PDAs, GPS",
                "Charging docks and cradles",
                "Digital still cameras, portable devices",
                "USB bus-powered chargers, IoT sensor nodes",
            ],
            7.6,
            "\u25cf",
        )

    def right() -> None:
        s.heading("FEATURES", 9.5, rule=True)
        s.bullets(
            [
                "Programmable charge current up to 1000mA",
                "No MOSFET, sense resistor or blocking diode required",
                "Complete linear charger in SOP-8 package for single cell lithium-ion batteries",
                "Constant-current/constant-voltage operation",
                "Thermal regulation to maximize charge rate without risk of overheating",
                "Preset 4.2V charge voltage with " + PM + "1% accuracy",
                "Charge current monitor output for gas gauging",
                "Automatic recharge",
                "Two charge status output pins",
                "C/10 charge termination",
                "2.9V trickle charge threshold",
                "Soft-start limits inrush current",
                "Available in SOP-8 and ESOP-8 packages, Pb-free",
            ],
            7.6,
            "\u25cf",
        )

    s.side_by_side(left, right, 246, 14)
    s.heading("ORDERING INFORMATION", 9.5, rule=True)
    s.table(
        [
            Col("Part Number", 110),
            Col("Package", 80, "C"),
            Col("Marking", 90, "C"),
            Col("Packing", 100, "C"),
            Col("Operating Temp.", 119, "C"),
        ],
        [
            [
                "KP4057",
                "SOP-8",
                "KP4057\nXXXXX",
                "Tape & Reel\n4000pcs/Reel",
                "-40" + CELS + "~85" + CELS,
            ],
            [
                "KP4057E",
                "ESOP-8",
                "KP4057E\nXXXXX",
                "Tape & Reel\n4000pcs/Reel",
                "-40" + CELS + "~85" + CELS,
            ],
        ],
        7.4,
    )
    s.heading("PIN CONFIGURATION / PIN DESCRIPTION", 9.5, rule=True)
    s.table(
        [Col("Pin No.", 48, "C"), Col("Symbol", 58, "C"), Col("Function Description", 393)],
        [
            [
                "1",
                "TEMP",
                "Temperature sense input. Connect to the NTC of the battery pack;\n"
                "charging is suspended if TEMP is below 45% or above 80% of VIN for 0.15s.",
            ],
            [
                "2",
                "PROG",
                "Charge current program, charge current monitor and shutdown pin.\n"
                "The charge current is set by a resistor RPROG from this pin to GND.",
            ],
            ["3", "GND", "Ground terminal."],
            [
                "4",
                "VCC",
                "Positive input supply voltage. When VCC drops to within 30mV of the BAT\n"
                "pin voltage, the KP4057 enters shutdown mode, dropping IBAT to less than 2"
                + MU
                + "A.",
            ],
            [
                "5",
                "BAT",
                "Battery connection pin. Connect the positive terminal of the battery to BAT.\n"
                "BAT pin provides charge current to the battery and regulates the final float voltage.",
            ],
            [
                "6",
                "STDBY",
                "Open-drain charge termination status output (low when charge is complete).",
            ],
            ["7", "CHRG", "Open-drain charge status output (low while the battery is charging)."],
            [
                "8",
                "CE",
                "Chip enable input. High input will put the device in normal operating mode.",
            ],
        ],
        7.1,
    )

    # ---- page 2
    s.add_page()
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5, rule=True)
    s.table(
        [Col("Parameter", 250), Col("Rating", 170, "C"), Col("Unit", 79, "C")],
        [
            ["Input Supply Voltage (VCC)", "-0.3~8", "V"],
            ["PROG Pin Voltage", "-0.3~VCC+0.3", "V"],
            ["BAT Pin Voltage", "-0.3~7", "V"],
            ["CHRG, STDBY Pin Voltage", "-0.3~10", "V"],
            ["TEMP, CE Pin Voltage", "-0.3~10", "V"],
            ["BAT Short-Circuit Duration", "Continuous", "\u2014"],
            ["BAT Pin Current", "1200", "mA"],
            ["PROG Pin Current", "1200", MU + "A"],
            ["Maximum Junction Temperature", "145", CELS],
            ["Operating Ambient Temperature Range", "-40~85", CELS],
            ["Storage Temperature Range", "-65~125", CELS],
            ["Lead Temp. (Soldering, 10sec)", "260", CELS],
        ],
        7.5,
    )
    s.para(
        "Note: Stresses beyond those listed under absolute maximum ratings may cause permanent "
        "damage to the device. These are stress ratings only and functional operation of the "
        "device at these or any other conditions beyond those indicated in the operational "
        "sections of the specifications is not implied.",
        7,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5, rule=True)
    s.para("(VCC=5V, TA=25" + CELS + ", unless otherwise noted)", 7.6, bold=True)
    ec = [
        Col("Parameter", 100),
        Col("Symbol", 46, "C"),
        Col("Conditions", 173),
        Col("Min", 40, "C"),
        Col("Typ", 40, "C"),
        Col("Max", 40, "C"),
        Col("Unit", 60, "C"),
    ]
    s.table(
        ec,
        [
            ["Input Supply Voltage", "V_{CC}", "", "4.25", "5", "6.5", "V"],
            [
                "Input Supply Current",
                "I_{CC}",
                "Charge Mode, RPROG=1.2k\nStandby Mode (Charge Terminated)\n"
                "Shutdown Mode (RPROG Not Connected,\nVCC<VBAT, or VCC<VUV)",
                "\n\n\n",
                "150\n55\n\n55",
                "500\n100\n\n100",
                MU + "A\n" + MU + "A\n\n" + MU + "A",
            ],
            [
                "Regulated Output\n(Float) Voltage",
                "V_{FLOAT}",
                "0" + CELS + LE + "TA" + LE + "85" + CELS + ", IBAT=40mA",
                "4.158",
                "4.2",
                "4.242",
                "V",
            ],
            [
                "BAT Pin Current",
                "I_{BAT}",
                "RPROG=2.4k, Current Mode\nRPROG=1.2k, Current Mode\n"
                "Standby Mode, VBAT=4.2V\nShutdown Mode (RPROG Not Connected)\n"
                "Sleep Mode, VCC=0V",
                "450\n950\n0\n\n",
                "500\n1000\n-2.5\n" + PM + "1\n-1",
                "550\n1050\n-6\n" + PM + "2\n-2",
                "mA\nmA\n" + MU + "A\n" + MU + "A\n" + MU + "A",
            ],
            [
                "Trickle Charge Current",
                "I_{TRIKL}",
                "VBAT<VTRIKL, RPROG=1.2k",
                "85",
                "100",
                "115",
                "mA",
            ],
            [
                "Trickle Charge\nThreshold Voltage",
                "V_{TRIKL}",
                "RPROG=1.2k, VBAT Rising",
                "2.8",
                "2.9",
                "3.0",
                "V",
            ],
            ["Trickle Voltage\nHysteresis", "V_{TRHYS}", "RPROG=1.2k", "60", "80", "100", "mV"],
            [
                "VCC Undervoltage\nLockout Threshold",
                "V_{UV}",
                "From VCC Low to High",
                "3.5",
                "3.7",
                "3.9",
                "V",
            ],
            ["VCC Undervoltage\nLockout Hysteresis", "V_{UVHYS}", "", "150", "200", "300", "mV"],
            [
                "VCC\u2013VBAT Lockout\nThreshold Voltage",
                "V_{ASD}",
                "VCC from Low to High\nVCC from High to Low",
                "70\n5",
                "100\n30",
                "140\n50",
                "mV\nmV",
            ],
            [
                "C/10 Termination\nCurrent Threshold",
                "I_{TERM}",
                "RPROG=2.4k\nRPROG=1.2k",
                "0.08\n0.08",
                "0.10\n0.10",
                "0.12\n0.12",
                "mA/mA\nmA/mA",
            ],
            ["PROG Pin Voltage", "V_{PROG}", "RPROG=1.2k, Current Mode", "0.9", "1.0", "1.1", "V"],
        ],
        7.2,
    )
    s.para("(continued on next page)", 7)

    # ---- page 3
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS (continued)", 9.5, rule=True)
    s.para("(VCC=5V, TA=25" + CELS + ", unless otherwise noted)", 7.6, bold=True)
    s.table(
        ec,
        [
            [
                "CHRG Pin Output\nLow Voltage",
                "V_{CHRG}",
                "ICHRG=5mA",
                "",
                "0.3",
                "0.6",
                "V",
            ],
            [
                "STDBY Pin Output\nLow Voltage",
                "V_{STDBY}",
                "ISTDBY=5mA",
                "",
                "0.3",
                "0.6",
                "V",
            ],
            [
                "Recharge Battery\nThreshold Voltage",
                "\u0394V_{RECHRG}",
                "VFLOAT \u2013 VRECHRG",
                "100",
                "150",
                "200",
                "mV",
            ],
            [
                "Junction Temperature in\nConstant Temperature Mode",
                "T_{LIM}",
                "",
                "",
                "120",
                "",
                CELS,
            ],
            ["Power FET \u201cON\u201d\nResistance", "R_{ON}", "", "", "600", "", "m" + OHM],
            [
                "Soft-Start Time",
                "t_{SS}",
                "IBAT=0 to IBAT=1200V/RPROG",
                "",
                "20",
                "",
                MU + "s",
            ],
            [
                "Recharge Comparator\nFilter Time",
                "t_{RECHARGE}",
                "VBAT High to Low",
                "0.8",
                "1.8",
                "4",
                "ms",
            ],
            [
                "Termination Comparator\nFilter Time",
                "t_{TERM}",
                "IBAT Falling Below ICHG/10",
                "0.8",
                "1.8",
                "4",
                "ms",
            ],
            ["PROG Pin Pull-Up Current", "I_{PROG}", "", "", "2.0", "", MU + "A"],
        ],
        7.2,
    )
    s.heading("APPLICATION INFORMATION", 9.5, rule=True)
    s.para("Programming Charge Current", 8, bold=True)
    s.para(
        "The charge current is programmed using a single resistor from the PROG pin to ground. "
        "The battery charge current is 1200 times the current out of the PROG pin. The program "
        "resistor and the charge current are calculated using the following equations: "
        "RPROG = 1200V / ICHG, ICHG = 1200V / RPROG. For customers' convenience, the table below "
        "lists the resistance for some common charge currents.",
        7.6,
    )
    s.table(
        [Col("RPROG (k" + OHM + ")", 80, "C")]
        + [Col(v, 46, "C") for v in ("10", "5", "4", "3", "2", "1.66", "1.5", "1.2")]
        + [Col("", 51)],
        [["IBAT (mA)", "130", "250", "300", "400", "580", "690", "780", "1000", ""]],
        7.2,
    )
    s.para("Thermal Regulation", 8, bold=True)
    s.para(
        "An internal thermal feedback loop reduces the programmed charge current if the die "
        "temperature attempts to rise above a preset value of approximately 120" + CELS + ". This "
        "feature protects the KP4057 from excessive temperature and allows the user to push the "
        "limits of the power handling capability of a given circuit board without risk of "
        "damaging the KP4057. The actual charge current therefore depends on the input voltage, "
        "the battery voltage and the copper area under the exposed pad; at VCC = 5V and VBAT = "
        "3.6V the part dissipates about 1.4W at the full 1000mA.",
        7.6,
    )
    s.para("Load Sharing and the BAT Pin", 8, bold=True)
    s.para(
        "The KP4057 has no power-path function: the BAT pin follows the battery voltage, which "
        "rises to the float voltage during the constant-voltage phase. A system load connected "
        "directly to BAT sees the full battery voltage range (from about 3.0V up to the float "
        "voltage) and its current is counted by the termination comparator, so the charge cycle "
        "may not terminate while the load draws more than ICHG/10.",
        7.6,
    )
    s.para("Status Indication", 8, bold=True)
    s.para(
        "CHRG and STDBY are open-drain outputs that can drive an indicator LED through a current "
        "limiting resistor or be pulled up to the microcontroller supply. Both pins withstand up "
        "to 10V (see Absolute Maximum Ratings), so they can be pulled up to a 3.3V or 5V logic "
        "rail.",
        7.6,
    )
    s.table(
        [Col("Charge State", 250), Col("CHRG", 125, "C"), Col("STDBY", 124, "C")],
        [
            ["Charging", "Low (LED on)", "High impedance"],
            ["Charge terminated", "High impedance", "Low (LED on)"],
            ["VCC too low, TEMP fault, or battery absent", "High impedance", "High impedance"],
        ],
        7.4,
    )
    s.heading("REVISION HISTORY", 9, rule=True)
    revision_table(
        s,
        [
            ["2021-03", "V1.0", "Initial release"],
            ["2022-06", "V1.2", "Added ESOP-8 package; RPROG table updated"],
            ["2023-09", "V1.3", "Corrected VFLOAT condition; added load sharing note"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "kp4057.pdf")


# ------------------------------------------- AnalogicTech-style load switch
def atk4285(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="ATK4285/ATK4286",
        header_right="Slew Rate Controlled Load Switch",
        footer_left="Aurictek Inc.  \u2022  Data Sheet 20-201-0457  \u2022  Rev. 2.1  \u2022  May 2023",
        footer_right="{page}",
        rule_color=(0, 80, 150),
        table_fill=(208, 222, 240),
        accent=(0, 80, 150),
        grid=True,
    )
    s = Sheet(style, "ATK4285/ATK4286 Slew Rate Controlled Load Switch")
    s.add_page()
    s.title_block(
        "ATK4285/ATK4286",
        "2A Slew Rate Controlled Load Switch with Reverse Blocking",
        "SmartSwitch\u2122 family  \u2022  Aurictek Inc.",
    )

    def left() -> None:
        s.heading("General Description", 9.5)
        s.para(
            "The ATK4285 and ATK4286 SmartSwitch products are members of Aurictek's Application "
            "Specific Power MOSFET (ASPM\u2122) product family. They are P-channel MOSFET power "
            "switches designed for high-side load switching applications. The P-channel MOSFET "
            "device has a typical RDS(ON) of 44m" + OHM + " at 5V, allowing increased load switch "
            "power handling capacity.",
            7.6,
        )
        s.para(
            "The turn-on slew rate is internally limited so that the inrush current into large "
            "load capacitors stays small. In shutdown, the ATK4285 discharges the output through "
            "an internal pull-down; the ATK4286 leaves the output floating. A reverse blocking "
            "circuit prevents current from flowing from OUT to IN when the switch is off.",
            7.6,
        )
        s.para(
            "The devices are available in a Pb-free, 4-ball 0.8mm x 0.8mm WLCSP and in a 6-pin "
            "SC70JW package and are specified over the -40\u00b0C to +85\u00b0C temperature range.",
            7.6,
        )

    def right() -> None:
        s.heading("Features", 9.5)
        s.bullets(
            [
                "1.5V to 5.5V Input Voltage Range",
                "44m" + OHM + " (typ) RDS(ON) at 5V",
                "2A Continuous Load Current",
                "Slew Rate Controlled Turn-On: 1.1ms Rise Time at 3.6V",
                "Reverse Blocking When Disabled",
                "Low Quiescent Current: 4.2" + MU + "A (typ) at 3.6V",
                "Active-High Enable, 1.5V Logic Compatible",
                "Output Discharge (ATK4285 only)",
                "Temperature Range: -40\u00b0C to +85\u00b0C",
                "4-Ball WLCSP and SC70JW-6 Packages",
            ],
            7.6,
        )
        s.heading("Applications", 9.5)
        s.bullets(
            [
                "Radio and sensor power domains",
                "Hot-swap supplies",
                "Notebook and tablet peripherals",
                "Battery-powered IoT nodes",
            ],
            7.6,
        )

    s.side_by_side(left, right, 262, 14)
    s.heading("Typical Application", 9.5)
    s.para(
        "VIN (1.5V to 5.5V) \u2500 CIN 1"
        + MU
        + "F \u2500 IN [ATK4285] OUT \u2500 COUT 0.1"
        + MU
        + "F \u2500 LOAD;   EN \u2190 GPIO (ON/OFF);   GND",
        7.6,
    )
    s.heading("Pin Descriptions", 9.5)
    s.table(
        [
            Col("Pin #\nWLCSP", 56, "C"),
            Col("Pin #\nSC70JW-6", 60, "C"),
            Col("Symbol", 56, "C"),
            Col("Function", 327),
        ],
        [
            ["A1", "4, 5", "IN", "Input. Connect a 1" + MU + "F or larger capacitor to GND."],
            ["A2", "1, 6", "OUT", "Switch output; internally pulled down when disabled (ATK4285)."],
            [
                "B1",
                "3",
                "EN",
                "Active-high enable input. Internal 5.5M" + OHM + " pull-down resistor.",
            ],
            ["B2", "2", "GND", "Ground."],
        ],
        7.4,
    )
    s.heading("Part Number Descriptions", 9.5)
    s.table(
        [
            Col("Part Number", 96),
            Col("Marking\u00b9", 52, "C"),
            Col("Package", 74, "C"),
            Col("Output Discharge", 80, "C"),
            Col("Temperature Range", 97, "C"),
            Col("Packing", 100, "C"),
        ],
        [
            ["ATK4285IUS-T1", "5A", "WLCSP-4", "Yes", "-40\u00b0C to +85\u00b0C", "3000 / reel"],
            ["ATK4285IJS-T1", "WPX", "SC70JW-6", "Yes", "-40\u00b0C to +85\u00b0C", "3000 / reel"],
            ["ATK4286IUS-T1", "5B", "WLCSP-4", "No", "-40\u00b0C to +85\u00b0C", "3000 / reel"],
        ],
        7.4,
    )
    s.para(
        "1. XYY = assembly and date code. Sample stock is generally held on part numbers listed in BOLD.",
        6.8,
    )

    # ---- page 2
    s.add_page()
    s.heading("Absolute Maximum Ratings\u00b9", 9.5)
    s.para("TA = 25\u00b0C unless otherwise noted.", 7.4)
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Description", 280),
            Col("Value", 100, "C"),
            Col("Units", 59, "C"),
        ],
        [
            ["V_{IN}", "IN to GND", "-0.3 to 6", "V"],
            ["V_{EN}", "EN to GND", "-0.3 to 6", "V"],
            ["V_{OUT}", "OUT to GND", "-0.3 to 6", "V"],
            ["I_{MAX}", "Maximum Continuous Switch Current", "2", "A"],
            ["I_{DM}", "Maximum Pulsed Current (1ms pulse, 10% duty cycle)", "4", "A"],
            ["T_{J}", "Operating Junction Temperature Range", "-40 to 150", "\u00b0C"],
            ["T_{LEAD}", "Maximum Soldering Temperature (at leads)", "300", "\u00b0C"],
            ["V_{ESD}", "ESD Rating, Human Body Model\u00b2", "4000", "V"],
        ],
        7.4,
    )
    s.para(
        "1. Stresses above those listed in Absolute Maximum Ratings may cause permanent damage to "
        "the device. Functional operation at conditions other than the operating conditions "
        "specified is not implied. Only one Absolute Maximum Rating should be applied at any one "
        "time.   2. Human body model is a 100pF capacitor discharged through a 1.5k"
        + OHM
        + " resistor into each pin.",
        6.8,
    )
    s.heading("Thermal Information", 9.5)
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Description", 280),
            Col("Value", 100, "C"),
            Col("Units", 59, "C"),
        ],
        [
            ["\u03b8_{JA}", "Maximum Thermal Resistance (WLCSP-4)\u00b3", "120", "\u00b0C/W"],
            ["P_{D}", "Maximum Power Dissipation (WLCSP-4)\u00b3", "830", "mW"],
        ],
        7.4,
    )
    s.para(
        "3. Mounted on an FR4 board, 1 in\u00b2 copper, TA = 25\u00b0C; derate 8.3mW/\u00b0C above 25\u00b0C.",
        6.8,
    )
    s.heading("Electrical Characteristics\u00b9", 9.5)
    s.para(
        "VIN = 1.5V to 5.5V, TA = -40\u00b0C to +85\u00b0C, unless otherwise noted. Typical values "
        "are at VIN = 3.6V and TA = 25\u00b0C.",
        7.4,
        bold=True,
    )
    ec = [
        Col("Symbol", 52, "C"),
        Col("Description", 110),
        Col("Conditions", 167),
        Col("Min", 36, "C"),
        Col("Typ", 36, "C"),
        Col("Max", 36, "C"),
        Col("Units", 62, "C"),
    ]
    s.table(
        ec,
        [
            ["Power Supply"],
            ["V_{IN}", "Operation Voltage", "", "1.5", "", "5.5", "V"],
            [
                "I_{Q}",
                "Quiescent Current",
                "EN = VIN, IOUT = 0, VIN = 3.6V\nEN = VIN, IOUT = 0, VIN = 5.5V",
                "",
                "4.2\n6.5",
                "7\n10",
                MU + "A\n" + MU + "A",
            ],
            [
                "I_{Q(OFF)}",
                "Off Supply Current",
                "EN = GND, OUT Open, VIN = 5.5V",
                "",
                "0.5",
                "1",
                MU + "A",
            ],
            [
                "I_{SD(OFF)}",
                "Off Switch Current",
                "EN = GND, VOUT = 0V, VIN = 5.5V",
                "",
                "0.1",
                "1",
                MU + "A",
            ],
            [
                "I_{RB}",
                "Reverse Blocking Current",
                "EN = GND, VOUT = 5V, VIN = 1.5V",
                "",
                "",
                "1",
                MU + "A",
            ],
            [
                "R_{DS(ON)}",
                "On Resistance",
                "VIN = 5.0V, IOUT = 500mA\nVIN = 3.6V, IOUT = 500mA\n"
                "VIN = 2.5V, IOUT = 500mA\nVIN = 1.5V, IOUT = 100mA",
                "",
                "44\n52\n65\n105",
                "55\n65\n80\n135",
                "m" + OHM + "\nm" + OHM + "\nm" + OHM + "\nm" + OHM,
            ],
            ["TC_{RDS}", "On Resistance Temp. Coefficient", "", "", "2800", "", "ppm/\u00b0C"],
            [
                "R_{PD}",
                "Output Pull-Down Resistance",
                "EN = GND, ATK4285 only",
                "",
                "217",
                "280",
                OHM,
            ],
            ["Enable Input"],
            [
                "V_{EN(L)}",
                "Enable Threshold Low",
                "VIN = 1.5V to 2.7V\nVIN = 2.7V to 5.5V",
                "",
                "",
                "0.3\n0.4",
                "V\nV",
            ],
            [
                "V_{EN(H)}",
                "Enable Threshold High",
                "VIN = 1.5V to 2.7V\nVIN = 2.7V to 5.5V",
                "1.2\n1.5",
                "",
                "",
                "V\nV",
            ],
            ["R_{EN}", "EN Pull-Down Resistance", "", "", "5.5", "", "M" + OHM],
            ["Switching (VIN = 3.6V, RLOAD = 10" + OHM + ", CLOAD = 0.1" + MU + "F)"],
            [
                "t_{D(ON)}",
                "Output Turn-On Delay Time",
                "EN = 0 to VIN, 10% VOUT",
                "",
                "0.3",
                "0.6",
                "ms",
            ],
            ["t_{ON}", "Output Turn-On Rise Time", "10% to 90% VOUT", "0.6", "1.1", "1.8", "ms"],
            [
                "t_{D(OFF)}",
                "Output Turn-Off Delay Time",
                "EN = VIN to 0, 90% VOUT",
                "",
                "4",
                "10",
                MU + "s",
            ],
        ],
        7.1,
    )
    s.para("1. Specifications over temperature are guaranteed by design and characterization.", 6.8)

    # ---- page 3
    s.add_page()
    s.heading("Functional Description", 9.5)
    s.para(
        "The ATK4285/ATK4286 are slew rate controlled P-channel MOSFET load switches. When EN is "
        "pulled high the gate of the pass device is ramped slowly so that the output rises in "
        "about 1.1ms at 3.6V input; a load capacitance of 10" + MU + "F charged in 1.1ms from "
        "3.6V draws an inrush current of only about 33mA.",
        7.6,
    )
    s.para(
        "Current limiting and short-circuit protection: the ATK4285/ATK4286 have no current limit "
        "and no thermal shutdown. The continuous switch current must be kept below 2A and the "
        "power dissipated in RDS(ON) below the maximum power dissipation of the package. A short "
        "circuit at the output must be prevented by the system (fuse or supervisor).",
        7.6,
    )
    s.para(
        "Reverse blocking: when EN is low, the body diode of the pass device is disconnected and "
        "current cannot flow from OUT to IN even if VOUT exceeds VIN (up to 5.5V). When EN is "
        "high, the switch conducts in both directions.",
        7.6,
    )
    s.para(
        "Enable input: EN has an internal 5.5M" + OHM + " pull-down, so the switch stays off when "
        "EN floats. The enable thresholds allow direct drive from 1.8V, 2.5V or 3.3V logic; EN may "
        "be driven above VIN (up to 6V).",
        7.6,
    )
    s.figure(
        "Figure 1. RDS(ON) vs. Input Voltage (IOUT = 500mA)",
        "Input Voltage (V)",
        "RDS(ON) (m\u03a9)",
        ["1.5", "2.5", "3.5", "4.5", "5.5"],
        ["30", "50", "70", "90", "110"],
        [
            ("TA = 85\u00b0C", [(0, 0.98), (0.25, 0.55), (0.5, 0.42), (0.75, 0.35), (1, 0.31)]),
            ("TA = 25\u00b0C", [(0, 0.9), (0.25, 0.44), (0.5, 0.3), (0.75, 0.22), (1, 0.18)]),
            ("TA = -40\u00b0C", [(0, 0.82), (0.25, 0.36), (0.5, 0.22), (0.75, 0.15), (1, 0.11)]),
        ],
    )
    s.figure(
        "Figure 2. Quiescent Current vs. Input Voltage (EN = VIN)",
        "Input Voltage (V)",
        "IQ (\u00b5A)",
        ["1.5", "2.5", "3.5", "4.5", "5.5"],
        ["0", "2", "4", "6", "8"],
        [("TA = 25\u00b0C", [(0, 0.2), (0.25, 0.35), (0.5, 0.5), (0.75, 0.66), (1, 0.8)])],
        height=100,
    )
    s.heading("Revision History", 9)
    revision_table(
        s,
        [
            ["2021-11", "1.0", "Initial release"],
            ["2023-05", "2.1", "Added SC70JW-6 package; RDS(ON) at 1.5V now at 100mA"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "atk4285.pdf")
