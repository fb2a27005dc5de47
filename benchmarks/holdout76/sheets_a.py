"""Hold-out 76 datasheets, part 1: a GSM/GPRS modem module, an analog NTC soil
temperature probe, a PWM DC-motor speed controller board and an 8x8 LED matrix module.

A Chinese cellular-module house "Hardware Design" manual in English (captions
"Table n:" above the tables, a normal and an extended temperature range, a
typical-only power-consumption table with unnamed condition rows, a band-column
RF table, symbol-only I/O levels, an AT-command table), a Croatian / English
probe sheet (bilingual names wrapped over two lines, one column per B-constant
version, the cable range beside the probe range, an R(T) table and an ordering
code table), a Pakistani maker-shop product page (version columns, heatsink
columns, customer questions holding the limits) and an Egyptian maker-store
product page in English (colour-version columns, driver-IC ratings beside the
module ratings, a register table).
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


# --------------------------------------------------------- GSM / GPRS module
def tgm900(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="Tianguang Mobile IoT Co., Ltd.",
        header_right="TGM-900 Series Hardware Design",
        footer_left="TGM-900_Hardware_Design_V1.03   Released   Confidential to customers",
        footer_right="{page} / {nb}",
        table_fill=(214, 228, 242),
        accent=(0, 70, 140),
        grid=True,
    )
    s = Sheet(style, "TGM-900 Series GSM/GPRS Module Hardware Design")
    s.add_page()
    s.title_block(
        "TGM-900 Series",
        "GSM/GPRS Module  -  Hardware Design",
        "Models: TGM-900A (dual-band), TGM-900B (quad-band)    Document version 1.03, 2023-11-20",
        20,
    )
    s.heading("1 Introduction", 10.5)
    s.para(
        "The TGM-900 series are compact GSM/GPRS modules in an LCC-42 package "
        "(17.6 x 15.7 x 2.3 mm). They are controlled with AT commands over the main UART "
        "and suit trackers, alarm panels, smart meters and remote switches. TGM-900B "
        "supports GSM850, EGSM900, DCS1800 and PCS1900; TGM-900A supports EGSM900 and "
        "DCS1800 only. Both support GPRS multi-slot class 12 and coding schemes CS-1 to "
        "CS-4. The two models are pin-to-pin compatible.",
        8.5,
    )
    s.heading("2 Key Features", 10.5)
    s.caption("Table 1: Key features")
    s.table(
        [Col("Feature", 130), Col("Implementation", 369)],
        [
            [
                "Frequency bands",
                "TGM-900A: EGSM900, DCS1800\nTGM-900B: GSM850, EGSM900, DCS1800, PCS1900",
            ],
            ["Supply voltage", "VBAT 3.4 V ~ 4.4 V, typical 4.0 V"],
            [
                "Transmitting power",
                "Class 4 (2 W) at GSM850 / EGSM900\nClass 1 (1 W) at DCS1800 / PCS1900",
            ],
            ["GPRS", "Multi-slot class 12, max. 85.6 kbps downlink / uplink"],
            [
                "Serial port",
                "Main UART with RTS / CTS, autobauding from 1200 bps to 115200 bps\n"
                "Fixed rates 1200 bps ~ 460800 bps set with AT+IPR",
            ],
            ["SIM interface", "1.8 V and 3.0 V SIM cards"],
            [
                "Temperature range",
                "Normal operation: -35 " + DEG + " ~ +75 " + DEG + "\nExtended operation: "
                "-40 " + DEG + " ~ +85 " + DEG + " (Note 1)",
            ],
            ["Physical", "LCC-42, 17.6 " + TIMES + " 15.7 " + TIMES + " 2.3 mm, 1.3 g"],
        ],
        7.5,
    )
    s.para(
        "Note 1: In the extended range the module keeps its network registration and can "
        "still send SMS and data, but some RF figures may drift out of the 3GPP limits "
        "(for example the output power may fall by up to 1 dB). Storage temperature "
        "-45 " + DEG + " ~ +90 " + DEG + ".",
        7.5,
    )
    s.heading("3 Power Supply", 10.5)
    s.para(
        "VBAT feeds both the baseband and the RF power amplifier. During a transmit burst "
        "the module can draw a peak current of up to 2 A, so the supply must deliver 2 A "
        "and the voltage drop must stay below 350 mV. A single Li-ion cell (3.7 V nominal) "
        "may feed VBAT directly. A 5 V rail must not be connected to VBAT; use a buck "
        "regulator or an LDO of at least 2 A set to about 4.0 V, and place a 100 "
        + MU
        + "F low-ESR capacitor close to the VBAT pins.",
        8.0,
    )
    s.caption("Table 5: Recommended operating conditions of the power supply")
    s.table(
        [
            Col("Symbol", 55, "C"),
            Col("Description", 200),
            Col("Min.", 55, "C"),
            Col("Typ.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["VBAT", "Supply voltage", "3.4", "4.0", "4.4", "V"],
            ["Vdrop", "Voltage drop during transmit burst", "", "", "350", "mV"],
            ["IVBAT(peak)", "Peak supply current (transmit burst)", "", "", "2.0", "A"],
        ],
        7.5,
    )
    s.caption("Table 6: Absolute maximum ratings")
    s.table(
        [Col("Parameter", 250), Col("Min.", 80, "C"), Col("Max.", 80, "C"), Col("Unit", 89, "C")],
        [
            ["Voltage on VBAT", "-0.3", "4.7", "V"],
            ["Peak current of VBAT", "", "2.5", "A"],
            ["Voltage at digital pins (UART, NETLIGHT, STATUS)", "-0.3", "3.1", "V"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("3.4 Power Consumption", 10.5)
    s.caption("Table 8: Power consumption (VBAT = 4.0 V, 25 " + DEG + ", typical values)")
    s.table(
        [Col("Mode", 120), Col("Condition", 290), Col("Typ.", 89, "C")],
        [
            ["Power down", "PWRKEY off, VBAT still applied", "45 " + MU + "A"],
            ["Sleep mode", "AT+CSCLK=1, DRX = 5", "1.2 mA"],
            ["", "AT+CSCLK=1, DRX = 9", "0.9 mA"],
            ["Idle mode", "registered, no traffic", "14 mA"],
            ["Voice call", "EGSM900, PCL 5", "230 mA"],
            ["GPRS data", "EGSM900, 4 Rx / 1 Tx, PCL 5", "260 mA"],
            ["", "EGSM900, 3 Rx / 2 Tx, PCL 5", "440 mA"],
        ],
        7.5,
    )
    s.heading("4 UART Interface", 10.5)
    s.para(
        "The UART works in a 2.8 V domain and is not 5 V tolerant. With a 5 V host, put a "
        "level shifter or a resistor divider on the module's RXD line. Autobauding is the "
        "default: the host sends 'AT' until the module answers 'OK'. For products we "
        "recommend a fixed rate, for example AT+IPR=115200 followed by AT&W.",
        8.0,
    )
    s.caption("Table 10: Digital I/O characteristics (2.8 V domain)")
    s.table(
        [
            Col("Symbol", 80, "C"),
            Col("Min.", 100, "C"),
            Col("Max.", 100, "C"),
            Col("Unit", 219, "C"),
        ],
        [
            ["VIL", "-0.3", "0.7", "V"],
            ["VIH", "2.1", "3.1", "V"],
            ["VOL", "", "0.4", "V"],
            ["VOH", "2.4", "", "V"],
        ],
        7.5,
    )
    s.heading("5 RF Characteristics", 10.5)
    s.caption("Table 12: Conducted RF performance")
    s.table(
        [
            Col("", 150),
            Col("GSM850 (1)", 85, "C"),
            Col("EGSM900", 85, "C"),
            Col("DCS1800", 85, "C"),
            Col("PCS1900 (1)", 94, "C"),
        ],
        [
            [
                "Max. output power (dBm)",
                "33 " + PM + " 2",
                "33 " + PM + " 2",
                "30 " + PM + " 2",
                "30 " + PM + " 2",
            ],
            ["Receive sensitivity, typ. (dBm)", "-109", "-109", "-108", "-108"],
        ],
        7.5,
    )
    s.para("(1) TGM-900B only.", 7.0)
    s.heading("6 Frequently Used AT Commands", 10.5)
    s.caption("Table 14: AT commands (see the AT command manual for the full set)")
    s.table(
        [Col("Command", 110), Col("Function", 250), Col("Example", 139)],
        [
            ["AT+IPR", "Set fixed baud rate", "AT+IPR=115200"],
            ["AT+CSCLK", "Enable slow clock (sleep)", "AT+CSCLK=1"],
            ["AT+CBC", "Read VBAT voltage", "+CBC: 0,85,4012"],
            ["AT+CSQ", "Signal quality", "+CSQ: 24,0"],
            ["AT+CGATT", "Attach to GPRS", "AT+CGATT=1"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-03-02", "1.00", "Initial release"],
            ["2023-11-20", "1.03", "Extended temperature note and sleep current updated"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "tgm-900.pdf")


# ------------------------------------------------- NTC soil probe (Croatian)
def zgntc(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="ZAGORJE SENZORI d.o.o.  |  Krapina, Hrvatska",
        header_right="ZG-NTC10  Tehnički list / Data sheet",
        footer_left="ZG-NTC10-TL-HR/EN izdanje 4 / issue 4  -  Zadržavamo pravo izmjena / Subject to change",
        footer_right="Stranica {page} od {nb}",
        table_fill=(222, 236, 214),
        accent=(40, 95, 40),
        grid=True,
    )
    s = Sheet(style, "ZG-NTC10 soil temperature probe")
    s.add_page()
    s.title_block(
        "ZG-NTC10",
        "Sonda za temperaturu tla / Soil temperature probe",
        "NTC 10 k" + OHM + ", kućište od nehrđajućeg čelika 6 x 50 mm / stainless steel housing "
        "6 x 50 mm, IP68",
        20,
    )
    s.heading("Opis / Description", 10.5)
    s.para(
        "Pasivna dvožilna NTC sonda za tlo, kompost i gredice u stakleniku. "
        "Passive two-wire NTC probe for soil, compost and greenhouse beds. The wires have "
        "no polarity. Read the probe with a voltage divider: a 10 k" + OHM + " fixed "
        "resistor from 3.3 V or 5 V to the ADC input and the probe from the ADC input to "
        "GND. Two versions differ in the B constant of the thermistor.",
        8.5,
    )
    s.heading("Tehnički podaci / Technical data", 10.5)
    s.table(
        [
            Col("Parametar / Parameter", 210),
            Col("ZG-NTC10-39", 95, "C"),
            Col("ZG-NTC10-34", 95, "C"),
            Col("Jedinica / Unit", 99, "C"),
        ],
        [
            [
                "Nazivni otpor pri 25 " + DEG + " /\nRated resistance at 25 " + DEG,
                "10 " + PM + " 1 %",
                "10 " + PM + " 1 %",
                "k" + OHM,
            ],
            ["B-konstanta /\nB constant", "3950 (B25/50)", "3435 (B25/85)", "K"],
            [
                "Mjerno područje vrha sonde /\nMeasuring range of the probe tip",
                "-40 ... +105",
                "-40 ... +125",
                DEG,
            ],
            [
                "Temperatura kabela (PVC) /\nCable temperature (PVC)",
                "-20 ... +80",
                "-20 ... +80",
                DEG,
            ],
            [
                "Točnost, 0 ... +70 " + DEG + " /\nAccuracy, 0 ... +70 " + DEG,
                PM + "0.5",
                PM + "0.3",
                DEG,
            ],
            ["Točnost, ostatak područja /\nAccuracy, rest of range", PM + "1.0", PM + "0.8", DEG],
            [
                "Vremenska konstanta (voda, 63 %) /\nThermal time constant (water, 63 %)",
                "10",
                "10",
                "s",
            ],
            ["Konstanta disipacije /\nDissipation constant", "2.0", "2.0", "mW/K"],
            [
                "Otpor izolacije (500 V DC) /\nInsulation resistance (500 V DC)",
                GE + " 100",
                GE + " 100",
                "M" + OHM,
            ],
            ["Zaštita / Protection", "IP68 (1 m, 1000 h)", "IP68 (1 m, 1000 h)", ""],
        ],
        7.5,
    )
    s.heading("Napomene / Notes", 10.5)
    s.bullets(
        [
            "Mjerna struja / Measuring current: preporučeno / recommended " + LE + " 0.1 mA; "
            "the self-heating error then stays below 0.05 " + DEG + ".",
            "Kabel / Cable: 2 x 0.2 mm" + "\u00b2" + ", PVC, 2 m or 5 m; longer leads add about "
            "0.2 " + OHM + " per metre (negligible at 10 k" + OHM + ").",
            "Sonda nije namijenjena za trajno uranjanje u kipuću vodu / The probe is not "
            "meant for permanent immersion in boiling water.",
        ],
        8,
    )
    s.add_page()
    s.heading("Otpor u ovisnosti o temperaturi / Resistance versus temperature (typ.)", 10.5)
    s.table(
        [
            Col("T (" + DEG + ")", 80, "C"),
            Col("R, ZG-NTC10-39 (k" + OHM + ")", 140, "C"),
            Col("R, ZG-NTC10-34 (k" + OHM + ")", 140, "C"),
            Col("", 139, "C"),
        ],
        [
            ["-20", "98.3", "67.8", ""],
            ["0", "32.6", "27.3", ""],
            ["25", "10.00", "10.00", "nazivno / rated"],
            ["50", "3.59", "4.16", ""],
            ["85", "1.08", "1.45", ""],
        ],
        7.5,
    )
    s.heading("Šifre za narudžbu / Ordering codes", 10.5)
    s.table(
        [
            Col("Šifra / Code", 140),
            Col("B", 70, "C"),
            Col("Kabel / Cable", 150),
            Col("Pak. / Pack", 139, "C"),
        ],
        [
            ["ZG-NTC10-39-2P", "3950", "PVC, 2 m", "1"],
            ["ZG-NTC10-39-5P", "3950", "PVC, 5 m", "1"],
            ["ZG-NTC10-34-2P", "3435", "PVC, 2 m", "1"],
            ["ZG-NTC10-34-5S", "3435", "silikon / silicone, 5 m", "1"],
        ],
        7.5,
    )
    s.heading("Česta pitanja / FAQ", 10.5)
    s.lines(
        [
            "Može li sonda ostati u zemlji preko zime? / Can the probe stay in the ground over winter?",
            "   Yes. The tip is fine down to -40 "
            + DEG
            + "; the standard PVC cable must not be bent or",
            "   moved below -20 "
            + DEG
            + ". For colder sites order the silicone cable (-S, -50 ... +180 "
            + DEG
            + ").",
            "Koliko duboko? / How deep?  Any depth; the housing is rated IP68.",
            "Trebam li kalibraciju? / Do I need to calibrate?  No, the R(T) table above is enough;",
            "   a one-point offset at 0 " + DEG + " (ice water) improves the result further.",
        ],
        8,
    )
    revision_table(
        s,
        [["2024-04-09", "4", "ZG-NTC10-34 dodan / ZG-NTC10-34 added"]],
        (90, 60, 349),
    )
    return save(s, out / "zg-ntc10.pdf")


# -------------------------------------------- PWM motor speed board (Pakistan)
def rvx(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Ravi Electronics  -  Hall Road, Lahore",
        header_right="ravi-electronics.pk  |  Product page",
        footer_left="Prices in PKR incl. GST, valid March 2024. Specs from supplier, checked on our bench.",
        footer_right="page {page}",
        table_fill=(210, 238, 220),
        accent=(0, 110, 60),
        grid=False,
    )
    s = Sheet(style, "RVX-PWM15 DC motor speed controller")
    s.add_page()
    s.title_block(
        "RVX-PWM15 / RVX-PWM15D",
        "DC Motor Speed Controller (PWM), 15 A",
        "SKU RE-MOT-0415 (PWM15, Rs. 1,450)  /  RE-MOT-0416 (PWM15D with 3-digit display, Rs. 2,100)",
        18,
    )
    s.para(
        "A MOSFET PWM board for brushed DC motors, fans, pumps and 12 V LED strips. Turn "
        "the knob to set the speed from 0 to 100 %. The D version adds a display that "
        "shows the duty cycle in percent. The board only controls speed: it cannot reverse "
        "the motor (add a DPDT switch or a relay for that) and it has no brake.",
        8.5,
    )
    s.heading("Specifications", 10.5)
    s.table(
        [Col("", 200), Col("RVX-PWM15", 150, "C"), Col("RVX-PWM15D", 149, "C")],
        [
            ["Input voltage", "DC 6V - 30V", "DC 7V - 30V"],
            ["No-load current (knob at 0)", "10 mA", "25 mA (display on)"],
            ["PWM frequency", "15 kHz (silent)", "15 kHz (silent)"],
            ["Duty cycle", "0 - 100 %", "0 - 100 %"],
            ["Speed input", "on-board knob", "knob or 0-5 V on SPD pin"],
            ["Working temperature", "-20 to +60 " + DEG, "-10 to +60 " + DEG],
            ["Size", "60 x 45 x 25 mm", "72 x 45 x 28 mm"],
        ],
        8,
    )
    s.heading("Motor current", 10.5)
    s.para("Continuous current depends on cooling (room temperature, 12 V motor).", 8)
    s.table(
        [
            Col("", 170),
            Col("No heatsink", 105, "C"),
            Col("Stock heatsink", 110, "C"),
            Col("Heatsink + fan", 114, "C"),
        ],
        [
            ["Continuous", "6 A", "10 A", "15 A"],
            ["Peak (max. 10 s)", "12 A", "20 A", "20 A"],
        ],
        8,
    )
    s.heading("Good to know", 10.5)
    s.bullets(
        [
            "The motor output is the low side: M+ is wired straight to the supply plus, M- "
            "goes through the MOSFET. Do not ground M-.",
            "The 1 kHz setting (jumper LF) gives more torque at low speed but the motor "
            "whines; factory default is 15 kHz.",
            "The SPD pin of the D version takes 0-5 V; at 0 V the motor stops, at 5 V it "
            "runs at 100 %. A 3.3 V signal therefore only reaches about 66 %.",
            "There is no reverse-polarity protection. Swapping + and - destroys the MOSFET "
            "at once.",
        ],
        8,
    )
    s.add_page()
    s.heading("Connections", 10.5)
    s.table(
        [Col("Terminal", 90, "C"), Col("What to connect", 409)],
        [
            ["POWER +", "supply plus, 6 - 30 V (7 - 30 V for D)"],
            ["POWER -", "supply minus"],
            ["MOTOR +", "motor red wire (same as POWER +)"],
            ["MOTOR -", "motor black wire (switched)"],
            ["SPD / GND (D only)", "external 0-5 V speed signal, ground"],
            ["LF jumper", "fitted = 1 kHz, open = 15 kHz"],
        ],
        8,
    )
    s.heading("Customer questions", 10.5)
    s.lines(
        [
            "Q (Usman, Multan): Can I run a 36 V e-bike motor with this?",
            "A: No. 30 V is the maximum; 36 V packs reach 42 V when full and will kill the board.",
            "Q (Ayesha, Karachi): Will it run my 24 V 250 W scooter motor?",
            "A: 250 W at 24 V is about 10.5 A, so fit the fan (third column above). Startup",
            "   current of such motors can pass 20 A, so use a soft start (turn the knob slowly).",
            "Q (Bilal, Lahore): Can I control it with Arduino PWM?",
            "A: Not the basic board. The D version takes 0-5 V on SPD; put an RC filter",
            "   (10 k + 10 uF) on the Arduino PWM pin to turn it into a voltage.",
            "Q (Hamza, Faisalabad): Does it work on a car battery?",
            "A: Yes, 12 V is inside the range. Keep the engine off or add a TVS diode, as",
            "   load dump spikes are not covered.",
            "Q (Sana, Islamabad): Waterproof?",
            "A: No, it is a bare board. Put it in a box.",
        ],
        8,
        3.5,
    )
    s.heading("In the box", 10.5)
    s.bullets(["1 x controller board with knob", "1 x aluminium heatsink (fan not included)"], 8)
    return save(s, out / "rvx-pwm15.pdf")


# ------------------------------------------------ 8x8 LED matrix (Egypt, EN)
def nms(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="NILE MAKER SUPPLIES  -  Cairo",
        header_right="Product sheet  NMS-MX88",
        footer_left="Nile Maker Supplies, 26 July St., Cairo  -  prices in EGP, March 2024",
        footer_right="{page}/{nb}",
        table_fill=(230, 230, 245),
        accent=(30, 40, 110),
        grid=True,
    )
    s = Sheet(style, "NMS-MX88 8x8 LED matrix module")
    s.add_page()
    s.title_block(
        "NMS-MX88 8x8 Dot Matrix Module",
        "SPI LED matrix with TLD7219 driver, single and 4-in-1",
        "NMS-MX88R (red, EGP 95)  |  NMS-MX88G (green, EGP 120)  |  NMS-MX88-4 (4-in-1 red, EGP 330)",
        18,
    )
    s.para(
        "One 32 mm 8x8 matrix (1088AS type) on a board with the TLD7219 serial LED driver. "
        "Three wires (DIN, CS, CLK) drive it; DOUT on the far edge feeds the next module, "
        "so boards can be chained for scrolling text. The 4-in-1 board is four red "
        "matrices already chained on one PCB. Works with the common 'LedControl' and "
        "'MD_Parola' libraries.",
        8.5,
    )
    s.heading("Module ratings", 10.5)
    s.table(
        [
            Col("", 190),
            Col("NMS-MX88R", 100, "C"),
            Col("NMS-MX88G", 100, "C"),
            Col("NMS-MX88-4", 109, "C"),
        ],
        [
            ["Supply voltage (VCC)", "4.5 - 5.5 V", "4.5 - 5.5 V", "4.5 - 5.5 V"],
            ["Current, all dots on, intensity 15", "320 mA", "240 mA", "1.28 A"],
            ["Current, all dots on, intensity 0", "45 mA", "35 mA", "180 mA"],
            ["Current, shutdown mode", "0.15 mA", "0.15 mA", "0.6 mA"],
            ["LED forward voltage", "1.8 - 2.2 V", "2.9 - 3.3 V", "1.8 - 2.2 V"],
            ["Operating temperature", "0 - 70 " + DEG, "0 - 70 " + DEG, "0 - 70 " + DEG],
        ],
        8,
    )
    s.para(
        "Green dots need more forward voltage; below 4.8 V supply the NMS-MX88G becomes "
        "visibly dimmer at high intensity.",
        8,
    )
    s.heading("Driver IC (TLD7219) ratings", 10.5)
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 60, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 84, "C"),
        ],
        [
            ["Supply voltage, absolute maximum", "V+", "-0.3", "", "6.0", "V"],
            ["Logic input high voltage", "VIH", "3.5", "", "", "V"],
            ["Logic input low voltage", "VIL", "", "", "0.8", "V"],
            ["Serial clock frequency", "fCLK", "", "", "10", "MHz"],
            ["Segment current (RSET = 10 k" + OHM + ")", "ISEG", "", "40", "", "mA"],
        ],
        8,
    )
    s.heading("Wiring to Arduino Uno", 10.5)
    s.table(
        [Col("Module pin", 120, "C"), Col("Uno pin", 120, "C"), Col("Note", 259)],
        [
            ["VCC", "5V", "for more than two modules use an external 5 V supply"],
            ["GND", "GND", ""],
            ["DIN", "D11 (MOSI)", "hardware SPI"],
            ["CS", "D10", "any pin"],
            ["CLK", "D13 (SCK)", "hardware SPI"],
        ],
        8,
    )
    s.add_page()
    s.heading("Register map of the driver (for your own code)", 10.5)
    s.table(
        [Col("Address", 80, "C"), Col("Register", 170), Col("Values", 249)],
        [
            ["0x01 - 0x08", "Digit 0 ... digit 7 (rows)", "bit pattern of one row"],
            ["0x09", "Decode mode", "0x00 for matrices"],
            ["0x0A", "Intensity", "0x00 (min) ... 0x0F (max)"],
            ["0x0B", "Scan limit", "0x07 = all eight rows"],
            ["0x0C", "Shutdown", "0x00 shutdown, 0x01 normal"],
            ["0x0F", "Display test", "0x01 all dots on"],
        ],
        8,
    )
    s.heading("Questions we get", 10.5)
    s.lines(
        [
            "Does it work with ESP32 or Raspberry Pi (3.3 V)?",
            "   Power it from 5 V. The driver wants at least 3.5 V for a logic high, so 3.3 V",
            "   signals are out of spec; many boards work anyway, but we only promise it with a",
            "   level shifter (74HCT125 or similar).",
            "How many modules can I chain?",
            "   There is no limit in the protocol; we tested 8 (two 4-in-1 boards) at 1 MHz SPI.",
            "   Feed 5 V at both ends of a long chain.",
            "Can I run the 4-in-1 from the Arduino 5V pin on USB?",
            "   At low intensity yes. All dots on at full brightness needs 1.28 A, more than USB",
            "   gives through the Uno's fuse (500 mA).",
            "Does it have an I2C version?  No, SPI only.",
        ],
        8,
        3.5,
    )
    revision_table(
        s,
        [
            ["2023-06-01", "A", "First sheet"],
            ["2024-03-10", "B", "Green version and 4-in-1 shutdown current added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "nms-mx88.pdf")
