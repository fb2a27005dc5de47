"""Hold-out 96 datasheets, part 2: a 1S Li-ion power bank module, an ambient light sensor
IC, a stepper motor driver carrier and a 1.3 inch OLED display module.

A Yangon maker-shop product sheet (version columns in a headless "quick facts" table,
output current per cell voltage in columns, charge and discharge temperatures and the
auto-off behaviour only in prose), a Suwon fabless optical-sensor data sheet (address
per version, symbol-only logic rows, a gain table of resolutions and full scales, a
part-ID register value), a Tagalog / English stepper carrier sheet (bilingual names
wrapped over two lines, current per version, VMOT limits in the absolute maximum list
and in FAQ, thermal shutdown as a decoy) and a Dalian display-factory product
specification (supply current per VCC in stacked rows, controller VDD as a decoy,
address and pull-ups in notes, command table).
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
TIMES = "\u00d7"


# ------------------------------------------------------------ power bank module (Yangon)
def swepb5(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Shwe Circuits \u00b7 Yangon maker supply",
        header_right="SWE-PB5 product sheet",
        footer_left="shwecircuits.example/pb5 \u00b7 prices in MMK incl. tax \u00b7 Sept 2024",
        footer_right="p.{page}/{nb}",
        table_fill=(240, 224, 236),
        accent=(128, 20, 90),
        rule_color=(128, 20, 90),
        grid=False,
    )
    s = Sheet(style, "SWE-PB5 1S Li-ion power bank module")
    s.add_page()
    s.title_block(
        "SWE-PB5-1A / SWE-PB5-2A",
        "1-cell Li-ion charge, protect and 5 V boost module (DIY power bank board)",
        "SWE-PB5-1A  MMK 4,500   |   SWE-PB5-2A  MMK 6,800   |   stock: Mandalay and Yangon",
        19,
    )
    s.para(
        "Solder one 18650 (or a 1S Li-po pack) to B+ and B-, plug a USB-C charger into the "
        "board and you have a power bank. The board charges the cell, protects it against "
        "over-charge, over-discharge and short circuit, and boosts it to 5 V on a USB-A "
        "socket. The -2A version has a bigger inductor and charges twice as fast.",
        9,
    )
    s.heading("Quick facts", 11, rule=True)
    s.table(
        [Col("", 230), Col("SWE-PB5-1A", 134, "C"), Col("SWE-PB5-2A", 135, "C")],
        [
            ["Cell", "1S Li-ion / Li-po, 3.7 V nominal", "1S Li-ion / Li-po, 3.7 V nominal"],
            ["USB-C charging input", "4.5 - 5.5 V", "4.5 - 5.5 V"],
            ["Charge current (max.)", "1.0 A", "2.0 A"],
            ["Charge end voltage", "4.20 V " + PM + " 1 %", "4.20 V " + PM + " 1 %"],
            ["USB-A output voltage", "5.1 V", "5.1 V"],
            ["USB-A output current (max.)", "1.0 A", "2.1 A"],
            ["Over-charge protection", "4.28 V", "4.28 V"],
            ["Over-discharge cut-off", "2.9 V", "2.9 V"],
            ["Battery drain, output off", "25 " + MU + "A", "40 " + MU + "A"],
            ["Board size", "38 x 24 mm", "45 x 26 mm"],
        ],
        8.5,
        show_head=True,
    )
    s.heading("How much current at the USB-A socket", 11, rule=True)
    s.para(
        "The boost converter can only give what the cell can feed it. Measured with a "
        "fresh Samsung 25R cell, 25 " + DEG + ":",
        9,
    )
    s.table(
        [
            Col("Cell voltage", 160),
            Col("3.3 V", 113, "C"),
            Col("3.7 V", 113, "C"),
            Col("4.1 V", 113, "C"),
        ],
        [
            ["SWE-PB5-1A", "0.8 A", "1.0 A", "1.0 A"],
            ["SWE-PB5-2A", "1.4 A", "2.0 A", "2.1 A"],
        ],
        8.5,
    )
    s.para(
        "Efficiency is about 91 % at 1 A with the cell at 3.7 V and drops to about 85 % at "
        "2 A. Expect the board to get warm at 2 A; that is normal.",
        9,
    )
    s.heading("Things to know before you build", 11, rule=True)
    s.bullets(
        [
            "Auto-off: like most power banks, the output switches off about 30 s after the load "
            "falls below 60 mA. A short press on KEY (or plugging in a load) turns it on again. "
            "Small loads such as a sleeping ESP32 or an Arduino Nano with no LEDs will be cut "
            "off.",
            "Charge only between 0 "
            + DEG
            + " and 45 "
            + DEG
            + "; use (discharge) between -10 "
            + DEG
            + " and 60 "
            + DEG
            + ". There is no NTC input, so the board cannot check this for you.",
            "The USB-C input takes 5 V only and never asks a charger for 9 V or 12 V, so a "
            "fast charger is fine. Never put more than 6 V on the VIN pads.",
            "Pass-through: you may charge and use the output at the same time, but the output "
            "drops for about 0.5 s when the charger is plugged in or out.",
        ],
        9,
    )
    s.add_page()
    s.heading("Charge level LEDs", 11, rule=True)
    s.table(
        [Col("LEDs lit", 120, "C"), Col("Cell voltage", 150, "C"), Col("Meaning", 229)],
        [
            ["1", "below 3.5 V", "charge soon"],
            ["2", "3.5 - 3.7 V", "about half"],
            ["3", "3.7 - 3.9 V", "mostly full"],
            ["4", "above 4.1 V", "full (steady while charging = done)"],
        ],
        8.5,
    )
    s.heading("Pads and sockets", 11, rule=True)
    s.table(
        [Col("Name", 100), Col("What it is", 399)],
        [
            ["B+ / B-", "Cell. Mind the polarity, there is no reverse protection."],
            ["USB-C", "Charging input only (no data, no output)."],
            ["VIN / GND", "Same as USB-C, for soldered wires."],
            ["USB-A", "5.1 V output."],
            ["5V / GND", "Same as USB-A, for soldered wires."],
            ["KEY", "Push button: wake the output, double press to switch it off."],
        ],
        8.5,
    )
    s.heading("Questions from customers", 11, rule=True)
    faq = [
        (
            "Can I use two 18650 cells?",
            "Yes, in parallel (both cells at the same voltage before you connect them). Never "
            "in series: the board is for 1S only, a 2S pack (8.4 V) will destroy it.",
        ),
        (
            "Can I power a Raspberry Pi 4 from it?",
            "The Pi 4 wants 5.1 V at up to 3 A. Neither version can deliver that. A Pi Zero "
            "works from the -2A version.",
        ),
        (
            "Does it have temperature protection?",
            "No. There is no temperature sensor on the board.",
        ),
        (
            "Is it waterproof?",
            "No, it is a bare PCB. Put it in a box.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 9, bold=True)
        s.para(answer, 9)
    s.para(
        "Shwe Circuits sells parts for makers; we test every board for charge and output "
        "before it leaves the shop.",
        8,
    )
    return save(s, out / "swe-pb5.pdf")


# ------------------------------------------------------------ ambient light IC (Suwon)
def hpl2130(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="HANBIT PHOTONICS",
        header_right="HPL-2130 Datasheet Rev. 1.2",
        footer_left="Hanbit Photonics Inc., Yeongtong-gu, Suwon. Specifications subject to change.",
        footer_right="- {page} / {nb} -",
        table_fill=(228, 228, 240),
        accent=(40, 40, 120),
        rule_color=(40, 40, 120),
        grid=True,
    )
    s = Sheet(style, "HPL-2130 digital ambient light sensor")
    s.add_page()
    s.title_block(
        "HPL-2130",
        "Digital Ambient Light Sensor with I2C Interface",
        "HPL-2130A / HPL-2130B, 6-pin ODFN 2.0 x 2.0 x 0.65 mm",
        20,
    )

    def left() -> None:
        s.heading("GENERAL DESCRIPTION", 9.5)
        s.para(
            "The HPL-2130 converts light intensity into a 16-bit digital value with a "
            "spectral response close to the human eye. A visible + IR photodiode and an IR "
            "photodiode let the host compute lux with good rejection of IR from lamps and "
            "sunlight. Gain and integration time are programmable, and an open-drain INT "
            "output signals out-of-window readings. Two versions differ only in their I2C "
            "address.",
            8,
        )

    def right() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "Dynamic range 0.002 lx to 88,000 lx",
                "16-bit output, two channels",
                "Gain 1x / 2x / 48x / 96x",
                "Integration time 50 ms to 400 ms",
                "I2C fast mode, 400 kHz",
                "Low power: 0.5 " + MU + "A standby",
                "RoHS, halogen free",
            ],
            8,
        )

    s.side_by_side(left, right, 270, box=True)
    s.heading("1. ABSOLUTE MAXIMUM RATINGS", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Rating", 130, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Supply voltage", "VDD", "4.0", "V"],
            ["Digital pin voltage (SCL, SDA, INT)", "VIO", "-0.3 to 4.0", "V"],
            ["ESD, human body model", "VESD", "2000", "V"],
            ["Storage temperature", "TSTG", "-40 to 100", DEG],
        ],
        8,
    )
    s.heading("2. RECOMMENDED OPERATING CONDITIONS", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Supply voltage", "VDD", "1.7", "3.0", "3.6", "V"],
            ["Operating temperature", "TA", "-40", "", "85", DEG],
        ],
        8,
    )
    s.heading("3. ELECTRICAL CHARACTERISTICS", 10)
    s.para("VDD = 3.0 V, TA = 25 " + DEG + " unless otherwise specified.", 8)
    s.table(
        [
            Col("Parameter", 130),
            Col("Symbol", 50, "C"),
            Col("Condition", 130),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Active supply current", "IDD", "ALS enabled, 100 ms", "", "90", "120", MU + "A"],
            ["Standby current", "ISTB", "ALS disabled", "", "0.5", "1.0", MU + "A"],
            ["", "VIH", "SCL, SDA", "1.26", "", "", "V"],
            ["", "VIL", "SCL, SDA", "", "", "0.54", "V"],
            ["", "VOL", "SDA, INT at 3 mA", "", "", "0.4", "V"],
            ["I2C clock frequency", "fSCL", "", "", "", "400", "kHz"],
            ["Power-on time", "tPON", "VDD to first command", "", "", "5", "ms"],
        ],
        8,
    )
    s.heading("4. OPTICAL CHARACTERISTICS", 10)
    s.para("Integration time 100 ms, white LED source, TA = 25 " + DEG + ".", 8)
    s.table(
        [
            Col("Gain", 100, "C"),
            Col("Resolution (lx/count)", 140, "C"),
            Col("Full scale (lx)", 140, "C"),
            Col("Remark", 119),
        ],
        [
            ["1x", "1.344", "88,000", "default"],
            ["2x", "0.672", "44,000", ""],
            ["48x", "0.028", "1,835", ""],
            ["96x", "0.014", "917", ""],
        ],
        8,
    )
    s.table(
        [Col("Parameter", 200), Col("Condition", 150), Col("Typ", 70, "C"), Col("Unit", 79, "C")],
        [
            ["Peak sensitivity wavelength", "CH0", "550", "nm"],
            ["Dark count", "0 lx, 96x, 400 ms", "3", "counts"],
            ["Lux accuracy", "1000 lx white LED", PM + "10", "%"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. I2C ADDRESS", 10)
    s.table(
        [Col("Version", 160), Col("7-bit address", 120, "C"), Col("Marking", 219)],
        [
            ["HPL-2130A", "0x29", "A1"],
            ["HPL-2130B", "0x39", "B1"],
        ],
        8,
    )
    s.para(
        "The address is fixed in each version; there is no address pin. Two sensors of the "
        "same version cannot share one I2C bus without a multiplexer.",
        8,
    )
    s.heading("6. REGISTER MAP", 10)
    s.table(
        [
            Col("Address", 70, "C"),
            Col("Name", 110),
            Col("R/W", 50, "C"),
            Col("Default", 80, "C"),
            Col("Description", 189),
        ],
        [
            ["0x80", "CONTROL", "R/W", "0x00", "gain, SW reset, ALS mode"],
            ["0x85", "MEAS_RATE", "R/W", "0x03", "integration time, rate"],
            ["0x86", "PART_ID", "R", "0xA0", "part number and revision"],
            ["0x88-0x8B", "DATA_CH1/0", "R", "0x00", "16-bit channel data"],
            ["0x8C", "STATUS", "R", "0x00", "new data, valid"],
        ],
        8,
    )
    s.heading("7. INTEGRATION TIME", 10)
    s.table(
        [Col("MEAS_RATE[5:3]", 120, "C"), Col("Integration time", 130, "C"), Col("", 249)],
        [
            ["000", "100 ms", "default"],
            ["001", "50 ms", ""],
            ["010", "200 ms", ""],
            ["011 ... 111", "400 ms", ""],
        ],
        8,
    )
    s.heading("8. APPLICATION INFORMATION", 10)
    s.bullets(
        [
            "Place a 1 " + MU + "F capacitor close to VDD.",
            "INT is open-drain; pull it up to VDD with 10 k" + OHM + ".",
            "SCL and SDA are not 5 V tolerant. With a 5 V host use a level shifter and pull "
            "the bus up to the sensor VDD.",
            "Behind cover glass, recalibrate the lux factor for the glass transmission.",
        ],
        8,
    )
    s.heading("9. PIN DESCRIPTION", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80), Col("Description", 369)],
        [
            ["1", "VDD", "Supply"],
            ["2", "SCL", "I2C clock"],
            ["3", "GND", "Ground"],
            ["4", "NC", "No connect"],
            ["5", "INT", "Interrupt, open-drain, active low"],
            ["6", "SDA", "I2C data"],
        ],
        8,
    )
    revision_table(
        s,
        [
            ["2023.08", "1.0", "Initial release"],
            ["2024.02", "1.2", "HPL-2130B added; lux accuracy condition"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "hpl-2130.pdf")


# ------------------------------------------------------------ stepper carrier (Cebu, Tagalog)
def brsdrv35(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Bisaya Robotics Supply \u00b7 Mandaue City, Cebu",
        header_right="BRS-DRV35 \u00b7 Datos teknikal / Technical data",
        footer_left="BRS-DRV35 TL/EN \u00b7 rebisyon / revision 2",
        footer_right="Pahina {page} ng {nb}",
        table_fill=(255, 236, 200),
        accent=(150, 70, 0),
        rule_color=(150, 70, 0),
        grid=False,
    )
    s = Sheet(style, "BRS-DRV35 stepper motor driver carrier")
    s.add_page()
    s.title_block(
        "BRS-DRV35-S / BRS-DRV35-HS",
        "Driver ng stepper motor / Stepper motor driver carrier, STEP/DIR",
        "Para sa bipolar stepper, hanggang 1/32 microstep / For bipolar steppers, up to "
        "1/32 microstep. -HS: may heatsink / heatsink fitted",
        17,
    )
    s.para(
        "Ang BRS-DRV35 ay maliit na board para sa isang bipolar stepper motor. The BRS-DRV35 "
        "drives one bipolar stepper from a STEP and a DIR signal. Set the current with the "
        "trimmer (Itrip = 2 " + TIMES + " VREF) before connecting the motor. Pin-compatible "
        "with the usual 16-pin carrier sockets of 3D-printer and CNC boards.",
        8.5,
    )
    s.heading("1  Kondisyon sa paggamit / Operating conditions", 10.5)
    s.table(
        [
            Col("Parametro / Parameter", 215),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Yunit / Unit", 119, "C"),
        ],
        [
            ["Boltahe ng motor /\nMotor supply voltage (VMOT)", "8", "", "35", "V"],
            ["Boltahe ng lohika /\nLogic supply voltage (VDD)", "3.0", "", "5.5", "V"],
            ["Kuryente ng lohika /\nLogic supply current", "", "5", "8", "mA"],
            ["", "2.2", "", "", "V"],
            ["", "", "", "0.8", "V"],
            ["Dalas ng STEP /\nSTEP frequency", "", "", "250", "kHz"],
            ["Lapad ng STEP pulse /\nSTEP pulse width, high", "1.9", "", "", MU + "s"],
            ["Temperatura ng paligid /\nAmbient operating temperature", "-20", "", "+85", DEG],
        ],
        8,
    )
    s.para(
        "Ang ikaapat at ikalimang hanay ay VIH at VIL ng STEP, DIR, EN, MS1-MS3. Rows four "
        "and five are VIH and VIL of STEP, DIR, EN and MS1-MS3; 3.3 V and 5 V logic both work.",
        7.5,
    )
    s.heading("2  Kuryente bawat phase / Current per phase", 10.5)
    s.table(
        [
            Col("Parametro / Parameter", 215),
            Col("BRS-DRV35-S", 110, "C"),
            Col("BRS-DRV35-HS", 110, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            [
                "Tuloy-tuloy, walang hangin /\nContinuous, still air, 25 " + DEG,
                "1.2",
                "2.0",
                "A",
            ],
            ["Tuloy-tuloy, may bentilador /\nContinuous, with fan", "1.6", "2.2", "A"],
            ["Pinakamataas (peak) /\nPeak, < 1 s", "2.5", "2.5", "A"],
        ],
        8,
    )
    s.heading("3  Mga limitasyon / Absolute maximum ratings", 10.5)
    s.leaders(
        [
            ("VMOT", "-0.3 V ... 40 V"),
            ("VDD", "-0.3 V ... 7 V"),
            ("STEP, DIR, EN, MS1-MS3", "-0.5 V ... 5.75 V"),
            ("Temperatura ng imbakan / Storage temperature", "-40 " + DEG + " ... +125 " + DEG),
        ],
        8.5,
    )
    s.para(
        "Ang 40 V ay hindi boltahe ng operasyon. 40 V is a limit, not an operating voltage: "
        "long motor wires can spike VMOT well above the supply. Put at least 100 " + MU + "F "
        "across VMOT and GND, close to the board.",
        8,
    )
    s.add_page()
    s.heading("4  Microstep", 10.5)
    s.table(
        [
            Col("MS1", 60, "C"),
            Col("MS2", 60, "C"),
            Col("MS3", 60, "C"),
            Col("Resolusyon / Resolution", 160, "C"),
            Col("Steps / rev (1.8\u00b0 motor)", 159, "C"),
        ],
        [
            ["L", "L", "L", "Full step", "200"],
            ["H", "L", "L", "1/2", "400"],
            ["L", "H", "L", "1/4", "800"],
            ["H", "H", "L", "1/8", "1600"],
            ["L", "L", "H", "1/16", "3200"],
            ["H", "L", "H", "1/32", "6400"],
        ],
        8,
    )
    s.heading("5  Mga pin / Pins", 10.5)
    s.table(
        [Col("Pin", 80), Col("Paliwanag / Description", 419)],
        [
            ["VMOT, GND", "Motor supply 8-35 V"],
            ["2B, 2A, 1A, 1B", "Coils of the stepper"],
            ["VDD, GND", "Logic supply 3.0-5.5 V"],
            ["EN", "Enable, active low (pulled down on the board)"],
            ["MS1, MS2, MS3", "Microstep select (pulled down)"],
            ["RST, SLP", "Reset and sleep, active low (tie together for normal use)"],
            ["STEP, DIR", "Step and direction inputs"],
        ],
        8,
    )
    s.heading("6  Proteksyon / Protection", 10.5)
    s.bullets(
        [
            "Thermal shutdown at 150 " + DEG + " chip temperature (typ.), restarts when cool.",
            "Under-voltage lockout: the outputs stay off while VMOT is below 6.5 V.",
            "Over-current: the bridge turns off when a short is detected.",
            "No reverse-polarity protection on VMOT.",
        ],
        8.5,
    )
    s.heading("7  Mga tanong / Questions", 10.5)
    faq = [
        (
            "Puwede ba sa 12 V o 24 V? / 12 V or 24 V supply?",
            "Oo / Yes, both are inside 8-35 V.",
        ),
        (
            "Puwede ba sa 5 V na motor supply? / Can VMOT be 5 V?",
            "Hindi / No. Below 8 V the driver does not run reliably, and below 6.5 V the "
            "outputs stay off.",
        ),
        (
            "Kailangan ba ng heatsink? / Do I need a heatsink?",
            "Above 1.2 A per phase, yes: order the -HS or add one. Without a heatsink the -S "
            "reaches thermal shutdown.",
        ),
        (
            "Huwag tanggalin ang motor habang naka-on. / Never unplug the motor while powered.",
            "The coil voltage spike destroys the driver; this is not covered by warranty.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 8.5, bold=True)
        s.para(answer, 8.5)
    revision_table(
        s,
        [
            ["2023-07-01", "1", "Unang labas / first issue"],
            ["2024-03-12", "2", "-HS version, fan column"],
        ],
        (100, 60, 339),
    )
    return save(s, out / "brs-drv35.pdf")


# ------------------------------------------------------------ 1.3" OLED (Dalian)
def dhy13p(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="DALIAN HAIYUE DISPLAY CO., LTD.",
        header_right="Doc No. DHY-PS-1302  Rev. B",
        footer_left="PRODUCT SPECIFICATION  DHY-13P series",
        footer_right="Page {page}",
        table_fill=(224, 234, 248),
        accent=(20, 60, 130),
        rule_color=(20, 60, 130),
        grid=False,
    )
    s = Sheet(style, "DHY-13P 1.3 inch OLED module product specification")
    s.add_page()
    s.title_block(
        "DHY-13P-I / DHY-13P-S",
        "1.30 inch 128 x 64 dot-matrix OLED module, PRODUCT SPECIFICATION",
        "DHY-13P-I: I2C, 4 pins.  DHY-13P-S: 4-wire SPI, 7 pins.  Colour: W (white) or B "
        "(blue), add the letter to the part number.",
        17,
    )
    s.heading("No.1  General Specification", 10)
    s.table(
        [Col("Item", 190), Col("Contents", 250), Col("Unit", 59, "C")],
        [
            ["Display size", "1.30", "inch"],
            ["Dot matrix", "128 x 64", "dots"],
            ["Controller", "SH1106-compatible, 132 x 64 RAM", "-"],
            ["Interface", "I2C (-I) / 4-wire SPI (-S)", "-"],
            ["Active area", "29.42 x 14.7", "mm"],
            ["Module outline", "35.4 x 33.5 x 3.8", "mm"],
            ["Emitting colour", "white / blue", "-"],
        ],
        8,
    )
    s.heading("No.2  Absolute Maximum Ratings", 10)
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 70, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 119, "C"),
        ],
        [
            ["Module supply voltage", "VCC", "-0.3", "6.0", "V"],
            ["Logic input voltage", "VIN", "-0.3", "VCC + 0.3", "V"],
            ["Operating temperature", "TOP", "-40", "+70", DEG],
            ["Storage temperature", "TST", "-40", "+85", DEG],
        ],
        8,
    )
    s.heading("No.3  Electrical Characteristics", 10)
    s.para("Ta = 25 " + DEG + ", white panel unless noted.", 8)
    s.table(
        [
            Col("Parameter", 130),
            Col("Symbol", 50, "C"),
            Col("Condition", 130),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Module supply voltage", "VCC", "", "3.0", "3.3", "5.0", "V"],
            ["Controller logic voltage", "VDD", "on-board LDO", "1.65", "", "3.5", "V"],
            ["Panel drive voltage", "VPP", "internal pump", "7.0", "", "9.0", "V"],
            [
                "Operating current",
                "ICC",
                "VCC = 3.3 V, 50 % on\nVCC = 5.0 V, 50 % on\nVCC = 5.0 V, 100 % on",
                "",
                "16\n18\n32",
                "22\n25\n42",
                "mA",
            ],
            ["Sleep current", "ISLP", "display OFF (0xAE)", "", "10", "20", MU + "A"],
            ["Input high voltage", "VIH", "", "2.4", "", "VCC", "V"],
            ["Input low voltage", "VIL", "", "0", "", "0.6", "V"],
            ["I2C clock", "fSCL", "-I version", "", "", "400", "kHz"],
            ["SPI clock", "fSCLK", "-S version", "", "", "4", "MHz"],
        ],
        8,
    )
    s.heading("No.4  Optical Characteristics", 10)
    s.table(
        [
            Col("Item", 190),
            Col("Condition", 120),
            Col("White", 65, "C"),
            Col("Blue", 65, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Luminance", "contrast 0x7F", "100", "80", "cd/m2"],
            ["Contrast ratio", "dark room", "2000:1", "2000:1", "-"],
            ["Viewing angle", "", "160", "160", "deg"],
            ["Lifetime (50 % luminance)", "contrast 0x7F, 25 " + DEG, "10,000", "15,000", "h"],
        ],
        8,
    )
    s.add_page()
    s.heading("No.5  Interface", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("DHY-13P-I", 120), Col("DHY-13P-S", 120), Col("Function", 209)],
        [
            ["1", "GND", "GND", "Ground"],
            ["2", "VCC", "VCC", "Supply 3.0-5.0 V"],
            ["3", "SCL", "D0", "Clock"],
            ["4", "SDA", "D1", "Data"],
            ["5", "-", "RES", "Reset, active low"],
            ["6", "-", "DC", "Data / command"],
            ["7", "-", "CS", "Chip select, active low"],
        ],
        8,
    )
    s.heading("No.6  Notes on Use", 10)
    s.bullets(
        [
            "I2C slave address: 0x3C (7-bit) as shipped. Move resistor R3 to position R1 for "
            "0x3D. The 8-bit write addresses are 0x78 / 0x7A.",
            "The -I version has 4.7 k" + OHM + " pull-ups on SCL and SDA to VCC. With VCC = "
            "5 V the bus idles at 5 V.",
            "The controller RAM is 132 columns wide and the glass shows columns 2 to 129. "
            "Drivers written for 128-column controllers show a 2-pixel shift and noise at the "
            "edge; set a column offset of 2.",
            "The logic inputs follow VCC (see No.2): with VCC = 3.3 V do not drive the inputs "
            "from 5 V logic.",
            "Avoid showing a fixed image for a long time (burn-in).",
        ],
        8.5,
    )
    s.heading("No.7  Command Table (extract)", 10)
    s.table(
        [Col("Code", 90, "C"), Col("Command", 180), Col("Reset", 80, "C"), Col("Note", 149)],
        [
            ["0xAE / 0xAF", "Display OFF / ON", "0xAE", ""],
            ["0x81, n", "Contrast", "0x80", "n = 0x00 ... 0xFF"],
            ["0xAD, 0x8B", "DC-DC ON", "-", "needed before 0xAF"],
            ["0x30-0x33", "Pump voltage", "0x32", "8.0 V"],
            ["0xB0-0xB7", "Page address", "0xB0", ""],
            ["0x02, 0x10", "Column start", "-", "offset 2"],
        ],
        8,
    )
    s.heading("No.8  Reliability", 10)
    s.table(
        [Col("Test", 190), Col("Condition", 220), Col("Time", 89, "C")],
        [
            ["High temperature operation", "+70 " + DEG, "240 h"],
            ["Low temperature operation", "-40 " + DEG, "240 h"],
            ["High temperature storage", "+85 " + DEG, "240 h"],
            ["Damp heat storage", "+60 " + DEG + ", 90 % RH", "240 h"],
            ["Thermal shock", "-40 " + DEG + " / +85 " + DEG + ", 30 min each", "100 cycles"],
        ],
        8,
    )
    revision_table(
        s,
        [
            ["2023-11-20", "A", "New issue"],
            ["2024-04-02", "B", "SPI version, blue lifetime"],
        ],
        (100, 60, 339),
    )
    return save(s, out / "dhy-13p.pdf")
