"""Hold-out 7 datasheet: an InvenSense-style 6-axis motion sensor pair (SPI + I2C part
and I2C-only part with a VLOGIC pin).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
DPS = "\u00ba/s"


# --------------------------------------------- InvenSense-style motion sensor
def kms6200(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KMS-6200/KMS-6250 Product Specification",
        header_right="Document Number: PS-KMS-6200A-00   Revision: 3.4",
        footer_left="Kestrel MotionSense Inc.    Release Date: 08/19/2023",
        footer_right="{page} of 4",
        rule_color=(90, 90, 90),
        table_fill=(225, 225, 225),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "KMS-6200/KMS-6250 Product Specification")
    s.add_page()
    s.title_block(
        "KMS-6200/KMS-6250",
        "Product Specification  \u2013  6-axis MotionTracking device",
        "Revision 3.4",
        18,
    )
    s.heading("3  Product Overview", 10.5)
    s.para(
        "The KMS-62x0 parts combine a 3-axis gyroscope and a 3-axis accelerometer on the same "
        "silicon die together with an onboard Digital Motion Processor (DMP). The KMS-6200 and "
        "KMS-6250 are identical, except that the KMS-6250 supports the I2C serial interface only, "
        "and has a separate VLOGIC reference pin. The KMS-6200 supports both I2C and SPI "
        "interfaces and has a single supply pin, VDD, which is both the device's logic reference "
        "supply and the analog supply for the part.",
        7.8,
    )
    s.heading("4  Features", 10.5)

    def gyro() -> None:
        s.heading("4.1  Gyroscope Features", 8.5)
        s.bullets(
            [
                "Digital-output X-, Y-, and Z-Axis angular rate sensors with a user-programmable "
                "full-scale range of "
                + PM
                + "250, "
                + PM
                + "500, "
                + PM
                + "1000, and "
                + PM
                + "2000"
                + DPS,
                "Integrated 16-bit ADCs enable simultaneous sampling of gyros",
                "Digitally-programmable low-pass filter",
                "Gyroscope operating current: 3.6mA",
                "Standby current: 5" + MU + "A",
            ],
            7.4,
        )
        s.heading("4.2  Accelerometer Features", 8.5)
        s.bullets(
            [
                "Digital-output triple-axis accelerometer with a programmable full scale range of "
                + PM
                + "2g, "
                + PM
                + "4g, "
                + PM
                + "8g and "
                + PM
                + "16g",
                "Accelerometer normal operating current: 500" + MU + "A",
                "Low power accelerometer mode current: 10"
                + MU
                + "A at 1.25Hz, 20"
                + MU
                + "A at 5Hz, 70"
                + MU
                + "A at 20Hz, 140"
                + MU
                + "A at 40Hz",
                "Orientation detection and signaling, tap detection",
            ],
            7.4,
        )

    def extra() -> None:
        s.heading("4.3  Additional Features", 8.5)
        s.bullets(
            [
                "9-Axis MotionFusion by the on-chip Digital Motion Processor (DMP)",
                "Auxiliary master I2C bus for reading data from external sensors",
                "VDD supply voltage range of 2.375V\u20133.46V",
                "Flexible VLOGIC reference voltage supports multiple I2C interface voltages "
                "(KMS-6250 only)",
                "400kHz Fast Mode I2C or up to 20MHz SPI serial host interfaces (SPI available "
                "on KMS-6200 only)",
                "1024 byte FIFO buffer",
                "10,000 g shock tolerant",
                "Smallest and thinnest QFN package: 4x4x0.9mm",
            ],
            7.4,
        )

    s.side_by_side(gyro, extra, 246, 14)
    s.heading("Table 1  KMS-6200 and KMS-6250 differences", 8.5)
    s.table(
        [Col("Part / Item", 120), Col("KMS-6200", 190, "C"), Col("KMS-6250", 189, "C")],
        [
            ["VDD", "2.375V-3.46V", "2.375V-3.46V"],
            ["VLOGIC", "n/a", "1.71V to VDD"],
            ["Serial Interfaces Supported", "I2C, SPI", "I2C"],
            ["Pin 8", "/CS", "VLOGIC"],
            ["Pin 9", "AD0/SDO", "AD0"],
            ["Pin 23", "SCL/SCLK", "SCL"],
            ["Pin 24", "SDA/SDI", "SDA"],
        ],
        7.6,
    )

    # ---- page 2
    s.add_page()
    s.heading("6  Electrical Characteristics", 10.5)
    s.heading("6.1  Gyroscope Specifications", 9)
    hdr = (
        "VDD = 2.375V-3.46V, VLOGIC (KMS-6250 only) = 1.8V" + PM + "5% or VDD, TA = 25" + DEG + "."
    )
    s.para(hdr, 7.6)
    cols = [
        Col("PARAMETER", 140),
        Col("CONDITIONS", 140),
        Col("MIN", 38, "C"),
        Col("TYP", 52, "C"),
        Col("MAX", 38, "C"),
        Col("UNITS", 55, "C"),
        Col("NOTES", 36, "C"),
    ]
    s.table(
        cols,
        [
            ["GYROSCOPE SENSITIVITY"],
            [
                "Full-Scale Range",
                "FS_SEL=0\nFS_SEL=1\nFS_SEL=2\nFS_SEL=3",
                "",
                PM + "250\n" + PM + "500\n" + PM + "1000\n" + PM + "2000",
                "",
                DPS + "\n" + DPS + "\n" + DPS + "\n" + DPS,
                "",
            ],
            ["Gyroscope ADC Word Length", "", "", "16", "", "bits", ""],
            [
                "Sensitivity Scale Factor",
                "FS_SEL=0\nFS_SEL=1\nFS_SEL=2\nFS_SEL=3",
                "",
                "131\n65.5\n32.8\n16.4",
                "",
                "LSB/(" + DPS + ")\nLSB/(" + DPS + ")\nLSB/(" + DPS + ")\nLSB/(" + DPS + ")",
                "",
            ],
            ["Sensitivity Scale Factor Tolerance", "25" + DEG, "-3", "", "+3", "%", ""],
            ["Nonlinearity", "Best fit straight line; 25" + DEG, "", "0.2", "", "%", ""],
            ["GYROSCOPE ZERO-RATE OUTPUT (ZRO)"],
            ["Initial ZRO Tolerance", "25" + DEG, "", PM + "20", "", DPS, ""],
            [
                "ZRO Variation Over Temperature",
                "-40" + DEG + " to +85" + DEG,
                "",
                PM + "20",
                "",
                DPS,
                "",
            ],
            [
                "GYROSCOPE NOISE PERFORMANCE",
            ],
            ["Total RMS Noise", "FS_SEL=0\nDLPFCFG=2 (100Hz)", "", "0.05", "", DPS + "-rms", ""],
            ["Rate Noise Spectral Density", "At 10Hz", "", "0.005", "", DPS + "/\u221aHz", ""],
            ["LOW PASS FILTER RESPONSE"],
            ["Programmable Range", "", "5", "", "256", "Hz", ""],
            ["OUTPUT DATA RATE"],
            ["Programmable", "", "4", "", "8,000", "Hz", ""],
            ["GYROSCOPE START-UP TIME", "DLPFCFG=0", "", "", "", "", ""],
            [
                "ZRO Settling (from power-on)",
                "to " + PM + "1" + DPS + " of Final",
                "",
                "30",
                "",
                "ms",
                "1",
            ],
        ],
        7.2,
    )
    s.heading("6.2  Accelerometer Specifications", 9)
    s.para(hdr, 7.6)
    s.table(
        cols,
        [
            ["ACCELEROMETER SENSITIVITY"],
            [
                "Full-Scale Range",
                "AFS_SEL=0\nAFS_SEL=1\nAFS_SEL=2\nAFS_SEL=3",
                "",
                PM + "2\n" + PM + "4\n" + PM + "8\n" + PM + "16",
                "",
                "g\ng\ng\ng",
                "",
            ],
            ["ADC Word Length", "Output in two's complement format", "", "16", "", "bits", ""],
            [
                "Sensitivity Scale Factor",
                "AFS_SEL=0\nAFS_SEL=1\nAFS_SEL=2\nAFS_SEL=3",
                "",
                "16,384\n8,192\n4,096\n2,048",
                "",
                "LSB/g\nLSB/g\nLSB/g\nLSB/g",
                "",
            ],
            ["Initial Calibration Tolerance", "", "", PM + "3", "", "%", ""],
            ["ZERO-G OUTPUT"],
            [
                "Initial Calibration Tolerance",
                "X and Y axes\nZ axis",
                "",
                PM + "50\n" + PM + "80",
                "",
                "mg\nmg",
                "2",
            ],
            [
                "Zero-G Level Change vs. Temperature",
                "X and Y axes, 0" + DEG + " to +70" + DEG + "\nZ axis, 0" + DEG + " to +70" + DEG,
                "",
                PM + "35\n" + PM + "60",
                "",
                "mg\nmg",
                "",
            ],
            ["NOISE PERFORMANCE"],
            [
                "Power Spectral Density",
                "@10Hz, AFS_SEL=0 & ODR=1kHz",
                "",
                "400",
                "",
                MU + "g/\u221aHz",
                "",
            ],
            ["OUTPUT DATA RATE"],
            ["Programmable Range", "", "4", "", "1,000", "Hz", ""],
        ],
        7.2,
    )

    # ---- page 3
    s.add_page()
    s.heading("6.3  Electrical and Other Common Specifications", 9)
    s.para(hdr, 7.6)
    s.table(
        cols,
        [
            ["SUPPLY VOLTAGES"],
            ["VDD", "", "2.375", "2.5", "3.46", "V", ""],
            ["VLOGIC", "KMS-6250 only", "1.71", "1.8", "VDD", "V", ""],
            ["SUPPLY CURRENTS"],
            [
                "Normal Operating Current",
                "Gyroscope + Accelerometer + DMP\nGyroscope + Accelerometer\n(DMP disabled)\nGyroscope + DMP",
                "",
                "3.9\n\n3.8\n3.7",
                "",
                "mA\n\nmA\nmA",
                "",
            ],
            ["", "Gyroscope only (DMP &\nAccelerometer disabled)", "", "3.6", "", "mA", ""],
            ["", "Accelerometer only (DMP &\nGyroscope disabled)", "", "500", "", MU + "A", ""],
            [
                "Accelerometer Low Power Mode\nCurrent",
                "1.25 Hz update rate\n5 Hz update rate\n20 Hz update rate\n40 Hz update rate",
                "",
                "10\n20\n70\n140",
                "",
                MU + "A\n" + MU + "A\n" + MU + "A\n" + MU + "A",
                "",
            ],
            ["Full-Chip Idle Mode Supply\nCurrent", "", "", "5", "", MU + "A", ""],
            [
                "Power Supply Ramp Rate",
                "Monotonic ramp. Ramp rate is\n10% to 90% of the final value",
                "",
                "",
                "100",
                "ms",
                "",
            ],
            ["TEMPERATURE RANGE"],
            [
                "Specified Temperature Range",
                "Performance parameters are not\napplicable beyond Specified\nTemperature Range",
                "-40",
                "",
                "+85",
                DEG,
                "",
            ],
        ],
        7.2,
    )
    s.heading("6.4  Electrical Specifications, Continued", 9)
    s.para(hdr, 7.6)
    s.table(
        cols,
        [
            ["SERIAL INTERFACE"],
            [
                "SPI Operating Frequency, All\nRegisters Read/Write",
                "KMS-6200 only, Low Speed\nCharacterization\nKMS-6200 only, High Speed\nCharacterization",
                "",
                "100 " + PM + "10%\n\n1 " + PM + "10%\n",
                "",
                "kHz\n\nMHz\n",
                "",
            ],
            [
                "SPI Operating Frequency, Sensor\nand Interrupt Registers Read Only",
                "KMS-6200 only",
                "",
                "20 " + PM + "10%",
                "",
                "MHz",
                "",
            ],
            [
                "I2C Operating Frequency",
                "All registers, Fast-mode\nAll registers, Standard-mode",
                "",
                "",
                "400\n100",
                "kHz\nkHz",
                "",
            ],
            ["I2C ADDRESS", "AD0 = 0\nAD0 = 1", "", "1101000\n1101001", "", "", ""],
            ["DIGITAL INPUTS (SDI, SCLK, FSYNC, AD0, /CS, CLKIN)"],
            [
                "V_{IH}, High Level Input Voltage",
                "KMS-6200\nKMS-6250",
                "0.7*VDD\n0.7*VLOGIC",
                "",
                "",
                "V\nV",
                "",
            ],
            [
                "V_{IL}, Low Level Input Voltage",
                "KMS-6200\nKMS-6250",
                "",
                "",
                "0.3*VDD\n0.3*VLOGIC",
                "V\nV",
                "",
            ],
            ["C_{I}, Input Capacitance", "", "", "< 5", "", "pF", ""],
            ["DIGITAL OUTPUT (SDO, INT)"],
            [
                "V_{OH}, High Level Output Voltage",
                "R_{LOAD}=1M\u03a9; KMS-6200\nR_{LOAD}=1M\u03a9; KMS-6250",
                "0.9*VDD\n0.9*VLOGIC",
                "",
                "",
                "V\nV",
                "",
            ],
            [
                "V_{OL}, Low Level Output Voltage",
                "R_{LOAD}=1M\u03a9; KMS-6200\nR_{LOAD}=1M\u03a9; KMS-6250",
                "",
                "",
                "0.1*VDD\n0.1*VLOGIC",
                "V\nV",
                "",
            ],
            [
                "V_{OL.INT1}, INT Low-Level Output\nVoltage",
                "OPEN=1, 0.3mA sink current",
                "",
                "",
                "0.1",
                "V",
                "",
            ],
            ["t_{INT}, INT Pulse Width", "LATCH_INT_EN=0", "", "50", "", MU + "s", ""],
        ],
        7.2,
    )
    s.para(
        "Notes: 1. Guaranteed by design. 2. Typical. Randomly selected part measured at room "
        "temperature on evaluation board or in socket.",
        7,
    )

    # ---- page 4
    s.add_page()
    s.heading("6.9  Absolute Maximum Ratings", 9)
    s.para(
        'Stress above those listed as "Absolute Maximum Ratings" may cause permanent damage to '
        "the device. These are stress ratings only and functional operation of the device at "
        "these conditions is not implied.",
        7.6,
    )
    s.table(
        [Col("Parameter", 250), Col("Rating", 249)],
        [
            ["Supply Voltage, VDD", "-0.5V to +6V"],
            ["VLOGIC Input Voltage Level (KMS-6250)", "-0.5V to VDD + 0.5V"],
            ["REGOUT", "-0.5V to 2V"],
            [
                "Input Voltage Level (CLKIN, AUX_DA, AD0, FSYNC, INT, SCL, SDA)",
                "-0.5V to VDD + 0.5V",
            ],
            ["Acceleration (Any Axis, unpowered)", "10,000g for 0.2ms"],
            ["Operating Temperature Range", "-40" + DEG + " to +105" + DEG],
            ["Storage Temperature Range", "-40" + DEG + " to +125" + DEG],
            ["Electrostatic Discharge (ESD) Protection", "2kV (HBM); 250V (MM)"],
            ["Latch-up", "JEDEC Class II (2), 125" + DEG + ", " + PM + "100mA"],
        ],
        7.6,
    )
    s.heading("7  Register Map (excerpt)", 10.5)
    s.table(
        [
            Col("Addr\n(Hex)", 40, "C"),
            Col("Addr\n(Dec.)", 40, "C"),
            Col("Register Name", 100),
            Col("Serial\nI/F", 40, "C"),
            Col("Bit fields", 279),
        ],
        [
            ["19", "25", "SMPLRT_DIV", "R/W", "SMPLRT_DIV[7:0]"],
            ["1A", "26", "CONFIG", "R/W", "EXT_SYNC_SET[2:0]  DLPF_CFG[2:0]"],
            ["1B", "27", "GYRO_CONFIG", "R/W", "FS_SEL[1:0]"],
            ["1C", "28", "ACCEL_CONFIG", "R/W", "XA_ST  YA_ST  ZA_ST  AFS_SEL[1:0]"],
            ["3B", "59", "ACCEL_XOUT_H", "R", "ACCEL_XOUT[15:8]"],
            ["41", "65", "TEMP_OUT_H", "R", "TEMP_OUT[15:8]"],
            ["6B", "107", "PWR_MGMT_1", "R/W", "DEVICE_RESET  SLEEP  CYCLE  TEMP_DIS  CLKSEL[2:0]"],
            ["6C", "108", "PWR_MGMT_2", "R/W", "LP_WAKE_CTRL[1:0]  STBY_XA ... STBY_ZG"],
            ["75", "117", "WHO_AM_I", "R", "WHO_AM_I[6:1]"],
        ],
        7.4,
    )
    s.para(
        "WHO_AM_I contains the upper 6 bits of the device's 7-bit I2C address; the least "
        "significant bit is set by the AD0 pin and is not reflected in the register. The default "
        "value of the register is 0x68. The power-on reset value of PWR_MGMT_1 is 0x40 (SLEEP "
        "set); the host must clear the SLEEP bit before data are produced.",
        7.6,
    )
    s.heading("Revision History", 9)
    revision_table(
        s,
        [
            ["03/12/2021", "3.2", "Updated accelerometer low power mode currents"],
            [
                "08/19/2023",
                "3.4",
                "Full-chip idle current changed from 8 " + MU + "A to 5 " + MU + "A typical",
            ],
        ],
        (80, 60, 359),
    )
    return save(s, out / "kms6200.pdf")
