"""Hold-out 122 datasheets, part 1: a 1-Wire soil temperature probe with a waterproof cable,
a 10-bit I2C DAC, a synchronous buck regulator IC and a 3-channel relay board with
transistor drivers.

A Cuenca (Ecuador) agritech "Ficha técnica / Technical sheet" in Spanish and English
("⬢ n" bilingual heads, "Tabla n / Table n" captions above the tables, conversion time and
resolution stacked per bit setting, a version table with the cable-limited probe range
beside the sensor-element range, a command table and a temperature-data table as decoys),
a Chișinău (Moldova) mixed-signal house data sheet ("n.0 UPPER-CASE" heads, "TABLE n-m:"
captions, dagger abs-max list, supply current stacked per VDD, an address table with 8-bit
bytes and an ordering table as decoys), a Haifa (Israel) power-IC data sheet ("▣ n" heads,
"[Table n]" captions, rules only, version-dependent table per switching frequency, an
output-voltage resistor table and pin table as decoys) and a Tegucigalpa (Honduras) maker
store product sheet ("// TITLE" heads, prices in lempiras, column groups per coil voltage,
stacked contact ratings, FAQ).
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
MDASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
SQ = "\u00b2"
ARROW = "\u2192"
TIMES = "\u00d7"
DAG = "\u2020"


# ------------------------------------------------ 1-Wire soil temperature probe (Cuenca)
def htp20(out: Path) -> Path:
    hexa = "\u2b22"
    style = Style(
        font="DejaVuCond",
        header_left="AGROSENS ANDINA  \u00b7  sensores para el agro",
        header_right="HTP-20  \u00b7  Ficha técnica / Technical sheet",
        footer_left="Agrosens Andina Cía. Ltda.  \u00b7  Av. Huayna Cápac 4-18 y Calle Larga  \u00b7  "
        "Cuenca, Ecuador  \u00b7  FT-HTP20 v2.1 (2024-03)",
        footer_right="Pág. {page} de {nb} / Page {page} of {nb}",
        rule_color=(86, 110, 52),
        table_fill=(236, 243, 220),
        accent=(86, 110, 52),
        grid=True,
    )
    s = Sheet(style, "HTP-20 digital soil temperature probe")
    s.add_page()
    s.title_block(
        "HTP-20",
        "Sonda digital de temperatura de suelo / Digital soil temperature probe " + MDASH + " 1-Wire",
        "Versiones / versions: HTP-20P (cable PVC)  \u00b7  HTP-20S (cable de silicona / silicone "
        "cable)  \u00b7  cable de 1, 3 o 5 m / 1, 3 or 5 m of cable",
        21,
    )

    def description() -> None:
        s.heading(hexa + " 1  Descripción / Description", 10.5)
        s.para(
            "The HTP-20 is a stainless-steel soil temperature probe with a digital 1-Wire sensor "
            "sealed in its tip. We make it in Cuenca for flower farms, greenhouses and field "
            "stations: push it into the bed or bury it at root depth and read it from any "
            "controller that speaks 1-Wire (Arduino, ESP32, Raspberry Pi, data loggers).",
            8.0,
        )
        s.para(
            "Each probe carries a unique 64-bit serial number, so several probes can hang on one "
            "data wire. Tip and overmoulded cable are waterproof to IP68 (1.5 m of water, 7 days).",
            8.0,
        )

    def key_data() -> None:
        s.heading("Datos clave / Key data", 10.5)
        s.table(
            [Col("", 84), Col("", 124)],
            [
                ["Sensor", "digital 1-Wire, 9 " + NDASH + " 12 bit"],
                ["Sensor element range", "-55 " + ELL + " +125 " + DEG],
                ["Probe range", "see Tabla 3 / Table 3"],
                ["Supply", "3.0 " + ELL + " 5.5 V DC"],
                ["Tip", "AISI 316, \u00d8 6 " + TIMES + " 50 mm"],
                ["Cable", "3 wires, 1 / 3 / 5 m"],
                ["Protection", "IP68"],
            ],
            7.5,
            show_head=False,
        )

    s.side_by_side(description, key_data, 275, 16)
    s.heading(hexa + " 2  Características eléctricas / Electrical characteristics", 10.5)
    s.caption(
        "Tabla 1 / Table 1  " + MDASH + "  VDD = 3.0 " + ELL + " 5.5 V, T = -10 " + ELL + " +85 "
        + DEG + " unless noted",
        8.0,
    )
    s.table(
        [
            Col("Parámetro / Parameter", 112),
            Col("Símbolo", 44, "C"),
            Col("Condiciones / Conditions", 143),
            Col("Mín.", 40, "C"),
            Col("Típ.", 40, "C"),
            Col("Máx.", 40, "C"),
            Col("Unidad", 80, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "external supply (3 wires)", "3.0", "", "5.5", "V"],
            ["Active current", "I_{DD}", "during a temperature conversion", "", "1.0", "1.5", "mA"],
            ["Standby current", "I_{DDS}", "no conversion, bus idle", "", "0.75", "5", MU + "A"],
            ["DQ input low", "V_{IL}", "", "-0.3", "", "0.8", "V"],
            ["DQ input high", "V_{IH}", "V_{DD} " + GE + " 3.0 V", "2.2", "", "5.5", "V"],
            ["DQ sink current", "I_{L}", "V_{DQ} = 0.4 V", "4.0", "", "", "mA"],
            ["Pull-up resistor", "R_{PU}", "DQ to V_{DD}, at the controller", "", "4.7", "", "k" + OHM],
        ],
        7.5,
    )
    s.caption("Tabla 2 / Table 2  " + MDASH + "  Medición / Measurement", 8.0)
    s.table(
        [
            Col("Parámetro / Parameter", 120),
            Col("Condiciones / Conditions", 170),
            Col("Mín.", 45, "C"),
            Col("Típ.", 45, "C"),
            Col("Máx.", 45, "C"),
            Col("Unidad", 74, "C"),
        ],
        [
            ["Accuracy", "-10 " + ELL + " +85 " + DEG, "-0.5", "", "+0.5", DEG],
            ["", "over the probe range (Tabla 3)", "-2.0", "", "+2.0", DEG],
            [
                "Resolution\n(selectable)",
                "9 bit\n10 bit\n11 bit\n12 bit (default)",
                "",
                "0.5\n0.25\n0.125\n0.0625",
                "",
                DEG,
            ],
            [
                "Conversion time",
                "9 bit\n10 bit\n11 bit\n12 bit (default)",
                "",
                "",
                "93.75\n187.5\n375\n750",
                "ms",
            ],
            [
                "Thermal time constant\n(" + "\u03c4" + "63, tip)",
                "stirred water\nstill air",
                "",
                "8\n95",
                "",
                "s",
            ],
        ],
        7.5,
    )
    s.heading(hexa + " 3  Versiones / Versions", 10.5)
    s.caption(
        "Tabla 3 / Table 3  " + MDASH + "  Lo que cambia entre versiones / What differs between "
        "the versions",
        8.0,
    )
    s.table(
        [
            Col("Parámetro / Parameter", 170),
            Col("HTP-20P", 110, "C"),
            Col("HTP-20S", 110, "C"),
            Col("Unidad", 109, "C"),
        ],
        [
            ["Cable jacket", "PVC", "silicone rubber", ""],
            ["Cable diameter", "4.0", "3.6", "mm"],
            ["Measuring range (probe and cable)", "-30 " + ELL + " +80", "-40 " + ELL + " +105", DEG],
            ["Tip only, short term (" + LE + " 1 h)", "+100", "+125", DEG],
            ["Minimum bending radius", "20", "12", "mm"],
            ["Wire colours VDD / GND / DQ", "red / black / yellow", "red / black / white", ""],
        ],
        7.5,
        head_rows=[["", "Versión / Version", "<", ""]],
    )

    s.add_page()
    s.heading(hexa + " 4  Conexión / Wiring", 10.5)
    s.para(
        "Connect VDD, GND and DQ and fit one 4.7 k" + OHM + " pull-up between DQ and VDD at the "
        "controller " + MDASH + " one resistor per bus, not one per probe. For long or star-shaped "
        "networks lower it to 2.2 k" + OHM + ". We have run 8 probes with 25 m of cable in total on "
        "one bus; larger networks may work but we have not tested them.",
        8.0,
    )
    s.bullets(
        [
            "Arduino Uno / Nano (5 V): VDD to 5V, pull-up to 5V.",
            "ESP32, ESP8266, Raspberry Pi (3.3 V): VDD to 3V3, pull-up to 3V3. Do not pull DQ up to "
            "5 V on these boards.",
            "Parasite power (VDD wire tied to GND, two wires used) works, but we do not recommend "
            "it above +100 " + DEG + " or with more than 10 m of cable; the controller must give a "
            "strong pull-up during each conversion.",
        ],
        8.0,
    )
    s.heading(hexa + " 5  Comandos 1-Wire / 1-Wire commands", 10.5)
    s.caption("Tabla 4 / Table 4  " + MDASH + "  Comandos / Commands", 8.0)
    s.table(
        [Col("Comando / Command", 150), Col("Código", 60, "C"), Col("Función / Function", 289)],
        [
            ["Search ROM", "F0h", "identify the ROM codes of all probes on the bus"],
            ["Read ROM", "33h", "read the 64-bit code (only one probe on the bus)"],
            ["Match ROM / Skip ROM", "55h / CCh", "address one probe / all probes"],
            ["Convert T", "44h", "start a temperature conversion"],
            ["Write / Read scratchpad", "4Eh / BEh", "alarm limits and resolution / read 9 bytes"],
            ["Read power supply", "B4h", "parasite-powered probes answer 0"],
        ],
        7.5,
    )
    s.caption("Tabla 5 / Table 5  " + MDASH + "  Datos de temperatura / Temperature data (12 bit)", 8.0)
    s.table(
        [Col("Temperatura / Temperature", 150), Col("Salida digital (binario)", 200, "C"),
         Col("Hex", 149, "C")],
        [
            ["+125 " + DEG, "0000 0111 1101 0000", "07D0h"],
            ["+85 " + DEG + " (power-on value)", "0000 0101 0101 0000", "0550h"],
            ["+25.0625 " + DEG, "0000 0001 1001 0001", "0191h"],
            ["0 " + DEG, "0000 0000 0000 0000", "0000h"],
            ["-10.125 " + DEG, "1111 1111 0101 1110", "FF5Eh"],
            ["-55 " + DEG, "1111 1100 1001 0000", "FC90h"],
        ],
        7.5,
    )
    s.heading(hexa + " 6  Valores máximos absolutos / Absolute maximum ratings", 10.5)
    s.table(
        [Col("Parámetro / Parameter", 250), Col("Mín.", 60, "C"), Col("Máx.", 60, "C"),
         Col("Unidad", 129, "C")],
        [
            ["Voltage VDD to GND", "-0.5", "+6.0", "V"],
            ["Voltage DQ to GND", "-0.5", "+6.0", "V"],
            ["Storage temperature (both versions)", "-40", "+85", DEG],
        ],
        7.5,
    )
    s.heading(hexa + " 7  Preguntas frecuentes / FAQ", 10.5)
    s.bullets(
        [
            "How deep can I bury it? " + MDASH + " Tip and cable are rated IP68 (1.5 m of water, 7 "
            "days); in soil we recommend 5 " + NDASH + " 60 cm. Keep the controller end dry.",
            "Can it stay in the ground all year? " + MDASH + " Yes. The PVC cable stiffens below "
            "-30 " + DEG + "; for frost pockets or sun-heated black mulch choose the HTP-20S.",
            "How often can I read it? " + MDASH + " A 12-bit reading takes up to 750 ms; select "
            "10 bit (187.5 ms) if you need faster readings.",
        ],
        8.0,
    )
    s.heading(hexa + " 8  Pedidos / Ordering", 10.5)
    s.table(
        [Col("Código / Code", 120), Col("Versión", 110, "C"), Col("Cable", 90, "C"),
         Col("Precio / Price (USD, sin IVA)", 179, "C")],
        [
            ["HTP-20P-1M", "HTP-20P", "1 m", "6.90"],
            ["HTP-20P-3M", "HTP-20P", "3 m", "8.40"],
            ["HTP-20P-5M", "HTP-20P", "5 m", "9.90"],
            ["HTP-20S-1M", "HTP-20S", "1 m", "9.40"],
            ["HTP-20S-3M", "HTP-20S", "3 m", "11.60"],
            ["HTP-20S-5M", "HTP-20S", "5 m", "13.80"],
        ],
        7.5,
    )
    return save(s, out / "htp-20.pdf")


# ------------------------------------------------ 10-bit I2C DAC (Chișinău)
def mxd5310(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Codru Microelectronics",
        header_right="MXD5310",
        footer_left="\u00a9 2024 Codru Microelectronics S.R.L., Chișinău, Republic of Moldova   "
        "DS-5310-E rev. B",
        footer_right="Pg. {page}/{nb}",
        rule_color=(70, 110, 150),
        table_fill=(225, 234, 244),
        accent=(40, 80, 125),
        grid=True,
    )
    s = Sheet(style, "MXD5310 10-bit I2C DAC")
    s.add_page()
    s.title_block(
        "MXD5310",
        "10-Bit Voltage-Output Digital-to-Analog Converter with I" + SQ + "C Interface and "
        "Non-Volatile Memory",
        "",
        22,
    )

    def features() -> None:
        s.heading("Features", 10)
        s.bullets(
            [
                "10-bit resolution, guaranteed monotonic",
                "Rail-to-rail output amplifier",
                "Reference: VDD or VREF pin (buffered or unbuffered)",
                "Output gain " + TIMES + "1 or " + TIMES + "2 (buffered VREF only)",
                "EEPROM restores the output code at power-up",
                "Power-down modes: 1 k" + OHM + ", 100 k" + OHM + " or 500 k" + OHM + " to VSS",
                "Low power: 210 " + MU + "A typical, 0.09 " + MU + "A in power-down",
                "I" + SQ + "C: Standard (100 kHz), Fast (400 kHz) and High-Speed (3.4 MHz) modes",
                "Eight factory-set addresses (ordering codes A0 " + ELL + " A7)",
                "Single supply: 2.7 V to 5.5 V",
                "Extended temperature range: " + NDASH + "40 " + DEG + " to +125 " + DEG,
            ],
            7.8,
        )

    def right() -> None:
        s.heading("Description", 10)
        s.para(
            "The MXD5310 is a single-channel, 10-bit, voltage-output DAC with an I" + SQ + "C "
            "serial interface. Its output code and configuration can be stored in on-chip EEPROM "
            "and are restored at power-up. The output amplifier swings close to both rails and "
            "the reference can be the supply or an external voltage on the VREF pin.",
            7.8,
        )
        s.heading("Applications", 10)
        s.bullets(
            ["Set-point and offset trimming", "Sensor calibration", "Low-power portable "
             "instruments", "PC peripherals"],
            7.8,
        )
        s.heading("Package Types", 10)
        s.para("6-lead SOT-23 (suffix CH)  \u00b7  6-lead 2 " + TIMES + " 2 mm DFN (suffix MA)", 7.8)

    s.side_by_side(features, right, 255, 18)
    s.heading("1.0  ELECTRICAL CHARACTERISTICS", 10.5, rule=True)
    s.heading("Absolute Maximum Ratings " + DAG, 8.5)
    s.leaders(
        [
            ("VDD", "6.5 V"),
            ("All inputs and outputs w.r.t. VSS", NDASH + "0.3 V to VDD + 0.3 V"),
            ("Current at VOUT", PM + "25 mA"),
            ("Storage temperature", NDASH + "65 " + DEG + " to +150 " + DEG),
            ("Ambient temperature with power applied", NDASH + "55 " + DEG + " to +125 " + DEG),
            ("ESD protection on all pins", GE + " 4 kV (HBM)"),
        ],
        7.8,
    )
    s.para(
        DAG + " Notice: Stresses above those listed under \"Absolute Maximum Ratings\" may cause "
        "permanent damage to the device. Functional operation at those or any other conditions "
        "above those indicated in the operational listings of this specification is not implied.",
        6.8,
    )
    s.caption("TABLE 1-1:  DC CHARACTERISTICS", 8.5)
    s.para(
        "Electrical Specifications: Unless otherwise indicated, VDD = 2.7 V to 5.5 V, VREF = VDD, "
        "VSS = 0 V, RL = 5 k" + OHM + " to VSS, CL = 100 pF, gain = 1, TA = " + NDASH + "40 " + DEG
        + " to +125 " + DEG + ". Typical values are at TA = +25 " + DEG + ".",
        7.0,
    )
    s.table(
        [
            Col("Parameters", 118),
            Col("Sym", 46, "C"),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 46, "C"),
            Col("Units", 45, "C"),
            Col("Conditions", 168),
        ],
        [
            ["Power Requirements"],
            ["Supply Voltage", "V_{DD}", "2.7", MDASH, "5.5", "V", ""],
            [
                "Supply Current",
                "I_{DD}",
                MDASH + "\n" + MDASH,
                "210\n155",
                "400\n310",
                MU + "A",
                "VDD = 5.5 V, normal mode, no load\nVDD = 3.0 V, normal mode, no load",
            ],
            ["Power-Down Current", "I_{DDP}", MDASH, "0.09", "2", MU + "A", "power-down mode, VDD = 5.5 V"],
            ["Power-On Reset Threshold", "V_{POR}", MDASH, "2.2", MDASH, "V", "VDD rising"],
            ["DC Accuracy"],
            ["Resolution", "n", "10", MDASH, MDASH, "Bits", ""],
            ["Integral Nonlinearity", "INL", NDASH + "1", PM + "0.25", "+1", "LSb", ""],
            ["Differential Nonlinearity", "DNL", NDASH + "0.5", PM + "0.1", "+0.5", "LSb",
             "guaranteed monotonic"],
            ["Offset Error", "E_{OS}", MDASH, "0.02", "0.75", "% of FSR", "code 000h"],
            ["Gain Error", "E_{G}", NDASH + "2", NDASH + "0.1", "+2", "% of FSR", "code 3FFh"],
            ["Output Amplifier"],
            ["Output Voltage Swing", "V_{OUT}", "0.01", MDASH, "V_{DD} " + NDASH + " 0.04", "V",
             "code 000h to 3FFh"],
            ["Short-Circuit Current", "I_{SC}", MDASH, "15", "24", "mA", "VOUT shorted to VSS or VDD"],
            ["Settling Time", "t_{SETTLE}", MDASH, "6", MDASH, MU + "s", "1/4 to 3/4 scale"],
            ["Slew Rate", "SR", MDASH, "0.55", MDASH, "V/" + MU + "s", ""],
            ["Reference Input"],
            [
                "VREF Input Range",
                "V_{REF}",
                "1.0\n0.0",
                MDASH + "\n" + MDASH,
                "V_{DD}\nV_{DD}",
                "V",
                "buffered reference\nunbuffered reference",
            ],
            ["Digital Inputs and Outputs"],
            ["Input High Voltage", "V_{IH}", "0.7 V_{DD}", MDASH, MDASH, "V", "SDA, SCL"],
            ["Input Low Voltage", "V_{IL}", MDASH, MDASH, "0.3 V_{DD}", "V", "SDA, SCL"],
            ["Output Low Voltage", "V_{OL}", MDASH, MDASH, "0.4", "V", "I_{OL} = 3 mA, SDA"],
        ],
        7.2,
    )

    s.add_page()
    s.caption("TABLE 1-2:  I" + SQ + "C SERIAL TIMING SPECIFICATIONS", 8.5)
    s.table(
        [
            Col("Parameters", 110),
            Col("Sym", 44, "C"),
            Col("Min", 44, "C"),
            Col("Max", 44, "C"),
            Col("Min", 44, "C"),
            Col("Max", 44, "C"),
            Col("Min", 44, "C"),
            Col("Max", 44, "C"),
            Col("Units", 81, "C"),
        ],
        [
            ["Clock frequency", "f_{SCL}", "0", "100", "0", "400", "0", "3400", "kHz"],
            ["Clock high time", "t_{HIGH}", "4000", MDASH, "600", MDASH, "60", MDASH, "ns"],
            ["Clock low time", "t_{LOW}", "4700", MDASH, "1300", MDASH, "160", MDASH, "ns"],
            ["Bus free time", "t_{BUF}", "4700", MDASH, "1300", MDASH, MDASH, MDASH, "ns"],
            ["Input spike suppression", "t_{SP}", MDASH, MDASH, MDASH, "50", MDASH, "10", "ns"],
        ],
        7.2,
        head_rows=[["", "", "Standard Mode", "<", "Fast Mode", "<", "High-Speed Mode", "<", ""]],
    )
    s.heading("2.0  PIN DESCRIPTIONS", 10.5, rule=True)
    s.caption("TABLE 2-1:  PIN FUNCTION TABLE", 8.5)
    s.table(
        [Col("SOT-23", 60, "C"), Col("DFN", 60, "C"), Col("Symbol", 70, "C"), Col("Description", 309)],
        [
            ["1", "6", "VOUT", "Analog output"],
            ["2", "2", "VSS", "Ground reference"],
            ["3", "1", "VDD", "Supply voltage"],
            ["4", "5", "SDA", "I" + SQ + "C serial data (open drain)"],
            ["5", "4", "SCL", "I" + SQ + "C serial clock"],
            ["6", "3", "VREF", "Reference voltage input"],
            [MDASH, "7", "EP", "Exposed pad, connect to VSS"],
        ],
        7.2,
    )
    s.heading("3.0  DEVICE ADDRESSING", 10.5, rule=True)
    s.para(
        "The 7-bit I" + SQ + "C address is 1100 A2 A1 A0. All three address bits are programmed at "
        "the factory and chosen with the ordering code (A0 " + ELL + " A7); the device has no "
        "address pins. Up to eight MXD5310 devices can therefore share one bus if they are ordered "
        "with different codes. The first byte on the bus is the 7-bit address followed by the "
        "R/W bit, shown as write and read bytes below.",
        7.8,
    )
    s.caption("TABLE 3-1:  ADDRESS OPTIONS", 8.5)
    s.table(
        [
            Col("Ordering code", 110),
            Col("A2 A1 A0", 70, "C"),
            Col("7-bit address", 100, "C"),
            Col("Write byte", 100, "C"),
            Col("Read byte", 119, "C"),
        ],
        [
            ["MXD5310A0", "0 0 0", "0x60", "0xC0", "0xC1"],
            ["MXD5310A1", "0 0 1", "0x61", "0xC2", "0xC3"],
            ["MXD5310A2", "0 1 0", "0x62", "0xC4", "0xC5"],
            ["MXD5310A3", "0 1 1", "0x63", "0xC6", "0xC7"],
            ["MXD5310A4", "1 0 0", "0x64", "0xC8", "0xC9"],
            ["MXD5310A5", "1 0 1", "0x65", "0xCA", "0xCB"],
            ["MXD5310A6", "1 1 0", "0x66", "0xCC", "0xCD"],
            ["MXD5310A7", "1 1 1", "0x67", "0xCE", "0xCF"],
        ],
        7.2,
    )
    s.heading("4.0  OUTPUT, REFERENCE AND INTERFACE", 10.5, rule=True)
    s.para(
        "VOUT = VREF " + TIMES + " code / 1024 " + TIMES + " gain. With VREF = VDD the output spans "
        "0 V to 1023/1024 of VDD. The output amplifier cannot drive above VDD: with gain " + TIMES +
        "2 the output clips at VDD " + NDASH + " 0.04 V. The amplifier is specified for resistive "
        "loads of 5 k" + OHM + " or more and capacitive loads up to 1 nF.",
        7.8,
    )
    s.para(
        "Writing PD1:PD0 = 01, 10 or 11 switches VOUT to 1 k" + OHM + ", 100 k" + OHM + " or 500 k"
        + OHM + " to VSS; the device then draws the power-down current. SDA and SCL have ESD diodes "
        "to VDD and are not 5 V tolerant: with VDD = 3.3 V the pull-up resistors must go to VDD, "
        "not to 5 V.",
        7.8,
    )
    s.heading("5.0  PACKAGING INFORMATION", 10.5, rule=True)
    s.caption("TABLE 5-1:  ORDERING INFORMATION", 8.5)
    s.table(
        [Col("Part number", 130), Col("Address", 60, "C"), Col("Package", 110, "C"),
         Col("Marking", 70, "C"), Col("Temperature range", 129, "C")],
        [
            ["MXD5310A0T-E/CH", "0x60", "SOT-23-6, T&R", "DA00", "E = " + NDASH + "40 to +125 " + DEG],
            ["MXD5310A1T-E/CH", "0x61", "SOT-23-6, T&R", "DA01", "E = " + NDASH + "40 to +125 " + DEG],
            ["MXD5310A0T-E/MA", "0x60", "2 " + TIMES + " 2 DFN-6, T&R", "AA0", "E = " + NDASH + "40 to +125 " + DEG],
            ["MXD5310A7T-E/MA", "0x67", "2 " + TIMES + " 2 DFN-6, T&R", "AA7", "E = " + NDASH + "40 to +125 " + DEG],
        ],
        7.2,
    )
    revision_table(
        s,
        [
            ["2023-06", "A", "Initial release"],
            ["2024-02", "B", "High-Speed mode timing added; power-down current max. 2 " + MU + "A"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "mxd5310.pdf")


# ------------------------------------------------ synchronous buck regulator IC (Haifa)
def rnb6230(out: Path) -> Path:
    box = "\u25a3"
    style = Style(
        font="DejaVuSerif",
        header_left="CARMEL POWER DEVICES",
        header_right="RNB6230  18 V, 3 A Synchronous Step-Down Converter",
        footer_left="Carmel Power Devices Ltd.  \u00b7  Matam Park, Haifa 3190501, Israel  \u00b7  "
        "RNB6230 Rev. C  \u00b7  November 2023",
        footer_right="RNB6230 | {page}",
        rule_color=(176, 106, 52),
        table_fill=None,
        accent=(140, 74, 30),
        grid=False,
    )
    s = Sheet(style, "RNB6230 synchronous step-down converter")
    s.add_page()
    s.title_block(
        "RNB6230",
        "18 V Input, 3 A Synchronous Step-Down Converter",
        "RNB6230A: 500 kHz  \u00b7  RNB6230B: 1.2 MHz  \u00b7  TSOT-23-6",
        22,
    )

    def features() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "Wide 4.2 V to 18 V operating input range",
                "3 A continuous output current",
                "Integrated 90 m" + OHM + " high-side and 45 m" + OHM + " low-side MOSFETs",
                "180 " + MU + "A quiescent current",
                "0.6 V reference, " + PM + "2 % over temperature",
                "500 kHz (A) or 1.2 MHz (B) fixed frequency",
                "Internal soft-start and compensation",
                "Cycle-by-cycle current limit, hiccup short-circuit protection",
                "Thermal shutdown",
            ],
            7.5,
        )

    def right() -> None:
        s.heading("APPLICATIONS", 9.5)
        s.bullets(
            ["12 V distributed power buses", "Set-top boxes and LCD TVs",
             "Single-board computers", "Networking equipment"],
            7.5,
        )
        s.heading("DESCRIPTION", 9.5)
        s.para(
            "The RNB6230 is a monolithic synchronous step-down converter with integrated power "
            "MOSFETs. Peak-current-mode control gives fast transient response and simple "
            "compensation. The output voltage is set with two resistors down to 0.6 V. The "
            "RNB6230 is available in a 6-lead TSOT-23 package in two frequency versions.",
            7.5,
        )

    s.side_by_side(features, right, 250, 18)
    s.heading(box + " 1  Absolute Maximum Ratings", 10.5, rule=True)
    s.table(
        [Col("Parameter", 260), Col("Rating", 150, "C"), Col("Unit", 89, "C")],
        [
            ["VIN to GND", NDASH + "0.3 to 20", "V"],
            ["SW to GND", NDASH + "0.3 (" + NDASH + "5 V for < 10 ns) to 21", "V"],
            ["BST to SW", NDASH + "0.3 to 6", "V"],
            ["EN to GND", NDASH + "0.3 to 20", "V"],
            ["FB to GND", NDASH + "0.3 to 6", "V"],
            ["Junction temperature", "150", DEG],
            ["Storage temperature", NDASH + "65 to 150", DEG],
            ["Lead temperature (soldering, 10 s)", "260", DEG],
        ],
        7.3,
    )
    s.heading(box + " 2  Recommended Operating Conditions", 10.5, rule=True)
    s.table(
        [Col("Parameter", 220), Col("Symbol", 70, "C"), Col("Min", 60, "C"), Col("Max", 60, "C"),
         Col("Unit", 89, "C")],
        [
            ["Input voltage", "V_{IN}", "4.2", "18", "V"],
            ["Output voltage", "V_{OUT}", "0.6", "14", "V"],
            ["Output current", "I_{OUT}", "0", "3", "A"],
            ["Operating junction temperature", "T_{J}", NDASH + "40", "+125", DEG],
            ["Operating ambient temperature", "T_{A}", NDASH + "40", "+85", DEG],
        ],
        7.3,
    )
    s.heading(box + " 3  Electrical Characteristics", 10.5, rule=True)
    s.caption("[Table 3]  VIN = 12 V, TJ = 25 " + DEG + ", unless otherwise noted", 8.0)
    s.table(
        [
            Col("Parameter", 112),
            Col("Symbol", 58, "C"),
            Col("Conditions", 131),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 72, "C"),
        ],
        [
            ["UVLO threshold, rising", "V_{UVLO}", "", "3.7", "3.9", "4.1", "V"],
            ["UVLO hysteresis", "", "", "", "300", "", "mV"],
            ["Quiescent current", "I_{Q}", "EN = 2 V, V_{FB} = 0.65 V\n(not switching)", "", "180",
             "250", MU + "A"],
            ["Shutdown current", "I_{SHDN}", "EN = 0 V", "", "3", "10", MU + "A"],
            ["Feedback voltage", "V_{FB}", "T_{J} = " + NDASH + "40 " + DEG + " to 125 " + DEG,
             "0.588", "0.600", "0.612", "V"],
            ["FB input current", "I_{FB}", "V_{FB} = 0.6 V", "", "10", "50", "nA"],
            ["High-side switch\non-resistance", "R_{DS(on)H}", "V_{BST} " + NDASH + " V_{SW} = 5 V",
             "", "90", "", "m" + OHM],
            ["Low-side switch\non-resistance", "R_{DS(on)L}", "", "", "45", "", "m" + OHM],
            ["High-side peak\ncurrent limit", "I_{LIM}", "", "3.8", "4.5", "", "A"],
            ["Low-side valley\ncurrent limit", "I_{VAL}", "", "", "3.4", "", "A"],
            ["EN rising threshold", "V_{EN}", "", "1.10", "1.22", "1.35", "V"],
            ["EN hysteresis", "", "", "", "120", "", "mV"],
            ["Thermal shutdown", "T_{SD}", "", "", "160", "", DEG],
            ["Thermal shutdown\nhysteresis", "", "", "", "25", "", DEG],
        ],
        7.3,
    )

    s.add_page()
    s.heading(box + " 4  Version-Dependent Characteristics", 10.5, rule=True)
    s.caption("[Table 4]  VIN = 12 V, TJ = 25 " + DEG + ", typical values", 8.0)
    s.table(
        [
            Col("Parameter", 130),
            Col("Conditions", 175),
            Col("RNB6230A", 64, "C"),
            Col("RNB6230B", 64, "C"),
            Col("Unit", 66, "C"),
        ],
        [
            ["Switching frequency", "", "500", "1200", "kHz"],
            ["Minimum on-time", "", "80", "60", "ns"],
            ["Maximum duty cycle", "V_{FB} = 0.5 V", "92", "85", "%"],
            ["Soft-start time", "V_{OUT} 10 % to 90 %", "1.6", "1.0", "ms"],
            ["Efficiency", "V_{OUT} = 5 V, I_{OUT} = 2 A\nV_{OUT} = 3.3 V, I_{OUT} = 2 A", "93\n91",
             "90\n87", "%"],
            ["Recommended inductor", "V_{OUT} = 3.3 V", "4.7", "2.2", MU + "H"],
        ],
        7.3,
        head_rows=[["", "", "Version", "<", ""]],
    )
    s.heading(box + " 5  Pin Functions", 10.5, rule=True)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("Function", 399)],
        [
            ["1", "GND", "Ground; connect to the input and output capacitor returns"],
            ["2", "SW", "Switch node; connect the inductor"],
            ["3", "VIN", "Input supply; bypass with a 22 " + MU + "F ceramic capacitor"],
            ["4", "FB", "Feedback input, regulated to 0.6 V"],
            ["5", "EN", "Enable; high turns the converter on. Do not leave floating"],
            ["6", "BST", "Bootstrap; 100 nF from BST to SW"],
        ],
        7.3,
    )
    s.heading(box + " 6  Setting the Output Voltage", 10.5, rule=True)
    s.para("VOUT = 0.6 V " + TIMES + " (1 + R1 / R2). Recommended values:", 7.8)
    s.table(
        [
            Col("VOUT (V)", 80, "C"),
            Col("R1 (k" + OHM + ")", 90, "C"),
            Col("R2 (k" + OHM + ")", 90, "C"),
            Col("L, RNB6230A (" + MU + "H)", 120, "C"),
            Col("L, RNB6230B (" + MU + "H)", 119, "C"),
        ],
        [
            ["1.2", "30.1", "30.1", "2.2", "1.0"],
            ["1.8", "40.2", "20", "3.3", "1.5"],
            ["2.5", "63.4", "20", "3.3", "1.5"],
            ["3.3", "90.9", "20", "4.7", "2.2"],
            ["5", "147", "20", "6.8", "3.3"],
            ["12", "380", "20", "15", "6.8"],
        ],
        7.3,
    )
    s.heading(box + " 7  Application Information", 10.5, rule=True)
    s.bullets(
        [
            "Input range: the RNB6230 starts when VIN passes the UVLO threshold but is specified "
            "from 4.2 V. Because of the maximum duty cycle, a 5 V output needs VIN of at least "
            "6 V (RNB6230A) or 6.5 V (RNB6230B).",
            "Derating: on a 2-layer, 1 oz board the RNB6230 delivers 3 A up to TA = 70 " + DEG +
            " and 2 A at TA = 85 " + DEG + ".",
            "There is no power-good output and no synchronisation input.",
            "Automotive 12 V rails: the 20 V absolute maximum does not cover load-dump or jump-start "
            "transients. Add a TVS diode or a pre-regulator before VIN.",
            "Light load: the converter skips pulses below about 300 mA to keep efficiency high.",
        ],
        7.8,
    )
    s.heading(box + " 8  Ordering Information", 10.5, rule=True)
    s.table(
        [Col("Order number", 130), Col("Frequency", 90, "C"), Col("Package", 100, "C"),
         Col("Marking", 80, "C"), Col("Packing", 99, "C")],
        [
            ["RNB6230AGJ-Z", "500 kHz", "TSOT-23-6", "R6A", "3000 / reel"],
            ["RNB6230BGJ-Z", "1.2 MHz", "TSOT-23-6", "R6B", "3000 / reel"],
        ],
        7.3,
    )
    return save(s, out / "rnb6230.pdf")


# ------------------------------------------------ 3-channel relay board (Tegucigalpa)
def hrl3t(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="ELECTRÓNICA MORAZÁN  \u00b7  tienda maker",
        header_right="HRL-3T05 / HRL-3T12  \u00b7  hoja de producto / product sheet",
        footer_left="Electrónica Morazán S. de R.L.  \u00b7  Col. Palmira, Tegucigalpa M.D.C., "
        "Honduras  \u00b7  RTN 08019018234567",
        footer_right="Hoja {page}/{nb}",
        rule_color=(52, 86, 139),
        table_fill=None,
        accent=(52, 86, 139),
        grid=True,
    )
    s = Sheet(style, "HRL-3T05 / HRL-3T12 3-channel relay board")
    s.add_page()
    s.title_block(
        "HRL-3T05 / HRL-3T12",
        "Módulo de 3 relés con drivers a transistor  \u00b7  3-channel relay board with transistor "
        "drivers",
        "SKU EM-REL3-05 (bobina 5 V / 5 V coil)  \u00b7  EM-REL3-12 (bobina 12 V / 12 V coil)  \u00b7  "
        "precios con ISV 15 % incluido",
        22,
    )
    s.heading("// LO ESENCIAL  \u00b7  THE ESSENTIALS", 11)
    s.bullets(
        [
            "Three SPDT relays with 10 A contacts; screw terminals for COM, NO and NC",
            "Each input drives an NPN transistor (S8050 type) through 1 k" + OHM + " " + MDASH +
            " no optocouplers: logic and coils share GND",
            "Active-HIGH inputs with 10 k" + OHM + " pull-downs: relays stay off while inputs float",
            "Flyback diode and red LED per channel, green power LED",
            "Works with 3.3 V and 5 V logic; the board supply must match the coil voltage",
        ],
        8.5,
    )
    s.heading("// ESPECIFICACIONES  \u00b7  SPECIFICATIONS", 11)
    s.table(
        [
            Col("Parámetro / Parameter", 165),
            Col("HRL-3T05", 100, "C"),
            Col("HRL-3T12", 100, "C"),
            Col("Unit", 50, "C"),
            Col("Nota / Note", 84, "C"),
        ],
        [
            ["Board supply VCC (= coil voltage)", "4.5 " + NDASH + " 5.5", "10.8 " + NDASH + " 13.2",
             "V", "DC+ / DC" + NDASH],
            ["Relay coil, nominal", "5", "12", "V", ""],
            ["Coil resistance", "70", "400", OHM, PM + "10 %"],
            ["Coil current, per relay", "71", "30", "mA", ""],
            ["Must-operate\n(pull-in) voltage", "3.75", "9.0", "V", "max."],
            ["Board current, all relays off", "4", "3", "mA", "power LED"],
            ["Board current,\nall 3 relays on", "225", "105", "mA", "incl. LEDs"],
            ["Input HIGH (relay on)", "2.0 " + NDASH + " 5.5", "2.0 " + NDASH + " 13.2", "V",
             "IN1 " + ELL + " IN3"],
            ["Input LOW (relay off)", "0 " + NDASH + " 0.8", "0 " + NDASH + " 0.8", "V", ""],
            ["Input current at 5 V", "4.3", "4.3", "mA", "per input"],
            ["Input current at 3.3 V", "2.6", "2.6", "mA", "per input"],
            [
                "Contact rating, resistive",
                "10 A 250 VAC\n15 A 125 VAC\n10 A 30 VDC",
                "10 A 250 VAC\n15 A 125 VAC\n10 A 30 VDC",
                "",
                "per contact",
            ],
            ["Contact rating, inductive (cos \u03c6 0.4)", "3 A 250 VAC", "3 A 250 VAC", "", ""],
            ["Operate / release time", "10 / 5", "10 / 5", "ms", "max."],
            ["Operating temperature", "-25 " + ELL + " +70", "-25 " + ELL + " +70", DEG, ""],
            ["Dimensions", "75 " + TIMES + " 55 " + TIMES + " 19", "75 " + TIMES + " 55 " + TIMES +
             " 19", "mm", ""],
        ],
        8.0,
        head_rows=[["", "Versión / Version", "<", "", ""]],
    )
    s.para(
        "What \"transistor driver\" means: the IN pin switches an NPN transistor that sinks the "
        "coil current. There is no isolation between the logic side and the coil side, so the "
        "board's DC" + NDASH + " must be connected to the GND of your controller.",
        8.5,
    )

    s.add_page()
    s.heading("// BORNES  \u00b7  TERMINALS", 11)
    s.table(
        [Col("Borne / Terminal", 120), Col("Función / Function", 379)],
        [
            ["DC+", "Board supply: 5 V (HRL-3T05) or 12 V (HRL-3T12)"],
            ["DC" + NDASH, "Ground, common to logic and coils"],
            ["IN1, IN2, IN3", "Control inputs, active HIGH"],
            ["COM1 / NO1 / NC1", "Relay 1 contacts (screw terminal, max. 2.5 mm" + SQ + " wire)"],
            ["COM2 / NO2 / NC2", "Relay 2 contacts"],
            ["COM3 / NO3 / NC3", "Relay 3 contacts"],
        ],
        8.0,
    )
    s.heading("// CON PLACAS DE 3.3 V  \u00b7  WITH 3.3 V BOARDS", 11)
    s.para(
        "The inputs switch at about 1.5 V, so ESP32, ESP8266 and Raspberry Pi GPIOs drive the "
        "HRL-3T05 directly (2.6 mA per input). Power the board from 5 V (the USB 5V or VIN pin), "
        "never from the 3.3 V pin: the 5 V relays need at least 3.75 V to pull in. Connect DC" +
        NDASH + " to the controller's GND.",
        8.5,
    )
    s.heading("// PREGUNTAS FRECUENTES  \u00b7  FAQ", 11)
    s.bullets(
        [
            "Can it switch 220 / 240 V mains? " + MDASH + " Yes, up to 10 A resistive per relay "
            "(lamps, heaters up to 2300 W). For motors, pumps and fluorescent ballasts stay below "
            "3 A.",
            "Can I power the HRL-3T05 from an Arduino Uno? " + MDASH + " From the Uno's 5V pin "
            "while the Uno runs on USB, yes: three relays need 225 mA.",
            "Is my microcontroller isolated from the mains side? " + MDASH + " Only by the relay's "
            "own coil-to-contact insulation. There is no optocoupler; keep mains wiring away from "
            "the logic pins.",
            "Why does a relay click when my ESP32 boots? " + MDASH + " Some GPIOs go HIGH during "
            "boot. Use pins that stay LOW.",
        ],
        8.5,
    )
    s.heading("// PRECIOS  \u00b7  PRICES", 11)
    s.table(
        [Col("SKU", 100), Col("Producto / Product", 250), Col("Precio (L, ISV incl.)", 149, "C")],
        [
            ["EM-REL3-05", "HRL-3T05, 3 relés 5 V / 3 relays 5 V", "L 245.00"],
            ["EM-REL3-12", "HRL-3T12, 3 relés 12 V / 3 relays 12 V", "L 265.00"],
            ["EM-KIT-REL3", "HRL-3T05 + 10 jumper wires", "L 275.00"],
        ],
        8.0,
    )
    s.para(
        "Garantía / warranty: 3 meses contra defectos de fábrica / 3 months against manufacturing "
        "defects. Relays burnt by overload are not covered.",
        8.0,
    )
    return save(s, out / "hrl-3t05.pdf")


__all__ = ["htp20", "hrl3t", "mxd5310", "rnb6230", "revision_table"]
