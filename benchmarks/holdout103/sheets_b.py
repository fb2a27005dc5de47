"""Hold-out 103 datasheets, part 2: a Wi-Fi / BLE module, a 3 A adjustable step-down
module, a hall-effect water-flow sensor and an MQ-style gas sensor board.

A Singapore radio-module house data sheet (variant table with a high-temperature
version, symbol-only DC rows relative to VDD, a current table with typical and peak
columns, RF rows per mode, notes on use holding the 5 V and supply advice), a
Papiamento / English buck-module sheet from Curaçao (bilingual names wrapped over two
lines, output current per input voltage with and without heat sink, FAQ holding
the limits), a Yuhuan flow-sensor factory specification in plain English (one
column per thread size, open-collector output with the pull-up rule in a note, a
flow / frequency table as a decoy) and a Beirut maker-store product sheet for a
gas sensor board (headless spec card, heater rows beside board rows, 3.3 V advice
only in prose).
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


# ------------------------------------------------------ Wi-Fi / BLE module (SG)
def tprw3b(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Tanjong Pagar RF Pte. Ltd.",
        header_right="TPR-W3B Series Datasheet v1.6",
        footer_left="Tanjong Pagar RF Pte. Ltd. · Singapore · Information subject to change without notice",
        footer_right="TPR-W3B Datasheet v1.6 | {page}",
        rule_color=(60, 50, 140),
        table_fill=(225, 225, 232),
        accent=(60, 50, 140),
        grid=False,
    )
    s = Sheet(style, "TPR-W3B Wi-Fi and Bluetooth LE module")
    s.add_page()
    s.title_block(
        "TPR-W3B Series",
        "2.4 GHz Wi-Fi (802.11 b/g/n) + Bluetooth LE 5 module",
        "32-bit RISC-V single core up to 160 MHz · 4 MB flash · 22 GPIOs · 18 x 25.5 x 3.1 mm",
        20,
    )
    s.heading("1  Overview", 10.5)
    s.para(
        "TPR-W3B is a general-purpose Wi-Fi and Bluetooth LE combo module for smart home, "
        "sensor and gateway designs. It supports 802.11 b/g/n in the 2.4 GHz band and "
        "Bluetooth LE 5 (1M, 2M and Coded PHY). The module ships with AT firmware on UART0 "
        "(default 115200 baud, 8N1); customers may load their own firmware over UART or USB.",
        8.5,
    )
    s.heading("2  Module Variants", 10.5)
    s.table(
        [
            Col("Variant", 100),
            Col("Antenna", 120),
            Col("Flash", 60, "C"),
            Col("Ambient temperature", 120, "C"),
            Col("Status", 99, "C"),
        ],
        [
            ["TPR-W3B-P", "PCB trace antenna", "4 MB", "-40 ~ +85 " + DEG, "mass production"],
            ["TPR-W3B-U", "U.FL connector", "4 MB", "-40 ~ +85 " + DEG, "mass production"],
            ["TPR-W3B-PH", "PCB trace antenna", "4 MB", "-40 ~ +105 " + DEG, "sampling"],
        ],
        7.5,
    )
    s.heading("3  Absolute Maximum Ratings", 10.5)
    s.table(
        [
            Col("Symbol", 70),
            Col("Parameter", 230),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["VDD", "Power supply voltage", "-0.3", "3.9", "V"],
            ["VIO", "Voltage on any GPIO", "-0.3", "3.9", "V"],
            ["TSTORE", "Storage temperature", "-40", "125", DEG],
        ],
        7.5,
    )
    s.heading("4  Recommended Operating Conditions", 10.5)
    s.table(
        [
            Col("Symbol", 70),
            Col("Parameter", 230),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["VDD", "Power supply voltage", "3.0", "3.3", "3.6", "V"],
            ["IVDD", "Current delivered by external power supply", "0.5", "-", "-", "A"],
            ["TA", "Operating ambient temperature, -P / -U", "-40", "-", "85", DEG],
            ["", "-PH", "-40", "-", "105", DEG],
        ],
        7.5,
    )
    s.heading("5  DC Characteristics (VDD = 3.3 V, TA = 25 " + DEG + ")", 10.5)
    s.table(
        [
            Col("Symbol", 70),
            Col("Parameter", 180),
            Col("Min", 70, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["CIN", "Pin capacitance", "-", "2", "-", "pF"],
            ["VIH", "", "0.75 x VDD", "-", "VDD + 0.3", "V"],
            ["VIL", "", "-0.3", "-", "0.25 x VDD", "V"],
            ["VOH", "", "0.8 x VDD", "-", "-", "V"],
            ["VOL", "", "-", "-", "0.1 x VDD", "V"],
            ["IOH", "High-level source current", "-", "40", "-", "mA"],
            ["IOL", "Low-level sink current", "-", "28", "-", "mA"],
            ["VIH_nRST", "Chip reset release voltage", "0.75 x VDD", "-", "VDD + 0.3", "V"],
        ],
        7.5,
    )

    s.add_page()
    s.heading("6  Current Consumption", 10.5)
    s.para("VDD = 3.3 V, TA = 25 " + DEG + ", measured at the antenna port of the -U variant.", 8)
    s.table(
        [
            Col("Mode", 130),
            Col("Description", 190),
            Col("Typ", 60, "C"),
            Col("Peak", 60, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Active (RF working)", "TX 802.11b, 1 Mbps, @ 20.5 dBm", "285", "350", "mA"],
            ["", "TX 802.11n, MCS7, @ 15.5 dBm", "190", "240", "mA"],
            ["", "RX 802.11b/g/n", "82", "-", "mA"],
            ["", "TX BLE @ 9 dBm", "130", "-", "mA"],
            ["Modem-sleep", "CPU at 160 MHz, RF off", "22", "-", "mA"],
            ["Light-sleep", "RTC and GPIO wake-up", "130", "-", MU + "A"],
            ["Deep-sleep", "RTC timer + RTC memory", "5", "-", MU + "A"],
            ["Power off", "CHIP_EN low", "1", "-", MU + "A"],
        ],
        7.5,
    )
    s.heading("7  RF Characteristics", 10.5)
    s.table(
        [
            Col("Parameter", 190),
            Col("Condition", 140),
            Col("Min", 40, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Wi-Fi operating frequency", "channel centre", "2412", "-", "2484", "MHz"],
            ["Wi-Fi TX power", "802.11b, 1 Mbps", "-", "20.5", "-", "dBm"],
            ["", "802.11g, 54 Mbps", "-", "17.0", "-", "dBm"],
            ["", "802.11n, MCS7", "-", "15.5", "-", "dBm"],
            ["Wi-Fi RX sensitivity", "802.11b, 1 Mbps", "-", "-98", "-", "dBm"],
            ["", "802.11g, 54 Mbps", "-", "-75", "-", "dBm"],
            ["", "802.11n, MCS7", "-", "-72", "-", "dBm"],
            ["BLE TX power", "", "-24", "-", "9", "dBm"],
            ["BLE RX sensitivity", "1 Mbps PHY", "-", "-96", "-", "dBm"],
        ],
        7.5,
    )
    s.heading("8  Notes on Use", 10.5)
    s.bullets(
        [
            "GPIOs are not 5 V tolerant. Never connect a 5 V signal directly; use a resistor "
            "divider or a level shifter.",
            "Use a 3.3 V regulator that can deliver at least 500 mA; Wi-Fi TX peaks collapse "
            "weak supplies and cause brown-out resets.",
            "Do not connect a Li-ion cell (up to 4.2 V) directly to VDD; use a low-dropout regulator.",
            "Keep 15 mm of clearance around the PCB antenna of the -P and -PH variants.",
        ],
        8,
    )
    s.heading("9  Pin Definition (extract)", 10.5)
    s.table(
        [Col("No.", 40, "C"), Col("Name", 70, "C"), Col("Type", 50, "C"), Col("Function", 339)],
        [
            ["1", "GND", "P", "Ground"],
            ["2", "3V3", "P", "Power supply"],
            ["3", "EN", "I", "High: chip enabled; low: off. Do not leave floating"],
            ["16", "TXD0", "I/O", "UART0 TX (AT commands), GPIO21"],
            ["17", "RXD0", "I/O", "UART0 RX (AT commands), GPIO20"],
            ["22", "GPIO9", "I/O", "Boot strap: low at reset = download mode"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-03-01", "v1.5", "-PH variant added"],
            ["2024-01-10", "v1.6", "current table updated"],
        ],
        (80, 50, 369),
    )
    return save(s, out / "tpr-w3b.pdf")


# ------------------------------------------ 3 A buck module (Papiamento / English)
def krsbk340(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="DUSHI ELEKTR\u00d3NIKA B.V. \u00b7 Willemstad, Kòrsou",
        header_right="KRS-BK340  Fecha t\u00e9kniko / Data sheet",
        footer_left="Dushi Elektr\u00f3nika B.V. \u00b7 KvK 148.220 \u00b7 KRS-BK340 edishon / edition 2",
        footer_right="P\u00e1gina {page} di {nb} / Page {page} of {nb}",
        rule_color=(0, 130, 140),
        table_fill=(205, 238, 240),
        accent=(0, 110, 120),
        grid=True,
    )
    s = Sheet(style, "KRS-BK340 adjustable step-down module")
    s.add_page()
    s.title_block(
        "KRS-BK340",
        "M\u00f3dulo step-down ahustabel 3 A / 3 A adjustable step-down module",
        "Entrada / input 4.5 - 40 V \u00b7 salida / output 1.25 - 37 V \u00b7 150 kHz",
        19,
    )
    s.heading("1. Deskripshon / Description", 10)
    s.para(
        "E KRS-BK340 ta un konvert\u00ed step-down (buck) ku un trimmer di 25 buelta. "
        "The KRS-BK340 is a non-isolated step-down (buck) converter module with a 25-turn "
        "trimmer for the output voltage. It accepts 4.5 V to 40 V DC at the input and "
        "delivers 1.25 V to 37 V, always at least 1.5 V below the input. It delivers up to "
        "3 A with a heat sink (see table 3). Switching frequency is fixed at 150 kHz; "
        "efficiency reaches 92 %.",
        8,
    )
    s.heading("2. Balornan m\u00e1ksimo apsoluto / Absolute maximum ratings", 10)
    s.table(
        [
            Col("Par\u00e1meter / Parameter", 260),
            Col("Balor / Value", 140, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Tenshon di entrada / Input voltage", "45", "V"],
            ["Limit di korriente di salida / Output current limit", "4.5", "A"],
            ["Temperatura di warda / Storage temperature", "-40 ... +125", DEG],
        ],
        7.5,
    )
    s.heading("3. Kondishonnan di operashon / Operating conditions", 10)
    s.table(
        [
            Col("Par\u00e1meter / Parameter", 180),
            Col("Kondishon / Condition", 120),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Tenshon di entrada /\nInput voltage", "VIN", "4.5", "", "40", "V"],
            ["Tenshon di salida /\nOutput voltage", "adjustable, trimmer", "1.25", "", "37", "V"],
            [
                "Diferensia entrada-salida /\nInput-output difference",
                "VIN - VOUT",
                "1.5",
                "",
                "",
                "V",
            ],
            ["Korriente di salida /\nOutput current", "with heat sink", "0", "", "3", "A"],
            ["Frekuensia di switch /\nSwitching frequency", "", "120", "150", "180", "kHz"],
            [
                "Korriente sin karga /\nNo-load input current",
                "VIN = 12 V, VOUT = 5 V",
                "",
                "8",
                "",
                "mA",
            ],
            ["Ripple di salida /\nOutput ripple", "VOUT = 5 V, IOUT = 2 A", "", "", "50", "mV"],
            ["Temperatura di operashon /\nOperating temperature", "", "-40", "", "+85", DEG],
        ],
        7.5,
    )
    s.heading("4. Korriente di salida kontinuo / Continuous output current", 10)
    s.para("VOUT = 5 V, Ta = 25 " + DEG + ", aire kalm / still air", 7.5)
    s.table(
        [
            Col("", 200),
            Col("VIN = 12 V", 100, "C"),
            Col("VIN = 24 V", 100, "C"),
            Col("VIN = 36 V", 99, "C"),
        ],
        [
            ["Sin disip\u00e1 / No heat sink", "2.5 A", "2.0 A", "1.6 A"],
            ["Ku disip\u00e1 / With heat sink", "3.0 A", "3.0 A", "2.5 A"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5. Efisiensia / Efficiency (typical test points)", 10)
    s.table(
        [
            Col("VIN", 100, "C"),
            Col("VOUT", 100, "C"),
            Col("IOUT", 100, "C"),
            Col("Efisiensia / Efficiency", 199, "C"),
        ],
        [
            ["12 V", "5 V", "1 A", "88 %"],
            ["24 V", "12 V", "2 A", "92 %"],
            ["36 V", "5 V", "1 A", "80 %"],
        ],
        7.5,
    )
    s.heading("6. Konekshon / Terminals", 10)
    s.table(
        [Col("Pad", 80, "C"), Col("Funkshon / Function", 419)],
        [
            ["IN+", "entrada positivo / input positive (4.5 - 40 V)"],
            ["IN-", "entrada negativo, GND / input negative, GND"],
            ["OUT+", "salida positivo / output positive"],
            ["OUT-", "salida negativo, komun ku IN- / output negative, common with IN-"],
        ],
        7.5,
    )
    s.heading("7. Protekshon / Protection", 10)
    s.bullets(
        [
            "Limit di korriente / current limit (4.5 A typ) and thermal shutdown of the converter IC",
            "No reverse-polarity protection: a reversed input destroys the module",
            "No output over-voltage protection; set the voltage before connecting the load",
        ],
        8,
    )
    s.heading("8. Preguntanan frekuente / FAQ", 10)
    s.lines(
        [
            "P: Mi por saka 12 V for di un bateria di 12 V? / Can I get 12 V out of a 12 V battery?",
            "R: No. VOUT must stay at least 1.5 V below VIN, so a 12 V battery gives 10.5 V at best.",
            "P: E m\u00f3dulo por karga baterianan? / Can the module charge batteries?",
            "R: No. It has no constant-current mode; it is a constant-voltage converter only.",
            "P: Kon mi ta ahusta e tenshon? / How do I set the voltage?",
            "R: Turn the trimmer clockwise to raise VOUT; measure without load first.",
        ],
        8,
    )
    s.heading("9. Historia / Revision history", 10)
    revision_table(
        s,
        [
            ["2022-09-12", "1", "edishon promer / first edition"],
            ["2024-02-05", "2", "table 4 added"],
        ],
        (80, 50, 369),
    )
    return save(s, out / "krs-bk340.pdf")


# ---------------------------------------------------- water-flow sensor (Yuhuan)
def syf21(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="YUHUAN SHUIYUAN FLOW SENSOR CO., LTD.",
        header_right="Product Specification  Spec. No. SY-QS-021",
        footer_left="Add: Qinggang Industrial Zone, Yuhuan, Zhejiang  Tel: +86-576-8000-0021",
        footer_right="Sheet {page}/{nb}",
        rule_color=(0, 120, 170),
        table_fill=(205, 235, 248),
        accent=(0, 100, 150),
        grid=True,
    )
    s = Sheet(style, "SY-F21 hall-effect water flow sensor")
    s.add_page()
    s.title_block(
        "SY-F21 Series",
        "Hall-Effect Water Flow Sensor  (models SY-F21-15 / SY-F21-20)",
        "Nylon + glass fibre body, open-collector pulse output",
        20,
    )
    s.heading("1. Scope", 10)
    s.para(
        "This specification covers the SY-F21 hall-effect water flow sensors for water "
        "dispensers, coffee machines, water heaters and irrigation counters. A rotor with a "
        "magnet turns with the flow; the hall sensor outputs one pulse train whose frequency "
        "is proportional to the flow rate.",
        8.5,
    )
    s.heading("2. Model Parameters", 10)
    s.table(
        [Col("Item", 160), Col("SY-F21-15", 170, "C"), Col("SY-F21-20", 169, "C")],
        [
            ["Thread", 'G1/2"', 'G3/4"'],
            ["Flow range", "1 ~ 30 L/min", "2 ~ 45 L/min"],
            ["Pulse frequency (Q in L/min)", "F = 7.5 x Q", "F = 5.5 x Q"],
            ["Pulses per litre", "450", "330"],
            ["Max. water pressure", "1.75 MPa", "1.75 MPa"],
            ["Accuracy (3 ~ 30 L/min)", PM + "3 %", "-"],
            ["Accuracy (5 ~ 45 L/min)", "-", PM + "5 %"],
        ],
        8,
    )
    s.heading("3. Electrical Parameters", 10)
    s.table(
        [
            Col("Item", 150),
            Col("Condition", 130),
            Col("Min.", 50, "C"),
            Col("Typ.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Working voltage", "DC", "5", "", "18", "V"],
            ["Limit voltage", "no damage", "", "", "24", "V"],
            ["Working current", "VCC = 5 V", "", "", "15", "mA"],
            ["Output low level", "sink 10 mA", "", "", "0.5", "V"],
            ["Output sink current", "", "", "", "10", "mA"],
            ["Pull-up voltage", "external resistor", "3", "", "24", "V"],
            ["Output duty cycle", "", "40", "50", "60", "%"],
            ["Insulation resistance", "500 V DC", "100", "", "", "M" + OHM],
        ],
        8,
    )
    s.heading("4. Environment", 10)
    s.table(
        [Col("Item", 200), Col("Specification", 299)],
        [
            ["Water temperature", LE + " 80 " + DEG],
            ["Working ambient temperature", "0 ~ +80 " + DEG + " (no freezing)"],
            ["Storage temperature", "-20 ~ +85 " + DEG],
            ["Working humidity", "35 ~ 90 %RH"],
        ],
        8,
    )

    s.add_page()
    s.heading("5. Output Type and Wiring", 10)
    s.para(
        "The output is an NPN open-collector transistor without internal pull-up. Connect a "
        "pull-up resistor (4.7 ~ 10 k" + OHM + ") from the yellow wire to the supply of the "
        "input that reads it. The pulse high level equals that pull-up voltage, not VCC: with "
        "VCC = 12 V and the pull-up to 3.3 V, the output can go straight to a 3.3 V "
        "microcontroller input.",
        8.5,
    )
    s.table(
        [Col("Wire", 100, "C"), Col("Function", 150, "C"), Col("Note", 249)],
        [
            ["Red", "VCC", "5 ~ 18 V DC"],
            ["Black", "GND", ""],
            ["Yellow", "Pulse output", "open collector, pull-up required"],
        ],
        8,
    )
    s.heading("6. Flow / Frequency Reference (SY-F21-15)", 10)
    s.table(
        [
            Col("Flow (L/min)", 125, "C"),
            Col("Frequency (Hz)", 125, "C"),
            Col("Flow (L/min)", 125, "C"),
            Col("Frequency (Hz)", 124, "C"),
        ],
        [
            ["2", "15", "10", "75"],
            ["4", "30", "15", "112"],
            ["6", "45", "30", "225"],
        ],
        8,
    )
    s.heading("7. Installation Notes", 10)
    s.bullets(
        [
            "Mount with the arrow in the flow direction; keep 10 x DN straight pipe before the inlet.",
            "Use a filter in front of the sensor; particles block the rotor.",
            "Not for hot water above 80 " + DEG + ", steam, oil or corrosive liquids.",
            "Not for drinking water certification; no food-grade approval is claimed.",
        ],
        8,
    )
    s.heading("8. Reliability Test", 10)
    s.table(
        [Col("Test", 160), Col("Condition", 230), Col("Result", 109, "C")],
        [
            ["Pressure test", "1.75 MPa, 1 min", "no leakage"],
            ["High temperature", "80 " + DEG + " water, 96 h", "pass"],
            ["Drop test", "1 m onto concrete, 3 times", "pass"],
        ],
        8,
    )
    revision_table(
        s,
        [["2021-05-10", "A0", "new"], ["2023-08-22", "A2", "SY-F21-20 added"]],
        (80, 50, 369),
    )
    return save(s, out / "sy-f21.pdf")


# ------------------------------------------------------ gas sensor board (Beirut)
def bmsg2(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="BEIRUT MAKER SOUK  -  Mar Mikhael, Beirut",
        header_right="Product sheet BMS-G2",
        footer_left="Beirut Maker Souk SARL - prices incl. VAT, valid while stock lasts",
        footer_right="page {page} of {nb}",
        rule_color=(120, 20, 40),
        table_fill=(240, 222, 226),
        accent=(120, 20, 40),
        grid=False,
    )
    s = Sheet(style, "BMS-G2 combustible gas sensor board")
    s.add_page()
    s.title_block(
        "BMS-G2 Gas Sensor Board",
        "MQ-style combustible gas sensor (LPG, propane, methane, smoke) with analog and digital outputs",
        "SKU BMS-G2-01  |  USD 3.90  (LBP 349,000)  |  in stock",
        18,
    )
    s.heading("What it is", 10.5)
    s.para(
        "A tin-dioxide gas sensor on a small board with a load resistor, an LM393 "
        "comparator and a threshold trimmer. AO gives a voltage that rises with gas "
        "concentration; DO goes LOW when the concentration passes the level set with the "
        "trimmer. Good for leak alarms and demos; it is not a calibrated gas meter.",
        8.5,
    )
    s.heading("Specs at a glance", 10.5)
    s.table(
        [Col("", 170), Col("", 329)],
        [
            ["Board supply (VCC)", "5 V DC +/- 0.1 V (the heater runs from VCC)"],
            ["Board current", "about 160 mA at 5 V (heater + LEDs)"],
            ["Outputs", "AO analog voltage, DO digital (LOW = gas above threshold)"],
            ["Detects", "LPG, propane, i-butane, methane, smoke; 300 - 10000 ppm"],
            ["Preheat", "48 h burn-in before first use; 2 min after each power-on"],
            ["Board size", "32 x 22 mm, one M3 hole"],
        ],
        8,
        show_head=False,
    )
    s.heading("Sensor element data (from the element maker)", 10.5)
    s.para(
        "Standard test conditions: 20 +/- 2 \u00b0C, 65 +/- 5 %RH, VH = 5.0 V, RL = 10 kohm.", 7.5
    )
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 50, "C"),
            Col("Condition", 120),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Heater voltage", "VH", "AC or DC", "4.9", "5.0", "5.1", "V"],
            ["Heater resistance", "RH", "room temperature", "31", "33", "35", "ohm"],
            ["Heater power", "PH", "VH = 5.0 V", "", "750", "800", "mW"],
            ["Sensing resistance", "RS", "1000 ppm propane", "3", "", "30", "kohm"],
            ["Sensitivity", "S", "RS(air) / RS(1000 ppm)", "5", "", "", ""],
            ["Circuit voltage", "VC", "across RS + RL", "", "5.0", "24", "V"],
            ["Detection range", "", "LPG, propane", "300", "", "10000", "ppm"],
        ],
        7.5,
    )
    s.heading("Operating environment", 10.5)
    s.table(
        [Col("Item", 200), Col("Value", 299)],
        [
            ["Operating temperature", "-10 to +50 \u00b0C"],
            ["Operating humidity", "up to 95 %RH, non-condensing"],
            ["Oxygen concentration", "21 % (standard); sensitivity changes below 18 %"],
        ],
        8,
    )

    s.add_page()
    s.heading("Pinout", 10.5)
    s.table(
        [Col("Pin", 80), Col("Function", 419)],
        [
            ["VCC", "5 V supply"],
            ["GND", "ground"],
            [
                "DO",
                "digital output from the LM393, open collector pulled up to VCC (10 kohm); LOW = alarm",
            ],
            ["AO", "analog output, 0 V ... VCC"],
        ],
        8,
    )
    s.heading("Hooking it up", 10.5)
    s.para(
        "Supply: run the board from 5 V only. The heater needs VH = 5.0 V; the sensitivity is "
        "specified only at that voltage. On 3.3 V the heater does not reach its working "
        "temperature and the readings are meaningless.",
        8.5,
    )
    s.para(
        "Analog output and 3.3 V boards: AO follows the sensor up to the board VCC and can "
        "reach about 4.6 V in strong gas. An ESP32, a Raspberry Pi Pico or any other 3.3 V "
        "ADC needs a divider (for example 10 kohm / 20 kohm) in the AO line. DO is pulled up "
        "to VCC as well, so it also needs a divider or level shifter for 3.3 V inputs.",
        8.5,
    )
    s.para(
        "Arduino Uno / Nano (5 V): AO to A0, DO to any digital pin, VCC to 5 V. The board "
        "draws about 160 mA, which the 5 V pin of a USB-powered Uno can supply.",
        8.5,
    )
    s.heading("Questions we get", 10.5)
    s.lines(
        [
            "Q: Does it show ppm?  A: Not by itself. You need to calibrate each board in known gas.",
            "Q: Can it detect CO?  A: It reacts to CO a little, but it is not made or calibrated for CO.",
            "Q: Can I run it on batteries?  A: The heater needs about 750 mW all the time, so",
            "    2 x AA cells last only a few hours and give only 3 V.",
            "Q: Why is it hot?  A: The heater works at a few hundred degrees inside the mesh cap.",
        ],
        8,
    )
    s.heading("Prices", 10.5)
    s.table(
        [Col("Quantity", 150), Col("USD", 100, "C"), Col("LBP", 150, "C"), Col("SKU", 99, "C")],
        [
            ["1 - 9", "3.90", "349,000", "BMS-G2-01"],
            ["10 - 49", "3.40", "304,000", "BMS-G2-10"],
            ["50+", "2.95", "264,000", "BMS-G2-50"],
        ],
        8,
    )
    return save(s, out / "bms-g2.pdf")
