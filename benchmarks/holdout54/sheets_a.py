"""Hold-out 54 datasheets, part 1: an ambient light sensor, a low-dropout regulator,
a stepper motor driver and a LoRa radio module.

A Swiss ambient light sensor (two-column key/value electrical data, I2C address per
ordering code), a German/English bilingual LDO (one column per output-voltage
version, units in the header, Kennwerte continued on page 2), a US analog-house
stepper driver (condition sentence, symbol-only rows, table continued) and a
Chinese LoRa module manual (full-width punctuation, one column per band).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
LP = "\uff08"
RP = "\uff09"


# ------------------------------------------------ ambient light sensor (Swiss)
def lux(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Albula Optosensorik AG",
        header_right="ALX 740 | Data sheet",
        footer_left="ALX 740 data sheet, version 2.3 - subject to change without notice",
        footer_right="page {page} of {nb}",
        table_fill=(235, 240, 235),
        accent=(0, 90, 60),
        grid=False,
    )
    s = Sheet(style, "ALX 740 ambient light sensor")
    s.add_page()
    s.title_block("ALX 740", "Digital ambient light sensor with human-eye response", "", 20)
    s.heading("Product summary", 10, True)
    s.para(
        "The ALX 740 converts light intensity into a 20-bit digital value read over an "
        "I2C-bus interface. Its photopic filter follows the CIE eye curve so that the "
        "reading stays close to a lux meter under LED, fluorescent and daylight sources. "
        "The device is offered with two fixed bus addresses so two sensors can share one "
        "bus. Package: 2.0 mm x 2.0 mm x 0.65 mm ODFN-6.",
        8.5,
    )
    s.bullets(
        [
            "Illuminance from 0.005 lx up to 88 000 lx in eight gain steps",
            "Rejection of 50 Hz / 60 Hz flicker with 100 ms integration",
            "Interrupt pin with programmable upper and lower thresholds",
            "Shutdown mode for battery-powered devices",
        ],
        8.5,
    )
    s.heading("Ordering information", 10, True)
    s.table(
        [Col("Ordering code", 130), Col("7-bit slave address", 130, "C"), Col("Packing", 239)],
        [
            ["ALX 740-0", "0x23", "tape and reel, 5000 pcs"],
            ["ALX 740-1", "0x5C", "tape and reel, 5000 pcs"],
        ],
        8,
    )
    s.heading("Limiting values", 10, True)
    s.table(
        [Col("Parameter", 250), Col("Limit", 150, "C"), Col("Unit", 99, "C")],
        [
            ["Supply voltage VDD", "-0.3 to 4.2", "V"],
            ["Voltage on SDA, SCL, INT", "-0.3 to 4.2", "V"],
            ["Storage temperature", "-40 to 100", DEG],
            ["ESD, human body model", PM + "2000", "V"],
        ],
        8,
    )
    s.heading("Electrical data", 10, True)
    s.para("At VDD = 3.0 V and 25 " + DEG + " ambient, unless otherwise stated.", 8)
    s.table(
        [Col("", 260), Col("", 239)],
        [
            ["Operating voltage range", "1.7 V ... 3.6 V"],
            [
                "Operating current consumption,\nmeasuring",
                "typ. 110 " + MU + "A, max. 160 " + MU + "A",
            ],
            ["Current in shutdown mode", "typ. 0.3 " + MU + "A, max. 1.0 " + MU + "A"],
            ["Integration time", "25 ms ... 800 ms"],
            ["Output resolution", "20 bit"],
            ["Bus interface", "I2C-bus, max. 400 kHz"],
            ["Logic input high level (SDA, SCL)", "min. 1.26 V"],
            ["Logic input low level (SDA, SCL)", "max. 0.54 V"],
            ["Ambient temperature in operation", "-40 " + DEG + " ... +85 " + DEG],
        ],
        8,
        show_head=False,
    )
    s.add_page()
    s.heading("Optical characteristics", 10, True)
    s.table(
        [
            Col("Parameter", 170),
            Col("Condition", 150),
            Col("min.", 45, "C"),
            Col("typ.", 45, "C"),
            Col("max.", 45, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Peak sensitivity wavelength", "", "", "550", "", "nm"],
            ["Dark count", "0 lx, gain 1x, 100 ms", "", "", "3", "counts"],
            [
                "Measurement accuracy\n(white LED, 1000 lx)",
                "gain 1x, 100 ms",
                "-10",
                "",
                "+10",
                "%",
            ],
            ["Full-scale illuminance", "gain 1x, 25 ms", "", "88 000", "", "lx"],
            ["Lowest detectable level", "gain 128x, 800 ms", "", "0.005", "", "lx"],
        ],
        8,
    )
    s.heading("Register map (excerpt)", 10, True)
    s.table(
        [Col("Address", 70, "C"), Col("Name", 110), Col("Reset", 70, "C"), Col("Description", 249)],
        [
            ["0x00", "CONTROL", "0x00", "bit 0 = 1: measuring, 0: shutdown"],
            ["0x01", "TIMING", "0x03", "integration time, 0x03 = 100 ms"],
            ["0x02", "GAIN", "0x00", "gain 1x, 2x, 4x ... 128x"],
            ["0x04-0x06", "DATA", "0x00", "20-bit result, LSB first"],
            ["0x12", "ID", "0x74", "device identification"],
        ],
        8,
    )
    s.heading("Application notes", 10, True)
    s.para(
        "SDA and SCL need pull-up resistors to a rail of 1.7 V to 3.6 V. The inputs are "
        "not 5 V tolerant; on 5 V systems use a level shifter. The two ordering codes "
        "differ only in the bus address. The light sensor is not specified behind "
        "tinted glass; the user has to calibrate the window factor.",
        8.5,
    )
    revision_table(s, [["2024-02-20", "2.3", "Ordering code ALX 740-1 added"]], (100, 60, 339))
    return save(s, out / "alx740.pdf")


# ------------------------------------------------ LDO regulator (German / English)
def ldo(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Rheinauer Halbleiter GmbH",
        header_right="TLR 3150 Datenblatt / Data Sheet",
        footer_left="TLR 3150  Rev. 1.4  2024-03",
        footer_right="Seite / Page {page}",
        table_fill=(225, 225, 235),
        accent=(30, 30, 110),
    )
    s = Sheet(style, "TLR 3150 low-dropout regulator")
    s.add_page()
    s.title_block(
        "TLR 3150",
        "150-mA-Längsregler mit geringem Spannungsabfall\n150 mA Low-Dropout Linear Voltage Regulator",
        "",
        20,
    )
    s.heading("Merkmale / Features", 10)
    s.bullets(
        [
            "Festspannungen / fixed outputs 1.8 V, 3.3 V, 5.0 V",
            "Eingangsspannung bis / input voltage up to 16 V",
            "Ruhestrom / quiescent current 2.5 " + MU + "A typ.",
            "Stabil mit 1 " + MU + "F Keramikkondensator / stable with 1 " + MU + "F ceramic",
            "Übertemperatur- und Kurzschlussschutz / thermal and short-circuit protection",
            "Gehäuse / package SOT-23-5",
        ],
        8,
    )
    s.heading("Typenübersicht / Versions", 10)
    s.table(
        [
            Col("Typ / Type", 130),
            Col("Ausgangsspannung / Output voltage", 200, "C"),
            Col("Marking", 169, "C"),
        ],
        [
            ["TLR 3150-18", "1.8 V", "R18"],
            ["TLR 3150-33", "3.3 V", "R33"],
            ["TLR 3150-50", "5.0 V", "R50"],
        ],
        8,
    )
    s.heading("Grenzwerte / Absolute Maximum Ratings", 10)
    s.table(
        [
            Col("Parameter", 260),
            Col("Symbol", 60, "C"),
            Col("min.", 60, "C"),
            Col("max.", 60, "C"),
            Col("Einheit / Unit", 59, "C"),
        ],
        [
            ["Eingangsspannung / Input voltage", "V_{IN}", "-0.3", "20", "V"],
            ["EN-Spannung / EN voltage", "V_{EN}", "-0.3", "20", "V"],
            ["Sperrschichttemperatur / Junction temp.", "T_{j}", "-40", "150", DEG],
            ["Lagertemperatur / Storage temperature", "T_{stg}", "-55", "150", DEG],
        ],
        8,
    )
    s.heading("Betriebsbereich / Functional Range", 10)
    s.table(
        [
            Col("Parameter", 260),
            Col("Symbol", 60, "C"),
            Col("min.", 60, "C"),
            Col("max.", 60, "C"),
            Col("Einheit / Unit", 59, "C"),
        ],
        [
            ["Eingangsspannung / Input voltage", "V_{IN}", "2.5", "16", "V"],
            ["Ausgangsstrom / Output current", "I_{OUT}", "0", "150", "mA"],
            ["Umgebungstemperatur / Ambient temp.", "T_{A}", "-40", "125", DEG],
        ],
        8,
    )
    s.heading("Kennwerte / Electrical Characteristics", 10)
    s.para(
        "V_IN = V_OUT(nom) + 1 V, I_OUT = 1 mA, C_OUT = 1 "
        + MU
        + "F, T_j = 25 "
        + DEG
        + "; Werte in mV sofern nicht anders angegeben / values in mV unless stated",
        7.5,
    )
    s.table(
        [
            Col("Parameter", 170),
            Col("Bedingung / Condition", 130),
            Col("TLR 3150-18", 66, "C"),
            Col("TLR 3150-33", 66, "C"),
            Col("TLR 3150-50", 67, "C"),
        ],
        [
            ["Ausgangsspannung\nOutput voltage", "typ.", "1800", "3300", "5000"],
            [
                "Ausgangsspannungstoleranz\nOutput voltage tolerance",
                "",
                PM + "36",
                PM + "50",
                PM + "75",
            ],
            ["Spannungsabfall (1)\nDropout voltage (1)", "I_OUT = 150 mA, max.", "-", "410", "350"],
            ["Spannungsabfall\nDropout voltage", "I_OUT = 50 mA, typ.", "-", "95", "80"],
        ],
        8,
    )
    s.para("(1) TLR 3150-18: not specified, V_IN(min) = 2.5 V limits operation.", 7)
    s.add_page()
    s.heading("Kennwerte (Fortsetzung) / Electrical Characteristics (continued)", 10)
    s.table(
        [
            Col("Parameter", 170),
            Col("Bedingung / Condition", 130),
            Col("min.", 50, "C"),
            Col("typ.", 50, "C"),
            Col("max.", 50, "C"),
            Col("Einheit", 49, "C"),
        ],
        [
            [
                "Stromaufnahme\nGround current",
                "I_OUT = 0 mA, EN = high",
                "",
                "2.5",
                "4.0",
                MU + "A",
            ],
            [
                "Stromaufnahme abgeschaltet\nShutdown current",
                "EN = low",
                "",
                "0.05",
                "0.5",
                MU + "A",
            ],
            ["Strombegrenzung\nCurrent limit", "", "180", "260", "", "mA"],
            ["EN-Schwelle high / EN high threshold", "", "1.2", "", "", "V"],
            ["EN-Schwelle low / EN low threshold", "", "", "", "0.4", "V"],
            ["Abschalttemperatur\nThermal shutdown", "", "", "160", "", DEG],
        ],
        8,
    )
    s.heading("Anschlussbelegung / Pin Configuration (SOT-23-5)", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80, "C"), Col("Funktion / Function", 369)],
        [
            ["1", "IN", "Eingang / input, 1 " + MU + "F to GND"],
            ["2", "GND", "Masse / ground"],
            ["3", "EN", "Freigabe / enable, high = on"],
            ["4", "NC", "nicht belegt / not connected"],
            ["5", "OUT", "Ausgang / output, 1 " + MU + "F ... 22 " + MU + "F ceramic"],
        ],
        8,
    )
    s.heading("Hinweise / Notes", 10)
    s.para(
        "Die Verlustleistung begrenzt den Ausgangsstrom bei hoher Eingangsspannung. / "
        "Power dissipation limits the output current at high input voltage: R_thJA = 250 K/W "
        "(SOT-23-5, JEDEC board). Rauschen (PSRR) ist nicht spezifiziert. / Output noise "
        "and PSRR are not specified.",
        8,
    )
    revision_table(s, [["2024-03-04", "1.4", "TLR 3150-18 added"]], (100, 60, 339))
    return save(s, out / "tlr3150.pdf")


# ------------------------------------------------ stepper motor driver (US analog house)
def stepper(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="MERROW LINEAR",
        header_right="MLD8841",
        footer_left="MLD8841  Rev. C  |  Merrow Linear, Inc.",
        footer_right="{page}",
        table_fill=(230, 230, 230),
        accent=(140, 20, 20),
    )
    s = Sheet(style, "MLD8841 stepper motor driver")
    s.add_page()
    s.title_block(
        "MLD8841", "45-V, 2.0-A Bipolar Stepper Motor Driver with STEP/DIR Interface", "", 18
    )

    def left() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "Motor supply 8 V to 40 V",
                "Up to 1/32 microstepping",
                "1.4 A rms per phase at 25 " + DEG + " (2.0 A full scale)",
                "Internal 3.3-V regulator (V3P3OUT)",
                "Mixed and slow decay modes",
                "Thermal shutdown, UVLO, overcurrent protection",
                "HTSSOP-28 PowerPAD package",
            ],
            8,
        )

    def right() -> None:
        s.heading("DESCRIPTION", 9.5)
        s.para(
            "The MLD8841 drives one bipolar stepper motor with two H-bridges and an "
            "indexer. A pulse on STEP advances the motor one microstep in the "
            "direction set by DIR. Logic inputs accept 3.3-V and 5-V levels. The "
            "full-scale current is set by the reference voltage on VREF and the "
            "sense resistors.",
            8,
        )

    s.side_by_side(left, right, 220)
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5)
    s.leaders(
        [
            ("Motor supply voltage, VM", "-0.3 V to 45 V"),
            ("Logic input voltage (STEP, DIR, ENn, M0-M2)", "-0.5 V to 7 V"),
            ("Continuous phase output current", "2.5 A"),
            ("Operating junction temperature, TJ", "-40 " + DEG + " to 150 " + DEG),
            ("Storage temperature, Tstg", "-65 " + DEG + " to 150 " + DEG),
        ],
        8,
    )
    s.heading("RECOMMENDED OPERATING CONDITIONS", 9.5)
    s.table(
        [
            Col("", 250),
            Col("MIN", 60, "C"),
            Col("NOM", 60, "C"),
            Col("MAX", 60, "C"),
            Col("UNIT", 69, "C"),
        ],
        [
            ["VM  Motor supply voltage", "8", "24", "40", "V"],
            ["IFS  Full-scale current per phase (1)", "0", "", "2.0", "A"],
            ["IRMS  RMS current per phase (1)", "0", "", "1.4", "A"],
            ["fSTEP  Step frequency", "", "", "250", "kHz"],
            ["TA  Operating ambient temperature", "-40", "", "85", DEG],
        ],
        8,
    )
    s.para("(1) Power dissipation and thermal limits must be observed.", 7)
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5)
    s.para("VM = 24 V, TA = 25 " + DEG + " unless otherwise noted.", 8)
    s.table(
        [
            Col("PARAMETER", 170),
            Col("TEST CONDITIONS", 140),
            Col("MIN", 45, "C"),
            Col("TYP", 45, "C"),
            Col("MAX", 45, "C"),
            Col("UNIT", 54, "C"),
        ],
        [
            ["POWER SUPPLIES"],
            ["IVM  VM operating supply\ncurrent", "ENn = 0, no motor load", "", "5", "8", "mA"],
            ["IVMQ  VM sleep mode\nsupply current", "nSLEEP = 0", "", "", "20", MU + "A"],
            ["V3P3  V3P3OUT voltage", "IOUT = 0 to 1 mA", "3.20", "3.30", "3.40", "V"],
            ["LOGIC-LEVEL INPUTS"],
            ["VIL", "", "", "", "0.7", "V"],
            ["VIH", "", "2.2", "", "5.25", "V"],
            ["IIL", "VIN = 0 V", "-20", "", "20", MU + "A"],
        ],
        8,
    )
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS (continued)", 9.5)
    s.para("VM = 24 V, TA = 25 " + DEG + " unless otherwise noted.", 8)
    s.table(
        [
            Col("PARAMETER", 170),
            Col("TEST CONDITIONS", 140),
            Col("MIN", 45, "C"),
            Col("TYP", 45, "C"),
            Col("MAX", 45, "C"),
            Col("UNIT", 54, "C"),
        ],
        [
            ["H-BRIDGE FETS"],
            ["RDS(ON)  HS FET on resistance", "IO = 1 A, TJ = 25 " + DEG, "", "0.32", "0.38", OHM],
            ["RDS(ON)  LS FET on resistance", "IO = 1 A, TJ = 25 " + DEG, "", "0.28", "0.34", OHM],
            ["PROTECTION CIRCUITS"],
            ["VUVLO  VM undervoltage\nlockout", "VM falling", "", "7.1", "7.8", "V"],
            ["IOCP  Overcurrent trip level", "", "2.6", "", "", "A"],
            ["TTSD  Thermal shutdown", "Die temperature", "150", "", "", DEG],
        ],
        8,
    )
    s.heading("MICROSTEPPING SETTINGS", 9.5)
    s.table(
        [Col("M2", 60, "C"), Col("M1", 60, "C"), Col("M0", 60, "C"), Col("STEP MODE", 319)],
        [
            ["0", "0", "0", "Full step (2-phase excitation) with 71% current"],
            ["0", "0", "1", "1/2 step"],
            ["0", "1", "0", "1/4 step"],
            ["0", "1", "1", "1/8 step"],
            ["1", "0", "0", "1/16 step"],
            ["1", "0", "1", "1/32 step"],
        ],
        8,
    )
    s.heading("APPLICATION INFORMATION", 9.5)
    s.para(
        "Full-scale current IFS = VREF / (5 x RSENSE). With RSENSE = 0.2 " + OHM + " and "
        "VREF = 2.0 V, IFS = 2.0 A. Above 1.4 A rms a heat sink or at least 4 cm2 of copper "
        "is required. The device has no stall detection; it does not support unipolar "
        "(6-wire, center-tapped) motors in unipolar mode.",
        8,
    )
    revision_table(s, [["March 2024", "C", "Added VM sleep current maximum"]], (100, 60, 339))
    return save(s, out / "mld8841.pdf")


# ------------------------------------------------ LoRa module (Chinese module manual)
def lora(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Shenzhen Lanbo Wireless Technology Co., Ltd.",
        header_right="LB-S62 User Manual V1.6",
        footer_left="Copyright 2024 Shenzhen Lanbo Wireless Technology Co., Ltd.",
        footer_right="{page}",
        table_fill=(210, 230, 250),
        accent=(0, 70, 150),
    )
    s = Sheet(style, "LB-S62 LoRa module")
    s.add_page()
    s.title_block("LB-S62 Series", "LoRa Spread Spectrum Wireless Serial Module (UART)", "", 18)
    s.heading("1. Product Introduction", 10)
    s.para(
        "LB-S62 series is a transparent UART LoRa module. It is easy to use"
        + FWC
        + " the user does not need to configure the radio chip, just send serial data. "
        "Typical communication distance 5km in open area, clear line of sight, antenna "
        "gain 5dBi, height 2.5m, air data rate 2.4kbps.",
        8.5,
    )
    s.heading("2. Main Parameters", 10)
    s.lines(
        [
            "Working voltage" + FWC + "DC 2.5V" + FWT + "5.5V (3.3V recommended)",
            "Communication level" + FWC + "3.3V, 5V MCU needs level conversion",
            "Serial baud rate" + FWC + "1200" + FWT + "115200bps (default 9600bps, 8N1)",
            "Air data rate" + FWC + "0.3k" + FWT + "62.5kbps (default 2.4kbps)",
            "Working temperature" + FWC + "-40" + FW_C + FWT + "+85" + FW_C,
            "Working humidity" + FWC + "10%" + FWT + "90% (no condensation)",
            "Antenna" + FWC + "IPEX / stamp hole, 50" + OHM,
            "Size" + FWC + "16mm x 26mm",
        ],
        8.5,
    )
    s.heading("3. Model Selection", 10)
    s.table(
        [
            Col("Item", 150),
            Col("LB-S62-433", 116, "C"),
            Col("LB-S62-868", 116, "C"),
            Col("LB-S62-915", 117, "C"),
        ],
        [
            [
                "Frequency range",
                "410" + FWT + "493MHz",
                "863" + FWT + "870MHz",
                "902" + FWT + "928MHz",
            ],
            ["Default channel", "433.125MHz", "868.125MHz", "915.125MHz"],
            ["Max transmit power", "22dBm", "14dBm *1", "22dBm"],
            ["Receiving sensitivity *2", "-148dBm", "-146dBm", "-146dBm"],
            ["Emission current", "118mA", "45mA", "120mA"],
        ],
        8,
    )
    s.para(
        "*1"
        + FWC
        + "limited to 14dBm for ETSI EN 300 220.  *2"
        + FWC
        + "SF12, BW 125kHz, air rate 0.3kbps.",
        7.5,
    )
    s.heading("4. Electrical Parameters", 10)
    s.table(
        [
            Col("Parameter", 170),
            Col("Min", 60, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 50, "C"),
            Col("Remark", 99),
        ],
        [
            ["Power supply", "2.5", "3.3", "5.5", "V", ">5.5V may burn module"],
            ["Receiving current", "", "10", "", "mA", "all versions"],
            ["Sleep current", "", "2.0", "", MU + "A", "M0=M1=1"],
            ["IO level", "", "3.3", "", "V", ""],
        ],
        8,
    )
    s.add_page()
    s.heading("5. Pin Definition", 10)
    s.table(
        [
            Col("No.", 40, "C"),
            Col("Name", 60, "C"),
            Col("Direction", 70, "C"),
            Col("Description", 329),
        ],
        [
            ["1", "M0", "Input", "mode select, with M1 (weak pull-up)"],
            ["2", "M1", "Input", "mode select, with M0 (weak pull-up)"],
            ["3", "RXD", "Input", "UART input, connect to MCU TXD"],
            ["4", "TXD", "Output", "UART output, connect to MCU RXD"],
            ["5", "AUX", "Output", "busy indicator, low = busy"],
            ["6", "VCC", "-", "power supply 2.5" + FWT + "5.5V"],
            ["7", "GND", "-", "ground"],
        ],
        8,
    )
    s.heading("6. Working Modes", 10)
    s.table(
        [Col("Mode", 90), Col("M1", 50, "C"), Col("M0", 50, "C"), Col("Description", 309)],
        [
            ["0 Normal", "0", "0", "UART and radio open, transparent transmission"],
            ["1 WOR", "0", "1", "wake-on-radio transmitter, preamble 2000ms"],
            ["2 Power saving", "1", "0", "radio wakes every 2000ms"],
            ["3 Sleep", "1", "1", "configuration, sleep 2.0" + MU + "A"],
        ],
        8,
    )
    s.heading("7. FAQ", 10)
    s.bullets(
        [
            "Q"
            + FWC
            + "Can the module use LoRaWAN? A"
            + FWC
            + "No. LB-S62 uses a private protocol; it cannot join a LoRaWAN gateway.",
            "Q"
            + FWC
            + "Can 433 and 868 versions talk? A"
            + FWC
            + "No, modules must be the same frequency version and air rate.",
            "Q"
            + FWC
            + "Communication distance through walls? A"
            + FWC
            + "Not tested, depends on environment.",
            "Q"
            + FWC
            + "Power supply? A"
            + FWC
            + "Use a supply able to give more than 200mA, ripple below 100mV.",
        ],
        8,
    )
    revision_table(
        s,
        [["2023-08-01", "V1.5", "Initial"], ["2024-05-12", "V1.6", "Add LB-S62-915"]],
        (100, 60, 339),
    )
    return save(s, out / "lb-s62.pdf")
