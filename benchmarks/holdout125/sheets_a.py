"""Hold-out 125 datasheets, part 1: a thermocouple-to-digital converter IC (SPI), a quad
12-bit I2C PWM / LED driver IC, an adjustable boost converter module and a solid-state
relay module for AC loads.

A Manama (Bahrain) temperature-IC house data sheet ("▮ n" heads, "Table n · Title"
captions below the tables, temperature error stacked per type and band, supply current
stacked per VDD, standby vs shutdown current, range in column groups per type, a register
map and a data-format table as decoys), an Algiers (Algeria) LED-driver house "product
data sheet" ("≡ n." heads, "Table nA" captions above the tables, symbol-first columns,
limiting values vs recommended conditions in column groups per version, sink current
and supply current stacked per VDD, an address table, register map and ordering table as
decoys), a Vientiane (Laos) maker-store product sheet (LAK prices, "➢" heads, column
groups per version, output current stacked per Vin → Vout, "Good to know" notes and FAQ)
and a Port of Spain (Trinidad and Tobago) maker-store sheet (TT$ prices, "✚" heads,
column groups per version, load current stacked per ambient temperature, FAQ).
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
SQ = "\u00b2"
ARROW = "\u2192"
TIMES = "\u00d7"
MIDDOT = "\u00b7"


# ------------------------------------- thermocouple-to-digital converter IC (Manama)
def dlt3166(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="DILMUN THERMAL SEMICONDUCTORS",
        header_right="DLT3166  " + MIDDOT + "  Thermocouple-to-Digital Converter  " + MIDDOT + "  Edition 2",
        footer_left="Dilmun Thermal Semiconductors W.L.L.  " + MIDDOT + "  Sitra, Kingdom of Bahrain  "
        + MIDDOT + "  DTS-DS-3166, Edition 2 (March 2024)",
        footer_right="folio {page}/{nb}",
        rule_color=(42, 52, 57),
        table_fill=(221, 227, 231),
        accent=(42, 52, 57),
        grid=True,
    )
    s = Sheet(style, "DLT3166 thermocouple-to-digital converter with SPI interface")
    s.add_page()
    s.title_block(
        "DLT3166",
        "Thermocouple-to-Digital Converter with Cold-Junction Compensation",
        "DLT3166K (type K)  " + MIDDOT + "  DLT3166J (type J)  " + MIDDOT + "  DLT3166N (type N)  "
        + MIDDOT + "  MSOP-8 and DFN-8",
        21,
    )

    def features() -> None:
        s.heading("\u25ae 1  Features", 10)
        s.bullets(
            [
                "Single supply from 2.7 V to 5.5 V",
                "Cold-junction compensation on the die",
                "0.125 " + DEG + " thermocouple resolution",
                "Versions trimmed for type K, J or N",
                "SPI-compatible interface, modes 1 and 3",
                "Selectable 50 Hz or 60 Hz mains filter",
                "One-shot mode and shutdown for battery designs",
                "Fault flags: open thermocouple, short to GND, short to VDD",
            ],
            7.8,
            "\u2013",
        )

    def description() -> None:
        s.heading("\u25ae 2  Description", 10)
        s.para(
            "The DLT3166 digitises the voltage of a thermocouple with a 19-bit delta-sigma "
            "converter, measures its own die temperature as the cold junction and returns the "
            "linearised hot-junction temperature in degrees Celsius over a 4-wire serial "
            "interface. A configuration register selects continuous or one-shot conversion, "
            "the mains filter and shutdown.",
            7.8,
        )
        s.heading("\u25ae 3  Applications", 10)
        s.para(
            "Kilns and furnaces  " + MIDDOT + "  3D-printer hot ends  " + MIDDOT + "  smokers and "
            "ovens  " + MIDDOT + "  exhaust-gas monitoring  " + MIDDOT + "  industrial process control",
            7.8,
        )

    s.side_by_side(features, description, 235, 18)
    s.heading("\u25ae 4  Electrical Characteristics", 10)
    s.para(
        "VDD = 2.7 V to 5.5 V, TA = -40 " + DEG + " to +125 " + DEG + ", unless otherwise noted. "
        "Typical values at VDD = 3.3 V and TA = +25 " + DEG + ".",
        7.5,
    )
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 44, "C"),
            Col("Conditions", 170),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "", "2.7", "3.3", "5.5", "V"],
            [
                "Supply current,\ncontinuous mode",
                "I_{DD}",
                "VDD = 3.3 V\nVDD = 5.0 V",
                "",
                "0.65\n0.80",
                "1.0\n1.2",
                "mA",
            ],
            ["Standby current", "I_{STBY}", "one-shot mode, between conversions", "", "6", "15", MU + "A"],
            ["Shutdown current", "I_{SHDN}", "SHDN bit = 1", "", "0.8", "3", MU + "A"],
            ["Power-on reset threshold", "V_{POR}", "VDD rising", "", "2.3", "", "V"],
            [
                "Thermocouple\ntemperature error",
                "",
                "DLT3166K, -200 " + DEG + " to 0 " + DEG + "\nDLT3166K, 0 " + DEG + " to +1000 "
                + DEG + "\nDLT3166K, +1000 " + DEG + " to +1372 " + DEG + "\nDLT3166J, -210 "
                + DEG + " to +1200 " + DEG + "\nDLT3166N, -200 " + DEG + " to +1300 " + DEG,
                "-3.0\n-1.5\n-2.5\n-2.0\n-2.5",
                "",
                "+3.0\n+1.5\n+2.5\n+2.0\n+2.5",
                DEG,
            ],
            ["Thermocouple resolution", "", "", "", "0.125", "", DEG],
            [
                "Cold-junction\naccuracy",
                "",
                "TA = -20 " + DEG + " to +85 " + DEG + "\nTA = -40 " + DEG + " to +125 " + DEG,
                "-1.0\n-2.0",
                "",
                "+1.0\n+2.0",
                DEG,
            ],
            ["Cold-junction resolution", "", "", "", "0.03125", "", DEG],
            [
                "Conversion time",
                "t_{CONV}",
                "60 Hz filter selected\n50 Hz filter selected",
                "",
                "82\n98",
                "100\n118",
                "ms",
            ],
        ],
        7.3,
    )
    s.para(
        "The thermocouple temperature error includes the cold-junction error and applies for "
        "TA = -20 " + DEG + " to +85 " + DEG + " only.",
        7.3,
    )
    s.caption("Table 1 " + MIDDOT + " Electrical characteristics", 7.8)
    s.gap(2)
    s.heading("\u25ae 5  Serial Interface Characteristics", 10)
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 44, "C"),
            Col("Conditions", 170),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["SCK frequency", "f_{SCK}", "", "", "", "4", "MHz"],
            ["Input high voltage", "V_{IH}", "SCK, SDI, CS", "0.7 " + TIMES + " VDD", "", "", "V"],
            ["Input low voltage", "V_{IL}", "SCK, SDI, CS", "", "", "0.3 " + TIMES + " VDD", "V"],
            ["Output high voltage", "V_{OH}", "SDO, I_{SOURCE} = 1 mA", "VDD - 0.4", "", "", "V"],
            ["Output low voltage", "V_{OL}", "SDO, I_{SINK} = 2 mA", "", "", "0.4", "V"],
            ["CS to SCK setup time", "t_{CSS}", "", "100", "", "", "ns"],
        ],
        7.3,
    )
    s.caption("Table 2 " + MIDDOT + " Serial interface (SPI modes 1 and 3)", 7.8)

    s.add_page()
    s.heading("\u25ae 6  Versions", 10)
    s.table(
        [
            Col("Parameter", 139),
            Col("DLT3166K", 100, "C"),
            Col("DLT3166J", 100, "C"),
            Col("DLT3166N", 100, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["Thermocouple type (IEC 60584)", "K", "J", "N", ""],
            ["Measurement range", "-200 to +1372", "-210 to +1200", "-200 to +1300", DEG],
            ["Lead colours (+ / -)", "green / white", "black / white", "pink / white", ""],
        ],
        7.3,
        head_rows=[["", "Thermocouple version", "<", "<", ""]],
    )
    s.caption("Table 3 " + MIDDOT + " Range by version", 7.8)
    s.gap(2)
    s.heading("\u25ae 7  Absolute Maximum Ratings", 10)
    s.table(
        [Col("Parameter", 279), Col("Min", 70, "C"), Col("Max", 80, "C"), Col("Unit", 70, "C")],
        [
            ["Supply voltage, VDD to GND", "-0.3", "+6.0", "V"],
            ["SCK, SDI, SDO, CS to GND", "-0.3", "VDD + 0.3", "V"],
            ["T+, T- to GND", "-0.3", "VDD + 0.3", "V"],
            ["Operating temperature range", "-40", "+125", DEG],
            ["Junction temperature", "", "+150", DEG],
            ["Storage temperature range", "-65", "+150", DEG],
            ["Lead temperature (reflow, 10 s)", "", "+260", DEG],
        ],
        7.3,
    )
    s.caption("Table 4 " + MIDDOT + " Absolute maximum ratings", 7.8)
    s.para(
        "Stresses beyond those listed may damage the device. They are stress ratings only; "
        "operation at these limits is not implied.",
        7.0,
    )
    s.heading("\u25ae 8  Register Map", 10)
    s.table(
        [
            Col("Read addr.", 70, "C"),
            Col("Write addr.", 70, "C"),
            Col("Register", 110),
            Col("Reset", 60, "C"),
            Col("Content", 189),
        ],
        [
            ["0x00", "0x80", "CONFIG", "0x00", "ONESHOT, FILT50, SHDN, FAULT-CLR"],
            ["0x01", DASH, "TC_MSB", "0x00", "Thermocouple data, bits 14-7"],
            ["0x02", DASH, "TC_LSB", "0x00", "Thermocouple data, bits 6-0"],
            ["0x03", DASH, "CJ_MSB", "0x00", "Cold-junction data, high byte"],
            ["0x04", DASH, "CJ_LSB", "0x00", "Cold-junction data, low byte"],
            ["0x05", DASH, "FAULT", "0x00", "OC, SCG, SCV flags"],
            ["0x06", DASH, "DEVICE_ID", "0x66", "Reads 0x66"],
        ],
        7.3,
    )
    s.caption("Table 5 " + MIDDOT + " Register map", 7.8)
    s.gap(2)
    s.heading("\u25ae 9  Temperature Data Format", 10)
    s.table(
        [Col("Temperature (" + DEG + ")", 150, "C"), Col("TC_MSB : TC_LSB (binary)", 209, "C"), Col("Hex", 140, "C")],
        [
            ["+1372.000", "0010 1010 1110 0000", "0x2AE0"],
            ["+1000.125", "0001 1111 0100 0001", "0x1F41"],
            ["+25.000", "0000 0000 1100 1000", "0x00C8"],
            ["0.000", "0000 0000 0000 0000", "0x0000"],
            ["-0.125", "0111 1111 1111 1111", "0x7FFF"],
            ["-210.000", "0111 1001 0111 0000", "0x7970"],
        ],
        7.3,
    )
    s.caption("Table 6 " + MIDDOT + " Thermocouple data, 0.125 " + DEG + " per LSB, two's complement", 7.8)
    s.gap(2)
    s.heading("\u25ae 10  Applications Information", 10)
    s.para(
        "Logic levels follow VDD. With VDD = 5 V the DLT3166 connects directly to 5 V "
        "microcontrollers such as the ATmega328P. With VDD = 5 V the SDO high level is also "
        "about 5 V: do not connect SDO to a 3.3 V-only input (for example an ESP32 or a "
        "Raspberry Pi GPIO). Power the DLT3166 from 3.3 V in such systems, or add a level "
        "translator.",
        7.8,
    )
    s.para(
        "Use ungrounded (insulated-junction) probes. T- is biased at about 1.2 V inside the "
        "device; a grounded-junction probe touching earthed metal shorts T- to GND and sets "
        "the SCG fault. Place a 100 nF capacitor from VDD to GND and a 10 nF differential "
        "capacitor across T+ and T-.",
        7.8,
    )
    s.heading("\u25ae 11  Ordering Information", 10)
    s.table(
        [
            Col("Order code", 130),
            Col("Thermocouple", 90, "C"),
            Col("Package", 90, "C"),
            Col("Packing", 100, "C"),
            Col("Marking", 89, "C"),
        ],
        [
            ["DLT3166K-MS8", "K", "MSOP-8", "tube, 80", "166K"],
            ["DLT3166K-MS8R", "K", "MSOP-8", "reel, 2500", "166K"],
            ["DLT3166J-MS8", "J", "MSOP-8", "tube, 80", "166J"],
            ["DLT3166N-DF8", "N", "DFN-8 3 " + TIMES + " 3", "reel, 3000", "66N"],
        ],
        7.3,
    )
    revision_table(
        s,
        [
            ["2023-05", "1", "First edition"],
            ["2024-03", "2", "DLT3166N added; 50 Hz conversion time corrected"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "dlt3166.pdf")


# --------------------------------------- quad 12-bit I2C PWM / LED driver IC (Algiers)
def alq4312(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="CASBAH MICRO\u00c9LECTRONIQUE",
        header_right="ALQ4312 / ALQ4312H  |  Product data sheet  |  Rev. 3.1",
        footer_left="Casbah Micro\u00e9lectronique SpA  \u2013  Bab Ezzouar, Algiers, Algeria  \u2013  "
        "ALQ4312 product data sheet Rev. 3.1, 14 May 2024",
        footer_right="p{page}/{nb}",
        rule_color=(227, 66, 52),
        table_fill=None,
        accent=(190, 40, 30),
        grid=False,
    )
    s = Sheet(style, "ALQ4312 4-channel 12-bit PWM LED driver with I2C-bus interface")
    s.add_page()
    s.title_block(
        "ALQ4312; ALQ4312H",
        "4-channel 12-bit PWM LED driver with I" + SQ + "C-bus interface",
        "ALQ4312: open-drain outputs to 5.5 V  |  ALQ4312H: open-drain outputs to 20 V  |  "
        "TSSOP-10 and DFN-10",
        21,
    )

    def general() -> None:
        s.heading("\u2261 1.  General description", 10)
        s.para(
            "The ALQ4312 is an I" + SQ + "C-bus controlled 4-channel LED driver. Each open-drain "
            "output has its own 12-bit (4096-step) PWM controller clocked from an internal "
            "25 MHz oscillator, so RGB or RGBW LEDs can be mixed without flicker. The "
            "ALQ4312H has the same logic with high-voltage output transistors for 12 V LED "
            "strings.",
            7.8,
        )
        s.para(
            "Three hardware address pins allow eight devices on one bus. An LED All Call "
            "address programs every ALQ4312 on the bus at the same time.",
            7.8,
        )

    def features() -> None:
        s.heading("\u2261 2.  Features and benefits", 10)
        s.bullets(
            [
                "4 open-drain LED outputs, 12-bit PWM each",
                "Sink current up to 30 mA per output",
                "Fast-mode Plus I" + SQ + "C-bus, 1 MHz",
                "A0 to A2 address pins: 8 devices per bus",
                "PWM frequency 40 Hz to 1525 Hz",
                "Output enable pin (OE) for blanking",
                "SDA, SCL, A0 to A2 and OE are 5.5 V tolerant",
                "Operating range -40 " + DEG + " to +85 " + DEG,
            ],
            7.8,
            "\u25aa",
        )

    s.side_by_side(general, features, 262, 16)
    s.heading("\u2261 3.  Limiting values", 10)
    s.caption("Table 3A.  Limiting values (in accordance with the Absolute Maximum Rating System)", 7.8)
    s.table(
        [
            Col("Symbol", 52),
            Col("Parameter", 150),
            Col("Conditions", 137),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["V_{DD}", "supply voltage", "", "-0.5", "+6.0", "V"],
            ["V_{I}", "input voltage", "SDA, SCL, A0 to A2, OE", "-0.5", "+6.0", "V"],
            ["V_{O}", "output voltage", "LED0 to LED3, ALQ4312\nLED0 to LED3, ALQ4312H", "-0.5\n-0.5", "+6.0\n+24", "V"],
            ["I_{O}", "output current", "per LEDn pin, LOW", "", "40", "mA"],
            ["I_{SS}", "ground supply current", "total", "", "150", "mA"],
            ["T_{stg}", "storage temperature", "", "-65", "+150", DEG],
        ],
        7.3,
    )
    s.heading("\u2261 4.  Recommended operating conditions", 10)
    s.caption("Table 4A.  Operating conditions per version", 7.8)
    s.table(
        [
            Col("Symbol", 52),
            Col("Parameter", 150),
            Col("Min", 52, "C"),
            Col("Max", 52, "C"),
            Col("Min", 52, "C"),
            Col("Max", 52, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["V_{DD}", "supply voltage", "2.3", "5.5", "2.3", "5.5", "V"],
            ["V_{O(off)}", "LED output voltage, off state", DASH, "5.5", DASH, "20", "V"],
            ["I_{OL}", "LOW-level output current per LEDn", DASH, "30", DASH, "25", "mA"],
            ["T_{amb}", "ambient temperature", "-40", "+85", "-40", "+85", DEG],
        ],
        7.3,
        head_rows=[["", "", "ALQ4312", "<", "ALQ4312H", "<", ""]],
    )
    s.heading("\u2261 5.  Static characteristics", 10)
    s.caption(
        "Table 5A.  Static characteristics (VDD = 2.3 V to 5.5 V; Tamb = -40 " + DEG + " to +85 "
        + DEG + "; unless otherwise specified)",
        7.8,
    )
    s.table(
        [
            Col("Symbol", 52),
            Col("Parameter", 112),
            Col("Conditions", 150),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            [
                "I_{DD}",
                "supply current\n(operating)",
                "oscillator on, outputs off\nVDD = 2.3 V\nVDD = 3.3 V\nVDD = 5.5 V",
                "\n\n\n",
                "\n0.9\n1.1\n1.6",
                "\n1.5\n1.8\n2.5",
                "mA",
            ],
            [
                "I_{stb}",
                "standby current",
                "SLEEP = 1, no bus activity\nVDD = 3.3 V\nVDD = 5.5 V",
                "",
                "\n1.8\n2.6",
                "\n6\n9",
                MU + "A",
            ],
            ["V_{POR}", "power-on reset voltage", "VDD rising", "", "1.7", "2.0", "V"],
            [
                "I_{OL}",
                "LOW-level output\ncurrent per LEDn",
                "VOL = 0.5 V\nVDD = 2.3 V\nVDD = 3.0 V\nVDD = 4.5 V",
                "\n12\n20\n30",
                "",
                "",
                "mA",
            ],
            [
                "I_{LO}",
                "output leakage current",
                "LEDn off; VO = 5.5 V (ALQ4312)\nLEDn off; VO = 20 V (ALQ4312H)",
                "",
                "",
                "1\n5",
                MU + "A",
            ],
            ["V_{IH}", "HIGH-level input voltage", "SCL, SDA, A0 to A2, OE", "0.7VDD", "", "5.5", "V"],
            ["V_{IL}", "LOW-level input voltage", "SCL, SDA, A0 to A2, OE", "-0.5", "", "0.3VDD", "V"],
            ["I_{OL(SDA)}", "SDA LOW-level output current", "VOL = 0.4 V", "25", "", "", "mA"],
            ["C_{i}", "input capacitance", "VI = GND", "", "6", "10", "pF"],
        ],
        7.3,
    )

    s.add_page()
    s.heading("\u2261 6.  Dynamic characteristics", 10)
    s.caption("Table 6A.  Dynamic characteristics", 7.8)
    s.table(
        [
            Col("Symbol", 52),
            Col("Parameter", 130),
            Col("Conditions", 132),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            [
                "f_{SCL}",
                "SCL clock frequency",
                "Standard-mode\nFast-mode\nFast-mode Plus",
                "0\n0\n0",
                "",
                "100\n400\n1000",
                "kHz",
            ],
            ["f_{osc}", "internal oscillator frequency", "", "23", "25", "27", "MHz"],
            ["f_{PWM}", "PWM output frequency", "PRESCALE 0x97 to 0x03", "40", "200", "1525", "Hz"],
            ["", "PWM resolution", "", "", "12", "", "bit"],
            ["t_{w(rst)}", "software reset time", "", "", "", "500", MU + "s"],
        ],
        7.3,
    )
    s.para("The typical PWM frequency is the power-up default (PRESCALE = 0x1E).", 7.3)
    s.heading("\u2261 7.  Device addressing", 10)
    s.para(
        "The 7-bit slave address is 1011 A2 A1 A0: 0x58 to 0x5F, set by the A0 to A2 pins "
        "(tie each pin to VDD or VSS; do not leave them open). After power-up the ALQ4312 "
        "also answers the LED All Call address 0x70. Sub Call addresses 0x71, 0x72 and 0x74 "
        "are off after power-up. The Software Reset is the byte 0x06 sent to the general "
        "call address 0x00.",
        7.8,
    )
    s.caption("Table 7A.  Hardware address selection", 7.8)
    s.table(
        [Col("A2", 60, "C"), Col("A1", 60, "C"), Col("A0", 60, "C"), Col("7-bit address", 120, "C"),
         Col("A2", 40, "C"), Col("A1", 40, "C"), Col("A0", 40, "C"), Col("7-bit address", 79, "C")],
        [
            ["0", "0", "0", "0x58", "1", "0", "0", "0x5C"],
            ["0", "0", "1", "0x59", "1", "0", "1", "0x5D"],
            ["0", "1", "0", "0x5A", "1", "1", "0", "0x5E"],
            ["0", "1", "1", "0x5B", "1", "1", "1", "0x5F"],
        ],
        7.3,
    )
    s.para(
        "Do not place another device at 0x70 on the same bus unless the ALLCALL bit in MODE1 "
        "is cleared first.",
        7.3,
    )
    s.heading("\u2261 8.  Register map", 10)
    s.caption("Table 8A.  Register summary", 7.8)
    s.table(
        [Col("Address", 70, "C"), Col("Name", 110), Col("Reset value", 80, "C"), Col("Function", 239)],
        [
            ["0x00", "MODE1", "0x11", "SLEEP, ALLCALL, SUB1 to SUB3, auto-increment"],
            ["0x01", "MODE2", "0x04", "INVRT, OCH, OUTNE"],
            ["0x02 to 0x05", "LED0_ON_L to LED0_OFF_H", "0x00", "LED0 on / off counts (12 bit)"],
            ["0x06 to 0x11", "LED1 to LED3", "0x00", "as LED0"],
            ["0x12", "ALLCALLADR", "0xE0", "LED All Call address (8-bit form)"],
            ["0xFE", "PRESCALE", "0x1E", "PWM frequency = 25 MHz / (4096 " + TIMES + " (PRESCALE + 1))"],
        ],
        7.3,
    )
    s.heading("\u2261 9.  Application information", 10)
    s.bullets(
        [
            "Driving 12 V LED strips: use the ALQ4312H. ALQ4312 outputs must never be pulled "
            "above 5.5 V, even when off.",
            "Each output sinks up to 30 mA (ALQ4312) or 25 mA (ALQ4312H). For higher currents "
            "drive the gate of an external logic-level MOSFET with a pull-up resistor.",
            "The outputs cannot source current; connect the LED anodes to the LED supply.",
            "Fit a 100 nF decoupling capacitor close to VDD.",
        ],
        7.8,
        "\u25aa",
    )
    s.heading("\u2261 10.  Ordering information", 10)
    s.caption("Table 10A.  Ordering options", 7.8)
    s.table(
        [Col("Type number", 120), Col("Outputs", 90, "C"), Col("Package", 130), Col("Marking", 70, "C"),
         Col("Packing", 89, "C")],
        [
            ["ALQ4312TS", "5.5 V", "TSSOP-10", "A4312", "reel, 2500"],
            ["ALQ4312DN", "5.5 V", "DFN-10, 3 " + TIMES + " 3 mm", "312", "reel, 5000"],
            ["ALQ4312HTS", "20 V", "TSSOP-10", "A4312H", "reel, 2500"],
            ["ALQ4312HDN", "20 V", "DFN-10, 3 " + TIMES + " 3 mm", "312H", "reel, 5000"],
        ],
        7.3,
    )
    revision_table(
        s,
        [
            ["2022-10-03", "2.0", "Product data sheet"],
            ["2024-05-14", "3.1", "ALQ4312H added; IOL per VDD corrected"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "alq4312.pdf")


# ----------------------------------------------- boost converter module (Vientiane)
def vlb36(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="MEKONG MAKER MART  " + MIDDOT + "  electronics " + MIDDOT + " robotics " + MIDDOT + " IoT",
        header_right="Product sheet  VLB-36 / VLB-36H",
        footer_left="Mekong Maker Mart Sole Co., Ltd.  " + MIDDOT + "  Ban Sisaket, Chanthabouly, "
        "Vientiane, Lao PDR  " + MIDDOT + "  Enterprise reg. 01-0034512",
        footer_right="sheet {page} / {nb}",
        rule_color=(242, 133, 0),
        table_fill=None,
        accent=(205, 100, 0),
        grid=False,
    )
    s = Sheet(style, "VLB-36 / VLB-36H adjustable boost converter module")
    s.add_page()
    s.title_block(
        "VLB-36  /  VLB-36H",
        "Adjustable DC-DC Boost (Step-Up) Converter Module",
        "SKU MMM-PWR-0361 (VLB-36, small)  " + MIDDOT + "  MMM-PWR-0362 (VLB-36H, high power)  "
        + MIDDOT + "  prices include 10 % VAT",
        22,
    )
    s.heading("\u27a2 What it does", 10.5)
    s.para(
        "Both boards raise a DC voltage to a higher, adjustable DC voltage. The small VLB-36 "
        "is the classic 1.2 MHz board for batteries and USB: it fits behind a breadboard and "
        "starts from 2 V. The VLB-36H uses a 5 A switch and a large toroid for 12 V and 24 V "
        "systems, LED panels and laptop-style loads. The output is set with a 25-turn "
        "trimmer; a red LED shows that the output is on.",
        8.0,
    )
    s.heading("\u27a2 Specifications", 10.5)
    s.table(
        [Col("Item", 170), Col("VLB-36", 120, "C"), Col("VLB-36H", 120, "C"), Col("Unit", 89, "C")],
        [
            ["Input voltage", "2.0 " + NDASH + " 24", "3.5 " + NDASH + " 32", "V"],
            ["Output voltage (adjustable)", "5 " + NDASH + " 28", "6 " + NDASH + " 48", "V"],
            ["Output minus input, min.", "0.5", "1.0", "V"],
            ["Switch current limit", "2.0", "5.0", "A"],
            ["Switching frequency", "1200", "180", "kHz"],
            ["No-load input current,\ntyp. (12 V out)", "2.5", "12", "mA"],
            ["Efficiency, best case", "93", "94", "%"],
            ["Operating temperature", "-40 " + NDASH + " +85", "-20 " + NDASH + " +70", DEG],
            ["Size (L " + TIMES + " W " + TIMES + " H)", "37 " + TIMES + " 17 " + TIMES + " 7",
             "60 " + TIMES + " 32 " + TIMES + " 18", "mm"],
            ["Weight", "3", "18", "g"],
        ],
        7.8,
        head_rows=[["", "Version", "<", ""]],
    )
    s.heading("\u27a2 How much current can I draw?", 10.5)
    s.para(
        "The switch current limit is not the output current. What you can take from the output "
        "depends on how far you boost. Measured at 25 " + DEG + " in free air, trimmer set with "
        "no load:",
        8.0,
    )
    s.table(
        [
            Col("Version", 80),
            Col("Vin " + ARROW + " Vout", 110, "C"),
            Col("Max. output current", 110, "C"),
            Col("Efficiency", 80, "C"),
            Col("Note", 119),
        ],
        [
            [
                "VLB-36",
                "3.7 V " + ARROW + " 5 V\n5 V " + ARROW + " 9 V\n5 V " + ARROW + " 12 V\n12 V " + ARROW + " 24 V",
                "0.8 A\n0.6 A\n0.4 A\n0.35 A",
                "91 %\n92 %\n90 %\n93 %",
                "IC gets warm above\n0.5 A at 5 V out",
            ],
            [
                "VLB-36H",
                "5 V " + ARROW + " 12 V\n12 V " + ARROW + " 24 V\n12 V " + ARROW + " 36 V\n24 V " + ARROW + " 48 V",
                "1.5 A\n2.0 A\n1.2 A\n1.0 A",
                "90 %\n94 %\n92 %\n94 %",
                "add airflow or a\nheatsink above 30 W",
            ],
        ],
        7.8,
    )
    s.para(
        "Input current = output power / efficiency / input voltage. Example: VLB-36 at 5 V " + ARROW
        + " 12 V, 0.4 A out: 4.8 W / 0.90 / 5 V = about 1.07 A from the source.",
        7.8,
    )
    s.heading("\u27a2 Pads", 10.5)
    s.table(
        [Col("Pad", 80), Col("VLB-36", 150), Col("VLB-36H", 150), Col("Wire", 119)],
        [
            ["VIN+ / IN+", "input +, 2.0 " + NDASH + " 24 V", "input +, 3.5 " + NDASH + " 32 V", "22 AWG / 16 AWG"],
            ["VIN- / IN-", "input ground", "input ground", "common with OUT-"],
            ["VOUT+ / OUT+", "output +", "output +", "22 AWG / 16 AWG"],
            ["VOUT- / OUT-", "output ground", "output ground", ""],
        ],
        7.8,
    )

    s.add_page()
    s.heading("\u27a2 Good to know", 10.5)
    s.bullets(
        [
            "Boost only: the output is never lower than the input. If the input is above the "
            "setting, the input passes to the output through the diode, minus about 0.5 V.",
            "No reverse-polarity protection: swapping VIN+ and VIN- destroys the IC at once.",
            "No output current limit and no short-circuit protection: a short on the output "
            "connects the input supply through the inductor and diode. Fuse the input.",
            "The trimmer is turned fully counter-clockwise at the factory (lowest output). Turn "
            "it clockwise to raise the output; about 25 turns cover the range. Set the voltage "
            "before you connect the load.",
            "Below 2.5 V input the VLB-36 still starts, but the output current falls to about "
            "half of the 3.7 V figure.",
        ],
        8.0,
        "\u2013",
    )
    s.heading("\u27a2 FAQ", 10.5)
    s.para("Q: Can I run it from one 18650 / 1S Li-ion cell?", 8.0, bold=True)
    s.para(
        "A: Yes, that is what the VLB-36 is for. From 3.0 V to 4.2 V it gives 5 V at up to "
        "0.8 A. Add a protection board to the cell; the module does not cut off at low "
        "battery voltage.",
        8.0,
    )
    s.para("Q: Can it give 5 V from my 12 V adapter?", 8.0, bold=True)
    s.para(
        "A: No. This board only steps up. For 12 V in, 5 V out you need a buck (step-down) "
        "module, for example our VLB-B5 in the power section.",
        8.0,
    )
    s.para("Q: USB power bank to 12 V for a small fan?", 8.0, bold=True)
    s.para(
        "A: Yes with the VLB-36: 5 V " + ARROW + " 12 V up to 0.4 A. The bank then supplies "
        "about 1.1 A. Some banks switch off below about 50 mA, so very small loads may turn "
        "the bank off after a few seconds.",
        8.0,
    )
    s.para("Q: Does the VLB-36H need a heatsink?", 8.0, bold=True)
    s.para(
        "A: Up to about 30 W output it runs in free air. Above that, add a small fan or mount "
        "the board so that air flows over the inductor and the diode.",
        8.0,
    )
    s.heading("\u27a2 Prices", 10.5)
    s.table(
        [Col("SKU", 110), Col("Item", 229), Col("Price (LAK, incl. VAT)", 160, "R")],
        [
            ["MMM-PWR-0361", "VLB-36 boost module, 1 pc", "28 000"],
            ["MMM-PWR-0361-5", "VLB-36 boost module, pack of 5", "125 000"],
            ["MMM-PWR-0362", "VLB-36H boost module, 1 pc", "96 000"],
            ["MMM-FUS-0005", "Inline fuse holder with 5 A fuse", "15 000"],
        ],
        7.8,
    )
    s.para(
        "Shop: Ban Sisaket, opposite the Talat Sao bus station, open Mon-Sat 08:30-18:00. "
        "Delivery in Vientiane Capital the same day for orders before 14:00.",
        7.5,
    )
    return save(s, out / "vlb-36.pdf")


# ----------------------------------- solid-state relay module, AC load (Port of Spain)
def tntssr(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="WOODBROOK ELECTRONICS  \u271a  Ariapita Avenue, Port of Spain",
        header_right="TNT-SSR series  |  Solid-state relay modules",
        footer_left="Woodbrook Electronics Ltd  " + MIDDOT + "  Port of Spain, Trinidad and Tobago  "
        + MIDDOT + "  BIR No. 412-337-09  " + MIDDOT + "  VAT 12.5 % included",
        footer_right="TNT-SSR " + MIDDOT + " {page}/{nb}",
        rule_color=(0, 122, 77),
        table_fill=(222, 241, 231),
        accent=(0, 105, 66),
        grid=True,
    )
    s = Sheet(style, "TNT-SSR solid-state relay modules for AC loads")
    s.add_page()
    s.title_block(
        "TNT-SSR1-05 / TNT-SSR2-05 / TNT-SSR2-12",
        "Solid-State Relay Module for AC Loads, 1 or 2 Channels",
        "Zero-cross TRIAC output  " + MIDDOT + "  active-HIGH inputs  " + MIDDOT + "  on-board fuse "
        "per channel  " + MIDDOT + "  Woodbrook item codes WE-SSR-105 / -205 / -212",
        17,
    )
    s.heading("\u271a OVERVIEW", 10)
    s.para(
        "Each channel is a 2 A zero-cross TRIAC solid-state relay with an RC snubber, a T2A "
        "fuse and a red LED. There is no coil and nothing clicks, so it suits heaters, "
        "lamps and fans that switch often. A channel turns on when its CH input is pulled "
        "HIGH. The -05 versions take a 5 V module supply on DC+; the -12 version takes 12 V.",
        8.0,
    )
    s.heading("\u271a CONTROL SIDE", 10)
    s.table(
        [
            Col("Parameter", 159),
            Col("TNT-SSR1-05", 85, "C"),
            Col("TNT-SSR2-05", 85, "C"),
            Col("TNT-SSR2-12", 85, "C"),
            Col("Unit", 85, "C"),
        ],
        [
            ["Channels", "1", "2", "2", ""],
            ["Module supply DC+", "4.5 " + NDASH + " 5.5", "4.5 " + NDASH + " 5.5", "10.8 " + NDASH + " 13.2", "V"],
            ["Supply current,\nall channels ON", "11", "22", "14", "mA"],
            ["Supply current,\nall channels OFF", "0.4", "0.6", "0.6", "mA"],
            ["CH input, ON level", "2.5 " + NDASH + " 5.5", "2.5 " + NDASH + " 5.5", "2.5 " + NDASH + " 12", "V"],
            ["CH input, OFF level", "0 " + NDASH + " 0.8", "0 " + NDASH + " 0.8", "0 " + NDASH + " 0.8", "V"],
            ["CH input current at 3.3 V", "1.9", "1.9", "1.9", "mA"],
            ["CH input current at 5 V", "3.4", "3.4", "3.4", "mA"],
        ],
        7.6,
        head_rows=[["", "Version", "<", "<", ""]],
    )
    s.heading("\u271a LOAD SIDE (per channel)", 10)
    s.table(
        [
            Col("Parameter", 135),
            Col("Conditions", 128),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 44, "C"),
            Col("Notes", 60, "C"),
        ],
        [
            ["Load voltage", "AC, 50 / 60 Hz", "75", "", "264", "VAC", "rated\n100-240 VAC"],
            [
                "Load current\n(resistive)",
                "Tamb = 25 " + DEG + "\nTamb = 40 " + DEG + "\nTamb = 55 " + DEG,
                "",
                "",
                "2.0\n1.5\n1.0",
                "A",
                "",
            ],
            ["Minimum load current", "", "50", "", "", "mA", ""],
            ["Surge current", "one cycle, 60 Hz", "", "", "20", "A", "peak"],
            ["On-state voltage drop", "at 2 A", "", "1.2", "1.6", "V", ""],
            ["Off-state leakage", "at 200 VAC, 60 Hz", "", "", "1.5", "mA", "snubber"],
            ["Turn-on time", "zero-cross", "", "", "10", "ms", "1/2 cycle + 1 ms"],
            ["Turn-off time", "", "", "", "10", "ms", "1/2 cycle + 1 ms"],
            ["Isolation, input to load", "1 min", "2500", "", "", "VAC", "rms"],
            ["Operating temperature", "", "-30", "", "+80", DEG, ""],
            ["Storage temperature", "", "-30", "", "+100", DEG, ""],
        ],
        7.6,
    )
    s.para(
        "Derating: the load current falls from 2.0 A at 25 " + DEG + " to 1.0 A at 55 " + DEG
        + " because the SSRs sit close together without a heatsink. Above 55 " + DEG
        + " use an industrial SSR on a heatsink.",
        7.6,
    )

    s.add_page()
    s.heading("\u271a CONNECTIONS", 10)
    s.table(
        [Col("Terminal", 90), Col("Marked", 80, "C"), Col("Function", 329)],
        [
            ["Header pin 1", "DC+", "module supply, 5 V (-05) or 12 V (-12)"],
            ["Header pin 2", "DC-", "ground of the module supply and of the control signals"],
            ["Header pin 3", "CH1", "channel 1 input, HIGH = ON"],
            ["Header pin 4", "CH2", "channel 2 input, HIGH = ON (2-channel versions)"],
            ["Screw terminal pair", "SW1 / SW2", "switched output, in series with the AC load (L wire)"],
        ],
        7.6,
    )
    s.heading("\u271a WIRING A 3.3 V BOARD", 10)
    s.para(
        "The inputs switch at 2.5 V, so 3.3 V GPIOs (ESP32, Raspberry Pi, Pico) drive CH1 and "
        "CH2 directly. DC+ still needs 5 V on the -05 versions (12 V on the -12): the LEDs and "
        "the SSR drivers run from DC+, not from the CH pin. Connect DC- to the board's GND.",
        8.0,
    )
    s.heading("\u271a FAQ", 10)
    faq = [
        (
            "Can it switch DC, for example a 12 V LED strip or a DC motor?",
            "No. The output is a TRIAC: once on, it only turns off when the AC current passes "
            "through zero. On DC it never turns off again. Use a MOSFET module for DC loads.",
        ),
        (
            "How big a heater can one channel run?",
            "Up to 2 A at 25 " + DEG + ": 460 W at 230 V or 240 W at 120 V. A 2 kW kettle or "
            "heater draws about 8.7 A at 230 V and is far too much.",
        ),
        (
            "My 230 V LED bulb glows faintly when the channel is OFF. Why?",
            "Up to 1.5 mA leaks through the snubber. Use a bulb above 5 W or put a 100 k" + OHM
            + " / 0.5 W resistor across the bulb.",
        ),
        (
            "Can I dim a lamp with PWM?",
            "No phase-angle dimming: the SSR only turns on near the zero crossing. Slow on/off "
            "control (burst firing with a period of 1 s or more) for heaters is fine.",
        ),
        (
            "Will it work on 120 V, 60 Hz as well as 230 V, 50 Hz?",
            "Yes, anything from 75 to 264 VAC at 50 or 60 Hz.",
        ),
    ]
    for question, answer in faq:
        s.para("Q. " + question, 8.0, bold=True)
        s.para("A. " + answer, 8.0)
    s.heading("\u271a PRICES", 10)
    s.table(
        [Col("Item code", 100), Col("Description", 259), Col("Price (TT$, VAT incl.)", 140, "R")],
        [
            ["WE-SSR-105", "TNT-SSR1-05, 1 channel, 5 V", "38.00"],
            ["WE-SSR-205", "TNT-SSR2-05, 2 channels, 5 V", "59.00"],
            ["WE-SSR-212", "TNT-SSR2-12, 2 channels, 12 V", "65.00"],
            ["WE-FUS-T2A", "T2A 5 " + TIMES + " 20 mm spare fuses, pack of 10", "12.00"],
        ],
        7.6,
    )
    s.para(
        "Mains wiring must be done by a qualified person. Keep the module in a closed, earthed "
        "enclosure; the screw terminals and the fuse carry mains voltage.",
        7.6,
        bold=True,
    )
    return save(s, out / "tnt-ssr.pdf")
