"""Hold-out 157 datasheets, part 2: a single-cell LiPo fuel gauge IC, an infrared thermometer
with SMBus, a 3-digit panel voltmeter module and a 5 V 2 A USB-C power bank module.

A Pointe-à-Pitre (Guadeloupe) IC house data sheet in French and English ("╘n╛ Titre / Title"
heads, "Relevé n / Table n" captions, two-line bilingual row names in column groups per version,
supply current stacked per mode with a unit per line, register map as a decoy), a Saint-Pierre
(Saint Pierre and Miquelon) infrared-sensor data sheet in core Helvetica ("¬ n  TITLE" heads,
"Table n ÷" captions, column groups per supply version, accuracy stacked per temperature region,
SMBus limits in prose), a Brades (Montserrat) instrument-maker sheet ("☇" heads, "Readout n ◚"
captions, a version comparison table, supply current stacked per display colour, EC$ prices)
and a Mamoudzou (Mayotte) power-module store sheet ("⇪ n" heads, "Tile n ⇡" captions, output
current stacked per battery voltage, temperature stacked per mode, light-load switch-off and
pass-through behaviour only in notes, EUR prices).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
DASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
SQ = "\u00b2"
DOT = "\u00b7"
LBOX = "\u2558"
RBOX = "\u255b"
NOT = "\u00ac"
DIV = "\u00f7"
BOLT = "\u2607"
HALF = "\u25da"
CAPS = "\u21ea"
UPA = "\u21e1"


def _h(n: int, fr: str, en: str) -> str:
    return f"{LBOX}{n}{RBOX} {fr} / {en}"


# ------------------------------------------------ 1-cell fuel gauge IC (Pointe-à-Pitre)
def gwp1748(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="KARUKERA SILICIUM",
        header_right="GWP1748 / GWP1748H  "
        + DOT
        + "  Fiche technique / Data sheet  "
        + DOT
        + "  rév. B",
        footer_left="Karukera Silicium SAS  " + DOT + "  Rue Frébault, 97110 Pointe-à-Pitre, "
        "Guadeloupe  " + DOT + "  FT-1748 rév. B, avril 2024",
        footer_right="feuillet {page} sur {nb}",
        rule_color=(0, 110, 70),
        table_fill=(255, 244, 214),
        accent=(0, 96, 60),
        grid=True,
    )
    s = Sheet(style, "GWP1748 1-cell Li-ion fuel gauge")
    s.add_page()
    s.title_block(
        "GWP1748 / GWP1748H",
        "Jauge de batterie Li-ion 1 cellule avec I" + SQ + "C  /  1-Cell Li-ion Fuel Gauge with "
        "I" + SQ + "C",
        "TDFN-8, 2 x 2 mm  |  sans résistance de mesure / no sense resistor  |  23 " + MU + "A  "
        "|  GWP1748 pour / for 4.2 V cells, GWP1748H pour / for 4.35 V and 4.4 V cells",
        21,
    )

    def desc() -> None:
        s.heading(_h(1, "Description", "Description"), 10)
        s.para(
            "Le GWP1748 mesure la tension de la cellule et calcule l'état de charge (SOC) avec "
            "un modèle de batterie intégré. Aucune résistance de mesure n'est nécessaire.",
            7.8,
        )
        s.para(
            "The GWP1748 measures the cell voltage and computes the state of charge (SOC) with "
            "a built-in battery model. No current-sense resistor is needed, so there is no loss "
            "in the battery path. The host reads SOC in 1/256 % steps over I" + SQ + "C. The "
            "GWP1748H uses a model for high-voltage cells.",
            7.8,
        )

    def feats() -> None:
        s.heading(_h(2, "Caractéristiques", "Features"), 10)
        s.bullets(
            [
                "Une seule cellule Li-ion ou LiPo / one Li-ion or LiPo cell",
                "Courant actif / active current 23 " + MU + "A",
                "Mode hibernation / hibernate mode 4 " + MU + "A",
                "Arrêt / shutdown 0.5 " + MU + "A",
                "Alerte SOC bas / low-SOC alert on ALRT",
                "I" + SQ + "C jusqu'à / up to 400 kHz",
                "Adresse fixe / fixed address",
            ],
            7.8,
        )

    s.side_by_side(desc, feats, 262, 14)
    s.heading(_h(3, "Versions", "Versions"), 10, rule=True)
    s.caption("Relevé 1 / Table 1  " + DASH + "  Versions")
    s.table(
        [
            Col("Version", 80),
            Col("Cellule / Cell", 150),
            Col("Tension de charge / Charge voltage", 150, "C"),
            Col("Boîtier / Package", 119, "C"),
        ],
        [
            ["GWP1748", "LiCoO2, LiPo", "4.20 V", "TDFN-8, 2 x 2 mm"],
            [
                "GWP1748H",
                "LiPo haute tension / high voltage",
                "4.35 V or / ou 4.40 V",
                "TDFN-8, 2 x 2 mm",
            ],
        ],
        7.4,
    )
    s.heading(_h(4, "Valeurs limites absolues", "Absolute maximum ratings"), 10, rule=True)
    s.caption(
        "Relevé 2 / Table 2  " + DASH + "  Valeurs limites absolues / Absolute maximum ratings"
    )
    s.table(
        [
            Col("Paramètre / Parameter", 259),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unité / Unit", 120, "C"),
        ],
        [
            ["VDD, CELL vers / to GND", "-0.3", "6.0", "V"],
            ["SDA, SCL, ALRT vers / to GND", "-0.3", "6.0", "V"],
            ["Courant ALRT / ALRT sink current", "", "20", "mA"],
            ["Température de stockage / Storage temperature", "-55", "+125", DEG],
            ["Température de jonction / Junction temperature", "", "+150", DEG],
        ],
        7.4,
    )
    s.heading(_h(5, "Caractéristiques électriques", "Electrical characteristics"), 10, rule=True)
    s.caption(
        "Relevé 3 / Table 3  " + DASH + "  TA = 25 " + DEG + ", VDD = 3.7 V, sauf indication "
        "contraire / unless noted"
    )
    s.table(
        [
            Col("Paramètre / Parameter", 112),
            Col("Conditions", 122),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Unité / Unit", 49, "C"),
        ],
        [
            [
                "Tension d'alimentation\nSupply voltage",
                "VDD = VCELL",
                "2.5",
                "",
                "4.5",
                "2.5",
                "",
                "4.6",
                "V",
            ],
            [
                "Courant d'alimentation\nSupply current",
                "actif / active (250 ms)\nhibernation / hibernate (45 s)\narrêt / shutdown",
                "",
                "23\n4\n500",
                "40\n6\n2000",
                "",
                "25\n4\n500",
                "45\n6\n2000",
                MU + "A\n" + MU + "A\nnA",
            ],
            [
                "Erreur de mesure VCELL\nVCELL measurement error",
                "TA = 25 " + DEG + "\nTA sur la plage / over range",
                "-7.5\n-20",
                "",
                "+7.5\n+20",
                "-7.5\n-25",
                "",
                "+7.5\n+25",
                "mV",
            ],
            [
                "Résolution VCELL\nVCELL resolution",
                "1 LSB",
                "",
                "78.125",
                "",
                "",
                "78.125",
                "",
                MU + "V",
            ],
            [
                "Premier résultat\nFirst SOC result",
                "après la mise sous tension\nafter power-up",
                "",
                "125",
                "",
                "",
                "125",
                "",
                "ms",
            ],
            [
                "Tension basse ALRT, SDA\nALRT, SDA output low",
                "IOL = 4 mA",
                "",
                "",
                "0.4",
                "",
                "",
                "0.4",
                "V",
            ],
            [
                "Seuil haut SDA, SCL\nSDA, SCL input high",
                "indépendant de VDD\nindependent of VDD",
                "1.4",
                "",
                "5.5",
                "1.4",
                "",
                "5.5",
                "V",
            ],
            ["Seuil bas SDA, SCL\nSDA, SCL input low", "", "", "", "0.5", "", "", "0.5", "V"],
            ["Fréquence SCL\nSCL clock frequency", "", "0", "", "400", "0", "", "400", "kHz"],
            [
                "Température de fonct.\nOperating temperature",
                "",
                "-20",
                "",
                "+70",
                "-40",
                "",
                "+85",
                DEG,
            ],
        ],
        7.2,
        head_rows=[["", "", "GWP1748", "<", "<", "GWP1748H", "<", "<", ""]],
    )

    s.add_page()
    s.heading(_h(6, "Interface I" + SQ + "C", "I" + SQ + "C interface"), 10, rule=True)
    s.para(
        "Adresse 7 bits fixe 0x36 (octet d'écriture 0x6C, octet de lecture 0x6D). Deux GWP1748 "
        "ne peuvent pas partager le même bus.",
        7.8,
    )
    s.para(
        "Fixed 7-bit address 0x36 (write byte 0x6C, read byte 0x6D). Two GWP1748 cannot share "
        "one bus. SDA and SCL accept up to 5.5 V whatever the cell voltage, so the pull-ups may "
        "go to the 3.3 V or 5 V rail of the host. When SDA and SCL are both held low for more "
        "than 2.5 s the gauge enters shutdown.",
        7.8,
    )
    s.caption("Relevé 4 / Table 4  " + DASH + "  Registres / Registers (16 bits, MSB first)")
    s.table(
        [
            Col("Adresse / Address", 80, "C"),
            Col("Nom / Name", 80, "C"),
            Col("Contenu / Content", 239),
            Col("Reset", 100, "C"),
        ],
        [
            ["0x02", "VCELL", "tension cellule / cell voltage, 78.125 " + MU + "V/LSB", DASH],
            ["0x04", "SOC", "état de charge / state of charge, 1/256 %", DASH],
            ["0x08", "VERSION", "version du circuit / IC version", "0x0012"],
            ["0x0A", "HIBRT", "seuils d'hibernation / hibernate thresholds", "0x8030"],
            ["0x0C", "CONFIG", "alerte SOC, veille / SOC alert, sleep", "0x971C"],
            ["0x14", "VALRT", "alerte tension min / max voltage alert", "0x00FF"],
            ["0x16", "CRATE", "taux de charge / charge rate, 0.208 %/h per LSB", DASH],
            ["0x18", "VRESET", "seuil de réinitialisation / reset threshold", "0x96"],
            ["0xFE", "CMD", "commande / command (0x5400 = POR)", DASH],
        ],
        7.2,
    )
    s.heading(_h(7, "Notes d'application", "Application notes"), 10, rule=True)
    s.bullets(
        [
            "Une seule cellule. / One cell only: a 2-cell pack (up to 8.4 V) exceeds the VDD "
            "rating and destroys the IC.",
            "VDD et CELL se branchent directement sur la cellule. / Connect VDD and CELL straight "
            "to the cell, never through a regulator: the gauge measures the voltage it is "
            "supplied from.",
            "Le GWP1748 est réglé pour les cellules chargées à 4.2 V. / The GWP1748 model is "
            "tuned for cells charged to 4.20 V. For cells charged to 4.35 V or 4.40 V use the "
            "GWP1748H; with the wrong version the SOC reads wrong above about 80 %.",
            "Après la mise sous tension, le SOC devient précis après quelques cycles de charge. / "
            "After power-up the first SOC result comes after 125 ms; it improves over the "
            "first charge and discharge cycles.",
            "Plusieurs cellules en parallèle (1S) sont permises. / Several cells in parallel "
            "(1S) count as one cell.",
        ],
        7.8,
    )
    s.heading(_h(8, "Brochage et commande", "Pins and ordering"), 10, rule=True)
    s.caption("Relevé 5 / Table 5  " + DASH + "  Brochage / Pin-out TDFN-8")
    s.table(
        [Col("Broche / Pin", 70, "C"), Col("Nom / Name", 70, "C"), Col("Fonction / Function", 359)],
        [
            ["1", "CTG", "relier à GND / connect to GND"],
            ["2", "CELL", "entrée de mesure / measurement input, to the cell"],
            ["3", "VDD", "alimentation / supply, to the cell; 0.1 " + MU + "F to GND"],
            ["4", "GND", "masse / ground"],
            ["5", "ALRT", "sortie d'alerte, drain ouvert / open-drain alert output"],
            ["6", "QSTRT", "démarrage rapide / quick-start input, to GND if unused"],
            ["7", "SCL", "horloge I" + SQ + "C / I" + SQ + "C clock"],
            ["8", "SDA", "données I" + SQ + "C / I" + SQ + "C data"],
        ],
        7.2,
    )
    s.caption("Relevé 6 / Table 6  " + DASH + "  Commande / Ordering")
    s.table(
        [
            Col("Référence / Part number", 150),
            Col("Version", 100, "C"),
            Col("Conditionnement / Packing", 249, "C"),
        ],
        [
            ["GWP1748G+T", "GWP1748", "bande et bobine / tape and reel, 2500"],
            ["GWP1748HG+T", "GWP1748H", "bande et bobine / tape and reel, 2500"],
        ],
        7.2,
    )
    return save(s, out / "gwp1748.pdf")


# ------------------------------------------------ infrared thermometer (Saint-Pierre)
def qir9614(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="LANGLADE INFRARED SENSING",
        header_right="QIR9614 family  " + DOT + "  Datasheet 9614-E, edition 5",
        footer_left="Langlade Infrared Sensing SAS  " + DOT + "  Rue Borda, 97500 Saint-Pierre, "
        "Saint Pierre and Miquelon",
        footer_right="- {page} of {nb} -",
        rule_color=(60, 60, 60),
        table_fill=(236, 236, 228),
        accent=(176, 30, 30),
        grid=False,
    )
    s = Sheet(style, "QIR9614 infrared thermometer")
    s.add_page()
    s.title_block(
        "QIR9614-A5 / QIR9614-B3",
        "Non-Contact Infrared Thermometer in TO-39 with SMBus and PWM Output",
        "factory calibrated  |  object -70 ... +380 "
        + DEG
        + "  |  sensor -40 ... +125 "
        + DEG
        + "  |  5 V version (-A5) and 3 V version (-B3)",
        21,
    )

    def general() -> None:
        s.heading(NOT + " 1  GENERAL DESCRIPTION", 10)
        s.para(
            "The QIR9614 is an infrared thermometer for non-contact temperature measurement. A "
            "thermopile detector chip and a signal-conditioning ASIC share one TO-39 can. A "
            "17-bit ADC and a DSP give a high accuracy and resolution. Each sensor is calibrated "
            "in the factory for object and ambient (sensor) temperature.",
            7.8,
        )
        s.para(
            "Readings are available over a 2-wire SMBus-compatible interface or as a PWM signal "
            "on the SDA/PWM pin. The -A5 version contains a voltage regulator for 5 V systems; "
            "the -B3 version runs from 3 V and offers a sleep mode.",
            7.8,
        )

    def feats() -> None:
        s.heading(NOT + " 2  FEATURES", 10)
        s.bullets(
            [
                "Accuracy " + PM + "0.5 " + DEG + " around room temperatures",
                "Resolution 0.02 " + DEG + " (SMBus)",
                "SMBus-compatible interface, up to 127 sensors on one bus",
                "PWM output, 10-bit",
                "Sleep mode (-B3 only)",
                "90" + chr(176) + " field of view",
                "Small TO-39 can, 4 leads",
            ],
            7.8,
        )

    s.side_by_side(general, feats, 270, 14)
    s.heading(NOT + " 3  VERSIONS", 10, rule=True)
    s.caption("Table 1 " + DIV + " Versions")
    s.table(
        [
            Col("Version", 90),
            Col("Supply", 90, "C"),
            Col("Regulator", 100, "C"),
            Col("Sleep mode", 90, "C"),
            Col("Default SMBus address", 129, "C"),
        ],
        [
            ["QIR9614-A5", "4.5 ... 5.5 V", "on chip", "no", "0x5A"],
            ["QIR9614-B3", "2.6 ... 3.6 V", "none", "yes", "0x5A"],
        ],
        7.6,
    )
    s.heading(NOT + " 4  ABSOLUTE MAXIMUM RATINGS", 10, rule=True)
    s.caption("Table 2 " + DIV + " Absolute maximum ratings")
    s.table(
        [
            Col("Parameter", 210),
            Col("QIR9614-A5", 90, "C"),
            Col("QIR9614-B3", 90, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Supply voltage, over voltage", "7", "5", "V"],
            ["Supply voltage, operating (max.)", "5.5", "3.6", "V"],
            ["Reverse voltage", "0.4", "0.4", "V"],
            ["Operating temperature range", "-40 ... +125", "-40 ... +125", DEG],
            ["Storage temperature range", "-40 ... +125", "-40 ... +125", DEG],
            ["ESD sensitivity (AEC Q100 002)", "2", "2", "kV"],
            ["DC sink current, SDA/PWM pin", "25", "25", "mA"],
            ["Voltage on SCL, SDA/PWM", "-0.5 ... VDD + 0.5", "-0.5 ... VDD + 0.5", "V"],
        ],
        7.6,
    )
    s.heading(NOT + " 5  ELECTRICAL SPECIFICATIONS", 10, rule=True)
    s.caption(
        "Table 3 " + DIV + " Electrical specifications (Ta = 25 " + DEG + "; VDD = 5 V for -A5, "
        "3 V for -B3)"
    )
    s.table(
        [
            Col("Parameter", 100),
            Col("Conditions", 111),
            Col("Min", 39, "C"),
            Col("Typ", 39, "C"),
            Col("Max", 39, "C"),
            Col("Min", 39, "C"),
            Col("Typ", 39, "C"),
            Col("Max", 39, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Supply voltage", "VDD", "4.5", "5", "5.5", "2.6", "3", "3.6", "V"],
            ["Supply current", "no load", "", "1.3", "2.0", "", "1.1", "1.7", "mA"],
            ["Supply current,\nsleep mode", "no load", "", "n/a", "", "", "2.5", "5", MU + "A"],
            [
                "Power-up time to\nvalid data",
                "POR to first\nvalid result",
                "",
                "0.25",
                "",
                "",
                "0.25",
                "",
                "s",
            ],
            ["SMBus clock", "fSMB", "10", "", "100", "10", "", "100", "kHz"],
            ["Input high voltage", "SCL, SDA", "3.0", "", "", "2.2", "", "", "V"],
            ["Input low voltage", "SCL, SDA", "", "", "0.6", "", "", "0.6", "V"],
            ["Output low voltage", "SDA/PWM, ISINK = 2 mA", "", "", "0.2", "", "", "0.2", "V"],
            ["PWM period", "default, 10 bit", "", "1.024", "", "", "1.024", "", "ms"],
        ],
        7.4,
        head_rows=[["", "", "QIR9614-A5", "<", "<", "QIR9614-B3", "<", "<", ""]],
    )

    s.add_page()
    s.heading(NOT + " 6  MEASUREMENT PERFORMANCE", 10, rule=True)
    s.caption("Table 4 " + DIV + " Measurement performance (both versions, emissivity 1.0)")
    s.table(
        [
            Col("Parameter", 130),
            Col("Conditions", 209),
            Col("Value", 90, "C"),
            Col("Unit", 70, "C"),
        ],
        [
            ["Object temperature range", "factory calibration", "-70 ... +380", DEG],
            ["Ambient temperature range", "temperature of the sensor itself", "-40 ... +125", DEG],
            [
                "Object temperature\naccuracy",
                "Ta = 0 ... 50 "
                + DEG
                + ", To = 0 ... 60 "
                + DEG
                + "\nTa = 0 ... 50 "
                + DEG
                + ", To = -40 ... 0 or 60 ... 120 "
                + DEG
                + "\nTa = -40 "
                "... 125 " + DEG + ", To = -70 ... 380 " + DEG,
                PM + "0.5\n" + PM + "1.0\n" + PM + "4.0",
                DEG,
            ],
            ["Resolution", "SMBus readout\nPWM output", "0.02\n0.14", DEG],
            ["Field of view", "50 % points", "90", "degrees"],
            ["Response time", "object step, default filter", "0.15", "s"],
        ],
        7.6,
    )
    s.heading(NOT + " 7  SMBUS AND ADDRESS", 10, rule=True)
    s.para(
        "The default slave address of every QIR9614 is 0x5A. A new address from 0x01 to 0x7F can "
        "be written to EEPROM; only one sensor may be on the bus while its address is changed. "
        "Address 0x00 is answered by every sensor and may only be used with one sensor on the bus.",
        7.8,
    )
    s.para(
        "The interface follows SMBus timing: the clock must stay between 10 kHz and 100 kHz. "
        "Fast-mode I" + SQ + "C at 400 kHz is not supported. Most I" + SQ + "C masters work when "
        "they are set to 100 kHz.",
        7.8,
    )
    s.heading(NOT + " 8  APPLICATION NOTES", 10, rule=True)
    s.bullets(
        [
            "The -A5 has no sleep mode; it draws its supply current all the time it is powered.",
            "Pull-ups: 4.7 k to 10 k to VDD. On the -B3 pull SCL and SDA up to its own 3 V "
            "supply, never to 5 V.",
            "The sensor sees the surface it points at. It cannot measure through glass or most "
            "plastic windows; it then reads the temperature of the window.",
            "The default emissivity setting is 1.0. Shiny metal surfaces read too low unless the "
            "emissivity is set in EEPROM.",
            "The QIR9614 is not calibrated or approved for medical use (body temperature).",
        ],
        7.8,
    )
    s.heading(NOT + " 9  PINS AND ORDERING", 10, rule=True)
    s.caption("Table 5 " + DIV + " Pin description (bottom view, tab at pin 1)")
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 90, "C"), Col("Function", 349)],
        [
            ["1", "SCL / Vz", "SMBus clock; on -A5 also the regulator output"],
            ["2", "SDA / PWM", "SMBus data or PWM output (open drain)"],
            ["3", "VDD", "Supply"],
            ["4", "VSS", "Ground, connected to the can"],
        ],
        7.6,
    )
    s.caption("Table 6 " + DIV + " Ordering")
    s.table(
        [
            Col("Order code", 150),
            Col("Version", 100, "C"),
            Col("Field of view", 100, "C"),
            Col("Packing", 149, "C"),
        ],
        [
            ["QIR9614-A5-TO39", "-A5, 5 V", "90" + chr(176), "tray, 100 pcs"],
            ["QIR9614-B3-TO39", "-B3, 3 V", "90" + chr(176), "tray, 100 pcs"],
        ],
        7.6,
    )
    return save(s, out / "qir9614.pdf")


# ------------------------------------------------ 3-digit panel voltmeter (Brades, Montserrat)
def vmx30x(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="SOUFRIÈRE INSTRUMENTS",
        header_right="VMX-302 / VMX-303 panel voltmeters  " + DOT + "  info sheet",
        footer_left="Soufrière Instruments Ltd.  "
        + DOT
        + "  Brades, Montserrat  "
        + DOT
        + "  prices in EC$",
        footer_right="{page}/{nb}",
        rule_color=(96, 96, 40),
        table_fill=(240, 240, 220),
        accent=(120, 60, 0),
        grid=True,
    )
    s = Sheet(style, "VMX-302 / VMX-303 3-digit panel voltmeter")
    s.add_page()
    s.title_block(
        "VMX-302 / VMX-303",
        '0.36" 3-Digit LED Panel Voltmeter, DC',
        "VMX-302: 2 wires, shows its own supply  |  VMX-303: 3 wires, separate supply, 0 to "
        "100 V  |  red, blue or green digits",
        21,
    )

    def intro() -> None:
        s.heading(BOLT + " The meters", 10)
        s.para(
            "A small snap-in voltmeter for power supplies, battery boxes, solar chargers and "
            "car dashboards. Three 7-segment digits with a moving decimal point show the DC "
            "voltage about three times a second. The case clips into a rectangular cut-out; no "
            "screws needed.",
            8.0,
        )
        s.para(
            "The 2-wire VMX-302 is powered by the voltage it shows. The 3-wire VMX-303 has its "
            "own supply wire, so it can show low voltages down to 0 V and high voltages up to "
            "100 V.",
            8.0,
        )

    def glance() -> None:
        s.heading(BOLT + " Meter facts", 10)
        s.bullets(
            [
                "VMX-302: shows 4.5 V to 30.0 V",
                "VMX-303: shows 0 V to 100 V",
                "3 digits, auto-ranging decimal point",
                "DC only",
                "Calibration trimmer on the back",
                "Case 48 x 29 x 21 mm",
            ],
            8.0,
        )

    s.side_by_side(intro, glance, 262, 16)
    s.heading(BOLT + " 302 or 303?", 10.5, rule=True)
    s.caption("Readout 1 " + HALF + " The two versions side by side")
    s.table(
        [Col("", 130), Col("VMX-302 (2-wire)", 184, "C"), Col("VMX-303 (3-wire)", 185, "C")],
        [
            [
                "Wires",
                "red (+), black (" + NDASH + ")",
                "red supply (+), yellow measure (+),\nblack common (" + NDASH + ")",
            ],
            ["Powered from", "the measured voltage", "red wire, 4.0 V to 30.0 V"],
            ["Display steps", "4.50 ... 9.99 / 10.0 ... 30.0", "0.00 ... 9.99 / 10.0 ... 99.9"],
            ["Reverse polarity", "not protected", "diode on the red supply wire"],
        ],
        7.6,
    )
    s.heading(BOLT + " Specifications", 10.5, rule=True)
    s.caption("Readout 2 " + HALF + " Electrical data (Ta = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 96),
            Col("Conditions", 113),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["Supply voltage", "red wire", "4.5", "", "30.0", "4.0", "", "30.0", "V"],
            ["Measuring range", "red (302) / yellow (303)", "4.5", "", "30.0", "0", "", "100", "V"],
            [
                "Resolution",
                "below 10 V\n10 V and above",
                "",
                "0.01\n0.1",
                "",
                "",
                "0.01\n0.1",
                "",
                "V",
            ],
            ["Accuracy", "of reading, + 1 digit", "-1", "", "+1", "-0.5", "", "+0.5", "%"],
            [
                "Supply current",
                "red digits\nblue digits\ngreen digits",
                "",
                "10\n14\n12",
                "",
                "",
                "8\n12\n10",
                "",
                "mA",
            ],
            ["Input resistance", "yellow wire to black", "", "n/a", "", "", "100", "", "k" + OHM],
            ["Display update", "", "", "3", "", "", "3", "", "per s"],
            ["Operating\ntemperature", "", "-10", "", "+65", "-10", "", "+65", DEG],
        ],
        7.4,
        head_rows=[["", "", "VMX-302", "<", "<", "VMX-303", "<", "<", ""]],
    )
    s.para(
        "The supply current of the VMX-302 is measured at 12 V on the red wire; it hardly "
        "changes between 4.5 V and 30 V because the meter has its own regulator.",
        7.6,
    )
    s.heading(BOLT + " Absolute limits", 10.5, rule=True)
    s.caption("Readout 3 " + HALF + " Never exceed")
    s.table(
        [Col("Item", 250), Col("VMX-302", 90, "C"), Col("VMX-303", 90, "C"), Col("Unit", 69, "C")],
        [
            ["Voltage on the red wire", "33", "33", "V"],
            ["Voltage on the yellow wire", "n/a", "110", "V"],
            ["AC voltage on any wire", "not allowed", "not allowed", ""],
            ["Storage temperature", "-20 ... +75", "-20 ... +75", DEG],
        ],
        7.4,
    )

    s.add_page()
    s.heading(BOLT + " Wiring", 10.5, rule=True)
    s.caption("Readout 4 " + HALF + " Wire colours")
    s.table(
        [Col("Wire", 100, "C"), Col("VMX-302", 160), Col("VMX-303", 239)],
        [
            ["red", "+ of the voltage to show (also supply)", "+ supply, 4.0 V to 30.0 V"],
            ["black", DASH + " (ground)", DASH + " common to supply and measured voltage"],
            ["yellow", "not fitted", "+ of the voltage to show, 0 V to 100 V"],
        ],
        7.4,
    )
    s.heading(BOLT + " Good to remember", 10.5, rule=True)
    s.bullets(
        [
            "DC only. The meters cannot show an AC voltage; mains on any wire destroys them.",
            "The VMX-302 measures its own supply. Below 4.5 V its display switches off, so it cannot show a "
            "single Li-ion cell (3.0 V to 4.2 V). Use the VMX-303 for that.",
            "On the VMX-303 the black wire is shared by the supply and the measured voltage. The "
            "meter can only show a voltage that has the same ground (negative) as its supply.",
            "The VMX-303 can run from a USB port: 5 V on red and black, the voltage to show on "
            "yellow.",
            "These are voltmeters only. To show current you need an ammeter with a shunt.",
            "The trimmer on the back adjusts the reading by about " + PM + "5 %. It is set at "
            "the factory against a calibrated meter.",
        ],
        8.0,
    )
    s.heading(BOLT + " Mechanical", 10.5, rule=True)
    s.caption("Readout 5 " + HALF + " Dimensions")
    s.table(
        [Col("Item", 200), Col("Value", 299)],
        [
            ["Digit height", '0.36" (9.1 mm)'],
            ["Case (W x H x D)", "48 x 29 x 21 mm"],
            ["Panel cut-out", "45.5 x 26.5 mm, panel 1 mm to 3 mm thick"],
            ["Wire length", "150 mm, 26 AWG"],
            ["Weight", "12 g"],
        ],
        7.4,
    )
    s.heading(BOLT + " Price list", 10.5, rule=True)
    s.caption("Readout 6 " + HALF + " Prices in EC$ (each; 10 % off from 10 pieces)")
    s.table(
        [Col("Code", 110), Col("Version", 120), Col("Digits", 100, "C"), Col("Price", 169, "C")],
        [
            ["SI-302R", "VMX-302", "red", "9.50"],
            ["SI-302B", "VMX-302", "blue", "10.50"],
            ["SI-303R", "VMX-303", "red", "11.50"],
            ["SI-303B", "VMX-303", "blue", "12.50"],
            ["SI-303G", "VMX-303", "green", "12.50"],
        ],
        7.4,
    )
    return save(s, out / "vmx-30x.pdf")


# ------------------------------------------------ USB-C power bank module (Mamoudzou, Mayotte)
def upb52c(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="PETITE-TERRE POWER  " + CAPS + "  modules",
        header_right="UPB-52C / UPB-52CD  " + DOT + "  module sheet",
        footer_left="Petite-Terre Power SARL  "
        + DOT
        + "  Place Mariage, 97600 Mamoudzou, Mayotte  "
        + DOT
        + "  prices in EUR",
        footer_right="sheet {page} · {nb}",
        rule_color=(214, 70, 30),
        table_fill=(255, 238, 226),
        accent=(180, 50, 20),
        grid=True,
    )
    s = Sheet(style, "UPB-52C / UPB-52CD USB-C power bank module")
    s.add_page()
    s.title_block(
        "UPB-52C / UPB-52CD",
        "5 V 2 A USB-C Power Bank Module for One Li-ion Cell",
        "charge through USB-C (5 V)  |  5 V out on USB-A  |  4-LED gauge (UPB-52C) or 2-digit % "
        "display (UPB-52CD)  |  38 x 25 mm",
        21,
    )

    def what() -> None:
        s.heading(CAPS + " 1 Module in brief", 10)
        s.para(
            "Solder one 18650 or LiPo cell to B+ and B" + NDASH + " and you have a power bank: "
            "the module charges the cell from a USB-C charger and boosts it to 5 V on the USB-A "
            "socket. A short press on KEY switches the output on and shows the charge level.",
            8.0,
        )
        s.para(
            "The UPB-52CD adds a 2-digit display in per cent and a stronger converter (2.4 A "
            "out, 2 A charging).",
            8.0,
        )

    def high() -> None:
        s.heading(CAPS + " 2 Strong points", 10)
        s.bullets(
            [
                "5 V / 2 A out (UPB-52C), 5 V / 2.4 A out (UPB-52CD)",
                "Charging 1 A (UPB-52C) or 2 A (UPB-52CD)",
                "Up to 93 % boost efficiency",
                "Over-charge, over-discharge and short-circuit protection",
                "Automatic switch-off at light load",
                "USB-C input for charging only, no data",
            ],
            8.0,
        )

    s.side_by_side(what, high, 262, 16)
    s.heading(CAPS + " 3 Specifications", 10.5, rule=True)
    s.caption("Tile 1 " + UPA + " Electrical specifications (one 18650 cell, 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 94),
            Col("Conditions", 111),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["USB-C input\nvoltage", "charging", "4.5", "5.0", "5.5", "4.5", "5.0", "5.5", "V"],
            ["Input over-voltage\ncut-off", "charging stops", "", "6.2", "", "", "6.2", "", "V"],
            ["Charge current", "into the cell, VIN = 5 V", "", "1.0", "", "", "2.0", "", "A"],
            [
                "Charge end\nvoltage",
                "cell voltage",
                "4.16",
                "4.20",
                "4.24",
                "4.16",
                "4.20",
                "4.24",
                "V",
            ],
            [
                "Output voltage\n(USB-A)",
                "IOUT = 0 ... rated",
                "4.95",
                "5.10",
                "5.25",
                "5.00",
                "5.15",
                "5.30",
                "V",
            ],
            [
                "Output current",
                "VBAT = 3.0 V\nVBAT = 3.7 V\nVBAT = 4.2 V",
                "",
                "",
                "1.2\n2.0\n2.0",
                "",
                "",
                "1.5\n2.4\n2.4",
                "A",
            ],
            [
                "Boost efficiency",
                "VBAT = 3.7 V, IOUT = 1 A\nVBAT = 3.7 V, IOUT = 2 A",
                "",
                "92\n88",
                "",
                "",
                "93\n89",
                "",
                "%",
            ],
            [
                "Standby current\nfrom the cell",
                "output off, no charger",
                "",
                "25",
                "50",
                "",
                "80",
                "150",
                MU + "A",
            ],
            [
                "Light-load\nswitch-off",
                "output current below,\nfor 32 s",
                "",
                "45",
                "",
                "",
                "30",
                "",
                "mA",
            ],
            [
                "Battery cut-off\nvoltage",
                "output switches off",
                "",
                "2.90",
                "",
                "",
                "2.90",
                "",
                "V",
            ],
            [
                "Operating\ntemperature",
                "charging\ndischarging",
                "0\n-10",
                "",
                "+45\n+60",
                "0\n-10",
                "",
                "+45\n+60",
                DEG,
            ],
        ],
        7.4,
        head_rows=[["", "", "UPB-52C", "<", "<", "UPB-52CD", "<", "<", ""]],
    )
    s.para(
        "Output current: read the row for the lowest cell voltage you will use. With a nearly "
        "empty cell the converter limits its input current and the output current falls.",
        7.6,
    )
    s.heading(CAPS + " 4 Connections", 10.5, rule=True)
    s.caption("Tile 2 " + UPA + " Pads and ports")
    s.table(
        [Col("Name", 80, "C"), Col("Type", 120, "C"), Col("Use", 299)],
        [
            ["B+ / B" + NDASH, "solder pads", "one Li-ion / LiPo cell, or cells in parallel (1S)"],
            ["USB-C", "socket", "charging input, 5 V; no data lines"],
            ["USB-A", "socket", "5 V output"],
            ["KEY", "push button", "press: output on and show level; double press: torch LED"],
            ["5V / GND", "solder pads", "same as USB-A, for wiring in"],
        ],
        7.4,
    )

    s.add_page()
    s.heading(CAPS + " 5 Protection and behaviour", 10.5, rule=True)
    s.bullets(
        [
            "Short circuit on the output: the converter stops. Remove the short and press KEY.",
            "Over-discharge: at 2.90 V cell voltage the output switches off and stays off until "
            "a charger is connected.",
            "Light loads: when less than 45 mA (UPB-52C) or 30 mA (UPB-52CD) flows for 32 s the "
            "module decides the phone is full and switches the output off. Press KEY to restart. "
            "There is no always-on setting.",
            "Charging and using at the same time: the output stays on while charging, but it "
            "switches off for up to 1.5 s when the charger is plugged in or pulled out. The "
            "module is not a UPS.",
            "The USB-C port does not speak USB PD or Quick Charge. The module asks any charger "
            "for 5 V only and gives 5 V only.",
            "There is no cell balancing and no series mode: use one cell, or several identical "
            "cells in parallel.",
        ],
        8.0,
    )
    s.heading(CAPS + " 6 Shop questions", 10.5, rule=True)
    faq = [
        (
            "Can I use a LiFePO4 cell?",
            "No. The charger stops at 4.20 V; a LiFePO4 cell must not be charged above 3.65 V.",
        ),
        (
            "Can I power my project from it?",
            "Yes, if it draws more than the light-load threshold all the time. Small projects "
            "that sleep most of the time will see the output switch off.",
        ),
        (
            "How long does it run?",
            "That depends on your cell. As a rough guide, a 3000 mAh cell gives a 1 A load at "
            "5 V about two hours.",
        ),
        (
            "Does the UPB-52CD display show the exact capacity?",
            "It shows an estimate from the cell voltage in 1 % steps. It is not a calibrated "
            "fuel gauge.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 8.0, bold=True)
        s.para(answer, 8.0)
    s.heading(CAPS + " 7 Prices", 10.5, rule=True)
    s.caption("Tile 3 " + UPA + " Price list (EUR)")
    s.table(
        [Col("Code", 110), Col("Item", 220), Col("Pack", 70, "C"), Col("Price", 99, "C")],
        [
            ["PTP-52C", "UPB-52C module", "1", "4.90"],
            ["PTP-52C-10", "UPB-52C module", "10", "42.00"],
            ["PTP-52CD", "UPB-52CD module with display", "1", "6.90"],
            ["PTP-52CD-10", "UPB-52CD module with display", "10", "59.00"],
            ["PTP-HOLD1", "18650 holder with wires", "1", "0.90"],
        ],
        7.4,
    )
    s.para("Modules are shipped without a cell. Sheet version 2024-02.", 7.0)
    return save(s, out / "upb-52c.pdf")
