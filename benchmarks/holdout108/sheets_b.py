"""Hold-out 108 datasheets, part 2: an I2S class-D amplifier IC, a dual motor driver
IC, a capacitive soil-moisture sensor module and a micro servo.

An Austin fabless audio data sheet (features beside applications, an output-power
table with one column per supply and rows per load and distortion, symbol-only
digital input rows, gain and SD_MODE decoy tables), a Japanese motor-driver IC data
sheet (bracketed headings with the ambient in the title, absolute maximum VM 15 V
beside the 13.5 V operating range, output current split into average / pulsed rows
without a repeated name, design-target rows), an Asturian / English soil-moisture
sensor sheet from Langreo (one column per supply voltage, ADC counts in a
calibration decoy, waterproofing only in the FAQ) and a Jinhua servo factory
product specification in plain English (core Helvetica, "4-n" item numbers, two
models times two test voltages as four columns, the absolute voltage range only
in a remark).
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


# ---------------------------------------------------- I2S class-D amp (Austin)
def pda3570(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="PEDERNALES AUDIO SEMICONDUCTOR",
        header_right="PDA3570  |  PRODUCTION DATA",
        footer_left="PDA3570 Rev. 2  -  Pedernales Audio Semiconductor, Inc., Austin, Texas",
        footer_right="\u2014 {page} \u2014",
        table_fill=None,
        accent=(170, 30, 40),
        grid=False,
    )
    s = Sheet(style, "PDA3570 mono class-D amplifier with I2S input")
    s.add_page()
    s.title_block(
        "PDA3570A / PDA3570T",
        "3.2 W Mono Class-D Amplifier with I\u00b2S / TDM Digital Input",
        "",
        20,
    )

    def left() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "Single-Supply Operation",
                "3.2 W into 4 " + OHM + " (10 % THD+N)",
                "No MCLK Required",
                "Sample Rates of 8 kHz to 96 kHz",
                "16, 24 or 32-Bit Data",
                "Five Pin-Selectable Gains",
                "92 % Efficiency (8 " + OHM + ")",
                "Filterless Class-D Outputs",
                "Click-and-Pop Suppression",
                "Short-Circuit and Thermal Protection",
                "9-Bump WLP and 16-Pin TQFN (3 mm x 3 mm)",
            ],
            8,
        )

    def right() -> None:
        s.heading("APPLICATIONS", 9.5)
        s.bullets(["Smart Speakers", "IoT Audio Nodes", "Toys and Notebook Audio"], 8)
        s.heading("DESCRIPTION", 9.5)
        s.para(
            "The PDA3570 is a digital pulse-code modulation (PCM) input class-D power "
            "amplifier. The PDA3570A accepts standard I\u00b2S and left-justified data; the "
            "PDA3570T also accepts 8-slot TDM data. The digital audio interface derives all "
            "clocks from BCLK, so no master clock is needed. The SD_MODE pin selects the "
            "left, right or (left + right)/2 channel and shuts the device down.",
            8,
        )

    s.side_by_side(left, right, 220)
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5)
    s.leaders(
        [
            ("VDD to GND", "-0.3 V to +6.0 V"),
            ("All other pins to GND", "-0.3 V to +6.0 V"),
            ("Continuous current in / out of OUTP, OUTN", PM + "1.9 A"),
            ("Operating Temperature Range", "-40 " + DEG + " to +85 " + DEG),
            ("Junction Temperature", "+150 " + DEG),
            ("Storage Temperature Range", "-65 " + DEG + " to +150 " + DEG),
        ],
        8,
    )
    s.para(
        "Stresses beyond those listed under Absolute Maximum Ratings may cause permanent "
        "damage to the device. These are stress ratings only.",
        7,
    )
    s.heading("OUTPUT POWER", 9.5)
    s.para("f = 1 kHz, GAIN = 12 dB, TA = +25 " + DEG + ", typical values.", 7.5)
    s.table(
        [
            Col("Load", 70, "C"),
            Col("THD+N", 70, "C"),
            Col("VDD = 5.0 V", 90, "C"),
            Col("VDD = 3.7 V", 90, "C"),
            Col("VDD = 3.3 V", 90, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["4 " + OHM, "10 %", "3.2", "1.7", "1.3", "W"],
            ["4 " + OHM, "1 %", "2.5", "1.4", "1.1", "W"],
            ["8 " + OHM, "10 %", "1.8", "0.93", "0.74", "W"],
            ["8 " + OHM, "1 %", "1.4", "0.77", "0.60", "W"],
        ],
        7.5,
    )
    s.heading("GAIN SELECTION", 9.5)
    s.table(
        [Col("GAIN pin connection", 250), Col("Gain (dB)", 249, "C")],
        [
            ["100 k" + OHM + " to GND", "15"],
            ["Connected to GND", "12"],
            ["Unconnected", "9"],
            ["Connected to VDD", "6"],
            ["100 k" + OHM + " to VDD", "3"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5)
    s.para(
        "(VDD = 5 V, GND = 0 V, GAIN = 9 dB, RL = 8 " + OHM + ", TA = +25 " + DEG + ", unless "
        "otherwise noted.)",
        7.5,
    )
    s.table(
        [
            Col("PARAMETER", 120),
            Col("SYMBOL", 50, "C"),
            Col("CONDITIONS", 149),
            Col("MIN", 40, "C"),
            Col("TYP", 40, "C"),
            Col("MAX", 40, "C"),
            Col("UNITS", 60, "C"),
        ],
        [
            ["Supply Voltage Range", "VDD", "Guaranteed by PSRR test", "2.5", "", "5.5", "V"],
            ["Quiescent Current", "IDD", "No load, no signal", "", "2.4", "3.5", "mA"],
            ["Shutdown Current", "ISHDN", "SD_MODE = 0 V", "", "0.6", "2", MU + "A"],
            ["Turn-On Time", "tON", "", "", "7", "10", "ms"],
            ["Efficiency", "\u03b7", "POUT = 1.4 W, RL = 8 " + OHM, "", "92", "", "%"],
            ["Output Offset Voltage", "VOS", "", "", PM + "2.5", "", "mV"],
            ["Sample Rate", "fS", "LRCLK", "8", "", "96", "kHz"],
            ["BCLK Frequency", "fBCLK", "", "0.256", "", "12.288", "MHz"],
            ["", "VIH", "BCLK, LRCLK, DIN", "1.3", "", "", "V"],
            ["", "VIL", "BCLK, LRCLK, DIN", "", "", "0.6", "V"],
            ["Input Leakage", "IIN", "", "-1", "", "+1", MU + "A"],
        ],
        7,
    )
    s.heading("SD_MODE CHANNEL SELECTION", 9.5)
    s.table(
        [Col("SD_MODE voltage", 200, "C"), Col("Selected channel", 299, "C")],
        [
            ["< 0.16 V", "Shutdown"],
            ["0.16 V to 0.77 V", "(Left + Right)/2"],
            ["0.77 V to 1.4 V", "Right"],
            ["> 1.4 V", "Left"],
        ],
        7.5,
    )
    s.heading("APPLICATIONS INFORMATION", 9.5)
    s.para(
        "Supply decoupling: place a 10 " + MU + "F and a 0.1 " + MU + "F capacitor close to "
        "VDD. The outputs are filterless and must not be connected to ground or to each "
        "other; drive the speaker between OUTP and OUTN only (bridge-tied load). For a "
        "1-cell Li-ion supply (3.0 V to 4.2 V) the output power drops as shown under "
        "OUTPUT POWER. Speaker loads below 3 " + OHM + " are not supported.",
        8,
    )
    revision_table(
        s,
        [["2/22", "1", "Initial release"], ["9/23", "2", "Added PDA3570T (TDM)"]],
        (80, 60, 359),
    )
    return save(s, out / "pda3570.pdf")


# ------------------------------------------------------- dual motor driver (Japan)
def tmd6621(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="TAMANO MOTION DEVICES",
        header_right="TMD6621FNG",
        footer_left="2023-09-05",
        footer_right="{page}",
        table_fill=(236, 236, 236),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "TMD6621FNG dual DC motor driver")
    s.add_page()
    s.title_block(
        "TMD6621FNG",
        "Driver IC for Dual DC Motor",
        "Silicon monolithic integrated circuit  -  MOSFET output H-bridge x 2  -  SSOP24",
        18,
    )
    s.para(
        "TMD6621FNG is a driver IC for DC motor with output transistor in LD MOS structure "
        "with low ON-resistance. Two input signals, IN1 and IN2, can choose one of four "
        "modes such as CW, CCW, short brake and stop mode.",
        8.5,
    )
    s.heading("[Features]", 10)
    s.bullets(
        [
            "Power supply voltage" + "\u2009: VM = 15 V (Max)",
            "Output current: IOUT = 1.2 A (ave) / 3.2 A (peak)",
            "Output low ON resistance: 0.5 " + OHM + " (upper + lower Typ. @ VM " + GE + " 5 V)",
            "Standby (power save) system",
            "CW / CCW / short brake / stop function modes",
            "Built-in thermal shutdown circuit and low voltage detecting circuit",
            "Small faced package (SSOP24: 0.65 mm lead pitch)",
        ],
        8.5,
    )
    s.heading("[Pin Assignment]", 10)
    s.table(
        [Col("No.", 60, "C"), Col("Name", 90, "C"), Col("Function", 349)],
        [
            ["1, 2", "AO1", "ch A output 1"],
            ["3, 4", "PGND1", "Power GND 1"],
            ["5, 6", "AO2", "ch A output 2"],
            ["7, 8", "BO2", "ch B output 2"],
            ["9, 10", "PGND2", "Power GND 2"],
            ["11, 12", "BO1", "ch B output 1"],
            ["13, 14, 24", "VM1 to VM3", "Motor supply (connect all)"],
            ["15, 23", "PWMB, PWMA", "PWM input, 200 k" + OHM + " pull-down"],
            [
                "16, 17 / 21, 22",
                "BIN2, BIN1 / AIN1, AIN2",
                "Control inputs, 200 k" + OHM + " pull-down",
            ],
            ["18", "GND", "Small signal GND"],
            ["19", "STBY", "L = standby, 200 k" + OHM + " pull-down"],
            ["20", "VCC", "Small signal supply"],
        ],
        7.5,
    )
    s.heading("[H-SW Control Function]", 10)
    s.table(
        [
            Col("IN1", 55, "C"),
            Col("IN2", 55, "C"),
            Col("PWM", 55, "C"),
            Col("STBY", 55, "C"),
            Col("OUT1", 60, "C"),
            Col("OUT2", 60, "C"),
            Col("Mode", 159, "C"),
        ],
        [
            ["H", "H", "H/L", "H", "L", "L", "Short brake"],
            ["L", "H", "H", "H", "L", "H", "CCW"],
            ["L", "H", "L", "H", "L", "L", "Short brake"],
            ["H", "L", "H", "H", "H", "L", "CW"],
            ["L", "L", "H", "H", "OFF (High impedance)", "<", "Stop"],
            ["H/L", "H/L", "H/L", "L", "OFF (High impedance)", "<", "Standby"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("[Absolute Maximum Ratings]  (Ta = 25 " + DEG + ")", 10)
    s.table(
        [
            Col("Characteristics", 130),
            Col("Symbol", 75, "C"),
            Col("Rating", 75, "C"),
            Col("Unit", 50, "C"),
            Col("Remarks", 169),
        ],
        [
            ["Supply voltage", "VM", "15", "V", ""],
            ["", "VCC", "6", "V", ""],
            ["Input voltage", "VIN", "-0.2 to 6", "V", "IN1, IN2, STBY, PWM pins"],
            ["Output voltage", "VOUT", "15", "V", "1ch, 2ch"],
            ["Output current", "IOUT", "1.2", "A", "Per 1 ch"],
            ["", "IOUT (peak)", "2", "A", "tw = 20 ms continuous pulse, duty " + LE + " 20 %"],
            ["", "", "3.2", "A", "tw = 10 ms single pulse"],
            ["Power dissipation", "PD", "0.78", "W", "IC only"],
            ["", "", "1.36", "W", "50 mm x 50 mm, t = 1.6 mm board"],
            ["Operating temperature", "Topr", "-20 to 85", DEG, ""],
            ["Storage temperature", "Tstg", "-55 to 150", DEG, ""],
        ],
        7.5,
    )
    s.heading("[Operating Range]  (Ta = -20 to 85 " + DEG + ")", 10)
    s.table(
        [
            Col("Characteristics", 120),
            Col("Symbol", 55, "C"),
            Col("Min", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 40, "C"),
            Col("Remarks", 149),
        ],
        [
            ["Supply voltage", "VCC", "2.7", "3", "5.5", "V", ""],
            ["", "VM", "2.5", "5", "13.5", "V", ""],
            ["Output current (H-SW)", "IOUT", "", "", "1.0", "A", "VM " + GE + " 4.5 V"],
            ["", "", "", "", "0.4", "A", "4.5 V > VM " + GE + " 2.5 V, without PWM"],
            ["Switching frequency", "fPWM", "", "", "100", "kHz", ""],
        ],
        7.5,
    )
    s.heading(
        "[Electrical Characteristics]  (unless otherwise specified, Ta = 25 "
        + DEG
        + ", VCC = 3 V, VM = 5 V)",
        9.5,
    )
    s.table(
        [
            Col("Characteristics", 105),
            Col("Symbol", 60, "C"),
            Col("Test condition", 135),
            Col("Min", 45, "C"),
            Col("Typ.", 40, "C"),
            Col("Max", 52, "C"),
            Col("Unit", 62, "C"),
        ],
        [
            ["Supply current", "ICC(3V)", "STBY = VCC = 3 V, VM = 5 V", "", "1.1", "1.8", "mA"],
            ["", "ICC(5.5V)", "STBY = VCC = 5.5 V, VM = 5 V", "", "1.5", "2.2", "mA"],
            ["", "ICC(STB)", "STBY = 0 V", "", "", "1", MU + "A"],
            ["", "IM(STB)", "STBY = 0 V", "", "", "1", MU + "A"],
            ["Control input\nvoltage", "VIH", "", "VCC x 0.7", "", "VCC + 0.2", "V"],
            ["", "VIL", "", "-0.2", "", "VCC x 0.3", "V"],
            ["Output ON\nresistance", "Ron(U+L)", "VM = 5 V, IO = 0.2 A", "", "0.5", "0.7", OHM],
            [
                "Thermal shutdown\noperating temperature",
                "TSD",
                "(Design target only)",
                "",
                "175",
                "",
                DEG,
            ],
            ["Low voltage\ndetecting voltage", "UVLD", "(Design target only)", "", "1.9", "", "V"],
        ],
        7,
    )
    s.heading("[Notes on Usage]", 10)
    s.bullets(
        [
            "The 3.2 A single-pulse value is not a continuous rating; the average current per "
            "channel must stay within IOUT.",
            "VCC and VM may be powered up in any order. Set STBY low while the supplies ramp.",
            "Connect the two channels in parallel only with the same control signals.",
        ],
        8,
    )
    return save(s, out / "tmd6621fng.pdf")


# ------------------------------------ capacitive soil moisture (Asturian / English)
def nlnhs2(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Taller Ll\u00e9tricu Nal\u00f3n S.L.  -  Llangr\u00e9u / Langreo",
        header_right="NLN-HS2  Fueya t\u00e9unica / Technical sheet",
        footer_left="Taller Ll\u00e9tricu Nal\u00f3n S.L.  -  NLN-HS2 v2.0",
        footer_right="P\u00e1xina {page} de {nb} / Page {page} of {nb}",
        table_fill=(226, 240, 214),
        accent=(50, 100, 30),
        grid=True,
    )
    s = Sheet(style, "NLN-HS2 capacitive soil moisture sensor")
    s.add_page()
    s.title_block(
        "NLN-HS2 v2.0",
        "Sensor capacitivu d'humed\u00e1 del suelu / Capacitive soil moisture sensor",
        "Salida anal\u00f3xica / analog output  -  ensin corrosi\u00f3n / corrosion-free",
        20,
    )
    s.para(
        "El NLN-HS2 mide la humed\u00e1 del suelu pola capacid\u00e1 ente dos pistes cubiertes, "
        "ensin metal espuestu. / The NLN-HS2 measures soil moisture through the capacitance "
        "between two covered tracks, with no exposed metal, so it does not corrode like "
        "resistive probes. An on-board 555-type oscillator and a rectifier turn the "
        "capacitance into a DC voltage on AOUT: wetter soil gives a lower voltage.",
        8.5,
    )
    s.heading("1. Datos principales / Key data", 10.5)
    s.table(
        [Col("Par\u00e1metru / Parameter", 250), Col("Valor / Value", 249, "C")],
        [
            ["Tensi\u00f3n d'alimentaci\u00f3n / Supply voltage", "3.3 ~ 5.5 V DC"],
            ["Interfaz / Interface", "anal\u00f3xica / analog (AOUT)"],
            ["Conector / Connector", "PH2.0-3P (GND, VCC, AOUT)"],
            ["Temperatura de funcionamientu /\nOperating temperature", "0 ~ +50 " + DEG],
            ["Midida / Size", "98 x 23 mm"],
        ],
        7.5,
    )
    s.heading("2. Carauter\u00edstiques ll\u00e9triques / Electrical characteristics", 10.5)
    s.para("Valores t\u00edpicos a 25 " + DEG + " / typical values at 25 " + DEG + ".", 7.5)
    s.table(
        [
            Col("Par\u00e1metru / Parameter", 190),
            Col("VCC = 3.3 V", 95, "C"),
            Col("VCC = 5.0 V", 95, "C"),
            Col("Unid\u00e1 / Unit", 119, "C"),
        ],
        [
            ["Corriente / Supply current", "4.5", "5.2", "mA"],
            ["AOUT n'aire secu /\nAOUT in dry air", "2.20", "2.95", "V"],
            ["AOUT n'agua /\nAOUT in water", "0.95", "1.35", "V"],
            ["Frecuencia d'oscilaci\u00f3n /\nOscillator frequency", "1.5", "1.5", "MHz"],
            ["Resistencia de salida /\nOutput resistance", "1", "1", "k" + OHM],
        ],
        7.5,
    )
    s.para(
        "AOUT dependa de VCC: calibra siempres col mesmu vol\u00e1xe. / AOUT depends on VCC: "
        "always calibrate at the supply voltage you use. Never apply more than 6 V to VCC.",
        8,
    )
    s.add_page()
    s.heading("3. Calibraci\u00f3n / Calibration", 10.5)
    s.para(
        "Exemplu con Arduino Uno (ADC de 10 bits, referencia 5 V) / Example with an Arduino "
        "Uno (10-bit ADC, 5 V reference):",
        8.5,
    )
    s.table(
        [
            Col("Estau / State", 200),
            Col("Llectura ADC / ADC reading", 150, "C"),
            Col("Humed\u00e1 / Moisture", 149, "C"),
        ],
        [
            ["Aire secu / dry air", "604", "0 %"],
            ["Suelu secu / dry soil", "520", "~20 %"],
            ["Suelu moy\u00e1u / moist soil", "400", "~60 %"],
            ["Agua / water", "276", "100 %"],
        ],
        7.5,
    )
    s.para(
        "Les llectures son de mou orientativu; camuden col suelu y la fondura. / Readings are "
        "a guide only; they change with soil type and insertion depth.",
        8,
    )
    s.heading("4. Conexi\u00f3n / Wiring", 10.5)
    s.table(
        [Col("Pin", 80, "C"), Col("Color / Colour", 120, "C"), Col("Funci\u00f3n / Function", 299)],
        [
            ["GND", "prieto / black", "tierra / ground"],
            ["VCC", "coloriu / red", "alimentaci\u00f3n / supply"],
            ["AOUT", "mariellu / yellow", "salida anal\u00f3xica / analog output"],
        ],
        7.5,
    )
    s.heading("5. Entrugues frecuentes / FAQ", 10.5)
    s.para(
        "\u00bfYe impermeable? / Is it waterproof?\n"
        "Namai hasta la llinia blanca. / Only up to the white line: the electronics at the top "
        "must stay dry. Seal the cut edges of the board with varnish for long-term use "
        "outdoors. No ingress protection rating is given.",
        8,
    )
    s.para(
        "\u00bfPuedo usalu con un ESP32? / Can I use it with an ESP32?\n"
        "S\u00ed. / Yes: power it from the 3.3 V pin; AOUT then stays below 2.2 V, inside the "
        "range of the ESP32 ADC with 11 dB attenuation.",
        8,
    )
    s.para(
        "\u00bfCu\u00e1ntu tarda? / How fast is the reading?\n"
        "AOUT settles about 1 s after power-up; then it follows the soil slowly.",
        8,
    )
    revision_table(
        s,
        [
            ["2022-04-03", "v1.2", "Primer diseu / first design"],
            ["2023-10-17", "v2.0", "Reguli\u00f3n quitada / regulator removed, AOUT ratiometric"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "nln-hs2.pdf")


# --------------------------------------------------------- micro servo (Jinhua)
def tf9g(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="JINHUA TENGFEI MODEL CO., LTD.",
        header_right="Spec. No. TF-SP-009  Rev. C",
        footer_left="TF-9G / TF-9MG Product Specification",
        footer_right="Sheet {page}/{nb}",
        table_fill=(225, 225, 225),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "TF-9G / TF-9MG micro servo specification")
    s.add_page()
    s.title_block(
        "TF-9G / TF-9MG",
        "Micro Servo - Product Specification",
        "TF-9G: nylon gear   TF-9MG: metal gear   Customer: standard   Approved: QA dept.",
        20,
    )
    s.heading("1. Apply environmental condition", 10)
    s.table(
        [Col("No.", 40, "C"), Col("Item", 200), Col("Specification", 259, "C")],
        [
            ["1-1", "Storage temperature range", "-20 " + DEG + " ~ 60 " + DEG],
            ["1-2", "Operating temperature range", "-10 " + DEG + " ~ 50 " + DEG],
            ["1-3", "Operating voltage range", "4.8 V ~ 6.0 V DC"],
            ["1-4", "Operating humidity range", "65 % RH " + PM + " 10 %"],
        ],
        7.5,
    )
    s.heading("2. Standard test environment", 10)
    s.para(
        "Temperature 25 " + DEG + " " + PM + " 5 " + DEG + ", humidity 65 % " + PM + " 10 %. "
        "Judgment tests are made at 4.8 V and 6.0 V with a stabilised power supply.",
        8.5,
    )
    s.heading("3. Mechanical specification", 10)
    s.table(
        [Col("No.", 40, "C"), Col("Item", 180), Col("TF-9G", 140, "C"), Col("TF-9MG", 139, "C")],
        [
            ["3-1", "Overall dimension", "22.8 x 12.2 x 28.5 mm", "22.8 x 12.2 x 28.5 mm"],
            ["3-2", "Weight", "9 g", "13.4 g"],
            ["3-3", "Gear type", "POM (nylon)", "metal"],
            ["3-4", "Limit angle", "190 " + PM + " 10 deg", "190 " + PM + " 10 deg"],
            ["3-5", "Connector wire length", "250 mm", "250 mm"],
            ["3-6", "Horn spline", "21 T", "21 T"],
        ],
        7.5,
    )
    s.heading("4. Electrical specification (function of the performance)", 10)
    s.table(
        [
            Col("No.", 35, "C"),
            Col("Item", 136),
            Col("TF-9G\n4.8 V", 74, "C"),
            Col("TF-9G\n6.0 V", 74, "C"),
            Col("TF-9MG\n4.8 V", 74, "C"),
            Col("TF-9MG\n6.0 V", 74, "C"),
            Col("Unit", 32, "C"),
        ],
        [
            ["4-1", "Operating speed (at no load)", "0.12", "0.10", "0.11", "0.09", "s/60\u00b0"],
            ["4-2", "Running current (at no load)", "100", "120", "120", "150", "mA"],
            ["4-3", "Stall torque (at locked)", "1.6", "1.8", "2.0", "2.5", "kg\u00b7cm"],
            ["4-4", "Stall current (at locked)", "650", "800", "700", "900", "mA"],
            ["4-5", "Idle current (at stopped)", "5", "6", "6", "7", "mA"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5. Control specification", 10)
    s.table(
        [Col("No.", 40, "C"), Col("Item", 200), Col("Specification", 259, "C")],
        [
            ["5-1", "Control system", "PWM (pulse width modification)"],
            ["5-2", "Pulse width range", "500 ~ 2400 " + MU + "s"],
            ["5-3", "Neutral position", "1500 " + MU + "s"],
            ["5-4", "Running degree", "180" + "\u00b0" + " (500 ~ 2400 " + MU + "s)"],
            ["5-5", "Dead band width", "7 " + MU + "s"],
            ["5-6", "Operating frequency", "50 Hz (20 ms frame)"],
            [
                "5-7",
                "Rotating direction",
                "counter-clockwise (1500 " + MU + "s to 2000 " + MU + "s)",
            ],
            ["5-8", "Control signal high level", "2.8 V min. (3.3 V / 5 V logic)"],
        ],
        7.5,
    )
    s.heading("6. Wire", 10)
    s.table(
        [Col("Colour", 120, "C"), Col("Function", 379)],
        [["Brown", "GND (-)"], ["Red", "Power (+)"], ["Orange", "Signal (PWM)"]],
        7.5,
    )
    s.heading("7. Remarks", 10)
    s.bullets(
        [
            "Absolute voltage range 4.2 V ~ 6.6 V. Outside this range the servo may be damaged "
            "and performance is not guaranteed.",
            "Do not hold the servo at the mechanical end stop for a long time; the stall "
            "current heats the motor and may destroy the gears (TF-9G).",
            "A 2S Li-Po pack must not be connected directly; use a 5 V or 6 V BEC.",
            "The servo is not waterproof or dustproof.",
        ],
        8.5,
    )
    s.heading("8. Test items after delivery", 10)
    s.table(
        [Col("No.", 40, "C"), Col("Test", 200), Col("Condition", 259)],
        [
            ["8-1", "Life test", "50 000 cycles, 4.8 V, no load, " + PM + "60" + "\u00b0"],
            ["8-2", "Drop test", "50 cm onto hardwood, 6 faces"],
            ["8-3", "Vibration test", "10 ~ 55 Hz, 1.5 mm, 2 h per axis"],
        ],
        7.5,
    )
    revision_table(
        s,
        [["2022.07", "B", "TF-9MG added"], ["2023.12", "C", "Idle current revised"]],
        (90, 60, 349),
    )
    return save(s, out / "tf-9g.pdf")
