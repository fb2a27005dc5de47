"""Hold-out 55 datasheets, part 2: two aquarium heater controllers, a dehumidifier
control board and a pellet stove igniter controller.

A German bilingual aquarium heater controller (wrapped names, min/typ/max with
blanks, footnotes), a US aquarium heater controller (one column per ordering
code, symbol-only alarm rows, absolute maximum vs recommended), an Italian
dehumidifier control board (units column, continued on page 2, prose-only
values) and a French pellet stove igniter controller (typ.-only table, table
continued on page 2, settings table as decoy).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
OHM = "\u03a9"


# ------------------------------------------------ aquarium heater controller (German)
def aqt200(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="Seegrund Aquaristik GmbH",
        header_right="Datenblatt / Data sheet AQT 200",
        footer_left="AQT200_DB_DE-EN_2024-02",
        footer_right="Seite {page}/2",
        table_fill=(215, 235, 235),
        accent=(0, 110, 120),
    )
    s = Sheet(style, "AQT 200 aquarium heater controller")
    s.add_page()
    s.title_block(
        "AQT 200",
        "Aquarium-Heizungsregler / Aquarium heater controller",
        "Zwischenstecker mit Temperaturfühler / plug-in unit with temperature probe",
        20,
    )
    s.para(
        "Der AQT 200 schaltet einen Aquarium-Heizstab nach der Wassertemperatur. / The "
        "AQT 200 switches an aquarium heater according to the water temperature. An "
        "acoustic alarm sounds when the water is 2 " + DEG + " above or below the set point.",
        8.5,
    )
    s.heading("Technische Daten / Technical data", 10.5, rule=True)
    s.para(
        "Werte bei 230 V AC und 25 " + DEG + ", falls nicht anders angegeben / "
        "Values at 230 V AC and 25 " + DEG + " unless noted otherwise",
        8,
    )
    s.table(
        [
            Col("Kenngröße / Parameter", 190),
            Col("min.", 60, "C"),
            Col("typ.", 60, "C"),
            Col("max.", 60, "C"),
            Col("Einheit / Unit", 129, "C"),
        ],
        [
            ["Netzspannung / Mains voltage", "207", "230", "253", "V AC, 50 Hz"],
            ["Eigenverbrauch /\nOwn consumption", "", "0.9", "1.5", "W"],
            ["Schaltleistung Heizer /\nHeater switching capacity (1)", "", "", "1000", "W"],
            ["Regelbereich / Control range", "18", "", "35", DEG],
            ["Regelgenauigkeit /\nControl accuracy (2)", "-0.5", "", "+0.5", DEG],
            ["Hysterese / Hysteresis", "", "0.3", "", DEG],
            ["Umgebungstemperatur /\nAmbient temperature", "0", "", "40", DEG],
        ],
        8,
    )
    s.para(
        "(1) Ohmsche Last / resistive load; for heating mats with a transformer max. 300 W. "
        "(2) Im Bereich 22 ... 30 " + DEG + " / in the range 22 ... 30 " + DEG + ".",
        7.5,
    )
    s.heading("Fühler / Probe", 10.5, rule=True)
    s.table(
        [Col("Merkmal / Feature", 230), Col("Wert / Value", 269)],
        [
            ["Sensor", "NTC 10 k" + OHM + " (B 3435)"],
            ["Kabellänge / Cable length", "2.5 m"],
            ["Schutzart Fühler / Probe protection", "IP68 (submersible)"],
            ["Material", "Glass tube, silicone cable"],
        ],
        8,
    )
    s.add_page()
    s.heading("Schutzart und Sicherheit / Protection and safety", 10.5, rule=True)
    s.table(
        [Col("Merkmal / Feature", 230), Col("Wert / Value", 269)],
        [
            ["Schutzart Regler / Controller protection", "IP20, nur im Innenraum / indoor only"],
            ["Schutzklasse / Protection class", "II"],
            ["Abschaltung bei Fühlerbruch / Probe fault", "Heizer aus / heater off"],
        ],
        8,
    )
    s.heading("Bedienung / Operation", 10.5, rule=True)
    s.table(
        [Col("Taste / Key", 100, "C"), Col("Funktion / Function", 399)],
        [
            ["SET", "Sollwert anzeigen / show set point (factory 25.0 " + DEG + ")"],
            ["\u25b2 / \u25bc", "Sollwert in 0.1 " + DEG + "-Schritten / set point in 0.1 steps"],
            ["SET 5 s", "Kalibrierung / calibration offset " + PM + "3.0 " + DEG],
        ],
        8,
    )
    s.heading("Hinweise / Notes", 10.5, rule=True)
    s.bullets(
        [
            "Nur ein Heizer pro Gerät / only one heater per unit.",
            "Nicht für Kühlgeräte geeignet / not suitable for controlling chillers.",
            "Eine Datenschnittstelle ist nicht vorhanden / there is no data interface.",
            "Salzwasser: Fühler geeignet / probe suitable for sea water.",
        ],
        8.5,
    )
    revision_table(s, [["2024-02-12", "1.2", "Heating mat limit added"]], (100, 60, 339))
    return save(s, out / "aqt200.pdf")


# ------------------------------------------------ aquarium heater controller (US)
def atc2(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="REEFLINE CONTROLS",
        header_right="ATC-2 Series Product Data",
        footer_left="Reefline Controls, Inc. - Document 70-0212 Rev B",
        footer_right="Page {page}",
        table_fill=(220, 225, 240),
        accent=(20, 40, 140),
    )
    s = Sheet(style, "ATC-2 dual-stage aquarium heater controller")
    s.add_page()
    s.title_block("ATC-2 / ATC-2E", "Dual-Stage Aquarium Heater Controller", "", 20)
    s.para(
        "Two switched outlets (HEAT 1, HEAT 2) run two heaters in stages: HEAT 2 turns on "
        "only when the water is 0.5 C below the set point of HEAT 1. An open-drain ALARM "
        "output signals a fault to an external aquarium computer.",
        8.5,
    )
    s.heading("ORDERING CODES", 10)
    s.table(
        [Col("", 190), Col("ATC-2", 155, "C"), Col("ATC-2E", 154, "C")],
        [
            ["Line voltage", "120 V AC, 60 Hz", "230 V AC, 50 Hz"],
            ["Current per outlet", "8 A", "5 A"],
            ["Total current, both outlets", "12 A", "8 A"],
            ["Plug", "NEMA 5-15", "CEE 7/7"],
            ["Listing", "UL 60730", "CE"],
        ],
        8,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 10)
    s.para("TA = 25 C, line voltage nominal, unless otherwise noted.", 8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 50, "C"),
            Col("Conditions", 120),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Units", 59, "C"),
        ],
        [
            ["Set point range", "", "", "20", "", "33", "C"],
            ["Control accuracy", "", "24 to 28 C", "-0.2", "", "+0.2", "C"],
            ["", "V_{OL}", "ALARM, 10 mA sink", "", "", "0.4", "V"],
            ["", "I_{OL}", "ALARM sink current", "", "", "50", "mA"],
            ["", "V_{OH}", "ALARM pull-up voltage", "", "", "24", "V"],
            ["Probe cable length", "", "", "", "3", "", "m"],
        ],
        8,
    )
    s.add_page()
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10)
    s.table(
        [Col("Parameter", 250), Col("Rating", 249, "C")],
        [
            ["ALARM pin voltage", "30 V"],
            ["Ambient temperature, operating", "0 C to 50 C"],
            ["Storage temperature", "-20 C to 70 C"],
        ],
        8,
    )
    s.heading("RECOMMENDED OPERATING CONDITIONS", 10)
    s.table(
        [Col("Parameter", 250), Col("Range", 249, "C")],
        [
            ["ALARM pin voltage", "0 V to 24 V"],
            ["Ambient temperature, operating", "5 C to 40 C"],
            ["Relative humidity (non-condensing)", "10 % to 85 %"],
        ],
        8,
    )
    s.heading("CONNECTIONS", 10)
    s.table(
        [Col("Jack", 100), Col("Type", 120), Col("Use", 279)],
        [
            ["PROBE", "3.5 mm, 3-pole", "Reefline digital probe TP-3 only"],
            ["ALARM", "2.5 mm, 2-pole", "Open drain to GND, tip = drain"],
            ["HEAT 1 / HEAT 2", "outlet", "Heaters (resistive loads)"],
        ],
        8,
    )
    s.heading("NOTES", 10)
    s.para(
        "The ALARM output needs an external pull-up resistor; it is not an isolated contact. "
        "The controller is intended for indoor use near the aquarium; an IP rating is not "
        "specified. Wi-Fi and app control are not available.",
        8.5,
    )
    return save(s, out / "atc-2.pdf")


# ------------------------------------------------ dehumidifier control board (Italian)
def dcb20(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="UMIDO CONTROLLI S.r.l.",
        header_right="DCB-20 Scheda tecnica / Technical data sheet",
        footer_left="ST-DCB20 rev. 05  -  Umido Controlli S.r.l., Treviso",
        footer_right="Pag. {page}",
        table_fill=None,
        accent=(100, 30, 30),
        grid=False,
    )
    s = Sheet(style, "DCB-20 dehumidifier control board")
    s.add_page()
    s.title_block(
        "DCB-20", "Dehumidifier control board / Scheda di controllo deumidificatore", "", 18
    )
    s.para(
        "Controller for compressor dehumidifiers of 10 to 30 l/day. It drives the compressor, "
        "a two-speed fan and a condensate pump, and stops the compressor when the tank is "
        "full. A 12 V DC output supplies the display board, max. 150 mA. The compressor "
        "restarts at least 3 minutes after it stops.",
        8.5,
    )
    s.heading("Caratteristiche tecniche / Technical characteristics", 10)
    s.table(
        [Col("Parameter", 220), Col("Unit", 60, "C"), Col("Value", 219, "C")],
        [
            ["Power supply", "V AC", "220 ... 240, 50/60 Hz"],
            ["Power consumption of the board", "W", "2.5"],
            ["Compressor relay K1 (1)", "A", "16 (resistive) / 10 (motor)"],
            ["Fan relays K2, K3", "A", "5"],
            ["Pump output K4", "A", "2"],
            ["Humidity set point", "%RH", "35 ... 80 (5 %RH steps)"],
            ["Humidity measuring range", "%RH", "20 ... 95"],
            ["Humidity accuracy (2)", "%RH", PM + "5"],
        ],
        8,
    )
    s.para(
        "(1) Locked-rotor current of the compressor max. 60 A. "
        "(2) Sensor module HM-3 supplied with the board.",
        7.5,
    )
    s.heading("Ingressi / Inputs", 10)
    s.table(
        [Col("Input", 120), Col("Type", 170), Col("Note", 209)],
        [
            ["J3 TANK", "float switch, potential-free", "5 V, 1 mA from the board"],
            ["J4 NTC", "NTC 10 k" + OHM + " (defrost)", "defrost below +3 " + DEG],
            ["J5 RH", "sensor module HM-3", "4-wire, I2C"],
        ],
        8,
    )
    s.add_page()
    s.heading("Caratteristiche tecniche (segue) / Technical characteristics (continued)", 10)
    s.table(
        [Col("Parameter", 220), Col("Unit", 60, "C"), Col("Value", 219, "C")],
        [
            ["Operating temperature", DEG, "+5 ... +35"],
            ["Storage temperature", DEG, "-20 ... +70"],
            ["Protection", "", "IP00 (built-in board)"],
            ["Dimensions", "mm", "140 " + "\u00d7" + " 95 " + "\u00d7" + " 32"],
        ],
        8,
    )
    s.heading("Connettori / Connectors", 10)
    s.table(
        [Col("Terminal", 90, "C"), Col("Function", 250), Col("Wire", 159)],
        [
            ["L, N", "Mains supply", "1.5 mm" + "\u00b2"],
            ["K1", "Compressor", "1.5 mm" + "\u00b2"],
            ["K2 / K3", "Fan low / high speed", "0.75 mm" + "\u00b2"],
            ["K4", "Condensate pump", "0.75 mm" + "\u00b2"],
            ["J1", "Display board (12 V, GND, DATA)", "flat cable"],
        ],
        8,
    )
    s.heading("Codici errore / Error codes", 10)
    s.table(
        [Col("Code", 60, "C"), Col("Meaning", 439)],
        [
            ["E1", "RH sensor fault"],
            ["E2", "NTC open or short"],
            ["P1", "Tank full"],
            ["dF", "Defrost active"],
        ],
        8,
    )
    s.heading("Note", 10)
    s.para(
        "The board contains no refrigerant pressure protection; the compressor must have "
        "its own thermal protector. Use with R290 appliances is not stated.",
        8.5,
    )
    return save(s, out / "dcb-20.pdf")


# ------------------------------------------------ pellet stove igniter controller (French)
def pic2(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="BRASERO THERMIQUE SAS",
        header_right="PIC-2 Fiche produit / Product sheet",
        footer_left="Brasero Thermique SAS - FP-PIC2 - ind. D",
        footer_right="{page}/2",
        table_fill=(250, 225, 215),
        accent=(170, 40, 0),
    )
    s = Sheet(style, "PIC-2 pellet stove igniter controller")
    s.add_page()
    s.title_block(
        "PIC-2",
        "Contrôleur d'allumage pour poêle à granulés",
        "Pellet stove igniter controller",
        20,
    )
    s.para(
        "The PIC-2 runs the ignition sequence of a pellet stove: it switches the igniter "
        "cartridge, the feed auger and the combustion fan, and detects the flame with a "
        "type K thermocouple in the flue. It is controlled by a potential-free room "
        "thermostat contact.",
        8.5,
    )
    s.heading("Caractéristiques / Characteristics", 10)
    s.table(
        [Col("Paramètre / Parameter", 230), Col("Valeur / Value", 269)],
        [
            ["Alimentation / Supply", "230 V AC " + PM + " 10 %, 50 Hz"],
            ["Sortie allumeur / Igniter output", "230 V AC, max. 400 W"],
            ["Sortie vis sans fin / Auger output", "230 V AC, max. 1 A"],
            ["Ventilateur de combustion /\nCombustion fan (triac)", "230 V AC, max. 0.8 A"],
            ["Entrée thermocouple / Thermocouple input", "type K, 0 ... 400 " + DEG],
            ["Entrée thermostat / Thermostat input", "contact sec / potential-free"],
        ],
        8,
    )
    s.heading("Valeurs typiques / Typical values (typ.)", 10)
    s.table(
        [Col("Grandeur / Quantity", 300), Col("typ.", 100, "C"), Col("Unité / Unit", 99, "C")],
        [
            ["Consommation propre / Own consumption", "3", "W"],
            ["Temps d'allumage / Ignition time", "6", "min"],
            ["Seuil flamme / Flame threshold", "60", DEG],
        ],
        8,
    )
    s.heading("Réglages / Settings", 10)
    s.table(
        [
            Col("Code", 60, "C"),
            Col("Réglage / Setting", 250),
            Col("Plage / Range", 109, "C"),
            Col("Usine / Factory", 80, "C"),
        ],
        [
            ["P01", "Ignition timeout (min)", "5 ... 20", "15"],
            ["P02", "Auger on time (s)", "1 ... 10", "3"],
            ["P03", "Fan speed (%)", "30 ... 100", "80"],
            ["P04", "Flame threshold (" + DEG + ")", "40 ... 120", "60"],
        ],
        8,
    )
    s.add_page()
    s.heading("Caractéristiques (suite) / Characteristics (continued)", 10)
    s.table(
        [Col("Paramètre / Parameter", 230), Col("Valeur / Value", 269)],
        [
            ["Entrée sécurité / Safety input", "NC thermostat, 230 V AC"],
            ["Température de fonctionnement /\nOperating temperature", "0 ... +60 " + DEG],
            ["Indice de protection / Protection", "IP40"],
            ["Communication", "RS-485, 19200 bit/s"],
        ],
        8,
    )
    s.heading("Remarques / Remarks", 10)
    s.bullets(
        [
            "Le contact thermostat ne doit pas être alimenté. / Never apply a voltage to the "
            "thermostat input.",
            "The safety input must be wired to the stove's manual-reset overheat thermostat.",
            "Replacement igniters of 300 W and 350 W are available.",
            "The PIC-2 is not certified as a safety device; the certification of the "
            "complete stove is the manufacturer's responsibility.",
            "Wood logs and other fuels than pellets are not covered.",
        ],
        8.5,
    )
    s.heading("Bornier / Terminal block", 10)
    s.table(
        [Col("Borne / Terminal", 120, "C"), Col("Fonction / Function", 379)],
        [
            ["1-2", "L / N supply"],
            ["3", "Igniter"],
            ["4", "Auger"],
            ["5", "Combustion fan"],
            ["6-7", "Thermostat contact"],
            ["8-9", "Safety thermostat (NC)"],
            ["10-11", "Thermocouple K (+ / -)"],
        ],
        8,
    )
    return save(s, out / "pic-2.pdf")
