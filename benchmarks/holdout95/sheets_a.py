"""Hold-out 95 datasheets, part 1: a loop-powered vibration transmitter, a 4-channel
12-bit I2C DAC breakout, an adjustable boost converter module and a 433 MHz LoRa
transceiver module.

A Calgary industrial-instrument product data sheet in English (specification table
with an English-unit and an SI column, section rows, ordering-code and connector
tables, loop-resistance rule only in a note), a Brooklyn open-hardware breakout
"product guide" (typ.-only table with one column per supply voltage, a limits table,
addresses in prose beside a general-call decoy, command-byte table), a Galician /
English maker-store module sheet (bilingual names wrapped over two lines, a switch
limit that is not the output current, output current per input / output pair, FAQ)
and a Fuzhou RF-module house specification in English (numbered chapters, TX current
per power setting, sensitivity per spreading factor, register decoys, IO advice in
prose).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
DEGF = "\u00b0F"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
SQ = "\u00b2"


# ------------------------------------------------- vibration transmitter (Calgary)
def vtx420(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="BOW RIVER INSTRUMENTS LTD.  |  Condition Monitoring",
        header_right="PRODUCT DATA SHEET  PDS-0420  Rev. D",
        footer_left="Bow River Instruments Ltd., Calgary, Alberta, Canada.  "
        "Specifications subject to change without notice.",
        footer_right="PDS-0420 / {page}",
        table_fill=(214, 226, 236),
        accent=(0, 70, 120),
        grid=True,
    )
    s = Sheet(style, "VTX-420 loop-powered vibration transmitter")
    s.add_page()
    s.title_block(
        "VTX-420 Series",
        "Loop-Powered Vibration Transmitter, 4-20 mA Output",
        "Top exit M12 connector  -  316L stainless steel housing  -  for fans, pumps, motors "
        "and gearboxes",
        21,
    )

    def left() -> None:
        s.heading("OVERVIEW", 9.5)
        s.para(
            "The VTX-420 converts the overall vibration of a machine into a two-wire 4-20 mA "
            "signal that any PLC or DCS analog input can read, so vibration joins the plant's "
            "existing process trends. An IEPE-type piezoelectric element is powered from the "
            "loop; no separate supply is needed. A buffered dynamic (raw) signal is brought "
            "out on pin 3 of the connector for a portable analyser.",
            8.5,
        )

    def right() -> None:
        s.heading("HIGHLIGHTS", 9.5)
        s.bullets(
            [
                "4-20 mA proportional to peak acceleration",
                "Raw vibration output for route-based analysis",
                "Reverse-polarity protected loop input",
                "Hermetically sealed, IP67 with mating connector fitted",
                "1/4-28 UNF mounting stud",
            ],
            8.5,
        )

    s.side_by_side(left, right, 260)
    s.heading("SPECIFICATIONS", 10.5, rule=True)
    s.para(
        "At +77 " + DEGF + " (+25 " + DEG + ") and 24 VDC loop supply unless otherwise noted.",
        7.5,
    )
    s.table(
        [
            Col("Specification", 170),
            Col("English", 165, "C"),
            Col("SI", 164, "C"),
        ],
        [
            ["DYNAMIC"],
            ["Measurement range, VTX-420-A05", "0 to 5 g pk", "0 to 49 m/s" + SQ + " pk"],
            ["Measurement range, VTX-420-A20", "0 to 20 g pk", "0 to 196 m/s" + SQ + " pk"],
            ["Frequency response (" + PM + "3 dB)", "600 to 60 000 CPM", "10 to 1000 Hz"],
            ["Accuracy (of full scale)", PM + "5 %", PM + "5 %"],
            ["Dynamic output sensitivity, -A05", "100 mV/g", "10.2 mV/(m/s" + SQ + ")"],
            ["Dynamic output sensitivity, -A20", "25 mV/g", "2.55 mV/(m/s" + SQ + ")"],
            ["ELECTRICAL"],
            ["Loop supply voltage (Note 1)", "12 to 30 VDC", "12 to 30 VDC"],
            ["Output signal", "4-20 mA, two-wire", "4-20 mA, two-wire"],
            ["Output at fault (under-range)", "3.6 mA", "3.6 mA"],
            ["Output current limit", "24 mA", "24 mA"],
            ["Settling time after power-on", "10 s", "10 s"],
            ["Case isolation", "> 10^{8} " + OHM, "> 10^{8} " + OHM],
            ["ENVIRONMENTAL"],
            ["Operating temperature range", "-40 to +185 " + DEGF, "-40 to +85 " + DEG],
            ["Storage temperature range", "-60 to +250 " + DEGF, "-51 to +121 " + DEG],
            ["Shock limit", "5000 g pk", "49 000 m/s" + SQ + " pk"],
            ["Sealing", "IP67 (connector mated)", "IP67 (connector mated)"],
            ["PHYSICAL"],
            ["Weight", "3.4 oz", "96 g"],
            ["Mounting torque", "2 to 5 ft-lb", "2.7 to 6.8 N-m"],
        ],
        7.8,
    )
    s.para(
        "Note 1: Maximum loop resistance RL = (Vsupply - 12 V) / 0.024 A, e.g. 500 "
        + OHM
        + " at 24 VDC. The loop input survives 40 VDC and reversed polarity; do not "
        "operate above 30 VDC.",
        7.5,
    )
    s.add_page()
    s.heading("CONNECTOR  (M12, 4-pin, A-coded, male)", 10.5, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Signal", 120), Col("Wire colour", 90), Col("Notes", 239)],
        [
            ["1", "Loop +", "Brown", "12 to 30 VDC from the loop supply / PLC input"],
            ["2", "Loop -", "White", "4-20 mA return"],
            ["3", "Dynamic out", "Blue", "AC signal, bias 11 VDC, load " + GE + " 100 k" + OHM],
            ["4", "Common", "Black", "Return for pin 3 only; internally isolated from case"],
        ],
        7.8,
    )
    s.heading("ORDERING INFORMATION", 10.5, rule=True)
    s.table(
        [Col("Model", 120), Col("Range", 90, "C"), Col("4-20 mA scaling", 160), Col("Stock", 129)],
        [
            ["VTX-420-A05-M12", "0-5 g pk", "4 mA = 0 g, 20 mA = 5 g pk", "yes"],
            ["VTX-420-A20-M12", "0-20 g pk", "4 mA = 0 g, 20 mA = 20 g pk", "yes"],
            ["VTX-420-A05-C10", "0-5 g pk", "as -M12, 10 m integral cable", "4 weeks"],
            ["CBL-M12-05", "-", "5 m mating cable, PUR", "yes"],
        ],
        7.8,
    )
    s.heading("APPLICATION NOTES", 10.5, rule=True)
    s.bullets(
        [
            "Mount on a flat, clean surface close to the bearing; a spot-face of 1.1 in "
            "(28 mm) diameter gives the stated frequency response.",
            "Use the A05 range for fans and pumps below 3600 RPM; choose the A20 range for "
            "gearboxes and machines with impacting.",
            "The 4-20 mA signal needs a loop supply of at least 12 VDC across the "
            "transmitter terminals. A PLC analog card that sources 24 V loop power can be "
            "wired directly.",
            "The dynamic output is an analyser signal only; do not load it below 100 k"
            + OHM
            + " or feed it to a 4-20 mA input.",
            "The transmitter is not certified for hazardous (classified) locations.",
        ],
        8.2,
    )
    s.heading("DIMENSIONS", 10.5, rule=True)
    s.para(
        "Height 2.36 in (60 mm) including connector; hex 7/8 in (22 mm); base diameter "
        "1.00 in (25.4 mm).",
        8.2,
    )
    revision_table(
        s,
        [
            ["2022-06-14", "C", "Added -C10 cable option"],
            ["2024-01-08", "D", "Output at fault 3.6 mA; shock limit revised"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "vtx-420.pdf")


# ------------------------------------------------------ 12-bit 4-ch DAC (Brooklyn)
def gcwdac4(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Gowanus Circuit Works",
        header_right="GCW-DAC4 product guide",
        footer_left="gowanus circuit works - brooklyn, ny - open hardware (CERN-OHL-P)",
        footer_right="{page} / {nb}",
        table_fill=(250, 236, 214),
        accent=(160, 70, 20),
        grid=False,
    )
    s = Sheet(style, "GCW-DAC4 quad 12-bit I2C DAC breakout")
    s.add_page()
    s.title_block(
        "GCW-DAC4",
        "Quad 12-bit DAC breakout with EEPROM, I2C",
        "Board rev. 2.1  -  two 4-pin JST-SH bus connectors  -  0.1 in headers",
        20,
    )
    s.para(
        "Four voltage outputs, each with its own 12-bit register and a copy in on-board "
        "EEPROM, so the board wakes up with the last values you stored. Every channel picks "
        "its reference on its own: the internal 2.048 V reference (gain x1 or x2) or VCC. "
        "Handy for bias voltages, setting the current of a laser or LED driver, or "
        "giving a scope a slow test waveform.",
        8.5,
    )
    s.heading("Talking to it", 10)
    s.para(
        "It ships at 7-bit address 0x60. The three address bits live in EEPROM and can be "
        "rewritten to any of 0x60 to 0x67 with the LDAC trick described in our library, so "
        "up to eight boards share one bus. The part also answers the general call address "
        "0x00 (reset / wake-up / software update); that is not a board address. Standard "
        "(100 kHz), fast (400 kHz) and high-speed mode up to 3.4 MHz work; our cables and "
        "the 10 k pull-ups are only good for 400 kHz. The pull-ups go to VCC and can be cut "
        "at jumper JP1.",
        8.5,
    )
    s.heading("Typical numbers", 10)
    s.para("TA = 25 " + DEG + ", no load, all four channels on, typical values only.", 7.5)
    s.table(
        [Col("", 200), Col("VCC = 3.3 V", 100, "C"), Col("VCC = 5.0 V", 100, "C"), Col("", 99)],
        [
            ["Supply current", "600", "800", MU + "A"],
            ["Supply current, all channels powered down", "40", "60", "nA"],
            ["Output full scale, VCC as reference", "3.3", "5.0", "V"],
            ["Output full scale, internal ref, gain x2", "4.096 (clipped at VCC)", "4.096", "V"],
            ["Output short-circuit current", "12", "15", "mA"],
            ["Settling time (1/4 to 3/4 scale)", "6", "6", MU + "s"],
        ],
        7.8,
    )
    s.heading("Limits", 10)
    s.table(
        [
            Col("Parameter", 180),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 45, "C"),
            Col("Notes", 109),
        ],
        [
            ["Supply voltage, VCC", "2.7", "", "5.5", "V", "operating"],
            ["VCC, never exceed", "-0.3", "", "6.5", "V", "absolute maximum"],
            ["Resolution", "", "12", "", "bit", ""],
            ["INL", "", PM + "2", PM + "13", "LSB", ""],
            ["DNL", "-0.75", PM + "0.2", "+0.75", "LSB", ""],
            ["Internal reference", "", "2.048", "", "V", ""],
            ["Load resistance", "5", "", "", "k" + OHM, "per output"],
            ["Input high, SDA / SCL", "0.7 VCC", "", "", "V", ""],
            ["Input low, SDA / SCL", "", "", "0.3 VCC", "V", ""],
            ["Operating temperature", "-40", "", "+85", DEG, ""],
        ],
        7.8,
    )
    s.add_page()
    s.heading("Pins", 10)
    s.table(
        [Col("Pin", 70), Col("What it does", 429)],
        [
            ["VCC", "2.7 to 5.5 V; use the same voltage as your microcontroller's logic"],
            ["GND", "ground"],
            ["SCL / SDA", "I2C bus, 10 k pull-ups to VCC (JP1)"],
            ["LDAC", "pull low to update all outputs at once; leave open to update on write"],
            ["RDY", "open-drain, low while the EEPROM is being written"],
            ["VA, VB, VC, VD", "the four DAC outputs, 0 V to full scale"],
        ],
        7.8,
    )
    s.heading("Write commands (second byte)", 10)
    s.table(
        [Col("Command", 120), Col("Bits C2 C1 C0 W1 W2", 130, "C"), Col("Use", 249)],
        [
            ["Fast write", "0 0 X", "all four channels, DAC registers only"],
            ["Multi-write", "0 1 0 0 0", "one or more channels, DAC registers only"],
            ["Sequential write", "0 1 0 1 0", "channels n to D, DAC registers and EEPROM"],
            ["Single write", "0 1 0 1 1", "one channel, DAC register and EEPROM"],
            ["Write address bits", "0 1 1", "new A2 A1 A0 into EEPROM"],
            ["Write Vref select", "1 0 0", "internal 2.048 V or VCC, per channel"],
        ],
        7.8,
    )
    s.heading("FAQ", 10)
    s.para(
        "Can the outputs drive a motor or a LED directly? No. Each output is a small "
        "buffer for loads of 5 k" + OHM + " or more; it can deliver a few milliamps at best. "
        "Put an op-amp, transistor or proper driver after it.",
        8.5,
    )
    s.para(
        "Will it work on a Raspberry Pi? Yes, power VCC from the Pi's 3.3 V pin. Then the "
        "pull-ups also go to 3.3 V and the full scale with VCC as reference is 3.3 V.",
        8.5,
    )
    s.para(
        "Does it have negative outputs? No, the outputs are single-supply, 0 V up to the "
        "selected full scale.",
        8.5,
    )
    s.para(
        "How long does storing to EEPROM take? About 25 ms (50 ms worst case); watch RDY.",
        8.5,
    )
    s.heading("Board", 10)
    s.para(
        "25.4 x 17.8 mm, two 2.5 mm mounting holes, lead-free. Sold as GCW-DAC4 (with JST-SH "
        "connectors) and GCW-DAC4-H (headers only, no JST).",
        8.5,
    )
    revision_table(
        s,
        [
            ["2023-02-10", "2.0", "First release"],
            ["2024-03-28", "2.1", "JP1 pull-up jumper added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "gcw-dac4.pdf")


# ---------------------------------------------- boost module (Galician / English)
def rml28(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Ría Maker Lab S.L. - Vigo",
        header_right="Folla técnica / Data sheet  RML-BST28",
        footer_left="Ría Maker Lab S.L., Rúa do Porto 14, 36202 Vigo (Pontevedra)",
        footer_right="Páxina {page} de {nb}",
        table_fill=(214, 236, 230),
        accent=(0, 100, 90),
        grid=True,
    )
    s = Sheet(style, "RML-BST28 adjustable boost converter module")
    s.add_page()
    s.title_block(
        "RML-BST28",
        "Módulo elevador axustable / Adjustable step-up module",
        "Entrada 2-24 V, saída ata 28 V / input 2-24 V, output up to 28 V  -  "
        "Ref. RML-BST28 (bornes / screw terminals), RML-BST28-M (micro-USB input)",
        20,
    )
    s.para(
        "Módulo elevador DC-DC cun potenciómetro multivolta. "
        "A DC-DC step-up module with a multi-turn trimmer: turn clockwise to raise the output. "
        "The output must always be higher than the input; the module cannot step down. "
        "With no load connected the output rises to the set value only after a few "
        "milliseconds.",
        8.5,
    )
    s.heading("1  Características / Characteristics", 10.5)
    s.table(
        [
            Col("Parámetro / Parameter", 200),
            Col("Mín.", 55, "C"),
            Col("Típ.", 55, "C"),
            Col("Máx.", 55, "C"),
            Col("Unidade / Unit", 65, "C"),
            Col("Nota", 69, "C"),
        ],
        [
            ["Tensión de entrada /\nInput voltage", "2", "", "24", "V", "(1)"],
            ["Tensión de saída /\nOutput voltage", "VIN + 0.5", "", "28", "V", "axustable"],
            [
                "Límite de corrente do interruptor /\nSwitch current limit",
                "",
                "2",
                "",
                "A",
                "(2)",
            ],
            ["Frecuencia de conmutación /\nSwitching frequency", "", "1.2", "", "MHz", ""],
            ["Corrente sen carga /\nNo-load input current", "", "0.6", "1.5", "mA", "VIN = 5 V"],
            ["Rendemento /\nEfficiency", "", "93", "", "%", "máx."],
            [
                "Temperatura de traballo /\nOperating temperature",
                "-40",
                "",
                "+85",
                DEG,
                "",
            ],
        ],
        7.8,
    )
    s.para(
        "(1) Arranque con VIN " + GE + " 2.5 V; unha vez en marcha segue ata 2 V. "
        "Start-up needs VIN " + GE + " 2.5 V, then it keeps running down to 2 V.",
        7.5,
    )
    s.para(
        "(2) O límite é da corrente de pico do interruptor interno, non da corrente de saída. "
        "The limit applies to the peak current of the internal switch, not to the output "
        "current; see table 2.",
        7.5,
    )
    s.heading("2  Corrente de saída máxima / Maximum output current", 10.5)
    s.para(
        "Valores medidos, temperatura ambiente 25 " + DEG + ", módulo sen disipador. "
        "Measured values, 25 " + DEG + " ambient, no heatsink.",
        7.5,
    )
    s.table(
        [
            Col("VIN \u2192 VOUT", 124),
            Col("3.7 V \u2192 5 V", 75, "C"),
            Col("5 V \u2192 9 V", 75, "C"),
            Col("5 V \u2192 12 V", 75, "C"),
            Col("12 V \u2192 24 V", 75, "C"),
            Col("12 V \u2192 28 V", 75, "C"),
        ],
        [
            ["IOUT máx. / max.", "1.0 A", "0.65 A", "0.45 A", "0.6 A", "0.45 A"],
            ["Rendemento / Efficiency", "90 %", "91 %", "89 %", "93 %", "92 %"],
        ],
        7.8,
    )
    s.add_page()
    s.heading("3  Valores límite / Limiting values", 10.5)
    s.table(
        [Col("Parámetro / Parameter", 250), Col("Valor / Value", 120, "C"), Col("", 129)],
        [
            ["Tensión de entrada máxima / Maximum input voltage", "26", "V"],
            ["Tensión de saída máxima / Maximum output voltage", "30", "V"],
            ["Temperatura de almacenaxe / Storage temperature", "-55 ... +125", DEG],
        ],
        7.8,
    )
    s.para(
        "Os valores límite non son condicións de traballo. Limiting values are not operating "
        "conditions.",
        7.5,
    )
    s.heading("4  Conexións / Connections", 10.5)
    s.table(
        [Col("Borne / Terminal", 120), Col("Función / Function", 379)],
        [
            ["VIN+ / VIN-", "Entrada / input, 2-24 V"],
            ["VOUT+ / VOUT-", "Saída / output, VIN + 0.5 V ... 28 V"],
            ["USB (só / only -M)", "Micro-USB 5 V en paralelo con VIN / in parallel with VIN"],
        ],
        7.8,
    )
    s.heading("5  Preguntas frecuentes / FAQ", 10.5)
    s.bullets(
        [
            "Pódese usar como redutor? Non. / Can it step down? No - the output is always "
            "above the input (a blocking diode makes VOUT " + GE + " VIN - 0.4 V even when "
            "off).",
            "Ten protección contra polaridade inversa? Non. / Reverse-polarity protection? "
            "None - swapping VIN+ and VIN- destroys the regulator IC.",
            "Ten protección contra curtocircuíto? Non. / Short-circuit protection? No; a "
            "short on the output is a short on the input through the inductor and diode.",
            "Canto ruído ten a saída? / How much ripple? About 100 mV peak-to-peak at "
            "12 V / 300 mA; add a 100 " + MU + "F capacitor for audio.",
            "Entrada USB: o modelo -M pode alimentarse dun cargador USB de 5 V. / The -M "
            "version runs from any 5 V USB charger or power bank.",
        ],
        8.2,
    )
    s.heading("6  Dimensións / Dimensions", 10.5)
    s.para("36 x 17 x 14 mm (RML-BST28), 38 x 17 x 14 mm (RML-BST28-M), 6 g.", 8.2)
    revision_table(
        s,
        [
            ["2023-09-04", "1", "Primeira edición / first edition"],
            ["2024-02-19", "2", "Táboa 2 engadida / table 2 added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "rml-bst28.pdf")


# -------------------------------------------------- LoRa 433 MHz module (Fuzhou)
def hlr433(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Fuzhou Hailan RF Technology Co., Ltd.",
        header_right="HLR-433S / HLR-433P Product Specification V1.6",
        footer_left="Copyright Hailan RF. Contents may change without notice.",
        footer_right="- {page} -",
        table_fill=(222, 232, 250),
        accent=(20, 50, 140),
        grid=True,
    )
    s = Sheet(style, "HLR-433 LoRa transceiver module")
    s.add_page()
    s.title_block(
        "HLR-433S / HLR-433P",
        "433 MHz LoRa Spread-Spectrum Transceiver Module, SPI Interface",
        "HLR-433S: 17 x 16 mm stamp-hole, spring antenna pad  |  HLR-433P: 2.54 mm pin "
        "header + IPEX connector",
        19,
    )
    s.heading("Chapter 1  Overview", 10.5)
    s.para(
        "HLR-433 is a long-range wireless module based on a LoRa spread-spectrum transceiver. "
        "The host talks to the radio chip directly over a 4-wire SPI bus (NSS, SCK, MOSI, "
        "MISO) plus DIO0 / DIO1 interrupt lines and RESET. No AT firmware is loaded; use any "
        "open LoRa library. Typical uses: meter reading, agriculture sensors, alarms.",
        8.5,
    )
    s.heading("Chapter 2  Main parameters", 10.5)
    s.table(
        [Col("Item", 150), Col("Parameter", 200, "C"), Col("Remark", 149)],
        [
            ["Frequency range", "410 ~ 525 MHz", "433 MHz centre"],
            ["Modulation", "LoRa / FSK / OOK", ""],
            ["Max. output power", "+20 dBm", "PA_BOOST pin"],
            ["Sensitivity", "-139 dBm", "SF12, BW 125 kHz"],
            ["Interface", "SPI", "max. 10 MHz SCK"],
            ["Antenna", "spring / IPEX", "50 " + OHM],
        ],
        7.8,
    )
    s.heading("Chapter 3  Electrical characteristics", 10.5)
    s.para("Test condition: VCC = 3.3 V, 25 " + DEG + ", 433 MHz.", 7.5)
    s.table(
        [
            Col("Parameter", 140),
            Col("Condition", 130),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Operating voltage", "", "1.8", "3.3", "3.7", "V"],
            ["Limit voltage", "damage above", "", "", "3.9", "V"],
            ["TX current", "+20 dBm", "", "118", "", "mA"],
            ["", "+17 dBm", "", "90", "", "mA"],
            ["", "+13 dBm", "", "29", "", "mA"],
            ["RX current", "LoRa, BW 125 kHz", "", "10.8", "", "mA"],
            ["Sleep current", "", "", "0.2", "1", MU + "A"],
            ["IO high level", "", "0.7 VCC", "", "VCC + 0.3", "V"],
            ["IO low level", "", "-0.3", "", "0.3 VCC", "V"],
            ["Operating temperature", "", "-40", "", "85", DEG],
            ["Storage temperature", "", "-40", "", "125", DEG],
        ],
        7.8,
    )
    s.add_page()
    s.heading("Chapter 4  Receiver sensitivity (BW 125 kHz, CR 4/5)", 10.5)
    s.table(
        [
            Col("Spreading factor", 130, "C"),
            Col("Bit rate", 130, "C"),
            Col("Sensitivity", 130, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["SF7", "5469 bps", "-124", "dBm"],
            ["SF9", "1758 bps", "-130", "dBm"],
            ["SF10", "977 bps", "-133", "dBm"],
            ["SF12", "293 bps", "-139", "dBm"],
        ],
        7.8,
    )
    s.heading("Chapter 5  Pin definition (HLR-433S)", 10.5)
    s.table(
        [Col("No.", 50, "C"), Col("Name", 90), Col("Type", 60, "C"), Col("Description", 299)],
        [
            ["1", "ANT", "-", "Antenna, 50 " + OHM],
            ["3", "3.3V", "P", "Power supply, 1.8 ~ 3.7 V"],
            ["4", "RESET", "I", "Reset, active low"],
            ["5", "DIO0", "O", "TxDone / RxDone interrupt"],
            ["12", "SCK", "I", "SPI clock"],
            ["13", "MISO", "O", "SPI data out"],
            ["14", "MOSI", "I", "SPI data in"],
            ["15", "NSS", "I", "SPI chip select, active low"],
        ],
        7.8,
    )
    s.heading("Chapter 6  Frequently used registers", 10.5)
    s.table(
        [Col("Address", 80, "C"), Col("Register", 130), Col("Reset", 70, "C"), Col("Note", 219)],
        [
            ["0x01", "RegOpMode", "0x09", "sleep / standby / TX / RX"],
            ["0x06", "RegFrfMsb", "0x6C", "carrier frequency MSB"],
            ["0x09", "RegPaConfig", "0x4F", "PA select and output power"],
            ["0x42", "RegVersion", "0x12", "chip version"],
        ],
        7.8,
    )
    s.heading("Chapter 7  Design notes", 10.5)
    s.bullets(
        [
            "Module IO is 3.3 V logic. It is not 5 V tolerant: with a 5 V Arduino, level-shift "
            "NSS, SCK, MOSI and RESET (a resistor divider is enough) and power the module from "
            "3.3 V.",
            "The supply must deliver at least 150 mA peak for +20 dBm transmission; "
            "a 100 " + MU + "F capacitor near pin 3 is recommended.",
            "Both versions wire the antenna to PA_BOOST. Firmware that selects the RFO "
            "output instead (RegPaConfig bit 7 = 0) gets at most +14 dBm and no signal at "
            "the antenna pad.",
            "Do not transmit without an antenna.",
            "Communication distance depends on antenna, height and environment; no "
            "distance is guaranteed.",
        ],
        8.2,
    )
    revision_table(
        s,
        [
            ["2021-05-11", "V1.4", "Add HLR-433P"],
            ["2023-08-30", "V1.6", "Sensitivity table per SF"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "hlr-433.pdf")
