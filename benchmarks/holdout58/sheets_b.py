"""Hold-out 58 datasheets, part 2: two electric fence energizers, a livestock water
trough heater controller and a roller shutter motor controller.

A Japanese energizer specification (full-width brackets, absolute maximum vs
recommended rows of the same names, one column per model, typ.-only current
table per pulse mode), a Chinese pulse-module manual (full-width key/value
lines, one column per version), a Canadian farm-store product guide (values in
prose and a feature list, relay rating vs heater limit) and a French-English
shutter controller sheet (two-line bilingual names, table continued on page 2).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
PM = "\u00b1"
OHM = "\u03a9"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
LP = "\uff08"
RP = "\uff09"
LE = "\u2264"
GE = "\u2265"


# ------------------------------------------------ electric fence energizer (Japanese)
def kne300(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Kanemori Noki Co., Ltd.",
        header_right="Specification KN-E300 series",
        footer_left="Kanemori Noki  Doc. No. KN-S-0312",
        footer_right="{page}/{nb}",
        table_fill=None,
        grid=True,
        accent=(0, 0, 0),
    )
    s = Sheet(style, "KN-E300 electric fence energizer")
    s.add_page()
    s.title_block(
        "KN-E300 / KN-E300S",
        "Electric Fence Energizer" + LP + "battery type / solar type" + RP,
        "for wild-animal protection of fields",
        18,
    )
    s.heading("1. Absolute maximum ratings", 10, rule=True)
    s.table(
        [Col("Item", 220), Col("Symbol", 70, "C"), Col("Rating", 130, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage", "VB", "16", "V"],
            ["Operating temperature", "Topr", "-20" + FWT + "+50", FW_C],
            ["Storage temperature", "Tstg", "-30" + FWT + "+60", FW_C],
        ],
        8,
    )
    s.heading("2. Recommended operating conditions", 10, rule=True)
    s.table(
        [Col("Item", 220), Col("Symbol", 70, "C"), Col("Range", 130, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage", "VB", "10.5" + FWT + "14.5", "V"],
            ["Operating temperature", "Topr", "-10" + FWT + "+40", FW_C],
        ],
        8,
    )
    s.heading("3. Specifications", 10, rule=True)
    s.table(
        [Col("Item", 220), Col("KN-E300", 140, "C"), Col("KN-E300S", 139, "C")],
        [
            ["Power source", "DC12V battery", "DC12V battery + 10W solar panel *1"],
            ["Max. output voltage" + LP + "no load" + RP, "9,500V", "8,000V"],
            ["Output voltage" + LP + "500" + OHM + " load" + RP, "3,800V", "3,200V"],
            ["Output energy", "0.30J", "0.20J"],
            ["Pulse interval", "1.1s", "1.1s"],
            ["Fence length" + LP + "1 wire, no weeds" + RP, "3km", "2km"],
            ["Water protection", "IPX4", "IPX4"],
        ],
        8,
    )
    s.para("*1 Battery and solar panel are sold separately.", 7.5)
    s.add_page()
    s.heading("4. Current consumption" + LP + "typ., VB=12V, Ta=25" + FW_C + RP, 10, rule=True)
    s.table(
        [Col("Mode", 200), Col("Pulse interval", 150, "C"), Col("Current", 149, "C")],
        [
            ["Normal", "1.1s", "45mA"],
            ["Eco", "2.0s", "24mA"],
            ["Night-off" + LP + "daytime, photo sensor" + RP, "-", "1.2mA"],
        ],
        8,
    )
    s.heading("5. Terminals and indication", 10, rule=True)
    s.table(
        [Col("No.", 60, "C"), Col("Name", 140, "C"), Col("Description", 299)],
        [
            ["1", "FENCE", "Output to fence wire"],
            ["2", "EARTH", "Ground rod, 1m or more, 3 rods recommended"],
            ["3", "BATT+", "Battery +" + LP + "red clip" + RP],
            ["4", "BATT-", "Battery -" + LP + "black clip" + RP],
            ["LED", "green / red", "green: fence OK, red: below 3,000V on fence"],
        ],
        8,
    )
    s.heading("6. Precautions", 10, rule=True)
    s.lines(
        [
            "・Do not connect to AC 100V mains or to a battery charger while operating.",
            "・Display warning plates on the fence every 50m.",
            "・The energizer is not designed for fences for persons or for public paths.",
        ],
        8.5,
        4.5,
    )
    return save(s, out / "kn-e300.pdf")


# ------------------------------------------------ fence pulse module (Chinese)
def zyef05(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="ZHIYUAN ELECTRONIC",
        header_right="ZY-EF05 Product Manual",
        footer_left="Zhiyuan Electronic Technology (Ningbo)",
        footer_right="Page {page}",
        table_fill=(230, 240, 250),
        accent=(200, 60, 0),
    )
    s = Sheet(style, "ZY-EF05 fence pulse module")
    s.add_page()
    s.title_block(
        "ZY-EF05 / ZY-EF05H",
        "High Voltage Pulse Generator Module for Electric Fence",
        "DC12V input ・ EN control ・ 1Hz pulse",
        18,
    )
    s.heading("1. Description", 10, rule=True)
    s.para(
        "ZY-EF05 is a pulse generator board for DIY electric fences and animal deterrent "
        "systems. A logic level EN input lets an Arduino or ESP32 switch the output on and off.",
        8.5,
    )
    s.heading("2. Basic parameters", 10, rule=True)
    s.lines(
        [
            "・Input voltage" + FWC + "DC9V" + FWT + "15V",
            "・Static current" + LP + "EN low" + RP + FWC + LE + "8mA",
            "・Pulse frequency" + FWC + "1Hz",
            "・Pulse width" + FWC + "about 100" + "\u00b5" + "s",
            "・EN input" + FWC + "high " + GE + "2.0V enable, low " + LE + "0.8V disable",
            "・EN max voltage" + FWC + "5.5V",
            "・Working temperature" + FWC + "-20" + FW_C + FWT + "+60" + FW_C,
        ],
        8.5,
        4.5,
    )
    s.heading("3. Version table", 10, rule=True)
    s.table(
        [Col("Parameter", 200), Col("ZY-EF05", 150, "C"), Col("ZY-EF05H", 149, "C")],
        [
            ["Output pulse voltage" + LP + "no load" + RP, GE + "5kV", GE + "8kV"],
            ["Working current" + LP + "EN high" + RP, LE + "180mA", LE + "350mA"],
            ["Output energy", "about 0.05J", "about 0.1J"],
            ["Board size", "60×35mm", "75×45mm"],
        ],
        8,
    )
    s.add_page()
    s.heading("4. Pin definition", 10, rule=True)
    s.table(
        [Col("Pin", 80, "C"), Col("Name", 100, "C"), Col("Function", 319)],
        [
            ["1", "VIN", "DC9V" + FWT + "15V"],
            ["2", "GND", "Ground"],
            ["3", "EN", "Enable, 3.3V/5V logic"],
            ["4", "HV", "High voltage output to fence"],
            ["5", "E", "Earth stake"],
        ],
        8,
    )
    s.heading("5. Notes", 10, rule=True)
    s.lines(
        [
            "1. This module is not a certified energizer" + LP + "no IEC 60335-2-76" + RP + ".",
            "2. Do not use on fences that people can touch, only for animal deterrent tests.",
            "3. Keep the HV wire 20mm away from all low voltage wires.",
            "4. The board has no waterproof function, use a closed box outdoors.",
        ],
        8.5,
        4.5,
    )
    return save(s, out / "zy-ef05.pdf")


# ------------------------------------------------ stock tank heater controller (Canadian)
def thc120(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="PRAIRIE STOCKWATER CONTROLS",
        header_right="THC-120 Product Guide",
        footer_left="Prairie Stockwater Controls Ltd., Brandon MB",
        footer_right="{page}",
        table_fill=(235, 225, 205),
        accent=(110, 60, 10),
    )
    s = Sheet(style, "THC-120 trough heater controller")
    s.add_page()
    s.title_block(
        "THC-120",
        "Livestock Water Trough Heater Controller",
        "THC-120 stand-alone  |  THC-120M with Modbus RTU",
        20,
    )

    def left() -> None:
        s.heading("Features", 10)
        s.bullets(
            [
                "120 V AC, 60 Hz supply",
                "Heater relay rated 15 A resistive",
                "Turns heat on at 3 C (37 F), off at 8 C (46 F)",
                "Stainless probe, 3 m cable",
                "Trough-empty alarm output",
                "NEMA 4X enclosure",
            ],
            8,
        )

    def right() -> None:
        s.heading("Overview", 10)
        s.para(
            "Keep stock tanks and automatic waterers open all winter while paying only for "
            "the heat you need. The THC-120 reads the water temperature with a submersible "
            "probe and switches a sinking or floating de-icer element through its relay. "
            "Although the relay is rated 15 A, the controller cord and plug limit the heater "
            "to 1500 W continuous. The THC-120M adds an RS-485 port (Modbus RTU, 9600 bps, "
            "8N1) for farm monitoring systems.",
            8,
        )

    s.side_by_side(left, right, 200)
    s.heading("Specifications", 10, rule=True)
    s.table(
        [Col("Parameter", 230), Col("Value", 190, "C"), Col("Notes", 79, "C")],
        [
            ["Supply voltage", "108 - 132 V AC", "60 Hz"],
            ["Controller power (relay off)", "1.5 W", "typical"],
            ["Heater relay contact", "15 A at 120 V AC", "resistive"],
            ["Probe measuring range", "-40 to +50 C", ""],
            ["Probe accuracy", "+/-1.5 C", "0 to +10 C"],
            ["Alarm output", "open collector, 30 V DC, 50 mA", ""],
            ["Operating temperature (controller)", "-40 to +40 C", ""],
        ],
        8,
    )
    s.add_page()
    s.heading("Wiring the alarm output", 10, rule=True)
    s.para(
        "The alarm output sinks current when the probe reads below -2 C for 30 minutes (tank "
        "frozen or empty). Connect a 12 V or 24 V DC buzzer, light or a digital input with "
        "pull-up; the output must not be used with AC.",
        8,
    )
    s.heading("THC-120M Modbus registers", 10, rule=True)
    s.table(
        [
            Col("Register", 100, "C"),
            Col("Name", 150, "C"),
            Col("Scale", 120, "C"),
            Col("Access", 129, "C"),
        ],
        [
            ["40001", "Water temperature", "0.1 C", "R"],
            ["40002", "Heater state", "0 / 1", "R"],
            ["40003", "On set point", "0.1 C (30)", "R/W"],
            ["40004", "Off set point", "0.1 C (80)", "R/W"],
            ["40010", "Slave address", "1 - 247", "R/W"],
        ],
        8,
    )
    s.heading("Frequently asked questions", 10, rule=True)
    s.para(
        "Can I use it with a 240 V heater? No, the THC-120 is built for 120 V AC only. "
        "Is it certified? The controller is cETL listed as an appliance control. "
        "Can the probe be buried in ice? Yes, the probe is rated for immersion and freezing.",
        8,
    )
    return save(s, out / "thc-120.pdf")


# ------------------------------------------------ roller shutter controller (Belgian)
def smc230(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="VOLTA DOMOTIQUE SA",
        header_right="Fiche technique / Data sheet SMC-230",
        footer_left="Volta Domotique SA, Namur  |  FT-SMC230 v2.1",
        footer_right="{page} / {nb}",
        table_fill=(225, 235, 245),
        accent=(0, 60, 120),
    )
    s = Sheet(style, "SMC-230 shutter motor controller")
    s.add_page()
    s.title_block(
        "SMC-230 / SMC-230Z",
        "Module de commande pour volet roulant / Roller shutter motor controller",
        "Encastrable / flush mount  |  SMC-230Z: Zigbee 3.0",
        16,
    )
    s.para(
        "Module encastrable pour un moteur de volet 230 V AC a fins de course. / In-wall "
        "module for one 230 V AC shutter motor with end switches. Two local push-button "
        "inputs (up / down), interlock of 500 ms between directions and travel-time "
        "positioning.",
        8,
    )
    s.heading("Caractéristiques / Characteristics", 10, rule=True)
    s.table(
        [Col("Paramètre / Parameter", 230), Col("SMC-230", 135, "C"), Col("SMC-230Z", 134, "C")],
        [
            [
                "Tension d'alimentation\nSupply voltage",
                "230 V AC " + PM + "10 %, 50 Hz",
                "230 V AC " + PM + "10 %, 50 Hz",
            ],
            ["Puissance moteur max.\nMax. motor power", "300 W", "300 W"],
            ["Courant de sortie max.\nMax. output current", "1.5 A", "1.5 A"],
            ["Consommation en veille\nStandby power", "0.3 W", "0.5 W"],
            ["Radio", "-", "Zigbee 3.0, 2.4 GHz"],
            ["Puissance d'émission\nTransmit power", "-", "+8 dBm"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Caractéristiques (suite) / Characteristics (continued)", 10, rule=True)
    s.table(
        [Col("Paramètre / Parameter", 230), Col("SMC-230", 135, "C"), Col("SMC-230Z", 134, "C")],
        [
            [
                "Température de fonctionnement\nOperating temperature",
                "0 ... +40 " + DEG,
                "0 ... +40 " + DEG,
            ],
            [
                "Température de stockage\nStorage temperature",
                "-20 ... +70 " + DEG,
                "-20 ... +70 " + DEG,
            ],
            ["Indice de protection\nDegree of protection", "IP20", "IP20"],
            ["Portée radio (intérieur)\nRadio range (indoor)", "-", "30 m"],
        ],
        7.5,
    )
    s.heading("Raccordement / Wiring", 10, rule=True)
    s.table(
        [Col("Borne / Terminal", 120, "C"), Col("Fonction / Function", 379)],
        [
            ["L", "Phase 230 V"],
            ["N", "Neutre / Neutral"],
            ["S1", "Bouton montée / Up button (230 V)"],
            ["S2", "Bouton descente / Down button (230 V)"],
            ["M1", "Moteur montée / Motor up"],
            ["M2", "Moteur descente / Motor down"],
        ],
        7.5,
    )
    s.heading("Remarques / Notes", 10, rule=True)
    s.para(
        "Un seul moteur par module; ne jamais raccorder deux moteurs en parallèle. / One motor "
        "per module; never connect two motors in parallel. Les entrées S1 / S2 sont à 230 V; "
        "pas de très basse tension. / Inputs S1 / S2 are switched live (230 V); low-voltage "
        "buttons cannot be used. Moteurs électroniques avec bus non supportés. / Electronic "
        "bus-controlled motors are not supported.",
        8,
    )
    return save(s, out / "smc-230.pdf")
