"""Hold-out 4 datasheets, part 2: a Japanese sensor IC, a Chinese radar module, a
sensor family sheet and a solid state relay whose ratings are given in prose only.
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

FW_MINUS = "\uff0d"  # full-width hyphen-minus, as Japanese sheets write negative limits
TILDE = "\uff5e"  # full-width tilde for ranges (4.5～5.5)


# -------------------------------------------------- Japanese-style current sensor IC
def khs5320(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Kisaragi Denshi Co., Ltd.",
        header_right="Specification Sheet   KHS-5320",
        footer_left="Doc. No. KD-SP-5320-03",
        footer_right="{page}/{nb}",
        accent=(20, 40, 100),
        rule_color=(20, 40, 100),
        table_fill=(232, 232, 240),
    )
    m, t = FW_MINUS, TILDE
    s = Sheet(style, "KHS-5320 Specification Sheet")
    s.add_page()
    s.title_block(
        "KHS-5320",
        "Coreless Current Sensor IC   ±20A / 5V Ratiometric Analog Output",
        "Kisaragi Denshi Co., Ltd.     Specification Sheet     Doc. No. KD-SP-5320-03",
    )
    s.table(
        [Col("Issued", 80, "C"), Col("Checked", 80, "C"), Col("Approved", 80, "C")],
        [["2023.10.02", "2023.10.04", "2023.10.05"], ["K. Sato", "M. Ishida", "T. Mori"]],
        size=7,
    )
    s.heading("1. Outline")
    s.para(
        "The KHS-5320 is a coreless current sensor IC using a high-sensitivity Hall element. The primary "
        "current flows through the built-in conductor and the IC outputs an analog voltage proportional "
        "to the current. Primary and secondary circuits are isolated inside the package, so no external "
        "insulation parts are needed. The output is ratiometric to the supply voltage.",
        8.5,
    )
    s.heading("2. Features")
    s.bullets(
        [
            "Current range：±20A",
            "Sensitivity：100mV/A（VDD＝5.0V）",
            "Fast response：1μs（Typ.）",
            f"Supply voltage：5.0V single supply（4.5V{t}5.5V）",
            "Isolation voltage：3.0kVrms（AC 1min.）",
            "Low primary conductor resistance：0.9mΩ（Typ.）",
            "Package：SOP-16W, RoHS compliant",
        ],
        8.5,
        mark="・",
    )
    s.heading("3. Absolute Maximum Ratings")
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 60, "C"),
            Col("Rating", 110, "C"),
            Col("Unit", 50, "C"),
            Col("Remarks", 129),
        ],
        [
            ["Supply voltage", "VDD", f"{m}0.3{t}6.5", "V", ""],
            ["Output voltage", "VOUT", f"{m}0.3{t}VDD＋0.3", "V", ""],
            ["Output current", "IOUT", "±1", "mA", ""],
            ["Primary current", "IP", "±60", "A", "Ta＝25℃, 10ms"],
            ["Operating ambient temperature", "Topr", f"{m}40{t}＋105", "℃", ""],
            ["Storage temperature", "Tstg", f"{m}40{t}＋125", "℃", ""],
        ],
        size=8,
    )
    s.para(
        "※ Exceeding the absolute maximum ratings even momentarily may cause permanent damage.", 7.5
    )
    s.heading("4. Recommended Operating Conditions")
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 60, "C"),
            Col("Condition", 129, "C"),
            Col("Spec.", 110, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["Supply voltage", "VDD", "－", f"4.5{t}5.5", "V"],
            ["Primary current range", "IP", f"Ta＝{m}40{t}105℃", f"{m}20{t}＋20", "A"],
            ["Output load resistance", "RL", "VOUT－GND", "10 (min.)", "kΩ"],
            ["Output load capacitance", "CL", "VOUT－GND", "1000 (max.)", "pF"],
        ],
        size=8,
    )

    # ---- page 2
    s.add_page()
    s.heading("5. Electrical Characteristics")
    s.para("（Ta＝25℃, VDD＝5.0V, unless otherwise specified）", 8)
    jp = [
        Col("Item", 112),
        Col("Symbol", 46, "C"),
        Col("Condition", 136, "C"),
        Col("Min.", 42, "C"),
        Col("Typ.", 42, "C"),
        Col("Max.", 42, "C"),
        Col("Unit", 79, "C"),
    ]
    s.table(
        jp,
        [
            ["Current\nconsumption", "IDD", "No load, IP＝0A", m, "8.5", "12.0", "mA"],
            ["Sensitivity", "Vh", "IP＝±20A ※1", "99.0", "100.0", "101.0", "mV/A"],
            ["Zero current\noutput voltage", "Vof", "IP＝0A ※1", "2.485", "2.500", "2.515", "V"],
            ["Linear output\nvoltage range", "VOUT", f"IP＝{m}20A{t}＋20A", "0.5", m, "4.5", "V"],
            ["Linearity", "ρ", "IP＝±20A", f"{m}0.3", m, "0.3", "%F.S."],
            ["Output saturation\nvoltage (high)", "VOSH", "RL＝10kΩ", "4.7", m, m, "V"],
            ["Output saturation\nvoltage (low)", "VOSL", "RL＝10kΩ", m, m, "0.3", "V"],
            ["Response time", "tr", "IP＝20A step, 90%", m, "1", "2", "μs"],
            ["Frequency\nbandwidth", "fT", f"{m}3dB", "120", m, m, "kHz"],
            ["Output noise", "VN", "BW＝100kHz", m, "6", m, "mVrms"],
            ["Power-on time", "tPOD", "VDD rising to 4.5V", m, "80", "150", "μs"],
        ],
        size=8,
    )
    s.para(
        "※1 Sensitivity and zero current output voltage are ratiometric to VDD:  "
        "VOUT＝VDD/2＋Vh×IP×（VDD/5.0）",
        7.5,
    )
    s.heading("Temperature Characteristics")
    s.para(f"（Ta＝{m}40{t}105℃, VDD＝5.0V）", 8)
    s.table(
        jp,
        [
            ["Sensitivity drift", "ΔVh", "vs. Ta＝25℃", f"{m}1.5", m, "1.5", "%"],
            ["Zero current\noutput drift", "ΔVof", "vs. Ta＝25℃", f"{m}10", m, "10", "mV"],
            ["Total error", "ET", "IP＝±20A, Ta＝25℃", f"{m}1.0", m, "1.0", "%F.S."],
            ["", "", f"IP＝±20A, Ta＝{m}40{t}105℃", f"{m}2.5", m, "2.5", "%F.S."],
        ],
        size=8,
    )
    s.heading("6. Isolation Characteristics")
    s.table(
        [Col("Item", 160), Col("Condition", 200), Col("Spec.", 139, "C")],
        [
            ["Dielectric strength", "AC 50/60Hz, 1min, primary－secondary", "3.0kVrms"],
            ["Insulation resistance", "DC 500V, primary－secondary", "500MΩ min."],
            ["Primary conductor resistance", "Ta＝25℃", "0.9mΩ（Typ.）"],
            ["Creepage distance", "primary－secondary", "8.0mm min."],
        ],
        size=8,
    )

    # ---- page 3
    s.add_page()
    s.heading("7. Output Characteristics（Typical）")
    s.figure(
        "Fig.1  Output voltage vs. primary current（VDD＝5.0V, Ta＝25℃）",
        "Primary current IP [A]",
        "VOUT [V]",
        [f"{m}20", f"{m}10", "0", "10", "20"],
        ["0", "1", "2", "3", "4", "5"],
        [("VOUT", [(0.0, 0.1), (0.5, 0.5), (1.0, 0.9)])],
        notes=["Vof＝2.5V"],
        height=110,
    )
    s.heading("8. Pin Assignment")
    s.table(
        [Col("Pin No.", 70, "C"), Col("Symbol", 70, "C"), Col("Function", 359)],
        [
            [f"1{t}4", "IP＋", "Primary current input"],
            [f"5{t}8", "IP－", "Primary current output"],
            ["9", "GND", "Ground"],
            ["10", "NC", "No connection"],
            ["11", "VOUT", "Analog output"],
            ["12", "NC", "No connection"],
            ["13", "VDD", "Power supply（5.0V）"],
            [f"14{t}16", "NC", "No connection"],
        ],
        size=8,
    )
    s.heading("9. Application Notes")
    s.para(
        "(1) Connect a bypass capacitor of 0.1μF between VDD and GND close to the IC.\n"
        "(2) When the output is read by an A/D converter with a 3.3V input range, scale it with a "
        f"resistor divider, for example 10kΩ and 20kΩ, which maps the output to 0.33{t}3.0V.\n"
        "(3) Do not route the primary current trace under the secondary pins.",
        8.5,
    )
    s.heading("10. Revision Record")
    s.table(
        [Col("Rev.", 50, "C"), Col("Date", 90, "C"), Col("Contents", 359)],
        [
            ["1", "2021.04.12", "First issue"],
            ["2", "2022.09.30", "Total error over temperature added"],
            ["3", "2023.10.02", "Power-on time added; isolation characteristics revised"],
        ],
        size=8,
    )
    return save(s, out / "khs-5320.pdf")


# --------------------------------------------------- Chinese-style mmWave radar module
def ly_mr2415(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Shenzhen Leiyun Sensing Technology Co., Ltd.",
        header_right="LY-MR2415 User Manual V1.3",
        footer_left="www.leiyun-sense.cn",
        footer_right="{page}",
        accent=(0, 110, 70),
        rule_color=(0, 110, 70),
        table_fill=(220, 238, 228),
    )
    t = TILDE
    s = Sheet(style, "LY-MR2415 User Manual")
    s.add_page()
    s.title_block("LY-MR2415", "24GHz Human Presence Sensing Radar Module", "User Manual   V1.3")
    s.heading("1. Overview")
    s.para(
        "LY-MR2415 is a high-sensitivity 24GHz human presence radar module developed by Leiyun. It uses "
        "FMCW ranging and radar signal processing to detect moving and stationary (micro-motion) human "
        "bodies in its detection area, reports the target state and distance through the serial port, "
        "and drives the OUT pin high while a person is present. The module is easy to configure with the "
        "host software and is suitable for smart lighting, home appliances, smart offices and security.",
        8.5,
    )
    s.heading("2. Features")
    s.bullets(
        [
            "24GHz ISM band, FMCW modulation, integrated microstrip antenna",
            "Detects moving, micro-motion and stationary human bodies",
            "Maximum detection distance 6m, distance resolution 0.75m",
            "Detection angle ±60°",
            "Single 5V power supply, average operating current 79mA",
            "UART (3.3V TTL) output and OUT pin level output",
            "Ultra-small size：7mm × 35mm, 1.27mm pin pitch",
        ],
        8.5,
        mark="●",
    )
    s.heading("3. Specifications")
    s.table(
        [Col("Parameter", 210), Col("Value", 289)],
        [
            ["Frequency band", f"24.00GHz{t}24.25GHz (ISM band)"],
            ["Modulation", "FMCW"],
            ["Sweep bandwidth", "250MHz"],
            ["Transmit power (EIRP)", "12dBm"],
            ["Supply voltage", f"DC 5V（4.5V{t}5.5V）"],
            ["Power supply capability", "≥200mA"],
            ["Average operating current", "79mA"],
            ["Detection distance (moving target)", f"0.75m{t}6m"],
            ["Detection distance (stationary / micro-motion)", "0.75m~4m"],
            ["Distance resolution", "0.75m"],
            ["Detection angle", "±60°"],
            ["Data refresh rate", "10Hz"],
            ["UART baud rate", "256000bps (default), 8N1"],
            ["IO output level", "3.3V"],
            ["Operating temperature", "-40℃~85℃"],
            ["Dimensions", "35mm × 7mm"],
        ],
        size=8.5,
        row_height=13,
    )
    s.heading("4. Pin Definition")
    s.table(
        [Col("Pin", 40, "C"), Col("Symbol", 60, "C"), Col("Description", 150), Col("Remark", 249)],
        [
            ["1", "OUT", "Target state output", "High (3.3V): person present; Low: no person"],
            ["2", "TX", "UART TX", "3.3V TTL level"],
            ["3", "RX", "UART RX", "3.3V TTL level"],
            ["4", "GND", "Ground", ""],
            ["5", "VCC", "Power input", "DC 5V"],
        ],
        size=8.5,
        row_height=13,
    )
    s.para(
        "Note：The serial port and the OUT pin use 3.3V levels. RX is not 5V tolerant; when the host MCU "
        "uses 5V levels, add level conversion between the MCU TX and the module RX.",
        8.5,
        bold=True,
    )

    # ---- page 2
    s.add_page()
    s.heading("5. Hardware Design Notes")
    s.para(
        "1. The supply voltage of the module is 5V; the power supply capability should be no less than "
        "200mA, and the supply ripple should be less than 100mV.\n"
        "2. Keep the antenna side of the module at least 5mm away from metal parts. A plastic cover in "
        f"front of the antenna should be 1{t}2mm thick and placed about 6mm (half a wavelength) away.\n"
        "3. Do not install the module facing fans, curtains or other moving objects; these may cause "
        "false triggering.\n"
        "4. Mounted on a ceiling at 3m height, the module covers a floor area with a radius of about 4m.",
        8.5,
    )
    s.heading("6. Communication Protocol")
    s.para(
        "The module communicates through the UART at 256000bps by default, 8 data bits, 1 stop bit, no "
        "parity. The baud rate can be changed with command 0x00A1 to 9600, 19200, 38400, 57600, 115200, "
        "230400, 256000 or 460800bps; the new rate takes effect after a restart. All multi-byte values are "
        "little-endian.",
        8.5,
    )
    s.caption("Table 6-1  Frame structure")
    s.table(
        [
            Col("Frame header", 110, "C"),
            Col("Data length", 90, "C"),
            Col("Frame data", 189, "C"),
            Col("Frame end", 110, "C"),
        ],
        [["F4 F3 F2 F1", "2 bytes", "see Table 6-3", "F8 F7 F6 F5"]],
        size=8.5,
    )
    s.caption("Table 6-2  Command words")
    s.table(
        [Col("Command word", 100, "C"), Col("Command", 299), Col("ACK", 100, "C")],
        [
            ["0x00FF", "Enable configuration", "0x01FF"],
            ["0x00FE", "End configuration", "0x01FE"],
            ["0x0060", "Set maximum distance gate and no-person duration", "0x0160"],
            ["0x0061", "Read parameters", "0x0161"],
            ["0x00A1", "Set baud rate", "0x01A1"],
            ["0x00A3", "Restore factory settings", "0x01A3"],
        ],
        size=8.5,
    )
    s.caption("Table 6-3  Reported target data")
    s.table(
        [Col("Byte", 60, "C"), Col("Content", 180), Col("Description", 259)],
        [
            ["1", "Target state", "0x00 no target, 0x01 moving, 0x02 stationary, 0x03 both"],
            ["2～3", "Moving target distance", "unit: cm"],
            ["4", "Moving target energy", "0～100"],
            ["5～6", "Stationary target distance", "unit: cm"],
            ["7", "Stationary target energy", "0～100"],
            ["8～9", "Detection distance", "unit: cm"],
        ],
        size=8.5,
    )
    s.para(
        "The distance gate is 0.75m; the factory setting of the maximum distance gate is 8 (6m) for moving "
        "targets and 5 (3.75m) for stationary targets. The no-person duration (delay before OUT goes low) "
        "is 5s by default and can be set from 0 to 65535s.",
        8.5,
    )
    s.heading("7. Mechanical Dimensions")
    s.para(
        "35.0mm × 7.0mm × 3.2mm (tolerance ±0.2mm), 5 half-hole pins at 1.27mm pitch along the short edge.",
        8.5,
    )
    s.heading("8. Revision History")
    s.table(
        [Col("Version", 60, "C"), Col("Date", 90, "C"), Col("Description", 349)],
        [
            ["V1.0", "2022-05-10", "Initial release"],
            ["V1.2", "2023-02-17", "Added stationary target detection distance"],
            ["V1.3", "2023-08-01", "Average operating current updated to 79mA"],
        ],
        size=8.5,
    )
    return save(s, out / "ly-mr2415.pdf")


# ------------------------------------------------------ Bosch-style sensor family sheet
def bqp31x(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="BQP31x family",
        header_right="Data sheet",
        footer_left="Bergmann Sensortec | BQP31x Data sheet | BGS-BQP31x-DS001-04 | "
        "Modifications reserved",
        footer_right="Page {page}",
        accent=(0, 62, 116),
        rule_color=(120, 120, 120),
        table_fill=(225, 230, 236),
    )
    s = Sheet(style, "BQP31x family data sheet")
    s.add_page()
    s.title_block(
        "BQP31x family",
        "Digital barometric pressure sensors BQP310, BQP312 and BQP316",
        "Data sheet    Document revision 1.4    Document release date March 2024",
    )
    s.heading("Key features")
    s.table(
        [Col("", 130), Col("", 369)],
        [
            ["Digital interface", "I²C (all variants), SPI (BQP312, BQP316), I3C (BQP316)"],
            ["Supply voltage", "VDD 1.65 … 3.6 V (see Table 1 per variant), VDDIO 1.2 … 3.6 V"],
            ["Operating range", "Pressure: see Table 1; temperature: -40 … +85 °C"],
            ["Current consumption", "1.9 µA … 3.2 µA at 1 Hz (low power, per variant)"],
            ["Package", "LGA, 8 pins; BQP316 with gel-filled port"],
            ["Compliance", "RoHS compliant, halogen-free"],
        ],
        size=8.5,
        row_height=13,
        show_head=False,
    )
    s.heading("Typical applications")
    s.bullets(
        [
            "Weather forecast and indoor climate stations",
            "Indoor navigation (floor detection, elevator detection)",
            "Fitness and outdoor navigation (altitude, vertical speed)",
            "Drones (flight level stabilisation)",
            "Water-resistant wearables and diving computers (BQP316)",
        ],
        8.5,
    )
    s.caption("Table 1: Variant overview")
    s.table(
        [
            Col("Parameter", 160),
            Col("BQP310", 113, "C"),
            Col("BQP312", 113, "C"),
            Col("BQP316", 113, "C"),
        ],
        [
            ["Pressure range", "300 … 1100 hPa", "300 … 1250 hPa", "260 … 1260 hPa"],
            ["Absolute accuracy (typ.)", "±1.0 hPa", "±0.5 hPa", "±0.3 hPa"],
            ["Relative accuracy (typ.)", "±0.12 hPa", "±0.06 hPa", "±0.03 hPa"],
            ["Average current at 1 Hz, low power", "3.2 µA", "2.7 µA", "1.9 µA"],
            ["Supply voltage VDD", "1.71 … 3.6 V", "1.71 … 3.6 V", "1.65 … 3.6 V"],
            ["Digital interfaces", "I²C", "I²C, SPI", "I²C, SPI, I3C"],
            ["Max. output data rate", "100 Hz", "200 Hz", "240 Hz"],
            [
                "Package (LGA)",
                "2.0 x 2.0 x 0.75 mm³",
                "2.0 x 2.0 x 0.75 mm³",
                "3.3 x 3.3 x 1.0 mm³, gel",
            ],
            ["Water resistance", "–", "–", "IPX8 (2 m, 1 h)"],
        ],
        size=8,
        row_height=12.5,
    )

    # ---- page 2
    s.add_page()
    s.heading("1. Specification")
    s.para(
        "Unless stated otherwise, the given values are over lifetime and over the full voltage and "
        "temperature operating range; typical values are at TA = 25 °C and VDD = VDDIO = 1.8 V. Rows "
        "that name a variant apply to that variant only.",
        8,
    )
    s.caption("Table 2: Electrical parameter specification")
    bosch = [
        Col("Parameter", 112),
        Col("Symbol", 50, "C"),
        Col("Condition", 160),
        Col("Min", 40, "C"),
        Col("Typ", 40, "C"),
        Col("Max", 47, "C"),
        Col("Unit", 50, "C"),
    ]
    s.table(
        bosch,
        [
            ["Pressure range", "P", "BQP310", "300", "", "1100", "hPa"],
            ["", "", "BQP312", "300", "", "1250", "hPa"],
            ["", "", "BQP316", "260", "", "1260", "hPa"],
            ["Operating temperature", "T_{A}", "operational", "-40", "25", "+85", "°C"],
            ["", "", "full accuracy", "0", "", "+65", "°C"],
            [
                "Supply voltage\ninternal domains",
                "V_{DD}",
                "BQP310, BQP312",
                "1.71",
                "1.8",
                "3.6",
                "V",
            ],
            ["", "", "BQP316", "1.65", "1.8", "3.6", "V"],
            ["Supply voltage\nI/O domain", "V_{DDIO}", "", "1.2", "1.8", "3.6", "V"],
            ["Sleep current", "I_{DDSL}", "", "", "0.1", "0.3", "µA"],
            [
                "Standby current",
                "I_{DDSB}",
                "inactive period of normal mode",
                "",
                "0.2",
                "0.5",
                "µA",
            ],
            ["Current during\npressure measurement", "I_{DDP}", "peak", "", "620", "", "µA"],
            ["Average current,\n1 Hz, low power", "I_{DD,LP}", "BQP310", "", "3.2", "", "µA"],
            ["", "", "BQP312", "", "2.7", "", "µA"],
            ["", "", "BQP316", "", "1.9", "", "µA"],
            [
                "Absolute accuracy\npressure",
                "A_{P,abs}",
                "BQP310, 300…1100 hPa, 0…65 °C",
                "",
                "±1.0",
                "",
                "hPa",
            ],
            ["", "", "BQP312, 300…1100 hPa, 0…65 °C", "", "±0.5", "", "hPa"],
            ["", "", "BQP316, 300…1100 hPa, 0…65 °C", "", "±0.3", "", "hPa"],
            [
                "Relative accuracy\npressure",
                "A_{P,rel}",
                "BQP310, 700…1100 hPa, 25…40 °C",
                "",
                "±0.12",
                "",
                "hPa",
            ],
            ["", "", "BQP312, 700…1100 hPa, 25…40 °C", "", "±0.06", "", "hPa"],
            ["", "", "BQP316, 700…1100 hPa, 25…40 °C", "", "±0.03", "", "hPa"],
            ["Temperature accuracy", "A_{T}", "0…65 °C", "", "±0.5", "", "K"],
            ["Output data rate", "ODR", "normal mode, BQP310", "", "", "100", "Hz"],
            ["", "", "normal mode, BQP312", "", "", "200", "Hz"],
            ["", "", "normal mode, BQP316", "", "", "240", "Hz"],
            ["Solder drift", "", "minimum solder height 50 µm", "-0.5", "", "+2.0", "hPa"],
            ["Long-term stability", "", "12 months", "", "±0.33", "", "hPa"],
        ],
        size=7.6,
    )
    s.caption("Table 3: Interface parameter specification")
    s.table(
        bosch,
        [
            ["I²C clock frequency", "f_{SCL}", "fast mode", "", "", "400", "kHz"],
            ["", "", "fast mode plus, BQP316 only", "", "", "1000", "kHz"],
            ["SPI clock frequency", "f_{SPI}", "BQP312, BQP316", "", "", "10", "MHz"],
            ["I3C clock frequency", "f_{I3C}", "SDR mode, BQP316 only", "", "", "12.5", "MHz"],
            ["Input high level", "V_{IH}", "SDI, SCK, CSB", "0.7·VDDIO", "", "", "V"],
            ["Input low level", "V_{IL}", "SDI, SCK, CSB", "", "", "0.3·VDDIO", "V"],
            ["Output low level", "V_{OL}", "I_{OL} = 3 mA", "", "", "0.2·VDDIO", "V"],
        ],
        size=7.6,
    )

    # ---- page 3
    s.add_page()
    s.heading("2. Absolute maximum ratings")
    s.caption("Table 4: Absolute maximum ratings")
    s.table(
        [
            Col("Parameter", 160),
            Col("Condition", 150),
            Col("Min", 60, "C"),
            Col("Max", 79, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["Voltage at any supply pin", "VDD and VDDIO pin", "-0.3", "4.25", "V"],
            ["Voltage at any interface pin", "", "-0.3", "VDDIO + 0.3", "V"],
            ["Storage temperature", "≤ 65% rel. H.", "-45", "+85", "°C"],
            ["Pressure", "BQP310, BQP312", "0", "20 000", "hPa"],
            ["", "BQP316", "0", "40 000", "hPa"],
            ["ESD", "HBM, at any pin", "", "±2", "kV"],
            ["", "CDM", "", "±500", "V"],
        ],
        size=8,
    )
    s.para(
        "Note: The BQP316 is water resistant according to IPX8 (2 m depth, 1 h) when mounted with its gel "
        "port facing the housing vent and sealed with an O-ring as described in the handling "
        "instructions. The BQP310 and BQP312 are not water resistant.",
        8,
    )
    s.heading("3. Digital interfaces")
    s.para(
        "The BQP310 supports I²C only; its CSB pin must be connected to VDDIO. The BQP312 supports I²C "
        "and SPI (3-wire and 4-wire, modes '00' and '11'); the BQP316 additionally supports I3C (SDR). The "
        "interface is selected by the CSB pin: a low level on CSB after power-up selects SPI until the "
        "next power-on reset.",
        8.5,
    )
    s.para(
        "I²C address: the 7-bit device address is 100110x. The LSB is set by the SDO pin: connecting SDO "
        "to GND gives the address 1001100 (0x4C), connecting it to VDDIO gives 1001101 (0x4D). SDO must "
        "not be left floating.",
        8.5,
    )
    s.caption("Table 5: Pin-out and connection diagram")
    s.table(
        [
            Col("Pin", 30, "C"),
            Col("Name", 50, "C"),
            Col("I/O type", 55, "C"),
            Col("Description", 150),
            Col("Connect to (I²C)", 104, "C"),
            Col("Connect to (SPI 4-wire)", 110, "C"),
        ],
        [
            ["1", "VDDIO", "Supply", "Interface supply", "VDDIO", "VDDIO"],
            ["2", "SCK", "In", "Serial clock", "SCL", "SCK"],
            ["3", "VSS", "Supply", "Ground", "GND", "GND"],
            ["4", "SDI", "In/Out", "Serial data", "SDA", "SDI"],
            ["5", "SDO", "Out", "Address select / data out", "GND or VDDIO", "SDO"],
            ["6", "CSB", "In", "Chip select", "VDDIO", "CSB"],
            ["7", "VSS", "Supply", "Ground", "GND", "GND"],
            ["8", "VDD", "Supply", "Supply internal domains", "VDD", "VDD"],
        ],
        size=8,
    )
    s.para("SPI connections apply to the BQP312 and BQP316 only.", 7.5)
    s.heading("4. Application example")
    s.para(
        "A hiking watch reads the BQP316 at 25 Hz with 8x oversampling during an activity and at 1 Hz "
        "otherwise. A change of one floor (3 m) corresponds to about 0.36 hPa, so the relative accuracy "
        "of the BQP316 resolves single floors; the 1 Hz mode keeps the sensor's share of a 200 mAh battery "
        "below 0.1 % per day.",
        8.5,
    )
    s.heading("Document history and modifications")
    s.table(
        [
            Col("Rev. No", 60, "C"),
            Col("Chapter", 90, "C"),
            Col("Description of modification", 239),
            Col("Date", 110, "C"),
        ],
        [
            ["1.0", "", "Initial release (BQP310, BQP312)", "February 2022"],
            ["1.3", "all", "BQP316 added", "July 2023"],
            ["1.4", "1", "Average current values updated", "March 2024"],
        ],
        size=8,
    )
    s.para(
        "Bergmann Sensortec GmbH reserves all rights even in the event of industrial property rights. "
        "Specifications within this document are preliminary and subject to change without notice.",
        7,
    )
    return save(s, out / "bqp31x.pdf")


# --------------------------------------------------- solid state relay, ratings in prose
def zsr2425(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="ALDWICK CONTROLS",
        header_right="ZSR-2425 Series Solid State Relay",
        footer_left="Aldwick Controls Ltd.  ·  Specifications subject to change without notice  ·  "
        "ZSR-2425 Issue 4",
        footer_right="{page}",
        accent=(0, 0, 0),
        rule_color=(150, 150, 150),
        table_fill=(235, 235, 235),
        grid=False,
    )
    s = Sheet(style, "ZSR-2425 Series Solid State Relay")
    s.add_page()
    s.title_block(
        "ZSR-2425 Series",
        "Single-Phase Zero-Cross Solid State Relay, 25 A, 24–280 VAC",
        "Panel-mount  ·  DC or AC control input  ·  LED indicator",
    )
    body = 9.0
    s.heading("Product overview", 10.5)
    s.para(
        "The ZSR-2425 is a panel-mount solid state relay for switching single-phase AC loads such as "
        "heaters, lamps, small motors and solenoid valves. It uses an opto-isolated thyristor output with "
        "zero-cross turn-on, which keeps the inrush current and electrical noise of resistive loads low. "
        "The two versions differ only in the control input: the ZSR-2425-DC is driven by a DC signal, the "
        "ZSR-2425-AC by a mains-voltage signal.",
        body,
    )
    s.heading("Control input", 10.5)
    s.para(
        "The ZSR-2425-DC switches on with any control voltage between 3 and 32 VDC applied to terminals 3 "
        "(+) and 4 (–), and is guaranteed to be off below 1 VDC. The input is a constant-current circuit: "
        "it draws about 6 mA at 5 VDC and never more than 12 mA anywhere in the 3 to 32 VDC range. "
        "Reverse polarity up to 32 VDC does not damage the input. The ZSR-2425-AC accepts 90 to 280 VAC "
        "(47 to 63 Hz) on the same terminals, is guaranteed to be off below 10 VAC and draws at most 15 mA.",
        body,
    )
    s.heading("Load output", 10.5)
    s.para(
        "Both versions switch single-phase AC loads from 24 to 280 VAC at 47 to 63 Hz. The output is a "
        "back-to-back thyristor pair, so the relay cannot switch DC loads: once a DC load is on it never "
        "turns off. The maximum load current is 25 A rms with the relay mounted on a heat sink of 1.0 °C/W "
        "or better at an ambient temperature of 40 °C; mounted on a panel without a heat sink, the load "
        "current must not exceed 6 A rms. The non-repetitive surge current is 250 A for one mains cycle "
        "(10 ms). The on-state voltage drop is at most 1.6 V at rated current, and the off-state leakage "
        "current is at most 3 mA at 280 VAC. The minimum load current is 50 mA; smaller loads may not "
        "latch the output. The peak repetitive blocking voltage is 600 V.",
        body,
    )
    s.heading("Switching", 10.5)
    s.para(
        "Turn-on happens at the next zero crossing of the load voltage, within 10 ms (half a cycle at "
        "50 Hz) of applying the control signal; turn-off happens at the next zero crossing of the load "
        "current, also within 10 ms of removing it.",
        body,
    )
    s.heading("Isolation and environment", 10.5)
    s.para(
        "Input-to-output isolation is 4000 VAC rms for one minute, and both circuits are isolated from the "
        "base plate for 2500 VAC rms. The relay operates at ambient temperatures from –30 °C to +80 °C and "
        "can be stored from –40 °C to +100 °C. Above 40 °C the load current must be derated as shown in "
        "Figure 1. The housing is rated IP20 with the terminal cover fitted.",
        body,
    )
    s.figure(
        "Figure 1. Maximum load current vs. ambient temperature",
        "Ambient temperature (°C)",
        "Load current (A rms)",
        ["0", "20", "40", "60", "80"],
        ["0", "5", "10", "15", "20", "25", "30"],
        [
            ("heat sink 1.0 °C/W", [(0.0, 0.833), (0.5, 0.833), (1.0, 0.333)]),
            ("no heat sink", [(0.0, 0.2), (0.5, 0.2), (1.0, 0.067)]),
        ],
        height=100,
    )

    # ---- page 2
    s.add_page()
    s.heading("Application example", 10.5)
    s.para(
        "A 2 kW water heater on 230 VAC draws about 8.7 A. Mounted on a 1.0 °C/W heat sink in a cabinet at "
        "35 °C, a ZSR-2425-DC driven from a 12 VDC thermostat output switches it with a case temperature "
        "of roughly 60 °C. Fit a 275 VAC varistor across the load terminals when switching inductive loads "
        "such as pumps or contactor coils.",
        body,
    )
    s.heading("Ordering information", 10.5)
    s.table(
        [Col("Model", 110), Col("Control input", 120), Col("Output", 150), Col("Indicator", 119)],
        [
            ["ZSR-2425-DC", "DC control", "AC, zero-cross", "red LED"],
            ["ZSR-2425-AC", "AC control", "AC, zero-cross", "red LED"],
            ["HS-10", "Accessory: heat sink", "DIN-rail mounting", "-"],
        ],
        size=8.5,
        row_height=13,
    )
    s.heading("Wiring and safety", 10.5)
    s.para(
        "Terminal screws are M4; tighten to 1.2 N·m. Load wires up to 6 mm² can be used. Protect the load "
        "circuit with a semiconductor fuse (I²t of 260 A²s or less). Always fit the terminal cover: the load "
        "terminals carry mains voltage even while the relay is off, because of the off-state leakage "
        "current. Apply thermal compound between the base plate and the heat sink.",
        body,
    )
    s.heading("Revision history", 10.5)
    s.table(
        [Col("Issue", 60), Col("Date", 90), Col("Change", 349)],
        [
            ["1", "2019-06", "First issue"],
            ["3", "2021-11", "AC-control version ZSR-2425-AC added"],
            ["4", "2023-09", "Minimum load current added; derating curve redrawn"],
        ],
        size=8.5,
        row_height=13,
    )
    return save(s, out / "zsr-2425.pdf")
