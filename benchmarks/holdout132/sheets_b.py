"""Hold-out 132 datasheets, part 2: a TTL-to-RS-232 converter module, a single-cell LiFePO4
charger module, a pulse-oximetry / heart-rate sensor IC and an infrared obstacle sensor module.

A Malé (Maldives) maker-store sheet ("n ¦ TITLE" upper-case heads, no captions, an "at a
glance" card, supply current stacked per version and TTL input level stacked per VCC, data
rate stacked per load capacitance, connection tables and prices in rufiyaa), a Praia
(Cabo Verde) module house "ficha técnica" in Portuguese and English ("n ~ Título / Title"
heads, "Quadro n / Table n" captions above the tables, two-line bilingual row names in column
groups per charge-current version, charging window vs operating ambient, prices in escudos),
a Nuuk (Greenland) biosensor IC house data sheet ("◮ n" heads, "Table n ❘" captions above the
tables, VDD vs LED supply, supply current stacked per mode, register map and ordering table
as decoys) and a St. George's (Grenada) maker-store sheet ("✾" heads, a dot-leader quick-spec
card, version columns with current and distance stacked per supply voltage, EC$ prices).
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
DASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
SQ = "\u00b2"
TIMES = "\u00d7"
BAR = "\u00a6"


# ------------------------------------------------ TTL-to-RS-232 converter module (Malé)
def hum232(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="HULHUMAL\u00c9 MAKER SUPPLIES",
        header_right="HUM-232P / HUM-232D  \u00b7  TTL to RS-232 converter module",
        footer_left="Hulhumal\u00e9 Maker Supplies Pvt Ltd  \u00b7  Nirolhu Magu, Hulhumal\u00e9, "
        "Republic of Maldives  \u00b7  reg. C-0412/2019  \u00b7  prices in Rf incl. 8 % GST",
        footer_right="Page {page}/{nb}",
        rule_color=(225, 100, 70),
        table_fill=(253, 232, 224),
        accent=(200, 80, 50),
        grid=False,
    )
    s = Sheet(style, "HUM-232 TTL to RS-232 converter module")
    s.add_page()
    s.title_block(
        "HUM-232",
        "TTL-to-RS-232 converter module (3232-type transceiver)",
        "HUM-232P: 4-pin headers on both sides  \u00b7  HUM-232D: DB9 female socket + 4-pin "
        "header, TX / RX activity LEDs  \u00b7  product sheet, issue 2024-02",
        24,
    )
    s.heading("1 " + BAR + " AT A GLANCE", 11)
    s.table(
        [Col("", 120), Col("", 379)],
        [
            ["Transceiver", "3232-type, 2 drivers + 2 receivers (one pair used), charge pump "
             "with 0.1 " + MU + "F capacitors"],
            ["Supply", "3.0 " + NDASH + " 5.5 V DC; the TTL side works at the level of VCC"],
            ["Speed", "up to 250 kbit/s, all usual baud rates from 1200 to 230400"],
            ["Signals", "TXD and RXD only (no RTS / CTS / DTR / DSR)"],
            ["Isolation", "none " + NDASH + " the RS-232 ground is the board ground"],
            ["Temperature", "0 " + ELL + " +70 " + DEG + " (commercial-grade transceiver)"],
            ["Size", "HUM-232P 28 " + TIMES + " 15 mm, HUM-232D 42 " + TIMES + " 33 mm"],
        ],
        8.5,
        show_head=False,
    )
    s.heading("2 " + BAR + " ELECTRICAL DATA", 11)
    s.table(
        [
            Col("Parameter", 140),
            Col("Conditions", 165),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 62, "C"),
        ],
        [
            ["Supply voltage VCC", "", "3.0", "", "5.5", "V"],
            ["Supply current, no load", "HUM-232P\nHUM-232D (power LED on)", "", "0.4\n2.9",
             "1.0\n4.0", "mA"],
            ["TTL input high (TXD pin)", "VCC = 3.3 V\nVCC = 5.0 V", "2.0\n2.4", "", "", "V"],
            ["TTL input low (TXD pin)", "", "", "", "0.8", "V"],
            ["TTL output high (RXD pin)", "I_{OUT} = -1 mA", "VCC - 0.6", "VCC - 0.1", "", "V"],
            ["TTL output low (RXD pin)", "I_{OUT} = 1.6 mA", "", "", "0.4", "V"],
            ["RS-232 output swing", "R_{L} = 3 k" + OHM + " to GND", PM + "5.0", PM + "5.4", "",
             "V"],
            ["RS-232 input threshold", "low / high", "0.6", "1.2 / 1.5", "2.4", "V"],
            ["RS-232 input resistance", "", "3", "5", "7", "k" + OHM],
            ["Data rate", "C_{L} = 1000 pF, R_{L} = 3 k" + OHM + "\nC_{L} = 2500 pF, R_{L} = 3 k"
             + OHM, "", "", "250\n120", "kbit/s"],
            ["Operating temperature", "", "0", "", "+70", DEG],
        ],
        8,
    )
    s.heading("3 " + BAR + " ABSOLUTE MAXIMUM", 11)
    s.table(
        [Col("Parameter", 305), Col("Min", 60, "C"), Col("Max", 60, "C"), Col("Unit", 74, "C")],
        [
            ["Supply voltage VCC", "-0.3", "6.0", "V"],
            ["TTL input (TXD pin)", "-0.3", "6.0", "V"],
            ["RS-232 receiver input (RXD on the RS-232 side)", "-25", "+25", "V"],
            ["RS-232 driver output, short to GND", DASH, "continuous", DASH],
            ["Storage temperature", "-40", "+85", DEG],
        ],
        8,
    )

    s.add_page()
    s.heading("4 " + BAR + " CONNECTIONS", 11)
    s.table(
        [Col("TTL header", 90), Col("Direction", 90, "C"), Col("Connect to", 319)],
        [
            ["VCC", DASH, "3.3 V or 5 V of your microcontroller board"],
            ["GND", DASH, "GND"],
            ["TXD", "in", "TX pin of the microcontroller"],
            ["RXD", "out", "RX pin of the microcontroller (swings 0 V to VCC)"],
        ],
        8,
    )
    s.table(
        [Col("DB9 pin (HUM-232D)", 120), Col("Signal", 90, "C"), Col("Notes", 289)],
        [
            ["2", "RXD", "RS-232 data into the module"],
            ["3", "TXD", "RS-232 data out of the module"],
            ["5", "GND", "signal ground"],
            ["1, 4, 6, 7, 8, 9", "n.c.", "not connected"],
        ],
        8,
    )
    s.para(
        "The DB9 socket is wired like a PC serial port (DTE). Use a null-modem cable to "
        "another PC or PLC programming port, a straight cable to a modem or other DCE.",
        8,
    )
    s.heading("5 " + BAR + " NOTES", 11)
    s.bullets(
        [
            "Power the module from the same voltage as your microcontroller: the RXD output "
            "swings to VCC, so a module on 5 V drives 5 V into the microcontroller's RX pin.",
            "Only TXD and RXD are converted. Equipment that needs RTS / CTS hardware "
            "handshaking will not work with this module.",
            "Not isolated: the RS-232 ground and your board ground are the same. For long "
            "cables between buildings use an isolated converter.",
            "The charge pump needs about 100 " + MU + "s after power-up before the RS-232 "
            "outputs reach full swing.",
        ],
        8,
    )
    s.heading("6 " + BAR + " FAQ", 11)
    s.bullets(
        [
            "Can I use it with a 3.3 V ESP32? " + NDASH + " Yes. Power it from 3.3 V.",
            "Will it talk to an RS-485 device? " + NDASH + " No. RS-485 is differential; use "
            "an RS-485 module.",
            "My USB-to-serial cable has a DB9 plug. Can I connect it to the HUM-232D? " + NDASH
            + " Yes, with a null-modem adapter, because both ends are DTE.",
            "Which baud rates work? " + NDASH + " Everything the microcontroller's UART "
            "makes up to the data-rate limit in section 2, for example 9600, 57600 and "
            "115200 baud.",
        ],
        8,
    )
    s.heading("7 " + BAR + " PRICES", 11)
    s.table(
        [Col("Item", 130), Col("Description", 260), Col("Price", 109, "C")],
        [
            ["HUM-232P", "TTL / RS-232 converter, pin headers", "Rf 95.00"],
            ["HUM-232D", "TTL / RS-232 converter, DB9 female, LEDs", "Rf 145.00"],
            ["NM-DB9-150", "null-modem cable DB9 F/F, 1.5 m", "Rf 120.00"],
        ],
        8,
    )
    return save(s, out / "hum-232.pdf")


# ------------------------------------------------ 1S LiFePO4 charger module (Praia)
def kvf136(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="SOTAVENTO ELETR\u00d3NICA",
        header_right="KVF-136  \u00b7  Carregador LiFePO4 1S / 1S LiFePO4 charger",
        footer_left="Sotavento Eletr\u00f3nica, Lda.  \u00b7  Achada Santo Ant\u00f3nio, Praia, "
        "Cabo Verde  \u00b7  NIF 200 418 773  \u00b7  Ficha t\u00e9cnica FT-136 ed. 2",
        footer_right="folha {page}/{nb}",
        rule_color=(0, 80, 150),
        table_fill=(245, 235, 210),
        accent=(0, 80, 150),
        grid=True,
    )
    s = Sheet(style, "KVF-136 single-cell LiFePO4 charger module")
    s.add_page()
    s.title_block(
        "KVF-136",
        "Carregador linear LiFePO4 de 1 c\u00e9lula / Single-cell LiFePO4 linear charger module",
        "KVF-136-05 (500 mA)  \u00b7  KVF-136-10 (1 A)  \u00b7  entrada USB-C e terminais / "
        "USB-C and solder-pad input  \u00b7  3.6 V",
        22,
    )
    s.heading("1 ~ Descri\u00e7\u00e3o / Description", 10.5, rule=True)
    s.para(
        "PT: O KVF-136 carrega uma c\u00e9lula LiFePO4 (3.2 V nominal) a partir de 5 V, com "
        "corrente constante e depois tens\u00e3o constante de 3.6 V. Dois LED indicam carga e "
        "fim de carga.",
        8.2,
    )
    s.para(
        "EN: The KVF-136 charges one LiFePO4 cell (3.2 V nominal) from 5 V with constant "
        "current followed by a constant 3.6 V. Two LEDs show charging and charge complete. "
        "The charge current is set by RPROG; an optional 10 k" + OHM + " NTC stops charging "
        "when the cell is too cold or too hot.",
        8.2,
    )
    s.heading("2 ~ Caracter\u00edsticas / Characteristics", 10.5, rule=True)
    s.caption(
        "Quadro 1 / Table 1 " + DASH + " Caracter\u00edsticas el\u00e9tricas / Electrical "
        "characteristics (TA = 25 " + DEG + ", VIN = 5 V)",
        8.5,
    )
    s.table(
        [
            Col("Par\u00e2metro / Parameter", 128),
            Col("Condi\u00e7\u00f5es / Conditions", 103),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Unid.", 40, "C"),
        ],
        [
            ["Tens\u00e3o de entrada\nInput voltage", "VIN", "4.5", "5.0", "6.0", "4.5", "5.0",
             "6.0", "V"],
            ["Tens\u00e3o de carga\nCharge voltage", "0 " + ELL + " 45 " + DEG, "3.564", "3.600",
             "3.636", "3.564", "3.600", "3.636", "V"],
            ["Corrente de carga\nCharge current", "VBAT = 3.2 V", "450", "500", "550", "900",
             "1000", "1100", "mA"],
            ["Corrente de pr\u00e9-carga\nPrecharge current", "VBAT < 2.2 V", "", "50", "", "",
             "100", "", "mA"],
            ["Limiar de pr\u00e9-carga\nPrecharge threshold", "VBAT rising", "", "2.2", "", "",
             "2.2", "", "V"],
            ["Corrente de fim de carga\nTermination current", "CV phase", "", "25", "", "", "50",
             "", "mA"],
            ["Limiar de recarga\nRecharge threshold", "VBAT falling", "", "3.40", "", "", "3.40",
             "", "V"],
            ["Corrente de entrada em repouso\nInput supply current", "charge done / no cell",
             "", "0.4", "0.8", "", "0.4", "0.8", "mA"],
            ["Corrente de fuga da bateria\nBattery drain current", "VIN open", "", "1.5", "3",
             "", "1.5", "3", MU + "A"],
            ["Resist\u00eancia RPROG\nRPROG fitted", "1 %", "", "2.4", "", "", "1.2", "",
             "k" + OHM],
            ["Regula\u00e7\u00e3o t\u00e9rmica\nThermal regulation", "die temperature", "", "115",
             "", "", "115", "", DEG],
        ],
        7.4,
        head_rows=[["", "", "KVF-136-05", "<", "<", "KVF-136-10", "<", "<", ""]],
    )
    s.heading("3 ~ Temperatura / Temperature", 10.5, rule=True)
    s.caption("Quadro 2 / Table 2 " + DASH + " Gamas de temperatura / Temperature ranges", 8.5)
    s.table(
        [Col("Par\u00e2metro / Parameter", 300), Col("Min", 60, "C"), Col("Max", 60, "C"),
         Col("Unid.", 79, "C")],
        [
            ["Temperatura ambiente de funcionamento\nOperating ambient temperature", "-20", "+70",
             DEG],
            ["Janela de carga com NTC (10 k" + OHM + ", B = 3435)\nCharging window with NTC "
             "fitted (cell temperature)", "0", "+45", DEG],
            ["Armazenamento\nStorage", "-40", "+85", DEG],
        ],
        7.6,
    )
    s.heading("4 ~ Limites absolutos / Absolute maximum ratings", 10.5, rule=True)
    s.caption("Quadro 3 / Table 3 " + DASH + " Limites absolutos / Absolute maximum ratings", 8.5)
    s.table(
        [Col("Par\u00e2metro / Parameter", 300), Col("Min", 60, "C"), Col("Max", 60, "C"),
         Col("Unid.", 79, "C")],
        [
            ["Tens\u00e3o de entrada / Input voltage VIN", "-0.3", "8.0", "V"],
            ["Tens\u00e3o na bateria / BAT pin voltage", "-0.3", "6.0", "V"],
        ],
        7.6,
    )

    s.add_page()
    s.heading("5 ~ Liga\u00e7\u00f5es / Connections", 10.5, rule=True)
    s.caption("Quadro 4 / Table 4 " + DASH + " Terminais / Terminals", 8.5)
    s.table(
        [Col("Terminal", 90, "C"), Col("Fun\u00e7\u00e3o / Function", 409)],
        [
            ["IN+ / IN-", "Entrada 5 V (paralelo com USB-C) / 5 V input, in parallel with USB-C"],
            ["B+ / B-", "C\u00e9lula LiFePO4 / LiFePO4 cell"],
            ["NTC", "Termistor 10 k" + OHM + " para B- / 10 k" + OHM + " thermistor to B-; "
             "without NTC close jumper J1"],
            ["CHRG (red)", "aceso durante a carga / on while charging"],
            ["STDBY (green)", "aceso no fim de carga / on when charge is complete"],
        ],
        7.6,
    )
    s.heading("6 ~ Notas / Notes", 10.5, rule=True)
    s.bullets(
        [
            "S\u00f3 para LiFePO4. / For LiFePO4 only. Do not use with 4.2 V Li-ion or LiPo "
            "cells: they would stop at 3.6 V, roughly half charged.",
            "Acima de 6.0 V a carga p\u00e1ra. / Above 6.0 V on VIN the charger stops; above "
            "8.0 V it is damaged. Do not connect 6 V solar panels directly (open-circuit "
            "voltage up to 7.5 V) and never a 12 V supply.",
            "Com NTC montado a carga s\u00f3 ocorre entre 0 " + DEG + " e 45 " + DEG + ". / With "
            "the NTC fitted, charging only runs while the cell is between 0 " + DEG + " and "
            "45 " + DEG + "; with J1 closed there is no temperature cut-off.",
            "Dissipa\u00e7\u00e3o / Dissipation: P = (VIN - VBAT) " + TIMES + " ICHG. A "
            "KVF-136-10 charging a 3.0 V cell from 5 V dissipates 2 W; above 115 " + DEG + " "
            "die temperature the charge current is reduced automatically.",
            "Fonte USB / USB source: the KVF-136-10 draws up to 1.1 A. Use a charger or power "
            "bank rated for at least 1.5 A; the KVF-136-05 runs from any USB port.",
        ],
        7.8,
    )
    s.heading("7 ~ Perguntas / Questions", 10.5, rule=True)
    s.bullets(
        [
            "Posso deixar a c\u00e9lula ligada? / Can the cell stay connected? " + NDASH + " Yes. "
            "When the cell falls below 3.40 V a new charge cycle starts by itself.",
            "Posso ligar uma carga ao mesmo tempo? / Can a load run while charging? " + NDASH
            + " A load on B+ takes part of the charge current; with a load above the "
            "termination current the charge never ends.",
            "Serve para duas c\u00e9lulas em s\u00e9rie? / Two cells in series? " + NDASH
            + " No, one cell only (1S).",
        ],
        7.8,
    )
    s.heading("8 ~ Pre\u00e7os / Prices", 10.5, rule=True)
    s.caption("Quadro 5 / Table 5 " + DASH + " Pre\u00e7os / Prices (CVE, IVA inclu\u00eddo)", 8.5)
    s.table(
        [Col("Refer\u00eancia / Item", 150), Col("Descri\u00e7\u00e3o / Description", 240),
         Col("Pre\u00e7o / Price", 109, "C")],
        [
            ["KVF-136-05", "carregador 500 mA / 500 mA charger", "450$00"],
            ["KVF-136-10", "carregador 1 A / 1 A charger", "520$00"],
            ["NTC-10K-B3435", "termistor com fio / thermistor, 10 cm lead", "90$00"],
        ],
        7.6,
    )
    return save(s, out / "kvf-136.pdf")


# ------------------------------------------------ pulse-oximetry / HR sensor IC (Nuuk)
def kbs3102(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="KANGERLUA BIOSIGNAL",
        header_right="KBS3102 / KBS3102G  \u2014  Pulse-oximetry and heart-rate sensor",
        footer_left="Kangerlua Biosignal ApS  \u00b7  Aqqusinersuaq, 3900 Nuuk, Greenland  "
        "\u00b7  KBS3102-DS rev 2.0",
        footer_right="{page}/{nb}",
        rule_color=(40, 70, 120),
        table_fill=(225, 238, 246),
        accent=(20, 60, 110),
        grid=False,
    )
    s = Sheet(style, "KBS3102 pulse-oximetry and heart-rate sensor")
    s.add_page()
    s.title_block(
        "KBS3102",
        "Integrated pulse-oximetry and heart-rate sensor module, I" + SQ + "C",
        "KBS3102: red + IR LEDs  \u00b7  KBS3102G: red + IR + green LEDs  \u00b7  14-pin optical "
        "module, 5.6 " + TIMES + " 3.3 " + TIMES + " 1.55 mm",
        22,
    )

    def description() -> None:
        s.heading("\u25ee 1  General description", 10)
        s.para(
            "The KBS3102 combines LEDs, a photodetector, optical barriers and a low-noise "
            "signal chain with ambient-light cancellation in one reflow-solderable module. "
            "It measures the reflected light of each LED in turn and stores the samples in a "
            "32-deep FIFO that the host reads over I" + SQ + "C.",
            7.6,
        )
        s.para(
            "The core runs from a single 1.8 V supply; the LEDs have their own supply pin. "
            "Wearables, finger-clip oximeters and fitness accessories are typical uses.",
            7.6,
        )

    def features() -> None:
        s.heading("\u25ee 2  Benefits and features", 10)
        s.bullets(
            [
                "Red 660 nm and IR 880 nm LEDs; KBS3102G adds green 537 nm",
                "18-bit ADC with ambient-light cancellation",
                "Shutdown current 0.7 " + MU + "A (typ.)",
                "Sample rate 50 sps to 3200 sps",
                "I" + SQ + "C interface, 7-bit address 0x57",
                "1.8 V core supply, separate LED supply",
                "On-die temperature sensor",
                "-40 " + DEG + " to +85 " + DEG,
            ],
            7.4,
        )

    s.side_by_side(description, features, 255, 16)
    s.heading("\u25ee 3  Absolute maximum ratings", 10.5, rule=True)
    s.caption("Table 1 \u2758 Absolute maximum ratings", 8)
    s.table(
        [Col("Parameter", 300), Col("Rating", 130, "C"), Col("Unit", 69, "C")],
        [
            ["VDD to GND", "-0.3 to +2.2", "V"],
            ["VLED+ to PGND", "-0.3 to +6.0", "V"],
            ["SDA, SCL, INT to GND", "-0.3 to +6.0", "V"],
            ["Continuous input current into any pin", PM + "20", "mA"],
            ["Operating temperature", "-40 to +85", DEG],
            ["Storage temperature", "-40 to +105", DEG],
            ["Soldering temperature (reflow)", "260", DEG],
        ],
        7.4,
    )
    s.heading("\u25ee 4  Electrical characteristics", 10.5, rule=True)
    s.caption(
        "Table 2 \u2758 Electrical characteristics (VDD = 1.8 V, VLED+ = 3.3 V, TA = +25 " + DEG
        + ", unless noted)",
        8,
    )
    s.table(
        [
            Col("Parameter", 108),
            Col("Symbol", 44, "C"),
            Col("Conditions", 167),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["Power supply voltage", "V_{DD}", "guaranteed by PSRR test", "1.7", "1.8", "2.0",
             "V"],
            ["LED supply voltage", "V_{LED}", "VLED+ to PGND", "3.1", "3.3", "5.0", "V"],
            ["Supply current", "I_{DD}", "SpO2 mode, PW = 215 " + MU + "s, 50 sps\n"
             "HR mode, green LED, 100 sps (G only)", "", "600\n650", "1200\n1300", MU + "A"],
            ["Shutdown current", "I_{SHDN}", "MODE = 0x80, TA = 25 " + DEG, "", "0.7", "10",
             MU + "A"],
            ["ADC resolution", "", "", "", "18", "", "bits"],
            ["Sample rate", "", "programmable", "50", "", "3200", "sps"],
            ["LED current", "I_{LED}", "programmable, 0.2 mA steps", "0", "", "51", "mA"],
            ["Temperature sensor\naccuracy", "T_{ACC}", "TA = -40 " + DEG + " to +85 " + DEG, "",
             PM + "1", "", DEG],
            ["I" + SQ + "C clock frequency", "f_{SCL}", "", "0", "", "400", "kHz"],
            ["Input high voltage", "V_{IH}", "SDA, SCL", "1.4", "", "", "V"],
            ["Input low voltage", "V_{IL}", "SDA, SCL", "", "", "0.4", "V"],
            ["Output low voltage", "V_{OL}", "SDA, INT, I_{SINK} = 6 mA", "", "", "0.4", "V"],
        ],
        7.3,
    )

    s.add_page()
    s.heading("\u25ee 5  Optical characteristics", 10.5, rule=True)
    s.caption("Table 3 \u2758 LED characteristics per colour", 8)
    s.table(
        [
            Col("LED", 90),
            Col("Peak wavelength", 100, "C"),
            Col("Spectral half-width", 110, "C"),
            Col("KBS3102", 95, "C"),
            Col("KBS3102G", 104, "C"),
        ],
        [
            ["Red", "660 nm", "20 nm", "yes", "yes"],
            ["Infrared", "880 nm", "30 nm", "yes", "yes"],
            ["Green", "537 nm", "35 nm", DASH, "yes"],
        ],
        7.4,
    )
    s.heading("\u25ee 6  Interface", 10.5, rule=True)
    s.para(
        "The KBS3102 is an I" + SQ + "C slave at the 7-bit address 0x57 (write byte 0xAE, read "
        "byte 0xAF). The address is fixed, so only one KBS3102 can sit on a bus. SDA, SCL and "
        "INT are open-drain and may be pulled up to any voltage up to 5.5 V, independent of "
        "VDD. INT is active low.",
        7.8,
    )
    s.caption("Table 4 \u2758 Register map (excerpt)", 8)
    s.table(
        [Col("Address", 70, "C"), Col("Register", 170), Col("Reset", 70, "C"),
         Col("Notes", 189)],
        [
            ["0x00", "Interrupt Status 1", "0x00", "FIFO almost full, new sample"],
            ["0x02", "Interrupt Enable 1", "0x00", ""],
            ["0x04", "FIFO Write Pointer", "0x00", "0 to 31"],
            ["0x07", "FIFO Data", DASH, "3 bytes per LED per sample"],
            ["0x09", "Mode Configuration", "0x00", "0x02 HR, 0x03 SpO2, 0x07 multi-LED, "
             "0x80 shutdown"],
            ["0x0A", "SpO2 Configuration", "0x00", "ADC range, sample rate, pulse width"],
            ["0x0C", "LED1 Pulse Amplitude (red)", "0x00", "0x00 to 0xFF = 0 to 51 mA"],
            ["0x0D", "LED2 Pulse Amplitude (IR)", "0x00", ""],
            ["0x0E", "LED3 Pulse Amplitude (green)", "0x00", "KBS3102G only"],
            ["0x1F", "Die Temperature Integer", DASH, "two's complement, 1 " + DEG + " / LSB"],
            ["0xFF", "Part ID", "0x15", "read only"],
        ],
        7.3,
    )
    s.heading("\u25ee 7  Application information", 10.5, rule=True)
    s.bullets(
        [
            "Power VDD from a 1.8 V LDO. VDD must never exceed 2.2 V: do not connect VDD to a "
            "3.3 V rail.",
            "VLED+ can come from the 3.3 V system rail; decouple it with 10 " + MU + "F close to "
            "the module, because each LED pulse draws up to 51 mA.",
            "SpO2 accuracy depends on the finger contact, the algorithm and the calibration of "
            "the end product; it is not specified for the KBS3102 itself. The KBS3102 is not "
            "a medical device.",
            "The ambient-light cancellation removes 50 / 60 Hz lamp flicker and slow daylight "
            "changes. Keep direct sunlight off the optical window.",
        ],
        7.6,
    )
    s.heading("\u25ee 8  Ordering information", 10.5, rule=True)
    s.table(
        [Col("Part number", 150), Col("LEDs", 150), Col("Packing", 199)],
        [
            ["KBS3102EFD+T", "red, IR", "tape and reel, 2500 pcs"],
            ["KBS3102GEFD+T", "red, IR, green", "tape and reel, 2500 pcs"],
            ["KBS3102-EVK", "KBS3102G on a breakout with 1.8 V LDO", "evaluation kit"],
        ],
        7.4,
    )
    return save(s, out / "kbs3102.pdf")


# ------------------------------------------------ IR obstacle sensor module (St. George's)
def spkir03(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="SPICE ISLE MAKER SHOP",
        header_right="SPK-IR03 \u00b7 SPK-IR03E  IR obstacle sensor modules",
        footer_left="Spice Isle Maker Shop Ltd. \u00b7 Grand Anse, St. George's, Grenada W.I. "
        "\u00b7 prices in EC$ incl. 15 % VAT",
        footer_right="p.{page}/{nb}",
        rule_color=(140, 80, 40),
        table_fill=(246, 234, 220),
        accent=(140, 80, 40),
        grid=True,
    )
    s = Sheet(style, "SPK-IR03 infrared obstacle sensor module")
    s.add_page()
    s.title_block(
        "SPK-IR03 / SPK-IR03E",
        "Infrared obstacle-avoidance sensor module (comparator output)",
        "IR LED + photodiode pair, 393-type comparator, sensitivity trimmer  \u00b7  the "
        "SPK-IR03E adds an EN pin that switches the IR LED off",
        21,
    )
    s.heading("\u273e QUICK SPECS", 11)
    s.leaders(
        [
            ("Working voltage", "3.3 " + NDASH + " 5.0 V DC"),
            ("Detection distance", "2 " + NDASH + " 30 cm (adjustable, white paper, 5 V)"),
            ("Output", "digital, LOW = obstacle"),
            ("Detection angle", "35\u00b0"),
            ("IR wavelength", "940 nm"),
            ("Board size", "32 " + TIMES + " 14 mm, one M3 hole"),
        ],
        8.5,
    )
    s.heading("\u273e SPECIFICATIONS", 11)
    s.table(
        [
            Col("Parameter", 115),
            Col("Condition", 160),
            Col("SPK-IR03", 80, "C"),
            Col("SPK-IR03E", 80, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Supply voltage", "", "3.3 " + NDASH + " 5.0", "3.3 " + NDASH + " 5.0", "V"],
            ["Supply current\n(IR LED on)", "VCC = 5.0 V\nVCC = 3.3 V", "23\n14", "24\n15", "mA"],
            ["Supply current\n(IR LED off)", "VCC = 5.0 V, EN = low\nVCC = 3.3 V, EN = low",
             DASH + "\n" + DASH, "1.2\n0.8", "mA"],
            ["Detection distance", "VCC = 5.0 V, white paper\nVCC = 3.3 V, white paper",
             "2 " + NDASH + " 30\n2 " + NDASH + " 20", "2 " + NDASH + " 30\n2 " + NDASH + " 20",
             "cm"],
            ["Output type", "", "digital, active low", "digital, active low", DASH],
            ["Output high level", "10 k" + OHM + " pull-up", "VCC", "VCC", "V"],
            ["Output sink current", "OUT low", "15", "15", "mA"],
            ["Response time", "obstacle to OUT low", "< 2", "< 2", "ms"],
            ["EN input", "IR LED on / off", DASH, "high / low", DASH],
            ["Operating temperature", "", "-10 " + NDASH + " +50", "-10 " + NDASH + " +50", DEG],
        ],
        7.8,
        head_rows=[["", "", "Version", "<", ""]],
    )
    s.heading("\u273e PINS", 11)
    s.table(
        [Col("Pin", 60, "C"), Col("SPK-IR03", 100, "C"), Col("SPK-IR03E", 100, "C"),
         Col("Function", 239)],
        [
            ["1", "VCC", "VCC", "3.3 " + NDASH + " 5.0 V"],
            ["2", "GND", "GND", "ground"],
            ["3", "OUT", "OUT", "LOW when an obstacle is seen"],
            ["4", DASH, "EN", "HIGH or open = IR LED on (10 k" + OHM + " pull-up)"],
        ],
        7.8,
    )

    s.add_page()
    s.heading("\u273e HOOK-UP NOTES", 11)
    s.bullets(
        [
            "OUT is pulled up to VCC by 10 k" + OHM + ". On 3.3 V boards (ESP32, Raspberry Pi) "
            "power the module from 3.3 V, otherwise the 5 V high level reaches the GPIO pin.",
            "At 3.3 V the IR LED is dimmer and the maximum distance drops to about 20 cm.",
            "Black, dark-blue and shiny surfaces reflect little IR. They are only detected "
            "much closer than white paper.",
            "Direct sunlight and halogen lamps blind the receiver and the output may stay LOW. "
            "The module is meant for indoor use.",
            "The module only tells obstacle / no obstacle; it does not measure distance.",
            "The green LED on the board lights with OUT low; the red LED shows power.",
        ],
        8,
    )
    s.heading("\u273e FAQ", 11)
    s.bullets(
        [
            "Can I read the distance on an analog pin? " + NDASH + " No. Neither version has an "
            "analog output. For distance, use a time-of-flight sensor.",
            "Can I use it for line following? " + NDASH + " Yes, mounted 1 " + NDASH + " 2 cm "
            "above the floor, with the trimmer turned down.",
            "Why does the obstacle LED stay on? " + NDASH + " The trimmer is set too sensitive. "
            "Turn it anticlockwise until the LED goes off with nothing in front.",
            "What is EN for? " + NDASH + " On the SPK-IR03E, EN low switches the IR LED off, so "
            "battery robots can save current between readings. Allow 1 ms after EN goes high "
            "before reading OUT.",
        ],
        8,
    )
    s.heading("\u273e PRICES", 11)
    s.table(
        [Col("SKU", 120), Col("Description", 270), Col("Price", 109, "C")],
        [
            ["SPK-IR03", "IR obstacle module, 3-pin", "EC$ 6.50"],
            ["SPK-IR03E", "IR obstacle module with EN, 4-pin", "EC$ 8.00"],
            ["SPK-IR03-5", "5 " + TIMES + " SPK-IR03", "EC$ 28.00"],
        ],
        8,
    )
    return save(s, out / "spk-ir03.pdf")
