"""Hold-out 59 datasheets, part 1: a 24-bit load cell ADC, a step-down regulator IC,
a 1-Wire temperature sensor IC and a USB-to-serial converter module.

A US analog house ADC (a table whose column groups are supply voltages, condition
sentence, table continued on page 2, relative logic thresholds), a German step-down
regulator (electrical data split over two half-width tables side by side, one
column per output-voltage version, bilingual names), a Japanese 1-Wire sensor
(one column per ordering code, typ.-only table, full-width brackets) and a UK
maker-shop USB-serial board (a table whose columns are jumper positions, FAQ).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
FWL = "\uff08"
FWR = "\uff09"


# ------------------------------------------------------- 24-bit load cell ADC (US)
def axl2410(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="CORVANE SEMICONDUCTOR",
        header_right="AXL2410",
        footer_left="AXL2410 Rev. C  -  www.corvane-semi.example",
        footer_right="{page} of {nb}",
        table_fill=(235, 235, 235),
        accent=(150, 20, 20),
    )
    s = Sheet(style, "AXL2410 24-bit ADC for bridge sensors")
    s.add_page()
    s.title_block(
        "AXL2410",
        "Low-Noise, 24-Bit Analog-to-Digital Converter for Weigh Scales and Bridge Sensors",
        "",
        20,
    )

    def features() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "Two differential input channels",
                "On-chip PGA: gain of 32, 64 or 128",
                "Output data rate 10 SPS or 80 SPS (pin RATE)",
                "Simultaneous 50 Hz and 60 Hz rejection at 10 SPS",
                "Simple two-wire serial interface (PD_SCK, DOUT)",
                "Power-down current below 1 " + MU + "A",
                "SOIC-16 and TSSOP-16 packages",
            ],
            8,
        )

    def apps() -> None:
        s.heading("APPLICATIONS", 9.5)
        s.bullets(["Kitchen and bathroom scales", "Crane and hopper weighing", "Strain gauges"], 8)
        s.heading("DESCRIPTION", 9.5)
        s.para(
            "The AXL2410 is a precision 24-bit delta-sigma ADC with a low-noise "
            "programmable gain amplifier, designed to connect a resistive bridge "
            "directly. An on-chip regulator (VBG pin) can power the load cell.",
            8,
        )

    s.side_by_side(features, apps, 240)
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5)
    s.leaders(
        [
            ("AVDD, DVDD to AGND", "-0.3 V to +6.0 V"),
            ("Analog inputs to AGND", "-0.3 V to AVDD + 0.3 V"),
            ("Operating Temperature Range", "-40" + DEG + " to +85" + DEG),
            ("Storage Temperature Range", "-65" + DEG + " to +150" + DEG),
        ],
        8,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5)
    s.para(
        "DVDD = AVDD, VREF = AVDD, gain = 128, RATE = 10 SPS, TA = +25" + DEG + ", "
        "unless otherwise noted.",
        7.5,
    )
    cols = [
        Col("PARAMETER", 120),
        Col("CONDITIONS", 105),
        Col("MIN", 37, "C"),
        Col("TYP", 37, "C"),
        Col("MAX", 37, "C"),
        Col("MIN", 37, "C"),
        Col("TYP", 37, "C"),
        Col("MAX", 37, "C"),
        Col("UNITS", 52, "C"),
    ]
    s.table(
        cols,
        [
            ["ANALOG INPUTS"],
            [
                "Full-scale differential\ninput range",
                "gain = 128",
                "",
                PM + "10",
                "",
                "",
                PM + "20",
                "",
                "mV",
            ],
            ["Common-mode input", "", "0.9", "", "2.1", "0.9", "", "3.8", "V"],
            ["Input offset drift", "", "", "0.2", "", "", "0.2", "", "mV"],
            ["Input noise", "gain = 128, 10 SPS", "", "50", "", "", "50", "", "nV(rms)"],
            ["Gain drift", "", "", "6", "", "", "5", "", "ppm/" + DEG],
            ["ON-CHIP REGULATOR (VBG)"],
            ["Output voltage", "", "", "", "", "4.1", "4.3", "4.5", "V"],
            ["Output current", "", "", "", "", "", "", "25", "mA"],
        ],
        7.5,
        head_rows=[["", "", "AVDD = 3.3 V", "<", "<", "AVDD = 5 V", "<", "<", ""]],
    )
    s.para(
        "The VBG regulator needs AVDD of at least 4.8 V; with AVDD = 3.3 V connect the "
        "load cell excitation to AVDD directly.",
        7.5,
    )
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS (continued)", 9.5)
    s.table(
        cols,
        [
            ["DIGITAL INPUTS / OUTPUTS"],
            ["VIH", "", "0.7 DVDD", "", "", "0.7 DVDD", "", "", "V"],
            ["VIL", "", "", "", "0.3 DVDD", "", "", "0.3 DVDD", "V"],
            ["VOL", "IOL = 1 mA", "", "", "0.4", "", "", "0.4", "V"],
            ["PD_SCK frequency", "", "", "", "1", "", "", "1", "MHz"],
            ["Power-down entry", "PD_SCK high", "60", "", "", "60", "", "", MU + "s"],
            ["CONVERSION"],
            ["Output data rate", "RATE = 0", "", "10", "", "", "10", "", "SPS"],
            ["", "RATE = 1", "", "80", "", "", "80", "", "SPS"],
            ["POWER SUPPLY"],
            ["AVDD operating range", "", "2.6", "", "5.5", "2.6", "", "5.5", "V"],
            ["DVDD operating range", "", "2.6", "", "5.5", "2.6", "", "5.5", "V"],
            [
                "Supply current,\nnormal operation",
                "AVDD + DVDD",
                "",
                "1.1",
                "1.5",
                "",
                "1.4",
                "1.9",
                "mA",
            ],
            ["Power-down current", "", "", "0.2", "1", "", "0.3", "1", MU + "A"],
        ],
        7.5,
        head_rows=[["", "", "AVDD = 3.3 V", "<", "<", "AVDD = 5 V", "<", "<", ""]],
    )
    s.heading("PIN CONFIGURATION", 9.5)
    s.table(
        [Col("PIN", 40, "C"), Col("NAME", 70), Col("FUNCTION", 389)],
        [
            ["1", "VSUP", "Regulator supply, 2.7 V to 5.5 V"],
            ["2", "BASE", "Regulator output transistor base"],
            ["3", "AVDD", "Analog supply"],
            ["4", "VFB", "Regulator feedback"],
            ["7", "INA-", "Channel A negative input"],
            ["8", "INA+", "Channel A positive input"],
            ["11", "PD_SCK", "Power-down and serial clock input"],
            ["12", "DOUT", "Serial data output"],
            ["16", "DVDD", "Digital supply"],
        ],
        7.5,
    )
    s.heading("GAIN AND CHANNEL SELECTION", 9.5)
    s.table(
        [Col("PD_SCK pulses", 120, "C"), Col("Channel", 120, "C"), Col("Gain", 120, "C")],
        [["25", "A", "128"], ["26", "B", "32"], ["27", "A", "64"]],
        7.5,
    )
    revision_table(
        s,
        [["03/2022", "B", "Added TSSOP-16"], ["11/2023", "C", "Supply current limits updated"]],
        (80, 60, 359),
    )
    return save(s, out / "axl2410.pdf")


# ------------------------------------------------ step-down regulator IC (German)
def esr2435(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="ELBTAL HALBLEITER GMBH",
        header_right="ESR 2435  Datenblatt / Data Sheet",
        footer_left="Elbtal Halbleiter GmbH, Pirna  -  ESR2435_DB_DE-EN_1.3",
        footer_right="Seite {page} / {nb}",
        table_fill=(232, 240, 232),
        accent=(20, 90, 40),
        grid=False,
    )
    s = Sheet(style, "ESR 2435 Abwaertswandler / step-down converter")
    s.add_page()
    s.title_block(
        "ESR 2435",
        "Synchroner Abwärtswandler 36 V / 2,5 A\nSynchronous step-down converter 36 V / 2.5 A",
        "Versionen / versions: ESR 2435-33 (3,3 V fest / fixed), ESR 2435-50 "
        "(5,0 V fest / fixed), ESR 2435-ADJ (einstellbar / adjustable)",
        18,
    )
    s.heading("Kurzbeschreibung / Overview", 10, rule=True)
    s.para(
        "The ESR 2435 converts an unregulated 4.5 V to 36 V input into a fixed or adjustable "
        "output with integrated high-side and low-side switches. Light-load efficiency is "
        "kept by pulse skipping. The input voltage must be at least 1.2 V above the "
        "output voltage for the output to stay in regulation.",
        8,
    )
    s.heading("Elektrische Kennwerte / Electrical characteristics", 10, rule=True)
    s.para(
        "Tj = 25 " + DEG + ", VIN = 12 V, soweit nicht anders angegeben / unless noted otherwise",
        7.5,
    )

    def input_side() -> None:
        s.caption("Eingang / Input side", 8)
        s.table(
            [
                Col("Kennwert / Item", 110),
                Col("min", 32, "C"),
                Col("typ", 32, "C"),
                Col("max", 32, "C"),
                Col("", 28, "C"),
            ],
            [
                ["Eingangsspannung\nInput voltage VIN", "4.5", "", "36", "V"],
                ["Einschaltschwelle\nUVLO rising", "", "4.2", "4.4", "V"],
                ["Ruhestrom, schaltet nicht\nIQ, not switching", "", "85", "130", MU + "A"],
                ["Abschaltstrom\nShutdown, EN = 0 V", "", "2", "6", MU + "A"],
                ["EN Schwelle / threshold", "1.1", "1.2", "1.3", "V"],
            ],
            7,
        )

    def output_side() -> None:
        s.caption("Ausgang / Output side", 8)
        s.table(
            [
                Col("Kennwert / Item", 110),
                Col("min", 30, "C"),
                Col("typ", 30, "C"),
                Col("max", 30, "C"),
                Col("", 28, "C"),
            ],
            [
                ["Dauerstrom\nContinuous IOUT", "", "", "2.5", "A"],
                ["Strombegrenzung\nHigh-side current limit", "3.2", "4.0", "", "A"],
                ["Schaltfrequenz\nSwitching frequency", "420", "500", "580", "kHz"],
                ["RDS(on) high-side", "", "110", "", "m" + "\u03a9"],
                ["RDS(on) low-side", "", "70", "", "m" + "\u03a9"],
            ],
            7,
        )

    s.side_by_side(input_side, output_side, 238, gap=13)
    s.heading("Ausgangsspannung je Version / Output voltage per version", 10, rule=True)
    s.table(
        [
            Col("", 150),
            Col("ESR 2435-33", 116, "C"),
            Col("ESR 2435-50", 116, "C"),
            Col("ESR 2435-ADJ", 117, "C"),
        ],
        [
            ["VOUT min", "3.234 V", "4.900 V", "0.788 V (VFB)"],
            ["VOUT typ", "3.300 V", "5.000 V", "0.800 V (VFB)"],
            ["VOUT max", "3.366 V", "5.100 V", "0.812 V (VFB)"],
            ["Einstellbereich / adjustable range", "-", "-", "0.8 V ... 24 V"],
        ],
        7.5,
    )
    s.heading("Grenzwerte / Absolute maximum ratings", 10, rule=True)
    s.table(
        [
            Col("Kennwert / Item", 250),
            Col("min", 70, "C"),
            Col("max", 70, "C"),
            Col("Einheit / Unit", 109, "C"),
        ],
        [
            ["VIN, EN gegen / to GND", "-0.3", "40", "V"],
            ["SW gegen / to GND", "-1", "40", "V"],
            ["FB gegen / to GND", "-0.3", "6", "V"],
            ["Sperrschichttemperatur / Junction temperature", "-40", "150", DEG],
            ["Lagertemperatur / Storage temperature", "-55", "150", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Betriebsbereich / Recommended operating range", 10, rule=True)
    s.table(
        [
            Col("Kennwert / Item", 250),
            Col("min", 70, "C"),
            Col("max", 70, "C"),
            Col("Einheit / Unit", 109, "C"),
        ],
        [
            ["VIN", "4.5", "36", "V"],
            ["Umgebungstemperatur / Ambient temperature", "-40", "105", DEG],
            ["Sperrschichttemperatur / Junction temperature", "-40", "125", DEG],
        ],
        7.5,
    )
    s.para(
        "Übertemperaturabschaltung / Thermal shutdown at Tj = 160 " + DEG + " (typ), "
        "hysteresis 20 K. Wärmewiderstand / thermal resistance R_thJA = 58 K/W "
        "(SOT-23-6 on 4-layer board).",
        7.5,
    )
    s.heading("Anschlussbelegung / Pin assignment (SOT-23-6)", 10, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Funktion / Function", 379)],
        [
            ["1", "BST", "Bootstrap, 100 nF to SW"],
            ["2", "GND", "Masse / ground"],
            ["3", "FB", "Rückführung / feedback (ADJ), output sense (-33, -50)"],
            ["4", "EN", "Freigabe / enable, > 1.3 V on"],
            ["5", "VIN", "Eingang / input"],
            ["6", "SW", "Schaltknoten / switch node"],
        ],
        7.5,
    )
    s.heading("Bestellangaben / Ordering information", 10, rule=True)
    s.table(
        [
            Col("Typ / Type", 160),
            Col("Marking", 90, "C"),
            Col("Gehäuse / Package", 130, "C"),
            Col("VPE / Reel", 119, "C"),
        ],
        [
            ["ESR 2435-33", "E33", "SOT-23-6", "3000"],
            ["ESR 2435-50", "E50", "SOT-23-6", "3000"],
            ["ESR 2435-ADJ", "EAJ", "SOT-23-6", "3000"],
        ],
        7.5,
    )
    revision_table(
        s,
        [["2023-02", "1.2", "Erstausgabe"], ["2024-05", "1.3", "Ambient range extended"]],
        (80, 60, 359),
    )
    return save(s, out / "esr2435.pdf")


# ------------------------------------------------- 1-Wire temperature IC (Japanese)
def kt1w20(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="KUROBE DENSHI CO., LTD.",
        header_right="KT1W-20 Series  Specification",
        footer_left="KUROBE DENSHI  Doc.No. KD-SP-1W20-E  Ver.1.4",
        footer_right="{page}/{nb}",
        table_fill=None,
        accent=(0, 0, 0),
    )
    s = Sheet(style, "KT1W-20 1-Wire digital temperature sensor")
    s.add_page()
    s.title_block(
        "KT1W-20 Series",
        "1-Wire Digital Thermometer IC",
        "Programmable 9 to 12-bit resolution / parasite power / 64-bit unique ROM code",
        18,
    )
    s.heading("■ Overview", 10)
    s.para(
        "KT1W-20 is a digital temperature sensor that communicates over a single data line "
        "(1-Wire). Many sensors can share one line; each device is addressed by its own "
        "64-bit ROM code. Power can be taken from the data line (parasite power mode).",
        8,
    )
    s.heading("■ Line-up", 10)
    s.table(
        [
            Col("Item", 150),
            Col("KT1W-20T", 116, "C"),
            Col("KT1W-20S", 116, "C"),
            Col("KT1W-20W", 117, "C"),
        ],
        [
            ["Package", "TO-92", "SOP-8", "Stainless probe, 1 m cable"],
            [
                "Measurable temperature",
                "-55 ～ +125 " + FW_C,
                "-55 ～ +125 " + FW_C,
                "-30 ～ +100 " + FW_C + " *1",
            ],
            ["Waterproof", "-", "-", "IP67"],
        ],
        7.5,
    )
    s.para("*1 Limited by the PVC cable jacket. The sensor IC inside is the KT1W-20S.", 7)
    s.heading("■ Absolute Maximum Ratings", 10)
    s.table(
        [Col("Item", 200), Col("Symbol", 70, "C"), Col("Rating", 140, "C"), Col("Unit", 89, "C")],
        [
            ["Supply voltage", "VDD", "-0.5 ～ +6.0", "V"],
            ["DQ pin voltage", "VDQ", "-0.5 ～ +6.0", "V"],
            ["Storage temperature", "Tstg", "-55 ～ +125", FW_C],
        ],
        7.5,
    )
    s.heading("■ Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Item", 200),
            Col("Symbol", 70, "C"),
            Col("MIN.", 55, "C"),
            Col("TYP.", 55, "C"),
            Col("MAX.", 55, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Supply voltage", "VDD", "3.0", "", "5.5", "V"],
            ["Pull-up supply voltage\n(parasite power)", "VPU", "3.0", "", "5.5", "V"],
            ["Pull-up resistor", "RPU", "", "4.7", "", "k" + "\u03a9"],
        ],
        7.5,
    )
    s.heading("■ Electrical Characteristics", 10)
    s.para(
        FWL
        + "VDD = 3.0 V ～ 5.5 V, Ta = -55 ～ +125 "
        + FW_C
        + " unless otherwise specified"
        + FWR,
        7.5,
    )
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 50, "C"),
            Col("Condition", 110),
            Col("MIN.", 45, "C"),
            Col("TYP.", 45, "C"),
            Col("MAX.", 45, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Thermometer error", "tERR", "-10 ～ +85 " + FW_C, "-0.5", "", "+0.5", FW_C],
            ["", "", "-55 ～ +125 " + FW_C, "-2.0", "", "+2.0", FW_C],
            ["Input logic high", "VIH", "", "2.2", "", "", "V"],
            ["Input logic low", "VIL", "", "", "", "0.8", "V"],
            ["Active current", "IDD", "converting", "", "1.0", "1.5", "mA"],
            ["Standby current", "IDDS", "", "", "0.75", "1.0", MU + "A"],
            ["Sink current", "IL", "VDQ = 0.4 V", "4.0", "", "", "mA"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("■ Conversion Time" + FWL + "reference data, typ." + FWR, 10)
    s.table(
        [
            Col("Resolution", 120),
            Col("9 bit", 95, "C"),
            Col("10 bit", 95, "C"),
            Col("11 bit", 95, "C"),
            Col("12 bit", 94, "C"),
        ],
        [
            ["LSB", "0.5 " + FW_C, "0.25 " + FW_C, "0.125 " + FW_C, "0.0625 " + FW_C],
            ["Conversion time", "75 ms", "150 ms", "300 ms", "600 ms"],
        ],
        7.5,
    )
    s.para(
        "Note: values above are typical. The guaranteed maximum conversion time at 12 bit "
        "is 750 ms; the host must wait at least this long before reading the result, or "
        "poll the DQ line.",
        7.5,
    )
    s.heading("■ Pin Description", 10)
    s.table(
        [Col("TO-92", 60, "C"), Col("SOP-8", 60, "C"), Col("Name", 70, "C"), Col("Function", 309)],
        [
            ["1", "5", "GND", "Ground"],
            ["2", "4", "DQ", "Data input/output, open drain"],
            ["3", "3", "VDD", "Supply; connect to GND in parasite mode"],
        ],
        7.5,
    )
    s.heading("■ Scratchpad Memory", 10)
    s.table(
        [
            Col("Byte", 60, "C"),
            Col("Content", 200),
            Col("Power-up value", 120, "C"),
            Col("Access", 119, "C"),
        ],
        [
            ["0", "Temperature LSB", "50h", "R"],
            ["1", "Temperature MSB", "05h", "R"],
            ["2", "TH register", "4Bh", "R/W"],
            ["3", "TL register", "46h", "R/W"],
            ["4", "Configuration", "7Fh", "R/W"],
            ["8", "CRC", "-", "R"],
        ],
        7.5,
    )
    s.heading("■ Cautions", 10)
    s.bullets(
        [
            "Parasite power mode is not recommended above +100 " + FW_C + " because leakage "
            "current may stop the conversion.",
            "For cable length over 20 m use a 2.2 k"
            + "\u03a9"
            + " pull-up and a separate VDD line.",
            "The 1-Wire protocol is timing based; there is no clock frequency to configure.",
        ],
        8,
        "・",
    )
    return save(s, out / "kt1w-20.pdf")


# ------------------------------------------------ USB-to-serial module (UK maker)
def ftx2(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Fenwick Labs",
        header_right="FTX-2 USB to serial adaptor - product guide",
        footer_left="fenwicklabs.example  |  FTX-2 guide, issue 3",
        footer_right="Page {page} of {nb}",
        table_fill=(255, 238, 214),
        accent=(200, 90, 0),
    )
    s = Sheet(style, "FTX-2 USB to serial adaptor")
    s.add_page()
    s.title_block(
        "FTX-2",
        "USB to TTL serial adaptor with 3V3 / 5V jumper",
        'Micro-USB, 6-pin 0.1" header (GND CTS VCC TXD RXD DTR), auto-reset for Arduino-style boards',
        20,
    )
    s.heading("What it does", 11)
    s.para(
        "Plug the FTX-2 into a USB port and it shows up as a virtual COM port. The serial "
        "lines run at the level you set with the jumper: 3V3 or 5V. The jumper also sets "
        "what appears on the VCC header pin. Baud rates from 300 baud up to 3 Mbaud are "
        "supported by the bridge chip; above 1 Mbaud keep the wires short.",
        8.5,
    )
    s.heading("Numbers you might need", 11)
    s.table(
        [
            Col("", 190),
            Col("Jumper on 3V3", 120, "C"),
            Col("Jumper on 5V", 120, "C"),
            Col("", 69, "C"),
        ],
        [
            ["Signal level on TXD, DTR (high)", "3.3", "5.0", "V"],
            ["RXD, CTS: reads as high above", "2.0", "2.0", "V"],
            ["RXD, CTS: never put more than", "3.6", "5.5", "V"],
            ["VCC header pin voltage", "3.3", "USB 5 V", "V"],
            ["Current you can take\nfrom the VCC pin", "150 (1)", "450 (2)", "mA"],
        ],
        8,
    )
    s.para(
        "(1) From the on-board 3.3 V regulator.  (2) USB bus power through a 500 mA "
        "resettable fuse, minus what the FTX-2 itself uses.",
        7.5,
    )
    s.heading("The board itself", 11)
    s.table(
        [Col("", 190), Col("", 240), Col("", 69)],
        [
            ["Powered from", "USB bus, 4.75 V to 5.25 V", ""],
            ["Current the board takes", "14 mA typical, 22 mA when sending", ""],
            ["Suspend current", "under 0.5 mA", ""],
            ["Happy between", "-20 " + DEG + " and +70 " + DEG, ""],
            ["Size", "36 x 17 x 6 mm", ""],
        ],
        8,
        show_head=False,
    )
    s.add_page()
    s.heading("Header pins", 11)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Direction", 90, "C"), Col("Notes", 289)],
        [
            ["1", "GND", "-", "Ground"],
            ["2", "CTS", "in", "Clear to send, active low"],
            ["3", "VCC", "out", "3.3 V or 5 V, set by jumper J1"],
            ["4", "TXD", "out", "Data from PC"],
            ["5", "RXD", "in", "Data to PC"],
            ["6", "DTR", "out", "Through 100 nF for auto-reset"],
        ],
        8,
    )
    s.heading("FAQ", 11)
    s.para("Can I talk to a 5 V Arduino with the jumper on 3V3?", 8.5, bold=True)
    s.para(
        "Sending from the FTX-2 will usually work, because most 5 V boards see 3.3 V as a "
        "high. Receiving will not be safe: in 3V3 mode RXD is not 5 V tolerant. Move the "
        "jumper to 5V.",
        8.5,
    )
    s.para("Does it need drivers?", 8.5, bold=True)
    s.para(
        "Windows 10 and later, macOS and Linux load a driver automatically. Older Windows "
        "versions need the driver from our website.",
        8.5,
    )
    s.para("Is it isolated?", 8.5, bold=True)
    s.para(
        "No. GND on the header is the USB ground of your computer. Use an isolated "
        "adaptor for mains-connected equipment.",
        8.5,
    )
    s.para("Does it do RS-232 levels?", 8.5, bold=True)
    s.para(
        "No, only TTL levels. Connecting it to a PC serial port with +/-12 V levels will "
        "damage it.",
        8.5,
    )
    s.heading("What's in the bag", 11)
    s.bullets(["FTX-2 board", "1 x jumper (fitted on 5V)", "6-way Dupont lead, 20 cm"], 8.5)
    return save(s, out / "ftx-2.pdf")
