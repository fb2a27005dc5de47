"""Hold-out 135 datasheets, part 2: a logic-level dual N-channel MOSFET, a barometric
altimeter module with an on-board 3.3 V regulator, a 38 kHz infrared receiver module family
and a 24-bit load-cell ADC board with a two-wire interface.

An Astana (Kazakhstan) power-semiconductor house data sheet ("⁂ n" heads, "Table n ―"
captions below the tables, a product-summary card beside the features, drain current and
power dissipation stacked per ambient temperature, on-resistance stacked per gate voltage,
a typical-characteristics plot and an ordering / marking table as decoys), a Bucaramanga
(Colombia) sensor-module maker "ficha técnica" in Spanish / English ("n.- Título / Title"
heads, "Tabla n / Table n" captions above the tables, module vs sensor ranges, standby
current stacked per LED jumper, a measurement-mode table, the bus address only in prose,
a pin table and a price list), a Gwangju (Korea) opto-component house data sheet ("⬟ n."
heads, "<Table n>" captions, a version table per carrier frequency, supply current stacked
per supply voltage, pin and ordering tables as decoys) and an Arusha (Tanzania) maker-store
sheet with Swahili / English heads ("➽" heads, TZS prices, column groups per version,
full-scale input stacked per gain, timing table as a decoy, tips).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

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
ARROW = "\u2192"
TIMES = "\u00d7"
MIDDOT = "\u00b7"
MINUS = "\u2212"
APPROX = "\u2248"


# ------------------------------------------------ dual N-channel MOSFET (Astana)
def znt6822(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Steppe Power Devices",
        header_right="ZNT6822  Dual N-Channel MOSFET  " + MIDDOT + "  Product data sheet",
        footer_left="Steppe Power Devices LLP  " + MIDDOT + "  Mangilik El Ave. 55, Astana, "
        "Kazakhstan  " + MIDDOT + "  BIN 180540012345",
        footer_right="ZNT6822 Rev 1.1  " + MIDDOT + "  {page}/{nb}",
        rule_color=(60, 64, 70),
        table_fill=(232, 242, 248),
        accent=(60, 64, 70),
        grid=False,
    )
    mark = "\u2042 "
    cap = "\u2015"
    s = Sheet(style, "ZNT6822 dual N-channel enhancement-mode MOSFET")
    s.add_page()
    s.title_block(
        "ZNT6822",
        "Dual N-Channel Enhancement-Mode MOSFET, 30 V, Logic Level (1.8 V Gate Drive)",
        "ZNT6822S: SOP-8   "
        + MIDDOT
        + "   ZNT6822D: DFN3"
        + TIMES
        + "3-8   "
        + MIDDOT
        + "   Product data sheet, Rev 1.1, 2024-02",
        20,
    )

    def summary() -> None:
        s.heading(mark + "1  Product summary", 9.5)
        s.table(
            [Col("", 120), Col("", 100, "C")],
            [
                ["V_{DS}", "30 V"],
                ["R_{DS(on)} max. at V_{GS} = 4.5 V", "24 m" + OHM],
                ["R_{DS(on)} max. at V_{GS} = 2.5 V", "33 m" + OHM],
                ["R_{DS(on)} max. at V_{GS} = 1.8 V", "52 m" + OHM],
                ["I_{D} (T_{A} = 25 " + DEG + ")", "6.5 A"],
                ["Q_{g} typ. (V_{GS} = 4.5 V)", "7.2 nC"],
            ],
            7.5,
            show_head=False,
        )

    def features() -> None:
        s.heading(mark + "2  Features", 9.5)
        s.bullets(
            [
                "Two independent N-channel MOSFETs in one package",
                "Trench technology, low on-resistance at low gate voltage",
                "RDS(on) specified down to VGS = 1.8 V: driven directly from 1.8 V, 3.3 V and "
                "5 V logic",
                "Fast switching, low gate charge",
                "Lead-free, halogen-free, RoHS compliant",
            ],
            7.5,
            "\u25e6",
        )
        s.heading(mark + "3  Applications", 9.5)
        s.para(
            "Load switches, LED strip and fan drivers, DC-DC synchronous rectification, battery "
            "protection, motor and solenoid drivers in 5 V to 24 V systems.",
            7.5,
        )

    s.side_by_side(summary, features, 230, 16)
    s.heading(mark + "4  Absolute maximum ratings", 9.5, rule=True)
    s.para("TA = 25 " + DEG + " unless otherwise noted; each channel.", 7.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Conditions", 110),
            Col("Limit", 70, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Drain-source voltage", "V_{DS}", "", "30", "V"],
            ["Gate-source voltage", "V_{GS}", "", PM + "12", "V"],
            [
                "Continuous drain current",
                "I_{D}",
                "T_{A} = 25 " + DEG + "\nT_{A} = 70 " + DEG,
                "6.5\n5.2",
                "A",
            ],
            ["Pulsed drain current", "I_{DM}", "t_{p} " + LE + " 10 " + MU + "s", "26", "A"],
            ["Continuous source current (body diode)", "I_{S}", "", "2.5", "A"],
            [
                "Power dissipation",
                "P_{D}",
                "T_{A} = 25 " + DEG + "\nT_{A} = 70 " + DEG,
                "2.0\n1.3",
                "W",
            ],
            [
                "Operating junction and storage\ntemperature range",
                "T_{J}, T_{stg}",
                "",
                "-55 to +150",
                DEG,
            ],
        ],
        7.5,
    )
    s.caption("Table 1 " + cap + " Absolute maximum ratings", 7.5)
    s.heading(mark + "5  Thermal characteristics", 9.5, rule=True)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Conditions", 110),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            [
                "Junction-to-ambient",
                "R_{" + "\u03b8" + "JA}",
                "t " + LE + " 10 s\nsteady state",
                "50\n85",
                "62.5\n110",
                DEG + "/W",
            ],
            [
                "Junction-to-lead (drain)",
                "R_{" + "\u03b8" + "JL}",
                "steady state",
                "24",
                "30",
                DEG + "/W",
            ],
        ],
        7.5,
    )
    s.caption(
        "Table 2 " + cap + " Thermal resistance; device on 1 in" + SQ + " 2 oz copper pad, FR-4",
        7.5,
    )
    s.figure(
        "Figure 1 "
        + cap
        + " Typical on-resistance vs gate-source voltage (ID = 4 A, TJ = 25 "
        + DEG
        + ")",
        "VGS (V)",
        "RDS(on) (m" + OHM + ")",
        ["1.5", "2.0", "2.5", "3.0", "3.5", "4.0", "4.5"],
        ["0", "20", "40", "60", "80"],
        [
            (
                "typical",
                [
                    (0.0, 0.62),
                    (0.1, 0.48),
                    (0.2, 0.39),
                    (0.33, 0.31),
                    (0.5, 0.27),
                    (0.67, 0.255),
                    (0.83, 0.245),
                    (1.0, 0.238),
                ],
            )
        ],
        height=100,
        width=260,
    )

    s.add_page()
    s.heading(mark + "6  Electrical characteristics", 9.5, rule=True)
    s.para("TJ = 25 " + DEG + " unless otherwise noted; each channel.", 7.5)
    s.table(
        [
            Col("Parameter", 108),
            Col("Symbol", 52, "C"),
            Col("Test conditions", 145),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 62, "C"),
        ],
        [
            ["Static"],
            [
                "Drain-source breakdown\nvoltage",
                "V_{(BR)DSS}",
                "V_{GS} = 0 V, I_{D} = 250 " + MU + "A",
                "30",
                "",
                "",
                "V",
            ],
            [
                "Zero gate voltage\ndrain current",
                "I_{DSS}",
                "V_{DS} = 24 V, V_{GS} = 0 V",
                "",
                "",
                "1",
                MU + "A",
            ],
            [
                "Gate-body leakage",
                "I_{GSS}",
                "V_{GS} = " + PM + "12 V, V_{DS} = 0 V",
                "",
                "",
                PM + "100",
                "nA",
            ],
            [
                "Gate threshold voltage",
                "V_{GS(th)}",
                "V_{DS} = V_{GS}, I_{D} = 250 " + MU + "A",
                "0.5",
                "0.85",
                "1.2",
                "V",
            ],
            [
                "Drain-source\non-resistance",
                "R_{DS(on)}",
                "V_{GS} = 4.5 V, I_{D} = 5 A\nV_{GS} = 2.5 V, I_{D} = 4 A\nV_{GS} = 1.8 V, "
                "I_{D} = 2 A",
                "",
                "19\n25\n36",
                "24\n33\n52",
                "m" + OHM,
            ],
            ["Forward transconductance", "g_{fs}", "V_{DS} = 5 V, I_{D} = 5 A", "", "18", "", "S"],
            [
                "Diode forward voltage",
                "V_{SD}",
                "I_{S} = 1 A, V_{GS} = 0 V",
                "",
                "0.75",
                "1.0",
                "V",
            ],
            ["Dynamic"],
            [
                "Input capacitance",
                "C_{iss}",
                "V_{DS} = 15 V, V_{GS} = 0 V,\nf = 1 MHz",
                "",
                "620",
                "",
                "pF",
            ],
            ["Output capacitance", "C_{oss}", "", "", "95", "", "pF"],
            ["Reverse transfer\ncapacitance", "C_{rss}", "", "", "70", "", "pF"],
            [
                "Total gate charge",
                "Q_{g}",
                "V_{DS} = 15 V, V_{GS} = 4.5 V,\nI_{D} = 5 A",
                "",
                "7.2",
                "10",
                "nC",
            ],
            ["Gate-source charge", "Q_{gs}", "", "", "1.1", "", "nC"],
            ["Gate-drain charge", "Q_{gd}", "", "", "2.0", "", "nC"],
            ["Switching"],
            [
                "Turn-on delay time",
                "t_{d(on)}",
                "V_{DD} = 15 V, R_{L} = 3 " + OHM + ",\nV_{GEN} = 4.5 V, R_{G} = 6 " + OHM,
                "",
                "6",
                "",
                "ns",
            ],
            ["Rise time", "t_{r}", "", "", "12", "", "ns"],
            ["Turn-off delay time", "t_{d(off)}", "", "", "28", "", "ns"],
            ["Fall time", "t_{f}", "", "", "9", "", "ns"],
        ],
        7.3,
    )
    s.caption("Table 3 " + cap + " Electrical characteristics", 7.5)
    s.heading(mark + "7  Application note", 9.5, rule=True)
    s.para(
        "Logic-level gate: RDS(on) is specified down to VGS = 1.8 V, so the GPIO of a 3.3 V or "
        "5 V microcontroller drives the ZNT6822 directly. Put a 100 " + OHM + " resistor in "
        "series with the gate and a 100 k" + OHM + " resistor from gate to source so the "
        "channel stays off while the controller boots. Both channels share no terminals; they "
        "may be paralleled for twice the current.",
        7.5,
    )
    s.heading(mark + "8  Ordering and marking", 9.5, rule=True)
    s.table(
        [
            Col("Ordering code", 110),
            Col("Package", 100, "C"),
            Col("Marking", 80, "C"),
            Col("Reel", 70, "C"),
            Col("Quantity per reel", 139, "C"),
        ],
        [
            ["ZNT6822S-R", "SOP-8", "6822", "13 in", "4000"],
            ["ZNT6822D-R", "DFN3" + TIMES + "3-8", "Z22", "7 in", "5000"],
        ],
        7.5,
    )
    s.caption("Table 4 " + cap + " Ordering information", 7.5)
    revision_table(
        s,
        [
            ["2023-07-11", "1.0", "Initial release"],
            ["2024-02-26", "1.1", "DFN package added; RDS(on) at 1.8 V"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "znt6822.pdf")


# ------------------------------------------------ barometric altimeter module (Bucaramanga)
def alb388(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="SANTANDER SENS" + "\u00d3" + "RICA",
        header_right="ALB-388  "
        + MIDDOT
        + "  M"
        + "\u00f3"
        + "dulo alt"
        + "\u00ed"
        + "metro / Altimeter module  "
        + MIDDOT
        + "  Ficha t"
        + "\u00e9"
        + "cnica / Data sheet v2.0",
        footer_left="Santander Sens" + "\u00f3" + "rica S.A.S.  " + MIDDOT + "  Cra. 27 # 36-14, "
        "Bucaramanga, Colombia  " + MIDDOT + "  NIT 901234567-8",
        footer_right="Hoja {page} de {nb}",
        rule_color=(110, 70, 40),
        table_fill=(250, 244, 228),
        accent=(110, 70, 40),
        grid=True,
    )
    s = Sheet(style, "ALB-388 barometric altimeter module")
    s.add_page()
    s.title_block(
        "ALB-388",
        "M" + "\u00f3" + "dulo alt" + "\u00ed" + "metro barom" + "\u00e9" + "trico / Barometric "
        "altimeter module " + DASH + " I" + SQ + "C + SPI, regulador de 3.3 V / on-board 3.3 V "
        "regulator",
        "Ref. SS-ALB388 (pines / pin header)  " + MIDDOT + "  SS-ALB388-Q (conectores JST-SH / "
        "JST-SH connectors)  " + MIDDOT + "  Ficha t" + "\u00e9" + "cnica / Data sheet v2.0, "
        "2024-05",
        20,
    )

    def desc() -> None:
        s.heading("1.- Descripci" + "\u00f3" + "n / Description", 10)
        s.para(
            "El ALB-388 mide presi" + "\u00f3" + "n absoluta y temperatura para calcular la "
            "altitud.",
            8,
        )
        s.para(
            "The ALB-388 carries a MEMS pressure and temperature sensor, a low-dropout 3.3 V "
            "regulator, 10 k"
            + OHM
            + " I"
            + SQ
            + "C pull-ups and a power LED on a 20 "
            + TIMES
            + " 15 mm board. It runs from 3.3 V or 5 V boards and talks I"
            + SQ
            + "C "
            "or SPI. Typical uses: drone altimeters, weather stations, indoor floor "
            "detection.",
            8,
        )

    def feats() -> None:
        s.heading("2.- Caracter" + "\u00ed" + "sticas / Features", 10)
        s.bullets(
            [
                "300 " + ELL + " 1100 hPa (+9000 " + ELL + " -500 m)",
                "Relative accuracy " + PM + "0.06 hPa (" + APPROX + " " + PM + "0.5 m)",
                "Output data rate up to 200 Hz",
                "I" + SQ + "C and SPI (3- and 4-wire)",
                "VIN 3.3 " + ELL + " 5.5 V",
            ],
            8,
            "\u2022",
        )

    s.side_by_side(desc, feats, 285, 16)
    s.caption(
        "Tabla 1 / Table 1 "
        + DASH
        + " Datos el"
        + "\u00e9"
        + "ctricos del m"
        + "\u00f3"
        + "dulo / Module electrical data (TA = 25 "
        + DEG
        + ")",
        8.5,
    )
    s.table(
        [
            Col("Par" + "\u00e1" + "metro / Parameter", 160),
            Col("Condici" + "\u00f3" + "n / Condition", 130),
            Col("M" + "\u00ed" + "n", 45, "C"),
            Col("T" + "\u00ed" + "p", 45, "C"),
            Col("M" + "\u00e1" + "x", 45, "C"),
            Col("Unidad / Unit", 74, "C"),
        ],
        [
            [
                "Tensi" + "\u00f3" + "n de alimentaci" + "\u00f3" + "n /\nSupply voltage VIN",
                "",
                "3.3",
                "5.0",
                "5.5",
                "V",
            ],
            [
                "Salida del regulador /\nRegulator output (3V3 pin)",
                "VIN " + GE + " 3.6 V",
                "3.23",
                "3.30",
                "3.37",
                "V",
            ],
            [
                "Corriente disponible en 3V3 /\nCurrent available at 3V3",
                "for external parts",
                "",
                "",
                "50",
                "mA",
            ],
            [
                "Corriente en reposo /\nStandby current (sensor asleep)",
                "LED encendido / power LED on\nJP1 abierto / JP1 cut (LED off)",
                "",
                "0.95\n0.06",
                "1.3\n0.09",
                "mA",
            ],
            ["Pull-ups I" + SQ + "C", "SDA, SCL to 3V3", "", "10", "", "k" + OHM],
            [
                "Temperatura de operaci" + "\u00f3" + "n /\nOperating temperature (module)",
                "",
                "-20",
                "",
                "+70",
                DEG,
            ],
        ],
        7.8,
    )
    s.caption(
        "Tabla 2 / Table 2 " + DASH + " Sensor (VDD = 3.3 V del regulador / from the regulator)",
        8.5,
    )
    s.table(
        [
            Col("Par" + "\u00e1" + "metro / Parameter", 160),
            Col("Condici" + "\u00f3" + "n / Condition", 130),
            Col("M" + "\u00ed" + "n", 45, "C"),
            Col("T" + "\u00ed" + "p", 45, "C"),
            Col("M" + "\u00e1" + "x", 45, "C"),
            Col("Unidad / Unit", 74, "C"),
        ],
        [
            ["Rango de presi" + "\u00f3" + "n /\nPressure range", "", "300", "", "1100", "hPa"],
            [
                "Exactitud absoluta /\nAbsolute accuracy",
                "0 "
                + ELL
                + " +65 "
                + DEG
                + ", 900 "
                + ELL
                + " 1100 hPa\n-20 "
                + ELL
                + " +70 "
                + DEG
                + ", 300 "
                + ELL
                + " 1100 hPa",
                "-0.5\n-1.0",
                "",
                "+0.5\n+1.0",
                "hPa",
            ],
            [
                "Exactitud relativa /\nRelative accuracy",
                "900 " + ELL + " 1100 hPa, 25 " + ELL + " 40 " + DEG,
                "-0.06",
                "",
                "+0.06",
                "hPa",
            ],
            ["Deriva por soldadura /\nSolder drift", "after reflow", "-0.5", "", "+0.5", "hPa"],
            ["Rango de temperatura /\nTemperature range (sensor)", "", "-40", "", "+85", DEG],
            [
                "Exactitud de temperatura /\nTemperature accuracy",
                "0 " + ELL + " +65 " + DEG,
                "-1.0",
                PM + "0.5",
                "+1.0",
                DEG,
            ],
            ["Frecuencia de datos /\nOutput data rate", "low-power mode", "", "", "200", "Hz"],
        ],
        7.8,
    )
    s.caption(
        "Tabla 3 / Table 3 " + DASH + " Modos de medici" + "\u00f3" + "n / Measurement "
        "modes (sensor current at 1 Hz)",
        8.5,
    )
    s.table(
        [
            Col("Modo / Mode", 110),
            Col("Oversampling", 70, "C"),
            Col("ODR m" + "\u00e1" + "x.", 60, "C"),
            Col("Corriente / Current", 90, "C"),
            Col("Ruido / RMS noise", 90, "C"),
            Col("Altitud / Altitude", 79, "C"),
        ],
        [
            [
                "Bajo consumo / Low power",
                TIMES + "1",
                "200 Hz",
                "3.2 " + MU + "A",
                "0.030 hPa",
                "25 cm",
            ],
            [
                "Est" + "\u00e1" + "ndar / Standard",
                TIMES + "4",
                "100 Hz",
                "7.5 " + MU + "A",
                "0.015 hPa",
                "12 cm",
            ],
            [
                "Alta resoluci" + "\u00f3" + "n / High res.",
                TIMES + "16",
                "25 Hz",
                "22 " + MU + "A",
                "0.006 hPa",
                "5 cm",
            ],
            ["Ultra", TIMES + "32", "12.5 Hz", "40 " + MU + "A", "0.004 hPa", "3.5 cm"],
            ["Reposo / Sleep", DASH, DASH, "0.3 " + MU + "A", DASH, DASH],
        ],
        7.8,
    )

    s.add_page()
    s.heading("3.- Interfaz / Interface", 10, rule=True)
    s.para(
        "I" + SQ + "C: direcci" + "\u00f3" + "n 0x77 de f" + "\u00e1" + "brica. / The module "
        "answers at the 7-bit address 0x77 as shipped (ADR pad open, SDO pulled high); bridge "
        "the ADR pad to GND for 0x76. With the on-board 10 k" + OHM + " pull-ups use SCL clocks "
        "up to 400 kHz.",
        8,
    )
    s.para(
        "SPI: CSB low at power-up selects SPI, modes 0 and 3, SCK up to 10 MHz. SDO drives "
        "3.3 V levels.",
        8,
    )
    s.caption("Tabla 4 / Table 4 " + DASH + " Pines / Pinout", 8.5)
    s.table(
        [
            Col("Pin", 40, "C"),
            Col("Nombre / Name", 90, "C"),
            Col("Funci" + "\u00f3" + "n / Function", 369),
        ],
        [
            ["1", "VIN", "Alimentaci" + "\u00f3" + "n / supply 3.3 " + ELL + " 5.5 V"],
            ["2", "GND", "Tierra / ground"],
            ["3", "3V3", "Salida del regulador / regulator output, 50 mA max."],
            ["4", "SCL / SCK", "Reloj I" + SQ + "C o SPI / I" + SQ + "C or SPI clock"],
            [
                "5",
                "SDA / SDI",
                "Datos I" + SQ + "C o entrada SPI / I" + SQ + "C data or SPI data in",
            ],
            [
                "6",
                "SDO / ADR",
                "Salida SPI o bit de direcci" + "\u00f3" + "n / SPI data out or address bit",
            ],
            [
                "7",
                "CSB",
                "Selecci" + "\u00f3" + "n SPI / SPI chip select (10 k" + OHM + " pull-up to 3V3)",
            ],
            ["8", "INT", "Dato listo / data-ready interrupt, 3.3 V push-pull"],
        ],
        7.8,
    )
    s.heading("4.- Notas de conexi" + "\u00f3" + "n / Wiring notes", 10, rule=True)
    s.bullets(
        [
            "5 V Arduino (Uno, Nano, Mega) por I"
            + SQ
            + "C: s"
            + "\u00ed"
            + ". / Over I"
            + SQ
            + "C: yes. Power VIN from 5 V; SDA and SCL are pulled up to 3.3 V on the module "
            "and the ATmega reads 3.3 V as HIGH. Do not add pull-ups to 5 V.",
            "SPI: SDI, SCK y CSB no toleran 5 V. / The SPI inputs SDI, SCK and CSB are not 5 V "
            "tolerant (3.6 V max.): with 5 V boards use a level shifter.",
            "ESP32, Raspberry Pi, 3.3 V boards: power VIN from 3.3 V or 5 V. At VIN = 3.3 V the "
            "regulator is in dropout and the sensor runs at about 3.2 V, which is fine.",
            "Altitud / Altitude: the module reports pressure; compute altitude with the "
            "barometric formula. Near sea level 1 hPa " + APPROX + " 8.3 m.",
            "Para medir r" + "\u00e1" + "pido, cubra el sensor de la luz y del viento. / Shield "
            "the sensor port from direct sunlight and air drafts; both show up as altitude noise.",
        ],
        8,
        "\u2022",
    )
    s.caption(
        "Tabla 5 / Table 5 " + DASH + " Precios / Prices (COP, IVA 19 % incluido / incl. VAT)", 8.5
    )
    s.table(
        [
            Col("Referencia", 120),
            Col("Descripci" + "\u00f3" + "n / Description", 260),
            Col("Precio / Price", 119, "C"),
        ],
        [
            ["SS-ALB388", "ALB-388, pines / pin header", "$ 38.900"],
            ["SS-ALB388-Q", "ALB-388, conectores / JST-SH connectors", "$ 46.500"],
            ["SS-CAB-JSH4", "Cable JST-SH 4 hilos, 15 cm", "$ 4.200"],
        ],
        7.8,
    )
    s.caption("Tabla 6 / Table 6 " + DASH + " Historial / Revision history", 8.5)
    revision_table(
        s,
        [
            ["2023-09-05", "1.0", "Primera versi" + "\u00f3" + "n / first version"],
            ["2024-05-13", "2.0", "JP1 para apagar el LED / LED jumper; SS-ALB388-Q"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "alb-388.pdf")


# ------------------------------------------------ 38 kHz IR receiver module family (Gwangju)
def krx56(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="MUDEUNG OPTOELECTRONICS",
        header_right="KRX-56 series  IR receiver modules  " + MIDDOT + "  Data sheet",
        footer_left="Mudeung Optoelectronics Co., Ltd.  " + MIDDOT + "  Cheomdan-gwagiro, "
        "Buk-gu, Gwangju, Korea  " + MIDDOT + "  Doc. No. MDO-DS-0562 Rev.2",
        footer_right="({page} / {nb})",
        rule_color=(95, 45, 110),
        table_fill=None,
        accent=(95, 45, 110),
        grid=False,
    )
    mark = "\u2b1f "
    s = Sheet(style, "KRX-56 series IR receiver modules for remote control systems")
    s.add_page()
    s.title_block(
        "KRX-56 series",
        "IR Receiver Modules for Remote Control Systems",
        "KRX-5636 / KRX-5638 / KRX-5640 / KRX-5656  " + MIDDOT + "  carrier 36 / 38 / 40 / 56 "
        "kHz  " + MIDDOT + "  3-lead side-view mold package",
        20,
    )

    def desc() -> None:
        s.heading(mark + "1. Description", 10)
        s.para(
            "The KRX-56 series are miniaturized receivers for infrared remote control systems. "
            "A PIN photodiode and a preamplifier are assembled on a lead frame; the epoxy "
            "package acts as an IR filter. The demodulated output can be decoded directly by a "
            "microprocessor. The series covers the common carrier frequencies and data "
            "formats.",
            7.8,
        )

    def feats() -> None:
        s.heading(mark + "2. Features", 10)
        s.bullets(
            [
                "Photo detector and preamplifier in one package",
                "Internal band-pass filter for the carrier",
                "Supply voltage 2.5 V to 5.5 V",
                "Low supply current",
                "Improved immunity against ambient light",
                "Active-low output, TTL and CMOS compatible",
                "Reception distance up to 18 m",
            ],
            7.8,
            "\u2022",
        )

    s.side_by_side(desc, feats, 260, 16)
    s.caption("<Table 1> Parts table", 8)
    s.table(
        [
            Col("Part number", 110),
            Col("Carrier frequency", 110, "C"),
            Col("Typical data formats", 279),
        ],
        [
            ["KRX-5636", "36 kHz", "RC-5, RC-6"],
            ["KRX-5638", "38 kHz", "NEC, Japanese format (AEHA), most air-conditioner remotes"],
            ["KRX-5640", "40 kHz", "Sony SIRC"],
            ["KRX-5656", "56 kHz", "RCA, high data rate codes"],
        ],
        7.8,
    )
    s.heading(mark + "3. Absolute maximum ratings", 10, rule=True)
    s.caption("<Table 2> Absolute maximum ratings (Ta = 25 " + DEG + ")", 8)
    s.table(
        [
            Col("Parameter", 190),
            Col("Test condition", 110),
            Col("Symbol", 60, "C"),
            Col("Value", 80, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltage", "", "V_{S}", "-0.3 to +6.0", "V"],
            ["Supply current", "", "I_{S}", "3", "mA"],
            ["Output voltage", "", "V_{O}", "-0.3 to V_{S} + 0.3", "V"],
            ["Output current", "", "I_{O}", "5", "mA"],
            ["Junction temperature", "", "T_{j}", "100", DEG],
            ["Storage temperature range", "", "T_{stg}", "-40 to +100", DEG],
            ["Operating temperature range", "", "T_{amb}", "-25 to +85", DEG],
            ["Power consumption", "T_{amb} " + LE + " 85 " + DEG, "P_{tot}", "30", "mW"],
            ["Soldering temperature", "t " + LE + " 5 s, 1 mm from case", "T_{sd}", "260", DEG],
        ],
        7.8,
    )
    s.heading(mark + "4. Pin assignment", 10, rule=True)
    s.table(
        [Col("Pin", 60, "C"), Col("Symbol", 80, "C"), Col("Function", 359)],
        [
            ["1", "OUT", "Demodulated output, active low, internal pull-up to V_{S}"],
            ["2", "GND", "Ground"],
            ["3", "V_{S}", "Supply voltage"],
        ],
        7.8,
    )
    s.para("Lead pitch 2.54 mm; viewed from the lens side, pin 1 on the left.", 7.5)

    s.add_page()
    s.heading(mark + "5. Electrical and optical characteristics", 10, rule=True)
    s.caption(
        "<Table 3> Electrical and optical characteristics (Ta = 25 " + DEG + ", VS = 5 V "
        "unless otherwise specified)",
        8,
    )
    s.table(
        [
            Col("Parameter", 110),
            Col("Test condition", 140),
            Col("Symbol", 50, "C"),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 67, "C"),
        ],
        [
            ["Supply voltage", "", "V_{S}", "2.5", "", "5.5", "V"],
            [
                "Supply current",
                "E_{v} = 0, no signal\nV_{S} = 5 V\nV_{S} = 3.3 V",
                "I_{SD}",
                "\n\n",
                "\n0.35\n0.30",
                "\n0.55\n0.45",
                "mA",
            ],
            ["", "E_{v} = 40 klx, sunlight", "I_{SH}", "", "0.45", "", "mA"],
            [
                "Transmission distance",
                "E_{v} = 0, test signal of\nfig. 1, IR diode 940 nm,\nI_{F} = 250 mA",
                "d",
                "12",
                "18",
                "",
                "m",
            ],
            ["Output voltage low", "I_{OSL} = 2 mA", "V_{OSL}", "", "", "0.25", "V"],
            ["Internal pull-up", "OUT to V_{S}", "R_{PU}", "", "30", "", "k" + OHM],
            [
                "Minimum irradiance",
                "test signal of fig. 1",
                "E_{e min}",
                "",
                "0.25",
                "0.40",
                "mW/m" + SQ,
            ],
            ["Maximum irradiance", "", "E_{e max}", "30", "", "", "W/m" + SQ],
            [
                "Directivity",
                "angle of half transmission\ndistance",
                "\u03d5_{1/2}",
                "",
                PM + "45",
                "",
                "deg",
            ],
            [
                "Output pulse width",
                "burst 600 " + MU + "s, 10 cycles min.",
                "t_{po}",
                "450",
                "",
                "750",
                MU + "s",
            ],
            ["Peak wavelength", "", "\u03bb_{p}", "", "940", "", "nm"],
        ],
        7.5,
    )
    s.heading(mark + "6. Suitable data format", 10, rule=True)
    s.bullets(
        [
            "Carrier frequency close to the centre frequency of the band-pass (see <Table 1>).",
            "Burst length 10 cycles / burst or longer; after each burst a gap of at least 12 "
            "cycles.",
            "Up to 800 short bursts per second can be received continuously.",
            "Continuous carrier and disturbances such as fluorescent lamps with electronic "
            "ballast are suppressed by the automatic gain control; the output then stays high.",
        ],
        7.8,
        "\u2022",
    )
    s.heading(mark + "7. Application circuit", 10, rule=True)
    s.bullets(
        [
            "Place an RC filter on the supply: 100 " + OHM + " in series, 4.7 " + MU + "F to "
            "GND, close to the receiver.",
            "OUT is pulled up internally to VS (30 k" + OHM + "); no external pull-up is "
            "needed. The HIGH level equals VS: for 3.3 V microcontrollers supply the receiver "
            "from 3.3 V.",
            "Keep the receiver away from the IR LED of the same device and from switching "
            "regulators.",
        ],
        7.8,
        "\u2022",
    )
    s.heading(mark + "8. Ordering information", 10, rule=True)
    s.caption("<Table 4> Ordering information", 8)
    s.table(
        [
            Col("Ordering code", 130),
            Col("Carrier", 90, "C"),
            Col("Packing", 150, "C"),
            Col("MOQ", 129, "C"),
        ],
        [
            ["KRX-5636-TB", "36 kHz", "bulk bag, 1000 pcs", "5000"],
            ["KRX-5638-TB", "38 kHz", "bulk bag, 1000 pcs", "5000"],
            ["KRX-5638-TR", "38 kHz", "tape, ammo pack, 2000 pcs", "10 000"],
            ["KRX-5640-TB", "40 kHz", "bulk bag, 1000 pcs", "5000"],
            ["KRX-5656-TB", "56 kHz", "bulk bag, 1000 pcs", "5000"],
        ],
        7.8,
    )
    revision_table(
        s,
        [
            ["2022-10-04", "Rev.1", "New release"],
            ["2024-01-22", "Rev.2", "KRX-5656 added; supply current at 3.3 V"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "krx-56.pdf")


# ------------------------------------------------ 24-bit load-cell ADC board (Arusha)
def wgm724(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="MERU MAKER HUB",
        header_right="WGM-724 / WGM-724F  " + MIDDOT + "  Moduli ya kupima uzito / load-cell "
        "amplifier board",
        footer_left="Meru Maker Hub Ltd  "
        + MIDDOT
        + "  Sokoine Road, Arusha, Tanzania  "
        + MIDDOT
        + "  TIN 123-456-789  "
        + MIDDOT
        + "  bei kwa TZS, VAT 18 % imejumuishwa",
        footer_right="Ukurasa {page}/{nb}",
        rule_color=(85, 110, 40),
        table_fill=(240, 236, 210),
        accent=(85, 110, 40),
        grid=True,
    )
    mark = "\u27bd "
    s = Sheet(style, "WGM-724 / WGM-724F 24-bit load-cell amplifier board")
    s.add_page()
    s.title_block(
        "WGM-724 / WGM-724F",
        "24-bit Load-Cell Amplifier Board " + DASH + " two-wire DT / SCK interface",
        "SKU MMH-LC24  WGM-724 (RATE jumper: open = 10 SPS)  TSh 9,500  |  SKU MMH-LC24F  "
        "WGM-724F (RATE fixed at 80 SPS)  TSh 9,500",
        20,
    )
    s.heading(mark + "Maelezo / About", 10.5, rule=True)
    s.para(
        "The WGM-724 reads a 4-wire strain-gauge load cell with a 24-bit sigma-delta ADC and a "
        "programmable gain amplifier (gain 128 or 64 on channel A, 32 on channel B). An on-board "
        "regulator makes the bridge excitation E+. The board talks over two wires: DT (data "
        "out) and SCK (clock in). This port is a plain clocked shift-out, not an I" + SQ + "C "
        "bus: the board has no address and cannot share SDA / SCL with I" + SQ + "C parts. "
        "Any two GPIO pins and a library do the job.",
        8.0,
    )
    s.heading(mark + "Vipimo / Specifications", 10.5, rule=True)
    s.table(
        [
            Col("Kigezo / Parameter", 130),
            Col("Hali / Condition", 135),
            Col("WGM-724", 85, "C"),
            Col("WGM-724F", 85, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Supply voltage VCC", "", "2.7 " + ELL + " 5.5", "2.7 " + ELL + " 5.5", "V"],
            [
                "Excitation E+",
                "VCC = 5.0 V\nVCC = 3.3 V",
                "4.3\n" + APPROX + " 3.1 (dropout)",
                "4.3\n" + APPROX + " 3.1 (dropout)",
                "V",
            ],
            ["E+ output current", "", "25 max.", "25 max.", "mA"],
            ["Output data rate", "RATE jumper", "10 (open)\n80 (bridged)", "80 (fixed)", "SPS"],
            ["ADC resolution", "", "24", "24", "bit"],
            ["Gain", "channel A\nchannel B", "128 or 64\n32", "128 or 64\n32", ""],
            ["Operating current", "VCC = 5 V, incl. power LED", "2.6", "2.6", "mA"],
            [
                "Power-down current",
                "SCK high > 60 " + MU + "s, ADC only",
                "1 max.",
                "1 max.",
                MU + "A",
            ],
            ["Power LED", "always on while VCC is present", "1.0", "1.0", "mA"],
            ["Operating temperature", "", "-20 " + ELL + " +70", "-20 " + ELL + " +70", DEG],
            ["Board size", "", "34 " + TIMES + " 21", "34 " + TIMES + " 21", "mm"],
        ],
        7.8,
        head_rows=[["", "", "Toleo / Version", "<", ""]],
    )
    s.heading(mark + "Kiwango cha kuingiza / Input range", 10.5, rule=True)
    s.table(
        [
            Col("Channel", 70, "C"),
            Col("Gain", 60, "C"),
            Col("Full-scale differential input (E+ = 4.3 V)", 180, "C"),
            Col("Input noise, 10 SPS", 100, "C"),
            Col("Input noise, 80 SPS", 89, "C"),
        ],
        [
            ["A", "128", PM + "16.8 mV", "50 nV rms", "90 nV rms"],
            ["A", "64", PM + "33.6 mV", "90 nV rms", "160 nV rms"],
            ["B", "32", PM + "67.2 mV", "160 nV rms", "290 nV rms"],
        ],
        7.8,
    )
    s.para(
        "Full scale = " + PM + "0.5 " + TIMES + " E+ / gain. A 1 mV/V load cell gives 4.3 mV at "
        "its rated load with E+ = 4.3 V; a 2 mV/V cell gives 8.6 mV. Input offset drift at gain "
        "128: 6 nV/" + DEG + " typ.",
        7.8,
    )

    s.add_page()
    s.heading(mark + "Muunganisho / Connections", 10.5, rule=True)
    s.table(
        [Col("Pin", 60, "C"), Col("Side", 90, "C"), Col("Kazi / Function", 349)],
        [
            ["VCC", "MCU", "Supply 2.7 " + ELL + " 5.5 V"],
            ["GND", "MCU", "Ground"],
            ["DT", "MCU", "Data out (DOUT), push-pull to VCC"],
            ["SCK", "MCU", "Clock in (PD_SCK); held high > 60 " + MU + "s = power down"],
            ["E+ / E" + MINUS, "load cell", "Excitation, red / black wire"],
            ["A" + MINUS + " / A+", "load cell", "Channel A signal, white / green wire"],
            ["B" + MINUS + " / B+", "load cell", "Channel B signal (second cell or unused)"],
        ],
        7.8,
    )
    s.heading(mark + "Muda / Timing", 10.5, rule=True)
    s.table(
        [
            Col("Item", 250),
            Col("Min", 60, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["SCK high time", "0.2", "1", "50", MU + "s"],
            ["SCK low time", "0.2", "1", "", MU + "s"],
            ["DT falling edge (data ready) to first SCK", "0.1", "", "", MU + "s"],
            ["Settling after power-up or channel change, 10 SPS", "", "400", "", "ms"],
            ["Settling after power-up or channel change, 80 SPS", "", "50", "", "ms"],
            ["SCK pulses per read: 25 / 26 / 27", "", "", "", "A128 / B32 / A64"],
        ],
        7.8,
    )
    s.heading(mark + "Vidokezo / Tips", 10.5, rule=True)
    s.bullets(
        [
            "DT drives to VCC. Powered from 5 V it puts out 5 V: feed it only to 5 V-tolerant "
            "inputs. With an ESP32 or a Raspberry Pi, power the board from 3.3 V; E+ then drops "
            "to about 3.1 V and the full-scale range shrinks in proportion.",
            "5 V Arduino (Uno, Nano): VCC to 5V, GND to GND, DT and SCK to any two digital pins.",
            "E+ can supply 25 mA: one 350 "
            + OHM
            + " bridge (12 mA at 4.3 V), two 350 "
            + OHM
            + " bridges in parallel, or four 1 k"
            + OHM
            + " bridges in parallel (17 mA).",
            "Use 10 SPS for kitchen, bee-hive and parcel scales (lowest noise); use 80 SPS for "
            "fast force readings such as thrust stands.",
            "Keep the load-cell wires short and twisted; tare in software after the 400 ms "
            "settling time.",
        ],
        7.8,
        "\u2022",
    )
    s.heading(mark + "Bei / Prices", 10.5, rule=True)
    s.table(
        [Col("SKU", 100), Col("Bidhaa / Item", 260), Col("Bei / Price (TSh)", 139, "C")],
        [
            ["MMH-LC24", "WGM-724 board, RATE jumper", "9,500"],
            ["MMH-LC24F", "WGM-724F board, 80 SPS", "9,500"],
            ["MMH-LC24-K5", "WGM-724 + 5 kg load cell kit", "28,000"],
            ["MMH-LC24-K20", "WGM-724 + 20 kg load cell kit", "34,000"],
        ],
        7.8,
    )
    revision_table(
        s,
        [
            ["2023-10-09", "1.0", "Toleo la kwanza / first issue"],
            ["2024-04-30", "1.1", "WGM-724F added; E+ current; noise per rate"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "wgm-724.pdf")
