"""Hold-out 83 datasheets, part 2: a hall water flow sensor, a 5 V 2-channel relay
module with optocouplers, a 2.5 V precision voltage reference IC and a single-key
capacitive touch sensor IC.

A Taizhou flow-meter factory product specification in English (numbered item /
parameter / remark table, a measurement table per supply voltage, flow-frequency
and wire-colour decoys, a version with a temperature probe), an Albanian / English
relay module sheet (wrapped bilingual names, trigger-version columns, contact
ratings in rows per load kind), a Tucson analog house reference data sheet (product
summary box, grade column groups under group heads, ordering codes with markings)
and a Wuxi touch-IC house data sheet in English (values in the feature list, a
table with VDD = 3 V / 5 V condition rows, option and pin tables).
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


# ---------------------------------------------------- water flow sensor (Taizhou)
def tzf_b10(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="TAIZHOU RUNDA FLUID METER CO., LTD.",
        header_right="Product Specification  Doc. No. RD-TZF-B10-EN  Rev. D",
        footer_left="Runda Fluid Meter - flow sensors for water heaters, dispensers and irrigation",
        footer_right="Pg {page}",
        rule_color=(190, 30, 30),
        table_fill=(248, 220, 220),
        accent=(170, 20, 20),
        grid=True,
    )
    s = Sheet(style, "TZF-B10 hall effect water flow sensor")
    s.add_page()
    s.title_block(
        "TZF-B10 / TZF-B10T",
        'Hall Effect Water Flow Sensor, G1/2" Thread',
        "TZF-B10: 3-wire pulse output.   TZF-B10T: pulse output plus 10 kOhm NTC water "
        "temperature probe (4-wire).",
        20,
    )
    s.heading("1. Scope", 10)
    s.para(
        "This specification covers the TZF-B10 series turbine flow sensors. Water turns a "
        "magnetic rotor; a hall element outputs one pulse per rotor magnet pass. The output "
        "is an open-collector stage with an internal 10 kOhm pull-up resistor to VCC, so the "
        "pulse high level follows the supply voltage.",
        8.5,
    )
    s.heading("2. Technical Parameters", 10)
    s.table(
        [
            Col("No.", 30, "C"),
            Col("Item", 150),
            Col("Parameter", 170),
            Col("Remark", 149),
        ],
        [
            ["1", "Working voltage", "DC 4.5 ~ 18 V", ""],
            ["2", "Max. working current", LE + " 15 mA", "at DC 18 V"],
            ["3", "Flow range", "1 ~ 30 L/min", ""],
            ["4", "Accuracy", PM + "3 %", "5 ~ 30 L/min"],
            ["", "", PM + "10 %", "1 ~ 5 L/min"],
            ["5", "Pulse characteristic", "F = 7.5 x Q", "F in Hz, Q in L/min"],
            ["6", "Output waveform", "Square wave, duty 50 % " + PM + " 10 %", ""],
            ["7", "Output low level", "< 0.5 V", "sink 10 mA"],
            ["8", "Max. water pressure", LE + " 1.75 MPa", "burst test 2.5 MPa"],
            ["9", "Water temperature", LE + " 80 " + DEG, "medium"],
            ["10", "Operating ambient temperature", "-10 ~ +60 " + DEG, ""],
            ["11", "Storage temperature", "-25 ~ +80 " + DEG, ""],
            ["12", "Insulation resistance", "> 100 MOhm", "500 V DC"],
            ["13", "Protection class", "IP67", "sensor housing"],
            ["14", "Starting flow", "0.3 L/min", "typ."],
        ],
        8,
    )
    s.heading("3. Output at Different Supply Voltages", 10)
    s.para("Measured at Q = 10 L/min, 25 " + DEG + ", no external load.", 7.5)
    s.table(
        [
            Col("VCC", 150),
            Col("DC 5 V", 110, "C"),
            Col("DC 12 V", 110, "C"),
            Col("DC 18 V", 129, "C"),
        ],
        [
            ["Output high level", "4.7 V", "11.6 V", "17.5 V"],
            ["Supply current", "8 mA", "11 mA", "14 mA"],
        ],
        8,
    )
    s.para(
        "For 3.3 V controllers do not connect the output directly: add a divider or an "
        "external pull-up to 3.3 V with a series diode.",
        8,
    )
    s.add_page()
    s.heading("4. Flow vs. Frequency (reference)", 10)
    s.table(
        [
            Col("Flow (L/min)", 150, "C"),
            Col("Frequency (Hz)", 150, "C"),
            Col("Pulses per litre", 199, "C"),
        ],
        [
            ["2", "16", "450"],
            ["4", "32", "450"],
            ["8", "65", "450"],
            ["15", "112", "450"],
            ["30", "225", "450"],
        ],
        8,
    )
    s.heading("5. Temperature Probe (TZF-B10T only)", 10)
    s.table(
        [Col("Item", 200), Col("Parameter", 150, "C"), Col("Remark", 149)],
        [
            ["NTC resistance", "10 kOhm", "at 25 " + DEG],
            ["B value", "3950 K", "25/50 " + DEG],
            ["Temperature measuring range", "0 ~ 80 " + DEG, "water"],
            ["Temperature accuracy", PM + "1 " + DEG, "25 ~ 60 " + DEG],
        ],
        8,
    )
    s.heading("6. Wire Colour", 10)
    s.table(
        [Col("Colour", 120, "C"), Col("Signal", 120, "C"), Col("Note", 259)],
        [
            ["Red", "VCC", "DC 4.5 ~ 18 V"],
            ["Black", "GND", ""],
            ["Yellow", "Pulse out", "open collector, 10 kOhm pull-up to VCC"],
            ["White", "NTC", "TZF-B10T only, second NTC lead on black"],
        ],
        8,
    )
    s.heading("7. Installation", 10)
    s.bullets(
        [
            "Install with the arrow on the housing pointing in the flow direction.",
            "Keep a straight pipe of 10 x D upstream and 5 x D downstream.",
            "Mount the sensor horizontally or with the flow going upwards.",
            "Fit a 60 mesh filter upstream when the water carries sand.",
        ],
        8,
    )
    revision_table(
        s,
        [
            ["2021-03-15", "B", "IP67 housing"],
            ["2022-08-30", "C", "TZF-B10T added"],
            ["2023-10-11", "D", "Output table per supply voltage"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "tzf-b10.pdf")


# ----------------------------------------- 2-channel relay module (Albanian / English)
def edr_2c5(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Elektronika Dajti sh.p.k.  -  Tiranë",
        header_right="EDR-2C5 / EDR-2C5-K  Fletë teknike / Technical sheet",
        footer_left="EDR-2C5 · botimi 2 / edition 2 · www.example.al/dajti",
        footer_right="Faqja {page} nga {nb}",
        rule_color=(120, 70, 30),
        table_fill=(238, 224, 208),
        accent=(110, 60, 20),
        grid=True,
    )
    s = Sheet(style, "EDR-2C5 2-channel 5 V relay module with optocouplers")
    s.add_page()
    s.title_block(
        "EDR-2C5 / EDR-2C5-K",
        "Modul me 2 stafeta 5 V me optoçiftues / 2-channel 5 V relay module with optocouplers",
        "EDR-2C5: hyrje aktive të ulëta / active-low inputs.   EDR-2C5-K: hyrje aktive të "
        "larta për 3.3 V / active-high inputs for 3.3 V logic.",
        18,
    )
    s.heading("1. Përshkrimi / Description", 10)
    s.para(
        "Çdo kanal ka një optoçiftues, një transistor drejtues, diodë mbrojtëse dhe LED "
        "treguese. / Each channel has an optocoupler, a driver transistor, a flyback diode "
        "and an indicator LED. The JD-VCC jumper joins the relay supply to VCC; remove it to "
        "feed the relay coils from a separate 5 V supply and keep the controller side "
        "isolated by the optocouplers.",
        8.5,
    )
    s.heading("2. Të dhëna elektrike / Electrical data", 10)
    s.table(
        [
            Col("Parametri / Parameter", 200),
            Col("EDR-2C5", 120, "C"),
            Col("EDR-2C5-K", 120, "C"),
            Col("Njësia / Unit", 59, "C"),
        ],
        [
            [
                "Tensioni i punës /\nOperating voltage (VCC, JD-VCC)",
                "4.75 - 5.25",
                "4.75 - 5.25",
                "V",
            ],
            ["Tensioni i bobinës /\nRated coil voltage", "5", "5", "V"],
            ["Rryma për stafetë të ndezur /\nCurrent per energised relay", "71", "71", "mA"],
            ["Rryma, të dy stafetat ndezur /\nCurrent, both relays on", "150", "150", "mA"],
            ["Rryma në qetësi /\nIdle current (relays off)", "4", "2", "mA"],
            ["Ndezja / Relay ON when", "IN " + LE + " 1.5 V", "IN " + GE + " 2.2 V", "V"],
            ["Fikja / Relay OFF when", "IN " + GE + " VCC - 1.0 V", "IN " + LE + " 0.8 V", "V"],
            ["Rryma e hyrjes /\nInput current (per IN)", "2.5", "1.2", "mA"],
            ["Tensioni maks. në IN /\nMax. voltage on IN", "VCC", "5.5", "V"],
            ["Izolimi i optoçiftuesit /\nOptocoupler isolation", "5000", "5000", "V rms"],
        ],
        7.5,
    )
    s.heading("3. Kontaktet / Contact ratings (per relay, 1 form C)", 10)
    s.table(
        [
            Col("Ngarkesa / Load", 230),
            Col("Rryma / Current", 130, "C"),
            Col("Tensioni / Voltage", 139, "C"),
        ],
        [
            ["Rezistive / Resistive", "10 A", "250 V AC"],
            ["Rezistive / Resistive", "10 A", "30 V DC"],
            ["Induktive / Inductive (cos " + "\u03c6" + " = 0.4)", "3 A", "250 V AC"],
            ["Llamba / Lamp (incandescent)", "2 A", "250 V AC"],
        ],
        7.5,
    )
    s.para(
        "Fuqia maksimale e ndërprerjes / Max. switching power: 2500 VA, 300 W. "
        "Jetëgjatësia / Life: 10 000 000 mechanical, 100 000 electrical operations.",
        8,
    )
    s.add_page()
    s.heading("4. Mjedisi / Environment", 10)
    s.lines(
        [
            "Temperatura e punës / Operating temperature:  -25 " + DEG + " ... +70 " + DEG,
            "Temperatura e ruajtjes / Storage temperature:  -40 " + DEG + " ... +85 " + DEG,
            "Lagështia / Humidity:  5 ... 85 % RH, pa kondensim / non-condensing",
        ],
        8.5,
    )
    s.heading("5. Lidhjet / Terminals", 10)
    s.table(
        [Col("Shenja / Label", 100, "C"), Col("Funksioni / Function", 399)],
        [
            ["VCC", "Ushqimi i logjikës / logic supply (optocoupler LEDs)"],
            ["GND", "Masa / ground"],
            ["IN1, IN2", "Hyrjet e kontrollit / control inputs"],
            ["JD-VCC", "Ushqimi i bobinave / relay coil supply (jumper to VCC)"],
            ["NO1, COM1, NC1", "Kontaktet e stafetës 1 / relay 1 contacts"],
            ["NO2, COM2, NC2", "Kontaktet e stafetës 2 / relay 2 contacts"],
        ],
        7.5,
    )
    s.heading("6. Pyetje të shpeshta / FAQ", 10)
    s.para("A mund ta ushqej nga Arduino? / Can I power it from an Arduino's 5 V pin?", 8.5, True)
    s.para(
        "Po. Me të dy stafetat ndezur moduli merr 150 mA. / Yes. With both relays on the "
        "module draws 150 mA, which the 5 V pin of an Uno fed from USB can supply.",
        8.5,
    )
    s.para("Po me ESP32 (3.3 V)? / And with an ESP32 (3.3 V)?", 8.5, True)
    s.para(
        "Përdorni EDR-2C5-K. / Use the EDR-2C5-K: its inputs switch at 2.2 V. The EDR-2C5 "
        "(active low) may not release with a 3.3 V high unless VCC is fed from 3.3 V and "
        "JD-VCC from 5 V with the jumper removed.",
        8.5,
    )
    s.para("A ka miratim CE / UL? / Does it carry CE or UL approval?", 8.5, True)
    s.para(
        "Releja ka miratim UL; moduli si tërësi nuk është certifikuar. / The relays are UL "
        "recognised; the module as a whole is not certified.",
        8.5,
    )
    revision_table(
        s,
        [
            ["2022-06-20", "1", "Botimi i parë / first edition"],
            ["2023-11-07", "2", "EDR-2C5-K shtuar / EDR-2C5-K added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "edr-2c5.pdf")


# ------------------------------------------------- 2.5 V voltage reference (Tucson)
def sca4025(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="SABINO CANYON ANALOG",
        header_right="SCA4025  2.5 V Precision Series Reference",
        footer_left="SCA4025 Rev. B  -  Sabino Canyon Analog, Inc., Tucson, Arizona",
        footer_right="{page} of {nb}",
        rule_color=(20, 40, 90),
        table_fill=(220, 226, 240),
        accent=(20, 40, 90),
        grid=False,
    )
    s = Sheet(style, "SCA4025 2.5 V precision series voltage reference")
    s.add_page()
    s.title_block(
        "SCA4025",
        "2.5 V, Low-Drift, Low-Power Precision Series Voltage Reference",
        "",
        22,
    )
    s.heading("PRODUCT SUMMARY", 9.5, rule=True)
    s.table(
        [Col("", 170), Col("SCA4025A", 165, "C"), Col("SCA4025B", 164, "C")],
        [
            ["Output voltage", "2.500 V", "2.500 V"],
            ["Initial accuracy (max)", PM + "0.04 %", PM + "0.1 %"],
            ["Temperature drift (max)", "3 ppm/" + DEG, "10 ppm/" + DEG],
            ["Supply range", "2.7 V to 18 V", "2.7 V to 18 V"],
            ["Quiescent current (max)", "60 " + MU + "A", "60 " + MU + "A"],
            ["Packages", "SOT-23-3, SOIC-8", "SOT-23-3, SOIC-8"],
        ],
        8,
        bold_rows=(0,),
    )

    def left() -> None:
        s.heading("FEATURES", 9)
        s.bullets(
            [
                "Sources 10 mA, sinks 5 mA",
                "Low noise: 7 " + MU + "Vp-p (0.1 Hz to 10 Hz)",
                "Low dropout: 200 mV at 10 mA",
                "Stable with 0 to 10 " + MU + "F load capacitance",
                "Specified from -40 " + DEG + " to +125 " + DEG,
            ],
            8,
        )

    def right() -> None:
        s.heading("DESCRIPTION", 9)
        s.para(
            "The SCA4025 is a three-terminal bandgap series reference with a trimmed 2.500 V "
            "output. Unlike a shunt reference it needs no series resistor and draws only its "
            "quiescent current from the input. The A grade suits 14- to 16-bit data "
            "converters; the B grade suits 12-bit systems.",
            8,
        )

    s.side_by_side(left, right, 215)
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5, rule=True)
    s.leaders(
        [
            ("Input Voltage, VIN to GND", "20 V"),
            ("Output Short-Circuit Duration", "Indefinite"),
            ("Specified Temperature Range", "-40 " + DEG + " to +125 " + DEG),
            ("Junction Temperature", "150 " + DEG),
            ("Storage Temperature Range", "-65 " + DEG + " to +150 " + DEG),
            ("ESD (Human Body Model)", "4 kV"),
        ],
        8,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5, rule=True)
    s.para(
        "VIN = 5 V, ILOAD = 0, CLOAD = 0.1 " + MU + "F, TA = 25 " + DEG + " unless otherwise "
        "noted.",
        7.5,
    )
    cols = [
        Col("PARAMETER", 105),
        Col("CONDITIONS", 110),
        Col("MIN", 38, "C"),
        Col("TYP", 38, "C"),
        Col("MAX", 38, "C"),
        Col("MIN", 38, "C"),
        Col("TYP", 38, "C"),
        Col("MAX", 38, "C"),
        Col("UNITS", 56, "C"),
    ]
    groups = [["", "", "SCA4025A", "<", "<", "SCA4025B", "<", "<", ""]]
    s.table(
        cols,
        [
            ["Output Voltage", "", "2.499", "2.500", "2.501", "2.4975", "2.500", "2.5025", "V"],
            ["Initial Accuracy", "", "-1.0", "", "+1.0", "-2.5", "", "+2.5", "mV"],
            [
                "Temperature Drift",
                "-40 " + DEG + " to +125 " + DEG,
                "",
                "1",
                "3",
                "",
                "3",
                "10",
                "ppm/" + DEG,
            ],
            ["Line Regulation", "VIN = 2.7 V to 18 V", "", "10", "30", "", "10", "30", "ppm/V"],
            ["Load Regulation", "0 to 10 mA source", "", "20", "50", "", "20", "50", "ppm/mA"],
        ],
        7,
        head_rows=groups,
    )
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS (continued)", 9.5, rule=True)
    s.para("VIN = 5 V, ILOAD = 0, TA = 25 " + DEG + " unless otherwise noted. Both grades.", 7.5)
    s.table(
        [
            Col("PARAMETER", 130),
            Col("SYMBOL", 55, "C"),
            Col("CONDITIONS", 130),
            Col("MIN", 40, "C"),
            Col("TYP", 40, "C"),
            Col("MAX", 40, "C"),
            Col("UNITS", 64, "C"),
        ],
        [
            ["Input Voltage Range", "VIN", "", "2.7", "", "18", "V"],
            ["Dropout Voltage", "VDO", "ILOAD = 10 mA", "", "120", "200", "mV"],
            ["Quiescent Current", "IQ", "no load", "", "45", "60", MU + "A"],
            ["Output Current", "IOUT", "source", "", "", "10", "mA"],
            ["", "", "sink", "", "", "5", "mA"],
            ["Short-Circuit Current", "ISC", "VOUT = 0 V", "", "25", "", "mA"],
            ["Output Noise", "en", "0.1 Hz to 10 Hz", "", "7", "", MU + "Vp-p"],
            [
                "Turn-On Settling Time",
                "tON",
                "to 0.1 %, CLOAD = 1 " + MU + "F",
                "",
                "200",
                "",
                MU + "s",
            ],
        ],
        7.5,
    )
    s.heading("PIN CONFIGURATION", 9.5, rule=True)
    s.table(
        [
            Col("SOT-23-3", 70, "C"),
            Col("SOIC-8", 70, "C"),
            Col("NAME", 70, "C"),
            Col("FUNCTION", 289),
        ],
        [
            ["1", "2", "VIN", "Input supply, bypass with 0.1 " + MU + "F"],
            ["2", "6", "VOUT", "Reference output"],
            ["3", "4", "GND", "Ground"],
            ["-", "1, 3, 5, 7, 8", "NC / DNC", "Do not connect (factory trim)"],
        ],
        7.5,
    )
    s.heading("ORDERING INFORMATION", 9.5, rule=True)
    s.table(
        [
            Col("ORDER CODE", 120),
            Col("GRADE", 60, "C"),
            Col("PACKAGE", 90, "C"),
            Col("MARKING", 70, "C"),
            Col("TEMPERATURE", 159, "C"),
        ],
        [
            ["SCA4025A-S3", "A", "SOT-23-3", "R25A", "-40 " + DEG + " to +125 " + DEG],
            ["SCA4025B-S3", "B", "SOT-23-3", "R25B", "-40 " + DEG + " to +125 " + DEG],
            ["SCA4025A-S8", "A", "SOIC-8", "4025A", "-40 " + DEG + " to +125 " + DEG],
            ["SCA4025B-S8", "B", "SOIC-8", "4025B", "-40 " + DEG + " to +125 " + DEG],
        ],
        7.5,
    )
    s.heading("APPLICATIONS INFORMATION", 9.5, rule=True)
    s.para(
        "Input bypass: place 0.1 " + MU + "F close to VIN. The minimum input voltage is "
        "VOUT + VDO, so 2.7 V covers loads up to 10 mA. For loads above 10 mA buffer VOUT "
        "with an op amp. When the SCA4025 drives the reference input of a SAR ADC, add 1 "
        + MU
        + "F to 10 "
        + MU
        + "F at the ADC pin to supply the charge spikes.",
        8,
    )
    revision_table(
        s,
        [["03/2023", "A", "Initial release"], ["11/2023", "B", "Added SOIC-8"]],
        (90, 60, 349),
    )
    return save(s, out / "sca4025.pdf")


# ------------------------------------------------- 1-key touch IC (Wuxi IC house)
def xc8223(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="WUXI XINCHU MICROELECTRONICS CO., LTD.",
        header_right="XC8223  1-Key Touch Pad Detector IC   Ver 1.4",
        footer_left="Xinchu Micro reserves the right to change this document without notice.",
        footer_right="{page} / {nb}",
        rule_color=(30, 60, 150),
        table_fill=(210, 220, 245),
        accent=(25, 50, 140),
        grid=True,
    )
    s = Sheet(style, "XC8223 single-key capacitive touch IC")
    s.add_page()
    s.title_block(
        "XC8223",
        "1-Key Touch Pad Detector IC",
        "Packages: SOT23-6 (XC8223-S6), DFN6 2x2 (XC8223-D6)",
        20,
    )
    s.heading("1. General Description", 10)
    s.para(
        "The XC8223 is a touch pad detector IC which offers one touch key. The touching "
        "detection IC is designed for replacing traditional direct button keys with "
        "diverse pad sizes. Low power consumption and a wide operating voltage are the "
        "contact key features for DC or AC applications.",
        8,
    )
    s.heading("2. Features", 10)
    s.bullets(
        [
            "Operating voltage 2.0 V ~ 5.5 V",
            "Operating current @VDD=3V, no load: low power mode typical 1.5 " + MU + "A, fast "
            "mode typical 3.5 " + MU + "A",
            "Response time max about 60 ms in fast mode and 220 ms in low power mode @VDD=3V",
            "Sensitivity adjustable by the external capacitor (0 ~ 50 pF)",
            "Stable touch detection of the human body through up to 3 mm of glass or acrylic",
            "Fast mode / low power mode selected by the LPMB pad",
            "Direct mode / toggle mode selected by the TOG pad; active high / low by AHLB",
            "Auto calibration for life; re-calibration period about 4.0 s when no key is touched",
            "Maximum key-on time about 16 s, then the IC re-calibrates",
        ],
        8,
    )
    s.heading("3. Absolute Maximum Ratings", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Rating", 150, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "VDD - VSS", "-0.3 ~ 6.0", "V"],
            ["Input voltage", "VIN", "VSS - 0.3 ~ VDD + 0.3", "V"],
            ["Operating temperature", "TOPR", "-40 ~ +85", DEG],
            ["Storage temperature", "TSTG", "-50 ~ +125", DEG],
        ],
        8,
    )
    s.heading("4. Electrical Characteristics", 10)
    s.para("TA = 25 " + DEG + ", unless otherwise specified.", 7.5)
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 45, "C"),
            Col("Test Conditions", 150),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Operating voltage", "VDD", "", "2.0", "3.0", "5.5", "V"],
            ["Internal regulator", "VREG", "", "2.2", "2.3", "2.4", "V"],
            ["Operating current", "IOP", "VDD=3V, fast mode", "", "3.5", "7.0", MU + "A"],
            ["", "", "VDD=3V, low power mode", "", "1.5", "3.0", MU + "A"],
            ["", "", "VDD=5V, fast mode", "", "6.5", "13.0", MU + "A"],
            ["", "", "VDD=5V, low power mode", "", "2.5", "5.0", MU + "A"],
            ["Output sink current", "IOL", "VDD=3V, VOL=0.6V", "", "8", "", "mA"],
            ["Output source current", "IOH", "VDD=3V, VOH=2.4V", "", "-4", "", "mA"],
            ["Output response time", "TR", "VDD=3V, fast mode", "", "", "60", "ms"],
            ["", "", "VDD=3V, low power mode", "", "", "220", "ms"],
            ["Sensing capacitance", "CS", "", "0", "", "50", "pF"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5. Pin Description", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("I/O", 50, "C"), Col("Function", 329)],
        [
            ["1", "Q", "O", "CMOS output pin"],
            ["2", "VSS", "P", "Negative power supply, ground"],
            ["3", "TCH", "I/O", "Sensor input pin"],
            ["4", "AHLB", "I-PL", "Output active high / low select, 1 = active low"],
            ["5", "VDD", "P", "Positive power supply"],
            ["6", "TOG", "I-PL", "Output type option: 0 = direct mode, 1 = toggle mode"],
        ],
        7.5,
    )
    s.heading("6. Option Table", 10)
    s.table(
        [Col("TOG", 80, "C"), Col("AHLB", 80, "C"), Col("Pad Q output", 339)],
        [
            ["0", "0", "Direct mode, CMOS output, active high"],
            ["0", "1", "Direct mode, CMOS output, active low"],
            ["1", "0", "Toggle mode, power-on state = 0"],
            ["1", "1", "Toggle mode, power-on state = 1"],
        ],
        7.5,
    )
    s.heading("7. Application Notes", 10)
    s.bullets(
        [
            "After power-on the IC needs about 0.5 s to calibrate; do not touch the pad "
            "during this time.",
            "A larger CS makes the key less sensitive; use a NPO capacitor.",
            "Keep the trace from TCH to the pad short and away from other signals.",
            "A 10 " + MU + "F bypass capacitor near VDD improves stability with noisy supplies.",
            "The Q output is intended for logic inputs; drive LEDs or relays through a transistor.",
        ],
        8,
    )
    s.heading("8. Ordering Information", 10)
    s.table(
        [
            Col("Part number", 140),
            Col("Package", 110, "C"),
            Col("Marking", 90, "C"),
            Col("Packing", 159, "C"),
        ],
        [
            ["XC8223-S6", "SOT23-6", "223B", "3000 pcs / reel"],
            ["XC8223-D6", "DFN6 2x2", "23B", "5000 pcs / reel"],
        ],
        7.5,
    )
    revision_table(
        s,
        [["2021/06", "1.3", "DFN6 package"], ["2023/04", "1.4", "VDD=5V current limits"]],
        (90, 60, 349),
    )
    return save(s, out / "xc8223.pdf")
