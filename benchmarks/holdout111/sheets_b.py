"""Hold-out 111 datasheets, part 2: a Li-ion charger module with protection, an 8-bit
I2C I/O expander, a 0.96 inch 128 x 64 OLED module and a 1-Wire temperature sensor.

A Haitian Creole / English maker-shop sheet (bilingual names wrapped over two lines,
a version column for the protection rows, a resistor-to-current table, Q&A), a
Hamburg logic house's English product data sheet (limiting values vs static
characteristics, sink vs source current, an address table with 7-bit and
write-byte columns for two variants), a Tok Pisin / English module sheet from Lae
(supply-voltage columns in the current table, internal driver voltages as decoys,
the address only in prose next to the 8-bit labels on the board) and a Vermont
sensor-IC sheet (dot-leader absolute maximum list, DC table with parasite-power
rows, conversion time per resolution, command table decoy).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"


# --------------------------------------------- Li-ion charger (Haitian Creole / EN)
def aelch1(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Atelye Elektwonik Lakay  -  Pòtoprens, Ayiti",
        header_right="Fèy teknik / Data sheet  AEL-CH1, AEL-CH1P",
        footer_left="AEL-CH1 / AEL-CH1P  -  vèsyon / version 2.0  -  2024",
        footer_right="Paj {page} sou {nb} / Page {page} of {nb}",
        rule_color=(200, 80, 20),
        table_fill=(252, 232, 215),
        accent=(170, 60, 10),
        grid=False,
    )
    s = Sheet(style, "AEL-CH1 / AEL-CH1P Li-ion charger module")
    s.add_page()
    s.title_block(
        "AEL-CH1 / AEL-CH1P",
        "Modil chajè pou yon selil lityòm-iyon /\nSingle-cell lithium-ion charger module",
        "TP4056-type linear charger, USB-C. AEL-CH1P: + pwoteksyon batri / + battery "
        "protection (DW01A-type IC + 8205A dual MOSFET). Pri / Price: 250 goud (CH1), "
        "325 goud (CH1P).",
        18,
    )
    s.heading("Karakteristik / Features", 10)
    s.bullets(
        [
            "Chaj CC/CV pou yon selil 3.7 V / CC/CV charging of one 3.7 V cell (4.2 V full)",
            "Kouran chaj chwazi ak yon rezistans / Charge current set by one resistor (RPROG)",
            "Limyè wouj: ap chaje; limyè ble: fini / Red LED: charging; blue LED: done",
            "AEL-CH1P: pwoteksyon chaj twòp, dechaj twòp, kout-sikwi / over-charge, "
            "over-discharge, short-circuit protection",
        ],
        8,
    )
    s.heading("Karakteristik elektrik / Electrical characteristics", 10)
    s.para("TA = 25 " + DEG + ", VIN = 5 V, sof si nou di lòt bagay / unless noted.", 7.5)
    s.table(
        [
            Col("Paramèt / Parameter", 200),
            Col("Min.", 50, "C"),
            Col("Tip. / Typ.", 55, "C"),
            Col("Maks. / Max.", 60, "C"),
            Col("Inite / Unit", 55, "C"),
            Col("Kondisyon / Condition", 79, "C"),
        ],
        [
            ["Vòltaj antre /\nInput supply voltage", "4.5", "5.0", "5.5", "V", "USB-C, IN+"],
            [
                "Vòltaj antre maksimòm absoli /\nAbsolute maximum input voltage",
                "",
                "",
                "8",
                "V",
                "",
            ],
            [
                "Vòltaj chaj final /\nRegulated float voltage",
                "4.158",
                "4.2",
                "4.242",
                "V",
                PM + "1 %",
            ],
            ["Kouran chaj /\nCharge current", "900", "1000", "1100", "mA", "RPROG = 1.2 k" + OHM],
            ["Kouran chaj dousman /\nTrickle charge current", "", "100", "", "mA", "VBAT < 2.9 V"],
            ["Vòltaj pou chaj dousman /\nTrickle charge threshold", "2.8", "2.9", "3.0", "V", ""],
            ["Vòltaj pou rechaje /\nRecharge threshold", "", "4.05", "", "V", ""],
            ["Kouran fen chaj /\nTermination current", "", "1/10", "", "ICHG", ""],
            ["Tanperati fonksyònman /\nOperating temperature", "-10", "", "+60", DEG, ""],
        ],
        7.5,
    )
    s.heading("Pwoteksyon / Protection", 10)
    s.table(
        [
            Col("Paramèt / Parameter", 200),
            Col("AEL-CH1", 70, "C"),
            Col("AEL-CH1P (min / tip. / maks.)", 170, "C"),
            Col("Inite / Unit", 59, "C"),
        ],
        [
            [
                "Vòltaj koupe chaj twòp /\nOver-charge detection voltage",
                "-",
                "4.25 / 4.30 / 4.35",
                "V",
            ],
            [
                "Vòltaj koupe dechaj twòp /\nOver-discharge detection voltage",
                "-",
                "2.30 / 2.40 / 2.50",
                "V",
            ],
            [
                "Vòltaj pou relanse apre dechaj /\nOver-discharge release voltage",
                "-",
                "- / 3.0 / -",
                "V",
            ],
            ["Kouran koupe dechaj /\nDischarge over-current trip", "-", "- / 3 / -", "A"],
            [
                "Kouran kontini sou OUT /\nContinuous load current (OUT+ / OUT-)",
                "-",
                "- / - / 2",
                "A",
            ],
            ["Kouran batri san antre /\nBattery drain, no input", "< 2", "- / 6 / 9", MU + "A"],
        ],
        7.5,
    )
    s.para(
        "AEL-CH1 pa gen pwoteksyon: konekte l sèlman ak yon batri ki gen pwoteksyon pa l. / "
        "The AEL-CH1 has no protection: use it only with cells that carry their own "
        "protection board.",
        7.5,
    )
    s.add_page()
    s.heading("Chwazi kouran chaj la / Setting the charge current", 10)
    s.para(
        "Ranplase rezistans R3 (RPROG) pou chanje kouran an. Modil la soti ak 1.2 k"
        + OHM
        + " (1000 mA). / Replace R3 (RPROG) to change the current. Modules ship with "
        "1.2 k" + OHM + " (1000 mA).",
        8,
    )
    s.table(
        [
            Col("RPROG (k" + OHM + ")", 120, "C"),
            Col("Kouran chaj / Charge current (mA)", 190, "C"),
            Col("Pou batri / Suits cells from", 189, "C"),
        ],
        [
            ["10", "130", "130 mAh"],
            ["5", "250", "250 mAh"],
            ["4", "300", "300 mAh"],
            ["3", "400", "400 mAh"],
            ["2", "580", "580 mAh"],
            ["1.66", "690", "690 mAh"],
            ["1.5", "780", "780 mAh"],
            ["1.33", "900", "900 mAh"],
            ["1.2", "1000", "1000 mAh"],
        ],
        7.5,
    )
    s.para(
        "Pa chaje yon batri ak plis pase 1C (kapasite l an mAh). / Never charge a cell at more "
        "than 1C: a 500 mAh cell needs RPROG of 3 k" + OHM + " or more (400 mA).",
        8,
    )
    s.heading("Kesyon ak repons / Questions and answers", 10)
    s.para(
        "K: Èske m ka chaje batri LiFePO4 oswa yon pake 2 selil (2S)? / Can I charge a LiFePO4 "
        "cell or a 2S pack?\n"
        "R: Non. Modil la fini chaj la a 4.2 V pou yon sèl selil lityòm-iyon oswa lityòm-polimè. "
        "/ No. It stops at 4.2 V and is for one Li-ion or Li-polymer cell only.",
        8,
    )
    s.para(
        "K: Èske m ka mete yon adaptè 9 V oswa 12 V? / Can I feed it from a 9 V or 12 V adapter?\n"
        "R: Non. Pi wo pase 8 V chip la kraze. Sèvi ak 5 V (USB). / No. Above 8 V the chip is "
        "destroyed. Use 5 V (USB).",
        8,
    )
    s.para(
        "K: Konbyen tan pou chaje yon 18650? / How long does an 18650 take to charge?\n"
        "R: Sa depann de batri a ak tanperati a; nou pa bay yon tan. / It depends on the cell "
        "and the temperature; we give no time.",
        8,
    )
    s.heading("Pad yo / Pads", 10)
    s.table(
        [
            Col("Pad", 80, "C"),
            Col("AEL-CH1", 100, "C"),
            Col("AEL-CH1P", 100, "C"),
            Col("Fonksyon / Function", 219),
        ],
        [
            ["IN+ / IN-", "wi / yes", "wi / yes", "5 V antre / 5 V input"],
            ["B+ / B-", "wi / yes", "wi / yes", "Batri / Battery cell"],
            ["OUT+ / OUT-", "non / no", "wi / yes", "Chaj pwoteje / Protected load"],
        ],
        7.5,
    )
    return save(s, out / "ael-ch1.pdf")


# ------------------------------------------------------ I2C I/O expander (Hamburg)
def ahl4508(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="Alster Halbleiter GmbH",
        header_right="AHL4508; AHL4508A   Remote 8-bit I/O expander for I2C-bus",
        footer_left="AHL4508_4508A   Product data sheet   Rev. 07 - 12 March 2023   Alster Halbleiter GmbH, Hamburg",
        footer_right="{page} of {nb}",
        rule_color=(0, 0, 0),
        table_fill=None,
        accent=(0, 70, 140),
        grid=False,
    )
    s = Sheet(style, "AHL4508 / AHL4508A remote 8-bit I/O expander")
    s.add_page()
    s.title_block(
        "AHL4508; AHL4508A", "Remote 8-bit I/O expander for I2C-bus", "Product data sheet", 20
    )
    s.heading("1.  General description", 10)
    s.para(
        "The AHL4508 and AHL4508A provide general-purpose remote I/O expansion for most "
        "microcontrollers via the two-wire bidirectional I2C-bus (serial clock SCL, serial "
        "data SDA). The devices consist of an 8-bit quasi-bidirectional port and an I2C-bus "
        "interface. The AHL4508 and AHL4508A are identical except for the fixed part of the "
        "slave address, which lets up to 16 devices (8 of each) share one bus.",
        8.5,
    )
    s.heading("2.  Features", 10)
    s.bullets(
        [
            "I2C-bus to parallel port expander, 100 kHz I2C-bus interface (Standard-mode)",
            "Operating supply voltage 2.5 V to 6 V",
            "Low standby current consumption of 10 " + MU + "A maximum",
            "Latched outputs with high current drive capability for directly driving LEDs",
            "Open-drain interrupt output",
            "8 address programming pins (A0, A1, A2 give 8 addresses per type)",
            "DIP16 and SO16 packages",
        ],
        8.5,
    )
    s.heading("3.  Ordering information", 10)
    s.table(
        [Col("Type number", 110), Col("Package", 90), Col("Description", 299)],
        [
            ["AHL4508P", "DIP16", "plastic dual in-line package; 16 leads (300 mil)"],
            ["AHL4508T", "SO16", "plastic small outline package; 16 leads; body width 7.5 mm"],
            ["AHL4508AT", "SO16", "plastic small outline package; 16 leads; body width 7.5 mm"],
        ],
        8,
    )
    s.heading("4.  Limiting values", 10)
    s.para(
        "Stress ratings; exposure beyond them may damage the device. Voltages referenced to VSS.",
        7.5,
    )
    s.table(
        [
            Col("Symbol", 60),
            Col("Parameter", 170),
            Col("Conditions", 100),
            Col("Min", 50, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["VDD", "supply voltage", "", "-0.5", "+7", "V"],
            ["IDD", "supply current", "", "-", PM + "100", "mA"],
            ["ISS", "ground supply current", "", "-", PM + "100", "mA"],
            ["VI", "input voltage", "", "VSS - 0.5", "VDD + 0.5", "V"],
            ["II", "input current", "", "-", PM + "20", "mA"],
            ["IO", "output current", "", "-", PM + "25", "mA"],
            ["Ptot", "total power dissipation", "", "-", "400", "mW"],
            ["Tstg", "storage temperature", "", "-65", "+150", DEG],
            ["Tamb", "ambient temperature", "operating", "-40", "+85", DEG],
        ],
        8,
    )
    s.add_page()
    s.heading("5.  Static characteristics", 10)
    s.para(
        "VDD = 2.5 V to 6 V; VSS = 0 V; Tamb = -40 "
        + DEG
        + " to +85 "
        + DEG
        + "; unless otherwise specified.",
        7.5,
    )
    s.table(
        [
            Col("Symbol", 50),
            Col("Parameter", 120),
            Col("Conditions", 150),
            Col("Min", 48, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 48, "C"),
            Col("Unit", 43, "C"),
        ],
        [
            ["Supply"],
            ["VDD", "supply voltage", "", "2.5", "-", "6.0", "V"],
            [
                "IDD",
                "supply current",
                "operating mode; no load;\nfSCL = 100 kHz",
                "-",
                "40",
                "100",
                MU + "A",
            ],
            ["Istb", "standby current", "no load; VI = VDD or VSS", "-", "2.5", "10", MU + "A"],
            ["VPOR", "power-on reset voltage", "", "-", "1.3", "2.4", "V"],
            ["Input SCL; input/output SDA"],
            ["VIL", "LOW-level input voltage", "", "-0.5", "-", "0.3VDD", "V"],
            ["VIH", "HIGH-level input voltage", "", "0.7VDD", "-", "6", "V"],
            ["IOL", "LOW-level output current", "VOL = 0.4 V", "3", "-", "-", "mA"],
            ["I/Os P0 to P7"],
            ["IOL", "LOW-level output current", "VOL = 1 V; VDD = 5 V", "10", "25", "-", "mA"],
            ["IOH", "HIGH-level output current", "VOH = VSS", "-30", "-", "-300", MU + "A"],
            [
                "IOHt",
                "transient boosted pull-up\ncurrent",
                "HIGH during acknowledge;\nVDD = 5 V",
                "-",
                "-1",
                "-",
                "mA",
            ],
            ["Interrupt INT"],
            ["IOL", "LOW-level output current", "VOL = 0.4 V", "1.6", "-", "-", "mA"],
        ],
        7.5,
    )
    s.heading("6.  Dynamic characteristics", 10)
    s.table(
        [
            Col("Symbol", 50),
            Col("Parameter", 220),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["fSCL", "SCL clock frequency", "-", "100", "kHz"],
            ["tBUF", "bus free time between a STOP and START condition", "4.7", "-", MU + "s"],
            ["tv(Q)", "data output valid time", "-", "4", MU + "s"],
            ["tsu(D)", "data input set-up time", "0", "-", MU + "s"],
        ],
        7.5,
    )
    s.heading("7.  Addressing", 10)
    s.para(
        "AHL4508 slave address: 0 1 0 0 A2 A1 A0; AHL4508A slave address: 0 1 1 1 A2 A1 A0. The "
        "write and read bytes in the table include the R/W bit; 7-bit libraries use the "
        "7-bit values.",
        7.5,
    )
    s.table(
        [
            Col("A2 A1 A0", 70, "C"),
            Col("AHL4508 7-bit", 100, "C"),
            Col("AHL4508 write byte", 105, "C"),
            Col("AHL4508A 7-bit", 100, "C"),
            Col("AHL4508A write byte", 124, "C"),
        ],
        [
            ["0 0 0", "20h", "40h", "38h", "70h"],
            ["0 0 1", "21h", "42h", "39h", "72h"],
            ["0 1 0", "22h", "44h", "3Ah", "74h"],
            ["0 1 1", "23h", "46h", "3Bh", "76h"],
            ["1 0 0", "24h", "48h", "3Ch", "78h"],
            ["1 0 1", "25h", "4Ah", "3Dh", "7Ah"],
            ["1 1 0", "26h", "4Ch", "3Eh", "7Ch"],
            ["1 1 1", "27h", "4Eh", "3Fh", "7Eh"],
        ],
        7.5,
    )
    s.heading("8.  Application information", 10)
    s.para(
        "A port pin sinks current well but sources only the weak quasi-bidirectional pull-up "
        "current (IOH above), so a pin cannot light an LED connected to VSS. Connect LEDs "
        "between VDD and the pin through a series resistor and drive the pin LOW to turn them "
        "on, keeping IOL within the 25 mA limiting value and the total ISS within 100 mA. The "
        "devices are Standard-mode I2C-bus parts: a bus clocked at 400 kHz must be slowed to "
        "100 kHz when an AHL4508 or AHL4508A is on it.",
        8,
    )
    return save(s, out / "ahl4508.pdf")


# -------------------------------------------------- OLED module (Tok Pisin / English)
def rekol96(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Ramu Elektroniks  -  Lae, Morobe, PNG",
        header_right="REK-OL96W / REK-OL96YB",
        footer_left="Ramu Elektroniks  -  pepa bilong ol spek / specification sheet  -  K 38.50",
        footer_right="Pes {page} bilong {nb} / Page {page} of {nb}",
        rule_color=(0, 120, 120),
        table_fill=(215, 240, 240),
        accent=(0, 100, 100),
        grid=True,
    )
    s = Sheet(style, "REK-OL96 0.96 inch 128x64 OLED module")
    s.add_page()
    s.title_block(
        "REK-OL96W / REK-OL96YB",
        "0.96 ins OLED skrin, 128 x 64, I2C /\n0.96 inch 128 x 64 OLED display module, I2C",
        "W: wait / white.  YB: yelo na blu / yellow (16 rows) + blue (48 rows).  Draiva / "
        "driver: SSD1306-type.  Prais / price: K 38.50",
        18,
    )
    s.heading("1. Ol samting bilong en / Features", 10)
    s.bullets(
        [
            "128 x 64 piksel, 0.96 ins / 128 x 64 pixels, 0.96 inch diagonal",
            "I2C (4 pin: GND, VCC, SCL, SDA)",
            "Regulator 3.3 V i stap long bod / 3.3 V regulator on the board",
            "Charge pump i stap insait / internal charge pump for the panel",
            "No bakiklait / no backlight needed",
        ],
        8,
    )
    s.heading("2. Pawa / Power", 10)
    s.table(
        [
            Col("Samting / Item", 200),
            Col("Min.", 55, "C"),
            Col("Typ.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 50, "C"),
            Col("Tok / Note", 84, "C"),
        ],
        [
            [
                "Volt bilong pawa long VCC /\nModule supply voltage (VCC)",
                "3.0",
                "3.3 / 5.0",
                "5.5",
                "V",
                "",
            ],
            ["Tambu long winim /\nAbsolute maximum, VCC", "-0.3", "", "5.8", "V", "tambu / never"],
            [
                "Volt bilong draiva (insait) /\nDriver logic VDD (internal)",
                "1.65",
                "",
                "3.3",
                "V",
                "from LDO",
            ],
            [
                "Volt bilong panel (insait) /\nPanel drive voltage (internal)",
                "",
                "7.5",
                "",
                "V",
                "charge pump",
            ],
            ["Volt bilong SCL, SDA /\nI2C pin voltage", "0", "", "VCC", "V", ""],
        ],
        7.5,
    )
    s.heading("3. Karen i go insait / Supply current", 10)
    s.para(
        "REK-OL96W, TA = 25 " + DEG + ", kontras 0x7F. YB: klostu 10 % liklik / about 10 % less.",
        7.5,
    )
    s.table(
        [
            Col("Wanem i soim / What is shown", 220),
            Col("VCC = 3.3 V", 100, "C"),
            Col("VCC = 5.0 V", 100, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Slip / Display off (sleep)", "6", "9", MU + "A"],
            ["Olgeta piksel i dai /\nDisplay on, all pixels off", "1.9", "2.3", "mA"],
            ["30 % piksel i lait /\n30 % of pixels on", "8", "9", "mA"],
            ["50 % piksel i lait /\n50 % of pixels on", "12", "13", "mA"],
            ["Olgeta piksel i lait /\nAll pixels on", "21", "23", "mA"],
        ],
        7.5,
    )
    s.heading("4. I2C", 10)
    s.para(
        "Namba (adres) bilong I2C em 0x3C. Sapos yu muvim resista R3 i go long hap i gat mak "
        '"0x7A", namba i kamap 0x3D. / The 7-bit I2C address is 0x3C. Move resistor R3 to '
        'the place marked "0x7A" and it becomes 0x3D. The labels "0x78" and "0x7A" on the '
        "back are the 8-bit write addresses; Arduino and MicroPython libraries take 0x3C or "
        "0x3D.",
        8,
    )
    s.para(
        "SCL klok i go inap 400 kHz. / SCL clock up to 400 kHz. Tupela resista 10 k" + OHM + " "
        "(pull-up) i go long 3.3 V bilong regulator, i no long VCC, olsem na SDA na SCL i "
        "stap long 3.3 V maski VCC em 5 V. / The two 10 k" + OHM + " pull-ups go to the "
        "regulator's 3.3 V, not to VCC, so SDA and SCL idle at 3.3 V even with VCC = 5 V.",
        8,
    )
    s.add_page()
    s.heading("5. Skrin / Display", 10)
    s.table(
        [
            Col("Samting / Item", 200),
            Col("REK-OL96W", 130, "C"),
            Col("REK-OL96YB", 130, "C"),
            Col("Unit", 39, "C"),
        ],
        [
            ["Piksel / Resolution", "128 x 64", "128 x 64", "dots"],
            ["Kala / Colour", "wait / white", "yelo + blu / yellow + blue", ""],
            ["Hap i soim / Active area", "21.74 x 10.86", "21.74 x 10.86", "mm"],
            ["Lait / Luminance", "100", "80 / 90", "cd/m2"],
            ["Sait yu ken lukim / Viewing angle", "> 160", "> 160", "deg"],
        ],
        7.5,
    )
    s.heading("6. Hat na kol / Temperature", 10)
    s.table(
        [
            Col("Samting / Item", 250),
            Col("Min.", 80, "C"),
            Col("Max.", 80, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Taim em i wok / Operating temperature", "-20", "+70", DEG],
            ["Taim em i stap nating / Storage temperature", "-30", "+80", DEG],
        ],
        7.5,
    )
    s.heading("7. Pin", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Nem / Name", 90, "C"), Col("Wok / Function", 349)],
        [
            ["1", "GND", "Graun / ground"],
            ["2", "VCC", "Pawa 3.0 ~ 5.5 V / supply 3.0 ~ 5.5 V"],
            ["3", "SCL", "I2C klok / clock"],
            ["4", "SDA", "I2C data"],
        ],
        7.5,
    )
    s.heading("8. Sampela komand / Some commands", 10)
    s.table(
        [Col("Komand / Command", 110, "C"), Col("Nem / Name", 150), Col("Wok / Function", 239)],
        [
            ["0xAE / 0xAF", "Display OFF / ON", "Slip / wake the panel"],
            ["0x81, 0x00-0xFF", "Set contrast", "Default 0x7F"],
            ["0x8D, 0x14", "Charge pump ON", "Mas i stap / required"],
            ["0xA8, 0x3F", "Multiplex ratio", "64 lain / 64 rows"],
            ["0x20, 0x00", "Memory addressing mode", "Horizontal"],
        ],
        7.5,
    )
    s.heading("9. Askim na bekim / Questions", 10)
    s.para(
        "A: Skrin i ken stap longpela taim? / How long does the panel last?\n"
        "B: Mipela i no gat namba bilong dispela. / We have no lifetime figure for it.",
        8,
    )
    s.para(
        "A: Mi ken putim long Arduino 5 V? / Can I use it with a 5 V Arduino?\n"
        "B: Yes. VCC long 5V, GND long GND, SDA long A4, SCL long A5. / Yes: VCC to 5V, SDA to "
        "A4, SCL to A5; the board's 3.3 V bus levels read as HIGH on a 5 V Uno.",
        8,
    )
    return save(s, out / "rek-ol96.pdf")


# -------------------------------------------------- 1-Wire thermometer (Vermont)
def tmq1830(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="19-8830; Rev 3; 8/23",
        header_right="QUARRY HILL SENSORS",
        footer_left="Quarry Hill Sensors Inc.  |  Barre, Vermont  |  www.example.com/quarryhill",
        footer_right="{page}",
        rule_color=(140, 40, 30),
        table_fill=(245, 230, 225),
        accent=(140, 40, 30),
        grid=False,
    )
    s = Sheet(style, "TMQ1830 programmable-resolution 1-Wire digital thermometer")
    s.add_page()
    s.title_block(
        "TMQ1830",
        "Programmable-Resolution 1-Wire Digital Thermometer",
        "TMQ1830Z: TO-92 (3 leads)    TMQ1830S: SO-8",
        20,
    )

    def left() -> None:
        s.heading("General Description", 9.5)
        s.para(
            "The TMQ1830 digital thermometer provides 9-bit to 12-bit Celsius temperature "
            "measurements and has an alarm function with nonvolatile user-programmable upper "
            "and lower trigger points. It communicates over a 1-Wire bus that by definition "
            "requires only one data line (and ground). It can derive power directly from the "
            "data line (parasite power), eliminating the need for an external supply. Each "
            "device has a unique 64-bit serial code, so many can share one bus.",
            8,
        )

    def right() -> None:
        s.heading("Benefits and Features", 9.5)
        s.bullets(
            [
                "Unique 1-Wire interface requires only one port pin",
                "Measures -55 " + DEG + " to +125 " + DEG,
                PM + "0.5 " + DEG + " accuracy from -10 " + DEG + " to +85 " + DEG,
                "Resolution user-selectable from 9 to 12 bits",
                "Power supply range 3.0 V to 5.5 V",
                "Parasite power from the data line",
                "Converts to 12 bits in 750 ms (max)",
            ],
            8,
        )

    s.side_by_side(left, right, 250)
    s.heading("Absolute Maximum Ratings", 9.5)
    s.leaders(
        [
            ("Voltage Range on Any Pin Relative to Ground ", " -0.5V to +6.0V"),
            ("Operating Temperature Range ", " -55" + DEG + " to +125" + DEG),
            ("Storage Temperature Range ", " -55" + DEG + " to +125" + DEG),
            ("Solder Temperature ", " Refer to IPC/JEDEC J-STD-020"),
        ],
        8,
    )
    s.heading("DC Electrical Characteristics", 9.5)
    s.para("(-55" + DEG + " to +125" + DEG + "; VDD = 3.0V to 5.5V, unless otherwise noted.)", 7.5)
    s.table(
        [
            Col("PARAMETER", 110),
            Col("SYMBOL", 50, "C"),
            Col("CONDITIONS", 135),
            Col("MIN", 42, "C"),
            Col("TYP", 38, "C"),
            Col("MAX", 42, "C"),
            Col("UNITS", 40, "C"),
            Col("NOTES", 42, "C"),
        ],
        [
            ["Supply Voltage", "VDD", "Local power", "+3.0", "", "+5.5", "V", "1"],
            ["Pullup Supply Voltage", "VPU", "Parasite power", "+3.0", "", "+5.5", "V", "1, 2"],
            ["", "", "Local power", "+3.0", "", "VDD", "V", "1, 2"],
            [
                "Thermometer Error",
                "tERR",
                "-10" + DEG + " to +85" + DEG,
                "",
                "",
                PM + "0.5",
                DEG,
                "3",
            ],
            ["", "", "-55" + DEG + " to +125" + DEG, "", "", PM + "2", DEG, "3"],
            ["Input Logic-Low", "VIL", "", "-0.3", "", "+0.8", "V", "1, 4"],
            [
                "Input Logic-High",
                "VIH",
                "Local power",
                "+2.2",
                "",
                "The lower of\n5.5 or VDD + 0.3",
                "V",
                "1, 5",
            ],
            ["", "", "Parasite power", "+3.0", "", "", "V", ""],
            ["Sink Current", "IL", "VI/O = 0.4V", "4.0", "", "", "mA", "1"],
            ["Standby Current", "IDDS", "", "", "750", "1000", "nA", "6"],
            ["Active Current", "IDD", "VDD = 5V", "", "1", "1.5", "mA", "7"],
            ["DQ Input Current", "IDQ", "", "", "5", "", MU + "A", "8"],
            ["Drift", "", "", "", PM + "0.2", "", DEG, "9"],
        ],
        7.5,
    )
    s.para(
        "Note 1: All voltages are referenced to ground.  Note 2: The pullup supply voltage "
        "specification assumes that the pullup device is ideal; the high level of the pullup "
        "is equal to VPU.  Note 3: See typical performance curve.  Note 4: Logic-low voltages "
        "are specified at a sink current of 4 mA.  Note 5: To always guarantee a presence "
        "pulse under low-voltage parasite-power conditions, VIH max may be reduced to as low "
        "as 0.5 V below VDD.  Note 6: Standby current specified up to +70" + DEG + "; it "
        "typically is 3 " + MU + "A at +125" + DEG + ".  Note 7: To minimize IDDS, DQ should "
        "be within GND + 0.3 V or VDD - 0.3 V.  Note 8: Active current refers to supply "
        "current during active temperature conversions or EEPROM writes.  Note 9: Drift data "
        "is based on a 1000-hour stress test at +125" + DEG + " with VDD = 5.5 V.",
        6.5,
    )
    s.add_page()
    s.heading("AC Electrical Characteristics - Conversion", 9.5)
    s.para("(-55" + DEG + " to +125" + DEG + "; VDD = 3.0V to 5.5V.)", 7.5)
    s.table(
        [
            Col("PARAMETER", 140),
            Col("SYMBOL", 60, "C"),
            Col("CONDITIONS", 120),
            Col("MIN", 45, "C"),
            Col("TYP", 45, "C"),
            Col("MAX", 45, "C"),
            Col("UNITS", 44, "C"),
        ],
        [
            ["Temperature Conversion Time", "tCONV", "9-bit resolution", "", "", "93.75", "ms"],
            ["", "", "10-bit resolution", "", "", "187.5", "ms"],
            ["", "", "11-bit resolution", "", "", "375", "ms"],
            ["", "", "12-bit resolution", "", "", "750", "ms"],
            [
                "Time to Strong Pullup On",
                "tSPON",
                "Start convert T command\nissued",
                "",
                "",
                "10",
                MU + "s",
            ],
            ["Time Slot", "tSLOT", "", "60", "", "120", MU + "s"],
            ["Reset Low Time", "tRSTL", "", "480", "", "", MU + "s"],
            ["EEPROM Write Time", "tWR", "", "", "2", "10", "ms"],
        ],
        7.5,
    )
    s.heading("Resolution", 9.5)
    s.table(
        [
            Col("R1 R0", 70, "C"),
            Col("Resolution", 100, "C"),
            Col("Step", 100, "C"),
            Col("Max Conversion Time", 229, "C"),
        ],
        [
            ["0 0", "9 bits", "0.5" + DEG, "93.75 ms (tCONV/8)"],
            ["0 1", "10 bits", "0.25" + DEG, "187.5 ms (tCONV/4)"],
            ["1 0", "11 bits", "0.125" + DEG, "375 ms (tCONV/2)"],
            ["1 1", "12 bits", "0.0625" + DEG, "750 ms (tCONV)"],
        ],
        7.5,
    )
    s.para(
        "The power-up default is 12-bit resolution. The temperature register powers up at "
        "+85" + DEG + " until the first conversion is done.",
        8,
    )
    s.heading("Powering the TMQ1830", 9.5)
    s.para(
        "In local-power mode VDD is connected to a 3.0 V to 5.5 V supply and DQ needs only a "
        "4.7 k" + OHM + " pullup. In parasite-power mode VDD is tied to GND and the device "
        "draws its power from DQ; during temperature conversions and EEPROM writes the bus "
        "master must switch a strong pullup (a MOSFET to VPU) onto DQ within 10 " + MU + "s, "
        "because the 1 mA to 1.5 mA active current cannot pass through the pullup resistor. "
        "Parasite power is not recommended for temperatures above +100" + DEG + ", since the "
        "device's leakage currents there may prevent communication. Use local power for "
        "those applications.",
        8,
    )
    s.heading("1-Wire Commands", 9.5)
    s.table(
        [Col("Command", 150), Col("Code", 60, "C"), Col("Description", 289)],
        [
            ["Search ROM", "F0h", "Identify the ROM codes of all devices on the bus"],
            ["Read ROM", "33h", "Read the 64-bit code (single device only)"],
            ["Match ROM", "55h", "Address one device by its 64-bit code"],
            ["Skip ROM", "CCh", "Address all devices"],
            ["Convert T", "44h", "Start a temperature conversion"],
            ["Write Scratchpad", "4Eh", "Write TH, TL and configuration"],
            ["Read Scratchpad", "BEh", "Read the 9-byte scratchpad"],
            ["Read Power Supply", "B4h", "Parasite-powered devices pull the bus low"],
        ],
        7.5,
    )
    s.para(
        "The 64-bit ROM code starts with the family code 28h, followed by a 48-bit serial "
        "number and an 8-bit CRC.",
        8,
    )
    s.heading("Ordering Information", 9.5)
    s.table(
        [Col("Part", 120), Col("Temp Range", 120, "C"), Col("Pin-Package", 259)],
        [
            ["TMQ1830Z+", "-55" + DEG + " to +125" + DEG, "3 TO-92"],
            ["TMQ1830S+T", "-55" + DEG + " to +125" + DEG, "8 SO, tape and reel"],
        ],
        7.5,
    )
    return save(s, out / "tmq1830.pdf")
