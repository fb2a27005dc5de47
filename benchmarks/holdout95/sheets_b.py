"""Hold-out 95 datasheets, part 2: a 4-channel 5 V relay board, a 3.5 inch TFT shield,
a pH probe interface board and a USB-powered peristaltic pump.

An Uzbek / English relay-board sheet (bilingual names wrapped over two lines, VCC rows
for jumper fitted and removed, input current per VCC in columns, a board trace limit
below the relay's contact rating in a note), a Leeds distributor "Product Information
Sheet" for an Arduino TFT shield (version columns for two controllers, symbol-only
logic rows, order codes with GBP prices, compatibility list in prose), a Boston
lab-sensor start-up "Technical Data" sheet for a pH interface board (board and probe
sections with look-alike temperature rows, buffer-reading decoy table, absolute
maximum only in prose) and a Baoding pump factory product manual in translated English
(model selection table by tube size, no-load / rated / stall currents, working range
next to the rated voltage, full-width punctuation).
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


# ------------------------------------------------- 4-ch relay board (Uzbek / English)
def trb4(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Toshkent Robototexnika MChJ",
        header_right="TRB-4R05  Texnik tavsif / Technical description",
        footer_left="TRB-4R05 v2.0  -  Toshkent, O'zbekiston",
        footer_right="Sahifa {page} / {nb}  -  Page {page} of {nb}",
        table_fill=(232, 222, 244),
        accent=(90, 40, 130),
        grid=False,
    )
    s = Sheet(style, "TRB-4R05 4-channel relay module")
    s.add_page()
    s.title_block(
        "TRB-4R05",
        "4 kanalli rele moduli / 4-channel relay module, 5 V",
        "Optojuftlik bilan ajratilgan kirishlar, JD-VCC perichkasi / optocoupler-isolated "
        "inputs, JD-VCC jumper",
        20,
    )
    s.para(
        "Modul to'rtta 5 V rele, to'rtta PC817 optojuftlik va holat LEDlaridan iborat. "
        "The board carries four 5 V relays, four PC817 optocouplers and status LEDs. The "
        "inputs are active low: pulling INx towards GND switches relay x on.",
        8.5,
    )
    s.heading("1. Asosiy parametrlar / Main parameters", 10.5, rule=True)
    s.table(
        [
            Col("Parametr / Parameter", 210),
            Col("Qiymat / Value", 140, "C"),
            Col("Izoh / Note", 149),
        ],
        [
            [
                "Ta'minot kuchlanishi, perichka o'rnatilgan /\nSupply voltage VCC, jumper fitted",
                "4.75 ... 5.25 V",
                "rele va optojuftlik / relays and opto",
            ],
            [
                "Ta'minot kuchlanishi, perichka olingan /\nSupply voltage VCC, jumper removed",
                "3.0 ... 5.25 V",
                "faqat optojuftlik / opto side only",
            ],
            [
                "Rele ta'minoti /\nRelay supply JD-VCC",
                "4.75 ... 5.25 V",
                "perichka olingan / jumper removed",
            ],
            [
                "Bitta rele toki /\nCurrent per energised relay",
                "72 mA",
                "JD-VCC = 5 V",
            ],
            [
                "To'rtta rele yoqilgan /\nAll four relays on",
                "300 mA",
                "JD-VCC + VCC",
            ],
            ["Rele g'altagi / Coil", "5 V DC, 70 " + OHM + ", 0.36 W", "SRD-05VDC-SL-C"],
            [
                "Ish harorati /\nOperating temperature",
                "-25 ... +55 " + DEG,
                "",
            ],
            ["Saqlash harorati / Storage temperature", "-40 ... +85 " + DEG, ""],
        ],
        7.8,
    )
    s.heading("2. Kirish / Input (IN1 ... IN4)", 10.5, rule=True)
    s.table(
        [
            Col("Parametr / Parameter", 210),
            Col("VCC = 3.3 V", 95, "C"),
            Col("VCC = 5.0 V", 95, "C"),
            Col("", 99, "C"),
        ],
        [
            ["Kirish toki / Input current (IN = 0 V)", "1.4", "2.5", "mA"],
            ["Rele yoqiladi / Relay ON at IN " + LE, "1.0", "1.0", "V"],
            ["Rele o'chadi / Relay OFF at IN " + GE, "2.8", "4.5", "V"],
        ],
        7.8,
    )
    s.para(
        "Eslatma / Note: the OFF level is VCC - 0.5 V. With the jumper fitted VCC must be "
        "5 V, so a 3.3 V output cannot switch a relay off. Remove the jumper, feed VCC from "
        "the 3.3 V controller and JD-VCC from a separate 5 V supply.",
        7.5,
    )
    s.heading("3. Kontaktlar / Contacts (har bir kanal / per channel)", 10.5, rule=True)
    s.table(
        [
            Col("Yuklama / Load", 170),
            Col("250 V AC", 110, "C"),
            Col("125 V AC", 110, "C"),
            Col("30 V DC", 109, "C"),
        ],
        [
            ["Rele kontakti / Relay contact rating", "10 A", "10 A", "10 A"],
            ["Plata bo'yicha / Through the board (1)", "7 A", "7 A", "7 A"],
        ],
        7.8,
    )
    s.para(
        "(1) Plata izlari va klemmalar uzluksiz 7 A gacha. PCB traces and screw terminals "
        "limit the continuous current to 7 A per channel, whatever the relay is rated for.",
        7.5,
    )
    s.add_page()
    s.heading("4. JD-VCC perichkasi / JD-VCC jumper", 10.5, rule=True)
    s.bullets(
        [
            "Perichka o'rnatilgan / jumper fitted: relays run from VCC; one 5 V supply "
            "for everything; no galvanic isolation.",
            "Perichka olingan / jumper removed: VCC (3.0 ... 5.25 V) powers only the "
            "optocoupler LEDs, JD-VCC (5 V) powers the relays; connect the two grounds only "
            "if you do not need isolation.",
            "A USB port of a computer (500 mA) can run the board with all four relays on; "
            "an Arduino 5V pin fed by USB is marginal with four relays on.",
        ],
        8.2,
    )
    s.heading("5. Ulanishlar / Connections", 10.5, rule=True)
    s.table(
        [Col("Kontakt / Pin", 110), Col("Vazifa / Function", 389)],
        [
            ["GND", "umumiy / ground"],
            ["IN1 ... IN4", "boshqaruv kirishlari, past daraja faol / control, active low"],
            ["VCC", "mantiq ta'minoti / logic supply"],
            ["JD-VCC", "rele ta'minoti / relay supply (jumper to VCC)"],
            ["NO / COM / NC", "rele kontaktlari / relay contacts, screw terminal 5.0 mm"],
        ],
        7.8,
    )
    s.heading("6. Savol-javob / Q&A", 10.5, rule=True)
    s.para(
        "Savol: Diodlar bormi? Q: Are flyback diodes fitted? - Ha / Yes, a 1N4148 across "
        "every coil.",
        8.2,
    )
    s.para(
        "Savol: 230 V tarmoqda ishlatsa bo'ladimi? Q: Can I use it on 230 V mains? - Yes, up "
        "to 250 V AC, but keep 8 mm between the contact side and your low-voltage wiring "
        "and put the board in a closed box. The board itself carries no safety approval.",
        8.2,
    )
    s.para(
        "Savol: 12 V bilan ishlaydimi? Q: Does it run on 12 V? - No. Relays and LEDs are for "
        "5 V; 12 V on VCC or JD-VCC burns the coils. Use the 12 V version TRB-4R12.",
        8.2,
    )
    s.heading("7. O'lchamlar / Dimensions", 10.5, rule=True)
    s.para("75 x 55 x 19 mm, 4 teshik / holes 3.1 mm, 62 g.", 8.2)
    revision_table(
        s,
        [
            ["2023-04-02", "1.0", "Birinchi nashr / first issue"],
            ["2024-05-17", "2.0", "7 A plata cheklovi / 7 A board limit"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "trb-4r05.pdf")


# ---------------------------------------------------- 3.5" TFT shield (Leeds)
def ave35(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="AIRE VALLEY ELECTRONICS LTD - Product Information Sheet",
        header_right="Order codes 50421 / 50422",
        footer_left="Aire Valley Electronics Ltd, Leeds LS11. E&OE. Prices ex VAT.",
        footer_right="PIS 50421  p{page}",
        table_fill=(225, 225, 225),
        accent=(30, 30, 30),
        grid=True,
    )
    s = Sheet(style, "AVE-TFT35U 3.5 inch TFT touch shield for Arduino")
    s.add_page()
    s.title_block(
        "AVE-TFT35U-A / AVE-TFT35U-B",
        '3.5" 320 x 480 Colour TFT Shield with Resistive Touch, for Arduino Uno / Mega',
        "8-bit parallel bus - microSD slot - plugs straight onto the board",
        18,
    )
    s.heading("Description", 10)
    s.para(
        "A 3.5 inch colour TFT with a 4-wire resistive touch layer on an Arduino shield. "
        "The display is written over an 8-bit parallel bus (LCD_D0 ... D7 on D8, D9, D2 ... "
        "D7) with five control lines on A0 ... A4, which is much faster than SPI on an Uno. "
        "The touch layer has no controller: it is read with two analog pins shared with the "
        "bus. Two versions are stocked; they differ only in the controller IC and backlight.",
        8.5,
    )
    s.heading("Versions", 10)
    s.table(
        [
            Col("", 160),
            Col("AVE-TFT35U-A", 120, "C"),
            Col("AVE-TFT35U-B", 120, "C"),
            Col("", 99, "C"),
        ],
        [
            ["Order code", "50421", "50422", ""],
            ["Controller", "ILI9486", "ST7796S", ""],
            ["Colours", "65K / 262K", "65K", ""],
            ["Backlight", "4 LEDs", "6 LEDs", ""],
            ["Price (1+)", "\u00a312.40", "\u00a313.95", "ex VAT"],
        ],
        7.8,
    )
    s.heading("Electrical", 10)
    s.para("Typical values, 25 " + DEG + ", powered from the Arduino 5V pin.", 7.5)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 50, "C"),
            Col("-A", 70, "C"),
            Col("-B", 70, "C"),
            Col("Unit", 50, "C"),
            Col("Notes", 89),
        ],
        [
            ["Supply voltage (5V pin)", "VCC", "4.5 - 5.5", "4.5 - 5.5", "V", ""],
            ["Supply current, backlight 100 %", "ICC", "110", "150", "mA", "white screen"],
            ["Supply current, backlight off", "", "16", "19", "mA", "BL jumper open"],
            ["", "VIH", "2.0", "2.0", "V", "74LVC245"],
            ["", "VIL", "0.8", "0.8", "V", "74LVC245"],
            ["Panel supply (on-board LDO)", "VDD", "3.3", "3.3", "V", "not on a pin"],
        ],
        7.8,
    )
    s.para(
        "The control and data lines pass through 74LVC245 buffers run from the on-board "
        "3.3 V regulator, so the shield accepts 5 V or 3.3 V logic. The 3.3V pin of the "
        "Arduino is not used.",
        8.2,
    )
    s.heading("Environmental", 10)
    s.table(
        [Col("Parameter", 230), Col("Value", 150, "C"), Col("", 119)],
        [
            ["Operating temperature", "-20 to +70", DEG],
            ["Storage temperature", "-30 to +80", DEG],
            ["Humidity (operating, non-condensing)", "10 to 85", "% RH"],
        ],
        7.8,
    )
    s.add_page()
    s.heading("Pin usage", 10)
    s.table(
        [Col("Arduino pin", 100), Col("Shield signal", 130), Col("Also used for", 269)],
        [
            ["A0", "LCD_RD", ""],
            ["A1", "LCD_WR", "touch YP (analog read)"],
            ["A2", "LCD_RS", "touch XM (analog read)"],
            ["A3", "LCD_CS", ""],
            ["A4", "LCD_RST", "(I2C SDA on an Uno - not available with the shield fitted)"],
            ["D2 ... D9", "LCD_D2 ... D7, D0, D1", "D6 touch XP, D7 touch YM"],
            ["D10 ... D13", "SD_CS, MOSI, MISO, SCK", "microSD (SPI)"],
        ],
        7.8,
    )
    s.heading("Which boards?", 10)
    s.bullets(
        [
            "Arduino Uno R3, Leonardo, Mega 2560: plug in, use the MCUFRIEND-style library.",
            "Arduino Due and other 3.3 V Arduino-shaped boards: work; the logic accepts "
            "3.3 V and the board supplies 5 V on its 5V pin.",
            "ESP32, Raspberry Pi Pico and similar: not pin compatible. You can wire 13 lines "
            "by hand and feed 5 V to the 5V pin.",
            "Uno with the shield fitted: the hardware I2C pins are lost (A4 is LCD_RST).",
        ],
        8.2,
    )
    s.heading("Touch", 10)
    s.para(
        "4-wire resistive film, 3H pencil hardness surface. Calibrate in software; the "
        "raw readings differ from panel to panel. Not suitable for multi-touch or gestures.",
        8.2,
    )
    s.heading("Mechanical", 10)
    s.para(
        "PCB 84.5 x 55.5 mm; active area 48.96 x 73.44 mm; weight 44 g. Shipped with a "
        "protective film and in an anti-static bag.",
        8.2,
    )
    s.heading("Ordering", 10)
    s.table(
        [Col("Order code", 90), Col("Description", 280), Col("Price (1+)", 129, "R")],
        [
            ["50421", 'AVE-TFT35U-A 3.5" TFT shield, ILI9486', "\u00a312.40"],
            ["50422", 'AVE-TFT35U-B 3.5" TFT shield, ST7796S', "\u00a313.95"],
            ["50430", "Stylus, pack of 2", "\u00a31.20"],
        ],
        7.8,
    )
    revision_table(
        s,
        [
            ["14/09/2023", "1", "New product"],
            ["02/02/2024", "2", "-B version added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "ave-tft35u.pdf")


# ---------------------------------------------------- pH interface board (Boston)
def fslph2(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Fenway Sensor Labs, Inc.",
        header_right="TECHNICAL DATA  TD-PH2-03",
        footer_left="Fenway Sensor Labs, Inc. - Boston, MA 02215 - For research and education.",
        footer_right="{page} of {nb}",
        table_fill=None,
        accent=(120, 20, 40),
        grid=False,
    )
    s = Sheet(style, "FSL-PH2 analog pH interface board")
    s.add_page()
    s.title_block(
        "FSL-PH2",
        "Analog pH Interface Board with BNC Input",
        "FSL-PH2 (board only)  |  FSL-PH2K (board, E-201 gel probe, pH 4.00 / 6.86 / 9.18 "
        "buffer sachets)",
        20,
    )
    s.heading("Product Summary", 10.5, rule=True)
    s.para(
        "The FSL-PH2 buffers the very high impedance signal of a combination pH electrode "
        "and turns it into an analog voltage that an ordinary microcontroller ADC can "
        "read. Plug any pH electrode with a BNC connector into the input; read the output "
        "with an analog pin. The output rises as the solution becomes more acidic. Two "
        "trimmers set offset and slope for two-point calibration.",
        8.8,
    )
    s.heading("Board Specifications", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 190),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 50, "C"),
            Col("Conditions", 94),
        ],
        [
            ["Supply voltage, V+", "3.3", "", "5.5", "V", ""],
            ["Supply current", "", "5", "10", "mA", "V+ = 5.0 V"],
            ["Output voltage range", "0", "", "3.0", "V", "pH 14 ... pH 0"],
            ["Output at pH 7.00", "", "1.50", "", "V", "after calibration"],
            ["Output resistance", "", "1", "", "k" + OHM, ""],
            ["Input bias current", "", "1", "", "pA", "BNC centre pin"],
            ["Warm-up after power-on", "", "", "60", "s", ""],
            ["Board operating temperature", "-10", "", "+60", DEG, ""],
        ],
        8,
    )
    s.heading("Probe Specifications (FSL-PH2K only)", 10.5, rule=True)
    s.table(
        [Col("Parameter", 190), Col("Value", 180, "C"), Col("Notes", 129)],
        [
            ["Electrode type", "E-201, gel-filled combination", ""],
            ["Measuring range", "pH 0 - 14", ""],
            ["Accuracy", PM + "0.1 pH", "at 25 " + DEG],
            ["Response time", LE + " 1 min", "to 95 %"],
            ["Solution temperature", "0 to 60", DEG],
            ["Cable", "1 m, BNC plug", ""],
        ],
        8,
    )
    s.add_page()
    s.heading("Typical Readings", 10.5, rule=True)
    s.para(
        "Output of a calibrated FSL-PH2K in fresh buffers at 25 " + DEG + ". "
        "Use for a sanity check only; calibrate every board with its own probe.",
        8.2,
    )
    s.table(
        [
            Col("Buffer", 120, "C"),
            Col("Output, V+ = 3.3 V", 140, "C"),
            Col("Output, V+ = 5.0 V", 140, "C"),
            Col("", 99),
        ],
        [
            ["pH 4.00", "2.03 V", "2.03 V", ""],
            ["pH 6.86", "1.52 V", "1.52 V", ""],
            ["pH 9.18", "1.11 V", "1.11 V", ""],
        ],
        8,
    )
    s.heading("Connections", 10.5, rule=True)
    s.table(
        [Col("Connector", 110), Col("Pin", 60, "C"), Col("Function", 329)],
        [
            ["J1 (PH2.0, 3-pin)", "1", "V+  (3.3 - 5.5 V)"],
            ["", "2", "GND"],
            ["", "3", "Po - analog output to the ADC"],
            ["J2", "BNC", "pH electrode"],
            ["J3 (2-pin)", "T1 / T2", "reserved for a 10 k NTC; not read by the board"],
        ],
        8,
    )
    s.heading("Application Notes", 10.5, rule=True)
    s.bullets(
        [
            "Because the output never exceeds 3.0 V, it can go straight into a 3.3 V ADC "
            "(ESP32, Raspberry Pi Pico, STM32) as well as a 5 V Arduino.",
            "V+ must never exceed 6.0 V; reverse polarity on J1 destroys the board.",
            "The board is not galvanically isolated. Two probes in one tank (pH and EC) on "
            "one supply disturb each other; use an isolated supply for one of them.",
            "Do not leave the electrode in air or distilled water; store it in its cap with "
            "3 M KCl. Expect to replace the probe every 6 to 12 months.",
            "The board does not compensate for temperature; J3 is only a footprint.",
        ],
        8.4,
    )
    revision_table(
        s,
        [
            ["2023-10-03", "02", "Output range corrected to 0 - 3.0 V"],
            ["2024-04-22", "03", "Probe section and typical readings"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "fsl-ph2.pdf")


# ------------------------------------------------ USB peristaltic pump (Baoding)
def blfp5u(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Baoding Lanfeng Fluid Technology Co., Ltd.",
        header_right="BLF-P5U Series Product Manual",
        footer_left="Add" + FWC + "Baoding, Hebei, China    www.example.cn/lanfeng",
        footer_right="P{page}/{nb}",
        table_fill=(214, 240, 214),
        accent=(20, 110, 40),
        grid=True,
    )
    s = Sheet(style, "BLF-P5U USB peristaltic pump")
    s.add_page()
    s.title_block(
        "BLF-P5U Series",
        "5V USB Mini Peristaltic Pump (Dosing Pump)",
        "Models" + FWC + "BLF-P5U-1 / BLF-P5U-2 / BLF-P5U-3    Option -S" + FWC + "inline "
        "switch on the USB cable",
        19,
    )
    s.heading("\u25a0 1. Product introduction", 10.5)
    s.para(
        "BLF-P5U is a small peristaltic pump driven by a DC gear motor. The liquid only "
        "touches the tube, so it is suitable for aquarium dosing, lab experiments, coffee "
        "and drink machines and plant watering. The pump is self-priming and can run "
        "dry for a short time. It is powered from a USB-A plug (1 m cable).",
        8.5,
    )
    s.heading("\u25a0 2. Model selection", 10.5)
    s.table(
        [
            Col("Model", 100),
            Col("Tube (ID x OD)", 90, "C"),
            Col("Flow rate", 90, "C"),
            Col("Head", 70, "C"),
            Col("Suction", 70, "C"),
            Col("Tube life", 79, "C"),
        ],
        [
            ["BLF-P5U-1", "1 x 3 mm", "8 mL/min", "1.5 m", "1.5 m", "500 h"],
            ["BLF-P5U-2", "2 x 4 mm", "30 mL/min", "1.2 m", "1.5 m", "500 h"],
            ["BLF-P5U-3", "3 x 5 mm", "65 mL/min", "1.0 m", "1.2 m", "300 h"],
        ],
        7.8,
    )
    s.para("Flow rate measured with water at 25 " + FW_C + ", 5.0 V, 0 m head.", 7.5)
    s.heading("\u25a0 3. Electrical parameters", 10.5)
    s.table(
        [Col("Item", 170), Col("Value", 150, "C"), Col("Remark", 179)],
        [
            ["Rated voltage", "DC 5V", "USB"],
            ["Working voltage", "DC 3.5V" + FWT + "6V", "flow changes with voltage"],
            ["No-load current", "120mA", "motor without tube"],
            ["Rated current", "220mA", "with tube, 5V, water"],
            ["Max. current", "300mA", "tube new, cold"],
            ["Stall current", "650mA", "do not hold"],
            ["Rated power", "1.1W", ""],
            ["Motor speed", "170 rpm", "roller head, 5V"],
        ],
        7.8,
    )
    s.add_page()
    s.heading("\u25a0 4. Working conditions", 10.5)
    s.lines(
        [
            "Working temperature" + FWC + "0" + FWT + "40" + FW_C + "  (liquid not frozen)",
            "Storage temperature" + FWC + "-20" + FWT + "60" + FW_C,
            "Working humidity" + FWC + FWL + "motor" + FWR + " " + LE + " 80%RH, no condensation",
            "Noise" + FWC + LE + " 55 dB (at 30 cm)",
            "Duty" + FWC + "continuous 30 min, then rest 10 min",
        ],
        8.5,
    )
    s.heading("\u25a0 5. Notes for use", 10.5)
    s.bullets(
        [
            "The motor is not waterproof. Keep the pump head above the liquid or protect the "
            "motor from drips.",
            "Any USB port or USB power bank that gives 5V / 500mA or more can run one pump.",
            "Do not power the pump from a microcontroller IO pin. Use a MOSFET or driver "
            "board and a diode across the motor; the IO pin only switches the MOSFET.",
            "Do not connect to 12V or 24V; the motor will overheat and the tube will wear "
            "very fast.",
            "Not for solvents, strong acids or oils (silicone tube). Ask us for PharMed or "
            "Norprene tube.",
            "Reversing the motor polarity reverses the flow direction.",
        ],
        8.2,
    )
    s.heading("\u25a0 6. Wiring", 10.5)
    s.table(
        [Col("Wire", 100), Col("Colour", 100, "C"), Col("Connect to", 299)],
        [
            ["USB VBUS", "red", "+5V (motor +)"],
            ["USB GND", "black", "GND (motor -)"],
            ["USB D+ / D-", "-", "not connected"],
        ],
        7.8,
    )
    s.heading("\u25a0 7. Dimension and weight", 10.5)
    s.para("Pump 52 x 32 x 30 mm, weight 45 g, tube length 40 cm each side.", 8.5)
    revision_table(
        s,
        [
            ["2022-11-01", "A0", "First release"],
            ["2024-06-12", "A2", "Add BLF-P5U-3 and -S option"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "blf-p5u.pdf")
