"""Hold-out 112 datasheets, part 2: a serial LED display driver, a 16-bit I2C ADC, a
5 V PCB power relay and an ultrasonic ranging module.

An Aarhus display-driver fabless sheet (headless key-data card beside the description,
limiting values per grade, static table with symbol-only logic rows, an RSET table
whose columns are LED forward voltages, register map as decoy), an Albuquerque
mixed-signal ADC sheet (device-comparison table over three family members, PGA table
with LSB sizes, address-pin table next to pointer-register codes, supply current rows
without a name), a Shantou relay-factory catalogue page (coil data per coil voltage
with two sensitivity versions, NO / NC contact ratings, inductive rating only in the
notes) and a Corsican / English maker-shop sheet for a 40 kHz ultrasonic module
(bilingual wrapped names, limits only in the FAQ, a timing table).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"


# ------------------------------------------------------------ LED display driver (Aarhus)
def sld7219(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="NORDLYS MIKRO",
        header_right="SLD7219  serial 8-digit LED display driver",
        footer_left="Nordlys Mikro ApS \u00b7 Aarhus \u00b7 SLD7219 product data \u00b7 issue 5",
        footer_right="SLD7219 \u2500 {page}",
        rule_color=(120, 20, 40),
        table_fill=None,
        accent=(120, 20, 40),
        grid=False,
    )
    s = Sheet(style, "SLD7219 serial LED display driver")
    s.add_page()
    s.title_block(
        "SLD7219",
        "Serially interfaced 8-digit LED display driver",
        "SLD7219CN (DIP-24) \u00b7 SLD7219CW (SO-24) \u00b7 SLD7219EW (SO-24, extended "
        "temperature)",
        22,
    )

    def desc() -> None:
        s.heading("General description", 10)
        s.para(
            "The SLD7219 drives common-cathode displays of up to 8 digits of 7 segments plus "
            "decimal point, bar graphs or 64 individual LEDs (an 8 x 8 matrix). It contains a "
            "BCD code-B decoder, multiplex scan circuitry, segment and digit drivers and an "
            "8 x 8 static RAM. One external resistor sets the peak current of all segments. "
            "A 3-wire serial interface (DIN, CLK, LOAD/CS) loads 16-bit words; devices cascade "
            "through DOUT.",
            8,
        )
        s.para(
            "Brightness can be set digitally in 16 steps through the intensity register, in "
            "addition to the analog setting by RSET.",
            8,
        )

    def card() -> None:
        s.heading("Key data", 10)
        s.table(
            [Col("", 95), Col("", 108)],
            [
                ["Supply", "4.0 ... 5.5 V"],
                ["Serial clock", "up to 10 MHz"],
                ["Digits / segments", "8 / 8"],
                ["Segment current", "set by RSET"],
                ["Digital brightness", "16 steps"],
                ["Shutdown current", "150 " + MU + "A"],
            ],
            7.8,
            show_head=False,
        )

    s.side_by_side(desc, card, 280)
    s.heading("1  Limiting values", 10)
    s.para("In accordance with the Absolute Maximum Rating System (IEC 60134).", 7.4)
    s.table(
        [
            Col("Parameter", 250),
            Col("Symbol", 60, "C"),
            Col("Limits", 120, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["supply voltage (V+ to GND)", "VCC", "-0.3 ... 6", "V"],
            ["input voltage, DIN, CLK, LOAD/CS", "VI", "-0.3 ... 6", "V"],
            ["voltage on all other pins", "", "-0.3 ... VCC + 0.3", "V"],
            ["DIG0 ... DIG7 sink current", "IDIG", "500", "mA"],
            ["SEG A ... G, DP source current", "ISEG", "100", "mA"],
            ["operating temperature, SLD7219CN / CW", "Tamb", "0 ... +70", DEG],
            ["operating temperature, SLD7219EW", "Tamb", "-40 ... +85", DEG],
            ["storage temperature", "Tstg", "-65 ... +160", DEG],
        ],
        7.6,
    )
    s.heading("2  Static characteristics", 10)
    s.para(
        "V+ = 5 V " + PM + " 10 %, RSET = 9.53 k" + OHM + " " + PM + " 1 %, Tamb = Tmin to Tmax, "
        "unless otherwise specified.",
        7.4,
    )
    s.table(
        [
            Col("Parameter", 125),
            Col("Symbol", 45, "C"),
            Col("Conditions", 159),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["operating supply voltage", "VCC", "", "4.0", "5.0", "5.5", "V"],
            [
                "shutdown supply current",
                "ISHDN",
                "all digital inputs at V+ or GND,\nTamb = 25 " + DEG,
                "",
                "",
                "150",
                MU + "A",
            ],
            [
                "operating supply current",
                "ICC",
                "all segments and DP on,\nISEG = -40 mA",
                "",
                "",
                "330",
                "mA",
            ],
            ["display scan rate", "fOSC", "8 digits scanned", "500", "800", "1300", "Hz"],
            ["digit drive sink current", "IDIGIT", "VOUT = 0.65 V", "320", "", "", "mA"],
            [
                "segment drive source current",
                "ISEG",
                "Tamb = 25 " + DEG + ", VOUT = V+ - 3 V",
                "-30",
                "-40",
                "-45",
                "mA",
            ],
            ["", "VIH", "DIN, CLK, LOAD/CS", "3.5", "", "", "V"],
            ["", "VIL", "DIN, CLK, LOAD/CS", "", "", "0.8", "V"],
            ["", "VOH", "DOUT, ISOURCE = -1 mA", "V+ - 1", "", "", "V"],
            ["", "VOL", "DOUT, ISINK = 1.6 mA", "", "", "0.4", "V"],
        ],
        7.4,
    )
    s.add_page()
    s.heading("3  Dynamic characteristics", 10)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["CLK clock period", "tCP", "100", "", "", "ns"],
            ["CLK pulse width high", "tCH", "50", "", "", "ns"],
            ["CLK pulse width low", "tCL", "50", "", "", "ns"],
            ["DIN set-up time", "tDS", "25", "", "", "ns"],
            ["DIN hold time", "tDH", "0", "", "", "ns"],
            ["LOAD rising edge to next CLK", "tLDCK", "50", "", "", "ns"],
            ["data-to-segment delay", "tDSPD", "", "", "2.25", "ms"],
        ],
        7.4,
    )
    s.heading("4  Selecting RSET", 10)
    s.para(
        "RSET (k" + OHM + ") from ISET to V+ for a wanted peak segment current and the forward "
        "voltage of the LEDs. The segment current is about 100 times the current out of ISET.",
        7.4,
    )
    s.table(
        [
            Col("ISEG (mA)", 99, "C"),
            Col("VLED = 1.5 V", 80, "C"),
            Col("2.0 V", 80, "C"),
            Col("2.5 V", 80, "C"),
            Col("3.0 V", 80, "C"),
            Col("3.5 V", 80, "C"),
        ],
        [
            ["40", "12.2", "11.8", "11.0", "10.6", "9.69"],
            ["30", "17.8", "17.1", "15.8", "15.0", "14.0"],
            ["20", "29.8", "28.0", "25.9", "24.5", "22.6"],
            ["10", "66.7", "63.7", "59.3", "55.4", "51.2"],
        ],
        7.4,
    )
    s.heading("5  Register address map", 10)
    s.table(
        [
            Col("Register", 150),
            Col("Address D11-D8", 120, "C"),
            Col("Hex code", 110, "C"),
            Col("Reset value", 119, "C"),
        ],
        [
            ["No-op", "0000", "0xX0", "-"],
            ["Digit 0 ... Digit 7", "0001 ... 1000", "0xX1 ... 0xX8", "undefined"],
            ["Decode mode", "1001", "0xX9", "0x00"],
            ["Intensity", "1010", "0xXA", "0x00"],
            ["Scan limit", "1011", "0xXB", "0x00"],
            ["Shutdown", "1100", "0xXC", "0x00"],
            ["Display test", "1111", "0xXF", "0x00"],
        ],
        7.4,
    )
    s.heading("6  Application hints", 10)
    s.para(
        "Decouple V+ with a 10 " + MU + "F electrolytic and a 100 nF ceramic capacitor close to "
        "the device: the digit drivers switch up to 8 x 40 mA = 320 mA at the scan rate. On "
        "power-up the device starts in shutdown mode with the display blank. Up to eight "
        "devices have been tested in one cascade; the load on DOUT sets the limit.",
        7.4,
    )
    return save(s, out / "sld7219.pdf")


# ------------------------------------------------------------ 16-bit ADC (Albuquerque)
def nxa1115(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Mesa Verde Mixed Signal",
        header_right="NXA1113, NXA1114, NXA1115",
        footer_left="Mesa Verde Mixed Signal, Inc. \u00b7 Albuquerque, NM \u00b7 MVMS-DS-0115E",
        footer_right="{page}/{nb}",
        rule_color=(170, 90, 30),
        table_fill=(246, 236, 222),
        accent=(150, 70, 20),
        grid=True,
    )
    s = Sheet(style, "NXA111x 16-bit I2C ADC")
    s.add_page()
    s.title_block(
        "NXA1115",
        "16-Bit, 860-SPS, 4-Channel Delta-Sigma ADC with PGA, Oscillator, Reference and I2C",
        "Family: NXA1113 (1 channel, no PGA) \u00b7 NXA1114 (1 channel, PGA) \u00b7 NXA1115 "
        "(4 channels, PGA) \u00b7 VSSOP-10, X2QFN-10",
        20,
    )

    def feats() -> None:
        s.heading("1 Features", 9.5)
        s.bullets(
            [
                "Wide supply range: 2.0 V to 5.5 V",
                "Low current consumption: 150 " + MU + "A (continuous conversion)",
                "Programmable data rate: 8 SPS to 860 SPS",
                "Internal low-drift reference and oscillator",
                "I2C interface with four pin-selectable addresses",
                "Four single-ended or two differential inputs (NXA1115)",
                "Programmable comparator (NXA1114, NXA1115)",
                "Operating temperature: -40 " + DEG + " to +125 " + DEG,
            ],
            7.8,
        )

    def desc() -> None:
        s.heading("2 Applications", 9.5)
        s.bullets(["Portable instrumentation", "Battery monitoring", "Sensor interfaces"], 7.8)
        s.heading("3 Description", 9.5)
        s.para(
            "The NXA111x are precision 16-bit ADCs in ultra-small packages. A programmable "
            "gain amplifier (PGA) offers input ranges from " + PM + "256 mV to " + PM + "6.144 V. "
            "The I2C port supports standard (100 kHz), fast (400 kHz) and high-speed (up to "
            "3.4 MHz) modes. In single-shot mode the device powers down after each conversion.",
            7.8,
        )

    s.side_by_side(feats, desc, 250)
    s.heading("4 Device Comparison", 9.5)
    s.table(
        [
            Col("Device", 90),
            Col("Resolution", 80, "C"),
            Col("Max data rate", 90, "C"),
            Col("Input channels", 90, "C"),
            Col("PGA", 60, "C"),
            Col("Comparator", 89, "C"),
        ],
        [
            ["NXA1115", "16 bit", "860 SPS", "2 diff. / 4 SE", "Yes", "Yes"],
            ["NXA1114", "16 bit", "860 SPS", "1 diff.", "Yes", "Yes"],
            ["NXA1113", "16 bit", "860 SPS", "1 diff.", "No", "No"],
        ],
        7.6,
    )
    s.heading("5 Absolute Maximum Ratings", 9.5)
    s.table(
        [Col("Parameter", 230), Col("Min", 80, "C"), Col("Max", 100, "C"), Col("Unit", 89, "C")],
        [
            ["Power-supply voltage, VDD to GND", "-0.3", "7", "V"],
            ["Analog input voltage, AIN0 ... AIN3", "GND - 0.3", "VDD + 0.3", "V"],
            ["Digital input voltage, SDA, SCL", "GND - 0.5", "5.5", "V"],
            ["Digital input voltage, ADDR", "GND - 0.3", "VDD + 0.3", "V"],
            ["Input current, continuous, any pin except supply", "-10", "10", "mA"],
            ["Junction temperature, TJ", "", "150", DEG],
            ["Storage temperature, Tstg", "-60", "150", DEG],
        ],
        7.6,
    )
    s.heading("6 Recommended Operating Conditions", 9.5)
    s.table(
        [
            Col("Parameter", 230),
            Col("Min", 60, "C"),
            Col("Nom", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Power-supply voltage, VDD", "2.0", "", "5.5", "V"],
            ["Absolute input voltage, AINx", "GND", "", "VDD", "V"],
            ["Full-scale input range, FSR (Note 1)", PM + "0.256", "", PM + "6.144", "V"],
            ["Operating ambient temperature, TA", "-40", "", "125", DEG],
        ],
        7.6,
    )
    s.para(
        "Note 1: The FSR sets the scale of the ADC only. Analog inputs must never exceed VDD + "
        "0.3 V or go below GND - 0.3 V; on the " + PM + "6.144 V and " + PM + "4.096 V ranges a "
        "full-scale code cannot be reached when VDD is lower than the FSR.",
        7.2,
    )
    s.add_page()
    s.heading("7 Electrical Characteristics", 9.5)
    s.para(
        "At TA = 25 " + DEG + ", VDD = 3.3 V, data rate = 8 SPS and FSR = " + PM + "2.048 V "
        "(unless otherwise noted).",
        7.4,
    )
    s.table(
        [
            Col("Parameter", 125),
            Col("Test conditions", 174),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["Resolution", "no missing codes", "16", "", "", "bit"],
            ["Data rate, DR", "8, 16, 32, 64, 128, 250, 475, 860", "8", "", "860", "SPS"],
            ["Data-rate variation", "all data rates", "-10", "", "10", "%"],
            ["Integral nonlinearity", "FSR = " + PM + "2.048 V, best fit", "", "", "1", "LSB"],
            [
                "Offset error",
                "FSR = " + PM + "2.048 V, differential",
                "",
                PM + "1",
                PM + "3",
                "LSB",
            ],
            ["Gain error", "FSR = " + PM + "2.048 V", "", "0.01", "0.15", "%"],
            ["VIH", "SDA, SCL", "0.7 VDD", "", "5.5", "V"],
            ["VIL", "SDA, SCL", "GND", "", "0.3 VDD", "V"],
            ["VOL", "SDA, ALERT/RDY, IOL = 3 mA", "GND", "0.15", "0.4", "V"],
            ["Supply current, IVDD", "power-down, TA = 25 " + DEG, "", "0.5", "2", MU + "A"],
            ["", "power-down, TA = 125 " + DEG, "", "", "5", MU + "A"],
            ["", "operating, TA = 25 " + DEG, "", "150", "200", MU + "A"],
            ["", "operating, TA = 125 " + DEG, "", "", "300", MU + "A"],
            ["Power dissipation, PD", "VDD = 5.0 V", "", "0.9", "", "mW"],
            ["", "VDD = 3.3 V", "", "0.5", "", "mW"],
            ["", "VDD = 2.0 V", "", "0.3", "", "mW"],
        ],
        7.3,
    )
    s.heading("8 Full-Scale Range and LSB Size", 9.5)
    s.table(
        [
            Col("PGA[2:0] (config register)", 170, "C"),
            Col("FSR", 160, "C"),
            Col("LSB size", 169, "C"),
        ],
        [
            ["000", PM + "6.144 V", "187.5 " + MU + "V"],
            ["001", PM + "4.096 V", "125 " + MU + "V"],
            ["010 (default)", PM + "2.048 V", "62.5 " + MU + "V"],
            ["011", PM + "1.024 V", "31.25 " + MU + "V"],
            ["100", PM + "0.512 V", "15.625 " + MU + "V"],
            ["101, 110, 111", PM + "0.256 V", "7.8125 " + MU + "V"],
        ],
        7.3,
    )
    s.heading("9 I2C Address Selection", 9.5)
    s.table(
        [
            Col("ADDR pin connected to", 170, "C"),
            Col("Slave address (binary)", 160, "C"),
            Col("Slave address (hex)", 169, "C"),
        ],
        [
            ["GND", "1001000", "0x48"],
            ["VDD", "1001001", "0x49"],
            ["SDA", "1001010", "0x4A"],
            ["SCL", "1001011", "0x4B"],
        ],
        7.3,
    )
    s.para(
        "Pointer register: 00 = conversion, 01 = config, 10 = Lo_thresh, 11 = Hi_thresh. The "
        "general-call address (0x00) resets the device; the high-speed master code is 00001xxx. "
        "Sample ADDR once at power-up; connect it to SDA only if SDA is idle high at start.",
        7.2,
    )
    return save(s, out / "nxa1115.pdf")


# ------------------------------------------------------------ PCB relay (Shantou)
def hkr_s1(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="HONGKAI RELAY",
        header_right="HKR-S1  Subminiature Power Relay",
        footer_left="Shantou Hongkai Relay Co., Ltd. \u00b7 Specifications subject to change "
        "without notice",
        footer_right="HK-{page}",
        rule_color=(190, 20, 20),
        table_fill=(250, 225, 225),
        accent=(190, 20, 20),
        grid=True,
    )
    s = Sheet(style, "HKR-S1 subminiature power relay")
    s.add_page()
    s.title_block(
        "HKR-S1",
        "10A Subminiature PCB Power Relay",
        "1 Form A / 1 Form C \u00b7 sealed (S) or flux-proof (F) \u00b7 standard (S) 0.45W or "
        "sensitive (L) 0.36W coil",
        22,
    )
    s.heading("FEATURES", 10)
    s.bullets(
        [
            "10A switching capability",
            "PCB layout compatible with the industry-standard cube relay",
            "Coil power: 0.45W standard, 0.36W sensitive",
            "Dimensions 19.0 x 15.5 x 15.2 mm",
            "Typical use: household appliances, smart plugs, Arduino relay modules",
        ],
        8,
    )
    s.heading("CONTACT DATA", 10)
    s.table(
        [Col("Item", 200), Col("Specification", 299)],
        [
            ["Contact arrangement", "1A (SPST-NO), 1C (SPDT)"],
            ["Contact resistance", "100m" + OHM + " max. (at 1A 6VDC)"],
            ["Contact material", "AgSnO2"],
            [
                "Contact rating (resistive load)",
                "NO: 10A 250VAC / 10A 30VDC\nNC: 5A 250VAC / 3A 30VDC",
            ],
            ["Max. switching voltage", "250VAC / 110VDC"],
            ["Max. switching current", "10A"],
            ["Max. switching power", "2500VA / 300W"],
            ["Mechanical endurance", "1 x 10^7 operations"],
            ["Electrical endurance", "1 x 10^5 operations (10A 250VAC, resistive, 1s on 9s off)"],
        ],
        7.8,
    )
    s.heading("CHARACTERISTICS", 10)
    s.table(
        [Col("Item", 200), Col("Specification", 299)],
        [
            ["Insulation resistance", "100M" + OHM + " min. (at 500VDC)"],
            ["Dielectric strength, coil - contacts", "1500VAC 1 min"],
            ["Dielectric strength, open contacts", "1000VAC 1 min"],
            ["Operate time (at nominal voltage)", "10ms max."],
            ["Release time (at nominal voltage)", "5ms max."],
            ["Ambient temperature", "-25" + DEG + " to +70" + DEG],
            ["Humidity", "35% to 85% RH"],
            ["Shock resistance", "functional 100m/s" + "\u00b2" + ", destructive 1000m/s\u00b2"],
            ["Unit weight", "approx. 10g"],
        ],
        7.8,
    )
    s.add_page()
    s.heading("COIL DATA (at 23" + DEG + ")", 10)
    s.table(
        [
            Col("Nominal\nvoltage VDC", 60, "C"),
            Col("Pick-up\nvoltage VDC", 60, "C"),
            Col("Drop-out\nvoltage VDC", 60, "C"),
            Col("Max. allowable\nvoltage VDC", 67, "C"),
            Col("Coil resistance\n" + OHM + " " + PM + "10%", 63, "C"),
            Col("Nominal\ncurrent mA", 63, "C"),
            Col("Coil resistance\n" + OHM + " " + PM + "10%", 63, "C"),
            Col("Nominal\ncurrent mA", 63, "C"),
        ],
        [
            ["03", "2.25", "0.3", "3.9", "20", "150", "25", "120"],
            ["05", "3.75", "0.5", "6.5", "55", "90", "70", "71.4"],
            ["06", "4.5", "0.6", "7.8", "80", "75", "100", "60"],
            ["09", "6.75", "0.9", "11.7", "180", "50", "225", "40"],
            ["12", "9.0", "1.2", "15.6", "320", "37.5", "400", "30"],
            ["24", "18.0", "2.4", "31.2", "1280", "18.8", "1600", "15"],
            ["48", "36.0", "4.8", "62.4", "5120", "9.4", "6400", "7.5"],
        ],
        7.4,
        head_rows=[["", "", "", "", "Standard (S) 0.45W", "<", "Sensitive (L) 0.36W", "<"]],
    )
    s.para(
        "Pick-up voltage max. = 75% of nominal, drop-out voltage min. = 10% of nominal; values "
        "are for test purposes with the relay mounted terminals down. Max. allowable voltage is "
        "130% of nominal and may be applied continuously at 23" + DEG + ".",
        7.2,
    )
    s.heading("ORDERING CODE", 10)
    s.table(
        [Col("Example", 110, "C"), Col("Field", 130), Col("Options", 259)],
        [
            ["HKR-S1", "Series", ""],
            ["05VDC", "Nominal coil voltage", "03, 05, 06, 09, 12, 24, 48VDC"],
            ["L", "Coil sensitivity", "S: standard 0.45W, L: sensitive 0.36W"],
            ["C", "Contact form", "A: 1 Form A, C: 1 Form C"],
        ],
        7.4,
    )
    s.heading("SAFETY APPROVAL RATINGS", 10)
    s.table(
        [Col("Approval", 110), Col("Rating", 389)],
        [
            ["UL / CUL (pending)", "10A 250VAC, 10A 125VAC, 10A 30VDC, 10A 28VDC (NO)"],
            ["TUV (pending)", "10A 250VAC cos\u03c6 = 1 (NO), 5A 250VAC (NC)"],
        ],
        7.4,
    )
    s.heading("NOTES", 10)
    s.bullets(
        [
            "Inductive load (cos\u03c6 = 0.4, L/R = 7ms): 3A 250VAC / 3A 30VDC (NO).",
            "Use a flyback diode across the coil when driving it from a transistor; the "
            "diode lengthens the release time.",
            "Lamp loads and capacitive loads cause inrush currents; derate accordingly.",
            "Do not wash flux-proof (F) types.",
        ],
        7.6,
    )
    return save(s, out / "hkr-s1.pdf")


# ------------------------------------------------------------ ultrasonic module (Corsican)
def ech_r40(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Pulsu Elettronica \u00b7 Bastia",
        header_right="ECH-R40  Modulu ultrasonicu / Ultrasonic module",
        footer_left="SKU PU-0440 \u00b7 6,90 \u20ac TVA cumpresa / VAT incl.",
        footer_right="Pagina {page} nant'\u00e0 {nb} / Page {page} of {nb}",
        rule_color=(90, 70, 140),
        table_fill=(235, 230, 245),
        accent=(90, 70, 140),
        grid=False,
    )
    s = Sheet(style, "ECH-R40 ultrasonic ranging module")
    s.add_page()
    s.title_block(
        "ECH-R40",
        "Modulu di misura di distanza \u00e0 ultrasoni / Ultrasonic distance ranging module",
        "4 piedini / 4 pins: VCC \u00b7 Trig \u00b7 Echo \u00b7 GND \u2014 45 x 20 x 15 mm",
        20,
    )
    s.heading("Presentazione / Overview", 10)
    s.para(
        "L'ECH-R40 manda ottu impulsi \u00e0 40 kHz quandu Trig ferma altu 10 \u00b5s. "
        "The ECH-R40 sends a burst of eight 40 kHz pulses when Trig is held high for at least "
        "10 \u00b5s, then raises Echo for as long as the sound takes to come back. Distance "
        "(cm) = Echo high time (\u00b5s) / 58. A transmitter, a receiver and the control "
        "circuit are on the board; no library is needed.",
        8,
    )
    s.heading("Carattaristiche / Specifications", 10)
    s.table(
        [
            Col("Parametru / Parameter", 190),
            Col("Min", 55, "C"),
            Col("Tip. / Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit\u00e0 / Unit", 144, "C"),
        ],
        [
            ["Tensione d'alimentazione /\nSupply voltage", "4.5", "5.0", "5.5", "V DC"],
            ["Currente di travagliu /\nWorking current", "", "15", "", "mA"],
            ["Currente in riposu /\nQuiescent current", "", "", "2", "mA"],
            ["Frequenza di travagliu /\nWorking frequency", "", "40", "", "kHz"],
            ["Distanza di misura /\nRanging distance", "2", "", "400", "cm"],
            ["Risoluzione / Resolution", "", "0.3", "", "cm"],
            ["Angulu di misura /\nMeasuring angle", "", "15", "", "\u00b0"],
            ["Impulsu Trig /\nTrigger input pulse", "10", "", "", "\u00b5s, TTL"],
        ],
        7.8,
    )
    s.para(
        "Echo h\u00e8 un impulsu TTL: livellu altu = VCC. / Echo is a TTL pulse whose high level "
        "equals VCC; its width is proportional to the distance.",
        7.6,
    )
    s.heading("Cunnessione / Wiring", 10)
    s.table(
        [
            Col("Piedinu / Pin", 90, "C"),
            Col("Nome / Name", 90, "C"),
            Col("Funzione / Function", 319),
        ],
        [
            ["1", "VCC", "Alimentazione / Supply"],
            ["2", "Trig", "Entrata di cumandu / Trigger input"],
            ["3", "Echo", "Surtita d'eco / Echo output"],
            ["4", "GND", "Terra / Ground"],
        ],
        7.6,
    )
    s.add_page()
    s.heading("Tempi / Timing", 10)
    s.table(
        [
            Col("Parametru / Parameter", 240),
            Col("Valore / Value", 140, "C"),
            Col("Nota / Note", 119),
        ],
        [
            ["Ciclu di misura minimu /\nMinimum measurement cycle", "60 ms", "avoid echo overlap"],
            ["Echo, 2 cm", "116 \u00b5s", ""],
            ["Echo, 400 cm", "23200 \u00b5s", ""],
            ["Echo senza ostaculu /\nEcho with no obstacle", "38 ms", "time-out"],
        ],
        7.6,
    )
    s.heading("Limiti / Limits", 10)
    s.para(
        "Ùn mette mai pi\u00f9 di 6 V nant'\u00e0 VCC. / Never put more than 6 V on VCC: the "
        "driver chip on the back is damaged above that. Reverse polarity is not protected.",
        7.8,
    )
    s.heading("Dumande frequente / FAQ", 10)
    s.para(
        "D: Travaglia \u00e0 3,3 V? / Q: Does it work from 3.3 V?  R: Innò. / A: No. Below "
        "4.5 V the transmitter burst is too weak and the module reports random distances. "
        "Feed VCC from 5 V; the Trig input is happy with a 3.3 V high level.",
        7.8,
    )
    s.para(
        "D: In chi temperature? / Q: What temperature range?  R: / A: It is used from -15 "
        + DEG
        + " to +70 "
        + DEG
        + "; the speed of sound changes by about 0.17 % per "
        + DEG
        + ", so correct the result for temperature if you need better than 1 cm.",
        7.8,
    )
    s.para(
        "D: H\u00e8 stagnu? / Q: Is it waterproof?  R: / A: No. The open transducers must stay "
        "dry; for tanks and outdoor use pick a sealed sensor.",
        7.8,
    )
    s.para(
        "D: Pi\u00f9 moduli inseme? / Q: Several modules at once?  R: / A: Trigger them one "
        "after the other, at least 60 ms apart, or they hear each other's bursts.",
        7.8,
    )
    return save(s, out / "ech-r40.pdf")
