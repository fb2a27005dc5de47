"""Hold-out 29 datasheets: a solenoid door lock, a voice recognition module and two
timer relays.

A Chinese door-lock product specification (one column per coil version, limits
only in the notes), a US maker-board voice recognition hookup guide (values only
in prose, a "typ." only table, command codes as decoys), a Chinese timer relay
module manual (one column per supply version, mode codes as decoys) and an
Italian DIN-rail multifunction timer relay (one column per ordering code,
table continued on page 2, footnote marks on values).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"


# ------------------------------------------------ solenoid door lock (Chinese spec)
def sdl12(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="SDL-12 Series Electric Solenoid Lock  Product Specification",
        header_right="Ningbo Anxin Electromechanical Co., Ltd.",
        footer_left="Spec No. AX-SDL12-2025  Rev.A",
        footer_right="Page {page}",
        table_fill=(240, 240, 200),
        accent=(120, 80, 0),
    )
    s = Sheet(style, "SDL-12 solenoid door lock")
    s.add_page()
    s.title_block("SDL-12 Solenoid Lock", "Cabinet / door electric bolt lock, fail-secure", size=18)
    s.para(
        "SDL-12 is a small tongue-type electric lock for cabinets, lockers and access "
        "doors. The bolt retracts while the coil is energized (power-on unlock, "
        "fail-secure). A built-in feedback micro switch reports the door state.",
        8.5,
    )
    s.heading("1. Specifications", 10, rule=True)
    s.table(
        [Col("Item", 160), Col("SDL-12-12", 170, "C"), Col("SDL-12-24", 169, "C")],
        [
            ["Rated voltage", "DC12V", "DC24V"],
            ["Rated current", "0.8A", "0.4A"],
            ["Coil resistance", "15" + OHM + PM + "10%", "60" + OHM + PM + "10%"],
            ["Power", "9.6W", "9.6W"],
            ["Unlock mode", "Power-on unlock", "Power-on unlock"],
            ["Unlock time", "≤1s", "≤1s"],
            ["Holding force", "≥500N", "≥500N"],
            ["Working temperature", "-10～+55" + FW_C, "-10～+55" + FW_C],
            ["Life", "300,000 times", "300,000 times"],
            ["Feedback switch", "DC30V 0.1A", "DC30V 0.1A"],
        ],
        8,
    )
    s.heading("2. Wiring", 10, rule=True)
    s.table(
        [Col("Wire", 120, "C"), Col("Function", 379)],
        [
            ["Red", "Coil + (DC12V or DC24V)"],
            ["Black", "Coil -"],
            ["White", "Feedback switch COM"],
            ["Green", "Feedback switch NO (closed when bolt is out)"],
        ],
        8,
    )
    s.add_page()
    s.heading("3. Notes", 10, rule=True)
    s.bullets(
        [
            "Energize for no more than 10s at a time; duty ratio ≤25%.",
            "Do not drive the coil directly from a microcontroller pin; use a relay "
            "or MOSFET with a flyback diode.",
            "Allowed supply voltage range：rated voltage " + PM + "10%.",
            "Waterproof grade is not specified; for indoor use.",
        ],
        8.5,
    )
    s.heading("4. Dimensions (mm)", 10, rule=True)
    s.table(
        [Col("Item", 200), Col("Value", 299, "C")],
        [
            ["Body", "54 × 40 × 27"],
            ["Bolt stroke", "10"],
            ["Mounting holes", "4 × M4"],
            ["Lead length", "300"],
        ],
        8,
    )
    s.heading("5. Ordering Information", 10, rule=True)
    s.table(
        [Col("Model", 160), Col("Voltage", 160, "C"), Col("Package", 179, "C")],
        [
            ["SDL-12-12", "DC12V", "1 pc / box"],
            ["SDL-12-24", "DC24V", "1 pc / box"],
        ],
        8,
    )
    return save(s, out / "sdl-12.pdf")


# --------------------------------------- voice recognition module (US hookup guide)
def vrm3(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="VRM-3 Voice Recognition Module Hookup Guide",
        header_right="Copperleaf Maker Works",
        footer_left="copperleaf.example/vrm-3",
        footer_right="{page}",
        table_fill=(230, 245, 230),
        accent=(0, 110, 60),
        grid=False,
    )
    s = Sheet(style, "VRM-3 voice recognition module")
    s.add_page()
    s.title_block("VRM-3", "Offline Voice Recognition Module - Hookup Guide", size=18)
    s.heading("Introduction", 11)
    s.para(
        "The VRM-3 learns up to 80 voice commands and recognizes 7 of them at a time, "
        "with no cloud connection. Talk to it over a serial port, or use its five "
        "OUT pins to switch things directly when a command is heard.",
        9,
    )
    s.heading("Powering the board", 11)
    s.para(
        "The VRM-3 runs from 4.5 V to 5.5 V, so plug it into the 5V pin of your "
        "Arduino Uno. It draws about 40 mA while listening. There is no regulator "
        "on the board: do not feed it from a 3.3 V rail.",
        9,
    )
    s.heading("Serial connection", 11)
    s.para(
        "The UART talks at 9600 baud, 8N1, out of the box. The board is a 5 V part, "
        "but its RX pin reads anything above 3.0 V as a high, so the TX of a 3.3 V "
        "board such as an ESP32 works without a level shifter. The TX pin swings to "
        "the full 5 V, so put a divider in front of a 3.3 V RX pin.",
        9,
    )
    s.heading("Output pins", 11)
    s.para(
        "OUT1 to OUT5 go high (to VCC) when their command is recognized and can each "
        "source 8 mA - enough for an LED or the trigger input of a relay module, "
        "not for a motor or a lock coil.",
        9,
    )
    s.heading("Typical values (typ.)", 11)
    s.table(
        [Col("What", 220), Col("Typical", 120, "C"), Col("Note", 159)],
        [
            ["Current, listening", "40 mA", "5 V"],
            ["Current, idle", "12 mA", "5 V, no command group loaded"],
            ["Recognition delay", "0.5 s", "after end of word"],
            ["Recognition distance", "3 m", "quiet room"],
        ],
        8.5,
    )
    s.add_page()
    s.heading("Commands (hex)", 11)
    s.table(
        [Col("Code", 80, "C"), Col("Command", 200), Col("Reply", 219)],
        [
            ["0x00", "Check system settings", "0x00 + settings"],
            ["0x20", "Train record", "0x20 + status"],
            ["0x30", "Load records to recognizer (max 7)", "0x30 + count"],
            ["0x31", "Set baud rate (2400 / 9600 / 19200 / 38400)", "0x31 + code"],
            ["0x40", "Clear recognizer", "0x40"],
        ],
        8.5,
    )
    s.heading("Example sketch", 11)
    s.lines(
        [
            "SoftwareSerial vr(2, 3);   // RX, TX",
            "vr.begin(9600);",
            "vr.write(0x30); vr.write(0x07);   // load 7 records",
            "delay(250);",
        ],
        8.5,
    )
    s.heading("FAQ", 11)
    s.para(
        "Does it work outdoors or in the cold? The operating temperature range of the "
        "VRM-3 is not specified; we test it on the bench at room temperature.",
        9,
    )
    s.para(
        "How well does it work in a noisy workshop? Recognition rate in noise is not "
        "specified; keep the microphone within 1 m.",
        9,
    )
    return save(s, out / "vrm-3.pdf")


# ------------------------------------------- timer relay module (Chinese manual)
def trm1(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="TRM-1 Delay Timer Relay Module  Instruction Manual",
        header_right="Shenzhen Yuxin Electronic Technology Co., Ltd.",
        footer_left="www.yuxin-module.example",
        footer_right="- {page} -",
        table_fill=(255, 225, 225),
        accent=(180, 0, 0),
    )
    s = Sheet(style, "TRM-1 timer relay module")
    s.add_page()
    s.title_block("TRM-1 Timer Relay Module", "Digital display delay relay, 18 modes", size=18)
    s.heading("1. Features", 10, rule=True)
    s.bullets(
        [
            "Timing range：0.1s～999min, 3-digit LED display",
            "High-level trigger, trigger signal 3.0～24V",
            "18 working modes (P1.1～P3.2)",
            "Relay with NO / COM / NC terminals",
        ],
        8.5,
    )
    s.heading("2. Parameters", 10, rule=True)
    s.table(
        [
            Col("Item", 140),
            Col("TRM-1-5V", 120, "C"),
            Col("TRM-1-12V", 120, "C"),
            Col("TRM-1-24V", 119, "C"),
        ],
        [
            ["Working voltage", "DC4.5～5.5V", "DC10～14V", "DC20～28V"],
            ["Static current", "15mA", "10mA", "8mA"],
            ["Working current\n(relay on)", "70mA", "35mA", "20mA"],
            ["Trigger voltage", "3.0～24V", "3.0～24V", "3.0～24V"],
            [
                "Contact rating",
                "10A 250VAC / 10A 30VDC",
                "10A 250VAC / 10A 30VDC",
                "10A 250VAC / 10A 30VDC",
            ],
            ["Working temperature", "-40～+85" + FW_C, "-40～+85" + FW_C, "-40～+85" + FW_C],
        ],
        7.5,
    )
    s.para(
        "Note：contact rating for resistive load. The rating for inductive loads "
        "(motors, solenoids) is not specified.",
        8,
    )
    s.heading("3. Terminals", 10, rule=True)
    s.table(
        [Col("Terminal", 100, "C"), Col("Function", 399)],
        [
            ["DC+ / DC-", "Module power supply"],
            ["IN+ / IN-", "Trigger signal input (high level)"],
            ["NO / COM / NC", "Relay contacts"],
        ],
        8,
    )
    s.add_page()
    s.heading("4. Working Modes", 10, rule=True)
    s.table(
        [Col("Mode", 70, "C"), Col("Description", 429)],
        [
            ["P1.1", "Trigger → relay on for time OP, then off"],
            ["P1.2", "Trigger during OP restarts timing"],
            ["P2.1", "Trigger → wait CL, relay on for OP, then off"],
            ["P3.1", "Cycle: on OP, off CL, repeat LOP times (LOP=1～999, ---=infinite)"],
            ["P3.2", "Power-on cycle without trigger"],
        ],
        8,
    )
    s.heading("5. Setting", 10, rule=True)
    s.para(
        "Hold SET for 2s to enter mode selection. Press UP/DOWN to change the value. "
        "The decimal point position selects the unit: XXX = 1s, XX.X = 0.1s, "
        "X.X.X = 1min.",
        8.5,
    )
    s.heading("6. FAQ", 10, rule=True)
    s.para(
        "Q：Can the 5V version take a 3.3V trigger?  A：Yes, the trigger input accepts "
        "3.0～24V on every version.",
        8.5,
    )
    s.para(
        "Q：Electrical life of the relay?  A：Mechanical life 100,000 times; the "
        "electrical life at full load is not specified.",
        8.5,
    )
    return save(s, out / "trm-1.pdf")


# ------------------------------------------ DIN-rail multifunction timer (Italian)
def tdr8(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="TDR-8 Series - Multifunction timer relay, 16 A",
        header_right="Valsesia Automazione S.r.l.",
        footer_left="TDR-8 EN  2025/03  Subject to change",
        footer_right="{page}",
        table_fill=(255, 240, 200),
        accent=(0, 0, 0),
    )
    s = Sheet(style, "TDR-8 multifunction timer relay")
    s.add_page()
    s.title_block("TDR-8", "Modular multifunction timer relay, 17.5 mm DIN rail")
    s.bullets(
        [
            "8 functions, 7 time ranges 0.1 s … 20 h",
            "1 CO 16 A (TDR-8.01) or 2 CO 8 A (TDR-8.21)",
            "Supply 24 V AC/DC or 230 V AC",
            "Repeat accuracy " + PM + "0.5 %",
        ],
        8.5,
    )
    s.heading("Technical data", 10)
    cols = [
        Col("", 170),
        Col("TDR-8.01.024", 110, "C"),
        Col("TDR-8.01.230", 110, "C"),
        Col("TDR-8.21.024", 109, "C"),
    ]
    s.table(
        cols,
        [
            ["Supply specification"],
            ["Nominal voltage (U_{N}) V", "24 AC/DC", "230 AC", "24 AC/DC"],
            ["Operating range V", "19.2…26.4", "184…253", "19.2…26.4"],
            ["Rated power AC/DC VA (50 Hz)/W", "1.5 / 0.8", "2.5 / -", "1.8 / 1.0"],
            ["Contact specification"],
            ["Contact configuration", "1 CO", "1 CO", "2 CO"],
            ["Rated current A", "16", "16", "8"],
            ["Rated voltage V AC", "250", "250", "250"],
            [
                "Breaking capacity DC1:\n30/110/220 V A",
                "16 / 0.3 / 0.12",
                "16 / 0.3 / 0.12",
                "8 / 0.3 / 0.12",
            ],
        ],
        8,
    )
    s.para("Technical data continued on page 2.", 7.5)
    s.heading("Functions", 10)
    s.table(
        [Col("Code", 60, "C"), Col("Function", 439)],
        [
            ["AI", "On-delay"],
            ["DI", "Interval"],
            ["GI", "Pulse delayed (0.5 s fixed)"],
            ["SW", "Symmetrical flasher, starting on"],
            ["BE", "Off-delay with control signal"],
        ],
        8,
    )
    s.add_page()
    s.heading("Technical data (continued)", 10)
    s.table(
        cols,
        [
            ["Timing specification"],
            ["Time ranges", "0.1 s … 20 h", "0.1 s … 20 h", "0.1 s … 20 h"],
            ["Repeat accuracy %", PM + "0.5", PM + "0.5", PM + "0.5"],
            ["Minimum control impulse ms", "50", "50", "50"],
            ["General data"],
            ["Ambient temperature range " + DEG, "-20…+60", "-20…+50 *", "-20…+60"],
            ["Protection category", "IP20", "IP20", "IP20"],
            [
                "Electrical life at rated load\nAC1 cycles",
                "100 · 10^{3}",
                "100 · 10^{3}",
                "60 · 10^{3}",
            ],
        ],
        8,
    )
    s.para("* TDR-8.01.230 mounted side by side without gap: -20…+40 " + DEG + ".", 7.5)
    s.heading("Wiring", 10)
    s.table(
        [Col("Terminal", 100, "C"), Col("Function", 399)],
        [
            ["A1 / A2", "Supply"],
            ["B1", "Control input (start)"],
            ["15 / 16 / 18", "Contact 1: COM / NC / NO"],
            ["25 / 26 / 28", "Contact 2 (TDR-8.21 only)"],
        ],
        8,
    )
    s.para(
        "The control input B1 is connected to the supply voltage (A1); the "
        "voltage level of a control signal from a separate source is not specified.",
        8,
    )
    revision_table(s, [["2025/03", "C", "TDR-8.21 added"]], (70, 60, 369))
    return save(s, out / "tdr-8.pdf")
