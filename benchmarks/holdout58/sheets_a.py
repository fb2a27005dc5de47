"""Hold-out 58 datasheets, part 1: two garage door opener controllers and two
intercom door stations.

A US analog-house controller board sheet (features beside description, one
column per ordering code, condition sentence, unnamed second rows, symbol-only
rows, table continued on page 2, terminal table as decoy), a Chinese Wi-Fi
garage module manual (full-width key/value lines, one column per version, FAQ),
an Italian-English bilingual 2-wire door station sheet (two-line bilingual
names, one column per version, footnote marks) and a US SIP door station sheet
(typ.-only power table, values in prose, absolute maximum vs operating rows).
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
LE = "\u2264"
GE = "\u2265"


# ------------------------------------------------ garage door opener controller (US)
def gdc450(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="HALVORSEN ACCESS CONTROLS",
        header_right="GDC-450  |  Rev. B",
        footer_left="halvorsen-access.com  |  Document GDC450-DS",
        footer_right="{page}",
        table_fill=(225, 225, 235),
        accent=(30, 40, 110),
    )
    s = Sheet(style, "GDC-450 garage door opener controller")
    s.add_page()
    s.title_block(
        "GDC-450",
        "Garage Door Opener Controller Board for 12 V and 24 V DC Operators",
        "Soft start / soft stop, 433.92 MHz rolling-code receiver",
        20,
    )

    def left() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "Drives 12 V or 24 V DC permanent-magnet operators up to 180 W",
                "Current-sense obstruction reversal",
                "Built-in 433.92 MHz rolling-code receiver, up to 20 remotes",
                "Safety photo-eye input (N.C.)",
                "Wall-button input PB1 (dry contact or open-drain)",
                "Courtesy light relay, 3-minute timer",
                "Operating range -20 " + DEG + " to +60 " + DEG,
            ],
            8,
        )

    def right() -> None:
        s.heading("DESCRIPTION", 9.5)
        s.para(
            "The GDC-450 is a replacement logic and motor board for sectional and one-piece "
            "garage door operators. An H-bridge with current sensing runs the door motor with "
            "soft start and soft stop; travel limits are learned in a single run. The wall "
            "button input PB1 is pulled up internally to 5 V through 4.7 k" + OHM + " and is "
            "active low, so a home-automation relay or an open-drain output can operate the "
            "door. Photo eyes and keypads are powered from the accessory output.",
            8,
        )

    s.side_by_side(left, right, 215)
    s.heading("ORDERING INFORMATION", 9.5, rule=True)
    s.table(
        [Col("", 200), Col("GDC-450-12", 150, "C"), Col("GDC-450-24", 149, "C")],
        [
            ["Motor supply VMOT", "10.5 V to 15 V", "20 V to 30 V"],
            ["Motor current, continuous", "10 A", "7.5 A"],
            ["Motor current, peak (2 s)", "25 A", "18 A"],
            ["Accessory output", "12 V, 150 mA max", "24 V, 100 mA max"],
            ["Battery backup input", "12 V SLA", "2 x 12 V SLA"],
        ],
        7.5,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5, rule=True)
    s.para(
        "VMOT = 12 V (GDC-450-12) or 24 V (GDC-450-24), TA = 25 " + DEG + ", unless otherwise "
        "noted.",
        7.5,
    )
    s.table(
        [
            Col("PARAMETER", 125),
            Col("SYMBOL", 45, "C"),
            Col("CONDITIONS", 149),
            Col("MIN", 40, "C"),
            Col("TYP", 40, "C"),
            Col("MAX", 40, "C"),
            Col("UNITS", 60, "C"),
        ],
        [
            ["SUPPLY"],
            [
                "Standby supply\ncurrent",
                "IQ",
                "Door closed, receiver on,\nGDC-450-12",
                "",
                "28",
                "40",
                "mA",
            ],
            ["", "", "GDC-450-24", "", "22", "35", "mA"],
            ["Motor run current limit", "ILIM", "Obstruction trip, adjustable", "2", "", "12", "A"],
            ["WALL BUTTON INPUT PB1"],
            ["", "VIH", "", "2.4", "", "", "V"],
            ["", "VIL", "", "", "", "0.8", "V"],
            ["Input current", "IPB", "PB1 = 0 V", "", "1.1", "", "mA"],
            ["COURTESY LIGHT RELAY K2"],
            ["Contact rating", "", "Resistive", "", "", "5", "A"],
            ["Contact voltage", "", "", "", "", "250", "V AC"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS (continued)", 9.5, rule=True)
    s.table(
        [
            Col("PARAMETER", 125),
            Col("SYMBOL", 45, "C"),
            Col("CONDITIONS", 149),
            Col("MIN", 40, "C"),
            Col("TYP", 40, "C"),
            Col("MAX", 40, "C"),
            Col("UNITS", 60, "C"),
        ],
        [
            ["RECEIVER"],
            ["Receive frequency", "fRX", "", "", "433.92", "", "MHz"],
            ["Sensitivity", "", "Rolling code, BER 10^{-3}", "", "-105", "", "dBm"],
            ["OBSTRUCTION REVERSAL"],
            ["Reverse delay", "tREV", "Photo-eye break to reverse", "", "30", "60", "ms"],
        ],
        7.5,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5, rule=True)
    s.table(
        [Col("PARAMETER", 300), Col("RATING", 130, "C"), Col("UNITS", 69, "C")],
        [
            ["VMOT, GDC-450-12", "-0.3 to 18", "V"],
            ["VMOT, GDC-450-24", "-0.3 to 36", "V"],
            ["PB1, photo-eye input", "-0.3 to 6", "V"],
            ["Ambient temperature, operating (non-condensing)", "-30 to +70", DEG],
            ["Storage temperature", "-40 to +85", DEG],
        ],
        7.5,
    )
    s.heading("RECOMMENDED OPERATING CONDITIONS", 9.5, rule=True)
    s.table(
        [Col("PARAMETER", 300), Col("MIN", 60, "C"), Col("MAX", 70, "C"), Col("UNITS", 69, "C")],
        [
            ["Ambient temperature", "-20", "+60", DEG],
            ["Relative humidity, non-condensing", "", "90", "%"],
        ],
        7.5,
    )
    s.heading("TERMINAL BLOCK TB1", 9.5, rule=True)
    s.table(
        [Col("TERMINAL", 80, "C"), Col("NAME", 90, "C"), Col("FUNCTION", 329)],
        [
            ["1", "PB1", "Wall button (to 4, active low)"],
            ["2", "EYE", "Photo-eye signal, N.C. to 4"],
            ["3", "ACC+", "Accessory output (12 V or 24 V by version)"],
            ["4", "COM", "Common / 0 V"],
            ["5", "M+", "Motor"],
            ["6", "M-", "Motor"],
        ],
        7.5,
    )
    s.heading("APPLICATION NOTES", 9.5, rule=True)
    s.para(
        "The board does not include a UL 325 monitored entrapment sensor circuit of its own; "
        "the operator housing and photo eyes provide it. Door weight and spring balance are "
        "the responsibility of the installer. Wi-Fi controllers connect across terminals 1 "
        "and 4 as a momentary dry contact (0.5 s).",
        8,
    )
    revision_table(s, [["2024-01", "B", "Added GDC-450-12"]], (100, 70, 329))
    return save(s, out / "gdc-450.pdf")


# ------------------------------------------------ Wi-Fi garage door module (Chinese)
def ksygd2(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Shenzhen Kaisheng Yuan Smart Technology Co., Ltd.",
        header_right="KSY-GD2 User Manual V1.3",
        footer_left="www.ksy-smart.cn",
        footer_right="- {page} -",
        table_fill=(240, 240, 240),
        accent=(0, 90, 160),
    )
    s = Sheet(style, "KSY-GD2 WiFi garage door controller")
    s.add_page()
    s.title_block(
        "KSY-GD2",
        "WiFi Smart Garage Door Opener Controller Module",
        "App control" + LP + "Smart Life" + RP + " ・ door state sensor ・ dry contact",
        18,
    )
    s.heading("1. Product introduction", 10, rule=True)
    s.para(
        "KSY-GD2 connects an existing garage door opener to the home WiFi network. The "
        "module closes a dry contact in parallel with the wall button, and a magnetic reed "
        "sensor reports whether the door is open or closed.",
        8.5,
    )
    s.heading("2. Product parameters", 10, rule=True)
    s.lines(
        [
            "・WiFi standard" + FWC + "IEEE 802.11 b/g/n, 2.4GHz",
            "・Relay contact" + FWC + "10A 250VAC / 10A 30VDC",
            "・Output pulse time" + FWC + "1s" + LP + "default" + RP + ", 0.5s" + FWT + "10s",
            "・Door sensor input" + FWC + "dry contact" + LP + "reed switch, 2m cable" + RP,
            "・Working temperature" + FWC + "-10" + FW_C + FWT + "+55" + FW_C,
            "・Working humidity" + FWC + "5%" + FWT + "90%RH" + LP + "no condensation" + RP,
            "・Size" + FWC + "58×40×22mm",
        ],
        8.5,
        4.5,
    )
    s.heading("3. Version parameters", 10, rule=True)
    s.table(
        [Col("Item", 190), Col("KSY-GD2-5", 155, "C"), Col("KSY-GD2-12", 154, "C")],
        [
            ["Working voltage", "DC5V" + PM + "5%", "DC9V" + FWT + "24V"],
            ["Power port", "Micro USB", "Screw terminal"],
            ["Working current" + LP + "relay on" + RP, LE + "120mA", LE + "65mA"],
            ["Standby current", LE + "45mA", LE + "25mA"],
            ["Reverse polarity protection", "no", "yes"],
        ],
        8,
    )
    s.heading("4. Wiring", 10, rule=True)
    s.table(
        [Col("Terminal", 90, "C"), Col("Mark", 90, "C"), Col("Connect to", 319)],
        [
            ["1", "COM", "Opener wall button terminal A"],
            ["2", "NO", "Opener wall button terminal B"],
            ["3", "S+", "Door sensor"],
            ["4", "S-", "Door sensor"],
            ["5", "V+", "DC9V" + FWT + "24V" + LP + "KSY-GD2-12 only" + RP],
            ["6", "GND", "Power ground"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. Notes", 10, rule=True)
    s.lines(
        [
            "1. The relay output is a dry contact. Connect it in parallel with the wall button.",
            "2. Never connect 220V to terminals 3, 4, 5 or 6.",
            "3. Only 2.4GHz WiFi is supported, 5GHz networks can not be used.",
            "4. The module is for indoor use, install it inside the garage.",
        ],
        8.5,
        4.5,
    )
    s.heading("6. FAQ", 10, rule=True)
    s.lines(
        [
            "Q" + FWC + "Can the module power from the opener's accessory output?",
            "A" + FWC + "Yes for KSY-GD2-12 if the output gives 9V" + FWT + "24V.",
            "Q" + FWC + "Does it work with Apple HomeKit?",
            "A" + FWC + "Not supported, use Smart Life / Alexa / Google Home.",
            "Q" + FWC + "Wireless distance?",
            "A" + FWC + "Depends on the router, no value is given.",
        ],
        8.5,
        4.5,
    )
    s.heading("7. Packing list", 10, rule=True)
    s.lines(["Module ×1, reed sensor ×1, magnet ×1, screws ×4, manual ×1"], 8.5)
    return save(s, out / "ksy-gd2.pdf")


# ------------------------------------------------ 2-wire door station (Italian)
def ds72(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="VOCETTA S.r.l.  -  Citofonia e videocitofonia",
        header_right="Scheda tecnica / Data sheet DS-72",
        footer_left="Vocetta S.r.l., Via dei Tessitori 14, Biella (BI)  |  DT-DS72 rev. 03",
        footer_right="Pag. {page}/{nb}",
        table_fill=None,
        grid=False,
        accent=(120, 20, 30),
    )
    s = Sheet(style, "DS-72 door station")
    s.add_page()
    s.title_block(
        "DS-72A / DS-72V",
        "Posto esterno 2 fili / 2-wire door station",
        "DS-72A audio  |  DS-72V audio + video",
        18,
    )
    s.heading("Descrizione / Description", 10, rule=True)
    s.para(
        "Posto esterno da parete per impianti a 2 fili non polarizzati. / Surface-mount door "
        "station for non-polarised 2-wire systems: one call button, name card, speaker and "
        "microphone; the DS-72V adds a colour camera with white LEDs. Supply, audio, video "
        "and data share the two bus wires from the Vocetta power unit.",
        8.5,
    )
    s.heading("Dati tecnici / Technical data", 10, rule=True)
    s.table(
        [Col("Parametro / Parameter", 230), Col("DS-72A", 135, "C"), Col("DS-72V", 134, "C")],
        [
            ["Alimentazione da bus\nBus supply voltage", "20 ... 28 V DC", "20 ... 28 V DC"],
            ["Assorbimento a riposo\nStandby current", "8 mA", "12 mA"],
            ["Assorbimento in chiamata\nCurrent during call", "110 mA", "230 mA (1)"],
            ["Uscita serratura\nLock output", "12 V DC, 300 mA max", "12 V DC, 300 mA max"],
            [
                "Contatto relè ausiliario\nAuxiliary relay contact",
                "24 V AC/DC, 1 A",
                "24 V AC/DC, 1 A",
            ],
            ["Grado di protezione\nDegree of protection", "IP54", "IP54"],
            [
                "Temperatura di funzionamento\nOperating temperature",
                "-25 ... +55 " + DEG,
                "-15 ... +50 " + DEG + " (2)",
            ],
            ["Telecamera\nCamera", "-", '1/3" CMOS, 110' + "\u00b0"],
        ],
        7.5,
    )
    s.para(
        "(1) Con LED di illuminazione accesi / with the illumination LEDs on. "
        "(2) Limite del modulo telecamera / camera module limit.",
        7,
    )
    s.heading("Limiti assoluti / Absolute limits", 10, rule=True)
    s.table(
        [Col("Parametro / Parameter", 300), Col("Valore / Value", 199, "C")],
        [
            ["Tensione bus / Bus voltage", "32 V DC"],
            ["Temperatura di magazzino / Storage temperature", "-30 ... +70 " + DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Installazione / Installation", 10, rule=True)
    s.para(
        "Distanza massima dall'alimentatore: 300 m con cavo 2 x 1 mm2. / Maximum distance "
        "from the power unit: 300 m with 2 x 1 mm2 cable. The lock output drives 12 V DC "
        "electric strikes up to 300 mA; for larger strikes or 230 V gate motors use the "
        "auxiliary relay with an external supply. Mount at 1.60 m; avoid direct rain on the "
        "front panel, use the rain hood RH-72 in exposed positions.",
        8.5,
    )
    s.heading("Morsetti / Terminals", 10, rule=True)
    s.table(
        [Col("Morsetto / Terminal", 130, "C"), Col("Funzione / Function", 369)],
        [
            ["1 - 2", "Bus (non polarizzato / non-polarised)"],
            ["3 - 4", "Serratura / Lock 12 V"],
            ["5 - 6", "Relè ausiliario NA / Auxiliary relay N.O."],
            ["7", "Pulsante apriporta / Exit button"],
        ],
        7.5,
    )
    s.heading("Impostazioni / Settings (DIP switch SW1)", 10, rule=True)
    s.table(
        [Col("SW1", 130, "C"), Col("Indirizzo / Address", 184, "C"), Col("Tempo / Time", 185, "C")],
        [
            ["1-2 OFF", "1", "1 s"],
            ["1 ON", "2", "3 s"],
            ["2 ON", "3", "6 s"],
        ],
        7.5,
    )
    s.para(
        "Il prodotto non è compatibile con sistemi IP/SIP. / Not compatible with IP/SIP systems.",
        8,
    )
    return save(s, out / "ds-72.pdf")


# ------------------------------------------------ SIP door station (US)
def dsx10(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="NORTHGATE AUDIO SYSTEMS",
        header_right="DSX-10 SIP Door Station  -  Product Data Sheet",
        footer_left="(c) Northgate Audio Systems, Inc.  PDS-DSX10-0224",
        footer_right="Page {page} of {nb}",
        table_fill=(230, 230, 230),
        accent=(0, 0, 0),
    )
    s = Sheet(style, "DSX-10 SIP door station")
    s.add_page()
    s.title_block(
        "DSX-10",
        "SIP Intercom Door Station with Strike Relay",
        "PoE or 12 V DC powered  |  vandal resistant",
        20,
    )
    s.para(
        "The DSX-10 is a one-button SIP door station for offices and gated entries. It "
        "registers with any SIP server or calls peer-to-peer, and opens a door through its "
        "dry-contact relay or its built-in 12 V strike output. Powered by PoE (IEEE 802.3af) "
        "or by a 12 V DC supply (10.8 V to 13.2 V, 1 A). The stainless front is rated IP65 "
        "and IK08 and operates from -30 " + DEG + " to +60 " + DEG + ".",
        8.5,
    )
    s.heading("SPECIFICATIONS", 10, rule=True)
    s.table(
        [Col("Item", 190), Col("Specification", 309)],
        [
            ["Network", "10/100 Mbps Ethernet, RJ45"],
            ["Protocols", "SIP 2.0 (RFC 3261), RTP, DHCP, HTTP"],
            ["Audio codecs", "G.711, G.722, G.729"],
            ["Speaker", "2 W, 8 " + OHM],
            ["Relay output", "Dry contact NO/NC, 30 V DC, 2 A"],
            ["Strike output", "12 V DC; 300 mA max on PoE, 500 mA max on 12 V DC"],
            ["Door contact input", "Dry contact, 3.3 V internal pull-up"],
            ["Enclosure", "IP65, IK08"],
        ],
        8,
    )
    s.heading("POWER CONSUMPTION (typ.)", 10, rule=True)
    s.table(
        [Col("Operating state", 260), Col("PoE", 120, "C"), Col("12 V DC", 119, "C")],
        [
            ["Idle, registered", "2.1 W", "1.8 W"],
            ["Call in progress", "4.8 W", "4.5 W"],
            ["Call, strike output at full load", "8.4 W", "10.6 W"],
        ],
        8,
    )
    s.add_page()
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10, rule=True)
    s.table(
        [Col("Parameter", 260), Col("Min", 80, "C"), Col("Max", 80, "C"), Col("Unit", 79, "C")],
        [
            ["DC input voltage", "", "16", "V"],
            ["Door contact input", "-0.3", "5", "V"],
            ["Relay contact voltage", "", "30", "V DC"],
            ["Operating temperature", "-40", "+70", DEG],
        ],
        8,
    )
    s.heading("ENVIRONMENTAL", 10, rule=True)
    s.table(
        [Col("Parameter", 260), Col("Min", 80, "C"), Col("Max", 80, "C"), Col("Unit", 79, "C")],
        [
            ["Operating temperature", "-30", "+60", DEG],
            ["Storage temperature", "-40", "+80", DEG],
            ["Humidity (non-condensing)", "10", "95", "%RH"],
        ],
        8,
    )
    s.heading("CONNECTOR J3", 10, rule=True)
    s.table(
        [Col("Pin", 60, "C"), Col("Signal", 110, "C"), Col("Description", 329)],
        [
            ["1", "12V", "DC input +"],
            ["2", "GND", "DC input -"],
            ["3", "STK+", "Strike output +"],
            ["4", "STK-", "Strike output -"],
            ["5", "NO", "Relay normally open"],
            ["6", "COM", "Relay common"],
            ["7", "NC", "Relay normally closed"],
            ["8", "DI", "Door contact input"],
        ],
        8,
    )
    s.heading("NOTES", 10, rule=True)
    s.para(
        "Use only one power source. The relay is not rated for mains voltage; switch AC gate "
        "motors through an interposing contactor. 24 V AC strikes are not supported by the "
        "strike output. The DSX-10 does not support PoE+ class 4 features such as a heater.",
        8.5,
    )
    return save(s, out / "dsx-10.pdf")
