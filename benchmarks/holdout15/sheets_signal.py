"""Hold-out 15 datasheets: sensing and interface parts.

A Japanese IR remote-control receiver family (one column per carrier
frequency, full-width punctuation, "Ta=25 ℃, Vcc=5 V" header, current per
supply in look-alike rows), a European NFC tag with I2C (symbol-first table
without grid, a register map as decoys), a German mechanical rotary encoder
leaflet (contact rating only in a key-value list, one column per resolution)
and a Chinese water-flow sensor module manual (key-value lines, output level
only in a FAQ).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
CJK_DEG = "\u2103"
FW_COLON = "\uff1a"
FW_LP, FW_RP = "\uff08", "\uff09"
FW_TILDE = "\uff5e"


# ------------------------------------------------------ IR receiver (Japanese)
def _kir_page1(s: Sheet) -> None:
    s.title_block(
        "KIR-38 Series",
        "IR Detecting Unit for Remote Control (Compact, Low Voltage Type)",
        "KIR-3836 / KIR-3838 / KIR-3840 / KIR-3856",
        size=18,
    )
    s.heading("\u25a0 Features", 10)
    s.bullets(
        [
            "Photodiode, preamplifier and band-pass filter in one epoxy package",
            "Low voltage operation" + FW_COLON + "2.7 to 5.5 V",
            "Reception distance" + FW_COLON + "18 m " + FW_LP + "Typ." + FW_RP + " at Vcc=5 V",
            "Active low output, internal pull-up resistor",
            "Peak sensitivity wavelength" + FW_COLON + "940 nm",
        ],
        8.5,
        "\u30fb",
    )
    s.heading("\u25a0 Applications", 10)
    s.para("TVs, air conditioners, audio equipment, LED lighting controllers, toys", 8.5)
    s.heading("\u25a0 Model Line-up", 10)
    s.table(
        [
            Col("Model No.", 150),
            Col("KIR-3836", 85, "C"),
            Col("KIR-3838", 85, "C"),
            Col("KIR-3840", 85, "C"),
            Col("KIR-3856", 94, "C"),
        ],
        [
            ["Carrier frequency f" + FW_LP + "kHz" + FW_RP, "36", "38", "40", "56.9"],
            [
                "B.P.F. band width" + FW_LP + "kHz" + FW_RP,
                PM + "3.0",
                PM + "3.0",
                PM + "3.0",
                PM + "4.5",
            ],
            ["Marking", "36", "38", "40", "56"],
        ],
        8,
    )
    s.heading("\u25a0 Absolute Maximum Ratings", 10)
    s.para(FW_LP + "Ta=25" + CJK_DEG + FW_RP, 8)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 70, "C"),
            Col("Rating", 120, "C"),
            Col("Unit", 139, "C"),
        ],
        [
            ["Supply voltage", "Vcc", "0" + FW_TILDE + "6.0", "V"],
            ["Output voltage", "Vo", "0" + FW_TILDE + "Vcc+0.3", "V"],
            ["Output current", "Io", "5", "mA"],
            ["*1 Operating temperature", "Topr", "-25" + FW_TILDE + "+85", CJK_DEG],
            ["Storage temperature", "Tstg", "-40" + FW_TILDE + "+100", CJK_DEG],
            ["*2 Soldering temperature", "Tsol", "260", CJK_DEG],
        ],
        8,
    )
    s.para(
        "*1 No dew condensation.  *2 For 5 s, at 2 mm or more from the package base.",
        7.5,
    )


def _kir_page2(s: Sheet) -> None:
    s.heading("\u25a0 Electro-optical Characteristics", 10)
    s.para(FW_LP + "Unless otherwise specified, Ta=25" + CJK_DEG + ", Vcc=5 V" + FW_RP, 8)
    s.table(
        [
            Col("Parameter", 120),
            Col("Symbol", 45, "C"),
            Col("Conditions", 150),
            Col("MIN.", 42, "C"),
            Col("TYP.", 42, "C"),
            Col("MAX.", 42, "C"),
            Col("Unit", 58, "C"),
        ],
        [
            ["Operating supply\nvoltage", "Vcc", "", "2.7", "", "5.5", "V"],
            ["Dissipation current", "Icc", "No input light, Vcc=5 V", "", "0.45", "0.7", "mA"],
            ["", "Icc", "No input light, Vcc=3 V", "", "0.35", "0.55", "mA"],
            ["High level output\nvoltage", "VOH", "*3", "Vcc-0.3", "", "", "V"],
            ["Low level output\nvoltage", "VOL", "*3, IOL=2 mA", "", "0.25", "0.45", "V"],
            [
                "High level pulse\nwidth",
                "T1",
                "*3, burst 600 " + MU + "s",
                "400",
                "",
                "800",
                MU + "s",
            ],
            [
                "Low level pulse\nwidth",
                "T2",
                "*3, burst 600 " + MU + "s",
                "400",
                "",
                "800",
                MU + "s",
            ],
            ["Reception distance", "L", "*3, Vcc=5 V", "12", "18", "", "m"],
            ["", "L", "*3, Vcc=3 V", "8", "12", "", "m"],
            ["Pull-up resistance", "RL", "", "", "33", "", "k" + OHM],
        ],
        7.5,
    )
    s.para(
        "*3 Measured with the transmitter specified by us, carrier frequency equal to the "
        "model's f, duty 1/3, at a distance of 20 cm unless L is measured, in ambient "
        "illuminance 200 lx or less (fluorescent light excluded).",
        7.5,
    )
    s.heading("\u25a0 Pin Connection", 10)
    s.table(
        [Col("Pin No.", 80, "C"), Col("Symbol", 80, "C"), Col("Function", 339)],
        [["1", "Vo", "Output"], ["2", "GND", "Ground"], ["3", "Vcc", "Supply voltage"]],
        8,
    )
    s.heading("\u25a0 Precautions", 10)
    s.para(
        "1. Connect a 47 " + OHM + " resistor and a 4.7 " + MU + "F capacitor to Vcc to "
        "suppress power supply ripple.\n"
        "2. The output has an internal pull-up to Vcc; the output high level follows Vcc. When "
        "Vcc=5 V, do not connect Vo to an input that is not 5 V tolerant.\n"
        "3. Operation under direct sunlight or inverter fluorescent lamps is not specified.\n"
        "4. Data formats: NEC, RC-5 and SIRC codes are received. Minimum burst length 10 "
        "cycles; gap time 12 cycles or more.",
        8.5,
    )


def kir38(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="KIR-38 Series",
        header_right="Sagami Opto Devices",
        footer_left="Sagami Opto Devices Co., Ltd. (invented)    Spec. No. ED-23K041",
        footer_right="{page}/2",
        rule_color=(0, 0, 0),
        table_fill=None,
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "KIR-38 IR receiver")
    s.add_page()
    _kir_page1(s)
    s.add_page()
    _kir_page2(s)
    return save(s, out / "kir38.pdf")


# ------------------------------------------------------ NFC tag (European)
def _knt_page1(s: Sheet) -> None:
    s.title_block(
        "KNT216",
        "NFC Forum Type 2 Tag compliant IC with 888 bytes user memory and I" + "\u00b2" + "C "
        "interface",
        "Product data sheet   Rev. 3.1 - 12 March 2023",
        size=20,
    )
    s.heading("1. General description", 10)
    s.para(
        "The KNT216 is a connected NFC tag: an NFC Forum Type 2 Tag on the contactless side "
        "and an I2C slave on the contact side share 888 bytes of EEPROM. The field detection "
        "output (FD) signals an NFC field or the end of a contactless write. An energy "
        "harvesting output (VOUT) supplies small external circuits from the reader's field. "
        "The KNT216P adds the pass-through SRAM mode (64 bytes).",
        8.5,
    )
    s.heading("2. Features and benefits", 10)

    def left() -> None:
        s.bullets(
            [
                "13.56 MHz ISO/IEC 14443A, 106 kbit/s",
                "888 bytes user EEPROM",
                "Data retention: 20 years",
                "Write endurance: 200 000 cycles",
            ],
            8,
        )

    def right() -> None:
        s.bullets(
            [
                "I2C interface, standard and fast mode (up to 400 kHz)",
                "Default I2C address 0x55 (7-bit), configurable",
                "Field detection output, open drain",
                "Energy harvesting output, up to 5 mA",
            ],
            8,
        )

    s.side_by_side(left, right, 240)
    s.heading("3. Ordering information", 10)
    s.table(
        [Col("Type number", 130), Col("Package", 90), Col("Description", 279)],
        [
            ["KNT216FHK", "XQFN8", "KNT216, plastic, 1.6 x 1.6 x 0.5 mm"],
            ["KNT216PFHK", "XQFN8", "KNT216P with pass-through mode"],
            ["KNT216TT", "TSSOP8", "KNT216, plastic thin shrink small outline"],
        ],
        8,
    )
    s.heading("4. Limiting values", 10)
    s.para("In accordance with the Absolute Maximum Rating System (IEC 60134).", 8)
    s.table(
        [
            Col("Symbol", 60),
            Col("Parameter", 170),
            Col("Conditions", 110),
            Col("Min", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["V_{CC}", "supply voltage", "", "-0.5", "4.0", "V"],
            ["V_{I}", "input voltage", "SCL, SDA, FD", "-0.5", "4.0", "V"],
            ["I_{I(LA-LB)}", "antenna input current", "", "", "30", "mA"],
            ["T_{stg}", "storage temperature", "", "-55", "+125", DEG],
            ["V_{ESD}", "electrostatic discharge\nvoltage", "HBM, LA/LB", "", PM + "2", "kV"],
        ],
        7.5,
        head_fill=False,
    )


def _knt_page2(s: Sheet) -> None:
    s.heading("5. Characteristics", 10)
    s.para("Tamb = -40 " + DEG + " to +105 " + DEG + "; unless otherwise specified.", 8)
    s.table(
        [
            Col("Symbol", 60),
            Col("Parameter", 150),
            Col("Conditions", 140),
            Col("Min", 35, "C"),
            Col("Typ", 35, "C"),
            Col("Max", 35, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["V_{CC}", "supply voltage", "I2C operation", "1.67", "", "3.6", "V"],
            ["I_{CC}", "supply current", "I2C idle, VCC = 3.3 V", "", "160", "250", MU + "A"],
            ["I_{stb}", "standby current", "no field, VCC = 3.3 V", "", "15", "25", MU + "A"],
            ["V_{IH}", "HIGH-level input\nvoltage", "SCL, SDA", "0.7 x VCC", "", "VCC + 0.5", "V"],
            ["V_{IL}", "LOW-level input\nvoltage", "SCL, SDA", "-0.5", "", "0.3 x VCC", "V"],
            ["V_{OL}", "LOW-level output\nvoltage", "FD, IOL = 3 mA", "", "", "0.4", "V"],
            ["f_{SCL}", "SCL clock frequency", "", "0", "", "400", "kHz"],
            ["V_{out}", "energy harvesting\noutput voltage", "VOUT_SEL = 00b", "", "1.8", "", "V"],
            ["", "", "VOUT_SEL = 01b", "", "2.4", "", "V"],
            ["", "", "VOUT_SEL = 10b", "", "3.0", "", "V"],
            ["I_{out}", "energy harvesting\noutput current", "H = 3 A/m", "", "", "5", "mA"],
            ["T_{amb}", "ambient temperature", "", "-40", "", "+105", DEG],
        ],
        7.5,
        head_fill=False,
    )
    s.para(
        "The reading distance depends on the antenna and the reader; it is not specified in "
        "this data sheet. The I2C pins are not 5 V tolerant.",
        8,
    )
    s.heading("6. Memory organization (I2C view)", 10)
    s.table(
        [
            Col("Block address", 90, "C"),
            Col("Byte 0", 90, "C"),
            Col("Byte 1-3", 110, "C"),
            Col("Description", 209),
        ],
        [
            ["0x00", "0xAA (addr)", "serial number", "I2C address byte, factory 0xAA"],
            ["0x01-0x37", "user", "user", "user memory"],
            ["0x38", "dyn. lock", "RFUI", "dynamic lock bytes"],
            ["0x3A", "NC_REG", "LAST_NDEF", "configuration, default 0x01 0x00"],
            ["0xFE", "NC_REG", "SRAM_MIRROR", "session registers"],
        ],
        7.5,
        head_fill=False,
    )
    revision_table(
        s,
        [
            ["20230312", "3.1", "Energy harvesting output current added"],
            ["20211005", "3.0", "Product data sheet"],
        ],
        (80, 60, 359),
    )


def knt216(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Nordveld Semiconductors",
        header_right="KNT216   NFC Type 2 Tag with I2C",
        footer_left="KNT216   Product data sheet   (c) Nordveld Semiconductors B.V. (invented)",
        footer_right="{page} of 2",
        rule_color=(0, 90, 140),
        table_fill=None,
        accent=(0, 90, 140),
        grid=False,
    )
    s = Sheet(style, "KNT216 NFC tag")
    s.add_page()
    _knt_page1(s)
    s.add_page()
    _knt_page2(s)
    return save(s, out / "knt216.pdf")


# ------------------------------------------------------ rotary encoder (German)
def _ked_page1(s: Sheet) -> None:
    s.title_block(
        "KED11 Incremental Rotary Encoder",
        "11 mm, mechanical, with push switch / Drehimpulsgeber mit Taster",
        "KED11-15 / KED11-20 / KED11-24    Datenblatt / Data sheet  06/2022",
        size=17,
    )
    s.heading("Technical data / Technische Daten", 10, rule=True)
    s.leaders(
        [
            ("Rating / Nennbelastung", "max. 10 V DC, 1 mA"),
            ("Recommended pull-up / Empfohlener Pull-up", "10 k" + OHM),
            ("Contact resistance / Kontaktwiderstand", "max. 100 m" + OHM),
            ("Insulation resistance", "min. 100 M" + OHM + " at 250 V DC"),
            ("Dielectric strength", "300 V AC for 1 minute"),
            ("Operating temperature / Betriebstemperatur", "-10 " + DEG + " ... +70 " + DEG),
            ("Storage temperature", "-40 " + DEG + " ... +85 " + DEG),
            ("Rotational life / Lebensdauer", "30 000 cycles"),
        ],
        8.5,
    )
    s.heading("Versions / Ausführungen", 10, rule=True)
    s.table(
        [
            Col("", 170),
            Col("KED11-15", 100, "C"),
            Col("KED11-20", 100, "C"),
            Col("KED11-24", 129, "C"),
        ],
        [
            ["Pulses per 360" + "\u00b0", "15", "20", "24"],
            ["Detents (Rastungen)", "30", "20", "24"],
            ["Chattering / Prellen", "max. 3 ms", "max. 3 ms", "max. 2 ms"],
            ["Max. speed / max.\nDrehzahl", "60 rpm", "60 rpm", "120 rpm"],
            ["Shaft length", "20 mm", "20 mm", "15 mm"],
        ],
        8,
        head_fill=False,
    )
    s.heading("Push switch / Taster", 10, rule=True)
    s.lines(
        [
            "Switch rating: 12 V DC, 50 mA (resistive)",
            "Travel: 0.5 mm     Operating force: 4 N " + PM + " 1.5 N",
            "Switch life: 20 000 operations",
        ],
        8.5,
    )


def _ked_page2(s: Sheet) -> None:
    s.heading("Output signals / Ausgangssignale", 10, rule=True)
    s.para(
        "Two-bit quadrature output (A, B) with common terminal C. The phase difference "
        "between A and B is 90" + "\u00b0" + " " + PM + " 45" + "\u00b0" + " at 60 rpm. "
        "Terminals A and B must be connected through pull-up resistors to the logic supply; "
        "the contacts carry the pull-up current. The rating applies per contact.",
        8.5,
    )
    s.heading("Recommended circuit / Empfohlene Beschaltung", 10, rule=True)
    s.table(
        [Col("Component", 150), Col("Value", 120, "C"), Col("Note", 229)],
        [
            ["R1, R2 (pull-up)", "10 k" + OHM, "to 5 V or 3.3 V"],
            ["R3, R4 (series)", "10 k" + OHM, "to MCU input"],
            ["C1, C2 (debounce)", "10 nF", "RC time constant 0.1 ms"],
        ],
        8,
        head_fill=False,
    )
    s.heading("Terminals / Anschlüsse", 10, rule=True)
    s.table(
        [Col("Terminal", 100, "C"), Col("Function", 399)],
        [["A", "Output A"], ["C", "Common (GND)"], ["B", "Output B"], ["1, 2", "Push switch"]],
        8,
        head_fill=False,
    )
    s.heading("Order code / Bestellbezeichnung", 10, rule=True)
    s.para(
        "KED11 - PP - L - S : PP = pulses (15, 20, 24), L = shaft length in mm, S = shaft "
        "type (F = flatted, K = knurled). Example: KED11-20-20-F. Minimum order 500 pcs.",
        8.5,
    )
    s.para(
        "Notes: IP rating and use in outdoor or wet locations are not specified. Values for "
        "torque are given in a separate drawing (KED11-Z-02). Not suitable as a "
        "high-resolution angle sensor.",
        8.5,
    )


def ked11(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="KED11 Incremental Rotary Encoder",
        header_right="Kelbach Elektromechanik GmbH",
        footer_left="Kelbach Elektromechanik GmbH (invented)  D-78050 Villingen   Technische Änderungen vorbehalten",
        footer_right="{page}",
        rule_color=(200, 0, 0),
        table_fill=None,
        accent=(40, 40, 40),
        grid=False,
    )
    s = Sheet(style, "KED11 rotary encoder")
    s.add_page()
    _ked_page1(s)
    s.add_page()
    _ked_page2(s)
    return save(s, out / "ked11.pdf")


# ------------------------------------------------------ water flow sensor (Chinese manual)
def _flow_page1(s: Sheet) -> None:
    s.title_block(
        'HF-S401 Water Flow Sensor (G1/2")',
        "Hall-effect turbine flow meter  User Manual V1.3",
        "Shenzhen Haifeng Sensor Technology Co., Ltd.",
        size=15,
    )
    s.heading("1. Introduction", 10, rule=True)
    s.para(
        "The HF-S401 consists of a plastic valve body, a water rotor and a hall-effect sensor. "
        "When water flows through the rotor, the rotor turns and the hall sensor outputs "
        "pulses whose frequency is proportional to the flow. Suitable for water heaters, "
        "coffee machines, vending machines and Arduino flow monitors.",
        8.5,
    )
    s.heading("2. Specifications", 10, rule=True)
    s.lines(
        [
            "Working voltage: DC 5V~18V",
            "Max. working current: 15mA (DC 5V)",
            "Load capacity: " + "\u2264" + "10mA (DC 5V)",
            "Flow range: 1~30L/min",
            "Accuracy: " + PM + "5% (2~30L/min)",
            "Pulse characteristic: F = 7.5 x Q (L/min)",
            "Output duty cycle: 50% " + PM + "10%",
            "Max. water pressure: " + "\u2264" + "1.75MPa",
            "Working temperature: -10~+80" + DEG,
            "Liquid temperature: " + "\u2264" + "80" + DEG,
            "Working humidity: 35%~90%RH",
            "Insulation resistance: >100M" + OHM,
            'Interface: G1/2" external thread',
        ],
        8.5,
        3.6,
    )
    s.heading("3. Wiring", 10, rule=True)
    s.table(
        [Col("Wire", 100, "C"), Col("Function", 150), Col("Connect (Arduino UNO example)", 249)],
        [
            ["Red", "VCC (+5V)", "5V"],
            ["Black", "GND", "GND"],
            ["Yellow", "Pulse output", "D2 (interrupt 0)"],
        ],
        8,
    )


def _flow_page2(s: Sheet) -> None:
    s.heading("4. Flow vs. frequency (for reference)", 10, rule=True)
    s.table(
        [
            Col("Flow (L/min)", 160, "C"),
            Col("Frequency (Hz)", 160, "C"),
            Col("Pulses per litre", 179, "C"),
        ],
        [["2", "15", "450"], ["10", "75", "450"], ["30", "225", "450"]],
        8,
    )
    s.heading("5. Sample code", 10, rule=True)
    s.para(
        "attachInterrupt(0, pulseCounter, FALLING);  // pin 2\n"
        "flowRate = ((1000.0 / (millis() - oldTime)) * pulseCount) / 7.5;\n"
        "Serial.begin(9600); delay(1000);",
        8,
    )
    s.heading("6. FAQ", 10, rule=True)
    s.para(
        "Q: What is the level of the pulse output?\n"
        "A: The output is pulled up inside the sensor to the supply. Output high level "
        "> DC 4.7V and output low level < DC 0.5V at DC 5V input. With a 12V supply the "
        "output high level is close to 12V, please use a divider.\n\n"
        "Q: Can I power it from 3.3V?\n"
        "A: No. Minimum working voltage is DC 5V; below 5V the hall sensor may not start.\n\n"
        "Q: Can it measure hot water from a boiler at 90" + DEG + "?\n"
        "A: No. Liquid temperature must be 80" + DEG + " or lower.\n\n"
        "Q: Is it food grade / can it be used for drinking water?\n"
        "A: Please contact our sales; no certificate is listed in this manual.\n\n"
        "Q: Install direction?\n"
        "A: Follow the arrow on the body. Keep a straight pipe of 10 x diameter before the "
        "sensor for best accuracy.",
        8.5,
    )
    s.heading("7. Package", 10, rule=True)
    s.para('1 x HF-S401 sensor, 2 x G1/2" sealing rings. Weight: 43g. Cable length 15cm.', 8.5)


def hfs401(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="HF-S401 Water Flow Sensor",
        header_right="User Manual V1.3",
        footer_left="Shenzhen Haifeng Sensor Technology Co., Ltd. (invented)   www.example.invalid",
        footer_right="{page}",
        rule_color=(0, 140, 120),
        table_fill=(210, 240, 235),
        accent=(0, 110, 95),
    )
    s = Sheet(style, "HF-S401 water flow sensor")
    s.add_page()
    _flow_page1(s)
    s.add_page()
    _flow_page2(s)
    return save(s, out / "hf-s401.pdf")
