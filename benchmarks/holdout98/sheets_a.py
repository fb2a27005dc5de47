"""Hold-out 98 datasheets, part 1: a 0-10 V pressure transmitter, a 4-channel PLC
optocoupler board, a digital humidity / temperature sensor IC and a 2 x 18650 UPS module.

A Canadian process-instrument product data sheet (columns per output version, a
"Limits" leader list apart from the operating data, range codes with overload
columns, application notes holding the warm-up time), a Dutch / English maker
product sheet (bilingual names wrapped over two lines, columns per input version,
a section row for the logic side, FAQ), a Norwegian fabless sensor data sheet
(grade columns with a "typ." / "max." condition column, footnote marks fused to
the names, an interface paragraph holding the addresses) and a Dongguan battery
module user guide (Item / Parameter / Remark table, output current per mode in
columns, LED and button tables, Q and A holding the runtime).
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
TAU = "\u03c4"
TIMES = "\u00d7"


# ------------------------------------------------------ pressure transmitter (CA)
def ptx25v(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="FRASER DELTA INSTRUMENTS",
        header_right="Product Data Sheet PD-2210",
        footer_left="PD-2210 Rev. 05  |  Specifications subject to change without notice",
        footer_right="Page {page} of {nb}",
        rule_color=(0, 90, 100),
        table_fill=(214, 236, 238),
        accent=(0, 90, 100),
        grid=False,
    )
    s = Sheet(style, "PTX-25V Series pressure transmitter")
    s.add_page()
    s.title_block(
        "PTX-25V Series",
        "Industrial pressure transmitter with 0-10 V voltage output",
        "Stainless steel 316L wetted parts  |  G1/4 or 1/4 NPT process connection  |  "
        "DIN 43650-A or M12 x 1 connector",
        21,
    )

    def left() -> None:
        s.heading("Description", 10)
        s.para(
            "The PTX-25V measures gauge pressure of liquids and gases with a thin-film "
            "sensing element welded to the process connection. The -A version delivers a "
            "three-wire 0-10 V signal for PLC and building-automation inputs; the -R version "
            "gives a 0.5-4.5 V ratiometric output for 5 V controller boards. Both are "
            "calibrated and temperature compensated in our Burnaby plant.",
            8,
        )

    def right() -> None:
        s.heading("Highlights", 10)
        s.bullets(
            [
                "0-10 V output (PTX-25V-A) or 0.5-4.5 V ratiometric (PTX-25V-R)",
                "Ranges from 0-10 bar up to 0-60 bar gauge",
                "Output short-circuit and reverse-polarity protected",
                "No moving parts, no internal seals or fill fluid",
            ],
            8,
        )

    s.side_by_side(left, right, 250)
    s.heading("Electrical data", 11, rule=True)
    s.para("Reference conditions: 25 " + DEG + ", supply at nominal, unless noted.", 7.5)
    s.table(
        [
            Col("Parameter", 170),
            Col("PTX-25V-A\n(0-10 V)", 110, "C"),
            Col("PTX-25V-R\n(ratiometric)", 110, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Supply voltage V_{S}", "12 ... 30", "4.75 ... 5.25", "V DC"],
            ["Current consumption\n(output unloaded)", "< 7", "< 3", "mA"],
            ["Output signal", "0 ... 10", "0.5 ... 4.5", "V"],
            ["Permissible load", GE + " 10", GE + " 4.7", "k" + OHM],
            ["Response time (10 ... 90 %)", LE + " 2", LE + " 2", "ms"],
            ["Insulation resistance", "> 100", "> 100", "M" + OHM + " at 500 V DC"],
        ],
        8,
    )
    s.heading("Limits (not operating conditions)", 11, rule=True)
    s.leaders(
        [
            ("Supply voltage, PTX-25V-A", "33 V DC max."),
            ("Supply voltage, PTX-25V-R", "7 V DC max."),
            ("Reverse polarity, both versions", "to -30 V DC"),
            ("Output short circuit", "continuous, to 0 V"),
        ],
        8,
    )
    s.heading("Measuring ranges and overload", 11, rule=True)
    s.table(
        [
            Col("Range code", 80, "C"),
            Col("Measuring range", 120, "C"),
            Col("Overpressure limit", 110, "C"),
            Col("Burst pressure", 110, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["010", "0 ... 10", "30", "50", "bar"],
            ["016", "0 ... 16", "40", "80", "bar"],
            ["025", "0 ... 25", "60", "100", "bar"],
            ["060", "0 ... 60", "120", "250", "bar"],
        ],
        8,
    )
    s.para(
        "Other ranges (vacuum, compound, psi scales) on request. The overpressure limit may "
        "be applied without damage; the transmitter recalibrates itself within the stated "
        "accuracy once the pressure returns to the measuring range.",
        7.5,
    )

    s.add_page()
    s.heading("Accuracy", 11, rule=True)
    s.table(
        [Col("Parameter", 250), Col("Typ.", 70, "C"), Col("Max.", 70, "C"), Col("Unit", 109, "C")],
        [
            ["Non-linearity (BFSL)", "0.1", "0.25", "% FS"],
            [
                "Accuracy at 25 " + DEG + "\n(non-linearity, hysteresis, repeatability)",
                PM + "0.25",
                PM + "0.5",
                "% FS",
            ],
            ["Total error band\n(-20 ... +80 " + DEG + ")", PM + "1.0", PM + "1.5", "% FS"],
            ["Long-term stability", "0.2", "", "% FS / year"],
        ],
        8,
    )
    s.heading("Environment", 11, rule=True)
    s.table(
        [Col("", 200), Col("", 299)],
        [
            ["Medium temperature", "-40 ... +125 " + DEG],
            ["Ambient temperature (operating)", "-30 ... +85 " + DEG],
            ["Storage temperature", "-40 ... +100 " + DEG],
            ["Ingress protection", "IP65 (DIN 43650-A), IP67 (M12 x 1, mated)"],
            ["Vibration", "20 g, 10 ... 2000 Hz (IEC 60068-2-6)"],
            ["Shock", "100 g, 11 ms (IEC 60068-2-27)"],
        ],
        8,
        show_head=False,
    )
    s.heading("Electrical connection", 11, rule=True)
    s.table(
        [
            Col("Signal", 170),
            Col("DIN 43650-A", 110, "C"),
            Col("M12 x 1, 4-pin", 110, "C"),
            Col("Wire (cable option)", 109, "C"),
        ],
        [
            ["+V_{S}", "1", "1", "brown"],
            ["0 V (common)", "2", "3", "blue"],
            ["Output", "3", "4", "black"],
            ["Case", "earth tab", "2", "shield"],
        ],
        8,
    )
    s.heading("Ordering code", 11, rule=True)
    s.lines(
        [
            "PTX-25V - [A | R] - [010 | 016 | 025 | 060] - [G4 | N4] - [D | M]",
            "Example: PTX-25V-A-016-G4-M = 0-10 V output, 0-16 bar, G1/4, M12 connector",
        ],
        8,
    )
    s.heading("Application notes", 11, rule=True)
    s.para(
        "Power-up: the output is valid 50 ms after the supply is applied. A 24 V DC PLC "
        "supply can be connected directly to the -A version. A 12 V vehicle battery is "
        "inside its supply range, but load-dump transients on vehicle electrical systems "
        "may exceed the 33 V limit; fit a suitable TVS diode in such installations.",
        8,
    )
    s.para(
        "The -A output is referred to 0 V (common), not to the supply, and can drive 0-10 V "
        "PLC inputs with an input impedance of 10 k" + OHM + " or more. To read it with a "
        "3.3 V or 5 V microcontroller ADC, use a resistive divider. The -R output is "
        "proportional to VS and is intended for 5 V controller boards.",
        8,
    )
    s.para(
        "Not cleaned for oxygen service. Not approved for use in hazardous (explosive) areas.",
        8,
    )
    revision_table(
        s,
        [
            ["2022-04-11", "04", "M12 connector option added"],
            ["2023-10-02", "05", "-R version added; limits section"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "ptx-25v.pdf")


# ------------------------------------------- 4-channel PLC opto board (Dutch / English)
def iso4plc(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="IJssel Modules B.V.  -  Deventer",
        header_right="Productblad / Product sheet  ISO4-PLC",
        footer_left="ISO4-PLC  v1.3  2023-09  -  wijzigingen voorbehouden / subject to change",
        footer_right="Blad {page}/{nb}",
        rule_color=(120, 120, 120),
        table_fill=(255, 226, 196),
        accent=(200, 90, 0),
        grid=True,
    )
    s = Sheet(style, "ISO4-PLC 4-kanaals optocouplerprint / 4-channel optocoupler board")
    s.add_page()
    s.title_block(
        "ISO4-PLC",
        "4-kanaals optocouplerprint / 4-channel optocoupler isolation board",
        "PLC-signalen 24 V (of 12 V) naar 3,3 V / 5 V logica  -  24 V (or 12 V) PLC signals "
        "to 3.3 V / 5 V logic",
        20,
    )
    s.para(
        "Vier galvanisch gescheiden ingangen met PC817-optocouplers. Four galvanically "
        "isolated inputs with PC817 optocouplers (isolation 2500 V rms between input and "
        "logic side). De uitgangen zijn actief laag / The outputs are active low: an "
        "energised input pulls OUTx to GND. Each output has a 10 k" + OHM + " pull-up to "
        "VCC on the board, so the output high level equals the logic supply VCC.",
        8,
    )
    s.heading("Elektrische gegevens / Electrical data", 10.5)
    s.para("Ta = 25 " + DEG + " tenzij anders vermeld / unless otherwise noted.", 7.5)
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbool", 50, "C"),
            Col("ISO4-PLC-24", 80, "C"),
            Col("ISO4-PLC-12", 80, "C"),
            Col("Eenheid / Unit", 99, "C"),
        ],
        [
            ["Ingangszijde (PLC) / Input side (PLC)"],
            ["Ingangsspanning, nominaal /\nInput voltage, nominal", "V_{IN}", "24", "12", "V"],
            [
                "Ingangsspanning, werkgebied /\nInput voltage, working range",
                "V_{IN}",
                "18 - 30",
                "9 - 15",
                "V",
            ],
            ["Ingang AAN vanaf /\nInput ON at", "V_{ON}", GE + " 15", GE + " 7", "V"],
            ["Ingang UIT onder /\nInput OFF below", "V_{OFF}", LE + " 5", LE + " 3", "V"],
            [
                "Ingangsstroom bij nominaal /\nInput current at nominal",
                "I_{IN}",
                "6.5",
                "6",
                "mA",
            ],
            [
                "Ingangsspanning, absoluut max. /\nInput voltage, absolute max.",
                "",
                "36",
                "20",
                "V",
            ],
            ["Logicazijde (beide versies) / Logic side (both versions)"],
            [
                "Voedingsspanning logica /\nLogic supply voltage",
                "VCC",
                "3.0 - 5.5",
                "3.0 - 5.5",
                "V",
            ],
            [
                "Uitgangsstroom per kanaal /\nOutput sink current per channel",
                "I_{OL}",
                "max. 20",
                "max. 20",
                "mA",
            ],
            [
                "Uitgang laag /\nOutput low voltage (I_{OL} = 5 mA)",
                "V_{OL}",
                LE + " 0.4",
                LE + " 0.4",
                "V",
            ],
            [
                "Stroomopname logica, 4 ingangen AAN /\nLogic supply current, 4 inputs ON",
                "I_{CC}",
                "2.2",
                "2.2",
                "mA (VCC = 5 V)",
            ],
            [
                "Schakelfrequentie /\nSwitching frequency",
                "f_{max}",
                "2",
                "2",
                "kHz",
            ],
        ],
        7.5,
    )
    s.heading("Omgeving / Environment", 10.5)
    s.table(
        [Col("", 250), Col("", 249)],
        [
            ["Omgevingstemperatuur / Ambient temperature", "-25 ... +70 " + DEG],
            ["Opslagtemperatuur / Storage temperature", "-40 ... +85 " + DEG],
            [
                "Relatieve vochtigheid / Relative humidity",
                "5 ... 85 %, niet condenserend / non-condensing",
            ],
            ["Montage / Mounting", "DIN-rail clip TS35 (meegeleverd / included)"],
        ],
        7.5,
        show_head=False,
    )

    s.add_page()
    s.heading("Aansluitingen / Terminals", 10.5)
    s.table(
        [
            Col("Klem / Terminal", 110, "C"),
            Col("Naam / Name", 110, "C"),
            Col("Functie / Function", 279),
        ],
        [
            ["X1.1 - X1.4", "IN1 - IN4", "PLC-ingang + / PLC input + (PNP, sourcing)"],
            ["X1.5", "COM-", "0 V van de PLC / PLC 0 V"],
            ["X2.1", "VCC", "3.0 - 5.5 V van de microcontroller / from the microcontroller"],
            ["X2.2", "GND", "massa logica / logic ground"],
            ["X2.3 - X2.6", "OUT1 - OUT4", "actief laag / active low, 10 k" + OHM + " pull-up"],
        ],
        7.5,
    )
    s.heading("Led-indicatie / LED indication", 10.5)
    s.table(
        [Col("Led", 110, "C"), Col("Kleur / Colour", 110, "C"), Col("Betekenis / Meaning", 279)],
        [
            ["PWR", "groen / green", "VCC aanwezig / VCC present"],
            ["L1 - L4", "rood / red", "ingang actief / input energised (input side)"],
        ],
        7.5,
    )
    s.heading("Veelgestelde vragen / FAQ", 10.5)
    s.para(
        "Kan ik NPN-sensoren aansluiten? / Can I connect NPN sensors? - Nee / No. The inputs "
        "expect PNP (sourcing) signals with COM- at the PLC 0 V. NPN sensors need the "
        "ISO4-PLC-N board.",
        8,
    )
    s.para(
        "Werkt het met een Raspberry Pi of ESP32? / Does it work with a Raspberry Pi or ESP32? "
        "- Ja / Yes. Feed VCC from the 3.3 V pin; the outputs then swing between 0 V and "
        "3.3 V.",
        8,
    )
    s.para(
        "Kan ik 12 V-signalen op de -24 versie zetten? / Can I put 12 V signals on the -24 "
        "version? - Niet betrouwbaar / Not reliably: 12 V is below the 15 V ON level of the "
        "-24 version. Order the ISO4-PLC-12.",
        8,
    )
    s.para(
        "Hoe snel is de print? / How fast is the board? - Enough for push buttons, limit "
        "switches and slow encoders; the PC817 limits it to about 2 kHz. Not for "
        "high-speed counter inputs.",
        8,
    )
    revision_table(
        s,
        [
            ["2022-11-03", "1.2", "ISO4-PLC-12 toegevoegd / added"],
            ["2023-09-18", "1.3", "FAQ uitgebreid / FAQ extended"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "iso4-plc.pdf")


# ------------------------------------------------ humidity / temperature sensor (NO)
def hms3x(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Datasheet HMS31 / HMS35",
        header_right="Hardanger Microsensors AS",
        footer_left="HMS3x Datasheet  -  Version 2.1  -  March 2024",
        footer_right="{page}/{nb}",
        rule_color=(40, 120, 60),
        table_fill=(222, 240, 226),
        accent=(40, 120, 60),
        grid=False,
    )
    s = Sheet(style, "HMS31 / HMS35 humidity and temperature sensor")
    s.add_page()
    s.title_block(
        "HMS31 / HMS35",
        "Digital humidity and temperature sensor, I2C, 1.08 V to 3.6 V",
        "DFN-4 package 1.5 x 1.5 x 0.5 mm3, fully calibrated and linearized",
        20,
    )
    s.bullets(
        [
            "Supply voltage range 1.08 V to 3.6 V",
            "Average supply current 0.4 " + MU + "A (one measurement per second, low "
            "repeatability)",
            "I2C fast mode plus, CRC checksum, two factory-set addresses",
            "HMS35: " + PM + "1.5 %RH and " + PM + "0.1 " + DEG + " typical accuracy",
        ],
        8.5,
    )
    s.heading("1  Humidity sensor specification", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 150),
            Col("Condition", 90, "C"),
            Col("HMS31", 80, "C"),
            Col("HMS35", 80, "C"),
            Col("Units", 99, "C"),
        ],
        [
            ["Accuracy tolerance^{1}", "typ.", PM + "2.0", PM + "1.5", "%RH"],
            ["", "max.", PM + "3.0", PM + "2.0", "%RH"],
            ["Repeatability^{2}", "high", "0.08", "0.08", "%RH"],
            ["Resolution", "high", "0.01", "0.01", "%RH"],
            ["Specified range^{3}", "extended", "0 to 100", "0 to 100", "%RH"],
            ["Response time^{4}", TAU + "63%", "4", "4", "s"],
            ["Long-term drift", "typ.", "< 0.2", "< 0.2", "%RH/y"],
        ],
        8,
    )
    s.heading("2  Temperature sensor specification", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 150),
            Col("Condition", 90, "C"),
            Col("HMS31", 80, "C"),
            Col("HMS35", 80, "C"),
            Col("Units", 99, "C"),
        ],
        [
            ["Accuracy tolerance^{1}", "typ.", PM + "0.2", PM + "0.1", DEG],
            ["", "max.", PM + "0.4", PM + "0.2", DEG],
            ["Repeatability^{2}", "high", "0.04", "0.04", DEG],
            ["Resolution", "high", "0.01", "0.01", DEG],
            ["Specified range", "-", "-40 to 125", "-40 to 125", DEG],
            ["Response time^{4}", TAU + "63%", "2", "2", "s"],
        ],
        8,
    )
    s.para(
        "1 Typical and maximum accuracy for 20 %RH to 80 %RH and 0 "
        + DEG
        + " to 65 "
        + DEG
        + ". 2 Three times the standard deviation of multiple consecutive measurements at "
        "constant conditions. 3 Recommended normal range 5 "
        + DEG
        + " to 60 "
        + DEG
        + " and 20 %RH to 80 %RH; long exposure outside this range may offset the RH "
        "reading temporarily (+3 %RH after 60 h at 90 %RH). 4 Time for reaching 63 % of a "
        "step at 25 " + DEG + " and 1 m/s airflow.",
        7,
    )

    s.add_page()
    s.heading("3  Electrical specifications", 10.5, rule=True)
    s.para("Default conditions of 25 " + DEG + " and 3.3 V supply voltage apply.", 7.5)
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 45, "C"),
            Col("Conditions", 140),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Units", 69, "C"),
        ],
        [
            ["Supply voltage", "VDD", "", "1.08", "3.3", "3.6", "V"],
            ["Power-up level", "VPOR", "static power supply", "0.7", "-", "1.0", "V"],
            ["Supply current", "IDD", "idle state", "-", "0.08", "0.5", MU + "A"],
            ["", "", "measurement", "-", "320", "500", MU + "A"],
            ["", "", "average, 1 Hz, low repeat.", "-", "0.4", "-", MU + "A"],
            ["Low level input", "VIL", "", "-0.3", "-", "0.3" + TIMES + "VDD", "V"],
            ["High level input", "VIH", "", "0.7" + TIMES + "VDD", "-", "VDD + 0.3", "V"],
            ["SCL clock frequency", "fSCL", "", "-", "-", "1000", "kHz"],
            ["Heater power", "PHeat", "VDD = 3.3 V, 1 s pulse", "-", "200", "-", "mW"],
        ],
        7.5,
    )
    s.heading("4  Absolute minimum and maximum ratings", 10.5, rule=True)
    s.table(
        [Col("Parameter", 250), Col("Rating", 150, "C"), Col("Units", 99, "C")],
        [
            ["Supply voltage, VDD", "-0.3 to 3.9", "V"],
            ["Operating temperature range", "-40 to 125", DEG],
            ["Storage temperature range", "-40 to 150", DEG],
            ["ESD HBM", "2", "kV"],
            ["Latch-up, JESD78", "100", "mA"],
        ],
        7.5,
    )
    s.heading("5  Timing", 10.5, rule=True)
    s.table(
        [
            Col("Measurement duration", 200),
            Col("Typ.", 80, "C"),
            Col("Max.", 80, "C"),
            Col("Units", 139, "C"),
        ],
        [
            ["high repeatability", "6.9", "8.3", "ms"],
            ["medium repeatability", "3.7", "4.5", "ms"],
            ["low repeatability", "1.3", "1.6", "ms"],
            ["Power-up time (VDD " + GE + " VPOR to idle)", "0.3", "1", "ms"],
        ],
        7.5,
    )
    s.heading("6  Interface and commands", 10.5, rule=True)
    s.para(
        "The HMS3x is an I2C target. The address is set at the factory: 0x44 for the "
        "ordering suffix -A (HMS31-A, HMS35-A) and 0x45 for the suffix -B. Pull-up resistors "
        "are not integrated; connect SDA and SCL to VDD through external pull-ups. The pins "
        "are not 5 V tolerant: SDA and SCL must stay below VDD + 0.3 V, so a 5 V bus needs a "
        "level shifter.",
        8,
    )
    s.table(
        [Col("Command", 250), Col("Hex code", 100, "C"), Col("Response", 149, "C")],
        [
            ["Measure T and RH, high repeatability", "0xFD", "6 bytes"],
            ["Measure T and RH, medium repeatability", "0xF6", "6 bytes"],
            ["Measure T and RH, low repeatability", "0xE0", "6 bytes"],
            ["Read serial number", "0x89", "6 bytes"],
            ["Soft reset", "0x94", "-"],
            ["Heater 200 mW for 1 s, then measure", "0x39", "6 bytes"],
        ],
        7.5,
    )
    return save(s, out / "hms3x.pdf")


# ------------------------------------------------------- 2 x 18650 UPS module (CN)
def ups18(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="YUECHENG POWER",
        header_right="YC-UPS18-2 User Guide  V2.0",
        footer_left="Dongguan Yuecheng Power Electronics Co., Ltd.",
        footer_right="- {page} -",
        rule_color=(180, 20, 20),
        table_fill=(250, 222, 222),
        accent=(180, 20, 20),
        grid=True,
    )
    s = Sheet(style, "YC-UPS18-2 dual 18650 UPS module")
    s.add_page()
    s.title_block(
        "YC-UPS18-2",
        "Dual 18650 Lithium Battery UPS Module, 5 V USB Output",
        "Uninterruptible 5 V supply for Raspberry Pi, routers, cameras and small robots",
        19,
    )
    s.heading("1. Product Introduction", 10.5)
    s.para(
        "YC-UPS18-2 holds two 18650 cells (not included) connected in parallel (1S2P). While "
        "USB-C power is present, the module powers the load and charges the cells at the "
        "same time; when USB-C power is removed, the boost converter takes over with 0 ms "
        "switching time, so a Raspberry Pi does not reboot.",
        8.5,
    )
    s.heading("2. Specification", 10.5)
    s.table(
        [Col("Item", 130), Col("Parameter", 190), Col("Remark", 179)],
        [
            ["Charging input", "USB Type-C, 4.75V ~ 5.5V", "5V 2A adapter recommended"],
            ["Charging current", "2A max.", "about 1A per cell"],
            ["Charge cut-off voltage", "4.20V " + PM + "1%", "Li-ion only, not LiFePO4"],
            ["Over-discharge protection", "2.9V", "output turns off"],
            ["Battery over-current", "6A", "auto recovery"],
            ["Output port", "USB-A + 2.54mm header", "both are the same 5V rail"],
            ["Output voltage", "5.0V ~ 5.2V (5.1V typ.)", "at 0 ~ 2A load"],
            ["Output ripple", "< 80mV", "20MHz bandwidth"],
            ["Boost efficiency", "90% (typ.)", "3.7V battery, 1A load"],
            ["Quiescent current", "3mA", "output on, no load"],
            ["Standby current", "< 50" + MU + "A", "output off (double press)"],
            ["Charging temperature", "0 ~ 45" + DEG, ""],
            ["Discharging temperature", "-10 ~ 60" + DEG, ""],
            ["Size", "98 x 42 x 22 mm", "with battery holder"],
        ],
        8,
    )
    s.heading("3. Output Current", 10.5)
    s.table(
        [
            Col("Working mode", 200),
            Col("USB-C plugged in\n(pass-through)", 100, "C"),
            Col("Battery only,\ncell " + GE + " 3.6V", 100, "C"),
            Col("Battery only,\ncell 3.0 ~ 3.6V", 99, "C"),
        ],
        [["Max. continuous output current", "2.0A", "2.4A", "1.5A"]],
        8,
    )
    s.para(
        "Note: do not put more than 6V on the USB-C input. Higher voltage (for example a 9V "
        "or 12V fast charger profile forced by a third-party cable) will damage the charge IC.",
        8,
    )

    s.add_page()
    s.heading("4. LED Indicator", 10.5)
    s.table(
        [Col("LEDs on", 130, "C"), Col("Battery voltage", 180, "C"), Col("Capacity", 189, "C")],
        [
            ["1", "3.4V ~ 3.6V", "< 25%"],
            ["2", "3.6V ~ 3.8V", "25% ~ 50%"],
            ["3", "3.8V ~ 4.0V", "50% ~ 75%"],
            ["4", "> 4.0V", "75% ~ 100%"],
        ],
        8,
    )
    s.heading("5. Button", 10.5)
    s.table(
        [Col("Operation", 200), Col("Function", 299)],
        [
            ["Single press", "output on / show battery level"],
            ["Double press", "output off (standby)"],
            ["Press 5s", "reset protection after over-discharge"],
        ],
        8,
    )
    s.heading("6. Q & A", 10.5)
    s.para(
        "Q1: Can it power a Raspberry Pi 4?\nA: The Pi 4 asks for 5.1V 3A. This module gives "
        "2.4A max. on battery, which is fine for Pi 3B+ and Pi Zero 2 W; a Pi 4 with USB "
        "disks or heavy CPU load may show under-voltage warnings.",
        8.5,
    )
    s.para(
        "Q2: Can I use two cells in series or a 7.4V pack?\nA: No. The holder connects the "
        "cells in parallel; use cells of the same brand and voltage, never mix old and new.",
        8.5,
    )
    s.para(
        "Q3: How long will it run?\nA: With two 3000mAh cells and a 500mA load at 5V, about "
        "8 hours. Runtime halves at 1A.",
        8.5,
    )
    s.para(
        "Q4: Can it charge LiFePO4 cells?\nA: No. The charge voltage is 4.2V, for Li-ion only.",
        8.5,
    )
    s.para(
        "Q5: Is there a low-battery signal for the Pi?\nA: No. There is no I2C or GPIO "
        "status output on this version.",
        8.5,
    )
    return save(s, out / "yc-ups18-2.pdf")
