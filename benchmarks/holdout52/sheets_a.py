"""Hold-out 52 datasheets, part 1: two doorbell chime modules, an irrigation valve
controller and a greenhouse climate controller.

A Japanese doorbell chime module specification (one column per version, typ.-only
table, full-width punctuation), a US analog-house chime module (condition sentence,
wrapped names, symbol-only rows, dot-leader absolute maximum list), an Italian
irrigation valve controller (one column per version, units column, table continued
on page 2, footnotes) and a German greenhouse climate controller (units column,
condition sentence, Modbus register map as decoy).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
LP = "\uff08"
RP = "\uff09"


# ------------------------------------------------ doorbell chime module (Japanese)
def hdc21(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="HANAZONO DENKI",
        header_right="HDC-21 Series  Specification",
        footer_left="Hanazono Denki Co., Ltd.  Doc. No. HD-S-2107",
        footer_right="{page}/{nb}",
        table_fill=None,
        accent=(120, 20, 20),
    )
    s = Sheet(style, "HDC-21 doorbell chime module")
    s.add_page()
    s.title_block("HDC-21A / HDC-21D", "Doorbell Chime Module (2-tone, 2 entrances)", "", 18)
    s.heading("■ Outline", 10)
    s.para(
        "The HDC-21 series is a built-in chime module for doorbells and intercom "
        "entrance panels. Two trigger terminals (TRG1 front door, TRG2 rear door) select "
        "two different tones. The HDC-21A is powered from a bell transformer (AC); the "
        "HDC-21D is powered from a DC supply.",
        8.5,
    )
    s.heading("■ Features", 10)
    s.bullets(
        [
            "Ding-dong" + FWC + "TRG1, single ding" + FWC + "TRG2",
            "On-board 0.5 W amplifier for an 8 " + OHM + " speaker",
            "Trigger by dry contact or open-collector output",
            "Volume adjustable by trimmer VR1",
        ],
        8.5,
        "・",
    )
    s.heading("■ Model line-up", 10)
    s.table(
        [Col("Item", 200), Col("HDC-21A", 150, "C"), Col("HDC-21D", 149, "C")],
        [
            ["Power supply", "AC 8" + FWT + "16 V, 50/60 Hz", "DC 9" + FWT + "15 V"],
            ["Current consumption" + LP + "standby" + RP, "4 mA", "2 mA"],
            ["Current consumption" + LP + "chiming" + RP, "180 mA", "150 mA"],
            ["Sound pressure level *1", "85 dB", "82 dB"],
            ["Chime time" + LP + "TRG1" + RP, "2.5 s", "2.5 s"],
        ],
        8,
    )
    s.para("*1" + FWC + "at 1 m, volume maximum, with the supplied 8 " + OHM + " speaker.", 7.5)
    s.heading("■ Absolute maximum ratings" + LP + "Ta=25" + FW_C + RP, 10)
    s.table(
        [Col("Item", 200), Col("Symbol", 70, "C"), Col("Rating", 150, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage" + LP + "HDC-21A" + RP, "Vac", "18", "V"],
            ["Supply voltage" + LP + "HDC-21D" + RP, "Vcc", "17", "V"],
            ["Trigger terminal voltage *2", "Vtrg", "-0.3" + FWT + "5.5", "V"],
            ["Operating temperature", "Topr", "-10" + FWT + "+50", FW_C],
            ["Storage temperature", "Tstg", "-20" + FWT + "+60", FW_C],
        ],
        8,
    )
    s.para("*2" + FWC + "TRG1, TRG2 referenced to the COM terminal.", 7.5)
    s.add_page()
    s.heading("■ Recommended operating conditions", 10)
    s.table(
        [Col("Item", 200), Col("Symbol", 70, "C"), Col("Range", 150, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage" + LP + "HDC-21A" + RP, "Vac", "8" + FWT + "16", "V"],
            ["Supply voltage" + LP + "HDC-21D" + RP, "Vcc", "9" + FWT + "15", "V"],
            ["Operating temperature", "Topr", "-10" + FWT + "+40", FW_C],
        ],
        8,
    )
    s.heading(
        "■ Electrical characteristics"
        + LP
        + "Unless otherwise specified, Ta=25"
        + FW_C
        + ", Vcc=DC12V, HDC-21D"
        + RP,
        9.5,
    )
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 55, "C"),
            Col("Condition", 110, "C"),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Trigger input\n" + '"H" level voltage', "VIH", "TRG1, TRG2", "2.0", "", "", "V"],
            ["Trigger input\n" + '"L" level voltage', "VIL", "TRG1, TRG2", "", "", "0.8", "V"],
            ["Trigger input current", "IIL", "Vtrg=0 V", "", "0.5", "1.0", "mA"],
            ["Speaker output", "Po", "RL=8" + OHM + ", THD=10%", "", "0.5", "", "W"],
            ["Trigger pulse width", "tw", "", "50", "", "", "ms"],
        ],
        8,
    )
    s.heading("■ Reference data (typ.)", 10)
    s.table(
        [Col("Item", 200), Col("Condition", 160, "C"), Col("HDC-21D", 139, "C")],
        [
            ["Standby current", "Vcc=DC9V", "1.6 mA"],
            ["Standby current", "Vcc=DC15V", "2.4 mA"],
            ["Chiming current", "Vcc=DC15V", "190 mA"],
        ],
        8,
    )
    s.heading("■ Terminal assignment", 10)
    s.table(
        [Col("No.", 60, "C"), Col("Name", 100, "C"), Col("Function", 339)],
        [
            ["1", "AC/DC+", "Power supply input (AC: either terminal)"],
            ["2", "COM", "Power supply common / trigger common"],
            ["3", "TRG1", "Trigger 1 (front door), 2-tone"],
            ["4", "TRG2", "Trigger 2 (rear door), 1-tone"],
            ["5, 6", "SP+, SP-", "Speaker 8 " + OHM],
        ],
        8,
    )
    s.heading("■ Precautions", 10)
    s.bullets(
        [
            "Close TRG1 or TRG2 to COM to start the chime; a trigger is ignored while chiming.",
            "A microcontroller port may drive TRG through an open-collector transistor.",
            "The module is for indoor use. Protection class (IP) is not specified.",
        ],
        8,
        "・",
    )
    revision_table(s, [["2023-04-10", "1.0", "First issue"]], (100, 60, 339))
    return save(s, out / "hdc-21.pdf")


# ------------------------------------------------ doorbell chime module (US analog house)
def acm300(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="ARDENT SOUND DEVICES",
        header_right="ACM300",
        footer_left="Rev. B  |  Ardent Sound Devices, Inc.",
        footer_right="{page}",
        table_fill=(228, 232, 240),
        accent=(20, 40, 110),
    )
    s = Sheet(style, "ACM300 chime module")
    s.add_page()
    s.title_block("ACM300", "Low-Power Doorbell Chime Module with Class-D Speaker Driver", "", 19)

    def left() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "8 stored chime melodies (SEL pin)",
                "Class-D output, 0.8 W into 8 " + OHM + " at 5 V",
                "1.2 " + MU + "A standby current",
                "Single 2.4 V to 5.5 V supply",
                "Open-drain BUSY output",
                "7-pin 2.54 mm header module, 30 mm x 22 mm",
            ],
            8,
        )

    def right() -> None:
        s.heading("GENERAL DESCRIPTION", 9.5)
        s.para(
            "The ACM300 is a complete chime module for battery-powered wireless doorbells "
            "and smart-home hubs. A rising edge on TRIG plays the selected melody once; "
            "BUSY is pulled low while a melody plays. TRIG has an internal 100 k"
            + OHM
            + " pull-down resistor. The TRIG input is not 5 V tolerant: keep it below "
            "VDD + 0.3 V.",
            8,
        )

    s.side_by_side(left, right, 210)
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5)
    s.para(
        "VDD = 3.3 V, TA = +25" + DEG + ", RL = 8 " + OHM + ", unless otherwise noted.",
        8,
    )
    s.table(
        [
            Col("PARAMETER", 140),
            Col("SYMBOL", 50, "C"),
            Col("CONDITIONS", 130),
            Col("MIN", 42, "C"),
            Col("TYP", 42, "C"),
            Col("MAX", 42, "C"),
            Col("UNITS", 53, "C"),
        ],
        [
            ["Supply Voltage Range", "V_{DD}", "", "2.4", "", "5.5", "V"],
            [
                "Standby Supply\nCurrent",
                "I_{STBY}",
                "TRIG = GND, VDD = 3.3 V",
                "",
                "1.2",
                "3",
                MU + "A",
            ],
            ["", "", "TRIG = GND, VDD = 5.0 V", "", "2.0", "5", MU + "A"],
            ["Playing Supply\nCurrent", "I_{PLAY}", "VDD = 3.3 V", "", "120", "", "mA"],
            ["", "", "VDD = 5.0 V", "", "210", "", "mA"],
            ["Output Power", "P_{O}", "VDD = 5.0 V, THD+N = 10%", "", "0.8", "", "W"],
            ["", "", "VDD = 3.3 V, THD+N = 10%", "", "0.35", "", "W"],
            ["", "V_{IH}", "TRIG, SEL", "1.6", "", "", "V"],
            ["", "V_{IL}", "TRIG, SEL", "", "", "0.5", "V"],
            ["BUSY Output Low\nVoltage", "V_{OL}", "ISINK = 4 mA", "", "", "0.4", "V"],
            ["TRIG Debounce Time", "t_{DB}", "", "", "20", "", "ms"],
        ],
        7.5,
    )
    s.heading("ORDERING INFORMATION", 9.5)
    s.table(
        [Col("PART", 130), Col("TEMP RANGE", 150, "C"), Col("MELODIES", 219)],
        [
            ["ACM300", "0" + DEG + " to +70" + DEG, "8 (SEL pin)"],
            ["ACM300I", "-40" + DEG + " to +85" + DEG, "8 (SEL pin)"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5)
    s.leaders(
        [
            ("VDD to GND ", " -0.3 V to +6.0 V"),
            ("TRIG, SEL, BUSY to GND ", " -0.3 V to (VDD + 0.3 V)"),
            ("OUT+, OUT- short-circuit duration ", " Continuous"),
            ("Operating temperature range (ACM300I) ", " -40" + DEG + " to +85" + DEG),
            ("Storage temperature range ", " -55" + DEG + " to +125" + DEG),
            ("ESD (human body model) ", " " + PM + "2 kV"),
        ],
        8,
    )
    s.para(
        "Stresses beyond those listed under Absolute Maximum Ratings may cause permanent "
        "damage to the device. Operation at these conditions is not implied.",
        8,
    )
    s.heading("PIN DESCRIPTION", 9.5)
    s.table(
        [Col("PIN", 50, "C"), Col("NAME", 80, "C"), Col("FUNCTION", 369)],
        [
            ["1", "VDD", "Supply input, bypass with 10 " + MU + "F"],
            ["2", "TRIG", "Trigger input, rising edge, 100 k" + OHM + " pull-down"],
            ["3", "BUSY", "Open-drain output, low while playing"],
            ["4", "SEL", "Melody select: count of pulses 1 to 8"],
            ["5", "OUT+", "Speaker output (bridge-tied)"],
            ["6", "OUT-", "Speaker output (bridge-tied)"],
            ["7", "GND", "Ground"],
        ],
        7.5,
    )
    s.heading("APPLICATIONS INFORMATION", 9.5)
    s.para(
        "Speaker: use 8 " + OHM + " or higher; a 4 " + OHM + " speaker is not supported. "
        "BUSY may be pulled up to VDD only. When the module runs from 3.3 V and is "
        "triggered from a 5 V logic output, insert a level shifter or a series divider. "
        "The radio link of a wireless doorbell is not part of this module; range and "
        "frequency depend on the receiver used.",
        8,
    )
    revision_table(
        s,
        [["03/2022", "A", "Initial release"], ["11/2023", "B", "Added ACM300I"]],
        (100, 60, 339),
    )
    return save(s, out / "acm300.pdf")


# ------------------------------------------------ irrigation valve controller (Italian)
def ivc(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="VERDELLO IRRIGAZIONE",
        header_right="IVC-4 / IVC-8  Scheda tecnica / Data sheet",
        footer_left="Verdello Irrigazione S.r.l.  -  DS-IVC  ed. 03/2024",
        footer_right="Pag. {page}",
        table_fill=(225, 240, 225),
        accent=(20, 110, 50),
        grid=False,
    )
    s = Sheet(style, "IVC irrigation valve controller")
    s.add_page()
    s.title_block("IVC-4 / IVC-8", "Wi-Fi irrigation valve controller, 24 V AC", "", 20)
    s.para(
        "IVC controllers open 24 V AC solenoid valves of garden and greenhouse irrigation "
        "zones on a schedule set from the smartphone app. The IVC-4 drives 4 stations, "
        "the IVC-8 drives 8 stations. Both have a master valve / pump start output (MV) "
        "and one sensor input (S1-S2) for a rain or soil-moisture sensor.",
        8.5,
    )
    s.heading("Features", 10.5)
    s.bullets(
        [
            "Wi-Fi IEEE 802.11 b/g/n, 2.4 GHz, cloud or local mode",
            "Short-circuit detection on every station output",
            "Sensor input for normally-closed dry-contact sensors only",
            "Plug-in 230 V AC / 24 V AC transformer included (EU plug)",
        ],
        8.5,
    )
    s.heading("Technical data", 10.5)
    s.para("Values at 24 V AC supply and 20 " + DEG + " ambient unless stated otherwise.", 8)
    s.table(
        [
            Col("Parameter", 190),
            Col("Unit", 55, "C"),
            Col("IVC-4", 127, "C"),
            Col("IVC-8", 127, "C"),
        ],
        [
            ["Number of stations", "-", "4", "8"],
            ["Supply voltage (transformer\nsecondary)", "V AC", "22 ... 28", "22 ... 28"],
            ["Station output voltage", "V AC", "24", "24"],
            ["Output current per station (1)", "A", "0.35", "0.35"],
            ["Total output current (2)", "A", "0.65", "0.90"],
            ["Master valve / pump start\noutput", "A", "0.35", "0.35"],
            ["Standby power", "W", "1.5", "1.8"],
            ["Transformer rating", "VA", "20", "30"],
        ],
        8,
    )
    s.para(
        "(1) Continuous holding current; an inrush of 0.8 A for 100 ms is allowed.\n"
        "(2) All stations and the MV output together. The IVC-4 runs one station at a "
        "time, the IVC-8 up to two stations at a time.",
        7.5,
    )
    s.add_page()
    s.heading("Technical data (continued)", 10.5)
    s.table(
        [
            Col("Parameter", 190),
            Col("Unit", 55, "C"),
            Col("IVC-4", 127, "C"),
            Col("IVC-8", 127, "C"),
        ],
        [
            ["Radio", "-", "802.11 b/g/n, 2.4 GHz", "802.11 b/g/n, 2.4 GHz"],
            ["Transmit power (max.)", "dBm", "17", "17"],
            ["Operating temperature", DEG, "-10 ... +50", "0 ... +40"],
            ["Storage temperature", DEG, "-20 ... +70", "-20 ... +70"],
            ["Relative humidity,\nnon-condensing", "%", "10 ... 90", "10 ... 90"],
            ["Degree of protection", "-", "IP44", "IP20 (3)"],
        ],
        8,
    )
    s.para("(3) IVC-8: indoor mounting only, e.g. in a garage or a technical room.", 7.5)
    s.heading("Terminal block", 10.5)
    s.table(
        [Col("Terminal", 90, "C"), Col("Function", 409)],
        [
            ["24VAC, 24VAC", "Transformer secondary"],
            ["C", "Common of all valves"],
            ["1 ... 8", "Station outputs (1 ... 4 on the IVC-4)"],
            ["MV", "Master valve or pump start relay coil"],
            ["S1, S2", "Sensor input, dry contact, normally closed"],
        ],
        8,
    )
    s.heading("Notes", 10.5)
    s.bullets(
        [
            "Do not apply any voltage to S1-S2; the input supplies its own 5 V sense current.",
            "DC latching solenoids (9 V battery valves) are not supported.",
            "Maximum cable length from controller to valve depends on wire gauge; see the "
            "installation manual.",
            "The controller has no Modbus or wired bus interface.",
        ],
        8,
    )
    revision_table(
        s,
        [["03/2024", "3", "IVC-8 operating temperature corrected"]],
        (100, 60, 339),
    )
    return save(s, out / "ivc.pdf")


# ------------------------------------------------ greenhouse climate controller (German)
def gkr310(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="Lindenhof Regeltechnik GmbH",
        header_right="GKR 310  Datenblatt / Data sheet",
        footer_left="Technische Änderungen vorbehalten / Subject to change",
        footer_right="Seite {page}/{nb}",
        table_fill=(235, 235, 235),
        accent=(0, 80, 130),
    )
    s = Sheet(style, "GKR 310 greenhouse climate controller")
    s.add_page()
    s.title_block("GKR 310", "Greenhouse climate controller  /  Gewächshaus-Klimaregler", "", 20)
    s.para(
        "The GKR 310 controls vents, heating, fans and misting of a greenhouse compartment "
        "from one inside temperature / humidity sensor and an optional weather station. Six "
        "relay outputs switch heating, fans and misting pumps; two analogue outputs set "
        "the position of vent motors with a 0 ... 10 V input. Its auxiliary output "
        "24 V DC supplies sensors with up to 150 mA.",
        8.5,
    )
    s.heading("1  Technical data", 10.5)
    s.para(
        "Unless otherwise stated: supply 24 V AC, ambient 20 " + DEG + ", all relays off.",
        8,
    )
    s.table(
        [
            Col("Parameter", 200),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 134, "C"),
        ],
        [
            ["Supply voltage, AC", "20.4", "24", "26.4", "V AC"],
            ["Supply voltage, DC", "19.2", "24", "30", "V DC"],
            ["Power consumption", "", "4.5", "8", "VA"],
            ["Relay outputs K1 ... K6,\nswitching voltage", "", "", "250", "V AC"],
            ["Relay outputs K1 ... K6,\nswitching current (1)", "", "", "5", "A"],
            ["Analogue outputs Y1, Y2", "0", "", "10", "V DC"],
            ["Analogue output load", "", "", "2", "mA"],
            ["Auxiliary output 24 V DC", "", "", "150", "mA"],
        ],
        8,
    )
    s.para(
        "(1) Resistive load. Inductive load (cos φ = 0.6): 2 A max.",
        7.5,
    )
    s.heading("2  Inputs", 10.5)
    s.table(
        [Col("Input", 130), Col("Type", 130), Col("Range", 120, "C"), Col("Accuracy", 119, "C")],
        [
            ["B1 inside temperature", "NTC 10 k" + OHM, "-30 ... +70 " + DEG, PM + "0.5 K"],
            ["B2 inside humidity", "0 ... 10 V", "0 ... 100 %RH", PM + "3 %RH (2)"],
            ["B3 outside temperature", "NTC 10 k" + OHM, "-40 ... +70 " + DEG, PM + "1 K"],
            ["D1 wind / rain", "dry contact", "-", "-"],
        ],
        8,
    )
    s.para("(2) Accuracy of the recommended sensor FH-10, not of the input itself.", 7.5)
    s.add_page()
    s.heading("1  Technical data (continued)", 10.5)
    s.table(
        [Col("Parameter", 200), Col("Value", 165, "C"), Col("Unit", 134, "C")],
        [
            ["Interface", "RS-485, Modbus RTU", "-"],
            ["Baud rate", "9600 / 19200", "bit/s"],
            ["Operating temperature", "0 ... +50", DEG],
            ["Storage temperature", "-20 ... +70", DEG],
            ["Degree of protection, front", "IP54", "-"],
            ["Degree of protection, terminals", "IP20", "-"],
            ["Mounting", "DIN rail, 9 modules", "-"],
        ],
        8,
    )
    s.heading("3  Modbus holding registers (excerpt)", 10.5)
    s.table(
        [
            Col("Register", 70, "C"),
            Col("Name", 160),
            Col("Default", 80, "C"),
            Col("Unit / scale", 189),
        ],
        [
            ["40001", "Heating setpoint", "180", "0.1 " + DEG],
            ["40002", "Vent opening setpoint", "240", "0.1 " + DEG],
            ["40003", "Humidity limit", "85", "%RH"],
            ["40010", "Modbus address", "1", "1 ... 247"],
            ["40011", "Baud rate code", "0", "0 = 9600, 1 = 19200"],
        ],
        8,
    )
    s.heading("4  Terminals", 10.5)
    s.table(
        [Col("Terminal", 90, "C"), Col("Function", 409)],
        [
            ["1, 2", "Supply 24 V AC/DC"],
            ["3, 4", "Auxiliary output 24 V DC (+ / -)"],
            ["11 ... 22", "Relay K1 ... K6 (NO, C)"],
            ["31, 32", "Analogue output Y1, Y2 (0 ... 10 V), 30 = GND"],
            ["41 ... 44", "Sensor inputs B1, B2, B3, D1"],
            ["51, 52", "RS-485 A, B"],
        ],
        8,
    )
    s.heading("5  Notes", 10.5)
    s.bullets(
        [
            "The relay outputs are not approved for safety functions (e.g. smoke "
            "ventilation); use a certified smoke vent controller for this purpose.",
            "The controller has no wireless interface; remote access only via Modbus.",
            "CO2 measurement is not supported by this version.",
        ],
        8,
    )
    return save(s, out / "gkr310.pdf")
