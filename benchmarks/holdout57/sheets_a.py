"""Hold-out 57 datasheets, part 1: a hall-effect current sensor module, an RS-485
transceiver IC, a MOSFET driver board and an NFC reader module.

A Chinese module manual translated into odd English (full-width punctuation, one
column per measuring range), a US analog house transceiver ("Note n" on every
limit, condition sentence, table continued on page 2), a British maker-shop board
whose electrical data is a bulleted spec list, and a Japanese NFC module
specification whose current table has one column per operating mode.
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
DOT = "\u30fb"
NO = "\u3001"


# ------------------------------------------------ hall current sensor module (Chinese)
def hcsh(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Ningbo Jinhuan Sensing Technology Co., Ltd.",
        header_right="HCS-H Series User Manual  V1.3",
        footer_left="www.jinhuan-sensing.example  Tel: 0574-8816-2290",
        footer_right="- {page} -",
        table_fill=(255, 236, 210),
        accent=(190, 60, 0),
    )
    s = Sheet(style, "HCS-H series hall current sensor module")
    s.add_page()
    s.title_block(
        "HCS-H05 / HCS-H20 / HCS-H30",
        "Hall Effect Current Sensor Module  User Manual",
        "Open loop hall principle" + DOT + "Ratiometric analog output" + DOT + "Isolated",
        18,
    )
    s.heading("1" + NO + "Product summary", 10.5, rule=True)
    s.para(
        "HCS-H series module is using the linear hall chip to measure the current which flow "
        "through the copper conductor, the output voltage is proportional with the current. "
        "The module can measure the AC and DC current. When there is no current flow, the "
        "output is sitting at half of the working voltage (VCC/2). The current path is "
        "isolated from the signal side, so it is convenient for the user to measure the high "
        "side current.",
        8.5,
    )
    s.heading("2" + NO + "Main parameter", 10.5, rule=True)
    s.lines(
        [
            "Working voltage" + FWC + "DC4.5V" + FWT + "5.5V" + LP + "typical 5V" + RP,
            "Static working current" + FWC + LE + "10mA" + LP + "VCC=5V, no current" + RP,
            "Output mode" + FWC + "analog voltage, zero point VCC" + "\u00d7" + "0.5",
            "Isolation withstand voltage" + FWC + "2.1kV rms / 1min",
            "Response time" + FWC + "5" + MU + "s" + LP + "90% step" + RP,
            "Use environment temperature" + FWC + "-40" + FW_C + FWT + "+85" + FW_C,
            "Storage temperature" + FWC + "-55" + FW_C + FWT + "+125" + FW_C,
            "Primary conductor resistance" + FWC + "1.2m" + OHM,
        ],
        9,
    )
    s.heading("3" + NO + "Model select table", 10.5, rule=True)
    s.para(LP + "Test condition" + FWC + "VCC=5.0V, Ta=25" + FW_C + RP, 8)
    s.table(
        [
            Col("Item", 150),
            Col("HCS-H05", 100, "C"),
            Col("HCS-H20", 100, "C"),
            Col("HCS-H30", 100, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Measure current range", PM + "5", PM + "20", PM + "30", "A"],
            ["Output sensitivity", "185", "100", "66", "mV/A"],
            ["Zero current output", "2.5", "2.5", "2.5", "V"],
            ["Total output error *1", PM + "1.5", PM + "1.5", PM + "1.5", "%"],
            ["Over current (no damage) *2", "5 times", "5 times", "3 times", "-"],
        ],
        8,
    )
    s.para(
        "*1 At 25" + FW_C + ", full range. *2 Pulse 1ms; do not continuous use the module "
        "over the measure current range, the conductor will be heating.",
        7.5,
    )
    s.heading("4" + NO + "Pin define", 10.5, rule=True)
    s.table(
        [Col("No.", 40, "C"), Col("Name", 70, "C"), Col("Function", 389)],
        [
            ["1", "VCC", "Power supply positive 5V"],
            ["2", "GND", "Power ground"],
            ["3", "OUT", "Analog output, 0.5V" + FWT + "4.5V"],
            ["4", "IP+", "Current input terminal (screw), M3"],
            ["5", "IP-", "Current output terminal (screw), M3"],
        ],
        8,
    )
    s.add_page()
    s.heading("5" + NO + "Use attention", 10.5, rule=True)
    s.bullets(
        [
            "The output is ratiometric with VCC. Please use stable 5V supply, the ripple of "
            "the supply will come to the output directly.",
            "When connect to MCU of 3.3V ADC, at the full positive current the OUT can reach to "
            "4.5V, please make resistor divider (for example 10k and 20k) before ADC pin.",
            "The module can not work at 3.3V supply, the hall chip will not start.",
            "The PCB is not coated. Please do not use in the place of water, oil or condensation.",
            "Please connect the wire of current path with enough cross section, for 30A use "
            "4mm\u00b2 wire at least.",
        ],
        8.5,
    )
    s.heading("6" + NO + "Calculate the current", 10.5, rule=True)
    s.para(
        "I = (Vout - VCC/2) / Sensitivity. Example: HCS-H20, Vout=3.1V, VCC=5.0V, "
        "I = (3.1 - 2.5) / 0.100 = 6A.",
        8.5,
    )
    s.heading("7" + NO + "Size", 10.5, rule=True)
    s.para("PCB 31mm \u00d7 13mm, hole 3mm, hole distance 25mm. Weight about 6g.", 8.5)
    s.heading("8" + NO + "FAQ", 10.5, rule=True)
    s.lines(
        [
            "Q" + FWC + "Can measure 220V AC current?",
            "A" + FWC + "Yes, the current path is isolated, but please make the safety "
            "cover by yourself.",
            "Q" + FWC + "Why the output is not 2.5V without current?",
            "A" + FWC + "Zero point follow VCC/2, and the nearby magnet will make offset.",
        ],
        8.5,
    )
    s.heading("9" + NO + "Revise record", 10.5, rule=True)
    revision_table(
        s,
        [["2022-03-10", "V1.2", "Add HCS-H30"], ["2023-08-02", "V1.3", "Add FAQ"]],
        (100, 70, 329),
    )
    return save(s, out / "hcs-h.pdf")


# ------------------------------------------------ RS-485 transceiver (US analog house)
def lx3485(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="HARLOW RIDGE SEMICONDUCTOR",
        header_right="LX3485E/LX3485EL",
        footer_left="Harlow Ridge Semiconductor, Inc.   19-4410; Rev 2; 6/23",
        footer_right="{page}",
        table_fill=(230, 230, 230),
        accent=(0, 0, 0),
    )
    s = Sheet(style, "LX3485E 3.3V RS-485 transceiver")
    s.add_page()
    s.title_block(
        "LX3485E/LX3485EL",
        "3.3V-Powered, ±15kV ESD-Protected, 20Mbps and Slew-Rate-Limited "
        "True RS-485/RS-422 Transceivers",
        "",
        20,
    )

    def left() -> None:
        s.heading("GENERAL DESCRIPTION", 9.5)
        s.para(
            "The LX3485E and LX3485EL are half-duplex transceivers for RS-485 and RS-422 "
            "communication, powered from a single 3.3V supply. The LX3485E is not slew-rate "
            "limited and transmits at up to 20Mbps; the LX3485EL slew-rate-limited driver "
            "reduces EMI and reflections with unterminated cables, allowing data rates up to "
            "250kbps. Both parts have a 1/8-unit-load receiver input, so up to 256 "
            "transceivers can share one bus, and a fail-safe receiver that outputs a logic "
            "high when the inputs are open or shorted.",
            8,
        )
        s.para(
            "A low-current shutdown mode is entered by driving RE high and DE low.",
            8,
        )

    def right() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "Operates from a Single 3.3V Supply",
                "Logic Inputs Tolerate 5V Signals (Note 2)",
                "±15kV ESD Protection on A and B (Human Body Model)",
                "1/8-Unit-Load: up to 256 Nodes",
                "Thermal Shutdown of the Driver",
                "8-Pin SO and DIP Packages",
            ],
            8,
        )

    s.side_by_side(left, right, 290)
    s.heading("ORDERING INFORMATION", 9.5)
    s.table(
        [
            Col("PART", 120),
            Col("TEMP RANGE", 130, "C"),
            Col("PIN-PACKAGE", 110, "C"),
            Col("DATA RATE", 139, "C"),
        ],
        [
            ["LX3485ECSA", "0°C to +70°C", "8 SO", "20Mbps"],
            ["LX3485EESA", "-40°C to +85°C", "8 SO", "20Mbps"],
            ["LX3485ELCPA", "0°C to +70°C", "8 PDIP", "250kbps"],
            ["LX3485ELESA", "-40°C to +85°C", "8 SO", "250kbps"],
        ],
        7.5,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS (Note 1)", 9.5)
    s.leaders(
        [
            ("Supply Voltage (VCC)", "+7V"),
            ("Control Input Voltage (RE, DE)", "-0.3V to +6V (Note 2)"),
            ("Driver Input Voltage (DI)", "-0.3V to +6V (Note 2)"),
            ("Driver Output Voltage (A, B)", "-7.5V to +12.5V (Note 3)"),
            ("Receiver Input Voltage (A, B)", "-7.5V to +12.5V (Note 3)"),
            ("Receiver Output Voltage (RO)", "-0.3V to (VCC + 0.3V)"),
            ("Operating Temperature Range LX3485E_C_", "0°C to +70°C"),
            ("Operating Temperature Range LX3485E_E_", "-40°C to +85°C"),
            ("Storage Temperature Range", "-65°C to +150°C"),
        ],
        7.5,
    )
    s.para(
        "Stresses beyond those listed under Absolute Maximum Ratings may cause permanent "
        "damage to the device. These are stress ratings only.",
        7,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5)
    s.para(
        "(VCC = 3.3V ±10%, TA = TMIN to TMAX, unless otherwise noted. Typical values are at "
        "VCC = 3.3V and TA = +25°C.) (Note 4)",
        7.5,
    )
    cols = [
        Col("PARAMETER", 150),
        Col("SYMBOL", 50, "C"),
        Col("CONDITIONS", 150),
        Col("MIN", 35, "C"),
        Col("TYP", 35, "C"),
        Col("MAX", 35, "C"),
        Col("UNITS", 34, "C"),
    ]
    s.table(
        cols,
        [
            ["DRIVER"],
            [
                "Differential Driver Output",
                "VOD",
                "RL = 54" + OHM + " (RS-485), Figure 1",
                "1.5",
                "",
                "",
                "V",
            ],
            ["Differential Driver Output\n(no load)", "VOD1", "Figure 1", "", "", "VCC", "V"],
            ["Input High Voltage (Note 5)", "VIH", "DE, DI, RE", "2.0", "", "", "V"],
            ["Input Low Voltage (Note 5)", "VIL", "DE, DI, RE", "", "", "0.8", "V"],
            ["Input Current", "IIN1", "DE, DI, RE", "", "", "±2", MU + "A"],
            ["RECEIVER"],
            [
                "Differential Input Threshold",
                "VTH",
                "-7V " + LE + " VCM " + LE + " 12V",
                "-200",
                "-125",
                "-50",
                "mV",
            ],
            ["Output High Voltage", "VOH", "IOUT = -4mA, VID = 200mV", "VCC - 0.4", "", "", "V"],
            ["Output Low Voltage", "VOL", "IOUT = 4mA, VID = -200mV", "", "", "0.4", "V"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS (continued)", 9.5)
    s.para(
        "(VCC = 3.3V ±10%, TA = TMIN to TMAX, unless otherwise noted. Typical values are at "
        "VCC = 3.3V and TA = +25°C.)",
        7.5,
    )
    s.table(
        cols,
        [
            ["SUPPLY"],
            ["Supply Voltage (Note 6)", "VCC", "", "3.0", "3.3", "3.6", "V"],
            ["Supply Current", "ICC", "No load, DE = VCC, RE = 0", "", "0.55", "1.1", "mA"],
            ["", "", "No load, DE = 0, RE = 0", "", "0.45", "0.9", "mA"],
            [
                "Supply Current in Shutdown\nMode",
                "ISHDN",
                "DE = 0, RE = VCC",
                "",
                "0.002",
                "1",
                MU + "A",
            ],
            ["SWITCHING, LX3485E"],
            ["Maximum Data Rate", "fMAX", "RDIFF = 54" + OHM, "20", "", "", "Mbps"],
            ["Driver Propagation Delay", "tDPLH", "CL = 50pF", "", "22", "35", "ns"],
            ["SWITCHING, LX3485EL"],
            ["Maximum Data Rate", "fMAX", "RDIFF = 54" + OHM, "250", "", "", "kbps"],
            ["Driver Propagation Delay", "tDPLH", "CL = 50pF", "", "900", "1500", "ns"],
        ],
        7.5,
    )
    s.heading("NOTES", 9.5)
    s.lines(
        [
            "Note 1: Absolute maximum ratings apply one at a time; all voltages are referred "
            "to GND.",
            "Note 2: DE, RE and DI accept 5V logic levels even when VCC = 3.3V. RO is not "
            "5V tolerant.",
            "Note 3: Bus pins A and B; applies with the device powered or unpowered.",
            "Note 4: Limits are 100% production tested at TA = +25°C; limits over "
            "temperature are guaranteed by design.",
            "Note 5: Thresholds are fixed and do not scale with VCC.",
            "Note 6: Operation at VCC = 5V is not supported; use the 5V family instead.",
        ],
        7.5,
        3,
    )
    s.heading("PIN DESCRIPTION", 9.5)
    s.table(
        [Col("PIN", 40, "C"), Col("NAME", 60, "C"), Col("FUNCTION", 399)],
        [
            ["1", "RO", "Receiver Output"],
            ["2", "RE", "Receiver Output Enable, active low"],
            ["3", "DE", "Driver Output Enable, active high"],
            ["4", "DI", "Driver Input"],
            ["5", "GND", "Ground"],
            ["6", "A", "Noninverting Receiver Input and Driver Output"],
            ["7", "B", "Inverting Receiver Input and Driver Output"],
            ["8", "VCC", "Positive Supply, bypass with 0.1" + MU + "F to GND"],
        ],
        7.5,
    )
    s.heading("FUNCTION TABLE (TRANSMITTING)", 9.5)
    s.table(
        [
            Col("RE", 60, "C"),
            Col("DE", 60, "C"),
            Col("DI", 60, "C"),
            Col("B", 60, "C"),
            Col("A", 60, "C"),
            Col("MODE", 199),
        ],
        [
            ["X", "1", "1", "0", "1", "Driving"],
            ["X", "1", "0", "1", "0", "Driving"],
            ["0", "0", "X", "High-Z", "High-Z", "Receiving"],
            ["1", "0", "X", "High-Z", "High-Z", "Shutdown"],
        ],
        7.5,
    )
    return save(s, out / "lx3485e.pdf")


# ------------------------------------------------ MOSFET driver board (British maker shop)
def mfd(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Kettlewell Robotics",
        header_right="MFD-1 / MFD-4 product notes",
        footer_left="Kettlewell Robotics Ltd, Unit 4 Canal Yard, Skipton  |  kettlewell.example",
        footer_right="Page {page} of {nb}",
        table_fill=(220, 232, 245),
        accent=(20, 60, 120),
    )
    s = Sheet(style, "MFD-1 / MFD-4 MOSFET driver board")
    s.add_page()
    s.title_block(
        "MFD-1 and MFD-4",
        "Opto-isolated N-channel MOSFET switch boards (1 and 4 channel)",
        "Low-side switching of LED strips, heaters, pumps and solenoids from any "
        "microcontroller pin",
        18,
    )
    s.heading("What it does", 10.5)
    s.para(
        "Each channel takes a logic or PWM signal on its TRIG input and switches the negative "
        "side of a DC load through a pair of N-channel MOSFETs in parallel. The trigger goes "
        "through an optocoupler, so the microcontroller ground does not have to be joined to "
        "the load ground. A small on-board regulator makes a 10 V gate rail from V+, which is "
        "why the board needs at least 5 V on V+ to switch fully on.",
        8.5,
    )
    s.heading("Spec at a glance", 10.5)
    s.bullets(
        [
            "Load supply V+: 5 V to 36 V DC",
            "Trigger signal: 3.3 V to 20 V (logic high), below 1 V = off",
            "Trigger current: about 6 mA at 5 V, about 3 mA at 3.3 V",
            "Continuous load current, MFD-1: 15 A with the supplied heatsink, 6 A without",
            "Continuous load current, MFD-4: 10 A per channel, 30 A for the whole board",
            "PWM: up to 20 kHz (the optocoupler limits the edges above this)",
            "MOSFETs: 40 V / 50 A rated, RDS(on) 7 m" + OHM + " each at VGS = 10 V",
            "Board current from V+ with all triggers off: under 2 mA",
            "Operating temperature: -20 " + DEG + " to +60 " + DEG,
            "Screw terminals: 5.08 mm pitch, 16 A, wire up to 2.5 mm\u00b2",
        ],
        8.5,
    )
    s.heading("Hooking it up", 10.5)
    s.para(
        "Connect your load supply to V+ and GND, the load between OUT+ and OUT-, and a GPIO "
        "pin and the microcontroller's ground to TRIG and TGND. The red LED follows the "
        "trigger. For an LED strip with its own 12 V adapter, 12 V goes on V+ and the strip's "
        "+ wire to OUT+.",
        8.5,
    )
    s.heading("Which board?", 10.5)
    s.table(
        [Col("", 190), Col("MFD-1", 150, "C"), Col("MFD-4", 159, "C")],
        [
            ["Channels", "1", "4"],
            ["Current per channel", "15 A (heatsink) / 6 A", "10 A"],
            ["Board total", "15 A", "30 A"],
            ["Flyback diode on output", "yes, 10 A Schottky", "no"],
            ["Size (mm)", "34 x 25", "72 x 50"],
            ["Weight", "9 g", "31 g"],
        ],
        8,
    )
    s.add_page()
    s.heading("Questions we get asked", 10.5)
    s.caption("Can I switch mains / AC with it?")
    s.para("No. DC loads only. MOSFETs cannot switch AC.", 8.5)
    s.caption("Do I need a diode for my motor or solenoid?")
    s.para(
        "On the MFD-1 the flyback diode is already fitted across OUT+ and OUT-. The MFD-4 "
        "has none: fit your own diode (1N5822 or similar) across every inductive load.",
        8.5,
    )
    s.caption("Is it protected against reverse polarity or shorts?")
    s.para(
        "There is no reverse-polarity protection and no current limit. Put a fuse in the V+ "
        "line sized for your load.",
        8.5,
    )
    s.caption("Can it do high-side switching?")
    s.para("No, the board switches the negative (low) side only.", 8.5)
    s.caption("Will it work from a Raspberry Pi?")
    s.para(
        "Yes. The trigger is happy with 3.3 V logic; see the trigger range in the spec list.",
        8.5,
    )
    s.heading("Terminal and header map", 10.5)
    s.table(
        [Col("Label", 80), Col("Where", 120), Col("Notes", 299)],
        [
            ["V+", "J1 pin 1", "load supply +"],
            ["GND", "J1 pin 2", "load supply -"],
            ["OUT+", "J2 pin 1", "tied to V+"],
            ["OUT-", "J2 pin 2", "switched by the MOSFETs"],
            ["TRIG1..4", "J3 pins 1-4", "opto LED anode via 470 " + OHM],
            ["TGND", "J3 pin 5", "opto LED cathode"],
        ],
        8,
    )
    s.heading("Changes", 10.5)
    revision_table(
        s,
        [
            ["May 2022", "1.0", "First release (MFD-1)"],
            ["Feb 2024", "1.1", "MFD-4 added; heatsink figure updated"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "mfd.pdf")


# ------------------------------------------------ NFC reader module (Japanese)
def nrm13(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Hakusan Musen Kogyo Co., Ltd.",
        header_right="NRM-13 Specification  Doc.No. HM-S-1307",
        footer_left="Specifications are subject to change without notice.",
        footer_right="{page}/{nb}",
        table_fill=None,
        accent=(0, 0, 0),
        grid=False,
    )
    s = Sheet(style, "NRM-13 NFC reader/writer module specification")
    s.add_page()
    s.title_block(
        "NRM-13S / NRM-13L",
        "13.56MHz NFC Reader/Writer Module  Specification",
        "Type: NRM-13S (PCB antenna) / NRM-13L (external antenna connector)",
        18,
    )
    s.heading("\u25a0 1. Outline", 10)
    s.para(
        "This module is a reader/writer for ISO/IEC 14443 Type A/B and FeliCa cards. The host "
        "interface is selected by the solder jumpers JP1/JP2 (SPI, I2C or high-speed UART). "
        "An LDO on the module supplies the 3.3V for the controller, so VDD may be 5V, but the "
        "interface signals are 3.3V level.",
        8.5,
    )
    s.heading("\u25a0 2. Absolute maximum ratings", 10)
    s.table(
        [Col("Item", 170), Col("Symbol", 70, "C"), Col("Rating", 170, "C"), Col("Unit", 89, "C")],
        [
            ["Supply voltage", "VDD", "-0.3" + FWT + "6.0", "V"],
            ["Input voltage (interface)", "VIN", "-0.3" + FWT + "3.6", "V"],
            ["Operating temperature", "Topr", "-30" + FWT + "+85", FW_C],
            ["Storage temperature", "Tstg", "-40" + FWT + "+85", FW_C],
        ],
        8,
    )
    s.heading("\u25a0 3. Recommended operating conditions", 10)
    s.table(
        [
            Col("Item", 170),
            Col("Symbol", 70, "C"),
            Col("Min.", 60, "C"),
            Col("Typ.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "VDD", "3.0", "5.0", "5.5", "V"],
            ["Operating temperature *1", "Topr", "-20", "", "+70", FW_C],
        ],
        8,
    )
    s.para(
        "*1 The reading distance is specified at 25"
        + FW_C
        + ". Between -30 and -20"
        + FW_C
        + " the module operates but the distance is not guaranteed.",
        7.5,
    )
    s.heading("\u25a0 4. Supply current by operating mode", 10)
    s.para(LP + "Ta=25" + FW_C + ", typ. values, NRM-13S" + RP, 8)
    s.table(
        [
            Col("", 110),
            Col("Card polling\n(RF field on)", 100, "C"),
            Col("Idle\n(RF field off)", 100, "C"),
            Col("Soft\npower-down", 95, "C"),
            Col("Hard power-down\n(RSTPDN=L)", 94, "C"),
        ],
        [
            ["VDD=3.3V", "62mA", "8.5mA", "35" + MU + "A", "10" + MU + "A"],
            ["VDD=5.0V", "68mA", "9.0mA", "120" + MU + "A", "95" + MU + "A"],
        ],
        8,
    )
    s.heading("\u25a0 5. Interface electrical characteristics", 10)
    s.para(LP + "VDD=3.0" + FWT + "5.5V, Ta=25" + FW_C + RP, 8)
    s.table(
        [
            Col("Item", 170),
            Col("Symbol", 70, "C"),
            Col("Min.", 60, "C"),
            Col("Typ.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["High level input voltage", "VIH", "2.0", "", "3.6", "V"],
            ["Low level input voltage", "VIL", "-0.3", "", "0.8", "V"],
            ["High level output voltage", "VOH", "2.9", "", "", "V"],
            ["SPI clock", "fSCK", "", "", "5", "MHz"],
            ["I2C clock", "fSCL", "", "", "400", "kHz"],
        ],
        8,
    )
    s.add_page()
    s.heading("\u25a0 6. RF characteristics", 10)
    s.table(
        [Col("Item", 170), Col("NRM-13S", 150, "C"), Col("NRM-13L *2", 179, "C")],
        [
            ["Carrier frequency", "13.56MHz", "13.56MHz"],
            ["Antenna", "PCB 30" + "\u00d7" + "40mm", "external, 50" + OHM + " U.FL"],
            ["Reading distance *3", "max. 45mm", "max. 90mm"],
            ["Supported cards", "ISO14443A/B, FeliCa", "ISO14443A/B, FeliCa"],
        ],
        8,
    )
    s.para(
        "*2 With the recommended 60" + "\u00d7" + "60mm antenna HM-ANT60. *3 ISO14443A "
        "card (ID-1 size), free air, Ta=25" + FW_C + ".",
        7.5,
    )
    s.heading("\u25a0 7. Host interface", 10)
    s.bullets(
        [
            "I2C: 7-bit slave address 0x24 (fixed)",
            "UART: 115200bps default, 8N1; can be changed to 9600/38400/230400bps by command",
            "SPI: mode 0, LSB first",
            "Interface pins are not 5V tolerant. With a 5V host, use a level shifter.",
        ],
        8.5,
        mark=DOT,
    )
    s.heading("\u25a0 8. Command codes (excerpt)", 10)
    s.table(
        [Col("Code", 70, "C"), Col("Name", 160), Col("Response", 70, "C"), Col("Remarks", 199)],
        [
            ["0x02", "GetFirmware", "0x03", "returns 4 bytes"],
            ["0x14", "SAMSetting", "0x15", "timeout 50ms units"],
            ["0x4A", "PollTarget", "0x4B", "max. 2 cards"],
            ["0x40", "DataExchange", "0x41", "max. 262 bytes"],
            ["0x16", "PowerDown", "0x17", "wake-up by I/O"],
        ],
        8,
    )
    s.heading("\u25a0 9. Pin assignment (CN1)", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 90), Col("I/O", 50, "C"), Col("Function", 309)],
        [
            ["1", "VDD", "-", "3.0" + FWT + "5.5V"],
            ["2", "GND", "-", "ground"],
            ["3", "SCK/SCL", "I", "SPI clock / I2C clock"],
            ["4", "MISO/SDA", "I/O", "SPI data out / I2C data"],
            ["5", "MOSI/TX", "I/O", "SPI data in / UART TX"],
            ["6", "NSS/RX", "I", "SPI select / UART RX"],
            ["7", "IRQ", "O", "interrupt, active L"],
            ["8", "RSTPDN", "I", "reset / hard power-down, active L"],
        ],
        8,
    )
    s.heading("\u25a0 10. Revision", 10)
    revision_table(
        s,
        [["2023.04.01", "1.0", "First issue"], ["2024.02.15", "1.1", "NRM-13L added"]],
        (100, 60, 339),
    )
    return save(s, out / "nrm-13.pdf")
