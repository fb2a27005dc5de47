"""Hold-out 10 datasheets: an IXYS-style low-side MOSFET gate driver pair
(inverting / non-inverting, electrical table continued on the next page with
its own condition sentence, stacked conditions and units in one cell) and an
Elmos-style CAN FD transceiver family (numbered characteristic rows whose row
numbers are not specifications, a version with and without a VIO pin).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
LE = "\u2264"


# ------------------------------------------------------ IXYS-style gate driver
def igd614(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="",
        header_right="",
        footer_left="Copyright \u00a9 2021 Ixtal Power Semiconductors          DS-IGD614-R02",
        footer_right="{page}",
        rule_color=(0, 70, 140),
        table_fill=(205, 220, 240),
        accent=(0, 60, 130),
        grid=True,
    )
    s = Sheet(style, "IGDN614 / IGDI614 14-Ampere Low-Side Ultrafast MOSFET Drivers")
    s.add_page()
    s.title_block(
        "IGDN614 / IGDI614",
        "14-Ampere Low-Side Ultrafast MOSFET Drivers",
        "Ixtal Power Semiconductors",
        size=20,
    )

    def left() -> None:
        s.heading("Features", 10)
        s.bullets(
            [
                "14A peak source/sink drive current",
                "Wide operating voltage range: 4.5V to 35V",
                "-40" + DEG + " to +125" + DEG + " extended operating temperature range",
                "Logic input withstands negative swing of up to 5V",
                "Matched rise and fall times",
                "Low propagation delay time",
                "Low output impedance",
                "Low supply current",
            ],
            7.6,
        )
        s.heading("Applications", 10)
        s.bullets(
            [
                "Driving MOSFETs and IGBTs",
                "Motor controls",
                "Line drivers",
                "DC to DC converters",
                "Class D switching amplifiers",
                "Pulse transformer driver",
            ],
            7.6,
        )

    def right() -> None:
        s.heading("General Description", 10)
        s.para(
            "The IGDN614 and IGDI614 are high speed, high current gate drivers "
            "specifically designed to drive the largest MOSFETs and IGBTs to their minimum "
            "switching time and maximum practical frequency limits. They can source and "
            "sink 14A of peak current while producing voltage rise and fall times of less "
            "than 60ns. The input of the drivers is compatible with TTL or CMOS and is "
            "virtually immune to latch-up over the entire operating range; the input "
            "thresholds do not depend on the supply voltage, so a 3.3V or 5V controller "
            "can drive the input directly while the output swings to VCC.",
            7.6,
        )
        s.para(
            "The IGDN614 is configured as a non-inverting driver, and the IGDI614 as an "
            "inverting driver. Both are available in the standard 8-pin P-DIP (PI), "
            "8-pin SOIC (SIA) with exposed metal back and 5-pin TO-263 (YI) packages.",
            7.6,
        )

    s.side_by_side(left, right, 200, 18)
    s.heading("Ordering Information", 10)
    s.table(
        [
            Col("Part Number", 80),
            Col("Description", 110),
            Col("Package Type", 95),
            Col("Packing Style", 70),
            Col("Pack Qty", 44, "C"),
            Col("Configuration", 100),
        ],
        [
            ["IGDN614PI", "14A Low Side Gate Driver", "8-Pin PDIP", "Tube", "50", "Non-Inverting"],
            [
                "IGDN614SIA",
                "14A Low Side Gate Driver",
                "8-Pin SOIC-EP",
                "Tube",
                "94",
                "Non-Inverting",
            ],
            [
                "IGDN614SIAT/R",
                "14A Low Side Gate Driver",
                "8-Pin SOIC-EP",
                '13" Tape and Reel',
                "2500",
                "Non-Inverting",
            ],
            [
                "IGDN614YI",
                "14A Low Side Gate Driver",
                "5-Pin TO-263",
                "Tube",
                "50",
                "Non-Inverting",
            ],
            ["IGDI614PI", "14A Low Side Gate Driver", "8-Pin PDIP", "Tube", "50", "Inverting"],
            ["IGDI614SIA", "14A Low Side Gate Driver", "8-Pin SOIC-EP", "Tube", "94", "Inverting"],
            ["IGDI614YI", "14A Low Side Gate Driver", "5-Pin TO-263", "Tube", "50", "Inverting"],
        ],
        7.0,
    )
    s.para(
        "NOTE: All parts are lead-free and RoHS compliant. Mounting or solder tabs on all "
        "packages are connected to ground.",
        7.0,
    )
    s.heading("Pin Description", 10)
    s.table(
        [
            Col("8-PIN", 40, "C"),
            Col("TO-263", 45, "C"),
            Col("Symbol", 50, "C"),
            Col("Function", 364),
        ],
        [
            [
                "1, 8",
                "1, 3",
                "VCC",
                "Supply voltage; bypass with a low-ESR 4.7"
                + MU
                + "F and a 0.1"
                + MU
                + "F ceramic capacitor",
            ],
            ["2", "2", "IN", "Input signal: TTL or CMOS compatible"],
            ["3", "-", "NC", "No connection"],
            ["4, 5", "4", "GND", "Ground; all grounds must be tied together"],
            [
                "6, 7",
                "5",
                "OUT",
                "Driver output; for application purposes this pin connects to the gate",
            ],
        ],
        7.0,
    )

    # ---- page 2
    s.add_page()
    s.heading("Absolute Maximum Ratings (Note 1)", 10)
    s.table(
        [Col("Parameter", 200), Col("Value", 150, "C")],
        [
            ["Supply Voltage", "40V"],
            ["All Other Pins (unless specified otherwise)", "-0.3V to VCC + 0.3V"],
            ["Input Voltage (IN)", "-5V to VCC + 0.3V"],
            ["Junction Temperature", "150" + DEG],
            ["Storage Temperature", "-65" + DEG + " to 150" + DEG],
            ["Lead Temperature (10s)", "300" + DEG],
        ],
        7.2,
    )
    s.heading("Operating Ratings", 10)
    s.table(
        [Col("Parameter", 200), Col("Value", 150, "C")],
        [
            ["Operating Supply Voltage", "4.5V to 35V"],
            ["Operating Temperature Range", "-40" + DEG + " to 125" + DEG],
        ],
        7.2,
    )
    s.heading("Electrical Characteristics @ TA = 25" + DEG + " (Note 2)", 10)
    s.para(
        "Unless otherwise noted, 4.5V " + LE + " VCC " + LE + " 35V. All voltage measurements "
        "with respect to GND. Device configured as described in Test Conditions.",
        7.2,
    )
    cols = [
        Col("Symbol", 44, "C"),
        Col("Parameter", 110),
        Col("Test Conditions", 150),
        Col("Min", 40, "C"),
        Col("Typ", 40, "C"),
        Col("Max", 45, "C"),
        Col("Units", 40, "C"),
    ]
    s.table(
        cols,
        [
            [
                "V_{IH}",
                "High input voltage",
                "4.5V " + LE + " VCC " + LE + " 18V",
                "3.0",
                "",
                "",
                "V",
            ],
            [
                "V_{IL}",
                "Low input voltage",
                "4.5V " + LE + " VCC " + LE + " 18V",
                "",
                "",
                "0.8",
                "V",
            ],
            ["V_{IN}", "Input voltage range", "", "-5", "", "VCC + 0.3", "V"],
            [
                "I_{IN}",
                "Input current",
                "0V " + LE + " VIN " + LE + " VCC",
                "-10",
                "",
                "10",
                MU + "A",
            ],
            ["V_{OH}", "High output voltage", "", "VCC - 0.025", "", "", "V"],
            ["V_{OL}", "Low output voltage", "", "", "", "0.025", "V"],
            [
                "R_{OH}",
                "High state output\nresistance",
                "VCC = 18V, IOUT = -10mA",
                "",
                "0.6",
                "0.8",
                OHM,
            ],
            [
                "R_{OL}",
                "Low state output\nresistance",
                "VCC = 18V, IOUT = 10mA",
                "",
                "0.4",
                "0.6",
                OHM,
            ],
            ["I_{PK}", "Peak output current", "VCC = 15V", "", "14", "", "A"],
            [
                "I_{DC}",
                "Continuous output\ncurrent",
                "Limited by package power\ndissipation",
                "",
                "",
                "4",
                "A",
            ],
            [
                "t_{R}",
                "Rise time",
                "CL = 15nF, VCC = 18V\nCL = 1nF, VCC = 18V",
                "",
                "45\n9",
                "60\n15",
                "ns",
            ],
            [
                "t_{F}",
                "Fall time",
                "CL = 15nF, VCC = 18V\nCL = 1nF, VCC = 18V",
                "",
                "40\n8",
                "55\n14",
                "ns",
            ],
            [
                "t_{ONDLY}",
                "On-time propagation\ndelay",
                "CL = 15nF, VCC = 18V\nIGDN614\nIGDI614",
                "",
                "\n40\n45",
                "\n50\n55",
                "ns",
            ],
            [
                "t_{OFFDLY}",
                "Off-time propagation\ndelay",
                "CL = 15nF, VCC = 18V",
                "",
                "42",
                "52",
                "ns",
            ],
            ["V_{CC}", "Power supply voltage", "", "4.5", "18", "35", "V"],
            [
                "I_{CC}",
                "Power supply current",
                "VIN = 3.5V\nVIN = 0V\nVIN = + VCC",
                "",
                "1\n0\n",
                "3\n10\n10",
                "mA\n" + MU + "A\n" + MU + "A",
            ],
        ],
        7.0,
    )
    s.para(
        "Note 1: Operating the device beyond the parameters listed as Absolute Maximum Ratings "
        "may cause permanent damage to the device. Exposure to absolute maximum rated "
        "conditions for extended periods may affect device reliability.  Note 2: Refer to the "
        "test circuit. Specifications continue on the next page.",
        6.8,
    )

    # ---- page 3
    s.add_page()
    s.heading(
        "Electrical Characteristics @ -40"
        + DEG
        + " "
        + LE
        + " TA "
        + LE
        + " 125"
        + DEG
        + " (continued)",
        10,
    )
    s.para(
        "Unless otherwise noted, 4.5V " + LE + " VCC " + LE + " 35V, Tj < 150" + DEG + ". "
        "Typical values are not given over temperature.",
        7.2,
    )
    s.table(
        cols,
        [
            [
                "V_{IH}",
                "High input voltage",
                "4.5V " + LE + " VCC " + LE + " 18V",
                "3.1",
                "",
                "",
                "V",
            ],
            [
                "V_{IL}",
                "Low input voltage",
                "4.5V " + LE + " VCC " + LE + " 18V",
                "",
                "",
                "0.7",
                "V",
            ],
            [
                "R_{OH}",
                "High state output\nresistance",
                "VCC = 18V, IOUT = -10mA",
                "",
                "",
                "1.2",
                OHM,
            ],
            [
                "R_{OL}",
                "Low state output\nresistance",
                "VCC = 18V, IOUT = 10mA",
                "",
                "",
                "0.9",
                OHM,
            ],
            ["t_{R}", "Rise time", "CL = 15nF, VCC = 18V", "", "", "75", "ns"],
            ["t_{F}", "Fall time", "CL = 15nF, VCC = 18V", "", "", "70", "ns"],
            ["t_{ONDLY}", "On-time propagation\ndelay", "CL = 15nF, VCC = 18V", "", "", "70", "ns"],
            [
                "I_{CC}",
                "Power supply current",
                "VIN = 3.5V\nVIN = 0V",
                "",
                "",
                "4\n20",
                "mA\n" + MU + "A",
            ],
        ],
        7.0,
    )
    s.heading("Thermal Characteristics", 10)
    s.table(
        [Col("Package", 120), Col("Symbol", 60, "C"), Col("Typ", 60, "C"), Col("Units", 60, "C")],
        [
            ["8-Pin PDIP (PI)", "\u03b8_{JA}", "125", DEG + "/W"],
            ["8-Pin SOIC-EP (SIA)", "\u03b8_{JA}", "85", DEG + "/W"],
            ["5-Pin TO-263 (YI)", "\u03b8_{JC}", "0.55", DEG + "/W"],
        ],
        7.2,
    )
    s.heading("Truth Table", 10)
    s.table(
        [Col("IN", 80, "C"), Col("OUT (IGDN614)", 110, "C"), Col("OUT (IGDI614)", 110, "C")],
        [["Low (< VIL)", "Low", "High"], ["High (> VIH)", "High", "Low"]],
        7.2,
    )
    s.heading("Supply Bypassing and Grounding", 10)
    s.para(
        "Charging and discharging large capacitive loads quickly requires very high peak "
        "currents from VCC. To deliver 14A in 20ns, a low-ESR 4.7" + MU + "F capacitor in "
        "parallel with a 0.1" + MU + "F ceramic capacitor should be placed within 5mm of "
        "the VCC pins. Keep the output-to-gate trace short; 5 to 10 nH of loop inductance "
        "can produce ringing that exceeds the absolute maximum ratings of the gate.",
        7.4,
    )
    s.para(
        "Power dissipation is the sum of the quiescent power, the transition power and the "
        "power delivered to the gate capacitance (P = C x VCC^2 x f). The designer must "
        "ensure that the junction temperature stays below 150" + DEG + " using the thermal "
        "resistance of the chosen package and board layout.",
        7.4,
    )
    revision_table(
        s,
        [
            ["09/2019", "R01", "Initial release"],
            ["03/2021", "R02", "Added TO-263 package; updated thermal data"],
        ],
        (70, 50, 250),
    )
    return save(s, out / "igd614.pdf")


# ------------------------------------------------ Elmos-style CAN FD transceiver
def eac2551(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="EAC2551 \u2013 CAN FD Transceiver",
        header_right="Emsland Automotive ICs",
        footer_left="Emsland Automotive ICs GmbH reserves the right to make changes without further notice.   QM-No.: 25DS0551E.03",
        footer_right="{page}/{nb}",
        rule_color=(120, 120, 120),
        table_fill=(225, 225, 225),
        accent=(0, 110, 60),
        grid=True,
    )
    s = Sheet(style, "EAC2551 CAN FD Transceiver")
    s.add_page()
    s.title_block(
        "EAC2551",
        "High-Speed CAN FD Transceiver with Standby Mode",
        "Production data  \u2013  EAC2551-A (5V I/O)  \u2013  EAC2551-V (VIO supply pin)",
        size=20,
    )

    def left() -> None:
        s.heading("Features", 10)
        s.bullets(
            [
                "ISO 11898-2:2016 and SAE J2284-1 to -5 compliant",
                "CAN FD data rates up to 5 Mbit/s",
                "Supply voltage range 4.5 V to 5.5 V",
                "EAC2551-V: VIO pin for direct interfacing to 1.8 V to 5 V microcontrollers",
                "Bus pins protected up to \u00b158 V",
                "Low-power standby mode with remote wake-up",
                "Undervoltage detection on VCC (and VIO)",
                "Thermal shutdown protection",
                "TXD dominant time-out function",
                "AEC-Q100 grade 1 qualified",
            ],
            7.4,
        )

    def right() -> None:
        s.heading("General Description", 10)
        s.para(
            "The EAC2551 is a high-speed CAN transceiver that provides an interface between "
            "a Controller Area Network (CAN) protocol controller and the physical two-wire CAN "
            "bus. It is designed for high-speed CAN applications in the automotive industry, "
            "providing differential transmit and receive capability.",
            7.4,
        )
        s.para(
            "On the EAC2551-A the digital pins TXD, RXD and STB are referenced to VCC; the "
            "RXD output therefore swings to the 5 V supply. The EAC2551-V has a separate "
            "VIO pin on pin 5 that sets the level of TXD, RXD and STB, so it can be "
            "connected directly to a 3.3 V or 1.8 V microcontroller.",
            7.4,
        )
        s.heading("Applications", 10)
        s.bullets(
            [
                "Body and comfort electronics",
                "Industrial CAN networks",
                "Battery management systems",
            ],
            7.4,
        )

    s.side_by_side(left, right, 235, 18)
    s.heading("Ordering Information", 10)
    s.table(
        [
            Col("Product ID", 110),
            Col("Package", 90),
            Col("Pin 5", 100),
            Col("Delivery", 90),
            Col("Temperature", 109),
        ],
        [
            ["EAC2551-A-SOD", "SO8", "NC", "Tape & Reel", "-40 " + DEG + " to +125 " + DEG],
            ["EAC2551-V-SOD", "SO8", "VIO", "Tape & Reel", "-40 " + DEG + " to +125 " + DEG],
            ["EAC2551-V-DFN", "DFN8 3x3", "VIO", "Tape & Reel", "-40 " + DEG + " to +125 " + DEG],
        ],
        7.2,
    )
    s.heading("Pin Description", 10)
    s.table(
        [Col("Pin", 30, "C"), Col("Name", 50, "C"), Col("Type", 40, "C"), Col("Description", 379)],
        [
            ["1", "TXD", "I", "Transmit data input; internal pull-up to VCC (-A) or VIO (-V)"],
            ["2", "GND", "S", "Ground"],
            ["3", "VCC", "S", "Transceiver supply voltage"],
            ["4", "RXD", "O", "Receive data output; reads out data from the bus lines"],
            ["5", "NC / VIO", "S", "-A: not connected; -V: supply for the digital I/O"],
            ["6", "CANL", "I/O", "LOW-level CAN bus line"],
            ["7", "CANH", "I/O", "HIGH-level CAN bus line"],
            ["8", "STB", "I", "Standby mode control input (high = standby)"],
        ],
        7.2,
    )

    # ---- page 2
    s.add_page()
    s.heading("1  Absolute Maximum Ratings", 10)
    s.para(
        "Stresses beyond these values might cause permanent damage to the device. All "
        "voltages referred to GND.",
        7.2,
    )
    cols = [
        Col("No.", 30, "C"),
        Col("Description", 140),
        Col("Condition", 110),
        Col("Symbol", 45, "C"),
        Col("Min", 40, "C"),
        Col("Typ", 35, "C"),
        Col("Max", 50, "C"),
        Col("Unit", 49, "C"),
    ]
    s.table(
        cols,
        [
            ["1.1", "Supply voltage VCC", "", "V_{CC}", "-0.3", "", "6", "V"],
            ["1.2", "I/O supply voltage VIO", "EAC2551-V only", "V_{IO}", "-0.3", "", "6", "V"],
            ["1.3", "Voltage on TXD, RXD, STB", "", "V_{IO_x}", "-0.3", "", "VIO + 0.3", "V"],
            ["1.4", "Voltage on CANH, CANL", "", "V_{BUS}", "-58", "", "58", "V"],
            ["1.5", "Differential bus voltage", "", "V_{DIFF}", "-27", "", "27", "V"],
            ["1.6", "ESD HBM, bus pins to GND", "AEC-Q100-002", "V_{ESD}", "-8", "", "8", "kV"],
            ["1.7", "Junction temperature", "", "T_{J}", "-40", "", "150", DEG],
            ["1.8", "Storage temperature", "", "T_{STG}", "-55", "", "150", DEG],
        ],
        7.0,
    )
    s.para("For the EAC2551-A, VIO in row 1.3 is the internally connected VCC.", 6.8)
    s.heading("2  Recommended Operating Conditions", 10)
    s.table(
        cols,
        [
            ["2.1", "Supply voltage", "", "V_{CC}", "4.5", "5.0", "5.5", "V"],
            ["2.2", "I/O supply voltage", "EAC2551-V only", "V_{IO}", "1.7", "", "5.5", "V"],
            ["2.3", "Ambient temperature", "", "T_{A}", "-40", "", "125", DEG],
            ["2.4", "Data rate", "CAN FD data phase", "", "", "", "5", "Mbit/s"],
        ],
        7.0,
    )
    s.heading("3  Electrical Characteristics", 10)
    s.para(
        "VCC = 4.5 V to 5.5 V, VIO = 1.7 V to 5.5 V (EAC2551-V; on the EAC2551-A VIO = "
        "VCC), RL = 60 " + OHM + ", CL = 100 pF, TA = -40 " + DEG + " to +125 " + DEG + ", "
        "unless otherwise specified. Typical values at VCC = 5 V, TA = 25 " + DEG + ".",
        7.2,
    )
    s.table(
        cols,
        [
            ["Supply"],
            [
                "3.1",
                "Supply current VCC",
                "Normal mode, dominant,\nTXD = 0 V\nNormal mode, recessive",
                "I_{CC}",
                "",
                "45\n\n5",
                "70\n\n10",
                "mA",
            ],
            [
                "3.2",
                "Supply current VCC",
                "Standby mode, STB = high",
                "I_{CC_STB}",
                "",
                "8",
                "15",
                MU + "A",
            ],
            [
                "3.3",
                "Supply current VIO",
                "Normal mode, TXD = VIO\nStandby mode",
                "I_{IO}",
                "",
                "100\n1",
                "250\n3",
                MU + "A",
            ],
            ["3.4", "VCC undervoltage threshold", "falling VCC", "V_{UVCC}", "3.5", "", "4.3", "V"],
            ["Digital inputs TXD, STB"],
            ["3.5", "High-level input voltage", "", "V_{IH}", "0.7 x VIO", "", "", "V"],
            ["3.6", "Low-level input voltage", "", "V_{IL}", "", "", "0.3 x VIO", "V"],
            ["3.7", "TXD pull-up resistance", "", "R_{PU}", "20", "", "80", "k" + OHM],
        ],
        7.0,
    )

    # ---- page 3
    s.add_page()
    s.heading("3  Electrical Characteristics (continued)", 10)
    s.table(
        cols,
        [
            ["Receive data output RXD"],
            [
                "3.8",
                "High-level output voltage",
                "IRXD = -2 mA",
                "V_{OH}",
                "VIO - 0.4",
                "",
                "",
                "V",
            ],
            ["3.9", "Low-level output voltage", "IRXD = 2 mA", "V_{OL}", "", "", "0.4", "V"],
            ["Bus lines CANH, CANL"],
            [
                "3.10",
                "Dominant output voltage",
                "CANH, TXD = 0 V\nCANL, TXD = 0 V",
                "V_{O(dom)}",
                "2.75\n0.5",
                "3.5\n1.5",
                "4.5\n2.25",
                "V",
            ],
            [
                "3.11",
                "Recessive output voltage",
                "TXD = VIO, no load",
                "V_{O(rec)}",
                "2",
                "0.5 x VCC",
                "3",
                "V",
            ],
            [
                "3.12",
                "Differential receiver threshold",
                "Normal mode\nStandby mode",
                "V_{TH}",
                "0.5\n0.4",
                "",
                "0.9\n1.15",
                "V",
            ],
            ["3.13", "Common-mode input range", "", "V_{CM}", "-12", "", "12", "V"],
            ["3.14", "Input resistance", "", "R_{IN}", "9", "15", "28", "k" + OHM],
            ["Timing"],
            ["3.15", "Loop delay TXD to RXD", "Normal mode", "t_{LOOP}", "", "120", "220", "ns"],
            ["3.16", "TXD dominant time-out", "", "t_{TO}", "0.8", "", "5", "ms"],
            ["3.17", "Bus wake-up time", "Standby mode", "t_{WAKE}", "0.5", "", "1.8", MU + "s"],
            ["Thermal"],
            ["3.18", "Thermal shutdown threshold", "", "T_{SD}", "", "175", "", DEG],
        ],
        7.0,
    )
    s.heading("4  Application Information", 10)
    s.para(
        "The bus must be terminated at both ends with 120 " + OHM + " (or split termination "
        "2 x 60 " + OHM + " with 4.7 nF). The maximum bus length depends on the data rate, the "
        "cable and the number of nodes and has to be verified in the system; it is not "
        "specified by this data sheet.",
        7.4,
    )
    s.para(
        "When the EAC2551-A is used with a 3.3 V microcontroller, the TXD input threshold "
        "(0.7 x VCC) and the 5 V RXD output level have to be checked against the "
        "microcontroller. For such systems the EAC2551-V with VIO connected to the "
        "microcontroller supply is recommended.",
        7.4,
    )
    s.para(
        "A 100 nF decoupling capacitor should be placed close to VCC (and VIO). If STB is "
        "not used it must be connected to GND; an open STB pin is pulled to standby.",
        7.4,
    )
    revision_table(
        s,
        [
            ["2022-05", "01", "Preliminary"],
            ["2023-02", "02", "Production data"],
            ["2024-01", "03", "DFN8 package added"],
        ],
        (70, 50, 250),
    )
    return save(s, out / "eac2551.pdf")
