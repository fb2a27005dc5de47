"""Hold-out 118 datasheets, part 1: a capacitive soil-moisture sensor module, a 16-bit
I2C delta-sigma ADC, a 3 A buck converter module and a dual low-side MOSFET driver board.

A Noumea (New Caledonia) maker-shop product sheet (quick-spec table with one column
per version, a calibration table of ADC counts as a decoy, FAQ), a Sherbrooke
mixed-signal data sheet ("n | Title" heads, features beside description, one stacked
row per resolution, address table for two three-state pins, register and PGA decoys),
a Sicilian / English leaflet from Palermo (bilingual names wrapped over two lines,
column groups per version, stacked conditions in one current row, comma decimals in
the prices) and a Dar es Salaam maker-store board sheet (key / value table, MOSFET data
from the transistor maker beside the board ratings, wire-size decoy, FAQ).
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
ARROW = "\u2192"
DOT = "\u00b7"


# ------------------------------------------------ soil-moisture sensor (Noumea)
def lfusm30(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Lagon \u00c9lectronique  \u00b7  capteurs & modules",
        header_right="Product sheet LFU-SM30 / LFU-SM30L",
        footer_left="Lagon \u00c9lectronique SARL  \u00b7  14 rue de Sébastopol, Nouméa, Nouvelle-Calédonie"
        "  \u00b7  RIDET 1 234 567.001  \u00b7  prices in XPF, TGC included",
        footer_right="fiche {page} / {nb}",
        rule_color=(235, 105, 80),
        table_fill=None,
        accent=(200, 70, 50),
        grid=False,
    )
    s = Sheet(style, "LFU-SM30 capacitive soil moisture sensor")
    s.add_page()
    s.title_block(
        "LFU-SM30 / LFU-SM30L",
        "Capacitive Soil Moisture Sensor, analog output",
        "Réf. LE-SOIL-030 (LFU-SM30, 5 V version)  \u00b7  Réf. LE-SOIL-031 (LFU-SM30L, 3.3 V "
        "version)  \u00b7  1 450 XPF each, 1 200 XPF from 5 pieces",
        19,
    )
    s.para(
        "A corrosion-free soil moisture probe for garden, greenhouse and pot projects. Unlike "
        "the old two-fork resistive probes, nothing metallic touches the soil: the probe is a "
        "capacitor formed by two copper areas under the solder mask, driven by a 555-type "
        "timer. Wetter soil raises the capacitance and LOWERS the output voltage. Two versions "
        "are stocked: the LFU-SM30 has a small 3.0 V regulator on board and wants a 5 V type "
        "supply; the LFU-SM30L has the regulator left out (0 " + OHM + " link fitted) for "
        "3.3 V boards and batteries.",
        8.5,
    )
    s.heading("\u25cf  Quick specs", 11)
    s.table(
        [Col("", 170), Col("LFU-SM30", 165, "C"), Col("LFU-SM30L", 164, "C")],
        [
            ["Supply voltage (VCC pin)", "3.6 V to 5.5 V", "3.0 V to 3.6 V"],
            ["On-board regulator", "3.0 V LDO (662K type)", "none (0 " + OHM + " link)"],
            ["Analog output, probe in air", "2.95 V typ.", "2.70 V typ. at VCC = 3.3 V"],
            ["Analog output, probe in water", "1.20 V typ.", "1.10 V typ. at VCC = 3.3 V"],
            ["Output can never exceed", "3.0 V", "VCC"],
            ["Supply current", "5.2 mA typ., 8 mA max.", "4.1 mA typ., 6 mA max."],
            ["Probe excitation", "1.5 MHz square wave", "1.5 MHz square wave"],
            ["Output settling after power-up", "500 ms", "500 ms"],
            ["Connector", "PH2.0 3-pin + cable", "PH2.0 3-pin + cable"],
            ["Board size", "98 x 23 mm", "98 x 23 mm"],
        ],
        8.0,
        head_fill=False,
    )
    s.heading("\u25cf  Limits - please read", 11)
    s.bullets(
        [
            "Never put more than 6.0 V on VCC of the LFU-SM30, or more than 3.9 V on VCC of the "
            "LFU-SM30L: the L version has nothing between the VCC pin and the timer chip.",
            "Reverse polarity (red and black swapped) destroys the timer on both versions.",
            "AOUT is a voltage output with about 10 k" + OHM + " source impedance; do not load "
            "it with less than 100 k" + OHM + ".",
        ],
        8.0,
    )
    s.heading("\u25cf  Environment", 11)
    s.table(
        [Col("", 170), Col("", 329)],
        [
            ["Operating temperature", "-10 " + DEG + " to +60 " + DEG + " (soil not frozen)"],
            ["Storage temperature", "-20 " + DEG + " to +70 " + DEG],
            ["Humidity, electronics area", "20 to 90 %RH, no condensation"],
        ],
        8.0,
        show_head=False,
    )
    s.add_page()
    s.heading("\u25cf  Reading it with common boards", 11)
    s.para(
        "Typical raw readings we measured in our workshop with an LFU-SM30 (LFU-SM30L on the "
        "3.3 V boards) in dry air and in a glass of tap water. They are only a starting point "
        "for your own calibration, not a specification.",
        8.0,
    )
    s.table(
        [
            Col("Board and ADC setting", 210),
            Col("Raw reading in air", 145, "C"),
            Col("Raw reading in water", 144, "C"),
        ],
        [
            ["Arduino Uno, 5 V, 10-bit analogRead()", "604", "246"],
            ["ESP32, 3.3 V, 12-bit, 11 dB attenuation", "3420", "1390"],
            ["Raspberry Pi Pico, 3.3 V, 12-bit", "3360", "1380"],
            ["micro:bit V2, 3.3 V, 10-bit", "838", "341"],
        ],
        8.0,
    )
    s.heading("\u25cf  Installation", 11)
    s.bullets(
        [
            "Push the probe in vertically, no deeper than the white line (65 mm from the tip).",
            "The parts above the line are not coated. Keep them dry: rain on the timer chip "
            "gives wrong readings and, over a season, corrosion.",
            "The cut PCB edges are not sealed and slowly soak up water. For long outdoor use "
            "coat the edges with nail varnish or cover them with glue-lined heat-shrink.",
            "Cable length up to 2 m is fine; longer cables add capacitance and shift the reading.",
        ],
        8.0,
    )
    s.heading("\u25cf  Pins", 11)
    s.table(
        [Col("Pin", 50, "C"), Col("Wire", 70, "C"), Col("Name", 70, "C"), Col("Function", 309)],
        [
            ["1", "black", "GND", "ground"],
            ["2", "red", "VCC", "supply, see quick specs for your version"],
            ["3", "yellow", "AOUT", "analog output, lower = wetter"],
        ],
        8.0,
    )
    s.heading("\u25cf  FAQ", 11)
    s.bullets(
        [
            "Q: Can I power the LFU-SM30 from a 3.3 V pin?  A: No. Its regulator needs at least "
            "3.6 V on VCC to hold the timer at 3.0 V; below that the output drifts with the "
            "supply. Order the LFU-SM30L for 3.3 V boards.",
            "Q: Is the output safe for a 3.3 V ADC?  A: Yes for both versions, the output stays "
            "below the figure in the quick specs.",
            "Q: What moisture percentage does 2.0 V mean?  A: We do not calibrate the sensors. "
            "The output depends on soil type, salt and temperature, so calibrate dry and wet "
            "points in your own soil.",
            "Q: Can I switch it off between readings?  A: Yes. Switch VCC with a transistor and "
            "wait the settling time before you read AOUT.",
        ],
        8.0,
    )
    s.heading("\u25cf  Ordering", 11)
    s.table(
        [Col("Réf.", 90), Col("Version", 130), Col("Cable", 120), Col("Price", 159, "R")],
        [
            ["LE-SOIL-030", "LFU-SM30", "20 cm PH2.0 - Dupont", "1 450 XPF"],
            ["LE-SOIL-031", "LFU-SM30L", "20 cm PH2.0 - Dupont", "1 450 XPF"],
            ["LE-SOIL-035", "5 x LFU-SM30", "5 x 20 cm", "6 000 XPF"],
        ],
        8.0,
    )
    return save(s, out / "lfu-sm30.pdf")


# ------------------------------------------------------- 16-bit I2C ADC (Sherbrooke)
def esx3416(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="ESTRIE SIGNAL MICROSYSTEMS",
        header_right="ESX3415, ESX3416  \u2013  ESM-DS-3416 Rev. C",
        footer_left="Estrie Signal Microsystems Inc.  \u00b7  Sherbrooke, Québec, Canada  \u00b7  "
        "Submit Document Feedback",
        footer_right="page {page} of {nb}",
        rule_color=(130, 130, 130),
        table_fill=None,
        accent=(150, 20, 35),
        grid=False,
    )
    s = Sheet(style, "ESX3415 / ESX3416 16-bit I2C delta-sigma ADC")
    s.add_page()
    s.title_block(
        "ESX3415, ESX3416",
        "16-Bit, 2- and 4-Channel Delta-Sigma ADCs with I2C Interface, PGA and Internal "
        "2.048 V Reference",
        "",
        18,
    )

    def feats() -> None:
        s.heading("1 | Features", 10)
        s.bullets(
            [
                "Selectable resolution: 12, 14 or 16 bits",
                "Differential inputs: 2 (ESX3415) or 4 (ESX3416)",
                "On-board PGA: gains of 1, 2, 4 or 8 V/V",
                "On-board 2.048 V reference, " + PM + "0.05 % initial accuracy",
                "INL: 10 ppm of full-scale range (max)",
                "Continuous or one-shot conversion",
                "Low current: 145 " + MU + "A typ. while converting",
                "Two three-state address pins: up to 8 devices on one bus",
                "Single supply: 2.7 V to 5.5 V",
                "Extended temperature range: -40 " + DEG + " to +125 " + DEG,
            ],
            8.0,
            "\u25aa",
        )

    def desc() -> None:
        s.heading("2 | Description", 10)
        s.para(
            "The ESX3415 and ESX3416 are low-noise, high-accuracy delta-sigma analog-to-digital "
            "converters for battery gauges, bridge sensors, RTD and thermocouple front ends and "
            "data loggers. Each channel is a true differential input. The user selects the "
            "conversion rate and resolution (15, 60 or 240 samples per second for 16, 14 or 12 "
            "bits) and the PGA gain; the on-board oscillator and reference need no external "
            "parts.",
            8.0,
        )
        s.para(
            "The two-wire interface supports standard (100 kHz), fast (400 kHz) and "
            "high-speed (3.4 MHz) modes. The ESX3415 comes in a 10-pin MSOP; the ESX3416 in a "
            "14-pin TSSOP and a 14-pin SOIC.",
            8.0,
        )

    s.side_by_side(feats, desc, 235, 16)
    s.heading("3 | Absolute Maximum Ratings", 10)
    s.para(
        "Over operating free-air temperature range (unless otherwise noted). Stresses beyond "
        "these ratings may cause permanent damage; they are not operating conditions.",
        7.5,
    )
    s.table(
        [Col("", 300), Col("MIN", 60, "C"), Col("MAX", 60, "C"), Col("UNIT", 79, "C")],
        [
            ["VDD to VSS", "-0.3", "6.0", "V"],
            ["Analog inputs CHn+, CHn- to VSS", "VSS - 0.3", "VDD + 0.3", "V"],
            ["SDA, SCL, Adr0, Adr1 to VSS", "VSS - 0.3", "VDD + 0.3", "V"],
            ["Input current into any pin except supply", "-10", "10", "mA"],
            ["Junction temperature, TJ", "", "150", DEG],
            ["Storage temperature, Tstg", "-65", "150", DEG],
        ],
        7.5,
    )
    s.heading("4 | Recommended Operating Conditions", 10)
    s.table(
        [
            Col("", 300),
            Col("MIN", 60, "C"),
            Col("NOM", 60, "C"),
            Col("MAX", 60, "C"),
            Col("UNIT", 19, "C"),
        ],
        [
            ["VDD  Supply voltage", "2.7", "", "5.5", "V"],
            ["Differential input, full scale (PGA = 1)", "-2.048", "", "2.048", "V"],
            ["Absolute input voltage, any CH pin", "VSS", "", "VDD", "V"],
            ["TA  Operating free-air temperature", "-40", "", "125", DEG],
        ],
        7.5,
    )
    s.heading("5 | Electrical Characteristics", 10)
    s.para(
        "All specifications at TA = -40 " + DEG + " to +125 " + DEG + ", VDD = 5.0 V, VSS = "
        "0 V, CHn- = VSS, PGA = 1 V/V, continuous conversion, unless otherwise noted. Typical "
        "values at TA = 25 " + DEG + ".",
        7.5,
    )
    cols = [
        Col("PARAMETER", 128),
        Col("TEST CONDITIONS", 176),
        Col("MIN", 42, "C"),
        Col("TYP", 42, "C"),
        Col("MAX", 42, "C"),
        Col("UNIT", 69, "C"),
    ]
    s.table(
        cols,
        [
            ["ANALOG INPUTS"],
            [
                "Differential input\nimpedance",
                "PGA = 1\nPGA = 2\nPGA = 4\nPGA = 8",
                "",
                "2.25\n1.125\n0.56\n0.28",
                "",
                "M" + OHM,
            ],
            ["Common-mode input\nimpedance", "", "", "25", "", "M" + OHM],
            ["CONVERSION"],
            [
                "Resolution and\nno missing codes",
                "240 SPS\n60 SPS\n15 SPS",
                "12\n14\n16",
                "",
                "",
                "Bits",
            ],
            [
                "Data rate",
                "12-bit mode\n14-bit mode\n16-bit mode",
                "176\n44\n11",
                "240\n60\n15",
                "328\n82\n20.5",
                "SPS",
            ],
            [
                "LSB size",
                "12-bit mode\n14-bit mode\n16-bit mode",
                "",
                "1\n250\n62.5",
                "",
                "mV\n" + MU + "V\n" + MU + "V",
            ],
            ["Integral nonlinearity", "16-bit mode", "", "", "10", "ppm of FSR"],
            ["Offset error", "", "", "15", "40", MU + "V"],
            ["Gain error", "PGA = 1, 16-bit mode", "", "0.05", "0.35", "%"],
        ],
        7.0,
    )
    s.add_page()
    s.heading("5 | Electrical Characteristics (continued)", 10)
    s.table(
        cols,
        [
            ["INTERNAL REFERENCE"],
            ["Reference voltage", "", "", "2.048", "", "V"],
            ["Reference drift", "", "", "15", "", "ppm/" + DEG],
            ["DIGITAL INPUTS / OUTPUTS"],
            ["VIH", "SDA, SCL", "0.7 VDD", "", "", "V"],
            ["VIL", "SDA, SCL", "", "", "0.3 VDD", "V"],
            ["VOL", "SDA, IOL = 3 mA", "", "", "0.4", "V"],
            [
                "fSCL",
                "Standard mode\nFast mode\nHigh-speed mode",
                "0\n0\n0",
                "",
                "100\n400\n3400",
                "kHz",
            ],
            ["POWER SUPPLY"],
            ["IDD, converting", "VDD = 5.0 V\nVDD = 3.0 V", "", "145\n120", "195\n160", MU + "A"],
            ["IDD, standby", "no conversion, bus idle", "", "0.3", "1", MU + "A"],
            ["IDD, bus active", "standby, SCL = 400 kHz", "", "", "25", MU + "A"],
        ],
        7.0,
    )
    s.heading("6 | Address Selection", 10)
    s.para(
        "The 7-bit address is 1101 A2 A1 A0: the fixed code 1101 followed by three bits set by "
        "the levels on Adr0 and Adr1 at power-up (each tied low, high or left floating). The "
        "ESX3415 has only Adr0 and answers at 0x68 to 0x6A. The ESX3416 covers 0x68 to 0x6F. "
        "The general-call byte 0x06 resets both devices and re-latches the address pins.",
        7.5,
    )
    s.table(
        [
            Col("Adr1", 70, "C"),
            Col("Adr0", 70, "C"),
            Col("A2 A1 A0", 90, "C"),
            Col("7-bit address", 100, "C"),
            Col("Devices", 169, "C"),
        ],
        [
            ["low", "low", "000", "0x68", "ESX3415, ESX3416"],
            ["low", "high", "001", "0x69", "ESX3415, ESX3416"],
            ["low", "float", "010", "0x6A", "ESX3415, ESX3416"],
            ["high", "low", "011", "0x6B", "ESX3416"],
            ["high", "high", "100", "0x6C", "ESX3416"],
            ["high", "float", "101", "0x6D", "ESX3416"],
            ["float", "low", "110", "0x6E", "ESX3416"],
            ["float", "high", "111", "0x6F", "ESX3416"],
        ],
        7.0,
    )
    s.heading("7 | Configuration Register", 10)
    s.table(
        [Col("Bit", 50, "C"), Col("Name", 80, "C"), Col("Function", 270), Col("Reset", 99, "C")],
        [
            ["7", "RDY", "1 = start a one-shot conversion / result not updated", "1"],
            ["6-5", "C1-C0", "channel select: 00 = CH1 ... 11 = CH4 (ESX3416)", "00"],
            ["4", "O/C", "1 = continuous, 0 = one-shot", "1"],
            ["3-2", "S1-S0", "rate: 00 = 240 SPS, 01 = 60 SPS, 10 = 15 SPS", "00"],
            ["1-0", "G1-G0", "PGA: 00 = 1, 01 = 2, 10 = 4, 11 = 8 V/V", "00"],
        ],
        7.0,
    )
    s.heading("8 | Application Notes", 10)
    s.para(
        "The full-scale range is 2.048 V / PGA, i.e. "
        + PM
        + "2.048, "
        + PM
        + "1.024, "
        + PM
        + "0.512 or "
        + PM
        + "0.256 V differential. That is a scaling of the converter, "
        "not permission to drive a pin outside the supply: every CH pin must stay between VSS "
        "and VDD. To read a signal referred to ground, tie CHn- to VSS; the converter then "
        "returns positive codes only, so a single-ended input has one bit less.",
        7.5,
    )
    s.para(
        "SDA and SCL are not overvoltage tolerant; pull them up to VDD, not to a higher rail. "
        "A host on 5 V logic with the ADC at 3.3 V needs a level translator.",
        7.5,
    )
    revision_table(
        s,
        [
            ["2021-05", "A", "Initial release"],
            ["2022-09", "B", "Added SOIC-14 package for ESX3416"],
            ["2023-10", "C", "Bus-active current row, address table clarified"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "esx3416.pdf")


# ---------------------------------------------- buck module (Palermo, Sicilian / EN)
def pansd3(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Panormus Elettronica  \u00b7  Palermu",
        header_right="Scheda tècnica / Data sheet  PAN-SD3",
        footer_left="Panormus Elettronica s.r.l.  \u00b7  Via Maqueda 212, 90134 Palermo  "
        "\u00b7  P.IVA 06543210829",
        footer_right="Pàggina {page} di {nb} / Page {page} of {nb}",
        rule_color=(165, 75, 40),
        table_fill=(246, 236, 214),
        accent=(150, 60, 25),
        grid=True,
    )
    s = Sheet(style, "PAN-SD3 step-down DC-DC module")
    s.add_page()
    s.title_block(
        "PAN-SD3 / PAN-SD3-5",
        "Mòdulu riduttori DC-DC 3 A  /  3 A DC-DC step-down module",
        "Còdici / SKU PE-0311 (PAN-SD3, regulabbili / adjustable)  \u00b7  PE-0312 (PAN-SD3-5, "
        "5 V fissu / fixed 5 V)  \u00b7  \u20ac 3,90 / \u20ac 4,40 IVA inclusa / VAT incl.",
        18,
    )
    s.para(
        "Mòdulu riduttori (buck) basatu supra un regulaturi a commutazzioni di tipu 2596, a "
        "150 kHz. Ci sunnu dui virsioni: PAN-SD3 cu putinziòmetru multigiru pi rigulari la "
        "tinsioni di nisciuta, e PAN-SD3-5 cu nisciuta fissa a 5 V e porta USB-A.",
        8.0,
    )
    s.para(
        "Step-down (buck) module built around a 2596-type switching regulator at 150 kHz. Two "
        "versions: PAN-SD3 with a multi-turn potentiometer to set the output voltage, and "
        "PAN-SD3-5 with a fixed 5 V output and a USB-A socket.",
        8.0,
    )
    s.heading("Caratterìstichi elèttrichi / Electrical characteristics", 10.5, rule=True)
    s.para("TA = 25 " + DEG + ", VIN = 12 V, unless otherwise stated / si nun è dittu àutru.", 7.5)
    cols = [
        Col("Paràmitru / Parameter", 120),
        Col("Cunnizzioni / Conditions", 111),
        Col("min", 36, "C"),
        Col("typ", 36, "C"),
        Col("max", 36, "C"),
        Col("min", 36, "C"),
        Col("typ", 36, "C"),
        Col("max", 36, "C"),
        Col("Unità", 52, "C"),
    ]
    s.table(
        cols,
        [
            ["Tinsioni d'ingressu\nInput voltage", "", "4.5", "", "40", "7.0", "", "40", "V"],
            [
                "Tinsioni di nisciuta\nOutput voltage",
                "regulabbili / adjustable\nIOUT = 0.5 A",
                "1.25",
                "",
                "35",
                "4.90",
                "5.00",
                "5.10",
                "V",
            ],
            [
                "Diffirenza ingressu-nisciuta\nDropout, VIN - VOUT",
                "IOUT = 3 A",
                "",
                "1.2",
                "1.5",
                "",
                "1.2",
                "1.5",
                "V",
            ],
            [
                "Currenti di nisciuta\ncuntinua / Continuous\noutput current",
                "senza dissipaturi / no heatsink\ncu dissipaturi / with heatsink,\n1 m/s air",
                "",
                "",
                "2.0\n\n3.0",
                "",
                "",
                "2.0\n\n3.0",
                "A",
            ],
            ["Limiti di currenti\nCurrent limit", "", "", "4.5", "", "", "4.5", "", "A"],
            [
                "Currenti a vacanti\nNo-load input current",
                "IOUT = 0 A",
                "",
                "6",
                "10",
                "",
                "7",
                "12",
                "mA",
            ],
            [
                "Frequenza di commutazzioni\nSwitching frequency",
                "",
                "120",
                "150",
                "180",
                "120",
                "150",
                "180",
                "kHz",
            ],
            [
                "Efficienza\nEfficiency",
                "12 V " + ARROW + " 5 V, 2 A\n24 V " + ARROW + " 12 V, 2 A",
                "",
                "88\n92",
                "",
                "",
                "88\n-",
                "",
                "%",
            ],
            [
                "Ondulazzioni di nisciuta\nOutput ripple",
                "IOUT = 2 A, 20 MHz BW",
                "",
                "30",
                "50",
                "",
                "30",
                "50",
                "mV",
            ],
            [
                "Rigulazzioni di càrrica\nLoad regulation",
                "IOUT = 0.2 A " + ARROW + " 2 A",
                "",
                PM + "0.5",
                "",
                "",
                PM + "0.5",
                "",
                "%",
            ],
        ],
        7.0,
        head_rows=[["", "", "PAN-SD3", "<", "<", "PAN-SD3-5", "<", "<", ""]],
    )
    s.para(
        "La tinsioni d'ingressu havi a èssiri armenu 1.5 V cchiù àuta di chidda di nisciuta. / "
        "The input must be at least 1.5 V above the output voltage you set.",
        7.5,
    )
    s.heading("Valuri màssimi assoluti / Absolute maximum ratings", 10.5, rule=True)
    s.table(
        [
            Col("Paràmitru / Parameter", 250),
            Col("Valuri / Value", 150, "C"),
            Col("Unità / Unit", 99, "C"),
        ],
        [
            ["Tinsioni d'ingressu / Input voltage", "45", "V"],
            ["Timpiratura di junzioni / Junction temperature", "150", DEG],
            ["Timpiratura di magazzinu / Storage temperature", "-40 ... +105", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Cundizzioni di travagghiu / Operating conditions", 10.5, rule=True)
    s.table(
        [
            Col("Paràmitru / Parameter", 250),
            Col("Valuri / Value", 150, "C"),
            Col("Unità / Unit", 99, "C"),
        ],
        [
            ["Timpiratura di travagghiu\nOperating ambient temperature", "-40 ... +85", DEG],
            ["3 A cuntinui sulu finu a\nFull 3 A only up to", "+40", DEG],
            ["Umidità / Humidity, no condensation", "5 ... 95", "%RH"],
        ],
        7.5,
    )
    s.heading("Morsetti / Terminals", 10.5, rule=True)
    s.table(
        [Col("Morsettu / Terminal", 110, "C"), Col("Funzioni / Function", 250), Col("Note", 139)],
        [
            ["IN+", "ingressu pusitivu / input +", "vite M2.5 / screw"],
            ["IN-", "massa / ground", "cumuni cu OUT- / common"],
            ["OUT+", "nisciuta / output +", "PAN-SD3-5: puru USB-A"],
            ["OUT-", "massa / ground", ""],
        ],
        7.5,
    )
    s.heading("Rigulazzioni / Setting the output (PAN-SD3)", 10.5, rule=True)
    s.para(
        "VOUT = 1.23 V x (1 + R2 / R1), R1 = 330 " + OHM + ", R2 = 10 k" + OHM + " multi-turn "
        "pot (25 turns). Turn clockwise to raise the output; set it with no load and check "
        "with a meter. Values of R2 measured across the pot for common outputs:",
        7.5,
    )
    s.table(
        [Col("VOUT", 120, "C"), Col("R2", 130, "C"), Col("VIN min (VOUT + 1.5 V)", 249, "C")],
        [
            ["3.3 V", "556 " + OHM, "4.8 V"],
            ["5.0 V", "1.01 k" + OHM, "6.5 V"],
            ["9.0 V", "2.09 k" + OHM, "10.5 V"],
            ["12.0 V", "2.89 k" + OHM, "13.5 V"],
        ],
        7.5,
    )
    s.heading("Avvirtenzi / Cautions", 10.5, rule=True)
    s.bullets(
        [
            "Nun c'è prutizzioni contra l'inversioni di polarità. / There is no reverse-polarity "
            "protection.",
            "Pi cchiù di 2 A ci voli lu dissipaturi. / Above 2 A a heatsink is required.",
            "Lu PAN-SD3-5 nun è un caricabatterìi. / The PAN-SD3-5 is not a battery charger "
            "and has no USB power-delivery negotiation.",
            "La nisciuta nun è isulata di l'ingressu. / The output is not isolated from the input.",
        ],
        7.5,
    )
    s.heading("Prezzi / Prices", 10.5, rule=True)
    s.table(
        [
            Col("Còdici / SKU", 110),
            Col("Virsioni / Version", 150),
            Col("1 pz", 80, "R"),
            Col("10 pz", 80, "R"),
            Col("Dissipaturi / Heatsink", 79, "C"),
        ],
        [
            ["PE-0311", "PAN-SD3", "\u20ac 3,90", "\u20ac 3,20", "no"],
            ["PE-0312", "PAN-SD3-5", "\u20ac 4,40", "\u20ac 3,70", "no"],
            ["PE-0319", "Dissipaturi / heatsink kit", "\u20ac 0,90", "\u20ac 0,70", "-"],
        ],
        7.5,
    )
    return save(s, out / "pan-sd3.pdf")


# -------------------------------------------- MOSFET driver board (Dar es Salaam)
def bhrfd2(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="BAHARI MAKER SUPPLIES",
        header_right="Product sheet  BHR-FD2 / BHR-FD2-H",
        footer_left="Bahari Maker Supplies Ltd  \u00b7  Kariakoo, Dar es Salaam, Tanzania  "
        "\u00b7  TIN 123-456-789  \u00b7  prices in TSh incl. VAT",
        footer_right="page {page}/{nb}",
        rule_color=(175, 135, 0),
        table_fill=None,
        accent=(130, 95, 0),
        grid=True,
    )
    s = Sheet(style, "BHR-FD2 dual low-side MOSFET driver board")
    s.add_page()
    s.title_block(
        "BHR-FD2",
        "Dual Low-Side MOSFET Driver Board (gate driver + 2 x N-channel MOSFET)",
        "SKU BMS-1207 (BHR-FD2, bare board)  \u00b7  SKU BMS-1208 (BHR-FD2-H, with two "
        "clip-on heatsinks)  \u00b7  TSh 18,500 / TSh 24,000",
        19,
    )
    s.para(
        "Two independent low-side switches for LED strips, solenoids, pumps, heaters and DC "
        "motors (one direction). A dual gate-driver IC charges the MOSFET gates to about 12 V, "
        "so the transistors are fully on even when the control signal comes from a 3.3 V "
        "microcontroller. The load goes between your supply + and the OUT- terminal; the board "
        "switches the load's negative side to ground. Each channel can be PWMed.",
        8.5,
    )
    s.heading("\u25ba  Specifications", 11)
    s.table(
        [Col("Item", 170), Col("Value", 150, "C"), Col("Notes", 179)],
        [
            ["Power input V+ (driver supply)", "6 V to 28 V DC", "feeds the 12 V gate-drive LDO"],
            ["Load supply", "up to 28 V DC", "same rail as V+ or a separate rail"],
            ["Control inputs IN1, IN2", "3.3 V or 5 V logic", "10 k" + OHM + " pull-down"],
            ["Input high level", GE + " 2.0 V", ""],
            ["Input low level", LE + " 0.8 V", ""],
            ["Input voltage, maximum", "15 V", "do not exceed"],
            ["Input current", "0.5 mA", "at 5 V"],
            [
                "Continuous current per channel",
                "8 A (BHR-FD2)\n15 A (BHR-FD2-H)",
                "TA = 25 " + DEG + ", V+ " + GE + " 10 V\nheatsinks fitted",
            ],
            ["Peak current per channel", "60 A", "10 " + MU + "s pulse, 1 % duty"],
            ["PWM frequency", "0 to 20 kHz", "above 20 kHz the driver heats up"],
            ["Board quiescent current", "4 mA", "V+ = 12 V, both inputs low"],
            ["Operating temperature", "-20 " + DEG + " to +70 " + DEG, ""],
            ["Size", "50 x 33 x 18 mm", "BHR-FD2-H: 50 x 33 x 30 mm"],
        ],
        8.0,
    )
    s.heading("\u25ba  Absolute maximum ratings", 11)
    s.bullets(
        [
            "V+: 32 V (limit of the gate-drive LDO).",
            "Load voltage on OUT1- / OUT2-: 40 V (MOSFET drain-source rating).",
            "IN1 / IN2: 15 V.",
        ],
        8.0,
        "\u2013",
    )
    s.heading("\u25ba  MOSFET data (from the transistor maker's sheet, TJ = 25 " + DEG + ")", 11)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 60, "C"),
            Col("Conditions", 120),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Drain-source voltage", "VDS", "", "", "", "40", "V"],
            ["Gate threshold voltage", "VGS(th)", "ID = 250 " + MU + "A", "1.2", "1.8", "2.4", "V"],
            [
                "Drain-source on-resistance",
                "RDS(on)",
                "VGS = 10 V\nVGS = 4.5 V",
                "",
                "6.5\n9.5",
                "9.0\n13",
                "m" + OHM,
            ],
            ["Continuous drain current", "ID", "TC = 25 " + DEG + ", package", "", "", "90", "A"],
            ["Total gate charge", "Qg", "VGS = 10 V", "", "33", "", "nC"],
        ],
        8.0,
    )
    s.add_page()
    s.heading("\u25ba  Terminals and headers", 11)
    s.table(
        [Col("Connector", 80, "C"), Col("Pin", 80, "C"), Col("Function", 339)],
        [
            ["J1 (screw)", "V+", "driver supply +, 6 V to 28 V"],
            ["J1 (screw)", "GND", "supply ground, also load supply ground"],
            ["J2 (screw)", "OUT1-", "load 1 negative side (load + goes to your supply +)"],
            ["J2 (screw)", "OUT2-", "load 2 negative side"],
            ["J3 (2.54 mm)", "IN1, IN2", "control inputs, active high"],
            ["J3 (2.54 mm)", "GND", "signal ground - join to your controller's GND"],
        ],
        8.0,
    )
    s.heading("\u25ba  Wire size guide (copper, up to 1 m)", 11)
    s.table(
        [Col("Wire", 160, "C"), Col("Area", 160, "C"), Col("Carries up to", 179, "C")],
        [
            ["AWG 20", "0.5 mm2", "5 A"],
            ["AWG 16", "1.3 mm2", "10 A"],
            ["AWG 14", "2.1 mm2", "15 A"],
        ],
        8.0,
    )
    s.heading("\u25ba  Notes", 11)
    s.bullets(
        [
            "The gate driver swings the gates to 12 V. With V+ below 13 V the gate voltage is "
            "about V+ - 1 V, and below 10 V the MOSFETs are only partly enhanced: keep each "
            "channel under 5 A when V+ is between 6 V and 10 V.",
            "Each output has an SS54 freewheel diode (40 V, 5 A) across the load terminals. "
            "Motors and solenoids drawing more than 5 A need an extra external diode.",
            "Inputs are not opto-isolated. The controller's GND must be joined to the board's "
            "GND at J3.",
            "Both channels can be paralleled (IN1 tied to IN2, OUT1- tied to OUT2-) for one "
            "bigger load.",
        ],
        8.0,
        "\u2013",
    )
    s.heading("\u25ba  FAQ", 11)
    s.bullets(
        [
            "Can a Raspberry Pi drive it? - Yes, its 3.3 V GPIO is above the input high level. "
            "Join the grounds.",
            "Can it reverse a motor? - No. Low-side switches only turn a load on and off; use "
            "an H-bridge for direction.",
            "Why does my 12 V strip flicker at 25 kHz PWM? - The board is rated to 20 kHz; "
            "use 1 kHz to 20 kHz.",
            "Can it switch mains or AC loads? - No. DC loads only.",
        ],
        8.0,
        "\u2013",
    )
    s.heading("\u25ba  Prices", 11)
    s.table(
        [Col("SKU", 90), Col("Item", 220), Col("1 pc", 90, "R"), Col("10+ pcs", 99, "R")],
        [
            ["BMS-1207", "BHR-FD2 bare board", "TSh 18,500", "TSh 16,000"],
            ["BMS-1208", "BHR-FD2-H with heatsinks", "TSh 24,000", "TSh 21,000"],
        ],
        8.0,
    )
    return save(s, out / "bhr-fd2.pdf")
