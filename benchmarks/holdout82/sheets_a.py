"""Hold-out 82 datasheets, part 1: a MOSFET trigger switch module, a 4-digit
7-segment display module, a pressure + humidity breakout and a Li-ion fuel gauge IC.

A Sri Lankan maker-shop product datasheet (version comparison with heat-sink rows,
a derating table per PWM frequency, limits in a "Good to know" list and FAQ), a
Taiwanese LED-display house product specification in upper-case numbered sections
(one min / typ / max table with a version column whose second rows are unnamed,
input levels relative to VDD, a command table), a Catalan / English breakout
board sheet (bilingual names wrapped over two lines, board-version columns, an
unnamed second accuracy row, addresses only in prose) and a British fabless
production data sheet (key-specification box, condition sentence, a table
continued on page 2, an unnamed full-temperature accuracy row, a register map).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FWT = "\uff5e"
LE = "\u2264"
GE = "\u2265"


# ------------------------------------------------- MOSFET trigger module (Sri Lanka)
def mos15(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="LANKA MAKER DEPOT  |  Product Datasheet",
        header_right="Colombo 03  |  lankamakerdepot.example.lk",
        footer_left="SKU LMD-0415 / LMD-0416   Rs. 450.00 / Rs. 690.00   Prices incl. VAT",
        footer_right="sheet {page} / {nb}",
        table_fill=(214, 236, 220),
        accent=(20, 110, 60),
        grid=False,
    )
    s = Sheet(style, "LMD-MOS15 MOSFET trigger switch module")
    s.add_page()
    s.title_block(
        "LMD-MOS15 / LMD-MOS15D",
        "MOSFET Trigger Switch Module with PWM Input",
        "Switch LED strips, pumps, solenoids and DC motors from a microcontroller pin. "
        "Single MOSFET (LMD-MOS15) or two MOSFETs in parallel (LMD-MOS15D).",
        19,
    )
    s.heading("What it does", 10.5, rule=True)
    s.para(
        "The board is a low-side switch: the load sits between OUT+ and OUT-, and OUT- is "
        "pulled to the load supply ground when the SIG input is driven high. A gate driver "
        "stage lets a 3.3 V or 5 V logic pin switch the MOSFET fully on, and the SIG input "
        "can be fed a PWM signal to dim LEDs or change motor speed. There is no optocoupler: "
        "SIG GND, VIN- and OUT- share one ground. DC loads only.",
        8.5,
    )
    s.heading("Version comparison", 10.5, rule=True)
    s.table(
        [Col("Item", 205), Col("LMD-MOS15", 147, "C"), Col("LMD-MOS15D", 147, "C")],
        [
            ["Switching element", "1 x LR7843 N-MOSFET", "2 x LR7843 in parallel"],
            ["Load voltage (VIN+ / VIN-)", "DC 5 - 36 V", "DC 5 - 36 V"],
            ["MOSFET drain-source rating VDS", "40 V", "40 V"],
            ["Continuous load current,\nbare board, 25 " + DEG + " air", "10 A", "15 A"],
            ["Continuous load current,\nwith heat sink and fan", "15 A", "25 A"],
            ["On-resistance, whole module\n(VGS = 10 V, typ.)", "4.8 m" + OHM, "2.4 m" + OHM],
            ["Board size", "34 x 17 mm", "34 x 25 mm"],
        ],
        8,
    )
    s.heading("Signal input (SIG / GND)", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 170),
            Col("Condition", 125),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 78, "C"),
        ],
        [
            ["Trigger voltage, load ON", "SIG to GND", "3.0", "", "20", "V"],
            ["Release voltage, load OFF", "SIG to GND", "0", "", "0.8", "V"],
            ["SIG input current", "SIG = 5 V", "", "1.6", "", "mA"],
            ["", "SIG = 3.3 V", "", "0.9", "", "mA"],
            ["PWM frequency", "duty 5 ... 95 %", "0", "", "20", "kHz"],
            ["Turn-on delay", "SIG = 5 V step", "", "2", "", MU + "s"],
        ],
        8,
    )
    s.heading("Good to know", 10.5, rule=True)
    s.bullets(
        [
            "Working temperature: -20 ... +70 " + DEG + " (board ambient).",
            "SIG tolerates up to 24 V without damage; above 20 V the gate driver is not "
            "guaranteed to switch.",
            "Never connect more than 40 V between VIN+ and VIN- - that is the MOSFET limit.",
            "No reverse-polarity protection and no flyback diode on the board.",
        ],
        8.5,
    )
    s.add_page()
    s.heading("Load current vs. PWM frequency (bare board, 25 " + DEG + ")", 10.5, rule=True)
    s.para(
        "Switching losses rise with frequency, so the continuous current falls when the SIG "
        "input is driven with PWM. Values for a 12 V resistive load, 50 % duty.",
        8,
    )
    s.table(
        [
            Col("PWM frequency", 155),
            Col("LMD-MOS15", 172, "C"),
            Col("LMD-MOS15D", 172, "C"),
        ],
        [
            ["DC (always on)", "10 A", "15 A"],
            ["1 kHz", "9 A", "14 A"],
            ["10 kHz", "7 A", "11 A"],
            ["20 kHz", "5 A", "8 A"],
        ],
        8,
    )
    s.heading("Terminals", 10.5, rule=True)
    s.table(
        [Col("Marking", 80, "C"), Col("Type", 120), Col("Connect to", 299)],
        [
            ["VIN+", "screw terminal", "load supply + (5 - 36 V)"],
            ["VIN-", "screw terminal", "load supply -"],
            ["OUT+", "screw terminal", "load + (internally tied to VIN+)"],
            ["OUT-", "screw terminal", "load - (switched by the MOSFET)"],
            ["SIG", "2.54 mm header", "microcontroller pin / PWM output"],
            ["GND", "2.54 mm header", "microcontroller ground"],
        ],
        8,
    )
    s.heading("FAQ", 10.5, rule=True)
    s.para(
        "Q: Can an ESP32 or a Raspberry Pi drive it? A: Yes. Any logic high of 3.0 V or more "
        "turns the load fully on, so 3.3 V GPIO pins are fine.",
        8.5,
    )
    s.para(
        "Q: Can I switch mains or a 24 V AC valve? A: No. The board is for DC loads only.",
        8.5,
    )
    s.para(
        "Q: My 12 V motor kills the board. A: Motors and solenoids need a flyback diode "
        "across the load (for example 1N5822); the board has none.",
        8.5,
    )
    s.para(
        "Q: Is the LED on the board a power indicator? A: No, it lights when SIG is high.",
        8.5,
    )
    revision_table(
        s,
        [
            ["2023-06-12", "1.0", "First listing"],
            ["2024-01-08", "1.1", "Added LMD-MOS15D and PWM derating table"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "lmd-mos15.pdf")


# ------------------------------------------------ 4-digit display module (Taiwan)
def kl4d36(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="KAOHSIUNG LUMITEK CO., LTD.",
        header_right="PRODUCT SPECIFICATION  KL-4D36TM",
        footer_left="LTK-SPEC-4D36  REV.B  2024.01",
        footer_right="- {page} -",
        table_fill=(214, 222, 240),
        accent=(20, 40, 110),
        grid=True,
    )
    s = Sheet(style, "KL-4D36TM 4-digit LED display module")
    s.add_page()
    s.title_block(
        "KL-4D36TM-R / KL-4D36TM-B",
        "0.36 INCH 4-DIGIT 7-SEGMENT LED DISPLAY MODULE WITH 2-WIRE DRIVER",
        "",
        18,
    )
    s.heading("1. SCOPE", 10)
    s.para(
        "This specification applies to the KL-4D36TM 4-digit display module: a common-anode "
        "0.36 inch display with a colon, driven by an on-board LED driver with key-scan "
        "interface. KL-4D36TM-R uses red LED chips, KL-4D36TM-B blue LED chips.",
        8.5,
    )
    s.heading("2. FEATURES", 10)
    s.bullets(
        [
            "2-wire serial interface (CLK, DIO). It is NOT an I2C bus: the driver has no "
            "slave address and does not send the I2C acknowledge protocol.",
            "8-step brightness control by command, colon between digit 2 and digit 3",
            "10 k" + OHM + " pull-up resistors from CLK and DIO to VDD on the module",
            "Display data held in the driver; the host only writes when the number changes",
        ],
        8.5,
    )
    s.heading("3. ELECTRICAL CHARACTERISTICS (Ta" + "\uff1d" + "25" + FW_C + ")", 10)
    s.table(
        [
            Col("ITEM", 118),
            Col("SYMBOL", 48, "C"),
            Col("CONDITION", 140, "C"),
            Col("MIN.", 42, "C"),
            Col("TYP.", 42, "C"),
            Col("MAX.", 42, "C"),
            Col("UNIT", 67, "C"),
        ],
        [
            ["Supply voltage", "VDD", "KL-4D36TM-R", "3.0", "5.0", "5.5", "V"],
            ["", "", "KL-4D36TM-B", "4.5", "5.0", "5.5", "V"],
            [
                "Supply current,\nall segments on",
                "IDD",
                "VDD=5V, brightness 8/8, -R",
                "",
                "80",
                "120",
                "mA",
            ],
            ["", "", "VDD=5V, brightness 8/8, -B", "", "65", "100", "mA"],
            [
                "Supply current,\ndisplay off",
                "IOFF",
                "VDD=5V, command 0x80",
                "",
                "1.2",
                "2.0",
                "mA",
            ],
            ["Input high voltage", "VIH", "CLK, DIO", "0.7 VDD", "", "VDD", "V"],
            ["Input low voltage", "VIL", "CLK, DIO", "0", "", "0.3 VDD", "V"],
            ["Output low voltage", "VOL", "DIO, IOL=4mA", "", "", "0.4", "V"],
            ["Clock frequency", "fCLK", "duty 50 %", "", "", "500", "kHz"],
        ],
        7.5,
    )
    s.para(
        "Note 1: With VDD = 3.3 V the KL-4D36TM-R reaches about 55 % of the luminous "
        "intensity it has at 5 V. The KL-4D36TM-B is not specified below 4.5 V.",
        7.5,
    )
    s.heading("4. ABSOLUTE MAXIMUM RATINGS", 10)
    s.table(
        [Col("ITEM", 180), Col("SYMBOL", 70, "C"), Col("RATING", 160, "C"), Col("UNIT", 89, "C")],
        [
            ["Supply voltage", "VDD", "-0.5 " + FWT + " +7.0", "V"],
            ["Logic input voltage", "VI", "-0.5 " + FWT + " VDD+0.5", "V"],
            ["Storage temperature", "Tstg", "-30 " + FWT + " +80", FW_C],
            ["Soldering temperature (3 mm from body, 5 s)", "Tsol", "260", FW_C],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5. OPTICAL CHARACTERISTICS (Ta" + "\uff1d" + "25" + FW_C + ", VDD=5V)", 10)
    s.table(
        [
            Col("ITEM", 150),
            Col("VERSION", 90, "C"),
            Col("TYP.", 90, "C"),
            Col("UNIT", 80, "C"),
            Col("NOTE", 89, "C"),
        ],
        [
            ["Peak wavelength", "-R", "632", "nm", ""],
            ["", "-B", "470", "nm", ""],
            ["Luminous intensity / segment", "-R", "18", "mcd", "brightness 8/8"],
            ["", "-B", "26", "mcd", "brightness 8/8"],
        ],
        7.5,
    )
    s.heading("6. INTERFACE PINS", 10)
    s.table(
        [Col("PIN", 50, "C"), Col("NAME", 70, "C"), Col("DESCRIPTION", 379)],
        [
            ["1", "CLK", "Serial clock input (data latched on rising edge)"],
            ["2", "DIO", "Serial data input / output (open drain when reading keys)"],
            ["3", "VDD", "Power supply"],
            ["4", "GND", "Ground"],
        ],
        7.5,
    )
    s.heading("7. COMMAND SET", 10)
    s.table(
        [Col("COMMAND", 90, "C"), Col("FUNCTION", 409)],
        [
            ["0x40", "Write display data, address auto-increment"],
            ["0x44", "Write display data, fixed address"],
            ["0xC0 " + FWT + " 0xC3", "Digit 1 to digit 4 address"],
            ["0x88 " + FWT + " 0x8F", "Display ON, brightness 1/8 to 8/8"],
            ["0x80", "Display OFF"],
        ],
        7.5,
    )
    s.heading("8. ENVIRONMENT AND RELIABILITY", 10)
    s.table(
        [Col("ITEM", 200), Col("CONDITION / VALUE", 299)],
        [
            ["Operating temperature", "-20 " + FWT + " +70 " + FW_C],
            ["Operating humidity", "20 " + FWT + " 85 %RH, no condensation"],
            ["High temperature operation", "+70 " + FW_C + ", VDD=5.5V, 240 h"],
            ["Thermal shock", "-30 " + FW_C + " / +80 " + FW_C + ", 30 min each, 20 cycles"],
        ],
        7.5,
    )
    s.heading("9. PRECAUTIONS", 10)
    s.bullets(
        [
            "When VDD is 5 V the CLK / DIO inputs need a high level of at least 0.7 VDD.",
            "Do not share CLK / DIO with I2C devices on the same wires.",
        ],
        8,
    )
    revision_table(
        s,
        [
            ["2023.05.20", "A", "Initial release"],
            ["2024.01.10", "B", "Added blue version (-B)"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "kl-4d36tm.pdf")


# ------------------------------------- pressure + humidity breakout (Catalan / English)
def bph2(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Taller Electrònic del Ter, S.L. - Girona",
        header_right="TET-BPH2 / TET-BPH2R  Fitxa tècnica / Data sheet",
        footer_left="Document TET-BPH2-CA/EN v3 - Subjecte a canvis / subject to change",
        footer_right="Full {page} de {nb}",
        table_fill=(250, 232, 200),
        accent=(170, 70, 0),
        grid=True,
    )
    s = Sheet(style, "TET-BPH2 pressure and humidity breakout")
    s.add_page()
    s.title_block(
        "TET-BPH2 / TET-BPH2R",
        "Placa de pressió i humitat / Pressure and humidity breakout",
        "I2C / SPI - 25 x 18 mm - connector de 6 pins / 6-pin header",
        18,
    )
    s.heading("1  Descripció / Description", 10.5)
    s.para(
        "La TET-BPH2 porta el sensor combinat sense regulador; la TET-BPH2R afegeix un "
        "regulador de 3,3 V i un adaptador de nivells. The TET-BPH2 carries the combined "
        "sensor with no regulator, so it must be powered and driven at sensor level; the "
        "TET-BPH2R adds a 3.3 V regulator and a level shifter for 5 V boards. The default "
        "I2C address is 0x77; closing the ADDR solder jumper (SDO to GND) changes it to "
        "0x76. The chip-ID register 0xD0 reads 0x60, which is not a bus address.",
        8.5,
    )
    s.heading("2  Alimentació / Power (per versió / per version)", 10.5)
    s.table(
        [
            Col("Paràmetre / Parameter", 180),
            Col("Cond.", 70, "C"),
            Col("TET-BPH2", 100, "C"),
            Col("TET-BPH2R", 100, "C"),
            Col("Unitat", 49, "C"),
        ],
        [
            [
                "Tensió d'alimentació (VIN) /\nSupply voltage (VIN)",
                "",
                "1.71 ... 3.6",
                "3.6 ... 5.5",
                "V",
            ],
            [
                "Nivell lògic SDA, SCL, SDI, CS /\nLogic level SDA, SCL, SDI, CS",
                "",
                "= VIN",
                "3.3 or 5",
                "V",
            ],
            [
                "Consum mitjà, mesura 1 Hz /\nAverage current, 1 Hz H+P+T",
                "VIN = 3.3 V",
                "3.6 " + MU + "A",
                "42 " + MU + "A",
                "",
            ],
            [
                "Consum en repòs /\nSleep current",
                "VIN = 3.3 V",
                "0.3 " + MU + "A",
                "38 " + MU + "A",
                "",
            ],
            [
                "Valor límit absolut VIN /\nAbsolute maximum VIN",
                "",
                "4.25",
                "6.0",
                "V",
            ],
        ],
        7.5,
    )
    s.para(
        "El corrent de repòs de la TET-BPH2R el dóna el regulador. The sleep current of "
        "the TET-BPH2R is set by the regulator's own quiescent current.",
        7.5,
    )
    s.heading("3  Interfície / Interface", 10.5)
    s.table(
        [
            Col("Paràmetre / Parameter", 230),
            Col("Mín.", 60, "C"),
            Col("Màx.", 60, "C"),
            Col("Unitat", 60, "C"),
            Col("Nota", 89, "C"),
        ],
        [
            ["Freqüència SCL / SCL clock frequency", "", "3.4", "MHz", "mode Hs"],
            ["Freqüència SCK / SPI clock frequency", "", "10", "MHz", "3 / 4 fils"],
            ["Resistències pull-up / Pull-up resistors", "", "", "", "10 k" + OHM],
        ],
        7.5,
    )
    s.add_page()
    s.heading("4  Característiques del sensor / Sensor characteristics", 10.5)
    s.para("VIN = 3.3 V, Ta = 25 " + DEG + " llevat d'indicació / unless otherwise noted.", 7.5)
    s.table(
        [
            Col("Paràmetre / Parameter", 170),
            Col("Condicions / Conditions", 130),
            Col("Mín.", 45, "C"),
            Col("Típ.", 45, "C"),
            Col("Màx.", 45, "C"),
            Col("Unitat", 64, "C"),
        ],
        [
            [
                "Rang de pressió /\nPressure range",
                "",
                "300",
                "",
                "1100",
                "hPa",
            ],
            [
                "Exactitud absoluta pressió /\nAbsolute pressure accuracy",
                "0 ... 65 " + DEG,
                "-1.0",
                PM + "0.5",
                "+1.0",
                "hPa",
            ],
            ["", "-20 ... 0 " + DEG, "-1.7", "", "+1.7", "hPa"],
            [
                "Rang d'humitat /\nHumidity range",
                "",
                "0",
                "",
                "100",
                "%RH",
            ],
            [
                "Exactitud d'humitat /\nHumidity accuracy",
                "20 ... 80 %RH",
                "-3",
                "",
                "+3",
                "%RH",
            ],
            ["", "0 ... 20, 80 ... 100 %RH", "-5", "", "+5", "%RH"],
            [
                "Temps de resposta humitat /\nHumidity response time",
                "63 %, aire / air 1 m/s",
                "",
                "1",
                "",
                "s",
            ],
            [
                "Exactitud de temperatura /\nTemperature accuracy",
                "0 ... 65 " + DEG,
                "-1.0",
                "",
                "+1.0",
                DEG,
            ],
            [
                "Temperatura de funcionament /\nOperating temperature",
                "",
                "-40",
                "",
                "+85",
                DEG,
            ],
        ],
        7.5,
    )
    s.heading("5  Connexions / Pinout", 10.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Nom / Name", 90, "C"), Col("I2C", 160), Col("SPI", 199)],
        [
            ["1", "VIN", "alimentació / supply", "alimentació / supply"],
            ["2", "GND", "massa / ground", "massa / ground"],
            ["3", "SCL", "rellotge / clock", "SCK"],
            ["4", "SDA", "dades / data", "SDI (MOSI)"],
            ["5", "SDO", "adreça / address LSB", "SDO (MISO)"],
            ["6", "CS", "a VIN / tie to VIN", "selecció / chip select"],
        ],
        7.5,
    )
    s.heading("6  Registres / Registers", 10.5)
    s.table(
        [Col("Adreça / Address", 100, "C"), Col("Nom / Name", 110), Col("Funció / Function", 289)],
        [
            ["0xD0", "id", "identificador = 0x60 / chip ID"],
            ["0xF2", "ctrl_hum", "sobremostreig humitat / humidity oversampling"],
            ["0xF4", "ctrl_meas", "pressió, temperatura, mode / P, T, mode"],
            ["0xF7 ... 0xFE", "data", "resultats / raw results"],
        ],
        7.5,
    )
    s.heading("7  Preguntes / Questions", 10.5)
    s.para(
        "P: Puc connectar la TET-BPH2 a un Arduino de 5 V? Q: Can I wire the TET-BPH2 to a "
        "5 V Arduino? R / A: No - use the TET-BPH2R; the TET-BPH2 has no level shifter and "
        "its pins are limited to VIN + 0.3 V.",
        8,
    )
    revision_table(
        s,
        [
            ["2023-09-04", "2", "Versió amb regulador / regulator version added"],
            ["2024-01-15", "3", "Exactitud d'humitat ampliada / humidity accuracy rows"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "tet-bph2.pdf")


# ----------------------------------------------------- Li-ion fuel gauge IC (UK)
def fgx1702(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Fenland Mixed Signal",
        header_right="FGX1702 / FGX1702H",
        footer_left="Production Data  -  FGX1702 Rev 2.1  -  Cambridge, UK",
        footer_right="{page}",
        table_fill=(210, 232, 232),
        accent=(0, 95, 100),
        grid=False,
    )
    s = Sheet(style, "FGX1702 single-cell Li-ion fuel gauge")
    s.add_page()
    s.title_block(
        "FGX1702",
        "Single-Cell Li-ion / Li-polymer Fuel Gauge with I2C Interface",
        "Production data. Supersedes Rev 2.0.",
        20,
    )

    def left() -> None:
        s.heading("Description", 9.5)
        s.para(
            "The FGX1702 reports the state of charge of one Li-ion or Li-polymer cell from "
            "its voltage alone: no sense resistor and no learning cycles. It is powered from "
            "the cell it measures and talks to the host over I2C at the fixed 7-bit address "
            "0x36. An open-drain ALRT output signals a low state of charge. The FGX1702 is "
            "calibrated for cells charged to 4.20 V; the FGX1702H for 4.35 V and 4.40 V "
            "cells.",
            8,
        )

    def right() -> None:
        s.heading("Key specifications", 9.5)
        s.table(
            [Col("", 120), Col("", 95, "R")],
            [
                ["Cell voltage (VDD)", "2.5 V to 4.5 V"],
                ["Active current", "23 " + MU + "A typ"],
                ["Hibernate current", "4 " + MU + "A typ"],
                ["Voltage error (25 " + DEG + ")", PM + "7.5 mV"],
                ["Package", "TDFN-8, 2 x 3 mm"],
            ],
            7.5,
            show_head=False,
        )

    s.side_by_side(left, right, 264)
    s.heading("Absolute maximum ratings", 9.5, rule=True)
    s.table(
        [Col("Parameter", 250), Col("Rating", 160, "C"), Col("Unit", 89, "C")],
        [
            ["VDD, CELL to GND", "-0.3 to +6.0", "V"],
            ["SDA, SCL, ALRT to GND", "-0.3 to +6.0", "V"],
            ["Operating temperature", "-40 to +85", DEG],
            ["Junction temperature", "+150", DEG],
            ["Storage temperature", "-55 to +125", DEG],
        ],
        7.5,
    )
    s.heading("Electrical characteristics", 9.5, rule=True)
    s.para(
        "VDD = 2.5 V to 4.5 V, TA = -20 " + DEG + " to +70 " + DEG + ", unless otherwise noted. "
        "Typical values are at VDD = 3.7 V, TA = +25 " + DEG + ".",
        7.5,
    )
    cols = [
        Col("Parameter", 125),
        Col("Symbol", 48, "C"),
        Col("Conditions", 150),
        Col("Min", 40, "C"),
        Col("Typ", 40, "C"),
        Col("Max", 40, "C"),
        Col("Units", 56, "C"),
    ]
    s.table(
        cols,
        [
            ["Supply Voltage", "VDD", "", "2.5", "", "4.5", "V"],
            ["Active Current", "IDD0", "", "", "23", "40", MU + "A"],
            ["Hibernate Current", "IDD1", "HIBRT mode", "", "4", "7", MU + "A"],
            ["Shutdown Current", "ISD", "SCL = SDA = 0 V for > 2.5 s", "", "0.5", "1", MU + "A"],
            [
                "Voltage Measurement",
                "VERR",
                "VCELL = 3.6 V, TA = +25 " + DEG,
                "-7.5",
                "",
                "+7.5",
                "mV",
            ],
            ["Error", "", "TA = -20 " + DEG + " to +70 " + DEG, "-20", "", "+20", "mV"],
            ["Voltage Measurement Range", "VCELL", "", "2.5", "", "5.0", "V"],
            ["Voltage Resolution", "", "1 LSB", "", "1.25", "", "mV"],
            ["Time-Base Accuracy", "tERR", "", "-3.5", "", "+3.5", "%"],
        ],
        7.5,
    )
    s.para("(continued on next page)", 7)
    s.add_page()
    s.heading("Electrical characteristics (continued)", 9.5, rule=True)
    s.table(
        cols,
        [
            ["I2C Clock Frequency", "fSCL", "", "", "", "400", "kHz"],
            ["", "VIH", "SDA, SCL", "1.4", "", "", "V"],
            ["", "VIL", "SDA, SCL", "", "", "0.5", "V"],
            ["", "VOL", "SDA, ALRT, IOL = 4 mA", "", "", "0.4", "V"],
            ["Bus Timeout", "tTO", "SCL low, enters shutdown", "", "2.5", "", "s"],
        ],
        7.5,
    )
    s.heading("Ordering information", 9.5, rule=True)
    s.table(
        [
            Col("Part number", 120),
            Col("Cell charge voltage", 120, "C"),
            Col("Package", 110, "C"),
            Col("Temp range", 149, "C"),
        ],
        [
            ["FGX1702T+", "4.20 V", "TDFN-8", "-40 " + DEG + " to +85 " + DEG],
            ["FGX1702HT+", "4.35 V / 4.40 V", "TDFN-8", "-40 " + DEG + " to +85 " + DEG],
        ],
        7.5,
    )
    s.heading("Register map", 9.5, rule=True)
    s.table(
        [Col("Address", 70, "C"), Col("Name", 90), Col("Reset", 70, "C"), Col("Description", 269)],
        [
            ["0x02", "VCELL", "-", "Cell voltage, 1.25 mV / LSB (12 bit)"],
            ["0x04", "SOC", "-", "State of charge, 1/256 % / LSB"],
            ["0x06", "MODE", "0x0000", "Quick-start, hibernate"],
            ["0x08", "VERSION", "0x0012", "Silicon version"],
            ["0x0C", "CONFIG", "0x971C", "Alert threshold (default 4 %)"],
            ["0xFE", "CMD", "-", "Write 0x5400 for power-on reset"],
        ],
        7.5,
    )
    s.heading("Applications information", 9.5, rule=True)
    s.para(
        "Connect VDD and CELL directly to the cell (through 150 "
        + OHM
        + " / 0.1 "
        + MU
        + "F filtering). Do not power the FGX1702 from a regulated rail: it must see the "
        "cell voltage. SDA and SCL need pull-up resistors to the host's I/O supply; the "
        "FGX1702 adds none. Pulling SCL and SDA low for longer than the bus timeout puts the "
        "device into shutdown.",
        8,
    )
    revision_table(
        s,
        [
            ["Jun 2023", "2.0", "Production release"],
            ["Jan 2024", "2.1", "Added FGX1702H, full-range voltage error row"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "fgx1702.pdf")
