"""Hold-out 50 datasheets, part 1: two microphone preamplifier ICs and two VU meter
LED driver ICs.

A US analog-house electret microphone preamplifier (features beside description,
condition sentence, unnamed per-VDD rows, dot-leader absolute maximum list), a
Japanese gain-version preamplifier specification (one column per version,
typ.-only table), a German dot/bar VU meter driver (one column per ordering
code, table continued on page 2) and a Chinese stereo VU meter driver manual
(key-value lines, FAQ).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"


# ------------------------------------------------ microphone preamp (US analog house)
def bwa4410(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="BRIGHTWATER ANALOG",
        header_right="BWA4410",
        footer_left="Rev. C  |  Brightwater Analog Corporation",
        footer_right="{page}",
        table_fill=(230, 236, 228),
        accent=(20, 90, 40),
    )
    s = Sheet(style, "BWA4410 microphone preamplifier")
    s.add_page()
    s.title_block("BWA4410", "Low-Noise Electret Microphone Preamplifier with AGC", "", 20)

    def left() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "Automatic gain control, 40 dB range",
                "Low-noise microphone bias: 2.0 V",
                "Pin-selectable gain: 40 dB, 50 dB, 60 dB",
                "Single 2.7 V to 5.5 V supply",
                "0.1 " + MU + "A shutdown mode",
                "10-lead 3 mm x 3 mm TDFN",
            ],
            8,
        )

    def right() -> None:
        s.heading("GENERAL DESCRIPTION", 9.5)
        s.para(
            "The BWA4410 is a microphone preamplifier for electret condenser capsules in "
            "voice-controlled IoT nodes, baby monitors and intercoms. An AGC loop keeps the "
            "output below a set threshold so that a following ADC is not overdriven. The "
            "output is biased at VDD/2 and swings rail to rail. Drive SHDN low to put the "
            "part into shutdown.",
            8,
        )

    s.side_by_side(left, right, 210)
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5)
    s.para(
        "VDD = 3.3 V, TA = +25" + DEG + ", GAIN = 50 dB, RL = 10 k" + OHM + ", unless "
        "otherwise noted.",
        8,
    )
    s.table(
        [
            Col("PARAMETER", 140),
            Col("SYMBOL", 50, "C"),
            Col("CONDITIONS", 130),
            Col("MIN", 42, "C"),
            Col("TYP", 42, "C"),
            Col("MAX", 42, "C"),
            Col("UNITS", 53, "C"),
        ],
        [
            ["Supply Voltage Range", "V_{DD}", "Guaranteed by PSRR test", "2.7", "", "5.5", "V"],
            ["Supply Current", "I_{DD}", "VDD = 3.3 V", "", "480", "750", MU + "A"],
            ["", "", "VDD = 5.0 V", "", "620", "950", MU + "A"],
            ["Shutdown Supply\nCurrent", "I_{SHDN}", "SHDN = GND", "", "0.1", "1", MU + "A"],
            [
                "Microphone Bias\nVoltage",
                "V_{MICBIAS}",
                "IBIAS = 0.5 mA",
                "1.85",
                "2.0",
                "2.15",
                "V",
            ],
            ["Input-Referred Noise", "", "A-weighted, 50 dB", "", "1.1", "", MU + "V RMS"],
            ["Output Voltage Swing", "", "THD+N = 1%", "", "1.3", "", "V RMS"],
            ["AGC Attack Time", "t_{ATT}", "CT = 470 nF", "", "1.1", "", "ms"],
            ["SHDN Input High\nVoltage", "V_{IH}", "", "1.4", "", "", "V"],
            ["SHDN Input Low\nVoltage", "V_{IL}", "", "", "", "0.4", "V"],
        ],
        7.5,
    )
    s.heading("ORDERING INFORMATION", 9.5)
    s.table(
        [Col("PART", 150), Col("TEMP RANGE", 150, "C"), Col("PIN-PACKAGE", 199)],
        [
            ["BWA4410ETB+", "-40" + DEG + " to +85" + DEG, "10 TDFN-EP"],
            ["BWA4410ETB+T", "-40" + DEG + " to +85" + DEG, "10 TDFN-EP, tape and reel"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5)
    s.leaders(
        [
            ("VDD to GND ", " -0.3 V to +6.0 V"),
            ("SHDN, GAIN, TH to GND ", " -0.3 V to (VDD + 0.3 V)"),
            ("MICIN to GND ", " -0.3 V to +2.5 V"),
            ("Continuous current into any pin ", " " + PM + "20 mA"),
            ("Operating temperature range ", " -40" + DEG + " to +85" + DEG),
            ("Storage temperature range ", " -65" + DEG + " to +150" + DEG),
        ],
        8,
    )
    s.para(
        "Stresses beyond those listed under Absolute Maximum Ratings may cause permanent "
        "damage to the device. The ESD rating of the BWA4410 has not been characterized.",
        8,
    )
    s.heading("GAIN SELECTION", 9.5)
    s.table(
        [Col("GAIN PIN", 160, "C"), Col("MAXIMUM GAIN (dB)", 160, "C"), Col("NOTE", 179)],
        [
            ["VDD", "40", ""],
            ["GND", "50", "default"],
            ["Unconnected", "60", ""],
        ],
        7.5,
    )
    s.heading("PIN DESCRIPTION", 9.5)
    s.table(
        [Col("PIN", 40, "C"), Col("NAME", 70), Col("FUNCTION", 389)],
        [
            ["1", "MICBIAS", "Microphone bias output, 2.0 V"],
            ["2", "MICIN", "Microphone input, AC-coupled"],
            ["3", "SHDN", "Active-low shutdown input"],
            ["4", "GAIN", "Gain select (three-level input)"],
            ["5", "TH", "AGC threshold set"],
            ["6", "OUT", "Amplifier output, biased at VDD/2"],
            ["7", "VDD", "Supply"],
            ["8", "GND", "Ground"],
        ],
        7.5,
    )
    s.heading("REVISION HISTORY", 9.5)
    revision_table(
        s,
        [["02/2023", "A", "Initial release"], ["11/2024", "C", "ESD note added"]],
        (80, 50, 369),
    )
    return save(s, out / "bwa4410.pdf")


# ------------------------------------------------ microphone preamp (JP specification)
def kmp2210(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Kawaguchi Onkyo Denshi Co., Ltd.",
        header_right="KMP2210 Product Specification  No. KOD-A-3317",
        footer_left="Specifications are subject to change without notice.",
        footer_right="{page}/{nb}",
        table_fill=None,
    )
    s = Sheet(style, "KMP2210 microphone amplifier")
    s.add_page()
    s.title_block("KMP2210", "Fixed-Gain Microphone Pre-Amplifier IC", "", 18)
    s.heading("1. Outline", 10)
    s.para(
        "KMP2210 is a low-voltage single-ended microphone amplifier with built-in bias "
        "resistor for 2-terminal electret microphones. Two gain versions are available: "
        "KMP2210-A (20 dB) and KMP2210-B (40 dB).",
        8.5,
    )
    s.heading("2. Absolute maximum ratings (Ta = 25 ℃)", 10)
    s.table(
        [Col("Item", 180), Col("Symbol", 70, "C"), Col("Rating", 130, "C"), Col("Unit", 119, "C")],
        [
            ["Supply voltage", "V_{+}", "6.5", "V"],
            ["Input voltage", "V_{IN}", "-0.3～V_{+}+0.3", "V"],
            ["Power dissipation", "P_{D}", "200", "mW"],
            ["Operating temperature", "T_{opr}", "-40～+85", FW_C],
            ["Storage temperature", "T_{stg}", "-50～+125", FW_C],
        ],
        8,
    )
    s.heading("3. Recommended operating conditions", 10)
    s.table(
        [
            Col("Item", 180),
            Col("Symbol", 70, "C"),
            Col("Specification", 130, "C"),
            Col("Unit", 119, "C"),
        ],
        [
            ["Supply voltage", "V_{+}", "2.0～5.5", "V"],
            ["Operating temperature", "T_{opr}", "-30～+75", FW_C],
        ],
        8,
    )
    s.heading("4. Electrical characteristics", 10)
    s.para("(V+ = 3.0 V, Ta = 25 ℃, f = 1 kHz, RL = 10 kΩ)", 8)
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 55, "C"),
            Col("KMP2210-A\nMin. / Typ. / Max.", 147, "C"),
            Col("KMP2210-B\nMin. / Typ. / Max.", 147, "C"),
        ],
        [
            [
                "Operating current",
                "I_{CC}",
                "- / 180 / 300 " + MU + "A",
                "- / 240 / 400 " + MU + "A",
            ],
            ["Voltage gain", "G_{V}", "18.5 / 20 / 21.5 dB", "38.5 / 40 / 41.5 dB"],
            ["Maximum output\nvoltage", "V_{OM}", "0.5 / 0.7 / - Vrms", "0.5 / 0.7 / - Vrms"],
            [
                "Equivalent input\nnoise voltage",
                "V_{NI}",
                "- / 3.0 / 6.0 " + MU + "Vrms",
                "- / 1.8 / 4.0 " + MU + "Vrms",
            ],
            ["Total harmonic distortion", "THD", "- / 0.05 / 0.5 %", "- / 0.1 / 0.5 %"],
            ["Microphone bias\nresistance", "R_{B}", "1.7 / 2.2 / 2.7 kΩ", "1.7 / 2.2 / 2.7 kΩ"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. Reference data (typ.)", 10)
    s.para("The values below are typical and are given for reference only.", 8)
    s.table(
        [Col("Item", 220), Col("Condition", 150), Col("Typ.", 60, "C"), Col("Unit", 69, "C")],
        [
            ["Operating current", "V+ = 5.0 V, KMP2210-A", "210", MU + "A"],
            ["Operating current", "V+ = 5.0 V, KMP2210-B", "280", MU + "A"],
            ["Frequency response (-3 dB)", "KMP2210-B", "20～22000", "Hz"],
            ["Power supply rejection ratio", "f = 217 Hz", "55", "dB"],
            ["Maximum output voltage", "V+ = 2.0 V", "0.4", "Vrms"],
        ],
        8,
    )
    s.heading("6. Terminal assignment", 10)
    s.table(
        [Col("No.", 50, "C"), Col("Name", 80), Col("Function", 369)],
        [
            ["1", "V+", "Power supply"],
            ["2", "GND", "Ground"],
            ["3", "MIC", "Microphone input (bias through RB)"],
            ["4", "OUT", "Output"],
            ["5", "NC", "No connection"],
        ],
        8,
    )
    s.heading("7. Package and marking", 10)
    s.table(
        [
            Col("Version", 120),
            Col("Gain", 80, "C"),
            Col("Package", 150, "C"),
            Col("Marking", 149, "C"),
        ],
        [
            ["KMP2210-A", "20 dB", "SOT-23-5", "M2A"],
            ["KMP2210-B", "40 dB", "SOT-23-5", "M2B"],
        ],
        8,
    )
    s.heading("8. Notes", 10)
    s.bullets(
        [
            "The output is DC-biased at V+/2; use a coupling capacitor.",
            "Moisture sensitivity level (MSL) is not specified in this document.",
        ],
        8,
    )
    return save(s, out / "kmp2210.pdf")


# ------------------------------------------------ VU meter LED driver (German data sheet)
def rm3916(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="Rheintal Mikroelektronik GmbH",
        header_right="RM3916 / RM3916I  Datenblatt / Data Sheet",
        footer_left="2024-06-03  Ausgabe 2",
        footer_right="Seite {page} von {nb}",
        table_fill=(235, 235, 235),
        accent=(120, 0, 0),
    )
    s = Sheet(style, "RM3916 VU meter driver")
    s.add_page()
    s.title_block("RM3916", "10-Output Dot/Bar VU Meter LED Driver, 3 dB/Step", "", 18)
    s.para(
        "The RM3916 senses an analog audio level and drives ten LEDs in a logarithmic 3 dB "
        "per step scale (-27 dB to +3 dB), as a bar or as a moving dot. LED current is "
        "regulated and set by one resistor; no current-limiting resistors are required. The "
        "signal input withstands " + PM + "35 V and needs no rectifier.",
        8.5,
    )
    s.heading("Ordering information", 10)
    s.table(
        [Col("Type", 120), Col("Ordering code", 140), Col("Package", 239)],
        [
            ["RM3916", "Q67000-V3916", "P-DIP-18"],
            ["RM3916I", "Q67000-V3917", "P-DSO-20, industrial temperature"],
        ],
        8,
    )
    s.heading("Limit values", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Limit values", 140, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Supply voltage", "V_{S}", "25", "V"],
            ["Voltage on LED outputs", "V_{LED}", "V_{S}", "V"],
            ["Signal input voltage", "V_{IN}", PM + "35", "V"],
            ["Divider reference voltage", "V_{RHI}", "-0.3 … V_{S}", "V"],
            ["Junction temperature", "T_{j}", "125", DEG],
            ["Storage temperature", "T_{stg}", "-55 … 150", DEG],
        ],
        8,
    )
    s.heading("Table 1  Operating range and characteristics", 10)
    s.para("T_amb = 25 °C, VS = 12 V, unless otherwise specified", 8)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 55, "C"),
            Col("RM3916", 100, "C"),
            Col("RM3916I", 100, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Supply voltage range", "V_{S}", "3 … 25", "3 … 25", "V"],
            ["Ambient temperature", "T_{amb}", "0 … 70", "-40 … 85", DEG],
            ["Supply current\n(LEDs off)", "I_{S}", "2.4 (max. 4.2)", "2.6 (max. 4.6)", "mA"],
            ["LED current, programmable", "I_{LED}", "1 … 30", "1 … 30", "mA"],
            ["Reference output voltage", "V_{REF}", "1.28", "1.28", "V"],
        ],
        8,
    )
    s.add_page()
    s.heading("Table 1  Operating range and characteristics (continued)", 10)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 55, "C"),
            Col("RM3916", 100, "C"),
            Col("RM3916I", 100, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            [
                "Supply current\n(LEDs off), VS = 20 V",
                "I_{S}",
                "3.1 (max. 6.1)",
                "3.3 (max. 6.5)",
                "mA",
            ],
            ["LED current matching", "", PM + "4", PM + "4", "%"],
            ["LED output saturation\nvoltage", "V_{SAT}", "max. 0.4", "max. 0.4", "V"],
            ["Input bias current", "I_{B}", "25 (max. 100)", "25 (max. 100)", "nA"],
            ["MODE input, bar mode", "", "> V_{S} - 0.2", "> V_{S} - 0.2", "V"],
        ],
        8,
    )
    s.para(
        "Note: LED current ILED = 10 x 1.28 V / RREF. At ILED = 20 mA and 10 LEDs in bar mode "
        "the package dissipation must be checked.",
        8,
    )
    s.heading("Threshold table", 10)
    s.table(
        [
            Col("Output", 80, "C"),
            Col("dB", 80, "C"),
            Col("Threshold at VRHI = 1.28 V (mV)", 339, "C"),
        ],
        [
            ["L1", "-27", "57"],
            ["L5", "-15", "227"],
            ["L9", "0", "1280"],
            ["L10", "+3", "1807"],
        ],
        8,
    )
    s.heading("Pin configuration", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Symbol", 70), Col("Function", 379)],
        [
            ["1", "L1", "LED output 1 (lowest)"],
            ["2", "V-", "Ground"],
            ["3", "V+", "Supply"],
            ["5", "SIG", "Signal input"],
            ["7", "REF OUT", "1.28 V reference output"],
            ["9", "MODE", "Dot/bar select"],
        ],
        8,
    )
    s.para(
        "Dimensions of the P-DIP-18 package: see package information. ESD data: not specified.", 8
    )
    return save(s, out / "rm3916.pdf")


# ------------------------------------------------ VU meter LED driver (Chinese manual)
def xh8405(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Shenzhen Xinghe Microelectronics Co., Ltd.",
        header_right="XH8405 User Manual V1.3",
        footer_left="www.xinghe-micro.example",
        footer_right="- {page} -",
        table_fill=(250, 235, 215),
    )
    s = Sheet(style, "XH8405 stereo VU meter driver")
    s.add_page()
    s.title_block("XH8405", "Stereo 2 x 5 LED VU Level Indicator Driver IC  User Manual", "", 16)
    s.heading("1. Product Overview", 10)
    s.para(
        "XH8405 is a stereo audio level indicator driver. Each channel lights 5 LEDs "
        "(-10 / -5 / 0 / +3 / +6 dB). Constant-current outputs drive LEDs directly. "
        "Suitable for DIY amplifiers, speakers and smart-home audio panels.",
        8.5,
    )
    s.heading("2. Main Parameters", 10)
    s.lines(
        [
            "Working voltage" + FWC + "DC 3.5V" + FWT + "12V",
            "Quiescent current" + FWC + "≤3mA (no LED lit, VCC=9V)",
            "Output current per LED" + FWC + "15mA (constant current)",
            "Input sensitivity (0 dB)" + FWC + "300mVrms",
            "Input impedance" + FWC + "20kΩ",
            "Working temperature" + FWC + "-20" + FWT + "+70" + FW_C,
            "Package" + FWC + "SOP-16",
        ],
        8.5,
    )
    s.heading("3. Electrical Characteristics", 10)
    s.para("Conditions" + FWC + "TA = 25" + FW_C + ", VCC = 9V, unless otherwise noted", 8)
    s.table(
        [
            Col("Parameter", 160),
            Col("Symbol", 55, "C"),
            Col("Conditions", 110),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Supply voltage", "VCC", "", "3.5", "", "12", "V"],
            ["Quiescent current", "IQ", "VCC=9V", "", "1.8", "3.0", "mA"],
            ["", "", "VCC=5V", "", "1.2", "2.0", "mA"],
            ["LED output current", "IO", "VOUT=2V", "12", "15", "18", "mA"],
            ["Output channel\nmatching", "", "", "", "", "±10", "%"],
        ],
        8,
    )
    s.add_page()
    s.heading("3. Electrical Characteristics (continued)", 10)
    s.table(
        [
            Col("Parameter", 160),
            Col("Symbol", 55, "C"),
            Col("Conditions", 110),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Input signal range", "VIN", "AC coupled", "", "", "2.0", "Vrms"],
            ["Threshold accuracy", "", "", "", "±1", "", "dB"],
            ["Attack / release time", "", "C=1uF", "", "10 / 300", "", "ms"],
        ],
        8,
    )
    s.heading("4. Absolute Maximum Ratings", 10)
    s.table(
        [Col("Parameter", 220), Col("Value", 150, "C"), Col("Unit", 129, "C")],
        [
            ["Supply voltage VCC", "15", "V"],
            ["Input voltage", "-0.3" + FWT + "VCC+0.3", "V"],
            ["Storage temperature", "-40" + FWT + "+125", FW_C],
        ],
        8,
    )
    s.heading("5. Pin Description", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70), Col("Description", 379)],
        [
            ["1", "VCC", "Power input 3.5~12V"],
            ["2", "INL", "Left audio input (AC coupled)"],
            ["3", "INR", "Right audio input (AC coupled)"],
            ["4", "GND", "Ground"],
            ["5-9", "L1-L5", "Left LED outputs"],
            ["10-14", "R1-R5", "Right LED outputs"],
        ],
        8,
    )
    s.heading("6. FAQ", 10)
    s.lines(
        [
            "Q" + FWC + "Can XH8405 be powered from a 5V USB port?",
            "A"
            + FWC
            + "Yes, 5V is within 3.5V"
            + FWT
            + "12V. Blue/white LEDs (Vf>3V) will be dim at 5V.",
            "Q" + FWC + "Can I connect speaker output directly?",
            "A" + FWC + "Only if it is below 2.0Vrms; use a divider for power amplifiers.",
            "Q" + FWC + "Does XH8405 have an I2C or serial interface?",
            "A" + FWC + "No. It is a pure analog level indicator.",
        ],
        8,
    )
    return save(s, out / "xh8405.pdf")
