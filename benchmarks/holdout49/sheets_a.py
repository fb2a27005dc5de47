"""Hold-out 49 datasheets, part 1: two programmable electronic load modules and two
resolver-to-digital converter ICs.

A German load-module data sheet (one column per version, table continued on
page 2), a Chinese load-module user manual (key-value lines, FAQ), a US analog
RDC data sheet (condition sentence, min/typ/max with blanks, timing table as
decoy) and a Japanese RDC specification (numbered items, typ.-only table).
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


# ------------------------------------------------ electronic load (German)
def lx300(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="Lastronik Messtechnik GmbH",
        header_right="LX 300 / LX 300-H",
        footer_left="Datenblatt / Data sheet 2024-01",
        footer_right="Seite {page} von {nb}",
        table_fill=None,
        grid=False,
    )
    s = Sheet(style, "LX 300 programmable DC electronic load module")
    s.add_page()
    s.title_block(
        "LX 300", "Programmable DC electronic load module, 300 W, CC / CV / CR / CP", "", 20
    )
    s.para(
        "The LX 300 is a programmable DC electronic load module for battery, power-supply and "
        "solar-panel testing. It is built into a test rack or used on the bench with a 12 V "
        "auxiliary supply; the power stage is isolated from the control side. The LX 300-H is "
        "the high-voltage version with a lower current range. Control via the isolated USB / "
        "RS-232 port (SCPI, 115200 bit/s, 8N1) or the analog programming input 0 ... 10 V.",
        8.5,
    )
    s.heading("Ordering information", 10, rule=True)
    s.table(
        [Col("Type", 120), Col("Order code", 120), Col("Input range", 259)],
        [
            ["LX 300", "LX-300-0580", "80 V / 40 A / 300 W"],
            ["LX 300-H", "LX-300-2015", "200 V / 15 A / 300 W"],
        ],
        8,
    )
    s.heading("Limit values", 10, rule=True)
    s.table(
        [
            Col("Parameter", 220),
            Col("LX 300", 90, "C"),
            Col("LX 300-H", 90, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Input voltage (DC), power terminals", "90", "220", "V"],
            ["Reverse input current (protection diode)", "40", "15", "A"],
            ["Auxiliary supply voltage", "-0.5 ... 16", "-0.5 ... 16", "V"],
            ["Ambient temperature, operating", "-10 ... +50", "-10 ... +50", DEG],
            ["Storage temperature", "-25 ... +70", "-25 ... +70", DEG],
        ],
        8,
    )
    s.heading("Table 1  Characteristics", 10, rule=True)
    s.para(
        "Tamb = 23 °C ± 5 K, auxiliary supply 12 V, after 30 min warm-up unless otherwise stated", 8
    )
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 50, "C"),
            Col("LX 300", 90, "C"),
            Col("LX 300-H", 90, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Input voltage range, operating", "V_{IN}", "0 ... 80", "0 ... 200", "V"],
            ["Input current range", "I_{IN}", "0 ... 40", "0 ... 15", "A"],
            ["Input power, continuous\n(Tamb up to 30 °C)", "P_{IN}", "300", "300", "W"],
            ["Input power, continuous\n(Tamb = 50 °C)", "P_{IN}", "200", "200", "W"],
            ["Minimum input voltage\nat full current", "V_{MIN}", "0.8", "2.5", "V"],
            ["Current setting resolution", "", "1", "0.5", "mA"],
            ["Current accuracy (CC mode)", "", PM + "(0.1 % + 20 mA)", PM + "(0.1 % + 8 mA)", ""],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Table 1  Characteristics (continued)", 10, rule=True)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 50, "C"),
            Col("LX 300", 90, "C"),
            Col("LX 300-H", 90, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            [
                "Voltage accuracy (CV mode)",
                "",
                PM + "(0.05 % + 10 mV)",
                PM + "(0.05 % + 25 mV)",
                "",
            ],
            ["Auxiliary supply voltage", "V_{AUX}", "10.8 ... 13.2", "10.8 ... 13.2", "V"],
            [
                "Auxiliary supply current\n(fan running)",
                "I_{AUX}",
                "typ. 350, max. 600",
                "typ. 350, max. 600",
                "mA",
            ],
            ["Auxiliary supply current\n(standby, fan off)", "I_{AUX}", "typ. 45", "typ. 45", "mA"],
            ["Analog programming input", "V_{PROG}", "0 ... 10", "0 ... 10", "V"],
            [
                "Operating temperature\n(full specification)",
                "T_{amb}",
                "0 ... +40",
                "0 ... +40",
                DEG,
            ],
        ],
        7.5,
    )
    s.heading("Interface", 10, rule=True)
    s.bullets(
        [
            "USB 2.0 full speed (virtual COM port) and RS-232, both galvanically isolated",
            "Baud rate 115200 bit/s fixed, 8 data bits, no parity, 1 stop bit",
            "Trigger input TRIG: 5 V TTL, 24 V tolerant; status output: open collector, max. 30 V / 20 mA",
        ],
        8.5,
    )
    s.heading("Terminals", 10, rule=True)
    s.table(
        [Col("Terminal", 60, "C"), Col("Name", 90), Col("Function", 349)],
        [
            ["X1.1", "LOAD+", "Power input, positive (M6 stud)"],
            ["X1.2", "LOAD-", "Power input, negative (M6 stud)"],
            ["X2.1", "+12V", "Auxiliary supply"],
            ["X2.2", "GND", "Auxiliary ground"],
            ["X3.1-4", "SENSE", "Remote sense (4-wire), 3 V max. drop compensation"],
        ],
        8,
    )
    s.heading("Notes", 10, rule=True)
    s.para(
        "Slew rate and transient response in CR and CP mode are not specified. Isolation between "
        "power terminals and the control side: 500 V DC (functional isolation only). Above "
        "30 °C the continuous power is derated linearly to 200 W at 50 °C.",
        8.5,
    )
    revision_table(s, [["2024-01-15", "1.2", "LX 300-H added"]], (100, 60, 339))
    return save(s, out / "lx300.pdf")


# ------------------------------------------------ electronic load (Chinese module manual)
def el150(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Shenzhen Qiheng Electronics",
        header_right="EL-150 User Manual V1.3",
        footer_left="www.qiheng-elec.example",
        footer_right="- {page} -",
        table_fill=(235, 235, 245),
    )
    s = Sheet(style, "EL-150 electronic load module user manual")
    s.add_page()
    s.title_block(
        "EL-150", "DC Electronic Load Module (Constant Current / Power / Resistance)", "", 18
    )
    s.heading("1. Product Introduction", 10)
    s.para(
        "EL-150 is a compact electronic load module with colour LCD, rotary encoder and "
        "TTL serial port. It tests batteries, chargers, USB power banks and power supplies. "
        "The EL-150 is the standard module; the EL-150F adds a larger fan and heat sink.",
        8.5,
    )
    s.heading("2. Main Parameters", 10)
    s.lines(
        [
            "Module power supply" + FWC + "DC 6" + FWT + "24V (or USB Type-C 5V)",
            "Module working current" + FWC + "<60mA (fan off), <180mA (fan on, 12V)",
            "Working temperature" + FWC + "-10" + FWT + "+45" + FW_C,
            "Serial port" + FWC + "TTL 3.3V, 9600bps (default), 8N1",
            "Display" + FWC + "1.44 inch colour LCD",
        ],
        8.5,
    )
    s.heading("3. Version Comparison", 10)
    s.table(
        [Col("Item", 170), Col("EL-150", 110, "C"), Col("EL-150F", 110, "C"), Col("Remark", 109)],
        [
            ["Input voltage", "1.5" + FWT + "30V", "1.5" + FWT + "60V", ""],
            ["Load current", "0.05" + FWT + "10A", "0.05" + FWT + "15A", "step 10mA"],
            ["Max. power", "75W", "150W", "continuous, 25" + FW_C],
            ["Peak power (≤10s)", "100W", "180W", ""],
            ["Voltage accuracy", PM + "(0.5%+0.05V)", PM + "(0.5%+0.05V)", ""],
            ["Current accuracy", PM + "(1%+0.03A)", PM + "(1%+0.03A)", ""],
            ["Size (mm)", "80×60×45", "100×70×70", ""],
        ],
        8,
    )
    s.heading("4. Interface Description", 10)
    s.table(
        [Col("No.", 40, "C"), Col("Name", 80), Col("Description", 379)],
        [
            ["1", "IN+ / IN-", "Load input, screw terminal (max. 6mm² wire)"],
            ["2", "VCC / GND", "Module power DC 6" + FWT + "24V"],
            ["3", "TX / RX", "TTL serial, 3.3V level, RX not 5V tolerant"],
            ["4", "USB-C", "5V power only, no data"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. Serial Commands", 10)
    s.table(
        [Col("Command", 120), Col("Example", 130), Col("Meaning", 249)],
        [
            ["Set current", "I:2.500", "set CC mode 2.500 A"],
            ["Set power", "P:050.0", "set CP mode 50.0 W"],
            ["Cut-off voltage", "LV:10.80", "stop at 10.80 V"],
            ["Read", "READ?", "returns V, A, W, Ah, Wh, time"],
        ],
        8,
    )
    s.heading("6. Protection", 10)
    s.bullets(
        [
            "Over-voltage protection" + FWC + "EL-150 32V, EL-150F 62V",
            "Over-temperature protection" + FWC + "heat sink 80" + FW_C,
            "Reverse connection" + FWC + "protected up to 10A (EL-150)",
        ],
        8.5,
    )
    s.heading("7. FAQ", 10)
    s.para(
        "Q" + FWC + "Can I connect the TTL port to a 5V Arduino UNO?  A" + FWC + "The RX pin is "
        "not 5V tolerant. Use a level shifter or a 1k/2k resistor divider on the Arduino TX line.",
        8.5,
    )
    s.para(
        "Q" + FWC + "Is the input isolated from the module power?  A" + FWC + "No. IN- and GND are "
        "connected inside the module. Isolation voltage is not specified.",
        8.5,
    )
    s.para(
        "Q" + FWC + "What is the dynamic (pulse) mode frequency?  A" + FWC + "Dynamic mode is not "
        "supported in firmware V1.3.",
        8.5,
    )
    revision_table(s, [["2024-01-15", "V1.3", "EL-150F added"]], (100, 60, 339))
    return save(s, out / "el-150.pdf")


# ------------------------------------------------ resolver-to-digital converter (US analog)
def rdc2614(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="ANVERA DEVICES",
        header_right="RDC2614",
        footer_left="Rev. B   Information furnished by Anvera Devices is believed to be accurate.",
        footer_right="Page {page} of {nb}",
        table_fill=(225, 225, 225),
    )
    s = Sheet(style, "RDC2614 variable resolution resolver-to-digital converter")
    s.add_page()
    s.title_block(
        "RDC2614", "Variable Resolution, 10-Bit to 16-Bit Resolver-to-Digital Converter", "", 20
    )

    def left() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "Resolution selectable 10, 12, 14, 16 bits",
                "Ratiometric tracking conversion",
                "Programmable sinusoidal excitation 2 kHz to 20 kHz",
                "Serial interface, SPI compatible",
                "Single 5 V supply, 2.3 V to 5.25 V logic interface",
                "-40 °C to +125 °C",
            ],
            8,
        )

    def right() -> None:
        s.heading("GENERAL DESCRIPTION", 9.5)
        s.para(
            "The RDC2614 is a complete 10-bit to 16-bit tracking resolver-to-digital converter "
            "with an on-board programmable excitation oscillator. The converter accepts 3.15 V "
            "p-p ± 27 % sine and cosine inputs. Two grades are offered: RDC2614A (standard "
            "accuracy) and RDC2614B (high accuracy). The serial port and logic pins run from "
            "VDRIVE, so the part talks directly to 3.3 V or 5 V controllers.",
            8,
        )

    s.side_by_side(left, right, 200)
    s.heading("SPECIFICATIONS", 10)
    s.para(
        "AVDD = DVDD = 5.0 V ± 5%, VDRIVE = 2.3 V to 5.25 V, TA = -40 °C to +125 °C, "
        "unless otherwise noted.",
        8,
    )
    s.table(
        [
            Col("Parameter", 190),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 45, "C"),
            Col("Test Conditions/Comments", 129),
        ],
        [
            ["ANGULAR ACCURACY"],
            ["RDC2614A", "", "", PM + "10.5", "arc min", "16-bit"],
            ["RDC2614B", "", "", PM + "5.5", "arc min", "16-bit"],
            ["TRACKING RATE"],
            ["10-bit resolution", "", "", "3125", "rps", ""],
            ["16-bit resolution", "", "", "156.25", "rps", ""],
            ["POWER SUPPLY"],
            ["AVDD, DVDD", "4.75", "5.0", "5.25", "V", ""],
            ["VDRIVE", "2.3", "", "5.25", "V", ""],
            ["IDD total", "", "14", "20", "mA", "excitation unloaded"],
            ["IDD power-down", "", "", "50", MU + "A", "RESET low"],
            ["LOGIC INPUTS"],
            ["Input High Voltage, V_{IH}", "0.7 × VDRIVE", "", "", "V", ""],
            ["Input Low Voltage, V_{IL}", "", "", "0.2 × VDRIVE", "V", ""],
            ["LOGIC OUTPUTS"],
            ["Output High Voltage, V_{OH}", "VDRIVE - 0.3", "", "", "V", "I_{SOURCE} = 1 mA"],
            ["Output Low Voltage, V_{OL}", "", "", "0.4", "V", "I_{SINK} = 1 mA"],
        ],
        7.2,
    )
    s.add_page()
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10)
    s.table(
        [Col("Parameter", 250), Col("Rating", 249)],
        [
            ["AVDD to AGND, DVDD to DGND", "-0.3 V to +7.0 V"],
            ["VDRIVE to DGND", "-0.3 V to AVDD + 0.3 V"],
            ["Digital input voltage to DGND", "-0.3 V to VDRIVE + 0.3 V"],
            ["Operating temperature range (ambient)", "-40 °C to +125 °C"],
            ["Storage temperature range", "-65 °C to +150 °C"],
        ],
        8,
    )
    s.heading("TIMING SPECIFICATIONS", 10)
    s.table(
        [
            Col("Parameter", 80, "C"),
            Col("Limit", 80, "C"),
            Col("Unit", 60, "C"),
            Col("Description", 279),
        ],
        [
            ["f_{SCLK}", "25", "MHz max", "Serial clock frequency, VDRIVE = 4.5 V to 5.25 V"],
            ["f_{SCLK}", "16", "MHz max", "Serial clock frequency, VDRIVE = 2.3 V to 3.6 V"],
            ["t_{1}", "25", "ns min", "CS falling to SCLK falling"],
            ["t_{2}", "12", "ns max", "SCLK to data valid"],
        ],
        8,
    )
    s.heading("PIN FUNCTION DESCRIPTIONS", 10)
    s.table(
        [Col("Pin No.", 60, "C"), Col("Mnemonic", 80), Col("Description", 359)],
        [
            ["1", "DGND", "Digital ground"],
            ["2", "DVDD", "Digital supply, 5 V"],
            ["9", "EXC", "Excitation output, 3.6 V p-p typ"],
            ["12", "SIN", "Sine input, 3.15 V p-p"],
            ["14", "COS", "Cosine input, 3.15 V p-p"],
            ["24", "VDRIVE", "Logic power supply, 2.3 V to 5.25 V"],
        ],
        8,
    )
    s.heading("ESD CAUTION", 10)
    s.para(
        "ESD (electrostatic discharge) sensitive device. The HBM withstand level of the "
        "RDC2614 is not specified in this revision.",
        8,
    )
    revision_table(s, [["1/2024", "B", "RDC2614B grade added"]], (100, 60, 339))
    return save(s, out / "rdc2614.pdf")


# ------------------------------------------------ resolver-to-digital converter (Japanese)
def tr7020(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Tsurumi Seiki Co., Ltd.",
        header_right="Specification No. TS-7020-03",
        footer_left="TR7020 Specification",
        footer_right="{page}/{nb}",
        table_fill=None,
    )
    s = Sheet(style, "TR7020 resolver-to-digital converter IC specification")
    s.add_page()
    s.title_block(
        "TR7020", "Resolver/Digital Converter IC (12-bit, parallel/serial output)", "", 19
    )
    s.heading("1. General", 10)
    s.para(
        "TR7020 is a tracking-type resolver/digital converter IC for servo motors and EV "
        "traction motors. Resolution is 12 bit (4096 counts/rev). The output is parallel 12-bit "
        "or A/B/Z encoder emulation. TR7020-E is the extended temperature version.",
        8.5,
    )
    s.heading("2. Absolute Maximum Ratings", 10)
    s.table(
        [Col("Item", 200), Col("Symbol", 70, "C"), Col("Rating", 150, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage", "V_{CC}", "-0.3" + FWT + "6.0", "V"],
            ["Input voltage (digital)", "V_{IN}", "-0.3" + FWT + "V_{CC}+0.3", "V"],
            ["Operating temperature", "T_{opr}", "-40" + FWT + "+105", FW_C],
            ["Storage temperature", "T_{stg}", "-55" + FWT + "+150", FW_C],
        ],
        8,
    )
    s.heading("3. Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Item", 170),
            Col("Symbol", 60, "C"),
            Col("TR7020", 110, "C"),
            Col("TR7020-E", 110, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "4.5" + FWT + "5.5", "4.5" + FWT + "5.5", "V"],
            ["Operating temperature", "T_{opr}", "-20" + FWT + "+85", "-40" + FWT + "+105", FW_C],
            ["Excitation frequency", "f_{EX}", "10k", "10k", "Hz"],
        ],
        8,
    )
    s.heading("4. Electrical Characteristics", 10)
    s.para("（Unless otherwise specified, Ta=25" + FW_C + ", VCC=5.0V）", 8)
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 50, "C"),
            Col("Conditions", 110),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Supply current", "I_{CC}", "no load", "", "18", "28", "mA"],
            ["High level input\nvoltage", "V_{IH}", "", "2.0", "", "", "V"],
            ["Low level input\nvoltage", "V_{IL}", "", "", "", "0.8", "V"],
            ["High level output\nvoltage", "V_{OH}", "I_{OH}=-4mA", "4.2", "", "", "V"],
            ["Low level output\nvoltage", "V_{OL}", "I_{OL}=4mA", "", "", "0.4", "V"],
            ["Angle accuracy", "", "", "", "", PM + "8", "LSB"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5. Reference Data (typ.)", 10)
    s.para("The following values are typical values for design reference, not guaranteed.", 8)
    s.table(
        [Col("Item", 200), Col("Condition", 150), Col("Typ.", 80, "C"), Col("Unit", 69, "C")],
        [
            ["Maximum tracking speed", "f_{EX}=10kHz", "60000", "min^{-1}"],
            ["Supply current", "Ta=105" + FW_C + ", VCC=5.5V", "24", "mA"],
            ["Settling time (179° step)", "", "8", "ms"],
            ["Encoder output frequency", "", "4.1", "MHz"],
        ],
        8,
    )
    s.heading("6. Terminal Description", 10)
    s.table(
        [Col("No.", 40, "C"), Col("Symbol", 70, "C"), Col("I/O", 40, "C"), Col("Function", 349)],
        [
            ["1", "VCC", "-", "Power supply 5V"],
            ["7", "S1/S3", "I", "Resolver SIN input"],
            ["8", "S2/S4", "I", "Resolver COS input"],
            ["20", "A", "O", "Encoder A phase, 1024 P/R"],
            ["21", "B", "O", "Encoder B phase, 1024 P/R"],
            ["22", "Z", "O", "Encoder Z phase"],
            ["32", "GND", "-", "Ground"],
        ],
        8,
    )
    s.heading("7. Notes", 10)
    s.bullets(
        [
            "Input terminals are 5V CMOS. 3.3V logic drive is possible because VIH min. is 2.0V.",
            "Package" + FWC + "QFP-44. Moisture sensitivity level" + FWC + "not specified.",
            "AEC-Q100 qualification" + FWC + "under evaluation.",
        ],
        8.5,
    )
    revision_table(s, [["2024-01-15", "03", "TR7020-E added"]], (100, 60, 339))
    return save(s, out / "tr7020.pdf")
