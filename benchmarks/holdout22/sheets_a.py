"""Hold-out 22 datasheets: character LCD, TDS module, ECG front end, serial camera.

A Chinese LCM vendor's specification of a 16x2 I2C character LCD (one column
per version, table continued on page 2, operating temperature only in the
absolute-maximum table), a Chinese module manual of a TDS meter module
(full-width key-value lines, one block per version), a US analog-house sheet of
a single-lead ECG front end (dot-leader abs max, condition sentence, EC table
continued on page 2) and a US maker-shop guide of a serial JPEG camera (unnamed
IR row, RX tolerance only in prose).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
CJK_DEG = "\u2103"
FC = "\uff1a"
FT = "\uff5e"
MINUS = "\u2212"


# ------------------------------------------------ 16x2 I2C character LCD (Chinese LCM vendor)
def lx1602(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="LX1602 Series  LCM Specification",
        header_right="Shenzhen Qianhe Display Co., Ltd.",
        footer_left="QH-LCM-1602-SPEC  Rev. C",
        footer_right="{page}/2",
        table_fill=(210, 230, 250),
        accent=(0, 70, 140),
    )
    s = Sheet(style, "LX1602 character LCD module specification")
    s.add_page()
    s.title_block("LX1602A-5 / LX1602B-3", "16 x 2 Character LCD Module with I2C Adapter")
    s.heading("1. General Specification", 10)
    s.bullets(
        [
            "Display format: 16 characters x 2 lines, 5 x 8 dots",
            "Display mode: STN, positive, transflective (A-5) / STN negative, transmissive (B-3)",
            "Controller: ST7066U-compatible, driven through an 8-bit I2C port expander",
            "I2C slave address is fixed (no A0-A2 jumpers are fitted)",
            "Contrast adjusted with the blue trimmer on the adapter board",
            "Outline 80.0 x 36.0 x 13.5 mm (with adapter)",
        ],
        8.5,
    )
    s.heading("2. Absolute Maximum Ratings", 10)
    s.table(
        [
            Col("Item", 170),
            Col("Symbol", 70, "C"),
            Col("Min.", 70, "C"),
            Col("Max.", 70, "C"),
            Col("Unit", 119, "C"),
        ],
        [
            ["Supply voltage for logic", "V_{DD}", "-0.3", "7.0", "V"],
            ["Input voltage", "V_{IN}", "-0.3", "V_{DD}+0.3", "V"],
            ["Operating temperature", "T_{OP}", "-20", "+70", CJK_DEG],
            ["Storage temperature", "T_{ST}", "-30", "+80", CJK_DEG],
        ],
        8,
    )
    s.heading("3. Electrical Characteristics", 10)
    s.para("Ta = 25" + CJK_DEG + ". Values are typical unless a range is given.", 8)
    cols = [
        Col("Item", 150),
        Col("Symbol", 55, "C"),
        Col("Condition", 90, "C"),
        Col("LX1602A-5", 75, "C"),
        Col("LX1602B-3", 75, "C"),
        Col("Unit", 54, "C"),
    ]
    s.table(
        cols,
        [
            ["Supply voltage", "V_{DD}", "-", "4.5" + FT + "5.5", "3.0" + FT + "3.6", "V"],
            [
                "Supply current\n(backlight off)",
                "I_{DD}",
                "V_{DD} = typ.",
                "1.5",
                "1.2",
                "mA",
            ],
            ["Backlight current *1", "I_{LED}", "V_{DD} = typ.", "20", "15", "mA"],
            [
                "Input high voltage\n(SDA, SCL)",
                "V_{IH}",
                "-",
                "0.7V_{DD}" + FT + "V_{DD}",
                "0.7V_{DD}" + FT + "V_{DD}",
                "V",
            ],
        ],
        8,
    )
    s.para(
        "*1 Backlight is always on when the jumper J1 is fitted; remove J1 to switch it off.", 7.5
    )
    s.add_page()
    s.heading("3. Electrical Characteristics (continued)", 10)
    s.table(
        cols,
        [
            [
                "Input low voltage\n(SDA, SCL)",
                "V_{IL}",
                "-",
                "0" + FT + "0.3V_{DD}",
                "0" + FT + "0.3V_{DD}",
                "V",
            ],
            ["I2C clock frequency", "f_{SCL}", "max.", "100", "100", "kHz"],
            ["I2C slave address", "-", "7-bit", "0x27", "0x3F", "-"],
            ["Backlight colour", "-", "-", "Yellow-green", "Blue", "-"],
        ],
        8,
    )
    s.heading("4. Interface Pin Function", 10)
    s.table(
        [Col("Pin No.", 60, "C"), Col("Symbol", 80, "C"), Col("Function", 359)],
        [
            ["1", "GND", "Ground"],
            ["2", "VCC", "Power supply (see 3. for each version)"],
            ["3", "SDA", "I2C data, 4.7 k pull-up to VCC on board"],
            ["4", "SCL", "I2C clock, 4.7 k pull-up to VCC on board"],
        ],
        8,
    )
    s.heading("5. Expander Bit Assignment", 10)
    s.table(
        [
            Col("Bit", 60, "C"),
            *[Col(f"P{n}", 55, "C") for n in range(7, 0, -1)],
            Col("P0", 54, "C"),
        ],
        [["LCD", "D7", "D6", "D5", "D4", "BL", "E", "R/W", "RS"]],
        8,
    )
    s.heading("6. Precautions", 10)
    s.bullets(
        [
            "The LX1602A-5 must not be powered from 3.3 V: the LCD bias is too low "
            "and the display stays blank.",
            "Optical characteristics (viewing angle, response time) are not specified "
            "for this module.",
            "Do not apply DC voltage to the LCD panel; keep the module away from direct sunlight.",
        ],
        8.5,
    )
    revision_table(
        s,
        [
            ["2022-03-10", "A", "First release"],
            ["2023-06-02", "B", "LX1602B-3 (3.3 V) added"],
            ["2024-01-08", "C", "Address table corrected"],
        ],
        (100, 60, 339),
    )
    return save(s, out / "lx1602.pdf")


# ------------------------------------------------ TDS meter module (Chinese module manual)
def qtds01(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="QTDS-01 TDS Sensor Module  User Manual",
        header_right="Hangzhou Ruiqing Sensor Technology Co., Ltd.",
        footer_left="www.ruiqing-sensor.cn (invented)   V1.2",
        footer_right="- {page} -",
        table_fill=None,
        accent=(0, 120, 60),
    )
    s = Sheet(style, "QTDS-01 TDS sensor module user manual")
    s.add_page()
    s.title_block("QTDS-01", "TDS (Total Dissolved Solids) Sensor Module", size=20)
    s.heading("1. Product Introduction", 10)
    s.para(
        "The QTDS-01 measures the TDS value of water to show its cleanliness. It is used "
        "for domestic water, hydroponics and aquariums. Two boards are offered: the "
        "QTDS-01A outputs an analog voltage, the QTDS-01I has an on-board ADC and an I2C "
        "interface. Both use the same waterproof 2-pin probe.",
        8.5,
    )
    s.heading("2. Technical Parameters", 10)
    s.caption("QTDS-01A (analog board)")
    s.lines(
        [
            "Input voltage" + FC + "3.3" + FT + "5.5V",
            "Output voltage" + FC + "0" + FT + "2.3V",
            "Working current" + FC + "3" + FT + "6mA",
            "Interface" + FC + "XH2.54-3P (analog)",
        ],
        9,
    )
    s.caption("QTDS-01I (I2C board)")
    s.lines(
        [
            "Input voltage" + FC + "3.3" + FT + "5.0V",
            "Working current" + FC + "8mA (max)",
            "Interface" + FC + "I2C, address 0x27 (fixed)",
            "I2C rate" + FC + "100kHz",
        ],
        9,
    )
    s.caption("Common")
    s.lines(
        [
            "TDS measurement range" + FC + "0" + FT + "1000ppm",
            "TDS measurement accuracy" + FC + PM + "10% F.S. (25" + CJK_DEG + ")",
            "Probe" + FC + "waterproof, 2 electrodes, cable 1m",
            "Module working temperature" + FC + "-10" + FT + "60" + CJK_DEG,
            "Probe water temperature" + FC + "0" + FT + "55" + CJK_DEG,
        ],
        9,
    )
    s.add_page()
    s.heading("3. Pin Definition", 10)
    s.table(
        [Col("Label", 80, "C"), Col("QTDS-01A", 200), Col("QTDS-01I", 219)],
        [
            ["+", "Power 3.3" + FT + "5.5V", "Power 3.3" + FT + "5.0V"],
            ["-", "GND", "GND"],
            ["A / SDA", "Analog out 0" + FT + "2.3V", "I2C SDA"],
            ["SCL", "-", "I2C SCL"],
        ],
        8.5,
    )
    s.heading("4. Register (QTDS-01I)", 10)
    s.table(
        [Col("Reg", 60, "C"), Col("Name", 120), Col("R/W", 50, "C"), Col("Description", 269)],
        [
            ["0x00", "TDS_H", "R", "TDS value high byte (ppm)"],
            ["0x01", "TDS_L", "R", "TDS value low byte (ppm)"],
            ["0x02", "K_VALUE", "R/W", "Cell constant x 100, default 100"],
            ["0x10", "TEMP_SET", "W", "Water temperature for compensation, default 25"],
        ],
        8,
    )
    s.heading("5. Notes", 10)
    s.lines(
        [
            "1" + FC + "The probe must not be used in water above 55" + CJK_DEG + ".",
            "2" + FC + "Temperature compensation is not built in on QTDS-01A.",
            "3" + FC + "Do not power two probes in the same container at the same time.",
            "4" + FC + "Accuracy in seawater (salinity) is not specified.",
            "5" + FC + "Arduino sample: VREF 5.0, analogRead(A1), 1024 steps.",
        ],
        8.5,
    )
    return save(s, out / "qtds-01.pdf")


# ------------------------------------------------ ECG front end (US analog house)
def kec8232(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="",
        header_right="",
        footer_left="Rev. B  Information furnished by Corvalis Analog is believed to be accurate.",
        footer_right="Page {page} of 2",
        table_fill=(235, 235, 235),
        accent=(0, 0, 0),
        grid=False,
    )
    s = Sheet(style, "KEC8232 single-lead heart rate monitor front end")
    s.add_page()
    s.title_block(
        "KEC8232", "Single-Lead, Heart Rate Monitor Analog Front End", tag="Corvalis Analog"
    )

    def feats() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "Fully integrated single-lead ECG front end",
                "170 " + MU + "A typical supply current",
                "Leads-off detection with digital outputs",
                "Right-leg drive (RLD) output",
                "Rail-to-rail output, fast restore",
                "20-lead 4 mm x 4 mm LFCSP",
            ],
            8,
        )

    def apps() -> None:
        s.heading("APPLICATIONS", 9.5)
        s.bullets(
            ["Fitness and activity heart rate monitors", "Portable ECG", "Biopotential sensing"],
            8,
        )
        s.heading("GENERAL DESCRIPTION", 9.5)
        s.para(
            "The KEC8232 amplifies and filters small biopotential signals in noisy "
            "conditions, such as motion or remote electrode placement. Its output is "
            "sampled by the ADC of a low-power microcontroller.",
            8,
        )

    s.side_by_side(feats, apps, 240)
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5)
    s.leaders(
        [
            ("Supply Voltage", "4.0 V"),
            ("Input Voltage", MINUS + "0.3 V to +VS + 0.3 V"),
            ("Output Short-Circuit Duration", "Indefinite"),
            ("Operating Temperature Range", MINUS + "40" + DEG + " to +85" + DEG),
            ("Storage Temperature Range", MINUS + "65" + DEG + " to +150" + DEG),
        ],
        8,
    )
    s.heading("SPECIFICATIONS", 9.5)
    s.para("VS = 3 V, VREF = VS/2, TA = 25" + DEG + ", unless otherwise noted.", 8)
    cols = [
        Col("Parameter", 150),
        Col("Symbol", 50, "C"),
        Col("Test Conditions/Comments", 150),
        Col("Min", 37, "C"),
        Col("Typ", 37, "C"),
        Col("Max", 37, "C"),
        Col("Unit", 38, "C"),
    ]
    s.table(
        cols,
        [
            ["INSTRUMENTATION AMPLIFIER"],
            ["Fixed Gain", "G", "", "", "100", "", "V/V"],
            ["Common-Mode Rejection", "CMRR", "DC to 60 Hz", "80", "", "", "dB"],
            ["Input Bias Current", "I_{B}", "", "", "50", "", "pA"],
            ["OUTPUT AMPLIFIER"],
            [
                "Output Voltage\nSwing",
                "",
                "RL = 50 k" + "\u03a9",
                "0.1",
                "",
                "VS " + MINUS + " 0.1",
                "V",
            ],
            ["Short-Circuit Current", "I_{SC}", "", "", "20", "", "mA"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("SPECIFICATIONS (continued)", 9.5)
    s.para("VS = 3 V, VREF = VS/2, TA = 25" + DEG + ", unless otherwise noted.", 8)
    s.table(
        cols,
        [
            ["LEADS-OFF COMPARATORS"],
            [
                "Output High Voltage",
                "V_{OH}",
                "LOD+, LOD" + MINUS,
                "VS " + MINUS + " 0.1",
                "",
                "",
                "V",
            ],
            ["Output Low Voltage", "V_{OL}", "LOD+, LOD" + MINUS, "", "", "0.1", "V"],
            ["SHUTDOWN PIN"],
            ["Input Voltage High", "V_{IH}", "SDN", "2.5", "", "", "V"],
            ["Input Voltage Low", "V_{IL}", "SDN", "", "", "0.5", "V"],
            ["POWER SUPPLY"],
            ["Operating Range", "VS", "", "2.0", "", "3.5", "V"],
            ["Supply Current", "I_{S}", "", "", "170", "210", MU + "A"],
            ["Shutdown Current", "I_{SD}", "SDN = 0 V", "", "", "1.0 (1)", MU + "A"],
            ["TEMPERATURE RANGE"],
            ["Specified Range", "", "", "0", "", "+70", DEG],
        ],
        7.5,
    )
    s.para("(1) Guaranteed by design, not production tested.", 7.5)
    s.heading("PIN FUNCTION DESCRIPTIONS", 9.5)
    s.table(
        [Col("Pin No.", 50, "C"), Col("Mnemonic", 80), Col("Description", 369)],
        [
            ["1", "HPDRIVE", "High-pass driver output"],
            ["8", "REFIN", "Reference buffer input (set to VS/2)"],
            ["10", "OUT", "Output of the operational amplifier"],
            ["11", "LOD" + MINUS, "Leads-off comparator output"],
            ["12", "LOD+", "Leads-off comparator output"],
            ["13", "SDN", "Shutdown control input, drive low to enter shutdown"],
            ["19", "SW", "Fast restore switch"],
        ],
        7.5,
    )
    s.heading("APPLICATIONS INFORMATION", 9.5)
    s.para(
        "The KEC8232 is not intended for diagnostic medical equipment. Protection against "
        "defibrillator pulses is not specified; add external series resistors and clamps "
        "where required.",
        8,
    )
    return save(s, out / "kec8232.pdf")


# ------------------------------------------------ serial JPEG camera (US maker shop guide)
def vcm0706(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Brightfield Makerworks",
        header_right="VCM-0706 TTL Serial JPEG Camera",
        footer_left="brightfield-makerworks.example  |  product guide 2024-02",
        footer_right="{page}",
        table_fill=(255, 244, 214),
        accent=(160, 60, 0),
    )
    s = Sheet(style, "VCM-0706 serial JPEG camera product guide")
    s.add_page()
    s.title_block("VCM-0706", "TTL Serial JPEG Camera (VCM-0706 and VCM-0706IR night vision)")
    s.para(
        "This little camera snaps VGA JPEG pictures and sends them over a plain TTL "
        "serial port, so any microcontroller with a UART can take photos without a "
        "camera interface. The VCM-0706IR adds a ring of IR LEDs and an IR-cut switch "
        "for night pictures.",
        8.5,
    )
    s.heading("Overview", 10)
    s.bullets(
        [
            "Image sensor: 1/4 inch CMOS, 640 x 480",
            "Picture sizes: 640 x 480, 320 x 240, 160 x 120 (JPEG)",
            "Baud rates: 9600, 19200, 38400 (default), 57600 and 115200 bps",
            "Power: 5 V DC",
            "Serial levels: 3.3 V TTL",
            "Operating temperature: -20 to +60 " + DEG,
            "Cable: 4-pin JST, 20 cm",
        ],
        8.5,
    )
    s.heading("Electrical Specs", 10)
    s.table(
        [
            Col("Parameter", 150),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 45, "C"),
            Col("Notes", 154),
        ],
        [
            ["Supply voltage", "4.75", "5.0", "5.25", "V", "5V pin"],
            ["Operating current", "", "75", "90", "mA", "capturing, IR off"],
            ["", "", "220", "260", "mA", "IR LEDs on (VCM-0706IR)"],
            ["TX output high", "", "3.3", "", "V", ""],
            ["RX input high", "2.0", "", "3.6", "V", "not 5 V tolerant"],
            ["Time to first picture", "", "2.5", "", "s", "after power-up"],
        ],
        8,
    )
    s.add_page()
    s.heading("Wiring", 10)
    s.table(
        [Col("Wire", 70), Col("Pin", 70, "C"), Col("Connect to", 359)],
        [
            ["Red", "5V", "5 V supply"],
            ["Black", "GND", "Ground"],
            ["White", "RX", "MCU TX (through a divider on 5 V boards)"],
            ["Green", "TX", "MCU RX"],
        ],
        8.5,
    )
    s.heading("Hooking up to a 5 V Arduino", 10)
    s.para(
        "The camera's TX line idles at 3.3 V, which a 5 V Arduino reads as high. Its RX "
        "line is not 5 V tolerant: put a 10k / 20k divider between the Arduino TX pin and "
        "the camera RX. Do not power the camera from 3.3 V; it needs the 5 V pin.",
        8.5,
    )
    s.heading("Protocol snippets (hex)", 10)
    s.lines(
        [
            "Reset:          56 00 26 00",
            "Take picture:   56 00 36 01 00",
            "Set 115200 bps: 56 00 24 03 01 0D A6",
            "Image size 640: 56 00 31 05 04 01 00 19 00",
        ],
        8.5,
    )
    s.heading("FAQ", 10)
    s.para(
        "Q: Can I mount it outdoors? A: The camera is not weatherproof and has no IP "
        "rating; use a sealed enclosure. Q: What frame rate do I get for video? A: Frame "
        "rate over the serial port is not specified; it is a still camera.",
        8.5,
    )
    return save(s, out / "vcm-0706.pdf")
