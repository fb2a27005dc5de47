"""Hold-out 69 datasheets, part 1: a 6-axis IMU IC, a boost LED driver IC, a vibration
sensor module and a 4-channel 5 V relay board.

A French / English bilingual IMU data sheet (bilingual parameter names wrapped over
two lines, a typ.-only power-mode list, absolute maximum rows overlapping the
recommended ones, full-scale sensitivity in unnamed rows, addresses only in prose),
a US analog-house white-LED boost driver (condition sentence, "(Note n)" marks, two
OVP grades in unnamed continuation rows, a table continued on page 2, switching
frequency only in the feature list), a Chinese vibration-switch module manual in
translated English (question-and-answer section holding the limits, an output-state
table) and a Danish / English relay board product sheet (columns per load kind,
columns per trigger version, jumper notes).
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
FWL = "\uff08"
FWR = "\uff09"
LE = "\u2264"
GE = "\u2265"


# ------------------------------------------------------------ 6-axis IMU (French)
def orb6620(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="ORBICAP SAS - Grenoble",
        header_right="ORB6620  Fiche technique / Data sheet",
        footer_left="DS-ORB6620-FR/EN rév. C - Document non contractuel / non-binding document",
        footer_right="page {page}/{nb}",
        table_fill=(235, 228, 245),
        accent=(80, 30, 120),
        grid=True,
    )
    s = Sheet(style, "ORB6620 6-axis inertial measurement unit")
    s.add_page()
    s.title_block(
        "ORB6620",
        "Centrale inertielle 6 axes / 6-axis inertial measurement unit",
        "Accéléromètre 3 axes + gyromètre 3 axes, I2C / SPI, boîtier LGA-14 2.5 x 3.0 mm",
        20,
    )
    s.heading("1  Description", 10.5)
    s.para(
        "L'ORB6620 associe un accéléromètre et un gyromètre trois axes numériques. "
        "The ORB6620 combines a digital 3-axis accelerometer and 3-axis gyroscope with a "
        "1 kB FIFO. The host interface is I2C (standard, fast and fast-mode plus) or "
        "4-wire / 3-wire SPI. With SA0 tied to GND the 7-bit slave address is 0x6A; with "
        "SA0 tied to VDDIO it is 0x6B. Note: the WHO_AM_I register reads 0x7C; this is an "
        "identifier and not a bus address.",
        8.5,
    )
    s.heading("2  Conditions recommandées / Recommended operating conditions", 10.5)
    s.table(
        [
            Col("Paramètre / Parameter", 190),
            Col("Symb.", 45, "C"),
            Col("Min.", 50, "C"),
            Col("Typ.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unité", 45, "C"),
            Col("Note", 69, "C"),
        ],
        [
            [
                "Tension d'alimentation coeur /\nCore supply voltage",
                "VDD",
                "1.71",
                "1.8",
                "3.6",
                "V",
                "",
            ],
            [
                "Tension des E/S /\nI/O supply voltage",
                "VDDIO",
                "1.62",
                "",
                "3.6",
                "V",
                "VDDIO " + LE + " VDD + 0.1 V",
            ],
            [
                "Température de fonctionnement /\nOperating temperature",
                "Ta",
                "-40",
                "",
                "+85",
                DEG,
                "",
            ],
            ["Fréquence SCL / SCL clock", "fSCL", "", "", "1000", "kHz", "mode Fm+"],
            ["Fréquence SPC / SPI clock", "fSPC", "", "", "10", "MHz", ""],
        ],
        7.5,
    )
    s.heading("3  Valeurs limites absolues / Absolute maximum ratings", 10.5)
    s.para(
        "Au-delà de ces valeurs le composant peut être détruit. Stresses beyond these "
        "values may cause permanent damage; they are not operating conditions.",
        7.5,
    )
    s.table(
        [
            Col("Paramètre / Parameter", 230),
            Col("Symb.", 55, "C"),
            Col("Valeur / Value", 120, "C"),
            Col("Unité", 94, "C"),
        ],
        [
            ["Tension d'alimentation coeur / Core supply voltage", "VDD", "-0.3 ... 4.0", "V"],
            ["Tension des E/S / I/O supply voltage", "VDDIO", "-0.3 ... 4.0", "V"],
            [
                "Tension sur toute broche d'entrée / Input pin voltage",
                "Vin",
                "-0.3 ... VDDIO + 0.3",
                "V",
            ],
            ["Choc mécanique / Mechanical shock (0.2 ms)", "", "10 000", "g"],
            ["Température de stockage / Storage temperature", "Tstg", "-40 ... +125", DEG],
        ],
        7.5,
    )
    s.heading("4  Consommation / Power consumption (typ.)", 10.5)
    s.para(
        "VDD = VDDIO = 1.8 V, Ta = 25 "
        + DEG
        + ", valeurs typiques uniquement / typical values only.",
        7.5,
    )
    s.table(
        [Col("Mode", 250, "L"), Col("ODR", 110, "C"), Col("IDD", 139, "C")],
        [
            [
                "Accéléromètre + gyromètre, haute performance /\nAccel + gyro, high-performance",
                "1.66 kHz",
                "1.10 mA",
            ],
            [
                "Accéléromètre seul, haute performance /\nAccel only, high-performance",
                "1.66 kHz",
                "190 " + MU + "A",
            ],
            [
                "Accéléromètre seul, basse consommation /\nAccel only, low-power",
                "52 Hz",
                "26 " + MU + "A",
            ],
            ["Mode veille / Power-down (both sensors)", "-", "3.5 " + MU + "A"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5  Caractéristiques mécaniques / Mechanical characteristics", 10.5)
    s.para(
        "VDD = 1.8 V, Ta = 25 " + DEG + " sauf indication contraire / unless otherwise noted.", 7.5
    )
    s.table(
        [
            Col("Paramètre / Parameter", 170),
            Col("Conditions", 105),
            Col("Min.", 45, "C"),
            Col("Typ.", 55, "C"),
            Col("Max.", 45, "C"),
            Col("Unité", 79, "C"),
        ],
        [
            [
                "Étendue de mesure accél. /\nAcceleration full scale",
                "FS_XL",
                "",
                PM + "2 / " + PM + "4 / " + PM + "8 / " + PM + "16",
                "",
                "g",
            ],
            [
                "Étendue de mesure gyro. /\nAngular rate full scale",
                "FS_G",
                "",
                PM + "125 ... " + PM + "2000",
                "",
                "dps",
            ],
            [
                "Sensibilité accél. /\nLinear acceleration sensitivity",
                "FS = " + PM + "2 g",
                "",
                "0.061",
                "",
                "mg/LSB",
            ],
            ["", "FS = " + PM + "16 g", "", "0.488", "", "mg/LSB"],
            [
                "Sensibilité gyro. /\nAngular rate sensitivity",
                "FS = " + PM + "250 dps",
                "",
                "8.75",
                "",
                "mdps/LSB",
            ],
            ["", "FS = " + PM + "2000 dps", "", "70", "", "mdps/LSB"],
            ["Décalage de zéro gyro. /\nGyroscope zero-rate offset", "", "", PM + "1", "", "dps"],
            [
                "Densité de bruit gyro. /\nGyro rate noise density",
                "high-performance",
                "",
                "4.5",
                "",
                "mdps/" + "\u221a" + "Hz",
            ],
        ],
        7.5,
    )
    s.heading("6  Caractéristiques électriques / Electrical characteristics", 10.5)
    s.table(
        [
            Col("Paramètre / Parameter", 170),
            Col("Symb.", 50, "C"),
            Col("Min.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Unité", 60, "C"),
            Col("Conditions", 109, "C"),
        ],
        [
            ["", "VIH", "0.7 x VDDIO", "", "V", ""],
            ["", "VIL", "", "0.3 x VDDIO", "V", ""],
            ["", "VOL", "", "0.2", "V", "IOL = 4 mA"],
            ["Temps de démarrage /\nTurn-on time", "", "", "35", "ms", "gyroscope"],
        ],
        7.5,
    )
    s.heading("7  Brochage / Pin description", 10.5)
    s.table(
        [Col("Broche / Pin", 60, "C"), Col("Nom / Name", 80, "C"), Col("Fonction / Function", 359)],
        [
            ["1", "SDO/SA0", "SPI data out / I2C address LSB"],
            ["4", "INT1", "Interrupt 1 (push-pull)"],
            ["5", "VDDIO", "I/O supply"],
            ["8", "VDD", "Core supply"],
            ["12", "CS", "SPI chip select (1 = I2C)"],
            ["13", "SCL/SPC", "I2C clock / SPI clock"],
            ["14", "SDA/SDI", "I2C data / SPI data in"],
        ],
        7.5,
    )
    s.heading("8  Registres principaux / Main registers", 10.5)
    s.table(
        [Col("Adresse", 70, "C"), Col("Nom", 110), Col("Défaut", 70, "C"), Col("Description", 249)],
        [
            ["0x0F", "WHO_AM_I", "0x7C", "Identifiant / device ID"],
            ["0x10", "CTRL1_XL", "0x00", "ODR and full scale, accelerometer"],
            ["0x11", "CTRL2_G", "0x00", "ODR and full scale, gyroscope"],
            ["0x22", "OUTX_L_G", "-", "Gyro X low byte"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-03-02", "B", "Ajout FS 125 dps"],
            ["2023-11-20", "C", "Consommation mise à jour / updated currents"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "orb6620.pdf")


# -------------------------------------------------------- boost LED driver (US analog)
def crs3410(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="COBALT RIDGE SEMICONDUCTOR",
        header_right="CRS3410A / CRS3410B",
        footer_left="Rev. 1.3   www.example.com/cobaltridge   Cobalt Ridge Semiconductor, Inc.",
        footer_right="{page}",
        table_fill=(230, 230, 230),
        accent=(150, 20, 20),
        grid=True,
    )
    s = Sheet(style, "CRS3410 white LED boost driver")
    s.add_page()
    s.title_block(
        "CRS3410A / CRS3410B",
        "1.2 MHz Step-Up Converter for Up to 10 Series White LEDs",
        "",
        20,
    )

    def left() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "2.7 V to 5.5 V Input Range",
                "1.2 MHz Fixed Switching Frequency",
                "200 mV Feedback Voltage Minimizes Sense Loss",
                "Drives Up to 6 (A) or 10 (B) White LEDs in Series",
                "Integrated 40 V Power Switch",
                "PWM Dimming on the CTRL Pin",
                "Shutdown Current < 1 " + MU + "A",
                "6-Lead TSOT-23 Package",
            ],
            8,
        )

    def right() -> None:
        s.heading("APPLICATIONS", 9.5)
        s.bullets(["LCD Backlight for Handhelds", "Keypad Lighting", "Small Panel Lighting"], 8)
        s.heading("DESCRIPTION", 9.5)
        s.para(
            "The CRS3410 is a current-mode step-up converter that drives a string of "
            "white LEDs with a constant current set by one resistor, ILED = 200 mV / RSET. "
            "Two over-voltage protection grades are offered: the CRS3410A clamps at 28 V "
            "and the CRS3410B at 38 V.",
            8,
        )

    s.side_by_side(left, right, 230)
    s.heading("ABSOLUTE MAXIMUM RATINGS (Note 1)", 9.5)
    s.leaders(
        [
            ("VIN, CTRL Voltage", "-0.3 V to 6 V"),
            ("SW Voltage", "-0.3 V to 40 V"),
            ("FB, OV Voltage", "-0.3 V to 2 V"),
            ("Operating Junction Temperature Range (Note 2)", "-40 " + DEG + " to 125 " + DEG),
            ("Storage Temperature Range", "-65 " + DEG + " to 150 " + DEG),
        ],
        8,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5)
    s.para(
        "VIN = 3.6 V, VCTRL = 3.6 V, TA = 25 " + DEG + " unless otherwise noted. (Note 3)",
        7.5,
    )
    cols = [
        Col("PARAMETER", 150),
        Col("CONDITIONS", 150),
        Col("MIN", 45, "C"),
        Col("TYP", 45, "C"),
        Col("MAX", 45, "C"),
        Col("UNITS", 64, "C"),
    ]
    s.table(
        cols,
        [
            ["Input Voltage Range", "", "2.7", "", "5.5", "V"],
            ["Undervoltage Lockout", "VIN Rising", "", "2.4", "2.6", "V"],
            ["Quiescent Current", "VFB = 0.3 V, Not Switching", "", "1.8", "2.5", "mA"],
            ["Shutdown Current", "VCTRL = 0 V", "", "0.1", "1", MU + "A"],
            ["Feedback Voltage", "ILED = 20 mA", "188", "200", "212", "mV"],
            ["Switch Current Limit", "(Note 4)", "0.9", "1.2", "", "A"],
            ["Switch On-Resistance", "ISW = 200 mA", "", "0.5", "0.8", "Ohm"],
            ["Output Overvoltage", "CRS3410A", "26", "28", "30", "V"],
            ["Protection Threshold", "CRS3410B", "36", "38", "40", "V"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS (continued)", 9.5)
    s.para("VIN = 3.6 V, VCTRL = 3.6 V, TA = 25 " + DEG + " unless otherwise noted.", 7.5)
    s.table(
        cols,
        [
            ["Maximum Duty Cycle", "", "90", "93", "", "%"],
            ["", "VIH", "1.4", "", "", "V"],
            ["", "VIL", "", "", "0.4", "V"],
            ["CTRL Pin Bias Current", "VCTRL = 3.6 V", "", "2", "", MU + "A"],
            ["PWM Dimming Frequency", "(Note 5)", "0.1", "", "50", "kHz"],
            ["Recommended LED Current", "(Note 6)", "", "20", "25", "mA"],
        ],
        7.5,
    )
    s.para("Note 1: Stresses beyond those listed may cause permanent damage to the device.", 7)
    s.para(
        "Note 2: The CRS3410 is guaranteed over the -40 "
        + DEG
        + " to 85 "
        + DEG
        + " ambient operating temperature range; the junction range is given above.",
        7,
    )
    s.para("Note 3: 100% production tested at 25 " + DEG + ".", 7)
    s.para("Note 4: Guaranteed by design, not production tested.", 7)
    s.para("Note 5: Below 100 Hz the LED flicker becomes visible.", 7)
    s.para(
        "Note 6: Higher LED currents are possible as long as the switch current limit is "
        "not reached; see Applications Information.",
        7,
    )
    s.heading("PIN FUNCTIONS", 9.5)
    s.table(
        [Col("PIN", 40, "C"), Col("NAME", 60, "C"), Col("FUNCTION", 399)],
        [
            ["1", "SW", "Switch node. Connect the inductor and Schottky diode here."],
            ["2", "GND", "Ground."],
            ["3", "FB", "Feedback. Connect RSET from FB to GND."],
            ["4", "OV", "Output overvoltage sense."],
            ["5", "VIN", "Input supply. Bypass with 1 " + MU + "F."],
            ["6", "CTRL", "Enable and PWM dimming input. Low for shutdown."],
        ],
        7.5,
    )
    s.heading("APPLICATIONS INFORMATION", 9.5)
    s.para(
        "Inductor selection: a 10 " + MU + "H to 22 " + MU + "H inductor with a saturation "
        "current above 1.2 A is recommended. Schottky diode: rated 40 V or more. "
        "Output capacitor: 1 " + MU + "F, 50 V ceramic.",
        8,
    )
    s.para(
        "Number of LEDs: with a typical white LED forward voltage of 3.2 V, the "
        "CRS3410A supports up to 6 LEDs and the CRS3410B up to 10 LEDs in series. The "
        "CRS3410 is not intended to drive RGB or parallel LED strings.",
        8,
    )
    revision_table(s, [["03/2024", "1.3", "Added CRS3410B grade"]], (80, 60, 359))
    return save(s, out / "crs3410.pdf")


# ------------------------------------------------- vibration sensor module (Chinese)
def hx801(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Dongguan Huaxin Sensing Technology Co., Ltd.",
        header_right="HX-801 User Manual V1.2",
        footer_left="HX-801 Vibration Sensor Module",
        footer_right="- {page} -",
        table_fill=(255, 240, 210),
        accent=(200, 90, 0),
        grid=True,
    )
    s = Sheet(style, "HX-801 vibration sensor module")
    s.add_page()
    s.title_block(
        "HX-801", "Vibration Sensor Module (spring switch + comparator) User Manual", "", 20
    )
    s.heading("1、Product Introduction", 10.5)
    s.para(
        "HX-801 use high sensitivity spring vibration switch and LM393 comparator. When "
        "no vibration, the switch is closed, output is low level, green light is on; when "
        "have vibration, switch is open for short time, output become high level. The "
        "module output is digital switch signal (DO), it can connect MCU directly.",
        8.5,
    )
    s.heading("2、Product Parameter", 10.5)
    s.lines(
        [
            "Working voltage" + FWC + "3.3V" + FWT + "5V",
            "Output form" + FWC + "digital switch output (0 and 1)",
            "Output drive ability" + FWC + "more than 15mA",
            "Sensitivity" + FWC + "adjustable by blue potentiometer",
            "PCB size" + FWC + "3.2cm x 1.4cm",
            "Fixed hole" + FWC + "M3, one hole",
        ],
        8.5,
    )
    s.heading("3、Electrical Data", 10.5)
    s.para(FWL + "Test condition" + FWC + "Ta=25" + FW_C + "，VCC=5V" + FWR, 7.5)
    s.table(
        [
            Col("Item", 170),
            Col("Test condition", 150),
            Col("Typical", 90, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Working current", "no vibration, DO low", "4.2", "mA"],
            ["", "vibration, DO high", "3.1", "mA"],
            ["Comparator response", "switch open to DO high", "<10", MU + "s"],
            ["DO high level", "no load", "VCC-0.2", "V"],
        ],
        7.5,
    )
    s.heading("4、Output State", 10.5)
    s.table(
        [
            Col("State", 170),
            Col("DO pin", 110, "C"),
            Col("DO-LED (green)", 110, "C"),
            Col("PWR-LED (red)", 109, "C"),
        ],
        [
            ["Power on, still", "0 (low)", "ON", "ON"],
            ["Vibration / shock", "1 (high)", "OFF", "ON"],
            ["Sensitivity pot fully CW", "0 (low)", "ON", "ON"],
        ],
        7.5,
    )
    s.heading("5、Pin Define", 10.5)
    s.table(
        [Col("No.", 50, "C"), Col("Pin", 80, "C"), Col("Description", 369)],
        [
            ["1", "VCC", "positive power 3.3V" + FWT + "5V"],
            ["2", "GND", "ground"],
            ["3", "DO", "digital output"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("6、Q&A", 10.5)
    s.lines(
        [
            "Q1" + FWC + "Can I use it outside?",
            "A1" + FWC + "Working temperature is -10" + FW_C + FWT + "+60" + FW_C + ", "
            "it is not waterproof, please add housing.",
            "Q2" + FWC + "Can I power it with 12V?",
            "A2" + FWC + "No. Maximum voltage is 5.5V, 12V will burn the LM393.",
            "Q3" + FWC + "Can it measure vibration frequency or amplitude?",
            "A3" + FWC + "No, it only detect vibration on/off. Need measure value please use",
            "       accelerometer module.",
            "Q4" + FWC + "ESP32 or 3.3V board can use?",
            "A4" + FWC + "Yes, power VCC with 3.3V then DO high level is 3.3V.",
            "Q5" + FWC + "What is the trigger threshold in g?",
            "A5" + FWC + "Spring switch have no fixed g value, adjust the potentiometer by test.",
        ],
        8.5,
    )
    s.heading("7、Attention", 10.5)
    s.lines(
        [
            "1、Do not reverse VCC and GND, module have no reverse protection.",
            "2、Storage temperature" + FWC + "-20" + FW_C + FWT + "+70" + FW_C,
            "3、Humidity" + FWC + "10%" + FWT + "90%RH (no condensation)",
        ],
        8.5,
    )
    return save(s, out / "hx-801.pdf")


# -------------------------------------------------- 4-channel relay board (Danish)
def fr4(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="FYNBO ELEKTRONIK ApS",
        header_right="FR4-5V  Produktblad / Product sheet",
        footer_left="Fynbo Elektronik ApS · Odense · DK",
        footer_right="Side {page} af {nb}",
        table_fill=(210, 230, 215),
        accent=(0, 100, 60),
        grid=False,
    )
    s = Sheet(style, "FR4-5V four-channel relay board")
    s.add_page()
    s.title_block(
        "FR4-5V-H / FR4-5V-L",
        "4-kanals relækort / 4-channel 5 V relay board with optocouplers",
        "Bestillingskoder / ordering codes: FR4-5V-H (aktiv høj / active high) og FR4-5V-L "
        "(aktiv lav / active low)",
        18,
    )
    s.heading("Kort om kortet / About the board", 10.5)
    s.para(
        "Four 5 V sugar-cube relays, each driven through an optocoupler and a transistor. "
        "The JD-VCC jumper connects the relay coil supply to VCC; remove it to feed the "
        "coils from a separate 5 V supply and isolate the controller.",
        8.5,
    )
    s.heading("Forsyning og styring / Supply and control", 10.5)
    s.table(
        [
            Col("", 200),
            Col("FR4-5V-H", 100, "C"),
            Col("FR4-5V-L", 100, "C"),
            Col("Enhed / unit", 99, "C"),
        ],
        [
            ["Kortforsyning / Board supply (VCC, JD-VCC)", "4.75 - 5.25", "4.75 - 5.25", "V"],
            ["Strøm pr. trukket relæ /\nCurrent per energised relay", "72", "72", "mA"],
            ["Strøm, alle relæer af / Idle current", "3", "3", "mA"],
            ["Indgang aktiveret ved /\nInput switches relay ON at", GE + " 2.5", LE + " 0.8", "V"],
            [
                "Indgang frigiver ved /\nInput releases relay at",
                LE + " 0.8",
                GE + " VCC - 0.5",
                "V",
            ],
            ["Indgangsstrøm / Input current", "1.5", "2.0", "mA"],
            ["Indgang maks. / Input voltage, max.", "5.5", "VCC", "V"],
        ],
        7.5,
    )
    s.para(
        "FR4-5V-L inputs have pull-ups to VCC; a 3.3 V logic high does not release the relay "
        "reliably on the -L version. Use the FR4-5V-H with 3.3 V controllers.",
        8,
    )
    s.heading("Kontaktdata / Contact ratings (pr. relæ / per relay)", 10.5)
    s.table(
        [
            Col("", 150),
            Col("Ohmsk last /\nResistive", 115, "C"),
            Col("Induktiv last /\nInductive (cos φ 0.4)", 120, "C"),
            Col("Glødelampe /\nLamp", 114, "C"),
        ],
        [
            ["250 V AC", "10 A", "3 A", "2 A"],
            ["125 V AC", "10 A", "5 A", "3 A"],
            ["30 V DC", "10 A", "3 A", "-"],
            ["Kontaktform / Contact form", "1 form C (NO, COM, NC)", "", ""],
        ],
        7.5,
    )
    s.heading("Miljø / Environment", 10.5)
    s.table(
        [Col("", 250), Col("Værdi / Value", 150, "C"), Col("", 99)],
        [
            ["Driftstemperatur / Operating temperature", "-20 ... +60", DEG],
            ["Opbevaring / Storage", "-40 ... +80", DEG],
            ["Isolation spole-kontakt / coil-contact", "1500", "V AC, 1 min"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Tilslutning / Connections", 10.5)
    s.table(
        [Col("Klemme / Terminal", 120, "C"), Col("Funktion / Function", 379)],
        [
            ["DC+ / VCC", "5 V supply"],
            ["DC- / GND", "ground"],
            ["IN1 ... IN4", "control inputs, one per relay"],
            ["JD-VCC", "relay coil supply (jumper to VCC)"],
            ["NO1 / COM1 / NC1", "relay 1 contacts (screw terminal, 0.5 - 2.5 mm²)"],
        ],
        7.5,
    )
    s.heading("Spørgsmål / FAQ", 10.5)
    s.lines(
        [
            "Can I run all four relays from the Arduino 5 V pin?  Four relays draw about 4 x 72 mA;",
            "   use a separate 5 V supply on JD-VCC if the Arduino is USB powered.",
            "Is there a flyback diode?  Yes, every coil has its own diode on the board.",
            "Can it switch a DC motor?  Only within the inductive rating above; add a snubber.",
            "Is the board certified?  The relays are component-recognised; the board itself",
            "   carries no approval of its own.",
        ],
        8,
    )
    revision_table(
        s, [["2024-02-12", "2.0", "-L version added / -L version tilføjet"]], (90, 60, 349)
    )
    return save(s, out / "fr4-5v.pdf")
