"""Hold-out 47 datasheets, part 1: four industrial fieldbus parts.

A German PROFIBUS DP slave interface module leaflet (units column, one column
per ordering code, table continued on page 2, limit values vs operating
values), a French AS-Interface slave module sheet (AS-i and AUX supplies, "typ."
table), a US DeviceNet I/O module data sheet (condition sentence, symbol rows,
wrapped names) and a Japanese EtherCAT slave controller IC specification
(absolute maximum vs recommended with the same row names, one column per
version, register map).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
FW_C = "\u2103"
FWT = "\uff5e"
ELL = "\u2026"
OHM = "\u03a9"


# ------------------------------------------------ PROFIBUS DP slave module (DE leaflet)
def pbx(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="Hollerbach Feldbustechnik GmbH",
        header_right="Datenblatt / Data sheet PBX-DP12",
        footer_left="Hollerbach Feldbustechnik GmbH · Am Kanal 7 · D-31134 Hildesheim",
        footer_right="Seite {page}/2",
        table_fill=None,
        grid=False,
        accent=(0, 70, 140),
    )
    s = Sheet(style, "PBX-DP12 PROFIBUS DP slave interface module")
    s.add_page()
    s.title_block(
        "PBX-DP12",
        "PROFIBUS DP-V1 Slave-Anschaltung / PROFIBUS DP-V1 slave interface module",
        "Ausgabe 04/2024 · Edition 04/2024",
        20,
    )
    s.para(
        "The PBX-DP12 connects a host controller with a UART or SPI port to PROFIBUS DP. "
        "The module handles the complete DP-V0/DP-V1 protocol; the host exchanges up to "
        "244 bytes input and 244 bytes output data. PBX-DP12-24 is the DIN-rail version "
        "with its own 24 V DC supply; PBX-DP12-5 is the board-mount version powered from "
        "the host board.",
        8.5,
    )
    s.bullets(
        [
            "Baud rate 9.6 kbit/s to 12 Mbit/s, automatic baud rate detection",
            "Galvanically isolated RS-485 interface, 9-pin D-sub (female)",
            "Station address 0 ... 125 via rotary switches or SSA telegram",
            "Host interface: UART up to 921.6 kbit/s or SPI slave up to 20 MHz",
            "GSD file included",
        ],
        8.5,
    )
    s.heading("Bestellangaben / Ordering information", 10.5, rule=True)
    s.table(
        [Col("Bestellnummer / Order no.", 130), Col("Typ / Type", 110), Col("Ausführung", 259)],
        [
            ["8601-2412", "PBX-DP12-24", "DIN rail housing, 24 V DC, screw terminals"],
            ["8601-0512", "PBX-DP12-5", "board-mount module, 5 V, 2 x 20 pin header"],
            ["8601-9000", "PBX-CAB-1", "PROFIBUS cable 1 m with terminated D-sub"],
        ],
        8,
    )
    s.heading("Grenzwerte / Limit values", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 220),
            Col("PBX-DP12-24", 100, "C"),
            Col("PBX-DP12-5", 100, "C"),
            Col("Einheit", 79, "C"),
        ],
        [
            ["Supply voltage", "36", "6.0", "V"],
            ["Voltage at host I/O pins", "-", "-0.3 ... 5.8", "V"],
            ["Storage temperature", "-40 ... +85", "-40 ... +85", DEG],
        ],
        8,
    )
    s.para(
        "Stresses above these values may destroy the module. They are not operating values.", 7.5
    )
    s.heading("Tabelle 1 Technische Daten / Technical data", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 220),
            Col("PBX-DP12-24", 100, "C"),
            Col("PBX-DP12-5", 100, "C"),
            Col("Einheit", 79, "C"),
        ],
        [
            ["Versorgung / Supply"],
            ["Supply voltage", "20.4 ... 28.8", "4.75 ... 5.25", "V"],
            ["Nominal supply voltage", "24", "5.0", "V"],
            ["Current consumption\n(typ., bus active)", "85", "190", "mA"],
            ["Current consumption\n(max.)", "120", "280", "mA"],
            ["Host interface"],
            ["Host I/O level", "-", "3.3", "V"],
            ["Input high voltage", "-", "2.0 ... 5.5", "V"],
            ["Input low voltage", "-", "-0.3 ... 0.8", "V"],
            ["Output high voltage (IOH = -4 mA)", "-", "min. 2.4", "V"],
            ["PROFIBUS"],
            ["Baud rate", "9.6 ... 12000", "9.6 ... 12000", "kbit/s"],
            ["Isolation bus / logic", "500", "500", "V DC"],
        ],
        8,
    )
    s.add_page()
    s.heading(
        "Tabelle 1 Technische Daten (Fortsetzung) / Technical data (continued)", 10.5, rule=True
    )
    s.table(
        [
            Col("Parameter", 220),
            Col("PBX-DP12-24", 100, "C"),
            Col("PBX-DP12-5", 100, "C"),
            Col("Einheit", 79, "C"),
        ],
        [
            ["Umgebung / Environment"],
            ["Operating temperature", "0 ... +60", "-20 ... +70", DEG],
            ["Relative humidity, non-condensing", "5 ... 95", "5 ... 95", "%"],
            ["Degree of protection", "IP20", "-", ""],
            ["Mechanik / Mechanics"],
            ["Dimensions (W x H x D)", "22.5 x 99 x 114", "60 x 40 x 12", "mm"],
            ["Weight", "120", "18", "g"],
        ],
        8,
    )
    s.heading("Anschlussbelegung PROFIBUS / PROFIBUS connector (D-sub 9)", 10.5, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Signal", 90), Col("Beschreibung / Description", 359)],
        [
            ["3", "B-Line", "RxD/TxD-P, data positive"],
            ["5", "DGND", "data ground (isolated)"],
            ["6", "VP", "+5 V for bus termination, max. 10 mA"],
            ["8", "A-Line", "RxD/TxD-N, data negative"],
        ],
        8,
    )
    s.heading("Hinweise / Notes", 10.5, rule=True)
    s.para(
        "The host I/O of the PBX-DP12-5 works with 3.3 V logic; the inputs tolerate 5 V. "
        "The module has no internal bus termination; use a terminated connector at the "
        "ends of the segment. Maximum segment length depends on the baud rate "
        "(1200 m at 93.75 kbit/s, 100 m at 12 Mbit/s). Conformal coating is not offered. "
        "A value for the MTBF is not given in this data sheet.",
        8.5,
    )
    s.heading("Änderungen / Revisions", 10.5, rule=True)
    revision_table(
        s,
        [
            ["2022-11", "1.0", "Erstausgabe / first edition"],
            ["2024-04", "1.2", "PBX-DP12-5 operating temperature extended"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "pbx-dp12.pdf")


# ------------------------------------------------ AS-Interface slave module (FR sheet)
def asm(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Automatismes Rhodaniens S.A.",
        header_right="Fiche technique ASM-44",
        footer_left="Automatismes Rhodaniens S.A. - 69007 Lyon - sous réserve de modifications",
        footer_right="{page}/2",
        table_fill=(225, 235, 245),
        accent=(0, 90, 60),
    )
    s = Sheet(style, "ASM-44 AS-Interface slave module")
    s.add_page()
    s.title_block(
        "ASM-44 / ASM-44E",
        "Module esclave AS-Interface 4 entrées / 4 sorties, IP67",
        "AS-Interface slave module, 4 inputs / 4 outputs - field module M12",
        20,
    )
    s.para(
        "The ASM-44 is an AS-Interface field module with four digital inputs and four "
        "transistor outputs. The inputs and the connected sensors are supplied from the "
        "yellow AS-i cable; the outputs are supplied from the black AUX cable (24 V DC). "
        "ASM-44E is the extended-addressing version (A/B slave, address 1A ... 31B).",
        8.5,
    )
    s.heading("Caractéristiques générales / General data", 10.5)
    s.table(
        [
            Col("Caractéristique", 200),
            Col("ASM-44", 120, "C"),
            Col("ASM-44E", 120, "C"),
            Col("", 59, "C"),
        ],
        [
            ["AS-i specification", "2.1", "3.0", ""],
            ["Slave profile", "S-7.0", "S-7.A.E", ""],
            ["Max. slaves per master", "31", "62", ""],
            ["Operating voltage (AS-i)", "26.5 ... 31.6", "26.5 ... 31.6", "V"],
            ["Total current from AS-i", "≤ 200", "≤ 240", "mA"],
            ["AUX voltage (outputs)", "20 ... 30", "20 ... 30", "V DC"],
            ["Cycle time", "5", "10", "ms"],
        ],
        8,
    )
    s.heading("Entrées / Inputs", 10.5)
    s.table(
        [Col("Entrées", 200), Col("Valeur", 200, "C"), Col("Unité", 99, "C")],
        [
            ["Sensor supply (from AS-i)", "21 ... 31", "V DC"],
            ["Sensor supply current,\nall inputs together", "≤ 150", "mA"],
            ["Switching level high (signal 1)", "≥ 10", "V"],
            ["Switching level low (signal 0)", "≤ 5", "V"],
            ["Input current at signal 1", "≥ 6", "mA"],
        ],
        8,
    )
    s.heading("Sorties / Outputs", 10.5)
    s.table(
        [Col("Sorties", 200), Col("Valeur", 200, "C"), Col("Unité", 99, "C")],
        [
            ["Output type", "PNP, short-circuit proof", ""],
            ["Output current per output", "1.0", "A"],
            ["Total output current", "2.0", "A"],
            ["Voltage drop at 1 A", "≤ 1.5", "V"],
        ],
        8,
    )
    s.add_page()
    s.heading("Valeurs typiques / Typical values (typ., for information)", 10.5)
    s.table(
        [Col("Paramètre", 260), Col("typ.", 140, "C"), Col("Unité", 99, "C")],
        [
            ["Current from AS-i, inputs open", "35", "mA"],
            ["Current from AUX, outputs off", "12", "mA"],
            ["Input delay", "1.5", "ms"],
        ],
        8,
    )
    s.heading("Conditions ambiantes / Ambient conditions", 10.5)
    s.lines(
        [
            "Operating temperature: -25 °C ... +70 °C",
            "Storage temperature: -40 °C ... +85 °C",
            "Degree of protection: IP67 (with M12 connectors fitted or sealed)",
            "Vibration: 10 ... 55 Hz, 1 mm amplitude",
        ],
        8.5,
        3.5,
    )
    s.heading("Raccordement / Connection M12", 10.5)
    s.table(
        [
            Col("Broche / Pin", 80, "C"),
            Col("Entrée (I1 ... I4)", 200),
            Col("Sortie (O1 ... O4)", 219),
        ],
        [
            ["1", "sensor +24 V (AS-i)", "n.c."],
            ["2", "input 2 / input 4", "n.c."],
            ["3", "sensor 0 V", "0 V AUX"],
            ["4", "input 1 / input 3", "output (+24 V AUX)"],
        ],
        8,
    )
    s.heading("Remarques / Notes", 10.5)
    s.para(
        "Address 0 is the delivery state. Set the address with a hand-held addressing "
        "unit before connecting the module to a running network. The module is not a "
        "safety component: the outputs are not approved for safety functions (no SIL / PL "
        "rating). Inputs accept 2-wire and 3-wire PNP sensors.",
        8.5,
    )
    revision_table(
        s,
        [["03/2023", "A", "première édition"], ["01/2024", "B", "ASM-44E ajouté"]],
        (90, 60, 349),
    )
    return save(s, out / "asm-44.pdf")


# ------------------------------------------------ DeviceNet I/O module (US data sheet)
def dnx(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="PRAIRIE LOGIC CONTROLS, INC.",
        header_right="DNX-816 DeviceNet I/O Module",
        footer_left="Document PLC-DS-0816 Rev C   www.prairielogic.example",
        footer_right="Page {page} of 2",
        table_fill=(210, 210, 210),
        accent=(120, 0, 0),
    )
    s = Sheet(style, "DNX-816 DeviceNet I/O module")
    s.add_page()
    s.title_block("DNX-816", "DeviceNet Slave I/O Module, 8 Inputs / 6 Relay Outputs", "", 22)

    def left() -> None:
        s.heading("DESCRIPTION", 10)
        s.para(
            "The DNX-816 is a compact DeviceNet group 2 only slave with eight 24 V DC sinking "
            "inputs and six form A relay outputs. Network power comes from the DeviceNet "
            "trunk (V+/V-); inputs and relay coils are powered from a separate 24 V "
            "field supply. The DNX-816-HV version replaces the inputs with 120 V AC inputs.",
            8.5,
        )

    def right() -> None:
        s.heading("FEATURES", 10)
        s.bullets(
            [
                "125, 250 and 500 kbit/s, set by switch or autobaud",
                "MAC ID 0 to 63 by rotary switches",
                "Polled, strobed, change-of-state I/O",
                "Relay outputs 2 A at 250 V AC / 30 V DC",
                "-20 °C to +60 °C operation",
            ],
            8.5,
        )

    s.side_by_side(left, right, 250)
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10)
    s.leaders(
        [
            ("Network supply voltage (V+ to V-)", " 30 V"),
            ("Field supply voltage", " 32 V"),
            ("DC input voltage (DNX-816)", " 32 V"),
            ("Storage temperature", " -40 °C to +85 °C"),
        ],
        8.5,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 10)
    s.para(
        "Network V+ = 24 V, field supply = 24 V DC, TA = 25 °C unless otherwise noted.",
        8,
    )
    s.table(
        [
            Col("PARAMETER", 170),
            Col("CONDITIONS", 130),
            Col("MIN", 45, "C"),
            Col("TYP", 45, "C"),
            Col("MAX", 45, "C"),
            Col("UNITS", 64, "C"),
        ],
        [
            ["NETWORK"],
            ["Network supply voltage", "V+ to V-", "11", "24", "25", "V"],
            ["Network supply current", "", "", "45", "70", "mA"],
            ["Field supply voltage", "", "19.2", "24", "28.8", "V"],
            ["Field supply current", "all relays on", "", "", "180", "mA"],
            ["DC INPUTS (DNX-816)"],
            ["V_{IN(ON)}", "", "15", "", "30", "V"],
            ["V_{IN(OFF)}", "", "-3", "", "5", "V"],
            ["Input current", "V_{IN} = 24 V", "", "4", "6", "mA"],
            ["AC INPUTS (DNX-816-HV)"],
            ["On-state input\nvoltage", "47-63 Hz", "79", "120", "132", "V AC"],
            ["Off-state input\nvoltage", "47-63 Hz", "", "", "20", "V AC"],
            ["RELAY OUTPUTS"],
            ["Contact current", "resistive", "", "", "2", "A"],
            ["Contact voltage", "AC", "", "", "250", "V"],
            ["", "DC", "", "", "30", "V"],
            ["Minimum load", "", "10", "", "", "mA"],
        ],
        8,
    )
    s.add_page()
    s.heading("ENVIRONMENTAL", 10)
    s.table(
        [Col("PARAMETER", 200), Col("MIN", 70, "C"), Col("MAX", 70, "C"), Col("UNITS", 159, "C")],
        [
            ["Operating temperature", "-20", "+60", "°C"],
            ["Relative humidity (non-condensing)", "5", "95", "%"],
        ],
        8,
    )
    s.heading("DEVICENET OBJECT SUMMARY", 10)
    s.table(
        [
            Col("CLASS", 70, "C"),
            Col("INSTANCE", 70, "C"),
            Col("ATTRIBUTE", 70, "C"),
            Col("DESCRIPTION", 289),
        ],
        [
            ["0x01", "1", "1 ... 7", "Identity: vendor ID 1204, device type 7"],
            ["0x03", "1", "1 ... 5", "DeviceNet: MAC ID, baud rate"],
            ["0x04", "100", "3", "Input assembly, 1 byte"],
            ["0x04", "150", "3", "Output assembly, 1 byte"],
        ],
        8,
    )
    s.heading("TERMINALS", 10)
    s.table(
        [Col("TERMINAL", 80, "C"), Col("NAME", 80), Col("FUNCTION", 339)],
        [
            ["1", "V-", "DeviceNet network power, 0 V"],
            ["2", "CAN_L", "DeviceNet data low"],
            ["3", "SHLD", "shield"],
            ["4", "CAN_H", "DeviceNet data high"],
            ["5", "V+", "DeviceNet network power, 24 V"],
            ["10-17", "IN0-IN7", "inputs"],
            ["20-31", "K1-K6", "relay contacts (2 terminals each)"],
        ],
        8,
    )
    s.heading("APPLICATION NOTES", 10)
    s.para(
        "Relay contacts are rated for resistive loads; for inductive loads fit a suppressor. "
        "The module draws network power only for its DeviceNet transceiver and logic. The "
        "field supply must be a SELV / Class 2 source. Hazardous-location (Class I Div 2) "
        "approval is not claimed for this product.",
        8.5,
    )
    revision_table(
        s,
        [
            ["03/21", "A", "Initial release"],
            ["08/22", "B", "DNX-816-HV added"],
            ["02/24", "C", "Field current corrected"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "dnx-816.pdf")


# ------------------------------------------------ EtherCAT slave controller IC (JP spec)
def ecx(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Kurobe Semiconductor Corporation",
        header_right="ECX9260 Data Sheet  Rev.1.10",
        footer_left="KS-ECX9260-DS",
        footer_right="{page}",
        table_fill=(230, 230, 230),
        accent=(0, 0, 0),
    )
    s = Sheet(style, "ECX9260 EtherCAT slave controller")
    s.add_page()
    s.title_block("ECX9260", "EtherCAT Slave Controller with 2 / 3 MII ports", "", 20)
    s.heading("■ Outline", 10.5)
    s.para(
        "ECX9260 is an EtherCAT slave controller (ESC) with 8 Kbyte process RAM, 8 FMMUs "
        "and 8 SyncManagers. The process data interface (PDI) is selectable: 8/16-bit "
        "asynchronous microcontroller bus or SPI slave (max. 30 MHz). ECX9260-2 has two "
        "MII ports, ECX9260-3 three MII ports. Core supply 1.2 V is generated by an "
        "internal LDO from VCC_IO.",
        8.5,
    )
    s.heading("■ Absolute Maximum Ratings", 10.5)
    s.table(
        [
            Col("Item", 170),
            Col("Symbol", 70, "C"),
            Col("Rating", 120, "C"),
            Col("Unit", 60, "C"),
            Col("Remark", 79),
        ],
        [
            ["I/O supply voltage", "VCC_IO", "-0.3～+4.0", "V", ""],
            ["Input voltage", "V_{I}", "-0.3～VCC_IO+0.3", "V", "※1"],
            ["Operating temperature", "Topr", "-40～+105", FW_C, ""],
            ["Storage temperature", "Tstg", "-55～+125", FW_C, ""],
        ],
        8,
    )
    s.para("※1 Inputs are not 5 V tolerant.", 7.5)
    s.heading("■ Recommended Operating Conditions", 10.5)
    s.table(
        [
            Col("Item", 170),
            Col("Symbol", 70, "C"),
            Col("Min.", 60, "C"),
            Col("Typ.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["I/O supply voltage", "VCC_IO", "3.0", "3.3", "3.6", "V"],
            ["Operating temperature", "Topr", "-40", "", "+85", FW_C],
        ],
        8,
    )
    s.heading("■ DC Characteristics", 10.5)
    s.para("(VCC_IO = 3.0～3.6 V, Ta = -40～+85 ℃ unless otherwise noted)", 8)
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 55, "C"),
            Col("Condition", 115),
            Col("Min.", 42, "C"),
            Col("Typ.", 42, "C"),
            Col("Max.", 42, "C"),
            Col("Unit", 53, "C"),
        ],
        [
            ["", "V_{IH}", "", "2.0", "", "VCC_IO+0.3", "V"],
            ["", "V_{IL}", "", "-0.3", "", "0.8", "V"],
            ["", "V_{OH}", "I_{OH} = -8 mA", "2.4", "", "", "V"],
            ["", "V_{OL}", "I_{OL} = 8 mA", "", "", "0.4", "V"],
            ["Input leakage", "I_{LI}", "", "-10", "", "10", f"{MU}A"],
        ],
        8,
    )
    s.heading("■ Supply Current", 10.5)
    s.para("(VCC_IO = 3.3 V, Ta = 25 ℃, all ports linked at 100 Mbit/s)", 8)
    s.table(
        [
            Col("Item", 170),
            Col("Symbol", 70, "C"),
            Col("ECX9260-2", 100, "C"),
            Col("ECX9260-3", 100, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply current (typ.)", "ICC", "95", "125", "mA"],
            ["Supply current (max.)", "ICC", "140", "180", "mA"],
            ["Power-down current (typ.)", "ICCS", "4", "4", "mA"],
        ],
        8,
    )
    s.add_page()
    s.heading("■ AC Characteristics (excerpt)", 10.5)
    s.table(
        [Col("Item", 200), Col("Min.", 70, "C"), Col("Max.", 70, "C"), Col("Unit", 159, "C")],
        [
            ["SPI clock frequency", "", "30", "MHz"],
            ["Reference clock (25 MHz) tolerance", "-25", "25", "ppm"],
            ["Reset pulse width", "10", "", f"{MU}s"],
        ],
        8,
    )
    s.heading("■ Register Map (excerpt)", 10.5)
    s.table(
        [
            Col("Address", 80, "C"),
            Col("Length", 70, "C"),
            Col("Name", 200),
            Col("Reset value", 149, "C"),
        ],
        [
            ["0x0000", "1", "Type", "0x26"],
            ["0x0004", "1", "FMMUs supported", "0x08"],
            ["0x0010", "2", "Configured station address", "0x0000"],
            ["0x0120", "2", "AL control", "0x0001"],
            ["0x0910", "8", "System time", "-"],
        ],
        8,
    )
    s.heading("■ Package", 10.5)
    s.table(
        [
            Col("Part number", 150),
            Col("Package", 150),
            Col("MII ports", 100, "C"),
            Col("MSL", 99, "C"),
        ],
        [
            ["ECX9260-2", "QFN-64, 9 x 9 mm", "2", "3"],
            ["ECX9260-3", "LQFP-100, 14 x 14 mm", "3", "3"],
        ],
        8,
    )
    s.heading("■ Notes", 10.5)
    s.para(
        "※ The ECX9260 needs an external EEPROM (I2C, 24C02 or larger) for the "
        "configuration data. The ESD withstand voltage is under evaluation and not "
        "specified in this revision. Thermal resistance: QFN-64 θJA = 28 ℃/W (4-layer "
        "board).",
        8.5,
    )
    revision_table(
        s,
        [["2023.06", "1.00", "First edition"], ["2024.02", "1.10", "ECX9260-3 added"]],
        (90, 60, 349),
    )
    return save(s, out / "ecx9260.pdf")
