"""Hold-out 90 datasheets, part 2: a 4-channel 10 A relay module with 5 V coils, a
ready-made 5 kg digital load cell with I2C, a silent stepper driver carrier and a
waterproof ultrasonic distance module.

A Casablanca maker-store product sheet (headless item / value specs, a relay-maker
table with NO and NC columns, input levels in a table, inductive derating and the
3.3 V answer only in customer Q&A), a Bengbu weighing-sensor factory product
specification in translated English (full-width punctuation, one column per rated
capacity, typ.-only environment lines, address and pull-up advice in prose, a
register table as decoy), a Guangzhou 3D-printer parts brand user manual for a
stepper driver carrier (version columns, dot-leader limits, a cooling table whose
currents look like the rated ones, symbol-only logic rows, microstep and Vref
tables as decoys) and a Norwegian / English ultrasonic sensor data sheet (bilingual
names wrapped over two lines, version columns, probe vs board temperature and
sealing, a frame table as decoy).
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
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
FWL = "\uff08"
FWR = "\uff09"
FWEQ = "\uff1d"


# ------------------------------------------------------------ AMS-R4 relay board
def amsr4(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="ATLAS MAKER STORE  -  Casablanca",
        header_right="AMS-R4-05  product sheet",
        footer_left="atlasmaker.ma  -  Prices in MAD, VAT included",
        footer_right="p. {page}/{nb}",
        table_fill=(245, 226, 204),
        accent=(150, 40, 30),
        grid=False,
    )
    s = Sheet(style, "AMS-R4-05 4-channel 5 V relay module 10 A")
    s.add_page()
    s.title_block(
        "AMS-R4-05",
        "4-Channel Relay Module, 5 V coils, 10 A contacts, optocoupled",
        "SKU: AMS-R4-05   |   Price: 59.00 MAD   |   In stock (Casablanca warehouse)",
        20,
    )
    s.heading("Overview", 10.5)
    s.para(
        "Four 5 V relays (QY-05VDC-SL-C) on one board with an optocoupler and an LED per "
        "channel. The inputs are active LOW: pull IN1 ... IN4 to GND and the relay pulls in. "
        "The JD-VCC jumper lets you feed the relay coils from a separate 5 V supply for full "
        "isolation. Screw terminals for COM, NO and NC of each relay.",
        8.5,
    )
    s.heading("Specifications", 10.5)
    s.table(
        [Col("", 200), Col("", 299)],
        [
            ["Relay coil voltage", "5 V DC"],
            ["Coil current (each relay ON)", "72 mA"],
            ["Coil resistance", "70 " + OHM + " " + PM + "10 %"],
            ["Board supply (VCC, JD-VCC)", "4.75 - 5.25 V DC"],
            ["Board current, all 4 relays ON", "about 300 mA"],
            ["Input trigger", "LOW level (active low), optocoupled"],
            ["Input current per channel (IN = 0 V)", "about 2 mA"],
            ["Contact rating (NO, resistive)", "10 A 250 V AC / 10 A 30 V DC"],
            ["Operating temperature", "-25 ... +70 " + DEG],
            ["Board size", "75 x 55 x 19 mm, 4 x M3 holes"],
        ],
        8,
        show_head=False,
    )
    s.heading("Relay data (from the relay maker's sheet)", 10.5)
    s.table(
        [Col("Item", 220), Col("NO contact", 140, "C"), Col("NC contact", 139, "C")],
        [
            ["Rated load, 250 V AC resistive", "10 A", "5 A"],
            ["Rated load, 125 V AC resistive", "15 A", "10 A"],
            ["Rated load, 30 V DC resistive", "10 A", "5 A"],
            ["Must-operate voltage", "max. 3.75 V DC", "max. 3.75 V DC"],
            ["Must-release voltage", "min. 0.5 V DC", "min. 0.5 V DC"],
            ["Operate time / release time", "max. 10 ms / max. 5 ms", "max. 10 ms / max. 5 ms"],
            ["Electrical life (rated load)", "100 000 operations", "100 000 operations"],
            ["Mechanical life", "10 000 000 operations", "10 000 000 operations"],
        ],
        8,
    )

    s.add_page()
    s.heading("Input signal levels", 10.5)
    s.table(
        [Col("Voltage on IN1 ... IN4", 200), Col("Relay", 120, "C"), Col("LED", 179, "C")],
        [
            ["0 ... 1.5 V", "ON", "lit"],
            ["2.5 V ... VCC", "OFF", "dark"],
            ["not connected", "OFF", "dark"],
        ],
        8,
    )
    s.heading("Pins and jumper", 10.5)
    s.table(
        [Col("Pin", 80, "C"), Col("Function", 419)],
        [
            ["VCC", "5 V for the optocoupler side"],
            ["GND", "Ground of the control side"],
            ["IN1 ... IN4", "Channel inputs, active LOW"],
            ["JD-VCC", "Relay coil supply 5 V (jumper to VCC when one supply is used)"],
            ["COM / NO / NC", "Relay contacts, screw terminals up to 2.5 mm" + "\u00b2"],
        ],
        8,
    )
    s.heading("Customer questions", 10.5)
    s.lines(
        [
            "Q: Can I drive it from an ESP32 or a Raspberry Pi (3.3 V)?",
            "A: Yes. Power VCC and JD-VCC from 5 V. The inputs switch ON below 1.5 V and OFF",
            "    above 2.5 V, so 3.3 V GPIO pins work.",
            "Q: Can I use it on 12 V?",
            "A: No. The coils are 5 V; 12 V on VCC or JD-VCC burns them. Buy the AMS-R4-12.",
            "Q: What about motors and pumps?",
            "A: For inductive loads (motors, pumps, transformers) keep the current at or below",
            "    3 A at 250 V AC per relay.",
            "Q: Is the board CE / UL certified?",
            "A: The relays carry their own marks; the board itself is not certified.",
        ],
        8,
        3,
    )
    s.heading("Shipping", 10.5)
    s.para(
        "Orders before 14:00 ship the same day. Delivery in Casablanca 24 h, rest of Morocco "
        "48 - 72 h.",
        8,
    )
    return save(s, out / "ams-r4.pdf")


# ------------------------------------------------------------ THW-IC load cell (Bengbu)
def thwic(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Bengbu Tianheng Weighing Sensor Co., Ltd.",
        header_right="THW-IC Series  Product Specification",
        footer_left="Q/BTH 0413-2024",
        footer_right="Page {page}",
        table_fill=(225, 225, 240),
        accent=(40, 40, 110),
        grid=True,
    )
    s = Sheet(style, "THW-IC series digital load cell with I2C output")
    s.add_page()
    s.title_block(
        "THW-IC Series",
        "Digital Load Cell with I2C Output (Built-in 24-bit ADC)",
        "Models" + FWC + "THW-IC1 / THW-IC5 / THW-IC10   Material" + FWC + "aluminium alloy",
        20,
    )
    s.heading("1. Product introduction", 10.5)
    s.para(
        "THW-IC series is a ready-made weighing sensor" + FWC + "a single-point aluminium load "
        "cell with the amplifier" + FWL + "24-bit ADC" + FWR + "and the microcontroller inside "
        "the cable housing. It outputs the weight in grams over I2C" + FWL + "calibrated at "
        "factory" + FWR + "，so no amplifier board is needed. Used in kitchen scales, "
        "parcel scales, smart shelves and beehive scales.",
        8.5,
    )
    s.heading("2. Technical parameters", 10.5)
    s.table(
        [
            Col("Item", 170),
            Col("THW-IC1", 80, "C"),
            Col("THW-IC5", 80, "C"),
            Col("THW-IC10", 80, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Rated load", "1", "5", "10", "kg"],
            ["Safe overload", "150", "150", "120", "%F.S."],
            ["Ultimate overload", "200", "200", "150", "%F.S."],
            ["Comprehensive error", PM + "0.05", PM + "0.03", PM + "0.03", "%F.S."],
            ["Output resolution", "0.1", "0.5", "1", "g"],
            ["Creep" + FWL + "30 min" + FWR, PM + "0.05", PM + "0.03", PM + "0.03", "%F.S."],
            ["Platform size, max.", "200 x 200", "300 x 300", "350 x 350", "mm"],
        ],
        7.5,
    )
    s.heading("3. Electrical characteristics", 10.5)
    s.para("Test condition" + FWC + "Ta" + FWEQ + "25" + FW_C + "，VDD" + FWEQ + "3.3V", 7.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 50, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 45, "C"),
            Col("Remark", 104, "C"),
        ],
        [
            ["Supply voltage", "VDD", "2.7", "3.3", "5.5", "V", ""],
            ["Working current", "IDD", "", "1.6", "2.5", "mA", "converting"],
            ["Sleep current", "ISLP", "", "1.0", "3.0", MU + "A", "after command 0xA0"],
            ["I2C clock", "fSCL", "", "", "400", "kHz", ""],
            ["Input high level", "VIH", "0.7VDD", "", "", "V", "SDA, SCL"],
            ["Input low level", "VIL", "", "", "0.3VDD", "V", "SDA, SCL"],
            ["Output data rate", "ODR", "", "10 / 80", "", "Hz", "selectable"],
        ],
        7.5,
    )
    s.heading("4. Environment", 10.5)
    s.lines(
        [
            "Operating temperature" + FWC + "-10" + FWT + "+40" + FW_C,
            "Compensated temperature" + FWC + "0" + FWT + "+40" + FW_C,
            "Storage temperature" + FWC + "-20" + FWT + "+70" + FW_C,
            "Protection class" + FWC + "IP65",
            "Warm-up time" + FWC + "5 min" + FWL + "recommended before calibration" + FWR,
        ],
        8.5,
        4,
    )

    s.add_page()
    s.heading("5. Communication", 10.5)
    s.para(
        "The default 7-bit I2C address is 0x2A. Connect the address pad A0 to GND and the "
        "address becomes 0x2B，so two sensors can share one bus. The module has no pull-up "
        "resistors inside"
        + FWC
        + "please add 4.7 k"
        + OHM
        + " from SDA and SCL to VDD. The weight "
        "is a signed 24-bit value in units of the output resolution.",
        8.5,
    )
    s.table(
        [Col("Register", 70, "C"), Col("Name", 110), Col("R/W", 50, "C"), Col("Description", 269)],
        [
            ["0x00", "STATUS", "R", "bit0" + FWC + "data ready，bit1" + FWC + "overload"],
            ["0x01" + FWT + "0x03", "WEIGHT", "R", "weight, signed 24 bit, MSB first"],
            ["0x10", "TARE", "W", "write 0x01 to tare"],
            ["0x12", "CAL", "W", "write known weight in g to calibrate"],
            ["0x20", "ODR", "R/W", "0x00" + FWC + "10 Hz，0x01" + FWC + "80 Hz"],
            ["0xA0", "SLEEP", "W", "enter sleep，any bus access wakes"],
        ],
        7.5,
    )
    s.heading("6. Wiring", 10.5)
    s.table(
        [Col("Wire colour", 120, "C"), Col("Signal", 120, "C"), Col("Note", 259)],
        [
            ["Red", "VDD", "2.7" + FWT + "5.5V"],
            ["Black", "GND", ""],
            ["Yellow", "SDA", "needs pull-up"],
            ["White", "SCL", "needs pull-up"],
        ],
        7.5,
    )
    s.para("Cable length 0.5 m，4 x 0.08 mm" + "\u00b2" + "，shielded.", 8)
    s.heading("7. Attention", 10.5)
    s.bullets(
        [
            "Load beyond the safe overload may permanently change the zero point; beyond the "
            "ultimate overload the sensor can break.",
            "Fix with two M4 screws" + FWL + "torque 2 N·m" + FWR + "; load only in the "
            "direction of the arrow.",
            "Do not weld near the sensor and do not pull the cable.",
            "Recalibrate after changing the platform.",
        ],
        8,
        "\u25c6",
    )
    revision_table(
        s,
        [
            ["2024-04-13", "A0", "First issue"],
            ["2024-11-02", "A1", "THW-IC10 added，sleep command"],
        ],
        (90, 50, 359),
    )
    return save(s, out / "thw-ic.pdf")


# ------------------------------------------------------------ SW-2209 stepper driver
def sw2209(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="SANWEI MOTION  |  3D printer electronics",
        header_right="SW-2209 User Manual",
        footer_left="Guangzhou Sanwei Motion Technology Co., Ltd.   V1.1",
        footer_right="{page}",
        table_fill=(230, 230, 230),
        accent=(200, 90, 0),
        grid=False,
    )
    s = Sheet(style, "SW-2209 silent stepper motor driver module")
    s.add_page()
    s.title_block(
        "SW-2209 / SW-2209-P",
        "Silent Stepper Motor Driver Module (STEP/DIR, UART)",
        "Pin-compatible with StepStick / Pololu-style sockets",
        20,
    )
    s.heading("1  Product parameters", 10.5)
    s.table(
        [Col("Parameter", 210), Col("SW-2209", 145, "C"), Col("SW-2209-P", 144, "C")],
        [
            ["Motor supply VM", "5.5 - 28 V", "5.5 - 28 V"],
            ["Logic supply VIO", "3.3 - 5 V", "3.3 - 5 V"],
            ["Phase current, continuous (RMS)", "1.7 A", "2.0 A"],
            ["Phase current, peak", "2.4 A", "2.8 A"],
            ["Microsteps (native)", "up to 1/256", "up to 1/256"],
            ["Heat sink", "aluminium, glued", "copper, glued + thermal vias"],
            ["PCB", "2-layer", "4-layer"],
        ],
        8,
    )
    s.para(
        "Continuous current values need a 40 mm fan blowing over the heat sink; see 4 for "
        "the current without airflow.",
        7.5,
    )
    s.heading("Do not exceed", 10.5)
    s.leaders(
        [
            ("VM, including back-EMF spikes", "29 V"),
            ("VIO", "5.5 V"),
            ("Logic inputs (STEP, DIR, EN, MS1, MS2, PDN_UART)", "-0.5 V ... VIO + 0.5 V"),
            ("Junction temperature", "150 " + DEG),
        ],
        8.5,
    )
    s.heading("Setting the current", 10.5)
    s.para(
        "Turn the potentiometer and measure Vref between the pot and GND. IRMS (A) = Vref (V) "
        "x 0.71 with the 0.11 " + OHM + " sense resistors of both versions. In UART mode the "
        "current is set by register and the pot is ignored.",
        8.5,
    )
    s.table(
        [
            Col("Vref (V)", 120, "C"),
            Col("0.5", 95, "C"),
            Col("1.0", 95, "C"),
            Col("1.4", 95, "C"),
            Col("2.0", 94, "C"),
        ],
        [["IRMS (A)", "0.35", "0.71", "1.0", "1.41"]],
        8,
    )
    s.heading("Microstep selection without UART", 10.5)
    s.table(
        [
            Col("MS2", 100, "C"),
            Col("MS1", 100, "C"),
            Col("Microsteps", 150, "C"),
            Col("UART node address", 149, "C"),
        ],
        [
            ["GND", "GND", "1/8", "0"],
            ["GND", "VIO", "1/32", "1"],
            ["VIO", "GND", "1/64", "2"],
            ["VIO", "VIO", "1/16", "3"],
        ],
        8,
    )

    s.add_page()
    s.heading("2  Electrical characteristics", 10.5)
    s.para("Typical values, VM = 24 V, VIO = 3.3 V, TA = 25 " + DEG + ".", 7.5)
    s.table(
        [Col("Parameter", 260), Col("Typ.", 120, "C"), Col("Unit", 119, "C")],
        [
            ["VM supply current, motor disabled (EN high)", "8", "mA"],
            ["VIO supply current", "0.4", "mA"],
            ["MOSFET on-resistance (high side + low side)", "0.3", OHM],
            ["STEP frequency, max.", "500", "kHz"],
            ["V_{IH}", "0.7 x VIO", "V"],
            ["V_{IL}", "0.3 x VIO", "V"],
        ],
        8,
    )
    s.heading("3  UART configuration", 10.5)
    s.para(
        "PDN_UART is a single-wire UART: connect the host TX through a 1 k" + OHM + " resistor "
        "and RX directly. The driver detects the baud rate by itself between 9600 and 500 000 "
        "bps; 115 200 bps is what most printer firmware uses. MS1 / MS2 set the node address "
        "(0 - 3), so four drivers can share one line. Without UART the driver runs with the "
        "defaults: StealthChop on, interpolation to 256 microsteps, standstill current 50 %.",
        8.5,
    )
    s.heading("4  Cooling", 10.5)
    s.para(
        "Highest continuous RMS current before over-temperature warning, TA = 25 " + DEG + ".", 7.5
    )
    s.table(
        [Col("Version", 160), Col("No airflow", 170, "C"), Col("40 mm fan", 169, "C")],
        [
            ["SW-2209", "1.2 A", "1.7 A"],
            ["SW-2209-P", "1.4 A", "2.0 A"],
        ],
        8,
    )
    s.heading("5  FAQ", 10.5)
    s.lines(
        [
            "12 V or 24 V? Both work; 24 V keeps the torque up at high speed.",
            "Ambient temperature? The module is made for -20 to +60 " + DEG + " inside a printer "
            "enclosure.",
            "Never plug or unplug the motor while VM is on: the driver will be destroyed.",
            "Watch the orientation: EN pin to EN of the socket. Reversed insertion kills it.",
        ],
        8.5,
        4,
    )
    revision_table(
        s,
        [
            ["2024-07-01", "V1.0", "First release"],
            ["2025-01-20", "V1.1", "SW-2209-P added, cooling table"],
        ],
        (90, 50, 359),
    )
    return save(s, out / "sw-2209.pdf")


# ------------------------------------------------------------ HB-US25W ultrasonic (Norwegian)
def hbus25w(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Havbris Elektronikk AS - Bergen",
        header_right="HB-US25W  Datablad / Data sheet",
        footer_left="HB-US25W-NO/EN utgave 2 / issue 2",
        footer_right="Side {page} av {nb} / Page {page} of {nb}",
        table_fill=(210, 232, 236),
        accent=(0, 90, 110),
        grid=True,
    )
    s = Sheet(style, "HB-US25W waterproof ultrasonic distance sensor")
    s.add_page()
    s.title_block(
        "HB-US25W",
        "Vanntett ultralyd avstandssensor / Waterproof ultrasonic distance sensor",
        "HB-US25W-A (trigger / ekko, trigger / echo)  -  HB-US25W-S (seriell / UART)",
        18,
    )
    s.heading("1  Beskrivelse / Description", 10)
    s.para(
        "Sensoren består av en forseglet 40 kHz transduser på 2,5 m kabel og et lite "
        "kretskort. The sensor consists of a sealed 40 kHz transducer on a 2.5 m cable and a "
        "small circuit board. Only the transducer head is waterproof; the board must be "
        "mounted in a dry place or in an enclosure.",
        8,
    )
    s.heading("2  Tekniske data / Technical data", 10)
    s.table(
        [
            Col("Parameter", 215),
            Col("HB-US25W-A", 100, "C"),
            Col("HB-US25W-S", 100, "C"),
            Col("Enhet / Unit", 84, "C"),
        ],
        [
            ["Forsyningsspenning /\nSupply voltage", "3.0 - 5.5", "3.3 - 5.0", "V"],
            ["Strøm under måling /\nCurrent while measuring", "8", "10", "mA"],
            ["Hvilestrøm /\nIdle current", "5", "2000", MU + "A"],
            ["Måleområde /\nMeasuring range", "25 - 450", "20 - 600", "cm"],
            ["Nøyaktighet /\nAccuracy", PM + "1", PM + "1", "cm"],
            ["Måleperiode /\nMeasuring cycle", GE + " 60", "100", "ms"],
            ["Utgang /\nOutput", "ECHO puls / pulse", "UART 9600 bps", ""],
            ["Strålevinkel /\nBeam angle", "70", "70", "\u00b0"],
        ],
        7.5,
    )
    s.para(
        "Nøyaktighet gjelder for flate mål ved 25 " + DEG + ". Accuracy is for flat targets "
        "at 25 " + DEG + "; add 0.3 % of the distance above 200 cm.",
        7.5,
    )
    s.heading("3  Miljø / Environment", 10)
    s.table(
        [Col("Parameter", 215), Col("Transduser / Probe", 150, "C"), Col("Kort / Board", 134, "C")],
        [
            [
                "Driftstemperatur /\nOperating temperature",
                "-30 ... +80 " + DEG,
                "-10 ... +60 " + DEG,
            ],
            [
                "Lagringstemperatur /\nStorage temperature",
                "-40 ... +85 " + DEG,
                "-40 ... +85 " + DEG,
            ],
            ["Kapslingsgrad /\nIngress protection", "IP67", "ikke tett / not sealed"],
        ],
        7.5,
    )

    s.add_page()
    s.heading("4  Tilkobling / Connection", 10)
    s.table(
        [
            Col("Pinne / Pin", 80, "C"),
            Col("HB-US25W-A", 150, "C"),
            Col("HB-US25W-S", 150, "C"),
            Col("Merknad / Note", 119),
        ],
        [
            ["1", "VCC", "VCC", ""],
            ["2", "TRIG", "RX", "input"],
            ["3", "ECHO", "TX", "output, level = VCC"],
            ["4", "GND", "GND", ""],
        ],
        7.5,
    )
    s.heading("5  Bruk / Operation", 10)
    s.para(
        "HB-US25W-A: gi TRIG en puls på minst 10 " + MU + "s / give TRIG a pulse of at least "
        "10 "
        + MU
        + "s. ECHO goes high for the time of flight: distance (cm) = high time ("
        + MU
        + "s) / 58. Wait at least 60 ms between triggers.",
        8,
    )
    s.para(
        "HB-US25W-S: 9600 bps, 8N1. The module sends a 4-byte frame every 100 ms; send 0x55 "
        "on RX to get one measurement on request instead.",
        8,
    )
    s.table(
        [Col("Byte", 80, "C"), Col("Innhold / Content", 160), Col("Eksempel / Example", 259)],
        [
            ["0", "Header", "0xFF"],
            ["1", "Data H", "0x07"],
            ["2", "Data L", "0xA1  (0x07A1 = 1953 mm)"],
            ["3", "Sum", "(0xFF + H + L) & 0xFF"],
        ],
        7.5,
    )
    s.heading("6  Merknader / Notes", 10)
    s.bullets(
        [
            "Avstanden under minimum gir ugyldig verdi / targets closer than the minimum "
            "give an invalid reading.",
            "Skum, tåke og sterk vind svekker ekkoet / foam, fog and strong wind weaken the echo.",
            "Hold kabelen unna motorledninger / keep the cable away from motor wires.",
        ],
        8,
    )
    revision_table(
        s,
        [
            ["2024-02-09", "1", "Første utgave / first issue"],
            ["2024-10-15", "2", "HB-US25W-S lagt til / -S added"],
        ],
        (90, 50, 359),
    )
    return save(s, out / "hb-us25w.pdf")
