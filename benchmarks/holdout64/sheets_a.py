"""Hold-out 64 datasheets, part 1: a CAN bus transceiver IC, a hall-effect latch IC,
a 3.3 V buck regulator module and an addressable RGB LED strip.

A US analog-house transceiver sheet (condition sentence, Note marks, one column
per ordering code, electrical table continued on page 2), a Japanese hall latch
sheet (a current table whose columns are supply voltages, magnetic ranks in
unnamed rows), a Swedish buck module sheet (input and output data in two
half-width tables side by side) and a German LED strip sheet (one column per
ordering code, data-input level only as a fraction of the supply).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
LP = "\uff08"
RP = "\uff09"


# ------------------------------------------------ CAN transceiver (US analog house)
def kv2562(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KESTREL VALE SEMICONDUCTOR",
        header_right="KV2562  Rev. C",
        footer_left="kestrelvale-semi.example  |  SLKV2562C - MARCH 2023",
        footer_right="{page}",
        table_fill=(230, 230, 230),
        accent=(150, 20, 20),
    )
    s = Sheet(style, "KV2562 CAN transceiver")
    s.add_page()
    s.title_block(
        "KV2562",
        "High-Speed CAN Transceiver with Standby Mode and Optional I/O Level Adapter",
        "KV2562-1 (classic CAN)  |  KV2562-5 (CAN FD)  |  KV2562V-5 (CAN FD, VIO pin)",
        20,
    )

    def features() -> None:
        s.caption("FEATURES")
        s.bullets(
            [
                "Meets ISO 11898-2:2016 physical layer",
                "KV2562-5 / KV2562V-5: CAN FD data phase up to 5 Mbps",
                "KV2562V-5: VIO pin for 1.8 V, 3.3 V and 5 V MCUs",
                "Bus pins protected to " + PM + "58 V",
                "Low-current standby with bus wake-up",
                "SOIC-8 and 3 x 3 mm VSON-8 packages",
            ],
            7.5,
        )

    def apps() -> None:
        s.caption("APPLICATIONS")
        s.bullets(
            ["Industrial automation, CANopen", "Building and HVAC control", "E-bike and robots"],
            7.5,
        )
        s.caption("DESCRIPTION")
        s.para(
            "The KV2562 family connects a CAN protocol controller to a two-wire bus. The "
            "transceiver itself runs from a single 5 V supply on VCC; on the KV2562V-5 the "
            "receiver output and TXD input follow the VIO rail.",
            7.5,
        )

    s.side_by_side(features, apps, 240)
    s.heading("DEVICE COMPARISON", 9.5, rule=True)
    s.table(
        [
            Col("", 170),
            Col("KV2562-1", 110, "C"),
            Col("KV2562-5", 110, "C"),
            Col("KV2562V-5", 109, "C"),
        ],
        [
            ["Maximum data rate", "1 Mbps", "5 Mbps", "5 Mbps"],
            ["Pin 5 function", "NC", "NC", "VIO"],
            ["Logic levels referenced to", "VCC", "VCC", "VIO"],
            ["Package", "SOIC-8", "SOIC-8", "VSON-8"],
        ],
        7.5,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS (1)", 9.5, rule=True)
    s.table(
        [Col("", 290), Col("MIN", 60, "C"), Col("MAX", 60, "C"), Col("UNIT", 89, "C")],
        [
            ["Supply voltage, VCC", "-0.3", "6", "V"],
            ["I/O level supply, VIO (KV2562V-5)", "-0.3", "6", "V"],
            ["CAN bus I/O, CANH and CANL", "-58", "58", "V"],
            ["Logic pins TXD, RXD, STB", "-0.3", "6", "V"],
            ["Junction temperature, TJ", "-40", "165", DEG],
        ],
        7.5,
    )
    s.heading("RECOMMENDED OPERATING CONDITIONS", 9.5, rule=True)
    s.table(
        [
            Col("", 250),
            Col("MIN", 55, "C"),
            Col("NOM", 55, "C"),
            Col("MAX", 55, "C"),
            Col("UNIT", 84, "C"),
        ],
        [
            ["VCC   Supply voltage", "4.5", "5", "5.5", "V"],
            ["VIO   I/O supply voltage (KV2562V-5)", "1.7", "", "5.5", "V"],
            ["IOH(RXD)   RXD high-level output current", "-2", "", "", "mA"],
            ["IOL(RXD)   RXD low-level output current", "", "", "2", "mA"],
            ["TA   Operating ambient temperature", "-40", "", "125", DEG],
        ],
        7.5,
    )
    s.para(
        "(1) Stresses beyond those listed under Absolute Maximum Ratings may cause permanent "
        "damage. These are stress ratings only.",
        6.5,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5, rule=True)
    s.para(
        "VCC = 4.5 V to 5.5 V, VIO = 1.7 V to 5.5 V (KV2562V-5), RL = 60 " + OHM + ", "
        "TA = -40" + DEG + " to 125" + DEG + " unless otherwise noted. Typical values at "
        "VCC = 5 V, TA = 25" + DEG + ".",
        7,
    )
    cols = [
        Col("PARAMETER", 120),
        Col("TEST CONDITIONS", 189),
        Col("MIN", 45, "C"),
        Col("TYP", 45, "C"),
        Col("MAX", 45, "C"),
        Col("UNIT", 55, "C"),
    ]
    s.table(
        cols,
        [
            ["SUPPLY"],
            ["ICC   Supply current", "Dominant, TXD = 0 V, normal mode", "", "45", "70", "mA"],
            ["", "Recessive, TXD = VCC, normal mode", "", "5", "10", "mA"],
            ["", "Standby mode, STB = VCC (2)", "", "9", "15", MU + "A"],
            [
                "IIO   I/O supply current",
                "KV2562V-5, normal mode, RXD open",
                "",
                "",
                "300",
                MU + "A",
            ],
            ["UVVCC", "Undervoltage threshold, VCC falling", "3.5", "", "4.4", "V"],
            ["DRIVER"],
            [
                "VO(D)   Bus output voltage\n(dominant)",
                "CANH, TXD = 0 V",
                "2.75",
                "3.5",
                "4.5",
                "V",
            ],
            ["", "CANL, TXD = 0 V", "0.5", "1.5", "2.25", "V"],
            ["VOD(D)", "Differential output, dominant", "1.5", "", "3", "V"],
        ],
        7,
    )
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS (continued)", 9.5, rule=True)
    s.table(
        cols,
        [
            ["RECEIVER"],
            ["VIT   Differential input\nthreshold", "-12 V < VCM < 12 V", "500", "", "900", "mV"],
            ["RIN   Input resistance", "CANH or CANL to ground", "9", "15", "28", "k" + OHM],
            ["LOGIC INPUTS (TXD, STB)"],
            ["VIH", "KV2562-1, KV2562-5", "2", "", "", "V"],
            ["", "KV2562V-5", "0.7 x VIO", "", "", "V"],
            ["VIL", "KV2562-1, KV2562-5", "", "", "0.8", "V"],
            ["", "KV2562V-5", "", "", "0.3 x VIO", "V"],
            ["RXD OUTPUT"],
            ["VOH", "IO = -2 mA, KV2562-1, -5", "VCC - 0.4", "", "", "V"],
            ["VOL", "IO = 2 mA", "", "", "0.4", "V"],
            ["SWITCHING"],
            ["tLOOP   Loop delay", "TXD to RXD, recessive to dominant", "", "110", "175", "ns"],
            ["tBIT(RXD)", "Bit time, 5 Mbps (3)", "120", "", "220", "ns"],
        ],
        7,
    )
    s.para(
        "(2) Standby current is specified for the KV2562-1 and KV2562-5; on the KV2562V-5 "
        "the VIO rail stays powered in standby.  (3) KV2562-5 and KV2562V-5 only.",
        6.5,
    )
    s.para(
        "Note: The RXD output of the KV2562-1 and KV2562-5 swings to VCC. When a 3.3 V "
        "microcontroller is used, choose the KV2562V-5 and tie VIO to the MCU supply; the "
        "TXD input of all versions accepts 3.3 V logic (VIH 2 V).",
        7,
    )
    s.heading("PIN FUNCTIONS", 9.5, rule=True)
    s.table(
        [Col("PIN", 50, "C"), Col("NAME", 80), Col("TYPE", 70, "C"), Col("DESCRIPTION", 299)],
        [
            ["1", "TXD", "I", "Transmit data input"],
            ["2", "GND", "G", "Ground"],
            ["3", "VCC", "P", "5 V supply"],
            ["4", "RXD", "O", "Receive data output"],
            ["5", "NC / VIO", "- / P", "No connect (KV2562-1, -5); I/O supply (KV2562V-5)"],
            ["6", "CANL", "I/O", "Low-level CAN bus line"],
            ["7", "CANH", "I/O", "High-level CAN bus line"],
            ["8", "STB", "I", "Standby mode select, internal pull-up"],
        ],
        7,
    )
    s.heading("APPLICATION INFORMATION", 9.5, rule=True)
    s.para(
        "Terminate each end of the bus with 120 " + OHM + ". A 100 nF ceramic capacitor "
        "close to VCC is required. FIT and ESD data are given in the separate "
        "reliability report.",
        7.5,
    )
    revision_table(
        s,
        [["03/2023", "C", "Added KV2562V-5"], ["07/2021", "B", "Loop delay limits updated"]],
        (90, 60, 349),
    )
    return save(s, out / "kv2562.pdf")


# ------------------------------------------------ Hall-effect latch (Japanese)
def mz1873(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Kotobuki Denshi Co., Ltd.",
        header_right="MZ1873 Series",
        footer_left="KD-DS-1873-E03",
        footer_right="{page} / {nb}",
        table_fill=(235, 235, 235),
        grid=False,
    )
    s = Sheet(style, "MZ1873 Hall-effect latch")
    s.add_page()
    s.title_block(
        "MZ1873 Series",
        "Bipolar Hall-Effect Latch IC  (Open-Drain Output)",
        "MZ1873-L (high sensitivity)  /  MZ1873-M (standard)  /  SOT-23-3, TO-92S",
        19,
    )
    s.heading("■ Outline", 10)
    s.para(
        "The MZ1873 series is a bipolar Hall latch for brushless DC motor commutation and "
        "rotary encoders. The output turns ON (low) with a south pole and stays latched "
        "until a north pole of sufficient strength is applied. A built-in regulator allows "
        "operation from 12 V and 24 V systems.",
        8,
    )
    s.heading("■ Absolute Maximum Ratings" + LP + "Ta = 25 " + DEG + RP, 10)
    s.table(
        [Col("Item", 220), Col("Symbol", 80, "C"), Col("Rating", 110, "C"), Col("Unit", 89, "C")],
        [
            ["Power supply voltage", "VDD", "-0.3 ～ 28", "V"],
            ["Output voltage", "VOUT", "-0.3 ～ 28", "V"],
            ["Output sink current", "IOUT", "25", "mA"],
            ["Power dissipation (SOT-23-3)", "PD", "230", "mW"],
            ["Storage temperature", "Tstg", "-55 ～ +150", DEG],
        ],
        7.5,
    )
    s.heading("■ Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Item", 200),
            Col("Symbol", 70, "C"),
            Col("Min.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 119, "C"),
        ],
        [
            ["Supply voltage", "VDD", "2.7", "24", "V"],
            ["Output pull-up voltage", "VPU", "", "24", "V"],
            ["Output sink current", "IOUT", "", "20", "mA"],
            ["Operating ambient\ntemperature", "Topr", "-40", "125", DEG],
        ],
        7.5,
    )
    s.heading("■ Electrical Characteristics" + LP + "Ta = 25 " + DEG + RP, 10)
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 60, "C"),
            Col("Conditions", 120, "C"),
            Col("Min.", 40, "C"),
            Col("Typ.", 40, "C"),
            Col("Max.", 40, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Output saturation voltage", "VOL", "IOUT = 20 mA, B > BOP", "", "0.2", "0.4", "V"],
            ["Output leakage current", "IOFF", "VOUT = 24 V, B < BRP", "", "", "10", MU + "A"],
            ["Output rise time", "tr", "RL = 1 k" + OHM + ", CL = 20 pF", "", "0.2", "", MU + "s"],
            ["Output fall time", "tf", "RL = 1 k" + OHM + ", CL = 20 pF", "", "0.1", "", MU + "s"],
            ["Chopping frequency", "fC", "", "", "400", "", "kHz"],
            ["Power-on time", "tON", "VDD ≧ 2.7 V", "", "", "35", MU + "s"],
        ],
        7.5,
    )
    s.heading("■ Supply Current (Output OFF, Typ. / Max.)", 10)
    s.table(
        [
            Col("Symbol", 100),
            Col("VDD = 3.0 V", 100, "C"),
            Col("VDD = 5.0 V", 100, "C"),
            Col("VDD = 12 V", 100, "C"),
            Col("VDD = 24 V", 99, "C"),
        ],
        [
            ["IDD  Typ.", "1.6 mA", "1.8 mA", "2.2 mA", "2.6 mA"],
            ["IDD  Max.", "2.5 mA", "2.8 mA", "3.5 mA", "4.5 mA"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("■ Magnetic Characteristics" + LP + "VDD = 12 V, Ta = 25 " + DEG + RP, 10)
    s.table(
        [
            Col("Item", 140),
            Col("Symbol", 60, "C"),
            Col("Rank", 70, "C"),
            Col("Min.", 55, "C"),
            Col("Typ.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Operate point", "BOP", "L", "0.5", "1.5", "3.0", "mT"],
            ["", "", "M", "2.0", "4.0", "7.0", "mT"],
            ["Release point", "BRP", "L", "-3.0", "-1.5", "-0.5", "mT"],
            ["", "", "M", "-7.0", "-4.0", "-2.0", "mT"],
            ["Hysteresis", "BH", "L", "", "3.0", "", "mT"],
            ["", "", "M", "", "8.0", "", "mT"],
        ],
        7.5,
    )
    s.para(
        "Note 1: 1 mT = 10 G. A positive value means a south pole facing the marked face of "
        "the package.  Note 2: Magnetic characteristics are guaranteed at Ta = 25 " + DEG + " "
        "only; the temperature drift of BOP is typically -0.1 %/" + DEG + ".",
        7.5,
    )
    s.heading("■ Pin Configuration", 10)
    s.table(
        [
            Col("Pin No.", 80, "C"),
            Col("SOT-23-3", 140, "C"),
            Col("TO-92S", 140, "C"),
            Col("Function", 139),
        ],
        [
            ["1", "VDD", "VDD", "Power supply"],
            ["2", "OUT", "GND", "Open-drain output / ground"],
            ["3", "GND", "OUT", "Ground / open-drain output"],
        ],
        7.5,
    )
    s.heading("■ Application Notes", 10)
    s.bullets(
        [
            "Connect a pull-up resistor (e.g. 10 k" + OHM + ") from OUT to the logic supply "
            "of the MCU; the output can be pulled up to 3.3 V or 5 V independently of VDD.",
            "Place a 0.1 " + MU + "F capacitor between VDD and GND close to the IC.",
            "The IC has no reverse supply protection. Use a series diode in 24 V systems.",
            "Marking code: 73L (MZ1873-L), 73M (MZ1873-M).",
        ],
        8,
    )
    s.heading("■ Ordering Information", 10)
    s.table(
        [
            Col("Part number", 160),
            Col("Rank", 80, "C"),
            Col("Package", 120, "C"),
            Col("Packing", 139, "C"),
        ],
        [
            ["MZ1873-L-S3", "L", "SOT-23-3", "3000 pcs / reel"],
            ["MZ1873-M-S3", "M", "SOT-23-3", "3000 pcs / reel"],
            ["MZ1873-M-T9", "M", "TO-92S", "1000 pcs / bag"],
        ],
        7.5,
    )
    revision_table(s, [["2022.10", "E03", "TO-92S added"]], (90, 60, 349))
    return save(s, out / "mz1873.pdf")


# ------------------------------------------------ 3.3 V buck module (Swedish)
def vr33(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="NORRVOLT AB",
        header_right="Produktblad / Product sheet  VR33-M2",
        footer_left="Norrvolt AB, Sundsvall  -  Doc. NV-0412 utg. 4",
        footer_right="Sida {page} av {nb}",
        table_fill=(225, 235, 225),
        accent=(0, 90, 60),
        grid=False,
    )
    s = Sheet(style, "VR33-M2 3.3 V buck module")
    s.add_page()
    s.title_block(
        "VR33-M2",
        "3.3 V synchronous step-down module, 2 A, 12.2 x 17.8 mm",
        "Drop-in replacement for 78xx linear regulators. Versions: VR33-M2 (pins) and "
        "VR33-M2-SMD (castellated pads).",
        20,
    )
    s.para(
        "All data at Tamb = 25 " + DEG + ", Vin = 12 V, Iout = 1 A, with the 10 " + MU + "F "
        "input and 22 " + MU + "F output capacitors on the module, unless noted.",
        7.5,
    )

    def left() -> None:
        s.caption("Inngång / Input")
        s.table(
            [Col("Parameter", 110), Col("Value", 70, "C"), Col("Unit", 50, "C")],
            [
                ["Input voltage\nrange", "4.6 - 28", "V"],
                ["Input voltage,\nnever exceed", "32", "V"],
                ["Undervoltage\nlock-out (rising)", "4.3", "V"],
                ["No-load input\ncurrent", "0.9", "mA"],
                ["Shutdown current\n(EN low)", "8", MU + "A"],
                ["EN threshold", "1.2", "V"],
            ],
            7,
        )

    def right() -> None:
        s.caption("Utgång / Output")
        s.table(
            [Col("Parameter", 115), Col("Value", 70, "C"), Col("Unit", 49, "C")],
            [
                ["Output voltage\n(set point)", "3.3 " + PM + " 2 %", "V"],
                ["Continuous output\ncurrent", "2.0", "A"],
                ["Current limit\n(typ.)", "3.1", "A"],
                ["Ripple, 20 MHz BW\n(Vin 12 V, 2 A)", "25", "mVpp"],
                ["Efficiency\n(Vin 5 V, 1 A)", "93", "%"],
                ["Switching\nfrequency", "1.1", "MHz"],
            ],
            7,
        )

    s.side_by_side(left, right, 240, 19)
    s.heading("Derating", 10, rule=True)
    s.para(
        "Full 2.0 A output is available up to Tamb = +65 " + DEG + " in still air. Above "
        "+65 " + DEG + " derate linearly to 1.0 A at +85 " + DEG + ". For input voltages "
        "above 24 V the continuous output current is limited to 1.5 A.",
        8,
    )
    s.heading("Omgivning / Environment", 10, rule=True)
    s.table(
        [Col("", 220), Col("VR33-M2", 140, "C"), Col("VR33-M2-SMD", 139, "C")],
        [
            ["Operating temperature", "-40 ... +85 " + DEG, "-40 ... +85 " + DEG],
            ["Storage temperature", "-55 ... +125 " + DEG, "-55 ... +125 " + DEG],
            ["Mass", "2.1 g", "1.4 g"],
            ["Reflow soldering", "not permitted", "260 " + DEG + ", 2 cycles"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Anslutningar / Connections", 10, rule=True)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80), Col("Description", 359)],
        [
            ["1", "VIN", "Input, 4.6 - 28 V"],
            ["2", "GND", "Common ground"],
            ["3", "VOUT", "3.3 V output"],
            ["4", "EN", "Enable, internal 100 k" + OHM + " pull-up to VIN; pull low to switch off"],
            ["5", "PG", "Power good, open drain, max 5.5 V pull-up"],
        ],
        7.5,
    )
    s.heading("Typical efficiency", 10, rule=True)
    s.table(
        [
            Col("Iout", 100, "C"),
            Col("Vin = 5 V", 100, "C"),
            Col("Vin = 12 V", 100, "C"),
            Col("Vin = 24 V", 100, "C"),
            Col("", 99),
        ],
        [
            ["0.1 A", "88 %", "82 %", "74 %", ""],
            ["1 A", "93 %", "89 %", "84 %", ""],
            ["2 A", "90 %", "87 %", "83 %", ""],
        ],
        7.5,
    )
    s.heading("Application notes", 10, rule=True)
    s.bullets(
        [
            "The module is not protected against reverse input polarity.",
            "Output short circuit: hiccup mode, automatic recovery.",
            "Minimum input for a regulated 3.3 V output at 2 A is 4.6 V; between 4.3 V and "
            "4.6 V the output follows the input minus the dropout.",
            "Parallel operation of several modules is not supported.",
        ],
        8,
    )
    revision_table(
        s,
        [["2023-04-03", "4", "SMD version added"], ["2021-11-20", "3", "Derating corrected"]],
        (90, 60, 349),
    )
    return save(s, out / "vr33-m2.pdf")


# ------------------------------------------------ addressable LED strip (German)
def lpx(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Lichtwerk Brandt GmbH",
        header_right="Datenblatt / Data sheet  PIXA strip",
        footer_left="Lichtwerk Brandt GmbH  ·  Technische Änderungen vorbehalten",
        footer_right="Seite {page}/{nb}",
        table_fill=(255, 236, 200),
        accent=(190, 90, 0),
    )
    s = Sheet(style, "PIXA addressable RGB LED strip")
    s.add_page()
    s.title_block(
        "PIXA Digital-RGB",
        "Adressierbarer LED-Streifen / Addressable RGB LED strip, single-wire data",
        "Integrated 3-channel driver in every 5050 LED; 5 m reel, cuttable after each pixel "
        "(5 V) or each group of 3 LEDs (12 V).",
        20,
    )
    s.heading("Technische Daten / Technical data", 10.5, rule=True)
    s.table(
        [
            Col("Bestell-Nr. / Order code", 170),
            Col("PIXA-5-60", 82, "C"),
            Col("PIXA-5-144", 82, "C"),
            Col("PIXA-12-60", 82, "C"),
            Col("PIXA-12-60W", 83, "C"),
        ],
        [
            ["Nennspannung / Rated voltage", "5 V DC", "5 V DC", "12 V DC", "12 V DC"],
            [
                "Zulässiger Bereich / Allowed range",
                "4.5-5.5 V",
                "4.5-5.5 V",
                "10.8-13.2 V",
                "10.8-13.2 V",
            ],
            ["LEDs pro Meter / LEDs per metre", "60", "144", "60", "60"],
            ["Pixel pro Meter / Pixels per metre", "60", "144", "20", "20"],
            [
                "Leistung pro Meter, alle weiß\n/ Power per metre, full white",
                "18 W",
                "43 W",
                "14.4 W",
                "14.4 W",
            ],
            ["Strom pro Meter / Current per metre", "3.6 A", "8.6 A", "1.2 A", "1.2 A"],
            ["Max. Einspeiselänge\n/ Max. length per feed point", "2 m", "1 m", "5 m", "5 m"],
            ["Schutzart / Protection", "IP20", "IP20", "IP20", "IP67"],
            [
                "Betriebstemperatur\n/ Operating temperature",
                "-20 ... +50 " + DEG,
                "-20 ... +45 " + DEG,
                "-20 ... +50 " + DEG,
                "-25 ... +50 " + DEG,
            ],
        ],
        7,
    )
    s.heading("Datensignal / Data signal", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 55, "C"),
            Col("min.", 55, "C"),
            Col("typ.", 55, "C"),
            Col("max.", 55, "C"),
            Col("Einheit", 89, "C"),
        ],
        [
            ["Eingang High-Pegel / Input high level", "VIH", "0.7 VDD", "", "VDD + 0.5", "V"],
            ["Eingang Low-Pegel / Input low level", "VIL", "-0.5", "", "0.3 VDD", "V"],
            ["Datenrate / Data rate", "", "", "800", "", "kbit/s"],
            ["Reset-Zeit / Reset (latch) time", "tRES", "280", "", "", MU + "s"],
            ["PWM-Frequenz / PWM frequency", "fPWM", "", "2", "", "kHz"],
            ["Graustufen / Grey levels per colour", "", "", "256", "", ""],
        ],
        7,
    )
    s.para(
        "VDD is the strip supply of the 5 V versions. On the 12 V versions an internal "
        "regulator feeds the driver from 12 V; their data input accepts 3.3 V and 5 V logic "
        "directly (VIH min. 2.6 V).",
        7.5,
    )
    s.add_page()
    s.heading("Anschluss / Wiring", 10.5, rule=True)
    s.table(
        [Col("Ader / Wire", 110), Col("Farbe / Colour", 110), Col("Funktion / Function", 279)],
        [
            ["+V", "rot / red", "5 V or 12 V supply"],
            ["DIN", "grün / green", "Data in (arrow on the strip points away from DIN)"],
            ["GND", "weiß / white", "Ground, common with the controller"],
        ],
        7.5,
    )
    s.heading("Hinweise / Notes", 10.5, rule=True)
    s.bullets(
        [
            "Put a 330 " + OHM + " resistor in series with DIN and a 1000 " + MU + "F capacitor "
            "across +V / GND at the feed point.",
            "Feed power again after the maximum length per feed point given above; otherwise "
            "the far end turns yellow / red at full white.",
            "Do not power the data line before the strip supply is on.",
            "PIXA-12-60W: silicone tube, suitable for outdoor use; not for permanent immersion.",
            "Minimum bending radius 20 mm. Do not fold the strip.",
        ],
        8,
    )
    s.heading("Lebensdauer / Lifetime", 10.5, rule=True)
    s.para(
        "L70 at Tamb = 25 " + DEG + ": 30 000 h (reference only, brightness 50 %).",
        8,
    )
    revision_table(
        s,
        [["2023-09-12", "1.3", "PIXA-12-60W added"], ["2022-02-01", "1.2", "Data rate unit"]],
        (90, 60, 349),
    )
    return save(s, out / "pixa-strip.pdf")
