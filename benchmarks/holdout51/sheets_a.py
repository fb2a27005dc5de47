"""Hold-out 51 datasheets, part 1: two MIPI CSI-2 to parallel bridge ICs and two video
decoder ICs.

A US interface-IC bridge (condition sentence, unnamed per-VDDIO rows, register map as a
decoy), a Japanese bridge specification with one column per I/O version and a typ.-only
table, a German video decoder (table continued on page 2) and a Chinese video decoder
data sheet (full-width punctuation, one column per version).
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


# ------------------------------------------------ CSI-2 bridge (US interface house)
def mcb2640(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="CORALINE INTERFACE",
        header_right="MCB2640",
        footer_left="SLMS-2640B  |  Coraline Interface Inc.",
        footer_right="{page}",
        table_fill=(225, 232, 240),
        accent=(20, 50, 110),
    )
    s = Sheet(style, "MCB2640 CSI-2 to parallel bridge")
    s.add_page()
    s.title_block("MCB2640", "MIPI CSI-2 to 8/10/12-Bit Parallel Video Bridge", "", 20)

    def left() -> None:
        s.heading("1 FEATURES", 9.5)
        s.bullets(
            [
                "1, 2 or 4 CSI-2 data lanes, up to 1.5 Gbps per lane",
                "RAW8 / RAW10 / RAW12 / YUV422 to parallel DVP",
                "Pixel clock output up to 150 MHz",
                "I2C configuration port, 400 kHz fast mode",
                "1.2 V core, 1.8 V or 3.3 V I/O",
                "5 mm x 5 mm 49-ball BGA",
            ],
            8,
        )

    def right() -> None:
        s.heading("2 DESCRIPTION", 9.5)
        s.para(
            "The MCB2640 receives image data from a MIPI CSI-2 camera and outputs it on a "
            "parallel DVP bus with PCLK, HSYNC and VSYNC, so that microcontrollers without "
            "a CSI-2 receiver can use modern image sensors. The parallel port runs from "
            "VDDIO; the I2C slave address is 0x0E (ADDR low) or 0x0F (ADDR high).",
            8,
        )

    s.side_by_side(left, right, 220)
    s.heading("6.1 Absolute Maximum Ratings", 9.5)
    s.table(
        [Col("", 230), Col("MIN", 60, "C"), Col("MAX", 60, "C"), Col("UNIT", 149, "C")],
        [
            ["VDDCORE supply voltage", "-0.3", "1.5", "V"],
            ["VDDIO supply voltage", "-0.3", "4.0", "V"],
            ["Input voltage, DVP and I2C pins", "-0.3", "VDDIO + 0.3", "V"],
            ["Storage temperature, Tstg", "-55", "150", DEG],
        ],
        7.5,
    )
    s.heading("6.2 Recommended Operating Conditions", 9.5)
    s.table(
        [
            Col("", 200),
            Col("MIN", 60, "C"),
            Col("NOM", 60, "C"),
            Col("MAX", 60, "C"),
            Col("UNIT", 119, "C"),
        ],
        [
            ["VDDCORE Core supply voltage", "1.14", "1.2", "1.26", "V"],
            ["VDDIO I/O supply voltage, 1.8-V mode", "1.7", "1.8", "1.9", "V"],
            ["VDDIO I/O supply voltage, 3.3-V mode", "3.0", "3.3", "3.6", "V"],
            ["TA Operating free-air temperature", "-40", "", "85", DEG],
        ],
        7.5,
    )
    s.heading("6.3 Electrical Characteristics", 9.5)
    s.para("VDDCORE = 1.2 V, VDDIO = 3.3 V, TA = 25 " + DEG + " unless otherwise noted.", 8)
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
            ["I_{DDCORE} Core supply\ncurrent", "4 lanes, 1.5 Gbps", "", "85", "120", "mA"],
            ["", "1 lane, 800 Mbps", "", "32", "48", "mA"],
            ["I_{DDIO} I/O supply current", "PCLK = 74.25 MHz, 10 pF", "", "14", "", "mA"],
            ["I_{STBY} Standby current", "PWDN = high", "", "0.3", "0.8", "mA"],
            [
                "V_{IH} High-level input\nvoltage",
                "RESETN, PWDN, SDA, SCL",
                "0.7 x VDDIO",
                "",
                "",
                "V",
            ],
            [
                "V_{IL} Low-level input voltage",
                "RESETN, PWDN, SDA, SCL",
                "",
                "",
                "0.3 x VDDIO",
                "V",
            ],
            ["V_{OH} High-level output\nvoltage", "IOH = -4 mA, VDDIO = 3.3 V", "2.9", "", "", "V"],
            ["", "IOH = -2 mA, VDDIO = 1.8 V", "1.45", "", "", "V"],
            ["V_{OL} Low-level output voltage", "IOL = 4 mA", "", "", "0.4", "V"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("7 Register Map", 9.5)
    s.table(
        [Col("ADDR", 60, "C"), Col("NAME", 110), Col("RESET", 60, "C"), Col("DESCRIPTION", 269)],
        [
            ["0x00", "CHIP_ID", "0x26", "Device identification"],
            ["0x04", "LANE_CFG", "0x03", "Number of data lanes minus 1"],
            ["0x10", "DVP_FMT", "0x2B", "Output format: 0x2A RAW8, 0x2B RAW10, 0x2C RAW12"],
            ["0x12", "PCLK_DIV", "0x02", "Pixel clock divider, 1 to 16"],
            ["0x20", "DRIVE", "0x01", "DVP drive strength: 0 = 2 mA, 1 = 4 mA, 2 = 8 mA"],
        ],
        7.5,
    )
    s.heading("8 Pin Functions", 9.5)
    s.table(
        [Col("BALL", 60, "C"), Col("NAME", 90), Col("TYPE", 60, "C"), Col("DESCRIPTION", 289)],
        [
            ["A1, A2", "D0P, D0N", "I", "CSI-2 data lane 0"],
            ["C4", "PCLK", "O", "Parallel pixel clock"],
            ["D1-D7, E1-E5", "DVP[11:0]", "O", "Parallel pixel data"],
            ["F6", "ADDR", "I", "I2C address select"],
            ["G2", "PWDN", "I", "Power down, active high"],
        ],
        7.5,
    )
    s.heading("9 Thermal and Reliability Information", 9.5)
    s.para(
        "RthJA = 42 " + DEG + "/W on a JEDEC 2s2p board. The MCB2640 has not been "
        "qualified to AEC-Q100; ESD performance is not specified in this data sheet.",
        8,
    )
    s.heading("Revision History", 9.5)
    revision_table(s, [["2024-03", "B", "Added 1.8-V mode VOH"]], (90, 60, 349))
    return save(s, out / "mcb2640.pdf")


# ------------------------------------------------ CSI-2 bridge (Japanese specification)
def ktb7021(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Kitano Denshi Kogyo",
        header_right="KTB7021 Specification",
        footer_left="No. KD-7021-02",
        footer_right="{page}/{nb}",
        table_fill=None,
        accent=(0, 0, 0),
    )
    s = Sheet(style, "KTB7021 CSI-2 bridge specification")
    s.add_page()
    s.title_block("KTB7021", "MIPI CSI-2 → Parallel Converter IC  Specification", "", 18)
    s.heading("1. Outline", 10)
    s.para(
        "KTB7021 converts a 2-lane MIPI CSI-2 stream into an 8-bit or 10-bit parallel "
        "output. Two I/O versions are available: KTB7021-18 (1.8 V I/O) and KTB7021-33 "
        "(3.3 V I/O). Register access is by I2C (max. 400 kHz).",
        8.5,
    )
    s.heading("2. Absolute Maximum Ratings (Ta = 25 " + FW_C + ")", 10)
    s.table(
        [Col("Item", 190), Col("Symbol", 70, "C"), Col("Rating", 150, "C"), Col("Unit", 89, "C")],
        [
            ["Core supply voltage", "VDD", "-0.3～1.6", "V"],
            ["I/O supply voltage", "VDDIO", "-0.3～4.2", "V"],
            ["Input voltage", "VIN", "-0.3～VDDIO+0.3", "V"],
            ["Operating temperature", "Topr", "-40～+105", FW_C],
            ["Storage temperature", "Tstg", "-55～+125", FW_C],
        ],
        8,
    )
    s.heading("3. Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 60, "C"),
            Col("KTB7021-18\nMin. / Typ. / Max.", 120, "C"),
            Col("KTB7021-33\nMin. / Typ. / Max.", 120, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Core supply voltage", "VDD", "1.10 / 1.20 / 1.30", "1.10 / 1.20 / 1.30", "V"],
            ["I/O supply voltage", "VDDIO", "1.65 / 1.80 / 1.95", "3.00 / 3.30 / 3.60", "V"],
            ["Operating temperature", "Topr", "-30～+85", "-30～+85", FW_C],
        ],
        8,
    )
    s.heading("4. Electrical Characteristics (Ta = 25 " + FW_C + ", VDD = 1.2 V)", 10)
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 60, "C"),
            Col("KTB7021-18\nMin. / Typ. / Max.", 120, "C"),
            Col("KTB7021-33\nMin. / Typ. / Max.", 120, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Output high voltage\n(IOH = -2 mA)", "VOH", "1.40 / - / -", "2.60 / - / -", "V"],
            ["Output low voltage\n(IOL = 2 mA)", "VOL", "- / - / 0.35", "- / - / 0.40", "V"],
            ["Input high voltage", "VIH", "1.20 / - / -", "2.00 / - / -", "V"],
            ["Input low voltage", "VIL", "- / - / 0.50", "- / - / 0.80", "V"],
            ["Output clock frequency", "fPCLK", "- / - / 96", "- / - / 96", "MHz"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. Reference Data (typ.)", 10)
    s.para("Ta = 25 " + FW_C + ", 2 lanes × 672 Mbps, RAW10, 1280 × 800 at 60 fps", 8.5)
    s.table(
        [
            Col("Item", 200),
            Col("KTB7021-18", 110, "C"),
            Col("KTB7021-33", 110, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["VDD current", "38", "38", "mA"],
            ["VDDIO current", "6.5", "11", "mA"],
            ["Power-down current (total)", "45", "52", MU + "A"],
        ],
        8,
    )
    s.heading("6. Pin Assignment", 10)
    s.table(
        [Col("No.", 50, "C"), Col("Name", 90), Col("I/O", 50, "C"), Col("Function", 309)],
        [
            ["1", "VDD", "-", "1.2 V core supply"],
            ["5", "CLKP", "I", "CSI-2 clock lane +"],
            ["12", "XSHDN", "I", "Shutdown (L: shutdown)"],
            ["18-27", "D0-D9", "O", "Parallel data output"],
            ["28", "PCLK", "O", "Pixel clock output"],
            ["32", "VDDIO", "-", "I/O supply (1.8 V or 3.3 V by version)"],
        ],
        8,
    )
    s.heading("7. Notes", 10)
    s.bullets(
        [
            "The input pins are not 5 V tolerant. Do not apply a voltage above VDDIO + 0.3 V.",
            "Moisture sensitivity level: not specified.",
            "Package: QFN-40 (5 mm × 5 mm).",
        ],
        8.5,
        "※",
    )
    return save(s, out / "ktb7021.pdf")


# ------------------------------------------------ video decoder (German data sheet)
def vdx5150(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="Vossberg Halbleiter GmbH",
        header_right="VDX5150 Datenblatt / Data Sheet",
        footer_left="Version 1.3, 2024-02",
        footer_right="Seite {page} von {nb}",
        table_fill=(235, 235, 235),
        accent=(120, 20, 20),
    )
    s = Sheet(style, "VDX5150 video decoder")
    s.add_page()
    s.title_block("VDX5150", "Multistandard Video Decoder, CVBS / S-Video to ITU-R BT.656", "", 18)
    s.heading("Overview", 10, True)
    s.para(
        "The VDX5150 digitises NTSC, PAL and SECAM composite or S-Video signals with a 10-bit "
        "ADC and outputs 8-bit YCbCr 4:2:2 with embedded syncs (BT.656) at a 27 MHz line-locked "
        "clock. It is configured over I2C; the slave address is 0x5C or 0x5D depending on the "
        "ALSB pin. The analog input accepts 0.5 V to 1.6 V peak-to-peak.",
        8.5,
    )
    s.heading("Ordering Information", 10, True)
    s.table(
        [Col("Type", 120), Col("Package", 150), Col("Temperature range", 229)],
        [
            ["VDX5150-C", "LFCSP-32", "0 " + DEG + " to +70 " + DEG],
            ["VDX5150-I", "LFCSP-32", "-40 " + DEG + " to +85 " + DEG],
        ],
        8,
    )
    s.heading("Limit Values", 10, True)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("min.", 60, "C"),
            Col("max.", 60, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Analog supply voltage", "AVDD", "-0.3", "2.2", "V"],
            ["Digital I/O supply voltage", "DVDDIO", "-0.3", "3.9", "V"],
            ["Digital input voltage", "VIN", "-0.3", "3.9", "V"],
            ["Junction temperature", "Tj", "", "125", DEG],
        ],
        8,
    )
    s.heading("Table 1  Operating range and characteristics", 10, True)
    s.para("AVDD = 1.8 V, DVDDIO = 3.3 V, Tamb = 25 " + DEG + ", unless otherwise specified", 8.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 60, "C"),
            Col("Conditions", 110),
            Col("min.", 45, "C"),
            Col("typ.", 45, "C"),
            Col("max.", 45, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Analog supply voltage", "AVDD", "", "1.71", "1.8", "1.89", "V"],
            ["Digital I/O supply\nvoltage", "DVDDIO", "", "1.62", "3.3", "3.63", "V"],
            ["Analog supply current", "IAVDD", "CVBS, PAL", "", "62", "80", "mA"],
            ["Digital supply current", "IDVDDIO", "DVDDIO = 3.3 V", "", "9", "15", "mA"],
            ["", "", "DVDDIO = 1.8 V", "", "5", "8", "mA"],
            ["Power-down current", "IPD", "PWRDWN = 1", "", "65", "", MU + "A"],
        ],
        8,
    )
    s.add_page()
    s.caption("Table 1  Operating range and characteristics (continued)")
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 60, "C"),
            Col("Conditions", 110),
            Col("min.", 45, "C"),
            Col("typ.", 45, "C"),
            Col("max.", 45, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["H-level input voltage", "VIH", "DVDDIO = 3.3 V", "2.0", "", "", "V"],
            ["", "", "DVDDIO = 1.8 V", "1.2", "", "", "V"],
            ["H-level output voltage", "VOH", "IOH = -2 mA", "DVDDIO - 0.4", "", "", "V"],
            ["L-level output voltage", "VOL", "IOL = 2 mA", "", "", "0.4", "V"],
            ["I2C clock frequency", "fSCL", "", "", "", "400", "kHz"],
            ["Line-locked clock", "LLC", "", "", "27", "", "MHz"],
            ["Ambient temperature", "Tamb", "VDX5150-C", "0", "", "70", DEG],
            ["", "", "VDX5150-I", "-40", "", "85", DEG],
        ],
        8,
    )
    s.heading("Pin configuration", 10, True)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 90), Col("Description", 359)],
        [
            ["1", "AIN1", "Composite / Y input 1"],
            ["4", "AIN3", "Chroma input"],
            ["14-21", "P0-P7", "BT.656 data output"],
            ["22", "LLC", "Line-locked 27 MHz clock output"],
            ["27", "ALSB", "I2C address select"],
        ],
        8,
    )
    s.para("ESD: all pins withstand 2 kV (HBM, JS-001). Moisture sensitivity level MSL 3.", 8.5)
    return save(s, out / "vdx5150.pdf")


# ------------------------------------------------ video decoder (Chinese data sheet)
def tvd2863(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Shenzhen Huaying Microelectronics",
        header_right="TVD2863 Datasheet",
        footer_left="V1.2",
        footer_right="{page}/{nb}",
        table_fill=(230, 240, 250),
        accent=(0, 70, 140),
    )
    s = Sheet(style, "TVD2863 video decoder")
    s.add_page()
    s.title_block("TVD2863", "Single-chip AHD / CVBS Video Decoder", "", 18)
    s.heading("1. Features", 10)
    s.lines(
        [
            "Supply voltage" + FWC + "3.3V single supply (internal 1.2V LDO)",
            "Input" + FWC + "CVBS / AHD 720p, 1 channel",
            "Output" + FWC + "8-bit BT.656 / BT.1120, max. 74.25MHz",
            "Control" + FWC + "I2C, device address 0x88 (8-bit write)",
            "Package" + FWC + "QFN-24 4mm×4mm",
        ],
        8.5,
    )
    s.heading("2. Absolute Maximum Ratings", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 80, "C"),
            Col("Value", 130, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Supply voltage", "VCC", "-0.3～3.8", "V"],
            ["Digital input voltage", "VI", "-0.3～VCC+0.3", "V"],
            ["Storage temperature", "TSTG", "-40～+125", FW_C],
        ],
        8,
    )
    s.heading("3. Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 60, "C"),
            Col("TVD2863", 140, "C"),
            Col("TVD2863A", 100, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Supply voltage", "VCC", "3.135～3.465", "3.135～3.465", "V"],
            ["Operating temperature", "TA", "-20～+70", "-40～+85", FW_C],
        ],
        8,
    )
    s.heading("4. Electrical Characteristics", 10)
    s.para("Conditions" + FWC + "TA = 25" + FW_C + ", VCC = 3.3V, unless otherwise noted", 8.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 50, "C"),
            Col("Conditions", 120),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Operating current", "ICC", "AHD 720p30", "", "115", "150", "mA"],
            ["", "", "CVBS", "", "78", "100", "mA"],
            ["Standby current", "ISTB", "PD pin = H", "", "1.2", "", "mA"],
            ["Input high voltage", "VIH", "", "2.0", "", "", "V"],
            ["Input low voltage", "VIL", "", "", "", "0.8", "V"],
            ["Output high voltage", "VOH", "IOH = -8mA", "2.4", "", "", "V"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. Pin Description", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 90), Col("Type", 50, "C"), Col("Description", 309)],
        [
            ["1", "VIN", "AI", "Video input"],
            ["6", "SDA", "IO", "I2C data"],
            ["7", "SCL", "I", "I2C clock"],
            ["9-16", "D0-D7", "O", "Video data output"],
            ["17", "PCLK", "O", "Pixel clock output"],
            ["20", "VCC", "P", "3.3V supply"],
        ],
        8,
    )
    s.heading("6. Register Overview", 10)
    s.table(
        [
            Col("Address", 70, "C"),
            Col("Name", 110),
            Col("Default", 70, "C"),
            Col("Description", 249),
        ],
        [
            ["0x00", "ID", "0x63", "Chip ID"],
            ["0x05", "MODE", "0x01", "0x00 CVBS NTSC, 0x01 CVBS PAL, 0x02 AHD 720p25"],
            ["0x11", "OUTFMT", "0x00", "0x00 BT.656, 0x01 BT.1120"],
        ],
        8,
    )
    s.heading("7. FAQ", 10)
    s.lines(
        [
            "Q" + FWC + "Can the I2C pins be pulled up to 5V?",
            "A" + FWC + "No. SDA/SCL are not 5V tolerant; use pull-ups to VCC (3.3V).",
            "Q" + FWC + "Is there a thermal resistance value?",
            "A" + FWC + "Thermal data is not provided in this version of the manual.",
        ],
        8.5,
    )
    return save(s, out / "tvd2863.pdf")
