"""Hold-out 84 datasheets, part 2: a 4-channel relay board with 12 V coils, a CAN
controller + transceiver module, a coin vibration motor driver module and a UV index
sensor module with analog output.

A Welsh / English relay board sheet (bilingual names wrapped over two lines, board
limits beside the relay's own coil data, contact ratings per approval body, a car
warning in the FAQ), a Michigan automotive-tooling "Hardware Reference" (section
marks, one column per crystal version, symbol-only logic levels at 5 V, bit-timing
and SPI instruction decoys), a Helsinki haptics start-up product brief (typ.-only
table whose columns are supply voltages, motor data beside board data, values in
the "why" bullets and in the FAQ) and a Swahili / English UV sensor sheet (version
rows in a min/typ/max table, photodiode vs module temperature, an index lookup
table as decoy, FAQ).
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
SECT = "\u00a7"


# ------------------------------------------------------ 4-channel 12 V relay board (Welsh)
def twr4r12(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Tawe Electronics Cyf.  Abertawe / Swansea",
        header_right="TWR-4R12  Taflen ddata / Data sheet",
        footer_left="TWR-4R12-CY/EN  fersiwn / version 2.1",
        footer_right="Tudalen {page} o {nb}",
        table_fill=(236, 222, 222),
        accent=(150, 20, 30),
        grid=False,
    )
    s = Sheet(style, "TWR-4R12 4-channel 12 V relay board")
    s.add_page()
    s.title_block(
        "TWR-4R12",
        "Bwrdd ras gyfnewid 4 sianel, coiliau 12 V / 4-channel relay board, 12 V coils",
        "Mewnbynnau wedi'u hynysu'n optegol / opto-isolated inputs, active HIGH",
        20,
    )
    s.para(
        "Mae gan y bwrdd ddau gyflenwad: JD-VCC ar gyfer y coiliau a VCC ar gyfer y "
        "mewnbynnau. The board has two supplies: JD-VCC (12 V) feeds the relay coils and "
        "VCC feeds the opto-coupler inputs from your controller's logic rail. There is no "
        "jumper between them on this 12 V board; never link JD-VCC to VCC.",
        8.3,
    )
    s.heading("1  Nodweddion trydanol / Electrical characteristics", 10.5)
    s.para("Ta = 25 " + DEG + " oni nodir yn wahanol / unless otherwise noted.", 7.5)
    s.table(
        [
            Col("Paramedr / Parameter", 235),
            Col("Isaf / Min", 60, "C"),
            Col("Nodweddiadol /\nTyp", 70, "C"),
            Col("Uchaf / Max", 60, "C"),
            Col("Uned / Unit", 74, "C"),
        ],
        [
            [
                "Foltedd cyflenwad y coiliau /\nCoil supply voltage (JD-VCC)",
                "11.4",
                "12.0",
                "13.2",
                "V",
            ],
            ["Foltedd rhesymeg /\nLogic supply voltage (VCC)", "3.3", "", "5.5", "V"],
            [
                "Cerrynt fesul ras gyfnewid /\nCurrent per energised relay (JD-VCC)",
                "",
                "30",
                "33",
                "mA",
            ],
            ["Cerrynt, y pedair ymlaen /\nCurrent, all four relays on", "", "125", "", "mA"],
            ["Cerrynt mewnbwn, IN = 5 V /\nInput current per channel", "", "4.5", "6", "mA"],
            ["Mewnbwn: ras ymlaen /\nInput level, relay ON", "2.4", "", "", "V"],
            ["Mewnbwn: ras i ffwrdd /\nInput level, relay OFF", "", "", "0.8", "V"],
            ["Amser gweithredu / Operate time", "", "", "10", "ms"],
            ["Amser rhyddhau / Release time", "", "", "5", "ms"],
        ],
        7.5,
    )
    s.heading("2  Terfynau absoliwt / Absolute limits", 10.5)
    s.table(
        [Col("Paramedr / Parameter", 300), Col("Gwerth / Value", 120, "C"), Col("", 79, "C")],
        [
            ["JD-VCC, uchafswm absoliwt / absolute maximum", "15", "V"],
            ["VCC, uchafswm absoliwt / absolute maximum", "6", "V"],
            ["Mewnbynnau IN1 ... IN4 / Inputs IN1 ... IN4", "-0.5 ... 6", "V"],
            ["Tymheredd gweithredu'r bwrdd / Board operating temperature", "-25 ... +55", DEG],
            ["Tymheredd storio / Storage temperature", "-40 ... +70", DEG],
        ],
        7.5,
    )
    s.heading("3  Data'r ras gyfnewid SRK-12 / Relay data (component)", 10.5)
    s.table(
        [Col("Paramedr / Parameter", 300), Col("Gwerth / Value", 120, "C"), Col("", 79, "C")],
        [
            ["Foltedd graddedig y coil / Rated coil voltage", "12", "V DC"],
            ["Gwrthiant y coil / Coil resistance", "400 " + PM + " 10 %", OHM],
            ["Pŵer y coil / Coil power", "0.36", "W"],
            ["Foltedd codi / Pick-up voltage", LE + " 9.0", "V"],
            ["Foltedd gollwng / Drop-out voltage", GE + " 1.2", "V"],
            ["Foltedd uchaf y coil / Max. coil voltage (130 %)", "15.6", "V"],
            ["Tymheredd amgylchynol / Ambient temperature", "-40 ... +85", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("4  Data cyswllt / Contact ratings", 10.5)
    s.table(
        [
            Col("Llwyth / Load", 200),
            Col("UL / CSA", 150, "C"),
            Col("TÜV", 149, "C"),
        ],
        [
            ["250 V AC, gwrthiannol / resistive", "10 A", "10 A"],
            ["125 V AC, gwrthiannol / resistive", "15 A", "-"],
            ["28 V DC, gwrthiannol / resistive", "10 A", "-"],
            ["30 V DC, gwrthiannol / resistive", "-", "5 A"],
            ["Ffurf cyswllt / Contact form", "1 form C (NO, COM, NC)", "1 form C"],
        ],
        7.8,
    )
    s.para(
        "Llwythi anwythol / inductive loads (motors, solenoids, transformers): derate to "
        "3 A at 250 V AC. Oes drydanol / electrical life: 100 000 operations at 10 A "
        "250 V AC resistive; mechanical life 10 000 000 operations.",
        8,
    )
    s.heading("5  Terfynellau / Terminals", 10.5)
    s.table(
        [Col("Enw / Name", 90, "C"), Col("Swyddogaeth / Function", 409)],
        [
            ["JD-VCC", "12 V coil supply (screw terminal, 2 pins with GND)"],
            ["VCC", "logic supply 3.3 V or 5 V from the controller"],
            ["GND", "common ground of JD-VCC and VCC"],
            ["IN1 ... IN4", "HIGH = relay energised, LED on"],
            ["NO / COM / NC", "contacts of each relay, 3-way screw terminal"],
        ],
        7.8,
    )
    s.heading("6  Cwestiynau cyffredin / Frequently asked questions", 10.5)
    s.lines(
        [
            "C: A allaf ei gysylltu'n syth â batri car? / Can I wire it straight to a car battery?",
            "A: Na / No. A running vehicle puts up to 14.8 V on its 12 V system, above the 13.2 V",
            "   maximum of JD-VCC. Use a 12 V regulator in front of the board.",
            "C: Raspberry Pi?  A: Ie / Yes. VCC to the Pi's 3.3 V pin, IN1 ... IN4 to GPIOs.",
            "C: 24 V solar battery?  A: Na / No, this is the 12 V board.",
            "C: A oes angen deuodau? / Are flyback diodes needed?  A: They are on the board.",
            "C: Is the board approved for mains work?  A: The relays carry UL / TÜV marks; the",
            "   board itself has no approval. Keep 230 V wiring inside an enclosure.",
        ],
        8,
    )
    revision_table(
        s,
        [
            ["2024-05-14", "2.1", "FAQ: car batteries"],
            ["2023-11-02", "2.0", "Input current raised to 4.5 mA typ."],
        ],
        (80, 50, 369),
    )
    return save(s, out / "twr-4r12.pdf")


# ------------------------------------------------ CAN module (Michigan hardware reference)
def qcan(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Huron Vehicle Networks LLC  -  Hardware Reference",
        header_right="QCAN-M Series  HR-112 Rev C",
        footer_left="Huron Vehicle Networks LLC, Port Huron, Michigan",
        footer_right="HR-112-{page}",
        table_fill=(232, 218, 222),
        accent=(112, 22, 44),
        grid=False,
    )
    s = Sheet(style, "QCAN-M CAN controller and transceiver module")
    s.add_page()
    s.title_block(
        "QCAN-M8 / QCAN-M16",
        "CAN 2.0B Controller + High-Speed Transceiver Module, SPI Host Interface",
        "Stand-alone CAN controller, 5 V high-speed transceiver, 120 " + OHM + " terminator "
        "on jumper J1",
        19,
    )
    s.heading(SECT + "1  Overview", 11)
    s.para(
        "The QCAN-M adds a CAN 2.0A/B port to any microcontroller with an SPI port. The "
        "controller buffers three transmit and two receive frames with six acceptance "
        "filters; the transceiver drives CANH / CANL. Both models use the same board; "
        "they differ only in the controller crystal, which sets the fastest bit rate "
        "the bit timing can reach.",
        8.5,
    )
    s.heading(SECT + "2  Board Ratings", 11)
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 60, "C"),
            Col("QCAN-M8", 85, "C"),
            Col("QCAN-M16", 85, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "VCC", "4.75 - 5.25", "4.75 - 5.25", "V"],
            ["Controller crystal", "fOSC", "8", "16", "MHz"],
            ["CAN bit rate, maximum", "", "500", "1000", "kbps"],
            ["SPI clock, maximum", "fSCK", "10", "10", "MHz"],
            ["Supply current, bus recessive", "ICC", "12", "13", "mA typ."],
            ["Supply current, bus dominant", "ICC", "70", "71", "mA typ."],
            ["Operating temperature", "TA", "-40 to +85", "-40 to +85", DEG],
        ],
        8,
    )
    s.para(
        "The transceiver needs 5 V; the board cannot run from 3.3 V even though the "
        "controller chip alone is rated down to 2.7 V (at 2.7 V its SPI clock would be "
        "limited to 5 MHz; on this board it always runs at VCC = 5 V).",
        8.3,
    )
    s.heading(SECT + "3  Absolute Maximum Ratings", 11)
    s.table(
        [Col("Parameter", 250), Col("Rating", 150, "C"), Col("Unit", 99, "C")],
        [
            ["VCC", "-0.3 to 7.0", "V"],
            ["CS, SCK, SI inputs", "-0.3 to VCC + 0.3", "V"],
            ["CANH, CANL", "-27 to +40", "V"],
            ["Storage temperature", "-55 to +150", DEG],
        ],
        8,
    )
    s.heading(SECT + "4  Logic Interface (VCC = 5.0 V)", 11)
    s.table(
        [
            Col("Symbol", 70, "C"),
            Col("Pins", 150, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 60, "C"),
            Col("Conditions", 99, "C"),
        ],
        [
            ["VIH", "CS, SCK, SI, RESET", "3.5", "VCC + 0.3", "V", ""],
            ["VIL", "CS, SCK, SI, RESET", "-0.3", "1.5", "V", ""],
            ["VOH", "SO", "4.3", "", "V", "IOH = -1 mA"],
            ["VOL", "SO, INT", "", "0.6", "V", "IOL = 2.1 mA"],
        ],
        8,
    )
    s.heading(SECT + "5  CAN Bus Side", 11)
    s.table(
        [Col("Parameter", 250), Col("Min", 60, "C"), Col("Max", 60, "C"), Col("Unit", 129, "C")],
        [
            ["Differential output, dominant", "1.5", "3.0", "V"],
            ["Common-mode range, receiver", "-12", "12", "V"],
            ["Nodes on one bus", "", "110", ""],
        ],
        8,
    )
    s.add_page()
    s.heading(SECT + "6  Header J2 (host side)", 11)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80, "C"), Col("Function", 369)],
        [
            ["1", "VCC", "5 V supply"],
            ["2", "GND", "ground"],
            ["3", "CS", "SPI chip select, active low"],
            ["4", "SO", "SPI data out (MISO), 5 V levels"],
            ["5", "SI", "SPI data in (MOSI)"],
            ["6", "SCK", "SPI clock"],
            ["7", "INT", "interrupt output, active low"],
        ],
        8,
    )
    s.heading(SECT + "7  SPI Instruction Set", 11)
    s.table(
        [
            Col("Instruction", 160),
            Col("Format", 120, "C"),
            Col("Instruction", 120),
            Col("Format", 99, "C"),
        ],
        [
            ["RESET", "1100 0000", "READ STATUS", "1010 0000"],
            ["READ", "0000 0011", "RX STATUS", "1011 0000"],
            ["WRITE", "0000 0010", "BIT MODIFY", "0000 0101"],
            ["RTS (request to send)", "1000 0nnn", "READ RX BUFFER", "1001 0nm0"],
        ],
        8,
    )
    s.heading(SECT + "8  Bit-Timing Presets (CNF1 / CNF2 / CNF3)", 11)
    s.table(
        [
            Col("Bit rate", 120, "C"),
            Col("QCAN-M8 (8 MHz)", 190, "C"),
            Col("QCAN-M16 (16 MHz)", 189, "C"),
        ],
        [
            ["125 kbps", "01h / B1h / 85h", "03h / F0h / 86h"],
            ["250 kbps", "00h / B1h / 85h", "41h / F1h / 85h"],
            ["500 kbps", "00h / 90h / 82h", "00h / F0h / 86h"],
            ["1000 kbps", "not possible", "00h / D0h / 82h"],
        ],
        8,
    )
    s.heading(SECT + "9  Application Notes", 11)
    s.bullets(
        [
            "Termination: fit J1 (120 " + OHM + ") only on the two nodes at the ends of the bus.",
            "Cable length: about 40 m at 1 Mbps, 100 m at 500 kbps and 500 m at 125 kbps with "
            "twisted pair.",
            "Vehicles: most passenger-car OBD-II buses run at 500 kbps. The board is not "
            "isolated and has no 12 V input; do not power it from OBD pin 16 - use a 5 V "
            "regulator rated for automotive transients.",
            "3.3 V hosts: SO swings to 5 V and the inputs need 3.5 V high (" + SECT + "4). "
            "Put a level translator between a 3.3 V host and J2.",
            "Listen-only mode lets the module watch a bus without acknowledging frames.",
        ],
        8.3,
    )
    revision_table(
        s,
        [
            ["2024-01-22", "C", "QCAN-M16 added; bit-timing presets"],
            ["2022-09-30", "B", "Supply current corrected"],
        ],
        (80, 50, 369),
    )
    return save(s, out / "qcan-m.pdf")


# ------------------------------------------------ coin vibration motor driver (Helsinki)
def vm1(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="kumpula haptics",
        header_right="Haptic Bit VM1  product brief",
        footer_left="Kumpula Haptics Oy, Helsinki  -  hello@kumpula-haptics.example",
        footer_right="{page}/{nb}",
        table_fill=(230, 240, 214),
        accent=(74, 116, 20),
        grid=False,
    )
    s = Sheet(style, "Haptic Bit VM1 coin vibration motor driver module")
    s.add_page()
    s.title_block(
        "Haptic Bit VM1",
        "Coin vibration motor + driver on a 20 x 20 mm board",
        "Order code HB-VM1.  Three pins: VCC, GND, IN",
        24,
    )
    s.heading("Why you'll like it", 11)
    s.bullets(
        [
            "Runs from 2.5 V to 5.5 V: a Li-ion cell, a 3.3 V board or a 5 V board.",
            "A logic-level MOSFET does the switching, so a GPIO only supplies about 0.33 mA "
            "into the 10 k" + OHM + " pull-down at 3.3 V.",
            "Flyback diode on board - no spikes back into your supply.",
            "PWM on IN up to 20 kHz sets the strength.",
            "10 mm x 2.7 mm coin motor with 3M adhesive pad, 60 mm leads.",
        ],
        8.5,
    )
    s.heading("The numbers (typical, 25 " + DEG + ", IN held high)", 11)
    s.table(
        [
            Col("", 190),
            Col("VCC = 3.0 V", 100, "C"),
            Col("VCC = 3.7 V", 100, "C"),
            Col("VCC = 5.0 V", 109, "C"),
        ],
        [
            ["Running current", "60 mA", "75 mA", "95 mA"],
            ["Start-up current (first 20 ms)", "85 mA", "105 mA", "130 mA"],
            ["Speed", "9 000 rpm", "11 000 rpm", "12 500 rpm"],
            ["Vibration force", "0.6 G", "0.8 G", "1.1 G"],
        ],
        8,
    )
    s.heading("Signal input IN", 11)
    s.table(
        [Col("", 190), Col("min", 100, "C"), Col("max", 100, "C"), Col("", 109, "C")],
        [
            ["High (motor on)", "1.5 V", "VCC", ""],
            ["Low (motor off)", "", "0.5 V", "10 k" + OHM + " pull-down"],
            ["Idle current, IN low", "", "1 " + MU + "A", "board total"],
        ],
        8,
    )
    s.heading("The motor itself", 11)
    s.table(
        [Col("", 250), Col("", 249, "C")],
        [
            ["Rated voltage", "3.0 V DC"],
            ["Operating voltage range", "2.5 ... 3.8 V"],
            ["Rated current", LE + " 80 mA"],
            ["Rated speed", "12 000 " + PM + " 2 500 rpm"],
            ["Terminal resistance", "30 " + OHM],
        ],
        8,
        show_head=False,
    )
    s.para(
        "Yes, the motor is a 3 V part and the board accepts 5 V: at 5 V it runs harder and "
        "warmer. Keep the duty cycle below 50 % for buzzes longer than one minute when "
        "VCC is above 4.2 V.",
        8.3,
    )
    s.add_page()
    s.heading("Hook it up", 11)
    s.table(
        [Col("Pin", 80, "C"), Col("Goes to", 419)],
        [
            ["VCC", "2.5 ... 5.5 V"],
            ["GND", "ground of your board"],
            ["IN", "any GPIO; high = buzz"],
        ],
        8,
    )
    s.heading("Example patterns (our library)", 11)
    s.table(
        [
            Col("Name", 120),
            Col("On (ms)", 90, "C"),
            Col("Off (ms)", 90, "C"),
            Col("Repeats", 199, "C"),
        ],
        [
            ["tick", "30", "-", "1"],
            ["double", "40", "60", "2"],
            ["alert", "400", "200", "3"],
            ["heartbeat", "80", "120 / 600", "until stopped"],
        ],
        8,
    )
    s.heading("Environment", 11)
    s.lines(
        [
            "Operating: -20 " + DEG + " to +60 " + DEG + ", no condensation",
            "Storage: -30 " + DEG + " to +70 " + DEG,
            "Board weight with motor: 2.1 g",
        ],
        8.5,
    )
    s.heading("FAQ", 11)
    s.lines(
        [
            "Is it waterproof?  No. Put it in a sealed case for wearables used outdoors.",
            "Can I run it from a CR2032 coin cell?  Not recommended: the 85 mA start-up current is",
            "   far more than a CR2032 delivers; it will reset your board.",
            "Two modules on one GPIO?  Yes, the input draws almost nothing.",
            "How long will the motor last?  We have not run a life test; we give no hours figure.",
            "Can I drive it straight from a 3.3 V GPIO without the board?  No - 60 mA is far beyond",
            "   what a GPIO pin can source. That is why the board exists.",
        ],
        8.3,
    )
    revision_table(
        s,
        [["2024-06-03", "1.1", "5 V duty-cycle advice"]],
        (80, 50, 369),
    )
    return save(s, out / "hb-vm1.pdf")


# ------------------------------------------------ UV index sensor module (Swahili / English)
def mwuv12(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Mwanga Sensors Ltd.  Arusha, Tanzania",
        header_right="MW-UV12  Karatasi ya data / Data sheet",
        footer_left="MW-UV12-SW/EN  toleo / edition 2",
        footer_right="Ukurasa {page} wa {nb}",
        table_fill=(250, 230, 200),
        accent=(160, 70, 0),
        grid=True,
    )
    s = Sheet(style, "MW-UV12 UV index sensor module")
    s.add_page()
    s.title_block(
        "MW-UV12 / MW-UV12G",
        "Moduli ya kihisi cha UV / UV index sensor module (analog output)",
        "MW-UV12: pato 0 ... 1.2 V / output 0 ... 1.2 V    MW-UV12G: faida x2.5 / gain x2.5",
        18,
    )
    s.para(
        "Moduli ina diodi ya mwanga ya UV na amplifaya. The module combines a UV-A / UV-B "
        "photodiode with a transimpedance amplifier; the output voltage rises in proportion "
        "to the UV index. MW-UV12G adds a gain of 2.5 for 3.3 V ADCs.",
        8.3,
    )
    s.heading("1. Vipimo vikuu / Main specifications", 10.5)
    s.para("Ta = 25 " + DEG + ", jua la mchana / noon sunlight unless noted.", 7.5)
    s.table(
        [
            Col("Kigezo / Parameter", 190),
            Col("Toleo /\nVersion", 55, "C"),
            Col("Chini /\nMin", 50, "C"),
            Col("Kawaida /\nTyp", 55, "C"),
            Col("Juu /\nMax", 50, "C"),
            Col("Kipimo /\nUnit", 99, "C"),
        ],
        [
            ["Volteji ya usambazaji /\nSupply voltage (VCC)", "UV12", "2.7", "3.3", "5.5", "V"],
            ["", "UV12G", "3.3", "5.0", "5.5", "V"],
            ["Mkondo wa kufanya kazi /\nOperating current", "", "", "60", "100", MU + "A"],
            ["Volteji ya pato / Output voltage", "UV12", "0", "", "1.2", "V"],
            ["", "UV12G", "0", "", "3.0", "V"],
            ["Pato gizani /\nDark output", "", "", "5", "20", "mV"],
            ["Masafa ya mawimbi /\nSpectral response", "", "240", "", "370", "nm"],
            ["Muda wa kujibu /\nResponse time", "", "", "", "0.5", "s"],
        ],
        7.5,
    )
    s.heading("2. Mazingira / Environment", 10.5)
    s.table(
        [
            Col("Kigezo / Parameter", 249),
            Col("Moduli / Module", 125, "C"),
            Col("Diodi / Photodiode", 125, "C"),
        ],
        [
            [
                "Joto la kufanya kazi /\nOperating temperature",
                "-20 ... +70 " + DEG,
                "-30 ... +85 " + DEG,
            ],
            [
                "Joto la kuhifadhi /\nStorage temperature",
                "-30 ... +85 " + DEG,
                "-40 ... +90 " + DEG,
            ],
        ],
        7.5,
    )
    s.heading("3. Pini / Pins", 10.5)
    s.table(
        [Col("Pini / Pin", 80, "C"), Col("Maelezo / Description", 419)],
        [
            ["VCC", "2.7 ... 5.5 V (UV12G: 3.3 ... 5.5 V)"],
            ["GND", "ardhi / ground"],
            ["OUT", "pato la analogi / analog output to an ADC input"],
        ],
        7.8,
    )
    s.add_page()
    s.heading("4. Jedwali la kielezo cha UV / UV index table (MW-UV12)", 10.5)
    s.table(
        [Col("Kielezo / UV index", 90, "C")] + [Col(str(n), 31.75, "C") for n in range(0, 12)],
        [
            [
                "OUT (mV)",
                "<50",
                "227",
                "318",
                "408",
                "503",
                "606",
                "696",
                "795",
                "881",
                "976",
                "1079",
                "1170+",
            ],
        ],
        7.3,
    )
    s.para(
        "Kwa MW-UV12G zidisha kwa 2.5 / For MW-UV12G multiply the millivolts by 2.5. "
        "The index is roughly OUT / 0.1 V for MW-UV12.",
        8,
    )
    s.heading("5. Maswali / Questions", 10.5)
    s.lines(
        [
            "S: Je, inafanya kazi nyuma ya dirisha? / Does it work behind a window?",
            "J: Hapana / No. Ordinary glass blocks most UV-B; use a quartz or PTFE window.",
            "S: Arduino ya 5 V?  J: Ndiyo / Yes. For MW-UV12 use the 1.1 V internal reference",
            "   and clip above 1.1 V, or use MW-UV12G with the 3.3 V or 5 V reference.",
            "S: Inazuia maji? / Is it waterproof?  J: Hapana / No IP rating; mount it under a",
            "   window in a sealed box.",
            "S: Usahihi? / Accuracy?  J: We calibrate against a reference meter at noon only;",
            "   we do not state an accuracy figure.",
        ],
        8.2,
    )
    s.heading("6. Maelezo / Notes", 10.5)
    s.bullets(
        [
            "Weka kihisi kikielekea juu / Point the sensor straight up, away from shade.",
            "Safisha kwa kitambaa kikavu / Clean the window with a dry cloth only.",
            "The output is not a dose meter; integrate readings yourself for exposure.",
        ],
        8.2,
    )
    revision_table(
        s,
        [
            ["2024-10-07", "2", "MW-UV12G aliongezwa / added"],
            ["2023-12-01", "1", "Toleo la kwanza / first edition"],
        ],
        (80, 50, 369),
    )
    return save(s, out / "mw-uv12.pdf")
