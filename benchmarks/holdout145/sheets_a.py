"""Hold-out 145 datasheets, part 1: a thermocouple-to-digital converter IC, a 1-channel 5 V
relay module with optocoupler input, a USB-to-UART bridge IC and a 1.5 A low-dropout
regulator IC with enable pin.

A Dortmund (Germany) measurement-IC house data sheet in English ("▨ n" heads, "Table n ▹"
captions above the tables, accuracy in column groups per grade, cold-junction accuracy
stacked per ambient range, temperature limits in column groups per thermocouple type, a
register map, SPI timing and ordering table as decoys), an Accra (Ghana) maker-store
product sheet (GH₵ prices, "❑" heads, a headless "Quick facts" card, contact ratings in
column groups NO / NC stacked per voltage, input current stacked per IN level, wiring
notes and FAQ), a Vancouver (Canada) fabless IC house data sheet ("n · Title" heads,
"Table n ¦" captions, a baud-rate table, pin table per package and USB descriptor table as
decoys) and a Zagreb (Croatia) power-semiconductor data sheet with Croatian / English
captions ("#n TITLE" heads, "Tablica n / Table n", output voltage stacked per version,
dropout stacked per load current, thermal data per package, ordering codes).
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
DASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
TIMES = "\u00d7"
ARROW = "\u2192"
CEDI = "GH\u20b5"
PHI = "\u03c6"


# ------------------------------------------- thermocouple-to-digital converter IC (Dortmund)
def rzt4418(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="RUHRTAL SENSORIK",
        header_right="RZT4418  Thermocouple-to-Digital Converter",
        footer_left="Ruhrtal Sensorik GmbH \u00b7 Emil-Figge-Str. 42 \u00b7 44227 Dortmund \u00b7 Germany"
        "   Data Sheet RZT4418 \u00b7 Rev. 1.4 \u00b7 2024-03",
        footer_right="Page {page} of {nb}",
        rule_color=(0, 95, 110),
        table_fill=(224, 240, 242),
        accent=(0, 95, 110),
        grid=True,
    )
    s = Sheet(style, "RZT4418 thermocouple-to-digital converter")
    s.add_page()
    s.title_block(
        "RZT4418",
        "Cold-Junction-Compensated Thermocouple-to-Digital Converter with SPI Interface",
        "Grades RZT4418A (precision) and RZT4418B (standard)  \u00b7  TSSOP-14  \u00b7  "
        "Data Sheet Rev. 1.4, March 2024",
        21,
    )

    def features() -> None:
        s.heading("\u25a8 1 Features", 9.5)
        s.bullets(
            [
                "Thermocouple types B, E, J, K, N, R, S and T, selected by register",
                "19-bit thermocouple result, 0.0078125 " + DEG + " per LSB",
                "Integrated cold-junction sensor",
                "Open-circuit, over- and under-voltage fault detection",
                "Selectable 50 Hz / 60 Hz mains rejection",
                "SPI-compatible interface, modes 1 and 3",
                "Single 3.3 V supply",
                "Junction temperature range -40 " + DEG + " to +125 " + DEG,
            ],
            7.5,
            "\u2013",
        )

    def description() -> None:
        s.heading("\u25a8 2 Applications", 9.5)
        s.para(
            "Kilns and furnaces, 3D-printer hot ends, food-processing probes, "
            "exhaust-gas and plastics-moulding temperature control.",
            7.5,
        )
        s.heading("\u25a8 3 Description", 9.5)
        s.para(
            "The RZT4418 digitises the voltage of a thermocouple, measures its own die "
            "temperature as the cold junction and linearises the result with a look-up table "
            "for the selected type. Results are read as 24-bit words over SPI. Two grades "
            "differ only in tested accuracy; pinout, registers and timing are identical.",
            7.5,
        )

    s.side_by_side(features, description, 250, 16)
    s.heading("\u25a8 4 Absolute maximum ratings", 9.5)
    s.caption("Table 1 \u25b9 Absolute maximum ratings (stresses beyond these may destroy the device)")
    s.table(
        [
            Col("Parameter", 250),
            Col("Symbol", 60, "C"),
            Col("Min", 55, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "-0.3", "4.0", "V"],
            ["Voltage on SCK, SDI, CS, SDO, DRDY, FAULT", "", "-0.3", "VDD + 0.3", "V"],
            ["Voltage on T+ and T" + NDASH, "", "-0.3", "VDD + 0.3", "V"],
            ["Current into any pin", "", "-20", "+20", "mA"],
            ["ESD, human body model", "V_{HBM}", "", "2000", "V"],
            ["Junction temperature", "T_{J}", "", "+150", DEG],
            ["Storage temperature", "T_{stg}", "-65", "+150", DEG],
            ["Lead temperature, soldering 10 s", "", "", "+300", DEG],
        ],
        7.5,
    )
    s.heading("\u25a8 5 Recommended operating conditions", 9.5)
    s.caption("Table 2 \u25b9 Recommended operating conditions")
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "3.0", "3.3", "3.6", "V"],
            ["Input high voltage (SCK, SDI, CS)", "V_{IH}", "0.7 " + TIMES + " VDD", "", "", "V"],
            ["Input low voltage (SCK, SDI, CS)", "V_{IL}", "", "", "0.3 " + TIMES + " VDD", "V"],
            ["Operating temperature", "T_{A}", "-40", "", "+125", DEG],
        ],
        7.5,
    )
    s.heading("\u25a8 6 Electrical characteristics", 9.5)
    s.caption(
        "Table 3 \u25b9 DC characteristics, both grades (VDD = 3.0 V to 3.6 V, TA = -40 "
        + DEG
        + " to +125 "
        + DEG
        + ")"
    )
    s.table(
        [
            Col("Parameter", 120),
            Col("Symbol", 50, "C"),
            Col("Conditions", 150),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply current", "I_{DD}", "conversion in progress", "", "1.1", "2.0", "mA"],
            [
                "Standby supply\ncurrent",
                "I_{STBY}",
                "normally-off mode, no conversion",
                "",
                "9",
                "20",
                MU + "A",
            ],
            ["Power-on reset threshold", "V_{POR}", "VDD rising", "2.4", "2.6", "2.8", "V"],
            ["Output high voltage", "V_{OH}", "SDO, I_{OUT} = -1.6 mA", "VDD - 0.4", "", "", "V"],
            ["Output low voltage", "V_{OL}", "SDO, FAULT, I_{OUT} = 1.6 mA", "", "", "0.4", "V"],
            ["Input leakage", "I_{LK}", "SCK, SDI, CS", "-1", "", "+1", MU + "A"],
            [
                "Thermocouple input\nrange",
                "V_{TC}",
                "differential, T+ to T" + NDASH,
                "-78.125",
                "",
                "+78.125",
                "mV",
            ],
        ],
        7.5,
    )
    s.caption("Table 4 \u25b9 Measurement accuracy per grade (VDD = 3.3 V)")
    s.table(
        [
            Col("Parameter", 112),
            Col("Conditions", 131),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 80, "C"),
        ],
        [
            [
                "Thermocouple voltage\nconversion error",
                "TA = 25 " + DEG,
                PM + "0.05",
                PM + "0.10",
                PM + "0.08",
                PM + "0.15",
                "% of reading",
            ],
            [
                "Cold-junction sensor\naccuracy",
                "TA = -20 " + DEG + " to +85 " + DEG + "\nTA = -40 " + DEG + " to +125 " + DEG,
                PM + "0.3\n" + PM + "0.5",
                PM + "0.7\n" + PM + "1.0",
                PM + "0.5\n" + PM + "0.8",
                PM + "1.5\n" + PM + "2.0",
                DEG,
            ],
            [
                "Thermocouple\ntemperature error",
                "type K, -100 " + DEG + " to +1000 " + DEG + ",\nTA = 25 " + DEG,
                PM + "0.4",
                PM + "1.0",
                PM + "0.6",
                PM + "2.0",
                DEG,
            ],
        ],
        7.5,
        head_rows=[["", "", "RZT4418A", "<", "RZT4418B", "<", ""]],
    )

    s.add_page()
    s.caption("Table 5 \u25b9 Converter characteristics, both grades")
    s.table(
        [
            Col("Parameter", 130),
            Col("Conditions", 170),
            Col("Min", 45, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Thermocouple resolution", "19 bits", "", "0.0078125", "", DEG],
            ["Cold-junction resolution", "14 bits", "", "0.015625", "", DEG],
            [
                "Conversion time,\nauto-conversion mode",
                "60 Hz filter selected\n50 Hz filter selected",
                "",
                "82\n98",
                "90\n105",
                "ms",
            ],
            [
                "Conversion time,\none-shot mode",
                "60 Hz filter selected\n50 Hz filter selected",
                "",
                "143\n169",
                "155\n185",
                "ms",
            ],
            ["Mains rejection", "at the selected 50 or 60 Hz", "", "90", "", "dB"],
            ["Open-circuit detection current", "detection enabled", "", "5", "", MU + "A"],
        ],
        7.5,
    )
    s.caption("Table 6 \u25b9 Temperature limits of the linearisation tables per thermocouple type")
    s.table(
        [
            Col("Limit", 75),
            Col("B", 53, "C"),
            Col("E", 53, "C"),
            Col("J", 53, "C"),
            Col("K", 53, "C"),
            Col("N", 53, "C"),
            Col("R", 53, "C"),
            Col("S", 53, "C"),
            Col("T", 53, "C"),
        ],
        [
            ["Lower (" + DEG + ")", "+250", "-200", "-210", "-200", "-200", "-50", "-50", "-200"],
            ["Upper (" + DEG + ")", "+1820", "+1000", "+1200", "+1372", "+1300", "+1768", "+1768", "+400"],
            ["TC TYPE code", "0000", "0001", "0010", "0011", "0100", "0101", "0110", "0111"],
        ],
        7.5,
        head_rows=[["", "Thermocouple type", "<", "<", "<", "<", "<", "<", "<"]],
    )
    s.heading("\u25a8 7 Serial interface", 9.5)
    s.caption("Table 7 \u25b9 SPI timing (VDD = 3.0 V to 3.6 V)")
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 60, "C"),
            Col("Min", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 139, "C"),
        ],
        [
            ["Serial clock frequency", "f_{SCK}", "", "5", "MHz"],
            ["SCK high or low time", "t_{CH}, t_{CL}", "90", "", "ns"],
            ["CS fall to SCK rise setup", "t_{CSS}", "100", "", "ns"],
            ["SDI setup / hold to SCK", "t_{DS}, t_{DH}", "35", "", "ns"],
            ["SCK to SDO valid", "t_{DO}", "", "80", "ns"],
            ["CS inactive time", "t_{CSH}", "400", "", "ns"],
        ],
        7.5,
    )
    s.para(
        "SDI is sampled on the falling edge of SCK (mode 1, CPOL = 0, CPHA = 1, or mode 3). A "
        "read starts with the register address (bit 7 = 0), a write with bit 7 = 1; the address "
        "increments automatically.",
        7.5,
    )
    s.caption("Table 8 \u25b9 Register map (excerpt)")
    s.table(
        [Col("Read / write address", 110), Col("Name", 70), Col("Default", 60, "C"), Col("Content", 259)],
        [
            ["00h / 80h", "CR0", "00h", "auto-conversion, one-shot, open-circuit detection, 50/60 Hz"],
            ["01h / 81h", "CR1", "03h", "averaging (1, 2, 4, 8, 16 samples), TC TYPE"],
            ["03h / 83h", "CJHF", "7Fh", "cold-junction high fault threshold (+127 " + DEG + ")"],
            ["04h / 84h", "CJLF", "C0h", "cold-junction low fault threshold (-64 " + DEG + ")"],
            ["0Ch" + NDASH + "0Eh", "LTCB", "00h", "linearised thermocouple result, 19 bits"],
            ["0Fh", "SR", "00h", "fault status (open, over-/under-voltage, range)"],
        ],
        7.5,
    )
    s.heading("\u25a8 8 Application information", 9.5)
    s.bullets(
        [
            "Interfacing to 5 V systems: SCK, SDI and CS are clamped to VDD by ESD diodes. Do not "
            "drive them from a 5 V microcontroller without a level translator. SDO swings to "
            "VDD, so 3.3 V hosts read it directly.",
            "Keep the RZT4418 at the temperature of the thermocouple connector (same copper "
            "area, away from regulators), otherwise the cold-junction reading is wrong.",
            "Decouple VDD with 100 nF close to the pin. Use the 50 Hz filter in Europe.",
        ],
        7.5,
        "\u2013",
    )
    s.caption("Table 9 \u25b9 Ordering information")
    s.table(
        [Col("Order code", 120), Col("Grade", 90, "C"), Col("Package", 120, "C"), Col("Delivery", 169)],
        [
            ["RZT4418A-TS14", "A (precision)", "TSSOP-14", "tube, 96 pcs"],
            ["RZT4418A-TS14R", "A (precision)", "TSSOP-14", "tape and reel, 2500 pcs"],
            ["RZT4418B-TS14", "B (standard)", "TSSOP-14", "tube, 96 pcs"],
            ["RZT4418B-TS14R", "B (standard)", "TSSOP-14", "tape and reel, 2500 pcs"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-06", "1.2", "Grade B added"],
            ["2024-03", "1.4", "Cold-junction accuracy -40 " + DEG + " to +125 " + DEG + " added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "rzt4418.pdf")


# ------------------------------------------- 1-channel 5 V relay module (Accra maker store)
def gyr105(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="OSU MAKER HUB",
        header_right="GYR-105 \u00b7 1-channel relay module \u00b7 product sheet",
        footer_left="Osu Maker Hub Ltd \u00b7 Oxford Street, Osu \u00b7 Accra, Ghana \u00b7 "
        "prices in " + CEDI + " incl. VAT, NHIL and GETFund levy",
        footer_right="sheet {page}/{nb}",
        rule_color=(200, 90, 20),
        table_fill=(253, 232, 214),
        accent=(170, 70, 10),
        grid=False,
    )
    s = Sheet(style, "GYR-105 1-channel 5 V relay module")
    s.add_page()
    s.title_block(
        "GYR-105",
        "1-Channel 5 V Relay Module with Optocoupler Input",
        "High- or low-level trigger (jumper)  \u00b7  SKU GYR-105  \u00b7  GYR-105-5P (pack of 5)  "
        "\u00b7  sheet v2, 2024",
        22,
    )

    def intro() -> None:
        s.heading("\u2751 What it is", 10)
        s.para(
            "One 5 V relay on a small board with the parts you would add anyway: an "
            "optocoupler on the input, a transistor driver, a flyback diode, a red power LED "
            "and a green relay LED. Screw terminals take mains wires up to 1.5 mm" + "\u00b2" + ".",
            8.0,
        )
        s.para(
            "The jumper next to the input header sets the trigger: L (as shipped) switches the "
            "relay on when IN is pulled low, H switches it on when IN is driven high.",
            8.0,
        )

    def card() -> None:
        s.heading("\u2751 Quick facts", 10)
        s.table(
            [Col("", 82), Col("", 140)],
            [
                ["Relay", "5 V DC coil, 1 changeover (SPDT)"],
                ["Terminals", "NO / COM / NC"],
                ["Input", "IN, opto-isolated"],
                ["Trigger", "L (default) or H, jumper"],
                ["Module supply", "5 V DC"],
                ["Board", "50 x 26 x 18.5 mm"],
                ["Holes", "4 x " + "\u00d8" + "3.1 mm"],
                ["Weight", "17 g"],
            ],
            7.5,
            show_head=False,
        )

    s.side_by_side(intro, card, 262, 14)
    s.heading("\u2751 Electrical specification (module)", 10, rule=True)
    s.table(
        [
            Col("Parameter", 130),
            Col("Conditions", 150),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 84, "C"),
        ],
        [
            ["Module supply voltage (VCC)", "DC+ to DC" + NDASH, "4.75", "5.0", "5.25", "V"],
            ["Supply current, relay off", "power LED on", "", "4", "", "mA"],
            ["Supply current, relay on", "VCC = 5.0 V", "", "76", "82", "mA"],
            [
                "Input current,\nH trigger",
                "IN = 3.3 V\nIN = 5.0 V",
                "",
                "1.6\n3.4",
                "",
                "mA",
            ],
            ["Input current, L trigger", "IN = 0 V, VCC = 5.0 V", "", "2.9", "", "mA"],
            [
                "Relay-on input level",
                "H trigger\nL trigger",
                "2.3\n",
                "",
                "\n1.5",
                "V",
            ],
            [
                "Relay-off input level",
                "H trigger\nL trigger, VCC = 5.0 V",
                "\n4.5",
                "",
                "0.8\n",
                "V",
            ],
            ["Optocoupler isolation", "input to relay driver", "", "", "2500", "Vrms"],
        ],
        7.5,
    )
    s.para(
        "Levels are measured at the IN pin against DC" + NDASH + ". In L position the "
        "optocoupler LED sits between VCC and IN, so IN must rise to nearly VCC to let the "
        "relay go.",
        7.5,
    )
    s.heading("\u2751 Relay (on board)", 10, rule=True)
    s.table(
        [Col("Coil", 160), Col("Condition", 119), Col("Value", 220, "C")],
        [
            ["Coil rated voltage", "", "5 VDC"],
            ["Coil resistance", "at 20 " + DEG, "69 " + OHM + " " + PM + "10 %"],
            ["Coil current / coil power", "at 5 V", "72 mA / 0.36 W"],
            ["Must-operate voltage", "max.", "3.75 V"],
            ["Must-release voltage", "min.", "0.5 V"],
        ],
        7.5,
    )
    s.table(
        [Col("Contacts", 160), Col("Condition", 119), Col("NO contact", 110, "C"), Col("NC contact", 110, "C")],
        [
            [
                "Contact rating,\nresistive load",
                "125 VAC\n250 VAC\n28 VDC",
                "10 A\n7 A\n10 A",
                "5 A\n3 A\n5 A",
            ],
            [
                "Contact rating, inductive\n(cos " + PHI + " = 0.4)",
                "250 VAC",
                "3 A",
                "1.5 A",
            ],
            ["Max. switching voltage", "", "250 VAC / 30 VDC", "250 VAC / 30 VDC"],
            ["Operate / release time", "max.", "10 ms / 5 ms", "10 ms / 5 ms"],
            ["Electrical life", "at rated resistive load", "100 000 operations", "100 000 operations"],
            ["Mechanical life", "no load", "10 000 000 operations", "10 000 000 operations"],
        ],
        7.5,
    )

    s.add_page()
    s.heading("\u2751 Pins, terminals and jumper", 10, rule=True)
    s.table(
        [Col("Label", 70, "C"), Col("Where", 120), Col("What it does", 309)],
        [
            ["DC+", "3-pin input header", "Module supply VCC, 5 V"],
            ["DC" + NDASH, "3-pin input header", "Ground"],
            ["IN", "3-pin input header", "Control input (trigger level set by the jumper)"],
            ["NO", "screw terminal", "Normally open: connected to COM while the relay is on"],
            ["COM", "screw terminal", "Common"],
            ["NC", "screw terminal", "Normally closed: connected to COM while the relay is off"],
            ["H / L", "3-pin jumper", "Trigger select; L as shipped"],
        ],
        7.5,
    )
    s.heading("\u2751 Environment", 10, rule=True)
    s.table(
        [Col("Item", 200), Col("Value", 299)],
        [
            ["Operating temperature", "-25 " + DEG + " to +65 " + DEG],
            ["Storage temperature", "-40 " + DEG + " to +80 " + DEG],
            ["Operating humidity", "35 % to 85 % RH, no condensation"],
        ],
        7.5,
    )
    s.heading("\u2751 Wiring notes", 10, rule=True)
    s.bullets(
        [
            "5 V boards (Arduino Uno, Nano, Mega): DC+ to 5V, DC" + NDASH + " to GND, IN to any "
            "digital pin. Either jumper position works.",
            "3.3 V boards (ESP32, ESP8266, Raspberry Pi, Pico): power DC+ from 5 V and set the "
            "jumper to H. In L position a 3.3 V pin cannot pull IN high enough, so the relay "
            "never releases.",
            "Mains wiring belongs inside an enclosure. Keep 8 mm between mains wires and the "
            "low-voltage side.",
            "The relay alone draws 72 mA from DC+; the on-board driver takes it from VCC, not "
            "from your GPIO pin.",
        ],
        7.5,
        "\u25b8",
    )
    s.heading("\u2751 FAQ", 10, rule=True)
    s.para("Q: Can I power the module from 3.3 V?", 7.5, bold=True)
    s.para(
        "A: No. The coil is a 5 V coil and the optocoupler side is designed for 5 V; at 3.3 V "
        "the relay will not pull in reliably.",
        7.5,
    )
    s.para("Q: Can I switch a motor or a transformer?", 7.5, bold=True)
    s.para(
        "A: Yes, within the inductive rating in the relay table. For motors add an RC snubber "
        "across the contacts.",
        7.5,
    )
    s.para("Q: Does it work with 12 V?", 7.5, bold=True)
    s.para(
        "A: The contacts can switch 12 V loads. The module itself must be powered from 5 V; "
        "12 V on DC+ burns the coil and the LEDs.",
        7.5,
    )
    s.heading("\u2751 Prices", 10, rule=True)
    s.table(
        [Col("SKU", 110), Col("What you get", 250), Col("Price (" + CEDI + ")", 139, "C")],
        [
            ["GYR-105", "1 module", "28.00"],
            ["GYR-105-5P", "5 modules", "125.00"],
            ["GYR-105-JW", "1 module + 10 jumper wires", "34.50"],
        ],
        7.5,
    )
    return save(s, out / "gyr-105.pdf")


# ------------------------------------------- USB-to-UART bridge IC (Vancouver)
def vxu2310(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Coastline Silicon",
        header_right="VXU2310 Data Sheet",
        footer_left="Coastline Silicon Inc.  \u00b7  Vancouver, BC, Canada  \u00b7  VXU2310-DS-110  "
        "\u00b7  Rev 1.1  \u00b7  November 2023",
        footer_right="{page}",
        rule_color=(20, 40, 100),
        table_fill=None,
        accent=(20, 40, 100),
        grid=False,
    )
    s = Sheet(style, "VXU2310 USB-to-UART bridge")
    s.add_page()
    s.title_block(
        "VXU2310",
        "Single-Chip USB 2.0 Full-Speed to UART Bridge",
        "VXU2310-QF24 (QFN-24, 4 x 4 mm)  \u00b7  VXU2310-SO16 (SOP-16)  \u00b7  Rev 1.1",
        22,
    )

    def feats() -> None:
        s.heading("1 \u00b7 Features", 10)
        s.bullets(
            [
                "USB 2.0 full speed (12 Mbps) device, bus- or self-powered",
                "Integrated 3.3 V regulator; no crystal needed",
                "Baud rates from 300 bps to 3 Mbps",
                "512-byte receive and 256-byte transmit buffers",
                "TXD, RXD, RTS, CTS; DTR, DSR, DCD, RI on the QFN-24",
                "3.3 V I/O; RXD, CTS, DSR, DCD, RI and RSTb are 5 V tolerant",
                "Virtual COM port drivers for Windows, macOS and Linux",
                "Operating temperature -40 " + DEG + " to +85 " + DEG,
            ],
            8.0,
        )

    def desc() -> None:
        s.heading("2 \u00b7 Description", 10)
        s.para(
            "The VXU2310 connects a microcontroller, a module or a debug port to a computer "
            "over USB. It enumerates as a CDC-style virtual COM port and needs only two "
            "capacitors: one on VBUS and one on the regulator output.",
            8.0,
        )
        s.para(
            "The on-chip regulator turns VBUS into 3.3 V for the core and the I/O and can "
            "supply a small external load from the VREG pin. In self-powered designs VREG and "
            "VDD are tied together and fed from an external 3.3 V rail.",
            8.0,
        )

    s.side_by_side(feats, desc, 245, 18)
    s.heading("3 \u00b7 Electrical characteristics", 10, rule=True)
    s.caption("Table 1 \u00a6 Absolute maximum ratings")
    s.table(
        [Col("Parameter", 270), Col("Symbol", 60, "C"), Col("Min", 50, "C"), Col("Max", 60, "C"), Col("Unit", 59, "C")],
        [
            ["VBUS to GND", "V_{BUS}", "-0.3", "6.0", "V"],
            ["VDD to GND", "V_{DD}", "-0.3", "4.2", "V"],
            ["5 V-tolerant inputs (RXD, CTS, DSR, DCD, RI, RSTb)", "", "-0.3", "5.8", "V"],
            ["All other I/O", "", "-0.3", "VDD + 0.3", "V"],
            ["Storage temperature", "T_{STG}", "-55", "+150", DEG],
            ["ESD (human body model), all pins", "", "", "2", "kV"],
        ],
        7.5,
    )
    s.caption("Table 2 \u00a6 Recommended operating conditions")
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["USB bus voltage (bus-powered)", "V_{BUS}", "4.0", "5.0", "5.25", "V"],
            ["Supply, self-powered (VDD = VREG)", "V_{DD}", "3.0", "3.3", "3.6", "V"],
            ["Operating ambient temperature", "T_{A}", "-40", "", "+85", DEG],
        ],
        7.5,
    )
    s.caption("Table 3 \u00a6 DC characteristics (VDD = 3.0 V to 3.6 V, TA = -40 " + DEG + " to +85 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 48, "C"),
            Col("Conditions", 160),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 55, "C"),
        ],
        [
            [
                "Supply current,\nnormal operation",
                "I_{BUS}",
                "USB configured, UART at 115 200 bps",
                "",
                "17",
                "23",
                "mA",
            ],
            ["USB suspend current", "I_{SUSP}", "VBUS = 5.0 V, bus suspended", "", "85", "140", MU + "A"],
            ["Regulator output", "V_{REG}", "I_{LOAD} " + LE + " 75 mA", "3.20", "3.30", "3.45", "V"],
            ["Regulator output current", "I_{REG}", "available to external circuits", "", "", "75", "mA"],
            ["Input high voltage", "V_{IH}", "all inputs", "2.0", "", "", "V"],
            ["Input low voltage", "V_{IL}", "all inputs", "", "", "0.8", "V"],
            ["Output high voltage", "V_{OH}", "I_{OH} = -3 mA, VDD = 3.3 V", "2.9", "", "", "V"],
            ["Output low voltage", "V_{OL}", "I_{OL} = 8.5 mA", "", "", "0.4", "V"],
            ["Weak pull-up on inputs", "R_{PU}", "RXD, CTS, DSR, DCD, RI", "", "100", "", "k" + OHM],
        ],
        7.5,
    )
    s.para(
        "VBUS must come from the USB host or hub. The 75 mA of VREG is what is left for your "
        "circuit after the VXU2310 itself; exceeding it lets VREG sag and the chip may drop "
        "off the bus.",
        7.5,
    )

    s.add_page()
    s.heading("4 \u00b7 UART", 10, rule=True)
    s.para(
        "Data format 5, 6, 7 or 8 data bits; 1, 1.5 or 2 stop bits; odd, even, mark, space or no "
        "parity. Hardware (RTS / CTS) or XON / XOFF flow control. The baud rate is derived "
        "from a 48 MHz clock; the table lists the error for common rates.",
        8.0,
    )
    s.caption("Table 4 \u00a6 Baud-rate generation (examples)")
    s.table(
        [Col("Requested (bps)", 120, "R"), Col("Generated (bps)", 120, "R"), Col("Error", 100, "R"), Col("Divider", 159, "C")],
        [
            ["9 600", "9 600", "0.00 %", "5000"],
            ["57 600", "57 554", "-0.08 %", "834"],
            ["115 200", "115 385", "+0.16 %", "416"],
            ["921 600", "923 077", "+0.16 %", "52"],
            ["3 000 000", "3 000 000", "0.00 %", "16"],
        ],
        7.5,
    )
    s.heading("5 \u00b7 Pin description", 10, rule=True)
    s.caption("Table 5 \u00a6 Pin numbers per package")
    s.table(
        [
            Col("Name", 60),
            Col("QFN-24", 55, "C"),
            Col("SOP-16", 55, "C"),
            Col("Type", 60, "C"),
            Col("Function", 269),
        ],
        [
            ["VBUS", "8", "4", "P", "USB bus power input"],
            ["VREG", "7", "3", "P", "3.3 V regulator output; tie to VDD"],
            ["D+ / D" + NDASH, "4 / 5", "1 / 2", "I/O", "USB data"],
            ["TXD", "21", "12", "O", "UART transmit, 3.3 V push-pull"],
            ["RXD", "20", "11", "I", "UART receive, 5 V tolerant"],
            ["RTS / CTS", "19 / 18", "10 / 9", "O / I", "Hardware flow control"],
            ["DTR / DSR", "23 / 24", NDASH, "O / I", "Modem control (QFN-24 only)"],
            ["RSTb", "9", "5", "I", "Active-low reset, 5 V tolerant"],
            ["GND", "2, EP", "8", "P", "Ground (exposed pad on QFN-24)"],
        ],
        7.5,
    )
    s.heading("6 \u00b7 Application notes", 10, rule=True)
    s.bullets(
        [
            "5 V targets: RXD and CTS accept 5 V, so the TXD of a 5 V microcontroller connects "
            "directly. TXD of the VXU2310 drives 3.3 V, which 5 V CMOS inputs with "
            "VIH " + LE + " 3.0 V read as high.",
            "Bus-powered designs: the USB host limits VBUS current to 100 mA before "
            "configuration and to 500 mA after it. Do not power motors or lamps from VBUS "
            "through this device.",
            "Place 4.7 " + MU + "F from VBUS to GND and 1 " + MU + "F from VREG to GND, both "
            "within 5 mm of the pins.",
        ],
        8.0,
    )
    s.caption("Table 6 \u00a6 Default USB descriptors (reprogrammable in the one-time-programmable area)")
    s.table(
        [Col("Descriptor", 160), Col("Default", 170), Col("Note", 169)],
        [
            ["Vendor ID", "0x3F27", "Coastline Silicon"],
            ["Product ID", "0x2310", ""],
            ["Max. power", "0x32 (100 mA)", "bus-powered default"],
            ["Serial number", "unique, 8 characters", "programmed at test"],
        ],
        7.5,
    )
    s.caption("Table 7 \u00a6 Ordering information")
    s.table(
        [Col("Part number", 140), Col("Package", 130, "C"), Col("Packing", 229)],
        [
            ["VXU2310-QF24", "QFN-24, 4 x 4 mm", "tray, 490 pcs"],
            ["VXU2310-QF24-TR", "QFN-24, 4 x 4 mm", "tape and reel, 3000 pcs"],
            ["VXU2310-SO16", "SOP-16", "tube, 50 pcs"],
        ],
        7.5,
    )
    revision_table(
        s,
        [["2023-04", "1.0", "Initial release"], ["2023-11", "1.1", "Suspend current limit 140 " + MU + "A"]],
        (90, 60, 349),
    )
    return save(s, out / "vxu2310.pdf")


# ------------------------------------------- 1.5 A LDO regulator with enable (Zagreb)
def hlv1517(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="SAVA POWER SEMICONDUCTORS",
        header_right="HLV1517  1.5 A LDO with Enable",
        footer_left="Sava Power Semiconductors d.o.o.  |  Zagreb, Hrvatska  |  HLV1517 Podatkovni list / "
        "Datasheet  |  izdanje 3 / issue 3",
        footer_right="\u2014 {page} \u2014",
        rule_color=(150, 20, 40),
        table_fill=(250, 228, 232),
        accent=(150, 20, 40),
        grid=True,
    )
    s = Sheet(style, "HLV1517 1.5 A low-dropout regulator with enable")
    s.add_page()
    s.title_block(
        "HLV1517",
        "1.5 A Low-Dropout Linear Regulator with Enable",
        "Fixed 1.8 V, 2.5 V, 3.3 V, 5.0 V and adjustable versions  |  TO-252-5 and DFN-8 (3 x 3 mm)",
        22,
    )
    s.heading("#1 FEATURES", 10.5)
    s.bullets(
        [
            "1.5 A continuous output current",
            "Input voltage range 2.7 V to 18 V",
            "Dropout 350 mV typical at 1.5 A",
            PM + "1 % output voltage at 25 " + DEG + ", " + PM + "2 % over line, load and temperature",
            "55 " + MU + "A quiescent current, 0.1 " + MU + "A in shutdown",
            "Enable input, may be tied to VIN",
            "Stable with 4.7 " + MU + "F or larger ceramic output capacitors",
            "Current limit and thermal shutdown",
        ],
        8.0,
    )
    s.heading("#2 ABSOLUTE MAXIMUM RATINGS", 10.5)
    s.caption("Tablica 1 / Table 1", 8.0)
    s.table(
        [Col("Parameter", 260), Col("Min", 70, "C"), Col("Max", 80, "C"), Col("Unit", 89, "C")],
        [
            ["IN to GND", "-0.3", "20", "V"],
            ["EN to GND", "-0.3", "20", "V"],
            ["OUT, ADJ to GND", "-0.3", "6.5", "V"],
            ["Junction temperature", "", "+150", DEG],
            ["Storage temperature", "-65", "+150", DEG],
        ],
        7.5,
    )
    s.heading("#3 RECOMMENDED OPERATING CONDITIONS", 10.5)
    s.caption("Tablica 2 / Table 2", 8.0)
    s.table(
        [Col("Parameter", 220), Col("Min", 60, "C"), Col("Typ", 60, "C"), Col("Max", 70, "C"), Col("Unit", 89, "C")],
        [
            ["Input voltage VIN", "2.7", "", "18", "V"],
            ["Output current IOUT", "0", "", "1.5", "A"],
            ["Operating junction temperature TJ", "-40", "", "+125", DEG],
            ["Output capacitor, ceramic", "4.7", "10", "", MU + "F"],
        ],
        7.5,
    )
    s.heading("#4 ELECTRICAL CHARACTERISTICS", 10.5)
    s.caption(
        "Tablica 3 / Table 3  (VIN = VOUT(nom) + 1 V, IOUT = 10 mA, EN = VIN, COUT = 10 "
        + MU
        + "F, TJ = 25 "
        + DEG
        + ")",
        8.0,
    )
    s.table(
        [
            Col("Parameter", 105),
            Col("Symbol", 44, "C"),
            Col("Conditions", 150),
            Col("Min", 48, "C"),
            Col("Typ", 48, "C"),
            Col("Max", 48, "C"),
            Col("Unit", 56, "C"),
        ],
        [
            [
                "Output voltage",
                "V_{OUT}",
                "HLV1517-1.8\nHLV1517-2.5\nHLV1517-3.3\nHLV1517-5.0",
                "1.782\n2.475\n3.267\n4.950",
                "1.800\n2.500\n3.300\n5.000",
                "1.818\n2.525\n3.333\n5.050",
                "V",
            ],
            ["Reference voltage", "V_{ADJ}", "HLV1517-ADJ", "1.188", "1.200", "1.212", "V"],
            [
                "Output voltage\ntolerance, full range",
                "",
                "VIN = VOUT + 1 V " + ELL + " 18 V,\nIOUT = 10 mA " + ELL + " 1.5 A, TJ = -40 " + ELL + " 125 " + DEG,
                "-2",
                "",
                "+2",
                "%",
            ],
            [
                "Dropout voltage",
                "V_{DO}",
                "IOUT = 0.5 A\nIOUT = 1.0 A\nIOUT = 1.5 A",
                "",
                "120\n230\n350",
                "200\n350\n500",
                "mV",
            ],
            ["Quiescent current", "I_{Q}", "IOUT = 0 mA", "", "55", "90", MU + "A"],
            ["Ground current", "I_{GND}", "IOUT = 1.5 A", "", "0.9", "1.5", "mA"],
            ["Shutdown current", "I_{SHDN}", "EN = 0 V, VIN = 12 V", "", "0.1", "1", MU + "A"],
            ["Current limit", "I_{LIM}", "VOUT = 90 % of nominal", "1.7", "2.2", "2.8", "A"],
            ["EN high threshold", "V_{EN(H)}", "regulator on", "1.2", "", "", "V"],
            ["EN low threshold", "V_{EN(L)}", "regulator off", "", "", "0.4", "V"],
            ["PSRR", "", "f = 1 kHz, IOUT = 100 mA", "", "65", "", "dB"],
            ["Output noise", "", "10 Hz to 100 kHz", "", "45", "", MU + "Vrms"],
            ["Thermal shutdown", "T_{SD}", "TJ rising / hysteresis", "", "160 / 15", "", DEG],
        ],
        7.5,
    )

    s.add_page()
    s.heading("#5 THERMAL INFORMATION", 10.5)
    s.caption("Tablica 4 / Table 4", 8.0)
    s.table(
        [Col("Thermal metric", 200), Col("Symbol", 70, "C"), Col("TO-252-5", 80, "C"), Col("DFN-8", 80, "C"), Col("Unit", 69, "C")],
        [
            ["Junction-to-ambient, JEDEC 2s2p board", "R_{" + "\u03b8" + "JA}", "45", "50", DEG + "/W"],
            ["Junction-to-case (top)", "R_{" + "\u03b8" + "JC}", "5", "8", DEG + "/W"],
        ],
        7.5,
        head_rows=[["", "", "Package", "<", ""]],
    )
    s.para(
        "The power dissipated in the regulator is PD = (VIN - VOUT) " + TIMES + " IOUT. The "
        "junction temperature is TJ = TA + PD " + TIMES + " R" + "\u03b8" + "JA and must stay at "
        "or below 125 " + DEG + " in operation; thermal shutdown at about 160 " + DEG + " only "
        "protects the device and is not an operating point.",
        8.0,
    )
    s.heading("#6 APPLICATION INFORMATION", 10.5)
    s.para(
        "Minimum input voltage. The input must be at least VOUT + VDO for the load current and "
        "never below 2.7 V. Example: the HLV1517-3.3 at 1.5 A needs VIN " + GE + " 3.8 V "
        "(3.3 V + 0.5 V maximum dropout).",
        8.0,
    )
    s.para(
        "Adjustable version. VOUT = 1.200 V " + TIMES + " (1 + R1 / R2); keep R2 " + LE + " 100 k"
        + OHM
        + ". The output can be set from 1.2 V to 15 V.",
        8.0,
    )
    s.para(
        "Enable. EN is a high-voltage input: it can be driven by 1.8 V, 3.3 V or 5 V logic or "
        "tied to VIN for always-on operation. Do not leave EN floating.",
        8.0,
    )
    s.para(
        "Capacitors. Use 1 " + MU + "F or more at IN and 4.7 " + MU + "F or more ceramic (X5R or "
        "X7R) at OUT, placed close to the pins.",
        8.0,
    )
    s.heading("#7 PIN CONFIGURATION", 10.5)
    s.caption("Tablica 5 / Table 5", 8.0)
    s.table(
        [Col("Pin name", 90), Col("TO-252-5", 80, "C"), Col("DFN-8", 80, "C"), Col("Description", 249)],
        [
            ["EN", "1", "4", "Enable input, high = on"],
            ["IN", "2", "1, 2", "Input supply"],
            ["GND", "3, tab", "5, EP", "Ground"],
            ["OUT", "4", "7, 8", "Regulated output"],
            ["ADJ / NC", "5", "6", "Feedback (ADJ version), not connected on fixed versions"],
        ],
        7.5,
    )
    s.heading("#8 ORDERING INFORMATION", 10.5)
    s.caption("Tablica 6 / Table 6", 8.0)
    s.table(
        [Col("Order code", 130), Col("Output voltage", 110, "C"), Col("Package", 110, "C"), Col("Marking", 149, "C")],
        [
            ["HLV1517-18DK", "1.8 V", "TO-252-5", "1517-18"],
            ["HLV1517-25DK", "2.5 V", "TO-252-5", "1517-25"],
            ["HLV1517-33DK", "3.3 V", "TO-252-5", "1517-33"],
            ["HLV1517-50DK", "5.0 V", "TO-252-5", "1517-50"],
            ["HLV1517-ADJDK", "adjustable", "TO-252-5", "1517-AD"],
            ["HLV1517-33DN", "3.3 V", "DFN-8", "L33"],
            ["HLV1517-ADJDN", "adjustable", "DFN-8", "LAD"],
        ],
        7.5,
    )
    revision_table(
        s,
        [["2022-09", "1", "Prvo izdanje / first issue"], ["2024-01", "3", "DFN-8 added; dropout at 1.0 A"]],
        (90, 60, 349),
    )
    return save(s, out / "hlv1517.pdf")
