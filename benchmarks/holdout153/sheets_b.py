"""Hold-out 153 datasheets, part 2: a 1 A linear Li-ion charger IC, a 13.56 MHz RFID reader
module with SPI, a micro servo and a phototransistor optocoupler.

A Niamey (Niger) power-IC house "fiche technique" in French and English ("╟ n ╢ Titre / Title"
heads, "Tab. n ╪" captions, two-line bilingual row names in column groups per charge-voltage
version, supply current stacked per mode, charge current stacked per programming resistor, a
programming table and status table as decoys), a Basseterre (St Kitts and Nevis) maker store
("⚒" heads, "Table (i)" roman captions, column groups per version with the supply current
stacked per mode and a unit per line, wiring notes, shop-counter FAQ, XCD prices), a Funafuti
(Tuvalu) servo factory "Product Specification" ("☷ n." upper-case heads, "n:m" items, "Sched. n"
captions, performance in column groups per version and test voltage, packing and revision
tables) and a São Tomé (São Tomé and Príncipe) optoelectronics house data sheet ("▓ n" heads,
"Tbl. n ╫" captions, ratings and characteristics with section rows, dark current stacked per
temperature with a unit per line, a CTR rank table and ordering table).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
DEGS = "\u00b0"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
DASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
SQ = "\u00b2"
TIMES = "\u00d7"
TILDE = "~"
DL = "\u255f"  # ╟
DR = "\u2562"  # ╢
DX = "\u256a"  # ╪
HAMMER = "\u2692"  # ⚒
TRIGRAM = "\u2637"  # ☷
SHADE = "\u2593"  # ▓
DXV = "\u256b"  # ╫


# ------------------------------------------------ 1 A linear Li-ion charger (Niamey)
def ngc4057(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="GAWEYE SEMICONDUCTEURS",
        header_right="NGC4057 / NGC4057H  " + DASH + "  chargeur Li-ion 1 A / 1 A Li-ion charger",
        footer_left="Gaweye Semiconducteurs SARL  \u00b7  Quartier Plateau, BP 11 402, Niamey, "
        "R\u00e9publique du Niger  \u00b7  FT-4057 \u00e9d. 3 / issue 3",
        footer_right="f. {page}/{nb}",
        rule_color=(176, 96, 16),
        table_fill=(252, 240, 220),
        accent=(150, 70, 0),
        grid=True,
    )
    s = Sheet(style, "NGC4057 / NGC4057H 1 A standalone linear Li-ion charger")
    s.add_page()
    s.title_block(
        "NGC4057 / NGC4057H",
        "Chargeur lin\u00e9aire 1 A pour une cellule Li-ion / 1 A Standalone Linear Li-ion Charger",
        "SOP-8 avec pad thermique / SOP-8 with exposed pad   |   NGC4057: 4.20 V   |   NGC4057H: "
        "4.35 V",
        21,
    )

    def features() -> None:
        s.heading(DL + " 1 " + DR + " Caract\u00e9ristiques / Features", 10)
        s.bullets(
            [
                "Courant de charge programmable / Programmable charge current up to 1000 mA",
                "Sans MOSFET externe ni diode / No external MOSFET, sense resistor or blocking diode",
                "Tension de fin de charge / Charge voltage 4.20 V (NGC4057) or 4.35 V (NGC4057H), "
                + PM
                + "1 %",
                "R\u00e9gulation thermique / Thermal regulation at 120 " + DEG,
                "Alimentation par port USB / Runs from a 5 V USB port",
                "Sorties d'\u00e9tat / Status outputs CHRG and STDBY",
                "Entr\u00e9e thermistance / NTC input (TEMP)",
            ],
            7.8,
        )

    def description() -> None:
        s.heading(DL + " 2 " + DR + " Description", 10)
        s.para(
            "Le NGC4057 est un chargeur lin\u00e9aire complet \u00e0 courant constant / tension "
            "constante pour une cellule lithium-ion.",
            7.8,
        )
        s.para(
            "The NGC4057 is a complete constant-current / constant-voltage linear charger for one "
            "lithium-ion or lithium-polymer cell. A deeply discharged cell is first charged with a "
            "small trickle current. Charging ends when the current falls to one tenth of the "
            "programmed value. The NGC4057H is the version for cells rated 4.35 V.",
            7.8,
        )

    s.side_by_side(features, description, 255, 16)
    s.heading(
        DL + " 3 " + DR + " Valeurs limites absolues / Absolute maximum ratings", 10, rule=True
    )
    s.caption("Tab. 1 " + DX + " Valeurs limites absolues / Absolute maximum ratings")
    s.table(
        [
            Col("Param\u00e8tre / Parameter", 280),
            Col("Min", 60, "C"),
            Col("Max", 70, "C"),
            Col("Unit\u00e9 / Unit", 89, "C"),
        ],
        [
            ["Tension d'entr\u00e9e / Input supply voltage VCC", "-0.3", "8.0", "V"],
            ["Tension BAT / BAT pin voltage", "-0.3", "7.0", "V"],
            ["Tension CHRG, STDBY, TEMP, CE / pin voltage", "-0.3", "8.0", "V"],
            ["Courant BAT / BAT pin current", "", "1200", "mA"],
            ["Temp\u00e9rature de jonction / Junction temperature", "", "145", DEG],
            ["Temp\u00e9rature de stockage / Storage temperature", "-65", "+125", DEG],
            ["Temp\u00e9rature de fonctionnement / Operating ambient", "-40", "+85", DEG],
        ],
        7.4,
    )
    s.heading(
        DL + " 4 " + DR + " Caract\u00e9ristiques \u00e9lectriques / Electrical characteristics",
        10,
        rule=True,
    )
    s.caption("Tab. 2 " + DX + " TA = 25 " + DEG + ", VCC = 5 V, sauf indication / unless noted")
    s.table(
        [
            Col("Param\u00e8tre / Parameter", 118),
            Col("Conditions", 105),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 34, "C"),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 34, "C"),
            Col("Unit\u00e9", 72, "C"),
        ],
        [
            [
                "Tension d'alimentation\nInput supply voltage",
                "VCC",
                "4.25",
                "5.0",
                "6.5",
                "4.4",
                "5.0",
                "6.5",
                "V",
            ],
            [
                "Courant d'alimentation\nInput supply current",
                "charge, RPROG = 1.2 k" + OHM + "\nfin / charge done\narr\u00eat / shutdown",
                "",
                "150\n55\n25",
                "500\n100\n50",
                "",
                "150\n55\n25",
                "500\n100\n50",
                MU + "A",
            ],
            [
                "Tension de fin de charge\nRegulated (float) voltage",
                "0 " + ELL + " 85 " + DEG,
                "4.158",
                "4.200",
                "4.242",
                "4.307",
                "4.350",
                "4.393",
                "V",
            ],
            [
                "Courant de charge\nCharge current (CC phase)",
                "RPROG = 10 k" + OHM + "\nRPROG = 2.4 k" + OHM + "\nRPROG = 1.2 k" + OHM,
                "105\n450\n900",
                "120\n500\n1000",
                "135\n550\n1100",
                "105\n450\n900",
                "120\n500\n1000",
                "135\n550\n1100",
                "mA",
            ],
            [
                "Courant tir\u00e9 de BAT\nCurrent drawn from BAT",
                "fin de charge / charge done\nVCC absent / VCC = 0 V",
                "",
                "2.5\n1.0",
                "6.0\n3.0",
                "",
                "2.5\n1.0",
                "6.0\n3.0",
                MU + "A",
            ],
            [
                "Seuil de pr\u00e9charge\nTrickle charge threshold",
                "VBAT rising",
                "2.8",
                "2.9",
                "3.0",
                "2.8",
                "2.9",
                "3.0",
                "V",
            ],
            [
                "Courant de pr\u00e9charge\nTrickle charge current",
                "VBAT < 2.9 V, RPROG = 1.2 k" + OHM,
                "120",
                "130",
                "140",
                "120",
                "130",
                "140",
                "mA",
            ],
            [
                "Courant de fin de charge\nTermination current",
                "RPROG = 1.2 k" + OHM,
                "80",
                "100",
                "120",
                "80",
                "100",
                "120",
                "mA",
            ],
            [
                "Seuil de recharge\nRecharge threshold",
                "VFLOAT " + NDASH + " VBAT",
                "100",
                "150",
                "200",
                "100",
                "150",
                "200",
                "mV",
            ],
            [
                "Verrouillage sous-tension\nVCC undervoltage lockout",
                "VCC rising",
                "3.6",
                "3.8",
                "4.0",
                "3.6",
                "3.8",
                "4.0",
                "V",
            ],
            [
                "R\u00e9gulation thermique\nThermal regulation limit",
                "TJ",
                "",
                "120",
                "",
                "",
                "120",
                "",
                DEG,
            ],
            [
                "Sortie CHRG / STDBY\nStatus output low",
                "ISINK = 5 mA",
                "",
                "0.3",
                "0.6",
                "",
                "0.3",
                "0.6",
                "V",
            ],
        ],
        7.1,
        head_rows=[["", "", "NGC4057", "<", "<", "NGC4057H", "<", "<", ""]],
    )

    s.add_page()
    s.heading(DL + " 5 " + DR + " Choix de RPROG / Choosing RPROG", 10, rule=True)
    s.para(
        "ICHG = 1200 V / RPROG. Ne pas descendre sous 1.2 k"
        + OHM
        + ". / Do not use less than 1.2 k"
        + OHM
        + ": the charge current is not regulated above 1000 mA.",
        7.8,
    )
    s.caption("Tab. 3 " + DX + " RPROG et courant de charge / RPROG vs charge current (typ.)")
    s.table(
        [
            Col("RPROG (k" + OHM + ")", 131, "C"),
            Col("10", 46, "C"),
            Col("5", 46, "C"),
            Col("4", 46, "C"),
            Col("3", 46, "C"),
            Col("2.4", 46, "C"),
            Col("2", 46, "C"),
            Col("1.5", 46, "C"),
            Col("1.2", 46, "C"),
        ],
        [["ICHG (mA)", "120", "240", "300", "400", "500", "600", "800", "1000"]],
        7.4,
    )
    s.heading(DL + " 6 " + DR + " Sorties d'\u00e9tat / Status outputs", 10, rule=True)
    s.caption("Tab. 4 " + DX + " \u00c9tat des LED / LED indication")
    s.table(
        [Col("\u00c9tat / State", 299), Col("CHRG", 100, "C"), Col("STDBY", 100, "C")],
        [
            ["En charge / Charging", "ON (low)", "OFF"],
            ["Charge termin\u00e9e / Charge done", "OFF", "ON (low)"],
            ["VCC trop bas, TEMP hors plage / VCC too low, TEMP out of range", "OFF", "OFF"],
            ["Pas de batterie / No battery (C on BAT)", "flashing", "ON"],
        ],
        7.4,
    )
    s.heading(DL + " 7 " + DR + " Notes d'application / Application notes", 10, rule=True)
    s.bullets(
        [
            "La r\u00e9gulation thermique r\u00e9duit le courant \u00e0 120 " + DEG + ". / The "
            "thermal loop lowers the current when the die reaches 120 " + DEG + ". With VCC = 5 V, "
            "VBAT = 3.0 V and 1 A the IC dissipates 2 W; on a small two-layer board expect "
            "600 " + ELL + " 700 mA in practice.",
            "Ne jamais charger une cellule LiFePO4. / LiFePO4 cells (3.2 V nominal, 3.6 V full) "
            "must not be charged with the NGC4057 or the NGC4057H: both charge to 4.20 V or more.",
            "NGC4057H : uniquement pour les cellules marqu\u00e9es 4.35 V. / Use the NGC4057H only for "
            "cells marked 4.35 V; on a 4.20 V cell it overcharges.",
            "Le circuit ne prot\u00e8ge pas la cellule. / The NGC4057 does not protect the cell "
            "against over-discharge or a short circuit at the load; use a protection IC in the "
            "pack.",
            "Relier TEMP \u00e0 GND sans thermistance. / Tie TEMP to GND when no NTC is used. TEMP "
            "compares against 45 % and 80 % of VCC.",
            'Entr\u00e9e solaire / Solar input: an unloaded "6 V" panel can reach 7.5 V. Keep VCC at '
            "or below 6.5 V in operation.",
        ],
        7.6,
    )
    s.heading(DL + " 8 " + DR + " Brochage / Pin functions", 10, rule=True)
    s.caption("Tab. 5 " + DX + " Broches / Pins (SOP-8-PP)")
    s.table(
        [Col("Broche / Pin", 80, "C"), Col("Nom / Name", 80, "C"), Col("Fonction / Function", 339)],
        [
            ["1", "TEMP", "entr\u00e9e NTC / NTC input"],
            ["2", "PROG", "r\u00e9sistance de programmation / charge current set resistor"],
            ["3", "GND", "masse / ground"],
            ["4", "VCC", "alimentation / input supply, see Tab. 2"],
            ["5", "BAT", "vers la cellule / to the cell, 10 " + MU + "F"],
            ["6", "STDBY", "charge termin\u00e9e, drain ouvert / charge done, open drain"],
            ["7", "CHRG", "en charge, drain ouvert / charging, open drain"],
            ["8", "CE", "validation, actif haut / chip enable, active high"],
            ["EP", DASH, "pad thermique vers GND / thermal pad to GND"],
        ],
        7.4,
    )
    s.caption("Tab. 6 " + DX + " Commande / Ordering")
    s.table(
        [
            Col("R\u00e9f\u00e9rence / Order code", 150),
            Col("VFLOAT", 80, "C"),
            Col("Bo\u00eetier / Package", 120, "C"),
            Col("Conditionnement / Packing", 149, "C"),
        ],
        [
            ["NGC4057-ESR", "4.20 V", "SOP-8-PP", "bobine / reel 4000"],
            ["NGC4057H-ESR", "4.35 V", "SOP-8-PP", "bobine / reel 4000"],
        ],
        7.4,
    )
    return save(s, out / "ngc4057.pdf")


# ------------------------------------------------ 13.56 MHz RFID reader module (Basseterre)
def skn522(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="LIAMUIGA ELECTRONICS  " + HAMMER + "  shop sheets",
        header_right="SKN-522 / SKN-522L  \u00b7  RFID reader boards",
        footer_left="Liamuiga Electronics Shop  \u00b7  Fort Street, Basseterre, St Kitts & Nevis  "
        "\u00b7  prices in XCD incl. 17 % VAT",
        footer_right="side {page} of {nb}",
        rule_color=(0, 118, 98),
        table_fill=(222, 243, 238),
        accent=(0, 98, 80),
        grid=False,
    )
    s = Sheet(style, "SKN-522 / SKN-522L 13.56 MHz RFID reader module")
    s.add_page()
    s.title_block(
        "SKN-522 / SKN-522L",
        "13.56 MHz RFID Reader / Writer Module",
        "SKU LES-522 (SKN-522)  XCD 18.90    |    SKU LES-522L (SKN-522L, long range)  XCD 34.50",
        20,
    )

    def board() -> None:
        s.heading(HAMMER + " On the board", 10)
        s.para(
            "A 13.56 MHz reader IC, its 27.12 MHz crystal, the antenna matching network and a PCB "
            "loop antenna. It reads and writes ISO/IEC 14443 A cards and tags: MIFARE Classic "
            "1K / 4K, MIFARE Ultralight and NTAG213 / 215 / 216 stickers.",
            7.8,
        )
        s.para(
            "The SKN-522 is the small blue board (40 " + TIMES + " 60 mm) with SPI only. The "
            "SKN-522L has a 60 " + TIMES + " 80 mm antenna, a stronger transmitter and solder "
            "jumpers to select SPI, I" + SQ + "C or UART.",
            7.8,
        )

    def quick() -> None:
        s.heading(HAMMER + " Specs in one look", 10)
        s.bullets(
            [
                "Runs on 3.0 " + ELL + " 3.6 V (3.3 V nominal)",
                "SPI up to 10 MHz; I" + SQ + "C and UART on the SKN-522L",
                "ISO 14443 A, MIFARE, NTAG",
                "Card range up to 50 mm (SKN-522) or 80 mm (SKN-522L)",
                "SKN-522 kit: 1 white card and 1 key fob",
            ],
            7.8,
        )

    s.side_by_side(board, quick, 275, 16)
    s.heading(HAMMER + " Specifications", 10.5, rule=True)
    s.caption("Table (i)  Specifications by version (25 " + DEG + ", VCC = 3.3 V)")
    s.table(
        [
            Col("Parameter", 98),
            Col("Condition", 118),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 34, "C"),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 34, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage (VCC)", "3.3V pin", "3.0", "3.3", "3.6", "3.0", "3.3", "3.6", "V"],
            [
                "Supply current",
                "reading, RF field on\nidle, RF field off\nsoftware sleep",
                "",
                "26\n11\n10",
                "30\n13\n80",
                "",
                "45\n12\n15",
                "52\n14\n100",
                "mA\nmA\n" + MU + "A",
            ],
            ["Operating frequency", "carrier", "", "13.56", "", "", "13.56", "", "MHz"],
            [
                "Read distance,\nISO card (ID-1)",
                "free air, no metal\nwithin 10 cm",
                "",
                "",
                "50",
                "",
                "",
                "80",
                "mm",
            ],
            ["Read distance,\nkey fob / sticker", "free air", "", "", "25", "", "", "40", "mm"],
            ["SPI clock", "", "", "", "10", "", "", "10", "MHz"],
            ["I" + SQ + "C clock", "J1 closed", DASH, "", DASH, "", "", "400", "kHz"],
            ["UART baud rate", "J2 closed", DASH, "", DASH, "9.6", "", "115.2", "kbit/s"],
            ["Logic input high", "SCK, MOSI, SDA, RST", "2.0", "", "3.6", "2.0", "", "3.6", "V"],
            ["Logic output high", "MISO, IRQ, 2 mA", "2.4", "", "", "2.4", "", "", "V"],
            ["Operating temperature", "", "-20", "", "+70", "-10", "", "+60", DEG],
            ["Storage temperature", "", "-40", "", "+85", "-40", "", "+85", DEG],
            ["Operating humidity", "non-condensing", "5", "", "95", "5", "", "95", "%RH"],
        ],
        7.2,
        head_rows=[["", "", "SKN-522", "<", "<", "SKN-522L", "<", "<", ""]],
    )
    s.para(
        "Read distances are for cards held flat and centred over the antenna. Metal, a phone case "
        "or a wallet between card and board shortens them.",
        7.4,
    )
    s.heading(HAMMER + " Pins", 10.5, rule=True)
    s.caption("Table (ii)  Header pins (2.54 mm), left to right")
    s.table(
        [Col("Pin", 40, "C"), Col("Label", 70, "C"), Col("Function", 389)],
        [
            ["1", "SDA", "SPI chip select (SS), or I" + SQ + "C SDA / UART RX on the SKN-522L"],
            ["2", "SCK", "SPI clock (I" + SQ + "C SCL on the SKN-522L)"],
            ["3", "MOSI", "SPI data in (UART TX on the SKN-522L)"],
            ["4", "MISO", "SPI data out"],
            ["5", "IRQ", "interrupt output, active low"],
            ["6", "GND", "ground"],
            ["7", "RST", "reset / power-down, active low"],
            ["8", "3.3V", "supply input, 3.0 " + ELL + " 3.6 V"],
        ],
        7.3,
    )

    s.add_page()
    s.heading(HAMMER + " Interface jumpers (SKN-522L only)", 10.5, rule=True)
    s.caption("Table (iii)  Interface selection with J1 / J2 on the back")
    s.table(
        [Col("J1", 60, "C"), Col("J2", 60, "C"), Col("Interface", 120, "C"), Col("Note", 259)],
        [
            ["open", "open", "SPI", "factory setting"],
            [
                "closed",
                "open",
                "I" + SQ + "C",
                "7-bit address 0x28; 4.7 k" + OHM + " pull-ups to 3.3 V on the board",
            ],
            ["open", "closed", "UART", "9600 baud default, 8N1"],
            ["closed", "closed", DASH, "not allowed"],
        ],
        7.3,
    )
    s.para("The SKN-522 has no jumpers: it talks SPI only.", 7.6)
    s.heading(HAMMER + " Hook-up advice", 10.5, rule=True)
    s.bullets(
        [
            "The 3.3V pin is the only supply input. There is no regulator on the board, and 5 V on "
            "this pin kills the reader IC for good.",
            "SCK, MOSI, SDA and RST accept at most 3.6 V. With a 5 V Arduino (Uno, Nano, Mega) put "
            "a level shifter or 1 k" + OHM + " / 2 k" + OHM + " dividers in these four lines; MISO "
            "can go straight to the Arduino.",
            "An Arduino Uno's 3.3 V pin gives only 50 mA. One SKN-522 (30 mA max.) is fine there; an "
            "SKN-522L (52 mA max.) needs its own 3.3 V regulator.",
            "ESP32, ESP8266, Raspberry Pi and Pico boards work at 3.3 V and connect directly.",
            "The board does not read 125 kHz tags (EM4100, T5577, HID Prox). Those need a 125 kHz "
            "reader.",
            "Mounted on metal the range drops to a few millimetres. Put a ferrite sheet or 10 mm of "
            "plastic between board and metal.",
        ],
        7.8,
    )
    s.heading(HAMMER + " Questions from the shop counter", 10.5, rule=True)
    faq = [
        (
            "Can it read my bank card or my phone?",
            "It sees the UID of most contactless bank cards but cannot read payment data. Phones "
            "that emulate a card send a new random UID at every tap.",
        ),
        (
            "Can I change the UID of a MIFARE Classic card?",
            "Only on 'magic' cards (gen1a or CUID). Genuine cards have a fixed UID.",
        ),
        (
            "How many readers can share one SPI bus?",
            "As many as you have chip-select pins: each needs its own SDA (SS) line. Switch on one "
            "RF field at a time or keep the antennas at least 30 cm apart.",
        ),
        (
            "Will it read through a wooden door?",
            "Through 10 mm of wood or plastic, yes, at a shorter distance. We have not tested "
            "thicker panels.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 7.8, bold=True)
        s.para(answer, 7.8)
    s.heading(HAMMER + " Prices at the counter", 10.5, rule=True)
    s.caption("Table (iv)  Prices in XCD incl. 17 % VAT")
    s.table(
        [Col("SKU", 110), Col("Item", 250), Col("Price", 139, "C")],
        [
            ["LES-522", "SKN-522 reader with 1 card and 1 key fob", "18.90"],
            ["LES-522-3", "3 " + TIMES + " SKN-522, no cards", "49.00"],
            ["LES-522L", "SKN-522L long-range reader", "34.50"],
            ["LES-TAG-10", "10 " + TIMES + " NTAG215 stickers, 25 mm", "12.00"],
        ],
        7.3,
    )
    return save(s, out / "skn-522.pdf")


# ------------------------------------------------ micro servo (Funafuti)
def fns09(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="FONGAFALE SERVO WORKS",
        header_right="PRODUCT SPECIFICATION  \u00b7  FNS-09 / FNS-09C",
        footer_left="Fongafale Servo Works Co.  \u00b7  Vaiaku, Funafuti, Tuvalu  \u00b7  Doc. "
        "FSW-PS-009 Issue 2",
        footer_right="sheet {page} / {nb}",
        rule_color=(40, 80, 140),
        table_fill=(230, 236, 248),
        accent=(30, 60, 120),
        grid=True,
    )
    s = Sheet(style, "FNS-09 / FNS-09C micro servo product specification")
    s.add_page()
    s.title_block(
        "FNS-09 / FNS-09C",
        "9 g Micro Servo "
        + DASH
        + " positional (180"
        + DEGS
        + ") and continuous-rotation versions",
        "FNS-09: positional, 180" + DEGS + "  |  FNS-09C: continuous rotation, speed and direction "
        "by pulse width  |  Doc. FSW-PS-009 Issue 2, 2024-02-19",
        21,
    )
    items = [Col("Item", 40, "C"), Col("Description", 180), Col("Specification", 279)]
    s.heading(TRIGRAM + " 1. SCOPE", 9.5, rule=True)
    s.para(
        "This specification applies to the FNS-09 positional micro servo and the FNS-09C "
        "continuous-rotation micro servo made by Fongafale Servo Works. Both share case, motor "
        "and gear train; the FNS-09C has no end stops and no position feedback.",
        7.6,
    )
    s.heading(TRIGRAM + " 2. TEST ENVIRONMENT AND STORAGE", 9.5, rule=True)
    s.table(
        items,
        [
            [
                "2:1",
                "Standard test environment",
                "25 " + PM + " 5 " + DEG + ", 65 " + PM + " 10 %RH",
            ],
            ["2:2", "Storage temperature range", "-20 " + DEG + " " + TILDE + " +60 " + DEG],
            ["2:3", "Operating temperature range", "-10 " + DEG + " " + TILDE + " +55 " + DEG],
            ["2:4", "Operating humidity range", "20 %RH " + TILDE + " 85 %RH, no dew"],
        ],
        7.4,
    )
    s.heading(TRIGRAM + " 3. ELECTRICAL", 9.5, rule=True)
    s.table(
        items,
        [
            ["3:1", "Operating voltage range", "4.0 V " + TILDE + " 6.0 V DC"],
            ["3:2", "Test voltages", "4.8 V and 6.0 V (see Sched. 1)"],
            ["3:3", "Reverse polarity", "not protected"],
        ],
        7.4,
    )
    s.heading(TRIGRAM + " 4. MECHANICAL", 9.5, rule=True)
    s.table(
        items,
        [
            ["4:1", "Dimensions", "22.8 " + TIMES + " 12.2 " + TIMES + " 28.5 mm"],
            ["4:2", "Weight", "FNS-09: 9.0 g  /  FNS-09C: 9.4 g"],
            ["4:3", "Gear train", "POM, 4 stages"],
            ["4:4", "Output spline", "21 T"],
            [
                "4:5",
                "Lead",
                "3 " + TIMES + " 26 AWG, 250 mm, JR plug: brown GND, red V+, orange signal",
            ],
        ],
        7.4,
    )
    s.heading(TRIGRAM + " 5. PERFORMANCE", 9.5, rule=True)
    s.caption("Sched. 1 " + DASH + " Performance at the test voltages (no horn load unless noted)")
    s.table(
        [
            Col("Item", 36, "C"),
            Col("Description", 140),
            Col("4.8 V", 52, "C"),
            Col("6.0 V", 52, "C"),
            Col("4.8 V", 52, "C"),
            Col("6.0 V", 52, "C"),
            Col("Unit", 115, "C"),
        ],
        [
            ["5:1", "Current, holding\n(signal present, no motion)", "6", "7", "6", "8", "mA"],
            ["5:2", "Current, no signal", "3", "4", "3", "4", "mA"],
            ["5:3", "Current, moving (no load)", "130", "160", "150", "190", "mA"],
            ["5:4", "Current, locked rotor", "600", "750", "550", "700", "mA"],
            ["5:5", "Torque, locked rotor", "1.6", "1.9", "1.4", "1.6", "kgf\u00b7cm"],
            ["5:6", "Speed, no load", "0.12", "0.10", DASH, DASH, "s/60" + DEGS],
            ["5:7", "Rotation speed, no load", DASH, DASH, "95", "120", "rpm"],
        ],
        7.4,
        head_rows=[["", "", "FNS-09", "<", "FNS-09C", "<", ""]],
    )
    s.para(
        "All values typical, measured in the standard test environment (2:1) at the voltage of "
        "the column head.",
        7.4,
    )
    s.figure(
        "Sched. 2 " + DASH + " FNS-09 output angle vs. pulse width (6.0 V)",
        "Pulse width (" + MU + "s)",
        "Angle (" + DEGS + ")",
        ["500", "1000", "1500", "2000", "2500"],
        ["0", "45", "90", "135", "180"],
        [("FNS-09", [(0.0, 0.0), (1.0, 1.0)])],
        notes=["1500 " + MU + "s = centre (90" + DEGS + ")"],
        height=95,
        width=250,
    )

    s.add_page()
    s.heading(TRIGRAM + " 6. CONTROL SIGNAL", 9.5, rule=True)
    s.caption("Sched. 3 " + DASH + " Control signal")
    s.table(
        [Col("Item", 40, "C"), Col("Description", 150), Col("FNS-09", 155), Col("FNS-09C", 154)],
        [
            ["6:1", "Control method", "PWM, pulse width", "PWM, pulse width"],
            [
                "6:2",
                "Signal level (high)",
                "2.7 V " + TILDE + " 5.0 V",
                "2.7 V " + TILDE + " 5.0 V",
            ],
            [
                "6:3",
                "Frame period",
                "20 ms (50 Hz), 10 " + TILDE + " 22 ms accepted",
                "20 ms (50 Hz)",
            ],
            [
                "6:4",
                "Pulse width range",
                "500 " + TILDE + " 2500 " + MU + "s",
                "1000 " + TILDE + " 2000 " + MU + "s",
            ],
            [
                "6:5",
                "Centre / stop",
                "1500 " + MU + "s = 90" + DEGS,
                "1500 " + PM + " 20 " + MU + "s = stop",
            ],
            ["6:6", "Travel", "180" + DEGS + " " + PM + " 10" + DEGS, "continuous"],
            ["6:7", "Direction", "CW with longer pulse", "CW below 1500 " + MU + "s"],
            ["6:8", "Dead band", "5 " + MU + "s", "20 " + MU + "s"],
        ],
        7.4,
    )
    s.heading(TRIGRAM + " 7. HANDLING AND USE", 9.5, rule=True)
    s.bullets(
        [
            "Never supply more than 6.0 V. A two-cell LiPo pack (7.4 V nominal, 8.4 V charged) "
            "without a regulator burns out the motor driver.",
            "The 5 V pin of an Arduino Uno powered from USB is behind a 500 mA fuse. One FNS-09 at "
            "locked rotor (600 mA at 4.8 V) can trip it; give the servo its own supply and join "
            "the grounds.",
            "Supplies for several servos must be rated for the sum of their locked-rotor currents.",
            "The FNS-09C cannot hold an angle. Use the FNS-09 for steering, flaps or any position "
            "control.",
            "The FNS-09C stop point drifts with temperature and voltage; trim it with the "
            "potentiometer through the hole in the case bottom.",
            "Do not rotate the output shaft by hand; the gear train can strip.",
        ],
        7.6,
    )
    s.heading(TRIGRAM + " 8. PACKING", 9.5, rule=True)
    s.caption("Sched. 4 " + DASH + " Packing")
    s.table(
        [
            Col("Model", 100),
            Col("Accessories", 249),
            Col("Inner box", 70, "C"),
            Col("Carton", 80, "C"),
        ],
        [
            ["FNS-09", "3 horns, 2 mounting screws, 1 horn screw", "1 pc", "200 pcs"],
            [
                "FNS-09C",
                "3 horns, 2 mounting screws, 1 horn screw, wheel adaptor",
                "1 pc",
                "200 pcs",
            ],
            ["FNS-09-10B", "10 " + TIMES + " FNS-09, bulk bag, no horns", "10 pcs", "500 pcs"],
        ],
        7.4,
    )
    s.heading(TRIGRAM + " 9. REVISION RECORD", 9.5, rule=True)
    s.table(
        [Col("Issue", 50, "C"), Col("Date", 90, "C"), Col("Content", 359)],
        [
            ["1", "2023-08-02", "first issue (FNS-09 only)"],
            [
                "2",
                "2024-02-19",
                "FNS-09C added; locked-rotor current at 4.8 V corrected from 700 to 600 mA",
            ],
        ],
        7.4,
    )
    return save(s, out / "fns-09.pdf")


# ------------------------------------------------ phototransistor optocoupler (São Tomé)
def roc8171(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="OB\u00d4 OPTOELETR\u00d3NICA",
        header_right="ROC-8171 Series  \u00b7  Photocoupler  \u00b7  Doc. OO-8171-E rev. 5",
        footer_left="Ob\u00f4 Optoeletr\u00f3nica, Lda.  \u00b7  Avenida Marginal 12 de Julho, S\u00e3o "
        "Tom\u00e9, S\u00e3o Tom\u00e9 e Pr\u00edncipe  \u00b7  OO-8171-E rev. 5",
        footer_right="{page} / {nb}",
        rule_color=(0, 102, 72),
        table_fill=(228, 244, 236),
        accent=(0, 86, 60),
        grid=True,
    )
    s = Sheet(style, "ROC-8171 series phototransistor photocoupler")
    s.add_page()
    s.title_block(
        "ROC-8171 Series",
        "Phototransistor Output Photocoupler, 5 000 Vrms Isolation",
        "ROC-8171: DIP-4 through hole  |  ROC-8171S: SMD gull-wing  |  CTR ranks A, B, C, D",
        22,
    )

    def features() -> None:
        s.heading(SHADE + " 1  Features", 10)
        s.bullets(
            [
                "Current transfer ratio 50 " + ELL + " 600 % (IF = 5 mA, VCE = 5 V), four ranks",
                "Isolation voltage 5 000 Vrms between input and output",
                "Collector-emitter voltage 80 V",
                "Compact 4-pin package, 2.54 mm pitch",
                "Lead-free terminals, RoHS compliant",
            ],
            7.8,
        )

    def applications() -> None:
        s.heading(SHADE + " 2  Applications", 10)
        s.bullets(
            [
                "Feedback in switching power supplies",
                "Programmable controller inputs",
                "Signal isolation between microcontroller and mains-side circuits",
                "Telephone and modem interfaces",
            ],
            7.8,
        )

    s.side_by_side(features, applications, 250, 16)
    s.heading(SHADE + " 3  Absolute maximum ratings", 10, rule=True)
    s.caption("Tbl. 1 " + DXV + " Absolute maximum ratings (Ta = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 220),
            Col("Symbol", 80, "C"),
            Col("Rating", 110, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Input"],
            ["Forward current", "IF", "50", "mA"],
            ["Peak forward current (t " + LE + " 100 " + MU + "s, duty 0.1 %)", "IFM", "1", "A"],
            ["Reverse voltage", "VR", "6", "V"],
            ["Power dissipation", "P", "70", "mW"],
            ["Output"],
            ["Collector-emitter voltage", "VCEO", "80", "V"],
            ["Emitter-collector voltage", "VECO", "6", "V"],
            ["Collector current", "IC", "50", "mA"],
            ["Collector power dissipation", "PC", "150", "mW"],
            ["Coupled"],
            ["Total power dissipation", "Ptot", "200", "mW"],
            ["Isolation voltage (AC, 1 min, 40 " + ELL + " 60 %RH)", "Viso", "5 000", "Vrms"],
            ["Operating temperature", "Topr", "-30 " + ELL + " +100", DEG],
            ["Storage temperature", "Tstg", "-55 " + ELL + " +125", DEG],
            ["Soldering temperature (10 s)", "Tsol", "260", DEG],
        ],
        7.4,
    )
    s.heading(SHADE + " 4  Electro-optical characteristics", 10, rule=True)
    s.caption(
        "Tbl. 2 " + DXV + " Electro-optical characteristics (Ta = 25 " + DEG + " unless noted)"
    )
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 52, "C"),
            Col("Conditions", 150),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 67, "C"),
        ],
        [
            ["Input"],
            ["Forward voltage", "VF", "IF = 20 mA", "", "1.2", "1.4", "V"],
            ["Peak forward voltage", "VFM", "IFM = 0.5 A", "", "", "3.0", "V"],
            ["Reverse current", "IR", "VR = 4 V", "", "", "10", MU + "A"],
            ["Terminal capacitance", "Ct", "V = 0, f = 1 kHz", "", "30", "250", "pF"],
            ["Output"],
            [
                "Output dark current",
                "ICEO",
                "VCE = 50 V, IF = 0, Ta = 25 " + DEG + "\nVCE = 50 V, IF = 0, Ta = 85 " + DEG,
                "",
                "",
                "100\n50",
                "nA\n" + MU + "A",
            ],
            [
                "Collector-emitter\nbreakdown voltage",
                "BVCEO",
                "IC = 0.1 mA, IF = 0",
                "80",
                "",
                "",
                "V",
            ],
            [
                "Emitter-collector\nbreakdown voltage",
                "BVECO",
                "IE = 10 " + MU + "A, IF = 0",
                "6",
                "",
                "",
                "V",
            ],
            ["Transfer characteristics"],
            ["Current transfer ratio^{*1}", "CTR", "IF = 5 mA, VCE = 5 V", "50", "", "600", "%"],
            [
                "Collector-emitter\nsaturation voltage",
                "VCE(sat)",
                "IF = 20 mA, IC = 1 mA",
                "",
                "0.1",
                "0.2",
                "V",
            ],
            [
                "Isolation resistance",
                "RISO",
                "DC 500 V, 40 " + ELL + " 60 %RH",
                "5" + TIMES + "10^{10}",
                "10^{11}",
                "",
                OHM,
            ],
            ["Floating capacitance", "Cf", "V = 0, f = 1 MHz", "", "0.6", "1.0", "pF"],
            [
                "Cut-off frequency",
                "fc",
                "VCE = 5 V, IC = 2 mA, RL = 100 " + OHM + ", -3 dB",
                "",
                "80",
                "",
                "kHz",
            ],
            ["Rise time", "tr", "VCE = 2 V, IC = 2 mA, RL = 100 " + OHM, "", "4", "18", MU + "s"],
            ["Fall time", "tf", "VCE = 2 V, IC = 2 mA, RL = 100 " + OHM, "", "3", "18", MU + "s"],
        ],
        7.2,
    )

    s.para("*1 CTR = IC / IF " + TIMES + " 100 %. Rank classes: see Tbl. 3.", 7.0)
    s.add_page()
    s.heading(SHADE + " 5  CTR ranks", 10, rule=True)
    s.caption(
        "Tbl. 3 " + DXV + " CTR rank classification (IF = 5 mA, VCE = 5 V, Ta = 25 " + DEG + ")"
    )
    s.table(
        [
            Col("Rank mark", 80, "C"),
            Col("CTR min. (%)", 90, "C"),
            Col("CTR max. (%)", 90, "C"),
            Col("DIP-4 order code", 120, "C"),
            Col("SMD order code", 119, "C"),
        ],
        [
            ["A", "80", "160", "ROC-8171A", "ROC-8171SA"],
            ["B", "130", "260", "ROC-8171B", "ROC-8171SB"],
            ["C", "200", "400", "ROC-8171C", "ROC-8171SC"],
            ["D", "300", "600", "ROC-8171D", "ROC-8171SD"],
            ["no mark", "50", "600", "ROC-8171", "ROC-8171S"],
        ],
        7.4,
    )
    s.para(
        "The CTR falls as the LED ages and with rising temperature. Design the output stage for "
        "the minimum CTR of the rank you order, and leave a margin of 50 % for the end of life.",
        7.6,
    )
    s.heading(SHADE + " 6  Packages", 10, rule=True)
    s.caption("Tbl. 4 " + DXV + " Package versions")
    s.table(
        [
            Col("Version", 110),
            Col("Package", 130, "C"),
            Col("Pin pitch", 80, "C"),
            Col("Packing", 179, "C"),
        ],
        [
            ["ROC-8171", "DIP-4, 4.6 " + TIMES + " 6.5 mm", "2.54 mm", "tube, 100 pcs"],
            ["ROC-8171S", "SMD-4 (gull-wing)", "2.54 mm", "tape and reel, 2000 pcs"],
        ],
        7.4,
    )
    s.caption("Tbl. 5 " + DXV + " Pin connections")
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 120, "C"), Col("Function", 319)],
        [
            ["1", "Anode", "LED anode"],
            ["2", "Cathode", "LED cathode"],
            ["3", "Emitter", "phototransistor emitter"],
            ["4", "Collector", "phototransistor collector"],
        ],
        7.4,
    )
    s.heading(SHADE + " 7  Circuit advice", 10, rule=True)
    s.bullets(
        [
            "Always put a series resistor in the LED path. From a 3.3 V logic pin, 220 "
            + OHM
            + " gives about 9 mA; from 5 V, 680 "
            + OHM
            + " gives about 5 mA.",
            "The output is a bare phototransistor without a base pin. It switches slowly when the "
            "load resistor is large: with RL = 10 k" + OHM + " expect rise and fall times near "
            "60 " + MU + "s.",
            "For isolated mains detection use two devices in anti-parallel or a bridge in front of "
            "the LED, and a series resistor rated for the mains voltage.",
            "The ROC-8171 is not suitable for analog linear isolation: the CTR is not linear and "
            "drifts with temperature.",
        ],
        7.8,
    )
    s.heading(SHADE + " 8  Reliability and soldering", 10, rule=True)
    s.caption("Tbl. 6 " + DXV + " Soldering conditions")
    s.table(
        [Col("Process", 150), Col("Condition", 349)],
        [
            [
                "Reflow (ROC-8171S)",
                "peak 260 " + DEG + ", max. 10 s above 245 " + DEG + ", 2 times",
            ],
            ["Wave (ROC-8171)", "260 " + DEG + ", 10 s, once"],
            ["Hand soldering", "350 " + DEG + ", 3 s per pin"],
        ],
        7.4,
    )
    s.para(
        "Moisture sensitivity: the ROC-8171S is MSL 1. Store in the original bag below 30 "
        + DEG
        + " and 70 %RH.",
        7.6,
    )
    return save(s, out / "roc-8171.pdf")
