"""Generate the second hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout2/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family not used by the
first hold-out set: Analog Devices ADC, Maxim RTD converter, NXP single-gate
logic, Infineon smart high-side switch, Bosch environmental sensor, Silicon
Labs-style radio module, Microchip SPI ADC and a Chinese NDIR CO2 module
manual. Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from layout import Col, Sheet, Style, save

OUT = Path(__file__).resolve().parent / "datasheets"
M = "\u2212"  # the minus sign ADI and NXP typeset


# ------------------------------------------------------------ Analog Devices style
def avq7924(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Data Sheet",
        header_right="AVQ7924",
        footer_left="Rev. B",
        footer_right="Page {page} of {nb}",
        accent=(0, 60, 130),
        rule_color=(0, 60, 130),
        table_fill=(215, 225, 240),
    )
    s = Sheet(style, "AVQ7924 data sheet")
    s.add_page()
    s.title_block(
        "AVQ7924",
        "4-Channel, 12-Bit, Low Power ADC with I²C-Compatible Interface",
        "Avoquant Devices, Inc.",
    )
    s.heading("FEATURES")
    s.bullets(
        [
            "12-bit, 4-channel successive approximation ADC",
            "Specified for VDD of 2.7 V to 5.5 V",
            "Low power: 0.24 mA typical at 3 V and 400 kHz SCL",
            "Fast throughput rate: up to 140 kSPS (high speed mode)",
            "Sequencer operation; channel 3 may be used as reference input (VREF = 1.2 V to VDD)",
            "I²C-compatible serial interface supports standard, fast, and high speed modes",
            "Two versions allow two I²C addresses on one bus",
            "Automatic power-down after each conversion",
            "10-lead MSOP package",
        ]
    )
    s.heading("APPLICATIONS")
    s.bullets(
        [
            "System monitoring",
            "Battery-powered systems",
            "Data acquisition",
            "Medical instruments",
        ]
    )
    s.heading("GENERAL DESCRIPTION")
    s.para(
        "The AVQ7924 is a 12-bit, low power, successive approximation analog-to-digital converter (ADC) with an "
        "I²C-compatible interface. The part operates from a single 2.7 V to 5.5 V power supply and contains a "
        "4-channel multiplexer and track-and-hold amplifier that can handle input frequencies up to 14 MHz. "
        "A conversion is initiated by addressing the part for a read operation; the conversion result is "
        "returned MSB first. The reference for the AVQ7924 is either VDD or an external reference applied to "
        "the VIN3/VREF pin. The part powers down automatically between conversions, so the supply current "
        "scales with the throughput rate."
    )
    s.heading("PRODUCT HIGHLIGHTS")
    s.para(
        "1. Four single-ended analog inputs with a channel sequencer.  2. Low power consumption: the part "
        "enters power-down at the end of each conversion.  3. High speed mode I²C interface.  4. Reference "
        "derived from the power supply or from an external source of 1.2 V to VDD."
    )

    s.add_page()
    s.heading("SPECIFICATIONS")
    s.para(
        "VDD = 2.7 V to 5.5 V, VREF = VDD, fSCL = 3.4 MHz, TA = TMIN to TMAX, unless otherwise noted.",
        8,
    )
    s.caption("Table 1.")
    adi = [
        Col("Parameter", 170),
        Col("Min", 44, "C"),
        Col("Typ", 40, "C"),
        Col("Max", 44, "C"),
        Col("Unit", 38, "C"),
        Col("Test Conditions/Comments", 163),
    ]
    s.table(
        adi,
        [
            ["DYNAMIC PERFORMANCE"],
            [
                "  Signal-to-Noise + Distortion (SINAD)²",
                "70",
                "71",
                "",
                "dB",
                "fIN = 10 kHz sine wave",
            ],
            [
                "  Total Harmonic Distortion (THD)²",
                "",
                f"{M}84",
                f"{M}78",
                "dB",
                "fIN = 10 kHz sine wave",
            ],
            ["DC ACCURACY"],
            ["  Resolution", "12", "", "", "Bits", ""],
            ["  Integral Nonlinearity²", "", "±0.5", "±1", "LSB", ""],
            [
                "  Differential Nonlinearity²",
                "",
                "±0.5",
                "±0.9",
                "LSB",
                "Guaranteed no missed codes to 12 bits",
            ],
            ["  Offset Error²", "", "±0.8", "±4", "LSB", ""],
            ["  Gain Error²", "", "±1", "±3", "LSB", ""],
            ["ANALOG INPUT"],
            ["  Input Voltage Range", "0", "", "VREF", "V", ""],
            ["  DC Leakage Current", "", "", "±1", "µA", ""],
            ["  Input Capacitance", "", "20", "", "pF", "During acquisition phase"],
            ["REFERENCE INPUT"],
            ["  VREF Input Voltage Range", "1.2", "", "VDD", "V", ""],
            ["  DC Leakage Current", "", "", "±1", "µA", ""],
            ["LOGIC INPUTS (SDA, SCL)"],
            ["  Input High Voltage, VINH", "0.7 (VDD)", "", "", "V", ""],
            ["  Input Low Voltage, VINL", "", "", "0.3 (VDD)", "V", ""],
            ["  Input Leakage Current, IIN", "", "±0.1", "±1", "µA", "VIN = 0 V or VDD"],
            ["  Hysteresis, VHYST", "0.1 (VDD)", "", "", "V", ""],
            ["LOGIC OUTPUTS (OPEN DRAIN)"],
            ["  Output Low Voltage, VOL", "", "", "0.4", "V", "ISINK = 3 mA"],
            ["", "", "", "0.6", "V", "ISINK = 6 mA"],
            ["  Floating-State Leakage Current", "", "", "±1", "µA", ""],
            ["CONVERSION RATE"],
            ["  Conversion Time", "", "1", "", "µs", ""],
            ["  Throughput Rate³", "", "", "5.5", "kSPS", "fSCL = 100 kHz, standard mode"],
            ["", "", "", "22", "kSPS", "fSCL = 400 kHz, fast mode"],
            ["", "", "", "140", "kSPS", "fSCL = 3.4 MHz, high speed mode"],
            ["POWER REQUIREMENTS"],
            ["  VDD", "2.7", "", "5.5", "V", ""],
            ["  IDD"],
            ["    Operating, fSCL = 400 kHz", "", "0.24", "0.3", "mA", "VDD = 3 V"],
            ["", "", "0.45", "0.6", "mA", "VDD = 5 V"],
            ["    Operating, fSCL = 3.4 MHz", "", "0.6", "0.8", "mA", "VDD = 3 V"],
            ["", "", "1.1", "1.4", "mA", "VDD = 5 V"],
            ["    Power-Down Mode, Interface Inactive", "", "0.2", "1", "µA", "VDD = 3 V"],
            ["", "", "0.5", "1.6", "µA", "VDD = 5 V"],
            ["  Power Dissipation"],
            ["    Operating, fSCL = 3.4 MHz", "", "", "2.4", "mW", "VDD = 3 V"],
            ["", "", "", "7", "mW", "VDD = 5 V"],
            ["    Power-Down", "", "", "3", "µW", "VDD = 3 V"],
            ["", "", "", "8", "µW", "VDD = 5 V"],
        ],
    )
    s.para(
        f"¹ Temperature range is {M}40°C to +125°C.  ² See the Terminology section.  ³ The throughput rate "
        "depends on the SCL frequency; a conversion is started on every read. Sample tested during initial "
        "release to ensure compliance.",
        7,
    )

    s.add_page()
    s.heading("I²C TIMING SPECIFICATIONS")
    s.para(
        "Guaranteed by initial characterization. All values measured with the input filtering enabled. CB "
        "refers to the capacitive load on the bus line. VDD = 2.7 V to 5.5 V, TA = TMIN to TMAX¹.",
        7.5,
    )
    s.caption("Table 2.")
    s.table(
        [
            Col("Parameter", 50),
            Col("Conditions", 150),
            Col("Min", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 35, "C"),
            Col("Description", 184),
        ],
        [
            ["fSCL", "Standard mode", "", "100", "kHz", "Serial clock frequency"],
            ["", "Fast mode", "", "400", "kHz", ""],
            ["", "High speed mode, CB = 100 pF max", "", "3.4", "MHz", ""],
            ["", "High speed mode, CB = 400 pF max", "", "1.7", "MHz", ""],
            ["t2", "Standard mode", "4", "", "µs", "tHIGH, high period of the SCL clock"],
            ["", "Fast mode", "0.6", "", "µs", ""],
            ["t3", "Standard mode", "4.7", "", "µs", "tLOW, low period of the SCL clock"],
            ["", "Fast mode", "1.3", "", "µs", ""],
        ],
        head_rows=[["", "", "Limit at TMIN, TMAX", "<", "", ""]],
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS")
    s.para("TA = 25°C, unless otherwise noted.", 7.5)
    s.caption("Table 3.")
    s.table(
        [Col("Parameter", 280), Col("Rating", 219)],
        [
            ["VDD to GND", f"{M}0.3 V to +7 V"],
            ["Analog Input Voltage to GND", f"{M}0.3 V to VDD + 0.3 V"],
            ["Digital Input Voltage to GND", f"{M}0.3 V to +7 V"],
            ["Digital Output Voltage to GND", f"{M}0.3 V to VDD + 0.3 V"],
            ["Input Current to Any Pin Except Supplies", "±10 mA"],
            ["Operating Temperature Range", f"{M}40°C to +125°C"],
            ["Storage Temperature Range", f"{M}65°C to +150°C"],
            ["Junction Temperature", "150°C"],
            ["ESD (Human Body Model)", "1.5 kV"],
        ],
    )
    s.para(
        "Stresses at or above those listed under Absolute Maximum Ratings may cause permanent damage to the "
        "product. This is a stress rating only; functional operation of the product at these or any other "
        "conditions above those indicated in the operational section of this specification is not implied.",
        7,
    )
    s.heading("TYPICAL PERFORMANCE CHARACTERISTICS")
    s.figure(
        "Figure 8. Supply Current vs. Supply Voltage",
        "SUPPLY VOLTAGE (V)",
        "IDD (µA)",
        ["2.5", "3.0", "3.5", "4.0", "4.5", "5.0", "5.5"],
        ["0", "200", "400", "600", "800", "1000", "1200"],
        [
            ("fSCL = 3.4MHz", [(0.08, 0.45), (0.4, 0.6), (0.75, 0.78), (0.92, 0.9)]),
            ("fSCL = 400kHz", [(0.08, 0.18), (0.4, 0.25), (0.75, 0.33), (0.92, 0.37)]),
        ],
        notes=["TA = 25°C"],
        height=110,
    )
    s.heading("I²C ADDRESS")
    s.para(
        "The AVQ7924 is available in two versions; each has its own fixed 7-bit I²C address so that two "
        "devices can share one bus. The address is not pin-selectable.",
        8,
    )
    s.caption("Table 7. I²C Address Selection")
    s.table(
        [Col("Part Number", 160), Col("I²C Address", 160, "C")],
        [["AVQ7924-0", "010 1100"], ["AVQ7924-1", "010 1101"]],
    )
    s.heading("APPLICATIONS INFORMATION")
    s.para(
        "Figure 22 shows the AVQ7924 monitoring a 12 V lead-acid battery through a 100 kΩ/27 kΩ divider on "
        "VIN0, a 0 A to 20 A shunt amplifier on VIN1 and a thermistor on VIN2. The part is supplied from a "
        "3.3 V LDO and read by the host once per second at 400 kHz, so the average supply current is about "
        "35 µA. Place a 1 µF and a 0.1 µF decoupling capacitor close to the VDD pin.",
        8,
    )
    return save(s, out / "avq7924.pdf")


# -------------------------------------------------------------------- Maxim style
def mqr1865(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="MQR1865",
        header_right="RTD-to-Digital Converter",
        footer_left="Meridian Quanta Integrated",
        footer_right="{page}",
        accent=(120, 0, 40),
        rule_color=(120, 0, 40),
        table_fill=(230, 230, 230),
        grid=False,
    )
    s = Sheet(style, "MQR1865 data sheet")
    s.add_page()
    s.title_block("MQR1865", "RTD-to-Digital Converter", "19-8812; Rev 2; 4/23")
    s.heading("General Description")
    s.para(
        "The MQR1865 is an easy-to-use resistance-to-digital converter optimized for platinum resistance "
        "temperature detectors (RTDs). An external resistor sets the sensitivity for the RTD being used and a "
        "precision delta-sigma ADC converts the ratio of the RTD resistance to the reference resistance into "
        "digital form. The MQR1865's inputs are protected against overvoltage faults as large as ±45V. "
        "Programmable detection of RTD and cable open and short conditions is included."
    )
    s.heading("Applications")
    s.bullets(["Industrial Equipment", "Medical Equipment", "Instrumentation"])
    s.heading("Benefits and Features")
    s.bullets(
        [
            "Simple Conversion of Platinum RTD Resistance to Digital Value",
            "Handles 100Ω to 1kΩ (at 0°C) Platinum RTDs (PT100 to PT1000)",
            "Compatible with 2-, 3-, and 4-Wire Sensor Connections",
            "Conversion Time: 21ms max",
            "15-Bit ADC Resolution; Nominal Temperature Resolution 0.03125°C (Varies Due to RTD Nonlinearity)",
            "Total Accuracy Over All Operating Conditions: 0.5°C (0.05% of Full Scale) max",
            "±45V Input Protection",
            "Fault Detection (Open RTD Element, RTD Shorted to Out-of-Range Voltage, or Short Across RTD Element)",
            "SPI-Compatible Interface",
            "20-Pin TQFN and SSOP Packages",
        ]
    )
    s.heading("Ordering Information")
    s.table(
        [Col("PART", 150), Col("TEMP RANGE", 150), Col("PIN-PACKAGE", 150)],
        [
            ["MQR1865ATP+", "-40°C to +125°C", "20 TQFN-EP*"],
            ["MQR1865AAP+", "-40°C to +125°C", "20 SSOP"],
        ],
        size=8,
    )
    s.para("+Denotes a lead(Pb)-free/RoHS-compliant package.  *EP = Exposed pad.", 7.5)

    s.add_page()
    s.heading("Absolute Maximum Ratings")
    s.leaders(
        [
            ("VDD to GND1", "-0.3V to +4.0V"),
            ("DVDD to DGND", "-0.3V to +4.0V"),
            ("BIAS, REFIN+, REFIN-, ISENSOR to GND1", "-0.3V to (VDD + 0.3V)"),
            ("FORCE+, FORCE2, FORCE-, RTDIN+, RTDIN- to GND1", "-45V to +45V"),
            ("All Other Pins to DGND", "-0.3V to (DVDD + 0.3V)"),
            ("Continuous Power Dissipation (TA = +70°C)", ""),
            ("  TQFN (derate 21.3mW/°C above +70°C)", "1702.1mW"),
            ("Operating Temperature Range", "-40°C to +125°C"),
            ("Junction Temperature", "+150°C"),
            ("Storage Temperature Range", "-65°C to +150°C"),
            ("Lead Temperature (soldering, 10s)", "+300°C"),
        ],
        size=8,
        width=400,
    )
    s.para(
        'Stresses beyond those listed under "Absolute Maximum Ratings" may cause permanent damage to the '
        "device. These are stress ratings only, and functional operation of the device at these or any other "
        "conditions beyond those indicated in the operational sections of the specifications is not implied.",
        7,
    )
    s.heading("DC Electrical Characteristics")
    s.para(
        "(3.0V ≤ VDD ≤ 3.6V, TA = -40°C to +125°C, unless otherwise noted. Typical values are at TA = +25°C and "
        "VDD = 3.3V.) (Note 1)",
        7.5,
    )
    mx = [
        Col("PARAMETER", 118),
        Col("SYMBOL", 46),
        Col("CONDITIONS", 159),
        Col("MIN", 44, "C"),
        Col("TYP", 40, "C"),
        Col("MAX", 44, "C"),
        Col("UNITS", 48, "C"),
    ]
    s.table(
        mx,
        [
            ["Analog Supply Voltage", "VDD", "", "3.0", "3.3", "3.6", "V"],
            ["Digital Supply Voltage", "DVDD", "", "3.0", "3.3", "3.6", "V"],
            ["Supply Current", "IDD", "Bias on, continuous conversion", "", "1.2", "2.0", "mA"],
            ["Standby Current", "ISTBY", "Bias off, no conversion", "", "25", "45", "µA"],
            ["Bias Voltage", "VBIAS", "", "1.95", "2.0", "2.05", "V"],
            ["Bias Voltage Output Current", "IBIAS", "", "", "", "5.75", "mA"],
            ["ADC Resolution", "", "", "", "15", "", "Bits"],
            [
                "Temperature Conversion Error",
                "",
                "PT100, RREF = 400Ω (Note 2)",
                "-0.5",
                "",
                "+0.5",
                "°C",
            ],
            [
                "Conversion Time",
                "tCONV",
                "Continuous conversion, 60Hz filter",
                "",
                "16.7",
                "17.6",
                "ms",
            ],
            ["", "", "Continuous conversion, 50Hz filter", "", "20", "21", "ms"],
            ["", "", "Single conversion, 60Hz filter", "", "52", "55", "ms"],
            ["", "", "Single conversion, 50Hz filter", "", "62.5", "66", "ms"],
            [
                "Input Leakage Current",
                "ILEAK",
                "RTDIN+, RTDIN-, 0V ≤ VIN ≤ VDD",
                "-25",
                "",
                "+25",
                "nA",
            ],
            ["Input High Voltage", "VIH", "SDI, SCLK, CS", "0.7 x DVDD", "", "", "V"],
            ["Input Low Voltage", "VIL", "SDI, SCLK, CS", "", "", "0.3 x DVDD", "V"],
            ["Output High Voltage", "VOH", "ISOURCE = 1.6mA", "DVDD - 0.4", "", "", "V"],
            ["Output Low Voltage", "VOL", "ISINK = 1.6mA", "", "", "0.4", "V"],
        ],
    )
    s.heading("AC Electrical Characteristics: SPI Interface")
    s.para("(3.0V ≤ VDD ≤ 3.6V, TA = -40°C to +125°C, unless otherwise noted.) (Note 3)", 7.5)
    s.table(
        mx,
        [
            ["SCLK Frequency", "fSCL", "", "", "", "5.0", "MHz"],
            ["SCLK Pulse Width High", "tCH", "", "100", "", "", "ns"],
            ["SCLK Pulse Width Low", "tCL", "", "100", "", "", "ns"],
            ["CS Fall to SCLK Rise", "tCC", "", "400", "", "", "ns"],
            ["SCLK Fall to Output Data Valid", "tCDD", "", "", "", "80", "ns"],
        ],
    )
    s.para(
        "Note 1: All devices 100% production tested at TA = +25°C. Limits over temperature are guaranteed by "
        "design and characterization.  Note 2: Excluding the RTD and RREF errors.  Note 3: Guaranteed by "
        "design; not production tested.",
        7,
    )

    s.add_page()
    s.heading("Typical Operating Characteristics")
    s.para("(VDD = 3.3V, TA = +25°C, unless otherwise noted.)", 7.5)
    s.figure(
        "TEMPERATURE ERROR vs. TEMPERATURE",
        "RTD TEMPERATURE (°C)",
        "ERROR (°C)",
        ["-200", "0", "200", "400", "600", "800"],
        ["-0.50", "-0.25", "0", "0.25", "0.50"],
        [
            ("PT100, RREF = 400Ω", [(0.0, 0.55), (0.3, 0.52), (0.6, 0.47), (1.0, 0.4)]),
            ("PT1000, RREF = 4kΩ", [(0.0, 0.5), (0.3, 0.5), (0.6, 0.49), (1.0, 0.46)]),
        ],
        height=120,
    )
    s.figure(
        "SUPPLY CURRENT vs. TEMPERATURE",
        "TEMPERATURE (°C)",
        "IDD (mA)",
        ["-40", "-10", "20", "50", "80", "110", "140"],
        ["0", "0.5", "1.0", "1.5", "2.0"],
        [
            ("BIAS ON", [(0.0, 0.56), (0.5, 0.6), (0.92, 0.66)]),
            ("BIAS OFF", [(0.0, 0.02), (0.92, 0.04)]),
        ],
        height=100,
    )
    s.heading("Applications Information")
    s.para(
        "Selecting RREF: the reference resistor should be four times the RTD resistance at 0°C, i.e. 400Ω for a "
        "PT100 and 4kΩ for a PT1000. Example: a PT100 at +100°C measures 138.5Ω; with RREF = 400Ω the ADC code "
        "is 138.5/400 x 32768 = 11346. For a 3-wire RTD, connect the lead compensation as shown in Figure 5; a "
        "1µF capacitor from FORCE2 to GND1 and a 10nF filter capacitor across RTDIN+ and RTDIN- reduce noise "
        "pickup on long leads. When the MQR1865 shares an SPI bus with other devices, keep CS high while "
        "others are addressed."
    )
    return save(s, out / "mqr1865.pdf")


# ---------------------------------------------------------------------- NXP style
def nvx1g125(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Novix Semiconductors",
        header_right="74NVX1G125",
        footer_left="74NVX1G125  Product data sheet  Rev. 7 — 14 March 2023",
        footer_right="{page} / {nb}",
        accent=(0, 80, 140),
        table_fill=(225, 232, 240),
    )
    s = Sheet(style, "74NVX1G125 product data sheet")
    s.add_page()
    s.title_block("74NVX1G125", "Bus buffer/line driver; 3-state", "Product data sheet")
    s.heading("1. General description")
    s.para(
        "The 74NVX1G125 is a single buffer/line driver with 3-state output. The 3-state output is controlled "
        "by the output enable input (OE). A HIGH level at pin OE causes the output to assume a high-impedance "
        "OFF-state. Inputs can be driven from either 3.3 V or 5 V devices. This feature allows the use of these "
        "devices as translators in mixed 3.3 V and 5 V environments. Schmitt-trigger action at all inputs makes "
        "the circuit tolerant of slower input rise and fall times. This device is fully specified for partial "
        "power-down applications using IOFF. The IOFF circuitry disables the output, preventing the damaging "
        "backflow current through the device when it is powered down."
    )
    s.heading("2. Features and benefits")
    s.bullets(
        [
            "Wide supply voltage range from 1.65 V to 5.5 V",
            "High noise immunity",
            "±24 mA output drive (VCC = 3.0 V)",
            "5 V tolerant inputs for interfacing with 5 V logic",
            "IOFF circuitry provides partial Power-down mode operation",
            "Latch-up performance exceeds 250 mA",
            "Direct interface with TTL levels",
            "ESD protection: HBM JESD22-A114F exceeds 2000 V; CDM JESD22-C101E exceeds 1000 V",
            f"Specified from {M}40 °C to +85 °C and {M}40 °C to +125 °C",
        ]
    )
    s.heading("3. Ordering information")
    s.caption("Table 1. Ordering information")
    s.table(
        [
            Col("Type number", 95),
            Col("Temperature range", 90),
            Col("Name", 50),
            Col("Description", 204),
            Col("Version", 60),
        ],
        [
            [
                "74NVX1G125GW",
                f"{M}40 °C to +125 °C",
                "TSSOP5",
                "plastic thin shrink small outline package; 5 leads",
                "SOT353-1",
            ],
            [
                "74NVX1G125GV",
                f"{M}40 °C to +125 °C",
                "SC-74A",
                "plastic surface-mounted package; 5 leads",
                "SOT753",
            ],
        ],
        head_rows=[["", "", "Package", "<", "<"]],
    )
    s.heading("4. Pinning information")
    s.caption("Table 2. Pin description")
    s.table(
        [Col("Symbol", 80), Col("Pin", 50, "C"), Col("Description", 369)],
        [
            ["OE", "1", "output enable input (active LOW)"],
            ["A", "2", "data input"],
            ["GND", "3", "ground (0 V)"],
            ["Y", "4", "data output"],
            ["VCC", "5", "supply voltage"],
        ],
    )
    s.heading("5. Functional description")
    s.caption("Table 3. Function table [1]")
    s.table(
        [Col("OE", 80, "C"), Col("A", 80, "C"), Col("Y", 80, "C")],
        [["L", "L", "L"], ["L", "H", "H"], ["H", "X", "Z"]],
        head_rows=[["Input", "<", "Output"]],
    )
    s.para(
        "[1] H = HIGH voltage level; L = LOW voltage level; X = don't care; Z = high-impedance OFF-state.",
        7,
    )

    s.add_page()
    s.heading("6. Limiting values")
    s.caption("Table 4. Limiting values")
    s.para(
        "In accordance with the Absolute Maximum Rating System (IEC 60134). Voltages are referenced to GND "
        "(ground = 0 V).",
        7.5,
    )
    lim = [
        Col("Symbol", 48),
        Col("Parameter", 130),
        Col("Conditions", 165),
        Col("Min", 50, "C"),
        Col("Max", 60, "C"),
        Col("Unit", 46, "C"),
    ]
    s.table(
        lim,
        [
            ["VCC", "supply voltage", "", f"{M}0.5", "+6.5", "V"],
            ["IIK", "input clamping current", "VI < 0 V", f"{M}50", "-", "mA"],
            ["VI", "input voltage", "[1]", f"{M}0.5", "+6.5", "V"],
            ["IOK", "output clamping current", "VO > VCC or VO < 0 V", "-", "±50", "mA"],
            ["VO", "output voltage", "Active mode [1][2]", f"{M}0.5", "VCC + 0.5", "V"],
            ["", "", "Power-down mode [1][2]", f"{M}0.5", "+6.5", "V"],
            ["IO", "output current", "VO = 0 V to VCC", "-", "±50", "mA"],
            ["ICC", "supply current", "", "-", "100", "mA"],
            ["IGND", "ground current", "", f"{M}100", "-", "mA"],
            ["Tstg", "storage temperature", "", f"{M}65", "+150", "°C"],
            [
                "Ptot",
                "total power dissipation",
                f"Tamb = {M}40 °C to +125 °C [3]",
                "-",
                "250",
                "mW",
            ],
        ],
    )
    s.para(
        "[1] The minimum input and output voltage ratings may be exceeded if the input and output current "
        "ratings are observed.  [2] When VCC = 0 V (Power-down mode), the output voltage can be 5.5 V in normal "
        "operation.  [3] For TSSOP5 package: above 87.5 °C the value of Ptot derates linearly with 4.0 mW/K.",
        7,
    )
    s.heading("7. Recommended operating conditions")
    s.caption("Table 5. Operating conditions")
    s.table(
        [
            Col("Symbol", 48),
            Col("Parameter", 150),
            Col("Conditions", 140),
            Col("Min", 40, "C"),
            Col("Typ", 35, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 46, "C"),
        ],
        [
            ["VCC", "supply voltage", "", "1.65", "-", "5.5", "V"],
            ["VI", "input voltage", "", "0", "-", "5.5", "V"],
            ["VO", "output voltage", "Active mode", "0", "-", "VCC", "V"],
            ["", "", "Power-down mode; VCC = 0 V", "0", "-", "5.5", "V"],
            ["Tamb", "ambient temperature", "", f"{M}40", "-", "+125", "°C"],
            [
                "Δt/ΔV",
                "input transition rise and fall rate",
                "VCC = 1.65 V to 2.7 V",
                "-",
                "-",
                "20",
                "ns/V",
            ],
            ["", "", "VCC = 2.7 V to 5.5 V", "-", "-", "10", "ns/V"],
        ],
    )
    s.heading("8. Dynamic characteristics")
    s.caption("Table 6. Dynamic characteristics")
    s.para("Voltages are referenced to GND (ground = 0 V); for test circuit see Figure 8.", 7.5)
    s.table(
        [
            Col("Symbol", 40),
            Col("Parameter", 85),
            Col("Conditions", 150),
            Col("Min", 34, "C"),
            Col("Typ[1]", 36, "C"),
            Col("Max", 34, "C"),
            Col("Min", 34, "C"),
            Col("Max", 34, "C"),
            Col("Unit", 52, "C"),
        ],
        [
            [
                "tpd",
                "propagation delay",
                "A to Y; VCC = 1.65 V to 1.95 V",
                "1.0",
                "4.2",
                "11.0",
                "1.0",
                "13.5",
                "ns",
            ],
            ["", "", "VCC = 2.3 V to 2.7 V", "0.5", "2.6", "6.5", "0.5", "8.0", "ns"],
            ["", "", "VCC = 3.0 V to 3.6 V", "0.5", "2.4", "4.5", "0.5", "5.5", "ns"],
            ["", "", "VCC = 4.5 V to 5.5 V", "0.5", "1.9", "4.0", "0.5", "5.0", "ns"],
        ],
        head_rows=[["", "", "", f"{M}40 °C to +85 °C", "<", "<", f"{M}40 °C to +125 °C", "<", ""]],
    )
    s.para(
        "[1] Typical values are measured at Tamb = 25 °C and VCC = 1.8 V, 2.5 V, 3.3 V and 5.0 V respectively.",
        7,
    )

    s.add_page()
    s.heading("9. Static characteristics")
    s.caption("Table 7. Static characteristics")
    s.para(
        "At recommended operating conditions; voltages are referenced to GND (ground = 0 V).", 7.5
    )
    st = [
        Col("Symbol", 34),
        Col("Parameter", 84),
        Col("Conditions", 157),
        Col("Min", 38, "C"),
        Col("Typ[1]", 32, "C"),
        Col("Max", 38, "C"),
        Col("Min", 38, "C"),
        Col("Max", 38, "C"),
        Col("Unit", 40, "C"),
    ]
    s.table(
        st,
        [
            [
                "VIH",
                "HIGH-level input",
                "VCC = 1.65 V to 1.95 V",
                "0.65VCC",
                "-",
                "-",
                "0.65VCC",
                "-",
                "V",
            ],
            ["", "voltage", "VCC = 2.3 V to 2.7 V", "1.7", "-", "-", "1.7", "-", "V"],
            ["", "", "VCC = 2.7 V to 3.6 V", "2.0", "-", "-", "2.0", "-", "V"],
            ["", "", "VCC = 4.5 V to 5.5 V", "0.7VCC", "-", "-", "0.7VCC", "-", "V"],
            [
                "VIL",
                "LOW-level input",
                "VCC = 1.65 V to 1.95 V",
                "-",
                "-",
                "0.35VCC",
                "-",
                "0.35VCC",
                "V",
            ],
            ["", "voltage", "VCC = 2.3 V to 2.7 V", "-", "-", "0.7", "-", "0.7", "V"],
            ["", "", "VCC = 2.7 V to 3.6 V", "-", "-", "0.8", "-", "0.8", "V"],
            ["", "", "VCC = 4.5 V to 5.5 V", "-", "-", "0.3VCC", "-", "0.3VCC", "V"],
            ["VOH", "HIGH-level output", "VI = VIH or VIL", "", "", "", "", "", ""],
            [
                "",
                "voltage",
                f"IO = {M}100 µA; VCC = 1.65 V to 5.5 V",
                f"VCC {M} 0.1",
                "-",
                "-",
                f"VCC {M} 0.1",
                "-",
                "V",
            ],
            ["", "", f"IO = {M}4 mA; VCC = 1.65 V", "1.2", "-", "-", "0.95", "-", "V"],
            ["", "", f"IO = {M}8 mA; VCC = 2.3 V", "1.9", "-", "-", "1.7", "-", "V"],
            ["", "", f"IO = {M}24 mA; VCC = 3.0 V", "2.3", "-", "-", "2.0", "-", "V"],
            ["", "", f"IO = {M}32 mA; VCC = 4.5 V", "3.8", "-", "-", "3.4", "-", "V"],
            ["VOL", "LOW-level output", "VI = VIH or VIL", "", "", "", "", "", ""],
            ["", "voltage", "IO = 100 µA; VCC = 1.65 V to 5.5 V", "-", "-", "0.1", "-", "0.1", "V"],
            ["", "", "IO = 4 mA; VCC = 1.65 V", "-", "-", "0.45", "-", "0.7", "V"],
            ["", "", "IO = 8 mA; VCC = 2.3 V", "-", "-", "0.3", "-", "0.45", "V"],
            ["", "", "IO = 24 mA; VCC = 3.0 V", "-", "-", "0.55", "-", "0.8", "V"],
            ["", "", "IO = 32 mA; VCC = 4.5 V", "-", "-", "0.55", "-", "0.8", "V"],
            [
                "II",
                "input leakage",
                "VI = 5.5 V or GND; VCC = 0 V to 5.5 V",
                "-",
                "±0.1",
                "±1",
                "-",
                "±2",
                "µA",
            ],
            [
                "IOFF",
                "power-off leakage",
                "VI or VO = 5.5 V; VCC = 0 V",
                "-",
                "±0.1",
                "±2",
                "-",
                "±10",
                "µA",
            ],
            [
                "ICC",
                "supply current",
                "VI = 5.5 V or GND; IO = 0 A;",
                "-",
                "0.1",
                "4",
                "-",
                "40",
                "µA",
            ],
            ["", "", "VCC = 1.65 V to 5.5 V", "", "", "", "", "", ""],
            [
                "ΔICC",
                "additional supply",
                f"per pin; VCC = 2.3 V to 5.5 V; VI = VCC {M} 0.6 V",
                "-",
                "5",
                "500",
                "-",
                "5000",
                "µA",
            ],
            ["CI", "input capacitance", "", "-", "3.5", "-", "-", "-", "pF"],
        ],
        head_rows=[
            [
                "",
                "",
                "",
                f"Tamb = {M}40 °C to +85 °C",
                "<",
                "<",
                f"Tamb = {M}40 °C to +125 °C",
                "<",
                "",
            ]
        ],
    )
    s.para("[1] All typical values are measured at Tamb = 25 °C.", 7)
    s.heading("10. Application information")
    s.para(
        "Figure 11 shows the 74NVX1G125 driving an indicator LED from a microcontroller that also switches the "
        "OE input. With VCC = 5.0 V, a red LED (VF = 2.0 V) and a 330 Ω series resistor, the LED current is "
        "about 9 mA. For trace lengths above 10 cm, a 22 Ω series resistor at Y reduces ringing. Unused inputs "
        "must be tied to VCC or GND.",
        8,
    )
    return save(s, out / "74nvx1g125.pdf")


# ----------------------------------------------------------------- Infineon style
def hsq6040(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="HSQ6040",
        header_right="Smart High-Side Power Switch",
        footer_left="Datasheet    Rev. 1.1    2023-06-12",
        footer_right="{page}",
        accent=(0, 110, 110),
        rule_color=(0, 110, 110),
        table_fill=(215, 235, 235),
    )
    s = Sheet(style, "HSQ6040 datasheet")
    s.add_page()
    s.title_block(
        "HSQ6040",
        "Smart High-Side Power Switch, single channel, 40 mΩ",
        "Helvion Power Semiconductors",
    )
    s.heading("1  Overview")
    s.heading("Features", 9.5)
    s.bullets(
        [
            "Single channel device",
            "Very low stand-by current",
            "3.3 V and 5 V compatible logic inputs",
            "Electrostatic discharge protection (ESD)",
            "Optimized electromagnetic compatibility",
            "Very low power DMOS leakage current in OFF state",
            "Green product (RoHS compliant)",
        ]
    )
    s.heading("Potential applications", 9.5)
    s.bullets(
        [
            "Suitable for resistive, inductive and capacitive loads",
            "Replaces electromechanical relays, fuses and discrete circuits",
            "Most suitable for loads with high inrush current, such as lamps",
        ]
    )
    s.heading("Description", 9.5)
    s.para(
        "The HSQ6040 is a 40 mΩ single channel Smart High-Side Power Switch, embedded in a PG-TSDSO-14 package, "
        "providing protective functions and diagnosis. The power transistor is built by an N-channel vertical "
        "power MOSFET with charge pump. The device is integrated in SMART7 technology. It is specially designed "
        "to drive lamps up to 1 x 27 W or LEDs in the harsh automotive environment."
    )
    s.caption("Table 1  Product summary")
    s.table(
        [Col("Parameter", 290), Col("Symbol", 80), Col("Value", 129)],
        [
            ["Operating voltage range", "VS(OP)", "4.1 V … 28 V"],
            ["Maximum supply voltage", "VS(LD)", "40 V"],
            ["Maximum ON-state resistance at TJ = 150 °C", "RDS(ON)", "80 mΩ"],
            ["Nominal load current", "IL(NOM)", "5.5 A"],
            ["Typical current sense ratio", "kILIS", "1650"],
            ["Minimum current limitation", "IL(LIM)", "25 A"],
            ["Maximum stand-by current with load at TJ = 25 °C", "IS(OFF)", "0.5 µA"],
        ],
    )
    s.heading("Diagnostic functions", 9.5)
    s.bullets(
        [
            "Proportional load current sense",
            "Open load in ON and OFF state",
            "Short circuit to ground and battery",
            "Overtemperature switch off",
        ]
    )

    s.add_page()
    s.heading("4  General product characteristics")
    s.heading("4.1  Absolute maximum ratings", 9.5)
    s.caption("Table 3  Absolute maximum ratings¹⁾")
    s.para(
        "TJ = -40°C to +150°C; all voltages with respect to ground, positive current flowing into pin "
        "(unless otherwise specified)",
        7.5,
    )
    ifx = [
        Col("Parameter", 142),
        Col("Symbol", 58),
        Col("Min.", 32, "C"),
        Col("Typ.", 32, "C"),
        Col("Max.", 32, "C"),
        Col("Unit", 28, "C"),
        Col("Note or condition", 122),
        Col("Number", 53),
    ]
    values_head = [["", "", "Values", "<", "<", "", "", ""]]
    s.table(
        ifx,
        [
            ["Supply voltage", "VS", "-0.3", "–", "28", "V", "–", "P_4.1.1"],
            [
                "Supply voltage for load dump",
                "VS(LD)",
                "–",
                "–",
                "40",
                "V",
                "suppressed load dump; RI = 2 Ω",
                "P_4.1.3",
            ],
            [
                "Reverse polarity voltage",
                "-VS(REV)",
                "0",
                "–",
                "16",
                "V",
                "t < 2 min; TA = 25 °C",
                "P_4.1.5",
            ],
            ["Voltage at INPUT pin", "VIN", "-0.3", "–", "6", "V", "–", "P_4.1.8"],
            ["", "", "-0.3", "–", "7", "V", "t < 2 min", "P_4.1.9"],
            ["Current through INPUT pin", "IIN", "-2", "–", "2", "mA", "–", "P_4.1.10"],
            ["Junction temperature", "TJ", "-40", "–", "150", "°C", "–", "P_4.1.16"],
            ["Storage temperature", "TSTG", "-55", "–", "150", "°C", "–", "P_4.1.17"],
            ["ESD susceptibility HBM", "VESD", "-4", "–", "4", "kV", "HBM²⁾", "P_4.1.19"],
        ],
        head_rows=values_head,
    )
    s.para(
        "1) Not subject to production test, specified by design.  2) ESD susceptibility, Human Body Model "
        '"HBM" according to ANSI/ESDA/JEDEC JS-001 (1.5 kΩ, 100 pF).',
        7,
    )
    s.para(
        "Notes: 1. Stresses above the ones listed here may cause permanent damage to the device. Exposure to "
        "absolute maximum rating conditions for extended periods may affect device reliability.  2. Integrated "
        "protection functions are designed to prevent IC destruction under fault conditions described in the "
        'data sheet. Fault conditions are considered as "outside" normal operating range.',
        7,
    )
    s.heading("4.2  Functional range", 9.5)
    s.caption("Table 4  Functional range")
    s.para("TJ = -40°C to +150°C (unless otherwise specified)", 7.5)
    s.table(
        ifx,
        [
            ["Nominal operating voltage", "VNOM", "8", "13.5", "18", "V", "–", "P_4.2.1"],
            [
                "Extended operating voltage",
                "VS(OP)",
                "4.1",
                "–",
                "28",
                "V",
                "VIN = 4.5 V; RL = 2.2 Ω",
                "P_4.2.2",
            ],
            [
                "Minimum functional supply voltage",
                "VS(OP)_MIN",
                "3.1",
                "3.5",
                "4.1",
                "V",
                "VIN = 4.5 V",
                "P_4.2.3",
            ],
            [
                "Operating current, channel active",
                "IGND(ACTIVE)",
                "–",
                "2.3",
                "3.2",
                "mA",
                "VIN = 4.5 V",
                "P_4.2.6",
            ],
            [
                "Stand-by current for whole device",
                "IS(OFF)",
                "–",
                "0.1",
                "0.5",
                "µA",
                "VS = 18 V; TJ ≤ 85 °C",
                "P_4.2.7",
            ],
            [
                "Maximum stand-by current",
                "IS(OFF)_150",
                "–",
                "3",
                "15",
                "µA",
                "VS = 18 V; TJ = 150 °C",
                "P_4.2.8",
            ],
        ],
        head_rows=values_head,
    )
    s.para(
        "Note: Within the functional range the IC operates as described in the circuit description. The "
        "electrical characteristics are specified within the conditions given in the related electrical "
        "characteristics table.",
        7,
    )
    s.heading("4.3  Thermal resistance", 9.5)
    s.table(
        ifx,
        [
            ["Junction to soldering point", "RthJSP", "–", "1.5", "2.2", "K/W", "–", "P_4.3.1"],
            ["Junction to ambient", "RthJA", "–", "35", "–", "K/W", "2s2p board", "P_4.3.2"],
        ],
        head_rows=values_head,
    )

    s.add_page()
    s.heading("5  Power stage")
    s.caption("Table 5  Electrical characteristics: power stage")
    s.para(
        "VS = 8 V to 18 V, TJ = -40°C to +150°C (unless otherwise specified); typical values: VS = 13.5 V, "
        "TJ = 25°C",
        7.5,
    )
    s.table(
        ifx,
        [
            [
                "ON-state resistance",
                "RDS(ON)_25",
                "–",
                "40",
                "–",
                "mΩ",
                "IL = 5 A; VIN = 4.5 V; TJ = 25 °C",
                "P_5.5.1",
            ],
            [
                "",
                "RDS(ON)_150",
                "–",
                "70",
                "80",
                "mΩ",
                "IL = 5 A; VIN = 4.5 V; TJ = 150 °C",
                "P_5.5.2",
            ],
            [
                "Nominal load current",
                "IL(NOM)",
                "–",
                "5.5",
                "–",
                "A",
                "TA = 85 °C; TJ < 150 °C",
                "P_5.5.3",
            ],
            [
                "Drain to source clamping voltage",
                "VDS(CL)",
                "40",
                "46",
                "52",
                "V",
                "IDS = 20 mA",
                "P_5.5.5",
            ],
            [
                "Output leakage current",
                "IL(OFF)",
                "–",
                "0.01",
                "0.5",
                "µA",
                "VIN floating; TJ ≤ 85 °C",
                "P_5.5.7",
            ],
            ["Turn-ON time", "tON", "35", "70", "120", "µs", "RL = 2.2 Ω; VS = 13.5 V", "P_5.5.10"],
            [
                "Turn-OFF time",
                "tOFF",
                "35",
                "80",
                "120",
                "µs",
                "RL = 2.2 Ω; VS = 13.5 V",
                "P_5.5.11",
            ],
        ],
        head_rows=values_head,
    )
    s.heading("6  Protection functions")
    s.table(
        ifx,
        [
            ["Load current limitation", "IL(LIM)", "25", "38", "50", "A", "VDS = 5 V", "P_6.1.1"],
            ["Thermal shutdown temperature", "TJ(SC)", "150", "175", "200", "°C", "³⁾", "P_6.2.1"],
        ],
        head_rows=values_head,
    )
    s.heading("7  Input pin")
    s.caption("Table 7  Electrical characteristics: input pin")
    s.table(
        ifx,
        [
            ["Low level input voltage range", "VIN(L)", "-0.3", "–", "0.8", "V", "–", "P_7.1.1"],
            ["High level input voltage range", "VIN(H)", "2", "–", "6", "V", "–", "P_7.1.2"],
            ["Input voltage hysteresis", "VIN(HYS)", "–", "250", "–", "mV", "³⁾", "P_7.1.3"],
            ["Low level input current", "IIN(L)", "1", "10", "25", "µA", "VIN = 0.8 V", "P_7.1.4"],
            ["High level input current", "IIN(H)", "2", "10", "25", "µA", "VIN = 5.5 V", "P_7.1.5"],
        ],
        head_rows=values_head,
    )
    s.para("3) Not subject to production test, specified by design.", 7)
    s.heading("8  Typical performance graphs")
    s.figure(
        "Figure 12  ON-state resistance RDS(ON) vs. junction temperature",
        "TJ [°C]",
        "RDS(ON) [mΩ]",
        ["-40", "0", "40", "80", "120", "160"],
        ["20", "30", "40", "50", "60", "70", "80"],
        [
            ("VS = 13.5 V", [(0.0, 0.2), (0.4, 0.38), (0.8, 0.67), (0.95, 0.8)]),
            ("VS = 6 V", [(0.0, 0.24), (0.4, 0.43), (0.8, 0.72), (0.95, 0.86)]),
        ],
        height=105,
    )
    s.heading("9  Application information")
    s.para(
        "Figure 14 shows the HSQ6040 driving a 21 W bulb (1.75 A at 12 V) in a 12 V automotive system. The "
        "INPUT pin is connected to the microcontroller through a 4.7 kΩ series resistor; a 100 nF capacitor at "
        "VS and a 10 nF capacitor at OUT improve EMC. During a 24 V jump start the output keeps switching. Note: "
        "This is a very simplified example of an application circuit. The function must be verified in the "
        "real application.",
        8,
    )
    return save(s, out / "hsq6040.pdf")


# -------------------------------------------------------------------- Bosch style
def beh520(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="BEH520 – Data sheet",
        header_right="Brenner Sensortec",
        footer_left="Document number: BRS-BEH520-DS001-03   Revision 1.2   March 2023",
        footer_right="Page {page}",
        accent=(0, 70, 120),
        rule_color=(0, 70, 120),
        table_fill=(220, 230, 240),
    )
    s = Sheet(style, "BEH520 data sheet")
    s.add_page()
    s.title_block("BEH520", "Combined humidity and pressure sensor", "Data sheet")
    s.heading("Key features")
    s.lines(
        [
            "Package                 2.5 mm x 2.5 mm x 0.93 mm metal lid LGA",
            "Digital interface       I²C (up to 3.4 MHz) and SPI (3 and 4 wire, up to 10 MHz)",
            "Supply voltage          VDD main supply voltage range: 1.71 V to 3.6 V",
            "                        VDDIO interface voltage range: 1.2 V to 3.6 V",
            "Current consumption     2.8 µA @ 1 Hz humidity and pressure",
            "                        0.1 µA in sleep mode",
            "Operating range         -40…+85 °C, 0…100 % rel. humidity, 300…1100 hPa",
        ],
        size=8.5,
    )
    s.heading("Key parameters for humidity sensor", 9.5)
    s.lines(
        [
            "Response time (τ63%)    1 s",
            "Accuracy tolerance      ±3 % relative humidity",
            "Hysteresis              ±1 % relative humidity",
        ],
        size=8.5,
    )
    s.heading("Key parameters for pressure sensor", 9.5)
    s.lines(
        [
            "RMS noise               0.2 Pa, equiv. to 1.7 cm",
            "Offset temp. coeff.     ±1.5 Pa/K, equiv. to ±12.6 cm at 1 °C temperature change",
        ],
        size=8.5,
    )
    s.heading("Typical applications")
    s.bullets(
        [
            "Context awareness, e.g. room change detection",
            "Home automation control, HVAC",
            "Internet of things",
            "Indoor navigation (change of floor detection, elevator detection)",
            "Weather forecast",
        ]
    )
    s.heading("General description")
    s.para(
        "The BEH520 is a combined digital humidity and pressure sensor based on proven sensing principles. The "
        "sensor module is housed in an extremely compact metal-lid LGA package with a footprint of only "
        "2.5 x 2.5 mm² with a height of 0.93 mm. Its small dimensions and its low power consumption allow the "
        "implementation in battery driven devices such as handsets, GPS modules or watches. The humidity sensor "
        "provides an extremely fast response time for fast context awareness applications and high overall "
        "accuracy over a wide temperature range."
    )

    s.add_page()
    s.heading("1. Specification")
    s.para(
        "If not stated otherwise, all values are valid over the full voltage range; all minimum/maximum values "
        "are given for the full accuracy temperature range; typical values are given at 25 °C and VDD = 1.8 V.",
        7.5,
    )
    bosch = [
        Col("Parameter", 140),
        Col("Symbol", 50),
        Col("Condition", 175),
        Col("Min", 32, "C"),
        Col("Typ", 34, "C"),
        Col("Max", 32, "C"),
        Col("Unit", 36, "C"),
    ]
    s.caption("Table 1: Electrical parameter specification")
    s.table(
        bosch,
        [
            ["Operating temperature", "TA", "operational", "-40", "25", "+85", "°C"],
            ["", "", "full accuracy", "0", "", "+65", "°C"],
            [
                "Supply voltage internal domains",
                "VDD",
                "ripple max. 50 mVpp",
                "1.71",
                "1.8",
                "3.6",
                "V",
            ],
            ["Supply voltage I/O domain", "VDDIO", "", "1.2", "1.8", "3.6", "V"],
            ["Sleep current", "IDDSL", "", "", "0.1", "0.3", "µA"],
            ["Standby current", "IDDSB", "inactive period of normal mode", "", "0.2", "0.5", "µA"],
            ["Current during humidity meas.", "IDDH", "Max value at 85 °C", "", "340", "", "µA"],
            ["Current during pressure meas.", "IDDP", "Max value at -40 °C", "", "714", "", "µA"],
            ["Start-up time", "tstartup", "VDD > 1.58 V and VDDIO > 0.65 V", "", "", "2", "ms"],
            ["Standby time accuracy", "Δtstandby", "", "", "±5", "±25", "%"],
        ],
    )
    s.caption("Table 2: Humidity parameter specification")
    s.table(
        bosch,
        [
            [
                "Operating range¹",
                "RH",
                "For temperatures < 0 °C and > 60 °C see Fig. 2",
                "0",
                "",
                "100",
                "%RH",
            ],
            [
                "Supply current",
                "IDD,H",
                "1 Hz forced mode, humidity and temperature",
                "",
                "1.8",
                "2.8",
                "µA",
            ],
            [
                "Absolute accuracy tolerance",
                "AH",
                "20…80 %RH, 25 °C, including hysteresis",
                "",
                "±3",
                "",
                "%RH",
            ],
            ["Hysteresis²", "HH", "10→90→10 %RH, 25 °C", "", "±1", "", "%RH"],
            ["Nonlinearity", "NLH", "10→90 %RH, 25 °C", "", "1", "", "%RH"],
            ["Response time to 63% of step³", "τ63%", "90→0 or 0→90 %RH, 25 °C", "", "1", "", "s"],
            ["Resolution", "", "", "", "0.008", "", "%RH"],
            ["Noise in humidity (RMS)", "NH", "Highest oversampling", "", "0.02", "", "%RH"],
            ["Long term stability", "Hstab", "10…90 %RH, 25 °C", "", "0.5", "", "%RH/year"],
        ],
    )
    s.para(
        "¹ When exceeding the operating range (e.g. for soldering), humidity sensing performance is temporarily "
        "degraded and reconditioning is recommended.  ² For hysteresis measurement the sequence 10→90→10 %RH "
        "is used.  ³ Measured with airflow of 1 m/s.",
        7,
    )
    s.caption("Table 3: Pressure parameter specification")
    s.table(
        bosch,
        [
            ["Operating pressure range", "P", "full accuracy", "300", "", "1100", "hPa"],
            [
                "Supply current",
                "IDD,LP",
                "1 Hz forced mode, pressure and temperature",
                "",
                "2.8",
                "4.2",
                "µA",
            ],
            [
                "Absolute accuracy pressure",
                "Aextabs",
                "300 … 1100 hPa, 0 … 65 °C",
                "",
                "±1.0",
                "",
                "hPa",
            ],
            ["", "", "300 … 1100 hPa, −20 … 0 °C", "", "±1.7", "", "hPa"],
            [
                "Relative accuracy pressure",
                "Arel",
                "700 … 900 hPa, 25 … 40 °C, VDD = 3.3 V",
                "",
                "±0.12",
                "",
                "hPa",
            ],
            ["Resolution of output data", "RP", "ultra high resolution mode", "", "0.18", "", "Pa"],
            [
                "Noise in pressure",
                "NP,fullBW",
                "full bandwidth, ultra high resolution",
                "",
                "1.3",
                "",
                "Pa",
            ],
            ["Solder drift", "", "minimum solder height 50 µm", "-0.5", "", "+2.0", "hPa"],
            ["Long term stability (4)", "", "12 months", "", "±1.0", "", "hPa"],
            ["Possible sampling rate", "fsample_P", "ultra low power mode", "", "157", "182", "Hz"],
            ["Absolute accuracy temperature", "AT", "25 °C", "", "±0.5", "", "°C"],
            ["", "", "0 … 65 °C", "", "±1.0", "", "°C"],
        ],
    )
    s.para(
        "(4) Long term stability is specified in the full accuracy operating pressure range 0 … 65 °C.",
        7,
    )

    s.add_page()
    s.heading("1.1 Absolute maximum ratings")
    s.caption("Table 4: Absolute maximum ratings")
    s.table(
        [
            Col("Parameter", 160),
            Col("Condition", 170),
            Col("Min", 50, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Voltage at any supply pin", "VDD and VDDIO pin", "-0.3", "4.25", "V"],
            ["Voltage at any interface pin", "", "-0.3", "VDDIO + 0.3", "V"],
            ["Storage temperature", "≤ 65% rel. H.", "-45", "+85", "°C"],
            ["Pressure", "", "0", "20 000", "hPa"],
            ["ESD", "HBM, at any pin", "", "±2", "kV"],
            ["Condensation", "No power supplied", "Allowed", "", ""],
        ],
    )
    s.figure(
        "Figure 2: Humidity sensor operating range",
        "Temperature [°C]",
        "Relative humidity [%]",
        ["-40", "-20", "0", "20", "40", "60", "85"],
        ["0", "20", "40", "60", "80", "100"],
        [
            (
                "full accuracy range",
                [(0.32, 0.2), (0.32, 0.8), (0.8, 0.8), (0.8, 0.2), (0.32, 0.2)],
            ),
            ("operating range", [(0.0, 0.0), (0.0, 1.0), (1.0, 1.0), (1.0, 0.0), (0.0, 0.0)]),
        ],
        height=110,
    )
    s.heading("2. Digital interfaces")
    s.para(
        "The BEH520 supports the I²C and SPI digital interfaces; it acts as a slave for both protocols. The I²C "
        "interface supports the Standard, Fast and High Speed modes. The SPI interface supports both SPI mode "
        "'00' and SPI mode '11' in 4-wire and 3-wire configuration. The interface is selected by the CSB pin: "
        "if CSB is connected to VDDIO, the I²C interface is active.",
        8,
    )
    s.heading("2.1 I²C interface", 9.5)
    s.para(
        "The 7-bit device address is 100010x. The 6 MSB bits are fixed. The last bit is changeable by SDO value "
        "and can be changed during operation. Connecting SDO to GND results in slave address 1000100 (0x44); "
        "connecting it to VDDIO results in slave address 1000101 (0x45). The SDO pin cannot be left floating; if "
        "left floating, the I²C address will be undefined.",
        8,
    )
    s.heading("3. Application examples")
    s.para(
        "Weather monitoring: forced mode, one measurement per minute, oversampling x1 for pressure, temperature "
        "and humidity, IIR filter off. The resulting current consumption is 0.16 µA and the RMS noise 3.3 Pa. "
        "Indoor navigation: normal mode, standby time 0.5 ms, pressure oversampling x16, IIR filter coefficient "
        "16; this gives an output data rate of 25 Hz at 633 µA and an RMS noise of 0.2 Pa. A 100 nF decoupling "
        "capacitor is recommended at VDD and VDDIO.",
        8,
    )
    return save(s, out / "beh520.pdf")


# ------------------------------------------------------ Silicon Labs-style module
def wrm2402(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="WRM2402 Wireless Module Data Sheet",
        header_right="Sillevo Labs",
        footer_left="Preliminary Rev. 0.8",
        footer_right="{page}",
        accent=(200, 30, 30),
        rule_color=(200, 30, 30),
        table_fill=(240, 240, 240),
        grid=False,
    )
    s = Sheet(style, "WRM2402 data sheet")
    s.add_page()
    s.title_block(
        "WRM2402",
        "Bluetooth® LE and 802.15.4 Wireless Module Data Sheet",
        "Sillevo Labs",
    )
    s.para(
        "The WRM2402 is a small-footprint wireless module for Bluetooth Low Energy and IEEE 802.15.4 (Zigbee, "
        "Thread) applications. It integrates a 38.4 MHz crystal, a 32.768 kHz crystal, the RF matching network "
        "and a chip antenna, so it can be placed on a two-layer carrier board without RF design. Typical "
        "uses are battery-powered sensors, door locks, lighting and asset tags."
    )
    s.heading("KEY FEATURES")
    s.bullets(
        [
            "32-bit ARM® Cortex®-M33 core at up to 76.8 MHz",
            "768 kB flash program memory, 64 kB RAM",
            "Bluetooth 5.3 LE: 1M, 2M and coded PHY; IEEE 802.15.4",
            "TX power up to +10 dBm",
            "RX sensitivity: −98.9 dBm (1 Mbps GFSK), −106.1 dBm (125 kbps GFSK)",
            "Supply voltage 1.8 V – 3.8 V",
            "Operating temperature −40 °C to +105 °C",
            "Dimensions 12.9 mm × 15.0 mm × 2.2 mm",
        ]
    )
    s.heading("Current consumption", 9.5)
    s.bullets(
        [
            "4.4 mA RX current (1 Mbps GFSK)",
            "5.0 mA TX current @ 0 dBm",
            "19.1 mA TX current @ 10 dBm",
            "1.4 µA EM2 DeepSleep current (16 kB RAM retention, RTC running from LFXO)",
        ]
    )
    s.heading("Peripherals", 9.5)
    s.bullets(
        [
            "2 x USART (UART/SPI), 1 x EUSART, 2 x I²C",
            "12-bit 1 Msps ADC (IADC), analog comparator",
            "26 GPIO pins with output state retention",
        ]
    )
    s.heading("1. Ordering Information")
    s.caption("Table 1.1. Ordering Information")
    s.table(
        [
            Col("Ordering Code", 110),
            Col("Protocol Stack", 110),
            Col("TX Power", 60, "C"),
            Col("Antenna", 80),
            Col("Temperature", 139),
        ],
        [
            [
                "WRM2402-A10CIC",
                "Bluetooth LE / 802.15.4",
                "10 dBm",
                "Chip antenna",
                "−40 to +105 °C",
            ],
            [
                "WRM2402-A10UFC",
                "Bluetooth LE / 802.15.4",
                "10 dBm",
                "U.FL connector",
                "−40 to +105 °C",
            ],
        ],
    )

    s.add_page()
    s.heading("4. Electrical Specifications")
    s.para(
        "All electrical parameters in all tables are specified under the following conditions, unless stated "
        "otherwise: typical values are based on TA = 25 °C and VDD = 3.0 V; minimum and maximum values "
        "represent the worst conditions across supply voltage and process variation at TA = 25 °C.",
        7.5,
    )
    sl = [
        Col("Parameter", 142),
        Col("Symbol", 62),
        Col("Test Condition", 150),
        Col("Min", 40, "C"),
        Col("Typ", 35, "C"),
        Col("Max", 40, "C"),
        Col("Unit", 30, "C"),
    ]
    s.heading("4.1 Absolute Maximum Ratings", 9.5)
    s.caption("Table 4.1. Absolute Maximum Ratings")
    s.table(
        sl,
        [
            ["Storage temperature range", "TSTG", "", "-50", "", "+150", "°C"],
            ["Voltage on any supply pin", "VDDMAX", "", "-0.3", "", "3.8", "V"],
            ["Voltage ramp rate on any supply pin", "VDDRAMPMAX", "", "", "", "1.0", "V / µs"],
            ["DC voltage on any GPIO pin", "VDIGPIN", "", "-0.3", "", "IOVDD + 0.3", "V"],
            ["Total current into VDD power lines", "IVDDMAX", "Source", "", "", "200", "mA"],
            ["Current per I/O pin", "IIOMAX", "Sink", "", "", "50", "mA"],
            ["", "", "Source", "", "", "50", "mA"],
            ["Junction temperature", "TJMAX", "-I grade", "-40", "", "+125", "°C"],
        ],
    )
    s.heading("4.2 General Operating Conditions", 9.5)
    s.caption("Table 4.2. General Operating Conditions")
    s.table(
        sl,
        [
            [
                "Operating ambient temperature",
                "TA",
                "-I temperature grade ¹",
                "-40",
                "",
                "+105",
                "°C",
            ],
            ["VDD operating supply voltage", "VVDD", "", "1.8", "3.0", "3.8", "V"],
            [
                "IOVDD operating supply voltage",
                "VIOVDD",
                "All IOVDD pins",
                "1.71",
                "3.0",
                "VVDD",
                "V",
            ],
            ["HCLK and SYSCLK frequency", "fHCLK", "VSCALE2, MODE = WS1", "", "", "80", "MHz"],
        ],
    )
    s.para(
        "1. The maximum limit on TA may be lower due to device self-heating, which depends on the power "
        "dissipation of the specific application.",
        7,
    )
    s.heading("4.3 Current Consumption at 3.0 V", 9.5)
    s.caption("Table 4.3. MCU and Radio Current Consumption")
    s.table(
        sl,
        [
            [
                "Current consumption in EM0 mode",
                "IACTIVE",
                "76.8 MHz, CoreMark loop from flash",
                "",
                "31",
                "",
                "µA/MHz",
            ],
            [
                "Current consumption in EM2 mode",
                "IEM2_VS",
                "16 kB RAM retention, RTC from LFXO",
                "",
                "1.4",
                "",
                "µA",
            ],
            ["", "", "Full 64 kB RAM retention, RTC from LFXO", "", "1.9", "", "µA"],
            [
                "Current consumption in EM4 mode",
                "IEM4",
                "No BURTC, no LF oscillator",
                "",
                "0.25",
                "",
                "µA",
            ],
            ["Current in receive mode", "IRX_ACTIVE", "1 Mbit/s, 2GFSK", "", "4.4", "", "mA"],
            ["Current in transmit mode", "ITX_ACTIVE", "0 dBm output power", "", "5.0", "", "mA"],
            ["", "", "+10 dBm output power", "", "19.1", "", "mA"],
        ],
    )
    s.heading("4.4 GPIO Pins", 9.5)
    s.caption("Table 4.4. GPIO Pins")
    s.table(
        sl,
        [
            ["Input low voltage", "VIL", "GPIO pins", "", "", "IOVDD * 0.3", "V"],
            ["Input high voltage", "VIH", "GPIO pins", "IOVDD * 0.7", "", "", "V"],
            [
                "Output high voltage",
                "VOH",
                "Sourcing 20 mA, IOVDD ≥ 3 V",
                "IOVDD * 0.8",
                "",
                "",
                "V",
            ],
            ["", "", "Sourcing 8 mA, IOVDD ≥ 1.62 V", "IOVDD * 0.6", "", "", "V"],
            ["Output low voltage", "VOL", "Sinking 20 mA, IOVDD ≥ 3 V", "", "", "IOVDD * 0.2", "V"],
            ["", "", "Sinking 8 mA, IOVDD ≥ 1.62 V", "", "", "IOVDD * 0.4", "V"],
            ["Input leakage current", "IIOLEAK", "All GPIO except LFXO pins", "", "2.5", "", "nA"],
        ],
    )

    s.add_page()
    s.heading("4.5 RF Transmitter Characteristics", 9.5)
    s.caption("Table 4.5. RF Transmitter General Characteristics for the 2.4 GHz Band")
    s.table(
        sl,
        [
            ["RF tuning frequency range", "FRANGE", "", "2400", "", "2483.5", "MHz"],
            ["Maximum TX power", "POUTMAX", "+10 dBm PA", "", "10", "", "dBm"],
            ["Minimum active TX power", "POUTMIN", "", "", "-28", "", "dBm"],
            ["Output power variation vs VDD", "POUTVAR_V", "1.8 V to 3.8 V", "", "0.4", "", "dB"],
        ],
    )
    s.heading("4.6 RF Receiver Characteristics", 9.5)
    s.caption(
        "Table 4.6. RF Receiver Sensitivity, Bluetooth LE (PER 30.8 %) and 802.15.4 (PER 1 %)"
    )
    s.table(
        sl,
        [
            ["Sensitivity", "SENS", "1 Mbps GFSK", "", "-98.9", "", "dBm"],
            ["", "", "2 Mbps GFSK", "", "-96.2", "", "dBm"],
            ["", "", "500 kbps GFSK (coded PHY, S=2)", "", "-102.4", "", "dBm"],
            ["", "", "125 kbps GFSK (coded PHY, S=8)", "", "-106.1", "", "dBm"],
            ["", "", "802.15.4, 250 kbps O-QPSK", "", "-103.3", "", "dBm"],
            ["Max usable receiver input level", "SAT", "1 Mbps GFSK", "", "10", "", "dBm"],
        ],
    )
    s.heading("5. Typical Performance", 9.5)
    s.figure(
        "Figure 5.1. Typical TX current vs. output power",
        "Output power (dBm)",
        "Current (mA)",
        ["-20", "-15", "-10", "-5", "0", "5", "10"],
        ["0", "5", "10", "15", "20", "25"],
        [
            ("VDD = 3.0 V", [(0.0, 0.12), (0.5, 0.17), (0.67, 0.2), (0.83, 0.42), (1.0, 0.76)]),
            ("VDD = 1.8 V", [(0.0, 0.16), (0.5, 0.24), (0.67, 0.3), (0.83, 0.58), (1.0, 0.98)]),
        ],
        notes=["TA = 25 °C"],
        height=115,
    )
    s.heading("6. Application Example", 9.5)
    s.para(
        "A door sensor that advertises every 1 s at 0 dBm with a 31-byte payload averages about 12 µA; from a "
        "CR2032 coin cell (3 V, 225 mAh) this gives roughly two years of battery life. Place a 10 µF bulk "
        "capacitor and a 100 nF capacitor next to the VDD pin. Keep a copper-free area of 5 mm around the chip "
        "antenna and mount the module at the edge of the carrier board.",
        8,
    )
    return save(s, out / "wrm2402.pdf")


# ---------------------------------------------------------------- Microchip style
def mva3104(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="MVA3104",
        footer_left="© 2022 Marlow Microsystems Inc.",
        footer_right="DS20005912A-page {page}",
        table_fill=(230, 230, 230),
    )
    s = Sheet(style, "MVA3104 data sheet")
    s.add_page()
    s.title_block("MVA3104", "2.7V 4-Channel 12-Bit A/D Converter with SPI Serial Interface")
    s.heading("Features")
    s.bullets(
        [
            "12-bit resolution",
            "±1 LSB max DNL",
            "±1 LSB max INL (MVA3104-B), ±2 LSB max INL (MVA3104-C)",
            "4 input channels",
            "Analog inputs programmable as single-ended or pseudo-differential pairs",
            "On-chip sample and hold",
            "SPI serial interface (modes 0,0 and 1,1)",
            "Single supply operation: 2.7V - 5.5V",
            "100 ksps max. sampling rate at VDD = 5V",
            "50 ksps max. sampling rate at VDD = 2.7V",
            "Low power CMOS technology: 500 nA typical standby current, 2 µA max.; 400 µA max. active current at 5V",
            "Industrial temp range: -40°C to +85°C",
            "Available in PDIP, SOIC and TSSOP packages",
        ]
    )
    s.heading("Applications")
    s.bullets(
        ["Sensor Interface", "Process Control", "Data Acquisition", "Battery Operated Systems"]
    )
    s.heading("Description")
    s.para(
        "The Marlow MVA3104 12-bit Analog-to-Digital (A/D) converter combines high performance and low power "
        "consumption in a small package, making it ideal for embedded control applications. The MVA3104 "
        "features a successive approximation register (SAR) architecture and an industry-standard SPI serial "
        "interface, allowing 12-bit A/D capability to be added to any PICmicro® microcontroller. The MVA3104 "
        "features 100k samples/second, 4 input channels, low power consumption (500 nA typical standby, 400 µA "
        "max. active), and is available in 14-pin PDIP, SOIC and TSSOP packages. Applications for the MVA3104 "
        "include data acquisition, instrumentation and measurement, multi-channel data loggers, industrial PCs, "
        "motor control, robotics, industrial automation, smart sensors, portable instrumentation and home "
        "medical appliances."
    )

    s.add_page()
    s.heading("1.0 ELECTRICAL CHARACTERISTICS")
    s.heading("Absolute Maximum Ratings †", 9)
    s.leaders(
        [
            ("VDD", "7.0V"),
            ("All inputs and outputs w.r.t. VSS", "-0.6V to VDD +0.6V"),
            ("Storage temperature", "-65°C to +150°C"),
            ("Ambient temp. with power applied", "-65°C to +125°C"),
            ("Soldering temperature of leads (10 seconds)", "+300°C"),
            ("ESD protection on all pins", "> 4 kV"),
        ],
        width=380,
    )
    s.para(
        '† Notice: Stresses above those listed under "Maximum Ratings" may cause permanent damage to the device. '
        "This is a stress rating only and functional operation of the device at those or any other conditions "
        "above those indicated in the operational listings of this specification is not implied.",
        7,
    )
    s.para(
        "ELECTRICAL SPECIFICATIONS: Unless otherwise noted, all parameters apply at VDD = 5V, VSS = 0V, "
        "VREF = 5V, TA = -40°C to +85°C, fSAMPLE = 100 ksps and fCLK = 20*fSAMPLE.",
        7.5,
        bold=True,
    )
    mc = [
        Col("Parameters", 150),
        Col("Sym", 46),
        Col("Min", 40, "C"),
        Col("Typ", 36, "C"),
        Col("Max", 40, "C"),
        Col("Units", 52, "C"),
        Col("Conditions", 135),
    ]
    s.table(
        mc,
        [
            ["Conversion Rate"],
            ["Conversion Time", "tCONV", "—", "—", "12", "clock cycles", ""],
            ["Analog Input Sample Time", "tSAMPLE", "", "1.5", "", "clock cycles", ""],
            ["Throughput Rate", "fSAMPLE", "—", "—", "100", "ksps", "VDD = VREF = 5V"],
            ["", "", "—", "—", "50", "ksps", "VDD = VREF = 2.7V"],
            ["DC Accuracy"],
            ["Resolution", "", "", "12", "", "bits", ""],
            ["Integral Nonlinearity", "INL", "—", "±0.75", "±1", "LSB", "MVA3104-B"],
            ["", "", "—", "±1.0", "±2", "LSB", "MVA3104-C"],
            ["Differential Nonlinearity", "DNL", "—", "±0.5", "±1", "LSB", "No missing codes"],
            ["Offset Error", "", "—", "±1.25", "±3", "LSB", ""],
            ["Gain Error", "", "—", "±1.25", "±5", "LSB", ""],
            ["Reference Input"],
            ["Voltage Range", "", "0.25", "—", "VDD", "V", "Note 2"],
            ["Current Drain", "", "—", "100", "150", "µA", ""],
            ["", "", "—", "0.001", "3", "µA", "CS = VDD = 5V"],
            ["Analog Inputs"],
            ["Input Voltage Range, single-ended", "", "VSS", "—", "VREF", "V", "CH0-CH3"],
            ["Leakage Current", "", "—", "0.001", "±1", "µA", ""],
            ["Switch Resistance", "RSS", "—", "1K", "—", "Ohm", "See Figure 4-1"],
            ["Sample Capacitor", "CSAMPLE", "—", "20", "—", "pF", ""],
            ["Digital Input/Output"],
            ["High Level Input Voltage", "VIH", "0.7 VDD", "—", "—", "V", ""],
            ["Low Level Input Voltage", "VIL", "—", "—", "0.3 VDD", "V", ""],
            ["High Level Output Voltage", "VOH", "4.1", "—", "—", "V", "IOH = -1 mA, VDD = 4.5V"],
            ["Low Level Output Voltage", "VOL", "—", "—", "0.4", "V", "IOL = 1 mA, VDD = 4.5V"],
            ["Input Leakage Current", "ILI", "-10", "—", "10", "µA", "VIN = VSS or VDD"],
            ["Timing Parameters"],
            ["Clock Frequency", "fCLK", "—", "—", "2.0", "MHz", "VDD = 5V (Note 3)"],
            ["", "", "—", "—", "1.0", "MHz", "VDD = 2.7V (Note 3)"],
            ["Clock High Time", "tHI", "250", "—", "—", "ns", ""],
            ["Clock Low Time", "tLO", "250", "—", "—", "ns", ""],
            ["CS Fall To First Rising CLK Edge", "tSUCS", "100", "—", "—", "ns", ""],
            ["Power Requirements"],
            ["Operating Voltage", "VDD", "2.7", "—", "5.5", "V", ""],
            ["Operating Current", "IDD", "—", "300", "400", "µA", "VDD = VREF = 5V, DOUT unloaded"],
            ["", "", "—", "210", "—", "µA", "VDD = VREF = 2.7V, DOUT unloaded"],
            ["Standby Current", "IDDS", "—", "0.5", "2", "µA", "CS = VDD = 5.0V"],
        ],
    )
    s.para(
        "Note 1: This parameter is established by characterization and not 100% tested.  2: See graphs that "
        "relate linearity performance to VREF levels.  3: Because the sample cap will eventually lose charge, "
        "effective clock rates below 10 kHz can affect linearity performance, especially at elevated "
        "temperatures. See Section 6.2 for more information.",
        7,
    )
    s.add_page()
    s.heading("TEMPERATURE CHARACTERISTICS", 9)
    s.table(
        [
            Col("Parameters", 200),
            Col("Sym", 50),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Units", 99, "C"),
        ],
        [
            ["Specified Temperature Range", "TA", "-40", "—", "+85", "°C"],
            ["Operating Temperature Range", "TA", "-40", "—", "+85", "°C"],
            ["Storage Temperature Range", "TA", "-65", "—", "+150", "°C"],
            ["Thermal Resistance, 14L-PDIP", "ThetaJA", "—", "70", "—", "°C/W"],
        ],
    )

    s.heading("2.0 TYPICAL PERFORMANCE CHARACTERISTICS")
    s.para(
        "Note: Unless otherwise indicated, VDD = VREF = 5V, fSAMPLE = 100 ksps, TA = +25°C.", 7.5
    )
    s.figure(
        "FIGURE 2-1: Integral Nonlinearity (INL) vs. Sample Rate.",
        "Sample Rate (ksps)",
        "INL (LSB)",
        ["0", "25", "50", "75", "100", "125", "150"],
        ["-1.0", "-0.5", "0.0", "0.5", "1.0"],
        [
            ("Positive INL", [(0.0, 0.62), (0.5, 0.63), (0.67, 0.66), (0.83, 0.8)]),
            ("Negative INL", [(0.0, 0.38), (0.5, 0.37), (0.67, 0.34), (0.83, 0.2)]),
        ],
        height=105,
    )
    s.figure(
        "FIGURE 2-2: IDD vs. Clock Frequency.",
        "Clock Frequency (MHz)",
        "IDD (µA)",
        ["0", "0.5", "1.0", "1.5", "2.0", "2.5", "3.0"],
        ["0", "100", "200", "300", "400", "500"],
        [
            ("VDD = VREF = 5V", [(0.0, 0.3), (0.33, 0.48), (0.67, 0.6)]),
            ("VDD = VREF = 2.7V", [(0.0, 0.2), (0.33, 0.4)]),
        ],
        height=105,
    )
    s.heading("6.0 APPLICATIONS INFORMATION")
    s.heading("6.1 Using the MVA3104 with Microcontroller SPI Ports", 9)
    s.para(
        "With most microcontroller SPI ports, it is required to send groups of eight bits. Three bytes are "
        "therefore exchanged per conversion. Example: with the MCU clocking the SPI port at 1.6 MHz, 24 clocks "
        "per conversion give an effective sample rate of 1.6 MHz / 24 = 66.7 ksps.",
        8,
    )
    s.heading("6.2 Maintaining Minimum Clock Speed", 9)
    s.para(
        "When the MVA3104 initiates the sample period, charge is stored on the sample capacitor. When the sample "
        "period is complete, the device converts one bit for each clock that is received. It is important for "
        "the user to note that a slow clock rate will allow charge to bleed off the sample capacitor while the "
        "conversion is taking place; a clock rate of 10 kHz or higher is recommended at 85°C.",
        8,
    )
    s.heading("6.3 Thermistor Example", 9)
    s.para(
        "A 10 kOhm NTC thermistor with a 10 kOhm fixed resistor from VREF = 3.3V gives 1.65V on CH0 at 25°C (output "
        "code 2048). At 0°C the thermistor is about 32.6 kOhm and the input falls to 0.77V.",
        8,
    )
    return save(s, out / "mva3104.pdf")


# ------------------------------------------------------- Chinese CO2 module manual
def zc_m702(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        footer_left="Zhengzhou Kemei Sensor Technology Co., Ltd.   Tel：0371-6000 0000",
        footer_right="- {page} -",
        table_fill=(235, 240, 235),
        accent=(0, 100, 60),
    )
    s = Sheet(style, "ZC-M702 user manual")
    s.add_page()
    s.title_block("ZC-M702", "NDIR Infrared CO2 Gas Sensor Module  User Manual (V1.3)")
    s.heading("1. Product Overview")
    s.para(
        "ZC-M702 is a common type, small size sensor, using non-dispersive infrared (NDIR) principle to detect "
        "the existence of CO2 in the air, with good selectivity, non-oxygen dependent and long life. Built-in "
        "temperature compensation; and it has UART output, PWM output and analog voltage output at the same "
        "time. It is developed by the tight integration of mature infrared absorbing gas detection technology, "
        "precision optical circuit design and superior circuit design."
    )
    s.heading("2. Applications")
    s.para(
        "HVAC refrigeration；indoor air quality monitoring；smart home appliances；schools；agriculture and "
        "animal husbandry production process monitoring."
    )
    s.heading("3. Technical Parameters")
    s.lines(
        [
            "Product model：ZC-M702",
            "Target gas：CO2",
            "Working voltage：4.5～5.5 V DC",
            "Average current：＜60mA（@5V power supply）",
            "Peak current：150mA（@5V power supply）",
            "Interface level：3.3V（compatible with 5V）",
            "Detection range：0～5000ppm",
            "Accuracy：±（50ppm＋5% reading value）",
            "Output signal：UART（TTL level）/ PWM / DAC（0.4～2V）",
            "Preheat time：3 min",
            "Response time：T90＜120 s",
            "Working temperature：0～50℃",
            "Working humidity：0～95%RH（no condensation）",
            "Storage temperature：−20～60℃",
            "Dimension：33 mm×20 mm×9 mm（L×W×H）",
            "Weight：5 g",
            "Lifespan：＞5 years",
        ],
        size=9,
        spacing=4.5,
    )
    s.heading("4. Pin Definition")
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60), Col("Description", 399)],
        [
            ["1", "Vin", "Power input（4.5～5.5V）"],
            ["2", "GND", "Ground"],
            ["3", "Vo", "Analog output（0.4～2V）"],
            ["4", "PWM", "PWM output"],
            ["5", "HD", "Zero calibration, keep low level for more than 7 s"],
            ["6", "TXD", "UART-TXD（TTL level 3.3V）"],
            ["7", "RXD", "UART-RXD（TTL level 3.3V）"],
        ],
        size=8,
    )

    s.add_page()
    s.heading("5. Communication Protocol")
    s.heading("5.1 General settings", 9.5)
    s.lines(
        [
            "Baud rate：9600",
            "Data bits：8",
            "Stop bit：1",
            "Parity：none",
        ],
        size=9,
    )
    s.heading("5.2 Command list", 9.5)
    s.table(
        [Col("Command", 70, "C"), Col("Function", 429)],
        [
            ["0x86", "Read CO2 concentration"],
            ["0x87", "Calibrate zero point（ZERO）"],
            ["0x88", "Calibrate span point（SPAN）"],
            ["0x79", "ON/OFF self-calibration function for zero point"],
            ["0x99", "Detection range setting"],
        ],
        size=8,
    )
    s.para(
        "Example of reading：Send：FF 01 86 00 00 00 00 00 79；Return：FF 86 02 60 47 00 00 00 D1. "
        "CO2 concentration = HIGH × 256 + LOW = 0x02 × 256 + 0x60 = 2 × 256 + 96 = 608 ppm."
    )
    s.heading("6. PWM Output")
    s.para(
        "PWM cycle：1004 ms ±5%；high level output at the start：2 ms；middle cycle：1000 ms；low level output at "
        "the end：2 ms. CO2 concentration through PWM（range 0～2000 ppm）：Cppm = 2000 × （TH − 2 ms）/（TH + TL − "
        "4 ms），where TH is the high level time and TL the low level time of one cycle."
    )
    s.heading("7. Typical Characteristics")
    s.figure(
        "Fig.3  Analog output vs. CO2 concentration",
        "CO2 concentration（ppm）",
        "Vo（V）",
        ["0", "1000", "2000", "3000", "4000", "5000"],
        ["0", "0.4", "0.8", "1.2", "1.6", "2.0"],
        [("DAC output", [(0.0, 0.2), (1.0, 1.0)]), ("ideal", [(0.0, 0.2), (0.5, 0.6), (1.0, 1.0)])],
        notes=["Ta＝25℃"],
        height=110,
    )
    s.heading("8. Cautions")
    s.bullets(
        [
            "Please avoid pressure on the gold-plated plastic chamber during soldering and installation.",
            "The module should be preheated for 3 minutes after power on before reading is valid.",
            "Automatic baseline calibration：every 24 h, the lowest concentration measured is taken as 400 ppm. "
            "Only suitable for rooms that are ventilated regularly.",
            "Example：in a 60 m² classroom with 30 pupils, CO2 can reach 2500 ppm within 45 minutes；an alarm "
            "threshold of 1000 ppm is suggested.",
            "Do not use in environments with corrosive gas, and avoid dust and water vapour entering the chamber.",
        ],
        mark="●",
    )
    return save(s, out / "zc-m702.pdf")


SHEETS = (avq7924, mqr1865, nvx1g125, hsq6040, beh520, wrm2402, mva3104, zc_m702)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for make in SHEETS:
        path = make(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
