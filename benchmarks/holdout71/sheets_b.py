"""Hold-out 71 datasheets, part 2: a PIR motion sensor module, a single-cell Li-ion
charger module, an I2S MEMS microphone and a bidirectional logic-level shifter board.

An Indonesian / English PIR module sheet (key / value table with one column per board
version, jumper and potentiometer notes, warm-up only in the notes), a Greek / English
charger module sheet (a charge-current table per programming resistor, protection values
only for the -P version, cell and board temperature ranges that look alike), an
Estonian / English MEMS microphone data sheet (current per supply-voltage column, clock
range with the sample-rate relation, symbol-only logic rows, an unnamed continuation
row) and an Irish maker-shop level-shifter product note (a rail table per side, a speed
table per signal kind, limits only in the "Gotchas" list).
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
LT = "<"


# ----------------------------------------------------- PIR module (Indonesian)
def sdnpir5(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="PT Sinar Deteksi Nusantara",
        header_right="SDN-PIR5 Lembar Data / Data Sheet",
        footer_left="PT Sinar Deteksi Nusantara - Bandung - Dok. SDN-PIR5-ID/EN Rev. 1.2",
        footer_right="Halaman {page} dari {nb}",
        table_fill=(210, 235, 235),
        accent=(0, 110, 110),
        grid=True,
    )
    s = Sheet(style, "SDN-PIR5 pyroelectric motion sensor module")
    s.add_page()
    s.title_block(
        "SDN-PIR5 / SDN-PIR5M",
        "Modul sensor gerak PIR / PIR motion sensor module",
        "Lensa Fresnel / Fresnel lens, keluaran digital / digital output",
        19,
    )
    s.heading("1. Deskripsi / Description", 10)
    s.para(
        "Modul ini mendeteksi gerakan manusia dengan sensor piroelektrik. The module detects "
        "moving people with a dual-element pyroelectric sensor and a BISS-type controller. "
        "OUT goes high when motion is seen and low again after the delay time. The SDN-PIR5 "
        "is the full-size board with two trimmers and a trigger jumper; the SDN-PIR5M is the "
        "mini board with fixed settings.",
        8.5,
    )
    s.heading("2. Spesifikasi / Specifications", 10)
    s.table(
        [
            Col("Parameter", 205),
            Col("SDN-PIR5", 150, "C"),
            Col("SDN-PIR5M", 144, "C"),
        ],
        [
            ["Tegangan kerja /\nWorking voltage", "DC 4.5 V - 20 V", "DC 2.7 V - 12 V"],
            ["Arus diam /\nQuiescent current", LT + " 60 " + MU + "A", LT + " 15 " + MU + "A"],
            [
                "Level keluaran / Output level",
                "tinggi / high 3.3 V, rendah / low 0 V",
                "tinggi / high 3.3 V, rendah / low 0 V",
            ],
            ["Waktu tunda / Delay time", "5 s - 300 s (trimmer Tx)", "2 s (tetap / fixed)"],
            ["Waktu blokir / Block time", "2.5 s", "2.5 s"],
            [
                "Mode pemicu / Trigger mode",
                "L: tunggal / single\nH: berulang / repeatable",
                "H: berulang / repeatable",
            ],
            ["Jarak deteksi / Sensing distance", LE + " 7 m (trimmer Sx)", LE + " 3 m"],
            ["Sudut deteksi / Sensing angle", LT + " 110" + "\u00b0", LT + " 100" + "\u00b0"],
            [
                "Suhu kerja /\nOperating temperature",
                "-15 " + DEG + " ~ +70 " + DEG,
                "-15 " + DEG + " ~ +70 " + DEG,
            ],
            ["Dimensi / Board size", "32 x 24 mm", "10 x 8 mm (tanpa lensa)"],
        ],
        7.5,
    )
    s.heading("3. Pin / Pins", 10)
    s.table(
        [Col("Pin", 70, "C"), Col("Nama / Name", 90, "C"), Col("Keterangan / Description", 339)],
        [
            ["1", "VCC", "catu daya / supply (see table above)"],
            ["2", "OUT", "keluaran digital / digital output, 3.3 V high"],
            ["3", "GND", "ground"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("4. Catatan / Notes", 10)
    s.bullets(
        [
            "Setelah dinyalakan modul butuh waktu stabil sekitar 60 detik. After power-up the "
            "module needs about 60 s to settle; OUT may switch on and off during this time.",
            "Keluaran dapat menyuplai arus maks. 10 mA. OUT can source at most 10 mA; it can "
            "drive an LED with a resistor, but use a transistor for a relay coil.",
            "Dengan VCC = 5 V, OUT 3.3 V terbaca HIGH oleh Arduino 5 V dan ESP32. "
            "With 3.3 V high, OUT is read as HIGH by 5 V Arduino boards and by 3.3 V boards.",
            "SDN-PIR5: VCC di bawah 4.5 V tidak dijamin (regulator 3.3 V on board). Below 4.5 V "
            "the on-board 3.3 V regulator drops out; the SDN-PIR5M has no regulator.",
            "Hindari sinar matahari langsung, AC dan kipas. Keep away from direct sun, air "
            "conditioners and fans: fast temperature changes cause false triggers.",
        ],
        8,
    )
    s.heading("5. Lensa / Lens options", 10)
    s.table(
        [Col("Kode lensa / Lens code", 150), Col("Diameter", 110, "C"), Col("Pola / Pattern", 239)],
        [
            ["L23", "23 mm", "dome, wide angle (standard on SDN-PIR5)"],
            ["L12", "12 mm", "dome, mini (standard on SDN-PIR5M)"],
            ["L23-C", "23 mm", "curtain, 15" + "\u00b0" + " strip"],
        ],
        7.5,
    )
    s.heading("6. Pengaturan / Adjustment", 10)
    s.table(
        [
            Col("Trimmer / Jumper", 140),
            Col("Putar searah jarum jam / Clockwise", 180),
            Col("Berlawanan / Counter-clockwise", 179),
        ],
        [
            [
                "Sx (jarak / distance)",
                "lebih jauh / longer, up to 7 m",
                "lebih dekat / shorter, about 3 m",
            ],
            [
                "Tx (tunda / delay)",
                "lebih lama / longer, up to 300 s",
                "lebih singkat / shorter, 5 s",
            ],
        ],
        7.5,
    )
    revision_table(s, [["2024-02-14", "1.2", "SDN-PIR5M ditambahkan / added"]], (90, 60, 349))
    return save(s, out / "sdn-pir5.pdf")


# ------------------------------------------------------ Li-ion charger (Greek)
def krt1s1a(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="KRITIS ELECTRONICS I.K.E.",
        header_right="KRT-1S1A  Φύλλο δεδομένων / Data sheet",
        footer_left="Kritis Electronics I.K.E., Ηράκλειο Κρήτης / Heraklion  -  KRT1S1A-GR/EN έκδ. 2",
        footer_right="Σελίδα {page}/{nb}",
        table_fill=(220, 230, 250),
        accent=(0, 60, 160),
        grid=False,
    )
    s = Sheet(style, "KRT-1S1A single-cell Li-ion charger module")
    s.add_page()
    s.title_block(
        "KRT-1S1A / KRT-1S1A-P",
        "Φορτιστής μπαταρίας Li-ion ενός στοιχείου / Single-cell Li-ion charger module",
        "Γραμμική φόρτιση CC/CV, είσοδος USB-C / linear CC/CV charging, USB-C input",
        19,
    )
    s.para(
        "Η μονάδα φορτίζει ένα στοιχείο Li-ion / Li-Po 3.7 V. The module charges one 3.7 V "
        "Li-ion or Li-Po cell with constant current, then constant voltage, from a 5 V USB "
        "supply. The KRT-1S1A-P adds a protection IC and a dual MOSFET between the cell and "
        "the OUT+ / OUT- pads; the plain KRT-1S1A has no cell protection.",
        8.5,
    )
    s.heading("1. Ηλεκτρικά χαρακτηριστικά / Electrical characteristics", 10)
    s.para(
        "TA = 25 "
        + DEG
        + ", VIN = 5 V, RPROG = 1.2 k"
        + OHM
        + " εκτός αν αναφέρεται / unless noted.",
        7.5,
    )
    s.table(
        [
            Col("Παράμετρος / Parameter", 185),
            Col("Σύμβολο", 55, "C"),
            Col("Συνθήκες / Conditions", 95),
            Col("Ελάχ.\nMin", 40, "C"),
            Col("Τυπ.\nTyp", 40, "C"),
            Col("Μέγ.\nMax", 40, "C"),
            Col("Μον.", 44, "C"),
        ],
        [
            ["Τάση εισόδου / Input voltage", "VIN", "", "4.5", "5.0", "5.5", "V"],
            [
                "Τάση φόρτισης / Regulated\ncharge voltage",
                "VFLOAT",
                "CV phase",
                "4.158",
                "4.2",
                "4.242",
                "V",
            ],
            [
                "Ρεύμα φόρτισης / Charge current",
                "ICHG",
                "RPROG = 1.2 k" + OHM,
                "900",
                "1000",
                "1100",
                "mA",
            ],
            [
                "Ρεύμα προφόρτισης /\nTrickle charge current",
                "ITRKL",
                "VBAT < VTRKL",
                "",
                "120",
                "",
                "mA",
            ],
            [
                "Κατώφλι προφόρτισης / Trickle threshold",
                "VTRKL",
                "VBAT rising",
                "2.8",
                "2.9",
                "3.0",
                "V",
            ],
            ["Κατώφλι επαναφόρτισης /\nRecharge threshold", "VRECH", "", "", "4.05", "", "V"],
            ["Ρεύμα τερματισμού / Termination current", "ITERM", "", "", "100", "", "mA"],
            [
                "Ρεύμα από την μπαταρία /\nBattery drain, VIN open",
                "IBAT",
                "KRT-1S1A",
                "",
                "1",
                "2",
                MU + "A",
            ],
            ["", "", "KRT-1S1A-P", "", "4", "7", MU + "A"],
        ],
        7.5,
    )
    s.heading("2. Προστασία (μόνο -P) / Cell protection (KRT-1S1A-P only)", 10)
    s.table(
        [
            Col("Λειτουργία / Function", 230),
            Col("Κατώφλι / Threshold", 130, "C"),
            Col("Επαναφορά / Release", 139, "C"),
        ],
        [
            ["Υπερφόρτιση / Over-charge", "4.30 V", "4.10 V"],
            ["Υπερεκφόρτιση / Over-discharge", "2.40 V", "3.00 V"],
            ["Υπερένταση / Over-current (discharge)", "3.0 A", "load removed"],
            ["Βραχυκύκλωμα / Short circuit", "yes, < 100 " + MU + "s", "load removed"],
        ],
        7.5,
    )
    s.heading("3. Απόλυτα μέγιστα / Absolute maximum ratings", 10)
    s.leaders(
        [
            ("Τάση εισόδου VIN / Input voltage VIN ", " -0.3 V to 8 V"),
            ("Τάση BAT / BAT pin voltage ", " -0.3 V to 6.5 V"),
            ("Θερμοκρασία αποθήκευσης / Storage temperature ", " -40 " + DEG + " to +125 " + DEG),
        ],
        8,
    )
    s.add_page()
    s.heading("4. Ρύθμιση ρεύματος / Setting the charge current", 10)
    s.para(
        "Αλλάξτε την αντίσταση RPROG (R3). Replace R3 (RPROG) to set the constant-current "
        "level; the module ships with 1.2 k" + OHM + " = 1000 mA. Choose at most 0.5 C to 1 C "
        "of your cell's capacity.",
        8.5,
    )
    s.table(
        [
            Col("RPROG (k" + OHM + ")", 124, "C"),
            Col("10", 75, "C"),
            Col("5", 75, "C"),
            Col("2", 75, "C"),
            Col("1.66", 75, "C"),
            Col("1.2", 75, "C"),
        ],
        [["ICHG (mA)", "130", "250", "580", "700", "1000"]],
        7.5,
    )
    s.heading("5. Ενδείξεις LED / Status LEDs", 10)
    s.table(
        [
            Col("Κατάσταση / State", 220),
            Col("Κόκκινο / Red", 140, "C"),
            Col("Μπλε / Blue", 139, "C"),
        ],
        [
            ["Φόρτιση / Charging", "ON", "OFF"],
            ["Πλήρης / Charge complete", "OFF", "ON"],
            ["Χωρίς μπαταρία / No battery", "flashing", "ON"],
        ],
        7.5,
    )
    s.heading("6. Θερμοκρασία / Temperature", 10)
    s.para(
        "Θερμοκρασία λειτουργίας μονάδας / Module operating temperature: -10 " + DEG + " to "
        "+85 "
        + DEG
        + ". Li-ion cells must only be charged between 0 "
        + DEG
        + " and 45 "
        + DEG
        + "; the module has no thermistor input (TEMP is tied to GND), so it cannot "
        "check this for you.",
        8.5,
    )
    s.heading("7. Συχνές ερωτήσεις / FAQ", 10)
    s.bullets(
        [
            "Can I charge two cells in series (2S)? No. VFLOAT is 4.2 V: one cell, or several "
            "cells in parallel.",
            "Can I charge a LiFePO4 cell? No, LiFePO4 needs 3.6 V.",
            "Can the load stay connected while charging? Yes, on OUT+ / OUT- of the -P version; "
            "the load current is then taken from the charge current.",
            "At 1000 mA the charger IC gets hot (about 70 " + DEG + " case); it reduces the "
            "current itself above 120 " + DEG + " junction.",
        ],
        8,
    )
    revision_table(s, [["2024-07-08", "2", "USB-C, έκδοση -P / -P version"]], (90, 60, 349))
    return save(s, out / "krt-1s1a.pdf")


# ---------------------------------------------------- I2S microphone (Estonian)
def lma4350(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="LÄÄNEMERE AKUSTIKA OÜ",
        header_right="LMA4350  Andmeleht / Data sheet",
        footer_left="Läänemere Akustika OÜ, Tallinn  ·  LMA4350 rev. 1.1  ·  Andmed võivad muutuda / subject to change",
        footer_right="Lk {page} / {nb}",
        table_fill=(230, 230, 230),
        accent=(0, 80, 150),
        grid=True,
    )
    s = Sheet(style, "LMA4350 digital I2S MEMS microphone")
    s.add_page()
    s.title_block(
        "LMA4350 / LMA4350H",
        "Digitaalne MEMS-mikrofon I2S väljundiga / Digital MEMS microphone with I2S output",
        "Põhjaport / bottom port, 24-bit I2S, LGA 3.50 x 2.65 x 0.98 mm",
        19,
    )

    def left() -> None:
        s.para(
            "LMA4350 on väikese voolutarbega digitaalne mikrofon. The LMA4350 is an "
            "omnidirectional MEMS microphone with an ADC, decimation filter and a standard "
            "24-bit I2S interface, so it connects directly to the I2S port of a host such as "
            "an ESP32 without a codec. Two microphones share one data line for stereo; L/R "
            "selects the channel. The LMA4350H is the high-SNR grade.",
            8,
        )

    def right() -> None:
        s.bullets(
            [
                "SNR 63 dB(A) (LMA4350), 66 dB(A) (LMA4350H)",
                "Sensitivity -26 dBFS",
                "Acoustic overload 120 dB SPL",
                "Start-up within 262 144 SCK cycles",
                "Sample rate fS = fSCK / 64",
            ],
            8,
        )

    s.side_by_side(left, right, 290)
    s.heading("1  Piirväärtused / Absolute maximum ratings", 10)
    s.table(
        [
            Col("Parameeter / Parameter", 260),
            Col("Väärtus / Rating", 130, "C"),
            Col("Ühik / Unit", 109, "C"),
        ],
        [
            ["Toitepinge / Supply voltage VDD", "-0.3 ... 4.0", "V"],
            ["Digitaalsisendid / Digital input voltage", "-0.3 ... VDD + 0.3", "V"],
            ["Mehaaniline löök / Mechanical shock", "10 000", "g"],
            ["Hoiutemperatuur / Storage temperature", "-55 ... +150", DEG],
        ],
        7.5,
    )
    s.heading("2  Tööpiirkond / Operating range", 10)
    s.table(
        [
            Col("Parameeter / Parameter", 190),
            Col("Tähis", 50, "C"),
            Col("Min", 50, "C"),
            Col("Tüüp. / Typ", 55, "C"),
            Col("Max", 50, "C"),
            Col("Ühik", 104, "C"),
        ],
        [
            ["Toitepinge / Supply voltage", "VDD", "1.62", "1.8", "3.6", "V"],
            ["Töötemperatuur / Operating temperature", "TA", "-40", "", "+85", DEG],
            ["SCK sagedus / SCK frequency", "fSCK", "1.024", "", "4.096", "MHz"],
            ["WS sagedus / Word select frequency", "fWS", "16", "", "64", "kHz"],
        ],
        7.5,
    )
    s.heading("3  Voolutarve / Current consumption", 10)
    s.table(
        [
            Col("Parameeter / Parameter", 190),
            Col("Tingimus / Condition", 110),
            Col("VDD = 1.8 V", 65, "C"),
            Col("VDD = 3.3 V", 65, "C"),
            Col("Ühik", 69, "C"),
        ],
        [
            ["Töövool / Supply current, typ.", "fSCK = 3.072 MHz", "600", "720", MU + "A"],
            ["", "max.", "750", "900", MU + "A"],
            ["Puhkerežiim / Standby (SCK stopped)", "typ.", "0.9", "1.6", MU + "A"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("4  Digitaalliides / Digital interface", 10)
    s.para("VDD = 1.62 ... 3.6 V, TA = -40 ... +85 " + DEG + ".", 7.5)
    s.table(
        [
            Col("Parameeter / Parameter", 190),
            Col("Tähis", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Ühik", 129, "C"),
        ],
        [
            ["", "VIH", "0.7 VDD", "VDD + 0.3", "V"],
            ["", "VIL", "-0.3", "0.25 VDD", "V"],
            ["Väljund madal / Output low, 2 mA", "VOL", "", "0.1 VDD", "V"],
            ["Käivitusaeg / Start-up time", "tSTART", "", "85", "ms"],
        ],
        7.5,
    )
    s.heading("5  Viigud / Pin functions", 10)
    s.table(
        [
            Col("Viik / Pin", 60, "C"),
            Col("Nimi / Name", 70, "C"),
            Col("Funktsioon / Function", 369),
        ],
        [
            ["1", "SCK", "serial data clock, 1.024 ... 4.096 MHz"],
            ["2", "SD", "serial data out, high-Z in the unused half-frame"],
            ["3", "WS", "word select, 16 ... 64 kHz"],
            ["4", "L/R", "GND = left (WS low), VDD = right (WS high)"],
            ["5", "GND", "ground"],
            ["6", "VDD", "supply; 0.1 " + MU + "F to GND as close as possible"],
        ],
        7.5,
    )
    s.heading("6  Märkused / Notes", 10)
    s.bullets(
        [
            "Andmeformaat / data format: 24-bit two's complement, MSB first, one SCK delay after WS.",
            "Do not run the LMA4350 from 5 V; the maximum rating is 4.0 V.",
            "Keep the acoustic port free of solder flux; no wash process is allowed.",
            "Frequency response and THD plots are in application note AN-4350-01.",
        ],
        8,
    )
    revision_table(s, [["2024-10-03", "1.1", "LMA4350H lisatud / added"]], (90, 60, 349))
    return save(s, out / "lma4350.pdf")


# ------------------------------------------------------ level shifter (Irish shop)
def cclls(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Corrib Circuits",
        header_right="CC-LLS product notes",
        footer_left="Corrib Circuits Ltd., Galway  -  made in Ireland",
        footer_right="sheet {page} of {nb}",
        table_fill=(215, 240, 215),
        accent=(0, 110, 40),
        grid=False,
    )
    s = Sheet(style, "CC-LLS bidirectional logic level shifter")
    s.add_page()
    s.title_block(
        "CC-LLS4 / CC-LLS8",
        "Bidirectional logic level shifter, 4 or 8 channels",
        "One BSS138 MOSFET and two 10 kOhm pull-ups per channel",
        19,
    )
    s.heading("What it does", 10.5)
    s.para(
        "Sits between a 3.3 V board and a 5 V board (or 1.8 V and 3.3 V) and lets signals go "
        "both ways on every channel, no direction pin needed. Good for I2C, UART, SPI at "
        "modest speed and one-wire buses. The CC-LLS4 has four channels, the CC-LLS8 eight; "
        "otherwise they are the same.",
        8.5,
    )
    s.heading("The two sides", 10.5)
    s.table(
        [
            Col("Rail", 150),
            Col("Lowest", 85, "C"),
            Col("Usual", 85, "C"),
            Col("Highest", 85, "C"),
            Col("", 94, "C"),
        ],
        [
            ["LV (low side)", "1.8", "3.3", "3.6", "V"],
            ["HV (high side)", "2.7", "5.0", "5.5", "V"],
        ],
        8,
    )
    s.para(
        "LV must always be lower than HV. Power both rails; the board draws no current of "
        "its own except through the pull-ups when a line is held low (about 0.5 mA per low "
        "line at 5 V).",
        8.5,
    )
    s.heading("How fast?", 10.5)
    s.table(
        [Col("Signal kind", 200), Col("Tested up to", 150, "C"), Col("Notes", 149)],
        [
            ["I2C, on-board 10 k pull-ups only", "400 kHz", "100 pF bus"],
            ["I2C, extra 2.2 k pull-ups on HV", "1 MHz", "100 pF bus"],
            ["UART", "115200 baud", "either direction"],
            ["SPI / push-pull, LV to HV", "2 MHz", "rising edge is slow"],
            ["SPI / push-pull, HV to LV", "4 MHz", ""],
        ],
        8,
    )
    s.heading("Gotchas", 10.5)
    s.bullets(
        [
            "Never more than 6 V on HV or 4 V on LV - the MOSFETs survive it but the pull-up "
            "networks and your boards may not.",
            "Each channel passes only a few mA: do not drive LEDs, relays or motors through it.",
            "Not for WS2812 / NeoPixel data at 800 kHz from 3.3 V: the slow rising edge breaks "
            "the timing. Use a 74AHCT125 instead.",
            "Not for analog signals: it is a switch with pull-ups, not a buffer.",
            "Outputs on the LV side reach LV, on the HV side reach HV (through 10 k).",
        ],
        8.5,
    )
    s.add_page()
    s.heading("Pinout", 10.5)
    s.table(
        [Col("Pin (LV side)", 120, "C"), Col("Pin (HV side)", 120, "C"), Col("What", 259)],
        [
            ["LV", "HV", "the two supply rails"],
            ["GND", "GND", "common ground (both pins connected)"],
            ["LV1 ... LV4", "HV1 ... HV4", "channels 1-4 (CC-LLS4, CC-LLS8)"],
            ["LV5 ... LV8", "HV5 ... HV8", "channels 5-8 (CC-LLS8 only)"],
        ],
        8,
    )
    s.heading("Board data", 10.5)
    s.table(
        [Col("", 200), Col("CC-LLS4", 150, "C"), Col("CC-LLS8", 149, "C")],
        [
            ["Channels", "4", "8"],
            ["Size", "16 x 13 mm", "26 x 13 mm"],
            ["Pull-ups per channel", "2 x 10 k" + OHM, "2 x 10 k" + OHM],
            ["Working temperature", "-40 to +85 " + DEG, "-40 to +85 " + DEG],
        ],
        8,
    )
    s.heading("Questions we get", 10.5)
    s.lines(
        [
            "Can I run 5 V I2C sensors from a Raspberry Pi? Yes: LV = 3.3 V from the Pi, HV = 5 V.",
            "Can it shift 12 V signals? No, HV tops out at 5.5 V.",
            "Do I need pull-ups on the I2C bus as well? Not for short buses; the board has them.",
            "Is it ESD protected? Only what the BSS138 gives you; no extra parts.",
        ],
        8,
    )
    revision_table(s, [["2024-11-12", "C", "Speed table re-measured with 100 pF"]], (90, 60, 349))
    return save(s, out / "cc-lls.pdf")
