"""Hold-out 81 datasheets, part 2: a BLE module with AT commands, a 24-bit load-cell
amplifier board, a 12 V water solenoid valve and a rotary encoder with push button.

A Shenzhen BLE-module house product specification (document-control box, stamp module
vs breakout board in version columns, a typ.-only current table per mode, an AT
command table full of numbers), a Tokyo maker-shop item page in English for a load-cell
amplifier board (yen prices, gain / input-range rows per channel, data rate per
jumper, logic threshold per supply in the condition column), an Italian / English
solenoid valve catalogue page (bilingual names wrapped over two lines, one column per
coil voltage, fluid vs ambient temperature, minimum pressure differential in the
notes) and a Japanese component maker's English encoder catalogue page (section rows
for electrical / mechanical / durability data, switch vs encoder ratings, module
version box).
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
YEN = "\u00a5"


# ---------------------------------------------------------- BLE AT module (Shenzhen)
def blm24(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="BLUELINK MICROELECTRONICS",
        header_right="BLM-24T Product Specification",
        footer_left="Shenzhen Bluelink Microelectronics Co., Ltd.  -  Confidential, Rev 1.2",
        footer_right="{page}/{nb}",
        table_fill=(230, 220, 245),
        accent=(90, 40, 140),
        grid=True,
    )
    s = Sheet(style, "BLM-24T BLE 5.0 transparent UART module")
    s.add_page()
    s.title_block("BLM-24T", "Bluetooth Low Energy 5.0 serial (transparent UART) module", "", 20)
    s.table(
        [
            Col("Document", 90),
            Col("Product Specification", 160),
            Col("Version", 80),
            Col("1.2", 169),
        ],
        [["Model", "BLM-24T / BLM-24T-B", "Date", "2024-04-08"]],
        7.5,
    )
    s.heading("1. Overview", 10.5)
    s.side_by_side(
        lambda: s.para(
            "BLM-24T is a BLE 5.0 slave / master module with a transparent UART bridge. "
            "Data written to RXD is sent to the connected phone or central, and data received "
            "over the air appears on TXD. Configuration is done with AT commands while no link "
            "is up. BLM-24T is a 13 x 18 mm stamp-hole module for 1.8 - 3.6 V. BLM-24T-B is "
            "the same module on a breakout board with a 3.3 V LDO regulator and a 6-pin header.",
            8.5,
        ),
        lambda: s.bullets(
            [
                "Bluetooth 5.0 LE, 2402 - 2480 MHz",
                "TX power -20 to +4 dBm (AT+POWE)",
                "RX sensitivity -94 dBm at 1 Mbps",
                "UART default 9600 bps, 8N1",
                "Open-air range about 60 m",
                "On-chip PCB antenna",
            ],
            8,
        ),
        270,
    )
    s.heading("2. Module and breakout", 10.5)
    s.table(
        [Col("Item", 180), Col("BLM-24T", 160, "C"), Col("BLM-24T-B", 159, "C")],
        [
            ["Supply pin", "VCC", "VIN"],
            ["Supply voltage range", "1.8 - 3.6 V", "3.6 - 6.0 V"],
            ["Logic level of TXD / RXD", "VCC", "3.3 V"],
            ["RXD input from 5 V logic", "not allowed", "allowed (1 k / 2 k divider)"],
            ["Extra current of the regulator", "-", "60 " + MU + "A"],
            ["Size", "13 x 18 x 2.2 mm", "16 x 37 mm"],
        ],
        7.8,
    )
    s.heading("3. Electrical characteristics (BLM-24T module pins)", 10.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 55, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 55, "C"),
            Col("Note", 74, "C"),
        ],
        [
            ["Supply voltage", "VCC", "1.8", "3.3", "3.6", "V", ""],
            ["Supply voltage (abs. max.)", "VCC", "-0.3", "", "3.9", "V", "no operation"],
            ["Input high voltage", "VIH", "0.7 VCC", "", "VCC + 0.3", "V", ""],
            ["Input low voltage", "VIL", "-0.3", "", "0.3 VCC", "V", ""],
            ["Operating temperature", "Topr", "-40", "", "85", DEG, ""],
            ["Storage temperature", "Tstg", "-40", "", "125", DEG, ""],
        ],
        7.5,
    )
    s.heading("4. Current consumption (typical, VCC = 3.3 V, 25 " + DEG + ")", 10.5)
    s.table(
        [Col("Mode", 250), Col("Setting", 130, "C"), Col("Current", 119, "C")],
        [
            ["TX peak", "+4 dBm", "8.5 mA"],
            ["RX peak", "1 Mbps", "6.0 mA"],
            ["Advertising, average", "interval 100 ms", "0.9 mA"],
            ["Connected, average", "interval 1 s", "120 " + MU + "A"],
            ["Sleep (AT+SLEEP), wake on RXD", "-", "2.5 " + MU + "A"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5. AT commands (selection)", 10.5)
    s.table(
        [
            Col("Command", 110),
            Col("Parameter", 180),
            Col("Default", 70, "C"),
            Col("Description", 139),
        ],
        [
            [
                "AT+BAUD<n>",
                "0 = 9600, 1 = 19200, 2 = 38400,\n3 = 57600, 4 = 115200",
                "0",
                "UART baud rate",
            ],
            ["AT+POWE<n>", "0 = -20, 1 = -6, 2 = 0, 3 = +4 dBm", "2", "TX power"],
            ["AT+ADVI<n>", "0 = 100 ms ... 9 = 4000 ms", "0", "advertising interval"],
            ["AT+NAME<s>", "up to 18 characters", "BLM24T", "device name"],
            ["AT+ROLE<n>", "0 = slave, 1 = master", "0", "role"],
            ["AT+SLEEP", "-", "-", "enter sleep"],
        ],
        7.5,
    )
    s.para(
        "Commands have no line ending; the module answers with OK+<value>. Example: "
        "AT+BAUD4 -> OK+Set:4. The new baud rate applies after reset.",
        8,
    )
    s.heading("6. Pin description (BLM-24T)", 10.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80, "C"), Col("Type", 60, "C"), Col("Function", 309)],
        [
            ["1", "TXD", "O", "UART output"],
            ["2", "RXD", "I", "UART input, not 5 V tolerant"],
            ["9", "VCC", "P", "supply 1.8 - 3.6 V"],
            ["12", "GND", "P", "ground"],
            ["13", "STATE", "O", "high while a link is up"],
            ["14", "KEY", "I", "high > 1 s: drop the link"],
        ],
        7.5,
    )
    s.heading("7. Notes", 10.5)
    s.bullets(
        [
            "Connecting a 5 V UART directly to RXD of the BLM-24T module damages it; use "
            "the BLM-24T-B or a level shifter.",
            "The VIN pin of the BLM-24T-B must not be fed from 3.3 V: the LDO needs at least "
            "3.6 V.",
            "Range depends on antenna placement and surroundings; 60 m is measured line of "
            "sight at +4 dBm.",
            "Bluetooth SIG qualification: listed as end product QDID pending.",
        ],
        8,
    )
    revision_table(s, [["2024-04-08", "1.2", "Breakout version added"]], (90, 60, 349))
    return save(s, out / "blm-24t.pdf")


# ------------------------------------------------- load-cell amplifier (Tokyo shop)
def lca24(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="KANDA PARTS LAB  -  Sotokanda, Tokyo",
        header_right="Item page  KPL-0471",
        footer_left="Kanda Parts Lab - printed item page - prices include 10 % consumption tax",
        footer_right="- {page} / {nb} -",
        table_fill=(252, 228, 205),
        accent=(200, 90, 0),
        grid=False,
    )
    s = Sheet(style, "LCA-24 24-bit load cell amplifier board")
    s.add_page()
    s.title_block(
        "LCA-24  Load Cell Amplifier Board",
        "24-bit weighing ADC board for strain-gauge load cells",
        "Item No. KPL-0471  -  " + YEN + "980 (tax incl.)  -  In stock",
        19,
    )
    s.heading("What it is", 11)
    s.para(
        "LCA-24 puts the QX2411 24-bit sigma-delta weighing ADC on a 34 x 21 mm board with the "
        "excitation transistor, input filter and terminals. Connect a 4-wire load cell (E+, "
        "E-, A+, A-) and read the result over two wires (PD_SCK, DOUT). This is a simple "
        "clocked serial interface, not I2C and not SPI, and there is no address.",
        8.5,
    )
    s.heading("Board data", 11)
    s.table(
        [Col("Item", 190), Col("Value", 309)],
        [
            ["Board supply VCC", "2.7 - 5.5 V"],
            ["Excitation E+ (to the load cell)", "4.3 V at VCC = 5.0 V; about VCC - 0.7 V"],
            ["Output data rate", "10 SPS (RATE jumper open) / 80 SPS (RATE jumper closed)"],
            ["Channels", "A (gain 128 or 64), B (gain 32)"],
            ["Interface", "2-wire clocked serial: PD_SCK in, DOUT out"],
            ["Board current", "1.6 mA typ. (including excitation regulator, without load cell)"],
        ],
        8,
    )
    s.heading("QX2411 chip characteristics", 11)
    s.para("AVDD = 5.0 V, Ta = 25 " + DEG + " unless noted (from the chip maker's data).", 7.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("Condition", 120),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Full-scale input (A+ - A-)", "gain 128", "", PM + "20", "", "mV"],
            ["", "gain 64", "", PM + "40", "", "mV"],
            ["", "channel B, gain 32", "", PM + "80", "", "mV"],
            ["Input noise", "gain 128, 10 SPS", "", "50", "", "nV rms"],
            ["Supply current", "normal operation", "", "1.4", "", "mA"],
            ["", "power-down", "", "0.3", "1", MU + "A"],
            ["VIH", "VCC = 5.0 V", "3.5", "", "", "V"],
            ["VIH", "VCC = 3.3 V", "2.3", "", "", "V"],
            ["VIL", "", "", "", "0.3 VCC", "V"],
            ["Operating temperature", "", "-40", "", "+85", DEG],
        ],
        7.5,
    )
    s.para(
        "Power-down: hold PD_SCK high for more than 60 " + MU + "s. A rising PD_SCK edge "
        "wakes the chip; the first reading after wake-up is ready after 400 ms at 10 SPS or "
        "50 ms at 80 SPS.",
        8,
    )
    s.add_page()
    s.heading("Gain and channel selection", 11)
    s.table(
        [
            Col("PD_SCK pulses per reading", 170, "C"),
            Col("Next channel", 150, "C"),
            Col("Gain", 179, "C"),
        ],
        [["25", "A", "128"], ["26", "B", "32"], ["27", "A", "64"]],
        8,
    )
    s.heading("Wiring", 11)
    s.table(
        [Col("Terminal", 90, "C"), Col("Wire colour (typical load cell)", 200), Col("To", 209)],
        [
            ["E+", "red", "load cell excitation +"],
            ["E-", "black", "load cell excitation -"],
            ["A-", "white", "signal -"],
            ["A+", "green", "signal +"],
            ["VCC / GND", "-", "host 2.7 - 5.5 V and ground"],
            ["DT / SCK", "-", "DOUT and PD_SCK to any two GPIOs"],
        ],
        8,
    )
    s.heading("Shop staff notes", 11)
    s.bullets(
        [
            "With a 3.3 V board (ESP32, Pico) power the LCA-24 from the 3.3 V pin, not from "
            "5 V: at VCC = 5 V the PD_SCK input needs 3.5 V for a high level.",
            "Typical kitchen-scale cells (1 kg, 1 mV/V) give only 5 mV at full load with "
            "4.3 V excitation, so use gain 128.",
            "Four half-bridge bathroom-scale sensors can be combined into one bridge.",
            "For stable readings keep the board away from the ESP32 antenna and switchers.",
            "We do not specify a weighing accuracy: it depends on the load cell.",
        ],
        8.5,
    )
    s.heading("Prices", 11)
    s.table(
        [Col("Quantity", 130, "C"), Col("Unit price", 130, "C"), Col("Item No.", 239, "C")],
        [
            ["1 - 4", YEN + "980", "KPL-0471"],
            ["5 - 19", YEN + "900", "KPL-0471"],
            ["20+", YEN + "820", "KPL-0471"],
        ],
        8,
    )
    revision_table(s, [["2024-07-01", "2", "RATE jumper note added"]], (90, 60, 349))
    return save(s, out / "lca-24.pdf")


# ----------------------------------------- solenoid valve (Italian / English catalogue)
def idv215(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="IDROVALVOLE BRIANZA S.r.l.",
        header_right="Serie IDV-215  -  Scheda tecnica / Data sheet",
        footer_left="Idrovalvole Brianza S.r.l. - Via dell'Industria, Monza (MB) - Cat. 2024",
        footer_right="Foglio {page}/{nb}",
        table_fill=(205, 225, 245),
        accent=(0, 70, 150),
        grid=True,
    )
    s = Sheet(style, "IDV-215 2/2-way solenoid valve for water")
    s.add_page()
    s.title_block(
        "IDV-215",
        "Elettrovalvola 2/2 vie per acqua, normalmente chiusa / "
        "2/2-way solenoid valve for water, normally closed",
        'Servoassistita a membrana, G 1/2" / servo-assisted diaphragm, G 1/2"  -  '
        "ottone / brass body",
        20,
    )
    s.heading("Dati tecnici valvola / Valve technical data", 10.5)
    s.table(
        [Col("Caratteristica / Characteristic", 250), Col("Valore / Value", 249, "C")],
        [
            ["Funzione / Function", "2/2 NC (normalmente chiusa / normally closed)"],
            ["Attacchi / Ports", 'G 1/2" (ISO 228)'],
            ["Orifizio / Orifice", "13 mm"],
            ["Fattore di flusso / Flow factor Kv", "4.2 m3/h"],
            [
                "Pressione differenziale di lavoro /\nOperating pressure differential",
                "0.2 ... 10 bar",
            ],
            ["Pressione di scoppio / Burst pressure", "40 bar"],
            ["Temperatura del fluido /\nFluid temperature", "+1 ... +80 " + DEG],
            ["Temperatura ambiente /\nAmbient temperature", "-10 ... +50 " + DEG],
            ["Tempo di apertura / Opening time", "30 ms"],
            ["Tempo di chiusura / Closing time", "120 ms"],
            ["Materiali / Materials", "brass, NBR diaphragm, stainless steel core"],
        ],
        7.8,
    )
    s.heading("Dati bobina / Coil data", 10.5)
    s.para(
        "Bobina classe F, connettore DIN EN 175301-803 forma B / class F coil, "
        "DIN EN 175301-803 form B connector.",
        7.5,
    )
    s.table(
        [
            Col("Codice / Code", 170),
            Col("IDV-215-12DC", 110, "C"),
            Col("IDV-215-24DC", 110, "C"),
            Col("IDV-215-230AC", 109, "C"),
        ],
        [
            ["Tensione nominale /\nRated voltage", "12 V DC", "24 V DC", "230 V AC 50/60 Hz"],
            ["Tolleranza / Tolerance", PM + "10 %", PM + "10 %", "-15 / +10 %"],
            ["Potenza / Power", "5.0 W", "5.0 W", "6 VA (spunto / inrush 9 VA)"],
            ["Corrente / Current", "0.42 A", "0.21 A", "26 mA"],
            [
                "Resistenza bobina (20 " + DEG + ") /\nCoil resistance (20 " + DEG + ")",
                "28.8 " + OHM,
                "115 " + OHM,
                "-",
            ],
            ["Servizio / Duty cycle", "100 % ED", "100 % ED", "100 % ED"],
            ["Protezione / Protection", "IP65", "IP65", "IP65"],
        ],
        7.8,
    )
    s.add_page()
    s.heading("Note di installazione / Installation notes", 10.5)
    s.bullets(
        [
            "La valvola richiede una pressione differenziale minima di 0.2 bar per aprire e "
            "chiudere. The valve needs at least 0.2 bar pressure differential to open and "
            "close: it does not work on gravity-fed systems such as a rain barrel with less "
            "than 2 m of head.",
            "IP65 solo con connettore montato e guarnizione / IP65 only with the connector and "
            "its gasket fitted.",
            "Proteggere dal gelo / Protect from frost: water must not freeze in the body.",
            "Montare con la bobina verso l'alto / Mount with the coil on top. Fit a 0.5 mm "
            "strainer upstream.",
            "For DC coils driven by a transistor or relay module fit a flyback diode across "
            "the coil.",
        ],
        8,
    )
    s.heading("Codici d'ordine / Ordering codes", 10.5)
    s.table(
        [
            Col("Codice / Code", 150),
            Col("Attacco / Port", 90, "C"),
            Col("Bobina / Coil", 110, "C"),
            Col("Peso / Weight", 149, "C"),
        ],
        [
            ["IDV-215-12DC", 'G 1/2"', "12 V DC", "310 g"],
            ["IDV-215-24DC", 'G 1/2"', "24 V DC", "310 g"],
            ["IDV-215-230AC", 'G 1/2"', "230 V AC", "330 g"],
            ["IDV-220-12DC", 'G 3/4"', "12 V DC", "420 g"],
        ],
        7.8,
    )
    s.heading("Ricambi / Spare parts", 10.5)
    s.table(
        [Col("Codice / Code", 150), Col("Descrizione / Description", 349)],
        [
            ["RB-12DC", "bobina di ricambio / spare coil 12 V DC, 5 W"],
            ["KM-215", "kit membrana / diaphragm kit, NBR"],
            ["CN-B", "connettore / connector form B with gasket, PG 9"],
        ],
        7.8,
    )
    revision_table(s, [["2024-01-22", "D", "Coil 24 V DC resistance corrected"]], (90, 60, 349))
    return save(s, out / "idv-215.pdf")


# ------------------------------------------ rotary encoder (Japanese component maker)
def rke11(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="KUROBE DENSHI CO., LTD.",
        header_right="Incremental Rotary Encoder  RKE-11S",
        footer_left="Specifications are subject to change without notice.  Cat. No. E-2404",
        footer_right="E-{page}",
        table_fill=(225, 232, 240),
        accent=(25, 55, 95),
        grid=False,
    )
    s = Sheet(style, "RKE-11S rotary encoder with push switch")
    s.add_page()
    s.title_block(
        "RKE-11S Series",
        "11 mm size incremental encoder with push-on switch, metal shaft",
        "Versions: RKE-11S-1530 (15 pulses / 30 detents), RKE-11S-2020 (20 pulses / 20 detents), "
        "module RKE-11S-M (on a 5-pin board)",
        18,
    )
    s.heading("\u25b6 Specifications", 11)
    s.table(
        [Col("Item", 200), Col("RKE-11S-1530", 150, "C"), Col("RKE-11S-2020", 149, "C")],
        [
            ["Electrical performance"],
            ["Output", "2-bit gray code (A, B)", "2-bit gray code (A, B)"],
            ["Resolution (pulses / 360" + "\u00b0" + ")", "15", "20"],
            ["Detents", "30", "20"],
            ["Rating (encoder)", "5 V DC, 0.5 mA", "5 V DC, 0.5 mA"],
            ["Rating (push switch)", "12 V DC, 50 mA", "12 V DC, 50 mA"],
            ["Chattering", "3 ms max. (15 rpm)", "3 ms max. (15 rpm)"],
            [
                "Insulation resistance",
                "100 M" + OHM + " min. (250 V DC)",
                "100 M" + OHM + " min. (250 V DC)",
            ],
            ["Dielectric strength", "300 V AC, 1 min", "300 V AC, 1 min"],
            ["Mechanical performance"],
            ["Rotational torque", "10 - 70 mN" + "\u00b7" + "m", "10 - 70 mN" + "\u00b7" + "m"],
            ["Push operating force", "4 " + PM + " 2 N", "4 " + PM + " 2 N"],
            ["Push travel", "0.5 " + PM + " 0.3 mm", "0.5 " + PM + " 0.3 mm"],
            ["Durability"],
            ["Rotational life", "30 000 cycles", "30 000 cycles"],
            ["Push switch life", "20 000 cycles", "20 000 cycles"],
            ["Environment"],
            ["Operating temperature", "-30 to +85 " + DEG, "-30 to +85 " + DEG],
            ["Storage temperature", "-40 to +85 " + DEG, "-40 to +85 " + DEG],
        ],
        7.8,
    )
    s.para(
        "Minimum rating: 1 V DC, 10 " + MU + "A. The encoder contacts are mechanical; debounce "
        "in software or with an RC filter (10 k" + OHM + " / 10 nF recommended).",
        8,
    )
    s.heading("\u25b6 Module version RKE-11S-M", 11)
    s.table(
        [Col("Item", 200), Col("RKE-11S-M", 299)],
        [
            ["Encoder fitted", "RKE-11S-2020"],
            ["Supply (+ pin)", "3.3 - 5 V"],
            ["Pull-up resistors", "10 k" + OHM + " on CLK, DT and SW to the + pin"],
            ["Pins", "CLK (A), DT (B), SW, +, GND"],
            ["Current at 5 V", "0.5 mA per closed contact through the pull-ups"],
        ],
        7.8,
    )
    s.add_page()
    s.heading("\u25b6 Ordering code", 11)
    s.table(
        [Col("Position", 90, "C"), Col("Meaning", 160), Col("Options", 249)],
        [
            ["RKE-11S", "series", "11 mm, with push switch"],
            ["-15 / -20", "pulses per turn", "15 or 20"],
            ["30 / 20", "detents", "30 or 20"],
            ["-F / -K", "shaft", "F: flatted 20 mm, K: knurled 15 mm"],
        ],
        7.8,
    )
    s.heading("\u25b6 Output waveform", 11)
    s.para(
        "Turning clockwise (seen from the shaft end) A leads B. Each detent of the "
        "RKE-11S-2020 produces one full cycle of A and B; the RKE-11S-1530 produces one "
        "half cycle per detent. Phase difference between A and B: 3 ms min. at 15 rpm.",
        8,
    )
    s.heading("\u25b6 Precautions", 11)
    s.bullets(
        [
            "Soldering: 350 " + DEG + " max. for 3 s; do not apply force to the terminals "
            "while hot.",
            "Do not apply more than 50 N of axial force to the shaft.",
            "This product is not sealed. Avoid water, dust and flux penetration.",
            "Keep the rotational speed below 60 rpm for correct output; faster turning may "
            "skip pulses.",
            "Do not use the encoder contacts to switch loads; the push switch may switch a "
            "small LED within its rating.",
        ],
        8,
    )
    revision_table(s, [["2024-04-15", "3", "Module version added"]], (90, 60, 349))
    return save(s, out / "rke-11s.pdf")
