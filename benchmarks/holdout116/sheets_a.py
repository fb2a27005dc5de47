"""Hold-out 116 datasheets, part 1: a humidity / temperature sensor IC, a
thermocouple-to-digital converter IC, a dual motor driver IC and a 3 A buck module.

A Dundee sensor house data sheet in English (accuracy per humidity and temperature
band in unnamed continuation rows, heater power per supply voltage, a command table
with measurement durations, address versions only in the ordering table), a Missoula
US thermocouple-converter data sheet (condition sentence, accuracy per thermocouple
type and range, operating range only in the ordering table, 5 V logic warning in
Applications Information), a Ladin / English motor driver IC sheet from Val Gardena
(bilingual names wrapped over two lines, average vs peak output current in the
absolute maximum table, a truth table) and a Kashubian / English buck module leaflet
(resistor-to-frequency table, efficiency per load and input voltage, continuous vs
peak output current, FAQ).
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
TAU = "\u03c4"


# ------------------------------------------------------------ RH / T sensor (Dundee)
def thr4108(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Tayhaven Sensing Ltd",
        header_right="THR-4108 | Datasheet",
        footer_left="THR-4108 Datasheet  -  Issue 3  -  Tayhaven Sensing Ltd, Dundee DD1",
        footer_right="- {page} -",
        table_fill=(214, 236, 236),
        accent=(0, 96, 100),
        grid=False,
    )
    s = Sheet(style, "THR-4108 humidity and temperature sensor")
    s.add_page()
    s.title_block(
        "THR-4108",
        "Digital humidity and temperature sensor with I2C interface",
        "DFN-4, 1.5 mm x 1.5 mm x 0.5 mm  |  factory calibrated  |  on-chip heater",
        20,
    )

    def left() -> None:
        s.para(
            "The THR-4108 measures relative humidity and temperature and returns both as "
            "16-bit words with CRC over I2C. It runs from a single supply between 1.08 V "
            "and 3.6 V, so it can share the rail of a coin cell, an MCU core or a 3.3 V "
            "system. Each reading is started by a command; between commands the part "
            "falls back to idle without any register set-up.",
            8.5,
        )

    def right() -> None:
        s.caption("Key figures", 8.5)
        s.bullets(
            [
                "Idle current 0.08 " + MU + "A typ.",
                "Fast-mode plus I2C, 1 MHz",
                "Two address versions",
                "Heater for creep recovery",
                "Resolution 0.01 %RH / 0.01 " + DEG,
            ],
            8,
            mark="-",
        )

    s.side_by_side(left, right, 300, box=True)
    s.heading("1  Humidity sensor specification", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 140),
            Col("Conditions", 150),
            Col("Min", 45, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            [
                "Accuracy tolerance",
                "20 %RH to 80 %RH, 25 " + DEG,
                "",
                PM + "1.8",
                PM + "3.0",
                "%RH",
            ],
            ["", "0 to 20 %RH, 80 to 100 %RH", "", PM + "2.5", PM + "4.5", "%RH"],
            ["Repeatability", "high repeatability", "", "0.08", "", "%RH"],
            ["Resolution", "high repeatability", "", "0.01", "", "%RH"],
            ["Hysteresis", "at 25 " + DEG, "", PM + "0.8", "", "%RH"],
            ["Specified range", "non-condensing", "0", "", "100", "%RH"],
            ["Response time", TAU + "63%, 1 m/s air", "", "4", "", "s"],
            ["Long-term drift", "", "", "< 0.2", "", "%RH/y"],
        ],
        7.5,
    )
    s.heading("2  Temperature sensor specification", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 140),
            Col("Conditions", 150),
            Col("Min", 45, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Accuracy tolerance", "0 " + DEG + " to 65 " + DEG, "", PM + "0.2", PM + "0.4", DEG],
            ["", "-40 " + DEG + " to 0 " + DEG, "", PM + "0.4", PM + "0.7", DEG],
            ["", "65 " + DEG + " to 125 " + DEG, "", PM + "0.5", PM + "1.0", DEG],
            ["Repeatability", "high repeatability", "", "0.04", "", DEG],
            ["Resolution", "high repeatability", "", "0.01", "", DEG],
            ["Specified range", "", "-40", "", "125", DEG],
            ["Response time", TAU + "63%", "", "2", "", "s"],
        ],
        7.5,
    )
    s.para(
        "Outside 5 " + DEG + " to 60 " + DEG + " and 20 %RH to 80 %RH the humidity sensor "
        "may show an offset after long exposure (up to +3 %RH after 60 h at 90 %RH). Running "
        "the heater for 1 s at the high setting removes most of this creep.",
        7.5,
    )
    s.add_page()
    s.heading("3  Electrical specification", 10.5, rule=True)
    s.para("Default conditions: 25 " + DEG + " and VDD = 3.3 V unless stated otherwise.", 7.5)
    s.table(
        [
            Col("Parameter", 130),
            Col("Symbol", 50, "C"),
            Col("Conditions", 130),
            Col("Min", 40, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltage", "VDD", "", "1.08", "3.3", "3.6", "V"],
            ["Supply current", "IDD", "idle state", "", "0.08", "1.0", MU + "A"],
            ["", "", "measuring", "", "320", "500", MU + "A"],
            ["", "", "average, 1 meas./s, high rep.", "", "2.2", "", MU + "A"],
            ["Low level input voltage", "VIL", "", "", "", "0.3 VDD", "V"],
            ["High level input voltage", "VIH", "", "0.7 VDD", "", "", "V"],
            ["SCL clock frequency", "fSCL", "", "", "", "1000", "kHz"],
            ["Power-up time", "tPU", "after VDD " + GE + " 1.08 V", "", "0.3", "1", "ms"],
        ],
        7.5,
    )
    s.heading("4  Absolute maximum ratings", 10.5, rule=True)
    s.table(
        [Col("Parameter", 250), Col("Rating", 249, "C")],
        [
            ["Supply voltage VDD", "-0.3 V to 4.75 V"],
            ["Operating temperature range", "-40 " + DEG + " to 125 " + DEG],
            ["Storage temperature range", "-40 " + DEG + " to 150 " + DEG],
            ["ESD, human body model", "4 kV"],
        ],
        7.5,
        show_head=False,
    )
    s.heading("5  Heater", 10.5, rule=True)
    s.para(
        "The heater is meant for occasional use (creep recovery, condensation removal), at "
        "most 10 % duty cycle. Its power scales with the supply voltage:",
        7.5,
    )
    s.table(
        [
            Col("Heater setting", 150),
            Col("VDD = 3.3 V", 110, "C"),
            Col("VDD = 1.8 V", 110, "C"),
            Col("Pulse", 129, "C"),
        ],
        [
            ["High", "200 mW", "60 mW", "1 s or 0.1 s"],
            ["Medium", "110 mW", "32 mW", "1 s or 0.1 s"],
            ["Low", "20 mW", "6 mW", "1 s or 0.1 s"],
        ],
        7.5,
    )
    s.heading("6  Command overview", 10.5, rule=True)
    s.table(
        [
            Col("Command (hex)", 90, "C"),
            Col("Action", 250),
            Col("Max. duration", 159, "C"),
        ],
        [
            ["0xFD", "measure T and RH, high repeatability", "8.3 ms"],
            ["0xF6", "measure T and RH, medium repeatability", "4.5 ms"],
            ["0xE0", "measure T and RH, low repeatability", "1.6 ms"],
            ["0x39", "high heater 1 s, then high repeatability measurement", "1.1 s"],
            ["0x89", "read serial number", "-"],
            ["0x94", "soft reset", "1 ms"],
        ],
        7.5,
    )
    s.heading("7  Ordering information", 10.5, rule=True)
    s.table(
        [
            Col("Order code", 120),
            Col("I2C address", 90, "C"),
            Col("Packing", 289),
        ],
        [
            ["THR-4108-A", "0x44", "tape and reel, 10 000 pcs"],
            ["THR-4108-B", "0x45", "tape and reel, 10 000 pcs"],
        ],
        7.5,
    )
    revision_table(s, [["Feb 2024", "3", "Heater table per VDD added"]], (90, 60, 349))
    return save(s, out / "thr-4108.pdf")


# ------------------------------------------------------------ thermocouple converter (Missoula)
def pvx2031(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="BITTERROOT THERMAL SILICON",
        header_right="PVX2031 Series",
        footer_left="Bitterroot Thermal Silicon, Inc.  Missoula, Montana   BTS-DS-2031 Rev. D",
        footer_right="{page}",
        table_fill=(236, 230, 214),
        accent=(120, 70, 10),
        grid=True,
    )
    s = Sheet(style, "PVX2031 cold-junction compensated thermocouple-to-digital converter")
    s.add_page()
    s.title_block(
        "PVX2031",
        "Cold-Junction Compensated Thermocouple-to-Digital Converter",
        "",
        22,
    )

    def left() -> None:
        s.caption("GENERAL DESCRIPTION")
        s.para(
            "The PVX2031 digitizes the signal of a K-, J-, N-, T- or E-type thermocouple "
            "and compensates the cold junction with an on-chip sensor. Data are read as "
            "one 32-bit frame from a read-only SPI-compatible port. Each type is a "
            "separate part number (suffix K, J, N, T or E); the thermocouple type is not "
            "selectable in software.",
            8,
        )

    def right() -> None:
        s.caption("BENEFITS AND FEATURES")
        s.bullets(
            [
                "14-Bit, 0.25" + DEG + " Thermocouple Resolution",
                "Internal Cold-Junction Compensation",
                "SPI-Compatible Read-Only Interface",
                "Detects Open Thermocouple and Shorts to GND or VCC",
                "8-Pin SO Package",
            ],
            8,
        )

    s.side_by_side(left, right, 260)
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5)
    s.table(
        [Col("", 300), Col("", 199)],
        [
            ["Supply Voltage (VCC to GND)", "-0.3V to +4.0V"],
            ["All Other Pins", "-0.3V to (VCC + 0.3V)"],
            ["Continuous Power Dissipation (TA = +70" + DEG + ")", "470mW"],
            ["Junction Temperature", "+150" + DEG],
            ["Storage Temperature Range", "-65" + DEG + " to +150" + DEG],
        ],
        7.5,
        show_head=False,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5)
    s.para(
        "(VCC = +3.0V to +3.6V, TA = -40" + DEG + " to +125" + DEG + ", unless otherwise "
        "noted. Typical values are at VCC = +3.3V and TA = +25" + DEG + ".) (Note 1)",
        7.5,
    )
    s.table(
        [
            Col("PARAMETER", 135),
            Col("SYMBOL", 48, "C"),
            Col("CONDITIONS", 140),
            Col("MIN", 40, "C"),
            Col("TYP", 40, "C"),
            Col("MAX", 40, "C"),
            Col("UNITS", 56, "C"),
        ],
        [
            ["Power-Supply Voltage", "VCC", "", "3.0", "3.3", "3.6", "V"],
            ["Power-Supply Current", "ICC", "", "", "900", "1500", MU + "A"],
            [
                "Thermocouple Temperature",
                "",
                "-200" + DEG + " < TTC < +700" + DEG,
                "-2",
                "",
                "+2",
                DEG,
            ],
            ["Error, K type", "", "+700" + DEG + " < TTC < +1350" + DEG, "-4", "", "+4", DEG],
            ["Thermocouple Temperature\nResolution", "", "", "", "0.25", "", DEG],
            ["Cold-Junction Accuracy", "", "TA = -20" + DEG + " to +85" + DEG, "-2", "", "+2", DEG],
            ["Cold-Junction Resolution", "", "", "", "0.0625", "", DEG],
            ["Temperature Conversion Time", "tCONV", "(Note 2)", "", "70", "100", "ms"],
            ["Input Low Voltage", "VIL", "", "", "", "0.3 x VCC", "V"],
            ["Input High Voltage", "VIH", "", "0.7 x VCC", "", "", "V"],
            ["Output Low Voltage", "VOL", "IOUT = -1.6mA", "", "", "0.4", "V"],
            ["Serial-Clock Frequency", "fSCL", "", "", "", "5", "MHz"],
        ],
        7.5,
    )
    s.para(
        "Note 1: All devices are 100% production tested at TA = +25" + DEG + ". Limits over "
        "the temperature range are guaranteed by design. Note 2: Conversion runs "
        "continuously while CS is high; pulling CS low stops it and outputs the last result.",
        7,
    )
    s.add_page()
    s.heading("THERMOCOUPLE ERROR BY TYPE", 9.5)
    s.para(
        "(VCC = +3.3V, TA = -20"
        + DEG
        + " to +85"
        + DEG
        + ", not including the thermocouple's own tolerance)",
        7.5,
    )
    s.table(
        [
            Col("PART", 90, "C"),
            Col("TYPE", 50, "C"),
            Col("TTC RANGE (" + DEG + ")", 150, "C"),
            Col("ERROR (" + DEG + ")", 100, "C"),
            Col("FULL SCALE (" + DEG + ")", 109, "C"),
        ],
        [
            [
                "PVX2031K",
                "K",
                "-200 to +700\n+700 to +1350",
                PM + "2\n" + PM + "4",
                "-270 to +1372",
            ],
            ["PVX2031J", "J", "-210 to +750", PM + "2", "-210 to +1200"],
            [
                "PVX2031N",
                "N",
                "-200 to +700\n+700 to +1300",
                PM + "2\n" + PM + "4.5",
                "-270 to +1300",
            ],
            ["PVX2031T", "T", "-250 to +400", PM + "2", "-270 to +400"],
            ["PVX2031E", "E", "-250 to +700", PM + "3", "-270 to +1000"],
        ],
        7.5,
    )
    s.heading("SERIAL INTERFACE TIMING", 9.5)
    s.table(
        [
            Col("PARAMETER", 200),
            Col("SYMBOL", 70, "C"),
            Col("MIN", 60, "C"),
            Col("MAX", 60, "C"),
            Col("UNITS", 109, "C"),
        ],
        [
            ["CS Fall to SO Valid", "tDV", "", "100", "ns"],
            ["SCK Pulse-High Width", "tCH", "100", "", "ns"],
            ["SCK Pulse-Low Width", "tCL", "100", "", "ns"],
            ["CS Fall to SCK Rise", "tCSS", "100", "", "ns"],
        ],
        7.5,
    )
    s.heading("APPLICATIONS INFORMATION", 9.5)
    s.para(
        "Supply and logic. VCC must stay between 3.0V and 3.6V. SCK and CS are not 5V "
        "tolerant: with a 5V microcontroller, translate SCK and CS down to the VCC level and "
        "read SO through a translator or a buffer that accepts 3.3V logic. Bypass VCC with "
        "0.1" + MU + "F close to the pins and keep the device away from heat sources, "
        "because the cold-junction sensor must track the connector temperature.",
        8,
    )
    s.para(
        "Fault bits. Bit D16 is set on any fault; D0 reports an open thermocouple, D1 a "
        "short to GND and D2 a short to VCC. The PVX2031 does not report thermocouple "
        "insulation breakdown to earth and is not isolated.",
        8,
    )
    s.heading("ORDERING INFORMATION", 9.5)
    s.table(
        [
            Col("PART", 120, "C"),
            Col("THERMOCOUPLE TYPE", 110, "C"),
            Col("TEMP RANGE", 140, "C"),
            Col("PIN-PACKAGE", 129, "C"),
        ],
        [
            ["PVX2031KASA+", "K", "-40" + DEG + " to +125" + DEG, "8 SO"],
            ["PVX2031JASA+", "J", "-40" + DEG + " to +125" + DEG, "8 SO"],
            ["PVX2031NASA+", "N", "-40" + DEG + " to +125" + DEG, "8 SO"],
            ["PVX2031TASA+", "T", "-40" + DEG + " to +125" + DEG, "8 SO"],
            ["PVX2031EASA+", "E", "-40" + DEG + " to +125" + DEG, "8 SO"],
        ],
        7.5,
    )
    revision_table(s, [["9/23", "D", "Added N-type error above +700" + DEG]], (90, 60, 349))
    return save(s, out / "pvx2031.pdf")


# ------------------------------------------------------------ dual motor driver (Ladin / English)
def gdm6612(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Elettronica Gherdëina s.r.l.  -  Urtijëi / Ortisei",
        header_right="GDM6612  Fuei de dac / Data sheet",
        footer_left="GDM6612 LAD-EN  ed. 2  -  Documënt nia vincolant / non-binding document",
        footer_right="Plata {page} de {nb}",
        table_fill=(226, 238, 220),
        accent=(40, 90, 40),
        grid=True,
    )
    s = Sheet(style, "GDM6612 dual DC motor driver")
    s.add_page()
    s.title_block(
        "GDM6612",
        "Driver dopl per motors DC / Dual DC motor driver IC",
        "Doi ponts H MOSFET / two MOSFET H-bridges  -  SSOP-24  -  STBY, PWM fin a 100 kHz",
        20,
    )
    s.heading("1  Descrizion / Description", 10)
    s.para(
        "L GDM6612 cumanda doi motors DC cun doi ponts H. The GDM6612 drives two brushed DC "
        "motors (or one bipolar stepper) through two MOSFET H-bridges. Each channel has IN1, "
        "IN2 and PWM inputs for forward, reverse, short brake and stop; STBY low puts the "
        "whole chip in standby. Logic (VCC) and motor (VM) supplies are separate and may be "
        "switched on in any order.",
        8,
    )
    s.heading("2  Valores massimei assoluc / Absolute maximum ratings (Ta = 25 " + DEG + ")", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Simbol", 60, "C"),
            Col("Valor / Rating", 110, "C"),
            Col("Unità", 50, "C"),
            Col("Nota", 79, "C"),
        ],
        [
            ["Tenjion dl motor /\nMotor supply voltage", "VM", "15", "V", ""],
            ["Tenjion dla logica /\nLogic supply voltage", "VCC", "6", "V", ""],
            ["Tenjion d'entrada /\nInput voltage", "VIN", "-0.2 ... 6", "V", "IN1, IN2, PWM, STBY"],
            [
                "Corënt de ussida /\nOutput current (average)",
                "IOUT",
                "1.2",
                "A",
                "per canal / per channel",
            ],
            [
                "Corënt de ussida, pic /\nOutput current (peak)",
                "IOUT(peak)",
                "3.2",
                "A",
                "tw " + LE + " 10 ms, 1 pulse",
            ],
            [
                "Temperatura de funzionamënt /\nOperating temperature",
                "Topr",
                "-20 ... +85",
                DEG,
                "",
            ],
            ["Temperatura de magasin /\nStorage temperature", "Tstg", "-55 ... +150", DEG, ""],
        ],
        7.5,
    )
    s.heading("3  Condizions de lëur / Recommended operating conditions", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Simbol", 60, "C"),
            Col("Min.", 45, "C"),
            Col("Tip.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unità", 50, "C"),
            Col("Nota", 54, "C"),
        ],
        [
            ["Tenjion dla logica /\nLogic supply voltage", "VCC", "2.7", "3", "5.5", "V", ""],
            ["Tenjion dl motor /\nMotor supply voltage", "VM", "4.5", "5", "13.5", "V", ""],
            ["Corënt de ussida /\nOutput current", "IOUT", "", "", "1.0", "A", "per canal"],
            ["Frecuënza PWM /\nPWM frequency", "fPWM", "", "", "100", "kHz", ""],
        ],
        7.5,
    )
    s.heading("4  Carateristiches eletriches / Electrical characteristics", 10)
    s.para(
        "Ta = 25 "
        + DEG
        + ", VCC = 3 V, VM = 5 V, sce nia autramënter dit / unless otherwise noted",
        7.5,
    )
    s.table(
        [
            Col("Parameter", 150),
            Col("Simbol", 55, "C"),
            Col("Condizion / Condition", 119),
            Col("Min.", 40, "C"),
            Col("Tip.", 40, "C"),
            Col("Max.", 40, "C"),
            Col("Unità", 55, "C"),
        ],
        [
            [
                "Corënt dla logica /\nLogic supply current",
                "ICC(3V)",
                "STBY = H, no load",
                "",
                "1.1",
                "1.8",
                "mA",
            ],
            ["", "ICC(5.5V)", "STBY = H, no load", "", "1.5", "2.2", "mA"],
            ["Standby, logica /\nStandby, logic", "ICC(STB)", "STBY = L", "", "", "1", MU + "A"],
            ["Standby, motor /\nStandby, motor", "IM(STB)", "STBY = L", "", "", "1", MU + "A"],
            ["Entrada H / Input high", "VIH", "", "0.7 VCC", "", "VCC + 0.2", "V"],
            ["Entrada L / Input low", "VIL", "", "-0.2", "", "0.3 VCC", "V"],
            [
                "Resistënza ON /\nOutput ON resistance",
                "RON",
                "IO = 1.0 A, high + low side",
                "",
                "0.5",
                "0.7",
                OHM,
            ],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5  Tabela de verità / Control truth table", 10)
    s.table(
        [
            Col("IN1", 50, "C"),
            Col("IN2", 50, "C"),
            Col("PWM", 50, "C"),
            Col("STBY", 50, "C"),
            Col("OUT1", 60, "C"),
            Col("OUT2", 60, "C"),
            Col("Modo / Mode", 179),
        ],
        [
            ["H", "H", "H/L", "H", "L", "L", "short brake"],
            ["L", "H", "H", "H", "L", "H", "CCW"],
            ["H", "L", "H", "H", "H", "L", "CW"],
            ["L", "L", "H", "H", "OFF", "OFF", "stop (high impedance)"],
            ["H/L", "H/L", "H/L", "L", "OFF", "OFF", "standby"],
        ],
        7.5,
    )
    s.heading("6  Piedins / Pin assignment (selezion / selection)", 10)
    s.table(
        [Col("Piedin / Pin", 70, "C"), Col("Inom / Name", 80, "C"), Col("Funzion / Function", 349)],
        [
            ["13, 14, 24", "VM1-3", "motor supply, 4.5 ... 13.5 V"],
            ["20", "VCC", "logic supply"],
            ["19", "STBY", "standby input, L = standby"],
            ["1, 2 / 5, 6", "AO1 / AO2", "channel A outputs"],
            ["11, 12 / 7, 8", "BO1 / BO2", "channel B outputs"],
            ["3, 4, 9, 10, 18", "PGND / GND", "ground"],
        ],
        7.5,
    )
    s.heading("7  Proteziuns / Protections", 10)
    s.bullets(
        [
            "Destudeda termica / Thermal shutdown: the outputs switch off at about 175 "
            + DEG
            + " junction and restart after cooling by about 20 "
            + DEG
            + ".",
            "Tenjion massa bassa / Undervoltage lockout on VCC: outputs off below 1.9 V (typ.).",
            "No overcurrent limit: the peak rating of 3.2 A is a single-pulse limit, not a "
            "protection. Size motors for stall current below it.",
        ],
        8,
    )
    s.heading("8  Ndicaziuns / Application notes", 10)
    s.para(
        "A 6 V to 12 V motor battery on VM and the 3.3 V or 5 V rail of the microcontroller "
        "on VCC is the usual set-up; the inputs follow the VCC level. Put 10 " + MU + "F "
        "plus 0.1 " + MU + "F from VM to PGND close to the pins. Both channels can be "
        "paralleled (AO1 with BO1, AO2 with BO2) for a single motor of up to 2.4 A average.",
        8,
    )
    revision_table(
        s,
        [
            ["2023-11-20", "1", "Prima ediziun / First edition"],
            ["2024-04-02", "2", "IOUT(peak) tw adatà"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "gdm6612.pdf")


# ------------------------------------------------------------ 3 A buck module (Kashubian / English)
def kszb328(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Kaszëbskô Elektronika sp. z o.o.  -  Kartuzë",
        header_right="KSZ-B328  Kôrta technicznô / Technical card",
        footer_left="KSZ-B328 KSZ/EN  wer. 1.2  -  www.example.pl/kaszebskô",
        footer_right="Starna {page} z {nb}",
        table_fill=(250, 236, 200),
        accent=(20, 50, 130),
        grid=False,
    )
    s = Sheet(style, "KSZ-B328 3 A step-down converter module")
    s.add_page()
    s.title_block(
        "KSZ-B328",
        "Mòduł òbniżający napãcé 3 A / 3 A step-down (buck) module",
        "Wejscé / input 4.5-28 V  -  wëjscé / output 0.8-20 V, nastôwióné trimerã / set by trimmer  -  22 x 17 mm",
        20,
    )
    s.heading("Òpisënk / Description", 10.5)
    s.para(
        "Môłi mòduł z przetwòrnicą 3 A. A small non-synchronous buck board with a "
        "current-mode controller. The output voltage is set with the "
        "blue trimmer; the switching frequency is set by one resistor (RFQ) and the board "
        "leaves the factory with 100 k" + OHM + " fitted. There is no reverse-polarity "
        "protection on the input.",
        8.5,
    )
    s.heading("Przédnô wielëzna / Key data", 10.5)
    s.table(
        [
            Col("Wielëzna / Quantity", 200),
            Col("Min.", 55, "C"),
            Col("Typ.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Jedn. / Unit", 55, "C"),
            Col("Uwôga / Note", 79, "C"),
        ],
        [
            ["Napãcé wejscowé /\nInput voltage", "4.5", "12", "28", "V", ""],
            [
                "Napãcé wejscowé, gwës /\nInput voltage, never exceed",
                "",
                "",
                "30",
                "V",
                "abs. max.",
            ],
            [
                "Napãcé wëjscowé /\nOutput voltage",
                "0.8",
                "",
                "20",
                "V",
                "VOUT " + LE + " VIN - 1.5 V",
            ],
            [
                "Prąd wëjscowi, cygłi /\nOutput current, continuous",
                "",
                "",
                "2",
                "A",
                "bez radiatora",
            ],
            ["Prąd wëjscowi, szczëtowi /\nOutput current, peak", "", "", "3", "A", "< 10 s"],
            ["Prąd bez òbcãżeniô /\nNo-load input current", "", "0.3", "", "mA", "VIN = 12 V"],
            ["Pùls napãcô wëjscowégò /\nOutput ripple", "", "30", "", "mV", "2 A, 20 MHz BW"],
            ["Temperatura robòtë /\nOperating temperature", "-40", "", "+85", DEG, ""],
        ],
        7.5,
    )
    s.heading("Czãstota przełączaniô / Switching frequency vs. RFQ", 10.5)
    s.para(
        "Wôrtnota RFQ ùstôwiô czãstotã. The resistor RFQ from FREQ to GND sets fSW; the "
        "marked pad on the back takes an 0603 part.",
        7.5,
    )
    s.table(
        [
            Col("RFQ (k" + OHM + ")", 100, "C"),
            Col("fSW (kHz)", 100, "C"),
            Col("Ùżëcé / Use", 299),
        ],
        [
            ["499", "300", "best efficiency at 24-28 V input"],
            ["249", "540", ""],
            ["100", "1000", "fitted at the factory"],
            ["60.4", "1500", "smallest ripple, only with VIN " + LE + " 15 V"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Sprôwnosc / Efficiency (VOUT = 5 V, fSW = 1000 kHz)", 10.5)
    s.table(
        [
            Col("Òbcãżenié / Load", 150),
            Col("VIN = 12 V", 110, "C"),
            Col("VIN = 24 V", 110, "C"),
            Col("Uwôga / Note", 129, "C"),
        ],
        [
            ["0.5 A", "92 %", "89 %", ""],
            ["1 A", "91 %", "88 %", ""],
            ["2 A", "88 %", "85 %", ""],
            ["3 A", "83 %", "78 %", "krótkò / short term"],
        ],
        7.5,
    )
    s.heading("Przëłączë / Connections", 10.5)
    s.table(
        [Col("Pad", 80, "C"), Col("Òpisënk / Description", 419)],
        [
            ["IN+", "input, 4.5-28 V"],
            ["IN-", "input ground"],
            ["OUT+", "output, 0.8-20 V"],
            ["OUT-", "output ground (common with IN-)"],
            ["EN", "enable, pulled up; short to GND to switch off"],
        ],
        7.5,
    )
    s.heading("Pëtania / FAQ", 10.5)
    s.bullets(
        [
            "Can I run it from a 12 V car battery? Yes. Car systems stay inside the 28 V "
            "input range, but load-dump spikes on the cigarette lighter socket can exceed "
            "30 V; add a TVS diode there.",
            "Does it turn 5 V into 3.3 V? Yes, but VOUT must stay 1.5 V below VIN, so from 5 V "
            "the highest clean output is 3.5 V.",
            "Is the output isolated? No; IN- and OUT- are the same copper.",
            "What efficiency at 24 V in, 12 V out? Not measured; only the 5 V output table "
            "above is characterised.",
        ],
        8,
    )
    revision_table(s, [["2024-03-18", "1.2", "Tabela RFQ / RFQ table added"]], (90, 60, 349))
    return save(s, out / "ksz-b328.pdf")
