"""Hold-out 60 datasheets, part 2: four pond pump controllers.

A British mains speed controller product guide ("Page n of N", footnotes (1)-(2),
values in a FAQ), a French / English solar pond pump controller sheet (wrapped
bilingual names, min/typ/max with blanks, abs max vs operating rows), a Chinese
DC PWM controller manual in translated English (bulleted spec list) and a Dutch
controller family with one column per ordering code and a table continued on
page 2.
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


# ------------------------------------------------ PSC-1100 mains pond pump speed controller (UK)
def psc1100(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Fenwick Aquatics Ltd",
        header_right="PSC-1100 Product Guide",
        footer_left="Fenwick Aquatics Ltd, Hexham, Northumberland",
        footer_right="Page {page} of {nb}",
        table_fill=(220, 236, 226),
        accent=(0, 90, 70),
        grid=True,
    )
    s = Sheet(style, "PSC-1100 pond pump speed controller")
    s.add_page()
    s.title_block(
        "PSC-1100",
        "Pond Pump Speed Controller with Dusk Timer",
        "For 230 V AC synchronous and asynchronous pond and waterfall pumps",
        20,
    )
    s.heading("What it does", 10.5)
    s.para(
        "Plug the PSC-1100 into an outdoor socket and your pump into the PSC-1100. The "
        "dial sets the pump speed from 30 % to 100 %; the built-in light sensor can slow "
        "the pump down at night (dusk mode). It suits pumps of 20 W up to 1100 W. It is "
        "not suitable for pumps with an electronic (ECO / inverter) drive - these must "
        "be run at full speed and controlled with their own remote.",
        8.5,
    )
    s.heading("Specification", 10.5)
    s.table(
        [Col("Item", 230), Col("Value", 170, "C"), Col("Notes", 99, "C")],
        [
            ["Supply voltage", "220 - 240 V AC, 50 Hz", ""],
            ["Pump power (total connected)", "20 - 1100 W", "(1)"],
            ["Pump current", "5 A max.", ""],
            ["Own consumption (standby)", "0.9 W", ""],
            ["Speed range", "30 - 100 %", "phase angle"],
            ["Dusk sensor switching level", "approx. 10 lux", ""],
            ["Mains lead / pump socket", "1.5 m / 0.3 m", "H07RN-F"],
            ["Working temperature", "-10 " + DEG + " to +45 " + DEG, "(2)"],
            ["Protection rating", "IP44", "splash-proof"],
        ],
        8,
    )
    s.para(
        "(1) For pumps with a start-up (inrush) current above 20 A, limit the pump to "
        "700 W. (2) Do not leave in place below -10 " + DEG + "; take it indoors over winter.",
        7.5,
    )
    s.heading("Fitting", 10.5)
    s.bullets(
        [
            "Mount at least 2 m from the pond edge and 0.5 m above ground.",
            "Use a socket protected by an RCD of 30 mA.",
            "Never submerge the controller.",
        ],
        8.5,
    )
    s.add_page()
    s.heading("Dial settings", 10.5)
    s.table(
        [Col("Dial position", 120, "C"), Col("Speed", 120, "C"), Col("Typical use", 259)],
        [
            ["1", "30 %", "winter, fish resting"],
            ["3", "50 %", "night-time"],
            ["5", "75 %", "normal filtration"],
            ["7", "100 %", "waterfall, cleaning"],
        ],
        8,
    )
    s.heading("Questions and answers", 10.5)
    s.para(
        "Can I run two pumps from one PSC-1100? Yes, with a splitter, if together they "
        "stay within 1100 W and 5 A.",
        8.5,
    )
    s.para(
        "Will it work with a 12 V pond pump and transformer? No. The PSC-1100 only "
        "controls 230 V pumps directly; it must not be placed in front of a "
        "transformer or a low-voltage pump.",
        8.5,
    )
    s.para(
        "Does it have Wi-Fi or an app? No. For app control see our PSC-1100 WiFi (sold separately, own data sheet).",
        8.5,
    )
    s.para(
        "Is it suitable for a submersible air pump? Air pumps with a diaphragm (linear) "
        "drive hum and may overheat below full speed; use the dial at position 7 only.",
        8.5,
    )
    revision_table(
        s,
        [["Feb 2023", "1.0", "First issue"], ["Aug 2024", "1.1", "Inrush note (1)"]],
        (100, 60, 339),
    )
    return save(s, out / "psc-1100.pdf")


# ------------------------------------------------ SOL-P24 solar pond pump controller (French)
def solp24(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="HÉLIOBASSIN SAS",
        header_right="SOL-P24  -  Fiche technique / Data sheet",
        footer_left="Héliobassin SAS, Nantes  -  FT-SOLP24 ind. B",
        footer_right="{page}/{nb}",
        table_fill=(245, 235, 210),
        accent=(160, 90, 0),
        grid=True,
    )
    s = Sheet(style, "SOL-P24 solar pond pump controller")
    s.add_page()
    s.title_block(
        "SOL-P24",
        "Régulateur solaire pour pompe de bassin / Solar pond pump controller",
        "Sortie 12 V ou 24 V DC, MPPT, entrée batterie tampon optionnelle / optional buffer battery",
        19,
    )
    s.heading("Présentation / Overview", 10.5, rule=True)
    s.para(
        "Le SOL-P24 alimente directement une pompe de bassin à courant continu depuis un "
        "panneau photovoltaïque. The SOL-P24 runs a brushless DC pond pump straight from "
        "a PV panel using MPPT and can charge a 12 V or 24 V lead-acid or LiFePO4 buffer "
        "battery so the fountain keeps running after sunset.",
        8.5,
    )
    s.heading("Caractéristiques électriques / Electrical characteristics", 10.5, rule=True)
    s.para("Tamb = 25 " + DEG + " sauf indication contraire / unless otherwise noted.", 7.5)
    s.table(
        [
            Col("Paramètre / Parameter", 215),
            Col("min.", 50, "C"),
            Col("typ.", 50, "C"),
            Col("max.", 50, "C"),
            Col("Unité / Unit", 134, "C"),
        ],
        [
            ["Tension d'entrée PV /\nPV input voltage", "15", "", "50", "V DC"],
            ["Tension de circuit ouvert PV /\nPV open-circuit voltage", "", "", "55", "V DC"],
            ["Puissance PV / PV power", "", "", "240", "W"],
            ["Courant de sortie pompe /\nPump output current", "", "", "8", "A"],
            [
                "Tension de sortie pompe /\nPump output voltage",
                "",
                "12 / 24",
                "",
                "V DC (sélection / jumper)",
            ],
            ["Courant de charge batterie /\nBattery charge current", "", "", "5", "A"],
            ["Consommation propre /\nSelf consumption", "", "12", "20", "mA"],
            ["Rendement MPPT / MPPT efficiency", "", "97", "", "%"],
        ],
        7.5,
    )
    s.heading("Valeurs limites / Absolute maximum ratings", 10.5, rule=True)
    s.table(
        [
            Col("Paramètre / Parameter", 265),
            Col("Valeur / Value", 130, "C"),
            Col("Unité / Unit", 104, "C"),
        ],
        [
            ["Tension d'entrée PV / PV input voltage", "60", "V DC"],
            ["Tension batterie / Battery voltage", "32", "V DC"],
            ["Température de stockage / Storage temperature", "-40 ... +85", DEG],
        ],
        7.5,
    )
    s.heading("Conditions d'utilisation / Operating conditions", 10.5, rule=True)
    s.table(
        [
            Col("Paramètre / Parameter", 265),
            Col("Valeur / Value", 130, "C"),
            Col("Unité / Unit", 104, "C"),
        ],
        [
            ["Température de fonctionnement /\nOperating temperature", "-20 ... +55", DEG],
            ["Réduction au-delà de / Derating above", "45", DEG],
            ["Indice de protection / Protection", "IP65", ""],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Raccordement / Connections", 10.5, rule=True)
    s.table(
        [
            Col("Borne / Terminal", 110, "C"),
            Col("Fonction / Function", 250),
            Col("Section", 139, "C"),
        ],
        [
            ["PV+ / PV-", "panneau / PV panel", "4 mm2"],
            ["BAT+ / BAT-", "batterie / battery (optional)", "4 mm2"],
            ["P+ / P-", "pompe / pump", "2.5 mm2"],
            ["FL", "flotteur / float switch (NO, dry)", "0.5 mm2"],
            ["J1", "12 V / 24 V output select", "-"],
        ],
        7.5,
    )
    s.heading("Remarques / Notes", 10.5, rule=True)
    s.bullets(
        [
            "Pompes AC exclues / AC pumps cannot be connected, not even through an inverter on P+ / P-.",
            "Sans batterie, la pompe s'arrête sous 15 V PV / without battery the pump stops below 15 V PV input.",
            "Le SOL-P24 ne protège pas contre l'inversion de polarité PV / no PV reverse-polarity protection: a reversed panel destroys the input.",
            "Le flotteur FL coupe la pompe quand il est ouvert / pump stops when FL is open (dry-run protection).",
        ],
        8,
    )
    revision_table(
        s,
        [["2023-09", "A", "Création / first issue"], ["2024-05", "B", "Derating 45 " + DEG]],
        (90, 60, 349),
    )
    return save(s, out / "sol-p24.pdf")


# ------------------------------------------------ ZK-PW10 DC pump PWM controller (Chinese)
def zkpw10(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Shenzhen Zhikong Electronic Technology Co., Ltd.",
        header_right="ZK-PW10 Manual",
        footer_left="Zhikong Electronic",
        footer_right="{page}/{nb}",
        table_fill=(250, 240, 220),
        accent=(200, 60, 0),
        grid=True,
    )
    s = Sheet(style, "ZK-PW10 DC pond pump controller")
    s.add_page()
    s.title_block(
        "ZK-PW10",
        "DC Pond Pump Speed Controller (PWM) with Timer and Water Level Probe",
        "For 12V / 24V brushless DC pumps, fountain and small fish pond",
        18,
    )
    s.heading("1、Features", 10.5)
    s.bullets(
        [
            "Stepless speed regulation 10%～100%, knob + 4 digit display",
            "Timer 1～99 min ON / 1～99 min OFF cycle, or 24h always on",
            "Water level probe, pump stop when water is low (dry run protect)",
            "Soft start 2s, protect the pump shaft",
            "Reverse connection protection on power input",
        ],
        8.5,
    )
    s.heading("2、Parameter", 10.5)
    s.bullets(
        [
            "Input voltage" + FWC + "DC 9V" + FWT + "28V",
            "Output current" + FWC + "10A (continuous)" + "，" + "15A (peak 10s)",
            "Output voltage" + FWC + "same as input voltage (PWM)",
            "PWM frequency" + FWC + "15KHz",
            "Standby current" + FWC + LE + "15mA",
            "Level probe signal" + FWC + "AC, 1KHz, no electrolysis",
            "Working temperature" + FWC + "-20" + FWT + "+60" + FW_C,
            "Size" + FWC + "79 x 43 x 26 mm",
        ],
        8.5,
    )
    s.heading("3、Test Data (room temperature, 12V pump 40W)", 10.5)
    s.table(
        [
            Col("Speed set", 100, "C"),
            Col("Input V", 100, "C"),
            Col("Input A", 100, "C"),
            Col("Flow (L/h)", 100, "C"),
            Col("Temp rise", 99, "C"),
        ],
        [
            ["30%", "12.0V", "1.02A", "900", "+3" + FW_C],
            ["60%", "12.0V", "2.10A", "1850", "+6" + FW_C],
            ["100%", "12.0V", "3.35A", "2600", "+11" + FW_C],
        ],
        8,
    )
    s.heading("4、Wiring", 10.5)
    s.table(
        [Col("Terminal", 120, "C"), Col("Connect", 379)],
        [
            ["VIN+ / VIN-", "DC power 9～28V (battery or adapter)"],
            ["OUT+ / OUT-", "pump motor"],
            ["PROBE / COM", "water level probe (stainless), cable" + LE + "10m"],
        ],
        8,
    )
    s.add_page()
    s.heading("5、Notice", 10.5)
    s.bullets(
        [
            "This controller is for DC pump only, can not connect 220V AC pump, danger!",
            "Over 8A please add heat sink or fan, otherwise the MOS will be hot.",
            "Input voltage more than 30V will burn the board immediately.",
            "The board is not waterproof, please put it in a box, keep dry.",
            "For pump with brush motor, please add a diode on output (not included).",
        ],
        8.5,
    )
    s.heading("6、FAQ", 10.5)
    s.para(
        "Q" + FWC + "Can it use with solar panel directly? A" + FWC + "Solar panel voltage "
        "change a lot, please use battery between. Panel open voltage must not more than 28V.",
        8.5,
    )
    s.para(
        "Q"
        + FWC
        + "Can it control 2 pumps? A"
        + FWC
        + "Yes, same speed, total current "
        + LE
        + "10A.",
        8.5,
    )
    s.para(
        "Q" + FWC + "Have remote / WiFi? A" + FWC + "No, this version no remote.",
        8.5,
    )
    return save(s, out / "zk-pw10.pdf")


# ------------------------------------------------ VPR pond pump controller family (Dutch)
def vpr(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="NOORDVELD VIJVERTECHNIEK B.V.",
        header_right="VPR-series  |  Productblad / Product sheet",
        footer_left="Noordveld Vijvertechniek B.V., Zwolle  |  PB-VPR-EN 2.0",
        footer_right="{page}/{nb}",
        table_fill=(210, 230, 245),
        accent=(0, 80, 160),
        grid=False,
    )
    s = Sheet(style, "VPR pond pump controllers")
    s.add_page()
    s.title_block(
        "VPR-series",
        "Pond pump controllers with frost and level protection",
        "Ordering codes VPR-1 (one pump), VPR-2 (two pumps), VPR-2F (two pumps, frost sensor and heater output)",
        19,
    )
    s.heading("General", 10.5, rule=True)
    s.para(
        "VPR controllers switch pond and filter pumps from a level probe, a timer and, "
        "on the VPR-2F, an outdoor frost sensor that also starts a pond heater. All "
        "versions are built into a grey polycarbonate box with cable glands.",
        8.5,
    )
    s.heading("Technical data", 10.5, rule=True)
    s.para("[mains supply 230 V AC, 50 Hz; Tamb = 20 " + DEG + " unless stated]", 7.5)
    s.table(
        [
            Col("Characteristic", 200),
            Col("VPR-1", 80, "C"),
            Col("VPR-2", 80, "C"),
            Col("VPR-2F", 80, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            [
                "Supply voltage",
                "230 " + PM + " 10 %",
                "230 " + PM + " 10 %",
                "230 " + PM + " 10 %",
                "V AC",
            ],
            ["Pump outputs", "1", "2", "2", ""],
            ["Switching current per\npump output (AC-3)", "6", "6", "4", "A"],
            ["Total current, all outputs", "6", "10", "10", "A"],
            ["Heater output", "-", "-", "1500", "W"],
            ["Own consumption", "1.2", "1.5", "2.4", "W"],
            ["Frost sensor range", "-", "-", "-25 ... +40", DEG],
            ["Frost switching point\n(adjustable)", "-", "-", "-5 ... +10", DEG],
        ],
        7.5,
    )
    s.heading("Timer programmes", 10.5, rule=True)
    s.table(
        [
            Col("Programme", 90, "C"),
            Col("Pump 1", 130, "C"),
            Col("Pump 2", 130, "C"),
            Col("Use", 149),
        ],
        [
            ["P0", "on", "on", "continuous filtration"],
            ["P1", "15 min on / 15 min off", "on", "stream, night"],
            ["P2", "on 06:00 - 22:00", "off", "waterfall, day only"],
            ["P3", "on", "2 h on / 4 h off", "skimmer"],
            ["P9", "off", "off", "service"],
        ],
        7.5,
    )
    s.heading("Level protection", 10.5, rule=True)
    s.para(
        "When the water drops below the low probe, all pumps stop after a delay of 10 s "
        "and restart when the water reaches the high probe again. The heater output of the "
        "VPR-2F is not interlocked with the level probe. The probe circuit is galvanically "
        "isolated from the mains.",
        8.5,
    )
    s.add_page()
    s.heading("Technical data (continued)", 10.5, rule=True)
    s.table(
        [
            Col("Characteristic", 200),
            Col("VPR-1", 80, "C"),
            Col("VPR-2", 80, "C"),
            Col("VPR-2F", 80, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Level probe voltage", "5", "5", "5", "V AC"],
            ["Operating temperature", "-10 ... +50", "-10 ... +50", "-25 ... +50", DEG],
            ["Storage temperature", "-30 ... +70", "-30 ... +70", "-30 ... +70", DEG],
            ["Protection", "IP55", "IP55", "IP65", ""],
            ["Dimensions (w x h x d)", "120 x 80 x 60", "160 x 120 x 75", "160 x 120 x 75", "mm"],
        ],
        7.5,
    )
    s.heading("Terminal assignment", 10.5, rule=True)
    s.table(
        [Col("Terminal", 90, "C"), Col("Function", 260), Col("Versions", 149, "C")],
        [
            ["1, 2, PE", "mains in", "all"],
            ["3, 4, PE", "pump 1", "all"],
            ["5, 6, PE", "pump 2", "VPR-2, VPR-2F"],
            ["7, 8, PE", "heater", "VPR-2F"],
            ["10, 11, 12", "level probe low / high / common", "all"],
            ["13, 14", "frost sensor (NTC 10 kOhm)", "VPR-2F"],
        ],
        7.5,
    )
    s.heading("Application notes", 10.5, rule=True)
    s.bullets(
        [
            "Pumps above 6 A (VPR-2F: 4 A) per output need a contactor; the coil may be driven from the pump output.",
            "The VPR controllers have no speed control; pumps run at full speed or stop.",
            "The controllers have no RCD of their own; a 30 mA RCD upstream is mandatory.",
            "Level probes must be of stainless steel; probe cable max. 25 m.",
        ],
        8,
    )
    revision_table(
        s,
        [["2022-11-01", "1.0", "VPR-1, VPR-2"], ["2024-02-15", "2.0", "VPR-2F added"]],
        (100, 60, 339),
    )
    return save(s, out / "vpr.pdf")
