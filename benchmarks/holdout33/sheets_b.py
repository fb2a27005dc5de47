"""Hold-out 33 datasheets: two wind vanes and two mass air-flow sensors.

A Japanese meteorological-instrument catalogue (one column per model, footnote
mark on a supply value, Modbus register table as decoy), a German bilingual
leaflet (one column per version with a units column, continued on page 2,
footnote), a US sensor-house sheet (one column per flow-range ordering code,
condition sentence, abs max vs operating with the same row names) and a
Japanese automotive component specification (condition in the table title,
"typ." only table, full-width punctuation).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
OHM = "\u03a9"
FW_C = "\u2103"
C = "\uff1a"
T = "\uff5e"
LE = "\u2264"
GE = "\u2265"
ELL = "\u2026"
DG = "\u00b0"


# ------------------------------------------------ wind vane (Japan)
def kwv300(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="KWV-300 Series  Wind Direction Sensor",
        header_right="Cat. No. SK-W23-E1",
        footer_left="Sawatari Kisho Keiki Co., Ltd.",
        footer_right="{page}/{nb}",
        table_fill=None,
        grid=False,
    )
    s = Sheet(style, "KWV-300 catalogue")
    s.add_page()
    s.title_block("KWV-300 Series", "Wind Vane (Wind Direction Sensor)", "", 18)
    s.heading("\u25a0 Features", 10)
    s.lines(
        [
            "(1) Non-contact magnetic angle detection, no potentiometer dead band",
            "(2) Aluminium alloy vane, corrosion-resistant coating",
            "(3) Three output types: voltage, current loop and RS-485",
        ],
        8.5,
    )
    s.heading("\u25a0 Ratings / Performance (by model)", 10)
    s.table(
        [
            Col("Item", 120),
            Col("KWV-300V", 126, "C"),
            Col("KWV-300C", 126, "C"),
            Col("KWV-300R", 127, "C"),
        ],
        [
            ["Output signal", "0 to 5 V DC", "4 to 20 mA", "RS-485 (Modbus RTU)"],
            ["Power supply", "7 to 30 V DC", "12 to 30 V DC *1", "5 to 30 V DC"],
            ["Current\nconsumption", "8 mA max.", "25 mA max.\n(incl. loop current)", "10 mA max."],
            ["Load resistance", "10 k" + OHM + " min.", "500 " + OHM + " max.", "-"],
            ["Baud rate", "-", "-", "4800 / 9600 bps\n(default 9600)"],
        ],
        8,
    )
    s.para("*1 With a 500 " + OHM + " load the supply must be 18 V DC min.", 7.5)
    s.heading("\u25a0 Common Specifications", 10)
    s.table(
        [Col("Item", 170), Col("Specification", 329)],
        [
            ["Measuring range", "0 to 360" + DG + " (16 directions in RS-485 code)"],
            ["Accuracy", PM + "3" + DG],
            ["Resolution", "1" + DG],
            ["Starting threshold", "0.5 m/s"],
            ["Survival wind speed", "60 m/s"],
            ["Operating temperature", "-30 to +70 " + DEG + " (no icing)"],
            ["Operating humidity", "0 to 100 %RH"],
            ["Degree of protection", "IP65"],
            ["Mass", "approx. 0.45 kg"],
        ],
        8,
    )

    s.add_page()
    s.heading("\u25a0 Wiring", 10)
    s.table(
        [Col("Wire colour", 120), Col("KWV-300V / C", 190), Col("KWV-300R", 189)],
        [
            ["Brown", "+V", "+V"],
            ["Black", "0 V", "0 V"],
            ["Blue", "Signal output", "-"],
            ["Green", "-", "RS-485 A"],
            ["White", "-", "RS-485 B"],
        ],
        8,
    )
    s.heading("\u25a0 Modbus Registers (KWV-300R)", 10)
    s.table(
        [Col("Address", 90, "C"), Col("Content", 200), Col("Range / default", 209)],
        [
            ["0x0000", "Wind direction (degree)", "0 to 359"],
            ["0x0001", "Direction code", "0 to 15"],
            ["0x07D0", "Device address", "1 to 254, default 1"],
            ["0x07D1", "Baud rate code", "0 = 2400, 1 = 4800, 2 = 9600"],
        ],
        8,
    )
    s.heading("\u25a0 Precautions", 10)
    s.bullets(
        [
            "Mount the N mark towards true north.",
            "Operation under icing conditions is not guaranteed; no heater is fitted.",
            "Lightning surge immunity is not specified. Use an external surge protector.",
            "Use shielded cable for runs longer than 10 m.",
        ],
        8.5,
        "-",
    )
    s.heading("\u25a0 Revision", 10)
    revision_table(s, [["2024-06", "E1", "English edition"]], (120, 80, 299))
    return save(s, out / "kwv-300.pdf")


# ------------------------------------------------ wind vane (Germany)
def wr20(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="Windrichtungsgeber / Wind direction transmitter  WR 20",
        header_right="Datenblatt / Data sheet 021.4",
        footer_left="Ostermann Meteotechnik GmbH  |  Bremen",
        footer_right="Seite / Page {page}",
        table_fill=(235, 235, 235),
        accent=(0, 70, 140),
    )
    s = Sheet(style, "WR 20 data sheet")
    s.add_page()
    s.title_block("WR 20", "Windrichtungsgeber / Wind direction transmitter", "", 20)
    s.heading("Anwendung / Application", 10)
    s.para(
        "The WR 20 measures the horizontal wind direction for meteorology, building "
        "automation and wind turbines. The vane turns a contactless Hall-effect angle encoder; "
        "version H adds an electronically controlled shaft and housing heater.",
        8.5,
    )
    s.heading("Technische Daten / Technical data", 10)
    cols = [
        Col("Kenngr\u00f6\u00dfe / Parameter", 170),
        Col("Einheit / Unit", 70, "C"),
        Col("WR 20-U", 86, "C"),
        Col("WR 20-I", 86, "C"),
        Col("WR 20-H", 87, "C"),
    ]
    s.table(
        cols,
        [
            ["Article no.", "-", "4.3150.20.001", "4.3150.20.002", "4.3150.20.003"],
            ["Measuring range", DG, "0" + ELL + "360", "0" + ELL + "360", "0" + ELL + "360"],
            ["Output signal", "-", "0" + ELL + "10 V", "4" + ELL + "20 mA", "4" + ELL + "20 mA"],
            ["Supply voltage", "V DC", "15" + ELL + "30 *1", "10" + ELL + "30", "10" + ELL + "30"],
            ["Current consumption\n(without heating)", "mA", LE + " 12", LE + " 22", LE + " 22"],
            ["Load", OHM, GE + " 2000", LE + " 500", LE + " 500"],
            ["Accuracy", DG, PM + " 2", PM + " 2", PM + " 2"],
            ["Resolution", DG, "0.5", "0.5", "0.5"],
        ],
        8,
    )
    s.para(
        "*1 WR 20-U: 15 V only for a load " + GE + " 10 k" + OHM + "; 18 V at 2 k" + OHM + ".", 7.5
    )
    s.para("Fortsetzung auf Seite 2 / Continued on page 2", 7.5)
    s.add_page()
    s.heading("Technische Daten (Fortsetzung) / Technical data (continued)", 10)
    s.table(
        cols,
        [
            ["Heating supply", "V AC/DC", "-", "-", "24"],
            ["Heating power", "W", "-", "-", "20"],
            [
                "Operating temperature",
                DEG,
                "-30" + ELL + "+70",
                "-30" + ELL + "+70",
                "-50" + ELL + "+80",
            ],
            ["Starting threshold", "m/s", "0.3", "0.3", "0.3"],
            ["Survival wind speed", "m/s", "75", "75", "75"],
            ["Protection", "-", "IP 55", "IP 55", "IP 55"],
        ],
        8,
    )
    s.heading("Anschluss / Connection (plug M12, 8-pin)", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("WR 20-U / -I", 200), Col("WR 20-H", 249)],
        [
            ["1", "Supply +", "Supply +"],
            ["2", "Supply 0 V", "Supply 0 V"],
            ["3", "Signal +", "Signal +"],
            ["4", "Signal -", "Signal -"],
            ["7", "-", "Heating 24 V"],
            ["8", "-", "Heating 0 V"],
        ],
        8,
    )
    s.heading("Hinweise / Notes", 10)
    s.bullets(
        [
            "The heating of WR 20-H needs its own 24 V supply; it is not fed from the signal supply.",
            "Surge and lightning protection is not specified; use an external protection module.",
            "Output short-circuit protection: not specified.",
        ],
        8.5,
    )
    s.heading("\u00c4nderungen / Revisions", 10)
    revision_table(s, [["03/2024", "021.4", "WR 20-H added"]], (120, 80, 299))
    return save(s, out / "wr-20.pdf")


# ------------------------------------------------ mass air-flow sensor (US)
def kaf3100(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="KAF3100 Series Microbridge Mass Airflow Sensors",
        header_right="Issue C  |  32301455",
        footer_left="Carrington Sensing Solutions Inc.",
        footer_right="{page}",
        table_fill=(255, 225, 180),
        accent=(200, 80, 0),
    )
    s = Sheet(style, "KAF3100 datasheet")
    s.add_page()
    s.title_block("KAF3100 Series", "Microbridge Mass Airflow Sensors, Amplified", "", 18)
    s.heading("FEATURES", 10)
    s.bullets(
        [
            "Thermal microbridge sensing of mass flow",
            "Amplified 1 V to 5 V output",
            "Response time 3 ms typical",
            "Low pressure drop",
        ],
        8.5,
    )
    s.heading("PERFORMANCE CHARACTERISTICS", 10)
    s.para("All values at 10.0 Vdc supply, 25 \u00b0C, unless otherwise noted.", 8)
    s.table(
        [
            Col("Characteristic", 150),
            Col("Unit", 60, "C"),
            Col("KAF3100-200S", 96, "C"),
            Col("KAF3100-1LP", 96, "C"),
            Col("KAF3100-5LP", 97, "C"),
        ],
        [
            ["Flow range (full scale)", "-", "0 to 200 SCCM", "0 to 1 SLPM", "0 to 5 SLPM"],
            ["Output voltage at\nfull scale", "Vdc", "5.0", "5.0", "5.0"],
            ["Null voltage", "Vdc", "1.0 \u00b1 0.05", "1.0 \u00b1 0.05", "1.0 \u00b1 0.05"],
            ["Accuracy (1)", "% reading", "\u00b1 3", "\u00b1 3", "\u00b1 5"],
            ["Pressure drop at\nfull scale", "mbar", "0.9", "2.7", "8.7"],
        ],
        8,
    )
    s.para("(1) Includes non-linearity, hysteresis and repeatability.", 7.5)
    s.heading("ELECTRICAL", 10)
    s.table(
        [
            Col("Characteristic", 210),
            Col("Min.", 60, "C"),
            Col("Typ.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Supply voltage", "8.0", "10.0", "15.0", "Vdc"],
            ["Power consumption", "", "", "50", "mW"],
            ["Response time", "", "3", "", "ms"],
            ["Output load", "2", "", "", "kOhm"],
        ],
        8,
    )
    s.add_page()
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10)
    s.table(
        [Col("Parameter", 250), Col("Rating", 249, "C")],
        [
            ["Supply voltage", "18 Vdc"],
            ["Overpressure", "25 psi"],
            ["Operating temperature", "-40 \u00b0C to 90 \u00b0C"],
            ["Storage temperature", "-40 \u00b0C to 100 \u00b0C"],
        ],
        8,
    )
    s.heading("ENVIRONMENTAL", 10)
    s.table(
        [Col("Parameter", 250), Col("Specification", 249, "C")],
        [
            ["Operating temperature", "-25 \u00b0C to 85 \u00b0C"],
            ["Humidity (non-condensing)", "0 to 95 %RH"],
            ["Media", "dry air or nitrogen"],
        ],
        8,
    )
    s.para(
        "Operation between -40 \u00b0C and -25 \u00b0C or between 85 \u00b0C and 90 \u00b0C "
        "does not damage the sensor but the accuracy is not specified there. The output is "
        "ratiometric only in the sense that it is calibrated at 10.0 Vdc; the output is not "
        "short-circuit protected.",
        8,
    )
    s.heading("ORDER GUIDE", 10)
    s.table(
        [
            Col("Catalog listing", 150),
            Col("Flow range", 120),
            Col("Port", 120),
            Col("Pack qty", 109, "C"),
        ],
        [
            ["KAF3100-200S", "200 SCCM", "22 mm long ports", "20"],
            ["KAF3100-1LP", "1 SLPM", "22 mm long ports", "20"],
            ["KAF3100-5LP", "5 SLPM", "22 mm long ports", "10"],
        ],
        8,
    )
    s.heading("PIN-OUT", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Function", 439)],
        [["1", "+Vs"], ["2", "Ground"], ["3", "Vout"], ["4", "Not used"]],
        8,
    )
    s.para("Exposure to media other than dry air or nitrogen: compatibility not specified.", 8)
    return save(s, out / "kaf3100.pdf")


# ------------------------------------------------ hot-film air mass meter (Japan)
def ham70(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="HAM-70 Hot-film Air Mass Meter",
        header_right="Spec. No. TK-AM-0705",
        footer_left="Toyosaka Keiki Kogyo Co., Ltd.",
        footer_right="{page}/{nb}",
        table_fill=(235, 235, 250),
        accent=(40, 40, 120),
    )
    s = Sheet(style, "HAM-70 specification")
    s.add_page()
    s.title_block("HAM-70A / HAM-70B", "Hot-film Air Mass Meter (Plug-in Type)", "", 18)
    s.heading("1. Scope", 10.5)
    s.para(
        "This specification applies to the HAM-70 hot-film air mass meter with an integrated "
        "intake-air temperature sensor. HAM-70A outputs a frequency signal; HAM-70B outputs "
        "an analog voltage.",
        8.5,
    )
    s.heading("2. Absolute Maximum Ratings", 10.5)
    s.table(
        [Col("Item", 200), Col("Symbol", 70, "C"), Col("Rating", 150, "C"), Col("Unit", 79, "C")],
        [
            ["Power supply voltage", "VB", "24 (60 s)", "V"],
            ["Reverse supply voltage", "VB(rev)", "-14 (60 s)", "V"],
            ["Operating temperature", "Topr", "-40" + T + "+130", FW_C],
            ["Storage temperature", "Tstg", "-40" + T + "+130", FW_C],
        ],
        8,
    )
    s.heading("3. Recommended Operating Conditions", 10.5)
    s.table(
        [Col("Item", 200), Col("Symbol", 70, "C"), Col("Range", 150, "C"), Col("Unit", 79, "C")],
        [
            ["Power supply voltage", "VB", "8" + T + "16", "V"],
            ["Operating temperature", "Topr", "-40" + T + "+120", FW_C],
        ],
        8,
    )
    s.heading("4. Electrical Characteristics (Ta=25" + FW_C + ", VB=14V)", 10.5)
    s.table(
        [Col("Item", 170), Col("Condition", 150), Col("HAM-70A", 90, "C"), Col("HAM-70B", 89, "C")],
        [
            ["Current consumption", "", "typ. 35mA", "typ. 30mA"],
            ["Air mass range", "", "8" + T + "480 kg/h", "8" + T + "480 kg/h"],
            ["Output signal", "8" + T + "480 kg/h", "1.5" + T + "12kHz", "0.5" + T + "4.5V"],
            [
                "Measuring accuracy",
                "15" + T + "480 kg/h",
                PM + "3% of reading",
                PM + "3% of reading",
            ],
            ["Response time", "63%, step change", "typ. 15ms", "typ. 15ms"],
        ],
        8,
    )
    s.para("Note: all values in this table are typ. unless a tolerance is stated.", 7.5)

    s.add_page()
    s.heading("5. Intake Air Temperature Sensor", 10.5)
    s.table(
        [Col("Item", 200), Col("Specification", 299)],
        [
            ["Element", "NTC thermistor"],
            ["Measuring range", "-40" + T + "+120" + FW_C],
            ["Resistance at 20" + FW_C, "2.5k" + OHM + PM + "5%"],
        ],
        8,
    )
    s.heading("6. Connector Pin Assignment", 10.5)
    s.table(
        [Col("Pin", 60, "C"), Col("HAM-70A", 220), Col("HAM-70B", 219)],
        [
            ["1", "Temperature sensor", "Temperature sensor"],
            ["2", "VB (+14V)", "VB (+14V)"],
            ["3", "Ground", "Ground"],
            ["4", "Frequency output", "Voltage output (0.5" + T + "4.5V)"],
            ["5", "Temperature sensor GND", "Temperature sensor GND"],
        ],
        8,
    )
    s.heading("7. Notes", 10.5)
    s.lines(
        [
            "\u30fbThe HAM-70B output requires a load of 10k" + OHM + " or more to ground.",
            "\u30fbOperation from a 5V supply is not possible: VB must be 8V or more.",
            "\u30fbResistance to oil mist and dust contamination: not specified.",
            "\u30fbCompatibility with CAN or LIN bus: not provided (analog / frequency only).",
        ],
        8.5,
    )
    s.heading("8. Revision Record", 10.5)
    revision_table(s, [["2024-04-10", "A", "First issue"]], (120, 80, 299))
    return save(s, out / "ham-70.pdf")
