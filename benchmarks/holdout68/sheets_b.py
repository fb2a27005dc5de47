"""Hold-out 68 datasheets, part 2: an I2S DAC amplifier module, a water level float
switch, a gesture sensor module and a DC-output solid-state relay.

A Czech maker-shop module sheet (bilingual row names, output power in a table
whose columns are supply voltages and whose rows are loads), a US industrial
catalog page (units in their own column, imperial and metric, one column per
material version, ratings only in a 'Contact rating' sentence), a Singapore
maker-shop gesture module guide (values only in prose and an FAQ, register
decoys) and a French DC solid-state relay sheet (bilingual labels, one column
per current version, derating only in a note, absolute vs operating rows).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
DEGF = "\u00b0F"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"


# ------------------------------------------------------------ I2S amplifier (Czech)
def zvi2s(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="ZVUKOVOD s.r.o.  |  moduly pro bastlire",
        header_right="ZV-I2S3 / ZV-I2S3S",
        footer_left="Zvukovod s.r.o., Brno  |  katalogovy list / data sheet 2024-01",
        footer_right="str. {page}/{nb}",
        table_fill=(245, 225, 225),
        accent=(150, 20, 30),
    )
    s = Sheet(style, "ZV-I2S3 I2S amplifier module")
    s.add_page()
    s.title_block(
        "ZV-I2S3",
        "I2S digital input class-D mono amplifier module / Modul zesilovace s I2S",
        "ZV-I2S3 (screw terminal)  |  ZV-I2S3S (with 2 W, 8 " + OHM + " speaker on cable)",
        20,
    )
    s.heading("Popis / Description", 10)
    s.para(
        "The module takes standard I2S audio (BCLK, LRC, DIN) directly from a microcontroller "
        "such as ESP32 or Raspberry Pi, converts it with a built-in DAC and drives one "
        "speaker in bridge-tied mode. No MCLK is needed. Inputs BCLK, LRC, DIN and SD accept "
        "3.3 V logic (high level 1.3 V min.); never drive them above VIN.",
        8.5,
    )
    s.heading("Parametry / Parameters", 10)
    s.table(
        [
            Col("Parametr / Parameter", 210),
            Col("min.", 55, "C"),
            Col("typ.", 55, "C"),
            Col("max.", 55, "C"),
            Col("jedn. / unit", 124, "C"),
        ],
        [
            ["Napájecí napětí VIN /\nSupply voltage VIN", "2.5", "5.0", "5.5", "V"],
            ["Klidový proud /\nQuiescent current (VIN = 5 V)", "", "2.4", "3.5", "mA"],
            ["Proud ve vypnutí /\nShutdown current (SD = 0 V)", "", "2", "10", MU + "A"],
            ["Vzorkovací kmitočet /\nSample rate", "8", "", "96", "kHz"],
            ["Zesílení / Gain", "3", "9", "15", "dB"],
            ["Provozní teplota /\nOperating temperature", "-20", "", "+70", DEG],
        ],
        8,
    )
    s.para("Word length: 16, 24 or 32 bit, I2S or left-justified (set by SD pin level).", 8)
    s.heading("Výstupní výkon / Output power (THD+N = 10 %, f = 1 kHz)", 10)
    s.table(
        [
            Col("Zátěž / Load", 140),
            Col("VIN = 3.3 V", 90, "C"),
            Col("VIN = 3.7 V", 90, "C"),
            Col("VIN = 5.0 V", 90, "C"),
            Col("", 89, "C"),
        ],
        [
            ["4 " + OHM, "1.3", "1.6", "3.0", "W"],
            ["8 " + OHM, "0.7", "0.9", "1.7", "W"],
        ],
        8,
    )
    s.para(
        "With THD+N = 1 % the values are about 20 % lower. Do not use loads below 3 " + OHM + ".",
        8,
    )
    s.heading("Nastavení zesílení / Gain pin", 10)
    s.table(
        [Col("GAIN pin connection", 250), Col("Gain", 249, "C")],
        [
            ["GND via 100 k" + OHM, "15 dB"],
            ["GND", "12 dB"],
            ["open (default)", "9 dB"],
            ["VIN", "6 dB"],
            ["VIN via 100 k" + OHM, "3 dB"],
        ],
        8,
    )
    s.add_page()
    s.heading("Zapojení / Pinout", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80), Col("Function", 359)],
        [
            ["1", "LRC", "left/right clock (word select), 8 ... 96 kHz"],
            ["2", "BCLK", "bit clock"],
            ["3", "DIN", "serial data"],
            ["4", "GAIN", "gain select, see table"],
            ["5", "SD", "shutdown / channel select; 0 V = off"],
            ["6", "GND", "ground"],
            ["7", "VIN", "2.5 ... 5.5 V"],
        ],
        8,
    )
    s.heading("Poznámky / Notes", 10)
    s.bullets(
        [
            "Speaker outputs (+ / -) are bridged. Never connect either output to GND or to a "
            "second amplifier.",
            "At 5 V and 4 " + OHM + " the peak supply current is up to 800 mA; a USB port of "
            "500 mA will brown out at full volume.",
            "The ZV-I2S3S speaker is rated 2 W at 8 " + OHM + ".",
            "No headphone output. No volume control: set the volume in software.",
            "ESP32 (3.3 V) and Raspberry Pi (3.3 V GPIO) are directly supported.",
        ],
        8.5,
    )
    revision_table(
        s,
        [["2023-05-02", "1.0", "first release"], ["2024-01-15", "1.1", "ZV-I2S3S added"]],
        (100, 60, 339),
    )
    return save(s, out / "zv-i2s3.pdf")


# ------------------------------------------------------------ float switch (US catalog)
def lf210(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="PRAIRIE CONTROLS INC.",
        header_right="LEVEL SWITCHES  |  LF-210 SERIES",
        footer_left="Prairie Controls Inc., Sioux Falls SD  |  Catalog LS-24  |  Specifications "
        "subject to change",
        footer_right="LS-{page}",
        table_fill=(210, 225, 240),
        accent=(0, 45, 100),
    )
    s = Sheet(style, "LF-210 float level switch")
    s.add_page()
    s.title_block(
        "LF-210 Series",
        "Side-Mount Horizontal Float Level Switch",
        "LF-210-PP (polypropylene)  -  LF-210-SS (316 stainless steel)",
        20,
    )
    s.heading("DESCRIPTION", 10)
    s.para(
        "The LF-210 mounts through the tank wall and carries a hinged float with a permanent "
        "magnet. As the liquid level rises the float swings up and actuates a hermetically "
        "sealed reed switch. Contacts are dry (SPST) and polarity free; the switch is form A "
        "(normally open) with the float down and may be field-converted to form B by turning "
        "the switch 180 degrees. Contact rating: 10 W max., 100 V DC max., 0.5 A max. "
        "switching (PP); SS version see table.",
        8.5,
    )
    s.heading("SPECIFICATIONS", 10)
    s.table(
        [
            Col("", 190),
            Col("Unit", 60, "C"),
            Col("LF-210-PP", 125, "C"),
            Col("LF-210-SS", 124, "C"),
        ],
        [
            ["Switching power, max.", "W", "10", "50"],
            ["Switching voltage, max.", "V DC", "100", "200"],
            ["Switching current, max.", "A", "0.5", "1.0"],
            ["Carry current, max.", "A", "1.0", "2.0"],
            ["Contact resistance, initial", "m" + "Ohm", "150", "100"],
            ["Operating temperature", DEG, "-10 to +85", "-20 to +120"],
            ["", DEGF, "14 to 185", "-4 to 248"],
            ["Pressure rating", "psi", "50", "150"],
            ["Liquid specific gravity, min.", "", "0.95", "0.75"],
            ["Mounting thread", "", '1/2" NPT', '1/2" NPT'],
            ["Lead wire", "", "22 AWG, 24 in.", "20 AWG, 36 in."],
        ],
        8,
    )
    s.heading("APPLICATION NOTES", 10)
    s.bullets(
        [
            "Reed contacts are damaged by inrush current. For lamps, solenoids, pumps or "
            "motor contactor coils use an interposing relay; never switch a pump motor "
            "directly.",
            "Connect to a microcontroller input with a pull-up resistor (10 kOhm typical); "
            "contact bounce lasts up to 1 ms.",
            "Not for use in hazardous (classified) locations unless connected to an approved "
            "intrinsically safe barrier.",
        ],
        8.5,
    )
    s.add_page()
    s.heading("DIMENSIONS AND ORDERING", 10)
    s.table(
        [Col("Catalog No.", 120), Col("Body", 130), Col("Float", 130), Col("Weight", 119, "C")],
        [
            ["LF-210-PP", "Polypropylene", "Polypropylene", "1.2 oz"],
            ["LF-210-SS", "316 SS", "316 SS", "4.1 oz"],
        ],
        8,
    )
    s.heading("SWITCH ACTION", 10)
    s.table(
        [
            Col("Float position", 170),
            Col("As shipped (Form A)", 165, "C"),
            Col("Inverted (Form B)", 164, "C"),
        ],
        [
            ["Down (liquid low)", "Open", "Closed"],
            ["Up (liquid high)", "Closed", "Open"],
        ],
        8,
    )
    s.para(
        "Actuation differential: approx. 0.25 in. (6 mm) between rising and falling level. "
        "Angle of float travel: 30 degrees.",
        8.5,
    )
    s.heading("WARRANTY", 10)
    s.para(
        "Prairie Controls warrants the LF-210 against defects in material and workmanship "
        "for one year from shipment. Reed switch life depends on the load and is not "
        "covered when the contact rating is exceeded.",
        8.5,
    )
    revision_table(
        s,
        [["01/2022", "A", "Catalog LS-22"], ["01/2024", "B", "SS version rating revised"]],
        (100, 60, 339),
    )
    return save(s, out / "lf-210.pdf")


# ------------------------------------------------------------ gesture module (Singapore)
def gm7x(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="MERLION MAKER LABS",
        header_right="GM-7X Gesture Sensor Module  -  Product Guide",
        footer_left="merlion maker labs pte ltd  |  GM-7X guide v1.3",
        footer_right="Page {page}",
        table_fill=(225, 245, 245),
        accent=(0, 120, 130),
    )
    s = Sheet(style, "GM-7X gesture sensor module")
    s.add_page()
    s.title_block(
        "GM-7X",
        "Hand Gesture Recognition Module (9 gestures, I2C)",
        'Variants: GM-7X (0.1" header) and GM-7X-Q (JST-SH 4-pin connector)',
        20,
    )
    s.heading("What is it?", 10.5)
    s.para(
        "GM-7X recognises up, down, left, right, forward, backward, clockwise, "
        "anticlockwise and wave, from a hand held 5 cm to 15 cm above the window. An "
        "on-board 3.3 V regulator lets you feed the board with anything from 3.3 V to 5 V "
        "on VIN. The I2C lines are pulled up to the on-board 3.3 V rail (10 kOhm), so a "
        "5 V Arduino Uno reads them fine without a level shifter, and the sensor chip never "
        "sees 5 V.",
        8.5,
    )
    s.heading("Quick specs", 10.5)
    s.table(
        [Col("What", 230), Col("Value", 269)],
        [
            ["Board power (VIN)", "3.3 V to 5 V"],
            ["Current while detecting", "about 3 mA (LED pulses 100 mA peak, 2 % duty)"],
            ["Current in suspend", "about 15 " + MU + "A (board LDO included)"],
            ["Interface", "I2C, up to 400 kHz"],
            ["I2C address", "0x73 (fixed)"],
            ["Gesture speed", "60 to 600 degrees per second (normal mode)"],
            ["Ambient light immunity", "< 1000 lux"],
            ["Working temperature", "-20 to +70 " + DEG],
            ["Size", "20 mm x 15 mm (GM-7X), 20 mm x 18 mm (GM-7X-Q)"],
        ],
        8,
    )
    s.heading("Pins", 10.5)
    s.table(
        [Col("Pin", 70, "C"), Col("GM-7X", 90, "C"), Col("GM-7X-Q", 90, "C"), Col("Note", 249)],
        [
            ["VIN", "1", "1 (red)", "3.3 V to 5 V"],
            ["GND", "2", "2 (black)", ""],
            ["SCL", "3", "4 (yellow)", "pulled up to 3.3 V"],
            ["SDA", "4", "3 (blue)", "pulled up to 3.3 V"],
            ["INT", "5", "-", "active low, open drain (GM-7X only)"],
        ],
        8,
    )
    s.add_page()
    s.heading("Registers you will use", 10.5)
    s.table(
        [Col("Bank", 60, "C"), Col("Reg", 70, "C"), Col("Name", 120), Col("Meaning", 249)],
        [
            ["0", "0x00", "PartID", "reads 0x20"],
            ["0", "0x43", "GES_FLAG_1", "bit0 up ... bit7 anticlockwise"],
            ["0", "0x44", "GES_FLAG_2", "bit0 wave"],
            ["0", "0xEF", "BANK_SEL", "0 or 1"],
            ["1", "0x65", "IDLE_TIME", "sets report rate, 120 Hz default"],
        ],
        8,
    )
    s.heading("FAQ", 10.5)
    s.para(
        "Can I use two GM-7X on one bus? No. The address cannot be changed; use an I2C "
        "multiplexer.",
        8.5,
    )
    s.para(
        "Does it work behind glass? Clear glass up to 2 mm thick reduces the range to about "
        "10 cm. Tinted or IR-blocking glass does not work.",
        8.5,
    )
    s.para(
        "Does it work outdoors? Direct sunlight saturates the sensor. It is designed for "
        "indoor use.",
        8.5,
    )
    s.para(
        "What is the power-up time? Wait 700 " + MU + "s after power on before the first "
        "I2C access.",
        8.5,
    )
    revision_table(
        s,
        [
            ["2022-10-01", "1.0", "first guide"],
            ["2023-06-12", "1.2", "GM-7X-Q added"],
            ["2024-01-15", "1.3", "suspend current with LDO"],
        ],
        (100, 60, 339),
    )
    return save(s, out / "gm-7x.pdf")


# ------------------------------------------------------------ DC SSR (French)
def rscdd(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="RELAIS STATIQUES DU RHONE",
        header_right="Fiche technique / Data sheet  RSR-DD",
        footer_left="RSR - Relais Statiques du Rhône SAS, Lyon  -  FT-RSR-DD-2024",
        footer_right="page {page} / {nb}",
        table_fill=(230, 230, 245),
        accent=(40, 40, 120),
    )
    s = Sheet(style, "RSR-DD DC solid-state relay")
    s.add_page()
    s.title_block(
        "RSR-DD10 / RSR-DD25 / RSR-DD40",
        "Relais statique courant continu / DC output solid-state relay",
        "Commande DC, sortie MOSFET, montage sur dissipateur / DC control, MOSFET output, "
        "panel mount",
        18,
    )
    s.heading("Caractéristiques / Features", 10)
    s.bullets(
        [
            "Sortie DC uniquement / DC loads only - will not switch AC",
            "Isolation entrée-sortie / input-output isolation 2500 V rms",
            "LED de signalisation / status LED on input",
            "Sortie non protégée contre l'inversion / output not reverse-polarity protected",
        ],
        8.5,
    )
    s.heading("Entrée (commande) / Input (control)", 10)
    s.para("Tamb = 25 " + DEG + " sauf indication contraire / unless otherwise stated", 7.5)
    s.table(
        [
            Col("Paramètre / Parameter", 200),
            Col("min.", 60, "C"),
            Col("typ.", 60, "C"),
            Col("max.", 60, "C"),
            Col("", 119, "C"),
        ],
        [
            ["Tension de commande /\nControl voltage", "3", "", "32", "V DC"],
            ["Tension d'enclenchement /\nMust-operate voltage", "", "", "3", "V DC"],
            ["Tension de retombée /\nMust-release voltage", "1", "", "", "V DC"],
            ["Courant d'entrée /\nInput current at 5 V", "", "6", "", "mA"],
            ["Courant d'entrée /\nInput current at 32 V", "", "", "12", "mA"],
        ],
        8,
    )
    s.heading("Sortie (charge) / Output (load)", 10)
    s.table(
        [
            Col("Paramètre / Parameter", 200),
            Col("RSR-DD10", 100, "C"),
            Col("RSR-DD25", 100, "C"),
            Col("RSR-DD40", 99, "C"),
        ],
        [
            ["Tension de charge /\nLoad voltage", "5-60 V DC", "5-60 V DC", "5-100 V DC"],
            ["Courant de charge /\nLoad current (1)", "10 A", "25 A", "40 A"],
            ["Courant de surcharge 10 ms /\nSurge current", "30 A", "75 A", "120 A"],
            [
                "Chute de tension à I nom. /\nOn-state voltage drop",
                LE + " 0.8 V",
                LE + " 1.0 V",
                LE + " 1.2 V",
            ],
            ["Courant de fuite /\nOff-state leakage", LE + " 1 mA", LE + " 1 mA", LE + " 1 mA"],
            ["Temps de fermeture /\nTurn-on time", LE + " 1 ms", LE + " 1 ms", LE + " 2 ms"],
            ["Temps d'ouverture /\nTurn-off time", LE + " 1 ms", LE + " 1 ms", LE + " 2 ms"],
        ],
        8,
    )
    s.para(
        "(1) Avec dissipateur adapté / with suitable heat sink. Sans dissipateur / without "
        "heat sink: 4 A max. for every version.",
        7.5,
    )
    s.add_page()
    s.heading("Valeurs limites absolues / Absolute limits", 10)
    s.table(
        [Col("Paramètre / Parameter", 250), Col("Valeur / Value", 249, "C")],
        [
            ["Tension d'entrée, inverse / Input reverse voltage", "-32 V"],
            ["Tension d'entrée / Input voltage, never above", "36 V DC"],
            ["Tension de charge / Load voltage, never above (DD10, DD25)", "75 V DC"],
            ["Tension de charge / Load voltage, never above (DD40)", "120 V DC"],
        ],
        8,
    )
    s.heading("Environnement / Environment", 10)
    s.table(
        [Col("Paramètre / Parameter", 250), Col("Valeur / Value", 249, "C")],
        [
            ["Température de fonctionnement / Operating", "-30 ... +80 " + DEG],
            ["Température de stockage / Storage", "-40 ... +100 " + DEG],
            ["Boîtier / Housing", "58 x 45 x 26 mm, UL94 V-0"],
        ],
        8,
    )
    s.heading("Remarques / Notes", 10)
    s.bullets(
        [
            "Charges inductives / Inductive loads (solenoids, motors): fit a free-wheeling "
            "diode across the load; the relay has no internal protection.",
            "Au-delà de 40 "
            + DEG
            + " réduire le courant de 2 % par "
            + DEG
            + " / Above 40 "
            + DEG
            + " derate load current by 2 % per "
            + DEG
            + ".",
            "Bornes / Terminals: 1 (+) and 2 (-) load, 3 (+) and 4 (-) control.",
        ],
        8.5,
    )
    revision_table(
        s,
        [
            ["2022-02-14", "A", "création / first issue"],
            ["2024-01-15", "B", "RSR-DD40 ajouté / added"],
        ],
        (100, 60, 339),
    )
    return save(s, out / "rsr-dd.pdf")
