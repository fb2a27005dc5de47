"""Hold-out 57 datasheets, part 2: a constant-current LED driver IC, a load cell
amplifier board, a 4-digit LED display driver IC and a PIR motion sensor module.

A Danish IC data sheet (serif, limiting values vs operating range with the same
row names, one row per current version, typ.-only table, headroom only in
prose), a Czech load cell board (one column per gain setting, excitation per
supply in unnamed rows), a Taiwanese display driver translated into odd English
(relative input thresholds, table continued on page 2, command table as decoy)
and an Australian maker-store PIR guide (one column per version, values in prose
and FAQ).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
LE = "\u2264"
ELL = "\u2026"


# ------------------------------------------------ constant-current LED driver IC (Danish)
def dld2350(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="NORDLYS HALVLEDER A/S",
        header_right="DLD 2350 - Data sheet, rev. B",
        footer_left="Nordlys Halvleder A/S, Aarhus  |  DS-2350-B",
        footer_right="Side {page} af {nb}",
        table_fill=None,
        accent=(0, 40, 110),
        grid=False,
    )
    s = Sheet(style, "DLD 2350 constant-current LED driver")
    s.add_page()
    s.title_block(
        "DLD 2350",
        "40 V step-down constant-current driver for high-power LEDs",
        "Types DLD 2350-350 (350 mA) and DLD 2350-700 (700 mA)  |  SOT89-5",
        20,
    )
    s.heading("1  General description", 10.5, rule=True)
    s.para(
        "DLD 2350 is a hysteretic step-down converter that drives a string of LEDs with a "
        "fixed current, set internally per type, without an external sense resistor. The "
        "DIM pin accepts a PWM signal for brightness control; held low it puts the IC into "
        "shutdown. To stay in regulation the supply must be at least 2.5 V above the total "
        "forward voltage of the LED string; below that the current falls out of "
        "regulation.",
        8.5,
    )
    s.heading("2  Limiting values", 10.5, rule=True)
    s.para("In accordance with the Absolute Maximum Rating System (IEC 60134).", 8)
    lv = [
        Col("Symbol", 60),
        Col("Parameter", 190),
        Col("Conditions", 110),
        Col("Min.", 45, "C"),
        Col("Max.", 45, "C"),
        Col("Unit", 49, "C"),
    ]
    s.table(
        lv,
        [
            ["V_{IN}", "supply voltage", "", "-0.3", "45", "V"],
            ["V_{DIM}", "DIM input voltage", "", "-0.3", "6", "V"],
            ["V_{SW}", "switch pin voltage", "", "-0.5", "46", "V"],
            ["T_{j}", "junction temperature", "", "", "150", DEG],
            ["T_{amb}", "ambient temperature", "", "-40", "+105", DEG],
            ["T_{stg}", "storage temperature", "", "-55", "+150", DEG],
        ],
        8,
    )
    s.heading("3  Operating range", 10.5, rule=True)
    s.table(
        lv,
        [
            ["V_{IN}", "supply voltage", "", "6", "40", "V"],
            ["V_{DIM}", "DIM input voltage", "", "0", "5.5", "V"],
            ["T_{amb}", "ambient temperature", "full performance", "-40", "+85", DEG],
        ],
        8,
    )
    s.heading("4  Characteristics", 10.5, rule=True)
    s.para(
        "V_IN = 24 V; T_amb = 25 \u00b0C; 3 white LEDs in series; unless otherwise specified.", 8
    )
    ch = [
        Col("Symbol", 55),
        Col("Parameter", 135),
        Col("Conditions", 150),
        Col("Min.", 38, "C"),
        Col("Typ.", 38, "C"),
        Col("Max.", 38, "C"),
        Col("Unit", 45, "C"),
    ]
    s.table(
        ch,
        [
            ["I_{LED}", "LED current", "DLD 2350-350", "339", "350", "361", "mA"],
            ["", "", "DLD 2350-700", "679", "700", "721", "mA"],
            ["I_{q}", "quiescent current", "DIM high, not switching", "", "0.45", "0.8", "mA"],
            ["I_{sd}", "shutdown supply\ncurrent", "V_{DIM} < 0.3 V", "", "35", "60", MU + "A"],
            ["V_{IH}", "DIM HIGH-level input\nvoltage", "", "2.5", "", "", "V"],
            ["V_{IL}", "DIM LOW-level input\nvoltage", "", "", "", "0.3", "V"],
            ["f_{DIM}", "PWM dimming frequency", "", "", "", "1", "kHz"],
            ["f_{sw}", "switching frequency", "", "", "", "1", "MHz"],
            ["R_{on}", "internal switch\nresistance", "", "", "0.6", "0.9", OHM],
        ],
        8,
    )
    s.add_page()
    s.heading("5  Typical performance (typ.)", 10.5, rule=True)
    s.para("Measured on evaluation board DLD-EV1, T_amb = 25 \u00b0C.", 8)
    s.table(
        [
            Col("LEDs in string", 130),
            Col("V_IN", 90, "C"),
            Col("DLD 2350-350", 140, "C"),
            Col("DLD 2350-700", 139, "C"),
        ],
        [
            ["", "", "efficiency (%)", "efficiency (%)"],
            ["1", "12 V", "86", "84"],
            ["3", "24 V", "94", "92"],
            ["6", "36 V", "95", "94"],
        ],
        8,
    )
    s.heading("6  Application information", 10.5, rule=True)
    s.para(
        "Choose the inductor between 47 \u00b5H and 100 \u00b5H for the 350 mA type and "
        "between 22 \u00b5H and 47 \u00b5H for the 700 mA type. A Schottky diode rated 1 A "
        "(350 mA type) or 2 A (700 mA type) and 40 V or more is needed from SW to VIN. The "
        "DIM pin may be driven directly from 3.3 V or 5 V logic. Leave DIM open for full "
        "current; an internal 200 k\u03a9 pull-up to an internal 5 V rail holds it high.",
        8.5,
    )
    s.para(
        "Thermal: in SOT89-5 the 700 mA type at 40 V input dissipates about 0.5 W; keep "
        "100 mm\u00b2 of copper on the tab.",
        8.5,
    )
    s.heading("7  Pinning", 10.5, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Symbol", 80), Col("Description", 369)],
        [
            ["1", "SW", "switch output to the inductor"],
            ["2", "GND", "ground"],
            ["3", "DIM", "PWM dimming and shutdown input"],
            ["4", "CSN", "LED current sense, connect to the LED string cathode side"],
            ["5", "VIN", "supply input; decouple with 4.7 \u00b5F / 50 V"],
        ],
        8,
    )
    s.heading("8  Ordering information", 10.5, rule=True)
    s.table(
        [
            Col("Type number", 150),
            Col("Package", 100),
            Col("LED current", 100),
            Col("Marking", 149),
        ],
        [
            ["DLD 2350-350", "SOT89-5", "350 mA", "D35"],
            ["DLD 2350-700", "SOT89-5", "700 mA", "D70"],
        ],
        8,
    )
    s.heading("9  Revision history", 10.5, rule=True)
    revision_table(
        s,
        [["2023-01-20", "A", "Initial"], ["2024-05-06", "B", "700 mA type added"]],
        (100, 60, 339),
    )
    return save(s, out / "dld2350.pdf")


# ------------------------------------------------ load cell amplifier board (Czech)
def lcx24(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="BVS Brněnské váhové systémy s.r.o.",
        header_right="LCX-24  Technický list / Technical sheet",
        footer_left="BVS s.r.o., Brno  |  TL-LCX24-EN, vydání 3",
        footer_right="Strana {page}/{nb}",
        table_fill=(230, 240, 250),
        accent=(0, 90, 150),
    )
    s = Sheet(style, "LCX-24 load cell amplifier board")
    s.add_page()
    s.title_block(
        "LCX-24-10 / LCX-24-80",
        "24-bit load cell amplifier board for strain-gauge bridges",
        "LCX-24-10: 10 conversions per second  |  LCX-24-80: 80 conversions per second",
        18,
    )
    s.heading("Popis / Description", 10, rule=True)
    s.para(
        "The LCX-24 board reads one or two Wheatstone-bridge load cells with a 24-bit "
        "sigma-delta converter and delivers the result over a two-wire serial line (DOUT, "
        "PD_SCK). The line is not I2C; the host clocks out 24 bits plus 1 to 3 pulses that "
        "select the channel and gain of the next conversion. The bridge is supplied from an "
        "on-board regulated excitation output E+ / E-.",
        8.5,
    )
    s.heading("Napájení / Power", 10, rule=True)
    pw = [
        Col("Parameter", 200),
        Col("Condition", 140),
        Col("min", 40, "C"),
        Col("typ", 40, "C"),
        Col("max", 40, "C"),
        Col("", 39, "C"),
    ]
    s.table(
        pw,
        [
            ["Supply voltage VCC", "", "2.7", "", "5.5", "V"],
            [
                "Current drawn, converting",
                "VCC = 5 V, bridge 1 k" + OHM + " not incl.",
                "",
                "1.5",
                "1.9",
                "mA",
            ],
            ["Current drawn, power-down", "PD_SCK high > 60 " + MU + "s", "", "0.2", "1", MU + "A"],
            ["Excitation output E+", "VCC = 5 V", "", "4.3", "", "V"],
            ["", "VCC = 3.3 V", "", "2.9", "", "V"],
            ["Excitation current", "", "", "", "20", "mA"],
        ],
        8,
    )
    s.heading("Vstupy / Analog inputs", 10, rule=True)
    s.para("Columns are the channel / gain settings selected by the number of PD_SCK pulses.", 8)
    s.table(
        [
            Col("", 150),
            Col("Channel A, gain 128\n(25 pulses)", 115, "C"),
            Col("Channel A, gain 64\n(27 pulses)", 115, "C"),
            Col("Channel B, gain 32\n(26 pulses)", 119, "C"),
        ],
        [
            ["Full-scale differential input (mV)", PM + "20", PM + "40", PM + "80"],
            ["Input noise, 10 SPS (nV rms)", "50", "90", "180"],
            ["Input noise, 80 SPS (nV rms)", "140", "250", "500"],
            ["Offset drift (nV/" + DEG + ")", "6", "10", "20"],
        ],
        8,
    )
    s.heading("Převodník / Converter", 10, rule=True)
    s.table(
        [Col("Parameter", 200), Col("LCX-24-10", 150, "C"), Col("LCX-24-80", 149, "C")],
        [
            ["Resolution", "24 bit", "24 bit"],
            ["Output data rate", "10 SPS", "80 SPS"],
            ["Settling after channel change", "400 ms", "50 ms"],
            ["50 / 60 Hz rejection", "> 100 dB", "none"],
        ],
        8,
    )
    s.add_page()
    s.heading("Logika / Digital interface", 10, rule=True)
    s.table(
        pw,
        [
            ["Input HIGH level (PD_SCK)", "", "0.7 VCC", "", "VCC + 0.3", "V"],
            ["Input LOW level (PD_SCK)", "", "-0.3", "", "0.2 VCC", "V"],
            ["PD_SCK frequency", "", "", "", "1", "MHz"],
            ["DOUT high level", "I = -1 mA", "VCC - 0.4", "", "", "V"],
        ],
        8,
    )
    s.heading("Prostředí / Environment", 10, rule=True)
    s.lines(
        [
            "Operating temperature of the board: -20 " + DEG + " " + ELL + " +70 " + DEG,
            "Storage: -40 " + DEG + " " + ELL + " +85 " + DEG + ", non-condensing",
            "Converter chip alone is rated -40 "
            + DEG
            + " "
            + ELL
            + " +85 "
            + DEG
            + "; the board is limited by the electrolytic capacitor.",
        ],
        8.5,
    )
    s.heading("Zapojení / Connections", 10, rule=True)
    s.table(
        [Col("Terminal", 70, "C"), Col("Name", 70), Col("Function", 359)],
        [
            ["1", "E+", "bridge excitation +"],
            ["2", "E-", "bridge excitation - (ground)"],
            ["3", "A-", "channel A input -"],
            ["4", "A+", "channel A input +"],
            ["5", "B-", "channel B input -"],
            ["6", "B+", "channel B input +"],
            ["7", "GND", "supply ground"],
            ["8", "DT", "DOUT, data out"],
            ["9", "SCK", "PD_SCK, clock in / power down"],
            ["10", "VCC", "supply"],
        ],
        8,
    )
    s.heading("Poznámky / Notes", 10, rule=True)
    s.bullets(
        [
            "The host logic level must match VCC: with VCC = 5 V a 3.3 V host may not "
            "reach the PD_SCK HIGH level.",
            "Cable to the load cell: shielded, 4 or 6 wires; the board has no sense inputs, "
            "so long cables add a gain error.",
            "Typical load cells: 1 mV/V to 3 mV/V, 350 " + OHM + " to 1 k" + OHM + ".",
        ],
        8.5,
    )
    revision_table(
        s,
        [["03/2022", "1", "první vydání / first issue"], ["11/2023", "3", "LCX-24-80 added"]],
        (90, 60, 349),
    )
    return save(s, out / "lcx-24.pdf")


# ------------------------------------------------ 4-digit LED display driver (Taiwanese)
def sd1740(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="LIANXIN MICROELECTRONICS CORP.",
        header_right="SD1740  LED Drive Control Special Circuit",
        footer_left="Hsinchu Lianxin Microelectronics Corp.  Ver 1.4",
        footer_right="Page {page} of {nb}",
        table_fill=(225, 225, 240),
        accent=(60, 0, 100),
    )
    s = Sheet(style, "SD1740 4-digit LED display driver")
    s.add_page()
    s.title_block(
        "SD1740",
        "LED Drive Control Special Circuit with Key Scan Interface (4 digits x 8 segments)",
        "",
        20,
    )
    s.heading("1. OVERVIEW", 10)
    s.para(
        "SD1740 is a kind of LED (light-emitting diode display) drive control special circuit "
        "with keyboard scan interface, inside integrates MCU digital interface, data latch, "
        "LED high pressure drive, keyboard scan and other circuits. It is mainly used in the "
        "display drive of induction cooker, microwave oven and small household appliance. "
        "The serial interface is 2 lines (CLK, DIO); it is not the I2C bus, there is no "
        "device address and no acknowledge by address.",
        8.5,
    )
    s.heading("2. FEATURE", 10)
    s.bullets(
        [
            "Using CMOS technology",
            "Display mode 8 segments x 4 bits, common anode",
            "Key scan 8 x 2 bits, enhanced anti-interference",
            "Brightness adjust circuit (8 grade duty adjustable)",
            "Built-in power on reset circuit",
            "Package: DIP20 / SOP20",
        ],
        8.5,
    )
    s.heading("3. LIMIT PARAMETER (Ta = 25 " + DEG + ", Vss = 0 V)", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 80, "C"),
            Col("Range", 140, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Logic power supply voltage", "VDD", "-0.5 ~ +7.0", "V"],
            ["Logic input voltage", "VI1", "-0.5 ~ VDD + 0.5", "V"],
            ["LED SEG drive output current", "IO1", "-50", "mA"],
            ["LED GRID drive output current", "IO2", "+200", "mA"],
            ["Power loss", "PD", "400", "mW"],
            ["Operating temperature", "Topt", "-40 ~ +85", DEG],
            ["Storage temperature", "Tstg", "-65 ~ +150", DEG],
        ],
        8,
    )
    s.heading("4. RECOMMEND WORK CONDITION (Ta = -20 ~ +70 " + DEG + ", Vss = 0 V)", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 40, "C"),
            Col("Test condition", 49),
        ],
        [
            ["Logic power supply voltage", "VDD", "3.0", "5", "5.5", "V", "-"],
            ["High level input voltage", "VIH", "0.7 VDD", "-", "VDD", "V", "-"],
            ["Low level input voltage", "VIL", "0", "-", "0.3 VDD", "V", "-"],
        ],
        8,
    )
    s.heading(
        "5. ELECTRICAL CHARACTERISTIC (Ta = -20 ~ +70 " + DEG + ", VDD = 4.5 ~ 5.5 V, Vss = 0 V)",
        10,
    )
    ec = [
        Col("Parameter", 170),
        Col("Symbol", 50, "C"),
        Col("Min", 45, "C"),
        Col("Typ", 45, "C"),
        Col("Max", 45, "C"),
        Col("Unit", 35, "C"),
        Col("Test condition", 109),
    ]
    s.table(
        ec,
        [
            [
                "High level output current",
                "IOH1",
                "-20",
                "-25",
                "-40",
                "mA",
                "SEG1~SEG8,\nVo = VDD-2V",
            ],
            ["", "IOH2", "-20", "-30", "-50", "mA", "SEG1~SEG8,\nVo = VDD-3V"],
            ["Low level output current", "IOL1", "80", "140", "-", "mA", "GRID1~GRID4,\nVo = 0.3V"],
            ["Low level output current", "Idout", "4", "-", "-", "mA", "VO = 0.4V, DIO"],
            [
                "High level output current\ntolerance",
                "Itolsg",
                "-",
                "-",
                "5",
                "%",
                "Vo = VDD-3V,\nSEG1~SEG8",
            ],
        ],
        8,
    )
    s.add_page()
    s.heading("5. ELECTRICAL CHARACTERISTIC (continued)", 10)
    s.table(
        ec,
        [
            ["Output pull-down resistance", "RL", "-", "10", "-", "k" + OHM, "K1~K2"],
            ["Input current", "II", "-", "-", PM + "1", MU + "A", "VI = VDD / VSS"],
            ["Dynamic current loss", "IDDdyn", "-", "-", "5", "mA", "No load,\ndisplay off"],
            ["Oscillation frequency", "fosc", "-", "450", "-", "kHz", "R = 16.5 k" + OHM],
            ["Max. clock frequency", "fmax", "-", "-", "500", "kHz", "duty 50%"],
        ],
        8,
    )
    s.heading("6. INSTRUCTION DESCRIPTION", 10)
    s.para(
        "The first byte after the start signal is the instruction. B7 and B6 choose the "
        "instruction kind.",
        8.5,
    )
    s.table(
        [Col("B7", 40, "C"), Col("B6", 40, "C"), Col("Instruction", 180), Col("Examples", 239)],
        [
            ["0", "1", "Data command setting", "0x40 write, auto address; 0x44 fixed address"],
            [
                "1",
                "0",
                "Display control command",
                "0x80 display off; 0x88 ~ 0x8F brightness 1/16 ~ 14/16",
            ],
            ["1", "1", "Address command setting", "0xC0 ~ 0xC3 digit 1 ~ 4"],
        ],
        8,
    )
    s.heading("7. PIN FUNCTION", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Symbol", 70), Col("Description", 379)],
        [
            ["1", "GND", "Ground"],
            ["2~9", "SEG1~SEG8", "Segment output (P tube open drain, source)"],
            ["10~13", "GRID4~GRID1", "Bit output (N tube open drain, sink)"],
            ["14", "VDD", "Logic power supply"],
            ["15", "DIO", "Data input/output, N tube open drain; needs 10 k" + OHM + " pull-up"],
            ["16", "CLK", "Clock input, with pull-up"],
            ["17~18", "K1~K2", "Key scan data input"],
        ],
        8,
    )
    s.heading("8. APPLICATION ATTENTION", 10)
    s.bullets(
        [
            "Between VDD and GND please put 100 nF and 10 " + MU + "F capacitor near the chip "
            "to reduce the ripple of dynamic scan.",
            "The input high level is relate to VDD. When VDD = 5 V and the MCU is 3.3 V, "
            "please check the VIH or make level shift.",
            "The display is common anode digit. Common cathode digit can not be used.",
        ],
        8.5,
    )
    revision_table(
        s,
        [["2021-07", "1.3", "Update limit parameter"], ["2023-02", "1.4", "Add key scan note"]],
        (80, 50, 369),
    )
    return save(s, out / "sd1740.pdf")


# ------------------------------------------------ PIR motion sensor (Australian maker store)
def pms7(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="Bellbird Components",
        header_right="PMS-7 PIR Motion Sensor - Product Guide",
        footer_left="Bellbird Components Pty Ltd, Geelong VIC  |  SKU BB-PMS7 / BB-PMS7L",
        footer_right="{page}",
        table_fill=(235, 245, 225),
        accent=(40, 110, 40),
    )
    s = Sheet(style, "PMS-7 PIR motion sensor")
    s.add_page()
    s.title_block(
        "PMS-7 and PMS-7L",
        "Passive infrared (PIR) motion sensor module with adjustable delay and sensitivity",
        "",
        20,
    )

    def left() -> None:
        s.heading("Overview", 10)
        s.para(
            "The PMS-7 watches for the change in infrared that a person makes when walking "
            "across its field of view, and sets its OUT pin high. It is the classic pyro "
            "sensor with a white Fresnel dome, a BISS-type controller and two trim pots: "
            "one for the hold time, one for the detection distance. The standard PMS-7 has "
            "an on-board 3.3 V regulator so you can run it from 5 V or 12 V; the PMS-7L "
            "leaves the regulator off for 3 V battery projects.",
            8.5,
        )
        s.para(
            "After power-up the sensor needs to settle: give it about a minute (expect "
            "random triggers in the first 30 to 60 seconds). The output pin drives 3.3 V "
            "high on both versions when powered at its normal voltage, so it can go straight "
            "to an Arduino or an ESP32 input.",
            8.5,
        )

    def right() -> None:
        s.heading("Highlights", 10)
        s.bullets(
            [
                "Detection distance adjustable, roughly 3 m to 7 m",
                "Detection cone about 110 degrees",
                "Hold time adjustable from about 3 s to 300 s",
                "Jumper for single (L) or repeat (H) trigger",
                "Mounting holes 28 mm apart, M2",
            ],
            8.5,
        )

    s.side_by_side(left, right, 280)
    s.heading("Specifications", 10)
    s.table(
        [Col("", 180), Col("PMS-7", 160, "C"), Col("PMS-7L", 159, "C")],
        [
            ["Supply voltage", "4.5 V - 20 V DC", "2.7 V - 3.6 V DC"],
            ["Idle current (no motion)", "< 65 uA", "< 20 uA"],
            ["Output high level", "3.3 V", "VDD - 0.1 V"],
            ["Output low level", "0 V", "0 V"],
            ["Output drive (max)", "10 mA", "10 mA"],
            ["Operating temperature", "-15 C to +70 C", "-15 C to +70 C"],
            ["Board size", "32 x 24 mm", "32 x 24 mm"],
        ],
        8.5,
    )
    s.para(
        "Temperatures in degrees Celsius. Currents measured at 5 V (PMS-7) and 3.0 V (PMS-7L).", 7.5
    )
    s.heading("Trim pots and jumper", 10)
    s.table(
        [Col("Control", 110), Col("Turn clockwise", 190), Col("Range", 199)],
        [
            ["Sx (distance)", "further detection", "about 3 m to 7 m"],
            ["Tx (time)", "longer hold", "about 3 s to 300 s"],
            ["Jumper L / H", "-", "L: single trigger, H: repeat trigger"],
        ],
        8.5,
    )
    s.add_page()
    s.heading("Wiring", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Label", 80), Col("Connect to", 359)],
        [
            ["1", "VCC", "PMS-7: 5 V to 12 V supply (20 V max); PMS-7L: 3 V battery or 3.3 V"],
            ["2", "OUT", "microcontroller input pin"],
            ["3", "GND", "ground"],
        ],
        8.5,
    )
    s.heading("FAQ", 10)
    s.caption("It triggers by itself every few minutes. Faulty?")
    s.para(
        "Usually not. Keep it away from heaters, air-con outlets, direct sun and Wi-Fi "
        "antennas (an ESP32 board right next to the dome causes false triggers). Sensitivity "
        "drops in hot rooms, because a person is then closer to the room temperature.",
        8.5,
    )
    s.caption("Can I use it outside?")
    s.para(
        "The module itself is not weatherproof and has no IP rating. Put it in a housing with "
        "an IR-transparent window (not glass - glass blocks the infrared).",
        8.5,
    )
    s.caption("Can I run the PMS-7 from a single Li-ion cell?")
    s.para(
        "Not reliably: the regulator needs 4.5 V in. Use the PMS-7L with a 3.3 V regulator, "
        "or the PMS-7 from a 5 V boost converter.",
        8.5,
    )
    s.caption("Can OUT switch a relay coil or an LED strip?")
    s.para(
        "It can light an indicator LED (10 mA max). For relays, strips or lamps use a "
        "transistor or a MOSFET board.",
        8.5,
    )
    s.caption("Does it detect pets or through glass?")
    s.para(
        "It detects anything warm that moves, pets included; it cannot see through glass.",
        8.5,
    )
    s.heading("Revision", 10)
    revision_table(
        s,
        [["Mar 2023", "1.0", "First guide"], ["Sep 2024", "1.1", "PMS-7L added"]],
        (90, 60, 349),
    )
    return save(s, out / "pms-7.pdf")
