"""Generate the third hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout3/make_datasheets.py [OUT_DIR]

Six invented parts, each in the look of a vendor family that neither earlier
hold-out set used: a ROHM-style LDO regulator, an STMicroelectronics-style
MEMS gyroscope, an Omron-style PCB power relay, a TI-style load switch, an
Espressif-style Wi-Fi/BLE module and a Sensirion-style humidity/temperature
sensor. Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from layout import Col, Sheet, Style, save

OUT = Path(__file__).resolve().parent / "datasheets"
M = "\u2212"  # minus sign
N = "\u2013"  # en dash (TI and Espressif use it for ranges and minus)


def revision_table(s: Sheet, rows: list[list[str]], widths: tuple[float, float, float]) -> None:
    s.table(
        [Col("Date", widths[0]), Col("Revision", widths[1], "C"), Col("Changes", widths[2])], rows
    )


# ------------------------------------------------------------------ ROHM-style LDO
def kdr3350(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KDR3350Fxx Series",
        header_right="Datasheet",
        footer_left="© 2023 Rokuyo Semiconductor Co., Ltd.   TSZ02201-0R6R0A600090-1-2",
        footer_right="{page}/{nb}",
        accent=(200, 0, 30),
        rule_color=(200, 0, 30),
        table_fill=(235, 235, 235),
    )
    s = Sheet(style, "KDR3350Fxx datasheet")
    s.add_page()
    s.title_block(
        "KDR3350Fxx Series",
        "500 mA Output, 16 V Input Low Dropout CMOS Regulator with Enable",
        "Rokuyo Semiconductor   |   Fixed output: KDR3350F33 (3.3 V), KDR3350F50 (5.0 V)",
    )
    s.heading("General Description")
    s.para(
        "The KDR3350Fxx series are low saturation regulators with a maximum output current of 500 mA. "
        "The output voltage accuracy is ±2 % over load, and an enable pin (EN) turns the output off to "
        "reduce the circuit current to nearly zero. An over current protection circuit and a thermal "
        "shutdown circuit protect the IC against output short and excessive power dissipation. A ceramic "
        "output capacitor can be used."
    )
    s.heading("Features")
    s.bullets(
        [
            "Output current capability: 500 mA",
            "Output voltage accuracy: ±2 %",
            "Low circuit current: 45 µA (Typ.)",
            "Shutdown current: 0 µA (Typ.)",
            "Built-in over current protection (OCP) and thermal shutdown (TSD)",
            "Compatible with ceramic capacitors (1.0 µF or more)",
        ]
    )
    s.heading("Key Specifications")
    s.lines(
        [
            "Input Power Supply Voltage Range:               VO+0.7 V to 14.0 V",
            "Output Voltage:                                         3.3 V / 5.0 V",
            "Operating Temperature Range:                  -40 °C to +105 °C",
        ],
        8.5,
        3,
    )
    s.heading("Applications")
    s.para(
        "Consumer appliances, smart meters, white goods, IoT end nodes and industrial equipment."
    )
    s.heading("Absolute Maximum Ratings (Ta=25°C)")
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 70, "C"),
            Col("Limit", 120, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["Power Supply Voltage", "VCC", "-0.3 to +16.0", "V"],
            ["EN Pin Voltage", "VEN", "-0.3 to +16.0", "V"],
            ["Output Pin Voltage", "VO", "-0.3 to +7.0", "V"],
            ["Power Dissipation (TO252-3)", "Pd", "1.20 *1", "W"],
            ["Maximum Junction Temperature", "Tjmax", "150", "°C"],
            ["Storage Temperature Range", "Tstg", "-55 to +150", "°C"],
        ],
    )
    s.para(
        "*1 Mounted on a 70 mm × 70 mm × 1.6 mm glass epoxy board; reduce by 9.6 mW/°C above Ta=25°C. "
        "Caution: operating the IC over the absolute maximum ratings may damage the IC.",
        7,
    )
    s.heading("Recommended Operating Conditions (Ta=-40°C to +105°C)")
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 70, "C"),
            Col("Min.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unit", 40, "C"),
            Col("Conditions", 99),
        ],
        [
            ["Input Power Supply Voltage", "VCC", "4.0", "14.0", "V", "KDR3350F33"],
            ["", "", "5.7", "14.0", "V", "KDR3350F50"],
            ["Output Current", "IO", "0", "500", "mA", ""],
            ["Operating Temperature", "Topr", "-40", "+105", "°C", ""],
        ],
    )

    s.add_page()
    s.heading("Electrical Characteristics")
    s.para(
        "(Unless otherwise specified, Ta=25°C, VIN=VO+1.0V, VEN=3.0V, IO=0mA, CIN=COUT=1.0µF)", 8
    )
    rohm = [
        Col("Parameter", 118),
        Col("Symbol", 42, "C"),
        Col("Min.", 38, "C"),
        Col("Typ.", 38, "C"),
        Col("Max.", 38, "C"),
        Col("Unit", 32, "C"),
        Col("Conditions", 193),
    ]
    s.table(
        rohm,
        [
            ["Circuit Current", "Ib", "-", "45", "80", "µA", "IO=0mA"],
            ["Shutdown Current", "ISHUT", "-", "0", "1.0", "µA", "VEN=0V"],
            ["Output Voltage", "VO", "3.234", "3.300", "3.366", "V", "KDR3350F33, IO=50mA"],
            ["", "", "4.900", "5.000", "5.100", "V", "KDR3350F50, IO=50mA"],
            [
                "Dropout Voltage",
                "ΔVd",
                "-",
                "0.25",
                "0.45",
                "V",
                "KDR3350F33, VIN=3.135V, IO=300mA",
            ],
            ["", "", "-", "0.40", "0.70", "V", "KDR3350F33, VIN=3.135V, IO=500mA"],
            ["", "", "-", "0.22", "0.40", "V", "KDR3350F50, VIN=4.75V, IO=300mA"],
            ["", "", "-", "0.35", "0.60", "V", "KDR3350F50, VIN=4.75V, IO=500mA"],
            ["Ripple Rejection", "R.R.", "-", "60", "-", "dB", "VR=-10dBV, f=120Hz, IO=100mA"],
            ["Line Regulation", "Reg.I", "-", "3", "20", "mV", "VIN=VO+1.0V to 14V"],
            ["Load Regulation", "Reg.L", "-", "10", "40", "mV", "IO=0mA to 500mA"],
            ["Over Current Protection", "IOCP", "550", "800", "-", "mA", "VO=VO(Typ.)×0.9"],
            ["Short Circuit Current", "ISC", "-", "120", "-", "mA", "VO=0V"],
            ["EN High Voltage", "VENH", "2.0", "-", "-", "V", "Output ON"],
            ["EN Low Voltage", "VENL", "-", "-", "0.6", "V", "Output OFF"],
            ["EN Bias Current", "IEN", "-", "1.5", "3.0", "µA", "VEN=3.0V"],
            ["Thermal Shutdown", "TSD", "-", "175", "-", "°C", "Junction temperature"],
        ],
        head_rows=[["", "", "Limit", "<", "<", "", ""]],
    )
    s.heading("Typical Performance Curves")
    s.figure(
        "Figure 12. Output Voltage vs Input Voltage (KDR3350F50, Ta=25°C)",
        "Input Voltage: VIN [V]",
        "Output Voltage: VO [V]",
        ["0", "2", "4", "6", "8", "10", "12", "14", "16"],
        ["0", "1", "2", "3", "4", "5", "6"],
        [
            ("IO=0mA", [(0.0, 0.0), (0.3, 0.6), (0.36, 0.83), (0.4, 0.833), (1.0, 0.833)]),
            ("IO=500mA", [(0.0, 0.0), (0.32, 0.58), (0.4, 0.83), (1.0, 0.83)]),
        ],
        height=110,
    )
    s.heading("Application Example")
    s.para(
        "A typical smart meter supplies the KDR3350F33 from a 12 V adapter rail and powers a radio module "
        "that peaks at 350 mA during transmission. With VIN = 12 V and an average load of 60 mA the IC "
        "dissipates about 0.5 W, which keeps the junction near 85 °C at Ta = 40 °C. Use a 10 µF input "
        "capacitor when the adapter cable is longer than 2 m, and keep COUT between 1.0 µF and 47 µF.",
        8,
    )

    s.add_page()
    s.heading("Ordering Information")
    s.table(
        [
            Col("Part Number", 150),
            Col("Output Voltage", 100, "C"),
            Col("Package", 120, "C"),
            Col("Packing", 129, "C"),
        ],
        [
            ["KDR3350F33-TR", "3.3 V", "TO252-3", "Embossed tape, 2500 pcs"],
            ["KDR3350F50-TR", "5.0 V", "TO252-3", "Embossed tape, 2500 pcs"],
        ],
    )
    s.heading("Revision History")
    revision_table(
        s,
        [
            ["12.Feb.2021", "001", "New release"],
            ["03.Aug.2022", "002", "Added KDR3350F50; dropout voltage at IO=500mA updated"],
            ["20.Apr.2023", "003", "Power dissipation note revised (70 mm × 70 mm board)"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "kdr3350.pdf")


# ---------------------------------------------------------- STMicro-style MEMS gyroscope
def lgx3020(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="LGX3020",
        header_right="",
        footer_left="DS14021 - Rev 3 - May 2023",
        footer_right="{page}/{nb}",
        accent=(3, 35, 75),
        rule_color=(60, 180, 230),
        table_fill=(210, 230, 245),
    )
    s = Sheet(style, "LGX3020 datasheet")
    s.add_page()
    s.title_block(
        "LGX3020",
        "MEMS motion sensor: low-power 3-axis digital output gyroscope",
        "Datasheet - production data",
    )
    s.heading("Features")
    s.bullets(
        [
            "Three selectable full scales: ±250/±500/±2000 dps",
            "I²C serial interface (standard and fast mode)",
            "16-bit rate value data output",
            "8-bit temperature data output",
            "Power-down and sleep modes",
            "Embedded 32-level FIFO",
            "Supply voltage: 2.4 V to 3.6 V",
            "ECOPACK®, RoHS and 'Green' compliant",
        ]
    )
    s.heading("Description")
    s.para(
        "The LGX3020 is a low-power three-axis angular rate sensor. It includes a sensing element and an IC "
        "interface able to provide the measured angular rate to the external world through a digital "
        "interface (I²C). The LGX3020 has a full scale of ±250/±500/±2000 dps and is capable of measuring "
        "rates with a user-selectable bandwidth. It is available in a plastic land grid array (LGA) package "
        "and can operate within a temperature range of -40 °C to +85 °C."
    )
    s.caption("Table 1. Device summary")
    s.table(
        [
            Col("Order code", 110),
            Col("Temperature range [°C]", 130, "C"),
            Col("Package", 110, "C"),
            Col("Packaging", 149, "C"),
        ],
        [
            ["LGX3020", "-40 to +85", "LGA-16 (3x3x1 mm)", "Tray"],
            ["LGX3020TR", "-40 to +85", "LGA-16 (3x3x1 mm)", "Tape and reel"],
        ],
    )
    s.heading("1   Mechanical and electrical specifications")
    s.caption("Table 3. Mechanical characteristics")
    s.para("@ Vdd = 2.5 V, T = 25 °C unless otherwise noted (1)", 8)
    st = [
        Col("Symbol", 44),
        Col("Parameter", 138),
        Col("Test condition", 106),
        Col("Min.", 48, "C"),
        Col("Typ.(2)", 64, "C"),
        Col("Max.", 48, "C"),
        Col("Unit", 51, "C"),
    ]
    s.table(
        st,
        [
            ["FS", "Measurement range", "User-selectable", "", "±250", "", "dps"],
            ["", "", "", "", "±500", "", ""],
            ["", "", "", "", "±2000", "", ""],
            ["So", "Sensitivity", "FS = 250 dps", "", "8.75", "", "mdps/digit"],
            ["", "", "FS = 500 dps", "", "17.50", "", ""],
            ["", "", "FS = 2000 dps", "", "70", "", ""],
            [
                "SoDr",
                "Sensitivity change vs. temperature",
                "From -40 °C to +85 °C",
                "",
                "±2",
                "",
                "%",
            ],
            ["DVoff", "Digital zero-rate level", "FS = 250 dps", "", "±10", "", "dps"],
            ["", "", "FS = 2000 dps", "", "±75", "", "dps"],
            ["NL", "Non linearity(3)", "Best fit straight line", "", "0.2", "", "% FS"],
            ["Rn", "Rate noise density", "BW = 50 Hz", "", "0.03", "", "dps/√Hz"],
            ["ODR", "Digital output data rate", "", "", "95/190/380/760", "", "Hz"],
            ["Top", "Operating temperature range", "", "-40", "", "+85", "°C"],
        ],
    )
    s.para(
        "1. The product is factory calibrated at 2.5 V. The operational power supply range is from 2.4 V to "
        "3.6 V.  2. Typical specifications are not guaranteed.  3. Guaranteed by design.",
        7,
    )

    s.add_page()
    s.caption("Table 4. Electrical characteristics")
    s.para("@ Vdd = 2.5 V, T = 25 °C unless otherwise noted", 8)
    s.table(
        st,
        [
            ["Vdd", "Supply voltage", "", "2.4", "2.5", "3.6", "V"],
            ["Vdd_IO", "I/O pins supply voltage(1)", "", "1.71", "", "Vdd+0.1", "V"],
            ["Idd", "Supply current", "Normal mode", "", "6.1", "", "mA"],
            ["IddSL", "Supply current in sleep mode(2)", "", "", "2", "", "mA"],
            ["IddPdn", "Supply current in power-down", "", "", "5", "", "µA"],
            ["VIH", "Digital high-level input voltage", "", "0.8*Vdd_IO", "", "", "V"],
            ["VIL", "Digital low-level input voltage", "", "", "", "0.2*Vdd_IO", "V"],
            ["VOL", "Digital low-level output voltage", "IOL = 4 mA", "", "", "0.4", "V"],
            ["Top", "Operating temperature range", "", "-40", "", "+85", "°C"],
        ],
    )
    s.para(
        "1. It is possible to remove Vdd while keeping Vdd_IO without blocking the communication bus; in this "
        "condition the measurement chain is powered off.  2. Sleep mode keeps the drive circuitry running "
        "for a faster turn-on time.",
        7,
    )
    s.caption("Table 5. I²C slave timing values")
    s.table(
        [
            Col("Symbol", 70),
            Col("Parameter", 190),
            Col("Min.", 40, "C"),
            Col("Max.", 40, "C"),
            Col("Min.", 40, "C"),
            Col("Max.", 40, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["f(SCL)", "SCL clock frequency", "0", "100", "0", "400", "kHz"],
            ["tw(SCLL)", "SCL clock low time", "4.7", "", "1.3", "", "µs"],
            ["tw(SCLH)", "SCL clock high time", "4.0", "", "0.6", "", "µs"],
        ],
        head_rows=[["", "", "I²C standard mode(1)", "<", "I²C fast mode(1)", "<", ""]],
    )
    s.para("1. Data based on standard I²C protocol requirement, not tested in production.", 7)
    s.caption("Table 6. Absolute maximum ratings")
    s.table(
        [
            Col("Symbol", 70),
            Col("Ratings", 230),
            Col("Maximum value", 130, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Vdd", "Supply voltage", "-0.3 to 4.8", "V"],
            ["Vdd_IO", "I/O pins supply voltage", "-0.3 to 4.8", "V"],
            [
                "Vin",
                "Input voltage on any control pin (SCL, SDA, SDO, CS)",
                "-0.3 to Vdd_IO +0.3",
                "V",
            ],
            ["APOW", "Acceleration (any axis, powered, Vdd = 2.5 V)", "3,000 for 0.5 ms", "g"],
            ["TSTG", "Storage temperature range", "-40 to +125", "°C"],
            ["ESD", "Electrostatic discharge protection (HBM)", "2", "kV"],
        ],
    )
    s.para(
        "Note: Supply voltage on any pin should never exceed 4.8 V. This device is sensitive to mechanical "
        "shock, improper handling can cause permanent damage to the part.",
        7,
    )
    s.heading("2   Digital interfaces")
    s.para(
        "The registers embedded inside the LGX3020 may be accessed through the I²C serial interface. The "
        "slave address (SAD) associated with the LGX3020 is 110111xb. The SDO pin can be used to modify the "
        "less significant bit of the device address. If the SDO pin is connected to ground, the LSb value "
        "is '0' (address 1101110b, 6Eh); otherwise, if the SDO pin is connected to the supply, the LSb "
        "value is '1' (address 1101111b, 6Fh). This solution permits two different gyroscopes to be "
        "connected to the same I²C bus.",
        8.5,
    )
    s.caption("Table 9. SAD+Read/Write patterns")
    s.table(
        [
            Col("Command", 80),
            Col("SAD[6:1]", 80, "C"),
            Col("SAD[0] = SDO", 90, "C"),
            Col("R/W", 50, "C"),
            Col("SAD+R/W", 199, "C"),
        ],
        [
            ["Read", "110111", "0", "1", "11011101 (DDh)"],
            ["Write", "110111", "0", "0", "11011100 (DCh)"],
            ["Read", "110111", "1", "1", "11011111 (DFh)"],
            ["Write", "110111", "1", "0", "11011110 (DEh)"],
        ],
    )
    s.heading("3   Application hints")
    s.para(
        "In a camera gimbal the gyroscope is typically read at 760 Hz and the 2000 dps range is needed only "
        "for fast pans; a drone flight controller often uses 500 dps. Power supply decoupling capacitors "
        "(100 nF ceramic and 10 µF aluminum) should be placed as near as possible to pin 14. A 10 kΩ "
        "pull-up on SDA and SCL suits bus lengths up to 30 cm.",
        8,
    )
    s.caption("Table 21. Document revision history")
    revision_table(
        s,
        [
            ["12-Jan-2021", "1", "Initial release"],
            ["08-Sep-2022", "2", "Updated Table 4: IddPdn typical value"],
            ["15-May-2023", "3", "Added Table 9; minor text changes"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "lgx3020.pdf")


# ---------------------------------------------------------------- Omron-style relay
def prx21(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="PCB Power Relay",
        header_right="PRX21",
        footer_left="Kyowa Omnitec Electronic Components",
        footer_right="{page}",
        accent=(0, 90, 170),
        rule_color=(0, 90, 170),
        table_fill=(225, 235, 245),
    )
    s = Sheet(style, "PRX21 datasheet")
    s.add_page()
    s.title_block(
        "PRX21",
        "PCB Power Relay - 16-A, 1-pole relay for appliance loads",
        "Kyowa Omnitec  ·  1a (SPST-NO) and 1c (SPDT) contact forms  ·  UL/TÜV recognised",
    )
    s.bullets(
        [
            "16-A switching (1a, NO contact) in a compact 29 × 12.7 × 15.7 mm housing",
            "High sensitivity coil: 400 mW",
            "Insulation distance between coil and contacts: 8 mm; impulse withstand 10 kV",
            "Flux-tight construction (RT II)",
        ],
        mark="■",
    )
    s.heading("Model Number Legend")
    s.para(
        "PRX21 - [1] - [2]     1. Contact form: 1A: SPST-NO, 1C: SPDT     2. Rated coil voltage: DC5, DC12, DC24"
    )
    s.heading("Ratings")
    s.caption("■ Coil")
    s.table(
        [
            Col("Rated voltage (V)", 70, "C"),
            Col("Rated current (mA)", 72, "C"),
            Col("Coil resistance (Ω)", 72, "C"),
            Col("Must operate voltage", 70, "C"),
            Col("Must release voltage", 70, "C"),
            Col("Max. voltage", 65, "C"),
            Col("Power consumption", 80, "C"),
        ],
        [
            ["5 DC", "80.0", "62.5", "75% max.", "10% min.", "130%", "Approx. 400 mW"],
            ["12 DC", "33.3", "360", "", "", "", ""],
            ["24 DC", "16.7", "1,440", "", "", "", ""],
        ],
        head_rows=[["", "", "", "% of rated voltage", "<", "<", ""]],
    )
    s.para(
        "Note: 1. The rated current and coil resistance are measured at a coil temperature of 23 °C with a "
        "tolerance of ±10 %.  2. The maximum voltage is the highest voltage that can be imposed on the relay "
        "coil continuously at 23 °C.",
        7.5,
    )
    s.caption("■ Contacts")
    s.table(
        [
            Col("Item", 130),
            Col("Resistive load (cos φ = 1)", 185, "C"),
            Col("Inductive load (cos φ = 0.4, L/R = 7 ms)", 184, "C"),
        ],
        [
            ["Rated load", "16 A at 250 VAC, 16 A at 30 VDC", "8 A at 250 VAC, 5 A at 30 VDC"],
            ["Rated carry current", "16 A (NO) / 8 A (NC)", "same as resistive load"],
            ["Max. switching voltage", "440 VAC, 125 VDC", "same as resistive load"],
            ["Max. switching current", "16 A (NO) / 8 A (NC)", "same as resistive load"],
            ["Max. switching capacity", "4,000 VA, 480 W", "2,000 VA, 150 W"],
        ],
    )
    s.para("Note: NC ratings apply to the 1C (SPDT) model only.", 7.5)
    s.heading("Characteristics")
    s.table(
        [Col("Item", 200), Col("PRX21", 299)],
        [
            ["Contact resistance *1", "100 mΩ max."],
            ["Operate time", "15 ms max."],
            ["Release time", "5 ms max."],
            ["Insulation resistance *2", "1,000 MΩ min."],
            ["Dielectric strength", "Between coil and contacts: 5,000 VAC, 50/60 Hz for 1 min"],
            ["", "Between contacts of same polarity: 1,000 VAC, 50/60 Hz for 1 min"],
            ["Vibration resistance", "Malfunction: 10 to 55 to 10 Hz, 1.5-mm single amplitude"],
            ["Shock resistance", "Destruction: 1,000 m/s²   Malfunction: 100 m/s²"],
            ["Durability", "Mechanical: 20,000,000 operations min. (at 18,000 operations/hr)"],
            ["", "Electrical: 100,000 operations min. (rated resistive load, 1,800 operations/hr)"],
            ["Ambient operating temperature", "-40 to 85°C (with no icing or condensation)"],
            ["Ambient operating humidity", "5% to 85%"],
            ["Weight", "Approx. 13 g"],
        ],
    )
    s.para(
        "*1 Measured by the voltage drop method at 1 A, 5 VDC.  *2 Measured with a 500-VDC megger at the "
        "same places as the dielectric strength. Values in the table are initial values.",
        7.5,
    )

    s.add_page()
    s.heading("Engineering Data")
    s.figure(
        "Maximum Switching Capacity",
        "Switching voltage (V)",
        "Switching current (A)",
        ["1", "10", "30", "100", "250", "1000"],
        ["0.1", "0.5", "1", "5", "10", "16", "50"],
        [
            ("AC resistive load", [(0.0, 0.83), (0.8, 0.83), (0.9, 0.55), (0.95, 0.3)]),
            ("DC resistive load", [(0.0, 0.83), (0.42, 0.83), (0.58, 0.45), (0.62, 0.1)]),
            ("AC inductive load", [(0.0, 0.7), (0.8, 0.7), (0.9, 0.4)]),
        ],
        notes=["Ambient temperature: 23°C"],
        height=120,
    )
    s.figure(
        "Ambient Temperature vs. Maximum Coil Voltage",
        "Ambient temperature (°C)",
        "Max. coil voltage (%)",
        ["-40", "-20", "0", "20", "40", "60", "85"],
        ["0", "50", "100", "130", "150", "200"],
        [("Max. voltage", [(0.0, 0.75), (0.45, 0.66), (1.0, 0.5)])],
        notes=["The coil voltage must not", "exceed the curve."],
        height=100,
    )
    s.heading("Precautions")
    s.para(
        "Correct Use: Applying a voltage continuously above the maximum voltage to the coil may result in "
        "burning. For a 230 VAC, 2,000 W heater (about 8.7 A) use the 1a model; for motor or solenoid loads "
        "use the inductive ratings. When driving the coil from a transistor, connect a flywheel diode "
        "(for example 1 A, 400 V) in parallel with the coil. In one washing-machine design the relay "
        "switched 12 A for 150,000 cycles in a test at 40 °C; this is an example result, not a rating.",
        8,
    )
    s.heading("Revision History")
    revision_table(
        s,
        [
            ["2021.03", "A", "First edition"],
            ["2022.11", "B", "Added 1C model (NC contact ratings)"],
            ["2023.06", "C", "Coil table reformatted; weight corrected to 13 g"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "prx21.pdf")


# ----------------------------------------------------------------- TI-style load switch
def lsx2271(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="LSX2271",
        header_right="SLVSQ41B - MARCH 2021 - REVISED JUNE 2023",
        footer_left="Submit Document Feedback",
        footer_right="Copyright © 2023 Texel Instruments Incorporated   {page}",
        accent=(204, 0, 0),
        rule_color=(120, 120, 120),
        table_fill=(230, 230, 230),
        grid=False,
    )
    s = Sheet(style, "LSX2271 datasheet")
    s.add_page()
    s.title_block("LSX2271", "LSX2271 5.5-V, 4-A, 16-mΩ On-Resistance Load Switch")
    s.heading("1 Features")
    s.bullets(
        [
            "Input voltage range: 0.8 V to 5.5 V",
            "Bias voltage range: 2.5 V to 5.5 V",
            "On-resistance: RON = 16 mΩ (typical) at VIN = 5 V, VBIAS = 5 V",
            "4-A maximum continuous switch current",
            "Low quiescent current: 35 µA (typical)",
            "Low-voltage control input (ON), 1.2-V high threshold",
            "Configurable rise time, quick output discharge (QOD)",
        ]
    )
    s.heading("2 Applications")
    s.bullets(["Ultrabook and tablets", "Set-top boxes", "Industrial PCs", "Solid-state drives"])
    s.heading("3 Description")
    s.para(
        "The LSX2271 is a small, single-channel load switch with controlled turn on. The device contains an "
        "N-channel MOSFET that can operate over an input voltage range of 0.8 V to 5.5 V and can support a "
        "maximum continuous current of 4 A. The switch is controlled by an on and off input (ON), which is "
        "capable of interfacing directly with low-voltage control signals. A 230-Ω on-chip resistor allows "
        "for quick output discharge when the switch is turned off."
    )
    s.heading("6 Specifications")
    s.heading("6.1 Absolute Maximum Ratings", 9.5)
    s.para("over operating free-air temperature range (unless otherwise noted)(1)", 7.5)
    ti = [Col("", 70), Col("", 219), Col("MIN", 60, "C"), Col("MAX", 60, "C"), Col("UNIT", 90, "C")]
    s.table(
        ti,
        [
            ["VIN", "Input voltage", f"{N}0.3", "6", "V"],
            ["VBIAS", "Bias voltage", f"{N}0.3", "6", "V"],
            ["VOUT", "Output voltage", f"{N}0.3", "6", "V"],
            ["VON", "ON voltage", f"{N}0.3", "6", "V"],
            ["IMAX", "Maximum continuous switch current", "", "4", "A"],
            ["IPLS", "Maximum pulsed switch current, pulse < 300 µs, 2% duty cycle", "", "6", "A"],
            ["TJ", "Junction temperature", f"{N}40", "125", "°C"],
            ["Tstg", "Storage temperature", f"{N}65", "150", "°C"],
        ],
    )
    s.para(
        "(1) Stresses beyond those listed under Absolute Maximum Ratings may cause permanent damage to the "
        "device. These are stress ratings only, which do not imply functional operation of the device at "
        "these or any other conditions beyond those indicated under Recommended Operating Conditions.",
        7,
    )
    s.heading("6.2 ESD Ratings", 9.5)
    s.table(
        [Col("", 70), Col("", 219), Col("", 120, "C"), Col("UNIT", 90, "C")],
        [
            ["V(ESD)", "Human-body model (HBM), per ANSI/ESDA/JEDEC JS-001", "±2000", "V"],
            ["", "Charged-device model (CDM), per JEDEC JESD22-C101", "±1000", "V"],
        ],
    )
    s.heading("6.3 Recommended Operating Conditions", 9.5)
    s.para("over operating free-air temperature range (unless otherwise noted)", 7.5)
    s.table(
        [
            Col("", 60),
            Col("", 199),
            Col("MIN", 50, "C"),
            Col("NOM", 50, "C"),
            Col("MAX", 50, "C"),
            Col("UNIT", 90, "C"),
        ],
        [
            ["VIN", "Input voltage", "0.8", "", "VBIAS", "V"],
            ["VBIAS", "Bias voltage", "2.5", "", "5.5", "V"],
            ["VON", "ON voltage", "0", "", "5.5", "V"],
            ["VIH, ON", "High-level input voltage, ON", "1.2", "", "5.5", "V"],
            ["VIL, ON", "Low-level input voltage, ON", "0", "", "0.5", "V"],
            ["TA", "Operating free-air temperature", f"{N}40", "", "105", "°C"],
        ],
    )

    s.add_page()
    s.heading("6.4 Thermal Information", 9.5)
    s.table(
        [
            Col("THERMAL METRIC(1)", 300),
            Col("LSX2271 DSG (WSON) 8 PINS", 120, "C"),
            Col("UNIT", 79, "C"),
        ],
        [
            ["RθJA  Junction-to-ambient thermal resistance", "78.4", "°C/W"],
            ["RθJC(top)  Junction-to-case (top) thermal resistance", "96.1", "°C/W"],
            ["ψJB  Junction-to-board characterization parameter", "22.3", "°C/W"],
        ],
    )
    s.heading("6.5 Electrical Characteristics", 9.5)
    s.para(
        f"Unless otherwise noted, the specification applies over the operating ambient temperature {N}40°C "
        "≤ TA ≤ 105°C. Typical values are for TA = 25°C.",
        7.5,
    )
    s.table(
        [
            Col("PARAMETER", 142),
            Col("TEST CONDITIONS", 162),
            Col("TA", 60, "C"),
            Col("MIN", 30, "C"),
            Col("TYP", 30, "C"),
            Col("MAX", 30, "C"),
            Col("UNIT", 45, "C"),
        ],
        [
            ["POWER SUPPLIES AND CURRENTS"],
            [
                "IQ, VBIAS  VBIAS quiescent current",
                "IOUT = 0 mA, VIN = VON = VBIAS = 5 V",
                f"{N}40°C to 105°C",
                "",
                "35",
                "50",
                "µA",
            ],
            [
                "ISD, VBIAS  VBIAS shutdown current",
                "VON = 0 V, VOUT = 0 V",
                f"{N}40°C to 105°C",
                "",
                "0.5",
                "2",
                "µA",
            ],
            [
                "ISD, VIN  VIN shutdown current",
                "VON = 0 V, VOUT = 0 V, VIN = 5 V",
                "25°C",
                "",
                "0.005",
                "0.5",
                "µA",
            ],
            ["", "", f"{N}40°C to 105°C", "", "", "8", "µA"],
            [
                "ION  ON pin input leakage current",
                "VON = 5.5 V",
                f"{N}40°C to 105°C",
                "",
                "",
                "0.1",
                "µA",
            ],
            ["RESISTANCE CHARACTERISTICS"],
            [
                "RON  On-state resistance",
                "IOUT = −200 mA, VBIAS = 5 V, VIN = 5 V",
                "25°C",
                "",
                "16",
                "19",
                "mΩ",
            ],
            ["", "", f"{N}40°C to 105°C", "", "", "25", "mΩ"],
            ["", "IOUT = −200 mA, VBIAS = 5 V, VIN = 1.8 V", "25°C", "", "15", "18", "mΩ"],
            ["", "IOUT = −200 mA, VBIAS = 2.5 V, VIN = 2.5 V", "25°C", "", "22", "27", "mΩ"],
            ["", "", f"{N}40°C to 105°C", "", "", "35", "mΩ"],
            [
                "RPD  Output pulldown resistance",
                "VIN = 5 V, VON = 0 V, IOUT = 15 mA",
                f"{N}40°C to 105°C",
                "",
                "230",
                "290",
                "Ω",
            ],
        ],
    )
    s.heading("6.6 Switching Characteristics", 9.5)
    s.para(
        "TA = 25°C, VBIAS = 5 V, RL = 10 Ω, CL = 0.1 µF, CT = 1000 pF (unless otherwise noted)", 7.5
    )
    s.table(
        [
            Col("PARAMETER", 170),
            Col("TEST CONDITIONS", 199),
            Col("MIN", 35, "C"),
            Col("TYP", 35, "C"),
            Col("MAX", 35, "C"),
            Col("UNIT", 25, "C"),
        ],
        [
            ["tON  Turn-on time", "VIN = 5 V", "", "1370", "", "µs"],
            ["", "VIN = 1.8 V", "", "780", "", "µs"],
            ["tOFF  Turn-off time", "VIN = 5 V", "", "6", "", "µs"],
            ["tR  VOUT rise time", "VIN = 5 V", "", "1660", "", "µs"],
        ],
    )
    s.heading("8 Application and Implementation", 9.5)
    s.para(
        "This typical application demonstrates how the LSX2271 can be used to power downstream modules. "
        "Design requirements: VIN = 3.3 V, VBIAS = 5 V, load current 2 A, CL = 22 µF, maximum inrush "
        "current 400 mA. With CT = 2200 pF the output rises in about 2.2 ms, so the inrush current is "
        "22 µF × 3.3 V / 2.2 ms ≈ 33 mA. At 2 A the switch dissipates 2² × 0.016 = 64 mW.",
        8,
    )
    s.figure(
        "Figure 8-2. On-Resistance vs Input Voltage (VBIAS = 5 V)",
        "Input Voltage (V)",
        "On-Resistance (mΩ)",
        ["0.8", "1.5", "2.5", "3.5", "4.5", "5.5"],
        ["10", "12", "14", "16", "18", "20", "22"],
        [
            ("TA = 105°C", [(0.0, 0.7), (0.5, 0.78), (1.0, 0.88)]),
            ("TA = 25°C", [(0.0, 0.38), (0.5, 0.45), (1.0, 0.52)]),
            (f"TA = {N}40°C", [(0.0, 0.2), (0.5, 0.26), (1.0, 0.32)]),
        ],
        height=95,
    )
    s.heading("Revision History", 9.5)
    revision_table(
        s,
        [
            ["June 2023", "B", "Added ISD, VIN row at 105°C; changed RθJA from 81.0 to 78.4 °C/W"],
            [
                "October 2022",
                "A",
                "Changed device status from Advance Information to Production Data",
            ],
        ],
        (90, 60, 349),
    )
    return save(s, out / "lsx2271.pdf")


# ------------------------------------------------------------ Espressif-style radio module
def kw_c310(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="KW-C310 Series Datasheet v1.2",
        header_right="Kiwave Systems",
        footer_left="Submit Documentation Feedback",
        footer_right="{page}",
        accent=(180, 40, 30),
        rule_color=(180, 40, 30),
        table_fill=(245, 225, 220),
    )
    s = Sheet(style, "KW-C310 datasheet")
    s.add_page()
    s.title_block(
        "KW-C310",
        "2.4 GHz Wi-Fi 4 (802.11 b/g/n) and Bluetooth® 5 (LE) module",
        "Built around a RISC-V single-core SoC  ·  4 MB flash  ·  PCB antenna or U.FL connector",
    )
    s.heading("1  Module Overview")
    s.heading("1.1  Features", 9.5)
    s.bullets(
        [
            "Wi-Fi: IEEE 802.11 b/g/n, 1T1R, 20 MHz and 40 MHz bandwidth in the 2.4 GHz band",
            "Bluetooth LE: Bluetooth 5, Bluetooth mesh; LE 1M, 2M and Coded PHY (125 kbps, 500 kbps)",
            "CPU: 32-bit RISC-V single-core processor, up to 160 MHz; 400 KB SRAM",
            "Peripherals: 15 GPIOs, 2 × UART, SPI, I2C, I2S, LED PWM, 12-bit SAR ADC, temperature sensor",
            "Operating voltage/Power supply: 3.0 ~ 3.6 V",
            "Operating ambient temperature: –40 ~ 85 °C (KW-C310-N4), –40 ~ 105 °C (KW-C310-H4)",
        ]
    )
    s.caption("Table 1-1. KW-C310 Series Ordering Information")
    s.table(
        [
            Col("Ordering Code", 120),
            Col("Flash", 60, "C"),
            Col("Ambient Temp. (°C)", 100, "C"),
            Col("Antenna", 80, "C"),
            Col("Size (mm)", 139, "C"),
        ],
        [
            ["KW-C310-N4", "4 MB", "–40 ~ 85", "PCB", "18.0 × 25.5 × 3.2"],
            ["KW-C310-H4", "4 MB", "–40 ~ 105", "PCB", "18.0 × 25.5 × 3.2"],
            ["KW-C310-N4U", "4 MB", "–40 ~ 85", "U.FL", "18.0 × 19.2 × 3.2"],
        ],
    )
    s.heading("5  Electrical Characteristics")
    s.caption("Table 5-1. Absolute Maximum Ratings")
    es = [
        Col("Parameter", 80),
        Col("Description", 239),
        Col("Min", 50, "C"),
        Col("Max", 50, "C"),
        Col("Unit", 80, "C"),
    ]
    s.table(
        es,
        [
            ["VDD33", "Power supply voltage", "–0.3", "3.6", "V"],
            ["TSTORE", "Storage temperature", "–40", "105", "°C"],
        ],
    )
    s.caption("Table 5-2. Recommended Operating Conditions")
    s.table(
        [
            Col("Parameter", 80),
            Col("Description", 219),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 80, "C"),
        ],
        [
            ["VDD33", "Power supply voltage", "3.0", "3.3", "3.6", "V"],
            ["IVDD", "Current delivered by external power supply", "0.5", "—", "—", "A"],
            ["TA", "Operating ambient temperature, 85 °C version", "–40", "—", "85", "°C"],
            ["", "Operating ambient temperature, 105 °C version", "–40", "—", "105", "°C"],
        ],
    )
    s.caption("Table 5-3. DC Characteristics (3.3 V, 25 °C)")
    s.table(
        [
            Col("Parameter", 50),
            Col("Description", 209),
            Col("Min", 60, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 80, "C"),
        ],
        [
            ["CIN", "Pin capacitance", "—", "2", "—", "pF"],
            ["VIH", "High-level input voltage", "0.75 × VDD", "—", "VDD + 0.3", "V"],
            ["VIL", "Low-level input voltage", "–0.3", "—", "0.25 × VDD", "V"],
            ["VOH", "High-level output voltage", "0.8 × VDD", "—", "—", "V"],
            ["VOL", "Low-level output voltage", "—", "—", "0.1 × VDD", "V"],
            ["IOH", "High-level source current (VDD = 3.3 V, VOH ≥ 2.64 V)", "—", "40", "—", "mA"],
            ["IOL", "Low-level sink current (VDD = 3.3 V, VOL = 0.495 V)", "—", "28", "—", "mA"],
            [
                "VIH_nRST",
                "Chip reset release voltage (CHIP_EN)",
                "0.75 × VDD",
                "—",
                "VDD + 0.3",
                "V",
            ],
        ],
    )
    s.para("Note: VDD is the I/O voltage of the power domain; the GPIOs are not 5 V tolerant.", 7.5)

    s.add_page()
    s.caption("Table 5-4. Current Consumption Depending on RF Modes")
    s.para(
        "Measured at the VDD33 pin, 3.3 V supply, 25 °C ambient, 100% duty cycle, antenna port.",
        7.5,
    )
    s.table(
        [Col("Work Mode", 90), Col("Description", 230), Col("Peak (mA)", 80, "C"), Col("Note", 99)],
        [
            ["TX", "802.11b, 1 Mbps, @20.5 dBm", "320", ""],
            ["", "802.11g, 54 Mbps, @18.0 dBm", "275", ""],
            ["", "802.11n, HT20, MCS7, @17.0 dBm", "260", ""],
            ["", "Bluetooth LE, @20.0 dBm", "310", ""],
            ["RX", "802.11b/g/n, HT20", "78", "listening"],
            ["", "Bluetooth LE, 1 Mbps", "76", ""],
        ],
    )
    s.caption("Table 5-5. Current Consumption in Low-Power Modes")
    s.table(
        [Col("Mode", 90), Col("Description", 260), Col("Typ", 70, "C"), Col("Unit", 79, "C")],
        [
            ["Modem-sleep", "CPU running at 160 MHz, RF off", "22", "mA"],
            ["Light-sleep", "CPU paused, RTC timer and memory on", "130", "µA"],
            ["Deep-sleep", "RTC timer + RTC memory", "7", "µA"],
            ["Power off", "CHIP_EN is set to low level, the chip is powered off", "1", "µA"],
        ],
    )
    s.heading("5.5  Wi-Fi Radio")
    s.caption("Table 5-6. Wi-Fi RF Characteristics")
    s.table(
        [Col("Name", 200), Col("Description", 299)],
        [
            ["Center frequency range of operating channel", "2412 ~ 2484 MHz"],
            ["Wi-Fi wireless standard", "IEEE 802.11b/g/n"],
        ],
    )
    s.caption("Table 5-7. TX Power and RX Sensitivity")
    s.table(
        [
            Col("Rate", 160),
            Col("TX Power Typ (dBm)", 110, "C"),
            Col("RX Sensitivity Typ (dBm)", 130, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["802.11b, 1 Mbps", "20.5", "–98.0", "dBm"],
            ["802.11b, 11 Mbps", "20.5", "–89.0", "dBm"],
            ["802.11g, 6 Mbps", "19.0", "–93.4", "dBm"],
            ["802.11g, 54 Mbps", "18.0", "–75.6", "dBm"],
            ["802.11n, HT20, MCS0", "19.0", "–93.0", "dBm"],
            ["802.11n, HT20, MCS7", "17.0", "–73.2", "dBm"],
            ["802.11n, HT40, MCS7", "16.5", "–70.0", "dBm"],
        ],
    )
    s.heading("5.6  Bluetooth LE Radio")
    s.caption("Table 5-8. Bluetooth LE RF Characteristics")
    s.table(
        [
            Col("Parameter", 170),
            Col("Conditions", 140),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 39, "C"),
        ],
        [
            ["RF transmit power", "—", "–24.0", "0", "20.0", "dBm"],
            ["Gain control step", "—", "—", "3.0", "—", "dB"],
            ["Sensitivity", "LE 1M (1 Mbps)", "—", "–97", "—", "dBm"],
            ["", "LE 2M (2 Mbps)", "—", "–93", "—", "dBm"],
            ["", "LE Coded (125 kbps)", "—", "–105", "—", "dBm"],
            ["", "LE Coded (500 kbps)", "—", "–101", "—", "dBm"],
        ],
    )
    s.figure(
        "Figure 5-1. Typical TX current vs. output power (802.11b, 1 Mbps)",
        "Output power (dBm)",
        "Current (mA)",
        ["0", "4", "8", "12", "16", "20"],
        ["100", "150", "200", "250", "300", "350"],
        [("VDD33 = 3.3 V", [(0.0, 0.2), (0.4, 0.35), (0.8, 0.62), (1.0, 0.84)])],
        height=85,
    )
    s.add_page()
    s.heading("6  Application Notes")
    s.para(
        "For a battery-powered door sensor that wakes once per hour, sends one 250-byte packet and returns "
        "to Deep-sleep, two AA cells (3000 mAh) through a 3.3 V buck converter last roughly 2 years. Add a "
        "22 µF capacitor near VDD33 for the 500 mA bursts, and keep 15 mm of clearance around the antenna.",
        8,
    )
    s.caption("Revision History")
    revision_table(
        s,
        [
            ["2023-02-10", "V1.0", "First release"],
            ["2023-07-21", "V1.1", "Added KW-C310-H4 (105 °C) variant"],
            ["2024-01-05", "V1.2", "Updated Table 5-7 RX sensitivity"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "kw-c310.pdf")


# --------------------------------------------------------- Sensirion-style RH/T sensor
def ths430(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Datasheet THS430",
        header_right="",
        footer_left="www.sentiqa.example   Version 3 – February 2024",
        footer_right="{page}/{nb}",
        accent=(0, 130, 70),
        rule_color=(0, 130, 70),
        table_fill=(220, 240, 228),
    )
    s = Sheet(style, "THS430 datasheet")
    s.add_page()
    s.title_block(
        "Datasheet THS430",
        "Digital humidity and temperature sensor",
        "Sentiqa AG",
    )
    s.bullets(
        [
            "Relative humidity accuracy: ±1.5 %RH (typ.)",
            "Temperature accuracy: ±0.2 °C (typ.)",
            "Supply voltage range: 2.15 V to 5.5 V",
            "Average current: 2.1 µA (1 measurement per second, low repeatability)",
            "I2C Fast Mode Plus interface with two selectable addresses",
            "DFN package 2.5 × 2.5 × 0.9 mm³",
        ]
    )
    s.heading("1 Sensor Performance")
    s.heading("1.1 Humidity Sensor Specification", 9.5)
    sen = [
        Col("Parameter", 130),
        Col("Condition", 140),
        Col("Value", 140, "C"),
        Col("Units", 89, "C"),
    ]
    s.table(
        sen,
        [
            ["RH accuracy tolerance¹", "Typ.", "±1.5", "%RH"],
            ["", "Max.", "see Figure 1", "-"],
            ["Repeatability²", "Low repeatability", "0.25", "%RH"],
            ["", "Medium repeatability", "0.15", "%RH"],
            ["", "High repeatability", "0.08", "%RH"],
            ["Resolution", "", "0.01", "%RH"],
            ["Hysteresis", "at 25°C", "±0.8", "%RH"],
            ["Specified range³", "extended⁴", "0 to 100", "%RH"],
            ["Response time⁵", "τ63%", "8", "s"],
            ["Long-term drift⁶", "Typ.", "<0.25", "%RH/y"],
        ],
    )
    s.heading("1.2 Temperature Sensor Specification", 9.5)
    s.table(
        sen,
        [
            ["T accuracy tolerance¹", "typ., 0°C to 65°C", "±0.2", "°C"],
            ["", "typ., -40°C to 125°C", "±0.4", "°C"],
            ["Repeatability²", "High repeatability", "0.04", "°C"],
            ["Resolution", "", "0.01", "°C"],
            ["Specified range", "-", "-40 to 125", "°C"],
            ["Response time⁷", "τ63%", ">2", "s"],
        ],
    )
    s.para(
        '¹ For definition of typ. and max. accuracy tolerance, please refer to the document "Sentiqa '
        'Humidity Sensor Specification Statement".  ² The stated repeatability is 3 times the standard '
        "deviation (3σ) of multiple consecutive measurement values at constant conditions.  ³ Specified "
        "range refers to the range for which the humidity or temperature sensor specification is "
        "guaranteed.  ⁴ For details about the recommended humidity and temperature operating range, please "
        "refer to section 1.3.  ⁵ Time for achieving 63% of a humidity step function, valid at 25°C and "
        "1 m/s airflow.  ⁶ Typical value for operation in normal RH/T operating range.  ⁷ Temperature "
        "response times strongly depend on the design-in of the sensor in the final application.",
        6.8,
    )
    s.heading("1.3 Recommended Operating Conditions", 9.5)
    s.para(
        "The sensor shows best performance when operated within the recommended normal temperature and "
        "humidity range of 5 °C – 60 °C and 20 %RH – 80 %RH, respectively. Long-term exposure to "
        "conditions outside normal range, especially at high humidity, may temporarily offset the RH signal "
        "(e.g. +3 %RH after 60 h kept at >80 %RH).",
        8,
    )
    s.figure(
        "Figure 1. Typical and maximal tolerance for relative humidity in %RH at 25 °C.",
        "Relative Humidity (%RH)",
        "ΔRH (%RH)",
        ["0", "10", "20", "30", "40", "50", "60", "70", "80", "90", "100"],
        ["0", "±1", "±2", "±3", "±4", "±5"],
        [
            (
                "maximal tolerance",
                [(0.0, 0.7), (0.1, 0.5), (0.2, 0.4), (0.8, 0.4), (0.9, 0.5), (1.0, 0.7)],
            ),
            (
                "typical tolerance",
                [(0.0, 0.5), (0.1, 0.34), (0.2, 0.3), (0.8, 0.3), (0.9, 0.34), (1.0, 0.5)],
            ),
        ],
        height=80,
    )

    s.add_page()
    s.heading("2 Electrical Specifications")
    s.caption("Table 3 Electrical specifications.")
    s.table(
        [
            Col("Parameter", 100),
            Col("Symbol", 45, "C"),
            Col("Conditions", 170),
            Col("Min.", 40, "C"),
            Col("Typ.", 40, "C"),
            Col("Max.", 40, "C"),
            Col("Units", 64, "C"),
        ],
        [
            ["Supply voltage", "VDD", "", "2.15", "3.3", "5.5", "V"],
            ["Supply current", "IDD", "idle state (single shot mode)", "", "0.2", "2.0", "µA"],
            ["", "", "measuring", "", "600", "1500", "µA"],
            ["", "", "average, 1 meas./s, low repeatability", "", "2.1", "", "µA"],
            ["Low level input voltage", "VIL", "", "-0.5", "", "0.3×VDD", "V"],
            ["High level input voltage", "VIH", "", "0.7×VDD", "", "VDD+0.5", "V"],
            ["Low level output voltage", "VOL", "3 mA sink current", "", "", "0.66", "V"],
            ["Power-up time", "tPU", "After hard reset, VDD ≥ 2.15 V", "", "0.5", "1", "ms"],
            ["Soft reset time", "tSR", "After soft reset", "", "0.5", "1.5", "ms"],
        ],
    )
    s.caption("Table 4 Measurement duration (max. values for -40°C < T < 125°C).")
    s.table(
        [
            Col("Repeatability", 160),
            Col("Typ.", 80, "C"),
            Col("Max.", 80, "C"),
            Col("Units", 179, "C"),
        ],
        [
            ["Low repeatability", "2.5", "4", "ms"],
            ["Medium repeatability", "4.5", "6", "ms"],
            ["High repeatability", "12.5", "15", "ms"],
        ],
    )
    s.caption("Table 5 Absolute maximum ratings.")
    s.table(
        [Col("Parameter", 250), Col("Rating", 160, "C"), Col("Units", 89, "C")],
        [
            ["Supply voltage, VDD", "-0.3 to 6", "V"],
            ["Max. voltage on pins (SDA, SCL, ADDR, nRESET)", "-0.5 to VDD+0.5", "V"],
            ["Operating temperature range", "-40 to 125", "°C"],
            ["Storage temperature range", "-40 to 150", "°C"],
            ["ESD HBM", "4", "kV"],
            ["Latch up, JESD78 Class II, 125°C", "±100", "mA"],
        ],
    )
    s.heading("3 Interface Specifications")
    s.para(
        "The THS430 supports the I2C fast mode plus (SCL clock frequencies from 0 to 1000 kHz). With "
        "clock stretching enabled the maximum SCL frequency is 400 kHz.",
        8.5,
    )
    s.caption("Table 7 I2C device address.")
    s.table(
        [
            Col("THS430", 160),
            Col("I2C Address in Hex. representation", 200, "C"),
            Col("Condition", 139),
        ],
        [
            ["I2C address A", "0x44 (default)", "ADDR (pin 2) connected to VSS"],
            ["I2C address B", "0x45", "ADDR (pin 2) connected to VDD"],
        ],
    )
    s.para(
        "The ADDR pin must not be left floating; it is read at power-up only. SDA and SCL need external "
        "pull-up resistors to VDD (e.g. 10 kΩ).",
        8.5,
    )
    s.heading("4 Application Example")
    s.para(
        "A greenhouse logger reads the THS430 every 10 s in high repeatability mode, keeps a 24-hour history "
        "of 8640 readings and raises an alarm above 85 %RH or below 4 °C. Powered from a 3.0 V coin cell "
        "(CR2450, 620 mAh) together with a microcontroller drawing 1.5 µA in sleep, the sensor share of the "
        "battery budget stays below 5 %.",
        8,
    )
    s.heading("Revision History")
    revision_table(
        s,
        [
            ["June 2022", "1", "Initial release"],
            ["March 2023", "2", "Added Table 4 max. measurement durations"],
            ["February 2024", "3", "Temperature accuracy -40°C to 125°C updated to ±0.4 °C"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "ths430.pdf")


BUILDERS = (kdr3350, lgx3020, prx21, lsx2271, kw_c310, ths430)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
