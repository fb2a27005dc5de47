"""Hold-out 11 datasheets: serial interface chips.

A Sipex-style 3 V / 5 V RS-232 transceiver family (absolute maximum ratings as
a dotted list, conditions in an "Unless otherwise noted" sentence, stacked
per-supply thresholds, a timing table with one column group per version
continued on the next page) and an FTDI-style USB-to-UART bridge (numbered
document sections, one I/O table per VCCIO level, a table continued on the next
page, decoy part-number, MTTF and buffer-size numbers).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
LE = "\u2264"


# --------------------------------------------------------- Sipex-style RS-232
def ksp3232(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="",
        header_right="KSP3232E / KSP3232EH",
        footer_left="Date: 05/19/22   KSP3232E True +3.0V to +5.5V RS-232 Transceivers   "
        "\u00a9 Copyright 2022 Sierra Pacific Linear",
        footer_right="{page}",
        rule_color=(0, 0, 0),
        table_fill=None,
        accent=(0, 0, 110),
        grid=True,
    )
    s = Sheet(style, "KSP3232E True +3.0V to +5.5V RS-232 Transceivers")
    s.add_page()
    s.title_block(
        "KSP3232E / KSP3232EH",
        "True +3.0V to +5.5V RS-232 Transceivers",
        "",
        size=20,
    )

    def feats() -> None:
        s.bullets(
            [
                "Meets true EIA/TIA-232-F Standards from a +3.0V to +5.5V power supply",
                "Interoperable with EIA/TIA-232 and adheres to EIA/TIA-562 down to a +2.7V power source",
                "Minimum 235kbps data rate under load (KSP3232E)",
                "1000kbps data rate under load (KSP3232EH)",
                "Regulated Charge Pump Yields Stable RS-232 Outputs Regardless of VCC Variations",
                "Enhanced ESD Specifications:",
                "  \u00b115kV Human Body Model",
                "  \u00b115kV IEC61000-4-2 Air Discharge",
                "  \u00b18kV IEC61000-4-2 Contact Discharge",
                "Two drivers and two receivers",
            ],
            8.0,
        )

    def pins() -> None:
        s.caption("Now Available in Lead Free Packaging")
        y = s.get_y()
        s.set_fill_color(240, 240, 240)
        s.rect(s.l_margin, y, 190, 150, "F")
        s.set_font(s.family, "", 7)
        pins = [
            ("C1+", "VCC"),
            ("V+", "GND"),
            ("C1-", "T1OUT"),
            ("C2+", "R1IN"),
            ("C2-", "R1OUT"),
            ("V-", "T1IN"),
            ("T2OUT", "T2IN"),
            ("R2IN", "R2OUT"),
        ]
        for n, (left, right) in enumerate(pins):
            s.set_xy(s.l_margin + 8, y + 10 + n * 16)
            s.cell(80, 10, f"{left}  {n + 1}")
            s.set_xy(s.l_margin + 100, y + 10 + n * 16)
            s.cell(80, 10, f"{16 - n}  {right}", align="R")
        s.set_xy(s.l_margin, y + 154)
        s.caption("KSP3232E  16-pin SSOP / WSOIC / TSSOP")

    s.side_by_side(feats, pins, 280)
    s.heading("DESCRIPTION", 10)
    s.para(
        "The KSP3232E series is an RS-232 transceiver solution intended for portable or "
        "hand-held applications such as notebook or palmtop computers. The KSP3232E series "
        "has a high-efficiency, charge-pump power supply that requires only 0.1" + MU + "F "
        "capacitors in 3.3V operation. This charge pump allows the KSP3232E series to deliver "
        "true RS-232 performance from a single power supply ranging from +3.0V to +5.5V. The "
        "KSP3232E is a 2-driver/2-receiver device. The KSP3232EH is the high-speed version of "
        "the same circuit, with faster slew rates for data rates up to 1000kbps.",
        8.3,
    )
    s.heading("ORDERING INFORMATION", 10)
    s.table(
        [
            Col("Model", 120),
            Col("Temperature Range", 150, "C"),
            Col("Package Type", 130, "C"),
            Col("Version", 99, "C"),
        ],
        [
            ["KSP3232ECA", "0\u00b0C to +70\u00b0C", "16-pin SSOP", "235kbps"],
            ["KSP3232ECT", "0\u00b0C to +70\u00b0C", "16-pin WSOIC", "235kbps"],
            ["KSP3232EEA", "-40\u00b0C to +85\u00b0C", "16-pin SSOP", "235kbps"],
            ["KSP3232EET", "-40\u00b0C to +85\u00b0C", "16-pin WSOIC", "235kbps"],
            ["KSP3232EHCA", "0\u00b0C to +70\u00b0C", "16-pin SSOP", "1000kbps"],
            ["KSP3232EHEY", "-40\u00b0C to +85\u00b0C", "16-pin TSSOP", "1000kbps"],
        ],
        7.8,
    )
    s.para(
        'Available in lead free packaging. To order add "-L" suffix to part number. '
        "Example: KSP3232EEA/TR-L = tape and reel, 2500 pieces.",
        7.6,
    )

    # ---- page 2
    s.add_page()
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10)
    s.para(
        "These are stress ratings only and functional operation of the device at these "
        "ratings or any other above those indicated in the operation sections of the "
        "specifications below is not implied. Exposure to absolute maximum rating "
        "conditions for extended periods of time may affect reliability.",
        7.6,
    )

    def absmax() -> None:
        s.leaders(
            [
                ("VCC", "-0.3V to +6.0V"),
                ("V+ (NOTE 1)", "-0.3V to +7.0V"),
                ("V- (NOTE 1)", "+0.3V to -7.0V"),
                ("V+ + |V-| (NOTE 1)", "+13V"),
                ("ICC (DC VCC or GND current)", "\u00b1100mA"),
                ("Input Voltages", ""),
                ("  TxIN", "-0.3V to +6.0V"),
                ("  RxIN", "\u00b125V"),
            ],
            7.8,
        )

    def absmax2() -> None:
        s.leaders(
            [
                ("Output Voltages", ""),
                ("  TxOUT", "\u00b113.2V"),
                ("  RxOUT", "-0.3V to (VCC + 0.3V)"),
                ("Short-Circuit Duration, TxOUT", "Continuous"),
                ("Storage Temperature", "-65\u00b0C to +150\u00b0C"),
                ("Power Dissipation per package", ""),
                ("  16-pin SSOP (derate 9.69mW/\u00b0C above +70\u00b0C)", "775mW"),
                ("  16-pin WSOIC (derate 11.2mW/\u00b0C above +70\u00b0C)", "900mW"),
            ],
            7.8,
        )

    s.side_by_side(absmax, absmax2, 235, 24)
    s.para(
        "NOTE 1: V+ and V- can have maximum magnitudes of 7V, but their absolute difference cannot exceed 13V.",
        7.4,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 10)
    s.para(
        "Unless otherwise noted, the following specifications apply for VCC = +3.0V to +5.5V "
        "with TAMB = TMIN to TMAX, C1 - C4 = 0.1" + MU + "F. Typical values apply at VCC = "
        "+3.3V or +5.0V and TAMB = 25\u00b0C.",
        7.8,
    )
    ec = [
        Col("PARAMETER", 140),
        Col("MIN.", 45, "C"),
        Col("TYP.", 45, "C"),
        Col("MAX.", 45, "C"),
        Col("UNITS", 42, "C"),
        Col("CONDITIONS", 182),
    ]
    s.table(
        ec,
        [
            ["DC CHARACTERISTICS"],
            ["Supply Current", "", "0.3", "1.0", "mA", "no load, TAMB = +25\u00b0C, VCC = 3.3V"],
            ["LOGIC INPUTS AND OUTPUTS"],
            ["Input Logic Threshold LOW", "", "", "0.8", "V", "TxIN"],
            ["Input Logic Threshold HIGH", "2.0\n2.4", "", "", "V", "VCC = 3.3V\nVCC = 5.0V"],
            [
                "Input Leakage Current",
                "",
                "\u00b10.01",
                "\u00b11.0",
                MU + "A",
                "TxIN, TAMB = +25\u00b0C",
            ],
            ["Output Voltage LOW", "", "", "0.4", "V", "IOUT = 1.6mA"],
            ["Output Voltage HIGH", "VCC - 0.6", "VCC - 0.1", "", "V", "IOUT = -1.0mA"],
            ["DRIVER OUTPUTS"],
            [
                "Output Voltage Swing",
                "\u00b15.0",
                "\u00b15.4",
                "",
                "V",
                "All driver outputs loaded with 3k" + OHM + " to GND",
            ],
            ["Output Resistance", "300", "", "", OHM, "VCC = V+ = V- = 0V, TOUT = \u00b12V"],
            ["Output Short-Circuit Current", "", "\u00b135", "\u00b160", "mA", "VOUT = 0V"],
            ["RECEIVER INPUTS"],
            ["Input Voltage Range", "-15", "", "+15", "V", ""],
            ["Input Threshold LOW", "0.6\n0.8", "1.2\n1.5", "", "V", "VCC = 3.3V\nVCC = 5.0V"],
            ["Input Threshold HIGH", "", "1.5\n1.8", "2.4\n2.4", "V", "VCC = 3.3V\nVCC = 5.0V"],
            ["Input Hysteresis", "", "0.3", "", "V", ""],
            ["Input Resistance", "3", "5", "7", "k" + OHM, ""],
        ],
        7.6,
    )

    # ---- page 3
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS (continued)", 10)
    s.para(
        "Unless otherwise noted, VCC = +3.0V to +5.5V, TAMB = TMIN to TMAX, C1 - C4 = 0.1"
        + MU
        + "F. Typical values at VCC = +3.3V, TAMB = 25\u00b0C.",
        7.8,
    )
    tc = [
        Col("PARAMETER", 112),
        Col("CONDITIONS", 143),
        Col("MIN.", 34, "C"),
        Col("TYP.", 34, "C"),
        Col("MAX.", 34, "C"),
        Col("MIN.", 34, "C"),
        Col("TYP.", 34, "C"),
        Col("MAX.", 34, "C"),
        Col("UNITS", 40, "C"),
    ]
    s.table(
        tc,
        [
            ["TIMING CHARACTERISTICS"],
            [
                "Maximum Data Rate",
                "RL = 3k"
                + OHM
                + ", CL = 1000pF (E)\nRL = 3k"
                + OHM
                + ", CL = 250pF (EH)\none driver switching",
                "235",
                "",
                "",
                "1000",
                "",
                "",
                "kbps",
            ],
            [
                "Receiver Propagation Delay",
                "tPHL and tPLH, RxIN to RxOUT,\nCL = 150pF",
                "",
                "0.3",
                "",
                "",
                "0.15",
                "",
                MU + "s",
            ],
            ["Driver Skew", "| tPHL - tPLH |", "", "200", "", "", "100", "", "ns"],
            ["Receiver Skew", "| tPHL - tPLH |", "", "300", "", "", "100", "", "ns"],
            [
                "Transition-Region Slew Rate",
                "VCC = 3.3V, RL = 3k" + OHM + ",\nmeasured from +3V to -3V\nor -3V to +3V",
                "6",
                "",
                "30",
                "24",
                "",
                "150",
                "V/" + MU + "s",
            ],
        ],
        7.4,
        head_rows=[["", "", "KSP3232E", "<", "<", "KSP3232EH", "<", "<", ""]],
    )
    s.heading("CHARGE PUMP CAPACITORS", 10)
    s.table(
        [Col("VCC", 160, "C"), Col("C1", 110, "C"), Col("C2, C3, C4", 110, "C"), Col("Note", 119)],
        [
            ["3.0V to 3.6V", "0.1" + MU + "F", "0.1" + MU + "F", "standard"],
            ["4.5V to 5.5V", "0.047" + MU + "F", "0.33" + MU + "F", ""],
            ["3.0V to 5.5V", "0.1" + MU + "F", "0.47" + MU + "F", "wide supply"],
        ],
        7.8,
    )
    s.heading("PIN DESCRIPTION", 10)
    s.table(
        [Col("NAME", 70), Col("FUNCTION", 339), Col("PIN NO.", 90, "C")],
        [
            ["C1+", "Positive terminal of the voltage doubler charge-pump capacitor", "1"],
            ["V+", "Regulated +5.5V output generated by the charge pump", "2"],
            ["V-", "Regulated -5.5V output generated by the charge pump", "6"],
            ["T1IN, T2IN", "TTL/CMOS driver inputs", "11, 10"],
            ["R1OUT, R2OUT", "TTL/CMOS receiver outputs", "12, 9"],
            ["R1IN, R2IN", "RS-232 receiver inputs", "13, 8"],
            ["T1OUT, T2OUT", "RS-232 driver outputs", "14, 7"],
            ["GND", "Ground", "15"],
            ["VCC", "+3.0V to +5.5V supply voltage", "16"],
        ],
        7.6,
    )
    s.heading("DESCRIPTION (continued)", 10)
    s.para(
        "The drivers are inverting level transmitters that convert TTL or CMOS logic levels "
        "to 5.0V EIA/TIA-232 levels with an inverted sense relative to the input logic "
        "levels. The receivers convert EIA/TIA-232 levels to TTL or CMOS logic output levels; "
        "the receiver outputs swing from ground to VCC. Receiver inputs are internally "
        "terminated with 5k" + OHM + " to ground. The EIA/TIA-232 standard limits cable "
        "capacitance rather than cable length; the cable length that can be driven at a given "
        "data rate is not specified here.",
        8.0,
    )
    return save(s, out / "ksp3232.pdf")


# --------------------------------------------------------- FTDI-style USB-UART
def ktd232(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Copyright \u00a9 Fintec Devices International Limited",
        header_right="KTD232RQ USB UART IC Datasheet Version 2.10",
        footer_left="Document No.: KT_000053   Clearance No.: KTDI# 38",
        footer_right="{page}",
        rule_color=(0, 90, 60),
        table_fill=(210, 235, 220),
        accent=(0, 90, 60),
        grid=True,
    )
    s = Sheet(style, "KTD232RQ USB UART IC")
    s.add_page()
    s.title_block(
        "Fintec Devices International Ltd.",
        "KTD232RQ USB UART IC",
        "Document No.: KT_000053   Version 2.10   Clearance No.: KTDI# 38",
        size=16,
    )
    s.para(
        "The KTD232RQ is a USB to serial UART interface with the following advanced features:",
        8.2,
    )

    def left() -> None:
        s.bullets(
            [
                "Single chip USB to asynchronous serial data transfer interface.",
                "Entire USB protocol handled on the chip. No USB specific firmware programming required.",
                "Fully integrated 1024 bit EEPROM storing device descriptors and CBUS I/O configuration.",
                "Fully integrated USB termination resistors.",
                "Fully integrated clock generation with no external crystal required plus optional clock output selection.",
                "Data transfer rates from 300 baud to 3 Mbaud (RS422, RS485, RS232) at TTL levels.",
                "128 byte receive buffer and 256 byte transmit buffer utilising buffer smoothing technology.",
                "Configurable CBUS I/O pins.",
            ],
            7.6,
        )

    def right() -> None:
        s.bullets(
            [
                "Integrated +3.3V level converter for USB I/O.",
                "Integrated level converter on UART and CBUS for interfacing to between +1.8V and +5V logic.",
                "True 5V/3.3V/2.8V/1.8V CMOS drive output and TTL input.",
                "Configurable I/O pin output drive strength.",
                "Integrated power-on-reset circuit.",
                "+3.3V (using external oscillator) to +5.25V (internal oscillator) Single Supply Operation.",
                "Low operating and USB suspend current.",
                "UHCI/OHCI/EHCI host controller compatible.",
                "USB 2.0 Full Speed compatible.",
                "-40\u00b0C to 85\u00b0C extended operating temperature range.",
                "Available in compact Pb-free 28 Pin SSOP and QFN-32 packages.",
            ],
            7.6,
        )

    s.side_by_side(left, right, 245)
    s.heading("1  Typical Applications", 10)
    s.para(
        "USB to RS232/RS422/RS485 converters; upgrading legacy peripherals to USB; cellular "
        "and cordless phone USB data transfer cables and interfaces; interfacing MCU/PLD/FPGA "
        "based designs to USB; USB instrumentation; USB industrial control; USB MP3 player "
        "interface; USB flash card reader and writers.",
        7.8,
    )
    s.heading("1.1  Part Numbers", 10)
    s.table(
        [Col("Part Number", 150), Col("Package", 200), Col("Packing", 149, "C")],
        [
            ["KTD232RQ-REEL", "28 Pin SSOP", "Reel, 2000 pcs"],
            ["KTD232RQ-TUBE", "28 Pin SSOP", "Tube, 47 pcs"],
            ["KTD232RQQ-REEL", "32 Pin QFN", "Reel, 6000 pcs"],
        ],
        7.8,
    )
    s.para(
        "Note: Packing codes for x is: -REEL: Taped and Reel (SSOP is 2,000 pieces per reel, "
        "QFN is 6,000 pieces per reel). Neither the baud rate nor the I/O levels differ "
        "between the packages.",
        7.4,
    )
    s.heading("1.2  USB Compliant", 10)
    s.para(
        "The KTD232RQ is fully compliant with the USB 2.0 specification and has been given the USB-IF Test-ID (TID) 40680004.",
        7.8,
    )

    # ---- page 2
    s.add_page()
    s.heading("5  Device Characteristics and Ratings", 11)
    s.heading("5.1  Absolute Maximum Ratings", 10)
    s.para(
        "The absolute maximum ratings for the KTD232RQ devices are as follows. These are in "
        "accordance with the Absolute Maximum Rating System (IEC 60134). Exceeding these may "
        "cause permanent damage to the device.",
        7.6,
    )
    s.table(
        [Col("Parameter", 250), Col("Value", 159, "C"), Col("Unit", 90, "C")],
        [
            ["Storage Temperature", "-65\u00b0C to 150\u00b0C", "Degrees C"],
            [
                "Floor Life (Out of Bag) At Factory Ambient\n(30\u00b0C / 60% Relative Humidity)",
                "168 Hours\n(IPC/JEDEC J-STD-033A MSL Level 3)",
                "Hours",
            ],
            ["Ambient Temperature (Power Applied)", "-40\u00b0C to 85\u00b0C", "Degrees C"],
            ["MTTF KTD232RQ", "11162037", "hours"],
            ["VCC Supply Voltage", "-0.5 to +6.00", "V"],
            ["DC Input Voltage \u2013 USBDP and USBDM", "-0.5 to +3.8", "V"],
            ["DC Input Voltage \u2013 High Impedance Bidirectionals", "-0.5 to + (VCC +0.5)", "V"],
            ["DC Input Voltage \u2013 All Other Inputs", "-0.5 to + (VCC +0.5)", "V"],
            ["DC Output Current \u2013 Outputs", "24", "mA"],
            ["Power Dissipation (VCC = 5.25V)", "500", "mW"],
        ],
        7.6,
    )
    s.heading("5.2  DC Characteristics", 10)
    s.para("DC Characteristics (Ambient Temperature = -40\u00b0C to +85\u00b0C)", 7.8, bold=True)
    dc = [
        Col("Parameter", 50),
        Col("Description", 150),
        Col("Minimum", 50, "C"),
        Col("Typical", 50, "C"),
        Col("Maximum", 50, "C"),
        Col("Units", 40, "C"),
        Col("Conditions", 109),
    ]
    s.caption("Table 5.2  Operating Voltage and Current")
    s.table(
        dc,
        [
            [
                "VCC1",
                "VCC Operating Supply Voltage",
                "4.0\n3.3",
                "---\n---",
                "5.25\n5.25",
                "V",
                "Using internal oscillator\nUsing external crystal",
            ],
            ["VCC2", "VCCIO Operating Supply Voltage", "1.8", "---", "5.25", "V", ""],
            ["Icc1", "Operating Supply Current", "---", "15", "---", "mA", "Normal Operation"],
            ["Icc2", "Operating Supply Current", "50", "70", "100", MU + "A", "USB Suspend"],
            ["3V3", "3.3V regulator output", "3.0", "3.3", "3.6", "V", "VCC = 5V"],
            ["I3V3", "3V3OUT output current", "---", "---", "50", "mA", "external load, VCC = 5V"],
        ],
        7.5,
    )
    s.caption(
        "Table 5.3  UART and CBUS I/O Pin Characteristics (VCCIO = +5.0V, Standard Drive Level)"
    )
    s.table(
        dc,
        [
            ["Voh", "Output Voltage High", "3.2", "4.1", "4.9", "V", "I source = 2mA"],
            ["Vol", "Output Voltage Low", "0.3", "0.4", "0.6", "V", "I sink = 2mA"],
            ["Vin", "Input Switching Threshold", "1.3", "1.6", "1.9", "V", "**"],
            ["VHys", "Input Switching Hysteresis", "50", "55", "60", "mV", "**"],
        ],
        7.5,
    )
    s.caption(
        "Table 5.4  UART and CBUS I/O Pin Characteristics (VCCIO = +3.3V, Standard Drive Level)"
    )
    s.table(
        dc,
        [
            ["Voh", "Output Voltage High", "2.2", "2.7", "3.2", "V", "I source = 1mA"],
            ["Vol", "Output Voltage Low", "0.3", "0.4", "0.5", "V", "I sink = 2mA"],
            ["Vin", "Input Switching Threshold", "1.0", "1.2", "1.5", "V", "**"],
            ["VHys", "Input Switching Hysteresis", "20", "25", "30", "mV", "**"],
        ],
        7.5,
    )
    s.para(
        "** Only input pins have this characteristic. The I/O levels follow VCCIO, not VCC.", 7.2
    )

    # ---- page 3
    s.add_page()
    s.caption(
        "Table 5.5  UART and CBUS I/O Pin Characteristics (VCCIO = +2.8V, Standard Drive Level)"
    )
    s.table(
        dc,
        [
            ["Voh", "Output Voltage High", "2.1", "2.6", "2.8", "V", "I source = 1mA"],
            ["Vol", "Output Voltage Low", "0.3", "0.4", "0.5", "V", "I sink = 2mA"],
            ["Vin", "Input Switching Threshold", "1.0", "1.2", "1.5", "V", "**"],
            ["VHys", "Input Switching Hysteresis", "20", "25", "30", "mV", "**"],
        ],
        7.5,
    )
    s.caption(
        "Table 5.6  UART and CBUS I/O Pin Characteristics (VCCIO = +1.8V, Standard Drive Level)"
    )
    s.table(
        dc,
        [
            ["Voh", "Output Voltage High", "1.22", "1.35", "1.8", "V", "I source = 0.2mA"],
            ["Vol", "Output Voltage Low", "0.3", "0.4", "0.5", "V", "I sink = 0.5mA"],
            ["Vin", "Input Switching Threshold", "0.8", "0.9", "1.0", "V", "**"],
            ["VHys", "Input Switching Hysteresis", "20", "25", "30", "mV", "**"],
        ],
        7.5,
    )
    s.para(
        "Note: The UART and CBUS I/O pins are configurable to use high drive (6 mA source / "
        "sink at VCCIO = 5.0V) through the internal EEPROM; characteristics for the high "
        "drive level are not listed here.",
        7.4,
    )
    s.heading("5.3  EEPROM Reliability Characteristics", 10)
    s.table(
        [Col("Parameter", 250), Col("Value", 159, "C"), Col("Unit", 90, "C")],
        [["Minimum Read/Write Cycles", "10,000", "Cycles"], ["Data Retention", "15", "Years"]],
        7.6,
    )
    s.heading("6  UART Interface", 11)
    s.para(
        "The baud rate generator is derived from a 48 MHz internal clock through a 3 MHz "
        "reference: BaudRate = 3000000 / (n + x), where n is any integer between 2 and 16,384 "
        "and x is a sub-integer of 0, 0.125, 0.25, 0.375, 0.5, 0.625, 0.75 or 0.875. Special "
        "cases: a divisor of 1 gives 2 Mbaud and a divisor of 0 gives 3 Mbaud. Standard rates "
        "such as 9600, 115200 and 921600 baud are reached with an error below 3 %.",
        8.0,
    )
    s.para(
        "The UART signals TXD, RXD, RTS#, CTS#, DTR#, DSR#, DCD# and RI# are referenced to "
        "VCCIO: for a 3.3V MCU connect VCCIO to the 3V3OUT pin or to the MCU's 3.3V supply; "
        "for a 5V MCU connect VCCIO to VCC. CBUS outputs are intended for LEDs and logic "
        "inputs; drive a buzzer, relay or motor through a transistor, never directly.",
        8.0,
    )
    s.heading("7  Pin Description (excerpt)", 11)
    s.table(
        [Col("Pin No.", 60, "C"), Col("Name", 70), Col("Type", 60, "C"), Col("Description", 309)],
        [
            ["1", "TXD", "Output", "Transmit Asynchronous Data Output"],
            [
                "4",
                "VCCIO",
                "PWR",
                "+1.8V to +5.25V supply to the UART interface and CBUS group pins",
            ],
            ["5", "RXD", "Input", "Receiving Asynchronous Data Input"],
            [
                "15, 16",
                "USBDP, USBDM",
                "I/O",
                "USB data signals, include integrated series resistors",
            ],
            [
                "17",
                "3V3OUT",
                "Output",
                "+3.3V output from integrated LDO regulator (see Table 5.2)",
            ],
            ["20", "VCC", "PWR", "+3.3V to +5.25V supply to the device core"],
            [
                "22, 21, 10, 11, 9",
                "CBUS0 ... CBUS4",
                "I/O",
                "Configurable CBUS output only pins (TXLED#, RXLED#, PWREN#, ...)",
            ],
        ],
        7.5,
    )
    return save(s, out / "ktd232.pdf")
