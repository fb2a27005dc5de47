"""Hold-out 18 datasheets: thermistors, micro pump, keypads, wireless charging receiver.

A Japanese chip-NTC thermistor sheet (Murata-like; one column per part
number, full-width punctuation, typical-only rows), a Swiss micro diaphragm
pump leaflet (KNF-like; one column per motor voltage, footnote marks on
values), a US component sheet for membrane keypads (Grayhill-like; one row
per model with a two-line head, values only in prose) and a Chinese shop
manual of a Qi wireless charging receiver module (key-value lines, FAQ).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
CJK_DEG = "\u2103"
FC = "\uff1a"
FT = "\uff5e"
FL = "\uff08"
FR = "\uff09"
EM = "\u2014"


# ------------------------------------------------ chip NTC thermistors (Japanese)
def knt(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="NTC Thermistor for Temperature Sensor  KNT18 Series",
        header_right="Kanemura Electronics",
        footer_left="Note: This catalog has only typical specifications.",
        footer_right="{page}",
        table_fill=None,
        accent=(0, 0, 0),
    )
    s = Sheet(style, "KNT18 series chip NTC thermistors")
    s.add_page()
    s.title_block("KNT18 Series", "Chip NTC Thermistor  0603 size  for Temperature Sensor")
    s.heading("\u25a0 Features", 10)
    s.lines(
        [
            "\u2460 High accuracy of resistance and B-constant.",
            "\u2461 Small 1.6 x 0.8mm size, suitable for reflow soldering.",
            "\u2462 Operating temperature range" + FC + "-40" + CJK_DEG + FT + "+125" + CJK_DEG,
        ],
        8.5,
    )
    s.heading("\u25a0 Part Number List", 10)
    s.table(
        [
            Col("Item", 150),
            Col("KNT18XH103", 87, "C"),
            Col("KNT18XG103", 87, "C"),
            Col("KNT18WF473", 87, "C"),
            Col("KNT18WF104", 88, "C"),
        ],
        [
            [
                "Resistance" + FL + "25" + CJK_DEG + FR,
                "10k" + OHM,
                "10k" + OHM,
                "47k" + OHM,
                "100k" + OHM,
            ],
            ["Resistance tolerance", PM + "1%", PM + "3%", PM + "1%", PM + "1%"],
            ["B-Constant" + FL + "25/50" + CJK_DEG + FR, "3380K", "3435K", "4050K", "4250K"],
            ["B-Constant tolerance", PM + "1%", PM + "1%", PM + "1%", PM + "1%"],
            ["Max. Power" + FL + "25" + CJK_DEG + FR + " *1", "100mW", "100mW", "100mW", "100mW"],
            [
                "Permissive operating\ncurrent " + FL + "25" + CJK_DEG + FR + " *2",
                "0.31mA",
                "0.31mA",
                "0.14mA",
                "0.10mA",
            ],
        ],
        7.5,
    )
    s.para(
        "*1 Rated electric power: the power at which the self-heating rises the thermistor "
        "temperature to 125"
        + CJK_DEG
        + ".  *2 Self-heating of the thermistor is 0.1"
        + CJK_DEG
        + " at this current.",
        7.5,
    )
    s.heading("\u25a0 Typical Characteristics" + FL + "Typ." + FR, 10)
    s.table(
        [Col("Item", 200), Col("Value", 150, "C"), Col("Condition", 149)],
        [
            ["Thermal dissipation constant", "1mW/" + CJK_DEG, "in still air, on PCB"],
            ["Thermal time constant", "4s", "in still air, on PCB"],
            ["Insulation resistance", "100M" + OHM, "DC500V"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("\u25a0 Resistance - Temperature Table (KNT18XH103)", 10)
    s.table(
        [
            Col("Temp. " + FL + CJK_DEG + FR, 120, "C"),
            Col("R min " + FL + "k" + OHM + FR, 125, "C"),
            Col("R center " + FL + "k" + OHM + FR, 125, "C"),
            Col("R max " + FL + "k" + OHM + FR, 129, "C"),
        ],
        [
            ["-40", "195.65", "197.39", "199.13"],
            ["0", "27.03", "27.28", "27.53"],
            ["25", "9.900", "10.000", "10.100"],
            ["50", "4.118", "4.161", "4.204"],
            ["85", "1.417", "1.437", "1.457"],
            ["125", "0.522", "0.533", "0.544"],
        ],
        7.5,
    )
    s.heading("\u25a0 Notice", 10)
    s.lines(
        [
            "1. Use a fixed resistor of the same value in a voltage divider; with a 10k"
            + OHM
            + " part at 3.3V the divider current is below 0.17mA.",
            "2. The accuracy of a complete temperature measurement depends on the circuit and "
            "the ADC and is not specified in this catalog.",
            "3. The thermistor is not suitable for use in water or in corrosive gas.",
            "4. Storage" + FC + "-10" + CJK_DEG + FT + "+40" + CJK_DEG + ", within 6 months.",
        ],
        8.5,
        5,
    )
    return save(s, out / "knt18.pdf")


# ------------------------------------------------ micro diaphragm pump (Swiss leaflet)
def kmp(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="KMP 05 Micro Diaphragm Pump",
        header_right="Kaelin Fluidtechnik AG",
        footer_left="Kaelin Fluidtechnik AG \u2022 CH-8404 Winterthur \u2022 Data sheet KMP05 EN 2/2024",
        footer_right="{page}/{nb}",
        table_fill=(230, 238, 230),
        accent=(0, 100, 60),
        grid=False,
    )
    s = Sheet(style, "KMP05 micro diaphragm pump")
    s.add_page()
    s.title_block(
        "KMP 05", "Micro diaphragm pump for gases", "Versions KMP05.3 / KMP05.6 / KMP05.12"
    )
    s.para(
        "The KMP 05 transfers, evacuates and compresses air and neutral gases. It is "
        "oil-free, maintenance-free and mounts in any position. A brushed DC motor drives "
        "an EPDM diaphragm. Suitable for gas sampling and analysis devices.",
        9,
    )
    s.heading("Technical data", 10, rule=True)
    s.table(
        [
            Col("Pump type", 170),
            Col("KMP05.3", 105, "C"),
            Col("KMP05.6", 105, "C"),
            Col("KMP05.12", 114, "C"),
        ],
        [
            ["Motor voltage", "3 V DC", "6 V DC", "12 V DC"],
            ["Operating voltage range", "2.4-3.6 V", "4.5-7.0 V", "9.0-14.0 V"],
            ["Flow rate at atm. pressure (1)", "0.45 l/min", "0.55 l/min", "0.55 l/min"],
            ["Max. pressure (2)", "0.3 bar g", "0.5 bar g", "0.5 bar g"],
            ["Ultimate vacuum", "500 mbar abs.", "400 mbar abs.", "400 mbar abs."],
            ["Max. current", "280 mA", "190 mA", "95 mA"],
            ["Starting current (3)", "600 mA", "420 mA", "210 mA"],
            ["Weight", "18 g", "18 g", "20 g"],
        ],
        8,
    )
    s.para(
        "(1) Measured at 20 " + DEG + ", free flow.  (2) Against closed outlet, at nominal "
        "voltage.  (3) Peak for less than 100 ms; size the supply for it.",
        7.5,
    )
    s.heading("Operating conditions", 10, rule=True)
    s.table(
        [Col("", 200), Col("", 299)],
        [
            ["Ambient temperature", "+5 " + DEG + " ... +40 " + DEG],
            ["Media temperature", "+5 " + DEG + " ... +40 " + DEG],
            ["Motor lifetime", "approx. 1000 h at 20 " + DEG + ", nominal voltage"],
            ["Protection class motor", "IP 20"],
        ],
        8,
        show_head=False,
    )
    s.add_page()
    s.heading("Electrical connection", 10, rule=True)
    s.table(
        [Col("Lead", 100), Col("Colour", 100), Col("Function", 294)],
        [["+", "red", "motor +, 100 mm AWG 28"], ["\u2212", "black", "motor \u2212"]],
        8,
    )
    s.para(
        "The pump may be speed-controlled by PWM of the motor voltage (recommended 20 kHz "
        "or higher). A flyback diode across the motor is required when switching with a "
        "transistor. The pump is not suitable for liquids; pumping liquids destroys the "
        "valves. The pump must not be operated against a closed inlet and outlet for "
        "longer than 10 s. Noise level: on request, not specified in this data sheet.",
        9,
    )
    s.heading("Ordering information", 10, rule=True)
    s.table(
        [Col("Order no.", 150), Col("Type", 150), Col("Diaphragm / valves", 194)],
        [
            ["115.205.03", "KMP05.3", "EPDM / EPDM"],
            ["115.205.06", "KMP05.6", "EPDM / EPDM"],
            ["115.205.12", "KMP05.12", "EPDM / EPDM"],
        ],
        8,
    )
    return save(s, out / "kmp05.pdf")


# ------------------------------------------------ membrane keypads (US component sheet)
def kpd(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="SERIES KPD  |  Membrane Keypads, 12 and 16 Key",
        header_right="GRAYWOOD CONTROLS",
        footer_left="Graywood Controls, Inc.  Dimensions are in inches [millimeters]",
        footer_right="{page}",
        table_fill=(40, 40, 40),
        accent=(0, 0, 0),
    )
    s = Sheet(style, "KPD series membrane keypads")
    s.add_page()
    s.title_block("Series KPD", "Sealed Membrane Keypads, 3x4 and 4x4 Matrix")
    s.heading("FEATURES", 10)
    s.bullets(
        [
            "Self-adhesive back, 0.8 mm thick polyester overlay",
            "Matrix output on a 0.1 in [2.54 mm] female header (7 or 8 pins)",
            "Sealed front: IP65 when mounted on a flat panel with the adhesive gasket",
            "Operating temperature -20 " + DEG + " to +60 " + DEG,
        ],
        8.5,
    )
    s.heading("SPECIFICATIONS", 10)
    s.para(
        "Electrical ratings: 35 V DC, 100 mA maximum, resistive load, per key. Contact "
        "resistance: 10 " + OHM + " to 500 " + OHM + " depending on the length of the "
        "trace. Contact bounce: 5 ms maximum. Insulation resistance: 100 M"
        + OHM
        + " at 100 V DC. Actuation force: 170 to 450 g. Life: 1 million operations per key.",
        8.5,
    )
    s.heading("MODEL TABLE", 10)
    s.table(
        [
            Col("Model", 100),
            Col("Keys", 60, "C"),
            Col("Matrix\n(rows x cols)", 90, "C"),
            Col("Header\npins", 60, "C"),
            Col("Overlay size\nin [mm]", 189, "C"),
        ],
        [
            ["KPD-12", "12", "4 x 3", "7", "2.7 x 3.0 [69 x 76]"],
            ["KPD-16", "16", "4 x 4", "8", "2.7 x 3.0 [69 x 76]"],
            ["KPD-16L", "16", "4 x 4", "8", "3.4 x 3.9 [86 x 99]"],
        ],
        8,
    )
    s.heading("PIN-OUT (KPD-16)", 10)
    s.table(
        [
            Col("Pin", 60, "C"),
            Col("1", 50, "C"),
            Col("2", 50, "C"),
            Col("3", 50, "C"),
            Col("4", 50, "C"),
            Col("5", 50, "C"),
            Col("6", 50, "C"),
            Col("7", 50, "C"),
            Col("8", 49, "C"),
        ],
        [["Line", "R1", "R2", "R3", "R4", "C1", "C2", "C3", "C4"]],
        8,
    )
    s.add_page()
    s.heading("APPLICATION NOTES", 10)
    s.para(
        "Scan the keypad with the row lines as outputs and the column lines as inputs "
        "with pull-up resistors (4.7 k" + OHM + " to 47 k" + OHM + "). Any logic level "
        "from 3.3 V to 5 V can be used because the keypad is a passive switch matrix. "
        "Debounce in software for at least 10 ms. The keypad does not switch mains or "
        "inductive loads. Chemical resistance of the overlay to solvents is not specified; "
        "UV stability outdoors is not specified.",
        8.5,
    )
    s.heading("ENVIRONMENTAL", 10)
    s.table(
        [Col("Item", 200), Col("Rating", 299)],
        [
            ["Operating temperature", "-20 " + DEG + " to +60 " + DEG],
            ["Storage temperature", "-40 " + DEG + " to +70 " + DEG],
            ["Humidity", "95 % RH, non-condensing, at 40 " + DEG],
        ],
        8,
    )
    revision_table(s, [["06/2021", "C", "Added KPD-16L"]], (100, 60, 339))
    return save(s, out / "kpd.pdf")


# ------------------------------------------------ Qi wireless charging receiver (Chinese shop)
def kqi(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="KQI-R Wireless Charging Receiver Module",
        header_right="Xinrui Maker Shop",
        footer_left="Xinrui Maker Shop  product manual",
        footer_right="{page}",
        table_fill=(250, 230, 230),
        accent=(180, 0, 0),
    )
    s = Sheet(style, "KQI-R wireless charging receiver module")
    s.add_page()
    s.title_block("KQI-R05 / KQI-R12", "Wireless Charging Receiver Module (Qi)  Product Manual")
    s.heading("Description", 10)
    s.para(
        "Receiver board with a flat coil. Put it on any Qi charging pad (5W) and it "
        "outputs regulated DC. Two versions: KQI-R05 (5V) and KQI-R12 (12V).",
        8.5,
    )
    s.heading("Parameters", 10)
    s.table(
        [Col("Item", 180), Col("KQI-R05", 160, "C"), Col("KQI-R12", 159, "C")],
        [
            ["Output voltage", "5V" + PM + "0.2V", "12V" + PM + "0.5V"],
            ["Output current (max)", "1A", "0.4A"],
            ["Working distance", "2" + FT + "8mm", "2" + FT + "6mm"],
            ["Efficiency", "about 70%", "about 65%"],
            ["Coil diameter", "20mm", "38mm"],
        ],
        8,
    )
    s.lines(
        [
            "Working frequency" + FC + "110" + FT + "205KHz",
            "Working temperature" + FC + "-20" + FT + "+70" + CJK_DEG,
            "Board size" + FC + "20 x 20mm (R05) / 40 x 40mm (R12)",
        ],
        8.5,
    )
    s.heading("Wiring", 10)
    s.table(
        [Col("Wire", 100, "C"), Col("Colour", 100, "C"), Col("Function", 299)],
        [["VOUT", "red", "DC output +"], ["GND", "black", "DC output \u2212"]],
        8,
    )
    s.add_page()
    s.heading("FAQ", 10)
    s.lines(
        [
            "Q" + FC + "Can it charge a lithium battery directly?",
            "A" + FC + "No. The output is a fixed voltage, not a charger. Put a charger "
            "board between the module and the battery.",
            "Q" + FC + "Can the KQI-R12 work on a 5W pad?",
            "A" + FC + "Yes, but the output current then is below 0.4A.",
            "Q" + FC + "Does it work through a metal case?",
            "A" + FC + "No. Metal between the coils stops the power transfer.",
            "Q" + FC + "Is the output ripple specified?",
            "A" + FC + "Ripple is not specified; add a 100uF capacitor at the output for "
            "sensitive circuits.",
            "Q" + FC + "Is there overcurrent protection?",
            "A" + FC + "Not specified. Do not exceed the output current in the table.",
        ],
        8.5,
        5,
    )
    return save(s, out / "kqi-r.pdf")
