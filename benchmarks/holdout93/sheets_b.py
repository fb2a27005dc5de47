"""Hold-out 93 datasheets, part 2: a 12-key capacitive touch keypad, a logic-level MOSFET
switch module, a Hall-effect water flow sensor and an RTC module with a backup cell.

A Quezon City maker-shop product sheet (board limits beside the controller IC's own
range in one table, address per ADDR connection in prose, a 5 V Arduino answer in the
FAQ, register decoys), a Quito maker-store product sheet (one column per version for
bare board vs heatsink, the MOSFET's own data with VDS 40 V next to the 30 V load
limit, no flyback diode only in prose), a Hefei flow-meter factory specification in
translated English (one column per thread size with full-width punctuation, water vs
ambient temperature, a measured flow / frequency table, limits in Attention and Q&A)
and a Basque / English RTC module sheet (battery-version columns, timekeeping current
per VBAT, accuracy per temperature band, EEPROM address decoy, a charging-circuit
warning).
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
FWEQ = "\uff1d"
LE = "\u2264"
GE = "\u2265"
PESO = "\u20b1"


# ------------------------------------------------------------ 12-key touch keypad (Manila)
def br_tk12(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Bahaghari Robotics  -  Quezon City, Metro Manila",
        header_right="BR-TK12 product sheet",
        footer_left="SKU BR-TK12  -  " + PESO + "385.00  -  bahaghari.ph  -  revised 12 Mar 2024",
        footer_right="p{page} of {nb}",
        table_fill=(246, 226, 236),
        accent=(140, 20, 80),
        grid=True,
    )
    s = Sheet(style, "BR-TK12 12-key capacitive touch keypad, I2C")
    s.add_page()
    s.title_block(
        "BR-TK12",
        "12-key capacitive touch keypad with I2C and interrupt",
        "Keys 0-9, * and #  -  printed 3 x 4 overlay  -  70 x 52 mm  -  4 mounting holes",
        20,
    )
    s.heading("What you get", 10.5)
    s.para(
        "A ready-to-use phone-style keypad: twelve copper pads under a printed overlay, "
        "read by a 12-channel capacitive touch controller. Your microcontroller reads a "
        "16-bit touch status over I2C, and the IRQ pin goes low whenever a key is pressed "
        "or released, so you do not need to poll. Works through up to 3 mm of acrylic or "
        "glass.",
        8.5,
    )
    s.heading("Specs you'll actually need", 10.5)
    s.table(
        [Col("Parameter", 160), Col("Value", 140, "C"), Col("Notes", 199)],
        [
            ["Board supply (VCC pin)", "2.5 - 3.6 V", "no regulator on board"],
            ["Controller IC supply range", "1.71 - 3.6 V", "IC datasheet; board LED needs 2.5 V"],
            ["Supply, never above", "4.0 V", "5 V destroys the controller"],
            ["Run current, 16 ms sampling", "29 " + MU + "A typ.", "all 12 keys enabled"],
            ["Power LED", "about 1 mA", "cut JP2 to disable"],
            ["Stop mode current", "3 " + MU + "A typ.", "ECR = 0x00"],
            ["I2C clock", "up to 400 kHz", ""],
            ["IRQ output", "open drain, active low", "10 k" + OHM + " pull-up to VCC"],
            ["Key response, default filter", "about 40 ms", ""],
            ["Operating temperature", "-20 to +70 " + DEG, "board and overlay adhesive"],
        ],
        8,
    )
    s.para(
        "The controller itself is rated -40 to +85 " + DEG + "; the printed overlay and its "
        "adhesive are what limit the board.",
        7.5,
    )
    s.heading("I2C address", 10.5)
    s.para(
        "The ADDR pad on the back sets the 7-bit address. It ships bridged to GND, which "
        "gives 0x5A. Cut the trace and bridge ADDR to VCC for 0x5B, to SDA for 0x5C or to "
        "SCL for 0x5D, so up to four keypads can share one bus. SDA and SCL have 10 k"
        + OHM
        + " pull-ups to VCC on the board (JP1 to remove them).",
        8.5,
    )
    s.heading("Header", 10.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Label", 70, "C"), Col("Function", 379)],
        [
            ["1", "IRQ", "interrupt to the MCU, low while a touch change is pending"],
            ["2", "SCL", "I2C clock"],
            ["3", "SDA", "I2C data"],
            ["4", "ADDR", "also on the back pad, see I2C address"],
            ["5", "3V3", "supply, 2.5 - 3.6 V"],
            ["6", "GND", "ground"],
        ],
        8,
    )
    s.add_page()
    s.heading("Registers you will use", 10.5)
    s.table(
        [Col("Register", 70, "C"), Col("Name", 120), Col("What it does", 309)],
        [
            ["0x00 / 0x01", "Touch status", "one bit per key (key 0 = bit 0 ... # = bit 11)"],
            ["0x2B - 0x40", "Filter / baseline", "leave at the library defaults"],
            ["0x41 - 0x5A", "Touch / release threshold", "12 pairs, default 12 / 6"],
            ["0x5D", "CONFIG2", "sampling interval, default 16 ms"],
            ["0x5E", "ECR", "0x00 = stop mode, 0x8C = run all 12 keys"],
            ["0x80", "Soft reset", "write 0x63"],
        ],
        8,
    )
    s.heading("Key map", 10.5)
    s.table(
        [Col("", 100, "C"), Col("col 1", 133, "C"), Col("col 2", 133, "C"), Col("col 3", 133, "C")],
        [
            ["row 1", "1 (E0)", "2 (E1)", "3 (E2)"],
            ["row 2", "4 (E3)", "5 (E4)", "6 (E5)"],
            ["row 3", "7 (E6)", "8 (E7)", "9 (E8)"],
            ["row 4", "* (E9)", "0 (E10)", "# (E11)"],
        ],
        8,
    )
    s.heading("FAQ", 10.5)
    s.para(
        "Q: Can I use it with a 5 V Arduino Uno?\nA: Yes, but power the keypad from the "
        "Uno's 3.3 V pin, never from 5 V. With our pull-ups to 3.3 V the Uno reads SDA and "
        "SCL correctly; do not add pull-ups to 5 V.",
        8.5,
    )
    s.para(
        "Q: How many keys can be pressed at once?\nA: The status register reports every key, "
        "so any combination is detected.",
        8.5,
    )
    s.para(
        "Q: Is it waterproof?\nA: We do not give a rating. Water drops on the overlay cause "
        "false touches.",
        8.5,
    )
    s.para(
        "Q: Will it work with gloves?\nA: Thin latex gloves yes, thick winter gloves no.",
        8.5,
    )
    s.heading("Libraries", 10.5)
    s.para(
        "Arduino: any library for 12-channel capacitive touch controllers at 0x5A. "
        "MicroPython and CircuitPython examples are on the product page.",
        8.5,
    )
    return save(s, out / "br-tk12.pdf")


# ------------------------------------------------------------ MOSFET switch module (Quito)
def mm_mos30(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="MITAD DEL MUNDO ELECTRONICA  |  Quito, Ecuador",
        header_right="MM-MOS30 / MM-MOS30-HS",
        footer_left="Product data  |  prices in USD  |  data version 3 (2024-02)",
        footer_right="{page} / {nb}",
        table_fill=(226, 240, 214),
        accent=(40, 100, 20),
        grid=False,
    )
    s = Sheet(style, "MM-MOS30 logic-level MOSFET switch module")
    s.add_page()
    s.title_block(
        "MM-MOS30",
        "Logic-level MOSFET switch module, PWM input, DC loads up to 30 V",
        "MM-MOS30 (bare board) USD 3.80  |  MM-MOS30-HS (with clip-on heatsink) USD 5.20",
        20,
    )
    s.heading("Overview", 10.5)
    s.para(
        "One N-channel logic-level MOSFET switches the low side of a DC load (LED strip, "
        "DC motor, pump, solenoid, heater pad). The gate is driven straight from your "
        "microcontroller pin through 100 " + OHM + "; a 10 k" + OHM + " pull-down keeps the load "
        "off while the MCU boots. A red LED shows the input state.",
        8.5,
    )
    s.heading("Module ratings", 10.5)
    s.table(
        [
            Col("", 210),
            Col("MM-MOS30", 110, "C"),
            Col("MM-MOS30-HS", 110, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Load voltage (V+ to V-)", "3 - 30", "3 - 30", "V DC"],
            ["Continuous load current, 25 " + DEG + " air", "6", "12", "A"],
            ["Pulse current (< 1 s, 10 % duty)", "20", "20", "A"],
            ["Signal input, load fully on", "3.3 - 5", "3.3 - 5", "V"],
            ["Signal input, never above", "20", "20", "V"],
            ["Signal current at 5 V", "0.5", "0.5", "mA"],
            ["PWM frequency", "0 - 20", "0 - 20", "kHz"],
            ["Operating temperature", "-20 to +70", "-20 to +70", DEG],
        ],
        8,
    )
    s.para(
        "Signal current includes the LED. Above 20 kHz switching losses heat the MOSFET "
        "even at low load; for motors we recommend 1 - 5 kHz.",
        7.5,
    )
    s.heading("The MOSFET on the board", 10.5)
    s.para("Values from the transistor's data sheet, Tj = 25 " + DEG + ".", 7.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 60, "C"),
            Col("Condition", 110),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Drain-source voltage", "VDS", "", "40", "", "", "V"],
            ["Gate threshold voltage", "VGS(th)", "ID = 250 " + MU + "A", "1.0", "1.6", "2.5", "V"],
            ["On-resistance", "RDS(on)", "VGS = 10 V", "", "5.0", "6.5", "m" + OHM],
            ["", "", "VGS = 4.5 V", "", "7.0", "9.5", "m" + OHM],
            ["", "", "VGS = 3.3 V", "", "11", "16", "m" + OHM],
            ["Gate-source voltage", "VGS", "absolute max.", "", "", PM + "20", "V"],
        ],
        8,
    )
    s.add_page()
    s.heading("Wiring", 10.5)
    s.table(
        [Col("Terminal", 80, "C"), Col("Connect to", 419)],
        [
            ["V+", "positive of the load supply (also goes to the load's + terminal)"],
            ["V-", "negative of the load supply"],
            ["OUT+ / OUT-", "the load"],
            ["SIG", "MCU pin (PWM or on/off)"],
            ["GND", "MCU ground (joined to V- on the board)"],
        ],
        8,
    )
    s.heading("Things to know", 10.5)
    s.bullets(
        [
            "DC only. The module cannot switch AC mains loads.",
            "There is no flyback diode on the board. Motors, pumps, solenoids and relays need "
            "a diode across the load (for example 1N5819 or SS34), or the spike will kill the "
            "MOSFET.",
            "Grounds are common: SIG GND and V- are the same net. This module is not isolated.",
            "From a 3.3 V pin (ESP32, Pico) the MOSFET is fully on; RDS(on) is higher than at "
            "5 V, so the bare board reaches its 6 A only with some airflow.",
            "Screw terminals are rated 15 A; use at least 1.5 mm" + "\u00b2" + " wire above 8 A.",
        ],
        8.5,
    )
    s.heading("Typical loads we tested", 10.5)
    s.table(
        [Col("Load", 200), Col("Supply", 90, "C"), Col("Current", 90, "C"), Col("Board", 119, "C")],
        [
            ["5 m 12 V LED strip (SMD 5050)", "12 V", "4.2 A", "bare, warm"],
            ["12 V water pump", "12 V", "1.1 A", "bare"],
            ["775 DC motor", "24 V", "8.5 A", "-HS"],
            ["24 V heater pad", "24 V", "2.0 A", "bare"],
        ],
        8,
    )
    s.heading("Questions", 10.5)
    s.para(
        "Can I dim a 36 V e-bike light with it? No. 30 V is the limit for the load supply.",
        8.5,
    )
    s.para(
        "Does it need a separate 5 V supply? No. The gate is driven only by the SIG pin; there "
        "is no VCC pin.",
        8.5,
    )
    s.para("Size: 34 x 17 mm (bare), 34 x 17 x 22 mm with heatsink. Weight 6 g / 14 g.", 8.5)
    return save(s, out / "mm-mos30.pdf")


# ------------------------------------------------------------ Hall water flow sensor (Hefei)
def hfl_g(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Hefei Chaohu Fluid Instrument Co., Ltd.",
        header_right="Product Specification  HFL-G12 / HFL-G34",
        footer_left="Doc No. CH-QS-2207  Ver. 1.3",
        footer_right="P{page}-{nb}",
        table_fill=(230, 230, 230),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "HFL-G12 / HFL-G34 Hall water flow sensor")
    s.add_page()
    s.title_block(
        "HFL-G12 / HFL-G34",
        "Hall effect water flow sensor (pulse output)",
        "Thread G1/2"
        + FWL
        + "HFL-G12"
        + FWR
        + ", G3/4"
        + FWL
        + "HFL-G34"
        + FWR
        + "  Nylon + glass fibre body",
        20,
    )
    s.heading("\u25c6 1  Product overview", 10.5)
    s.para(
        "The water flow sensor consists of plastic valve body, water rotor and Hall sensor. "
        "When water flows through the rotor, rotor rolls and its speed changes with "
        "different rate of flow. The Hall sensor outputs the corresponding pulse signal"
        + FWC
        + " count the pulses with microcontroller to calculate the flow.",
        8.5,
    )
    s.heading("\u25c6 2  Technical parameters", 10.5)
    s.table(
        [Col("Item", 150), Col("HFL-G12", 120, "C"), Col("HFL-G34", 120, "C"), Col("Remark", 109)],
        [
            ["Working voltage", "DC 5" + FWT + "18V", "DC 5" + FWT + "18V", ""],
            ["Working current", LE + "15mA", LE + "15mA", "DC 5V"],
            ["Flow range", "1" + FWT + "30L/min", "2" + FWT + "60L/min", ""],
            [
                "Pulse frequency",
                "F" + FWEQ + "7.5" + "\u00d7" + "Q",
                "F" + FWEQ + "5.5" + "\u00d7" + "Q",
                "Q" + FWEQ + "L/min",
            ],
            ["Pulses per liter", "450", "330", ""],
            ["Accuracy", PM + "5%", PM + "5%", "in range"],
            ["Output high level", ">4.5V", ">4.5V", "DC 5V input"],
            ["Output low level", "<0.5V", "<0.5V", ""],
            ["Output pulse duty", "50" + PM + "10%", "50" + PM + "10%", ""],
            ["Water pressure", LE + "1.75MPa", LE + "1.75MPa", ""],
            ["Water temperature", LE + "80" + FW_C, LE + "80" + FW_C, ""],
            [
                "Ambient temperature",
                "0" + FWT + "+65" + FW_C,
                "0" + FWT + "+65" + FW_C,
                "no freezing",
            ],
            ["Ambient humidity", "35%" + FWT + "90%RH", "35%" + FWT + "90%RH", ""],
            ["Insulation resistance", ">100M" + OHM, ">100M" + OHM, ""],
        ],
        8,
    )
    s.heading("\u25c6 3  Output", 10.5)
    s.para(
        "Output form" + FWC + "pulse, NPN with internal 10k" + OHM + " pull-up resistor to VCC. "
        "Therefore the high level of the pulse is about the supply voltage. For 3.3V "
        "controller, please use resistor divider on the signal wire.",
        8.5,
    )
    s.heading("\u25c6 4  Wire", 10.5)
    s.table(
        [Col("Color", 100, "C"), Col("Function", 399)],
        [
            ["Red", "VCC" + FWL + "DC 5" + FWT + "18V" + FWR],
            ["Black", "GND"],
            ["Yellow", "pulse signal"],
        ],
        8,
    )
    s.add_page()
    s.heading("\u25c6 5  Flow and frequency (test data, HFL-G12)", 10.5)
    s.table(
        [
            Col("Flow (L/min)", 125, "C"),
            Col("Frequency (Hz)", 125, "C"),
            Col("Flow (L/min)", 125, "C"),
            Col("Frequency (Hz)", 124, "C"),
        ],
        [
            ["2", "16", "12", "90"],
            ["4", "32.5", "16", "120"],
            ["6", "49.3", "20", "150"],
            ["8", "65.5", "25", "188"],
            ["10", "82", "30", "225"],
        ],
        8,
    )
    s.para("Test data is for reference, horizontal install, water 25" + FW_C + ".", 7.5)
    s.heading("\u25c6 6  Attention", 10.5)
    s.bullets(
        [
            "Max. voltage DC 24V. Reverse connection of power will damage the Hall IC.",
            "Install horizontally, arrow on body is water direction. Avoid air in pipe.",
            "Use filter before sensor, sand and rust make rotor stuck.",
            "Not for drinking water" + FWL + "body material no food grade certificate" + FWR + ".",
            "Storage temperature" + FWC + "-25" + FW_C + FWT + "+80" + FW_C,
        ],
        8.5,
    )
    s.heading("\u25c6 7  Q&A", 10.5)
    s.para("Q" + FWC + "Can use 3.3V supply?", 8.5, bold=True)
    s.para(
        "A" + FWC + "No. Below 4.5V the Hall IC can not switch stable. Supply 5V and divide "
        "the signal.",
        8.5,
    )
    s.para("Q" + FWC + "Can measure hot water of boiler?", 8.5, bold=True)
    s.para("A" + FWC + "Water temperature max 80" + FW_C + ", over this the body will deform.", 8.5)
    s.para("Q" + FWC + "Can measure oil or diesel?", 8.5, bold=True)
    s.para("A" + FWC + "No, only water. Viscosity change the pulse factor.", 8.5)
    s.para("Q" + FWC + "Life time?", 8.5, bold=True)
    s.para("A" + FWC + "Depend on water quality, we do not give cycle number.", 8.5)
    revision_table(
        s,
        [["2021-05-20", "1.0", "First issue"], ["2022-07-11", "1.3", "Add HFL-G34"]],
        (90, 60, 349),
    )
    return save(s, out / "hfl-g.pdf")


# ------------------------------------------------------------ RTC module (Basque / English)
def erl_rtc3(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Kiroltek Elektronika S.L.  -  Donostia",
        header_right="ERL-RTC3  Datu-orria / Data sheet",
        footer_left="ERL-RTC3 - B bertsioa / revision B - 2023",
        footer_right="Orria {page} / {nb}",
        table_fill=(250, 240, 205),
        accent=(150, 20, 20),
        grid=False,
    )
    s = Sheet(style, "ERL-RTC3 real-time clock module with backup cell")
    s.add_page()
    s.title_block(
        "ERL-RTC3",
        "Denbora errealeko erloju modulua / Real-time clock module with backup cell",
        "TCXO RTC + 32 kbit EEPROM, I2C, SQW and 32 kHz outputs, coin cell holder",
        20,
    )
    s.heading("Ezaugarriak / Features", 10.5)
    s.bullets(
        [
            "Temperature-compensated crystal oscillator, seconds to year with leap-year "
            "correction up to 2100",
            "Two alarms, programmable square wave on SQW: 1 Hz, 1.024 kHz, 4.096 kHz or 8.192 kHz",
            "32K output at 32.768 kHz (open drain)",
            "32 kbit (4 kB) EEPROM on the same bus",
            "Keeps time on the coin cell when VCC is removed",
        ],
        8.5,
    )
    s.heading("Bertsioak / Versions", 10.5)
    s.table(
        [Col("", 190), Col("ERL-RTC3-C", 150, "C"), Col("ERL-RTC3-L", 159, "C")],
        [
            ["Zelula / Cell fitted", "CR2032 (primary)", "LIR2032 (rechargeable)"],
            [
                "Karga-zirkuitua /\nCharging circuit",
                "not fitted",
                "200 " + OHM + " + diode from VCC",
            ],
            [
                "Funtzionamendu-tenperatura /\nOperating temperature",
                "-20 ... +70 " + DEG,
                "-20 ... +60 " + DEG,
            ],
        ],
        8,
    )
    s.para(
        "The operating temperature of the module is limited by the coin cell; the RTC chip "
        "itself keeps time from -40 to +85 " + DEG + ".",
        8,
    )
    s.para(
        "Kontuz / Warning: never put a CR2032 into an ERL-RTC3-L. The charging circuit would "
        "charge the primary cell, which can leak or swell.",
        8.5,
        bold=True,
    )
    s.heading("Lan-baldintzak / Operating conditions", 10.5)
    s.table(
        [
            Col("Parametroa / Parameter", 190),
            Col("Ikurra", 55, "C"),
            Col("Min.", 50, "C"),
            Col("Ohikoa", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unitatea", 104, "C"),
        ],
        [
            ["Elikadura-tentsioa /\nSupply voltage", "VCC", "2.3", "3.3", "5.5", "V"],
            ["Bateriaren tentsioa /\nBattery voltage", "VBAT", "2.3", "3.0", "5.5", "V"],
            ["I2C erlojua / I2C clock", "fSCL", "", "", "400", "kHz"],
        ],
        8,
    )
    s.heading("Balio absolutu maximoak / Absolute maximum ratings", 10.5)
    s.table(
        [Col("Parametroa / Parameter", 290), Col("Balioa / Value", 120, "C"), Col("", 89, "C")],
        [
            ["VCC, VBAT lurrarekiko / to ground", "-0.3 ... +6.0", "V"],
            ["Biltegiratze-tenperatura / Storage temperature", "-40 ... +85", DEG],
        ],
        8,
    )
    s.add_page()
    s.heading("Kontsumoa / Current consumption", 10.5)
    s.table(
        [
            Col("Parametroa / Parameter", 170),
            Col("Baldintzak / Conditions", 160),
            Col("Ohikoa", 55, "C"),
            Col("Max.", 55, "C"),
            Col("", 59, "C"),
        ],
        [
            ["Active, I2C at 400 kHz", "VCC = 3.63 V", "", "200", MU + "A"],
            ["", "VCC = 5.5 V", "", "300", MU + "A"],
            ["Standby, bus idle", "VCC = 3.63 V", "", "110", MU + "A"],
            ["", "VCC = 5.5 V", "", "170", MU + "A"],
            ["Timekeeping on battery", "VBAT = 3.0 V, SQW off", "0.84", "3.0", MU + "A"],
            ["", "VBAT = 3.63 V, SQW off", "1.0", "3.5", MU + "A"],
        ],
        8,
    )
    s.para(
        "Module figures without the power LED; the LED adds about 2 mA from VCC.",
        7.5,
    )
    s.heading("Zehaztasuna / Timekeeping accuracy", 10.5)
    s.table(
        [
            Col("Tenperatura / Temperature", 200),
            Col("Zehaztasuna / Accuracy", 150, "C"),
            Col("Approx.", 149, "C"),
        ],
        [
            ["0 ... +40 " + DEG, PM + "2 ppm", PM + "1 min / year"],
            ["-40 ... +85 " + DEG, PM + "3.5 ppm", PM + "2 min / year"],
        ],
        8,
    )
    s.heading("I2C helbideak / I2C addresses", 10.5)
    s.para(
        "The RTC answers at 0x68; this address is fixed. The EEPROM answers at 0x57 with "
        "the A0, A1 and A2 pads open (0x50 ... 0x57 when they are bridged). If an I2C scanner "
        "shows two devices, both are this module. SDA, SCL and SQW have 4.7 k"
        + OHM
        + " pull-ups to VCC on the module.",
        8.5,
    )
    s.heading("Pinak / Pins", 10.5)
    s.table(
        [Col("Pin", 60, "C"), Col("Izena / Name", 90, "C"), Col("Deskribapena / Description", 349)],
        [
            ["1", "32K", "32.768 kHz output, open drain, no pull-up"],
            ["2", "SQW", "square wave or alarm interrupt, active low"],
            ["3", "SCL", "I2C clock"],
            ["4", "SDA", "I2C data"],
            ["5", "VCC", "2.3 - 5.5 V"],
            ["6", "GND", "ground"],
        ],
        8,
    )
    s.heading("Ohiko galderak / FAQ", 10.5)
    s.para(
        "Q: How long does the coin cell last?\nA: It depends on storage, temperature and how "
        "long the module sits without VCC; we do not publish a figure.",
        8.5,
    )
    s.para(
        "Q: Can I run the ERL-RTC3-L from 3.3 V?\nA: Yes. The LIR2032 then charges to only "
        "about 2.6 V, which still keeps time, but its backup time is shorter than from 5 V.",
        8.5,
    )
    s.para(
        "Q: Does it work with a Raspberry Pi?\nA: Yes, power it from the Pi's 3.3 V pin so "
        "that the pull-ups go to 3.3 V.",
        8.5,
    )
    revision_table(
        s,
        [["2022-03", "A", "lehen bertsioa / first issue"], ["2023-10", "B", "-L version added"]],
        (90, 60, 349),
    )
    return save(s, out / "erl-rtc3.pdf")
