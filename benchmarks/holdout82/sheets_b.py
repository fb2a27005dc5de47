"""Hold-out 82 datasheets, part 2: a 6 V micro servo, a PIR motion module, a 0-25 V
voltage sensor module and a GNSS receiver module.

A Zhejiang servo factory specification ("n-m" numbered items, one column per
version and voltage under group heads, operating voltage per version in the
environment list), a Kazakh maker-shop product page (headless quick-spec card with
two versions in one cell, an adjustment table, limits only in a warning box and
troubleshooting notes), an Afrikaans / English module sheet (comma decimals in the
Afrikaans text, ranges per ADC reference in an unnamed second row, a calibration
table) and a Shanghai GNSS module hardware design manual ("Table n:" captions,
recommended vs absolute supply, current per constellation mode, NMEA and pin
tables).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FWT = "\uff5e"
LE = "\u2264"
GE = "\u2265"
DEGREE = "\u00b0"


# ------------------------------------------------------------ micro servo (Zhejiang)
def fys09(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="TAIZHOU FEIYANG MODEL TECHNOLOGY CO., LTD.",
        header_right="SERVO SPECIFICATION",
        footer_left="Doc. No. FY-S09-SP-03",
        footer_right="P-{page}",
        table_fill=(245, 215, 215),
        accent=(160, 0, 0),
        grid=True,
    )
    s = Sheet(style, "FY-S09 micro servo specification")
    s.add_page()
    s.title_block(
        "FY-S09 / FY-S09MG",
        "9 g Class Micro Servo  -  Nylon Gear (FY-S09) / Metal Gear (FY-S09MG)",
        "",
        19,
    )
    s.heading("1. Apply Environmental Condition", 10)
    s.table(
        [Col("No.", 40, "C"), Col("Item", 200), Col("Specification", 259)],
        [
            ["1-1", "Storage Temperature Range", "-20" + DEG + " ~ 60" + DEG],
            ["1-2", "Operating Temperature Range", "-10" + DEG + " ~ 50" + DEG],
            ["1-3", "Operating Voltage Range", "FY-S09: 4.8 V ~ 6.0 V"],
            ["", "", "FY-S09MG: 4.8 V ~ 6.6 V"],
            ["1-4", "Operating Humidity Range", "65 % " + PM + " 10 %"],
        ],
        8,
    )
    s.heading("2. Standard Test Environment", 10)
    s.para(
        "Temperature 25"
        + DEG
        + " "
        + PM
        + " 5"
        + DEG
        + ", relative humidity 65 % "
        + PM
        + " 10 %. Measurements with the horn removed unless stated.",
        8,
    )
    s.heading("3. Mechanical Specification", 10)
    s.table(
        [Col("No.", 40, "C"), Col("Item", 200), Col("FY-S09", 129, "C"), Col("FY-S09MG", 130, "C")],
        [
            ["3-1", "Dimensions", "22.8 x 12.2 x 28.5 mm", "22.8 x 12.2 x 28.5 mm"],
            ["3-2", "Weight", "9.0 g", "13.4 g"],
            ["3-3", "Gear Material", "POM (nylon)", "Metal"],
            ["3-4", "Connector Wire Length", "250 mm", "250 mm"],
            ["3-5", "Bearing", "None", "1 x ball bearing"],
        ],
        8,
    )
    s.heading("4. Electrical Specification (Function of the Performance)", 10)
    s.table(
        [
            Col("No.", 40, "C"),
            Col("Item", 175),
            Col("4.8 V", 71, "C"),
            Col("6.0 V", 71, "C"),
            Col("4.8 V", 71, "C"),
            Col("6.0 V", 71, "C"),
        ],
        [
            [
                "4-1",
                "Operating Speed (at no load)",
                "0.12 s/60" + DEGREE,
                "0.10 s/60" + DEGREE,
                "0.11 s/60" + DEGREE,
                "0.09 s/60" + DEGREE,
            ],
            ["4-2", "Running Current (at no load)", "150 mA", "190 mA", "170 mA", "220 mA"],
            ["4-3", "Stall Torque (at locked)", "1.6 kg-cm", "1.9 kg-cm", "2.0 kg-cm", "2.4 kg-cm"],
            ["4-4", "Stall Current (at locked)", "650 mA", "800 mA", "750 mA", "950 mA"],
            ["4-5", "Idle Current (at stopped)", "6 mA", "8 mA", "6 mA", "8 mA"],
        ],
        8,
        head_rows=[["", "", "FY-S09", "<", "FY-S09MG", "<"]],
    )
    s.add_page()
    s.heading("5. Control Specification", 10)
    s.table(
        [Col("No.", 40, "C"), Col("Item", 200), Col("Specification", 259)],
        [
            ["5-1", "Control System", "Change the pulse width (PWM)"],
            ["5-2", "Amplifier Type", "Digital controller"],
            [
                "5-3",
                "Operating Travel",
                "180" + DEGREE + " " + PM + " 10" + DEGREE + " (500 ~ 2500 " + MU + "s)",
            ],
            ["5-4", "Neutral Position", "1500 " + MU + "s"],
            ["5-5", "Dead Band Width", "5 " + MU + "s"],
            ["5-6", "Pulse Period", "20 ms (50 Hz)"],
            [
                "5-7",
                "Rotating Direction",
                "Counter clockwise (1500 " + MU + "s " + "\u2192" + " 2500 " + MU + "s)",
            ],
            ["5-8", "Control Signal Amplitude", "3.0 V ~ 5.0 V (pulse high level)"],
        ],
        8,
    )
    s.heading("6. Wiring", 10)
    s.table(
        [Col("Wire Colour", 120, "C"), Col("Function", 379)],
        [
            ["Brown", "Ground (-)"],
            ["Red", "Power (+)"],
            ["Orange", "Signal (PWM)"],
        ],
        8,
    )
    s.heading("7. Notes for Use", 10)
    s.bullets(
        [
            "Do not apply a voltage above the operating voltage range of item 1-3: the FY-S09 "
            "control board is damaged above 6.0 V. A 2S LiPo (7.4 V) must be regulated.",
            "Power the servo from a supply that can deliver the stall current of item 4-4; "
            "do not feed it from the 5 V pin of a microcontroller board.",
            "Do not hold the servo against an end stop for more than 5 s.",
            "There is no reverse-polarity protection: swapping the red and brown wires destroys "
            "the control board.",
        ],
        8.5,
    )
    s.heading("8. Life Test", 10)
    s.para(
        "Condition: 6.0 V, 60"
        + DEGREE
        + " swing at 0.5 Hz, no load, 25"
        + DEG
        + ". Reference only; results depend on use.",
        8,
    )
    revision_table(
        s,
        [
            ["2022-11-02", "01", "First issue"],
            ["2023-08-18", "02", "Add FY-S09MG"],
            ["2024-01-05", "03", "Control signal amplitude added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "fy-s09.pdf")


# ------------------------------------------------------ PIR motion module (Kazakhstan)
def pir36(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Steppe Robotics LLP  -  Almaty",
        header_right="steppe-robotics.example.kz/pir36",
        footer_left="Art. SR-PIR36 2 400 KZT  /  SR-PIR36L 2 650 KZT",
        footer_right="{page} of {nb}",
        table_fill=(225, 215, 240),
        accent=(90, 40, 130),
        grid=False,
    )
    s = Sheet(style, "SR-PIR36 PIR motion sensor module")
    s.add_page()
    s.title_block(
        "SR-PIR36 / SR-PIR36L",
        "PIR motion sensor module with adjustable delay and sensitivity",
        "Pyroelectric sensor + Fresnel dome lens + BISS-type controller on a 32 x 24 mm board",
        18,
    )
    s.heading("Quick specs", 10.5, rule=True)
    s.table(
        [Col("", 150), Col("", 349)],
        [
            ["Input voltage", "4.5 - 20 V DC (SR-PIR36)  |  2.7 - 3.6 V DC (SR-PIR36L)"],
            ["Standby current", "< 55 " + MU + "A (SR-PIR36)  |  < 20 " + MU + "A (SR-PIR36L)"],
            ["Output", "digital push-pull, HIGH = 3.3 V, LOW = 0 V"],
            ["Output current", "up to 10 mA"],
            ["Detection range", "3 - 7 m (SENS trimmer)"],
            ["Detection angle", "< 110" + DEGREE + " cone"],
            ["Working temperature", "-15 ... +70 " + DEG],
        ],
        8.5,
        show_head=False,
    )
    s.para(
        "The SR-PIR36 has a 3.3 V regulator on board. The SR-PIR36L skips it (solder bridge "
        "J3 closed), so the controller runs straight from VIN.",
        8.5,
    )
    s.heading("Adjustments", 10.5, rule=True)
    s.table(
        [
            Col("Setting", 110),
            Col("Range", 120, "C"),
            Col("Factory setting", 90, "C"),
            Col("How", 179),
        ],
        [
            ["Hold time (Tx)", "0.5 s - 300 s", "about 5 s", "TIME trimmer, clockwise = longer"],
            ["Sensitivity", "3 - 7 m", "7 m", "SENS trimmer, clockwise = farther"],
            ["Trigger mode", "L / H", "H", "L = single trigger, H = retrigger"],
            ["Block time", "2.5 s (fixed)", "-", "no new trigger after OUT falls"],
        ],
        8,
    )
    s.heading("Timing", 10.5, rule=True)
    s.table(
        [Col("Event", 250), Col("Typ.", 120, "C"), Col("Note", 129)],
        [
            ["Start-up (initialisation) after power-on", "60 s", "OUT may toggle"],
            ["Output rise after motion", "< 0.5 s", ""],
            ["Block time", "2.5 s", "fixed"],
        ],
        8,
    )
    s.add_page()
    s.heading("Pins and jumpers", 10.5, rule=True)
    s.table(
        [Col("Name", 80, "C"), Col("What it is", 419)],
        [
            ["VIN", "Supply input (see Quick specs for the version)"],
            ["OUT", "Motion output, 3.3 V logic"],
            ["GND", "Ground"],
            ["J1 L / H", "Trigger mode jumper"],
            ["J3", "Regulator bypass (closed on SR-PIR36L only)"],
            ["RL / RT", "Pads for a light-dependent resistor and a thermistor (not fitted)"],
        ],
        8,
    )
    s.heading("Warning", 10.5, rule=True)
    s.para(
        "Never apply more than 24 V to VIN of the SR-PIR36, or more than 4.0 V to VIN of "
        "the SR-PIR36L. The L version has no regulator and no reverse-polarity diode.",
        9,
        bold=True,
    )
    s.heading("Troubleshooting", 10.5, rule=True)
    s.para(
        "OUT goes high by itself right after power-up. - Normal: wait for the start-up time "
        "in the Timing table before reading the output.",
        8.5,
    )
    s.para(
        "It triggers when the heating turns on. - Warm air moving across the lens looks like "
        "a person. Turn SENS back or move the module away from vents.",
        8.5,
    )
    s.para(
        "Can OUT switch a relay coil? - Not directly: 10 mA is not enough for most coils. "
        "Use a transistor or a relay module with its own driver.",
        8.5,
    )
    s.para(
        "Will it see through glass? - No. Glass blocks the infrared the sensor looks for.",
        8.5,
    )
    revision_table(
        s,
        [
            ["2023-10-02", "1", "Listing"],
            ["2024-01-11", "2", "Added SR-PIR36L"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "sr-pir36.pdf")


# --------------------------------------- voltage sensor module (Afrikaans / English)
def vs25(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Bosveld Elektronika (Edms) Bpk  -  Polokwane",
        header_right="BVE-VS25  Datablad / Data sheet",
        footer_left="BVE-VS25 uitgawe / issue 4",
        footer_right="Bladsy {page} van {nb} / Page {page} of {nb}",
        table_fill=(235, 225, 205),
        accent=(110, 70, 20),
        grid=False,
    )
    s = Sheet(style, "BVE-VS25 voltage sensor module")
    s.add_page()
    s.title_block(
        "BVE-VS25",
        "Spanningsensormodule 0 - 25 V GS / Voltage sensor module 0 - 25 V DC",
        "",
        19,
    )
    s.heading("1  Beskrywing / Description", 10)
    s.para(
        "Die BVE-VS25 is 'n weerstandspanningsdeler van 30 k"
        + OHM
        + " en 7,5 k"
        + OHM
        + " wat 'n gelykspanning deur vyf deel sodat 'n mikrobeheerder dit kan meet.",
        8.5,
    )
    s.para(
        "The BVE-VS25 is a 30 k" + OHM + " / 7.5 k" + OHM + " resistor divider that divides "
        "a DC voltage by five so that a microcontroller ADC can read it. It needs no supply: "
        "the + pin of the 3-pin header is not connected. The input ground, the - pin and the "
        "ADC ground are one net.",
        8.5,
    )
    s.heading("2  Spesifikasies / Specifications", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Toestand / Condition", 140),
            Col("Waarde / Value", 100, "C"),
            Col("Eenheid", 59, "C"),
        ],
        [
            [
                "Meetbereik (inset) /\nMeasuring range (input)",
                "ADC-verwysing 5 V /\nADC reference 5 V",
                "0 ... 25",
                "V",
            ],
            ["", "ADC reference 3.3 V", "0 ... 16.5", "V"],
            [
                "Deelverhouding /\nDivision ratio",
                "",
                "5 : 1",
                "",
            ],
            [
                "Uitsetspanning (S-pen) /\nOutput voltage (S pin)",
                "ADC reference 5 V",
                "0 ... 5",
                "V",
            ],
            [
                "Resolusie /\nResolution",
                "10-bis ADC, 5 V /\n10-bit ADC, 5 V",
                "24.4",
                "mV",
            ],
            [
                "Insetweerstand /\nInput resistance",
                "",
                "37.5",
                "k" + OHM,
            ],
            [
                "Maksimum toelaatbare inset /\nMaximum permissible input",
                "kortstondig / momentary",
                "30",
                "V",
            ],
            [
                "Bedryfstemperatuur /\nOperating temperature",
                "",
                "-20 ... +70",
                DEG,
            ],
        ],
        8,
    )
    s.para(
        "Weerstande 1 % / Resistors 1 %. Vir akkurate lesings bly onder 25 V. For accurate "
        "readings stay below 25 V; above the measuring range the S pin exceeds the ADC "
        "reference.",
        7.5,
    )
    s.add_page()
    s.heading("3  Kalibrasietabel / Calibration table (5 V, 10-bit)", 10)
    s.table(
        [
            Col("Inset / Input", 125, "C"),
            Col("S-pen / S pin", 125, "C"),
            Col("ADC-telling / ADC count", 125, "C"),
            Col("Omgerekende / Computed", 124, "C"),
        ],
        [
            ["5.00 V", "1.00 V", "205", "5.01 V"],
            ["12.00 V", "2.40 V", "491", "12.00 V"],
            ["20.00 V", "4.00 V", "818", "19.99 V"],
            ["25.00 V", "5.00 V", "1023", "25.00 V"],
        ],
        8,
    )
    s.para(
        "Formule / Formula: VIN = VS x (30 + 7.5) / 7.5 = 5 x VS.",
        8.5,
    )
    s.heading("4  Penne / Pins", 10)
    s.table(
        [Col("Pen / Pin", 90, "C"), Col("Funksie / Function", 409)],
        [
            ["VCC (klem / terminal)", "Spanning om te meet / voltage to be measured, +"],
            ["GND (klem / terminal)", "Spanning om te meet / voltage to be measured, -"],
            ["S", "Na ADC-inset / to ADC input"],
            ["+", "Nie gekoppel nie / not connected"],
            ["-", "Grond / ground"],
        ],
        8,
    )
    s.heading("5  Vrae / Questions", 10)
    s.para(
        "V: Kan ek WS meet? Q: Can I measure AC? A: Nee / No - DC only. The divider has no "
        "rectifier, and a negative voltage on S damages most ADC inputs.",
        8.5,
    )
    s.para(
        "V: Is die inset geisoleer? Q: Is the input isolated? A: Nee / No. The measured "
        "ground is the microcontroller ground.",
        8.5,
    )
    revision_table(
        s,
        [
            ["2023-04-11", "3", "Kalibrasietabel / calibration table"],
            ["2024-01-09", "4", "3,3 V-verwysing / 3.3 V reference row"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "bve-vs25.pdf")


# --------------------------------------------- GNSS module (Shanghai design manual)
def sqg10(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Shanghai Qixing Navigation Technology Co., Ltd.",
        header_right="SQ-G10 Series Hardware Design",
        footer_left="SQ-G10_Hardware_Design_V1.2   Confidential / Released",
        footer_right="{page} / {nb}",
        table_fill=(205, 225, 245),
        accent=(0, 70, 150),
        grid=True,
    )
    s = Sheet(style, "SQ-G10 GNSS module hardware design")
    s.add_page()
    s.title_block(
        "SQ-G10 / SQ-G10E",
        "GPS + BDS Receiver Module  -  Hardware Design (excerpt)",
        "SQ-G10: on-module patch antenna.  SQ-G10E: U.FL connector for an external active antenna.",
        18,
    )
    s.heading("1 Introduction", 10)
    s.para(
        "The SQ-G10 series are concurrent GPS L1 C/A and BDS B1I receivers in an 18.4 x 18.4 "
        "mm LCC package. The host interface is one UART carrying NMEA 0183 V4.10 sentences, "
        "8 data bits, no parity, 1 stop bit, at 9600 bps by default; the rate can be changed "
        "by command to 4800, 19200, 38400, 57600 or 115200 bps. The navigation update rate "
        "is 1 Hz by default and up to 10 Hz.",
        8.5,
    )
    s.caption("Table 1: Key Features")
    s.table(
        [Col("Feature", 170), Col("Details", 329)],
        [
            ["Frequency", "GPS L1 1575.42 MHz; BDS B1I 1561.098 MHz"],
            ["Sensitivity", "Tracking -162 dBm; Acquisition -148 dBm"],
            ["TTFF (open sky)", "Cold start 28 s; Hot start 1 s"],
            ["Horizontal position accuracy", "2.0 m CEP (open sky, 24 h)"],
            ["Update rate", "1 Hz (default), max. 10 Hz"],
            [
                "Temperature range",
                "Operating -40 " + DEG + " ~ +85 " + DEG + "; Storage -40 " + DEG + " ~ +90 " + DEG,
            ],
        ],
        8,
    )
    s.heading("3.1 Power Supply", 10)
    s.para(
        "VCC supplies the whole module; the SQ-G10E also feeds the external active antenna "
        "from VCC_RF (3.3 V, max. 25 mA). V_BCKP keeps the RTC and ephemeris for hot starts "
        "when VCC is off. If V_BCKP is not used, tie it to VCC.",
        8.5,
    )
    s.caption("Table 4: Power Supply Ratings")
    s.table(
        [
            Col("Parameter", 145),
            Col("Description", 140),
            Col("Min.", 48, "C"),
            Col("Typ.", 48, "C"),
            Col("Max.", 48, "C"),
            Col("Unit", 70, "C"),
        ],
        [
            ["VCC", "Main supply", "3.0", "3.3", "4.3", "V"],
            ["V_BCKP", "Backup supply", "1.5", "3.0", "4.3", "V"],
            ["VCC ripple", "peak-to-peak", "", "", "50", "mV"],
        ],
        8,
    )
    s.caption("Table 5: Absolute Maximum Ratings")
    s.table(
        [Col("Parameter", 220), Col("Min.", 70, "C"), Col("Max.", 70, "C"), Col("Unit", 139, "C")],
        [
            ["VCC", "-0.3", "5.0", "V"],
            ["V_BCKP", "-0.3", "5.0", "V"],
            ["Input voltage on RXD, RESET_N", "-0.3", "3.6", "V"],
            ["RF input power (SQ-G10E)", "", "-10", "dBm"],
        ],
        8,
    )
    s.add_page()
    s.caption("Table 6: Current Consumption (VCC = 3.3 V, 25 " + DEG + ")")
    s.table(
        [Col("State", 200), Col("GPS + BDS", 150, "C"), Col("GPS only", 149, "C")],
        [
            ["Acquisition", "28 mA", "21 mA"],
            ["Tracking", "22 mA", "16 mA"],
            ["Backup (V_BCKP = 3.0 V)", "15 " + MU + "A", "15 " + MU + "A"],
        ],
        8,
    )
    s.caption("Table 7: I/O Characteristics (TXD, RXD, 1PPS, RESET_N)")
    s.table(
        [
            Col("Parameter", 140),
            Col("Symbol", 60, "C"),
            Col("Min.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 50, "C"),
            Col("Condition", 139),
        ],
        [
            ["Input low voltage", "VIL", "-0.3", "0.8", "V", ""],
            ["Input high voltage", "VIH", "2.0", "3.6", "V", ""],
            ["Output low voltage", "VOL", "", "0.4", "V", "IOL = 2 mA"],
            ["Output high voltage", "VOH", "2.4", "3.1", "V", "IOH = -2 mA"],
        ],
        8,
    )
    s.para(
        "Note: the I/O pins are not 5 V tolerant. Use a level shifter or a divider on RXD "
        "when the host runs at 5 V.",
        8,
    )
    s.caption("Table 8: Default NMEA Output")
    s.table(
        [Col("Sentence", 80, "C"), Col("Content", 280), Col("Default", 139, "C")],
        [
            ["GGA", "Time, position, fix quality, satellites used", "1 per fix"],
            ["RMC", "Recommended minimum data", "1 per fix"],
            ["GSA", "DOP and active satellites", "1 per fix"],
            ["GSV", "Satellites in view", "1 per 5 fixes"],
            ["VTG", "Course and ground speed", "off"],
            ["ZDA", "Date and time", "off"],
        ],
        8,
    )
    s.caption("Table 9: Pin Assignment")
    s.table(
        [Col("Pin", 45, "C"), Col("Name", 85, "C"), Col("I/O", 45, "C"), Col("Description", 324)],
        [
            ["1", "GND", "-", "Ground"],
            ["2", "TXD", "O", "UART transmit (NMEA out)"],
            ["3", "RXD", "I", "UART receive (commands in)"],
            ["4", "1PPS", "O", "Time pulse, 100 ms high, 1 Hz"],
            ["6", "V_BCKP", "I", "Backup supply"],
            ["8", "VCC", "I", "Main supply"],
            ["9", "RESET_N", "I", "Reset, active low, 10 ms min."],
            ["11", "VCC_RF", "O", "Active antenna supply (SQ-G10E only)"],
        ],
        8,
    )
    revision_table(
        s,
        [
            ["2023-03-30", "1.0", "Initial"],
            ["2023-12-20", "1.2", "Added SQ-G10E and GPS-only current"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "sq-g10.pdf")
