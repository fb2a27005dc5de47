"""Hold-out 113 datasheets, part 1: an RTD-to-digital converter IC, a humidity /
temperature sensor IC, a microstepping stepper driver carrier and an adjustable boost
converter module.

An Austrian precision-converter data sheet in English (key-specification box beside
the description, dot-leader absolute maximum list that carries the operating range per
grade, conversion time per notch filter and per mode in split rows, symbol-only logic
rows, register and ordering tables), an Israeli sensor-house data sheet (condition
caption, standby current per temperature range, accuracy per version in columns,
conversion time per resolution, fixed address only in prose, command table), a
Corsican / English stepper carrier sheet (bilingual names wrapped over two lines,
current per cooling case, microstep table, FAQ) and an Afrikaans / English boost module
sheet (bilingual wrapped names, output current per input / output pair in columns,
efficiency test points, warnings and FAQ holding the limits).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
TIMES = "\u00d7"
ARROW = "\u2192"


# ------------------------------------------------------------ RTD converter (Linz)
def trc1865(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Urfahr Mixed-Signal GmbH",
        header_right="TRC1865  RTD-to-Digital Converter",
        footer_left="UMS-DS-1865 Rev. 1.3 \u00b7 Linz, Austria \u00b7 Subject to change without notice",
        footer_right="{page}/{nb}",
        table_fill=(225, 238, 232),
        accent=(20, 90, 70),
        grid=False,
    )
    s = Sheet(style, "TRC1865 RTD-to-digital converter")
    s.add_page()
    s.title_block(
        "TRC1865",
        "Resistance-Temperature-Detector-to-Digital Converter with SPI Interface",
        "15-bit ratiometric ADC \u00b7 PT100 to PT1000 \u00b7 2-, 3- and 4-wire sensors \u00b7 "
        + PM
        + "45 V protected inputs",
        21,
    )

    def left() -> None:
        s.heading("General Description", 9.5)
        s.para(
            "The TRC1865 converts the resistance of a platinum RTD into a digital word. It "
            "measures the ratio of the RTD resistance to an external reference resistor "
            "(RREF) with a 15-bit delta-sigma ADC, so the supply and the bias voltage drop "
            "out of the result. Use RREF = 400 " + OHM + " for PT100 and RREF = 4 k" + OHM + " "
            "for PT1000 sensors. A selectable 50 Hz or 60 Hz notch filter rejects line noise. "
            "The SPI-compatible interface works in modes 1 and 3. The RTD inputs withstand "
            + PM
            + "45 V, so a sensor lead shorted to a 24 V field supply does not destroy the "
            "part. Fault detection flags open and shorted sensor leads.",
            8,
        )

    def right() -> None:
        s.heading("Key Specifications", 9.5)
        s.lines(
            [
                "Supply: 3.0 V to 3.6 V",
                "SPI clock: up to 5 MHz",
                "ADC resolution: 15 bits",
                "RTD resolution: 0.03125 " + DEG + " (nominal)",
                "Accuracy: 0.5 " + DEG + " max (TRC1865A)",
                "Package: 20-pin TQFN or SSOP",
            ],
            8,
            3.5,
        )

    s.side_by_side(left, right, 300, 18, box=True)
    s.heading("Absolute Maximum Ratings", 10.5, rule=True)
    s.leaders(
        [
            ("Supply voltage (VDD to GND) ", " -0.3 V to +4.0 V"),
            ("Digital inputs (SDI, SCLK, CS) ", " -0.3 V to VDD + 0.3 V"),
            ("FORCE+, FORCE2, FORCE-, RTDIN+, RTDIN- to GND ", " -45 V to +45 V"),
            ("Continuous power dissipation (TA = +70 " + DEG + ") ", " 1.67 W"),
            ("Operating temperature range, TRC1865A ", " -40 " + DEG + " to +125 " + DEG),
            ("Operating temperature range, TRC1865E ", " -40 " + DEG + " to +85 " + DEG),
            ("Junction temperature ", " +150 " + DEG),
            ("Storage temperature range ", " -65 " + DEG + " to +150 " + DEG),
            ("Lead temperature (soldering, 10 s) ", " +300 " + DEG),
        ],
        8,
    )
    s.para(
        "Stresses beyond those listed under Absolute Maximum Ratings may cause permanent "
        "damage to the device. These are stress ratings only.",
        7,
    )
    s.heading("Recommended Operating Conditions", 10.5, rule=True)
    s.table(
        [
            Col("PARAMETER", 190),
            Col("SYMBOL", 60, "C"),
            Col("MIN", 55, "C"),
            Col("TYP", 55, "C"),
            Col("MAX", 55, "C"),
            Col("UNITS", 84, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "3.0", "3.3", "3.6", "V"],
            ["Reference resistor, PT100", "R_{REF}", "", "400", "", OHM],
            ["Reference resistor, PT1000", "R_{REF}", "", "4000", "", OHM],
            ["Serial clock frequency", "f_{SCLK}", "", "", "5", "MHz"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Electrical Characteristics", 10.5, rule=True)
    s.para(
        "(VDD = 3.0 V to 3.6 V, TA = TMIN to TMAX, unless otherwise noted. Typical values are "
        "at VDD = 3.3 V, TA = +25 " + DEG + ".)",
        7.5,
    )
    s.table(
        [
            Col("PARAMETER", 150),
            Col("CONDITIONS", 130),
            Col("MIN", 48, "C"),
            Col("TYP", 48, "C"),
            Col("MAX", 48, "C"),
            Col("UNITS", 75, "C"),
        ],
        [
            ["ADC resolution", "", "", "15", "", "Bits"],
            [
                "Temperature conversion\nerror, TRC1865A",
                "RREF 0.1 %, PT100 (Note 1)",
                "",
                "",
                PM + "0.5",
                DEG,
            ],
            [
                "Temperature conversion\nerror, TRC1865E",
                "RREF 0.1 %, PT100 (Note 1)",
                "",
                "",
                PM + "1.0",
                DEG,
            ],
            ["Conversion time,", "60 Hz notch", "", "16.7", "17.6", "ms"],
            ["continuous mode", "50 Hz notch", "", "20.0", "21.0", "ms"],
            ["Conversion time,", "60 Hz notch", "", "52", "55", "ms"],
            ["single-shot mode", "50 Hz notch", "", "62.5", "66", "ms"],
            ["Bias voltage", "V_{BIAS}", "1.90", "2.00", "2.10", "V"],
            ["Supply current", "Bias on, converting", "", "2.0", "3.5", "mA"],
            ["Standby current", "Bias off, no conversion", "", "0.9", "1.5", "mA"],
            ["V_{IH}", "", "0.7 " + TIMES + " VDD", "", "", "V"],
            ["V_{IL}", "", "", "", "0.3 " + TIMES + " VDD", "V"],
            ["V_{OH}", "I_{SOURCE} = 1.6 mA", "VDD - 0.4", "", "", "V"],
            ["V_{OL}", "I_{SINK} = 1.6 mA", "", "", "0.4", "V"],
            ["f_{SCLK}", "(Note 2)", "", "", "5.0", "MHz"],
            ["SCLK pulse width", "high or low", "100", "", "", "ns"],
        ],
        7.5,
    )
    s.para(
        "Note 1: Includes ADC and linearisation error; excludes the RTD's own tolerance and "
        "the reference resistor error beyond 0.1 %. Note 2: Guaranteed by design; not "
        "production tested.",
        7,
    )
    s.heading("Register Map", 10.5, rule=True)
    s.table(
        [
            Col("REGISTER", 170),
            Col("READ ADDRESS", 90, "C"),
            Col("WRITE ADDRESS", 90, "C"),
            Col("POR STATE", 80, "C"),
            Col("ACCESS", 69, "C"),
        ],
        [
            ["Configuration", "00h", "80h", "00h", "R/W"],
            ["RTD MSBs", "01h", "-", "00h", "R"],
            ["RTD LSBs", "02h", "-", "00h", "R"],
            ["High fault threshold MSB", "03h", "83h", "FFh", "R/W"],
            ["High fault threshold LSB", "04h", "84h", "FFh", "R/W"],
            ["Low fault threshold MSB", "05h", "85h", "00h", "R/W"],
            ["Low fault threshold LSB", "06h", "86h", "00h", "R/W"],
            ["Fault status", "07h", "-", "00h", "R"],
        ],
        7.5,
    )
    s.heading("Ordering Information", 10.5, rule=True)
    s.table(
        [Col("PART", 150), Col("TEMP RANGE", 170, "C"), Col("PIN-PACKAGE", 179, "C")],
        [
            ["TRC1865ATP+", "-40 " + DEG + " to +125 " + DEG, "20 TQFN-EP (5 mm x 5 mm)"],
            ["TRC1865ETP+", "-40 " + DEG + " to +85 " + DEG, "20 TQFN-EP (5 mm x 5 mm)"],
            ["TRC1865EAP+", "-40 " + DEG + " to +85 " + DEG, "20 SSOP"],
        ],
        7.5,
    )
    revision_table(s, [["2023-05", "1.3", "Added SSOP package; single-shot timing"]], (90, 60, 349))
    return save(s, out / "trc1865.pdf")


# ------------------------------------------------------------ humidity sensor (Rehovot)
def rht2107(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Nahal Sorek Sensing Ltd.",
        header_right="RHT-2107 Digital Humidity & Temperature Sensor",
        footer_left="Doc. NSS-0217 \u00b7 Issue 4 \u00b7 Rehovot, Israel",
        footer_right="Page {page} | {nb}",
        table_fill=(228, 234, 246),
        accent=(25, 60, 130),
        grid=True,
    )
    s = Sheet(style, "RHT-2107 humidity and temperature sensor")
    s.add_page()
    s.title_block(
        "RHT-2107 / RHT-2107P",
        "I\u00b2C Relative Humidity and Temperature Sensor, 3 x 3 mm DFN-6",
        "Factory calibrated \u00b7 integrated heater \u00b7 precision version RHT-2107P",
        19,
    )
    s.heading("Features", 10)
    s.bullets(
        [
            "Relative humidity 0 to 100 %RH, temperature -40 to +125 " + DEG,
            "Wide supply range: 1.9 V to 3.6 V",
            "I\u00b2C interface, standard and fast mode",
            "Low standby current; typical 150 " + MU + "A while measuring humidity",
            "On-chip heater for condensation recovery",
            "Optional PTFE filter membrane (ordering suffix -FM)",
        ],
        8,
    )
    s.heading("1  Description", 10)
    s.para(
        "The RHT-2107 combines a capacitive humidity element, a band-gap temperature sensor, "
        "an ADC and calibration memory in one DFN package. The RHT-2107P is the same device "
        "screened for tighter humidity accuracy. Both versions share the same I\u00b2C slave "
        "address, which cannot be changed (see section 5).",
        8,
    )
    s.heading("2  Electrical Specifications", 10)
    s.caption(
        "Table 1. Electrical specifications. Unless otherwise noted, VDD = 1.9 to 3.6 V, "
        "TA = -40 to +85 " + DEG + "."
    )
    s.table(
        [
            Col("Parameter", 95),
            Col("Symbol", 45, "C"),
            Col("Test condition", 150),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "", "1.9", "", "3.6", "V"],
            ["Supply current", "I_{DD}", "RH conversion in progress", "", "150", "180", MU + "A"],
            ["", "", "Temperature conversion in progress", "", "90", "120", MU + "A"],
            ["", "", "Standby, -40 to +85 " + DEG, "", "0.06", "0.62", MU + "A"],
            ["", "", "Standby, -40 to +125 " + DEG, "", "0.06", "3.8", MU + "A"],
            [
                "Heater current",
                "I_{HEAT}",
                "HEATER[3:0] = 0000 ... 1111",
                "",
                "3.1 ... 94.2",
                "",
                "mA",
            ],
            ["Input high voltage", "V_{IH}", "SCL, SDA", "0.7 " + TIMES + " VDD", "", "", "V"],
            ["Input low voltage", "V_{IL}", "SCL, SDA", "", "", "0.3 " + TIMES + " VDD", "V"],
            ["Output low voltage", "V_{OL}", "SDA; IOL = 2.5 mA, VDD = 3.3 V", "", "", "0.6", "V"],
            ["Operating range", "T_{A}", "", "-40", "", "+125", DEG],
            ["I\u00b2C clock", "f_{SCL}", "", "", "", "400", "kHz"],
            [
                "Power-up time",
                "t_{PU}",
                "VDD " + "\u2265" + " 1.9 V to ready, 25 " + DEG,
                "",
                "",
                "18",
                "ms",
            ],
            ["", "", "VDD " + "\u2265" + " 1.9 V to ready, full range", "", "", "80", "ms"],
        ],
        7,
    )
    s.caption("Table 2. Absolute maximum ratings")
    s.table(
        [Col("Parameter", 200), Col("Min", 70, "C"), Col("Max", 110, "C"), Col("Unit", 119, "C")],
        [
            ["VDD to GND", "-0.3", "4.2", "V"],
            ["Digital I/O pins to GND", "-0.3", "VDD + 0.3", "V"],
            ["Storage temperature", "-65", "+150", DEG],
            ["ESD tolerance, HBM", "", "2", "kV"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("3  Sensor Performance", 10)
    s.caption(
        "Table 3. Humidity and temperature performance per version (TA = 25 "
        + DEG
        + ", VDD = 3.3 V)"
    )
    s.table(
        [
            Col("Parameter", 130),
            Col("Condition", 120),
            Col("RHT-2107", 85, "C"),
            Col("RHT-2107P", 85, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Humidity range", "non-condensing", "0 ... 100", "0 ... 100", "%RH"],
            ["RH accuracy (Note 1)", "0 ... 80 %RH", PM + "3", PM + "2", "%RH"],
            ["", "80 ... 100 %RH", PM + "4.5", PM + "3", "%RH"],
            ["RH resolution", "12-bit setting", "0.025", "0.025", "%RH"],
            ["Temperature accuracy", "-10 ... +85 " + DEG, PM + "0.4", PM + "0.3", DEG],
            ["", "-40 ... +125 " + DEG, PM + "0.7", PM + "0.5", DEG],
            ["Temperature resolution", "14-bit setting", "0.01", "0.01", DEG],
            ["RH response time " + "\u03c4" + "63", "1 m/s airflow", "18", "18", "s"],
            ["Long-term drift", "", "< 0.25", "< 0.25", "%RH/yr"],
        ],
        7.5,
    )
    s.para(
        "Note 1: Maximum values; exclude hysteresis (" + PM + "1 %RH) and long-term drift. "
        "Long exposure above 80 %RH can add an offset of up to +3 %RH that recovers after "
        "the heater has been run.",
        7,
    )
    s.heading("4  Conversion Time", 10)
    s.caption("Table 4. Conversion time per resolution setting (user register bits RES1:RES0), ms")
    s.table(
        [
            Col("RES1:RES0", 60, "C"),
            Col("RH resolution", 75, "C"),
            Col("T resolution", 75, "C"),
            Col("RH typ.", 70, "C"),
            Col("RH max.", 70, "C"),
            Col("T typ.", 70, "C"),
            Col("T max.", 79, "C"),
        ],
        [
            ["00", "12 bit", "14 bit", "10.0", "12.0", "7.0", "10.8"],
            ["01", "8 bit", "12 bit", "2.6", "3.1", "2.4", "3.8"],
            ["10", "10 bit", "13 bit", "3.7", "4.5", "4.0", "6.2"],
            ["11", "11 bit", "11 bit", "5.8", "7.0", "1.5", "2.4"],
        ],
        7.5,
    )
    s.para(
        "A humidity conversion also measures temperature; reading that value with command "
        "0xE0 needs no further conversion time.",
        7.5,
    )
    s.heading("5  I\u00b2C Interface", 10)
    s.para(
        "The RHT-2107 and RHT-2107P answer to the fixed 7-bit address 0x40 (write byte 0x80, "
        "read byte 0x81). The address cannot be changed; to read two sensors, put them on "
        "separate buses or behind an I\u00b2C multiplexer. SDA and SCL need pull-up resistors "
        "to VDD (typically 10 k" + OHM + ").",
        8,
    )
    s.caption("Table 5. Command codes")
    s.table(
        [Col("Command", 260), Col("Code", 100, "C"), Col("Note", 139, "C")],
        [
            ["Measure relative humidity, hold master", "0xE5", "clock stretching"],
            ["Measure relative humidity, no hold master", "0xF5", "poll for ACK"],
            ["Measure temperature, hold master", "0xE3", ""],
            ["Measure temperature, no hold master", "0xF3", ""],
            ["Read temperature from previous RH measurement", "0xE0", "no conversion"],
            ["Reset", "0xFE", "15 ms max"],
            ["Write / read user register 1", "0xE6 / 0xE7", "reset value 0x3A"],
            ["Write / read heater control register", "0x51 / 0x11", "reset value 0x00"],
        ],
        7.5,
    )
    s.caption("Table 6. Ordering information")
    s.table(
        [Col("Ordering code", 150), Col("Version", 150), Col("Packing", 199)],
        [
            ["RHT-2107-DR", "standard", "tape and reel, 2500 pcs"],
            ["RHT-2107P-DR", "precision", "tape and reel, 2500 pcs"],
            ["RHT-2107P-FM", "precision, PTFE filter membrane", "tape and reel, 1000 pcs"],
        ],
        7.5,
    )
    return save(s, out / "rht-2107.pdf")


# ------------------------------------------------------------ stepper carrier (Bastia)
def cst8835(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Capicorsu Kits \u00b7 Bastia",
        header_right="CST-8835 / CST-8835K \u2014 Fiche tecnica / Data sheet",
        footer_left="Capicorsu Kits SARL, Bastia (Corsica) \u00b7 REF. CK-8835 v2",
        footer_right="Pagina {page} di {nb} / Page {page} of {nb}",
        table_fill=(248, 232, 225),
        accent=(150, 40, 30),
        grid=True,
    )
    s = Sheet(style, "CST-8835 microstepping stepper driver carrier")
    s.add_page()
    s.title_block(
        "CST-8835",
        "Driver di mutore passu \u00e0 passu / Microstepping bipolar stepper driver carrier",
        "8-35 V \u00b7 fin'\u00e0 2 A per fasa c\u00f9 rinfriscamentu / up to 2 A per phase "
        "with cooling \u00b7 1/16 passu / step",
        20,
    )
    s.para(
        "A CST-8835 h\u00e8 una piccula carta per un circuitu di cumandu di mutori bipolari, c\u00f9 "
        "limitazione di currente regulabile \u00e8 prutezzione termica. The CST-8835 is a small "
        "carrier board for a bipolar stepper driver IC with adjustable current limiting, "
        "over-temperature shutdown and five step resolutions down to 1/16 step. The CST-8835K "
        "kit is the same board supplied with a stick-on heat sink.",
        8.5,
    )
    s.heading("1  Cundizioni di funziunamentu / Operating conditions", 10.5)
    s.table(
        [
            Col("Parametru / Parameter", 215),
            Col("Simb.", 45, "C"),
            Col("Min.", 50, "C"),
            Col("Tip.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unit\u00e0", 89, "C"),
        ],
        [
            ["Tensione di u mutore /\nMotor supply voltage", "VMOT", "8", "", "35", "V"],
            ["Tensione di a logica /\nLogic supply voltage", "VDD", "3.0", "", "5.5", "V"],
            [
                "Currente per fasa, senza dissipatore /\nCurrent per phase, no heat sink",
                "",
                "",
                "",
                "1.0",
                "A",
            ],
            [
                "Currente per fasa, c\u00f9 dissipatore \u00e8 ventilazione /\n"
                "Current per phase, heat sink and airflow",
                "",
                "",
                "",
                "2.0",
                "A",
            ],
            ["Currente di a logica /\nLogic supply current", "IDD", "", "5", "8", "mA"],
            ["Temperatura di funziunamentu /\nOperating temperature", "TA", "-20", "", "+85", DEG],
        ],
        7.5,
    )
    s.heading("2  Valori massimi assuluti / Absolute maximum ratings", 10.5)
    s.table(
        [Col("Parametru / Parameter", 330), Col("Valore / Value", 169, "C")],
        [
            ["Tensione di u mutore / Motor supply voltage, VMOT", "35 V"],
            ["Tensione di a logica / Logic supply voltage, VDD", "-0.3 ... 7 V"],
            ["Entrate logiche / Logic inputs (STEP, DIR, MSx, EN, SLP, RST)", "-0.3 ... 5.5 V"],
            ["Currente di uscita / Output current, peak", PM + "2 A"],
            ["Temperatura di almacenamentu / Storage temperature", "-55 ... +150 " + DEG],
        ],
        7.5,
    )
    s.heading("3  Nota nant'\u00e0 u rinfriscamentu / Note on cooling", 10.5)
    s.para(
        "Senza dissipatore, tenite a currente sottu 1 A per fasa. Without a heat sink, keep "
        "the current below about 1 A per phase; the IC stops at its thermal shutdown "
        "(165 " + DEG + " junction) and restarts when cool. The 2 A figure needs the heat "
        "sink of the K kit and a fan blowing across the board. Put a 100 " + MU + "F "
        "electrolytic capacitor across VMOT and GND close to the board: LC spikes on long "
        "supply leads can exceed 35 V and destroy the driver.",
        8,
    )
    s.heading("4  Limitazione di currente / Current limit setting", 10.5)
    s.para(
        "Imax = VREF / (8 " + TIMES + " RCS), with RCS = 0.068 " + OHM + " on this board: "
        "Imax = VREF " + TIMES + " 1.84. Esempiu / Example: VREF = 0.54 V gives 1.0 A per "
        "phase. Measure VREF on the trimmer wiper with the motor disconnected.",
        8,
    )
    s.add_page()
    s.heading("5  Risuluzione di u passu / Microstep resolution", 10.5)
    s.table(
        [
            Col("MS1", 45, "C"),
            Col("MS2", 45, "C"),
            Col("MS3", 45, "C"),
            Col("Risuluzione / Resolution", 180),
            Col(
                "Passi per giru (mutore 1.8\u00b0) /\nSteps per revolution (1.8\u00b0 motor)",
                184,
                "C",
            ),
        ],
        [
            ["L", "L", "L", "Passu sanu / Full step", "200"],
            ["H", "L", "L", "Mezu passu / Half step", "400"],
            ["L", "H", "L", "Quartu di passu / Quarter step", "800"],
            ["H", "H", "L", "Ottavu di passu / Eighth step", "1600"],
            ["H", "H", "H", "Sedicesimu di passu / Sixteenth step", "3200"],
        ],
        7.5,
    )
    s.para(
        "MS1, MS2 \u00e8 MS3 anu resistenze di tirata ver di a massa. MS1 to MS3 have pull-down "
        "resistors (MS1 100 k" + OHM + ", MS2 and MS3 50 k" + OHM + "): left open, the "
        "driver runs in full steps.",
        8,
    )
    s.heading("6  Segnali logichi / Logic signals", 10.5)
    s.table(
        [
            Col("Simb. / Symbol", 170),
            Col("Min.", 80, "C"),
            Col("Max.", 80, "C"),
            Col("Unit\u00e0", 169, "C"),
        ],
        [
            ["V_{IH}", "0.7 " + TIMES + " VDD", "", "V"],
            ["V_{IL}", "", "0.3 " + TIMES + " VDD", "V"],
            ["t_{STEP,H} (STEP high)", "1", "", MU + "s"],
            ["t_{STEP,L} (STEP low)", "1", "", MU + "s"],
            ["t_{SU} (DIR, MSx setup)", "200", "", "ns"],
        ],
        7.5,
    )
    s.heading("7  Piedini / Pins", 10.5)
    s.table(
        [Col("Piedinu / Pin", 110), Col("Funzione / Function", 389)],
        [
            ["VMOT, GND", "Alimentazione di u mutore / Motor supply"],
            ["1A, 1B, 2A, 2B", "Bobine di u mutore / Motor coils"],
            ["VDD, GND", "Alimentazione di a logica / Logic supply"],
            ["EN", "Attivu bassu / Active low enable (pull-down on board)"],
            ["MS1, MS2, MS3", "Selezzione di u passu / Step resolution select"],
            [
                "RST, SLP",
                "Reset \u00e8 sonnu; ligate inseme / Reset and sleep; tie together if unused",
            ],
            ["STEP, DIR", "Impulsu di passu \u00e8 direzzione / Step pulse and direction"],
        ],
        7.5,
    )
    s.heading("8  Dumande / Questions", 10.5)
    s.bullets(
        [
            "Possu aduprà una logica di 3.3 V? / Can I use 3.3 V logic (Raspberry Pi, ESP32)? "
            "Iè / Yes: power VDD from 3.3 V; the input thresholds follow VDD.",
            "Un adattatore di 12 V o 24 V per u mutore? / A 12 V or 24 V adapter for the motor? "
            "Iè / Yes, any supply from 8 V to 35 V that can deliver the motor current.",
            "H\u00e8 prutettu contr'\u00e0 l'inversione di pularit\u00e0? / Is it reverse-polarity "
            "protected? N\u00f2 / No: reversed VMOT destroys the driver.",
            "Possu scunnette u mutore incu a carta accesa? / Can I unplug the motor while "
            "powered? N\u00f2 / No, this can destroy the driver.",
        ],
        8,
        "\u25a0",
    )
    return save(s, out / "cst-8835.pdf")


# ------------------------------------------------------------ boost module (Somerset West)
def upv28(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Helderberg Maker Supply \u00b7 Somerset-Wes",
        header_right="UPV-28 Opjaagmodule / Boost module",
        footer_left="HMS-UPV28 \u00b7 uitgawe 3 / issue 3 \u00b7 Prys / Price R 39.00 incl. BTW / VAT",
        footer_right="Bladsy {page} van {nb} / Page {page} of {nb}",
        table_fill=(253, 236, 215),
        accent=(200, 90, 0),
        grid=False,
    )
    s = Sheet(style, "UPV-28 adjustable boost converter module")
    s.add_page()
    s.title_block(
        "UPV-28",
        "Verstelbare GS-GS-opjaagomsetter / Adjustable DC-DC boost converter module",
        "2-24 V in \u00b7 tot 28 V uit / up to 28 V out \u00b7 1.2 MHz \u00b7 36 x 17 mm",
        22,
    )
    s.para(
        "Die UPV-28 verhoog 'n laer GS-spanning na 'n ho\u00ebr een wat jy met die "
        "veelslag-trimmer instel. The UPV-28 steps a lower DC voltage up to a higher one set "
        "with the multi-turn trimmer. It is built around a 6-pin current-mode boost IC with "
        "an internal 2 A switch, a Schottky diode and ceramic capacitors on both sides.",
        8.5,
    )
    s.heading("Spesifikasies / Specifications", 11, rule=True)
    s.table(
        [
            Col("Parameter", 230),
            Col("Min.", 60, "C"),
            Col("Tip.", 60, "C"),
            Col("Maks.", 60, "C"),
            Col("Eenheid / Unit", 89, "C"),
        ],
        [
            ["Insetspanning /\nInput voltage", "2", "", "24", "V"],
            [
                "Uitsetspanning (verstelbaar) /\nOutput voltage (adjustable, Note 1)",
                "",
                "",
                "28",
                "V",
            ],
            ["Skakelaar-stroomgrens (IC) /\nSwitch current limit (IC)", "", "2", "", "A"],
            ["Skakelfrekwensie /\nSwitching frequency", "", "1.2", "", "MHz"],
            [
                "Ruslaaistroom sonder las /\nNo-load input current (5 V in, 12 V out)",
                "",
                "2.5",
                "",
                "mA",
            ],
            ["Doeltreffendheid /\nEfficiency", "", "", "93", "%"],
            ["Werkstemperatuur /\nOperating temperature", "-40", "", "+85", DEG],
        ],
        8,
    )
    s.para(
        "Nota 1: Die uitset kan nie laer as die inset gestel word nie. Note 1: The output "
        "cannot be set below the input; with the trimmer at its minimum the output follows "
        "the input minus the diode drop (about 0.4 V).",
        7.5,
    )
    s.heading("Maksimum uitsetstroom / Maximum output current", 11, rule=True)
    s.para(
        "Gemeet by 25 " + DEG + " sonder lugvloei / measured at 25 " + DEG + " without airflow; "
        "the IC's 2 A switch limit sets these values, not the output capacitor.",
        7.5,
    )
    s.table(
        [
            Col("VIN " + ARROW + " VOUT", 129),
            Col("3.7 V " + ARROW + " 5 V", 74, "C"),
            Col("5 V " + ARROW + " 9 V", 74, "C"),
            Col("5 V " + ARROW + " 12 V", 74, "C"),
            Col("12 V " + ARROW + " 19 V", 74, "C"),
            Col("12 V " + ARROW + " 24 V", 74, "C"),
        ],
        [
            ["Kontinu / Continuous", "1.0 A", "0.6 A", "0.4 A", "0.6 A", "0.35 A"],
            [
                "Kortstondig (< 10 s) /\nShort term (< 10 s)",
                "1.3 A",
                "0.8 A",
                "0.55 A",
                "0.8 A",
                "0.5 A",
            ],
        ],
        8,
    )
    s.heading("Doeltreffendheid / Efficiency test points", 11, rule=True)
    s.table(
        [
            Col("VIN (V)", 100, "C"),
            Col("VOUT (V)", 100, "C"),
            Col("IOUT (A)", 100, "C"),
            Col("Doeltreffendheid / Efficiency", 199, "C"),
        ],
        [
            ["3.7", "5", "0.5", "91 %"],
            ["5", "12", "0.2", "89 %"],
            ["5", "12", "0.4", "85 %"],
            ["9", "12", "0.5", "93 %"],
            ["12", "24", "0.3", "92 %"],
        ],
        8,
    )
    s.add_page()
    s.heading("Waarskuwings / Warnings", 11, rule=True)
    s.bullets(
        [
            "Moet nooit meer as 24 V op VIN+ sit nie. Never put more than 24 V on VIN+; the IC "
            "itself is rated 26 V absolute maximum and the SW node 30 V.",
            "Geen omgekeerde-polariteit-beskerming nie / No reverse-polarity protection: a "
            "reversed input destroys the IC.",
            "Geen kortsluitbeskerming nie / No short-circuit protection: the diode passes the "
            "input straight to a shorted output. Fit a fuse.",
            "Stel die uitset sonder las in / Set the output without a load, then connect the load.",
        ],
        8.5,
    )
    s.heading("Aansluitings / Connections", 11, rule=True)
    s.table(
        [
            Col("Pad", 100, "C"),
            Col("Funksie / Function", 250),
            Col("Padgrootte / Pad size", 149, "C"),
        ],
        [
            ["VIN+", "Inset positief / Input positive", "3.0 x 2.0 mm"],
            ["VIN-", "Inset negatief / Input negative (GND)", "3.0 x 2.0 mm"],
            ["VOUT+", "Uitset positief / Output positive", "3.0 x 2.0 mm"],
            ["VOUT-", "Uitset negatief / Output negative (GND)", "3.0 x 2.0 mm"],
        ],
        8,
    )
    s.heading("Gereelde vrae / FAQ", 11, rule=True)
    s.bullets(
        [
            "Kan ek 'n 2S-LiPo (6.0-8.4 V) na 12 V opjaag? / Can I boost a 2S LiPo (6.0-8.4 V) "
            "to 12 V? Ja / Yes.",
            "Kan dit 'n spanning verlaag? / Can it step down? Nee / No, it only boosts; use a "
            "buck module.",
            "Werk dit van 'n enkele AA-sel? / Does it run from a single AA cell? Nee / No, the "
            "IC needs at least 2 V on VIN+.",
            "Is die uitset ge\u00efsoleer? / Is the output isolated? Nee / No, VIN- and VOUT- are "
            "the same ground.",
        ],
        8.5,
    )
    return save(s, out / "upv-28.pdf")
