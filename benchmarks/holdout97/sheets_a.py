"""Hold-out 97 datasheets, part 1: a gesture / proximity sensor breakout, a 2-channel
bidirectional level shifter, a 12 V solenoid door lock kit with MOSFET driver board and
a 3.3 V CAN bus module with an SPI CAN controller.

A Hamamatsu optical-module house "Module Data Sheet" in English (version columns in the
line-up, an electrical table measured on the sensor IC, gesture vs proximity distances in
a typ.-only table, the address only in prose next to an ID register), a Cebu maker-shop
Tagalog / English sheet (bilingual names wrapped over two lines, version columns for the
pull-ups, the temperature range only in prose), a Kazakh / English lock kit sheet (lock
columns per size, a driver-board min/typ/max table, two operating temperature ranges)
and a Coventry motorsport-electronics technical data sheet (crystal-option columns, a
resonator temperature range, SPI instruction and bit-timing tables as decoys).
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
DIA = "\u25c7"


# ------------------------------------------------------------ gesture breakout (Hamamatsu)
def pgs7700(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Tenryu Optomodule Co., Ltd.  |  Hamamatsu, Shizuoka",
        header_right="MODULE DATA SHEET  PGS-7700 series",
        footer_left="TOM-MDS-7700E  Ed. 2  (2023-11)  Specifications are subject to change.",
        footer_right="{page}/{nb}",
        rule_color=(20, 40, 110),
        table_fill=(225, 230, 245),
        accent=(20, 40, 110),
        grid=True,
    )
    s = Sheet(style, "PGS-7700 gesture / proximity sensor breakout")
    s.add_page()
    s.title_block(
        "PGS-7700 series",
        "Gesture, proximity and colour sensor breakout with 940 nm IR LED (I2C)",
        "Models: PGS-7700-3V (3.3 V system, no regulator)  /  PGS-7700-5V (on-board "
        "regulator and I2C level translation)",
        19,
    )
    s.heading(DIA + " Overview", 10)
    s.para(
        "The PGS-7700 module mounts the TG-9960 optical sensor IC together with a 940 nm "
        "infrared LED, a 10 k" + OHM + " pull-up pair on SDA / SCL and a 2.54 mm header. "
        "Hand swipes (up, down, left, right) are recognised by the on-chip gesture engine; "
        "the proximity channel reports an 8-bit count. The sensor answers on the fixed 7-bit "
        "I2C address 0x39, which cannot be changed, so only one module can sit on a bus. "
        "Reading register 0x92 returns the device ID 0xAB (not an address). The interrupt "
        "output INT is open-drain and active low.",
        8.3,
    )
    s.heading(DIA + " Model line-up", 10)
    s.table(
        [
            Col("Item", 170),
            Col("PGS-7700-3V", 165, "C"),
            Col("PGS-7700-5V", 164, "C"),
        ],
        [
            ["Power pin on header", "VCC", "VIN"],
            ["Supply voltage range", "2.4 to 3.6 V", "3.7 to 5.5 V"],
            ["On-board regulator", "none", "3.3 V LDO, 150 mA"],
            ["SDA / SCL signal level", "same as VCC", "same as VIN (translated)"],
            ["Power-indicator LED", "none", "red, cut JP2 to remove"],
            ["Module current, idle (no gesture)", "0.25 mA", "1.6 mA (LED on)"],
        ],
        7.6,
    )
    s.heading(DIA + " Electrical characteristics of the sensor IC", 10)
    s.para(
        "Measured on the TG-9960 at VDD = 3.0 V, Ta = 25 " + DEG + " unless noted. On the "
        "PGS-7700-5V the IC runs from the 3.3 V regulator.",
        7.6,
    )
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 50, "C"),
            Col("Conditions", 130),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Supply current", "IDD", "ALS active, PON = 1", "", "200", "250", MU + "A"],
            ["", "", "Proximity + gesture, LED off-time", "", "790", "", MU + "A"],
            ["", "", "Wait state", "", "38", "", MU + "A"],
            ["Sleep current", "ISLEEP", "PON = 0", "", "1.0", "10", MU + "A"],
            ["IR LED pulse current", "ILED", "LDRIVE = 3", "", "100", "", "mA"],
            ["", "", "LDRIVE = 0", "", "12.5", "", "mA"],
            ["INT, SDA output low", "VOL", "IOL = 3 mA", "", "", "0.4", "V"],
            ["SCL, SDA input high", "VIH", "", "0.7 VDD", "", "", "V"],
            ["SCL, SDA input low", "VIL", "", "", "", "0.3 VDD", "V"],
            ["I2C clock frequency", "fSCL", "", "0", "", "400", "kHz"],
        ],
        7.4,
    )
    s.heading(DIA + " Absolute maximum ratings", 10)
    s.table(
        [Col("Item", 230), Col("Model", 110, "C"), Col("Rating", 100, "C"), Col("Unit", 59, "C")],
        [
            ["Supply voltage VCC", "PGS-7700-3V", "3.8", "V"],
            ["Supply voltage VIN", "PGS-7700-5V", "6.0", "V"],
            ["SDA, SCL, INT pin voltage", "PGS-7700-3V", "-0.5 to VCC + 0.3", "V"],
            ["SDA, SCL, INT pin voltage", "PGS-7700-5V", "-0.5 to 6.0", "V"],
            ["Storage temperature", "both", "-40 to +85", DEG],
        ],
        7.4,
    )
    s.add_page()
    s.heading(DIA + " Environmental conditions", 10)
    s.table(
        [Col("Item", 200), Col("Specification", 200, "C"), Col("Remark", 99)],
        [
            ["Operating temperature", "-30 to +85 " + DEG, "no condensation"],
            ["Operating humidity", "20 to 85 %RH", ""],
            ["Ambient light for gesture", "up to 10 000 lx", "indoor light"],
        ],
        7.5,
    )
    s.heading(DIA + " Detection performance (typical values)", 10)
    s.para(
        "Target: 18 % grey card 100 x 100 mm, LED current 100 mA, no cover glass. Typical "
        "values only; they are not tested in production.",
        7.6,
    )
    s.table(
        [Col("Function", 200), Col("Typical", 150, "C"), Col("Note", 149)],
        [
            ["Proximity detection distance", "up to 100 mm", "count > 20"],
            ["Gesture recognition distance", "30 to 150 mm", "hand, 0.2 to 2 m/s"],
            ["Colour / ALS channels", "R, G, B, clear", "16 bit each"],
            ["IR LED wavelength", "940 nm", ""],
        ],
        7.5,
    )
    s.heading(DIA + " Header pin assignment", 10)
    s.table(
        [
            Col("Pin", 40, "C"),
            Col("-3V name", 80, "C"),
            Col("-5V name", 80, "C"),
            Col("Function", 299),
        ],
        [
            ["1", "VL", "VL", "IR LED supply (bridge JP1 to use VCC / 3.3 V)"],
            ["2", "GND", "GND", "ground"],
            ["3", "VCC", "VIN", "module supply"],
            ["4", "SDA", "SDA", "I2C data, 10 k" + OHM + " pull-up"],
            ["5", "SCL", "SCL", "I2C clock, 10 k" + OHM + " pull-up"],
            ["6", "INT", "INT", "interrupt, open-drain, active low"],
        ],
        7.4,
    )
    s.heading(DIA + " Main registers (excerpt)", 10)
    s.table(
        [Col("Address", 60, "C"), Col("Name", 90, "C"), Col("Reset", 60, "C"), Col("Use", 289)],
        [
            ["0x80", "ENABLE", "0x00", "PON, AEN, PEN, GEN bits"],
            ["0x8E", "PPULSE", "0x40", "proximity pulse count and length"],
            ["0x8F", "CONTROL", "0x00", "LDRIVE (LED current), PGAIN, AGAIN"],
            ["0x92", "ID", "0xAB", "device identification (read only)"],
            ["0x9C", "PDATA", "0x00", "proximity data"],
            ["0xFC", "GFIFO_U", "0x00", "gesture FIFO, up"],
        ],
        7.4,
    )
    s.heading(DIA + " Application notes", 10)
    s.bullets(
        [
            "The PGS-7700-3V has no level translation: SDA and SCL must not be pulled above "
            "VCC. Do not connect it to a 5 V Arduino without an external level shifter.",
            "The PGS-7700-5V can be powered from 5 V and its I2C lines connected directly to "
            "5 V or 3.3 V hosts; VIN then sets the bus level.",
            "Pull INT up to the host's logic level with 10 k" + OHM + "; the pin tolerates at "
            "most the values in the absolute maximum table.",
            "Sunlight above the stated ambient light level can saturate the proximity channel.",
        ],
        8,
    )
    s.heading(DIA + " Revision record", 10)
    revision_table(
        s,
        [
            ["2023-04-10", "1", "First edition"],
            ["2023-11-02", "2", "PGS-7700-5V added; LED current table corrected"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "pgs-7700.pdf")


# ------------------------------------------------------------ level shifter (Tagalog / English)
def lvx2b(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Mactan Makers Supply  -  Lapu-Lapu City, Cebu",
        header_right="Talaan ng Datos / Data Sheet  LVX-2B",
        footer_left="LVX-2B  rebisyon / revision 3  -  PHP 65.00 (LVX-2B), PHP 75.00 (LVX-2B-F)",
        footer_right="Pahina {page} ng {nb} / Page {page} of {nb}",
        rule_color=(210, 110, 20),
        table_fill=(252, 236, 214),
        accent=(170, 80, 0),
        grid=False,
    )
    s = Sheet(style, "LVX-2B 2-channel bidirectional level shifter")
    s.add_page()
    s.title_block(
        "LVX-2B / LVX-2B-F",
        "Dalawang-channel na bidirectional level shifter\n2-channel bidirectional logic level "
        "converter, 3.3 V <-> 5 V",
        "Para sa I2C, UART at iba pang mabagal na signal / For I2C, UART and other slow signals",
        20,
    )
    s.heading("Paglalarawan / Description", 10.5, rule=True)
    s.para(
        "Ang LVX-2B ay may dalawang N-channel MOSFET na may pull-up sa magkabilang gilid. "
        "The LVX-2B carries two N-channel MOSFETs, each with a pull-up resistor on the LV side "
        "and on the HV side, so a channel passes signals both ways without a direction pin. "
        "Connect the low voltage (for example 3.3 V) to LV, the high voltage (for example 5 V) to "
        "HV and both grounds to GND. HV must always be equal to or higher than LV. Gamitin sa "
        "-20 " + DEG + " hanggang +70 " + DEG + " / use at -20 " + DEG + " to +70 " + DEG + ".",
        8.5,
    )
    s.heading("Mga katangian / Characteristics", 10.5, rule=True)
    s.table(
        [
            Col("Parametro / Parameter", 200),
            Col("Simbolo", 50, "C"),
            Col("Min", 45, "C"),
            Col("Karaniwan\nTypical", 55, "C"),
            Col("Max", 45, "C"),
            Col("Yunit", 40, "C"),
            Col("Tala / Note", 64, "C"),
        ],
        [
            [
                "Boltahe sa LV na gilid /\nLow-side reference voltage",
                "LV",
                "1.8",
                "3.3",
                "3.6",
                "V",
                "LV " + LE + " HV",
            ],
            [
                "Boltahe sa HV na gilid /\nHigh-side reference voltage",
                "HV",
                "3.0",
                "5.0",
                "5.5",
                "V",
                "",
            ],
            [
                "Threshold ng gate ng MOSFET /\nMOSFET gate threshold",
                "VGS(th)",
                "0.8",
                "1.3",
                "1.5",
                "V",
                "ID = 1 mA",
            ],
            [
                "On-resistance ng MOSFET /\nMOSFET on-resistance",
                "RDS(on)",
                "",
                "1.4",
                "3.5",
                OHM,
                "VGS = 3.3 V",
            ],
            [
                "Kuryente habang naka-idle /\nIdle current, all lines high",
                "",
                "",
                "0",
                "",
                MU + "A",
                "",
            ],
        ],
        7.5,
    )
    s.heading("Pagkakaiba ng bersyon / Version differences", 10.5, rule=True)
    s.table(
        [Col("Katangian / Property", 200), Col("LVX-2B", 150, "C"), Col("LVX-2B-F", 149, "C")],
        [
            ["Pull-up bawat gilid / Pull-up per side", "10 k" + OHM, "4.7 k" + OHM],
            ["I2C clock, pinakamataas / I2C clock, maximum", "100 kHz", "400 kHz"],
            [
                "Push-pull signal (UART, SPI),\npinakamataas / maximum signal rate",
                "250 kbit/s",
                "1 Mbit/s",
            ],
            [
                "Kuryente kapag LOW ang linya /\nCurrent per channel held low (HV = 5 V, LV = 3.3 V)",
                "0.83 mA",
                "1.77 mA",
            ],
        ],
        7.5,
    )
    s.heading("Pinakamataas na rating / Absolute maximum ratings", 10.5, rule=True)
    s.lines(
        [
            "LV sa GND / LV to GND  . . . . . . . . . . . . . . . . . . . . . . . .  -0.3 V to 4.0 V",
            "HV sa GND / HV to GND . . . . . . . . . . . . . . . . . . . . . . . .  -0.3 V to 6.0 V",
            "Signal sa HV na gilid / HV-side signal pins  . . . . . . . . . . .  -0.3 V to HV + 0.3 V",
        ],
        8.2,
    )
    s.add_page()
    s.heading("Mga pin / Pin list", 10.5, rule=True)
    s.table(
        [Col("Pin", 60, "C"), Col("Gilid / Side", 90, "C"), Col("Gamit / Function", 349)],
        [
            ["LV", "LV", "low reference voltage input (1.8 to 3.6 V)"],
            ["LV1, LV2", "LV", "low-voltage signals, channel 1 and 2"],
            ["GND", "both", "common ground (two pins)"],
            ["HV", "HV", "high reference voltage input"],
            ["HV1, HV2", "HV", "high-voltage signals, channel 1 and 2"],
        ],
        7.6,
    )
    s.heading("Mga madalas itanong / Frequently asked questions", 10.5, rule=True)
    faq = [
        (
            "Kailangan ba ng sariling power ang LV? / Does LV need its own supply?",
            "Yes. LV is only a reference, typically the 3.3 V pin of the controller; the board "
            "draws almost nothing from it.",
        ),
        (
            "Puwede ba sa 1.8 V na sensor? / Can I use it with a 1.8 V sensor?",
            "Yes, LV works down to 1.8 V. Below 1.8 V the MOSFETs do not switch fully on.",
        ),
        (
            "Puwede ba sa analog na signal? / Can it shift analog signals?",
            "No. The MOSFET channel is for digital levels only.",
        ),
        (
            "Bakit mabagal ang signal ko? / Why are my edges slow?",
            "The rising edge is made by the pull-ups. For 400 kHz I2C choose the LVX-2B-F, "
            "for anything faster use a buffered translator.",
        ),
        (
            "Puwede ba ang 12 V? / Can HV be 12 V?",
            "No. HV must stay within the characteristics table; 6.0 V is the absolute limit.",
        ),
    ]
    for question, answer in faq:
        s.para("T / Q: " + question, 8.3, bold=True)
        s.para("S / A: " + answer, 8.3)
    s.heading("Talaan ng rebisyon / Revision history", 10.5, rule=True)
    revision_table(
        s,
        [
            ["2022-02-14", "1", "Unang labas / first release"],
            ["2022-09-01", "2", "LVX-2B-F idinagdag / LVX-2B-F added"],
            ["2024-03-18", "3", "FAQ updated"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "lvx-2b.pdf")


# ------------------------------------------------------------ solenoid lock kit (Kazakh / English)
def dls12k(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Qulyp Tech LLP  \u00b7  Almaty, Kazakhstan",
        header_right="DLS-12K  Техникалық сипаттама / Technical description",
        footer_left="QT-TD-012  \u00b7  нұсқа / edition 2.0  \u00b7  2024",
        footer_right="Бет {page} / {nb} \u00b7 Page {page} of {nb}",
        rule_color=(90, 100, 115),
        table_fill=(228, 232, 238),
        accent=(40, 55, 80),
        grid=True,
    )
    s = Sheet(style, "DLS-12K 12 V solenoid lock kit with MOSFET driver board")
    s.add_page()
    s.title_block(
        "DLS-12K-S / DLS-12K-L",
        "12 В соленоидты құлып жинағы / 12 V DC solenoid door lock kit with MOSFET driver board",
        "Жинақта: құлып + DRV-1 басқару платасы / Kit contents: lock + DRV-1 driver board",
        18,
    )
    s.heading("1. Сипаттама / Description", 10)
    s.para(
        "Құлып тоқ берілгенде ашылады. The lock bolt retracts while the coil is energised "
        "(fail-secure: locked without power). The DRV-1 board switches the lock with a logic-level "
        "N-channel MOSFET from a microcontroller pin and carries the flyback diode, a screw "
        "terminal block and a status LED. The kit is offered with a small (S) and a large (L) "
        "lock body.",
        8.2,
    )
    s.heading("2. Құлып параметрлері / Lock ratings", 10)
    s.table(
        [
            Col("Параметр / Parameter", 220),
            Col("DLS-12K-S", 100, "C"),
            Col("DLS-12K-L", 100, "C"),
            Col("Бірлік / Unit", 79, "C"),
        ],
        [
            ["Номиналды кернеу /\nRated voltage", "12", "12", "V DC"],
            ["Номиналды тоқ /\nRated current at 12 V", "0.35", "0.80", "A"],
            ["Орама кедергісі / Coil resistance", "34", "15", OHM],
            ["Ең ұзақ қосулы уақыт /\nMaximum energised time", "10", "5", "s"],
            ["Ілгек жүрісі / Bolt stroke", "7", "10", "mm"],
            ["Салмағы / Weight", "150", "380", "g"],
            [
                "Жұмыс температурасы /\nOperating temperature (lock)",
                "-20 ... +50",
                "-20 ... +50",
                DEG,
            ],
        ],
        7.5,
    )
    s.heading("3. DRV-1 басқару платасы / DRV-1 driver board", 10)
    s.para("Ta = 25 " + DEG + ", V+ = 12 V, егер басқаша көрсетілмесе / unless noted.", 7.5)
    s.table(
        [
            Col("Параметр / Parameter", 190),
            Col("Белгі", 45, "C"),
            Col("мин.", 45, "C"),
            Col("тип.", 45, "C"),
            Col("макс.", 45, "C"),
            Col("Бірлік", 40, "C"),
            Col("Шарт / Condition", 89),
        ],
        [
            ["Қорек кернеуі /\nSupply voltage", "V+", "10.8", "12.0", "13.2", "V", ""],
            ["Өз тұтынуы /\nBoard idle current", "IQ", "", "1.5", "3.0", "mA", "IN = 0, LED off"],
            [
                "IN кірісі, жоғары деңгей /\nIN input high level",
                "VIH",
                "2.0",
                "",
                "",
                "V",
                "lock opens",
            ],
            [
                "IN кірісі, төмен деңгей /\nIN input low level",
                "VIL",
                "",
                "",
                "0.8",
                "V",
                "lock closed",
            ],
            ["IN кіріс тоғы / IN input current", "IIN", "", "0.33", "", "mA", "VIN = 3.3 V"],
            ["Шығыс тоғы / Output current", "IOUT", "", "", "3.0", "A", "continuous"],
            ["MOSFET кедергісі / MOSFET RDS(on)", "RDS", "", "28", "40", "m" + OHM, "VGS = 4.5 V"],
            [
                "Жұмыс температурасы /\nOperating temperature (board)",
                "Ta",
                "-40",
                "",
                "+85",
                DEG,
                "",
            ],
        ],
        7.4,
    )
    s.heading("4. Шекті мәндер / Absolute maximum ratings (DRV-1)", 10)
    s.table(
        [Col("Параметр / Parameter", 260), Col("Мән / Value", 140, "C"), Col("Бірлік", 99, "C")],
        [
            ["V+ қорек кернеуі / V+ supply voltage", "16", "V"],
            ["IN кіріс кернеуі / IN input voltage", "-0.3 ... 5.5", "V"],
            ["MOSFET VDS", "30", "V"],
            ["Сақтау температурасы / Storage temperature", "-40 ... +85", DEG],
        ],
        7.4,
    )
    s.add_page()
    s.heading("5. Қосылу / Terminal assignment", 10)
    s.table(
        [
            Col("Клемма / Terminal", 110, "C"),
            Col("Атауы / Name", 100, "C"),
            Col("Қызметі / Function", 289),
        ],
        [
            ["J1-1", "V+", "12 V supply input"],
            ["J1-2", "GND", "supply ground"],
            ["J2-1", "LOCK+", "lock red wire (connected to V+)"],
            ["J2-2", "LOCK-", "lock black wire (MOSFET drain)"],
            ["J3-1", "IN", "control input from MCU, 100 k" + OHM + " pull-down"],
            ["J3-2", "GND", "signal ground"],
        ],
        7.5,
    )
    s.heading("6. Маңызды / Important notes", 10)
    s.bullets(
        [
            "Құлыпты ұзақ қосып қоймаңыз. Never energise the lock longer than the maximum "
            "energised time in section 2; allow at least 4 times that time to cool down.",
            "The IN input accepts 3.3 V and 5 V logic directly (Arduino, ESP32, Raspberry Pi).",
            "Use a 12 V adapter that can deliver at least the rated lock current plus 0.2 A.",
            "The supply must stay inside the V+ range of section 3. A running car (alternator "
            "charging) is outside that range; use a 12 V regulator in vehicles.",
            "Do not connect a 24 V supply: both the lock coil and the board will overheat.",
        ],
        8,
    )
    s.heading("7. Жиі қойылатын сұрақтар / FAQ", 10)
    s.para("Q: Can I open the lock with a 9 V battery?", 8, bold=True)
    s.para(
        "A: A 9 V block cannot deliver the coil current and 9 V is below the V+ range; the bolt "
        "may not retract.",
        8,
    )
    s.para("Q: Is the lock weatherproof?", 8, bold=True)
    s.para("A: The lock is for indoor cabinets and doors only.", 8)
    s.heading("8. Өзгерістер / Revision history", 10)
    revision_table(
        s,
        [
            ["2023-05-22", "1.0", "Алғашқы нұсқа / first edition"],
            ["2024-02-09", "2.0", "DLS-12K-L added; V+ range narrowed to 10.8 ... 13.2 V"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "dls-12k.pdf")


# ------------------------------------------------------------ CAN module (Coventry)
def mtccan(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="MARLOWE TRACK CONTROLS LTD  -  Coventry CV3, United Kingdom",
        header_right="Technical Data Sheet  -  Issue 4",
        footer_left="MTC-TDS-033 Issue 4  |  Commercial  |  (c) Marlowe Track Controls Ltd",
        footer_right="Page {page}/{nb}",
        rule_color=(20, 90, 50),
        table_fill=(222, 238, 226),
        accent=(20, 90, 50),
        grid=False,
    )
    s = Sheet(style, "MTC-CAN33 3.3 V CAN bus module")
    s.add_page()
    s.title_block(
        "MTC-CAN33",
        "3.3 V CAN bus interface module with SPI CAN controller and transceiver",
        "Options: MTC-CAN33-8 (8 MHz resonator)  |  MTC-CAN33-16 (16 MHz crystal)",
        21,
    )
    s.heading("1  Summary", 10.5, rule=True)
    s.para(
        "MTC-CAN33 adds a CAN 2.0B port to any 3.3 V microcontroller. It combines the MC2515 "
        "stand-alone CAN controller (SPI mode 0,0 and 1,1) with the TJ3051V 3.3 V high-speed "
        "transceiver, a 120 " + OHM + " termination selected by link LK1 and a 4-way bus "
        "connector. Bus levels meet ISO 11898-2, so the module shares a bus with 5 V nodes. "
        "Classical CAN only: CAN FD frames on the bus cause error frames.",
        8.5,
    )
    s.heading("2  Option table", 10.5, rule=True)
    s.table(
        [Col("Item", 190), Col("MTC-CAN33-8", 155, "C"), Col("MTC-CAN33-16", 154, "C")],
        [
            ["Clock source", "8 MHz ceramic resonator", "16 MHz crystal, 20 ppm"],
            ["Highest CAN bit rate", "500 kbit/s", "1 Mbit/s"],
            ["Operating temperature", "-20 to +70 " + DEG, "-40 to +85 " + DEG],
            ["Order code", "MTC-033-08", "MTC-033-16"],
        ],
        7.8,
    )
    s.heading("3  Electrical characteristics", 10.5, rule=True)
    s.para(
        "VCC = 3.3 V, Tamb = 25 " + DEG + ", bus terminated with 60 " + OHM + " unless "
        "otherwise stated.",
        7.8,
    )
    s.table(
        [
            Col("Parameter", 150),
            Col("Sym.", 40, "C"),
            Col("Conditions", 125),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Supply", "", "", "", "", "", ""],
            ["Supply voltage", "VCC", "", "3.0", "3.3", "3.6", "V"],
            ["Supply current, recessive", "ICC", "bus idle", "", "6", "10", "mA"],
            ["Supply current, dominant", "ICC", "transmitting", "", "45", "70", "mA"],
            ["Sleep current", "ISL", "controller sleep, RS high", "", "12", "25", MU + "A"],
            ["Logic interface (CS, SCK, SI, SO, INT)", "", "", "", "", "", ""],
            ["", "VIH", "", "2.0", "", "", "V"],
            ["", "VIL", "", "", "", "0.8", "V"],
            ["", "VOH", "IOH = -1 mA", "2.9", "", "", "V"],
            ["", "VOL", "IOL = 4 mA", "", "", "0.4", "V"],
            ["SPI clock frequency", "fSCK", "", "", "", "10", "MHz"],
            ["Bus", "", "", "", "", "", ""],
            ["Differential output, dominant", "VOD", "RL = 60 " + OHM, "1.5", "2.1", "3.0", "V"],
            ["Common-mode bus voltage", "VCM", "receiver", "-2", "", "+7", "V"],
        ],
        7.4,
    )
    s.heading("4  Absolute maximum ratings", 10.5, rule=True)
    s.leaders(
        [
            ("Supply voltage VCC", "-0.3 V to +4.0 V"),
            ("Logic inputs (not 5 V tolerant)", "-0.3 V to VCC + 0.3 V"),
            ("CANH, CANL to GND", "-14 V to +14 V"),
            ("Storage temperature", "-55 " + DEG + " to +125 " + DEG),
        ],
        8,
    )
    s.add_page()
    s.heading("5  Connectors", 10.5, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("J1 (host, 2.54 mm)", 200), Col("J2 (bus, screw terminal)", 249)],
        [
            ["1", "VCC (3.3 V)", "CANH"],
            ["2", "GND", "CANL"],
            ["3", "CS", "GND"],
            ["4", "SO (MISO)", "shield / drain"],
            ["5", "SI (MOSI)", ""],
            ["6", "SCK", ""],
            ["7", "INT (open-drain, active low)", ""],
        ],
        7.6,
    )
    s.heading("6  SPI instruction set (MC2515)", 10.5, rule=True)
    s.table(
        [Col("Instruction", 120), Col("Byte", 70, "C"), Col("Description", 309)],
        [
            ["RESET", "0xC0", "resets internal registers to defaults, enters configuration mode"],
            ["READ", "0x03", "reads data from register beginning at selected address"],
            ["WRITE", "0x02", "writes data to register beginning at selected address"],
            ["RTS", "0x81 ... 0x87", "request to send for TXB0 ... TXB2"],
            ["READ STATUS", "0xA0", "quick polling of several status bits"],
            ["BIT MODIFY", "0x05", "sets or clears individual bits in a register"],
        ],
        7.5,
    )
    s.heading("7  Bit-timing register values (CNF1 / CNF2 / CNF3)", 10.5, rule=True)
    s.table(
        [Col("Bit rate", 100, "C"), Col("8 MHz option", 200, "C"), Col("16 MHz option", 199, "C")],
        [
            ["125 kbit/s", "0x01 / 0xB1 / 0x05", "0x03 / 0xF0 / 0x86"],
            ["250 kbit/s", "0x00 / 0xB1 / 0x05", "0x41 / 0xF1 / 0x85"],
            ["500 kbit/s", "0x00 / 0x90 / 0x02", "0x00 / 0xF0 / 0x86"],
            ["1000 kbit/s", "not possible", "0x00 / 0xD0 / 0x82"],
        ],
        7.5,
    )
    s.heading("8  Application notes", 10.5, rule=True)
    s.bullets(
        [
            "The host must be a 3.3 V device. With a 5 V microcontroller put a level translator "
            "in CS, SCK and SI; SO and INT can be read directly.",
            "Fit LK1 only on the two nodes at the physical ends of the bus.",
            "Up to 110 nodes can share one bus segment.",
            "The TJ3051V has no standby wake-up from the bus; wake the MC2515 over SPI.",
        ],
        8.2,
    )
    s.heading("9  Issue record", 10.5, rule=True)
    revision_table(
        s,
        [
            ["2021-06-30", "2", "Initial public issue"],
            ["2022-11-04", "3", "16 MHz option added"],
            ["2024-05-15", "4", "Sleep current and temperature ranges per option"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "mtc-can33.pdf")
