"""Generate the hold-out benchmark datasheets (deterministic, fpdf2).

    python benchmarks/holdout/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a different kind of vendor sheet:
ST-style MEMS sensor, Microchip-style RTC, TI-style temperature sensor, Chinese
hobby PIR module, relay with one row per coil variant, LDO with fixed-voltage
variants, Chinese BLE module manual and a Vishay-style MOSFET. Part numbers and
makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from layout import Col, Sheet, Style, save

OUT = Path(__file__).resolve().parent / "datasheets"


# --------------------------------------------------------------------- ST style
def axm320(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="AXM320",
        header_right="Mechanical and electrical specifications",
        footer_left="DocID031742 Rev 3",
        footer_right="{page}/{nb}",
        rule_color=(3, 35, 75),
        accent=(3, 35, 75),
        table_fill=(200, 210, 225),
    )
    s = Sheet(style, "AXM320 datasheet")
    s.add_page()
    s.title_block(
        "AXM320",
        'Ultra-low-power high-performance 3-axis "femto" accelerometer',
        "Datasheet - production data",
    )
    s.heading("Features")
    s.bullets(
        [
            "Wide supply voltage, 1.71 V to 3.6 V",
            "Independent I/O supply (1.8 V) and supply voltage compatible",
            "Ultra-low-power mode consumption down to 2 µA",
            "±2g/±4g/±8g/±16g dynamically selectable full scale",
            "I²C/SPI digital output interface",
            "16-bit data output",
            "2 independent programmable interrupt generators for free-fall and motion detection",
            "10000 g high shock survivability",
            'ECOPACK®, RoHS and "Green" compliant',
        ]
    )
    s.heading("Applications")
    s.bullets(
        [
            "Motion activated functions",
            "Free-fall detection",
            "Intelligent power saving for handheld devices",
            "Pedometers",
            "Display orientation",
            "Gaming and virtual reality input devices",
        ]
    )
    s.heading("Description")
    s.para(
        "The AXM320 is an ultra-low-power high-performance three-axis linear accelerometer belonging to the "
        '"femto" family, with digital I²C/SPI serial interface standard output. The device features '
        "ultra-low-power operational modes that allow advanced power saving and smart embedded functions. "
        "The AXM320 has dynamically user-selectable full scales of ±2g/±4g/±8g/±16g and is capable of "
        "measuring accelerations with output data rates from 1 Hz to 5.3 kHz. The AXM320 is available in a "
        "small thin plastic land grid array package (LGA) and is guaranteed to operate over an extended "
        "temperature range from -40 °C to +85 °C."
    )
    s.caption("Table 1. Device summary")
    s.table(
        [
            Col("Order code", 110),
            Col("Temperature range [°C]", 120),
            Col("Package", 110),
            Col("Packaging", 120),
        ],
        [
            ["AXM320", "-40 to +85", "LGA-14", "Tray"],
            ["AXM320TR", "-40 to +85", "LGA-14", "Tape and reel"],
        ],
        size=8,
    )

    s.add_page()
    s.heading("1 Pin description")
    s.caption("Table 2. Pin description")
    s.table(
        [Col("Pin#", 40), Col("Name", 90), Col("Function", 369)],
        [
            ["1", "SCL / SPC", "I²C serial clock (SCL) / SPI serial port clock (SPC)"],
            [
                "2",
                "CS",
                "SPI enable; I²C/SPI mode selection (1: SPI idle mode / I²C enabled; 0: SPI enabled)",
            ],
            [
                "3",
                "SDO / SA0",
                "SPI serial data output (SDO) / I²C less significant bit of the device address (SA0)",
            ],
            [
                "4",
                "SDA / SDI / SDO",
                "I²C serial data (SDA) / 4-wire SPI serial data input (SDI) / 3-wire interface",
            ],
            ["5", "Res", "Connect to GND"],
            ["6", "GND", "0 V supply"],
            ["7", "INT1", "Inertial interrupt 1"],
            ["8", "INT2", "Inertial interrupt 2"],
            ["9", "Vdd_IO", "Power supply for I/O pins"],
            ["10", "Vdd", "Power supply"],
        ],
    )
    s.heading("2 Mechanical and electrical specifications")
    s.heading("2.1 Mechanical characteristics", 9.5)
    s.para("@ Vdd = 2.5 V, T = 25 °C unless otherwise noted (a)")
    st_cols = [
        Col("Symbol", 44),
        Col("Parameter", 150),
        Col("Test conditions", 130),
        Col("Min.", 38, "C"),
        Col("Typ.(1)", 42, "C"),
        Col("Max.", 38, "C"),
        Col("Unit", 57, "C"),
    ]
    s.caption("Table 3. Mechanical characteristics")
    s.table(
        st_cols,
        [
            ["FS", "Measurement range(2)", "FS bit set to 00", "", "±2.0", "", "g"],
            ["", "", "FS bit set to 01", "", "±4.0", "", "g"],
            ["", "", "FS bit set to 10", "", "±8.0", "", "g"],
            ["", "", "FS bit set to 11", "", "±16.0", "", "g"],
            ["So", "Sensitivity", "FS bit set to 00; high-resolution", "", "1", "", "mg/digit"],
            ["", "", "FS bit set to 01; high-resolution", "", "2", "", "mg/digit"],
            ["", "", "FS bit set to 10; high-resolution", "", "4", "", "mg/digit"],
            ["", "", "FS bit set to 11; high-resolution", "", "12", "", "mg/digit"],
            [
                "TyOff",
                "Typical zero-g level offset accuracy(3)",
                "FS bit set to 00",
                "",
                "±40",
                "",
                "mg",
            ],
            ["Top", "Operating temperature range", "", "-40", "", "+85", "°C"],
        ],
    )
    s.para(
        "1. Typical specifications are not guaranteed.  2. Verified by wafer level test and measurement of "
        "initial offset and sensitivity.  3. Typical zero-g level offset value after MSL3 preconditioning.",
        7,
    )
    s.heading("2.2 Electrical characteristics", 9.5)
    s.para("@ Vdd = 2.5 V, T = 25 °C unless otherwise noted (b)")
    s.caption("Table 4. Electrical characteristics")
    s.table(
        st_cols,
        [
            ["Vdd", "Supply voltage", "", "1.71", "2.5", "3.6", "V"],
            ["Vdd_IO", "I/O pins supply voltage(1)", "", "1.71", "", "Vdd+0.1", "V"],
            ["Idd", "Current consumption in normal mode", "50 Hz ODR", "", "11", "", "µA"],
            ["", "", "1 Hz ODR", "", "2", "", "µA"],
            ["IddLP", "Current consumption in low-power mode", "50 Hz ODR", "", "6", "", "µA"],
            ["IddPdn", "Current consumption in power-down mode", "", "", "0.5", "", "µA"],
            ["VIH", "Digital high level input voltage", "", "0.8*Vdd_IO", "", "", "V"],
            ["VIL", "Digital low level input voltage", "", "", "", "0.2*Vdd_IO", "V"],
            ["VOH", "High level output voltage", "", "0.9*Vdd_IO", "", "", "V"],
            ["VOL", "Low level output voltage", "", "", "", "0.1*Vdd_IO", "V"],
            ["ODR", "Output data rate", "Normal / high-resolution mode", "1", "", "1344", "Hz"],
            ["", "", "Low-power mode", "1", "", "5376", "Hz"],
            ["BW", "System bandwidth(2)", "", "", "ODR/2", "", "Hz"],
            ["Ton", "Turn-on time(3)", "ODR = 100 Hz", "", "1", "", "ms"],
            ["Top", "Operating temperature range", "", "-40", "", "+85", "°C"],
        ],
    )
    s.para(
        "1. It is possible to remove Vdd maintaining Vdd_IO without blocking the communication busses; in this "
        "condition the measurement chain is powered off.  2. Refer to Table 12 for filter cut-off.  3. Time to "
        "obtain valid data after exiting power-down mode.",
        7,
    )

    s.add_page()
    s.heading("2.3 Communication interface characteristics", 9.5)
    s.heading("2.3.1 SPI - serial peripheral interface", 9)
    s.para("Subject to general operating conditions for Vdd and Top.")
    s.caption("Table 5. SPI slave timing values")
    spi_cols = [
        Col("Symbol", 60),
        Col("Parameter", 200),
        Col("Min.", 60, "C"),
        Col("Max.", 60, "C"),
        Col("Unit", 60, "C"),
    ]
    s.table(
        spi_cols,
        [
            ["tc(SPC)", "SPI clock cycle", "100", "", "ns"],
            ["fc(SPC)", "SPI clock frequency", "", "10", "MHz"],
            ["tsu(CS)", "CS setup time", "6", "", "ns"],
            ["th(CS)", "CS hold time", "8", "", "ns"],
            ["tsu(SI)", "SDI input setup time", "5", "", "ns"],
            ["th(SI)", "SDI input hold time", "15", "", "ns"],
            ["tv(SO)", "SDO valid output time", "", "50", "ns"],
        ],
    )
    s.heading("2.3.2 I²C - inter-IC control interface", 9)
    s.para("Subject to general operating conditions for Vdd and Top.")
    s.caption("Table 6. I²C slave timing values")
    i2c_cols = [
        Col("Symbol", 60),
        Col("Parameter", 170),
        Col("Min.", 50, "C"),
        Col("Max.", 50, "C"),
        Col("Min.", 50, "C"),
        Col("Max.", 50, "C"),
        Col("Unit", 50, "C"),
    ]
    s.table(
        i2c_cols,
        [
            ["f(SCL)", "SCL clock frequency", "0", "100", "0", "400", "kHz"],
            ["tw(SCLL)", "SCL clock low time", "4.7", "", "1.3", "", "µs"],
            ["tw(SCLH)", "SCL clock high time", "4.0", "", "0.6", "", "µs"],
            ["tsu(SDA)", "SDA setup time", "250", "", "100", "", "ns"],
            ["th(SDA)", "SDA data hold time", "0", "3.45", "0", "0.9", "µs"],
        ],
        head_rows=[["", "", "I²C standard mode(1)", "<", "I²C fast mode(1)", "<", ""]],
    )
    s.para("1. Data based on standard I²C protocol requirement, not tested in production.", 7)
    s.heading("2.4 Absolute maximum ratings", 9.5)
    s.para(
        'Stresses above those listed as "Absolute maximum ratings" may cause permanent damage to the device. '
        "This is a stress rating only and functional operation of the device under these conditions is not "
        "implied. Exposure to maximum rating conditions for extended periods may affect device reliability."
    )
    s.caption("Table 7. Absolute maximum ratings")
    s.table(
        [
            Col("Symbol", 60),
            Col("Ratings", 280),
            Col("Maximum value", 100, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Vdd", "Supply voltage", "-0.3 to 4.8", "V"],
            ["Vdd_IO", "I/O pins supply voltage", "-0.3 to 4.8", "V"],
            [
                "Vin",
                "Input voltage on any control pin (CS, SCL/SPC, SDA/SDI/SDO, SDO/SA0)",
                "-0.3 to Vdd_IO +0.3",
                "V",
            ],
            ["APOW", "Acceleration (any axis, powered, Vdd = 2.5 V)", "3000 for 0.5 ms", "g"],
            ["", "", "10000 for 0.1 ms", "g"],
            ["AUNP", "Acceleration (any axis, unpowered)", "3000 for 0.5 ms", "g"],
            ["TOP", "Operating temperature range", "-40 to +85", "°C"],
            ["TSTG", "Storage temperature range", "-40 to +125", "°C"],
            ["ESD", "Electrostatic discharge protection", "2 (HBM)", "kV"],
        ],
    )

    s.add_page()
    s.heading("3 Digital interfaces")
    s.para(
        "The registers embedded inside the AXM320 may be accessed through both the I²C and SPI serial "
        "interfaces. The latter may be SW configured to operate either in 3-wire or 4-wire interface mode. "
        "The serial interfaces are mapped onto the same pads. To select/exploit the I²C interface, the CS "
        "line must be tied high (i.e. connected to Vdd_IO)."
    )
    s.heading("3.1 I²C serial interface", 9.5)
    s.para(
        "The AXM320 I²C is a bus slave. The I²C is employed to write data into registers whose content can "
        "also be read back. The Slave ADdress (SAD) associated to the AXM320 is 001100xb. The SDO/SA0 pad can "
        "be used to modify the less significant bit of the device address. If the SA0 pad is connected to "
        "voltage supply, LSb is '1' (address 0011001b), else if the SA0 pad is connected to ground, the LSb "
        "value is '0' (address 0011000b). This solution permits to connect and address two different "
        "accelerometers to the same I²C lines."
    )
    s.caption("Table 8. SAD+Read/Write patterns")
    s.table(
        [
            Col("Command", 80),
            Col("SAD[6:1]", 80, "C"),
            Col("SAD[0] = SA0", 90, "C"),
            Col("R/W", 50, "C"),
            Col("SAD+R/W", 100, "C"),
        ],
        [
            ["Read", "001100", "0", "1", "00110001 (31h)"],
            ["Write", "001100", "0", "0", "00110000 (30h)"],
            ["Read", "001100", "1", "1", "00110011 (33h)"],
            ["Write", "001100", "1", "0", "00110010 (32h)"],
        ],
    )
    s.heading("3.2 SPI bus interface", 9.5)
    s.para(
        "The AXM320 SPI is a bus slave. The SPI allows writing and reading the registers of the device. The "
        "serial interface interacts with the application using 4 wires: CS, SPC, SDI and SDO. CS is the "
        "serial port enable and it is controlled by the SPI master. It goes low at the start of the "
        "transmission and goes back high at the end. SPC is the serial port clock and it is controlled by the "
        "SPI master. It is stopped high when CS is high (no transmission)."
    )
    return save(s, out / "axm320.pdf")


# ---------------------------------------------------------------- Microchip style
def zr7410(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="ZR7410",
        footer_left="© 2023 Arcadia Microsystems Inc.",
        footer_right="DS20006418B-page {page}",
        table_fill=(235, 235, 235),
    )
    s = Sheet(style, "ZR7410 datasheet")
    s.add_page()
    s.title_block("ZR7410", "Battery-Backed I²C Real-Time Clock/Calendar with SRAM")
    s.heading("Device Selection Table")
    s.table(
        [
            Col("Part Number", 100),
            Col("VCC Range", 90),
            Col("Battery Backup", 90),
            Col("SRAM", 70),
            Col("Temp. Ranges", 90),
        ],
        [["ZR7410", "1.8V-5.5V", "Yes", "64 bytes", "I"]],
        size=8,
    )
    s.heading("Timekeeping Features:")
    s.bullets(
        [
            "Real-Time Clock/Calendar (RTCC), Battery-Backed: Hours, Minutes, Seconds, Day of Week, Date, "
            "Month, Year; leap year compensated to 2399",
            "Oscillator for 32.768 kHz Crystals: optimized for 6-9 pF crystals",
            "Dual Alarms with Single Output",
            "Programmable Square Wave Clock Output Signal (MFP)",
            "Power-Fail Time-Stamp",
        ]
    )
    s.heading("Low-Power Features:")
    s.bullets(
        [
            "Wide Voltage Range: Operating voltage range of 1.8V to 5.5V; backup voltage range of 1.3V to 5.5V",
            "Low Typical Timekeeping Current: operating from VBAT: 925 nA at 3.0V",
            "Automatic Switchover to Backup Supply",
        ]
    )
    s.heading("User Memory:")
    s.bullets(["64-Byte Battery-Backed SRAM"])
    s.heading("Operating Ranges:")
    s.bullets(
        [
            "2-Wire Serial Interface, I²C Compatible: I²C clock rate up to 400 kHz; support for 100 kHz "
            "(1.8V) and 400 kHz (2.5V)",
            "Temperature Range: Industrial (I): -40°C to +85°C",
        ]
    )
    s.heading("Packages:")
    s.bullets(["8-Lead SOIC, MSOP and 2x3 mm TDFN"])
    s.heading("Description:")
    s.para(
        "The ZR7410 Real-Time Clock/Calendar (RTCC) tracks time using internal counters for hours, minutes, "
        "seconds, days, months, years, and day of week. Alarms can be configured on all counters up to and "
        "including months. For usage and configuration, the ZR7410 supports I²C communications up to 400 kHz. "
        "The open-drain, multi-functional output can be configured to assert on an alarm match, to output a "
        "selectable frequency square wave, or as a general purpose output. The ZR7410 is designed to operate "
        "using a 32.768 kHz tuning fork crystal with external crystal load capacitors. On-chip digital trimming "
        "can be used to adjust for frequency variance caused by crystal tolerance and temperature."
    )

    s.add_page()
    s.heading("1.0 ELECTRICAL CHARACTERISTICS")
    s.heading("Absolute Maximum Ratings (†)", 9)
    s.leaders(
        [
            ("VCC", "6.5V"),
            ("All inputs and outputs (except VBAT) w.r.t. VSS", "-0.6V to VCC + 1.0V"),
            ("VBAT", "-0.3V to 6.5V"),
            ("Storage temperature", "-65°C to +150°C"),
            ("Ambient temperature with power applied", "-40°C to +125°C"),
            ("ESD protection on all pins", "≥ 4 kV"),
        ],
        width=430,
    )
    s.para(
        '† NOTICE: Stresses above those listed under "Absolute Maximum Ratings" may cause permanent damage to '
        "the device. This is a stress rating only and functional operation of the device at those or any other "
        "conditions above those indicated in the operational listings of this specification is not implied.",
        7.5,
    )
    s.caption("TABLE 1-1: DC CHARACTERISTICS")
    dc_cols = [
        Col("Param. No.", 38),
        Col("Sym.", 48),
        Col("Characteristic", 150),
        Col("Min.", 42, "C"),
        Col("Typ.", 32, "C"),
        Col("Max.", 42, "C"),
        Col("Units", 32, "C"),
        Col("Conditions", 115),
    ]
    s.table(
        dc_cols,
        [
            ["D1", "VIH", "High-level input voltage", "0.7 VCC", "—", "—", "V", ""],
            ["D2", "VIL", "Low-level input voltage", "—", "—", "0.3 VCC", "V", "VCC ≥ 2.5V"],
            ["", "", "", "—", "—", "0.2 VCC", "V", "VCC < 2.5V"],
            [
                "D3",
                "VHYS",
                "Hysteresis of Schmitt Trigger inputs",
                "0.05 VCC",
                "—",
                "—",
                "V",
                "VCC ≥ 2.5V (Note 1)",
            ],
            [
                "D4",
                "VOL",
                "Low-level output voltage (MFP, SDA)",
                "—",
                "—",
                "0.40",
                "V",
                "IOL = 3.0 mA @ VCC = 4.5V",
            ],
            ["", "", "", "—", "—", "0.40", "V", "IOL = 2.1 mA @ VCC = 2.5V"],
            ["D5", "ILI", "Input leakage current", "—", "—", "±1", "µA", "VIN = VSS or VCC"],
            ["D6", "ILO", "Output leakage current", "—", "—", "±1", "µA", "VOUT = VSS or VCC"],
            [
                "D7",
                "CIN, COUT",
                "Pin capacitance (SDA, SCL, MFP)",
                "—",
                "—",
                "10",
                "pF",
                "VCC = 5.0V, TA = 25°C",
            ],
            [
                "D8",
                "ICCREAD",
                "Operating current",
                "—",
                "—",
                "400",
                "µA",
                "VCC = 5.5V, SCL = 400 kHz",
            ],
            [
                "D9",
                "ICCDAT",
                "VCC data retention current",
                "—",
                "—",
                "1",
                "µA",
                "VCC = 5.5V, SCL = SDA = VCC",
            ],
            [
                "D10",
                "IBAT",
                "Timekeeping current from VBAT",
                "—",
                "925",
                "1200",
                "nA",
                "VBAT = 3.0V, VCC = VSS",
            ],
            ["D11", "VTRIP", "VBAT change over trip voltage", "1.3", "1.5", "1.7", "V", ""],
            ["D12", "VBAT", "VBAT voltage range", "1.3", "—", "5.5", "V", ""],
        ],
        size=7,
        head_rows=[
            [
                "DC CHARACTERISTICS",
                "<",
                "Electrical Specifications: Unless otherwise indicated,",
                "<",
                "<",
                "<",
                "<",
                "<",
            ],
            [
                "",
                "<",
                "VCC = 1.8V to 5.5V, Industrial (I): TA = -40°C to +85°C",
                "<",
                "<",
                "<",
                "<",
                "<",
            ],
        ],
    )
    s.para("Note 1: This parameter is periodically sampled and not 100% tested.", 7)

    s.add_page()
    s.caption("TABLE 1-2: AC CHARACTERISTICS")
    ac_cols = [
        Col("Param. No.", 40),
        Col("Sym.", 48),
        Col("Characteristic", 150),
        Col("Min.", 45, "C"),
        Col("Max.", 45, "C"),
        Col("Units", 36, "C"),
        Col("Conditions", 135),
    ]
    s.table(
        ac_cols,
        [
            ["1", "FCLK", "Clock frequency", "—", "100", "kHz", "1.8V ≤ VCC < 2.5V"],
            ["", "", "", "—", "400", "kHz", "2.5V ≤ VCC ≤ 5.5V"],
            ["2", "THIGH", "Clock high time", "4000", "—", "ns", "1.8V ≤ VCC < 2.5V"],
            ["", "", "", "600", "—", "ns", "2.5V ≤ VCC ≤ 5.5V"],
            ["3", "TLOW", "Clock low time", "4700", "—", "ns", "1.8V ≤ VCC < 2.5V"],
            ["", "", "", "1300", "—", "ns", "2.5V ≤ VCC ≤ 5.5V"],
            ["4", "TR", "SDA and SCL rise time", "—", "1000", "ns", "1.8V ≤ VCC < 2.5V (Note 1)"],
            ["", "", "", "—", "300", "ns", "2.5V ≤ VCC ≤ 5.5V (Note 1)"],
            ["9", "TAA", "Output valid from clock", "—", "3450", "ns", "1.8V ≤ VCC < 2.5V"],
            ["", "", "", "—", "900", "ns", "2.5V ≤ VCC ≤ 5.5V"],
            [
                "12",
                "TOSC",
                "Oscillator start-up time",
                "—",
                "1",
                "s",
                "32.768 kHz crystal, VCC = 3.3V",
            ],
        ],
        size=7,
        head_rows=[
            [
                "AC CHARACTERISTICS",
                "<",
                "Electrical Specifications: Unless otherwise indicated,",
                "<",
                "<",
                "<",
                "<",
            ],
            [
                "",
                "<",
                "VCC = 1.8V to 5.5V, Industrial (I): TA = -40°C to +85°C",
                "<",
                "<",
                "<",
                "<",
            ],
        ],
    )
    s.para("Note 1: Not 100% tested. CB = total capacitance of one bus line in pF.", 7)
    s.heading("2.0 PIN DESCRIPTIONS")
    s.caption("TABLE 2-1: PIN FUNCTION TABLE")
    s.table(
        [Col("Name", 60), Col("8-Lead SOIC", 60, "C"), Col("Function", 379)],
        [
            ["X1", "1", "Quartz Crystal Input, External Oscillator Input"],
            ["X2", "2", "Quartz Crystal Output"],
            ["VBAT", "3", "Battery Backup Supply Input (tie to VSS if not used)"],
            ["VSS", "4", "Ground"],
            ["SDA", "5", "Bidirectional Serial Data (open drain, requires pull-up)"],
            ["SCL", "6", "Serial Clock"],
            ["MFP", "7", "Multifunction Pin (open drain)"],
            ["VCC", "8", "Primary Power Supply"],
        ],
    )
    s.heading("3.0 I²C SERIAL COMMUNICATIONS")
    s.para(
        "The ZR7410 supports a bidirectional 2-wire bus and data transmission protocol. A device that sends "
        "data onto the bus is defined as transmitter and a device receiving data as receiver. The bus must be "
        "controlled by a master device which generates the Start and Stop conditions, while the ZR7410 works as "
        "a slave. Both master and slave can operate as transmitter or receiver."
    )
    s.para(
        "Device Addressing: the control byte is the first byte received following the Start condition. It "
        "consists of the 7-bit slave address 1101111 followed by the R/W bit; the RTCC registers and the SRAM "
        "share this address (0x6F). The SRAM is not affected by the address of the RTCC registers."
    )
    s.para(
        "Backup Power: when VCC falls below VTRIP and VBAT is above it, the device switches to the backup "
        "supply. While on VBAT the I²C interface is disabled; only timekeeping and SRAM retention continue."
    )
    return save(s, out / "zr7410.pdf")


# ---------------------------------------------------------------------- TI style
def tmq117(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="TMQ117",
        header_right="SBOS9A3B – MARCH 2021 – REVISED JUNE 2023",
        footer_left="Copyright © 2023 Tessera Instruments Incorporated      Submit Document Feedback",
        footer_right="{page}",
        rule_color=(180, 0, 0),
        table_fill=(230, 230, 230),
        grid=False,
    )
    s = Sheet(style, "TMQ117 datasheet")
    s.add_page()
    s.title_block(
        "TMQ117", "TMQ117 ±0.5°C Digital Temperature Sensor With I²C/SMBus Interface in SOT-563"
    )
    s.heading("1 Features")
    s.bullets(
        [
            "Accuracy without calibration: ±0.5°C (maximum) from –25°C to +85°C; ±1°C (maximum) from –40°C "
            "to +125°C",
            "Low quiescent current: 10-µA active (maximum), 1-µA shutdown (maximum)",
            "Supply range: 1.4 V to 3.6 V",
            "Resolution: 12 bits (0.0625°C)",
            "Digital output: SMBus™, two-wire, and I²C interface compatibility",
            "Four selectable target addresses",
            "Package: 1.6-mm × 1.6-mm SOT-563",
        ]
    )
    s.heading("2 Applications")
    s.bullets(
        [
            "Smart thermostats",
            "Asset tracking and cold chain",
            "Battery-powered sensor nodes",
            "Server and telecom equipment",
        ]
    )
    s.heading("3 Description")
    s.para(
        "The TMQ117 device is a digital temperature sensor designed for NTC/PTC thermistor replacement where "
        "high accuracy is required. The device offers an accuracy of ±0.5°C without requiring calibration or "
        "external component signal conditioning. Device temperature sensors are highly linear and do not "
        "require complicated calculations or lookup tables to derive the temperature. The on-chip 12-bit ADC "
        "offers resolutions down to 0.0625°C. The TMQ117 features SMBus, two-wire and I²C interface "
        "compatibility, and allows up to four devices on one bus. The device is specified to operate over a "
        "temperature range of –55°C to +125°C."
    )
    s.caption("Device Information")
    s.table(
        [Col("PART NUMBER", 120), Col("PACKAGE (1)", 120), Col("BODY SIZE (NOM)", 150)],
        [["TMQ117", "SOT-563 (6)", "1.60 mm × 1.20 mm"]],
        size=8,
    )

    s.add_page()
    s.heading("6 Pin Configuration and Functions")
    s.caption("Table 6-1. Pin Functions")
    s.table(
        [Col("NAME", 60), Col("NO.", 35, "C"), Col("I/O", 35, "C"), Col("DESCRIPTION", 369)],
        [
            ["SCL", "1", "I", "Serial clock. Open-drain input; requires a pullup resistor."],
            ["GND", "2", "—", "Ground"],
            [
                "ALERT",
                "3",
                "O",
                "Overtemperature alert. Open-drain output; requires a pullup resistor.",
            ],
            ["V+", "4", "I", "Supply voltage"],
            ["ADD0", "5", "I", "Address select. Connect to GND, V+, SDA, or SCL."],
            ["SDA", "6", "I/O", "Serial data. Open-drain output; requires a pullup resistor."],
        ],
    )
    s.heading("7 Specifications")
    s.heading("7.1 Absolute Maximum Ratings", 9.5)
    s.para("over free-air temperature range (unless otherwise noted) (1)")
    ti4 = [
        Col("", 130),
        Col("", 180),
        Col("MIN", 55, "C"),
        Col("MAX", 70, "C"),
        Col("UNIT", 64, "C"),
    ]
    s.table(
        ti4,
        [
            ["Supply voltage", "V+", "–0.3", "4", "V"],
            ["Input voltage", "SCL, SDA, ALERT", "–0.3", "4", "V"],
            ["", "ADD0", "–0.3", "(V+) + 0.3", "V"],
            ["Operating junction temperature, TJ", "", "–55", "150", "°C"],
            ["Storage temperature, Tstg", "", "–60", "150", "°C"],
        ],
    )
    s.para(
        "(1) Stresses beyond those listed under Absolute Maximum Ratings may cause permanent damage to the "
        "device. These are stress ratings only, which do not imply functional operation of the device at these "
        "or any other conditions beyond those indicated under Recommended Operating Conditions.",
        7,
    )
    s.heading("7.2 ESD Ratings", 9.5)
    s.table(
        [Col("", 80), Col("", 260), Col("VALUE", 80, "C"), Col("UNIT", 79, "C")],
        [
            ["V(ESD)", "Human-body model (HBM), per ANSI/ESDA/JEDEC JS-001", "±2000", "V"],
            ["", "Charged-device model (CDM), per JEDEC JS-002", "±500", "V"],
        ],
    )
    s.heading("7.3 Recommended Operating Conditions", 9.5)
    s.para("over operating free-air temperature range (unless otherwise noted)")
    s.table(
        [
            Col("", 250),
            Col("MIN", 60, "C"),
            Col("NOM", 60, "C"),
            Col("MAX", 60, "C"),
            Col("UNIT", 69, "C"),
        ],
        [
            ["V+   Supply voltage", "1.4", "3.3", "3.6", "V"],
            ["VPU  Pullup voltage on SCL, SDA, ALERT", "", "", "3.6", "V"],
            ["TA   Operating free-air temperature", "–55", "", "125", "°C"],
        ],
    )
    s.heading("7.4 Thermal Information", 9.5)
    s.table(
        [
            Col("THERMAL METRIC", 300),
            Col("TMQ117 DRL (SOT-563) 6 PINS", 140, "C"),
            Col("UNIT", 59, "C"),
        ],
        [
            ["RθJA  Junction-to-ambient thermal resistance", "210.5", "°C/W"],
            ["RθJC(top)  Junction-to-case (top) thermal resistance", "105.1", "°C/W"],
        ],
    )

    s.add_page()
    s.heading("7.5 Electrical Characteristics", 9.5)
    s.para(
        "over free-air temperature range and V+ = 1.4 V to 3.6 V (unless otherwise noted); typical "
        "specifications are at TA = 25°C and V+ = 3.3 V"
    )
    ec = [
        Col("PARAMETER", 135),
        Col("TEST CONDITIONS", 170),
        Col("MIN", 45, "C"),
        Col("TYP", 45, "C"),
        Col("MAX", 45, "C"),
        Col("UNIT", 59, "C"),
    ]
    s.table(
        ec,
        [
            ["TEMPERATURE SENSOR"],
            ["Temperature accuracy", "–25°C to +85°C", "–0.5", "±0.1", "0.5", "°C"],
            ["", "–40°C to +125°C", "–1", "±0.25", "1", "°C"],
            ["Temperature resolution", "LSB size", "", "0.0625", "", "°C"],
            ["Repeatability", "V+ = 3.3 V, 1 Hz conversion", "", "±1", "", "LSB"],
            ["DIGITAL INPUT/OUTPUT"],
            ["VIH  High-level input voltage", "", "0.7 × (V+)", "", "", "V"],
            ["VIL  Low-level input voltage", "", "", "", "0.3 × (V+)", "V"],
            ["VOL  Low-level output voltage", "IOL = –3 mA", "0", "", "0.4", "V"],
            ["CIN  Input capacitance", "", "", "3", "", "pF"],
            ["POWER SUPPLY"],
            ["IQ  Quiescent current", "Serial bus inactive, continuous", "", "6", "10", "µA"],
            ["", "Serial bus active, SCL = 400 kHz", "", "15", "", "µA"],
            ["ISD  Shutdown current", "Serial bus inactive", "", "0.5", "1", "µA"],
            ["", "Serial bus active, SCL = 400 kHz", "", "10", "", "µA"],
            ["tCONV  Conversion time", "One-shot mode", "", "26", "35", "ms"],
        ],
    )
    s.heading("7.6 Timing Requirements", 9.5)
    s.para("See the Timing Diagrams section for timing diagrams.")
    tr = [
        Col("", 210),
        Col("MIN", 50, "C"),
        Col("MAX", 50, "C"),
        Col("MIN", 50, "C"),
        Col("MAX", 50, "C"),
        Col("UNIT", 89, "C"),
    ]
    s.table(
        tr,
        [
            ["f(SCL)  SCL operating frequency", "0.001", "0.4", "0.001", "2.85", "MHz"],
            ["t(BUF)  Bus-free time between STOP and START", "600", "", "160", "", "ns"],
            ["t(LOW)  SCL low period", "1300", "", "160", "", "ns"],
            ["t(HIGH)  SCL high period", "600", "", "60", "", "ns"],
            ["t(TIMEOUT)  Bus timeout", "25", "35", "25", "35", "ms"],
        ],
        head_rows=[["", "FAST MODE", "<", "HIGH-SPEED MODE", "<", ""]],
    )

    s.add_page()
    s.heading("8 Detailed Description")
    s.heading("8.5 Programming", 9.5)
    s.heading("8.5.4 Serial Bus Address", 9)
    s.para(
        "To communicate with the TMQ117, the controller must first address target devices through a target "
        "address byte. The target address byte consists of seven address bits and a direction bit that "
        "indicates the intent of executing a read or write operation. The TMQ117 features an address pin to "
        "allow up to four devices to be addressed on a single bus. Table 8-3 describes the pin logic levels "
        "used to properly connect up to four devices."
    )
    s.caption("Table 8-3. Address Pin and Target Addresses")
    s.table(
        [Col("DEVICE TWO-WIRE ADDRESS", 150), Col("HEX", 60, "C"), Col("ADD0 PIN CONNECTION", 150)],
        [
            ["1001000", "0x48", "Ground"],
            ["1001001", "0x49", "V+"],
            ["1001010", "0x4A", "SDA"],
            ["1001011", "0x4B", "SCL"],
        ],
    )
    s.heading("8.5.5 High-Speed (HS) Mode", 9)
    s.para(
        "For the two-wire bus to operate at frequencies above 400 kHz, the controller device must issue an "
        "SMBus Hs-mode controller code (00001xxx) as the first byte after a START condition to switch the bus "
        "to high-speed operation. The TMQ117 does not acknowledge this byte, but switches the input filters on "
        "SDA and SCL and the output filters on SDA to operate in Hs-mode, allowing transfers at up to 2.85 MHz."
    )
    s.heading("8.5.6 Timeout Function", 9)
    s.para(
        "The TMQ117 resets the serial interface if SCL or SDA are held low for 30 ms (typical) between a "
        "START and STOP condition."
    )
    return save(s, out / "tmq117.pdf")


# ---------------------------------------------------------- Chinese hobby module
def hw_p612(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        footer_left="Shenzhen Xinhe Electronics Co., Ltd    www.xinhe-elec.cn",
        footer_right="- {page} -",
        table_fill=None,
    )
    s = Sheet(style, "HW-P612 manual")
    s.add_page()
    s.title_block("HW-P612", "Human Body Infrared Sensing Module (PIR Motion Sensor) - User Manual")
    s.heading("1. Product Description")
    s.para(
        "HW-P612 is a automatic control module based on infrared technology, using imported PD-632 pyroelectric "
        "probe, high sensitivity, high reliability, ultra-low-voltage working mode. Widely used in various "
        "automatic induction electrical equipment, especially battery-powered automatic control products."
    )
    s.heading("2. Features")
    s.bullets(
        [
            "Automatic induction: people enter its sensing range then output high level, people leave the sensing "
            "range then automatically delay off high level, output low level.",
            "Photosensitive control (optional, not set at the factory): can be set to not sense during the day.",
            "Two kinds of trigger mode: L can not repeat trigger, H can repeat trigger (jumper selection, default H).",
            "With induction blocking time (default 2.5S): after output turns from high to low, during the "
            "blockade time the sensor does not accept any sensing signal.",
            "Wide working voltage range: default DC 4.5V-20V.",
            "Micro power consumption: static current <60 microamps, especially for battery-powered products.",
            "Output high level signal: can be easily connected with various circuits.",
        ],
        mark="-",
    )
    s.heading("3. Electrical Parameters")
    s.lines(
        [
            "Product model: HW-P612",
            "Working voltage: DC 4.5V-20V",
            "Static current: <60uA",
            "Level output: high 3.3V / low 0V",
            "Trigger mode: L can not repeat trigger / H repeat trigger (default repeat trigger)",
            "Delay time: 0.5-200S (adjustable)",
            "Blockade time: 2.5S (default)",
            "Board dimensions: 32mm x 24mm",
            "Angle sensor: <110 degree cone angle",
            "Sensing distance: 3-7 meters (adjustable, default about 5 meters)",
            "Operation temperature: -15 ~ +70 degree",
            "Lens size sensor: diameter 23mm (default)",
        ]
    )

    s.add_page()
    s.heading("4. Pin Definition")
    s.lines(
        [
            "VCC: power input, DC 4.5V-20V",
            "OUT: signal output, high 3.3V when triggered, low 0V when idle",
            "GND: ground",
        ]
    )
    s.heading("5. Adjustment")
    s.lines(
        [
            "Sensitivity (distance) potentiometer: clockwise distance increases (about 7M),",
            "    counterclockwise distance decreases (about 3M).",
            "Delay potentiometer: clockwise delay increases (about 200S), counterclockwise delay decreases (about 0.5S).",
            "Trigger jumper: L = single trigger, H = repeat trigger.",
        ]
    )
    s.heading("6. Instructions")
    s.bullets(
        [
            "Sensing module power on needs about 1 minute to initialize, during this period the module will "
            "output 0-3 times at intervals, 1 minute later it enters the standby state.",
            "Try to avoid lights and other interference sources close to the lens surface, to avoid the "
            "introduction of interference signal; use environment avoid flowing wind, wind will also cause "
            "interference to the sensor.",
            "The sensing probe is dual element, window is rectangular; the two elements A and B are at both ends "
            "of the rectangle. When the human body moves from left to right or right to left, the infrared "
            "spectrum reaches the two elements at different times, the greater the difference the more sensitive.",
            "The output can not drive a relay coil directly; use a transistor driver stage.",
        ],
        mark="-",
    )
    s.heading("7. Applications")
    s.lines(
        [
            "Security products, body induction toys, body induction lamps, industrial automation control."
        ]
    )
    return save(s, out / "hw-p612.pdf")


# -------------------------------------------------------------------- relay
def hkr4100(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="HANKAI RELAY",
        header_right="HKR4100",
        accent=(150, 20, 20),
        footer_left="Hankai Relay Co., Ltd.  ISO9001 / IATF16949 certified",
        footer_right="{page}",
        table_fill=(245, 225, 225),
    )
    s = Sheet(style, "HKR4100 relay")
    s.add_page()
    s.title_block(
        "HKR4100", "SUBMINIATURE HIGH POWER RELAY", "File No.: E1344xx (UL)   R500123 (TÜV)"
    )
    s.heading("FEATURES")
    s.bullets(
        [
            "10A switching capability",
            "PCB layout, 1 Form A / 1 Form B / 1 Form C",
            "Sealed and flux proof types available",
            "5kV dielectric strength between coil and contacts",
        ]
    )
    s.heading("CONTACT DATA")
    kv = [Col("", 200), Col("", 299)]
    s.table(
        kv,
        [
            ["Contact arrangement", "1A, 1B, 1C"],
            ["Contact resistance", "≤100mΩ (at 1A 6VDC)"],
            ["Contact material", "AgSnO₂"],
            ["Contact rating (Res. load)", "1A/1C(NO): 10A 250VAC / 10A 30VDC"],
            ["", "1B/1C(NC): 7A 250VAC / 7A 30VDC"],
            ["Max. switching voltage", "250VAC / 30VDC"],
            ["Max. switching current", "10A"],
            ["Max. switching power", "2500VA / 300W"],
            ["Mechanical endurance", "1×10⁷ OPS"],
            ["Electrical endurance", "1×10⁵ OPS (10A 250VAC, resistive, at 85℃)"],
        ],
        size=8,
        head_rows=[["Item", "Specification"]],
    )
    s.heading("CHARACTERISTICS")
    s.table(
        kv,
        [
            ["Insulation resistance", "100MΩ min. (at 500VDC)"],
            ["Dielectric strength, between coil & contacts", "5000VAC 1min"],
            ["Dielectric strength, between open contacts", "1000VAC 1min"],
            ["Operate time (at nomi. volt.)", "10ms max."],
            ["Release time (at nomi. volt.)", "5ms max."],
            ["Ambient temperature", "-40℃ to 85℃"],
            ["Humidity", "5% to 85% RH"],
            ["Shock resistance, functional", "98m/s²"],
            ["Vibration resistance", "10Hz to 55Hz 1.5mm DA"],
            ["Unit weight", "Approx. 10g"],
        ],
        size=8,
        head_rows=[["Item", "Specification"]],
    )

    s.add_page()
    s.heading("COIL")
    s.table(
        [Col("", 200), Col("", 299)],
        [["Coil power", "Standard: approx. 0.36W"]],
        size=8,
        head_rows=[["Item", "Specification"]],
    )
    s.heading("COIL DATA   at 23℃")
    # two-line heads: names above, units below (the units line is the column head)
    coil = [
        Col("VDC", 72, "C"),
        Col("VDC max.", 72, "C"),
        Col("VDC min.", 74, "C"),
        Col("Voltage VDC", 72, "C"),
        Col("Ω ×(1±10%)", 72, "C"),
        Col("mA", 72, "C"),
        Col("", 65, "C"),
    ]
    s.table(
        coil,
        [
            ["3", "2.25", "0.3", "3.6", "25", "120", "03"],
            ["5", "3.75", "0.5", "6.0", "70", "71.4", "05"],
            ["6", "4.50", "0.6", "7.2", "100", "60", "06"],
            ["9", "6.75", "0.9", "10.8", "225", "40", "09"],
            ["12", "9.00", "1.2", "14.4", "400", "30", "12"],
            ["24", "18.0", "2.4", "28.8", "1600", "15", "24"],
        ],
        size=8,
        head_rows=[
            [
                "Nominal Voltage",
                "Pick-up Voltage",
                "Drop-out Voltage",
                "Max. Allowable",
                "Coil Resistance",
                "Nominal Current",
                "Code",
            ]
        ],
    )
    s.para(
        "Notes: 1) The data shown above are initial values.  2) Pick-up and drop-out voltages are for test "
        "purposes only and are not to be used as design criteria.  3) Max. allowable voltage refers to the "
        "maximum voltage which relay coil could endure in a short period of time.",
        7.5,
    )
    s.heading("ORDERING INFORMATION")
    s.lines(
        [
            "HKR4100 - 05 - 1C - S - L",
            "",
            "Coil voltage: 03, 05, 06, 09, 12, 24 VDC",
            "Contact arrangement: 1A = 1 Form A;  1B = 1 Form B;  1C = 1 Form C",
            "Construction: S = sealed;  F = flux proof",
            "Coil power: L = 0.36W",
        ],
        size=8.5,
        spacing=3,
    )
    s.heading("SAFETY APPROVAL RATINGS")
    s.table(
        [Col("", 120), Col("", 379)],
        [
            ["UL/CUL", "10A 250VAC / 10A 30VDC, 1/3HP 125VAC, 85℃"],
            ["TÜV", "10A 250VAC cosφ=1, 85℃"],
        ],
        size=8,
        head_rows=[["Approval", "Rating"]],
    )
    s.para(
        "Notice: Only typical loads are listed above. Other load specifications can be available upon "
        "request. For relays driven from a transistor, connect a freewheeling diode across the coil.",
        7.5,
    )
    return save(s, out / "hkr4100.pdf")


# ---------------------------------------------------------------- LDO (onsemi look)
def lrq2210(out: Path) -> Path:
    style = Style(
        font="Liberation",
        footer_left="© Larqon Semiconductor Components, 2022     LRQ2210/D",
        footer_right="www.larqon.com   {page}",
        table_fill=(225, 225, 225),
    )
    s = Sheet(style, "LRQ2210 datasheet")
    s.add_page()
    s.title_block(
        "LRQ2210",
        "500 mA, Low Dropout Voltage Regulator - Fixed 3.3 V, 5.0 V and Adjustable Output",
    )
    s.para(
        "The LRQ2210 series of low dropout regulators provide 500 mA of output current with a typical dropout of "
        "350 mV at 300 mA. Quiescent current is only 55 µA typical, making the series suitable for battery "
        "powered sensor nodes. Internal current limit and thermal shutdown protect the device under fault "
        "conditions. The LRQ2210 is stable with ceramic output capacitors as small as 2.2 µF."
    )
    s.heading("Features")
    s.bullets(
        [
            "500 mA Output Current Capability",
            "Low Dropout Voltage: 350 mV Typical at 300 mA",
            "Low Ground Current: 55 µA Typical at No Load",
            "±1% Output Voltage Accuracy at 25°C, ±2% over Temperature",
            "Fixed Output Voltage Versions: 3.3 V and 5.0 V; Adjustable Version 1.25 V to 12 V",
            "Input Voltage up to 16 V",
            "Internal Current Limit and Thermal Shutdown",
            "These Devices are Pb-Free and RoHS Compliant",
        ]
    )
    s.heading("Typical Applications")
    s.bullets(
        [
            "Battery Powered Instruments",
            "Wireless Sensor Nodes and IoT Modules",
            "Post Regulation of Switching Supplies",
        ]
    )
    s.heading("ORDERING INFORMATION")
    s.table(
        [
            Col("Device", 130),
            Col("Output Voltage", 90, "C"),
            Col("Package", 90, "C"),
            Col("Shipping", 150),
        ],
        [
            ["LRQ2210ST-3.3T3G", "3.3 V", "SOT-223", "4000 / Tape & Reel"],
            ["LRQ2210ST-5.0T3G", "5.0 V", "SOT-223", "4000 / Tape & Reel"],
            ["LRQ2210DT-ADJRKG", "Adj", "DPAK", "2500 / Tape & Reel"],
        ],
        size=8,
    )

    s.add_page()
    s.caption("MAXIMUM RATINGS")
    mr = [Col("Rating", 250), Col("Symbol", 70, "C"), Col("Value", 100, "C"), Col("Unit", 79, "C")]
    s.table(
        mr,
        [
            ["Input Voltage", "VIN", "−0.3 to 18", "V"],
            ["Output Voltage", "VOUT", "−0.3 to VIN + 0.3", "V"],
            ["Output Short Circuit Duration", "—", "Infinite", "—"],
            ["Power Dissipation", "PD", "Internally Limited", "W"],
            ["Maximum Junction Temperature", "TJ(max)", "150", "°C"],
            ["Storage Temperature", "Tstg", "−65 to +150", "°C"],
            ["ESD Capability, Human Body Model", "ESDHBM", "2000", "V"],
        ],
    )
    s.para("Stresses exceeding those listed in the Maximum Ratings table may damage the device.", 7)
    s.caption("RECOMMENDED OPERATING CONDITIONS")
    s.table(
        [
            Col("Parameter", 250),
            Col("Symbol", 70, "C"),
            Col("Min", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Input Voltage (Note 1)", "VIN", "2.5", "16", "V"],
            ["Output Current", "IOUT", "0", "500", "mA"],
            ["Operating Junction Temperature", "TJ", "−40", "+125", "°C"],
        ],
    )
    s.para("1. Minimum VIN is 2.5 V or VOUT(nom) + VDO, whichever is higher.", 7)
    s.caption("ELECTRICAL CHARACTERISTICS")
    s.para(
        "(VIN = VOUT(nom) + 1.0 V, IOUT = 10 mA, CIN = 1.0 µF, COUT = 2.2 µF, TJ = 25°C, unless otherwise noted. "
        "Rows marked −40°C ≤ TJ ≤ 125°C apply over the full operating junction temperature range.)",
        7.5,
    )
    ecc = [
        Col("Characteristic", 215),
        Col("Symbol", 55, "C"),
        Col("Min", 50, "C"),
        Col("Typ", 50, "C"),
        Col("Max", 50, "C"),
        Col("Unit", 79, "C"),
    ]
    s.table(
        ecc,
        [
            ["Output Voltage (10 mA ≤ IOUT ≤ 500 mA)"],
            ["LRQ2210-3.3   TJ = 25°C", "VOUT", "3.267", "3.300", "3.333", "V"],
            ["LRQ2210-3.3   −40°C ≤ TJ ≤ 125°C", "VOUT", "3.234", "3.300", "3.366", "V"],
            ["LRQ2210-5.0   TJ = 25°C", "VOUT", "4.950", "5.000", "5.050", "V"],
            ["LRQ2210-5.0   −40°C ≤ TJ ≤ 125°C", "VOUT", "4.900", "5.000", "5.100", "V"],
            ["Reference Voltage (Adjustable Version)", "VREF", "1.238", "1.250", "1.262", "V"],
            ["Line Regulation (VOUT + 1 V ≤ VIN ≤ 16 V)", "RegLINE", "—", "0.05", "0.2", "%"],
            ["Load Regulation (10 mA ≤ IOUT ≤ 500 mA)", "RegLOAD", "—", "0.2", "0.5", "%"],
            ["Dropout Voltage (ΔVOUT = −1%)"],
            ["IOUT = 100 mA", "VDO", "—", "120", "200", "mV"],
            ["IOUT = 300 mA", "", "—", "350", "500", "mV"],
            ["IOUT = 500 mA", "", "—", "450", "700", "mV"],
            ["Ground Current"],
            ["IOUT = 0 mA", "IGND", "—", "55", "90", "µA"],
            ["IOUT = 500 mA", "", "—", "5", "9", "mA"],
            ["Current Limit (VOUT = 0.9 × VOUT(nom))", "ILIM", "550", "800", "—", "mA"],
            ["Thermal Shutdown Temperature", "TSD", "—", "160", "—", "°C"],
            ["Thermal Shutdown Hysteresis", "TSH", "—", "20", "—", "°C"],
        ],
    )

    s.add_page()
    s.heading("APPLICATIONS INFORMATION")
    s.heading("Input Decoupling", 9.5)
    s.para(
        "A 1.0 µF ceramic capacitor from VIN to GND, placed close to the device, is recommended. Larger "
        "values improve the transient response when the source impedance is high."
    )
    s.heading("Output Capacitor", 9.5)
    s.para(
        "The LRQ2210 is stable with a ceramic output capacitor of 2.2 µF or greater. X5R and X7R dielectrics "
        "are recommended. Output capacitors with ESR between 5 mΩ and 1 Ω keep the loop stable over the "
        "full load range."
    )
    s.heading("Adjustable Version", 9.5)
    s.para(
        "The output voltage of the adjustable version is set by two resistors: VOUT = VREF × (1 + R1 / R2). "
        "R2 should be 10 kΩ to 50 kΩ."
    )
    s.heading("Thermal Considerations", 9.5)
    s.para(
        "The maximum power dissipation depends on the thermal resistance of the package and board, the "
        "ambient temperature and the maximum junction temperature of 125°C. PD = (VIN − VOUT) × IOUT + "
        "VIN × IGND. The SOT-223 package has a junction-to-ambient thermal resistance RθJA of 62°C/W on a "
        "1 in² copper area."
    )
    s.caption("THERMAL CHARACTERISTICS")
    s.table(
        [
            Col("Characteristic", 250),
            Col("Symbol", 70, "C"),
            Col("SOT-223", 60, "C"),
            Col("DPAK", 60, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Thermal Resistance, Junction-to-Ambient", "RθJA", "62", "68", "°C/W"],
            ["Thermal Resistance, Junction-to-Case", "RθJC", "15", "8", "°C/W"],
        ],
    )
    return save(s, out / "lrq2210.pdf")


# -------------------------------------------------------- Chinese BLE module manual
def wb52m(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Chengdu Wirebee Technology Co., Ltd.",
        header_right="WB-52M User Manual V1.3",
        accent=(0, 90, 160),
        footer_left="Copyright ©2022, Chengdu Wirebee Technology Co., Ltd.",
        footer_right="{page}",
        table_fill=(210, 230, 245),
    )
    s = Sheet(style, "WB-52M user manual")
    s.add_page()
    s.title_block("WB-52M", "Bluetooth 5.0 Low Energy SoC Module (Cortex-M4F, 2.4 GHz)")
    s.heading("1 Overview")
    s.heading("1.1 Introduction", 9.5)
    s.para(
        "WB-52M is a small-size Bluetooth Low Energy module built around a 64 MHz Arm Cortex-M4F SoC with 512 KB "
        "flash and 64 KB RAM. The module has an on-board PCB antenna and stamp-hole pads, and leads out most IO "
        "ports of the chip for secondary development. Transparent transmission firmware with AT commands is "
        "pre-loaded; the module can be used as a serial-to-BLE bridge without programming."
    )
    s.heading("1.2 Features", 9.5)
    s.bullets(
        [
            "Supports Bluetooth 5.0 (BLE), 1 Mbps and 2 Mbps PHY",
            "Maximum transmit power +4 dBm, software adjustable in 4 dB steps",
            "Receiving sensitivity up to -96 dBm at 1 Mbps",
            "Interfaces: UART, SPI, I²C (TWI), PWM, 12-bit ADC (8 channels), NFC tag",
            "Supply voltage 1.8 V to 3.6 V; ultra-low power, sleep current 1.5 µA",
            "Industrial grade, operating temperature -40 ~ +85 ℃",
            "Size 17.5 × 12.8 × 2.0 mm",
        ]
    )
    s.heading("2 Specification")
    s.heading("2.1 RF parameters", 9.5)
    rf = [Col("Main parameter", 140), Col("Value", 140, "C"), Col("Remark", 219)]
    s.table(
        rf,
        [
            ["Operating frequency", "2402 ~ 2480 MHz", "ISM band, 40 channels"],
            ["Transmit power", "-20 ~ +4 dBm", "software adjustable"],
            ["Receiving sensitivity", "-96 dBm", "BLE 1 Mbps"],
            ["", "-93 dBm", "BLE 2 Mbps"],
            ["Air data rate", "1 Mbps / 2 Mbps", ""],
            ["Reference distance", "80 m", "clear and open, height 1.5 m, 1 Mbps, +4 dBm"],
            ["Antenna", "PCB antenna", ""],
            ["Protocol", "BLE 5.0", ""],
        ],
    )
    s.heading("2.2 Electrical parameters", 9.5)
    ep = [
        Col("Main parameter", 110),
        Col("Min", 40, "C"),
        Col("Typ", 40, "C"),
        Col("Max", 40, "C"),
        Col("Unit", 35, "C"),
        Col("Remark", 234),
    ]
    s.table(
        ep,
        [
            ["Supply voltage", "1.8", "3.3", "3.6", "V", "≥3.3 V ensures the output power"],
            ["", "", "", "", "", "over 3.6 V may permanently damage the module"],
            ["Communication level", "", "3.3", "", "V", "5 V TTL IO needs level conversion"],
            ["Transmit current", "", "7.5", "", "mA", "@0 dBm, DC-DC on"],
            ["", "", "16", "", "mA", "@+4 dBm, DC-DC on"],
            ["Receive current", "", "6.3", "", "mA", "1 Mbps, DC-DC on"],
            ["Sleep current", "", "1.5", "", "µA", "System ON, RTC wake-up running"],
            ["", "", "0.4", "", "µA", "System OFF, wake on GPIO"],
            ["Operating temperature", "-40", "", "85", "℃", "industrial grade"],
            ["Storage temperature", "-40", "", "125", "℃", ""],
            ["Operating humidity", "10", "", "90", "%RH", "non-condensing"],
        ],
    )

    s.add_page()
    s.heading("2.3 GPIO characteristics (VDD = 3.3 V, TA = 25 ℃)", 9.5)
    g = [
        Col("Symbol", 55),
        Col("Parameter", 200),
        Col("Min", 60, "C"),
        Col("Typ", 40, "C"),
        Col("Max", 60, "C"),
        Col("Unit", 84, "C"),
    ]
    s.table(
        g,
        [
            ["VIH", "Input high voltage", "0.7×VDD", "", "VDD", "V"],
            ["VIL", "Input low voltage", "VSS", "", "0.3×VDD", "V"],
            ["VOH", "Output high voltage, standard drive 0.5 mA", "VDD−0.4", "", "VDD", "V"],
            ["VOL", "Output low voltage, standard drive 0.5 mA", "VSS", "", "VSS+0.4", "V"],
            ["IOL,SD", "Sink current, standard drive", "1", "2", "4", "mA"],
            ["IOL,HDH", "Sink current, high drive, VDD ≥ 2.7 V", "6", "10", "15", "mA"],
            ["IOH,HDH", "Source current, high drive, VDD ≥ 2.7 V", "6", "9", "14", "mA"],
            ["RPU", "Pull-up resistance", "11", "13", "16", "kΩ"],
        ],
    )
    s.heading("2.4 Absolute maximum ratings", 9.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("Min", 60, "C"),
            Col("Max", 80, "C"),
            Col("Unit", 50, "C"),
            Col("Remark", 109),
        ],
        [
            ["Supply voltage VDD", "-0.3", "3.9", "V", ""],
            ["Voltage on any GPIO", "-0.3", "VDD+0.3", "V", "VDD ≤ 3.6 V"],
            ["ESD (HBM)", "", "4", "kV", ""],
        ],
    )
    s.heading("3 Pin definition")
    p = [Col("No.", 30, "C"), Col("Name", 70), Col("Type", 40, "C"), Col("Function", 359)]
    s.table(
        p,
        [
            ["1", "GND", "—", "Ground"],
            ["2", "VCC", "—", "Power supply 1.8 ~ 3.6 V"],
            ["3", "P0.02/AIN0", "I/O", "GPIO / ADC input 0"],
            ["4", "P0.03/AIN1", "I/O", "GPIO / ADC input 1"],
            ["5", "P0.06/TXD", "O", "UART TX (transparent transmission firmware)"],
            ["6", "P0.08/RXD", "I", "UART RX (transparent transmission firmware)"],
            ["7", "P0.13/LINK", "O", "Connection status indicator, high when connected"],
            ["8", "P0.17/WAKE", "I", "Wake-up pin, low level wakes the module"],
            ["9", "P0.26/SDA", "I/O", "GPIO / I²C data"],
            ["10", "P0.27/SCL", "I/O", "GPIO / I²C clock"],
            ["11", "P0.18/RESET", "I", "Reset, low active, internal pull-up"],
            ["12", "SWDIO", "I/O", "Serial wire debug data"],
            ["13", "SWDCLK", "I", "Serial wire debug clock"],
            ["14", "GND", "—", "Ground"],
        ],
    )
    s.heading("4 Transparent transmission firmware", 9.5)
    s.para(
        "Default serial port parameters: 115200 bps, 8 data bits, no parity, 1 stop bit (8N1). The baud rate "
        "can be changed with AT+BAUD to 9600, 19200, 38400, 57600 or 115200 bps. Default broadcast name "
        "WB52M_xxxx, broadcast interval 200 ms."
    )
    s.heading("5 Hardware design notes", 9.5)
    s.bullets(
        [
            "A DC regulated supply is recommended; keep the supply ripple as small as possible and the module "
            "reliably grounded.",
            "Pay attention to the polarity of the power supply; reverse connection may permanently damage the "
            "module.",
            "Do not route traces or place copper under the antenna area; keep the antenna at the edge of the board.",
            "When the IO of the host is 5 V, a level conversion circuit must be added; the IO of the module is not "
            "5 V tolerant.",
        ]
    )
    return save(s, out / "wb-52m.pdf")


# ------------------------------------------------------------- MOSFET (Vishay look)
def qn3406(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="QN3406",
        header_right="Quanton Semiconductor",
        footer_left="S23-0412-Rev. B, 12-Jun-2023     Document Number: 64210",
        footer_right="www.quanton-semi.com   {page}",
        table_fill=(230, 230, 230),
    )
    s = Sheet(style, "QN3406 datasheet")
    s.add_page()
    s.title_block("QN3406", "N-Channel 30 V (D-S) MOSFET", "SOT-23 (TO-236), single")
    s.caption("PRODUCT SUMMARY")
    s.table(
        [
            Col("VDS (V)", 70, "C"),
            Col("RDS(on) (Ω)", 140, "C"),
            Col("ID (A) (a)", 80, "C"),
            Col("Qg (Typ.)", 80, "C"),
        ],
        [
            ["30", "0.038 at VGS = 10 V", "5.0", "4.2 nC"],
            ["", "0.045 at VGS = 4.5 V", "4.6", ""],
            ["", "0.062 at VGS = 2.5 V", "3.9", ""],
        ],
        size=8,
    )
    s.heading("FEATURES")
    s.bullets(
        [
            "TrenchFET® power MOSFET",
            "Logic level gate drive: RDS(on) rated at VGS = 2.5 V",
            "100 % Rg tested",
            "Material categorization: RoHS compliant, halogen-free",
        ]
    )
    s.heading("APPLICATIONS")
    s.bullets(
        ["Load switch for portable devices", "Relay, solenoid and LED drivers", "DC/DC converters"]
    )
    s.caption("ABSOLUTE MAXIMUM RATINGS (TA = 25 °C, unless otherwise noted)")
    s.table(
        [
            Col("Parameter", 250),
            Col("Symbol", 70, "C"),
            Col("Limit", 80, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Drain-Source Voltage", "VDS", "30", "V"],
            ["Gate-Source Voltage", "VGS", "± 12", "V"],
            ["Continuous Drain Current (TJ = 150 °C)   TA = 25 °C", "ID", "5.0", "A"],
            [
                "                                                              TA = 70 °C",
                "",
                "4.0",
                "A",
            ],
            ["Pulsed Drain Current (t = 100 µs)", "IDM", "20", "A"],
            ["Continuous Source-Drain Diode Current", "IS", "1.6", "A"],
            ["Maximum Power Dissipation   TA = 25 °C", "PD", "1.25", "W"],
            ["                                              TA = 70 °C", "", "0.8", "W"],
            ["Operating Junction and Storage Temperature Range", "TJ, Tstg", "-55 to 150", "°C"],
        ],
    )
    s.caption("THERMAL RESISTANCE RATINGS")
    s.table(
        [
            Col("Parameter", 250),
            Col("Symbol", 70, "C"),
            Col("Typical", 60, "C"),
            Col("Maximum", 60, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Maximum Junction-to-Ambient (t ≤ 5 s)", "RthJA", "75", "100", "°C/W"],
            ["Maximum Junction-to-Foot (Drain)", "RthJF", "40", "50", "°C/W"],
        ],
    )

    s.add_page()
    s.caption("SPECIFICATIONS (TJ = 25 °C, unless otherwise noted)")
    sp = [
        Col("Parameter", 150),
        Col("Symbol", 50, "C"),
        Col("Test Conditions", 140),
        Col("Min.", 38, "C"),
        Col("Typ.", 38, "C"),
        Col("Max.", 38, "C"),
        Col("Unit", 45, "C"),
    ]
    s.table(
        sp,
        [
            ["Static"],
            ["Drain-Source Breakdown Voltage", "VDS", "VGS = 0 V, ID = 250 µA", "30", "", "", "V"],
            [
                "Gate-Source Threshold Voltage",
                "VGS(th)",
                "VDS = VGS, ID = 250 µA",
                "0.6",
                "0.95",
                "1.5",
                "V",
            ],
            ["Gate-Source Leakage", "IGSS", "VDS = 0 V, VGS = ± 12 V", "", "", "± 100", "nA"],
            ["Zero Gate Voltage Drain Current", "IDSS", "VDS = 30 V, VGS = 0 V", "", "", "1", "µA"],
            ["On-State Drain Current (b)", "ID(on)", "VDS ≥ 5 V, VGS = 4.5 V", "15", "", "", "A"],
            [
                "Drain-Source On-State Resistance (b)",
                "RDS(on)",
                "VGS = 10 V, ID = 5 A",
                "",
                "0.030",
                "0.038",
                "Ω",
            ],
            ["", "", "VGS = 4.5 V, ID = 4.5 A", "", "0.036", "0.045", "Ω"],
            ["", "", "VGS = 2.5 V, ID = 3.5 A", "", "0.048", "0.062", "Ω"],
            ["Forward Transconductance (b)", "gfs", "VDS = 5 V, ID = 5 A", "", "14", "", "S"],
            ["Dynamic (c)"],
            ["Input Capacitance", "Ciss", "VDS = 15 V, VGS = 0 V, f = 1 MHz", "", "390", "", "pF"],
            ["Output Capacitance", "Coss", "", "", "65", "", "pF"],
            [
                "Total Gate Charge",
                "Qg",
                "VDS = 15 V, VGS = 4.5 V, ID = 5 A",
                "",
                "4.2",
                "6.5",
                "nC",
            ],
            [
                "Turn-On Delay Time",
                "td(on)",
                "VDD = 15 V, RL = 3 Ω, VGEN = 4.5 V",
                "",
                "5",
                "10",
                "ns",
            ],
            ["Turn-Off Delay Time", "td(off)", "", "", "18", "30", "ns"],
            ["Drain-Source Body Diode Characteristics"],
            ["Body Diode Voltage", "VSD", "IS = 1.0 A, VGS = 0 V", "", "0.8", "1.2", "V"],
        ],
        size=7,
    )
    s.para(
        'Notes: a. Surface mounted on 1" x 1" FR4 board, t ≤ 5 s.  b. Pulse test; pulse width ≤ 300 µs, duty '
        "cycle ≤ 2 %.  c. Guaranteed by design, not subject to production testing.",
        7,
    )
    s.para(
        'Stresses beyond those listed under "Absolute Maximum Ratings" may cause permanent damage to the '
        "device. These are stress ratings only, and functional operation of the device at these or any other "
        "conditions beyond those indicated in the operational sections of the specifications is not implied.",
        7,
    )
    return save(s, out / "qn3406.pdf")


SHEETS = (axm320, zr7410, tmq117, hw_p612, hkr4100, lrq2210, wb52m, qn3406)


def main(out: Path = OUT) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    return [make(out) for make in SHEETS]


if __name__ == "__main__":
    for path in main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT):
        print(f"{path}  {path.stat().st_size // 1024} KB")
