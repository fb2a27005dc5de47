"""Hold-out 117 datasheets, part 2: an 8-bit shift register, a 13.56 MHz reader IC, an
NDIR CO2 sensor module and a real-time clock IC.

A Tainan logic house sheet (▼ heads, DC and AC tables with one stacked row per VCC
and columns per temperature range, a typical shift-out frequency in the feature list
that is not the guaranteed one), an Arnhem contactless-IC data sheet ("Table n."
captions above, quick reference data with the pad supply beside the core supplies,
interface bit rates in a table and in prose, an explicit "not 5 V tolerant" remark,
register table), a Weihai NDIR CO2 module user manual in plain English (item / value
parameter table, a model table per measuring range, UART level caution, command
table) and an Esperanto / English RTC data sheet from Bialystok (bilingual names
wrapped over two lines, accuracy per temperature band and per version, currents per
VCC in stacked rows, the address only in prose).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
TRI = "\u25bc"


# ------------------------------------------------------------ shift register (Tainan)
def ap595(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="ANPING LOGIC SEMICONDUCTOR",
        header_right="AP74HC595  8-bit shift register with output latches (3-state)",
        footer_left="AP74HC595_DS_E  V2.3  2023/11   Anping District, Tainan City, Taiwan",
        footer_right="({page})",
        rule_color=(110, 70, 30),
        table_fill=(240, 230, 210),
        accent=(110, 70, 30),
        grid=True,
    )
    s = Sheet(style, "AP74HC595 8-bit serial-in parallel-out shift register")
    s.add_page()
    s.title_block(
        "AP74HC595",
        "8-Bit Serial-In, Serial or Parallel-Out Shift Register with Output Latches",
        "High-speed Si-gate CMOS  |  DIP-16, SOP-16, TSSOP-16",
        20,
    )
    s.heading(TRI + " FEATURES", 10.5)
    s.bullets(
        [
            "Wide operating voltage range: 2 V to 6 V",
            "8-bit serial input; 8-bit serial or parallel output",
            "Storage register with 3-state outputs",
            "Shift register with direct clear",
            "Shift-out frequency up to 95 MHz (typical, VCC = 6 V, CL = 15 pF)",
            "Output drive capability: " + PM + "6 mA at VCC = 4.5 V (QA-QH and QH')",
            "Low input current: 1 " + MU + "A maximum",
            "ESD protection: HBM exceeds 2000 V",
        ],
        8.0,
    )
    s.heading(TRI + " ABSOLUTE MAXIMUM RATINGS", 10.5)
    s.table(
        [
            Col("Parameter", 210),
            Col("Symbol", 60, "C"),
            Col("Conditions", 120),
            Col("Value", 60, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Supply voltage", "VCC", "", "-0.5 to +7.0", "V"],
            ["Input clamp current", "IIK", "VI < -0.5 V or VI > VCC + 0.5 V", PM + "20", "mA"],
            ["Continuous output current", "IO", "VO = 0 V to VCC", PM + "35", "mA"],
            ["Continuous current through VCC or GND", "ICC, IGND", "", PM + "70", "mA"],
            ["Storage temperature", "Tstg", "", "-65 to +150", DEG],
        ],
        7.5,
    )
    s.heading(TRI + " RECOMMENDED OPERATING CONDITIONS", 10.5)
    s.table(
        [
            Col("Parameter", 180),
            Col("Symbol", 55, "C"),
            Col("Conditions", 90),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 39, "C"),
        ],
        [
            ["Supply voltage", "VCC", "", "2.0", "5.0", "6.0", "V"],
            ["Input voltage", "VI", "", "0", "", "VCC", "V"],
            ["Output voltage", "VO", "", "0", "", "VCC", "V"],
            [
                "Input rise and fall time",
                "tr, tf",
                "VCC = 2.0 V\nVCC = 4.5 V\nVCC = 6.0 V",
                "",
                "",
                "1000\n500\n400",
                "ns",
            ],
            ["Operating free-air temperature", "TA", "", "-40", "", "+125", DEG],
        ],
        7.5,
    )
    s.heading(TRI + " DC CHARACTERISTICS", 10.5)
    s.para("Voltages are referenced to GND (ground = 0 V).", 7.5)
    s.table(
        [
            Col("Parameter", 82),
            Col("Sym.", 30, "C"),
            Col("Test conditions", 92),
            Col("VCC (V)", 36, "C"),
            Col("Min", 33, "C"),
            Col("Typ", 33, "C"),
            Col("Max", 33, "C"),
            Col("Min", 33, "C"),
            Col("Max", 33, "C"),
            Col("Min", 33, "C"),
            Col("Max", 33, "C"),
            Col("Unit", 28, "C"),
        ],
        [
            [
                "High-level input\nvoltage",
                "VIH",
                "",
                "2.0\n4.5\n6.0",
                "1.5\n3.15\n4.2",
                "",
                "",
                "1.5\n3.15\n4.2",
                "",
                "1.5\n3.15\n4.2",
                "",
                "V",
            ],
            [
                "Low-level input\nvoltage",
                "VIL",
                "",
                "2.0\n4.5\n6.0",
                "",
                "",
                "0.5\n1.35\n1.8",
                "",
                "0.5\n1.35\n1.8",
                "",
                "0.5\n1.35\n1.8",
                "V",
            ],
            [
                "High-level output\nvoltage",
                "VOH",
                "IOH = -6 mA",
                "4.5",
                "3.98",
                "4.3",
                "",
                "3.84",
                "",
                "3.7",
                "",
                "V",
            ],
            [
                "Low-level output\nvoltage",
                "VOL",
                "IOL = 6 mA",
                "4.5",
                "",
                "0.17",
                "0.26",
                "",
                "0.33",
                "",
                "0.4",
                "V",
            ],
            [
                "Input leakage current",
                "II",
                "VI = VCC or GND",
                "6.0",
                "",
                "",
                PM + "0.1",
                "",
                PM + "1",
                "",
                PM + "1",
                MU + "A",
            ],
            [
                "Quiescent supply\ncurrent",
                "ICC",
                "VI = VCC or GND, IO = 0",
                "6.0",
                "",
                "",
                "8",
                "",
                "80",
                "",
                "160",
                MU + "A",
            ],
        ],
        7.0,
        head_rows=[
            [
                "",
                "",
                "",
                "",
                "TA = 25" + DEG,
                "<",
                "<",
                "-40 to 85" + DEG,
                "<",
                "-40 to 125" + DEG,
                "<",
                "",
            ]
        ],
    )
    s.add_page()
    s.heading(TRI + " AC CHARACTERISTICS (CL = 50 pF, tr = tf = 6 ns)", 10.5)
    s.table(
        [
            Col("Parameter", 82),
            Col("Sym.", 30, "C"),
            Col("From / to", 92),
            Col("VCC (V)", 36, "C"),
            Col("Min", 33, "C"),
            Col("Typ", 33, "C"),
            Col("Max", 33, "C"),
            Col("Min", 33, "C"),
            Col("Max", 33, "C"),
            Col("Min", 33, "C"),
            Col("Max", 33, "C"),
            Col("Unit", 28, "C"),
        ],
        [
            [
                "Maximum clock\nfrequency",
                "fmax",
                "SRCLK",
                "2.0\n4.5\n6.0",
                "6\n30\n35",
                "26\n80\n95",
                "",
                "5\n25\n29",
                "",
                "4\n20\n24",
                "",
                "MHz",
            ],
            [
                "Propagation delay",
                "tpd",
                "SRCLK to QH'",
                "2.0\n4.5\n6.0",
                "",
                "52\n19\n16",
                "150\n30\n26",
                "",
                "190\n38\n33",
                "",
                "225\n45\n38",
                "ns",
            ],
            [
                "Propagation delay",
                "tpd",
                "RCLK to QA-QH",
                "2.0\n4.5\n6.0",
                "",
                "55\n20\n17",
                "175\n35\n30",
                "",
                "220\n44\n37",
                "",
                "265\n53\n45",
                "ns",
            ],
            [
                "Pulse width",
                "tw",
                "SRCLK, RCLK high\nor low",
                "2.0\n4.5\n6.0",
                "80\n16\n14",
                "",
                "",
                "100\n20\n17",
                "",
                "120\n24\n20",
                "",
                "ns",
            ],
            [
                "Setup time",
                "tsu",
                "SER before SRCLK",
                "2.0\n4.5\n6.0",
                "100\n20\n17",
                "",
                "",
                "125\n25\n21",
                "",
                "150\n30\n26",
                "",
                "ns",
            ],
            ["Input capacitance", "CI", "", "", "", "3.5", "10", "", "10", "", "10", "pF"],
        ],
        7.0,
        head_rows=[
            [
                "",
                "",
                "",
                "",
                "TA = 25" + DEG,
                "<",
                "<",
                "-40 to 85" + DEG,
                "<",
                "-40 to 125" + DEG,
                "<",
                "",
            ]
        ],
    )
    s.para(
        "fmax is the guaranteed shift-register clock; the 95 MHz in the feature list is a "
        "typical bench figure with a 15 pF load and is not guaranteed.",
        7.5,
    )
    s.heading(TRI + " PIN DESCRIPTION", 10.5)

    def pins() -> None:
        s.table(
            [Col("Pin", 30, "C"), Col("Name", 45, "C"), Col("Description", 155)],
            [
                ["1-7, 15", "QA-QH", "parallel data outputs"],
                ["8", "GND", "ground (0 V)"],
                ["9", "QH'", "serial data output"],
                ["10", "SRCLR", "shift register clear, active low"],
                ["11", "SRCLK", "shift register clock input"],
                ["12", "RCLK", "storage register clock input"],
                ["13", "OE", "output enable, active low"],
                ["14", "SER", "serial data input"],
                ["16", "VCC", "supply voltage"],
            ],
            7.0,
        )

    def funcs() -> None:
        s.table(
            [
                Col("SER", 30, "C"),
                Col("SRCLK", 38, "C"),
                Col("SRCLR", 38, "C"),
                Col("RCLK", 36, "C"),
                Col("OE", 28, "C"),
                Col("Function", 79),
            ],
            [
                ["X", "X", "X", "X", "H", "outputs off (Z)"],
                ["X", "X", "L", "X", "L", "shift reg. cleared"],
                ["L", "\u2191", "H", "X", "L", "0 shifted in"],
                ["H", "\u2191", "H", "X", "L", "1 shifted in"],
                ["X", "X", "X", "\u2191", "L", "data to latches"],
            ],
            7.0,
        )

    s.side_by_side(pins, funcs, 232, 18)
    s.heading(TRI + " APPLICATION INFORMATION", 10.5)
    s.para(
        "Each output is specified at " + PM + "6 mA (4.5 V) for the DC table; the absolute "
        "limit is " + PM + "35 mA per output and " + PM + "70 mA through VCC or GND for the "
        "whole package, so do not light eight LEDs at 20 mA each from one device. Several "
        "devices can be cascaded by connecting QH' to SER of the next device; all share SRCLK "
        "and RCLK.",
        8.0,
    )
    revision_table(
        s,
        [
            ["2021/03", "V2.0", "TSSOP-16 added"],
            ["2023/11", "V2.3", "-40 to 125" + DEG + " columns"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "ap74hc595.pdf")


# ------------------------------------------------------ 13.56 MHz reader IC (Arnhem)
def rbc5220(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Rijnbocht Contactless",
        header_right="RBC5220 \u2014 Standard 13.56 MHz reader front-end",
        footer_left="RBC5220  \u00b7  Data sheet  \u00b7  Rev. 2.1  \u00b7  12 October 2023  \u00b7  "
        "\u00a9 Rijnbocht Contactless B.V., Arnhem",
        footer_right="{page} | {nb}",
        rule_color=(20, 60, 90),
        table_fill=(222, 234, 244),
        accent=(20, 60, 90),
        grid=False,
    )
    s = Sheet(style, "RBC5220 13.56 MHz contactless reader IC")
    s.add_page()
    s.title_block(
        "RBC5220",
        "Standard performance 13.56 MHz reader/writer IC for ISO/IEC 14443 A",
        "Product data sheet  \u00b7  HVQFN32 5 x 5 x 0.85 mm",
        19,
    )
    s.heading("1.  General description", 10.5)
    s.para(
        "The RBC5220 is a highly integrated reader/writer IC for contactless communication "
        "at 13.56 MHz. Its transmitter drives a reader antenna directly; its receiver "
        "demodulates and decodes the card response. The host talks to it through SPI up to "
        "10 Mbit/s, an I2C-bus interface up to 400 kBd in Fast mode and up to 3400 kBd in "
        "High-speed mode, or a serial UART similar to RS232 at up to 1228.8 kBd. The "
        "interface is detected automatically at reset from the I2C and EA pins.",
        8.0,
    )
    s.heading("2.  Features and benefits", 10.5)
    s.bullets(
        [
            "Typical operating distance in read/write mode up to 50 mm, depending on the antenna "
            "size and tuning",
            "ISO/IEC 14443 A higher transfer speeds up to 848 kBd",
            "64-byte send and receive FIFO buffer",
            "Internal oscillator for a 27.12 MHz quartz crystal",
            "2.5 V to 3.6 V power supply",
            "Hard reset with low-power function; power-down by software mode",
            "CRC co-processor, programmable timer, 8 programmable I/O pins",
        ],
        8.0,
    )
    s.heading("3.  Quick reference data", 10.5)
    s.caption("Table 1.  Quick reference data", 8.0)
    s.table(
        [
            Col("Symbol", 50),
            Col("Parameter", 110),
            Col("Conditions", 180),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Unit", 51, "C"),
        ],
        [
            [
                "VDDA",
                "analog supply voltage",
                "VDD(PVDD) " + LE + " VDDA = VDDD = VDD(TVDD);",
                "2.5",
                "3.3",
                "3.6",
                "V",
            ],
            [
                "VDDD",
                "digital supply voltage",
                "VSSA = VSSD = VSS(PVSS) = VSS(TVSS) = 0 V",
                "2.5",
                "3.3",
                "3.6",
                "V",
            ],
            ["VDD(TVDD)", "TVDD supply voltage", "", "2.5", "3.3", "3.6", "V"],
            [
                "VDD(PVDD)",
                "PVDD supply voltage",
                "pad supply of the host interface",
                "1.6",
                "1.8",
                "3.6",
                "V",
            ],
            [
                "VDD(SVDD)",
                "SVDD supply voltage",
                "VSSA = VSSD = VSS(PVSS) = VSS(TVSS) = 0 V",
                "1.6",
                "",
                "3.6",
                "V",
            ],
            [
                "Ipd",
                "power-down current",
                "VDDA = VDDD = VDD(TVDD) = VDD(PVDD) = 3 V\nhard power-down; pin NRSTPD set LOW",
                "",
                "",
                "5",
                MU + "A",
            ],
            ["", "", "soft power-down; RF level detector on", "", "", "10", MU + "A"],
            ["IDDD", "digital supply current", "pin DVDD; VDDD = 3 V", "", "6.5", "9", "mA"],
            [
                "IDDA",
                "analog supply current",
                "pin AVDD; VDDA = 3 V, receiver on",
                "",
                "7",
                "10",
                "mA",
            ],
            [
                "IDD(TVDD)",
                "TVDD supply current",
                "continuous wave, antenna matched",
                "",
                "60",
                "100",
                "mA",
            ],
            ["Tamb", "ambient temperature", "HVQFN32", "-25", "", "+85", DEG],
        ],
        6.8,
    )
    s.heading("4.  Ordering information", 10.5)
    s.caption("Table 2.  Ordering information", 8.0)
    s.table(
        [
            Col("Type number", 120),
            Col("Package", 90),
            Col("Description", 200),
            Col("Version", 89, "C"),
        ],
        [
            ["RBC5220HN1/TRAYB", "HVQFN32", "plastic quad flat, no leads; 32 terminals", "v2.0"],
            ["RBC5220HN1/TRAYBM", "HVQFN32", "as above, multiple-pack tray", "v2.0"],
        ],
        7.0,
    )
    s.add_page()
    s.heading("5.  Limiting values", 10.5)
    s.caption(
        "Table 3.  Limiting values (in accordance with the Absolute Maximum Rating System)", 8.0
    )
    s.table(
        [
            Col("Symbol", 55),
            Col("Parameter", 120),
            Col("Conditions", 150),
            Col("Min", 70, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 34, "C"),
        ],
        [
            ["VDDA", "analog supply voltage", "", "-0.5", "+4.0", "V"],
            ["VDDD", "digital supply voltage", "", "-0.5", "+4.0", "V"],
            ["VDD(PVDD)", "PVDD supply voltage", "", "-0.5", "+4.0", "V"],
            ["VDD(TVDD)", "TVDD supply voltage", "", "-0.5", "+4.0", "V"],
            [
                "VI",
                "input voltage",
                "all input pins except MFIN and RX",
                "VSS(PVSS) - 0.5",
                "VDD(PVDD) + 0.5",
                "V",
            ],
            ["Ptot", "total power dissipation", "per package", "", "200", "mW"],
            ["Tj", "junction temperature", "", "", "100", DEG],
            ["Tstg", "storage temperature", "", "-55", "+150", DEG],
        ],
        7.0,
    )
    s.heading("6.  Host interfaces", 10.5)
    s.caption("Table 4.  Interface selection at reset", 8.0)
    s.table(
        [
            Col("Pin I2C", 80, "C"),
            Col("Pin EA", 80, "C"),
            Col("Interface", 120, "C"),
            Col("Maximum speed", 219),
        ],
        [
            ["0", "0", "UART", "1228.8 kBd; 9.6 kBd after reset"],
            ["0", "1", "SPI", "10 Mbit/s; mode 0, MSB first"],
            ["1", "0", "I2C-bus", "100 kBd / 400 kBd / 3400 kBd"],
        ],
        7.0,
    )
    s.para(
        "I2C-bus address. With EA = LOW, pins D1..D3 set the three lowest bits of the "
        "7-bit address 0101xxxb, so the device answers at one of 0x28 to 0x2F. With EA = HIGH "
        "all six lower address bits come from pins D1..D6.",
        8.0,
    )
    s.para(
        "Remark: the host interface pins are supplied from PVDD and are not 5 V tolerant. "
        "The voltage on any digital input must not exceed VDD(PVDD) + 0.5 V; a 5 V host "
        "needs a level translator. Digital inputs switch at VIH " + GE + " 0.7 VDD(PVDD) and "
        "VIL " + LE + " 0.3 VDD(PVDD).",
        8.0,
        bold=True,
    )
    s.caption("Table 5.  UART transfer speeds (SerialSpeedReg)", 8.0)
    s.table(
        [
            Col("kBd", 62, "C"),
            Col("Reg value", 62, "C"),
            Col("kBd", 62, "C"),
            Col("Reg value", 62, "C"),
            Col("kBd", 62, "C"),
            Col("Reg value", 62, "C"),
            Col("kBd", 63, "C"),
            Col("Reg value", 64, "C"),
        ],
        [
            ["7.2", "FAh", "19.2", "CBh", "115.2", "7Ah", "460.8", "3Ah"],
            ["9.6", "EBh", "38.4", "ABh", "128.0", "74h", "921.6", "1Ch"],
            ["14.4", "DAh", "57.6", "9Ah", "230.4", "5Ah", "1228.8", "15h"],
        ],
        7.0,
    )
    s.heading("7.  Register overview (excerpt)", 10.5)
    s.caption("Table 6.  Selected registers", 8.0)
    s.table(
        [Col("Address", 60, "C"), Col("Register name", 130), Col("Function", 309)],
        [
            ["01h", "CommandReg", "starts and stops command execution"],
            ["04h", "ComIrqReg", "interrupt request bits"],
            ["09h", "FIFODataReg", "input and output of 64-byte FIFO buffer"],
            ["1Fh", "SerialSpeedReg", "selects the speed of the serial UART interface"],
            ["26h", "RFCfgReg", "configures the receiver gain (18 dB to 48 dB)"],
            ["37h", "VersionReg", "software version: 91h = v1.0, 92h = v2.0"],
        ],
        7.0,
    )
    revision_table(
        s,
        [["2021-05-04", "1.0", "First release"], ["2023-10-12", "2.1", "5 V remark made explicit"]],
        (90, 60, 349),
    )
    return save(s, out / "rbc5220.pdf")


# ----------------------------------------------------------- NDIR CO2 module (Weihai)
def hgz16(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Weihai Haiguang Infrared Technology Co., Ltd.",
        header_right="HG-Z16 Infrared CO2 Sensor Module  User Manual V1.3",
        footer_left="Add: Torch Hi-tech Zone, Weihai, Shandong, China   Tel: +86-631-5xxxxxx",
        footer_right="Page {page}",
        rule_color=(0, 120, 140),
        table_fill=(222, 242, 244),
        accent=(0, 110, 130),
        grid=True,
    )
    s = Sheet(style, "HG-Z16 NDIR CO2 sensor module user manual")
    s.add_page()
    s.title_block(
        "HG-Z16 Series",
        "Intelligent Infrared Carbon Dioxide Sensor Module (NDIR)",
        "Models HG-Z16A / HG-Z16B / HG-Z16C   |   Version V1.3   |   Released 2023-08-10",
        20,
    )
    s.heading(TRI + " 1. Profile", 10.5)
    s.para(
        "HG-Z16 is a small-size, general-purpose infrared CO2 sensor using the non-dispersive "
        "infrared (NDIR) principle. It has built-in temperature compensation and offers UART, "
        "PWM and analog voltage outputs. Gold-plated optical chamber, long life and good "
        "stability. Typical uses: HVAC, indoor air quality monitors, air purifiers, "
        "greenhouses and smart-home devices.",
        8.5,
    )
    s.heading(TRI + " 2. Main technical parameters", 10.5)
    s.table(
        [Col("Item", 170), Col("Parameter", 329)],
        [
            ["Target gas", "CO2"],
            ["Working voltage", "4.5 V ~ 5.5 V DC"],
            ["Average current", "< 60 mA (@5 V power supply)"],
            ["Peak current", "150 mA (@5 V power supply)"],
            ["Interface level", "3.3 V"],
            ["Measuring range", "see Table 2 (depends on model)"],
            ["Output signal", "UART (TTL level, 3.3 V); PWM; analog voltage"],
            ["Preheat time", "3 min"],
            ["Response time", "T90 < 120 s"],
            ["Working temperature", "0 ~ 50 " + DEG],
            ["Working humidity", "0 ~ 95 %RH (no condensation)"],
            ["Storage temperature", "-20 ~ 60 " + DEG],
            ["Weight", "5 g"],
            ["Life span", "> 5 years"],
            ["Dimensions", "33 mm x 20 mm x 9 mm (without pins)"],
        ],
        8.0,
    )
    s.heading(TRI + " 3. Models", 10.5)
    s.caption("Table 2  Measuring range and accuracy by model", 8.0)
    s.table(
        [
            Col("Model", 90, "C"),
            Col("Measuring range", 110, "C"),
            Col("Accuracy", 150, "C"),
            Col("Analog output", 149, "C"),
        ],
        [
            ["HG-Z16A", "0 ~ 2000 ppm", PM + "(50 ppm + 5 % reading)", "0.4 ~ 2.0 V"],
            ["HG-Z16B", "0 ~ 5000 ppm", PM + "(50 ppm + 5 % reading)", "0.4 ~ 2.0 V"],
            ["HG-Z16C", "0 ~ 10000 ppm", PM + "(100 ppm + 5 % reading)", "not available"],
        ],
        8.0,
    )
    s.heading(TRI + " 4. Pin definition", 10.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Description", 379)],
        [
            ["1", "Vin", "power input (4.5 ~ 5.5 V)"],
            ["2", "GND", "ground"],
            ["3", "Vo", "analog output (HG-Z16A / B only)"],
            ["4", "PWM", "PWM output"],
            ["5", "HD", "zero calibration: pull low for more than 7 s in 400 ppm air"],
            ["6", "RXD", "UART receive (3.3 V level)"],
            ["7", "TXD", "UART transmit (3.3 V level)"],
        ],
        8.0,
    )
    s.add_page()
    s.heading(TRI + " 5. Serial communication protocol", 10.5)
    s.para(
        "General settings: baud rate 9600, data bits 8, stop bit 1, no parity. Every frame "
        "is 9 bytes: start byte 0xFF, sensor number 0x01, command, 5 data bytes, checksum.",
        8.5,
    )
    s.table(
        [Col("Command", 70, "C"), Col("Function", 200), Col("Example frame", 229)],
        [
            ["0x86", "read CO2 concentration", "FF 01 86 00 00 00 00 00 79"],
            ["0x87", "zero point calibration (400 ppm)", "FF 01 87 00 00 00 00 00 78"],
            ["0x88", "span point calibration", "FF 01 88 07 D0 00 00 00 A0"],
            ["0x79", "ABC logic on / off", "FF 01 79 A0 00 00 00 00 E6"],
            ["0x99", "detection range setting", "FF 01 99 00 00 00 13 88 CB"],
        ],
        8.0,
    )
    s.para(
        "Return value of 0x86: CO2 concentration = HIGH x 256 + LOW (ppm). Example: "
        "FF 86 02 60 47 00 00 00 D1 means 0x02 x 256 + 0x60 = 608 ppm.",
        8.0,
    )
    s.heading(TRI + " 6. PWM output", 10.5)
    s.para(
        "PWM cycle 1004 ms " + PM + "5 %; high level at start of cycle 2 ms; middle cycle 1000 "
        "ms; low level at end 2 ms. CO2 concentration: Cppm = range x (TH - 2 ms) / (TH + TL - "
        "4 ms), where range is 2000, 5000 or 10000 ppm by model.",
        8.0,
    )
    s.heading(TRI + " 7. Automatic baseline correction (ABC)", 10.5)
    s.para(
        "ABC is on by default: after power-up the module takes the lowest reading of every 24 "
        "hours as 400 ppm. Turn ABC off in greenhouses or rooms that never see fresh air.",
        8.0,
    )
    s.heading(TRI + " 8. Cautions", 10.5)
    s.bullets(
        [
            "The supply must deliver the 150 mA peak current; a supply below 4.5 V gives "
            "wrong readings.",
            "RXD and TXD are 3.3 V signals. TXD can be read directly by 5 V and 3.3 V MCUs. "
            "Do not apply 5 V signals to RXD: put a level shifter or a resistor divider between "
            "a 5 V MCU's TX pin and the module's RXD.",
            "Do not solder the module by reflow; hand-solder the pins at 350" + DEG + " for "
            "under 3 s.",
            "Avoid condensation, dust and corrosive gas. The module is not waterproof.",
            "Readings in the first 3 minutes after power-up are not valid.",
        ],
        8.0,
    )
    revision_table(
        s,
        [["2021-11-02", "V1.0", "First edition"], ["2023-08-10", "V1.3", "HG-Z16C added"]],
        (90, 60, 349),
    )
    return save(s, out / "hg-z16.pdf")


# ------------------------------------------------ RTC IC (Esperanto / English, Bialystok)
def vk3231(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Verda Kristalo \u00b7 Bia\u0142ystok",
        header_right="VK3231  Datumfolio / Data sheet",
        footer_left="VK3231-EO/EN \u00b7 eldono 3 / issue 3 \u00b7 2023-12",
        footer_right="Pa\u011do {page} el {nb} / Page {page} of {nb}",
        rule_color=(0, 110, 60),
        table_fill=(226, 242, 230),
        accent=(0, 110, 60),
        grid=True,
    )
    s = Sheet(style, "VK3231 real-time clock")
    s.add_page()
    s.title_block(
        "VK3231",
        "Preciza realtempa horlo\u011do kun I2C / Accurate I2C real-time clock",
        "Integrita temperatur-kompensita kristala oscilatoro (TCXO) kaj kristalo / "
        "Integrated temperature-compensated crystal oscillator (TCXO) and crystal  \u00b7  "
        "SO-16",
        19,
    )
    s.heading("1  Priskribo / Description", 10.5)
    s.para(
        "VK3231 estas malmultekosta, tre preciza I2C realtempa horlo\u011do kun integrita "
        "TCXO kaj kristalo. The VK3231 is a low-cost, highly accurate I2C real-time clock with "
        "an integrated TCXO and crystal. A backup battery input (VBAT) keeps the time when "
        "the main supply is lost. The clock counts seconds, minutes, hours, day, date, month "
        "and year with leap-year compensation up to 2100. The 7-bit I2C slave address is "
        "1101000b (0x68); la adreso ne estas \u015dan\u011debla / the address cannot be changed.",
        8.0,
    )
    s.heading("2  Versioj / Versions", 10.5)
    s.table(
        [
            Col("Versio / Version", 120),
            Col("Funkcia temperaturo / Operating temperature", 230, "C"),
            Col("Pako / Package", 149, "C"),
        ],
        [
            ["VK3231C", "0" + DEG + " ... +70" + DEG, "SO-16, 300 mil"],
            ["VK3231N", "-40" + DEG + " ... +85" + DEG, "SO-16, 300 mil"],
        ],
        7.5,
    )
    s.heading("3  Rekomenditaj kondi\u0109oj / Recommended operating conditions", 10.5)
    s.table(
        [
            Col("Parametro / Parameter", 200),
            Col("Simb.", 45, "C"),
            Col("Min.", 50, "C"),
            Col("Tip. / Typ.", 55, "C"),
            Col("Maks. / Max.", 60, "C"),
            Col("Unuo", 40, "C"),
            Col("Noto", 49, "C"),
        ],
        [
            ["Tensio de nutrado /\nSupply voltage", "VCC", "2.3", "3.3", "5.5", "V", ""],
            [
                "Tensio de la rezerva baterio /\nBackup battery voltage",
                "VBAT",
                "2.3",
                "3.0",
                "5.5",
                "V",
                "",
            ],
            [
                "Tiriga tensio /\nPull-up voltage (SCL, SDA, INT/SQW, 32kHz)",
                "VPU",
                "",
                "",
                "5.5",
                "V",
                "VCC = 0 V",
            ],
            [
                "Tensio de elektro-paneo /\nPower-fail voltage",
                "VPF",
                "2.45",
                "2.575",
                "2.70",
                "V",
                "",
            ],
        ],
        7.5,
    )
    s.heading("4  Absolutaj maksimumaj valoroj / Absolute maximum ratings", 10.5)
    s.table(
        [Col("Parametro / Parameter", 300), Col("Valoro / Value", 199, "C")],
        [
            [
                "Tensio sur iu ajn pinglo rilate al tero /\nVoltage range on any pin relative to ground",
                "-0.3 V ... +6.0 V",
            ],
            [
                "Funkcia temperaturo (ne-kondensa) /\nOperating temperature range (non-condensing)",
                "VK3231C: 0" + DEG + " ... +70" + DEG + "\nVK3231N: -40" + DEG + " ... +85" + DEG,
            ],
            ["Tenada temperaturo / Storage temperature range", "-40" + DEG + " ... +85" + DEG],
            ["Luta temperaturo / Lead temperature (soldering, 10 s)", "+260" + DEG],
        ],
        7.5,
    )
    s.heading("5  Precizeco / Timekeeping accuracy", 10.5)
    s.table(
        [
            Col("Parametro / Parameter", 170),
            Col("Temperaturo / Temperature", 120, "C"),
            Col("VK3231C", 70, "C"),
            Col("VK3231N", 70, "C"),
            Col("Unuo", 69, "C"),
        ],
        [
            [
                "Frekvenca stabileco /\nFrequency stability vs temperature",
                "0" + DEG + " ... +40" + DEG,
                PM + "2",
                PM + "2",
                "ppm",
            ],
            ["", "0" + DEG + " ... +70" + DEG, PM + "3.5", "-", "ppm"],
            ["", "-40" + DEG + " ... +85" + DEG, "-", PM + "3.5", "ppm"],
            ["Maljuni\u011do / Aging (first year)", "+25" + DEG, PM + "1.0", PM + "1.0", "ppm"],
            [
                "Temperatursensilo, precizeco /\nTemperature sensor accuracy",
                "",
                PM + "3",
                PM + "3",
                DEG,
            ],
        ],
        7.5,
    )
    s.para(
        "VCC = 3.3 V or VBAT = 3.0 V. " + PM + "2 ppm is about " + PM + "1 minute per year. "
        "The frequency-stability figures are valid with VCC or VBAT applied.",
        7.5,
    )
    s.add_page()
    s.heading("6  Elektraj karakteriza\u0135oj / Electrical characteristics", 10.5)
    s.para(
        "Super la funkcia temperaturo de la versio / over the operating range of the version, "
        "VCC = 2.3 V ... 5.5 V, krom se alie indikite / unless otherwise noted.",
        7.5,
    )
    s.table(
        [
            Col("Parametro / Parameter", 175),
            Col("Simb.", 40, "C"),
            Col("Kondi\u0109oj / Conditions", 120),
            Col("Min.", 38, "C"),
            Col("Tip.", 38, "C"),
            Col("Maks.", 38, "C"),
            Col("Unuo", 50, "C"),
        ],
        [
            [
                "Aktiva kurento /\nActive supply current",
                "ICCA",
                "VCC = 3.63 V\nVCC = 5.5 V",
                "",
                "",
                "200\n300",
                MU + "A",
            ],
            [
                "Atendkurento /\nStandby supply current",
                "ICCS",
                "I2C inactive, 32kHz on\nVCC = 3.63 V\nVCC = 5.5 V",
                "",
                "",
                "\n110\n170",
                MU + "A",
            ],
            [
                "Baterio-kurento, tempokonservado /\nTimekeeping battery current",
                "IBATT",
                "VCC = 0 V, EOSC = 0\nVBAT = 3.63 V\nVBAT = 5.5 V",
                "",
                "\n0.84\n1.0",
                "\n3.0\n3.5",
                MU + "A",
            ],
            ["", "VIH", "SCL, SDA", "0.7 x VCC", "", "VCC + 0.3", "V"],
            ["", "VIL", "SCL, SDA", "-0.3", "", "0.3 x VCC", "V"],
            [
                "Malalta eliga tensio /\nLogic 0 output (SDA, INT/SQW)",
                "VOL",
                "IOL = 3 mA",
                "",
                "",
                "0.4",
                "V",
            ],
            [
                "Horlo\u011da frekvenco de SCL /\nSCL clock frequency",
                "fSCL",
                "Fast mode",
                "100",
                "",
                "400",
                "kHz",
            ],
            ["Eligo 32kHz / 32kHz output", "f32k", "", "", "32.768", "", "kHz"],
        ],
        7.0,
    )
    s.heading("7  Registroj / Register map (excerpt)", 10.5)
    s.table(
        [
            Col("Adreso / Address", 90, "C"),
            Col("Funkcio / Function", 170),
            Col("Intervalo / Range", 239),
        ],
        [
            ["00h", "Sekundoj / Seconds", "00-59"],
            ["01h", "Minutoj / Minutes", "00-59"],
            ["02h", "Horoj / Hours", "1-12 + AM/PM, 00-23"],
            ["06h", "Jaro / Year", "00-99"],
            ["07h-0Dh", "Alarmoj 1 kaj 2 / Alarms 1 and 2", ""],
            ["0Eh", "Regado / Control", "EOSC, BBSQW, CONV, RS2, RS1, INTCN, A2IE, A1IE"],
            ["10h", "Maljuni\u011da ofseto / Aging offset", "-128 ... +127 (0.1 ppm per LSB)"],
            ["11h-12h", "Temperaturo / Temperature", "10-bit, 0.25" + DEG + " resolution"],
        ],
        7.0,
    )
    s.heading("8  Aplikaj notoj / Application notes", 10.5)
    s.bullets(
        [
            "Rezerva baterio / Backup battery: any primary lithium coin cell between 2.3 V and "
            "5.5 V, e.g. a 3 V CR2032, may be connected to VBAT. There is no charging circuit; "
            "do not connect a rechargeable cell that expects to be charged through VBAT.",
            "SCL and SDA are open drain; pull-ups may go to any voltage up to 5.5 V, also when VCC "
            "is 3.3 V.",
            "La horlo\u011do da\u016dras dum VCC < VPF / timekeeping continues from VBAT while "
            "VCC is below VPF; the I2C interface is then disabled.",
        ],
        7.8,
    )
    revision_table(
        s,
        [
            ["2022-03", "1", "Unua eldono / first issue"],
            ["2023-12", "3", "VK3231N aldonita / added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "vk3231.pdf")
