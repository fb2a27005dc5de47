"""Hold-out 126 datasheets, part 1: a PIR motion sensor module, a 16-bit I2C ADC IC with a
programmable gain amplifier, an automatic buck-boost converter module and a single-channel
5 V relay module with a transistor driver.

A Dunedin (New Zealand) maker-store product data sheet ("›" heads, an "At a glance" card,
specifications in column groups per version, a detection table stacked per trimmer
setting, pins and jumpers as decoys, FAQ and an NZD price list), a Brno (Czech Republic)
mixed-signal IC house data sheet ("▰ n" heads, "Tab. n –" captions below the tables, a
power-down / operating current block stacked per temperature, a PGA table, an I²C timing
table in column groups per bus mode, address and register tables as decoys), a Colombo
(Sri Lanka) maker-store sheet ("➜" heads, column groups per version, a Vin → Vout current
table, "Good to know" notes, FAQ and LKR prices) and a Reykjavík (Iceland) electronics
shop sheet with Icelandic / English section heads ("‡" heads, wrapped row names, IN
current stacked per trigger mode and level, NO / NC contact columns, ISK prices).
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
DASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
SQ = "\u00b2"
ARROW = "\u2192"
TIMES = "\u00d7"
RSAQ = "\u203a"


# ------------------------------------------------ PIR motion sensor module (Dunedin)
def kpl612(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="TAIERI ELECTRONICS",
        header_right="KPL-612 / KPL-612L PIR motion sensor  \u00b7  product data sheet",
        footer_left="Taieri Electronics Ltd  \u00b7  38 Stuart Street, Dunedin 9016, New Zealand  "
        "\u00b7  GST 118-204-733  \u00b7  prices NZD incl. 15 % GST",
        footer_right="Sheet {page} of {nb}",
        rule_color=(46, 110, 120),
        table_fill=(226, 240, 242),
        accent=(30, 84, 94),
        grid=False,
    )
    h = RSAQ + " "
    s = Sheet(style, "KPL-612 / KPL-612L PIR motion sensor module")
    s.add_page()
    s.title_block(
        "KPL-612 / KPL-612L",
        "Passive Infrared (PIR) Motion Sensor Module with Digital Output",
        "TE-0612  KPL-612 (on-board 3.3 V regulator, 4.5 " + NDASH + " 20 V in)    |    "
        "TE-0613  KPL-612L (no regulator, 3 V direct)    |    data sheet rev. 2, March 2024",
        21,
    )

    def overview() -> None:
        s.heading(h + "Overview", 10)
        s.para(
            "The KPL-612 watches a room through a 23 mm Fresnel dome and pulls its OUT pin high "
            "when a warm body moves across the field of view. Two trimmers set how far it "
            "looks (Sx) and how long OUT stays high (Tx); a jumper picks single or repeat "
            "triggering. OUT is 3.3 V logic, so it goes straight to an Arduino, ESP32, "
            "Raspberry Pi or a relay module input.",
            8.0,
        )
        s.para(
            "The KPL-612L is the same board without the regulator, for battery builds that "
            "already have a 3 V rail: lower idle current, but VIN goes straight to the "
            "sensor chip.",
            8.0,
        )

    def glance() -> None:
        s.heading(h + "At a glance", 10)
        s.table(
            [Col("", 80), Col("", 130)],
            [
                ["Detects", "people and animals moving"],
                ["Range", "up to 7 m (Sx trimmer)"],
                ["Cone", "about 110" + "\u00b0" + " wide"],
                ["Output", "3.3 V digital, HIGH = motion"],
                ["Hold time", "2 " + ELL + " 200 s (Tx trimmer)"],
                ["Supply", "5 V (KPL-612) or 3 V (-612L)"],
                ["Board", "32 x 24 mm, dome 23 mm"],
            ],
            7.5,
            show_head=False,
        )

    s.side_by_side(overview, glance, 275, 14)
    s.heading(h + "Specifications", 10, rule=True)
    s.table(
        [
            Col("Parameter", 104),
            Col("Condition", 92),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Unit", 39, "C"),
        ],
        [
            ["Supply voltage (VIN)", "", "4.5", "5.0", "20", "2.7", "3.3", "3.6", "V"],
            [
                "Idle current\n(no motion, OUT low)",
                "VIN = 5 V / 3.3 V",
                "",
                "55",
                "65",
                "",
                "18",
                "25",
                MU + "A",
            ],
            [
                "Current with OUT high",
                "10 k" + OHM + " load on OUT",
                "",
                "390",
                "450",
                "",
                "350",
                "400",
                MU + "A",
            ],
            ["Output high voltage", "I_{OH} = -1 mA", "3.1", "3.3", "", "VIN-0.2", "", "", "V"],
            ["Output low voltage", "I_{OL} = 1 mA", "", "", "0.1", "", "", "0.1", "V"],
            ["OUT source current", "", "", "", "2", "", "", "1", "mA"],
            [
                "Initialisation time\n(after power-on)",
                "OUT may toggle",
                "",
                "40",
                "60",
                "",
                "20",
                "30",
                "s",
            ],
            ["Block time after OUT falls", "fixed", "", "2.5", "", "", "2.5", "", "s"],
            ["Operating temperature", "", "-20", "", "+70", "-15", "", "+60", DEG],
        ],
        7.5,
        head_rows=[["", "", "KPL-612", "<", "<", "KPL-612L", "<", "<", ""]],
    )
    s.heading(h + "Detection (both versions)", 10, rule=True)
    s.table(
        [Col("Parameter", 130), Col("Setting", 200), Col("Value", 90, "C"), Col("Unit", 79, "C")],
        [
            ["Detection range", "Sx fully counter-clockwise", "3", "m"],
            ["", "Sx fully clockwise (as shipped)", "7", "m"],
            ["Detection cone", "horizontal, dome fitted", "110", "deg"],
            ["Hold time (OUT high)", "Tx fully counter-clockwise (as shipped)", "2", "s"],
            ["", "Tx fully clockwise", "200", "s"],
            ["Trigger mode", "jumper H (as shipped) / jumper L", "repeat / single", DASH],
        ],
        7.5,
    )
    s.para(
        "Range is measured with an adult walking across the cone at about 1 m/s, module 2.2 m "
        "above the floor, room at 25 " + DEG + ". In a 35 " + DEG + " room the contrast "
        "between body and background is small and the range drops to about 4 m. Walking "
        "straight at the sensor is detected later than walking across it.",
        7.5,
    )

    s.add_page()
    s.heading(h + "Absolute maximum ratings", 10, rule=True)
    s.table(
        [Col("Item", 250), Col("Rating", 160, "C"), Col("Unit", 89, "C")],
        [
            ["VIN, KPL-612", "-0.3 " + ELL + " 24", "V"],
            ["VIN, KPL-612L", "-0.3 " + ELL + " 4.0", "V"],
            ["Voltage on OUT", "-0.3 " + ELL + " 3.6", "V"],
            ["Storage temperature", "-40 " + ELL + " +85", DEG],
        ],
        7.5,
    )
    s.heading(h + "Pins, jumper and trimmers", 10, rule=True)
    s.table(
        [Col("Marking", 80, "C"), Col("What it is", 419)],
        [
            [
                "VIN",
                "Supply: 4.5 " + NDASH + " 20 V on the KPL-612, 2.7 " + NDASH + " 3.6 V on "
                "the KPL-612L",
            ],
            ["OUT", "Motion output, push-pull, HIGH while motion is seen plus the hold time"],
            ["GND", "Ground"],
            [
                "H / L",
                "Jumper: H = repeat trigger (hold time restarts on every movement), "
                "L = single trigger",
            ],
            ["Sx", "Range trimmer, 3 m to 7 m"],
            ["Tx", "Hold-time trimmer, 2 s to 200 s"],
        ],
        7.5,
    )
    s.heading(h + "Wiring notes", 10, rule=True)
    s.bullets(
        [
            "OUT is 3.3 V logic on the KPL-612. 5 V Arduino boards read it as HIGH, and it can "
            "go straight to an ESP32 or Raspberry Pi GPIO. On the KPL-612L, OUT swings to VIN.",
            "The KPL-612L has no regulator and no reverse-polarity diode: keep VIN at or below "
            "3.6 V. A single Li-ion cell (4.2 V when full) is too high for it.",
            "Relay modules: OUT can drive the input of a transistor or optocoupler relay module "
            "(high-level trigger) directly. It cannot drive a relay coil.",
            "Switch-mode supplies and Wi-Fi antennas closer than 5 cm cause false triggers. Put "
            "100 nF and 10 " + MU + "F across VIN and GND if the supply is noisy.",
        ],
        7.5,
        "\u2013",
    )
    s.heading(h + "FAQ", 10, rule=True)
    s.bullets(
        [
            "Does it work behind a window? No. Glass blocks the far-infrared the sensor needs.",
            "OUT goes high a few times right after power-up. Is it faulty? No, the sensor is "
            "settling. Ignore OUT for the first minute.",
            "Will it run from a 9 V battery? The KPL-612 will (4.5 " + NDASH + " 20 V). A 9 V "
            "block lasts a few weeks at the 55 " + MU + "A idle current.",
            "Can I shorten the 2.5 s block time? No, it is fixed in the sensor chip.",
            "Can it tell a person from a dog? No. Mount it higher and aim it down to ignore "
            "small pets.",
        ],
        7.5,
        "\u2013",
    )
    s.heading(h + "Prices", 10, rule=True)
    s.table(
        [Col("Code", 80), Col("Item", 250), Col("1 pc", 80, "C"), Col("5 pcs", 89, "C")],
        [
            ["TE-0612", "KPL-612 PIR module, 5 " + NDASH + " 20 V", "$7.90", "$34.50"],
            ["TE-0613", "KPL-612L PIR module, 3 V", "$9.40", "$41.00"],
            ["TE-0614", "Spare Fresnel domes, pack of 3", "$3.20", DASH],
            ["TE-0615", "3-wire Dupont lead, 20 cm", "$1.50", "$6.00"],
        ],
        7.5,
    )
    return save(s, out / "kpl-612.pdf")


# ------------------------------------------------ 16-bit I2C ADC with PGA (Brno)
def bza1615(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="SVRATKA MICROSYSTEMS",
        header_right="BZA1615  \u00b7  16-bit ADC with PGA  \u00b7  DS-1615 rev. C",
        footer_left="Svratka Microsystems s.r.o.  \u00b7  Technick\u00e1 12, 616 00 Brno, Czech "
        "Republic  \u00b7  www.svratka-micro.cz",
        footer_right="{page} of {nb}",
        rule_color=(20, 95, 100),
        table_fill=(228, 242, 240),
        accent=(20, 95, 100),
        grid=True,
    )
    h = "\u25b0 "
    s = Sheet(style, "BZA1615 16-bit ADC with PGA and I2C interface")
    s.add_page()
    s.title_block(
        "BZA1615",
        "16-Bit, 860-SPS, 4-Channel Delta-Sigma ADC with PGA, Oscillator, Reference and "
        "I" + SQ + "C Interface",
        "BZA1615DGS (VSSOP-10)  \u00b7  BZA1615RUG (UQFN-10, 2.0 x 1.5 mm)  \u00b7  Datasheet "
        "DS-1615 rev. C, March 2024",
        20,
    )

    def features() -> None:
        s.heading(h + "1 Features", 9.5)
        s.bullets(
            [
                "Wide supply range: 2.0 V to 5.5 V",
                "Low current consumption: 150 " + MU + "A (continuous-conversion mode)",
                "Programmable data rate: 8 SPS to 860 SPS",
                "Programmable gain amplifier: full-scale ranges from "
                + PM
                + "0.256 V to "
                + PM
                + "6.144 V",
                "Four single-ended or two differential inputs",
                "I" + SQ + "C interface: four pin-selectable addresses",
                "Internal low-drift reference and oscillator",
                "Programmable comparator on ALERT/RDY",
                "Operating temperature: -40 " + DEG + " to +125 " + DEG,
            ],
            7.3,
            "\u25aa",
        )

    def description() -> None:
        s.heading(h + "2 Applications", 9.5)
        s.bullets(
            [
                "Portable instrumentation",
                "Battery voltage and current monitoring",
                "Bridge and shunt measurement",
                "Industrial process control",
            ],
            7.3,
            "\u25aa",
        )
        s.heading(h + "3 Description", 9.5)
        s.para(
            "The BZA1615 is a precision 16-bit analog-to-digital converter in a small leadless "
            "or leaded package. It contains an input multiplexer, a programmable gain "
            "amplifier, a voltage reference and an oscillator, so no external parts other "
            "than decoupling and I" + SQ + "C pull-ups are needed. Conversions run "
            "continuously or single-shot; after a single-shot conversion the device powers "
            "down automatically.",
            7.3,
        )

    s.side_by_side(features, description, 250, 16)
    s.heading(h + "4 Recommended Operating Conditions", 9.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("Condition", 100),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Power-supply voltage, VDD", "", "2.0", "3.3", "5.5", "V"],
            [
                "Full-scale input range (AINP - AINN)",
                "set by PGA[2:0]",
                PM + "0.256",
                "",
                PM + "6.144",
                "V",
            ],
            ["Absolute input voltage, AINx", "", "GND", "", "VDD", "V"],
            ["Digital input voltage", "SDA, SCL, ADDR", "GND", "", "5.5", "V"],
            ["Operating ambient temperature, TA", "", "-40", "", "125", DEG],
        ],
        7.3,
    )
    s.caption("Tab. 1 \u2013 Recommended operating conditions", 7.8)
    s.heading(h + "5 Electrical Characteristics", 9.5)
    s.table(
        [
            Col("Parameter", 128),
            Col("Test condition", 142),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["ANALOG INPUT"],
            [
                "Differential input\nimpedance",
                "FSR = " + PM + "6.144 V\nFSR = " + PM + "2.048 V",
                "",
                "22\n4.9",
                "",
                "M" + OHM,
            ],
            ["SYSTEM PERFORMANCE"],
            ["Resolution", "no missing codes", "16", "", "", "bits"],
            ["Data rate (DR)", "set by DR[2:0]", "8", "", "860", "SPS"],
            ["Data-rate variation", "all data rates", "-10", "", "10", "%"],
            [
                "Offset error",
                "FSR = " + PM + "2.048 V, differential",
                "",
                PM + "1",
                PM + "3",
                "LSB",
            ],
            ["Gain error", "FSR = " + PM + "2.048 V, TA = 25 " + DEG, "", "0.01", "0.15", "%"],
            ["DIGITAL INPUT / OUTPUT"],
            ["High-level input voltage", "", "0.7 VDD", "", "5.5", "V"],
            ["Low-level input voltage", "", "GND", "", "0.3 VDD", "V"],
            ["Low-level output voltage", "I_{OL} = 3 mA", "", "", "0.4", "V"],
            ["POWER SUPPLY"],
            [
                "Supply current",
                "power-down, TA = 25 "
                + DEG
                + "\npower-down, TA = 125 "
                + DEG
                + "\noperating, TA = 25 "
                + DEG
                + "\noperating, TA = 125 "
                + DEG,
                "",
                "0.5\n\n150\n",
                "2\n5\n200\n300",
                MU + "A",
            ],
            [
                "Power dissipation",
                "VDD = 5.0 V, operating\nVDD = 3.3 V, operating\nVDD = 2.0 V, operating",
                "",
                "0.9\n0.5\n0.3",
                "",
                "mW",
            ],
        ],
        7.3,
    )
    s.caption(
        "Tab. 2 \u2013 Electrical characteristics (TA = 25 "
        + DEG
        + ", VDD = 3.3 V, FSR = "
        + PM
        + "2.048 V, DR = 128 SPS, unless otherwise noted)",
        7.8,
    )

    s.add_page()
    s.heading(h + "6 Absolute Maximum Ratings", 9.5)
    s.table(
        [Col("Parameter", 270), Col("Min", 60, "C"), Col("Max", 80, "C"), Col("Unit", 89, "C")],
        [
            ["Power-supply voltage, VDD to GND", "-0.3", "6.0", "V"],
            ["Analog input voltage, AIN0 to AIN3", "GND - 0.3", "VDD + 0.3", "V"],
            ["Digital input voltage, SDA, SCL, ADDR", "GND - 0.3", "5.5", "V"],
            ["Input current, continuous, any pin except supply", "-10", "10", "mA"],
            ["Storage temperature, Tstg", "-60", "150", DEG],
        ],
        7.3,
    )
    s.caption("Tab. 3 \u2013 Absolute maximum ratings (over operating free-air temperature)", 7.8)
    s.heading(h + "7 Programmable Gain Amplifier", 9.5)
    s.table(
        [
            Col("PGA[2:0]", 80, "C"),
            Col("Full-scale range (FSR)", 150, "C"),
            Col("LSB size", 120, "C"),
            Col("Remark", 149),
        ],
        [
            ["000", PM + "6.144 V", "187.5 " + MU + "V", "see note"],
            ["001", PM + "4.096 V", "125 " + MU + "V", "see note"],
            ["010", PM + "2.048 V", "62.5 " + MU + "V", "default"],
            ["011", PM + "1.024 V", "31.25 " + MU + "V", ""],
            ["100", PM + "0.512 V", "15.625 " + MU + "V", ""],
            ["101, 110, 111", PM + "0.256 V", "7.8125 " + MU + "V", ""],
        ],
        7.3,
    )
    s.caption("Tab. 4 \u2013 Full-scale range and LSB size per PGA setting", 7.8)
    s.para(
        "Note: the " + PM + "6.144 V and " + PM + "4.096 V settings describe the scale of the "
        "converter only. Whatever the PGA setting, no analog input may be taken below GND - "
        "0.3 V or above VDD + 0.3 V, so with VDD = 3.3 V a single-ended input can read at most "
        "about 3.3 V even on the " + PM + "6.144 V range.",
        7.3,
    )
    s.table(
        [
            Col("DR[2:0]", 70, "C"),
            Col("Data rate (SPS)", 100, "C"),
            Col("FSR " + PM + "6.144 V", 80, "C"),
            Col("FSR " + PM + "2.048 V", 80, "C"),
            Col("FSR " + PM + "0.256 V", 80, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["000", "8", "187.5", "62.5", "7.81", MU + "V_{RMS}"],
            ["100", "128 (default)", "187.5", "62.5", "7.81", MU + "V_{RMS}"],
            ["101", "250", "187.5", "62.5", "11.2", MU + "V_{RMS}"],
            ["110", "475", "187.5", "75.1", "18.6", MU + "V_{RMS}"],
            ["111", "860", "196.0", "104.3", "26.4", MU + "V_{RMS}"],
        ],
        7.3,
    )
    s.caption("Tab. 5 \u2013 Noise per data rate (input shorted, VDD = 3.3 V)", 7.8)
    s.heading(h + "8 I" + SQ + "C Interface", 9.5)
    s.table(
        [
            Col("ADDR pin connected to", 180, "C"),
            Col("Slave address (7-bit)", 160, "C"),
            Col("Binary", 159, "C"),
        ],
        [
            ["GND", "0x48", "100 1000"],
            ["VDD", "0x49", "100 1001"],
            ["SDA", "0x4A", "100 1010"],
            ["SCL", "0x4B", "100 1011"],
        ],
        7.3,
    )
    s.caption("Tab. 6 \u2013 Address selection", 7.8)
    s.table(
        [
            Col("Parameter", 120),
            Col("Symbol", 50, "C"),
            Col("Min", 44, "C"),
            Col("Max", 44, "C"),
            Col("Min", 44, "C"),
            Col("Max", 44, "C"),
            Col("Min", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 65, "C"),
        ],
        [
            ["SCL clock frequency", "f_{SCL}", "0", "100", "0", "400", "0", "1000", "kHz"],
            ["SCL low period", "t_{LOW}", "4.7", "", "1.3", "", "0.5", "", MU + "s"],
            ["SCL high period", "t_{HIGH}", "4.0", "", "0.6", "", "0.26", "", MU + "s"],
            ["Capacitive load per line", "C_{b}", "", "400", "", "400", "", "550", "pF"],
        ],
        7.3,
        head_rows=[["", "", "Standard mode", "<", "Fast mode", "<", "Fast mode Plus", "<", ""]],
    )
    s.caption("Tab. 7 \u2013 I" + SQ + "C timing requirements", 7.8)
    s.para(
        "SDA, SCL and ADDR tolerate 5.5 V at any VDD, so a BZA1615 powered from 3.3 V can sit on "
        "a bus pulled up to 5 V. High-speed mode (3.4 MHz) is not supported.",
        7.3,
    )
    s.heading(h + "9 Register Map", 9.5)
    s.table(
        [
            Col("Pointer", 70, "C"),
            Col("Register", 170),
            Col("Reset value", 100, "C"),
            Col("Content", 159),
        ],
        [
            ["00", "Conversion", "0x0000", "result, two's complement"],
            ["01", "Config", "0x8583", "OS, MUX, PGA, MODE, DR, COMP"],
            ["10", "Lo_thresh", "0x8000", "comparator low threshold"],
            ["11", "Hi_thresh", "0x7FFF", "comparator high threshold"],
        ],
        7.3,
    )
    s.caption("Tab. 8 \u2013 Register map", 7.8)
    s.heading(h + "10 Ordering Information", 9.5)
    s.table(
        [
            Col("Order number", 120),
            Col("Package", 110, "C"),
            Col("Body size", 110, "C"),
            Col("Packing", 159, "C"),
        ],
        [
            ["BZA1615DGS", "VSSOP-10", "3.0 x 3.0 mm", "reel, 2500 pcs"],
            ["BZA1615RUG", "UQFN-10", "2.0 x 1.5 mm", "reel, 3000 pcs"],
        ],
        7.3,
    )
    return save(s, out / "bza1615.pdf")


# ------------------------------------------------ buck-boost converter module (Colombo)
def ubb36(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="KELANI MAKER HUB",
        header_right="UBB-36A / UBB-36F5 automatic buck-boost converter",
        footer_left="Kelani Maker Hub (Pvt) Ltd  \u00b7  Maradana Road, Colombo 10, Sri Lanka  \u00b7  "
        "hotline 011 2 694 310  \u00b7  prices LKR incl. 18 % VAT",
        footer_right="p. {page}/{nb}",
        rule_color=(140, 30, 50),
        table_fill=(250, 235, 215),
        accent=(140, 30, 50),
        grid=False,
    )
    h = "\u279c "
    s = Sheet(style, "UBB-36A / UBB-36F5 automatic buck-boost converter module")
    s.add_page()
    s.title_block(
        "UBB-36 Automatic Buck-Boost Module",
        "Step-up / step-down DC-DC converter: UBB-36A adjustable, UBB-36F5 fixed 5 V with USB-A",
        "Item KMH-2231  UBB-36A (1.25 " + NDASH + " 30 V out, 25-turn trimmer)    |    Item "
        "KMH-2232  UBB-36F5 (5 V out, USB-A socket)",
        19,
    )

    def what() -> None:
        s.heading(h + "What it does", 10)
        s.para(
            "A buck-boost converter holds its output steady whether the input is above or below "
            "it. That is exactly what a battery needs: a Li-ion cell runs from 4.2 V down to "
            "3.0 V, and a 12 V lead-acid battery from 14.4 V while charging to about 11 V, yet "
            "your circuit sees one fixed voltage. The UBB-36A is set with a 25-turn trimmer; the "
            "UBB-36F5 is fixed at 5 V and has a USB-A socket for phones and boards.",
            8.0,
        )

    def bag() -> None:
        s.heading(h + "In the box", 10)
        s.bullets(
            [
                "1 x module (pins not soldered)",
                "UBB-36A: 2 screw terminals",
                "UBB-36F5: USB-A socket fitted",
            ],
            8.0,
            "\u25b8",
        )

    s.side_by_side(what, bag, 310, 14)
    s.heading(h + "Specifications", 10, rule=True)
    s.table(
        [Col("Item", 112), Col("UBB-36A", 118, "C"), Col("UBB-36F5", 118, "C"), Col("Notes", 151)],
        [
            [
                "Input voltage",
                "3.0 " + NDASH + " 35 V",
                "2.8 " + NDASH + " 24 V",
                "continuous operation",
            ],
            [
                "Output voltage",
                "1.25 " + NDASH + " 30 V",
                "4.90 / 5.05 / 5.20 V",
                "A: trimmer; F5: min / typ / max",
            ],
            ["Output current", "see table below", "2.0 A max", "F5: Vin 5 " + NDASH + " 24 V"],
            ["Switch current limit", "4.5 A", "3.2 A", "peak, not a load rating"],
            ["No-load input current", "12 mA", "6 mA", "12 V in"],
            ["Off current (EN low)", "30 " + MU + "A", "no EN pad", "UBB-36A only"],
            ["Efficiency", "up to 88 %", "up to 91 %", ""],
            ["Output ripple", LE + " 60 mVpp", LE + " 40 mVpp", "full load, 20 MHz BW"],
            ["Switching frequency", "400 kHz", "1.2 MHz", ""],
            [
                "Operating temperature",
                "-40 " + NDASH + " +85 " + DEG,
                "-20 " + NDASH + " +70 " + DEG,
                "derate above 60 " + DEG,
            ],
            ["Size", "48 x 23 x 14 mm", "36 x 18 x 9 mm", ""],
        ],
        7.8,
    )
    s.heading(h + "How much current can I draw? (UBB-36A)", 10, rule=True)
    s.table(
        [
            Col("Vin " + ARROW + " Vout", 110, "C"),
            Col("Max. continuous output current", 150, "C"),
            Col("Efficiency", 100, "C"),
            Col("Input current", 139, "C"),
        ],
        [
            ["3.7 V " + ARROW + " 5 V", "1.0 A", "85 %", "1.6 A"],
            ["5 V " + ARROW + " 3.8 V", "2.0 A", "88 %", "1.7 A"],
            ["5 V " + ARROW + " 12 V", "0.6 A", "84 %", "1.7 A"],
            ["12 V " + ARROW + " 5 V", "2.5 A", "88 %", "1.2 A"],
            ["12 V " + ARROW + " 12 V", "1.5 A", "87 %", "1.7 A"],
            ["12 V " + ARROW + " 19 V", "0.9 A", "86 %", "1.7 A"],
            ["24 V " + ARROW + " 12 V", "2.0 A", "88 %", "1.1 A"],
            ["30 V " + ARROW + " 5 V", "2.5 A", "84 %", "0.5 A"],
        ],
        7.8,
    )
    s.para(
        "Keep the input current at or below 3 A. Above 15 W of output the board runs hot: add "
        "airflow or a small heat sink on the coil.",
        7.8,
    )

    s.add_page()
    s.heading(h + "Absolute limits", 10, rule=True)
    s.table(
        [Col("Item", 200), Col("UBB-36A", 120, "C"), Col("UBB-36F5", 120, "C"), Col("", 59)],
        [
            ["Input voltage, never exceed", "36 V", "26 V", ""],
            ["Reverse polarity", "not protected", "not protected", ""],
            ["Output short circuit", "hiccup mode", "hiccup mode", ""],
        ],
        7.8,
    )
    s.heading(h + "Pads and controls", 10, rule=True)
    s.table(
        [Col("Pad", 70, "C"), Col("Function", 429)],
        [
            ["IN+ / IN-", "Input, 3.0 " + NDASH + " 35 V (A) or 2.8 " + NDASH + " 24 V (F5)"],
            ["OUT+ / OUT-", "Output (A); on the F5 also wired to the USB-A socket"],
            ["EN", "UBB-36A only: open or HIGH = on, below 0.4 V = off"],
            ["ADJ", "UBB-36A only: 25-turn trimmer, clockwise = higher output"],
        ],
        7.8,
    )
    s.heading(h + "Good to know", 10, rule=True)
    s.bullets(
        [
            "There is no constant-current mode. The module cannot charge batteries or drive "
            "power LEDs without its own current limiting.",
            "The UBB-36A ships set to 5.0 V. Set the output before you connect the load.",
            "Undervoltage lock-out: the UBB-36A stops at 2.8 V falling and starts again at "
            "3.1 V rising.",
            "The output has no blocking diode. Do not connect a battery or another supply to "
            "OUT while IN is off.",
        ],
        7.8,
        "\u25b8",
    )
    s.heading(h + "FAQ", 10, rule=True)
    s.bullets(
        [
            "Can one Li-ion cell give me a steady 5 V? Yes. The F5 gives 1.2 A from a 3.7 V "
            "cell and keeps running down to 2.8 V; the A gives 1.0 A at 5 V from 3.7 V.",
            "Can I run a cellular modem from USB? Yes: set the UBB-36A to 3.8 V. From a 5 V "
            "supply it delivers 2.0 A continuous, which also covers the short transmit bursts "
            "of a modem.",
            "Car battery to a steady 12 V? Yes, with the UBB-36A: 12 V " + ARROW + " 12 V "
            "gives 1.5 A, and the input range covers 14.4 V while charging and the dip to about "
            "9 V while cranking.",
            "Two AA cells? No. A pair of AA cells falls below 2.8 V long before it is empty.",
        ],
        7.8,
        "\u25b8",
    )
    s.heading(h + "Prices", 10, rule=True)
    s.table(
        [Col("Item", 90), Col("Description", 250), Col("1 pc", 70, "C"), Col("10 pcs", 89, "C")],
        [
            ["KMH-2231", "UBB-36A buck-boost, adjustable", "1 450", "13 200"],
            ["KMH-2232", "UBB-36F5 buck-boost, 5 V USB-A", "1 290", "11 800"],
            ["KMH-0410", "Heat sink 10 x 10 mm, thermal tape", "120", "1 000"],
        ],
        7.8,
    )
    return save(s, out / "ubb-36.pdf")


# ------------------------------------------------ 1-channel 5 V relay module (Reykjavik)
def djr1h5(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="ESJA RAFEINDIR",
        header_right="DJR-1H5  \u00b7  Gagnablað / data sheet",
        footer_left="Esja Rafeindir ehf.  \u00b7  Skeifan 11, 108 Reykjav\u00edk, Iceland  \u00b7  "
        "kt. 550312-0480  \u00b7  ver\u00f0 \u00ed ISK me\u00f0 24 % VSK",
        footer_right="S\u00ed\u00f0a {page} af {nb}",
        rule_color=(120, 20, 30),
        table_fill=(240, 232, 232),
        accent=(120, 20, 30),
        grid=False,
    )
    h = "\u2021 "
    s = Sheet(style, "DJR-1H5 1-channel 5 V relay module")
    s.add_page()
    s.title_block(
        "DJR-1H5",
        "1-channel 5 V relay module with NPN transistor driver and high / low trigger jumper",
        "V\u00f6run\u00famer / item no. ER-3105  \u00b7  relay 5 VDC coil, contacts 10 A 250 VAC  "
        "\u00b7  gagnabla\u00f0 / data sheet 1.4",
        21,
    )

    def lysing() -> None:
        s.heading(h + "L\u00fdsing / Description", 10.5)
        s.para(
            "One sealed 5 V relay with a changeover contact (COM, NO, NC) on screw terminals, "
            "driven by an NPN transistor with a flyback diode. A jumper selects whether the "
            "relay switches on when IN is high (H) or low (L). A red LED shows power, a green "
            "LED shows the relay. There is no optocoupler: the module's GND is the logic GND.",
            8.0,
        )

    def glance() -> None:
        s.heading(h + "\u00cd stuttu m\u00e1li / At a glance", 10.5)
        s.lines(
            [
                "VCC: 5 V DC",
                "IN: 3.3 V and 5 V logic (jumper H)",
                "Contacts: COM / NO / NC",
                "Board: 50 x 26 x 18.5 mm",
            ],
            8.0,
            3.0,
        )

    s.side_by_side(lysing, glance, 300, 16)
    s.heading(h + "Rafmagn / Module electrical data", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 104),
            Col("Symbol", 40, "C"),
            Col("Condition", 120),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "", "4.5", "5.0", "5.5", "V"],
            ["Supply current,\nrelay off", "I_{CC}", "red LED on", "", "3", "5", "mA"],
            [
                "Supply current,\nrelay on",
                "I_{CC}",
                "VCC = 5 V, both LEDs on",
                "",
                "78",
                "90",
                "mA",
            ],
            ["IN high level,\njumper H", "V_{IH}", "relay on", "2.5", "", "VCC", "V"],
            ["IN low level,\njumper H", "V_{IL}", "relay off", "0", "", "0.8", "V"],
            ["IN low level,\njumper L", "V_{IL}", "relay on", "0", "", "1.0", "V"],
            ["IN high level,\njumper L", "V_{IH}", "relay off", "4.2", "", "VCC", "V"],
            [
                "IN current",
                "I_{IN}",
                "jumper H, IN = 3.3 V\njumper H, IN = 5.0 V\njumper L, IN = 0 V",
                "",
                "0.7\n1.2\n1.0",
                "",
                "mA",
            ],
            ["Operate time", "", "IN edge to contact closed", "", "", "10", "ms"],
            ["Release time", "", "IN edge to contact open", "", "", "5", "ms"],
        ],
        7.6,
    )
    s.heading(h + "Spóla / Relay coil (5 VDC type)", 10.5, rule=True)
    s.table(
        [Col("Parameter", 200), Col("Value", 150, "C"), Col("Unit", 149, "C")],
        [
            ["Rated coil voltage", "5", "VDC"],
            ["Coil resistance (" + PM + "10 %)", "70", OHM],
            ["Rated coil current", "71.4", "mA"],
            ["Coil power", "0.36", "W"],
            ["Pull-in voltage (must operate), max.", "3.75", "VDC"],
            ["Drop-out voltage (must release), min.", "0.5", "VDC"],
            ["Max. continuous coil voltage", "6.5", "VDC"],
        ],
        7.6,
    )

    s.add_page()
    s.heading(h + "Snertur / Contacts", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 180),
            Col("Condition", 120),
            Col("NO contact", 100, "C"),
            Col("NC contact", 99, "C"),
        ],
        [
            ["Rated load, resistive", "250 VAC", "10 A", "5 A"],
            ["", "125 VAC", "15 A", "10 A"],
            ["", "30 VDC", "10 A", "5 A"],
            ["Max. switching voltage", "", "250 VAC / 30 VDC", "250 VAC / 30 VDC"],
            ["Max. switching power", "resistive", "2500 VA / 300 W", "1250 VA / 150 W"],
            ["Electrical life", "at rated resistive load", "100 000 ops", "100 000 ops"],
            ["Mechanical life", "", "10 000 000 ops", "10 000 000 ops"],
            ["Insulation, coil to contacts", "1 min", "1500 VAC", "1500 VAC"],
        ],
        7.6,
    )
    s.heading(h + "Umhverfi / Environment", 10.5, rule=True)
    s.table(
        [Col("Parameter", 200), Col("Min", 100, "C"), Col("Max", 100, "C"), Col("Unit", 99, "C")],
        [
            ["Operating temperature", "-25", "+70", DEG],
            ["Storage temperature", "-40", "+85", DEG],
            ["Relative humidity, no condensation", "5", "85", "%RH"],
        ],
        7.6,
    )
    s.heading(h + "Tengingar / Pinout", 10.5, rule=True)
    s.table(
        [Col("Header / terminal", 120, "C"), Col("Name", 80, "C"), Col("Function", 299)],
        [
            ["J1-1", "VCC", "5 V supply"],
            ["J1-2", "GND", "Ground, shared with the logic"],
            ["J1-3", "IN", "Control input"],
            ["K1-1", "NO", "Normally open contact"],
            ["K1-2", "COM", "Common contact"],
            ["K1-3", "NC", "Normally closed contact"],
            ["JP1", "H / L", "Trigger level jumper, fitted at H"],
        ],
        7.6,
    )
    s.heading(h + "Athugi\u00f0 / Notes", 10.5, rule=True)
    s.bullets(
        [
            "3.3 V boards (ESP32, Raspberry Pi, Pico): power VCC from 5 V, leave the jumper at H "
            "and drive IN directly; a 3.3 V HIGH is above the 2.5 V switching level.",
            "Do not use the L setting with 3.3 V logic: IN must rise above 4.2 V to release the "
            "relay, so a 3.3 V HIGH leaves it switched on.",
            "VCC cannot be 3.3 V: the coil needs at least 3.75 V to pull in.",
            "The NO ratings are for resistive loads. For motors, compressors, lamps and LED "
            "drivers the contacts must be derated; this sheet gives no inrush rating.",
            "Mains wiring belongs in a closed enclosure. Keep 8 mm between the mains terminals "
            "and any low-voltage wiring.",
        ],
        7.6,
        "\u2013",
    )
    s.heading(h + "Ver\u00f0 / Prices", 10.5, rule=True)
    s.table(
        [Col("V\u00f6run\u00famer", 90), Col("Vara / item", 260), Col("Ver\u00f0 (ISK)", 149, "C")],
        [
            ["ER-3105", "DJR-1H5 relay module, 1 channel", "790"],
            ["ER-3105-4", "DJR-1H5, pack of 4", "2 690"],
            ["ER-0021", "Dupont leads F-F, 10 pcs", "350"],
        ],
        7.6,
    )
    return save(s, out / "djr-1h5.pdf")
