"""Hold-out 25 datasheets: I2S amplifier board, battery protection IC, differential
pressure sensor, I2S class-D amplifier IC.

A Chinese module manual of an I2S amplifier board (full-width key-value lines, one
block per version, a gain table as decoy, limits in an FAQ), a Japanese Li-ion protection IC
(one column per ordering code continued on page 2, abs max vs recommended rows
with the same names, footnote marks), a Swiss differential pressure sensor ("all
values typical" table, unnamed second rows, address only in the highlights) and a
US analog-house I2S amplifier (dot-leader abs max, condition sentence, min/typ/max
with blanks, two-line parameter names).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
CJK_DEG = "\u2103"
FC = "\uff1a"
FT = "\uff5e"


# ------------------------------------------------ I2S amplifier board (Chinese manual)
def jq586(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="JQ-586 I2S Class-D Amplifier Module  User Manual",
        header_right="Shenzhen Huiwei Electronic Technology Co., Ltd.",
        footer_left="Document V1.4  2025-04",
        footer_right="{page}",
        table_fill=(215, 240, 215),
        accent=(20, 120, 40),
    )
    s = Sheet(style, "JQ-586 I2S amplifier module")
    s.add_page()
    s.title_block(
        "JQ-586 / JQ-586S", "I2S Digital Input Class-D Amplifier Module (3W mono / 2x2.5W)"
    )
    s.heading("1. Product Introduction", 10)
    s.para(
        "JQ-586 is a small amplifier board that takes I2S digital audio from an ESP32, "
        "Raspberry Pi or similar and drives a speaker directly, no DAC needed. JQ-586S "
        "carries two amplifier chips for stereo (left and right set by solder jumper). "
        "The speaker connects to the screw terminal.",
        8.5,
    )
    s.heading("2. Parameters", 10)
    s.caption("JQ-586 (mono)")
    s.lines(
        [
            "1. Working voltage" + FC + "DC 2.7V" + FT + "5.5V",
            "2. Output power" + FC + "3W (5V, 4Ω)",
            "3. Standby current" + FC + "about 2mA (power LED on)",
        ],
        8.5,
    )
    s.caption("JQ-586S (stereo)")
    s.lines(
        [
            "1. Working voltage" + FC + "DC 3.5V" + FT + "5.5V",
            "2. Output power" + FC + "2 x 2.5W (5V, 4Ω)",
            "3. Standby current" + FC + "about 4mA (power LED on)",
        ],
        8.5,
    )
    s.lines(
        [
            "Signal level" + FC + "high level ≥1.3V, 3.3V and 5V logic both OK",
            "Sample rate" + FC + "8kHz" + FT + "96kHz",
            "Speaker" + FC + "4Ω" + FT + "8Ω",
            "Working temperature" + FC + "-20" + CJK_DEG + FT + "+70" + CJK_DEG,
            "Board size" + FC + "24 x 19 mm",
        ],
        8.5,
    )
    s.heading("3. Pin Description", 10)
    s.table(
        [Col("No.", 50, "C"), Col("Pin", 80, "C"), Col("Description", 369)],
        [
            ["1", "LRC", "Frame clock (word select)"],
            ["2", "BCLK", "Bit clock"],
            ["3", "DIN", "Serial data"],
            ["4", "GAIN", "Gain select (see table 4)"],
            ["5", "SD", "Shutdown and channel select"],
            ["6", "GND", "Power ground"],
            ["7", "VIN", "Power supply positive"],
        ],
        8.5,
    )
    s.add_page()
    s.heading("4. Gain Setting (GAIN pin)", 10)
    s.table(
        [Col("GAIN pin connection", 220), Col("Gain", 279, "C")],
        [
            ["100kΩ to GND", "15dB"],
            ["GND", "12dB"],
            ["open (default)", "9dB"],
            ["VIN", "6dB"],
        ],
        8.5,
    )
    s.heading("5. FAQ", 10)
    s.lines(
        [
            "Q" + FC + "Can I drive a 2Ω speaker?",
            "A" + FC + "No. Use 4Ω" + FT + "8Ω speakers only.",
            "Q" + FC + "Why is there noise when WiFi is on?",
            "A" + FC + "Use a separate 5V supply and keep I2S wires short.",
        ],
        8.5,
    )
    s.heading("6. Notes", 10)
    s.lines(
        [
            "1. Do not connect the speaker terminals to GND.",
            "2. Frequency response: not specified.",
            "3. Continuous full-power operation without heatsink: not specified.",
            "4. Keep I2S wire length below 20 cm.",
        ],
        8.5,
    )
    return save(s, out / "jq-586.pdf")


# ------------------------------------------------ battery protection IC (Japanese maker)
def tpr4012(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="TPR4012 Series",
        header_right="Kisarazu Micro Devices Co., Ltd.",
        footer_left="KMD-TPR4012-E Rev.2.1",
        footer_right="{page}/2",
        table_fill=None,
        grid=False,
    )
    s = Sheet(style, "TPR4012 battery protection IC")
    s.add_page()
    s.title_block("TPR4012 Series", "Battery Protection IC for 1-Cell Li-ion / Li-polymer Pack")
    s.heading("Outline", 10, rule=True)
    s.para(
        "The TPR4012 Series are protection ICs for a single lithium-ion or lithium-polymer "
        "cell, with high-accuracy voltage detection and delay circuits. Overcharge, "
        "overdischarge, discharge overcurrent and load short-circuit are detected and the "
        "external N-channel MOSFETs are switched off. Detection voltages are selected by "
        "the ordering code (A, B, C).",
        8.5,
    )
    s.heading("Absolute Maximum Ratings", 10, rule=True)
    s.table(
        [Col("Item", 190), Col("Symbol", 70, "C"), Col("Rating", 160, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage", "VDD", "-0.3 to 12", "V"],
            ["VM pin input voltage", "VM", "VDD-28 to VDD+0.3", "V"],
            ["Operating temperature", "Topr", "-40 to +85", DEG],
            ["Storage temperature", "Tstg", "-55 to +125", DEG],
        ],
        8.5,
    )
    s.heading("Recommended Operating Conditions", 10, rule=True)
    s.table(
        [Col("Item", 190), Col("Symbol", 70, "C"), Col("Range", 160, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage", "VDD", "1.5 to 8.0", "V"],
            ["Operating temperature", "Topr", "-20 to +60", DEG],
        ],
        8.5,
    )
    s.heading("Electrical Characteristics by Ordering Code", 10, rule=True)
    s.para("Ta = 25 " + DEG + " unless otherwise specified. Values are typical.", 8)
    cols = [
        Col("Item", 170),
        Col("Symbol", 55, "C"),
        Col("TPR4012-A", 75, "C"),
        Col("TPR4012-B", 75, "C"),
        Col("TPR4012-C", 75, "C"),
        Col("Unit", 49, "C"),
    ]
    s.table(
        cols,
        [
            ["Overcharge detection\nvoltage", "VCU", "4.25", "4.30", "4.35", "V"],
            ["Overcharge release\nvoltage", "VCL", "4.05", "4.10", "4.15", "V"],
            ["Overdischarge detection\nvoltage", "VDL", "2.50", "2.80", "3.00", "V"],
            ["Overdischarge release\nvoltage", "VDU", "2.90", "3.00", "3.20", "V"],
            ["Current consumption\nduring operation", "IOPE", "3.0", "3.0", "4.0 *1", MU + "A"],
        ],
        8,
    )
    s.para("Detection voltage accuracy: " + PM + "25 mV (Ta = 25 " + DEG + ").", 8)
    s.add_page()
    s.heading("Electrical Characteristics by Ordering Code (continued)", 10, rule=True)
    s.table(
        cols,
        [
            ["Discharge overcurrent\ndetection voltage", "VDIP", "0.150", "0.150", "0.100", "V"],
            ["Load short-circuit\ndetection voltage", "VSHORT", "0.50", "0.50", "0.30", "V"],
            [
                "Current consumption\nduring power-down",
                "IPDN",
                "0.1 max.",
                "0.1 max.",
                "- *2",
                MU + "A",
            ],
            ["Overcharge detection\ndelay time", "tCU", "1.0", "1.0", "1.2", "s"],
        ],
        8,
    )
    s.para("*1 VDD = 3.9 V, VM = 0 V. Maximum 6.0 " + MU + "A for all codes.", 7.5)
    s.para(
        "*2 TPR4012-C has no power-down function; it draws 1.2 " + MU + "A typ. in the "
        "overdischarge state.",
        7.5,
    )
    s.heading("Pin Configuration (SOT-23-6)", 10, rule=True)
    s.table(
        [Col("Pin No.", 70, "C"), Col("Symbol", 80, "C"), Col("Description", 349)],
        [
            ["1", "DO", "Discharge control FET gate connection"],
            ["2", "VM", "Charger negative input (via 2.7 k" + OHM + ")"],
            ["3", "CO", "Charge control FET gate connection"],
            ["5", "VDD", "Positive power input (via 330 " + OHM + ")"],
            ["6", "VSS", "Negative power input"],
        ],
        8,
    )
    s.heading("Notes on Use", 10, rule=True)
    s.para(
        "The charge and discharge current of the pack is set by the external MOSFETs and "
        "is not specified for this IC. Use with cell chemistries other than Li-ion / "
        "Li-polymer (for example LiFePO4) is not specified.",
        8.5,
    )
    revision_table(
        s,
        [["2025/02", "2.1", "TPR4012-C added"], ["2023/09", "1.0", "First edition"]],
        (80, 60, 359),
    )
    return save(s, out / "tpr4012.pdf")


# ------------------------------------------------ differential pressure sensor (Swiss)
def dpx0525(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Datasheet DPX0525",
        header_right="Rheintal Sensorik AG",
        footer_left="Version 3 - May 2025",
        footer_right="{page}/2",
        table_fill=(210, 225, 240),
        accent=(0, 70, 140),
        grid=False,
    )
    s = Sheet(style, "DPX0525 differential pressure sensor")
    s.add_page()
    s.title_block("DPX0525", "Digital Differential Pressure Sensor for HVAC and Air Flow")

    def highlights() -> None:
        s.heading("Highlights", 10)
        s.bullets(
            [
                "DPX0525-125: " + PM + "125 Pa, I2C address 0x25",
                "DPX0525-500: " + PM + "500 Pa, I2C address 0x26",
                "Fully calibrated and temperature compensated",
                "No zero-point drift, no offset trimming",
                "I2C Fast-mode Plus up to 1 MHz",
            ],
            8,
        )

    def desc() -> None:
        s.heading("Product summary", 10)
        s.para(
            "The DPX0525 is a thermal flow based differential pressure sensor in a "
            "reflow-solderable package with two ports. It reports differential pressure "
            "and temperature over I2C. Typical uses are filter monitoring, VAV boxes and "
            "respiratory flow.",
            8,
        )

    s.side_by_side(highlights, desc, 240)
    s.heading("1 Sensor specifications", 10, rule=True)
    s.para("All values typical at VDD = 3.3 V and T = 25 " + DEG + ", unless noted.", 8)
    s.table(
        [
            Col("Parameter", 170),
            Col("Condition", 160),
            Col("Value", 110, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Measurement range", "DPX0525-125", PM + "125", "Pa"],
            ["", "DPX0525-500", PM + "500", "Pa"],
            ["Accuracy", "of reading, 25 " + DEG, "3", "%"],
            ["Zero point accuracy", "", "0.1", "Pa"],
            ["Resolution", "DPX0525-125", "0.005", "Pa"],
            ["Update rate", "continuous mode", "2", "kHz"],
            ["Response time", "10 ... 90 %", "5", "ms"],
        ],
        8,
    )
    s.heading("2 Electrical specifications", 10, rule=True)
    s.table(
        [
            Col("Parameter", 170),
            Col("Condition", 160),
            Col("Value", 110, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltage", "", "2.7 ... 5.5", "V"],
            ["Supply current", "continuous measurement", "3.8", "mA"],
            ["", "idle state", "2", MU + "A"],
            ["Operating temperature", "", "-40 ... +85", DEG],
            ["", "accuracy specified", "0 ... +60", DEG],
        ],
        8,
    )
    s.add_page()
    s.heading("3 Absolute maximum ratings", 10, rule=True)
    s.table(
        [Col("Parameter", 220), Col("Min", 80, "C"), Col("Max", 80, "C"), Col("Unit", 119, "C")],
        [
            ["Supply voltage VDD", "-0.3", "6.0", "V"],
            ["SDA, SCL", "-0.3", "VDD + 0.3", "V"],
            ["Overpressure (no damage)", "", "20", "kPa"],
            ["Storage temperature", "-40", "+85", DEG],
        ],
        8,
    )
    s.heading("4 Interface", 10, rule=True)
    s.para(
        "The sensor is an I2C slave supporting standard, fast and fast-mode plus (up to "
        "1 MHz). SDA and SCL must not be pulled above VDD + 0.3 V, so a 5 V bus needs a "
        "5 V supply. Command 0x3615 starts continuous measurement; 0x3FF9 stops it.",
        8,
    )
    s.heading("5 Command set (excerpt)", 10, rule=True)
    s.table(
        [Col("Command", 90, "C"), Col("Description", 300), Col("Duration", 109, "C")],
        [
            ["0x3615", "Start continuous measurement, mass flow", "8 ms"],
            ["0x3FF9", "Stop continuous measurement", "0.5 ms"],
            ["0x367C", "Read product identifier (0x03020B01)", "-"],
        ],
        8,
    )
    s.heading("6 Media and long-term behaviour", 10, rule=True)
    s.para(
        "Specified for air and nitrogen. Long-term drift is not specified. Operation with "
        "condensing humidity in the flow path is not permitted.",
        8,
    )
    return save(s, out / "dpx0525.pdf")


# ------------------------------------------------ I2S class-D amplifier (US analog house)
def amp9835(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="AMP9835",
        header_right="Corvane Semiconductor",
        footer_left="19-8835; Rev 1; 7/25",
        footer_right="Page {page} of 2",
        table_fill=(230, 230, 230),
        accent=(0, 90, 60),
    )
    s = Sheet(style, "AMP9835 I2S class-D amplifier")
    s.add_page()
    s.title_block(
        "AMP9835",
        "3.2W Mono Class-D Amplifier with I2S Digital Input",
        "filterless  |  no MCLK required",
    )

    def feats() -> None:
        s.heading("Benefits and Features", 10)
        s.bullets(
            [
                "2.5V to 5.5V single supply",
                "3.2W into 4" + OHM + " at 5V (10% THD+N)",
                "92% efficiency into 8" + OHM,
                "Sample rates 8kHz to 96kHz, 16/24/32-bit",
                "Left, right or (L+R)/2 output via SD_MODE",
                "Click-and-pop suppression",
            ],
            8,
        )

    def desc() -> None:
        s.heading("General Description", 10)
        s.para(
            "The AMP9835 is a digital-input class-D amplifier that converts standard I2S "
            "or left-justified audio directly to speaker output. No master clock is needed; "
            "the device derives its clocks from BCLK. It drives a speaker directly without "
            "an output filter and fits small IoT speakers and voice assistants.",
            8,
        )

    s.side_by_side(feats, desc, 240)
    s.heading("Absolute Maximum Ratings", 10)
    s.leaders(
        [
            ("VDD to GND", "-0.3V to +6.0V"),
            ("BCLK, LRCLK, DIN, SD_MODE to GND", "-0.3V to +6.0V"),
            ("Operating Temperature Range", "-40" + DEG + " to +85" + DEG),
            ("Junction Temperature", "+150" + DEG),
            ("Storage Temperature Range", "-65" + DEG + " to +150" + DEG),
        ],
        8,
    )
    s.heading("Electrical Characteristics", 10)
    s.para(
        "(VDD = 5V, GND = 0V, SD_MODE = 1.8V, RL = 4"
        + OHM
        + ", fS = 48kHz, TA = +25"
        + DEG
        + ", unless otherwise noted.)",
        8,
    )
    cols = [
        Col("PARAMETER", 120),
        Col("SYMBOL", 50, "C"),
        Col("CONDITIONS", 160),
        Col("MIN", 40, "C"),
        Col("TYP", 40, "C"),
        Col("MAX", 40, "C"),
        Col("UNITS", 49, "C"),
    ]
    s.table(
        cols,
        [
            ["Supply Voltage Range", "VDD", "Guaranteed by PSRR test", "2.5", "", "5.5", "V"],
            ["Quiescent Current", "IDD", "No load, no input", "", "2.4", "3.5", "mA"],
            ["Shutdown Current", "ISHDN", "SD_MODE = 0V", "", "0.6", "2", MU + "A"],
            ["Speaker Load\nImpedance", "RL", "", "3", "", "", OHM],
            ["Output Power", "POUT", "RL = 4" + OHM + ", THD+N = 10%", "", "3.2", "", "W"],
            ["", "", "RL = 4" + OHM + ", THD+N = 1%", "", "2.5", "", "W"],
            ["", "", "RL = 8" + OHM + ", THD+N = 10%", "", "1.8", "", "W"],
            ["", "", "VDD = 3.7V, RL = 4" + OHM + ", THD+N = 10%", "", "1.5", "", "W"],
            ["Efficiency", "", "RL = 8" + OHM + ", POUT = 1.5W", "", "92", "", "%"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Electrical Characteristics (continued)", 10)
    s.table(
        cols,
        [
            ["DIGITAL AUDIO INTERFACE"],
            ["Sample Rate", "fS", "", "8", "", "96", "kHz"],
            ["BCLK Frequency", "fBCLK", "", "0.256", "", "6.144", "MHz"],
            ["Input High Voltage", "VIH", "BCLK, LRCLK, DIN", "1.3", "", "", "V"],
            ["Input Low Voltage", "VIL", "BCLK, LRCLK, DIN", "", "", "0.6", "V"],
            ["SD_MODE"],
            ["Left channel\nthreshold", "", "SD_MODE voltage", "1.4", "", "", "V"],
            ["Shutdown\nthreshold", "", "SD_MODE voltage", "", "", "0.16", "V"],
        ],
        7.5,
    )
    s.heading("Pin Description", 10)
    s.table(
        [Col("PIN", 50, "C"), Col("NAME", 90), Col("FUNCTION", 359)],
        [
            ["1", "DIN", "Digital audio data input"],
            ["2", "GAIN_SLOT", "Gain select: 3dB, 6dB, 9dB, 12dB or 15dB"],
            ["7", "VDD", "Power supply"],
            ["14", "LRCLK", "Frame clock"],
            ["16", "BCLK", "Bit clock"],
        ],
        8,
    )
    s.heading("Applications Information", 10)
    s.para(
        "The digital inputs tolerate 5V logic levels regardless of VDD. Use a speaker of 3"
        + OHM
        + " or more. Driving headphones has not been characterized and is not "
        "specified. EMI performance depends on board layout and speaker cable length.",
        8,
    )
    revision_table(
        s,
        [["7/25", "1", "Added 3.7V output power"], ["2/25", "0", "Initial release"]],
        (80, 60, 359),
    )
    return save(s, out / "amp9835.pdf")
