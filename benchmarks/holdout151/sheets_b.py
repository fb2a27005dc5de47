"""Hold-out 151 datasheets, part 2: a stand-alone CAN controller with SPI, a 12 V peristaltic
dosing pump, a 4-digit 7-segment LED display module with a 2-wire driver and a 32 Mbit SPI NOR
flash.

A Nouakchott (Mauritania) interface-IC data sheet ("┤n├" upper-case heads, "Record n:" captions,
DC and AC characteristics in grade column groups with currents, levels and the SPI clock stacked
per VDD, a bit-timing table, an SPI instruction set and a register list as decoys), a Bamako
(Mali) pump factory "Product Specification" ("▄ n." upper-case heads, "n.m)" items, "List n ¤"
captions, performance in QDP-412 / QDP-412H min / typ / max groups with current stacked per load
state and flow stacked per voltage, a revision record with an old current figure), a Moroni
(Comoros) maker-store module sheet ("✽" heads, "(a)" letter captions, current stacked per VCC and
brightness in LNZ-4C36 / LNZ-4C56 groups, hook-up notes and Q&A, KMF prices) and a Djibouti
serial-flash data sheet ("⊹ n" heads, "Table n ⋈" captions, DC and AC tables in OWF25T32A /
OWF25T32U groups, read current stacked per instruction and clock, temperature grades only in
the ordering table, an instruction table as a decoy).
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
TIMES = "\u00d7"
TILDE = "~"
TEE_L = "\u2524"
TEE_R = "\u251c"
HALF_BLOCK = "\u2584"
CURRENCY = "\u00a4"
FLOWER = "\u273d"
RAQUO = "\u00bb"
SPARK = "\u22b9"
BOWTIE = "\u22c8"
FRAC = "\u2044"


# ------------------------------------------------ stand-alone CAN controller (Nouakchott)
def zcn4215(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="SAHEL LOGIC",
        header_right="ZCN4215 / ZCN4215E  "
        + TEE_L
        + "  Stand-alone CAN controller  "
        + TEE_L
        + "  DS-4215 rev. B",
        footer_left="Sahel Logic SARL  \u00b7  Tevragh Zeina, Nouakchott, Mauritania  \u00b7  NIF "
        "00451728  \u00b7  DS-4215 rev. B, June 2024",
        footer_right="pg {page}:{nb}",
        rule_color=(180, 130, 50),
        table_fill=(248, 240, 222),
        accent=(140, 95, 30),
        grid=False,
    )
    s = Sheet(style, "ZCN4215 / ZCN4215E stand-alone CAN 2.0B controller with SPI interface")
    s.add_page()
    s.title_block(
        "ZCN4215 / ZCN4215E",
        "Stand-Alone CAN 2.0B Controller with SPI Interface",
        "ZCN4215: industrial grade, -40 " + ELL + " +85 " + DEG + "  |  ZCN4215E: extended grade, "
        "-40 " + ELL + " +125 " + DEG + "  |  SOIC-18, TSSOP-20, QFN-20 (4 x 4 mm)",
        21,
    )

    def overview() -> None:
        s.heading(TEE_L + "1" + TEE_R + " OVERVIEW", 10)
        s.para(
            "The ZCN4215 handles the CAN protocol (framing, bit timing, arbitration, error "
            "handling and message filtering), so the host only reads and writes messages over "
            "SPI. It is a controller only: a CAN transceiver is needed between TXCAN / RXCAN and "
            "the bus.",
            8.0,
        )
        s.para(
            "Classic CAN only. CAN FD frames on the bus are answered with error frames; do not "
            "connect the ZCN4215 to a network that carries CAN FD traffic.",
            8.0,
        )

    def features() -> None:
        s.heading(TEE_L + "2" + TEE_R + " FEATURES", 10)
        s.bullets(
            [
                "CAN 2.0A and 2.0B, up to 1 Mbit/s",
                "Three transmit buffers, two receive buffers",
                "Six 29-bit acceptance filters, two masks",
                "SPI modes 0,0 and 1,1, up to 10 MHz",
                "Supply 2.7 V to 5.5 V",
                "Sleep current 1 " + MU + "A typical",
                "Interrupt output, clock output with prescaler",
            ],
            8.0,
        )

    s.side_by_side(overview, features, 262, 16)
    s.heading(TEE_L + "3" + TEE_R + " ELECTRICAL CHARACTERISTICS", 10, rule=True)
    s.caption(
        "Record 1: DC characteristics (VDD = 2.7 " + ELL + " 5.5 V, TA over the grade range "
        "unless noted)"
    )
    s.table(
        [
            Col("Parameter", 96),
            Col("Conditions", 120),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Unit", 67, "C"),
        ],
        [
            ["Supply voltage", "VDD", "2.7", "", "5.5", "2.7", "", "5.5", "V"],
            [
                "Operating current",
                "fOSC = 16 MHz, VDD = 5.0 V\nfOSC = 16 MHz, VDD = 3.3 V",
                "",
                "3.1\n1.9",
                "5.0\n3.0",
                "",
                "3.1\n1.9",
                "6.0\n3.6",
                "mA",
            ],
            ["Sleep current", "sleep mode, VDD = 5.5 V", "", "1", "5", "", "1", "8", MU + "A"],
            [
                "Input high, SCK,\nSI, CS, RESET",
                "VDD = 5.0 V\nVDD = 3.3 V",
                "3.5\n2.3",
                "",
                "",
                "3.5\n2.3",
                "",
                "",
                "V",
            ],
            [
                "Input low, SCK,\nSI, CS, RESET",
                "VDD = 5.0 V\nVDD = 3.3 V",
                "",
                "",
                "1.5\n1.0",
                "",
                "",
                "1.5\n1.0",
                "V",
            ],
            [
                "Output high, SO,\nTXCAN, INT",
                "IOH = -1 mA, VDD = 5.0 V\nIOH = -1 mA, VDD = 3.3 V",
                "4.3\n2.6",
                "",
                "",
                "4.3\n2.6",
                "",
                "",
                "V",
            ],
            ["Output low, SO,\nTXCAN, INT", "IOL = 4 mA", "", "", "0.6", "", "", "0.6", "V"],
        ],
        7.3,
        head_rows=[["", "", "ZCN4215", "<", "<", "ZCN4215E", "<", "<", ""]],
    )
    s.caption("Record 2: AC characteristics")
    s.table(
        [
            Col("Parameter", 96),
            Col("Conditions", 120),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Unit", 67, "C"),
        ],
        [
            [
                "SPI clock frequency",
                "VDD = 4.5 " + ELL + " 5.5 V\nVDD = 2.7 " + ELL + " 4.5 V",
                "",
                "",
                "10\n5",
                "",
                "",
                "8\n5",
                "MHz",
            ],
            [
                "Oscillator frequency",
                "crystal or external clock",
                "4",
                "",
                "25",
                "4",
                "",
                "20",
                "MHz",
            ],
            ["CAN bit rate", "", "", "", "1", "", "", "1", "Mbit/s"],
            [
                "Oscillator start-up",
                "after wake-up or reset",
                "",
                "",
                "128",
                "",
                "",
                "128",
                "OSC1 cycles",
            ],
            ["Operating ambient", "", "-40", "", "+85", "-40", "", "+125", DEG],
        ],
        7.3,
        head_rows=[["", "", "ZCN4215", "<", "<", "ZCN4215E", "<", "<", ""]],
    )
    s.caption("Record 3: Absolute maximum ratings (both grades)")
    s.table(
        [Col("Parameter", 260), Col("Min", 70, "C"), Col("Max", 80, "C"), Col("Unit", 89, "C")],
        [
            ["Supply voltage VDD", "-0.3", "7.0", "V"],
            ["Any input or output to VSS", "-0.3", "VDD + 0.3", "V"],
            ["ESD, human body model", "", PM + "4", "kV"],
            ["Storage temperature", "-65", "+150", DEG],
        ],
        7.3,
    )

    s.add_page()
    s.heading(TEE_L + "4" + TEE_R + " BIT TIMING", 10, rule=True)
    s.para(
        "A bit is built from 8 to 25 time quanta (TQ); the shortest TQ is 2 / fOSC. With an 8 "
        "MHz crystal the bit time cannot be made short enough for 1 Mbit/s, so the highest bit "
        "rate is 500 kbit/s. Use 16 MHz or 20 MHz for 1 Mbit/s.",
        8.0,
    )
    s.caption("Record 4: Highest bit rate and example register values per oscillator")
    s.table(
        [
            Col("Oscillator", 90, "C"),
            Col("Highest bit rate", 110, "C"),
            Col("Example rate", 90, "C"),
            Col("CNF1", 70, "C"),
            Col("CNF2", 70, "C"),
            Col("CNF3", 69, "C"),
        ],
        [
            ["8 MHz", "500 kbit/s", "500 kbit/s", "0x00", "0x90", "0x02"],
            ["16 MHz", "1 Mbit/s", "1 Mbit/s", "0x00", "0xD0", "0x82"],
            ["20 MHz", "1 Mbit/s", "500 kbit/s", "0x00", "0xFA", "0x87"],
        ],
        7.3,
    )
    s.heading(TEE_L + "5" + TEE_R + " SPI INSTRUCTIONS AND REGISTERS", 10, rule=True)
    s.caption("Record 5: SPI instruction set")
    s.table(
        [Col("Instruction", 130), Col("Byte", 70, "C"), Col("Description", 299)],
        [
            ["RESET", "0xC0", "Resets all registers, enters configuration mode"],
            ["READ / WRITE", "0x03 / 0x02", "Read or write a register, address follows"],
            [
                "READ RX BUFFER",
                "0x90 " + ELL + " 0x96",
                "Read a receive buffer, starting point in the byte",
            ],
            ["LOAD TX BUFFER", "0x40 " + ELL + " 0x45", "Load a transmit buffer"],
            ["RTS", "0x81 " + ELL + " 0x87", "Request to send, one bit per transmit buffer"],
            ["READ STATUS", "0xA0", "Quick status of buffers and interrupts"],
            ["BIT MODIFY", "0x05", "Set or clear single bits of a register"],
        ],
        7.3,
    )
    s.caption("Record 6: Selected registers")
    s.table(
        [
            Col("Register", 130),
            Col("Address", 70, "C"),
            Col("Reset value", 90, "C"),
            Col("Function", 209),
        ],
        [
            ["CANSTAT", "0x0E", "0x80", "operating mode, interrupt code"],
            ["CANCTRL", "0x0F", "0x87", "mode request, CLKOUT prescaler"],
            ["CNF3 / CNF2 / CNF1", "0x28 / 0x29 / 0x2A", "0x00", "bit timing"],
            ["CANINTE / CANINTF", "0x2B / 0x2C", "0x00", "interrupt enable / flags"],
        ],
        7.3,
    )
    s.heading(TEE_L + "6" + TEE_R + " APPLICATION NOTES", 10, rule=True)
    s.bullets(
        [
            "Connect TXCAN and RXCAN to a CAN transceiver. The transceiver, not the ZCN4215, sets "
            "the bus levels, the bus-fault protection and the number of nodes. TXCAN and RXCAN "
            "must never be wired to CAN_H / CAN_L.",
            "Power the ZCN4215 from the host's logic supply. At VDD = 5.0 V the outputs SO and INT "
            "reach 4.3 V and more, too high for 3.3 V inputs that are not 5 V tolerant.",
            "At VDD below 4.5 V keep the SPI clock at 5 MHz or less. The E grade also limits the "
            "oscillator to 20 MHz and the SPI clock to 8 MHz at 4.5 " + ELL + " 5.5 V.",
            "Pull RESET high with 10 k" + OHM + ". INT is push-pull and active low.",
            "The ZCN4215 keeps no messages through a power loss; after power-up it starts in "
            "configuration mode.",
        ],
        8.0,
    )
    s.heading(TEE_L + "7" + TEE_R + " ORDERING", 10, rule=True)
    s.caption("Record 7: Ordering codes")
    s.table(
        [
            Col("Order code", 140),
            Col("Grade", 110, "C"),
            Col("Package", 120, "C"),
            Col("Packing", 129, "C"),
        ],
        [
            ["ZCN4215-I/SO", "ZCN4215", "SOIC-18", "tube, 42"],
            ["ZCN4215-I/ST", "ZCN4215", "TSSOP-20", "reel, 2500"],
            ["ZCN4215E-E/ML", "ZCN4215E", "QFN-20", "reel, 3300"],
        ],
        7.3,
    )
    return save(s, out / "zcn4215.pdf")


# ------------------------------------------------ 12 V peristaltic dosing pump (Bamako)
def qdp412(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="BADALABOUGOU POMPES & MOTEURS",
        header_right="PRODUCT SPECIFICATION  \u00b7  QDP-412 / QDP-412H  \u00b7  Doc. BPM-PS-412 Ed. 4",
        footer_left="BPM SARL  \u00b7  Route de Koulikoro, Badalabougou, Bamako, Mali  \u00b7  NIF "
        "084117526 R",
        footer_right="Feuillet {page}/{nb}",
        rule_color=(110, 70, 40),
        table_fill=(242, 232, 215),
        accent=(110, 70, 40),
        grid=True,
    )
    s = Sheet(style, "QDP-412 / QDP-412H 12 V DC peristaltic dosing pump")
    s.add_page()
    s.title_block(
        "QDP-412 / QDP-412H",
        "12 V DC Peristaltic Dosing Pump",
        "QDP-412: 1 x 3 mm tube, standard flow  |  QDP-412H: 2 x 4 mm tube, high flow  |  "
        "brushed DC motor, 3 rollers",
        21,
    )
    s.heading(HALF_BLOCK + " 1. SCOPE", 10.5, rule=True)
    s.para(
        "This specification applies to the QDP-412 and QDP-412H peristaltic pumps for dosing "
        "water, nutrient solutions and mild chemicals in aquariums, hydroponics and laboratory "
        "equipment. The liquid touches only the tube.",
        8.4,
    )
    s.heading(HALF_BLOCK + " 2. ENVIRONMENT", 10.5, rule=True)
    s.caption("List 1 " + CURRENCY + " Environmental conditions")
    s.table(
        [Col("No.", 40, "C"), Col("Item", 200), Col("Specification", 259)],
        [
            ["2.1)", "Operating ambient temperature", "0 " + TILDE + " +40 " + DEG],
            ["2.2)", "Liquid temperature", "+5 " + TILDE + " +40 " + DEG],
            ["2.3)", "Storage temperature", "-20 " + TILDE + " +60 " + DEG],
            ["2.4)", "Operating humidity", LE + " 85 %RH, no condensation"],
            ["2.5)", "Protection class", "IP20 (pump head and motor)"],
        ],
        7.8,
    )
    s.heading(HALF_BLOCK + " 3. ELECTRICAL AND HYDRAULIC PERFORMANCE", 10.5, rule=True)
    s.caption(
        "List 2 " + CURRENCY + " Performance by model (test: water, 25 " + DEG + ", new tube, "
        "12.0 V DC unless noted)"
    )
    s.table(
        [
            Col("No.", 30, "C"),
            Col("Item", 96),
            Col("Condition", 104),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 34, "C"),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 34, "C"),
            Col("Unit", 65, "C"),
        ],
        [
            [
                "3.1)",
                "Operating voltage",
                "speed follows voltage",
                "6.0",
                "12.0",
                "13.2",
                "6.0",
                "12.0",
                "13.2",
                "V DC",
            ],
            [
                "3.2)",
                "Current",
                "no load (tube removed)\nrated flow\nlocked rotor (stall)",
                "",
                "90\n180\n650",
                "120\n220\n800",
                "",
                "140\n320\n1100",
                "180\n380\n1300",
                "mA",
            ],
            ["3.3)", "Power consumption", "rated flow", "", "2.2", "", "", "3.8", "", "W"],
            [
                "3.4)",
                "Flow rate",
                "6 V\n9 V\n12 V",
                "",
                "25\n40\n55",
                "",
                "",
                "75\n115\n160",
                "",
                "ml/min",
            ],
            ["3.5)", "Flow tolerance", "new tube", "-10", "", "+10", "-10", "", "+10", "%"],
            ["3.6)", "Suction lift", "dry start", "", "2.0", "", "", "1.5", "", "m (water)"],
            ["3.7)", "Outlet pressure", "closed outlet", "", "", "0.15", "", "", "0.10", "MPa"],
            ["3.8)", "Rotor speed", "rated flow", "", "190", "", "", "260", "", "rpm"],
            ["3.9)", "Noise", "at 30 cm", "", "", "50", "", "", "55", "dB(A)"],
            ["3.10)", "Insulation\nresistance", "500 V DC", "10", "", "", "10", "", "", "M" + OHM],
        ],
        7.3,
        head_rows=[["", "", "", "QDP-412", "<", "<", "QDP-412H", "<", "<", ""]],
    )
    s.para(
        "Flow drops by up to 20 % as the tube ages. Values at other voltages are typical and "
        "only for guidance.",
        7.8,
    )
    s.heading(HALF_BLOCK + " 4. TUBE AND MATERIALS", 10.5, rule=True)
    s.caption("List 3 " + CURRENCY + " Tube, materials and life")
    s.table(
        [Col("No.", 40, "C"), Col("Item", 150), Col("Specification", 309)],
        [
            ["4.1)", "Tube material", "food-grade silicone (standard)"],
            ["4.2)", "Tube size (ID x OD)", "1.0 x 3.0 mm (QDP-412), 2.0 x 4.0 mm (QDP-412H)"],
            ["4.3)", "Tube life", GE + " 500 h at 12 V, 25 " + DEG + ", water"],
            ["4.4)", "Motor life", GE + " 1000 h continuous"],
            ["4.5)", "Pump head", "PC housing, POM rollers"],
            [
                "4.6)",
                "Liquids",
                "water, nutrient solutions, dilute acids and bases (pH 3 " + TILDE + " 11)",
            ],
            [
                "4.7)",
                "Not suitable for",
                "oils, fuels, ketones (acetone), concentrated acids or bases",
            ],
        ],
        7.8,
    )

    s.add_page()
    s.heading(HALF_BLOCK + " 5. OPERATION NOTES", 10.5, rule=True)
    s.lines(
        [
            "5.1)  Reversing the supply polarity reverses the flow direction.",
            "5.2)  Speed can be set by PWM on the supply. Use 10 " + TILDE + " 20 kHz and keep the "
            "duty cycle at 30 % or more; below that the motor may not start.",
            "5.3)  Choose a supply rated for the stall current. At switch-on the motor briefly "
            "draws up to",
            "        the locked-rotor current: 800 mA (QDP-412) or 1300 mA (QDP-412H) max.",
            "5.4)  Put a flyback diode across the motor when a transistor or MOSFET switches it.",
            "5.5)  Do not run the pump dry for more than 5 minutes.",
            "5.6)  The pump gives no back-flow protection; fit a check valve when the outlet is "
            "below the tank level.",
            "5.7)  Dosing accuracy depends on tube wear; recalibrate every 100 h of running time.",
        ],
        8.2,
        3.5,
    )
    s.heading(HALF_BLOCK + " 6. DIMENSIONS AND WIRING", 10.5, rule=True)
    s.caption("List 4 " + CURRENCY + " Mechanical data")
    s.table(
        [
            Col("No.", 40, "C"),
            Col("Item", 150),
            Col("QDP-412", 150, "C"),
            Col("QDP-412H", 159, "C"),
        ],
        [
            ["6.1)", "Overall size", "64 x 38 x 74 mm", "72 x 44 x 80 mm"],
            ["6.2)", "Mounting", "2 x M3, 48 mm apart", "2 x M3, 56 mm apart"],
            ["6.3)", "Hose barbs (OD)", "3 mm", "4 mm"],
            [
                "6.4)",
                "Lead wires",
                "2 x 0.3 mm" + "\u00b2" + ", 200 mm",
                "2 x 0.5 mm" + "\u00b2" + ", 200 mm",
            ],
            ["6.5)", "Wire colour", "red = +, black = -", "red = +, black = -"],
            ["6.6)", "Weight", "95 g", "140 g"],
        ],
        7.8,
    )
    s.heading(HALF_BLOCK + " 7. SPARE PARTS AND PACKING", 10.5, rule=True)
    s.caption("List 5 " + CURRENCY + " Spare parts and packing")
    s.table(
        [Col("Code", 110), Col("Description", 260), Col("Unit", 129, "C")],
        [
            ["QDP-T13", "Spare tube 1.0 x 3.0 mm silicone, for QDP-412", "2 pcs"],
            ["QDP-T24", "Spare tube 2.0 x 4.0 mm silicone, for QDP-412H", "2 pcs"],
            ["QDP-HD412", "Complete pump head with rollers, QDP-412", "1 pc"],
            ["Carton", "50 pumps, 46 x 32 x 28 cm, 7.2 kg", "1 carton"],
        ],
        7.8,
    )
    s.heading(HALF_BLOCK + " 8. REVISION RECORD", 10.5, rule=True)
    s.caption("List 6 " + CURRENCY + " Revision record")
    s.table(
        [Col("Ed.", 40, "C"), Col("Date", 90, "C"), Col("Change", 369)],
        [
            ["1", "2021-03", "First issue (QDP-412 only)"],
            [
                "2",
                "2022-01",
                "New motor; rated current of the QDP-412 changed from 250 mA to 180 mA",
            ],
            ["3", "2023-06", "QDP-412H added"],
            ["4", "2024-02", "Stall current and PWM notes added"],
        ],
        7.8,
    )
    return save(s, out / "qdp-412.pdf")


# ------------------------------------------------ 4-digit 7-segment display module (Moroni)
def lnz4c(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="ITSANDRA TRONICS  " + FLOWER + "  Moroni",
        header_right="LNZ-4C36 / LNZ-4C56  \u00b7  display modules",
        footer_left="Itsandra Tronics  \u00b7  Route d'Itsandra, Moroni, Grande Comore, Union of the "
        "Comoros  \u00b7  prices in KMF incl. 10 % TC",
        footer_right="p. {page} " + RAQUO + " {nb}",
        rule_color=(120, 60, 140),
        table_fill=(250, 244, 225),
        accent=(100, 45, 120),
        grid=False,
    )
    s = Sheet(style, "LNZ-4C36 / LNZ-4C56 4-digit 7-segment LED display module")
    s.add_page()
    s.title_block(
        "LNZ-4C36 / LNZ-4C56",
        "4-Digit 7-Segment LED Display Module with 2-Wire Driver",
        'LNZ-4C36: 0.36" red, 3.3 ' + ELL + ' 5.5 V  KMF 1 250    |    LNZ-4C56: 0.56" white, '
        "4.5 " + ELL + " 5.5 V  KMF 2 100",
        20,
    )

    def what() -> None:
        s.heading(FLOWER + " What you get", 10)
        s.para(
            "A four-digit clock-style display with a centre colon on a small board. A 2-wire LED "
            "driver IC (TM1637-compatible protocol) scans the digits and sets the brightness, so "
            "your controller only needs two pins, CLK and DIO, and sends a new number when it "
            "changes.",
            8.0,
        )
        s.para(
            "The LNZ-4C36 has small red digits. The LNZ-4C56 has large white digits with a "
            "decimal point after each one; white LEDs need a higher voltage.",
            8.0,
        )

    def facts() -> None:
        s.heading(FLOWER + " Quick facts", 10)
        s.bullets(
            [
                "4 digits, centre colon",
                "Two data pins: CLK and DIO",
                "8 brightness steps",
                "10 k" + OHM + " pull-ups on CLK and DIO (to VCC)",
                "4-pin header, 2.54 mm",
                "42 x 24 mm (4C36), 50 x 30 mm (4C56)",
            ],
            8.0,
        )

    s.side_by_side(what, facts, 280, 16)
    s.heading(FLOWER + " Electrical data", 10.5, rule=True)
    s.caption("(a) Electrical data, Ta = 25 " + DEG)
    s.table(
        [
            Col("Parameter", 90),
            Col("Condition", 150),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 34, "C"),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 34, "C"),
            Col("Unit", 55, "C"),
        ],
        [
            ["Supply voltage VCC", "", "3.3", "5.0", "5.5", "4.5", "5.0", "5.5", "V"],
            [
                "Supply current",
                "VCC = 3.3 V, all on, brightness 7\nVCC = 5.0 V, all on, brightness 7\n"
                "VCC = 5.0 V, all on, brightness 0\nVCC = 5.0 V, display off",
                "",
                "38\n62\n9\n1.2",
                "45\n75\n12\n2.0",
                "",
                DASH + "\n95\n14\n1.2",
                DASH + "\n115\n18\n2.0",
                "mA",
            ],
            ["CLK frequency", "", "", "", "250", "", "", "250", "kHz"],
            [
                "Input high,\nCLK and DIO",
                "VCC = 3.3 V\nVCC = 5.0 V",
                "2.3\n3.5",
                "",
                "",
                DASH + "\n3.5",
                "",
                "",
                "V",
            ],
            [
                "Input low,\nCLK and DIO",
                "VCC = 3.3 V\nVCC = 5.0 V",
                "",
                "",
                "1.0\n1.5",
                "",
                "",
                DASH + "\n1.5",
                "V",
            ],
            ["DIO output low", "4 mA sink", "", "", "0.4", "", "", "0.4", "V"],
            ["Operating temperature", "", "-10", "", "+60", "-10", "", "+60", DEG],
        ],
        7.4,
        head_rows=[["", "", "LNZ-4C36", "<", "<", "LNZ-4C56", "<", "<", ""]],
    )
    s.para(
        'All on means every segment and the colon lit ("8.8:8.8"). The white LEDs of the '
        "LNZ-4C56 need a higher forward voltage; below 4.5 V some segments stay dark.",
        7.8,
    )
    s.heading(FLOWER + " Pins", 10.5, rule=True)
    s.caption("(b) Header J1, 2.54 mm, left to right (both versions)")
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Function", 379)],
        [
            ["1", "CLK", "Clock input, 10 k" + OHM + " pull-up to VCC"],
            ["2", "DIO", "Data input / output (open drain), 10 k" + OHM + " pull-up to VCC"],
            ["3", "VCC", "Supply"],
            ["4", "GND", "Ground"],
        ],
        7.4,
    )

    s.add_page()
    s.heading(FLOWER + " Hooking it up", 10.5, rule=True)
    s.bullets(
        [
            "CLK and DIO are not I\u00b2C. The driver has no address and ignores I\u00b2C address "
            "bytes, and I\u00b2C traffic can write garbage to the display. Give the module its own "
            "two GPIO pins and do not share them with an I\u00b2C bus.",
            "The 10 k" + OHM + " pull-ups on CLK and DIO go to VCC. With VCC = 5 V the idle lines "
            "sit at 5 V, so a 3.3 V controller whose pins are not 5 V tolerant needs a level "
            "shifter, or run the LNZ-4C36 from 3.3 V.",
            "Keep the wires under 30 cm; longer lines need a slower clock.",
            "Brightness has 8 steps, 0 (dimmest) to 7 (brightest). The current rises with the "
            "brightness; see table (a).",
            "Each module needs its own CLK and DIO pair; there is no address to tell two modules "
            "apart.",
        ],
        8.0,
    )
    s.heading(FLOWER + " Questions and answers", 10.5, rule=True)
    qa = [
        (
            "Can I use it with an ESP32 at 3.3 V?",
            "The LNZ-4C36, yes: power it from the 3.3 V pin. The LNZ-4C56 needs 4.5 V or more, "
            "and on 5 V its pull-ups put 5 V on the ESP32 pins.",
        ),
        (
            "Does it have decimal points?",
            "The LNZ-4C56 has a decimal point after each digit and the colon. The LNZ-4C36 has "
            "only the colon.",
        ),
        (
            "How much current should my 5 V supply give?",
            "Plan for the brightest setting with all segments on: 75 mA for the LNZ-4C36 and "
            "115 mA for the LNZ-4C56 (maximum values at 5.0 V).",
        ),
    ]
    for question, answer in qa:
        s.para(question, 8.0, bold=True)
        s.para(answer, 8.0)
    s.heading(FLOWER + " Boards", 10.5, rule=True)
    s.caption("(c) Board data")
    s.table(
        [Col("Item", 150), Col("LNZ-4C36", 170, "C"), Col("LNZ-4C56", 179, "C")],
        [
            ["Digit height", '0.36" (9.1 mm)', '0.56" (14.2 mm)'],
            ["Colour", "red, 625 nm", "white"],
            ["Board size", "42 x 24 mm", "50 x 30 mm"],
            ["Mounting holes", "4 x 2.2 mm", "4 x 3.0 mm"],
            ["Weight", "6 g", "11 g"],
        ],
        7.4,
    )
    s.heading(FLOWER + " Prices", 10.5, rule=True)
    s.caption("(d) Price list (KMF, incl. 10 % TC)")
    s.table(
        [Col("SKU", 120), Col("Version", 110), Col("Pack", 90, "C"), Col("Price", 179, "C")],
        [
            ["ITR-LNZ436", "LNZ-4C36", "1 pc", "1 250"],
            ["ITR-LNZ436-3", "LNZ-4C36", "3 pcs", "3 400"],
            ["ITR-LNZ456", "LNZ-4C56", "1 pc", "2 100"],
            ["ITR-LNZ456-3", "LNZ-4C56", "3 pcs", "5 800"],
        ],
        7.4,
    )
    s.para("Updated 12 June 2024. Prices and data can change.", 7.0)
    return save(s, out / "lnz-4c.pdf")


# ------------------------------------------------ 32 Mbit SPI NOR flash (Djibouti)
def owf25t32(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="TADJOURAH SEMICONDUCTOR",
        header_right="OWF25T32A / OWF25T32U  "
        + SPARK
        + "  32M-bit serial NOR flash  "
        + SPARK
        + "  DS-F32-EN rev. 1.4",
        footer_left="Tadjourah Semiconductor S.A.  \u00b7  Plateau du Serpent, Djibouti, Republic of "
        "Djibouti  \u00b7  DS-F32-EN rev. 1.4, March 2024",
        footer_right="{page}" + FRAC + "{nb}",
        rule_color=(0, 130, 140),
        table_fill=(236, 244, 244),
        accent=(0, 100, 110),
        grid=True,
    )
    s = Sheet(style, "OWF25T32A / OWF25T32U 32M-bit serial NOR flash with dual / quad SPI")
    s.add_page()
    s.title_block(
        "OWF25T32A / OWF25T32U",
        "32M-bit (4 MB) Serial NOR Flash with Dual / Quad SPI",
        "OWF25T32A: 2.7 V " + ELL + " 3.6 V  |  OWF25T32U: 1.65 V " + ELL + " 1.95 V  |  SOIC-8 "
        "208 mil, WSON-8 6 x 5 mm, USON-8 4 x 3 mm",
        20,
    )

    def feats() -> None:
        s.heading(SPARK + " 1  Features", 10)
        s.bullets(
            [
                "64 blocks of 64 KB, 1024 sectors of 4 KB, 256-byte pages",
                "Standard, dual and quad SPI",
                "Fast read 133 MHz (A) / 104 MHz (U)",
                "100 000 program / erase cycles per sector",
                "20-year data retention",
                "Power-down current 0.1 " + MU + "A typ.",
                "JEDEC ID D7 40 16 (A) / D7 60 16 (U)",
            ],
            7.8,
        )

    def desc() -> None:
        s.heading(SPARK + " 2  General description", 10)
        s.para(
            "The OWF25T32 stores code and data for microcontrollers, FPGAs and wireless modules. "
            "It is read and written over a standard SPI bus; in dual and quad modes two or four "
            "pins carry data for execute-in-place speed.",
            7.8,
        )
        s.para(
            "The OWF25T32A is the 3 V version. The OWF25T32U is the 1.8 V version for hosts with "
            "1.8 V I/O; it must not be connected to 3.3 V logic.",
            7.8,
        )

    s.side_by_side(feats, desc, 240, 16)
    s.heading(SPARK + " 3  DC characteristics", 10, rule=True)
    s.caption("Table 1 " + BOWTIE + " DC characteristics (TA = -40 " + ELL + " +85 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 92),
            Col("Symbol", 38, "C"),
            Col("Conditions", 105),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 38, "C"),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 38, "C"),
            Col("Unit", 52, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "", "2.7", "3.0", "3.6", "1.65", "1.8", "1.95", "V"],
            [
                "Standby current",
                "I_{CC1}",
                "CS = VCC, idle",
                "",
                "1",
                "10",
                "",
                "0.5",
                "8",
                MU + "A",
            ],
            [
                "Power-down current",
                "I_{CC2}",
                "after B9h",
                "",
                "0.1",
                "1",
                "",
                "0.1",
                "1",
                MU + "A",
            ],
            [
                "Read current",
                "I_{CC3}",
                "03h at 50 MHz\nEBh quad at 104 MHz\nEBh quad at 133 MHz",
                "",
                "5\n12\n15",
                "8\n16\n20",
                "",
                "4\n10\n" + DASH,
                "7\n14\n" + DASH,
                "mA",
            ],
            ["Program current", "I_{CC4}", "page program", "", "15", "25", "", "12", "20", "mA"],
            [
                "Erase current",
                "I_{CC5}",
                "sector, block or chip",
                "",
                "15",
                "25",
                "",
                "12",
                "20",
                "mA",
            ],
            [
                "Input high",
                "V_{IH}",
                "",
                "0.7 x VCC",
                "",
                "VCC + 0.4",
                "0.7 x VCC",
                "",
                "VCC + 0.4",
                "V",
            ],
            ["Input low", "V_{IL}", "", "-0.5", "", "0.3 x VCC", "-0.5", "", "0.3 x VCC", "V"],
            ["Output low", "V_{OL}", "IOL = 100 " + MU + "A", "", "", "0.2", "", "", "0.2", "V"],
        ],
        7.0,
        head_rows=[["", "", "", "OWF25T32A", "<", "<", "OWF25T32U", "<", "<", ""]],
    )
    s.heading(SPARK + " 4  AC characteristics", 10, rule=True)
    s.caption("Table 2 " + BOWTIE + " AC characteristics (TA = -40 " + ELL + " +85 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 92),
            Col("Symbol", 38, "C"),
            Col("Conditions", 105),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 38, "C"),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 38, "C"),
            Col("Unit", 52, "C"),
        ],
        [
            ["Clock frequency,\nRead Data (03h)", "f_{R}", "", "", "", "50", "", "", "50", "MHz"],
            [
                "Clock frequency,\nall other instructions",
                "f_{C}",
                "VCC " + GE + " 3.0 V\nfull VCC range",
                "",
                "",
                "133\n104",
                "",
                "",
                DASH + "\n104",
                "MHz",
            ],
            ["Page program time", "t_{PP}", "256 bytes", "", "0.4", "3", "", "0.5", "3", "ms"],
            ["Sector erase time", "t_{SE}", "4 KB", "", "45", "400", "", "50", "400", "ms"],
            ["Block erase time", "t_{BE}", "64 KB", "", "150", "2000", "", "180", "2000", "ms"],
            ["Chip erase time", "t_{CE}", "", "", "10", "50", "", "12", "60", "s"],
            [
                "Power-up delay",
                "t_{VSL}",
                "VCC(min) to first\ninstruction",
                "20",
                "",
                "",
                "20",
                "",
                "",
                MU + "s",
            ],
        ],
        7.0,
        head_rows=[["", "", "", "OWF25T32A", "<", "<", "OWF25T32U", "<", "<", ""]],
    )
    s.heading(SPARK + " 5  Absolute maximum ratings", 10, rule=True)
    s.caption("Table 3 " + BOWTIE + " Absolute maximum ratings")
    s.table(
        [
            Col("Parameter", 200),
            Col("OWF25T32A", 120, "C"),
            Col("OWF25T32U", 120, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltage VCC", "-0.6 to +4.0", "-0.5 to +2.5", "V"],
            ["Voltage on any pin", "-0.6 to VCC + 0.4", "-0.5 to VCC + 0.4", "V"],
            ["Storage temperature", "-65 to +150", "-65 to +150", DEG],
            ["ESD, human body model", PM + "2000", PM + "2000", "V"],
        ],
        7.0,
    )

    s.add_page()
    s.heading(SPARK + " 6  Instructions", 10, rule=True)
    s.caption("Table 4 " + BOWTIE + " Instruction set (selection)")
    s.table(
        [
            Col("Instruction", 170),
            Col("Code", 60, "C"),
            Col("Address bytes", 90, "C"),
            Col("Data", 179, "C"),
        ],
        [
            ["Write Enable", "06h", "0", DASH],
            ["Read Status Register-1", "05h", "0", "S7 " + ELL + " S0"],
            ["Read Data", "03h", "3", "D7 " + ELL + " D0, continuous"],
            ["Fast Read", "0Bh", "3", "8 dummy clocks, then data"],
            ["Fast Read Quad I/O", "EBh", "3", "on IO0 " + ELL + " IO3"],
            ["Page Program", "02h", "3", "1 " + ELL + " 256 bytes"],
            ["Sector Erase (4 KB)", "20h", "3", DASH],
            ["Block Erase (64 KB)", "D8h", "3", DASH],
            ["Chip Erase", "C7h / 60h", "0", DASH],
            ["Power-down / Release", "B9h / ABh", "0", DASH],
            ["JEDEC ID", "9Fh", "0", "D7h, 40h / 60h, 16h"],
        ],
        7.2,
    )
    s.heading(SPARK + " 7  Endurance and retention", 10, rule=True)
    s.caption("Table 5 " + BOWTIE + " Reliability (both versions)")
    s.table(
        [Col("Parameter", 200), Col("Condition", 160), Col("Value", 80, "C"), Col("Unit", 59, "C")],
        [
            ["Program / erase cycles", "per sector", "100 000", "cycles"],
            ["Data retention", "after 100 000 cycles, 55 " + DEG, "20", "years"],
        ],
        7.2,
    )
    s.heading(SPARK + " 8  Ordering information", 10, rule=True)
    s.caption("Table 6 " + BOWTIE + " Order codes")
    s.table(
        [
            Col("Order code", 120),
            Col("Version", 80, "C"),
            Col("Package", 110, "C"),
            Col("Temperature", 110, "C"),
            Col("Packing", 79, "C"),
        ],
        [
            ["OWF25T32AISIG", "A (3 V)", "SOIC-8 208 mil", "-40 " + ELL + " +85 " + DEG, "tube"],
            ["OWF25T32AJSIG", "A (3 V)", "SOIC-8 208 mil", "-40 " + ELL + " +105 " + DEG, "tube"],
            ["OWF25T32AIZPG", "A (3 V)", "WSON-8 6 x 5 mm", "-40 " + ELL + " +85 " + DEG, "reel"],
            ["OWF25T32UIZPG", "U (1.8 V)", "WSON-8 6 x 5 mm", "-40 " + ELL + " +85 " + DEG, "reel"],
            ["OWF25T32UIUXG", "U (1.8 V)", "USON-8 4 x 3 mm", "-40 " + ELL + " +85 " + DEG, "reel"],
        ],
        7.2,
    )
    s.para(
        "Temperature code in the order code: I = -40 "
        + ELL
        + " +85 "
        + DEG
        + ", J = -40 "
        + ELL
        + " +105 "
        + DEG
        + " (OWF25T32A only). Parts with code J meet Tables 1 and 2 up to +105 "
        + DEG
        + ".",
        7.8,
    )
    s.heading(SPARK + " 9  Design notes", 10, rule=True)
    s.bullets(
        [
            "The OWF25T32U is a 1.8 V part. Its pins must not see more than VCC + 0.4 V; do not "
            "connect it to 3.3 V logic without level shifting.",
            "Wait at least 20 " + MU + "s after VCC reaches its minimum before the first "
            "instruction; program and erase instructions are ignored for the first 5 ms.",
            "In quad mode /WP and /HOLD become IO2 and IO3; pull them high when quad mode is not "
            "used.",
            "Program and erase need no extra supply; a write is protected by the Write Enable "
            "latch and the block-protect bits.",
        ],
        7.8,
    )
    return save(s, out / "owf25t32.pdf")
