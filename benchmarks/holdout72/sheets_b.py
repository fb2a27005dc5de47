"""Hold-out 72 datasheets, part 2: an e-paper display module, a 12-bit I2C DAC IC, a
water flow sensor and an optocoupler isolation board.

An Indonesian maker-shop listing for a 2.9 inch e-paper module (key / value list,
version columns for the black / white and black / white / red panels, a driver-IC
table as a decoy, FAQ), an Irish analog-house DAC data sheet with numbered sections
(condition sentence, supply current per VDD in an unnamed row pair, grade rows,
I2C timing on page 2), a South African maker-shop page for a hall-effect water flow
sensor (unit column, two sizes in columns, a flow / frequency decoy table,
"Questions people ask") and a Greek / English optocoupler board sheet (one column per
input-voltage version, output limits in prose).
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
MINUS = "\u2013"


# ------------------------------------------------ e-paper module (Indonesian maker shop)
def epm290(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="TOKO LAYAR NUSANTARA  -  Bandung",
        header_right="EPM-290 / EPM-290R  Lembar data / Datasheet",
        footer_left="layarnusantara.example  |  Dok. EPM290-ID-EN v2.1",
        footer_right="Halaman {page} dari {nb}",
        table_fill=(255, 245, 200),
        accent=(30, 30, 30),
        grid=False,
    )
    s = Sheet(style, "EPM-290 2.9 inch e-paper display module")
    s.add_page()
    s.title_block(
        "EPM-290 / EPM-290R",
        "Modul e-paper 2.9 inci SPI / 2.9 inch SPI e-paper display module",
        "EPM-290: hitam-putih / black-white  |  EPM-290R: hitam-putih-merah / black-white-red",
        20,
    )
    s.heading("Deskripsi / Description", 10)
    s.para(
        "Layar e-paper tetap menampilkan gambar tanpa daya. The e-paper panel keeps its image "
        "with the power removed and is readable in direct sunlight. The board carries a "
        "3.3 V regulator and level shifters, so it plugs into 3.3 V and 5 V controllers. "
        "Interface: 4-wire SPI (write only) plus BUSY, RST and D/C lines.",
        8,
    )
    s.heading("Spesifikasi / Specifications", 10)
    s.table(
        [Col("Item", 230), Col("Nilai / Value", 269)],
        [
            ["Tegangan kerja / Operating voltage", "3.3V ~ 5V"],
            ["Antarmuka / Interface", "SPI 4-kabel / 4-wire SPI"],
            ["Kecepatan SPI / SPI clock", "maks. / max. 20 MHz"],
            ["Resolusi / Resolution", "296 x 128 piksel / pixels"],
            ["Area aktif / Active area", "66.9 x 29.1 mm"],
            ["Sudut pandang / Viewing angle", "> 170" + "\u00b0"],
            ["Arus modul saat standby / Module standby current", "12 " + MU + "A (regulator)"],
            ["Suhu penyimpanan / Storage temperature", "-25 ~ 70 " + DEG],
        ],
        8,
        show_head=False,
    )
    s.heading("Perbedaan versi / Version differences", 10)
    s.table(
        [Col("Parameter", 210), Col("EPM-290", 145, "C"), Col("EPM-290R", 144, "C")],
        [
            ["Warna / Colours", "2 (B/W)", "3 (B/W/R)"],
            ["Waktu refresh penuh /\nFull refresh time", "2 s", "15 s"],
            ["Refresh parsial / Partial refresh", "0.3 s", "tidak / not supported"],
            ["Arus saat refresh / Refresh current", "8 mA", "9.5 mA"],
            ["Suhu operasi /\nOperating temperature", "0 ~ 50 " + DEG, "0 ~ 40 " + DEG],
            ["Kelembapan operasi / Operating humidity", "35 ~ 65 %RH", "35 ~ 65 %RH"],
            ["Interval refresh minimum /\nMinimum refresh interval", "-", "180 s"],
        ],
        8,
    )
    s.para(
        "Arus refresh diukur pada VCC = 3.3V / refresh current measured at VCC = 3.3 V. Di "
        "antara refresh, IC driver masuk deep sleep / between refreshes put the driver IC "
        "into deep sleep.",
        7.5,
    )
    s.heading("IC driver SL2901 / Driver IC SL2901 (referensi / for reference)", 10)
    s.table(
        [
            Col("Parameter IC / IC parameter", 230),
            Col("Min", 60, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["VCI logic supply", "2.2", "3.0", "3.7", "V"],
            ["Deep sleep current (IC)", "", "0.5", "5", MU + "A"],
            ["SCL period, write", "50", "", "", "ns"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Pin / Pinout", 10)
    s.table(
        [Col("No.", 50, "C"), Col("Pin", 70, "C"), Col("Keterangan / Description", 379)],
        [
            ["1", "VCC", "3.3V ~ 5V"],
            ["2", "GND", "Ground"],
            ["3", "DIN", "SPI MOSI"],
            ["4", "CLK", "SPI SCK"],
            ["5", "CS", "Chip select, aktif rendah / active low"],
            ["6", "DC", "Data / command"],
            ["7", "RST", "Reset, aktif rendah / active low"],
            ["8", "BUSY", "Tinggi = sibuk / high = busy"],
        ],
        8,
    )
    s.heading("Perintah penting / Key commands", 10)
    s.table(
        [Col("Kode / Code", 80, "C"), Col("Perintah / Command", 160), Col("Data", 259)],
        [
            ["0x01", "Driver output control", "3 byte: 0x27, 0x01, 0x00 (296 gates)"],
            ["0x10", "Deep sleep mode", "0x01"],
            ["0x12", "SW reset", "-"],
            ["0x24", "Write RAM (B/W)", "296 x 128 / 8 = 4736 byte"],
            ["0x26", "Write RAM (red, EPM-290R)", "4736 byte"],
        ],
        7.5,
    )
    s.heading("Pertanyaan umum / FAQ", 10)
    faq = [
        (
            "Bisa dipakai dengan Arduino Uno 5V? / Does it work with a 5 V Arduino Uno?",
            "Bisa, modul sudah punya regulator dan level shifter / yes, the board has its "
            "own regulator and level shifters.",
        ),
        (
            "Apakah bisa di luar ruangan saat dingin? / Can it be used outdoors in winter?",
            "Panel tidak boleh di-refresh di bawah 0 " + DEG + " / the panel must not be "
            "refreshed below 0 " + DEG + "; it only keeps the image.",
        ),
        (
            "Berapa lama gambar bertahan? / How long does the image last unpowered?",
            "Gambar tetap terlihat tanpa daya / the image stays visible without power; "
            "no time limit is given.",
        ),
        (
            "Apakah ada lampu latar? / Is there a backlight?",
            "Tidak ada / no, e-paper is reflective.",
        ),
    ]
    for question, answer in faq:
        s.para("T: " + question, 8, bold=True)
        s.para("J: " + answer, 8)
    s.heading("Isi paket / In the box", 10)
    s.bullets(["1x modul EPM-290 atau EPM-290R", "1x kabel 8 pin / 8-pin cable, 20 cm"], 8)
    revision_table(
        s,
        [
            ["2023-02-11", "v2.0", "EPM-290R ditambahkan / EPM-290R added"],
            ["2023-12-04", "v2.1", "Arus refresh diperbarui / refresh current updated"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "epm-290.pdf")


# ----------------------------------------------- 12-bit I2C DAC (Irish analog house)
def qda4712(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="CORRIB MICROSYSTEMS",
        header_right="QDA4712  |  SLDS-0412C",
        footer_left="Corrib Microsystems Ltd., Galway, Ireland  |  Product Folder: QDA4712",
        footer_right="{page}",
        table_fill=(228, 228, 228),
        accent=(0, 100, 110),
        grid=True,
    )
    s = Sheet(style, "QDA4712 12-bit I2C DAC")
    s.add_page()
    s.title_block(
        "QDA4712A, QDA4712B",
        "QDA4712x Single-Channel 12-Bit Voltage-Output DAC With I2C Interface and EEPROM",
        "",
        17,
    )

    def left() -> None:
        s.heading("1 Features", 9.5)
        s.bullets(
            [
                "12-Bit Resolution, Monotonic by Design",
                "Rail-to-Rail Output, Reference = VDD",
                "I2C Interface: Standard, Fast and High-Speed (3.4 MHz) Modes",
                "Non-Volatile EEPROM Stores Power-Up Code",
                "Four Addresses Set by A0 and A1",
                "Power-Down Modes with 1 k" + OHM + ", 100 k" + OHM + ", 500 k" + OHM + " Loads",
                "SOT-23-6 Package",
            ],
            7.5,
        )

    def right() -> None:
        s.heading("2 Applications", 9.5)
        s.bullets(["Set-Point and Bias Control", "Sensor Calibration", "Motor Speed Trimming"], 7.5)
        s.heading("3 Description", 9.5)
        s.para(
            "The QDA4712x is a buffered voltage-output DAC. The A grade guarantees tighter "
            "linearity than the B grade. The 7-bit device address is 0x60 + (A1, A0), that "
            "is 0x60, 0x61, 0x62 or 0x63.",
            7.5,
        )

    s.side_by_side(left, right, 240)
    s.heading("6 Specifications", 10.5)
    s.heading("6.1 Absolute Maximum Ratings", 9)
    s.para("over operating free-air temperature range (unless otherwise noted) (1)", 7)
    s.table(
        [Col("", 230), Col("MIN", 80, "C"), Col("MAX", 80, "C"), Col("UNIT", 109, "C")],
        [
            ["Supply voltage, VDD to GND", "-0.3", "6.5", "V"],
            ["Digital input voltage (SDA, SCL, A0, A1)", "-0.3", "VDD + 0.3", "V"],
            ["Output current, VOUT", "-25", "25", "mA"],
            ["Junction temperature, TJ", "", "150", DEG],
            ["Storage temperature, Tstg", "-65", "150", DEG],
        ],
        7.5,
    )
    s.para(
        "(1) Stresses beyond those listed may cause permanent damage. These are stress ratings "
        "only; functional operation at these or any other conditions beyond 6.3 is not implied.",
        6.5,
    )
    s.heading("6.3 Recommended Operating Conditions", 9)
    s.table(
        [
            Col("", 230),
            Col("MIN", 60, "C"),
            Col("NOM", 60, "C"),
            Col("MAX", 60, "C"),
            Col("UNIT", 89, "C"),
        ],
        [
            ["VDD  Supply voltage", "2.7", "", "5.5", "V"],
            ["RL  Resistive load on VOUT", "2", "", "", "k" + OHM],
            ["TA  Operating free-air temperature", "-40", "", "125", DEG],
        ],
        7.5,
    )
    s.heading("6.5 Electrical Characteristics", 9)
    s.para(
        "at VDD = 2.7 V to 5.5 V, RL = 5 k"
        + OHM
        + " to GND, CL = 100 pF, TA = "
        + MINUS
        + "40 "
        + DEG
        + " to +125 "
        + DEG
        + " (unless otherwise noted); typical "
        "values at TA = 25 " + DEG + " and VDD = 5 V",
        7,
    )
    cols = [
        Col("PARAMETER", 150),
        Col("TEST CONDITIONS", 140),
        Col("MIN", 45, "C"),
        Col("TYP", 45, "C"),
        Col("MAX", 45, "C"),
        Col("UNIT", 74, "C"),
    ]
    s.table(
        cols,
        [
            [
                "STATIC PERFORMANCE",
            ],
            ["Resolution", "", "12", "", "", "Bits"],
            ["Integral nonlinearity (INL)", "QDA4712A", "", PM + "1", PM + "2", "LSB"],
            ["", "QDA4712B", "", PM + "2", PM + "6", "LSB"],
            ["Offset error", "code 64", "", PM + "3", PM + "15", "mV"],
            [
                "OUTPUT CHARACTERISTICS",
            ],
            ["Output voltage range", "", "0", "", "VDD", "V"],
            ["Settling time", "1/4 to 3/4 scale, " + PM + "1 LSB", "", "6", "10", MU + "s"],
            ["Short-circuit current", "VOUT to GND or VDD", "", "15", "", "mA"],
            [
                "POWER REQUIREMENTS",
            ],
            ["IDD  Supply current,", "VDD = 5.5 V", "", "210", "400", MU + "A"],
            ["normal mode", "VDD = 3.6 V", "", "170", "330", MU + "A"],
            ["IDD  Supply current, power-down", "VDD = 5.5 V", "", "0.06", "2", MU + "A"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("6.5 Electrical Characteristics (continued)", 9)
    s.table(
        cols,
        [
            [
                "DIGITAL INPUTS (SDA, SCL, A0, A1)",
            ],
            ["VIH", "", "0.7 x VDD", "", "", "V"],
            ["VIL", "", "", "", "0.3 x VDD", "V"],
            ["VOL", "SDA, ISINK = 3 mA", "", "", "0.4", "V"],
            [
                "EEPROM",
            ],
            ["Write cycles", "TA = 25 " + DEG, "100 000", "1 000 000", "", "cycles"],
            ["Data retention", "TA = 55 " + DEG, "20", "", "", "years"],
            ["Write time", "", "", "25", "50", "ms"],
        ],
        7.5,
    )
    s.heading("6.6 I2C Timing Requirements", 9)
    s.table(
        [
            Col("", 230),
            Col("MODE", 110, "C"),
            Col("MIN", 50, "C"),
            Col("MAX", 50, "C"),
            Col("UNIT", 59, "C"),
        ],
        [
            ["fSCL  SCL clock frequency", "Standard", "0", "100", "kHz"],
            ["", "Fast", "0", "400", "kHz"],
            ["", "High-speed", "0", "3.4", "MHz"],
            ["tSP  Pulse width of suppressed spike", "Fast", "0", "50", "ns"],
        ],
        7.5,
    )
    s.heading("7 Pin Configuration and Functions", 10.5)
    s.table(
        [Col("PIN", 40, "C"), Col("NAME", 60, "C"), Col("I/O", 40, "C"), Col("DESCRIPTION", 359)],
        [
            ["1", "VOUT", "O", "Analog output voltage"],
            ["2", "GND", "-", "Ground"],
            ["3", "VDD", "-", "Supply and reference input, 2.7 V to 5.5 V"],
            ["4", "SDA", "I/O", "I2C data"],
            ["5", "SCL", "I", "I2C clock"],
            ["6", "A0", "I", "Address bit 0 (A1 tied to GND inside the SOT-23-6)"],
        ],
        7.5,
    )
    s.para(
        "In the SOT-23-6 package A1 is bonded to GND, so only 0x60 and 0x61 are available; "
        "the four addresses need the 8-pin MSOP (QDA4712xDGK).",
        7.5,
    )
    s.heading("8 Command Bytes", 10.5)
    s.table(
        [Col("C2 C1 C0", 90, "C"), Col("COMMAND", 180), Col("BYTES", 70, "C"), Col("NOTE", 159)],
        [
            ["0 0 x", "Fast write DAC register", "2", "PD1, PD0 + 12 data bits"],
            ["0 1 0", "Write DAC register", "3", ""],
            ["0 1 1", "Write DAC register and EEPROM", "3", "RDY low for 25 ms"],
            ["1 0 0", "General call reset", "1", "0x06"],
        ],
        7.5,
    )
    s.heading("9 Device Ordering", 10.5)
    s.table(
        [
            Col("ORDERABLE PART", 160),
            Col("GRADE", 60, "C"),
            Col("PACKAGE", 110, "C"),
            Col("ADDRESSES", 169, "C"),
        ],
        [
            ["QDA4712ADBV", "A", "SOT-23-6", "0x60, 0x61"],
            ["QDA4712BDBV", "B", "SOT-23-6", "0x60, 0x61"],
            ["QDA4712BDGK", "B", "MSOP-8", "0x60 ... 0x63"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["Mar 2022", "A", "Initial release"],
            ["Jan 2024", "C", "Added MSOP-8; IDD at 3.6 V"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "qda4712.pdf")


# ----------------------------------------- water flow sensor (South African maker shop)
def aqf20(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="KAROO MAKERSPACE SUPPLY  -  Stellenbosch",
        header_right="Product page: AQF-20 water flow sensor",
        footer_left="karoomakers.example  |  prices incl. VAT  |  AQF-20 page v5",
        footer_right="{page} of {nb}",
        table_fill=(220, 240, 250),
        accent=(0, 110, 150),
        grid=False,
    )
    s = Sheet(style, "AQF-20 hall-effect water flow sensor")
    s.add_page()
    s.title_block(
        "AQF-20S / AQF-20L",
        "Hall-effect water flow sensor with pulse output",
        'AQF-20S: G1/2" thread  |  AQF-20L: G3/4" thread  |  3-wire (red +, black -, yellow pulse)',
        20,
    )
    s.heading("What it does", 10)
    s.para(
        "A small rotor turns in the water stream and a Hall sensor counts its magnet, so "
        "every litre gives a fixed number of pulses. Count the pulses on an interrupt pin "
        "and you have flow rate and total volume - ideal for irrigation, coffee machines "
        "and tank top-ups. The yellow wire is pulled up to the red wire inside the sensor.",
        8.5,
    )
    s.heading("Tech specs", 10)
    s.table(
        [
            Col("Spec", 190),
            Col("AQF-20S", 110, "C"),
            Col("AQF-20L", 110, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Supply voltage (red wire)", "5 ... 18", "5 ... 18", "V DC"],
            ["Current draw at 5 V", LE + " 15", LE + " 15", "mA"],
            ["Flow range", "1 ... 30", "2 ... 45", "L/min"],
            ["Pulse factor", "F = 7.5 x Q", "F = 5.5 x Q", "Hz (Q in L/min)"],
            ["Accuracy (in flow range)", PM + "3", PM + "5", "%"],
            ["Water pressure, max.", "12", "12", "bar"],
            ["Water temperature", LE + " 80", LE + " 80", DEG],
            ["Pulse high level", "= supply", "= supply", "V"],
            ["Pulse low level", LE + " 0.5", LE + " 0.5", "V"],
        ],
        8,
    )
    s.para(
        "Ambient around the sensor: -25 ... +80 " + DEG + ". The electronics are potted (IP65), "
        "the body is nylon with 30 % glass fibre.",
        8,
    )
    s.heading("Flow vs. pulse frequency (AQF-20S, measured)", 10)
    s.table(
        [
            Col("Flow (L/min)", 110, "C"),
            Col("2", 78, "C"),
            Col("5", 78, "C"),
            Col("10", 78, "C"),
            Col("20", 78, "C"),
            Col("30", 77, "C"),
        ],
        [
            ["Frequency (Hz)", "15", "37.5", "75", "150", "225"],
            ["Pulses per litre", "450", "450", "450", "450", "450"],
        ],
        8,
    )
    s.add_page()
    s.heading("Wiring", 10)
    s.bullets(
        [
            "Red: + supply, 5 ... 18 V DC",
            "Black: ground",
            "Yellow: pulse output (open collector with 10 k" + OHM + " pull-up to red inside)",
        ],
        8.5,
    )
    s.heading("Good to know", 10)
    s.para(
        "Because the pull-up goes to the red wire, the pulse swings to whatever you feed the "
        "sensor. At 12 V supply the yellow wire carries 12 V pulses - add a divider before a "
        "microcontroller pin. Below the minimum flow the rotor may not turn at all.",
        8.5,
    )
    s.heading("Questions people ask", 10)
    faq = [
        (
            "Can I read it with a 3.3 V board?",
            "Yes if you power the sensor from 5 V and divide the pulse (10 k / 20 k), or "
            "simply add your own divider. Powering it from 3.3 V is below the 5 V minimum.",
        ),
        (
            "Is it food safe / approved for drinking water?",
            "The body is nylon; the sensor carries no drinking-water certification.",
        ),
        (
            "What's the burst pressure?",
            "We only list the 12 bar working pressure; the maker does not state a burst value.",
        ),
        (
            "How long do they last?",
            "No life figure is published; grit wears the rotor shaft, so fit a strainer.",
        ),
    ]
    for question, answer in faq:
        s.para("Q: " + question, 8.5, bold=True)
        s.para("A: " + answer, 8.5)
    s.heading("In the bag", 10)
    s.bullets(["1 x sensor (AQF-20S or AQF-20L)", "2 x hose tail and washers"], 8.5)
    s.heading("Order codes", 10)
    s.table(
        [
            Col("SKU", 120),
            Col("Thread", 90, "C"),
            Col("Price (ZAR)", 90, "C"),
            Col("In stock", 199),
        ],
        [
            ["KMS-FLW-0201", 'G1/2"', "R 89.00", "yes, 120 pcs"],
            ["KMS-FLW-0202", 'G3/4"', "R 119.00", "yes, 35 pcs"],
        ],
        8,
    )
    revision_table(
        s,
        [["2023-04-02", "v4", "Accuracy updated"], ["2024-01-09", "v5", "AQF-20L added"]],
        (90, 60, 349),
    )
    return save(s, out / "aqf-20.pdf")


# ----------------------------------------- optocoupler isolation board (Greek / English)
def opi4(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="ΘΕΡΜΑΪΚΟΣ ΗΛΕΚΤΡΟΝΙΚΑ Ι.Κ.Ε. / THERMAIKOS ELECTRONICS",
        header_right="OPI-4  Φύλλο δεδομένων / Data sheet",
        footer_left="Θεσσαλονίκη / Thessaloniki  -  OPI-4 έκδ. / rev. 1.2",
        footer_right="Σελίδα {page} από {nb}",
        table_fill=(220, 230, 250),
        accent=(0, 60, 140),
        grid=True,
    )
    s = Sheet(style, "OPI-4 4-channel optocoupler isolation board")
    s.add_page()
    s.title_block(
        "OPI-4-05 / OPI-4-12 / OPI-4-24",
        "Πλακέτα απομόνωσης 4 καναλιών με οπτοζεύκτες / 4-channel optocoupler isolation board",
        "Τρεις εκδόσεις τάσης εισόδου / three input-voltage versions  -  DIN-rail clip",
        17,
    )
    s.heading("Περιγραφή / Description", 10)
    s.para(
        "Κάθε κανάλι έχει οπτοζεύκτη με τρανζίστορ εξόδου. Each channel has a phototransistor "
        "optocoupler (isolation 3750 Vrms for 1 min) with an input resistor and indicator LED "
        "on the input side. The output side is an open-collector transistor with a 4.7 k"
        + OHM
        + " pull-up to VCC2 that a jumper can remove. The output side is powered from VCC2, "
        "3.3 ... 24 V.",
        8,
    )
    s.heading("Είσοδος ανά έκδοση / Input side per version", 10)
    s.table(
        [
            Col("Παράμετρος / Parameter", 200),
            Col("OPI-4-05", 100, "C"),
            Col("OPI-4-12", 100, "C"),
            Col("OPI-4-24", 99, "C"),
        ],
        [
            ["Ονομαστική τάση εισόδου /\nRated input voltage", "5 V", "12 V", "24 V"],
            [
                "Περιοχή τάσης εισόδου /\nInput voltage range",
                "3.0 ~ 6.0 V",
                "9 ~ 15 V",
                "18 ~ 30 V",
            ],
            [
                "Ρεύμα εισόδου (ονομ.) /\nInput current at rated voltage",
                "6.5 mA",
                "8.5 mA",
                "9.0 mA",
            ],
            ["Αντίσταση εισόδου / Input resistor", "470 " + OHM, "1.2 k" + OHM, "2.4 k" + OHM],
            ["Κατάσταση ON / ON when input " + GE, "2.4 V", "7.5 V", "15 V"],
            ["Κατάσταση OFF / OFF when input " + LE, "1.0 V", "3.0 V", "6.0 V"],
        ],
        7.5,
    )
    s.heading("Έξοδος / Output side (όλες οι εκδόσεις / all versions)", 10)
    s.table(
        [
            Col("Παράμετρος / Parameter", 200),
            Col("Min", 60, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Μονάδα / Unit", 119, "C"),
        ],
        [
            ["Τάση VCC2 / Output supply VCC2", "3.3", "", "24", "V"],
            ["Ρεύμα εξόδου / Output sink current", "", "", "50", "mA"],
            ["Τάση κορεσμού / Output low voltage,\nIC = 20 mA", "", "0.2", "0.4", "V"],
            ["Καθυστέρηση ON / Turn-on delay", "", "5", "", MU + "s"],
            ["Καθυστέρηση OFF / Turn-off delay", "", "25", "", MU + "s"],
        ],
        7.5,
    )
    s.para(
        "Οι χρόνοι μετρήθηκαν με pull-up 4.7 k"
        + OHM
        + " / delays measured with the 4.7 k"
        + OHM
        + " pull-up at VCC2 = 5 V. Switching up to 10 kHz is possible; with slower "
        "edges above that the duty cycle is distorted.",
        7.5,
    )
    s.add_page()
    s.heading("Όρια λειτουργίας / Operating limits", 10)
    s.bullets(
        [
            "Θερμοκρασία λειτουργίας / Operating temperature: -25 ~ +70 " + DEG,
            "Θερμοκρασία αποθήκευσης / Storage temperature: -40 ~ +85 " + DEG,
            "Υγρασία / Humidity: 10 ~ 90 %RH, χωρίς συμπύκνωση / non-condensing",
            "Μην υπερβαίνετε 35 V στην έξοδο / never more than 35 V on an output terminal",
            "Η είσοδος δεν έχει προστασία ανάστροφης πολικότητας πάνω από 6 V / input reverse "
            "voltage above 6 V destroys the LED of the optocoupler",
        ],
        8,
    )
    s.heading("Ακροδέκτες / Terminals", 10)
    s.table(
        [
            Col("Ακροδέκτης / Terminal", 120, "C"),
            Col("Πλευρά / Side", 90, "C"),
            Col("Λειτουργία / Function", 289),
        ],
        [
            ["IN1 ... IN4", "είσοδος / input", "Θετικό σήματος / signal +"],
            ["COM-", "είσοδος / input", "Κοινό αρνητικό / common -"],
            ["VCC2", "έξοδος / output", "Τροφοδοσία εξόδου / output supply"],
            ["OUT1 ... OUT4", "έξοδος / output", "Ανοιχτός συλλέκτης / open collector"],
            ["GND2", "έξοδος / output", "Γείωση εξόδου / output ground"],
        ],
        8,
    )
    s.heading("Συχνές ερωτήσεις / FAQ", 10)
    faq = [
        (
            "Μπορώ να διαβάσω αισθητήρα 24 V με ESP32; / Can an ESP32 read a 24 V sensor?",
            "Ναι, με το OPI-4-24 και VCC2 = 3.3 V / yes, use the OPI-4-24 and feed VCC2 "
            "from the ESP32 3.3 V pin.",
        ),
        (
            "Λογική εξόδου; / Output logic?",
            "Η έξοδος είναι αντεστραμμένη / inverted: input ON pulls OUT low.",
        ),
        (
            "Πιστοποίηση; / Certification?",
            "Ο οπτοζεύκτης έχει UL; η πλακέτα όχι / the optocoupler is UL listed, the board "
            "itself is not certified.",
        ),
    ]
    for question, answer in faq:
        s.para("Ε: " + question, 8, bold=True)
        s.para("Α: " + answer, 8)
    revision_table(
        s,
        [
            ["2022-10-01", "1.0", "Πρώτη έκδοση / first issue"],
            ["2023-07-18", "1.2", "OPI-4-24 προστέθηκε / added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "opi-4.pdf")
