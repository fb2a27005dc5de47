"""Hold-out 114 datasheets, part 1: a current / power monitor IC, a time-of-flight
ranging sensor, a dual H-bridge motor driver IC and a 1 A LDO regulator.

A Flemish Dutch / English mixed-signal data sheet from Ghent (bilingual names wrapped
over two lines, Dutch decimal commas in the feature list, an address table driven by
two pins, a conversion-time table, a register decoy holding a die ID), a Milpitas
optical-sensor fabless data sheet (key-benefits box beside the description, captions
below the tables, a typ.-only ranging table with one column per ambient condition,
the bus address only in prose), a Daejeon power-IC data sheet ("[n]" heads, RMS
current per ambient temperature, on-resistance per motor supply, a truth-table
decoy) and a Tianjin power-semiconductor specification (one column per fixed output
version, a dropout table per load current, the 15 V limit beside a 12 V recommended
input, a power-dissipation example in prose).
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
TIMES = "\u00d7"


# --------------------------------------------- current / power monitor (Ghent, NL / EN)
def cpm7236(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="LEIEWERK MIXED-SIGNAL NV  \u00b7  Gent",
        header_right="CPM7236  Gegevensblad / Data sheet",
        footer_left="LW-DS-7236 NL/EN  uitgave 3 / issue 3  \u00b7  www.example.com/leiewerk",
        footer_right="Blad {page} van {nb} / Sheet {page} of {nb}",
        rule_color=(0, 100, 110),
        table_fill=(214, 236, 238),
        accent=(0, 95, 105),
        grid=True,
    )
    s = Sheet(style, "CPM7236 bidirectional current and power monitor")
    s.add_page()
    s.title_block(
        "CPM7236",
        "Bidirectionele stroom- en vermogensmonitor met I\u00b2C-interface\n"
        "Bidirectional current and power monitor with I\u00b2C interface",
        "Busspanning 0 V tot 36 V  \u00b7  16 adressen  \u00b7  VSSOP-10",
        20,
    )

    def left() -> None:
        s.heading("Kenmerken / Features", 9.5)
        s.bullets(
            [
                "Meet shuntspanning, busspanning, stroom en vermogen",
                "Busspanning 0 V tot 36 V, los van de voeding",
                "Voeding 2,7 V tot 5,5 V",
                "Offset shunt max. 10 " + MU + "V, versterkingsfout max. 0,1 %",
                "Stroomverbruik 330 " + MU + "A typ.",
                "Instelbare middeling (1 tot 1024 samples)",
                "ALERT-uitgang (open drain)",
            ],
            7.5,
        )

    def right() -> None:
        s.heading("Toepassingen / Applications", 9.5)
        s.bullets(
            ["Servers en telecom / servers and telecom", "Laders / chargers", "Zonne-omvormers"],
            7.5,
        )
        s.heading("Beschrijving / Description", 9.5)
        s.para(
            "De CPM7236 meet de spanning over een shuntweerstand en de busspanning en "
            "berekent stroom en vermogen. The CPM7236 senses the voltage across a shunt "
            "on the high or low side and the bus voltage on a separate pin, and reports "
            "current and power over I\u00b2C. The bus pin may be higher than the supply. "
            "Pins A0 and A1 each connect to GND, VS, SDA or SCL, giving sixteen slave "
            "addresses (table 4).",
            7.5,
        )

    s.side_by_side(left, right, 235)
    s.heading("1  Absolute grenswaarden / Absolute maximum ratings", 9.5)
    s.para(
        "Boven deze waarden kan het IC blijvend beschadigd raken. Stresses above these "
        "ratings may damage the device; they are no operating conditions.",
        7,
    )
    s.table(
        [
            Col("Parameter", 240),
            Col("Symbool", 60, "C"),
            Col("Min.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Eenheid / Unit", 89, "C"),
        ],
        [
            ["Voedingsspanning / Supply voltage", "VS", "", "6", "V"],
            ["Differentiaal IN+ - IN- / Differential input", "VIN+ - VIN-", "-40", "40", "V"],
            ["Common-mode IN+, IN-, VBUS", "VCM", "-0.3", "40", "V"],
            ["SDA, SCL, ALERT, A0, A1", "", "-0.3", "6", "V"],
            ["Junctietemperatuur / Junction temperature", "TJ", "", "150", DEG],
            ["Opslagtemperatuur / Storage temperature", "Tstg", "-65", "150", DEG],
        ],
        7.5,
    )
    s.heading("2  Aanbevolen werkgebied / Recommended operating conditions", 9.5)
    s.table(
        [
            Col("Parameter", 210),
            Col("Symbool", 60, "C"),
            Col("Min.", 50, "C"),
            Col("Nom.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Eenheid / Unit", 79, "C"),
        ],
        [
            ["Voedingsspanning /\nSupply voltage", "VS", "2.7", "3.3", "5.5", "V"],
            ["Common-modespanning /\nCommon-mode input voltage", "VCM", "0", "12", "36", "V"],
            ["Omgevingstemperatuur /\nOperating free-air temperature", "TA", "-40", "", "125", DEG],
        ],
        7.5,
    )
    s.heading("3  Conversietijd / Conversion time", 9.5)
    s.para(
        "Geldt voor VBUSCT (bus) en VSHCT (shunt) afzonderlijk. Set separately for the bus "
        "and the shunt channel; typical values.",
        7,
    )
    s.table(
        [
            Col("Bits", 60, "C"),
            Col("000", 55, "C"),
            Col("001", 55, "C"),
            Col("010", 55, "C"),
            Col("011", 55, "C"),
            Col("100", 55, "C"),
            Col("101", 55, "C"),
            Col("110", 55, "C"),
            Col("111", 54, "C"),
        ],
        [
            [
                "tCT (typ.)",
                "140 " + MU + "s",
                "204 " + MU + "s",
                "332 " + MU + "s",
                "588 " + MU + "s",
                "1.1 ms",
                "2.116 ms",
                "4.156 ms",
                "8.244 ms",
            ]
        ],
        7.5,
    )
    s.heading("4  Adreskeuze / Address selection", 9.5)
    s.table(
        [
            Col("A1", 45, "C"),
            Col("A0", 45, "C"),
            Col("Adres / Address", 85, "C"),
            Col("A1", 45, "C"),
            Col("A0", 45, "C"),
            Col("Adres / Address", 85, "C"),
            Col("A1 / A0", 70, "C"),
            Col("Adres", 79, "C"),
        ],
        [
            ["GND", "GND", "0x40", "VS", "GND", "0x44", "SDA / GND", "0x48"],
            ["GND", "VS", "0x41", "VS", "VS", "0x45", "SDA / VS", "0x49"],
            ["GND", "SDA", "0x42", "VS", "SDA", "0x46", "SDA / SDA", "0x4A"],
            ["GND", "SCL", "0x43", "VS", "SCL", "0x47", "SDA / SCL", "0x4B"],
            ["SCL", "GND", "0x4C", "SCL", "VS", "0x4D", "SCL / SDA", "0x4E"],
            ["", "", "", "", "", "", "SCL / SCL", "0x4F"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5  Elektrische eigenschappen / Electrical characteristics", 9.5)
    s.para(
        "TA = 25 " + DEG + ", VS = 3,3 V, VSENSE = 2,5 mV, VBUS = 12 V, tenzij anders "
        "vermeld / unless otherwise noted.",
        7,
    )
    cols = [
        Col("Parameter", 150),
        Col("Symbool", 55, "C"),
        Col("Voorwaarden / Conditions", 110),
        Col("Min.", 42, "C"),
        Col("Typ.", 42, "C"),
        Col("Max.", 42, "C"),
        Col("Eenheid", 58, "C"),
    ]
    s.table(
        cols,
        [
            ["Ingang / Input"],
            [
                "Bereik shuntspanning /\nShunt voltage input range",
                "VSHUNT",
                "",
                "-81.92",
                "",
                "81.92",
                "mV",
            ],
            ["Bereik busspanning /\nBus voltage input range (1)", "VBUS", "", "0", "", "36", "V"],
            [
                "Offset shunt /\nShunt offset voltage",
                "VOS",
                "",
                "",
                PM + "2.5",
                PM + "10",
                MU + "V",
            ],
            ["Offset bus / Bus offset voltage", "VOSB", "", "", PM + "1.25", PM + "7.5", "mV"],
            ["Versterkingsfout / Gain error", "", "", "", PM + "0.02", PM + "0.1", "%"],
            ["Resolutie ADC / ADC resolution", "", "", "", "16", "", "bits"],
            ["LSB shunt", "", "", "", "2.5", "", MU + "V"],
            ["LSB bus", "", "", "", "1.25", "", "mV"],
            ["Voeding / Power supply"],
            [
                "Ruststroom /\nQuiescent current",
                "IQ",
                "actief / active",
                "",
                "330",
                "420",
                MU + "A",
            ],
            ["", "", "uitgeschakeld /\nshutdown", "", "0.5", "2", MU + "A"],
            ["Power-on reset", "VPOR", "", "", "2", "", "V"],
            ["Digitaal / Digital"],
            ["", "VIH", "", "0.7 " + TIMES + " VS", "", "6", "V"],
            ["", "VIL", "", "-0.5", "", "0.3 " + TIMES + " VS", "V"],
            ["", "VOL", "IOL = 3 mA", "", "", "0.4", "V"],
            [
                "Klokfrequentie /\nSCL clock frequency",
                "fSCL",
                "fast mode",
                "0.001",
                "",
                "0.4",
                "MHz",
            ],
            ["", "", "high-speed mode", "0.01", "", "2.94", "MHz"],
        ],
        7,
    )
    s.para(
        "(1) De bus-ADC schaalt tot 40,96 V; leg nooit meer dan 36 V aan. The bus ADC full "
        "scale is 40.96 V, but no more than 36 V may be applied to VBUS.",
        7,
    )
    s.heading("6  Registeroverzicht / Register map", 9.5)
    s.table(
        [
            Col("Adres", 55, "C"),
            Col("Naam / Name", 130),
            Col("Reset", 70, "C"),
            Col("Type", 50, "C"),
            Col("Inhoud / Contents", 194),
        ],
        [
            ["00h", "Configuration", "4127h", "R/W", "reset, AVG, VBUSCT, VSHCT, mode"],
            ["01h", "Shunt voltage", "0000h", "R", "2.5 " + MU + "V/LSB"],
            ["02h", "Bus voltage", "0000h", "R", "1.25 mV/LSB"],
            ["03h", "Power", "0000h", "R", "25 " + TIMES + " current LSB"],
            ["04h", "Current", "0000h", "R", "after calibration"],
            ["05h", "Calibration", "0000h", "R/W", "full-scale range and LSB"],
            ["06h", "Mask/Enable", "0000h", "R/W", "ALERT source"],
            ["FEh", "Manufacturer ID", "5457h", "R", "identificatie / identification"],
            ["FFh", "Die ID", "2360h", "R", "geen busadres / not a bus address"],
        ],
        7,
    )
    s.heading("7  Middeling / Averaging (AVG bits)", 9.5)
    s.table(
        [Col("AVG", 60, "C")]
        + [Col(b, 54.875, "C") for b in ("000", "001", "010", "011", "100", "101", "110", "111")],
        [["Samples", "1", "4", "16", "64", "128", "256", "512", "1024"]],
        7,
    )
    revision_table(
        s,
        [
            ["2022-05-11", "2", "Adrestabel toegevoegd / address table added"],
            ["2023-09-04", "3", "Conversietijden bijgewerkt / conversion times updated"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "cpm7236.pdf")


# ------------------------------------------------------ time-of-flight sensor (Milpitas)
def otr5302(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Lumentra Sensing, Inc.",
        header_right="OTR5302  Product Datasheet",
        footer_left="DS-OTR5302 Rev 3  |  Milpitas, CA  |  Subject to change without notice",
        footer_right="{page}",
        rule_color=(110, 40, 130),
        table_fill=(236, 226, 242),
        accent=(110, 40, 130),
        grid=False,
    )
    s = Sheet(style, "OTR5302 time-of-flight ranging sensor")
    s.add_page()
    s.title_block(
        "OTR5302",
        "Time-of-Flight Laser Ranging Sensor, 2 m, I\u00b2C",
        "940 nm VCSEL emitter  \u00b7  SPAD receiver  \u00b7  optical LGA-12, 4.4 x 2.4 x 1.0 mm",
        20,
    )

    def left() -> None:
        s.heading("Key benefits", 9)
        s.bullets(
            [
                "Absolute distance, independent of target colour",
                "Up to 2 m in long-range mode",
                "Ranging in 20 ms (high-speed mode)",
                "Single supply, 2V8 nominal",
                "XSHUT hardware standby",
                "Class 1 eye-safe laser",
            ],
            7.5,
        )

    def right() -> None:
        s.heading("1  Product overview", 9)
        s.para(
            "The OTR5302 measures distance by timing the round trip of infrared photons "
            "emitted by an integrated 940 nm VCSEL. Unlike intensity-based sensors the "
            "result does not depend on target reflectance. The host talks to the part over "
            "a fast-mode I\u00b2C bus. After power-up the device answers at the 7-bit "
            "address 0x29; the host may program a new address, which is lost at the next "
            "power cycle or XSHUT, so several sensors can share one bus. The model-ID "
            "register (0xC0) reads 0xEE.",
            7.5,
        )

    s.side_by_side(left, right, 175, box=True)
    s.heading("2  Absolute maximum ratings", 9)
    s.table(
        [Col("Parameter", 200), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 159, "C")],
        [
            ["AVDD", "-0.5", "3.6", "V"],
            ["SCL, SDA, XSHUT, GPIO1", "-0.5", "3.6", "V"],
            ["Storage temperature", "-40", "85", DEG],
            ["ESD, human body model", "", "2", "kV"],
        ],
        7.5,
    )
    s.caption("Table 1. Absolute maximum ratings", 7.5)
    s.gap(4)
    s.heading("3  Recommended operating conditions", 9)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 60, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 119, "C"),
        ],
        [
            ["Supply voltage", "AVDD", "2.6", "2.8", "3.5", "V"],
            ["IO level, 1V8 mode (default)", "VIO", "1.6", "1.8", "1.9", "V"],
            ["IO level, 2V8 mode", "VIO", "2.6", "2.8", "3.5", "V"],
            ["Ambient temperature", "TA", "-20", "", "70", DEG],
        ],
        7.5,
    )
    s.caption("Table 2. Recommended operating conditions", 7.5)
    s.gap(4)
    s.heading("4  Current consumption", 9)
    s.para("AVDD = 2.8 V, TA = 25 " + DEG + ".", 7.5)
    s.table(
        [
            Col("Mode", 200),
            Col("Min", 60, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 119, "C"),
        ],
        [
            ["Hardware standby (XSHUT low)", "", "3", "5", MU + "A"],
            ["Software standby", "", "5", "7", MU + "A"],
            ["Active ranging, average", "", "19", "", "mA"],
            ["Active ranging, peak (VCSEL pulse)", "", "40", "", "mA"],
        ],
        7.5,
    )
    s.caption("Table 3. Current consumption", 7.5)
    s.add_page()
    s.heading("5  Ranging performance", 9)
    s.para(
        "Typical values. White target (88 % reflectance), full field of view covered, "
        "AVDD = 2.8 V, TA = 25 " + DEG + ". Dark: no infrared ambient. Outdoor: overcast "
        "daylight.",
        7.5,
    )
    s.table(
        [
            Col("Ranging mode", 110),
            Col("Timing budget", 75, "C"),
            Col("Max distance\ndark", 80, "C"),
            Col("Max distance\noutdoor", 80, "C"),
            Col("Accuracy\ndark", 75, "C"),
            Col("Accuracy\noutdoor", 79, "C"),
        ],
        [
            ["Default", "30 ms", "1.2 m", "0.6 m", PM + "3 %", PM + "7 %"],
            ["High accuracy", "200 ms", "1.2 m", "0.6 m", PM + "1.5 %", PM + "5 %"],
            ["Long range", "33 ms", "2 m", "-", PM + "4 %", "-"],
            ["High speed", "20 ms", "1.2 m", "0.6 m", PM + "5 %", PM + "8 %"],
        ],
        7.5,
    )
    s.caption("Table 4. Ranging performance (typ.)", 7.5)
    s.para(
        "Long-range mode is not specified under outdoor light; the receiver saturates. "
        "Targets closer than 30 mm are reported but their accuracy is not specified. "
        "Field of view: 25" + "\u00b0" + " full cone.",
        7.5,
    )
    s.heading("6  I\u00b2C and digital characteristics", 9)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 119, "C"),
        ],
        [
            ["Clock frequency", "fSCL", "", "", "400", "kHz"],
            ["", "VIL", "-0.5", "", "0.6", "V"],
            ["", "VIH", "1.12", "", "VIO + 0.5", "V"],
            ["", "VOL", "", "", "0.4", "V"],
            ["Boot time after XSHUT high", "tBOOT", "", "1.2", "", "ms"],
        ],
        7.5,
    )
    s.caption("Table 5. I\u00b2C interface (1V8 mode)", 7.5)
    s.gap(4)
    s.heading("7  Pin description", 9)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 80, "C"), Col("Type", 60, "C"), Col("Description", 319)],
        [
            ["1", "AVDDVCSEL", "Supply", "VCSEL supply, tie to AVDD"],
            ["2, 3, 4, 6, 12", "GND", "Ground", "Ground"],
            ["5", "XSHUT", "Input", "Shutdown, active low; needs a pull-up"],
            ["7", "GPIO1", "Output", "Interrupt, open drain"],
            ["9", "SDA", "I/O", "I\u00b2C data"],
            ["10", "SCL", "Input", "I\u00b2C clock"],
            ["11", "AVDD", "Supply", "Supply"],
        ],
        7.5,
    )
    s.caption("Table 6. Pin description", 7.5)
    s.gap(4)
    revision_table(
        s,
        [
            ["2021-08-30", "2", "Long-range mode added"],
            ["2023-02-14", "3", "Outdoor accuracy column; 2V8 mode range"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "otr5302.pdf")


# -------------------------------------------------- dual H-bridge motor driver (Daejeon)
def sbd2710(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="SAEBIT SEMICONDUCTOR CO., LTD.",
        header_right="SBD2710P / SBD2710Q",
        footer_left="SBT-DS-2710-E  Ver. 1.4  Daejeon, Korea",
        footer_right="Page {page} of {nb}",
        rule_color=(20, 40, 110),
        table_fill=(220, 226, 245),
        accent=(20, 40, 110),
        grid=True,
    )
    s = Sheet(style, "SBD2710 dual H-bridge motor driver")
    s.add_page()
    s.title_block(
        "SBD2710",
        "Dual H-Bridge Motor Driver, 2.7 V to 10.8 V",
        "For two brushed DC motors or one bipolar stepper  \u00b7  HTSSOP-16 (P) / WQFN-16 (Q)",
        20,
    )
    s.heading("[1] FEATURES", 9.5)
    s.bullets(
        [
            "Two H-bridges with low on-resistance N-channel MOSFETs (HS + LS 360 m"
            + OHM
            + " typ. at VM = 5 V)",
            "1.5 A RMS, 2 A peak output current per H-bridge (TA = 25 "
            + DEG
            + ", thermal pad soldered)",
            "Bridges may be paralleled for 3 A RMS into one motor",
            "Motor supply 2.7 V to 10.8 V (2 AA / 1S / 2S Li-ion)",
            "PWM inputs, slow or fast decay",
            "Low-current sleep mode (1.6 " + MU + "A typ.)",
            "Protection: UVLO, over-current, over-temperature",
        ],
        8,
    )
    s.heading("[2] ABSOLUTE MAXIMUM RATINGS (Ta = 25 " + DEG + ")", 9.5)
    s.table(
        [
            Col("Item", 200),
            Col("Symbol", 70, "C"),
            Col("Rating", 120, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Motor supply voltage", "VM", "-0.3 to 11.8", "V"],
            ["Digital input pin voltage", "VIN", "-0.5 to 7", "V"],
            ["Peak output current", "IOP", "internally limited", "A"],
            ["Operating junction temperature", "Tj", "-40 to 150", DEG],
            ["Storage temperature", "Tstg", "-60 to 150", DEG],
        ],
        7.5,
    )
    s.heading("[3] RECOMMENDED OPERATING CONDITIONS", 9.5)
    s.table(
        [
            Col("Item", 200),
            Col("Symbol", 70, "C"),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 40, "C"),
            Col("Note", 89, "C"),
        ],
        [
            ["Motor supply voltage", "VM", "2.7", "10.8", "V", ""],
            ["RMS output current per\nH-bridge", "IOUT", "0", "1.5", "A", "see [7]"],
            ["Digital input voltage", "VDIN", "0", "5.75", "V", ""],
            ["PWM frequency", "fPWM", "0", "250", "kHz", ""],
            ["Operating ambient temperature", "Ta", "-40", "85", DEG, ""],
        ],
        7.5,
    )
    s.heading("[4] ELECTRICAL CHARACTERISTICS (Ta = 25 " + DEG + ", VM = 5 V)", 9.5)
    s.table(
        [
            Col("Item", 140),
            Col("Symbol", 55, "C"),
            Col("Condition", 130),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["VM operating current", "IVM", "nSLEEP = H, no PWM", "", "1.7", "3", "mA"],
            ["VM sleep current", "IVMQ", "nSLEEP = L", "", "1.6", "2.5", MU + "A"],
            ["UVLO threshold", "VUVLO", "VM falling", "", "2.5", "2.6", "V"],
            ["", "VIL", "", "", "", "0.7", "V"],
            ["", "VIH", "", "2", "", "", "V"],
            ["", "VIH", "nSLEEP", "2.5", "", "", "V"],
            [
                "HS + LS on-resistance",
                "RDS(on)",
                "VM = 5 V, IO = 500 mA",
                "",
                "360",
                "400",
                "m" + OHM,
            ],
            ["", "", "VM = 2.7 V, IO = 500 mA", "", "440", "500", "m" + OHM],
            ["Over-current trip", "IOCP", "", "2", "", "3.3", "A"],
            ["Thermal shutdown", "TTSD", "die", "150", "160", "180", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("[5] CONTROL LOGIC", 9.5)
    s.table(
        [
            Col("xIN1", 60, "C"),
            Col("xIN2", 60, "C"),
            Col("xOUT1", 60, "C"),
            Col("xOUT2", 60, "C"),
            Col("Function", 259),
        ],
        [
            ["0", "0", "Z", "Z", "Coast / fast decay"],
            ["0", "1", "L", "H", "Reverse"],
            ["1", "0", "H", "L", "Forward"],
            ["1", "1", "L", "L", "Brake / slow decay"],
        ],
        7.5,
    )
    s.heading("[6] PIN DESCRIPTION", 9.5)
    s.table(
        [Col("No.", 40, "C"), Col("Name", 70, "C"), Col("I/O", 40, "C"), Col("Function", 349)],
        [
            ["1", "nSLEEP", "I", "Low = sleep; internal 500 k" + OHM + " pull-down"],
            ["2, 3", "AOUT1, AISEN", "O", "Bridge A output 1 / sense"],
            ["4", "AOUT2", "O", "Bridge A output 2"],
            ["8", "nFAULT", "O", "Fault output, open drain"],
            ["10", "VINT", "-", "Internal regulator, 2.2 " + MU + "F to GND"],
            ["11", "VM", "-", "Motor supply, 10 " + MU + "F to GND"],
            ["15, 16", "AIN1, AIN2", "I", "Bridge A inputs (pull-down)"],
        ],
        7.5,
    )
    s.heading("[7] RMS CURRENT vs AMBIENT TEMPERATURE", 9.5)
    s.para(
        "Per H-bridge, both bridges driving, HTSSOP-16 on a 4-layer board (R"
        + "\u03b8"
        + "JA = 40 "
        + DEG
        + "/W), VM = 5 V. Typical values.",
        7.5,
    )
    s.table(
        [
            Col("Ambient temperature", 150),
            Col("25 " + DEG, 87, "C"),
            Col("50 " + DEG, 87, "C"),
            Col("70 " + DEG, 87, "C"),
            Col("85 " + DEG, 88, "C"),
        ],
        [["Max. RMS current per bridge", "1.5 A", "1.3 A", "1.1 A", "0.9 A"]],
        7.5,
    )
    s.heading("[8] APPLICATION NOTES", 9.5)
    s.para(
        "Wake-up: after nSLEEP goes high allow 1 ms before the first PWM edge. The logic "
        "inputs accept 3.3 V and 5 V levels regardless of VM. Paralleling: tie AIN1 to "
        "BIN1, AIN2 to BIN2, AOUT1 to BOUT1 and AOUT2 to BOUT2 to drive one motor with up "
        "to 3 A RMS. A stall current larger than IOCP trips the over-current protection; "
        "the bridge retries after 1.6 ms.",
        8,
    )
    s.heading("[9] ORDERING INFORMATION", 9.5)
    s.table(
        [
            Col("Part number", 110),
            Col("Package", 110),
            Col("Marking", 80, "C"),
            Col("Packing", 199),
        ],
        [
            ["SBD2710P", "HTSSOP-16", "2710P", "Tape and reel, 2500 pcs"],
            ["SBD2710Q", "WQFN-16 (3 x 3)", "2710Q", "Tape and reel, 3000 pcs"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2022-01-17", "1.2", "WQFN package added"],
            ["2023-06-02", "1.4", "RMS current vs temperature table"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "sbd2710.pdf")


# ------------------------------------------------------------ 1 A LDO (Tianjin)
def hlr1171(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Tianjin Haili Power Semiconductor Co., Ltd.",
        header_right="Spec No.: HL-PS-1171  A/2",
        footer_left="HLR1171 Product Specification",
        footer_right="- {page} of {nb} -",
        rule_color=(20, 100, 50),
        table_fill=(218, 238, 222),
        accent=(20, 100, 50),
        grid=True,
    )
    s = Sheet(style, "HLR1171 1 A low dropout regulator")
    s.add_page()
    s.title_block(
        "HLR1171 Series",
        "1 A Low Dropout Positive Voltage Regulator",
        "Fixed 3.3 V (HLR1171-33) and 5.0 V (HLR1171-50)  \u00b7  SOT-223 / TO-252",
        18,
    )
    s.heading("1. General Description", 10)
    s.para(
        "The HLR1171 series are three-terminal positive regulators with a dropout of "
        "about 1.1 V at full load. Trimmed references give 2 % output accuracy. Current "
        "limit and thermal shutdown protect the device and the load.",
        8,
    )
    s.heading("2. Features", 10)
    s.bullets(
        [
            "Output current 1 A",
            "Maximum input voltage 15 V",
            "Dropout 1.3 V max. at 800 mA",
            "Line regulation 0.2 % max., load regulation 0.4 % max.",
            "Output capacitor 22 " + MU + "F tantalum for stability",
        ],
        8,
    )
    s.heading("3. Absolute Maximum Ratings", 10)
    s.table(
        [
            Col("Parameter", 220),
            Col("Symbol", 70, "C"),
            Col("Value", 120, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Input voltage", "VIN", "15", "V"],
            ["Power dissipation", "PD", "internally limited", "W"],
            ["Junction temperature", "TJ", "150", DEG],
            ["Storage temperature", "TSTG", "-65 ~ 150", DEG],
            ["Lead temperature (10 s)", "TLEAD", "260", DEG],
        ],
        7.5,
    )
    s.heading("4. Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Parameter", 150),
            Col("Version", 90, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 139, "C"),
        ],
        [
            ["Input voltage", "HLR1171-33", "4.75", "12", "V"],
            ["", "HLR1171-50", "6.5", "12", "V"],
            ["Output current", "all", "0", "1", "A"],
            ["Junction temperature", "all", "0", "125", DEG],
        ],
        7.5,
    )
    s.heading("5. Electrical Characteristics", 10)
    s.para(
        "TJ = 25 " + DEG + ", COUT = 22 " + MU + "F unless otherwise specified. "
        "Conditions in brackets apply to the -50 version.",
        7.5,
    )
    s.table(
        [
            Col("Parameter", 105),
            Col("Conditions", 150),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 44, "C"),
        ],
        [
            [
                "Output voltage",
                "IOUT = 10 mA, VIN = 5 V (7 V)",
                "3.234",
                "3.300",
                "3.366",
                "4.900",
                "5.000",
                "5.100",
            ],
            ["Line regulation", "VIN = 4.75 (6.5) ~ 12 V", "", "1", "6", "", "1", "10"],
            ["Load regulation", "IOUT = 0 ~ 1 A", "", "3", "15", "", "5", "20"],
            ["Quiescent current", "VIN = 12 V, IOUT = 0", "", "5", "11", "", "5", "11"],
            ["Current limit", "VIN - VOUT = 1.5 V", "1.1", "1.3", "1.5", "1.1", "1.3", "1.5"],
            ["Ripple rejection", "f = 120 Hz", "60", "75", "", "60", "72", ""],
            ["Output noise", "10 Hz ~ 10 kHz", "", "0.003", "", "", "0.003", ""],
        ],
        7.5,
        head_rows=[["", "", "HLR1171-33", "<", "<", "HLR1171-50", "<", "<"]],
    )
    s.para(
        "Units: output voltage in V; line and load regulation in mV; quiescent current in "
        "mA; current limit in A; ripple rejection in dB; output noise in % of VOUT.",
        7,
    )
    s.add_page()
    s.heading("6. Dropout Voltage vs Output Current", 10)
    s.para(
        "Both versions. Dropout voltage is VIN - VOUT when VOUT has fallen 1 % below its "
        "value at VIN = VOUT + 1.5 V. TJ = 25 " + DEG + ".",
        7.5,
    )
    s.table(
        [
            Col("Output current", 150),
            Col("100 mA", 87, "C"),
            Col("500 mA", 87, "C"),
            Col("800 mA", 87, "C"),
            Col("1 A", 88, "C"),
        ],
        [
            ["Dropout voltage, typ.", "1.00 V", "1.05 V", "1.10 V", "1.20 V"],
            ["Dropout voltage, max.", "1.15 V", "1.20 V", "1.30 V", "1.40 V"],
        ],
        7.5,
    )
    s.heading("7. Thermal Information", 10)
    s.table(
        [
            Col("Package", 150),
            Col("\u03b8JA", 120, "C"),
            Col("\u03b8JC", 120, "C"),
            Col("Unit", 109, "C"),
        ],
        [["SOT-223", "90", "15", DEG + "/W"], ["TO-252", "80", "10", DEG + "/W"]],
        7.5,
    )
    s.para(
        "Example: HLR1171-33 in SOT-223 fed from 12 V at 500 mA dissipates "
        "(12 - 3.3) x 0.5 = 4.35 W, far more than the package can shed (about 1.1 W at "
        "25 " + DEG + " ambient). Lower the input voltage or the current. The device is "
        "intended for ambient temperatures of -40 " + DEG + " to +85 " + DEG + " as long "
        "as the junction stays within the recommended range.",
        8,
    )
    s.heading("8. Pin Configuration", 10)
    s.table(
        [
            Col("Pin", 60, "C"),
            Col("SOT-223", 120, "C"),
            Col("TO-252", 120, "C"),
            Col("Description", 199),
        ],
        [
            ["1", "GND", "GND", "Ground"],
            ["2", "VOUT", "VOUT", "Output (tab)"],
            ["3", "VIN", "VIN", "Input"],
        ],
        7.5,
    )
    s.heading("9. Ordering Information", 10)
    s.table(
        [
            Col("Order code", 130),
            Col("VOUT", 70, "C"),
            Col("Package", 90, "C"),
            Col("Marking", 80, "C"),
            Col("Packing", 129, "C"),
        ],
        [
            ["HLR1171-33S3", "3.3 V", "SOT-223", "1171-33", "2500 / reel"],
            ["HLR1171-50S3", "5.0 V", "SOT-223", "1171-50", "2500 / reel"],
            ["HLR1171-33D2", "3.3 V", "TO-252", "1171-33", "2500 / reel"],
            ["HLR1171-50D2", "5.0 V", "TO-252", "1171-50", "2500 / reel"],
        ],
        7.5,
    )
    s.heading("10. Application Notes", 10)
    s.bullets(
        [
            "Input capacitor: 10 " + MU + "F, placed close to VIN.",
            "Output capacitor: 22 "
            + MU
            + "F tantalum (ESR 0.3 "
            + OHM
            + " to 22 "
            + OHM
            + ") or larger aluminium electrolytic.",
            "A reverse diode from VOUT to VIN protects the regulator if the input can be "
            "shorted while a large output capacitor is charged.",
        ],
        8,
    )
    revision_table(
        s,
        [["2021-11-02", "A/1", "Initial release"], ["2023-04-20", "A/2", "TO-252 added"]],
        (90, 60, 349),
    )
    return save(s, out / "hlr1171.pdf")
