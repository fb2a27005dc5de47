"""Hold-out 103 datasheets, part 1: a CAN bus transceiver IC, an RTC module with
EEPROM, a two-channel 24-bit load-cell amplifier board and a micro servo.

A Lugano automotive-IC house data sheet in English (ordering table with the VIO
version, limiting values, a static-characteristics table with section rows per pin
and unnamed rows per version and per mode, the 3.3 V host advice only in
application hints), a Zulu / English RTC module sheet from Durban (bilingual
parameter names wrapped over two lines, temperature rows per grade, addresses and
the charging path only in prose and FAQ), a Changsha weighing-electronics module
manual in plain English (headless key-parameter card, chip supply beside board
supply, input range per gain in a small table, pulse-count table as a decoy) and an
Ansan (Korea) servo specification (document header box, one column per test
voltage, cautions holding the limits).
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
DEGS = "\u00b0"


# ------------------------------------------------------- CAN transceiver (Lugano)
def lkt3051(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="TICINO AUTOMOTIVE SILICON",
        header_right="LKT3051 / LKT3051V  High-speed CAN transceiver",
        footer_left="Ticino Automotive Silicon SA · Via Cantonale 18 · Lugano · DS-3051 edition 04/2023",
        footer_right="sheet {page}/{nb}",
        rule_color=(0, 95, 95),
        table_fill=(220, 236, 236),
        accent=(0, 95, 95),
        grid=False,
    )
    s = Sheet(style, "LKT3051 high-speed CAN transceiver")
    s.add_page()
    s.title_block(
        "LKT3051 / LKT3051V",
        "High-speed CAN transceiver with Standby mode",
        "AEC-Q100 Grade 1 qualified · SO8 and HVSON8 · product data, edition 04/2023",
        20,
    )

    def left() -> None:
        s.heading("1/ General description", 10)
        s.para(
            "The LKT3051 is a high-speed CAN transceiver that forms the interface between a "
            "CAN protocol controller and the physical two-wire CAN bus. It is intended for "
            "automotive and industrial networks with classic CAN and CAN FD. The LKT3051V "
            "adds a VIO supply pin for the digital inputs and the RXD output, so the "
            "device interfaces directly with microcontrollers running from a lower I/O "
            "supply, while the bus side keeps running from the 5 V VCC supply.",
            8,
        )

    def right() -> None:
        s.heading("2/ Features and benefits", 10)
        s.bullets(
            [
                "Fully compliant with ISO 11898-2:2016 and SAE J2284",
                "Timing guaranteed for data rates up to 5 Mbit/s in the CAN FD data phase",
                "Bus pins protected against " + PM + "58 V transients and short circuits",
                "Very low current Standby mode with remote wake-up via the bus",
                "TXD dominant time-out function",
                "Undervoltage detection on VCC and VIO",
                "LKT3051V: level adaptation through the VIO pin",
            ],
            7.5,
        )

    s.side_by_side(left, right, 235)
    s.heading("3/ Ordering information", 10)
    s.table(
        [
            Col("Type number", 95),
            Col("Package", 90, "C"),
            Col("Pin 5", 70, "C"),
            Col("Tamb range", 100, "C"),
            Col("Packing", 144),
        ],
        [
            ["LKT3051T", "SO8", "n.c.", "-40 to +125 " + DEG, "reel 2500 pcs"],
            ["LKT3051TK", "HVSON8 3 x 3", "n.c.", "-40 to +125 " + DEG, "reel 6000 pcs"],
            ["LKT3051VT", "SO8", "VIO", "-40 to +125 " + DEG, "reel 2500 pcs"],
            ["LKT3051VTK", "HVSON8 3 x 3", "VIO", "-40 to +125 " + DEG, "reel 6000 pcs"],
        ],
        7.5,
    )
    s.heading("4/ Pinning information", 10)
    s.table(
        [Col("Pin", 40, "C"), Col("Symbol", 60, "C"), Col("Description", 399)],
        [
            ["1", "TXD", "transmit data input"],
            ["2", "GND", "ground"],
            ["3", "VCC", "transceiver supply voltage"],
            ["4", "RXD", "receive data output; reads out data from the bus lines"],
            ["5", "n.c. / VIO", "not connected (LKT3051); I/O level adapter supply (LKT3051V)"],
            ["6", "CANL", "LOW-level CAN bus line"],
            ["7", "CANH", "HIGH-level CAN bus line"],
            ["8", "STB", "Standby mode control input"],
        ],
        7.5,
    )
    s.heading("5/ Limiting values", 10)
    s.para(
        "In accordance with the Absolute Maximum Rating System (IEC 60134). Exposure to "
        "limiting values for extended periods may affect device reliability.",
        7.5,
    )
    s.table(
        [
            Col("Symbol", 60),
            Col("Parameter", 150),
            Col("Conditions", 130),
            Col("Min", 50, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["V_{CC}", "supply voltage", "", "-0.3", "+6.0", "V"],
            ["V_{IO}", "supply voltage on pin VIO", "LKT3051V", "-0.3", "+6.0", "V"],
            ["V_{x}", "voltage on pin x", "pins CANH, CANL", "-58", "+58", "V"],
            ["", "", "pins TXD, RXD, STB", "-0.3", "+6.0", "V"],
            ["V_{ESD}", "electrostatic discharge", "HBM; pins CANH, CANL", "-8", "+8", "kV"],
            ["T_{vj}", "virtual junction temperature", "", "-40", "+150", DEG],
            ["T_{stg}", "storage temperature", "", "-55", "+150", DEG],
        ],
        7.5,
    )

    s.add_page()
    s.heading("6/ Static characteristics", 10)
    s.para(
        "Tvj = -40 " + DEG + " to +150 " + DEG + "; VCC = 4.5 V to 5.5 V; VIO = 2.8 V to "
        "5.5 V (LKT3051V); RL = 60 " + OHM + "; unless otherwise specified. All voltages "
        "are defined with respect to ground; positive currents flow into the IC.",
        7.5,
    )
    cols = [
        Col("Symbol", 52),
        Col("Parameter", 112),
        Col("Conditions", 170),
        Col("Min", 42, "C"),
        Col("Typ", 35, "C"),
        Col("Max", 50, "C"),
        Col("Unit", 38, "C"),
    ]
    s.table(
        cols,
        [
            ["Supply; pin VCC"],
            ["V_{CC}", "supply voltage", "", "4.5", "-", "5.5", "V"],
            [
                "I_{CC}",
                "supply current",
                "Normal mode; dominant; VTXD = 0 V",
                "25",
                "45",
                "70",
                "mA",
            ],
            ["", "", "Normal mode; recessive; VTXD = VIO", "2", "5", "10", "mA"],
            ["", "", "Standby mode; LKT3051", "-", "8", "15", MU + "A"],
            ["", "", "Standby mode; LKT3051V", "-", "1", "3", MU + "A"],
            ["I/O level adapter supply; pin VIO (LKT3051V only)"],
            ["V_{IO}", "supply voltage on pin VIO", "", "2.8", "-", "5.5", "V"],
            ["I_{IO}", "supply current on pin VIO", "Standby mode", "-", "9", "14", MU + "A"],
            ["", "", "Normal mode; recessive", "-", "80", "200", MU + "A"],
            ["Transmit data input and Standby control; pins TXD and STB"],
            ["V_{IH}", "HIGH-level input\nvoltage", "LKT3051", "2.0", "-", "VCC + 0.3", "V"],
            ["", "", "LKT3051V", "0.7VIO", "-", "VIO + 0.3", "V"],
            ["V_{IL}", "LOW-level input\nvoltage", "LKT3051", "-0.3", "-", "0.8", "V"],
            ["", "", "LKT3051V", "-0.3", "-", "0.3VIO", "V"],
            ["Receive data output; pin RXD"],
            [
                "V_{OH}",
                "HIGH-level output\nvoltage",
                "IOH = -2 mA; LKT3051",
                "VCC - 0.4",
                "-",
                "VCC",
                "V",
            ],
            ["", "", "IOH = -2 mA; LKT3051V", "VIO - 0.4", "-", "VIO", "V"],
            ["V_{OL}", "LOW-level output\nvoltage", "IOL = 2 mA", "-", "0.2", "0.4", "V"],
            ["Bus lines; pins CANH and CANL"],
            [
                "V_{O(dom)}",
                "dominant output\nvoltage",
                "pin CANH; VTXD = 0 V",
                "2.75",
                "3.5",
                "4.5",
                "V",
            ],
            ["", "", "pin CANL; VTXD = 0 V", "0.5", "1.5", "2.25", "V"],
            [
                "V_{O(dif)bus}",
                "bus differential\noutput voltage",
                "dominant; RL = 50 to 65 " + OHM,
                "1.5",
                "2.0",
                "3.0",
                "V",
            ],
            [
                "V_{th(RX)dif}",
                "receiver differential\nthreshold voltage",
                "-12 V < VCANH, VCANL < +12 V",
                "0.5",
                "0.7",
                "0.9",
                "V",
            ],
        ],
        7,
    )
    s.heading("7/ Dynamic characteristics (extract)", 10)
    s.table(
        cols,
        [
            ["t_{d(TXD-RXD)}", "loop delay", "falling and rising edge", "60", "-", "255", "ns"],
            ["t_{to(dom)TXD}", "TXD dominant time-out", "VTXD = 0 V", "0.3", "1", "5", "ms"],
            [
                "t_{wake(busdom)}",
                "bus dominant wake-up",
                "Standby mode",
                "0.5",
                "-",
                "1.8",
                MU + "s",
            ],
        ],
        7,
    )
    s.heading("8/ Application hints", 10)
    s.para(
        "Supply: the LKT3051 and the LKT3051V need VCC = 5 V on the bus side in every case; "
        "neither version operates from a 3.3 V VCC. Host interface: the TXD threshold of "
        "the LKT3051 (VIH = 2.0 V) accepts 3.3 V logic, but its RXD output swings to VCC. A "
        "3.3 V microcontroller whose inputs are not 5 V tolerant therefore needs the "
        "LKT3051V with VIO tied to the host's 3.3 V rail, or a level shifter in the RXD "
        "line. Termination: 120 " + OHM + " at both ends of the bus; the transceiver has "
        "no internal termination.",
        7.5,
    )
    revision_table(
        s,
        [
            ["2022-06-03", "01", "first edition"],
            ["2023-04-17", "04", "LKT3051V added; 5 Mbit/s timing"],
        ],
        (80, 50, 369),
    )
    return save(s, out / "lkt3051.pdf")


# ---------------------------------------------------- RTC module (Zulu / English)
def zlr44e(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="UMGENI CIRCUITS (Pty) Ltd · eThekwini",
        header_right="ZLR-44E  Ishidi lemininingwane / Data sheet",
        footer_left="Umgeni Circuits (Pty) Ltd · Reg. 2016/448112/07 · ZLR-44E ushicilelo / issue 3",
        footer_right="Ikhasi {page} ku-{nb} / Page {page} of {nb}",
        rule_color=(20, 90, 40),
        table_fill=(250, 236, 190),
        accent=(20, 90, 40),
        grid=True,
    )
    s = Sheet(style, "ZLR-44E precision RTC module with EEPROM")
    s.add_page()
    s.title_block(
        "ZLR-44E / ZLR-44EC",
        "Imojuli yewashi elinembile ene-EEPROM / Precision RTC module with EEPROM",
        "I2C · TCXO · 32 Kbit EEPROM · isibambi sebhethri / coin-cell holder",
        19,
    )
    s.heading("1. Incazelo / Description", 10)
    s.para(
        "I-ZLR-44E iyiwashi lesikhathi sangempela elinembile elinekristalu enesinxephezelo "
        "sokushisa. The ZLR-44E is a real-time clock module built around a temperature-"
        "compensated crystal oscillator (TCXO) RTC and a 32 Kbit (4096 x 8) serial EEPROM "
        "on one I2C bus. A coin cell on the back keeps the clock running when VCC is "
        "removed. The ZLR-44E is the industrial grade; the ZLR-44EC is the commercial grade "
        "with the same board and a lower-cost clock chip.",
        8,
    )
    s.para(
        "Amakheli / Addresses: the RTC answers at the fixed 7-bit address 0x68. The EEPROM "
        "answers at 0x57 with the A0, A1 and A2 solder jumpers open; closing jumpers lowers "
        "the EEPROM address down to 0x50. SDA and SCL have 4.7 k" + OHM + " pull-up "
        "resistors to VCC on the board.",
        8,
    )
    s.heading("2. Izilinganiso eziphezulu / Absolute maximum ratings", 10)
    s.table(
        [
            Col("Ipharamitha / Parameter", 230),
            Col("Uphawu / Symbol", 90, "C"),
            Col("Inani / Value", 120, "C"),
            Col("Iyunithi / Unit", 59, "C"),
        ],
        [
            ["Uvolthi ku-VCC / Voltage on VCC", "VCC", "-0.3 ... +6.0", "V"],
            ["Uvolthi ku-VBAT / Voltage on VBAT", "VBAT", "-0.3 ... +6.0", "V"],
            ["Uvolthi ku-SDA, SCL, SQW / Voltage on SDA, SCL, SQW", "", "-0.3 ... +6.0", "V"],
            ["Izinga lokushisa lokugcina / Storage temperature", "Tstg", "-40 ... +85", DEG],
        ],
        7.5,
    )
    s.heading("3. Izimo zokusebenza / Recommended operating conditions", 10)
    s.table(
        [
            Col("Ipharamitha / Parameter", 200),
            Col("Uphawu", 50, "C"),
            Col("Okuncane\nMin", 52, "C"),
            Col("Okujwayelekile\nTyp", 70, "C"),
            Col("Okukhulu\nMax", 52, "C"),
            Col("Iyunithi\nUnit", 75, "C"),
        ],
        [
            [
                "Uvolthi wokuphakela imojuli /\nModule supply voltage",
                "VCC",
                "3.3",
                "5.0",
                "5.5",
                "V",
            ],
            [
                "Uvolthi webhethri yokulondoloza /\nBackup cell voltage",
                "VBAT",
                "2.3",
                "3.0",
                "5.5",
                "V",
            ],
            [
                "Izinga lokushisa lokusebenza /\nOperating temperature",
                "TA",
                "-40",
                "",
                "+85",
                DEG + "  ZLR-44E",
            ],
            ["", "", "0", "", "+70", DEG + "  ZLR-44EC"],
            ["Imvamisa yewashi le-I2C /\nI2C clock frequency", "fSCL", "0", "", "400", "kHz"],
        ],
        7.5,
    )
    s.heading("4. Izici zikagesi / Electrical characteristics", 10)
    s.para(
        "VCC = 5.0 V, VBAT = 3.0 V, TA = 25 "
        + DEG
        + " ngaphandle kokuthi kushiwo okunye / unless otherwise noted.",
        7.5,
    )
    s.table(
        [
            Col("Ipharamitha / Parameter", 190),
            Col("Izimo / Conditions", 150),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 39, "C"),
        ],
        [
            [
                "Amandla ogesi, i-I2C isebenza /\nActive supply current",
                "SCL = 400 kHz, LED removed",
                "",
                "200",
                "300",
                MU + "A",
            ],
            [
                "Amandla ogesi ekulindeni /\nStandby supply current",
                "I2C idle, LED removed",
                "",
                "110",
                "170",
                MU + "A",
            ],
            ["", "conversion of temperature", "", "575", "650", MU + "A"],
            [
                "Imojuli yonke, i-LED ikhanyisiwe /\nWhole module, power LED on",
                "VCC = 5.0 V",
                "",
                "2.6",
                "",
                "mA",
            ],
            [
                "Amandla ebhethri okugcina isikhathi /\nTimekeeping battery current",
                "VCC = 0 V, SQW off",
                "",
                "0.84",
                "3.0",
                MU + "A",
            ],
            [
                "Ukunemba kwewashi /\nFrequency stability",
                "0 " + DEG + " ... +40 " + DEG,
                "-2",
                "",
                "+2",
                "ppm",
            ],
            ["", "-40 " + DEG + " ... +85 " + DEG + " (ZLR-44E)", "-3.5", "", "+3.5", "ppm"],
            ["Ukunemba kwenzwa yokushisa /\nTemperature sensor accuracy", "", "-3", "", "+3", DEG],
            [
                "Isikhathi sokubhala se-EEPROM /\nEEPROM write cycle time",
                "32-byte page",
                "",
                "",
                "10",
                "ms",
            ],
        ],
        7.5,
    )

    s.add_page()
    s.heading("5. Ukuxhumana / Pin header J1 and J2", 10)
    s.table(
        [Col("J1", 50, "C"), Col("Igama / Name", 80, "C"), Col("Umsebenzi / Function", 369)],
        [
            ["1", "32K", "32.768 kHz output, open drain (no pull-up fitted)"],
            [
                "2",
                "SQW",
                "square wave / interrupt output, open drain, 4.7 k" + OHM + " pull-up to VCC",
            ],
            ["3", "SCL", "I2C clock"],
            ["4", "SDA", "I2C data"],
            ["5", "VCC", "module supply"],
            ["6", "GND", "ground"],
        ],
        7.5,
    )
    s.heading("6. Amarejista / RTC register map (extract)", 10)
    s.table(
        [
            Col("Ikheli / Addr.", 70, "C"),
            Col("Irejista / Register", 150),
            Col("Okumisiwe / Default", 90, "C"),
            Col("Incazelo / Description", 189),
        ],
        [
            ["0x00", "Seconds", "0x00", "BCD 00-59"],
            ["0x02", "Hours", "0x00", "12/24 h bit 6"],
            ["0x0E", "Control", "0x1C", "EOSC, INTCN, RS2, RS1"],
            ["0x0F", "Status", "0x88", "OSF, EN32kHz, BSY"],
            ["0x11", "Temperature MSB", "-", "0.25 " + DEG + " resolution with 0x12"],
        ],
        7.5,
    )
    s.para(
        "SQW frequencies / Amaza e-SQW: 1 Hz, 1.024 kHz, 4.096 kHz or 8.192 kHz selected by "
        "RS2 and RS1. The 32K pin needs an external pull-up.",
        8,
    )
    s.heading("7. Imibuzo evame ukubuzwa / FAQ", 10)
    s.lines(
        [
            "Umbuzo / Q: Ngingasebenzisa i-CR2032? / Can I use a CR2032 cell?",
            "Impendulo / A: Yes, but first remove diode D1. The board charges the cell from VCC",
            "through D1 and a 200 " + OHM + " resistor; this is meant for an LIR2032 rechargeable",
            "cell only. A CR2032 must never be charged.",
            "Umbuzo / Q: Raspberry Pi noma ESP32 nge-3.3 V? / Raspberry Pi or ESP32 at 3.3 V?",
            "Impendulo / A: Power VCC from the 3.3 V pin. The pull-ups go to VCC, so SDA and",
            "SCL then stay at 3.3 V. Do not power the module from 5 V when the host is 3.3 V only.",
            "Umbuzo / Q: Kwenzekani uma i-VCC ingaphansi kuka-3.3 V? / What if VCC is below 3.3 V?",
            "Impendulo / A: The EEPROM is not specified below VCC = 3.3 V on this board.",
        ],
        8,
    )
    s.heading("8. Umlando / Revision history", 10)
    revision_table(
        s,
        [
            ["2021-08-02", "1", "first issue"],
            ["2023-02-14", "3", "ZLR-44EC commercial grade added"],
        ],
        (80, 50, 369),
    )
    return save(s, out / "zlr-44e.pdf")


# -------------------------------------------------- load-cell amplifier (Changsha)
def yb2412(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Changsha Yibang Weighing Electronics Co., Ltd.",
        header_right="YB-2412 Module Manual (EN)",
        footer_left="YB-2412-EN V2.1  www.yibang-weigh.example",
        footer_right="p. {page} / {nb}",
        rule_color=(220, 110, 0),
        table_fill=(255, 226, 190),
        accent=(200, 90, 0),
        grid=True,
    )
    s = Sheet(style, "YB-2412 dual-channel 24-bit weighing A/D module")
    s.add_page()
    s.title_block(
        "YB-2412",
        "Dual-Channel 24-bit Weighing A/D Converter Module",
        "for bridge load cells and weighing sensors · 2-wire serial output",
        20,
    )
    s.heading("\u25ac 1 Product Overview", 10.5)
    s.para(
        "YB-2412 is a small weighing module with one 24-bit delta-sigma A/D converter chip, "
        "a low-noise programmable gain amplifier and an on-board regulator for the bridge "
        "excitation. Channel A connects the main load cell (gain 128 or 64), channel B a "
        "second sensor or a battery monitor (fixed gain 32). Data are read through a simple "
        "2-wire serial interface (DOUT, PD_SCK). This interface is not I2C and cannot share "
        "an I2C bus with other devices.",
        8.5,
    )
    s.heading("\u25ac 2 Key Parameters", 10.5)
    s.table(
        [Col("", 170), Col("", 329)],
        [
            ["Working voltage (VCC)", "DC 2.7V - 5.5V"],
            ["Working current", "< 1.5 mA (load cell current not included)"],
            ["Channels", "A: differential, gain 128 or 64;  B: differential, gain 32"],
            ["Output data rate", "10 SPS (RATE = 0, default) or 80 SPS (RATE = 1)"],
            ["Excitation E+", "4.3 V at VCC = 5 V (regulated); about VCC - 0.2 V below 4.5 V"],
            ["Interface", "2-wire serial: DOUT (data out), PD_SCK (clock in)"],
            ["Board size", "34 x 21 mm, 2.54 mm pitch headers"],
        ],
        8,
        show_head=False,
    )
    s.heading("\u25ac 3 Electrical Characteristics of the A/D Chip", 10.5)
    s.para("Ta = 25 " + DEG + ", AVDD = 4.3 V, DVDD = 5 V unless otherwise noted", 7.5)
    s.table(
        [
            Col("Parameter", 140),
            Col("Conditions", 160),
            Col("Min", 45, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Digital supply DVDD", "chip pin", "2.6", "", "5.5", "V"],
            ["Analog supply AVDD", "from on-board regulator", "2.6", "", "5.5", "V"],
            ["Supply current", "normal operation", "", "1.4", "1.6", "mA"],
            ["", "power down", "", "0.3", "1", MU + "A"],
            ["Output data rate", "internal oscillator, RATE = 0", "", "10", "", "SPS"],
            ["", "internal oscillator, RATE = 1", "", "80", "", "SPS"],
            ["Output settling time", "RATE = 0", "", "400", "", "ms"],
            ["", "RATE = 1", "", "50", "", "ms"],
            ["Input common-mode range", "", "AGND + 1.2", "", "AVDD - 1.3", "V"],
            ["Input noise", "gain 128, RATE = 0", "", "50", "", "nV(rms)"],
            ["Input offset drift", "gain 128", "", "0.2", "", "mV"],
            ["Digital input VIH", "PD_SCK, RATE", "0.7 DVDD", "", "", "V"],
            ["Digital input VIL", "PD_SCK, RATE", "", "", "0.3 DVDD", "V"],
            ["Operating temperature", "", "-40", "", "+85", DEG],
        ],
        7.5,
    )

    s.add_page()
    s.heading("\u25ac 4 Input Full Scale per Gain", 10.5)
    s.para(
        "Full-scale differential input = " + PM + "0.5 x (AVDD / GAIN). With the on-board "
        "regulator (AVDD = 4.3 V):",
        8,
    )
    s.table(
        [
            Col("Channel", 100, "C"),
            Col("Gain", 100, "C"),
            Col("Full-scale input", 150, "C"),
            Col("Typical use", 149),
        ],
        [
            ["A", "128", PM + "16.8 mV", "1 mV/V load cells"],
            ["A", "64", PM + "33.6 mV", "2-3 mV/V load cells"],
            ["B", "32", PM + "67.2 mV", "second bridge, battery divider"],
        ],
        8,
    )
    s.heading("\u25ac 5 Channel and Gain Selection", 10.5)
    s.para("Channel and gain of the NEXT conversion are set by the number of PD_SCK pulses:", 8)
    s.table(
        [
            Col("PD_SCK pulses", 120, "C"),
            Col("Input channel", 130, "C"),
            Col("Gain", 120, "C"),
            Col("Remark", 129),
        ],
        [
            ["25", "A", "128", "default after reset"],
            ["26", "B", "32", ""],
            ["27", "A", "64", ""],
        ],
        8,
    )
    s.para(
        "PD_SCK high for longer than 60 " + MU + "s puts the chip into power down. Keep PD_SCK "
        "high time below 50 " + MU + "s while reading.",
        8,
    )
    s.heading("\u25ac 6 Wiring", 10.5)
    s.table(
        [Col("Pad", 70, "C"), Col("Load cell wire (usual colour)", 200), Col("Note", 229)],
        [
            ["E+", "red", "excitation +"],
            ["E-", "black", "excitation - / AGND"],
            ["A-", "white", "signal -"],
            ["A+", "green", "signal +"],
            ["B-, B+", "-", "channel B input (gain 32 only)"],
        ],
        8,
    )
    s.heading("\u25ac 7 Notes", 10.5)
    s.bullets(
        [
            "Channel B has a fixed gain of 32. Gain 64 and gain 128 are available on channel A only.",
            "With VCC = 3.3 V the module works, but E+ drops to about 3.1 V and the full scale "
            "shrinks in proportion.",
            "DOUT swings to VCC. Power the module from the same supply as the microcontroller's I/O.",
            "The module is not waterproof and has no protection against reverse supply.",
        ],
        8,
    )
    return save(s, out / "yb-2412.pdf")


# ------------------------------------------------------------ micro servo (Ansan)
def dbs09(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="DAEBU PRECISION MOTION CO., LTD.",
        header_right="SPECIFICATION  |  DBS-09M",
        footer_left="DAEBU PRECISION MOTION CO., LTD. · Ansan-si, Gyeonggi-do · DOC NO. DPM-SP-0912",
        footer_right="Page {page} of {nb}",
        rule_color=(60, 80, 110),
        table_fill=(214, 222, 235),
        accent=(40, 60, 100),
        grid=True,
    )
    s = Sheet(style, "DBS-09M micro servo specification")
    s.add_page()
    s.title_block("DBS-09M / DBS-09P", "MICRO SERVO SPECIFICATION", "", 20)
    s.table(
        [
            Col("MODEL", 80, "C"),
            Col("DOC NO.", 110, "C"),
            Col("REV.", 60, "C"),
            Col("DATE", 100, "C"),
            Col("GEAR", 149, "C"),
        ],
        [["DBS-09M / DBS-09P", "DPM-SP-0912", "C", "2023.11.20", "M: metal / P: POM plastic"]],
        7.5,
    )
    s.heading("1. APPLICABLE RANGE", 10)
    s.para(
        "This specification applies to the DBS-09M (metal gear) and DBS-09P (plastic gear) "
        "micro servos for RC models, robots and small mechanisms. Both models use the same "
        "motor and control board; electrical data are common unless a model is named.",
        8,
    )
    s.heading("2. TEST ENVIRONMENT", 10)
    s.table(
        [Col("Item", 40, "C"), Col("Description", 210), Col("Specification", 249)],
        [
            ["(a)", "Storage temperature range", "-20 " + DEG + " ~ +60 " + DEG],
            ["(b)", "Operating temperature range", "-10 " + DEG + " ~ +50 " + DEG],
            ["(c)", "Operating voltage range", "4.8 V ~ 6.0 V DC"],
            ["(d)", "Standard test condition", "25 " + PM + " 5 " + DEG + ", 65 " + PM + " 10 %RH"],
        ],
        7.5,
    )
    s.heading("3. ELECTRICAL SPECIFICATION", 10)
    s.table(
        [
            Col("Item", 40, "C"),
            Col("Description", 210),
            Col("at 4.8 V", 100, "C"),
            Col("at 6.0 V", 100, "C"),
            Col("Remark", 49, "C"),
        ],
        [
            ["(a)", "Idle current (at stopped)", "6 mA", "7 mA", ""],
            ["(b)", "Operating current (at no load)", "140 mA", "170 mA", ""],
            ["(c)", "Stall current (at locked)", "700 mA", "850 mA", "max."],
            ["(d)", "Operating speed (at no load)", "0.12 s/60" + DEGS, "0.10 s/60" + DEGS, ""],
            [
                "(e)",
                "Stall torque (at locked), DBS-09M",
                "2.0 kgf" + "\u00b7" + "cm",
                "2.4 kgf" + "\u00b7" + "cm",
                "min.",
            ],
            [
                "(f)",
                "Stall torque (at locked), DBS-09P",
                "1.6 kgf" + "\u00b7" + "cm",
                "1.9 kgf" + "\u00b7" + "cm",
                "min.",
            ],
        ],
        7.5,
    )
    s.heading("4. CONTROL SPECIFICATION", 10)
    s.table(
        [Col("Item", 40, "C"), Col("Description", 210), Col("Specification", 249)],
        [
            ["(a)", "Control system", "PWM (pulse width modification)"],
            ["(b)", "Pulse width range", "500 ~ 2500 " + MU + "s"],
            ["(c)", "Neutral position", "1500 " + MU + "s"],
            ["(d)", "Pulse period (frame)", "20 ms (50 Hz)"],
            ["(e)", "Dead band width", "5 " + MU + "s"],
            [
                "(f)",
                "Running degree",
                "180" + DEGS + " " + PM + " 10" + DEGS + " (500 ~ 2500 " + MU + "s)",
            ],
            ["(g)", "Signal input high level", "2.8 V min. ~ 6.0 V max. (3.3 V logic OK)"],
            ["(h)", "Direction", "CW with increasing pulse width"],
        ],
        7.5,
    )

    s.add_page()
    s.heading("5. MECHANICAL SPECIFICATION", 10)
    s.table(
        [
            Col("Item", 40, "C"),
            Col("Description", 210),
            Col("DBS-09M", 125, "C"),
            Col("DBS-09P", 124, "C"),
        ],
        [
            ["(a)", "Overall dimensions", "23.0 x 12.2 x 29.0 mm", "23.0 x 12.2 x 29.0 mm"],
            ["(b)", "Weight", "13.4 g", "9.0 g"],
            ["(c)", "Gear", "metal (copper alloy)", "POM"],
            ["(d)", "Horn spline", "21 T", "21 T"],
            ["(e)", "Connector wire length", "250 " + PM + " 5 mm", "250 " + PM + " 5 mm"],
            ["(f)", "Bearing", "1 x ball bearing", "none"],
        ],
        7.5,
    )
    s.heading("6. WIRE CONNECTION", 10)
    s.table(
        [Col("Wire colour", 120, "C"), Col("Signal", 120, "C"), Col("Remark", 259)],
        [
            ["Brown", "GND", ""],
            ["Red", "Power (+)", "4.8 ~ 6.0 V"],
            ["Orange", "Signal", "PWM pulse"],
        ],
        7.5,
    )
    s.heading("7. CAUTIONS", 10)
    s.bullets(
        [
            "Do not apply more than 6.0 V. A 2S LiPo pack (7.4 V nominal, 8.4 V charged) "
            "will damage the control board; use a BEC or regulator.",
            "The power source must supply the stall current of every servo that can stall at "
            "the same time. The 5 V pin of a USB-powered controller board is normally limited "
            "to about 500 mA and is not enough for a stalled servo.",
            "Do not force the output shaft by hand; it can strip the gears (DBS-09P especially).",
            "Do not keep the servo in the locked (stall) state for more than 5 seconds.",
            "Not waterproof, not dustproof.",
        ],
        8,
    )
    s.heading("8. REVISION", 10)
    revision_table(
        s,
        [
            ["2022.03.08", "A", "first release"],
            ["2023.05.02", "B", "DBS-09P plastic gear version added"],
            ["2023.11.20", "C", "stall current 6.0 V corrected, cautions"],
        ],
        (80, 50, 369),
    )
    return save(s, out / "dbs-09m.pdf")
