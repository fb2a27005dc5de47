"""Hold-out 41 datasheets: four photodiode transimpedance amplifiers.

A US analog-house monolithic photodiode + TIA (condition sentence, one column
per gain version, EC table continued on page 2, footnote marks), a German
switchable-gain photodetector amplifier module (one column per gain setting,
units in the header, values in prose), a Japanese photo IC specification
(abs max and recommended rows with the same names, "typ." only table, one
column per type number) and a Chinese light-sensor module manual (values only
in feature lines and prose, I2C address table, register table as decoy).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
FW_C = "\u2103"
FW_COLON = "\uff1a"
FW_TILDE = "\uff5e"
LE = "\u2264"
GE = "\u2265"
OHM = "\u03a9"


# ------------------------------------------------ monolithic photodiode + TIA (US)
def ltp2101(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="LTP2101, LTP2101H",
        header_right="SBOS-4471B \u2013 MARCH 2023 \u2013 REVISED JUNE 2024",
        footer_left="Brightwater Analog Corporation",
        footer_right="Page {page}",
        table_fill=(225, 225, 225),
        accent=(180, 30, 0),
        grid=False,
    )
    s = Sheet(style, "LTP2101 data sheet")
    s.add_page()
    s.title_block(
        "LTP2101, LTP2101H",
        "Monolithic Photodiode and Single-Supply Transimpedance Amplifier",
        "",
        18,
    )
    s.heading("1 Features", 10, rule=True)
    s.bullets(
        [
            "Photodiode size: 2.29 mm x 2.29 mm",
            "Internal feedback resistor: 1 MOhm (LTP2101), 10 MOhm (LTP2101H)",
            "Single supply: +2.7 V to +36 V",
            "Low quiescent current: 120 \u00b5A",
            "Clear 8-pin PDIP and SO-8 packages",
        ],
        8.5,
    )
    s.heading("2 Description", 10, rule=True)
    s.para(
        "The LTP2101 combines a photodiode and a transimpedance amplifier on one die, so "
        "leakage, noise pick-up and gain peaking of a discrete design are avoided. The "
        "output voltage rises linearly with light intensity. The LTP2101H uses a 10-MOhm "
        "feedback resistor for low light levels at reduced bandwidth.",
        8.5,
    )
    s.heading("3 Absolute Maximum Ratings", 10, rule=True)
    s.para("over operating free-air temperature range (unless otherwise noted) (1)", 7.5)
    s.table(
        [Col("", 259), Col("MIN", 80, "C"), Col("MAX", 80, "C"), Col("UNIT", 80, "C")],
        [
            ["Supply voltage, VS (V+ to GND)", "0", "40", "V"],
            ["Output short circuit (to ground)", "", "Continuous", ""],
            ["Operating temperature, TA", "-40", "85", DEG],
            ["Storage temperature, Tstg", "-55", "125", DEG],
            ["Junction temperature, TJ", "", "150", DEG],
        ],
        8,
    )
    s.para(
        "(1) Stresses beyond those listed under Absolute Maximum Ratings may cause permanent "
        "damage to the device.",
        7,
    )
    s.heading("4 Electrical Characteristics", 10, rule=True)
    s.para(
        "At TA = +25\u00b0C, VS = +2.7 V to +36 V, \u03bb = 650 nm, and RL = 10 k\u03a9, "
        "unless otherwise noted.",
        8,
    )
    cols = [
        Col("PARAMETER", 120),
        Col("TEST CONDITIONS", 109),
        Col("LTP2101\nTYP", 105, "C"),
        Col("LTP2101H\nTYP", 105, "C"),
        Col("UNIT", 60, "C"),
    ]
    s.table(
        cols,
        [
            ["RESPONSIVITY"],
            ["Photodiode current", "\u03bb = 650 nm", "0.45", "0.45", "A/W"],
            ["Voltage output", "\u03bb = 650 nm", "0.45", "4.5", "V/\u00b5W"],
            ["Feedback resistor", "", "1", "10", "M\u03a9"],
            ["FREQUENCY RESPONSE"],
            ["Bandwidth", "VOUT = 10 Vp-p", "14", "1.4", "kHz"],
            ["Rise time, 10% to 90%", "VOUT = 10-V step", "28 (2)", "250 (2)", "\u00b5s"],
        ],
        8,
    )
    s.para("(2) Specified with VS = +15 V; at VS = +2.7 V the output swing limits the step.", 7)
    s.add_page()
    s.heading("4 Electrical Characteristics (continued)", 10, rule=True)
    s.para(
        "At TA = +25\u00b0C, VS = +2.7 V to +36 V, \u03bb = 650 nm, and RL = 10 k\u03a9, "
        "unless otherwise noted.",
        8,
    )
    s.table(
        [
            Col("PARAMETER", 140),
            Col("TEST CONDITIONS", 149),
            Col("MIN", 50, "C"),
            Col("TYP", 50, "C"),
            Col("MAX", 50, "C"),
            Col("UNIT", 60, "C"),
        ],
        [
            ["OUTPUT"],
            ["Voltage output, dark", "VS = +15 V", "", "7.5", "15", "mV"],
            [
                "Voltage output swing,\npositive",
                "RL = 10 k\u03a9",
                "(V+) - 1.3",
                "(V+) - 1.15",
                "",
                "V",
            ],
            ["", "RL = 10 k\u03a9, VS = +2.7 V", "1.2", "", "", "V"],
            ["Short-circuit current", "VS = +36 V", "", "15", "", "mA"],
            ["POWER SUPPLY"],
            ["Specified operating\nvoltage", "", "2.7", "15", "36", "V"],
            ["Quiescent current", "Dark, VOUT = 0 V", "", "120", "240", "\u00b5A"],
            ["", "RL = \u221e, VOUT = 10 V", "", "220", "", "\u00b5A"],
            ["TEMPERATURE RANGE"],
            ["Specified range", "", "0", "", "70", DEG],
            ["Operating range", "", "-40", "", "85", DEG],
        ],
        8,
    )
    s.heading("5 Device Comparison / Ordering", 10, rule=True)
    s.table(
        [
            Col("ORDERABLE PART", 130),
            Col("RF", 80, "C"),
            Col("PACKAGE", 110, "C"),
            Col("PINS", 60, "C"),
            Col("MARKING", 119, "C"),
        ],
        [
            ["LTP2101P", "1 M\u03a9", "PDIP", "8", "LTP2101P"],
            ["LTP2101U", "1 M\u03a9", "SO", "8", "2101U"],
            ["LTP2101HP", "10 M\u03a9", "PDIP", "8", "LTP2101HP"],
        ],
        8,
    )
    s.heading("6 Pin Functions", 10, rule=True)
    s.table(
        [Col("PIN", 50, "C"), Col("NAME", 80), Col("DESCRIPTION", 369)],
        [
            ["1", "V+", "Supply voltage"],
            ["2", "-In", "Inverting input (photodiode anode)"],
            ["3", "-V", "Negative supply / ground"],
            ["4", "1M\u03a9 Feedback", "Internal feedback resistor"],
            ["5", "Output", "Amplifier output"],
            ["8", "Common", "Ground"],
        ],
        8,
    )
    s.heading("7 Application Notes", 10, rule=True)
    s.para(
        "With a single +5 V supply the output swings from about 0 V to 3.7 V, which suits a "
        "5 V ADC input. The LTP2101 is not rated for direct sunlight measurements; the "
        "response beyond 1100 nm is not specified.",
        8,
    )
    return save(s, out / "ltp2101.pdf")


# ------------------------------------------------ switchable-gain amplifier module (Germany)
def pda20(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="PDA 20-V  Photodetector Amplifier Module",
        header_right="Lichtwerk Optronik GmbH",
        footer_left="Technisches Datenblatt / Technical data sheet  PDA20V-EN  Issue 2/2024",
        footer_right="Page {page} of {nb}",
        table_fill=(220, 228, 240),
        accent=(20, 50, 120),
        grid=False,
    )
    s = Sheet(style, "PDA 20-V data sheet")
    s.add_page()
    s.title_block(
        "PDA 20-V / PDA 20-VX",
        "Switchable-Gain Si Photodetector Amplifier Module, 350 \u2013 1100 nm",
        "",
        18,
    )
    s.para(
        "The PDA 20-V contains a 3.6 mm x 3.6 mm silicon photodiode and a low-noise "
        "transimpedance amplifier with an 8-position gain switch in a 50 mm aluminium housing. "
        "The PDA 20-VX adds a thermo-electrically stabilised photodiode. Power comes from the "
        "supplied plug-in PSU (\u00b112 V DC); the module itself may be fed from any "
        "\u00b112 V to \u00b115 V laboratory supply. The BNC output drives up to 10 V into a "
        "high-impedance load and up to 5 V into 50 \u03a9.",
        8.5,
    )
    s.heading("Gain settings", 10, rule=True)
    s.para(
        "Transimpedance gain and bandwidth per switch position (Hi-Z load; 50 \u03a9 load halves the gain)",
        8,
    )
    s.table(
        [
            Col("Switch position", 109),
            Col("0 dB", 65, "C"),
            Col("20 dB", 65, "C"),
            Col("40 dB", 65, "C"),
            Col("60 dB", 65, "C"),
            Col("70 dB", 65, "C"),
            Col("Unit", 65, "C"),
        ],
        [
            [
                "Gain (Hi-Z)",
                "1.51 x 10^{3}",
                "1.51 x 10^{4}",
                "1.51 x 10^{5}",
                "1.51 x 10^{6}",
                "4.75 x 10^{6}",
                "V/A",
            ],
            ["Bandwidth", "11", "1", "150", "11", "3", "MHz / MHz /\nkHz / kHz / kHz"],
            ["Noise (RMS)", "0.30", "0.32", "0.48", "1.20", "2.00", "mV"],
            ["Output offset", "\u00b15", "\u00b15", "\u00b16", "\u00b18", "\u00b115", "mV (max.)"],
        ],
        8,
    )
    s.heading("General specifications", 10, rule=True)
    s.para("All data at Tamb = 25 \u00b0C and \u00b112 V supply unless otherwise stated.", 8)
    s.table(
        [
            Col("Parameter", 170),
            Col("PDA 20-V", 110, "C"),
            Col("PDA 20-VX", 110, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Wavelength range", "350 \u2013 1100", "350 \u2013 1100", "nm"],
            ["Peak responsivity\n(at 960 nm)", "0.65", "0.65", "A/W"],
            ["Output voltage\n(Hi-Z load)", "0 \u2026 10", "0 \u2026 10", "V"],
            ["Output voltage\n(50 \u03a9 load)", "0 \u2026 5", "0 \u2026 5", "V"],
            ["Max. output current", "100", "100", "mA"],
            ["Supply current\n(\u00b112 V)", "\u00b130", "+250 / -30", "mA (max.)"],
        ],
        8,
    )
    s.add_page()
    s.heading("General specifications (continued)", 10, rule=True)
    s.table(
        [
            Col("Parameter", 170),
            Col("PDA 20-V", 110, "C"),
            Col("PDA 20-VX", 110, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Operating temperature", "+10 \u2026 +40", "+10 \u2026 +50", DEG],
            ["Storage temperature", "-20 \u2026 +70", "-20 \u2026 +70", DEG],
            ["Housing dimensions", "50 x 55 x 22", "50 x 55 x 40", "mm"],
            ["Weight (without PSU)", "90", "160", "g"],
            ["Output connector", "BNC", "BNC", ""],
            ["Mounting thread", "M4 / 8-32", "M4 / 8-32", ""],
        ],
        8,
    )
    s.heading("Power supply connector (PICO M8, 3-pin)", 10, rule=True)
    s.table(
        [Col("Pin", 60, "C"), Col("Signal", 120), Col("Remark", 319)],
        [
            ["1", "+12 V", "+12 V \u2026 +15 V"],
            ["2", "GND", "0 V"],
            ["3", "-12 V", "-12 V \u2026 -15 V"],
        ],
        8,
    )
    s.heading("Included", 10, rule=True)
    s.bullets(
        [
            "PDA 20-V module with SM1 thread adapter",
            "Plug-in power supply 100 \u2026 240 V AC / \u00b112 V DC, 250 mA",
            "Test report with gain and offset of each switch position",
        ],
        8.5,
    )
    s.heading("Notes", 10, rule=True)
    s.para(
        "The module is not designed for single-supply operation: a +5 V USB supply or a "
        "single +12 V rail will not operate it. Operation in condensing humidity or vacuum "
        "is not specified. Do not exceed \u00b118 V at the supply pins.",
        8.5,
    )
    revision_table(s, [["02/2024", "2", "PDA 20-VX added"]], (110, 70, 319))
    return save(s, out / "pda20.pdf")


# ------------------------------------------------ photo IC (Japan)
def kp1227(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="KP-1227 series  Photo IC (Si photodiode + preamplifier)",
        header_right="Kanemori Photonics K.K.",
        footer_left="Cat. No. KPIC1041E02  Jul. 2024",
        footer_right="{page}",
        table_fill=(235, 235, 235),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "KP-1227 series specification")
    s.add_page()
    s.title_block(
        "KP-1227-01 / KP-1227-02",
        "Photo IC with Si photodiode and transimpedance amplifier",
        "",
        18,
    )
    s.heading("\u25a0 Features", 10)
    s.bullets(
        [
            "Photodiode and current-to-voltage amplifier in one package",
            "Two gain types: -01 (high speed) and -02 (high sensitivity)",
            "Single 5V supply",
            "Visible-cut filter type available on request",
        ],
        8.5,
    )
    s.heading("\u25a0 Absolute maximum ratings (Ta=25\u2103)", 10)
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 80, "C"),
            Col("Value", 149, "C"),
            Col("Unit", 80, "C"),
        ],
        [
            ["Supply voltage", "Vcc", "-0.5\uff5e+12", "V"],
            ["Output current", "Io", "5", "mA"],
            ["Power dissipation", "P", "100", "mW"],
            ["Operating temperature", "Topr", "-25\uff5e+85", "\u2103"],
            ["Storage temperature", "Tstg", "-40\uff5e+100", "\u2103"],
        ],
        8,
    )
    s.heading("\u25a0 Recommended operating conditions", 10)
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 80, "C"),
            Col("Value", 149, "C"),
            Col("Unit", 80, "C"),
        ],
        [
            ["Supply voltage", "Vcc", "4.5\uff5e5.5", "V"],
            ["Operating temperature", "Topr", "-20\uff5e+60", "\u2103"],
            ["Load resistance", "RL", "10 min.", "k\u03a9"],
        ],
        8,
    )
    s.heading(
        "\u25a0 Electrical and optical characteristics (Ta=25\u2103, Vcc=5V, RL=10k\u03a9)", 10
    )
    s.table(
        [
            Col("Parameter", 130),
            Col("Symbol", 55, "C"),
            Col("KP-1227-01\nMin. / Typ. / Max.", 127, "C"),
            Col("KP-1227-02\nMin. / Typ. / Max.", 127, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["Spectral response range", "\u03bb", "320 to 1100", "320 to 1100", "nm"],
            ["Peak sensitivity\nwavelength", "\u03bbp", "- / 960 / -", "- / 960 / -", "nm"],
            ["Current consumption", "Icc", "- / 2.0 / 3.0", "- / 2.5 / 3.5", "mA"],
            ["Dark output voltage", "Vd", "- / 5 / 20", "- / 10 / 40", "mV"],
            ["Maximum output\nvoltage", "Vomax", "3.8 / 4.0 / -", "3.8 / 4.0 / -", "V"],
            ["Cut-off frequency", "fc", "- / 100 / -", "- / 8 / -", "kHz"],
            ["Rise time", "tr", "- / 3.5 / -", "- / 45 / -", "\u03bcs"],
        ],
        8,
    )
    s.add_page()
    s.heading("\u25a0 Typical characteristics (reference only, not guaranteed)", 10)
    s.table(
        [
            Col("Item", 190),
            Col("Condition", 149),
            Col("-01 typ.", 60, "C"),
            Col("-02 typ.", 60, "C"),
            Col("Unit", 40, "C"),
        ],
        [
            ["Photosensitivity", "\u03bb=960nm", "0.45", "3.6", "V/\u03bcW"],
            ["Current consumption", "Vcc=3.3V", "1.6", "2.0", "mA"],
            ["Output noise voltage", "Dark, f=1kHz", "0.3", "2.1", "mV rms"],
        ],
        8,
    )
    s.heading("\u25a0 Pin connections", 10)
    s.table(
        [Col("Pin No.", 80, "C"), Col("Name", 100, "C"), Col("Function", 319)],
        [
            ["1", "Vcc", "Supply voltage"],
            ["2", "GND", "Ground"],
            ["3", "Vo", "Output voltage"],
        ],
        8,
    )
    s.heading("\u25a0 Precautions", 10)
    s.bullets(
        [
            "Do not apply a supply voltage outside the recommended range; operation at 3.3V is not guaranteed.",
            "Connect a 0.1\u03bcF capacitor between Vcc and GND close to the pins.",
            "Resistance to soldering heat: reflow 260\u2103 max., 10 s.",
            "Long-term stability under UV exposure is not specified.",
        ],
        8,
    )
    revision_table(s, [["2024-07-10", "E02", "KP-1227-02 added"]], (110, 70, 319))
    return save(s, out / "kp1227.pdf")


# ------------------------------------------------ I2C light-sensor module (China)
def gypd16(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="GY-PD16 Photodiode Amplifier + 16bit ADC Module  Manual V1.0",
        header_right="Hangzhou Guanyu Electronic Co., Ltd.",
        footer_left="guanyu-elec.example",
        footer_right="{page} / {nb}",
        table_fill=(210, 235, 210),
        accent=(0, 110, 60),
        grid=True,
    )
    s = Sheet(style, "GY-PD16 manual")
    s.add_page()
    s.title_block(
        "GY-PD16", "Photodiode Transimpedance Amplifier Module with 16-bit I2C ADC", "", 19
    )
    s.heading("1. Introduction", 10, rule=True)
    s.para(
        "GY-PD16 carries a BPW34-size silicon photodiode, a rail-to-rail op-amp in "
        "transimpedance mode (100k\u03a9, switchable to 1M\u03a9 by solder jumper J1) and a "
        "16-bit delta-sigma ADC with I2C output. The on-board 3.3V LDO allows VCC 3.3V to 5V; "
        "SDA/SCL have 4.7k\u03a9 pull-ups to VCC, so the I2C level equals VCC.",
        8.5,
    )
    c, t = FW_COLON, FW_TILDE
    s.heading("2. Parameters", 10, rule=True)
    s.lines(
        [
            f"Supply voltage{c}3.3V{t}5V DC",
            f"Working current{c}{LE}1mA (continuous conversion)",
            f"Interface{c}I2C, up to 400kHz",
            f"ADC resolution{c}16bit",
            f"Data rate{c}8{t}860SPS (programmable)",
            f"Analog output (pin AO){c}0{t}3.3V",
            f"Operating temperature{c}-40{t}85{FW_C}",
            f"Board size{c}20mm x 15mm",
        ],
        8.5,
    )
    s.heading("3. Pin Definition", 10, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Description", 379)],
        [
            ["1", "VCC", "3.3V-5V power input"],
            ["2", "GND", "Ground"],
            ["3", "SCL", "I2C clock"],
            ["4", "SDA", "I2C data"],
            ["5", "ADDR", "Address select (see table 4)"],
            ["6", "AO", "Transimpedance amplifier analog output"],
        ],
        8,
    )
    s.heading("4. I2C Address", 10, rule=True)
    s.table(
        [
            Col("ADDR pin", 160, "C"),
            Col("7-bit address", 170, "C"),
            Col("8-bit write / read", 169, "C"),
        ],
        [
            ["GND (default)", "0x48", "0x90 / 0x91"],
            ["VCC", "0x49", "0x92 / 0x93"],
            ["SDA", "0x4A", "0x94 / 0x95"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. Register List", 10, rule=True)
    s.table(
        [Col("Register", 80, "C"), Col("Name", 110), Col("Default", 80, "C"), Col("Note", 229)],
        [
            ["0x00", "CONVERSION", "0x0000", "16-bit result, read only"],
            ["0x01", "CONFIG", "0x8583", "PGA, data rate, mode"],
            ["0x02", "LO_THRESH", "0x8000", "Comparator low threshold"],
            ["0x03", "HI_THRESH", "0x7FFF", "Comparator high threshold"],
        ],
        8,
    )
    s.heading("6. Notes", 10, rule=True)
    s.bullets(
        [
            "The module can be used directly with 5V Arduino boards and 3.3V boards (ESP32, Raspberry Pi).",
            "Do not connect the AO pin to a load below 10k\u03a9.",
            "Outdoor use and waterproofing are not specified.",
            "Absolute maximum VCC is 6V; never connect 12V.",
        ],
        8.5,
    )
    s.heading("7. Package List", 10, rule=True)
    s.table(
        [Col("Item", 300), Col("Qty", 199, "C")],
        [
            ["GY-PD16 module", "1"],
            ["2.54mm 6-pin header", "1"],
        ],
        8,
    )
    revision_table(s, [["2024-05-20", "V1.0", "First release"]], (110, 70, 319))
    return save(s, out / "gypd16.pdf")
