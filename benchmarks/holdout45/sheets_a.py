"""Hold-out 45 datasheets, part 1: a bill acceptor, a heat meter, a PoE powered-device
module and a soft starter.

A Chinese module user manual (full-width key-value lines, one column per version,
FAQ), a German heat-meter leaflet (one column per nominal flow, table continued on
page 2, footnote marks), a British PoE module data sheet (abs max vs recommended
with overlapping rows, class-resistor table as decoy) and an Italian soft-starter
leaflet (one column per ordering code, units column, derating prose).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
LE = "\u2264"
GE = "\u2265"
ELL = "\u2026"
OHM = "\u03a9"


# ------------------------------------------------------------ bill acceptor (CN)
def bv700(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Guangzhou Jinyuan Payment Technology Co., Ltd.",
        header_right="BV-700 User Manual V2.1",
        footer_left="www.jinyuan-pay.example",
        footer_right="- {page} -",
        table_fill=(255, 236, 200),
        accent=(170, 60, 0),
    )
    s = Sheet(style, "BV-700 bill acceptor user manual")
    s.add_page()
    s.title_block("BV-700 Series Bill Acceptor", "User Manual (BV-700A / BV-700B)", "V2.1", 18)
    s.heading("1、Product Overview", 10)
    s.para(
        "The BV-700 is a compact bill acceptor for vending machines, kiosks, arcade "
        "and parking equipment. It identifies banknotes by optical (infrared) and "
        "magnetic sensors and outputs credit by pulse or serial protocol. The "
        "serial port runs at 9600 bps, 8 data bits, even parity, 1 stop bit. "
        "BV-700A is for 12V machines, BV-700B is for 24V machines.",
        8.5,
    )
    s.heading("2、Main Features", 10)
    s.bullets(
        [
            "Acceptance rate " + GE + "98%, acceptance speed " + LE + "3 s per note",
            "Accepts 4-way insertion (face up / down, either direction)",
            "Interfaces: Pulse, RS232, ccTalk (selected by DIP switch)",
            "Optional stacker cassette, capacity 400 notes",
            "Firmware update through the serial port",
        ],
        8.5,
    )
    s.heading("3、Technical Parameters", 10)
    s.table(
        [Col("Item", 200), Col("BV-700A", 150, "C"), Col("BV-700B", 149, "C")],
        [
            ["Power supply", "DC12V" + PM + "10%", "DC24V" + PM + "10%"],
            ["Standby current", LE + "150mA", LE + "100mA"],
            ["Working current\n(motor running, note transport)", LE + "1.2A", LE + "0.6A"],
            ["Pulse output", "open collector, 30V / 50mA max", "open collector, 30V / 50mA max"],
            ["Pulse width", "50 / 100 / 150ms", "50 / 100 / 150ms"],
            ["Weight", "0.9kg", "0.9kg"],
        ],
        8,
    )
    s.lines(
        [
            "Note width" + FWC + "62" + FWT + "85mm",
            "Note length" + FWC + "120" + FWT + "170mm",
            "Working temperature" + FWC + "0" + FWT + "50" + FW_C,
            "Storage temperature" + FWC + "-20" + FWT + "70" + FW_C,
            "Humidity" + FWC + "30" + FWT + "85%RH (no condensation)",
        ],
        8.5,
    )
    s.add_page()
    s.heading("4、Harness Definition (10-pin connector)", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 100), Col("Description", 349)],
        [
            ["1", "V+", "power input, 12V (BV-700A) or 24V (BV-700B)"],
            ["2", "GND", "ground"],
            ["3", "PULSE", "credit pulse, 1 pulse = 1 unit (set by DIP 3-4)"],
            ["4", "INHIBIT", "low = reject all notes"],
            ["5", "TXD", "serial output (RS232 level)"],
            ["6", "RXD", "serial input (RS232 level)"],
            ["7-10", "NC", "not connected"],
        ],
        8,
    )
    s.heading("5、DIP Switch Settings", 10)
    s.table(
        [Col("DIP", 60, "C"), Col("OFF", 200), Col("ON", 239)],
        [
            ["1-2", "Pulse mode", "RS232 (1 ON) / ccTalk (2 ON)"],
            ["3-4", "pulse width 50ms", "100ms (3 ON) / 150ms (4 ON)"],
            ["5", "high security off", "high security on"],
            ["6", "reserved", "reserved"],
        ],
        8,
    )
    s.heading("6、FAQ", 10)
    s.lines(
        [
            "Q" + FWC + "Can the BV-700A run from 5V USB power?",
            "A" + FWC + "No. BV-700A needs DC12V" + PM + "10%; below 10.8V the motor stalls.",
            "Q" + FWC + "Does the BV-700 support the MDB protocol?",
            "A" + FWC + "MDB is not supported by this model.",
            "Q" + FWC + "What is the IP rating?",
            "A"
            + FWC
            + "The BV-700 is for indoor use inside the machine; IP rating is not specified.",
            "Q" + FWC + "Can the PULSE line drive a 24V counter directly?",
            "A" + FWC + "Yes if the counter draws no more than 50mA and its supply is 30V or less.",
        ],
        8.5,
    )
    s.heading("7、Revision", 10)
    revision_table(
        s,
        [["2022-05", "V2.0", "first English edition"], ["2023-09", "V2.1", "add ccTalk"]],
        (100, 60, 339),
    )
    return save(s, out / "bv-700.pdf")


# --------------------------------------------------------------- heat meter (DE)
def wm55(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Wendler Messtechnik GmbH",
        header_right="WM-55 Ultraschall-Wärmezähler / ultrasonic heat meter",
        footer_left="Technisches Datenblatt TD-WM55 · Ausgabe 03/2024 · Änderungen vorbehalten",
        footer_right="Seite {page}/{nb}",
        table_fill=(230, 230, 230),
        accent=(180, 0, 30),
        grid=False,
    )
    s = Sheet(style, "WM-55 ultrasonic heat meter")
    s.add_page()
    s.title_block("WM-55", "Compact ultrasonic heat meter, battery powered", "Data sheet", 22)
    s.para(
        "The WM-55 measures thermal energy in heating circuits of flats and small "
        "buildings. Flow is measured by ultrasonic transit time, the temperatures by "
        "a matched Pt1000 sensor pair. The calculator runs from an internal 3.6 V "
        "lithium battery with a service life of 6 + 1 years. A wired M-Bus interface "
        "(EN 13757-3) is built in; the meter draws 1 unit load (1.5 mA) from the bus.",
        8.5,
    )
    s.heading("Applications", 10, rule=True)
    s.bullets(["Heat metering in flats", "Sub-metering of heating circuits"], 8.5)
    s.heading("Flow sensor versions", 10, rule=True)
    s.caption("Table 1 Hydraulic data")
    s.table(
        [
            Col("", 190),
            Col("Unit", 50, "C"),
            Col("WM-55-06", 86, "C"),
            Col("WM-55-15", 86, "C"),
            Col("WM-55-25", 87, "C"),
        ],
        [
            ["Nominal flow qp", "m³/h", "0.6", "1.5", "2.5"],
            ["Maximum flow qs", "m³/h", "1.2", "3.0", "5.0"],
            ["Minimum flow qi", "l/h", "6", "15", "25"],
            ["Pressure loss at qp", "bar", "0.09", "0.15", "0.20"],
            ["Connection thread", "", "G¾B", "G¾B", "G1B"],
            ["Overall length", "mm", "110", "110", "130"],
            ["Nominal pressure PN", "bar", "16", "16", "16"],
        ],
        8,
    )
    s.heading("Technical data", 10, rule=True)
    s.caption("Table 2 General data")
    s.table(
        [Col("Parameter", 230), Col("Value", 269)],
        [
            ["Accuracy class (EN 1434)", "class 2"],
            ["Medium temperature range", "5 … 90 °C"],
            ["Temperature difference ΔΘ", "3 … 70 K"],
            ["Temperature sensors", "Pt1000, 2-wire, cable 1.5 m"],
            ["Ambient temperature, operation", "5 … 55 °C"],
            ["Protection class, calculator", "IP54"],
        ],
        8,
    )
    s.add_page()
    s.caption("Table 2 General data (continued)")
    s.table(
        [Col("Parameter", 230), Col("Value", 269)],
        [
            ["Protection class, flow sensor", "IP65"],
            ["Storage temperature", "-20 … +60 °C"],
            ["Battery", "3.6 V lithium (AA), 6 + 1 years"],
            ["M-Bus baud rate", "300 / 2400 Bd (auto detect)"],
            ["Pulse output^{1)}", "open collector, max. 30 V DC / 20 mA"],
            ["Display", "8-digit LCD, kWh / MWh / GJ"],
        ],
        8,
    )
    s.para(
        "1) Option P; not combinable with the wireless module. Pulse value 1 kWh, "
        "pulse length 125 ms.",
        7.5,
    )
    s.heading("M-Bus data telegram (excerpt)", 10, rule=True)
    s.table(
        [Col("Byte", 60, "C"), Col("DIF/VIF", 90, "C"), Col("Content", 349)],
        [
            ["19", "04 06", "energy, kWh"],
            ["25", "04 13", "volume, l"],
            ["31", "02 5B", "flow temperature, °C"],
            ["35", "02 5F", "return temperature, °C"],
            ["39", "04 3B", "flow, l/h"],
        ],
        8,
    )
    s.heading("Notes", 10, rule=True)
    s.bullets(
        [
            "The WM-55 is approved for heating only; use as a cooling meter is not specified.",
            "A mains power supply module is not available for this meter.",
            "Install the flow sensor in the return pipe unless ordered otherwise.",
        ],
        8.5,
    )
    return save(s, out / "wm-55.pdf")


# --------------------------------------------------- PoE powered-device module (UK)
def pdm13(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Harwick Electronics Ltd",
        header_right="PDM13 Datasheet",
        footer_left="DS-PDM13 Issue 4 · © Harwick Electronics Ltd",
        footer_right="Page {page} of {nb}",
        table_fill=(210, 228, 210),
        accent=(0, 90, 40),
    )
    s = Sheet(style, "PDM13 PoE powered device module")
    s.add_page()
    s.title_block("PDM13", "IEEE 802.3af Powered Device module, 13 W, isolated", "Datasheet", 22)

    def left() -> None:
        s.heading("Features", 10)
        s.bullets(
            [
                "IEEE 802.3af compliant",
                "Output 5 V (PDM13-05) or 12 V (PDM13-12)",
                "1500 V AC input-to-output isolation",
                "Short-circuit protection",
                "Adjustable output (±5 % via ADJ)",
            ],
            8,
        )

    def right() -> None:
        s.heading("Description", 10)
        s.para(
            "The PDM13 extracts power from an Ethernet cable carrying Power over "
            "Ethernet and delivers a regulated, isolated DC output. It signature "
            "detects and classifies itself to the PSE. Default class is Class 0; "
            "a resistor between RCLASS and VIN- selects another class.",
            8,
        )

    s.side_by_side(left, right, 230)
    s.heading("Absolute Maximum Ratings", 10)
    s.table(
        [Col("Parameter", 260), Col("Rating", 160, "C"), Col("Unit", 79, "C")],
        [
            ["Input voltage, VIN+ to VIN-", "-0.3 to 60", "V"],
            ["ADJ pin voltage", "-0.3 to 3.6", "V"],
            ["Operating temperature", "-40 to +85", DEG],
            ["Storage temperature", "-40 to +100", DEG],
        ],
        8,
    )
    s.heading("Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Parameter", 260),
            Col("Min", 60, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Input voltage", "36", "48", "57", "V"],
            ["Operating temperature (full power)", "-20", "", "+70", DEG],
        ],
        8,
    )
    s.heading("Electrical Characteristics", 10)
    s.para("TA = 25 °C, VIN = 48 V unless otherwise stated.", 8)
    s.table(
        [
            Col("Parameter", 170),
            Col("PDM13-05", 110, "C"),
            Col("PDM13-12", 110, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Output voltage", "5.0", "12.0", "V"],
            ["Maximum output\ncurrent", "2.4", "1.1", "A"],
            ["Output power", "12", "13", "W"],
            ["Ripple and noise (20 MHz BW)", "50", "100", "mVp-p"],
            ["Efficiency (full load)", "82", "88", "%"],
            ["Line regulation", "0.5", "0.5", "%"],
        ],
        8,
    )
    s.add_page()
    s.heading("Class Programming", 10)
    s.table(
        [
            Col("Class", 80, "C"),
            Col("RCLASS", 120, "C"),
            Col("Max power at PD (W)", 150, "C"),
            Col("Note", 149),
        ],
        [
            ["0", "open", "12.95", "default"],
            ["1", "150 " + OHM, "3.84", ""],
            ["2", "80.6 " + OHM, "6.49", ""],
            ["3", "51.1 " + OHM, "12.95", ""],
        ],
        8,
    )
    s.heading("Pin Description", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80), Col("Function", 369)],
        [
            ["1", "VIN+", "PoE input from the RJ45 centre taps / spare pairs (via bridge)"],
            ["2", "VIN-", "PoE input return"],
            ["3", "RCLASS", "class programming resistor to VIN-"],
            ["4", "ADJ", "output adjust, leave open for nominal output"],
            ["5", "-VDC", "output return"],
            ["6", "+VDC", "DC output"],
        ],
        8,
    )
    s.heading("Application Notes", 10)
    s.bullets(
        [
            "Above +70 °C derate output power linearly to 50 % at +85 °C.",
            "The PDM13 is not IEEE 802.3at (PoE+) Type 2 capable.",
            "Hold-up time after loss of input is not specified.",
            "Minimum load: none; the output is stable from 0 A.",
        ],
        8,
    )
    return save(s, out / "pdm13.pdf")


# --------------------------------------------------------------- soft starter (IT)
def as2(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="BRENTA AUTOMAZIONE S.r.l.",
        header_right="AS2 – Soft starter / Avviatore statico",
        footer_left="Catalogo tecnico AS2 – Rev. 05 – 2023",
        footer_right="{page}",
        table_fill=(200, 215, 235),
        accent=(0, 60, 140),
    )
    s = Sheet(style, "AS2 soft starter")
    s.add_page()
    s.title_block("AS2", "Compact soft starter for 3-phase motors, 2-phase controlled", "", 24)
    s.para(
        "AS2 soft starters limit the starting current and torque of three-phase "
        "asynchronous motors. An internal bypass relay closes at the end of the ramp. "
        "Ramp times and initial torque are set with three potentiometers on the front.",
        9,
    )
    s.heading("Ordering codes and ratings", 11)
    s.para("Rated data at ambient 40 °C, AC-53b: 3 × Ie for 5 s, 10 starts per hour.", 8.5)
    s.table(
        [
            Col("", 175),
            Col("Unit", 50, "C"),
            Col("AS2-009", 91, "C"),
            Col("AS2-018", 91, "C"),
            Col("AS2-032", 92, "C"),
        ],
        [
            ["Rated operational current Ie", "A", "9", "18", "32"],
            ["Motor power at 400 V", "kW", "4", "7.5", "15"],
            ["Motor power at 230 V", "kW", "2.2", "4", "7.5"],
            ["Power loss (bypassed)", "W", "2", "3", "5"],
            ["Semiconductor fuse (type 2)", "A", "32", "63", "100"],
            ["Width", "mm", "22.5", "45", "45"],
        ],
        8.5,
    )
    s.heading("Main circuit", 11)
    s.table(
        [Col("Parameter", 250), Col("Value", 249)],
        [
            ["Rated operational voltage Ue", "3 × 200 … 480 V AC, -15 % / +10 %"],
            ["Rated frequency", "50 / 60 Hz ± 5 %"],
            ["Motor type", "3-phase asynchronous (squirrel cage)"],
        ],
        8.5,
    )
    s.heading("Control circuit", 11)
    s.table(
        [Col("Parameter", 250), Col("Value", 249)],
        [
            ["Control supply Us, AS2-xxx-24", "24 V AC/DC ± 10 %"],
            ["Control supply Us, AS2-xxx-230", "110 … 240 V AC ± 10 %"],
            ["Control current at Us", "30 mA (24 V) / 15 mA (230 V)"],
            ["Start input, voltage", "= Us"],
            ["Start input, current", "8 mA"],
        ],
        8.5,
    )
    s.add_page()
    s.heading("Settings", 11)
    s.table(
        [Col("Potentiometer", 170), Col("Range", 169), Col("Factory setting", 160)],
        [
            ["Ramp-up time", "1 … 20 s", "5 s"],
            ["Ramp-down time", "0 … 20 s", "0 s"],
            ["Initial torque", "30 … 80 %", "40 %"],
        ],
        8.5,
    )
    s.heading("Signal relay (terminals 13-14)", 11)
    s.para(
        "The TOR relay closes when the motor is at full voltage (bypass closed). "
        "Rating: 3 A at 250 V AC (AC-1), 1 A at 24 V DC.",
        9,
    )
    s.heading("Environment", 11)
    s.table(
        [Col("Parameter", 250), Col("Value", 249)],
        [
            ["Operating temperature", "-5 … +40 °C"],
            ["Operating temperature with derating", "up to +60 °C, Ie -2 % / °C above 40 °C"],
            ["Storage temperature", "-25 … +70 °C"],
            ["Altitude", "1000 m, derate 1 % / 100 m above"],
            ["Degree of protection", "IP20"],
        ],
        8.5,
    )
    s.heading("Notes", 11)
    s.bullets(
        [
            "AS2 is not suitable for single-phase motors.",
            "Operation with an inside-delta connection is not supported.",
            "Short-circuit current rating (SCCR) for UL applications is not stated.",
        ],
        9,
    )
    return save(s, out / "as2.pdf")
