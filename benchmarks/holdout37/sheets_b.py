"""Hold-out 37 datasheets: a force-sensing resistor, an H2S sensor, an LPG module, a rain gauge.

A Taiwanese FSR specification (numbered rows, one column per size, table
continued on page 2, footnote marks), a UK electrochemical H2S sensor sheet
(condition sentence, no supply voltage, overlapping environmental rows), a
Korean LPG gas module specification (numbered sections, abs max vs
recommended, unnamed rows, pin table) and a German bilingual tipping-bucket
rain gauge leaflet (one column per ordering code, derating note).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
LE = "\u2264"
GE = "\u2265"
OHM = "\u03a9"
SQ = "\u00b2"


# ------------------------------------------------ force-sensing resistor (Taiwan)
def kfr(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="KFR Series Force Sensing Resistor  Product Specification",
        header_right="Doc. TTM-KFR-003  Ver. C",
        footer_left="Tainan Touch Materials Corp.  www.ttm.example.tw",
        footer_right="P.{page}/{nb}",
        table_fill=(235, 235, 235),
        accent=(150, 0, 0),
    )
    s = Sheet(style, "KFR specification")
    s.add_page()
    s.title_block(
        "KFR-12 / KFR-40",
        "Thin Film Force Sensing Resistor (FSR)",
        "KFR-12: 12.7 mm round active area    KFR-40: 40 x 40 mm square active area",
        20,
    )
    s.heading("1. Features", 10)
    s.bullets(
        [
            "Resistance decreases as applied force increases",
            "Polyester substrate, total thickness 0.30 mm",
            "Solder tabs or female connector (suffix -C)",
        ],
        8.5,
    )
    s.heading("2. Characteristics", 10)
    s.para("Test conditions: 23 " + DEG + ", 50 %RH, force applied with 10 mm rubber tip.", 8)
    rows = [
        ["2.1", "Actuation force", "0.2 N", "0.3 N"],
        ["2.2", "Force sensitivity range", "0.2 ~ 20 N", "0.3 ~ 100 N *1"],
        ["2.3", "Non-actuated resistance", "> 10 M" + OHM, "> 10 M" + OHM],
        ["2.4", "Resistance at full\nscale force", "2 k" + OHM + " typ.", "1 k" + OHM + " typ."],
        ["2.5", "Device rise time", "< 3 " + MU + "s", "< 3 " + MU + "s"],
        ["2.6", "Hysteresis", "+10 %", "+10 %"],
        ["2.7", "Part-to-part repeatability", PM + "6 %", PM + "8 %"],
        ["2.8", "Maximum current *2", "1 mA/cm" + SQ, "1 mA/cm" + SQ],
    ]
    cols = [Col("No.", 40, "C"), Col("Item", 200), Col("KFR-12", 130, "C"), Col("KFR-40", 129, "C")]
    s.table(cols, rows, 8)
    s.para("Table 2 continued on next page.", 7.5)
    s.add_page()
    s.caption("Table 2  Characteristics (continued)")
    s.table(
        cols,
        [
            ["2.9", "Operating temperature", "-30 ~ +70 " + DEG, "-30 ~ +70 " + DEG],
            ["2.10", "Storage temperature", "-40 ~ +85 " + DEG, "-40 ~ +85 " + DEG],
            ["2.11", "Lifetime", "10 million actuations", "1 million actuations"],
            ["2.12", "Drift", "< 5 % per log10(time)", "< 5 % per log10(time)"],
        ],
        8,
    )
    s.para(
        "*1 Above 60 N the KFR-40 resistance saturates; use a spreader plate.   *2 Of applied "
        "force area. The maximum applied voltage is not specified; limit the current instead.",
        7.5,
    )
    s.heading("3. Application Circuit", 10)
    s.para(
        "Voltage divider: FSR from V+ to VOUT, measuring resistor RM from VOUT to GND. "
        "Recommended RM = 10 k" + OHM + " with V+ = 3.3 V or 5 V; VOUT goes to the ADC input. "
        "Bending radius must not be below 2.5 mm. Use with a sharp edge or as a "
        "precision load cell is not recommended (accuracy not specified).",
        8.5,
    )
    s.heading("4. Dimensions", 10)
    s.table(
        [Col("Item", 200), Col("KFR-12", 150, "C"), Col("KFR-40", 149, "C")],
        [
            ["Active area", "12.7 mm dia.", "40 x 40 mm"],
            ["Tail length", "38 mm", "85 mm"],
            ["Pin pitch", "2.54 mm", "2.54 mm"],
        ],
        8,
    )
    s.heading("5. Revision", 10)
    revision_table(s, [["2025-06-30", "C", "Added KFR-40 lifetime"]], (120, 80, 299))
    return save(s, out / "kfr.pdf")


# ------------------------------------------------ H2S electrochemical sensor (UK)
def hse4(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Thornbury Gas Sensing",
        header_right="HSE-4 Hydrogen Sulfide Sensor  |  Technical Specification",
        footer_left="Thornbury Gas Sensing Ltd., Bristol, UK.  Doc. TGS-HSE4-05",
        footer_right="{page}",
        table_fill=None,
        accent=(120, 0, 90),
        grid=False,
    )
    s = Sheet(style, "HSE-4 H2S sensor")
    s.add_page()
    s.title_block(
        "HSE-4",
        "Hydrogen Sulfide (H2S) Sensor, 4-Electrode, 20 mm",
        "HSE-4-100 (0 to 100 ppm)   HSE-4-1K (0 to 1000 ppm)",
        22,
    )
    s.para(
        "The HSE-4 is an amperometric electrochemical cell with working, reference, counter "
        "and auxiliary electrodes. It has no supply pin: it must be operated by a "
        "potentiostatic circuit with zero bias between working and reference electrodes.",
        8.5,
    )
    s.heading("PERFORMANCE", 10, True)
    s.para("All figures at 20 " + DEG + ", 50 %RH and 1013 mbar unless otherwise stated.", 8)
    s.table(
        [Col("", 180), Col("", 120), Col("HSE-4-100", 100, "C"), Col("HSE-4-1K", 99, "C")],
        [
            ["Sensitivity", "nA/ppm at 20 ppm", "450 to 650", "70 to 110"],
            ["Response time", "t90 (s) from zero\nto 20 ppm", "< 25", "< 30"],
            ["Zero current", "nA in zero air", "-20 to +20", "-15 to +15"],
            ["Noise", PM + "2 standard\ndeviations (ppb)", "15", "60"],
            ["Range", "ppm limit of\nperformance warranty", "100", "1000"],
            ["Overgas limit", "maximum ppm for\nstable response", "500", "2000"],
        ],
        8,
    )
    s.heading("ENVIRONMENTAL", 10, True)
    s.table(
        [Col("", 180), Col("", 220), Col("", 99, "C")],
        [
            ["Temperature range", DEG, "-30 to 50"],
            ["Pressure range", "kPa", "80 to 120"],
            ["Humidity range", "%RH continuous", "15 to 90"],
            ["Humidity range", "%RH intermittent", "0 to 99"],
            ["Storage temperature", DEG + " (sealed pot)", "3 to 20"],
        ],
        8,
        show_head=False,
    )
    s.add_page()
    s.heading("KEY SPECIFICATIONS", 10, True)
    s.table(
        [Col("", 180), Col("", 220), Col("", 99, "C")],
        [
            ["Bias voltage", "mV", "0"],
            ["Recommended load resistor", OHM, "33 to 100"],
            ["Warm-up time", "hours after first bias", "< 2"],
            ["Expected operating life", "months in air", "> 36"],
            ["Warranty", "months from despatch", "12"],
        ],
        8,
        show_head=False,
    )
    s.heading("CROSS SENSITIVITY (HSE-4-100)", 10, True)
    s.table(
        [
            Col("Gas", 180),
            Col("Concentration", 160, "C"),
            Col("Filtered reading (ppm H2S)", 159, "C"),
        ],
        [
            ["CO", "400 ppm", "< 4"],
            ["SO2", "20 ppm", "< 3"],
            ["NO2", "10 ppm", "-2"],
        ],
        8,
    )
    s.heading("NOTES", 10, True)
    s.bullets(
        [
            "The sensor is not a stand-alone 3.3 V or 5 V device; an analog front end "
            "(potentiostat and transimpedance amplifier) is required.",
            "Derating: above 40 " + DEG + " continuous exposure shortens life to 24 months.",
            "Intrinsic safety certification is not covered by this document; an ATEX "
            "rating is not specified.",
        ],
        8.5,
    )
    s.heading("REVISION", 10, True)
    revision_table(s, [["May 2025", "05", "Added HSE-4-1K"]], (120, 80, 299))
    return save(s, out / "hse-4.pdf")


# ------------------------------------------------ LPG gas module (Korea)
def kgl06(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="DAEHAN SENSOR  Gas Sensor Module Specification",
        header_right="KGL-06  Rev 1.3",
        footer_left="Daehan Sensor Co., Ltd.  Incheon, Korea",
        footer_right="{page} / {nb}",
        table_fill=(210, 230, 210),
        accent=(0, 100, 50),
    )
    s = Sheet(style, "KGL-06 specification")
    s.add_page()
    s.title_block(
        "KGL-06",
        "LPG / Propane / Butane Gas Sensor Module (SnO2 heater type)",
        "Analog output (AO) and digital alarm output (DO, LM393 comparator)",
        20,
    )
    s.heading("1. Overview", 10)
    s.para(
        "KGL-06 is a gas detection module with a metal-oxide LPG sensing element, heater "
        "driver and comparator. Detection range 200 ~ 10000 ppm LPG. The alarm threshold of "
        "DO is adjusted with the on-board potentiometer; DO goes LOW when gas exceeds it.",
        8.5,
    )
    s.heading("2. Absolute Maximum Ratings", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Value", 140, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Supply voltage", "VCC", "6.0", "V"],
            ["DO sink current", "IOL", "20", "mA"],
            ["Operating temperature", "TA", "-20 ~ 70", DEG],
        ],
        8,
    )
    s.heading("3. Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Value", 140, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Supply voltage", "VCC", "5.0 " + PM + " 0.1", "V"],
            ["Operating temperature", "TA", "-10 ~ 50", DEG],
            ["Operating humidity", "RH", "< 95 (no condensation)", "%"],
        ],
        8,
    )
    s.heading("4. Electrical Characteristics", 10)
    s.para("VCC = 5.0 V, TA = 20 " + DEG + ", RH = 65 % unless otherwise noted.", 8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Condition", 139),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["Supply current", "heater on, clean air", "", "150", "180", "mA"],
            ["", "heater on, 1000 ppm LPG", "", "160", "", "mA"],
            ["Heater power", "", "", "750", "900", "mW"],
            ["AO output voltage", "clean air", "0.1", "", "0.6", "V"],
            ["", "2000 ppm LPG", "2.5", "", "4.0", "V"],
            ["DO output low", "IOL = 10 mA", "", "", "0.4", "V"],
            ["Preheat time", "before first reading", "", "", "", ""],
        ],
        8,
    )
    s.para("Preheat: 48 hours at first use after storage; 3 minutes at each power-on.", 8)
    s.add_page()
    s.heading("5. Pin Description", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Description", 379)],
        [
            ["1", "VCC", "Power 5 V"],
            ["2", "GND", "Ground"],
            ["3", "DO", "Digital alarm output, open collector with 10 k" + OHM + " pull-up to VCC"],
            ["4", "AO", "Analog output, 0 ~ VCC"],
        ],
        8,
    )
    s.heading("6. Application Notes", 10)
    s.bullets(
        [
            "6.1 Operation from 3.3 V is not supported; the heater needs 5.0 V.",
            "6.2 AO can reach VCC. For a 3.3 V ADC, use a resistor divider.",
            "6.3 DO is pulled up to VCC (5 V). A 3.3 V-only input needs a level shifter.",
            "6.4 The module is not certified for safety alarms; response time to LPG is "
            "not specified.",
            "6.5 Do not expose to silicone vapour.",
        ],
        8.5,
    )
    s.heading("7. Revision History", 10)
    revision_table(s, [["2025-01-20", "1.3", "DO sink current added"]], (120, 80, 299))
    return save(s, out / "kgl-06.pdf")


# ------------------------------------------------ tipping-bucket rain gauge (Germany)
def rg50(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="NORDWALD MESSTECHNIK  |  Niederschlag / Precipitation",
        header_right="RG 50  Datenblatt / Data sheet  06.2025",
        footer_left="Nordwald Messtechnik GmbH  -  D-24937 Flensburg",
        footer_right="Seite / Page {page}",
        table_fill=(225, 225, 225),
        accent=(0, 60, 120),
        grid=False,
    )
    s = Sheet(style, "RG 50 rain gauge")
    s.add_page()
    s.title_block(
        "RG 50",
        "Niederschlagsgeber mit Kippwaage / Tipping-bucket rain gauge",
        "RG 50-R (Reedkontakt / reed contact)   RG 50-H (beheizt / heated)   "
        "RG 50-P (Impulsausgang / pulse output)",
        20,
    )
    s.para(
        "Auffangflaeche / Collecting area 200 cm" + SQ + ". Gehaeuse Aluminium, "
        "Kippwaage aus Kunststoff / aluminium housing, plastic bucket.",
        8.5,
    )
    s.heading("Technische Daten / Technical data", 10.5)
    s.table(
        [
            Col("Kenngroesse / Parameter", 185),
            Col("Einheit / Unit", 60, "C"),
            Col("RG 50-R", 85, "C"),
            Col("RG 50-H", 85, "C"),
            Col("RG 50-P", 84, "C"),
        ],
        [
            ["Aufloesung / Resolution", "mm", "0.2", "0.2", "0.1"],
            ["Ausgang / Output", "", "reed NO", "reed NO", "open collector"],
            ["Schaltleistung /\nContact rating", "", "24 V DC / 50 mA", "24 V DC / 50 mA", "-"],
            ["Versorgung /\nSupply voltage", "V DC", "-", "24 " + PM + "10 %", "5 ... 30"],
            ["Heizleistung /\nHeating power", "W", "-", "30", "-"],
            ["Stromaufnahme /\nCurrent consumption", "mA", "-", "1250 (heater on)", "2 max."],
            [
                "Betriebstemperatur /\nOperating temperature",
                DEG,
                "0 ... +60",
                "-25 ... +60",
                "0 ... +60",
            ],
            ["Impulsdauer /\nPulse duration", "ms", "100 (1)", "100 (1)", "50"],
        ],
        8,
        head_rows=[["", "", "Bestellnummer / Ordering code", "<", "<"]],
    )
    s.para(
        "(1) Schliesszeit des Reedkontakts; Prellzeit < 1 ms / closing time of the reed "
        "contact; bounce < 1 ms.",
        7.5,
    )
    s.heading("Messgenauigkeit / Accuracy", 10.5)
    s.table(
        [Col("Intensitaet / Intensity", 250), Col("Fehler / Error", 249, "C")],
        [
            ["<= 2 mm/min", PM + "2 %"],
            ["2 ... 7 mm/min", PM + "5 %"],
        ],
        8,
    )
    s.para(
        "Derating: bei Intensitaeten ueber 7 mm/min ist der Fehler nicht spezifiziert / above "
        "7 mm/min the error is not specified.",
        8,
    )
    s.add_page()
    s.heading("Anschluss / Connection (M12, 5-pol.)", 10.5)
    s.table(
        [Col("Pin", 40, "C"), Col("RG 50-R", 150), Col("RG 50-H", 150), Col("RG 50-P", 159)],
        [
            ["1", "contact", "contact", "+Vs"],
            ["2", "contact", "contact", "GND"],
            ["3", "-", "heater 24 V", "pulse out"],
            ["4", "-", "heater 0 V", "-"],
            ["5", "shield", "shield", "shield"],
        ],
        8,
    )
    s.heading("Hinweise / Notes", 10.5)
    s.bullets(
        [
            "RG 50-R: potential-free reed contact; counts with any MCU input with pull-up "
            "(3.3 V or 5 V). Debounce in software (10 ms).",
            "RG 50-P: open-collector output, max. 30 V / 20 mA; pull-up to the logic supply.",
            "RG 50-H: the heater needs a separate 24 V supply rated for 1.5 A.",
            "Schutzart / Protection IP54 (RG 50-R, -P); RG 50-H IP54.",
            "Snow water equivalent of unheated versions is not specified.",
        ],
        8.5,
    )
    s.heading("Aenderungen / Revision", 10.5)
    revision_table(s, [["06.2025", "3", "RG 50-P added"]], (120, 80, 299))
    return save(s, out / "rg-50.pdf")
