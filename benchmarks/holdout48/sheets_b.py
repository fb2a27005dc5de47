"""Hold-out 48 datasheets, part 2: a dual D flip-flop, an HDMI redriver, an LVDS
transceiver and an AHRS orientation module.

A British logic data sheet (serif, unnamed rows per VDD), a US interface IC
data sheet (features beside description, one column per version), a German
interface data sheet (units column, table continued on page 2) and a Chinese
module user manual (key-value lines, FAQ, register map as decoy).
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


# ------------------------------------------------ dual D flip-flop (British)
def zd4013(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Zenith Devices Ltd",
        header_right="ZD4013B",
        footer_left="Issue 4 - January 2024",
        footer_right="{page}",
        table_fill=None,
    )
    s = Sheet(style, "ZD4013B dual D-type flip-flop")
    s.add_page()
    s.title_block("ZD4013B", "Dual D-type Flip-Flop with Set and Reset, 3 V to 18 V CMOS", "", 19)
    s.heading("DESCRIPTION", 10)
    s.para(
        "The ZD4013B contains two identical, independent D-type flip-flops. Each has data, "
        "set, reset and clock inputs and Q and Q outputs. Data is transferred on the "
        "positive-going clock edge. Set and reset are independent of the clock and active HIGH. "
        "The device operates from a single supply of 3 V to 18 V.",
        8.5,
    )
    s.heading("MAXIMUM RATINGS", 10)
    s.table(
        [
            Col("Parameter", 230),
            Col("Symbol", 70, "C"),
            Col("Value", 110, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["DC supply voltage", "V_{DD}", "-0.5 to +20", "V"],
            ["Input voltage, all inputs", "V_{I}", "-0.5 to V_{DD} + 0.5", "V"],
            ["DC input current, any one input", "I_{I}", PM + "10", "mA"],
            ["Operating temperature", "T_{A}", "-55 to +125", DEG],
        ],
        8,
    )
    s.heading("STATIC ELECTRICAL CHARACTERISTICS", 10)
    s.para("T_amb = 25 °C unless otherwise stated", 8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 50, "C"),
            Col("V_{DD} (V)", 60, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Quiescent device\ncurrent", "I_{DD}", "5", "", "0.04", "1", MU + "A"],
            ["", "", "10", "", "0.04", "2", MU + "A"],
            ["", "", "15", "", "0.04", "4", MU + "A"],
            ["Input high voltage", "V_{IH}", "5", "3.5", "", "", "V"],
            ["", "", "10", "7", "", "", "V"],
            ["", "", "15", "11", "", "", "V"],
            ["Input low voltage", "V_{IL}", "5", "", "", "1.5", "V"],
            ["", "", "10", "", "", "3", "V"],
            [
                "Output drive current\n(source), V_{O} = 4.6 V",
                "I_{OH}",
                "5",
                "-0.51",
                "-0.88",
                "",
                "mA",
            ],
            [
                "Output drive current\n(sink), V_{O} = 0.4 V",
                "I_{OL}",
                "5",
                "0.51",
                "0.88",
                "",
                "mA",
            ],
        ],
        7.5,
    )
    s.add_page()
    s.heading("DYNAMIC CHARACTERISTICS", 10)
    s.para("T_amb = 25 °C; C_L = 50 pF; R_L = 200 kΩ", 8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 50, "C"),
            Col("V_{DD} (V)", 60, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Maximum clock input\nfrequency", "f_{CL}", "5", "3.5", "7", "", "MHz"],
            ["", "", "10", "8", "16", "", "MHz"],
            ["", "", "15", "12", "24", "", "MHz"],
            ["Propagation delay,\nclock to Q", "t_{PHL}, t_{PLH}", "5", "", "150", "300", "ns"],
            ["", "", "10", "", "65", "130", "ns"],
            ["Set-up time, data", "t_{SU}", "5", "40", "20", "", "ns"],
        ],
        7.5,
    )
    s.heading("RECOMMENDED OPERATING CONDITIONS", 10)
    s.table(
        [Col("Parameter", 230), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 129, "C")],
        [
            ["Supply voltage, V_{DD}", "3", "18", "V"],
            ["Operating temperature, T_{A}", "-40", "+85", DEG],
        ],
        8,
    )
    s.heading("FUNCTION TABLE", 10)
    s.table(
        [
            Col("CLOCK", 80, "C"),
            Col("DATA", 80, "C"),
            Col("RESET", 80, "C"),
            Col("SET", 80, "C"),
            Col("Q", 80, "C"),
            Col("Q", 99, "C"),
        ],
        [
            ["rising", "0", "0", "0", "0", "1"],
            ["rising", "1", "0", "0", "1", "0"],
            ["x", "x", "1", "0", "0", "1"],
            ["x", "x", "0", "1", "1", "0"],
        ],
        8,
    )
    s.heading("PIN CONNECTIONS (DIL14 / SO14)", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Function", 190), Col("Pin", 60, "C"), Col("Function", 189)],
        [
            ["1", "Q1", "8", "SET 2"],
            ["3", "CLOCK 1", "11", "CLOCK 2"],
            ["7", "V_{SS}", "14", "V_{DD}"],
        ],
        8,
    )
    s.para("ESD ratings are not given for this device; observe CMOS handling precautions.", 8)
    return save(s, out / "zd4013b.pdf")


# ------------------------------------------------ HDMI redriver (US interface IC)
def hrd6100(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="ASTERION LINEAR",
        header_right="HRD6100, HRD6100A",
        footer_left="SLXS-1207B - AUGUST 2024",
        footer_right="{page}",
        table_fill=(235, 235, 235),
        accent=(180, 30, 30),
    )
    s = Sheet(style, "HRD6100 HDMI redriver")
    s.add_page()
    s.title_block("HRD6100 / HRD6100A", "6-Gbps HDMI 2.0 Linear Redriver with DDC Buffer", "", 19)

    def left() -> None:
        s.heading("1 FEATURES", 9.5)
        s.bullets(
            [
                "Supports HDMI 2.0 data rates up to 6 Gbps per lane",
                "Programmable equalization up to 15 dB at 3 GHz",
                "Single 3.3 V supply",
                "DDC and HPD level shifting (3.3 V / 5 V)",
                "Commercial (HRD6100) and industrial (HRD6100A) grades",
            ],
            8,
        )

    def right() -> None:
        s.heading("2 DESCRIPTION", 9.5)
        s.para(
            "The HRD6100 is a 4-lane linear redriver for HDMI source and sink boxes. It "
            "restores TMDS signal integrity after long PCB traces and connectors. The "
            "HRD6100A is the industrial-temperature version with identical pinout.",
            8,
        )

    s.side_by_side(left, right, 230)
    s.heading("6.1 Absolute Maximum Ratings", 9.5)
    s.table(
        [Col("", 240), Col("MIN", 60, "C"), Col("MAX", 60, "C"), Col("UNIT", 139, "C")],
        [
            ["Supply voltage, VCC", "-0.3", "4", "V"],
            ["TMDS input voltage, IN_Dx", "-0.3", "4", "V"],
            ["DDC / HPD pins (SDA_SNK, SCL_SNK, HPD_SNK)", "-0.3", "6", "V"],
            ["Storage temperature, Tstg", "-65", "150", DEG],
        ],
        7.5,
    )
    s.heading("6.2 Recommended Operating Conditions", 9.5)
    s.table(
        [
            Col("", 240),
            Col("MIN", 50, "C"),
            Col("NOM", 50, "C"),
            Col("MAX", 50, "C"),
            Col("UNIT", 109, "C"),
        ],
        [
            ["VCC  Supply voltage", "3.0", "3.3", "3.6", "V"],
            ["TA  Ambient temperature  HRD6100", "0", "", "70", DEG],
            ["                                      HRD6100A", "-40", "", "85", DEG],
            ["Data rate per TMDS lane", "0.25", "", "6", "Gbps"],
        ],
        7.5,
    )
    s.heading("6.3 Electrical Characteristics", 9.5)
    s.para(
        "over recommended operating conditions (unless otherwise noted); typical values at VCC = 3.3 V, TA = 25"
        + DEG,
        7.5,
    )
    s.table(
        [
            Col("PARAMETER", 150),
            Col("TEST CONDITIONS", 150),
            Col("MIN", 45, "C"),
            Col("TYP", 45, "C"),
            Col("MAX", 45, "C"),
            Col("UNIT", 64, "C"),
        ],
        [
            ["ICC  Supply current", "6 Gbps, EQ = high, all lanes", "", "210", "280", "mA"],
            ["", "3.4 Gbps, EQ = medium", "", "165", "220", "mA"],
            ["ISD  Shutdown current", "EN = L", "", "0.5", "2", "mA"],
            ["VIH  EN, EQ0, EQ1", "", "1.4", "", "", "V"],
            ["VIL  EN, EQ0, EQ1", "", "", "", "0.5", "V"],
            ["RT  Input termination", "differential", "80", "100", "120", "Ohm"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("6.3 Electrical Characteristics (continued)", 9.5)
    s.table(
        [
            Col("PARAMETER", 150),
            Col("TEST CONDITIONS", 150),
            Col("MIN", 45, "C"),
            Col("TYP", 45, "C"),
            Col("MAX", 45, "C"),
            Col("UNIT", 64, "C"),
        ],
        [
            ["EQ  Equalization gain", "EQ1:0 = 11, at 3 GHz", "", "15", "", "dB"],
            ["", "EQ1:0 = 01, at 3 GHz", "", "7", "", "dB"],
            ["tPD  Propagation delay", "input to output", "", "200", "", "ps"],
            ["DDC clock frequency", "SCL_SNK", "", "", "100", "kHz"],
        ],
        7.5,
    )
    s.heading("7 Pin Functions", 9.5)
    s.table(
        [Col("PIN", 100), Col("NO.", 60, "C"), Col("I/O", 40, "C"), Col("DESCRIPTION", 299)],
        [
            ["IN_D0P/N ... IN_D2P/N", "2-7", "I", "TMDS data inputs"],
            ["IN_CLKP/N", "8, 9", "I", "TMDS clock input"],
            ["EN", "24", "I", "device enable, internal 150 kOhm pull-up"],
            ["HPD_SNK", "30", "I", "hot plug detect from sink, 5 V tolerant"],
        ],
        7.5,
    )
    s.para(
        "HDMI compliance test results, jitter tolerance masks and ESD ratings for the "
        "HRD6100A are not included in this data sheet.",
        8,
    )
    s.heading("Revision History", 9.5)
    revision_table(
        s,
        [["May 2024", "*", "Initial release"], ["August 2024", "B", "HRD6100A added"]],
        (90, 50, 359),
    )
    return save(s, out / "hrd6100.pdf")


# ------------------------------------------------ LVDS transceiver (German)
def lvt9031(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="Elbtal Halbleiter GmbH",
        header_right="LVT9031 / LVT9031-5",
        footer_left="Datenblatt / Data sheet  2024-04",
        footer_right="Seite {page} von {nb}",
        table_fill=None,
        grid=False,
    )
    s = Sheet(style, "LVT9031 LVDS transceiver")
    s.add_page()
    s.title_block(
        "LVT9031", "Single-channel LVDS transceiver (driver + receiver), 400 Mbps", "", 20
    )
    s.heading("Overview", 10)
    s.para(
        "The LVT9031 combines one LVDS driver and one LVDS receiver. The LVT9031 runs from "
        "3.3 V; the LVT9031-5 version runs from a 5 V supply with TTL-level logic pins. The "
        "receiver accepts a common-mode input range of 0.05 V to 2.35 V and has failsafe "
        "output for open inputs. The driver outputs are high impedance when VCC = 0 V.",
        8.5,
    )
    s.heading("Ordering codes", 10)
    s.table(
        [Col("Type", 130), Col("Ordering code", 150), Col("Supply", 90), Col("Package", 129)],
        [
            ["LVT9031", "Q67000-L9031-S8", "3.3 V", "PG-DSO-8"],
            ["LVT9031-5", "Q67000-L9035-S8", "5 V", "PG-DSO-8"],
        ],
        8,
    )
    s.heading("Table 1  Characteristics", 10)
    s.para("All data at Tamb = 25 °C unless otherwise specified.", 8)
    s.table(
        [
            Col("Parameter", 165),
            Col("Symbol", 50, "C"),
            Col("LVT9031", 85, "C"),
            Col("LVT9031-5", 85, "C"),
            Col("Unit", 40, "C"),
            Col("Note", 74),
        ],
        [
            ["Supply voltage", "V_{CC}", "3.0 … 3.6", "4.5 … 5.5", "V", ""],
            [
                "Supply current, driver\nand receiver enabled",
                "I_{CC}",
                "9 (max. 13)",
                "11 (max. 16)",
                "mA",
                "R_L = 100 Ω",
            ],
            ["Data rate", "", "400", "200", "Mbps", "max."],
            [
                "Differential output\nvoltage",
                "|V_{OD}|",
                "250 … 450",
                "250 … 450",
                "mV",
                "R_L = 100 Ω",
            ],
            ["Offset voltage", "V_{OS}", "1.125 … 1.375", "1.125 … 1.375", "V", ""],
            ["Receiver threshold", "V_{TH}", PM + "100", PM + "100", "mV", ""],
            ["DI / DE input high\nvoltage", "V_{IH}", "2.0", "2.0", "V", "min."],
            ["RO output high\nvoltage", "V_{OH}", "2.4", "2.4", "V", "min., -4 mA"],
        ],
        7.8,
    )
    s.para("Table 1 continued on page 2.", 7.5)
    s.add_page()
    s.heading("Table 1  Characteristics (continued)", 10)
    s.table(
        [
            Col("Parameter", 165),
            Col("Symbol", 50, "C"),
            Col("LVT9031", 85, "C"),
            Col("LVT9031-5", 85, "C"),
            Col("Unit", 40, "C"),
            Col("Note", 74),
        ],
        [
            ["Operating temperature", "T_{amb}", "-40 … +85", "-40 … +105", "°C", ""],
            ["Propagation delay, driver", "t_{PD}", "1.7", "2.5", "ns", "typ."],
            ["ESD, bus pins", "", PM + "8", PM + "8", "kV", "HBM"],
        ],
        7.8,
    )
    s.heading("Table 2  Limit values", 10)
    s.table(
        [
            Col("Parameter", 215),
            Col("LVT9031", 90, "C"),
            Col("LVT9031-5", 90, "C"),
            Col("Unit", 104, "C"),
        ],
        [
            ["Supply voltage V_{CC}", "-0.3 … 4.0", "-0.3 … 6.0", "V"],
            ["Logic inputs DI, DE, /RE", "-0.3 … 5.5", "-0.3 … V_{CC} + 0.3", "V"],
            ["Bus pins A, B, Y, Z", "-0.3 … 4.0", "-0.3 … 4.0", "V"],
            ["Storage temperature", "-65 … +150", "-65 … +150", "°C"],
        ],
        7.8,
    )
    s.heading("Pin assignment", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Symbol", 80), Col("Function", 359)],
        [
            ["1", "RO", "receiver output"],
            ["2", "/RE", "receiver enable, low active"],
            ["3", "DE", "driver enable"],
            ["4", "DI", "driver input"],
            ["8", "VCC", "supply"],
        ],
        7.8,
    )
    s.para("Cable length and bit error rate depend on the cable and are not specified.", 8)
    return save(s, out / "lvt9031.pdf")


# ------------------------------------------------ AHRS module (Chinese module manual)
def ahr9(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Shenzhen Weiyi Sensing Technology Co., Ltd.",
        header_right="AHR-9 / AHR-9C User Manual V2.0",
        footer_left="www.weiyi-sensing.example",
        footer_right="- {page} -",
        table_fill=(240, 240, 225),
        accent=(20, 90, 40),
    )
    s = Sheet(style, "AHR-9 AHRS module")
    s.add_page()
    s.title_block("AHR-9 / AHR-9C", "9-axis AHRS attitude and heading reference module", "", 19)
    s.heading("1. Introduction", 10.5)
    s.para(
        "AHR-9 integrates a 3-axis gyroscope, 3-axis accelerometer and 3-axis magnetometer "
        "with an on-board Kalman filter and outputs roll, pitch and yaw angles. AHR-9 has a "
        "TTL UART and I2C; AHR-9C adds an RS-485 port and a wide-input regulator.",
        8.5,
    )
    s.heading("2. Main parameters", 10.5)
    s.lines(
        [
            "Output" + FWC + "Euler angle, quaternion, acceleration, angular rate, magnetic field",
            "Output rate" + FWC + "0.2" + FWT + "200Hz (default 10Hz)",
            "UART baud rate" + FWC + "4800" + FWT + "921600bps (default 115200bps)",
            "I2C address" + FWC + "0x50 (default, can be changed)",
            "Angle range"
            + FWC
            + "X, Z axis "
            + PM
            + "180"
            + "\u00b0"
            + "; Y axis "
            + PM
            + "90"
            + "\u00b0",
            "Working temperature" + FWC + "-40" + FWT + "85" + FW_C,
        ],
        8.8,
        3.5,
    )
    s.heading("3. Electrical and performance parameters", 10.5)
    s.table(
        [Col("Item", 170), Col("AHR-9", 115, "C"), Col("AHR-9C", 115, "C"), Col("Remark", 99)],
        [
            ["Supply voltage", "3.3" + FWT + "5V", "5" + FWT + "36V", ""],
            ["Working current", "<25mA", "<40mA", "at 5V"],
            ["Communication", "UART (TTL 3.3V) / I2C", "RS-485 / UART (TTL)", ""],
            [
                "Static angle\naccuracy (X, Y)",
                "0.05" + "\u00b0",
                "0.05" + "\u00b0",
                "after calibration",
            ],
            ["Dynamic angle\naccuracy (X, Y)", "0.1" + "\u00b0", "0.1" + "\u00b0", ""],
            ["Heading accuracy (Z)", "1" + "\u00b0", "1" + "\u00b0", "magnetic, calibrated"],
            ["Gyro range", PM + "2000" + "\u00b0" + "/s", PM + "2000" + "\u00b0" + "/s", ""],
            ["Accelerometer range", PM + "16g", PM + "16g", ""],
            ["Protection", "-", "IP67", "AHR-9C housing"],
        ],
        8,
    )
    s.add_page()
    s.heading("4. Pin definition (AHR-9, 2.54mm header)", 10.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70), Col("Description", 379)],
        [
            ["1", "VCC", "3.3V" + FWT + "5V input, on-board LDO"],
            ["2", "RX", "UART RX, 3.3V level, not 5V tolerant"],
            ["3", "TX", "UART TX, 3.3V level"],
            ["4", "SCL", "I2C clock, 4.7k pull-up to 3.3V on board"],
            ["5", "SDA", "I2C data"],
            ["6", "GND", "ground"],
        ],
        8,
    )
    s.heading("5. Register map (excerpt)", 10.5)
    s.table(
        [Col("Addr", 60, "C"), Col("Name", 100), Col("Function", 339)],
        [
            ["0x03", "RRATE", "output rate, 0x06 = 10Hz"],
            ["0x04", "BAUD", "0x06 = 115200"],
            ["0x1A", "IICADDR", "I2C address, default 0x50"],
            ["0x3D", "Roll", "angle x 32768 / 180"],
        ],
        8,
    )
    s.heading("6. FAQ", 10.5)
    s.para(
        "Q" + FWC + "Can the AHR-9 TX/RX be wired directly to a 5V Arduino UNO?\n"
        "A" + FWC + "TX can go to the UNO RX. The AHR-9 RX pin is 3.3V level and not 5V "
        "tolerant; use a divider or level shifter on the UNO TX line.",
        8.5,
    )
    s.para(
        "Q" + FWC + "What is the magnetic interference immunity / heading drift near motors?\n"
        "A" + FWC + "Not specified. Keep the module away from motors and iron parts.",
        8.5,
    )
    s.para(
        "Q"
        + FWC
        + "How long is the start-up time?\nA"
        + FWC
        + "About 1s after power on until data output.",
        8.5,
    )
    s.heading("7. Revision", 10.5)
    revision_table(
        s,
        [["2023-03-01", "V1.0", "first release"], ["2024-05-12", "V2.0", "AHR-9C added"]],
        (90, 60, 349),
    )
    return save(s, out / "ahr-9.pdf")
